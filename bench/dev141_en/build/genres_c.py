"""Genres C: adolescent medicine visit, subspecialty consult letter, paediatric ED visit, camp/sports physical."""
import pools as P
from phi import Note, Ctx, Person, fmt_date
from blocks import pick, letterhead, demo, vitals, labs, meds, allergies, problems, social, sig, transcription, cc, audit, fam_hx
import neg


TEEN_DX = [("Generalized anxiety disorder", "F41.1"), ("Major depressive disorder, single episode, moderate", "F32.1"),
           ("Dysmenorrhea", "N94.6"), ("Acne vulgaris", "L70.0"), ("Encounter for contraceptive management", "Z30.09"),
           ("Screening for STI", "Z11.3"), ("Migraine without aura", "G43.009"), ("Obesity, BMI >= 95th %ile", "E66.9"),
           ("Iron deficiency without anemia", "E61.1"), ("ADHD, combined type", "F90.2"), ("Insomnia", "G47.00"),
           ("Vaping/nicotine dependence", "F17.290"), ("Irregular menses", "N92.6")]


def adolescent(r, country, lower):
    c = Ctx(r, country, "teen", r.randint(12 * 365, 20 * 365))
    n = Note(lower)
    p = c.pt
    n.w(pick(c, "ADOLESCENT MEDICINE VISIT", "Teen Health Clinic - Visit Note", "Adolescent & Young Adult Clinic", "Youth Wellness Visit"), "\n")
    if r.random() < 0.4:
        n.f("{0} - {1}\n", (c.clinic, "HOSPITAL"), c.city())
    demo(n, c, style=r.choice(["kv", "compact", "stacked"]))
    n.f(pick(c, "{0} seen with {1} ({2}) for first part of visit; remainder of interview confidential.\n",
             "Seen alone per clinic policy; {1} ({2}) in waiting room.\n", "{0} came alone by bus; {2} {1} aware of visit.\n"),
        p.n("PATIENT", "first", "full"), c.guardian.n("FAMILY", "first", "full"), c.grel)
    n.f("\nCC: {0}\n", pick(c, "annual exam + contraception", "low mood", "irregular periods", "acne", "headaches", "sports clearance + STI screen", "fatigue", "weight concerns"))
    n.w("\nHEADSSS:\n")
    n.f("  Home: lives with {0} and {1}; {2}.\n", c.mom.n("FAMILY", "first", "full"), pick(c, "younger brother", "stepdad", "grandmother", "two sisters"),
        pick(c, "gets along OK", "frequent arguments about phone", "moved in with dad's family last fall", "feels safe at home"))
    g = max(7, min(12, int(c.age_days / 365.25) - 5))
    n.f("  Education: grade {0} at {1}; {2}. ", str(g), c.org("school"), pick(c, "Bs and Cs", "failing math", "IEP for reading", "missed 12 days this term"))
    if r.random() < 0.7:
        n.f("Works part-time as {0} at {1}.", c.aprof(teen=True), c.org("employer"))
    n.w("\n  Activities: ", pick(c, "volleyball, youth group", "gaming 5-6 h/day", "drama club", "works most evenings"), "\n")
    n.w("  Drugs: ", pick(c, neg.TEEN[3], neg.TEEN[8], "Denies alcohol and cannabis; CRAFFT 0."), "\n")
    if r.random() < 0.5:
        n.w("  Other: ", neg.some(r, [neg.TEEN[5], neg.TEEN[9], neg.TEEN[10], neg.TEEN[4]], 1), "\n")
    bfr = c.other()
    n.f("  Sexuality: {0}; partner {1} ({2}).\n", pick(c, "sexually active with one partner", "not yet sexually active", "identifies as bisexual, out to friends"),
        bfr.n("FAMILY", "first", "full"), c.years(r.randint(14, 21)))
    n.w("  Suicide/depression: ", neg.TEEN[1], " ", pick(c, "No SI/HI.", "Passive SI last month, no plan; safety plan completed.", "Denies self-harm."), "\n")
    n.w("  Safety: ", pick(c, "wears seatbelt", "rides with friend who just got licence", "no weapons at home"), "\n")
    n.w("\n*** CONFIDENTIAL - ADOLESCENT PROTECTED SECTION - DO NOT RELEASE TO PARENT PORTAL ***\n")
    n.f("Preferred contact (teen only): cell {0}, email {1}. Portal login {2}; proxy access for {3} disabled {4}.\n", c.phone(False), c.email(p),
        c.user(p), c.guardian.n("FAMILY", "first", "full"), c.dd(0, r.choice(["md", "iso", "mdy"])))
    if p.sex == "F":
        n.f("LMP {0}. Urine hCG negative. {1} Specimen {2}.\n", c.dd(-r.randint(5, 40), r.choice(["md", "monthd", "mdy", "dmon"])),
            neg.TEEN[11], c.idnum("spec"))
        n.w("Contraception: ", pick(c, "started combined OCP", ["etonogestrel implant placed L arm, lot ", c.idnum("lot")], "DMPA given today", "condoms; EC prescription provided"), ". ", pick(c, neg.TEEN[7], neg.TEEN[6], ""), "\n")
    else:
        n.f("{0} Specimen {1}. HPV vaccine series {2}.\n", neg.TEEN[11], c.idnum("spec"), pick(c, "completed", "dose 2 today", "declined by teen"))
        n.w("Counselling: ", pick(c, "condoms provided", "PrEP discussed, labs ordered", "consent and healthy relationships reviewed"), ".\n")
    n.w("*** END CONFIDENTIAL SECTION ***\n\n")
    vitals(n, c, style=r.choice(["line", "pipe"]))
    n.w("Exam: ", neg.exam(r, c.age_days, 2), "\n\n")
    n.w("A/P:\n")
    problems(n, c, k=r.randint(1, 3), header="", pool=TEEN_DX)
    meds(n, c, "teen", k=r.randint(1, 3), header="Rx")
    n.f("Follow-up {0} with {1}; teen to book via {2}.\n", c.dd(r.choice([14, 28, 42, 90]), r.choice(["wdmd", "md", "monthd", "mdy"])),
        c.dr(r.choice(["att", "np"]), "bare"), c.url())
    n.w(neg.some(r, neg.TEEN[:3], 1), "\n\n")
    sig(n, c, r.choice(["att", "np"]))
    return n, c


