"""Note builder and value formatters for dev188_en (author 188)."""
import datetime as dt

import pools as P

TYPE2LABEL = {
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


class Note:
    """Assembles text piece by piece; spans are recorded as pieces are appended."""

    def __init__(self, lower=False):
        self.lower = lower
        self.buf = []
        self.pos = 0
        self.spans = []

    def _piece(self, s):
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s), s
            s = s2
        return s

    def t(self, *parts):
        for s in parts:
            if not s:
                continue
            s = self._piece(s)
            self.buf.append(s)
            self.pos += len(s)
        return self

    def p(self, value, typ):
        assert typ in TYPE2LABEL, typ
        assert value and value == value.strip(), repr(value)
        s = self._piece(value)
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE2LABEL[typ],
                           "type": typ, "text": s})
        return self

    def x(self, *items):
        """Strings are plain text; (type, value) tuples are PHI spans."""
        for it in items:
            if isinstance(it, tuple):
                self.p(it[1], it[0])
            else:
                self.t(it)
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, sex=None):
        self.sex = sex or r.choice("MF")
        self.first = r.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F)
        self.last = r.choice(P.LAST)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = P.NICK.get(self.first)

    def full(self):
        return f"{self.first} {self.last}"

    def form(self, r, style=None):
        styles = ["full", "full", "mi", "lastfirst", "LASTFIRST", "init", "last", "first"]
        st = style or r.choice(styles)
        if st == "full":
            return f"{self.first} {self.last}"
        if st == "mi":
            return f"{self.first} {self.mi}. {self.last}"
        if st == "lastfirst":
            return f"{self.last}, {self.first}"
        if st == "lastfirstmi":
            return f"{self.last}, {self.first} {self.mi}"
        if st == "LASTFIRST":
            return f"{self.last.upper()}, {self.first.upper()}"
        if st == "LASTFIRSTMI":
            return f"{self.last.upper()}, {self.first.upper()} {self.mi}"
        if st == "init":
            return f"{self.first[0]}. {self.last}"
        if st == "initonly":
            return f"{self.first[0]}.{self.last[0]}."
        if st == "initcaps":
            return f"{self.first[0]}{self.last[0]}"
        if st == "initlow":
            return f"{self.first[0]}{self.last[0]}".lower()
        if st == "last":
            return self.last
        if st == "first":
            return self.first
        if st == "firstinit":
            return f"{self.first} {self.last[0]}."
        if st == "LAST":
            return self.last.upper()
        raise ValueError(st)


def honor(r, person):
    if person.sex == "M":
        return r.choice(["Mr.", "Mr"])
    return r.choice(["Ms.", "Mrs.", "Ms", "Mrs"])


def staff_username(r, person):
    st = r.randrange(5)
    f, l = person.first.lower().replace("-", ""), person.last.lower().replace(" ", "").replace("'", "")
    if st == 0:
        return f"{f[0]}{l}{r.randrange(1, 10)}"
    if st == 1:
        return f"{f}.{l}"
    if st == 2:
        return f"{l[:6]}{f[0]}"
    if st == 3:
        return f"dsp_{f[0]}{l}"
    return f"{f[0]}{person.mi.lower()}{l[:5]}{r.randrange(10, 99)}"


# ---------------------------------------------------------------- numbers / words
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


def an(word):
    return ("an " if word[:1].lower() in "aeiou" else "a ")


def digits(r, k):
    return "".join(str(r.randrange(10)) for _ in range(k))


def letters(r, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(k))


# ---------------------------------------------------------------- dates and times
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_DATE_STYLES = ["mdy", "mdy", "mdy2", "mdyy", "long", "iso", "dmonY", "DMONY", "abbr"]
CA_DATE_STYLES = ["iso", "iso", "iso", "long", "dmonY", "dmy", "DMONY", "abbr"]


