"""Genres: misfiled-documents memo, telephone encounter, privacy incident report, coding/CDI query."""
import datetime as dt

import lib as L
import pools as P
from genres_a import mkpat, mrn_label, LAW
from genres_b import art


def misfile_memo(n, rng, c):
    ref = L.rdate(rng, 2019, 2025)
    hosp = L.hospital(rng, c)
    fr, to = L.staff(rng, c), L.staff(rng, c)
    n.f("MEMORANDUM\n{HOSP:h} - Health Information Management\n\nTO:      {DOC:t}, {tr}\nFROM:    {DOC:f}, {fr}\n"
        "DATE:    {DATE:d}\nRE:      Correction of misfiled documents - {ID:i}\n\n", h=hosp, t=to.fl(), tr=rng.choice(["HIM Director", "Manager, Health Information Services", "Data Integrity Lead"]),
        f=fr.fl(), fr=rng.choice(["Data Integrity Analyst", "HIM Supervisor", "Records Officer"]), d=L.fdate(ref, c, rng),
        i=L.idnum(rng, rng.choice(["MF-", "DI-", "INC-"])))
    a, b = mkpat(rng, c, ref), mkpat(rng, c, ref)
    if rng.random() < 0.4:
        b.last = a.last
    dd = ref - dt.timedelta(days=rng.randrange(1, 60))
    who = L.staff(rng, c, True)
    n.f("On {DATE:d}, Dr. {DOC:w} ({HOSP:ward}) reported that documents belonging to one patient were filed in the electronic "
        "record of another. Details:\n\n", d=L.fdate(dd, c, rng, rng.choice(["long", "num", "wd"])), w=who.last, ward=rng.choice(P.WARDS))
    n.f("  Correct patient:    {PAT:a}   {ml} {MRN:am}   DOB {DATE:ab}\n  Record filed into:  {PAT:b}   {ml} {MRN:bm}   DOB {DATE:bb}\n\n",
        a=a.upper(), ml=mrn_label(c, rng), am=a.mrn, ab=L.fdate(a.dob, c, rng, "num"), b=b.upper(), bm=b.mrn,
        bb=L.fdate(b.dob, c, rng, "num"))
    n.t("Documents affected:\n")
    for _ in range(rng.randrange(2, 6)):
        n.t("  - " + rng.choice(["Pathology report (FBC, U&E, CRP)", "Discharge letter", "ECG 12-lead", "Radiology report - CXR",
                                 "Outpatient clinic letter", "Nursing handover sheet", "Blood gas (pH 7.31, pCO2 52)",
                                 "Medication chart", "Referral from GP"]) + ", dated ")
        n.p(L.fdate(dd - dt.timedelta(days=rng.randrange(0, 30)), c, rng, rng.choice(["num", "short", "dmy-abbr"])), "DATE")
        if rng.random() < 0.4:
            n.f(", accession {ID:x}", x=L.idnum(rng, rng.choice(["S", "RAD", "LAB"])))
        if rng.random() < 0.3:
            n.f(" (encounter {ACCT:e})", e=L.account(rng))
        n.t("\n")
    cause = rng.choice(["similar names and same-day clinic attendance", "wrong barcode label applied at scanning",
                        "patient selected from recent-patient list", "fax received with no identifiers, indexed by surname only",
                        "twin siblings registered under one temporary MRN"])
    n.t(f"\nRoot cause: {cause}.\n")
    n.t("Action taken:\n")
    sc = L.staff(rng, c)
    n.f("1. Documents moved to correct record by {USR:u} on {DATE:d}; original location retained in audit trail "
        "(reason code MF2).\n", u=sc.uname(rng), d=L.fdate(ref, c, rng, "iso"))
    n.f("2. Access audit of {PAT:bl}'s record shows {k} views of the misfiled pages, all by treating staff; one print by {USR:u2}"
        " from workstation {IP:ip}.\n", bl=b.last, k=rng.randrange(0, 7), u2=L.Person(rng).uname(rng), ip=L.ip(rng))
    n.f("3. Treating consultant Dr {DOC:tc} notified; no clinical decisions based on the misfiled results "
        "(K+ {k} mmol/L was not acted on).\n", tc=L.staff(rng, c, True).fl(), k=rng.randrange(30, 62) / 10)
    n.f("4. Disclosure: {t} {PAT:al} informed by phone ({TEL:ph}) on {DATE:d2}.\n", t=a.title(rng, c), al=a.last,
        ph=L.phone(rng, c), d2=L.fdate(ref + dt.timedelta(days=rng.randrange(1, 5)), c, rng, "md"))
    if rng.random() < 0.5:
        n.f("5. Downstream copies: the letter was also faxed to {HOSP:g} ({FAX:f}); recall requested.\n",
            g=L.hospital(rng, c), f=L.phone(rng, c, "fax"))
    n.t(f"\nNo further action required under {rng.choice(LAW[c])} unless the audit review finds otherwise. "
        "Please sign off on the data integrity log.\n\n")
    n.p(fr.init() if rng.random() < 0.5 else (fr.first[0] + fr.last[0]).lower(), "DOC")
    n.t("/")
    n.p((to.first[0] + to.last[0]).upper(), "DOC")
    n.t("\n")


