"""Genres: heart team / MDT summary, discharge summary with anticoagulation
plan, pre-operative anaesthetic assessment (author 223)."""
import clin
import common as cm
from phi import P, Person, digits, letters, make_addr, addr_items


def _other_case(n, c, r, k, kind):
    p = Person(r)
    n.add("\nCase %d: " % k, P(p.form(r.choice(["caps_comma", "full", "comma"])), "PATIENT"), " (", P(str(r.randint(48, 89)), "AGE"), p.sex, ") ",
          c.mrn_label(), " ", P(digits(r, 8) if not c.uk else letters(r, 1) + digits(r, 7), "MRN"), "\n")
    n.t(r.choice({"heart": ["Severe AS, porcelain aorta -> TF-TAVI.", "3VD, EF 30%, diabetic -> CABG.", "LMS + 1VD, frail -> PCI.",
                            "Severe MR, flail P2 -> MV repair (minimally invasive).", "Re-discuss after CT."],
                  "thoracic": ["RUL 24 mm adenocarcinoma -> VATS lobectomy.", "LLL 14 mm GGO -> segmentectomy.",
                               "N2 disease -> chemoradiotherapy.", "Re-discuss after EBUS."],
                  "vascular": ["6.1 cm AAA, hostile neck -> FEVAR.", "5.6 cm AAA -> standard EVAR.", "Re-discuss after CT."]}[kind]) + "\n")


