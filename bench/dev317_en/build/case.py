"""People, places and the per-note case context."""

import datetime as dt

import pools
from core import wchoice
from locale_fmt import Loc, COUNTRY_NAME, COUNTRY_ALT, ABROAD, add_days

AGE_WORDS = {19: "nineteen", 23: "twenty-three", 34: "thirty-four", 41: "forty-one",
             47: "forty-seven", 52: "fifty-two", 58: "fifty-eight", 63: "sixty-three",
             67: "sixty-seven", 71: "seventy-one", 76: "seventy-six", 80: "eighty",
             84: "eighty-four", 88: "eighty-eight", 91: "ninety-one", 93: "ninety-three"}


def _ascii_user(s):
    tbl = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ā": "a", "ē": "e", "ō": "o",
           "ū": "u", "ñ": "n", "ç": "c", "è": "e", "ê": "e", "ë": "e", "ï": "i", "ö": "o",
           "ü": "u", "ł": "l", "ś": "s", "ż": "z", "ą": "a", "ę": "e", "ń": "n", "â": "a",
           "ô": "o", "î": "i"}
    out = []
    for ch in s.lower():
        ch = tbl.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out)


class Person:
    def __init__(self, rng, country, sex=None, origin=None):
        self.r = rng
        self.origin = origin or wchoice(rng, pools.ORIGIN_MIX[country])
        fem, mal, sur = pools.NAMES[self.origin]
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(fem if self.sex == "F" else mal)
        self.last = rng.choice(sur)
        self.mid = ""
        if rng.random() < 0.35:
            self.mid = rng.choice(fem if self.sex == "F" else mal).split()[0]
        if self.sex == "F":
            self.title = rng.choice(["Mrs", "Ms", "Ms", "Miss", "Mrs"])
        else:
            self.title = "Mr"

    def full(self, typ):
        return (typ, "%s %s" % (self.first, self.last))

    def fml(self, typ):
        if self.mid:
            return (typ, "%s %s. %s" % (self.first, self.mid[0], self.last))
        return self.full(typ)

    def lf(self, typ, upper=False):
        last = self.last.upper() if upper else self.last
        s = "%s, %s" % (last, self.first)
        if self.mid and self.r.random() < 0.5:
            s += " " + self.mid[0]
        return (typ, s)

    def lfu(self, typ):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mid and self.r.random() < 0.6:
            s += " " + self.mid[0].upper()
        return (typ, s)

    def titled(self, typ, title=None):
        return [(title or self.title) + " ", (typ, self.last)]

    def first_only(self, typ):
        return (typ, self.first)

    def last_only(self, typ):
        return (typ, self.last)

    def init_last(self, typ):
        return (typ, "%s. %s" % (self.first[0], self.last))

    def initials(self, typ, dots=None):
        f = self.first[0].upper()
        l = self.last.replace("'", "").replace("-", " ").split()[-1][0].upper()
        if dots is None:
            dots = self.r.random() < 0.5
        return (typ, "%s.%s." % (f, l) if dots else f + l)

    def any(self, typ):
        k = self.r.randrange(6)
        if k == 0:
            return self.fml(typ)
        if k == 1:
            return self.lf(typ, upper=self.r.random() < 0.5)
        if k == 2:
            return self.titled(typ)
        return self.full(typ)

    def username(self):
        f = _ascii_user(self.first.split()[0].split("-")[0])
        l = _ascii_user(self.last)
        k = self.r.randrange(6)
        if k == 0:
            return f[0] + l
        if k == 1:
            return f[0] + l + str(self.r.randrange(1, 9))
        if k == 2:
            return l[:6] + f[0]
        if k == 3:
            return f + "." + l
        if k == 4:
            return (l[:5] + f[:2]).upper()
        return f[0] + l[:7] + "%02d" % self.r.randrange(1, 99)


