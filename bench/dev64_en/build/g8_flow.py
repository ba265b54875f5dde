"""Genre 8: wound care, dialysis and infusion flowsheets with short comments."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "flowsheet_wound_dialysis_infusion"


def _hdr(c, pt, fac, extra=""):
    return J(fac,
             "Pt: %s   MRN %s   DOB %s (%s)   %s" % (c.N(pt, c.ch(["LF", "LFM", "lf"])), c.MRN(), c.dob_str(),
                                                  c.A(style=c.ch(["bare", "sex", "y/o", "yo"])), extra))


def make_wound(c):
    pt = c.patient(40, 98)
    fac = c.HOSP("wound", "fac") if c.p(0.6) else c.HOSP("care_home", "fac")
    md = c.once("md", c.doctor)
    nurses = [c.staff(c.L("RN, CWOCN", "RN", "TVN")), c.staff(c.L("LPN", "RPN", "RGN"))]
    site = c.ch(["sacrum", "L heel", "R lateral malleolus", "R great toe", "L lower leg (medial)", "coccyx", "R ischium"])
    rows = []
    iform = {x.user: c.ch(["init3", "init2", "lowinit", "fil"]) for x in nurses}
    d = c.day(-7 * c.ri(3, 5))
    L, W, D = c.ri(25, 80) / 10.0, c.ri(15, 60) / 10.0, c.ri(2, 20) / 10.0
    for i in range(c.ri(4, 6)):
        n = c.ch(nurses)
        rows.append("%s | %.1f x %.1f x %.1f | gran %d%% slough %d%% | %s | %s | %s" % (
            c.D(d, c.ch(["num", "nums", "numd"])), L, W, D, c.ri(30, 100), c.ri(0, 50),
            c.ch(["scant serous", "mod serosang", "small purulent", "none"]),
            c.ch(["Ca alginate + foam", "NPWT -125 cont", "hydrogel/gauze", "silver foam", "compression 2-layer"]),
            c.N(n, iform[n.user])))
        d = d + (c.day(7) - c.today)
        L, W, D = max(0.3, L - c.ri(0, 6) / 10.0), max(0.2, W - c.ri(0, 5) / 10.0), max(0.0, D - c.ri(0, 3) / 10.0)
    lines = [
        _hdr(c, pt, fac, "Rm " + c.ROOM() if c.p(0.5) else "Acct " + c.ACCT()),
        c.L("WOUND ASSESSMENT FLOWSHEET", "WOUND CARE FLOW SHEET", "WOUND ASSESSMENT CHART"),
        "Wound #1: %s   Etiology: %s   Onset: %s   Wound age on admission: %d wks" % (
            site, c.ch(["pressure injury stage 3", "diabetic foot ulcer Wagner 2", "venous stasis ulcer", "arterial ulcer", "surgical dehiscence"]),
            c.D(c.day(-c.ri(30, 200)), c.ch(["my", "num", "mys"])), c.ri(2, 20)),
        "Photo device: %s SN %s; images filed under encounter %s" % (c.ch(["tablet camera", "wound imaging camera"]), c.DEV("cam"), c.ACCT()) if c.p(0.5) else None,
        "%s; ABI %.2f; HbA1c %.1f%%" % (neg.scores(c, 1), c.ri(55, 120) / 100.0, c.ri(55, 110) / 10.0),
        "",
        "Date | L x W x D (cm) | Tissue | Exudate | Dressing | Init",
        *rows,
        "",
        "Comments:",
        "%s %s — %s. Undermining 0.4 cm at 2 o'clock. Periwound macerated. Sharp debridement (CPT 97597) by %s, tolerated, lidocaine 4%% topical. %s" % (
            c.D(c.day(-c.ri(0, 6)), c.ch(["numd", "num"])), c.U(nurses[0]), c.ch(["Improving", "Stalled", "Slight increase in depth"]),
            c.N(md, c.ch(["dr", "drfull"])), c.ch(["Offloading boot reinforced.", "Pt's daughter %s taught dressing change." % c.N(c.relative(sex="F", rel="daughter"), "first"), "Culture sent, accession " + c.IDN("accession") + "."])),
        "%s — NPWT unit SN %s changed; canister changed %s. Next review %s with %s." % (
            c.N(nurses[1], c.ch(["init3", "fil", "sigfil"])), c.DEV("vac"), c.time(), c.D(c.day(c.ri(3, 10)), c.ch(["wkd", "numd", "md"])), c.N(nurses[0], c.ch(["full", "first"]))),
        "HCPCS billed: A6212 x %d, A6196 x %d" % (c.ri(2, 12), c.ri(2, 12)) if c.loc == "US" else None,
    ]
    txt = J(*lines)
    layout = "flowsheet"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_dialysis(c):
    pt = c.patient(25, 92)
    fac = c.HOSP("dialysis", "fac")
    neph = c.once("md", c.doctor)
    rn = c.staff(c.L("RN", "RN", "renal nurse"))
    tech = c.staff(c.L("PCT", "dialysis assistant", "HCA"))
    d = c.today
    iform = c.ch(["init2", "lowinit", "init3"])
    pre_w = c.ri(550, 1200) / 10.0
    edw = pre_w - c.ri(10, 40) / 10.0
    rows = []
    for k in range(c.ri(4, 7)):
        rows.append("%s  %s  %d  %d  %d  %s  %s" % (
            "%02d:%02d" % (7 + k // 2, 30 * (k % 2)), "%d/%d" % (c.ri(92, 190), c.ri(48, 100)), c.ri(58, 110),
            c.ri(300, 450), c.ri(-260, -120), c.ri(140, 220),
            c.N(c.ch([rn, tech]), iform)))
    lines = [
        _hdr(c, pt, fac, "Chair " + c.ROOM() if c.p(0.7) else ""),
        c.L("HEMODIALYSIS TREATMENT FLOWSHEET", "HEMODIALYSIS RUN SHEET", "HAEMODIALYSIS TREATMENT RECORD"),
        "Treatment date %s   Schedule: %s   Tx # %s   Acct %s" % (c.D(d, c.ch(["num", "iso", "wkd", "dmon"])), c.ch(["MWF 2nd shift", "TTS 1st shift", "MWF 1st shift"]),
                                                              c.IDN("order"), c.ACCT()),
        "Nephrologist: %s   Payer: %s %s" % (c.N(neph, c.ch(["dr", "drfull"])), c.L("Medicare ESRD", "provincial", "NHS"), c.natid()),
        "Machine SN %s   Dialyzer %s   Bath 2K/2.5Ca/Na 138/HCO3 35" % (c.DEV("hd"), c.ch(["F180NR", "Revaclear 400", "Optiflux 160"])),
        "Access: %s   Needles 15g x2   Bruit/thrill +   Heparin %d units bolus, %d units/hr" % (
            c.ch(["L radiocephalic AVF", "R brachiocephalic AVF", "L upper arm AVG", "R IJ tunneled CVC"]), 1000 * c.ri(1, 3), 500 * c.ri(1, 3)),
        "Pre wt %.1f kg  EDW %.1f kg  UF goal %.1f L   Post wt %.1f kg" % (pre_w, edw, pre_w - edw, pre_w - (pre_w - edw) + c.ri(-3, 3) / 10.0),
        "Pre VS: %s" % neg.vitals(c),
        "",
        "Time  BP  HR  Qb  VP  AP  Init",
        *rows,
        "",
        "Meds given: epoetin alfa %d,000 units IV; iron sucrose 100 mg IV; calcitriol %.2f mcg IV" % (c.ri(2, 10), c.ri(1, 4) / 4.0),
        "Monthly labs (%s): %s; Kt/V %.2f; URR %d%%" % (c.D(c.day(-c.ri(2, 20)), c.ch(["numd", "num"])), neg.labs(c, 4), c.ri(110, 180) / 100.0, c.ri(60, 80)),
        "",
        "Comments: %s %s — %s" % (c.time(), c.U(rn), c.ch([
            "cramping at 3 h, UF off x 10 min, NS 200 mL given, resolved.",
            "pt states missed last tx d/t ride; %s transport (%s) rebooked." % (c.ORG("ems"), c.PH("land")),
            "pt reports %s will travel to %s on %s; transient tx arranged at %s, fax %s." % (
                "she" if pt.sex == "F" else "he", c.CITY(), c.D(c.day(c.ri(5, 30)), c.ch(["md", "num", "long"])), c.HOSP("dialysis"), c.FAX()),
            "AVF cannulation difficult, 2 attempts; vascular access center %s notified." % c.PH("work", True)])),
        "RN: %s   Tech: %s (%s)" % (c.N(rn, c.ch(["sig", "full"])), c.N(tech, c.ch(["full", "fil"])), c.U(tech)),
    ]
    txt = J(*lines)
    layout = "flowsheet"
    if c.p(0.25):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_infusion(c):
    pt = c.patient(18, 88)
    fac = c.HOSP("infusion", "fac")
    md = c.once("md", c.doctor)
    rn = c.staff(c.L("RN, CRNI", "RN", "chemo nurse"))
    ph = c.staff(c.L("PharmD", "RPh", "pharmacist"))
    drug = c.ch(["infliximab 5 mg/kg (%d mg) in NS 250 mL" % c.ri(300, 600), "iron sucrose 200 mg in NS 100 mL",
                 "ocrelizumab 600 mg in NS 500 mL", "vedolizumab 300 mg in NS 250 mL", "zoledronic acid 5 mg/100 mL",
                 "ferric carboxymaltose 750 mg in NS 250 mL", "IVIG 0.4 g/kg"])
    rows = []
    t = c.ri(8, 13) * 60 + c.ri(0, 45)
    iform = c.ch(["init2", "lowinit", "init3"])
    for k in range(c.ri(4, 6)):
        rows.append("%02d:%02d  rate %d mL/h  %s  %s" % (t // 60, t % 60, c.ch([10, 20, 40, 80, 150, 250]), neg.vitals(c, sep=" ", temp=c.p(0.5)),
                                                         c.N(rn, iform)))
        t += c.ch([15, 15, 30])
    lines = [
        _hdr(c, pt, fac, c.ch(["Bay", "Chair", "Room"]) + " " + c.ROOM()),
        c.L("INFUSION FLOWSHEET", "AMBULATORY INFUSION RECORD", "DAY UNIT INFUSION CHART"),
        "Date: %s   Ordering: %s   Order # %s   Cycle %d / dose %d" % (c.D(None, c.ch(["num", "wkd", "iso", "abbr"])), c.N(md, c.ch(["dr", "drfull", "sig"])),
                                                                 c.IDN("order"), c.ri(1, 8), c.ri(1, 12)),
        "Payer: %s  Auth %s valid through %s" % (c.ORG("insurer") if c.loc != "UK" else "NHS", c.IDN("auth"), c.D(c.day(c.ri(30, 200)), "num")) if c.loc != "UK" else None,
        "Wt %s   Ht %s   BSA %.2f m2   Allergies: %s" % (neg.weight(c), c.ch(["165 cm", "5'6\"", "178 cm", "5'11\""]), c.ri(150, 220) / 100.0, c.ch(["NKDA", "sulfa", "contrast dye"])),
        "Premeds %s: acetaminophen 650 mg PO, diphenhydramine 25 mg IV, methylprednisolone 40 mg IV" % c.time(),
        "Access: %s, blood return +, flushed NS 10 mL" % c.ch(["R chest port, 20g 3/4\" Huber", "PIV 22g L forearm", "PICC R basilic 4 Fr"]),
        "Drug: %s   Lot/exp checked with %s   Pump: %s SN %s" % (drug, c.N(ph, c.ch(["full", "sig"])), c.ch(["large-volume pump", "ambulatory pump"]), c.DEV("iv")),
        "",
        "Time  Rate  Vitals  Init",
        *rows,
        "",
        "Comment: %s" % c.ch([
            "mild flushing at 80 mL/h, rate decreased per protocol; resolved 15 min. %s notified." % c.N(md, "dr"),
            "tolerated well. Next infusion %s at %s." % (c.D(c.day(c.ri(14, 56)), c.ch(["num", "long", "wkd"])), c.time12()),
            "pt's %s %s drove today; pt to call %s with fever >38.0." % (c.ch(["husband", "wife", "son", "daughter"]), c.N(c.relative(), "first"), c.PH("work")),
            "pt asked for letter for employer %s; routed to %s." % (c.ORG("employer"), c.N(md, "drfull"))]),
        "Discharged %s ambulatory. %s (%s) %s" % (c.time(), c.N(rn, "sig"), c.U(rn), c.D(None, "num")),
    ]
    txt = J(*lines)
    layout = "flowsheet"
    if c.p(0.15):
        txt, layout = lower(txt), layout + "_lowercase"
    return txt, layout


COMMENTS = {
    "dialysis": ["pre wt 82.4, post 80.1; BP 168/92 -> 132/70.", "UF 2.3 L, cramping x1, NS 100 mL.",
                 "Kt/V 1.4 this month, albumin 3.6.", "refused weight today.", "AVF bruit/thrill +, needles 15g x2.",
                 "Qb 400, heparin 1,000 units bolus, tx 3h45m."],
    "infusion": ["infusion completed 11:42, no reaction.", "pump alarm occlusion x2, line repositioned.",
                 "premeds given 09:10, rate titrated to 150 mL/h.", "port flushed NS 10 mL + heparin 500 units.",
                 "mild itching, diphenhydramine 25 mg IV, resolved."],
    "wound": ["dressing changed, wound bed 80% red, periwound intact.", "measured 3.1 x 2.0 x 0.4 cm, slough 10%.",
              "NPWT canister changed, seal intact.", "offloading boot on, heel floated.", "Braden 14, turning q2h reinforced."],
}


def make_comment_only(c):
    """Flowsheet comment rows only."""
    pt = c.patient(30, 95)
    kind = c.once("fkind", lambda: c.ch(["dialysis", "infusion", "wound"]))
    fac = c.HOSP(kind, "fac")
    staff = [c.staff(c.L("RN", "RN", "RGN")), c.staff(c.L("PCT", "RPN", "HCA"))]
    rows = []
    for k in range(c.ri(3, 6)):
        s = c.ch(staff)
        rows.append("%s %s [%s] %s" % (c.D(c.day(-k), c.ch(["num", "numd", "iso"])), c.time(), c.U(s), c.ch(COMMENTS[kind])))
    txt = J("%s — flowsheet comments for %s (MRN %s, %s %s)" % (fac, c.N(pt, c.ch(["LF", "full"])), c.MRN(),
                                                               "chair" if kind != "wound" else "room", c.once("room", c.ROOM)), *rows)
    return txt, "flowsheet_comments"


MAKERS = [(make_wound, 3), (make_dialysis, 3), (make_infusion, 3), (make_comment_only, 1)]
