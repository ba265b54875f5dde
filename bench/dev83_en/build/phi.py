"""Markers, value generators and the per-note cast for dev83_en.

PHI values are wrapped in private markers while a note is composed; strip() removes
the markers and records each value's offsets as it goes, so gold offsets never come
from searching the finished text."""
import datetime as dt
import re
from pools import *

MS, MM, ME = "\x02", "\x1f", "\x03"
LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(t, v):
    v = str(v)
    assert t in LABELS, t
    assert v and v == v.strip() and "\n" not in v and MS not in v and ME not in v, repr(v)
    return f"{MS}{t}{MM}{v}{ME}"


_MARK = re.compile("\x02([A-Z_]+)\x1f([^\x02\x03\x1f]*)\x03")


def strip(marked, lower=False):
    out, spans, pos, last = [], [], 0, 0
    for m in _MARK.finditer(marked):
        plain = marked[last:m.start()]
        assert MS not in plain and ME not in plain and MM not in plain, "stray marker"
        plain = plain.lower() if lower else plain
        out.append(plain)
        pos += len(plain)
        val = m.group(2).lower() if lower else m.group(2)
        spans.append({"start": pos, "end": pos + len(val), "label": LABELS[m.group(1)],
                      "type": m.group(1), "text": val})
        out.append(val)
        pos += len(val)
        last = m.end()
    tail = marked[last:]
    assert MS not in tail and ME not in tail and MM not in tail
    out.append(tail.lower() if lower else tail)
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WKD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


DATE_STYLES = ["mdY", "mdY", "mdY", "mdy", "md", "wkd_md", "long", "long", "dmonY", "mon_d", "iso", "dMonY",
               "month_year", "mon_year", "mY", "year", "full", "ordinal", "wkd_long", "mdY_dash"]


def fmt_date(d, style):
    if style == "mdY":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "mdY_dash":
        return f"{d.month:02d}-{d.day:02d}-{d.year}"
    if style == "mdy":
        return f"{d.month}/{d.day}/{d.year % 100:02d}"
    if style == "md":
        return f"{d.month}/{d.day}"
    if style == "wkd_md":
        return f"{WKD[d.weekday()][:3]} {d.month}/{d.day}"
    if style == "long":
        return f"{MONTHS[d.month-1]} {d.day}, {d.year}"
    if style == "dmonY":
        return f"{d.day} {MONTHS[d.month-1]} {d.year}"
    if style == "mon_d":
        return f"{MONTHS[d.month-1][:3]} {d.day}"
    if style == "iso":
        return d.isoformat()
    if style == "dMonY":
        return f"{d.day:02d}-{MONTHS[d.month-1][:3]}-{d.year}"
    if style == "month_year":
        return f"{MONTHS[d.month-1]} {d.year}"
    if style == "mon_year":
        return f"{MONTHS[d.month-1][:3]} {d.year}"
    if style == "mY":
        return f"{d.month:02d}/{d.year}"
    if style == "year":
        return str(d.year)
    if style == "full":
        return f"{WKD[d.weekday()]}, {MONTHS[d.month-1]} {d.day}, {d.year}"
    if style == "wkd_long":
        return f"{WKD[d.weekday()][:3]}, {MONTHS[d.month-1][:3]} {d.day}"
    if style == "ordinal":
        return f"{MONTHS[d.month-1]} {ordinal(d.day)}"
    if style == "weekday":
        return WKD[d.weekday()]
    raise ValueError(style)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


