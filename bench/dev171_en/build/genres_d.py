"""Own genres: virtual ward remote-monitoring log, incident report, community equipment order."""
import datetime as dt

import pools as PL
import phi as H
import bits as B
from core import Doc, T, P, frag, space_table, pipe_table, delim_table, kv_block


# ====================================================================== virtual ward monitoring log
def vw_monitoring(rng, c):
    d = Doc()
    p = c.pt
    nurse = c.st("sn")
    d.line(H.pick(rng, ["VIRTUAL WARD - REMOTE MONITORING LOG", "Virtual Ward (Frailty) - telemonitoring record",
                        "Remote monitoring export - virtual ward", "VW TELEHEALTH READINGS + ALERTS"]))
    kv_block(d, [
        ("Patient", c.pname(H.pick(rng, ["LAST_first", "full", "LAST_FIRST"]))),
        ("DOB", c.dob()),
        (p.natid_label, c.natid()),
        ("VW enrolment", frag(c.d(-rng.randrange(2, 12), H.pick(rng, ["dmy", "iso"])), " by ", H.staff(rng, c.st("anp"), 2))),
        ("Step-up from", frag(c.hosp("gp") if rng.random() < 0.5 else c.hosp("acute"))),
        ("Home", c.addr(county=False)),
        ("Contact", frag(c.phone(p), " / ", c.fname(c.nok, "first"), " (", c.nok.rel, ") ", c.phone(c.nok))),
        ("VW episode", H.account(rng)[1]),
    ], sep=" : ")
    if rng.random() < 0.3:
        hl, hf = H.healthplan(rng, c.country)
        d.line(hl, " : ", hf)
    d.blank()
    d.line("Kit issued:")
    kinds = [H.DEVICE_KINDS[1], H.DEVICE_KINDS[6], H.DEVICE_KINDS[5], H.DEVICE_KINDS[7]]
    rng.shuffle(kinds)
    for kd in kinds[:rng.randrange(2, 5)]:
        desc, lab, f = H.device(rng, kd)
        d.line("  - ", desc, " ", lab, f)
    bl, bf = H.bioid(rng)
    d.line("App sign-in: ", H.pick(rng, ["biometric", "face unlock", "fingerprint"]), " (", bl, " ", bf, ")",
           frag("; portal ", H.url(rng, "virtual-ward")) if rng.random() < 0.6 else "")
    d.blank()
    d.line("Readings:")
    hdr = ["timestamp", "spo2", "hr", "bp", "temp", "rr", "flag", "reviewed_by"]
    rows = []
    day = H.days(c.today, -rng.randrange(1, 4))
    iso = rng.random() < 0.6
    slots = sorted((rng.randrange(0, 3), rng.randrange(7 * 60, 22 * 60)) for _ in range(rng.randrange(4, 9)))
    for off, mins in slots:
        day_i = H.days(day, off)
        sp = rng.randrange(87, 99)
        flag = "RED" if sp < 90 else ("AMBER" if sp < 93 else "green")
        rev = H.pick(rng, [nurse, c.st("anp"), c.st("sn", 1)])
        rows.append([frag(H.date(rng, day_i, "iso" if iso else "dmy"), " ", "%02d:%02d" % (mins // 60, mins % 60)), str(sp),
                     str(rng.randrange(58, 115)),
                     "%d/%d" % (rng.randrange(98, 170), rng.randrange(55, 95)), H.pick(rng, ["36.6", "37.2", "37.9", "36.9", "38.1"]),
                     str(rng.randrange(14, 26)), flag, P(rev.user, "USERNAME")])
    if rng.random() < 0.5:
        delim_table(d, hdr, rows, sep=H.pick(rng, [",", "\t"]))
    else:
        space_table(d, hdr, rows, rule="=")
    d.blank()
    d.line("Sync events:")
    for i in range(rng.randrange(1, 4)):
        d.line("  ", H.date(rng, H.days(c.today, -i), "iso"), " ", B.tm(rng), ":", "%02d" % rng.randrange(60), " ",
               H.pick(rng, ["sync OK from ", "upload retry from ", "hub heartbeat from "]), H.ipaddr(rng),
               H.pick(rng, [" (home broadband)", " (4G dongle)", ""]))
    d.blank()
    d.line("Alerts / clinical actions:")
    for i in range(rng.randrange(1, 4)):
        k = rng.randrange(4)
        if k == 0:
            d.line("  ", c.d(-i, "ddmm"), " ", B.tm(rng), " AMBER SpO2 - rang pt on ", c.phone(p), "; ",
                   c.fname(c.nok, "first"), " answered, pt asleep, rpt reading 94%. ", H.staff(rng, nurse, 4))
        elif k == 1:
            d.line("  ", c.d(-i, "ddmm"), " ", B.tm(rng), " RED - home visit by ", H.staff(rng, c.st("psw"), 3), "; ",
                   B.obs(rng), "; discussed with Dr ", P(c.st("geri").last, "DOCTOR"), ".")
        elif k == 2:
            d.line("  ", c.d(-i, "ddmm"), " no readings by 12:00 - tablet offline; ", c.nok.rel, " restarted router.")
        else:
            d.line("  ", c.d(-i, "ddmm"), " medication change: ", H.pick(rng, PL.MEDS), " (", H.idnum(rng, "rx")[1], ") sent to ",
                   c.hosp("pharm"), ".")
    d.blank()
    if rng.random() < 0.5:
        d.line("Discharged from VW ", c.d(rng.randrange(0, 4), "dmy"), "; kit to be collected by courier (van ",
               H.vehicle(rng, c.country), ").")
    d.line("Record exported by ", P(c.st("clerk").user, "USERNAME"), " ", c.d(0, "iso"), " ", B.tm(rng))
    return d


# ====================================================================== incident report
INC_CATS = ["Slips, trips and falls", "Pressure ulcer (hospital acquired)", "Medication - omitted dose",
            "Medication - wrong time", "Absconsion / missing patient", "Equipment failure", "Aggression towards staff"]


def incident_report(rng, c):
    d = Doc()
    p = c.pt
    rep = c.st(H.pick(rng, ["sn", "hca", "wm", "dn"]))
    cat = H.pick(rng, INC_CATS)
    dl, dfr = H.idnum(rng, "datix")
    d.line(H.pick(rng, ["INCIDENT REPORT", "Patient Safety Incident Report (Datix web)", "Adverse event / near miss form",
                        "NIMS incident report form"]))
    home = rng.random() < 0.3
    ev = H.days(c.today, -rng.randrange(0, 3))
    pairs = [
        (dl, dfr),
        ("Reported", frag(c.d(0, "dmy"), " ", B.tm(rng))),
        ("Reporter", frag(H.staff(rng, rep, 2), frag(" - user ", P(rep.user, "USERNAME")) if rng.random() < 0.5 else "")),
        ("Incident date", frag(H.date(rng, ev, H.pick(rng, ["dmy", "wd_long"])), " approx ", B.tm(rng, 0, 24))),
        ("Category", T(cat)),
    ]
    if home:
        pairs.append(("Location", frag("patient's home - ", c.addr(county=False, country=rng.random() < 0.4))))
    else:
        pairs.append(("Location", frag(c.hosp("comm"), ", ", c.hosp("ward"), ", ", c.bed())))
    pairs += [
        ("Person affected", frag(c.pname(H.pick(rng, ["full", "LAST_first"])), ", ", c.age(H.pick(rng, [0, 4, 3])), ", ",
                                 p.natid_label, " ", c.natid())),
        ("Harm", T(H.pick(rng, ["No harm", "Low harm", "Moderate harm", "Near miss"]))),
    ]
    kv_block(d, pairs)
    d.blank()
    d.line("Description:")
    he = "She" if p.sex == "F" else "He"
    if "falls" in cat:
        d.line(he, " was found on the floor ", H.pick(rng, ["beside the bed", "in the bathroom", "by the day room door"]),
               " by HCA ", P(c.st("hca").full, "DOCTOR"), ". ", he, " said ", "she" if p.sex == "F" else "he",
               " was trying to get to the toilet. Bed rails down per care plan; falls sensor mat (",
               H.device(rng, H.DEVICE_KINDS[9])[1], H.device(rng, H.DEVICE_KINDS[9])[2], ") did not alarm.")
        d.line("Checked by ", H.staff(rng, c.st("sn"), 1 if c.st("sn").title else 2), ": ", B.obs(rng),
               ". No head injury, not on anticoagulants. Hoisted from floor with ", H.pick(rng, ["Mangar ELK", "Raizer chair", "Hoverjack"]), ".")
    elif "Pressure" in cat:
        d.line("Category ", str(rng.randrange(2, 4)), " pressure ulcer to ", H.pick(rng, ["sacrum", "L heel", "R heel", "coccyx"]),
               " found at skin check. Waterlow ", str(rng.randrange(15, 25)), ". Mattress (", H.device(rng, H.DEVICE_KINDS[4])[1],
               H.device(rng, H.DEVICE_KINDS[4])[2], ") found on static mode.")
        d.line("TVN referral made to ", H.staff(rng, c.st("dn"), 2), ". Photographs on EPR.")
    elif "Medication" in cat:
        bl, bf = H.bioid(rng)
        bio = [bl + " ", bf]
        d.line(H.pick(rng, PL.MEDS), " ", H.pick(rng, ["not given at 08:00", "given 3h late", "omitted x2 doses"]),
               ". Controlled drug cabinet accessed with biometric reader; log shows ", *bio, ".")
        d.line("Pharmacist ", H.staff(rng, c.st("pharm"), 2), " informed; no adverse effect noted.")
    elif "missing" in cat:
        d.line(he, " left the ward at approx ", B.tm(rng), ". Found by staff near ", H.landmark(rng),
               ". Police ", H.pick(rng, ["informed", "not required"]), ". ", c.nok.rel.capitalize(), " drove ", "her" if p.sex == "F" else "him",
               " back (car ", H.vehicle(rng, c.country), ").")
    elif "Equipment" in cat:
        desc, lab, f = H.device(rng, H.pick(rng, [H.DEVICE_KINDS[12], H.DEVICE_KINDS[0], H.DEVICE_KINDS[10]]))
        d.line(desc.capitalize(), " (", lab, f, ") failed during use. Quarantined and reported to EBME, job no ",
               P("JB" + H.digits(rng, 6), "IDNUM"), ".")
    else:
        d.line("Patient verbally aggressive to ", H.staff(rng, c.st("sn", 1), 4), " during personal care. ",
               "De-escalated. Known ", H.pick(rng, ["delirium", "dementia with BPSD"]), ". ", B.scores(rng), ".")
    d.blank()
    d.line("Immediate actions:")
    d.line(" - Reviewed by ", H.pick(rng, ["Dr ", "on-call Dr "]), P(c.st(H.pick(rng, ["gpwsi", "fy", "reg"])).last, "DOCTOR"),
           " at ", B.tm(rng))
    d.line(" - ", c.nok.rel.capitalize(), " ", c.fname(c.nok, "full"), " informed by phone (", c.phone(c.nok), ") at ",
           B.tm(rng), "; duty of candour ", H.pick(rng, ["verbal completed", "letter to follow", "n/a (no harm)"]))
    if rng.random() < 0.5:
        d.line(" - Witness: ", H.staff(rng, c.st("hca", 1), H.pick(rng, [2, 4])), frag(", ", P(c.st("hca", 1).user, "USERNAME")) if rng.random() < 0.3 else "")
    if rng.random() < 0.4:
        lab, lf = H.licence(rng, "sn", c.country)
        d.line(" - Registrant: ", H.staff(rng, c.st("sn"), 2), " ", lab, " ", lf)
    d.blank()
    d.line("Manager review: ", H.staff(rng, c.st("wm"), H.pick(rng, [0, 1, 2])), " - ", c.d(rng.randrange(1, 6), "dmy"), " - ",
           H.pick(rng, (["falls bundle re-audited"] if "falls" in cat else []) +
                  ["learning shared at safety huddle", "AAR arranged", "no further action"]), ".")
    if rng.random() < 0.4:
        d.line("Linked safeguarding: ", H.idnum(rng, "safeg")[1])
    return d


# ====================================================================== community equipment order
CATALOGUE = [
    ("MOB-0042", "Rollator 4-wheel, height adj", True), ("BED-1170", "Profiling bed (community)", True),
    ("MAT-0310", "Hybrid air mattress", True), ("TOI-0023", "Raised toilet seat 4\"", False),
    ("TOI-0101", "Commode, height adj", False), ("BAT-0005", "Bath board", False),
    ("TRF-0450", "Stand aid (Sara Stedy type)", True), ("HOI-0800", "Mobile hoist + 2 slings (M)", True),
    ("CUS-0212", "Pressure cushion (foam)", False), ("TEL-0900", "Pendant alarm + base unit", True),
    ("KIT-0066", "Kitchen trolley", False), ("RAI-0014", "Grab rail 18\" (fit)", False),
    ("CHR-0700", "Riser-recliner chair", True), ("MAT-0095", "Falls sensor mat", True),
]


def equipment_order(rng, c):
    d = Doc()
    p = c.pt
    presc = c.st(H.pick(rng, ["ot", "pt", "dn"]))
    ol, of = H.idnum(rng, "order")
    d.line(H.pick(rng, ["COMMUNITY EQUIPMENT ORDER", "Equipment delivery note", "ICES order confirmation",
                        "Aids & adaptations - order form"]))
    d.line(P("Carebridge Community Equipment", "ORGANIZATION"), " | ", H.pick(rng, ["Unit 4", "Depot"]), " ", c.city(c.other_town()),
           " | orders ", c.phone(), " | fax ", c.fax())
    d.blank()
    pairs = [
        (ol, of),
        ("Ordered", frag(c.d(0, "dmy"), " ", B.tm(rng), " via portal (user ", P(presc.user, "USERNAME"), ")")),
        ("Prescriber", frag(H.staff(rng, presc, 2), ", ", c.hosp("comm") if rng.random() < 0.5 else P(c.trust, "ORGANIZATION"))),
        ("Priority", T(H.pick(rng, ["Same day (hospital discharge)", "Next day", "Standard 7 day", "EoL - 4 hours"]))),
        ("Client", frag(c.pname(H.pick(rng, ["title_full", "LAST_first"])), ", DOB ", c.dob(), ", ", p.natid_label, " ", c.natid())),
        ("Deliver to", c.addr(county=rng.random() < 0.5, region=rng.random() < 0.2, country=rng.random() < 0.15)),
        ("On-site contact", frag(c.fname(c.nok, "full"), " (", c.nok.rel, ") ", c.phone(c.nok))),
    ]
    if rng.random() < 0.5:
        pairs.append(("Access", T(H.pick(rng, ["3 steps to front door, no parking", "ground floor flat, buzzer 4",
                                               "narrow stairs - bed must go in front room", "farm track - 4x4 advised"]))))
    if rng.random() < (0.5 if c.country == "IE" else 0.15):
        pairs.append((p.ssn_label + (" (aids & appliances)" if c.country == "IE" else " (DFG means test)"), c.ssn()))
    if rng.random() < 0.4:
        pairs.append(("Cost centre", T("CC" + H.digits(rng, 4) + " / budget " + H.pick(rng, ["health", "social care", "joint"]))))
    if rng.random() < 0.35:
        al, af = H.account(rng)
        pairs.append((al, af))
    kv_block(d, pairs)
    d.blank()
    items = list(CATALOGUE)
    rng.shuffle(items)
    rows = []
    for code, desc, serial in items[:rng.randrange(2, 6)]:
        sn = P(H.letters(rng, 2) + H.digits(rng, 6), "DEVICE") if serial else T("-")
        rows.append([T(code), T(desc), T(str(rng.randrange(1, 3))), sn])
    hdr = ["Code", "Item", "Qty", "Serial / asset"]
    if rng.random() < 0.5:
        pipe_table(d, hdr, rows)
    else:
        space_table(d, hdr, rows)
    d.blank()
    d.line("Delivery slot: ", c.d(rng.randrange(0, 3), H.pick(rng, ["wd_long", "dmy", "wd_dm"])), " ",
           H.pick(rng, ["AM", "PM", "08:00-12:00", "12:00-16:00"]))
    d.line("Technician: ", H.name(rng, H.any_person(rng, young=True), "DOCTOR", H.pick(rng, ["full", "first", "init_last"])),
           "   Vehicle: ", H.vehicle(rng, c.country))
    if rng.random() < 0.3:
        d.line("Client vehicle for parking permit: ", H.vehicle(rng, c.country), frag("; blue badge ", H.blue_badge(rng)) if rng.random() < 0.5 else "")
    if rng.random() < 0.2:
        bl, bf = H.bioid(rng)
        d.line("Smart key safe fitted - client enrolled (", bl, " ", bf, ").")
    d.line("Received by: ", H.pick(rng, [c.fname(c.nok, "full"), c.pname("full")]), "  Signature: [signed]  ", c.d(rng.randrange(0, 3), "ddmm"))
    d.line("Collections/returns: ", c.phone(), " or ", H.email_for(rng, team="returns." + H.slug(c.other_town())),
           frag(" / ", H.url(rng, "equipment-returns")) if rng.random() < 0.5 else "")
    return d
