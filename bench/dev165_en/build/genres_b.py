"""Genres: start of care assessment, medication profile, on-call nurse log."""

import datetime

import clin
import phi
import pools
from case import Case
from core import Doc, join, pad
from phi import cap, lc


# ------------------------------------------------------------------ start of care assessment

def soc_assessment(rng, c=None):
    c = c or Case(rng)
    if c.country == "CA":
        return _ca_intake(rng, c)
    b = Doc()
    rn = c.staff("rn")
    md = c.staff("md")
    cg = c.caregiver()
    dx = rng.choice(clin.DX_HH)
    ref = c.days(-rng.randrange(2, 6))
    dc = c.days(-rng.randrange(1, 4))
    b.ln("{}", ("HOSPITAL", c.org("agency")))
    b.ln("START OF CARE - COMPREHENSIVE ASSESSMENT ({})", rng.choice(["OASIS-E", "OASIS-E1", "OASIS"]))
    b.ln()
    b.ln("(M0020) Patient ID Number: {}", ("MRN", c.mrn))
    b.ln("(M0030) Start of Care Date: {}", c.d(c.nd))
    b.ln("(M0040) Patient Name:  First {}   MI {}   Last {}", c.pn("first"), ("PATIENT", c.pt.middle) if c.pt.middle else "--", c.pn("last"))
    b.ln("(M0050) Patient State of Residence: {}", ("STATE", c.addr.st))
    b.ln("(M0060) Patient ZIP Code: {}", ("ZIP", c.addr.zip))
    b.ln("(M0063) Medicare Number: {}", ("HEALTHPLAN", phi.mbi(rng)))
    b.ln("(M0064) Social Security Number: {}", ("SSN", phi.ssn(rng)))
    if rng.random() < 0.4:
        b.ln("(M0065) Medicaid Number: {}", ("HEALTHPLAN", phi.medicaid(rng)))
    else:
        b.ln("(M0065) Medicaid Number: NA - No Medicaid")
    b.ln("(M0066) Birth Date: {}", c.d(c.dob, "mdy"))
    b.ln("(M0069) Gender: {}", "1 - Male" if c.pt.sex == "M" else "2 - Female")
    b.ln("(M0102) Date of Physician-ordered SOC: {}", c.d(c.nd) if rng.random() < 0.5 else "NA")
    b.ln("(M0104) Date of Referral: {}", c.d(ref))
    b.ln("(M0150) Current Payment Sources: 1 - Medicare (traditional fee-for-service)")
    b.ln("(M1000) Inpatient facility discharged from in past 14 days: 3 - Short-stay acute hospital")
    b.ln("(M1005) Inpatient Discharge Date: {}", c.d(dc))
    b.ln()
    b.ln("DEMOGRAPHICS")
    b.ln("Address: {}", c.addr.pieces(rng, "one"))
    b.ln("County: {}   Home phone: {}   Cell: {}", ("CITY", c.addr.county), ("PHONE", c.phone), ("PHONE", c.cell))
    b.ln("Age: {}   Preferred language: {}   Interpreter: {}", ("AGE", str(c.age)), c.lang, "no" if c.lang == "English" else "yes")
    b.ln("Country of birth: {}   Years in US: {}", ("COUNTRY", c.birth_country), rng.randrange(8, 60))
    emp = c.org("employer")
    b.ln("Occupation: retired {} ({}, {} yrs)", ("PROFESSION", c.occupation), ("ORGANIZATION", emp), rng.randrange(10, 41))
    b.ln("Referring facility: {}   Discharging MD: {}", ("HOSPITAL", c.org("hospital")), c.new_staff("md").sig(rng))
    b.ln("Certifying physician: {}   NPI {}", md.sig(rng), ("LICENSE", phi.npi(rng)))
    b.ln("  Practice: {}   Ph {}   Fax {}", ("HOSPITAL", c.org("practice")), ("PHONE", c.ph()), ("FAX", c.ph()))
    b.ln()
    b.ln("EMERGENCY CONTACT / CAREGIVER")
    b.ln("  {} ({}), age {}, {}   Ph {}   e-mail {}", cg.name("full"), cg.rel, ("AGE", str(cg.age)),
         "lives with pt" if cg.lives_with else "lives separately", ("PHONE", cg.phone), ("EMAIL", cg.email))
    for f in c.fam[1:]:
        b.ln("  {} ({})   Ph {}", f.name(rng.choice(["full", "lf"])), f.rel, ("PHONE", f.phone))
    b.ln("(M1100) Living arrangement: {}", rng.choice(["Lives with other person(s) in the home - around the clock", "Lives alone - occasional short-term assistance", "Lives with other person(s) - regular daytime"]))
    b.ln("Advance directives: {} signed {}; copy in home on refrigerator.", rng.choice(["DNR/POLST", "Full code - POLST", "MOLST, DNR", "Living will + HCPOA"]), c.d(c.days(-rng.randrange(20, 900))))
    b.ln()
    b.ln("CLINICAL")
    b.ln("Primary dx: {} - {}   Other: {} - {}", dx[1], dx[0], *rng.choice(clin.DX_HH)[::-1])
    b.ln("Vitals: {}", clin.vitals(rng, c.country))
    b.ln("(M1033) Risk for hospitalization: {}", rng.choice(["2 - History of falls", "3 - Multiple hospitalizations", "4 - Multiple ED visits", "8 - Currently taking 5+ medications"]))
    b.ln("(M1242) Pain interfering w/ activity: {}   MAHC-10: {}   Braden: {}", rng.randrange(0, 4), rng.randrange(2, 10), rng.randrange(10, 22))
    b.ln("(GG0130) Self-care: eating 0{}, oral hygiene 0{}, toileting 0{}", rng.randrange(1, 7), rng.randrange(1, 7), rng.randrange(1, 7))
    b.ln("Pharmacy: {}  {}", ("HOSPITAL", c.org("pharmacy")), ("PHONE", c.ph()))
    b.ln("Frequency: {}", rng.choice(clin.FREQ))
    if rng.random() < 0.5:
        b.ln("Portal invite sent to {}; login at {}", ("EMAIL", c.email), ("URL", phi.url(rng, "patient-portal/login")))
    b.ln()
    b.ln("Assessing clinician: {}   Lic # {}", rn.sig(rng), ("LICENSE", phi.nurse_license(rng)))
    b.ln("Date/time completed: {} {}", c.d(c.nd), clin.time_str(rng, 1))
    return b


