"""Genres: release-of-information logs, school forms, work/disability forms, vaccination records, telehealth notes."""
import pools as P
import phi as H
import neg as N
import blocks as B


def _pr(C, cap=True):
    s = "she" if C.pt["sex"] == "F" else "he"
    return s.capitalize() if cap else s


def roi(rng, d, C):
    if rng.random() < 0.35:
        return roi_daily(rng, d, C)
    d.t(rng.choice(["RELEASE OF INFORMATION - REQUEST LOG\n", "HIM / ROI Request Detail\n", "Records Request - Tracking Sheet\n"]))
    d.t("Facility: ").p("HOSPITAL", C.clinic).t("   HIM fax: ").p("FAX", C.cfax).t("\n")
    rec = C.today
    d.t("Request #: ").p("IDNUM", H.idnum(rng, "roi")).t("   Received: ").p("DATE", H.fd(rec, rng.choice(["mdy", "mdy_n", "iso"])))
    d.t("   Method: %s\n\n" % rng.choice(["Fax", "Mail", "Portal", "Email", "Walk-in"]))
    kind = rng.randrange(5)
    d.t("REQUESTER\n")
    if kind == 0:
        d.t("Type: Attorney\nOrg: ").p("ORGANIZATION", rng.choice(P.LAW_FIRMS)).t("\nAttn: ").p("FAMILY", H.nm(H.person(rng), "full")).t(", Esq.\n")
    elif kind == 1:
        d.t("Type: Other provider (continuity of care)\nOrg: ").p("HOSPITAL", C.spec).t("\nAttn: ")
        B.doc_name(d, rng, C.specdoc, style="drfull")
        d.t("\n")
    elif kind == 2:
        d.t("Type: Insurance / life underwriting\nOrg: ").p("ORGANIZATION", rng.choice(P.INSURERS)).t("\nAttn: ").p("FAMILY", H.nm(H.person(rng), "full")).t(", underwriter\n")
    elif kind == 3:
        d.t("Type: Disability Determination Services (SSA)\nExaminer: ").p("FAMILY", H.nm(H.person(rng), "full")).t("  Case ").p("IDNUM", H.idnum(rng, "case", C.today.year)).t("\n")
    else:
        d.t("Type: Patient (right of access)\nRequester: ")
        B.pt_name(d, rng, C)
        d.t("\n")
    if kind != 4:
        d.t("Address: ")
        B.addr(d, rng, H.street(rng), rng.choice(P.TOWNS), H.state(rng, False), H.zipc(rng), ", ")
        d.t("\n")
    d.t("Phone: ").p("PHONE", H.phone(rng)).t("   Fax: ").p("FAX", H.phone(rng, False)).t("\nEmail: ").p(
        "EMAIL", C.email if kind == 4 else "records@" + rng.choice(P.EMAIL_DOMAINS)).t("\n\n")
    d.t("PATIENT\n")
    B.demo(d, rng, C, ["name", "dob", "mrn"] + (["ssn"] if rng.random() < 0.6 else []) + ["addr"], sep="\n")
    d.t("\nAUTHORIZATION\nSigned ").p("DATE", H.fd(B.before(rng, rec, 1, 30), rng.choice(["mdy", "mdy_n"])))
    d.t(" by ")
    if rng.random() < 0.3:
        d.p("FAMILY", H.nm(C.rel, "full")).t(" (%s, healthcare POA)" % C.reltype)
    else:
        d.t("patient")
    d.t("; expires ").p("DATE", H.fd(B.after(rng, rec, 90, 366), rng.choice(["mdy", "long"]))).t("\n")
    v = rng.randrange(4)
    d.t("ID verified: ")
    if v == 0:
        d.t("driver's license ").p("STATE", C.st).t(" ").p("LICENSE", H.dl(rng))
    elif v == 1:
        d.t("palm-vein scan at front desk, template ").p("BIOID", H.bioid(rng, "palm"))
    elif v == 2:
        d.t("portal login (user ").p("USERNAME", H.username(rng, C.pt)).t(")")
    else:
        d.t("notarized signature")
    d.t("\nRecords requested: office notes ").p("DATE", H.fd(B.before(rng, rec, 400, 1500), rng.choice(["mdy_n", "my_num"])))
    d.t(" to ").p("DATE", H.fd(B.before(rng, rec, 1, 60), rng.choice(["mdy_n", "my_num"]))).t(
        "; %s.\nExcluded: psychotherapy notes; 42 CFR Part 2 SUD records (separate consent).\n\n" % rng.choice(
            ["labs, imaging reports", "immunizations", "billing ledger", "all records incl. outside records", "problem list, med list"]))
    d.t("PROCESSING LOG\n")
    day = rec
    staff = C.clerk
    un = H.username(rng, staff)
    steps = ["Logged; authorization reviewed - valid.", "Chart pulled, %d pages; outside records removed." % rng.randrange(8, 240),
             "QA completed by %s.", "Released.", "Invoice sent."]
    for i, st in enumerate(steps[:rng.randrange(3, 6)]):
        day = B.after(rng, day, 0, 4)
        d.t("  ").p("DATE", H.fd(day, rng.choice(["mdy_n", "md"]))).t(" " + N.clock(rng, "24c") + "  ").p("USERNAME", un).t("  ")
        if "%s" in st:
            d.t("QA completed by ").p("DOCTOR", H.nm(H.person(rng), rng.choice(["full", "fi"]))).t(".")
        elif st == "Released.":
            k = rng.randrange(3)
            if k == 0:
                d.t("Released via secure email to ").p("EMAIL", "records@" + rng.choice(P.EMAIL_DOMAINS) if kind != 4 else C.email).t(".")
            elif k == 1:
                d.t("Mailed USPS certified, tracking ").p("IDNUM", H.digits(rng, 20)).t(".")
            else:
                d.t("Uploaded to requester portal ").p("URL", H.url(rng, "form")).t(".")
        elif st == "Invoice sent.":
            d.t("Invoice ").p("ACCOUNT", H.account(rng, "inv")).t(" $%.2f (%s)." % (rng.randrange(650, 9000) / 100, rng.choice(["per page", "flat fee", "waived - continuity of care"])))
        else:
            d.t(st)
        d.t("\n")
    d.t("Processed by: ").p("DOCTOR", H.nm(staff, rng.choice(["full", "lf"]))).t(", ROI Specialist, ext. %d\n" % rng.randrange(100, 999))
    if rng.random() < 0.5:
        d.t("Access audit: ").p("USERNAME", un).t(" from ").p("IPADDR", H.ip(rng)).t("; ").p("USERNAME", H.username(rng, H.person(rng)))
        d.t(" from ").p("IPADDR", H.ip(rng)).t(" (view only)\n")


