"""Per-note case (patient, places, staff) and shared blocks: banners, signatures."""
import datetime as dt

import pools
import ids
from core import (Ctx, PAT, DOC, FAM, USR, AGE, DATE, HOSP, ORG, LOC, MRN, SSN, HP, ACC,
                  LIC, PH, FAX, EML, PROF, CITY, CTRY, IP, DEV, IDN)

ROLE_TITLES = {
    # role: (UK/IE/NZ/ZA, US/CA, AU, licence kind, is doctor)
    "ent_cons": ("Consultant ENT Surgeon", "Attending, Otolaryngology", "ENT Consultant", "doc", True),
    "ent_reg": ("ENT Registrar", "Otolaryngology Resident (PGY-4)", "ENT Registrar", "doc", True),
    "icu_cons": ("ICU Consultant", "Critical Care Attending", "Intensivist", "doc", True),
    "icu_reg": ("ICU Registrar", "Critical Care Fellow", "ICU Registrar", "doc", True),
    "anaes": ("Consultant Anaesthetist", "Anesthesiologist", "Consultant Anaesthetist", "doc", True),
    "cns": ("Tracheostomy CNS", "Tracheostomy Nurse Coordinator", "Tracheostomy CNC", "nurse", False),
    "hn_cns": ("Head & Neck CNS", "Head and Neck Nurse Navigator", "Head & Neck CNC", "nurse", False),
    "nurse": ("Staff Nurse", "RN", "RN", "nurse", False),
    "slt": ("Speech and Language Therapist", "Speech-Language Pathologist", "Speech Pathologist", "ahp", False),
    "physio": ("Respiratory Physiotherapist", "Respiratory Therapist", "Physiotherapist", "ahp", False),
    "dn": ("District Nurse", "Home Health RN", "Community Nurse", "nurse", False),
    "gp": ("GP", "Primary Care Physician", "GP", "doc", True),
    "outreach": ("Critical Care Outreach Nurse", "Rapid Response RN", "ICU Liaison Nurse", "nurse", False),
    "clerk": ("Ward Clerk", "Unit Secretary", "Ward Clerk", None, False),
}

CREDS = {"nurse": ["RN", "RGN", "RN, BSN", "RN MSc"], "ahp": ["MSc", "BSc", "CCC-SLP", "RRT"]}


class Clin:
    def __init__(self, p, role, c):
        self.p, self.role = p, role
        t = ROLE_TITLES[role]
        self.title = t[1] if c.cc in ("US", "CA") else (t[2] if c.cc == "AU" else t[0])
        self.lic_kind, self.is_dr = t[3], t[4]
        self.lic = ids.licence(c, "slt" if role == "slt" else self.lic_kind) if self.lic_kind else None
        self.bleep = ids.phone(c, "pager")
        if role == "physio" and c.cc in ("US", "CA"):
            self.cred = "RRT"
        elif role == "slt" and c.cc in ("US", "CA"):
            self.cred = "CCC-SLP"
        elif self.lic_kind == "nurse":
            self.cred = c.r.choice(["RN", "RN", "RGN" if c.cc in ("UK", "IE") else
                                    ("RN, BSN" if c.cc in ("US", "CA") else "RN")])
        else:
            self.cred = None


