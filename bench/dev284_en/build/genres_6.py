"""Genres (own choice): major-incident switchboard cascade logs; critical result
telephone logs (laboratory phoning results to clinicians)."""
import phi
import clinical as CL
import pools_places as PL

MI_TYPES = ["coach overturned on bypass, multiple trapped", "fire in residential block, smoke inhalation",
            "crowd crush at concert", "chemical release (chlorine) at {ORG} site", "train derailment",
            "explosion at {ORG} warehouse", "multi-vehicle collision in fog", "building collapse"]
CASCADE_ROLES = [("ED consultant", True), ("Trauma surgeon on call", True), ("Anaesthetic consultant", True),
                 ("ICU consultant", True), ("Orthopaedic consultant", True), ("Theatre coordinator", False),
                 ("Director on call", True), ("Site manager", False), ("Blood bank lead BMS", False),
                 ("Radiology registrar", True), ("Chief nurse on call", False), ("Communications lead", False),
                 ("Security supervisor", False), ("Estates on call", False), ("Pharmacy on call", False),
                 ("Paediatric consultant", True), ("Burns registrar", True)]
OUTCOMES = ["answered - ETA 20 min", "answered - on way", "voicemail - SMS sent", "no answer - retry",
            "answered - already on site", "answered - ETA 45 min (lives out of area)", "number unobtainable",
            "answered - will coordinate theatres remotely", "engaged - retry"]


def gen_major_incident(r, c, n):
    us = c.c in ("US", "CA")
    lead = c.staff(doctor=True, role="ED consultant")
    ctl = c.staff(doctor=False, role="Control duty manager")
    t0 = r.randrange(0, 1440)
    n.ln("{} - SWITCHBOARD CASCADE LOG", r.choice(["MAJOR INCIDENT", "MASS CASUALTY INCIDENT" if us else "MAJOR INCIDENT",
                                                   "CODE ORANGE", "EXTERNAL EMERGENCY (CODE BROWN)"]))
    n.ln("{}", c.hosp_ref())
    n.ln("Date: {}   Operator(s): {}, {}", c.d(0, c.long_style()), c.nm(c.staff(doctor=False), "full"),
         c.nm(c.staff(doctor=False), "first"))
    n.ln("{}  Call from {} ({}, control duty manager) - 'MAJOR INCIDENT STANDBY'", c.t(t0, "colon"),
         (c.amb, "ORGANIZATION"), c.nm(ctl, "full"))
    n.ln("{}  Upgraded to 'MAJOR INCIDENT DECLARED' by {}; CAD {}", c.t(t0 + r.randrange(4, 15), "colon"),
         c.nm(lead, "t_last"), (phi.idnum(r, "cad"), "IDNUM"))
    n.ln()
    n.ln("METHANE (as given):")
    n.ln(" M - Major incident declared")
    n.f(" E - Exact location: {}, ", (r.choice(PL.LANDMARKS), "LOCATION_OTHER"))
    n.w((c.street(), "STREET"))
    n.ln(", {}", (r.choice(PL.TOWNS[c.c]), "CITY"))
    ty = r.choice(MI_TYPES)
    if "{ORG}" in ty:
        a, b = ty.split("{ORG}")
        n.ln(" T - Type: {}{}{}", a, (r.choice(PL.ORGS_MISC), "ORGANIZATION"), b)
    else:
        n.ln(" T - Type: {}", ty)
    n.ln(" H - Hazards: {}", r.choice(["fuel spill, fire service on scene", "ongoing fire, plume drifting east",
                                       "unstable structure", "none known", "ice on road"]))
    n.ln(" A - Access: {}", r.choice(["via north gate only", "RVP at fire station", "road closed both directions",
                                      "helicopter landing site in park"]))
    p1, p2, p3 = r.randrange(1, 8), r.randrange(3, 20), r.randrange(5, 40)
    n.ln(" N - Casualties: est. {} P1, {} P2, {} P3, {} dead at scene", str(p1), str(p2), str(p3), str(r.randrange(0, 4)))
    n.ln(" E - Emergency services: fire, police, ambulance, {}", r.choice(["HEMS", "mountain rescue", "coastguard",
                                                                        "hazmat team"]))
    n.ln()
    n.ln("Action card {} activated at {} - ED {} in charge: {}", str(r.randrange(1, 20)), c.t(t0 + 16, "colon"),
         "consultant", c.nm(lead, r.choice(["t_full", "t_last"])))
    n.ln("CASCADE")
    n.ln("Time  | Name | Role | Contact | Outcome")
    t = t0 + 17
    for role, isdoc in r.sample(CASCADE_ROLES, r.randrange(8, 14)):
        s = c.staff(doctor=isdoc, role=role)
        n.f("{} | ", c.t(t, "colon"))
        n.w(c.nm(s, r.choice(["t_full", "t_last", "full"]) if isdoc else r.choice(["full", "first", "full_cred"])))
        n.f(" | {} | ", role)
        k = r.random()
        if k < 0.6:
            n.f("mob {}", (s.mobile, "PHONE"))
        elif k < 0.8:
            n.f("home {}", c.phone(False))
        else:
            n.f("{} {}", c.V["pager"], c.pager(s))
        n.ln(" | {}", r.choice(OUTCOMES))
        t += r.randrange(1, 5)
    n.ln()
    n.ln("Casualty board extract ({}):", c.t(t + 90, "colon"))
    for i in range(r.randrange(3, 7)):
        pt = c.patient(2, 90)
        n.f("{} | ", (phi.idnum(r, "triage"), "IDNUM"))
        if r.random() < 0.5:
            n.f("Unknown {}, approx {}", "male" if pt.sex == "M" else "female", (str(pt.age), "AGE"))
            if r.random() < 0.3:
                n.f(", tourist ({} passport found)", c.country_abroad())
            n.w(" | ")
        else:
            n.f("{} ", c.nm(pt, r.choice(["full", "LAST_First"])))
            n.w(c.age(pt, "paren"))
            n.w(" | ")
        n.f("{} | {} ", r.choice(["P1", "P2", "P3", "P1", "P2"]), r.choice(["Resus", "Majors", "Minors", "Theatre", "CT"]))
        if r.random() < 0.5:
            n.w(["bay ", (str(r.randrange(1, 12)), "LOCATION_OTHER")])
        if r.random() < 0.5:
            fam = c.family(pt)
            n.f(" | identified {} via {} ({}), DOB {}", c.d(0, "dm" if not us else "md"), c.nm(fam, "full"), fam.rel,
                c.dob(pt))
        n.ln()
    n.ln()
    n.ln("Relatives' enquiry line opened {} on {} (staffed by {}).", c.t(t + 30, "colon"), c.phone(False),
         c.nm(c.staff(doctor=False), "full"))
    if r.random() < 0.6:
        n.ln("Media: {} and {} called - referred to police media cell.", (r.choice(PL.MEDIA_ORGS), "ORGANIZATION"),
             (r.choice(PL.MEDIA_ORGS), "ORGANIZATION"))
    n.ln("Stand-down: {} {} by {}. Hot debrief in {}.", c.d(1, c.short_style()), c.t(r.randrange(120, 420), "colon"),
         c.nm(c.staff(doctor=True, role="Director on call"), "t_full"), c.building())
    n.ln("Log closed by {}", c.username(c.staff(doctor=False)))


