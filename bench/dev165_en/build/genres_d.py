"""Genres: supervisory visit report, EVV exception report, plan of care / certification,
hospice death visit (pronouncement) note."""

import datetime

import clin
import phi
import pools
from case import Case
from core import Doc, join, pad
from phi import cap, lc


def _td(n):
    return datetime.timedelta(days=n)


# ------------------------------------------------------------------ supervisory visit report

SUP_ITEMS = [
    "Follows written plan of care", "Hand hygiene / standard precautions", "Safe transfer technique",
    "Respects pt privacy and dignity", "Reports changes in condition to RN", "Documentation complete and timely",
    "Arrives on time / EVV compliant", "Bathing and skin care per care plan", "Uses gait belt correctly",
    "Communicates effectively with pt/family", "Catheter care", "Hoyer lift - 2 person transfer",
]


def supervisory_visit(rng, c=None):
    c = c or Case(rng)
    b = Doc()
    agency = ("HOSPITAL", c.org("agency") if rng.random() < 0.55 else c.org("hospice"))
    sup = c.staff("sup")
    lpn_case = rng.random() < 0.3
    worker = c.staff("lpn" if lpn_case else "aide")
    cg = c.caregiver()
    last = c.days(-rng.choice([14, 13, 12, 60, 58]))
    b.ln("{}", agency)
    b.ln("{} SUPERVISORY VISIT", "LPN" if lpn_case else rng.choice(["HOME HEALTH AIDE", "HOSPICE AIDE", "PSW" if c.country == "CA" else "HHA"]))
    b.ln()
    if rng.random() < 0.5:
        b.ln("Employee: {}, {}   Employee ID: {}", worker.name("lf"), worker.cred, ("IDNUM", "E" + phi.digits(rng, 5)))
    else:
        b.ln("Employee: {}   Employee ID: {}", worker.sig(rng), ("IDNUM", phi.digits(rng, 6)))
    if lpn_case:
        b.ln("License #: {}  exp {}", ("LICENSE", phi.nurse_license(rng, "LPN", c.country)), ("DATE", phi.fmt_date(c.days(rng.randrange(60, 700)), "mon_yr")))
    else:
        b.ln("Certificate/registry #: {}   CPR exp {}", ("LICENSE", phi.aide_cert(rng)), c.d(c.days(rng.randrange(30, 600))))
    b.ln("Supervising RN: {}", sup.sig(rng))
    b.ln("Patient: {}   MRN {}   Ph {}", c.pn(rng.choice(["full", "LF"])), ("MRN", c.mrn), ("PHONE", c.phone))
    b.ln("Address: {}", c.addr.pieces(rng, "one"))
    b.ln("Visit date: {}   Employee present: {}   Type: {}", c.d(c.nd), rng.choice(["Yes", "No"]), rng.choice(["routine 14-day", "annual on-site", "for cause", "60-day on-site"]))
    b.ln("Previous supervisory visit: {}   Next due: {}", c.d(last), c.d(c.days(rng.choice([14, 13, 60]))))
    b.ln()
    items = rng.sample(SUP_ITEMS, rng.randrange(6, 10))
    if rng.random() < 0.5:
        b.ln("| Competency | Met | Comment |")
        b.ln("|---|---|---|")
        for it in items:
            b.ln("| {} | {} | {} |", it, rng.choice(["Y", "Y", "Y", "N", "N/A"]), rng.choice(["", "", "observed", "per pt report", "reviewed with aide"]))
    else:
        for it in items:
            b.ln("[{}] {}", rng.choice(["x", "x", "x", " "]), it)
    b.ln()
    b.f("Patient/family feedback: {} states \"{} is ", [cg.rel + " ", cg.name("first")] if rng.random() < 0.6 else [c.pref()], worker.name("first"))
    b.ln("{}\".", rng.choice(["always on time and so gentle", "very patient", "sometimes rushes the bath", "a blessing to our family", "great, but the visits run short", "kind and respectful"]))
    b.ln("Pt {} about care; {}.", rng.choice(["satisfied", "very satisfied", "has concerns"]), rng.choice(["no complaints", "requests later start time", "wants same aide each visit"]))
    b.ln("Care plan reviewed and updated: {}.", rng.choice(["no changes", "added shower 2x/wk", "added ROM exercises", "skin check each visit"]))
    if rng.random() < 0.45:
        b.ln("Follow-up: in-service on {} scheduled {} with {}.", rng.choice(["body mechanics", "infection control", "dementia communication", "Hoyer lift"]),
             c.d(c.days(rng.randrange(3, 20))), c.new_staff("rn").sig(rng))
    if rng.random() < 0.4:
        b.ln("Aide login for mobile charting reset, user {}.", ("USERNAME", worker.p.username(rng)))
    b.ln()
    b.ln("RN signature: {}  {}", sup.sig(rng), c.d(c.nd))
    b.ln("Employee signature: {}  {}", worker.name(rng.choice(["full", "ini"])), c.d(c.nd if rng.random() < 0.6 else c.days(1)))
    return b


