"""Genres: bronchoscopy report, lung cancer MDT outcome, home NIV initiation note."""
import blocks as K
import clin as X
import core as C
import g2
import pools as P


def _id_line(ctx, b, pt):
    r = ctx.r
    if ctx.uk:
        b("NHS: ", (pt.nhs, "MRN"), r.choice(["   Hosp no: ", "   RXH: ", "   MRN: "]), (pt.mrn, "MRN"), "\n")
    else:
        b("MRN: ", (pt.mrn, "MRN"), "   FIN: ", (C.digits(r, 10), "ACCOUNT"), "\n")


def bronch_report(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 35, 87)
    s = C.site(ctx)
    op = C.clinician(ctx)
    asst = C.clinician(ctx)
    n1 = C.clinician(ctx)
    n2 = C.clinician(ctx)
    ebus = r.random() < 0.5
    b(r.choice(["FLEXIBLE BRONCHOSCOPY REPORT", "Bronchoscopy Procedure Note", "EBUS-TBNA PROCEDURE REPORT" if ebus
                else "BRONCHOSCOPY WITH BAL", "Interventional Pulmonology - Procedure Report"]), "\n")
    b((s["name"], "HOSPITAL"), ", ", r.choice(["Endoscopy Unit", "Bronchoscopy Suite", "IP Procedure Center"]),
      " room ", (str(r.randint(1, 6)), "LOCATION_OTHER"), "\n\n")
    b("Patient: ", pt.n(r.choice(["LF", "fl", "LFc"])), "   DOB: ", ctx.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "\n")
    _id_line(ctx, b, pt)
    b("Procedure date: ", ctx.D(ctx.date), "   Procedure no: ",
      ("%s%02d-%s" % (r.choice(["BR", "EB", "BX"]), ctx.date.year % 100, C.digits(r, 4)), "IDNUM"), "\n")
    b("Operator: ", C.dr(ctx), (C.nm(op, r.choice(["fl", "il0"])), "DOCTOR"), "\n")
    b("Assistant: ", C.dr(ctx), (C.nm(asst, r.choice(["fl", "il0"])), "DOCTOR"),
      r.choice([" (StR)", " (fellow)", " (registrar)", ""]), "\n")
    b("Nursing: ", (C.nm(n1, r.choice(["fl", "f"])), "DOCTOR"), ", ", (C.nm(n2, r.choice(["fl", "il0"])), "DOCTOR"),
      r.choice([" RN", "", " (endoscopy nurses)"]), "\n")
    b("Referring: ", C.dr(ctx), (C.nm(C.clinician(ctx), r.choice(["l", "il0"])), "DOCTOR"), "\n\n")
    b("Indication: ", r.choice(["Right hilar mass with 4R/7 lymphadenopathy for diagnosis and staging",
                                "Persistent left lower lobe collapse", "Haemoptysis, normal CT",
                                "Non-resolving consolidation ?organising pneumonia", "Suspected sarcoidosis, "
                                "bilateral hilar lymphadenopathy", "BAL for ILD work-up",
                                "Suspected TB, smear-negative sputum"]), ".\n")
    if r.random() < 0.3:
        b("Background: ", K.origin(ctx, pt), "\n")
    b("Pre-procedure: INR %.1f, platelets %d, ASA %d, fasted from %02d:00. Anticoagulant: %s. Allergies: %s.\n" % (
        r.uniform(0.9, 1.3), r.randint(140, 420), r.randint(1, 3), r.choice([0, 6, 7]),
        r.choice(["none", "apixaban held 48 h", "clopidogrel held 7 days", "warfarin held 5 days"]),
        r.choice(["NKDA", "penicillin", "latex", "NKDA"])))
    b("Baseline: ", X.vitals(r, uk), ".\n")
    if not uk and r.random() < 0.45:
        b("Time-out performed; ")
        g2.bio_checkin(ctx, b)
    b("Consent: written, ", r.choice(["by patient", "risks including pneumothorax and bleeding explained"]))
    if r.random() < 0.4:
        b("; ", pt.kin_rel, " ", pt.kn(r.choice(["fl", "f"])), " present")
    b(".\n")
    b("Sedation: midazolam %d mg IV, fentanyl %d mcg IV; topical lidocaine 2%% total %d mg.\n" % (
        r.randint(1, 5), r.choice([25, 50, 75, 100]), r.randint(120, 300)))
    b("Scope: ", r.choice(X.SCOPES))
    if r.random() < 0.55:
        b(" serial ", (r.choice(["%s" % C.digits(r, 7), "SN %s" % C.digits(r, 7), "%s%s" % (C.letters(r, 1), C.digits(r, 6))]),
                        "DEVICE"))
    b(". Route: ", r.choice(["oral via bite block", "nasal", "LMA"]), ".\n\n")
    b("FINDINGS\n")
    b(r.choice(["Vocal cords normal and mobile. ", "Cords not well seen. "]),
      r.choice(["Trachea and carina normal. ", "Carina splayed. ", "Mild tracheomalacia. "]),
      r.choice(["Right bronchial tree: endobronchial tumour occluding the RUL apical segment. ",
                "Right bronchial tree: normal to subsegmental level. ",
                "Left bronchial tree: extrinsic compression of LLL, mucosa intact. ",
                "Copious purulent secretions from the left lower lobe, suctioned. ",
                "Diffuse mucosal cobblestoning. "]), "\n")
    if ebus:
        b("EBUS: station 4R %d mm, station 7 %d mm, station 11R %d mm. TBNA 22G needle, %d passes at 4R and %d at 7. "
          "ROSE: adequate lymphoid sample with atypical cells.\n" % (r.randint(8, 28), r.randint(7, 25), r.randint(5, 14),
                                                                    r.randint(2, 5), r.randint(2, 4)))
    b("SAMPLES\n")
    for lab in r.sample(["BAL RML 120 mL instilled, %d mL returned" % r.randint(30, 70), "Bronchial washings",
                         "Endobronchial biopsies x%d" % r.randint(3, 6), "TBNA 4R", "TBNA 7",
                         "Brushings LLL", "Transbronchial biopsies x%d" % r.randint(4, 8)], r.randint(2, 4)):
        b("- ", lab, ": specimen ", ("%s%02d-%s" % (r.choice(["S", "H", "C", "M"]), ctx.date.year % 100, C.digits(r, 5)),
                                     "IDNUM"), "\n")
    b("\nComplications: ", r.choice(["None.", "Minor bleeding, settled with cold saline.",
                                     "Transient desaturation to 86%, resolved with increased O2.",
                                     "Cough requiring extra lidocaine."]), "\n")
    b("Post-procedure CXR: ", r.choice(["not indicated.", "no pneumothorax.", "no pneumothorax, small RLL haziness."]), "\n")
    b("Recovery: observations stable at 30 and 60 min; SpO2 %d%% on air. Discharge criteria met at %02d:%02d.\n" % (
        r.randint(92, 98), r.randint(11, 17), r.randint(0, 59)))
    b("\nPLAN\n- Nil by mouth for 1 hour.\n- Results to ", r.choice(["lung MDT", "thoracic tumor board", "ILD MDT"]),
      " on ", ctx.D(ctx.ahead(4, 14), r.choice([ctx.ds, "wuk3" if uk else "wus3"])), ".\n")
    if r.random() < 0.4:
        b("- Discharge home with ", pt.kin_rel, " (", pt.kn("fl"), "), contact ", (pt.kin_phone, "PHONE"), ".\n")
    b("\n")
    if uk:
        b("Signed: ", C.dr(ctx), (C.nm(op, "fl"), "DOCTOR"), ", Consultant Respiratory Physician, ", ctx.D(ctx.date), "\n")
    else:
        K.esign(b, ctx, op, r.choice(["MD", "MD, FCCP", "DO"]))
        if r.random() < 0.3:
            b("DEA ", (C.dea(r), "LICENSE"), "  NPI ", (C.npi(r), "LICENSE"), "\n")


