"""Genres: ROI log, amendment request/response, access audit report, chart deficiency notice."""
import datetime as dt

import lib as L
import pools as P

LAW = {"US": ["45 CFR 164.524", "45 CFR 164.508", "HIPAA Privacy Rule", "42 CFR Part 2", "the HITECH Act"],
       "AU": ["Privacy Act 1988 (Cth)", "APP 12", "Health Records Act 2001 (Vic)", "Health Records and Information Privacy Act 2002 (NSW)"],
       "IE": ["Freedom of Information Act 2014", "GDPR Article 15", "Data Protection Act 2018", "GDPR Article 16"]}


def art(w):
    return "an" if w[0].lower() in "aeiou" else "a"


def mkpat(rng, c, ref, lo=1, hi=96):
    p = L.Person(rng)
    p.dob = L.dob(rng, lo, hi, ref)
    p.age = L.age_at(p.dob, ref)
    p.mrn = L.mrn(rng, c)
    return p


def mrn_label(c, rng):
    return rng.choice({"US": ["MRN", "MRN:", "Med Rec #", "MR#"], "AU": ["UR", "UR No.", "URN", "MRN"],
                       "IE": ["MRN", "Hosp No.", "Chart No.", "MRN:"]}[c])


def header(n, rng, c, title, hosp=None):
    hosp = hosp or L.hospital(rng, c)
    n.p(hosp, "HOSPITAL")
    n.t("\n" + rng.choice(["Health Information Management", "HIM Department", "Medical Records Department",
                           "Health Information Services", "Clinical Information Services"]) + "\n")
    L.address(n, rng, c)
    n.t("\n")
    n.f("Ph {TEL:a}  |  Fax {FAX:b}\n", a=L.phone(rng, c, "land"), b=L.phone(rng, c, "fax"))
    n.t("\n" + title + "\n" + "=" * len(title) + "\n")
    return hosp


