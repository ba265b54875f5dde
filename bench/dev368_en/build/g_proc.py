"""Procedure and nursing records: transperineal biopsy, RALP operation note, hormone injection record."""
from case import D, DT, addr, age, dname, full, pname
from common import audit_line, gleason, hosp_letterhead, ids_inline, pt_header, sig
from core import P, add_days, digits, letters, pattern, vehicle, fmt_date, month_style
import pools_places as PL

EMERG = {"GB": "999", "IE": "112 or 999", "AU": "000", "NZ": "111", "CA": "911", "US": "911", "ZA": "10177"}


def _label(rng, n, c):
    """addressograph-style sticker"""
    n.ln("+--------------------------------------------+")
    n.ln("| {p}", p=pname(c, rng.choice(["capsmid", "caps"])))
    n.ln("| DOB {d}   {a}y   M", d=DT(c, c.dob), a=age(c))
    n.ln("| {m}: {v}", m=c.mrn[0], v=P("MRN", c.mrn[1]))
    if c.nat:
        n.ln("| {m}: {v}", m=c.nat[0], v=P("MRN", c.nat[1]))
    n.ln("| {s}, {t}", s=P("STREET", c.home.street), t=P("CITY", c.home.town))
    n.ln("+--------------------------------------------+")


def biopsy(rng, n, c):
    k = c.k
    ct = c.country
    n.ln("{h} - {u}", h=P("HOSPITAL", c.hosp), u=rng.choice(["Urology Diagnostic Suite", "Urology Day Unit", "Prostate Assessment Clinic"]))
    n.ln(rng.choice(["TRANSPERINEAL PROSTATE BIOPSY - PROCEDURE RECORD", "LATP Biopsy Record", "TP BIOPSY (LA) - NURSING & PROCEDURE NOTE"]))
    n.ln("")
    _label(rng, n, c)
    n.ln("")
    st = rng.randint(8 * 60, 15 * 60)
    en = st + rng.randint(18, 50)
    n.ln("Date: {d}   Room: {r}   Start {a}  End {b}", d=D(c, "bx"), r=P("LOCATION_OTHER", str(rng.randint(1, 6))),
         a="%02d:%02d" % divmod(st, 60), b="%02d:%02d" % divmod(en, 60))
    op = c.uro if rng.random() < 0.5 else c.reg
    n.ln("Operator: {o}    Assist: {a}    {x}", o=dname(rng, op, rng.choice(["tfull", "tinit"])),
         a=dname(rng, c.nurse, "full"), x=rng.choice(["HCA present", "Chaperone: CNS", ["HCA: ", P("DOCTOR", c.sec.first)]]))
    n.ln("Consent: Form 1 signed {d} (risks: infection <1%, haematuria, haematospermia, retention 1-2%, vasovagal).",
         d=DT(c, rng.choice([c.d["bx"], add_days(c.d["bx"], -rng.randint(3, 14))])))
    n.ln("WHO checklist: sign-in, time-out (%02d:%02d) and sign-out completed." % (rng.randint(8, 15), rng.randint(0, 59)))
    if rng.random() < 0.4:
        n.ln("Anticoagulant: apixaban withheld 48 h; last dose {d}. Restart evening of procedure if no bleeding.",
             d=DT(c, add_days(c.d["bx"], -2)))
    n.ln("Anaesthetic: " + rng.choice(["LA - 1% lidocaine 20 mL perineal skin and periprostatic block", "LA + Penthrox 3 mL inhaled",
                                        "GA", "LA - 2% lidocaine with adrenaline, 15 mL"]) + ".")
    n.ln("Prophylaxis: " + rng.choice(["none (TP route, per local protocol)", "cefalexin 1 g PO stat", "gentamicin 160 mg IV stat",
                                       "ciprofloxacin 500 mg (allergy-adjusted)"]) + ".")
    n.ln("")
    n.ln("EQUIPMENT")
    access = rng.choice(["PrecisionPoint", "CamPROBE", "UA1232 grid", "EchoTip coaxial"])
    n.ln("US: BK 3000 with 8848 biplane transducer, S/N {s}", s=P("DEVICE", pattern(rng, "NNNNNNN")))
    if rng.random() < 0.6:
        n.ln("Access: {a} (lot {l}); stepper S/N {st}", a=access, l=P("DEVICE", pattern(rng, "LLNNNNN")),
             st=P("DEVICE", "CV" + digits(rng, 6)))
    else:
        n.ln("Access: " + access + " freehand technique; " + rng.choice(["cognitive fusion", "software fusion (MIM)", "BiopSee fusion"]) + ".")
    n.ln("TRUS volume: %d mL. Target(s) drawn from MRI of {d}." % (k.vol + rng.randint(-6, 6)), d=DT(c, "mri"))
    n.ln("")
    spec = rng.choice(["S", "H", "NP"]) + "%02d-%s" % (c.d["bx"].year % 100, digits(rng, 5))
    n.ln("SAMPLES (specimen {s})", s=P("IDNUM", spec))
    n.ln("Pot  Site                         Cores")
    n.ln("A    ROI 1 %s %s PI-RADS %d      %d" % (k.side, k.zone, k.pirads, k.targ))
    sites = ["Right anterior", "Right posterior", "Left anterior", "Left posterior", "Right apex", "Left apex"]
    for i, s in enumerate(sites[:rng.randint(3, 6)]):
        n.ln("%s    %-28s %d" % ("BCDEFG"[i], s, rng.randint(2, 4)))
    n.ln("Total cores: %d" % k.cores)
    n.ln("")
    n.ln("Complications: " + rng.choice(["nil", "minor perineal bleeding, pressure applied", "vasovagal episode, resolved lying flat",
                                         "nil; mild discomfort"]) + ".")
    n.ln("Post-procedure: voided %d mL, post-void residual %d mL on bladder scan. Observations stable (NEWS2 0)." %
         (rng.randint(120, 400), rng.randint(0, 90)))
    n.ln("Discharged {t} with {r}{f}.", t="%02d:%02d" % (rng.randint(10, 17), rng.randint(0, 59)),
         r=("his %s " % c.nok.rel), f=P("FAMILY", c.nok.first))
    n.ln("Advice: leaflet given. If fever >38C, unable to pass urine or heavy bleeding, contact the urology nurses on {t} "
         "({w} out of hours on {o}); in an emergency call %s." % EMERG[ct],
         t=P("PHONE", c.cns_tel), w=P("HOSPITAL", c.ward), o=P("PHONE", c.hosp_tel))
    n.ln("Results: nurse-led telephone results clinic {d} with {cn}.", d=D(c, "histo", "Wkd d Month Y" if ct not in ("US", "CA") else c.ds),
         cn=dname(rng, c.cns, rng.choice(["full", "first"])))
    n.ln("")
    n.ln("Operator signature: {o}", o=dname(rng, op, "tfull"))
    if op.lic and rng.random() < 0.6:
        n.ln("{l}: {v}", l=op.lic[0], v=P("LICENSE", op.lic[1]))
    if rng.random() < 0.4:
        audit_line(rng, n, c, c.nurse, "bx")


