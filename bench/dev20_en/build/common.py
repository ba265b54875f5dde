"""Markup, rendering, people and locale formats for dev20_en."""
import re
import datetime as dt
import pools as P

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

MARK = re.compile(r"\[\[([A-Z_]+):(.*?)\]\]", re.S)


def m(t, v):
    assert t in TYPE2LABEL, t
    v = str(v)
    assert v == v.strip() and v, repr(v)
    return f"[[{t}:{v}]]"


def _mk(t):
    return lambda v: m(t, v)


PT, DR, FA, UN, AG, DT = (_mk(x) for x in ("PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE"))
ST, CI, SA, ZI, CO = (_mk(x) for x in ("STREET", "CITY", "STATE", "ZIP", "COUNTRY"))
HO, OR, LO = (_mk(x) for x in ("HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"))
MR, SS, HP, AC, LI, DV, VE, BI, IDN = (_mk(x) for x in ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE",
                                                         "DEVICE", "VEHICLE", "BIOID", "IDNUM"))
PH, FX, EM, URL, IP, PR = (_mk(x) for x in ("PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION"))


def render(marked):
    out, spans, pos, last = [], [], 0, 0

    def lit(s):
        nonlocal pos
        if s.startswith(".") and spans and spans[-1]["end"] == pos and spans[-1]["text"].endswith("."):
            s = s[1:]
        out.append(s)
        pos += len(s)

    for mo in MARK.finditer(marked):
        lit(marked[last:mo.start()])
        t, v = mo.group(1), mo.group(2)
        spans.append({"start": pos, "end": pos + len(v), "label": TYPE2LABEL[t], "type": t, "text": v})
        out.append(v)
        pos += len(v)
        last = mo.end()
    lit(marked[last:])
    text = "".join(out)
    assert "[[" not in text and "]]" not in text, text[:200]
    return text, spans


# ---------------------------------------------------------------- consistency checks (shared with check.py)
CONSIST_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "STATE", "ZIP", "COUNTRY",
                 "HOSPITAL", "ORGANIZATION", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
                 "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR"}
CAL_WORDS = re.compile(r"(?<![\w'])(January|February|March|April|June|July|August|September|October|November|"
                       r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|"
                       r"Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Christmas|Easter|"
                       r"Diwali|Thanksgiving|Hanukkah|Eid|Boxing Day|New Year|Ramadan|Matariki|Waitangi Day|"
                       r"Anzac Day|Canada Day|Deepavali|Chinese New Year)(?![\w])")
LONG_DIGITS = re.compile(r"\d{6,}")


def problems(text, spans):
    """Return a list of consistency problems: uncovered repeats of a PHI string, unannotated calendar
    words, unannotated long digit runs."""
    probs = []
    cov = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            cov[i] = True

    def covered(a, b):
        return all(cov[a:b])
    seen = set()
    for s in spans:
        v = s["text"]
        if s["type"] not in CONSIST_TYPES or v in seen or len(v) < 2:
            continue
        seen.add(v)
        for mo in re.finditer(r"(?<![\w])" + re.escape(v) + r"(?![\w])", text):
            if not covered(mo.start(), mo.end()):
                probs.append(f"uncovered repeat of {s['type']} {v!r} at {mo.start()}")
    for mo in CAL_WORDS.finditer(text):
        if not covered(mo.start(), mo.end()):
            probs.append(f"unannotated calendar word {mo.group(0)!r} at {mo.start()}")
    for mo in LONG_DIGITS.finditer(text):
        if not covered(mo.start(), mo.end()):
            probs.append(f"unannotated digit run {mo.group(0)!r} at {mo.start()}")
    return probs


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, sex=None, surname=None):
        self.sex = sex or r.choice("FM")
        self.given = r.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.surname = surname or r.choice(P.SURNAMES)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = P.NICK.get(self.given)
        self.r = r

    @property
    def full(self):
        return f"{self.given} {self.surname}"

    @property
    def inits(self):
        s = self.surname.replace("'", "").replace("-", " ").split()
        return self.given[0] + "".join(x[0] for x in s if x[0].isupper())[:1]

    def title(self, married=None):
        t = "Mr" if self.sex == "M" else self.r.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"])
        return t + ("." if self.r.random() < 0.25 else "")

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    def form(self, kind=None):
        """Return one surface form of the name (without a title)."""
        r = self.r
        kind = kind or r.choice(["full", "full", "mi", "upper", "comma", "given", "given_init", "inits", "dots"])
        if kind == "full":
            return self.full
        if kind == "mi":
            return f"{self.given} {self.mi}. {self.surname}"
        if kind == "upper":
            return f"{self.surname.upper()}, {self.given.upper()}" + r.choice(["", f" {self.mi}"])
        if kind == "comma":
            return f"{self.surname}, {self.given}"
        if kind == "given":
            return self.given
        if kind == "given_init":
            return f"{self.given} {self.surname[0]}."
        if kind == "inits":
            return self.inits
        if kind == "dots":
            return ".".join(self.inits) + "."
        if kind == "nick":
            return self.nick or self.given
        if kind == "lower":
            return self.given.lower()
        raise ValueError(kind)


