"""Genres: patient travel/escort form, mental health outreach note,
maternal and child health check."""
import clinical as K
import fmt
import parts
import pools as P


def travel_form(c, n):
    r = c.rng
    if c.au:
        n.w(r.choice(["PATIENT ASSISTANCE TRAVEL SCHEME (PATS) - APPLICATION AND ESCORT REQUEST",
                      "Patient Travel and Escort Request Form", "PATIENT TRAVEL SUBSIDY APPLICATION"]), "\n")
    else:
        n.w(r.choice(["NIHB MEDICAL TRANSPORTATION REQUEST", "Medical Travel and Escort Approval Request",
                      "PATIENT TRAVEL WARRANT REQUEST"]), "\n")
    n.w("Submit to: ", ("EMAIL", fmt.email_for(r, "patienttravel", "", role=True)), r.choice(["  or fax ", " / fax "]),
        ("FAX", fmt.phone(r, c.country, "land", c.area)), "\n")
    if r.random() < 0.5:
        n.w("Online: ", ("URL", fmt.url(r, "portal")), "\n")
    n.w("\nSECTION A - PATIENT\n")
    n.w("Surname: ", ("PATIENT", c.pt.last.upper()), "   Given names: ", ("PATIENT", c.pt.first + (" " + c.pt.middle if c.pt.middle else "")), "\n")
    n.w("Date of birth: ", c.DOB(), "   Age: ", ("AGE", str(c.age)), "   Sex: ", c.sex, "\n")
    n.w("Residential address: ", c.ADDR(full_state=r.random() < 0.5))
    if r.random() < 0.5:
        n.w(", ", ("COUNTRY", "Australia" if c.au else "Canada"))
    n.w("\n")
    n.w("Phone: ", ("PHONE", c.mob()), r.choice(["  (or via clinic)", "", "  (message with aunty)"]), "\n")
    if c.au:
        n.w("Medicare no: ", ("HEALTHPLAN", c.hp))
        if r.random() < 0.6:
            n.w("   Centrelink CRN: ", ("SSN", fmt.ssn(r, "AU")))
        if r.random() < 0.4:
            n.w("   Health Care Card: ", ("HEALTHPLAN", "%s %s %s%s" % (fmt.digits(r, 3), fmt.digits(r, 3), fmt.digits(r, 3), fmt.letters(r, 1))))
    else:
        n.w("Status (registration) no: ", ("HEALTHPLAN", c.status), "   ", c.hp_label, ": ", ("HEALTHPLAN", c.hp))
        if r.random() < 0.5 and c.age >= 18:
            n.w("\nSIN (income support verification): ", ("SSN", fmt.ssn(r, "CA")))
    n.w("\nHRN: ", ("MRN", c.mrn), "\n")
    n.w("Country of birth: ", ("COUNTRY", "Australia" if c.au else "Canada"), "   Interpreter: ",
        r.choice(["yes", "no"]), "\n")
    if r.random() < 0.35:
        n.w("Identity verified at travel office: biometric token ", ("BIOID", fmt.bioid(r)), "\n")
    n.w("\nSECTION B - APPOINTMENT\n")
    if c.age < 16:
        spec = r.choice(["Paediatric cardiology (RHD)", "Dental surgery under GA", "ENT (grommets)", "Paediatric outpatients",
                         "Orthopaedic fracture clinic", "Paediatric ophthalmology"])
    else:
        spec = r.choice(["Cardiology outpatients", "Renal clinic", "Ophthalmology (cataract surgery)", "Orthopaedic fracture clinic",
                         "Oncology day unit", "Antenatal clinic" if c.sex == "F" and c.age < 45 else "Urology clinic",
                         "Dialysis assessment", "Endoscopy"])
    ap = c.dd(r.randint(7, 40))
    hosp, city = r.choice([(c.tert_hosp, c.tert), (c.hub_hosp, c.hub)])
    n.w("Specialist service: ", spec, "\n", "Hospital: ", ("HOSPITAL", hosp), ", ", ("CITY", city), "\n")
    n.w("Appointment: ", c.Dwd(ap), " at ", K.tm(r), "   with ", c.C(c.spec, "dr"), "\n")
    n.w("Referral no: ", ("IDNUM", "%s%s" % (fmt.letters(r, 3), fmt.digits(r, 6))), "\n")
    n.w("\nSECTION C - TRAVEL\n")
    mode = r.choice(["air", "air", "road"])
    if mode == "air":
        dep = fmt.add_days(ap, -r.randint(0, 2))
        ret = fmt.add_days(ap, r.randint(1, 5))
        n.w("Mode: scheduled air, ", ("ORGANIZATION", c.airline), "\n")
        n.w("Depart ", ("CITY", c.comm), " ", c.D(dep), " flight %s%d; return " % (fmt.letters(r, 2), r.randint(100, 999)),
            c.D(ret), " flight %s%d\n" % (fmt.letters(r, 2), r.randint(100, 999)))
        if r.random() < 0.3:
            n.w("Charter aircraft ", ("VEHICLE", fmt.aircraft(r, c.country)), " if scheduled service cancelled\n")
    else:
        n.w("Mode: private vehicle, %d km return\n" % r.randint(180, 1400))
        n.w("Vehicle rego: ", ("VEHICLE", fmt.plate(r, c.country)), "   Driver licence no: ",
            ("LICENSE", r.choice([fmt.digits(r, 8), "%s%s" % (fmt.letters(r, 1), fmt.digits(r, 7)),
                                  "%s-%s-%s" % (fmt.letters(r, 1) + fmt.digits(r, 4), fmt.digits(r, 5), fmt.digits(r, 5))])), "\n")
    n.w("\nSECTION D - ESCORT\n")
    esc = c.relative()
    eage = max(18, c.rel_age(esc.role))
    n.w("Escort name: ", ("FAMILY", esc.full()), "   Relationship: ", esc.role, "\n")
    n.w("Escort DOB: ", c.D(fmt.dob_for_age(r, c.d0, eage)), "   Age: ", ("AGE", str(eage)), "   Phone: ",
        ("PHONE", c.mob()), "\n")
    n.w("Escort occupation: ", ("PROFESSION", r.choice(P.PROF_AU if c.au else P.PROF_CA)), "\n")
    if c.age < 18:
        why = "patient under 18"
    elif c.age >= 70:
        why = r.choice(["frail elder, falls risk", "cognitive impairment", "interpreter / language"])
    else:
        why = r.choice(["interpreter / language", "post-anaesthetic, cannot travel alone", "vision impaired",
                        "pregnancy - support person for birth" if spec.startswith("Antenatal") else "mobility - wheelchair"])
    n.w("Reason escort needed: ", why, "\n")
    n.w("\nSECTION E - ACCOMMODATION\n")
    n.w(("ORGANIZATION", c.hostel), ", ", ("CITY", city), " - %d nights, booking ref " % r.randint(1, 14),
        ("IDNUM", "%s-%s" % (fmt.letters(r, 2), fmt.digits(r, 5))), "\n")
    n.w("\nSECTION F - REIMBURSEMENT\n")
    n.w("Account name: ", ("PATIENT", c.pt.full()), "   Account no: ", ("ACCOUNT", fmt.digits(r, r.choice([7, 8, 9]))), "\n")
    if r.random() < 0.5:
        n.w("Claim no: ", ("ACCOUNT", "%s/%s" % (fmt.digits(r, 4), fmt.digits(r, 6))), "\n")
    n.w("\nSECTION G - REFERRING CLINICIAN CERTIFICATION\n")
    n.w("I certify the patient requires specialist services not available within %d km and that an escort is medically "
        "necessary.\n" % r.choice([50, 100, 200, 300]))
    n.w("Name: ", c.C(c.doc, "dr"), "   ")
    lab, val = parts.licence_for(c, c.doc)
    n.w(lab, val, "\n")
    n.w("Practice: ", ("HOSPITAL", c.clinic), "   ")
    parts.clinic_contact(c, n)
    n.w("Date: ", c.D(), "\n")
    n.w("\nOFFICE USE: approval no ", ("IDNUM", "%s%s" % (fmt.digits(r, 2), fmt.digits(r, 7))), "; processed by ",
        ("USERNAME", fmt.username(r, r.choice(P.CLIN_FIRST), r.choice(P.CLIN_SURN))), " ", c.D(c.dd(r.randint(0, 3))), "\n")


