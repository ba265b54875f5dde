"""Genre: taxi / private-hire / rideshare licensing medical."""

from core import Doc, P, tick, add_days, cap
import entities as E
import clinical as CL
import render as R
import pools as PL

Q_UK = ["Has the applicant ever had epilepsy or a seizure?",
        "Has the applicant had a stroke or TIA?",
        "Is the applicant treated with insulin, a sulfonylurea or a glinide?",
        "Any episode of severe hypoglycaemia in the last 12 months?",
        "Any unexplained loss of consciousness?",
        "Any cardiac condition (angina, MI, arrhythmia, ICD)?",
        "Sleep apnoea or excessive daytime sleepiness?",
        "Any psychiatric illness in the last 3 years?",
        "Any history of alcohol or drug misuse or dependence?",
        "Any condition affecting the use of the limbs?",
        "Any progressive neurological disorder?",
        "Does the applicant take any medication that may impair driving?"]
Q_KEY = {"epilepsy": 0, "first_seizure": 0, "stroke": 1, "tia": 1, "diabetes": 2, "syncope": 4,
         "icd": 5, "osa": 6, "alcohol": 8, "ms": 10, "parkinsons": 10, "dementia": 10}


def gen(rng, country):
    c = E.mk_ctx(rng, country, age_range=(22, 77))
    d = Doc()
    D = c.D
    key = rng.choice(["hypertension", "diabetes", "osa", "syncope", "epilepsy", "tia", "alcohol", "vision",
                      "hypertension", "icd", "diabetes"])
    cond = CL.CONDITIONS[key]
    town = c.addr.town
    council = E.named(rng, PL.COUNCIL_FORMS, "UK", town) if country == "UK" else None
    firm = E.named(rng, PL.TAXI_FORMS)
    c.profession = rng.choice(["taxi driver", "private hire driver", "hackney carriage driver", "rideshare driver",
                               "chauffeur", "minicab driver", "wheelchair-accessible taxi driver"])
    badge = {"UK": "%s%s" % (rng.choice(["PH", "HC", "D", ""]), E.digits(rng, rng.choice([4, 5, 6]))),
             "IE": "SPSV-%s" % E.digits(rng, 5) if rng.random() < 0.5 else E.digits(rng, 5),
             "AU": "DA%s" % E.digits(rng, 6), "US": "H%s" % E.digits(rng, 6),
             "CA": "VFH-%s" % E.digits(rng, 5)}[country]
    # ---------------- header
    if country == "UK":
        d.line(P(council.upper() if rng.random() < 0.5 else council, "ORGANIZATION"))
        d.line(rng.choice(["Licensing Section", "Taxi and Private Hire Licensing", "Licensing Services"]))
        d.line(rng.choice(["HACKNEY CARRIAGE / PRIVATE HIRE DRIVER - MEDICAL EXAMINATION REPORT",
                           "Medical Assessment of Fitness to Drive a Licensed Vehicle (DVLA Group 2 standard)",
                           "PRIVATE HIRE AND HACKNEY CARRIAGE DRIVERS' MEDICAL CERTIFICATE"]))
    elif country == "IE":
        d.line(rng.choice(["SMALL PUBLIC SERVICE VEHICLE (SPSV) DRIVER - MEDICAL REPORT",
                           "SPSV Driver Licence Application: Certificate of Medical Fitness (Group 2 standard)"]))
    elif country == "AU":
        d.line(rng.choice(["MEDICAL CERTIFICATE - PASSENGER TRANSPORT DRIVER AUTHORITY",
                           "Taxi / Rideshare Driver Accreditation - Medical Assessment (commercial standard)"]))
    elif country == "US":
        d.line(rng.choice(["FOR-HIRE VEHICLE DRIVER MEDICAL CERTIFICATION", "TAXICAB DRIVER PHYSICAL EXAMINATION FORM",
                           "Chauffeur / Hack License Medical Report"]))
    else:
        d.line(rng.choice(["VEHICLE-FOR-HIRE DRIVER MEDICAL REPORT", "Taxicab Driver's Licence - Physician's Report"]))
    d.line(rng.choice(["New application", "Renewal", "Renewal (age-related)", "Review following medical notification"]),
           "     Form ", rng.choice(["TX/M1", "PH-MED", "LVM-2", "SPSV-M", "FHV-MR"]))
    d.nl()
    d.line(rng.choice(["SECTION A - APPLICANT", "Applicant details", "PART 1: Driver"]))
    d.line("Full name: ", R.pt_name(c, rng.choice(["full", "fml", "upper_lf"])))
    d.line("Date of birth: ", P(D(c.dob), "DATE"), "     Age: ", P(str(c.age), "AGE"))
    d.line("Home address: ", E.addr_inline(rng, c.addr))
    d.line("Telephone: ", P(c.mobile, "PHONE"))
    if rng.random() < 0.5:
        d.line("Email: ", P(c.email, "EMAIL"))
    d.line(R.lic_label(c), ": ", P(c.lic, "LICENSE"))
    d.line(rng.choice(["Badge / licence no.", "Driver licence no. (council)", "SPSV licence no.", "Authority no.",
                       "Hack license #", "Driver permit no."]), ": ",
           P(badge, "LICENSE") if rng.random() < 0.85 else "new applicant")
    if rng.random() < 0.6:
        d.line("Operator / base: ", P(firm, "ORGANIZATION"))
    if rng.random() < 0.55:
        d.line("Licensed vehicle: ", c.car, ", registration ", P(c.plate, "VEHICLE"))
        if rng.random() < 0.5:
            d.line("Vehicle licence plate number: ", P(str(rng.randint(10, 1999)) if country == "UK" else "T" + E.digits(rng, 5), "VEHICLE"))
    if rng.random() < 0.5:
        lab = {"UK": "Enhanced DBS certificate no.", "IE": "Garda vetting ref.", "AU": "Police check ref.",
               "US": "Background check case #", "CA": "CPIC / VSC ref."}[country]
        d.line(lab, " ", P(E.digits(rng, 12) if country == "UK" else E.digits(rng, 8), "IDNUM"),
               " (issued ", P(D(add_days(c.visit, -rng.randint(10, 300))), "DATE"), ")")
    if rng.random() < 0.45:
        d.line(rng.choice(["Fingerprint record ID", "Livescan fingerprint ID", "Biometric ref."]), ": ",
               P("%s%s" % (rng.choice(["FP-", "LS", "BIO-", "F"]), E.digits(rng, rng.choice([6, 8, 9]))), "BIOID"))
    d.nl()
    d.line(rng.choice(["SECTION B - TO BE COMPLETED BY THE APPLICANT'S " + ("GP" if country in ("UK", "IE", "AU") else "PHYSICIAN")
                       + " OR A REGISTERED MEDICAL PRACTITIONER",
                       "Medical practitioner's assessment", "PART 2: Medical history (from records)"]))
    d.line("I have had access to the applicant's full medical record: ", rng.choice(["Yes", "Yes", "Yes (summary only)"]))
    if rng.random() < 0.5:
        d.line("Registered with the practice since: ", P(str(c.visit.year - rng.randint(1, 20)), "DATE"))
    else:
        d.line("Length of time applicant has been registered with the practice: ",
               rng.choice(["over 10 years", "4 years", "6 months", "since birth"]))
    hit = Q_KEY.get(key)
    for i, q in enumerate(Q_UK):
        if rng.random() < 0.2 and i != hit:
            continue
        d.line(("%d. %s" % (i + 1, q)).ljust(72), tick(rng, i == hit, 0 if rng.random() < 0.6 else 1))
    d.nl()
    ev = add_days(c.visit, -rng.randint(60, 3000))
    d.line("Details:")
    d.fl("{dx} - diagnosed {dt}. {det} Current treatment: {med}.",
         dx=cap(rng.choice(cond["names"])),
         dt=P(D.my(ev) if rng.random() < 0.5 else D(ev), "DATE"),
         det=rng.choice(cond["tests"]) + ".", med=rng.choice(cond["meds"]))
    if key == "diabetes":
        if rng.random() < 0.6:
            d.line("Last severe hypoglycaemia: ", rng.choice(["none ever", "none in last 12 months"]))
        else:
            d.line("Last severe hypoglycaemia: ", P(D(add_days(c.visit, -rng.randint(400, 1500))), "DATE"))
        d.line("Glucose monitoring: ", rng.choice(CL.DEVICE_MODELS["diabetes"]), ", sensor serial ",
               P(CL.device_serial(rng), "DEVICE"), "; meter readings reviewed for 3 months: ",
               rng.choice(["no readings below 3.0 mmol/L", "2 readings 3.1-3.8 mmol/L, symptomatic"]))
    if key == "osa":
        d.line("CPAP usage report: mean ", "%d.%d" % (rng.randint(4, 8), rng.randint(0, 9)), " h/night, ",
               str(rng.randint(72, 98)), "% nights >4 h; device serial ", P(CL.device_serial(rng), "DEVICE"))
    d.nl()
    d.line(rng.choice(["SECTION C - EXAMINATION", "Examination"]))
    va_r, _ = CL.va(rng, country, 0, 3)
    va_l, _ = CL.va(rng, country, 0, 6)
    d.line("Visual acuity (corrected if worn): R ", va_r, "   L ", va_l)
    d.line("Fields: ", rng.choice(["full to confrontation", "Esterman binocular normal", "160 degrees horizontal"]),
           "   Diplopia: No")
    d.line(CL.vital_line(rng))
    d.line("Urine: ", rng.choice(["NAD", "glucose trace", "protein neg, glucose neg"]),
           "   Neuro: ", rng.choice(["grossly normal", "no focal deficit", "mild peripheral neuropathy feet"]))
    d.nl()
    d.line(rng.choice(["SECTION D - DECLARATION", "Opinion", "CERTIFICATE"]))
    fit = rng.random() < 0.6
    if fit:
        d.line("I certify that the applicant ", rng.choice(["meets", "currently meets"]),
               " the medical standard required (", CL.auth(c)["g2"].split(" (")[0] if country in ("UK", "IE") else "commercial",
               ") for driving a licensed passenger vehicle.")
        d.fl("Next medical due: {dt}", dt=P(D.my(add_days(c.visit, rng.choice([365, 1095, 1825]))) if rng.random() < 0.5
                                             else D(add_days(c.visit, rng.choice([365, 1095, 1825]))), "DATE"))
    else:
        d.line("The applicant does not currently meet the standard (guidance: ", CL.advice_text(c, key, 2), ").")
        d.line("The applicant has been advised and the licensing authority should not issue / renew at this time.")
    examiner = c.gp if rng.random() < 0.7 else E.mk_person(rng)
    d.nl()
    d.line("Doctor: ", R.dr(c, examiner, rng.choice(["dr_full", "full_cred", "dr_fml"])))
    d.line(R.reg_label(c), " no: ", P(E.doc_reg(rng, country), "LICENSE"))
    d.line("Practice stamp: ", P(c.practice.name, "HOSPITAL"), ", ", E.addr_inline(rng, c.practice.addr))
    d.line("Tel ", P(c.practice.phone, "PHONE"))
    d.fl("Date: {dt}", dt=P(D(c.visit), "DATE"))
    if rng.random() < 0.4:
        d.nl()
        d.line("Licensing office use: received ", P(D.alt(add_days(c.visit, rng.randint(2, 20))), "DATE"), " by ",
               P(E.mk_person(rng).init_last(), "DOCTOR") if rng.random() < 0.3 else "counter staff",
               "; file ", P("%s/%s" % (rng.choice(["LIC", "TX", "PH"]), E.digits(rng, 6)), "IDNUM"))
    if rng.random() < 0.35:
        d.line("Submitted online via ", P(E.org_url(rng, council or firm), "URL"), " from ",
               P(E.private_ip(rng), "IPADDR"))
    return d, c, {"genre": "taxi_licensing_medical", "country": country}
