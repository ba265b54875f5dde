"""People and places for dev180_en notes: patients, clinicians, relatives, clinics.

Name/ID accessors return builder values: str, (value, TYPE) or lists of those, so that titles and
credentials stay outside the spans.
"""
import datetime

import core
import pools
from core import P, pick, chance, wpick


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


class Person:
    def __init__(self, rng, sex=None, first=None, last=None, typ="PATIENT"):
        self.rng = rng
        self.sex = sex or pick(rng, ["F", "M"])
        self.first = first or pick(rng, pools.FIRST_F if self.sex == "F" else pools.FIRST_M)
        self.last = last or pick(rng, pools.LAST)
        self.mi = pick(rng, pools.MIDDLE)
        self.typ = typ
        self.nick = pools.NICK.get(self.first)

    def title(self):
        if self.sex == "M":
            return "Mr. " if chance(self.rng, 0.6) else "Mr "
        return pick(self.rng, ["Ms. ", "Mrs. ", "Ms ", "Mrs "])

    def name(self, style=None):
        r, T = self.rng, self.typ
        if style is None:
            style = wpick(r, [("full", 30), ("full_mi", 8), ("last_first", 8), ("LAST_FIRST", 6),
                              ("first", 10), ("title_last", 16), ("title_full", 4),
                              ("initials", 3), ("first_li", 3), ("nick", 2)])
        if style == "full":
            return P("%s %s" % (self.first, self.last), T)
        if style == "full_mi":
            return P("%s %s. %s" % (self.first, self.mi, self.last), T)
        if style == "last_first":
            return P("%s, %s" % (self.last, self.first), T)
        if style == "last_first_mi":
            return P("%s, %s %s" % (self.last, self.first, self.mi), T)
        if style == "LAST_FIRST":
            return P(("%s, %s" % (self.last, self.first)).upper(), T)
        if style == "LAST_FIRST_MI":
            return P(("%s, %s %s" % (self.last, self.first, self.mi)).upper(), T)
        if style == "first":
            return P(self.first, T)
        if style == "last":
            return P(self.last, T)
        if style == "title_last":
            return [self.title(), P(self.last, T)]
        if style == "title_full":
            return [self.title(), P("%s %s" % (self.first, self.last), T)]
        if style == "initials":
            if chance(r, 0.5):
                return P("%s.%s." % (self.first[0], self.last[0]), T)
            return P("%s%s" % (self.first[0], self.last[0]), T)
        if style == "first_li":
            return P("%s %s." % (self.first, self.last[0]), T)
        if style == "nick":
            return P(self.nick or self.first, T)
        raise ValueError(style)


class Clinician(Person):
    def __init__(self, rng, spec, role="doc"):
        Person.__init__(self, rng, typ="DOCTOR")
        self.role = role
        if role == "doc":
            self.cred = pick(rng, pools.DOC_CRED[spec])
        else:
            self.cred = role
        self.npi = core.npi(rng)
        self.dea = core.dea(rng, self.last)

    def is_dr(self):
        return self.cred.startswith("MD") or self.cred.startswith("DO") or \
            self.cred in ("OD", "AuD")

    def name(self, style=None):
        r, T = self.rng, "DOCTOR"
        if style is None:
            if self.is_dr():
                style = wpick(r, [("dr_last", 35), ("full_cred", 30), ("dr_full", 10),
                                  ("full_cred_nc", 8), ("init_cred", 7), ("last_first_cred", 4),
                                  ("last", 3), ("full", 3)])
            else:
                style = wpick(r, [("full_cred", 45), ("first_cred", 20), ("full_cred_nc", 15),
                                  ("first", 12), ("full", 8)])
        if style in ("dr_last", "dr_full") and not self.is_dr():
            style = "full_cred"
        if style == "dr_last":
            return [pick(r, ["Dr. ", "Dr. ", "Dr "]), P(self.last, T)]
        if style == "dr_full":
            return ["Dr. ", P("%s %s" % (self.first, self.last), T)]
        if style == "full_cred":
            return [P("%s %s" % (self.first, self.last), T), ", " + self.cred]
        if style == "full_mi_cred":
            return [P("%s %s. %s" % (self.first, self.mi, self.last), T), ", " + self.cred]
        if style == "full_cred_nc":
            return [P("%s %s" % (self.first, self.last), T), " " + self.cred]
        if style == "init_cred":
            return [P("%s. %s" % (self.first[0], self.last), T), " " + self.cred]
        if style == "last_first_cred":
            return [P("%s, %s" % (self.last, self.first), T), " " + self.cred]
        if style == "first_cred":
            return [P(self.first, T), ", " + self.cred]
        if style == "first":
            return P(self.first, T)
        if style == "last":
            return P(self.last, T)
        if style == "full":
            return P("%s %s" % (self.first, self.last), T)
        if style == "LAST_FIRST":
            return P(("%s, %s" % (self.last, self.first)).upper(), T)
        if style == "initials_lc":
            return P((self.first[0] + self.last[0]).lower(), T)
        if style == "initials":
            return P(self.first[0] + self.last[0], T)
        raise ValueError(style)