def roi_daily(rng, d, C):
    day = C.today
    d.t("ROI DAILY LOG - ").p("HOSPITAL", C.clinic.upper()).t("\nDate: ").p("DATE", H.fd(day, rng.choice(["wd_long", "mdy"])))
    d.t("   Specialist: ").p("DOCTOR", H.nm(C.clerk, "full")).t(" (").p("USERNAME", H.username(rng, C.clerk)).t(")\n\n")
    d.t("Req#            Patient                    DOB         MRN          Requester                         Status\n")
    for i in range(rng.randrange(4, 8)):
        p = H.person(rng)
        dob = H.rdate(rng, H.dt.date(1932, 1, 1), H.dt.date(2020, 1, 1))
        for typ, val, w in [("IDNUM", H.idnum(rng, "roi"), 16), ("PATIENT", H.nm(p, rng.choice(["LFs", "lf", "LF"])), 27),
                            ("DATE", H.fd(dob, "mdy"), 12), ("MRN", H.mrn(rng), 13)]:
            d.p(typ, val).t(" " * max(2, w - len(val)))
        k = rng.randrange(5)
        if k == 0:
            d.p("ORGANIZATION", rng.choice(P.LAW_FIRMS))
        elif k == 1:
            d.p("HOSPITAL", rng.choice(P.SPECIALTY_SITES + P.HOSPITALS))
        elif k == 2:
            d.t("SSA/DDS")
        elif k == 3:
            d.t("self")
        else:
            d.p("ORGANIZATION", rng.choice(P.INSURERS + P.SCHOOLS))
        d.t("  " + rng.choice(["released", "pending auth", "on hold - invalid auth", "released (fee waived)", "in QA",
                                "denied - expired auth", "cancelled by requester"]) + "\n")
    d.t("\nNotes: Auth for ")
    p = H.person(rng)
    d.p("PATIENT", H.nm(p, "fi")).t(" missing expiration date; called ").p("ORGANIZATION", rng.choice(P.LAW_FIRMS)).t(" at ")
    d.p("PHONE", H.phone(rng)).t(", spoke w/ paralegal ").p("FAMILY", H.nm(H.person(rng), "first")).t(". Will re-send by ")
    d.p("DATE", H.fd(B.after(rng, day, 1, 5), rng.choice(["wd", "md"]))).t(".\nQueue backlog %d requests; oldest received " % rng.randrange(3, 40))
    d.p("DATE", H.fd(B.before(rng, day, 10, 29), rng.choice(["md", "mdy_n"]))).t(" (30-day HIPAA clock).\n")


