"""Genres: ADT patient movement audit, lost property log, interpreter services request log."""
from core import Doc, P, table, join
import phi
from phi import Ctx
import pools_places as PL
import common as CM

EVENTS = {"A04": "Register ED", "A01": "Admit", "A02": "Transfer", "A08": "Update info", "A03": "Discharge",
          "A06": "OP->IP", "A12": "Cancel transfer", "A11": "Cancel admit", "A13": "Cancel discharge",
          "A21": "Leave of absence", "A22": "Return from LOA"}


# ====================================================================== ADT audit
def adt_audit(rng):
    c = Ctx(rng)
    d = Doc()
    p = c.patient()
    aud = c.staff("CLERK")
    d.line(rng.choice(["PATIENT MOVEMENT HISTORY - AUDIT TRAIL", "ADT Event History (Audit)",
                       "Encounter Location History Report"]))
    d.line("Facility: ", c.hosp_piece(), "    Run: ", c.stamp(rng.randint(1, 20)), "    By: ", P(aud.user, "USERNAME"),
           " (", P(aud.render("fl"), "DOCTOR"), ", ", rng.choice(["HIM", "Privacy Office", "Patient Access", "Bed Mgmt"]), ")")
    d.line("Patient: ", c.pname(p, rng.choice(["LFM", "LF", "lfm"])), "   MRN: ", P(p.mrn, "MRN"), "   DOB: ", c.dob(p),
           "   Enc: ", P(p.fin, "ACCOUNT"))
    d.line("Reason: ", rng.choice([["bed swap correction, ticket ", P("INC%s" % phi.digits(rng, 7), "IDNUM")],
                                   ["privacy review ", P("PRV-%d-%03d" % (c.date.year, rng.randint(1, 999)), "IDNUM")],
                                   "billing reconciliation - room charges", "LOS / level of care validation",
                                   ["request from ", P(c.staff("RN").render("fl"), "DOCTOR"), ", unit manager"]]))
    if rng.random() < 0.35:
        d.line("Auth: ", rng.choice(["palm vein", "badge + PIN", "fingerprint"]), " verified, template ",
               P(phi.bioid(rng), "BIOID"))
    d.blank()
    # build event chain (running clock in minutes, shifted so discharge lands on the note date)
    events = []
    clk = [rng.randint(0, 1439)]

    def ev_add(ev, fr, to, gap):
        clk[0] += gap
        events.append([ev, clk[0], fr, to])

    cur = c.ed_bed()
    ev_add("A04", "-", cur, 0)
    nxt_u = c.unit()
    nxt = [c.unit_piece(nxt_u), " ", c.room_piece(nxt_u)]
    ev_add("A06" if rng.random() < 0.3 else "A01", cur, nxt, rng.randint(90, 600))
    cur = nxt
    for _ in range(rng.randint(2, 7)):
        ev = rng.choice(["A02", "A02", "A08", "A02", "A12", "A21"])
        gap = rng.randint(30, 2400)
        if ev in ("A02", "A12"):
            u = c.unit()
            nxt = [c.unit_piece(u), " ", c.room_piece(u)] if rng.random() < 0.85 else rng.choice(["ICU", "PACU", "MICU"])
            ev_add(ev, cur, nxt, gap)
            if ev == "A02":
                cur = nxt
        elif ev == "A21":
            ev_add(ev, cur, rng.choice(["Dialysis", "OR", "Cath Lab"]), gap)
            ev_add("A22", "-", cur, rng.randint(60, 300))
        else:
            ev_add(ev, cur, cur, gap)
    ev_add(rng.choice(["A03", "A03", "A13"]), cur, "-", rng.randint(60, 2000))
    end_min = clk[0]
    shift = (end_min // 1440) * 1440
    events = [(e[0], (e[1] - shift) // 1440, ((e[1] - shift) % 1440) // 60, (e[1] - shift) % 60, e[2], e[3])
              for e in events]
    md = [c.staff("MD") for _ in range(3)]
    style = rng.choice(["pipe", "space", "csv", "tsv"])
    use_ip = rng.random() < 0.75
    cols = ["Seq", "Event Date/Time", "Event", "Desc", "From", "To", "Attending", "User"] + (["Workstation IP"] if use_ip else [])
    rows = []
    for i, (ev, dd, hh, mm, fr, to) in enumerate(events):
        r = [str(i + 1), c.stamp(dd, hh, mm), ev, EVENTS[ev], fr, to,
             phi.staff_name(rng, rng.choice(md), rng.choice(["l_fi", "lf", "dr"])), P(c.staff("RN").user, "USERNAME")]
        if use_ip:
            r.append(P(phi.ip(rng), "IPADDR"))
        rows.append(r)
    table(d, cols, rows, style)
    d.blank()
    if rng.random() < 0.55:
        u = c.unit()
        d.line("Raw HL7 (last A02):")
        d.line("PID|1||", P(p.mrn, "MRN"), "^^^^MR||", P(p.render("LFM").replace(", ", "^").replace(" ", "^"), "PATIENT"),
               "||", P(phi.fmt_date(p.dob, "compact"), "DATE"), "|", p.sex, "|||", P(phi.street(rng, False).upper(), "STREET"),
               "^^", P(rng.choice(PL.CITIES).upper(), "CITY"), "^", P(rng.choice(PL.STATES)[1], "STATE"), "^",
               P(phi.zipcode(rng)[:5], "ZIP"), "||", P(phi.phone(rng, "paren"), "PHONE"), "|||||", P(p.fin, "ACCOUNT"))
        m = rng.choice(md)
        d.line("PV1|1|I|", P(u[1].upper().replace(" ", ""), "HOSPITAL"), "^", P(c.room(u, bed=False), "LOCATION_OTHER"),
               "^", P(rng.choice("AB12"), "LOCATION_OTHER"), "||||", P(phi.npi(rng), "LICENSE"), "^",
               P(m.render("L") + "^" + phi.fold(m.first).upper(), "DOCTOR"), "|||", rng.choice(["MED", "SUR", "CAR"]),
               "|||||||||", P(phi.fmt_date(c.day(events[1][1]), "compact"), "DATE"),
               "%02d%02d" % (events[1][2], events[1][3]))
        d.blank()
    n_swaps = sum(1 for e in events if e[0] == "A12")
    d.line("Summary: %d events, %d transfers, %d cancels. " % (len(events), sum(1 for e in events if e[0] == "A02"), n_swaps),
           rng.choice(["Room charges match movement history.", "Room charge variance flagged for 1 day.",
                       "No unauthorized access identified.", "Correction applied; original events retained."]))
    if rng.random() < 0.5:
        d.line("Reviewed by ", P(c.staff("CLERK").render("fl"), "DOCTOR"), " ", c.d(rng.randint(1, 20), "us"),
               "; questions to ", P(phi.email(rng, dept=rng.choice(["him.audit", "privacy", "adt.support"])), "EMAIL"))
    return d


# ====================================================================== lost property log
def _item_desc(rng, c):
    item, kind = rng.choice(PL.LOST_ITEMS)
    out = []
    if kind in ("phone", "tablet", "laptop", "ha", "cpap"):
        out = [rng.choice(PL.CAR_COLORS[:6]) + " " if kind in ("phone", "tablet", "laptop") else "",
               rng.choice(PL.ITEM_BRANDS[kind]), " ", item]
        if kind == "phone" and rng.random() < 0.7:
            out += [", IMEI ", P(phi.device_serial(rng, "imei"), "DEVICE")]
        elif rng.random() < 0.75:
            out += [", SN ", P(phi.device_serial(rng), "DEVICE")]
    elif kind == "wallet":
        out = [item, " containing "]
        cont = []
        if rng.random() < 0.8:
            cont.append([P(rng.choice(PL.STATES)[1], "STATE"), " DL #", P(phi.drivers_license(rng), "LICENSE")])
        if rng.random() < 0.6:
            cont.append([P(rng.choice(PL.INSURERS), "ORGANIZATION"), " card, member ID ", P(phi.member_id(rng), "HEALTHPLAN")])
        cont.append("$%d cash" % rng.randint(0, 300))
        cont.append("%d bank cards" % rng.randint(1, 4))
        out += join(cont, "; ")
    elif kind == "keys":
        out = [item, ", ", rng.choice(PL.CAR_MAKES).split()[0], " fob, tag w/ plate ", P(phi.plate(rng), "VEHICLE")]
    elif kind == "asset":
        out = [item, ", asset tag ", P(phi.device_serial(rng, "asset"), "DEVICE")]
    else:
        out = [item]
    return out


def lost_property_log(rng):
    c = Ctx(rng)
    d = Doc()
    off = c.staff("SEC")
    d.line(rng.choice(["LOST & FOUND / PATIENT BELONGINGS LOG", "Security - Lost Property Register",
                       "Patient Property Log (Lost/Found/Returned)"]))
    d.line(c.hosp_piece(), " Security Dept. | Week of ", c.d(style=rng.choice(["us", "mon_d_y", "month_d_y"])),
           " | custodian: ", P(off.render("fl"), "DOCTOR"), " (badge ", P(phi.digits(rng, 5), "IDNUM"), ")")
    d.line("Desk ", P(phi.phone(rng, rng.choice(["paren", "dash"])), "PHONE"))
    d.blank()
    pref = rng.choice(["LP-", "LF", "PB-", "#"])
    yy = c.date.year % 100
    layout = rng.randint(0, 2)
    n = rng.randint(5, 10)
    entries = []
    for i in range(n):
        p = c.patient()
        e = {"id": P("%s%02d-%04d" % (pref, yy, rng.randint(1, 3999)) if pref != "#" else "#%d" % rng.randint(1000, 99999), "IDNUM"),
             "off": -rng.randint(0, 6), "p": p, "desc": _item_desc(rng, c)}
        r = rng.random()
        if r < 0.5:
            u = c.unit()
            e["where"] = [c.unit_piece(u), " rm ", c.room_piece(u)]
        elif r < 0.65:
            e["where"] = c.ed_bed()
        elif r < 0.8:
            e["where"] = [P(rng.choice(c.buildings), "LOCATION_OTHER"), " ", rng.choice(["lobby", "elevator", "2nd fl restroom", "entrance"])]
        else:
            e["where"] = rng.choice(PL.GENERIC_PLACES)
        e["owner_known"] = rng.random() < 0.8
        rr = rng.randint(0, 5)
        if not e["owner_known"]:
            e["disp"] = rng.choice(["held - owner unknown", "held 30 days then donate", "to Security safe, bin %d" % rng.randint(1, 40)])
        elif rr == 0:
            e["disp"] = ["returned to pt at bedside ", c.d(e["off"] + 1, "md")]
        elif rr == 1:
            rel = rng.choice(["daughter", "son", "wife", "husband", "brother", "friend"])
            f = phi.relative(rng, p, rel)
            e["disp"] = ["released to ", rel, " ",
                         P(f.render("fl"), "FAMILY"), ", ID checked (", P(rng.choice(PL.STATES)[1], "STATE"), " DL ",
                         P(phi.drivers_license(rng), "LICENSE"), ")"]
        elif rr == 2:
            a = phi.Address(rng)
            e["disp"] = ["mailed to ", a.oneline(rng), ", tracking ", P("1Z" + phi.letters(rng, 3) + phi.digits(rng, 10), "IDNUM")]
        elif rr == 3:
            e["disp"] = ["left msg ", P(phi.phone(rng), "PHONE"), " x%d, awaiting pickup" % rng.randint(1, 3)]
        elif rr == 4:
            e["disp"] = ["sent w/ pt to ", P(rng.choice(PL.CARE_HOMES), "HOSPITAL"), ", ",
                         rng.choice(["receipt signed", "courier", "ambulance crew took"])]
        else:
            e["disp"] = ["pt deceased - released to ", P(rng.choice(PL.FUNERAL_HOMES), "ORGANIZATION")]
        e["by"] = c.staff(rng.choice(["RN", "SEC", "EVS"]))
        entries.append(e)
    if layout == 0:
        cols = ["Item #", "Found", "Location", "Description", "Owner", "MRN", "Disposition", "Logged by"]
        rows = []
        for e in entries:
            p = e["p"]
            rows.append([e["id"], c.d(e["off"]), e["where"], e["desc"],
                         c.pname(p, "LF") if e["owner_known"] else "unknown",
                         P(p.mrn, "MRN") if e["owner_known"] else "-", e["disp"], P(e["by"].user, "USERNAME")])
        table(d, cols, rows, rng.choice(["pipe", "tsv", "csv"]))
    else:
        for e in entries:
            p = e["p"]
            d.add(e["id"], "  ", c.stamp(e["off"]), "\n")
            d.add("  Found: ", e["where"], " by ", P(e["by"].render(rng.choice(["fl", "fi"])), "DOCTOR"), "\n")
            d.add("  Item: ", e["desc"], "\n")
            if e["owner_known"]:
                d.add("  Owner: ", c.pname(p, rng.choice(["fl", "lf", "LF"])), ", MRN ", P(p.mrn, "MRN"))
                if rng.random() < 0.4:
                    d.add(", ", c.age(p, rng.choice(["yoS", "yo", "y/o"])))
                if rng.random() < 0.3:
                    prof = rng.choice(PL.PROFESSIONS)
                    d.add(" (pt is ", CM.a_an(prof), P(prof, "PROFESSION"), ", says needs it for work)")
                d.add("\n")
            else:
                d.add("  Owner: unknown\n")
            d.add("  Disposition: ", e["disp"], "\n")
            if layout == 2 and rng.random() < 0.4:
                d.add("  Witness: ", P(c.staff("SEC").render("fl"), "DOCTOR"), "; entered by ", P(e["by"].user, "USERNAME"), "\n")
            d.add("\n")
    d.line("Items on hand: %d. Oldest unclaimed: %d days. Safe audit %s." % (
        rng.randint(3, 60), rng.randint(5, 90), rng.choice(["complete", "due Friday", "done w/ manager"])))
    if rng.random() < 0.4:
        d.line("Reminder: dentures/hearing aids go in labeled cups, not on meal trays.")
    return d


# ====================================================================== interpreter services
def interpreter_request_log(rng):
    c = Ctx(rng)
    d = Doc()
    coord = c.staff("INT")
    d.line(rng.choice(["INTERPRETER SERVICES - REQUEST LOG", "Language Access Request Log",
                       "Interpreter Dispatch / Request Tracker"]))
    d.line(c.hosp_piece(), " | ", c.d(style=rng.choice(["us", "weekday_full", "wd_us", "iso"])), " | Coordinator: ",
           P(coord.render("fl"), "DOCTOR"), ", ", coord.cred or "Coordinator", " | Line ", P(phi.phone(rng, "dash"), "PHONE"))
    if rng.random() < 0.4:
        d.line("Requests also accepted at ", P(phi.email(rng, dept=rng.choice(["interpreters", "language.access", "lep.requests"])), "EMAIL"))
    d.blank()
    vendors = rng.sample(PL.INTERP_VENDORS, 2)
    interps = [c.staff("INT") for _ in range(rng.randint(2, 5))]
    pref = rng.choice(["IR-", "LANG", "INT-", ""])
    base = rng.randint(10000, 990000)
    n = rng.randint(6, 12)
    reqs = []
    ids = phi.seq_ids(rng, base, n, (1, 40))
    clock = phi.shift_clock(rng, rng.choice([6, 7, 8]), n, 900)
    for i in range(n):
        lang = rng.choice(PL.LANGUAGES)[0]
        origin, countries = PL.LANG_MAP.get(lang, (None, []))
        p = c.patient(min_age=0 if rng.random() < 0.1 else 18, origin=origin if rng.random() < 0.9 else None)
        mod = rng.choice(["In-person", "VRI", "OPI", "In-person", "VRI"])
        if lang == "ASL" and mod == "OPI":
            mod = "VRI"
        rq = c.staff(rng.choice(["RN", "MD", "NP"]))
        r = {"id": P("%s%d" % (pref, ids[i]), "IDNUM"), "p": p, "lang": lang, "mod": mod, "rq": rq,
             "h": clock[i][1], "m": clock[i][2], "countries": countries}
        if mod == "In-person" and rng.random() < 0.7:
            r["who"] = [P(rng.choice(interps).render(rng.choice(["fl", "fi"])), "DOCTOR")]
        else:
            r["who"] = [P(rng.choice(vendors), "ORGANIZATION"), " #", P(phi.digits(rng, rng.choice([5, 6])), "IDNUM")]
        u = c.unit()
        r["loc"] = [c.unit_piece(u), " ", c.room_piece(u)] if rng.random() < 0.75 else c.ed_bed()
        r["enc"] = rng.choice(["admission H&P", "consent - procedure", "discharge teaching", "family meeting",
                               "goals of care", "med reconciliation", "pain assessment", "transfer explanation",
                               "bed move explanation", "financial counseling"])
        reqs.append(r)
    reqs.sort(key=lambda r: (r["h"], r["m"]))
    layout = rng.randint(0, 2)
    if layout == 0:
        cols = ["Req ID", "Time", "Patient", "MRN", "Language", "Mode", "Location", "Requested by", "Interpreter", "Min"]
        rows = []
        for r in reqs:
            p = r["p"]
            rows.append([r["id"], c.t(r["h"], r["m"]), c.pname(p, rng.choice(["LF", "lf", "L_FI"])), P(p.mrn, "MRN"),
                         r["lang"], r["mod"], r["loc"], phi.staff_name(rng, r["rq"], rng.choice(["il", "l_fi", "fi"])),
                         r["who"], str(rng.randint(6, 95))])
        table(d, cols, rows, rng.choice(["pipe", "space", "tsv", "csv"]))
        d.blank()
        d.line("Notes:")
        for r in rng.sample(reqs, min(len(reqs), rng.randint(2, 4))):
            d.line("- ", r["id"], ": ", _interp_note(rng, c, r))
    else:
        for r in reqs:
            p = r["p"]
            d.add("[", c.t(r["h"], r["m"]), "] ", r["id"], " ", r["lang"], " / ", r["mod"], " - ",
                  c.pname(p, rng.choice(["fl", "LF", "lf"])))
            if rng.random() < 0.5:
                d.add(" (", c.age(p, rng.choice(["yoS", "S", "yo"])), ")")
            d.add(", ", r["loc"], ". For ", r["enc"], ", req by ",
                  phi.staff_name(rng, r["rq"], rng.choice(["fl_cred", "dr", "fi"])))
            if rng.random() < 0.5:
                d.add(" ext ", P(phi.ext(rng), "PHONE"))
            d.add(". Covered by ", r["who"], ". ", _interp_note(rng, c, r), "\n")
    d.blank()
    d.line("Totals: %d requests; in-person %d, VRI %d, OPI %d; unfilled %d; avg wait %d min." % (
        n, sum(1 for r in reqs if r["mod"] == "In-person"), sum(1 for r in reqs if r["mod"] == "VRI"),
        sum(1 for r in reqs if r["mod"] == "OPI"), rng.randint(0, 2), rng.randint(3, 45)))
    return d


def _interp_note(rng, c, r):
    p = r["p"]
    k = rng.randint(0, 8)
    if r["lang"] == "ASL":
        if k < 4:
            return ["Deaf pt - CDI requested, ", P(rng.choice(PL.INTERP_VENDORS), "ORGANIZATION"), " ETA 90 min."]
        if k in (4, 0):
            k = 8
    elif k == 6 or (k in (0, 4) and not r["countries"]):
        k = 5
    if k == 0:
        return ["Pt from ", P(rng.choice(r["countries"]), "COUNTRY"), ", prefers ", r["lang"],
                "; Spanish not adequate." if r["lang"] in ("K'iche'", "Mam") else "; family prefers in-person."]
    if k == 1:
        prof = rng.choice(PL.PROFESSIONS)
        rel, sex = rng.choice([("Son", "M"), ("Daughter", "F"), ("Nephew", "M"), ("Niece", "F"), ("Neighbor", "F")])
        f = phi.relative(rng, p, rel)
        return [rel, " ", P(f.render("fl"), "FAMILY"), " offered to interpret - declined per policy; ",
                "he" if f.sex == "M" else "she", " is ", CM.a_an(prof), P(prof, "PROFESSION"), "."]
    if k == 2:
        return ["VRI cart IP ", P(phi.ip(rng), "IPADDR"), " dropped x2, switched to OPI."]
    if k == 3:
        return ["VRI link ", P(phi.url(rng, "vri"), "URL"), " sent to RN."]
    if k == 4:
        return ["Pt born in ", P(rng.choice(r["countries"]), "COUNTRY"), ", arrived ",
                P(str(rng.randint(max(p.dob.year + 1, 1975), c.date.year)), "DATE"),
                "; low literacy, teach-back used."]
    if k == 5:
        return ["Repeat need ", c.d(1, rng.choice(["md", "wd_md", "weekday"])), " ", c.t(), " for ", r["enc"], "."]
    if k == 6:
        return ["Deaf pt - CDI requested, ", P(rng.choice(PL.INTERP_VENDORS), "ORGANIZATION"), " ETA 90 min."]
    if k == 7:
        rel = "husband" if p.sex == "F" else "wife"
        return ["Pt's ", rel, " ", P(phi.relative(rng, p, rel).render("f"), "FAMILY"), " reachable ", P(phi.phone(rng), "PHONE"), " for 3-way call."]
    return ["No issues."]