def phone_encounter(n, rng, c):
    ref = L.rdate(rng, 2020, 2025)
    pt = mkpat(rng, c, ref, 2, 95)
    hosp = L.hospital(rng, c)
    st = L.staff(rng, c)
    n.f("TELEPHONE ENCOUNTER   {HOSP:h}\nDate: {DATE:d}   Time: {hh}:{mm:02d}   Taken by: {DOC:s}", h=hosp,
        d=L.fdate(ref, c, rng, rng.choice(["num", "wd", "short"])), hh=rng.randrange(8, 18), mm=rng.randrange(60), s=st.fl())
    n.t(f", {rng.choice(['HIM Clerk', 'ROI Specialist', 'Medical Records Officer', 'Front desk'])}\n")
    n.f("Patient: {PAT:p}   DOB: {DATE:b}   {ml} {MRN:m}\n", p=pt.formal(), b=L.fdate(pt.dob, c, rng, "num"),
        ml=mrn_label(c, rng), m=pt.mrn)
    caller_self = rng.random() < 0.45
    fm = L.Person(rng)
    rel = rng.choice(["daughter", "son", "wife", "husband", "mother", "carer", "neighbour", "sister"])
    if caller_self:
        n.f("Caller: patient   Callback: {TEL:t}\n\n", t=L.phone(rng, c))
    else:
        n.f("Caller: {FAM:f} ({rel})   Callback: {TEL:t}\n\n", f=fm.fl(), rel=rel, t=L.phone(rng, c))
    n.t("Reason for call: ")
    k = rng.randrange(4)
    if k == 0:
        n.f("wants copy of records from admission {DATE:a}-{DATE:b} for {ORG:i} claim. ", a=L.fdate(ref - dt.timedelta(days=90), c, rng, "md"),
            b=L.fdate(ref - dt.timedelta(days=84), c, rng, "md"), i=rng.choice(P.INSURERS[c]))
    elif k == 1:
        n.f("asking why {PAT:f}'s portal shows a result for a different patient (CT abdo). ", f=pt.first)
    elif k == 2:
        n.f("requesting amendment - says employer listed as {ORG:e}; {PAT:f} left there in {DATE:y}, now works as {art} {PROF:pr}. ",
            e=rng.choice(P.EMPLOYERS), f=pt.first, y=str(ref.year - rng.randrange(1, 6)), art=art(pr := rng.choice(P.PROFESSIONS)), pr=pr)
    else:
        n.f("records to be sent to new GP Dr {DOC:g}, {HOSP:h}, fax {FAX:f}. ", g=L.staff(rng, c, True).last,
            h=L.hospital(rng, c), f=L.phone(rng, c, "fax"))
    age = pt.age
    n.f("Pt is {AGE:a} {yo}", a=age, yo=rng.choice(["yo", "y/o", "years old", "yr old"]))
    if age >= 20 and rng.random() < 0.6:
        n.f(", retired {PROF:p}", p=rng.choice(P.PROFESSIONS))
    n.t(f". Identity verified with 3 identifiers (name, DOB, {rng.choice(['address', 'MRN', 'last 4 of phone'])}).\n")
    if not caller_self:
        n.t("No authorisation on file for caller. ")
        n.f("Advised {FAM:f} that {ti}{PAT:p} must sign release form or provide POA; form emailed to {EMAIL:e}.\n", f=fm.first,
            ti=(ttl := ("" if rng.random() < 0.5 else pt.title(rng, c) + " ")), p=pt.last if ttl else pt.first, e=L.email(rng, fm))
    n.t(f"Meds per caller: {rng.choice(['metformin 1 g BD', 'atorvastatin 40 mg nocte', 'apixaban 5 mg BID', 'sertraline 100 mg mane', 'levothyroxine 75 mcg'])}"
        f" - not HIM issue, msg to nurse line. BP at home {rng.randrange(100, 170)}/{rng.randrange(55, 100)}, HR {rng.randrange(55, 110)}.\n")
    n.t(f"Advised turnaround up to {rng.choice([10, 15, 30])} business days; fee waived (continuity of care).\n")
    if rng.random() < 0.35:
        n.f("Caller asked about parking fine at the {LOC:b} car park (rego {VEH:v}) - transferred to Facilities.\n",
            b=rng.choice(P.BUILDINGS), v=L.vehicle(rng, c))
    rt = L.staff(rng, c, True)
    n.f("Routed to: Dr {DOC:r} / HIM ROI queue. Request # {ID:q}\n-- {DOC:s} {DATE:d} {hh}:{mm:02d}\n", r=rt.last,
        q=L.idnum(rng, "ROI-"), s=st.init() if rng.random() < 0.5 else st.fl(), d=L.fdate(ref, c, rng, "md"),
        hh=rng.randrange(8, 18), mm=rng.randrange(60))


