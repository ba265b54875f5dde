"""Genres: bed request queue export, transport dispatch log, EVS turnover log."""
from core import Doc, P, table, join
import phi
from phi import Ctx
import pools_places as PL
import common as CM

STATUSES = ["Pending", "Assigned", "Bed Ready", "Pending", "Escalated", "Cancelled", "On hold",
            "Assigned", "RN report given", "Pending"]


# ====================================================================== bed request queue
def bed_request_queue(rng):
    c = Ctx(rng)
    d = Doc()
    style = rng.choice(["csv", "tsv", "pipe", "space", "psv", "space", "csv"])
    runner = c.staff("CLERK")
    prefix = rng.choice(["BR-", "REQ", "PPC-", "BRQ", ""])
    base = rng.randint(1000, 98000)
    hv = rng.randint(0, 2)
    if style in ("csv", "tsv", "psv"):
        d.line("# ", rng.choice(["Bed Request Queue export", "BED_REQ_QUEUE", "Open Bed Requests"]), " | ",
               c.hosp_piece(), " | generated ", c.d(), " ", c.t(), " | user=", P(runner.user, "USERNAME"))
    elif hv == 0:
        d.line("PATIENT PLACEMENT CENTER - BED REQUEST QUEUE")
        d.line("Facility: ", c.hosp_piece(False), "    Report run: ", c.d(), " ", c.t(), " by ",
               P(runner.user, "USERNAME"))
        d.line("Filter: Status IN (Pending, Assigned, Bed Ready); Sort: Priority, Req Time")
    elif hv == 1:
        d.line("Capacity Command Center :: Open Bed Requests (", c.hosp_piece(True), ")")
        d.line("As of ", c.d(style=rng.choice(["weekday_full", "wd_us", "mon_d_y"])), " @ ", c.t(),
               "   Placement RN: ", c.sname(c.staff("RN"), "fl_cred"))
    else:
        d.line(P(c.hosp.upper(), "HOSPITAL"), " -- BED BOARD QUEUE -- ", c.d(style="DMY_MON"))
        d.line("Printed by ", P(runner.user, "USERNAME"), " at ", c.t(), "; page 1 of 1")
    d.blank()
    colsets = [
        ["Req#", "Requested", "Patient", "MRN", "Age/Sex", "Origin", "LOC", "Svc", "Admitting", "Iso",
         "Assigned", "Status", "Wait"],
        ["REQ_ID", "REQ_DT", "PT_NAME", "MRN", "AGE", "SEX", "FROM", "LEVEL", "ISO", "BED_TYPE",
         "ASSIGNED_BED", "STATUS", "ENTERED_BY", "COMMENT"],
        ["ID", "Time", "Name", "MRN", "Acct", "Age", "Origin", "Level", "Attending", "Payer", "Status", "Notes"],
        ["Priority", "Req", "Pt", "Age/Sex", "From", "To Level", "Iso", "Bed", "Status", "Wait (min)", "Comment"],
    ]
    cols = rng.choice(colsets)
    nstyle = rng.choice(["LF", "LFM", "lf", "lfm", "L_FI", "fl"])
    n = rng.randint(6, 14)
    rows = []
    counts = {}
    clock = phi.shift_clock(rng, rng.randint(0, 12), n, 1400, day0=-1)
    ids = phi.seq_ids(rng, base, n, (1, 12))
    for i in range(n):
        tq = clock[i]
        p = c.patient()
        status = rng.choice(STATUSES)
        counts[status] = counts.get(status, 0) + 1
        md = c.staff("MD")
        row = []
        for col in cols:
            k = col.lower().replace("#", "").replace(" ", "").replace("_", "")
            if k in ("req", "reqid", "id"):
                if k == "req" and col == "Req":
                    row.append(c.t(tq[1], tq[2]))
                else:
                    row.append(P("%s%d" % (prefix, ids[i]), "IDNUM"))
            elif k in ("requested", "reqdt"):
                row.append(c.stamp(tq[0], tq[1], tq[2]))
            elif k == "time":
                row.append(c.t(tq[1], tq[2]))
            elif k in ("patient", "ptname", "name", "pt"):
                row.append(c.pname(p, nstyle))
            elif k == "mrn":
                row.append(P(p.mrn, "MRN"))
            elif k == "acct":
                row.append(P(p.fin, "ACCOUNT"))
            elif k == "age/sex":
                row.append(phi.age_piece(rng, p.age, p.sex, rng.choice(["slash", "space_S", "S"])))
            elif k == "age":
                row.append(P(str(p.age), "AGE"))
            elif k == "sex":
                row.append(p.sex)
            elif k in ("origin", "from"):
                row.append(CM.origin_cell(rng, c))
            elif k in ("loc", "level", "tolevel"):
                row.append(rng.choice(PL.LEVELS))
            elif k == "svc":
                row.append(rng.choice(PL.SERVICES))
            elif k in ("admitting", "attending"):
                row.append(phi.staff_name(rng, md, rng.choice(["dr", "l_fi", "il"])))
            elif k == "iso":
                row.append(rng.choice(CM.ISO if style not in ("csv", "tsv") else CM.ISO_SHORT))
            elif k == "bedtype":
                row.append(rng.choice(["Std", "Std", "Bariatric", "Neg pressure", "Tele", "Sitter rm", "Crib",
                                       "Low bed", "Isolation"]))
            elif k in ("assigned", "assignedbed", "bed"):
                row.append(CM.assigned_cell(rng, c, status))
            elif k == "status":
                row.append(status)
            elif k in ("wait", "wait(min)"):
                row.append(CM.wait_str(rng))
            elif k == "enteredby":
                row.append(P(c.staff("RN").user, "USERNAME"))
            elif k in ("comment", "notes"):
                row.append(CM.comment_pieces(rng, c, p))
            elif k == "payer":
                row.append(CM.payer_cell(rng))
            elif k == "priority":
                row.append(rng.choice(["1", "2", "2", "3", "3", "ESC"]))
            else:
                raise KeyError(col)
        rows.append(row)
    table(d, cols, rows, style)
    d.blank()
    if style in ("csv", "tsv", "psv"):
        d.line("# rows=%d" % n)
    else:
        d.line("Rows: %d | " % n + " | ".join("%s: %d" % (k, v) for k, v in sorted(counts.items())))
        d.line("Median wait: %d min   ED boarders: %d   Open staffed beds: %d (ICU %d, PCU %d, Med-Surg %d)" % (
            rng.randint(40, 420), rng.randint(0, 30), rng.randint(0, 25), rng.randint(0, 4), rng.randint(0, 6),
            rng.randint(0, 15)))
        if rng.random() < 0.6:
            sup = c.staff("SUP")
            d.line("House supervisor: ", c.sname(sup, "fl_cred"), "  Vocera ", P(phi.ext(rng), "PHONE"))
        d.line("CONFIDENTIAL - contains PHI. Do not print to unsecured printers.")
    return d


