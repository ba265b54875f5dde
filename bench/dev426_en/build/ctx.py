"""Per-note context: the patient, relatives, staff, places and identifiers,
with renderers that return PHI tuples / piece lists for the Doc."""
import datetime
import phi
from clin import Episode
from pools_names import FIRST_M, FIRST_F, SURNAMES, NICKNAMES, ascii_fold
from pools_places import (REGIONS, COUNTRY_NAME, STREET_NAMES, SUFFIX, STEMS, SAINTS, HOSP_PATTERNS,
                          WARD_NAMES, US_UNITS, BUILDINGS, PRACTICE_PATTERNS, CARE_HOME_PATTERNS,
                          PHARMACY_PATTERNS, EMPLOYERS, INSURERS, PROFESSIONS, TRAVEL_COUNTRIES)

ROLE = {
    "jr": {"GB": "FY1", "US": "PGY-1", "CA": "PGY-1", "AU": "intern", "IE": "intern", "NZ": "house officer"},
    "jr2": {"GB": "FY2", "US": "PGY-2", "CA": "PGY-2", "AU": "RMO", "IE": "SHO", "NZ": "RMO"},
    "reg": {"GB": "medical SpR", "US": "senior resident", "CA": "senior resident", "AU": "medical registrar",
            "IE": "medical registrar", "NZ": "medical registrar"},
    "cons": {"GB": "consultant", "US": "attending", "CA": "staff physician", "AU": "consultant", "IE": "consultant",
             "NZ": "consultant"},
    "icu_reg": {"GB": "ICU registrar", "US": "ICU fellow", "CA": "ICU fellow", "AU": "ICU registrar", "IE": "ICU registrar",
                "NZ": "ICU registrar"},
    "icu_cons": {"GB": "ICU consultant", "US": "intensivist", "CA": "intensivist", "AU": "intensivist",
                 "IE": "consultant intensivist", "NZ": "ICU specialist"},
    "outreach": {"GB": "CCOT nurse", "US": "RRT RN", "CA": "CCRT RN", "AU": "ICU liaison nurse", "IE": "CCOT ANP",
                 "NZ": "PAR nurse"},
    "nurse": {"GB": "staff nurse", "US": "bedside RN", "CA": "RN", "AU": "RN", "IE": "staff nurse", "NZ": "RN"},
    "nic": {"GB": "nurse in charge", "US": "charge RN", "CA": "charge nurse", "AU": "NUM", "IE": "CNM2", "NZ": "charge nurse"},
    "pharm": {"GB": "antimicrobial pharmacist", "US": "ID PharmD", "CA": "ASP pharmacist", "AU": "AMS pharmacist",
              "IE": "antimicrobial pharmacist", "NZ": "AMS pharmacist"},
    "micro": {"GB": "consultant microbiologist", "US": "ID attending", "CA": "ID physician", "AU": "ID physician",
              "IE": "consultant microbiologist", "NZ": "clinical microbiologist"},
    "rt": {"GB": "physio", "US": "RT", "CA": "RT", "AU": "physio", "IE": "physio", "NZ": "physio"},
    "gp": {"GB": "GP", "US": "PCP", "CA": "family physician", "AU": "GP", "IE": "GP", "NZ": "GP"},
}
KIND = {"jr": "md", "jr2": "md", "reg": "md", "cons": "md", "icu_reg": "md", "icu_cons": "md", "micro": "md",
        "gp": "md", "outreach": "rn", "nurse": "rn", "nic": "rn", "pharm": "pharm", "rt": "rn"}