def school(rng, d, C):
    k = rng.randrange(4)
    C = B.kids_ctx(rng, 11 if k == 0 else 5, 17)
    par = C.parent
    B.header(d, rng, C)
    title = ["PRE-PARTICIPATION PHYSICAL EVALUATION - CLEARANCE FORM", "AUTHORIZATION FOR MEDICATION AT SCHOOL",
             "RETURN TO SCHOOL / EXCUSE NOTE", "DIABETES / ASTHMA ACTION PLAN FOR SCHOOL"][k]
    d.t("\n" + title + "\n\n")
    d.t("Student: ").p("PATIENT", H.nm(C.pt, rng.choice(["full", "lf", "fmid"]))).t("   DOB: ").p("DATE", H.fd(C.dob, rng.choice(["mdy", "mdy_n"])))
    d.t("   Age: ").p("AGE", str(C.age)).t("   Sex: %s\n" % C.pt["sex"])
    d.t("School: ").p("ORGANIZATION", C.school).t("   Grade: %s" % C.grade)
    if rng.random() < 0.6:
        d.t("   Teacher: %s " % rng.choice(["Mrs.", "Mr.", "Ms."])).p("FAMILY", rng.choice(P.SURNAMES))
    d.t("\nParent/Guardian: ").p("FAMILY", H.nm(par, rng.choice(["full", "lf"]))).t(" (%s)   Cell: " % C.ptype).p("PHONE", C.cell)
    d.t("\nHome: ")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    d.t("\n\n")
    if k == 0:
        d.t("Sport(s): %s   Season: " % rng.choice(["soccer", "football", "volleyball", "cross country", "wrestling", "basketball"]))
        d.p("DATE", H.fd(C.today, rng.choice(["y", "my"]))).t("\nDate of exam: ").p("DATE", H.fd(C.today, "mdy")).t("\n")
        d.t("BP %d/%d, HR %d, Ht %d cm, Wt %.1f kg\nVision: Snellen 20/%d R, 20/%d L\n" % (
            rng.randrange(98, 128), rng.randrange(56, 82), rng.randrange(58, 96), rng.randrange(140, 188), rng.randrange(380, 900) / 10,
            rng.choice([20, 20, 25, 30]), rng.choice([20, 20, 25, 40])))
        d.t("History: " + rng.choice(["No syncope with exertion. No family hx of sudden cardiac death before age 50.",
                                      "Hx concussion x1; symptom-free > 6 months.", "Exercise-induced bronchospasm; albuterol pre-exercise."]) + "\n")
        d.t(rng.choice(N.EPONYM_SENT[:6]) + "\n")
        d.t(rng.choice(["[X] Cleared without restriction\n", "[X] Cleared after completing evaluation/rehab for ankle\n",
                        "[X] Cleared with recommendations: carry inhaler\n"]))
        d.t("Athletic trainer / coach: ").p("FAMILY", H.nm(H.person(rng), "full")).t("\n")
    elif k == 1:
        m = rng.choice(N.MEDS)
        d.t("Medication: %s %s\nDose/time at school: %s\n" % m)
        d.t("Start: ").p("DATE", H.fd(C.today, "mdy_n")).t("   Stop: ").p("DATE", H.fd(B.after(rng, C.today, 90, 300), rng.choice(["mdy_n", "my"])))
        d.t(" (end of school year)\nMay self-carry: %s\n" % rng.choice(["Yes", "No"]))
        d.t("School nurse: ").p("DOCTOR", H.nm(H.person(rng, "F"), "full")).t(", RN   Fax: ").p("FAX", H.phone(rng, False, C.area)).t("\n")
        d.t("Parent signature: ").p("FAMILY", H.nm(par, "full")).t("  Date ").p("DATE", H.fd(C.today, "mdy_n")).t("\n")
    elif k == 2:
        a = B.before(rng, C.today, 1, 5)
        d.t("Please excuse ").p("PATIENT", C.pt["first"]).t(" from school ").p("DATE", H.fd(a, rng.choice(["mdy_n", "wd_md", "mon_d"])))
        d.t(" through ").p("DATE", H.fd(C.today, rng.choice(["mdy_n", "wd_md", "mon_d"])))
        d.t(" due to illness (%s). May return " % rng.choice(["strep pharyngitis", "influenza A", "gastroenteritis", "hand, foot and mouth disease"]))
        d.p("DATE", H.fd(B.after(rng, C.today, 1, 3), rng.choice(["wd", "wd_md", "mdy_n"]))).t(" if afebrile 24 h without antipyretics.\n")
        d.t("No PE until ").p("DATE", H.fd(B.after(rng, C.today, 3, 10), rng.choice(["md", "wd_mon"]))).t(". " + N.neg_sentence(rng, "word") + "\n")
    else:
        d.t("Diagnosis: %s\n" % rng.choice(["Type 1 diabetes (E10.9) - insulin pump", "Moderate persistent asthma (J45.40)", "Peanut anaphylaxis (Z91.010)"]))
        d.t("Green zone: no symptoms -> usual meds. Yellow zone: cough/wheeze -> albuterol 2-4 puffs q4h prn. Red zone: call 911, then parent.\n")
        if rng.random() < 0.7:
            d.t("Pump/CGM serial: ").p("DEVICE", H.device(rng)).t("; CGM transmitter ").p("DEVICE", H.device(rng)).t("\n")
        d.t("Emergency contacts: ").p("FAMILY", H.nm(par, "full")).t(" ").p("PHONE", C.cell).t("; grandmother ").p(
            "FAMILY", H.nm(H.person(rng, "F"), rng.choice(["full", "first"]))).t(" ").p("PHONE", H.phone(rng, False, C.area)).t("\n")
        d.t("Parent works as a ").p("PROFESSION", rng.choice(P.PROFESSIONS)).t(" at ").p("ORGANIZATION", rng.choice(P.EMPLOYERS)).t(" - may be unreachable ")
        d.p("DATE", H.fd(B.after(rng, C.today, 1, 7), "wd"))
        d.t(" mornings.\n")
    d.t("\nProvider: ")
    B.doc_name(d, rng, C.pcp, C.cred, rng.choice(["full_cred", "drfull"]))
    d.t("   License #: ").p("LICENSE", H.lic(rng)).t("   Date: ").p("DATE", H.fd(C.today, "mdy")).t("\n")
    if rng.random() < 0.4:
        d.t("Faxed to ").p("ORGANIZATION", C.school).t(" health office ").p("FAX", H.phone(rng, False, C.area)).t(" by ").p("DOCTOR", H.nm(C.ma, "fi")).t("\n")


