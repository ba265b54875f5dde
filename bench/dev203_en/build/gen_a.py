"""Genres: pre-anaesthetic assessment, intraoperative record, PACU note, acute pain service round."""
import core as C
import clin as CL
import common as M
import pools as P
from core import S


def pre_anaesthetic(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    proc, spec, tech, day = CL.pick_proc(r, c)
    surgeon = C.person(r)
    op_date = C.plus(c.date, r.randint(3, 45))
    ds = c.ds
    title = r.choice(["PRE-ANAESTHETIC ASSESSMENT", "Pre-Anaesthesia Clinic Assessment",
                      "PREADMISSION CLINIC - ANAESTHETIC REVIEW", "Perioperative Medicine Clinic: Anaesthetic Assessment"])
    if country == "CA":
        title = title.replace("ANAESTHETIC", "ANESTHETIC").replace("Anaesthe", "Anesthe").replace("ANAESTHE", "ANESTHE")
    d.w(S("HOSPITAL", c.hospital), "\n", title, "\n\n")
    M.pt_header(d, c, r)
    if r.random() < 0.6:
        M.nok_line(d, c, r)
    d.w("Clinic date: ", S("DATE", C.fd(c.date, ds)), "   Seen in ", r.choice(["Room ", "Consult room ", "Clinic room "]),
        S("LOCATION_OTHER", str(r.randint(1, 14)) + r.choice(["", "", "B"])))
    if r.random() < 0.35:
        d.w(", level ", str(r.randint(1, 5)), " ", S("LOCATION_OTHER", r.choice(C.BUILDINGS)))
    d.w("\n")
    d.w("Planned procedure: ", proc, " (", spec, ")\nSurgeon: ")
    d.w(M.doc_name(r, surgeon, country))
    d.w("   Date of surgery: ", S("DATE", C.fd(op_date, ds)))
    if r.random() < 0.5:
        d.w("   Booking ", S("IDNUM", C.idnum(r, "booking")))
    d.w("\n", "Admission: ", "day of surgery" if r.random() < 0.7 else "day prior", "\n\n")

    d.w("HPC\n")
    d.w(M.age_phrase(c, r), " ")
    if c.born and r.random() < 0.7:
        lang = P.LANG.get(c.born)
        d.w("born in ", S("COUNTRY", c.born), ", ")
        if r.random() < 0.5:
            d.w("moved to ", S("COUNTRY", "Australia" if country == "AU" else "Canada"), " in ",
                S("DATE", C.fd(C.life_date(r, c, 0, 1960), "year")), ", ")
        if lang:
            d.w(lang, "-speaking, ")
            if r.random() < 0.5:
                d.w("accredited interpreter used (", lang, ", phone interpreter ID ", S("IDNUM", str(r.randint(10000, 99999))), "), ")
    d.w("presenting for ", proc.lower() if r.random() < 0.5 else proc, ". ")
    if c.pt.nick and r.random() < 0.7:
        d.w("Prefers to be called \"", S("PATIENT", c.pt.nick), "\". ")
    n = r.randint(2, 5)
    cm = CL.comorb(r, n)
    d.w("Background of ", ", ".join(cm[:-1]), " and ", cm[-1], ".\n\n")

    d.w("PMHx\n")
    for i, x in enumerate(cm):
        d.w("- ", x)
        if i == 0 and r.random() < 0.5:
            d.w(", diagnosed ", S("DATE", C.fd(C.life_date(r, c, 10, 2000), r.choice(["year", "month_y", "mon_y"]))))
        d.w("\n")
    prev_year = C.life_date(r, c, 2, 1990)
    ph = r.choice(P.AU_HOSPITALS if country == "AU" else P.CA_HOSPITALS)
    d.w("\nPrevious anaesthetics: ", r.choice(["GA", "spinal", "GA + block", "sedation"]), " for ",
        r.choice(["appendicectomy", "LSCS", "knee arthroscopy", "hernia repair", "tonsillectomy", "colonoscopy"]),
        " in ", S("DATE", C.fd(prev_year, "year")), " at ", S("HOSPITAL", ph), " - ",
        r.choice(["uneventful", "severe PONV", "slow to wake", "difficult IV access", "no issues reported",
                  "documented grade 3 view, bougie used"]), ".\n")
    d.w("FHx: ", r.choice(["no known family history of MH or suxamethonium apnoea",
                           "mother reportedly 'slow to wake' after surgery - no formal Dx",
                           "nil anaesthetic problems in family"]), ".\n\n")

    d.w("Medications\n")
    for m in r.sample(CL.MEDS, r.randint(2, 6)):
        d.w("- ", m, "\n")
    d.w("Allergies: ", r.choice(CL.ALLERGIES), "\n\n")

    d.w("Social\n")
    f = r.randint(0, 2)
    if f == 0:
        d.w("Works as ", C.art(c.prof), S("PROFESSION", c.prof))
        if r.random() < 0.6:
            d.w(" at ", S("ORGANIZATION", c.employer))
        d.w(". ")
    elif f == 1:
        d.w("Retired ", S("PROFESSION", c.prof), ". ")
        if c.born is None and r.random() < 0.3:
            d.w("Recently returned from ", S("COUNTRY", r.choice(P.COUNTRIES)), " (", r.choice(["2 weeks ago", "last month"]), "), no illness. ")
    else:
        d.w("Occupation: ", S("PROFESSION", c.prof), ". ")
    d.w("Lives with ", c.nok_rel if c.nok_rel in ("wife", "husband", "partner", "daughter", "son") else "family",
        " ", S("FAMILY", C.nm(c.nok, "first")), " in ", S("CITY", c.city), ". ")
    sm = r.randint(0, 3)
    if sm == 1:
        d.w("Ex-smoker, quit ", S("DATE", C.fd(C.life_date(r, c, 18, 1995), "year")), " (", str(r.randint(5, 50)), " pack-years)")
    else:
        d.w(["Never smoker", "", "Current smoker 15/day", "Vapes daily"][sm])
    d.w(". EtOH ", str(r.randint(0, 30)), " SD/week. ", r.choice(["Independent ADLs.", "Uses a 4WW outdoors.",
                                                                   "Walks dog 3 km daily.", "Exercise tolerance 2 flights of stairs (>4 METs)."]), "\n\n")

    w, h, bmi = CL.wt_ht(r)
    d.w("Examination\nWt ", str(w), " kg  Ht ", str(h), " cm  BMI ", bmi, "\n", CL.vitals_line(r), "\n")
    d.w("Airway: ", CL.airway(r), "\nDentition: ", r.choice(CL.DENT), "\n")
    d.w("CVS: ", r.choice(["HS dual, no murmur", "ESM radiating to carotids", "irregularly irregular, no murmur"]),
        "   Resp: ", r.choice(["clear", "scattered wheeze", "reduced air entry bases"]), "\n\n")

    d.w("Investigations (", S("DATE", C.fd(C.plus(c.date, -r.randint(1, 20)), ds)), ")\n", CL.labs(r), "\n")
    d.w("ECG: ", r.choice(["SR 72, normal axis", "AF rate 88", "SR with RBBB", "sinus brady 54, 1st degree AVB"]), "\n")
    if r.random() < 0.4:
        d.w("TTE ", S("DATE", C.fd(C.plus(c.date, -r.randint(30, 400)), ds)), ": LVEF ", str(r.randint(30, 65)),
            "%, ", r.choice(["no significant valve disease", "mild MR", "moderate AS, mean gradient 28 mmHg"]), "\n")
    if r.random() < 0.25:
        d.w("Device: ", r.choice(["PPM", "dual-chamber PPM", "ICD"]), " (", r.choice(["Medtronic Azure", "Abbott Assurity", "Boston Scientific Accolade"]),
            ", serial ", S("DEVICE", C.device(r)), ") - last interrogation ", S("DATE", C.fd(C.plus(c.date, -r.randint(20, 200)), ds)),
            "; cardiac physiology to reprogram pre-op.\n")
    d.w("\n")

    d.w("Assessment\n", r.choice(CL.ASA), ". Planned technique: ", tech, ".\n")
    d.w("Plan\n")
    d.w("- Fasting: food until ", r.choice(["0200", "0230", "0700"]), ", clear fluids until 2 h pre-op\n")
    d.w("- ", r.choice(["Withhold apixaban 48 h pre-op", "Continue beta-blocker morning of surgery",
                        "Withhold metformin day of surgery", "Cease SGLT2i 3 days prior", "Bring CPAP machine"]), "\n")
    d.w("- ", r.choice(["Group & hold on admission", "Repeat Hb if < 110", "Carbohydrate loading drink", "PONV prophylaxis x2"]), "\n")
    if r.random() < 0.4:
        d.w("- Information sheet given: ", S("URL", C.url(r)), "\n")
    d.w("Risks discussed incl. sore throat, PONV, dental damage, awareness, block failure and nerve injury. "
        "Questions answered; ", r.choice(["patient", C.title(c.pt, country)]), " ")
    if r.random() < 0.5:
        d.w(S("PATIENT", c.pt.last), " ")
    d.w("happy to proceed.\n\n")
    if r.random() < 0.4:
        nn = C.person(r)
        d.w("Preadmission nurse: ", S("DOCTOR", C.nm(nn, "full")), ", ext ", S("PHONE", C.internal(r)), "\n")
    M.signature(d, r, country, date=c.date if r.random() < 0.5 else None, ds=ds, prov=c.state)
    return d, "pre_anaesthetic_assessment"


def intraop_record(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    proc, spec, tech, day = CL.pick_proc(r, c)
    ds = c.ds
    anaes = C.person(r)
    reg = C.person(r) if r.random() < 0.5 else None
    surg = C.person(r)
    an_nurse = C.person(r)
    scrub = C.person(r)
    d.w(S("HOSPITAL", c.hospital), " - ", r.choice(["ANAESTHESIA RECORD", "Intraoperative Anaesthetic Record",
                                                    "ANAESTHETIC CHART (electronic)"]) if country == "AU" else
        r.choice(["ANESTHESIA RECORD", "Intraoperative Anesthesia Record"]), "\n")
    d.w(r.choice(["Theatre ", "OR ", "Operating Room "]), S("LOCATION_OTHER", str(r.randint(1, 16))), "   Date: ",
        S("DATE", C.fd(c.date, ds)), "\n")
    M.pt_header(d, c, r, full=r.random() < 0.5)
    w, h, bmi = CL.wt_ht(r)
    d.w("Wt ", str(w), " kg  Ht ", str(h), " cm  ", r.choice(CL.ASA), "  Allergies: ", r.choice(CL.ALLERGIES), "\n")
    d.w("Procedure: ", proc, "\n")
    d.w("Surgeon: ", M.doc_name(r, surg, country), "\n")
    d.w("Anaesthetist: " if country == "AU" else "Anesthesiologist: ", M.doc_name(r, anaes, country))
    if reg:
        d.w("   Registrar: " if country == "AU" else "   Resident: ", S("DOCTOR", C.nm(reg, "full")))
    d.w("\n", r.choice(["Anaesthetic nurse: ", "Anaes assistant: ", "RT: ", "AT: "]), S("DOCTOR", C.nm(an_nurse, r.choice(["full", "ilast"]))),
        "   Scrub: ", S("DOCTOR", C.nm(scrub, r.choice(["full", "firstl", "ilast"]))), "\n")
    d.w("Machine: ", r.choice(["Draeger Perseus A500", "GE Aisys CS2", "Draeger Primus", "Mindray A7"]), " SN ",
        S("DEVICE", C.device(r)), "  Checked ", r.choice(["0730", "0745", "1245", "0800"]), "\n\n")

    d.w("Pre-induction: WHO sign-in complete, consent checked, site marked, fasted from ", r.choice(["2200", "0000", "0500"]), ".\n")
    h0 = r.randint(7, 15)
    m0 = r.choice([0, 10, 15, 20, 30, 40])
    induction = r.choice(["propofol 180 mg, fentanyl 150 mcg, rocuronium 50 mg",
                                                "propofol TCI (Marsh) Cp 4, remifentanil Ce 3 ng/mL",
                                                "ketamine 20 mg, propofol 120 mg, suxamethonium 100 mg (RSI)",
                                                "midazolam 1 mg, fentanyl 50 mcg; spinal as below"])
    tiva = "TCI" in induction or "spinal as below" in induction
    d.w(C.hmc(h0, m0), " Induction: ", induction, "\n")
    d.w("Airway: ", r.choice(["ETT 7.5 cuffed, Mac 3, CL grade 1, 22 cm at lips",
                              "i-gel size 4, easy insertion", "ETT 7.0, C-MAC VL, CL 2a, bougie",
                              "LMA Supreme 4, OGT", "natural airway, nasal prongs 2 L/min"]), "\n")
    if CL.has_regional(tech):
        d.w("Regional: ", tech, ", performed by ", S("DOCTOR", C.nm(reg or anaes, r.choice(["ilast", "last", "initials_nodot"]))),
            ", US-guided, no paraesthesia\n")
    d.w("Lines: 18G L forearm, ", r.choice(["20G R radial arterial line", "16G R ACF", "nil further", "R IJ CVC 5-lumen"]), "\n\n")

    d.w("VITALS\nTime   HR   BP        SpO2  EtCO2  Temp  MAC\n")
    hr = r.randint(60, 90)
    sys_ = r.randint(105, 150)
    t = h0 * 60 + m0
    tt = t
    for i in range(r.randint(6, 12)):
        tt += 0 if i == 0 else r.choice([5, 5, 10, 15])
        hr += r.randint(-6, 6)
        sys_ += r.randint(-12, 10)
        sys_ = max(82, sys_)
        mac = "-  " if tiva else "%.1f" % (r.randint(6, 12) / 10)
        d.w("%02d:%02d  %-3d  %d/%-3d  %-3d   %d     %.1f  %s\n" % (
            (tt // 60) % 24, tt % 60, hr, sys_, r.randint(45, 85), r.randint(95, 100), r.randint(30, 42),
            r.randint(355, 372) / 10, mac))
    d.w("\nDrugs: cefazolin 2 g ", C.hmc(h0, m0), ", dexamethasone 8 mg, ondansetron 4 mg, paracetamol 1 g IV, ",
        r.choice(["metaraminol 0.5 mg x3", "phenylephrine infusion 0-40 mcg/min", "ephedrine 6 mg x2", "nil vasopressor"]), ", ",
        r.choice(["morphine 6 mg", "hydromorphone 0.6 mg", "fentanyl 100 mcg total", "ketamine 0.25 mg/kg"]), "\n")
    d.w("Fluids: CSL ", str(r.randint(5, 25) * 100), " mL  EBL ", str(r.randint(1, 40) * 25), " mL  UO ",
        str(r.randint(1, 12) * 50), " mL\n")
    d.w("Events: ", r.choice(["nil", "brief hypotension post-induction responded to metaraminol",
                              "bronchospasm at intubation, salbutamol via ETT, resolved",
                              "surgical delay 25 min awaiting imaging", "tourniquet on 1h 42m at 250 mmHg"]), "\n")
    d.w("Reversal: ", r.choice(["sugammadex 200 mg", "neostigmine 2.5 mg + glycopyrrolate 0.4 mg", "not required, TOF 4/4"]), "\n")
    pn = C.person(r)
    d.w("Handover to PACU ", r.choice(["RN ", "nurse "]), S("DOCTOR", C.nm(pn, r.choice(["full", "first", "ilast"]))),
        " at ", C.hmc((h0 + 2) % 24, r.choice([5, 25, 45])), ", bay ", S("LOCATION_OTHER", str(r.randint(1, 14))), "\n\n")
    if r.random() < 0.35:
        d.w("Transfusion: 1 unit RBC, unit no. ", S("IDNUM", "R" + str(r.randint(10, 99)) + str(r.randint(1000000, 9999999))), "\n")
    d.w("--\nElectronically signed ", S("DATE", C.fd(c.date, ds)), " ", C.hmc((h0 + 2) % 24, 50), " by ")
    d.w(S("DOCTOR", C.nm(anaes, "full")))
    d.w(" (user ", S("USERNAME", C.username(r, anaes)), ")")
    if r.random() < 0.6:
        d.w("  workstation ", S("IPADDR", C.ip(r)))
    d.w("\n")
    return d, "intraop_anaesthesia_record"


def pacu_note(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    proc, spec, tech, day = CL.pick_proc(r, c)
    ds = c.ds
    rn = C.person(r)
    an = C.person(r)
    d.w(r.choice(["PACU NURSING NOTE", "Recovery Room Record", "POST-ANAESTHESIA CARE UNIT - Stage 1 Recovery",
                  "Recovery (PACU) progress note"]), "\n", S("HOSPITAL", c.hospital), "  ", S("DATE", C.fd(c.date, ds)), "\n\n")
    M.pt_header(d, c, r, full=False)
    d.w("Bay: ", S("LOCATION_OTHER", str(r.randint(1, 16))), "   Procedure: ", proc, "   Anaesthetic: " if country == "AU" else "   Anesthetic: ",
        tech, "\n\n")
    h = r.randint(9, 19)
    d.w(C.hmc(h, 5), " ", M.pt_ref(c, r) if r.random() < 0.6 else "Pt", " arrived from Theatre ", S("LOCATION_OTHER", str(r.randint(1, 12))), ". Handover from ",
        M.doc_name(r, an, country), " - ", r.choice(["uneventful GA", "difficult airway, see chart", "block working well",
                                                   "bleeding 600 mL, Hb check pending"]), ". ")
    d.w("Airway ", r.choice(["self-maintained", "LMA in situ, removed at " + C.hmc(h, 12), "Guedel, jaw thrust briefly"]),
        ", O2 via Hudson 6 L/min.\n")
    d.w("\nTime   HR   BP       RR  SpO2  Pain  Sed  PONV\n")
    tm = h * 60 + 5
    for i in range(r.randint(4, 8)):
        tm += 0 if i == 0 else r.choice([5, 10, 15])
        d.w(C.hmc((tm // 60) % 24, tm % 60), "  %-3d  %d/%-3d  %-2d  %d    %d/10  %d    %d\n" % (
            r.randint(58, 104), r.randint(100, 165), r.randint(50, 90), r.randint(10, 22), r.randint(93, 100),
            r.randint(0, 8), r.randint(0, 2), r.randint(0, 2)))
    d.w("\nAnalgesia: ", r.choice(["fentanyl 25 mcg IV x3 per protocol", "oxycodone 5 mg PO", "morphine 2 mg IV x2",
                                   "ketamine 10 mg IV", "nil required, block dense"]), ". Antiemetic: ",
        r.choice(["droperidol 0.625 mg", "nil", "ondansetron 4 mg", "cyclizine 25 mg"]), ".\n")
    if r.random() < 0.5:
        d.w("Family: ", c.nok_rel, " ", S("FAMILY", C.nm(c.nok, r.choice(["first", "full"]))), " phoned ",
            S("PHONE", c.nok_phone), " at ", C.hmc(((tm + 5) // 60) % 24, (tm + 5) % 60), " - updated.\n")
    if r.random() < 0.3:
        d.w("Glucose ", "%.1f" % (r.randint(48, 152) / 10), " mmol/L; ", r.choice(["insulin per sliding scale", "no action"]), ".\n")
    d.w("Aldrete ", str(r.randint(8, 10)), "/10 at ", C.hmc(((tm + 15) // 60) % 24, (tm + 15) % 60), ". Discharge criteria met.\n")
    ward = c.ward
    if r.random() < 0.3:
        d.w("Discharged to Day Surgery Unit stage 2, chair ", S("LOCATION_OTHER", str(r.randint(1, 20))), ".\n")
    else:
        d.w("Transferred to ", S("HOSPITAL", ward), ", bed ", S("LOCATION_OTHER", M.loc_bed(r)), ", handover to ",
            S("DOCTOR", C.nm(C.person(r), r.choice(["full", "first"]))), " RN.\n")
    d.w("\n")
    M.nurse_sig(d, r, country, rn)
    d.w("  ", C.hmc(((tm + 25) // 60) % 24, (tm + 25) % 60), "\n")
    if r.random() < 0.4:
        d.w("Login: ", S("USERNAME", C.username(r, rn)), "\n")
    return d, "pacu_recovery_note"


def aps_round(r, country, lower):
    d = C.Doc(lower)
    first = C.make_case(r, country)
    ds = first.ds
    cnc = C.person(r)
    cons = C.person(r)
    aps = "Acute Pain Service" if r.random() < 0.7 else "APS"
    d.w(S("HOSPITAL", first.hospital), " - ", aps, " ward round\n")
    d.w("Date: ", S("DATE", C.fd(first.date, r.choice(["wd_long", "wd_long_ca"]) if r.random() < 0.4 else ds)), "\n")
    d.w("Team: ", M.doc_name(r, cons, country), " (consultant), ", S("DOCTOR", C.nm(cnc, "full")),
        r.choice([" (APS CNC)", " (pain CNS)", " CNC"]), "\n\n")
    n = r.randint(2, 4)
    for i in range(n):
        c = first if i == 0 else C.make_case(r, country)
        c.date = first.date
        proc, spec, tech, day = CL.pick_proc(r, c, inpatient=True)
        pod = r.randint(0, 4)
        d.w(str(i + 1), ". ", S("PATIENT", C.nm(c.pt, r.choice(["LASTfirst", "lastfirst", "full", "LASTFIRST"]))), "  ",
            M.mrn_label(c, r), S("MRN", c.mrn), "  ", S("HOSPITAL", c.ward), " bed ", S("LOCATION_OTHER", M.loc_bed(r)), "\n")
        d.w("   ", M.age_phrase(c, r), ", POD ", str(pod), " ", proc, ".\n")
        mod = r.randint(0, 3)
        if mod == 0:
            d.w("   Thoracic epidural ", r.choice(["T8/9", "T9/10", "T7/8"]), ": ropivacaine 0.2% + fentanyl 2 mcg/mL at ",
                str(r.randint(6, 12)), " mL/h, PCEA 4 mL/20 min. Pump SN ", S("DEVICE", C.device(r)), ".\n")
            d.w("   Block ", r.choice(["T5-T11 bilat to ice", "T6-L1 L>R", "patchy, T8-T10 R only"]), ", Bromage ",
                str(r.randint(0, 1)), ".\n")
        elif mod == 1:
            d.w("   PCA ", r.choice(["morphine 1 mg/5 min", "fentanyl 20 mcg/5 min", "hydromorphone 0.2 mg/5 min", "oxycodone 1 mg/5 min"]),
                ", no background. ", str(r.randint(8, 60)), " demands / ", str(r.randint(6, 40)), " good in 24 h. Device ",
                S("DEVICE", C.device(r)), ".\n")
        elif mod == 2:
            d.w("   ", r.choice(["Adductor canal", "Fascia iliaca", "Paravertebral", "Rectus sheath", "Popliteal sciatic"]),
                " catheter: ropivacaine 0.2% ", str(r.randint(4, 10)), " mL/h. Site clean.\n")
        else:
            d.w("   Oral regimen: paracetamol 1 g QID, celecoxib 100 mg BD, oxycodone IR 5-10 mg 3/24 PRN (used ",
                str(r.randint(0, 6)), " doses).\n")
        d.w("   Pain ", str(r.randint(0, 4)), "/10 rest, ", str(r.randint(2, 9)), "/10 movement. Sedation ",
            str(r.randint(0, 2)), ", RR ", str(r.randint(10, 20)), ", ", r.choice(["no nausea", "mild nausea", "pruritus - naloxone 40 mcg",
                                                                                     "BP 96/54, fluids charted"]), ".\n")
        if r.random() < 0.35:
            d.w("   ", C.his(c.pt).capitalize(), " ", c.nok_rel, " ", S("FAMILY", C.nm(c.nok, "first")),
                " at bedside, ", r.choice(["anxious about opioids", "asked re discharge plan", "supportive"]), ".\n")
        d.w("   Plan: ", r.choice(["continue, review tomorrow", "wean epidural from 0600, remove catheter if INR < 1.5",
                                   "cease PCA, start oxycodone CR 10 mg BD with 5-day taper",
                                   "add ketamine 0.1 mg/kg/h", "discharge from APS; GP letter re opioid taper"]), ".\n")
        if r.random() < 0.25:
            d.w("   Last enoxaparin dose ", S("DATE", C.fd(C.plus(c.date, -1), r.choice(["dm", C.short_style(country)]))),
                " at 20:00 - catheter removal not before 10:00.\n")
        d.w("\n")
    d.w("APS pager ", S("PHONE", C.pager(r)), " (", r.choice(["0800-1630", "24 h", "business hours; after hours via anaesthetic registrar"]), ")\n")
    M.nurse_sig(d, r, country, cnc, "CNC" if country == "AU" else "CNS")
    if r.random() < 0.5:
        d.w("  e-signed by ", S("USERNAME", C.username(r, cnc)))
    d.w("\n")
    return d, "acute_pain_service_round"
