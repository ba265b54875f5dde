"""Genres: CT simulation record, treatment plan summary, physics plan check."""
import phi
from phi import P, Doc
import clinical as K
import blocks as B


def _t(c, k):
    return B.TERMS[c.c][k]


def _hm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50)))


# ------------------------------------------------------------------ CT sim
def ct_sim(rng, c):
    d = Doc()
    s = c.site
    if rng.random() < 0.5:
        c.letterhead(d, rng)
        d.ln()
    else:
        d.ln("{} - {}", c.hosp(), rng.choice(("Radiotherapy", "Radiation Oncology", "RT Sim Suite")))
    d.ln(rng.choice(("CT SIMULATION RECORD", "RADIOTHERAPY PLANNING CT - RECORD OF SCAN",
                     "CT Sim Note", "PLANNING SCAN SHEET", "Simulation / Mark-up Record")))
    d.ln("=" * rng.choice((22, 30, 40)))
    B.sticker(d, c, rng)
    d.ln()
    sim_t = _hm(rng)
    d.ln("Date of {}: {}  {}   Scanner: {}", _t(c, "sim"), c.D(c.sim_date), sim_t, rng.choice(K.CT_SCANNERS))
    if rng.random() < 0.5:
        d.ln("Location: CT {} room {}, {}", rng.choice(("Sim", "RT")), P(str(rng.randrange(1, 4)) + rng.choice(("", "A", "B")), "LOCATION_OTHER"),
             P(c.building, "LOCATION_OTHER"))
    d.ln("Referring clinician: {}    Site: {} ({})", c.cons.dr_form(rng), s["short"], s["icd"])
    rx = K.pick_rx(rng, s)
    d.ln("Intended Rx: {} in {} {} ({})", rx[0], rx[1], _t(c, "fx"), rx[2])
    d.ln("Request ref: {}   Accession: {}", P(phi.idnum(rng, "order"), "IDNUM"), P(phi.idnum(rng, "acc"), "IDNUM"))
    if rng.random() < 0.3:
        d.ln("Encounter/visit #: {}", P(c.account, "ACCOUNT"))
    d.ln()
    d.ln("PRE-SCAN CHECKS")
    B.id_check(d, c, rng)
    d.ln("Consent: {} signed {} (Dr {})", rng.choice(("Form 1", "RT consent", "written consent", "Consent Form 4")),
         c.D(c.ref_date), c.cons.lastn())
    if c.pt.sex == "F" and c.age < 56:
        d.ln("Pregnancy status: LMP {} - {}; pt confirms not pregnant.", c.D(c.add_days(c.sim_date, -rng.randrange(3, 25)), rng.choice(("num", "short", "daymon"))),
             rng.choice(("within 10 days", "28-day rule met", "urine hCG negative")))
    if rng.random() < 0.3:
        B.cied(d, c, rng)
    else:
        d.ln("Pacemaker/ICD: none.  Implants: {}.", rng.choice(("nil", "L hip prosthesis (THR 2015)", "dental crowns",
                                                                  "sternal wires", "breast expander - N/A")))
    if rng.random() < 0.35:
        d.ln("Previous RT: {} to {} at {} in {}.", rng.choice(("8 Gy/1#", "20 Gy/5#", "45 Gy/25#", "40 Gy/15#")),
             rng.choice(("T10-L1", "R hip", "L breast", "pelvis", "C-spine")), c.hosp("ref"),
             c.D(c.add_days(c.diag_date, -rng.randrange(400, 3000)), rng.choice(("year", "monyear"))))
    else:
        d.ln("Previous RT: nil.")
    d.ln()
    d.ln("POSITION / IMMOBILISATION")
    d.ln("{}.", s["position"][0].upper() + s["position"][1:])
    if rng.random() < 0.6:
        d.ln("Immobilisation ID: {} (stored rack {})", P(phi.idnum(rng, "mould"), "IDNUM"), rng.choice(("C3", "shelf 4", "B12", "2")))
    d.ln("Knee-fix {}, foot-lock {}, headrest {}.", rng.choice("ABCDE"), rng.randrange(1, 6), rng.choice(("B", "C", "D", "Silverman C")))
    d.ln("Prep: {}.", s["prep"])
    d.ln()
    d.ln("SCAN")
    d.ln("Slice {} mm, {} kV, scan limits {}; {}.", rng.choice(("2", "2.5", "3", "1")), rng.choice(("120", "120", "140")),
         rng.choice(("L1 to ischial tuberosities + 5 cm", "vertex to carina", "C5 to L2", "iliac crest to mid femur")),
         rng.choice(("no contrast", "IV contrast given, no reaction", "oral contrast 1 h prior", "4DCT 10 phases")))
    if rng.random() < 0.5:
        d.ln("Bladder vol on scan ~{} mL; rectum {}.", rng.randrange(150, 480), rng.choice(("empty", "some gas, rescanned", "acceptable")))
    d.ln("Reference marks: {} tattoos ({}) + {}. Shifts from ref to iso: {:.1f} / {:.1f} / {:.1f} cm.",
         rng.choice(("3", "3", "1 ant", "2 lat", "5")), rng.choice(("ant + 2 lat", "midline", "ant/lats")),
         rng.choice(("BBs", "radio-opaque markers", "skin pen")), (rng.random() - 0.5) * 4, (rng.random() - 0.5) * 4,
         (rng.random() - 0.5) * 4)
    d.ln("Set-up photos: {} uploaded to {}.", rng.randrange(2, 6), rng.choice(K.RV))
    d.ln()
    d.ln("COMMENTS")
    r = rng.randrange(4)
    f = c.family[0]
    if r == 0:
        d.ln("Pt {} and tolerated position well. {} {} ({}) waited in {}.",
             rng.choice(("calm", "anxious initially", "chatty")), B.rel_pron(c).capitalize(), f.rel, f.firstn(),
             rng.choice(("reception", "the cafe", "the car", "sub-wait 2")))
    elif r == 1:
        d.ln("{} struggled to lie flat (back pain {}) - given analgesia, rescanned {}.", c.pt.titled(),
             rng.choice(K.PAIN_SCORES), sim_t)
    elif r == 2:
        d.ln("{} hard of hearing, {} {} present for explanation. Contact {} if transport issue.",
             c.pt.firstn(), f.rel, f.full(), P(f.phone, "PHONE"))
    else:
        d.ln("Works as a {} - asked for early appts; {} informed.", P(c.profession, "PROFESSION"), c.clerk.firstn())
    if rng.random() < 0.5:
        B.hard_neg_line(d, c, rng)
    d.ln("First fraction provisionally {} on {} ({} {}).", c.D(c.start), rng.choice(K.MACHINES),
         rng.choice(("breach date", "target date", "31-day target")), c.D(c.add_days(c.start, rng.randrange(1, 8)), "short"))
    d.ln()
    a, b = c.rads[0], c.rads[1]
    if rng.random() < 0.5:
        d.ln("{}s: {} / {}", _t(c, "rad")[0].upper() + _t(c, "rad")[1:], a.sig(rng), b.initials(False))
    else:
        d.ln("Performed by: {} ({})   Checked: {}", a.full(), a.cred or _t(c, "rad"), b.initial_last())
    if rng.random() < 0.5:
        d.ln("Clinician mark-up: {}", c.reg.dr_form(rng))
    return d


