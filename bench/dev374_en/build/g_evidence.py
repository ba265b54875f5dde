"""g_evidence.py -- genres: chain-of-custody evidence log; forensic laboratory
submission and result (own addition); restricted-record access audit (own
addition)."""
import core
from core import add_days, digits, letters
from blocks import tm, ex, sarc_h, officer, force_piece, room

LAB_FORMS = ["{w} Forensics Ltd", "{t} Forensic Science Laboratory", "{w} Analytical Services",
             "{w} Toxicology Ltd", "{t} Crime Laboratory", "{w} Forensic Services Pty Ltd"]


def _lab(c):
    return c.fill(c.r.choice(LAB_FORMS))


def _dt(c, d, h=None):
    return [c.D(d), " ", tm(c, h)]


def chain_of_custody(c, N):
    r = c.r
    pt = c.pt
    N.add(r.choice(["CHAIN OF CUSTODY -- FORENSIC EXHIBITS", "Exhibit Continuity Log", "EVIDENCE CONTINUITY RECORD",
                    "Chain of Custody Form"]), "\n")
    N.add(sarc_h(c), "  |  Case: ", (c.sarc_no, "IDNUM"))
    if r.random() < 0.75:
        N.add("  |  ", c.V["crime"], " ", (c.crime, "IDNUM"))
    N.add("\n")
    anon = r.random() < 0.3
    if anon:
        N.add("Client: ", c.nm(pt, "ini"), " (anonymised -- ", "self-referral" if r.random() < 0.6 else "identity held separately",
              ")  DOB: ", c.D(pt.dob), "\n")
    else:
        N.add("Client: ", c.nm(pt, r.choice(["LF", "full", "LFC"])), "   DOB: ", c.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "\n")
    N.add("Kit no.: ", (c.kit, "IDNUM"), "   Kit lot/expiry checked: yes\n")
    N.add("Examiner: ", c.nm(c.examiner, "tfl"), "  ", c.examiner.lic_label, " ", (c.examiner.lic, "LICENSE"), "\n")
    N.add("Exam date: ", c.D(c.exam), "   ", room(c), "\n\n")
    N.add("EXHIBITS\n")
    N.add("Ref      Item                                 Seal no.      Packaged   Storage\n")
    items = ["HVS x2 (dry + wet)", "LVS x2", "External vulval swab", "Mouth swab", "Mouth rinse (sterile water)",
             "Blood 2x grey top (NaF/oxalate)", "Urine 20 mL (tox)", "Fingernail cuttings (L)", "Fingernail cuttings (R)",
             "Skin swab -- L neck", "Knickers (paper bag)", "Top (paper bag)", "Sanitary towel", "Buccal reference swab",
             "Perianal swab", "Head hair combings"]
    if pt.sex == "M":
        items = ["Penile shaft swab", "Coronal sulcus swab", "Rectal swab", "Mouth swab", "Mouth rinse (sterile water)",
                 "Blood 2x grey top (NaF/oxalate)", "Urine 20 mL (tox)", "Fingernail cuttings (L)", "Fingernail cuttings (R)",
                 "Skin swab -- L neck", "Boxer shorts (paper bag)", "T-shirt (paper bag)", "Buccal reference swab",
                 "Perianal swab", "Head hair combings"]
    picked = sorted(r.sample(range(len(items)), r.randrange(4, 10)))
    for i, idx in enumerate(picked):
        stor = "Fridge 4C" if "Urine" in items[idx] or "Blood" in items[idx] else ("Freezer -20C" if "swab" in items[idx].lower() or "HVS" in items[idx] or "LVS" in items[idx] or "rinse" in items[idx] else "Dry store")
        N.add(ex(c, i + 1), "    ", items[idx].ljust(36), " ", (c.seal(), "IDNUM"), "    ", tm(c, r.randrange(9, 17)), "      ", stor, "\n")
    N.add("\nSTORAGE\n")
    N.add("Exhibit store ", r.choice(["room ", "Rm "]), (r.choice(["G.14", "1.07", "B12", "0.22", "3"]), "LOCATION_OTHER"),
          "; freezer asset no. ", (r.choice(["FZ", "AS"]) + digits(r, 5), "DEVICE"),
          "; temperature data logger SN ", (letters(r, 2) + digits(r, 6), "DEVICE"), " -- no excursions.\n")
    N.add("Access: swipe + key, key log held by ", c.nm(c.admin, r.choice(["full", "fi_last"])), ".\n")
    if r.random() < 0.5:
        N.add("Anti-contamination: room deep-cleaned ", c.D(add_days(c.exam, -1)), " (DNA decontamination log ref ",
              ("DC-" + digits(r, 4), "IDNUM"), "); staff elimination profiles: examiner ", (c.bioid, "BIOID"),
              ", chaperone ", (r.choice(["ED-", "EDB", "FP-"]) + digits(r, 6), "BIOID"), ".\n")
    N.add("\nMOVEMENTS\n")
    N.add("Date       | Time  | From                 | To                          | Sig\n")
    d1 = c.exam
    N.add(c.D(d1), " | ", tm(c, r.randrange(12, 18)), " | examiner             | exhibit store            | ", c.nm(c.examiner, "ini2"), "\n")
    self_ref = r.random() < 0.3
    if self_ref:
        keep = add_days(c.exam, r.choice([730, 730, 365, 1095]))
        N.add("Self-referral: exhibits retained unreported. Review/destroy date: ", c.D(keep),
              ". Client reminded ", c.she(), " can report at any time before this date.\n")
        if r.random() < 0.5:
            d2 = add_days(c.exam, r.randrange(20, 200))
            N.add(c.D(d2), " | ", tm(c, r.randrange(9, 17)), " | exhibit store        | ", officer(c, c.oic, 0),
                  " | client reported -- released on signed consent\n")
    else:
        d2 = add_days(c.exam, r.randrange(0, 4))
        N.add(c.D(d2), " | ", tm(c, r.randrange(9, 17)), " | exhibit store        | ", officer(c, c.oic, r.choice([0, 1])),
              " | ", c.nm(c.admin, "ini2"), " / ", c.nm(c.oic, "ini2"), "\n")
        N.add("Collected by ", force_piece(c), " officer; seals checked intact against list; transported in police vehicle reg. ",
              (c.vehicle(), "VEHICLE"), ".\n")
        lab = _lab(c)
        d3 = add_days(d2, r.randrange(0, 3))
        N.add(c.D(d3), " | ", tm(c, r.randrange(8, 18)), " | ", c.nm(c.oic, "f_l"), " | ", (lab, "ORGANIZATION"),
              " (booked in by ", c.nm(c.sci, r.choice(["full", "fi_last"])), ") | lab ref ", (c.lab_ref, "IDNUM"), "\n")
    if r.random() < 0.4:
        N.add("\nNote: seal ", ex(c, 2), " re-bagged at ", tm(c), " after tear noticed in outer bag -- new seal ",
              (c.seal(), "IDNUM"), ", witnessed by ", c.nm(c.nurse2, "full"), ".\n")
    N.add("\nCompleted by: ", c.nm(c.examiner, r.choice(["full", "fi_last"])), "   Checked by: ", c.nm(c.admin, "full"),
          "   ", c.D(c.exam), "\n")


