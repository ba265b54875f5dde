"""Genres: genetic test report with variant table; sample tracking record."""
import clinical as C
import common as K
import fmt
import pools as P
from fmt import fname
from g_consult import panel_name


def _lab_header(d, c):
    r = c.rng
    typ, name = c.lab()
    d.p(typ, name)
    d.t("\n")
    a = c.address(org=True)
    c.put_addr(d, a, style="inline", county=False, country=r.random() < 0.3)
    d.t("\n" + r.choice(["T: ", "Tel ", "Phone "]))
    d.p("PHONE", c.phone())
    if r.random() < 0.7:
        d.t(r.choice(["  F: ", "  Fax ", " | Fax: "]))
        d.p("FAX", c.landline())
    d.t(r.choice(["  ", "\n"]))
    if r.random() < 0.7:
        d.p("EMAIL", c.email(base=r.choice(["results", "lab.enquiries", "genomics.lab",
                                            "client.services"])))
        d.t("  ")
    if r.random() < 0.6:
        d.p("URL", c.url(r.choice(["/lab", "/test-directory", "/results", "/clia"])))
    d.t("\n")
    if c.uk:
        if r.random() < 0.6:
            d.t("UKAS accredited medical laboratory No. ")
            d.p("LICENSE", str(r.randint(7000, 9999)))
            d.t("\n")
    else:
        d.t("CLIA# ")
        d.p("LICENSE", "%02dD%07d" % (r.randint(1, 52), r.randint(0, 9999999)))
        if r.random() < 0.6:
            d.t("   CAP# ")
            d.p("LICENSE", str(r.randint(1000000, 9999999)))
        d.t("\n")
    return typ, name


