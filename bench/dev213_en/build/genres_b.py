"""Genres: community health worker home visit, chronic disease care plan,
immunisation outreach record."""
import clinical as K
import fmt
import parts
import pools as P


def home_visit(c, n):
    r = c.rng
    n.w(r.choice(["HOME VISIT RECORD", "Community Health Worker - Home Visit", "Aboriginal Health Practitioner Home Visit"
                  if c.au else "CHR Home Visit Note"]), "\n")
    n.w(("HOSPITAL", c.service if r.random() < 0.5 else c.clinic), "\n")
    t1, t2 = K.times(r, 2, start_h=r.randint(8, 15))
    n.w("Date: ", c.D(), "   Arrived ", t1, " / left ", t2, "\n")
    n.w("Worker: ", c.C(c.hw, "name"), " (", c.hw.cred, ")")
    if r.random() < 0.5:
        n.w(" with ", c.C(c.ran, "cred"))
    n.w("\n")
    n.w("Client: ", c.PN(), "   DOB ", c.DOB(), "   ", r.choice(["HRN ", "Chart ", "Client ID "]), ("MRN", c.mrn), "\n")
    n.w("Address: ", c.ADDR(), "\n")
    if r.random() < 0.5:
        n.w("Directions: ", r.choice(["blue house behind the ", "second house past the ", "green demountable next to the "]),
            ("ORGANIZATION", c.org), r.choice([", cheeky dog on chain", ", knock at side door", ", check the back verandah first"]), "\n")
    if r.random() < 0.35:
        n.w("Vehicle: clinic ", r.choice(["Troopy", "Land Cruiser", "4WD"]) if c.au else r.choice(["truck", "ATV", "snowmachine"]),
            " ", ("VEHICLE", fmt.plate(r, c.country)), "\n")
    n.w("\nPresent: client")
    fams = [c.relative() for _ in range(r.randint(1, 3))]
    for f in fams:
        n.w(", ", f.role, " ", c.F(f))
        if r.random() < 0.4:
            c2 = r.randint(4, 80)
            n.w(" (", ("AGE", str(c2)), ")")
    n.w("\n")
    reason = r.choice(["post-discharge check", "medication check (Webster pack)", "wound dressing", "missed appointment follow-up",
                       "elder wellbeing check", "BP and sugar check"])
    n.w("Reason for visit: ", reason)
    if reason == "post-discharge check":
        n.w(" after admission to ", ("HOSPITAL", c.hub_hosp), " ", c.D(c.dd(-r.randint(12, 20))), " to ", c.D(c.dd(-r.randint(2, 8))))
    n.w("\n\n")
    n.w("Observations: ", K.vitals(r, 0, False, c.au, compact=True), ". Weight %s kg.\n" % K.f1(r, 45, 130))
    if r.random() < 0.4:
        n.w("Home glucometer serial ", ("DEVICE", fmt.serial(r)), r.choice([" - memory checked, 14 readings, range 6.2-15.1.",
                                                                            " - battery replaced.", " - needs new strips."]), "\n")
    n.w("Medicines: ", r.choice(["Webster pack checked: %d doses missed this week." % r.randint(0, 6),
                                 "All meds in date, stored on top of fridge.", "Ran out of insulin needles, supplied 2 boxes.",
                                 "Family member helps with morning tablets."]), "\n")
    n.w("Home: ", "%d people living in a %d-bedroom house. " % (r.randint(4, 16), r.randint(2, 4)),
        r.choice(["Fridge working. Power card has credit.", "No working fridge - insulin kept at clinic.",
                  "Shower leaking; mould in bathroom.", "Smoke alarm not working.", "Wood stove; lots of smoke in house."]))
    if r.random() < 0.5:
        n.w(" Maintenance request lodged with ", ("ORGANIZATION", r.choice([c.comm + " Housing Association",
                                                                         c.comm + " Community Housing"])),
            ", job no. ", ("IDNUM", "%s%s" % (fmt.letters(r, 2), fmt.digits(r, 6))), ".")
    n.w("\n")
    f = fams[0]
    n.w("Family: ", f.role.capitalize(), " ", c.F(f, "first"), " works as a ",
        ("PROFESSION", r.choice(P.PROF_AU if c.au else P.PROF_CA)),
        r.choice([" and is main carer.", ", away during the week.", ", helps with shopping."]),
        " Contact ", ("PHONE", c.mob()), ".\n")
    n.w("Food: ", r.choice(["Eating one meal a day, store prices high.", "Bush tucker/meat from hunting this week.",
                            "Meals on wheels from the aged care program.", "Enough food; country food shared by family."]), "\n\n")
    k = r.randint(0, 3)
    if k == 2:
        n.w("Concerns: low mood since the death of her brother in " if c.sex == "F" else
            "Concerns: low mood since the death of his brother in ", c.Dmy(c.dd(-r.randint(40, 200))), ".\n")
    else:
        n.w("Concerns: ", ["client seemed more short of breath than last visit.", "swollen ankles, worse than last week.",
                           "", "nil new."][k], "\n")
    k = r.randint(0, 3)
    if k == 1:
        n.w("Plan: book clinic appointment with ", c.C(c.doc, "dr"), " on ", c.Dwd(c.dd(r.randint(1, 6))), ".\n")
    else:
        n.w("Plan: ", ["RN to review tomorrow.", "", "Next home visit in 1 week.",
                       "Escort to clinic on Thursday for bloods."][k], "\n")
    parts.signature(c, n, c.hw, lic=False)


