"""Note builder (single pass, marker based) and PHI value makers."""
import datetime as dt
import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Append pieces in order; a tuple (TYPE, value) is recorded as a span while it is appended."""

    def __init__(self):
        self.buf = []
        self.pos = 0
        self.spans = []

    def add(self, *pieces):
        for p in pieces:
            if isinstance(p, (list, tuple)) and len(p) == 2 and p[0] in LABEL and isinstance(p[1], str):
                typ, val = p
                s = self.pos
                self.buf.append(val)
                self.pos += len(val)
                self.spans.append({"start": s, "end": self.pos, "label": LABEL[typ], "type": typ})
            elif isinstance(p, list):
                self.add(*p)
            elif isinstance(p, str):
                self.buf.append(p)
                self.pos += len(p)
            else:
                raise TypeError(repr(p))
        return self

    def line(self, *pieces):
        self.add(*pieces)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Christmas Eve", "the Fourth of July", "Memorial Day", "Easter",
                   "New Year's Day", "Labor Day"],
            "AU": ["Christmas", "Anzac Day", "Boxing Day", "Australia Day", "Easter Monday", "Good Friday", "New Year's Eve"],
            "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Matariki", "Boxing Day", "Easter Sunday", "Labour Weekend"]}
NUMWORDS = {60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety", 100: "one hundred"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def age_words(a):
    if a in NUMWORDS:
        return NUMWORDS[a]
    t = (a // 10) * 10
    if t in NUMWORDS and a < 100:
        return NUMWORDS[t] + "-" + ONES[a % 10]
    return str(a)


class Person:
    def __init__(self, rng, sex=None, origin=None, dob_year=None):
        self.origin = origin or rng.choice(list(P.ORIGINS))
        g, s = P.ORIGINS[self.origin]
        self.given = rng.choice(g)
        self.surname = rng.choice(s)
        if rng.random() < 0.15:
            self.surname = rng.choice(P.ORIGINS[rng.choice(list(P.ORIGINS))][1])
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.sex = sex or rng.choice("MF")
        self.nick = rng.choice(P.NICKNAMES)

    def full(self):
        return self.given + " " + self.surname

    def title(self, rng):
        return rng.choice(P.TITLES_M if self.sex == "M" else P.TITLES_F)


def name_pieces(rng, p, typ, style=None):
    """Return pieces for a person's name; titles stay outside the span."""
    styles = ["full", "full", "lastfirst", "caps", "title", "first", "mi", "initial_last", "first_init",
              "initials", "titlefull", "last"]
    st = style or rng.choice(styles)
    if st == "full":
        return [(typ, p.full())]
    if st == "lastfirst":
        return [(typ, p.surname + ", " + p.given)]
    if st == "caps":
        return [(typ, (p.surname + ", " + p.given + " " + p.mi).upper())]
    if st == "title":
        t = p.title(rng) if typ != "DOCTOR" else rng.choice(P.DR_TITLES)
        return [t + " ", (typ, p.surname)]
    if st == "titlefull":
        t = p.title(rng) if typ != "DOCTOR" else rng.choice(P.DR_TITLES)
        return [t + " ", (typ, p.full())]
    if st == "first":
        return [(typ, p.given)]
    if st == "mi":
        return [(typ, p.given + " " + p.mi + ". " + p.surname)]
    if st == "initial_last":
        return [(typ, p.given[0] + ". " + p.surname)]
    if st == "first_init":
        return [(typ, p.given + " " + p.surname[0] + ".")]
    if st == "initials":
        return [(typ, p.given[0] + "." + p.surname[0] + ".")]
    if st == "initials_bare":
        return [(typ, p.given[0] + p.surname[0])]
    if st == "last":
        return [(typ, p.surname)]
    if st == "nick":
        return [(typ, p.nick)]
    raise ValueError(st)


