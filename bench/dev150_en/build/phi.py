"""PHI value makers and the per-note context for dev150_en.

Templates write PHI through ctx.m(TYPE, value), which wraps the value in control-character markers.
render() then walks the marked string once, left to right, copying plain text and recording the
offsets of each marked value as it is appended. No value is ever searched for afterwards.
"""
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
OPEN, MID, CLOSE = "\x01", "\x02", "\x03"


def render(marked):
    out, spans, n, i = [], [], 0, 0
    L = len(marked)
    while i < L:
        j = marked.find(OPEN, i)
        if j < 0:
            out.append(marked[i:]); n += L - i; break
        out.append(marked[i:j]); n += j - i
        k = marked.index(MID, j); e = marked.index(CLOSE, k)
        typ, val = marked[j + 1:k], marked[k + 1:e]
        assert typ in LABEL, typ
        assert val and val == val.strip(), repr(val)
        spans.append({"start": n, "end": n + len(val), "label": LABEL[typ], "type": typ})
        out.append(val); n += len(val)
        i = e + 1
    return "".join(out), spans


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, style):
    M, Mon, W, Wd = MONTHS[d.month - 1], MONTHS[d.month - 1][:3], WD[d.weekday()], WD[d.weekday()][:3]
    return {
        "us": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "us_short": f"{d.month}/{d.day}/{d.year % 100:02d}",
        "iso": d.isoformat(),
        "long": f"{M} {d.day}, {d.year}",
        "dmy_long": f"{d.day} {M} {d.year}",
        "dmy_abbr": f"{d.day:02d}-{Mon.upper()}-{d.year}",
        "abbr": f"{Mon} {d.day}, {d.year}",
        "md": f"{d.month}/{d.day}",
        "mon_day": f"{Mon} {d.day}",
        "wd_long": f"{W}, {M} {d.day}, {d.year}",
        "wd_short": f"{Wd} {d.month}/{d.day}",
        "month_year": f"{M} {d.year}",
        "year": f"{d.year}",
        "dot": f"{d.year}.{d.month:02d}.{d.day:02d}",
        "day_month": f"{d.day} {Mon}",
    }[style]


FULL_STYLES = ["us", "us_short", "iso", "long", "dmy_long", "dmy_abbr", "abbr", "wd_long", "dot"]
ANY_STYLES = FULL_STYLES + ["md", "mon_day", "wd_short", "day_month"]

HOLIDAYS_US = ["Thanksgiving", "Christmas", "New Year's Eve", "the Fourth of July", "Labor Day", "Easter"]
HOLIDAYS_CA = ["Canada Day", "Christmas", "Thanksgiving", "Victoria Day", "Boxing Day", "Easter"]


FEM = {"wife", "mother", "daughter", "sister", "girlfriend", "aunt", "grandmother", "niece"}
MASC = {"husband", "father", "son", "brother", "boyfriend"}


class Person:
    def __init__(self, r, sex=None, origin=None):
        self.origin = origin or r.choice(P.ORIGINS)
        self.sex = sex or r.choice("FM")
        pool = P.FIRST_F if self.sex == "F" else P.FIRST_M
        self.first = r.choice(pool[self.origin])
        o2 = self.origin if r.random() < 0.75 else r.choice(P.ORIGINS)
        self.last = r.choice(P.LAST[o2])
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.cred = None

    def initials(self):
        return f"{self.first[0]}.{self.last[0]}."


