"""Shared writers used by several genres (header blocks, signatures, audit footers)."""
import makers as M
from core import name, doc, date, age, addr

NATID_LABEL = {"UK": ["NHS No", "NHS number", "NHS #", "CHI"], "IE": ["IHI", "Individual Health ID"],
               "AU": ["IHI", "IHI no."], "NZ": ["NHI", "NHI No"]}
MRN_LABEL = ["Hosp No", "MRN", "Hospital number", "UR", "URN", "Unit No", "RN"]
SSN_LABEL = {"UK": ["NI No", "NINO", "National Insurance"], "IE": ["PPSN", "PPS No"],
             "AU": ["TFN", "Tax File No"], "NZ": ["IRD No", "IRD number"]}
HP_LABEL = {"UK": ["Membership no", "Policy No", "Insurer ref"], "IE": ["Member No", "Policy no"],
            "AU": ["Medicare", "Medicare No", "Fund member no"], "NZ": ["Member no", "Policy number"]}
LIC_LABEL = {"UK": ("GMC", "NMC PIN"), "IE": ("IMC", "NMBI PIN"), "AU": ("AHPRA", "AHPRA"),
             "NZ": ("MCNZ", "NCNZ")}


def natid_label(rng, C):
    return rng.choice(NATID_LABEL[C.country])


def pt_block(rng, C, n, full=False):
    """Patient identification block in one of several layouts."""
    v = rng.randint(0, 4)
    if v == 0:
        n.t("Name: "); name(rng, C.pt, "PATIENT", rng.choice(["last_first_up", "full", "full_mid"]))(n)
        n.t("\nDOB: "); n.p(M_date(rng, C.dob), "DATE")
        if rng.random() < 0.6:
            n.t(" ("); age(rng, C.age, C.sex, rng.choice(["yrs", "bare", "yo"]))(n); n.t(")")
        n.t("\n" + rng.choice(MRN_LABEL) + ": "); n.p(C.mrn, "MRN")
        n.t("\n" + natid_label(rng, C) + ": "); n.p(C.natid, "MRN"); n.t("\n")
    elif v == 1:
        n.t("Patient: "); name(rng, C.pt, "PATIENT", "full")(n)
        n.t("   " + rng.choice(MRN_LABEL) + " "); n.p(C.mrn, "MRN")
        n.t("   DOB "); n.p(M_date(rng, C.dob, "dmy_slash"), "DATE")
        n.t("   "); age(rng, C.age, C.sex, rng.choice(["sex", "sex_sp", "yo"]))(n); n.t("\n")
    elif v == 2:
        n.t("| Surname | Forename | DOB | " + rng.choice(MRN_LABEL) + " |\n|---|---|---|---|\n| ")
        n.p(C.pt.family.upper(), "PATIENT"); n.t(" | "); n.p(C.pt.given, "PATIENT"); n.t(" | ")
        n.p(M_date(rng, C.dob, "dmy_slash"), "DATE"); n.t(" | "); n.p(C.mrn, "MRN"); n.t(" |\n")
    elif v == 3:
        name(rng, C.pt, "PATIENT", "last_first_up")(n); n.t("  ")
        n.p(C.mrn, "MRN"); n.t("  "); n.p(M_date(rng, C.dob, rng.choice(["dmy_slash", "dmy_upper"])), "DATE")
        n.t("  " + C.sex + "\n")
    else:
        n.t("PATIENT DETAILS\n  Surname ........ "); n.p(C.pt.family, "PATIENT")
        n.t("\n  Given name ..... "); n.p(C.pt.given, "PATIENT")
        n.t("\n  Date of birth .. "); n.p(M_date(rng, C.dob), "DATE")
        n.t("\n  " + natid_label(rng, C) + " "); n.p(C.natid, "MRN"); n.t("\n")
    if full:
        n.t("Address: "); addr(rng, C.addr, rng.choice(["line", "short"]))(n)
        n.t("\nTel: "); n.p(C.phone, "PHONE")
        if rng.random() < 0.5:
            n.t("  Mobile: "); n.p(C.mobile, "PHONE")
        n.t("\n")


def M_date(rng, d, style=None):
    from core import fmt_date
    return fmt_date(rng, d, style)


def lic(rng, C, who, nurse=False):
    def wr(n):
        lab = LIC_LABEL[C.country][1 if nurse else 0]
        n.t(lab + rng.choice([" ", ": ", " no. "]))
        n.p(M.license_(rng, C.country, "nurse" if nurse else "doc"), "LICENSE")
    return wr


def signature(rng, C, n, who, nurse=False, role=None):
    v = rng.randint(0, 3)
    if v == 0:
        n.t("Signed: "); doc(rng, who, "full")(n)
        if getattr(who, "cred", ""):
            n.t(", " + who.cred)
        n.t("\n"); lic(rng, C, who, nurse)(n); n.t("\n")
    elif v == 1:
        n.t("-- "); doc(rng, who)(n)
        n.t(" (" + (role or "Consultant") + "), bleep "); n.p(M.bleep(rng), "PHONE"); n.t("\n")
    elif v == 2:
        n.t(rng.choice(["Dictated by ", "Author: ", "Completed by "])); doc(rng, who, rng.choice(["full", "title_full"]), cred=False)(n)
        n.t(" | "); lic(rng, C, who, nurse)(n)
        n.t(" | "); n.p(M.email(rng, who), "EMAIL"); n.t("\n")
    else:
        n.t("\n"); name(rng, who, "DOCTOR", rng.choice(["full", "upper_full", "init_last"]))(n)
        n.t("\n" + (role or "Consultant Surgeon") + "\n")


def audit(rng, C, n, who):
    v = rng.randint(0, 2)
    n.t("\n---\n")
    if v == 0:
        n.t("Electronically signed by "); n.p(M.username(rng, who), "USERNAME")
        n.t(" on "); n.p(M_date(rng, C.op_date, "dmy_slash"), "DATE"); n.t(" at " + "%02d:%02d" % (rng.randint(8, 22), rng.randint(0, 59)))
        n.t(" | workstation "); n.p(M.ipaddr(rng), "IPADDR"); n.t("\n")
    elif v == 1:
        n.t("Last modified: "); n.p(M_date(rng, C.op_date, "iso"), "DATE")
        n.t(" %02d:%02d:%02d by " % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)))
        n.p(M.username(rng, who), "USERNAME"); n.t(" ("); doc(rng, who, "full", cred=False)(n); n.t(")\n")
    else:
        n.t("Audit: user="); n.p(M.username(rng, who), "USERNAME"); n.t("; host=")
        n.p(M.ipaddr(rng), "IPADDR"); n.t("; enc="); n.p(C.acct, "ACCOUNT"); n.t("\n")


def hosp_head(rng, C, n, dept):
    n.p(C.hosp, "HOSPITAL"); n.t("\n" + dept)
    r = rng.random()
    if r < 0.5:
        n.t("\nTel "); n.p(C.hosp_phone(), "PHONE"); n.t("  Fax "); n.p(M.phone(rng, C.country, False), "FAX")
    elif r < 0.75:
        n.t(" | "); n.p(M.email(rng), "EMAIL")
    n.t("\n\n")