def roi_log(n, rng, c):
    ref = L.rdate(rng, 2021, 2025)
    header(n, rng, c, rng.choice(["RELEASE OF INFORMATION LOG", "ROI Request Log", "Disclosure Log - Release of Information"]))
    st = L.staff(rng, c)
    n.f("Reporting period: {DATE:a} to {DATE:b}\n", a=L.fdate(ref - dt.timedelta(days=rng.randrange(7, 31)), c, rng),
        b=L.fdate(ref, c, rng))
    n.f("Prepared by: {DOC:s}, {cr} (user {USR:u})   Printed {DATE:d} {h:02d}:{m:02d}\n\n", s=st.fl(), cr=st.cred,
        u=st.uname(rng), d=L.fdate(ref, c, rng, "iso"), h=rng.randrange(7, 18), m=rng.randrange(60))
    n.t("Req #        | Rcvd       | Patient                      | " + ("MRN" if c == "US" else "UR/MRN") +
        "      | DOB        | Requester                         | Purpose            | Pgs | Fee     | Status\n")
    n.t("-" * 150 + "\n")
    cur = "$" if c != "IE" else "EUR "
    staffs = [L.staff(rng, c) for _ in range(3)]
    for i in range(rng.randrange(5, 9)):
        pt = mkpat(rng, c, ref)
        rd = ref - dt.timedelta(days=rng.randrange(0, 25))
        n.p(L.idnum(rng, rng.choice(["ROI-", "R", "DR-", "FOI-" if c == "IE" else "RQ"])), "IDNUM")
        n.t(" | ")
        n.p(L.fdate(rd, c, rng, rng.choice(["num", "short", "md"])), "DATE")
        n.t(" | ")
        n.p(rng.choice([pt.upper(), pt.formal(), pt.fl()]), "PATIENT")
        n.t(" | ")
        n.p(pt.mrn, "MRN")
        n.t(" | ")
        n.p(L.fdate(pt.dob, c, rng, "num"), "DATE")
        n.t(" | ")
        k = rng.randrange(6)
        if k == 0:
            n.p(L.lawfirm(rng, c), "ORG")
            pur = rng.choice(["Legal", "Litigation", "Attorney request" if c == "US" else "Solicitor request"])
        elif k == 1:
            n.p(rng.choice(P.INSURERS[c]), "ORG")
            pur = rng.choice(["Insurance claim", "Underwriting", "Income protection"])
        elif k == 2:
            n.p(L.hospital(rng, c), "HOSP")
            pur = "Continuity of care"
        elif k == 3:
            n.t("Self (")
            n.p(pt.init(), "PAT")
            n.t(")")
            pur = rng.choice(["Personal use", "Patient access", "Right of access"])
        elif k == 4:
            fm = L.Person(rng)
            fm.last = pt.last if rng.random() < 0.5 else fm.last
            n.p(fm.fl(), "FAM")
            n.t(" (" + rng.choice(["daughter", "son", "spouse", "POA", "executor", "mother", "guardian"]) + ")")
            pur = rng.choice(["Personal use", "Estate", "Guardianship"])
        else:
            n.p(rng.choice(P.ROI_VENDORS), "ORG")
            n.t(" obo ")
            n.p(rng.choice(P.INSURERS[c]), "ORG")
            pur = rng.choice(["Disability claim", "Workers comp", "Life insurance"])
        pg = rng.randrange(0, 420)
        fee = "0.00" if k in (2, 3) and rng.random() < 0.7 else f"{rng.randrange(6, 90)}.{rng.choice(['00', '50', '25'])}"
        sts = rng.choice(["Released", "Pending auth", "Closed - invalid auth", "Released", "Awaiting payment",
                          "Denied - no signature", "In QA"])
        n.t(f" | {pur} | {pg} | {cur}{fee} | {sts}")
        if sts == "Released" and rng.random() < 0.7:
            n.t(" ")
            n.p(L.fdate(rd + dt.timedelta(days=rng.randrange(1, 30)), c, rng, rng.choice(["md", "num"])), "DATE")
            n.t(" /")
            s2 = rng.choice(staffs)
            n.p((s2.first[0] + s2.last[0]).lower() if rng.random() < 0.5 else s2.first[0] + s2.last[0], "DOC")
        n.t("\n")
    n.t("\nNotes:\n")
    pt = mkpat(rng, c, ref)
    fm = L.Person(rng)
    n.f("- Row 2: requester ID verified against driver licence {LIC:dl}; callback {TEL:ph}.\n",
        dl=L.license_(rng, c, "dl"), ph=L.phone(rng, c))
    n.f("- {PAT:p} (MRN {MRN:m}) - authorisation signed by {FAM:f} as {rel}; expires {DATE:e}. "
        "Psychotherapy notes excluded per policy HIM-{k}.\n", p=pt.fl(), m=pt.mrn, f=fm.fl(),
        rel=rng.choice(["health care proxy", "enduring POA", "legal guardian", "next of kin"]),
        e=L.fdate(ref + dt.timedelta(days=rng.randrange(60, 365)), c, rng), k=rng.randrange(100, 400))
    n.f("- Fax confirmation for outside provider sent to {FAX:x} ({n} pages, {t} sec). Secure link expires in 14 days: {URL:u}\n",
        x=L.phone(rng, c, "fax"), n=rng.randrange(2, 60), t=rng.randrange(20, 400), u=L.url(rng, "/roi/" + L.digits(rng, 6)))
    n.f("- Statutory turnaround: {d} days under {law}. {q} requests pending > 20 days.\n",
        d={"US": 30, "AU": 30, "IE": rng.choice([20, 28, 30])}[c], law=rng.choice(LAW[c]), q=rng.randrange(0, 9))
    if rng.random() < 0.4:
        n.f("- Police request re: vehicle {VEH:v}; referred to Privacy Officer {DOC:po} before release.\n",
            v=L.vehicle(rng, c), po=L.staff(rng, c).fl())
    if rng.random() < 0.4:
        n.f("- Outside records received from {HOSP:h}, {COUNTRY:co} - translation requested.\n",
            h=L.hospital(rng, c), co=rng.choice(P.COUNTRIES))