def mental_health(c, n):
    r = c.rng
    worker = c.clin(r.choice(["RN (MHN)", "Psychologist", "Credentialed MHN", "SEWB Counsellor"] if c.au
                             else ["RPN", "MSW, RSW", "Mental Wellness Counsellor", "RN"]))
    n.w(r.choice(["SOCIAL AND EMOTIONAL WELLBEING - OUTREACH NOTE", "Remote Mental Health Team - Outreach Review"]
                 if c.au else ["MENTAL WELLNESS TEAM - OUTREACH NOTE", "Community Mental Health Outreach Visit"]), "\n")
    n.w(("HOSPITAL", c.service), "\n")
    n.w("Date: ", c.D(), "   Clinician: ", c.C(worker, "cred"), "\n")
    n.w("Client: ", c.PN(), "   DOB: ", c.DOB(), "   ", r.choice(["HRN ", "MRN ", "File no. "]), ("MRN", c.mrn), "\n")
    n.w("Venue: ", r.choice([["clinic ", r.choice(["room ", "Room ", "counselling room "]), ("LOCATION_OTHER", str(r.randint(1, 6)))],
                             ["client's home, ", ("STREET", c.house)], ["walk and talk near ", c.LM()],
                             ["video from ", ("HOSPITAL", c.clinic), ", endpoint ", ("IPADDR", fmt.ipaddr(r))]]), "\n")
    n.w("Also present: ", c.C(c.hw, "name"), " (", c.hw.cred, ")")
    fam = c.relative()
    if r.random() < 0.6:
        n.w(", ", fam.role, " ", c.F(fam))
    n.w("\n\n")
    k = r.randint(0, 3)
    if k == 0:
        n.w("Referral: self-referred. Ongoing review, last seen ", c.D(c.dd(-r.randint(14, 45))), ".\n")
    elif k == 1:
        n.w("Referral: from ", c.C(c.ran, "cred"), " after presentation to clinic on ", c.D(c.dd(-r.randint(3, 20))), ".\n")
    elif k == 2:
        n.w("Referral: post-ED presentation at ", ("HOSPITAL", c.hub_hosp), " ", c.D(c.dd(-r.randint(5, 30))),
            " after overdose, discharged home.\n")
    else:
        n.w("Referral: family concern (", fam.role, " ", c.F(fam, "full"), " called the clinic on ",
            c.Dwd(c.dd(-r.randint(2, 9))), ").\n")
    pres = r.randint(0, 4)
    n.w("\nPresentation\n", c.P(r.choice(["first", "title", "full"])), " ", [
        "describes ongoing low mood, poor sleep and not wanting to leave the house since a family death (sorry business).",
        "reports feeling 'wound up' and arguing with family, drinking more on pay weeks.",
        "says things are better, back at work and going out on country on weekends.",
        "has been hearing voices again after stopping medication 3 weeks ago.",
        "is worried about court next month and his kids being taken." if c.sex == "M" else
        "is worried about court next month and her kids being taken."][pres], "\n")
    n.w("Collateral from ", fam.role, " ", c.F(fam, "first"), ": ", r.choice([
        "not eating much, sleeping at grandmother's.", "has been giving away belongings.", "calmer this week.",
        "still sniffing with cousins at night." if not c.au else "smoking gunja every day."]), "\n")
    n.w("\nSubstance use: ", r.choice(["alcohol binge on weekends (AUDIT-C 9)", "cannabis daily", "kava occasionally" if c.au else
                                       "solvents in the past, nil now", "nil"]), "\n")
    n.w("MSE: ", K.MH_MSE[1] if pres == 3 else r.choice([K.MH_MSE[0], K.MH_MSE[2]]), "\n")
    n.w("Scores: K10 %d, PHQ-9 %d%s\n" % (r.randint(12, 44), r.randint(3, 25), r.choice(["", ", GAD-7 %d" % r.randint(2, 19)])))
    n.w("\nRisk\nSuicidal ideation: ", r.choice(["denies current SI or plan", "passive SI, no plan or intent",
                                                  "fleeting thoughts, no plan; agreed to safety plan"]), ".\n")
    n.w("Means: ", r.choice([["firearms (hunting rifles) stored at brother ", c.F(c.relative("brother"), "first"), "'s house"],
                             "no firearms in house", ["medications held at ", ("HOSPITAL", c.clinic), " and dispensed weekly"]]), ".\n")
    if r.random() < 0.35:
        n.w("OAT: methadone %d mg daily, supervised at clinic; fingerprint ID " % r.randint(30, 110), ("BIOID", fmt.bioid(r)),
            " verified at dosing.\n")
    if r.random() < 0.3:
        n.w(["Assisted with Centrelink payment review, CRN ", ("SSN", fmt.ssn(r, "AU"))] if c.au else
            ["Helped complete income assistance forms, SIN ", ("SSN", fmt.ssn(r, "CA"))], ".\n")
    church = r.choice(["St Anne's Anglican Church", "Assembly of God fellowship", "Pentecostal church", "Catholic parish"])
    n.w("Protective: family, culture, ")
    if church.startswith("St "):
        n.w("attends ", ("ORGANIZATION", church))
    else:
        n.w("church")
    n.w(", ", r.choice(["job as a ", "previous work as a "]), ("PROFESSION", c.prof), ".\n")
    n.w("Overall risk: ", r.choice(["low", "moderate", "moderate-high, discussed with psychiatrist"]), "\n\n")
    n.w("Plan\n- Telepsychiatry with ", c.C(c.spec, "dr"), " on ", c.D(c.dd(r.randint(3, 21))), "\n")
    n.w("- Safety plan updated. Contacts: ", fam.role, " ", c.F(fam, "first"), " ", ("PHONE", c.mob()),
        "; clinic after hours ", ("PHONE", fmt.phone(r, c.country, "land", c.area)), "; crisis team ",
        ("PHONE", fmt.phone(r, c.country, "land", c.area)), "\n")
    n.w("- ", r.choice(["Weekly SEWB follow-up." if c.au else "Weekly follow-up with mental wellness team.",
                        "Land-based healing program referral.", "Men's group Thursdays." if c.sex == "M" else "Women's group on Tuesdays."]), "\n")
    n.w("- Next visit: ", c.Dwd(c.dd(r.randint(5, 14))), "\n")
    parts.signature(c, n, worker, lic=r.random() < 0.3)


