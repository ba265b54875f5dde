"""Own genres: device (pacing) clinic check, heart team MDT outcome list,
post-procedure telephone follow-up, billing/claim summary."""
import common as CM
import pools as PO
from doc import P

BILL = {
    "USA": [("CPT 93458-26", "L heart cath + coronary angio, interp", 1420),
            ("CPT 92928", "PCI w/ stent, single major vessel", 2890),
            ("CPT 92978", "IVUS, initial vessel", 610), ("CPT 93571", "FFR initial vessel", 540),
            ("CPT 33208", "Insert dual chamber PPM", 3100), ("HCPCS C1874", "Stent, coated/covered", 1850)],
    "Australia": [("MBS 38244", "Coronary angiography + LV", 612.45),
                  ("MBS 38306", "Transluminal stent, single", 1205.20),
                  ("MBS 38353", "PPM insertion", 480.10), ("MBS 38241", "FFR", 310.55)],
    "UK": [("CCSD K6310", "Coronary angiography", 1150), ("CCSD K7520", "PCI + stent", 2400),
           ("CCSD K6020", "Dual chamber pacemaker", 1900)],
    "Canada": [("G298", "Coronary angiography - prof", 310.45), ("G262", "PCI first vessel",
                                                                 612.80),
               ("Z439", "Pacemaker insertion", 455.00)],
    "Ireland": [("Proc 3860", "Coronary angiogram", 1100), ("Proc 3875", "PCI with stent",
                                                           2300)],
    "New Zealand": [("ACHI 38218-00", "Coronary angiography", 3400),
                    ("ACHI 38306-00", "PCI single stent", 9800)],
}


def device_clinic(c, d):
    c.setup()
    pat = c.pat
    mk, pm = c.ch(PO.DEVICE_MAKERS), c.ch(PO.PACERS)
    imp = CM.days(c.pdate, -c.ri(40, 3600))
    d.line("{}", c.ch(["PACING CLINIC - DEVICE INTERROGATION", "Cardiac Device Follow-up Report",
                       "CRM CLINIC: PACEMAKER CHECK", "Device Clinic Record"]))
    d.line("{} - {}", P("HOSPITAL", c.centre), c.ch(["Cardiac Physiology", "Pacing & Devices",
                                                      "Cardiac Rhythm Management"]))
    CM.banner(c, d, c.ch(["table", "line", "sticker"]))
    d.line("Check date: {}   Type: {}", c.D(c.pdate, c.ch(["num", "dmon", "long"])),
           c.ch(["6-week wound and threshold check", "annual in-clinic", "remote review",
                 "symptom-triggered (dizzy spells)", "pre-MRI reprogramming"]))
    d.line("")
    d.line("Device: {} {}   SN {}   Mode DDDR 60/130", mk, pm, P("DEVICE", c.serial("pacer")))
    d.line("Implanted {} at {} by {}", c.D(imp, c.ch(["num", "my", "dmon"])),
           P("HOSPITAL", c.ch(c.C.centres)), c.doc(c.cons, c.ch(["dr_last", "dr_il"])))
    d.line("RA lead: {}  SN {}     RV lead: {}  SN {}", c.ch(PO.LEADS),
           P("DEVICE", c.serial("lead")), c.ch(PO.LEADS), P("DEVICE", c.serial("lead")))
    if c.chance(0.6):
        d.line("Remote monitor: bedside hub SN {}, last transmission {} {}", P("DEVICE",
               c.serial("tx")), c.D(CM.days(c.pdate, -c.ri(0, 30)), c.ch(["num", "iso"])),
               c.time())
        d.line("Portal: {}  (clinic login {})", P("URL", c.ch(["https://remote.example.com/",
               "crm.example.net/"]) + c.ch(["clinic", "patients", "home"])),
               P("USERNAME", c.phys.user))
    d.line("")
    d.line("Battery %.2f V, est. longevity %d.%d years. Presenting rhythm: %s." % (
        c.ri(270, 310) / 100, c.ri(2, 13), c.ri(0, 9), c.ch(["AS-VP 68 bpm", "AP-VP 60",
                                                              "SR with intrinsic conduction",
                                                              "AF with VP 72"])))
    d.line("Lead   Sense      Threshold        Impedance")
    d.line("RA     %.1f mV     %.2f V @ 0.4 ms   %d ohm" % (c.ri(10, 50) / 10, c.ri(40, 125) / 100,
                                                         c.ri(350, 700)))
    d.line("RV     %.1f mV    %.2f V @ 0.4 ms   %d ohm" % (c.ri(50, 200) / 10, c.ri(40, 125) / 100,
                                                        c.ri(400, 980)))
    d.line("Pacing: RA {}%  RV {}%.  AHRE: {} episodes, longest {} min on {}.", c.ri(0, 95),
           c.ri(1, 100), c.ri(0, 9), c.ri(1, 240), c.D(CM.days(c.pdate, -c.ri(1, 90)),
                                                      c.ch(["dm", "num"])))
    d.line("Wound {}. {}", c.ch(["well healed", "healed, no erosion", "n/a"]),
           c.ch(["No changes made.", "Output reduced to 2.5 V.", "Rate response switched on.",
                 "MRI mode programmed for 4 h; reverted after scan."]))
    if c.chance(0.5):
        d.line("Pt reports {}; {} - {}.", c.ch(["no syncope", "occasional dizziness",
               "better exercise tolerance"]), c.works(),
               c.ch(["advised re EMI at work", "no restrictions", "avoid arc welding near device"]))
    if c.chance(0.4):
        d.line("Accompanied by {}.", CM.rel_name(c, pat.nok))
    d.line("Next: remote {}; clinic {}.", c.D(CM.days(c.pdate, 91), "my"),
           c.D(CM.days(c.pdate, 365), c.ch(["my", "num"])))
    d.line("")
    d.line("Physiologist: {}  {} {}", c.doc(c.phys, c.ch(["full_cred", "full"])),
           c.phys.lic[0], P("LICENSE", c.phys.lic[1]))
    d.line("Device clinic {} / {}", P("PHONE", c.ext()), P("EMAIL", "devices@" + c.web.dom))


