"""Genres: cardiac arrest / emergency team call logs; on-call rota extracts."""
import phi
import clinical as CL
import pools_places as PL

SPECIALTIES = ["General Medicine", "General Surgery", "Trauma & Orthopaedics", "Obstetrics & Gynaecology",
               "Paediatrics", "Anaesthetics", "Cardiology", "Urology", "Psychiatry", "Critical Care",
               "Emergency Medicine", "Geriatrics", "Neurology", "ENT"]
HOLIDAYS = {"UK": ["Boxing Day", "Easter Monday", "Christmas Day", "New Year's Day", "Good Friday"],
            "IE": ["St Stephen's Day", "St Patrick's Day", "Easter Monday", "Christmas Day"],
            "US": ["Thanksgiving", "Fourth of July", "Labor Day", "Memorial Day", "Christmas Eve"],
            "AU": ["Australia Day", "Anzac Day", "Boxing Day", "Good Friday"],
            "CA": ["Canada Day", "Thanksgiving Monday", "Victoria Day", "Boxing Day"]}
UK_TEAM = [("Med Reg", True), ("Medical SHO", True), ("Anaes Reg", True), ("ODP", False),
           ("CCU nurse", False), ("Outreach", False), ("Porter", False), ("Site Manager", False)]
US_TEAM = [("Code leader (ICU fellow)", True), ("Medicine resident", True), ("Anesthesia", True),
           ("RT", False), ("Pharmacist", False), ("ICU RN", False), ("House Supervisor", False),
           ("Security", False)]
AU_TEAM = [("ICU Reg", True), ("Med Reg", True), ("ICU Liaison RN", False), ("AHNM", False),
           ("Anaes Reg", True), ("Wardsperson", False)]


def _team(c):
    return {"UK": UK_TEAM, "IE": UK_TEAM, "AU": AU_TEAM}.get(c.c, US_TEAM)


def _arrest_record(r, c, n, t, off):
    us = c.c in ("US", "CA")
    op = c.staff(doctor=False, role="Operator")
    nurse = c.staff(doctor=False)
    pt = c.patient(35, 97) if r.random() < 0.85 else c.patient(0, 16)
    if c.c in ("UK", "IE"):
        types = CL.ARREST_TYPES_UK
        head = r.choice(["2222 EMERGENCY CALL RECORD", "SWITCHBOARD 2222 LOG", "Emergency Team Call - Switchboard Record"])
    elif c.c == "AU":
        types = CL.ARREST_TYPES_AU
        head = r.choice(["CODE BLUE / MET CALL LOG", "Emergency Response Call Record (777)"])
    else:
        types = CL.ARREST_TYPES_US if c.c == "US" else CL.ARREST_TYPES_CA
        head = r.choice(["CODE BLUE RECORD - Operator copy", "EMERGENCY CODE LOG", "Code Team Activation Record"])
    ctype = r.choice(types)
    if pt.age < 17 and "PAED" not in ctype and "PEDS" not in ctype and "PEDIATRIC" not in ctype:
        ctype = {"UK": "PAEDIATRIC CARDIAC ARREST", "IE": "PAEDIATRIC CARDIAC ARREST", "AU": "CODE BLUE - PAEDIATRIC",
                 "US": "CODE BLUE - PEDS", "CA": "CODE BLUE - PEDIATRIC"}[c.c]
    n.ln("{} - {}", head, c.hosp_ref())
    n.ln("Call ref: {}    Date: {}    Operator: {} ({})", (phi.idnum(r, "call"), "IDNUM"), c.d(off),
         c.nm(op, r.choice(["full", "first", "i_last"])), (op.initials(), "DOCTOR"))
    n.ln("Call received: {}   Line: {} (from ext {})", c.t(t, "sec"), c.V["arrest"], c.ext())
    n.f("Caller: {} ({})   Call-back: {}\n", c.nm(nurse), nurse.role, c.ext())
    n.ln("Type of call: {}", ctype)
    n.f("Location given: {}, ", c.ward())
    n.w(c.bed())
    if r.random() < 0.6:
        n.f(", {}", c.building())
    n.ln(" - read back and confirmed: {}", r.choice(["YES", "YES", "YES", "NO - caller rang off, location from CLI"]))
    if us:
        n.ln("Overhead page x3 at {}; code pagers group {} activated {}", c.t(t + 1, "colon"),
             str(r.randrange(1, 4)), c.t(t + 1, "sec"))
    else:
        n.ln("Announcement x3 at {}; fast-{} activated {} ({} test this morning: OK)", c.t(t + 1, "colon"),
             c.V["pager"], c.t(t + 1, "sec"), c.V["pager"])
    n.ln("Responders:")
    leader = None
    for role, isdoc in _team(c):
        if r.random() < 0.15:
            n.ln("  " + role.ljust(26) + " NO ACK - re-sent {}, then rang mobile {}", c.t(t + 3, "colon"),
                 c.phone(True))
            continue
        s = c.staff(doctor=isdoc, role=role)
        if leader is None and isdoc:
            leader = s
        n.f("  {:<26} ".format(role), )
        nurse_like = any(k in role for k in ("nurse", "RN", "Outreach", "AHNM", "Liaison"))
        n.w(c.nm(s, r.choice(["t_last", "t_full", "full", "i_last"]) if isdoc else
                 r.choice(["full", "first"] + (["full_cred"] if nurse_like else []))))
        n.ln("  {} {}  ack {}  on scene {}", c.V["pager"], c.pager(s), c.t(t + 1, "colon"),
             c.t(t + r.randrange(2, 7), "colon"))
    n.f("Patient (completed after call): {}  ", c.nm(pt, r.choice(["LAST_First", "full", "LAST_FIRST"])))
    n.f("DOB {}  ", c.dob(pt))
    n.w(c.mrn_labelled(pt))
    n.f("  Age {}\n", (str(pt.age), "AGE"))
    if pt.age < 17 and r.random() < 0.6:
        fam = c.family(pt)
        n.ln("Parent present: {} ({}), contact {}", c.nm(fam, "full"), fam.rel, (fam.phone, "PHONE"))
    if "ARREST" in ctype or "CODE BLUE" in ctype:
        n.ln("Course (per team leader {}): {}", c.nm(leader) if leader else "n/k", CL.arrest_course(r))
    else:
        n.ln("Reason: {}. Plan: {}.", CL.concern(r), r.choice(["transfer to HDU", "ward-based care, review 1 h",
                                                                "CT head", "cath lab", "theatre", "ICU admission"]))
    if r.random() < 0.5:
        d = r.randrange(-400, -2)
        n.ln("Resus status: DNACPR form dated {} found in notes after call - team informed", c.d(off + d))
    else:
        n.ln("Resus status: {}", r.choice(["Full escalation", "For CPR", "Full code", "not documented"]))
    if r.random() < 0.5:
        fam = c.family(pt)
        doc = leader or c.staff(doctor=True)
        n.ln("{} ({}) informed by {} at {} on {}", c.nm(fam, r.choice(["full", "t_last", "first"])), fam.rel,
             c.nm(doc, "t_last"), c.t(t + r.randrange(30, 120), "colon"), (fam.phone, "PHONE"))
    if r.random() < 0.6:
        ro = c.staff(doctor=False, role="Resus officer")
        n.ln("Resus officer notified: {} ({}). Audit form submitted {}.", c.nm(ro, "full"), c.email(ro),
             c.d(off + r.randrange(1, 4)))
    if r.random() < 0.35:
        n.ln("Delay: {}. Incident report {} raised.", r.choice(
            ["Med Reg bleep not acknowledged for 4 min", "caller gave wrong ward name", "lift out of service in " +
             "main corridor", "team sent to old building location"]), (phi.idnum(r, "incident"), "IDNUM"))
    n.ln("Stand-down: {}   Total time on line: {}", c.t(t + r.randrange(20, 70), "colon"), phi.duration_str(r))


