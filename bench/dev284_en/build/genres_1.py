"""Genres: switchboard call logs; pager and bleep message records."""
import phi
import clinical as CL
import pools_places as PL

LANGS = ["Polish", "Romanian", "Arabic", "Somali", "Tigrinya", "Mandarin", "Cantonese", "Vietnamese",
         "Punjabi", "Urdu", "Portuguese", "Tagalog", "Farsi", "Lithuanian", "Irish Sign Language", "BSL",
         "Ukrainian", "Spanish", "Quebec French", "Korean"]
DX = ["appendicitis", "PE", "cholecystitis", "DKA", "sepsis", "ACS", "stroke", "SBO", "cellulitis",
      "pyelonephritis", "GI bleed", "ectopic", "testicular torsion", "hip #", "renal colic"]


def _tm(c, t, style=None):
    return c.t(t, style)


class Row:
    """Row prefix writer for a call log in one of several layouts."""

    def __init__(self, r, c, n, style):
        self.r, self.c, self.n, self.style = r, c, n, style

    def start(self, t, d):
        r, c, n = self.r, self.c, self.n
        off = 1 if t >= 1440 else 0
        ts = c.t(t, "colon")
        if self.style == "pipe":
            n.w(ts, " | ", d.ljust(4), " | ")
        elif self.style == "csv":
            n.w(c.d(off, "iso"), ",", c.t(t, "sec"), ",", d, ",")
        elif self.style == "narr":
            n.w(r.choice(["At ", "", "~"]), c.t(t, r.choice(["colon", "hrs", "hhmm"])), " - ")
        else:
            n.w(ts, "  ", d.ljust(5))

    def end(self, op):
        r, n = self.r, self.n
        if self.style == "pipe":
            n.w(" | ", (op.initials(), "DOCTOR"), "\n")
        elif self.style == "csv":
            n.w(",", (op.initials(), "DOCTOR"), "\n")
        elif self.style == "narr":
            n.w("\n")
        else:
            n.w("  [op ", (op.initials(), "DOCTOR"), "]\n")


def ev_ward_bleep(r, c, n, row, t, op):
    nurse = c.staff(doctor=False)
    role, doc = CL.role_staff(r, c)
    row.start(t, "IN")
    n.f("ext {} ({}) {} req {} -> {} {} x{}, {} ", c.ext(), c.ward(), c.nm(nurse), role,
        c.V["pager"], c.pager(doc), str(r.randrange(1, 4)), r.choice(CL.CALL_OUTCOMES))
    n.f("{} by {}", c.t(t + r.randrange(1, 9), "colon"), c.nm(doc))
    if r.random() < 0.4:
        pt = c.patient()
        n.f(" re {} {}", c.nm(pt), c.bed())
    row.end(op)


def ev_relative(r, c, n, row, t, op):
    pt = c.patient()
    fam = c.family(pt)
    row.start(t, "IN")
    if r.random() < 0.35:
        n.f("{} ({} of {}) calling from {} ", c.nm(fam), fam.rel, c.nm(pt), c.country_abroad())
        n.f("on {}", (fam.phone, "PHONE"))
    else:
        n.f("{} - {} ({})", (fam.phone, "PHONE"), c.nm(fam), fam.rel)
    n.f(" enquiring re {}", c.nm(pt))
    if r.random() < 0.5:
        n.f(" DOB {}", c.dob(pt))
    k = r.random()
    if k < 0.6:
        n.f(" - located on {} via PAS, put through to ext {}", c.ward(), c.ext())
    elif k < 0.8:
        n.f(" - not on PAS; advised to try {} ", (r.choice(c.other_hosps), "HOSPITAL"))
        n.f("on {}", c.phone(False))
    else:
        n.f(" - pt in {}; caller given {} number {}", c.V["ed"], c.V["ed"], c.ext())
    row.end(op)


