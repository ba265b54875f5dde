"""Examination records: slit-lamp note, corneal topography report,
orthoptic / visual field report."""
import blocks as B
import ids

SCHOOLS = ["Oakhurst Primary School", "St Brendan's College", "Hillcrest Academy", "Riverbend Elementary",
           "Kowhai Intermediate", "Wattle Grove Primary", "Scoil Mhuire Gan Smál", "Maple Leaf Public School"]


def slit_lamp(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    R, L = B.eyes(c)
    d.t(rng.choice(["SLIT LAMP EXAMINATION", "Anterior Segment / SLE Note", "Cornea Clinic - Slit-lamp record",
                    "OPHTHALMOLOGY PROGRESS NOTE (SLE)"]) + " - ")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t("\n")
    B.pt_header(d, c, compact=rng.random() < .5)
    d.t("Encounter: ")
    d.p(ids.account(rng, co), "ACCOUNT")
    d.t("   Visit: ")
    d.put(c.dt(c.visit))
    d.t(" " + B.tm(rng) + "   Room: ")
    d.p(rng.choice(["4", "12", "SL3", "Rm 2.07", "7B", "Laser room 2"]), "LOCATION_OTHER")
    d.t("\nClinician: ")
    clin = rng.choice([c.cons, c.reg])
    d.put(c.nm(clin, rng.choice(["t_full", "full"])))
    d.t(", " + rng.choice(B.roles_jr(c) + B.ROLES_CONS))
    if rng.random() < .4:
        d.t("   Scribe: ")
        d.put(c.nm(c.nurse, "full"))
    d.t("\n\n")
    d.t("S: ")
    d.put(c.age_p(rng.choice(["yo", "sexletter", "y/o"])))
    d.s(" {r}. ", r=rng.choice(["r/v", "f/u", "known to cornea service", "seen in casualty last week", "new pt"]))
    d.s(rng.choice(c.cond["hx"]) + " ")
    d.s(rng.choice(["Pain 3/10.", "Photophobia improving.", "VA better subjectively.", "No discharge.",
                    "Using drops as instructed - good compliance.", "Missed doses over the weekend."]) + " ")
    if rng.random() < .5:
        d.s("Last seen {d1} by {dr}. ", d1=c.dt(c.ago(rng.randint(7, 60))), dr=c.nm(c.staff("Dr"), "t_last"))
    if rng.random() < .35:
        d.s("Attends with {r} ({k}). ", r=c.kin["rel"], k=c.nm(c.kin, "first"))
    d.t("\nCurrent Rx: ")
    d.t(", ".join(rng.sample(c.cond["drugs"], min(2, len(c.cond["drugs"])))) + "\n\n")
    d.t("O:\n")
    B.exam_table(d, c, "table")
    epi = c.cond["key"] in ("hsv", "hzo", "acanth", "bacterial", "fungal", "chem", "fb", "abrasion")
    d.t("Fluorescein: " + (rng.choice(["staining over lesion, no Seidel", "defect 2.1 x 1.8 mm", "defect 3.4 x 2.0 mm"])
                           if epi else rng.choice(["epithelium intact", "PEE inferiorly (Oxford 2)", "no staining"])) + "\n")
    d.t("Pachymetry: %d / %d µm\n" % (rng.randint(410, 640), rng.randint(430, 620)))
    B.hard_neg(d, c, rng.randint(1, 2))
    if rng.random() < .6:
        d.t("Photos: ")
        d.p(ids.idnum(rng, "photo"), "IDNUM")
        d.t(" (" + rng.choice(["slit + diffuse", "cobalt blue", "AS-OCT"]) + ")\n")
    d.t("\nA: " + B.dx(c) + "\n")
    d.t("P:\n")
    for x in rng.sample(c.cond["plan"], min(2, len(c.cond["plan"]))):
        d.t("  - " + x + "\n")
    if rng.random() < .5:
        d.s("  - Discussed with {dr} (bleep {b}).\n", dr=c.nm(c.cons, "t_last"),
            b=(ids.pager(rng, co), "PHONE"))
    d.t("  - ")
    B.followup(d, c)
    d.t("\n")
    B.audit(d, c, clin)


def topography(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    dev = rng.choice(["Pentacam HR (Oculus)", "Pentacam AXL", "Galilei G4", "Orbscan IIz", "Medmont E300",
                      "MS-39 (CSO)"])
    d.t(rng.choice(["CORNEAL TOMOGRAPHY REPORT", "Corneal Topography - Serial Comparison",
                    "Scheimpflug Tomography Report"]) + "\n")
    d.t("Device: " + dev + "   S/N: ")
    d.p(ids.device_serial(rng, "pentacam"), "DEVICE")
    d.t("   Software 1.2" + str(rng.randint(1, 9)) + "r" + str(rng.randint(10, 60)) + "\nSite: ")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t(", " + rng.choice(["Corneal Diagnostics", "Imaging Suite", "Eye Outpatients"]) + "\n")
    d.t("Exam ID: ")
    d.p(ids.idnum(rng, "exam"), "IDNUM")
    d.t("   Patient ID: ")
    d.p(pt["mrn"], "MRN")
    d.t("\nName: ")
    d.put(c.nm(pt, rng.choice(["LAST_first", "LAST_FIRST_M", "last_first"])))
    d.t("   DOB: ")
    d.put(c.dt(c.dob, "iso"))
    d.t("   Age: ")
    d.p(str(c.age), "AGE")
    d.t("\nExam date: ")
    d.put(c.dt(c.visit, "iso"))
    d.t(" " + B.tm(rng) + "   Operator: ")
    tech = c.staff("")
    d.p(tech["user"], "USERNAME")
    d.t("   Quality: OK\n\n")
    R, L = B.eyes(c)
    d.t("%-22s %-10s %-10s\n" % ("Parameter", R, L))
    prog = c.cond["key"] == "keratoconus"
    vals = []
    for _ in (R, L):
        k1 = rng.uniform(41, 50)
        k2 = k1 + rng.uniform(0.4, 6)
        vals.append(["%.1f" % k1, "%.1f" % k2, "%.1f" % (k2 + rng.uniform(0.5, 9)), "%.2f" % (k2 - k1),
                     "%.0f" % rng.uniform(380, 560), "%.2f" % rng.uniform(2.6, 3.9), "%.2f" % rng.uniform(0.8, 12),
                     "%.0f" % rng.uniform(150, 480)])
    for i, name in enumerate(["K1 (D)", "K2 (D)", "Kmax (D)", "Astig (D)", "Thinnest pachy (µm)", "ACD (mm)",
                              "BAD-D", "ART-max"]):
        d.t("%-22s %-10s %-10s\n" % (name, vals[0][i], vals[1][i]))
    d.t("ABCD staging: %s A%dB%dC%dD%d / %s A%dB%dC%dD%d\n" % (R, rng.randint(0, 4), rng.randint(0, 4), rng.randint(0, 3), rng.randint(0, 3),
                                                            L, rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 2), rng.randint(0, 2)))
    d.t("TKC: " + rng.choice(["1", "1-2", "2", "2-3", "3"]) + "   Topometric KCI: " + rng.choice(["positive", "negative"]) + "\n\n")
    d.t("Comparison with previous exam (")
    d.put(c.dt(c.ago(rng.randint(90, 400)), "iso"))
    d.t(", exam ")
    d.p(ids.idnum(rng, "exam"), "IDNUM")
    d.t("):\n")
    dk = rng.uniform(-0.4, 2.8) if prog else rng.uniform(-0.6, 0.8)
    d.t("  Delta Kmax %+.1f D; thinnest pachy %+d µm; BAD-D %+.2f\n" % (dk, rng.randint(-28, 6), rng.uniform(-0.2, 1.4)))
    d.t("  Belin ABCD progression display: " + ("progression beyond 95% CI" if dk > 1 else "within 80% CI") + "\n\n")
    d.t("Interpretation: ")
    if dk > 1:
        d.s("Documented progression of keratoconus {e}. Meets criteria for corneal cross-linking (Global Consensus 2015). ",
            e=c.aff.upper()[0] + "E")
    else:
        d.s("No significant change since last scan. Pattern {x}. ", x=rng.choice(
            ["consistent with inferior steepening (asymmetric bowtie with skewed radial axis)",
             "of regular astigmatism, post-graft", "stable after CXL", "forme fruste suspect fellow eye"]))
    d.s("Reviewed by {dr}, {role}, on {d1}.\n", dr=c.nm(c.cons, "t_full"), role=rng.choice(B.ROLES_CONS),
        d1=c.dt(c.later(rng.randint(0, 5))))
    if rng.random() < .5:
        d.s("Fellow eye screening of sibling {s} advised.\n", s=c.nm(c.person("FAMILY", last=pt["last"]), "first"))
    d.t("\nExport: DICOM to PACS ")
    d.p(ids.ipaddr(rng), "IPADDR")
    d.t(" (AE EYEPACS01) by ")
    d.p(tech["user"], "USERNAME")
    d.t(" " + B.tm(rng) + "\n")


def orthoptic_vf(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    kind = "ortho" if c.age < 16 or rng.random() < .3 else "vf"
    if kind == "vf":
        d.t(rng.choice(["VISUAL FIELD REPORT", "Perimetry Report", "Visual Fields - Humphrey / Esterman"]) + "\n")
    else:
        d.t(rng.choice(["ORTHOPTIC REPORT", "Orthoptic Assessment", "Orthoptic Clinic Record"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t(" - " + rng.choice(["Orthoptic Department", "Visual Fields Unit", "Eye Outpatients"]) + "\n")
    B.pt_header(d, c, compact=rng.random() < .4)
    d.t("Date of test: ")
    d.put(c.dt(c.visit))
    d.t("   Referred by: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t("\nTested by: ")
    ortho = c.staff("")
    d.put(c.nm(ortho, rng.choice(["full", "fml"])))
    d.t(", " + rng.choice(["Orthoptist", "Senior Orthoptist", "Ophthalmic Technician", "Clinical Specialist Orthoptist"]) + "\n\n")
    if kind == "vf":
        d.t("Reason: " + rng.choice(["Steroid response monitoring (IOP 28 on Pred Forte)", "Birdshot chorioretinopathy monitoring",
                                     "Hydroxychloroquine screening", "Driving standard (Esterman)", "Baseline before Ozurdex"]) + "\n")
        d.t("Instrument: Humphrey Field Analyzer 3, S/N ")
        d.p(ids.device_serial(rng, "hfa"), "DEVICE")
        d.t("\nProgramme: SITA " + rng.choice(["Standard", "Fast", "Faster"]) + " " + rng.choice(["24-2", "30-2", "10-2"]) +
            ", size III white, fixation monitor gaze/blind spot\n")
        R, L = B.eyes(c)
        for e in (R, L):
            d.t("%s: FL %d/%d  FP %d%%  FN %d%%  MD %+.2f dB (p<%s)  PSD %.2f dB  VFI %d%%  GHT %s\n" % (
                e, rng.randint(0, 4), rng.randint(12, 18), rng.randint(0, 15), rng.randint(0, 12),
                rng.uniform(-9, 1), rng.choice(["5%", "2%", "1%", "0.5%"]), rng.uniform(1, 8),
                rng.randint(78, 100), rng.choice(["WNL", "borderline", "outside normal limits"])))
        if rng.random() < .6:
            d.t("Esterman binocular: 120 points, %d missed, %s\n" % (rng.randint(0, 14), rng.choice(
                ["meets DVLA standard for Group 1", "horizontal extent 120 degrees", "central defect within 20 degrees"])))
            d.t("Photocard driving licence seen: ")
            d.p(pt["dl"], "LICENSE")
            if rng.random() < .6:
                d.t("; vehicle registration ")
                d.p(ids.plate(rng, co), "VEHICLE")
                d.t(" recorded for the disabled parking permit")
            d.t("\n")
        d.t("Reliability: " + rng.choice(["good", "fair - many fixation losses", "poor, repeat advised"]) + "\n")
        d.t("Comment: " + rng.choice(["Superior arcuate defect LE, new since ", "Stable compared with ",
                                      "Generalised depression, lens opacity contributes; cf. ",
                                      "Enlarged blind spot both eyes; compare "]))
        d.put(c.dt(c.ago(rng.randint(100, 500))))
        d.t(".\n")
    else:
        d.t("Attended with: ")
        d.f("{r} {k}", r=rng.choice(["mum", "mother"] if c.kin["sex"] == "F" else ["dad", "father"]) if c.age < 16 else c.kin["rel"],
            k=c.nm(c.kin, rng.choice(["full", "first"])))
        if c.age < 18:
            d.f(". Attends {s} (year {y})", s=(SCHOOLS[rng.randrange(len(SCHOOLS))], "ORGANIZATION"), y=rng.randint(1, 10))
        d.t("\nHistory: " + rng.choice(c.cond["hx"]) + " " + rng.choice(
            ["No diplopia.", "Intermittent horizontal diplopia with scleral lens.", "Squints when tired per parent.",
             "Patching previously (2 h/day)."]) + "\n")
        d.t("VA (" + (rng.choice(["Kay pictures crowded", "Keeler LogMAR crowded", "Sonksen LogMAR"]) if c.age < 12
                      else "ETDRS") + "): RE %.3f  LE %.3f\n" % (
            rng.choice([0.0, 0.1, 0.125, 0.2, 0.3]), rng.choice([0.0, 0.1, 0.2, 0.35, 0.5])))
        d.t("Cover test: near " + rng.choice(["ortho", "small XOP", "R ET 10", "L XT 6"]) + "; distance " + rng.choice(["ortho", "XOP", "micro ET"]) + "\n")
        d.t("PCT: N " + rng.choice(["4 BO", "6 BI", "ortho"]) + ", D " + rng.choice(["2 BI", "ortho", "8 BO"]) + "\n")
        d.t("OM: full, no restriction. Hess chart: " + rng.choice(["not indicated", "normal fields", "mild L SR underaction"]) + "\n")
        d.t("BSV: TNO " + rng.choice(["60", "120", "240", "480"]) + " sec of arc; Bagolini: BSV present; Worth 4 dot: fuses\n")
        d.t("NPC: %d cm; AC/A ratio normal\n" % rng.randint(5, 12))
        d.t("Plan: " + rng.choice(["Continue 3-monthly uveitis screening with slit lamp.", "Occlusion LE 2 h/day."]
                                  if c.age < 12 else ["Fresnel prism trial.", "No orthoptic follow-up needed.",
                                                      "Repeat Hess chart in 3 months."]) + "\n")
        if c.age < 18 and rng.random() < .6:
            d.s("Letter copied to {s} SENCO with parental consent.\n", s=(SCHOOLS[rng.randrange(len(SCHOOLS))], "ORGANIZATION"))
    d.t("\nNext test: ")
    d.put(c.dt(c.later(rng.choice([56, 90, 120, 180]))))
    d.t("\n")
    B.audit(d, c, ortho, ip=rng.random() < .5)
