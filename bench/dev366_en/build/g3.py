"""Genres: stent implant record, post-procedure nursing observations,
transfer request from a district hospital."""
import common as CM
import country as CO
import pools as PO
from doc import P


def stent_record(c, d):
    c.setup()
    pat = c.pat
    d.line("{} - {}", P("HOSPITAL", c.centre), c.ch(["Cardiac Catheter Laboratory",
           "Cath Lab Materials Management", "Interventional Cardiology"]))
    d.line("{}", c.ch(["CORONARY STENT IMPLANT RECORD", "IMPLANT / DEVICE TRACKING RECORD",
                       "Implantable Device Register - Coronary", "STENT IMPLANT LOG"]))
    d.line("")
    CM.banner(c, d, c.ch(["sticker", "line", "table"]))
    d.line("Procedure date: {}   {}   Operator: {}", c.D(c.pdate, c.ch(["num", "dmon", "long"])),
           CM.lab_room(c), c.doc(c.cons, c.ch(["dr_last", "dr_il", "full_cred"])))
    d.line("Indication: {}   Access: {}", c.ch(CM.INDICATIONS), c.ch(["R radial 6F",
           "R femoral 7F", "L radial 6F"]))
    d.line("")
    d.line("#  Device              Maker               REF            LOT/SN        "
           "Size        EXP      Segment  Atm")
    n = c.ri(1, 4)
    for i in range(n):
        br = c.ch(PO.DES_BRANDS)
        d.line("{}  {} {} REF {}  {}  {} x {} mm  {}  {}  {}", i + 1, br.ljust(18),
               c.ch(PO.DEVICE_MAKERS).ljust(18), "%d%s-%d" % (c.ri(10, 99), c.dg(5),
                                                              c.ch([12, 15, 18, 22, 28])),
               P("DEVICE", c.serial("lot")), c.ch(["2.5", "2.75", "3.0", "3.5", "4.0"]),
               c.ch([12, 15, 18, 22, 26, 30, 38]), "%d-%02d" % (c.pdate.year + c.ri(1, 3),
                                                                 c.ri(1, 12)),
               c.ch(CM.VESSELS).ljust(6), c.ri(10, 20))
    d.line("")
    if c.chance(0.7):
        d.line("Non-implanted devices (traceability):")
        for _ in range(c.ri(1, 3)):
            d.line("  {} {} x {} mm  LOT {}", c.ch(PO.BALLOONS), c.ch(["2.0", "2.5", "3.0",
                   "3.5"]), c.ch([12, 15, 20]), P("DEVICE", c.serial("lot")))
    if c.chance(0.7):
        d.line("UDI scanned: {}", P("DEVICE", c.serial("udi")))
    d.line("")
    k = c.ri(0, 2)
    if k == 0:
        d.line("Implant card: issued to patient on ward {} ({})", c.D(c.pdate, "num"),
               P("HOSPITAL", c.ward))
    elif k == 1:
        d.line("Implant card: posted to {}", c.addr(pat.addr, "line"))
    else:
        d.line("Implant card: given to {} at discharge", CM.rel_name(c, pat.nok))
    d.line("Antiplatelet: {}; heparin {} IU; ACT {} s.", c.ch([
        "ticagrelor 180 mg loaded pre-lab", "clopidogrel 600 mg", "prasugrel 60 mg on table",
        "on DAPT already"]), c.ch([5000, 7000, 10000]), c.ri(230, 340))
    d.line("Pt informed of implants: {}; {}.", c.ch(["yes", "yes - with interpreter",
           "yes, leaflet given"]), c.ch(["registry consent obtained", "opted out of registry",
                                        "registry consent pending"]))
    d.line("National PCI audit submission: {}   status {}", P("IDNUM", c.ref("AUD")),
           c.ch(["sent", "pending", "accepted"]))
    if c.chance(0.5):
        d.line("MRI status: stents MR Conditional (3T); {}", c.ch(["no restriction",
               "see manufacturer IFU", "ok for MRI after implant"]))
    d.line("Scanned by: {} (user {}) at station {}", c.doc(c.nurse2, c.ch(["full", "il"])),
           P("USERNAME", c.nurse2.user), P("IPADDR", c.ip()))
    d.line("Verified by scrub nurse: {}  {}", c.doc(c.nurse, c.ch(["full_cred", "full"])),
           c.D(c.pdate, c.ch(["num", "iso"])))
    if c.chance(0.4):
        d.line("Billing: stent charge posted to account {}", P("ACCOUNT", pat.acct[1]))
    if c.chance(0.3):
        d.line("Queries: cath lab stores {} / {}", P("PHONE", c.ext()),
               P("EMAIL", "cathlab.stores@" + c.web.dom))


