"""Fitness certificates, aviation medicals, diving medicals (dev242_en, author 242)."""
import clinical
import phi
from phi import S


def kv(c, label, *pieces):
    c.d(label, c.sep, *pieces, "\n")


def body_bits(c, us_vision=False):
    r = c.rng
    h = r.randint(158, 196)
    w = r.randint(54, 118)
    bmi = w / (h / 100.0) ** 2
    out = ["Height %d cm   Weight %d kg   BMI %.1f" % (h, w, bmi)]
    if r.random() < 0.5:
        out.append("Waist circumference %d cm" % (58 + 1.4 * bmi + r.randint(-5, 5)))
    out.append("BP %d/%d mmHg (repeat %d/%d)   Pulse %d regular" % (
        r.randint(112, 158), r.randint(66, 96), r.randint(112, 148), r.randint(66, 92), r.randint(52, 92)))
    if us_vision:
        out.append("Vision: distant uncorrected R 20/%d L 20/%d; corrected 20/20 OU. Near 20/40 or better." % (
            r.choice([20, 25, 30, 40, 70]), r.choice([20, 25, 30, 50])))
    else:
        out.append("Visual acuity: unaided R 6/%s L 6/%s, aided R 6/6 L 6/5; near N5 at 40 cm" % (
            r.choice(["5", "6", "9", "12", "18"]), r.choice(["5", "6", "9", "12"])))
    out.append(r.choice(["Colour vision: Ishihara 17/17 plates correct", "Colour vision: Ishihara 24/24",
                         "Colour vision: Ishihara 13/17 - CAD test pass (within standard)",
                         "Colour: lantern test passed (Holmes-Wright B)"]))
    out.append("Audiometry: %s" % r.choice([
        "within normal limits, all frequencies <= 20 dB HL",
        "mild bilateral high-frequency loss, 35-40 dB at 4 kHz; speech in noise satisfactory",
        "PTA R 18 dB, L 22 dB (0.5-3 kHz)", "whisper test passed at 2 m (audiometry not required)"]))
    out.extend(r.sample(clinical.FITNESS_EXAM_BITS, 2))
    return out


