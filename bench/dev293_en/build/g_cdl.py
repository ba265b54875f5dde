"""Genre: commercial driver medical certificate (DOT-style, plus Canadian NSC
and Australian commercial equivalents)."""

from core import Doc, P, tick, add_days
import entities as E
import clinical as CL
import render as R
import pools as PL

HX_US = ["Head/brain injuries or illnesses", "Seizures/epilepsy", "Eye problems (except glasses or contacts)",
         "Ear and/or hearing problems", "Heart disease, heart attack, bypass or other heart problems",
         "Pacemaker, stents, implantable devices or other heart procedures", "High blood pressure",
         "High cholesterol", "Chronic (long-term) cough, shortness of breath or other breathing problems",
         "Lung disease (e.g. asthma)", "Kidney problems, kidney stones or pain/problems with urination",
         "Stomach, liver or digestive problems", "Diabetes or blood sugar problems",
         "Insulin used", "Anxiety, depression, nervousness, other mental health problems",
         "Fainting or passing out", "Dizziness, headaches, numbness, tingling or memory loss",
         "Unexplained weight loss", "Stroke, mini-stroke (TIA), paralysis or weakness",
         "Missing or limited use of arm, hand, finger, leg, foot, toe", "Neck or back problems",
         "Bone, muscle, joint or nerve problems", "Blood clots or bleeding problems", "Cancer",
         "Chronic (long-term) infection or other chronic diseases",
         "Sleep disorders, pauses in breathing while asleep, daytime sleepiness, loud snoring",
         "Have you ever had a sleep test (e.g. sleep apnea)?",
         "Have you ever spent a night in the hospital?", "Have you ever had a broken bone?",
         "Have you ever used or do you now use tobacco?", "Do you currently drink alcohol?",
         "Have you used an illegal substance within the past two years?",
         "Have you ever failed a drug test or been dependent on an illegal substance?"]
KEY_HX = {"first_seizure": 1, "epilepsy": 1, "tbi": 0, "vision": 2, "icd": 5, "hypertension": 6,
          "diabetes": 12, "syncope": 15, "stroke": 18, "tia": 18, "osa": 25, "alcohol": 30,
          "dementia": 16, "parkinsons": 16, "ms": 21}
SYSTEMS = ["General", "Skin", "Eyes", "Ears", "Mouth/throat", "Cardiovascular", "Lungs/chest",
           "Abdomen", "Genito-urinary system including hernias", "Back/spine", "Extremities",
           "Neurological system including reflexes", "Gait"]


def gen(rng, country):
    c = E.mk_ctx(rng, country, age_range=(23, 74))
    key = rng.choice(["hypertension", "hypertension", "osa", "osa", "diabetes", "vision", "syncope",
                      "tia", "icd", "first_seizure", "alcohol", "hypertension", "ms"])
    c.profession = rng.choice(["long-haul truck driver", "school bus driver", "tanker driver", "tow truck operator",
                               "dump truck operator", "bus driver", "coach driver", "delivery driver",
                               "transit bus operator", "logging truck driver", "concrete mixer driver"])
    if country == "US":
        d = _us(rng, c, key)
    else:
        d = _other(rng, c, key)
    return d, c, {"genre": "commercial_driver_certificate", "country": country}


