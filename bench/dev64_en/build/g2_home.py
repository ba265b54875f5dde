"""Genre 2: home health and hospice visit notes."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "home_health_hospice"


def _agency_header(c, kind):
    ag = c.HOSP(kind, "agency")
    return J("%s" % ag,
             "%s  |  Tel %s  |  Fax %s" % (c.ADDR(c.addr(home=True), "line"), c.PH("work", False), c.FAX()) if c.p(0.6) else None)


def make_sn_visit(c):
    pt = c.patient(55, 99)
    cg = c.relative()
    rn = c.staff(c.L("RN", "RN", "RGN"))
    pcp = c.once("md", c.doctor)
    d = c.today
    tin, tout = c.ri(8, 15), c.ri(0, 59)
    title = c.L("SKILLED NURSING VISIT NOTE", "HOME CARE NURSING VISIT", "DISTRICT NURSING VISIT RECORD")
    wound = c.p(0.6)
    lines = [
        _agency_header(c, "home_health"),
        title,
        "Patient: %s    DOB: %s    %s: %s" % (c.N(pt, c.ch(["LF", "lf", "full", "LFM"])), c.dob_str(),
                                            c.L("MR#", "Client #", "NHS No"), c.MRN() if c.loc != "UK" else c.natid()),
        "Visit date: %s   Time in %02d:%02d  Time out %02d:%02d   Visit type: %s" % (
            c.D(d, c.ch(["num", "wkd", "long", "iso"])), tin, tout, tin + 1, c.ri(0, 59),
            c.ch(["SN routine", "SN PRN", "recert", "resumption of care", "discharge"])),
        "%s: %s" % (c.L("Medicare/insurance ID", "Health card", "NHS number"), c.natid()) if c.loc != "UK" else None,
        "Address: %s" % c.ADDR(style="line") if c.p(0.7) else None,
        "EVV: verified by %s, device check-in ID %s" % (c.ch(["biometric fingerprint", "palm scan", "voice verification"]), c.BIO()) if c.p(0.5) else None,
        "",
        "S: Pt is a %s %s%s living with %s %s (%s%s). Reports %s. Homebound d/t %s." % (
            c.A(style=c.ch(["yo", "yrold", "words", "y/o"])), c.ch(["widowed", "married", "retired " + c.PROF() if c.p(0.5) else "divorced"]),
            (" (born in %s, emigrated %s)" % (c.COUNTRY(), c.D(c.day(-365 * c.ri(20, 50)), "y"))) if c.p(0.25) else "",
            cg.rel, c.N(cg, c.ch(["first", "full"])), (M("AGE", c.rel_age(cg)) + ", ") if c.p(0.4) else "", c.ch(["primary caregiver", "works days as " + c.APROF(), "visits daily"]),
            c.ch(["poor sleep, appetite fair", "increased SOB on exertion", "no new complaints", "pain 4/10 at incision"]),
            c.ch(["SOB with ambulation >20 ft", "unsteady gait, requires walker", "post-op restrictions", "taxing effort to leave home"])),
        "O: %s. Wt %s. Lungs diminished bases. 1+ pitting edema BLE. %s" % (
            neg.vitals(c), neg.weight(c), "Labs drawn: " + neg.labs(c, 3) if c.p(0.4) else ""),
        ("Wound: %s, measured %s, %d%% granulation, scant serosanguineous drainage. Dressing: %s. "
         "Wound VAC SN %s at -125 mmHg continuous." % (
             c.ch(["sacrum stage 3", "L heel unstageable", "R lower leg venous ulcer", "abdominal incision"]), neg.wound_dims(c),
             c.ri(40, 100), c.ch(["foam + border", "alginate/ABD", "hydrocolloid", "silver foam"]), c.DEV("vac"))) if wound else None,
        "Meds reviewed: %s. Pill organizer filled for week of %s." % ("; ".join(neg.meds(c, 3)), c.D(c.day(c.ri(1, 3)), c.ch(["numd", "md", "abbr"]))),
        "A: %s" % "; ".join("%s (%s)" % (b, a) for a, b in neg.dx(c, 2)),
        "P: Called %s at %s re: %s; orders received. %s to pick up refill at %s. "
        "Next SN visit %s. Recert due %s." % (
            c.N(pcp, c.ch(["dr", "drfull"])), c.HOSP("clinic"), c.ch(["BP trending up", "weight gain 3 lb", "new drainage", "low BG"]),
            cap(cg.rel), c.HOSP("pharmacy"), c.D(c.day(c.ri(2, 7)), c.ch(["wkd", "numd", "wd", "num"])),
            c.D(c.day(c.ri(10, 50)), c.ch(["num", "long"]))),
        "",
        "%s  %s  (user: %s)  e-signed %s %s" % (c.N(rn, "sig"), c.LIC("rn") if c.p(0.3) else "", c.U(rn), c.D(d, "num"), c.time()),
    ]
    txt = J(*lines)
    layout = "soap"
    if c.p(0.15):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_hospice_visit(c):
    pt = c.patient(48, 101)
    fam = c.relative()
    fam2 = c.relative()
    rn = c.staff(c.L("RN", "RN", "RGN"))
    md = c.once("md", c.doctor)
    chap = c.staff(c.L("Chaplain", "Spiritual Care", "Chaplain"))
    sw = c.staff(c.L("MSW", "MSW", "social worker"))
    d = c.today
    ben_start = c.day(-c.ri(20, 150))
    ben_end = c.day(c.ri(10, 60))
    lines = [
        c.HOSP("hospice", "agency"),
        c.L("HOSPICE RN VISIT / IDG UPDATE", "PALLIATIVE HOME CARE VISIT", "SPECIALIST PALLIATIVE CARE — HOME VISIT"),
        "Pt: %s  (%s)   DOB %s   ID %s" % (c.N(pt, c.ch(["full", "LF", "fml"])), c.A(style=c.ch(["sex", "sex2", "yo", "bare"])), c.dob_str(), c.MRN()),
        "Benefit period %d: %s - %s" % (c.ri(1, 4), c.D(ben_start, "num"), c.D(ben_end, "num")) if c.loc == "US" else None,
        "Terminal dx: %s %s" % neg.dx(c, 1)[0],
        "Attending: %s   Hospice MD: %s" % (c.N(c.doctor(), "dr"), c.N(md, c.ch(["dr", "drfull"]))),
        "Visit %s %s, in home at %s" % (c.D(d, c.ch(["wklong", "num", "wkd"])), c.time(), c.ADDR(style="line")),
        "",
        "Pt resting in hospital bed in living room, %s at bedside. %s, %s. Intake: sips only. "
        "Mottling to bilat knees, new since %s. Resp irregular with 10-15 sec apneic periods. %s." % (
            fam.rel + " " + c.N(fam, "first"), neg.scores(c, 2), neg.vitals(c, temp=False),
            c.D(c.day(-c.ri(1, 4)), c.ch(["wd", "numd", "wkd"])),
            c.ch(["Comfort kit in fridge, morphine 5 mg SL given x1 at 10:15 with relief", "Pain controlled on fentanyl 25 mcg/hr patch, changed today",
                  "Haloperidol 0.5 mg given for terminal restlessness"])),
        "Psychosocial: %s %s (%s) is primary CG, on %s from %s. %s %s flying in from %s on %s. "
        "Family requests %s from %s; %s to follow." % (
            cap(fam.rel), c.N(fam, c.ch(["first", "full"])), c.PROF(), c.L("FMLA leave", "compassionate care leave", "carer's leave"), c.ORG("employer"),
            cap(fam2.rel), c.N(fam2, "full"), c.CITY() + ", " + c.STATE() if c.p(0.5) else c.COUNTRY(),
            c.D(c.day(c.ri(1, 5)), c.ch(["wd", "wkd", "md"])) if c.p(0.7) else "for " + c.holiday(), c.ch(["communion", "a prayer visit", "last rites", "a visit from their imam"]),
            c.ORG("church"), c.N(chap, c.ch(["full", "sig"]))),
        ("Pt's %s %s died at %s in %s; %s has been anxious since. " % (c.ch(["first wife", "late husband", "brother", "son"]), c.N(c.relative(), "first"),
                                                                  M("AGE", c.ri(40, 92)), c.D(c.day(-365 * c.ri(1, 20)), "y"), c.N(pt, c.ch(["first", "title"])))) if c.p(0.5) else None,
        "Funeral home of choice: %s, %s. %s updated the after-death plan with %s." % (
            c.ORG("funeral"), c.PH("land"), c.N(sw, "sig"), c.N(fam, "first")),
        "Equipment: O2 concentrator SN %s @ 2 L; hospital bed; %s." % (c.DEV("o2"), c.ch(["bedside commode", "overbed table", "Hoyer lift"])),
        "",
        "Orders: %s  Prescriber %s, DEA %s" % (c.ch(["morphine sulfate oral soln 20 mg/mL 0.25 mL SL q1h PRN", "lorazepam 0.5 mg SL q4h PRN", "oxycodone 5 mg q4h PRN"]),
                                               c.N(md, "dr"), c.LIC("dea", md)) if c.loc == "US" and c.p(0.5) else None,
        "Plan: RN visits %s, increase to daily if actively dying. On-call %s. "
        "Next IDG %s. Pt's wishes honored: no hospital transfer." % (
            c.ch(["3x/wk", "2x/wk", "daily"]), c.PH("toll" if c.loc != "UK" else "land"), c.D(c.day(c.ri(3, 14)), c.ch(["numd", "num", "wkd"]))),
        "%s / %s" % (c.N(rn, "sig"), c.D(d, "num")),
    ]
    txt = J(*lines)
    layout = "narrative"
    if c.p(0.1):
        txt, layout = lower(txt), layout + "_lowercase"
    return txt, layout


def make_aide_log(c):
    pt = c.patient(60, 99)
    aide = c.staff(c.L("HHA", "PSW", "carer"))
    aide2 = c.staff(c.L("CNA", "PSW", "HCA"))
    sup = c.staff(c.L("RN", "RN", "RGN"))
    fam = c.relative()
    rows = []
    start = c.day(-6)
    bio = {aide.user: c.BIO(), aide2.user: c.BIO()}
    for i in range(c.ri(4, 7)):
        d = c.day(-6 + i)
        who = aide if c.p(0.6) else aide2
        rows.append("%s  %s-%s  %s  %s  %s  verif %s" % (
            c.D(d, c.ch(["num", "nums"])) if i else c.D(d, "num"), c.time(7, 10), c.time(11, 14), c.U(who),
            c.ch(["bath, dressing, meal prep", "shower chair, skin check", "ROM, toileting, laundry", "meds reminder, walk 5 min"]),
            c.ch(["ok", "refused shower", "BM x1", "skin intact", "pt tired"]), bio[who.user]))
    lines = [
        c.HOSP("home_health", "agency"),
        c.L("HOME HEALTH AIDE ACTIVITY LOG / EVV", "PERSONAL SUPPORT WORKER VISIT LOG", "DOMICILIARY CARE DAILY RECORD"),
        "Client: %s   Client ID %s   %s" % (c.N(pt, c.ch(["LF", "full"])), c.IDN("ref"), c.ADDR(style="line")),
        "Emergency contact: %s (%s) %s / %s" % (c.N(fam, "full"), fam.rel, c.PH("mobile"), c.PH("land")),
        "Week of %s" % c.D(start, c.ch(["long", "num", "abbr"])),
        "",
        "Date  In-Out  Staff  Tasks  Notes  Verification",
        *rows,
        "",
        "Supervisory visit %s by %s: aide competent, plan of care followed; %s reports satisfaction. Key safe code on file with office." % (
            c.D(c.day(-c.ri(0, 5)), c.ch(["num", "numd"])), c.N(sup, "sig"), c.N(fam, "first")),
        "Aides: %s (%s), %s (%s)" % (c.N(aide, "full"), c.U(aide), c.N(aide2, "full"), c.U(aide2)),
    ]
    return J(*lines), "table"


def make_oncall(c):
    """Short hospice / home-health on-call telephone note."""
    pt = c.patient(50, 100)
    fam = c.relative()
    rn = c.staff(c.L("RN", "RN", "RGN"))
    md = c.once("md", c.doctor)
    txt = J(
        "%s on-call  %s %s" % (c.HOSP(c.ch(["hospice", "home_health"])), c.D(None, c.ch(["num", "wkd", "nums"])), c.time()),
        "Call from %s (%s) at %s re: %s (%s, DOB %s, ID %s): %s. Advised %s. %s aware; visit by %s at %s. No further calls." % (
            c.N(fam, c.ch(["full", "first"])), fam.rel, c.PH(c.ch(["mobile", "land"])), c.N(pt, c.ch(["full", "LF", "title"])),
            c.A(style=c.ch(["yo", "sex", "yrold"])), c.dob_str(), c.MRN(),
            c.ch(["pt restless, moaning", "foley not draining", "no BM x 4 days", "breathing changed, gurgling"]),
            c.ch(["morphine 5 mg SL from comfort kit", "reposition and glycopyrrolate 0.2 mg SC", "bisacodyl 10 mg PR", "irrigate catheter"]),
            c.N(md, "dr"), c.N(rn, "sig"), c.time()),
        "-- %s" % c.U(rn))
    if c.p(0.5):
        return lower(txt), "call_note_lowercase"
    return txt, "call_note"


MAKERS = [(make_sn_visit, 3), (make_hospice_visit, 3), (make_aide_log, 1), (make_oncall, 1)]
