"""Genres: subpoena response cover letter, coding summary sheet, scanned-document index, portal proxy form."""
import datetime as dt

import lib as L
import pools as P
from genres_a import header, mkpat, mrn_label, LAW


def art(w):
    return "an" if w[0].lower() in "aeiou" else "a"


def court(rng, c):
    """Returns list of (text, type-or-None) pieces for a court name."""
    if c == "US":
        cty = rng.choice(P.TOWN_PARTS["US"][0]) + rng.choice(["", "ton", "wood"]) + " County"
        st = rng.choice(P.US_STATES)[0]
        return rng.choice([[("Circuit Court of ", None), (cty, "CITY"), (", ", None), (st, "STATE")],
                           [("Superior Court of ", None), (st, "STATE"), (", County of ", None), (cty[:-7], "CITY")],
                           [("District Court, ", None), (cty, "CITY")]])
    if c == "AU":
        st = rng.choice(P.AU_STATES)[0]
        return rng.choice([[("Supreme Court of ", None), (st, "STATE")], [("District Court of ", None), (st, "STATE")],
                           [("Federal Circuit and Family Court of ", None), ("Australia", "COUNTRY")]])
    return rng.choice([[("The High Court", None)], [("The Circuit Court, ", None), (L.town(rng, c), "CITY")],
                       [("District Court, ", None), (L.town(rng, c), "CITY")]])