def lab_submission(c, N):
    r = c.r
    pt = c.pt
    lab = _lab(c)
    tox = r.random() < 0.65
    if tox:
        N.add((lab, "ORGANIZATION"), "\n", r.choice(["DRUG-FACILITATED SEXUAL ASSAULT -- TOXICOLOGY SUBMISSION AND REPORT",
                                                      "Forensic Toxicology Report", "TOXICOLOGY CASE REPORT (DFSA)"]), "\n")
        N.add("Lab case no.: ", (c.lab_ref, "IDNUM"), "     Submission no.: ", ("SUB" + digits(r, 6), "IDNUM"), "\n")
        N.add("Submitting agency: ", force_piece(c), "   Officer: ", officer(c, c.oic), "\n")
        N.add("Officer contact: ", (c.oic.phone, "PHONE"), "   ", (c.oic.email, "EMAIL"), "\n")
        N.add(c.V["crime"], ": ", (c.crime, "IDNUM"), "\n")
        N.add("Subject: ", c.nm(pt, r.choice(["LFC", "LF", "full"])), "   Sex: ", pt.sex, "   DOB: ", c.D(pt.dob), "\n")
        N.add("Alleged incident: ", c.D(c.incident), " between ", tm(c, 22), " and ", tm(c, r.randrange(0, 5)), "\n")
        N.add("Samples collected at ", sarc_h(c), " by ", c.nm(c.examiner, "tfl"), " on ", c.D(c.exam), ":\n")
        N.add("  ", ex(c, r.randrange(3, 7)), "  blood (grey top) taken ", tm(c), "  seal ", (c.seal(), "IDNUM"), "\n")
        N.add("  ", ex(c, r.randrange(7, 10)), "  urine 20 mL taken ", tm(c), "  seal ", (c.seal(), "IDNUM"), "\n")
        N.add("Approx. time between incident and sampling: ", str(r.randrange(6, 70)), " h\n")
        N.add("Declared medication: ", r.choice(["sertraline", "none", "zopiclone (own prescription)", "codeine",
                                                "salbutamol", "combined pill"]), "\n\n")
        N.add("RESULTS\n")
        N.add("Ethanol (blood): ", r.choice(["not detected (<10 mg/100 mL)", "%d mg/100 mL" % r.randrange(12, 190)]), "\n")
        N.add("Ethanol (urine): ", r.choice(["not detected", "%d mg/100 mL" % r.randrange(20, 240)]), "\n")
        for drug in r.sample(["GHB", "benzodiazepines", "zopiclone/zolpidem", "ketamine", "cannabinoids (THC-COOH)",
                              "cocaine/BZE", "MDMA", "opiates", "antihistamines", "pregabalin"], 6):
            N.add("  ", drug.ljust(26), r.choice(["not detected", "not detected", "not detected", "detected",
                                                  "below reporting limit"]), "\n")
        N.add("GHB urine cut-off 10 mg/L (endogenous levels possible below this).\n")
        N.add("\nINTERPRETATION\n", r.choice([
            "The absence of drugs does not exclude DFSA given the interval to sampling.",
            "Detected diazepam/nordiazepam is consistent with use in the days before sampling; timing cannot be determined.",
            "The blood alcohol concentration back-calculated to the time of the incident would likely have been higher."]), "\n")
        N.add("\nReporting scientist: ", c.nm(c.sci, "full"), ", ", c.sci.role, " (", c.sci.lic_label, " ",
              (c.sci.lic, "IDNUM"), ")\n")
        N.add("Report date: ", c.D(add_days(c.exam, r.randrange(14, 80))), "\n")
    else:
        hosp = c.ed_hosp
        N.add((hosp, "HOSPITAL"), " -- Pathology\n", r.choice(["MICROBIOLOGY / SEROLOGY REPORT", "Laboratory Results"]), "\n")
        N.add("Patient: ", c.nm(pt, r.choice(["LFC", "LF"])), "   DOB: ", c.D(pt.dob), "   ", c.V["mrn"], ": ", (c.mrn, "MRN"), "\n")
        N.add("Location: ", sarc_h(c), "   Requested by: ", c.nm(c.examiner, "tfl"), "\n")
        N.add("Collected: ", c.D(c.exam), " ", tm(c), "   Received: ", c.D(c.exam), " ", tm(c), "\n")
        acc = r.choice(["S", "M", "V"]) + str(c.exam.year)[2:] + "-" + digits(r, 6)
        N.add("Accession: ", (acc, "IDNUM"), "   Order: ", ("ORD" + digits(r, 7), "IDNUM"), "\n\n")
        tests = [("HIV-1/2 Ag/Ab (4th gen)", "Non-reactive"), ("HBsAg", "Not detected"), ("Anti-HBs", "%d mIU/mL" % r.randrange(0, 400)),
                 ("Syphilis total antibody (EIA)", "Negative"), ("Hepatitis C antibody", "Non-reactive"),
                 ("C. trachomatis NAAT (vulvovaginal)", r.choice(["Not detected", "DETECTED"])),
                 ("N. gonorrhoeae NAAT", "Not detected"), ("T. vaginalis NAAT", "Not detected"),
                 ("Serum beta-hCG", "<5 IU/L"), ("Creatinine", "%d umol/L" % r.randrange(50, 95)), ("ALT", "%d U/L" % r.randrange(8, 60))]
        for t, v in r.sample(tests, r.randrange(5, 10)):
            N.add(t.ljust(38), v, "\n")
        N.add("\nComment: baseline bloods prior to PEPSE. ", r.choice(["Repeat HIV at 6 and 12 weeks per " +
                                                                       ("CDC" if c.cc == "US" else "BASHH" if c.cc == "GB" else "local") + " guidance.",
                                                                       "Chlamydia detected -- clinician informed by phone.",
                                                                       "Please note: sample haemolysed; K+ not reported."]), "\n")
        N.add("Authorised by: ", c.nm(c.sci, "fi_last"), ", Clinical Scientist   ", c.D(add_days(c.exam, r.randrange(1, 5))), "\n")
        N.add("Copy to: ", c.nm(c.shdoc, "tl"), ", ", (c.gum, "HOSPITAL"), "\n")