class Person:
    def __init__(self, rng, sex=None, first=None):
        self.sex = sex or rng.choice("MF")
        self.first = first or rng.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.last = rng.choice(LAST)
        while self.last == self.first:
            self.last = rng.choice(LAST)
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.6 else None
        self.nick = rng.choice(NICK[self.first]) if self.first in NICK else None

    def full(self, rng, mid=None):
        mid = (rng.random() < 0.35) if mid is None else mid
        if mid and self.mi:
            return f"{self.first} {self.mi}{rng.choice(['.', '.', ''])} {self.last}"
        return f"{self.first} {self.last}"

    def lf(self, rng, upper=None):
        upper = rng.random() < 0.6 if upper is None else upper
        s = f"{self.last}, {self.first}" + (f" {self.mi}" if self.mi and rng.random() < 0.6 else "")
        return s.upper() if upper else s

    def initials(self, rng):
        f, l = self.first[0], self.last[0]
        return rng.choice([f"{f}.{l}.", f"{f}{l}", f"{f}.{self.mi}.{l}." if self.mi else f"{f}.{l}."])

    def fi(self):
        return f"{self.first} {self.last[0]}."

    def title(self, rng):
        if self.sex == "M":
            t = "Mr"
        else:
            t = rng.choice(["Mrs", "Ms", "Ms", "Miss"])
        return t + (rng.choice([".", ""]) if t != "Miss" else "")


def phone(rng, kind="any"):
    area = rng.randint(201, 989)
    while area % 100 == 11:
        area += 1
    last = f"01{rng.randint(0, 99):02d}"
    f = rng.choice(["dash", "paren", "dot", "dash", "paren", "plus", "local", "ext"]) if kind == "any" else kind
    if f == "dash":
        return f"{area}-555-{last}"
    if f == "paren":
        return f"({area}) 555-{last}"
    if f == "dot":
        return f"{area}.555.{last}"
    if f == "plus":
        return f"+1 {area} 555 {last}"
    if f == "local":
        return f"555-{last}"
    if f == "ext":
        return f"{area}-555-{last} {rng.choice(['ext. ', 'x', 'ext '])}{rng.randint(2, 4999)}"
    raise ValueError(f)


def pager(rng):
    return rng.choice([f"{rng.randint(2, 8)}-{rng.randint(1000, 9999)}", f"{rng.randint(10000, 99999)}",
                       f"{rng.randint(200, 989)}-555-01{rng.randint(0, 99):02d}"])


def ssn(rng):
    return f"9{rng.randint(0, 99):02d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    if r < 0.7:
        return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    return f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def alnum(rng, n, letters=LET, digits="0123456789"):
    return "".join(rng.choice(letters + digits) for _ in range(n))


def mrn(rng):
    return rng.choice([
        f"{rng.randint(0, 99999999):08d}", f"MR{rng.randint(100000, 999999)}", f"{rng.randint(1000000, 9999999)}",
        f"H{rng.randint(1000000, 9999999)}", f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-{rng.randint(0, 9)}",
        f"E{rng.randint(10000, 99999)}{rng.choice(LET)}"])


def account(rng):
    return rng.choice([
        f"{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}", f"V{rng.randint(100000000, 999999999)}",
        f"ENC{rng.randint(1000000, 9999999)}", f"{rng.randint(10000000000, 99999999999)}",
        f"A-{rng.randint(100000, 999999)}-{rng.randint(10, 99)}"])


def healthplan(rng):
    return rng.choice([
        "".join(rng.choice(LET) for _ in range(3)) + str(rng.randint(100000, 999999)),
        f"W{rng.randint(100000000, 999999999)}", f"{rng.choice(LET)}{rng.choice(LET)}{rng.randint(1000000, 9999999)}-0{rng.randint(1, 4)}",
        f"{rng.randint(1000, 9999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
        f"MBR{rng.randint(10000000, 99999999)}"])


def group_no(rng):
    return rng.choice([f"GRP{rng.randint(10000, 99999)}", f"{rng.randint(100000, 999999)}", f"G-{rng.randint(1000, 9999)}-{rng.choice(LET)}"])


def npi(rng):
    return f"1{rng.randint(100000000, 999999999)}"


def dea(rng):
    return f"{rng.choice('ABFM')}{rng.choice(LET)}{rng.randint(1000000, 9999999)}"


def state_lic(rng):
    return rng.choice([f"{rng.choice(LET)}{rng.randint(10000, 99999)}", f"{rng.randint(100000, 999999)}",
                       f"LIC-{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"])


def drivers_lic(rng):
    return rng.choice([f"{rng.choice(LET)}{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
                       f"{rng.randint(100000000, 999999999)}", f"{rng.choice(LET)}{rng.randint(1000000, 9999999)}"])


