"""Genres: tracking board export, triage note, boarding and breach list."""
from core import P, emit_table
import clin as C
import pools as PL


def loc_cell(g, area=None, bare=True):
    """A bed / room location: area word outside, number inside the span."""
    if area is None:
        area = g.ch(C.UK_AREAS if g.uk else C.US_AREAS)
    if area == "Rm":
        if bare:
            return [P(g.bed(), "LOCATION_OTHER")]
        return [g.ch(["Rm ", "Room ", "rm "]), P(g.bed(), "LOCATION_OTHER")]
    short = {"Fast Track": "FT", "Results Pending": "RP", "Trauma": "TR", "Majors": "Maj", "Minors": "Min",
             "Cubicle": "Cub", "Amb Majors": "AMaj", "Corridor": "Corr"}.get(area, area)
    if g.chance(0.5):
        area = short
    return [area + " ", P(g.bed(), "LOCATION_OTHER")]


def board_comment(g, p, day):
    k = g.r.randint(0, 17)
    if k <= 3:
        return [g.ch(C.STATUSES)]
    if k == 4:
        fam = p.nok
        return [fam.rel + " ", P(fam.first, "FAMILY"), " at bedside ", P(fam.phone, "PHONE")]
    if k == 5:
        return ["interp " + g.ch(PL.LANGUAGES) + " req'd"]
    if k == 6:
        return ["from ", P(g.hospital("care"), "HOSPITAL")]
    if k == 7:
        return [C.labs(g)]
    if k == 8:
        s = g.staff("nurse")
        return ["1:1 sitter ", P(s.first + " " + s.last[0] + ".", "DOCTOR")]
    if k == 9:
        return ["accepted ", P(g.hospital("ed"), "HOSPITAL"), " - awaiting transport"]
    if k == 10:
        kind = g.ch(["ppm", "icd", "pump"])
        return [{"ppm": "PPM", "icd": "ICD", "pump": "pump"}[kind] + " SN ", P(g.device_sn(kind), "DEVICE")]
    if k == 11:
        return ["acc ", P(g.idnum("acc"), "IDNUM"), " pending"]
    if k == 12:
        return [C.lookalike(g)]
    if k == 13:
        if g.uk:
            return ["bed on ", P(g.hospital("ward"), "HOSPITAL")]
        return ["tele bed ", P(str(g.r.randint(301, 699)), "LOCATION_OTHER"), " assigned"]
    if k == 14:
        return ["PD at bedside" if not g.uk else "police present"]
    if k == 15:
        return ["PCP Dr ", P(g.ch(PL.SURNAMES), "DOCTOR"), " aware"]
    if k == 16:
        return ["BREACH @ " + g.ftime(*g.rtime(), style="hm")]
    return [""]


