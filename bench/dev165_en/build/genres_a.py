"""Genres: home visit note, hospice IDG note, visit schedule export."""

import datetime

import clin
import phi
import pools
from case import Case, faith_title
from core import Doc, join, pad
from phi import cap, lc


def _csvq(piece, sep):
    """Quote a CSV field whose visible text holds the separator; quotes stay outside spans."""
    if sep != ",":
        return piece
    if isinstance(piece, list) or (isinstance(piece, tuple) and "," in piece[1]) or \
            (isinstance(piece, str) and "," in piece):
        return ['"', piece, '"']
    return piece


# ------------------------------------------------------------------ home visit note

def home_visit(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    agency = ("HOSPITAL", c.org("agency"))
    rn = c.staff("rn")
    md = c.staff("md")
    cg = c.caregiver()
    dx = rng.choice(clin.DX_HH)
    tin = rng.randrange(8, 17)
    t_in = clin.time_str(rng, 0, tin)
    t_out = clin.time_str(rng, 0, tin + 1, rng.choice([0, 10, 20, 30]))
    nxt = c.days(rng.randrange(2, 8))
    layout = rng.randrange(3)
    if layout == 0:
        b.ln("{}", agency)
        b.ln(rng.choice(["SKILLED NURSING VISIT NOTE", "SN Visit - Routine", "HOME VISIT - SKILLED NURSING"]))
        b.ln("Patient: {}    MRN: {}    DOB: {}", c.pn(rng.choice(["LF", "lfm", "full"])), ("MRN", c.mrn), c.d(c.dob))
        b.ln("Visit date: {}   Time in: {}   Time out: {}   Visit #: {}", c.d(c.nd), t_in, t_out, c.acct())
        b.ln("Address: {}", c.addr.pieces(rng, "one"))
        b.ln("Phone: {}   Alt: {} ({} {})", ("PHONE", c.phone), ("PHONE", cg.phone), cg.rel, cg.name("first"))
        b.ln("Attending: {}   Episode: {} - {}", md.sig(rng), c.d(c.days(-rng.randrange(5, 40))), c.d(c.days(rng.randrange(20, 55))))
        b.ln("Primary Dx: {} ({})", dx[0], dx[1])
        b.ln()
        b.ln("S: {} reports \"{}\". {} {} states pt {}.", c.pref(), rng.choice(["I'm more tired than usual", "the swelling is better", "I slept ok", "my legs feel heavy", "I don't want to go back to the hospital", "the new water pill has me running to the bathroom", "I walked to the mailbox yesterday"]),
             cap(cg.rel), cg.name("first"), rng.choice(["ate half of breakfast", "has been taking meds as ordered", "missed evening dose x1", "was up twice last night to void"]))
        b.ln("O: {}. {}. {}.", clin.vitals(rng, c.country), cap(clin.pain(rng)), cap(rng.choice(clin.SKILLED)))
        b.ln("A: {} Pt ({}) is a retired {}, lives with {} at {}.", rng.choice(["Stable, no acute distress.", "Mild fluid overload, wt up 2.4 lb since last visit.", "Improving endurance.", "Knowledge deficit re: meds, improving."]),
             c.age_p(), ("PROFESSION", c.occupation), cg.rel, rng.choice(["home", "her home", "the family home"]))
        b.ln("P: {}. Next SN visit {}. {} office notified of findings via {}, spoke with {}.",
             cap(rng.choice(clin.SKILLED)), c.d(nxt), md.dr(rng), ("PHONE", c.ph()), c.new_staff("rn").name("first"))
        b.ln()
        b.ln("Electronically signed: {} {} {}", rn.sig(rng), c.d(c.nd), clin.time_str(rng, 1, tin + 2))
    elif layout == 1:
        b.ln("{} - Nursing Visit Note", agency)
        b.ln()
        b.f("RN arrived at the home of {} ({}) at {} on {} for a routine skilled nursing visit. ",
            c.pn("full"), ("MRN", c.mrn), clin.time_str(rng, 2, tin), c.d(c.nd, rng.choice(["wd_long", c.ds])))
        b.f("{} is a {} with {} who was discharged from {} on {}. ", c.pref(), c.age_p("year"), lc(dx[0]),
            ("HOSPITAL", c.org("hospital")), c.d(c.days(-rng.randrange(3, 20))))
        b.f("Pt is a former {} and {}. ", ("PROFESSION", c.occupation), rng.choice(["still manages own finances", "enjoys watching baseball", "is hard of hearing on the L", "speaks " + c.lang + " at home", "walks with a cane indoors", "was independent until this admission", "keeps a daily weight log"]))
        b.ln("{} {} was present for the visit.", cap(cg.rel), cg.name("full"))
        b.ln()
        b.ln("Vitals: {}. {}.", clin.vitals(rng, c.country), cap(clin.pain(rng)))
        b.f("Nurse {}, {}, and {}. ", rng.choice(clin.SKILLED), rng.choice(clin.SKILLED), rng.choice(clin.SKILLED))
        b.f("Meds picked up from {} on {}; new Rx # {} for {} verified. ",
            ("HOSPITAL", c.org("pharmacy")), c.d(c.days(-1)), c.rx(), rng.choice(clin.MEDS)[0])
        if rng.random() < 0.5:
            b.f("Labs drawn, accession {} sent to {} lab. ", ("IDNUM", "A%d-%s" % (c.nd.year % 100, phi.digits(rng, 5))), ("HOSPITAL", c.org("hospital")))
        b.ln()
        b.ln()
        b.f("Called {} at {} to report {}; orders received to {}. ", md.dr(rng), ("PHONE", c.ph(ext=rng.random() < 0.4)),
            rng.choice(["weight gain of 3 lb in 2 days", "BS 312 this am", "new redness L shin", "BP 92/50"]),
            rng.choice(["increase furosemide to 40 mg BID x3 days", "hold lisinopril", "start cephalexin 500 mg q6h x7d",
                        ["recheck BMP ", ("DATE", phi.fmt_date(c.days(rng.randrange(2, 6)), "weekday"))]]))
        b.f("Follow-up appt at {} on {}. ", ("HOSPITAL", c.org("practice")), c.d(c.days(rng.randrange(3, 15)), rng.choice([c.ds, "wd_md"])))
        b.ln("Next RN visit {}. {} agrees with plan.", c.d(nxt), c.pref())
        b.ln()
        b.ln("{}", rn.sig(rng))
        b.ln("{} | cell {}", agency, ("PHONE", c.ph()))
    else:
        b.ln("SNV {} {}-{}  {}", c.d(c.nd, rng.choice(["md", c.ds] if c.country == "CA" else ["md", "mdy1", c.ds])), t_in, t_out, agency)
        b.ln("pt {} {}  HH# {}  ph {}", c.pn(rng.choice(["ini", "LF", "first_li"])), c.age_p("plain_sex"), ("MRN", c.mrn), ("PHONE", c.phone))
        b.ln("addr {}", [("STREET", c.addr.street), " ", ("CITY", c.addr.city)])
        b.ln("dx {} {}", dx[1], dx[0])
        b.ln("VS {}", clin.vitals(rng, c.country, " / "))
        b.ln("- {}", rng.choice(clin.SKILLED))
        b.ln("- {}", rng.choice(clin.SKILLED))
        b.ln("- cg {} ({}) {}", cg.name(rng.choice(["first", "full"])), cg.abbr, rng.choice(["verbalized understanding", "needs reinforcement", "overwhelmed, MSW referral", "return demo ok"]))
        b.ln("- {} ofc ({}) updated, fax {}", md.name("last"), ("PHONE", c.ph()), ("FAX", c.ph()))
        b.ln("- {}", clin.pain(rng))
        b.ln("plan: SN {} next, {}", c.d(nxt, rng.choice(["wd_md", "md"])), rng.choice(clin.FREQ))
        b.ln("{}", [rn.name(rng.choice(["ini", "fi_last"])), " " + rn.cred.split(",")[0]])
    return b


# ------------------------------------------------------------------ hospice IDG note

def _idg_attendees(rng, c, b):
    roles = [("Medical Director", "md"), ("RN Case Manager", "rn"), ("Social Worker", "msw"),
             ("Spiritual Care", "chap"), ("Hospice Aide", "aide"), ("Volunteer Coordinator", "vol"),
             ("Bereavement", "bc")]
    if rng.random() < 0.5:
        roles.append(("Nurse Practitioner", "np"))
    if rng.random() < 0.4:
        roles.append(("Pharmacist (consult)", "pharm"))
    style = rng.randrange(2)
    if style == 0:
        b.ln("Attendees:")
        for lab, r in roles:
            b.ln("  {}: {}", lab, c.staff(r).sig(rng, "full"))
    else:
        b.f("Present: ")
        b.a(join([c.staff(r).sig(rng, rng.choice(["full", "fi_last"])) for _, r in roles], "; "))
        b.ln(".")


def hospice_idg(rng, c=None):
    c = c or Case(rng, age_range=(62, 104))
    b = Doc()
    hosp = ("HOSPITAL", c.org("hospice"))
    if rng.random() < 0.3:
        return _idg_roster(rng, c, b, hosp)
    dx = rng.choice(clin.DX_HOSPICE)
    cg = c.caregiver()
    bp = rng.randrange(1, 6)
    start = c.days(-rng.randrange(5, 80))
    end = start + datetime.timedelta(days=89 if bp <= 2 else 59)
    b.ln("{} - INTERDISCIPLINARY GROUP REVIEW", hosp)
    b.ln("Meeting date: {}", c.d(c.nd, rng.choice([c.ds, "wd_long"])))
    _idg_attendees(rng, c, b)
    b.ln()
    b.ln("Patient: {}   MRN {}   Age {}   {}", c.pn(rng.choice(["LF", "full", "lf"])), ("MRN", c.mrn), ("AGE", str(c.age)), c.pt.sex)
    b.ln("Terminal dx: {} ({})", dx[0], dx[1])
    in_fac = rng.random() < 0.4
    loc_lvl = rng.choice(["RHC", "RHC", "GIP", "Respite"]) if in_fac else "RHC"
    b.ln("Benefit period {}: {} to {}   Level of care: {}", bp, c.d(start), c.d(end), loc_lvl)
    if in_fac:
        fac = c.org("facility" if loc_lvl == "RHC" else "ipu")
        b.ln("Location: {}, room {}", ("HOSPITAL", fac), ("LOCATION_OTHER", "%d%s" % (rng.randrange(100, 340), rng.choice(["", "A", "B"]))))
    else:
        b.ln("Location: home - {}", c.addr.pieces(rng, "no_zip"))
    b.ln()
    b.ln("NURSING ({}):", c.staff("rn").name("fi_last"))
    pps = sorted(rng.sample(["20%", "30%", "40%", "50%", "60%"], 2))
    b.ln("PPS {} (prev {}). FAST {}. MAC {} cm, down from {} cm. {}. Intake <25% of meals. {}.",
         pps[0], pps[1], rng.choice(clin.FAST), rng.randrange(18, 24), rng.randrange(24, 28),
         cap(clin.pain(rng)), rng.choice(["Sleeping 18-20 h/day", "New stage 2 to coccyx", "Increased dyspnea w/ exertion, O2 up to 3 L", "1 fall last wk, no injury"]))
    b.ln("Comfort kit in home since {}. Morphine 5 mg SL used {}x this week.", c.d(start, rng.choice([c.ds, "md"])), rng.randrange(0, 9))
    b.ln()
    b.ln("SOCIAL WORK ({}):", c.staff("msw").name("first"))
    b.f("Primary cg is {} {} ({}, age {}), ", cg.rel, cg.name("full"), ("PHONE", cg.phone), ("AGE", str(cg.age)))
    b.f("who is a retired {}; " if cg.age > 67 else "who works as a {}; ", ("PROFESSION", cg.occupation))
    b.ln("reports caregiver strain, Zarit {}. POA on file. Funeral home: {}.", rng.randrange(12, 40), ("ORGANIZATION", c.org("funeral")))
    if len(c.fam) > 1:
        f2 = c.fam[1]
        b.ln("{} {} lives in {}, {} and plans to visit {}.", cap(f2.rel), f2.name("first"), ("CITY", f2.addr.city), ("STATE", f2.addr.st),
             c.d(c.days(rng.randrange(3, 20)), rng.choice(["long", "md", c.ds])))
    b.ln()
    b.ln("SPIRITUAL CARE ({}):", c.staff("chap").name("full"))
    ch = c.org("church")
    b.ln("Pt is a member of {}; {} {} visits weekly. {}.", ("ORGANIZATION", ch), faith_title(rng, ch), ("FAMILY", phi.make_person(rng, origin=c.pt.origin).full),
         rng.choice(["Expresses peace, wants favorite music played", "Fearful at night, prayer provided", "Family requests end-of-life rites", "Declines further chaplain visits", "Life review ongoing, sharing photos"]))
    if rng.random() < 0.5:
        b.ln("Pt was born in {} and wishes to be buried there; family exploring repatriation.", ("COUNTRY", c.birth_country))
    b.ln()
    b.ln("AIDE: {} visits {} for bathing. VOLUNTEER: {} weekly, 1300-1500.", c.staff("aide").name("first"), rng.choice(["3x/wk", "2x/wk", "5x/wk"]), c.staff("vol").name("full"))
    b.ln("BEREAVEMENT RISK: {} - {}.", rng.choice(["low", "moderate", "high"]), rng.choice(["anticipatory grief in spouse", "prior loss of son", "limited support system", "strong church support"]))
    b.ln()
    b.ln("PLAN: Continue RHC. Face-to-face encounter by {} due before {}. Recert {}.", c.staff("np").sig(rng), c.d(end - datetime.timedelta(days=rng.randrange(3, 20))), c.d(end + datetime.timedelta(days=1)))
    b.ln("Continues to meet hospice eligibility per {}.", c.staff("md").dr(rng))
    b.ln("Recorded by {}", c.staff("rn").sig(rng))
    return b


def _idg_roster(rng, c, b, hosp):
    b.ln("{} | IDG roster | {}", hosp, c.d(c.nd))
    b.ln("Team: {}", rng.choice(["North", "South", "Team 2", "Rural West", "Facility team"]))
    _idg_attendees(rng, c, b)
    b.ln()
    b.ln("| Patient | MRN | Age | Dx | Ben. per. | Cert period | PPS | RN CM | Notes |")
    b.ln("|---|---|---|---|---|---|---|---|---|")
    for i in range(rng.randrange(4, 8)):
        p = c if i == 0 else Case(rng, age_range=(60, 104), like=c)
        st = c.nd - datetime.timedelta(days=rng.randrange(1, 85))
        en = st + datetime.timedelta(days=rng.choice([89, 59]))
        rn = c.staff("rn") if rng.random() < 0.5 else c.new_staff("rn")
        note = rng.choice([
            ["cg ", p.caregiver().name("first"), " requesting respite"],
            ["decline noted, d/w ", c.staff("md").name("last")],
            ["moved to ", ("HOSPITAL", p.org("facility"))],
            ["stable"], ["wt loss 4 lb"], ["F2F due ", p.d(en, "md")],
            ["born in ", ("COUNTRY", p.birth_country), ", interpreter needed"],
        ])
        b.ln("| {} | {} | {} | {} | {} | {} - {} | {} | {} | {} |", p.pn(rng.choice(["LF", "lf", "full"])), ("MRN", p.mrn), ("AGE", str(p.age)),
             rng.choice(clin.DX_HOSPICE)[1], rng.randrange(1, 7), p.d(st), p.d(en), rng.choice(clin.PPS), rn.name("fi_last"), note)
    b.ln()
    b.ln("Minutes: {}", c.staff("sched").sig(rng, "full"))
    return b


# ------------------------------------------------------------------ visit schedule export

SCHED_STATUS = ["Scheduled", "Completed", "Missed", "Pending", "Confirmed", "Cancelled-pt request", "In progress"]
VISIT_TYPES = ["RV", "SOC", "ROC", "RECERT", "DC", "PRN", "SUP", "EVAL", "F2F"]


def visit_schedule(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    agency = ("HOSPITAL", c.org("agency") if rng.random() < 0.6 else c.org("hospice"))
    clinician = c.staff(rng.choice(["rn", "lpn", "pt", "aide"]))
    user = c.staff("sched").p.username(rng)
    fmt = rng.choice(["csv", "tsv", "pipe", "fixed"])
    wk = c.nd - datetime.timedelta(days=c.nd.weekday())
    ds = rng.choice(["mdy", "iso", "mdy1"]) if c.country == "US" else rng.choice(["iso", "dmy_abbr"])
    b.ln("Report: {}", rng.choice(["Clinician Schedule Detail", "Visit Schedule Export", "Weekly Route Sheet", "Branch Visit Calendar"]))
    b.ln("Agency: {}   Branch: {}", agency, rng.choice(["01 Main", "02 North", "03 Rural", "East", "Central"]))
    b.ln("Week of {} through {}", c.d(wk, ds), c.d(wk + datetime.timedelta(days=6), ds))
    b.ln("Run by: {}  on {} {}  from {}", ("USERNAME", user), c.d(c.nd, ds), clin.time_str(rng, 1), ("IPADDR", phi.ip(rng)))
    b.ln()
    single = rng.random() < 0.5
    if single:
        b.ln("Clinician: {}  ({})", clinician.name("lf"), clinician.cred)
    cols = ["VisitID", "Date", "Day", "Time", "Patient", "MRN", "Address", "City", "St", "Zip", "Phone", "Disc", "Type", "Status", "Comments"]
    if not single:
        cols.insert(11, "Clinician")
    sep = {"csv": ",", "tsv": "\t", "pipe": " | ", "fixed": "  "}[fmt]
    widths = {"VisitID": 14, "Date": 12, "Day": 4, "Time": 12, "Patient": 24, "MRN": 11, "Address": 30, "City": 18,
              "St": 4, "Zip": 9, "Phone": 16, "Clinician": 20, "Disc": 5, "Type": 7, "Status": 12, "Comments": 10}
    head = list(cols)
    if fmt == "fixed":
        b.ln("{}", [pad(h, widths[h]) for h in head[:-1]] + [head[-1]])
    else:
        b.ln(sep.join(head))
    if fmt == "pipe":
        b.ln(sep.join("-" * len(h) for h in head))
    n = rng.randrange(6, 13)
    for i in range(n):
        p = c if i == 0 else Case(rng, like=c)
        vd = wk + datetime.timedelta(days=rng.randrange(0, 6))
        h = rng.randrange(7, 17)
        cl = clinician if single else (c.staff("rn") if rng.random() < 0.3 else c.new_staff(rng.choice(["rn", "lpn", "pt", "aide", "ot"])))
        comment = rng.choice([
            "", "", "call ahead", ["call ", p.caregiver().abbr, " ", p.caregiver().name("first"), " first"], "dog in yard",
            ["alt ph ", ("PHONE", p.caregiver().phone)], ["key w/ neighbor ", p.caregiver().name("fi_last")],
            ["pt at ", ("HOSPITAL", p.org("hospital")), " - hold"], "interpreter " + p.lang if p.lang != "English" else "hard of hearing - knock loudly",
            ["see ", ("LOCATION_OTHER", rng.choice(pools.LANDMARKS)), " - 2nd drive on L"],
            "needs INR draw", "supervisory due",
        ])
        row = {
            "VisitID": p.acct(vd), "Date": p.d(vd, ds), "Day": ("DATE", phi.WDA[vd.weekday()]),
            "Time": "%s-%s" % (clin.time_str(rng, 1, h, rng.choice([0, 15, 30, 45])), clin.time_str(rng, 1, h + 1, rng.choice([0, 15, 30]))),
            "Patient": p.pn(rng.choice(["LF", "lf", "lfm"])), "MRN": ("MRN", p.mrn), "Address": ("STREET", p.addr.street),
            "City": ("CITY", p.addr.city), "St": ("STATE", p.addr.st), "Zip": ("ZIP", p.addr.zip), "Phone": ("PHONE", p.phone),
            "Clinician": cl.name(rng.choice(["lf", "fi_last", "full"])), "Disc": {"rn": "SN", "lpn": "LPN", "pt": "PT", "aide": "HHA", "ot": "OT"}.get(cl.role, "SN"),
            "Type": rng.choice(VISIT_TYPES), "Status": rng.choice(SCHED_STATUS), "Comments": comment,
        }
        cells = []
        for col in cols:
            v = row[col]
            if fmt == "csv":
                v = _csvq(v, ",")
            if fmt == "fixed" and col != cols[-1]:
                v = pad(v, widths[col])
            cells.append(v)
        if fmt == "fixed":
            b.ln("{}", cells)
        else:
            b.ln("{}", join(cells, sep))
    b.ln()
    b.ln("Total visits: {}   Printed by {}", n, ("USERNAME", user))
    if rng.random() < 0.5:
        b.ln("Questions: scheduling {}  fax {}", ("PHONE", c.ph(ext=True)), ("FAX", c.ph()))
    return b
