"""A fictional patient with consistent details, and the staff and family around them."""
import datetime as dt

import pools_names as N
import pools_clinical as C
import pools_places as PL
import phi
from doc import P

COUNTRIES = [("US", 34), ("UK", 28), ("CA", 11), ("AU", 11), ("IE", 8), ("NZ", 8)]

PROFESSIONS = ["welder", "primary school teacher", "bus driver", "accountant", "hairdresser", "software developer",
               "dairy farmer", "warehouse operative", "electrician", "chef", "lorry driver", "truck driver", "librarian",
               "plumber", "retail assistant", "nurse", "care assistant", "civil engineer", "graphic designer",
               "postal worker", "carpenter", "dental hygienist", "barista", "forklift operator", "solicitor", "paralegal",
               "mechanic", "firefighter", "police officer", "cleaner", "sheep farmer", "fisherman", "roofer",
               "call-centre agent", "taxi driver", "pharmacist", "bank clerk", "architect", "social worker",
               "laboratory technician", "gardener", "landscaper", "painter and decorator", "sous chef", "baker",
               "kitchen porter", "university lecturer", "tattoo artist", "musician", "childminder", "dock worker",
               "butcher", "IT support technician", "payroll officer", "stonemason", "veterinary nurse"]

ROLE_TITLE = {"cons": "Dr", "reg": "Dr", "gp": "Dr", "card": "Dr", "resp": "Dr", "neurophys": "Dr", "path": "Dr",
              "geneticist": "Dr", "paed": "Dr", "rheum": "Dr", "fellow": "Dr", "sleep": "Dr", "ortho": "Mr"}


def pick_country(rng):
    tot = sum(w for _, w in COUNTRIES)
    r = rng.random() * tot
    for c, w in COUNTRIES:
        r -= w
        if r < 0:
            return c
    return COUNTRIES[-1][0]