def clinic_name(rng, spec):
    tpl = {"derm": pools.DERM_CLINIC, "eye": pools.EYE_CLINIC, "ent": pools.ENT_CLINIC,
           "pcp": pools.PCP_CLINIC, "hosp": pools.HOSP, "path": pools.PATH_LAB,
           "pharm": pools.PHARM}[spec]
    if spec == "hosp" and chance(rng, 0.3):
        return pick(rng, pools.SAINTS).replace("{w}", pick(rng, pools.PLACE_WORDS))
    return pick(rng, tpl).replace("{w}", pick(rng, pools.PLACE_WORDS))


def street(rng, suite=False, unit_p=0.2):
    num = str(rng.randint(2, 9899))
    if chance(rng, 0.1):
        num = str(rng.randint(10000, 48999))
    pre = ""
    if chance(rng, 0.1):
        pre = pick(rng, ["N ", "S ", "E ", "W ", "North ", "West ", "SW "])
    s = "%s %s%s %s" % (num, pre, pick(rng, pools.STREET_NAMES), pick(rng, pools.STREET_SUFFIX))
    if suite:
        s += pick(rng, [", ", " "]) + pick(rng, pools.SUITES)
    elif chance(rng, unit_p):
        s += pick(rng, [", ", " "]) + pick(rng, pools.UNITS)
    return s


class Address:
    def __init__(self, rng, city=None, suite=False, unit_p=0.2):
        self.rng = rng
        c = city or pick(rng, pools.CITIES)
        self.city, self.st, self.state, z3 = c
        self.zip = z3 + "%02d" % rng.randint(1, 99)
        if chance(rng, 0.12):
            self.zip += "-%04d" % rng.randint(1, 9999)
        self.street = street(rng, suite=suite, unit_p=unit_p)

    def seg(self, style=None):
        r = self.rng
        if style is None:
            style = wpick(r, [("one", 45), ("two", 40), ("full_state", 10), ("no_zip", 5)])
        st = P(self.st, "STATE")
        if style == "full_state":
            st = P(self.state, "STATE")
        z = [" ", P(self.zip, "ZIP")] if style != "no_zip" else []
        sep = "\n" if style == "two" else ", "
        if style != "two" and chance(r, 0.2):
            sep = " "
            if chance(r, 0.5):
                return [P(self.street, "STREET"), ", ", P(self.city, "CITY"), ", ", st] + z
        return [P(self.street, "STREET"), sep, P(self.city, "CITY"), ", ", st] + z

    def city_state(self):
        return [P(self.city, "CITY"), ", ", P(self.st, "STATE")]


