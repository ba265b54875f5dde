"""Document builder with piece-based span recording, plus generators for PHI values.
All randomness flows from one random.Random(142)."""
import datetime as dt
import random
import re

import pools as P

R = random.Random(142)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION"}

_MARK = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


def ch(seq):
    return R.choice(seq)


def pr(p):
    return R.random() < p


class Doc:
    """Append-only note builder. Plain pieces via t(); PHI via p(); templates via f()."""

    def __init__(self, lower=False):
        self.parts, self.spans, self.n, self.lower = [], [], 0, lower

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, typ, val):
        assert typ in LABEL, typ
        assert val and val == val.strip(), repr(val)
        if self.lower:
            val = val.lower()
        self.spans.append({"start": self.n, "end": self.n + len(val), "label": LABEL[typ],
                           "type": typ, "text": val})
        self.parts.append(val)
        self.n += len(val)
        return self

    def put(self, v):
        """v: str (plain), (type, value) tuple (PHI), or list of those."""
        if v is None:
            return self
        if isinstance(v, str):
            return self.t(v)
        if isinstance(v, tuple):
            return self.p(v[0], v[1])
        if isinstance(v, (int, float)):
            return self.t(str(v))
        for x in v:
            self.put(x)
        return self

    def f(self, tpl, **kw):
        pos = 0
        for m in _MARK.finditer(tpl):
            self.t(tpl[pos:m.start()])
            self.put(kw[m.group(1)])
            pos = m.end()
        self.t(tpl[pos:])
        return self

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- numbers and codes
def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


def alnum(n):
    return "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(n))


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_date(y0=2019, y1=2025):
    a = dt.date(y0, 1, 1).toordinal()
    b = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(R.randint(a, b))


def fdate(d, c, style=None):
    """Full calendar date string in a country-appropriate style."""
    us = c == "US"
    styles_us = ["mdy", "mdy", "mdy0", "mdy2", "long", "mon", "iso", "dmon", "dash"]
    styles_gb = ["dmy", "dmy", "dmy0", "dmy2", "longgb", "mongb", "iso", "dmon", "dmonU", "dot"]
    s = style or ch(styles_us if us else styles_gb)
    if not us:
        s = {"long": "longgb", "mon": "mongb", "mdy": "dmy", "mdy0": "dmy0", "mdy2": "dmy2", "dash": "dot"}.get(s, s)
    else:
        s = {"longgb": "long", "mongb": "mon", "dmy": "mdy", "dmy0": "mdy0", "dmy2": "mdy2", "dot": "dash"}.get(s, s)
    m, dd, y = d.month, d.day, d.year
    if s == "mdy":
        return f"{m:02d}/{dd:02d}/{y}"
    if s == "mdy0":
        return f"{m}/{dd}/{y}"
    if s == "mdy2":
        return f"{m}/{dd}/{y % 100:02d}"
    if s == "dash":
        return f"{m:02d}-{dd:02d}-{y}"
    if s == "long":
        return f"{MON[m-1]} {dd}, {y}"
    if s == "mon":
        return f"{MON[m-1][:3]} {dd}, {y}"
    if s == "iso":
        return d.isoformat()
    if s == "dmon":
        return f"{dd:02d}-{MON[m-1][:3]}-{y}"
    if s == "dmonU":
        return f"{dd:02d}-{MON[m-1][:3].upper()}-{y}"
    if s == "dmy":
        return f"{dd:02d}/{m:02d}/{y}"
    if s == "dmy0":
        return f"{dd}/{m}/{y}"
    if s == "dmy2":
        return f"{dd:02d}/{m:02d}/{y % 100:02d}"
    if s == "longgb":
        return f"{dd} {MON[m-1]} {y}"
    if s == "mongb":
        return f"{dd} {MON[m-1][:3]} {y}"
    if s == "dot":
        return f"{dd:02d}.{m:02d}.{y}"
    if s == "wd":
        if us:
            return f"{WD[d.weekday()]}, {MON[m-1]} {dd}, {y}"
        return f"{WD[d.weekday()]} {dd} {MON[m-1]} {y}"
    if s == "wdshort":
        if us:
            return f"{WD[d.weekday()][:3]} {m}/{dd}"
        return f"{WD[d.weekday()][:3]} {dd}/{m:02d}"
    if s == "short":
        return f"{m}/{dd}" if us else f"{dd}/{m:02d}"
    if s == "monyr":
        return f"{MON[m-1]} {y}"
    if s == "monyr3":
        return f"{MON[m-1][:3]}-{y % 100:02d}" if pr(.5) else f"{MON[m-1][:3]} {y}"
    if s == "myr":
        return f"{m:02d}/{y}"
    if s == "year":
        return str(y)
    if s == "daymon":
        return f"{MON[m-1]} {dd}" if us else f"{dd} {MON[m-1]}"
    if s == "compact":
        return f"{y}{m:02d}{dd:02d}"
    raise ValueError(s)


