"""Genre 5: occupational health, fitness-for-work and insurance medical reports."""
from phi import P, shift
from context import slug
from blocks import demo_block, letterhead, signature, med_lines

GENRE = "occupational_insurance"

CONDITIONS = [
    ("low back pain with L5 radiculopathy", "avoid lifting >10 kg and prolonged static postures; phased return over 4 weeks"),
    ("work-related stress with anxiety", "reduced hours (4 h/day) for 2 weeks, weekly 1:1 with line manager, stress risk assessment"),
    ("post-operative recovery after knee arthroscopy", "seated duties only, no ladders, review at 6 weeks"),
    ("carpal tunnel syndrome (R)", "DSE assessment, voice recognition software, avoid vibrating tools"),
    ("type 1 diabetes with recent hypoglycaemia", "no safety-critical work until 3 months hypo-free; access to snacks and testing breaks"),
    ("long COVID with fatigue", "graded return, 3 days/week, working from home 2 days"),
    ("asthma aggravated by workplace dust", "RPE fit test, relocate away from cutting area, spirometry surveillance"),
    ("depression (moderate)", "temporary adjustment of targets, flexible start times, EAP referral"),
]


def _oh(c):
    T, v = c.place("clinic", "oh")
    name = v.split()[0] + c.ch(" Occupational Health", " Workplace Health", " OH Services")
    c._places["ohname"] = ("HOSPITAL", name)
    return name


def layout_oh_report(c):
    p = c.pt
    ohp = c.staff("ohp", "occupational health physician", "Dr", creds=c.ch("MFOM", "AFOM", "FAFOEM", "DOccMed"))
    ohn = c.staff("ohn", "OH adviser", None, nurse=True, creds=c.ch("RGN, SCPHN (OH)", "RN, BSc OH", "OHNP"))
    hr = c.rel("hr", "HR manager", role="FAMILY")
    lm = c.rel("lm", "line manager", role="FAMILY")
    emp = c.pl("employer")
    cond, adj = c.r.choice(CONDITIONS)
    oh = _oh(c)
    L = [P("HOSPITAL", oh)]
    L.append(c.addr_inline(c.new_address()))
    L.append("Tel %s | %s" % (c.tel("land"), c.org_email(oh, "ohreports")))
    L.append("")
    L.append("MANAGEMENT REFERRAL REPORT - CONFIDENTIAL")
    L.append("To: %s, %s, %s" % (c.nm(hr, c.ch("tf", "full")), c.ch("HR Business Partner", "People Manager", "HR Adviser"), emp))
    L.append("Cc: %s (%s)" % (c.nm(lm, c.ch("tf", "full")), lm.relation))
    L.append("Date: %s" % c.dd(shift(c.today, 1)))
    L.append("")
    L.append("Employee: %s   DOB %s   Employee no. %s" % (c.nm(p, c.ch("full", "uc", "tf")), c.dob(),
                                                           P("IDNUM", "%s%d" % (c.ch("E", "EMP", "", "P"), c.r.randint(10000, 999999)))))
    L.append("Job title: %s   Department: %s   Site: %s" % (P("PROFESSION", p.profession), c.ch("Operations", "Warehouse", "Customer Services",
                                                                                                    "Facilities", "Finance"), c.pl("building")))
    L.append("Consultation: %s, %s by %s" % (c.dd(c.today), c.ch("telephone", "face to face", "video"), c.doc(ohp, style="tf")))
    L.append("")
    L.append("Thank you for referring %s, who has been absent since %s with %s. %s consented to this report being released to you." % (
        c.nm(p, "ts"), c.dd(c.ago(20, 120), c.ch(c.note_style, "ordM", "dM")), cond, c.He()))
    L.append("")
    L.append("Background: %s has worked at %s for %d years. %s has been under the care of %s at %s and %s GP, %s. Current treatment: %s." % (
        c.nm(p, c.ch("ts", "g")), emp, c.r.randint(1, 20), c.He(), c.doc(c.staff("cons", "consultant", c.ch("Dr", "Mr/Ms")), style="ts"),
        c.pl("acute"), c.his(), c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), "; ".join(c.drugs(2))))
    L.append("")
    L.append("Opinion: %s is %s. I recommend: %s." % (c.nm(p, "ts"), c.ch("fit for work with adjustments", "unfit at present",
                                                                       "fit for modified duties"), adj))
    L.append("The Equality Act 2010 is %s to apply. %s attends %s and may need time off for appointments (clinic day %s)." % (
        c.ch("likely", "unlikely"), c.He(), c.pl("clinic"), c.dd(c.today, "wd")))
    L.append("Fit note from %s covers %s to %s." % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"),
                                                   c.dd(c.ago(10, 30)), c.dd(c.ahead(5, 20))))
    L.append("")
    L.append("Review: %s with %s (OH adviser) on %s." % (c.ch("telephone", "in person"), c.nm(ohn, c.ch("full", "g")),
                                                       c.dd(c.ahead(20, 45), c.ch("wd_ordM", "dM", "dmy"))))
    L.append("")
    L += signature(c, ohp, closing="Yours sincerely")
    return "\n".join(L)


