"""Case context: the people, places, dates and identifiers one note talks about."""
import datetime

import pools_names as PN
import pools_places as PP
from phi import (P, DateFmt, phone, email_for, mrn, nhs_number, ihi_number, healthplan, ssn,
                 account, idnum, license, username, digits, letters)


class Person:
    def __init__(self, rng, typ, country, sex=None, origin=None, surname=None):
        self.rng = rng
        self.typ = typ
        self.sex = sex or rng.choice("MF")
        if origin is None:
            w = PN.ORIGIN_WEIGHTS[country]
            keys = sorted(w)
            origin = rng.choices(keys, weights=[w[k] for k in keys])[0]
        self.origin = origin
        pool = PN.ORIGINS[origin]
        self.first = rng.choice(pool["f"] if self.sex == "F" else pool["m"])
        self.last = surname or rng.choice(pool["s"])
        self.mi = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.35 else None
        self.nick = PN.NICKNAMES.get(self.first)
        if self.sex == "F":
            self.title = rng.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"])
        else:
            self.title = "Mr"
        self.role = None
        self.cred = None
        self.country = country

    # -------------------------------------------------------- renderings
    def full(self):
        return "%s %s" % (self.first, self.last)

    def n(self, style=None):
        """Return piece list for a reference to this person."""
        r = self.rng
        t = self.typ
        if style is None:
            style = r.choice(["full", "full", "title_last", "title_last", "first", "title_full",
                              "f_last", "last_first"])
        f, l = self.first, self.last
        if style == "full":
            return [(f + " " + l, t)]
        if style == "full_mi":
            if self.mi:
                return [("%s %s. %s" % (f, self.mi, l), t)]
            return [(f + " " + l, t)]
        if style == "title_last":
            return [self.title + " ", (l, t)]
        if style == "title_full":
            return [self.title + " ", (f + " " + l, t)]
        if style == "first":
            return [(f, t)]
        if style == "last":
            return [(l, t)]
        if style == "nick":
            return [(self.nick or f, t)]
        if style == "f_last":
            return [("%s. %s" % (f[0], l), t)]
        if style == "last_first":
            return [("%s, %s" % (l, f), t)]
        if style == "LAST_first":
            mi = (" " + self.mi) if self.mi else ""
            return [("%s, %s%s" % (l.upper(), f.upper() if r.random() < 0.5 else f, mi), t)]
        if style == "initials":
            ini = "".join(x[0] for x in (f.split()[0], l.split()[-1]))
            return [(r.choice([ini[0] + "." + ini[1] + ".", ini.upper(), ini[0] + ini[1]]), t)]
        if style == "full_cred":
            return [(f + " " + l, t), ", " + (self.cred or "RN")]
        if style == "cred_after":
            return [(f + " " + l, t), " " + (self.cred or "RN")]
        raise KeyError(style)


def make_staff(rng, country, role, kind="other", title=None):
    p = Person(rng, "DOCTOR", country)
    p.role = role
    if kind == "doctor":
        p.title = title or rng.choice(["Dr", "Dr", "Dr", "Dr."] if country == "US" else ["Dr", "Dr", "Dr", "Mr" if p.sex == "M" else "Ms", "Prof"])
        p.cred = rng.choice(PN.CREDENTIALS["doctor"][country])
        p.lic = license(rng, country, "doctor")
    elif kind == "nurse":
        if country in ("UK", "IE") and rng.random() < 0.3:
            p.title = "Sister" if p.sex == "F" else "Charge Nurse"
        p.cred = rng.choice(PN.CREDENTIALS["nurse"][country])
        p.lic = license(rng, country, "nurse")
    else:
        p.lic = None
    p.email = email_for(rng, p.first, p.last)
    p.user = username(rng, p.first, p.last)
    p.ext = phone(rng, country, rng.choice(["land", "ext", "bleep"]))
    return p


