"""Genres: admission registration face sheet, house supervisor shift report, bed huddle minutes."""
from core import Doc, P, plen, table, join
import phi
from phi import Ctx
import pools_places as PL
import common as CM

RELS = ["Spouse", "Daughter", "Son", "Mother", "Father", "Sister", "Brother", "Friend", "Niece", "Partner",
        "Neighbor", "Grandson", "Granddaughter", "Legal guardian", "Aunt", "Cousin"]


def _fields_out(d, rng, sections, layout):
    for title, fields in sections:
        if layout == "caps":
            d.line("")
            d.line("*** ", title.upper(), " ***")
        elif layout == "rule":
            d.line("")
            d.line("== ", title, " ", "=" * max(3, 40 - len(title)))
        elif layout == "pipe":
            d.line("")
            d.line("| ", title.upper(), " |")
            d.line("|---|---|")
        else:
            d.line("")
            d.line(title.upper())
            d.line("-" * len(title))
        if layout == "two":
            w = 46
            for i in range(0, len(fields), 2):
                k1, v1 = fields[i]
                left = [k1, ": ", v1]
                d.add(left)
                if i + 1 < len(fields):
                    k2, v2 = fields[i + 1]
                    d.add(" " * max(2, w - plen(left)), k2, ": ", v2)
                d.add("\n")
        elif layout == "pipe":
            for k, v in fields:
                d.line("| ", k, " | ", v, " |")
        elif layout == "caps":
            for k, v in fields:
                d.line((k.upper() + ":").ljust(22), v)
        else:
            for k, v in fields:
                d.line((k + " ").ljust(24, "."), " ", v)


