"""Persons, staff and the per-note case (persona) with marked formatters."""
import datetime as dt
import pools as P
import phi
from phi import M

OLDX = {"mother", "father", "grandmother", "grandfather", "stepmother", "stepfather", "aunt", "uncle"}
YOUNGX = {"son", "daughter", "ex-wife", "ex-husband", "wife", "husband"}
LO, HI = dt.date(2019, 1, 7), dt.date(2025, 6, 27)


class Person:
    def __init__(self, r, sex=None, last=None):
        self.sex = sex or r.choice("MF")
        self.first = r.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F)
        self.middle = r.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F) if r.random() < 0.6 else ""
        self.last = last or r.choice(P.SURNAMES)
        if last is None and r.random() < 0.12:
            self.last = self.last + "-" + r.choice(P.SURNAMES)
        self.nick = P.NICK.get(self.first)

    @property
    def mi(self):
        return self.middle[:1] if self.middle else ""

    def fmt(self, style):
        f, l, m = self.first, self.last, self.mi
        if style == "full": return f"{f} {l}"
        if style == "fml": return f"{f} {m}. {l}" if m else f"{f} {l}"
        if style == "fmfull": return f"{f} {self.middle} {l}" if m else f"{f} {l}"
        if style == "lf": return f"{l}, {f}"
        if style == "lfm": return f"{l}, {f} {m}" if m else f"{l}, {f}"
        if style == "LFM": return (f"{l}, {f} {m}" if m else f"{l}, {f}").upper()
        if style == "LF": return f"{l}, {f}".upper()
        if style == "first": return f
        if style == "last": return l
        if style == "init": return f"{f[0]}.{l[0]}."
        if style == "INIT": return f"{f[0]}{l[0]}"
        if style == "fi": return f"{f} {l[0]}."
        if style == "il": return f"{f[0]}. {l}"
        if style == "nick": return self.nick or f
        if style == "lower": return f"{f[0]}{l[0]}".lower()
        raise ValueError(style)

    def title(self, r):
        if self.sex == "M": return r.choice(["Mr.", "Mr"])
        return r.choice(["Ms.", "Ms", "Mrs.", "Ms."])

    @property
    def he(self): return "he" if self.sex == "M" else "she"
    @property
    def his(self): return "his" if self.sex == "M" else "her"
    @property
    def him(self): return "him" if self.sex == "M" else "her"


class Staff:
    def __init__(self, r, kind, country="US"):
        self.p = Person(r)
        self.kind = kind
        self.country = country
        self.cred = r.choice(P.CREDS[kind] if country == "US" else P.CREDS_CA[kind])
        self.npi = phi.npi(r)

    def sig(self, r, style=None):
        style = style or r.choice(["full", "full", "fml", "il"])
        return f"{M('DOCTOR', self.p.fmt(style))}, {self.cred}"

    def dr(self, r):
        if self.kind in ("psychiatrist",) or self.cred.startswith(("PhD", "PsyD")):
            return f"{r.choice(['Dr.', 'Dr', 'Dr.'])} {M('DOCTOR', self.p.last)}"
        return M("DOCTOR", r.choice([self.p.fmt("full"), self.p.first, self.p.fmt("fi")]))

    def init(self):
        return M("DOCTOR", self.p.fmt("lower"))


