"""Per-note context: patient, relatives, staff, site, identifiers and dates."""
import pools_names as PN
import pools_places as PP
import locale_fmt as L
from doc import Person, Staff, username, email

_GROUP_NAMES = {}


def _group(g):
    if g not in _GROUP_NAMES:
        fem, mal, _ = PN.GROUPS[g]
        _GROUP_NAMES[g] = (fem.split(), mal.split(), PN.surnames_of(g))
    return _GROUP_NAMES[g]


def pick_group(rng, c):
    mix = PN.COUNTRY_MIX[c]
    keys = sorted(mix)
    tot = sum(mix[k] for k in keys)
    r = rng.randrange(tot)
    for k in keys:
        r -= mix[k]
        if r < 0:
            return k
    return keys[-1]


def new_person(rng, c, sex=None, surname=None):
    g = pick_group(rng, c)
    fem, mal, sur = _group(g)
    sex = sex or rng.choice("FM")
    first = rng.choice(fem if sex == "F" else mal)
    last = surname or rng.choice(sur)
    mid = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.45 else None
    return Person(first, last, sex, mid)


def surname_pool(c):
    out = []
    for g in sorted(PN.COUNTRY_MIX[c]):
        out += _group(g)[2]
    return out


# role tables: (role, credential, is_nurse)
ROLES = {
    "UK": {"outreach": [("Critical Care Outreach Sister", "RN", 1), ("CCOT Charge Nurse", "RN", 1),
                        ("Outreach Practitioner", "RN", 1), ("CCOT Staff Nurse", "RN", 1),
                        ("Advanced Critical Care Practitioner", "ACCP", 1)],
           "icu": [("ICM SpR", "MRCP", 0), ("ICU Registrar", "FRCA", 0), ("Consultant Intensivist", "FFICM", 0)],
           "ward_dr": [("FY1", "MBChB", 0), ("FY2", "MBBS", 0), ("CT1 Medicine", "MBBS", 0),
                       ("Medical Registrar", "MRCP", 0), ("Surgical SHO", "MBChB", 0)],
           "ward_rn": [("Ward Sister", "RN", 1), ("Staff Nurse", "RN", 1), ("Nurse in Charge", "RN", 1),
                       ("HCA", "", 1), ("Physiotherapist", "MCSP", 1)],
           "cons": [("Consultant Physician", "FRCP", 0), ("Consultant Surgeon", "FRCS", 0),
                    ("Consultant Geriatrician", "FRCP", 0)]},
    "IE": {"outreach": [("CNM2 Critical Care Outreach", "RGN", 1), ("Outreach CNS", "RGN", 1),
                        ("ANP Critical Care", "RANP", 1)],
           "icu": [("ICU Registrar", "MRCPI", 0), ("Anaesthetic SpR", "FCAI", 0), ("Consultant Intensivist", "FJFICMI", 0)],
           "ward_dr": [("Intern", "MB BCh BAO", 0), ("Medical SHO", "MB", 0), ("Medical Registrar", "MRCPI", 0),
                       ("Surgical Reg", "MRCSI", 0)],
           "ward_rn": [("CNM1", "RGN", 1), ("Staff Nurse", "RGN", 1), ("HCA", "", 1)],
           "cons": [("Consultant Physician", "FRCPI", 0), ("Consultant Surgeon", "FRCSI", 0)]},
    "US": {"outreach": [("Rapid Response RN", "RN", 1), ("RRT Nurse", "RN, CCRN", 1), ("Respiratory Therapist", "RRT", 1),
                        ("Critical Care Nurse Practitioner", "ACNP-BC", 1)],
           "icu": [("Critical Care Fellow", "MD", 0), ("Intensivist", "MD", 0), ("MICU Attending", "DO", 0)],
           "ward_dr": [("PGY-1", "MD", 0), ("PGY-2 Resident", "MD", 0), ("Hospitalist", "MD", 0),
                       ("Surgery Resident", "DO", 0), ("Night Float", "MD", 0)],
           "ward_rn": [("Charge RN", "RN", 1), ("Primary RN", "RN, BSN", 1), ("House Supervisor", "RN", 1),
                       ("CNA", "", 1), ("Pharmacist", "PharmD", 1)],
           "cons": [("Attending", "MD", 0), ("Attending Surgeon", "MD, FACS", 0)]},
    "CA": {"outreach": [("CCRT RN", "RN", 1), ("CCRT RT", "RRT", 1), ("Outreach NP", "NP", 1)],
           "icu": [("CCRT Physician", "MD, FRCPC", 0), ("Intensivist", "MD, FRCPC", 0), ("ICU Fellow", "MD", 0)],
           "ward_dr": [("PGY-1 Internal Medicine", "MD", 0), ("Medical Resident", "MD", 0), ("Clinical Associate", "MD", 0)],
           "ward_rn": [("Charge Nurse", "RN", 1), ("Bedside RN", "RN", 1), ("RPN", "RPN", 1), ("PSW", "", 1)],
           "cons": [("MRP", "MD, FRCPC", 0), ("Staff Surgeon", "MD, FRCSC", 0)]},
    "AU": {"outreach": [("ICU Liaison Nurse", "RN", 1), ("ICU Outreach CNC", "RN", 1), ("CNS ICU Liaison", "RN", 1)],
           "icu": [("ICU Registrar", "MBBS", 0), ("ICU Consultant", "FCICM", 0), ("ICU Senior Registrar", "MBBS", 0)],
           "ward_dr": [("Intern", "MBBS", 0), ("RMO", "MD", 0), ("Medical Registrar", "MBBS", 0), ("Surgical Registrar", "MBBS", 0)],
           "ward_rn": [("NUM", "RN", 1), ("Team Leader", "RN", 1), ("EN", "EN", 1), ("AIN", "", 1)],
           "cons": [("Consultant Physician", "FRACP", 0), ("Consultant Surgeon", "FRACS", 0)]},
    "NZ": {"outreach": [("Patient at Risk Nurse", "RN", 1), ("ICU Outreach Nurse", "RN", 1), ("Nurse Specialist PAR", "RN", 1)],
           "icu": [("ICU Registrar", "MBChB", 0), ("Intensivist", "FCICM", 0)],
           "ward_dr": [("House Officer", "MBChB", 0), ("Medical Registrar", "MBChB", 0), ("Surgical Registrar", "MBChB", 0)],
           "ward_rn": [("Charge Nurse", "RN", 1), ("RN", "RN", 1), ("HCA", "", 1)],
           "cons": [("Physician", "FRACP", 0), ("General Surgeon", "FRACS", 0)]},
    "ZA": {"outreach": [("ICU Outreach Sister", "RN", 1), ("Critical Care Professional Nurse", "RN", 1)],
           "icu": [("ICU Registrar", "MBChB", 0), ("Intensivist", "FCA(SA)", 0), ("ICU Medical Officer", "MBChB", 0)],
           "ward_dr": [("Intern", "MBChB", 0), ("Medical Officer", "MBChB", 0), ("Registrar", "MBChB", 0)],
           "ward_rn": [("Operational Manager", "RN", 1), ("Professional Nurse", "RN", 1), ("Enrolled Nurse", "EN", 1)],
           "cons": [("Specialist Physician", "FCP(SA)", 0), ("Specialist Surgeon", "FCS(SA)", 0)]},
    "SG": {"outreach": [("ICU Outreach Nurse Clinician", "RN", 1), ("Senior Staff Nurse (RRT)", "RN", 1)],
           "icu": [("ICU Registrar", "MBBS", 0), ("Senior Consultant, Intensive Care", "MMed", 0)],
           "ward_dr": [("Medical Officer", "MBBS", 0), ("Resident Physician", "MBBS", 0), ("Registrar", "MRCP", 0)],
           "ward_rn": [("Nurse Manager", "RN", 1), ("Staff Nurse", "RN", 1), ("Enrolled Nurse", "EN", 1)],
           "cons": [("Consultant", "FAMS", 0), ("Senior Consultant", "FRCP", 0)]},
}