def fdate(d, style):
    if style == "mdy":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "mdy2":
        return f"{d.month}/{d.day}/{d.year % 100:02d}"
    if style == "mdyy":
        return f"{d.month}/{d.day}/{d.year}"
    if style == "long":
        return f"{MON[d.month - 1]} {d.day}, {d.year}"
    if style == "iso":
        return d.isoformat()
    if style == "dmonY":
        return f"{d.day:02d}-{MON[d.month - 1][:3]}-{d.year}"
    if style == "DMONY":
        return f"{d.day:02d}{MON[d.month - 1][:3].upper()}{d.year}"
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "abbr":
        return f"{MON[d.month - 1][:3]} {d.day}, {d.year}"
    if style == "md":
        return f"{d.month}/{d.day}"
    if style == "dowmd":
        return f"{DOW[d.weekday()][:3]} {d.month}/{d.day}"
    if style == "dowlong":
        return f"{DOW[d.weekday()]}, {MON[d.month - 1]} {d.day}, {d.year}"
    if style == "monthyear":
        return f"{MON[d.month - 1]} {d.year}"
    if style == "year":
        return str(d.year)
    if style == "monday":
        return f"{MON[d.month - 1]} {d.day}"
    raise ValueError(style)


def ftime(r, h, m, style=None):
    st = style if style is not None else r.randrange(3)
    if st == 0:
        return f"{h:02d}:{m:02d}"
    if st == 1:
        return f"{h:02d}{m:02d}"
    hh = h % 12 or 12
    return f"{hh}:{m:02d} {'AM' if h < 12 else 'PM'}"


class Clock:
    """Minutes since midnight, rendered in a fixed style per note."""

    def __init__(self, r, style=None):
        self.r = r
        self.m = r.randrange(0, 24 * 60)
        self.style = style if style is not None else r.choice([0, 0, 1, 1, 2])

    def adv(self, lo, hi=None):
        self.m += lo if hi is None else self.r.randint(lo, hi)
        return self.s()

    def s(self):
        mm = self.m % (24 * 60)
        return ftime(self.r, mm // 60, mm % 60, self.style)

    def sec(self):
        mm = self.m % (24 * 60)
        return f"{mm // 60:02d}:{mm % 60:02d}:{self.r.randrange(60):02d}"


# ---------------------------------------------------------------- contacts
def phone(r, area, style=None):
    line = f"01{r.randrange(0, 100):02d}"
    st = r.choice(["paren", "paren", "dash", "dot", "plus", "one"]) if style is None else style
    if st == "paren":
        s = f"({area}) 555-{line}"
    elif st == "dash":
        s = f"{area}-555-{line}"
    elif st == "dot":
        s = f"{area}.555.{line}"
    elif st == "plus":
        s = f"+1 {area} 555 {line}"
    elif st == "one":
        s = f"1-{area}-555-{line}"
    else:
        s = f"555-{line}"
    return s


def phone_ext(r, area):
    s = phone(r, area)
    if r.random() < 0.35:
        s += r.choice([" ext. ", " ext ", " x", " x."]) + digits(r, r.choice([3, 4]))
    return s


def email(r, person, dom=None):
    d = dom or r.choice(["example.com", "example.org", "example.net", "mail.example.com",
                         "health.example.org", "ems.example.net"])
    f = person.first.lower().replace("-", "").replace(" ", "")
    l = person.last.lower().replace(" ", "").replace("'", "")
    st = r.randrange(4)
    local = [f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{r.randrange(10, 99)}", f"{l}.{f[0]}"][st]
    return f"{local}@{d}"


def ip_private(r):
    st = r.randrange(3)
    if st == 0:
        return f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}"
    if st == 1:
        return f"192.168.{r.randrange(256)}.{r.randrange(1, 255)}"
    return f"172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(1, 255)}"


def url(r, slug):
    host = r.choice(["www.example.org", "portal.example.com", "example.net", "www.example.com",
                     "mychart.example.org", "epcr.example.net"])
    pre = r.choice(["", "https://", "https://", "http://"])
    return f"{pre}{host}/{slug}"


# ---------------------------------------------------------------- identifiers
def mrn(r):
    st = r.randrange(6)
    if st == 0:
        return digits(r, 8)
    if st == 1:
        return "00" + digits(r, 6)
    if st == 2:
        return "E" + digits(r, 7)
    if st == 3:
        return f"{digits(r, 1)}-{digits(r, 3)}-{digits(r, 3)}"
    if st == 4:
        return "MR" + digits(r, 7)
    return digits(r, 7)


def account(r, year):
    st = r.randrange(4)
    if st == 0:
        return "V" + digits(r, 9)
    if st == 1:
        return f"ENC-{year}-{digits(r, 5)}"
    if st == 2:
        return f"{digits(r, 4)}-{digits(r, 4)}"
    return "A" + digits(r, 10)


def healthplan(r, country, prov=None):
    if country == "CA":
        if prov == "QC":
            return f"{letters(r, 4)} {digits(r, 4)} {digits(r, 4)}"
        if prov in ("BC", "AB", "SK", "MB"):
            return f"9{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"
        return f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}"
    st = r.randrange(4)
    if st == 0:
        return letters(r, 3) + digits(r, 6)
    if st == 1:
        return digits(r, 8) + r.choice("ABCDEFGH")
    if st == 2:
        return "W" + digits(r, 9)
    return f"{letters(r, 1)}{digits(r, 2)}-{digits(r, 5)}-{digits(r, 2)}"