def _ca_intake(rng, c):
    b = Doc()
    rn = c.staff("rn")
    md = c.staff("md")
    cg = c.caregiver()
    dx = rng.choice(clin.DX_HH + clin.DX_HOSPICE)
    b.ln("{} - INITIAL HOME CARE ASSESSMENT", ("HOSPITAL", c.org("agency")))
    b.ln("interRAI HC completed: {}", c.d(c.nd))
    b.ln()
    b.ln("Client: {}        DOB: {}  ({} y)", c.pn(rng.choice(["LF", "lf"])), c.d(c.dob), ("AGE", str(c.age)))
    for lab, val in c.hp_lines():
        b.ln("{}: {}", lab, val)
    b.ln("Client ID: {}", ("MRN", c.mrn))
    b.ln("Address: {}", c.addr.pieces(rng, "two"))
    b.ln("Tel: {}   Mobile: {}", ("PHONE", c.phone), ("PHONE", c.cell))
    b.ln("Preferred language: {}   Born in: {}", c.lang, ("COUNTRY", c.birth_country))
    b.ln("Occupation (former): {}", ("PROFESSION", c.occupation))
    if rng.random() < 0.4:
        b.ln("SIN (for CPP/OAS paperwork, on file): {}", ("SSN", phi.sin(rng)))
    b.ln()
    b.ln("Referral source: {}   Referral #: {}   Received: {}", ("HOSPITAL", c.org("hospital")), ("IDNUM", phi.order_no(rng)), c.d(c.days(-rng.randrange(1, 8))))
    b.ln("Care coordinator: {}   Ph {}", c.new_staff("msw").sig(rng), ("PHONE", c.ph(ext=True)))
    college = c.college()
    b.ln("Primary care: {}  ({} {})  {}  Fax {}", md.sig(rng), college, ("LICENSE", phi.med_license(rng, "CA")), ("HOSPITAL", c.org("practice")), ("FAX", c.ph()))
    b.ln()
    b.ln("Substitute decision-maker: {} ({}), {}", cg.name("full"), cg.rel, ("PHONE", cg.phone))
    if len(c.fam) > 1:
        f = c.fam[1]
        b.ln("Other contact: {} ({}), {}, lives in {}, {}", f.name("full"), f.rel, ("EMAIL", f.email), ("CITY", f.addr.city), ("STATE", f.addr.st))
    b.ln()
    b.ln("Dx: {} ({})", dx[0], dx[1])
    b.ln("Vitals: {}", clin.vitals(rng, "CA"))
    b.ln("CHESS {}  MAPLe {}  CPS {}  ADL-H {}  PPS {}  ESAS pain {}/10", rng.randrange(0, 5), rng.choice(["low", "moderate", "high", "very high"]),
         rng.randrange(0, 6), rng.randrange(0, 6), rng.choice(clin.PPS), rng.randrange(0, 10))
    b.ln("Services: nursing {}/wk, PSW {} h/wk, OT eval, equipment via {}", rng.randrange(1, 4), rng.randrange(3, 22), ("ORGANIZATION", c.org("dme")))
    b.ln("Start date: {}   First PSW visit: {}", c.d(c.days(1)), c.d(c.days(rng.randrange(2, 5))))
    b.ln()
    b.ln("Assessor: {}  Reg # {}", rn.sig(rng), ("LICENSE", phi.nurse_license(rng, country="CA")))
    return b