CRED = {
    "md": {"GB": ["MBChB", "MRCP", "FFICM", "MBBS", "FRCA"], "US": ["MD", "DO"], "CA": ["MD, FRCPC", "MD"],
           "AU": ["MBBS", "FCICM", "FRACP"], "IE": ["MB BCh BAO", "MRCPI"], "NZ": ["MBChB", "FCICM"]},
    "rn": {"GB": ["RN", "RGN"], "US": ["RN", "RN, BSN", "RN, CCRN"], "CA": ["RN"], "AU": ["RN", "CNS"],
           "IE": ["RGN", "RANP"], "NZ": ["RN"]},
    "pharm": {"GB": ["MPharm", "IP"], "US": ["PharmD", "PharmD, BCIDP"], "CA": ["BScPhm"], "AU": ["BPharm"],
              "IE": ["MPharm"], "NZ": ["BPharm"]},
}
INWARD = "ABDEFGHJLNPQRSTUWXYZ"
CA_L = "ABCEGHJKLMNPRSTVWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"


class Person:
    def __init__(self, first, last, typ, mi=None, sex=None):
        self.first, self.last, self.typ, self.mi, self.sex = first, last, typ, mi, sex

    def full(self):
        return (self.first + " " + self.last, self.typ)

    def fml(self):
        return ("%s %s. %s" % (self.first, self.mi, self.last) if self.mi else self.first + " " + self.last, self.typ)

    def l(self):
        return (self.last, self.typ)

    def f(self):
        return (self.first, self.typ)

    def lf(self):
        return ("%s, %s" % (self.last, self.first), self.typ)

    def LF(self):
        v = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mi:
            v += " " + self.mi
        return (v, self.typ)

    def Lf(self):
        return ("%s, %s" % (self.last.upper(), self.first), self.typ)

    def il(self, dot=True):
        return ("%s%s %s" % (self.first[0], "." if dot else "", self.last), self.typ)

    def inits(self, dots=True):
        a, b = self.first[0].upper(), self.last[0].upper()
        return ("%s.%s." % (a, b) if dots else a + b, self.typ)

    def low_inits(self):
        return ((self.first[0] + self.last[0]).lower(), self.typ)


