"""Genre 3: skilled nursing / long-term care progress notes, MDS-like assessments, SBAR."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "snf_ltc"


def _res_header(c, pt):
    return "Resident: %s   Room %s%s   DOB %s   %s %s" % (
        c.N(pt, c.ch(["LF", "LFM", "lf", "full"])), c.once("room", c.ROOM), ("-" + c.once("bedl", lambda: M("LOCATION_OTHER", c.ch("AB")))) if c.p(0.2) else "",
        c.dob_str(), c.L("MRN", "Chart #", "Hosp no"), c.MRN())


def make_progress(c):
    pt = c.patient(62, 103)
    fam = c.relative()
    md = c.once("md", c.doctor)
    staff = [c.staff(c.L(x, y, z)) for x, y, z in [("LPN", "RPN", "RGN"), ("RN", "RN", "RN"), ("CNA", "PSW", "HCA"), ("RN", "RN", "RGN")]]
    fac = c.HOSP("care_home", "fac")
    unit = c.HOSP("ward") if c.p(0.5) else None
    entries = []
    d0 = c.day(-c.ri(2, 4))
    events = [
        lambda d, s: "Resident found sitting on floor beside bed at %s, states %s was reaching for %s. No LOC, ROM WNL x4, no c/o pain. VS %s. "
                     "Neuro checks initiated q15min x4. %s notified via answering service %s, order for x-ray L hip. %s (%s) notified at %s, no answer, VM left." % (
            c.time(), "she" if pt.sex == "F" else "he", c.ch(["walker", "call light", "glasses"]), neg.vitals(c), c.N(md, "dr"), c.PH("work", False),
            c.N(fam, "full"), fam.rel, c.PH("mobile")),
        lambda d, s: "Res ate %d%% breakfast, %d%% lunch. Fluids encouraged, 720 mL intake. Weight %s (down from %s on %s). RD referral sent to %s." % (
            c.ri(10, 100), c.ri(10, 100), neg.weight(c), neg.weight(c), c.D(c.day(-c.ri(20, 40)), c.ch(["numd", "num"])), c.N(c.staff("RD"), c.ch(["full", "sig"]))),
        lambda d, s: "Behavior: res exit-seeking at nurses' station, stating needs to get to work at %s. Redirected with snack and music. %s. No PRN given." % (
            c.ORG("employer"), neg.scores(c, 1)),
        lambda d, s: ("Family plans to take res home for %s; leave of absence form given. " % c.holiday() if c.p(0.4) else "") +
                     "%s %s visited %s-%s, took res to %s for lunch. Returned in good spirits. Family asked about %s appt on %s." % (
            cap(fam.rel), c.N(fam, "first"), c.time(10, 12), c.time(13, 16), c.LANDMARK(), c.ch(["podiatry", "dental", "eye", "cardiology"]),
            c.D(c.day(c.ri(3, 20)), c.ch(["md", "numd", "wkd", "ord"]))),
        lambda d, s: "Skin: sacral area %s, stage 2, %s. Cleansed NS, foam dressing applied. Turning q2h, %s. Wound nurse %s aware." % (
            "reddened" if c.p(0.5) else "open", neg.wound_dims(c), neg.scores(c, 1), c.N(c.staff(c.L("RN, WCC", "RN", "TVN")), c.ch(["full", "fil"]))),
        lambda d, s: "Temp 38.4 C this AM, UA/C&S sent (accession %s). %s aware, cephalexin 500 mg QID x 7 days started. Labs: %s." % (
            c.IDN("accession"), c.N(md, c.ch(["dr", "drfull"])), neg.labs(c, 3)),
        lambda d, s: "Res tearful at breakfast, states today would have been %s wedding anniversary; %s %s passed in %s at age %s. Chaplain %s visited; res attended %s service in chapel." % (
            "her" if pt.sex == "F" else "his", "husband" if pt.sex == "F" else "wife",
            c.N(c.relative(sex="M" if pt.sex == "F" else "F", rel="spouse"), c.ch(["first", "full"])), c.D(c.day(-365 * c.ri(1, 12)), c.ch(["y", "my"])), M("AGE", c.ri(60, 95)),
            c.N(c.staff("Chaplain"), c.ch(["full", "last"])), c.ORG("church")),
        lambda d, s: "Res's %s in from %s for visit, %s (%s) asked for copy of care plan; referred to %s, MSW, ext %s. %s" % (
            c.ch(["grandson", "granddaughter", "nephew"]), c.COUNTRY() if c.p(0.4) else c.CITY(), c.N(c.relative(), "full"), c.ch(["POA", "HCPOA", "next of kin"]),
            c.N(c.staff("MSW"), "full"), c.ri(200, 499), c.ch(["BIMS 11/15 today.", "Res pleasant, oriented x2.", ""])),
        lambda d, s, son=c.relative(sex="M", rel="son"): "Podiatry visit by %s: toenails debrided x10, %s. Next visit %s. Res's son %s (%s) wants to be present, call %s." % (
            c.N(c.doctor(), c.ch(["drfull", "dr"])), c.ch(["no open areas", "callus R 1st MTH"]), c.D(c.day(c.ri(30, 70)), c.ch(["my", "md", "num"])),
            c.N(son, "first"), M("AGE", c.rel_age(son)), c.PH("mobile")),
        lambda d, s: "MAR: %s held — BP 92/54, HR 52. %s notified at %s (%s), order to hold x24h. Pharmacy %s (%s) updated." % (
            c.ch(["metoprolol", "carvedilol", "amlodipine"]), c.N(md, "dr"), c.time(), c.PAGER(), c.HOSP("pharmacy"), c.FAX()),
        lambda d, s: "Readmitted from %s at %s via %s stretcher, s/p %s. Skin check done with %s. Orders reconciled with %s." % (
            c.HOSP("hospital"), c.time(), c.ORG("ems"), c.ch(["ORIF R hip", "CHF exacerbation", "UTI/sepsis"]), c.N(staff[1], "fil"), c.N(md, "dr")),
    ]
    c.r.shuffle(events)
    for i in range(c.ri(3, 10)):
        d = c.day(-c.ri(0, 3)) if i else d0
        s = staff[i % len(staff)]
        head = c.ch(["%s %s  %s (%s)", "%s %s — %s, %s", "[%s %s] %s / %s"]) % (
            c.D(d, c.ch(["num", "nums", "iso" if c.loc == "CA" else "num"])), c.time(), c.U(s), c.N(s, c.ch(["full", "sig", "fil"])))
        entries.append(head + "\n" + events[i % len(events)](d, s))
    lines = [fac + ("  —  " + unit if unit else ""),
             c.L("NURSING PROGRESS NOTES", "PROGRESS NOTES (INTERDISCIPLINARY)", "DAILY CARE NOTES"),
             _res_header(c, pt),
             "Attending: %s   Admit: %s   Payer: %s" % (c.N(md, c.ch(["drfull", "dr"])), c.D(c.once("admit", lambda: c.day(-c.ri(30, 900))), "num"),
                                                      c.once("payer", lambda: c.L(c.ch(["Medicare A", "Medicaid", "Medicare Advantage (%s)" % c.ORG("insurer")]), "OHIP/co-pay", "local authority funded"))),
             ""] + ["\n".join([e, ""]) for e in entries]
    txt = J(*lines)
    layout = "timeline"
    x = c.r.random()
    if x < 0.15:
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_mds(c):
    pt = c.patient(65, 102)
    fac = c.HOSP("care_home", "fac")
    coord = c.staff(c.L("RN, RAC-CT", "RN", "RGN"))
    md = c.once("md", c.doctor)
    fam = c.relative()
    ard = c.today
    entry = c.day(-c.ri(5, 200))
    us = c.loc == "US"
    lines = [
        c.L("MINIMUM DATA SET (MDS) 3.0 — %s ASSESSMENT" % c.ch(["5-DAY PPS", "QUARTERLY", "ANNUAL", "ADMISSION"]),
            "RAI-MDS 2.0 — %s ASSESSMENT" % c.ch(["QUARTERLY", "FULL", "ADMISSION"]),
            "CARE HOME RESIDENT ASSESSMENT (MDS-STYLE)"),
        "Facility: %s   %s %s" % (fac, c.L("Facility NPI", "Facility ID", "CQC location ID"), c.LIC("npi") if us else c.IDN("ref")),
        "SECTION A — IDENTIFICATION",
        "A0310 Reason: %s" % c.ch(["01 admission", "02 quarterly", "03 annual", "05 significant correction"]),
        "A0500 Legal name: %s" % c.N(pt, c.ch(["LFM", "lfm", "fm_l"])),
        "A0600A %s: %s" % (c.L("Social Security Number", "Social Insurance Number", "NI number"), c.SSN()),
        "A0600B %s: %s" % (c.L("Medicare number (MBI)", "Health card number", "NHS number"), c.natid()),
        "A0700 %s: %s" % (c.L("Medicaid number", "Secondary insurance", "Funding ref"), c.HP("medicaid") if us else c.HP("policy")),
        "A0800 Gender: %s    A0900 Birth date: %s    Age: %s" % (pt.sex, c.D(pt.dob, c.ch(["num", "iso"])), M("AGE", pt.age)),
        "A1000 Ethnicity/race: %s" % c.ch(["White", "Black or African American", "Asian", "Hispanic or Latino", "declined"]),
        "A1100 Language: %s  Interpreter: %s" % (c.ch(["English", "Spanish", "Polish", "Punjabi", "Cantonese", "French"]), c.ch(["no", "yes"])),
        "A1300 Occupation: %s   Lifetime residence: %s" % (c.PROF() if c.p(0.6) else "retired " + c.PROF(), c.CITY() + ", " + (c.STATE() if c.loc != "UK" else c.COUNTRY())),
        "A1600 Entry date: %s   A1700 Entered from: %s" % (c.D(entry, c.ch(["num", "iso"])), c.HOSP("hospital")),
        "A2300 Assessment reference date: %s" % c.D(ard, c.ch(["num", "iso", "long"])),
        "Room/bed: %s / %s    Responsible party: %s (%s, %s) %s" % (c.ROOM(), c.BED(), c.N(fam, c.ch(["full", "lf"])), fam.rel, c.A(c.rel_age(fam), c.ch(["bare", "age", "yo"])), c.PH("mobile")),
        "",
        "SECTION C — COGNITIVE: BIMS summary score %d (C0500). CAM: %s." % (c.ri(0, 15), c.ch(["no delirium", "inattention fluctuates"])),
        "SECTION D — MOOD: PHQ-2 to 9 score %d (D0300)." % c.ri(0, 20),
        "SECTION GG — FUNCTION: eating 05, oral hygiene 04, toileting 02, sit-to-stand 03, walk 10 ft %s." % c.ch(["03", "88", "09"]),
        "SECTION I — DIAGNOSES: %s" % "; ".join("%s %s" % x for x in neg.dx(c, 3)),
        "SECTION J — Falls since admission: %s; pain frequency %s" % (c.ch(["0", "1", "2+"]), c.ch(["occasional", "frequent", "none"])),
        "SECTION M — SKIN: %s" % c.ch(["one stage 2 pressure ulcer sacrum %s" % neg.wound_dims(c), "no pressure ulcers, at risk (%s)" % neg.scores(c, 1)]),
        "SECTION N — MEDICATIONS: antipsychotic %s, anticoagulant %s, insulin %s (days of 7)" % (c.ri(0, 7), c.ri(0, 7), c.ri(0, 7)),
        "SECTION O — %s" % c.ch(["hospice care while a resident: no", "PT 5x/wk 45 min, OT 5x/wk", "oxygen therapy: yes, concentrator SN " + c.DEV("o2")]),
        "",
        "Z0400 Signatures: %s, %s %s;  %s (%s) %s" % (c.N(coord, "full"), coord.cred, c.D(ard, "num"), c.N(c.staff("MSW"), "full"), c.U(coord), c.D(c.day(c.ri(0, 2)), "num")),
        "Z0500 RN coordinator: %s  Attending notified: %s" % (c.N(coord, c.ch(["sig", "full"])), c.N(md, "dr")),
    ]
    txt = J(*lines)
    layout = "assessment_form"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_sbar(c):
    pt = c.patient(60, 100)
    nurse = c.staff(c.L("RN", "RPN", "RGN"))
    md = c.once("md", c.doctor)
    np_ = c.staff(c.L("NP", "NP", "ANP"))
    fam = c.relative()
    fac = c.HOSP("care_home", "fac")
    lines = [
        "%s — %s" % (fac, c.L("CHANGE IN CONDITION (SBAR)", "SBAR COMMUNICATION", "SBAR — ESCALATION")),
        _res_header(c, pt),
        "Date/time: %s %s   Reported by %s to %s" % (c.D(None, c.ch(["num", "wkd", "long"])), c.time(), c.N(nurse, "sig"), c.N(np_, c.ch(["sig", "full"]))),
        "",
        "S: %s %s with %s since %s." % (
            c.N(pt, c.ch(["title", "first", "full"])), c.A(style=c.ch(["sex2", "yo", "yrold"])), c.ch(["new confusion and decreased intake", "fever 38.6 and cough", "R leg swelling", "BG 42 before lunch"]),
            c.D(c.day(-1), c.ch(["wd", "numd", "wkd"]))),
        "B: Admitted %s from %s. Dx %s. Code status %s. Allergies: PCN." % (
            c.D(c.day(-c.ri(40, 700)), c.ch(["my", "num", "long"])), c.HOSP("hospital"), "; ".join(a for a, b in neg.dx(c, 2)), c.ch(["full code", "DNR", "DNR/comfort focus"])),
        "A: %s. %s. Lungs coarse RLL. %s" % (neg.vitals(c), neg.labs(c, 4), neg.scores(c, 1)),
        "R: %s ordered %s. %s (%s) updated by phone at %s, agrees with plan; asked to be called at %s if transferred to %s." % (
            c.N(np_, c.ch(["fil", "full"])), c.ch(["CXR, CBC, BMP, push fluids", "transfer to ED", "duplex US R leg", "D50 given, recheck q15min"]),
            c.N(fam, "full"), fam.rel, c.time(), c.PH(c.ch(["mobile", "work"])), c.HOSP("hospital", "er")),
        "Physician %s notified %s; orders entered by %s." % (c.N(md, c.ch(["dr", "drfull"])), c.D(None, "num"), c.U(nurse)),
    ]
    txt = J(*lines)
    layout = "sbar"
    if c.p(0.15):
        txt, layout = lower(txt), layout + "_lowercase"
    return txt, layout


def make_fall_huddle(c):
    """Short post-fall huddle entry."""
    pt = c.patient(65, 104)
    rn = c.staff(c.L("RN", "RPN", "RGN"))
    txt = J(
        "POST-FALL HUDDLE  %s  %s  %s" % (c.HOSP("care_home", "fac"), c.D(None, c.ch(["num", "iso", "dmon"])), c.time()),
        "Res %s, rm %s, %s. Unwitnessed fall in bathroom; found by %s. Injuries: skin tear L forearm %s. "
        "Root cause: %s. Intervention: %s. Family (%s %s, %s) notified. Entered by %s." % (
            c.N(pt, c.ch(["LF", "full", "title"])), c.ROOM(), c.A(style=c.ch(["yo", "sex", "bare"])), c.N(c.staff(c.L("CNA", "PSW", "HCA")), c.ch(["full", "first"])),
            neg.wound_dims(c).replace(" x 0.0", ""), c.ch(["did not use call light", "new diuretic", "footwear", "night-time toileting"]),
            c.ch(["toileting schedule q2h", "bed alarm", "non-skid socks", "PT referral"]),
            c.ch(["son", "daughter", "niece"]), c.N(c.relative(), c.ch(["first", "full"])), c.PH("mobile"), c.U(rn)))
    return txt, "huddle_note"


MAKERS = [(make_progress, 3), (make_mds, 2), (make_sbar, 2), (make_fall_huddle, 1)]
