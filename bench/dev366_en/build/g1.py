"""Genres: cath lab booking list, procedure report."""
import common as CM
import country as CO
import pools as PO
from doc import P

PROCS = ["Coronary angiogram", "LHC +/- PCI", "Angio +/- PCI", "Staged PCI to RCA",
         "PPM (DDD)", "PPM generator change", "R+L heart cath", "FFR/iFR LAD",
         "CRT-D upgrade", "ILR implant", "IVUS-guided LMS PCI", "Temp pacing wire",
         "Angio + LV gram", "Graft study (LIMA/SVG)", "CTO PCI RCA (hybrid)",
         "Coronary angiogram", "Angio +/- PCI"]
ACCESS = ["R radial", "L radial", "R femoral", "RRA (RFA backup)", "L distal radial",
          "R radial 6F", "R radial", "bifemoral 7F/8F"]
VACCESS = {"PPM (DDD)": ["L cephalic", "L axillary vein"], "PPM generator change":
           ["existing L pocket"], "CRT-D upgrade": ["L axillary vein"],
           "ILR implant": ["L parasternal"], "Temp pacing wire": ["R fem vein", "R IJV"],
           "R+L heart cath": ["R radial + R brachial vein", "R fem artery + vein"],
           "CTO PCI RCA (hybrid)": ["bifemoral 7F/8F", "R radial + R femoral"]}
NOTES = ["NBM from 06:00", "hold metformin 48h post", "INR on arrival - needs <1.8",
         "eGFR 28 - IV hydration per protocol", "diabetic - AM insulin half dose",
         "on apixaban - last dose 48h pre", "warfarin stopped 5 days ago",
         "contrast allergy - steroid/antihistamine prep", "LLL amputee", "hard of hearing",
         "needs hoist", "MRSA neg", "CHA2DS2-VASc 4", "prior CABG - bring op note",
         "Allen's test abnormal R", "GRACE 148 - priority", "Killip II on admission",
         "latex allergy - first case", "ticagrelor loaded", "NYHA III, LVEF 30%"]


def _source(c):
    k = c.ri(0, 4)
    if k == 0:
        return ["Inpt ", P("HOSPITAL", c.ch(c.C.wards)), " ", CM.room(c, "bed")]
    if k == 1:
        return ["Transfer ex ", P("HOSPITAL", c.ch(c.C.district))]
    if k == 2:
        return "ED"
    return c.ch(["Day case", "OP", "Day case / OP", "Elective"])