# ------------------------------------------------------------------ EVV exception report

EVV_EXC = ["Clock-in outside geofence", "Missing clock-out", "Late clock-in (>15 min)", "Unscheduled visit",
           "Caller ID mismatch", "Biometric verification failed", "Visit duration short", "Manual entry"]
EVV_SVC = ["T1019 Personal care", "S5125 Attendant care", "G0156 HHA", "S5130 Homemaker", "T1021 HHA per visit", "S5150 Respite"]


def evv_exception(rng, c=None):
    c = c or Case(rng, country="US" if rng.random() < 0.8 else "CA")
    b = Doc()
    agency = ("HOSPITAL", c.org("agency"))
    sup = c.staff("sup")
    user = sup.p.username(rng)
    start = c.nd - _td(rng.randrange(6, 14))
    b.ln("{} - ELECTRONIC VISIT VERIFICATION EXCEPTION REPORT", agency)
    b.ln("Period: {} - {}   Aggregator: {}", c.d(start), c.d(c.nd), rng.choice(["state EVV portal", "Sandata export", "HHAeXchange export", "agency EVV module"]))
    b.ln("Generated by {} at {} from {}", ("USERNAME", user), clin.time_str(rng, 1), ("IPADDR", phi.ip(rng)))
    b.ln("Portal: {}", ("URL", phi.url(rng, "evv/exceptions")))
    b.ln()
    table = rng.random() < 0.4
    if table:
        b.ln("Visit ID | Date | Member | Member ID | Caregiver | Service | Sched | In | Out | Exception | Verification")
    n = rng.randrange(3, 7)
    for i in range(n):
        p = c if i == 0 else Case(rng, like=c)
        cw = c.new_staff("aide") if rng.random() < 0.7 else c.staff("aide")
        vd = start + _td(rng.randrange(0, (c.nd - start).days + 1))
        h = rng.randrange(7, 18)
        exc = rng.choice(EVV_EXC)
        mid = p.hp_lines()[0][1] if p.country == "CA" else p.mcd()
        if exc.startswith("Biometric") or rng.random() < 0.35:
            mod = rng.randrange(3)
            ver = [["fingerprint template ", "voiceprint ", "face match ID "][mod], ("BIOID", phi.bioid(rng, [0, 1, 2][mod] if rng.random() < 0.6 else [3, 4, 2][mod])),
                   " - " + rng.choice(["no match", "matched", "retry ok"])]
        elif exc.startswith("Caller"):
            ver = ["IVR from ", ("PHONE", phi.phone(rng, p.addr.area)), " (not member landline ", ("PHONE", p.phone), ")"]
        else:
            ver = ["mobile app, device ", ("IPADDR", phi.ip(rng)), ", GPS " + str(rng.randrange(1, 30) / 10.0) + " mi from service address"]
        sched = "%s-%s" % (clin.time_str(rng, 0, h, 0), clin.time_str(rng, 0, h + 2, 0))
        cin = clin.time_str(rng, 0, h, rng.randrange(0, 40))
        cout = "--" if exc == "Missing clock-out" else clin.time_str(rng, 0, h + rng.randrange(1, 3), rng.randrange(0, 59))
        if table:
            b.ln("{} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {}", p.acct(vd), p.d(vd), p.pn("lf"), mid, cw.name("lf"),
                 rng.choice(EVV_SVC), sched, cin, cout, exc, ver)
        else:
            b.ln("Exception {} of {}: {}", i + 1, n, exc)
            b.ln("  Visit ID: {}   Service date: {}", p.acct(vd), p.d(vd, rng.choice([p.ds, "wd_md"])))
            b.ln("  Member: {}   ID {}   {}", p.pn(rng.choice(["LF", "full"])), mid, [("STREET", p.addr.street), ", ", ("CITY", p.addr.city)])
            b.ln("  Caregiver: {} (emp {})   Service: {}", cw.name("full"), ("IDNUM", phi.digits(rng, 6)), rng.choice(EVV_SVC))
            b.ln("  Scheduled {}   In {}   Out {}", sched, cin, cout)
            b.ln("  Verification: {}", ver)
            res = rng.choice([["Resolved: caregiver note - pt at ", ("HOSPITAL", p.org("practice")), " appt, visit moved"],
                              ["Resolved: ", p.caregiver().rel, " ", p.caregiver().name("first"), " confirmed visit by phone"],
                              ["Pending: left msg for ", cw.name("first")], ["Rejected - visit not billable; reason code ", str(rng.randrange(10, 99))],
                              ["Resolved: phone died, paper timesheet signed by ", p.pn("first")]])
            b.ln("  {}", res)
            b.ln("  Reviewed by {} {}", ("USERNAME", user if rng.random() < 0.6 else c.new_staff("sup").p.username(rng)), p.d(c.nd, "md"))
            b.ln()
    b.ln()
    b.ln("Summary: {} exceptions, {} resolved. Supervisor: {}  {}", n, rng.randrange(0, n + 1), sup.sig(rng), ("EMAIL", sup.p.email(rng)))
    return b