def mdt(c, d):
    c.setup()
    cc = c.cc
    surg = c.new_staff("consultant")
    st = "Mr" if surg.p.sex == "M" else "Ms"
    coord = c.new_staff("clerk")
    d.line("{}", c.ch(["HEART TEAM MDT - OUTCOMES", "Multidisciplinary Heart Team Meeting",
                       "Cardiac MDT Minutes", "HEART TEAM CONFERENCE"]))
    d.line("{}  -  {}", P("HOSPITAL", c.centre), c.D(c.pdate, c.ch(["wdlong", "long", "num"])))
    d.line("Venue: {} {}; video link {}", c.ch(["Seminar Room", "Meeting Room",
                                                 "Boardroom"]),
           P("LOCATION_OTHER", c.ch(["3", "2.14", "B", "4"]) + c.ch(["", ""])),
           P("URL", "https://meet.example.net/j/" + c.dg(9)))
    d.line("Chair: {}   Surgeon: {}{}   Imaging: {}", c.doc(c.cons, "dr_full"),
           (st + " ") if cc in ("UK", "Ireland") else c.dr() + " ",
           P("DOCTOR", "%s %s" % (surg.p.first, surg.p.last)),
           c.doc(c.new_staff("consultant"), c.ch(["dr_last", "dr_il"])))
    d.line("Also present: {}, {}, {} (coordinator, ext {})", c.doc(c.fellow, "dr_last"),
           c.doc(c.nurse, "full_cred"), c.name(coord.p, "DOCTOR", "full"),
           P("PHONE", c.bleep()))
    d.line("")
    for i in range(c.ri(3, 5)):
        c.pat = c.new_patient(c.pdate)
        pat = c.pat
        ref = c.new_staff("referrer")
        d.line("{}. {}  {}  {} {}", i + 1, c.pt(c.ch(["LF", "full", "il"])),
               c.age(c.ch(["sexcomp", "sp", "yo"])), pat.mrn[0], P("MRN", pat.mrn[1]))
        d.line("   Referred by {} ({})", c.doc(ref, c.ch(["dr_last", "dr_il"])),
               P("HOSPITAL", c.ch(c.C.district + c.C.centres)))
        d.line("   {}; {}; {}; LVEF {}%.", c.ch(["T2DM on insulin", "CKD 3b", "COPD FEV1 55%",
               "prior CVA", "frailty score 5", "HTN, ex-smoker"]), c.ch(["SYNTAX 33",
               "SYNTAX 22", "SYNTAX 41", "SYNTAX 15"]), c.ch(["EuroSCORE II 2.4%",
               "EuroSCORE II 6.8%", "STS PROM 3.1%"]), c.ri(25, 65))
        d.line("   Angio {}: {}", c.D(CM.days(c.pdate, -c.ri(3, 60)), c.ch(["num", "dm",
               "dmon"])), c.ch(["LMS + 3VD", "proximal LAD CTO, RCA 80%", "distal LMS "
                                "bifurcation (Medina 1,1,1)", "severe 3VD, diffuse"]))
        dec = c.ri(0, 3)
        if dec == 0:
            d.line("   Decision: CABG (LIMA-LAD, SVG-OM, SVG-PDA). Refer to {}{}.",
                   (st + " ") if cc in ("UK", "Ireland") else c.dr() + " ",
                   P("DOCTOR", surg.p.last))
        elif dec == 1:
            d.line("   Decision: PCI with IVUS guidance - list with {}.",
                   c.doc(c.cons, c.ch(["dr_last", "dr_il"])))
        elif dec == 2:
            d.line("   Decision: optimal medical therapy; {} prefers not to have surgery "
                   "(discussed with {}).", c.pt(c.ch(["tl", "first"])),
                   CM.rel_name(c, pat.nok))
        else:
            d.line("   Decision: further imaging - stress perfusion MRI then re-discuss "
                   "{}.", c.D(CM.days(c.pdate, 28), c.ch(["num", "dm"])))
        if c.chance(0.3):
            d.line("   Social: {}, lives {}; {}.", c.profp(),
                   c.ch(["alone", "with family"]), c.ch([["daughter in ", P("COUNTRY",
                   c.ch(["Australia", "Canada", "England", "New Zealand", "the USA"])),
                   " - wishes to be involved"], "no carers", ["born in ",
                   P("COUNTRY", pat.born), ", interpreter needed"]]))
        d.line("")
    d.line("Outcomes to be sent to referrers by {} ({}).", c.name(coord.p, "DOCTOR",
           c.ch(["full", "il"])), P("EMAIL", c.email_for(coord.p, c.web.dom)))
    d.line("Next meeting: {}", c.D(CM.days(c.pdate, 7), c.ch(["wd", "num", "long"])))