class Ctx:
    def __init__(self, rng, country):
        self.rng = r = rng
        self.c = c = country
        self.us = c == "US"
        self.na = c in ("US", "CA")
        self.ep = Episode(r, c)
        self.sex = r.choice("MF")
        first = r.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.pt = Person(first, r.choice(SURNAMES), "PATIENT", r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.5 else None, self.sex)
        self.nick = NICKNAMES.get(first)
        dot = "." if self.us or c == "CA" else ""
        self.title = ("Mr" if self.sex == "M" else r.choice(["Mrs", "Ms", "Miss"])) + dot
        self.drt = "Dr" + dot
        self.bw = "bleep" if c in ("GB", "IE") else "pager"
        self.he, self.his, self.him = ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
        self.mf = self.sex
        self.ev = datetime.date(2019, 1, 1) + datetime.timedelta(days=r.randint(0, 2370))
        age = int(r.triangular(18, 99, 74))
        self.dob = self.ev - datetime.timedelta(days=int(age * 365.25) + r.randint(0, 360))
        self.age = self.ev.year - self.dob.year - ((self.ev.month, self.ev.day) < (self.dob.month, self.dob.day))
        self.dstyle = r.randint(0, 6)
        self.region = r.choice(REGIONS[c])
        self.city = r.choice(self.region[2])
        self.street = self.make_street()
        self.zip = self.make_zip(self.region)
        self.hosp = self.make_hosp()
        self.hosp_abbr = "".join(w[0] for w in self.hosp.replace("'s", "").split() if w[0].isupper() and w not in ("St", "St."))
        self.hosp_street = "%d %s %s" % (r.randint(1, 400), r.choice(STREET_NAMES), r.choice(SUFFIX[c]))
        self.hosp_zip = self.make_zip(self.region)
        self.ward = r.choice(US_UNITS) if self.na else r.choice([r.choice(WARD_NAMES) + " Ward", "Ward %d%s" % (r.randint(1, 40), r.choice(["", "", "A", "B", "C"]))])
        self.ward2 = r.choice(US_UNITS) if self.na else r.choice(WARD_NAMES) + " Ward"
        self.bed = str(r.randint(1, 32))
        self.bay = str(r.randint(1, 8))
        self.room = "%d%02d%s" % (r.randint(2, 9), r.randint(1, 40), r.choice(["", "", "A", "B"]))
        self.building = r.choice(BUILDINGS)
        self.icu_bed = str(r.randint(1, 24))
        self.staff_cache = {}
        self.bleeps = {}
        self.users = {}
        self.rel = r.choice(["wife" if self.sex == "M" else "husband", "daughter", "son", "partner", "sister", "brother",
                             "niece", "friend", "neighbour"])
        fem = {"wife": True, "husband": False, "daughter": True, "son": False, "sister": True, "brother": False,
               "niece": True}.get(self.rel, r.random() < 0.5)
        kin = self.rel in ("wife", "husband", "daughter", "son", "sister", "brother")
        self.nok = Person(r.choice(FIRST_F if fem else FIRST_M),
                          self.pt.last if kin and r.random() < 0.7 else r.choice(SURNAMES), "FAMILY")
        self.mrn = phi.mrn(r, c)
        self.hp_label, self.hp = phi.healthplan(r, c)
        self.ssn = phi.ssn(r, c)
        self.acct_label, self.acct = phi.account(r, c)
        self.job = r.choice(PROFESSIONS)
        self.employer = r.choice(EMPLOYERS)
        self.nok_job = r.choice(PROFESSIONS)
        self.travel = r.choice(TRAVEL_COUNTRIES)
        self.insurer = r.choice(INSURERS[c])
        self.ph_home = phi.phone(r, c, region=self.region[1])
        self.ph_mob = phi.phone(r, c, mobile=True, region=self.region[1])
        self.ph_nok = phi.phone(r, c, mobile=r.random() < 0.6, region=self.region[1])
        self.ph_hosp = phi.phone(r, c, region=self.region[1])
        self.ph_dept = phi.phone(r, c, region=self.region[1])
        self.fax_hosp = phi.phone(r, c, region=self.region[1])
        self.ext_dept = phi.ext(r)
        self.practice = self.pattern(PRACTICE_PATTERNS[c])
        self.practice_street = "%d %s %s" % (r.randint(1, 200), r.choice(STREET_NAMES), r.choice(SUFFIX[c]))
        self.practice_zip = self.make_zip(self.region)
        self.ph_gp = phi.phone(r, c, region=self.region[1])
        self.fax_gp = phi.phone(r, c, region=self.region[1])
        self.care_home = self.pattern(CARE_HOME_PATTERNS)
        self.pharmacy = self.pattern(PHARMACY_PATTERNS[2:] if self.na else PHARMACY_PATTERNS[:3])
        self.dom = r.choice(["example.org", "example.net", "example.com"])

    # ---------- builders ----------
    def pattern(self, pats):
        r = self.rng
        return r.choice(pats).format(s=r.choice(STEMS), w=r.choice(STREET_NAMES), t=r.choice(SAINTS),
                                     sur=r.choice(SURNAMES))

    def make_hosp(self):
        r = self.rng
        return r.choice(HOSP_PATTERNS[self.c]).format(s=r.choice(STEMS), t=r.choice(SAINTS))

    def other_hosp(self):
        return self.make_hosp()

    def make_street(self):
        r, c = self.rng, self.c
        base = "%d %s %s" % (r.randint(1, 2999 if self.na else 180), r.choice(STREET_NAMES), r.choice(SUFFIX[c]))
        u = r.random()
        if u < 0.2:
            if c == "US":
                return base + ", Apt %d%s" % (r.randint(1, 40), r.choice("ABCD"))
            if c == "GB":
                return "Flat %d, %s" % (r.randint(1, 24), base)
            if c in ("AU", "NZ"):
                return "%d/%s" % (r.randint(1, 12), base)
            if c == "CA":
                return "Unit %d, %s" % (r.randint(101, 1204), base)
            return "Apt %d, %s" % (r.randint(1, 30), base)
        return base

    def make_zip(self, region):
        r, c, key = self.rng, self.c, region[3]
        if c == "US":
            z = key + phi.digits(r, 5 - len(key))
            return z + "-" + phi.digits(r, 4) if r.random() < 0.15 else z
        if c == "GB":
            return "%s%d %d%s%s" % (key, r.randint(1, 19), r.randint(1, 9), r.choice(INWARD), r.choice(INWARD))
        if c == "CA":
            return "%s%d%s %d%s%d" % (key, r.randint(0, 9), r.choice(CA_L), r.randint(0, 9), r.choice(CA_L), r.randint(0, 9))
        if c == "IE":
            return key + " " + "".join(r.choice(EIR) for _ in range(4))
        return key + phi.digits(r, 4 - len(key))

    def staff(self, role):
        if role not in self.staff_cache:
            r = self.rng
            sex = r.choice("MF")
            p = Person(r.choice(FIRST_M if sex == "M" else FIRST_F), r.choice(SURNAMES), "DOCTOR", r.choice("ABCDEJKLMRST"), sex)
            p.role = ROLE[role][self.c]
            p.kind = KIND[role]
            p.cred = r.choice(CRED[p.kind][self.c])
            p.lic_label, p.lic = phi.license_for(r, self.c, p.kind, p.last)
            self.staff_cache[role] = p
        return self.staff_cache[role]

    def bleep(self, role):
        if role not in self.bleeps:
            self.bleeps[role] = phi.ext(self.rng)
        return (self.bleeps[role], "PHONE")

    def user(self, p):
        key = (p.first, p.last)
        if key not in self.users:
            r = self.rng
            f, l = ascii_fold(p.first), ascii_fold(p.last)
            k = r.randint(0, 4)
            self.users[key] = [l + f[0], f[0] + l + str(r.randint(1, 9)), f + "." + l, l[:5] + f[:2] + str(r.randint(10, 99)),
                               f[0] + f[-1] + l[:4]][k]
        return (self.users[key], "USERNAME")

    def email(self, p=None):
        if p is None:
            return (self.rng.choice(["outreach", "ccot", "sepsis.team", "icu.followup", "ams.team", "rrt"]) + "." +
                    ascii_fold(self.hosp_abbr) + "@" + self.dom, "EMAIL")
        return ("%s.%s@%s" % (ascii_fold(p.first), ascii_fold(p.last), self.dom), "EMAIL")

    def url(self, topic):
        r = self.rng
        host = r.choice(["www.", "portal.", "intranet.", ""]) + self.dom
        return ("%s%s/%s/%s" % (r.choice(["https://", "http://", ""]), host, ascii_fold(self.hosp_abbr), topic), "URL")

    # ---------- renderers ----------
    def d(self, offset=0, style=None):
        day = self.ev + datetime.timedelta(days=offset)
        return (phi.fmt_date(day, self.c, self.dstyle if style is None else style), "DATE")

    def ds(self, offset=0):
        return (phi.fmt_short(self.ev + datetime.timedelta(days=offset), self.c), "DATE")

    def dwk(self, offset=0, long=False):
        return (phi.fmt_wk(self.ev + datetime.timedelta(days=offset), self.c, long), "DATE")

    def dob_p(self, style=None):
        return (phi.fmt_date(self.dob, self.c, self.dstyle if style is None else style), "DATE")

    def year_p(self, back_min=1, back_max=15):
        return (str(self.ev.year - self.rng.randint(back_min, back_max)), "DATE")

    def a(self):
        return (str(self.age), "AGE")

    def sexage(self):
        return [self.a(), self.sex]

    def mr(self):
        return ["Mr" if self.sex == "M" else self.title.rstrip("."), "." if self.title.endswith(".") else "", " ", self.pt.l()]

    def ptref(self):
        """A casual reference to the patient."""
        r = self.rng.random()
        if r < 0.45:
            return [self.title + " ", self.pt.l()]
        if r < 0.7:
            return self.pt.f() if not self.nick else (self.nick, "PATIENT")
        return self.pt.full()

    def dr(self, role, style="t_last"):
        p = self.staff(role)
        md = p.kind == "md"
        if style == "t_last":
            return [self.drt + " ", p.l()] if md else p.full()
        if style == "t_full":
            return [self.drt + " ", p.full()] if md else p.full()
        if style == "full":
            return p.full()
        if style == "cred":
            return [p.full(), ", " + p.cred]
        if style == "il":
            return p.il(dot=self.rng.random() < 0.5)
        if style == "first":
            return p.f()
        if style == "caps":
            return (p.last.upper(), "DOCTOR")
        if style == "role":
            return [p.full(), " (" + p.role + ")"]
        raise ValueError(style)

    def lic(self, role):
        p = self.staff(role)
        return [p.lic_label + " ", (p.lic, "LICENSE")]

    def addr(self, lines=False, who="pt"):
        c = self.c
        if who == "pt":
            st, city, reg, z = self.street, self.city, self.region, self.zip
        elif who == "hosp":
            st, city, reg, z = self.hosp_street, self.city, self.region, self.hosp_zip
        else:
            st, city, reg, z = self.practice_street, self.city, self.region, self.practice_zip
        sep = "\n" if lines else ", "
        S, C = (st, "STREET"), (city, "CITY")
        if c in ("US", "CA"):
            return [S, sep, C, ", ", (reg[1], "STATE"), " ", (z, "ZIP")]
        if c == "AU":
            return [S, sep, C, " ", (reg[1], "STATE"), " ", (z, "ZIP")]
        if c == "GB":
            if self.rng.random() < 0.5:
                return [S, sep, C, sep, (z, "ZIP")]
            return [S, sep, C, sep, (reg[0], "CITY"), sep, (z, "ZIP")]
        if c == "IE":
            return [S, sep, C, sep, "Co. ", (reg[0], "CITY"), sep, (z, "ZIP")]
        if self.rng.random() < 0.4:
            return [S, sep, C, " ", (z, "ZIP"), sep, (reg[0], "STATE")]
        return [S, sep, C, " ", (z, "ZIP")]

    def country_p(self):
        return (COUNTRY_NAME[self.c], "COUNTRY")

    def H(self):
        return (self.hosp, "HOSPITAL")

    def W(self):
        return (self.ward, "HOSPITAL")

    def bedloc(self):
        r = self.rng.random()
        if self.na:
            return ["Rm ", (self.room, "LOCATION_OTHER")] if r < 0.6 else ["room ", (self.room, "LOCATION_OTHER"), " bed ", (self.bed if int(self.bed) < 3 else "1", "LOCATION_OTHER")]
        if r < 0.5:
            return ["bed ", (self.bed, "LOCATION_OTHER")]
        if r < 0.8:
            return ["bay ", (self.bay, "LOCATION_OTHER"), " bed ", (self.bed, "LOCATION_OTHER")]
        return ["side room ", (str(self.rng.randint(1, 12)), "LOCATION_OTHER")]

    def ids_line(self, sep="   "):
        out = [("MRN: " if self.na else self.rng.choice(["Hosp No: ", "MRN: ", "Unit No: "])), (self.mrn, "MRN"),
               sep, self.hp_label + ": ", (self.hp, "HEALTHPLAN")]
        return out

    def extra_patient(self):
        r = self.rng
        sex = r.choice("MF")
        p = Person(r.choice(FIRST_M if sex == "M" else FIRST_F), r.choice(SURNAMES), "PATIENT", None, sex)
        p.age = str(int(r.triangular(18, 98, 72)))
        p.mrn = phi.mrn(r, self.c)
        p.bed = str(r.randint(1, 32))
        p.ep = Episode(r, self.c)
        return p