ROLES = {
    "vat": [("Clinical Nurse Specialist, Vascular Access", "RN", "nurse"),
            ("Vascular Access Nurse", "RN", "nurse"),
            ("CNS Vascular Access", "RGN", "nurse"),
            ("Advanced Nurse Practitioner - Vascular Access", "RN", "nurse"),
            ("Vascular Access Practitioner", "RN", "nurse"),
            ("Clinical Nurse Consultant, IV Therapy", "RN", "nurse")],
    "radiologist": [("Consultant Radiologist", "FRCR", "doctor"),
                    ("Radiology Registrar", "MB BCh", "doctor"),
                    ("Attending Radiologist", "MD", "doctor"),
                    ("Interventional Radiologist", "FRANZCR", "doctor")],
    "radiographer": [("Radiographer", "BSc", "radiographer"),
                     ("Reporting Radiographer", "MSc", "radiographer")],
    "id": [("Consultant in Infectious Diseases", "MRCP", "doctor"),
           ("ID Attending", "MD", "doctor"), ("Infectious Diseases Registrar", "MBBS", "doctor"),
           ("Consultant Microbiologist", "FRCPath", "doctor")],
    "ipc": [("Infection Prevention and Control Nurse", "RN", "nurse"),
            ("IPC Clinical Nurse Specialist", "RGN", "nurse")],
    "ward_nurse": [("Staff Nurse", "RN", "nurse"), ("Charge Nurse", "RN", "nurse"),
                   ("Registered Nurse", "RN", "nurse"), ("Ward Sister", "RGN", "nurse"),
                   ("Nurse Unit Manager", "RN", "nurse")],
    "doctor": [("FY1", "MBChB", "doctor"), ("SHO", "MB BCh BAO", "doctor"),
               ("Registrar", "MBBS", "doctor"), ("Resident", "MD", "doctor"),
               ("Consultant", "FRACP", "doctor"), ("Hospitalist", "MD", "doctor"),
               ("Consultant Haematologist", "FRCPath", "doctor"),
               ("Consultant Medical Oncologist", "FRCP", "doctor")],
    "surgeon": [("Consultant Surgeon", "FRCS", "doctor"),
                ("Consultant Anaesthetist", "FRCA", "doctor"),
                ("Interventional Radiologist", "FRCR", "doctor"),
                ("Attending Surgeon", "MD", "doctor")],
    "dn": [("District Nurse", "RN", "nurse"), ("Community Staff Nurse", "RN", "nurse"),
           ("Community Nurse", "RN", "nurse"), ("Home Care Nurse", "RN", "nurse"),
           ("Team Leader, Community Nursing", "RN", "nurse")],
    "opat": [("OPAT Nurse Specialist", "RN", "nurse"), ("OPAT Pharmacist", "MPharm", "nurse"),
             ("OPAT Consultant", "MRCP", "doctor")],
    "clerk": [("Ward Clerk", "", "none"), ("Booking Coordinator", "", "none"),
              ("Theatre Scheduler", "", "none"), ("Medical Secretary", "", "none"),
              ("Patient Access Clerk", "", "none")],
    "eng": [("Clinical Engineer", "", "none"), ("EBME Technician", "", "none"),
            ("Biomedical Engineering Technologist", "", "none")],
    "gp": [("General Practitioner", "MRCGP", "doctor"), ("GP", "MBBS", "doctor"),
           ("Family Physician", "MD", "doctor")],
}


TO_NA = {"FY1": "Resident", "SHO": "Resident", "Registrar": "Fellow", "Consultant": "Attending",
         "Consultant Radiologist": "Attending Radiologist", "Radiology Registrar": "Radiology Resident",
         "Consultant Surgeon": "Attending Surgeon", "Consultant Anaesthetist": "Anesthesiologist",
         "Consultant in Infectious Diseases": "ID Attending", "Infectious Diseases Registrar": "ID Fellow",
         "Consultant Microbiologist": "Medical Microbiologist", "OPAT Consultant": "OPAT Attending",
         "Consultant Haematologist": "Hematologist", "Consultant Medical Oncologist": "Medical Oncologist",
         "Ward Sister": "Charge Nurse", "General Practitioner": "Family Physician", "GP": "Family Physician"}
TO_CW = {"Attending Radiologist": "Consultant Radiologist", "Resident": "Registrar",
         "Hospitalist": "Consultant Physician", "ID Attending": "Consultant in Infectious Diseases",
         "Attending Surgeon": "Consultant Surgeon", "Family Physician": "General Practitioner"}


class Clin(Person):
    def __init__(self, rng, country, group):
        super().__init__(rng, country)
        self.role, self.cred, self.kind = rng.choice(ROLES[group])
        if country in ("US", "CA"):
            self.role = TO_NA.get(self.role, self.role)
            if self.kind == "doctor":
                self.cred = "MD"
        else:
            self.role = TO_CW.get(self.role, self.role)
            if self.kind == "doctor" and self.cred == "MD":
                self.cred = rng.choice(["MBBS", "MB BCh", "MBChB"])
        if self.sex == "M" and self.role == "Ward Sister":
            self.role = "Charge Nurse"
        self.is_dr = self.kind == "doctor"

    def sig(self, typ="DOCTOR"):
        """typical signature forms"""
        r = self.r
        k = r.randrange(5)
        if self.is_dr:
            if k < 2:
                return ["Dr ", self.full(typ)]
            if k == 2:
                return ["Dr. ", self.init_last(typ)]
            if k == 3:
                return [self.full(typ), ", " + self.cred]
            return ["Dr ", self.last_only(typ)]
        if k < 2 and self.cred:
            return [self.full(typ), ", " + self.cred]
        if k == 2:
            return [self.init_last(typ)]
        if k == 3 and self.cred:
            return [self.fml(typ), " " + self.cred]
        return [self.full(typ)]

    def short(self, typ="DOCTOR"):
        if self.is_dr:
            return ["Dr ", self.last_only(typ)]
        return [self.r.choice([self.full(typ), self.first_only(typ), self.init_last(typ)])]