def g_mdt(n, c):
    r = c.rng
    kind = r.choice(["heart", "heart", "heart", "thoracic", "vascular"])
    title = {"heart": ["HEART TEAM MEETING - OUTCOME", "Cardiac MDT / Heart Team Summary", "Structural Heart Team Meeting"],
             "thoracic": ["THORACIC ONCOLOGY MDT", "Lung Cancer MDM Outcome"],
             "vascular": ["VASCULAR MDT OUTCOME", "Aortic MDT"]}[kind]
    md = c.wk(c.days(c.adm, -r.randint(7, 40)))
    n.add(r.choice(title), "\n", P(c.hosp.name, "HOSPITAL"), r.choice([" - ", "\n"]), "Meeting date: ", c.D(md), "\n")
    n.t("Format: " + r.choice(["hybrid (MS Teams + seminar room)", "virtual", "face to face"]) + "\n")
    n.t("Present: ")
    roles = {"heart": [("surgeon", c.sp("CT surgery", "Cardiac Surgeon")), ("cardiologist", "Interventional Cardiology"),
                       ("radiologist", "Imaging"), ("anaes", c.sp("Cardiac Anesthesia", "Cardiac Anaesthesia"))],
             "thoracic": [("thoracic", "Thoracic Surgeon"), ("oncologist", "Clinical Oncology"),
                          ("radiologist", "Radiology"), ("pathologist", "Pathology")],
             "vascular": [("vascular", "Vascular Surgery"), ("radiologist", "Interventional Radiology"),
                          ("anaes", "Anaesthesia")]}[kind]
    for i, (role, lab) in enumerate(roles):
        if i:
            n.t(", ")
        n.add(c.dr(role, r.choice(["title", "title_full"])), " (", lab, ")")
    n.add(", ", c.dr("coord", "full"), " (", c.sp("coordinator", "MDT coordinator"), ")\n")
    if r.random() < 0.4:
        _other_case(n, c, r, r.randint(1, 3), kind)
    k = r.randint(2, 9)
    n.add("\nCase %d - MDT ref " % k, c.idnum(r.choice(["MDT/", "HT-", "TH"])), "\n")
    n.add("Patient: ", P(c.pt.form(r.choice(["full_mid", "caps_comma", "comma"])), "PATIENT"), "   DOB ", c.D(c.dob),
          "   ", c.mrn_label(), " ", P(c.mrn, "MRN"))
    if c.uk and r.random() < 0.6:
        n.add("   NHS ", P(c.nhs, "MRN"))
    n.add("\nReferred by: ", c.dr("cardiologist" if kind == "heart" else "gp", "title"), ", ", P(c.ref_hosp.name if r.random() < 0.6 else c.ref_hosp.short, "HOSPITAL"), "\n\n")
    n.add("Summary: ", c.age_items(), " ", c.mf(), ". ")
    if kind == "heart":
        n.t(c.case["dz"][:1].upper() + c.case["dz"][1:] + ". " + c.case["cor"][:1].upper() + c.case["cor"][1:] + ". Echo: " + clin.echo(r, c.uk, c.case["valve"]) + ". " + clin.risk(r, c.uk) + ". ")
    elif kind == "thoracic":
        n.t("%s %d mm %s nodule, PET SUV %s, EBUS stations 4R/7 negative. FEV1 %d%%, DLCO %d%%. PS %d. " % (
            r.choice(["RUL", "LUL", "RLL", "LLL"]), r.randint(12, 48), r.choice(["spiculated", "part-solid", "solid"]),
            clin.f1(r, 2.5, 14), r.randint(48, 105), r.randint(40, 95), r.randint(0, 2)))
    else:
        n.t("%d mm infrarenal AAA, neck %d mm, %s. eGFR %d. " % (r.randint(55, 80), r.randint(4, 20),
                                                                 r.choice(["angulated 70 deg", "conical", "thrombus-lined"]), r.randint(25, 80)))
    n.t("PMH: " + ", ".join(clin.pmh(r, c.uk, 3)) + ".\n")
    if r.random() < 0.45:
        n.add("Social: lives with ", c.famref(0), "; ", cm.prof_items(c.profession), ". ")
        if r.random() < 0.4:
            n.add("Travelling from ", P(c.addr["city"], "CITY"), " - ", r.choice(["2 h drive", "transport needed"]), ".")
        n.t("\n")
    hq = {"cabg": ["CABG vs PCI?", "Suitable for surgery?"], "avr": ["SAVR vs TAVI?"], "avr_cabg": ["SAVR + CABG vs TAVI + PCI?"],
          "mv": ["Repair vs TEER?", "Suitable for surgery?"], "root": ["Timing of root surgery?"], "ie": ["Early surgery?"]}[c.case["kind"]]
    n.t("Question: " + {"heart": r.choice(hq),
                        "thoracic": r.choice(["Lobectomy vs segmentectomy vs SABR?", "Surgical candidate?"]),
                        "vascular": r.choice(["EVAR vs open?", "Fenestrated vs conservative?"])}[kind] + "\n")
    hk = c.case["kind"]
    disc = {"heart": {"cabg": ["Anatomy favourable for surgery; SYNTAX score %d." % r.randint(23, 41), "Diabetic, multivessel - CABG favoured.",
                               "Borderline - needs CPET.", "Poor targets distally; discussed PCI."],
                      "avr": ["High surgical risk, frailty; TAVI preferred.", "Young, low risk - SAVR favoured.", "Small annulus, discussed root enlargement."],
                      "avr_cabg": ["Combined surgery favoured given LAD anatomy.", "Frailty borderline - needs CPET."],
                      "mv": ["Repairable valve on TOE.", "Complex anterior leaflet disease - referral to high-volume repair surgeon."],
                      "root": ["Root 5.2 cm with AR - meets threshold.", "Valve-sparing may be possible."],
                      "ie": ["Abscess on TOE - early surgery indicated.", "Ongoing sepsis, vegetation 14 mm."]}[hk],
            "thoracic": ["Lung function adequate for lobectomy.", "Borderline - needs CPET.", "Patient preference for less invasive option noted."],
            "vascular": ["Neck unsuitable for standard EVAR.", "Fit for open repair on CPET.", "Patient preference for less invasive option noted."]}[kind]
    n.t("Discussion: " + r.choice(disc) + "\n")
    outc = {"cabg": ["Recommend CABG.", "Recommend CABG; PCI not favoured."], "avr": ["Recommend TF-TAVI, CT TAVI protocol.", "Recommend surgical AVR."],
            "avr_cabg": ["Recommend surgical AVR + CABG."], "mv": ["Recommend MV repair.", "Recommend MV repair; TEER if declined."],
            "root": ["Recommend Bentall / valve-sparing root replacement."], "ie": ["Recommend urgent AVR this admission."]}[hk]
    n.t("OUTCOME: " + r.choice({"heart": outc + ["Recommend optimal medical therapy, re-discuss in 3 months."],
                                "thoracic": ["Recommend VATS lobectomy.", "Recommend segmentectomy.", "Recommend SABR."],
                                "vascular": ["Recommend EVAR.", "Recommend open repair.", "Recommend surveillance."]}[kind]) + "\n")
    n.t("Actions:\n")
    n.add(" - Clinic with ", c.dr(roles[0][0], "title"), " on ", c.D(c.wk(c.days(md, r.randint(7, 30)))), "\n")
    if r.random() < 0.5:
        n.add(" - ", r.choice(["CT TAVI", "CPET", "Coronary angiogram", "Carotid duplex", "PFTs"]), " booked for ",
              c.DS(c.days(md, r.randint(3, 20))), "\n")
    n.t(" - Outcome letter to patient and GP\n")
    if r.random() < 0.4:
        n.add(" - Patient informed by phone (", c.tel(), ") by ", c.dr("coord", "first"), "\n")
    if r.random() < 0.35:
        _other_case(n, c, r, k + 1, kind)
    n.t("\n")
    co = c.st("coord")
    n.add("MDT coordinator: ", co.ref("full"), "  ", P(co.email, "EMAIL"))
    if r.random() < 0.6:
        n.add("  tel ", c.tel(False))
    n.t("\n")
    if r.random() < 0.5:
        n.add("Chair: ", c.dr(roles[0][0], "title"), "\n")
    if r.random() < 0.3:
        n.add("Outcome recorded by ", c.user("coord"), " ", c.D(md), "\n")


