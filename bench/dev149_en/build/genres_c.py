"""Genres: specialty referral fax cover sheet, plus own genres: anticoagulation clinic telephone encounter,
cardiac device remote-monitoring report, inpatient nephrology discharge summary."""
import datetime as dt
import values as V
import common as C
from doc import Doc
from pools import DEVICE_MODELS, WARDS, CARDIO_DRUGS, LANDMARKS


def fax_cover(rng):
    ctx = V.Ctx(rng)
    d = Doc()
    spec = rng.choice(["Cardiology", "Oncology", "Nephrology", "Rheumatology", "Endocrinology", "Gastroenterology"])
    d.t(rng.choice(["FAX COVER SHEET", "*** CONFIDENTIAL FAX ***", "Facsimile Transmittal"]) + "\n\n")
    d.t("From: ").p(ctx.hosp2, "HOSPITAL").t("\n")
    V.emit_address(d, rng, V.Address(rng), oneline=rng.random() < 0.5)
    d.t("\nPhone: ").p(V.phone(rng), "PHONE").t("    Fax: ").p(V.phone(rng), "FAX").t("\n")
    d.t("Sender: ").p(ctx.docs[2].form(rng, rng.choice(["full", "first_li"])), "DOCTOR").t(", referral coordinator\n\n")
    d.t("To: ").p(ctx.hosp, "HOSPITAL").t(" - " + spec + " Intake\nAttn: ")
    C.doc_name(d, rng, ctx.docs[0], style=rng.choice(["dr_last", "dr_full", "drnodot"]))
    d.t("\nFax: ").p(V.phone(rng), "FAX").t("\n\nDate: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "mdy_short", "long"]))
    d.t("   Time sent: " + V.time_of_day(rng) + "   Pages (incl. cover): " + str(rng.randint(3, 22)) + "\n\n")
    d.t("[X] Urgent  [ ] Routine  [X] Please call to schedule\n\n")
    d.t("RE: ").p(ctx.pt.form(rng, rng.choice(["full", "last_first", "upper"])), "PATIENT").t("  DOB ")
    C.date(d, rng, ctx.dob, rng.choice(["mdy_slash", "mdy_nopad"]))
    d.t("\nPatient phone: ").p(ctx.phone, "PHONE")
    if rng.random() < 0.5:
        d.t("   Alt (" + ctx.rel + " ").p(ctx.fam.form(rng, "first"), "FAMILY").t("): ").p(V.phone(rng), "PHONE")
    d.t("\nInsurance: ").p(rng.choice(["Bluewater Health Plan", "Keystone Mutual Health", "Pacifica Benefit Trust"]), "ORGANIZATION")
    d.t("  ID ").p(ctx.plan, "HEALTHPLAN").t("\nReferral/Auth #: ").p(V.order_no(rng), "IDNUM").t("\n\n")
    d.t("Reason for referral: " + rng.choice(["new LBBB on ECG, EF 35%", "rising creatinine 2.4 from 1.3, proteinuria 3 g",
                                              "positive FIT, iron deficiency", "inflammatory polyarthritis, RF+",
                                              "TSH <0.01, goiter", "8 mm lung nodule, growth on CT"]) + ".\n")
    d.t("Enclosed: office notes from ")
    d1 = ctx.days(-rng.randint(30, 120))
    C.date(d, rng, d1, rng.choice(["md", "mdy_slash"]))
    d.t(" through ")
    C.date(d, rng, ctx.days(-rng.randint(1, 20)), rng.choice(["md", "mdy_slash"]))
    d.t(", labs (CBC, CMP, lipid panel, TSH), medication list.\n")
    d.t("Referring provider: ")
    C.doc_name(d, rng, ctx.docs[1], style="full_cred")
    d.t("  NPI ").p(V.npi(rng), "LICENSE").t("\n\n")
    d.t("CONFIDENTIALITY NOTICE: This facsimile contains protected health information. If received in error, ")
    d.t("notify the sender at ").p(V.phone(rng), "PHONE").t(" or ").p(V.email(rng), "EMAIL").t(" and destroy all copies.\n")
    if rng.random() < 0.4:
        d.t("Sent via eFax gateway ").p(V.ipaddr(rng), "IPADDR").t(" job " + str(rng.randint(100000, 999999)) + "\n")
    return d


def anticoag_phone(rng):
    ctx = V.Ctx(rng, (45, 97))
    d = Doc()
    ph = ctx.docs[2]
    d.t("Anticoagulation Clinic - Telephone Encounter\n").p(rng.choice([ctx.hosp, "Pinecrest Cardiology Group"]), "HOSPITAL").t("\n")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "wd_long", "abbr_mdy"]))
    d.t(" " + V.time_of_day(rng) + "\n")
    d.t("Pt: ").p(ctx.pt.form(rng, rng.choice(["last_first", "full"])), "PATIENT").t(" (MRN ").p(ctx.mrn, "MRN").t(")  ")
    if rng.random() < 0.5:
        d.p(ctx.age, "AGE").t(" y/o")
    else:
        d.t("age ").p(ctx.age, "AGE")
    d.t("\nIndication: " + rng.choice(["AF", "mechanical mitral valve", "recurrent DVT/PE", "LV thrombus"]) +
        "   Goal INR " + rng.choice(["2.0-3.0", "2.5-3.5"]) + "   Warfarin since ")
    C.date(d, rng, ctx.days(-rng.randint(300, 3000)), rng.choice(["year", "month_year"]))
    d.t("\n\nPOC INR today: %.1f (home meter %s, serial " % (rng.uniform(1.4, 4.8), rng.choice(["CoaguChek XS", "CoaguChek Pro II"])))
    d.p(V.device_sn(rng), "DEVICE").t(")\n")
    d.t("Previous INRs:\n")
    for i in range(rng.randint(3, 5)):
        d.t("  ")
        C.date(d, rng, ctx.days(-7 * (i + 1)), rng.choice(["md", "mdy_short"]))
        d.t("  %.1f  %s mg/wk\n" % (rng.uniform(1.5, 4.0), rng.choice(["35", "37.5", "40", "42.5"])))
    d.t("\nSpoke with ")
    who = rng.random()
    if who < 0.5:
        d.t("patient. ")
    else:
        d.t(ctx.rel + " ").p(ctx.fam.form(rng, rng.choice(["first", "full"])), "FAMILY").t(" (HIPAA release on file). ")
    he, his = ctx.pron()
    d.t("Transcript excerpt:\n")
    d.t("  caller: \"")
    d.t(rng.choice(["he", "she"]) + " had the " + rng.choice(["bactrim", "fluconazole", "amiodarone"]) + " from dr ")
    d.p(ctx.docs[1].form(rng, "last").lower(), "DOCTOR").t(" last week and a nosebleed on ")
    C.date(d, rng, ctx.days(-rng.randint(1, 5)), rng.choice(["wd_short", "md"]))
    d.t(", we were at ").p(rng.choice(LANDMARKS), "LOCATION_OTHER").t(" when it started\"\n")
    d.t("  rn: \"any black stools or blood in the urine?\"\n  caller: \"no, none of that\"\n")
    d.t("\nDiet: vitamin K intake stable; no new supplements. No missed doses per pill box.\n")
    d.t("Plan: hold 1 dose, then reduce weekly dose by 10%. Recheck INR ")
    C.date(d, rng, ctx.days(rng.choice([3, 5, 7])), rng.choice(["wd_short", "mdy_slash", "wd_long"]))
    d.t(" at ").p(rng.choice(["Wren Creek Clinic", "Alder Point Community Hospital", ctx.hosp2]), "HOSPITAL").t(" lab.\n")
    d.t("Callback number confirmed: ").p(ctx.phone, "PHONE").t("\n")
    if rng.random() < 0.4:
        d.t("Home address verified for meter supplies: ")
        V.emit_address(d, rng, ctx.addr, oneline=True)
        d.t("\n")
    d.t("\n").p(ph.form(rng, rng.choice(["full", "full_mi"])), "DOCTOR").t(", PharmD, CACP  pager ").p(V.pager(rng), "PHONE").t("\n")
    if rng.random() < 0.5:
        d.t("Logged in as ").p(ph.username(rng), "USERNAME").t(" on workstation ").p(V.ipaddr(rng), "IPADDR").t("\n")
    return d