VOCAB = {
    "UK": dict(team="CCOT", team_long="Critical Care Outreach Team", call="2222 call", score="NEWS2", unit="ICU",
               pg="bleep", icu_doc="ICU reg"),
    "IE": dict(team="CCOT", team_long="Critical Care Outreach Service", call="2222 call", score="INEWS", unit="ICU",
               pg="bleep", icu_doc="ICU reg"),
    "US": dict(team="RRT", team_long="Rapid Response Team", call="Rapid Response", score="MEWS", unit="MICU",
               pg="pager", icu_doc="ICU fellow"),
    "CA": dict(team="CCRT", team_long="Critical Care Response Team", call="CCRT call", score="NEWS", unit="ICU",
               pg="pager", icu_doc="ICU fellow"),
    "AU": dict(team="ICU Liaison", team_long="ICU Liaison / MET Service", call="MET call", score="Q-ADDS", unit="ICU",
               pg="pager", icu_doc="ICU reg"),
    "NZ": dict(team="PAR", team_long="Patient at Risk Service", call="MET call", score="EWS", unit="ICU",
               pg="pager", icu_doc="ICU reg"),
    "ZA": dict(team="ICU Outreach", team_long="ICU Outreach Team", call="MET call", score="MEWS", unit="ICU",
               pg="pager", icu_doc="ICU registrar"),
    "SG": dict(team="RRT", team_long="Rapid Response Team", call="rapid response (RRT) activation", score="NEWS", unit="ICU",
               pg="pager", icu_doc="ICU registrar"),
}

RELATIONS = ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "mother", "father", "niece",
             "nephew", "friend", "neighbour", "granddaughter", "grandson", "carer", "son-in-law", "daughter-in-law"]
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M", "mother": "F",
           "father": "M", "niece": "F", "nephew": "M", "granddaughter": "F", "grandson": "M", "son-in-law": "M",
           "daughter-in-law": "F"}