def maternal_child(c, n):
    r = c.rng
    if c.age >= 16:
        return _antenatal(c, n)
    mum = c.relative("mother", same_surname=r.random() < 0.5)
    mage = r.randint(16, 39)
    check = ["2 week", "6-8 week", "4 month", "6 month", "12 month", "18 month", "2 year", "3 year", "4 year"]
    m = c.age_months
    chk = check[min(len(check) - 1, [0, 2, 4, 6, 12, 18, 24, 36, 48].index(min([0, 2, 4, 6, 12, 18, 24, 36, 48], key=lambda x: abs(x - m))))]
    n.w(r.choice(["CHILD HEALTH CHECK - ", "Healthy Under 5 Kids - " if c.au else "Well Child Visit - ", "Maternal & Child Health: "]),
        chk, " check\n")
    n.w(("HOSPITAL", c.clinic), "   ", c.D(), "\n")
    n.w("Child: ", ("PATIENT", c.pt.full()), "   DOB ", c.DOB(), "   Age ", c.A(), "   ", {"F": "Female", "M": "Male"}[c.sex], "\n")
    n.w("HRN ", ("MRN", c.mrn), "   ", c.hp_label, " ", ("HEALTHPLAN", c.hp), "\n")
    n.w("Mother: ", ("FAMILY", mum.full()), " (", ("AGE", str(mage)), ")   Phone ", ("PHONE", c.mob()), "\n")
    if r.random() < 0.5:
        dad = c.relative("father", same_surname=False)
        n.w("Father: ", ("FAMILY", dad.full()), ", works as ", ("PROFESSION", r.choice(P.PROF_AU if c.au else P.PROF_CA)), "\n")
    n.w("Seen by: ", c.C(c.ran, "cred"), r.choice([" (child health nurse)", " (midwife)", ""]), "\n\n")
    n.w("Birth: born at ", ("HOSPITAL", c.hub_hosp), ", ", r.choice(["SVD", "LSCS", "vacuum"]), " at %d+%d weeks, BW %d g.\n"
        % (r.randint(34, 41), r.randint(0, 6), r.randint(2100, 4200)))
    n.w("\nGrowth\n| Measure | Today | Centile | Last (", c.Dshort(c.dd(-r.randint(40, 100))), ") |\n|---|---|---|---|\n")
    wt = 3.5 + m * 0.45 if m < 12 else 9 + (m - 12) * 0.18
    n.w("| Weight | %.2f kg | %s | %.2f kg |\n" % (wt * r.uniform(0.8, 1.1), r.choice(["<3rd", "3rd", "10th", "25th", "50th", "75th"]),
                                                  wt * r.uniform(0.75, 1.0)))
    ln = 50 + m * 2.0 if m < 12 else 74 + (m - 12) * 0.75
    n.w("| Length/height | %.1f cm | %s | - |\n" % (ln * r.uniform(0.96, 1.03), r.choice(["10th", "25th", "50th"])))
    if m < 24:
        n.w("| Head circ. | %.1f cm | %s | - |\n" % (35 + m * 0.9 if m < 12 else 45 + (m - 12) * 0.2, r.choice(["25th", "50th"])))
    n.w("\nFeeding: ", r.choice(["breastfeeding on demand", "breast and formula", "family foods, still breastfeeding",
                                 "formula only, mixing checked"]), ". ", r.choice(["Good appetite.", "Fussy with solids.",
                                                                                  "Lots of sweet drinks - discussed."]), "\n")
    n.w("Development: ", r.choice(["meeting milestones (ASQ-TRAK all domains above cutoff)", "not yet walking, otherwise on track",
                                   "few words; hearing check arranged", "smiling, fixing and following"]), "\n")
    n.w("Exam: ", r.choice(["TMs intact both sides", "L TM perforated, dry", "bilateral OME (flat tymps)"]), "; ",
        r.choice(["skin clear", "scabies on hands", "3 impetigo sores on legs"]), "; ", r.choice(["hips stable", "heart sounds normal",
                                                                                                  "teeth: early caries upper incisors"]),
        ".\n")
    n.w("POC Hb: %d g/L%s\n" % (r.randint(88, 128), r.choice(["", " - iron started", " - dietary advice"])))
    n.w("Immunisations: ", r.choice(["up to date", "due today - given (see immunisation record)", "1 overdue - recall sent"]), "\n")
    n.w("\nMother: ", r.choice(["EPDS 6", "EPDS 14 - referred to SEWB", "well", "smoking 5/day, quit support offered"]),
        ", contraception ", r.choice(["implant", "depo", "none - discussed"]), ".\n")
    if r.random() < 0.5:
        gran = c.relative(r.choice(["grandmother", "nan", "aunty"]))
        n.w("Family support: ", gran.role, " ", c.F(gran), " helps daily", r.choice([".", "; lives at ", "."]))
        if r.random() < 0.5:
            n.w(" Household at ", ("STREET", c.house), ".")
        n.w("\n")
    nxt = c.dd(r.choice([30, 60, 90, 180]))
    n.w("\nNext check: ", c.D(nxt), r.choice(["", " (recall entered)", " - or at outreach clinic"]), "\n")
    parts.signature(c, n, c.ran, lic=r.random() < 0.25)