def g_dis(n, c):
    r = c.rng
    mech = r.random() < 0.35
    n.t(r.choice(["DISCHARGE SUMMARY\n", "Discharge Summary - Cardiac Surgery\n", "INPATIENT DISCHARGE LETTER\n",
                  "Hospital Discharge Summary\n"]))
    n.add(P(c.hosp.name, "HOSPITAL"), r.choice([" | ", "\n"]), r.choice(["Cardiothoracic Surgery", "Department of Cardiac Surgery"]), "\n\n")
    dst = r.choice(["grid", "lines"])
    cm.demo(n, c, dst)
    if dst == "grid" and r.random() < 0.6:
        n.add("Address: ", c.paddr(), "\n")
    cm.admin(n, c, 0.6)
    n.add("Admitted: ", c.D(c.adm), "    Discharged: ", c.D(c.dis), "\n")
    n.add(c.sp("Attending: ", "Consultant: "), c.dr("surgeon", "title"), "    Ward: ", P(c.hosp.unit, "HOSPITAL"), "\n")
    g = c.st("gp")
    n.add(c.sp("PCP: ", "GP: "), g.title + " ", P(g.form(r.choice(["init_last", "full", "last"])), "DOCTOR"), ", ", P(c.practice, "HOSPITAL"))
    if r.random() < 0.4:
        n.add(", fax ", P(c.ref_hosp.fax, "FAX") if True else "")
    n.t("\n\n")
    n.t("Diagnosis: " + c.case["dz"] + "\n")
    mech = mech and c.case["kind"] in ("avr", "mv", "root")
    if mech:
        proc = {"avr": "mechanical AVR (On-X 23 mm)", "mv": "mechanical MVR (St. Jude 29 mm)", "root": "Bentall with mechanical conduit"}[c.case["kind"]]
    else:
        proc = c.case["proc"] + (" + LAA clip" if r.random() < 0.2 else "")
    n.add("Procedure: ", proc, " on ", c.D(c.op), " (", c.dr("surgeon", "title"), ")\n")
    if r.random() < 0.3:
        n.add("Implant card given: ", r.choice(["valve", "LAA clip", "ring"]), " SN ", c.serial(), "\n")
    n.t("Comorbidities: " + ", ".join(clin.pmh(r, c.uk, 4)) + "\n\n")
    n.t("Hospital course:\n")
    n.add(c.pn(r.choice(["title_last", "first", "title_last"])), " was admitted ", r.choice(["electively", "from clinic", "as an inpatient transfer from "]))
    if n.parts[-1].endswith("from "):
        n.add(P(c.ref_hosp.name, "HOSPITAL"))
    n.add(" and underwent ", proc, ". ")
    n.t(r.choice(["Extubated within 6 h, off inotropes POD 1. ", "Required norad for 36 h for vasoplegia. ",
                  "Returned to theatre for bleeding on the night of surgery (no surgical source). "]))
    n.t(r.choice(["Post-op AF on POD 2 treated with amiodarone, reverted to SR. ", "Uncomplicated ward stay. ",
                  "AKI (peak creatinine %d), resolved with fluids. " % r.randint(130, 260),
                  "L pleural effusion drained POD 5 (%d mL). " % r.randint(400, 1200)]))
    n.t(clin.distract(r) + " ")
    n.t("Drains removed POD %d, pacing wires removed POD %d. %s\n\n" % (r.randint(1, 3), r.randint(3, 5),
                                                                      r.choice(["Wound healing well.", "Minor sternal wound ooze, swab negative.", "Leg wound bruised."])))
    n.t("ANTICOAGULATION PLAN\n")
    if mech:
        n.t("Warfarin lifelong, INR target %s. Enoxaparin %d mg SC BD until INR >2.0 on two consecutive days.\n" % (
            r.choice(["2.5-3.5", "3.0 (range 2.5-3.5)", "2.0-3.0"]), r.choice([60, 80, 100])))
        plan = "warfarin"
    else:
        plan = r.choice(["Apixaban 5 mg BD for 3 months for POAF, then review at clinic.",
                         "Warfarin for POAF, INR target 2.0-3.0, 3 months.",
                         "Warfarin (tissue MV repair + AF), INR 2.0-3.0, 3 months then review.",
                         "No anticoagulation; aspirin 75 mg lifelong." if c.uk else "No anticoagulation; aspirin 81 mg lifelong.",
                         "Rivaroxaban 20 mg OD for 6 weeks then stop (CHA2DS2-VASc 2)."])
        n.t(plan + "\n")
    if mech or plan.startswith("Warfarin"):
        n.t("Last INR %s. Doses:\n" % clin.f1(r, 1.3, 2.9))
        d = c.dis
        for i in range(r.randint(2, 4)):
            n.add("  ", c.D(c.days(d, i), r.choice(["uk_wd", "uk_dm"] if c.uk else ["us_wd_short", "us_md"])), ": warfarin %d mg\n" % r.choice([3, 4, 5, 6, 7]))
        n.add("Next INR: ", c.D(c.days(d, r.randint(2, 4))), " at ", P(r.choice([c.practice, c.care_site, c.hosp.short + " anticoagulation clinic"]), "HOSPITAL"))
        if r.random() < 0.6:
            n.add(" (tel ", c.tel(False), ")")
        n.t("\n")
    n.t("\nDischarge medications:\n")
    for m in clin.meds(r, c.uk, r.randint(5, 11)):
        n.t(" " + m + r.choice(["", "", " (NEW)", " (CHANGED)"]) + "\n")
    n.t("Stopped: " + r.choice(["ramipril (AKI) - restart at clinic if creatinine normal", "metformin - restart when eating normally", "none"]) + "\n\n")
    n.t("Follow-up:\n")
    n.add(" - Surgical clinic ", c.D(c.days(c.dis, r.randint(35, 56))), " with ", c.dr("surgeon", "title"), "\n")
    n.add(" - Wound check at ", P(c.practice, "HOSPITAL"), " in 10 days\n")
    if r.random() < 0.6:
        n.t(" - Cardiac rehab referral sent\n")
    n.t(" - No driving for 4-6 weeks" + c.sp("", " (DVLA guidance)") + "; no lifting >5 kg for 12 weeks\n")
    if r.random() < 0.45:
        n.add(" - Results and letters online: ", P(c.hosp.url, "URL"), "\n")
    n.add("Discharged to: ", r.choice(["home with ", "home, lives with ", "home; support from "]), c.his, " ", c.famref(0), "\n")
    if r.random() < 0.2:
        n.add("Transport: patient's ", c.famrel(0), " collecting in own car (", c.sp("plate ", "reg "), c.plate(), ").\n")
    n.add("\nQuestions: cardiac surgery nurse specialist ", c.dr("coord", r.choice(["full", "first"])), ", tel ", c.tel(False))
    if r.random() < 0.5:
        n.add(", ", P(c.st("coord").email, "EMAIL"))
    n.t("\n\n")
    cm.sign(n, c, r.choice(["resident", "pa", "np"]))
    cm.efooter(n, c, "resident", c.dis)