def subpoena_cover(n, rng, c):
    ref = L.rdate(rng, 2019, 2025)
    pt = mkpat(rng, c, ref, 18, 88)
    hosp = header(n, rng, c, rng.choice(["RESPONSE TO SUBPOENA DUCES TECUM" if c == "US" else "RESPONSE TO SUBPOENA TO PRODUCE",
                                         "Certification of Records - Cover Letter"]))
    n.p(L.fdate(ref, c, rng, rng.choice(["long", "abbr"])), "DATE")
    n.t("\n\nBY " + rng.choice(["FAX AND FIRST-CLASS MAIL", "SECURE EMAIL", "REGISTERED POST", "COURIER"]) + "\n")
    atty = L.Person(rng)
    firm = L.lawfirm(rng, c)
    n.f("{FAM:a}, {cred}\n{ORG:f}\n", a=atty.full(), cred=rng.choice(["Esq.", "Solicitor", "Attorney at Law", "Partner"]), f=firm)
    L.address(n, rng, c, lines=True)
    n.f("\nFax: {FAX:x}\n\n", x=L.phone(rng, c, "fax"))
    emp = rng.choice(P.EMPLOYERS)
    n.t("Re: ")
    k = rng.random()
    if k < 0.5:
        n.f("{PAT:p} v. {ORG:e}", p=pt.fl(), e=emp)
    else:
        n.f("{PAT:p} v {FAM:d}", p=pt.full(), d=L.Person(rng).fl())
    n.f("\n    Case No. {ID:cn}\n    ", cn=rng.choice([f"CV-{ref.year}-{L.digits(rng, 6)}", f"{ref.year}/{L.digits(rng, 5)}",
                                                      f"{rng.randrange(2019, 2025)} No. {L.digits(rng, 4)} P", f"DC-{L.digits(rng, 5)}"]))
    for s, t in court(rng, c):
        n.p(s, t) if t else n.t(s)
    n.f("\n    Patient: {PAT:p}   DOB: {DATE:b}   {ml} {MRN:m}\n\n", p=pt.upper(), b=L.fdate(pt.dob, c, rng, "num"),
        ml=mrn_label(c, rng), m=pt.mrn)
    sal = atty.title(rng, c) if rng.random() < 0.6 else "Counsel"
    n.t("Dear " + sal + " ")
    n.p(atty.last, "FAM")
    n.t(",\n\n")
    d1, d2 = ref - dt.timedelta(days=rng.randrange(300, 1500)), ref - dt.timedelta(days=rng.randrange(30, 290))
    n.f("{HOSP:h} is in receipt of the subpoena served on {DATE:s} seeking records of the above patient for dates of service "
        "{DATE:a} through {DATE:b}. Enclosed please find {pg} pages (Bates {bt}-0001 to {bt}-{pg:04d}) comprising: ED "
        "records, radiology reports (CT C-spine, XR L wrist), outpatient physiotherapy notes and itemised billing.\n\n",
        h=hosp, s=L.fdate(ref - dt.timedelta(days=rng.randrange(5, 25)), c, rng), a=L.fdate(d1, c, rng),
        b=L.fdate(d2, c, rng), pg=rng.randrange(12, 900), bt=rng.choice(["HMC", "REC", "MR", "PRD"]))
    if rng.random() < 0.55:
        n.f("The records document a motor vehicle collision on {DATE:d} in which the patient was the driver of vehicle {VEH:v}",
            d=L.fdate(d1, c, rng), v=L.vehicle(rng, c))
        n.f("; the patient reported employment as {art} {PROF:pr} with {ORG:e} at the time.\n\n", art=art(pr := rng.choice(P.PROFESSIONS)),
            pr=pr, e=emp)
    n.t("Withheld: " + {"US": "psychotherapy notes; SUD treatment records protected under 42 CFR Part 2 (a court order meeting "
                              "§2.64 is required); HIV test results absent specific authorisation.",
                        "AU": "records of the sexual assault service; mental health records pending a claim of privilege "
                              "under the Evidence Act 1995.", "IE": "third-party information and counselling notes, "
                              "pending direction of the Court."}[c] + "\n\n")
    cust = L.staff(rng, c)
    n.f("I certify that the enclosed are true and complete copies kept in the regular course of business. Account "
        "{ACCT:ac} has been invoiced {cur}{fee} (copy charges per {law}).\n\nSincerely,\n\n{DOC:cu}, {cr}\nCustodian of Records\n"
        "Direct: {TEL:t}   {EMAIL:e}\n", ac=L.account(rng), cur="$" if c != "IE" else "€", fee=f"{rng.randrange(15, 400)}.{rng.choice(['00', '50'])}",
        law=rng.choice(LAW[c]), cu=cust.fl(), cr=cust.cred, t=L.phone(rng, c), e=L.email(rng, cust))
    if c == "US" and rng.random() < 0.6:
        no = L.Person(rng)
        n.f("\nSubscribed and sworn before me {DATE:d}. Notary Public: {FAM:nn}, Commission No. {LIC:cm}\n",
            d=L.fdate(ref, c, rng), nn=no.fl(), cm=L.digits(rng, 7))
    n.f("Enclosures: CD-ROM (encrypted; password sent separately to {EMAIL:e})\n", e=L.email(rng, atty))


DX = [("I21.4", "NSTEMI"), ("I50.23", "Acute on chronic systolic HF"), ("E11.65", "T2DM with hyperglycaemia"),
      ("N17.9", "AKI, unspecified"), ("J18.9", "Pneumonia, unspecified organism"), ("A41.9", "Sepsis, unspecified"),
      ("E87.1", "Hyponatraemia"), ("D62", "Acute posthaemorrhagic anaemia"), ("S72.001A", "Fx R femoral neck, initial"),
      ("Z79.4", "Long-term insulin use"), ("J44.1", "COPD with acute exacerbation"), ("I48.91", "Atrial fibrillation"),
      ("N39.0", "UTI, site not specified"), ("F10.20", "Alcohol dependence, uncomplicated"), ("E66.01", "Morbid obesity"),
      ("Z68.41", "BMI 40.0-44.9, adult"), ("I10", "Essential hypertension"), ("E78.5", "Hyperlipidaemia"),
      ("G93.41", "Metabolic encephalopathy"), ("R65.20", "Severe sepsis w/o shock"), ("K35.80", "Acute appendicitis"),
      ("I63.9", "Cerebral infarction"), ("L89.153", "Pressure injury sacrum, stage 3"), ("E43", "Severe protein-calorie malnutrition"),
      ("G20", "Parkinson's disease"), ("E05.00", "Graves' disease w/o crisis"), ("K50.90", "Crohn's disease"),
      ("G30.9", "Alzheimer's disease, unspecified"), ("G61.0", "Guillain-Barre syndrome"), ("I73.00", "Raynaud's syndrome")]