def work(rng, d, C):
    C = B.ctx(rng, 19, 66)
    k = rng.randrange(4)
    B.header(d, rng, C, False)
    pr = _pr(C)
    boss = H.person(rng)
    d.t("\n" + ["CERTIFICATION OF HEALTH CARE PROVIDER - EMPLOYEE'S SERIOUS HEALTH CONDITION (FMLA)",
                "WORK STATUS REPORT / RETURN TO WORK", "ATTENDING PHYSICIAN STATEMENT - SHORT-TERM DISABILITY",
                "WORKERS' COMPENSATION - FIRST REPORT OF INJURY (PHYSICIAN)"][k] + "\n\n")
    d.t("Employee: ").p("PATIENT", H.nm(C.pt, rng.choice(["full", "LF", "fml"]))).t("   DOB: ").p("DATE", H.fd(C.dob, "mdy")).t("\n")
    d.t("Employer: ").p("ORGANIZATION", C.emp).t("\nJob title: ").p("PROFESSION", C.prof).t("\n")
    if rng.random() < 0.6:
        d.t("Employer contact: ").p("FAMILY", H.nm(boss, rng.choice(["full", "fi"]))).t(rng.choice([", HR Generalist", ", Benefits", ", supervisor"]))
        d.t("  ").p("PHONE", H.phone(rng, rng.random() < 0.5)).t("  ").p("EMAIL", H.staff_email(rng, boss)).t("\n")
    s = B.before(rng, C.today, 0, 20)
    e = B.after(rng, s, 7, 84)
    if k == 0:
        d.t("Condition: %s\n" % rng.choice(N.PROBLEMS)[0])
        d.t("Approximate date condition commenced: ").p("DATE", H.fd(B.before(rng, C.today, 30, 900), rng.choice(["mdy", "my"]))).t("\n")
        d.t("Period of incapacity: ").p("DATE", H.fd(s, "mdy")).t(" to ").p("DATE", H.fd(e, "mdy")).t("\n")
        d.t("Intermittent leave: flare-ups %d times per %s, lasting 1-%d days each; follow-up visits every %d months.\n" % (
            rng.randrange(1, 4), rng.choice(["month", "quarter"]), rng.randrange(2, 4), rng.randrange(2, 7)))
        d.t("Employee is unable to perform essential job functions of a ").p("PROFESSION", C.prof).t(" during flare-ups (lifting > 20 lb).\n")
        if rng.random() < 0.5:
            d.t("Leave also covers care of %s " % rng.choice(["his mother", "her father", "spouse"])).p("FAMILY", H.nm(C.rel, "full"))
            d.t(", age ").p("AGE", str(rng.randrange(60, 95))).t(", after hospitalization at ").p("HOSPITAL", C.hosp).t(".\n")
    elif k == 1:
        d.t("Seen today ").p("DATE", H.fd(C.today, rng.choice(["mdy_n", "wd_md"]))).t(" for %s.\n" % rng.choice(["lumbar strain", "R wrist sprain", "COVID-19", "laceration L hand, 6 sutures", "acute gout flare"]))
        d.t(rng.choice(["[ ] Full duty  [X] Modified duty  [ ] Off work\n", "[X] Off work  [ ] Modified duty\n", "[X] Full duty, no restrictions\n"]))
        d.t("From ").p("DATE", H.fd(s, rng.choice(["mdy_n", "md"]))).t(" to ").p("DATE", H.fd(e, rng.choice(["mdy_n", "md"])))
        d.t(". Restrictions: no lifting > %d lb, %s.\nRecheck: " % (rng.choice([10, 15, 20, 25]), rng.choice(["no ladders", "seated work only", "may wear splint", "10 min break q2h"])))
        d.p("DATE", H.fd(B.after(rng, C.today, 5, 15), rng.choice(["wd_md", "mdy_n"]))).t(" at " + N.clock_biz(rng) + "\n")
    elif k == 2:
        d.t("Claim #: ").p("IDNUM", H.idnum(rng, "case", C.today.year)).t("   Carrier: ").p("ORGANIZATION", rng.choice(P.INSURERS)).t("\n")
        d.t("Policy/Group: ").p("HEALTHPLAN", H.group(rng)).t("   Last day worked: ").p("DATE", H.fd(s, "mdy")).t("\n")
        d.t("First visit for this condition: ").p("DATE", H.fd(B.before(rng, s, 1, 30), "mdy")).t("   Expected RTW: ").p("DATE", H.fd(e, rng.choice(["mdy", "my"]))).t("\n")
        d.t("Diagnosis: %s (%s). %s\n" % (rng.choice(N.PROBLEMS) + (rng.choice(N.EPONYM_SENT),)))
        d.t("Restrictions and limitations: no standing > 30 min; unable to drive commercial vehicle.\nSSN (last known): ").p("SSN", H.ssn(rng)).t("\n")
    else:
        doi = B.before(rng, C.today, 0, 6)
        d.t("Date of injury: ").p("DATE", H.fd(doi, rng.choice(["mdy", "wd_long"]))).t(" approx " + N.clock(rng, "12") + "\n")
        d.t("WC Claim #: ").p("IDNUM", H.idnum(rng, "case", C.today.year)).t("   Adjuster: ").p("FAMILY", H.nm(H.person(rng), "full")).t(" ").p("PHONE", H.phone(rng, True)).t("\n")
        d.t("Location: ").p("LOCATION_OTHER", rng.choice(["Loading Dock 3", "Bay 12", "Building C", "the north warehouse", "Line 4"]))
        d.t(", ").p("ORGANIZATION", C.emp).t(", ").p("STREET", H.street(rng, False)).t(", ").p("CITY", rng.choice(P.TOWNS)).t("\n")
        if rng.random() < 0.6:
            d.t("Mechanism: driver of company %s (unit %d, plate " % (rng.choice(["box truck", "van", "pickup"]), rng.randrange(10, 99)))
            d.p("VEHICLE", H.plate(rng)).t(", VIN ").p("VEHICLE", H.vin(rng)).t(") rear-ended at low speed; restrained, no airbag deployment.\n")
        else:
            d.t("Mechanism: slipped on wet floor while carrying boxes; fell onto outstretched R hand. Witness: coworker ")
            d.p("FAMILY", H.nm(H.person(rng), rng.choice(["full", "first"]))).t(".\n")
        d.t("Exam: " + rng.choice(N.EPONYM_SENT[:5]) + " " + N.vitals(rng) + "\n")
        d.t("Work status: modified duty through ").p("DATE", H.fd(B.after(rng, C.today, 7, 40), rng.choice(["mdy_n", "md"]))).t(".\n")
    d.t("\n")
    B.sign(d, rng, C)
    if rng.random() < 0.5:
        d.t("Form completed by ").p("DOCTOR", H.nm(C.ma, rng.choice(["full", "fi"]))).t(" on ").p("DATE", H.fd(B.after(rng, C.today, 0, 3), "mdy_n")).t("; $%d form fee paid.\n" % rng.choice([0, 15, 25, 35]))