class Ctx:
    def __init__(self, r, country=None):
        self.r = r
        self.country = country or ("CA" if r.random() < 0.4 else "US")
        self.used_dates = []
        self.pt = Person(r)
        self.age = r.choice([r.randint(16, 35), r.randint(30, 65), r.randint(60, 97), r.randint(18, 89)])
        self.visit = dt.date(2019, 1, 1) + dt.timedelta(days=r.randint(0, 6 * 365))
        self.dob_d = self.visit - dt.timedelta(days=365 * self.age + r.randint(1, 360))
        place = r.choice(P.CA_PLACES if self.country == "CA" else P.US_PLACES)
        self.st_abbr, self.st_name, cities = place
        self.city, self.zpre = r.choice(cities)
        self.street = self.make_street()
        self.hosp = self.make_hosp()
        self.staff = [self.person_staff() for _ in range(5)]
        self.fam = []
        for _ in range(3):
            rel = r.choice(P.RELATIONS)
            sex = "F" if rel in FEM else "M" if rel in MASC else None
            f = Person(r, sex=sex, origin=self.pt.origin if r.random() < 0.7 else None)
            while f.first == self.pt.first or any(f.first == g.first for g in self.fam):
                f = Person(r, sex=sex, origin=f.origin)
            if r.random() < 0.6 and rel not in ("neighbour", "friend", "roommate", "landlord", "sponsor"):
                f.last = self.pt.last
            f.rel = rel
            self.fam.append(f)
        self.zip = self.postal()

    # ---------- marker
    def m(self, typ, val):
        return f"{OPEN}{typ}{MID}{val}{CLOSE}"

    def ch(self, seq):
        return self.r.choice(seq)

    # ---------- people
    def person_staff(self, rehab=False):
        p = Person(self.r)
        p.cred = self.ch(P.CREDS_REHAB if rehab else P.CREDS_BH)
        return p

    def pt_full(self):
        p, r = self.pt, self.r
        x = r.random()
        if x < 0.35:
            return self.m("PATIENT", f"{p.first} {p.last}")
        if x < 0.55:
            return self.m("PATIENT", f"{p.last}, {p.first}")
        if x < 0.7:
            return self.m("PATIENT", f"{p.last.upper()}, {p.first.upper()} {p.mi}")
        if x < 0.85:
            return self.m("PATIENT", f"{p.first} {p.mi}. {p.last}")
        return self.m("PATIENT", f"{p.last.upper()}, {p.first}")

    def pt_ref(self):
        p, r = self.pt, self.r
        x = r.random()
        title = "Ms" if p.sex == "F" else "Mr"
        if x < 0.3:
            return f"{title}{r.choice(['', '.'])} " + self.m("PATIENT", p.last)
        if x < 0.55:
            return self.m("PATIENT", p.first)
        if x < 0.65:
            return self.m("PATIENT", p.initials())
        if x < 0.75:
            return self.m("PATIENT", f"{p.first} {p.last[0]}")
        if x < 0.85:
            return self.m("PATIENT", f"{p.first} {p.last}")
        return "client " + self.m("PATIENT", p.last)

    def staff_ref(self, s=None, cred=True):
        s = s or self.ch(self.staff)
        r = self.r
        x = r.random()
        if s.cred in ("MD", "DO", "PhD", "PsyD") and x < 0.5:
            return f"{r.choice(['Dr.', 'Dr'])} " + self.m("DOCTOR", s.last)
        if x < 0.7:
            base = self.m("DOCTOR", f"{s.first} {s.last}")
        elif x < 0.85:
            base = self.m("DOCTOR", f"{s.first[0]}. {s.last}")
        else:
            base = self.m("DOCTOR", f"{s.first} {s.mi}. {s.last}")
        return base + (f", {s.cred}" if cred and s.cred else "")

    def fam_ref(self, f=None, rel=True):
        f = f or self.ch(self.fam)
        x = self.r.random()
        nm = self.m("FAMILY", f.first if x < 0.5 else f"{f.first} {f.last}")
        return (f"{f.rel} " + nm) if rel else nm

    def username(self, p=None):
        p = p or self.ch(self.staff)
        r = self.r
        return self.m("USERNAME", r.choice([
            f"{p.first[0].lower()}{p.last.lower().replace(chr(39), '').replace('-', '')}{r.randint(1, 99)}",
            f"{p.first.lower()}.{p.last[0].lower()}",
            f"{p.last.lower().replace(chr(39), '')[:6]}_{p.first[0].lower()}",
            f"U{r.randint(100000, 999999)}"]))

    # ---------- ages
    def age_expr(self, age=None, sex=True, adj=False):
        a = self.age if age is None else age
        r = self.r
        s = self.pt.sex
        x = r.random()
        if adj and 0.5 <= x < 0.7:
            x = 0.1
        if adj and x >= 0.9:
            x = 0.85
        A = lambda v: self.m("AGE", str(v))
        if x < 0.2:
            return f"{A(a)}-year-old"
        if x < 0.35:
            return f"{A(a)}yo" + (f" {'F' if s == 'F' else 'M'}" if sex else "")
        if x < 0.5:
            return f"{A(a)} y/o"
        if x < 0.6 and sex:
            return f"{A(a)}{s}"
        if x < 0.7:
            return f"aged {self.m('AGE', words(a))}"
        if x < 0.8:
            return f"{A(a)} yr old"
        if x < 0.9:
            return f"{self.m('AGE', words(a))}-year-old"
        return f"{A(a)} years of age"

    # ---------- dates
    def d_off(self, lo, hi):
        return self.visit + dt.timedelta(days=self.r.randint(lo, hi))

    def date(self, d=None, styles=None):
        d = d or self.visit
        return self.m("DATE", fmt_date(d, self.ch(styles or ANY_STYLES)))

    def fdate(self, d=None):
        return self.date(d, FULL_STYLES)

    def dob(self):
        return self.m("DATE", fmt_date(self.dob_d, self.ch(["us", "iso", "long", "dmy_abbr", "abbr", "dot"])))

    def holiday(self):
        return self.m("DATE", self.ch(HOLIDAYS_CA if self.country == "CA" else HOLIDAYS_US))

    def drange(self, lo=-20, hi=20):
        a = self.d_off(lo, hi); b = a + dt.timedelta(days=self.r.randint(2, 14))
        st = self.ch(["md", "us", "mon_day", "iso", "day_month"])
        sep = self.ch(["-", " to ", " - ", " through ", "\u2013" if False else "--"])
        return self.m("DATE", fmt_date(a, st)) + sep + self.m("DATE", fmt_date(b, st))

    # ---------- places
    def make_street(self):
        r = self.r
        s = f"{r.randint(2, 9899)} {r.choice(P.STREETS)} {r.choice(P.STREET_TYPES)}"
        if r.random() < 0.35:
            u = r.choice(P.UNITS)
            s += f", {u}{'' if u == '#' else ' '}{r.randint(1, 40)}{r.choice(['', 'A', 'B'])}"
        return s

    def postal(self, pre=None):
        r = self.r
        pre = pre or self.zpre
        if self.country == "CA":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return f"{pre} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        z = f"{pre}{r.randint(0, 99):02d}"
        return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.15 else "")

    def addr(self, street=None, city=None, oneline=True):
        st = self.m("STREET", street or self.street)
        c = self.m("CITY", city or self.city)
        s = self.m("STATE", self.st_abbr if self.r.random() < 0.8 else self.st_name)
        z = self.m("ZIP", self.zip if street is None else self.postal())
        if oneline:
            return f"{st}, {c}, {s} {z}" if self.r.random() < 0.7 else f"{st}, {c} {s}  {z}"
        return f"{st}\n{c}, {s} {z}"

    def other_addr(self):
        r = self.r
        place = r.choice(P.CA_PLACES if self.country == "CA" else P.US_PLACES)
        city, pre = r.choice(place[2])
        return (self.m("STREET", self.make_street()) + ", " + self.m("CITY", city) + ", " +
                self.m("STATE", place[0]) + " " + self.m("ZIP", self.postal(pre)))

    def make_hosp(self):
        return f"{self.ch(P.HOSP_PREFIX)} {self.ch(P.HOSP_SUFFIX)}"

    def hosp_m(self, h=None):
        return self.m("HOSPITAL", h or self.hosp)

    def other_hosp(self):
        return self.m("HOSPITAL", self.make_hosp())

    def org(self, kind=None):
        pool = {"emp": P.EMPLOYERS, "school": P.SCHOOLS, "church": P.CHURCHES, "agency": P.AGENCIES}
        return self.m("ORGANIZATION", self.ch(pool[kind] if kind else P.EMPLOYERS + P.AGENCIES + P.SCHOOLS))

    def room(self):
        r = self.r
        return "room " + self.m("LOCATION_OTHER", f"{r.randint(1, 6)}{r.randint(0, 3)}{r.randint(0, 9)}{r.choice(['', 'A', 'B'])}")

    def bed(self):
        return "bed " + self.m("LOCATION_OTHER", str(self.r.randint(1, 24)))

    def landmark(self):
        return self.m("LOCATION_OTHER", self.ch(P.LANDMARKS))

    def country_m(self):
        return self.m("COUNTRY", self.ch(P.COUNTRIES))

    def insurer(self):
        name = self.ch(P.INSURERS)
        return self.m("ORGANIZATION", name) if name in P.PRIVATE_INSURERS else name

    def prof(self):
        return self.m("PROFESSION", self.ch(P.PROFESSIONS))

    # ---------- contact
    def phone_raw(self, area=None):
        r = self.r
        a = area or r.choice(["705", "613", "250", "204", "902", "306", "403", "506"] if self.country == "CA"
                             else ["541", "218", "575", "937", "478", "715", "928", "207", "808", "806", "269", "828"])
        n = f"{r.randint(100, 199):04d}"
        x = r.random()
        if x < 0.35:
            s = f"({a}) 555-{n}"
        elif x < 0.65:
            s = f"{a}-555-{n}"
        elif x < 0.8:
            s = f"{a}.555.{n}"
        elif x < 0.9:
            s = f"+1 {a} 555 {n}"
        else:
            s = f"1-{a}-555-{n}"
        if r.random() < 0.15:
            s += r.choice([f" ext. {r.randint(10, 999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(2, 99)}"])
        return s

    def phone(self):
        return self.m("PHONE", self.phone_raw())

    def pager(self):
        r = self.r
        return self.m("PHONE", r.choice([f"{r.randint(2, 9)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}"]))

    def fax(self):
        return self.m("FAX", self.phone_raw())

    def email(self, p=None):
        p = p or self.pt
        r = self.r
        f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace("-", "")
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "health.example.org"])
        return self.m("EMAIL", r.choice([f"{f}.{l}@{dom}", f"{f[0]}{l}{r.randint(1, 99)}@{dom}",
                                         f"{l}_{f}@{dom}", f"{f}{r.randint(60, 99)}@{dom}"]))

    def url(self):
        r = self.r
        return self.m("URL", r.choice([
            f"www.example.org/{r.choice(['intake', 'portal', 'crisis', 'rehab', 'myhealth'])}",
            f"https://telehealth.example.com/room/{r.randint(1000, 99999)}",
            f"http://portal.example.net/patient/{r.randint(10000, 99999)}",
            f"example.com/{r.choice(['fb', 'p'])}/{self.pt.first.lower()}{r.randint(1, 99)}",
            f"https://www.example.org/referrals/{r.choice(['hh', 'sw', 'bh'])}-{r.randint(100, 999)}"]))

    def ip(self):
        r = self.r
        x = r.random()
        if x < 0.4:
            s = f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        elif x < 0.7:
            s = f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        else:
            s = f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return self.m("IPADDR", s)

    # ---------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def mrn(self):
        r = self.r
        return self.m("MRN", r.choice([self.digits(8), f"{self.digits(3)}-{self.digits(4)}", f"MR{self.digits(7)}",
                                        f"{self.letters(2)}{self.digits(6)}", self.digits(10)]))

    def ssn(self):
        r = self.r
        if self.country == "CA":
            return self.m("SSN", r.choice([f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}",
                                           f"000-{self.digits(3)}-{self.digits(3)}"]))
        return self.m("SSN", r.choice([f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}",
                                       f"9{self.digits(8)}",
                                       f"000-{self.digits(2)}-{self.digits(4)}"]))

    def hplan(self):
        r = self.r
        if self.country == "CA" and r.random() < 0.6:
            return self.m("HEALTHPLAN", r.choice([f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}",
                                                  f"{self.digits(9)}", f"9{self.digits(3)} {self.digits(3)} {self.digits(3)}"]))
        return self.m("HEALTHPLAN", r.choice([f"{self.letters(3)}{self.digits(9)}", f"{self.digits(4)}{self.letters(2)}{self.digits(4)}",
                                              f"1EG4-TE5-MK{self.digits(2)}", f"GRP-{self.digits(5)}", f"W{self.digits(8)}"]))

    def acct(self):
        r = self.r
        return self.m("ACCOUNT", r.choice([f"{self.digits(4)}-{self.digits(4)}", f"V{self.digits(9)}",
                                           f"ENC{self.digits(7)}", self.digits(11), f"HH-{self.digits(6)}"]))

    def license(self, kind=None):
        r = self.r
        kind = kind or r.choice(["npi", "dea", "state", "dl", "college"])
        v = {"npi": f"1{self.digits(9)}", "dea": f"{self.letters(2)}{self.digits(7)}",
             "state": f"{self.st_abbr}-{self.letters(1)}{self.digits(5)}",
             "dl": r.choice([f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}",
                             f"{self.letters(1)}{self.digits(7)}", self.digits(9)]),
             "college": f"{self.digits(5)}"}[kind]
        return self.m("LICENSE", v)

    def device(self):
        r = self.r
        return self.m("DEVICE", r.choice([f"SN {self.letters(3)}{self.digits(6)}"[3:], f"{self.letters(2)}-{self.digits(7)}",
                                          f"{self.digits(4)}{self.letters(4)}{self.digits(3)}", f"IMEI {self.digits(15)}"[5:]]))

    def vin(self):
        c = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return self.m("VEHICLE", "".join(self.r.choice(c) for _ in range(17)))

    def plate(self):
        r = self.r
        return self.m("VEHICLE", r.choice([f"{self.digits(1)}{self.letters(3)}{self.digits(3)}", f"{self.letters(4)} {self.digits(3)}",
                                           f"{self.letters(3)}-{self.digits(4)}", f"{self.digits(3)} {self.letters(3)}"]))

    def bioid(self):
        r = self.r
        return self.m("BIOID", r.choice([f"FP-{self.digits(6)}", f"IRIS{self.digits(7)}", f"BIO-{self.letters(2)}{self.digits(5)}",
                                         f"PV{self.digits(8)}", f"VP-{self.digits(4)}-{self.letters(2)}"]))

    def idnum(self, kind=None):
        r = self.r
        return self.m("IDNUM", r.choice([f"CR-{self.visit.year}-{self.digits(5)}", f"REF{self.digits(7)}",
                                         f"{self.digits(2)}-{self.digits(6)}", f"ORD{self.digits(8)}",
                                         f"U{self.digits(2)}-{self.digits(5)}", f"CASE {self.digits(6)}"[5:],
                                         f"TX{self.digits(6)}"]))