def ssn(r, country):
    if country == "CA":
        return f"9{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
    if r.random() < 0.2:
        return f"000-{digits(r, 2)}-{digits(r, 4)}"
    return f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}"


def dl(r, country, st):
    if country == "CA":
        return f"{letters(r, 1)}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}"
    f = r.randrange(3)
    if f == 0:
        return letters(r, 1) + digits(r, 7)
    if f == 1:
        return digits(r, 9)
    return f"{letters(r, 2)}{digits(r, 6)}"


def dea(r):
    return letters(r, 2, "ABFGM") + digits(r, 7)


def npi(r):
    return r.choice("12") + digits(r, 9)


def med_license(r, country):
    if country == "CA":
        return digits(r, 5)
    return r.choice(["MD", "DO", "A", "G", ""]) + digits(r, r.choice([5, 6]))


def ems_cert(r, country):
    if country == "CA":
        return digits(r, 2) + "-" + digits(r, 5)
    return r.choice(["P", "E", "M", "", "NR"]) + digits(r, 6)


def vin(r):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def plate(r, country):
    f = r.randrange(4)
    if country == "CA":
        return [f"{letters(r, 4)} {digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 3)}",
                f"{digits(r, 3)} {letters(r, 3)}", f"{letters(r, 2)}{digits(r, 3)}{letters(r, 1)}"][f]
    return [f"{digits(r, 1)}{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 3)}-{digits(r, 4)}",
            f"{letters(r, 3)} {digits(r, 3)}", f"{digits(r, 3)}{letters(r, 3)}"][f]


def device_sn(r, kind=None):
    k = kind if kind is not None else r.randrange(6)
    if k == 0:
        return letters(r, 3) + digits(r, 6)
    if k == 1:
        return "AR" + digits(r, 2) + letters(r, 1) + digits(r, 6)
    if k == 2:
        return f"SN-{digits(r, 4)}-{letters(r, 2)}{digits(r, 3)}"
    if k == 3:
        return digits(r, 10)
    if k == 4:
        return "NG" + digits(r, 7) + letters(r, 1)
    return f"{letters(r, 2)}{digits(r, 2)}-{digits(r, 5)}"


def case_no(r, year, kind=None):
    k = kind if kind is not None else r.randrange(6)
    y2 = year % 100
    if k == 0:
        return f"{y2:02d}-{digits(r, 6)}"
    if k == 1:
        return f"F{y2:02d}{digits(r, 4)}-{digits(r, 4)}"
    if k == 2:
        return f"PCR-{year}-{digits(r, 7)}"
    if k == 3:
        return f"{year}{digits(r, 6)}"
    if k == 4:
        return f"{letters(r, 2)}{y2:02d}-{digits(r, 5)}"
    return f"{digits(r, 3)}-{digits(r, 4)}-{y2:02d}"


def accession(r, year):
    k = r.randrange(4)
    if k == 0:
        return f"CT{year % 100:02d}-{digits(r, 6)}"
    if k == 1:
        return "ACC" + digits(r, 8)
    if k == 2:
        return f"{digits(r, 2)}-{letters(r, 1)}-{digits(r, 5)}"
    return "RAD" + digits(r, 7)