def amendment(n, rng, c):
    ref = L.rdate(rng, 2020, 2025)
    pt = mkpat(rng, c, ref, 18, 90)
    doc = L.staff(rng, c, True)
    hosp = header(n, rng, c, rng.choice(["REQUEST TO AMEND HEALTH INFORMATION", "Record Amendment Request & Response",
                                         "Application for Correction of Personal Health Information"]))
    n.f("Request No.: {ID:r}     Date received: {DATE:d}\n\nSECTION A - PATIENT DETAILS\nName: {PAT:nm}\n",
        r=L.idnum(rng, rng.choice(["AMD-", "COR-", "A"])), d=L.fdate(ref, c, rng), nm=pt.upper())
    n.f("Date of birth: {DATE:b}   Age: {AGE:a}   {ml} {MRN:m}\nAddress: ", b=L.fdate(pt.dob, c, rng), a=pt.age,
        ml=mrn_label(c, rng), m=pt.mrn)
    L.address(n, rng, c)
    n.f("\nPhone: {TEL:ph}   Email: {EMAIL:e}\n\n", ph=L.phone(rng, c), e=L.email(rng, pt))
    n.t("SECTION B - INFORMATION TO BE AMENDED\n")
    vd = ref - dt.timedelta(days=rng.randrange(10, 400))
    n.f("Entry: {kind} dated {DATE:v} by Dr {DOC:d}", kind=rng.choice(["ED attendance note", "Progress note",
        "Discharge summary", "Clinic letter", "Nursing admission assessment", "Social work note"]),
        v=L.fdate(vd, c, rng), d=doc.last)
    n.t(f", {doc.cred}\n")
    pr = rng.choice(P.PROFESSIONS)
    pr2 = rng.choice(P.PROFESSIONS)
    k = rng.randrange(4)
    n.t("Patient statement (verbatim): \"")
    if k == 0:
        n.f("The note says I work as {aa} {PROF:a}. I have never done that job - I am {ab} {PROF:b} and have been since {DATE:y}. "
            "This matters for my income protection claim with {ORG:ins}.", a=pr, b=pr2, aa=art(pr), ab=art(pr2), y=str(pt.dob.year + rng.randrange(20, 30)),
            ins=rng.choice(P.INSURERS[c]))
    elif k == 1:
        fm = L.Person(rng)
        n.f("The record lists {FAM:f} as my next of kin. {FAM:f2} is my ex-partner and must be removed. My emergency "
            "contact is my brother {FAM:b} on {TEL:ph}.", f=fm.fl(), f2=fm.first, b=L.Person(rng, "M").fl(), ph=L.phone(rng, c, "mob"))
    elif k == 2:
        n.f("It says I drink 6 standard drinks/day and was 'alcohol dependent'. I said 6 per WEEK. AUDIT-C was 3 not 9. "
            "Also my date of birth is shown as {DATE:w}, it is {DATE:r}.", w=L.fdate(pt.dob + dt.timedelta(days=rng.randrange(1, 40)), c, rng, "num"),
            r=L.fdate(pt.dob, c, rng, "num"))
    else:
        n.f("My allergy is listed as penicillin (anaphylaxis). I am not allergic to penicillin - I had amoxicillin 500 mg TDS in "
            "{DATE:y} with no reaction. The reaction was to codeine (nausea). Please also correct my GP to Dr {DOC:g} at {HOSP:h}.",
            y=L.fdate(vd - dt.timedelta(days=rng.randrange(200, 2000)), c, rng, "my"), g=L.staff(rng, c, True).last,
            h=L.hospital(rng, c))
    n.t("\"\n\nSigned: ")
    n.p(pt.fl(), "PAT")
    n.t("    Date: ")
    n.p(L.fdate(ref - dt.timedelta(days=rng.randrange(0, 5)), c, rng, "num"), "DATE")
    n.t("\n\nSECTION C - RESPONSE (HIM use only)\n")
    po = L.staff(rng, c)
    rd = ref + dt.timedelta(days=rng.randrange(5, 58))
    dec = rng.choice(["ACCEPTED", "DENIED", "ACCEPTED IN PART"])
    n.f("Reviewed with author Dr {DOC:d} on {DATE:r1}. Decision: {dec}.\n", d=doc.fl(), r1=L.fdate(rd - dt.timedelta(days=2), c, rng), dec=dec)
    if dec == "DENIED":
        n.t("Reason: the entry is accurate and complete as recorded at the time of the encounter (clinician's "
            "contemporaneous assessment, CIWA-Ar 14, BAL 0.12). ")
        n.t(f"You may submit a statement of disagreement, which will be appended and included with future disclosures ({rng.choice(LAW[c])}).\n")
    else:
        n.t("An addendum has been linked to the original entry; the original is retained and marked 'amended'. "
            f"Recipients identified by you will be notified ({rng.randrange(1, 4)} recipients).\n")
        n.f("Addendum ID {ID:a} entered {DATE:d} {h}:{m:02d}.\n", a=L.idnum(rng, "ADD"), d=L.fdate(rd, c, rng, "iso"),
            h=rng.randrange(8, 17), m=rng.randrange(60))
    n.f("\nPrivacy Officer: {DOC:p}, {cr}\n{HOSP:h} | {TEL:t} | {EMAIL:e}\nResponse issued: {DATE:r}\n",
        p=po.full(), cr=rng.choice(["CHPS", "RHIA", "CIPP", "LLB"]), h=hosp, t=L.phone(rng, c), e=L.email(rng, generic=rng.choice(["privacy", "foi.officer", "him.amend"])),
        r=L.fdate(rd, c, rng))