def new_case(r, cc, kind):
    c = Ctx(r, cc, pools)
    c.kind = kind
    c.pt = c.person()
    c.age = r.choice([r.randint(18, 45), r.randint(45, 75), r.randint(55, 89), r.randint(60, 97)])
    start = dt.date(2019, 1, 7)
    c.d0 = start + dt.timedelta(days=r.randint(0, 2350))
    if c.d0.weekday() > 4 and r.random() < 0.8:
        c.d0 += dt.timedelta(days=7 - c.d0.weekday())
    c.dob = dt.date(c.d0.year - c.age, 1, 1) + dt.timedelta(days=r.randint(0, 364))
    if c.dob + dt.timedelta(days=365 * c.age + c.age // 4) > c.d0:
        c.dob = c.dob - dt.timedelta(days=366)
    c.mrn = ids.mrn(c)
    c.hn = ids.health(c)
    c.ssn = ids.ssn(c, c.dob)
    c.acct = ids.account(c)
    c.addr = c.address()
    c.hosp = c.hospital()
    c.ward_name = c.ward()
    c.bed = str(r.randint(1, 32)) + (r.choice(["", "", "A", "B"]) if cc in ("US", "CA") else "")
    c.nok = c.person()
    c.nok_rel = r.choice(pools.REL_F if c.nok.sex == "F" else pools.REL_M)
    if cc in ("US", "CA") and c.nok_rel == "neighbour":
        c.nok_rel = "neighbor"
    if r.random() < 0.7 and c.nok_rel in ("wife", "husband", "son", "daughter", "mother", "father",
                                          "brother", "sister", "grandson", "granddaughter"):
        c.nok.last = c.pt.last
    c.nok_phone = ids.phone(c, "mob")
    c.gp = c.person()
    c.gp_practice = c.practice()
    c.prof = c.profession()
    c.staff = {}
    return c


def clin(c, role):
    """One clinician per role per note (re-used on later mentions)."""
    if role not in c.staff:
        c.staff[role] = Clin(c.person(), role, c)
    return c.staff[role]


def pt_name(c, style=None):
    style = style or c.ch(["full", "full", "fml", "lf", "LF"])
    return PAT(c.pt.f(style))


def pt_ref(c):
    """Short in-text reference to the patient: title + surname, first name or 'pt'."""
    k = c.r.random()
    if k < 0.45:
        return [c.title(c.pt) + " ", PAT(c.pt.last)]
    if k < 0.7:
        return [PAT(c.pt.first)]
    if k < 0.8:
        return ["pt "]  # generic reference, no span
    return ["the patient"]


def dr_name(c, cl, style=None):
    """Clinician name with optional title outside the span."""
    style = style or c.ch(["full", "full", "fi", "last", "fml"])
    pre = (c.dr() + " ") if cl.is_dr and (style in ("last", "fi") or c.pr(0.6)) else ""
    return [pre, DOC(cl.p.f(style))]


def age_sex(c, form=None):
    s = c.pt.sex
    form = form or c.ch(["yo", "year-old", "slash", "compact", "y"])
    if form == "yo":
        return [AGE(str(c.age)), " yo " + ("M" if s == "M" else "F")]
    if form == "year-old":
        return [AGE(str(c.age)), "-year-old " + ("man" if s == "M" else "woman")]
    if form == "slash":
        return [AGE(str(c.age)), "/" + s]
    if form == "compact":
        return [AGE(str(c.age)), s]
    return [AGE(str(c.age)), "y " + s]


def hn_items(c):
    lab, val = c.hn
    return [lab + ": ", HP(val)]


def banner(n, c, title, dept=None, style=None):
    """Hospital / EHR header.  Returns nothing; writes into builder n."""
    r = c.r
    style = style or r.choice(["letterhead", "ehr", "sticker", "compact"])
    dept = dept or r.choice(["Department of Otolaryngology - Head & Neck Surgery",
                             "Tracheostomy Team", "Critical Care", "ENT / Head and Neck",
                             "Airway Service", "Speech Pathology"])
    H = c.hosp["name"]
    if style == "letterhead":
        n.ln(HOSP(H.upper() if r.random() < 0.5 else H))
        n.ln(dept)
        n.ln(title.upper())
        n.ln("")
        n.ln("Patient: ", pt_name(c), "    DOB: ", DATE(c.fd(c.dob)), " (", AGE(str(c.age)), "y)")
        n.ln(r.choice(["MRN", "Hosp No", "Hospital number", "UR"]) + ": ", MRN(c.mrn), "    ",
             hn_items(c))
        if c.ssn and c.cc in ("US", "CA", "IE") and r.random() < 0.35:
            n.ln(c.ssn[0], ": ", SSN(c.ssn[1]))
    elif style == "ehr":
        n.ln(title, " | ", HOSP(c.hosp["abbr"] if r.random() < 0.4 else H))
        n.ln("Name: ", PAT(c.pt.f("LF")), " | MRN ", MRN(c.mrn), " | DOB ", DATE(c.fd(c.dob)),
             " | ", AGE(str(c.age)), "/", c.pt.sex)
        n.ln("Loc: ", HOSP(c.ward_name), " Bed ", LOC(c.bed), " | ", c.acct[0], " ", ACC(c.acct[1]))
    elif style == "sticker":
        n.ln(title)
        n.ln("-" * r.randint(20, 40))
        n.ln("Surname: ", PAT(c.pt.last.upper()), "   Forename: ", PAT(c.pt.first))
        n.ln("DOB: ", DATE(c.fd(c.dob)), "   Sex: ", c.pt.sex)
        n.ln(r.choice(["Hosp No", "MRN", "K No"]) + ": ", MRN(c.mrn), "   ", hn_items(c))
        n.ln("Address: ", c.addr_items(c.addr))
        n.ln("Ward: ", HOSP(c.ward_name), "   Site: ", HOSP(H))
    else:
        n.ln(title.upper(), " - ", HOSP(H))
        n.ln(pt_name(c, "LF"), "  ", age_sex(c, "slash"), "  MRN ", MRN(c.mrn))
    n.ln("")


def sign(n, c, cl, when=None, style=None):
    r = c.r
    style = style or r.choice(["plain", "esig", "dash", "uk", "bleep"])
    p = cl.p
    if style == "plain":
        n.ln(dr_name(c, cl, "full"), ", ", cl.title)
    elif style == "esig":
        n.ln("Electronically signed by ", DOC(p.f(r.choice(["full", "lf"]))),
             (", " + cl.cred) if cl.cred else (", MD" if cl.is_dr and c.cc in ("US", "CA") else ""),
             " on ", DATE(c.fd(when or c.d0)), " ", c.time())
    elif style == "dash":
        n.ln("-- ", DOC(p.f("fi")), ", ", cl.cred or cl.title)
    elif style == "uk":
        n.ln("Signed: ", DOC(p.f(r.choice(["full", "fi"]))), "   Designation: ", cl.title)
        if cl.lic and r.random() < 0.75:
            n.ln(cl.lic[0], ": ", LIC(cl.lic[1]))
    else:
        n.ln(dr_name(c, cl), " (", cl.title, ")  ", r.choice(["bleep", "pager", "page"]), " ",
             PH(cl.bleep))
    if style in ("plain", "esig", "dash", "bleep") and cl.lic and r.random() < 0.35:
        n.ln(cl.lic[0], " ", LIC(cl.lic[1]))


def nok_line(n, c, label="NOK"):
    n.ln(label, ": ", FAM(c.nok.f(c.ch(["full", "full", "first"]))), " (", c.nok_rel, ")  ",
         c.ch(["Tel", "Mob", "Ph", "Contact"]), ": ", PH(c.nok_phone))


def gp_line(n, c):
    n.ln(c.sp("GP") + ": ", c.dr() + " ", DOC(c.gp.f(c.ch(["full", "fi"]))), ", ", HOSP(c.gp_practice),
         ", ", CITY(c.addr["town"]))


def footer_audit(n, c, who=None):
    """System footer: user name, workstation IP, printed date."""
    r = c.r
    who = who or c.person()
    n.ln("")
    n.ln(r.choice(["Printed", "Last modified", "Generated"]), " by ", USR(ids.username(c, who)),
         r.choice([" on ", " @ "]), DATE(c.fd(c.d0, "iso" if r.random() < 0.5 else None)), " ",
         c.time(), r.choice([" from ", " ws "]), IP(ids.ipaddr(c)))


def social(c):
    """Social history phrase with profession/employer/country (list of items)."""
    r = c.r
    out = []
    k = r.random()
    if k < 0.35:
        out += ["Retired ", PROF(c.prof), ". "]
    elif k < 0.65:
        out += ["Works as a ", PROF(c.prof), r.choice([" for ", " at "]), ORG(c.org("employer")), ". "]
    elif k < 0.85:
        out += ["Occupation: ", PROF(c.prof), ". "]
    else:
        out += ["Was a ", PROF(c.prof), " until ", DATE(str(c.d0.year - r.randint(1, 8))), ". "]
    if r.random() < 0.45:
        out += [r.choice(["Born in ", "Originally from ", "Moved from ", "Emigrated from "]), CTRY(c.country()),
                r.choice([". ", "; interpreter not required. ", ", English second language. "])]
    out += [r.choice(["Lives with ", "Lives with ", "Supported by "]), c.nok_rel, " ",
            FAM(c.nok.f("first")), ". "]
    out += [r.choice(["Ex-smoker 40 pack-years. ", "Smoker 20/day. ", "Never smoked. ",
                      "Ex-smoker, quit 10 yrs ago. ", "ETOH 30 units/wk. ", "Nil alcohol. "])]
    return out
