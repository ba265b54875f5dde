"""A fictional case: patient, family, staff, sites, dates and identifiers."""
import datetime

import phi
from phi import P
import pools_names as N
import pools_places as L


TITLES_F = ("Mrs", "Ms", "Miss", "Ms")
DOB_STYLES = ("num", "num", "num", "num_np", "num2", "dot", "dash", "iso", "long", "abbr", "abbr_sp", "sys")
GP_CREDS = {"UK": ("MRCGP", "MBChB MRCGP", "BM MRCGP"), "US": ("MD", "DO", "MD, FAAFP"),
            "AU": ("FRACGP", "MBBS FRACGP"), "CA": ("MD, CCFP", "MD CCFP(EM)"),
            "IE": ("MICGP", "MB MICGP")}
ANAES_CREDS = {"UK": ("FRCA",), "US": ("MD", "DO"), "AU": ("FANZCA",), "CA": ("MD, FRCPC",),
               "IE": ("FCAI",)}
TITLES_M = ("Mr",)


class Person:
    def __init__(self, rng, sex=None, typ="PATIENT", first=None, last=None):
        self.sex = sex or rng.choice("FM")
        self.first = first or rng.choice(N.FEMALE if self.sex == "F" else N.MALE)
        self.last = last or rng.choice(N.SURNAMES)
        self.mid = rng.choice(N.MIDDLE_INITIALS) if rng.random() < 0.35 else ""
        self.typ = typ
        self.title = rng.choice(TITLES_F if self.sex == "F" else TITLES_M)
        self.nick = N.NICK.get(self.first)

    # ---- surface forms (each returns a P or a list of str/P)
    def p(self, s):
        return P(s, self.typ)

    def full(self):
        return self.p(self.first + " " + self.last)

    def full_mid(self):
        if self.mid:
            return self.p("%s %s. %s" % (self.first, self.mid, self.last))
        return self.full()

    def formal(self):  # SMITH, John
        return self.p("%s, %s" % (self.last.upper(), self.first))

    def formal_caps(self):  # SMITH, JOHN A
        return self.p(("%s, %s %s" % (self.last, self.first, self.mid)).strip().upper())

    def last_first(self):
        return self.p(("%s, %s %s" % (self.last, self.first, self.mid + "." if self.mid else "")).strip())

    def initials(self, dots=True):
        f = self.first[0]
        l = [c for c in self.last if c.isupper()][:1] or [self.last[0]]
        if dots:
            return self.p("%s.%s." % (f, l[0]))
        return self.p(f + l[0])

    def initial_last(self):
        return self.p("%s. %s" % (self.first[0], self.last))

    def initial_last_nodot(self):
        return self.p("%s %s" % (self.first[0], self.last))

    def first_initial(self):  # Maria K.
        return self.p("%s %s." % (self.first, self.last[0]))

    def firstn(self):
        return self.p(self.first)

    def lastn(self):
        return self.p(self.last)

    def nickn(self):
        return self.p(self.nick or self.first)

    def titled(self, title=None):
        return [(title or self.title) + " ", self.p(self.last)]

    def titled_full(self, title=None):
        return [(title or self.title) + " ", self.full()]

    def any(self, rng):
        r = rng.random()
        if r < 0.3:
            return self.full()
        if r < 0.45:
            return self.titled()
        if r < 0.55:
            return self.formal()
        if r < 0.65:
            return self.initial_last()
        if r < 0.75:
            return self.full_mid()
        if r < 0.85:
            return self.last_first()
        return self.firstn()


class Staff(Person):
    def __init__(self, rng, country, role):
        Person.__init__(self, rng, typ="DOCTOR")
        self.role = role
        key = {"cons": "consultant", "reg": "registrar", "phys": "physicist",
               "planner": "planner", "rad": "radiographer", "nurse": "nurse",
               "anaes": "consultant", "clerk": None, "gp": "consultant"}[role]
        self.cred = rng.choice(N.CREDS[key][country]) if key else ""
        if role == "gp":
            self.cred = rng.choice(GP_CREDS[country])
        elif role == "anaes":
            self.cred = rng.choice(ANAES_CREDS[country])
        lrole = "doctor" if role in ("cons", "reg", "anaes", "gp") else ("physicist" if role == "phys" else "other")
        self.lic_label, self.lic = phi.license_no(rng, country, lrole)
        self.dr = role in ("cons", "reg", "anaes", "gp")

    def dr_form(self, rng):
        """Typical in-text reference."""
        r = rng.random()
        if self.dr:
            if r < 0.35:
                return [rng.choice(("Dr ", "Dr. ", "Dr ")), self.p(self.last)]
            if r < 0.6:
                return [rng.choice(("Dr ", "Dr. ")), self.full()]
            if r < 0.7:
                return [rng.choice(("Dr ", "Dr. ")), self.initial_last()]
            if r < 0.8 and self.role == "cons":
                return [rng.choice(("Prof ", "Prof. ")), self.p(self.last)]
            if r < 0.9:
                return [self.full(), ", " + self.cred] if self.cred else self.full()
            return self.initials(dots=False)
        if r < 0.4:
            return self.full()
        if r < 0.6:
            return self.firstn()
        if r < 0.75:
            return self.initial_last()
        if r < 0.9:
            return [self.full(), " (" + self.cred + ")"] if self.cred else self.full()
        return self.initials(dots=False)

    def sig(self, rng):
        """Signature form: name with credential outside the span."""
        pre = "Dr " if self.dr and rng.random() < 0.5 else ""
        nm = self.full_mid() if rng.random() < 0.5 else self.full()
        if self.cred and rng.random() < 0.8:
            return [pre, nm, rng.choice((", ", " ")) + self.cred]
        return [pre, nm]


