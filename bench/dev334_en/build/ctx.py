"""Per-note context: invented patient, family, staff, places and identifiers,
plus small renderers that return pieces for NB.add()."""
import datetime as dt

import fmt
from fmt import pat, wchoice
from names import ORIGINS, ADULT_ANGLO, NICK, COUNTRY_ORIGINS
import places as PL
from geo import GeoMixin

GROUP = {"UK": "GB", "IE": "GB", "AU": "GB", "NZ": "GB", "ZA": "GB", "SG": "GB", "US": "NA", "CA": "NA"}

# key -> (label, uses "Dr", credential)
ROLE_GB = {
    "cons": ("Consultant Child and Adolescent Psychiatrist", True, ""),
    "reg": ("Specialty Registrar", True, ""),
    "nurse": ("CAMHS Nurse Practitioner", False, "RMN"),
    "psych": ("Clinical Psychologist", True, ""),
    "ft": ("Systemic Family Psychotherapist", False, ""),
    "ft2": ("Family Therapist", False, ""),
    "sw": ("Social Worker", False, ""),
    "ot": ("Occupational Therapist", False, ""),
    "gp": ("GP", True, ""),
    "pharm": ("Specialist Mental Health Pharmacist", False, ""),
    "admin": ("Medical Secretary", False, ""),
    "duty": ("Duty Clinician", False, ""),
    "liaison": ("CAMHS Liaison Nurse", False, "RMN"),
    "edreg": ("ED Registrar", True, ""),
    "nic": ("Nurse in Charge", False, "RMN"),
    "hca": ("Healthcare Assistant", False, ""),
    "teacher": ("Hospital School Teacher", False, ""),
    "cc": ("Care Coordinator", False, ""),
    "sn": ("School Nurse", False, ""),
    "diet": ("Paediatric Dietitian", False, ""),
}
ROLE_NA = {
    "cons": ("Attending Child & Adolescent Psychiatrist", True, "MD"),
    "reg": ("CAP Fellow", True, "MD"),
    "nurse": ("Psychiatric Nurse Practitioner", False, "PMHNP-BC"),
    "psych": ("Psychologist", True, "PhD"),
    "ft": ("Family Therapist", False, "LMFT"),
    "ft2": ("Family Therapist", False, "LMFT"),
    "sw": ("Clinical Social Worker", False, "LCSW"),
    "ot": ("Occupational Therapist", False, "OTR/L"),
    "gp": ("Pediatrician", True, "MD"),
    "pharm": ("Clinical Pharmacist", False, "PharmD"),
    "admin": ("Medical Assistant", False, ""),
    "duty": ("Intake Clinician", False, "LCSW"),
    "liaison": ("Consult-Liaison NP", False, "PMHNP"),
    "edreg": ("Pediatric ED Attending", True, "MD"),
    "nic": ("Charge Nurse", False, "RN"),
    "hca": ("Mental Health Technician", False, ""),
    "teacher": ("Hospital Teacher", False, ""),
    "cc": ("Case Manager", False, ""),
    "sn": ("School Nurse", False, "RN"),
    "diet": ("Dietitian", False, "RD"),
}
CONS_CRED = {"UK": "MRCPsych", "IE": "MRCPsych", "AU": "FRANZCP", "NZ": "FRANZCP",
             "ZA": "FC Psych (SA)", "SG": "MMed (Psych)", "US": "MD", "CA": "MD, FRCPC"}
NURSE_CRED = {"UK": "RMN", "IE": "RPN", "AU": "RN", "NZ": "RN", "ZA": "RN", "SG": "RN",
              "US": "RN", "CA": "RN"}

SVC = {"UK": "CAMHS", "IE": "CAMHS", "US": "Child & Adolescent Psychiatry", "CA": "Child and Youth Mental Health",
       "AU": "CYMHS", "NZ": "ICAMHS", "ZA": "Child and Adolescent Psychiatry", "SG": "Child and Adolescent Psychiatry"}