def _antenatal(c, n):
    r = c.rng
    ga_w = r.randint(8, 38)
    n.w(r.choice(["ANTENATAL VISIT", "Antenatal Check - Remote Midwifery", "Maternal Health Review"]), "\n")
    n.w(("HOSPITAL", c.clinic), " | ", c.D(), " | Midwife: ", c.C(c.ran, "cred"), "\n")
    n.w("Woman: ", c.PN(), ", ", c.A("aged"), ", G%dP%d, %d+%d weeks\n" % (r.randint(1, 7), r.randint(0, 5), ga_w, r.randint(0, 6)))
    n.w("DOB ", c.DOB(), " | HRN ", ("MRN", c.mrn), " | EDD ", c.D(c.dd((40 - ga_w) * 7 + r.randint(-3, 3))), "\n")
    n.w("Partner: ", ("FAMILY", c.person("FAMILY", "M").full()), " (", ("PROFESSION", r.choice(P.PROF_AU if c.au else P.PROF_CA)), ")\n\n")
    n.w("BP %d/%d, urine NAD, FH %d cm, FHR %d, FM present.\n" % (r.randint(98, 142), r.randint(56, 92), ga_w + r.randint(-2, 2),
                                                               r.randint(120, 160)))
    n.w("Bloods: Hb %d g/L, syphilis serology " % r.randint(96, 132), r.choice(["neg", "pending"]), ", GTT ",
        r.choice(["normal", "abnormal - GDM", "due at 26 weeks"]), ".\n")
    n.w("Risk factors: ", r.choice(["smoking", "previous PPH", "anaemia", "young age", "RHD", "nil significant"]), ".\n")
    n.w("Birth plan: relocate to ", ("CITY", c.hub), " at 36-38 weeks, staying at ", ("ORGANIZATION", c.hostel),
        "; birth at ", ("HOSPITAL", c.hub_hosp), ".\n")
    esc = c.relative(r.choice(["mother", "sister", "aunty"]))
    n.w("Support person/escort: ", esc.role, " ", c.F(esc, "full"), ", ph ", ("PHONE", c.mob()), "\n")
    n.w("Ultrasound: booked ", c.D(c.dd(r.randint(5, 20))), " with visiting sonographer.\n")
    n.w("Next visit: ", c.D(c.dd(r.choice([7, 14, 28]))), "\n")
    parts.signature(c, n, c.ran)
