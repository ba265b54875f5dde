"""Genres: cardiology clinic letter, echo/cath report, oncology treatment summary, infusion nursing note,
dialysis run sheet."""
import datetime as dt
import values as V
import common as C
from doc import Doc
from pools import ONC_REGIMENS, DEVICE_MODELS, WARDS, LANDMARKS


def cardiology_letter(rng):
    ctx = V.Ctx(rng)
    d = Doc()
    ref, card = ctx.docs[1], ctx.docs[0]
    d.p(ctx.hosp, "HOSPITAL").t("\nDivision of Cardiology\n")
    V.emit_address(d, rng, V.Address(rng), oneline=False)
    d.t("\nTel ").p(V.phone(rng), "PHONE").t("   Fax ").p(V.phone(rng), "FAX").t("\n\n")
    C.date(d, rng, ctx.visit, rng.choice(["long", "wd_long", "abbr_mdy"]))
    d.t("\n\n")
    C.doc_name(d, rng, ref, style="dr_full")
    d.t("\n").p(ctx.hosp2, "HOSPITAL").t("\n")
    V.emit_address(d, rng, V.Address(rng), oneline=False)
    d.t("\n\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["inline", "kv"]))
    d.t("\nDear Dr ").p(ref.last, "DOCTOR").t(",\n\nThank you for asking me to see ")
    C.pt_ref(d, rng, ctx, "title")
    d.t(", a ")
    V.emit_age(d, rng, ctx.age, ctx.pt.sex)
    d.t(" " + ctx.sex_word() + " whom I reviewed in clinic on ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "long", "wd_short"]))
    d.t(" regarding " + rng.choice(["exertional chest tightness", "paroxysmal atrial fibrillation",
                                    "heart failure with reduced ejection fraction", "a new murmur",
                                    "palpitations and presyncope"]) + ".\n\n")
    he, his = ctx.pron()
    d.t("History: Symptoms began around ")
    C.date(d, rng, ctx.days(-rng.randint(30, 300)), rng.choice(["month_year", "long", "mon_day"]))
    d.t(". " + he.capitalize() + " describes 2-3 episodes weekly lasting about 20 minutes. ")
    d.t("An ED visit at ").p(rng.choice([ctx.hosp2, ctx.hosp]), "HOSPITAL").t(" on ")
    C.date(d, rng, ctx.days(-rng.randint(5, 60)), "mdy_nopad")
    d.t(" showed troponin <0.01 ng/mL x2 and NT-proBNP 1,240 pg/mL. ")
    d.t(his.capitalize() + " " + ctx.rel + ", ").p(ctx.fam.form(rng, "full"), "FAMILY")
    d.t(", notes " + he + " now stops twice climbing stairs.\n")
    d.t("\nPast history: hypertension, type 2 DM (HbA1c 7.4%), CKD stage 3a (eGFR 52), " +
        C.eponym(rng) + ".\n")
    C.cardio_meds(d, rng)
    if rng.random() < 0.6:
        C.social(d, rng, ctx)
    d.t("\nExamination: BP 142/86 mmHg, HR 78 bpm irregular, SpO2 96% RA, BMI 31.2. JVP 4 cm. ")
    d.t("Grade 2/6 systolic murmur at the LUSB. No Osler nodes.\n")
    d.t("ECG: AF with controlled ventricular rate, QRS 96 ms, QTc 452 ms.\n")
    d.t("CHA2DS2-VASc 4, HAS-BLED 2.\n\nPlan:\n1. Transthoracic echo, booked for ")
    C.date(d, rng, ctx.days(rng.randint(7, 30)), rng.choice(["wd_short", "abbr_mdy", "mdy_slash"]))
    d.t(".\n2. 14-day ambulatory monitor")
    if rng.random() < 0.6:
        d.t(" (device SN ").p(V.device_sn(rng), "DEVICE").t(")")
    d.t(".\n3. Continue anticoagulation; recheck BMP in 2 weeks.\n")
    d.t("4. Follow up with me in 3 months; our nurse ").p(ctx.docs[2].form(rng, "full"), "DOCTOR")
    d.t(", RN can be reached on ").p(V.phone(rng), "PHONE").t(".\n\nYours sincerely,\n\n")
    C.doc_name(d, rng, card, cred="MD, FACC", style="full_cred")
    d.t("\nConsultant Cardiologist\n")
    if rng.random() < 0.5:
        d.t("cc: ")
        C.pt_ref(d, rng, ctx, "full")
        d.t(", ")
        V.emit_address(d, rng, ctx.addr, oneline=True)
        d.t("\n")
    if rng.random() < 0.5:
        C.transcription_tag(d, rng, ctx)
    return d


def echo_cath(rng):
    ctx = V.Ctx(rng)
    d = Doc()
    cath = rng.random() < 0.5
    d.t(("CARDIAC CATHETERIZATION REPORT" if cath else "TRANSTHORACIC ECHOCARDIOGRAM REPORT") + "\n")
    d.p(ctx.hosp, "HOSPITAL").t(" - " + ("Cath Lab " + str(rng.randint(1, 4)) if cath else "Echo Lab") + "\n\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["upper", "kv"]))
    d.t("Study date: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "iso", "dmy_upper"]))
    d.t("   Time: " + V.time_of_day(rng) + "\n")
    d.t("Accession: ").p(V.accession(rng, "EC" if not cath else "CV"), "IDNUM").t("\n")
    d.t("Location: ").p(rng.choice(WARDS), "HOSPITAL").t(", room ").p(str(rng.randint(200, 899)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER").t("\n")
    d.t("Referring: ")
    C.doc_name(d, rng, ctx.docs[1], style="dr_last")
    d.t("\nAge/Sex: ").p(ctx.age, "AGE").t(" / " + ctx.pt.sex + "   Ht 168 cm  Wt 82 kg  BSA 1.93 m2\n\n")
    if cath:
        d.t("Operator: ")
        C.doc_name(d, rng, ctx.docs[0], cred="MD", style="full_cred")
        d.t("\nScrub RN: ").p(ctx.docs[2].form(rng, "full"), "DOCTOR").t("   Monitor: ").p(ctx.docs[3].form(rng, "f_last"), "DOCTOR").t(", RCIS\n")
        d.t("\nIndication: NSTEMI, troponin peak 4.2 ng/mL.\nAccess: right radial, 6 Fr sheath. Heparin 5,000 units IV.\n")
        d.t("\nFindings:\n  LM      normal\n  LAD     80% mid stenosis, TIMI 3 flow\n  LCx     30% proximal\n  RCA     dominant, 50% distal\n")
        d.t("  LVEDP   18 mmHg\n\nIntervention: 3.0 x 18 mm drug-eluting stent to mid LAD, 0% residual.\n")
        d.t("Stent lot/serial: ").p(V.device_sn(rng), "DEVICE").t("\nContrast 110 mL iohexol. Fluoro 9.2 min.\n")
        d.t("TR band applied at " + V.time_of_day(rng) + ".\n\nRecommendations: DAPT with aspirin 81 mg + ticagrelor 90 mg BID for 12 months; ")
        d.t("high-intensity statin. Cardiac rehab referral to ").p(ctx.hosp2, "HOSPITAL").t(".\n")
    else:
        d.t("Sonographer: ").p(ctx.docs[2].form(rng, rng.choice(["full", "f_last"])), "DOCTOR").t(", RDCS\n")
        d.t("Image quality: " + rng.choice(["good", "fair", "technically difficult"]) + "\n\n")
        d.t("MEASUREMENTS\n")
        rows = [("LVIDd", "5.4 cm"), ("LVIDs", "4.1 cm"), ("IVSd", "1.1 cm"), ("LVPWd", "1.0 cm"),
                ("LA vol idx", "41 mL/m2"), ("LVEF (biplane)", "%d %%" % rng.randint(25, 65)),
                ("E/e'", "14"), ("TAPSE", "1.8 cm"), ("RVSP", "38 mmHg"), ("AV peak vel", "2.1 m/s")]
        for k, v in rows:
            d.t("  %-16s %s\n" % (k, v))
        d.t("\nFINDINGS\n- Mildly dilated LV with global hypokinesis.\n- Grade II diastolic dysfunction.\n")
        d.t("- Mild MR, trace TR. No pericardial effusion.\n")
        d.t("\nComparison: prior study on ")
        C.date(d, rng, ctx.days(-rng.randint(200, 900)), rng.choice(["mdy_slash", "month_year", "long"]))
        d.t(" at ").p(ctx.hosp2, "HOSPITAL").t(" showed EF 45%.\n")
        if rng.random() < 0.5:
            d.t("Patient has " + rng.choice(DEVICE_MODELS[:3]) + " pacemaker, serial ")
            d.p(V.device_sn(rng), "DEVICE").t("; RV lead artifact noted.\n")
    d.t("\nInterpreted by: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style=rng.choice(["full_cred", "upper_cred"]))
    d.t("\nFinal report ")
    C.date(d, rng, ctx.visit, "mdy_slash")
    d.t(" " + V.time_of_day(rng) + "\n")
    if rng.random() < 0.5:
        d.t("Images archived to PACS node ").p(V.ipaddr(rng), "IPADDR").t("\n")
    return d


def onc_summary(rng):
    ctx = V.Ctx(rng, (28, 84))
    d = Doc()
    reg = rng.choice(ONC_REGIMENS)
    d.t("ONCOLOGY TREATMENT SUMMARY\n").p(rng.choice(["Prairie Lantern Cancer Center", "Sycamore Grove Oncology",
                                                    "Lakeshore University Hospital", "Mercy Palisade Hospital"]), "HOSPITAL").t("\n\n")
    C.id_header(d, rng, ctx)
    d.t("Primary oncologist: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style=rng.choice(["dr_full", "full_cred"]))
    d.t("\nDiagnosis: " + rng.choice(["Stage IIIB adenocarcinoma of the colon, pT3N2aM0",
                                       "Stage IV pancreatic adenocarcinoma, liver metastases",
                                       "HER2+ invasive ductal carcinoma, left breast, cT2N1",
                                       "Diffuse large B-cell lymphoma, stage II", "Extensive-stage small cell lung cancer",
                                       "IgG kappa multiple myeloma, R-ISS II"]) + "\n")
    d.t("Diagnosed: ")
    dx = ctx.days(-rng.randint(120, 700))
    C.date(d, rng, dx, rng.choice(["month_year", "mdy_slash", "long"]))
    d.t(", pathology accession ").p(V.accession(rng, "SP"), "IDNUM").t("\nAge at diagnosis: ").p(ctx.age - 1, "AGE").t("\n")
    d.t("ECOG: %d   BSA: %.2f m2\n\nREGIMEN: %s\n\n" % (rng.randint(0, 2), rng.uniform(1.5, 2.2), reg))
    d.t("Cycle  Date          Dose mod   Notes\n")
    start = ctx.days(-rng.randint(60, 200))
    n = rng.randint(4, 8)
    for i in range(n):
        cd = start + dt.timedelta(days=14 * i + rng.choice([0, 0, 0, 7]))
        d.t("C%-5d " % (i + 1))
        val = V.fmt_date(rng, cd, "mdy_slash")
        d.p(val, "DATE").t(" " * (14 - len(val)))
        d.t(rng.choice(["100%      ", "80%       ", "held      ", "100%      "]))
        d.t(rng.choice(["ANC 1.8, plt 142", "neuropathy grade 1", "delayed 1 week, ANC 0.9", "tolerated well",
                        "G-CSF support", "mucositis grade 2"]) + "\n")
    d.t("\nTreatment dates: ")
    C.date(d, rng, start, rng.choice(["mdy_slash", "abbr_mdy"]))
    d.t(" - ")
    C.date(d, rng, start + dt.timedelta(days=14 * n), rng.choice(["mdy_slash", "abbr_mdy"]))
    d.t("\nRadiation: " + rng.choice(["none", "50.4 Gy in 28 fractions", "30 Gy in 10 fractions (palliative)"]) + "\n")
    d.t("Best response: " + rng.choice(["partial response", "complete metabolic response", "stable disease"]) + " on CT ")
    C.date(d, rng, ctx.days(-rng.randint(5, 40)), rng.choice(["mdy_nopad", "iso"]))
    d.t("\nTumor markers: CEA 3.1 ng/mL (from 48), CA 19-9 22 U/mL.\n")
    d.t("Port: " + rng.choice(["Bard PowerPort", "Smiths Port-A-Cath"]) + ", placed ")
    C.date(d, rng, start - dt.timedelta(days=rng.randint(3, 10)), rng.choice(["mdy_slash", "month_year"]))
    d.t(", lot ").p(V.device_sn(rng), "DEVICE").t("\n")
    d.t("Clinical trial: enrolled in NRG-GI00" + str(rng.randint(4, 8)) + ", subject ").p(V.digits(rng, 3) + "-" + V.digits(rng, 4), "IDNUM").t("\n")
    d.t("\nSurvivorship: follow-up with ").p(ctx.docs[1].form(rng, "full"), "DOCTOR").t(", NP every 3 months for 2 years. ")
    d.t("Support person: " + ctx.rel + " ").p(ctx.fam.form(rng, "full"), "FAMILY").t(" (").p(V.phone(rng), "PHONE").t(").\n")
    if rng.random() < 0.5:
        d.t("Patient returns to work as a ").p(ctx.job, "PROFESSION").t(" at ").p(ctx.employer, "ORGANIZATION").t(" next month.\n")
    C.signature(d, rng, ctx)
    return d


def infusion_note(rng):
    ctx = V.Ctx(rng, (25, 88))
    d = Doc()
    rn = ctx.docs[2]
    d.p(rng.choice(["Granite Ridge Infusion Suite", "Cobblestone Home Infusion", ctx.hosp]), "HOSPITAL")
    d.t(" - Infusion Nursing Note\n")
    C.date(d, rng, ctx.visit, rng.choice(["wd_long", "mdy_slash", "dmy_abbr"]))
    d.t("  Chair ").p(str(rng.randint(1, 24)), "LOCATION_OTHER").t("  Arrived " + V.time_of_day(rng) + "\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["inline", "kv", "pipe"]), extra=rng.random() < 0.5)
    if rng.random() < 0.5:
        d.t("ID verified: name + DOB + palm scan ").p(V.bioid(rng), "BIOID").t("\n")
    drug = rng.choice(["infliximab 5 mg/kg", "iron sucrose 200 mg", "pembrolizumab 200 mg", "rituximab 375 mg/m2",
                       "zoledronic acid 4 mg", "ocrelizumab 600 mg", "IVIG 0.4 g/kg", "oxaliplatin 85 mg/m2"])
    d.t("\nOrder: " + drug + " IV, order # ").p(V.order_no(rng), "IDNUM").t(", ordered by ")
    C.doc_name(d, rng, ctx.docs[0], style="dr_last")
    d.t("\nPremeds: acetaminophen 650 mg PO, diphenhydramine 25 mg IV at " + V.time_of_day(rng) + ".\n")
    d.t("Access: " + rng.choice(["R chest port accessed with 20G 3/4in Huber, + blood return",
                                 "PIV 22G L forearm, first attempt", "PICC R basilic, flushed easily"]) + ".\n")
    d.t("\nVitals:\n  Time    BP       HR   Temp   SpO2\n")
    for _ in range(3):
        d.t("  %-7s %d/%d   %d   %.1f   %d%%\n" % (V.time_of_day(rng)[:5], rng.randint(100, 150), rng.randint(60, 92),
                                                   rng.randint(58, 100), rng.uniform(36.2, 37.6), rng.randint(93, 100)))
    d.t("\nPump: " + rng.choice(DEVICE_MODELS[7:9] + ["Alaris 8015"]) + ", asset tag ").p(V.device_sn(rng), "DEVICE").t("\n")
    d.t("Infusion started " + V.time_of_day(rng) + ", rate titrated per protocol; completed without reaction.\n")
    he, his = ctx.pron()
    d.t("\nPt reports: \"")
    d.t(rng.choice(["my ", "our "]) + rng.choice(["daughter ", "son ", "neighbor "]))
    d.p(ctx.fam.form(rng, "first"), "FAMILY").t(" drove me today, " + rng.choice(["she", "he"]) + " works at ")
    d.p(ctx.employer, "ORGANIZATION").t(" so we have to be out by " + rng.choice(["2", "3:30", "noon"]) + ".\"\n")
    if rng.random() < 0.4:
        d.t("Transport vehicle plate ").p(V.plate(rng), "VEHICLE").t(" noted for valet.\n")
    d.t("Next appointment: ")
    nx = ctx.days(rng.choice([14, 21, 28, 42]))
    C.date(d, rng, nx, rng.choice(["wd_short", "mdy_slash", "abbr_mdy"]))
    d.t(" at " + V.time_of_day(rng) + ". Pt given infusion line ").p(V.phone(rng), "PHONE").t(".\n")
    d.t("\n").p(rn.form(rng, rng.choice(["full", "full_mi"])), "DOCTOR").t(", RN, OCN\n")
    if rng.random() < 0.5:
        d.t("Co-signed: ").p(ctx.docs[3].form(rng, "f_last"), "DOCTOR").t(", charge RN\n")
    return d


def dialysis_run(rng):
    ctx = V.Ctx(rng, (30, 93))
    d = Doc()
    unit = rng.choice(["Riverbend Kidney Care", "North Tamarack Dialysis", "Beacon Hill Nephrology", ctx.hosp])
    d.t("HEMODIALYSIS RUN SHEET\n").p(unit, "HOSPITAL").t(", ")
    a = V.Address(rng)
    d.p(a.city, "CITY").t(", ").p(a.st, "STATE").t("\n")
    d.t("Date: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "wd_short", "iso"]))
    d.t("   Shift: " + rng.choice(["MWF 1st", "TTS 2nd", "MWF 3rd"]) + "   Station: ").p(str(rng.randint(1, 28)), "LOCATION_OTHER").t("\n")
    d.t("Pt: ").p(ctx.pt.form(rng, rng.choice(["upper", "last_first"])), "PATIENT")
    d.t("   MRN ").p(ctx.mrn, "MRN").t("   ").p(ctx.age, "AGE").t(ctx.pt.sex + "\n")
    if rng.random() < 0.6:
        d.t("Medicare Beneficiary ID: ").p(ctx.plan, "HEALTHPLAN").t("\n")
    if rng.random() < 0.4:
        d.t("Check-in biometric: ").p(V.bioid(rng), "BIOID").t("\n")
    d.t("Nephrologist: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style=rng.choice(["dr_last", "full_cred"]))
    d.t("\nMachine: Fresenius 2008T  S/N ").p(V.device_sn(rng), "DEVICE").t("   Dialyzer: Optiflux F180NR\n")
    d.t("Access: " + rng.choice(["L brachiocephalic AVF", "R radiocephalic AVF", "R IJ tunneled catheter", "L forearm AVG"]) + "\n\n")
    pre = round(rng.uniform(62, 110), 1)
    d.t("Pre wt %.1f kg  EDW %.1f kg  UF goal %.1f L\n" % (pre, pre - 2.5, 2.8))
    d.t("Bath: K 2 / Ca 2.5 / Na 138 / HCO3 35   Heparin 2000 u bolus\n")
    d.t("Prescription: 4h, Qb 400, Qd 600\n\n")
    d.t("| Time  | BP      | HR | Qb  | VP  | AP   | UF   | Initials |\n|-------|---------|----|-----|-----|------|------|----------|\n")
    h = rng.randint(6, 14)
    inits = [ctx.docs[2], ctx.docs[3]]
    for i in range(rng.randint(4, 6)):
        d.t("| %02d:%02d | %d/%d  | %d | 400 | %d | -%d | %.1f  | " % (h + i // 2, 30 * (i % 2), rng.randint(100, 170), rng.randint(55, 95),
                                                                    rng.randint(60, 100), rng.randint(120, 190), rng.randint(140, 220), 0.6 * i))
        d.p(rng.choice(inits).form(rng, "initials_plain"), "DOCTOR").t("       |\n")
    d.t("\nPost wt %.1f kg. Needles out %s, hemostasis 8 min.\n" % (pre - 2.6, V.time_of_day(rng)))
    d.t("Labs drawn: K 5.6, phos 6.1, Hgb 10.2, Kt/V 1.42, URR 71%.\n")
    d.t("Meds given: epoetin alfa 6000 units IV, calcitriol 0.5 mcg, iron sucrose 100 mg.\n")
    r = rng.random()
    if r < 0.35:
        d.t("\nTransport: county van plate ").p(V.plate(rng), "VEHICLE").t(", driver ").p(V.Person(rng).form(rng, "first"), "FAMILY").t(". Pick up " + V.time_of_day(rng) + ".\n")
    elif r < 0.6:
        d.t("\nPt states " + ctx.pron()[0] + " missed ")
        C.date(d, rng, ctx.days(-2), rng.choice(["wd_short", "md"]))
        d.t(" run because ").p(ctx.fam.form(rng, "first"), "FAMILY").t("'s car broke down near ").p(rng.choice(LANDMARKS), "LOCATION_OTHER").t(".\n")
    else:
        d.t("\nTransplant referral: evaluation at ").p(ctx.hosp2, "HOSPITAL").t(" on ")
        C.date(d, rng, ctx.days(rng.randint(10, 60)), "abbr_mdy")
        d.t("; living donor candidate is " + ctx.rel + " ").p(ctx.fam.form(rng, "full"), "FAMILY").t(", age ").p(rng.randint(24, 60), "AGE").t(".\n")
    d.t("\nRN: ").p(ctx.docs[2].form(rng, "full"), "DOCTOR").t(", RN   PCT: ").p(ctx.docs[3].form(rng, "first_li"), "DOCTOR").t("\n")
    return d
