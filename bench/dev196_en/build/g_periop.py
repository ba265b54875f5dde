"""Genres: pre-operative assessment checklist, post-operative ward round, implant registry form."""
import clin as K
import core as C
from ctx import Ctx, dname, header, pt_block, sign

MANUF = ["Corvid Orthopaedics", "Northgate Implants", "Halcyon Joint Systems", "Meridian Ortho Devices"]


def box(rng, yes=True):
    if yes:
        return rng.choice(["[x] ", "[X] ", "(Y) ", "Yes - "])
    return rng.choice(["[ ] ", "(N) ", "No - "])


def preop_checklist(rng, country, lower):
    x = Ctx(rng, country, min_age=48, max_age=90)
    n = C.Note(lower)
    pr = rng.choice(K.ARTHRO + K.ARTHRO[:2])
    side = x.side()
    sdate = C.add(x.visit, rng.randint(7, 28))
    header(n, x, "Pre-Admission Testing" if x.us else rng.choice(["Pre-Operative Assessment Clinic", "Pre-Assessment Unit"]),
           rng.choice(["PRE-OPERATIVE ASSESSMENT CHECKLIST", "Pre-op Nursing Assessment & Checklist", "PRE-ADMISSION CHECKLIST"]))
    pt_block(n, x, ("name", "dob", "age", "mrn", "ins") if rng.random() < 0.5 else ("name", "dob", "mrn", "addr", "phone"))
    n.t("Planned procedure: " + side + " " + pr["name"] + " (" + pr["short"] + ")\n")
    n.t("Surgeon: ")
    dname(n, x.surg, rng, "title_last")
    n.f("    Planned date: {DATE}\n", x.d(sdate))
    n.f("Admission: {DATE} to {HOSPITAL}", x.d(sdate) if rng.random() < 0.6 else x.d(C.add(sdate, -1)), x.ward)
    if rng.random() < 0.5:
        n.f(", room {LOCATION_OTHER}", x.room)
    n.f("\nAssessment date: {DATE}    Assessed by: ", x.d(x.visit))
    n.f("{DOCTOR}, " + x.nurse.cred + "\n\n", x.nurse.fl)
    n.t("IDENTIFICATION & CONSENT\n")
    n.t(box(rng) + "Patient identity confirmed verbally and against wristband (name, DOB, MRN)\n")
    if rng.random() < 0.75:
        lab, pre = rng.choice([("Biometric palm-vein ID enrolled: ", "PV-"), ("Fingerprint check-in ID: ", "FP-"),
                               ("Biometric identifier on file: ", "BIO-"), ("Palm-scan registration no. ", "PALM")])
        n.f(box(rng) + lab + "{BIOID}\n", pre + C.digits(rng, 5) + rng.choice(["", "-" + C.letters(rng, 1)]))
    n.t(box(rng) + "Consent (form 1) signed")
    n.f(" on {DATE} with ", x.d(x.visit))
    dname(n, x.jun, rng)
    n.t("; risks incl. infection, DVT/PE, stiffness, revision discussed\n")
    n.t(box(rng, rng.random() < 0.5) + "Surgical site marked (to be done on day of surgery)\n")
    n.t("\nMEDICAL\n")
    pmh = x.pmh(3)
    n.t("PMH: " + "; ".join(pmh) + "\n")
    n.t("Allergies: " + rng.choice(K.ALLERGIES) + "\n")
    n.t("Anticoagulant/antiplatelet: ")
    if "AF on apixaban" in pmh:
        n.f("apixaban 5 mg BD - last dose {DATE}\n", x.d(C.add(sdate, -3)))
    elif rng.random() < 0.4:
        drug = rng.choice(["apixaban 5 mg BD", "rivaroxaban 20 mg OD", "clopidogrel 75 mg OD", "warfarin (target INR 2-3)"])
        n.f(drug + " - last dose {DATE}\n", x.d(C.add(sdate, -rng.choice([2, 3, 5, 7]))))
    else:
        n.t("none\n")
    n.t(box(rng, rng.random() < 0.3) + "Diabetic - HbA1c " + str(rng.randint(38, 72)) + " mmol/mol\n")
    n.t("Obs: " + K.vitals(rng, x.us) + "\n")
    h = rng.randint(152, 192)
    w = rng.randint(52, 128)
    n.t("Height %d cm, weight %d kg, BMI %.1f\n" % (h, w, w / (h / 100.0) ** 2))
    n.t("\nINVESTIGATIONS\n")
    n.f(box(rng) + "FBC, U&E, coag, G&S - sample no. {IDNUM}\n", rng.choice(["B", "S", ""]) + C.digits(rng, 2) + "-" + C.digits(rng, 6))
    n.f(box(rng) + "MRSA screen (nose, groin) lab no. {IDNUM} - " + rng.choice(["negative", "negative", "pending", "positive - decolonisation started"]) + " on {DATE}\n",
        C.letters(rng, 1) + C.digits(rng, 8), x.dd(rng.randint(1, 3)))
    n.t(box(rng) + "ECG: " + rng.choice(["sinus rhythm 72 bpm, normal axis", "AF rate 88, known", "SR, 1st-degree AV block (PR 224 ms)"]) + "\n")
    if rng.random() < 0.4:
        n.t(box(rng) + "Echo: LVEF " + str(rng.randint(45, 65)) + "%, mild AS\n")
    n.t("ASA " + rng.choice(["I", "II", "II", "III"]) + "; Mallampati " + rng.choice(["I", "II", "III"]) + "; dentition: " +
        rng.choice(["own teeth", "upper denture", "crown UL2", "loose lower incisor"]) + "\n")
    n.t("Anaesthetic review: " if not x.us else "Anesthesia review: ")
    dname(n, x.anaes, rng, "title_last")
    n.f(" on {DATE} - " + rng.choice(["GA + interscalene block" if pr["joint"] == "shoulder" else "suitable for spinal", "GA + block",
                                       "for cardiology opinion first"]) + "\n", x.d(x.visit))
    n.t("VTE risk: high - " + rng.choice(["aspirin 150 mg OD x 6/52", "rivaroxaban 10 mg x 14 days", "enoxaparin 40 mg SC daily x 28 days"]) + " post-op\n")
    n.t("\nSOCIAL / DISCHARGE PLANNING\n")
    r = rng.randrange(3)
    if r == 0:
        n.f("Lives with " + ("wife" if x.sex == "M" else "husband") + " {FAMILY} in a two-storey house, 14 stairs.\n", x.spouse.fl)
    elif r == 1:
        n.f("Lives alone in a bungalow; " + ("son" if x.child.sex == "M" else "daughter") + " {FAMILY} will stay for 1 week.\n", x.child.first)
    else:
        n.f("Lives with " + ("son" if x.child.sex == "M" else "daughter") + " {FAMILY}; " + x.he() + " ", x.child.fl)
        x.work(n)
        n.t(".\n")
    n.t(box(rng) + "OT equipment (raised toilet seat, perching stool) ordered\n")
    n.f("NOK: {FAMILY} - {PHONE}\n", x.spouse.fl if rng.random() < 0.6 else x.child.fl, x.kin_phone)
    n.f("Transport home: " + rng.choice(["family", "taxi", "hospital transport"]) + ". Patient contact: {PHONE}\n", x.phone)
    n.t("Fasting instructions given: food until 02:00, clear fluids until 06:00.\n\n")
    sign(n, x, x.nurse)
    return n


