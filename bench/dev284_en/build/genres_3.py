"""Genres: overnight site-manager reports; message-taking forms."""
import phi
import clinical as CL
import pools_places as PL

ESCAL = {"UK": ["OPEL 3", "OPEL 4", "OPEL 2"], "IE": ["Escalation level 2", "Escalation level 3"],
         "US": ["Surge level 2", "Capacity status: YELLOW", "Capacity status: RED"],
         "AU": ["Hospital status: Amber", "Code Yellow (capacity)"], "CA": ["Surge level 3", "Code Gridlock"]}


def _sec(r, n, i, title):
    n.ln()
    n.ln(r.choice(["{}. {}", "{}) {}", "[{}] {}"]).format(i, title) if r.random() < 0.7 else title.upper() + ":")


def gen_site_manager(r, c, n):
    sm = c.staff(doctor=False, role=c.V["sm"])
    ex = c.staff(doctor=r.random() < 0.5, role="Exec")
    n.ln("{} - {} Overnight Report", c.hosp_ref(), c.V["sm"])
    n.ln("Night of {} into {}", c.d(0, weekday=r.random() < 0.5), c.d(1))
    n.ln("Site manager: {} ({} {}, mob {})", c.nm(sm, r.choice(["full", "full_cred", "t_full"])), c.V["pager"],
         c.pager(sm), (sm.mobile, "PHONE"))
    n.ln("{}: {}   Status: {}", c.V["exec"].capitalize(), c.nm(ex, "t_full" if ex.doctor else "full"), r.choice(ESCAL[c.c]))
    sec = 1
    _sec(r, n, sec, "Capacity / flow")
    n.ln("Beds open {} (+{} escalation on {}). {}: {} in dept, {} DTA, longest wait {}h {}m, {} x 12-hour breaches.",
         str(r.randrange(180, 900)), str(r.randrange(2, 20)), c.ward(), c.V["ed"], str(r.randrange(20, 90)),
         str(r.randrange(3, 30)), str(r.randrange(6, 30)), str(r.randrange(0, 60)), str(r.randrange(0, 9)))
    for _ in range(r.randrange(1, 3)):
        pt = c.patient()
        doc = c.staff(doctor=True)
        h = r.choice(c.other_hosps)
        n.f("Transfer out: {} ", c.nm(pt))
        n.w(c.age(pt, r.choice(["paren", "sexcomp"])))
        n.ln(" to {} {} (accepted by {}) - left {} with {}.", (h, "HOSPITAL"), r.choice(["ICU", "HDU", "neurosurgery",
                                                                                    "PCI centre", "burns unit"]),
             c.nm(doc, "t_last"), c.t(r.randrange(0, 360), "colon"), (c.amb, "ORGANIZATION"))
    sec += 1
    _sec(r, n, sec, "Staffing")
    for _ in range(r.randrange(1, 4)):
        k = r.randrange(3)
        if k == 0:
            ag = c.staff(doctor=False)
            n.ln("{} short {} RN; agency nurse {} ({}) did not arrive - shift unfilled.", c.ward(),
                 str(r.randrange(1, 3)), c.nm(ag, "full"), (r.choice(PL.LOCUM_AGENCIES), "ORGANIZATION"))
        elif k == 1:
            s1 = c.staff(doctor=False)
            w1, w2 = r.sample(c.wards, 2)
            n.ln("{} redeployed from {} to {} 22:00-08:00.", c.nm(s1, r.choice(["full", "t_last", "full_cred"])),
                 (w1, "HOSPITAL"), (w2, "HOSPITAL"))
        else:
            s1 = c.staff(doctor=True)
            n.ln("{} ({}) off sick from {} - gap covered by {} (extra shift).", c.nm(s1, "t_last"), s1.role,
                 c.t(r.randrange(1200, 1440), "colon"), c.nm(c.staff(doctor=True), "t_full"))
    sec += 1
    if r.random() < 0.75:
        _sec(r, n, sec, "Deaths")
        for _ in range(r.randrange(1, 4)):
            pt = c.patient(55, 99)
            fam = c.family(pt)
            ver = c.staff(doctor=r.random() < 0.5)
            n.f("{}: {} ", c.ward(), c.nm(pt, r.choice(["full", "LAST_First", "t_last"])))
            n.w(c.age(pt, "paren"))
            n.f(" {} verified by {} at {}. {} ({}) informed", c.mrn_labelled(pt), c.nm(ver), c.t(r.randrange(0, 420), "colon"),
                c.nm(fam, r.choice(["full", "t_full", "first"])), fam.rel)
            if r.random() < 0.35:
                n.f(" - lives in {}, flying back", c.country_abroad())
            n.w(". ")
            if r.random() < 0.4:
                n.f("Coroner referral made, ref {}.", (phi.idnum(r, "incident"), "IDNUM"))
            else:
                n.w(r.choice(["Expected death, EOLC plan in place.", "MCCD to be completed by team in AM.",
                              "Bereavement office informed.", "Organ donation nurse contacted - not suitable."]))
            n.ln()
        sec += 1
    _sec(r, n, sec, "Incidents / safeguarding / security")
    for _ in range(r.randrange(1, 4)):
        k = r.randrange(5)
        if k == 0:
            pt = c.patient(18, 70)
            n.f("{} ", c.nm(pt))
            n.w(c.age(pt, r.choice(["sexcomp", "yo", "hyph"])))
            n.f(", {}, left {} at {} via {} exit. Police informed (ref {}); ", r.choice(
                ["detained s5(2)", "lacks capacity, DoLS in place", "informal, high falls risk", "on IV antibiotics"]),
                c.ward(), c.t(r.randrange(0, 300), "colon"), c.building(), (phi.idnum(r, "police"), "IDNUM"))
            n.f("last seen heading towards {}. ", (r.choice(PL.LANDMARKS), "LOCATION_OTHER"))
            n.ln("{}", r.choice(["Returned 03:10 by police, unharmed.", "Still missing at handover.",
                                 "Found in " + "grounds by security."]))
        elif k == 1:
            v = c.other()
            n.ln("Visitor {} verbally aggressive on {}; security ({}) attended, asked to leave; vehicle {} noted in {}.",
                 c.nm(v, r.choice(["full", "t_full"])), c.ward(), (r.choice(["Sentrix Security", "Guardwell Facilities"]),
                                                                  "ORGANIZATION"), (phi.vehicle(r, c.c), "VEHICLE"),
                 (r.choice(PL.CARPARKS), "LOCATION_OTHER"))
        elif k == 2:
            pt = c.patient(65, 99)
            n.f("Fall {} ", c.ward())
            n.w(c.bed())
            n.ln(" - {} {}, {}; CT head {}. Incident {} logged.", c.nm(pt), c.age(pt, "paren"), CL.score(r),
                 r.choice(["NAD", "awaited", "small SDH - neurosurg advice sought"]), (phi.idnum(r, "incident"), "IDNUM"))
        elif k == 3:
            s1 = c.staff(doctor=False)
            n.ln("CD cupboard {} - biometric log checked after discrepancy (morphine 10 mg/ml x1): last access {} "
                 "(fingerprint ID {}) at {}. Pharmacy on-call informed.", c.ward(), c.nm(s1, "full"),
                 (phi.bioid(r), "BIOID"), c.t(r.randrange(0, 400), "colon"))
        else:
            pt = c.patient(0, 17)
            fam = c.family(pt)
            fam.rel = r.choice(["mother", "father", "stepfather", "mother's partner"])
            n.ln("Safeguarding: {} ({}) in {} - concern re {} ({}), social work EDT informed, ref {}.",
                 c.nm(pt, r.choice(["full", "first"])), (str(pt.age), "AGE"), c.V["ed"], c.nm(fam, "full"), fam.rel,
                 (phi.idnum(r, "request"), "IDNUM"))
    sec += 1
    _sec(r, n, sec, "Estates / IT / communications")
    k = r.randrange(4)
    if k == 0:
        eng = c.other()
        n.ln("{} system outage {}-{}: {} engineer {} attended, ticket {}; paging server {} rebooted. "
             "Fallback to mobiles via switchboard - list circulated.", c.V["pager"].capitalize(),
             c.t(r.randrange(0, 240), "colon"), c.t(r.randrange(240, 400), "colon"),
             (r.choice(PL.PAGING_VENDORS), "ORGANIZATION"), c.nm(eng, "full"), (phi.idnum(r, "ticket"), "IDNUM"),
             (phi.ipaddr(r), "IPADDR"))
    elif k == 1:
        n.ln("Lift {} in {} out of service from {} - bariatric transfers via {}. Estates job {}.",
             str(r.randrange(1, 9)), c.building(), c.t(r.randrange(0, 400), "colon"), c.building(),
             (phi.idnum(r, "ticket"), "IDNUM"))
    elif k == 2:
        n.ln("Water leak ceiling {} - {} beds closed, estates on-call ({}) attended.", c.ward(),
             str(r.randrange(1, 5)), c.phone(True))
    else:
        n.ln("PAS slow 01:00-02:30 (IT ref {}); switchboard used paper log.", (phi.idnum(r, "ticket"), "IDNUM"))
    if r.random() < 0.6:
        n.ln("Car parks: {} barrier stuck open; security informed.", (r.choice(PL.CARPARKS), "LOCATION_OTHER"))
    sec += 1
    _sec(r, n, sec, "Handover / actions for day team")
    for _ in range(r.randrange(1, 4)):
        pt = c.patient()
        n.ln("- {} ({}): {}", c.nm(pt), c.ward(), r.choice(
            ["needs side room (C. diff)", "bed booked on " + "HDU for AM", "family meeting requested",
             "awaiting psych r/v", "DTA since " + c.t(r.randrange(0, 600), "colon")]))
    n.ln()
    n.ln("{} - {}", c.nm(sm, r.choice(["full", "i_last", "full_cred"])), c.V["sm"])
    n.ln("{} {}", c.d(1, c.long_style()), c.t(r.randrange(450, 490), "colon"))