# ------------------------------------------------------------------ medication profile

def med_profile(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    md = c.staff("md")
    np_ = c.staff("np")
    rn = c.staff("rn")
    pharm = ("HOSPITAL", c.org("pharmacy"))
    hospice = rng.random() < 0.5
    b.ln("{}", ("HOSPITAL", c.org("hospice" if hospice else "agency")))
    b.ln(rng.choice(["MEDICATION PROFILE", "Medication Profile / Reconciliation", "MED LIST - HOME"]))
    b.ln("Patient: {}   DOB {}   MRN {}", c.pn(rng.choice(["LF", "full", "lfm"])), c.d(c.dob), ("MRN", c.mrn))
    b.ln("Allergies: {}", rng.choice(clin.DRUG_ALLERGIES))
    b.ln("Pharmacy: {}  Ph {}  Fax {}", pharm, ("PHONE", c.ph()), ("FAX", c.ph()))
    b.ln("Prescribers: {} (DEA {}), {} (NPI {})", md.sig(rng), ("LICENSE", phi.dea(rng, md.p.last)), np_.sig(rng), ("LICENSE", phi.npi(rng)))
    b.ln()
    meds = rng.sample(clin.MEDS, rng.randrange(6, 12))
    if hospice:
        extra = [m for m in clin.MEDS if m[5]]
        meds.append(rng.choice(extra))
    style = rng.randrange(3)
    cols = ["Medication", "Dose", "Route", "Freq", "Indication", "Start", "Prescriber", "Rx #"]
    w = [36, 16, 6, 24, 18, 12, 20, 10]
    if style == 0:
        b.ln("| " + " | ".join(cols) + " | N/C |")
        b.ln("|" + "---|" * (len(cols) + 1))
    elif style == 1:
        b.ln("{}", [pad(h, w[i]) for i, h in enumerate(cols[:-1])] + [cols[-1]])
    for m in meds:
        start = c.days(-rng.randrange(2, 2000))
        pr = md if rng.random() < 0.6 else np_
        prn = pr.name(rng.choice(["last", "fi_last"]))
        rx = c.rx()
        flag = rng.choice(["", "", "N", "C"])
        sd = c.d(start) if rng.random() < 0.85 else ("DATE", phi.fmt_date(start, "mon_yr"))
        if style == 0:
            b.ln("| {} | {} | {} | {} | {} | {} | {} | {} | {} |", m[0], m[1], m[2], m[3], m[4], sd, prn, rx, flag)
        elif style == 1:
            vals = [m[0], m[1], m[2], m[3], m[4], sd, prn]
            b.ln("{}", [pad(v, w[i]) for i, v in enumerate(vals)] + [rx])
        else:
            b.ln("- {} {} {} {} ({}) - started {}, {}, Rx {}{}", m[0], m[1], m[2], m[3], m[4], sd, prn, rx, " [NEW]" if flag == "N" else "")
    b.ln()
    dcm = rng.choice(clin.MEDS)
    b.ln("Discontinued: {} {} - d/c'd {} per {}", dcm[0], dcm[1], c.d(c.days(-rng.randrange(1, 30))), md.dr(rng))
    if hospice:
        b.ln("Comfort kit dispensed {} by {} (order {}), stored in {}.", c.d(c.days(-rng.randrange(0, 20))), pharm, ("IDNUM", phi.order_no(rng)),
             rng.choice(["kitchen cabinet", "locked box in bedroom", "top shelf of hall closet"]))
        b.ln("Controlled substance count w/ {} {}: morphine {} mL remaining, lorazepam {} tabs.", c.caregiver().rel, c.caregiver().name("first"), rng.randrange(5, 30), rng.randrange(4, 30))
    b.ln("Drug regimen review: {}. Pharmacist {} consulted {} {}.", rng.choice(["no significant interactions", "duplicate therapy flagged (2 laxatives)", "QT risk: haloperidol + ondansetron, monitor", "high fall risk meds x3"]),
         c.staff("pharm").sig(rng), c.d(c.nd, rng.choice([c.ds, "md"])), clin.time_str(rng))
    b.ln("Reconciled with {} and pill bottles in home. Reviewed by {} on {}.", ["pt's " + c.caregiver().rel + " ", c.caregiver().name("full")], rn.sig(rng), c.d(c.nd))
    return b


# ------------------------------------------------------------------ on-call nurse log

ONCALL_ISSUES = [
    ("c/o uncontrolled pain {}/10", "instructed to give morphine 5 mg SL, callback in 30 min, pain 3/10"),
    ("pt agitated, pulling at lines", "lorazepam 0.5 mg SL given by cg per kit, calmer on callback"),
    ("Foley not draining, bladder distended", "visit made, catheter changed 16 Fr, 600 mL out"),
    ("fall, no injury per cg", "visit made, no injury found, neuro checks reviewed"),
    ("new fever 101.8", "MD notified, UA ordered for AM"),
    ("noisy respirations, family anxious", "education on terminal secretions, atropine drops per kit"),
    ("out of oxycodone", "pharmacy called, STAT delivery arranged"),
    ("CADD pump alarming 'occlusion downstream'", "talked through troubleshooting, kink in line resolved"),
    ("BS 48, pt diaphoretic", "15 g glucose given by cg, recheck 92"),
    ("pt stopped breathing", "visit made for death pronouncement"),
    ("concentrator not working", "vendor called for replacement, E-cylinder in use"),
    ("vomiting x3 since 1800", "ondansetron ODT 4 mg per kit, will update day RN"),
]


def oncall_log(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    oncall = c.staff("oncall")
    md = c.staff("md")
    agency = ("HOSPITAL", c.org("hospice") if rng.random() < 0.6 else c.org("agency"))
    nxt = c.days(1)
    b.ln("{} - AFTER-HOURS ON-CALL LOG", agency)
    b.ln("Shift: {} 1700 to {} 0800", c.d(c.nd, rng.choice([c.ds, "wd_md"])), c.d(nxt, rng.choice([c.ds, "wd_md"])))
    b.ln("On-call RN: {}  cell {}", oncall.sig(rng), ("PHONE", c.ph()))
    b.ln("Physician on call: {}  pager {}", md.dr(rng), ("PHONE", c.pager))
    b.ln("Triage line: {}", ("PHONE", c.ph(ext=rng.random() < 0.5)))
    b.ln()
    times = sorted(rng.sample(range(17 * 60 + 5, 31 * 60 + 50), rng.randrange(4, 9)))
    issues = rng.sample(ONCALL_ISSUES, len(times))
    bullet = rng.choice(["- ", "* ", "", "o "])
    for i, tm in enumerate(times):
        p = c if i == 0 else Case(rng, like=c)
        h, m = divmod(tm, 60)
        day = c.nd if h < 24 else nxt
        ts = "%02d%02d" % (h % 24, m)
        issue, action = issues[i]
        cg = p.caregiver()
        b.f("{}{}  ", bullet, ts)
        if rng.random() < 0.3 and h >= 24:
            b.f("({}) ", p.d(day, "md"))
        k = rng.randrange(3) if "stopped breathing" not in issue and "agitated" not in issue else rng.randrange(2)
        if k == 0:
            b.f("Call from {} {} ({}) re {}, {}, MRN {}: ", cg.rel, cg.name("full"), ("PHONE", cg.phone), p.pn("full"), p.age_p("plain_sex"), ("MRN", p.mrn))
        elif k == 1:
            b.f("{} - {} called: ", p.pn("LF"), cg.name("first"))
        else:
            b.f("Pt {} ({}) self-called from {}: ", p.pn(rng.choice(["ini", "first_li"])), ("MRN", p.mrn), ("PHONE", p.phone))
        b.f(issue.replace("{}", str(rng.randrange(6, 11))) + ". ")
        b.f(action[0].upper() + action[1:] + ".")
        if "visit made" in action:
            b.f(" Drove to {}, {} (arr {}).", ("STREET", p.addr.street), ("CITY", p.addr.city), clin.time_str(rng, 0, (h + 1) % 24))
        if "pronouncement" in action:
            b.f(" Pronounced {} {}. {} notified; {} to pick up.", p.d(day, rng.choice(["md", p.ds])), clin.time_str(rng, 0, (h + 1) % 24),
                md.dr(rng), ("ORGANIZATION", p.org("funeral")))
        if "pharmacy" in action:
            b.f(" {} Rx {}.", ("HOSPITAL", p.org("pharmacy")), p.rx())
        if "vendor" in action:
            b.f(" {} ticket {}, tech ETA 2 h.", ("ORGANIZATION", p.org("dme")), ("IDNUM", phi.order_no(rng)))
        if "MD notified" in action:
            b.f(" Paged {} at {}.", md.name(rng.choice(["last", "full"])), ("PHONE", c.pager))
        b.t("\n")
    b.ln()
    b.ln("Handoff to day team {} {} via {}.", c.d(nxt), "0800", rng.choice(["phone", "secure message", "EMR task"]))
    b.ln("Received by {}. Logged by {}.", c.staff("sup").sig(rng), oncall.name(rng.choice(["ini", "fi_last"])))
    return b