def phone_fu(c, d):
    c.setup()
    pat = c.pat
    nk = pat.nok
    d1 = CM.days(c.pdate, c.ri(1, 3))
    if c.chance(0.6):
        d.line("{} - {}", P("HOSPITAL", c.centre), c.ch(["Cardiac Nursing",
               "Cath Lab Liaison Service", "Cardiac Rehabilitation"]))
    d.line("{}", c.ch(["TELEPHONE FOLLOW-UP - POST PCI", "Post-Procedure Phone Call (48-72h)",
                       "Cardiac CNS telephone review", "Phone f/u note"]))
    if c.chance(0.5):
        CM.banner(c, d, c.ch(["pipe", "line"]))
        d.line("Procedure {} ({}) by {}; discharged {}", c.D(c.pdate, c.ch(["num", "dm"])),
               c.ch(["PCI x1 stent", "PCI x2", "diagnostic angio", "PPM"]),
               c.doc(c.cons, c.ch(["dr_last", "dr_il"])), c.D(CM.days(c.pdate, c.ri(0, 1)),
                                                              c.ch(["dm", "wd"])))
    else:
        d.line("Pt: {}   {} {}   Procedure {} ({})", c.pt(c.ch(["LF", "full"])), pat.mrn[0],
               P("MRN", pat.mrn[1]), c.D(c.pdate, c.ch(["num", "dm", "short"])),
               c.ch(["PCI x1 stent", "PCI x2", "diagnostic angio", "PPM"]))
    if c.chance(0.5):
        d.line("Numbers on file: home {}, mob {}; NOK {} {}", P("PHONE", pat.phone),
               P("PHONE", pat.mobile), CM.rel_name(c, nk), P("PHONE", nk.phone))
    if c.chance(0.5):
        d.line("Call 1 {} {} to {} - no answer, voicemail left with callback {}.",
               c.D(d1, c.ch(["dm", "num"])), c.time(), P("PHONE", pat.mobile),
               P("PHONE", c.ext()))
    who = c.ri(0, 2)
    d.f("Call {} {}: spoke to ", 2 if c.chance(0.5) else 1, c.time())
    if who == 0:
        d.line("{} {} (pt gave verbal consent, was resting).", nk.rel, c.name(
            nk.p, "FAMILY", c.ch(["first", "full"])))
    else:
        d.line("{} on {}. States \"{}\".", c.pt(c.ch(["first", "tl", "full"])),
               P("PHONE", pat.phone), c.ch(["feeling good, bit tired", "wrist still sore",
                                            "never felt better", "a bit breathless on stairs"]))
    dest = c.ch(["Samoa", "India", "Scotland", "Greece", "the Philippines", "Poland",
                 "Portugal", "Vietnam", "Canada", "Ireland", "Fiji", "Italy"])
    qs = [
        ["Radial site: ", c.ch(["small bruise, no swelling, hand warm", "tender, no lump",
                                "healed"]), "."],
        ["Chest pain: ", c.ch(["nil", "one twinge at rest, settled <5 min", "none, GTN not used"]),
         "."],
        ["Meds: taking ", c.ch(["ticagrelor BD", "clopidogrel", "aspirin + prasugrel"]),
         "; ", c.ch(["mild SOB - explained ticagrelor dyspnoea", "no bleeding",
                     "bruises easily"]), "."],
        ["Asked about work as ", P("PROFESSION", pat.prof), " - ", c.ch([
            "advised 2 weeks off", "fit note to come from GP", "discuss at rehab"]), "."]
        if not pat.retired else ["Social: ", c.works(), "; ", c.ch([
            "keen to restart golf", "cares for grandchildren", "volunteers at op shop"]),
            "."],
        ["Rehab: first session booked ", c.D(CM.days(c.pdate, c.ri(10, 30)), c.ch(
            ["wd", "dm", "num"])), " at ", P("HOSPITAL", c.ch(c.C.district)), "."],
        ["Mood: ", c.ch(["a bit anxious", "good", "low - family worried"]), ". Given heart "
         "support line ", P("PHONE", c.land()), "."],
        ["Driving: reminded no driving for ", c.ch(["1 week", "4 weeks", "until reviewed"]),
         "."],
        ["Knows to call ", c.C.emergency, " if chest pain >15 min despite 2 doses GTN."],
        ["Travel: planning to fly to ", P("COUNTRY", dest), " on ",
         c.D(CM.days(c.pdate, c.ri(14, 60)), c.ch(["dm", "num", "abbr"])),
         " - advised usually fine after 2 weeks if uncomplicated; check travel insurance."],
        ["Smoking: ", c.ch(["never", ["quit ", c.D(CM.days(c.pdate, -c.ri(400, 9000)),
                                                    c.ch(["year", "my"]))],
                             "still 10/day - Quitline referral done"]), "."],
        ["Bleeding: ", c.ch(["gums when brushing, minor", "nil", "one nosebleed, settled"]),
         "."],
        ["Activity: walking ", str(c.ri(5, 30)), " min/day; stairs ok."],
    ]
    for ix in sorted(c.rng.sample(range(len(qs)), c.ri(5, 9))):
        d.line(" - {}", qs[ix])
    if c.chance(0.4):
        d.line("{} asked for copy of letter to be e-mailed: {}", c.pt(c.ch(["first", "tl"])),
               P("EMAIL", pat.email))
    d.line("Plan: {}", c.ch(["no further calls needed", "call again Friday",
                             "GP review for BP", "clinic 6/52 as planned",
                             "discussed with registrar - no change"]))
    d.line("Time spent: {} min", c.ri(6, 25))
    d.line("{} {}, {}", c.doc(c.nurse2, c.ch(["full", "full_cred"])),
           c.ch(["Cardiac CNS", "Cath Lab Liaison Nurse", "Rehab Nurse"]),
           P("PHONE", c.ext()))
    CM.footer(c, d, c.nurse2)