# ====================================================================== transport dispatch
DELAYS = ["pt not ready", "RN busy w/ other pt", "elevator bank out of service", "awaiting tele box",
          "pt on bedpan", "awaiting O2 tank", "no WC available", "pt in PT session", "dest not ready",
          "iso gown-up", "awaiting RN escort", "pt refused, RN notified", "family visiting, asked to wait",
          "bari equipment needed", "wrong pt location in system"]


def transport_dispatch_log(rng):
    c = Ctx(rng)
    d = Doc()
    disp = c.staff("TRANS")
    crew = [c.staff("TRANS") for _ in range(rng.randint(3, 7))]
    jobpref = rng.choice(["T", "#", "J", "TJ-", ""])
    variant = rng.randint(0, 2)
    shift, start_h = rng.choice([("0700-1530", 7), ("1500-2330", 15), ("2300-0730", 23), ("Days", 7),
                                 ("Evenings", 15), ("Nights", 23)])
    d.line(rng.choice(["PATIENT TRANSPORT DISPATCH LOG", "Transport Services - Dispatch Log",
                       "CENTRAL TRANSPORT / DISPATCH"]), " - ", c.hosp_piece())
    d.line("Date: ", c.d(style=rng.choice(["us", "wd_us", "mon_d_y", "iso"])), "   Shift: ", shift,
           "   Dispatcher: ", P(disp.render(rng.choice(["fl", "fi", "lf"])), "DOCTOR"),
           " (", P(disp.user, "USERNAME"), ")   Desk ext ", P(phi.ext(rng), "PHONE"))
    d.add("Transporters on: ")
    d.add(join([[P(t.render(rng.choice(["fl", "fi", "f", "il"])), "DOCTOR"), " pgr ", P(phi.ext(rng), "PHONE")]
                for t in crew], "; "))
    d.add("\n\n")
    n = rng.randint(7, 14)
    clock = phi.shift_clock(rng, start_h, n, 500)
    ids = phi.seq_ids(rng, rng.randint(100000, 899999), n, (1, 25))
    jobs = []
    for i in range(n):
        p = c.patient()
        j = {"id": P("%s%d" % (jobpref, ids[i]), "IDNUM"), "p": p, "t": clock[i],
             "pri": rng.choice(CM.PRIORITIES), "mode": rng.choice(CM.MODES), "who": rng.choice(crew)}
        r = rng.random()
        u = c.unit()
        if r < 0.5:
            j["from"] = [c.unit_piece(u), " ", c.room_piece(u)]
            j["to"] = rng.choice(PL.TESTS_DEST)
        elif r < 0.7:
            j["from"] = rng.choice(PL.TESTS_DEST[:-2])
            j["to"] = [c.unit_piece(u), " ", c.room_piece(u)]
        elif r < 0.85:
            j["from"] = c.ed_bed()
            j["to"] = [c.unit_piece(u), " ", c.room_piece(u)]
        else:
            j["from"] = [c.unit_piece(u), " ", c.room_piece(u)]
            j["to"] = rng.choice(["Discharge Lounge", "main entrance", "ED ambulance bay",
                                  [P(rng.choice(c.buildings), "LOCATION_OTHER"), " entrance"]])
        t1 = phi.add_min(j["t"], rng.randint(1, 6))
        t2 = phi.add_min(t1, rng.randint(4, 45))
        t3 = phi.add_min(t2, rng.randint(5, 30))
        j["disp"], j["pu"], j["drop"] = t1, t2, t3
        jobs.append(j)

    def tm(t, style=None):
        return c.t(t[1], t[2], style)

    pstyle = rng.choice(["LF", "L_FI", "lf", "l_fi", "fl"])
    if variant == 0:
        for j in jobs:
            p = j["p"]
            d.add(rng.choice(["", "* ", "- "]), tm(j["t"], "hhmm"), "  ", j["id"], "  ", j["pri"][:4].upper(), "  Pt: ",
                  c.pname(p, pstyle))
            if rng.random() < 0.6:
                d.add(" (MRN ", P(p.mrn, "MRN"), ")")
            d.add("  ", j["from"], " -> ", j["to"], "  ", j["mode"])
            if rng.random() < 0.3:
                d.add(", O2 %dL NC" % rng.randint(1, 6))
            if rng.random() < 0.25:
                d.add(", iso: ", rng.choice(["contact", "droplet", "enteric", "airborne"]))
            d.add("  assigned: ", P(j["who"].render(rng.choice(["fi", "f", "fl"])), "DOCTOR"))
            d.add("  disp %s pu %s drop %s" % (tm(j["disp"], "hhmm"), tm(j["pu"], "hhmm"), tm(j["drop"], "hhmm")))
            if rng.random() < 0.35:
                d.add("  DELAY: ", rng.choice(DELAYS), " (%d min)" % rng.randint(5, 70))
            d.add("\n")
    elif variant == 1:
        cols = ["JobID", "Requested", "Priority", "Patient", "MRN", "From", "To", "Mode", "Assigned",
                "Dispatched", "Complete", "Delay"]
        rows = []
        for j in jobs:
            p = j["p"]
            rows.append([j["id"], c.stamp(j["t"][0], j["t"][1], j["t"][2]), j["pri"], c.pname(p, pstyle), P(p.mrn, "MRN"),
                         j["from"], j["to"], j["mode"], P(j["who"].user, "USERNAME"), tm(j["disp"]), tm(j["drop"]),
                         rng.choice(DELAYS) if rng.random() < 0.3 else ""])
        table(d, cols, rows, rng.choice(["tsv", "csv", "pipe"]))
    else:
        d.line("Dispatcher notes / exceptions:")
        for j in jobs:
            p = j["p"]
            r = rng.randint(0, 5)
            d.add("- ", tm(j["t"]), " job ", j["id"], ": ")
            if r == 0:
                rn = c.staff("RN")
                d.add("pt ", c.pname(p, rng.choice(["l_fi", "lf", "fl"])), " not ready, ", rng.choice(DELAYS),
                      ". Re-queued x%d, %d min delay. Called " % (rng.randint(1, 3), rng.randint(10, 60)),
                      "charge RN ", P(rn.render(rng.choice(["fl", "f", "fi"])), "DOCTOR"), " at ext ",
                      P(phi.ext(rng), "PHONE"), ".")
            elif r == 1:
                d.add(c.pname(p, "fl"), " (", c.age(p, "yoS"), ") ", j["from"], " to ", j["to"], " by ",
                      j["mode"], "; ", P(j["who"].render("f"), "DOCTOR"),
                      " reports pt on tele - needs RN escort per policy, held until RN free.")
            elif r == 2:
                dest, why = rng.choice([("CT", "stroke alert"), ("Cath Lab", "code STEMI"), ("CT", "trauma activation"),
                                        ("IR", "GI bleed, embolization"), ("MRI", "stroke alert"), ("ICU", "rapid response")])
                d.add("STAT to ", dest, " for ", c.pname(p, "l"), ", ", why,
                      ". ", P(j["who"].render("fl"), "DOCTOR"), " dispatched, door-to-door %d min." % rng.randint(4, 16))
            elif r == 3:
                rel = rng.choice(["daughter", "son", "wife", "husband", "neighbor"])
                d.add("DC ride pickup for ", c.pname(p, rng.choice(["fl", "lf"])), " from ", j["from"],
                      " to main entrance, ", rel, " ", P(phi.relative(rng, p, rel).render("fl"), "FAMILY"), " waiting in ",
                      rng.choice(PL.CAR_COLORS), " ", rng.choice(PL.CAR_MAKES), " plate ", P(phi.plate(rng), "VEHICLE"), ".")
            elif r == 4:
                d.add("cancelled by unit (", P(c.staff("RN").user, "USERNAME"), "), pt ", c.pname(p, "L_FI"),
                      " going to ", rng.choice(["OR direct", "ICU instead", "bedside procedure"]), ".")
            else:
                d.add(c.pname(p, pstyle), " MRN ", P(p.mrn, "MRN"), " ", j["mode"], " ", j["from"], " -> ", j["to"],
                      "; wheelchair asset ", P(phi.device_serial(rng, "asset"), "DEVICE"), " left at destination.")
            d.add("\n")
    d.blank()
    co = rng.choice(crew)
    d.line("Shift totals: %d jobs completed, %d cancelled, %d STAT; avg response %.1f min; avg job %.1f min." % (
        rng.randint(60, 240), rng.randint(3, 30), rng.randint(2, 18), rng.uniform(6, 22), rng.uniform(14, 40)))
    if rng.random() < 0.6:
        d.line("Call-out: ", P(co.render("fl"), "DOCTOR"), " (sick). Float ", P(c.staff("TRANS").render("fl"), "DOCTOR"),
               " covered ", rng.choice(["Tower", "ED", "Imaging"]), " zone from ", tm(jobs[0]["t"]), ".")
    if rng.random() < 0.4:
        t0 = jobs[len(jobs) // 2]["t"]
        d.line("Elevator 4 down %s-%s, Biomed/Facilities ticket " % (tm(t0), tm(phi.add_min(t0, rng.randint(20, 200)))),
               P("WO-%s" % phi.digits(rng, 6), "IDNUM"), ".")
    end = phi.add_min((0, start_h, 0), 510)
    d.line("Log closed ", c.d(end[0]), " ", c.t(end[1], end[2]), " - ", P(disp.user, "USERNAME"))
    return d


# ====================================================================== EVS room turnover
CLEAN_TYPES = ["Discharge", "Discharge", "Isolation - contact", "C. diff - bleach", "Terminal", "Transfer",
               "Discharge + UV-C", "Stat clean", "Discharge", "Isolation - droplet"]


def evs_turnover_log(rng):
    c = Ctx(rng)
    d = Doc()
    sup = c.staff("EVS")
    techs = [c.staff("EVS") for _ in range(rng.randint(3, 6))]
    tp = rng.choice(["EVS-", "", "E", "TKT "])
    base = rng.randint(100000, 990000)
    d.line(rng.choice(["ENVIRONMENTAL SERVICES - BED TURNOVER LOG", "EVS Room Turnover Report",
                       "Environmental Services / Bed Cleaning Tracker"]))
    shift, start_h = rng.choice([("Day shift", 6), ("Evening shift", 14), ("Night shift", 22), ("0600-1430", 6),
                                 ("1400-2230", 14)])
    d.line(c.hosp_piece(), " | ", c.d(style=rng.choice(["us", "weekday_full", "mon_d_y", "wd_us"])), " | ", shift)
    d.line("EVS Supervisor on duty: ", c.sname(sup, rng.choice(["fl", "fi"])), ", ext ", P(phi.ext(rng), "PHONE"))
    if rng.random() < 0.5:
        d.add("Zone assignments: ")
        d.add(join([["Z%d " % (i + 1), P(t.render(rng.choice(["fl", "f", "fi"])), "DOCTOR")] for i, t in enumerate(techs)], ", "))
        d.add("\n")
    d.blank()
    n = rng.randint(8, 16)
    rows = []
    style = rng.choice(["space", "pipe", "csv", "tsv", "space"])
    cols = rng.choice([
        ["Ticket", "Unit", "Bed", "Dirty", "Assigned", "Start", "Clean", "TAT", "Type", "Tech", "Notes"],
        ["Ticket#", "Location", "Req", "Resp", "Done", "Min", "Clean Type", "Tech", "Inspected", "Comment"],
    ])
    tats = []
    clock = phi.shift_clock(rng, start_h, n, 420)
    ids = phi.seq_ids(rng, base, n, (1, 30))
    for i in range(n):
        u = c.unit()
        h, m0 = clock[i][1], clock[i][2]
        tat = rng.randint(22, 190) if rng.random() < 0.4 else rng.randint(22, 75)
        tats.append(tat)
        tech = rng.choice(techs)
        note = evs_note(rng, c, u)
        tid = P("%s%d" % (tp, ids[i]), "IDNUM")
        a1 = rng.randint(1, max(2, min(15, tat // 3)))
        a2 = rng.randint(a1 + 1, max(a1 + 2, tat - 8))
        tt = lambda add: c.t((h + (m0 + add) // 60) % 24, (m0 + add) % 60)
        if len(cols) == 11:
            rows.append([tid, c.unit_piece(u), c.room_piece(u), tt(0), tt(a1), tt(a2),
                         tt(tat), str(tat), rng.choice(CLEAN_TYPES), P(tech.render(rng.choice(["fi", "il"])), "DOCTOR"),
                         note])
        else:
            insp = rng.choice([P(sup.render("il"), "DOCTOR"), "-", "pass", P(sup.user, "USERNAME")])
            rows.append([tid, [c.unit_piece(u), " ", c.room_piece(u)], tt(0), tt(a1), tt(tat), str(tat),
                         rng.choice(CLEAN_TYPES), P(tech.render("fi"), "DOCTOR"), insp, note])
    table(d, cols, rows, style)
    d.blank()
    d.line("Avg TAT %d min (goal 60); %d of %d within goal; %d isolation cleans; %d UV-C cycles." % (
        sum(tats) // len(tats), sum(1 for t in tats if t <= 60), n, rng.randint(0, 6), rng.randint(0, 4)))
    if rng.random() < 0.7:
        d.line("ATP swab checks:")
        for _ in range(rng.randint(2, 4)):
            u = c.unit()
            val = rng.randint(8, 420)
            d.add("  ", c.unit_piece(u), " ", c.room_piece(u), " - %d RLU %s" % (val, "pass" if val < 250 else "FAIL"))
            if val >= 250:
                d.add(", re-cleaned by ", P(rng.choice(techs).render("fl"), "DOCTOR"), ", recheck %d RLU" % rng.randint(10, 90))
            d.add("\n")
    if rng.random() < 0.7:
        rn = c.staff("RN")
        u = c.unit()
        if rng.random() < 0.5:
            who = [c.pname(c.patient(), rng.choice(["lf", "fl", "l_fi"])),
                   rng.choice([" still in bed awaiting ride", " - DC order not signed", " waiting on meds to beds"])]
        else:
            who = ["still in room"]
        d.line("Escalation ", c.t(), ": ", c.unit_piece(u), " ", c.room_piece(u), " marked dirty in BedTrack but pt ",
               who, "; called charge RN ", P(rn.render(rng.choice(["fl", "f"])), "DOCTOR"), " ",
               P(phi.ext(rng), "PHONE"), ".")
    if rng.random() < 0.4:
        d.line("Staffing: %d techs scheduled, %d call-outs (" % (len(techs) + 2, 1), P(c.staff("EVS").render("fl"), "DOCTOR"),
               "); floor buffer from ", rng.choice(["OR", "clinic", "Hadley float"]) if rng.random() < 0.7 else
               P(rng.choice(c.buildings), "LOCATION_OTHER"), ".")
    end = phi.add_min((0, start_h, 0), 500)
    d.line("Reviewed: ", c.sname(sup, "fl"), ", EVS ", rng.choice(["Supervisor", "Manager", "Lead"]), "  ", c.d(end[0]), " ",
           c.t(end[1], end[2]))
    return d


def evs_note(rng, c, u):
    r = rng.randint(0, 14)
    if r == 0:
        return ["pt belongings left - to Security, LP# ", P("LP-%02d-%04d" % (c.date.year % 100, rng.randint(1, 2999)), "IDNUM")]
    if r == 1:
        return ["bed frame SN ", P(phi.device_serial(rng, "bed"), "DEVICE"), " alarm fault, WO ",
                P("WO-%s" % phi.digits(rng, 6), "IDNUM"), " to Biomed"]
    if r == 2:
        p = c.patient()
        return ["pt ", p.titled("PATIENT", rng), " still in rm at ", c.t(), ", returned later"]
    if r == 3:
        return ["bleach 10 min dwell, curtains changed"]
    if r == 4:
        return ["blocked - family in rm"]
    if r == 5:
        return ["UV-C 15 min cycle"]
    if r == 6:
        return ["sharps box full, replaced"]
    if r == 7:
        return ["closed by ", P(c.staff("EVS").user, "USERNAME")]
    if r == 8:
        return ["stat for ED admit"]
    if r == 9:
        return ["mattress tear - swapped, old SN ", P(phi.device_serial(rng), "DEVICE")]
    if r == 10:
        return ["re-clean per ", P(c.staff("RN").render("fi"), "DOCTOR"), " (charge)"]
    if r == 11:
        return ["spill, wet floor sign"]
    if r == 12:
        return ["iso sign left up until verified"]
    return ["", "-", "ok"][rng.randint(0, 2)]
