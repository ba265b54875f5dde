"""Genres: oocyte cryopreservation cycle notes; laboratory witnessing records."""
import ctx
import phi
import clinical as cl
from ctx import nm, staff_nm, addr_pieces, age_pieces
from gcommon import D, Dn, letterhead, banner, sign


def _ini(rng, s):
    return (ctx.initials(s, rng.random() < 0.3), "DOCTOR")


def oc_monitoring(d, rng, c):
    p, ref = c.p, c.ref
    er = rng.random() < 0.3
    d.t(rng.choice(["OOCYTE CRYOPRESERVATION - STIMULATION MONITORING", "Egg Freezing Cycle Sheet", "OC cycle - monitoring record",
                    "Fertility Preservation (F) - Stim Chart"]) + "\n")
    banner(d, rng, c, rng.choice(["grid", "pipe", "line"]))
    d.w("Cycle no: ", (phi.ref_no(rng, "CYC"), "IDNUM"), "   Indication: ", rng.choice(["medical (oncology)", "elective/social", "medical (endometriosis)", "BRCA, pre-RRBSO"]), "\n")
    d.w("Consultant: ", staff_nm(rng, c.st["consultant"], "title_last"), "   Named nurse: ", staff_nm(rng, c.st["nurse"], rng.choice(["full", "first"])), "\n")
    d.w("Baseline (", D(rng, c, phi.shift(ref, -rng.randint(9, 14)), "short"), "): ", cl.hormone_line(rng, "F"), "\n")
    d.t("Protocol: " + cl.stim_plan(rng, er) + "\n")
    d.t("Weight %d kg, BMI %.1f\n\n" % (rng.randint(49, 98), rng.uniform(18.5, 34)))
    d.t("Date      | Day | Scan/bloods" + " " * 36 + "| Dose | Sign\n")
    start = phi.shift(ref, -rng.randint(10, 13))
    for i, row in enumerate(cl.tracking_rows(rng, rng.randint(3, 5))):
        dd = phi.shift(start, 5 + i * 2)
        d.w((phi.fmt_short(rng, dd, c.country), "DATE"), " | ", row, " | ", rng.choice(["same", "225", "150", "300", "->187.5"]), " | ",
            _ini(rng, rng.choice([c.st["nurse"], c.nurse2])), "\n")
    trig = phi.shift(start, 5 + rng.randint(6, 8) * 1)
    d.w("\nTRIGGER: ", rng.choice(["triptorelin 0.2 mg SC", "Ovitrelle 250 mcg", "dual trigger"]), " at ", rng.choice(["21:30", "22:00", "20:45", "2130h", "23:15"]),
        " on ", D(rng, c, trig, rng.choice(["wd", "num"])), ". OPU booked ", D(rng, c, phi.shift(trig, 2 if rng.random() < 0.2 else 1), "short"), " ",
        rng.choice(["08:00", "0830", "9:15am", "10:00"]), " (36h post).\n")
    d.w("Pt informed by phone (", (c.phone, "PHONE"), ") - instructions read back. ", _ini(rng, c.nurse2), "\n")
    if rng.random() < 0.5:
        d.w("Escort for OPU: ", nm(rng, rng.choice([c.partner, c.mother]), "FAMILY", "full"), ", tel ", (phi.phone(rng, c.country), "PHONE"), "\n")