def billing(c, d):
    c.setup()
    pat, cc = c.pat, c.cc
    items = BILL[cc]
    picks = sorted(c.rng.sample(range(len(items)), c.ri(1, min(3, len(items)))))
    cur = {"USA": "$", "Canada": "$", "Australia": "$", "New Zealand": "$",
           "UK": "GBP ", "Ireland": "EUR "}[cc]
    d.line("{}", c.ch(["CLAIM SUMMARY - CARDIAC PROCEDURES", "Hospital Billing Extract",
                       "Procedure Claim / Invoice", "INSURANCE CLAIM - PROFESSIONAL SERVICES"]))
    d.line("Facility: {}   Acct/Invoice: {}", P("HOSPITAL", c.centre), P("ACCOUNT",
           pat.acct[1]))
    if c.chance(0.5):
        d.line("Claim no.: {}", P("ACCOUNT", "CLM" + c.dg(9)))
    d.line("")
    d.line("Patient: {}   DOB {}   Sex {}", c.pt(c.ch(["LF", "fml"])), c.D(pat.dob, c.ch(
        ["num", "iso", "dmon"])), pat.p.sex)
    d.line("Address: {}", c.addr(pat.addr, "line"))
    d.line("Phone: {}   E-mail: {}", P("PHONE", pat.phone), P("EMAIL", pat.email))
    d.line("{}: {}", pat.mrn[0], P("MRN", pat.mrn[1]))
    if pat.ssn and c.chance(0.8):
        d.line("{}: {}", pat.ssn[0], P("SSN", pat.ssn[1]))
    pub = {"Medicare": "Medicare", "OHIP": "OHIP", "BC": "MSP", "AHCIP": "Alberta Health",
           "DVA": "DVA", "Medical": "HSE (GMS)"}.get(pat.hp[0].split()[0])
    d.line("Payer: {}   {}: {}", pub or P("ORGANIZATION", pat.insurer),
           pat.hp[0].replace(pat.insurer + " ", "").capitalize(), P("HEALTHPLAN", pat.hp[1]))
    if cc == "USA" and c.chance(0.7):
        selfsub = c.chance(0.6) or pat.nok.rel not in ("wife", "husband", "partner")
        d.line("Group no.: {}   Subscriber: {} ({})", P("HEALTHPLAN", "GRP-" + c.dg(5)),
               c.pt("full") if selfsub else c.name(pat.nok.p, "FAMILY", "full"),
               "self" if selfsub else pat.nok.rel)
    if c.chance(0.5) and pat.employer:
        d.line("Employer: {}   Occupation: {}", P("ORGANIZATION", pat.employer),
               P("PROFESSION", pat.prof))
    elif c.chance(0.4):
        d.line("Occupation: {}", c.profp())
    d.line("Prior authorisation: {}", P("IDNUM", c.ch(["PA", "AUTH-", "PRE"]) + c.dg(8)))
    d.line("")
    d.line("Date of service: {}   Admission: {}   Discharge: {}", c.D(c.pdate, "num"),
           c.D(c.pdate, "num"), c.D(CM.days(c.pdate, c.ri(0, 3)), "num"))
    dxs = [x for x in c.C.codes if "I2" in x or "I4" in x]
    d.line("Dx: {}", ", ".join(dxs[:c.ri(1, 2)]))
    d.line("")
    d.line("Code            Description                                  Fee")
    tot = 0
    for ix in picks:
        code, desc, fee = items[ix]
        tot += fee
        d.line("{} {} {}{:.2f}".replace("{:.2f}", "%.2f" % fee), code.ljust(15),
               desc.ljust(44), cur)
    d.line("Total claimed: {}{}", cur, "%.2f" % tot)
    d.line("")
    s = c.cons
    d.line("Rendering provider: {}   {}: {}", c.doc(s, c.ch(["dr_full", "full_cred", "LF"])),
           s.lic[0], P("LICENSE", s.lic[1]))
    if c.chance(0.5):
        f = c.fellow
        d.line("Assistant: {}   {}: {}", c.doc(f, c.ch(["dr_full", "full"])), f.lic[0],
               P("LICENSE", f.lic[1]))
    if c.chance(0.6) and not pub:
        ia = c.address(simple=True)
        d.line("Send claim to: {} Claims, {}", P("ORGANIZATION", pat.insurer),
               c.addr(ia, "line"))
    d.line("Notes: {}", c.ch([
        "Prosthesis (DES) billed separately per schedule; no gap.",
        "Same-day discharge; no accommodation charge.",
        "Second vessel FFR not billable - bundled.",
        "Pre-approval obtained by phone; reference above.",
        "Patient liable for excess of 250.00."]))
    d.line("Billing office: {}  Fax {}  {}", P("PHONE", c.land()), P("FAX", c.land()),
           P("EMAIL", "billing@" + c.web.dom))
    CM.footer(c, d, c.ch([c.nurse, c.rad]))