def make_staff(rng, c, kind):
    role, cred, nurse = rng.choice(ROLES[c][kind])
    p = new_person(rng, c)
    lab, val = L.license_no(rng, c, nurse=bool(nurse))
    lic = (lab, val)
    if not cred:
        lic = None
    elif role.startswith("Physio"):
        lic = ("HCPC", "PH" + L.digits(rng, 6))
    elif role.startswith("Pharmacist"):
        lic = ("RPh Lic.", "RPH" + L.digits(rng, 6))
    return Staff(p, role, cred, bool(nurse), pager=L.pager(rng), lic=lic)


class Ctx:
    pass


def make_ctx(rng, c, age_range=(19, 97)):
    x = Ctx()
    x.c = c
    x.v = VOCAB[c]
    x.sur = surname_pool(c)
    x.pt = new_person(rng, c)
    x.age = max(age_range[0], min(age_range[1], int(rng.triangular(age_range[0], age_range[1] + 1, 76))))
    x.date = L.rand_date(rng)
    x.dob = L.dob_for_age(rng, x.date, x.age)
    x.admit = L.shift(x.date, -rng.randrange(0, 12))
    x.hosp = L.hospital(rng, c, x.sur)
    x.hosp2 = L.hospital(rng, c, x.sur)
    x.ward = L.ward(rng, c)
    x.ward2 = L.ward(rng, c)
    x.bed = str(rng.randrange(1, 32))
    x.bay = str(rng.randrange(1, 8))
    x.room = rng.choice([str(rng.randrange(1, 40)), "%d%s" % (rng.randrange(100, 760), rng.choice("AB")),
                         "SR%d" % rng.randrange(1, 9)])
    x.icu_bed = str(rng.randrange(1, 25))
    x.mrn = L.mrn(rng, c)
    x.nhs = L.nhs_number(rng) if c == "UK" else None
    x.acct = L.account(rng, c)
    x.plan = L.healthplan(rng, c)
    s = L.ssn(rng, c)
    x.ssn = (rng.choice(L.SSN_LABEL[c]), s) if s else None
    x.addr = L.address(rng, c)
    x.pt_phone = L.phone(rng, c)
    rels = [r for r in RELATIONS if not (x.age < 45 and (r.startswith("grand") or r in ("son", "daughter", "son-in-law",
                                                                                      "daughter-in-law")))
            and not (x.age > 75 and r in ("mother", "father"))]
    rel = rng.choice(rels)
    same = rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father") and rng.random() < 0.6
    x.nok_rel = rel
    x.nok = new_person(rng, c, sex=REL_SEX.get(rel), surname=x.pt.last if same else None)
    x.nok_phone = L.phone(rng, c, mobile=True)
    x.nok2_rel = rng.choice([r for r in rels if r != rel and r not in ("wife", "husband", "partner")])
    x.nok2 = new_person(rng, c, sex=REL_SEX.get(x.nok2_rel))
    if rel in ("wife", "husband", "partner"):
        na = x.age + rng.randrange(-8, 9)
    elif rel in ("son", "daughter", "son-in-law", "daughter-in-law"):
        na = x.age - rng.randrange(22, 38)
    elif rel in ("mother", "father"):
        na = x.age + rng.randrange(20, 34)
    elif rel.startswith("grand"):
        na = x.age - rng.randrange(45, 60)
    else:
        na = x.age + rng.randrange(-12, 13)
    x.nok_age = max(18, min(99, na))
    x.gp = new_person(rng, c)
    x.practice = rng.choice(PP.PRACTICE_FORMS).format(C=rng.choice(PP.ORG_CORES + PP.STREET_CORE))
    x.carehome = rng.choice(PP.CARE_HOMES).format(C=rng.choice(PP.ORG_CORES + PP.STREET_CORE))
    x.prof = rng.choice(PP.PROFESSIONS)
    x.nok_prof = rng.choice(PP.PROFESSIONS)
    x.employer = L.org_name(rng, PP.ORG_FORMS)
    x.country = rng.choice(PP.COUNTRIES)
    x.out = make_staff(rng, c, "outreach")
    x.out2 = make_staff(rng, c, "outreach")
    x.icu = make_staff(rng, c, "icu")
    x.icu_cons = Staff(new_person(rng, c), *ROLES[c]["icu"][-1][:2], False, pager=L.pager(rng),
                       lic=L.license_no(rng, c))
    x.wdr = make_staff(rng, c, "ward_dr")
    x.wdr2 = make_staff(rng, c, "ward_dr")
    x.wrn = make_staff(rng, c, "ward_rn")
    x.cons = make_staff(rng, c, "cons")
    x.team_email = "%s@%s" % (rng.choice(["ccot", "outreach", "rrt", "icu.liaison", "criticalcare.outreach",
                                          "par.team", "met.audit"]),
                              rng.choice(["example.org", "example.net", "health.example.org", "example.com"]))
    return x


def uname(rng, staff):
    """One login per staff member within a note."""
    if getattr(staff, "user", None) is None:
        staff.user = username(rng, staff.person)
    return staff.user


def mail(rng, staff):
    if getattr(staff, "mail", None) is None:
        staff.mail = email(rng, staff.person)
    return staff.mail