ROLES_UK = [["Respiratory Physician", "Dr"], ["Radiologist", "Dr"], ["Thoracic Surgeon", "Mr"],
            ["Clinical Oncologist", "Dr"], ["Medical Oncologist", "Dr"], ["Histopathologist", "Dr"],
            ["Lung Cancer CNS", ""], ["MDT Coordinator", ""], ["Palliative Care", "Dr"]]
ROLES_US = [["Pulmonology", "Dr."], ["Radiology", "Dr."], ["Thoracic Surgery", "Dr."], ["Radiation Oncology", "Dr."],
            ["Medical Oncology", "Dr."], ["Pathology", "Dr."], ["Nurse Navigator", ""], ["Tumor Board Coordinator", ""]]


def mdt_outcome(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 44, 90)
    s = C.site(ctx)
    b(r.choice(["LUNG CANCER MDT OUTCOME", "Lung Multidisciplinary Team Meeting - Outcome Form",
                "Thoracic Oncology MDT"] if uk else ["THORACIC TUMOR BOARD SUMMARY",
                                                    "Multidisciplinary Thoracic Oncology Conference"]), "\n")
    b((s["name"], "HOSPITAL"), "   Meeting date: ", ctx.D(ctx.date, r.choice([ctx.ds, "wuk" if uk else "wus"])), "\n\n")
    b("Patient: ", pt.n(r.choice(["LF", "LFc", "fl"])), "\nDOB: ", ctx.D(pt.dob), " (", (str(pt.age), "AGE"), ")\n")
    _id_line(ctx, b, pt)
    if uk:
        b("Referral: 2WW from ", (r.choice(P.UK_GP), "HOSPITAL"), " received ", ctx.D(ctx.ago(14, 40)))
        if r.random() < 0.5:
            b(", UBRN ", ("%s %s %s" % (C.digits(r, 4), C.digits(r, 4), C.digits(r, 4)), "IDNUM"))
        b("\n")
    else:
        b("Referred by: Dr. ", (C.nm(C.clinician(ctx), "fl"), "DOCTOR"), ", ", (r.choice(P.US_PCP), "HOSPITAL"), "\n")
    b("MDT case ref: " if uk else "Tumor board case #: ", ("MDT-%s-%s" % (ctx.date.year, C.digits(r, 4)), "IDNUM"), "\n")
    kw = C.clinician(ctx)
    b("Key worker: " if uk else "Navigator: ", (C.nm(kw, r.choice(["fl", "fil"])), "DOCTOR"), ", ",
      "Lung Cancer CNS" if uk else "Thoracic Nurse Navigator", ", ", (C.phone(ctx, s["row"], ext=r.random() < 0.4), "PHONE"), "\n\n")
    b("Present:\n")
    roles = ROLES_UK if uk else ROLES_US
    for role in r.sample(roles, r.randint(5, len(roles))):
        c = C.clinician(ctx)
        b("  ", (role[1] + " ") if role[1] else "", (C.nm(c, r.choice(["fl", "il0", "l", "fl"])), "DOCTOR"),
          " (", role[0], ")", r.choice(["", " - chair"]) if role[0].startswith("Resp") or role[0] == "Pulmonology" else "", "\n")
    b("\nClinical summary:\n")
    b(pt.title, " ", pt.n("l"), " is ", C.art_num(pt.age), " ", (str(pt.age), "AGE"), r.choice(["-year-old ", " yo ", " year old "]),
      r.choice(["ex-smoker", "current smoker", "never-smoker"]), ", ")
    b(C.job_prefix(ctx, pt), (pt.prof, "PROFESSION"))
    if r.random() < 0.45:
        b(" with asbestos exposure at ", (r.choice(P.EMPLOYERS_UK if uk else P.EMPLOYERS_US), "ORGANIZATION"))
    b(", %s PS %d. " % ("WHO" if uk else "ECOG", r.randint(0, 3)))
    b("Presented with ", r.choice(["haemoptysis" if uk else "hemoptysis", "weight loss and cough",
                                   "incidental finding on CT coronary angiogram", "recurrent chest infections",
                                   "hoarse voice"]), ". ")
    if r.random() < 0.3:
        b("Lives with ", his(pt), " ", pt.kin_rel, " ", pt.kn("fl"), " in ", (pt.addr["city"], "CITY"), ". ")
    b("\n\nImaging:\n- CT chest/abdomen ", ctx.D(ctx.ago(20, 45)), ": ", X.ct_finding(r), ".\n")
    b("- PET-CT ", ctx.D(ctx.ago(5, 19)), " (", ("PET" + C.digits(r, 6), "IDNUM"), "): SUVmax %.1f in primary" % r.uniform(2.5, 22),
      r.choice(["; no distant uptake.", "; FDG-avid 4R and 7 nodes.", "; adrenal uptake indeterminate."]), "\n")
    if r.random() < 0.5:
        b("- MRI head ", ctx.D(ctx.ago(2, 15)), ": no metastases.\n")
    b("\nPathology: ", r.choice(["EBUS-TBNA 4R", "CT-guided biopsy", "Bronchial biopsy"]), " ",
      ctx.D(ctx.ago(4, 20)), ", lab no ", ("%s%02d/%s" % (r.choice(["H", "SP", "P"]), ctx.date.year % 100, C.digits(r, 5)),
                                             "IDNUM"), ": ",
      r.choice(["adenocarcinoma, TTF-1 positive; EGFR exon 19 deletion; PD-L1 TPS 5%",
                "squamous cell carcinoma, p40 positive; PD-L1 TPS 60%",
                "small cell carcinoma", "adenocarcinoma, ALK negative, KRAS G12C; PD-L1 <1%",
                "non-diagnostic, reactive lymphoid tissue"]), ".\n")
    b("Lung function: FEV1 %s L (%d%%), TLCO %d%%.\n" % (X.f2(r.uniform(0.9, 3.2)), r.randint(38, 104), r.randint(35, 95)))
    b("Stage: c", r.choice(["T1c N0 M0 (IA3)", "T2a N2 M0 (IIIA)", "T3 N1 M0 (IIIA)", "T4 N3 M1c (IVB)",
                            "T2b N0 M0 (IIA)", "T1b N2 M0 (IIIA)"]), ", TNM 8th edition.\n\n")
    b("MDT OUTCOME:\n" if uk else "RECOMMENDATION:\n")
    b(r.choice(["Suitable for radical treatment. Refer for lobectomy (VATS).",
                "Refer for SABR; not fit for surgery due to lung function.",
                "Concurrent chemoradiotherapy followed by durvalumab.",
                "Systemic anti-cancer therapy: osimertinib.",
                "Best supportive care; refer to community palliative team.",
                "Repeat biopsy required; re-discuss once result available."]), "\n")
    if r.random() < 0.6:
        onc = C.clinician(ctx)
        b("Referred to ", C.dr(ctx), (C.nm(onc, r.choice(["fl", "il0"])), "DOCTOR"), " at ",
          (r.choice(P.UK_HOSPITALS if uk else P.US_HOSPITALS), "HOSPITAL"), ".\n")
    b("Outcome to be communicated to patient in clinic on ", ctx.D(ctx.ahead(2, 9)), ".\n")
    b("Diagnosis date (for cancer waiting times): " if uk else "Date of diagnosis (registry): ", ctx.D(ctx.ago(4, 20)), "\n\n")
    coord = C.clinician(ctx)
    b("Recorded by: ", (C.nm(coord, r.choice(["fl", "fil"])), "DOCTOR"), ", ",
      r.choice(["MDT Coordinator", "Cancer Data Officer"] if uk else ["Tumor Board Coordinator", "Cancer Registrar"]))
    b("  ", (C.phone(ctx, s["row"]), "PHONE"))
    if r.random() < 0.5:
        b("  ", (C.email_for(ctx, coord, "staff"), "EMAIL"))
    b("\n")


