"""Persona generation and PHI surface forms for dev230_en."""
import datetime as dt
import pools as P
from doc import PHI

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    m = MON[d.month - 1]
    w = WD[d.weekday()]
    y2 = "%02d" % (d.year % 100)
    return {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy_np": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy2": "%d/%d/%s" % (d.day, d.month, y2),
        "dmy2z": "%02d/%02d/%s" % (d.day, d.month, y2),
        "dot": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dot2": "%02d.%02d.%s" % (d.day, d.month, y2),
        "dash": "%02d-%02d-%d" % (d.day, d.month, d.year),
        "dmon": "%d %s %d" % (d.day, m[:3], d.year),
        "dmon2": "%d %s %s" % (d.day, m[:3], y2),
        "dmonth": "%d %s %d" % (d.day, m, d.year),
        "dth": "%s %s %d" % (ordinal(d.day), m, d.year),
        "dthof": "%s of %s %d" % (ordinal(d.day), m, d.year),
        "dmonyc": "%02d-%s-%d" % (d.day, m[:3].upper(), d.year),
        "dmony": "%02d-%s-%s" % (d.day, m[:3], y2),
        "iso": "%d-%02d-%02d" % (d.year, d.month, d.day),
        "us": "%s %d, %d" % (m, d.day, d.year),
        "wd_dmy": "%s %02d/%02d/%d" % (w[:3], d.day, d.month, d.year),
        "wd_short": "%s %d/%d" % (w[:3], d.day, d.month),
        "wd_full": "%s %d %s %d" % (w, d.day, m, d.year),
        "wd_th": "%s, %s %s" % (w, ordinal(d.day), m),
        "dm": "%d/%d" % (d.day, d.month),
        "dmz": "%02d/%02d" % (d.day, d.month),
        "d_month": "%d %s" % (d.day, m),
        "dth_month": "%s %s" % (ordinal(d.day), m),
        "d_mon": "%d %s" % (d.day, m[:3]),
        "month_y": "%s %d" % (m, d.year),
        "mon_y": "%s %d" % (m[:3], d.year),
        "mon_y2": "%s-%s" % (m[:3], y2),
        "mm_yyyy": "%02d/%d" % (d.month, d.year),
        "year": "%d" % d.year,
        "month": m,
        "weekday": w,
        "wd3": w[:3],
    }[style]


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy_np", "dmy2", "dmy2z", "dot", "dot2", "dash",
               "dmon", "dmon2", "dmonth", "dmonth", "dth", "dthof", "dmonyc", "dmony",
               "iso", "us", "wd_dmy", "wd_full"]
SHORT_STYLES = ["dm", "dmz", "d_month", "dth_month", "d_mon", "wd_short", "wd_th"]


def rint(rng, a, b):
    return rng.randint(a, b)


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


class Person(object):
    def __init__(self, rng, sex, first=None):
        self.sex = sex
        pool = P.FEMALE if sex == "F" else P.MALE
        self.first = first or rng.choice(pool)
        self.middle = rng.choice(pool) if rng.random() < 0.45 else ""
        self.last = rng.choice(P.SURNAME2) if rng.random() < 0.05 else rng.choice(P.SURNAME)
        self.nick = None
        if rng.random() < 0.15:
            self.nick = {"Rebecca": "Becky", "Jessica": "Jess", "Charlotte": "Charlie",
                         "Eleanor": "Ellie", "Danielle": "Dani", "Samantha": "Sam",
                         "Olivia": "Liv", "Natalie": "Nat", "Elizabeth": "Liz",
                         "Victoria": "Tori", "Rhiannon": "Rhi", "Courtney": "Court",
                         "Magdalena": "Magda", "Agnieszka": "Aga", "Georgia": "George",
                         "Kayleigh": "Kay", "Shannon": "Shan"}.get(self.first)

    def form(self, style):
        f, m, l = self.first, self.middle, self.last
        if style == "full":
            return f + " " + l
        if style == "fml":
            return (f + " " + m[0] + ". " + l) if m else (f + " " + l)
        if style == "fmfull":
            return (f + " " + m + " " + l) if m else (f + " " + l)
        if style == "lf":
            return l + ", " + f
        if style == "LF":
            return l.upper() + ", " + f.upper() + ((" " + m[0].upper()) if m else "")
        if style == "Lf":
            return l.upper() + ", " + f
        if style == "FULLCAPS":
            return (f + " " + l).upper()
        if style == "init":
            return f[0] + "." + l[0] + "."
        if style == "init2":
            return f[0] + l[0]
        if style == "fi":
            return f[0] + ". " + l
        if style == "fi2":
            return f[0] + " " + l
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "last":
            return l
        if style == "firstl":
            return f + " " + l[0] + "."
        raise KeyError(style)