class Case:
    """Everything one note may mention about one patient."""

    def __init__(self, rng, country, lower):
        self.r = rng
        self.c = country
        self.lower = lower
        self.loc = Loc(country, rng)
        L = self.loc
        self.base = add_days(dt.date(2021, 1, 4), rng.randrange(0, 1640))
        self.pt = Person(rng, country)
        self.age = rng.choice([rng.randrange(19, 95), rng.randrange(35, 89),
                               rng.randrange(55, 92)])
        self.dob = add_days(self.base, -(self.age * 365 + rng.randrange(20, 340)))
        self.age = (self.base.year - self.dob.year -
                    ((self.base.month, self.base.day) < (self.dob.month, self.dob.day)))
        self.addr = L.address()
        self.mrn = L.mrn()
        self.nat = L.national_health()
        self.hosp = self.hospital()
        self.hosp_b = self.hospital()
        self.ward = self.ward_name()
        self.practice = self.gp_practice()
        self.gp = Clin(rng, country, "gp")
        self.fam = []
        rels = (["wife", "husband", "partner"] if self.pt.sex == "M" and self.age > 20 else
                ["husband", "partner", "wife"]) if self.age > 20 else ["mother", "father"]
        if self.age > 45:
            rels += ["daughter", "son", "daughter-in-law", "niece", "neighbour", "carer",
                     "sister", "brother", "friend"]
        else:
            rels += ["mother", "father", "sister", "flatmate", "brother", "friend"]
        uniq = []
        for x in rels:
            if x not in uniq:
                uniq.append(x)
        for rel in rng.sample(uniq, 3):
            sex = "F" if rel in ("wife", "mother", "daughter", "daughter-in-law", "niece",
                                 "sister") else ("M" if rel in ("husband", "father", "son",
                                                                "brother") else None)
            p = Person(rng, country, sex=sex, origin=self.pt.origin
                       if rel not in ("neighbour", "carer", "friend", "flatmate") else None)
            while p.first == self.pt.first:
                p.first = rng.choice(pools.NAMES[p.origin][0 if p.sex == "F" else 1])
            if rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister",
                       "brother") and rng.random() < 0.7:
                p.last = self.pt.last
            self.fam.append((rel, p))
        self.prof = rng.choice(pools.PROFESSIONS)
        self.an = "an " if self.prof[0] in "aeiouAEIOU" else "a "
        self.retired = self.age > 66 and rng.random() < 0.7
        self._staff = {}

    # ---------------------------------------------------------------- names
    def clin(self, group, key=None):
        """a clinician; the same key returns the same person within a note"""
        k = key or group
        if k not in self._staff:
            self._staff[k] = Clin(self.r, self.c, group)
        return self._staff[k]

    def newclin(self, group):
        return Clin(self.r, self.c, group)

    def pname(self, style=None):
        p, r = self.pt, self.r
        style = style or r.choice(["full", "full", "fml", "lf", "LF", "titled"])
        if style == "full":
            return p.full("PATIENT")
        if style == "fml":
            return p.fml("PATIENT")
        if style == "lf":
            return p.lf("PATIENT")
        if style == "LF":
            return p.lf("PATIENT", upper=True)
        if style == "LFU":
            return p.lfu("PATIENT")
        if style == "titled":
            return p.titled("PATIENT")
        if style == "first":
            return p.first_only("PATIENT")
        if style == "last":
            return p.last_only("PATIENT")
        if style == "initials":
            return p.initials("PATIENT")
        raise ValueError(style)

    def pref(self):
        """short in-text reference to the patient"""
        r = self.r
        k = r.randrange(5)
        if k == 0:
            return self.pt.titled("PATIENT")
        if k == 1:
            return self.pt.first_only("PATIENT")
        return r.choice(["pt", "the patient", "he" if self.pt.sex == "M" else "she",
                         self.pt.titled("PATIENT")])

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    def fam_ref(self, i=0, style=None):
        rel, p = self.fam[i]
        style = style or self.r.choice(["full", "first", "first", "titled"])
        if style == "full":
            return [rel + " ", p.full("FAMILY")]
        if style == "titled":
            return [rel + " ", p.titled("FAMILY")]
        return [rel + " ", p.first_only("FAMILY")]

    # ---------------------------------------------------------------- ages
    def age_p(self, style=None):
        a, r = self.age, self.r
        sx = self.pt.sex
        style = style or r.choice(["yo", "yearold", "aged", "sexage", "y"])
        if style == "yo":
            return [("AGE", str(a)), r.choice([" yo", "yo", " y/o", " yrs"])]
        if style == "yearold":
            return [("AGE", str(a)), "-year-old"]
        if style == "aged":
            if a in AGE_WORDS and r.random() < 0.5:
                return ["aged ", ("AGE", AGE_WORDS[a])]
            return ["aged ", ("AGE", str(a))]
        if style == "sexage":
            return [("AGE", str(a)), sx]
        if style == "y":
            return [("AGE", str(a)), "y"]
        if style == "num":
            return [("AGE", str(a))]
        raise ValueError(style)

    # ---------------------------------------------------------------- dates
    def d(self, delta=0, style=None):
        return ("DATE", self.loc.date(add_days(self.base, delta), style))

    def td(self, delta=0):
        return ("DATE", self.loc.table_date(add_days(self.base, delta)))

    def dob_p(self, style=None):
        return ("DATE", self.loc.date(self.dob, style or self.r.choice(
            ["num", "num", "long", "mon"] if self.c != "CA" else ["iso", "iso", "mon"])))

    def day(self, delta=0):
        return add_days(self.base, delta)

    # ---------------------------------------------------------------- places
    def hospital(self):
        r, c = self.r, self.c
        k = r.random()
        if k < 0.25:
            saint = r.choice(pools.SAINTS)
            if c == "CA" and r.random() < 0.4:
                return "Hôpital Saint-" + r.choice(pools.FR_SAINTS)
            return "St %s's %s" % (saint, r.choice(["Hospital", "University Hospital",
                                                    "General Hospital", "Private Hospital"]))
        if k < 0.35 and c in ("US", "CA"):
            return "%s Memorial Hospital" % r.choice(pools.NAMES["anglo"][2])
        if k < 0.42:
            return "Mount %s Hospital" % r.choice(pools.TOWN_A + pools.WARD_NAMES)
        return "%s %s" % (self.stem(), r.choice(pools.HOSP_SUFFIX[c]))

    def stem(self):
        """invented place stem for naming care sites (never the bare city-state name)"""
        if self.c == "SG":
            return self.r.choice(pools.SG_AREAS)
        return self.loc.town()

    def ward_name(self):
        r = self.r
        k = r.randrange(4)
        if k == 0:
            return "Ward %d%s" % (r.randrange(1, 40), r.choice(["", "A", "B", "C", "", "N"]))
        if k == 1:
            return "%s Ward" % r.choice(pools.WARD_NAMES)
        if k == 2:
            return r.choice(["%d North", "%d South", "%d East", "%d West"]) % r.randrange(2, 12)
        return "%s Unit" % r.choice(pools.WARD_NAMES)

    def gp_practice(self):
        r = self.r
        if r.random() < 0.4:
            return "%s %s" % (r.choice(pools.STREET_STEM), r.choice(pools.PRACTICE_SUFFIX))
        return "%s %s" % (self.stem(), r.choice(pools.PRACTICE_SUFFIX))

    def care_home(self):
        return "%s %s" % (self.r.choice(pools.STREET_STEM + pools.WARD_NAMES),
                          self.r.choice(pools.CARE_HOME))

    def dn_team(self):
        return "%s %s" % (self.stem(), self.r.choice(
            ["Community Nursing Team", "District Nursing Team", "Community Nursing Service",
             "Home Nursing Service", "Neighbourhood Team"]))

    def employer(self):
        r = self.r
        k = r.random()
        if k < 0.7:
            return "%s %s" % (r.choice(pools.ORG_STEM), r.choice(pools.ORG_KIND))
        if k < 0.85:
            return "%s %s" % (r.choice(pools.ORG_STEM + pools.SAINTS), r.choice(pools.SCHOOL_KIND))
        return "%s %s" % (r.choice(pools.ORG_STEM), r.choice(pools.CHURCH_KIND))

    def maker(self):
        return self.r.choice(pools.MAKER)

    def insurer(self):
        return self.r.choice(pools.INSURER)

    def infusion_pharm(self):
        return self.r.choice(pools.HOME_INFUSION)

    def country_home(self):
        return self.r.choice(COUNTRY_ALT[self.c])

    def abroad(self):
        return self.r.choice(ABROAD)

    def prof_p(self):
        """occupation phrase for the patient"""
        r = self.r
        if self.retired:
            return ["retired ", ("PROFESSION", self.prof)]
        return [r.choice(["works as " + self.an, "employed as " + self.an, "occupation: ",
                          "occupation: "]),
                ("PROFESSION", self.prof)]

    # ------------------------------------------------------------ id header
    def nat_p(self):
        lab, val, typ = self.nat
        return [lab + ": ", (typ, val)]

    def phone_p(self, kind=None):
        return ("PHONE", self.loc.phone(kind or self.r.choice(["land", "mobile", "mobile"])))

    def country_name(self):
        return COUNTRY_NAME[self.c]
