"""Genres: rota and on-call swap request; locum/agency booking confirmation."""
import pools as P
import core as C
from core import name, plus
from common import DOC_GRADES, D, Dv, phone_line, email_header, signature, letterhead, art, kin

SHIFT = {
    "UK": [("Night", "21:00-09:30"), ("Long day", "08:00-21:00"), ("Twilight", "15:00-01:00"), ("Day", "08:00-17:00"),
           ("Weekend long day", "08:30-21:30")],
    "IE": [("24h on-call", "09:00-09:00"), ("Night", "20:00-08:30"), ("Day", "08:00-17:00"), ("Long day", "08:00-20:00")],
    "AU": [("Night", "22:00-08:30"), ("Evening", "14:00-22:30"), ("Day", "07:30-16:00"), ("Admitting day", "08:00-22:00")],
    "US": [("Night float", "19:00-07:00"), ("Long call", "07:00-19:00"), ("24-hour call", "07:00-07:00"), ("Day team", "06:30-17:30")],
    "CA": [("In-house call", "17:00-08:00"), ("Home call", "17:00-08:00"), ("Day", "08:00-17:00"), ("Weekend call", "08:00-08:00")],
}
ROTAS = {
    "UK": ["Medicine Tier 1 (FY1/FY2)", "Surgical SHO rota", "Anaesthetics 1st on-call", "ED middle grade rota",
           "Paediatrics Tier 2", "O&G registrar rota", "Psychiatry CT on-call"],
    "IE": ["Medical SHO roster", "Surgical registrar on-call", "ED NCHD roster", "Anaesthesia SHO rota"],
    "AU": ["Medical RMO roster", "Surgical PHO roster", "ED registrar roster", "Paediatric night roster"],
    "US": ["IM wards schedule", "Night float block", "Surgery call schedule", "ED resident schedule"],
    "CA": ["CTU call schedule", "Surgery PGY call", "Family Medicine home call", "ICU resident call"],
}
REASONS = ["my sister's wedding", "my brother's graduation", "a family christening", "my grandmother's 90th",
           "moving house", "my partner's surgery", "a friend's wedding", "my child's school concert"]