def uk_postcode(rng, area):
    a = area + str(rint(rng, 1, 29) if len(area) == 1 else rint(rng, 1, 19))
    return "%s %d%s" % (a, rint(rng, 1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


class Staff(object):
    def __init__(self, rng, country, role, title, cred, regtype):
        sex = "F" if rng.random() < 0.72 else "M"
        self.p = Person(rng, sex)
        self.role = role
        self.title = title
        if title == "Miss/Mr":
            self.title = "Miss" if sex == "F" else "Mr"
        self.cred = cred
        self.regtype = regtype
        self.reg = make_reg(rng, regtype)
        dom = "nhs.example.net" if country == "UK" else "health.example.org"
        if rng.random() < 0.2:
            dom = rng.choice(["example.org", "trust.example.nhs.test", "lhd.health.test"])
        self.email = "%s.%s@%s" % (self.p.first.lower(), self.p.last.lower().replace("'", ""), dom)
        self.user = (self.p.first[0] + self.p.last).lower().replace("'", "").replace("-", "") \
            + (str(rint(rng, 1, 9)) if rng.random() < 0.5 else "")
        self.ext = str(rint(rng, 2000, 7999))
        self.bleep = str(rint(rng, 1000, 9999))

    def name(self, style=None, rng=None):
        if style is None:
            style = rng.choice(["full", "full", "full", "fi", "fi2", "last", "fml"])
        return PHI(self.p.form(style), "DOCTOR")


def make_reg(rng, regtype):
    if regtype == "GMC":
        return str(rint(rng, 3000000, 7999999))
    if regtype == "NMC":
        return "%02d%s%04d%s" % (rint(rng, 90, 99) % 100, letters(rng, 1), rint(rng, 0, 9999),
                                 letters(rng, 1, "ACEFGHNOPSWY"))
    if regtype == "HCPC":
        return rng.choice(["PYL", "OT", "SW", "PH"]) + digits(rng, 6)
    if regtype == "SWE":
        return "SW" + digits(rng, 6)
    if regtype == "GPhC":
        return digits(rng, 7)
    if regtype == "AHPRA-MED":
        return "MED000" + digits(rng, 7)
    if regtype == "AHPRA-NMW":
        return "NMW000" + digits(rng, 7)
    if regtype == "AHPRA-PSY":
        return "PSY000" + digits(rng, 7)
    if regtype == "AHPRA-PHA":
        return "PHA000" + digits(rng, 7)
    if regtype == "AASW":
        return digits(rng, 6)
    return None


UK_ROLES = {
    "psych": ("Consultant Perinatal Psychiatrist", "Dr", "MBChB MRCPsych", "GMC"),
    "reg": ("ST5 Psychiatry", "Dr", "MBBS MRCPsych", "GMC"),
    "cpn": ("Perinatal Community Mental Health Nurse", "", "RMN", "NMC"),
    "psychol": ("Clinical Psychologist", "Dr", "DClinPsy", "HCPC"),
    "sw": ("Social Worker", "", "", "SWE"),
    "hv": ("Health Visitor", "", "RN SCPHN", "NMC"),
    "mw": ("Specialist Perinatal Mental Health Midwife", "", "RM", "NMC"),
    "obs": ("Consultant Obstetrician", "Miss/Mr", "FRCOG", "GMC"),
    "gp": ("GP", "Dr", "MRCGP", "GMC"),
    "pharm": ("Specialist Mental Health Pharmacist", "", "MPharm", "GPhC"),
    "nn": ("Nursery Nurse", "", "NNEB", None),
    "rn": ("Staff Nurse", "", "RMN", "NMC"),
    "ot": ("Occupational Therapist", "", "", "HCPC"),
    "piw": ("Parent-Infant Psychotherapist", "", "", None),
    "crisis": ("Crisis Practitioner", "", "RMN", "NMC"),
    "sgl": ("Named Nurse Safeguarding Children", "", "RGN", "NMC"),
    "sec": ("Medical Secretary", "", "", None),
}
AU_ROLES = {
    "psych": ("Consultant Psychiatrist, Perinatal", "Dr", "FRANZCP", "AHPRA-MED"),
    "reg": ("Psychiatry Registrar", "Dr", "MBBS", "AHPRA-MED"),
    "cpn": ("Perinatal Mental Health Clinician", "", "RN", "AHPRA-NMW"),
    "psychol": ("Senior Clinical Psychologist", "Dr", "", "AHPRA-PSY"),
    "sw": ("Senior Social Worker", "", "BSW", "AASW"),
    "hv": ("Maternal and Child Health Nurse", "", "RN RM", "AHPRA-NMW"),
    "mw": ("Clinical Midwife Consultant", "", "RM", "AHPRA-NMW"),
    "obs": ("Obstetrician", "Dr", "FRANZCOG", "AHPRA-MED"),
    "gp": ("General Practitioner", "Dr", "FRACGP", "AHPRA-MED"),
    "pharm": ("Senior Pharmacist", "", "BPharm", "AHPRA-PHA"),
    "nn": ("Mothercraft Nurse", "", "EN", "AHPRA-NMW"),
    "rn": ("Registered Nurse", "", "RN", "AHPRA-NMW"),
    "ot": ("Occupational Therapist", "", "", None),
    "piw": ("Infant Mental Health Clinician", "", "", None),
    "crisis": ("Acute Care Team Clinician", "", "RN", "AHPRA-NMW"),
    "sgl": ("Child Protection Liaison Nurse", "", "RN", "AHPRA-NMW"),
    "sec": ("Administration Officer", "", "", None),
}


class Ctx(object):
    """Everything one note knows about its people, places and identifiers."""

    def __init__(self, rng, country, antenatal):
        self.rng = rng
        self.country = country
        self.uk = country == "UK"
        r = rng
        self.today = dt.date(2021, 7, 1) + dt.timedelta(days=r.randrange(0, 1420))
        self.pt = Person(r, "F")
        age0 = rint(r, 17, 44) if r.random() < 0.9 else rint(r, 16, 46)
        self.dob = self.today - dt.timedelta(days=age0 * 365 + r.randrange(0, 365))
        self.age = self.years(self.dob, self.today)
        self.partner = Person(r, "M" if r.random() < 0.9 else "F")
        if r.random() < 0.6:
            self.partner.last = self.pt.last if r.random() < 0.5 else self.partner.last
        self.mother = Person(r, "F")
        self.mother.last = self.pt.last if r.random() < 0.6 else self.mother.last
        self.sibling = Person(r, "F" if r.random() < 0.6 else "M")
        self.friend = Person(r, "F")
        self.exp = Person(r, "M")
        self.antenatal = antenatal
        if antenatal:
            self.gest_w = rint(r, 9, 37)
            self.gest_d = rint(r, 0, 6)
            self.edd = self.today + dt.timedelta(days=(40 - self.gest_w) * 7 - self.gest_d)
            self.lmp = self.edd - dt.timedelta(days=280)
            self.baby_dob = None
            self.baby_weeks = None
        else:
            self.baby_weeks = rint(r, 1, 40)
            self.baby_dob = self.today - dt.timedelta(days=self.baby_weeks * 7 + r.randrange(0, 7))
            self.edd = self.baby_dob + dt.timedelta(days=r.randrange(-18, 12))
            self.lmp = None
        self.baby = Person(r, "F" if r.random() < 0.5 else "M", first=r.choice(P.BABY))
        self.baby.last = self.pt.last if r.random() < 0.6 else self.partner.last
        self.kids = []
        for _ in range(r.choice([0, 0, 0, 1, 1, 2])):
            k = Person(r, r.choice("FM"), first=r.choice(P.BABY + P.MALE[:20] + P.FEMALE[:20]))
            k.age = rint(r, 2, 14)
            self.kids.append(k)
        self.para = len(self.kids) + (0 if antenatal else 1)
        self.grav = self.para + (1 if antenatal else 0) + r.choice([0, 0, 0, 1, 1, 2])
        # places
        if self.uk:
            self.town, self.county, area = r.choice(P.UK_TOWNS)
            self.postcode = uk_postcode(r, area)
            self.state = None
            self.state_full = None
            self.code = {"LS": "0113 496 0", "BD": "0113 496 0", "M": "0161 496 0", "SK": "0161 496 0",
                         "OL": "0161 496 0", "WN": "0161 496 0", "CH": "0151 496 0", "WA": "0151 496 0",
                         "CV": "0121 496 0", "DY": "0121 496 0", "WS": "0121 496 0", "CF": "029 2018 0",
                         "NP": "029 2018 0", "SA": "029 2018 0", "SE": "020 7946 0", "E": "020 7946 0",
                         "N": "020 7946 0", "CR": "020 7946 0", "PA": "0141 496 0", "DD": "0131 496 0",
                         "KY": "0131 496 0", "NG": "0115 496 0", "LE": "0116 496 0", "S": "0114 496 0",
                         "DN": "0114 496 0", "RG": "0118 496 0"}.get(area, "01632 960")
            self.nation = ("Scotland" if area in ("PA", "DD", "KY") else
                           "Wales" if area in ("CF", "NP", "SA", "LL") else "England")
        else:
            self.town, self.state, self.state_full, pc = r.choice(P.AU_TOWNS)
            self.postcode = pc + digits(r, 3) if pc != "0" else "08" + digits(r, 2)
            self.county = None
            self.nation = None
            self.code = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07"}.get(self.state, "08")
        self.street = self.make_street()
        self.hosp = r.choice(P.UK_HOSP if self.uk else P.AU_HOSP)
        self.hosp2 = r.choice(P.UK_HOSP if self.uk else P.AU_HOSP)
        self.mbu = r.choice(P.UK_MBU if self.uk else P.AU_MBU)
        self.ward = r.choice(P.WARDS)
        self.gp_pr = r.choice(P.UK_GP if self.uk else P.AU_GP)
        self.pharmacy = r.choice(P.UK_PHARM if self.uk else P.AU_PHARM)
        self.team = r.choice(P.UK_TEAMS if self.uk else P.AU_TEAMS)
        emp = P.EMPLOYERS_UK if self.uk else P.EMPLOYERS_AU
        self.employer = r.choice(emp)
        self.p_employer = r.choice(emp)
        sch = P.SCHOOLS_UK if self.uk else P.SCHOOLS_AU
        kage = self.kids[0].age if self.kids else r.randint(2, 14)
        self.school = r.choice(sch["nursery" if kage < 5 else "primary" if kage < 11 else "secondary"])
        self.charity = r.choice(P.CHARITIES_UK if self.uk else P.CHARITIES_AU)
        self.council = r.choice(P.COUNCILS_UK) if self.uk else None
        self.job = r.choice(P.PROF_F)
        self.p_job = r.choice(P.PROF_M if self.partner.sex == "M" else P.PROF_F)
        self.origin = r.choice(P.COUNTRIES) if r.random() < 0.3 else None
        self.lang = P.LANGS.get(self.origin) if self.origin else None
        self.gp_street = self.make_street(plain=True)
        self.gp_post = uk_postcode(r, area) if self.uk else self.postcode[:3] + digits(r, 1)
        roles = UK_ROLES if self.uk else AU_ROLES
        self.staff = {}
        for k, (role, title, cred, regt) in roles.items():
            self.staff[k] = Staff(r, country, role, title, cred, regt)
        # identifiers
        self.nhs = "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4))
        if self.uk and self.nation == "Scotland":
            self.nhs = "%02d%02d%s%s" % (self.dob.day, self.dob.month, ("%02d" % (self.dob.year % 100)), digits(r, 4))
        self.hospno = r.choice(["H", "K", "RX", "M", "J"]) + digits(r, 6 + r.randrange(2))
        self.urn = digits(r, 7) if r.random() < 0.6 else "0" + digits(r, 6)
        self.medicare = "%s%s %s %s" % (rint(r, 2, 6), digits(r, 3), digits(r, 5), rint(r, 1, 9))
        self.irn = str(rint(r, 1, 4))
        self.fund = digits(r, 8)
        self.ni = "QQ %s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2), r.choice("ABCD"))
        self.crn = "9%s %s %s%s" % (digits(r, 2), digits(r, 3), digits(r, 3), letters(r, 1))
        self.mobile = self.make_mobile()
        self.home = self.make_landline()
        self.p_mobile = self.make_mobile()
        self.email = self.make_email(self.pt)
        self.plate = self.make_plate()
        self.episode = r.choice(["EP", "ENC", "V", ""]) + digits(r, 8)
        self.ref_id = r.choice(["RF-", "REF", "PMH/", "R"]) + digits(r, 6)

    # ---- helpers -------------------------------------------------------
    @staticmethod
    def years(a, b):
        return b.year - a.year - ((b.month, b.day) < (a.month, a.day))

    def make_street(self, plain=False):
        r = self.rng
        n = r.choice(P.STREET_NAMES)
        if self.uk:
            s = "%d %s %s" % (rint(r, 1, 180), n, r.choice(P.UK_SUFFIX))
            if not plain and r.random() < 0.2:
                s = "Flat %d, %s" % (rint(r, 1, 24), s)
        else:
            suf = r.choice(P.AU_SUFFIX)
            if r.random() < 0.5:
                suf = P.AU_SUFFIX_ABBR[suf]
            s = "%d %s %s" % (rint(r, 1, 240), n, suf)
            if not plain and r.random() < 0.3:
                s = "%d/%s" % (rint(r, 1, 18), s) if r.random() < 0.5 else "Unit %d, %s" % (rint(r, 1, 12), s)
        return s

    def make_mobile(self):
        r = self.rng
        if self.uk:
            n = "07700 900" + digits(r, 3)
            return r.choice([n, n.replace(" ", ""), "+44 7700 900" + n[-3:], "07700 900 " + n[-3:]])
        n = "0491 57%s %s" % (r.randrange(10), digits(r, 3))
        return r.choice([n, n.replace(" ", ""), "+61 491 57%s %s" % (n[7], n[-3:])])

    def make_landline(self):
        r = self.rng
        if self.uk:
            if r.random() < 0.2:
                return "(01632) 960 %s" % digits(r, 3)
            return self.code + digits(r, 3)
        a = self.code
        return r.choice(["(%s) 5550 %s" % (a, digits(r, 4)), "%s 5550 %s" % (a, digits(r, 4))])

    def make_email(self, p):
        r = self.rng
        dom = r.choice(["example.com", "example.net", "example.org", "mail.test"])
        base = r.choice([p.first.lower() + "." + p.last.lower(),
                         p.first.lower() + p.last[0].lower() + str(rint(r, 1, 99)),
                         p.first[0].lower() + p.last.lower() + str(rint(r, 80, 99)),
                         p.first.lower() + "_" + str(rint(r, 1990, 2005))])
        return base.replace("'", "").replace("-", "") + "@" + dom

    def make_plate(self):
        r = self.rng
        if self.uk:
            return "%s%02d %s" % (letters(r, 2), rint(r, 10, 24) if r.random() < 0.5 else rint(r, 60, 73),
                                  letters(r, 3))
        return r.choice(["%s%s" % (digits(r, 1) + letters(r, 3), digits(r, 3)),
                         "%s %s" % (digits(r, 3), letters(r, 3)),
                         "%s%s%s" % (letters(r, 2), digits(r, 2), letters(r, 2))])

    # ---- PHI objects with varied surface forms -------------------------
    def ptn(self, style=None):
        if style is None:
            style = self.rng.choice(["full", "full", "first", "first", "first", "last",
                                     "fml", "nick", "init", "firstl"])
        return PHI(self.pt.form(style), "PATIENT")

    def fam(self, person, style=None):
        if style is None:
            style = self.rng.choice(["first", "first", "first", "full", "full", "nick"])
        return PHI(person.form(style), "FAMILY")

    def st(self, key, style=None):
        return self.staff[key].name(style, self.rng)

    def date(self, d, styles=None):
        style = self.rng.choice(styles or FULL_STYLES)
        return PHI(fmt_date(d, style), "DATE")

    def sdate(self, d):
        return self.date(d, SHORT_STYLES)

    def ago(self, days_lo, days_hi):
        return self.today - dt.timedelta(days=self.rng.randint(days_lo, days_hi))

    def ahead(self, days_lo, days_hi):
        return self.today + dt.timedelta(days=self.rng.randint(days_lo, days_hi))

    def agev(self, n=None, word_p=0.1):
        n = self.age if n is None else n
        return PHI(words(n) if self.rng.random() < word_p else str(n), "AGE")

    def phone(self, num=None):
        return PHI(num or self.mobile, "PHONE")

    def staff_phone(self, key):
        r = self.rng
        if self.uk:
            base = self.code if r.random() < 0.75 else "01632 960"
            n = base + digits(r, 3)
        else:
            n = "(%s) 5550 %s" % (self.code, digits(r, 4))
        if r.random() < 0.35:
            n += r.choice([" ext ", " ext. ", " x", " extn "]) + self.staff[key].ext
        return PHI(n, "PHONE")

    def fax(self):
        r = self.rng
        if self.uk:
            return PHI((self.code if r.random() < 0.7 else "01632 960") + digits(r, 3), "FAX")
        return PHI(r.choice(["(%s) 5550 %s", "%s 5550 %s"]) % (self.code, digits(r, 4)), "FAX")

    def ip(self):
        r = self.rng
        k = r.random()
        if k < 0.45:
            s = "10.%d.%d.%d" % (rint(r, 0, 254), rint(r, 0, 254), rint(r, 1, 254))
        elif k < 0.75:
            s = "192.168.%d.%d" % (rint(r, 0, 254), rint(r, 1, 254))
        else:
            s = "172.%d.%d.%d" % (rint(r, 16, 31), rint(r, 0, 254), rint(r, 1, 254))
        return PHI(s, "IPADDR")

    def url(self, kind=None):
        r = self.rng
        slug = self.team.split()[0].lower()
        opts = ["https://www.%s-perinatal.example.org/refer" % slug,
                "www.%s.example.net/perinatal" % slug,
                "https://meet.example.net/pmh/%s-%s" % (letters(r, 4).lower(), digits(r, 4)),
                "https://portal.example.org/patient/%s" % digits(r, 6),
                "http://intranet.trust.test/safeguarding/%s" % letters(r, 3).lower(),
                "https://telehealth.example.com/room/%s" % (letters(r, 3).lower() + digits(r, 3)),
                "www.%s.test/mbu" % self.mbu.split()[0].lower()]
        if kind == "meet":
            return PHI(opts[r.choice([2, 5])], "URL")
        return PHI(r.choice(opts), "URL")

    def addr(self, sep=", ", nation=False, country=False):
        """Address pieces as a list for Doc.w()."""
        out = [PHI(self.street, "STREET"), sep, PHI(self.town, "CITY")]
        if self.uk:
            if self.rng.random() < 0.5:
                out += [sep, PHI(self.county, "CITY")]
            out += [sep if self.rng.random() < 0.6 else " ", PHI(self.postcode, "ZIP")]
            if country:
                out += [sep, PHI("United Kingdom" if self.rng.random() < 0.7 else "UK", "COUNTRY")]
        else:
            st = self.state if self.rng.random() < 0.8 else self.state_full
            out += [" " if self.rng.random() < 0.7 else sep, PHI(st, "STATE"), " ", PHI(self.postcode, "ZIP")]
            if country:
                out += [sep, PHI("Australia", "COUNTRY")]
        return out

    def gp_addr(self, sep=", "):
        out = [PHI(self.gp_street, "STREET"), sep, PHI(self.town, "CITY")]
        if self.uk:
            out += [sep, PHI(self.gp_post, "ZIP")]
        else:
            out += [" ", PHI(self.state, "STATE"), " ", PHI(self.gp_post, "ZIP")]
        return out

    def healthid(self):
        """Primary health identifier label + value (list for Doc.w)."""
        r = self.rng
        if self.uk:
            lab = "CHI" if self.nation == "Scotland" else r.choice(["NHS No", "NHS number", "NHS#", "NHS No."])
            return [lab + ": ", PHI(self.nhs, "MRN")]
        return [r.choice(["Medicare: ", "Medicare No. ", "Medicare card "]),
                PHI(self.medicare + (("-" + self.irn) if r.random() < 0.5 else ""), "HEALTHPLAN")]

    def localid(self):
        r = self.rng
        if self.uk:
            return [r.choice(["Hosp No: ", "Hospital number ", "RiO ID: ", "MRN ", "PAS No. "]),
                    PHI(self.hospno, "MRN")]
        return [r.choice(["URN: ", "UR ", "MRN: ", "UR No. "]), PHI(self.urn, "MRN")]