def op_note(rng, n, c):
    k = c.k
    ct = c.country
    op = c.d["tx"]
    n.ln(rng.choice(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record - Urology"]))
    na = ct in ("US", "CA")
    n.ln("{h}   " + ("OR" if na else "Theatre") + " {t}   Date: {d}", h=P("HOSPITAL", c.hosp if rng.random() < 0.6 else c.priv),
         t=P("LOCATION_OTHER", str(rng.randint(1, 14))), d=D(c, op))
    n.ln("Patient: {p}   DOB {d}   {x}", p=pname(c, rng.choice(["caps", "lastfirst", "full"])), d=DT(c, c.dob),
         x=ids_inline(rng, c, with_plan=False))
    if ct in ("US", "CA", "ZA", "AU") and rng.random() < 0.5:
        n.ln("{a}: {v}", a=c.acct[0], v=P("ACCOUNT", c.acct[1]))
    n.ln("")
    n.ln("Surgeon: {s}", s=dname(rng, c.uro, "tfull"))
    n.ln("Assistant: {a}   " + ("Anesthesiologist" if na else "Anaesthetist") + ": {b}", a=dname(rng, c.reg, "tfull"), b=dname(rng, c.anaes, rng.choice(["tfull", "tinit"])))
    n.ln("Scrub: {s}   Bedside assistant: {b}", s=P("DOCTOR", c.nurse.first + " " + c.nurse.last), b=P("DOCTOR", c.sec.first))
    n.ln("")
    n.ln("Procedure: Robot-assisted laparoscopic radical prostatectomy" +
         rng.choice([" + bilateral extended pelvic lymph node dissection", " (no PLND)", ", Retzius-sparing, + bilateral PLND"]))
    n.ln("System: da Vinci Xi, system ID {s}; instruments logged to tray {t}", s=P("DEVICE", "SK" + digits(rng, 4)),
         t=P("IDNUM", "TR-" + digits(rng, 5)))
    n.ln("Indication: %s, PSA %.1f, MRI %s, %s." % (gleason(rng, k), k.psa, k.ct.replace("c", "mr"), rng.choice(["CPG 3", "CPG 2", "CPG 4"])))
    n.ln("Anaesthesia: GA + TAP blocks. Steep Trendelenburg 25 degrees. Antibiotic: cefuroxime 1.5 g + metronidazole 500 mg IV at induction.")
    n.ln("")
    n.ln("Findings: " + rng.choice(["moderately enlarged gland, middle lobe present", "small gland, no adhesions",
                                    "dense adhesions from previous hernia mesh", "obese pelvis, narrow"]) + ".")
    n.ln("Steps:")
    n.ln("1. Six ports placed, pneumoperitoneum 12 mmHg (AirSeal).")
    n.ln("2. Retzius space developed; endopelvic fascia preserved. DVC controlled (Santorini plexus) with 2-0 V-Loc.")
    n.ln("3. Bladder neck preserved. Vasa and SVs dissected; Denonvilliers' fascia incised.")
    n.ln("4. Nerve sparing: " + rng.choice(["bilateral intrafascial", "left interfascial, right non-nerve-sparing",
                                             "none (high risk)", "bilateral interfascial"]) + " with clips only.")
    n.ln("5. Apical dissection, urethra divided sharply. Rocco stitch. Van Velthoven anastomosis 3-0 Monocryl, leak test 180 mL - watertight.")
    n.ln("6. Specimen in Endocatch, extracted via umbilical port.")
    n.ln("")
    n.ln("Catheter: 18Fr 2-way Foley, 10 mL water. Drain: 15Fr Robinson drain L iliac fossa.")
    n.ln("EBL: %d mL. Duration: %d min." % (rng.randint(80, 600), rng.randint(120, 260)))
    n.ln("Specimens: prostate + SVs; L and R pelvic nodes -> histology, request {r}", r=P("IDNUM", "ORD" + digits(rng, 7)))
    n.ln("")
    n.ln("Post-op plan:")
    n.ln("- Ward: {w}, bay {b}, bed {d}", w=P("HOSPITAL", c.ward), b=P("LOCATION_OTHER", str(rng.randint(1, 6))),
         d=P("LOCATION_OTHER", str(rng.randint(1, 30))))
    n.ln("- Enoxaparin 40 mg SC OD for 28 days; TEDs; mobilise day 0.")
    n.ln("- Drain out when <50 mL/24 h. Home day 1 if well.")
    n.ln("- TWOC on {d} in {u}; {cn} to phone re histology.", d=D(c, add_days(op, rng.randint(7, 14))),
         u=rng.choice(["Urology Day Unit", "the continence clinic", ["clinic room ", P("LOCATION_OTHER", str(rng.randint(1, 9)))]]),
         cn=dname(rng, c.cns, "full"))
    n.ln("- PSA at 6 weeks via " + ("PCP" if na else "GP") + " ({g}).", g=dname(rng, c.gp, "tinit"))
    n.ln("")
    n.ln("{s}  {d} {t}", s=dname(rng, c.uro, rng.choice(["tfull", "caps"])), d=DT(c, op),
         t="%02d:%02d" % (rng.randint(11, 20), rng.randint(0, 59)))
    if c.uro.lic and rng.random() < 0.5:
        n.ln("{l} {v}", l=c.uro.lic[0], v=P("LICENSE", c.uro.lic[1]))


DRUGS = [("Zoladex LA 10.8 mg implant", "12-weekly", 84), ("Zoladex 3.6 mg implant", "4-weekly", 28),
         ("Prostap 3 DCS 11.25 mg", "12-weekly", 84), ("Decapeptyl SR 22.5 mg", "24-weekly", 168),
         ("Firmagon (degarelix) 80 mg", "monthly", 28), ("Eligard 22.5 mg", "3-monthly", 91),
         ("Lucrine depot 30 mg", "4-monthly", 120)]


def injection(rng, n, c):
    k = c.k
    ct = c.country
    drug, freq, gap = rng.choice(DRUGS)
    site = c.practice if rng.random() < 0.6 else c.hosp
    n.ln("{s}", s=P("HOSPITAL", site))
    n.ln(rng.choice(["LHRH ANALOGUE ADMINISTRATION RECORD", "Hormone Injection Record - Prostate Cancer",
                     "GnRH agonist / antagonist injection chart"]))
    n.ln("")
    pt_header(rng, n, c, plan=rng.random() < 0.5, contact=rng.random() < 0.5, address=rng.random() < 0.6)
    n.ln("")
    n.ln("Drug: %s, %s.  Route: SC / IM as per SmPC." % (drug, freq))
    n.ln("Prescriber: {u} ({h}); shared care agreement signed {d}", u=dname(rng, c.uro if rng.random() < 0.5 else c.onc, "tinit"),
         h=P("HOSPITAL", c.hosp if site != c.hosp else c.cc), d=DT(c, "clinic"))
    n.ln("Indication: %s; flare cover bicalutamide 50 mg OD for 21 days from {d}." % rng.choice(
        ["neoadjuvant/adjuvant to radiotherapy", "metastatic hormone-sensitive disease", "rising PSA after RT",
         "locally advanced disease, unfit for radical treatment"]), d=DT(c, add_days(c.d["clinic"], 1)))
    n.ln("")
    n.ln("Date        | Dose / product                  | Site        | Batch    | Expiry  | Given by        | Next due")
    d0 = add_days(c.d["clinic"], rng.randint(5, 20))
    sites = ["L abdomen", "R abdomen", "L buttock", "R buttock", "L thigh"]
    nrows = min(rng.randint(3, 7), max(3, 760 // gap))
    givers = [c.nurse, c.cns]
    for i in range(nrows):
        d = add_days(d0, gap * i + rng.randint(-3, 4))
        g = givers[i % 2 if rng.random() < 0.7 else 0]
        gform = rng.choice(["ini", "full", "tinit"])
        gpiece = P("DOCTOR", g.ini) if gform == "ini" else (P("DOCTOR", full(g)) if gform == "full" else P("DOCTOR", g.first[0] + ". " + g.last))
        n.ln("{d} | %-30s | %-11s | %s | %s | {g} | {nx}" % (
            drug.split(" (")[0][:30], rng.choice(sites), letters(rng, 2) + digits(rng, 4),
            "%02d/%d" % (rng.randint(1, 12), d.year + rng.randint(1, 2))),
            d=DT(c, d), g=gpiece, nx=DT(c, add_days(d, gap)))
    n.ln("")
    n.ln("Monitoring:")
    pd = add_days(d0, gap * 2)
    n.ln("  {d}: PSA %s ng/mL, testosterone %s nmol/L (castrate <1.7)" % (rng.choice(["0.21", "0.8", "<0.1", "1.4", "0.05"]),
                                                                         rng.choice(["<0.4", "0.6", "0.9", "1.1"])), d=DT(c, pd))
    n.ln("  Bone health: DEXA {d} (T-score %s); Adcal-D3 BD; FRAX 10-yr risk %d%%." % (
        rng.choice(["-1.8", "-2.6", "-0.9"]), rng.randint(6, 22)), d=D(c, add_days(d0, rng.randint(20, 90)), month_style(rng, ct)))
    n.ln("  Side effects: " + rng.choice(["hot flushes (managed with medroxyprogesterone 20 mg)", "fatigue, weight gain 3 kg",
                                          "loss of libido, mild gynaecomastia", "nil significant"]) + ".")
    if rng.random() < 0.35:
        n.ln("ID check: name, DOB and first line of address confirmed verbally; {b}.", b=[
            rng.choice(["palm-vein scan matched, ID ", "fingerprint verified, template ", "biometric wristband ID "]),
            P("BIOID", rng.choice(["PV-", "FP-", "BIO-"]) + digits(rng, rng.choice([6, 7])))])
    if rng.random() < 0.25:
        n.ln("Given in drive-through clinic ({b}); patient remained in vehicle, reg {v}.",
             b=rng.choice(["main car park", "drop-off bay", ["outside the ", P("LOCATION_OTHER", c.building)]]),
             v=P("VEHICLE", vehicle(rng, ct, PL.VEHICLE_FMT[ct])))
    if rng.random() < 0.4:
        n.ln("Recall set; reminder SMS to {m}.", m=P("PHONE", c.mob))
    if rng.random() < 0.3:
        n.ln("{f} ({r}) attends with him and drives.", f=P("FAMILY", c.nok.first), r=c.nok.rel)
    n.ln("")
    n.ln("Practice nurse: {nn}  {l} {v}", nn=dname(rng, c.nurse, "full"), l=c.nurse.lic[0], v=P("LICENSE", c.nurse.lic[1])) \
        if rng.random() < 0.5 else n.ln("Nurse: {nn}", nn=dname(rng, c.nurse, "full"))
    if rng.random() < 0.5:
        audit_line(rng, n, c, c.nurse, d0)