PX = [("0SR9019", "R hip replacement, metal on poly, cemented"), ("02703ZZ", "Dilation coronary artery, 1 site"),
      ("5A1955Z", "Mechanical ventilation >96 hrs"), ("0DTJ4ZZ", "Laparoscopic appendicectomy"),
      ("38497-00", "Coronary angiography"), ("49518-00", "Total hip arthroplasty, unilateral"),
      ("13706-02", "Transfusion of packed cells"), ("0JH606Z", "Insertion pacemaker, dual chamber"),
      ("30233N1", "Transfusion nonautologous RBC")]
DISP = ["Home/self-care (01)", "Home health (06)", "SNF (03)", "Expired (20)", "Rehab facility (62)", "Residential aged care",
        "Discharged at own risk", "Transferred to other acute hospital"]


def coding_summary(n, rng, c):
    ref = L.rdate(rng, 2020, 2025)
    pt = mkpat(rng, c, ref, 18, 97)
    hosp = L.hospital(rng, c)
    sysname = {"US": "ICD-10-CM/PCS | MS-DRG v41", "AU": "ICD-10-AM/ACHI/ACS 12th Ed | AR-DRG v11.0",
               "IE": "HIPE - ICD-10-AM 10th Ed | AR-DRG v8"}[c]
    n.f("{HOSP:h}\nCODING SUMMARY / ABSTRACT        {s}\n\n", h=hosp, s=sysname)
    adm = ref - dt.timedelta(days=rng.randrange(1, 25))
    n.f("Patient: {PAT:p}    Sex: {sx}    Age: {AGE:a}\nDOB: {DATE:b}   {ml} {MRN:m}   Acct/Episode: {ACCT:ac}\n",
        p=pt.upper(), sx=pt.sex, a=pt.age, b=L.fdate(pt.dob, c, rng, "num"), ml=mrn_label(c, rng), m=pt.mrn, ac=L.account(rng))
    n.f("Admit: {DATE:a} {h:02d}{mm:02d}   {sep}: {DATE:d}   LOS: {los} days   Ward: {HOSP:w}   Bed: {LOC:b}\n",
        a=L.fdate(adm, c, rng, rng.choice(["num", "dmy-abbr"])), h=rng.randrange(24), mm=rng.randrange(60),
        sep="Separation" if c != "US" else "Discharge", d=L.fdate(ref, c, rng, rng.choice(["num", "dmy-abbr"])),
        los=(ref - adm).days, w=rng.choice(P.WARDS), b=str(rng.randrange(1, 40)) + rng.choice(["", "A", "B"]))
    ins = rng.choice(P.INSURERS[c])
    plab = {"US": "Member ID", "AU": rng.choice(["Medicare No.", "Fund member no."]), "IE": rng.choice(["GMS card no.", "Policy no."])}[c]
    n.f("Payer: {ORG:i}   {pl} {HP:m}\n", i=ins if not (c == "AU" and plab.startswith("Medicare")) else rng.choice(P.INSURERS[c]),
        pl=plab, m=L.healthplan(rng, c))
    if rng.random() < 0.5:
        n.f("Occupation: {PROF:o}   Employer: {ORG:e}\n", o=rng.choice(P.PROFESSIONS), e=rng.choice(P.EMPLOYERS))
    att = L.staff(rng, c, True)
    n.f("Attending: Dr {DOC:a}   Consultant code {cc}\n\n", a=att.formal(), cc=rng.choice(["GM1", "CARD2", "ORTH", "145"]))
    dxs = rng.sample(DX, rng.randrange(4, 9))
    n.t("DIAGNOSES                                             POA\n")
    for i, (cd, ds) in enumerate(dxs):
        n.t(f"{'PDx' if i == 0 else 'SDx'} {cd:<9} {ds:<42} {rng.choice(['Y', 'Y', 'N', 'U', 'W']) if c == 'US' else rng.choice(['1', '2', '1'])}\n")
    n.t("\nPROCEDURES\n")
    for cd, ds in rng.sample(PX, rng.randrange(1, 4)):
        n.f("{cd:<9} {ds}   {DATE:d}   Surgeon: {DOC:s}\n", cd=cd, ds=ds, d=L.fdate(adm + dt.timedelta(days=rng.randrange(0, 3)), c, rng, "num"),
            s=L.staff(rng, c, True).fl())
        if "pacemaker" in ds or "replacement" in ds or "arthroplasty" in ds or rng.random() < 0.25:
            n.f("          Implant log: {mdl}, SN {DEV:sn}, lot {lot}\n", mdl=rng.choice(["Medtronic Azure XT DR", "Exeter V40 stem",
                "Trident II shell", "Boston Sci Accolade", "Zimmer CPT 12/14"]), sn=L.device(rng), lot=L.digits(rng, 6))
    drg = {"US": f"MS-DRG {rng.choice([291, 292, 193, 871, 872, 470, 247, 683, 690])} (RW {rng.randrange(8, 30) / 10:.4f})",
           "AU": f"AR-DRG {rng.choice(['F62B', 'E62A', 'I08B', 'T60A', 'F10B', 'B70C'])} (NWAU {rng.randrange(8, 60) / 10})",
           "IE": f"AR-DRG {rng.choice(['F62B', 'E62A', 'I03C', 'G07B'])}  (price group {rng.randrange(1, 9)})"}[c]
    n.t(f"\nGrouper: {drg}   Disposition: {rng.choice(DISP)}\n")
    n.t(f"Clinical indicators reviewed: Na 12{rng.randrange(0, 9)} mmol/L, Hb {rng.randrange(60, 99) / 10} g/dL, lactate "
        f"{rng.randrange(12, 60) / 10} mmol/L, eGFR {rng.randrange(12, 60)}, BMI {rng.randrange(180, 460) / 10}.\n")
    cd = L.staff(rng, c)
    n.f("\nCoded by: {DOC:c}, {cr} ({USR:u})   Date coded: {DATE:d}   Abstract #{ID:ab}\n", c=cd.fl(), cr=rng.choice(["CCS", "RHIT", "Clinical Coder", "CCA"]),
        u=cd.uname(rng), d=L.fdate(ref + dt.timedelta(days=rng.randrange(1, 15)), c, rng), ab=L.digits(rng, 7))
    if rng.random() < 0.5:
        n.f("Query sent to Dr {DOC:q} re: specificity of HF type; pending.\n", q=att.last)