# ------------------------------------------------------------------ plan summary
def plan_summary(rng, c):
    d = Doc()
    s = c.site
    rx = K.pick_rx(rng, s)
    tps = rng.choice(K.TPS)
    if rng.random() < 0.4:
        c.letterhead(d, rng)
    else:
        d.ln("{} | {}", c.hosp(), rng.choice(("Radiotherapy Physics", "Dosimetry", "Treatment Planning")))
    d.ln()
    d.ln(rng.choice(("TREATMENT PLAN SUMMARY", "Plan Report", "RADIOTHERAPY PLAN APPROVAL SHEET",
                     "External Beam Plan Summary")))
    d.ln()
    B.sticker(d, c, rng)
    if c.ssn and rng.random() < 0.3:
        d.ln("{}: {}", c.ssn_label, P(c.ssn, "SSN"))
    d.ln("Oncologist: {}   {}: {}", c.cons.dr_form(rng), _t(c, "planner")[0].upper() + _t(c, "planner")[1:], c.planner.full())
    d.ln()
    d.ln("Course: C{}   Plan: {}_{}_{}   Status: {}", rng.randrange(1, 3), s["short"].split()[-1].upper()[:5],
         rng.choice(("VMAT", "IMRT", "3D", "SABR")), rng.choice(("v1", "v2", "R1")),
         rng.choice(("Treatment Approved", "Planning Approved", "Reviewed")))
    d.ln("Diagnosis: {} ({}), {}", s["name"], s["icd"], rng.choice(s["stage"]))
    nfx = rx[1]
    try:
        dpf = float(rx[0].split()[0]) / nfx
        dpf_s = "%.2f Gy/fx" % dpf
    except ValueError:
        dpf_s = ""
    d.ln("Prescription: {} in {} fractions ({}), {} - {}", rx[0], nfx, dpf_s, rng.choice(("5 fx/week", "alt days", "daily")), rx[2])
    d.ln("CT: {} ({})   Image set: {}", c.D(c.sim_date), rng.choice(K.CT_SCANNERS), rng.choice(("CT_1", "4D_AVG", "CT_Plan_01")))
    d.ln("TPS: {}, grid {} mm, {}", tps, rng.choice(("2.5", "2", "3", "1.25")), s["tech"])
    d.ln("Machine: {}   Start: {}   Last fx (planned): {}", rng.choice(K.MACHINES), c.D(c.start),
         c.D(c.work_days(c.start, nfx - 1)))
    d.ln()
    d.ln("Fields")
    d.ln("{:<10}{:<9}{:<14}{:<7}{:<7}{}", "ID", "Energy", "Gantry", "Coll", "Couch", "MU")
    for row in K.beams(rng, s):
        d.ln("{:<10}{:<9}{:<14}{:<7}{:<7}{}", *row)
    d.ln()
    d.ln("Dose-volume summary")
    B.dvh_table(d, K.target_rows(rng, s, rx[0]) + K.oar_rows(rng, s), rng)
    if rng.random() < 0.6:
        B.hard_neg_line(d, c, rng, "phys")
    d.ln()
    r = rng.random()
    if r < 0.5:
        o = rng.choice(s["oars"])
        d.ln("Comment: {} {} slightly over optimal constraint; discussed with {} {} - accepted as per {}.",
             o[0], o[1], c.cons.dr_form(rng), c.D(c.plan_date, rng.choice(("short", "daymon", "num"))),
             rng.choice(("QUANTEC", "UK consensus 2022", "local protocol v3.1", "RTOG 0415")))
    elif r < 0.75:
        d.ln("Comment: bolus {} mm on scar for fx 1-{}; {}.", rng.choice((3, 5, 10)), rng.randrange(5, 15),
             rng.choice(("check skin daily", "IVD with OSLD fx 1", "photo in chart")))
    else:
        d.ln("Comment: hip prosthesis - beams avoid L hip; density override to water for {}.", rng.choice(("contrast", "couch", "bolus")))
    d.ln()
    d.ln("Planned by : {}  {}", c.planner.sig(rng), c.D(c.plan_date))
    d.ln("Checked by : {}  {}", c.phys.sig(rng), c.D(c.add_days(c.plan_date, 1)))
    d.ln("Approved   : {}  {}", [("Dr " if rng.random() < 0.6 else ""), c.cons.full()], c.D(c.add_days(c.plan_date, rng.randrange(0, 3))))
    B.rv_audit(d, c, rng, c.cons)
    if rng.random() < 0.4:
        d.ln("Printed {} by {}", c.D(c.add_days(c.plan_date, 2), "iso"), P(phi.username(rng, c.planner.first, c.planner.last, role=getattr(c.planner, "role", None)), "USERNAME"))
    return d