def ev_gp(r, c, n, row, t, op):
    gp = c.staff(doctor=True, role="GP")
    pt = c.patient()
    doc = c.staff(doctor=True)
    row.start(t, "IN")
    n.f("{} Dr {} ({}) for on-call {} re {} {} ?{} -> ", c.phone(False), (gp.last, "DOCTOR"),
        (c.gp_practice(), "HOSPITAL"), r.choice(["surgical reg", "medical reg", "gynae", "paeds",
                                                 "ortho", "hospitalist"]),
        c.nm(pt), c.age(pt, r.choice(["sexcomp", "yo", "paren"])), r.choice(DX))
    n.f("{} ({}) {} {}", c.nm(doc), doc.role, c.V["pager"], c.pager(doc))
    row.end(op)


def ev_prealert(r, c, n, row, t, op):
    pt = c.patient(16, 95)
    row.start(t, "IN")
    n.f("{} Control pre-alert: ", (c.amb, "ORGANIZATION"))
    n.w(c.age(pt, "sexcomp"))
    n.f(" {}, {}, ETA {} min -> {} NIC informed ext {}", r.choice(
        ["RTC driver, GCS 9", "fall from ladder, ?C-spine", "STEMI, cath lab activated",
         "FAST +ve stroke, onset 40 min", "anaphylaxis, 2x IM adrenaline given",
         "OOHCA, ROSC on scene", "burns 20% TBSA", "stab wound L chest", "status epilepticus"]),
        CL.obs(r), str(r.randrange(4, 25)), c.V["ed"], c.ext())
    if r.random() < 0.3:
        n.f("; CAD ref {}", (phi.idnum(r, "cad"), "IDNUM"))
    row.end(op)


def ev_arrest(r, c, n, row, t, op):
    row.start(t, "2222" if c.c in ("UK", "IE") else "CODE")
    types = CL.ARREST_TYPES_UK if c.c in ("UK", "IE") else (CL.ARREST_TYPES_AU if c.c == "AU" else
                                                             CL.ARREST_TYPES_US)
    n.f("{} - {} ", r.choice(types), c.ward())
    n.w(c.bed())
    if r.random() < 0.5:
        n.f(", {}", c.building())
    n.f(" - fast {} sent {}, announced x3, team confirmed", c.V["pager"], c.t(t + 1, "colon"))
    row.end(op)


def ev_consultant(r, c, n, row, t, op):
    cons = c.staff(doctor=True, role="Consultant")
    reg = c.staff(doctor=True)
    row.start(t, "OUT")
    n.f("{} on-call consultant {} at request of {} - {}", (cons.mobile, "PHONE"), c.nm(cons, "t_last"),
        c.nm(reg), r.choice(["no answer, voicemail left; retried " + c.t(t + 12, "colon") + " answered",
                            "answered", "engaged x2, then answered", "diverted to home " +
                            "landline, answered"]))
    row.end(op)


def ev_police(r, c, n, row, t, op):
    pc = c.other()
    pt = c.patient()
    row.start(t, "IN")
    n.f("{} {} {} (collar {}) re {} ", c.phone(False), r.choice(["PC", "Sgt", "Officer", "Constable", "Garda"]),
        c.nm(pc, r.choice(["last", "full"])),
        (phi.idnum(r, "collar"), "IDNUM"), c.nm(pt))
    n.f("{} - {}; incident no. {}", c.age(pt, "paren"), r.choice(
        ["brought in following assault, transferred to ED NIC", "asking if pt still inpatient - "
         "referred to site manager", "missing person enquiry, pt matched on PAS, site manager informed",
         "RTC next of kin notification, passed to ED"]), (phi.idnum(r, "police"), "IDNUM"))
    row.end(op)


