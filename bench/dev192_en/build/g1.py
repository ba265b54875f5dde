"""Genres: haemodialysis run sheet, nephrology clinic letter, renal biopsy report,
transplant work-up checklist."""
import fmt as F
import pools as P
from clin import (D, pname, dname, staff, addr_items, fam, prof_phrase, lab, lab_str, vitals,
                  CAUSES, COMORB, hd_meds, facility_header, demo_block, sign_block, dict_footer,
                  cc_block, dr)


def sp(c, us, au):
    return us if c.us else au


def hm(c):
    return sp(c, "hemodialysis", "haemodialysis")


# ---------------------------------------------------------------- HD run sheet
def hd_run_sheet(c, n):
    rng = c.rng
    if c.d0.weekday() == 6:
        c.d0 = F.add_days(c.d0, 1)
        c.age = F.age_on(c.dob, c.d0)
    rn = staff(c, "rn")
    tech = staff(c, "tech")
    chk = staff(c, "rn2")
    title = rng.choice([sp(c, "HEMODIALYSIS TREATMENT RECORD", "HAEMODIALYSIS RUN SHEET"),
                        "DIALYSIS FLOWSHEET", sp(c, "In-Center Hemodialysis Run Sheet", "Satellite HD Run Sheet")])
    n.ln(title)
    chair = str(rng.randrange(1, 32))
    n.ln("Unit: ", ("HOSPITAL", c.unit), rng.choice(["   Chair: ", "   Station: ", "   Chair/Station "]),
         ("LOCATION_OTHER", chair), "   Shift: ", rng.choice(["AM", "Mid", "PM", "Twilight", "Nocturnal"]))
    k = rng.randrange(3)
    if k == 0:
        n.ln("Patient: ", ("PATIENT", c.pt.form(rng.choice(["LFM", "LF", "lf"]))), "   ", sp(c, "MRN", "UR"), ": ",
             ("MRN", c.mrn))
    elif k == 1:
        n.ln("Name: ", ("PATIENT", c.pt.form("full")), " (", ("AGE", str(c.age)), c.pt.sex, ")  ID ", ("MRN", c.mrn))
    else:
        n.ln(("PATIENT", c.pt.form("LF")), "  ", ("MRN", c.mrn), "  DOB ", D(c, c.dob))
    sched = rng.choice(["MWF", "Mon/Wed/Fri"]) if c.d0.weekday() in (0, 2, 4) else rng.choice(["TTS", "Tue/Thu/Sat"])
    n.ln("Treatment date: ", ("DATE", F.fwd(c.d0, c.country, rng)), "   Tx #: ", str(rng.randrange(3, 900)),
         "   Schedule: ", sched)
    if rng.random() < 0.9:
        n.ln("Check-in: ", rng.choice(["biometric scan verified", "fingerprint verified", "palm-vein ID verified"]),
             " (ID ", ("BIOID", F.bioid(rng)), ")")
    n.ln()
    mach = rng.choice(["Fresenius 5008S", "Fresenius 2008T", "B. Braun Dialog+", "Nipro Surdial X",
                       "Baxter AK 98", "Nikkiso DBB-EXA", "Fresenius 6008 CAREsystem"])
    n.ln("MACHINE / CIRCUIT")
    n.ln("Machine: ", mach, "  SN ", ("DEVICE", F.device_sn(rng, "hd")),
         *(["  Net: ", ("IPADDR", F.ip(rng))] if rng.random() < 0.55 else []))
    n.ln("Alarm test: passed   Conductivity: %.1f mS/cm   Residual bleach/chlorine test: negative" % (13.6 + rng.random()))
    dz = rng.choice(["FX80", "FX800 CorDiax", "Optiflux F180NR", "Polyflux 170H", "Elisio 19H", "Revaclear 400"])
    n.ln("Dialyser: ", dz, "   Lines: ", rng.choice(["AV-Set ONLINEplus", "standard bloodlines", "Bicart"]))
    n.ln("Dialysate: K %s / Ca %s / Na %d / HCO3 %d   Temp %.1f" % (
        rng.choice(["1.0", "2.0", "2.0", "3.0"]), rng.choice(["1.25", "1.5", "2.5", "2.25"]),
        rng.choice([136, 137, 138, 140]), rng.choice([30, 32, 35, 37]), rng.choice([35.5, 36.0, 36.5, 37.0])))
    qb = rng.choice([300, 320, 350, 380, 400, 420, 450])
    qd = rng.choice([500, 600, 700, 800])
    hrs = rng.choice(["3.5", "4.0", "4.0", "4.5", "5.0", "8.0"])
    uf = 1.0 + rng.random() * 3.2
    n.ln("Rx: %s h   Qb %d mL/min   Qd %d mL/min   UF goal %.1f L   %s" % (
        hrs, qb, qd, uf, rng.choice(["HDF post-dilution", "HD", "HD", "HDF pre-dilution"])))
    hep = rng.choice(["heparin 2000 u bolus + 1000 u/h, off 1 h pre-end", "heparin 1000 u bolus only",
                      "heparin-free (saline flushes 100 mL q30min)", "enoxaparin 40 mg into arterial line"])
    n.ln("Anticoagulation: ", hep)
    acc = rng.choice(["L radiocephalic AVF", "L brachiocephalic AVF", "R brachiobasilic AVF (transposed)",
                      "L forearm loop AVG", "R IJ tunnelled CVC", "L upper arm AVG"])
    n.ln("Access: ", acc, "; ", rng.choice(["thrill +, bruit +", "bruit continuous", "exit site clean, dressing intact",
                                           "mild aneurysmal segment, not cannulated"]),
         "; ", rng.choice(["15G x2 rope-ladder", "16G x2 buttonhole", "17G art / 16G ven", "locks aspirated 3 mL each"]))
    n.ln()
    v = vitals(c)
    edw = 48 + rng.random() * 70
    pre = edw + uf
    n.ln("PRE: Wt %.1f kg (EDW %.1f)  BP %s  HR %s  T %s  SpO2 %s" % (pre, edw, v["bp"], v["hr"], v["temp"], v["spo2"]))
    n.ln()
    piped = rng.random() < 0.5
    n.ln("Time | BP      | HR  | Qb  | AP   | VP  | TMP | UFR | Init" if piped else
         "TIME  BP       P    QB   AP    VP   TMP  UFR  SIGN")
    hh = rng.choice([6, 7, 11, 12, 16, 18])
    mm = rng.choice([0, 15, 30, 45])
    ini = (rn.form("ini2"), tech.form("ini2"))
    for i in range(rng.randrange(4, 8)):
        t = "%02d%02d" % (hh + (mm + 30 * i) // 60, (mm + 30 * i) % 60)
        bp = "%d/%d" % (rng.randrange(96, 180), rng.randrange(50, 98))
        fmt_row = "%s | %-7s | %-3d | %d | -%d | %-3d | %-3d | %-3d | " if piped else \
            "%s  %-7s  %-3d  %d  -%d  %-3d  %-3d  %-3d  "
        n.ln(fmt_row % (
            t, bp, rng.randrange(58, 104), qb, rng.randrange(140, 260), rng.randrange(120, 240),
            rng.randrange(20, 140), int(uf * 1000 / float(hrs))), ("DOCTOR", ini[i % 2]))
    n.ln()
    post = pre - uf + rng.random() * 0.4
    n.ln("POST: Wt %.1f kg  BP %d/%d  HR %d   Net UF %.2f L   Blood processed %.1f L   OCM Kt/V %.2f" % (
        post, rng.randrange(96, 170), rng.randrange(50, 95), rng.randrange(58, 100), uf,
        qb * float(hrs) * 60 / 1000, 1.1 + rng.random() * 0.8))
    n.ln("Meds given: ", rng.choice(["darbepoetin 40 mcg IV", "epoetin alfa 4,000 units IV", "Mircera 100 mcg IV",
                                     "nil"]), "; ", rng.choice(["iron sucrose 100 mg IV", "paricalcitol 2 mcg IV",
                                                                "nil", "cefazolin 2 g IV post"]))
    n.ln()
    n.ln("NURSING NOTES")
    ev = rng.randrange(5)
    pf = rng.choice(["first", "title_last", "full"])
    who = pname(c, "last", True) if pf == "title_last" else pname(c, pf, False)
    if ev == 0:
        n.ln("%02d%02d " % (hh + 2, rng.randrange(60)), *who, " c/o cramping L calf, UF paused 10 min, NS 200 mL bolus given, resolved.")
    elif ev == 1:
        n.ln("%02d%02d " % (hh + 1, rng.randrange(60)), "SBP 88 - Trendelenburg, UF reduced to 400 mL/h. ", *who,
             " asymptomatic thereafter.")
    elif ev == 2:
        n.ln("Uneventful run. ", *who, " slept most of treatment.")
    elif ev == 3:
        n.ln("VP alarms x3 at 2h - needle repositioned by ", *dname(c, chk, "rn", rng.choice(["full_cred", "fi", "first"])),
             ". Post-needle bleeding 12 min (prolonged) - for access review.")
    else:
        n.ln("Arrived 25 min late, dialysis shortened by 30 min per ", dr(c), " ", ("DOCTOR", staff(c, "neph").form("last")),
             ". Education re: missed/shortened treatments given.")
    rel, fp = fam(c)
    k = rng.randrange(4)
    if k == 0:
        n.ln("Transport home: ", ("ORGANIZATION", rng.choice(P.US_TRANSPORT if c.us else P.AU_TRANSPORT)), ", vehicle ",
             ("VEHICLE", F.plate(rng, c.country)), ", booked for ", "%02d:%02d" % (hh + 4, rng.choice([0, 15, 30, 45])))
    elif k == 1:
        n.ln("Pt's ", rel, " ", ("FAMILY", fp.form(rng.choice(["first", "full"]))), " collecting; contact ",
             ("PHONE", F.phone(rng, c.country, c.addr["state"], "mobile")))
    elif k == 2:
        n.ln("Drives self - parking permit for vehicle ", ("VEHICLE", F.plate(rng, c.country)), " renewed.")
    else:
        n.ln("Taxi voucher issued. Next treatment ", ("DATE", F.fwd(F.add_days(c.d0, 2), c.country, rng)), ".")
    n.ln()
    n.ln("Primary nurse: ", *dname(c, rn, "rn", "full_cred"), rng.choice(["   Cannulated by: ", "   PCT: ", "   Tech: "]),
         *dname(c, tech, "tech", rng.choice(["full_cred", "fi"])))
    n.ln("Checked by: ", *dname(c, chk, "rn", rng.choice(["il_cred", "full_cred"])),
         "   Entered by user ", ("USERNAME", F.username(rng, rn.first, rn.last)))
    if rng.random() < 0.5:
        n.ln("Rounding ", sp(c, "nephrologist", "nephrologist"), ": ", *dname(c, staff(c, "neph"), "neph",
                                                                               rng.choice(["dr_last", "dr_full"])),
             " - no change to Rx.")


# ---------------------------------------------------------------- clinic letter
def clinic_letter(c, n):
    rng = c.rng
    neph = staff(c, "neph")
    gp = staff(c, "gp")
    facility_header(n, c, rng.choice(["Department of Nephrology", "Renal Medicine", "Kidney Clinic",
                                      "Division of Nephrology and Hypertension"]))
    n.ln(D(c, c.d0))
    n.ln()
    gpa = clin_addr(c)
    n.ln(*dname(c, gp, "gp", "dr_full"))
    n.ln(("HOSPITAL", c.gp_practice))
    n.ln(("STREET", gpa["street"]))
    if c.us:
        n.ln(("CITY", gpa["city"]), ", ", ("STATE", gpa["state"]), " ", ("ZIP", gpa["zip"]))
    else:
        n.ln(("CITY", gpa["city"]), " ", ("STATE", gpa["state"]), " ", ("ZIP", gpa["zip"]))
    n.ln()
    n.ln("Dear ", dr(c), " ", ("DOCTOR", gp.form("last")), ",")
    n.ln()
    n.ln("Re: ", *pname(c, rng.choice(["full", "fml", "LF"]), False), ", DOB ", D(c, c.dob), ", ",
         sp(c, "MRN ", "UR "), ("MRN", c.mrn))
    if rng.random() < 0.5:
        n.ln("    ", *addr_items(c))
    n.ln()
    cause = rng.choice(CAUSES)
    stage = rng.choice(["3b", "4", "4", "5 (not on dialysis)", "5D"])
    n.ln("Diagnoses:")
    n.ln("1. CKD stage %s secondary to %s" % (stage, cause))
    for i, cm in enumerate(rng.sample(COMORB, rng.randrange(2, 5))):
        n.ln("%d. %s" % (i + 2, cm[0].upper() + cm[1:]))
    n.ln()
    seen = rng.choice(["Thank you for asking me to see", "I reviewed", "It was a pleasure to see",
                       "I saw"])
    n.ln(seen, " ", *pname(c, "last", True), " in the ", rng.choice(["renal clinic", "nephrology clinic",
                                                                      "CKD clinic", "telehealth clinic"]),
         " today. ", sp(c, "He" if c.pt.sex == "M" else "She", "He" if c.pt.sex == "M" else "She"),
         " is a ", ("AGE", str(c.age)), "-year-old ",
         rng.choice(["who", "whose care I have taken over, who"]), " ",
         rng.choice(["has progressive CKD", "was referred with a rising creatinine",
                     "is approaching the need for kidney replacement therapy",
                     "continues on maintenance " + hm(c)]), ".")
    n.ln()
    v = vitals(c)
    txt = rng.choice(["Since I last saw %s in " % ("him" if c.pt.sex == "M" else "her"),
                      "Since the previous review in "])
    n.w(txt, ("DATE", F.fmy(F.add_days(c.d0, -rng.randrange(60, 200)), rng)),
        rng.choice([" eGFR has declined further. ", " eGFR has been stable. ", " we discussed dialysis modalities. "]))
    n.ln(rng.choice(["Appetite is reduced and there is mild pruritus. ", "No uraemic symptoms. ",
                     "Reports fatigue and ankle swelling. ", "Nocturia x2, otherwise well. "]),
         rng.choice(["Home BP readings are 130-150 systolic.", "Weight stable.",
                     "Adherent to medications per pharmacy records.", ""]))
    n.ln()
    n.ln("Examination: BP %s, HR %s, weight %s. %s" % (v["bp"], v["hr"], v["wt"], rng.choice([
        "JVP not raised, chest clear, trace pedal oedema.", "Mild bilateral pitting oedema to mid-shin.",
        "Euvolaemic. Fistula with good thrill.", "No asterixis; heart sounds dual, no rub."])))
    n.ln()
    ld = F.add_days(c.d0, -rng.randrange(2, 14))
    n.ln("Results (", D(c, ld), "): ", ", ".join(lab_str(c, k) for k in rng.sample(
        ["cr", "urea", "k", "hco3", "hb", "phos", "ca", "pth", "alb", "uacr"], 6)), ", eGFR ",
        str(rng.randrange(6, 34)), " mL/min/1.73m2.")
    n.ln()
    n.ln("Plan:")
    plans = [["- Referred to ", *dname(c, staff(c, "surg"), "surg", rng.choice(["dr_full", "full_cred"])),
              " for ", rng.choice(["left radiocephalic AVF", "vein mapping and AVF creation", "PD catheter insertion"]), "."],
             ["- Kidney supportive care discussion; ", pname(c, "first", False)[0], " wishes to consider ",
              rng.choice(["home PD", "conservative management", "home HD", "satellite HD"]), "."],
             ["- Transplant referral sent to ", ("HOSPITAL", rng.choice(P.US_HOSPITALS if c.us else P.AU_HOSPITALS)),
              "."],
             ["- Start ", rng.choice(["sodium bicarbonate 840 mg BD", "sevelamer 800 mg with meals",
                                      "darbepoetin 30 mcg fortnightly", "furosemide 40 mg daily", "patiromer 8.4 g daily"]),
              "."],
             ["- Hepatitis B vaccination course via ", ("HOSPITAL", c.gp_practice), "."],
             ["- Kidney education session booked for ", D(c, F.add_days(c.d0, rng.randrange(7, 40))), "."]]
    for pl in rng.sample(plans, rng.randrange(3, 6)):
        n.ln(*pl)
    rel, fp = fam(c)
    n.ln()
    if rng.random() < 0.7:
        n.ln(rng.choice(["Attended with ", "Accompanied by "]), "%s " % ("his" if c.pt.sex == "M" else "her"), rel, " ",
             ("FAMILY", fp.form(rng.choice(["first", "full"]))), ". ",
             rng.choice(["Lives in ", "Resides in ", "Home is in "]), ("CITY", c.addr["city"]), "; ", *prof_phrase(c), ".")
    n.ln("I will see ", *pname(c, "last", True), " again in ", rng.choice(["6 weeks", "3 months", "2 months", "4 months"]),
         " with bloods beforehand.")
    n.ln()
    sign_block(n, c, neph, "neph", rng.choice(["Consultant Nephrologist", "Staff Nephrologist",
                                               "Attending Physician, Nephrology", "Renal Physician"]))
    n.ln()
    cc_block(n, c, gp)
    if rng.random() < 0.5:
        dict_footer(n, c, neph)


def clin_addr(c):
    from clin import make_addr
    a = make_addr(c.rng, c.country)
    a["city"], a["state"] = c.addr["city"], c.addr["state"]
    if c.us:
        a["zip"] = c.addr["zip"][:3] + "%02d" % c.rng.randrange(100)
    else:
        a["zip"] = c.addr["zip"]
    return a


# ---------------------------------------------------------------- biopsy report
NATIVE_DX = [
    # (diagnosis, IF, EM, history, LM feature)
    ("IgA nephropathy (Oxford MEST-C: M1 E0 S1 T0 C0)", "IgA 3+ mesangial granular, C3 2+, IgG and IgM negative",
     "Mesangial electron-dense deposits; GBM normal thickness.", "haematuria and proteinuria 2.4 g/day",
     "Mesangial hypercellularity in >50% of glomeruli."),
    ("Focal segmental glomerulosclerosis, NOS variant", "IgM 1+ segmental in sclerotic areas, otherwise negative",
     "Segmental foot process effacement (~40%); no deposits.", "nephrotic-range proteinuria and hypertension",
     "Segmental sclerosis with hyalinosis in 5 glomeruli."),
    ("Membranous nephropathy, PLA2R-positive", "IgG 3+ fine granular capillary wall, PLA2R positive, C3 1+",
     "Subepithelial electron-dense deposits with spikes (Ehrenreich-Churg stage II).",
     "nephrotic syndrome, serum albumin low, anti-PLA2R positive", "Capillary walls thickened; no hypercellularity."),
    ("Diabetic nephropathy, RPS class III (nodular sclerosis)", "linear IgG 1+ along GBM and TBM (non-specific)",
     "GBM diffusely thickened (620 nm); mesangial matrix expansion; no deposits.",
     "long-standing type 2 diabetes and atypically rapid decline", "Kimmelstiel-Wilson nodules present."),
    ("Lupus nephritis, ISN/RPS class IV-G (A/C)", "full house: IgG 3+, IgA 2+, IgM 2+, C3 3+, C1q 3+",
     "Subendothelial and mesangial deposits; tubuloreticular inclusions.", "SLE with active urinary sediment",
     "Endocapillary hypercellularity with wire loops."),
    ("Pauci-immune necrotising crescentic glomerulonephritis", "negative for immunoglobulins; fibrin in crescents",
     "No immune-type deposits.", "rapidly rising creatinine and positive MPO-ANCA",
     "Cellular crescents in 6 glomeruli with fibrinoid necrosis."),
    ("Arterionephrosclerosis with moderate interstitial fibrosis", "negative",
     "Wrinkling of GBM (ischaemic); no deposits.", "unexplained CKD, small kidneys, long-standing hypertension",
     "Arteriolar hyalinosis noted."),
    ("Acute tubular injury", "negative", "Tubular epithelial simplification; glomeruli unremarkable.",
     "AKI after sepsis, bland urine", "Tubular dilatation with loss of brush border."),
    ("Acute interstitial nephritis, drug-associated", "negative", "No deposits.",
     "AKI after starting a proton pump inhibitor, sterile pyuria", "Interstitial infiltrate with eosinophils."),
    ("Minimal change disease", "negative", "Diffuse podocyte foot process effacement (~80%); no deposits.",
     "abrupt-onset nephrotic syndrome", "Glomeruli normal by light microscopy."),
]
TX_DX = [
    ("Acute T-cell mediated rejection, Banff grade IA", "i2 t2 v0 g0 ptc1 ci0 ct1 cv0 ah0 C4d0",
     "Rising creatinine despite therapeutic tacrolimus."),
    ("Active antibody-mediated rejection", "i0 t0 v0 g2 ptc2 ci1 ct1 cv1 ah1 C4d2",
     "New DSA (DQ7, MFI 4,200)."),
    ("Borderline (suspicious) for acute TCMR", "i1 t1 v0 g0 ptc0 ci0 ct0 cv0 ah1 C4d0", "Protocol biopsy at 3 months."),
    ("No rejection; acute tubular injury", "i0 t0 v0 g0 ptc0 ci0 ct0 cv0 ah0 C4d0",
     "Delayed graft function, still dialysis dependent."),
    ("Calcineurin inhibitor arteriolopathy, no rejection", "i0 t0 v0 g0 ptc0 ci1 ct1 cv1 ah2 C4d0",
     "Slow creatinine creep, tacrolimus levels high."),
    ("BK polyomavirus nephropathy, class 2", "i1 t1 v0 g0 ptc0 ci1 ct1 cv0 ah1 C4d0; SV40 positive",
     "BK viraemia 48,000 copies/mL."),
]


def biopsy_report(c, n):
    rng = c.rng
    path = staff(c, "path")
    neph = staff(c, "neph")
    tx = rng.random() < 0.4
    dcol = c.d0
    drec = dcol
    drep = F.add_days(dcol, rng.randrange(1, 8))
    facility_header(n, c, rng.choice(["Department of Anatomical Pathology", "Renal Pathology Laboratory",
                                      "Surgical Pathology", "Division of Renal Pathology"]))
    n.ln(rng.choice(["RENAL BIOPSY REPORT", "SURGICAL PATHOLOGY REPORT - KIDNEY BIOPSY",
                     "Kidney Biopsy - Final Report"]))
    acc = F.accession(rng, dcol, rng.choice(["RB", "S", "NP", "KB"]))
    n.ln(rng.choice(["Accession: ", "Lab No: ", "Case #: "]), ("IDNUM", acc),
         "    ", rng.choice(["EM block: ", "EM ref: "]), ("IDNUM", "E%02d-%04d" % (dcol.year % 100, rng.randrange(10000))))
    demo_block(n, c, rng.sample(["hp", "acct"], rng.randrange(0, 2)))
    n.ln("Collected: ", D(c, dcol), "   Received: ", D(c, drec), "   Reported: ", D(c, drep))
    n.ln("Requesting clinician: ", *dname(c, neph, "neph", rng.choice(["dr_full", "full_cred", "lf"])), " (",
         ("HOSPITAL", c.hosp), ")")
    if rng.random() < 0.4:
        n.ln("Copy to: ", *dname(c, staff(c, "coord"), "coord", "full_cred"), ", Fax ", ("FAX", c.hosp_fax))
    n.ln()
    n.ln("CLINICAL HISTORY")
    dxrow = rng.choice(TX_DX if tx else NATIVE_DX)
    if tx:
        n.ln(("AGE", str(c.age)), rng.choice(["yo ", "-year-old ", " y/o "]), "M " if c.pt.sex == "M" else "F ",
             rng.choice(["deceased-donor", "living-donor", "DCD"]), " kidney transplant ",
             "(", ("DATE", F.fmy(F.add_days(c.d0, -rng.randrange(20, 900)), rng)), "). ",
             dxrow[2], " ", lab_str(c, "txcr"), ", ", lab_str(c, "tac"), ".")
    else:
        n.ln(("AGE", str(c.age)), rng.choice([" yo ", "-year-old ", "yo "]),
             ("male" if c.pt.sex == "M" else "female"), " with ", dxrow[3], "; ", lab_str(c, "cr"), ".")
    n.ln()
    n.ln("SPECIMEN")
    n.ln("%s: %d cores, %dG, %s guidance; %d mm and %d mm. Adequacy confirmed at bedside." % (
        "Transplant kidney" if tx else rng.choice(["Left kidney", "Right kidney"]), rng.randrange(2, 4),
        rng.choice([16, 18]), rng.choice(["ultrasound", "CT"]), rng.randrange(8, 22), rng.randrange(6, 18)))
    n.ln()
    glom = rng.randrange(8, 41)
    gs = rng.randrange(0, glom // 2)
    dx, extra = dxrow[0], dxrow[1]
    n.ln("LIGHT MICROSCOPY")
    n.ln("Up to %d glomeruli, %d globally sclerosed, %d segmentally sclerosed. %s Interstitial fibrosis and tubular "
         "atrophy approx %d%%. Arteries show %s intimal fibrosis. %s" % (
             glom, gs, rng.randrange(0, 4), dxrow[4] if not tx else rng.choice(["Tubulitis as scored below.",
                                                                                "Capillary loops patent."]),
             rng.randrange(0, 60), rng.choice(["mild", "moderate", "severe", "no"]),
             rng.choice(["Congo red negative.", "No viral cytopathic change.", "PAS and silver stains reviewed."])))
    n.ln()
    n.ln("IMMUNOFLUORESCENCE" if rng.random() < 0.6 else "IMMUNOHISTOCHEMISTRY")
    n.ln(("Banff lesion scores: " + extra) if tx else (extra[0].upper() + extra[1:]), ".")
    if rng.random() < 0.7:
        n.ln()
        n.ln("ELECTRON MICROSCOPY")
        if tx:
            n.ln(rng.choice(["Peritubular capillary basement membrane multilayering (5 layers).",
                             "No transplant glomerulopathy.", "Pending - addendum to follow."]))
        else:
            n.ln(dxrow[2], rng.choice(["", " Reported by EM unit."]))
    n.ln()
    n.ln("DIAGNOSIS")
    n.ln(("Transplant kidney, needle biopsy: " if tx else "Kidney, needle biopsy: ") + dx + ".")
    n.ln()
    if rng.random() < 0.5:
        n.ln("Results discussed with ", *dname(c, neph, "neph", rng.choice(["dr_last", "dr_full"])), " by phone on ",
             D(c, drep), " at %02d:%02d." % (rng.randrange(8, 18), rng.randrange(60)))
    n.ln("Reporting pathologist: ", *dname(c, path, "path", rng.choice(["full_cred", "dr_full", "fml_cred"])))
    if c.us:
        n.ln("CLIA lab director: ", *dname(c, staff(c, "path2"), "path", "full_cred"))
    n.ln("Verified ", D(c, drep), rng.choice(["  user ", "  by "]), ("USERNAME", F.username(rng, path.first, path.last)))