# ---------------------------------------------------------------- seafarer / offshore fitness certificate
def fitness_certificate(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":  ", ":\t", " .... "])
    offshore = r.random() < 0.45
    exam = c.when
    expiry = phi.shift(exam, r.choice([730, 730, 365, 180]) - 1)
    doc = c.clin("doctor")
    nurse = c.clin("nurse") if r.random() < 0.6 else None
    if offshore:
        title = {"UK": "OFFSHORE MEDICAL CERTIFICATE (OEUK)",
                 "NO": "HEALTH CERTIFICATE - WORK ON INSTALLATIONS ON THE NORWEGIAN CONTINENTAL SHELF",
                 "AU": "OFFSHORE PETROLEUM FITNESS FOR WORK CERTIFICATE",
                 "US": "OFFSHORE FITNESS-FOR-DUTY MEDICAL CERTIFICATE"}[co]
    else:
        title = {"UK": r.choice(["SEAFARER MEDICAL CERTIFICATE (ENG1)", "ENG 1 - Seafarer Medical Fitness Certificate"]),
                 "NO": "MEDICAL CERTIFICATE FOR SERVICE AT SEA (English version)",
                 "AU": "SEAFARER MEDICAL CERTIFICATE - Marine Order 9",
                 "US": "MERCHANT MARINER MEDICAL EXAMINATION SUMMARY (CG-719K)"}[co]
    d(title, "\n")
    clinic = c.hospital("clinic")
    if r.random() < 0.6:
        d(r.choice(clinical.REG_NEG[co]), "\n")
    d("Certificate No", c.sep, S(phi.licence(r, "medcert", co), "LICENSE"), "   Clinic ref", c.sep,
      S(phi.mrn(r, co), "MRN"), "\n\n")
    d("1. PERSONAL DETAILS\n")
    if r.random() < 0.5:
        kv(c, "Surname", S(c.pt.family.upper() if r.random() < 0.5 else c.pt.family, "PATIENT"))
        kv(c, "Given name(s)", S(c.pt.given + ((" " + c.pt.middle) if c.pt.middle else ""), "PATIENT"))
    else:
        kv(c, "Name", c.pt_name())
    kv(c, "Date of birth", c.date(c.dob), "   Age", c.sep, S(str(c.age), "AGE"), "   Sex", c.sep,
       "Male" if c.pt.sex == "M" else "Female")
    kv(c, "Nationality", S(c.nationality(), "COUNTRY"))
    kv(c, "Home address", *c.address())
    kv(c, "Mobile", c.phone(True), "   E-mail", c.sep, c.email(c.pt))
    if co == "NO":
        kv(c, "National identity number", S(phi.ssn(r, co), "SSN"))
    elif co == "US":
        kv(c, "SSN", S(phi.ssn(r, co), "SSN"), "   Mariner Reference No.", c.sep, S(phi.idnum(r, "crew"), "IDNUM"))
    elif co == "AU" and r.random() < 0.5:
        kv(c, "Medicare no.", S(phi.pat(r, "#### ##### #"), "HEALTHPLAN"))
    if offshore:
        pre, inst = c.installation()
        kv(c, "Position", S(c.profession("offshore"), "PROFESSION"))
        kv(c, "Employer", c.org(["energy", "contractor"]), "   Employee no.", c.sep, S(phi.idnum(r, "employee"), "IDNUM"))
        kv(c, "Installation(s)", pre, S(inst, "LOCATION_OTHER"))
        if r.random() < 0.6:
            kv(c, "Site access biometric enrolment ID", S(phi.bioid(r), "BIOID"))
    else:
        kv(c, "Capacity / rank", S(c.profession("maritime"), "PROFESSION"), "   Department", c.sep,
           r.choice(["Deck", "Engine", "Catering", "Deck (watchkeeping)"]))
        kv(c, "Discharge book / seaman's book no.", S(phi.idnum(r, "discharge"), "IDNUM"))
        if r.random() < 0.4:
            kv(c, "Seafarer identity document (SID)", S(phi.idnum(r, "sid"), "IDNUM"),
               "   biometric template", c.sep, S(phi.bioid(r), "BIOID"))
        kv(c, "Company / manning agent", c.org(["marine", "crewing"]))
        if r.random() < 0.6:
            pre, v = c.vessel()
            kv(c, "Vessel", pre + " ", S(v, "LOCATION_OTHER"), "  IMO ", S(phi.vehicle_imo(r), "VEHICLE"))
    kv(c, "Identity checked against", r.choice(["passport", "discharge book", "photo ID (driving licence)"]),
       " no. ", S(phi.idnum(r, "passport"), "IDNUM"))
    d("\n2. EXAMINATION\n")
    kv(c, "Date of examination", c.date(exam), " at ", clinic, ", ", S(c.city(), "CITY"))
    if r.random() < 0.7:
        last = phi.shift(exam, -r.randint(600, 760))
        kv(c, "Previous certificate", c.date(last), r.choice([" (same clinic)", " - fit, no restrictions", "",
                                                               " - fit, glasses required"]))
    for line in body_bits(c, us_vision=(co == "US")):
        d(line, "\n")
    if nurse:
        d("Vision and audiometry performed by ", *c.doc_name(nurse, "full_cred"), ".\n")
    kv(c, "Medication", r.choice(clinical.DRUGS_CHRONIC))
    kv(c, "Allergies", r.choice(clinical.ALLERGIES))
    if r.random() < 0.5:
        d("History: ", r.choice(["appendicectomy age 14", "L ACL reconstruction, no residual instability",
                                 "well-controlled hypertension", "asthma in childhood, none since",
                                 "kidney stone, no recurrence", "nil significant"]), ".\n")
    d("\n3. ASSESSMENT\n")
    checks = ["Hearing meets the standard", "Unaided hearing satisfactory", "Visual acuity meets the standard",
              "Colour vision meets the standard", "Fit for lookout duties", "Free from any condition likely to be "
              "aggravated by service or to endanger others"]
    if offshore:
        checks = ["Fit for offshore work", "Fit to undergo BOSIET/FOET/HUET training", "Fit to use CA-EBS",
                  "Fit for emergency response team (ERT) duties", "Fit for work in confined spaces"]
    mark = r.choice([("[X] ", "[ ] "), ("YES  ", "NO   "), ("(x) ", "( ) ")])
    fitness = r.choice(["FIT", "FIT", "FIT", "FIT WITH RESTRICTIONS", "TEMPORARILY UNFIT"])
    no_idx = -1 if fitness == "FIT" else r.randrange(len(checks))
    for i, ch in enumerate(checks):
        d(mark[1] if i == no_idx else mark[0], ch, "\n")
    kv(c, "Outcome", fitness)
    if fitness == "TEMPORARILY UNFIT":
        kv(c, "Reason", r.choice(["BP above standard - recheck after treatment", "awaiting specialist report",
                                  "HbA1c 71 mmol/mol - optimise control", "recent surgery, not yet 6/52 post-op"]))
        kv(c, "Re-assess on or after", c.date(phi.shift(exam, r.randint(14, 90))))
    else:
        kv(c, "Restrictions", r.choice(clinical.RESTRICTIONS[:1] + clinical.RESTRICTIONS[-1:]) if fitness == "FIT"
           else r.choice(clinical.RESTRICTIONS[1:-1]))
        kv(c, "Valid from", c.date(exam), " to ", c.date(expiry))
    d("\n4. EXAMINING DOCTOR\n")
    d(*c.doc_name(doc, r.choice(["dr_full", "full_cred", "last_first_cred"])), "\n")
    reg = {"UK": ("GMC no.", "gmc"), "NO": ("HPR no.", "hpr"), "AU": ("AHPRA reg.", "ahpra"), "US": ("NPI", "npi")}[co]
    d(reg[0], " ", S(phi.licence(r, reg[1], co), "LICENSE"))
    if r.random() < 0.6:
        d("   Approved doctor ref ", S(phi.licence(r, "ame", co), "LICENSE"))
    d("\n", clinic, "\n", *c.address(oneline=r.random() < 0.5))
    d("\nTel ", c.phone(False))
    if r.random() < 0.4:
        d("  Fax ", c.fax())
    d("\n", c.email(None, r.choice(["medicals", "reception", "crew.medical"])), "\n")
    if r.random() < 0.4:
        d("Certificate can be verified at ", S(phi.url(r, "verify"), "URL"), "\n")
    d("\nSeafarer's declaration: I confirm the information I have provided is correct and that I have been informed "
      "of the result.\nSigned: ", S(c.pt.form(r, r.choice(["full", "init_last", "initials"])), "PATIENT"),
      "   Date: ", c.date(exam), "\n")