def privacy_incident(n, rng, c):
    ref = L.rdate(rng, 2019, 2025)
    hosp = L.hospital(rng, c)
    n.f("PRIVACY INCIDENT REPORT   (Confidential - prepared at direction of counsel)\n{HOSP:h}\nIncident #: {ID:i}\n",
        h=hosp, i=L.idnum(rng, rng.choice(["PI-", "INC-", "PRIV-"])))
    occ = ref - dt.timedelta(days=rng.randrange(1, 20))
    rep = L.staff(rng, c)
    n.f("Date of incident: {DATE:o}   Date discovered: {DATE:d}   Reported by: {DOC:r} ({role}) ext {TEL:x}\n\n",
        o=L.fdate(occ, c, rng), d=L.fdate(ref, c, rng), r=rep.fl(), role=rng.choice(["Ward Clerk", "NUM", "HIM Supervisor", "Outpatient Receptionist"]),
        x=str(rng.randrange(1000, 9999)))
    k = rng.randrange(4)
    n.t("DESCRIPTION\n")
    if k == 0:
        n.f("A discharge summary intended for {HOSP:g} (fax {FAX:ok}) was sent to {FAX:bad}, a private number "
            "(one digit transposed). Recipient {FAM:rc} phoned to report it and confirmed shredding.\n",
            g=L.hospital(rng, c), ok=L.phone(rng, c, "fax"), bad=L.phone(rng, c, "fax"), rc=L.Person(rng).fl())
    elif k == 1:
        n.f("Spreadsheet of {q} ROI requests emailed to {EMAIL:bad} instead of {EMAIL:ok}. Recall attempted at {h}:{m:02d}.\n",
            q=rng.randrange(5, 300), bad=L.email(rng, L.Person(rng)), ok=L.email(rng, generic="roi.team"), h=rng.randrange(8, 18),
            m=rng.randrange(60))
    elif k == 2:
        n.f("Unencrypted USB drive (SN {DEV:s}) containing coding worklists lost; last seen in vehicle {VEH:v} in the "
            "{LOC:b} car park.\n", s=L.device(rng), v=L.vehicle(rng, c), b=rng.choice(P.BUILDINGS))
    else:
        n.f("Laptop asset {ID:a} (last IP {IP:ip}) stolen from staff home; BitLocker enabled, "
            "cached EHR extract suspected.\n", a=L.idnum(rng, "IT-"), ip=L.ip(rng))
    q = rng.randrange(2, 6)
    n.t(f"\nINDIVIDUALS AFFECTED ({q} listed; full list in attachment B)\n")
    for _ in range(q):
        p = mkpat(rng, c, ref)
        n.p(rng.choice([p.formal(), p.fl(), p.upper()]), "PAT")
        n.t(" - ")
        n.p(p.mrn, "MRN")
        n.t(" - ")
        n.p(L.fdate(p.dob, c, rng, "num"), "DATE")
        n.t(" - data: " + rng.choice(["name, DOB, diagnosis", "name, MRN, HIV status", "name, address, Medicare no.",
                                       "name, SSN, insurance", "name, procedure, MBS items"]))
        if rng.random() < 0.6:
            if c == "US":
                n.f(" (SSN {SSN:s})", s=L.ssn(rng, c))
            elif c == "IE":
                n.f(" (PPSN {SSN:s})", s=L.ssn(rng, c))
            else:
                n.f(" (Medicare {HP:s})", s=L.healthplan(rng, c))
        n.t("\n")
    reg = {"US": "HHS OCR (<500 individuals: annual log)", "AU": "OAIC under the NDB scheme (likely serious harm test)",
           "IE": "Data Protection Commission within 72 hours (GDPR Art. 33)"}[c]
    n.t(f"\nRISK ASSESSMENT: nature/extent of PHI moderate; recipient {rng.choice(['known', 'unknown'])}; "
        f"PHI {rng.choice(['not', ''])} actually viewed; mitigation adequate. Score {rng.randrange(3, 12)}/16.\n")
    n.t(f"Notification to {reg}: {rng.choice(['yes', 'no', 'pending'])}.\n")
    po = L.staff(rng, c)
    n.f("Letters to individuals mailed {DATE:d}. Call centre {TEL:t}; details at {URL:u}.\nPrivacy Officer: {DOC:p} ({EMAIL:e})\n",
        d=L.fdate(ref + dt.timedelta(days=rng.randrange(3, 55)), c, rng), t=L.phone(rng, c), u=L.url(rng, "/privacy-notice"),
        p=po.full(), e=L.email(rng, po))