ED = {"UK": "A&E", "IE": "ED", "US": "Pediatric ED", "CA": "ED", "AU": "ED", "NZ": "ED", "ZA": "Casualty",
      "SG": "Children's Emergency"}
GPW = {"UK": "GP", "IE": "GP", "US": "pediatrician", "CA": "family physician", "AU": "GP", "NZ": "GP",
       "ZA": "GP", "SG": "polyclinic doctor"}


class Person:
    def __init__(self, first, last, sex, origin, age=None):
        self.first, self.last, self.sex, self.origin, self.age = first, last, sex, origin, age
        self.prof = None
        self.rel = ""
        self.key = ""

    def full(self):
        if self.origin == "malay":
            return "%s %s %s" % (self.first, "binti" if self.sex == "F" else "bin", self.last)
        if self.origin == "chinese" and self.sf:
            return "%s %s" % (self.last, self.first)
        return "%s %s" % (self.first, self.last)

    def lastname(self):
        return self.first if self.origin == "malay" else self.last

    def init(self):
        parts = (self.full()).replace("-", " ").split()
        return "".join(p[0] for p in parts if p[0].isalpha() and p not in ("bin", "binti"))

    sf = False


class Ctx(GeoMixin):
    def __init__(self, rng, cc, genre, age_range=(8, 17)):
        self.rng, self.cc, self.genre = rng, cc, genre
        self.g = ROLE_NA if GROUP[cc] == "NA" else ROLE_GB
        self.svc, self.ed, self.gpw = SVC[cc], ED[cc], GPW[cc]
        self.mumw = "mom" if cc in ("US", "CA") else "mum"
        self.dr = "Dr. " if cc in ("US", "CA") else "Dr "
        self.h12 = cc == "US" and rng.random() < 0.6
        self.emerg = {"UK": "999", "IE": "112 or 999", "US": "911 or 988", "CA": "911 or 988", "AU": "000",
                      "NZ": "111", "ZA": "10111 or 112", "SG": "995"}[cc]
        self.pc = {"UK": "PC", "IE": "Garda", "US": "Officer", "CA": "Cst.", "AU": "Constable", "NZ": "Constable",
                   "ZA": "Sgt", "SG": "SSgt"}[cc]
        self.badge = {"UK": "collar no.", "US": "badge #", "CA": "badge #"}.get(cc, "reg. no.")
        self.dadw = "dad"
        start = dt.date(2022, 1, 4)
        self.enc = start + dt.timedelta(days=rng.randint(0, 1270))
        while self.enc.weekday() >= 5 and rng.random() < 0.85:
            self.enc += dt.timedelta(days=1)
        self.dstyle = rng.choice(["num", "num", "abbr", "long", "dash", "short"])
        if cc == "CA":
            self.dstyle = rng.choice(["num", "long", "abbr"])
        lo, hi = age_range
        age = rng.randint(lo, hi)
        self.dob = self.enc - dt.timedelta(days=int(age * 365.25) + rng.randint(5, 355))
        self.age = self.years(self.dob, self.enc)
        self.origin = wchoice(rng, COUNTRY_ORIGINS[cc])
        self.sex = rng.choice("FM")
        self.pt = self.person(self.sex, self.origin, young=True)
        self.pt.age = self.age
        self.nick = NICK.get(self.pt.first)
        self._staff = {}
        self._used_names = set()
        self.make_places()
        self.make_family()
        self.make_ids()

    # ------------------------------------------------------------ helpers
    @staticmethod
    def years(a, b):
        y = b.year - a.year
        if (b.month, b.day) < (a.month, a.day):
            y -= 1
        return y

    def ch(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def ty(self, good, bad, p=0.03):
        return bad if self.rng.random() < p else good

    def person(self, sex, origin, young=False, last=None):
        f, m, s = ORIGINS[origin]
        if not young and origin == "anglo" and self.rng.random() < 0.7:
            f, m = ADULT_ANGLO
        first = self.rng.choice(f if sex == "F" else m)
        p = Person(first, last or self.rng.choice(s), sex, origin)
        p.sf = origin == "chinese" and self.cc == "SG"
        return p

    # ------------------------------------------------------------ dates
    def D(self, d, style=None):
        return (fmt.fmt_date(d, self.cc, style or self.dstyle), "DATE")

    def Dn(self, days, style=None):
        return self.D(self.enc + dt.timedelta(days=days), style)

    def day(self, days):
        return self.enc + dt.timedelta(days=days)

    def tm(self, h=None, m=None):
        h = self.rng.randint(8, 21) if h is None else h
        m = self.rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]) if m is None else m
        if self.h12:
            return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM")
        return "%02d:%02d" % (h, m)

    def DOB(self, style=None):
        return self.D(self.dob, style or ("num" if self.rng.random() < 0.7 else self.dstyle))

    # ------------------------------------------------------------ patient
    def P(self, form="full"):
        p = self.pt
        if form == "full":
            return (p.full(), "PATIENT")
        if form == "first":
            return (p.first, "PATIENT")
        if form == "last":
            return (p.lastname(), "PATIENT")
        if form == "nick":
            return (self.nick or p.first, "PATIENT")
        if form == "caps":
            if p.origin == "malay" or p.sf:
                return (p.full().upper(), "PATIENT")
            return ("%s, %s" % (p.last.upper(), p.first), "PATIENT")
        if form == "lastfirst":
            if p.origin == "malay" or p.sf:
                return (p.full(), "PATIENT")
            return ("%s, %s" % (p.last, p.first), "PATIENT")
        if form == "init":
            i = p.init()
            return (".".join(i) + "." if self.rng.random() < 0.5 else i, "PATIENT")
        raise ValueError(form)

    def Pref(self):
        """A short in-text reference to the patient."""
        return self.P(self.ch(["first", "first", "first", "nick", "full"]) if self.nick else "first")

    def A(self, n=None):
        return (str(self.age if n is None else n), "AGE")

    def age_phr(self):
        r = self.rng.random()
        a = self.A()
        if r < 0.4:
            return [a, "-year-old"]
        if r < 0.55:
            return [a, " yo"]
        if r < 0.7:
            return [a, "yo"]
        if r < 0.85:
            return [a, " y/o"]
        return [a, " year old"]

    @property
    def he(self):
        return "she" if self.sex == "F" else "he"

    @property
    def He(self):
        return self.he.capitalize()

    @property
    def his(self):
        return "her" if self.sex == "F" else "his"

    @property
    def His(self):
        return self.his.capitalize()

    @property
    def him(self):
        return "her" if self.sex == "F" else "him"

    @property
    def boy(self):
        return ("girl" if self.sex == "F" else "boy") if self.age < 13 else (
            "young woman" if self.sex == "F" else "young man")

    def school_year(self):
        a, cc = self.age, self.cc
        if cc == "UK":
            return "Year %d" % max(1, min(13, a - 4))
        if cc == "IE":
            if a <= 12:
                return ["3rd class", "4th class", "5th class", "6th class"][max(0, min(3, a - 9))]
            return ["1st year", "2nd year", "3rd year", "Transition Year", "5th year", "6th year"][min(5, a - 13)]
        if cc == "US":
            n = max(1, min(12, a - 5))
            return "%d%s grade" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n, "th"))
        if cc in ("CA", "ZA"):
            return "Grade %d" % max(1, min(12, a - (5 if cc == "CA" else 6)))
        if cc == "AU":
            return "Year %d" % max(1, min(12, a - 5))
        if cc == "NZ":
            return "Year %d" % max(1, min(13, a - 4))
        if cc == "SG":
            return "Primary %d" % max(1, min(6, a - 6)) if a <= 12 else "Secondary %d" % max(1, min(5, a - 12))
        return "Year %d" % a

    # ------------------------------------------------------------ family
    def make_family(self):
        rng, o = self.rng, self.origin
        p = self.pt
        self.mother = self.person("F", o if rng.random() < 0.85 else wchoice(rng, COUNTRY_ORIGINS[self.cc]),
                                  last=p.last if rng.random() < 0.7 else None)
        self.mother.rel, self.mother.age = self.mumw, self.age + rng.randint(19, 38)
        self.father = self.person("M", o, last=p.last)
        self.father.rel, self.father.age = self.dadw, self.mother.age + rng.randint(-3, 8)
        self.mother.prof = rng.choice(PL.PROF_ADULT) if rng.random() < 0.75 else None
        self.father.prof = rng.choice(PL.PROF_ADULT) if rng.random() < 0.8 else None
        self.parents_sep = rng.random() < 0.4
        self.step = None
        if self.parents_sep and rng.random() < 0.5:
            self.step = self.person("M", wchoice(rng, COUNTRY_ORIGINS[self.cc]))
            self.step.rel = "stepdad" if self.mumw == "mum" else "stepfather"
            self.step.prof = rng.choice(PL.PROF_ADULT)
        self.sibs = []
        for _ in range(rng.choice([0, 1, 1, 1, 2, 2, 3])):
            s = self.person(rng.choice("FM"), o, young=True, last=p.last if rng.random() < 0.8 else None)
            s.age = max(1, min(24, self.age + rng.choice([-9, -7, -5, -4, -3, -2, 2, 3, 4, 6])))
            s.rel = ("sister" if s.sex == "F" else "brother")
            self.sibs.append(s)
        g = self.person(rng.choice("FM"), o)
        g.rel = ("nan" if self.cc == "UK" else "grandmother") if g.sex == "F" else "grandad"
        g.rel = rng.choice([g.rel, "aunt" if g.sex == "F" else "uncle"])
        self.relative = g
        self.friend = self.person(rng.choice("FM"), wchoice(rng, COUNTRY_ORIGINS[self.cc]), young=True)
        self.friend.rel = "friend"
        self.looked_after = rng.random() < 0.1
        self.carer = None
        if self.looked_after:
            self.carer = self.person(rng.choice("FM"), wchoice(rng, COUNTRY_ORIGINS[self.cc]))
            self.carer.rel = "foster carer"
        self.pt.job = None
        if self.age >= 15 and rng.random() < 0.35:
            self.pt.job = (rng.choice(PL.PROF_YOUNG), rng.choice(PL.SHOPS))

    def F(self, person, form="full"):
        if form == "full":
            return (person.full(), "FAMILY")
        if form == "first":
            return (person.first, "FAMILY")
        if form == "last":
            return (person.lastname(), "FAMILY")
        raise ValueError(form)

    def Ftitle(self, person):
        t = "Mrs " if person.sex == "F" and self.rng.random() < 0.5 else ("Ms " if person.sex == "F" else "Mr ")
        if self.cc in ("US", "CA"):
            t = t.strip() + ". "
        return [t, (person.lastname(), "FAMILY")]

    def prof_t(self, person):
        return (person.prof, "PROFESSION") if person.prof else None

    # ------------------------------------------------------------ staff
    def S(self, key):
        if key not in self._staff:
            origin = wchoice(self.rng, COUNTRY_ORIGINS[self.cc])
            if self.rng.random() < 0.2:
                origin = self.rng.choice(sorted(ORIGINS))
            for _ in range(20):
                p = self.person(self.rng.choice("FM"), origin)
                if p.lastname() not in self._used_names and p.last != self.pt.last:
                    break
            self._used_names.add(p.lastname())
            label, isdr, cred = self.g[key]
            if key == "cons":
                cred = CONS_CRED[self.cc]
            elif cred in ("RMN", "RN") or key in ("nurse", "liaison", "nic"):
                cred = cred if GROUP[self.cc] == "NA" else NURSE_CRED[self.cc]
            if self.cc == "AU" and key == "cons":
                label = "Consultant Psychiatrist"
            p.label, p.isdr, p.cred, p.key = label, isdr, cred, key
            p.lic = fmt.licence(self.rng, self.cc, nurse=not isdr)
            self._staff[key] = p
        return self._staff[key]

    def SN(self, key, form="full"):
        p = self.S(key)
        if form == "full":
            return (p.full(), "DOCTOR")
        if form == "last":
            return (p.lastname(), "DOCTOR")
        if form == "first":
            return (p.first, "DOCTOR")
        if form == "init":
            return (p.init().lower() if self.rng.random() < 0.5 else p.init(), "DOCTOR")
        if form == "fi":
            return ("%s. %s" % (p.first[0], p.lastname()), "DOCTOR")
        raise ValueError(form)

    def St(self, key, full=False):
        """Titled reference: 'Dr Okafor' or the first/full name for non-doctors."""
        p = self.S(key)
        if p.isdr:
            return [self.dr, self.SN(key, "full" if full else "last")]
        return [self.SN(key, "full" if full else self.ch(["full", "first"]))]

    def Sfull(self, key):
        p = self.S(key)
        pre = self.dr if p.isdr else ""
        post = (", " + p.cred) if p.cred and (not p.isdr or GROUP[self.cc] == "NA" or self.chance(0.4)) else ""
        if p.isdr and GROUP[self.cc] == "NA":
            pre = ""
        return [pre, self.SN(key, "full"), post]

    def sig(self, key, lic=None):
        p = self.S(key)
        out = [self.Sfull(key), "\n", p.label, "\n"]
        if lic is None:
            lic = self.chance(0.55)
        if lic:
            lab = fmt.LIC_LABEL[self.cc][0 if p.isdr else 1]
            out += [lab, " ", (p.lic, "LICENSE"), "\n"]
        return out

    # ------------------------------------------------------------ contact
    def ph(self, kind="land"):
        return (fmt.phone(self.rng, self.cc, kind), "PHONE")

    def ph_ext(self):
        return (fmt.with_ext(self.rng, fmt.phone(self.rng, self.cc, "land"), self.cc), "PHONE")

    def fax(self):
        return (fmt.phone(self.rng, self.cc, "land"), "FAX")

    def pager(self):
        return (fmt.pager(self.rng, self.cc), "PHONE")

    def email_staff(self, key):
        p = self.S(key)
        dom = self.ch(["example.org", "example.net", "example.com"])
        f = self.ch(["%s.%s", "%s%s", "%s_%s"])
        local = f % (p.first.split()[0], p.lastname().replace(" ", ""))
        return (self.ascii(local.lower()) + "@" + dom, "EMAIL")

    def email_team(self):
        local = self.ch(["camhs.referrals", "spa.camhs", "cypmh.admin", "intake", "youth.mh", "duty.team",
                         "camhs-admin", "childpsych.clinic"])
        return ("%s@%s" % (local, self.ch(["example.org", "example.net"])), "EMAIL")

    def email_family(self, person):
        if getattr(person, "email", None):
            return person.email
        f = self.ascii(person.first.split()[0].lower())
        l = self.ascii(person.lastname().replace(" ", "").lower())
        local = self.ch(["%s.%s" % (f, l), "%s%s%d" % (f, l[:1], self.rng.randint(1, 99)),
                         "%s_%s" % (l, f), "%s%d" % (f, 1970 + self.rng.randint(0, 20))])
        person.email = (local + "@" + self.ch(["example.com", "example.net"]), "EMAIL")
        return person.email

    @staticmethod
    def ascii(s):
        tr = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "à": "a", "è": "e", "ë": "e", "ï": "i",
              "ö": "o", "ü": "u", "ñ": "n", "ç": "c", "ł": "l", "ś": "s", "ń": "n", "ą": "a", "ę": "e",
              "ż": "z", "ź": "z", "ć": "c", "ř": "r", "č": "c", "ō": "o", "ā": "a", "ē": "e", "'": "",
              "ô": "o", "â": "a", "ê": "e", "î": "i", "ä": "a", "š": "s", "ž": "z", "ű": "u"}
        return "".join(tr.get(c, c) for c in s if c not in " -")

    def url(self):
        path = self.ch(["camhs", "referrals", "cypmh/self-referral", "youth-mental-health", "portal/login",
                        "services/child-adolescent", "family-resources", "adhd-clinic"])
        host = self.ch(["www.example.org", "www.example.net", "example.org", "portal.example.com",
                        "referrals.example.net"])
        pre = self.ch(["", "https://", "https://", "http://"])
        return (pre + host + "/" + path, "URL")

    # ------------------------------------------------------------ ids
    def make_ids(self):
        rng, cc = self.rng, self.cc
        self.mrn = pat(rng, fmt.mrn(rng, cc))
        self.nhs = pat(rng, "999 ### ####") if cc == "UK" else None
        self.chi = cc == "UK" and self.region in ("Fife", "Perthshire")
        if self.chi:
            self.nhs = pat(rng, "##########")
        self.ssn = fmt.ssn(rng, cc)
        self.hp = fmt.healthplan(rng, cc, self.region_abbr)
        self.acct = pat(rng, rng.choice(["########", "AE%######", "V#########", "%#-#######", "%######"]))
        self.ref = pat(rng, rng.choice(["REF-######", "R%#####", "CR-####-####", "%######", "SPA/##/#####"]))

    def ids(self, sep="   "):
        cc = self.cc
        if cc == "UK":
            lab = "CHI: " if self.chi else self.ch(["NHS No: ", "NHS Number: ", "NHS no. "])
            return [lab, (self.nhs, "MRN"), sep, self.ch(["Hosp No: ", "RiO ID: ", "Unit No: "]), (self.mrn, "MRN")]
        if cc == "IE":
            out = ["MRN: ", (self.mrn, "MRN")] + ([sep, "PPSN: ", (self.ssn, "SSN")] if self.chance(0.5) else [])
            if self.chance(0.3):
                out += [sep, self.ch(["Medical card no: ", "GMS no. "]), (self.hp, "HEALTHPLAN")]
            return out
        if cc == "US":
            return ["MRN: ", (self.mrn, "MRN"), sep, self.ch(["Acct #: ", "FIN: ", "Encounter #: "]),
                    (self.acct, "ACCOUNT")]
        if cc == "CA":
            return ["MRN: ", (self.mrn, "MRN"), sep, self.ch(["Health Card #: ", "PHN: ", "HCN: "]),
                    (self.hp, "HEALTHPLAN")]
        if cc == "AU":
            return [self.ch(["UR: ", "URN: ", "MRN: "]), (self.mrn, "MRN"), sep, "Medicare: ", (self.hp, "HEALTHPLAN")]
        if cc == "NZ":
            return ["NHI: ", (self.mrn, "MRN")]
        if cc == "ZA":
            return ["Folder No: ", (self.mrn, "MRN"), sep, "Medical aid no: ", (self.hp, "HEALTHPLAN")]
        if cc == "SG":
            return ["NRIC: ", (self.ssn, "SSN"), sep, "MRN: ", (self.mrn, "MRN")]
        raise ValueError(cc)

    def pt_header(self, lines=True, addr=True, gp=False):
        """Standard patient identification block."""
        sep = "\n" if lines else " | "
        out = [self.ch(["Name: ", "Patient: ", "Re: ", "Client: "]), self.P(self.ch(["full", "caps", "lastfirst"])),
               sep, "DOB: ", self.DOB(), " (", self.A(), self.ch([" yrs)", "y)", ")"]), sep]
        out += self.ids(sep) + [sep]
        if addr:
            out += ["Address: ", self.addr(), sep]
        if gp:
            out += [self.gpw.upper() if self.gpw == "GP" else self.gpw.capitalize(), ": ",
                    self.St("gp"), ", ", (self.gp_practice, "HOSPITAL"), sep]
        return out

    def title(self, person):
        t = self.ch(["Mrs", "Ms"]) if person.sex == "F" else "Mr"
        return t + (". " if self.cc in ("US", "CA") else " ")

    @staticmethod
    def an(word):
        w = (word or "").lower()
        return "an" if (w[:1] in "aeio" or w.startswith(("it ", "hgv", "un"))) else "a"