def care_plan(c, n):
    r = c.rng
    if c.au:
        n.w(("HOSPITAL", c.service), "\n", r.choice(["GP MANAGEMENT PLAN (MBS item 721) and TEAM CARE ARRANGEMENTS (item 723)",
                                                     "Chronic Disease Care Plan", "CHRONIC CONDITIONS MANAGEMENT PLAN"]), "\n")
    else:
        n.w(("HOSPITAL", c.service), "\n", r.choice(["Chronic Disease Management Plan", "DIABETES / CKD CARE PLAN",
                                                     "Integrated Chronic Care Plan"]), "\n")
    n.w("-" * 44, "\n")
    parts.demo_block(c, n)
    n.w("Usual GP: ", c.C(c.doc, "dr"), "   Care coordinator: ", c.C(c.ran, "cred"), "\n")
    n.w("Date of plan: ", c.D(), "   Review due: ", c.D(c.dd(r.randint(90, 182))), "\n\n")
    n.w("PROBLEMS\n")
    dx = r.sample(K.CHRONIC_DX, r.randint(3, 6))
    for i, d in enumerate(dx):
        n.w("%d. %s" % (i + 1, d))
        k = r.random()
        if k < 0.5:
            n.w(" - dx ", ("DATE", str(c.d0.year - r.randint(1, 25))))
        elif k < 0.7:
            n.w(" (since ", c.Dmy(c.dd(-r.randint(300, 4000))), ")")
        n.w("\n")
    n.w("\nCURRENT MEASURES\n", "%-14s%-12s%s\n" % ("Measure", "Result", "Date"))
    labs = K.chronic_labs(r)
    for name, val, unit in r.sample(labs, r.randint(4, len(labs))):
        n.w("%-14s%-22s" % (name, val + ("%" if unit == "%" else " " + unit)), c.D(c.dd(-r.randint(5, 90))), "\n")
    n.w("%-14s%-22s" % ("BP", "%d/%d mmHg" % (r.randint(110, 170), r.randint(60, 100))), c.D(), "\n")
    n.w("%-14s%-22s" % ("Weight", "%s kg" % K.f1(r, 48, 135)), c.D(), "\n")
    n.w("\nMEDICINES\n")
    for m in K.med_list(r, r.randint(3, 7), c.au):
        n.w("- ", m, "\n")
    n.w("\nGOALS AND ACTIONS\n| Problem | Goal | Action | Who |\n|---|---|---|---|\n")
    rows = [("Diabetes", "HbA1c < 7.5%", "Meds as above, walk daily", c.C(c.ran, "name")),
            ("BP", "< 130/80", "BP checks weekly at clinic", [c.C(c.hw, "name"), " (", c.hw.cred, ")"]),
            ("Kidneys", "Slow decline", "3-monthly UEC/ACR", ["Dr ", ("DOCTOR", c.doc.last)]),
            ("Feet", "No ulcers", "Podiatry each visit", ["podiatrist ", ("DOCTOR", c.person("DOCTOR", indig=False).full())]),
            ("Eating", "Less sugary drinks", "Dietitian monthly by video", ["dietitian ", ("DOCTOR", c.person("DOCTOR", indig=False).full())]),
            ("Smoking", "Quit", "NRT patches, quit support", "client"),
            ("Heart", "Prophylaxis on time", "28-day Bicillin recall", "clinic RN")]
    for prob, goal, act, who in r.sample(rows, r.randint(3, 6)):
        n.w("| ", prob, " | ", goal, " | ", act, " | ", who, " |\n")
    n.w("\nClient's own goal: \"", r.choice(["I want to be strong enough to go hunting with my grandsons",
                                             "to walk to the store and back without stopping",
                                             "stay out of hospital and on country", "see my granddaughter finish school",
                                             "go fishing with my family again"]), "\"\n\n")
    n.w("CARE TEAM\n")
    n.w("GP: ", c.C(c.doc, "dr"), " ", ("PHONE", c.cl_phone), "\n")
    if r.random() < 0.6:
        n.w("Diabetes educator: ", ("DOCTOR", c.person("DOCTOR", indig=False).full()), ", ",
            ("EMAIL", fmt.email_for(r, "diabetes.educator", "", role=True)), "\n")
    n.w("Pharmacy: ", ("HOSPITAL", c.pharm), ", ", ("CITY", c.hub), " ph ", ("PHONE", fmt.phone(r, c.country, "land")), "\n")
    n.w("Specialist: ", c.C(c.spec, "dr"), ", ", ("HOSPITAL", c.tert_hosp), "\n")
    if r.random() < 0.4:
        n.w("Home monitoring: ", r.choice(["glucometer", "BP monitor", "INR meter", "home oxygen concentrator"]), " S/N ",
            ("DEVICE", fmt.serial(r)), "\n")
    fam = c.relative(r.choice(["daughter", "son", "wife", "husband", "niece", "grandmother"]))
    n.w("\nPlan discussed with ", c.P("title") if c.age >= 16 else c.P("first"), " and ", fam.role, " ", c.F(fam),
        r.choice([" in language", " with interpreter", "", " at home"]), ". Copy given to client",
        r.choice([" and faxed to specialist.", ".", " and uploaded to My Health Record." if c.au else " and sent to the band health director."]),
        "\n")
    n.w("Consent for team care arrangements obtained ", c.D(), ".\n")
    parts.signature(c, n, c.doc, lic=True)