ROLE_SHORT = {"Forensic Nurse Examiner": "FNE", "Forensic Physician": "FP", "Independent Sexual Violence Adviser": "ISVA",
              "Sexual Health Registrar": "SpR GUM", "Sexual Health Physician": "SH phys", "Medical Secretary": "Med Sec",
              "Booking Coordinator": "Bookings", "Administrator": "Admin", "Crisis Worker": "Crisis Wkr",
              "Forensic Clinical Examiner": "FCE", "Clinical Nurse Specialist": "CNS", "Forensic Medical Officer": "FMO",
              "Sexual Assault Nurse Examiner": "SANE", "SA/DV Nurse Examiner": "SA/DV RN", "Registered Nurse": "RN",
              "Staff Nurse": "SN", "Crisis Support Worker": "CSW", "Crisis Counsellor": "Counsellor",
              "Medical Examiner": "Med Exam", "Physician Examiner": "MD exam", "Support Worker": "Support"}


def short_role(role):
    return ROLE_SHORT.get(role, role)


def records_audit(c, N):
    r = c.r
    pt = c.pt
    host = r.choice(["ehr", "records", "sarc-epr", "clinical", "portal"]) + "." + r.choice(core.EX_DOMAINS)
    N.add(r.choice(["RESTRICTED RECORD ACCESS AUDIT", "EPR Audit Trail -- Sensitive Record", "Access Log Extract"]), "\n")
    N.add("System: ", r.choice(["SARC EPR", "ForensicCare", "EPR (restricted module)", "CaseNote Secure"]), "  |  Host: ", (host, "URL"), "\n")
    N.add("Record: ", c.nm(pt, r.choice(["LFC", "LF", "full"])), "  ", c.V["mrn"], " ", (c.mrn, "MRN"),
          "  Episode ", (c.episode, "ACCOUNT"), "\n")
    N.add("Sensitivity flag: SEXUAL ASSAULT -- break-glass required\n")
    req = add_days(c.exam, r.randrange(30, 120))
    N.add("Extract requested by: ", c.nm(c.admin, "full"), " (", (c.admin.user, "USERNAME"), ") on ",
          c.D(req), " for ", r.choice(["Caldicott Guardian review" if c.cc == "GB" else "Privacy Officer review", "IG incident review",
                                                                         "routine quarterly audit", "subject access request"]), "\n\n")
    N.add("Timestamp            | User         | Name                  | Role          | IP              | Action\n")
    staff = [c.examiner, c.cw, c.admin, c.nurse2, c.shdoc]
    rows = r.randrange(5, 11)
    d = c.exam
    intruder = None
    if r.random() < 0.55:
        intruder = c.staff("nurse")
        intruder.role = r.choice(["Receptionist", "HCA", "Ward Clerk", "Staff Nurse", "Porter"])
    ts_style = r.choice(["iso", c.ds])
    stamps = []
    for i in range(rows):
        if i and r.random() < 0.3:
            d = add_days(d, r.randrange(1, 8))
        stamps.append((d, r.randrange(7, 23), r.randrange(60), r.randrange(60)))
    stamps.sort()
    for i, (d, hh, mm, ss) in enumerate(stamps):
        p = r.choice(staff)
        role = p.role
        if intruder is not None and i == rows - 2:
            p = intruder
            role = intruder.role
        N.add(c.D(d, ts_style), " ", "%02d:%02d:%02d" % (hh, mm, ss), " | ",
              (p.user, "USERNAME"), " | ", c.nm(p, r.choice(["full", "LF", "fi_last"])), " | ", short_role(role), " | ",
              (core.private_ip(r), "IPADDR"), " | ",
              r.choice(["VIEW exam notes", "VIEW body map", "PRINT letter", "EDIT consent form", "VIEW images (blocked)",
                        "BREAK-GLASS: clinical care", "EXPORT PDF", "VIEW demographics"]), "\n")
    N.add("\nDirect links reviewed: ", ("https://" + host + "/episode/" + c.episode.replace(" ", ""), "URL"), "\n")
    if intruder is not None:
        N.add("\nFLAG: access by ", (intruder.user, "USERNAME"), " (", c.nm(intruder, "full"), ", ", intruder.role,
              ", ", (c.ed_hosp, "HOSPITAL"), ") -- no clinical relationship recorded. Break-glass reason entered: '",
              r.choice(["checking appt", "patient asked me", "wrong patient", "curious"]),
              "'. Referred to Information Governance (incident ref ", ("IG-" + digits(r, 5), "IDNUM"), ").\n")
        if r.random() < 0.5:
            N.add("Note: the staff member is a ", r.choice(["neighbour", "relative", "former classmate"]),
                  " of the patient per line manager ", c.nm(c.nurse2, "full"), ".\n")
    else:
        N.add("\nNo inappropriate access identified. All users had a legitimate relationship (", c.V["centre"], " team).\n")
    if r.random() < 0.5:
        N.add("Failed logins: ", str(r.randrange(1, 4)), " from ", (core.private_ip(r), "IPADDR"), " (user ",
              (c.cw.user, "USERNAME"), ", password expired)\n")
    N.add("Reviewed by: ", c.nm(c.examiner, r.choice(["full", "tfl"])), " (Caldicott lead)  " if c.cc == "GB" else " (privacy lead)  ",
          c.D(add_days(req, r.randrange(3, 20))), "\n")
