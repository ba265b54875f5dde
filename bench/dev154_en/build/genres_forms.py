"""Form genres: transfer to hospital, admission assessment, falls incident, visitor log, equipment register."""
import pools as P
from phi import Note, Person, name_pieces
from common import Resident, res_name, staff_name, dr_name, room_pieces, table, fac_header


def _kv(n, key, *pieces):
    n.line(key, *pieces)


def transfer(rng, ctx):
    r = rng
    n = Note()
    x = Resident(ctx)
    fac_header(n, ctx)
    n.line(r.choice(["RESIDENT TRANSFER FORM - TO HOSPITAL", "Interfacility Transfer Summary", "Transfer to ED / Acute"]))
    n.line("=" * 40)
    _kv(n, "Resident: ", *res_name(ctx, x, r.choice(["caps", "full", "lastfirst"])), "    ",
        *room_pieces(ctx, x, r.choice(["room", "bed"])))
    _kv(n, "DOB: ", ("DATE", ctx.dob_date(x.dob)), "   Age: ", ("AGE", str(x.age)), "   Sex: ", x.p.sex)
    idl = {"US": "MRN", "AU": "UR", "NZ": "NHI"}[ctx.country]
    _kv(n, f"{idl}: ", ("MRN", x.mrn), "   ", r.choice(["Medicare", "Insurance", "Member ID", "Health fund"]) + " no: ",
        ("HEALTHPLAN", ctx.healthplan()))
    if ctx.country == "US":
        _kv(n, "SSN: ", ("SSN", ctx.ssn()), "   Acct: ", ("ACCOUNT", ctx.account()))
    elif r.random() < 0.5:
        _kv(n, "Billing ref: ", ("ACCOUNT", ctx.account()))
    d = ctx.day()
    _kv(n, "Date/time of transfer: ", ("DATE", ctx.date(d, r.choice(["num", "iso", "abbr"]))), " ",
        f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}")
    _kv(n, "Destination: ", ("HOSPITAL", ctx.acute), " ", r.choice(["Emergency Department", "ED", "Acute Medical Unit",
        "direct admit - Orthopaedics"]))
    _kv(n, "Transport: ", ("ORGANIZATION", r.choice(P.TRANSPORT)), " vehicle ",
        ("VEHICLE", ctx.vehicle()), r.choice(["", " (ALS crew)", " (BLS)"]))
    n.line()
    reason = r.choice(["unwitnessed fall, shortening and external rotation L leg", "temp 38.9, RR 28, SpO2 86% RA",
                       "new facial droop and slurred speech, last seen well 0620", "coffee-ground vomit x2, Hb 81",
                       "BSL 2.1 unresponsive to glucagon", "chest pain 8/10, GTN x2 no relief",
                       "PEG tube dislodged", "acute confusion, urine retention 900 mL on bladder scan"])
    n.line("Reason for transfer: ", reason, ".")
    n.line("Dx: ", x.dx, "; ", r.choice(P.DIAGNOSES), ". Baseline: ", r.choice(P.SCORES), ", ", r.choice(P.SCORES), ".")
    n.line("Vitals at ", f"{r.randint(0, 23):02d}{r.choice(['05', '20', '40'])}", ": BP ", f"{r.randint(85, 180)}/{r.randint(45, 100)}",
           ", HR ", str(r.randint(48, 130)), ", T ", f"{r.randint(355, 393) / 10}", ", SpO2 ", f"{r.randint(84, 99)}%.")
    n.line("Recent labs (", ("DATE", ctx.date(ctx.day(-r.randint(2, 20)), r.choice(["short", "monthday"]))), "): ",
           ", ".join(r.sample(P.LABS, 3)), ". Specimen ", ("IDNUM", ctx.idnum()), ".")
    meds = r.sample(P.DRUGS, 4)
    n.line("Current meds: ", "; ".join(f"{a} {b} {c}" for a, b, c in meds), ".")
    n.line("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "sulfa", "codeine - nausea", "latex"]))
    n.line("Advance care directive: ", r.choice(["Full resuscitation", "NFR / not for CPR", "DNR/DNI, POLST on file",
           "Goals of care B"]), "; copy sent.")
    dev = r.random()
    if dev < 0.5:
        n.line("Devices: ", r.choice(["pacemaker", "ICD", "PEG", "hearing aid (L)", "SPC catheter"]), " SN ",
               ("DEVICE", ctx.device()), r.choice(["", ", checked ", ", last interrogated "]) and "")
    n.line()
    n.line("Next of kin: ", *name_pieces(r, x.nok, "FAMILY", r.choice(["full", "titlefull", "lastfirst"])), f" ({x.nok_rel})",
           " ph ", ("PHONE", ctx.phone()), r.choice(["", " - notified", " - message left"]))
    if r.random() < 0.5:
        n.line("NOK address: ", *ctx.address_pieces())
    n.line("GP: ", *dr_name(ctx, x.gp), ", ", ("HOSPITAL", r.choice(P.GP_PRACTICES)), "  Fax ", ("FAX", ctx.phone(ext=False)))
    s = r.choice(ctx.staff)
    n.line("Handover given to ", r.choice(["ED triage RN", "ambulance crew", "receiving registrar"]), " ",
           *name_pieces(r, Person(r), "DOCTOR", r.choice(["full", "first", "initial_last"])), " by phone ",
           ("PHONE", ctx.phone()), ".")
    n.line("Completed by: ", *staff_name(ctx, s, "full", cred=True), "   ", r.choice(["Reg", "Lic #", "AHPRA", "NPI"]), " ",
           ("LICENSE", ctx.license()), "   ", ("DATE", ctx.date(d, "short")))
    if r.random() < 0.4:
        n.line("Property sent: glasses, dentures (upper), ", r.choice(["hearing aids", "wallet", "rosary"]),
               " - list ", ("IDNUM", "PROP-" + str(r.randint(100, 999))), ".")
    return n


def admission(rng, ctx):
    r = rng
    n = Note()
    x = Resident(ctx)
    n.line(("HOSPITAL", ctx.fac), " - ", r.choice(["Admission Assessment", "Care-Home Entry Assessment",
           "Pre-admission & Admission Nursing Assessment", "Resident Intake"]))
    d = ctx.day()
    n.line("Admitted ", ("DATE", ctx.date(d, r.choice(["long", "wklong", "num"]))), " from ",
           r.choice([[("HOSPITAL", ctx.acute)], ["home"], [("HOSPITAL", r.choice(ctx.wings)), " (internal move)"]]),
           "; assessed by ", *staff_name(ctx))
    n.line()
    n.line("IDENTIFICATION")
    n.line("Name: ", *res_name(ctx, x, r.choice(["full", "mi", "lastfirst"])), "   Preferred name: ",
           *name_pieces(r, x.p, "PATIENT", r.choice(["nick", "first"])))
    n.line("DOB: ", ("DATE", ctx.dob_date(x.dob)), "  (", *ctx.age_pieces(x.age, r.choice(["yrs", "yo_sp", "y/o", "bare"])), ")")
    bc = r.choice(P.BIRTH_COUNTRIES)
    n.line("Country of birth: ", ("COUNTRY", bc.replace("the ", "", 1) if bc.startswith("the ") else bc),
           "   Language: ", r.choice(["English", "Samoan", "Italian", "Cantonese", "Te reo Maori", "Spanish", "Greek",
                                     "Punjabi", "Arabic", "Tongan", "Polish"]),
           r.choice(["", " (interpreter required)"]))
    n.line("Previous address: ", *ctx.address_pieces(country=r.random() < 0.3))
    idl = {"US": "MRN", "AU": "UR", "NZ": "NHI"}[ctx.country]
    n.line(idl, ": ", ("MRN", x.mrn), "   ", r.choice(["Medicare no", "Medicaid ID", "Health plan", "DVA file no",
           "Insurance"]), ": ", ("HEALTHPLAN", ctx.healthplan()))
    if ctx.country == "US":
        n.line("SSN: ", ("SSN", ctx.ssn()), "   Resident account: ", ("ACCOUNT", ctx.account()))
    else:
        n.line("Resident fee account: ", ("ACCOUNT", ctx.account()), "   Trust acct: ", ("ACCOUNT", ctx.account()))
    n.line()
    n.line("SOCIAL HISTORY")
    fam = Person(r)
    n.line(*res_name(ctx, x, "title"), " is a ", *ctx.age_pieces(x.age, "yearold"), " ",
           (" year old " if False else ""), r.choice(["widowed", "married", "single", "divorced"]),
           " former ", ("PROFESSION", x.prof), " who ", r.choice(["lived alone", "lived with spouse", "lived with family"]),
           " in ", *ctx.city_pieces(), ". ", r.choice(["Spouse", "Late husband", "Late wife", "Partner"]), " ",
           ("FAMILY", fam.full()), " was a ", ("PROFESSION", r.choice(P.PROFESSIONS)), ".")
    n.line("Member of ", ("ORGANIZATION", r.choice(P.ORGS)), "; ", r.choice(["enjoys crosswords", "loves gardening",
           "follows the rugby", "plays cards", "reads the paper daily"]), ".")
    n.line("EPOA/POA: ", *name_pieces(r, x.nok, "FAMILY", "full"), f" ({x.nok_rel})  mob ", ("PHONE", ctx.phone()),
           "  email ", ("EMAIL", ctx.email(x.nok)))
    n.line()
    n.line("CLINICAL")
    n.line("Dx: ", x.dx, ", ", r.choice(P.DIAGNOSES), ", ", r.choice(P.DIAGNOSES), ".")
    n.line("Scores: ", ", ".join(r.sample(P.SCORES, 4)), ".")
    n.line("Continence: ", r.choice(["continent", "incontinent of urine, pads", "IDC (Foley 14Fr)", "double incontinent"]),
           ". Skin: ", r.choice(["intact", "stage 2 PI sacrum", "fragile, bruising both forearms"]), ". Weight ",
           f"{r.randint(38, 104)}.{r.randint(0, 9)} kg", ".")
    n.line("Mobility: ", r.choice(P.EQUIPMENT), "; ", r.choice(["falls x3 in last 6 months", "no falls",
           "fall last month with #wrist"]), ".")
    n.line("Vaccinations: influenza ", ("DATE", ctx.date(ctx.day(-r.randint(40, 200)), "monthyear")), ", COVID booster ",
           ("DATE", ctx.date(ctx.day(-r.randint(60, 300)), r.choice(["monthyear", "num"]))), ".")
    if r.random() < 0.5:
        n.line("Hip replacement ", ("DATE", str(ctx.base.year - r.randint(3, 20))), "; implant ref ", ("DEVICE", ctx.device()), ".")
    if r.random() < 0.45:
        n.line("Wander management: ", r.choice(["facial recognition", "fingerprint", "biometric"]), " enrolment ",
               ("BIOID", ctx.bioid()), "; door-alert pendant ", ("DEVICE", ctx.device()), ".")
    n.line("GP: ", *dr_name(ctx, x.gp), ", ", ("HOSPITAL", r.choice(P.GP_PRACTICES)), "; ph ", ("PHONE", ctx.phone()))
    n.line("Pharmacy: ", ("HOSPITAL", r.choice(P.PHARMACIES)), " fax ", ("FAX", ctx.phone(ext=False)))
    n.line()
    n.line("Assessor: ", *staff_name(ctx, style="full"), "  ", ("DATE", ctx.date(d, "num")), "  entered by ",
           ("USERNAME", ctx.username(r.choice(ctx.staff))))
    if r.random() < 0.5:
        n.line("Family portal invite sent to ", ("EMAIL", ctx.email(x.nok)), " - ", ("URL", ctx.url()))
    return n


def falls(rng, ctx):
    r = rng
    n = Note()
    x = Resident(ctx)
    n.line(r.choice(["FALLS INCIDENT REPORT", "Post-Fall Huddle & Incident Report", "Incident Report - Fall"]))
    n.line("Incident no: ", ("IDNUM", ctx.idnum()), "   Facility: ", ("HOSPITAL", ctx.fac), "   Unit: ",
           ("HOSPITAL", r.choice(ctx.wings)))
    d = ctx.day()
    n.line("Date of fall: ", ("DATE", ctx.date(d, r.choice(["wklong", "num", "abbr", "long"]))), "  Time: ",
           f"{r.randint(0, 23):02d}{r.choice(['10', '35', '50', '05'])} hrs")
    n.line("Resident: ", *res_name(ctx, x, r.choice(["caps", "full", "lastfirst"])), ", ",
           *ctx.age_pieces(x.age, r.choice(["sexafter", "yo", "y/o"])), "  ",
           {"US": "MRN", "AU": "UR", "NZ": "NHI"}[ctx.country], " ", ("MRN", x.mrn))
    loc = r.choice(["bedroom", "ensuite", "corridor", "dining room", "garden path"])
    where = room_pieces(ctx, x, r.choice(["room", "rm", "bed"])) if loc in ("bedroom", "ensuite") else ["near nurses' station"]
    n.line("Location: ", loc, " ", *where, ".")
    n.line()
    n.line("Description: ", *res_name(ctx, x, "title"), " found ", r.choice(["on floor beside bed", "sitting on floor",
           "lying on left side"]), " by ", *staff_name(ctx, style=r.choice(["first", "full"])), ". ",
           r.choice(["Sensor mat alarmed.", "Sensor mat was switched off.", "Hip protectors on.", "Not wearing footwear."]),
           " States \"I was going to the toilet\". ", r.choice(["Unwitnessed.", "Witnessed by visitor."]))
    n.line("Post-fall obs: BP ", f"{r.randint(95, 170)}/{r.randint(50, 95)}", ", HR ", str(r.randint(55, 110)),
           ", GCS ", r.choice(["15", "14 (baseline)", "13"]), ", BSL ", f"{r.randint(40, 140) / 10}",
           ". Neuro obs commenced per protocol (head strike ", r.choice(["yes", "no", "unknown"]), ").")
    n.line("Injury: ", r.choice(["nil apparent", "3 cm skin tear L forearm", "haematoma occiput", "pain R hip, leg shortened",
           "abrasion R knee"]), ". ", r.choice(["Morse 75.", "Morse 55.", "PAINAD 4.", "Abbey 8."]))
    n.line("Medical officer ", *dr_name(ctx, x.gp), " informed at ", f"{r.randint(0, 23):02d}:{r.randint(10, 59)}",
           *(["; transfer to ", ("HOSPITAL", ctx.acute)] if r.random() < 0.4 else
             ["; reviewed on site, plan: analgesia, X-ray via mobile imaging"]), ".")
    n.line("Family: ", x.nok_rel, " ", *name_pieces(r, x.nok, "FAMILY", r.choice(["full", "first", "titlefull"])),
           " called on ", ("PHONE", ctx.phone()), r.choice([" - aware.", " - no answer, voicemail.", " - will visit."]))
    if r.random() < 0.5:
        n.line("Previous falls: ", ("DATE", ctx.date(ctx.day(-r.randint(10, 60)), "short")), ", ",
               ("DATE", ctx.date(ctx.day(-r.randint(61, 120)), "short")), ".")
    if r.random() < 0.5:
        n.line("Bed sensor ", ("DEVICE", ctx.device()), " checked; ", r.choice(["battery flat - replaced", "working",
               "cable unplugged"]), ".")
    s = r.choice(ctx.staff)
    n.line("Reported by: ", *staff_name(ctx, s, "full"), "  (", ("USERNAME", ctx.username(s)), ")   Manager notified: ",
           *staff_name(ctx, style="full"))
    n.line("Entered in RiskMan ", ("DATE", ctx.date(d, "num")), "; review at falls huddle ",
           ("DATE", ctx.date(ctx.day(1), r.choice(["weekday", "wk"]))), ".")
    return n


def visitor(rng, ctx):
    r = rng
    n = Note()
    n.line(r.choice(["VISITOR & OUTING LOG", "Visitor Sign-In / Resident Leave Register", "Visitors and Outings Book"]))
    n.line(("HOSPITAL", ctx.fac), r.choice([" - front desk", " - reception", ""]), "   Week from ",
           ("DATE", ctx.date(ctx.day(), r.choice(["long", "num", "abbr"]))), " to ",
           ("DATE", ctx.date(ctx.day(6), r.choice(["long", "num", "abbr"]))))
    n.line("RAT / screening required. Questions: reception ", ("PHONE", ctx.phone()))
    n.line()
    rows = []
    res = [Resident(ctx) for _ in range(r.randint(4, 7))]
    for _ in range(r.randint(6, 11)):
        x = r.choice(res)
        v = x.nok if r.random() < 0.6 else Person(r)
        rel = x.nok_rel if v is x.nok else r.choice(["friend", "church visitor", "neighbour", "cousin", "former colleague"])
        dd = ctx.day(r.randint(0, 6))
        rows.append([
            [("DATE", ctx.date(dd, r.choice(["short", "wk", "num2"])))],
            [f"{r.randint(9, 19):02d}:{r.choice(['00', '10', '25', '40', '55'])}"],
            name_pieces(r, v, "FAMILY", r.choice(["full", "lastfirst", "initial_last", "titlefull"])),
            [rel],
            res_name(ctx, x, r.choice(["full", "last", "first_init", "title"])) + [" / "] + [("LOCATION_OTHER", x.room)],
            [("VEHICLE", ctx.vehicle())] if r.random() < 0.6 else ["walked"],
            [r.choice(["RAT neg", "screened", "RAT neg, mask", "declined RAT - visit in garden"])],
        ])
    table(n, ctx, ["Date", "In", "Visitor", "Relationship", "Resident / Rm", "Car rego", "Screen"], rows)
    n.line()
    n.line("OUTINGS / LEAVE")
    for _ in range(r.randint(2, 4)):
        x = r.choice(res)
        o = r.random()
        pcs = ["- ", *res_name(ctx, x, r.choice(["title", "full", "caps"])), " out with ", x.nok_rel, " ",
               *name_pieces(r, x.nok, "FAMILY", "first"), " to "]
        pcs += r.choice([[("ORGANIZATION", r.choice(P.ORGS))], ["lunch in ", ("CITY", r.choice(P.PLACES[ctx.country])[0])],
                         ["family home at ", ("STREET", ctx.street())], ["the ", ("LOCATION_OTHER", r.choice(
                             ["Botanic Gardens rotunda", "Memorial Hall", "Town Hall clock tower", "Lighthouse Point lookout",
                              "Riverside Pavilion"]))]])
        pcs += [", ", ("DATE", ctx.date(ctx.day(r.randint(0, 6)), r.choice(["wk", "short", "monthday"]))), " ",
                f"{r.randint(9, 13)}:00-{r.randint(14, 18)}:30", ". Meds sent: ", r.choice(["1 dose Webster pack", "none",
                "insulin pen + BSL kit"]), ". Contact ", ("PHONE", ctx.phone()), "."]
        if o < 0.4:
            pcs += [" Car ", ("VEHICLE", ctx.vehicle()), "."]
        n.line(*pcs)
    if r.random() < 0.5:
        x = r.choice(res)
        n.line("Overnight leave ", ("DATE", ctx.date(ctx.day(2), "short")), "-", ("DATE", ctx.date(ctx.day(4), "short")),
               " for ", *res_name(ctx, x, "first_init"), " (", ctx.holiday() and "", ("DATE", ctx.holiday()), " with family).")
    n.line("Log checked by ", *staff_name(ctx), ".")
    return n


def equipment(rng, ctx):
    r = rng
    n = Note()
    n.line(r.choice(["Equipment & Mobility Aid Register", "EQUIPMENT LOAN REGISTER", "Mobility Aids / Pressure Care Asset List"]))
    n.line(("HOSPITAL", ctx.fac), " | Maintenance contact: ", *staff_name(ctx, style="full", cred=False), " ",
           ("PHONE", ctx.phone()), " | ", ("EMAIL", ctx.email(r.choice(ctx.staff))))
    n.line("Audit date: ", ("DATE", ctx.date(ctx.day(), r.choice(["long", "num", "iso"]))))
    n.line()
    rows = []
    res = [Resident(ctx) for _ in range(r.randint(5, 10))]
    for x in res:
        eq = r.choice(P.EQUIPMENT)
        rows.append([
            [eq + " (" + r.choice(P.EQUIP_BRANDS) + ")"],
            [("DEVICE", ctx.device())],
            res_name(ctx, x, r.choice(["lastfirst", "full", "initial_last", "caps"])),
            [("LOCATION_OTHER", x.room)],
            [("DATE", ctx.date(ctx.day(-r.randint(5, 400)), r.choice(["num", "num2", "iso", "abbr"])))],
            [r.choice(["OK", "due service", "tagged out", "battery replaced", "OK - SWL 182 kg", "cleaned"])],
        ])
    table(n, ctx, ["Item", "Serial/Asset", "Allocated to", "Room", "Last service", "Status"], rows)
    n.line()
    x = r.choice(res)
    n.line("Loaned from ", ("ORGANIZATION", r.choice(["Red Door Equipment Library", "Silver Fern Volunteers", "Harbourside Mobility Hire",
           "Valley Independent Living Centre"])), ": ", r.choice(P.EQUIPMENT), " SN ", ("DEVICE", ctx.device()), " for ",
           *res_name(ctx, x, "title"), ", return by ", ("DATE", ctx.date(ctx.day(30), r.choice(["long", "num"]))), ".")
    if r.random() < 0.6:
        x = r.choice(res)
        n.line("Own wheelchair brought in by ", x.nok_rel, " ", *name_pieces(r, x.nok, "FAMILY", "full"),
               "; labelled with resident name ", *res_name(ctx, x, "initials"), " and serial ", ("DEVICE", ctx.device()), ".")
    if r.random() < 0.4:
        n.line("Hoist logbook online: ", ("URL", ctx.url()), " (asset server ", ("IPADDR", ctx.ip()), ").")
    n.line("Hoist slings: ", r.choice(["M x6, L x3", "S x2, M x4, L x4", "XL x1, L x5"]), ". Next test & tag due in 6 months.")
    return n