def vaccination(rng, d, C):
    kid = rng.random() < 0.45
    C = B.kids_ctx(rng, 0, 17) if kid else C
    travel = (not kid) and rng.random() < 0.35
    d.t(rng.choice(["IMMUNIZATION RECORD\n", "Certificate of Immunization\n", "VACCINE ADMINISTRATION RECORD\n",
                    "Immunization History (state registry printout)\n"]))
    d.p("HOSPITAL", C.clinic).t(" | ").p("PHONE", C.cphone).t("\n\n")
    B.demo(d, rng, C, ["name", "dob", "sex", "mrn"], sep="   ")
    if kid and C.age < 3:
        mo = (C.today.year - C.dob.year) * 12 + C.today.month - C.dob.month - (C.today.day < C.dob.day)
        d.t("Age: ").p("AGE", str(mo)).t(rng.choice([" mo", " months", "m"])).t("\n")
    d.t("State IIS client ID: ").p("IDNUM", H.digits(rng, rng.choice([7, 8, 10]))).t("\n")
    if kid:
        d.t("Parent/guardian: ").p("FAMILY", H.nm(C.parent, "full")).t("   School/daycare: ").p("ORGANIZATION", C.school).t("\n")
    d.t("Address: ")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    d.t("\n\n%-30s %-11s %-5s %-18s %-5s %-4s %-14s %s\n" % ("Vaccine", "Date", "CVX", "Site", "Route", "MVX", "NDC", "By"))
    V = N.VACCINES
    vs = [V[i] for i in ((0, 6, 7, 8, 9, 13, 14, 18, 19) if kid and C.age < 7 else (0, 1, 6, 7, 10, 11, 12, 14) if kid
                         else (0, 1, 2, 3, 4, 5, 6, 7, 14, 15, 16))]
    vd = max(C.dob, B.before(rng, C.today, 300, 2500))
    admins = [H.person(rng) for _ in range(3)]
    given = []
    for i in range(rng.randrange(4, 9)):
        vd = B.after(rng, vd, 20, 300)
        if vd > C.today:
            vd = C.today
        name, cvx, ndc = rng.choice(vs)
        while name.startswith("COVID") and vd.year < 2021 or name.startswith("RSV") and vd.year < 2023 or (name, vd) in given:
            name, cvx, ndc = rng.choice(vs)
        given.append((name, vd))
        site, route = rng.choice(N.SITE_ROUTE) if "Typhoid" not in name else ("oral", "PO")
        d.t("%-30s " % name[:30]).p("DATE", H.fd(vd, rng.choice(["mdy", "mdy", "iso"]))).t(" %-5s %-18s %-5s %-4s %-14s " % (
            cvx, site, route, rng.choice(["SKB", "MSD", "PMC", "PFR", "MOD"]), ndc))
        k = rng.randrange(4)
        if k == 0:
            d.p("DOCTOR", H.nm(rng.choice(admins), "INI"))
        elif k == 1:
            d.p("DOCTOR", H.nm(rng.choice(admins), "fi")).t(", RN")
        elif k == 2:
            d.t("hx - ").p("HOSPITAL", rng.choice(P.PHARMACIES + P.URGENT))
        else:
            d.p("DOCTOR", H.nm(rng.choice(admins), "fl_")).t(" LPN")
        d.t("\n")
    d.t("\nVIS provided and reviewed. Screening: no fever, no prior anaphylaxis, not pregnant.\n")
    if rng.random() < 0.3:
        d.t("Reaction: syncope 5 min after dose on ").p("DATE", H.fd(vd, "mdy_n")).t(", observed in room ").p("LOCATION_OTHER", str(rng.randrange(1, 14)))
        d.t("; VAERS report ").p("IDNUM", "%d-%s-1" % (vd.year, H.digits(rng, 6))).t(".\n")
    if travel:
        c1, c2 = rng.sample(P.COUNTRIES, 2)
        dep = B.after(rng, C.today, 14, 60)
        d.t("TRAVEL: ").p("COUNTRY", c1).t(" and ").p("COUNTRY", c2).t(", depart ").p("DATE", H.fd(dep, rng.choice(["mdy_n", "mon_d"])))
        d.t(", return ").p("DATE", H.fd(B.after(rng, dep, 10, 45), rng.choice(["mdy_n", "mon_d"]))).t(". Staying with ")
        d.p("FAMILY", H.nm(H.person(rng), "full")).t(" in ").p("CITY", rng.choice(["Port Sabela", "San Aurelio", "Kanduri", "Vel Oro", "Mbaleni"]))
        d.t(". Traveling for work with ").p("ORGANIZATION", C.emp).t(".\nYellow fever ICVP #: ").p("IDNUM", H.idnum(rng, "cert")).t("; typhoid, hep A given; malaria ppx atovaquone-proguanil.\n")
    d.t("Next due: ")
    nd = (["Flu ", "MMR #2 ", "Varicella #2 ", "DTaP-IPV "] if C.age < 7 else ["Tdap booster ", "Flu ", "HPV #2 ", "MenB #2 ", "MenACWY booster "]) if kid else ["Tdap booster ", "Flu ", "Shingrix #2 ", "COVID ", "PCV20 "]
    for item in rng.sample(nd, rng.randrange(1, 3)):
        d.t(item)
        d.p("DATE", H.fd(B.after(rng, C.today, 30, 400), rng.choice(["my", "mdy_n", "my_num"]))).t("; ")
    d.t("\nReviewed by: ").p("DOCTOR", H.nm(C.nurse, rng.choice(["full", "fi"]))).t(", RN   ").p("DATE", H.fd(C.today, "mdy_n")).t("\n")
    if rng.random() < 0.4:
        d.t("Printed for ").p("FAMILY" if kid else "PATIENT", H.nm(C.parent if kid else C.pt, "full")).t(" on request, for ")
        d.p("ORGANIZATION", rng.choice(P.SCHOOLS + P.EMPLOYERS)).t(".\n")