def admission_face_sheet(rng):
    c = Ctx(rng)
    d = Doc()
    lang = rng.choice(PL.LANGUAGES)[0] if rng.random() < 0.45 else "English"
    origin, countries = PL.LANG_MAP.get(lang, (None, []))
    p = c.patient(min_age=0 if rng.random() < 0.1 else 18, origin=origin)
    addr = phi.Address(rng)
    layout = rng.choice(["two", "caps", "rule", "pipe", "dots"])
    reg = c.staff("CLERK")
    ha = c.haddr
    d.line(P(c.hosp.upper() if layout == "caps" else c.hosp, "HOSPITAL"))
    d.line(P(ha.street, "STREET"), ", ", P(ha.city, "CITY"), ", ", P(ha.st, "STATE"), " ", P(ha.zip, "ZIP"),
           "   Main ", P(phi.phone(rng, "paren"), "PHONE"), "   Fax ", P(phi.phone(rng, "paren"), "FAX"))
    d.line(rng.choice(["ADMISSION FACE SHEET", "Patient Registration Face Sheet", "INPATIENT FACESHEET",
                       "Hospital Admission Record - Face Sheet"]))
    d.line("Printed ", c.d(), " ", c.t(), " by ", P(reg.user, "USERNAME"), rng.choice(["", "  (reprint)", "  page 1/2"]))
    nm = rng.choice(["LFM", "LF", "lfm", "fml"])
    sexw = {"F": rng.choice(["F", "Female"]), "M": rng.choice(["M", "Male"])}[p.sex]
    pat = [("Patient name", c.pname(p, nm)), ("MRN", P(p.mrn, "MRN")),
           ("Account/FIN", P(p.fin, "ACCOUNT")), ("DOB", c.dob(p)),
           ("Age", phi.age_piece(rng, p.age, p.sex, rng.choice(["bare", "Y", "yr"]))), ("Sex", sexw)]
    if p.nick and rng.random() < 0.5:
        pat.append(("Preferred name", P(p.nick, "PATIENT")))
    pat.append(("Marital status", rng.choice(["Single", "Married", "Widowed", "Divorced", "Separated", "Unknown"])))
    pat.append(("Address", P(addr.street, "STREET")))
    pat.append(("City/State/ZIP", addr.csz(rng, full_state=rng.random() < 0.2)))
    if rng.random() < 0.4:
        pat.append(("County", P(addr.county, "CITY")))
    pat.append(("Home phone", P(phi.phone(rng), "PHONE")))
    pat.append(("Cell phone", P(phi.phone(rng), "PHONE") if rng.random() < 0.85 else "none"))
    if rng.random() < 0.75:
        pat.append(("Email", P(phi.email(rng, p), "EMAIL")))
    if rng.random() < 0.75:
        pat.append(("SSN", P(phi.ssn(rng), "SSN")))
    else:
        pat.append(("SSN", rng.choice(["Declined", "Not provided", "Unknown"])))
    pat.append(("Preferred language", lang))
    pat.append(("Interpreter needed", "Yes" if lang != "English" else "No"))
    if countries:
        pat.append(("Country of birth", P(rng.choice(countries), "COUNTRY")))
    elif lang == "English" and rng.random() < 0.25:
        pat.append(("Country of birth", P(rng.choice(["USA", "US", "United States"]), "COUNTRY") if rng.random() < 0.5 else
                    P(rng.choice(["Canada", "Jamaica", "Nigeria", "Ghana", "India", "Philippines", "Ireland"]), "COUNTRY")))
    pat.append(("Religion", rng.choice(["Catholic", "Baptist", "Muslim", "Jewish", "None", "Declined", "Methodist",
                                        "Orthodox Christian", "Buddhist", "Hindu", "Pentecostal"])))
    if rng.random() < 0.3:
        pat.append(("Place of worship", P(rng.choice(PL.CHURCHES), "ORGANIZATION")))
    if p.age >= 16:
        prof = rng.choice(PL.PROFESSIONS)
        pat.append(("Occupation", P(prof, "PROFESSION")))
        if not prof.startswith("retired") and rng.random() < 0.7:
            pat.append(("Employer", P(rng.choice(PL.EMPLOYERS), "ORGANIZATION")))
            if rng.random() < 0.4:
                pat.append(("Employer phone", P(phi.phone(rng), "PHONE")))
    if rng.random() < 0.6:
        pat.append(("Photo ID", ["DL ", P(rng.choice(PL.STATES)[1], "STATE"), " #", P(phi.drivers_license(rng), "LICENSE")]))
    if rng.random() < 0.55:
        pat.append((rng.choice(["Palm vein ID", "Biometric ID", "PatientSecure ID", "Fingerprint ID"]),
                    P(phi.bioid(rng), "BIOID")))
    enc = []
    adm_off = -rng.randint(0, 2)
    enc.append(("Admit date/time", c.stamp(adm_off)))
    enc.append(("Admit type", "Newborn" if p.age == 0 else rng.choice(["Emergency", "Urgent", "Elective", "Transfer",
                                                                       "Emergency", "Trauma"])))
    enc.append(("Admit source", rng.choice(["ED", "Physician referral", "Transfer from hospital", "Clinic", "SNF",
                                            "Direct admit"])))
    enc.append(("Patient class", rng.choice(["Inpatient", "Observation", "Inpatient", "Outpatient in bed"])))
    u = c.unit()
    enc.append(("Unit/Room/Bed", [c.unit_piece(u), " / ", c.room_piece(u)]))
    att = c.staff("MD")
    enc.append(("Attending", [P(att.render(rng.choice(["lfm", "fl", "LF"])), "DOCTOR"), ", ", att.cred]))
    if rng.random() < 0.7:
        enc.append(("Attending NPI", P(phi.npi(rng), "LICENSE")))
    enc.append(("Service", "Pediatrics" if p.age < 18 else
                rng.choice([x for x in PL.SERVICES if p.sex == "F" or x != "OB"])))
    enc.append(("Admitting dx", rng.choice(PL.DIAGNOSES)))
    pcp = c.staff("MD")
    enc.append(("PCP", [P(pcp.render(rng.choice(["fl", "lf", "il"])), "DOCTOR"), ", ", pcp.cred]))
    enc.append(("PCP practice", P(rng.choice(PL.CLINICS[:-2]), "HOSPITAL")))
    enc.append(("PCP phone", P(phi.phone(rng), "PHONE")))
    if rng.random() < 0.7:
        enc.append(("PCP fax", P(phi.phone(rng), "FAX")))
    if rng.random() < 0.4:
        enc.append(("Preferred pharmacy", P(rng.choice(PL.PHARMACIES), "HOSPITAL")))
    con = []
    for i in range(rng.randint(1, 2)):
        rel = rng.choice(RELS)
        f = phi.relative(rng, p, rel)
        con.append(("Emergency contact %d" % (i + 1), [P(f.render(rng.choice(["fl", "lf", "LF"])), "FAMILY"), " (",
                                                       rel, ")"]))
        con.append(("Contact %d phone" % (i + 1), P(phi.phone(rng), "PHONE")))
    if rng.random() < 0.4:
        hcp = phi.relative(rng, p, rng.choice(["daughter", "son", "wife", "husband", "niece"]))
        con.append(("Health care proxy", [P(hcp.render("fl"), "FAMILY"), " - ", P(phi.phone(rng), "PHONE")]))
    gua = []
    spouse = phi.relative(rng, p, "spouse")
    if p.age < 18 or rng.random() < 0.35:
        grel = rng.choice(["Mother", "Father"]) if p.age < 18 else rng.choice(["Spouse", "Son", "Daughter"])
        g = phi.relative(rng, p, grel)
        if grel == "Spouse":
            spouse = g
        gaddr = addr if rng.random() < 0.6 else phi.Address(rng)
        gua.append(("Guarantor", [P(g.render(rng.choice(["LF", "fl"])), "FAMILY"), " (", grel, ")"]))
        gua.append(("Guarantor address", gaddr.oneline(rng)))
        if rng.random() < 0.5:
            gua.append(("Guarantor SSN", P(phi.ssn(rng), "SSN")))
        gua.append(("Guarantor employer", P(rng.choice(PL.EMPLOYERS), "ORGANIZATION")))
        if rng.random() < 0.5:
            gua.append(("Guarantor occupation", P(rng.choice(PL.PROFESSIONS), "PROFESSION")))
    else:
        gua.append(("Guarantor", "Self"))
    ins = []
    if rng.random() < 0.8:
        ins.append(("Primary plan", P(rng.choice(PL.INSURERS), "ORGANIZATION")))
        ins.append(("Member ID", P(phi.member_id(rng), "HEALTHPLAN")))
        ins.append(("Group #", P(phi.group_no(rng), "HEALTHPLAN")))
        ins.append(("Subscriber", P(p.render("LF"), "PATIENT") if rng.random() < 0.6 else
                    [P(spouse.render("LF"), "FAMILY"), " (spouse)"]))
        ins.append(("Payer phone", P(phi.phone(rng, "plus1"), "PHONE")))
        if rng.random() < 0.5:
            ins.append(("Auth/precert #", P("A" + phi.digits(rng, 9), "IDNUM")))
    if p.age >= 65 or rng.random() < 0.2:
        ins.append(("Secondary plan", rng.choice(["Medicare Part A/B", "Medicare", "Medicaid"])))
        ins.append(("MBI / Medicaid ID", P(phi.mbi(rng), "HEALTHPLAN")))
    if not ins:
        ins.append(("Financial class", "Self-pay; referred to financial counselor"))
    regf = [("Registered by", [P(reg.render(rng.choice(["fl", "lf"])), "DOCTOR"), " (", P(reg.user, "USERNAME"), ")"]),
            ("Registration date", c.stamp(adm_off)),
            ("Code status", rng.choice(["Full code", "DNR/DNI", "DNR", "Full code", "Not yet addressed"]))]
    if rng.random() < 0.6:
        regf.append(("Portal", [rng.choice(["invite sent - ", "enrolled - ", "declined; info: "]),
                                P(phi.url(rng, "portal"), "URL")]))
    if rng.random() < 0.25:
        regf.append(("Parking (long-stay)", [rng.choice(PL.CAR_COLORS), " ", rng.choice(PL.CAR_MAKES), ", plate ",
                                             P(phi.plate(rng), "VEHICLE")]))
    regf.append(("Consents", rng.choice(["General consent signed", "COT signed by pt", "COT signed by HCP",
                                         "Unable to sign - 2 RN witness"])))
    sections = [("Patient", pat), ("Encounter", enc), ("Contacts", con), ("Guarantor", gua), ("Insurance", ins),
                ("Registration", regf)]
    _fields_out(d, rng, sections, layout)
    d.blank()
    d.line(rng.choice(["This face sheet contains confidential patient information.",
                       "CONFIDENTIAL - HIPAA protected.", "Verify identity with 2 identifiers before use."]))
    return d