def device_sn(rng):
    return rng.choice([f"{''.join(rng.choice(LET) for _ in range(3))}{rng.randint(100000, 999999)}",
                       f"{rng.randint(1000, 9999)}-{''.join(rng.choice(LET) for _ in range(2))}-{rng.randint(100, 999)}",
                       f"SN{rng.randint(10000000, 99999999)}", f"{rng.randint(10, 99)}{rng.choice(LET)}{rng.randint(100000, 999999)}"])


def plate(rng):
    return rng.choice([f"{rng.randint(1, 9)}{''.join(rng.choice(LET) for _ in range(3))}{rng.randint(100, 999)}",
                       f"{''.join(rng.choice(LET) for _ in range(3))}-{rng.randint(1000, 9999)}",
                       f"{''.join(rng.choice(LET) for _ in range(2))} {rng.randint(10000, 99999)}"])


VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(rng):
    return "".join(rng.choice(VIN_CH) for _ in range(17))


def bioid(rng):
    return rng.choice([f"FP-{rng.randint(10000, 99999)}", f"PV-{rng.randint(100000, 999999)}",
                       f"RS{rng.randint(1000, 9999)}-{rng.choice(LET)}", f"VP-{rng.randint(1000, 9999)}-{rng.randint(10, 99)}",
                       f"BIO{rng.randint(1000000, 9999999)}"])


def idnum(rng, kind):
    y = rng.randint(18, 26)
    if kind == "accession":
        return rng.choice([f"S{y}-{rng.randint(1000, 99999)}", f"ACC{rng.randint(1000000, 9999999)}", f"{rng.choice('SPGC')}P{y}-{rng.randint(100, 9999)}"])
    if kind == "order":
        return rng.choice([f"ORD-{rng.randint(100000, 999999)}", f"{rng.randint(10000000, 99999999)}", f"RX{rng.randint(100000, 999999)}"])
    if kind == "specimen":
        return f"SP-{y}-{rng.randint(10000, 99999)}"
    if kind == "case":
        return rng.choice([f"PA-{rng.randint(100000, 999999)}", f"CASE{rng.randint(1000000, 9999999)}", f"{rng.randint(20, 26)}-{rng.randint(10000, 99999)}-PA"])
    if kind == "req":
        return f"REQ{rng.randint(100000, 999999)}"
    if kind == "study":
        return f"PSG-{y}-{rng.randint(100, 9999)}"
    if kind == "claim":
        return f"CLM{rng.randint(100000000, 999999999)}"
    raise ValueError(kind)


def username(rng, p):
    f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace("-", "")
    return rng.choice([f"{f[0]}{l}{rng.randint(1, 99)}", f"{l}.{f[0]}", f"{f}_{l[:4]}", f"{f[0]}{l[:5]}",
                       f"{f}.{l}", f"{l}{f[0]}{rng.randint(1, 9)}"])


def email(rng, p):
    dom = rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "example.org"])
    return f"{username(rng, p)}@{dom}"


def url(rng, slug):
    slug = re.sub(r"[^a-z0-9]+", "-", slug.lower()).strip("-")
    return rng.choice([f"https://portal.example.org/{slug}", f"www.example.com/{slug}/patients",
                       f"https://{slug[:12].strip('-')}.example.net/login", f"example.org/{slug}/forms",
                       f"http://www.example.net/{slug}/pay"])


def street(rng):
    s = f"{rng.randint(2, 9899)} {rng.choice(STREET_NAMES)} {rng.choice(STREET_SUFFIX)}"
    r = rng.random()
    if r < 0.2:
        s += f", Apt {rng.randint(1, 40)}{rng.choice(['', 'A', 'B', 'C'])}"
    elif r < 0.3:
        s += f" Unit {rng.randint(1, 300)}"
    elif r < 0.36:
        s = f"PO Box {rng.randint(10, 9999)}"
    return s


def zipc(rng):
    z = f"{rng.randint(1000, 99950):05d}"
    return z + (f"-{rng.randint(1, 9999):04d}" if rng.random() < 0.2 else "")


def place_name(rng, pattern):
    return pattern.replace("{T}", rng.choice(TOWNS))