def g_preop(n, c):
    r = c.rng
    n.t(r.choice(["PRE-OPERATIVE ANAESTHETIC ASSESSMENT\n" if c.uk else "PRE-ANESTHESIA EVALUATION\n",
                  "Cardiac Anaesthesia Pre-op Review\n" if c.uk else "Cardiac Anesthesia Preoperative Note\n",
                  "Pre-assessment clinic - cardiac surgery\n"]))
    cm.demo(n, c, r.choice(["grid", "lines", "compact"]))
    pre = c.days(c.op, -r.randint(1, 14))
    n.add("Date seen: ", c.D(pre), "   Planned surgery: ", c.D(c.op), "\n")
    grp = r.choice(["surgeon", "surgeon", "surgeon", "thoracic", "vascular"])
    proc = {"surgeon": [c.case["proc"]],
            "thoracic": ["VATS RUL lobectomy", "RATS LLL lobectomy", "VATS wedge + MLND"],
            "vascular": ["open AAA repair", "EVAR", "fem-pop bypass"]}[grp]
    n.add("Procedure: ", r.choice(proc), "   Surgeon: ", c.dr(grp, "title"), "\n\n")
    hpc = {"surgeon": c.case["dz"] + ", " + c.case["cor"], "thoracic": "%d mm %s nodule, biopsy adenocarcinoma" % (r.randint(12, 40), r.choice(["RUL", "LLL", "RLL"])),
           "vascular": clin.vasc_dz(r)}[grp]
    n.t("HPC: " + hpc + ". " + clin.echo(r, c.uk, c.case["valve"] if grp == "surgeon" else "none") + ".\n")
    n.t("PMH: " + ", ".join(clin.pmh(r, c.uk, r.randint(2, 5))) + "\n")
    n.t("Previous anaesthetics: " if c.uk else "Prior anesthesia: ")
    n.add(r.choice(["GA for ", "spinal for ", "GA (LMA) for "]), r.choice(["TKR", "hernia repair", "cholecystectomy", "TURP", "hip fracture"]),
          " ", r.choice(["in ", ""]), c.DP(c.past(700, 9000)), ", ", r.choice(["no problems", "PONV ++", "difficult cannulation", "uneventful"]), ".\n")
    n.t("FHx anaesthetic problems: " + r.choice(["nil", "nil known", "sister - suxamethonium apnoea", "none; no MH"]) + "\n")
    n.t("Functional capacity: " + r.choice(["> 4 METs, climbs 2 flights", "< 4 METs, SOB on 1 flight", "DASI 24", "walks 200 m with stick"]) +
        ". CFS %d.\n" % r.randint(2, 6))
    n.t("Meds: " + "; ".join(clin.meds(r, c.uk, r.randint(4, 8))) + "\n")
    n.t("Allergies: " + r.choice(["NKDA", "penicillin - anaphylaxis", "chlorhexidine (rash)", "morphine (itch)", "elastoplast"]) + "\n\n")
    n.t("Airway: Mallampati %d, TMD %s, mouth opening %s, %s. Neck ROM %s.\n" % (
        r.randint(1, 4), r.choice([">6 cm", "5 cm", "6.5 cm"]), r.choice(["3 FB", ">3 cm", "good"]),
        r.choice(["own teeth, crowns UL1", "full upper denture", "loose lower incisor - warned", "edentulous"]), r.choice(["full", "reduced extension"])))
    n.t("Exam: " + clin.vitals(r, c.uk) + ". Wt %d kg, BMI %s. %s\n" % (r.randint(50, 125), clin.f1(r, 19, 42), clin.distract(r)))
    n.t("Ix: " + clin.labs(r, c.uk, "inline") + "\n")
    n.t("    " + clin.ecg(r) + " " + r.choice(["PFTs: FEV1 %d%%." % r.randint(45, 110), "Carotid duplex <50% bilat.", "CPET AT %s mL/kg/min." % clin.f1(r, 8, 15), ""]) + "\n")
    if r.random() < 0.6:
        n.add("    Group & screen sample ", P(r.choice(["BT", "GS", "XM"]) + digits(r, 7), "IDNUM"), " sent; ",
              r.choice(["2 units RBC crossmatched.", "antibody screen negative.", "anti-Kell positive - lab aware, extra time needed."]), "\n")
    n.t("\nASA %s. %s\n" % (r.choice(["III", "IV", "III", "II"]), clin.risk(r, c.uk)))
    n.t("Plan: " + r.choice(["GA, art line pre-induction, R IJ CVC + PAC, TOE.", "GA, art line, CVC, TOE, cerebral oximetry.",
                             "GA + DLT, paravertebral catheter, art line.", "GA, art line, large bore x2, cell salvage."]) +
        " Post-op " + r.choice(["CTICU", "CVICU", "HDU"]) + ". " + r.choice(["Continue bisoprolol on day of surgery.",
                                                                           "Omit ACEi morning of surgery.", "Omit metformin day of surgery, VRII.",
                                                                           "Last dose apixaban 48 h pre-op."]) + "\n")
    if r.random() < 0.35:
        n.add("Communication: interpreter (", r.choice(["Polish", "Urdu", "Portuguese", "Punjabi", "Cantonese", "Spanish", "Romanian"]),
              ") used; patient born in ", P(c.country_origin, "COUNTRY"), ".\n")
    if c.pt.nick and r.random() < 0.6:
        n.add("Prefers to be called ", P(c.pt.nick, "PATIENT"), ". ")
    n.add("Risks discussed incl. awareness, dental damage, stroke, death; ", r.choice(["happy to proceed", "questions answered", "wishes to proceed"]),
          ". NOK: ", c.famrel(0), " ", P(c.fam[0][1].form(r.choice(["full", "first"])), "FAMILY"))
    if r.random() < 0.7:
        n.add(", ", c.tel(True))
    n.t(".\n")
    if r.random() < 0.35:
        n.add("Patient identity confirmed with wristband and biometric ID ", c.bioid(), ".\n")
    n.t("\n")
    cm.sign(n, c, "anaes")
    if r.random() < 0.5:
        cm.efooter(n, c, "anaes", pre)