ROLE_SETS = {
    "UK": {"ward_mgr": ("Ward Manager", "nurse"), "nurse1": ("Staff Nurse", "nurse"),
           "nurse2": ("Staff Nurse", "nurse"), "hca": ("Healthcare Assistant", "other"),
           "cons": ("Consultant", "doctor"), "junior": (None, "doctor"),
           "complaints": ("Complaints Manager", "other"), "pals": ("PALS Officer", "other"),
           "investigator": ("Lead Investigator", "other"), "safety": ("Patient Safety Lead", "nurse"),
           "exec": ("Chief Executive", "other"), "don": ("Director of Nursing", "nurse"),
           "md": ("Medical Director", "doctor"), "pharm": ("Ward Pharmacist", "other"),
           "matron": ("Matron", "nurse"), "clerk": ("Ward Clerk", "other")},
    "US": {"ward_mgr": ("Nurse Manager", "nurse"), "nurse1": ("Staff RN", "nurse"),
           "nurse2": ("Charge Nurse", "nurse"), "hca": ("CNA", "other"),
           "cons": ("Attending Physician", "doctor"), "junior": ("PGY-2 Resident", "doctor"),
           "complaints": ("Patient Relations Specialist", "other"), "pals": ("Patient Advocate", "other"),
           "investigator": ("Risk Manager", "other"), "safety": ("Patient Safety Officer", "nurse"),
           "exec": ("President and CEO", "other"), "don": ("Chief Nursing Officer", "nurse"),
           "md": ("Chief Medical Officer", "doctor"), "pharm": ("Clinical Pharmacist", "other"),
           "matron": ("Director of Nursing, Med-Surg", "nurse"), "clerk": ("Unit Secretary", "other")},
    "AU": {"ward_mgr": ("Nurse Unit Manager", "nurse"), "nurse1": ("Registered Nurse", "nurse"),
           "nurse2": ("Clinical Nurse Specialist", "nurse"), "hca": ("AIN", "other"),
           "cons": ("Staff Specialist", "doctor"), "junior": ("RMO", "doctor"),
           "complaints": ("Consumer Liaison Officer", "other"), "pals": ("Patient Liaison Officer", "other"),
           "investigator": ("Clinical Governance Manager", "other"), "safety": ("Patient Safety Manager", "nurse"),
           "exec": ("Chief Executive", "other"), "don": ("Director of Nursing and Midwifery", "nurse"),
           "md": ("Director of Medical Services", "doctor"), "pharm": ("Senior Pharmacist", "other"),
           "matron": ("Nurse Manager", "nurse"), "clerk": ("Ward Clerk", "other")},
    "CA": {"ward_mgr": ("Patient Care Manager", "nurse"), "nurse1": ("RN", "nurse"),
           "nurse2": ("RPN", "nurse"), "hca": ("PSW", "other"),
           "cons": ("Attending Physician", "doctor"), "junior": ("Resident", "doctor"),
           "complaints": ("Patient Relations Specialist", "other"), "pals": ("Patient Relations Coordinator", "other"),
           "investigator": ("Quality and Risk Specialist", "other"), "safety": ("Patient Safety Lead", "nurse"),
           "exec": ("President and CEO", "other"), "don": ("Chief Nursing Executive", "nurse"),
           "md": ("Chief of Staff", "doctor"), "pharm": ("Clinical Pharmacist", "other"),
           "matron": ("Clinical Manager", "nurse"), "clerk": ("Unit Clerk", "other")},
    "IE": {"ward_mgr": ("CNM2", "nurse"), "nurse1": ("Staff Nurse", "nurse"),
           "nurse2": ("Staff Nurse", "nurse"), "hca": ("Healthcare Assistant", "other"),
           "cons": ("Consultant", "doctor"), "junior": ("SHO", "doctor"),
           "complaints": ("Complaints Officer", "other"), "pals": ("Patient Liaison Officer", "other"),
           "investigator": ("Quality and Patient Safety Manager", "other"),
           "safety": ("Patient Safety Advocate", "nurse"), "exec": ("General Manager", "other"),
           "don": ("Director of Nursing", "nurse"), "md": ("Clinical Director", "doctor"),
           "pharm": ("Chief Pharmacist", "other"), "matron": ("ADON", "nurse"), "clerk": ("Ward Clerk", "other")},
}
JUNIOR_UK = ["FY1", "FY2", "CT1", "ST3 registrar", "SpR", "registrar"]