def tracking_board(g, d):
    site = g.hospital("ed")
    day = g.visit_date()
    hh, mm = g.rtime()
    n = g.r.randint(6, 13)
    docs = [g.staff("doc") for _ in range(3)] + [g.staff("app")]
    nurses = [g.staff("nurse") for _ in range(4)]
    exporter = g.ch(nurses + docs)
    variant = g.ch(["table", "table", "csv", "bullets"])
    title = g.ch(["ED TRACKING BOARD", "Emergency Dept Tracking Board", "EDIS - Department View",
                  "TRACKSHEET EXPORT", "Whiteboard snapshot"])
    d.line(title, " - ", P(site, "HOSPITAL"), g.ch([" Main ED", " ED", " Emergency Department", ""]))
    d.line("Exported ", P(g.fdate(day), "DATE"), " ", g.ftime(hh, mm), " by ", P(exporter.user, "USERNAME"))
    census = g.r.randint(18, 70)
    d.line("Census %d | WR %d | Boarders %d | Avg LOS %s | %s" % (
        census, g.r.randint(0, 25), g.r.randint(0, 14), C.dur(g, 2, 9),
        g.ch(["Diversion: NO", "Diversion: YES (CT down)", "OPEL 3", "OPEL 4", "Surge level 2", "Ambulance queue 4"])))
    d.nl()
    pts = [g.patient(visit=day) for _ in range(n)]
    if variant == "table":
        if g.uk:
            header = ["Loc", "Name", "Age", "Hosp No", "Presenting complaint", "Cat", "Arr", "Time in dept",
                      "Clinician", "Nurse", "Notes"]
        else:
            header = ["Rm", "Patient", "Age/Sx", "CC", "Acuity", "Arr", "LOS", "MD", "RN", "Comments"]
        rows = []
        for p in pts:
            loc = loc_cell(g, ("Paeds" if g.uk else "Peds") if p.age < 16 and g.chance(0.7) else None)
            nm = g.pname(p, style=g.ch(["board", "LAST_FIRST", "last_first"]))
            age = [P(str(p.age), "AGE"), g.ch(["", " "]) + p.sex] if not g.uk else [P(str(p.age), "AGE")]
            doc = g.ch(docs)
            prov = [P(doc.ini, "DOCTOR")] if g.chance(0.5) else [P(doc.last, "DOCTOR")]
            if g.chance(0.12):
                prov = ["-"]
            rn = g.ch(nurses)
            rnc = [P(rn.first, "DOCTOR")] if g.chance(0.5) else [P(rn.ini, "DOCTOR")]
            arr = g.ftime(*g.rtime(), style="hm")
            com = board_comment(g, p, day)
            if g.uk:
                rows.append([loc, nm, age, [P(p.mrn, "MRN")], [C.complaint(g)], [C.acuity(g)], [arr],
                             [C.dur(g, 0, 20)], prov, rnc, com])
            else:
                rows.append([loc, nm, age, [C.complaint(g)], [C.acuity(g)], [arr], [C.dur(g, 0, 30)], prov, rnc, com])
        emit_table(d, header, rows, g.ch(["space", "pipe", "md"]))
    elif variant == "csv":
        header = ["Location", "PatientName", "MRN", "CSN" if not g.uk else "AttendanceNo", "DOB", "AgeSex",
                  "ChiefComplaint", "Acuity", "ArrivalDT", "Provider", "Nurse", "Status"]
        rows = []
        for p in pts:
            doc, rn = g.ch(docs), g.ch(nurses)
            dstyle = "iso" if g.chance(0.5) else ("dmY" if g.uk else "mdY")
            t = g.ftime(*g.rtime(), style="hm")
            arr = [P(g.fdate(day, dstyle), "DATE"), ("T" + t + ":00") if dstyle == "iso" else " " + t]
            rows.append([loc_cell(g), g.pname(p, style=g.ch(["LAST_FIRST", "last_first"])), [P(p.mrn, "MRN")],
                         [P(p.acct, "ACCOUNT")], [P(g.num_date(p.dob), "DATE")], [P(str(p.age), "AGE"), p.sex],
                         [C.complaint(g)], [C.acuity(g)], arr,
                         [P("%s, %s" % (doc.last, doc.first), "DOCTOR")], [P("%s %s" % (rn.first, rn.last), "DOCTOR")],
                         [g.ch(C.STATUSES)]])
        emit_table(d, header, rows, g.ch(["csv", "csv", "tsv", "semi"]))
    else:
        for p in pts:
            doc, rn = g.ch(docs), g.ch(nurses)
            parts = ["- "] + loc_cell(g) + [" | "] + g.pname(p, style=g.ch(["board", "last_first", "initials"]))
            parts += [" | "] + g.age_sex(p, g.ch(["AM", "yoM", "A_M"])) + [" | ", C.complaint(g), " | ", C.acuity(g)]
            parts += [" | ", C.dur(g, 0, 18), " | "] + g.sname(doc, g.ch(["dr_last", "ini"])) + [" / "]
            parts += [P(rn.ini, "DOCTOR")]
            com = board_comment(g, p, day)
            if com != [""]:
                parts += [" | "] + com
            d.line(*parts)
    d.nl()
    if g.chance(0.6):
        d.line("Charge RN: " if not g.uk else "Nurse in charge: ", g.sname(g.ch(nurses), "full"),
               "  Phone ", P(g.phone(ext=g.chance(0.4)), "PHONE"))
    if g.chance(0.5):
        d.line("Attending on: " if not g.uk else "EPIC / consultant on floor: ", g.sname(docs[0], "dr_full"),
               g.ch(["  pager ", "  bleep ", "  vocera ext "]), P(g.pager() if not g.uk else g.pager(), "PHONE"))
    d.line(g.ch(["Workstation IP ", "Client ", "Printed from "]), P(g.ip(), "IPADDR"), " - ", g.ch(["auto-refresh 60s", "print view", "read only", "page 1 of 1"]))


