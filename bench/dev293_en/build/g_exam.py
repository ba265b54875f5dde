"""Genre: driver medical examination form (licensing medicals, UK/IE/AU/CA/US)."""

from core import Doc, P, tick, add_days
import entities as E
import clinical as CL
import render as R

TITLES = {
    "UK": ["MEDICAL EXAMINATION REPORT FOR A LORRY OR BUS DRIVING LICENCE (D4)",
           "DRIVER MEDICAL EXAMINATION REPORT - GROUP 2",
           "Medical examination report: Group 2 entitlement (C1, C, D1, D)"],
    "IE": ["DRIVER LICENCE MEDICAL REPORT FORM (D501)", "Medical Report for Driver Licensing - D501",
           "MEDICAL FITNESS TO DRIVE REPORT"],
    "AU": ["MEDICAL ASSESSMENT FOR FITNESS TO DRIVE", "Medical Certificate - Fitness to Drive (Private / Commercial)",
           "DRIVER MEDICAL ASSESSMENT REPORT"],
    "CA": ["DRIVER'S MEDICAL EXAMINATION REPORT", "Medical Examination Report - Commercial Driver",
           "DRIVER MEDICAL EXAMINATION (CCMTA standards)"],
    "US": ["DRIVER MEDICAL EVALUATION", "Driver Medical Report",
           "MEDICAL REPORT FOR DRIVER LICENSING"],
}

HIST_Q = [
    ("Epilepsy, seizures or blackouts", ("epilepsy", "first_seizure", "syncope")),
    ("Stroke or TIA", ("stroke", "tia")),
    ("Diabetes treated with insulin or tablets", ("diabetes",)),
    ("Sleep disorder / obstructive sleep apnoea", ("osa",)),
    ("Heart condition, arrhythmia, ICD or pacemaker", ("icd", "syncope")),
    ("Visual impairment or eye disease", ("vision",)),
    ("Memory problems, dementia or confusion", ("dementia",)),
    ("Parkinson's disease or other movement disorder", ("parkinsons",)),
    ("Alcohol or drug misuse / dependence", ("alcohol",)),
    ("Head injury or brain surgery", ("tbi",)),
    ("Multiple sclerosis or other neurological condition", ("ms",)),
    ("High blood pressure", ("hypertension",)),
    ("Psychiatric illness", ()),
    ("Limb disability / amputation", ()),
]