# ====================================================================== house supervisor shift report
def house_supervisor_report(rng):
    c = Ctx(rng)
    d = Doc()
    sup = c.staff("SUP")
    nxt = c.staff("SUP")
    night = rng.random() < 0.6
    start_h = 19 if night else 7

    def st():
        return c.t((start_h + rng.randint(0, 11)) % 24, rng.randint(0, 59))
    d.line(rng.choice(["HOUSE SUPERVISOR SHIFT REPORT", "Nursing House Supervisor - End of Shift Report",
                       "Administrative Supervisor Report"]))
    d.line(c.hosp_piece(False), " | ", "Nights" if night else "Days", " ",
           c.d(style=rng.choice(["wd_us", "us", "weekday_full", "mon_d_y"])),
           " 1900-0730" if night else " 0700-1930")
    d.line("Supervisor: ", c.sname(sup, "fl_cred"), "   Vocera/pager ", P(phi.ext(rng), "PHONE"))
    d.blank()
    hd = rng.choice(["##", "", "--"])

    def head(t):
        d.line((hd + " " if hd else "") + (t.upper() if rng.random() < 0.5 else t))

    head("Census / capacity")
    cap = rng.randint(180, 520)
    cen = rng.randint(int(cap * 0.8), cap)
    d.line("Midnight census %d/%d (%d%%). ICU %d/%d, PCU %d/%d. ED holds %d, longest %dh (%s)." % (
        cen, cap, cen * 100 // cap, rng.randint(10, 30), 30, rng.randint(12, 28), 28, rng.randint(0, 28),
        rng.randint(3, 40), rng.choice(["psych hold", "awaiting tele bed", "bari bed", "ICU bed"])))
    d.line("Surge level %d. Diversion: %s." % (rng.randint(0, 3), rng.choice(["none", "CT down 0200-0340" if night else "CT down 1010-1145", "none",
                                                                             "ICU diversion 2210-0115" if night else "ICU diversion 1400-1620"])))
    d.blank()
    head("Staffing")
    for _ in range(rng.randint(1, 3)):
        u = c.unit()
        rn = c.staff("RN")
        r = rng.randint(0, 3)
        if r == 0:
            d.line("- ", c.unit_piece(u), ": ", P(rn.render("fl"), "DOCTOR"), " called out; float ",
                   P(c.staff("RN").render(rng.choice(["fl", "fi"])), "DOCTOR"), " sent from pool.")
        elif r == 1:
            d.line("- ", c.unit_piece(u), " short 1 CNA %s, " % ("2300-0700" if night else "0700-1500"), P(rn.render("f"), "DOCTOR"),
                   " (charge) took 3 pts. Ratio 1:6.")
        elif r == 2:
            d.line("- Agency RN ", P(rn.render("fl"), "DOCTOR"), " oriented to ", c.unit_piece(u),
                   ", badge issued #", P("B" + phi.digits(rng, 5), "IDNUM"), ".")
        else:
            d.line("- Mandatory OT: ", P(rn.render("fl"), "DOCTOR"), " on ", c.unit_piece(u), " until 0300.")
    d.blank()
    head("Rapid responses / codes")
    for tk in phi.shift_clock(rng, start_h, rng.randint(1, 3), 700):
        p = c.patient()
        u = c.unit()
        md = c.staff("MD")
        d.line("- ", c.t(tk[1], tk[2]), " RRT ", c.unit_piece(u), " ", c.room_piece(u), " - ", c.pname(p, rng.choice(["fl", "lf", "LF"])),
               ", ", c.age(p, rng.choice(["yoS", "space_S", "yo"])), ", ", rng.choice(["hypotension", "new AFib RVR",
                                                                                        "SpO2 84% on 4L", "unresponsive, BG 38",
                                                                                        "seizure", "acute confusion"]),
               ". Seen by ", phi.staff_name(rng, md, "dr"), "; ",
               rng.choice(["transferred to ICU", "stayed on unit", "upgraded to PCU", "code blue called, ROSC 6 min"]), ".")
    if rng.random() < 0.5:
        p = c.patient(min_age=60)
        fh = rng.choice(PL.FUNERAL_HOMES)
        rel = rng.choice(["son", "daughter", "wife", "husband"])
        u = c.unit()
        d.line("- Expiration: ", c.pname(p, "fl"), " (", c.age(p, "yoS"), "), ", c.unit_piece(u), " ", c.room_piece(u),
               ", pronounced ", st(), " by ", phi.staff_name(rng, c.staff("MD"), "dr"), ". ",
               P(rng.choice(PL.OPOS), "ORGANIZATION"), " referral #", P("%d-%s" % (c.date.year % 100, phi.digits(rng, 5)), "IDNUM"),
               " - not a candidate. Family chose ", P(fh, "ORGANIZATION"), ", ", rel,
               " ", P(phi.relative(rng, p, rel).render("fl"), "FAMILY"), " notified ", P(phi.phone(rng), "PHONE"), ".")
    d.blank()
    head("Patient / family issues")
    for _ in range(rng.randint(1, 3)):
        p = c.patient()
        u = c.unit()
        r = rng.randint(0, 4)
        if r == 0:
            rel = rng.choice(["daughter", "son", "niece", "wife", "husband"])
            f = phi.relative(rng, p, rel)
            d.line("- ", p.titled("PATIENT", rng), " (", c.unit_piece(u), " ", c.room_piece(u), ") ",
                   rel, " ", P(f.render("fl"), "FAMILY"),
                   " upset re: room change x2; requested call from manager. Callback ", P(phi.phone(rng), "PHONE"), ".")
        elif r == 1:
            d.line("- AMA: ", c.pname(p, "fl"), ", ", c.age(p, "yo"), ", ", c.unit_piece(u), " ", c.room_piece(u),
                   ", left ", st(), " after risks explained by ", phi.staff_name(rng, c.staff("MD"), "dr"),
                   ". AMA form signed. Security walked to ", P(rng.choice(c.buildings), "LOCATION_OTHER"), " exit.")
        elif r == 2:
            prof = rng.choice(PL.PROFESSIONS)
            d.line("- Elopement risk: ", c.pname(p, rng.choice(["lf", "LF"])), " MRN ", P(p.mrn, "MRN"),
                   ", sitter placed ", st(), ". Pt is ", [CM.a_an(prof), P(prof, "PROFESSION")],
                   ", keeps asking to go to work.")
        elif r == 3:
            d.line("- Safety report ", P("SR-%d-%04d" % (c.date.year % 100, rng.randint(1, 9999)), "IDNUM"),
                   " filed: fall w/o injury, ", c.pname(p, "fl"), ", ", c.unit_piece(u), " ", c.room_piece(u), ".")
        else:
            d.line("- Visitor dispute in ", rng.choice(["ED waiting room", "main lobby", "family lounge"]),
                   "; security ", P(c.staff("SEC").render("il"), "DOCTOR"), " responded; police not called. Pt ",
                   c.pname(p, "fl"), " visitor list restricted per ", rng.choice(["pt request", "unit manager"]), ".")
    d.blank()
    head("Transfers / placement")
    for _ in range(rng.randint(1, 3)):
        p = c.patient()
        osh = rng.choice(PL.OUTSIDE_FACILITIES)
        u = c.unit()
        d.line("- Accepted ", c.pname(p, rng.choice(["fl", "LF", "lf"])), " from ", P(osh, "HOSPITAL"), " (",
               P(rng.choice(PL.CITIES), "CITY"), ") to ", c.unit_piece(u), " ", c.room_piece(u), " - ",
               rng.choice(PL.DIAGNOSES), ". Arrived ", st(), " via ", P(rng.choice(PL.AMBULANCE_COS), "ORGANIZATION"), ".")
    if rng.random() < 0.5:
        d.line("- Bari bed rental: frame SN ", P(phi.device_serial(rng, "bed"), "DEVICE"), " delivered ", st(),
               " for ", c.pname(c.patient(), "l_fi"), ".")
    d.blank()
    d.line("Handoff to ", c.sname(nxt, "fl_cred"), " at ", st(), ". Report also emailed to ",
           P(phi.email(rng, dept=rng.choice(["nursingadmin", "housesup", "capacity.mgmt"])), "EMAIL"), ".")
    d.line("- ", P(sup.render(rng.choice(["INI", "il", "f"])), "DOCTOR"))
    return d