def _us(rng, c, key):
    d = Doc()
    D = c.D
    d.line("MEDICAL EXAMINATION REPORT FORM (for Commercial Driver Medical Certification)")
    d.line("Form MCSA-5875   OMB No. 2126-0006")
    d.nl()
    d.line("SECTION 1. DRIVER INFORMATION (to be filled out by the driver)")
    lf = rng.random() < 0.5
    if lf:
        d.line("Last Name: ", P(c.pt.last, "PATIENT"), "   First Name: ", P(c.pt.first, "PATIENT"),
               "   Middle Initial: ", P(c.pt.middle, "PATIENT"))
    else:
        d.line("Driver name: ", P(c.pt.upper_lf(), "PATIENT"))
    d.line("Date of Birth: ", P(D(c.dob), "DATE"), "   Age: ", P(str(c.age), "AGE"), "   Sex: ",
           "M" if c.pt.sex == "M" else "F")
    d.line("Street Address: ", P(c.addr.street, "STREET"))
    d.line("City: ", P(c.addr.town, "CITY"), "   State: ", P(c.addr.region_abbr, "STATE"), "   Zip Code: ",
           P(c.addr.zip, "ZIP"))
    iss = c.addr.region_abbr if rng.random() < 0.85 else rng.choice(PL.US_STATES)[1]
    d.line("Driver's License Number: ", P(c.lic, "LICENSE"), "   Issuing State/Province: ", P(iss, "STATE"))
    d.line("Phone: ", P(c.mobile, "PHONE"), "   E-mail (optional): ", P(c.email, "EMAIL"))
    d.line("Driver ID Verified By: ", rng.choice(["CDL", "state ID", "passport"]),
           "   CLP/CDL Applicant/Holder: ", rng.choice(["Yes", "Yes", "No"]))
    d.line("Has your USDOT/FMCSA medical certificate ever been denied or issued for less than 2 years? ",
           rng.choice(["Yes", "No", "No", "Not sure"]))
    if rng.random() < 0.7:
        d.line("Employer / motor carrier: ", P(c.employer, "ORGANIZATION"), "   Position: ",
               R.job(c.profession))
    if rng.random() < 0.3:
        d.line("Endorsements: ", rng.choice(["H (hazmat)", "X (tanker/hazmat)", "N, H"]),
               " - TSA security threat assessment, fingerprint record ", P("%s%s" % (rng.choice(["FP", "TSA-FP-", "HME"]), E.digits(rng, 8)), "BIOID"))
    d.nl()
    d.line("DRIVER HEALTH HISTORY")
    d.line("Have you ever had surgery? ", rng.choice(["No", "Yes - appendectomy", "Yes - L knee arthroscopy",
                                                       "Yes - CABG x3", "Yes - cholecystectomy"]))
    d.line("Are you currently taking medications (prescription, over-the-counter, herbal remedies, diet supplements)? Yes")
    meds = [rng.choice(CL.CONDITIONS[key]["meds"])] + rng.sample(CL.OTHER_DRUGS, rng.randint(0, 3))
    d.line("  ", "; ".join(meds))
    hit = KEY_HX.get(key)
    n = rng.randint(10, len(HX_US))
    idx = sorted(set(rng.sample(range(len(HX_US)), n)) | ({hit} if hit is not None else set()))
    for i in idx:
        yes = i == hit or (i == 29 and rng.random() < 0.3) or (i == 30 and rng.random() < 0.5)
        d.line(("%2d. %s" % (i + 1, HX_US[i]))[:78].ljust(80), "Yes" if yes else "No")
    ev = add_days(c.visit, -rng.randint(60, 1600))
    d.fl("Comments: {cm} - diagnosed {dt}, followed by {doc} ({h}).",
         cm=rng.choice(CL.CONDITIONS[key]["names"]),
         dt=P(D.my(ev) if rng.random() < 0.6 else str(ev.year), "DATE"),
         doc=R.dr(c, c.cons, rng.choice(["dr_full", "dr_last"])), h=P(c.hosp, "HOSPITAL"))
    d.fl("Driver signature: ______________   Date: {dt}", dt=P(D(c.visit), "DATE"))
    d.nl()
    d.line("SECTION 2. EXAMINATION REPORT")
    v = CL.vitals(rng)
    bp = v["bp"]
    if key == "hypertension":
        bp = "%d/%d" % (rng.randint(141, 172), rng.randint(91, 106))
    d.line("Pulse rate: ", v["hr"], "   Pulse rhythm regular: ", rng.choice(["Yes", "Yes", "No"]),
           "   Height: ", "%d ft %d in" % (rng.randint(5, 6), rng.randint(0, 11)), "   Weight: ",
           str(rng.randint(150, 330)), " lbs")
    d.line("Blood Pressure  Sitting ", bp, "   Second reading (optional) ",
           "%d/%d" % (rng.randint(126, 168), rng.randint(78, 102)))
    d.line("Urinalysis  Sp. Gr. 1.0", str(rng.randint(5, 30)).zfill(2), "  Protein ",
           rng.choice(["neg", "trace", "1+"]), "  Blood ", rng.choice(["neg", "neg", "trace"]), "  Sugar ",
           "2+" if key == "diabetes" else "neg")
    d.line("VISION  Standard: at least 20/40 acuity (Snellen) in each eye; 70 degrees field in horizontal meridian")
    ra, _ = CL.va(rng, "US", 0, 4)
    la, _ = CL.va(rng, "US", 0, 4)
    d.line("  Uncorrected  Right Eye 20/", str(rng.choice([20, 25, 30, 40, 50, 70])), "  Left Eye 20/",
           str(rng.choice([20, 25, 30, 40, 70])), "  Both Eyes 20/20")
    d.line("  Corrected    Right Eye ", ra, "  Left Eye ", la, "  Both Eyes 20/20")
    d.line("  Horizontal field of vision: Right eye ", str(rng.choice([70, 80, 85, 90])), " degrees  Left eye ",
           str(rng.choice([70, 75, 85, 90])), " degrees")
    d.line("  Applicant can recognize the colors of traffic signals: Yes   Monocular vision: No")
    d.line("HEARING  Forced whisper: Right ear ", str(rng.choice([5, 5, 8, 10])), " ft  Left ear ",
           str(rng.choice([5, 6, 10])), " ft   Hearing aid used: ", rng.choice(["No", "No", "Right ear"]))
    if rng.random() < 0.35:
        d.line("  Audiometric test: R 500Hz ", str(rng.randint(10, 40)), " 1000Hz ", str(rng.randint(10, 40)),
               " 2000Hz ", str(rng.randint(15, 45)), " dB")
    d.nl()
    d.line("PHYSICAL EXAMINATION")
    for s in SYSTEMS:
        ab = rng.random() < 0.12
        d.line("  ", s.ljust(44), "Abnormal - " + rng.choice(["see comments", "mild", "healed scar"]) if ab else "Normal")
    if key == "osa" or rng.random() < 0.3:
        d.line("Neck circumference ", v["neck"], " cm (", str(int(v["neck"]) * 10 // 25), " in); Mallampati ",
               rng.choice(["II", "III", "IV"]), "; BMI ", v["bmi"])
    d.nl()
    d.line("SECTION 3. MEDICAL EXAMINER DETERMINATION (Federal)")
    cert_date = c.visit
    if key == "hypertension":
        months, text = 12, "Meets standards but periodic monitoring required due to hypertension - 1 year"
        if int(bp.split("/")[0]) >= 160:
            months, text = 3, "Stage 2 hypertension - one-time 3 month certificate"
    elif key == "osa":
        months, text = 12, "Meets standards - 1 year, contingent on continued CPAP use (>=4 h/night on 70% of nights)"
    elif key in ("first_seizure", "icd"):
        months, text = 0, "Does not meet standards in 49 CFR 391.41"
    elif key == "diabetes":
        months, text = 12, "Meets standards - ITDM Assessment Form MCSA-5870 received from treating clinician"
    else:
        months, text = rng.choice([(24, "Meets standards in 49 CFR 391.41; qualifies for 2-year certificate"),
                                   (12, "Meets standards but periodic monitoring required"),
                                   (0, "Determination pending - more information needed")])
    d.line(text)
    if months:
        d.line("  Wearing corrective lenses: ", rng.choice(["Yes", "No"]),
               "   Accompanied by a waiver/exemption: No   Driving within an exempt intracity zone: No")
        exp = add_days(cert_date, months * 30 - rng.randint(0, 3))
        d.fl("  Medical Examiner's Certificate (MEC) issued: {a}   Expiration date: {b}",
             a=P(D(cert_date), "DATE"), b=P(D(exp), "DATE"))
        d.line("  MEC number: ", P("%s%s" % (rng.choice(["", "MEC-", "ME"]), E.digits(rng, 7)), "LICENSE"))
    elif "pending" in text:
        d.fl("  Pending until: {dt} (45 days). Requested: {rq}", dt=P(D(add_days(cert_date, 45)), "DATE"),
             rq=rng.choice(["cardiology clearance letter", "sleep study report", "neurology report"]))
    me = E.mk_person(rng)
    site = E.Clinic(rng, "US", E.practice_name(rng, "US"), region=c.addr.region_key)
    d.line("Medical Examiner's Name (please print): ", P(me.full().upper() if rng.random() < 0.4 else me.full(), "DOCTOR"),
           rng.choice([", MD", ", DO", ", PA-C", ", DC", ", APRN"]))
    d.line("Medical Examiner's Address: ", P(site.addr.street, "STREET"), ", ", P(site.addr.town, "CITY"), ", ",
           P(site.addr.region_abbr, "STATE"), " ", P(site.addr.zip, "ZIP"), " (", P(site.name, "HOSPITAL"), ")")
    d.line("Medical Examiner's Telephone Number: ", P(E.with_ext(rng, site.phone) if rng.random() < 0.3 else site.phone, "PHONE"))
    d.line("Medical Examiner's State License, Certificate, or Registration Number: ", P(E.digits(rng, 2) + "-" + E.digits(rng, 6) if rng.random() < 0.5 else rng.choice(["MD", "DO", "PA"]) + E.digits(rng, 6), "LICENSE"),
           "   Issuing State: ", P(site.addr.region_abbr, "STATE"))
    d.line("National Registry Number: ", P(E.digits(rng, 10), "LICENSE"))
    d.fl("Medical Examiner's Signature: ____________   Date Certificate Signed: {dt}", dt=P(D(cert_date), "DATE"))
    if rng.random() < 0.5:
        d.line("Exam ID / encounter: ", P(c.acct, "ACCOUNT"), "   Uploaded to National Registry: ",
               rng.choice(["same day", "by midnight of next calendar day", "yes"]))
    if rng.random() < 0.3:
        d.line("Portal submission from workstation ", P(E.private_ip(rng), "IPADDR"), " by user ",
               P((me.first[0] + me.last).lower()[:10] + str(rng.randint(1, 9)), "USERNAME"))
    return d


def _other(rng, c, key):
    d = Doc()
    D = c.D
    co = c.country
    if co == "CA":
        d.line(rng.choice(["COMMERCIAL DRIVER MEDICAL EXAMINATION REPORT (NSC)", "Driver's Medical Examination - Class 1-4",
                           "MEDICAL CERTIFICATE - COMMERCIAL CLASSES"]))
        cls = rng.choice(["Class 1 (semi-trailer) with air brake endorsement", "Class 2 (bus)", "Class 3 (straight truck)",
                          "Class 4 (taxi/ambulance)", "Class A/Z", "Class D"])
    elif co == "AU":
        d.line(rng.choice(["COMMERCIAL VEHICLE DRIVER MEDICAL ASSESSMENT", "Medical Certificate - Heavy Vehicle Driver",
                           "FITNESS TO DRIVE: COMMERCIAL STANDARDS"]))
        cls = rng.choice(["HR (heavy rigid)", "HC (heavy combination)", "MC (multi-combination)", "MR with bus authority",
                          "dangerous goods driver licence"])
    elif co == "IE":
        d.line(rng.choice(["GROUP 2 DRIVER MEDICAL REPORT (D501) - COMMERCIAL", "Medical Report - Category C / D"]))
        cls = rng.choice(["C", "CE", "D", "D1", "C1E"])
    else:
        d.line(rng.choice(["D4 MEDICAL - LGV / PCV DRIVER CERTIFICATE", "GROUP 2 MEDICAL CERTIFICATE (LGV/PCV)"]))
        cls = rng.choice(["C and CE", "D and DE", "C1", "D1"])
    d.line("Assessed against: ", CL.auth(c)["std"])
    d.nl()
    d.line(rng.choice(["Driver details", "DRIVER", "Part 1 - Applicant"]))
    d.line("Name: ", R.pt_name(c, rng.choice(["full", "upper_lf", "fml"])), "     ", R.dob_label(c), ": ",
           P(D(c.dob), "DATE"), " (", P(str(c.age), "AGE"), " yrs)")
    d.line("Address: ", E.addr_inline(rng, c.addr, rng.random() < 0.2))
    d.line(R.lic_label(c, True), ": ", P(c.lic, "LICENSE"), "   Class: ", cls)
    for lab, val, typ in R.id_fields(c, rng.randint(1, 2)):
        d.line(lab, ": ", P(val, typ))
    d.line("Phone: ", P(c.mobile, "PHONE"))
    d.line("Employer: ", P(c.employer, "ORGANIZATION"), " (", R.job(c.profession), ")")
    if rng.random() < 0.25:
        d.line(rng.choice(["Dangerous goods licence - fingerprint ID ", "Biometric enrolment no. ", "Photo/biometric capture ref "]),
               P("%s%s" % (rng.choice(["BIO", "FPR-", "B"]), E.digits(rng, 8)), "BIOID"))
    if rng.random() < 0.4:
        d.line("Fleet manager contact: ", P(E.mk_person(rng).full(), "FAMILY"), ", ", P(E.phone(rng, co), "PHONE"))
    d.nl()
    d.line(rng.choice(["Medical history", "HISTORY (examiner to review)"]))
    ev = add_days(c.visit, -rng.randint(30, 2000))
    d.fl("- {dx} since {dt}; {med}", dx=rng.choice(CL.CONDITIONS[key]["names"]),
         dt=P(D.my(ev) if rng.random() < 0.6 else str(ev.year), "DATE"), med=rng.choice(CL.CONDITIONS[key]["meds"]))
    for t in rng.sample(CL.CONDITIONS[key]["tests"], 2):
        d.line("- ", t)
    d.line("- other: ", rng.choice(["hypercholesterolaemia", "GORD", "L4/5 disc prolapse 2 yrs ago", "nil", "gout"]))
    d.nl()
    d.line("Examination")
    d.line("  ", CL.vital_line(rng, "  |  "))
    ra, _ = CL.va(rng, co, 0, 3)
    la, _ = CL.va(rng, co, 0, 5)
    d.line("  VA R ", ra, "  L ", la, "   fields: ", rng.choice(["full", "Esterman 120/120", "160 degrees binocular"]))
    d.line("  ", CL.neuro_line(rng))
    d.line("  Urine: ", rng.choice(["NAD", "glucose neg, protein trace", "glycosuria 2+"]))
    d.nl()
    g2 = CL.advice_text(c, key, 2)
    ok = "no restriction" in g2 or rng.random() < 0.5
    if ok:
        d.line("Outcome: Fit for commercial driving - ",
               g2 if g2 != "no restriction" and rng.random() < 0.5 else rng.choice(["review 12 months", "conditional, annual review", "review 3 years"]), ".")
    else:
        d.line("Outcome: Not fit for commercial driving at present - ",
               rng.choice(["specialist report requested", "reassess once treatment established",
                           "refer to licensing authority medical adviser"]), ". Standard: ", g2, ".")
    if rng.random() < 0.5:
        d.fl("Next review due: {dt}", dt=P(D.my(add_days(c.visit, 365)), "DATE"))
    d.nl()
    d.line("Examiner: ", R.dr(c, c.gp, rng.choice(["dr_full", "full_cred"])), "   ", R.reg_label(c), " ",
           P(c.gp_reg, "LICENSE"))
    d.line(P(c.practice.name, "HOSPITAL"), ", ", E.addr_inline(rng, c.practice.addr))
    d.line("Ph ", P(c.practice.phone, "PHONE"), "   Fax ", P(c.practice.fax, "FAX"))
    d.fl("Signed {dt}", dt=P(D(c.visit), "DATE"))
    return d