def immunisation(c, n):
    r = c.rng
    if r.random() < 0.45:
        return _imm_session(c, n)
    child = c.age < 16
    if not child:
        vacc = K.VACCINES_ADULT
    elif c.age < 2:
        vacc = [v for v in K.VACCINES_CHILD if v[0] in ("DTPa-hepB-IPV-Hib", "13vPCV", "Rotavirus", "MenB", "MMRV",
                                                         "MenACWY", "Influenza")]
    elif c.age < 10:
        vacc = [v for v in K.VACCINES_CHILD if v[0] in ("MMRV", "Hep A", "Influenza", "dTpa", "13vPCV")]
    else:
        vacc = [v for v in K.VACCINES_CHILD if v[0] in ("HPV", "dTpa", "MenACWY", "Influenza")]
    n.w(r.choice(["IMMUNISATION OUTREACH RECORD", "Immunisation Record - Outreach Clinic", "Vaccination Encounter"]), "\n")
    n.w("Site: ", ("HOSPITAL", c.clinic), r.choice([" (outreach)", " - mobile clinic", ""]), "   Date: ", c.D(), "\n")
    n.w("Client: ", ("PATIENT", c.pt.full(mid=r.random() < 0.3)), "  DOB ", c.DOB(), "  Age ", c.A(r.choice(["yrs", "yo_sp"])) if child else [("AGE", str(c.age))],
        "\n", "HRN ", ("MRN", c.mrn), "  ", c.hp_label, " ", ("HEALTHPLAN", c.hp), "\n")
    if r.random() < 0.6:
        n.w("Registry ID: ", ("IDNUM", "%s%s" % (fmt.digits(r, 4), fmt.letters(r, 1) + fmt.digits(r, 5))), "\n")
    if child:
        g = c.relative(r.choice(["mother", "father", "grandmother", "aunty"]))
        n.w("Consent: verbal/written by ", g.role, " ", c.F(g, "full"), r.choice([" (legal guardian)", "", " - kinship carer"]),
            ", ph ", ("PHONE", c.mob()), "\n")
    else:
        n.w("Consent: verbal, client. Pregnant: no. Previous reactions: nil.\n")
    n.w("\n| Vaccine | Brand | Dose | Batch | Site | Given by |\n|---|---|---|---|---|---|\n")
    giver = c.ran
    ini = giver.first[0] + giver.last.replace("'", "")[0]
    for v, brand in r.sample(vacc, r.randint(2, 4)):
        dose = "annual" if v in ("Influenza", "COVID-19") else r.choice(["1", "2", "3", "booster"] if v != "Rotavirus" else ["1", "2"])
        site = "oral" if v == "Rotavirus" else r.choice(["L thigh", "R thigh"] if c.age < 1 else ["L deltoid", "R deltoid"])
        n.w("| ", v, " | ", brand, " | ", dose, " | ", K.batch(r), " | ", site, " | ", ("DOCTOR", ini), " |\n")
    n.w("\nPre-vaccination screen: well, afebrile (", K.f1(r, 36.2, 37.3), " C). Observed 15 min post, no reaction.\n")
    k = r.randint(0, 2)
    if k == 1:
        n.w("Catch-up schedule: 2 doses outstanding - next due ", c.D(c.dd(r.randint(28, 60))), "\n")
    else:
        n.w("Catch-up schedule: ", ["up to date after today", "", "behind, catch-up plan printed for family"][k], "\n")
    if r.random() < 0.5:
        n.w("Cold chain: fridge logger ", ("DEVICE", fmt.serial(r)), ", min ", K.f1(r, 2.2, 3.9), " / max ", K.f1(r, 5.5, 7.8),
            " C overnight, within range.\n")
    n.w("Reported to register ", c.D(), " by ", c.C(giver, "name"), "\n")
    parts.signature(c, n, giver, lic=r.random() < 0.3)