RELATIONS = [("daughter", "F"), ("son", "M"), ("wife", "F"), ("husband", "M"), ("partner", None),
             ("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("niece", "F"),
             ("nephew", "M"), ("granddaughter", "F"), ("friend", None), ("neighbour", None),
             ("carer", None), ("daughter-in-law", "F"), ("son-in-law", "M")]


def address(rng, country, sep=", ", with_country=False, region=True):
    """Piece list for a postal address (its parts separate spans)."""
    d = lambda n: digits(rng, n)
    num = str(rng.randint(1, 240)) if country != "US" else str(rng.randint(10, 9800))
    street = "%s %s %s" % (num, rng.choice(PP.STREET_NAMES), rng.choice(PP.STREET_SUFFIX[country]))
    if country == "US" and rng.random() < 0.3:
        street += ", %s %s" % (rng.choice(PP.UNIT_WORDS["US"]), rng.choice([d(1) + rng.choice("ABCD"), d(3)]))
    elif country in ("AU", "CA", "UK") and rng.random() < 0.2:
        street = "%s %s, %s" % (rng.choice(PP.UNIT_WORDS[country]), d(1), street)
    town = rng.choice(PP.TOWNS[country])
    out = [(street, "STREET"), sep, (town, "CITY")]
    if country == "UK":
        if region and rng.random() < 0.5:
            out += [sep, (rng.choice(PP.REGIONS["UK"]), "CITY")]
        pc = "%s%s%s %s%s" % (letters(rng, 2), d(1), rng.choice(["", d(1)]), d(1), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        out += [sep, (pc, "ZIP")]
        cname = rng.choice(["United Kingdom", "UK", "England"])
    elif country == "IE":
        if region:
            out += [sep, "Co. ", (rng.choice(PP.REGIONS["IE"]), "CITY")]
        ec = "%s%s %s%s%s%s" % (rng.choice("ADFHKNPRTVWXY"), d(2), letters(rng, 1), d(1), letters(rng, 1), d(1))
        out += [sep, (ec, "ZIP")]
        cname = rng.choice(["Ireland", "Republic of Ireland"])
    else:
        reg = rng.choice(PP.REGIONS[country])
        st = reg[1] if rng.random() < 0.8 else reg[0]
        if country == "US":
            z = reg[2] + d(3)
            if rng.random() < 0.15:
                z += "-" + d(4)
            cname = rng.choice(["USA", "United States"])
        elif country == "AU":
            z = reg[2] + d(3)
            cname = "Australia"
        else:
            z = "%s%s%s %s%s%s" % (rng.choice(reg[2]), d(1), letters(rng, 1), d(1), letters(rng, 1), d(1))
            cname = "Canada"
        out += [" " if (country == "AU" and rng.random() < 0.6) else ", ", (st, "STATE"),
                rng.choice([" ", "  "]) if country != "AU" else " ", (z, "ZIP")]
    if with_country:
        out += [sep, (cname, "COUNTRY")]
    return out


class Case:
    pass


def spell(country, uk, us):
    return us if country in ("US", "CA") else uk


def make_case(rng, country):
    c = Case()
    c.country = country
    c.df = DateFmt(rng, country)
    c.sp = lambda uk, us: spell(country, uk, us)
    year = rng.choice([2021, 2022, 2023, 2023, 2024, 2024, 2024, 2025])
    start = datetime.date(year, 1, 1) + datetime.timedelta(days=rng.randint(0, 300))
    c.year = year
    c.d_adm = start
    c.d_inc = start + datetime.timedelta(days=rng.randint(1, 9))
    c.d_rep = c.d_inc + datetime.timedelta(days=rng.randint(0, 2))
    c.d_comp = c.d_inc + datetime.timedelta(days=rng.randint(8, 70))
    c.d_ack = c.d_comp + datetime.timedelta(days=rng.randint(1, 3))
    c.d_meet = c.d_comp + datetime.timedelta(days=rng.randint(10, 40))
    c.d_resp = c.d_meet + datetime.timedelta(days=rng.randint(5, 30))
    c.d_dis = c.d_inc + datetime.timedelta(days=rng.randint(1, 20))
    c.d_omb = c.d_resp + datetime.timedelta(days=rng.randint(40, 200))
    c.d_due = c.d_resp + datetime.timedelta(days=rng.randint(20, 120))
    # patient
    p = Person(rng, "PATIENT", country)
    c.pt = p
    c.age = rng.choice([rng.randint(18, 64), rng.randint(65, 97), rng.randint(70, 94), rng.randint(0, 17)]
                       if rng.random() < 0.9 else [rng.randint(90, 103)])
    if c.age < 16:
        c.age = rng.randint(16, 95)
    c.dob = c.d_inc - datetime.timedelta(days=365 * c.age + rng.randint(1, 360))
    c.he = "she" if p.sex == "F" else "he"
    c.his = "her" if p.sex == "F" else "his"
    c.him = "her" if p.sex == "F" else "him"
    c.deceased = c.age > 60 and rng.random() < 0.3
    c.mrn = mrn(rng, country)
    c.nhs = nhs_number(rng) if country == "UK" else None
    c.ihi = ihi_number(rng) if country == "IE" else None
    c.plan = healthplan(rng, country)
    c.ssn = ssn(rng, country)
    c.acct = account(rng, country)
    c.addr = lambda sep=", ", wc=False: address(rng, country, sep, wc)
    c.pt_phone = phone(rng, country, rng.choice(["land", "mobile"]))
    c.pt_email = email_for(rng, p.first, p.last)
    c.pt_job = rng.choice(PP.PROFESSIONS)
    # family
    c.fam = []
    if c.age < 40:
        rels = [r for r in RELATIONS if r[0] in ("mother", "father", "partner", "wife", "husband", "sister", "brother", "friend")]
    elif c.age >= 65:
        rels = [r for r in RELATIONS if r[0] not in ("mother", "father")]
    else:
        rels = [r for r in RELATIONS if r[0] not in ("granddaughter",)]
    used = set()
    for i in range(rng.randint(1, 3)):
        rel, sx = rng.choice(rels)
        key = "spouse" if rel in ("wife", "husband", "partner") else rel
        if key in used and key in ("spouse", "mother", "father"):
            rel, sx = rng.choice([r for r in rels if r[0] not in ("wife", "husband", "partner", "mother", "father")])
            key = rel
        used.add(key)
        same = rel in ("daughter", "son", "wife", "husband", "brother", "sister", "mother",
                       "father", "granddaughter") and rng.random() < 0.7
        f = Person(rng, "FAMILY", country, sex=sx, origin=p.origin, surname=p.last if same else None)
        f.rel = rel
        f.phone = phone(rng, country, rng.choice(["land", "mobile", "mobile"]))
        f.email = email_for(rng, f.first, f.last)
        f.job = rng.choice(PP.PROFESSIONS)
        c.fam.append(f)
    c.comp = c.fam[0] if rng.random() < 0.8 else None  # None: the patient complains
    # staff
    c.st = {}
    for key, (role, kind) in sorted(ROLE_SETS[country].items()):
        s = make_staff(rng, country, role, kind)
        if key == "junior" and role is None:
            s.role = rng.choice(JUNIOR_UK)
        c.st[key] = s
    c.extra_staff = [make_staff(rng, country, r, k) for r, k in
                     [("Staff Nurse", "nurse"), ("Registrar", "doctor"), ("Physiotherapist", "other"),
                      ("Porter", "other"), ("Site Manager", "nurse")]]
    # places
    towns = PP.TOWNS[country]
    t1, t2 = rng.sample(towns, 2)
    c.hosp = rng.choice(PP.HOSP_PATTERNS[country]).format(T=t1, S=rng.choice(PP.SAINTS))
    c.hosp2 = rng.choice(PP.HOSP_PATTERNS[country]).format(T=t2, S=rng.choice(PP.SAINTS))
    c.trust = rng.choice(PP.PROVIDER_PATTERNS[country]).format(T=t1, U=t2)
    if country == "US" and rng.random() < 0.6:
        c.ward = rng.choice(PP.US_UNITS)
    elif rng.random() < 0.25:
        c.ward = "Ward %d%s" % (rng.randint(1, 32), rng.choice(["", "A", "B", "C"]))
    else:
        c.ward = "%s %s" % (rng.choice(PP.WARD_NAMES), rng.choice(PP.WARD_KIND))
    c.gp = rng.choice(PP.PRACTICE_PATTERNS).format(X=rng.choice(PP.PRACTICE_PREFIX))
    c.care_home = rng.choice(PP.CARE_HOMES)
    c.pharmacy = rng.choice(PP.PHARMACY)
    c.building = rng.choice(PP.BUILDINGS)
    c.bed = str(rng.randint(1, 32))
    c.bay = str(rng.randint(1, 8))
    c.room = rng.choice([str(rng.randint(1, 20)), "%d%s" % (rng.randint(2, 9), digits(rng, 2)),
                         "%d%s" % (rng.randint(1, 40), rng.choice("ABCD"))])
    c.law = rng.choice(PP.LAW_FIRMS)
    c.advocacy = rng.choice(PP.ADVOCACY)
    c.insurer = rng.choice(PP.INSURERS)
    c.employer = rng.choice(PP.EMPLOYERS)
    c.agency = rng.choice(PP.CARE_AGENCIES)
    c.org_addr = address(rng, country, ", ", False)
    c.org_phone = phone(rng, country, "land")
    c.org_fax = phone(rng, country, "land")
    c.system = rng.choice(PP.INCIDENT_SYSTEMS[country])
    c.team = rng.choice(PP.COMPLAINTS_TEAM[country])
    c.public = PP.PUBLIC_BODIES[country]
    # references
    c.ref_inc = idnum(rng, "incident", year)
    c.ref_comp = idnum(rng, "complaint", year)
    c.ref_pals = idnum(rng, "pals", year)
    c.ref_omb = idnum(rng, "ombudsman", year)
    c.ref_rca = idnum(rng, "rca", year)
    c.ref_steis = idnum(rng, "steis", year)
    return c


# ---------------------------------------------------------------- helpers used by genres
def D(c, d, vary=0.3):
    return c.df.full(d, vary)


def age_piece(rng, age):
    a = str(age)
    return rng.choice([
        [(a, "AGE"), "-year-old"], [(a, "AGE"), " year old"], [(a, "AGE"), "yo"], [(a, "AGE"), " yo"],
        ["aged ", (a, "AGE")], [(a, "AGE"), " yrs"], ["age ", (a, "AGE")], [(a, "AGE"), "y"],
    ])


def sexage(rng, c):
    s = "F" if c.pt.sex == "F" else "M"
    a = str(c.age)
    return rng.choice([[(a, "AGE"), s], [(a, "AGE"), " " + s], [s + "/", (a, "AGE")],
                       ["(", (a, "AGE"), s, ")"]])


def pt_ids(rng, c, sep=" | "):
    """A line of patient identifiers appropriate to the country."""
    out = []
    if c.country == "UK":
        out += ["NHS No: ", (c.nhs, "MRN"), sep, rng.choice(["Hosp No: ", "MRN: ", "Unit No. "]), (c.mrn, "MRN")]
    elif c.country == "IE":
        out += ["MRN: ", (c.mrn, "MRN")]
        if rng.random() < 0.5:
            out += [sep, "IHI: ", (c.ihi, "MRN")]
    elif c.country == "AU":
        out += [rng.choice(["URN: ", "MRN: ", "UR "]), (c.mrn, "MRN")]
        if rng.random() < 0.5:
            out += [sep, "Medicare: ", (c.plan, "HEALTHPLAN")]
    elif c.country == "CA":
        out += [rng.choice(["MRN: ", "Chart #: "]), (c.mrn, "MRN")]
        if rng.random() < 0.5:
            out += [sep, rng.choice(["HCN: ", "Health card: ", "PHN: "]), (c.plan, "HEALTHPLAN")]
    else:
        out += ["MRN: ", (c.mrn, "MRN")]
        if rng.random() < 0.5:
            out += [sep, rng.choice(["FIN: ", "Acct: ", "Encounter: "]), (c.acct, "ACCOUNT")]
    k = rng.random()
    lab = {"US": ["SSN: ", "SS#: "], "IE": ["PPSN: ", "PPS No. "], "CA": ["SIN: "], "AU": ["Centrelink CRN: "],
           "UK": ["NI No: ", "NINO: "]}[c.country]
    if k < {"US": 0.18, "IE": 0.18, "CA": 0.05, "AU": 0.05, "UK": 0.04}[c.country]:
        out += [sep, rng.choice(lab), (c.ssn, "SSN")]
    return out