def ward_round(rng, country, lower):
    x = Ctx(rng, country, min_age=30, max_age=94)
    n = C.Note(lower)
    arth = x.age >= 50 and rng.random() < 0.65
    side = x.side()
    if arth:
        pr = rng.choice(K.ARTHRO)
        proc = side + " " + pr["short"]
    else:
        pr = rng.choice([f for f in K.FRACTURES if f["region"] in (("hip", "ankle", "leg", "knee", "shoulder") if x.age >= 60
                                                                      else ("ankle", "leg", "knee", "shoulder")) and f["op"] != "n/a"])
        proc = pr["op"] + " " + side + " " + pr["region"]
    sdate = C.add(x.visit, -rng.randint(1, 3))
    days = rng.randint(1, 3)
    n.t(rng.choice(["ORTHO WARD ROUND\n", x.ortho.upper() + " WARD ROUND NOTE\n", "Post-op Ward Round - " + x.ortho + " Team\n"]))
    n.f("{HOSPITAL}, ", x.hosp)
    n.f("{HOSPITAL}", x.ward)
    n.f(", bed {LOCATION_OTHER}\n" if rng.random() < 0.6 else ", room {LOCATION_OTHER}\n", x.bed if rng.random() < 0.6 else x.room)
    pt_block(n, x, ("name", "age", "mrn"), inline=True)
    labs = K.US_LABS if x.us else K.IE_LABS
    vals = {}
    for nm, unit, lo, hi, dp in labs:
        vals[nm] = [K.lab_val(rng, lo, hi, dp) for _ in range(days + 1)]
    for dday in range(days):
        d = C.add(sdate, dday + 1)
        pod = (d - sdate).days
        n.t("\n" + "-" * 30 + "\n")
        n.f("{DATE} %02d:%02d  POD %d  " % (rng.randint(7, 9), rng.randint(0, 59), pod), x.d(d) if rng.random() < 0.7 else C.fd_wk(d, x.c, rng))
        n.t(rng.choice(["Consultant WR: ", "Attending rounds: ", "WR: "]))
        dname(n, x.surg, rng, "title_last")
        n.t(" / ")
        n.f("{DOCTOR}", x.jun.fi_last if rng.random() < 0.5 else x.jun.last)
        if rng.random() < 0.5:
            n.f(" / {DOCTOR} (" + ("RN" if x.us else "CNM") + ")", x.nurse.first)
        n.t("\n")
        n.f("s/p " + proc + " on {DATE}\n", x.d(sdate))
        n.t("S: ")
        if rng.random() < 0.3:
            n.f("Pt {PATIENT} reports ", x.pt.ini)
        n.t(rng.choice(["pain controlled, slept well", "nauseated overnight, 2 x ondansetron", "pain 7/10 on mobilising",
                                "feels dizzy on standing", "comfortable, keen to go home", "confused overnight per nursing staff"]) +
            "; " + rng.choice(["PU, not BO", "PU and BO", "catheter in situ", "TWOC this AM"]) + ".\n")
        n.t("O: " + K.vitals(rng, x.us) + ". Wound " + rng.choice(["clean and dry", "minimal ooze, dressing changed", "mild erythema at distal end"]) +
            ". Calves soft, NV intact distally.\n")
        if dday == 0:
            reg = pr["joint"] if arth else pr["region"]
            n.t(("PT: " if x.us else "Physio: ") + rng.choice(["sat out in chair", "knee flexion 70 deg" if reg == "knee" else
                                                                "pendulums taught" if reg == "shoulder" else "mobilised 10 m with frame",
                                                                "stairs not yet assessed"]) + ".\n")
    n.t("\nBloods:\n| Test |")
    dates = [C.add(sdate, i) for i in range(days + 1)]
    for d in dates:
        n.t(" ")
        n.e("DATE", C.fd_short(d, x.c) if rng.random() < 0.6 else x.d(d))
        n.t(" |")
    n.t("\n|---|" + "---|" * len(dates) + "\n")
    for nm, unit, lo, hi, dp in labs:
        n.t("| " + nm + (" (" + unit + ")" if unit else "") + " | " + " | ".join(vals[nm]) + " |\n")
    n.f("(lab order {IDNUM})\n", C.digits(rng, 10)) if rng.random() < 0.5 else n.t("")
    n.t("\nMeds: " + "; ".join(rng.sample(K.MEDS_US if x.us else K.MEDS_IE, 4)) + "\n")
    n.t("\nA/P:\n")
    hb = vals["Hgb" if x.us else "Hb"][-1]
    n.t("1. Post-op anaemia (Hb " + hb + ") - " + rng.choice(["asymptomatic, oral iron, repeat FBC in AM", "transfuse 1 unit RCC",
                                                             "IV ferric carboxymaltose 1 g"]) + ".\n")
    if rng.random() < 0.5:
        n.f("   Crossmatch sample {IDNUM} sent.\n", C.digits(rng, 2) + C.letters(rng, 1) + C.digits(rng, 6))
    n.t("2. " + rng.choice(["AKI stage 1 - hold NSAIDs, IV fluids, strict fluid balance", "Hyponatraemia - fluid restrict 1.5 L",
                            "Delirium screen - 4AT 5, bloods/urine sent", "Pain - add regular paracetamol, step down opioids"]) + ".\n")
    n.t("3. VTE prophylaxis continued. Mobilise with physio, " + rng.choice(["FWB", "WBAT", "PWB", "NWB"]) + ".\n")
    r = rng.randrange(3)
    if r == 0:
        n.f("4. EDD {DATE} home with " + ("wife" if x.sex == "M" else "husband") + " {FAMILY}", x.dd(rng.randint(1, 3)), x.spouse.first)
    elif r == 1:
        n.f("4. For transfer to {HOSPITAL} for rehab when bed available", x.home)
    else:
        n.f("4. Step-down to {HOSPITAL} discussed with " + ("son" if x.child.sex == "M" else "daughter") + " {FAMILY} ({PHONE})",
            x.home, x.child.first, x.kin_phone)
    n.t(".\n")
    n.f("5. Clinic review 2/52 ({DATE}) for wound check" + (", 6/52 x-ray" if rng.random() < 0.5 else "") + ".\n", x.dd(rng.randint(12, 16)))
    n.t("\n")
    n.f("{DOCTOR}" + rng.choice([", " + x.jun.cred, ", PGY-2", ", intern"] if x.us else [" " + x.jun.cred, " SHO", " (Reg)"]) + " ", x.jun.fl)
    n.f(("pager " if x.us else "bleep ") + "{PHONE}\n", C.phone(rng, country, x.haddr.area) + C.ext(rng))
    if rng.random() < 0.4:
        n.f("Entered by {USERNAME} at {IPADDR}\n", x.jun.uname, x.ip)
    return n