# ------------------------------------------------------------------ plan of care / certification

def plan_of_care(rng, c=None):
    c = c or Case(rng)
    if rng.random() < 0.35:
        return _cti(rng, c)
    b = Doc()
    agency = c.org("agency")
    md = c.staff("md")
    rn = c.staff("rn")
    soc = c.days(-rng.randrange(0, 120))
    cs = c.nd
    ce = cs + _td(59)
    dx = rng.choice(clin.DX_HH)
    ca = c.country == "CA"
    aaddr = phi.Address(rng, c.country, c.addr.place)
    b.ln("HOME HEALTH CERTIFICATION AND PLAN OF CARE" if not ca else "HOME CARE PLAN OF CARE / PHYSICIAN ORDERS")
    if ca:
        lab, hp = c.hp_lines()[0]
        b.ln("1. {}: {}", lab, hp)
    else:
        b.ln("1. Patient's HI Claim No.: {}", ("HEALTHPLAN", phi.mbi(rng)))
    b.ln("2. SOC Date: {}   3. Certification Period From: {} To: {}", c.d(soc), c.d(cs), c.d(ce))
    b.ln("4. Medical Record No.: {}   5. Provider No.: on file", ("MRN", c.mrn))
    b.ln("6. Patient's Name and Address: {}", c.pn("LF"))
    b.ln("   {}", c.addr.pieces(rng, "one"))
    b.ln("7. Provider's Name, Address and Telephone Number: {}", ("HOSPITAL", agency))
    b.ln("   {}  Tel {}  Fax {}", aaddr.pieces(rng, "one"), ("PHONE", c.ph()), ("FAX", c.ph()))
    b.ln("8. Date of Birth: {}   9. Sex: {}", c.d(c.dob), c.pt.sex)
    meds = rng.sample(clin.MEDS, rng.randrange(4, 8))
    b.ln("10. Medications: {}", "; ".join("%s %s %s %s" % m[:4] for m in meds))
    b.ln("11. ICD-10 Principal Dx: {} {}   Date: {}", dx[1], dx[0], c.d(c.days(-rng.randrange(3, 40))))
    surg = rng.choice(["R TKA", "L hip ORIF", "CABG x3", "BKA L", "none"])
    b.ln("12. Surgical Procedure: {}   Date: {}", surg, "N/A" if surg == "none" else c.d(c.days(-rng.randrange(5, 60))))
    o = rng.sample(clin.DX_HH, 2)
    b.ln("13. Other Pertinent Dx: {} {}; {} {}", o[0][1], o[0][0], o[1][1], o[1][0])
    b.ln("14. DME and Supplies: {}", ", ".join(e[0] for e in rng.sample(clin.EQUIPMENT, 3)))
    b.ln("15. Safety Measures: fall precautions, O2 safety, bleeding precautions")
    b.ln("17. Allergies: {}", rng.choice(clin.DRUG_ALLERGIES))
    b.ln("18.A Functional Limitations: endurance, ambulation, dyspnea w/ minimal exertion")
    b.ln("20. Prognosis: {}", rng.choice(["Fair", "Good", "Guarded", "Poor"]))
    b.ln("21. Orders: {}. SN to assess, teach and manage {}. Notify MD for SBP >160 or <90, wt gain {}.", rng.choice(clin.FREQ), lc(dx[0]),
         ">2 kg in 2 days" if ca else ">3 lb/2 days")
    b.ln("    Lab: {} on {}.", rng.choice(["CBC, BMP", "PT/INR", "BMP, Mg", "HbA1c"]), c.d(c.days(rng.randrange(3, 14)), rng.choice([c.ds, "md"])))
    b.ln("22. Goals: pt/cg will verbalize s/s to report by {}; discharge to self-care with {} {} when goals met.",
         c.d(c.days(rng.randrange(20, 58))), c.caregiver().rel, c.caregiver().name("full"))
    b.ln("23. Nurse's Signature and Date of Verbal SOC: {}  {}", rn.sig(rng), c.d(soc))
    b.ln("24. Physician's Name and Address: {}  NPI {}" if not ca else "24. Physician's Name and Address: {}  " + c.college() + " {}", md.sig(rng, "full"),
         ("LICENSE", phi.npi(rng) if not ca else phi.med_license(rng, "CA")))
    b.ln("    {}, {}", ("HOSPITAL", c.org("practice")), phi.Address(rng, c.country, c.addr.place).pieces(rng, "one"))
    b.ln("25. Date {} Received Signed POT: {}", "Agency" if ca else "HHA", c.d(c.days(rng.randrange(3, 20))))
    if ca:
        b.ln("26. Orders reviewed; client meets provincial home care eligibility criteria.")
    else:
        b.ln("26. I certify that this patient is confined to his/her home and needs intermittent skilled nursing care.")
    b.ln("27. Attending Physician's Signature and Date Signed: {} (e-signed) {}", md.name("full"), c.d(c.days(rng.randrange(2, 18))))
    b.ln("Order # {}   Sent via portal {}", ("IDNUM", phi.order_no(rng)), ("URL", phi.url(rng, "orders/esign")))
    return b