class Clinic:
    def __init__(self, rng, spec, city=None):
        self.rng = rng
        self.spec = spec
        self.name = clinic_name(rng, spec)
        self.addr = Address(rng, city=city, suite=chance(rng, 0.6), unit_p=0.0)
        area = pick(rng, core.AREA_CODES)
        self.area = area
        self.phone = core.fphone(rng, area=area, ext=False)
        self.fax = core.fphone(rng, area=area, ext=False)
        slug = "".join(ch for ch in self.name.lower() if ch.isalnum())[:14]
        self.url = pick(rng, ["www.example.org/", "https://portal.example.com/",
                              "https://www.example.net/", "example.org/"]) + slug + \
            pick(rng, ["", "", "/portal", "/pay", "/patients", "/forms"])
        self.email = pick(rng, ["frontdesk", "referrals", "info", "scheduling", "billing",
                                "priorauth"]) + "." + slug[:8] + "@" + pick(rng, core.EMAIL_DOMAINS)
        nd = rng.randint(2, 4)
        self.docs = [Clinician(rng, spec if spec in ("derm", "eye", "ent") else "derm")
                     for _ in range(nd)]
        self.staff = [Clinician(rng, "derm", role=wpick(rng, pools.STAFF_ROLES))
                      for _ in range(rng.randint(3, 6))]
        self.mrn_style = rng.randrange(5)
        self.rooms = pick(rng, [["Exam %d" % i for i in range(1, 9)],
                                ["Rm %d" % i for i in range(1, 12)],
                                ["Lane %d" % i for i in range(1, 7)],
                                ["Room %d%s" % (i, c) for i in range(1, 5) for c in "AB"]])

    def hosp(self):
        return P(self.name, "HOSPITAL")

    def room(self):
        """Room label split so that only the number is the span: ('Exam ', '4')."""
        rm = pick(self.rng, self.rooms)
        word, num = rm.rsplit(" ", 1)
        return [word + " ", P(num, "LOCATION_OTHER")]

    def header(self, nb, with_fax=True, with_url=False):
        nb.add([self.hosp(), "\n"])
        nb.add(self.addr.seg(pick(self.rng, ["one", "two"])))
        nb.t("\n")
        nb.add([pick(self.rng, ["Tel ", "Phone: ", "Ph ", "T: "]), P(self.phone, "PHONE")])
        if with_fax:
            nb.add([pick(self.rng, ["  Fax ", " | Fax: ", "  F: "]), P(self.fax, "FAX")])
        if with_url:
            nb.add(["  ", P(self.url, "URL")])
        nb.t("\n")