class Addr:
    def __init__(self, rng, country, city=None, state=None):
        self.country = country
        c = country
        num = str(rng.choice((rng.randrange(1, 40), rng.randrange(1, 300), rng.randrange(100, 9999) if c in ("US", "CA") else rng.randrange(1, 120))))
        stype = rng.choice(L.STREET_TYPES[c])
        stem = rng.choice(L.STREET_STEMS)
        if c in ("US", "CA", "AU") and stype in L.STREET_ABBR and rng.random() < 0.5:
            stype = L.STREET_ABBR[stype]
        street = "%s %s %s" % (num, stem, stype)
        if c == "IE" and rng.random() < 0.4:
            street = "%s %s %s" % (num, stem, stype)
        if rng.random() < 0.2:
            uw = rng.choice(L.UNIT_WORDS[c])
            u = str(rng.randrange(1, 30)) + (rng.choice(("", "", "B", "A")) if c != "UK" else "")
            if c in ("US", "CA"):
                street = "%s, %s %s" % (street, uw, u) if uw != "#" else "%s #%s" % (street, u)
            else:
                street = "%s %s, %s" % (uw, u, street)
        if rng.random() < 0.05 and c in ("UK", "IE"):
            street = rng.choice(L.HOUSE_NAMES)
        self.street = street
        self.city = city or town(rng, c)
        self.county = None
        if c == "UK":
            self.county = rng.choice(L.UK_COUNTIES) if rng.random() < 0.35 else None
            out = letters2(rng) + str(rng.randrange(1, 30))
            self.zip = "%s %d%s" % (out, rng.randrange(10), phi.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        elif c == "US":
            self.zip = phi.digits(rng, 5) if rng.random() < 0.85 else phi.digits(rng, 5) + "-" + phi.digits(rng, 4)
        elif c == "AU":
            self.zip = rng.choice("234567") + phi.digits(rng, 3)
        elif c == "CA":
            a = "ABCEGHJKLMNPRSTVXY"
            self.zip = "%s%d%s %d%s%d" % (rng.choice(a), rng.randrange(10), rng.choice(a), rng.randrange(10), rng.choice(a), rng.randrange(10))
        else:
            self.county = rng.choice(L.IE_COUNTIES)
            self.zip = "%s%s%s %s" % (rng.choice("ADFHKNPRTVWXY"), phi.digits(rng, 2), "", phi.letters(rng, 1, "ACDEFHKNPRTVWXY") + phi.digits(rng, 1) + phi.letters(rng, 1, "ACDEFHKNPRTVWXY") + phi.digits(rng, 1))
        if c in L.STATES:
            self.state = state or rng.choice(L.STATES[c])
        else:
            self.state = None

    def inline(self, rng, with_country=False, abbr=None):
        """One-line address as a list of pieces."""
        out = [P(self.street, "STREET"), ", ", P(self.city, "CITY")]
        c = self.country
        if c == "UK":
            if self.county:
                out += [", ", P(self.county, "CITY")]
            out += [rng.choice((", ", " ", ", ")), P(self.zip, "ZIP")]
        elif c == "IE":
            out += [", Co. ", P(self.county, "CITY")]
            if rng.random() < 0.8:
                out += [", ", P(self.zip, "ZIP")]
        else:
            use_abbr = abbr if abbr is not None else rng.random() < 0.8
            st = self.state[1] if use_abbr else self.state[0]
            out += [rng.choice((", ", " ")) if c == "AU" else ", ", P(st, "STATE"),
                    rng.choice(("  ", " ")), P(self.zip, "ZIP")]
        if with_country:
            out += [", ", P(rng.choice(L.COUNTRY_NAMES[c]), "COUNTRY")]
        return out

    def lines(self, rng, with_country=False):
        """Multi-line block (list of line-lists)."""
        c = self.country
        ls = [[P(self.street, "STREET")]]
        if c == "UK":
            ls.append([up(P(self.city, "CITY")) if rng.random() < 0.3 else P(self.city, "CITY")])
            if self.county:
                ls.append([P(self.county, "CITY")])
            ls.append([P(self.zip, "ZIP")])
        elif c == "IE":
            ls.append([P(self.city, "CITY")])
            ls.append(["Co. ", P(self.county, "CITY")])
            ls.append([P(self.zip, "ZIP")])
        else:
            st = self.state[1]
            ls.append([P(self.city, "CITY"), rng.choice((", ", " ")), P(st, "STATE"), "  ", P(self.zip, "ZIP")])
        if with_country:
            ls.append([P(rng.choice(L.COUNTRY_NAMES[c]), "COUNTRY")])
        return ls


def up(p):
    return P(p.text.upper(), p.type)


def letters2(rng):
    return phi.letters(rng, rng.choice((1, 2)), "ABCDEFGHKLMNPRSTWY")


def town(rng, c):
    a, b = L.TOWN_PARTS[c]
    if c == "CA":
        return rng.choice(a) + rng.choice(b)
    t = rng.choice(a) + rng.choice(b)
    if c == "UK" and rng.random() < 0.1:
        t = rng.choice(("Upper ", "Lower ", "Great ", "Little ")) + t
    return t


def site_name(rng, c, kinds):
    stem = rng.choice(L.HOSP_STEMS)
    return rng.choice(kinds[c]).format(s=stem, saint=rng.choice(L.SAINTS))


def age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


NUMWORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


class Case:
    def __init__(self, rng, country, site, ages=None):
        self.rng = rng
        self.c = country
        self.site = site
        c = country
        # centre
        self.centre = site_name(rng, c, L.CANCER_CENTRE)
        self.centre_addr = Addr(rng, c)
        self.centre_phone = phi.phone(rng, c)
        self.centre_fax = phi.phone(rng, c)
        self.centre_email = phi.dept_email(rng, self.centre)
        self.centre_url = phi.url(rng, self.centre)
        self.building = rng.choice(L.BUILDINGS)
        self.ref_hosp = site_name(rng, c, L.GEN_HOSP)
        self.ward = rng.choice(L.WARDS)
        # patient
        sex = site.get("sex") or rng.choice("FM")
        self.pt = Person(rng, sex=sex)
        lo, hi = ages or site.get("ages", (38, 88))
        self.note_date = datetime.date(rng.choice((2019, 2020, 2021, 2022, 2023, 2024, 2025)),
                                       rng.randrange(1, 13), rng.randrange(1, 29))
        while self.note_date.weekday() > 4:
            self.note_date += datetime.timedelta(days=1)
        age = rng.randrange(lo, hi + 1)
        self.dob = datetime.date(self.note_date.year - age - 1, rng.randrange(1, 13), rng.randrange(1, 29))
        self.age = age_at(self.dob, self.note_date)
        self.addr = Addr(rng, c)
        self.home_phone = phi.phone(rng, c)
        self.mobile = phi.phone(rng, c, "mobile")
        self.email = phi.email(rng, self.pt.first, self.pt.last)
        self.mrn = phi.mrn(rng, c)
        self.hp_label, self.hp = phi.healthplan(rng, c, self.dob)
        self.ssn = phi.ssn(rng, c) if c in ("US", "CA", "IE") else None
        self.ssn_label = {"US": "SSN", "CA": "SIN", "IE": "PPSN"}.get(c)
        self.account = phi.account(rng)
        self.insurer = rng.choice(L.INSURER[c]).format(s=rng.choice(L.ORG_STEMS))
        prof = rng.choice(L.PROFESSIONS)
        self.retired = self.age >= 67 and rng.random() < 0.7
        self.profession = prof
        self.prof_prefix = rng.choice(L.RETIRED_PREFIX) if self.retired else ""
        self.employer = rng.choice(L.EMPLOYER).format(s=rng.choice(L.ORG_STEMS))
        self.birth_country = rng.choice(L.BIRTH_COUNTRIES)
        self.holiday = rng.choice(L.HOLIDAY_COUNTRIES)
        # family
        self.family = []
        rels = (("wife", "F"), ("husband", "M"), ("partner", None), ("daughter", "F"), ("son", "M"),
                ("sister", "F"), ("brother", "M"), ("neighbour", None), ("niece", "F"), ("friend", None))
        spouse = ("husband", "M") if sex == "F" else ("wife", "F")
        if rng.random() < 0.15:
            spouse = ("partner", None)
        chosen = [spouse] + rng.sample(rels[3:], 2)
        for rel, s in chosen:
            p = Person(rng, sex=s, typ="FAMILY", last=self.pt.last if rel in ("wife", "husband", "daughter", "son") and rng.random() < 0.7 else None)
            p.rel = rel
            p.phone = phi.phone(rng, c, "mobile")
            p.job = rng.choice(L.PROFESSIONS)
            self.family.append(p)
        # staff
        self.cons = Staff(rng, c, "cons")
        self.reg = Staff(rng, c, "reg")
        self.phys = Staff(rng, c, "phys")
        self.phys2 = Staff(rng, c, "phys")
        self.planner = Staff(rng, c, "planner")
        self.rads = [Staff(rng, c, "rad") for _ in range(3)]
        self.nurse = Staff(rng, c, "nurse")
        self.anaes = Staff(rng, c, "anaes")
        self.clerk = Staff(rng, c, "clerk")
        self.gp = Staff(rng, c, "gp")
        self.practice = rng.choice(L.PRACTICE[c]).format(s=rng.choice(L.PRACTICE_STEMS))
        self.practice_addr = Addr(rng, c, city=self.addr.city if rng.random() < 0.6 else None,
                                  state=self.addr.state)
        self.gp_phone = phi.phone(rng, c)
        self.gp_fax = phi.phone(rng, c)
        # dates
        nd = self.note_date
        self.ref_date = nd - datetime.timedelta(days=rng.randrange(20, 60))
        self.sim_date = nd - datetime.timedelta(days=rng.randrange(10, 20))
        self.plan_date = self.sim_date + datetime.timedelta(days=rng.randrange(3, 8))
        self.start = nd - datetime.timedelta(days=rng.randrange(0, 6))
        while self.start.weekday() > 4:
            self.start -= datetime.timedelta(days=1)
        self.diag_date = self.ref_date - datetime.timedelta(days=rng.randrange(14, 90))

    def dstyle(self):
        return self.rng.choice(phi.FULL_STYLES)

    def D(self, d, style=None):
        return phi.D(d, style or self.dstyle(), self.c)

    def dobP(self):
        return phi.D(self.dob, self.rng.choice(DOB_STYLES), self.c)

    def add_days(self, d, n):
        """Event date n days from d, moved off weekends (clinics run Mon-Fri)."""
        x = d + datetime.timedelta(days=n)
        step = 1 if n >= 0 else -1
        while x.weekday() > 4:
            x += datetime.timedelta(days=step)
        return x

    def work_days(self, d, n):
        """Date n treatment (week) days after d."""
        x = d
        k = 0
        while k < n:
            x += datetime.timedelta(days=1)
            if x.weekday() < 5:
                k += 1
        return x

    def rel(self, i=0):
        return self.family[i]

    def ageP(self, words=False):
        return P(age_words(self.age) if words else str(self.age), "AGE")

    def prof(self, with_prefix=True):
        """Profession with retired/former prefix outside the span."""
        return [self.prof_prefix if with_prefix else "", P(self.profession, "PROFESSION")]

    def ptname(self, style=None):
        pt = self.pt
        rng = self.rng
        style = style or rng.choice(("full", "formal", "formal_caps", "last_first", "full_mid"))
        return getattr(pt, style)()

    def hosp(self, which="centre"):
        return P({"centre": self.centre, "ref": self.ref_hosp, "ward": self.ward,
                  "practice": self.practice}[which], "HOSPITAL")

    def ss(self, label=True):
        if not self.ssn:
            return None
        return [self.ssn_label + ": " if label else "", P(self.ssn, "SSN")]

    def hpP(self):
        return P(self.hp, "HEALTHPLAN")

    def letterhead(self, d, rng, dept=None):
        """Department letterhead block written into doc d."""
        dept = dept or rng.choice(("Department of Radiation Oncology", "Radiotherapy Department",
                                   "Radiation Oncology Service", "Oncology Directorate"))
        d.ln("{}", up(self.hosp()) if rng.random() < 0.4 else self.hosp())
        d.ln(dept)
        if rng.random() < 0.5:
            d.ln("{}, {}", P(self.building, "LOCATION_OTHER"), P(self.centre_addr.street, "STREET"))
            rest = self.centre_addr.inline(rng)[2:]
            d.ln("{}", rest)
        else:
            d.ln("{}", self.centre_addr.inline(rng))
        t = rng.random()
        if t < 0.7:
            d.ln("Tel: {}   Fax: {}", P(self.centre_phone, "PHONE"), P(self.centre_fax, "FAX"))
        else:
            d.ln("T {} | F {} | {}", P(self.centre_phone, "PHONE"), P(self.centre_fax, "FAX"),
                 P(self.centre_email, "EMAIL"))
        if rng.random() < 0.35:
            d.ln("{}", P(self.centre_url, "URL"))
