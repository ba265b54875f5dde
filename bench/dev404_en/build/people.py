"""Persons and the per-note case context (patient, staff, sites, identifiers)."""
import datetime
import sys

sys.dont_write_bytecode = True

import ids
from pools_names import COUNTRY_ORIGINS, MIDDLE, POOLS
from pools_places import (BUILDINGS, HOMECARE, HOSP_PATTERNS, INSURERS, JOB_GROUPS,
                          PHARMACY_PATTERNS, PRACTICE_PATTERNS, RELATIVE_OCC, SAINTS, STATE_LONG,
                          STEMS_COMMON, STEMS_EXTRA, STREET_KINDS, STREET_COMMON, STREET_EXTRA, TOWNS, WARD_NAMES, IE_ESTATES)


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


class Person:
    def __init__(self, first, last, sex, middle=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    def name(self, rng, style=None):
        f, l, m = self.first, self.last, self.middle
        if style is None:
            style = rng.choice(["full", "full", "full", "fml", "fi_last", "lf"])
        if style == "full":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "fi_last":
            return "%s. %s" % (f[0], l)
        if style == "fil":
            return "%s %s" % (f[0], l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if style == "LFM":
            return ("%s, %s %s" % (l.upper(), f.upper(), m)) if m else "%s, %s" % (l.upper(), f.upper())
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "init":
            return rng.choice(["%s%s" % (f[0], l[0]), "%s.%s." % (f[0], l[0])]).upper()
        if style == "init_lc":
            return ("%s%s" % (f[0], l[0])).lower()
        raise ValueError(style)

    def title(self, rng, patient=True):
        if not patient:
            return "Dr"
        if self.sex == "M":
            return "Mr"
        return rng.choice(["Mrs", "Ms", "Ms", "Miss"])

    @property
    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")


def make_person(rng, country, sex=None):
    if sex is None:
        sex = rng.choice("FFFM")  # RA is commoner in women
    origin = wchoice(rng, COUNTRY_ORIGINS[country])
    fem, male, sur = POOLS[origin]
    first = rng.choice(fem if sex == "F" else male)
    if rng.random() < 0.2:  # mixed heritage / married names
        sur = POOLS[wchoice(rng, COUNTRY_ORIGINS[country])][2]
    last = rng.choice(sur)
    mid = rng.choice(MIDDLE) if rng.random() < 0.55 else ""
    return Person(first, last, sex, mid)


def street(rng, country, org=False):
    num = rng.randint(1, 240)
    name = rng.choice(STREET_EXTRA[country] if rng.random() < 0.45 else STREET_COMMON)
    kind = rng.choice(STREET_KINDS[country].split())
    s = "%d %s %s" % (num, name, kind)
    r = rng.random()
    if org:
        return s
    if country == "IE" and r < 0.3:
        return "%d %s %s" % (rng.randint(1, 90), rng.choice(IE_ESTATES), rng.choice(["Park", "Grove", "Lawns", "Heights"]))
    if r < 0.12:
        if country in ("UK", "IE"):
            return "Flat %d, %s" % (rng.randint(1, 30), s)
        if country in ("AU", "NZ"):
            return "Unit %d, %s" % (rng.randint(1, 30), s)
        return "%s, %s %d%s" % (s, rng.choice(["Apt", "Apt", "Unit"]), rng.randint(1, 30), rng.choice(["", "A", "B"]))
    if r < 0.18 and country in ("AU", "NZ", "CA"):
        return "%d/%d %s %s" % (rng.randint(1, 20), num, name, kind)
    return s


def near(rng, country, town, p_same):
    """A town tuple: the same town with probability p_same, else one in the same region if any."""
    tt = [t for t in TOWNS[country] if t[0] == town[0]][0]
    if rng.random() < p_same:
        return tt
    same = [t for t in TOWNS[country] if t[1] == tt[1]]
    if len(same) > 1 and rng.random() < 0.7:
        return rng.choice(same)
    return rng.choice(TOWNS[country])


class Address:
    def __init__(self, rng, country, town=None, org=False):
        t = town or rng.choice(TOWNS[country])
        self.country = country
        self.street = street(rng, country, org)
        self.town, self.region, prefix = t
        self.zip = ids.postcode(rng, country, prefix, self.town)
        self.region_long = STATE_LONG.get(self.region, self.region)


def site_name(rng, country, kind):
    s = rng.choice(STEMS_EXTRA[country] if rng.random() < 0.5 else STEMS_COMMON)
    if kind == "hospital":
        pat = rng.choice(HOSP_PATTERNS[country])
    elif kind == "practice":
        pat = rng.choice(PRACTICE_PATTERNS[country])
    elif kind == "pharmacy":
        pat = rng.choice(PHARMACY_PATTERNS[country])
    elif kind.startswith("employer:"):
        pat = rng.choice(kind[9:].split("|"))
        if not pat:
            return None
    elif kind == "homecare":
        pat = rng.choice(HOMECARE[2:] if country in ("US", "CA") else HOMECARE[:3] + HOMECARE[4:])
    elif kind == "insurer":
        pat = rng.choice(INSURERS[country])
    elif kind == "building":
        pat = rng.choice(BUILDINGS)
    else:
        raise ValueError(kind)
    return pat.format(s=s, saint=rng.choice(SAINTS))


class Staff:
    def __init__(self, rng, country, role):
        self.p = make_person(rng, country, rng.choice("FM"))
        self.role = role
        self.lic_label, self.lic = ids.licence(rng, country, {"cons": "doctor", "reg": "doctor",
                                                             "gp": "doctor", "rad": "doctor",
                                                             "cns": "nurse", "nurse": "nurse",
                                                             "pharm": "pharm"}.get(role, "ahp"))
        self.user = ids.username(rng, self.p.first, self.p.last)
        self.email = ids.email_for(rng, self.p.first, self.p.last)


TITLES = {"cons": ["Consultant Rheumatologist", "Consultant Rheumatologist", "Rheumatologist", "Attending Rheumatologist",
                   "Consultant Physician & Rheumatologist", "Staff Specialist Rheumatology"],
          "reg": ["Specialty Registrar in Rheumatology", "Rheumatology Registrar", "Rheumatology Fellow",
                  "Clinical Fellow, Rheumatology", "Advanced Trainee (Rheumatology)"],
          "cns": ["Rheumatology Clinical Nurse Specialist", "Rheumatology Nurse Specialist",
                  "Advanced Nurse Practitioner, Rheumatology", "Biologics Nurse", "Rheumatology Nurse"],
          "ot": ["Specialist Occupational Therapist (Hands)", "Hand Therapist", "Occupational Therapist",
                 "Clinical Specialist OT, Rheumatology"],
          "sono": ["MSK Sonographer", "Consultant MSK Radiologist", "Musculoskeletal Radiologist", "Rheumatologist (ultrasound)",
                   "Clinical Scientist, MSK Ultrasound"],
          "pharm": ["Rheumatology Pharmacist", "Specialist Pharmacist (Biologics)", "Homecare Pharmacist"],
          "nurse": ["Staff Nurse", "Registered Nurse", "Senior Staff Nurse", "Infusion Nurse"]}

TITLE_OK = {"Staff Specialist Rheumatology": "AU NZ", "Advanced Trainee (Rheumatology)": "AU NZ",
            "Specialty Registrar in Rheumatology": "UK", "Rheumatology Registrar": "UK IE AU NZ",
            "Rheumatology Fellow": "CA US IE AU", "Clinical Fellow, Rheumatology": "UK IE CA US",
            "Consultant Rheumatologist": "UK IE AU NZ", "Consultant Physician & Rheumatologist": "UK IE AU NZ",
            "Rheumatologist": "UK IE AU NZ CA US", "Consultant MSK Radiologist": "UK IE AU NZ",
            "Homecare Pharmacist": "UK IE", "Attending Rheumatologist": "US CA"}
GP_WORD = {"UK": "GP", "IE": "GP", "AU": "GP", "NZ": "GP", "CA": "family physician", "US": "PCP"}


class Case:
    """Everything one note may mention about one patient and the care team."""

    def __init__(self, rng, country):
        self.c = country
        self.pt = make_person(rng, country)
        self.ptitle = self.pt.title(rng)
        start = datetime.date(2021, 1, 4)
        self.visit = ids.add_days(start, rng.randint(0, 1500))
        if self.visit.weekday() >= 5:  # clinics run on weekdays
            self.visit = ids.add_days(self.visit, -(self.visit.weekday() - 4))
        self.age = rng.choice([rng.randint(19, 45), rng.randint(40, 70), rng.randint(40, 70),
                               rng.randint(60, 88), rng.randint(66, 94)])
        self.dob = ids.add_days(self.visit, -(self.age * 365 + rng.randint(10, 350) + self.age // 4))
        self.addr = Address(rng, country)
        home = (self.addr.town, self.addr.region, "")
        self.phone = ids.phone(rng, country, "land", self.addr.region)
        self.mobile = ids.phone(rng, country, "mobile")
        self.email = ids.email_for(rng, self.pt.first, self.pt.last)
        self.mrn = ids.hospital_mrn(rng, country)
        self.natid = ids.nhs_number(rng) if country == "UK" else ""
        self.plan = ids.health_plan(rng, country)
        while country == "US" and self.age < 65 and self.plan.count("-") == 2:
            self.plan = ids.health_plan(rng, country)
        self.ssn = ids.ssn(rng, country)
        self.acct = ids.account(rng, country)
        self.hosp = site_name(rng, country, "hospital")
        self.haddr = Address(rng, country, near(rng, country, home, 0.45), org=True)
        R = self.haddr.region
        self.hphone = ids.phone(rng, country, "land", R)
        self.hfax = ids.phone(rng, country, "land", R)
        self.advice_phone = ids.phone(rng, country, "land", R)
        self.advice_email = ids.dept_email(rng, "advice")
        self.sec_email = ids.dept_email(rng, "sec")
        self.portal = ids.url(rng, "portal")
        self.building = site_name(rng, country, "building")
        self.ward = rng.choice(["%s Ward" % rng.choice(WARD_NAMES), "Ward %d%s" % (rng.randint(1, 40), rng.choice(["", "", "A", "B"])),
                                "%s Day Unit" % rng.choice(WARD_NAMES), "%s Unit" % rng.choice(WARD_NAMES)])
        self.cons = Staff(rng, country, "cons")
        self.reg = Staff(rng, country, "reg")
        self.cns = Staff(rng, country, "cns")
        self.cns2 = Staff(rng, country, "cns")
        self.ot = Staff(rng, country, "ot")
        self.sono = Staff(rng, country, "sono")
        self.pharm = Staff(rng, country, "pharm")
        self.nurse = Staff(rng, country, "nurse")
        self.sec = make_person(rng, country, "F")
        for s in (self.cons, self.reg, self.cns, self.cns2, self.ot, self.sono, self.pharm, self.nurse):
            opts = [t for t in TITLES[s.role] if TITLE_OK.get(t, country) .find(country) >= 0]
            s.title = rng.choice(opts)
            if s.role == "sono" and ("Radiologist" in s.title or "Rheumatologist" in s.title):
                s.lic_label, s.lic = ids.licence(rng, country, "doctor")
        self.gp = Staff(rng, country, "gp")
        self.practice = site_name(rng, country, "practice")
        self.paddr = Address(rng, country, near(rng, country, home, 0.75), org=True)
        self.pphone = ids.phone(rng, country, "land", self.paddr.region)
        self.pfax = ids.phone(rng, country, "land", self.paddr.region)
        self.pharmacy = site_name(rng, country, "pharmacy")
        self.retired = self.age >= 67 or (self.age > 58 and rng.random() < 0.4)
        jobs, emps = rng.choice(JOB_GROUPS)
        self.job = rng.choice(jobs.split("|"))
        self.employer = site_name(rng, country, "employer:" + emps) if emps else None
        self.insurer = site_name(rng, country, "insurer")
        self.homecare = site_name(rng, country, "homecare")
        rels = ["husband", "wife", "partner", "sister", "brother", "friend", "neighbour"]
        if self.age >= 42:
            rels += ["daughter", "son", "daughter", "son"]
        if self.age >= 70:
            rels += ["carer", "daughter", "son"]
        if self.age <= 55:
            rels += ["mother", "father"]
        rel = rng.choice(rels)
        if rel in ("husband", "son", "brother", "father"):
            sx = "M"
        elif rel in ("wife", "daughter", "sister", "mother"):
            sx = "F"
        else:
            sx = rng.choice("FM")
        if self.pt.sex == "M" and rel == "husband" and rng.random() < 0.8:
            rel, sx = "wife", "F"
        if self.pt.sex == "F" and rel == "wife" and rng.random() < 0.8:
            rel, sx = "husband", "M"
        self.rel = rel
        self.fam = make_person(rng, country, sx)
        if rel in ("husband", "wife", "son", "daughter") and rng.random() < 0.6:
            self.fam.last = self.pt.last
        self.fam_phone = ids.phone(rng, country, "mobile")
        self.fam_job = rng.choice(RELATIVE_OCC)
        self.dx = ids.add_days(self.visit, -rng.choice([rng.randint(20, 200), rng.randint(200, 1500),
                                                       rng.randint(700, 9000)]))
        self.ipaddr = ids.ipaddr(rng)

    # convenient renderers -------------------------------------------------
    def d(self, rng, dt, style=None):
        return ids.fmt_date(rng, dt, self.c, style)

    def gpw(self):
        return GP_WORD[self.c]

    def nat_label(self, rng):
        return {"UK": rng.choice(["NHS No", "NHS No.", "NHS Number", "NHS"]),
                "NZ": rng.choice(["NHI", "NHI No", "NHI:"])}.get(self.c, "")

    def mrn_label(self, rng):
        return {"UK": rng.choice(["Hosp No", "Hospital No", "Unit No", "RM No", "K No"][:4]),
                "IE": rng.choice(["MRN", "Chart No", "Hosp No"]),
                "AU": rng.choice(["UR", "UR No", "URN", "MRN"]),
                "NZ": "NHI",
                "CA": rng.choice(["MRN", "Chart #", "Hosp #"]),
                "US": rng.choice(["MRN", "MRN #", "Med Rec #"])}[self.c]

    def plan_label(self, rng):
        return {"UK": rng.choice(["Policy No", "Membership No"]),
                "IE": rng.choice(["GMS No", "Medical Card No", "DPS No"]),
                "AU": rng.choice(["Medicare No", "Medicare", "Medicare card"]),
                "NZ": "Insurer ref",
                "CA": rng.choice(["OHIP #", "Health Card", "PHN", "HCN"]),
                "US": "Medicare MBI" if self.plan.count("-") == 2 else rng.choice(["Member ID", "Ins ID", "Subscriber ID"])}[self.c]

    def ssn_label(self, rng):
        return {"US": rng.choice(["SSN", "SS#", "Social Security No"]), "CA": rng.choice(["SIN", "Social Insurance No"]),
                "IE": rng.choice(["PPSN", "PPS No"]), "UK": "NI No", "AU": "TFN", "NZ": "IRD"}[self.c]