SUBS = [("Pediatric Cardiology", "cardiology"), ("Pediatric Endocrinology", "endocrine"), ("Pediatric Gastroenterology", "GI"),
        ("Pediatric Neurology", "neurology"), ("Pediatric Nephrology", "nephrology"), ("Pediatric Rheumatology", "rheumatology"),
        ("Paediatric Respirology", "respirology"), ("Pediatric Hematology/Oncology", "hematology"), ("Pediatric Otolaryngology", "ENT")]
SUB_DX = {"cardiology": ("innocent (Still's) murmur vs small VSD", "Echo: small perimembranous VSD, L->R, no chamber enlargement. ECG sinus, normal QTc 412 ms."),
          "endocrine": ("new type 1 diabetes", "HbA1c 9.8%, GAD65 and IA-2 positive. Started on pump; CGM transmitter placed."),
          "GI": ("suspected celiac disease", "tTG-IgA >10x ULN, total IgA normal. EGD with biopsies (Marsh 3b)."),
          "neurology": ("new-onset focal seizures", "EEG: left centrotemporal spikes. MRI brain normal."),
          "nephrology": ("nephrotic syndrome", "UPCR 6.1 g/g, albumin 18 g/L, C3/C4 normal."),
          "rheumatology": ("possible JIA", "ANA 1:160 speckled, RF neg, ESR 42. US L knee effusion."),
          "respirology": ("chronic cough", "Spirometry: FEV1 82% pred, +14% post-BD. Sweat chloride 18 mmol/L."),
          "hematology": ("iron deficiency anemia vs thalassemia trait", "Hgb 94, MCV 61, ferritin 4, Mentzer index 14."),
          "ENT": ("recurrent AOM and OSA symptoms", "Audiogram: mild conductive loss R. Tympanometry type B R.")}
DEVICES = {"endocrine": "insulin pump SN {0}; CGM transmitter ID {1}", "neurology": "VNS generator serial {0} (programmed {2})",
           "ENT": "cochlear implant R, internal device serial {0}", "cardiology": "Holter recorder SN {0}, 48 h",
           "respirology": "home BiPAP serial {0}", "nephrology": "home BP monitor SN {0}", "GI": "G-tube (MIC-KEY 14 Fr 1.5 cm), lot {3}"}