INDIC = ["BNP {a} pg/mL (ref <100)", "EF {b}% on TTE", "furosemide 40 mg IV BID", "Na {c} mmol/L", "lactate {d} mmol/L",
         "WBC {e} x10^9/L", "temp 38.{f} C", "albumin {g} g/L", "creatinine {h} umol/L (baseline 80)", "MAP 6{f} on noradrenaline",
         "Hb {i} g/dL post-op", "2 units PRBC transfused", "CAM-ICU positive", "GCS 13 (E3V4M6)", "BMI {j}",
         "albuterol nebs q4h", "K+ 2.{f}", "Foley catheter in situ", "Babinski negative", "Wells score {f}",
         "CURB-65 score 3", "Braden 1{f}", "Hx Parkinson's disease", "Glasgow-Blatchford 1{f}", "INR {d}", "troponin T {e}0 ng/L", "SpO2 8{f}% on 4 L NC"]
QOPT = [["Acute on chronic systolic (HFrEF) heart failure", "Acute on chronic diastolic heart failure", "Chronic heart failure only"],
        ["Sepsis due to UTI", "UTI without sepsis", "Bacteraemia"], ["Acute blood loss anaemia", "Expected post-operative blood loss"],
        ["Severe protein-calorie malnutrition", "Moderate malnutrition", "Not clinically significant"],
        ["Metabolic encephalopathy", "Delirium due to known physiological condition", "Dementia with behavioural disturbance"],
        ["Acute kidney injury", "CKD stage 3b without AKI"]]