class Case:
    """One patient world: identity, address, contacts, staff, dates."""

    def __init__(self, r, country=None, age=None):
        self.r = r
        self.country = country or ("CA" if r.random() < 0.3 else "US")
        if self.country == "CA":
            st = r.choice(P.CA_PROVINCES)
        else:
            st = r.choice(P.US_STATES)
        self.state, self.st, self.zp, self.areas = st
        self.area = r.choice(self.areas)
        self.city = phi.town(r)
        self.city2 = phi.town(r)
        self.zip = phi.postal(r, self.country, self.zp)
        self.street = phi.street(r)
        self.pt = Person(r)
        if age is None:
            k = r.random()
            age = r.randrange(90, 97) if k < 0.04 else r.randrange(18, 80)
        self.age = age
        self.d0 = phi.rand_date(r, LO, HI)
        self.dob = self.d0 - dt.timedelta(days=365 * age + r.randrange(1, 360))
        self.mrn = phi.mrn(r)
        self.acct = phi.acct(r)
        self.hp = phi.healthplan(r, self.country, self.st)
        self.insurer = r.choice(P.INSURER)
        self.ssn = phi.ssn(r, self.country)
        self.phone = phi.phone(r, self.area)
        self.phone2 = phi.phone(r, self.area)
        self.email = self._email(r)
        self.user = self._user(r)
        self.employer = r.choice(P.EMPLOYER)
        self.prof = r.choice(P.PROFESSIONS)
        self.rels = []
        for _ in range(3):
            sex = r.choice("MF")
            pool = P.RELATIONS_M if sex == "M" else P.RELATIONS_F
            if age >= 55:
                pool = [x for x in pool if x not in OLDX]
            elif age < 25:
                pool = [x for x in pool if x not in YOUNGX]
            rel = r.choice(pool)
            same = rel in ("mother", "father", "sister", "brother", "son", "daughter", "grandmother",
                           "grandfather") and r.random() < 0.6
            self.rels.append((rel, Person(r, sex, self.pt.last if same else None)))
        self.other = (r.choice(P.OTHER_ROLES), Person(r))
        self.gm = Person(r, "F")
        self.hosp = phi.hospital(r, self.city if r.random() < 0.3 else None)
        self.clinic = phi.clinic(r, self.city if r.random() < 0.3 else None)
        self.unit = r.choice(P.UNITS)
        self.room = phi.room(r)
        self.pharm = phi.pharmacy(r)
        self.legal = P.LEGAL.get(self.st, P.LEGAL_DEFAULT)
        self.md = Staff(r, "psychiatrist", self.country)
        self.np = Staff(r, "np", self.country)
        self.ther = Staff(r, "therapist", self.country)
        self.couns = Staff(r, "counselor", self.country)
        self.rn = Staff(r, "nurse", self.country)
        self.cm = Staff(r, "cm", self.country)
        self.peer = Staff(r, "peer", self.country)
        self.born = r.choice(P.COUNTRIES)
        self.dstyle = phi.CA_DATE if self.country == "CA" else phi.US_DATE

    # ------------------------------------------------------------ names
    def _email(self, r):
        p = self.pt
        loc = r.choice([f"{p.first}.{p.last}", f"{p.first[0]}{p.last}{r.randrange(1, 99)}",
                        f"{p.first}{self.dob.year % 100:02d}", f"{p.last}.{p.first[0]}",
                        f"{p.first}_{r.choice(['sunshine', 'mtn', 'blue', 'boy', 'girl', 'x'])}"])
        loc = loc.lower().replace("'", "").replace(" ", "").replace("-", "")
        return f"{loc}@{r.choice(P.DOMAINS)}"

    def _user(self, r):
        p = self.pt
        u = r.choice([f"{p.first[0]}{p.last}{r.randrange(1, 9)}", f"{p.first}.{p.last[0]}{r.randrange(10, 99)}",
                      f"{p.first}_{p.last}", f"{p.last}{p.first[0]}", f"{p.first}{r.randrange(70, 99)}"])
        return u.lower().replace("'", "").replace(" ", "").replace("-", "")

    def P(self, style=None):
        r = self.r
        style = style or r.choice(["full", "full", "first", "fml", "lf", "first"])
        return M("PATIENT", self.pt.fmt(style))

    def Mr(self):
        """Title + surname, the title outside the span."""
        return f"{self.pt.title(self.r)} {M('PATIENT', self.pt.last)}"

    def who(self):
        """A reference to the patient in narrative: name, title+surname or generic."""
        r = self.r
        k = r.random()
        if k < 0.3: return self.Mr()
        if k < 0.55: return M("PATIENT", self.pt.first)
        if k < 0.62 and self.pt.nick: return M("PATIENT", self.pt.nick)
        if k < 0.68: return "Pt " + M("PATIENT", self.pt.fmt("init"))
        return r.choice(["Pt", "Patient", "Client", "The client", "The patient", "Writer's client"])

    def rel(self, i=0, style=None):
        rel, p = self.rels[i % len(self.rels)]
        style = style or self.r.choice(["first", "full", "first", "fi"])
        return rel, M("FAMILY", p.fmt(style))

    def relp(self, i=0, poss=None):
        """'his sister Ana' style phrase."""
        rel, nm = self.rel(i)
        poss = poss or self.pt.his
        return self.r.choice([f"{poss} {rel} {nm}", f"{poss} {rel}, {nm},", f"{rel} {nm}",
                              f"{nm} ({rel})"])

    # ------------------------------------------------------------ dates, ages
    def D(self, d=None, style=None):
        d = d or self.d0
        return M("DATE", phi.fdate(d, style or self.r.choice(self.dstyle)))

    def off(self, days):
        return self.d0 + dt.timedelta(days=days)

    def hol(self):
        r = self.r
        if self.country == "CA":
            return M("DATE", r.choice(["Canada Day", "Thanksgiving", "Boxing Day", "Victoria Day", "Christmas", "New Year's Eve", "Easter"]))
        return M("DATE", r.choice(["Thanksgiving", "Christmas", "New Year's Eve", "July 4th", "Labor Day",
                                   "Memorial Day", "Halloween", "Christmas Eve", "Easter"]))

    def DOB(self, style=None):
        return M("DATE", phi.fdate(self.dob, style or self.r.choice(["mdY0", "mdY", "Ymd", "BdY", "dbY", "DbY"])))

    def A(self, style=None):
        r, a = self.r, self.age
        sx = self.pt.sex
        style = style or r.choice(["yo", "year-old", "yof", "y/o", "yoa", "year-old", "SX", "yoS", "yrs"])
        g = "man" if sx == "M" else "woman"
        if a < 18: g = "boy" if sx == "M" else "girl"
        if style == "yo": return f"{M('AGE', a)} yo"
        if style == "yoa": return f"{M('AGE', a)}yo"
        if style == "year-old": return f"{M('AGE', a)}-year-old {g}"
        if style == "yof": return f"{M('AGE', a)} y.o. {'male' if sx == 'M' else 'female'}"
        if style == "y/o": return f"{M('AGE', a)} y/o {sx}"
        if style == "SX": return f"{M('AGE', a)} {sx}"
        if style == "yoS": return f"{M('AGE', a)}{sx}"
        if style == "yrs": return f"{M('AGE', a)} yrs old"
        if style == "words": return f"{M('AGE', phi.num_words(a))}-year-old {g}"
        raise ValueError(style)

    # ------------------------------------------------------------ places, contacts
    def addr(self, sep=", "):
        return (f"{M('STREET', self.street)}{sep}{M('CITY', self.city)}, "
                f"{M('STATE', self.st)} {M('ZIP', self.zip)}")

    def addr_lines(self):
        return [M("STREET", self.street),
                f"{M('CITY', self.city)}, {M('STATE', self.st)}  {M('ZIP', self.zip)}"]

    def tel(self, which=1):
        return M("PHONE", self.phone if which == 1 else self.phone2)

    def ph(self, ext=False):
        return M("PHONE", phi.phone(self.r, self.area, ext=ext))

    def fax(self):
        return M("FAX", phi.phone(self.r, self.area))

    def lm(self):
        s = phi.landmark(self.r)
        if s.startswith("the "):
            return "the " + M("LOCATION_OTHER", s[4:])
        return M("LOCATION_OTHER", s)

    def org(self, kind="agency"):
        r = self.r
        v = {"agency": phi.agency, "school": phi.school}[kind](r)
        return M("ORGANIZATION", v)

    def staff_email(self, s):
        p = s.p
        loc = f"{p.first[0]}{p.last}".lower().replace("'", "").replace("-", "").replace(" ", "")
        return M("EMAIL", f"{loc}@{self.r.choice(['', 'bh.', 'mail.', 'clinic.'])}{self.r.choice(P.DOMAINS)}")

    def url(self):
        r = self.r
        slug = r.choice(P.CLINIC_W).lower().replace(" ", "-")
        return M("URL", r.choice([f"www.{r.choice(P.DOMAINS)}/{slug}", f"https://portal.{r.choice(P.DOMAINS)}/{slug}",
                                  f"https://{slug}.{r.choice(P.DOMAINS)}", f"http://www.{r.choice(P.DOMAINS)}/{slug}/intake",
                                  f"{r.choice(P.DOMAINS)}/{slug}/forms"]))
