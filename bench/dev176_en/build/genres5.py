"""Paediatric discharge summary, growth and developmental assessment, specialist referral letter."""
import pools as P
from core import (Note, Case, add_days, fmt_date, phone, serial, idnum, digits, letters, url, email,
                  license_no, age_parts, age_compact, Person, short_date, street, postal, staff_email, WORDS, wt_kg)
from genres1 import stamp, hhmm, pager, ga_str

SCEN = [
    dict(k="nicu", fu=["Neonatal follow-up clinic", "Eye clinic (ROP)", "PCP"], lo=20, hi=120, adm="Prematurity %d+%d wk, RDS", los=(20, 110),
         dx=["Prematurity", "RDS - resolved", "Apnea of prematurity - resolved", "Anemia of prematurity", "Stage 1 ROP zone II"],
         course=["Resp: CPAP x %d d, off resp support since 33 wk CGA. Caffeine stopped, A/B-free x 7 d.",
                 "FEN: full enteral feeds by DOL 10; now PO ad lib EBM fortified to 22 kcal, gaining 30 g/d.",
                 "ID: r/o sepsis at birth, cx neg at 48 h.", "Eyes: ROP stage 1 zone II, f/u eye clinic in 2 wk.",
                 "Hearing: AABR passed bilat."],
         meds=["Vit D 400 IU PO daily", "Ferrous sulfate 2 mg/kg/d PO", "Multivitamin 1 mL PO daily"]),
    dict(k="bronch", fu=["PCP"], lo=40, hi=400, adm="RSV bronchiolitis", los=(2, 7),
         dx=["RSV bronchiolitis", "Hypoxemia - resolved"],
         course=["Resp: HFNC max 2 L/kg/min for %d d, weaned to RA. No apneas.", "FEN: NG feeds x 2 d, then PO well.",
                 "ID: no antibiotics indicated."], meds=["Saline drops + suction PRN"]),
    dict(k="appy", fu=["Surgery clinic", "PCP"], lo=2200, hi=6000, adm="Perforated appendicitis", los=(4, 9),
         dx=["Perforated appendicitis s/p lap appendectomy", "Post-op ileus - resolved"],
         course=["Surg: lap appy POD 0, perforated with pelvic abscess, drain placed. Drain out POD %d.",
                 "ID: pip-tazo IV x 5 d, then amox-clav PO to complete 7 d.", "Pain: well controlled on PO ibuprofen/acetaminophen."],
         meds=["Amoxicillin-clavulanate 45 mg/kg/d PO div BID x 2 d", "Ibuprofen 10 mg/kg PO q6h PRN", "Acetaminophen 15 mg/kg PO q4h PRN"]),
    dict(k="dka", fu=["Diabetes clinic", "PCP"], lo=2500, hi=6000, adm="New-onset T1DM with DKA", los=(3, 6),
         dx=["Type 1 diabetes mellitus, new onset", "DKA - resolved"],
         course=["Endo: DKA protocol x %d h, transitioned to SC basal-bolus. HbA1c 12.1%%.", "Education: diabetes teaching complete, parents competent with injections and CGM.",
                 "Psychosocial: SW and dietitian saw family."],
         meds=["Insulin glargine 12 units SC qHS", "Insulin lispro per carb ratio 1:15 + ISF 1:3", "Glucagon nasal 3 mg PRN"]),
    dict(k="kawasaki", fu=["Cardiology", "PCP"], lo=300, hi=2500, adm="Kawasaki disease", los=(3, 6),
         dx=["Complete Kawasaki disease", "Coronary z-scores normal"],
         course=["Cardio: echo day %d - LAD z +1.1, RCA z +0.8. IVIG 2 g/kg x1, afebrile in 24 h.", "ASA high dose then low dose 3-5 mg/kg/d."],
         meds=["ASA 40 mg PO daily x 6 wk", "Famotidine 0.5 mg/kg PO BID"]),
    dict(k="uti", fu=["Nephrology", "PCP"], lo=30, hi=500, adm="Febrile UTI / pyelonephritis", los=(2, 4),
         dx=["E. coli pyelonephritis", "Hydronephrosis SFU grade 2 L"],
         course=["ID: cath urine >100K E. coli, sens to cephalexin. Ceftriaxone IV x %d d then PO.", "Renal US: L SFU 2 hydro. VCUG not indicated per AAP."],
         meds=["Cephalexin 25 mg/kg/dose PO QID to complete 10 d"]),
    dict(k="seizure", fu=["Neurology clinic", "PCP"], lo=800, hi=5500, adm="New-onset focal epilepsy", los=(1, 4),
         dx=["Focal epilepsy with impaired awareness", "Normal MRI brain"],
         course=["Neuro: EEG shows L centrotemporal spikes. MRI normal. Started levetiracetam day %d.", "Seizure safety, rescue plan reviewed."],
         meds=["Levetiracetam 10 mg/kg PO BID", "Midazolam 0.3 mg/kg intranasal PRN seizure >5 min"]),
]


