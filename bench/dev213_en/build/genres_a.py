"""Genres: remote area nurse clinic note, retrieval request, telehealth consult."""
import clinical as K
import fmt
import parts


def ran_clinic(c, n):
    r = c.rng
    child = c.age < 16
    title, hpi, exam, ax, plan, sick = K.presentation(r, child, c.au)
    v = r.randint(0, 2)
    if v == 0:
        n.w(("HOSPITAL", c.clinic.upper()), " - CLINICAL ENCOUNTER\n", "Date: ", c.D(), "  Time: ", K.tm(r), "\n")
    elif v == 1:
        n.w("Remote Area Nurse Clinic Note\n", ("HOSPITAL", c.clinic), " (", ("HOSPITAL", c.service), "), ",
            ("STATE", c.region), " region\n",
            c.Dwd(), " ", K.tm(r), "\n")
    else:
        n.w("NURSING NOTE | ", ("HOSPITAL", c.clinic), " | ", c.D(), "\n")
    n.w("Seen by: ", c.C(c.ran))
    if r.random() < 0.6:
        n.w(" with ", c.C(c.hw, "name"), " (", c.hw.cred, ")")
    n.w("\n")
    if r.random() < 0.4:
        n.w("Encounter #: ", ("ACCOUNT", "%s-%s" % (fmt.digits(r, 4), fmt.digits(r, 5))), "\n")
    parts.demo_block(c, n, addr=r.random() < 0.5)
    n.w("\nPC: ", title, "\n")
    n.w("S: ")
    if child:
        mum = c.relative("mother", same_surname=r.random() < 0.4)
        n.w(c.P("first"), " (", c.A(), ") brought in by ", mum.role, " ", c.F(mum, "full"), ". ")
    else:
        n.w(c.P(), " is a ", c.A(r.choice(["dash", "word", "dash"])), " ", "woman" if c.sex == "F" else "man",
            " from ", ("CITY", r.choice([c.comm, c.outstation])), ". ")
    n.w(hpi, "\n")
    if not child:
        n.w("PMHx: ", ", ".join(r.sample(K.CHRONIC_DX, r.randint(1, 4))), ".\n")
        n.w("Meds: ", "; ".join(K.med_list(r, r.randint(1, 4), c.au)), ".\n")
    n.w("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "sulfa (hives)", "nil known"]), "\n")
    if not child and r.random() < 0.7:
        parts.social(c, n)
    n.w("\nO: ", K.vitals(r, sick, child, c.au), "\n", exam, "\n")
    if r.random() < 0.5:
        n.w("Bloods taken, sent with mail plane ", r.choice(["Tues", "this afternoon", "tomorrow"]), ", lab no. ",
            ("IDNUM", "%s%s" % (r.choice(["PA", "WP", "LR", "DL"]), fmt.digits(r, 7))), ".\n")
    n.w("\nA: ", ax, "\n", "P: ", plan, "\n")
    if sick >= 1:
        n.w("Discussed with ", c.C(c.doc, r.choice(["dr", "dr_last"])), " (", "DMO" if c.au else "on-call physician",
            ") by phone ", r.choice(["at ", "@ "]), K.tm(r), "; agrees with plan. Callback ",
            ("PHONE", fmt.phone(r, c.country, "mobile" if c.au else "land")), ".\n")
    if sick == 2:
        n.w("Retrieval requested with ", ("ORGANIZATION", c.air), ", tasking no. ",
            ("IDNUM", "%s-%s" % (fmt.digits(r, 2), fmt.digits(r, 5))), ". Receiving: ", ("HOSPITAL", c.hub_hosp),
            ". Pt to be taken to ", c.LM() if r.random() < 0.5 else ["the ", ("CITY", c.comm), " airstrip"],
            " by clinic vehicle", [" (rego ", ("VEHICLE", fmt.plate(r, c.country)), ")"] if r.random() < 0.5 else "", ".\n")
    else:
        d2 = c.dd(r.randint(2, 10))
        n.w("Review ", c.Dwd(d2) if r.random() < 0.5 else c.D(d2), " or sooner if worse. ")
        if r.random() < 0.5:
            n.w("Recall entered.")
        n.w("\n")
    n.w(r.choice(["CARPA STM protocol followed." if c.au else "Per FNIHB clinical practice guidelines.",
                  "Education given, pt verbalised understanding.", "Interpreter not required.",
                  "Health worker explained in language."]), "\n")
    parts.signature(c, n, c.ran, place=c.clinic if r.random() < 0.4 else None)


def retrieval(c, n):
    r = c.rng
    title, hpi, exam, ax, plan, sick = K.presentation(r, c.age < 16, c.au, min_sick=1)
    tno = r.choice(["R%s-%s" % (fmt.digits(r, 2), fmt.digits(r, 5)), "%s%s" % (fmt.letters(r, 2), fmt.digits(r, 6)),
                    "T-%s" % fmt.digits(r, 7)])
    n.w(("ORGANIZATION", c.air.upper() if r.random() < 0.5 else c.air), "\n",
        r.choice(["RETRIEVAL REQUEST / TASKING FORM", "Aeromedical Retrieval Request", "INTER-FACILITY TRANSFER REQUEST"]), "\n",
        "=" * 40, "\n")
    n.w("Tasking No: ", ("IDNUM", tno), "    Priority: ", r.choice(["P1 - immediate", "P2 - within 6 hrs", "P3 - within 24 hrs",
                                                                   "Priority 1", "Urgent"]), "\n")
    n.w("Request received: ", c.D(), " ", K.tm(r), "\n")
    n.w("Requesting site: ", ("HOSPITAL", c.clinic), ", ", ("CITY", c.comm), " ", ("STATE", c.st), "\n")
    if r.random() < 0.5:
        n.w("Region: ", ("STATE", c.region), "\n")
    n.w("Requesting clinician: ", c.C(c.ran, "cred"), "\n")
    n.w("Callback: ", ("PHONE", c.cl_phone))
    if r.random() < 0.6:
        n.w("   Sat phone: ", ("PHONE", fmt.phone(r, c.country, "sat")))
    n.w("\n")
    n.w("Receiving facility: ", ("HOSPITAL", r.choice([c.hub_hosp, c.tert_hosp])), " ",
        r.choice(["ED", "ICU", "CCU", "Birth Suite", "Paediatric Ward"]), "\n")
    n.w("Accepting clinician: ", c.C(c.spec, "dr"), "\n")
    n.w("Coordinating doctor: ", c.C(c.doc, r.choice(["dr", "dr_last"])), "\n\n")
    n.w("PATIENT\n", "Name: ", ("PATIENT", "%s, %s" % (c.pt.last.upper(), c.pt.first)), "\n",
        "DOB: ", c.DOB(), "   Age: ", ("AGE", str(c.age)), "   Sex: ", c.sex, "\n",
        "Weight: ", "%d kg" % (r.randint(8, 30) if c.age < 16 else r.randint(48, 132)),
        r.choice([" (estimated)", " (measured)", ""]), "\n",
        "HRN: ", ("MRN", c.mrn), "   ", c.hp_label, ": ", ("HEALTHPLAN", c.hp), "\n")
    if not c.au and r.random() < 0.6:
        n.w("Status / NIHB no: ", ("HEALTHPLAN", c.status), "\n")
    n.w("\nCLINICAL\n", "Working diagnosis: ", ax, "\n", "History: ", hpi, "\n", "Findings: ", exam, "\n\n")
    n.w(K.vitals_series(r, K.times(r, r.randint(3, 5))), "\n\n")
    n.w("Treatment so far: ", plan, "\n")
    n.w("IV access: ", r.choice(["18G L ACF", "20G R hand x2", "IO L tibia", "22G L hand"]), "   O2: ",
        r.choice(["6 L NP", "15 L NRB", "2 L NP", "nil"]), "\n")
    n.w("Isolation: ", r.choice(["nil", "contact (MRSA)", "droplet", "airborne - TB suspected"]), "\n\n")
    n.w("LOGISTICS\n")
    n.w("Airstrip: ", ("CITY", c.comm), " airstrip", r.choice([", sealed, night lighting available", " (dirt, day only)",
                                                               ", gravel, solar lights", " - check wet season closure"]), "\n")
    if r.random() < 0.5:
        n.w("Pick-up point: ", c.LM(), ", ", "%d min by road from clinic" % r.randint(5, 60), "\n")
    if r.random() < 0.5:
        n.w("Ground transport: clinic troop carrier, rego ", ("VEHICLE", fmt.plate(r, c.country)), "\n")
    fam = c.relative()
    n.w("Escort: ", c.F(fam, "full"), " (", fam.role, ")", r.choice([" - approved", " - weight 70 kg, approved",
                                                                       " - not approved, no seat"]), ", ph ",
        ("PHONE", c.mob()), "\n")
    n.w("Aircraft: ", ("VEHICLE", fmt.aircraft(r, c.country)), " ", r.choice(["King Air B200", "PC-12", "King Air 350",
                                                                              "Learjet 45", "Dash 8"]), "\n")
    nurse = c.clin("RN")
    pilot = c.person("DOCTOR", indig=False)
    n.w("Crew: flight nurse ", c.C(nurse, "name"), ", pilot ", ("DOCTOR", pilot.full()), "\n")
    n.w("ETA at ", ("CITY", c.comm), ": ", K.tm(r), " local\n")
    if r.random() < 0.5:
        n.w("Case notes faxed to ", ("FAX", fmt.phone(r, c.country, "land")), "\n")
    n.w("Form completed by ", c.C(c.ran, r.choice(["cred", "name"])), " ", c.D(), "\n")


def telehealth(c, n):
    r = c.rng
    spec, reason, hist, imp, labs = r.choice(K.SPECIALTIES)
    while (spec == "Obstetrics" and (c.sex == "M" or not 16 <= c.age <= 44)) or (spec == "Paediatrics") != (c.age < 16) \
            or (spec == "Geriatrics" and c.age < 60):
        spec, reason, hist, imp, labs = r.choice(K.SPECIALTIES)
    sess = r.choice(["TH-%s" % fmt.digits(r, 6), "%s%s" % (fmt.digits(r, 4), fmt.letters(r, 2)), "VC%s" % fmt.digits(r, 8)])
    n.w(("HOSPITAL", c.tert_hosp), "\n", "Department of ", spec, " - Telehealth Outreach Clinic\n")
    if r.random() < 0.5:
        n.w(("STREET", "%d %s" % (r.randint(1, 400), r.choice(["Hospital Drive", "Ward Street", "North Terrace",
                                                                "Wellington Crescent", "Health Sciences Road"]))),
            ", ", ("CITY", c.tert), "\n")
    ar = TERT_AREA.get(c.tert)
    n.w("Tel ", ("PHONE", fmt.phone(r, c.country, "land", ar)), "  Fax ", ("FAX", fmt.phone(r, c.country, "land", ar)), "\n\n")
    n.w("TELEHEALTH CONSULTATION\n", "Date of consult: ", c.D(), "\n", "Session no: ", ("ACCOUNT", sess), "\n")
    n.w("Link: ", ("URL", fmt.url(r, "vc")), "\n")
    if r.random() < 0.6:
        n.w("Patient-end endpoint: ", ("IPADDR", fmt.ipaddr(r)), " (", ("HOSPITAL", c.clinic), ")\n")
    if r.random() < 0.3:
        n.w("Platform login: ", ("USERNAME", fmt.username(r, c.spec.first, c.spec.last)), "\n")
    n.w("\n", "RE: ", ("PATIENT", c.pt.full(mid=True)), ", DOB ", c.DOB(), ", ", r.choice(["UR ", "MRN ", "HRN "]),
        ("MRN", c.mrn), "\n\n")
    n.w("Dear ", c.C(c.doc, r.choice(["dr", "dr_last"])), ",\n\n")
    n.w("Thank you for referring ", c.P(r.choice(["title", "full"])), ", a ", c.A("dash"), " ",
        "woman" if c.sex == "F" else "man" if c.age >= 16 else "child", " from ", ("CITY", c.comm), ", for ", reason,
        ". I saw ")
    n.w(c.P(r.choice(["first", "title"])) if c.age < 16 else c.P("title"), " by video today at the ",
        ("HOSPITAL", c.clinic), " with ", c.C(c.hw, "name"), " (", c.hw.role, ")")
    if r.random() < 0.5:
        fam = c.relative()
        n.w(" and ", "her " if c.sex == "F" else "his ", fam.role, " ", c.F(fam))
    n.w(". ")
    if r.random() < 0.5:
        interp = c.person("DOCTOR", indig=True)
        n.w("Interpreter ", ("DOCTOR", interp.full()), " joined by phone (",
            r.choice(["Kriol", "Pitjantjatjara", "Yolngu Matha", "Warlpiri"] if c.au else ["Oji-Cree", "Inuktitut", "Cree", "Dene"]),
            "). ")
    n.w("\n\nHistory\n", hist, "\n")
    if r.random() < 0.6:
        n.w("Previously reviewed in person at ", ("HOSPITAL", c.hub_hosp), " in ", c.Dmy(c.dd(-r.randint(100, 900))), ".\n")
    if c.age < 16:
        meds = r.sample(["iron polymaltose 3 mg/kg daily", "paracetamol 15 mg/kg PRN", "cotrimoxazole prophylaxis",
                         "vitamin D 400 IU daily", "nil regular"], 2)
        labs = False
    else:
        meds = K.med_list(r, r.randint(2, 5), c.au)
    n.w("\nCurrent medicines: ", "; ".join(meds), "\n\n")
    if labs:
        n.w("Results\n", "| Date | Cr (umol/L) | eGFR | ACR (mg/mmol) | HbA1c |\n|---|---|---|---|---|\n")
        for d in sorted(c.dd(-r.randint(20, 400)) for _ in range(r.randint(2, 4))):
            n.w("| ", c.D(d), " | %d | %d | %s | %s%% |\n" % (r.randint(70, 290), r.randint(18, 90), K.f1(r, 1, 90), K.f1(r, 6, 12)))
        n.w("\n")
    n.w("Impression\n", imp, "\n\nPlan\n")
    items = [SPEC_PLAN[spec]] + r.sample([
        "Repeat UEC, FBC and ACR in 4 weeks; please fax results to us.", "Review by video in 3 months.",
        "Health worker to do a home medication check.", "Happy to be contacted in the interim.",
        "Medication changes as above; updated list faxed to the clinic.", "Please update the recall system."],
        r.randint(2, 4))
    for i, s in enumerate(items):
        n.w("%d. %s\n" % (i + 1, s))
    n.w("Next review: ", r.choice([c.Dmy(c.dd(r.randint(60, 120))), c.D(c.dd(r.randint(60, 120)))]), "\n\n")
    n.w(r.choice(["Kind regards,", "Yours sincerely,", "Regards,"]), "\n\n")
    n.w(c.C(c.spec, "dr"), "\n", "Consultant, ", spec, "\n")
    lab, val = parts.licence_for(c, c.spec)
    n.w(lab, val, "\n")
    if r.random() < 0.5:
        n.w("Email: ", ("EMAIL", fmt.email_for(r, c.spec.first, c.spec.last)), "\n")
    n.w("\n")
    parts.cc_line(c, n, r.choice([None, ["Visiting ", spec, " team, ", ("HOSPITAL", c.hub_hosp)]]))


SPEC_PLAN = {
    "Nephrology": "Stop NSAIDs, reduce metformin to 500 mg BD; kidney education session with the renal nurse.",
    "Cardiology": "Echo at next cardiology visit to community; continue 28-day benzathine penicillin.",
    "Endocrinology": "Increase glargine by 2 units every 3 days to fasting BGL 6-8.",
    "Paediatrics": "Coeliac serology, iron studies, stool MCS; weekly weights at the clinic.",
    "Dermatology": "Excision biopsy by the visiting surgeon; outreach team notified.",
    "Psychiatry": "Increase sertraline to 150 mg; SEWB worker to follow up weekly.",
    "Respiratory": "Sputum MCS x3, spirometry at clinic, physio for airway clearance.",
    "Infectious Diseases": "HBV DNA, LFTs and AFP every 6 months; liver ultrasound yearly.",
    "Obstetrics": "Growth scan at 32 weeks; book transfer to birthing centre at 36 weeks.",
    "Geriatrics": "B12, folate, TSH, CT brain at next town visit; family meeting.",
}

TERT_AREA = {"Adelaide": "08", "Perth": "08", "Darwin": "08", "Brisbane": "07", "Townsville": "07",
             "Winnipeg": "204", "Thunder Bay": "807", "Ottawa": "613", "Edmonton": "780", "Saskatoon": "306",
             "Kingston": "613"}