def _cti(rng, c):
    b = Doc()
    hosp = ("HOSPITAL", c.org("hospice"))
    hmd = c.staff("md")
    att = c.new_staff("md")
    dx = rng.choice(clin.DX_HOSPICE)
    bp = rng.randrange(1, 5)
    st = c.days(-rng.randrange(0, 5))
    en = st + _td(89 if bp <= 2 else 59)
    b.ln("{}", hosp)
    b.ln("CERTIFICATION OF TERMINAL ILLNESS - Benefit Period {}", bp)
    b.ln()
    b.ln("Patient: {}   DOB: {}   MRN: {}", c.pn(rng.choice(["full", "LF"])), c.d(c.dob), ("MRN", c.mrn))
    for lab, val in c.hp_lines():
        b.ln("{}: {}", lab, val)
    b.ln("Certification period: {} through {}", c.d(st), c.d(en))
    b.ln("Terminal diagnosis: {} ({})", dx[0], dx[1])
    b.ln()
    b.f("Brief narrative: {} is a {} ", c.pn("first") if rng.random() < 0.5 else [c.ttl + " ", c.pn("last")], c.age_p("year"))
    b.f("former {} with {}. ", ("PROFESSION", c.occupation), dx[0].lower())
    b.f("Since admission on {} pt has had {} weight loss, PPS declined from {} to {}, ", c.d(c.days(-rng.randrange(30, 300))), "%d%%" % rng.randrange(5, 15),
        rng.choice(["60%", "50%"]), rng.choice(["40%", "30%"]))
    b.f("{} hospitalizations at {} in the prior 6 months and is now {}. ", rng.randrange(1, 4), ("HOSPITAL", c.org("hospital")),
        rng.choice(["bedbound", "chairbound, requires 2-person assist", "sleeping most of the day", "eating only sips"]))
    b.ln("Lives with {} {} in {}, {}.", c.caregiver().rel, c.caregiver().name("first"), ("CITY", c.addr.city), ("STATE", c.addr.st_full if rng.random() < 0.5 else c.addr.st))
    b.ln()
    if bp >= 3:
        b.ln("Face-to-face encounter: {} on {}; findings attest continued decline.", c.staff("np").sig(rng), c.d(st - _td(rng.randrange(1, 25))))
    b.ln("I certify that this patient is terminally ill with a life expectancy of 6 months or less if the illness runs its normal course.")
    b.ln()
    b.ln("Hospice physician: {}   NPI {}   signed {}", hmd.sig(rng, "full"), ("LICENSE", phi.npi(rng)), c.d(st))
    b.ln("Attending physician: {}   {}   Ph {}   signed {}", att.sig(rng, "full"), ("HOSPITAL", c.org("practice")), ("PHONE", c.ph()), c.d(st + _td(rng.randrange(0, 3))))
    b.ln("Verbal certification taken by {} on {} at {}.", c.staff("rn").sig(rng), c.d(st - _td(1)), clin.time_str(rng, 2))
    return b