def test_report(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cardiac", "paeds", "adult"])
    k = K.Case(c, child=area == "paeds")
    d = c.doc()
    _lab_header(d, c)
    d.t("\n" + r.choice(["GENETIC TEST REPORT", "MOLECULAR GENETICS REPORT",
                         "Germline Genetic Testing Report", "GENOMIC TESTING RESULT",
                         "Clinical Genomics Report - FINAL"]) + "\n")
    d.t("=" * r.randint(20, 40) + "\n")
    d.t("Patient: ")
    d.p("PATIENT", fname(k.p, r.choice(["LF", "LFM", "lf", "LFm"])))
    d.t(r.choice(["    DOB: ", "  Date of birth: ", "\nDOB: "]))
    d.date(k.dob)
    d.t("   Sex: " + r.choice([k.sex, "Female" if k.sex == "F" else "Male"]) + "\n")
    if c.uk:
        d.t("NHS No: ")
        d.p("MRN", k.nhs)
        d.t("   Hospital No: ")
        d.p("MRN", k.mrn)
    else:
        d.t("MRN: ")
        d.p("MRN", k.mrn)
        if r.random() < 0.35:
            d.t("   SSN: ")
            d.p("SSN", k.ssn)
        if r.random() < 0.5:
            d.t("   Accession: ")
            d.p("IDNUM", c.labno())
    d.t("\nLab No: ")
    d.p("IDNUM", k.labno)
    d.t("   Family No: ")
    d.p("IDNUM", k.famno)
    d.t("\nSpecimen: " + r.choice(C.SPECIMENS[:5] if area != "paeds" else
                                  C.SPECIMENS[:3] + C.SPECIMENS[7:9]) + "   Specimen ID: ")
    d.p("IDNUM", fmt.letters(r, 1) + fmt.digits(r, 8))
    coll = fmt.add_days(k.ref, -r.randint(20, 70))
    recv = fmt.add_days(coll, r.randint(1, 4))
    d.t("\nCollected: ")
    d.date(coll)
    d.t("   Received: ")
    d.date(recv)
    d.t("   Reported: ")
    d.date(k.ref)
    ref_doc = c.staff()
    d.t("\nReferring clinician: " + c.dr() + " ")
    d.p("DOCTOR", fname(ref_doc, r.choice(["fl", "il", "fml"])))
    d.t(", ")
    d.p("HOSPITAL", c.service())
    if r.random() < 0.5:
        d.t("\nCopy to: ")
        d.p("DOCTOR", fname(c.staff(), r.choice(["fl", "il"])))
        d.t(" (" + r.choice(["GC", "genetic counsellor", "Oncology", "ICC nurse"]) + ")")
    d.t("\nTest requested: " + panel_name(c, area) + "\n")
    d.t("Reason for referral: " + r.choice([
        "personal history of " + r.choice(C.CANCERS),
        "family history; affected relative deceased",
        "clinical diagnosis of " + C.pick_variant(r, area)[5],
        "predictive test for familial variant",
        "confirmation of research finding"]))
    d.t(".\n\n")
    v = C.pick_variant(r, area)
    nrows = r.choice([1, 1, 1, 2, 2, 3])
    found = r.random() < 0.8
    d.t("RESULT SUMMARY\n")
    if found:
        d.t(v[4].upper() + " VARIANT DETECTED" if v[4] != "Uncertain significance"
            else "VARIANT OF UNCERTAIN SIGNIFICANCE DETECTED")
        d.t(" in " + v[0] + "\n\n")
        d.t("| Gene | Transcript | Nucleotide | Protein | Zygosity | Classification | Criteria |\n")
        d.t("|------|------------|------------|---------|----------|----------------|----------|\n")
        rows = [v] + [C.pick_variant(r, area, "Uncertain significance") for _ in range(nrows - 1)]
        for w in rows:
            d.t("| %s | %s | %s | %s | %s | %s | %s |\n" % (
                w[0], w[1], w[2], w[3], C.zyg(r, w), w[4],
                ", ".join(r.sample(C.ACMG, r.randint(2, 4)))))
    else:
        d.t("NO PATHOGENIC OR LIKELY PATHOGENIC VARIANT DETECTED\n")
    d.t("\nINTERPRETATION\n")
    tt = c.title(k.p)
    if found:
        d.t("This individual is " + C.zyg(r, v) + " for the " + v[0] + " variant " + v[2] + " " +
            v[3] + ". ")
        d.t("The variant is " + C.gnomad(r) + " in gnomAD v4 and has been reported in "
            "affected individuals (ClinVar VCV%09d). " % r.randint(1, 3000000))
        if v[4] in ("Pathogenic", "Likely pathogenic"):
            d.t("This result confirms a genetic diagnosis of " + v[5] + " in " + tt + " ")
            d.p("PATIENT", k.p["last"])
            d.t(". ")
            if r.random() < 0.5:
                d.p("PATIENT", k.p["last"])
                d.t("'s first-degree relatives have a 50% chance of carrying this variant. ")
            d.t("Predictive testing is available for at-risk relatives; please quote family "
                "number ")
            d.p("IDNUM", k.famno)
            d.t(" on any request.\n")
        else:
            d.t("There is currently insufficient evidence to classify this variant; it should "
                "not be used for clinical decision making or predictive testing. Segregation "
                "studies in affected relatives may help.\n")
    else:
        d.t("No clinically significant sequence or copy number variants were identified in "
            "the genes analysed. This reduces but does not exclude a genetic predisposition; "
            "residual risk should be assessed on family history. If ")
        d.t(tt + " ")
        d.p("PATIENT", k.p["last"])
        d.t(" has an affected relative, testing them may be more informative.\n")
    d.t("\nMETHODOLOGY\n" + r.choice(C.METHODS) + " ")
    d.t("Sequencing performed on " + r.choice(C.INSTRUMENTS[:4]))
    if r.random() < 0.7:
        d.t(" (instrument SN ")
        d.p("DEVICE", c.serial())
        d.t(")")
    d.t(". Mean coverage %dx; %.1f%% of target bases >=%dx. Reference genome GRCh38.\n" % (
        r.randint(110, 780), r.uniform(97.0, 99.9), r.choice([20, 30, 50])))
    d.t("Limitations: " + r.choice([
        "low-level mosaicism (<15% VAF) and deep intronic variants may not be detected.",
        "the PMS2 pseudogene region may reduce sensitivity.",
        "structural rearrangements and repeat expansions are not assessed."]) + "\n")
    d.t("\n")
    sci, auth = c.staff(), c.staff()
    d.t("Reported by: ")
    d.p("DOCTOR", fname(sci, r.choice(["fl", "fml", "il"])))
    if c.uk:
        d.t(", Clinical Scientist (HCPC ")
        d.p("LICENSE", "CS" + fmt.digits(r, 5))
        d.t(")\nAuthorised by: ")
        d.p("DOCTOR", fname(auth, r.choice(["fl", "il"])))
        d.t(", Consultant Clinical Scientist, on ")
        d.date(k.ref)
    else:
        d.t(", PhD, Clinical Molecular Geneticist\nElectronically signed by ")
        if r.random() < 0.5:
            d.t("Dr. ")
        d.p("DOCTOR", fname(auth, r.choice(["fl", "fml"])))
        d.t(", " + r.choice(["PhD, FACMG", "MD, FCAP", "PhD, DABMGG"]) +
            ", Laboratory Director, ")
        d.date(k.ref)
        d.t(" " + fmt.ftime(r, 7, 19, "ampm"))
    d.t("\n\n")
    d.t(r.choice(["Page 1 of 2 | ", "-- page 2 -- ", "Report continued: "]))
    d.p("PATIENT", fname(k.p, r.choice(["LF", "lf"])))
    d.t(" | ")
    d.p("IDNUM", k.labno)
    d.t(" | DOB ")
    d.date(k.dob)
    d.t("\n")
    return d


EVENTS = ["Received at specimen reception", "Booked on LIMS", "Volume check",
          "DNA extracted", "DNA quantified", "Library preparation", "Sequencing run loaded",
          "Bioinformatics pipeline complete", "Variant filtering", "First check",
          "Second check", "Report authorised", "DNA banked at -20 C"]


def sample_tracking(c):
    r = c.rng
    k = K.Case(c, child=r.random() < 0.3)
    d = c.doc()
    typ, lab = c.lab()
    d.t(r.choice(["SAMPLE TRACKING RECORD", "Chain of Custody / Sample Tracking",
                  "LIMS SAMPLE HISTORY", "Specimen tracking log"]) + " - ")
    d.p(typ, lab)
    d.t("\nPrinted ")
    d.date(fmt.add_days(k.ref, r.randint(20, 60)))
    d.t(" " + fmt.ftime(r) + " by user ")
    printer = c.staff()
    d.p("USERNAME", c.username(printer))
    d.t("\n\n")
    sid = fmt.letters(r, 2) + fmt.digits(r, 7)
    d.t("Sample ID: ")
    d.p("IDNUM", sid)
    d.t("    Barcode: ")
    d.p("IDNUM", fmt.digits(r, 12))
    d.t("\nLab No: ")
    d.p("IDNUM", k.labno)
    d.t("\nPatient: ")
    d.p("PATIENT", fname(k.p, r.choice(["LF", "LFM", "lf"])))
    d.t("   DOB: ")
    d.date(k.dob)
    d.t("   " + ("NHS: " if c.uk else "MRN: "))
    d.p("MRN", k.nhs if c.uk else k.mrn)
    d.t("\nRequesting location: ")
    src = c.hospital()
    d.p("HOSPITAL", src)
    if r.random() < 0.5:
        d.t(" / ")
        d.p("HOSPITAL", r.choice(P.UK_WARDS if c.uk else P.US_WARDS))
    d.t("\nRequester: ")
    req = c.staff()
    d.p("DOCTOR", fname(req, r.choice(["il", "fl", "lf"])))
    d.t("   Test: " + r.choice(["R240", "R208", "R210", "R134", "R27", "R184", "WES trio",
                               "Familial variant", "Carrier test"]))
    d.t("\nSpecimen: " + r.choice(C.SPECIMENS[:5]) + "; tubes: %d; volume %.1f mL\n" % (
        r.randint(1, 3), r.uniform(1.0, 9.0)))
    d.t("\nEVENT LOG\n")
    d.t("Date | Time | Event | User/Location | Detail\n")
    t0 = fmt.add_days(k.ref, -r.randint(0, 3))
    coll_by = c.staff()
    d.date(t0)
    d.t(" | " + fmt.ftime(r, 7, 11) + " | Collected | ")
    d.p("DOCTOR", fname(coll_by, r.choice(["fl", "il", "fi"])))
    d.t(" (" + r.choice(["phlebotomist", "HCA", "midwife", "research nurse"]) + ") | ")
    d.t(r.choice(["2 x EDTA", "1 x EDTA 4 mL", "saliva kit", "DBS card"]) + "\n")
    d.date(t0)
    d.t(" | " + fmt.ftime(r, 11, 14) + " | Courier collection | ")
    d.p("ORGANIZATION", r.choice(P.COURIERS))
    d.t(" | vehicle " + r.choice(["reg ", "plate ", ""]))
    d.p("VEHICLE", c.vehicle())
    d.t(", cool box %.1f C\n" % r.uniform(2.0, 8.0))
    d1 = fmt.add_days(t0, r.randint(0, 2))
    users = [c.staff() for _ in range(r.randint(2, 4))]
    unames = [c.username(u) for u in users]
    idx = sorted(r.sample(range(4), r.randint(2, 4))) + \
        sorted(r.sample(range(4, len(EVENTS)), r.randint(3, 6)))
    mins = r.randint(15 * 60, 17 * 60)
    for ev in [EVENTS[i] for i in idx]:
        step = r.choice([0, 0, 1, 2, 5])
        if step or mins > 21 * 60:
            d1 = fmt.add_days(d1, max(step, 1))
            mins = r.randint(7 * 60, 10 * 60)
        else:
            mins += r.randint(5, 150)
        d.date(d1)
        d.t(" | %02d:%02d | " % (mins // 60, mins % 60) + ev + " | ")
        d.p("USERNAME", r.choice(unames))
        d.t(" | ")
        if "extracted" in ev:
            d.t(r.choice(C.INSTRUMENTS[4:7]) + " SN ")
            d.p("DEVICE", c.serial())
        elif "quantified" in ev:
            d.t("%.1f ng/uL; A260/280 %.2f" % (r.uniform(8, 320), r.uniform(1.6, 2.05)))
        elif "Sequencing" in ev:
            d.t(r.choice(C.INSTRUMENTS[:3]) + " run ")
            d.p("IDNUM", "RUN" + fmt.digits(r, 5))
        elif "Received" in ev:
            d.t("temp %.1f C, %s" % (r.uniform(2, 22), r.choice(["intact", "haemolysed",
                                                                   "label OK"])))
        elif "Booked" in ev and not c.uk:
            d.t("billing acct ")
            d.p("ACCOUNT", c.account())
        else:
            d.t(r.choice(["OK", "-", "pass", "QC pass", "no issues"]))
        d.t("\n")
    d.t("\nDISCREPANCIES\n")
    if r.random() < 0.5:
        alt = dict(k.p)
        alt["first"] = k.p["nick"] or k.p["first"][:-1]
        d.t("Request form name '")
        d.p("PATIENT", fname(alt, "fl"))
        d.t("' vs tube label '")
        d.p("PATIENT", fname(k.p, "fl"))
        d.t("'. Confirmed by phone with ")
        d.p("DOCTOR", fname(req, "il"))
        d.t(" on ")
        d.p("PHONE", fmt.with_ext(r, c.phone()) if r.random() < 0.5 else c.phone())
        d.t("; accepted under SOP " + r.choice(["GEN-REC-004", "LAB-QP-12", "MOL-SOP-031"]) + ".\n")
    else:
        d.t("None recorded.\n")
    d.t("\nAUDIT\n")
    for u in r.sample(unames, min(len(unames), r.randint(1, 3))):
        d.t("Login ")
        d.p("USERNAME", u)
        d.t(" from workstation ")
        d.p("IPADDR", fmt.private_ip(r))
        d.t(" at ")
        d.date(d1)
        d.t(" " + fmt.ftime(r) + "; biometric sign-off " + r.choice(["ID ", "token ", ""]))
        d.p("BIOID", c.bioid())
        d.t("\n")
    if r.random() < 0.5:
        d.t("Reference range/QC comments: spike-in control within limits (Ct %.1f).\n" %
            r.uniform(24, 31))
    d.t("Record owner: ")
    own = users[0]
    d.p("DOCTOR", fname(own, r.choice(["fl", "fml"])))
    d.t(", " + r.choice(["Specimen Reception Supervisor", "Senior Biomedical Scientist",
                         "Laboratory Manager", "Genetic Technologist"]))
    d.t(r.choice([" - ext ", " | tel "]))
    d.p("PHONE", str(r.randint(2000, 8999)) if r.random() < 0.5 else c.phone())
    d.t("\n")
    return d