def his(pt, cap=False):
    s = "his" if pt.sex == "M" else "her"
    return s.capitalize() if cap else s


def niv_setup(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 35, 86)
    s = C.site(ctx)
    phys = C.clinician(ctx)
    cons = C.clinician(ctx)
    ind = r.choice(["Hypercapnic COPD (post-acute NIV, persistent hypercapnia)", "Obesity hypoventilation syndrome",
                    "Motor neurone disease with orthopnoea" if uk else "ALS with orthopnea",
                    "Chest wall disease (kyphoscoliosis)", "Duchenne muscular dystrophy"])
    b(r.choice(["HOME NIV INITIATION", "Home Mechanical Ventilation - Set-up Note", "Domiciliary NIV Commencement",
                "Home BiPAP Initiation Note"]), "\n")
    ward = r.choice(P.UK_WARDS) if uk else None
    if uk:
        b((s["name"], "HOSPITAL"), ", ", (ward, "HOSPITAL"), ", bed ", (str(r.randint(1, 28)), "LOCATION_OTHER"), "\n")
    else:
        b((s["name"], "HOSPITAL"), ", Room ", ("%d%s" % (r.randint(2, 9), C.digits(r, 2)), "LOCATION_OTHER"), "\n")
    b("Date: ", ctx.D(ctx.date), "\n\n")
    b("Name: ", pt.n(r.choice(["fl", "LF", "lf"])), "   DOB: ", ctx.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "\n")
    _id_line(ctx, b, pt)
    b("Indication: ", ind, "\n")
    b("Background: ", (str(pt.age), "AGE"), r.choice(["-year-old ", " yo ", " year old "]), C.job_prefix(ctx, pt),
      (pt.prof, "PROFESSION"), " admitted ", ctx.D(ctx.ago(4, 20)), " with ",
      r.choice(["acute hypercapnic respiratory failure requiring acute NIV", "somnolence and morning headaches",
                "recurrent chest infections and orthopnoea" if uk else "recurrent chest infections and orthopnea"]),
      ". ", r.choice(["Second such admission this year. ", "First presentation. ", "Previously declined home NIV. "]),
      "Lives with ", pt.kin_rel, " ", pt.kn(r.choice(["f", "fl"])), " in ", (pt.addr["city"], "CITY"), ".\n")
    b("Consultant: ", C.dr(ctx), (C.nm(cons, r.choice(["fl", "il0", "l"])), "DOCTOR"), "\n\n")
    b("Baseline ABG (", r.choice(["room air", "2 L/min", "1 L/min"]), ", ", ctx.D(ctx.ago(0, 2)), " 06:%02d): " % r.randint(0, 59),
      X.abg(r, uk, True, False), "\n")
    if r.random() < 0.6:
        b("Overnight TcCO2 ", ctx.D(ctx.ago(1, 3)), ": mean %.1f %s, peak %.1f, SpO2 < 90%% for %d%% of night.\n" % (
            r.uniform(6.5, 9.5) if uk else r.uniform(49, 72), "kPa" if uk else "mmHg",
            r.uniform(7, 11) if uk else r.uniform(52, 82), r.randint(2, 60)))
    b("\nVentilator: ", r.choice(X.NIV_MODELS), "   Serial: ",
      (r.choice(["%s" % C.digits(r, 11), "TV%s" % C.digits(r, 8), "%s-%s" % (C.letters(r, 2), C.digits(r, 6))]), "DEVICE"), "\n")
    ip = r.randint(18, 30)
    b("Mode: ST   IPAP %d cmH2O   EPAP %d cmH2O   Backup rate %d/min   Ti %.1f s   Rise %d\n" % (
        ip, r.randint(5, 10), r.randint(12, 18), r.uniform(0.9, 1.4), r.randint(1, 4)))
    b("Interface: ", r.choice(X.MASKS), "; humidifier on level %d. O2 entrained %d L/min.\n\n" % (r.randint(2, 5), r.randint(0, 3)))
    b("Education: ")
    if r.random() < 0.5:
        b(pt.title, " ", pt.n("l"), " and ", his(pt), " ", pt.kin_rel, " ", pt.kn(r.choice(["f", "fl"])),
          " shown mask fitting, cleaning and alarms. ")
    else:
        b("Patient shown mask fitting, cleaning and alarms; teach-back satisfactory. ")
    b("Tolerated %d h on first night.\n" % r.randint(1, 8))
    if uk:
        b("Electricity supplier informed for Priority Services Register; ")
    b("Home equipment provider: ", (r.choice(P.O2_SUPPLIERS_UK if uk else P.DME_US), "ORGANIZATION"), ", tel ",
      (C.phone(ctx), "PHONE"), ".\n")
    if r.random() < 0.4:
        b("Remote monitoring enabled; gateway ", (C.private_ip(r), "IPADDR"), ".\n")
    b("Home address for delivery: ", C.addr_items(ctx, pt.addr, style="line"), ".\n")
    b("Overnight on NIV: mean TcCO2 ", "%.1f kPa" % r.uniform(5.5, 7.5) if uk else "%d mmHg" % r.randint(41, 55),
      ", SpO2 median %d%%, leak %d L/min, compliance %d h. Morning ABG: " % (r.randint(90, 96), r.randint(5, 40),
                                                                            r.randint(4, 9)), X.abg(r, uk, False), "\n")
    b("\nPlan: discharge ", ctx.D(ctx.ahead(1, 4)), "; repeat ABG/TcCO2 at 6 weeks (", ctx.D(ctx.ahead(40, 46)),
      "); ventilation clinic review.\n\n")
    b((C.nm(phys, r.choice(["fl", "fil"])), "DOCTOR"), ", ", r.choice(["Clinical Physiologist (HMV)", "Band 6 Physiologist",
                                                                     "Respiratory Physiotherapist"] if uk else
                                                                    ["RRT", "RRT-NPS", "Respiratory Therapist"]))
    if r.random() < 0.5:
        b("   bleep ", ("555%d" % r.randint(0, 9), "PHONE"))
    b("\n")