class Case:
    def __init__(self, rng, country, ckey, adult_only=False, child_only=False):
        self.rng = rng
        self.country = country
        self.ckey = ckey
        self.cond = C.COND[ckey]
        sx = self.cond["sex"]
        self.sex = "M" if sx == "M" else ("F" if (sx == "F" and rng.random() < 0.8) else rng.choice("MF"))
        pool = N.FIRST_M if self.sex == "M" else N.FIRST_F
        self.first = rng.choice(pool)
        self.last = rng.choice(N.SURNAMES)
        self.mi = rng.choice(N.MIDDLE_INITIALS)
        self.nick = N.NICKNAMES.get(self.first)
        self.used = {(self.first, self.last)}
        self.used_first = {self.first}
        self.visit = phi.rdate(rng, dt.date(2015, 1, 5), dt.date(2025, 6, 27))
        lo, hi = self.cond["age"]
        if adult_only:
            lo = max(lo, 18)
            hi = max(hi, lo + 5)
        if child_only:
            hi = min(hi, 17)
            lo = min(lo, hi - 2)
        self.months = None
        if ckey == "SMA" and not adult_only and rng.random() < 0.2:
            self.months = rng.randint(3, 20)
            self.dob = self.visit - dt.timedelta(days=int(self.months * 30.44) + rng.randint(0, 20))
            self.age = 0
        else:
            a = rng.randint(lo, hi)
            self.dob = dt.date(self.visit.year - a, rng.randint(1, 12), rng.randint(1, 28))
            if self.dob > self.visit:
                self.dob = dt.date(self.dob.year - 1, self.dob.month, self.dob.day)
            self.age = phi.years_between(self.dob, self.visit)
        while self.visit.weekday() >= 5:
            self.visit = self.visit - dt.timedelta(days=1)
        if self.months is None:
            self.age = phi.years_between(self.dob, self.visit)
        self.child = self.age < 18
        if self.months is not None:
            self.weight = rng.uniform(4.5, 11.0)
        elif self.child:
            self.weight = rng.uniform(12 + 2.5 * self.age, 16 + 3.6 * self.age)
        else:
            self.weight = rng.uniform(48, 112)
        self.title = "Mr" if self.sex == "M" else rng.choice(N.TITLES_F)
        if self.child:
            self.title = "Master" if (self.sex == "M" and country == "UK" and rng.random() < 0.3) else ("Miss" if self.sex == "F" else "")
        self.he = "he" if self.sex == "M" else "she"
        self.his = "his" if self.sex == "M" else "her"
        self.him = "him" if self.sex == "M" else "her"
        self.street, self.city, self.region, self.region_abbr, self.zip = phi.place(rng, country)
        self.mrn = phi.mrn(rng, country)
        self.nat = phi.national(rng, country) if country in ("UK", "IE", "NZ") else None
        self.plan = phi.healthplan(rng, country) if country in ("US", "CA", "AU") or rng.random() < 0.3 else None
        self.insurer = rng.choice(PL.INSURERS)
        self.ssn = phi.ssn(rng, country) if country in ("US", "CA") else None
        self.hosp = phi.hospital(rng, country, "hosp")
        self.nmc = phi.hospital(rng, country, "nm")
        self.hplace = phi.place(rng, country)
        if rng.random() < 0.7:  # hospital is in the patient's city or nearby
            hz = self.zip
            if country == "US":
                hz = self.zip[:3] + phi.digits(rng, 2)
            elif country == "UK":
                hz = self.zip.split(" ")[0] + " %d%s" % (rng.randint(1, 9), "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
            self.hplace = (self.hplace[0], self.city, self.region, self.region_abbr, hz)
        self.practice = phi.hospital(rng, country, "practice")
        self.pplace = phi.place(rng, country)
        pz = self.zip
        if country == "UK":
            pz = self.zip.split(" ")[0] + " %d%s" % (rng.randint(1, 9), "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
        self.pplace = (self.pplace[0], self.city, self.region, self.region_abbr, pz)
        self.pharmacy = phi.hospital(rng, country, "pharmacy")
        self.tel_home = phi.phone(rng, country, "land")
        self.tel_mob = phi.phone(rng, country, "mob")
        self.email = phi.email(rng, self.first, self.last)
        self.profession = rng.choice(PROFESSIONS)
        self.staff = {}
        self.family = {}
        self.dstyle = {"US": rng.choice(["num", "num", "long", "short", "num0", "dmon"]),
                       "CA": rng.choice(["iso", "long", "short", "dmon"])}.get(
            country, rng.choice(["num", "num", "long", "short", "dmon", "dot"]))

    # ------------------------------------------------------------ names
    def pn(self, style="full"):
        f, l = self.first, self.last
        if style == "full":
            return P(f + " " + l, "PATIENT")
        if style == "fml":
            return P("%s %s. %s" % (f, self.mi, l), "PATIENT")
        if style == "title":
            return [self.title + " ", P(l, "PATIENT")] if self.title else P(f + " " + l, "PATIENT")
        if style == "LF":
            return P("%s, %s" % (l.upper(), f.upper()), "PATIENT")
        if style == "LFM":
            return P("%s, %s %s" % (l.upper(), f.upper(), self.mi), "PATIENT")
        if style == "Lf":
            return P("%s, %s" % (l, f), "PATIENT")
        if style == "first":
            return P(f, "PATIENT")
        if style == "nick":
            return P(self.nick or f, "PATIENT")
        if style == "last":
            return P(l, "PATIENT")
        if style == "init":
            return P("%s.%s." % (f[0], l[0]), "PATIENT")
        if style == "fL":
            return P("%s %s." % (f, l[0]), "PATIENT")
        raise ValueError(style)

    def _newname(self, sex=None, last=None):
        rng = self.rng
        while True:
            s = sex or rng.choice("MF")
            f = rng.choice(N.FIRST_M if s == "M" else N.FIRST_F)
            l = last or rng.choice(N.SURNAMES)
            if (f, l) not in self.used and f not in self.used_first and (last is not None or l != self.last):
                self.used.add((f, l))
                self.used_first.add(f)
                return f, l

    def st(self, role):
        if role not in self.staff:
            self.staff[role] = self._newname()
        return self.staff[role]

    def dr(self, role, style="dr"):
        f, l = self.st(role)
        t = ROLE_TITLE.get(role, "Dr")
        if self.country in ("US", "CA") and t == "Mr":
            t = "Dr"
        if t == "Mr" and f in N.FIRST_F and f not in N.FIRST_M:
            t = "Ms"
        if self.country == "US" and t == "Dr":
            t = "Dr."
        if style == "dr":
            return [t + " ", P(l, "DOCTOR")]
        if style == "drf":
            return [t + " ", P(f + " " + l, "DOCTOR")]
        if style == "drfi":
            return [t + " ", P("%s. %s" % (f[0], l), "DOCTOR")]
        if style == "full":
            return P(f + " " + l, "DOCTOR")
        if style == "lf":
            return P("%s, %s" % (l, f), "DOCTOR")
        if style == "LF":
            return P("%s, %s" % (l.upper(), f.upper()), "DOCTOR")
        if style == "init":
            return P((f[0] + l[0]).lower() if self.rng.random() < 0.6 else (f[0] + l[0]).upper(), "DOCTOR")
        if style == "first":
            return P(f, "DOCTOR")
        if style == "last":
            return P(l, "DOCTOR")
        if style == "fi":
            return P("%s. %s" % (f[0], l), "DOCTOR")
        raise ValueError(style)

    def rel_age(self, rel):
        """a plausible current age for a relative, as a string"""
        rng = self.rng
        a = self.age
        if rel == "parent":
            v = a + rng.randint(20, 38)
        elif rel == "grandparent":
            v = a + rng.randint(42, 66)
        elif rel == "younger":
            v = rng.randint(max(0, a - 9), max(0, a - 1))
        elif rel == "sibling":
            v = max(1, a + rng.randint(-8, 8))
        elif rel == "child":
            v = rng.randint(1, max(1, a - 20))
        else:
            v = max(18, a + rng.randint(-6, 6))
        return P(str(min(v, 97)), "AGE")

    def user(self, role):
        f, l = self.st(role)
        return P(phi.username(self.rng, f, l), "USERNAME")

    def fam(self, rel):
        if rel not in self.family:
            sex = "F" if rel in ("mother", "sister", "wife", "daughter", "grandmother", "aunt", "maternal aunt", "niece") else \
                ("M" if rel in ("father", "brother", "husband", "son", "grandfather", "uncle", "maternal uncle", "nephew", "maternal grandfather") else None)
            same = rel in ("father", "brother", "sister", "son", "daughter") or (rel == "mother" and self.rng.random() < 0.7) \
                or (rel in ("wife", "husband") and self.rng.random() < 0.5)
            self.family[rel] = self._newname(sex, self.last if same else None)
        return self.family[rel]

    def fn(self, rel, style="first"):
        f, l = self.fam(rel)
        if style == "first":
            return P(f, "FAMILY")
        if style == "full":
            return P(f + " " + l, "FAMILY")
        if style == "title":
            f_sex = "F" if f in N.FIRST_F else "M"
            return [("Mrs " if f_sex == "F" else "Mr "), P(l, "FAMILY")]
        raise ValueError(style)

    # ------------------------------------------------------------ dates, ages, places
    def d(self, date, style=None):
        if style is None and self.rng.random() < 0.75:
            style = self.dstyle
        return phi.D(self.rng, date, self.country, style)

    def dob_p(self, style=None):
        return self.d(self.dob, style)

    def age_p(self):
        return P(str(self.months if self.months is not None else self.age), "AGE")

    def age_phrase(self):
        rng = self.rng
        if self.months is not None:
            return rng.choice([[self.age_p(), "-month-old"], [self.age_p(), " month old"], ["aged ", self.age_p(), " months"]])
        a = self.age_p()
        return rng.choice([[a, "-year-old"], [a, " year old"], [a, "yo"], [a, " y/o"], ["aged ", a], [a, "-yr-old"]])

    def age_adj(self):
        """age usable after 'a': '14-year-old'"""
        rng = self.rng
        a = self.age_p()
        if self.months is not None:
            return [a, rng.choice(["-month-old", " month old"])]
        return [a, rng.choice(["-year-old", "-year-old", " year old", "-yr-old", " y.o."])]

    def a_an(self):
        """the article that goes before the age adjective"""
        v = str(self.months if self.months is not None else self.age)
        return "an" if v.startswith("8") or v in ("11", "18") else "a"

    def sexword(self):
        if self.child:
            return "boy" if self.sex == "M" else "girl"
        return "man" if self.sex == "M" else "woman"

    def addr(self, which="pt", sep=", ", block=False):
        if which == "pt":
            s, c, r, ra, z = self.street, self.city, self.region, self.region_abbr, self.zip
        elif which == "hosp":
            s, c, r, ra, z = self.hplace
        else:
            s, c, r, ra, z = self.pplace
        rng = self.rng
        out = [P(s, "STREET")]
        sep1 = "\n" if block else sep
        if self.country in ("US", "CA"):
            out += [sep1, P(c, "CITY"), ", ", P(ra if rng.random() < 0.85 else r, "STATE"), " " if self.country == "US" else "  ", P(z, "ZIP")]
        elif self.country == "AU":
            out += [sep1, P(c, "CITY"), " ", P(ra, "STATE"), " ", P(z, "ZIP")]
        elif self.country == "UK":
            out += [sep1, P(c, "CITY")]
            if rng.random() < 0.35:
                out += [sep1, P(r, "CITY")]
            out += [sep1, P(z, "ZIP")]
        elif self.country == "IE":
            out += [sep1, P(c, "CITY"), sep1, P(z, "ZIP")]
        else:
            out += [sep1, P(c, "CITY"), " ", P(z, "ZIP")]
        return out

    def tel(self, kind="land"):
        return P(phi.phone(self.rng, self.country, kind), "PHONE")

    def fax(self):
        return P(phi.phone(self.rng, self.country, "land"), "FAX")

    def ids(self):
        """main patient identifier pieces: label + value"""
        c = self.country
        if c == "UK":
            return ["NHS No: ", P(self.nat, "MRN"), "   Hosp No: ", P(self.mrn, "MRN")]
        if c == "IE":
            return ["MRN: ", P(self.mrn, "MRN")]
        if c == "NZ":
            return ["NHI: ", P(self.nat, "MRN")]
        if c == "AU":
            return ["UR: ", P(self.mrn, "MRN")]
        return ["MRN: ", P(self.mrn, "MRN")]

    def plan_pieces(self):
        rng = self.rng
        c = self.country
        if c == "US":
            return ["Insurance: ", P(self.insurer, "ORGANIZATION"), "  Member ID: ", P(self.plan, "HEALTHPLAN"),
                    "  Group: ", P(phi.group_no(rng), "HEALTHPLAN")]
        if c == "CA":
            return ["Health card: ", P(self.plan, "HEALTHPLAN")]
        if c == "AU":
            return ["Medicare No: ", P(self.plan, "HEALTHPLAN")]
        if self.plan:
            return ["Private cover: ", P(self.insurer, "ORGANIZATION"), " policy ", P(self.plan, "HEALTHPLAN")]
        return None

    def gp_word(self):
        return {"US": "PCP", "CA": "family physician"}.get(self.country, "GP")

    def meds(self, n=None):
        grp = self.cond["grp"]
        pool = list(C.MEDS[grp])
        rng = self.rng
        rng.shuffle(pool)
        n = n or rng.randint(3, min(7, len(pool)))
        out = pool[:n]
        if self.country == "US":
            res = []
            for m in out:
                for a, b in sorted(C.US_SIGS.items()):
                    m = m.replace(" " + a, " " + b)
                res.append(m)
            out = res
        return out