# ---------------------------------------------------------------- locales
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def town(r):
    return r.choice(P.TOWN_A) + r.choice(P.TOWN_B)


class Locale:
    code = "XX"
    dmy = True
    gp = "GP"
    states = []
    country = ["Country"]
    street_kinds = ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Terrace", "Grove"]

    def __init__(self, r):
        self.r = r
        self.towns = [self.mk_town() for _ in range(40)]

    def mk_town(self):
        r = self.r
        t = town(r)
        if r.random() < 0.25:
            t = r.choice(["North ", "East ", "West ", "Upper ", "Lower ", "Port ", "Mount "]) + t
        return t

    def city(self):
        return self.r.choice(self.towns)

    def state(self):
        return self.r.choice(self.states)

    def street(self):
        r = self.r
        s = f"{r.randint(1, 240)} {r.choice(P.STREET_A)} {r.choice(self.street_kinds)}"
        if r.random() < 0.2:
            s = r.choice(["Flat ", "Unit ", "Apt "]) + f"{r.randint(1, 30)}, " + s
        return s

    def address_parts(self):
        """list of (type, value, sep_after)"""
        return [("STREET", self.street(), ", "), ("CITY", self.city(), ", "), ("STATE", self.state(), " "),
                ("ZIP", self.zip(), "")]

    def address(self, multiline=False):
        parts = self.address_parts()
        out = ""
        for t, v, sep in parts:
            if multiline and sep == ", ":
                sep = "\n"
            out += m(t, v) + sep
        return out

    def d(self, x, style=None):
        r = self.r
        style = style or r.choice(self.date_styles)
        mo, dd, yy = x.month, x.day, x.year
        M = MONTHS[mo - 1]
        W = WDAYS[x.weekday()]
        return {
            "mdy": f"{mo:02d}/{dd:02d}/{yy}", "mdy_s": f"{mo}/{dd}/{yy % 100:02d}", "mdy_n": f"{mo}/{dd}/{yy}",
            "dmy": f"{dd:02d}/{mo:02d}/{yy}", "dmy_s": f"{dd}/{mo}/{yy % 100:02d}", "dmy_dot": f"{dd}.{mo}.{yy % 100:02d}",
            "iso": f"{yy}-{mo:02d}-{dd:02d}", "ymd_sl": f"{yy}/{mo:02d}/{dd:02d}",
            "long_us": f"{M} {dd}, {yy}", "long_uk": f"{dd} {M} {yy}", "ord_uk": f"{ordinal(dd)} {M} {yy}",
            "abbr_uk": f"{dd} {M[:3]} {yy}", "abbr_us": f"{M[:3]} {dd}, {yy}", "dmon": f"{dd}-{M[:3]}-{yy}",
            "dmon_up": f"{dd:02d}-{M[:3].upper()}-{yy}",
            "wk_long_us": f"{W}, {M} {dd}, {yy}", "wk_long_uk": f"{W} {dd} {M} {yy}",
            "md": f"{mo}/{dd}", "dm": f"{dd}/{mo}", "wk_md": f"{W[:3]} {mo}/{dd}", "wk_dm": f"{W[:3]} {dd}/{mo}",
            "mon_d": f"{M[:3]} {dd}", "d_mon": f"{dd} {M[:3]}", "d_month": f"{dd} {M}", "month_d": f"{M} {dd}",
            "ord": f"{ordinal(dd)} {M}", "month_y": f"{M} {yy}", "year": f"{yy}", "wd": W, "wd3": W[:3],
        }[style]

    def dshort(self, x):
        """date without year"""
        return self.d(x, self.r.choice(self.short_styles))

    def dwk(self, x):
        return self.d(x, self.r.choice(self.wk_styles))

    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def mrn(self):
        r = self.r
        return r.choice([self.digits(8), "MR" + self.digits(7), self.digits(3) + "-" + self.digits(4) + "-" + self.digits(2),
                         "H" + self.digits(6), self.digits(10)])

    def account(self):
        r = self.r
        return r.choice([self.digits(4) + "-" + self.digits(4), "ENC" + self.digits(8), "V" + self.digits(9),
                         self.digits(11), "FIN " + self.digits(7)]).replace("FIN ", "FIN")

    def idnum(self, kind="ref"):
        r = self.r
        y = r.randint(21, 25)
        return r.choice([f"REF-{y}-{self.digits(5)}", f"{self.letters(2)}{y}/{self.digits(4)}", f"CASE{self.digits(6)}",
                         f"S{y}-{self.digits(4)}", f"{self.digits(2)}-{self.digits(6)}", f"RQ{self.digits(7)}",
                         f"E{y}{self.digits(5)}"])

    def device(self):
        r = self.r
        return r.choice([f"SN {self.letters(3)}{self.digits(6)}"[3:], f"{self.letters(2)}{self.digits(8)}",
                         f"{self.digits(4)}-{self.letters(2)}-{self.digits(5)}", f"{self.digits(10)}",
                         f"{self.letters(1)}{self.digits(3)}{self.letters(1)}{self.digits(4)}"])

    def biod(self):
        r = self.r
        return r.choice([f"FP-{self.digits(5)}", f"BIO{self.digits(7)}", f"RS-{self.digits(3)}-{self.digits(3)}",
                         f"VP{self.digits(6)}", f"FPR{self.digits(4)}{self.letters(2)}"])

    def username(self, p):
        r = self.r
        g, s = p.given.lower().replace("-", ""), p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
        return r.choice([g[0] + s, g[0] + s + str(r.randint(1, 9)), f"{g}.{s}", f"{s}{g[0]}", f"{g[0]}{s[:5]}{r.randint(10, 99)}"])

    def email(self, p, domain):
        r = self.r
        g, s = p.given.lower().replace("-", ""), p.surname.lower().replace(" ", "").replace("'", "").replace("-", "")
        g = g.replace("é", "e").replace("ë", "e")
        return r.choice([f"{g}.{s}@{domain}", f"{g[0]}{s}@{domain}", f"{g}{s[0]}{r.randint(1, 99)}@{domain}"])

    def ip(self):
        r = self.r
        return r.choice([f"192.0.2.{r.randint(2, 254)}", f"198.51.100.{r.randint(2, 254)}",
                         f"203.0.113.{r.randint(2, 254)}", f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 254)}"])

    def plate(self):
        return self.r.choice(self.plates)()

    def vin(self):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def tld(self):
        return self.r.choice(self.tlds)