class Ctx:
    """Per-note context: country, facility, staff and value makers."""

    def __init__(self, rng, country=None):
        self.rng = rng
        self.country = country or rng.choices(["US", "AU", "NZ"], [45, 30, 25])[0]
        self.place = rng.choice(P.PLACES[self.country])
        if rng.random() < 0.18:
            self.fac = rng.choice(P.SAINT_FAC) + " " + rng.choice(P.FAC_SUFFIX[self.country])
        else:
            self.fac = rng.choice(P.FAC_PREFIX) + " " + rng.choice(P.FAC_SUFFIX[self.country])
        self.wings = [rng.choice(P.WING_NAMES) + " " + rng.choice(P.WING_SUFFIX) for _ in range(3)]
        self.acute = rng.choice(P.ACUTE[self.country])
        self.base = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(0, 900))
        self.staff = [Person(rng) for _ in range(6)]
        self.used_rooms = set()

    # ---------- dates ----------
    def day(self, offset=0):
        return self.base + dt.timedelta(days=offset)

    def dob(self, age):
        return dt.date(self.base.year - age, 1, 1) + dt.timedelta(days=self.rng.randrange(0, 365))

    def date(self, d, style=None):
        r = self.rng
        us = self.country == "US"
        st = style or r.choice(["num", "num", "num2", "long", "abbr", "iso", "dash", "wk", "wklong", "short"])
        m, dd, y = d.month, d.day, d.year
        if st == "num":
            return f"{m:02d}/{dd:02d}/{y}" if us else f"{dd:02d}/{m:02d}/{y}"
        if st == "num2":
            return f"{m}/{dd}/{y % 100:02d}" if us else f"{dd}/{m}/{y % 100:02d}"
        if st == "long":
            return f"{MONTHS[m-1]} {dd}, {y}" if us else f"{dd} {MONTHS[m-1]} {y}"
        if st == "abbr":
            return f"{dd:02d}-{MONTHS[m-1][:3]}-{y}" if r.random() < 0.5 else f"{dd} {MONTHS[m-1][:3]} {y}"
        if st == "iso":
            return d.isoformat()
        if st == "dash":
            return f"{m:02d}-{dd:02d}-{y}" if us else f"{dd:02d}.{m:02d}.{y % 100:02d}"
        if st == "wk":
            w = WDAYS[d.weekday()][:3]
            return f"{w} {m}/{dd}" if us else f"{w} {dd}/{m}"
        if st == "wklong":
            w = WDAYS[d.weekday()]
            return f"{w}, {MONTHS[m-1]} {dd}, {y}" if us else f"{w} {dd} {MONTHS[m-1]} {y}"
        if st == "short":
            return f"{m}/{dd}" if us else f"{dd}/{m}"
        if st == "monthday":
            return f"{MONTHS[m-1][:3]} {dd}" if us else f"{dd} {MONTHS[m-1][:3]}"
        if st == "monthyear":
            return f"{MONTHS[m-1]} {y}"
        if st == "year":
            return str(y)
        if st == "weekday":
            return WDAYS[d.weekday()]
        raise ValueError(st)

    def dob_date(self, d):
        return self.date(d, self.rng.choice(["num", "num", "num2", "long", "abbr", "iso", "dash"]))

    def holiday(self):
        return self.rng.choice(HOLIDAYS[self.country])

    def age_pieces(self, a, style=None):
        r = self.rng
        st = style or r.choice(["yo", "yo_sp", "y/o", "yearold", "aged", "yrs", "words", "age:", "sexafter"])
        s = str(a)
        if st == "yo":
            return [("AGE", s), "yo"]
        if st == "yo_sp":
            return [("AGE", s), " yo"]
        if st == "y/o":
            return [("AGE", s), " y/o"]
        if st == "yearold":
            return [("AGE", s), "-year-old"]
        if st == "aged":
            return ["aged ", ("AGE", s)]
        if st == "yrs":
            return [("AGE", s), " yrs"]
        if st == "words":
            return ["aged ", ("AGE", age_words(a))]
        if st == "age:":
            return ["age ", ("AGE", s)]
        if st == "sexafter":
            return [("AGE", s), r.choice(["F", "M", " F", " M"])]
        if st == "bare":
            return [("AGE", s)]
        raise ValueError(st)

    # ---------- places ----------
    def street(self):
        r = self.rng
        nm = r.choice(P.STREET_NAMES)
        if self.country == "US":
            s = f"{r.randint(12, 9899)} {nm} {r.choice(P.STREET_TYPES_US)}"
            if r.random() < 0.3:
                s += r.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(r.randint(1, 40)) + r.choice(["", "B", "C"])
        else:
            s = f"{r.randint(1, 420)} {nm} {r.choice(P.STREET_TYPES_AN)}"
            if r.random() < 0.3:
                s = f"{r.randint(1, 24)}/" + s if r.random() < 0.6 else f"Unit {r.randint(1, 12)}, " + s
        return s

    def postcode(self, state_abbr=None):
        r = self.rng
        if self.country == "US":
            z = f"{r.randint(10000, 99899)}"
            return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else "")
        if self.country == "AU":
            pre = P.AU_PC_PREFIX.get(state_abbr or self.place[1], "3")
            return pre + "".join(str(r.randint(0, 9)) for _ in range(4 - len(pre)))
        return f"{r.randint(100, 9899):04d}"

    def address_pieces(self, place=None, one_line=True, country=False):
        r = self.rng
        city, ab, full = place or (self.place if r.random() < 0.6 else r.choice(P.PLACES[self.country]))
        st = ab if r.random() < 0.7 else full
        sep = ", " if one_line else "\n"
        out = [("STREET", self.street()), sep, ("CITY", city)]
        if self.country == "NZ":
            out += [" ", ("ZIP", self.postcode())] if r.random() < 0.5 else [", ", ("STATE", full), " ", ("ZIP", self.postcode())]
        elif self.country == "AU":
            out += [" ", ("STATE", st), " ", ("ZIP", self.postcode(ab))]
        else:
            out += [", ", ("STATE", st), " ", ("ZIP", self.postcode())]
        if country:
            out += [", " if one_line else "\n", ("COUNTRY", r.choice(P.COUNTRY_NAMES[self.country]))]
        return out

    def city_pieces(self):
        city, ab, full = self.rng.choice(P.PLACES[self.country])
        if self.rng.random() < 0.5:
            return [("CITY", city)]
        return [("CITY", city), ", ", ("STATE", ab if self.rng.random() < 0.6 else full)]

    def room(self):
        r = self.rng
        for _ in range(20):
            v = r.choice([f"{r.randint(1, 3)}{r.randint(1, 40):02d}", f"{r.randint(1, 60)}",
                          f"{r.randint(100, 340)}{r.choice('AB')}", f"{r.choice('ABCDE')}{r.randint(1, 30)}"])
            if v not in self.used_rooms:
                self.used_rooms.add(v)
                return v
        return v

    # ---------- contact ----------
    def phone(self, ext=None):
        r = self.rng
        c = self.country
        if c == "US":
            a = r.choice([208, 229, 316, 406, 505, 541, 574, 608, 702, 808, 912, 937])
            n = f"01{r.randint(0, 99):02d}"
            s = r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"{a}.555.{n}", f"+1 {a} 555 {n}"])
        elif c == "AU":
            s = r.choice([f"(0{r.choice([2, 3, 7, 8])}) 5550 {r.randint(0, 9999):04d}",
                          f"0491 570 {r.randint(100, 199)}", f"+61 3 5550 {r.randint(0, 9999):04d}",
                          f"0{r.choice([2, 3, 7, 8])} 5550 {r.randint(0, 9999):04d}"])
        else:
            s = r.choice([f"(0{r.choice([3, 4, 6, 7, 9])}) 555 {r.randint(0, 9999):04d}",
                          f"021 555 {r.randint(0, 9999):04d}", f"027 555 {r.randint(0, 9999):04d}",
                          f"04 9{r.randint(10, 99)} {r.randint(0, 9999):04d}", f"+64 9 555 {r.randint(0, 9999):04d}"])
        if ext or (ext is None and r.random() < 0.12):
            s += r.choice([" ext. ", " ext ", " x", " extn "]) + str(r.randint(10, 4999))
        return s

    def pager(self):
        r = self.rng
        return r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", f"{r.randint(20000, 89999)}", f"#{r.randint(100, 999)}"][:2])

    def email(self, p=None, org=False):
        r = self.rng
        dom = r.choice(["example.com", "example.org", "example.net"])
        if p is None:
            return r.choice(["admissions", "nursing.office", "reception", "rehab.team", "pharmacy", "dietary"]) + "@" + dom
        base = (p.given.split()[0] + r.choice([".", "_", ""]) + p.surname).lower().replace("'", "").replace(" ", "")
        if r.random() < 0.3:
            base = (p.given[0] + p.surname).lower().replace("'", "").replace(" ", "") + str(r.randint(1, 99))
        return base + "@" + dom

    def url(self):
        r = self.rng
        slug = self.fac.split()[0].lower().replace("'", "").replace(".", "")
        return r.choice([f"www.example.org/{slug}", f"https://portal.example.net/res/{r.randint(1000, 9999)}",
                         f"http://{slug}.example.com/family", f"example.com/{slug}/visiting",
                         f"https://telehealth.example.org/room/{r.randint(100, 999)}",
                         f"www.{slug}-care.example.net"])

    def ip(self):
        r = self.rng
        return r.choice([f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 254)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(1, 254)}"])

    def username(self, p):
        r = self.rng
        g = p.given.split()[0].lower().replace("-", "")
        s = p.surname.lower().replace("'", "").replace(" ", "").replace("-", "")
        return r.choice([g[0] + s, g + "." + s, s + g[0] + str(r.randint(1, 9)), g[0] + s[:5] + str(r.randint(10, 99)),
                         "rn." + s, g + "_" + s[0]])

    # ---------- identifiers ----------
    def _d(self, n):
        return "".join(str(self.rng.randint(0, 9)) for _ in range(n))

    def _a(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.rng.choice(pool) for _ in range(n))

    def mrn(self):
        r, c = self.rng, self.country
        if c == "NZ":
            return self._a(3) + self._d(4)
        if c == "AU":
            return r.choice([self._d(6), "UR" + self._d(6), self._d(7)])
        return r.choice([self._d(8), "MR" + self._d(6), self._d(3) + "-" + self._d(5), "00" + self._d(6)])

    def ssn(self):
        r = self.rng
        if r.random() < 0.75:
            return f"9{self._d(2)}-{self._d(2)}-{self._d(4)}"
        return f"000-{self._d(2)}-{self._d(4)}"

    def healthplan(self):
        r, c = self.rng, self.country
        if c == "US":
            return r.choice([self._d(1).replace("0", "1") + self._a(2) + self._d(1) + "-" + self._a(2) + self._d(1) + "-" + self._a(2) + self._d(2),
                             "MCD" + self._d(8), self._a(3) + self._d(6), "W" + self._d(9), self._d(3) + "-" + self._d(2) + "-" + self._d(4) + "A"])
        if c == "AU":
            return r.choice([f"{self._d(4)} {self._d(5)} {self._d(1)}", "N" + self._a(1) + self._d(6), self._d(10),
                             "HCF-" + self._d(7)])
        return r.choice(["SC" + self._d(8), self._d(4) + " " + self._d(4), "ACC" + self._d(6), "NIB-" + self._d(6)])

    def account(self):
        r = self.rng
        return r.choice([self._d(4) + "-" + self._d(4), "RT-" + self._d(4), self._d(8), "ENC" + self._d(7),
                         "A" + self._d(6), self._d(2) + "-" + self._d(6)])

    def license(self):
        r, c = self.rng, self.country
        if c == "US":
            return r.choice([self._d(10), self._a(2, "ABFM") + self._d(7), "RN" + self._d(6), "D" + self._d(7)])
        if c == "AU":
            return r.choice(["MED000" + self._d(7), "NMW000" + self._d(7), "PHY000" + self._d(7), self._d(9)])
        return r.choice([self._d(5), "RN-" + self._d(6), "DL " + self._a(2) + self._d(6)])

    def device(self):
        r = self.rng
        return r.choice([self._d(2) + self._a(1) + self._d(5), "KC" + self._d(8), "EQ-" + self._d(4),
                         self._a(3) + self._d(6), "WC-" + self._d(5) + "-" + self._a(1), self._d(4) + "-" + self._d(4) + "-" + self._d(2)])

    def vehicle(self):
        r, c = self.rng, self.country
        if r.random() < 0.2:
            return self._a(1, "123456789JKLWSZ") + self._a(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
        if c == "US":
            return r.choice([self._d(1) + self._a(3) + self._d(3), self._a(3) + "-" + self._d(4), self._a(3) + " " + self._d(3)])
        if c == "AU":
            return r.choice([self._d(1) + self._a(3) + self._d(3), self._a(3) + "-" + self._d(3), self._a(2) + self._d(2) + self._a(2)])
        return self._a(3) + self._d(3)

    def bioid(self):
        r = self.rng
        return r.choice(["FP-" + self._d(5), "PV" + self._d(7), "IR-" + self._d(5), "FR-" + self._a(2) + self._d(4),
                         "BIO" + self._d(6)])

    def idnum(self, kind=None):
        r = self.rng
        y = str(self.base.year)
        return r.choice(["INC-" + y + "-" + self._d(4), "ORD-" + self._d(6), "S" + y[2:] + "-" + self._d(4),
                         "REF-" + self._d(5), "ACC" + self._d(7), "CASE-" + self._d(5), self._a(2) + self._d(6),
                         "RX" + self._d(7), "PROP-" + self._d(3)])