def _bleep_test(r, c, n, off):
    n.ln("DAILY {} TEST - {} 09:00", c.V["pager"].upper() if c.c not in ("US", "CA") else "CODE PAGER", c.d(off))
    for role, isdoc in _team(c)[:6]:
        res = r.choice(["OK", "OK", "OK", "OK", "no response - chased", "OK (late 2 min)"])
        s = c.staff(doctor=isdoc, role=role)
        n.f("  {} {} - {} - ", role, c.pager(s), c.nm(s, r.choice(["t_last", "full", "last"])))
        n.ln(res)


def gen_arrest_log(r, c, n):
    k = r.choice([1, 1, 2, 2, 3])
    t = r.randrange(0, 1440)
    off = 0
    for i in range(k):
        if i:
            n.ln("=" * r.choice([30, 50]))
        _arrest_record(r, c, n, t, off)
        t = (t + r.randrange(60, 600))
        if t >= 1440:
            t -= 1440
            off += 1
    if r.random() < 0.5:
        n.ln()
        _bleep_test(r, c, n, off)
    if r.random() < 0.4:
        n.ln("Form filed by {} {}", c.username(c.staff(doctor=False)), c.d(off, "iso"))


# --------------------------------------------------------------- rota
def gen_rota(r, c, n):
    us = c.c in ("US", "CA")
    spec = r.choice(SPECIALTIES)
    start = -c.date.weekday()
    coord = c.staff(doctor=False, role="Rota coordinator")
    n.ln("{}", (c.org, "ORGANIZATION") if r.random() < 0.6 else c.hosp_ref())
    if us:
        n.ln("{} Call Schedule - week of {}", spec, c.d(start, weekday=r.random() < 0.3))
    else:
        n.ln("{} On-Call Rota - Week commencing {}", spec, c.d(start, weekday=r.random() < 0.5))
    n.ln("Version {} published {} by {}", str(r.randrange(1, 9)), c.d(start - r.randrange(3, 30)),
         c.nm(coord, r.choice(["full", "i_last"])))
    if c.c in ("UK", "IE"):
        cols = ["Twilight/Night SHO (bleep)", "Night Reg (bleep / mobile)", "Consultant (mobile)"]
    elif c.c == "AU":
        cols = ["After Hours RMO (pager)", "Registrar (pager / mobile)", "Consultant (mobile)"]
    else:
        cols = ["Night resident (pager)", "Senior / fellow (pager / cell)", "Attending (cell)"]
    n.ln("Date         {:<30} {:<38} {}".format(*cols))
    t1 = {"UK": ["FY1", "FY2", "CT1", "SHO"], "IE": ["Intern", "SHO"], "AU": ["RMO", "Intern", "SRMO"],
          "US": ["PGY-1", "PGY-2", "NP"], "CA": ["PGY-1", "PGY-2"]}[c.c]
    sst = c.short_style()
    people = [c.staff(doctor=True, role=r.choice(t1)) for _ in range(r.randrange(5, 9))]
    regs = [c.staff(doctor=True) for _ in range(r.randrange(3, 6))]
    cons = [c.staff(doctor=True, role="Consultant") for _ in range(r.randrange(2, 4))]
    for i in range(7):
        day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][i]
        a, b, cc = r.choice(people), r.choice(regs), r.choice(cons)
        n.f("{}  ", (day + " " + c.dshort(start + i, sst)[0], "DATE"))
        n.f("{} {} ({})  ", c.nm(a, r.choice(["t_i_last", "t_last", "i_last"])), a.role, (a.bleep, "PHONE"))
        if r.random() < 0.08:
            n.w("** GAP - locum requested **  ")
        else:
            n.f("{} ({} / {})  ", c.nm(b, r.choice(["t_i_last", "t_last", "full"])), (b.bleep, "PHONE"),
                (b.mobile, "PHONE"))
        n.ln("{} ({})", c.nm(cc, r.choice(["t_last", "t_i_last"])), (cc.mobile, "PHONE"))
    n.ln()
    n.ln("Notes:")
    for _ in range(r.randrange(2, 5)):
        k = r.randrange(6)
        if k == 5:
            n.ln("- {}: weekend rota applies; additional {} on site 09:00-17:00 ({} {}).", (r.choice(HOLIDAYS[c.c]), "DATE"),
                 r.choice(["SHO", "registrar", "FY1", "resident"]), c.V["pager"], c.pager())
        elif k == 0:
            loc = c.staff(doctor=True)
            lab, val = phi.license_num(r, c.c)
            d1 = start + r.randrange(0, 7)
            n.ln("- {}: {} on leave; covered by locum {} ({} {}) via {}, booking ref {}", c.dshort(d1, sst),
                 c.nm(r.choice(people), "t_last"), c.nm(loc, "t_full"), lab, (val, "LICENSE"),
                 (r.choice(PL.LOCUM_AGENCIES), "ORGANIZATION"), (phi.idnum(r, "request"), "IDNUM"))
        elif k == 1:
            a, b = r.sample(people, 2)
            d1 = start + r.randrange(0, 7)
            n.ln("- Swap {} & {}: {} <-> {} approved by {} ({})", c.dshort(d1, sst), c.dshort(d1 + r.randrange(1, 7), sst),
                 c.nm(a, "last"), c.nm(b, "last"), c.nm(coord, "first"), c.email(coord))
        elif k == 2:
            n.ln("- Rota queries: {}   Medical staffing fax: {}", (phi.mailbox(r, r.choice(
                ["medical.staffing", "rota.office", "jrdocs.rota", "callschedule"])), "EMAIL"), c.fax())
        elif k == 3:
            a = r.choice(regs)
            d1 = start + r.randrange(0, 7)
            n.ln("- {} {} to {} (study leave {}) - {} covering; contact via switchboard {}", c.nm(a, "t_last"),
                 "away", c.dshort(d1 + 2, sst), c.dshort(d1, sst), c.nm(r.choice(regs), "t_last"), c.phone(False))
        else:
            lab, val = phi.license_num(r, c.c)
            a = r.choice(cons)
            n.ln("- New consultant {} starts {} ({} {}). Personal mobile not to be given to patients.",
                 c.nm(a, "t_full"), c.d(start + r.randrange(0, 14)), lab, (val, "LICENSE"))
    if r.random() < 0.5:
        n.ln("Rota online: {}", (phi.url(r, "/rota/" + spec.lower().replace(" & ", "-").replace(" ", "-")), "URL"))
    if r.random() < 0.5:
        n.ln("Night handover {} 20:45 in {} seminar room; day handover 08:00. Bleep 2222 for arrests only.",
             "daily", c.building())
    if us and r.random() < 0.6:
        n.ln("Answering service (after hours): {}   Transfer center: {}", c.phone(False), c.phone(False))
    n.ln("Printed {} {} by {}", c.d(start - 1, "iso"), c.t(r.randrange(420, 1100), "colon"),
         c.username(coord))