def layout_fit_note(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    cond, adj = c.r.choice(CONDITIONS)
    d0 = c.today
    d1 = shift(d0, c.r.choice([7, 14, 28, 42]))
    L = []
    L.append(c.ch("STATEMENT OF FITNESS FOR WORK", "MEDICAL CERTIFICATE", "CERTIFICATE OF INCAPACITY",
                  "FITNESS FOR WORK CERTIFICATE"))
    L.append("Form serial no. %s" % P("IDNUM", "%s%d" % (c.ch("FN", "MC", "", "CI"), c.r.randint(1000000, 9999999))))
    L.append("")
    L.append("Patient's name:   %s" % c.nm(p, c.ch("tf", "full", "uc")))
    L.append("Date of birth:    %s" % c.dob())
    L.append("%s:   %s" % (p.natid[0], P("SSN", p.natid[1])))
    L.append("Address:          %s" % c.addr_inline())
    L.append("Employer:         %s (%s)" % (c.pl("employer"), P("PROFESSION", p.profession)))
    L.append("")
    L.append("I assessed your case on: %s" % c.dd(d0, c.ch(c.note_style, "dMy", "ord")))
    L.append("by %s" % c.ch("face to face consultation", "telephone", "video consultation", "written report from another doctor"))
    L.append("and, because of the following condition(s): %s" % cond)
    L.append("I advise you that:")
    k = c.r.randint(0, 1)
    L.append("  [%s] you are not fit for work" % ("x" if k == 0 else " "))
    L.append("  [%s] you may be fit for work taking account of the following advice:" % ("x" if k == 1 else " "))
    L.append("      [%s] a phased return   [%s] altered hours   [%s] amended duties   [%s] workplace adaptations" % tuple(
        c.ch("x", " ") for _ in range(4)))
    L.append("Comments: %s." % adj)
    L.append("This will be the case for %d weeks / from %s to %s." % ((d1 - d0).days // 7, c.dd(d0), c.dd(d1)))
    L.append("I %s need to assess your fitness for work again at the end of this period." % c.ch("will", "will not"))
    L.append("")
    L.append("Doctor's signature: %s" % c.doc(gp, style="tf"))
    L.append("Date of statement: %s" % c.dd(d0))
    L.append("Doctor's address (stamp):")
    L.append("  %s" % c.pl("practice"))
    L.append("  %s" % c.addr_inline(c.new_address()))
    L.append("  Tel %s  %s %s" % (c.tel("land"), gp.reg[0], P("LICENSE", gp.reg[1])))
    L.append("")
    L.append("Practice note: issued on request via %s, collected by %s %s on %s." % (
        c.ch("online form", "reception", "eConsult"), c.his(), c.ch("wife", "husband", "son", "daughter", "partner"),
        c.dd(shift(d0, 1), c.ch("wd", "partial", "wd_short"))))
    L.append("Previous certificates: %s-%s; %s-%s." % (
        c.dd(c.ago(80, 120), "partial"), c.dd(c.ago(60, 79), "partial"), c.dd(c.ago(40, 59), "partial"), c.dd(c.ago(10, 39), "partial")))
    return "\n".join(L)


def layout_insurance(c):
    p = c.pt
    ins = c.pl("insurer")
    ins_name = c.plname("insurer")
    doc = c.staff("exam", "examining medical officer", "Dr", creds=c.ch("MBChB", "MBBS, DOccMed", "MD", "FRACGP"))
    cm = c.rel("cm", "case manager", role="FAMILY")
    cond, adj = c.r.choice(CONDITIONS)
    L = []
    L.append("%s - INDEPENDENT MEDICAL EXAMINATION REPORT" % c.ch("INCOME PROTECTION CLAIM", "LIFE/TPD CLAIM", "CRITICAL ILLNESS CLAIM",
                                                                "GROUP DISABILITY CLAIM"))
    L.append("Instructed by: %s, %s (case manager %s, %s)" % (ins, c.addr_inline(c.new_address()),
                                                               c.nm(cm, c.ch("full", "tf")), c.tel("land", ext=True)))
    L.append("Claim ref: %s    Policy no.: %s    Invoice: %s" % (
        c.idnum(c.ch("CLM", "IP", "C")), P("HEALTHPLAN", "%s%s" % (c.ch("POL", "LP", "GIP", ""), c.r.randint(10000000, 99999999))),
        c.acct("INV")))
    L.append("")
    L.append("Claimant: %s  DOB %s  (%s)" % (c.nm(p, c.ch("uc", "full", "tf")), c.dob(), c.age(p.age, c.ch("yrs", "bare", "years"))))
    L.append("Address: %s" % c.addr_inline())
    L.append("Identity verified: %s no. %s" % (c.ch("driving licence", "driver licence", "photo ID (driving licence)"),
                                               P("LICENSE", c.loc.dl(c.r, p))))
    acc = c.rel("acc", c.ch("wife", "husband", "friend", "sister"))
    L.append("Examined at %s on %s, %02d:%02d-%02d:%02d. Accompanied by %s %s %s." % (
        c.pl("clinic"), c.dd(c.today), 10, c.r.randint(0, 20), 11, c.r.randint(0, 50), c.his(),
        acc.relation, c.nm(acc, c.ch("g", "full"))))
    L.append("")
    L.append("1. Occupation: %s at %s from %s to %s (%s hours/week)." % (
        P("PROFESSION", p.profession), c.pl("employer"), c.dd(c.ago(2000, 6000), c.ch("my", "y")),
        c.dd(c.ago(60, 300), c.ch("my", "dmy", "mony")), c.ch("38", "40", "45", "20")))
    L.append("2. Claimed condition: %s, onset %s." % (cond, c.dd(c.ago(200, 500), c.ch("my", "dMy", "mony"))))
    L.append("3. Treating practitioners: %s (%s, %s); %s (%s)." % (
        c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="tf"), c.loc.gp_word, c.pl("practice"),
        c.doc(c.staff("spec", "specialist", c.ch("Dr", "Prof", "Mr/Ms")), style="tf"), c.pl("acute")))
    L.append("4. Records reviewed: GP notes %s-%s; MRI report %s; physio discharge summary %s." % (
        c.dd(c.ago(700, 900), c.ch("my", "mony")), c.dd(c.ago(1, 30), c.ch("my", "mony")),
        c.dd(c.ago(100, 300), c.ch("dmy", "dMony")), c.dd(c.ago(20, 90), c.ch("dmy", "dMony"))))
    L.append("5. Examination: %s. %s. Waddell signs 0/5. %s." % (c.obs(), c.ch("Lumbar flexion to knees", "Grip strength R 22 kg L 30 kg",
                                                                               "Mood low, PHQ-9 15", "Effort tolerance limited"),
                                                                c.scale()))
    L.append("6. Opinion: restrictions are %s. Prognosis for return to own occupation within 6 months: %s." % (
        c.ch("consistent with the objective findings", "partly supported", "not supported by the findings"),
        c.ch("good", "guarded", "poor")))
    L.append("")
    L.append("I declare that I have no conflict of interest and the claimant was informed that no therapeutic relationship exists.")
    L += signature(c, doc)
    L.append("Date of report: %s" % c.dd(c.ahead(3, 10)))
    return "\n".join(L)


def layout_driver(c):
    p = c.pt
    doc = c.staff("exam", c.loc.gp_word, "Dr")
    L = []
    L.append(c.ch("COMMERCIAL DRIVER MEDICAL EXAMINATION", "GROUP 2 (HGV/PCV) DRIVER MEDICAL",
                  "TAXI / PRIVATE HIRE DRIVER MEDICAL", "FITNESS TO DRIVE ASSESSMENT"))
    L.append("Examining clinic: %s, %s" % (c.pl("clinic"), c.city()))
    L.append("")
    L += demo_block(c, style="fields", with_nok=False, with_gp=True, with_ids=1)
    L.append("Driving licence no.: %s   Class: %s" % (P("LICENSE", c.loc.dl(c.r, p)), c.ch("C+E", "D", "HR", "MC", "B + taxi", "C1")))
    vtypes = {"en-AU": ["B-double", "rigid truck", "taxi", "school bus"], "en-KE": ["matatu", "lorry", "taxi"],
              "en-ZA": ["bakkie", "minibus taxi", "truck-tractor"], "en-NZ": ["logging truck", "tour coach", "taxi"],
              "en-IN": ["auto-rickshaw", "goods carrier", "cab"], "en-NG": ["danfo bus", "tanker", "taxi"],
              "en-SG": ["private-hire car", "prime mover", "taxi"], "en-CA": ["tractor-trailer", "school bus", "taxi"]}.get(
        c.code, ["rigid HGV", "minibus", "taxi", "artic"])
    L.append("Vehicle: %s (%s), registration %s" % (c.r.choice(vtypes),
                                                    c.ch("company", "own"), P("VEHICLE", c.loc.plate(c.r))))
    L.append("Employer/operator: %s   Licensing authority ref: %s" % (c.pl("employer"), c.idnum(c.ch("PH", "TL", "LIC"))))
    L.append("")
    L.append("Vision: Snellen R 6/6, L 6/9, binocular 6/6 (with spectacles). Fields full to confrontation. Ishihara 17/17.")
    L.append("Cardiovascular: %s. No history of MI, arrhythmia or syncope." % c.obs())
    L.append("Neuro: no seizures; %s." % c.ch("no history of stroke/TIA", "TIA %s - 1 year rule met" % c.dd(c.ago(400, 900), c.ch("my", "mony"))))
    L.append("Diabetes: %s." % c.ch("none", "T2DM on metformin only", "insulin-treated - 3 months CGM download reviewed, no level 2 hypos"))
    L.append("Sleep: Epworth %d. %s" % (c.r.randint(2, 18), c.ch(
        "No OSA symptoms.",
        "OSA diagnosed %s at %s; CPAP machine serial %s, compliance 6.4 h/night over 30 days." % (
            c.dd(c.ago(200, 1500), c.ch("my", "y")), c.pl("acute"), c.device_serial()))))
    L.append("Alcohol/drugs: AUDIT-C %d, denies drug use. Medication: %s." % (c.r.randint(0, 8), "; ".join(c.drugs(2))))
    L.append("")
    L.append("Outcome: %s." % c.ch("meets the medical standard", "meets standard - annual review",
                                    "does not currently meet standard - licensing authority to be notified by driver",
                                    "conditional licence recommended"))
    L.append("Examined %s by %s  %s %s" % (c.dd(c.today), c.doc(doc, style="tf"), doc.reg[0], P("LICENSE", doc.reg[1])))
    L.append("Previous medicals: %s (%s), %s (%s)." % (
        c.dd(c.ago(300, 400), c.ch("dmy", "dMony", "my")), c.doc(c.staff("prev", c.loc.gp_word, "Dr"), style="ts"),
        c.dd(c.ago(1000, 1500), c.ch("my", "y")), c.ch("elsewhere", "same clinic", "overseas - %s" % c.country(foreign=True))))
    L.append("Operator contact: %s, transport manager, %s / %s." % (
        c.nm(c.rel("tm", "transport manager", role="FAMILY"), c.ch("full", "tf")), c.tel("land"),
        P("EMAIL", "transport@%s.example.com" % slug(c.plname("employer").split()[0]))))
    L.append("Signature witnessed by %s (clinic manager)." % c.nm(c.staff("mgr", "clinic manager", None), "full"))
    return "\n".join(L)


def layout_injury(c):
    p = c.pt
    sup = c.rel("sup", "supervisor", role="FAMILY")
    ohn = c.staff("ohn", "OH nurse", None, nurse=True, creds=c.ch("RN", "RGN", "OHN"))
    scheme = {"en-NZ": "ACC claim no.", "en-AU": "WorkCover claim no.", "en-CA": "WSIB claim #",
              "en-ZA": "COIDA claim no.", "en-KE": "WIBA claim no.", "en-IN": "ESIC claim no.",
              "en-SG": "WICA claim no.", "en-NG": "ECS claim no."}.get(c.code, "RIDDOR ref")
    site = c.place("building", "site")
    L = []
    L.append("WORKPLACE INJURY - FIRST ASSESSMENT")
    L.append("%s | site: %s | incident no. %s" % (c.pl("employer"), P(site[0], site[1]), c.idnum(c.ch("INC", "IR", "HS"))))
    L.append("")
    L.append("Worker: %s (%s), %s, %s  ph %s" % (c.nm(p, c.ch("full", "uc")), c.age(p.age, c.ch("sex", "yo_s", "y")),
                                                 P("PROFESSION", p.profession), c.ch("day shift", "night shift", "agency"),
                                                 P("PHONE", p.mob)))
    L.append("Clock-in: biometric %s ID %s at %02d:%02d; gate camera logged vehicle %s." % (
        c.ch("fingerprint", "palm-vein", "face"), P("BIOID", "%s-%d" % (c.ch("FP", "BT", "FV", "BIO"), c.r.randint(1000, 999999))),
        c.r.randint(5, 8), c.r.randint(0, 59), P("VEHICLE", c.loc.plate(c.r))))
    L.append("Incident: %s %02d:%02d, %s at %s. Witness: %s." % (
        c.dd(c.today, c.ch(c.note_style, "wd_dmy", "dMony")), c.r.randint(6, 18), c.r.randint(0, 59), c.ch(
            "crush injury L hand between pallet and racking", "fall from ladder (~1.5 m) onto R side",
            "chemical splash to face", "twisted R knee stepping off loading bay", "laceration R forearm from box cutter"),
        c.ch("bay %d" % c.r.randint(1, 40), "loading dock", "mezzanine", "yard"), c.nm(c.rel("wit", "colleague", role="FAMILY"), "full")))
    L.append("First aid by %s (first aider), then seen by %s (OH) at %02d:%02d." % (
        c.nm(c.rel("fa", "first aider", role="FAMILY"), c.ch("g", "full")), c.nm(ohn, c.ch("full", "ts")), c.r.randint(8, 19), c.r.randint(0, 59)))
    L.append("Findings: %s. %s. Tetanus %s." % (c.obs(), c.ch("Swelling over 2nd-3rd MCP, reduced grip",
                                                             "Tender R lower ribs, no crepitus, SpO2 normal",
                                                             "Eyes irrigated 20 min, pH 7 post-irrigation",
                                                             "Effusion R knee, Ottawa knee rules positive",
                                                             "4 cm laceration, tendons intact"),
                                                c.ch("up to date", "booster given", "status unknown - given")))
    L.append("Disposition: %s." % c.ch("to ED at %s by taxi with supervisor" % c.pl("acute"),
                                        "to %s for X-ray" % c.pl("clinic"), "returned to light duties",
                                        "sent home, GP review"))
    L.append("Supervisor %s informed (%s). Partner %s called on %s." % (
        c.nm(sup, c.ch("full", "tf")), c.tel("mob"), c.nm(c.rel("ptn", "partner"), "g"), c.tel("mob")))
    L.append("%s: %s. Insurer: %s." % (scheme, c.idnum(""), c.pl("insurer")))
    L.append("")
    L.append("Background: %s; %s. Usual GP %s at %s. Lives %s; %s." % (
        c.ch("no significant PMH", "previous L knee arthroscopy", "asthma", "T2DM"), "meds: " + "; ".join(c.drugs(2)),
        c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.pl("practice"), c.addr_inline(),
        c.ch("drives to site", "gets the works bus", "cycles")))
    L.append("Follow-up %s: %s reviewed by %s - %s. Modified duties agreed with %s until %s." % (
        c.dd(c.ahead(2, 7), c.ch("partial", "wd_short", "dmy")), c.nm(p, c.ch("g", "ts")),
        c.doc(c.staff("ohp", "OH physician", "Dr"), style="ts"), c.ch("X-ray: no fracture", "#5th MC, buddy strapped",
                                                                       "sutures out day 10", "MRI booked"),
        c.nm(sup, "g"), c.dd(c.ahead(14, 42), c.ch("dM", "dmy", "ordM"))))
    L.append("")
    L.append("Completed by %s, %s   %s" % (c.nm(ohn, "full"), ohn.creds, c.dd(c.today, "dmy")))
    return "\n".join(L)


LAYOUTS = [("oh_management_report", layout_oh_report), ("fitness_certificate", layout_fit_note),
           ("insurance_ime", layout_insurance), ("driver_medical", layout_driver),
           ("workplace_injury", layout_injury)]


def patient(c):
    return c.make_patient(19, 66)