def ev_interp(r, c, n, row, t, op):
    pt = c.patient()
    row.start(t, "OUT")
    a, v = phi.split_label(phi.account(r, c.c))
    n.f("{} ({}{}) - {} interpreter for {} on {} ", (r.choice(PL.INTERP_ORGS), "ORGANIZATION"), a,
        (v, "ACCOUNT"), r.choice(LANGS), c.nm(pt), c.ward())
    n.w(c.bed())
    n.f(", 3-way connected, duration {}", phi.duration_str(r))
    row.end(op)


def ev_press(r, c, n, row, t, op):
    j = c.other()
    pt = c.patient()
    comms = c.staff(doctor=False, role="Comms")
    row.start(t, "IN")
    n.f("{} {} ({}) asking re condition of {} after incident at {}. ", c.phone(), c.nm(j, "full"),
        (r.choice(PL.MEDIA_ORGS), "ORGANIZATION"), c.nm(pt), (r.choice(PL.LANDMARKS), "LOCATION_OTHER"))
    n.f("No info given. Comms on-call {} mob {} informed", c.nm(comms, "full"), (comms.mobile, "PHONE"))
    row.end(op)


def ev_taxi(r, c, n, row, t, op):
    pt = c.patient()
    row.start(t, "OUT")
    n.f("{} booked for {} from discharge lounge to ", (r.choice(PL.TAXI_ORGS), "ORGANIZATION"), c.nm(pt))
    n.w(c.address())
    n.f(" - reg {}, ETA {} min, acct {}", (phi.vehicle(r, c.c), "VEHICLE"), str(r.randrange(10, 45)),
        (str(r.randrange(1000, 9999)), "ACCOUNT"))
    row.end(op)


def ev_nuisance(r, c, n, row, t, op):
    row.start(t, r.choice(["IN", "INT", "SYS"]))
    n.w(r.choice(CL.NONSENSE_CALLS))
    row.end(op)


def ev_fire(r, c, n, row, t, op):
    row.start(t, "ALRM")
    n.f("FIRE ALARM zone {} {} - fire team {} sent, stood down {} ({})", str(r.randrange(1, 40)),
        c.building(), c.V["pager"], c.t(t + r.randrange(6, 30), "colon"),
        r.choice(["false alarm, toaster", "detector head fault", "steam from shower", "smoking outside exit"]))
    row.end(op)


def ev_pagerfault(r, c, n, row, t, op):
    doc = c.staff(doctor=True)
    row.start(t, "OUT")
    n.f("{} {} {} not acknowledging x3 - rang mobile {}; ", c.nm(doc), c.V["pager"], c.pager(doc),
        (doc.mobile, "PHONE"))
    n.f("{}, swapped at switchboard (new unit SN {})", r.choice(["battery flat", "cracked screen",
                                                                 "out of range in basement", "dropped in sink"]),
        (phi.device_id(r, "pager"), "DEVICE"))
    row.end(op)


def ev_selfcall(r, c, n, row, t, op):
    pt = c.patient()
    row.start(t, "IN")
    n.f("{} pt {} DOB {} asking for results from clinic on {} - advised call {} in hours, ext {}",
        c.phone(), c.nm(pt), c.dob(pt), c.dshort(-r.randrange(3, 30)),
        r.choice(["outpatients", "the secretary", "pre-assessment", "fracture clinic"]), c.ext())
    row.end(op)


def ev_transfer(r, c, n, row, t, op):
    pt = c.patient()
    d1 = c.staff(doctor=True)
    d2 = c.staff(doctor=True, role="Consultant")
    h = r.choice(c.other_hosps)
    row.start(t, "IN")
    n.f("{} ({}) {} ICU reg requesting transfer of {} ", (h, "HOSPITAL"), (r.choice(PL.TOWNS[c.c]), "CITY"),
        c.nm(d1, "t_last"), c.nm(pt))
    n.w(c.age(pt, r.choice(["paren", "sexcomp"])))
    n.f(" - put through to ICU cons {}", c.nm(d2))
    row.end(op)