def _imm_session(c, n):
    r = c.rng
    school = "%s %s" % (c.comm, r.choice(["School", "Community School", "Primary School", "Memorial School" if not c.au else "CEC"]))
    n.w("OUTREACH IMMUNISATION SESSION LOG\n")
    n.w("Location: ", ("ORGANIZATION", school), ", ", ("CITY", c.comm), ", ", ("STATE", c.st_full), "\n")
    n.w("Date: ", c.Dwd(), "\n", "Team: ", c.C(c.ran, "cred"), "; ", c.C(c.hw, "name"), " (", c.hw.cred, ")")
    nurse2 = c.clin("RN")
    n.w("; ", c.C(nurse2, "cred"), "\n")
    teacher = c.person("FAMILY", indig=False)
    n.w("School contact: ", ("FAMILY", teacher.full()), " (principal), ", ("PHONE", fmt.phone(r, c.country, "land", c.area)), "\n")
    n.w("Fridge/esky logger S/N ", ("DEVICE", fmt.serial(r)), ": ", K.f1(r, 2.5, 4.0), "-", K.f1(r, 5.0, 7.9), " C\n\n")
    n.w("| # | Student | DOB | Vaccine | Batch | Site | By |\n|---|---|---|---|---|---|---|\n")
    givers = [c.ran, c.hw, nurse2]
    vacc = r.choice([("HPV", "Gardasil 9"), ("dTpa", "Boostrix"), ("MenACWY", "Nimenrix"), ("Influenza", "Vaxigrip Tetra")])
    bno = K.batch(r)
    for i in range(r.randint(5, 9)):
        kid = c.person("PATIENT")
        age = r.randint(11, 15)
        dob = fmt.dob_for_age(r, c.d0, age)
        g = r.choice(givers)
        nm = r.choice([kid.full(), "%s, %s" % (kid.last.upper(), kid.first), "%s %s." % (kid.first, kid.last[0])])
        n.w("| %d | " % (i + 1), ("PATIENT", nm), " | ", c.D(dob), " | ", vacc[0], " | ", bno, " | ",
            r.choice(["L deltoid", "R deltoid"]), " | ", ("DOCTOR", g.first[0] + g.last.replace("'", "")[0]), " |\n")
    absent = c.person("PATIENT")
    n.w("\nAbsent: ", ("PATIENT", absent.full()), r.choice([" - at ", " - away at "]), ("CITY", r.choice([c.hub, c.outstation])),
        "; follow up at clinic.\n")
    refused = c.person("PATIENT")
    par = c.person("FAMILY")
    n.w("Declined: ", ("PATIENT", refused.first + " " + refused.last), " - parent ", ("FAMILY", par.full()),
        " wants to discuss with ", c.C(c.doc, "dr_last"), " first.\n")
    n.w("Adverse events: nil. One vasovagal (", ("PATIENT", c.pt.first), "), lay flat, recovered 5 min.\n")
    n.w("Data entered to register by ", ("USERNAME", fmt.username(r, c.ran.first, c.ran.last)), " ", c.D(c.dd(1)), "\n")
    parts.signature(c, n, c.ran, date=False, user=False)