# ---------------------------------------------------------------- aviation medical examination record
def aviation_medical(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " - "])
    ame = c.clin("doctor")
    exam = c.when
    if c.age < 21:
        c.age = r.randint(21, 64)
        c.dob = phi.dob_for(r, exam, c.age)
    cls = r.choice(["Class 1", "Class 1", "Class 2", "Class 1 / Class 2", "LAPL"])
    prof = c.profession("aviation")
    if co == "US":
        d("AEROMEDICAL CERTIFICATION - FAA FORM 8500-8 SUMMARY (MedXPress)\n")
        kv(c, "MedXPress confirmation no.", S(phi.idnum(r, "faa"), "IDNUM"))
        kv(c, "FAA applicant ID", S(phi.idnum(r, "faa"), "IDNUM"))
        cls = r.choice(["First Class", "Second Class", "Third Class"])
    else:
        d(r.choice(["AEROMEDICAL EXAMINATION REPORT", "AME EXAMINATION RECORD", "Aviation Medical - Examination Record"]),
          " - ", cls, r.choice([" (initial)", " (renewal)", " (revalidation)", ""]), "\n")
        if co == "AU":
            kv(c, "ARN", S(phi.idnum(r, "arn"), "IDNUM"))
        else:
            kv(c, "Authority reference", S(phi.idnum(r, "caa"), "IDNUM"))
    kv(c, "Applicant", c.pt_name(["LAST_FIRST", "last_first", "full", "formal"]))
    kv(c, "Date of birth", c.date(c.dob), "  (", S(str(c.age), "AGE"), " yrs)")
    kv(c, "Address", *c.address())
    kv(c, "Phone", c.phone(), r.choice(["   Email" + c.sep, "\nEmail" + c.sep]), c.email(c.pt))
    if co == "US" and r.random() < 0.6:
        kv(c, "SSN (optional)", S(phi.ssn(r, "US"), "SSN"))
    kv(c, "Occupation", S(prof, "PROFESSION"))
    kv(c, "Employer", c.org("aviation"))
    lic = {"UK": "pilot_uk", "NO": "pilot_no", "AU": "pilot_au", "US": "pilot_us"}[co]
    if "controller" in prof:
        kv(c, "Licence held", "ATCO licence ", S(phi.licence(r, lic, co), "LICENSE"), "   ratings ADC/APS")
    elif "cabin" in prof or "attendant" in prof:
        kv(c, "Cabin crew attestation", S(phi.licence(r, lic, co), "LICENSE"))
    else:
        kv(c, "Licence held", r.choice(["ATPL(A) ", "CPL(H) ", "PPL ", "ATP ", "CPL(A) ", "ATPL(H) "]),
           S(phi.licence(r, lic, co), "LICENSE"))
        kv(c, "Flying hours", "total %s; last 6 months %d h; types %s" % (
            "{:,}".format(r.randint(180, 18000)), r.randint(20, 420),
            r.choice(["A320/A321", "B737-800", "S-92A", "AW139/AW189", "ATR 72", "Dash 8-400", "H145", "C208"])))
    prev = phi.shift(exam, -r.choice([182, 365, 366, 730]))
    kv(c, "Last examination", c.date(prev), " by ", *c.doc_name(c.clin("doctor"), "dr_last"))
    kv(c, "Last ECG", c.date(phi.shift(prev, -r.randint(0, 400)), r.choice(["mon_y", "month_y", "mm_yyyy", c.ds])),
       "   Last audiogram", c.sep, c.date(phi.shift(prev, -r.randint(0, 800)), r.choice(["mon_y", "y", c.ds])))
    d("\nHISTORY\n")
    d(r.choice(["Applicant denies all items in the questionnaire (items 18.a-18.y) except as noted.",
                "No change since last examination.", "Questionnaire reviewed with applicant."]), " ")
    d(r.choice(["Hay fever - cetirizine 10 mg PRN, not taken within 24 h of flying.",
                "Reports knee arthroscopy in ", "Previous kidney stone, imaging clear.",
                "Mild hypertension, on amlodipine 5 mg, well controlled.", "Nil new.", "Corrective lenses since "]))
    last = d.parts[-1]
    if last.endswith("in ") or last.endswith("since "):
        d(c.date(phi.shift(exam, -r.randint(200, 4000)), r.choice(["y", "mon_y", "month_y"])), ".")
    d("\nAlcohol: %d units/week. Smoking: %s. Caffeine: %d cups/day.\n" % (
        r.randint(0, 21), r.choice(["never", "ex-smoker 10 pack-years", "never", "vapes"]), r.randint(0, 6)))
    d("\nEXAMINATION\n")
    for line in body_bits(c, us_vision=(co == "US")):
        d(line, "\n")
    d("ECG: %s, rate %d, PR %d ms, QRS %d ms, QTc %d ms. %s\n" % (
        r.choice(["sinus rhythm", "sinus bradycardia", "SR"]), r.randint(48, 88), r.randint(120, 200),
        r.randint(80, 110), r.randint(380, 440), r.choice(["Normal.", "No change from previous.", "Incomplete RBBB, stable."])))
    fev1, ratio = r.uniform(2.8, 4.9), r.uniform(0.72, 0.86)
    d("Spirometry: FEV1 %.2f L, FVC %.2f L, FEV1/FVC %d%%. Hb %d g/L. Urine: %s.\n" % (
        fev1, fev1 / ratio, round(ratio * 100), r.randint(128, 168),
        r.choice(["NAD", "protein trace, glucose neg", "clear"])))
    if c.age >= 40:
        d("Lipids: TC %.1f mmol/L, HDL %.1f. HbA1c %d mmol/mol.\n" % (r.uniform(3.8, 6.9), r.uniform(0.9, 1.9),
                                                                      r.randint(31, 46)))
    d("\nASSESSMENT\n")
    lim = r.choice(["none", "VDL (corrective lenses)", "VML", "OML (operational multi-pilot limitation)",
                    "TML 6 months", "SIC"])
    valid = phi.shift(exam, r.choice([182, 365, 365, 730, 1826]))
    kv(c, "Decision", r.choice(["Fit", "Fit", "Fit", "Deferred to authority", "Fit with limitation"]), " - ", cls)
    kv(c, "Limitations", lim)
    kv(c, "Certificate issued", c.date(exam), "   valid until ", c.date(valid))
    d("\nAME", c.sep, *c.doc_name(ame, r.choice(["dr_full", "full_cred"])), "\n")
    ame_lic = "ame"
    d("AME number ", S(phi.licence(r, ame_lic, co), "LICENSE"))
    if co == "UK":
        d("   GMC ", S(phi.licence(r, "gmc", co), "LICENSE"))
    d("\n", c.hospital("clinic"), ", ", S(c.city(), "CITY"), "   Tel ", c.phone(False), "\n")
    if r.random() < 0.7:
        d("Submitted electronically by ", S(phi.username(r, ame), "USERNAME"), " from ", S(phi.ipaddr(r), "IPADDR"),
          " at ", clinical.fmt_time(r, "hh:mm"), " on ", c.date(exam), "\n")
    if r.random() < 0.4:
        d("Portal: ", S(phi.url(r, "portal"), "URL"), "\n")


