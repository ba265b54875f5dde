"""Reusable pieces (letterheads, signatures, id blocks) for dev185 templates."""
import pools as P
from common import (pick, write_addr, fmt_date, license_no, email, username, ipaddr, url, age_str, digits)

DOC_CRED = {
    "US": ["MD", "MD, MPH", "DO", "MD, FACOEM", "MD, MPH, FACOEM"],
    "CA": ["MD, CCFP", "MD, FRCPC", "MD, CCBOM", "MD"],
    "AU": ["MBBS, FAFOEM", "MBBS, FRACGP", "MBBS FAFOEM", "MBBS"],
}
PT_CRED = {"US": ["PT, DPT", "PT", "OTR/L", "DPT, CEAS"], "CA": ["PT", "Reg. PT", "OT Reg. (Ont.)", "R.Kin"],
           "AU": ["B.Physio", "APAM", "OT", "Exercise Physiologist (AEP)"]}
NURSE_CRED = {"US": ["RN", "RN, COHN-S", "LPN", "RN, CCM"], "CA": ["RN", "RN, COHN(C)", "RPN", "RN, CDMP"],
              "AU": ["RN", "CN", "RN (Occ Health)", "EN"]}


def doc_lic_label(c):
    if c.country == "US":
        return pick(c.rng, ["NPI", "Lic #", "State Lic.", "NPI#"]), "npi"
    if c.country == "CA":
        return pick(c.rng, [P.CA_COLLEGE[c.region[1]], P.CA_COLLEGE[c.region[1]], "Licence #"]), "med"
    return pick(c.rng, [("Provider No.", "provider"), ("AHPRA", "med"), ("Prov #", "provider"), ("AHPRA Reg", "med")])


def doc_license(c, kind):
    return license_no(c.rng, kind, c.country)


def letterhead(n, c, org, typ="HOSPITAL", addr=None, fax=True, emailaddr=None, web=None):
    rng = c.rng
    addr = addr or c.clinic_addr
    n.s(org, typ)
    n.t("\n")
    write_addr(n, addr, rng, oneline=rng.random() < 0.6, upper_city=(c.country == "AU" and rng.random() < 0.5))
    n.t("\n")
    n.t(pick(rng, ["Ph: ", "Tel ", "Phone: ", "T: ", "P "]))
    n.s(c.phone(), "PHONE")
    if fax:
        n.t(pick(rng, ["  Fax: ", " | F: ", "   Fax ", "  F "]))
        n.s(c.phone(), "FAX")
    if emailaddr:
        n.t(pick(rng, ["  Email: ", " | ", "\nE: "]))
        n.s(emailaddr, "EMAIL")
    if web:
        n.t(pick(rng, ["\n", "  ", " | "]))
        n.s(web, "URL")
    n.t("\n")


def sign_doc(n, c, doc, role=None, lic=True, org=None, date=None):
    rng = c.rng
    cred = pick(rng, DOC_CRED[c.country])
    st = rng.randrange(3)
    if st == 0:
        n.t("Dr ")
        n.s(doc.full(), "DOCTOR")
        n.t("\n" + cred)
    elif st == 1:
        n.s(doc.full(), "DOCTOR")
        n.t(", " + cred)
    else:
        n.s(doc.fml(), "DOCTOR")
        n.t(" " + cred)
    n.t("\n" + (role or pick(rng, ["Occupational Physician", "Occupational Medicine", "Medical Examiner",
                                    "Consultant Occupational & Environmental Physician", "Staff Physician"])))
    if org:
        n.t("\n")
        n.s(org, "HOSPITAL")
    if lic:
        label, kind = doc_lic_label(c)
        n.t("\n" + label + " ")
        n.s(doc_license(c, kind), "LICENSE")
        if c.country == "US" and rng.random() < 0.3:
            n.t("   DEA ")
            n.s(license_no(rng, "dea"), "LICENSE")
    if date:
        n.t("\nDate: ")
        n.s(c.d(date), "DATE")
    n.t("\n")