def triage_note(g, d):
    day = g.visit_date()
    p = g.patient(visit=day)
    if g.chance(0.12):
        p.age = g.r.randint(1, 12)
        p.dob = g.dob_for(p.age, day)
    nurse = g.staff("nurse")
    site = g.hospital("ed")
    hh, mm = g.rtime()
    variant = g.ch(["form", "form", "terse", "narrative"])
    fam = p.nok
    if variant == "form":
        d.line(g.ch(["ED TRIAGE NOTE", "Triage Assessment", "TRIAGE / STREAMING", "Initial Nursing Assessment"]),
               " - ", P(site, "HOSPITAL"))
        d.line("Arrival: ", P(g.fdate(day), "DATE"), " ", g.ftime(hh, mm), "   Mode: ",
               g.ch(["Walk-in", "EMS", "POV", "999 ambulance", "Police", "GP referral", "Private vehicle"]))
        d.line("Name: ", g.pname(p, style=g.ch(["LAST_FIRST", "full", "last_first"])),
               "   DOB: ", P(g.num_date(p.dob), "DATE"), " (", P(str(p.age), "AGE"), g.ch(["y", " yrs", "yo"]), ")")
        if g.uk:
            d.line("NHS No: ", P(p.nhs, "HEALTHPLAN"), "   Hosp No: ", P(p.mrn, "MRN"))
        else:
            d.line("MRN: ", P(p.mrn, "MRN"), "   CSN: ", P(p.acct, "ACCOUNT"))
        d.line("Presenting complaint: ", C.complaint(g), " x ", str(g.r.randint(1, 72)), g.ch(["h", " hrs", " days"]))
        if g.uk:
            n, col, wd = g.ch(C.MTS)
            d.line("MTS flowchart: ", g.ch(["Chest pain", "Abdominal pain in adults", "Head injury", "Limb problems",
                                           "Unwell adult", "Mental illness", "Falls", "Shortness of breath in adults"]),
                   "   Discriminator: ", g.ch(["Cardiac pain", "Moderate pain", "Hot", "New neurological deficit",
                                              "Severe pain", "Recent mild pain", "Risk of self harm"]),
                   "   Priority: %s (%s - %s)" % (n, col, wd))
            d.line("NEWS2: %d   Obs: %s" % (g.r.randint(0, 9), C.vitals(g)))
        else:
            d.line("Vitals: ", C.vitals(g))
            d.line("Acuity: ", C.acuity(g), g.ch([" (high risk)", " (2+ resources)", "", " - upgraded by charge RN"]))
        d.line("Allergies: ", g.ch(PL.ALLERGIES), "   PMH: ", C.pmh(g))
        if g.chance(0.45):
            d.line("Travel screen: ", g.ch(["returned from ", "visiting from ", "recent travel to "]),
                   P(g.ch(PL.COUNTRIES), "COUNTRY"), " - back ", P(g.fdate(day - __import__("datetime").timedelta(
                       days=g.r.randint(2, 25))), "DATE"), "; ", g.ch(["no fever", "febrile", "no sick contacts"]))
        else:
            d.line("Travel screen: negative (no travel in 21 days)")
        if g.chance(0.3):
            d.line("Device: ", g.ch(["pacemaker", "ICD", "insulin pump", "LVAD", "CGM"]), " - SN ",
                   P(g.device_sn(), "DEVICE"), g.ch([" (card in wallet)", "", " per pt"]))
        if p.age >= 18:
            soc = ["Social: "]
            if g.chance(0.7):
                if g.chance(0.5):
                    soc += g.prof(p, "works")
                else:
                    soc += [g.ch(["occupation: ", "job - ", "occ: "])] + g.prof(p, "field")
                if g.chance(0.5) and not p.retired:
                    soc += [" at ", P(p.employer, "ORGANIZATION")]
                soc += ["; "]
            soc += [g.ch(["lives with ", "accompanied by ", "NOK "]), fam.rel, " ", P(fam.first + " " + fam.last, "FAMILY")]
            if g.chance(0.3):
                soc += [", ", P(str(max(18, p.age + g.r.randint(-8, 8))), "AGE"), g.ch(["", "y", " yo"])]
            soc += [" (", P(fam.phone, "PHONE"), ")"]
            d.line(*soc)
        else:
            fam = g.family(g.ch(["mother", "father", "guardian", "aunt", "foster mother", "grandmother"]), p.last)
            d.line("Accompanied by ", fam.rel, " ", P(fam.first, "FAMILY"), "; school: ", P(p.employer, "ORGANIZATION"),
                   "; immunisations UTD; weight %.1f kg (Broselow %s)" % (g.r.uniform(9, 40), g.ch(["pink", "yellow", "blue"])))
        d.line("Address: ", g.address(p))
        if g.chance(0.6):
            d.line("GP: " if g.uk else "PCP: ", "Dr ", P(g.ch(PL.SURNAMES), "DOCTOR"), ", ",
                   P(g.hospital("clinic"), "HOSPITAL"))
        d.line("Streamed to: " if g.uk else "Placed: ", loc_cell(g, bare=False))
        t2 = hh * 60 + mm + g.r.randint(4, 15)
        d.line(g.ch(["Triage RN: ", "Triage nurse: ", "Assessed by: "]), g.sname(nurse, "full_cred"), " ",
               g.ftime((t2 // 60) % 24, t2 % 60, "hm"))
    elif variant == "terse":
        who = g.age_sex(p, g.ch(["AM", "yoM", "yrs"]))
        d.line(P(g.fdate(day, "md" if not g.uk else "dm"), "DATE"), " ", g.ftime(hh, mm, "hhmm"), " triage")
        d.line(who, " c/o ", C.complaint(g), " since ", g.ftime(*g.rtime(), style="hhmm"), ". ",
               g.ch(["+diaphoresis.", "no LOC.", "ambulatory.", "tolerating PO.", "denies SI/HI.", "GCS 15."]))
        d.line("hx ", C.pmh(g, 2), ". meds: ", C.meds(g, 1), ". all: ", g.ch(PL.ALLERGIES), ".")
        d.line(C.vitals(g, "slash"), ". ", C.lookalike(g), ".")
        d.line("ECG @ ", g.ftime(hh, (mm + 5) % 60, "hm"), " shown to ", g.sname(g.staff("doc"), "dr_last"),
               " - ", g.ch(["no STEMI", "NSR, no acute changes", "AF RVR 130s", "sinus tach"]), ".")
        d.line(C.acuity(g), " -> ", loc_cell(g, bare=False), ". pt ID band checked: ", P(p.mrn, "MRN"), ". -",
               P(nurse.ini, "DOCTOR"))
    else:
        d.line(g.ch(["Triage narrative", "Nursing triage", "RAT note (rapid assessment)"]), " ",
               P(g.fdate(day), "DATE"), " ", g.ftime(hh, mm))
        parts = [g.pname(p, style=g.ch(["full", "title"])), " is a "] + g.age_sex(p, "year_old")
        parts += [" who ", g.ch(["self-presented", "was brought in by ambulance", "was brought in by " + fam.rel,
                                 "walked in from the car park"]), " with ", C.complaint(g), ". "]
        parts += ["Lives at ", g.address(p, "short"), ". "]
        if g.chance(0.6):
            parts += g.prof(p, "Works") + [". "]
        parts += [g.ch(["Daughter", "Son", "Partner", "Neighbour", "Friend"]), " ",
                  P(fam.first + " " + fam.last, "FAMILY"), " can be reached on ", P(fam.phone, "PHONE"), ". "]
        parts += ["Obs: ", C.vitals(g), ". ", C.lookalike(g), ". "]
        if g.chance(0.4):
            parts += ["Seen at ", P(g.hospital("ed"), "HOSPITAL"), " on ",
                      P(g.fdate(day - __import__("datetime").timedelta(days=g.r.randint(3, 300))), "DATE"),
                      " for similar. "]
        d.line(*parts)
        d.line("Plan: ", g.ch(["bloods + ECG", "analgesia + XR", "to Majors for r/v", "fast track", "CT head per protocol",
                                "sepsis screen +ve - sepsis six started"]), ".  ", C.acuity(g))
        d.line("- ", g.sname(nurse, g.ch(["full_cred", "first_last_init"])))


def boarding_breach(g, d):
    import datetime as dtm
    day = g.visit_date()
    site = g.hospital("ed")
    mgr = g.staff("nurse", cred="RN")
    n = g.r.randint(5, 12)
    pts = [g.patient(age_lo=18, visit=day) for _ in range(n)]
    if g.uk:
        d.line(g.ch(["EMERGENCY DEPARTMENT BREACH REPORT", "4hr / 12hr breach validation", "Daily ED breach log"]),
               " - ", P(site, "HOSPITAL"))
        d.line("Period: ", P(g.fdate(day), "DATE"), " 00:00-23:59   Compiled by: ", g.sname(mgr, "full"),
               " (", P(mgr.user, "USERNAME"), ")")
        d.line("Attendances %d | 4h performance %.1f%% | 12h from arrival: %d | 12h DTA: %d | Handover >60 min: %d" % (
            g.r.randint(180, 420), g.r.uniform(48, 88), g.r.randint(3, 40), g.r.randint(0, 9), g.r.randint(0, 22)))
        d.nl()
        header = ["Name", "Hosp No", "Arrived", "DTA", "Hrs", "Specialty", "Bed", "Breach reason", "Validated"]
        rows = []
        for p in pts:
            arrd = day - dtm.timedelta(days=g.r.choice([0, 0, 1]))
            val = g.staff("doc")
            bed = [P(g.hospital("ward"), "HOSPITAL")] if g.chance(0.6) else ["none"]
            if bed != ["none"] and g.chance(0.5):
                bed += [" bed ", P(str(g.r.randint(1, 28)), "LOCATION_OTHER")]
            rows.append([g.pname(p, style=g.ch(["LAST_FIRST", "last_first", "initials"])), [P(p.mrn, "MRN")],
                         [P(g.short_date(arrd), "DATE"), " " + g.ftime(*g.rtime(), style="hm")],
                         [g.ftime(*g.rtime(), style="hm")], ["%.1f" % g.r.uniform(4.1, 38.0)], [C.admit_dx(g, True)[1]], bed,
                         [g.ch(C.BREACH_REASONS)], [P(val.ini, "DOCTOR")]])
        emit_table(d, header, rows, g.ch(["space", "pipe", "csv"]))
        d.nl()
        sm = g.staff("nurse")
        d.line("Escalation: OPEL ", str(g.r.randint(2, 4)), " declared ", g.ftime(*g.rtime(), style="hm"),
               " by site manager ", g.sname(sm, "full"), " (bleep ", P(g.pager(), "PHONE"), ").")
        if g.chance(0.7):
            lp = g.ch(pts)
            d.line("Datix ", P(g.idnum("inc"), "IDNUM"), " raised for 12h DTA breach - ",
                   g.pname(lp, style="title"), ", harm review requested from ", g.sname(g.staff("doc"), "dr_full"), ".")
        if g.chance(0.5):
            d.line("Mutual aid: 2 pts diverted to ", P(g.hospital("ed"), "HOSPITAL"), "; ambulance HALO ",
                   g.sname(g.staff("para"), "full"), " on ", P(g.phone(), "PHONE"), ".")
        d.line("Circulation: ", P(g.email("", "", dept=True), "EMAIL"), "; ", g.ch(["ops centre", "exec on call", "DDO"]))
    else:
        hh, mm = g.ch([(7, 0), (15, 0), (19, 0), (23, 0), (11, 30)])
        d.line(g.ch(["ED BOARDING LIST", "Boarder report", "Admitted-not-placed huddle", "ED HOLDS"]), " - ",
               P(site, "HOSPITAL"), " - ", P(g.fdate(day), "DATE"), " ", g.ftime(hh, mm), " huddle")
        d.line("House supervisor: ", g.sname(mgr, "full_cred"), "  pgr ", P(g.pager(), "PHONE"))
        d.line("Boarders: %d   >4h: %d   >24h: %d   ICU holds: %d   Psych holds: %d" % (
            n, g.r.randint(1, n), g.r.randint(0, 3), g.r.randint(0, 3), g.r.randint(0, 4)))
        d.nl()
        header = ["Rm", "Patient", "Age", "Adm Dx", "Svc", "Bed Req #", "Req Time", "Hrs", "Assigned", "Barrier"]
        rows = []
        dxs = [C.admit_dx(g, True) for _ in pts]
        psych = [i for i, x in enumerate(dxs) if x[1] == "Psych"]
        if not psych and g.chance(0.6):
            dxs[0] = ("SI - awaiting psych bed", "Psych")
            psych = [0]
        for p, (dx, svc) in zip(pts, dxs):
            assigned = ([P(str(g.r.randint(201, 899)), "LOCATION_OTHER")] if g.chance(0.4) else ["--"])
            rows.append([loc_cell(g, "Rm"), g.pname(p, style=g.ch(["LAST_FIRST", "board", "last_first"])),
                         [P(str(p.age), "AGE")], [dx], [svc], [P(g.idnum("bedreq"), "IDNUM")],
                         [P(g.short_date(day), "DATE"), " " + g.ftime(*g.rtime(), style="hm")],
                         ["%.1f" % g.r.uniform(0.5, 41.0)], assigned, [g.ch(C.BARRIERS)]])
        emit_table(d, header, rows, g.ch(["space", "pipe", "md", "tsv"]))
        d.nl()
        bp = g.ch(pts)
        d.line("Notes: ", g.pname(bp, style="title"), " - transfer center ref ", P(g.idnum("transfer"), "IDNUM"),
               ", accepting ", g.sname(g.staff("doc"), "dr_last"), " at ", P(g.hospital("ed"), "HOSPITAL"),
               ", call ", P(g.phone(), "PHONE"), " when transport arranged.")
        if psych:
            bp2 = pts[psych[0]]
            d.line(g.pname(bp2, style="last"), " - psych bed search: ", P(g.hospital("psych"), "HOSPITAL"),
                   " declined ", P(g.fdate(day, "md"), "DATE"), "; ", P(g.hospital("psych"), "HOSPITAL"),
                   " fax ", P(g.fax(), "FAX"), " - packet sent.")
        d.line("EVS turnaround avg %d min; next huddle %s. Send updates to " % (g.r.randint(25, 95), g.ftime(
            (hh + 4) % 24, 0, "hm")), P(g.email("", "", dept=True), "EMAIL"))