class US(Locale):
    code = "US"
    gp = "PCP"
    date_styles = ["mdy", "mdy", "mdy_s", "mdy_n", "long_us", "abbr_us", "dmon"]
    short_styles = ["md", "md", "mon_d", "month_d"]
    wk_styles = ["wk_md", "wk_long_us", "wd", "wd3"]
    states = ["OH", "IL", "WI", "MN", "IA", "NE", "KS", "MO", "TN", "KY", "NC", "SC", "TX", "AZ", "NM", "UT", "NV",
              "WA", "MI", "NY", "NJ", "VT", "NH", "CT", "MA", "VA", "WV", "FL", "LA", "AR", "MT", "SD", "ND", "WY",
              "RI", "Ohio", "Iowa", "Kansas", "Tennessee", "Vermont", "Montana", "Nebraska", "Wisconsin"]
    country = ["USA", "United States"]
    street_kinds = ["Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Place", "Parkway", "Way"]
    tlds = ["org", "com", "net", "health"]
    areas = [217, 312, 614, 503, 720, 919, 402, 608, 515, 785, 316, 865, 502, 803, 505, 775, 802, 406, 701]

    def street(self):
        r = self.r
        s = f"{r.randint(10, 9899)} {r.choice(['', '', 'N ', 'S ', 'E ', 'W '])}{r.choice(P.STREET_A)} {r.choice(self.street_kinds)}"
        if r.random() < 0.25:
            s += r.choice([", Apt ", ", Unit ", " #", ", Apt. "]) + f"{r.randint(1, 40)}{r.choice(['', 'B', 'C'])}"
        return s

    def zip(self):
        z = self.digits(5)
        return z + ("-" + self.digits(4) if self.r.random() < 0.15 else "")

    def phone(self):
        r = self.r
        a, n = r.choice(self.areas), f"555-01{r.randint(0, 99):02d}"
        return r.choice([f"({a}) {n}", f"{a}-{n}", f"{a}.{n.replace('-', '.')}", f"({a}) {n}"])

    mobile = phone
    fax = phone

    def ext(self):
        return self.phone() + self.r.choice([" ext. ", " x", " ext "]) + str(self.r.randint(100, 4999))

    def pager(self):
        return self.r.choice([f"{self.r.randint(1, 9)}-{self.digits(4)}", self.digits(5), f"(614) 555-01{self.r.randint(0, 99):02d}"])

    def nat_id(self):
        r = self.r
        return ("SSN", f"{r.randint(900, 999)}-{self.digits(2)}-{self.digits(4)}")

    def healthplan(self):
        r = self.r
        return r.choice([("Member ID", f"{self.letters(3)}{self.digits(6)}"), ("Medicaid #", self.digits(8) + self.letters(1)),
                         ("Medicare MBI", f"{r.randint(1, 9)}{self.letters(2)}{r.randint(0, 9)}-{self.letters(2)}{self.digits(1)}-{self.letters(2)}{self.digits(2)}"),
                         ("Policy #", f"{self.letters(2)}-{self.digits(7)}"), ("Group #", self.digits(6))])

    def license(self, role):
        r = self.r
        if role == "doc":
            return r.choice([("NPI", "1" + self.digits(9)), ("DEA", self.letters(2) + self.digits(7)), ("Lic #", f"{self.letters(1)}{self.digits(5)}")])
        return r.choice([("NPI", "1" + self.digits(9)), ("Lic #", f"{self.letters(2)}{self.digits(6)}"), ("State license", self.digits(7))])

    def plates_(self):
        return f"{self.digits(1)}{self.letters(3)}{self.digits(3)}"

    @property
    def plates(self):
        return [self.plates_, lambda: f"{self.letters(3)}-{self.digits(4)}", lambda: f"{self.letters(3)} {self.digits(3)}"]