def sign_other(n, c, who, cred_pool, lic_label=None, lic=None):
    rng = c.rng
    n.s(who.full() if rng.random() < 0.7 else who.fi_last(), "DOCTOR")
    n.t((", " if rng.random() < 0.6 else " ") + pick(rng, cred_pool[c.country]))
    if lic_label:
        n.t("\n" + lic_label + " ")
        n.s(lic, "LICENSE")
    n.t("\n")


def pt_block(n, c, fields=("name", "dob", "claim", "emp"), sep="\n"):
    """Worker identification lines. Field order decides layout."""
    rng = c.rng
    for k in fields:
        if k == "name":
            n.t(pick(rng, ["Worker: ", "Name: ", "Employee: ", "Claimant: ", "Patient: ", "Injured worker: "]))
            n.s(c.pt.form(rng), "PATIENT")
        elif k == "dob":
            n.t(pick(rng, ["DOB: ", "D.O.B. ", "Date of birth: ", "DOB "]))
            n.s(c.d(c.dob), "DATE")
            if rng.random() < 0.5:
                n.t(" (")
                n.s(str(c.age), "AGE")
                n.t(pick(rng, [")", " yrs)", "y)"]))
        elif k == "claim":
            n.t(pick(rng, ["Claim #: ", "Claim No. ", "Claim number: ", "WC Claim ", "Claim: "]))
            n.s(c.claim, "IDNUM")
        elif k == "emp":
            n.t(pick(rng, ["Employer: ", "Employer - ", "ER: "]))
            n.s(c.emp, "ORGANIZATION")
        elif k == "job":
            n.t(pick(rng, ["Occupation: ", "Job title: ", "Pre-injury role: ", "Position: "]))
            n.s(c.job, "PROFESSION")
        elif k == "doi":
            n.t(pick(rng, ["DOI: ", "Date of injury: ", "D/I ", "Injury date: "]))
            n.s(c.d(c.doi), "DATE")
        elif k == "ssn":
            n.t({"US": "SSN: ", "CA": "SIN: ", "AU": "Centrelink CRN: "}[c.country])
            n.s(c.ssn, "SSN")
        elif k == "hc":
            n.t({"US": "Member ID: ", "CA": "Health card: ", "AU": "Medicare No: "}[c.country])
            n.s(c.hc, "HEALTHPLAN")
        elif k == "mrn":
            n.t(pick(rng, ["MRN: ", "Chart #: ", "File no. ", "UR: "]))
            n.s(c.mrn, "MRN")
        elif k == "policy":
            n.t(pick(rng, ["Policy #: ", "Policy no. ", "Employer policy: "]))
            n.s(c.policy, "HEALTHPLAN")
        elif k == "insurer":
            n.t(pick(rng, ["Insurer: ", "Claims agent: ", "Carrier: ", "TPA: "]))
            n.s(c.insurer, "ORGANIZATION")
        elif k == "phone":
            n.t(pick(rng, ["Ph: ", "Mobile: ", "Cell: ", "Home ph: "]))
            n.s(c.phone(), "PHONE")
        elif k == "addr":
            n.t("Address: ")
            write_addr(n, c.home, rng, oneline=True)
        n.t(sep)


def portal_footer(n, c, who, when):
    rng = c.rng
    op = pick(rng, ["\n-- submitted via ", "\n[e-lodged via ", "\nElectronic submission: "])
    n.t(op)
    n.s(url(rng), "URL")
    n.t(pick(rng, [" by user ", " | user ", "; login "]))
    n.s(username(rng, who.first, who.last), "USERNAME")
    n.t(pick(rng, [" from ", " | IP ", " src IP "]))
    n.s(ipaddr(rng), "IPADDR")
    n.t(" on ")
    n.s(c.d(when), "DATE")
    n.t(" " + pick(rng, ["14:02", "09:17", "16:48", "11:30", "07:55", "20:13"]))
    n.t("]\n" if "[" in op else "\n")


def age_phrase(n, c, age=None):
    pre, a, suf = age_str(c.rng, c.age if age is None else age)
    n.t(pre)
    n.s(a, "AGE")
    n.t(suf)


def units(c):
    return "US" if c.country == "US" else "SI"


def wt(c, kg):
    return ("%d lb" % round(kg * 2.2046)) if c.country == "US" else ("%d kg" % kg)