def booking(c, d):
    c.setup()
    cc = c.cc
    n = c.ri(4, 8)
    pats = [c.new_patient(c.pdate) for _ in range(n)]
    for pat in pats[1:]:
        while pat.mrn[0] != pats[0].mrn[0]:
            pat.mrn = CO.mrn(c.rng, cc)
    co = c.cons
    style = c.ch(["table", "list", "list", "table", "grid"])
    d.line("{}", P("HOSPITAL", c.centre))
    d.line("{}", c.ch(["CARDIAC CATHETER LABORATORY - BOOKING LIST", "Cath Lab Schedule",
                       "CARDIAC CATH LAB DAILY LIST", "Cardiac Investigations Unit - Lab List"]))
    d.line("{}    {}    Operator: {}", c.D(c.pdate, c.ch(["wdlong", "wd", "long", "num"])),
           CM.lab_room(c), c.doc(co, c.ch(["dr_last", "dr_il", "full_cred"])))
    if c.chance(0.6):
        d.line("{}: {}   Scrub: {}   Rad: {}   Physiologist: {}",
               c.ch(["Fellow", "Registrar", "Second operator"]),
               c.doc(c.fellow, c.ch(["dr_last", "dr_il"])),
               c.doc(c.nurse, c.ch(["full", "il", "ini"])),
               c.doc(c.rad, c.ch(["full", "il", "ini"])), c.doc(c.phys, c.ch(["full", "il"])))
    d.line("")
    if style == "table":
        d.line("Time  | Patient | {} | Age/Sex | Procedure | Access | Source | Notes",
               pats[0].mrn[0])
        d.line("-" * 78)
    for i, pat in enumerate(pats):
        c.pat = pat
        tm = "%02d:%02d" % (7 + i + (i // 3), c.ch([0, 30, 15, 45]))
        proc = c.ch(PROCS)
        acc = c.ch(VACCESS.get(proc, ACCESS[:6]))
        note = c.ch(NOTES)
        if style == "table":
            d.line("{} | {} | {} | {}/{} | {} | {} | {} | {}", tm,
                   c.pt(c.ch(["LF", "lf", "il"])), P("MRN", pat.mrn[1]),
                   P("AGE", str(pat.age)), pat.p.sex, proc, acc, _source(c), note)
            if c.chance(0.25):
                d.line("      ^ contact {} {}; {}", c.ch(["pt mob", "mobile", "home"]),
                       P("PHONE", pat.mobile), CM.rel_name(c, pat.nok))
            continue
        if style == "grid":
            d.line("[{}] {}", i + 1, tm)
            d.line("  Name: {}   DOB: {} ({})", c.pt(c.ch(["LF", "full"])),
                   c.D(pat.dob, c.ch(["num", "dmon"])), c.age(c.ch(["yrs", "sexcomp"])))
            d.line("  {}: {}   {}", pat.mrn[0], P("MRN", pat.mrn[1]),
                   [pat.natid[0] + " ", P("MRN", pat.natid[1])] if pat.natid else
                   [pat.hp[0] + " ", P("HEALTHPLAN", pat.hp[1])])
            d.line("  Proc: {} via {}   From: {}", proc, acc, _source(c))
            d.line("  Notes: {}", note)
        else:
            d.f("{}. {}  {} ", i + 1, tm, c.pt(c.ch(["tl", "LFc", "full", "LF"])))
            d.f("({})  {} {}  ", c.age(c.ch(["sp", "sexcomp", "yo"])), pat.mrn[0],
                P("MRN", pat.mrn[1]))
            d.line("- {} via {}. {}. {}.", proc, acc, _source(c), note[0].upper() + note[1:])
        k = c.ri(0, 9)
        if k == 0:
            d.line("   Transport: own car, reg {} parked in drop-off bay - {} collecting",
                   P("VEHICLE", pat.plate), CM.rel_name(c, pat.nok, "first"))
        elif k == 1 and CM.lang(c, pat.p):
            d.line("   Interpreter booked ({}), {} will attend; tel {}",
                   CM.lang(c, pat.p), CM.rel_name(c, pat.nok), P("PHONE", pat.nok.phone))
        elif k == 1:
            d.line("   {} to escort; tel {}", CM.rel_name(c, pat.nok), P("PHONE", pat.nok.phone))
        elif k == 2:
            amb = c.ch(c.C.ambulance)
            d.line("   Inter-hospital transfer by {}, ETA {}", P("ORGANIZATION", amb), c.time())
        elif k == 3 and cc == "USA":
            d.line("   Prior auth # {} ({}); {} {}", P("IDNUM", "PA" + c.dg(9)),
                   P("ORGANIZATION", pat.insurer), pat.hp[0].split()[-2] + " ID",
                   P("HEALTHPLAN", pat.hp[1]))
        elif k == 4:
            d.line("   Previous: {} {} ({}) - {}", c.ch(["PCI", "CABG", "PPM", "angio"]),
                   c.D(CM.days(c.pdate, -c.ri(200, 4000)), c.ch(["year", "my"])),
                   P("HOSPITAL", c.ch(c.C.centres + c.C.district)), CM.hard_neg(c))
        elif k == 5:
            d.line("   Pt phone {} - confirmed attendance {} (spoke to {})",
                   P("PHONE", pat.phone), c.D(CM.days(c.pdate, -c.ri(1, 5)),
                                              c.ch(["wd", "dm"])),
                   c.name(pat.p, "PATIENT", c.ch(["first", "tl"])))
    d.line("")
    if c.chance(0.7):
        d.line("Add-ons / urgent: ring cath lab co-ordinator on {} or bleep {}",
               P("PHONE", c.ext()), P("PHONE", c.bleep()))
    if c.chance(0.5):
        d.line("Recovery: {} beds held on {}. CCU aware.", c.ri(2, 6), P("HOSPITAL", c.ward))
    clerk = c.new_staff("clerk")
    d.line("List compiled by {} ({}) {}", c.name(clerk.p, "DOCTOR", c.ch(["full", "il"])),
           P("USERNAME", clerk.user), c.D(CM.days(c.pdate, -1), c.ch(["num", "short"])))
    CM.footer(c, d, clerk)


def _pacing_report(c, d):
    mk = c.ch(PO.DEVICE_MAKERS)
    pm = c.ch(PO.PACERS)
    d.line("PROCEDURE: {} permanent pacemaker implantation", c.ch(["Dual chamber", "Single chamber",
                                                                 "Dual-chamber MRI-conditional"]))
    d.line("Indication: {}. {}.", c.ch(CM.PACE_IND), CM.hard_neg(c))
    d.line("Access: {} vein, {} pocket. Cefazolin 2 g IV pre-op.", c.ch(["left cephalic",
           "left axillary", "right cephalic"]), c.ch(["subcutaneous pre-pectoral",
                                                     "sub-pectoral"]))
    d.line("Generator: {} {}  SN {}", mk, pm, P("DEVICE", c.serial("pacer")))
    d.line("RA lead: {} {}  SN {}", mk, c.ch(PO.LEADS), P("DEVICE", c.serial("lead")))
    if c.chance(0.8):
        d.line("RV lead: {} {}  SN {}  (septal position)", mk, c.ch(PO.LEADS),
               P("DEVICE", c.serial("lead")))
    d.line("Measurements: RA P wave %.1f mV, threshold %.1f V @ 0.4 ms, impedance %d ohm; "
           "RV R wave %.1f mV, threshold %.1f V, impedance %d ohm." % (
               c.ri(15, 50) / 10, c.ri(4, 12) / 10, c.ri(380, 720), c.ri(60, 200) / 10,
               c.ri(3, 10) / 10, c.ri(420, 900)))
    d.line("Programmed DDDR 60-130. Fluoro %d:%02d min. No pneumothorax on CXR." % (
        c.ri(2, 14), c.ri(0, 59)))


def procedure_report(c, d):
    c.setup()
    cc = c.cc
    pat = c.pat
    c.web = c.hospital_urls(c.centre)
    CM.letterhead(c, d, dept=c.ch(["Cardiac %s Laboratory" % c.C.cath.capitalize(), "Interventional Cardiology",
        "Heart & Vascular Services"]))
    d.line("")
    d.line("{}", c.ch(["CARDIAC %s REPORT" % c.C.cath.upper(), "PROCEDURE REPORT",
                       "Coronary Angiography / PCI Report", "Cath Lab Procedure Note"]))
    CM.banner(c, d)
    t0 = c.ri(7 * 60, 17 * 60)
    t1 = t0 + c.ri(20, 150)
    d.line("Date of procedure: {}   {}   Start {}  End {}", c.D(c.pdate, c.ch(["num", "long",
           "dmon", "wdlong"])), CM.lab_room(c), "%02d:%02d" % (t0 // 60, t0 % 60),
           "%02d:%02d" % (t1 // 60, t1 % 60))
    d.line("Primary operator: {}", c.doc(c.cons, c.ch(["dr_full", "full_cred", "dr_il"])))
    d.line("Assistant: {}", c.doc(c.fellow, c.ch(["dr_full", "dr_last", "full_cred"])))
    if c.chance(0.7):
        d.line("Scrub: {}  Circulating: {}  Radiographer: {}  Monitoring: {}",
               c.doc(c.nurse, c.ch(["full", "il"])), c.doc(c.nurse2, c.ch(["full", "il"])),
               c.doc(c.rad, c.ch(["full", "il"])), c.doc(c.phys, c.ch(["full", "il", "ini"])))
    if c.chance(0.5):
        d.line("Referring: {} ({})", c.doc(c.new_staff("referrer"), c.ch(["dr_full",
               "dr_last"])), P("HOSPITAL", c.district))
    d.line("")
    if c.chance(0.22):
        _pacing_report(c, d)
    else:
        ind = c.ch(CM.INDICATIONS)
        d.line("INDICATION: {} {} {}. {}.", c.age(c.ch(["year-old", "yo", "y/o"])),
               {"M": "man", "F": "woman"}[pat.p.sex] if c.chance(0.6) else pat.p.sex, "with " +
               ind, CM.hard_neg(c))
        if c.chance(0.5):
            d.line("History: {}; {}; prior {} {}.", c.ch(["T2DM, HTN, ex-smoker",
                   "HTN, dyslipidaemia", "CKD 3b, PVD", "AF on apixaban, OSA"]),
                   c.ch(PO.SCORES), c.ch(["PCI to RCA", "NSTEMI", "CABG x3", "stent to LAD"]),
                   c.D(CM.days(c.pdate, -c.ri(300, 5000)), c.ch(["year", "my"])))
        d.line("ACCESS: {} {}F sheath, {}. Radial cocktail: verapamil 2.5 mg, GTN 200 mcg.",
               c.ch(["Right radial", "Left radial", "Right femoral", "Right distal radial"]),
               c.ch([5, 6, 7]), c.ch(["Barbeau B", "ultrasound guided", "Seldinger technique",
                                      "modified Allen test normal"]))
        d.line("Heparin {} IU IV; ACT {} s.", c.ch([5000, 7000, 8000, 10000]), c.ri(240, 330))
        d.line("Catheters: {}, {}.", c.ch(PO.GUIDES), c.ch(PO.GUIDES))
        d.line("")
        d.line("FINDINGS:")
        for ln in CM.coronary_findings(c):
            d.line("  {}", ln)
        if c.chance(0.6):
            d.line("LV: LVEDP {} mmHg; LVEF est {}%. No MR.", c.ri(8, 28), c.ri(25, 65))
        d.line("")
        if c.chance(0.75):
            d.line("INTERVENTION: PCI to {}.", c.ch(CM.VESSELS))
            d.line("Guide {} {}F, wire {}. Predilated with {} {} x {} mm at {} atm.",
                   c.ch(PO.GUIDES), c.ch([6, 7]), c.ch(PO.WIRES), c.ch(PO.BALLOONS),
                   c.ch(["2.0", "2.5", "3.0"]), c.ch([12, 15, 20]), c.ri(10, 18))
            for _ in range(c.ri(1, 2)):
                if c.chance(0.5):
                    d.line("Stent: {}, deployed {} atm (lot {}).", CM.stent_desc(c),
                           c.ri(10, 18), P("DEVICE", c.serial("lot")))
                else:
                    d.line("Stent: {}, deployed at {} atm, post-dilated {} {}.",
                           CM.stent_desc(c), c.ri(10, 18), c.ch(PO.BALLOONS),
                           c.ch(["3.5", "4.0", "3.25"]))
            d.line("Result: 0% residual, TIMI 3 flow, no dissection. {}.", c.ch([
                "IVUS MSA 6.1 mm2", "OCT good apposition", "iFR post 0.93", "FFR 0.88"]))
        else:
            d.line("CONCLUSION: {}. Discuss at Heart Team meeting.", c.ch([
                "Severe three-vessel disease, SYNTAX 34", "Non-obstructive coronaries - "
                "consider MINOCA / Takotsubo", "Moderate LAD disease - medical therapy"]))
    d.line("")
    d.line("Closure: {}. Fluoro time {} min, DAP {} Gy.cm2, contrast {} {} mL.",
           c.ch(["radial compression band 15 mL", "closure device, good haemostasis",
                 "manual pressure 20 min", "TR-style band, patent hemostasis"]),
           "%d.%d" % (c.ri(2, 35), c.ri(0, 9)), "%d.%d" % (c.ri(8, 140), c.ri(0, 9)),
           c.ch(PO.CONTRAST), c.ri(40, 320))
    d.line("Complications: {}", c.ch(["none", "nil", "minor radial spasm, resolved",
                                      "small groin haematoma, manual pressure"]))
    if c.chance(0.3):
        d.line("Per {} guideline: {}.", c.ch(["ESC 2023 ACS", "ACC/AHA 2021 revascularisation",
               "NICE NG185", "CSANZ 2016 ACS"]), c.ch(["radial first", "DAPT 12 months in ACS",
                                                     "consider IVUS for LMS"]))
    d.line("PLAN: {}; {}; {}.", c.ch(["DAPT aspirin + ticagrelor 12/12",
           "aspirin lifelong + clopidogrel 6/12", "continue OAC + clopidogrel 1/12 then OAC alone"]),
           c.ch(["discharge same day if well", "back to " + c.ward + " bed",
                 "CCU overnight", "echo in 6/52"]),
           c.ch(["cardiac rehab referral", "clinic review 3/12", "GP to recheck U&E in 1/52"]))
    d.line("")
    CM.sign(c, d, c.cons if c.chance(0.6) else c.fellow)
    if c.chance(0.5):
        d.line("cc: {}, {}; {}", c.doc(c.gp, c.ch(["dr_full", "dr_il"])),
               P("HOSPITAL", c.practice.name), [P("FAX", c.practice.fax), " (fax)"]
               if c.chance(0.5) else P("CITY", c.practice.addr.city))
    if c.chance(0.4):
        d.line("Images archived: accession {}", P("IDNUM", c.accession()))
    if c.chance(0.3):
        tp = c.new_staff("clerk").p
        d.line("{}/{}  D: {}  T: {}", P("DOCTOR", (c.cons.p.first[0] + c.cons.p.last[0]).upper()),
               P("DOCTOR", (tp.first[0] + tp.last[0]).lower()), c.D(c.pdate, "short"),
               c.D(CM.days(c.pdate, c.ri(0, 2)), "short"))
    CM.footer(c, d)