def ev_carpark(r, c, n, row, t, op):
    row.start(t, "IN")
    n.f("ext {} security - vehicle {} blocking ambulance bay outside {}; owner traced via {}", c.ext(),
        (phi.vehicle(r, c.c), "VEHICLE"), c.building(), r.choice(["tannoy", "ward visitor list", "ANPR"]))
    if r.random() < 0.5:
        v = c.other()
        n.f(" ({}, visiting {})", c.nm(v, "full"), c.ward())
    row.end(op)


def ev_overhead(r, c, n, row, t, op):
    row.start(t, "OVHD")
    n.f("Overhead: '{}, {}, ", r.choice(["Rapid Response", "Code Blue adult", "Code Grey", "Trauma team"]),
        c.ward())
    n.w(c.bed())
    n.w("' x3")
    row.end(op)


EVENTS = [(ev_ward_bleep, 5), (ev_relative, 4), (ev_gp, 3), (ev_prealert, 2), (ev_arrest, 2),
          (ev_consultant, 2), (ev_police, 1), (ev_interp, 2), (ev_press, 1), (ev_taxi, 1),
          (ev_nuisance, 2), (ev_fire, 1), (ev_pagerfault, 1), (ev_selfcall, 2), (ev_transfer, 1),
          (ev_carpark, 1), (ev_overhead, 1)]


def gen_switchboard(r, c, n):
    ops = [c.staff(doctor=False, role="Operator") for _ in range(r.randrange(1, 4))]
    style = r.choice(["pipe", "plain", "csv", "narr", "pipe"])
    title = {"US": "PAGE OPERATOR / PBX SHIFT LOG", "CA": "LOCATING & SWITCHBOARD LOG",
             "AU": "SWITCHBOARD OPERATOR LOG"}.get(c.c, "SWITCHBOARD CALL LOG")
    n.ln("{} - {}", c.hosp_ref(), title)
    if r.random() < 0.5:
        n.ln("{}", (c.org, "ORGANIZATION"))
    n.ln("Shift: nights {} 20:00 to {} 08:00", c.d(0, weekday=r.random() < 0.4), c.d(1))
    n.w("Operators: ")
    for i, o in enumerate(ops):
        if i:
            n.w(", ")
        n.f("{} ({})", c.nm(o, r.choice(["full", "first", "i_last"])), (o.initials(), "DOCTOR"))
    n.ln()
    n.ln("Console POS {}   {}", str(r.randrange(1, 5)), CL.shift_stats(r))
    n.ln("-" * r.choice([40, 60, 72]))
    if style == "pipe":
        n.ln("TIME  | DIR  | DETAIL | OP")
    elif style == "csv":
        n.ln("date,time,dir,detail,op")
    t = 1200 + r.randrange(0, 25)
    k = r.randrange(8, 15)
    fns = [e for e, _ in EVENTS]
    wts = [w for _, w in EVENTS]
    row = Row(r, c, n, style)
    for _ in range(k):
        fn = r.choices(fns, wts)[0]
        if fn is ev_overhead and c.c not in ("US", "CA"):
            fn = ev_ward_bleep
        fn(r, c, n, row, t, r.choice(ops))
        t += r.randrange(12, 75)
        if t > 1915:
            break
    n.ln("-" * 20)
    h = c.staff(doctor=False, role="Operator")
    n.f("Handover to day team 08:00 - {}. ", c.nm(h, r.choice(["full", "first"])))
    if r.random() < 0.6:
        pt = c.patient()
        fam = c.family(pt)
        n.f("Outstanding: callback to {} ({} of {}) on {} re ward move.", c.nm(fam, "full"), fam.rel,
            c.nm(pt), (fam.phone, "PHONE"))
    n.ln()
    if r.random() < 0.5:
        n.ln("Log saved by {} on {} {} from {}", c.username(ops[0]), c.d(1, "iso"), c.t(482, "sec"),
             (phi.ipaddr(r), "IPADDR"))
    if r.random() < 0.3:
        n.ln("Recorder: {} (model, not serial) - all calls recorded; ref range {} to {}",
             r.choice(["CallTrack v7.4", "VoiceVault 3", "PBX-Rec 12"]),
             (phi.idnum(r, "recording"), "IDNUM"), (phi.idnum(r, "recording"), "IDNUM"))