# ====================================================================== bed huddle minutes
def bed_huddle_minutes(rng):
    c = Ctx(rng)
    d = Doc()
    fac = c.staff("SUP")
    d.line(rng.choice(["Daily Bed Huddle - Minutes", "CAPACITY HUDDLE MINUTES", "Safety & Throughput Huddle"]))
    d.line(c.hosp_piece(), "  ", c.d(style=rng.choice(["weekday_full", "wd_us", "us", "month_d_y"])), "  ",
           rng.choice(["0830", "08:30", "1300", "13:00", "0900"]), "  ", rng.choice(["Conf Rm B", "Teams call",
                                                                                   "Command Center", "Admin conf room"]))
    d.line("Facilitator: ", c.sname(fac, "fl_cred"))
    att = []
    roles = ["Bed Mgmt", "ED charge", "ICU", "Case Mgmt", "EVS", "Transport", "Pharmacy", "Hospitalist", "PT/OT"]
    rng.shuffle(roles)
    for r in roles[:rng.randint(4, 8)]:
        s = c.staff("MD" if r == "Hospitalist" else "RN")
        att.append([P(s.render(rng.choice(["fl", "fi", "il"])), "DOCTOR"), " (", r, ")"])
    d.add("Attendees: ", join(att, ", "), "\n")
    if rng.random() < 0.5:
        d.line("Dashboard: ", P(phi.url(rng, "board"), "URL"))
    d.blank()
    cap = rng.randint(200, 480)
    d.line("CAPACITY: census %d/%d; ED boarders %d; pending admits %d; expected DCs %d (%d before 1100); "
           "OR add-ons %d; surge level %d." % (rng.randint(int(cap * .85), cap), cap, rng.randint(0, 30), rng.randint(3, 30),
                                               rng.randint(10, 60), rng.randint(2, 20), rng.randint(0, 8), rng.randint(0, 3)))
    d.blank()
    units = rng.sample(c.units, rng.randint(4, 7))
    rows = []
    for u in units:
        capu = rng.randint(18, 36)
        rows.append([c.unit_piece(u), "%d/%d" % (rng.randint(capu - 6, capu), capu), str(rng.randint(0, 8)),
                     str(rng.randint(0, 5)), str(rng.randint(0, 4)), rng.choice(["ok", "-1 RN", "-1 CNA", "ok", "+1 float"])])
    table(d, ["Unit", "Census", "DC conf", "DC pend", "Admits", "Staffing"], rows, rng.choice(["pipe", "space"]))
    d.blank()
    d.line(rng.choice(["BARRIERS / ESCALATIONS", "Barriers to discharge:", "Discharge barriers"]))
    for _ in range(rng.randint(3, 6)):
        p = c.patient()
        u = c.unit()
        r = rng.randint(0, 5)
        cm = c.staff("CM")
        who = c.pname(p, rng.choice(["ini", "INI", "lf", "fl", "l_fi"]))
        loc = [c.unit_piece(u), " ", c.room_piece(u)]
        if r == 0:
            d.line("- ", loc, " ", who, ": SNF bed at ", P(rng.choice(PL.CARE_HOMES), "HOSPITAL"), " pending auth w/ ",
                   P(rng.choice(PL.INSURERS), "ORGANIZATION"), " (ref ", P("PA" + phi.digits(rng, 8), "IDNUM"), "). CM ",
                   P(cm.render("fl"), "DOCTOR"), " to call ", P(phi.phone(rng), "PHONE"), " by noon.")
        elif r == 1:
            rel = rng.choice(["daughter", "son", "husband", "wife"])
            d.line("- ", loc, " ", who, ": ride - ", rel, " ",
                   P(phi.relative(rng, p, rel).render(rng.choice(["f", "fl"])), "FAMILY"), " off work at 1500 (",
                   P(rng.choice([x for x in PL.PROFESSIONS if not x.startswith("retired")]), "PROFESSION"),
                   "); offered Discharge Lounge.")
        elif r == 2:
            d.line("- ", loc, " ", who, ": needs HD chair ", c.d(1, "wd_md"), " at ",
                   P(rng.choice(PL.CLINICS[-2:]), "HOSPITAL"), " before DC.")
        elif r == 3:
            d.line("- ", loc, " ", who, ": guardianship hearing ", c.d(rng.randint(2, 12), rng.choice(["md", "mon_d", "wd_md"])),
                   ", LOS %d days." % rng.randint(8, 90))
        elif r == 4:
            d.line("- ", loc, " ", who, ": awaiting MRI; IR ", rng.choice(["biopsy", "PICC", "drain"]), " ",
                   c.d(rng.randint(0, 2), "weekday"), ".")
        else:
            d.line("- ", c.ed_bed(), " ", who, " (", c.age(p, rng.choice(["S", "space_S"])), ") boarding %dh, needs " % rng.randint(4, 30),
                   rng.choice(["bari tele bed", "neg pressure", "BH bed", "ICU"]), "; placement ", P(c.staff("RN").user, "USERNAME"),
                   " tracking.")
    d.blank()
    d.line("ACTION ITEMS")
    acts = rng.sample(["Open 4 flex beds in PACU overnight", "Expedite DC orders by 1000",
                       "Escalate SNF auths to physician advisor", "EVS to prioritize ED admits",
                       "Confirm tele box count", "Call OSH re: 2 pending transfers", "Review obs pts >48h",
                       "Pull 2 travelers to ED holds", "Stage bari equipment on 2 units"], 4)
    for i in range(rng.randint(2, 4)):
        s = c.staff("RN")
        d.line("%d. " % (i + 1), acts[i],
               " - owner ", P(s.render(rng.choice(["fl", "il", "f"])), "DOCTOR"), ", due ",
               c.d(rng.randint(0, 2), rng.choice(["md", "wd_md", "mon_d"])), ".")
    d.blank()
    tail = []
    if rng.random() < 0.5:
        tail = ["; sent to ", P(phi.email(rng, dept=rng.choice(["bedhuddle", "patientflow", "placement"])), "EMAIL")]
    d.line("Next huddle ", c.d(1, rng.choice(["weekday", "wd_md", "md"])), " 0830. Minutes: ",
           P(fac.render("il"), "DOCTOR"), tail)
    return d