def oc_opu_note(d, rng, c):
    p, ref = c.p, c.ref
    anaes = ctx.staff(rng, c.country, "consultant")
    anaes.job = "Consultant Anaesthetist"
    cocs, mii, mi, gv = cl.opu_result(rng)
    d.w(rng.choice(["OPERATION NOTE - Transvaginal oocyte retrieval", "OPU Procedure Record", "Egg collection - theatre record"]), "\n")
    d.w("Date: ", D(rng, c, ref), "   Theatre: ", (rng.choice(["Theatre 2", "Procedure Room 1", "OR 3", "Theatre B"]), "LOCATION_OTHER"),
        "   Recovery bay: ", (str(rng.randint(1, 8)), "LOCATION_OTHER"), "\n")
    d.w("Site: ", (c.clinic, "HOSPITAL"), "\n")
    banner(d, rng, c, rng.choice(["line", "pipe"]))
    d.w("Surgeon: ", staff_nm(rng, c.st["consultant"], "title_full"), "   Anaesthetist: Dr ", (anaes.first + " " + anaes.last, "DOCTOR"),
        "   Scrub: ", staff_nm(rng, c.nurse2, "full"), "\nEmbryologist: ", staff_nm(rng, c.st["embryologist"], "full"), "\n")
    d.t("WHO checklist completed. ID checked x2 (name, DOB, unique ID) against wristband and lab worksheet.\n")
    if rng.random() < 0.4:
        bk = rng.choice(["palm", "fp", "iris"])
        d.w("Biometric check-in: ", {"palm": "palm-vein", "fp": "fingerprint", "iris": "iris"}[bk], " ID ", (phi.bioid(rng, bk), "BIOID"), " verified at ", phi.tod(rng, "24"), "\n")
    d.t("Sedation: %s. Antibiotic: %s.\n" % (rng.choice(["propofol TCI + alfentanil 500 mcg", "propofol 180 mg + fentanyl 50 mcg", "midazolam 3 mg + fentanyl 100 mcg"]),
                                            rng.choice(["none", "cefazolin 2 g IV", "doxycycline 100 mg PO"])))
    d.t("Findings: R ovary %d follicles, L ovary %d follicles aspirated; 17G single-lumen needle; no flushing. EBL <10 mL.\n" % (rng.randint(3, 14), rng.randint(2, 13)))
    d.t("Lab result: %d COCs -> denuded: %d MII, %d MI, %d GV. %d MII vitrified on %d carriers.\n" % (cocs, mii, mi, gv, mii, (mii + 2) // 3))
    d.t("Complications: %s\n" % rng.choice(["nil", "minor vaginal wall bleeding - pressure", "nil; pt nauseated in recovery, ondansetron 4 mg"]))
    d.w("Discharge: home ", phi.tod(rng), " with ", nm(rng, rng.choice([c.partner, c.mother]), "FAMILY", rng.choice(["full", "first", "title_full"])),
        ". Post-op advice re OHSS, contact ", (c.clinic_phone, "PHONE"), " (24h: ", (phi.phone(rng, c.country, mobile=True), "PHONE"), ").\n")
    d.w("Follow-up: phone call ", D(rng, c, phi.shift(ref, 1), "short"), " with final oocyte count; review ", rng.choice(["6/52", "4/52", "2/12"]), ".\n")
    d.w("\n", staff_nm(rng, c.st["consultant"], "full_cred"), "  ", Dn(rng, c, ref), " ", phi.tod(rng), "\n")


def oc_vitrification(d, rng, c):
    p, ref = c.p, c.ref
    cocs, mii, mi, gv = cl.opu_result(rng)
    letterhead(d, rng, c, lic=True, fax=rng.random() < 0.4)
    d.t(rng.choice(["EMBRYOLOGY REPORT - OOCYTE VITRIFICATION", "Oocyte Cryopreservation Laboratory Record", "Lab report: egg freeze"]) + "\n\n")
    banner(d, rng, c, "grid", extra=False)
    d.w("Date of collection: ", D(rng, c, ref), "   OPU time: ", phi.tod(rng, "24"), "   Trigger: ", phi.tod(rng, "24"), " ",
        D(rng, c, phi.shift(ref, -2 if rng.random() < 0.2 else -1), "short"), "\n")
    d.w("Lab ref: ", (phi.specimen(rng, "OC"), "IDNUM"), "   Cycle ID: ", (phi.ref_no(rng, "CYC"), "IDNUM"), "\n\n")
    d.t("Oocytes retrieved: %d\nDenudation at %s (%.1f h post-trigger)\nMII: %d   MI: %d   GV: %d   Degenerate: %d\n" %
        (cocs, phi.tod(rng, "24"), rng.uniform(37, 40), mii, mi, gv, rng.randint(0, 2)))
    d.t("Method: vitrification (DMSO/EG/sucrose kit, lot %s), open carriers, %d oocytes per device\n\n" % (phi.digits(rng, 6), rng.choice([1, 2, 3])))
    d.t("Device      Oocytes   Colour     Position\n")
    n = (mii + 2) // 3
    for i in range(min(n, 6)):
        d.w((p.last[:3].upper() + phi.digits(rng, 3) + "-" + str(i + 1), "IDNUM"), "     %d        %-9s  Tank %s / can %d / goblet %s\n" % (
            rng.randint(1, 3), rng.choice(["pink", "yellow", "blue", "green", "white"]), rng.choice(["A", "B", "3", "7", "OC-2"]), rng.randint(1, 10), rng.choice("ABCDEF")))
    d.w("\nOperator: ", staff_nm(rng, c.st["embryologist"], "full"), "   Witness: ", staff_nm(rng, c.emb2, rng.choice(["full", "init_last", "initials"])), "\n")
    d.t("Comments: %s\n" % rng.choice(["Good quality oocytes; 2 with SER clusters (noted, vitrified).", "Several oocytes with dark granular cytoplasm.",
                                      "Zona normal. Survival expectation ~90% per oocyte (published vitrification data).", "None."]))
    d.w("Consent to store checked: ", rng.choice(cl.CONSENT_FORMS[c.country]), " signed ", D(rng, c, phi.shift(ref, -rng.randint(14, 60)), "num"),
        "; storage expiry ", D(rng, c, phi.shift(ref, 3652), "num"), "\n")
    d.w("Authorised: ", staff_nm(rng, c.emb3, "full_cred"), " (", c.emb3.job, ") ", Dn(rng, c, phi.shift(ref, 1)), "\n")


def oc_nurse_call(d, rng, c):
    p, ref = c.p, c.ref
    d.w("OC cycle note ", Dn(rng, c, ref), " ", phi.tod(rng), " - ", staff_nm(rng, c.st["nurse"], rng.choice(["first", "full"])), " ", c.st["nurse"].cred or "RN", "\n")
    d.w("pt: ", nm(rng, p, "PATIENT", rng.choice(["full", "last_first"])), " (", age_pieces(rng, p.age, "F", "sexchar"), ") dob ",
        D(rng, c, p.dob, "num"), " id ", (c.cid, "MRN"), "\n")
    d.t("stim day %d. scan today: %s\n" % (rng.randint(6, 12), rng.choice(["R 18,17,15,14,12 / L 19,16,16,13,11,10", "R 21,20,18,17 L 18,16,15,12", "lead 14mm, cohort 8-12mm"])))
    d.t("E2 %d pmol/L, LH %.1f, P4 %.1f\n" % (rng.randint(2000, 11000), rng.uniform(0.5, 6), rng.uniform(0.4, 2.4)))
    d.w("plan: ", cl.stim_plan(rng, rng.random() < 0.3), "\n")
    d.w("spoke with pt on mob ", (c.phone, "PHONE"), ", ", rng.choice(["confirmed trigger time + OPU arrival 0730", "continue same dose, rescan 2/7", "increase to 300 IU, bloods + scan Mon"]), ".\n")
    rel = rng.choice(["sister", "mum", "friend", c.rel])
    who = c.mother if rel == "mum" else c.partner if rel == c.rel else ctx.person(rng, "F", ref)
    d.w("pt asked if her ", rel, " ", nm(rng, who, "FAMILY", "first"),
        " can come into recovery - yes, 1 visitor. pt works as ", (c.prof, "PROFESSION"), ", needs fit note ", rng.choice(["2/7", "x2 days", "3/7"]), ".\n")
    if rng.random() < 0.4:
        d.w("pharmacy: meds collected from ", (rng.choice(["Meadow Pharmacy", "Castle Chemist", "Unit 4 Pharmacy", "Greenway Compounding Pharmacy", "Harbour Dispensary"]), "HOSPITAL"),
            ", rx ", (phi.ref_no(rng, "RX"), "IDNUM"), "\n")
    d.w("-- ", _ini(rng, c.st["nurse"]), "\n")


def oocyte_cycle(rng, d, c):
    rng.choice([oc_monitoring, oc_opu_note, oc_vitrification, oc_nurse_call])(d, rng, c)


# ---------------------------------------------------------------------------
STEPS_OC = ["Patient ID at OPU (wristband vs worksheet)", "Follicular fluid tubes -> search dish", "Oocytes -> culture dish",
            "Denudation", "Vitrification: oocytes loaded to carrier", "Carrier -> visotube/goblet", "Placement in storage tank"]
STEPS_SB = ["Patient ID at sample receipt (pot label vs request)", "Sample pot -> prep tube", "Prepared sample -> straws",
            "Straws sealed + labelled", "Straws -> controlled-rate freezer", "Straws -> storage tank"]
STEPS_EMB = ["Partner sperm sample ID", "Sperm prep -> ICSI dish", "Oocytes -> ICSI dish", "Embryos -> vitrification",
             "Embryo carrier -> tank", "Thaw: carrier removed from tank", "Warmed embryo -> transfer catheter"]


def wit_checklist(d, rng, c):
    p, ref = c.p, c.ref
    kind = rng.choice(["OC", "OC", "EMB"] if p.sex == "F" else ["SB", "SB", "EMB"])
    steps = {"OC": STEPS_OC, "SB": STEPS_SB, "EMB": STEPS_EMB}[kind]
    d.t(rng.choice(["LABORATORY WITNESSING RECORD", "Double-witness checklist", "Witnessing Form LAB-F-017 (rev 9)", "WITNESS LOG"]) + "\n")
    d.w((c.clinic, "HOSPITAL"), " - Embryology\n")
    d.w("Patient: ", nm(rng, p, "PATIENT", rng.choice(["upper_lf", "full"])), "   DOB ", D(rng, c, p.dob, "num"), "   ID ", (c.cid, "MRN"), "\n")
    if kind == "EMB" or rng.random() < 0.3:
        pp = c.partner
        d.w("Partner: ", nm(rng, pp, "FAMILY", rng.choice(["upper_lf", "full"])), "   DOB ", D(rng, c, pp.dob, "num"), "\n")
    d.w("Date: ", D(rng, c, ref), "   Procedure: ", {"OC": "oocyte vitrification", "SB": "sperm cryopreservation", "EMB": "ICSI / embryo vitrification"}[kind], "\n")
    if rng.random() < 0.45:
        bk = rng.choice(["palm", "fp"])
        d.w("Biometric ID check at reception: ", {"palm": "palm-vein", "fp": "fingerprint"}[bk], " template ", (phi.bioid(rng, bk), "BIOID"), " - match\n")
    d.t("\nStep                                       Time   Operator  Witness  Method\n")
    staffs = [c.st["embryologist"], c.emb2, c.emb3]
    tm = rng.randint(8 * 60, 11 * 60)
    for st in steps:
        a, b = rng.sample(staffs, 2)
        tm += rng.randint(3, 40)
        d.w("%-42s %02d:%02d  " % (st, tm // 60 % 24, tm % 60), _ini(rng, a), "       ", _ini(rng, b), "      ", rng.choice(["manual", "manual", "RFID", "RFID", "barcode"]), "\n")
    d.w("\nLabels on dishes/straws: ", (phi.specimen(rng, kind), "IDNUM"), rng.choice([" + surname + DOB", " + 3 identifiers", ""]), "\n")
    d.t("Discrepancies: %s\n" % rng.choice(["none", "none", "none", "RFID tag unreadable on dish 2 - manual witness performed", "worksheet DOB transcribed wrongly - corrected and initialled"]))
    d.t("Staff key: ")
    for i, s in enumerate(staffs):
        if i:
            d.t("; ")
        d.w(_ini(rng, s), " = ", staff_nm(rng, s, "full"))
    d.t("\n")


def wit_system_log(d, rng, c):
    p, ref = c.p, c.ref
    d.t(rng.choice(["WitnessTrak export - session events", "RFID witnessing system: event log", "Electronic witnessing audit trail"]) + "\n")
    d.w("Site: ", (c.clinic, "HOSPITAL"), "  Workstation: ", rng.choice(["LAB-WS-03", "ICSI-2", "CRYO-PC1", "HOOD-4"]), " (", (phi.ipaddr(rng), "IPADDR"), ")\n")
    d.w("Patient: ", nm(rng, p, "PATIENT", "upper_lf"), "  MRN ", (c.mrn, "MRN"), "  Card ", (phi.specimen(rng, "RF"), "IDNUM"), "\n")
    d.w("Export: ", (phi.fmt_date(rng, phi.shift(ref, rng.randint(0, 20)), c.country, "iso"), "DATE"), " ", phi.tod(rng, "24"), " by ",
        (phi.username(rng, c.st["admin"].first, c.st["admin"].last), "USERNAME"), "\n\n")
    users = [(s, phi.username(rng, s.first, s.last)) for s in [c.st["embryologist"], c.emb2, c.emb3]]
    evs = ["WORK_AREA_ASSIGNED", "TAG_READ", "MATCH_OK", "DISH_ASSIGNED", "TAG_READ", "MATCH_OK", "MISMATCH_ALERT", "OVERRIDE_WITNESS",
           "TUBE_DISCARDED", "SESSION_CLOSED"]
    t0 = rng.randint(8, 11) * 60
    n = rng.randint(6, 11)
    for i in range(n):
        ev = evs[i] if i < len(evs) else "TAG_READ"
        u = rng.choice(users)
        t0 += rng.randint(1, 17)
        d.w((phi.fmt_date(rng, ref, c.country, "iso"), "DATE"), " %02d:%02d:%02d  %-18s user=" % (t0 // 60, t0 % 60, rng.randint(0, 59), ev), (u[1], "USERNAME"),
            "  tag=", (rng.choice(["E200", "04A3", "3000"]) + phi.digits(rng, 8), "IDNUM"))
        if ev == "OVERRIDE_WITNESS":
            w = rng.choice(users)
            d.w("  witness=", (w[1], "USERNAME"), " reason=\"tag damaged\"")
        d.t("\n")
    d.t("\nUser directory: ")
    for i, (s, u) in enumerate(users):
        if i:
            d.t(", ")
        d.w((u, "USERNAME"), " (", staff_nm(rng, s, "full"), ")")
    d.t("\n")


def wit_incident(d, rng, c):
    p, ref = c.p, c.ref
    other = ctx.make_case(rng, c.country, sex=c.p.sex, ref=ref)
    d.w(rng.choice(["WITNESSING NON-CONFORMANCE REPORT", "Incident report - near miss (laboratory)", "NCR - witnessing"]), "\n")
    d.w("NCR no.: ", (phi.ref_no(rng, "NCR"), "IDNUM"), "   Datix/IR ref: ", (phi.ref_no(rng, "IR"), "IDNUM"), "\n")
    d.w("Date/time of event: ", D(rng, c, ref), " ", phi.tod(rng), "   Location: ", (rng.choice(["Lab 1", "Andrology lab", "Cryostore room B", "ICSI suite"]), "LOCATION_OTHER"), "\n")
    d.w("Reported by: ", staff_nm(rng, c.emb2, "full_cred"), "\n\n")
    d.w("Description: During ", rng.choice(["straw labelling", "loading of vitrification carriers", "sample receipt", "thaw for transfer"]),
        " the RFID reader flagged a mismatch between the work area card for ", nm(rng, p, "PATIENT", "full"), " (", (c.cid, "MRN"), ") and a tube labelled for ",
        nm(rng, other.p, "PATIENT", "full"), " (", (other.cid, "MRN"), "). ")
    d.t("Both patients' material was in the same hood (breach of one-patient-per-workstation SOP-LAB-004). Process halted; no material was mixed. ")
    d.w("Second witness ", staff_nm(rng, c.emb3, "full"), " confirmed identities against worksheets.\n\n")
    d.t("Immediate action: tubes segregated; hood cleared; step repeated with manual double witness.\n")
    d.t("Root cause: %s\n" % rng.choice(["two worksheets printed together", "work area card not returned after previous case", "staffing - 1 embryologist covering 2 areas"]))
    d.t("Reportable to regulator: %s (grade %s)\n" % (rng.choice(["no - near miss", "yes - within 12 working days"]), rng.choice(["C", "B", "near miss"])))
    d.w("Patients informed: ", rng.choice(["N/A (near miss)", "yes - by phone"]), "\n")
    d.w("QM review: ", staff_nm(rng, c.st["admin"], "full"), " ", Dn(rng, c, phi.shift(ref, rng.randint(2, 9))), "\n")


def lab_witnessing(rng, d, c):
    rng.choice([wit_checklist, wit_checklist, wit_system_log, wit_incident])(d, rng, c)