def coding_query(n, rng, c):
    ref = L.rdate(rng, 2020, 2025)
    pt = mkpat(rng, c, ref, 20, 96)
    hosp = L.hospital(rng, c)
    cds, doc = L.staff(rng, c), L.staff(rng, c, True)
    n.f("{HOSP:h}\n{t}\n\nTo: Dr {DOC:d}   From: {DOC:s}, {cr}\nQuery ID: {ID:q}   Date sent: {DATE:ds}\n", h=hosp,
        t=rng.choice(["CLINICAL DOCUMENTATION QUERY", "Coding Clarification Request", "CDI Query - Concurrent"]), d=doc.fl(),
        s=cds.fl(), cr=rng.choice(["CDIP", "CCDS", "RN, CDS", "Clinical Coder"]), q=L.idnum(rng, "Q"), ds=L.fdate(ref, c, rng))
    n.f("Patient: {PAT:p}   {ml} {MRN:m}   Enc {ACCT:e}   Admitted {DATE:a}   {AGE:ag}{sx}   Loc: {HOSP:w} bed {LOC:b}\n\n",
        p=pt.formal(), ml=mrn_label(c, rng), m=pt.mrn, e=L.account(rng), a=L.fdate(ref - dt.timedelta(days=rng.randrange(1, 9)), c, rng, "md"),
        ag=pt.age, sx=rng.choice([pt.sex, " " + pt.sex, "y" + pt.sex, " yo " + pt.sex]), w=rng.choice(P.WARDS), b=str(rng.randrange(1, 36)))
    n.t("Clinical indicators from the record:\n")
    vals = dict(a=rng.randrange(200, 3400), b=rng.randrange(15, 60), c=rng.randrange(118, 134), d=rng.randrange(18, 70) / 10,
                e=rng.randrange(2, 30), f=rng.randrange(0, 9), g=rng.randrange(18, 40), h=rng.randrange(110, 480),
                i=rng.randrange(60, 100) / 10, j=rng.randrange(140, 480) / 10)
    for ind in rng.sample(INDIC, rng.randrange(4, 8)):
        n.t("  - " + ind.format(**vals))
        if rng.random() < 0.3:
            n.t(" (")
            n.p(L.fdate(ref - dt.timedelta(days=rng.randrange(0, 5)), c, rng, rng.choice(["md", "wd"])), "DATE")
            n.t(f" {rng.randrange(0, 24):02d}:{rng.randrange(60):02d})")
        n.t("\n")
    n.f("\nProgress note of {DATE:d} documents \"{q}\". Based on your clinical judgment, can the diagnosis be further specified?\n",
        d=L.fdate(ref - dt.timedelta(days=1), c, rng, rng.choice(["md", "num"])), q=rng.choice(["CHF", "SIRS", "anaemia", "confusion", "poor oral intake", "rising creat"]))
    for o in rng.choice(QOPT) + ["Other: ________", "Unable to determine"]:
        n.t(f"  [ ] {o}\n")
    n.t("This query is not intended to lead to any particular response (AHIMA/ACDIS compliant practice brief).\n\n")
    if rng.random() < 0.7:
        n.f("RESPONSE: option 1 documented in addendum {DATE:r} - {DOC:d}", r=L.fdate(ref + dt.timedelta(days=rng.randrange(0, 4)), c, rng, "md"),
            d=rng.choice([doc.init(), doc.fl(), doc.last]))
        if c == "US":
            n.f(" (NPI {LIC:n})", n=L.license_(rng, c, "npi"))
        n.t("\n")
    else:
        n.t("RESPONSE: pending - escalated after 48 h per policy.\n")
    n.f("Contact: {DOC:s} pager {TEL:pg} | {EMAIL:e}\n", s=cds.last, pg=f"{rng.randrange(1, 9)}-{L.digits(rng, 4)}", e=L.email(rng, cds))