class Patient(Person):
    def __init__(self, rng, visit, spec, clinic=None, age_rng=None, sex=None):
        Person.__init__(self, rng, sex=sex, typ="PATIENT")
        if age_rng is None:
            age_rng = {"derm": (14, 92), "eye": (22, 97), "ent": (2, 90)}.get(spec, (18, 90))
            if chance(rng, 0.7) and spec != "ent":
                age_rng = (max(age_rng[0], 45), age_rng[1])
        lo, hi = age_rng
        age = rng.randint(lo, hi)
        y = visit.year - age - (1 if chance(rng, 0.5) else 0)
        self.dob = core.rand_date(rng, datetime.date(y, 1, 1), datetime.date(y, 12, 28))
        self.visit = visit
        self.age = core.age_on(self.dob, visit)
        city = None
        if clinic is not None and chance(rng, 0.75):
            same = [c for c in pools.CITIES if c[1] == clinic.addr.st]
            city = pick(rng, same)
        self.addr = Address(rng, city=city)
        self.area = pick(rng, core.AREA_CODES)
        self.phone = core.fphone(rng, area=self.area, ext=False)
        self.cell = core.fphone(rng, area=self.area, ext=False)
        self.email = core.email_for(rng, self.first, self.last, self.dob.year % 100)
        self.user = core.username_for(rng, self.first, self.last)
        ms = clinic.mrn_style if clinic is not None else rng.randrange(5)
        self.mrn = core.mrn_fmt(rng, ms)
        self.acct = core.acct(rng)
        self.insurer = pick(rng, pools.INSURERS)
        self.member = core.member_id(rng)
        self.group = core.group_no(rng)
        self.ssn = core.ssn(rng)
        pool = {"derm": pools.PROF_SUN, "eye": pools.PROF_EYE, "ent": pools.PROF_ENT}.get(
            spec, pools.PROF_ANY)
        self.prof = pick(rng, pool) if chance(rng, 0.7) else pick(rng, pools.PROF_ANY)
        self.employer = pick(rng, pools.EMPLOYERS)
        self.retired = self.age >= 67 and chance(rng, 0.8)
        self.country = pick(rng, pools.COUNTRIES)
        self._fam = []

    def sexw(self, style=None):
        if style is None:
            style = self.rng.randrange(4)
        if style == 0:
            return "female" if self.sex == "F" else "male"
        if style == 1:
            return "F" if self.sex == "F" else "M"
        if style == 2:
            return "woman" if self.sex == "F" else "man"
        return "female" if self.sex == "F" else "male"

    def pro(self):
        return ("she", "her") if self.sex == "F" else ("he", "his")

    def age_seg(self, style=None):
        """Age phrase with only the number marked."""
        r, a = self.rng, str(self.age)
        if style is None:
            style = wpick(r, [("yo", 25), ("year_old", 25), ("yo_nospace", 6), ("y_o", 10),
                              ("sex", 14), ("age", 8), ("words", 4), ("yr", 8)])
        if self.age < 2:
            style = "mo"
        if style == "yo":
            return [P(a, "AGE"), " yo"]
        if style == "year_old":
            return [P(a, "AGE"), "-year-old"]
        if style == "yo_nospace":
            return [P(a, "AGE"), "yo"]
        if style == "y_o":
            return [P(a, "AGE"), " y/o"]
        if style == "sex":
            return [P(a, "AGE"), " " + self.sexw(1)]
        if style == "sexcat":
            return [P(a, "AGE"), self.sexw(1)]
        if style == "age":
            return ["age ", P(a, "AGE")]
        if style == "words":
            return [P(core.age_words(self.age), "AGE"), "-year-old"]
        if style == "yr":
            return [P(a, "AGE"), " yr old"]
        if style == "mo":
            months = (self.visit - self.dob).days * 12 // 365
            return [P(str(months), "AGE"), pick(r, [" mo", "-month-old", " m/o"])]
        raise ValueError(style)

    def a_age(self, style=None):
        """'a'/'an' + age phrase."""
        if style is None:
            style = wpick(self.rng, [("yo", 25), ("year_old", 30), ("y_o", 10), ("words", 5),
                                     ("yr", 8), ("yo_nospace", 5)])
        seg = self.age_seg(style)
        s = seg[0][0]
        an = s[:1] == "8" or s in ("11", "18") or s.startswith("eight") or \
            s.startswith("eleven")
        return ["an " if an else "a "] + seg

    def dob_s(self):
        return P(core.fdob(self.rng, self.dob), "DATE")

    def family(self, i=0):
        while len(self._fam) <= i:
            sex = pick(self.rng, ["F", "M"])
            rel = pick(self.rng, pools.REL_F if sex == "F" else pools.REL_M)
            if self.age < 18:
                rel = pick(self.rng, ["mother", "father", "grandmother", "aunt", "stepfather"])
                sex = "M" if rel in ("father", "stepfather") else "F"
            same_last = rel in ("wife", "husband", "daughter", "son", "mother", "father",
                                "sister", "brother", "grandmother") and chance(self.rng, 0.7)
            f = Person(self.rng, sex=sex, last=self.last if same_last else None, typ="FAMILY")
            f.rel = rel
            f.phone = core.fphone(self.rng, area=self.area, ext=False)
            self._fam.append(f)
        return self._fam[i]

    def prof_seg(self):
        """Occupation phrase; only the occupation is marked."""
        r = self.rng
        if self.age < 18:
            return ["student at ", P(pick(r, pools.SCHOOLS), "ORGANIZATION")]
        if self.retired:
            return [pick(r, ["retired ", "Retired ", "ret. "]), P(self.prof, "PROFESSION")]
        k = r.randrange(5)
        if k == 0:
            return ["works as " + art(self.prof) + " ", P(self.prof, "PROFESSION"), " at ",
                    P(self.employer, "ORGANIZATION")]
        if k == 1:
            return [P(self.prof, "PROFESSION"), " for ", P(self.employer, "ORGANIZATION")]
        if k == 2:
            return ["occupation: ", P(self.prof, "PROFESSION")]
        if k == 3:
            return ["employed as ", P(self.prof, "PROFESSION")]
        return ["works for ", P(self.employer, "ORGANIZATION"), " (", P(self.prof, "PROFESSION"),
                ")"]