def consult_letter(r, country, lower):
    c = Ctx(r, country, "consult", r.randint(30, 17 * 365))
    n = Note(lower)
    p = c.pt
    div, key = r.choice(SUBS)
    letterhead(n, c, dept="Division of " + div)
    n.w(c.dd(0, r.choice(["monthdy", "dmonthy", "mondy", "monthdthy", "iso"])), "\n\n")
    ref = c.doc("ref")
    n.f("{0}\n{1}\n{2}\n", ["Dr. ", ref.n("DOCTOR", "full", "fml")], (c.clinic, "HOSPITAL"), c.addr(True, False))
    if r.random() < 0.5:
        n.f("Fax: {0}\n", c.fax())
    n.f("\nRE: {0}   DOB: {1}   {2}: {3}\n\n", p.n("PATIENT", "FULL", "LF", "full"), c.d(c.dob), "MRN" if r.random() < 0.6 else "Chart #", c.mrn_v)
    n.f("Dear Dr. {0},\n\n", ref.n("DOCTOR", "last"))
    dx, inv = SUB_DX[key]
    n.f("Thank you for referring {0}, {1} {2}, whom I saw in the {3} clinic at {4} on {5} for {6}. {7} was accompanied by {8} {9}.\n\n",
        p.n("PATIENT", "first", "full"), c.aage(), "boy" if p.sex == "M" else "girl", key, c.hospital(), c.dd(0, r.choice(["monthdy", "wdfull", "mdy", "dmonthy"])),
        dx, p.he.capitalize(), p.his, [c.grel, " ", c.guardian.n("FAMILY", "first", "full")])
    n.w("HISTORY: ")
    n.f("Symptoms began around {0}{1}. ", c.dd(-r.randint(20, 200), r.choice(["monthy", "monthd", "md", "mony"])) if r.random() < 0.8 else c.holiday(),
        pick(c, " after a viral illness", "", [" while the family was visiting relatives in ", c.country_t()], " and have progressively worsened"))
    n.w(neg.gen(r, c.us, 1, 20), " ", neg.exam(r, c.age_days, 1), "\n\n")
    meds(n, c, "out", k=r.randint(1, 3), header="CURRENT MEDICATIONS")
    allergies(n, c)
    fam_hx(n, c)
    social(n, c, detail=r.random() < 0.5)
    n.w("\nEXAMINATION: ")
    vitals(n, c, style="line", label=False)
    n.w(neg.exam(r, c.age_days, 2), "\n\nINVESTIGATIONS: ", inv, "\n")
    if r.random() < 0.5:
        labs(n, c, offset=-r.randint(1, 20))
    if key in DEVICES and r.random() < 0.8:
        n.f("Device: " + DEVICES[key] + ".\n", c.device(), c.device(), c.dd(-r.randint(1, 60), "md"), c.idnum("lot"))
    n.f("Echo/imaging report {0} available in PACS.\n", c.idnum("acc")) if r.random() < 0.4 else None
    n.w("\nIMPRESSION AND PLAN:\n")
    n.f("{0} is {1} with {2}. ", p.n("PATIENT", "first"), c.aage(), dx)
    n.w(pick(c, "I have reassured the family.", "We discussed the diagnosis at length.", "Management options were reviewed."), "\n")
    n.f("1. {0}\n2. Repeat {1} in 3 months; requisition {2} given.\n3. I will see {3} again around {4}.\n",
        pick(c, "Start treatment as outlined below.", "No restrictions to activity.", "Dietitian referral made.", ["Education by our nurse educator ", c.dr("rn", "bare"), "."]),
        {"cardiology": "echo", "neurology": "EEG", "respirology": "spirometry", "nephrology": "UPCR", "ENT": "audiogram",
         "hematology": "CBC and ferritin", "endocrine": "HbA1c", "GI": "tTG-IgA", "rheumatology": "ESR/CRP"}[key], c.idnum("req"), p.n("PATIENT", "first", "nick"),
        c.dd(r.choice([60, 90, 120, 180]), r.choice(["monthdy", "mondy", "monthy", "wdfull"])))
    n.f("Please do not hesitate to contact me at {0} or {1}.\n\n", c.phone(True), c.email(c.doc("att")))
    n.w(pick(c, "Sincerely,\n\n", "Yours sincerely,\n\n", "Kind regards,\n\n"))
    n.w(c.dr("att", "cred"), "\n", div, ", ", c.hospital(), "\n")
    if r.random() < 0.6:
        transcription(n, c)
    cc(n, c)
    return n, c