DOCTYPES = ["Consent for surgery", "Outside records", "ECG tracing", "Driver licence copy", "Insurance card (front/back)",
            "Advance directive / POLST", "Fax - referral letter", "Handwritten MAR", "Anaesthetic chart", "Fluid balance chart",
            "Pacemaker ID card", "Pathology - external", "Correspondence", "Photo ID"]


def scan_index(n, rng, c):
    ref = L.rdate(rng, 2019, 2025)
    pt = mkpat(rng, c, ref)
    op = L.staff(rng, c)
    n.f("SCANNED DOCUMENT INDEX - {HOSP:h}\nBatch: {ID:b}   Scan date: {DATE:d}   Operator: {DOC:o} ({USR:u})\n",
        h=L.hospital(rng, c), b=L.idnum(rng, "B"), d=L.fdate(ref, c, rng), o=op.fl(), u=op.uname(rng))
    n.f("Scanner: {mdl} SN {DEV:sn}  {dpi} dpi, duplex\n", mdl=rng.choice(["Fujitsu fi-7600", "Kodak i3450", "Canon DR-G2140"]),
        sn=L.device(rng), dpi=rng.choice([200, 300]))
    n.f("Patient: {PAT:p}  {ml} {MRN:m}  DOB {DATE:b}  Encounter {ACCT:e}\n\n", p=pt.formal(), ml=mrn_label(c, rng),
        m=pt.mrn, b=L.fdate(pt.dob, c, rng, "num"), e=L.account(rng))
    n.t("Doc ID      | Type                           | Doc date   | Pgs | Source / detail                     | QA\n")
    for dtp in rng.sample(DOCTYPES, rng.randrange(6, 11)):
        n.p(L.idnum(rng, "DOC"), "ID")
        n.t(f" | {dtp} | ")
        n.p(L.fdate(ref - dt.timedelta(days=rng.randrange(0, 900)), c, rng, rng.choice(["num", "num", "iso", "my"])), "DATE")
        n.t(f" | {rng.randrange(1, 40)} | ")
        if dtp == "Driver licence copy":
            n.f("lic no. {LIC:l}", l=L.license_(rng, c, "dl"))
        elif dtp.startswith("Insurance"):
            n.f("{ORG:i} mbr {HP:m}", i=rng.choice(P.INSURERS[c]), m=L.healthplan(rng, c))
        elif dtp == "Pacemaker ID card":
            n.f("Medtronic Azure SN {DEV:s}", s=L.device(rng))
        elif dtp in ("Outside records", "Pathology - external", "Fax - referral letter"):
            n.f("from {HOSP:h}, fax {FAX:f}", h=L.hospital(rng, c), f=L.phone(rng, c, "fax"))
            if rng.random() < 0.3:
                n.f(", accession {ID:a}", a=L.idnum(rng, "S"))
        elif dtp == "Advance directive / POLST":
            n.f("witness {FAM:w}; agent {FAM:a} {TEL:t}", w=L.Person(rng).fl(), a=L.Person(rng).full(), t=L.phone(rng, c))
        elif dtp == "Consent for surgery":
            n.f("Dr {DOC:d}; interpreter {DOC:i} ({lang})", d=L.staff(rng, c, True).last, i=L.Person(rng).fl(),
                lang=rng.choice(["Polish", "Vietnamese", "Arabic", "Somali", "Portuguese", "Mandarin", "Irish Sign Language"]))
        elif dtp == "Photo ID":
            n.f("passport, {COUNTRY:co}", co=rng.choice(P.COUNTRIES))
        else:
            n.t(rng.choice(["ward paper record", "ED paper chart", "loose filing", "returned from clinic"]))
        n.t(" | " + rng.choice(["OK", "OK", "OK", "Rescan - skewed", "Misindexed? see note", "Blank page removed"]) + "\n")
    n.t("\nQA notes: ")
    other = mkpat(rng, c, ref)
    n.f("page 3 of fluid chart carries label for {PAT:o} ({MRN:om}) - pulled and routed to HIM Integrity queue. "
        "Barcode cover sheet v2.1 used; {k} sheets blank. Verified by {DOC:v} on {DATE:d}.\n", o=other.formal(), om=other.mrn,
        k=rng.randrange(0, 6), v=L.staff(rng, c).fl(), d=L.fdate(ref + dt.timedelta(days=1), c, rng, "md"))