def discharge(rng, country, ref):
    sc = rng.choice(SCEN)
    los = rng.randint(*sc["los"])
    c = Case(rng, country, ref, los + 1 if sc["k"] == "nicu" else rng.randint(max(sc["lo"], los + 1), sc["hi"]))
    n = Note(rng)
    n.x(rng.choice(["PEDIATRIC DISCHARGE SUMMARY", "Discharge Summary - Paediatrics", "NICU DISCHARGE SUMMARY" if sc["k"] == "nicu" else "DISCHARGE SUMMARY"]), "\n")
    n.x((c.hosp, "HOSPITAL"), " - ", (c.ward, "HOSPITAL"), "\n\n")
    n.x("Patient: ", c.P(rng.choice(["LF", "full", "lf"])), "    Sex: ", c.sex, "    DOB: ", c.dob_item(), "\n")
    n.x("MRN: ", (c.mrn, "MRN"), "    Acct #: ", (c.acct, "ACCOUNT"), "\n")
    n.x("Admitted: ", c.d(-los), "    Discharged: ", c.d(0), "    LOS: %d d\n" % los)
    n.x("Attending: ", c.doc(0), "    Author: ", c.doc(1, rng.choice(["full_md", "dr_fi"])), "\n")
    n.x("Primary care: ", c.doc(3, "dr_last"), ", ", (c.clinic, "HOSPITAL"), "  Fax ", c.fax(), "\n\n")
    w, gd = rng.randint(25, 34), rng.randint(0, 6)
    adm = sc["adm"] % (w, gd) if "%d+%d" in sc["adm"] else sc["adm"]
    n.x("ADMITTING DIAGNOSIS: ", adm, "\n")
    n.t("DISCHARGE DIAGNOSES:\n")
    for i, d in enumerate(sc["dx"]):
        n.t("  %d. %s\n" % (i + 1, d))
    n.t("\nHISTORY: ")
    n.x(c.P("first"), " is a ", c.age(at=-los), " ", c.boy_girl())
    if sc["k"] == "nicu":
        n.x(" born at ", ga_str(rng, w, gd), " at ", (c.hosp2, "HOSPITAL"), " and transferred on day 1")
    else:
        n.x(" who presented to ", rng.choice(["our ED", "the ED at "]))
        if n.parts[-1].endswith("at "):
            n.p(c.hosp2, "HOSPITAL")
        n.x(" on ", c.ds(-los), " with ", adm.lower())
    n.t(". Please see admission H&P for details.\n\n")
    n.t("HOSPITAL COURSE BY PROBLEM:\n")
    for line in sc["course"]:
        n.typo("- " + (line % rng.randint(2, 5) if "%d" in line else line.replace("%%", "%")) + "\n")
    if rng.random() < 0.5:
        n.x("- Social: ", rng.choice(["parents ", "mom "]), c.mom_ref("first"), rng.choice([" and ", " & "]), c.dad_ref("first"),
            " involved daily; ", rng.choice(["dad is a ", "mom works as a "]), (rng.choice([c.dad_job, c.mom_job]), "PROFESSION"),
            " and return-to-work letter provided.\n")
    n.t("\nPROCEDURES: ")
    if sc["k"] in ("appy", "nicu", "dka"):
        n.x(rng.choice(["PICC line", "Lap appendectomy", "PIV x3", "Lumbar puncture"]), " (", c.ds(-los + rng.randint(0, 2)), ")")
        if rng.random() < 0.5:
            n.x("; ", rng.choice(["echo", "HUS", "renal US", "EEG"]), " (", c.ds(-rng.randint(1, max(2, los - 1))), ")")
        n.t("\n")
    else:
        n.t("nil\n")
    n.x("CONSULTS: ", rng.choice(["Cardiology", "Endocrinology", "Surgery", "Ophthalmology", "Neurology", "Nephrology"]), " (",
        c.doc(2, rng.choice(["dr_last", "dr_fi"])), "), dietitian, SW\n\n")
    n.t("DISCHARGE EXAM: wt %.2f kg, afebrile, well. %s\n\n" % (wt_kg(rng, c.age_days),
                                                             rng.choice(["Lungs clear.", "Incisions healing, no erythema.", "Mild residual eczema.", "Normal exam."])))
    n.t("DISCHARGE MEDICATIONS:\n")
    for m in sc["meds"]:
        n.t("  - " + m + "\n")
    if rng.random() < 0.55:
        n.x("  Rx faxed to ", (c.pharm, "HOSPITAL"), " (", c.fax(), ")\n")
    if sc["k"] in ("nicu", "bronch", "dka", "seizure") and rng.random() < 0.6:
        dev = {"nicu": "home apnea monitor", "bronch": "home O2 concentrator", "dka": "CGM (Dexcom G7) transmitter",
               "seizure": "seizure watch"}[sc["k"]]
        n.x("EQUIPMENT: ", dev, " SN ", (serial(rng), "DEVICE"), ", vendor ", (rng.choice(["CareLink Home Medical", "Apex Respiratory Supply", "Sunrise Home Health"]), "ORGANIZATION"),
            " ", (phone(rng, c.area), "PHONE"), "\n")
    if sc["k"] == "nicu" and rng.random() < 0.6:
        n.x("Car seat challenge passed ", c.ds(-1), " (90 min, no events). Hep B given ", c.ds(-rng.randint(2, 20)), ".\n")
    n.t("\nFOLLOW-UP:\n")
    for i, clin in enumerate(sc["fu"]):
        if i and rng.random() < 0.3:
            continue
        n.x("  - ", clin, " ", c.doc(3 if clin == "PCP" else 2, "dr_last"), " on ", (fmt_date(rng, add_days(ref, rng.randint(2, 40)), country), "DATE"),
            " at %d:%02d" % (rng.randint(8, 15), rng.choice([0, 15, 30, 45])), ", ", rng.choice(["", "tel "]), (phone(rng, c.hosp_area), "PHONE"), "\n")
    if rng.random() < 0.6:
        n.x("PENDING: ", rng.choice(["NBS repeat", "blood culture final", "celiac serology", "genetics microarray", "islet antibodies"]),
            ", accession ", (idnum(rng, rng.choice(["A", "L", "G"])), "IDNUM"), " - PCP to follow.\n")
    n.x("\nCondition at discharge: good. Discharged home with ", rng.choice(["parents", "mother", "foster parent"]), ".\n\n")
    n.x("Dictated by: ", c.doc(1, rng.choice(["full_md", "fi_md"])), "  ", (fmt_date(rng, ref, country), "DATE"), "\n")
    if rng.random() < 0.6:
        n.x("DD: ", (fmt_date(rng, add_days(ref, rng.randint(0, 1)), country, rng.choice(["us", "iso", "md"])), "DATE"), "  DT: ",
            (fmt_date(rng, add_days(ref, rng.randint(1, 2)), country, rng.choice(["us", "iso", "md"])), "DATE"), "  ",
            (c.docs[1].f(rng, "init").replace(".", "").upper(), "DOCTOR"), "/", (rng.choice(["jk", "ml", "rt", "sb", "cw", "dh"]), "DOCTOR"),
            "  Job #", (digits(rng, 7), "IDNUM"), "\n")
    n.x("cc: ", c.doc(3, "dr_last"), " (fax ", c.fax(), ")")
    if rng.random() < 0.5:
        n.x("; ", c.doc(2, "dr_last"))
    n.t("\n")
    return n, c