# ------------------------------------------------------------------ pronouncement note

def pronouncement(rng, c=None):
    c = c or Case(rng, age_range=(60, 104))
    b = Doc()
    hosp = ("HOSPITAL", c.org("hospice"))
    rn = c.staff("rn" if rng.random() < 0.6 else "oncall")
    md = c.staff("md")
    cg = c.caregiver()
    tod_h = rng.randrange(0, 24)
    tod = tod_h * 60 + rng.randrange(0, 60)
    t_call = tod + rng.randrange(3, 40)
    t_arr = t_call + rng.randrange(25, 75)
    t_md = t_arr + rng.randrange(10, 35)
    t_ch = t_md + rng.randrange(15, 60)
    t_fd = t_md + rng.randrange(60, 150)
    t_sig = t_fd + rng.randrange(15, 60)

    def tm(x, st=0):
        x %= 24 * 60
        return clin.time_str(rng, st, x // 60, x % 60)
    where = rng.choice(["home", "home", "facility", "ipu"])
    b.ln("{}", hosp)
    b.ln(rng.choice(["DEATH VISIT / PRONOUNCEMENT NOTE", "RN Death Visit", "Pronouncement of Death - Hospice"]))
    b.ln("Patient: {}   MRN: {}   Age: {}", c.pn(rng.choice(["LF", "full", "lfm"])), ("MRN", c.mrn), ("AGE", str(c.age)))
    b.ln("Date of death: {}   Time of death: {} ({})", c.d(c.nd, rng.choice([c.ds, "wd_long"])), tm(tod),
         rng.choice(["per family", "per family", "RN present"]))
    if where == "home":
        b.ln("Location: residence, {}", c.addr.pieces(rng, "one"))
    elif where == "facility":
        b.ln("Location: {}, room {}", ("HOSPITAL", c.org("facility")), ("LOCATION_OTHER", str(rng.randrange(100, 400))))
    else:
        b.ln("Location: {}, {}, bed {}", ("HOSPITAL", c.org("ipu")), ("HOSPITAL", rng.choice(pools.UNIT_NAMES)), ("LOCATION_OTHER", str(rng.randrange(1, 17))))
    b.ln()
    b.f("{} {} called the on-call line at {} from {} stating \"{}\". ", cap(cg.rel), cg.name("full"), tm(t_call),
        ("PHONE", cg.phone), rng.choice(["I think " + ("he" if c.pt.sex == "M" else "she") + " stopped breathing", "it's over, " + ("he" if c.pt.sex == "M" else "she") + " passed peacefully",
                                         "there's no breathing anymore", "can you come, I think it's time"]))
    b.f("RN arrived at {}; pronounced at {}. ", tm(t_arr), tm(t_arr + rng.randrange(3, 12)))
    b.ln("Assessment: no apical pulse auscultated x 1 full minute, no respirations, pupils fixed and dilated, no response to stimuli.")
    others = [f for f in c.fam if f is not cg]
    pres = [[f.rel + " ", f.name(rng.choice(["full", "first"]))] for f in others]
    b.ln("Present: {}{}.", [cg.rel + " ", cg.name("first")], [", ", join(pres, ", ")] if pres else "")
    b.ln("Family {}. Chaplain {} offered to come; {}.", rng.choice(["tearful, supportive of each other", "calm, prepared", "requested time alone with pt"]),
         c.staff("chap").name("full"), rng.choice(["declined", "arrived " + tm(t_ch) + " and led prayer", "will call family tomorrow"]))
    b.ln()
    b.ln("Notifications:")
    b.ln("- {} (attending) notified {}; agrees, will sign death certificate.", md.sig(rng), tm(t_md))
    if c.country == "US":
        b.ln("- {} coroner: not required, expected death under hospice care.", ("CITY", c.addr.county))
    else:
        b.ln("- Coroner: not required (expected death, Expected Death in the Home form on file dated {}).", c.d(c.days(-rng.randrange(10, 90))))
    b.ln("- {} called, funeral director {} arrived {}; body released.", ("ORGANIZATION", c.org("funeral")), ("FAMILY", phi.make_person(rng).full), tm(t_fd))
    b.ln("- {} notified for equipment pickup; CADD pump SN {} returned to office.", ("ORGANIZATION", c.org("dme")), ("DEVICE", phi.device_sn(rng)))
    b.ln()
    b.ln("Medication disposal: morphine 20 mg/mL {} mL and lorazepam 0.5 mg x {} tabs destroyed in drug deactivation pouch, witnessed by {}.",
         rng.randrange(3, 28), rng.randrange(2, 30), [cg.name("full")] if rng.random() < 0.6 else [c.new_staff("lpn").sig(rng)])
    b.ln("Post-mortem care provided; Foley removed, dentures placed.")
    b.ln("Bereavement referral sent to {}. Family given {}.", c.staff("bc").sig(rng), ("URL", phi.url(rng, "grief-support")))
    b.ln()
    b.ln("{}  {} {}", rn.sig(rng), c.d(c.nd if t_sig < 24 * 60 else c.days(1)), tm(t_sig, 1))
    return b