def gen(rng, country):
    c = E.mk_ctx(rng, country, age_range=(21, 89))
    d = Doc()
    key = rng.choice(CL.COND_KEYS)
    cond = CL.CONDITIONS[key]
    A = CL.auth(c)
    D = c.D
    commercial = rng.random() < 0.55
    fit = rng.random() < 0.55 or CL.advice_text(c, key, 2 if commercial else 1) == "no restriction"
    # ---- header
    d.line(rng.choice(TITLES[country]))
    if rng.random() < 0.5:
        d.line(A["long"] if rng.random() < 0.5 else A["name"].replace("the ", "").upper(),
               " - ", rng.choice(["Medical Section", "Drivers Medical Group", "Driver Medical Review"]))
    case = "%s%s" % (rng.choice(["", "MED/", "DM-", "CASE "]), E.digits(rng, rng.choice([7, 8, 9])))
    d.line(rng.choice(["Our reference: ", "Case ref: ", "Office use - file no. ", "Ref: "]),
           P(case.replace("CASE ", ""), "IDNUM"), "    Page 1 of ", str(rng.randint(3, 5)))
    d.nl()
    # ---- part A
    d.line(rng.choice(["PART A - APPLICANT DETAILS (to be completed by the applicant)",
                       "Section 1: Applicant details", "1. PERSONAL DETAILS"]))
    R.demo_block(d, c, style=rng.choice(["colon", "table", "inline"]),
                 fields=rng.choice([("name", "dob", "addr", "lic", "phone", "email"),
                                    ("name", "dob", "sex", "addr", "ids", "lic", "phone"),
                                    ("name", "dob", "addr", "lic", "occ", "phone")]))
    if commercial:
        d.line(R.lw(c), " ", rng.choice(["group", "class", "category"]), " applied for: ",
               rng.choice({"UK": ["C1 and C1E", "C and CE", "D1 (minibus)", "D and DE", A["g2"]],
                           "IE": ["C1", "C", "D1", "D", "CE", A["g2"]],
                           "AU": ["HR (heavy rigid)", "MR (medium rigid)", "HC (heavy combination)", "LR with bus authority"],
                           "CA": ["Class 1 - tractor-trailer", "Class 2 (bus)", "Class 3 (straight truck)", "Class 4 (taxi)"],
                           "US": ["Class A", "Class B with P endorsement", "Class C with S endorsement"]}[country]))
    else:
        d.line(R.lw(c), " type: ", A["g1"])
    if rng.random() < 0.7:
        jobdesc = c.profession
        if commercial and rng.random() < 0.8:
            jobdesc = rng.choice(["HGV driver", "bus driver", "coach driver", "tanker driver", "delivery driver",
                                  "school bus driver", "long-haul truck driver"])
        c.profession = jobdesc
        d.line("Current occupation: ", R.job(jobdesc))
        if rng.random() < 0.6:
            d.line("Employer: ", P(c.employer, "ORGANIZATION"))
    if rng.random() < 0.45:
        d.line(R.lw(c), " first issued: ", P(str(c.dob.year + rng.randint(17, 25)), "DATE"),
               "   Expiry: ", P(D(add_days(c.visit, rng.randint(200, 3000))), "DATE"))
    if rng.random() < 0.5:
        d.line("Registered GP: ", R.dr(c, c.gp, rng.choice(["dr_full", "dr_last"])), ", ",
               P(c.practice.name, "HOSPITAL"), ", ", P(c.practice.addr.town, "CITY"))
    d.nl()
    # ---- part B: history
    d.line(rng.choice(["PART B - MEDICAL HISTORY", "Section 2: Medical questionnaire", "2. HEALTH HISTORY"]))
    must = [q for q in HIST_Q if key in q[1]][:1]
    rest = [q for q in HIST_Q if q not in must]
    qs = must + rng.sample(rest, rng.randint(6, len(rest)))
    qs.sort(key=HIST_Q.index)
    yes_rows = []
    for i, (q, keys) in enumerate(qs, 1):
        yes = key in keys and q == must[0][0] if must else False
        d.line(("%2d. %s" % (i, q)).ljust(56), tick(rng, yes, 0))
        if yes and key in keys:
            yes_rows.append(i)
    d.nl()
    d.line("Details of any 'Yes' answer:")
    onset = add_days(c.visit, -rng.randint(40, 2400))
    last_ev = add_days(c.visit, -(rng.randint(400, 2400) if fit else rng.randint(14, 150)))
    d.fl("  Diagnosis: {dx}, first diagnosed {on}.", dx=rng.choice(cond["names"]),
         on=(D.my(onset) if rng.random() < 0.5 else str(onset.year), "DATE"))
    d.fl("  Most recent episode / event: {dt}{tm}", dt=P(D.any(last_ev), "DATE"),
         tm=rng.choice(["", " at approx. %02d:%02d" % (rng.randint(6, 22), rng.choice([0, 15, 30, 45]))]))
    d.fl("  Treated by: {doc} at {h}", doc=R.dr(c, c.cons, rng.choice(["dr_full", "dr_last", "full_cred"])),
         h=P(c.hosp, "HOSPITAL"))
    if rng.random() < 0.5:
        d.fl("  Clinic letter dated {dt} enclosed ({rf}).", dt=P(D(add_days(last_ev, rng.randint(3, 40))), "DATE"),
             rf=rng.choice(["copy", "2 pages", "with EEG report", "with discharge summary"]))
    d.nl()
    # ---- part C: examination
    d.line(rng.choice(["PART C - EXAMINATION (to be completed by the examining doctor)",
                       "Section 3: Clinical examination", "3. EXAMINATION FINDINGS"]))
    if rng.random() < 0.15:
        d.line("Applicant photo and signature captured at the licensing office - biometric ref ",
               P("%s%s" % (rng.choice(["BIO-", "PSC", "FR"]), E.digits(rng, 9)), "BIOID"))
    if rng.random() < 0.5:
        if rng.random() < 0.5:
            d.line("Identity confirmed by: photocard ", R.lw(c, False), " - ", rng.choice(["number ", "no. "]), P(c.lic, "LICENSE"))
        else:
            d.line("Identity confirmed by: ", rng.choice(["passport", "photo ID", "photocard " + R.lw(c, False)]), " - checked")
    va_r, _ = CL.va(rng, country, 0, 4)
    va_l, _ = CL.va(rng, country, 0, 6)
    va_b, _ = CL.va(rng, country, 0, 3)
    d.line("Vision (Snellen)   R ", va_r, "   L ", va_l, "   Binocular ", va_b,
           rng.choice([" (with glasses)", " (uncorrected)", " (with contact lenses)", ""]))
    d.line("Visual fields: ", rng.choice(["full to confrontation", "Esterman binocular - 120 points, 0 missed",
                                          "defect noted - optometrist field test requested",
                                          "homonymous defect on confrontation, formal test arranged"]))
    v = CL.vitals(rng)
    d.line("BP ", v["bp"], " mmHg (repeat ", "%d/%d" % (rng.randint(118, 158), rng.randint(68, 98)),
           ")   Pulse ", v["hr"], " regular   BMI ", v["bmi"])
    d.line("Urinalysis: ", rng.choice(["NAD", "glucose ++, protein neg", "protein trace, blood neg, glucose neg",
                                       "SG 1.020, no glucose"]))
    d.line("Cardiovascular: ", rng.choice(["HS I+II+0, no murmur", "irregularly irregular pulse, rate 84",
                                           "ejection systolic murmur at LUSE", "normal"]))
    d.line("Neurological: ", CL.neuro_line(rng))
    d.line("Musculoskeletal: ", rng.choice(["full ROM neck, able to turn head 70 degrees each way",
                                             "restricted right shoulder abduction to 90 degrees",
                                             "L knee OA, able to operate pedals", "no limb deficit"]))
    if key in ("dementia", "tbi", "stroke", "parkinsons") or rng.random() < 0.2:
        d.line("Cognition: ", rng.choice(cond["tests"] if key in ("dementia", "tbi") else ["MoCA 27/30", "6CIT 4/28",
                                                                                            "AMTS 10/10", "ACE-III 91/100"]))
    if rng.random() < 0.3:
        d.line("Hearing: ", rng.choice(["whispered voice heard at 1 m both ears", "bilateral hearing aids, conversational voice heard",
                                        "normal", "forced whisper at 5 ft - passed"]))
    d.nl()
    # ---- medication
    d.line(rng.choice(["Current medication:", "MEDICATION", "Section 4: Medication"]))
    meds = [rng.choice(cond["meds"])] + rng.sample(CL.OTHER_DRUGS, rng.randint(1, 4))
    for m in meds:
        d.line(rng.choice(["- ", "  * ", "  "]), m)
    d.nl()
    # ---- opinion
    d.line(rng.choice(["PART D - OPINION", "Section 5: Examiner's opinion", "4. RECOMMENDATION"]))
    g = 2 if commercial else 1
    if fit:
        d.line("In my opinion the applicant ", rng.choice(["meets", "appears to meet"]), " the medical standards for ",
               A["g2"] if commercial else A["g1"], " driving.")
        if rng.random() < 0.5:
            d.line("Recommend review in ", rng.choice(["12 months", "1 year", "3 years", "6 months"]),
                   rng.choice([".", " (short-period licence).", " - condition under specialist follow-up."]))
    else:
        d.line("The applicant does NOT currently meet the standard (guidance: ", CL.advice_text(c, key, g), ").")
        d.fl("Advised verbally on {dt} not to drive; advice recorded in notes.",
             dt=P(D(c.visit) if rng.random() < 0.7 else D.wk(c.visit), "DATE"))
    d.nl()
    # ---- examiner
    d.line(rng.choice(["PART E - EXAMINING DOCTOR", "Section 6: Doctor's details", "5. EXAMINER"]))
    examiner = c.gp if rng.random() < 0.6 else E.mk_person(rng)
    site = c.practice
    d.line("Name: ", R.dr(c, examiner, rng.choice(["dr_full", "full", "dr_fml"])))
    d.line(R.reg_label(c, "med"), " number: ", P(E.doc_reg(rng, country), "LICENSE"))
    d.line("Practice: ", P(site.name, "HOSPITAL"))
    d.line("Address: ", E.addr_inline(rng, site.addr))
    d.line("Tel: ", P(site.phone, "PHONE"))
    if rng.random() < 0.6:
        d.line("Fax: ", P(site.fax, "FAX"))
    if rng.random() < 0.5:
        d.line("Email: ", P(site.email, "EMAIL"))
    d.fl("Date of examination: {dt}     Time: {tm}", dt=P(D(c.visit), "DATE"),
         tm="%02d:%02d" % (rng.randint(8, 17), rng.choice([0, 10, 20, 30, 40, 50])))
    d.line("Signature: ______________________   Date: ", P(D(c.visit), "DATE"))
    if rng.random() < 0.45:
        d.nl()
        d.line("Fee: ", {"UK": "GBP 120.00", "IE": "EUR 55.00", "AU": "AUD 180", "CA": "CAD 150.00", "US": "USD 125"}[country],
               " - invoice no. ", P(c.acct, "ACCOUNT"), " (not payable by the authority)")
    if rng.random() < 0.4:
        d.nl()
        d.line("FOR OFFICE USE ONLY")
        d.fl("Received {dt}   Medical adviser: {ma}   Outcome: {oc}",
             dt=P(D(add_days(c.visit, rng.randint(5, 30))), "DATE"),
             ma=R.dr(c, E.mk_person(rng), rng.choice(["dr_last", "dr_init"])),
             oc=rng.choice(["licence issued - 1 yr", "refer to MA", "GP report requested", "licence refused",
                            "short-period licence 3 yrs"]))
    return d, c, {"genre": "driver_medical_examination_form", "country": country}