def telehealth(rng, d, C):
    d.t(rng.choice(["TELEHEALTH VISIT - VIDEO\n", "Virtual Visit Note (synchronous audio-video)\n", "TELEPHONE VISIT NOTE\n", "Video Visit\n"]))
    d.t("Date of service: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "wd_long", "mdy_n"])))
    h, m = rng.randrange(8, 17), rng.randrange(0, 40)
    d.t("   Start %02d:%02d / end %02d:%02d\n" % (h, m, h, m + rng.randrange(10, 20)))
    B.demo(d, rng, C, ["name", "dob", "age", "mrn", "enc"], sep="   ")
    d.t("Provider: ")
    B.doc_name(d, rng, C.pcp, C.cred)
    d.t(" (located at ").p("HOSPITAL", C.clinic).t(")\nPatient location: ")
    loc = rng.randrange(4)
    if loc == 0:
        d.t("home, ")
        B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    elif loc == 1:
        d.t("parked car outside work (").p("ORGANIZATION", C.emp).t("), ").p("CITY", rng.choice(P.TOWNS)).t(", ").p("STATE", C.stfull)
    elif loc == 2:
        d.t("private room at ").p("LOCATION_OTHER", rng.choice(P.LANDMARKS)).t(", ").p("CITY", rng.choice(P.TOWNS))
    else:
        d.t(rng.choice(["daughter's home in ", "hotel in ", "vacation rental in "])).p("CITY", rng.choice(P.TOWNS)).t(", ").p("STATE", H.state(rng))
    d.t("\nVerbal consent for telehealth obtained; identity verified by name and DOB")
    if rng.random() < 0.15:
        d.t(" and platform face match (ID ").p("BIOID", H.bioid(rng, "face")).t(")")
    d.t(". ")
    if rng.random() < 0.5:
        d.t("Joined via ").p("URL", H.url(rng, "video")).t(" from ").p("IPADDR", H.ip(rng)).t(". ")
    d.t("Present: patient")
    if rng.random() < 0.5:
        d.t(", %s " % C.reltype).p("FAMILY", H.nm(C.rel, rng.choice(["full", "first"])))
    d.t(".\n\nCC: " + rng.choice(["f/u HTN", "URI symptoms x 4 days", "med check - depression", "DM f/u, review CGM", "rash", "COPD f/u"]) + "\n")
    if rng.random() < 0.5:
        d.t("HPI: ").p("PATIENT", C.pt["first"])
    else:
        d.t("HPI: %s " % H.title(C.pt)).p("PATIENT", C.pt["last"])
    d.t(" is %s " % H.art(C.age)).p("AGE", str(C.age)).t(rng.choice([" y.o. ", "-year-old ", " yo "]))
    d.t(("female " if C.pt["sex"] == "F" else "male ") + ("retired " if C.age > 64 and rng.random() < 0.7 else ""))
    d.p("PROFESSION", C.prof).t(". ")
    d.t("Symptoms began ").p("DATE", H.fd(B.before(rng, C.today, 2, 9), rng.choice(["wd", "md", "mon_d"])))
    d.t(" after %s." % rng.choice(["caring for a sick grandchild", "a work trip", "a family gathering", "helping a neighbor move"]))
    if rng.random() < 0.5:
        d.t(" %s " % rng.choice(["Sister", "Coworker", "Neighbor", "Cousin"])).p("FAMILY", rng.choice(P.FEMALE + P.MALE)).t(" had similar sx.")
    d.t(" ")
    if rng.random() < 0.3:
        c = rng.choice(P.COUNTRIES)
        d.t("Returned from ").p("COUNTRY", c).t(" on ").p("DATE", H.fd(B.before(rng, C.today, 3, 20), rng.choice(["md", "mon_d", "wd"])))
        d.t("; %s there (" % rng.choice(["visited family", "work trip", "mission trip with church"]))
        d.p("PHONE", H.intl_phone(rng, c)).t(" is the family's number there). ")
    d.t(N.neg_sentence(rng) + " Last seen in person ").p("DATE", H.fd(B.before(rng, C.today, 60, 400), rng.choice(["mdy_n", "my"])))
    d.t(".\nHome readings (pt-reported, ")
    if rng.random() < 0.55:
        d.t("RPM hub ID ").p("DEVICE", H.device(rng)).t("): ")
    else:
        d.t("own cuff): ")
    d.t("BP %d/%d, %d/%d; HR %d; glucose fasting %d-%d mg/dL; wt %d lb.\n" % (
        rng.randrange(118, 160), rng.randrange(70, 96), rng.randrange(118, 160), rng.randrange(70, 96), rng.randrange(58, 100),
        rng.randrange(88, 130), rng.randrange(130, 220), rng.randrange(110, 290)))
    d.t("Exam (video): well-appearing, speaking full sentences, no increased WOB; %s.\n" % rng.choice(
        ["skin: erythematous plaques on extensor surfaces", "no conjunctival injection", "normal affect", "ankles without visible edema"]))
    d.t("Screens: " + "; ".join(N.screens(rng)) + "\n\nAssessment/Plan:\n")
    B.problem_list(d, rng, rng.randrange(1, 4))
    B.med_list(d, rng, rng.randrange(1, 4))
    d.t("Labs ordered (order ").p("IDNUM", H.idnum(rng, "order")).t(") to be drawn at ").p("HOSPITAL", rng.choice(P.CLINIC_STEMS) + " Lab")
    d.t(". F/u ").p("DATE", H.fd(B.after(rng, C.today, 14, 120), rng.choice(["mdy_n", "my", "wd_md"]))).t(" in person.\n")
    d.t("Total time %d min; CPT %s.\n" % (rng.randrange(12, 42), rng.choice(["99213-95", "99214-95", "99442", "98006"])))
    if rng.random() < 0.3:
        d.t("Connection dropped at " + N.clock(rng, "24c") + "; completed by phone at ").p("PHONE", C.cell).t(".\n")
    B.sign(d, rng, C)