# ---------------------------------------------------------------- message forms
def _form(r, c, n, off):
    taker = c.staff(doctor=False, role="Operator")
    pt = c.patient()
    fam = c.family(pt)
    to = c.staff(doctor=r.random() < 0.7)
    head = r.choice(["TELEPHONE MESSAGE", "WHILE YOU WERE OUT", "Telephone Message Record",
                     "MESSAGE FOR CLINICIAN", "PHONE MESSAGE SLIP"])
    n.w(head)
    if r.random() < 0.6:
        n.f("          Ref: {}", (phi.idnum(r, r.choice(["call", "request"])), "IDNUM"))
    n.ln()
    n.ln("Date: {}   Time: {}   Taken by: {} ({})", c.d(off, c.long_style()), c.t(r.randrange(480, 1320), "colon"),
         c.nm(taker, r.choice(["full", "first", "i_last"])), r.choice(["Switchboard", "ward clerk", "reception",
                                                                        "secretary"]))
    n.f("For: {}", c.nm(to))
    if r.random() < 0.6:
        n.f(" ({}) / {}", to.role, c.ward())
    n.ln()
    k = r.randrange(4)
    if k == 0:
        caller = fam
        n.ln("Caller: {}   Relationship: {}", c.nm(fam, r.choice(["full", "t_full", "t_last"])), fam.rel)
    elif k == 1:
        caller = c.staff(doctor=True, role="GP")
        n.ln("Caller: Dr {} - {}", (caller.first + " " + caller.last, "DOCTOR"), (c.gp_practice(), "HOSPITAL"))
    elif k == 2:
        caller = pt
        n.ln("Caller: patient ({})", c.nm(pt, r.choice(["full", "t_last"])))
    else:
        caller = c.staff(doctor=False, role="District nurse")
        n.ln("Caller: {} ({}, {})", c.nm(caller, "full"), r.choice(["district nurse", "care home nurse",
                                                                    "community matron", "pharmacist"]),
             (c.care_home() if r.random() < 0.5 else c.pharmacy(), "HOSPITAL"))
    n.f("Call back on: {}", c.phone() if r.random() < 0.7 else (phi.phone_with_ext(r, c.c), "PHONE"))
    if r.random() < 0.5:
        n.f("   Alt: {}", c.phone(True))
    n.ln("   Best time: {}", r.choice(["after 6pm", "any", "mornings", "before 3pm", "not between 12-2"]))
    n.f("Re patient: {}   DOB: {}   ", c.nm(pt, r.choice(["full", "LAST_First", "Last_First"])), c.dob(pt))
    n.w(c.mrn_labelled(pt))
    n.ln()
    if c.c in ("US", "CA", "IE") and r.random() < 0.45:
        n.ln("Billing query - caller confirmed {} {} for verification.", {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c.c],
             (phi.ssn(r, c.c), "SSN"))
    if r.random() < 0.45:
        n.w("Address: ")
        n.w(c.address())
        n.ln()
    n.w("Message: ")
    k = r.randrange(7)
    if k == 0:
        n.f("{} ({}) asking for update - pt moved from {} and family not told. ", fam.rel.capitalize(),
            c.nm(fam, "first"), c.ward())
        if r.random() < 0.7:
            n.f("{} works as a {} ", c.nm(fam, "first"), (fam.job, "PROFESSION"))
            n.f("at {} and can only take calls on breaks.", (r.choice(PL.ORGS_MISC), "ORGANIZATION"))
    elif k == 1:
        n.f("GP requesting discharge summary from admission {} - not received; fax to {} or email {}.",
            c.dshort(off - r.randrange(5, 40)), c.fax(), (phi.mailbox(r, "gp.admin"), "EMAIL"))
    elif k == 2:
        n.f("Pt reports {} since discharge {}. Taking {}. Wants to know if should come back to {}.",
            r.choice(["wound oozing", "ankle swelling", "fevers", "black stools", "dizziness", "no bowel movement"]),
            c.dshort(off - r.randrange(1, 8)), r.choice(CL.DRUGS), c.V["ed"])
    elif k == 3:
        n.f("Please ring re transport home - needs stretcher; {} can't collect, {} ", fam.rel, c.nm(fam, "first"))
        n.f("works nights as a {}.", (fam.job, "PROFESSION"))
    elif k == 4:
        n.f("Results query: {} from {} - caller told to expect call from team.", CL.lab_phrase(r),
            c.dshort(off - r.randrange(1, 10)))
    elif k == 5:
        n.f("{} ({}) requesting copy of clinic letter {} for employer ({}).", c.nm(pt, "first"),
            (fam.job, "PROFESSION"), c.dshort(off - r.randrange(2, 30)),
            (r.choice(PL.ORGS_MISC), "ORGANIZATION"))
    else:
        n.f("Care home reports {} - asking for advice re {}. {}.", CL.concern(r), r.choice(CL.DRUGS),
            r.choice(["Sounds stable", "Advised 999 if deteriorates", "Passed to on-call"]))
    n.ln()
    n.f("Urgent: {}   Action: ", r.choice(["Y", "N", "N", "routine"]))
    if r.random() < 0.5:
        n.ln("{} {} at {}", c.V["verbed"], c.pager(to), c.t(r.randrange(480, 1320), "colon"))
    else:
        n.ln(r.choice(["left on desk", "emailed", "passed verbally to nurse in charge", "added to jobs list"]))
    n.ln("Read back to caller: {}   Signed: {}", r.choice(["yes", "yes", "no"]), (taker.initials(), "DOCTOR"))


def gen_message_form(r, c, n):
    k = r.choice([1, 2, 2, 3])
    off = 0
    if r.random() < 0.4:
        n.ln("{} - {} message book (transcribed)", c.hosp_ref(), r.choice([c.V["op"].capitalize(), "Ward clerk",
                                                                          "Secretaries"]))
    for i in range(k):
        if i:
            n.ln("-" * r.choice([24, 40]))
        _form(r, c, n, off)
        if r.random() < 0.5:
            off += 1