DIVE_ORGS = ["Tidewater Dive Contractors", "Caledonian Subsea Ltd", "Skagerak Subsea AS", "Pilbara Subsea Services Pty Ltd",
             "Gannet Inspection Services", "Nordsjø Dykk AS", "Reefline Commercial Diving", "Deepquest Diving Services",
             "Salmon Coast Aquaculture Divers", "Harbour Works Diving Ltd", "Bluewall Marine Civil LLC"]


# ---------------------------------------------------------------- commercial diving medical (own genre)
def diving_medical(c):
    r, d, co = c.rng, c.d, c.country
    c.sep = r.choice([": ", ":\t", " "])
    amed = c.clin("doctor")
    exam = c.when
    std = {"UK": "HSE Diving at Work Regulations 1997 - Medical Examination of Divers (MA1/MA2)",
           "NO": "Medical examination of professional divers (Norwegian standard, English record)",
           "AU": "Occupational diver medical - AS/NZS 2299.1 Appendix",
           "US": "Commercial diver fitness evaluation (ADCI consensus standards)"}[co]
    d("CERTIFICATE OF MEDICAL FITNESS TO DIVE\n", std, "\n\n")
    kv(c, "Diver", c.pt_name(["LAST_FIRST", "full", "last_first"]))
    kv(c, "DOB", c.date(c.dob), "   Age", c.sep, S(str(c.age), "AGE"))
    kv(c, "Address", *c.address())
    kv(c, "Contact", c.phone(True))
    kv(c, "Occupation", S(r.choice(["saturation diver", "air diver", "commercial diver", "scientific diver",
                                    "diver medic technician", "aquaculture diver", "inshore diver", "dive supervisor"]),
                          "PROFESSION"))
    kv(c, "Employer / contractor", S(r.choice(DIVE_ORGS), "ORGANIZATION"))
    kv(c, "Diver certificate no.", S(phi.licence(r, "dive", co), "LICENSE"))
    kv(c, "Logbook serial", S(phi.idnum(r, "crew"), "IDNUM"))
    if r.random() < 0.6:
        kv(c, "Dive computer reviewed", r.choice(["Shearwater Perdix", "Suunto D5", "Garmin Descent"]), " SN ",
           S(phi.device_serial(r), "DEVICE"))
    kv(c, "Last medical", c.date(phi.shift(exam, -r.randint(330, 400))), " - ",
       r.choice(["fit", "fit", "fit, restricted to 50 m", "temporarily unfit (otitis externa)"]))
    d("\nDiving since ", c.date(phi.shift(exam, -r.randint(800, 9000)), "y"),
      "; approx %d dives, deepest %d msw. No DCI history. %s\n" % (
          r.randint(80, 3000), r.randint(18, 190), r.choice(["Sat experience 14 campaigns.", "Air/nitrox only.",
                                                            "Surface-supplied, wet bell."])))
    d("\nEXAMINATION (", c.date(exam), ")\n")
    for line in body_bits(c, us_vision=(co == "US"))[:4]:
        d(line, "\n")
    d("ENT: TMs intact, Valsalva - both TMs move, Weber central, Rinne +ve bilaterally. Sinuses non-tender.\n")
    d("CNS: Romberg and sharpened Romberg normal, heel-toe normal, cranial nerves intact.\n")
    fev1, ratio = r.uniform(3.2, 5.4), r.uniform(0.74, 0.86)
    d("Spirometry: FEV1 %.2f L (%d%% pred), FVC %.2f L, FEV1/FVC %.2f. PEFR %d L/min.\n" % (
        fev1, r.randint(85, 118), fev1 / ratio, ratio, r.randint(480, 680)))
    d("Exercise: Chester step test, est. VO2max %d ml/kg/min (standard >= 35). HR recovery good.\n" % r.randint(33, 54))
    if r.random() < 0.5:
        d("Bone: long-bone X-ray not required. Dental: sound, no loose restorations.\n")
    d("\nRESULT: ", r.choice(["FIT", "FIT", "FIT", "UNFIT - temporary", "FIT (restricted to inshore, max 30 m)"]), "\n")
    d("Next examination due: ", c.date(phi.shift(exam, 364)), "\n")
    d("\nExamined by ", *c.doc_name(amed, r.choice(["dr_full", "full_cred"])), ", approved medical examiner of divers\n")
    reg = {"UK": ("GMC", "gmc"), "NO": ("HPR", "hpr"), "AU": ("AHPRA", "ahpra"), "US": ("NPI", "npi")}[co]
    d(reg[0], " ", S(phi.licence(r, reg[1], co), "LICENSE"), "\n", c.hospital("clinic"), ", ", *c.address())
    d("\nT ", c.phone(False), "   E ", c.email(amed), "\n")
    if r.random() < 0.5:
        d("Copy to dive supervisor ", c.fam(), " at ", S(r.choice(DIVE_ORGS), "ORGANIZATION"), "\n")