def rota_swap(n, ctx):
    rng, c = n.rng, n.c
    a = ctx.person()
    b = ctx.person()
    coord = ctx.staff()
    lead = ctx.person()
    gA, gB = ctx.grade(), ctx.grade()
    d1 = plus(ctx.d0, rng.randint(10, 60))
    d2 = plus(d1, rng.randint(-9, 25) or 3)
    sh1, sh2 = rng.choice(SHIFT[c]), rng.choice(SHIFT[c])
    rota = rng.choice(ROTAS[c])
    v = rng.randrange(2)
    if c in ("US", "CA") and rng.random() < 0.6:
        v = 2
    if v == 0:
        n.ln(rng.choice(["ROTA SWAP REQUEST", "SHIFT SWAP / EXCHANGE REQUEST FORM", "On-call Swap Request", "ROSTER CHANGE REQUEST"]))
        n.ln((ctx.body, "HOSPITAL"), " - Medical Workforce")
        n.w("Form ref: ", (C.code(rng, "RS-%d" % ctx.d0.year, 4), "IDNUM"), "    Received: ")
        D(n, ctx.d0, "num")
        n.ln("")
        n.ln("Rota: ", rota, " - ", rng.choice(["1 in 8", "1 in 9", "1 in 11", "1 in 6"]), " full shift")
        n.ln("")
        n.w("Requesting doctor: ")
        name(n, a, rng.choice(["tfull", "full", "lastfirst"]))
        lbl, num = C.reg_number(rng, c)
        n.ln(" (", gA, ")    ", lbl, " ", (num, "LICENSE"))
        n.w("Contact: ", rng.choice(["bleep ", "pager ", "ext "]), (C.bleep(rng), "PHONE"), " / mobile ")
        n.ln((C.phone(rng, c, "mob"), "PHONE"))
        n.ln("Email: ", (a.email(rng, ctx.dom), "EMAIL"))
        n.ln("")
        n.w("Shift to give away: ", sh1[0], " - ")
        D(n, d1, rng.choice(["wd", "wdshort", "wdlong", "num"]))
        n.ln(" ", sh1[1], rng.choice(["", " (NNN block)", " (LD)", " (N1 of 3)"]))
        n.ln("Base: ", (ctx.hosp, "HOSPITAL"), ", ", (ctx.ward, "HOSPITAL") if rng.random() < 0.5 else "Acute Medical Unit")
        n.w("Swap partner: ")
        name(n, b, rng.choice(["tfull", "full", "tinit"]))
        lbl, num = C.reg_number(rng, c)
        n.ln(" (", gB, "), ", lbl, " ", (num, "LICENSE"))
        n.w("Shift received in return: ", sh2[0], " - ")
        D(n, d2, rng.choice(["wd", "wdshort", "wdlong", "num"]))
        n.ln(" ", sh2[1])
        n.ln("")
        n.w("Reason: ")
        _reason(n, ctx, d1)
        n.ln("")
        n.ln("")
        n.w("Rota extract (w/c ")
        D(n, plus(d1, -d1.weekday()), rng.choice(["num", "short", "daymon3"]))
        n.ln("):")
        n.ln("            Mo  Tu  We  Th  Fr  Sa  Su")
        for who in (a, b):
            n.w("  ")
            name(n, who, "init_last")
            n.ln("  ", "  ".join(rng.choice(["LD", "SD", "N ", "OFF", "ZD", "TW", "-- "]).ljust(2)[:3] for _ in range(7)))
        n.ln("  (LD long day, SD standard day, N night, TW twilight, ZD zero day)")
        n.ln("")
        n.ln("Compliance check (rota coordinator):")
        n.ln(" - Max %d h in any 168 h: OK (%s h)" % (72, rng.choice(["58.5", "61", "66.25", "70"])))
        n.ln(" - 46 h rest after %d nights: %s" % (rng.choice([3, 4]), rng.choice(["OK", "OK", "OK - see note"])))
        n.ln(" - Max 13 h shift length: OK; 11 h rest between shifts: OK")
        n.ln(" - Weekend frequency 1 in %d: OK" % rng.choice([2, 3, 4]))
        n.ln(" - Average weekly hours (26-week reference): %s" % rng.choice(["47.2", "46.9", "48.0", "44.5"]))
        n.ln("Both doctors agree: Y / Y    Clinical lead informed: ", rng.choice(["Y", "N/A"]))
        n.ln("")
        n.w("Approved: ")
        name(n, coord, rng.choice(["full", "tfull"]))
        n.w(", Rota Coordinator, ")
        D(n, plus(ctx.d0, rng.randint(1, 4)), "num")
        n.ln("")
        n.w("Clinical lead: ")
        name(n, lead, rng.choice(["tinit", "tlast", "tfull"]))
        n.ln("")
        n.ln("")
        n.ln("Declaration: both doctors confirm the swap is like-for-like in grade and competence, does not breach the")
        n.ln("safe working limits, and that they remain responsible for their original shift until the swap is approved.")
        n.w("Signed: ")
        name(n, a, "init_last")
        n.w(" / ")
        name(n, b, "init_last")
        n.ln("")
        n.w("HealthRoster updated by user ", (coord.user(rng), "USERNAME"), " on ")
        D(n, plus(ctx.d0, rng.randint(2, 6)), rng.choice(["num", "short"]))
        n.ln(" %02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
    elif v == 1:
        mb = "%s@%s" % (rng.choice(["medicalrota", "rota.medicine", "medical.staffing", "roster.rmo"]), ctx.dom)
        email_header(n, ctx, a, mb, ["Swap request - %s " % sh1[0].lower(), (C.fdate(d1, c, "daymon3"), "DATE")])
        n.ln("Hi ", (coord.first, "DOCTOR"), ",")
        n.ln("")
        n.w("Would it be possible to swap my ", sh1[0].lower(), " on ")
        D(n, d1, rng.choice(["wdlong", "wdshort", "ord", "daymon"]))
        n.w(" (", sh1[1], ") with ")
        name(n, b, rng.choice(["tfull", "full", "first"]))
        n.w("? In return I will do ", ("her" if b.sex == "F" else "his"), " ", sh2[0].lower(), " on ")
        D(n, d2, rng.choice(["wdlong", "wdshort", "daymon"]))
        n.ln(".")
        n.ln("")
        _reason(n, ctx, d1)
        n.ln("")
        n.ln("")
        n.w("I have checked with ")
        name(n, b, "first")
        n.w(" and ", rng.choice(["she" if b.sex == "F" else "he"]), " is happy to swap. We are both on the ", rota,
            " so the grade is like for like. I have also let ")
        name(n, lead, rng.choice(["tlast", "tfull"]))
        n.ln(" know.")
        n.ln("")
        if rng.random() < 0.6:
            n.w("> On ")
            D(n, plus(ctx.d0, -1), rng.choice(["wdlong", "num", "wdshort"]))
            n.w(" ")
            name(n, b, "full")
            n.ln(" wrote:")
            n.w("> Happy to swap - I can do your ", sh1[0].lower(), " if you take my ", sh2[0].lower(), ". I'm on ")
            n.w(rng.choice(["bleep ", "pager "]), (C.bleep(rng), "PHONE"), " if the rota team need me. ")
            n.ln(rng.choice(["Cheers,", "Thanks!", "Ta,"]))
            n.w("> ")
            name(n, b, "first")
            n.ln("")
            n.ln("")
        n.w("Thanks,\n")
        name(n, a, rng.choice(["first", "full"]))
        n.ln("")
        n.ln(gA, " | ", rng.choice(["Bleep ", "Pager ", "Ext "]), (C.bleep(rng), "PHONE"))
        n.ln("")
        n.ln("-----")
        n.w("Reply from ")
        name(n, coord, "full")
        n.w(", ")
        D(n, plus(ctx.d0, 1), rng.choice(["num", "wdlong"]))
        n.ln(":")
        n.w("Hi ", )
        name(n, a, "first")
        n.w(", swap approved and updated on the rota. ", rng.choice([
            "Both of you remain compliant with the 72-hour rule and 11 hours' rest.",
            "Please note this puts you on 4 consecutive long days; this is within limits but please take your breaks.",
            "The rota software flagged 46-hour rest after nights as 45.5 h; I have moved the handover to 08:30 to fix this."]))
        n.ln("")
        n.ln("Medical Rota Team, ", (ctx.hosp, "HOSPITAL"))
        phone_line(n, "Tel: ", with_ext=rng.random() < 0.5)
        n.ln("")
    else:
        n.ln(rng.choice(["CALL SCHEDULE TRADE REQUEST", "Resident Schedule Change Request", "CALL SWITCH FORM"]))
        n.ln(rng.choice(P.SPECIALTIES_US), " Residency Program - ", (ctx.hosp, "HOSPITAL"))
        n.ln("GME office: ", (ctx.body, "HOSPITAL"))
        n.ln("")
        n.w("Resident requesting: ")
        n.w((a.full(), "DOCTOR"), ", ", rng.choice(["MD", "DO", "MBBS"]), " (", rng.choice(["PGY-1", "PGY-2", "PGY-3"]), ")")
        n.ln("   Pager ", (C.bleep(rng), "PHONE"))
        n.w("Original assignment: ", sh1[0], ", ")
        D(n, d1, rng.choice(["wd", "num", "long"]))
        if rng.random() < 0.5:
            n.w(" - ")
            D(n, plus(d1, 6), rng.choice(["wd", "num"]))
        n.ln(" (", sh1[1], ")")
        n.w("Trading with: ")
        n.w((b.full(), "DOCTOR"), ", MD")
        n.ln(" (", rng.choice(["PGY-1", "PGY-2", "PGY-3"]), ")")
        n.w("Assignment received: ", sh2[0], ", ")
        D(n, d2, rng.choice(["wd", "num", "long"]))
        n.ln("")
        n.w("Reason: ")
        _reason(n, ctx, d1)
        n.ln("")
        n.ln("")
        n.ln("ACGME duty hours review:")
        n.ln("  80-hour weekly limit (4-week average): %s h - compliant" % rng.choice(["71.5", "76", "68.25", "79"]))
        n.ln("  1 day in 7 free: compliant   24+4 continuous: %s" % rng.choice(["compliant", "N/A"]))
        n.ln("  In-house call no more than every 3rd night: compliant")
        n.w("Chief resident approval: ")
        name(n, lead, rng.choice(["tfull", "full"]))
        n.w(" on ")
        D(n, plus(ctx.d0, 1), rng.choice(["num", "num2"]))
        n.ln("")
        n.w("Program coordinator: ")
        name(n, coord, "full")
        n.w(" (", (coord.email(rng, ctx.dom), "EMAIL"), ")")
        n.ln("")
        n.w("Amion updated by ", (coord.user(rng), "USERNAME"), " ")
        D(n, plus(ctx.d0, 2), "num2")
        n.ln(" %d:%02d %s" % (rng.randint(1, 11), rng.randint(0, 59), rng.choice(["AM", "PM"])))


def _reason(n, ctx, d1):
    rng, c = n.rng, n.c
    k = rng.randrange(6)
    rel = ctx.person("FAMILY")
    if k == 0:
        n.w("I need to attend ", rng.choice(REASONS), " in ", (rng.choice(P.TOWNS[c]), "CITY"), " on ")
        D(n, d1, rng.choice(["wdlong", "daymon", "weekday"]))
        n.w(".")
    elif k == 1:
        rw, rel = kin(ctx)
        n.w("My ", rw, " ")
        name(n, rel, rng.choice(["first", "full"]), "FAMILY")
        n.w(" is having an operation at ", (ctx.hosp2, "HOSPITAL"), " that week and I would like to be with ",
            "her" if rel.sex == "F" else "him", ".")
    elif k == 2:
        cty = rng.choice(P.PMQ_COUNTRIES)
        n.w("My parents are visiting from ", (cty, "COUNTRY"), " and fly in on ")
        D(n, plus(d1, -1), rng.choice(["weekday", "daymon", "wd"]))
        n.w("; I would like to collect them from the airport.")
    elif k == 3:
        rw, rel = kin(ctx, adult=False)
        n.w("Childcare: my ", rw, " ")
        name(n, rel, "first", "FAMILY")
        n.w(" (aged ", (str(rng.randint(2, 11)), "AGE"), ") starts at a new school that day and my ",
            rng.choice(["partner", "husband", "wife"]), ", who works as ")
        job = rng.choice(P.PROFESSIONS)
        n.w(art(job), " ", (job, "PROFESSION"), ", cannot take leave.")
    elif k == 4:
        n.w("Exam: MRCP PACES / Primary FRCA sitting on ")
        D(n, d1, rng.choice(["long", "ordyear", "num"]))
        n.w(" in ", (rng.choice(P.TOWNS[c]), "CITY"), "; study leave already approved.")
    else:
        hol = rng.choice(C.HOLIDAYS[c])
        n.w("I worked ", (hol, "DATE"), " last year and ", rng.choice(["am getting married", "have family commitments"]),
            " this year")
        if rng.random() < 0.6:
            n.w("; I am travelling home to ", (rng.choice(P.PMQ_COUNTRIES), "COUNTRY"), " for two weeks")
        n.w(".")


def locum_booking(n, ctx):
    rng, c = n.rng, n.c
    loc = ctx.person()
    cons = ctx.staff()
    rep = ctx.person()
    agency = ctx.agency
    start = plus(ctx.d0, rng.randint(3, 30))
    nsh = rng.randint(2, 6)
    us = c in ("US", "CA") and rng.random() < 0.8
    n.ln((agency, "ORGANIZATION"))
    if rng.random() < 0.7:
        C.address(n, c, one_line=True)
        n.ln("")
        phone_line(n, "T: ")
        if rng.random() < 0.5:
            n.w("   ")
            phone_line(n, "F: ", typ="FAX")
        n.ln("")
        n.ln("W: ", (C.url(rng, rng.choice(["", "locums", "doctors/timesheets"]).strip("/") or "home"), "URL"))
    n.ln("")
    n.ln(rng.choice(["BOOKING CONFIRMATION", "ASSIGNMENT CONFIRMATION", "Locum Booking Confirmation - Doctor Copy",
                     "CONFIRMATION OF ENGAGEMENT"]))
    n.w("Booking ref: ", (C.code(rng, rng.choice(["MLB", "BK", "LT", "ASG"]) + "-" + str(ctx.d0.year % 100), 5), "IDNUM"))
    n.w("    Issued: ")
    D(n, ctx.d0, rng.choice(["num", "short"]))
    n.ln("")
    if rng.random() < 0.5 and c == "UK":
        n.ln("Framework: HTE Lot 1 (Medical & Dental); rate cap compliant; IR35 determination: inside")
    n.ln("")
    n.w("Locum: ")
    if us:
        n.w((loc.fullmi(), "DOCTOR"), ", ", rng.choice(["MD", "DO", "MD, FACP", "MD, FRCPC"]))
    else:
        name(n, loc, rng.choice(["tfull", "lastfirst"]))
    n.ln("")
    lbl, num = C.reg_number(rng, c)
    if c != "US":
        n.w(lbl, ": ", (num, "LICENSE"))
    if c == "US":
        st = C.state(rng, c)
        n.w("NPI ", (C.npi(rng), "LICENSE"), "    DEA ", (C.dea(rng), "LICENSE"))
        n.w("\nState license: ", (st[1], "STATE"), " #", (C.alnum(rng, 2) + C.digits(rng, 6), "LICENSE"), " exp ")
        D(n, C.rdate(rng, 2025, 2027), rng.choice(["num", "mmyy"]))
    elif c == "AU":
        n.w("    Medicare provider no. ", (C.digits(rng, 6) + C.alnum(rng, 1) + rng.choice("ABFHJKLTWXY"), "LICENSE"))
    elif c == "UK":
        n.w("    Licence to practise: yes    DBS update service: ", (C.digits(rng, 12), "IDNUM"))
    elif c == "IE":
        n.w("    Division: General; Garda vetting ref ", (C.code(rng, "GV", 8), "IDNUM"))
    else:
        n.w("    CMPA/indemnity on file")
    n.ln("")
    n.ln("Grade: ", rng.choice(DOC_GRADES[c]), "    Specialty: ", ctx.spec)
    n.ln("")
    n.ln("Client: ", (ctx.hosp, "HOSPITAL"), " (", (ctx.body, "HOSPITAL"), ")")
    if rng.random() < 0.6:
        n.w("Location: ", (ctx.ward, "HOSPITAL"), ", ")
        n.ln((ctx.building, "LOCATION_OTHER"))
    n.ln("")
    n.ln("Shifts:")
    d = start
    for i in range(nsh):
        sh = rng.choice(SHIFT[c])
        n.w("  ")
        D(n, d, rng.choice(["wd", "wdshort", "wdlong"]) if i == 0 or rng.random() < 0.7 else "num")
        n.ln("   ", sh[1], "   ", sh[0], "   ", rng.choice(["confirmed", "confirmed", "provisional"]))
        d = plus(d, rng.choice([1, 1, 2, 7]))
    n.ln("")
    rate = rng.choice([85, 95, 105, 120, 140, 175, 210, 240])
    n.ln("Rate: ", C.money(c, rate), "/hr ", rng.choice(["(weekday)", "(all hours)", "plus 1.5x after 19:00", "incl. holiday pay"]),
         "; on-call ", C.money(c, rng.choice([40, 60, 75])), "/hr non-resident")
    n.w("Report to: ")
    name(n, rep, rng.choice(["tfull", "tinit", "tlast"]))
    n.w(", ", rng.choice(["Consultant", "Clinical Director", "Medical Director", "Charge Nurse", "Department Head"]),
        ", ")
    if rng.random() < 0.5:
        n.w("room ", (rng.choice(["G.14", "2.07", "114", "3B", "A21"]), "LOCATION_OTHER"), ", ")
    n.ln("on arrival at ", rng.choice(["07:45", "08:15", "the nurse in charge desk", "main reception"]), ".")
    if rng.random() < 0.65:
        n.w("Parking: staff permit issued for vehicle reg. ", (C.plate(rng, c), "VEHICLE"))
        if rng.random() < 0.3:
            n.w(" (", rng.choice(["silver Skoda Octavia", "blue Toyota Corolla", "white Ford Focus", "grey Honda Civic"]), ")")
        n.ln("")
    if rng.random() < 0.6:
        n.w("Accommodation: ")
        C.address(n, c)
        n.w(", ", rng.choice(["check-in from 15:00", "key safe code sent by SMS", "booked for all nights"]))
        n.ln("")
    if c in ("US", "CA") and rng.random() < 0.8:
        ins = rng.choice(P.INDEMNITY[c])
        n.w("Malpractice: ", (ins, "ORGANIZATION"), ", policy # ", (C.code(rng, C.alnum(rng, 3), 7), "HEALTHPLAN"))
        n.ln(rng.choice([", $1M/$3M occurrence", ", claims-made with tail", ""]))
        if rng.random() < 0.5:
            n.w("Travel: flight confirmation ", (C.alnum(rng, 6), "IDNUM"), "; rental car plate ", (C.plate(rng, c), "VEHICLE"), "\n")
    n.ln("")
    n.w("Timesheets: submit weekly via ")
    n.w((C.url(rng, "timesheets/" + C.digits(rng, 5)), "URL"))
    n.w("; invoice ref ", (C.code(rng, "INV", 6), "ACCOUNT"))
    n.ln(".")
    if rng.random() < 0.5:
        n.w("Payments to account ending ", (C.digits(rng, 4), "ACCOUNT"), " (details held by payroll).\n")
    n.ln("")
    n.ln("On arrival please have ready:")
    for it in rng.sample(["photo ID (passport or driving licence)", "evidence of current life-support certificate",
                          "your own stethoscope", "bank details form (first booking only)", "signed timesheet template",
                          "hepatitis B immunity evidence if not already on file", "EPR login details if previously issued"], rng.randint(2, 4)):
        n.ln("  - ", it)
    n.ln(rng.choice(["Cancellation by the client with less than 48 hours' notice is chargeable.",
                     "Please bring photo ID and your ALS certificate on the first shift.",
                     "EPR training (Cerner) is booked for 07:30 on the first day; smartcard to be issued by ICT.",
                     "No more than 13 hours per shift; breaks as per client policy."]))
    n.ln("")
    n.w(rng.choice(["Your recruitment consultant: ", "Agency contact: ", "Account manager: "]))
    name(n, cons, "full")
    n.ln()
    phone_line(n, rng.choice(["Direct: ", "Mobile: "]), kind=rng.choice(["land", "mob"]))
    n.ln("")
    n.ln("Email: ", (cons.email(rng, C.email_domain(rng, c)), "EMAIL"))
