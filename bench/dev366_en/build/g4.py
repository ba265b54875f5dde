"""Genres: discharge letter, complication/incident report."""
import common as CM
import pools as PO
from doc import P

DRIVE = {"UK": "DVLA", "Australia": "Austroads", "New Zealand": "NZTA", "Ireland": "NDLS",
         "Canada": "CCMTA", "USA": "state DMV"}
REGULATOR = {"UK": "MHRA Yellow Card", "Australia": "TGA IRIS", "New Zealand": "Medsafe",
             "Ireland": "HPRA", "Canada": "Health Canada MDPR", "USA": "FDA MedWatch"}


def discharge(c, d):
    c.setup()
    pat, cc = c.pat, c.cc
    adm = CM.days(c.pdate, -c.ri(0, 4))
    dis = CM.days(c.pdate, c.ri(0, 3))
    CM.letterhead(c, d)
    d.line("")
    d.line("Date: {}", c.D(dis, c.ch(["long", "num", "abbr"])))
    if c.chance(0.5):
        d.line("Our ref: {}/{}", P("DOCTOR", (c.cons.p.first[0] + c.cons.p.last[0]).upper()),
               P("MRN", pat.mrn[1]))
    d.line("")
    d.line("{}", c.doc(c.gp, c.ch(["dr_full", "dr_il"])))
    d.line("{}", P("HOSPITAL", c.practice.name))
    d.line("{}", c.addr(c.practice.addr, "block"))
    if c.chance(0.5):
        d.line("Fax: {}", P("FAX", c.practice.fax))
    d.line("")
    d.line("Dear {},", c.ch([[c.dr() + " ", P("DOCTOR", c.gp.p.last)], "Colleague",
                             ["Dr ", P("DOCTOR", c.gp.p.first)]]))
    d.line("")
    d.line("Re: {}, DOB {}", c.pt(c.ch(["full", "fml", "tl"]) if c.chance(0.7) else "LF"),
           c.D(pat.dob, c.ch(["num", "long", "dmon"])))
    if c.chance(0.7):
        d.line("    {}", c.addr(pat.addr, "line"))
    d.f("    {}: {}", pat.mrn[0], P("MRN", pat.mrn[1]))
    if pat.natid:
        d.f("   {}: {}", pat.natid[0], P("MRN", pat.natid[1]))
    d.add("\n")
    d.line("")
    d.line("Admitted {} - discharged {} from {}.", c.D(adm, c.ch(["num", "dm"])),
           c.D(dis, c.ch(["num", "dm"])), P("HOSPITAL", c.ward))
    dx = c.ch(["NSTEMI", "Inferior STEMI", "Unstable angina", "Stable angina",
               "Complete heart block"])
    d.line("Diagnosis: {}{}", dx, c.ch(["", " (Killip I)", ", GRACE 141", ", LVEF 45%"]))
    d.line("")
    if dx == "Complete heart block":
        d.line("Procedure ({}): dual chamber pacemaker ({} {}), serial {}. Leads {} / {}.",
               c.D(c.pdate, "num"), c.ch(PO.DEVICE_MAKERS), c.ch(PO.PACERS),
               P("DEVICE", c.serial("pacer")), P("DEVICE", c.serial("lead")),
               P("DEVICE", c.serial("lead")))
        d.line("Wound: steristrips, keep dry 5 days; wound check at {} in 7-10 days.",
               P("HOSPITAL", c.practice.name))
    else:
        d.line("Procedure ({}): coronary angiography via right radial artery by {}. {}",
               c.D(c.pdate, c.ch(["num", "ord", "abbr"])), c.doc(c.cons, c.ch(["dr_last",
                                                                               "dr_full"])),
               c.ch(["TIMI 3 flow post.", "Medina 1,1,1 bifurcation, provisional strategy.",
                     "No complications."]))
        for ln in CM.coronary_findings(c)[:c.ri(2, 4)]:
            d.line("  {}", ln)
        d.line("PCI to {} with {}.", c.ch(CM.VESSELS), CM.stent_desc(c))
    d.line("")
    d.line("Medications on discharge:")
    for m in CM.meds(c):
        d.line(" - {}", m)
    if dx != "Complete heart block" and c.chance(0.6):
        d.line(" Ticagrelor to continue until {} (12 months DAPT), then aspirin alone.",
               c.D(CM.days(c.pdate, 365), c.ch(["my", "long", "num"])))
    d.line("")
    d.line("Follow-up:")
    d.line(" - Cardiac rehabilitation at {}; they will phone {}.", P("HOSPITAL", c.ch(
        c.C.district + c.C.centres)), c.ch(["the patient", "him" if pat.p.sex == "M" else
                                           "her"]))
    d.line(" - Cardiology clinic with {} in {}.", c.doc(c.cons, c.ch(["dr_last", "dr_il"])),
           c.ch(["6/52", "3/12", "6 weeks", "8-10 weeks"]))
    d.line(" - {} to check U&E and BP in 1-2 weeks (ramipril started). {}.",
           c.C.gp_word, CM.hard_neg(c))
    d.line("")
    drv = DRIVE[cc]
    if c.chance(0.6) and not pat.retired:
        d.line("Driving / work: {} guidance discussed. {} works as a {}{} - {}.",
               drv, c.name(pat.p, "PATIENT", c.ch(["tl", "first"])),
               P("PROFESSION", pat.prof),
               [" for ", P("ORGANIZATION", pat.employer)] if c.chance(0.5) else "",
               c.ch(["Group 2 licence, must not drive a bus or lorry for 6 weeks and should "
                     "inform the licensing authority", "may return to work after 4 weeks",
                     "advised phased return from 2 weeks"]))
    elif c.chance(0.4):
        d.line("Driving / activity: {} {}; no driving for 1 week per {} standards.",
               c.name(pat.p, "PATIENT", c.ch(["tl", "first"])), c.works(), drv)
    else:
        d.line("Driving: no driving for 1 week (private licence), per {} standards.", drv)
    if c.chance(0.4):
        d.line("Discussed with {} ({}) at bedside.", c.name(pat.nok.p, "FAMILY",
               c.ch(["full", "first"])), pat.nok.rel)
    if c.chance(0.5):
        d.line("Results and letters are available to the patient via {}", P("URL", c.ch([
            "https://myhealth.example.net/", "portal.example.com/"]) + c.ch(
            ["login", "records", "heart"])))
    d.line("")
    d.line("Yours sincerely,")
    d.line("")
    s = c.ch([c.cons, c.fellow])
    d.line("{}", c.doc(s, c.ch(["dr_full", "full_cred"])))
    d.line("{}", ("Attending Cardiologist" if c.us else "Consultant Cardiologist")
           if s is c.cons else "Cardiology Fellow" if cc in ("USA", "Canada") else
           c.ch(["Cardiology Registrar", "Specialist Registrar, Cardiology",
                 "Cardiology Advanced Trainee"]))
    if c.chance(0.6):
        d.line("{} {}", s.lic[0], P("LICENSE", s.lic[1]))
    d.line("")
    cc_line = ["cc: patient"]
    if c.chance(0.6):
        cc_line += [" (", c.addr(pat.addr, "line"), ")"]
    if c.chance(0.5):
        cc_line += ["; ", c.doc(c.new_staff("referrer"), "dr_full"), ", ",
                    P("HOSPITAL", c.district)]
    d.line("{}", cc_line)
    if c.chance(0.5):
        d.line("Dictated {} / typed {} by {}", c.D(dis, "dm"), c.D(CM.days(dis, c.ri(1, 4)),
                                                                    "dm"),
               P("DOCTOR", c.ch(["ab", "jk", "lm", "sr", "tw", "hp"])))
    CM.footer(c, d)