class UK(Locale):
    code = "UK"
    date_styles = ["dmy", "dmy", "long_uk", "ord_uk", "abbr_uk", "dmy_s", "dmy_dot", "dmon_up"]
    short_styles = ["dm", "d_mon", "d_month", "ord"]
    wk_styles = ["wk_dm", "wk_long_uk", "wd", "wd3"]
    states = ["Kent", "Cumbria", "Devon", "Norfolk", "North Yorkshire", "Lancashire", "Shropshire", "Durham",
              "Somerset", "Suffolk", "Lincolnshire", "Cheshire"]  # counties -> CITY per guideline
    country = ["UK", "United Kingdom", "England", "Wales", "Scotland"]
    tlds = ["nhs.uk", "co.uk", "org.uk"]

    def address_parts(self):
        r = self.r
        parts = [("STREET", self.street(), ", "), ("CITY", self.city(), ", ")]
        if r.random() < 0.4:
            parts.append(("CITY", self.state(), ", "))
        parts.append(("ZIP", self.zip(), ""))
        return parts

    def zip(self):
        r = self.r
        return f"{self.letters(r.choice([1, 2]), 'BCDEHKLMNPSTWY')}{r.randint(1, 29)} {r.randint(0, 9)}{self.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}"

    def phone(self):
        r = self.r
        return r.choice([f"01632 960{r.randint(0, 999):03d}", f"0113 496 0{r.randint(0, 999):03d}",
                         f"020 7946 0{r.randint(0, 999):03d}", f"0161 496 0{r.randint(0, 999):03d}"])

    def mobile(self):
        return f"07700 900{self.r.randint(0, 999):03d}"

    fax = phone

    def ext(self):
        return self.phone() + f" ext {self.r.randint(1000, 7999)}"

    def pager(self):
        return f"07623 {self.digits(6)}" if self.r.random() < 0.3 else self.digits(4)

    def nat_id(self):
        return ("NI No", f"{self.letters(2, 'ABCEGHJKLMNPRSTWXYZ')} {self.digits(2)} {self.digits(2)} {self.digits(2)} {self.r.choice('ABCD')}")

    def healthplan(self):
        r = self.r
        return r.choice([("Policy no", f"{self.letters(3)}{self.digits(7)}"), ("Membership no", self.digits(9)),
                         ("Insurer ref", f"{self.letters(2)}-{self.digits(6)}")])

    def nhs(self):
        return f"{self.digits(3)} {self.digits(3)} {self.digits(4)}"

    def license(self, role):
        r = self.r
        return {"doc": ("GMC", self.digits(7)), "physio": ("HCPC", "PH" + self.digits(6)), "ot": ("HCPC", "OT" + self.digits(5)),
                "slt": ("HCPC", "SL" + self.digits(5)), "pod": ("HCPC", "CH" + self.digits(5)), "diet": ("HCPC", "DT" + self.digits(5)),
                "nurse": ("NMC PIN", f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"),
                "pharm": ("GPhC", self.digits(7)), "para": ("HCPC", "PA" + self.digits(5)),
                "sw": ("SWE reg", "SW" + self.digits(6)), "aud": ("HCPC", "HAD" + self.digits(5)),
                "opt": ("GOC", "01-" + self.digits(5))}.get(role, ("Reg", self.digits(7)))

    @property
    def plates(self):
        return [lambda: f"{self.letters(2)}{self.r.randint(51, 74)} {self.letters(3)}", lambda: f"{self.letters(2)}{self.r.randint(10, 24)}{self.letters(3)}"]


class CA(Locale):
    code = "CA"
    gp = "family physician"
    date_styles = ["iso", "iso", "long_us", "abbr_us", "dmon", "dmy"]
    short_styles = ["mon_d", "month_d", "md"]
    wk_styles = ["wk_long_us", "wd", "wd3"]
    states = ["ON", "BC", "AB", "MB", "NS", "NB", "SK", "NL", "PE", "Ontario", "Manitoba", "Nova Scotia", "British Columbia"]
    country = ["Canada"]
    tlds = ["ca", "on.ca", "org"]
    areas = [416, 604, 613, 902, 204, 306, 519, 705, 780, 506]
    street_kinds = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Line", "Concession Road", "Court"]

    def zip(self):
        L = "ABCEGHJKLMNPRSTVXY"
        return f"{self.letters(1, L)}{self.digits(1)}{self.letters(1, L)} {self.digits(1)}{self.letters(1, L)}{self.digits(1)}"

    def phone(self):
        r = self.r
        a = r.choice(self.areas)
        return r.choice([f"({a}) 555-01{r.randint(0, 99):02d}", f"{a}-555-01{r.randint(0, 99):02d}"])

    mobile = phone
    fax = phone

    def ext(self):
        return self.phone() + f" ext. {self.r.randint(100, 9999)}"

    def pager(self):
        return self.digits(5)

    def nat_id(self):
        return ("SIN", f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}")

    def healthplan(self):
        r = self.r
        return r.choice([("OHIP", f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}"),
                         ("PHN", f"9{self.digits(3)} {self.digits(3)} {self.digits(3)}"), ("Health card", f"{self.digits(10)} {self.letters(2)}"),
                         ("Blue Cross ID", f"{self.letters(1)}{self.digits(8)}")])

    def license(self, role):
        return {"doc": ("CPSO #", self.digits(5)), "nurse": ("CNO Reg", self.digits(7)), "pharm": ("OCP #", self.digits(6))}.get(
            role, ("Registration #", self.digits(5)))

    @property
    def plates(self):
        return [lambda: f"{self.letters(4)} {self.digits(3)}", lambda: f"{self.letters(2)}{self.digits(1)}-{self.digits(3)}"]


class AU(Locale):
    code = "AU"
    date_styles = ["dmy", "dmy", "long_uk", "dmy_s", "abbr_uk", "dmon"]
    short_styles = ["dm", "d_mon", "d_month"]
    wk_styles = ["wk_dm", "wk_long_uk", "wd", "wd3"]
    states = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT", "Queensland", "Victoria", "Tasmania", "New South Wales"]
    country = ["Australia"]
    tlds = ["com.au", "org.au", "net.au"]
    street_kinds = ["Street", "Road", "Parade", "Avenue", "Esplanade", "Highway", "Court", "Crescent", "Drive"]

    def zip(self):
        return str(self.r.randint(2000, 7999))

    def address_parts(self):
        return [("STREET", self.street(), ", "), ("CITY", self.city(), " "), ("STATE", self.state(), " "), ("ZIP", self.zip(), "")]

    def phone(self):
        r = self.r
        return r.choice([f"(02) 5550 {self.digits(4)}", f"(03) 7010 {self.digits(4)}", f"(07) 5550 {self.digits(4)}",
                         f"(08) 5550 {self.digits(4)}"])

    def mobile(self):
        return f"0491 57{self.r.randint(0, 9)} {self.digits(3)}"

    fax = phone

    def ext(self):
        return self.phone() + f" ext {self.r.randint(100, 999)}"

    def pager(self):
        return self.digits(4)

    def nat_id(self):
        return ("TFN", f"{self.digits(3)} {self.digits(3)} {self.digits(3)}")

    def healthplan(self):
        r = self.r
        return r.choice([("Medicare", f"{r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {r.randint(1, 9)}"),
                         ("Medicare No", f"{r.randint(2, 6)}{self.digits(9)}"), ("DVA", f"N{self.letters(1)}{self.digits(6)}"),
                         ("Health fund member", self.digits(8))])

    def license(self, role):
        code = {"doc": "MED", "physio": "PHY", "ot": "OCC", "nurse": "NMW", "pharm": "PHA", "pod": "POD",
                "opt": "OPT", "para": "PAR"}.get(role, "")
        if not code:
            return ("Membership", self.digits(6))
        return ("AHPRA", code + "000" + self.digits(7))

    @property
    def plates(self):
        return [lambda: f"{self.digits(1)}{self.letters(3)}{self.digits(3)}", lambda: f"{self.letters(3)}-{self.digits(3)}", lambda: f"{self.letters(2)}-{self.digits(2)}-{self.letters(2)}"]


class NZ(AU):
    code = "NZ"
    states = ["Auckland", "Waikato", "Canterbury", "Otago", "Wellington", "Bay of Plenty", "Northland",
              "Hawke's Bay", "Southland", "Taranaki", "Manawatū-Whanganui"]
    country = ["New Zealand", "Aotearoa New Zealand"]
    tlds = ["co.nz", "org.nz", "health.nz"]
    street_kinds = ["Street", "Road", "Avenue", "Terrace", "Place", "Crescent", "Drive", "Rise"]

    def address_parts(self):
        r = self.r
        parts = [("STREET", self.street(), ", "), ("CITY", self.city(), " ")]
        if r.random() < 0.5:
            parts = [("STREET", self.street(), ", "), ("CITY", self.city(), ", "), ("STATE", self.state(), " ")]
        parts.append(("ZIP", self.zip(), ""))
        return parts

    def zip(self):
        return f"{self.r.randint(1010, 9893)}"

    def phone(self):
        r = self.r
        return f"({r.choice(['09', '04', '03', '07', '06'])}) 555 {self.digits(4)}"

    def mobile(self):
        return f"021 555 {self.digits(4)}"

    fax = phone

    def nat_id(self):
        return ("IRD no", f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}")

    def nhi(self):
        return self.letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + self.digits(4)

    def healthplan(self):
        r = self.r
        return r.choice([("Southern Cross member", self.digits(8)), ("ACC claim", f"{self.letters(2)}{self.digits(8)}"),
                         ("Community Services Card", self.digits(9))])

    def license(self, role):
        return {"doc": ("MCNZ", self.digits(5)), "nurse": ("NCNZ", self.digits(6)), "physio": ("PBNZ", self.digits(5)),
                "pharm": ("PCNZ", self.digits(5))}.get(role, ("Reg no", self.digits(5)))

    @property
    def plates(self):
        return [lambda: f"{self.letters(3)}{self.digits(3)}", lambda: f"{self.letters(2)}{self.digits(4)}"]


class IE(UK):
    code = "IE"
    date_styles = ["dmy", "long_uk", "ord_uk", "dmy_s", "abbr_uk"]
    states = ["Cork", "Kerry", "Galway", "Mayo", "Donegal", "Wexford", "Kildare", "Tipperary", "Clare", "Sligo"]
    country = ["Ireland", "Republic of Ireland"]
    tlds = ["ie", "hse.ie"]

    def mk_town(self):
        r = self.r
        return r.choice(["Bally", "Kil", "Drum", "Clon", "Carrig", "Rath", "Knock", "Ennis", "Dun", "Lis"]) + \
            r.choice(["more", "beg", "keel", "dara", "moyle", "garrow", "nagh", "corran", "ferry", "lougher", "tane"])

    def address_parts(self):
        r = self.r
        parts = [("STREET", self.street(), ", "), ("CITY", self.city(), ", ")]
        if r.random() < 0.5:
            parts.append(("CITY", "Co. " + self.state(), ", "))
        parts.append(("ZIP", self.zip(), ""))
        return parts

    def zip(self):
        r = self.r
        return f"{r.choice('ADFHKNPRTVWXY')}{self.digits(2)} {self.letters(1, 'ACDEFHKNPRTVWXY')}{self.digits(1)}{self.letters(1, 'ACDEFHKNPRTVWXY')}{self.digits(1)}"

    def phone(self):
        r = self.r
        return f"({r.choice(['01', '021', '091', '061', '051'])}) 555 {self.digits(4)}"

    def mobile(self):
        return f"087 555 {self.digits(4)}"

    fax = phone

    def nat_id(self):
        return ("PPSN", f"{self.digits(7)}{self.letters(1)}{self.r.choice(['', 'A', 'W'])}")

    def healthplan(self):
        r = self.r
        return r.choice([("Medical card no", f"{self.digits(7)}{self.letters(1)}"), ("GP visit card", f"{self.digits(8)}"),
                         ("VHI member", self.digits(9)), ("DPS no", self.digits(7))])

    def license(self, role):
        return {"doc": ("IMC reg", self.digits(6)), "nurse": ("NMBI PIN", self.digits(6)), "pharm": ("PSI reg", self.digits(5)),
                "physio": ("CORU reg", "PT" + self.digits(6))}.get(role, ("CORU reg", self.digits(6)))

    @property
    def plates(self):
        return [lambda: f"{self.r.randint(10, 24)}{self.r.choice(['1', '2'])}-{self.r.choice(['D', 'C', 'G', 'KY', 'WX', 'L'])}-{self.digits(r_ := 4)}"]


class ZA(Locale):
    code = "ZA"
    date_styles = ["ymd_sl", "ymd_sl", "dmy", "long_uk", "abbr_uk", "iso"]
    short_styles = ["d_mon", "d_month", "dm"]
    wk_styles = ["wk_long_uk", "wd", "wd3"]
    states = ["Gauteng", "Western Cape", "KwaZulu-Natal", "Eastern Cape", "Free State", "Limpopo", "Mpumalanga", "Northern Cape"]
    country = ["South Africa", "RSA"]
    tlds = ["co.za", "org.za"]
    street_kinds = ["Street", "Road", "Avenue", "Drive", "Crescent", "Lane"]

    def mk_town(self):
        r = self.r
        return r.choice(["Klein", "Groot", "Rooi", "Wit", "Mooi", "Stil", "Bos", "Sand", "Riet", "Kwa", "Emba",
                         "Ezi", "Uma"]) + r.choice(["fontein", "kloof", "vlei", "rivier", "dorp", "bult", "thembeni",
                                                     "nyameni", "lazi", "hlanga", "khaya"])

    def address_parts(self):
        return [("STREET", self.street(), ", "), ("CITY", self.city(), ", "), ("STATE", self.state(), ", "), ("ZIP", self.zip(), "")]

    def zip(self):
        return f"{self.r.randint(1, 9999):04d}"

    def phone(self):
        r = self.r
        return f"({r.choice(['011', '021', '031', '012', '041'])}) 555 {self.digits(4)}"

    def mobile(self):
        r = self.r
        return f"{r.choice(['082', '083', '072', '071', '060'])} 555 {self.digits(4)}"

    fax = phone

    def ext(self):
        return self.phone() + f" ext {self.r.randint(100, 999)}"

    def pager(self):
        return self.digits(4)

    def nat_id(self):
        return ("ID no", self.digits(13))

    def healthplan(self):
        r = self.r
        return r.choice([("Medical aid no", self.digits(9)), ("Scheme member no", f"{self.letters(3)}{self.digits(7)}"),
                         ("Dependant code", self.digits(2) + "-" + self.digits(9))])

    def license(self, role):
        return {"doc": ("HPCSA", "MP" + self.digits(7)), "physio": ("HPCSA", "PT" + self.digits(7)), "ot": ("HPCSA", "OT" + self.digits(7)),
                "nurse": ("SANC", self.digits(8)), "pharm": ("SAPC", "P" + self.digits(8)), "para": ("HPCSA", "ANT" + self.digits(7)),
                "diet": ("HPCSA", "DT" + self.digits(7))}.get(role, ("Practice no", self.digits(7)))

    @property
    def plates(self):
        return [lambda: f"{self.letters(2)} {self.digits(2)} {self.letters(2)} GP", lambda: f"CA {self.digits(3)}-{self.digits(3)}",
                lambda: f"{self.letters(3)} {self.digits(3)} EC", lambda: f"ND {self.digits(3)}-{self.digits(3)}"]


class SG(Locale):
    code = "SG"
    date_styles = ["dmy", "dmy", "abbr_uk", "long_uk", "dmon"]
    short_styles = ["dm", "d_mon"]
    wk_styles = ["wk_dm", "wd", "wd3"]
    country = ["Singapore"]
    tlds = ["com.sg", "org.sg", "sg"]
    estates = ["Tampines", "Bedok", "Jurong West", "Woodlands", "Yishun", "Sengkang", "Punggol", "Hougang",
               "Ang Mo Kio", "Toa Payoh", "Clementi", "Bukit Batok", "Pasir Ris", "Choa Chu Kang", "Serangoon"]

    def __init__(self, r):
        super().__init__(r)

    def street(self):
        r = self.r
        est = r.choice(["Tanjong Rimau", "Kampong Selasih", "Lorong Merbau", "Bukit Cendana", "Jalan Kemuning",
                        "Telok Serai", "Sungei Jelita", "Pasir Keruing", "Kebun Tembusu", "Lengkok Nibong"])
        if r.random() < 0.7:
            return f"Blk {r.randint(101, 899)}{r.choice(['', '', 'A', 'B'])} {est} {r.choice(['Avenue', 'Street', 'Drive'])} {r.randint(1, 9)}, #{r.randint(2, 25):02d}-{r.randint(1, 300):02d}"
        return f"{r.randint(1, 90)} {est} {r.choice(['Road', 'Lane', 'Rise', 'Crescent'])}"

    def city(self):
        return self.r.choice(self.estates)

    def address_parts(self):
        r = self.r
        parts = [("STREET", self.street(), ", ")]
        if r.random() < 0.3:
            parts.append(("CITY", self.city(), ", "))
        parts += [("COUNTRY", "Singapore", " "), ("ZIP", self.zip(), "")]
        return parts

    def zip(self):
        return f"{self.r.randint(10, 82)}{self.digits(4)}"

    def phone(self):
        return f"6555 {self.digits(4)}" if self.r.random() < 0.6 else f"+65 6555 {self.digits(4)}"

    def mobile(self):
        return f"{self.r.choice(['8', '9'])}555 {self.digits(4)}"

    fax = phone

    def ext(self):
        return self.phone() + f" ext {self.r.randint(100, 999)}"

    def pager(self):
        return self.digits(4)

    def nat_id(self):
        return ("NRIC", f"{self.r.choice('STFG')}{self.digits(7)}{self.letters(1, 'ABCDEFGHIJZ')}")

    def healthplan(self):
        r = self.r
        return r.choice([("Insurer policy no", f"{self.letters(2)}{self.digits(8)}"), ("CHAS card", self.digits(10)),
                         ("IP policy", f"{self.letters(1)}{self.digits(9)}")])

    def license(self, role):
        return {"doc": ("MCR", f"M{self.digits(5)}{self.letters(1)}"), "nurse": ("SNB", f"R{self.digits(5)}{self.letters(1)}"),
                "pharm": ("SPC", f"P{self.digits(5)}{self.letters(1)}")}.get(role, ("AHPC", f"{self.letters(2)}{self.digits(5)}"))

    @property
    def plates(self):
        return [lambda: f"S{self.letters(2)}{self.r.randint(1, 9999)}{self.letters(1)}", lambda: f"GB{self.r.randint(100, 9999)}{self.letters(1)}"]


LOCALES = {"US": US, "UK": UK, "CA": CA, "AU": AU, "NZ": NZ, "IE": IE, "ZA": ZA, "SG": SG}