def proxy_form(n, rng, c):
    ref = L.rdate(rng, 2021, 2025)
    minor = rng.random() < 0.4
    pt = mkpat(rng, c, ref, 0 if minor else 18, 17 if minor else 99) if not minor else mkpat(rng, c, ref, 1, 17)
    hosp = L.hospital(rng, c)
    n.f("{HOSP:h}\nPATIENT PORTAL PROXY ACCESS AUTHORISATION\nPortal: {URL:u}\n\n", h=hosp, u=L.url(rng, rng.choice(["", "/proxy", "/login"])))
    n.f("PART 1 - PATIENT\nFull name: {PAT:p}\nDate of birth: {DATE:b}   Age: {AGE:a}\n{ml} {MRN:m}\nHome address: ",
        p=pt.full(), b=L.fdate(pt.dob, c, rng, "num"), a=pt.age, ml=mrn_label(c, rng), m=pt.mrn)
    L.address(n, rng, c)
    if rng.random() < 0.4:
        n.f(", {COUNTRY:co}", co={"US": "USA", "AU": "Australia", "IE": "Ireland"}[c])
    n.f("\nMobile: {TEL:t}\n\n", t=L.phone(rng, c, "mob"))
    px = L.Person(rng)
    if rng.random() < 0.5:
        px.last = pt.last
    rel = rng.choice(["Parent", "Mother", "Father", "Legal guardian"]) if minor else rng.choice(
        ["Spouse", "Daughter", "Son", "Enduring POA", "Carer", "Niece", "Partner"])
    pr = rng.choice(P.PROFESSIONS)
    n.f("PART 2 - PROXY\nName: {FAM:p}   Relationship: {rel}\nDOB: {DATE:b}   Occupation: {PROF:o}\n",
        p=px.full(), rel=rel, b=L.fdate(L.dob(rng, 25, 80, ref), c, rng, "num"), o=pr)
    n.t("Address: ")
    if rng.random() < 0.5:
        n.t("same as patient")
    else:
        L.address(n, rng, c)
    n.f("\nPhone: {TEL:t}   Email: {EMAIL:e}\nRequested username: {USR:u}\n", t=L.phone(rng, c), e=L.email(rng, px), u=px.uname(rng))
    n.f("ID sighted: {kind} no. {LIC:l}   Verified by: {DOC:v} on {DATE:d}\n",
        kind=rng.choice(["Driver licence", "Driver's license", "Learner permit"]), l=L.license_(rng, c, "dl"),
        v=L.staff(rng, c).fl(), d=L.fdate(ref, c, rng))
    if rng.random() < 0.45:
        n.f("Kiosk identity check: {m} enrolment ID {BIOID:b}\n", m=rng.choice(["fingerprint", "face match", "palm vein"]), b=L.bioid(rng))
    n.t("\nPART 3 - ACCESS LEVEL (tick one)\n")
    n.t(rng.choice(["[x] Full access (results, letters, messaging, appointments)\n[ ] Limited (appointments + billing only)\n",
                    "[ ] Full access\n[x] Limited - appointments, medications, immunisations\n"]))
    if minor:
        n.t("Note: for patients aged 12-17 confidential adolescent encounters (sexual health, mental health) are suppressed "
            "from proxy view; access converts automatically at age 18 unless renewed by the patient.\n")
    n.f("Expiry: {DATE:e}  (max 12 months)\n\nSignature of patient/guardian: ______  Date: {DATE:d}\n",
        e=L.fdate(ref + dt.timedelta(days=365), c, rng, rng.choice(["num", "my"])), d=L.fdate(ref, c, rng, "num"))
    n.f("Signature of proxy: ______  Date: {DATE:d}\n\nOFFICE USE: scanned to {ID:dn}; portal account {ACCT:pa} linked {DATE:l} "
        "by {USR:st}. Activation code sent by SMS. Helpdesk {TEL:h}.\n", d=L.fdate(ref, c, rng, "num"), dn=L.idnum(rng, "DOC"),
        pa=L.account(rng), l=L.fdate(ref + dt.timedelta(days=rng.randrange(0, 4)), c, rng, "md"), st=L.Person(rng).uname(rng),
        h=L.phone(rng, c))