def ed_visit(r, country, lower):
    c = Ctx(r, country, "ed", r.randint(10, 18 * 365))
    n = Note(lower)
    p = c.pt
    scen = r.choice(["mvc", "fall", "fever", "asthma", "ingestion", "laceration", "abdpain", "croup", "sport"])
    n.w(pick(c, "PEDIATRIC EMERGENCY DEPARTMENT RECORD", "Peds ED Physician Note", "Emergency Department - Paediatric Assessment", "PED Provider Note"), "\n")
    arr = r.randint(0, 20 * 60)
    n.f("{0}  |  Arrival {1} {2}  |  {3} {4}\n", (c.hosp, "HOSPITAL"), c.dd(0, r.choice(["mdy", "iso", "dmony", "mdy1"])),
        "%02d:%02d" % (arr // 60, arr % 60), pick(c, "ESI", "CTAS") if c.us else "CTAS", str(r.randint(1, 5)))
    demo(n, c, style=r.choice(["compact", "kv", "table"]), insurance=r.random() < 0.4)
    n.f("Bed: {0} {1}   Triage RN: {2}   Mode: {3}\n", pick(c, "Pod", "Rm", "Hall", "Resus"), c.room(), c.dr("rn", "bare"),
        pick(c, "walk-in with mother", "EMS", "private vehicle", "police", "transfer from outside hospital"))
    n.f("Source: {0} and {1}. PCP: {2}.\n\n", p.n("PATIENT", "first"), [c.grel, " ", c.guardian.n("FAMILY", "first", "full")], c.dr("pcp", "title"))
    n.f("HPI: {0} {1} ", c.age_sex(), pick(c, "presents with", "BIBA with", "brought in by family for"))
    if scen == "mvc":
        n.f("MVC: rear-seat passenger in booster, vehicle (plate {0}) struck on passenger side at ~40 km/h on {1} near {2}. Driver {3} (aunt) also evaluated. ",
            c.plate(), (r.choice(P.STREET_NAMES) + " " + r.choice(["Road", "Street", "Ave"]), "STREET"), (r.choice(P.LANDMARKS), "LOCATION_OTHER"), c.other("F").n("FAMILY", "full"))
        if r.random() < 0.5:
            n.f("Other vehicle VIN {0} per police report {1}. ", c.vin(), c.idnum("police"))
    elif scen == "fall":
        n.f("fall from monkey bars at {0} around 17:00, ~5 ft onto wood chips; witnessed by {1}. ", (r.choice(P.LANDMARKS), "LOCATION_OTHER"), c.other().n("FAMILY", "full", "first"))
    elif scen == "ingestion":
        n.f("possible ingestion of grandmother {0}'s amlodipine 10 mg found open on {1} at about 19:30. ", c.other("F").n("FAMILY", "first", "last"), c.dd(0, "wd"))
    elif scen == "sport":
        n.f("injury during {0} game vs rival team at {1}; coach {2} reports collision. ", pick(c, "hockey", "football", "soccer", "rugby"),
            (r.choice(P.LANDMARKS), "LOCATION_OTHER"), c.other().n("FAMILY", "full", "last"))
    else:
        n.f("{0} x {1} days. Sick contacts at {2}. ", pick(c, "fever and decreased PO", "cough and WOB", "RLQ pain and vomiting", "barky cough", "scalp lac after hitting coffee table"),
            str(r.randint(2, 5)), c.org("daycare") if c.age_days < 2000 else c.org("school"))
    n.w(neg.some(r, neg.ED, 2), "\n")
    n.w("PMH: ", pick(c, "none", "asthma", "ex-30 wk prem", "VSD s/p repair", "ADHD"), ". Imm UTD. ")
    allergies(n, c)
    vitals(n, c, style=r.choice(["line", "table"]))
    n.w("EXAM: ", neg.exam(r, c.age_days, 2), "\n\nED COURSE:\n")
    for hh in sorted(r.sample(range(arr + 10, min(arr + 300, 24 * 60 - 1), 7), r.randint(2, 4))):
        n.w("  %02d:%02d " % (hh // 60, hh % 60), pick(c, "ibuprofen 10 mg/kg PO given", "IV placed, NS bolus 20 mL/kg", "XR ordered",
                                                                      "reassessed, improved", "ondansetron 0.15 mg/kg ODT", "lac repaired, 4-0 Vicryl Rapide x5",
                                                                      "dex 0.6 mg/kg PO", "tolerating PO"), "\n")
    if r.random() < 0.6:
        n.f("Imaging: {0} (acc {1}) - {2}\n", pick(c, "XR L forearm", "CXR", "CT head w/o", "US abdomen", "XR C-spine"), c.idnum("acc"),
            pick(c, "no acute findings", "buckle fracture distal radius", "RLL consolidation", "appendix not visualized"))
    if r.random() < 0.4:
        labs(n, c, ["CBC", "LYTES"] if r.random() < 0.5 else None)
    n.w("\nDX: ", pick(c, "Closed head injury, minor", "Febrile illness", "Asthma exacerbation", "Croup", "Buckle fx distal radius", "Laceration scalp", "Gastroenteritis"), "\n")
    n.f("DISPO: {0} at {1} with {2}. Follow-up with {3} in {4}; {5} phone {6}.\n",
        pick(c, "discharged home", "admitted to Peds", ["transferred to ", c.hospital(other=True)]), "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)),
        c.guardian.n("FAMILY", "first", "full"), c.dr("pcp", "title"), pick(c, "2 days", "48-72 h", "1 week"), (c.clinic, "HOSPITAL"), c.phone(False))
    if r.random() < 0.3:
        n.f("School note for {0} given for {1}-{2}.\n", c.org("school"), c.dd(0, "md"), c.dd(r.randint(1, 3), "md"))
    n.w("Return precautions reviewed; family verbalized understanding.\n\n")
    sig(n, c, r.choice(["ed", "res"]))
    if r.random() < 0.4:
        n.w("Attending: ", c.dr("ed", "cred"), " - I saw and evaluated the patient.\n")
    if r.random() < 0.25:
        audit(n, c)
    return n, c


def camp_sports(r, country, lower):
    c = Ctx(r, country, "camp", r.randint(6 * 365, 18 * 365))
    n = Note(lower)
    p = c.pt
    camp = r.random() < 0.5
    if camp:
        n.f("{0} - {1}\n", c.org("camp"), pick(c, "CAMPER HEALTH FORM", "Health History & Physical Exam", "Camp Medical Form (Part B - Physician)"))
        yr = c.visit.year if c.visit.month <= 6 else c.visit.year + 1
        s = c.visit.replace(year=yr, month=r.choice([6, 7, 7, 8]), day=r.randint(1, 24))
        e = c.day((s - c.visit).days + r.choice([6, 13, 27]))
        sf = r.choice([("monthd", "monthd"), ("md", "md"), ("mondy", "mondy"), ("iso", "iso"), ("monthd", "mondy")])
        n.f("Session: {0} - {1}   Cabin: {2}\n", (fmt_date(s, sf[0]), "DATE"), (fmt_date(e, sf[1]), "DATE"),
            (pick(c, "Loon", "7", "12B", "Birch", "Otter 3", "4"), "LOCATION_OTHER"))
    else:
        n.f("PREPARTICIPATION PHYSICAL EVALUATION{0}\n", pick(c, "", " - PHYSICAL EXAMINATION FORM", " (PPE)"))
        team = c.org("team")
        sport = {"Hockey": "hockey", "Soccer": "soccer", "Football": "football", "Swim": "swimming", "Basketball": "basketball",
                 "Gymnastics": "gymnastics", "Skating": "figure skating", "Lacrosse": "lacrosse"}
        n.f("Sport(s): {0}   Team/club: {1}\n", [v for k, v in sport.items() if k in team[0]][0], team)
    n.f("Name: {0}   Sex: {1}   Age: {2}   Date of birth: {3}\n", p.n("PATIENT", "full", "LF"), p.sex, c.age(kv=True), c.d(c.dob))
    if r.random() < 0.6:
        n.f("School: {0}   Grade: {1}\n", c.org("school"), str(max(1, min(12, int(c.age_days / 365.25) - 5))))
    n.f("Address: {0}\n", c.addr(False))
    n.f("Parent/guardian: {0} ({1})  Cell: {2}  Work: {3}\n", c.guardian.n("FAMILY", "full"), c.grel, c.gphone, c.phone(True))
    rel = pick(c, "aunt", "grandmother", "neighbour", "family friend", "uncle", "grandfather")
    ec = c.other("M" if rel in ("uncle", "grandfather") else ("F" if rel in ("aunt", "grandmother") else None))
    n.f("Emergency contact: {0} ({1})  {2}\n", ec.n("FAMILY", "full"), rel, c.phone())
    if c.us:
        n.f("Insurance: {0}  Policy #: {1}  Group #: {2}  Policyholder: {3}\n", c.org("insurer"), c.hp(), c.group(), c.guardian.n("FAMILY", "full"))
        if r.random() < 0.35:
            n.f("Policyholder SSN: {0}\n", c.ssn())
    else:
        n.f("Provincial health #: {0}  Extended benefits: {1} cert. {2}\n", c.hp(), c.org("insurer"), c.hp())
    n.w("\nHISTORY (parent-completed):\n")
    qs = ["Fainted during or after exercise?", "Chest pain with exercise?", "Family member with sudden unexplained death?",
          "Concussion in the past?", "Asthma / inhaler use?", "Food or bee-sting allergy?", "Wears glasses/contacts?", "Bedwetting?"]
    for q in r.sample(qs, r.randint(4, 7)):
        ans = r.random() < 0.2
        n.w("  [", "X" if ans else " ", "] Y  [", " " if ans else "X", "] N  ", q, "\n")
    if r.random() < 0.5:
        n.f("  Explain: concussion {0} playing {1}, cleared by {2} on {3}.\n", c.dd(-r.randint(90, 700), r.choice(["monthy", "y", "my"])),
            pick(c, "hockey", "soccer", "football"), c.dr("cons", "title"), c.dd(-r.randint(20, 80), r.choice(["md", "mdy", "monthd"])))
    meds(n, c, "out", k=r.randint(1, 2), header="Medications at camp" if camp else "Medications")
    allergies(n, c)
    n.w("\nEXAM:\n")
    vitals(n, c, style=r.choice(["kv", "line"]), label=False)
    n.w("Vision: ", pick(c, "R 20/20 L 20/25 uncorrected", "R 20/30 L 20/30 corrected"), ". ", neg.exam(r, c.age_days, 3), "\n")
    if camp:
        n.w("\nCLEARANCE: ", pick(c, "[X] Medically able to attend camp, no restrictions", "[X] May attend; swim with buddy, EpiPen with counsellor",
                                   "[X] May attend; meds to be held by camp health centre"), "\n")
    else:
        n.w("\nCLEARANCE: ", pick(c, "[X] Cleared for all sports without restriction", "[X] Cleared with recommendations: asthma action plan on file",
                                   "[X] Not cleared pending cardiology evaluation"), "\n")
    n.f("Examined by: {0}   Date: {1}\n", c.dr(r.choice(["att", "np", "pa"]), "cred"), c.dd(0, r.choice(["mdy", "mdy1", "iso"])))
    n.f("Office: {0}, {1}  Phone {2}\n", (c.clinic, "HOSPITAL"), c.addr(False), c.phone(False))
    if c.us and r.random() < 0.5:
        n.f("NPI {0}\n", c.npi())
    if camp and r.random() < 0.6:
        n.f("Camp use only - received {0} by camp nurse {1}; biometric check-in ID {2}; med bin #{3}.\n", c.dd(r.randint(1, 9), "md"),
            c.other().n("DOCTOR", "full", "fli"), c.bioid(), c.room())
        n.f("Upload confirmation from {0} (IP {1}).\n", c.url("camp"), c.ip())
    return n, c


GENRES = [("adolescent_visit", adolescent), ("subspecialty_consult_letter", consult_letter), ("peds_ed_visit", ed_visit),
          ("camp_sports_physical", camp_sports)]