def D(d, c, style=None):
    return ("DATE", fdate(d, c, style))


def partial_date(d, c):
    return ("DATE", fdate(d, c, ch(["monyr", "monyr3", "myr", "year", "daymon", "short"])))


def clock(h=None, m=None, sec=False):
    h = R.randint(0, 23) if h is None else h
    m = R.randint(0, 59) if m is None else m
    s = f"{h:02d}:{m:02d}"
    if sec:
        s += f":{R.randint(0, 59):02d}"
    return s


def clock12():
    h = R.randint(1, 12)
    return f"{h}:{R.randint(0, 59):02d} {ch(['AM', 'PM', 'am', 'pm'])}"


def age_of(dob, on):
    return on.year - dob.year - ((on.month, on.day) < (dob.month, dob.day))


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMW[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMW[u])


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, sex=None, last=None):
        self.sex = sex or ch("FM")
        self.first = ch(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.mid = ch("ABCDEFGHJKLMNPRSTW") if pr(.45) else ""
        self.last = last or ch(P.LAST)

    def full(self):
        return f"{self.first} {self.last}"

    def full_mid(self):
        return f"{self.first} {self.mid}. {self.last}" if self.mid else self.full()

    def lf(self):
        return f"{self.last}, {self.first}" + (f" {self.mid}" if self.mid else "")

    def LF(self):
        return self.lf().upper()

    def init(self):
        return f"{self.first[0]}.{self.last[0]}."

    def initf(self):
        return f"{self.first[0]}. {self.last}"

    def title(self):
        if self.sex == "M":
            return "Mr"
        if getattr(self, "_tf", None) is None:
            self._tf = ch(["Mrs", "Ms", "Miss", "Ms"])
        return self._tf

    def any(self):
        return ch([self.full(), self.full(), self.full_mid(), self.lf(), self.LF(), self.initf()])


# ---------------------------------------------------------------- contacts
def phone(c, kind="any"):
    if c == "US":
        a = ch(["617", "508", "214", "312", "503", "612", "919", "480", "303", "614", "207",
                "505", "802", "402", "859", "608", "404", "313"])
        n = f"555-{R.randint(100, 199):04d}" if pr(.6) else f"555-{R.randint(0, 9999):04d}"
        s = ch([f"({a}) {n}", f"{a}-{n}", f"{a}.{n.replace('-', '.')}", f"+1 {a} {n.replace('-', ' ')}",
                f"{a}-{n}"])
        if kind == "ext" or (kind == "any" and pr(.12)):
            s += ch([f" ext. {R.randint(2, 9)}{digits(3)}", f" x{R.randint(2, 9)}{digits(3)}",
                     f" ext {digits(2)}"])
        return s
    if c == "UK":
        if kind == "mobile" or (kind == "any" and pr(.3)):
            return ch([f"07700 555{digits(3)}", f"07{digits(3)} 555 {digits(3)}",
                       f"+44 7{digits(3)} 555{digits(3)}"])
        a = ch(["0161", "0113", "0117", "0121", "01632", "01904", "01223", "0191", "020", "029"])
        if a in ("020", "029"):
            return ch([f"{a} 555{digits(1)} {digits(4)}", f"({a}) 555{digits(1)} {digits(4)}"])
        return ch([f"{a} 555 {digits(4)}", f"{a} 555{digits(3 if len(a) == 5 else 4)}",
                   f"+44 {a[1:]} 555 {digits(4)}"])
    if kind == "mobile" or (kind == "any" and pr(.3)):
        return ch([f"04{digits(2)} 555 {digits(3)}", f"+61 4{digits(2)} 555 {digits(3)}"])
    a = ch(["02", "03", "07", "08"])
    return ch([f"({a}) 555{digits(1)} {digits(4)}", f"{a} 9555 {digits(4)}",
               f"+61 {a[1]} 555{digits(1)} {digits(4)}", f"1300 555 {digits(3)}"])


def internal_ext(c):
    """Internal extension digits only; callers keep the label (ext, x) outside the span."""
    return ch([f"555{digits(1)}", f"555{digits(1)}", f"555-{digits(4)}"])


def pager(c):
    if c == "US":
        return ch([f"555-{digits(4)}", f"{R.randint(2, 9)}-555{digits(1)}", f"(617) 555-{digits(4)}"])
    return ch([f"555{digits(1)}", f"555 {digits(2)}"])


def email(p=None, dept=None):
    dom = ch(["example.org", "example.com", "example.net"])
    if dept:
        return f"{dept}@{dom}"
    if p is None:
        p = Person()
    def clean(s):
        return re.sub(r"[^a-z0-9]", "", s.lower())
    f, l = clean(p.first), clean(p.last)
    loc = ch([f"{f}.{l}", f"{f[0]}{l}", f"{l}.{f[0]}", f"{f}{l[0]}{digits(2)}", f"{f}_{l}",
              f"{f[0]}.{l}{R.randint(1, 9)}"])
    return f"{loc}@{dom}"


def url(path=None):
    host = ch(["www.example.org", "www.example.net", "www.example.com", "example.org",
               "example.net", "example.com"])
    scheme = ch(["https://", "https://", "http://", ""])
    path = path or ch(["/portal", "/results", "/patient-portal/login", "/lab/reports",
                       "/imaging/share", "/referrals", "/ehr/viewer", "/myhealth"])
    return f"{scheme}{host}{path}"


def ip():
    k = R.random()
    if k < .45:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if k < .75:
        return f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"
    return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


def username(p):
    f = re.sub(r"[^a-z]", "", p.first.lower())
    l = re.sub(r"[^a-z]", "", p.last.lower())
    return ch([f"{f[0]}{l}", f"{f}.{l}", f"{f[0]}{l}{R.randint(1, 99)}", f"{l}{f[0]}",
               f"{f[:3]}{l[:3]}", f"{l[:6]}{f[0]}{R.randint(1, 9)}", f"{f}{l[0]}"])


# ---------------------------------------------------------------- identifiers
def mrn(c):
    if c == "US":
        return ch([digits(8), digits(7), "E" + digits(7), f"{digits(3)}-{digits(2)}-{digits(2)}",
                   "MR" + digits(6), digits(9)])
    if c == "UK":
        return ch(["K" + digits(7), "H" + digits(6), "RX" + digits(6), f"{letters(1)}{digits(6)}{letters(1)}",
                   digits(8)])
    return ch([digits(7), digits(6), "UR" + digits(6), f"{digits(3)}-{digits(3)}", "MR" + digits(7)])


def nhs():
    return ch([f"999 {digits(3)} {digits(4)}", f"999{digits(7)}", f"999-{digits(3)}-{digits(4)}"])


def medicare_au():
    return ch([f"{R.randint(2, 6)}{digits(3)} {digits(5)} {R.randint(1, 9)}",
               f"{R.randint(2, 6)}{digits(9)}", f"{R.randint(2, 6)}{digits(3)} {digits(5)} {R.randint(1, 9)}/{R.randint(1, 4)}"])


def healthplan(c):
    if c == "US":
        return ch([letters(3) + digits(6), f"{letters(1)}{digits(8)}", f"{digits(1)}{letters(2)}{digits(1)}-{letters(2)}{digits(1)}-{letters(2)}{digits(2)}",
                   f"W{digits(9)}", f"{letters(3)}{digits(9)}01"])
    if c == "UK":
        return nhs()
    return medicare_au()


def group_no():
    return ch([digits(6), f"GRP-{digits(5)}", f"{letters(2)}{digits(4)}"])


def ssn(c):
    if c == "UK":
        return f"QQ {digits(2)} {digits(2)} {digits(2)} {ch('ABCD')}"
    if c == "AU":
        return f"9{digits(2)} {digits(3)} {digits(3)}"
    if pr(.8):
        return f"9{digits(2)}-{digits(2)}-{digits(4)}"
    return f"000-{digits(2)}-{digits(4)}"


def account(c):
    return ch([f"{digits(4)}-{digits(4)}", f"FIN {digits(10)}"[4:], digits(10), f"V{digits(8)}",
               f"{R.randint(2019, 2025)}{digits(6)}", f"ENC-{digits(7)}", f"{digits(9)}",
               f"EP{digits(7)}"])


def accession(prefix=None, yr=None):
    yr = yr % 100 if yr else None
    yr = yr or R.randint(19, 25)
    pfx = prefix or ch(["CT", "MR", "US", "XR", "NM", "IR", "S", "C", "M", "G", "RAD", "SP", "H"])
    return ch([f"{pfx}{yr}-{digits(R.choice([4, 5, 6]))}", f"{pfx}-20{yr}-{digits(6)}",
               f"{pfx}{digits(8)}", f"{digits(2)}{pfx}{digits(6)}", f"{pfx}/{yr}/{digits(5)}"])


def order_no():
    return ch([f"ORD{digits(8)}", digits(9), f"{digits(3)}-{digits(6)}", f"RQ{digits(7)}",
               f"REQ-{digits(6)}", f"{letters(2)}{digits(7)}"])


def npi():
    return ch("12") + digits(9)


def dea():
    return letters(2, "ABFGM") + digits(7)


def license_doc(c):
    if c == "US":
        return ch([("NPI", npi()), ("NPI", npi()), ("DEA", dea()),
                   ("Lic", f"{ch(['MD', 'DO', 'A', 'G'])}{digits(5)}")])
    if c == "UK":
        return ch([("GMC", R.choice("3456789") + digits(6)), ("GMC No.", R.choice("67") + digits(6)),
                   ("HCPC", f"BS{digits(5)}"), ("NMC", f"{digits(2)}{letters(1)}{digits(4)}{letters(1)}")])
    return ch([("AHPRA", f"MED000{digits(7)}"), ("Prov. No.", f"{digits(6)}{letters(1)}{letters(1)}"),
               ("Prescriber No.", digits(7)), ("AHPRA", f"NMW000{digits(7)}")])


def device_sn():
    return ch([f"{letters(3)}{digits(6)}", f"SN{digits(8)}", f"{digits(4)}-{letters(2)}-{digits(4)}",
               f"{letters(2)}{digits(2)}{letters(1)}{digits(5)}", f"{digits(10)}", f"{letters(1)}{digits(7)}{letters(1)}"])


def vin():
    return "".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def plate(c):
    if c == "US":
        return ch([f"{R.randint(1, 9)}{letters(3)}{digits(3)}", f"{letters(3)}-{digits(4)}",
                   f"{letters(3)} {digits(3)}"])
    if c == "UK":
        return f"{letters(2)}{digits(2)} {letters(3)}"
    return ch([f"{digits(1)}{letters(2)}{digits(1)}{letters(2)}", f"{letters(3)}-{digits(3)}",
               f"{letters(3)} {digits(2)}{letters(1)}"])


def bioid():
    return ch([f"FP-{digits(5)}", f"PV-{digits(7)}", f"IRIS-{alnum(6)}", f"BIO{digits(8)}",
               f"FPT{digits(6)}", f"VP-{digits(4)}-{alnum(3)}"])


def drivers_licence(c):
    if c == "US":
        return ch([f"{letters(1)}{digits(7)}", f"{letters(1)}{digits(3)}-{digits(3)}-{digits(2)}-{digits(3)}",
                   digits(9)])
    if c == "UK":
        return f"{letters(5)}{digits(6)}{letters(2)}{digits(1)}{letters(2)}"
    return ch([digits(8), f"{digits(3)} {digits(3)} {digits(3)}"])