# ------------------------------------------------------------------ pager records
def pager_text(r, c, n, nurse, us):
    pt = c.patient()
    k = r.randrange(9)
    if us:
        if k < 4:
            n.f("Call {} {} x{} re ", c.ward(), c.nm(nurse, r.choice(["first", "full_cred", "last"])),
                c.ext())
            n.w(c.bed())
            n.f(" {} {} {}", c.nm(pt, r.choice(["last", "LAST_First", "initials"])), ["MRN ", c.mrn(pt)],
                CL.concern(r))
            return
        if k < 6:
            n.f("STAT {} ", c.ward())
            n.w(c.bed())
            n.f(" {} ", c.nm(pt, "last"))
            n.w(c.age(pt, r.choice(["yoF", "sexcomp"])))
            n.f(" {} - pls call back {}", CL.concern(r), c.ext())
            return
    if k == 0 or k == 1:
        n.f("Pls call {} re {} ", c.ext(), c.nm(pt, r.choice(["t_last", "last", "full"])))
        n.w(c.bed())
        n.f(" {} {}", c.ward(), CL.concern(r))
    elif k == 2:
        n.f("URGENT r/v {} ", c.nm(pt))
        n.w(c.mrn_labelled(pt))
        n.f(" {} - {} {}", CL.concern(r), c.nm(nurse, "first"), c.ext())
    elif k == 3:
        n.f("FYI {} ", c.nm(pt, "initials"))
        n.w(c.bed())
        n.f(" {} fell, no injury, obs stable. No need to call", c.ward())
    elif k == 4:
        gp = c.staff(doctor=True, role="GP")
        n.f("Call {} - Dr {} re {} (DOB {}) bloods", c.phone(False), (gp.last, "DOCTOR"), c.nm(pt),
            c.dob(pt))
    elif k == 5:
        n.f("Pls sign TTO for {} on {}, d/c {} am. {}", c.nm(pt), c.ward(), c.dshort(1),
            r.choice(CL.DRUGS))
    elif k == 6:
        n.f("{} ", c.ward())
        n.w(c.bed())
        n.f(": {} ", c.nm(pt, "last"))
        n.w(c.age(pt, r.choice(["sexcomp", "yoF"])))
        n.f(" {}. Call back {}", CL.concern(r), c.ext())
    elif k == 7:
        fam = c.family(pt)
        n.f("{} of {} wants update, on {} - pls ring when free", fam.rel.capitalize(), c.nm(pt),
            (fam.phone, "PHONE"))
    else:
        n.w(r.choice(["Bleep test - please ignore", "Test page from switchboard, no action",
                      "Handover 21:00 in doctors mess", "Teaching cancelled tomorrow",
                      "IT: PAS downtime 02:00-02:30, use paper"]))


