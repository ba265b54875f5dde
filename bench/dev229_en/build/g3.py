"""Genres: bone marrow aspirate / pathology report; transfusion record."""
import phi as F
import clinical as CL
import common as CM

MARROW_DX = ["sr_all", "hr_all", "tall", "aml", "nbl", "rms", "saa", "itp", "lch", "ewing"]


def marrow(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    yr = c.d0.year
    acc = F.accession(r, yr, "BM")
    caps = r.random() < 0.4
    doc.w(("HOSPITAL", c.hosp), "\n")
    doc.t(r.choice(["DEPARTMENT OF PATHOLOGY - HEMATOPATHOLOGY", "Hematology Laboratory - Bone Marrow Report",
                    "SURGICAL PATHOLOGY / HEMATOPATHOLOGY REPORT", "BONE MARROW REPORT", "Anatomical Pathology & Hematology"]) + "\n")
    if r.random() < 0.5:
        doc.w(r.choice(["Lab phone ", "Enquiries: "]), ("PHONE", F.phone(c.country, r)), r.choice(["  Fax ", " | fax "]), ("FAX", F.phone(c.country, r)), "\n")
    doc.t("\n")
    doc.w("Accession: " if r.random() < 0.6 else "Lab No: ", ("IDNUM", acc), "\n")
    doc.w("Patient: ", c.P("LF" if caps else "lf"), "     ", c.mrn_label(), ("MRN", c.mrn), "\n")
    doc.w("DOB: ", c.dobi(), "  (", c.age_items("unit"), ")   Sex: ", c.sex, "\n")
    if r.random() < 0.5:
        doc.w("Encounter: ", ("ACCOUNT", c.acct), "\n")
    collected = c.d0
    doc.w("Collected: ", c.D(collected), " ", "%02d:%02d" % (r.randint(7, 14), r.randint(0, 59)), "   Received: ",
          c.D(collected) if r.random() < 0.7 else c.D(F.add_days(collected, 1)), "   Reported: ", c.D(F.add_days(collected, r.randint(1, 6))), "\n")
    doc.w("Requesting clinician: ", c.dr("onc", r.choice(["full", "LF" if False else "fi_last", "last"]), True), "   Location: ",
          ("HOSPITAL", r.choice([c.ward, c.dayunit])), "\n")
    if r.random() < 0.4:
        doc.w("Copy to: ", c.dr("fellow", "full", True), "\n")
    doc.t("\nCLINICAL HISTORY\n")
    tp = r.choice(["Diagnostic", "Day 8", "End of induction (day 29)", "End of consolidation", "Relapse query", "Staging", "Follow-up"])
    doc.w(c.age_items("yo"), " ", c.sex, ". ", dx["short"], " - ", tp, " marrow. ")
    if dx["cat"] == "leuk" and tp != "Diagnostic":
        doc.w("Diagnosed ", c.Dm(c.dxdate), ". ")
    doc.t(r.choice(["Pancytopenia.", "Persistent thrombocytopenia.", "MRD assessment.", "?marrow involvement.", "Query hypocellularity."]) + "\n\n")
    doc.t("SPECIMENS\n")
    side = r.choice(["left", "right", "bilateral"])
    doc.t("A. Bone marrow aspirate, %s posterior iliac crest\nB. Trephine biopsy, %s PIC (%d mm core)\n" % (side, side, r.randint(8, 25)))
    doc.t("C. Peripheral blood film\n")
    if dx["cat"] == "leuk":
        doc.w("D. Flow cytometry (", ("IDNUM", F.accession(r, yr, "FC")), ")\nE. Cytogenetics/FISH (", ("IDNUM", F.accession(r, yr, "CG")), ")\n")
    pbstate = {"leuk": r.choice(["presentation", "recovering", "neutropenic"]) if tp in ("Diagnostic", "Relapse query") else r.choice(["recovering", "neutropenic"]),
               "heme": "low_hb"}.get(dx["cat"], r.choice(["recovering", "normal"]))
    doc.t("\nPERIPHERAL BLOOD\n" + CL.cbc(r, c.country, pbstate, 2) + "\n")
    films = ["Film: no blasts seen; neutrophils show toxic granulation.", "Film: Howell-Jolly bodies absent, no nucleated red cells."]
    if dx["cat"] == "leuk" and tp in ("Diagnostic", "Relapse query"):
        films = ["Film: circulating blasts %d%%, red cell anisopoikilocytosis." % r.randint(10, 90)]
    elif dx["key"] == "itp":
        films = ["Film: thrombocytopenia confirmed, large platelets, no schistocytes."]
    elif dx["cat"] == "solid":
        films += ["Film: leucoerythroblastic picture, occasional teardrop cells."]
    doc.t(r.choice(films) + "\n\n")
    doc.t("ASPIRATE\n")
    if dx["key"] in ("saa",):
        doc.t("Hypocellular particles with fatty spaces. Residual lymphocytes, plasma cells and mast cells. Erythropoiesis markedly reduced, "
              "megakaryocytes absent. No blasts or dysplasia.\n")
    elif dx["key"] == "itp":
        doc.t("Normocellular. Megakaryocytes increased in number with immature forms. Erythroid and myeloid maturation normal. Blasts 1%.\n")
    elif dx["cat"] == "leuk":
        bl = r.randint(62, 97) if tp in ("Diagnostic", "Relapse query") else r.choice([r.randint(0, 4), "<1"])
        doc.t("Particulate and cellular. Blasts %s%% of nucleated cells. M:E ratio %d:1. " % (bl, r.randint(1, 6)))
        if tp in ("Diagnostic", "Relapse query"):
            doc.t(("Blasts with Auer rods and cytoplasmic granules (FAB M2 morphology)." if dx["key"] == "aml" else
                   "Blasts medium sized, high N:C ratio, fine chromatin, inconspicuous nucleoli.") + " Normal hematopoiesis markedly reduced.\n")
        else:
            doc.t(r.choice(["Regenerating marrow, hematogones prominent; no morphological evidence of leukemia.",
                            "Trilineage hematopoiesis present, no excess blasts."]) + "\n")
    else:
        inv = r.random() < 0.4
        if dx["key"] == "lch":
            doc.t("CD1a-positive histiocytes %d%%.\n" % r.randint(1, 6) if inv else "No CD1a-positive cells; trilineage hematopoiesis.\n")
        else:
            doc.t("Clumps of small round blue cells in rosettes, consistent with metastatic tumor.\n" if inv else
                  r.choice(["No infiltrating tumor cells identified on aspirate.\n", "Trilineage hematopoiesis, no abnormal cells.\n"]))
    doc.t("Iron stores: " + r.choice(["present, no ring sideroblasts", "increased (transfusion)", "absent"]) + ".\n\n")
    cell = "Cellularity ~%d%%. " % r.randint(2, 9) if dx["key"] == "saa" else r.choice(["Cellularity ~%d%% (age-adjusted). " % r.randint(30, 95),
                                                                                        "Adequate core, cellularity 80%. ", "Crushed, suboptimal core. "])
    doc.t("TREPHINE\n" + cell +
          r.choice(["Reticulin grade 1. ", "Reticulin MF-0. ", "Immunohistochemistry: CD34, TdT, CD79a as expected. "]) + "\n\n")
    if dx["cat"] == "leuk":
        doc.t("FLOW CYTOMETRY\n")
        if dx["key"] in ("sr_all", "hr_all"):
            doc.t("Blast gate: CD19+, CD10+, CD34+, TdT+, CD20 partial, cyCD79a+, CD45 dim; myeloid markers negative.\n")
        elif dx["key"] == "tall":
            doc.t("cyCD3+, CD7+, CD5+, CD1a+, CD4/CD8 double positive, TdT+.\n")
        else:
            doc.t("CD34+, CD117+, CD13+, CD33+, HLA-DR+, MPO+ on subset; CD19 aberrant.\n")
        if tp in ("Diagnostic", "Relapse query"):
            doc.t("Blast population %d%% of CD45+ events; baseline LAIP established for MRD.\n" % r.randint(55, 96))
        else:
            doc.t("MRD: " + r.choice(["0.0%d%% (positive, above 0.01%% threshold)" % r.randint(2, 9), "<0.01% (negative)", "not detected at 10^-5"]) + ".\n")
        doc.w("Cytogenetics: ", r.choice(dx["genetics"]), r.choice([". Referred to ", "; sent to "]), ("ORGANIZATION", c.lab),
              " (ref ", ("IDNUM", F.accession(r, yr, r.choice(["GX", "CY", "MOL"]))), ").\n\n")
    doc.t("DIAGNOSIS\n")
    if dx["cat"] == "leuk":
        if tp in ("Diagnostic", "Relapse query"):
            doc.t("Bone marrow, aspirate and trephine: involvement by %s (WHO 2022 / ICC classification).\n" % dx["name"])
        else:
            doc.t(r.choice(["Bone marrow: no morphological evidence of residual %s; MRD as above." % dx["short"],
                            "Marrow in morphological remission; MRD as above."]) + "\n")
    elif dx["key"] == "saa":
        doc.t("Markedly hypocellular marrow (<10%) in keeping with severe aplastic anemia. Inherited BMF panel recommended.\n")
    elif dx["key"] == "itp":
        doc.t("Marrow features consistent with peripheral platelet consumption; no evidence of leukemia.\n")
    elif inv:
        doc.t(r.choice(["Marrow involvement by metastatic tumor (%s)." % dx["short"],
                        "Focal involvement by tumor cells, immunophenotype consistent with known primary (%s)." % dx["short"]]) + "\n")
    else:
        doc.t("Marrow: no tumor identified (%s staging/restaging negative).\n" % dx["short"])
    doc.t("\n")
    if dx["cat"] == "leuk" and r.random() < 0.4:
        ad = F.add_days(collected, r.randint(7, 21))
        doc.w("ADDENDUM (", c.D(ad), "): ", r.choice(["Karyotype 46,XX,t(12;21)(p13;q22)[4]/46,XX[16].", "Karyotype 55,XY,+X,+4,+6,+10,+14,+17,+18,+21,+21[12].",
                                                   "FISH: KMT2A break-apart negative; BCR::ABL1 negative.", "NGS myeloid panel: FLT3-ITD (AR 0.6), WT1 p.R462W."]),
              " Report issued by ", ("ORGANIZATION", c.lab), ", case ", ("IDNUM", F.accession(r, yr, "GX")), ". ", c.dr("path", "fi_last", True), "\n\n")
    if r.random() < 0.6:
        doc.w("Result phoned to ", c.dr("onc", r.choice(["last", "full"]), True), " on ", c.D(F.add_days(collected, r.randint(0, 2))), " at ",
              "%02d%02d" % (r.randint(8, 19), r.randint(0, 59)), " by ", c.dr("path", r.choice(["last", "fi_last"]), True), ".\n")
    if r.random() < 0.3:
        doc.w("Morphology by ", c.staff("scientist", r.choice(["full", "fi_last"])), r.choice([", MLS(ASCP)", ", senior scientist", " (medical scientist)"]), ".\n")
    k = r.randrange(3)
    if k == 0:
        doc.w("\nPathologist: ", c.dr("path", "full", False), ", ", "MD" if us else "FRCPA", "\n")
    elif k == 1:
        doc.w("\nReported by ", c.dr("path", "full", True), " (", ("LICENSE", F.npi(r) if us else F.ahpra(r)), ")\nVerified ", c.D(F.add_days(collected, r.randint(1, 6))), "\n")
    else:
        CM.sign(doc, c, "path", cred="MD" if us else "FRCPA", style=0)
    CM.audit(doc, c, "path", 0.35)


def transfusion(doc, c):
    r = c.rng
    us = c.country == "US"
    comp = r.choice(["RBC", "RBC", "PLT", "PLT", "FFP", "cryo"])
    if c.dx["key"] == "scd":
        comp = r.choice(["exchange", "RBC"])
    elif c.dx["key"] == "thal":
        comp = "RBC"
    elif c.dx["key"] == "itp":
        comp = "PLT"
    rn1, rn2 = c.person("nurse"), c.person("nurse2")
    doc.t(r.choice(["BLOOD COMPONENT TRANSFUSION RECORD", "Transfusion Administration Record", "TRANSFUSION NURSING RECORD",
                    "Blood Product Administration - Nursing"]) + "\n")
    doc.w(("HOSPITAL", c.hosp), " | ", ("HOSPITAL", r.choice([c.ward, c.dayunit])), "\n")
    doc.w("Patient: ", c.P(r.choice(["LF", "full", "CAPS"])), "   ", c.mrn_label(), ("MRN", c.mrn), "   DOB ", c.dobi(), "\n")
    if r.random() < 0.6:
        doc.w("Weight ", "%.1f kg" % max(6, c.age * 3.1 + 7), "   Dx: ", c.dx["short"], "\n")
    doc.w("Date: ", c.D(c.d0), "    ", r.choice(["Bed ", "Chair ", "Room "]), ("LOCATION_OTHER", c.bed), "\n")
    doc.w("Consent for blood products signed by ", r.choice(["mother", "father", "parent", "guardian"]), " ", c.parent(form="full"), " on ",
          c.D(F.add_days(c.d0, -r.randint(0, 300))), " (", r.choice(["valid for treatment course", "annual consent", "this admission"]), ").\n")
    doc.w("Order: ", ("IDNUM", F.order_no(r)), " by ", c.dr(r.choice(["resident", "fellow", "onc"]), r.choice(["full", "last"]), True), "\n\n")
    doc.t("Group: " + r.choice(["O Pos", "A Neg", "B Pos", "A Pos", "O Neg", "AB Pos"]) + ". Antibody screen: " +
          r.choice(["negative", "negative", "anti-E identified (historical)", "anti-K, antigen-negative units"]) + ".\n")
    doc.t("Special requirements: " + ", ".join(r.sample(["irradiated", "CMV-safe/leukoreduced", "HbS-negative", "phenotype matched (C, E, K)",
                                                          "washed", "fresh (<7 days)", "HLA-matched platelets"], r.randint(1, 3))) + "\n")
    doc.w("Group & screen sample: ", ("IDNUM", F.accession(r, c.d0.year, "BB")), ", collected ", c.Ds(F.add_days(c.d0, -r.randint(0, 2))), "\n\n")
    key = c.dx["key"]
    if key == "scd":
        ind = ["chronic transfusion program (primary stroke prevention)", "HbS target <30%", "pre-operative top-up", "acute chest syndrome"]
    elif key == "thal":
        ind = ["chronic transfusion program, pre-Hb %d" % r.randint(88, 98), "pre-transfusion Hb below 95 target"]
    elif key == "itp":
        ind = ["active mucosal bleeding with plt 3", "intracranial bleed precautions - plt cover with IVIG"]
    elif key == "saa":
        ind = ["plt <10 prophylactic", "Hb <70, symptomatic", "bleeding + plt 6"]
    else:
        ind = ["Hb below protocol threshold", "plt <10 prophylactic", "plt <50 pre-LP", "symptomatic anemia", "pre-procedure"]
    doc.t("Indication: " + r.choice(ind) + ". ")
    doc.t(CL.cbc(r, c.country, r.choice(["low_hb", "neutropenic"]), r.randrange(3)) + "\n\n")
    doc.t("PRE-ADMINISTRATION CHECK (at bedside, two independent checkers)\n")
    doc.w("ID band checked against compatibility label: name, ", "MRN", ", DOB - correct.\n")
    if r.random() < 0.55:
        doc.w("Positive patient ID via ", r.choice(["palm-vein scanner", "fingerprint wristband reader", "biometric scanner"]), ": ",
              ("BIOID", F.bioid(r)), " - match.\n")
    units = r.randint(1, 3) if comp != "exchange" else r.randint(4, 7)
    for i in range(units):
        doc.w("Unit ", str(i + 1), ": ", {"RBC": "Irradiated red cells", "PLT": "Apheresis platelets", "FFP": "FFP", "cryo": "Cryoprecipitate",
                                           "exchange": "Red cells (exchange)"}[comp],
              r.choice([" DIN ", " unit no. ", " # "]), ("IDNUM", F.blood_unit(r)), "  ", r.choice(["O Pos", "O Neg", "A Pos", "compatible"]),
              "  vol %d mL\n" % r.randint(40, 320))
    doc.w("Checked by: ", ("DOCTOR", rn1.form(r.choice(["full", "first_li"]))), " RN and ", ("DOCTOR", rn2.form(r.choice(["full", "fi_last"]))),
          r.choice([" RN", " EN", ", RN"]), "\n")
    if r.random() < 0.4:
        doc.w("Staff biometric sign-off: ", ("BIOID", F.bioid(r)), " / ", ("BIOID", F.bioid(r)), "\n")
    doc.t("\n")
    if comp == "exchange":
        doc.w("Automated red cell exchange on ", r.choice(["Spectra Optia", "apheresis device"]), " SN ", ("DEVICE", F.device_sn(r, "other")),
              ". Access via ", r.choice(["Vortex port", "temporary dialysis catheter", "peripheral 18G x2"]), ". FCR 100%, AFF 1.0.\n")
        doc.t("Pre HbS %d%%, post HbS %d%%; Hct target 30%%.\n" % (r.randint(40, 80), r.randint(15, 30)))
    else:
        doc.w("Via ", r.choice(CL.LINES), ", infusion pump ", r.choice(["SN ", "serial ", "#"]), ("DEVICE", F.device_sn(r, "pump")),
              ", filter 170-200 micron. Rate %d mL/h x15 min then %d mL/h.\n" % (r.randint(10, 40), r.randint(40, 150)))
    doc.t("OBSERVATIONS\n")
    m0 = r.randint(8 * 60, 15 * 60)
    dur = r.randint(40, 240)
    tms = [("Pre", -10), ("15 min", 15), ("1 h", 60) if dur > 90 else ("30 min", 30), ("End", dur), ("1 h post", dur + 60)]
    temp = r.uniform(36.4, 37.3)
    for i, (tl, off) in enumerate(tms):
        mm = m0 + off
        tt = temp + r.uniform(-0.2, 0.3)
        doc.t("%-8s %02d:%02d  T %.1f  HR %d  RR %d  BP %d/%d  SpO2 %d%%\n" % (tl, (mm // 60) % 24, mm % 60, tt, r.randint(80, 130),
                                                                             r.randint(16, 28), r.randint(90, 120), r.randint(50, 75), r.randint(95, 100)))
    doc.t(r.choice(["No reaction. ", "Febrile non-hemolytic reaction suspected - transfusion stopped, reported to blood bank, acetaminophen given. ",
                    "Urticaria on chest at 30 min - paused, cetirizine given, resumed with no further issues. ", "Tolerated well. "]))
    if r.random() < 0.3:
        doc.w("Incident report ", ("IDNUM", "IR-%s" % F.digits(r, 6)), " lodged.")
    doc.t("\n")
    doc.t("Post-transfusion bloods: " + r.choice(["Hb in 1 h", "plt count 1 h post", "with next routine bloods", "not required"]) + ".\n")
    if c.dx["key"] in ("thal", "scd") and r.random() < 0.6:
        doc.w("Next transfusion booked ", c.D(F.add_days(c.d0, r.choice([21, 28, 28, 35]))), " in ", ("HOSPITAL", c.dayunit), ".\n")
    doc.w("Completed ", "%02d:%02d" % (((m0 + dur) // 60) % 24, (m0 + dur) % 60), "  ", ("DOCTOR", rn1.form(r.choice(["fi_last", "full", "init2"]))), "\n")
    CM.audit(doc, c, "nurse", 0.45)