# ------------------------------------------------------------------ growth and developmental assessment
def growth_dev(rng, country, ref):
    prem = rng.random() < 0.55
    days = rng.randint(120, 2000)
    c = Case(rng, country, ref, days)
    n = Note(rng)
    w, gd = (rng.randint(24, 33), rng.randint(0, 6)) if prem else (rng.randint(37, 41), rng.randint(0, 6))
    corr = days - (40 * 7 - (w * 7 + gd))
    n.x(rng.choice(["GROWTH & DEVELOPMENTAL ASSESSMENT", "Neonatal Follow-Up Clinic - Developmental Assessment"] if prem else
                   ["GROWTH & DEVELOPMENTAL ASSESSMENT", "Child Development Clinic: Growth and Development Review", "Developmental Paediatrics Assessment"]), "\n")
    n.x((c.hosp if rng.random() < 0.5 else c.therapy, "HOSPITAL"), "\n")
    n.x("Name: ", c.P(rng.choice(["LF", "full", "lf"])), "   DOB: ", c.dob_item(), "   MRN: ", (c.mrn, "MRN"), "\n")
    n.x("Date of assessment: ", c.d(0), "\n")
    n.x("Chronological age: ", age_parts(rng, days, rng.choice(["%s mo", "%s months"]) if days < 730 else rng.choice(["%s y", "%s years"])))
    if prem and days >= 1095:
        n.x("   GA at birth: ", ga_str(rng, w, gd))
    if prem and days < 1095:
        n.x("   Corrected age: ", age_parts(rng, max(corr, 14), "%s mo" if 91 <= corr < 730 else None))
        n.x("   GA at birth: ", ga_str(rng, w, gd), "   BW ", str(int(650 + (w - 24) * 175)), " g")
    n.t("\n")
    n.x("Informants: ", rng.choice(["mother ", "father ", "both parents - "]))
    if "both" in n.parts[-1]:
        n.x(c.mom_ref("first"), " and ", c.dad_ref("first"))
    elif "mother" in n.parts[-1]:
        n.x(c.mom_ref("full"))
    else:
        n.x(c.dad_ref("full"))
    n.x("; ", rng.choice(["daycare report from ", "ECE summary from "]), (c.school, "ORGANIZATION"), "\n")
    n.x("Assessors: ", c.doc(0, "dr_last"), " (dev peds), ", [(c.nurses[1].f(rng, "full"), "DOCTOR")], " (OT), ",
        [(c.nurses[2].f(rng, rng.choice(["full", "first_li"])), "DOCTOR")], rng.choice([" (PT)", " (SLP)", " (psychometrist)"]), "\n\n")
    n.t("GROWTH (%s charts%s)\n" % ("WHO" if country == "CA" or days < 730 else "CDC", ", corrected" if prem and days < 1095 else ""))
    n.t("Date | Age | Wt (kg) | %ile | Length/Ht (cm) | %ile | HC (cm) | %ile\n")
    pts = sorted(rng.sample(range(1, days), min(days - 1, rng.randint(3, 6))))
    if pts[-1] != days:
        pts.append(days)
    for ad in pts:
        wt = wt_kg(rng, ad)
        n.x((fmt_date(rng, add_days(c.dob, ad), country, "iso" if country == "CA" else "us"), "DATE"), " | ", age_compact(ad), " | ",
            "%.2f | %s | %.1f | %s | %.1f | %s\n" % (wt, rng.choice(["<3", "3", "10", "25", "50"]),
                                                  49 + (ad ** 0.5) * 1.45, rng.choice(["3", "10", "25", "50", "75"]),
                                                  34 + ad ** 0.38, rng.choice(["10", "25", "50", "85"])))
    n.t("Weight velocity %d g/d over last interval. %s\n\n" % (rng.randint(5, 30), rng.choice(["Tracking along curve.", "Crossing down 2 centile lines - see plan.",
                                                                                          "Catch-up growth evident.", "Weight-for-length 15th %ile."])))
    n.t("DEVELOPMENTAL HISTORY\n")
    for dom in rng.sample(["Sat unsupported", "Rolled", "Walked independently", "First words", "Pincer grasp", "Pulled to stand"], 3):
        a = rng.randint(4, 20)
        if days * 12 // 365 > a:
            n.x("- ", dom, " at ", (str(a) if rng.random() < 0.85 else WORDS[a], "AGE"), rng.choice([" mo", " months"]),
                rng.choice(["", " (corrected)", " per parent", " - late"]), "\n")
    n.t("\nSTANDARDIZED TESTING\n")
    n.t(rng.choice(["Bayley-4: Cognitive %d, Language %d (RL %d / EL %d), Motor %d (FM %d / GM %d).\n" % (
        rng.randint(65, 115), rng.randint(60, 110), rng.randint(4, 13), rng.randint(3, 12), rng.randint(60, 110), rng.randint(4, 13), rng.randint(3, 12)),
        "ASQ-3: communication %d, gross motor %d, fine motor %d, problem solving %d, personal-social %d.\n" % tuple(rng.randint(10, 60) for _ in range(5)),
        "Griffiths III GQ %d. PLS-5 AC %d / EC %d.\n" % (rng.randint(60, 110), rng.randint(60, 110), rng.randint(60, 110)),
        "M-CHAT-R/F: %d (%s). ADOS-2 Module %d to be scheduled.\n" % (rng.randint(0, 12), rng.choice(["low risk", "medium risk", "high risk"]), rng.randint(1, 2))]))
    n.typo(rng.choice(["Hearing: passed OAE bilat. Vision: fixes and follows.\n", "Hearing: mild bilat SNHL, aided.\n",
                       "Neuro: mild increased tone lower limbs, toe walking, Gross Motor Function Classification level I.\n",
                       "Oral-motor: poor chewing, gagging with textures.\n"]))
    if "aided" in n.parts[-1]:
        n.x("Hearing aids ", rng.choice(["Phonak Sky", "Oticon Play"]), " SN L ", (serial(rng), "DEVICE"), " / R ", (serial(rng), "DEVICE"), "\n")
    n.t("\nFAMILY / SOCIAL\n")
    n.x("Lives with ", rng.choice(["parents", "mom", "parents and older brother"]), " in ", (c.city, "CITY"), ". ")
    n.x("Mother: ", (c.mom_job, "PROFESSION"), rng.choice([", on parental leave", "", ", works nights"]), ". Father: ", (c.dad_job, "PROFESSION"), ". ")
    if rng.random() < 0.35:
        n.x("Family bilingual at home; emigrated from ", (rng.choice(P.COUNTRIES), "COUNTRY"), " in ",
            (fmt_date(rng, add_days(ref, -rng.randint(400, 3000)), country, "year"), "DATE"), ". ")
    n.t(rng.choice(["FHx: older sibling with speech delay.", "FHx: nil.", "Maternal depression, engaged with counselling.", "Dad has ADHD."]) + "\n\n")
    n.t("IMPRESSION\n")
    n.typo(rng.choice(["Global developmental delay, mild, in context of %s prematurity." % ("extreme" if w < 28 else "moderate"),
                       "Development within normal limits for corrected age; growth faltering.",
                       "Motor delay with spastic diplegia pattern - CP likely."] if prem else
                      ["Expressive language delay; receptive skills age-appropriate.", "Features suggestive of ASD - diagnostic assessment recommended.",
                       "Global developmental delay, aetiology unclear - genetics referral.", "Growth faltering with normal development."]) + "\n\n")
    n.t("RECOMMENDATIONS\n")
    n.x("1. Refer to ", (c.therapy, "HOSPITAL"), " for ", rng.choice(["SLP", "OT/PT", "infant development program", "ABA intake"]),
        " - fax ", c.fax(), ".\n")
    n.typo("2. Dietitian: increase calorie density to 24 kcal/oz; recheck wt in 4 wk.\n")
    nxt = rng.randint(90, 300)
    rt = (corr + nxt) * 12 // 365
    if prem and rt < 36:
        n.x("3. Return to clinic at ", (str(rt), "AGE"), " mo corrected, approx ")
    else:
        n.t("3. Return to clinic in %d months, approx " % (nxt // 30))
    n.x((fmt_date(rng, add_days(ref, nxt), country, rng.choice(["month_year", "mon_year"])), "DATE"), ".\n")
    if rng.random() < 0.4:
        n.x("4. Resources emailed to parent at ", (email(rng, c.mom), "EMAIL"), "; info also at ", (url(rng, c.therapy), "URL"), ".\n")
    n.t("\n")
    n.x(c.doc(0, rng.choice(["full_md", "fi_md"])), rng.choice([", Developmental Paediatrics", ", Neonatal Follow-up", ""]), "\n")
    if rng.random() < 0.45:
        n.x(c.lic_label, (license_no(rng, country, "npi" if c.lic_label == "NPI " else "college"), "LICENSE"), "\n")
    return n, c


# ------------------------------------------------------------------ specialist referral letter
SPEC = [("Cardiology", "a soft systolic murmur heard at LLSB, louder supine; ECG normal sinus rhythm.", "Query VSD vs innocent murmur - please assess with echo."),
        ("Neurology", "staring spells up to 20 x/day, unresponsive to touch, 5-10 s each.", "Query absence epilepsy; EEG requisition enclosed."),
        ("Gastroenterology", "chronic abdominal pain, loose stools and wt plateau; tTG-IgA 128 U/mL (N <20).", "Please consider endoscopy for celiac disease."),
        ("Endocrinology", "height <3rd %ile, velocity 3.5 cm/yr, bone age delayed 2 yr.", "Please assess for GH deficiency."),
        ("Developmental Paediatrics", "limited eye contact, no pointing, only 3 words; M-CHAT-R 9.", "Please assess for ASD."),
        ("Otolaryngology", "loud snoring with witnessed apneas, 3+ tonsils, behaviour concerns at school.", "Query OSA - consideration of T&A."),
        ("Allergy/Immunology", "hives and vomiting within 10 min of peanut butter exposure; sIgE peanut 14 kU/L.", "Please confirm dx and advise re OIT."),
        ("Nephrology", "persistent microscopic hematuria and BP 118/76 (>95th %ile for ht).", "Please assess."),
        ("Orthopaedics", "in-toeing and frequent falls; femoral anteversion on exam, hip ROM asymmetric.", "Please review - ?DDH late presentation."),
        ("Genetics", "macrocephaly, hypotonia and global delay; microarray normal.", "Please consider exome sequencing.")]


def referral(rng, country, ref):
    c = Case(rng, country, ref, rng.randint(200, 6000))
    n = Note(rng)
    spec, finding, ask = rng.choice(SPEC)
    n.x((c.clinic, "HOSPITAL"), "\n", (street(rng), "STREET"), ", ", (c.city, "CITY"), ", ", (c.st, "STATE"), "  " if country == "CA" else " ",
        (postal(rng, country, c.pre), "ZIP"), "\n")
    n.x("T ", c.hph(ext=False), " | F ", c.fax())
    if rng.random() < 0.6:
        n.x(" | ", (url(rng, c.clinic), "URL"))
    n.t("\n\n")
    n.x(c.d(0, rng.choice(["long", "mon", "iso", "dmon"])), "\n\n")
    cons = c.docs[2]
    n.x("Dr. ", (cons.f(rng, rng.choice(["full", "fi_last"])), "DOCTOR"), "\n", "Paediatric " if country == "CA" else "Pediatric ", spec, "\n",
        (c.hosp, "HOSPITAL"), "\n")
    if rng.random() < 0.6:
        n.x((street(rng), "STREET"), ", ", (c.city, "CITY"), ", ", (c.st, "STATE"), "\n")
    n.x("Fax: ", c.fax(), "\n\n")
    n.x("RE: ", c.P(rng.choice(["full", "LF"])), "   DOB ", c.dob_item(), "   ",
        c.hp_label, (c.hp, "HEALTHPLAN"), "\n")
    if rng.random() < 0.5:
        n.x("Address: ", c.address(), "   Parent phone: ", (c.mom_cell, "PHONE"), "\n")
    n.x("\nDear Dr. ", (cons.last, "DOCTOR"), ",\n\n")
    n.x("Thank you for seeing ", c.P(rng.choice(["first", "full"])), ", a ", c.age(), " ", c.boy_girl(), " I follow in ", rng.choice(["my practice", "clinic", "our practice"]),
        ", who has ", finding, " ", ask, "\n\n")
    n.typo(rng.choice(["Past history is unremarkable apart from eczema. Immunizations are up to date. ",
                       "Born at term, no NICU stay. Tonsillitis x6 last year. ",
                       "Ex-30 weeker with BPD, off O2 since infancy. ",
                       "She had RSV bronchiolitis requiring admission as an infant. "]))
    n.t("Current meds: %s. Allergies: %s.\n\n" % (rng.choice(["none", "cetirizine 5 mg daily", "PEG 3350 PRN", "fluticasone 50 mcg BID"]),
                                                 rng.choice(["NKDA", "penicillin - hives", "NKDA"])))
    if rng.random() < 0.6:
        n.x("Investigations to date: ", rng.choice(["CBC, ferritin, TSH normal", "UA x3, Cr 38", "XR hips", "ECG"]), " (", c.ds(-rng.randint(5, 60)),
            ", accession ", (idnum(rng, rng.choice(["L", "X", "E"])), "IDNUM"), ").\n\n")
    n.x("Family: ", rng.choice(["mother ", "parents "]))
    if n.parts[-1] == "parents ":
        n.x(c.mom_ref("full"), " and ", c.dad_ref("full"))
    else:
        n.x(c.mom_ref("full"))
    n.t(" ")
    n.x(rng.choice(["(mom is a ", "(mother works as a "]), (c.mom_job, "PROFESSION"), rng.choice([" and has limited flexibility; ", "; "]))
    n.x("mornings preferred). ")
    if rng.random() < 0.4:
        n.x("They live in ", (c.county, "CITY"), " and will need to travel. ")
    if rng.random() < 0.35:
        n.x("Interpreter needed - family arrived from ", (rng.choice(P.COUNTRIES), "COUNTRY"), " in ",
            (fmt_date(rng, add_days(ref, -rng.randint(100, 900)), country, rng.choice(["mon_year", "month_year"])), "DATE"), ". ")
    n.t("\n\n")
    n.t(rng.choice(["Please do not hesitate to contact me with any questions.", "I would be grateful for your assessment and recommendations.",
                    "Many thanks for your help with this family."]) + "\n\n")
    n.t(rng.choice(["Sincerely,", "Yours truly,", "Kind regards,", "Best,"]) + "\n\n")
    n.x(c.doc(0, rng.choice(["full_md", "fi_md"])), "\n")
    if country == "CA":
        n.x(rng.choice([c.lic_label, c.lic_label, "Billing # "]), (license_no(rng, country, "college"), "LICENSE"), "\n")
    else:
        n.x("NPI ", (license_no(rng, country, "npi"), "LICENSE"))
        if rng.random() < 0.4:
            n.x("  DEA ", (license_no(rng, country, "dea"), "LICENSE"))
        n.t("\n")
    if rng.random() < 0.5:
        n.x((staff_email(rng, c.docs[0], c.clinic), "EMAIL"), "\n")
    n.x("\ncc: ", rng.choice(["parents", "family", "chart"]))
    if rng.random() < 0.5:
        n.x("; ", c.doc(1, "dr_last"), ", ", (rng.choice(P.CLINIC_CA if country == "CA" else P.CLINIC_US), "HOSPITAL"))
    n.t("\n")
    if rng.random() < 0.4:
        n.x("Referral ID ", (idnum(rng, "RF"), "IDNUM"), " sent via eReferral ", stamp(c, 0), "\n")
    return n, c
