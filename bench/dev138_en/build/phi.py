"""Span markers, single-pass parser and per-note PHI context for dev138_en."""
import datetime as dt
import pools as P

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
O, S, C = "\x01", "\x02", "\x03"


def M(t, v):
    """Mark value v as PHI of fine type t."""
    v = str(v)
    if t not in TYPE2LABEL or not v or v != v.strip() or O in v or S in v or C in v:
        raise ValueError((t, v))
    return O + t + S + v + C


def parse(marked):
    """One left-to-right pass: strip markers, record offsets as values are appended."""
    out, spans, pos, i = [], [], 0, 0
    while True:
        j = marked.find(O, i)
        if j < 0:
            out.append(marked[i:])
            break
        out.append(marked[i:j])
        pos += j - i
        k = marked.index(S, j)
        e = marked.index(C, k)
        t, v = marked[j + 1:k], marked[k + 1:e]
        spans.append((pos, pos + len(v), t))
        out.append(v)
        pos += len(v)
        i = e + 1
    return "".join(out), spans


MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordn(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def fd(d, style):
    """Format a date (no marker)."""
    y, m, dd = d.year, d.month, d.day
    return {
        "dmy": f"{dd:02d}/{m:02d}/{y}", "dmy1": f"{dd}/{m}/{y}", "dmys": f"{dd}/{m}/{y % 100:02d}",
        "dmon": f"{dd} {MON[m - 1]} {y}", "dmonth": f"{dd} {MONTH[m - 1]} {y}",
        "dth": f"{ordn(dd)} {MONTH[m - 1]} {y}", "DMON": f"{dd:02d}-{MON[m - 1].upper()}-{y}",
        "dot": f"{dd:02d}.{m:02d}.{y}", "dots": f"{dd:02d}.{m:02d}.{y % 100:02d}", "iso": f"{y}-{m:02d}-{dd:02d}",
        "wdmy": f"{WD[d.weekday()]} {dd:02d}/{m:02d}/{y}", "wfull": f"{WEEKDAY[d.weekday()]} {dd} {MONTH[m - 1]} {y}",
        "wfullc": f"{WEEKDAY[d.weekday()]}, {dd} {MONTH[m - 1]} {y}", "wdm": f"{WD[d.weekday()]} {dd}/{m}",
        "dm": f"{dd}/{m}", "dmon_noy": f"{dd} {MON[m - 1]}", "dthm": f"{ordn(dd)} {MONTH[m - 1]}",
        "my": f"{MONTH[m - 1]} {y}", "mony": f"{MON[m - 1]}-{y % 100:02d}", "y": f"{y}",
        "wd": WEEKDAY[d.weekday()], "mdy": f"{m}/{dd}/{y}", "dmonY": f"{dd}-{MON[m - 1]}-{y % 100:02d}",
        "month": MONTH[m - 1], "compact": f"{y}{m:02d}{dd:02d}",
    }[style]


AU_PC = {"NSW": (2000, 2999), "ACT": (2600, 2620), "VIC": (3000, 3999), "QLD": (4000, 4999), "SA": (5000, 5799),
         "WA": (6000, 6797), "TAS": (7000, 7799), "NT": (800, 899)}
AU_AREA = {"NSW": "2", "ACT": "2", "VIC": "3", "TAS": "3", "QLD": "7", "SA": "8", "WA": "8", "NT": "8"}

FULL_STYLES = ["dmy", "dmy", "dmy1", "dmys", "dmon", "dmonth", "dth", "DMON", "dot", "iso", "wdmy", "wfull"]
SHORT_STYLES = ["dm", "wdm", "dmon_noy", "dthm", "dm", "dmy", "dmy1"]


class Person:
    def __init__(self, first, last, sex, middle="", title=""):
        self.first, self.last, self.sex, self.middle, self.title = first, last, sex, middle, title

    @property
    def full(self):
        return f"{self.first} {self.last}"


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUMW[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + NUMW[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


class Ctx:
    """Everything identifying about one note, drawn from the shared rng."""

    def __init__(self, r, country, facilities):
        self.r, self.cc = r, country
        R = r
        self.base = dt.date(2019, 1, 1) + dt.timedelta(days=R.randrange(0, 2370))
        sex = R.choice("MF")
        self.pt = self.person(sex)
        self.he = "He" if sex == "M" else "She"
        self.pt.title = R.choice(["Mr"]) if sex == "M" else R.choice(["Mrs", "Ms", "Miss", "Ms"])
        band = R.random()
        self.age = R.randint(18, 45) if band < .25 else R.randint(46, 79) if band < .8 else R.randint(80, 99)
        self.dob = self.base - dt.timedelta(days=self.age * 365 + R.randint(5, 360) + self.age // 4)
        self.fac = facilities[country]
        self.hosp = R.choice(self.fac["hosp"])
        self.hosp2 = R.choice([h for h in self.fac["hosp"] if h != self.hosp])
        self.ward = R.choice(P.WARD_NAMES)
        self.unit = R.choice(P.UNIT_NAMES)
        self.practice = R.choice(self.fac["practice"])
        self.pharmacy = R.choice(self.fac["pharmacy"])
        self.town = R.choice(P.TOWNS[country])
        self.sname, self.sabbr = R.choice(P.STATES[country])
        sur = "Mr" if country == "UK" or R.random() < .4 else "Dr"
        self.surgeon = self.person(R.choice("MF"), title=sur)
        if self.surgeon.sex == "F" and sur == "Mr":
            self.surgeon.title = R.choice(["Ms", "Miss", "Ms"])
        if R.random() < .12:
            self.surgeon.title = R.choice(["Prof", "A/Prof"]) if country != "UK" else "Prof"
        self.anaes = self.person(R.choice("MF"), title="Dr")
        self.reg = self.person(R.choice("MF"), title="Dr")
        self.rmo = self.person(R.choice("MF"), title="Dr")
        self.nurses = [self.person(R.choice("FFFM")) for _ in range(4)]
        self.gp = self.person(R.choice("MF"), title="Dr")
        self.other = self.person(R.choice("MF"))
        self.fam = []
        for _ in range(3):
            rel, s = R.choice(P.RELATIONS)
            s = s if s != "X" else R.choice("MF")
            p = self.person(s, last=self.pt.last if rel in ("wife", "husband", "son", "daughter") and R.random() < .7 else None)
            p.rel = rel
            self.fam.append(p)
        self.profession = R.choice(P.PROFESSIONS)
        self.fam_prof = R.choice(P.PROFESSIONS)
        self.employer = R.choice(P.EMPLOYERS)
        self.typist = R.choice(["kt", "jm", "sl", "ab", "rp", "dw", "hn", "cf", "mt", "lb"])

    # ------------------------------------------------------------------ people
    def person(self, sex, last=None, title=""):
        R = self.r
        first = R.choice(P.FIRST_M if sex == "M" else P.FIRST_F)
        mid = R.choice(P.FIRST_M if sex == "M" else P.FIRST_F) if R.random() < .5 else ""
        return Person(first, last or R.choice(P.SURNAMES), sex, mid, title)

    def nm(self, p, t="PATIENT", style=None):
        """Render a name; titles stay outside the span."""
        R = self.r
        style = style or R.choice(["full", "full", "tl", "tl", "first", "lf", "fml"])
        ttl = p.title or ("Mr" if p.sex == "M" else "Ms")
        mi = p.middle[:1] if p.middle else ""
        v = {
            "full": p.full, "fml": f"{p.first} {mi + '. ' if mi else ''}{p.last}",
            "lf": f"{p.last.upper()}, {p.first}", "LF": f"{p.last.upper()}, {p.first.upper()}{' ' + mi if mi else ''}",
            "lfc": f"{p.last}, {p.first}", "first": p.first, "last": p.last,
            "init": f"{p.first[0]}.{p.last[0]}.", "INIT": f"{p.first[0]}{p.last[0]}",
            "il": f"{p.first[0]}. {p.last}", "il2": f"{p.first[0]} {p.last}", "FULLU": p.full.upper(),
            "tl": p.last, "tf": p.full, "nick": P.NICK.get(p.first, p.first), "fi": f"{p.first} {p.last[0]}.",
        }[style]
        m = M(t, v)
        return f"{ttl} {m}" if style in ("tl", "tf") else m

    def P(self, style=None):
        return self.nm(self.pt, "PATIENT", style)

    def D(self, p, style=None):
        R = self.r
        style = style or R.choice(["tl", "tl", "tf", "full", "il"])
        return self.nm(p, "DOCTOR", style)

    def N(self, i=0, style=None):
        """Nurse or other staff, usually first name or full name plus a credential outside."""
        R = self.r
        p = self.nurses[i % len(self.nurses)]
        style = style or R.choice(["full", "first", "fi", "il", "full"])
        return self.nm(p, "DOCTOR", style)

    def F(self, i=0, style=None):
        R = self.r
        p = self.fam[i % len(self.fam)]
        style = style or R.choice(["first", "first", "full"])
        return self.nm(p, "FAMILY", style)

    def rel(self, i=0):
        return self.fam[i % len(self.fam)].rel

    # ------------------------------------------------------------------ dates / ages
    def day(self, offset=0):
        return self.base + dt.timedelta(days=offset)

    def Dt(self, d, style=None):
        return M("DATE", fd(d, style or self.r.choice(FULL_STYLES)))

    def Ds(self, d):
        return M("DATE", fd(d, self.r.choice(SHORT_STYLES)))

    def DOB(self, style=None):
        return M("DATE", fd(self.dob, style or self.r.choice(["dmy", "dmy", "dmon", "DMON", "dot", "iso", "dmy1"])))

    def A(self, n=None):
        return M("AGE", str(self.age if n is None else n))

    def age_phrase(self):
        R, a = self.r, self.age
        g = {"M": ("M", "male", "man", "gentleman"), "F": ("F", "female", "woman", "lady")}[self.pt.sex]
        return R.choice([
            f"{M('AGE', a)}yo {g[1]}", f"{M('AGE', a)} y/o {g[2]}", f"{M('AGE', a)}-year-old {g[2]}",
            f"{M('AGE', a)}{g[0]}", f"{M('AGE', a)} {g[0]}", f"{M('AGE', a)} year old {g[3]}",
            f"{M('AGE', words(a))}-year-old {g[2]}", f"{M('AGE', a)}yr old {g[1]}",
        ])

    # ------------------------------------------------------------------ places
    def street(self):
        R = self.r
        n = R.randint(1, 240)
        s = f"{n} {R.choice(P.STREET_BASE)} {R.choice(P.STREET_TYPE)}"
        if R.random() < .18:
            s = (f"{R.choice(P.UK_UNIT)} {R.randint(1, 30)}, {s}" if self.cc == "UK"
                 else f"{R.randint(1, 24)}/{s}" if R.random() < .6 else f"{R.choice(P.AU_UNIT)} {R.randint(1, 24)}, {s}")
        return s

    def postcode(self):
        R = self.r
        if self.cc == "UK":
            L = "ABCDEFGHJKLMNPRSTUWYZ"
            return f"{R.choice(L)}{R.choice(L)}{R.randint(1, 29)} {R.randint(1, 9)}{R.choice(L)}{R.choice(L)}"
        if self.cc == "AU":
            lo, hi = AU_PC[self.sabbr]
            return f"{R.randint(lo, hi):04d}"
        return f"{R.randint(1010, 9899)}"

    def addr(self, sep=", ", town=None, with_country=False):
        R = self.r
        town = town or self.town
        st = M("STREET", self.street())
        if self.cc == "AU":
            s = f"{st}{sep}{M('CITY', town)} {M('STATE', self.sabbr if R.random() < .85 else self.sname)} {M('ZIP', self.postcode())}"
        elif self.cc == "NZ":
            s = f"{st}{sep}{M('CITY', town)} {M('ZIP', self.postcode())}"
            if R.random() < .2:
                s = f"{st}{sep}{M('CITY', town)}{sep}{M('STATE', self.sname)} {M('ZIP', self.postcode())}"
        else:
            s = f"{st}{sep}{M('CITY', town)}{sep}{M('ZIP', self.postcode())}"
        if with_country:
            s += f"{sep}{M('COUNTRY', R.choice(P.COUNTRY_NAME[self.cc]))}"
        return s

    def H(self, h=None):
        return M("HOSPITAL", h or self.hosp)

    # ------------------------------------------------------------------ contacts
    def phone(self, kind=None):
        R = self.r
        kind = kind or R.choice(["land", "mob", "mob"])
        d = lambda k: "".join(str(R.randint(0, 9)) for _ in range(k))
        if self.cc == "AU":
            if kind == "land":
                a = AU_AREA[self.sabbr]
                return R.choice([f"(0{a}) 555{R.randint(0, 9)} {d(4)}", f"0{a} 555{R.randint(0, 9)} {d(4)}"])
            if kind == "intl":
                return f"+61 4{d(2)} 555 {d(3)}"
            return R.choice([f"04{d(2)} 555 {d(3)}", f"04{d(2)}555{d(3)}"])
        if self.cc == "NZ":
            if kind == "land":
                return R.choice([f"(0{R.choice('34679')}) 555 {d(4)}", f"0{R.choice('34679')} 555 {d(4)}"])
            if kind == "intl":
                return f"+64 2{R.choice('17')} 555 {d(4)}"
            return R.choice([f"02{R.choice('172')} 555 {d(4)}", f"02{R.choice('17')}-555-{d(4)}"])
        if kind == "land":
            return R.choice([f"01{d(3)} 555{d(3)}", f"0{R.choice(['113', '161', '117', '121', '131'])} 555 {d(4)}", f"(01{d(3)}) 555{d(3)}"])
        if kind == "intl":
            return f"+44 7700 555{d(3)}"
        return R.choice([f"07{d(3)} 555{d(3)}", f"07{d(3)} 555 {d(3)}"])

    def ext(self):
        R = self.r
        return R.choice([f"555{R.randint(0, 9)}", f"555{R.randint(10, 99)}", f"{R.randint(2, 8)}-555{R.randint(0, 9)}"])

    def email(self, p=None, dept=None):
        R = self.r
        dom = R.choice(["example.org", "example.com", "example.net"])
        if dept:
            return f"{dept}@{dom}"
        p = p or self.pt
        clean = lambda s: "".join(ch for ch in s.lower() if ch.isalnum())
        return R.choice([f"{clean(p.first)}.{clean(p.last)}@{dom}", f"{clean(p.first)[0]}{clean(p.last)}{R.randint(1, 99)}@{dom}",
                         f"{clean(p.last)}.{clean(p.first)[0]}@{dom}"])

    def url(self, slug):
        R = self.r
        dom = R.choice(["example.org", "example.net", "example.com"])
        return R.choice([f"www.{dom}/{slug}", f"https://{slug}.{dom}", f"https://www.{dom}/{slug}/portal", f"http://{dom}/{slug}"])

    def ip(self):
        R = self.r
        return R.choice([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                         f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}",
                         f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"])

    def user(self, p=None):
        R = self.r
        p = p or R.choice(self.nurses + [self.rmo, self.reg])
        f = "".join(ch for ch in p.first.lower() if ch.isalpha())
        l = "".join(ch for ch in p.last.lower() if ch.isalpha())
        return R.choice([f"{f[0]}{l}", f"{f[0]}{l}{R.randint(1, 9)}", f"{f}.{l}", f"{l}{f[0]}", f"{f[:2]}{l[:4]}{R.randint(10, 99)}",
                         f"{f[0]}_{l}"])

    # ------------------------------------------------------------------ identifiers
    def dig(self, k):
        return "".join(str(self.r.randint(0, 9)) for _ in range(k))

    def mrn(self):
        R = self.r
        if self.cc == "AU":
            return R.choice([self.dig(7), self.dig(8), f"{self.dig(2)}-{self.dig(2)}-{self.dig(2)}", f"URN{self.dig(6)}"])
        if self.cc == "NZ":
            return f"{self.dig(2)}{R.choice('ABCDEFGH')}{self.dig(5)}" if R.random() < .3 else self.dig(7)
        return R.choice([f"{R.choice('KRTMH')}{self.dig(6)}", f"RX{self.dig(7)}", self.dig(8)])

    def natid(self):
        """National health record identifier (NHS number / NHI) - annotated as MRN."""
        R = self.r
        if self.cc == "UK":
            return f"999 {self.dig(3)} {self.dig(4)}"
        L = "ABCDEFGHJKLMNPRSTUVWXY"
        return f"Z{R.choice(L)}{R.choice(L)}{self.dig(4)}"

    def medicare(self):
        return self.r.choice([f"{self.r.randint(2, 6)}{self.dig(3)} {self.dig(5)} {self.r.randint(1, 9)}",
                              f"{self.r.randint(2, 6)}{self.dig(9)}"])

    def fund(self):
        R = self.r
        return R.choice([f"{R.choice(['HHF', 'SRH', 'KHC', 'AMA', 'TMH'])}{self.dig(7)}", f"{self.dig(8)}-{R.randint(1, 9)}",
                         f"{R.choice('ABCDKMPX')}{R.choice('ABCDKMPX')}{self.dig(6)}", f"{self.dig(4)} {self.dig(4)} {self.dig(2)}"])

    def ssn(self):
        R = self.r
        if self.cc == "UK":
            return f"QQ {self.dig(2)} {self.dig(2)} {self.dig(2)} {R.choice('ABCD')}"
        if self.cc == "AU":
            return f"9{self.dig(2)} {self.dig(3)} {self.dig(3)}{R.choice('ABHKLTX')}"
        return f"{R.choice(['955', '966', '977'])}-{self.dig(3)}-{self.dig(3)}"

    def us_ssn(self):
        return self.r.choice([f"9{self.dig(2)}-{self.dig(2)}-{self.dig(4)}", f"000-{self.dig(2)}-{self.dig(4)}"])

    def account(self):
        R = self.r
        return R.choice([f"{fd(self.base, 'compact')}-{self.dig(4)}", f"V{self.dig(8)}", f"{self.dig(4)}-{self.dig(4)}",
                         f"ENC{self.dig(9)}", f"{R.choice(['IP', 'DS', 'OP'])}{self.dig(7)}", f"EP-{self.dig(6)}"])

    def licence(self, kind=None):
        R = self.r
        kind = kind or {"AU": "ahpra", "NZ": "mcnz", "UK": "gmc"}[self.cc]
        return {
            "ahpra": f"{R.choice(['MED', 'MED', 'NMW'])}000{self.dig(7)}", "mcnz": self.dig(5), "gmc": f"{R.randint(3, 7)}{self.dig(6)}",
            "nmc": f"{self.dig(2)}{R.choice('ABCHI')}{self.dig(4)}{R.choice('ENSW')}", "presc": self.dig(7),
            "prov": f"{self.dig(6)}{R.choice('ABCDEFGHJK')}{R.choice('ABCDEFGHJKLTWXY')}",
            "dl": {"AU": self.dig(8), "NZ": f"{R.choice('DHKL')}{R.choice('ABCJT')}{self.dig(6)}",
                   "UK": f"{(self.pt.last.upper().replace(' ', '').replace(chr(39), '') + '99999')[:5]}{self.dig(6)}{self.pt.first[0]}{R.choice('ABCJX')}9{R.choice('ABCDEFGHJK')}{R.choice('ABCDEFGHJK')}"}[self.cc],
            "naati": f"CPN{self.dig(2)}{R.choice('ABCDEFGH')}{self.dig(4)}",
        }[kind]

    def device(self):
        R = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return R.choice([f"{R.choice(L)}{R.choice(L)}{R.choice(L)}{self.dig(6)}", f"SN{self.dig(8)}", f"{self.dig(2)}{R.choice(L)}-{self.dig(5)}",
                         f"{R.choice(L)}{self.dig(3)}-{self.dig(4)}-{R.choice(L)}{R.choice(L)}", f"{self.dig(10)}", f"BME-{self.dig(5)}"])

    def lot(self):
        return self.r.choice([self.dig(7), f"{self.dig(2)}{self.r.choice('ABKM')}{self.dig(5)}", f"L{self.dig(6)}"])

    def plate(self):
        R = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        l3 = lambda: "".join(R.choice(L) for _ in range(3))
        if self.cc == "AU":
            return R.choice([f"{l3()}{self.dig(2)}{R.choice(L)}", f"{R.randint(1, 9)}{l3()}{self.dig(3)}", f"{l3()}-{self.dig(3)}"])
        if self.cc == "NZ":
            return R.choice([f"{l3()}{self.dig(3)}", f"{R.choice(L)}{R.choice(L)}{self.dig(4)}"])
        return f"{R.choice(L)}{R.choice(L)}{self.dig(2)} {l3()}"

    def vin(self):
        R = self.r
        cs = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(R.choice(cs) for _ in range(17))

    def bio(self):
        R = self.r
        return R.choice([f"FP-{self.dig(5)}", f"BIO{self.dig(7)}", f"PV-{self.dig(3)}-{self.dig(4)}", f"IRIS{self.dig(6)}",
                         f"FPT{self.dig(2)}{R.choice('ABCD')}{self.dig(4)}"])

    def idnum(self, kind="acc"):
        R = self.r
        yy = f"{self.base.year % 100:02d}"
        return {
            "acc": R.choice([f"RX{yy}-{self.dig(6)}", f"{yy}R{self.dig(6)}", f"IMG{self.dig(8)}", f"{self.dig(10)}"]),
            "spec": R.choice([f"S{yy}-{self.dig(5)}", f"{yy}H{self.dig(5)}", f"HS{yy}/{self.dig(5)}", f"P{yy}-{self.dig(6)}"]),
            "lab": R.choice([f"{yy}-{self.dig(7)}", f"L{self.dig(8)}", f"{yy}C{self.dig(6)}"]),
            "order": R.choice([f"ORD-{self.dig(7)}", f"{self.dig(9)}", f"RQ{self.dig(6)}"]),
            "incident": R.choice([f"RM-{self.base.year}-{self.dig(5)}", f"W{self.dig(6)}", f"IR{self.dig(7)}", f"DX{yy}{self.dig(5)}"]),
            "claim": R.choice([f"{self.dig(11)}", f"{R.choice(['TAC', 'WC', 'CTP'])}-{self.dig(7)}", f"CL{self.dig(8)}"]),
            "case": R.choice([f"{yy}-{self.dig(6)}", f"CAD{self.dig(7)}", f"AMB{self.dig(6)}", f"E{self.dig(8)}"]),
            "bank": R.choice([f"G{yy}{self.dig(6)}", f"BB-{self.dig(6)}", f"{self.dig(4)}-{self.dig(4)}X"]),
            "unit": R.choice([f"DIN {self.dig(4)} {self.dig(2)} {self.dig(6)}", f"U{self.dig(10)}", f"{R.choice('ABC')}{self.dig(4)} {yy} {self.dig(6)}"]),
            "ref": R.choice([f"REF{self.dig(6)}", f"{self.dig(3)}/{self.dig(5)}", f"WL-{self.dig(6)}", f"EREF{self.dig(7)}"]),
        }[kind]