def device_remote(rng):
    ctx = V.Ctx(rng, (40, 95))
    d = Doc()
    kind = rng.choice(["ICD", "pacemaker", "CRT-D", "implantable loop recorder"])
    model = rng.choice(DEVICE_MODELS[:3])
    d.t("REMOTE DEVICE TRANSMISSION REVIEW\n").p(rng.choice(["Pinecrest Cardiology Group", "Mesa Verde Heart Institute", ctx.hosp]), "HOSPITAL")
    d.t(" Device Clinic\n\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["kv", "inline", "upper"]), extra=False)
    d.t("Transmission received: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "iso", "wd_long"]))
    d.t(" " + V.time_of_day(rng) + " (scheduled)\n")
    d.t("Device: " + model + " " + kind + "\nSerial: ").p(V.device_sn(rng), "DEVICE").t("\n")
    d.t("Implanted: ")
    C.date(d, rng, ctx.days(-rng.randint(200, 3000)), rng.choice(["mdy_slash", "month_year", "long"]))
    d.t(" by ")
    C.doc_name(d, rng, ctx.docs[1], style="dr_last")
    d.t(" at ").p(ctx.hosp2, "HOSPITAL").t("\n")
    d.t("Leads: RA 5076-52 SN ").p(V.device_sn(rng), "DEVICE").t("; RV 6935M SN ").p(V.device_sn(rng), "DEVICE").t("\n")
    d.t("Home monitor: MyCareLink, serial ").p(V.device_sn(rng), "DEVICE").t(", IP ").p(V.ipaddr(rng), "IPADDR").t("\n\n")
    d.t("Battery: %.1f years (RRT not reached)   Mode: DDDR 60/130\n" % rng.uniform(2, 11))
    d.t("                RA        RV\n")
    d.t("Sensing (mV)    %.1f       %.1f\n" % (rng.uniform(1, 4), rng.uniform(6, 20)))
    d.t("Impedance (ohm) %d       %d\n" % (rng.randint(350, 700), rng.randint(350, 900)))
    d.t("Threshold (V)   %.2f@0.4  %.2f@0.4\n" % (rng.uniform(0.5, 1.5), rng.uniform(0.5, 1.5)))
    d.t("Pacing: AP %d%%  VP %d%%\n\nEvents:\n" % (rng.randint(1, 90), rng.randint(0, 99)))
    for _ in range(rng.randint(1, 3)):
        d.t("  ")
        C.date(d, rng, ctx.days(-rng.randint(1, 85)), rng.choice(["mdy_slash", "md", "mon_day"]))
        d.t(" " + V.time_of_day(rng) + "  " + rng.choice(["AT/AF 3h 12m, max V rate 132", "NSVT 9 beats",
                                                          "VT 188 bpm, ATP x1 successful", "mode switch 14 episodes"]) + "\n")
    d.t("AF burden 2.1%. OptiVol threshold not crossed.\n")
    d.t("\nAssessment: normal device function. Episodes reviewed with ")
    C.doc_name(d, rng, ctx.docs[0], style="dr_last")
    d.t("; CHA2DS2-VASc 3, already on apixaban.\n")
    if rng.random() < 0.5:
        d.t("Patient called at ").p(ctx.phone, "PHONE").t("; " + ctx.rel + " ").p(ctx.fam.form(rng, "first"), "FAMILY")
        d.t(" answered. DMV letter re: driving restriction after shock sent to ")
        V.emit_address(d, rng, ctx.addr, oneline=True)
        d.t(". DL # ").p(V.letters(rng, 1) + V.digits(rng, 8), "LICENSE").t(".\n")
    d.t("Next remote: ")
    C.date(d, rng, ctx.days(91), rng.choice(["mdy_slash", "abbr_mdy", "month_year"]))
    d.t("; in-clinic check ")
    C.date(d, rng, ctx.days(rng.randint(150, 200)), rng.choice(["month_year", "mdy_slash"]))
    d.t(".\n\nReviewed by ").p(ctx.docs[2].form(rng, "full"), "DOCTOR").t(", RN, CCDS\n")
    C.signature(d, rng, ctx, person=ctx.docs[0], cred="MD")
    return d


def neph_discharge(rng):
    ctx = V.Ctx(rng, (24, 95))
    d = Doc()
    adm = ctx.days(-rng.randint(3, 12))
    d.t("DISCHARGE SUMMARY - NEPHROLOGY\n").p(ctx.hosp, "HOSPITAL").t("\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["upper", "kv"]))
    d.t("Admitted: ")
    C.date(d, rng, adm, rng.choice(["mdy_slash", "long", "iso"]))
    d.t("   Discharged: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "long", "iso"]))
    d.t("\nUnit: ").p(rng.choice(WARDS), "HOSPITAL").t(", bed ").p(str(rng.randint(1, 36)) + rng.choice(["", "A", "B", "-2"]), "LOCATION_OTHER").t("\n")
    d.t("Attending: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD, FASN", style=rng.choice(["full_cred", "dr_full"]))
    d.t("\nPCP: ")
    C.doc_name(d, rng, ctx.docs[1], style="dr_last")
    d.t(", ").p(ctx.hosp2, "HOSPITAL").t("\n\nHOSPITAL COURSE:\n")
    d.p(ctx.age, "AGE").t(rng.choice([" yo ", "-year-old ", " y.o. "]) + ctx.sex_word() + " with " +
                         rng.choice(["CKD 4 from diabetic nephropathy", "IgA nephropathy", "ADPKD", "lupus nephritis",
                                     "hypertensive nephrosclerosis"]) + " admitted with " +
                         rng.choice(["AKI on CKD (Cr 4.8 from baseline 2.6) and hyperkalemia K 6.7",
                                     "volume overload, 9 kg weight gain", "uremic pericarditis",
                                     "calciphylaxis lesions of the thighs"]) + ". ")
    d.t("Tunneled HD catheter placed by IR on ")
    C.date(d, rng, adm + dt.timedelta(days=1), rng.choice(["md", "wd_short", "mdy_slash"]))
    d.t("; first dialysis ")
    C.date(d, rng, adm + dt.timedelta(days=2), rng.choice(["md", "wd_short", "mdy_slash"]))
    d.t(" (Qb 250, 2h). Received Lokelma and insulin/D50. Renal ultrasound: echogenic kidneys, no hydronephrosis.\n")
    d.t("Kidney biopsy (accession ").p(V.accession(rng, "RB"), "IDNUM").t(") deferred.\n")
    if rng.random() < 0.5:
        d.t("Patient transferred from ").p(ctx.hosp2, "HOSPITAL").t(" by ambulance, unit # ").p(V.plate(rng), "VEHICLE").t(".\n")
    else:
        d.t("Patient's car (VIN ").p(V.vin(rng), "VEHICLE").t(") left in garage ").p("Level " + str(rng.randint(1, 5)), "LOCATION_OTHER").t("; keys with security.\n")
    d.t("\nDISCHARGE LABS: Na 137, K 4.6, HCO3 21, BUN 58, Cr 3.9, Ca 8.6, phos 5.4, albumin 3.1, Hgb 8.8, PTH 412.\n")
    C.meds(d, rng, CARDIO_DRUGS, 3)
    d.t("- sevelamer 800 mg TID with meals\n- darbepoetin per outpatient unit\n")
    C.social(d, rng, ctx)
    d.t("\nDISPOSITION: home with " + ctx.rel + ". Outpatient HD chair at ").p(rng.choice(["Riverbend Kidney Care", "North Tamarack Dialysis"]), "HOSPITAL")
    d.t(", ").p(ctx.addr.city, "CITY").t(", MWF starting ")
    C.date(d, rng, ctx.days(rng.choice([1, 2, 3])), rng.choice(["wd_short", "wd_long", "mdy_slash"]))
    d.t(".\nFollow-up: ")
    C.doc_name(d, rng, ctx.docs[0], style="dr_last")
    d.t(" clinic ")
    C.date(d, rng, ctx.days(rng.randint(7, 21)), rng.choice(["mdy_slash", "abbr_mdy"]))
    d.t("; vascular surgery for AVF mapping with ")
    C.doc_name(d, rng, ctx.docs[3], style="dr_last")
    d.t(" at ").p("Tri-Valley Vascular Institute", "HOSPITAL").t(".\n")
    d.t("Case manager: ").p(V.Person(rng).form(rng, "full"), "DOCTOR").t(", ").p(V.phone(rng), "PHONE").t("\n")
    if rng.random() < 0.5:
        d.t("SSN on facesheet: ").p(V.ssn(rng), "SSN").t("  Medicaid ID: ").p(ctx.plan, "HEALTHPLAN").t("\n")
    C.signature(d, rng, ctx)
    if rng.random() < 0.4:
        C.transcription_tag(d, rng, ctx)
    return d
