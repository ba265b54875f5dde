"""Genres: new diagnosis consult; chemotherapy protocol day plan and roadmap."""
import phi as F
import clinical as CL
import common as CM


def consult(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    terse = r.random() < 0.35
    if r.random() < 0.5:
        CM.banner(doc, c)
    else:
        doc.w(("HOSPITAL", c.hosp), " - ", r.choice(["Pediatric Hematology/Oncology", "Cancer Center", "Hem/Onc Service"]), "\n")
    doc.t(r.choice(["PEDIATRIC HEMATOLOGY/ONCOLOGY CONSULT", "New Patient Consultation - Hematology/Oncology",
                    "HEM/ONC INITIAL CONSULT NOTE", "Oncology Admission / New Diagnosis H&P", "NEW DIAGNOSIS CONSULTATION"]) + "\n")
    if not any(s["type"] == "PATIENT" for s in doc.spans):
        doc.w("Pt: ", c.P("full"), "  ", c.mrn_label(), ("MRN", c.mrn), "  DOB ", c.dobi(), "\n")
    doc.w("Date of service: ", c.D(c.d0), " ", "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), "\n")
    ref = r.randrange(3)
    if ref == 0:
        doc.w("Requesting: ", c.dr("ref", "full", True), ", ", r.choice(["ED", "General Pediatrics", "PICU"]), "\n")
    elif ref == 1:
        doc.w("Referred by: ", c.dr("ref"), " at ", ("HOSPITAL", c.local), " (ph ", ("PHONE", F.phone(c.country, r)), ")\n")
    else:
        doc.w("Referring ", "GP" if not us else "PCP", ": ", c.dr("gp", title=r.choice(["Dr ", "Dr. ", ""])), ", ", ("HOSPITAL", c.clinic), "\n")
    reasons = {"leuk": ["pancytopenia, ?leukemia", "abnormal blood film", "cytopenias with circulating blasts", "hyperleukocytosis"],
               "lymph": ["lymphadenopathy, ?lymphoma", "mediastinal mass", "abdominal mass + raised LDH"],
               "solid": ["abdominal mass", "new mass, r/o malignancy", "bone lesion on x-ray", "suspected new malignancy"],
               "cns": ["posterior fossa mass on MRI", "raised ICP, brain mass"],
               "heme": ["cytopenias", "severe anemia", "thrombocytopenia", "skin/bone lesions, ?histiocytosis", "abnormal TCD, transfusion planning"]}
    doc.t("Reason: " + r.choice(reasons[dx["cat"]]) + "\n\n")
    doc.t(r.choice(["HPI: ", "History of presenting illness:\n", "HISTORY\n", "S: "]))
    doc.w(c.P(r.choice(["full", "first", "fml"])), " is a ", c.age_items(r.choice(["adj", "adjw"])), " previously ",
          r.choice(["well ", "healthy ", "well-grown "]), c.boy, " from ", ("CITY", c.city), ", ", ("STATE", r.choice([c.st, c.stfull])),
          " who presented with ", r.choice(dx["pres"]), ". ")
    if r.random() < 0.7:
        d1 = F.add_days(c.d0, -r.randint(2, 20))
        doc.w(c.Mum_word + " first noticed symptoms around ", c.Ds(d1), ". ")
    doc.w("Seen at ", ("HOSPITAL", c.local), " on ", c.D(F.add_days(c.d0, -r.randint(1, 3))), " where bloods showed ",
          CL.cbc(r, c.country, {"leuk": "presentation", "heme": "low_hb"}.get(dx["cat"], "normal"), r.randrange(3)), ". ")
    doc.t(r.choice(["Transferred by ambulance for further management. ", "Retrieved by the transport team overnight. ",
                    "Parents drove %d km to us this morning. " % r.randint(40, 900), "Arrived via ED at 0340. "]))
    doc.t(r.choice(["No weight loss. ", "Weight loss ~2 kg. ", "Night sweats x2 weeks. ", ""]) +
          r.choice(["No headache or visual change. ", "Intermittent headaches, no vomiting. ", ""]))
    if r.random() < 0.25:
        tc = r.choice(["Fiji", "Vietnam", "New Zealand", "Mexico", "the Philippines", "Indonesia", "India", "Samoa", "Canada", "Japan"])
        if tc.startswith("the "):
            doc.w("Recent holiday in the ", ("COUNTRY", tc[4:]))
        else:
            doc.w("Recent holiday in ", ("COUNTRY", tc))
        doc.w(", returned ", c.Ds(F.add_days(c.d0, -r.randint(8, 40))), ". ")
    doc.t("\n\n")
    if not terse and r.random() < 0.5:
        doc.t("ROS: " + "; ".join(r.sample(["no cough", "mild bone pain in legs at night", "reduced appetite", "no rashes other than petechiae",
                                            "no dysuria", "no joint swelling", "snoring recently", "bruises with minimal trauma",
                                            "no visual disturbance", "tired after school", "no diarrhea", "gum bleeding when brushing"],
                                           r.randint(4, 8))) + ".\n\n")
    if not terse:
        doc.t(r.choice(["PMH: ", "Past history: ", "PMHx: "]))
        doc.t(r.choice(["Born at %d/40, NVD, no NICU. " % r.randint(35, 41), "Term baby, birth wt 3.%d kg. " % r.randint(0, 9),
                        "Ex-%d week prem, 2 weeks in special care. " % r.randint(30, 36)]))
        if r.random() < 0.5:
            doc.w("Tonsillectomy aged ", ("AGE", str(max(1, c.age - r.randint(1, 3)))), ". ")
        doc.t(r.choice(["Immunizations up to date. ", "Vaccines UTD incl. varicella. ", "Missed 4-year boosters. "]))
        doc.t(r.choice(["NKDA.", "Allergy: amoxicillin (rash).", "Allergies: nil known.", "Allergic to peanuts (anaphylaxis, carries EpiPen)."]) + "\n")
        doc.t("FHx: ")
        k = r.randrange(4)
        if k == 0:
            doc.w("maternal grandmother breast ca at ", ("AGE", str(r.randint(38, 70))), ", no childhood cancers. ")
        elif k == 1:
            doc.w("paternal uncle with Hodgkin lymphoma dx age ", ("AGE", str(r.randint(18, 40))), ". No Li-Fraumeni type history. ")
        elif k == 2:
            doc.t("nil malignancy, no bleeding disorders, no consanguinity. ")
        else:
            doc.w("father's cousin had leukemia as a child in ", ("COUNTRY", c.origin or r.choice(["Ireland", "Greece", "Lebanon"])), ". ")
        doc.t("\n")
        doc.t(r.choice(["SHx: ", "Social: ", "Social history: "]))
        doc.w("Lives in ", ("CITY", c.city), " with ")
        if c.single:
            doc.w(c.his + " " + c.mum_word + " ", ("FAMILY", c.mum.first), " (", ("PROFESSION", c.mum_job), ")")
        else:
            doc.w("parents ", ("FAMILY", c.mum.first), " and ", ("FAMILY", c.dad.first))
            if r.random() < 0.6:
                doc.w(" (", c.mum_word, " ", ("PROFESSION", c.mum_job), ", dad ", ("PROFESSION", c.dad_job), ")")
        if c.sibs:
            doc.w(" and ", c.sib_items(r.random() < 0.7))
        doc.t(". ")
        if c.age >= 4:
            doc.w("Attends ", ("ORGANIZATION", c.school), ", ", r.choice(["grade %d" % max(1, c.age - 5), "year %d" % max(1, c.age - 5),
                                                                       "kindy" if c.age < 6 else "yr %d" % (c.age - 5)]), ". ")
        if c.origin:
            doc.w("Family from ", ("COUNTRY", c.origin), ", moved ", ("DATE", str(c.d0.year - r.randint(2, 9))), ". ")
            if c.lang:
                doc.t("Parents speak %s; interpreter used for consent discussion. " % c.lang)
        doc.t(r.choice(["Dog at home. ", "No pets. ", "Farm with cattle. ", "Two cats. ", ""]) + "\n\n")
    doc.t("EXAM\n" if r.random() < 0.5 else "O/E:\n")
    doc.t(CL.vitals(r, c.age, False, c.country, r.randrange(3)) + ", BSA " + CL.bsa(r, c.age) + "\n")
    cat = dx["cat"]
    EX = {"leuk": ["Pale, petechiae over trunk and legs. ", "Bruises of varying ages on shins. ", "Cervical lymphadenopathy, largest 2.5 cm L. ",
                   "Liver 4 cm, spleen 3 cm below costal margin. ", "Testes normal. ", "Gum hypertrophy. "],
          "lymph": ["Matted L supraclavicular nodes 4 x 3 cm, non-tender. ", "No stridor; mild facial plethora. ", "Abdomen distended, RIF mass. ",
                    "Liver edge 2 cm. ", "Pemberton sign negative. "],
          "solid": ["Firm non-tender mass L flank crossing midline. ", "Periorbital bruising bilaterally. ", "Tender swelling distal femur, warm. ",
                    "Proptosis L eye, EOM restricted. ", "Abdomen distended, hard RUQ mass. "],
          "cns": ["Truncal ataxia, broad-based gait. ", "Bilateral papilledema. ", "Head tilt to R, nystagmus on lateral gaze. ", "Romberg positive. "],
          "heme": ["Pale, flow murmur. ", "Scattered petechiae, wet purpura on buccal mucosa. ", "Scaly scalp rash, firm skull lump. ",
                   "Frontal bossing, spleen 5 cm. ", "No lymphadenopathy, no HSM. "]}
    EXK = {"nbl": ["Firm non-tender mass L flank crossing midline. ", "Periorbital bruising bilaterally. ", "Irritable when handled. "],
           "wilms": ["Smooth, firm R flank mass not crossing midline. ", "BP 128/84 (>95th percentile). ", "No aniridia or hemihypertrophy. "],
           "hb": ["Abdomen distended, hard RUQ mass, liver 6 cm. ", "No jaundice. "],
           "osteo": ["Tender swelling distal femur, warm, limited flexion. ", "Antalgic gait. "],
           "ewing": ["Tender firm swelling over R iliac wing. ", "Antalgic gait, SLR normal. "],
           "rms": ["Proptosis L eye, EOM restricted. ", "Firm non-tender mass, no overlying skin change. "]}
    pool = EXK.get(dx["key"], EX[cat])
    doc.t("".join(r.sample(pool, min(len(pool), r.randint(2, 4)))))
    doc.t(CM.noise(c, r.randint(1, 3), "exam") + ".\n\n")
    doc.t("INVESTIGATIONS\n")
    doc.t(CL.cbc(r, c.country, {"leuk": "presentation", "heme": "low_hb"}.get(cat, "normal"), r.randrange(3)) + "\n")
    doc.t(CL.chem(r, c.country) + "\n")
    doc.t(r.choice(["Coags: PT 13.1, INR 1.1, APTT 34, fibrinogen 2.1", "INR 1.3, fib 1.4 (low)", "Coags normal"]) + "\n")
    if dx["cat"] == "leuk":
        doc.t(r.choice(["Film: %d%% blasts, no Auer rods seen." % r.randint(20, 94), "Smear: circulating blasts ~%d%%." % r.randint(20, 94),
                        "Blood film: blasts with Auer rods, hypogranular neutrophils."]) + "\n")
        doc.w("Peripheral flow sent (order ", ("IDNUM", F.order_no(r)), ").\n")
    else:
        IMG = {"nbl": ["US abdo: 9 x 7 cm heterogeneous L suprarenal mass with calcification.", "Urine HVA/VMA sent."],
               "wilms": ["US abdo: 10 cm solid R renal mass, IVC patent.", "CT chest booked for lung mets."],
               "hb": ["US: 11 cm hepatic mass, PRETEXT III on MRI.", "AFP 182,000 ug/L."],
               "osteo": ["XR femur: sunburst periosteal reaction, Codman triangle.", "MRI whole femur booked (skip lesions)."],
               "ewing": ["XR pelvis: permeative lytic lesion with onion-skin periosteal reaction.", "MRI pelvis: large soft tissue component."],
               "rms": ["MRI orbit: 2.8 cm enhancing extraconal mass.", "CT chest booked."],
               "mb": ["MRI brain: 4 cm enhancing posterior fossa mass, hydrocephalus.", "MRI spine pending."],
               "hl": ["CXR: mediastinal widening, MMR 0.4.", "CT neck/chest booked."],
               "burkitt": ["US abdo: ileocaecal mass, ascites.", "Uric acid 0.61 - rasburicase given."]}
        doc.t(r.choice(IMG.get(dx["key"], ["CT chest/abdo/pelvis booked.", "Skeletal survey booked.", "Hb electrophoresis sent."])) + "\n")
    if r.random() < 0.4:
        doc.w("Outside imaging from ", ("HOSPITAL", c.local), " (accession ", ("IDNUM", F.accession(r, c.d0.year, "CT")), ") reviewed with radiology.\n")
    doc.t("\n" + r.choice(["ASSESSMENT/PLAN", "Impression & Plan", "A/P", "IMP:"]) + "\n")
    doc.w(c.P(r.choice(["first", "first", "nick", "last"])) if r.random() < 0.7 else c.P("first"), ", ", c.age_items("yo"), " ", c.sex,
          ", with presentation most consistent with ", dx["name"], ".\n")
    common = ["Type & screen; irradiated products only", "Social work and child life referral", "Dental review before therapy",
              "Varicella/measles serology", "Consider trial eligibility", "Fertility preservation discussion"]
    PL_ = {"leuk": ["Bone marrow aspirate/trephine + LP with IT chemo under GA", "Flow cytometry, cytogenetics, FISH panel, MRD baseline",
                    "Echocardiogram prior to anthracycline", "Insertion of CVAD with surgery", "Hyperhydration 3 L/m2/day, allopurinol; TLS labs q6h",
                    "Rasburicase if urate rising", "Neutropenic precautions"],
           "lymph": ["Excision biopsy of node (avoid GA if airway compromised)", "PET-CT staging", "Echo + PFTs", "TLS precautions, allopurinol",
                     "Bilateral marrows if B symptoms/advanced stage", "Insertion of port"],
           "solid": ["Staging CT chest/abdo/pelvis, MRI primary", "Biopsy with IR / surgery", "MIBG or bone scan", "Bilateral BMA/trephines for staging",
                     "Urine catecholamines, AFP, LDH", "Audiology and GFR before platinum", "Insertion of port"],
           "cns": ["Neurosurgery review - EVD/resection planning", "Dexamethasone 0.1 mg/kg q6h", "MRI spine + CSF cytology (post-op day 14)",
                   "Radiation oncology referral", "Baseline audiology + endocrine"],
           "heme": ["Bone marrow aspirate/trephine", "Chromosome breakage, PNH flow, viral serology", "HLA typing patient + siblings",
                    "Transfusion thresholds: Hb <70, plt <10", "Skeletal survey", "Avoid NSAIDs and IM injections"]}
    plans = PL_[cat] + r.sample(common, 3)
    numbered = r.random() < 0.6
    for i, p in enumerate(r.sample(plans, r.randint(4, 8))):
        doc.t(("%d. " % (i + 1) if numbered else "- ") + p + "\n")
    d2 = F.add_days(c.d0, r.randint(1, 3))
    doc.w("Procedure booked for ", c.Ds(d2) if r.random() < 0.5 else c.D(d2), ". ")
    doc.w("Family meeting with ", c.dr("onc", title=True), " and SW ", c.staff("sw"), " ",
          r.choice(["this afternoon", "tomorrow", "after the procedure"]), ".\n")
    if r.random() < 0.5:
        doc.w("Parents' contact: ", c.mum_word, " ", ("PHONE", c.mob_ph), r.choice([", dad ", " / "]), ("PHONE", c.mob2), "\n")
    if not terse and r.random() < 0.5:
        doc.w("\nDiscussion: Met with ", ("FAMILY", c.mum.first), " and ", ("FAMILY", c.dad.first) if not c.single else ("FAMILY", c.grand.first),
              " in the ", r.choice(["family room", "parents' lounge", "consult room"]), ". Explained the likely diagnosis, the need for ",
              r.choice(["marrow and LP", "biopsy", "staging scans", "a central line"]), ", and that treatment ", r.choice(["is long (2-3 years)", "usually starts within days", "is given mostly as an outpatient"]),
              ". ", r.choice(["They asked about school and siblings.", "They were understandably shocked; questions about cause answered (nothing they did).",
                              "Grandparents on speaker phone from " + (c.origin or "interstate") + "." if not c.origin else "Grandparents joined by video."]), "\n")
    doc.w("Discussed with attending ", c.dr("onc", "full", title=r.random() < 0.5), ".\n")
    if r.random() < 0.5:
        doc.w("\n", ("DOCTOR", c.person("fellow").form(r.choice(["full", "fi_last"]))), r.choice([", MD, Hem/Onc Fellow", " (registrar)", ", PGY-5"]),
              "  pager ", ("PHONE", F.pager(r)), "\n")
    else:
        CM.sign(doc, c, "fellow", title_line="Fellow, Pediatric Hematology/Oncology")
    if r.random() < 0.3:
        doc.w("Attending attestation: I saw and examined the patient with the fellow and agree with the plan. ", c.dr("onc", "fi_last", False), "\n")
    if r.random() < 0.25:
        ad = F.add_days(c.d0, r.randint(1, 4))
        doc.w("\nADDENDUM ", c.D(ad), ": ", r.choice(["Flow confirms precursor B-ALL. CSF: CNS1. Started induction today.",
                                                   "Biopsy done; frozen section small round blue cell tumor. Awaiting final histology.",
                                                   "Echo normal (EF 64%). Line in. Chemo to start tomorrow.",
                                                   "MRI spine clear. Family consented to standard therapy."]), " ", c.dr("fellow", "fi_last", False), "\n")
    CM.audit(doc, c, "fellow", 0.3)


def roadmap(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    phase = r.choice(dx["phases"])
    doc.t(r.choice(["CHEMOTHERAPY ROADMAP", "Treatment Roadmap", "CHEMO DAY PLAN / ROADMAP", "Protocol Roadmap - ", "ROADMAP: "]))
    doc.t(phase + "\n")
    k = r.randrange(3)
    if k == 0:
        doc.w("Patient: ", c.P("LF"), "   ", c.mrn_label(), ("MRN", c.mrn), "   DOB: ", c.dobi(), "\n")
    elif k == 1:
        doc.w(c.P("CAPS"), "  ", ("MRN", c.mrn), "  ", c.age_items("yo"), "\n")
    else:
        CM.banner(doc, c, loc=False)
    age = c.age
    wt = max(6.0, age * r.uniform(2.6, 3.6) + 8)
    ht = 75 + age * 6.2 if age >= 1 else 68
    doc.t("Wt %.1f kg   Ht %d cm   BSA %s   (recalculate at each phase)\n" % (wt, ht, CL.bsa(r, age)))
    doc.t(r.choice(["Protocol: ", "Regimen: ", "Treatment plan per "]))
    doc.t(r.choice(["COG-style %s backbone, %s arm" % (dx["short"], r.choice(["standard", "experimental", "non-randomized"])),
                    "ANZCHOG guideline-based %s" % dx["short"], "%s institutional standard of care" % dx["short"],
                    "%s (version 3.1, amendment 5)" % dx["short"]]) + "\n")
    d1 = c.d0
    plen = r.choice([28, 35, 56, 21, 63])
    doc.w("Phase start (Day 1): ", c.D(d1), "     Planned phase end: ", c.D(F.add_days(d1, plen - 1)), "\n")
    doc.w("Prescriber: ", c.dr("onc", "full", True), "  ", c.lic("onc"), "\n")
    doc.w("Order set #", ("IDNUM", F.order_no(r)), "\n\n")
    doc.t(r.choice(["Start criteria: ANC >= 750/uL and plt >= 75,000/uL", "Proceed if neut >= 0.75 and plt >= 75",
                    "Counts to proceed: ANC >0.5, plt >50 (phase-specific)", "Do not start unless ANC >1.0, Plt >100 and creat within 1.5x baseline"]) + "\n\n")
    pipe = r.random() < 0.6
    doc.t("Day | Date | Drug / dose / route | Given/initials\n" if pipe else "DAY   DATE        AGENT / DOSE / ROUTE\n")
    days = sorted(r.sample(range(2, plen + 1), min(plen - 1, r.randint(4, 9) if r.random() < 0.7 else r.randint(12, 18))) + [1])
    seen = []
    for dday in days:
        if dday in seen:
            continue
        seen.append(dday)
        dt = F.add_days(d1, dday - 1)
        drug = r.choice(dx["drugs"])
        ds = F.fmt_short(dt, c.country, r) if r.random() < 0.3 else F.fmt_date(dt, c.dstyle if r.random() < 0.8 else r.choice(c.alt_styles))
        initials = c.person(r.choice(["nurse", "nurse2"])).form("init2") if dt <= c.d0 and r.random() < 0.7 else None
        if pipe:
            doc.w("%d | " % dday, ("DATE", ds), " | " + drug + " | ")
            doc.w(("DOCTOR", initials) if initials else "____", "\n")
        else:
            doc.w("D%-4d " % dday, ("DATE", ds), "   " + drug, ("  -- given, " if initials else ""), ("DOCTOR", initials) if initials else "", "\n")
    doc.t("\n")
    if r.random() < 0.5:
        doc.t("Intrathecal doses: age-based (%s). LP under GA with procedural sedation team.\n" % r.choice(["1-<2 y 8 mg", "2-<3 y 10 mg", "3-<9 y 12 mg", ">=9 y 15 mg"]))
    doc.t(r.choice(["TODAY'S PLAN", "Day plan", "Plan for today"]) + " (" )
    doc.w(c.D(c.d0), "):\n")
    alld = " ".join(dx["drugs"]).lower()
    items = [("", "Pre-chemo bloods: CBC, CMP, Mg, Phos, LFTs"), ("", "Weight and BSA check"),
             ("methotrexate", "Urine SG < 1.010 and pH > 7.0 before HD-MTX"), ("", "Premeds: ondansetron 5 mg/m2 IV, dexamethasone per antiemetic guideline"),
             ("", "Hydration 125 mL/m2/h"), ("asparaginase", "Check asparaginase activity day 7"),
             ("rubicin", "ECHO done recently, EF %d%%" % r.randint(58, 70)), ("platin", "Audiology before cisplatin"),
             ("asparaginase", "Monitor for allergy post PEG - observe 1 h"), ("methotrexate", "Leucovorin at hour 42"),
             ("methotrexate", "MTX level at 24, 42, 48 h"), ("vincristine", "Vincristine: check constipation and jaw pain"),
             ("ifosfamide", "Mesna with each ifosfamide dose"), ("dinutuximab", "Gabapentin + morphine infusion ready for anti-GD2 pain"),
             ("cisplatin", "Sodium thiosulfate 6 h after cisplatin")]
    items = [t for k, t in items if k in alld]
    for p in r.sample(items, min(len(items), r.randint(3, 6))):
        doc.t("- " + p + "\n")
    doc.w("Checked by: ", c.staff("pharm", "full"), ", ", r.choice(["PharmD", "BPharm", "oncology pharmacist", "RPh"]), " and ",
          c.staff("nurse", "full"), r.choice([" RN", ", RN", ", CNS"]), "\n")
    if r.random() < 0.5:
        doc.w("Next phase anticipated ", c.Dm(F.add_days(c.d0, r.randint(40, 90))), " pending count recovery.\n")
    if r.random() < 0.4:
        doc.w("Queries: oncology pharmacy ", ("PHONE", F.phone(c.country, r)), " or ", ("EMAIL", F.email(c.person("pharm"), r, "example.org")), "\n")
    CM.audit(doc, c, "pharm", 0.45)