def registry_form(rng, country, lower):
    x = Ctx(rng, country, min_age=45, max_age=93)
    n = C.Note(lower)
    pr = rng.choice(K.ARTHRO)
    side = x.side()
    sdate = x.visit
    n.t(rng.choice(["JOINT REPLACEMENT REGISTRY - PROCEDURE SUBMISSION", "Arthroplasty Registry Minimum Data Set (v7)", "IMPLANT REGISTRY FORM"]) + "\n")
    n.f("Submission ID: {IDNUM}", rng.choice(["REG-", "SUB", "JR"]) + C.digits(rng, 8))
    n.f("    Registry patient no.: {IDNUM}\n", C.digits(rng, 9)) if rng.random() < 0.6 else n.t("\n")
    n.f("Hospital: {HOSPITAL}\n", x.hosp)
    n.t("\nSECTION A - PATIENT\n")
    n.f("Consent to registry: Yes (signed {DATE})\n", x.d(C.add(sdate, -rng.randint(0, 20))))
    n.f("Surname: {PATIENT}    Forename(s): {PATIENT}\n", x.pt.last.upper() if rng.random() < 0.5 else x.pt.last,
        x.pt.first + (" " + x.pt.mi if x.pt.mi else ""))
    n.f("Date of birth: {DATE}    Sex: " + x.sexw() + "\n", x.d(x.dob))
    n.f(("ZIP code: " if x.us else "Eircode: ") + "{ZIP}", x.addr.zip)
    n.f(("    SSN: {SSN}\n" if x.us else "    PPSN: {SSN}\n"), x.ssn)
    n.f("Hospital MRN: {MRN}\n", x.mrn)
    if rng.random() < 0.5:
        n.f("Country of residence: {COUNTRY}\n", rng.choice(["USA", "United States"]) if x.us else "Ireland")
    h = rng.randint(150, 190)
    w = rng.randint(50, 130)
    n.t("BMI: %.1f   ASA: %s\n" % (w / (h / 100.0) ** 2, rng.choice(["1", "2", "3"])))
    n.t("\nSECTION B - OPERATION\n")
    n.f("Date of operation: {DATE}\n", x.d(sdate))
    n.t("Consultant in charge: ")
    dname(n, x.surg, rng, "title_full")
    n.t("  ")
    C.lic_line(n, x.surg, rng)
    n.t("\nOperating surgeon: ")
    if rng.random() < 0.5:
        n.t("as above\n")
    else:
        n.f("{DOCTOR} (grade: " + rng.choice(["fellow", "SpR", "PGY-5", "consultant"]) + ")\n", x.jun.fl)
    n.t("Joint: " + pr["joint"] + "   Side: " + side + "   Procedure: primary " + pr["name"] + "\n")
    n.t("Indication: " + pr["dx"] + "\nApproach: " + pr["approach"] + "\n")
    n.t("Previous surgery on this joint: ")
    if rng.random() < 0.35:
        n.f(rng.choice(["arthroscopy", "HTO", "ORIF"]) + " {DATE}\n", str(sdate.year - rng.randint(2, 15)))
    else:
        n.t("none\n")
    n.t("Thromboprophylaxis: " + rng.choice(["LMWH", "aspirin", "DOAC", "mechanical only"]) + "   Anaesthetic: " + rng.choice(["spinal", "GA", "GA + block"]) + "\n")
    n.t("\nSECTION C - COMPONENTS\n")
    n.t("| Manufacturer | Component | Catalogue no. | Lot no. | Serial / UDI |\n|---|---|---|---|---|\n")
    man = rng.choice(MANUF)
    for comp, code in pr["comps"]:
        cat = code + "-" + C.digits(rng, 5)
        lot = rng.choice([C.digits(rng, 7), C.letters(rng, 2) + C.digits(rng, 6), C.digits(rng, 4) + "-" + C.digits(rng, 4)])
        n.f("| " + man + " | " + comp + " | " + cat + " | {DEVICE} | ", lot)
        k = rng.randrange(3)
        if k == 0:
            n.f("{DEVICE} |\n", "(01)0" + C.digits(rng, 13) + "(17)" + str(sdate.year % 100 + 5) + "%02d31" % rng.randint(1, 12) + "(10)" + lot.replace("-", ""))
        elif k == 1:
            n.f("{DEVICE} |\n", "SN" + C.digits(rng, 8))
        else:
            n.t("- |\n")
    if rng.random() < 0.6:
        n.f("Cement: high-viscosity with gentamicin, lot {DEVICE}\n", C.digits(rng, 2) + C.letters(rng, 3) + C.digits(rng, 3))
    n.t("Component stickers attached: yes\n")
    n.t("\nSECTION D - SUBMISSION\n")
    n.t("Data entered by: ")
    clerk = C.make_person(rng, country, nick_p=0)
    n.f("{DOCTOR} (" + rng.choice(["registry clerk", "theatre data coordinator", "audit nurse"]) + ")", clerk.fl)
    n.f(" user {USERNAME}", C.slug(clerk.first[0] + clerk.last) + rng.choice(["", "01", ".reg"]))
    n.f("\nSubmitted: {DATE} %02d:%02d from {IPADDR}\n" % (rng.randint(8, 18), rng.randint(0, 59)), x.d(C.add(sdate, rng.randint(0, 14))), x.ip)
    n.f("Queries to registry coordinator: {EMAIL} / {PHONE}\n", rng.choice(["registry", "jointregistry", "arthroplasty.audit"]) + "@" +
        C.slug(x.hosp.split()[0]) + "." + rng.choice(["example.org", "example.net"]), x.hphone)
    return n