# ------------------------------------------------------------------ physics check
CHECK_ITEMS = (
    "Prescription signed and matches plan (dose, fx, target)",
    "Correct CT dataset / orientation (HFS)",
    "User origin and isocentre shifts documented",
    "Structure set approved; couch structure inserted",
    "Density overrides appropriate",
    "Dose grid covers all OARs",
    "Beam energies/MU reasonable, no MU < 5 per CP",
    "Tolerance table assigned",
    "Imaging fields and schedule set",
    "Plan exported to R&V; parameters match (MLC, jaws, MU)",
    "Bolus scheduled in R&V",
    "Setup notes / photos present",
)


def physics_check(rng, c):
    d = Doc()
    s = c.site
    rx = K.pick_rx(rng, s)
    d.ln("{} {}", rng.choice(("PHYSICS PLAN CHECK", "Physics Check - External Beam", "2nd PHYSICS CHECK",
                              "Medical Physics Chart Check")), rng.choice(("(form QP-07 rev 4)", "", "v3.2", "[initial]")))
    d.ln("{}", c.hosp())
    d.ln()
    B.id_line(d, c, rng)
    if rng.random() < 0.4:
        d.ln("Encounter: {}   Ordering MD: {}", P(c.account, "ACCOUNT"), c.cons.dr_form(rng))
    d.ln("Plan: {}  Rx {}/{}   Machine: {}   TPS: {}", s["targets"][0], rx[0], rx[1], rng.choice(K.MACHINES), rng.choice(K.TPS))
    d.ln("Planner: {}   Date planned: {}", c.planner.dr_form(rng), c.D(c.plan_date))
    d.ln()
    items = list(CHECK_ITEMS)
    k = rng.randrange(7, len(items) + 1)
    for it in items[:k]:
        mark = "[x]" if rng.random() < 0.93 else "[!]"
        d.ln("{} {}", mark, it)
    d.ln()
    tool = rng.choice(K.SECOND_CHECK)
    d.ln("Independent MU/dose check ({}): {} vs TPS at ref pt, tol +/-{}%. {}", tool, K.mu_diff(rng),
         rng.choice(("3", "5", "5")), rng.choice(("Pass", "Within tolerance", "OK", "Accepted")))
    dev = rng.choice(K.PSQA)
    meas = c.add_days(c.plan_date, rng.randrange(1, 4))
    d.ln("PSQA: {} gamma {} ({}), measured {} by {}.", dev, K.gamma(rng), rng.choice(("3%/2mm G", "2%/2mm L", "3%/3mm")),
         c.D(meas), c.phys2.initials(False))
    if rng.random() < 0.6:
        d.ln("Detector/electrometer: {} SN {}; {} SN {}.", rng.choice(K.CHAMBERS), P(phi.device_serial(rng, "dosimeter"), "DEVICE"),
             rng.choice(("PTW Unidos Webline", "Standard Imaging Max 4000", "Keithley 6517")),
             P(phi.device_serial(rng, "dosimeter"), "DEVICE"))
    if rng.random() < 0.4:
        d.ln("IVD: diode SN {} on fx 1, expected {:.2f} Gy.", P(phi.device_serial(rng, "dosimeter"), "DEVICE"),
             0.8 + 2 * rng.random())
    if rng.random() < 0.3:
        B.cied(d, c, rng)
    if rng.random() < 0.6:
        B.hard_neg_line(d, c, rng, "phys")
    if rng.random() < 0.35:
        d.ln("Previous RT: plan sum with {} course ({}) reviewed - cumulative cord {:.1f} Gy EQD2.",
             c.hosp("ref"), c.D(c.add_days(c.diag_date, -rng.randrange(365, 2500)), rng.choice(("monyear", "year", "num"))),
             30 + 15 * rng.random())
    d.ln()
    r = rng.randrange(4)
    if r == 0:
        d.ln("Issues: tolerance table was {} - changed to {}. {} informed by phone {}.",
             rng.choice(("'Default'", "'SRS'", "blank")), rng.choice(("'Pelvis'", "'H&N'", "'Standard'")),
             c.planner.firstn(), P(phi.internal(rng), "PHONE"))
    elif r == 1:
        d.ln("Issues: none.")
    elif r == 2:
        d.ln("Issues: CBCT schedule missing on {} - added. Note for {}: check {} at fx 1.",
             rng.choice(K.RV), c.rads[0].firstn(), rng.choice(("bolus", "SSD", "bladder fill", "arm position")))
    else:
        d.ln("Issues: start date {} moved to {} per {}.", c.D(c.start, "short"),
             c.D(c.add_days(c.start, rng.randrange(1, 5)), "short"), c.cons.dr_form(rng))
    d.ln()
    d.ln("Checked: {}  {}   Time spent: {} min", c.phys.sig(rng), c.D(c.add_days(c.plan_date, 1)), rng.randrange(20, 75))
    if rng.random() < 0.5:
        B.rv_audit(d, c, rng, c.phys, action="Physics check signed")
    if rng.random() < 0.4:
        d.ln("Queries: {} / {}", P(c.phys.first.lower() + "." + phi.slug(c.phys.last) + "@" + rng.choice(phi.DOMAINS), "EMAIL"),
             P(phi.internal(rng), "PHONE"))
    return d