INCIDENTS = ["radial", "dissection", "contrast", "wrongpt", "device", "dose",
             "needlestick", "fall", "lead"]


def incident(c, d):
    c.setup()
    pat, cc = c.pat, c.cc
    kind = c.ch(INCIDENTS)
    rep = c.ch([c.nurse, c.nurse2, c.rad, c.fellow])
    d.line("{}", c.ch(["INCIDENT REPORT", "Clinical Incident / Adverse Event Report",
                       "SAFETY EVENT REPORT - CARDIAC CATH LAB", "Complication Report Form"]))
    d.line("{}  -  {}", P("HOSPITAL", c.centre), c.ch(["Cardiac Catheter Laboratory",
                                                        "Cardiology Directorate"]))
    d.line("Incident ref: {}   Logged {} {} by {} ({})", P("IDNUM", c.ref(c.ch(["IR", "W",
           "SE"]))), c.D(c.pdate, c.ch(["num", "iso"])), c.time(), P("USERNAME", rep.user),
           c.ch(["Staff Nurse", "Radiographer", "Registrar", "CNS"]))
    if c.chance(0.4):
        d.line("Submitted from {}", P("IPADDR", c.ip()))
    inc_t = c.ri(8 * 60, 17 * 60)
    d.line("Date/time of incident: {} {}   Location: {}{}", c.D(c.pdate, c.ch(["num", "long",
           "wd"])), "%02d:%02d" % (inc_t // 60, inc_t % 60), CM.lab_room(c),
           c.ch(["", [" / recovery ", CM.room(c, "bay")]]))
    d.line("")
    d.line("Patient: {}  {} {}  Age {}", c.pt(c.ch(["LF", "full"])), pat.mrn[0],
           P("MRN", pat.mrn[1]), P("AGE", str(pat.age)))
    d.line("Procedure: {}   Operator: {}", c.ch(["PCI", "diagnostic angiogram", "PPM",
                                                 "CTO PCI", "staged PCI"]),
           c.doc(c.cons, c.ch(["dr_last", "dr_full"])))
    d.line("")
    d.line("Description:")
    if kind == "radial":
        d.line("Forearm haematoma after removal of radial band (EASY grade III). Radial "
               "perforation suspected. Compression bandage applied, vascular review by {}.",
               c.doc(c.new_staff("registrar"), "dr_full"))
        harm = "Low"
    elif kind == "dissection":
        d.line("Guide catheter ({}) induced ostial dissection of {} during engagement, "
               "NHLBI type D. Bailed out with {} (lot {}). TIMI 3 flow restored.",
               c.ch(PO.GUIDES), c.ch(["RCA", "LMS"]), CM.stent_desc(c),
               P("DEVICE", c.serial("lot")))
        harm = "Moderate"
    elif kind == "contrast":
        d.line("Urticaria, wheeze and BP 78/40 within 5 min of {} injection. Adrenaline 0.5 mg "
               "IM x1, hydrocortisone 200 mg IV, chlorphenamine 10 mg IV. Anaesthetist {} "
               "attended; MET call not required.", c.ch(PO.CONTRAST),
               c.doc(c.new_staff("anaesthetist"), "dr_full"))
        harm = "Moderate"
    elif kind == "wrongpt":
        other = c.new_patient(c.pdate)
        d.line("Near miss: patient {} was called for the lab but the wristband belonged to "
               "{} ({} {}), also on the list. Discrepancy picked up at WHO sign-in by {}. "
               "No procedure commenced.", c.pt(c.ch(["tl", "full"])),
               c.name(other.p, "PATIENT", c.ch(["full", "LF"])), other.mrn[0],
               P("MRN", other.mrn[1]), c.doc(c.rad, c.ch(["full", "il"])))
        harm = "None (near miss)"
    elif kind == "device":
        d.line("Stent delivery balloon failed to deflate ({}), stent dislodged in guide. "
               "Retrieved with snare. Device LOT {} / UDI {} quarantined for return.",
               CM.stent_desc(c), P("DEVICE", c.serial("lot")), P("DEVICE", c.serial("udi")))
        d.line("Manufacturer complaint no. {}; reported to {}.", P("IDNUM", "CMP-" + c.dg(7)),
               REGULATOR[cc])
        harm = "Low"
    elif kind == "dose":
        d.line("Cumulative Ka,r {} mGy (threshold 5000) during CTO PCI; fluoro {} min. "
               "Skin check arranged at 2 and 4 weeks; medical physicist {} informed.",
               c.ri(5100, 8900), c.ri(60, 140), c.name(c.person(), "DOCTOR", "full"))
        harm = "Low"
    elif kind == "needlestick":
        st = c.new_staff("nurse")
        d.line("Staff member {} sustained needlestick injury from used sheath introducer "
               "while clearing trolley. Wound bled and washed; Occupational Health contacted "
               "on {}. Source patient bloods taken with consent.", c.doc(st, c.ch(
                   ["full", "full_cred"])), P("PHONE", c.ext()))
        harm = "Low (staff)"
    elif kind == "fall":
        d.line("Patient found on floor beside {} in recovery, attempted to walk to toilet "
               "after femoral sheath removal. Small groin ooze; no head strike. Falls risk "
               "score {}.", CM.room(c, "bed"), c.ri(8, 20))
        harm = "Low"
    else:
        d.line("RV lead displacement noted on day 1 CXR and loss of capture. Lead serial {} "
               "repositioned {}. Generator {} {} serial {}.", P("DEVICE", c.serial("lead")),
               c.D(CM.days(c.pdate, 1), c.ch(["num", "dm"])), c.ch(PO.DEVICE_MAKERS),
               c.ch(PO.PACERS), P("DEVICE", c.serial("pacer")))
        harm = "Moderate"
    d.line("")
    d.line("Timeline:")
    t = inc_t - c.ri(20, 60)
    steps = [["procedure commenced (", c.doc(c.cons, c.ch(["dr_last", "ini"])), ")"],
             ["event recognised by ", c.doc(rep, c.ch(["full", "il"]))],
             ["escalated; ", c.doc(c.fellow, c.ch(["dr_last", "dr_full"])), " attended"],
             ["obs: BP ", str(c.ri(80, 150)), "/", str(c.ri(40, 90)), ", HR ",
              str(c.ri(50, 120)), ", SpO2 ", str(c.ri(90, 99)), "%"],
             ["patient stable, transferred to ", P("HOSPITAL", c.ch(c.C.wards)), " ",
              CM.room(c, "bed")]]
    for st in steps[:c.ri(3, 5)]:
        t += c.ri(2, 25)
        d.line("  {}  {}", "%02d:%02d" % (t // 60 % 24, t % 60), st)
    d.line("")
    d.line("Harm level: {}", harm)
    d.line("Immediate actions: {}", c.ch(["Consultant informed; patient monitored in CCU.",
                                          "Equipment removed from use.",
                                          "Escalated to nurse in charge.",
                                          "Bleeding controlled; Hb rechecked."]))
    nk = pat.nok
    if c.chance(0.7):
        d.line("Open disclosure / duty of candour: {} and {} informed by {} on {}; "
               "contact {}.", c.pt(c.ch(["tl", "first", "full"])),
               CM.rel_name(c, nk), c.doc(c.cons, c.ch(["dr_last", "dr_full"])),
               c.D(CM.days(c.pdate, c.ri(0, 2)), c.ch(["num", "dm"])), P("PHONE", nk.phone))
    d.line("Witnesses: {}, {}", c.doc(c.nurse2, c.ch(["full", "full_cred"])),
           c.doc(c.phys, c.ch(["full", "full_cred"])))
    d.line("")
    mgr = c.new_staff("nurse")
    d.line("Reviewed by: {} (Cath Lab Manager) {}  ext {}  {}", c.doc(mgr, c.ch(["full",
           "full_cred"])), c.D(CM.days(c.pdate, c.ri(1, 10)), c.ch(["num", "iso"])),
           P("PHONE", c.bleep()), P("EMAIL", c.email_for(mgr.p, c.web.dom)))
    d.line("Learning: {}", c.ch(["Discuss at M&M meeting; update radial band protocol.",
                                 "Two-person ID check re-emphasised at huddle.",
                                 "Add dose alerts at 3 and 5 Gy to lab monitor.",
                                 "Share with device manufacturer rep; no trend found."]))
    d.line("Status: {}", c.ch(["Open", "Closed", "Under investigation", "Awaiting RCA"]))