def gen_pager_record(r, c, n):
    us = c.c in ("US", "CA")
    layout = r.choice(["export", "export", "book", "holders"])
    hrole, holder = CL.role_staff(r, c, doc_only=True)
    if layout == "export":
        n.ln("{} - MESSAGE HISTORY REPORT", r.choice(["PAGING SYSTEM", "PageStar 6 console", "Alphanumeric paging"]))
        n.ln("Site: {}", c.hosp_ref())
        run_by = c.staff(doctor=False, role="Operator")
        n.f("Report run by: {} on {} {}  Workstation {}", c.username(run_by), c.d(2, "iso"),
            c.t(r.randrange(480, 1000), "sec"), (phi.ipaddr(r), "IPADDR"))
        if r.random() < 0.3:
            n.f("  (console login: fingerprint reader, template {})", (phi.bioid(r), "BIOID"))
        n.ln()
        n.ln("Filter: {} {} ({} - {}) | Period {} 20:00 - {} 08:00", c.V["pager"].capitalize(),
             (holder.bleep, "PHONE"), hrole, c.nm(holder), c.d(0), c.d(1))
        n.ln("Device: {} | SN {} | battery " + "%.1fV" % (r.randrange(21, 33) / 10),
             r.choice(["Tellan T7", "Corvex CX-210", "Multiline X40"]), (phi.device_id(r, "pager"), "DEVICE"))
        n.ln("{:<10} {:<8} {:<12} {}".format("MsgID", "Sent", "From", "Text / Status"))
        t = 1200 + r.randrange(0, 40)
        for _ in range(r.randrange(7, 14)):
            nurse = c.staff(doctor=False)
            n.f("{} {} ", (phi.idnum(r, "msg"), "IDNUM"), c.t(t, "sec"))
            if r.random() < 0.6:
                n.f("ext {}  ", c.ext())
            else:
                n.f("{}  ", c.username(nurse))
            pager_text(r, c, n, nurse, us)
            st = r.choice(["DELIVERED", "DELIVERED", "READ", "ACK", "FAILED - RETRY 1", "QUEUED"])
            n.ln("  [{} {}]", st, c.t(t + r.randrange(0, 4), "colon"))
            t += r.randrange(10, 70)
            if t > 1900:
                break
        n.ln("End of report. {} messages. Retention 90 days.", str(r.randrange(7, 14)))
    elif layout == "book":
        n.ln("{} BOOK - {} - {}", c.V["pager"].upper(), c.ward(), c.hosp_ref())
        n.ln("Date | Time | {} | Who | Reason | Answered | By", c.V["pager"].capitalize())
        off = 0
        for _ in range(r.randrange(8, 14)):
            doc = c.staff(doctor=True)
            nurse = c.staff(doctor=False)
            n.f("{} | {} | {} | {} | ", c.d(off, r.choice([None, "dm" if not us else "md"])),
                c.t(r.randrange(0, 1440), "hhmm"), c.pager(doc), c.nm(doc, r.choice(["t_last", "last", "i_last"])))
            pager_text(r, c, n, nurse, us)
            n.f(" | {} | {}\n", r.choice(["Y", "Y", "Y " + c.t(r.randrange(0, 1440)), "N - re-sent",
                                          "N - escalated to reg", "Y (phoned back)"]),
                (nurse.initials(), "DOCTOR"))
            if r.random() < 0.35:
                off += 1
    else:
        n.ln("{} HOLDERS - {} - nights from {}", c.V["pager"].upper(), c.hosp_ref(), c.d(0, weekday=True))
        n.ln("Prepared by {}, {} (ext {})", c.nm(c.staff(doctor=False, role="Operator"), "full"),
             c.V["op"], c.ext())
        for _ in range(r.randrange(8, 14)):
            role, doc = CL.role_staff(r, c)
            n.f("{}  " + role.ljust(26) + " ", (doc.bleep, "PHONE"))
            n.w(c.nm(doc, r.choice(["t_full", "t_last", "full"])))
            if r.random() < 0.5:
                n.f("  mob {}", (doc.mobile, "PHONE"))
            if r.random() < 0.25:
                n.f("  (swapped with {})", c.nm(c.staff(doctor=True), "t_last"))
            n.w("\n")
        n.ln("Spare {}s in switchboard cabinet: SN {}, SN {}. Arrest {}s tested {} 09:00 - all OK.",
             c.V["pager"], (phi.device_id(r, "pager"), "DEVICE"), (phi.device_id(r, "pager"), "DEVICE"),
             c.V["pager"], c.d(0))
        for _ in range(r.randrange(3, 6)):
            nurse = c.staff(doctor=False)
            n.f("{} -> {}: ", c.t(r.randrange(1200, 1900), "colon"), c.pager())
            pager_text(r, c, n, nurse, us)
            n.w("\n")