def access_audit(n, rng, c):
    ref = L.rdate(rng, 2021, 2025)
    pt = mkpat(rng, c, ref)
    hosp = L.hospital(rng, c)
    n.f("{HOSP:h} - {sys} ACCESS AUDIT REPORT\n", h=hosp, sys=rng.choice(["EHR", "EMR", "PAS", "iPM", "Clinical Portal"]))
    n.f("Report ID: {ID:r}   Requested by: {DOC:q} (Privacy)   Run by user {USR:u} on {DATE:d} {h:02d}:{m:02d}\n",
        r=L.idnum(rng, "AUD-"), q=L.staff(rng, c).fl(), u=L.Person(rng).uname(rng), d=L.fdate(ref, c, rng, "iso"),
        h=rng.randrange(0, 24), m=rng.randrange(60))
    n.f("Patient: {PAT:p}   {ml} {MRN:m}   DOB {DATE:b} ({AGE:a}{s})\n", p=pt.upper(), ml=mrn_label(c, rng), m=pt.mrn,
        b=L.fdate(pt.dob, c, rng, "num"), a=pt.age, s=rng.choice(["y", " yrs", "yo", " y/o"]))
    a0 = ref - dt.timedelta(days=rng.randrange(20, 120))
    n.f("Audit window: {DATE:a} - {DATE:b}\nTrigger: {tr}\n\n", a=L.fdate(a0, c, rng), b=L.fdate(ref, c, rng),
        tr=rng.choice(["patient complaint", "VIP flag", "same-surname alert", "employee-patient rule",
                       "random monthly sample (n=25)", "break-the-glass event"]))
    n.t("Timestamp            User ID     Name                    Role                 Action          Module         Workstation IP\n")
    users = []
    for _ in range(rng.randrange(3, 6)):
        u = L.Person(rng)
        u.un = u.uname(rng)
        u.role = rng.choice(["RN", "Registration Clerk", "Resident MO", "Ward Clerk", "Pharmacist", "Consultant",
                             "Coder", "Physio", "Radiographer", "Social Worker"])
        users.append(u)
    d = dt.datetime(a0.year, a0.month, a0.day, rng.randrange(24), rng.randrange(60), rng.randrange(60))
    for _ in range(rng.randrange(8, 14)):
        d = d + dt.timedelta(seconds=rng.randrange(100, 240000))
        u = rng.choice(users)
        n.p(min(d.date(), ref).isoformat(), "DATE")
        n.t(f" {d.hour:02d}:{d.minute:02d}:{d.second:02d}  ")
        n.p(u.un, "USR")
        n.t("  ")
        n.p(rng.choice([u.formal(), u.fl(), u.upper()]), "DOC")
        n.t(f"  {u.role}  {rng.choice(['VIEW', 'VIEW', 'PRINT', 'EXPORT', 'EDIT', 'VIEW-BTG', 'SEARCH'])}  "
            f"{rng.choice(['Results', 'Notes', 'Demographics', 'MAR', 'Imaging', 'Summary', 'Orders'])}  ")
        n.p(L.ip(rng), "IP")
        n.t("\n")
    s = rng.choice(users)
    fm = L.Person(rng)
    n.t("\nFINDINGS\n")
    n.f("1. User {USR:u} ({DOC:n}, {r}, {HOSP:w}) accessed Results and Demographics on 4 occasions with no documented "
        "treatment relationship. HR records show {DOC:n2} is the patient's {rel}; {FAM:f} was listed as emergency contact on {DATE:d}.\n",
        u=s.un, n=s.fl(), r=s.role, w=rng.choice(P.WARDS), n2=s.last, rel=rng.choice(["ex-spouse", "sister-in-law", "neighbour", "cousin", "former partner"]),
        f=fm.fl(), d=L.fdate(a0 + dt.timedelta(days=rng.randrange(1, 30)), c, rng))
    n.f("2. Remaining accesses consistent with admission to bed {LOC:b} ({HOSP:w}) and ED triage (ATS 3, NEWS 4).\n",
        b=rng.choice(["12", "4A", "B-07", "22", "3"]), w=rng.choice(P.WARDS))
    if rng.random() < 0.6:
        n.f("3. Login method for session: {lm} (template {BIOID:b}); badge {ID:g}.\n",
            lm=rng.choice(["fingerprint", "palm vein", "facial recognition"]), b=L.bioid(rng), g=L.idnum(rng, "BDG"))
    n.f("\nOutcome: referred to {who} for interview; access for {USR:u} suspended pending review. "
        "Patient notified by letter {DATE:d} ({law}).\nReviewer: {DOC:r}, Privacy Officer  ext. {TEL:x}\n",
        who=rng.choice(["line manager", "HR", "Director of Nursing", "Compliance"]), u=s.un,
        d=L.fdate(ref + dt.timedelta(days=rng.randrange(2, 20)), c, rng), law=rng.choice(LAW[c]),
        r=L.staff(rng, c).full(), x=str(rng.randrange(2000, 7999)))