# ------------------------------------------------------------ critical results
def gen_critical_results(r, c, n):
    dept = r.choice(["Biochemistry", "Haematology", "Microbiology", "Blood Sciences", "Core Lab"])
    n.ln("{} Pathology - {} Critical / Urgent Result Telephone Log", c.hosp_ref(), dept)
    n.ln("Shift: {} 20:00-08:00   BMS on duty: {}", c.d(0, c.long_style()), c.nm(c.staff(doctor=False), "full"))
    n.ln("Date | Time | Patient | ID | Location | Test | Result | Ref | Lab no. | Called to | Contact | RB | By")
    t = 1200 + r.randrange(0, 60)
    off = 0
    for _ in range(r.randrange(6, 12)):
        pt = c.patient()
        to = c.staff(doctor=r.random() < 0.8)
        by = c.staff(doctor=False)
        name, val, unit, ref = CL.lab(r)
        n.f("{} | {} | ", c.d(off, "dm" if c.c != "US" else "md"), c.t(t, "hhmm"))
        n.f("{} | ", c.nm(pt, r.choice(["LAST_First", "LAST_FIRST", "last_i", "full"])))
        n.f("{} | ", c.mrn(pt))
        loc = r.random()
        if loc < 0.6:
            n.f("{} | ", c.ward())
        elif loc < 0.8:
            n.f("{} | ", c.V["ed"])
        else:
            n.f("GP: {} | ", (c.gp_practice(), "HOSPITAL"))
        n.f("{} | {} {} | {} | {} | ", name, val, unit, ref, (phi.idnum(r, "accession"), "IDNUM"))
        n.w(c.nm(to, r.choice(["t_last", "full", "i_last", "full_cred"])))
        n.f(" ({}) | ", to.role)
        n.f("{} | {} | {}\n", c.pager(to) if r.random() < 0.6 else c.ext(), r.choice(["Y", "Y", "Y", "N"]),
            (by.initials(), "DOCTOR"))
        if r.random() < 0.3:
            k = r.randrange(3)
            if k == 0:
                n.ln("   > No answer from ward x3 (ext {}), switchboard {} {} - result given {}", c.ext(), c.V["verbed"],
                     c.pager(), c.t(t + 25, "colon"))
            elif k == 1:
                n.ln("   > GP closed - result phoned to out-of-hours service ({}), case ref {}", c.phone(False),
                     (phi.idnum(r, "incident"), "IDNUM"))
            else:
                n.ln("   > Previous result {} {} on {} - delta check flagged", val, unit, c.dshort(off - r.randrange(1, 30)))
        t += r.randrange(15, 90)
        if t >= 1440:
            t -= 1440
            off += 1
    n.ln()
    n.ln("Unable to contact within 60 min: {} (escalated to duty {} {})", r.choice(["0", "1", "none", "2"]),
         "clinical scientist", c.nm(c.staff(doctor=True), "t_full"))
    n.ln("Reviewed by {} {}", c.nm(c.staff(doctor=False), "full"), c.d(off, "iso"))