def nursing_obs(c, d):
    c.setup()
    pat = c.pat
    d.line("{}", c.ch(["POST-PROCEDURE OBSERVATIONS", "Post Cath Nursing Observations",
                       "CARDIAC DAY UNIT - POST PROCEDURE CARE RECORD",
                       "Recovery Observations - Radial Access"]))
    d.line("{}  {}  {}", P("HOSPITAL", c.centre), P("HOSPITAL", c.ward),
           CM.room(c, c.ch(["bed", "bay", "cubicle"])))
    CM.banner(c, d, c.ch(["pipe", "line", "sticker"]))
    fem = c.chance(0.2)
    h, m = c.ri(8, 14), c.ch([0, 10, 20, 30, 40, 50])
    d.line("Procedure: {} via {} ({}). Returned from {} at {:02d}:{:02d}".replace(
        "{:02d}:{:02d}", "%02d:%02d" % (h, m)), c.ch(["angio + PCI", "diagnostic angio",
        "PPM insertion", "staged PCI"]), "R femoral" if fem else "R radial",
        "closure device" if fem else "radial band 15 mL", CM.lab_room(c))
    d.line("Obs freq: q15min x4, q30min x2, then hourly. Bed rest {}.", "4 h flat" if fem
           else "not required")
    d.line("")
    d.line("Time  | BP      | HR | RR | SpO2   | T    | Site              | Pulse | Pain | "
           "EWS | Init")
    inits = [c.nurse2, c.nurse, c.new_staff("nurse")]
    t = h * 60 + m
    for i in range(c.ri(5, 9)):
        t += 15 if i < 4 else 30
        who = c.ch(inits)
        d.line("{} | {}/{} | {} | {} | {}% {} | {} | {} | {} | {}/10 | {} | {}",
               "%02d:%02d" % (t // 60 % 24, t % 60), c.ri(100, 168), c.ri(55, 95),
               c.ri(52, 98), c.ri(12, 20), c.ri(93, 100), c.ch(["RA", "RA", "2L NP"]),
               "%.1f" % (c.ri(360, 378) / 10), c.ch(["dry, soft", "ooze - pressure",
               "no haematoma", "small bruise", "dry"]).ljust(17), c.ch(["+", "+ CRT<2s",
               "palp"]), c.ri(0, 4), c.ri(0, 3), P("DOCTOR", (who.p.first[0] +
                                                             who.p.last[0]).upper()))
    d.line("")
    if not fem:
        d.line("Band deflation: -3 mL q15min from {}; removed {}, Tegaderm applied.",
               "%02d:%02d" % ((t // 60 - 1) % 24, t % 60), "%02d:%02d" % (t // 60 % 24,
                                                                        t % 60))
    d.line("Nursing notes:")
    nk = pat.nok
    notes = [
        ["Pt c/o mild wrist ache, paracetamol 1 g PO given. ", CM.hard_neg(c)],
        [CM.rel_name(c, nk), " visiting, updated with pt consent."],
        ["Tolerating diet & fluids. PU ", str(c.ri(150, 600)), " mL."],
        ["ECG post-procedure - no change from pre. Reviewed by ",
         c.doc(c.fellow, c.ch(["dr_last", "dr_il"])), "."],
        ["Pt phoned ", nk.rel, " on ", P("PHONE", nk.phone), " to arrange pick-up."],
        ["Asked whether can return to work as ", P("PROFESSION", pat.prof),
         " - referred to doctor."] if not pat.retired else
        ["Pt ", c.works(), " - keen to get back to bowls/garden; advice leaflet given."],
        ["Mobilised to toilet with assistance, no ooze."],
        ["BP ", str(c.ri(170, 190)), "/", str(c.ri(90, 105)),
         " - informed registrar, amlodipine 5 mg given."],
        ["Oozing at site - manual pressure 10 min, haemostasis achieved."],
        ["Hartmann's 1 L IV running at 100 mL/h for contrast nephropathy prophylaxis."],
    ]
    picks = sorted(c.rng.sample(range(len(notes)), c.ri(3, 6)))
    for j, ix in enumerate(picks):
        t2 = t - 120 + j * 35
        who = c.ch(inits).p
        d.line(" {} {} {}", "%02d%02d" % (t2 // 60 % 24, t2 % 60), notes[ix],
               ["- ", P("DOCTOR", (who.first[0] + who.last[0]).upper())]
               if c.chance(0.6) else "")
    d.line("")
    k = c.ri(0, 2)
    if k == 0:
        d.line("Discharge: criteria met; home with {} at {}. Discharge pack + GTN given. "
               "Wound check by {} in 1/52.", CM.rel_name(c, nk), c.time(),
               P("HOSPITAL", c.practice.name))
    elif k == 1:
        d.line("Transferred to {} {} for overnight telemetry. Handover to {}.",
               P("HOSPITAL", c.ch(c.C.wards)), CM.room(c, "bed"),
               c.doc(c.new_staff("nurse"), c.ch(["full", "full_cred"])))
    else:
        d.line("Remains in recovery; plan repatriation to {} tomorrow.",
               P("HOSPITAL", c.district))
    d.line("Signed: {}  {}", c.doc(c.nurse2, c.ch(["full_cred", "il"])),
           c.D(c.pdate, c.ch(["num", "dm", "dmon"])))
    CM.footer(c, d, c.nurse2)


def transfer(c, d):
    c.setup()
    pat, cc = c.pat, c.cc
    ref = c.new_staff("referrer")
    acc = c.new_staff("fellow")
    dh = c.district
    d.line("{}", c.ch(["INTER-HOSPITAL TRANSFER REQUEST - CARDIOLOGY",
                       "Request for Transfer to PCI Centre", "CATH LAB TRANSFER REFERRAL",
                       "Tertiary Cardiology Transfer Form"]))
    d.line("Ref: {}   Requested {} {}", P("IDNUM", c.ref("TR")), c.D(c.pdate, c.ch(
        ["num", "dmon", "wd"])), c.time())
    d.line("")
    d.line("FROM: {}, {}", P("HOSPITAL", dh), c.ch(["Emergency Department", "Medical Ward",
           "HDU", "Acute Medical Unit"]))
    a = c.address()
    if c.chance(0.6):
        d.line("      {}", c.addr(a, "line"))
    d.line("      Tel {}   Fax {}", P("PHONE", c.land()), P("FAX", c.land()))
    d.line("Referring clinician: {} ({}), contact {}", c.doc(ref, c.ch(["dr_full",
           "dr_il"])), c.ch(["Medical Registrar", "ED consultant", "Hospitalist",
                             "Rural Generalist", "MO"]), P("PHONE", c.phone(mobile=True)))
    d.line("TO: {} on call, {}", "Cardiology Fellow" if cc in ("USA", "Canada") else
           "Cardiology Registrar", P("HOSPITAL", c.centre))
    d.line("Accepted by: {}   at {}", c.doc(acc, c.ch(["dr_full", "dr_last"])), c.time())
    d.line("")
    d.line("PATIENT")
    bst = c.ch(["table", "line"])
    CM.banner(c, d, bst)
    if bst == "line" and c.chance(0.7):
        d.line("Address: {}", c.addr(pat.addr, "line"))
    d.line("NOK: {} ({}) {}", c.name(pat.nok.p, "FAMILY", c.ch(["full", "lf"])),
           pat.nok.rel, P("PHONE", pat.nok.phone))
    d.line("")
    onset = CM.days(c.pdate, -c.ri(0, 3))
    d.line("Presentation: {} with {} chest pain from {} {}.", c.age(c.ch(["yo", "y/o",
           "sexcomp"])), c.ch(["central crushing", "intermittent", "exertional then "
                                   "rest", "epigastric"]), c.D(onset, c.ch(["dm", "wd"])),
           c.time())
    d.line("ECG: {}", c.ch(["ST depression V4-V6, 1.5 mm", "TWI anterolateral",
                            "dynamic ST changes, no STE", "new LBBB", "CHB, ventricular "
                            "escape 35 bpm"]))
    t1, t2 = c.ri(12, 60), c.ri(80, 4800)
    d.line("hs-Troponin {}: {} ng/L -> {} ng/L at 3 h", c.ch(["T", "I"]), t1, t2)
    d.line("Risk: {}, {}, {}", c.ch(["GRACE 138", "GRACE 162", "GRACE 119"]),
           c.ch(["Killip I", "Killip II"]), c.ch(["CRUSADE 31", "TIMI 4", "HEART 7"]))
    d.line("Given: aspirin 300 mg, {}, {}", c.ch(["ticagrelor 180 mg", "clopidogrel 600 mg",
           "no P2Y12 yet"]), c.ch([["fondaparinux 2.5 mg SC (last ", c.D(c.pdate, "dm"),
                                   " 08:00)"], "enoxaparin 1 mg/kg BD", "IV heparin infusion",
                                  "GTN infusion 2 mL/h"]))
    d.line("Bloods: {}", CM.labs(c))
    d.line("PMH: {}. Meds: {}.", c.ch(["T2DM, HTN", "COPD, ex-smoker", "CKD 3a", "AF",
                                      "previous PCI to LAD"]), ", ".join(CM.meds(c, 4)))
    soc = c.ri(0, 3)
    if soc == 0 and pat.employer:
        d.line("Social: lives with {} in {}. Works as {} at {}.", pat.nok.rel,
               P("CITY", pat.addr.city), P("PROFESSION", pat.prof),
               P("ORGANIZATION", pat.employer))
    elif soc == 0:
        d.line("Social: lives with {} in {}; {}. Drives.", pat.nok.rel,
               P("CITY", pat.addr.city), c.profp())
    elif soc == 1:
        d.line("Social: born in {}, moved here {}; {}. Independent.",
               P("COUNTRY", pat.born), c.D(CM.days(pat.dob, c.ri(7000, 15000)), "year"),
               c.profp())
    elif soc == 2:
        d.line("Social: visiting from {} - overseas visitor, travel insurer {} policy {}",
               P("COUNTRY", c.ch(["Scotland", "South Africa", "Canada", "India",
                                  "the Netherlands", "Singapore", "Chile"])),
               P("ORGANIZATION", c.ch(["Globetrek Travel Cover", "Wayfarer Assurance"])),
               P("HEALTHPLAN", "TP" + c.dg(8)))
    else:
        d.line("Social: lives alone, carers BD from {}.", P("ORGANIZATION", c.ch(
            ["Larkspur Care Services", "Homeward Care Ltd", "Bluebell Home Support"])))
    d.line("Allergies: {}. MRSA/COVID screen: {}.", c.ch(["NKDA", "penicillin",
           "iodine contrast (mild)"]), c.ch(["negative", "pending"]))
    d.line("")
    amb = c.ch(c.C.ambulance)
    veh = (["vehicle reg ", P("VEHICLE", CO.plate(c.rng, cc))] if c.chance(0.6) else
           ["fleet no. ", P("VEHICLE", c.dg(4))])
    d.line("TRANSPORT: {} - {} crew; {}; job no. {}; ETA {}", P("ORGANIZATION", amb),
           c.ch(["paramedic", "ICP", "ALS", "nurse escort"]), veh,
           P("IDNUM", c.ch(["CAD", "J", ""]) + c.dg(9)), c.time())
    d.line("Destination: {} {}", P("HOSPITAL", c.ch(c.C.wards)) if c.chance(0.6) else
           ["Cath Lab direct - ", CM.lab_room(c)], CM.room(c, "bed") if c.chance(0.6) else "")
    d.line("Repatriation to {} after procedure agreed: {}", P("HOSPITAL", dh),
           c.ch(["yes", "yes - bed manager aware", "TBC"]))
    d.line("")
    d.line("Form completed by {}  {} {}", c.doc(ref, c.ch(["full_cred", "dr_full"])),
           ref.lic[0], P("LICENSE", ref.lic[1]))
    if c.chance(0.5):
        d.line("Sent via secure e-referral to {}", P("EMAIL", "cardiology.transfers@" +
                                                      c.web.dom))