DEFIC = ["Discharge summary not dictated", "H&P missing signature", "Verbal order unsigned (>48h)",
         "Operative report not dictated", "Progress note unauthenticated", "Consent form - witness missing",
         "Query response outstanding", "Death certificate worksheet incomplete", "Anaesthetic record unsigned",
         "Medication reconciliation not co-signed"]


def deficiency(n, rng, c):
    ref = L.rdate(rng, 2020, 2025)
    hosp = header(n, rng, c, rng.choice(["CHART DEFICIENCY NOTICE", "Incomplete Medical Record Notification",
                                         "DELINQUENT RECORD - FINAL NOTICE"]))
    dr = L.staff(rng, c, True)
    n.f("Date: {DATE:d}\nTo: Dr. {DOC:n}, {cr}", d=L.fdate(ref, c, rng), n=dr.full(), cr=dr.cred)
    if c == "US":
        n.f("  NPI {LIC:npi}", npi=L.license_(rng, c, "npi"))
    elif rng.random() < 0.6:
        n.f("  Reg. No. {LIC:r}", r=L.license_(rng, c))
    n.f("\nDepartment: {dep}\nFrom: {DOC:f}, {r}\n\n", dep=rng.choice(["General Medicine", "Orthopaedics", "Cardiology",
        "Obstetrics", "Emergency Medicine", "General Surgery", "Psychiatry"]), f=L.staff(rng, c).fl(),
        r=rng.choice(["Deficiency Analyst", "HIM Coordinator", "Records Completion Clerk"]))
    q = rng.randrange(3, 8)
    n.t(f"Our records show the following {q} incomplete record(s) assigned to you. Per Medical Staff Rules "
        f"section {rng.randrange(3, 12)}.{rng.randrange(1, 9)}, records must be completed within {rng.choice([14, 21, 30])} days of discharge.\n\n")
    n.t("Patient                 | MRN       | Encounter    | Disch      | Age/Sex | Deficiency                          | Days\n")
    for _ in range(q):
        pt = mkpat(rng, c, ref)
        dd = ref - dt.timedelta(days=rng.randrange(3, 60))
        n.p(rng.choice([pt.upper(), pt.formal(), pt.fl(), f"{pt.last}, {pt.first[0]}."]), "PAT")
        n.t(" | ")
        n.p(pt.mrn, "MRN")
        n.t(" | ")
        n.p(L.account(rng), "ACCT")
        n.t(" | ")
        n.p(L.fdate(dd, c, rng, rng.choice(["num", "short"])), "DATE")
        n.t(" | ")
        n.p(str(pt.age), "AGE")
        n.t(rng.choice(["", " ", "/", "y "]) + pt.sex + " | " + rng.choice(DEFIC))
        if rng.random() < 0.3:
            n.t(" (job #")
            n.p(L.digits(rng, 6), "ID")
            n.t(")")
        n.t(f" | {(ref - dd).days}\n")
    n.t("\nRecords delinquent beyond 30 days are reported to the CMO and may result in suspension of admitting privileges. "
        "Incomplete items can be signed in the EHR InBasket > Chart Completion.\n")
    n.f("Questions: HIM Chart Completion {TEL:t} or {EMAIL:e}\n", t=L.phone(rng, c), e=L.email(rng, generic="chart.completion"))
    if rng.random() < 0.5:
        n.f("Deficiency list also available at {URL:u} (login with your network ID, e.g. {USR:un}).\n",
            u=L.url(rng, "/him/deficiency"), un=dr.uname(rng))
    n.f("\ncc: {DOC:cc}, Clinical Director; Medical Staff Office, {HOSP:h}\n", cc=L.staff(rng, c, True).fl(), h=hosp)
