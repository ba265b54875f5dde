"""Document builder and PHI value generators for dev136_en.

A note is built in one pass from pieces: plain strings are appended as they
are, P(value, type) pieces are appended and their offsets recorded at the
moment they are appended.  Nothing is searched for afterwards."""
import datetime as dt
import re

import pools as PL

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


class P:
    """A PHI piece."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABEL, t
        assert v and v == v.strip(), repr(v)
        self.v, self.t = v, t


_MARK = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self):
        self.parts, self.spans, self.n = [], [], 0

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, (list, tuple)):
                self.add(*it)
            elif isinstance(it, P):
                self.spans.append((self.n, self.n + len(it.v), it.t))
                self.parts.append(it.v)
                self.n += len(it.v)
            else:
                it = str(it)
                self.parts.append(it)
                self.n += len(it)
        return self

    def f(self, template, **kw):
        """Append template text, filling {key} markers with pieces."""
        pos = 0
        for m in _MARK.finditer(template):
            self.add(template[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.add(template[pos:])
        return self

    def line(self, template="", **kw):
        self.f(template, **kw)
        return self.add("\n")

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- helpers
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


DATE_STYLES = ["dmy", "dmy", "dmy2", "dmyz", "dot", "dmon", "dmonth", "dth", "iso",
               "dash", "wd_dth", "wd_short", "dm", "monthy", "mony"]


def fmt_date(d, style):
    mon, month = MONTHS[d.month - 1][:3], MONTHS[d.month - 1]
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmyz":
        return f"{d.day}/{d.month}/{d.year}"
    if style == "dmy2":
        return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "dmon":
        return f"{d.day} {mon} {d.year}"
    if style == "dmonth":
        return f"{d.day} {month} {d.year}"
    if style == "dth":
        return f"{ordinal(d.day)} {month} {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "dash":
        return f"{d.day:02d}-{mon.upper()}-{d.year}"
    if style == "wd_dth":
        return f"{WD[d.weekday()]} {ordinal(d.day)} {month}"
    if style == "wd_comma":
        return f"{WD[d.weekday()]}, {d.day} {month} {d.year}"
    if style == "wd_short":
        return f"{WD[d.weekday()][:3]} {d.day}/{d.month}"
    if style == "dm":
        return f"{d.day}/{d.month}"
    if style == "dmon_short":
        return f"{d.day} {mon}"
    if style == "monthy":
        return f"{month} {d.year}"
    if style == "mony":
        return f"{mon}-{d.year % 100:02d}"
    if style == "mon_y":
        return f"{mon} {d.year}"
    if style == "year":
        return str(d.year)
    if style == "month":
        return month
    if style == "weekday":
        return WD[d.weekday()]
    if style == "us":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    raise ValueError(style)


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
            "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    if t >= 10:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


# ---------------------------------------------------------------- the context
class Person:
    def __init__(self, first, last, sex, mid=""):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def title(self, rng):
        if self.sex == "M":
            return "Mr"
        return rng.choice(["Mrs", "Ms", "Miss", "Ms"])


class Ctx:
    """Everything invented for one note."""

    def __init__(self, rng, country):
        self.r = r = rng
        self.c = country
        self.sex = r.choice("MF")
        self.pt = self.person(self.sex, middle=r.random() < 0.35)
        self.ptitle = self.pt.title(r)
        self.age = r.choice([r.randint(19, 45), r.randint(45, 70), r.randint(55, 84),
                             r.randint(60, 92)])
        self.today = dt.date(2021, 1, 1) + dt.timedelta(days=r.randint(0, 1600))
        bday = dt.date(self.today.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if bday.replace(year=self.today.year) > self.today:
            bday = bday.replace(year=bday.year - 1)
        self.dob = bday
        self.town = r.choice(PL.TOWNS[country])
        self.county = r.choice(PL.COUNTIES[country])
        self.state = r.choice(PL.AU_STATES)
        self.hosp = r.choice(PL.HOSPITALS[country])
        self.hosp2 = r.choice([h for h in PL.HOSPITALS[country] if h != self.hosp])
        self.gpprac = r.choice(PL.GP_PRACTICES[country])
        self.gp = self.person(r.choice("MF"))
        self.cons = self.person(r.choice("MF"))
        self.used = set()

    # -- people
    def person(self, sex=None, middle=False):
        r = self.r
        sex = sex or r.choice("MF")
        first = r.choice(PL.FIRST_M if sex == "M" else PL.FIRST_F)
        last = r.choice(PL.SURNAMES)
        mid = ""
        if middle:
            mid = r.choice(PL.FIRST_M if sex == "M" else PL.FIRST_F).split()[0]
        return Person(first, last, sex, mid)

    def staff(self):
        return self.person()

    def relative(self):
        """a relative or friend; the same relation gives the same person within a note"""
        rel, sx = self.r.choice(PL.RELATIONS)
        if rel in ("wife", "husband"):
            rel = ("wife" if self.sex == "M" else "husband") if self.r.random() < 0.9 else rel
            sx = "F" if rel == "wife" else "M"
        if not hasattr(self, "rels"):
            self.rels = {}
        if rel in self.rels:
            return rel, self.rels[rel]
        p = self.person(sx if sx != "X" else None)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother") and self.r.random() < 0.6:
            p.last = self.pt.last
        self.rels[rel] = p
        return rel, p

    # -- dates
    def d_before(self, lo, hi):
        return self.today - dt.timedelta(days=self.r.randint(lo, hi))

    def d_after(self, lo, hi):
        d = self.today + dt.timedelta(days=self.r.randint(lo, hi))
        while d.weekday() > 4 and hi > 2:
            d += dt.timedelta(days=1)
        return d

    def date(self, d=None, style=None):
        d = d or self.today
        style = style or self.r.choice(DATE_STYLES)
        return P(fmt_date(d, style), "DATE")

    # -- identifiers
    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def mrn(self):
        r, c = self.r, self.c
        if c == "UK":
            v = r.choice([f"{self.letters(1)}{self.digits(7)}", f"RX{self.digits(6)}",
                          f"{self.digits(8)}", f"{self.letters(2)}{self.digits(6)}"])
        elif c == "IE":
            v = r.choice([f"{self.digits(7)}", f"{self.digits(6)}", f"MRN{self.digits(7)}"])
        else:
            v = r.choice([f"{self.digits(6)}", f"{self.digits(7)}",
                          f"{self.digits(2)}-{self.digits(2)}-{self.digits(2)}"])
        if not hasattr(self, "_mrn"):
            self._mrn = v
        return self._mrn

    def mrn_label(self):
        return {"UK": self.r.choice(["Hosp No", "Hospital No.", "MRN", "Unit No"]),
                "IE": self.r.choice(["MRN", "Hospital No", "Chart No."]),
                "AU": self.r.choice(["UR", "URN", "UR No.", "MRN"])}[self.c]

    def natid(self):
        """national health number (HEALTHPLAN) with its label"""
        if not hasattr(self, "_natid"):
            r, c = self.r, self.c
            if c == "UK":
                v = r.choice([f"9{self.digits(2)} {self.digits(3)} {self.digits(4)}",
                              f"9{self.digits(9)}"])
                lab = r.choice(["NHS No", "NHS number", "NHS No."])
            elif c == "IE":
                v = f"{self.digits(8)}{self.letters(1)}"
                lab = r.choice(["Medical Card No", "GMS No.", "IHI"])
                if lab == "IHI":
                    v = f"9{self.digits(9)}"
            else:
                v = f"{r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {self.digits(1)}"
                lab = r.choice(["Medicare", "Medicare No.", "Medicare no"])
                if r.random() < 0.4:
                    v += f"-{r.randint(1, 5)}" if r.random() < 0.5 else ""
            self._natid = (lab, v)
        return self._natid

    def ssn(self):
        r, c = self.r, self.c
        if c == "UK":
            return "NI No", f"QQ {self.digits(2)} {self.digits(2)} {self.digits(2)} {r.choice('ABCD')}"
        if c == "IE":
            return "PPSN", f"9{self.digits(6)}{self.letters(1)}{r.choice(['', 'A', 'W'])}"
        return r.choice(["TFN", "CRN"]), (f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}"
                                          if r.random() < 0.5 else f"9{self.digits(8)}{self.letters(1)}")

    def insurance(self):
        r = self.r
        ins = r.choice(PL.INSURERS[self.c])
        v = r.choice([f"{self.letters(3)}{self.digits(6)}", f"{self.digits(8)}",
                      f"{self.letters(2)}-{self.digits(7)}"])
        return ins, v

    def account(self):
        r = self.r
        return r.choice([f"{self.digits(4)}-{self.digits(4)}", f"ENC{self.digits(8)}",
                         f"E{self.digits(9)}", f"{self.digits(10)}", f"V{self.digits(7)}",
                         f"EP-{self.digits(6)}"])

    def license(self, kind=None):
        r, c = self.r, self.c
        kind = kind or r.choice(["med", "nurse", "presc"])
        if c == "UK":
            return {"med": ("GMC", self.digits(7)),
                    "nurse": ("NMC PIN", f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"),
                    "presc": ("HCPC", f"RA{self.digits(5)}")}[kind]
        if c == "IE":
            return {"med": ("IMC", self.digits(6)), "nurse": ("NMBI PIN", self.digits(6)),
                    "presc": ("PSI reg", self.digits(5))}[kind]
        return {"med": ("AHPRA", f"MED000{self.digits(7)}"),
                "nurse": ("AHPRA", f"NMW000{self.digits(7)}"),
                "presc": ("Prescriber No.", self.digits(7))}[kind]

    def idnum(self, kind="spec"):
        r, y = self.r, self.today.year % 100
        f = {
            "spec": [f"HS{y}-{self.digits(5)}", f"{self.letters(1)}{y}.{self.digits(5)}",
                     f"BM{y}/{self.digits(4)}", f"{y}{self.letters(1)}{self.digits(6)}"],
            "cyto": [f"CG{y}-{self.digits(4)}", f"CYT/{self.digits(5)}/{y}"],
            "flow": [f"FC{y}-{self.digits(4)}", f"IMM{self.digits(6)}"],
            "mol": [f"MOL{y}{self.digits(5)}", f"NGS-{self.digits(6)}"],
            "order": [f"ORD{self.digits(8)}", f"RQ-{self.digits(7)}", f"{self.digits(9)}"],
            "rx": [f"CP-{self.digits(6)}", f"PRX{self.digits(7)}", f"SACT-{y}-{self.digits(5)}"],
            "rt": [f"RT{y}-{self.digits(4)}", f"PLAN-{self.digits(6)}", f"ARIA{self.digits(6)}"],
            "mdt": [f"MDT{y}/{self.digits(4)}", f"MDM-{self.digits(5)}"],
            "trial": [f"{self.letters(3)}-{self.digits(3)}-{self.digits(4)}",
                      f"SCR{self.digits(5)}", f"{self.digits(3)}-{self.digits(3)}"],
            "unit": [f"G{self.digits(4)} {y} {self.digits(6)}",
                     f"{self.letters(1)}{self.digits(3)}{y}{self.digits(6)}"],
            "ref": [f"{self.digits(4)} {self.digits(4)} {self.digits(4)}",
                    f"REF-{self.digits(7)}", f"{self.letters(2)}{self.digits(6)}"],
            "donor": [f"{self.digits(4)}-{self.digits(4)}-{self.digits(1)}",
                      f"D{self.digits(7)}", f"WMDA-{self.digits(8)}"],
        }[kind]
        return r.choice(f)

    def device_sn(self):
        r = self.r
        return r.choice([f"SN{self.digits(8)}", f"{self.letters(2)}{self.digits(6)}",
                         f"{self.digits(4)}-{self.digits(5)}", f"A{self.digits(5)}-{self.letters(2)}",
                         f"PT{self.digits(7)}"])

    def vehicle(self):
        r, c = self.r, self.c
        if c == "UK":
            return f"{self.letters(2)}{self.digits(2)} {self.letters(3)}"
        if c == "IE":
            return f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['KY', 'D', 'G', 'C', 'L', 'MO', 'WX'])}-{r.randint(1, 99999)}"
        return r.choice([f"{self.digits(1)}{self.letters(3)}{self.digits(3)}",
                         f"{self.letters(3)}-{self.digits(3)}", f"{self.letters(2)}-{self.digits(2)}-{self.letters(2)}"])

    def vin(self):
        return self.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + self.digits(2) + \
            self.letters(12, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")

    def bioid(self, kind="finger"):
        r = self.r
        return {"finger": r.choice([f"FP-{self.digits(5)}", f"FPR{self.digits(6)}", f"F{self.digits(4)}-{self.letters(2)}"]),
                "palm": r.choice([f"PV{self.digits(7)}", f"PVS-{self.digits(5)}"]),
                "voice": r.choice([f"VP-{self.digits(6)}", f"VOX{self.digits(5)}"]),
                "iris": r.choice([f"IRIS-{self.digits(4)}{self.letters(1)}", f"IR{self.digits(6)}"]),
                "face": r.choice([f"FT-{self.digits(6)}", f"FACE{self.digits(5)}"])}[kind]

    def username(self, p):
        r = self.r
        f, l = p.first.split()[0].lower(), re.sub(r"[^a-z]", "", p.last.lower())
        return r.choice([f"{f[0]}{l}", f"{l}{f[0]}{r.randint(1, 9)}", f"{f}.{l}",
                         f"{l[:5]}{f[:2]}", f"{f[0]}{l}{r.randint(10, 99)}"])

    # -- contact
    def phone(self, mobile=None):
        r, c, d = self.r, self.c, self.digits
        mobile = r.random() < 0.45 if mobile is None else mobile
        if c == "UK":
            if mobile:
                return r.choice([f"07{d(3)} 555{d(3)}", f"07{d(3)} 555 {d(3)}",
                                 f"+44 7{d(3)} 555{d(3)}"])
            return r.choice([f"01{d(3)} 555{d(3)}", f"01{d(3)} 555 {d(3)}",
                             f"(01{d(3)}) 555{d(3)}", f"+44 1{d(3)} 555{d(3)}",
                             f"020 7555 {d(4)}"])
        if c == "IE":
            if mobile:
                return r.choice([f"08{r.choice('3567')} 555 {d(4)}", f"08{r.choice('3567')}-555{d(4)}",
                                 f"+353 8{r.choice('3567')} 555 {d(4)}"])
            return r.choice([f"(0{d(2)}) 555 {d(4)}", f"0{d(2)} 555{d(4)}", f"01 555 {d(4)}",
                             f"+353 {d(2)} 555 {d(4)}"])
        if mobile:
            return r.choice([f"04{d(2)} 555 {d(3)}", f"04{d(2)}555{d(3)}",
                             f"+61 4{d(2)} 555 {d(3)}"])
        return r.choice([f"(0{r.choice('2378')}) {d(1)}555 {d(4)}", f"0{r.choice('2378')} {d(1)}555 {d(4)}",
                         f"+61 {r.choice('2378')} {d(1)}555 {d(4)}"])

    def ext_phone(self):
        return self.phone(False) + self.r.choice([f" ext. {self.digits(4)}", f" x{self.digits(3)}",
                                                  f" ext {self.digits(4)}"])

    def bleep(self):
        return self.r.choice([f"555{self.digits(1)}", f"5{self.digits(1)}555", f"555-{self.digits(2)}"])

    def email(self, p=None, generic=None):
        r = self.r
        dom = r.choice(["example.org", "example.net", "example.com"])
        sub = r.choice(["", "", "hse.", "nhs.", "health.", "mail."])
        if generic:
            return f"{generic}@{sub}{dom}"
        f = re.sub(r"[^a-z]", "", p.first.lower())
        l = re.sub(r"[^a-z]", "", p.last.lower())
        return r.choice([f"{f}.{l}@{sub}{dom}", f"{f[0]}.{l}@{sub}{dom}",
                         f"{f}{l}{r.randint(1, 99)}@{dom}", f"{l}.{f[0]}@{sub}{dom}"])

    def url(self, slug=None):
        r = self.r
        slug = slug or r.choice(["haematology", "oncology-patients", "portal", "chemo-info",
                                 "trials", "mycare", "referrals", "palliative"])
        return r.choice([f"www.example.org/{slug}", f"https://{slug}.example.net",
                         f"https://www.example.com/{slug}/{self.digits(4)}",
                         f"http://portal.example.org/{slug}?ref={self.digits(5)}",
                         f"example.net/{slug}"])

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    # -- address
    def street(self):
        r = self.r
        unit = r.choice(PL.UNIT_FMT[self.c]).format(n=r.randint(1, 40))
        return f"{unit}{r.randint(1, 212)} {r.choice(PL.STREET_NAMES)}"

    def postcode(self):
        r, c = self.r, self.c
        if c == "UK":
            return f"{r.choice('QVX')}{self.letters(1, 'ABDEGHKLMNPRTW')}{r.randint(1, 19)} {r.randint(1, 9)}{self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if c == "IE":
            return f"Q{self.digits(2)} {self.letters(1)}{self.digits(1)}{self.letters(1)}{self.digits(1)}"
        return f"{r.choice('2345')}{self.digits(3)}"
