"""Document builder, people, and per-locale formats for dev22_en."""
import datetime as dt
import re

import pools

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_MARK = re.compile(r"\[\[([A-Z_]+):(.*?)\]\]", re.S)


def M(t, v):
    v = str(v)
    assert t in TYPE2LABEL, t
    assert v and v == v.strip() and "[[" not in v and "]]" not in v, (t, v)
    return f"[[{t}:{v}]]"


def P(v): return M("PATIENT", v)
def DR(v): return M("DOCTOR", v)
def FA(v): return M("FAMILY", v)
def US(v): return M("USERNAME", v)
def AG(v): return M("AGE", v)
def DA(v): return M("DATE", v)
def ST(v): return M("STREET", v)
def CI(v): return M("CITY", v)
def SA(v): return M("STATE", v)
def ZP(v): return M("ZIP", v)
def CO(v): return M("COUNTRY", v)
def HO(v): return M("HOSPITAL", v)
def OR(v): return M("ORGANIZATION", v)
def LO(v): return M("LOCATION_OTHER", v)
def MR(v): return M("MRN", v)
def SS(v): return M("SSN", v)
def HP(v): return M("HEALTHPLAN", v)
def AC(v): return M("ACCOUNT", v)
def LI(v): return M("LICENSE", v)
def DV(v): return M("DEVICE", v)
def VE(v): return M("VEHICLE", v)
def BI(v): return M("BIOID", v)
def ID(v): return M("IDNUM", v)
def PH(v): return M("PHONE", v)
def FX(v): return M("FAX", v)
def EM(v): return M("EMAIL", v)
def UR(v): return M("URL", v)
def IP(v): return M("IPADDR", v)
def PR(v): return M("PROFESSION", v)


def vis(s):
    """Visible text of a marked string."""
    return _MARK.sub(lambda m: m.group(2), s)


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def add(self, s):
        pos = 0
        for m in _MARK.finditer(s):
            self._plain(s[pos:m.start()])
            t, v = m.group(1), m.group(2)
            self.spans.append({"start": self.n, "end": self.n + len(v), "label": TYPE2LABEL[t],
                               "type": t, "text": v})
            self.parts.append(v)
            self.n += len(v)
            pos = m.end()
        self._plain(s[pos:])

    def _plain(self, s):
        assert "[[" not in s and "]]" not in s, s
        self.parts.append(s)
        self.n += len(s)

    def ln(self, s=""):
        self.add(s + "\n")

    def text(self):
        return "".join(self.parts).rstrip("\n") + "\n"


# ------------------------------------------------------------------ numbers
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


# ------------------------------------------------------------------ people
TITLES = {"F": ["Ms", "Mrs", "Miss"], "M": ["Mr"]}


class Person:
    def __init__(self, given, surname, sex, mi=None):
        self.given, self.last, self.sex, self.mi = given, surname, sex, mi

    @property
    def full(self): return f"{self.given} {self.last}"

    @property
    def full_mi(self): return f"{self.given} {self.mi}. {self.last}" if self.mi else self.full

    @property
    def lf(self): return f"{self.last}, {self.given}"

    @property
    def LF(self):
        s = f"{self.last.upper()}, {self.given.upper()}"
        return s + (f" {self.mi}" if self.mi else "")

    @property
    def init(self): return self.given[0] + self.last[0]

    @property
    def initdot(self): return f"{self.given[0]}.{self.last[0]}."

    @property
    def gi(self): return f"{self.given} {self.last[0]}."

    @property
    def ilast(self): return f"{self.given[0]}. {self.last}"

    @property
    def lower_init(self): return (self.given[0] + re.sub(r"[^A-Za-z]", "", self.last)[0]).lower()

    def user(self, rng):
        base = (self.given[0] + re.sub(r"[^A-Za-z]", "", self.last)).lower()[:9]
        return base + (str(rng.randint(1, 99)) if rng.random() < 0.6 else "")

    def email(self, rng, domain):
        g = re.sub(r"[^A-Za-z]", "", self.given).lower()
        s = re.sub(r"[^A-Za-z]", "", self.last).lower()
        f = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s[0]}{rng.randint(1, 99)}", f"{s}.{g}"])
        return f"{f}@{domain}"


# ------------------------------------------------------------------ dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WKD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _L(rng, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _D(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


class Locale:
    code = "US"
    dot = "."            # title full stop
    dmy = False
    gp = "PCP"

    def __init__(self, rng):
        self.rng = rng

    # ---- names
    def person(self, sex=None, group=None):
        r = self.rng
        sex = sex or r.choice("FM")
        w = pools.GROUP_WEIGHTS[self.code]
        if group is None:
            group = r.choices(list(w), weights=list(w.values()))[0]
        given = r.choice(pools.GIVEN[group][sex])
        sg = group if r.random() < 0.85 else r.choices(list(w), weights=list(w.values()))[0]
        last = r.choice(pools.SURNAMES[sg])
        mi = r.choice("ABCDEFGHJKLMNPRSTVW") if r.random() < 0.5 else None
        return Person(given, last, sex, mi)

    def title(self, sex):
        t = self.rng.choice(TITLES[sex])
        return t + self.dot if self.rng.random() < 0.85 else t

    def drt(self):
        return "Dr" + self.dot

    # ---- dates
    def date(self, d, style=None):
        r = self.rng
        style = style or r.choices(["num", "long", "mon", "short", "iso"], [45, 20, 15, 12, 8])[0]
        if style == "iso":
            return f"{d.year}-{d.month:02d}-{d.day:02d}"
        if self.dmy:
            if style == "num":
                return f"{d.day:02d}/{d.month:02d}/{d.year}"
            if style == "long":
                return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
            if style == "mon":
                return r.choice([f"{d.day}-{MON[d.month - 1]}-{d.year}", f"{d.day} {MON[d.month - 1]} {d.year}",
                                 f"{d.day:02d}-{MON[d.month - 1].upper()}-{d.year}"])
            return f"{d.day}/{d.month}/{d.year % 100:02d}"
        if style == "num":
            return r.choice([f"{d.month:02d}/{d.day:02d}/{d.year}", f"{d.month}/{d.day}/{d.year}"])
        if style == "long":
            return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
        if style == "mon":
            return r.choice([f"{MON[d.month - 1]} {d.day}, {d.year}", f"{d.day}-{MON[d.month - 1]}-{d.year}"])
        return f"{d.month}/{d.day}/{d.year % 100:02d}"

    def pdate(self, d):
        """partial date without year"""
        if self.dmy:
            return self.rng.choice([f"{d.day}/{d.month}", f"{d.day} {MON[d.month - 1]}"])
        return self.rng.choice([f"{d.month}/{d.day}", f"{d.month}/{d.day}", f"{MON[d.month - 1]} {d.day}"])

    def wdate(self, d):
        """weekday + partial or full date"""
        r = self.rng
        k = r.random()
        if k < 0.5:
            return f"{WK3[d.weekday()]} {self.pdate(d)}"
        if k < 0.8:
            return f"{WKD[d.weekday()]}, {self.date(d, 'long')}"
        return f"{WKD[d.weekday()]} {self.date(d, 'num')}"

    def monthyear(self, d):
        return self.rng.choice([f"{MONTHS[d.month - 1]} {d.year}", f"{MON[d.month - 1]} {d.year}",
                                f"{d.month}/{d.year}" if not self.dmy else f"{d.month:02d}/{d.year}"])

    def holiday(self):
        return self.rng.choice(["Christmas", "Thanksgiving", "Christmas Eve", "New Year's Day", "Easter",
                                "Fourth of July", "Memorial Day", "Labor Day", "Halloween"])

    # ---- contacts
    AREA = ["614", "312", "503", "612", "404", "512", "734", "410", "414", "720", "919", "804", "602", "859"]

    def phone(self):
        r = self.rng
        a, n = r.choice(self.AREA), f"01{r.randint(0, 99):02d}"
        return r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"{a}.555.{n}", f"({a}) 555-{n}"])

    def mobile(self):
        return self.phone()

    def ext(self):
        r = self.rng
        return self.phone() + r.choice([f" ext. {r.randint(100, 9999)}", f" x{r.randint(100, 9999)}",
                                        f" ext {r.randint(100, 9999)}"])

    def pager(self):
        r = self.rng
        return r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}",
                         str(r.randint(1000, 9999))])

    def pager_word(self):
        return self.rng.choice(["pager", "pgr", "pager #"])

    # ---- addresses
    def street(self):
        r = self.rng
        s = f"{r.randint(2, 9899)} {r.choice(pools.STREET_NAMES)} {r.choice(pools.STREET_SUFFIX[self.code])}"
        k = r.random()
        if k < 0.15:
            s += f", Apt {r.randint(1, 40)}{r.choice('ABCD')}"
        elif k < 0.22:
            s += f" Unit {r.randint(1, 300)}"
        elif k < 0.27:
            s += f", #{r.randint(100, 999)}"
        return s

    def address(self):
        r = self.rng
        st, ab = r.choice(pools.US_STATES)
        z = f"{r.randint(10000, 99950):05d}"
        if r.random() < 0.2:
            z += f"-{r.randint(1000, 9999)}"
        return {"street": self.street(), "city": r.choice(pools.TOWNS["US"]),
                "state": ab if r.random() < 0.8 else st, "zip": z}

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.4 if multiline is None else multiline
        sep = "\n" if ml else ", "
        return f"{ST(a['street'])}{sep}{CI(a['city'])}, {SA(a['state'])} {ZP(a['zip'])}"

    def addr_short(self, a):
        return f"{CI(a['city'])}, {SA(a['state'])}"

    # ---- identifiers
    def mrn(self):
        r = self.rng
        return r.choice([_D(r, 8), _D(r, 7), "E" + _D(r, 7), f"{_D(r, 3)}-{_D(r, 2)}-{_D(r, 2)}",
                         "MR" + _D(r, 6)])

    def mrn_label(self):
        return self.rng.choice(["MRN", "MRN", "MR#", "Med Rec #", "Medical Record No."])

    def acct(self):
        r = self.rng
        return r.choice([f"{_D(r, 4)}-{_D(r, 4)}", _D(r, 10), "FIN" + _D(r, 9), "V" + _D(r, 8), _D(r, 12)])

    def acct_label(self):
        return self.rng.choice(["Acct #", "Account", "Encounter #", "FIN", "CSN", "Visit #", "Enc"])

    def natid(self):
        r = self.rng
        return ("SSN", f"{r.randint(900, 999)}-{_D(r, 2)}-{_D(r, 4)}")

    def health(self):
        r = self.rng
        k = r.random()
        if k < 0.4:
            return ("Member ID", _L(r, 3) + _D(r, 6 + r.randint(0, 3)))
        if k < 0.6:
            mbi = f"{r.randint(1, 9)}{_L(r, 1)}{_L(r, 1, 'ABCDEFGHJKMNPQRTUVWXY0123456789')}{r.randint(0, 9)}-" \
                  f"{_L(r, 1)}{_L(r, 1, 'ACDEFGHJKMNPQRTUVWXY0123456789')}{r.randint(0, 9)}-{_L(r, 2)}{_D(r, 2)}"
            return ("Medicare MBI", mbi)
        if k < 0.8:
            return ("Medicaid ID", _L(r, 2) + _D(r, 8))
        return ("Policy #", f"{_L(r, 1)}{_D(r, 3)}-{_D(r, 5)}-{_D(r, 2)}")

    def group_no(self):
        r = self.rng
        return r.choice([_D(r, 6), f"GRP-{_D(r, 5)}", f"{_D(r, 5)}-{_L(r, 1)}"])

    def licence(self, kind="md"):
        r = self.rng
        if kind == "npi":
            return ("NPI", "1" + _D(r, 9))
        if kind == "dea":
            return ("DEA", _L(r, 1, "ABFM") + _L(r, 1) + _D(r, 7))
        if kind == "rn":
            return ("RN Lic", f"RN{_D(r, 7)}")
        return ("License #", r.choice([f"{_L(r, 1)}{_D(r, 5)}", f"{_D(r, 2)}-{_D(r, 6)}", _D(r, 8)]))

    def licence_any(self):
        return self.licence(self.rng.choice(["npi", "dea", "md", "npi"]))

    def driving(self):
        r = self.rng
        return r.choice([f"{_L(r, 1)}{_D(r, 3)}-{_D(r, 4)}-{_D(r, 4)}", f"{_L(r, 1)}{_D(r, 8)}",
                         _D(r, 9)])

    def plate(self):
        r = self.rng
        return r.choice([f"{r.randint(1, 9)}{_L(r, 3)}{_D(r, 3)}", f"{_L(r, 3)}-{_D(r, 4)}",
                         f"{_L(r, 3)} {_D(r, 3)}"])

    # ---- sites
    def hospital(self): return self.rng.choice(pools.HOSPITALS[self.code])
    def practice(self): return self.rng.choice(pools.PRACTICES[self.code])
    def pharmacy(self): return self.rng.choice(pools.PHARMACIES[self.code])
    def ward(self): return self.rng.choice(pools.WARDS[self.code])
    def insurer(self): return self.rng.choice(pools.INSURERS[self.code])
    def town(self): return self.rng.choice(pools.TOWNS[self.code])

    def room(self):
        r = self.rng
        return r.choice([f"{r.randint(2, 9)}{r.randint(0, 3)}{r.randint(1, 9)}", f"{r.randint(2, 9)}{r.randint(10, 40)}{r.choice('AB')}",
                         f"{r.randint(1, 30)}"])

    def bed(self):
        r = self.rng
        return r.choice([str(r.randint(1, 32)), r.choice("AB12"), f"{r.randint(1, 24)}{r.choice('AB')}"])

    def domain(self):
        return self.rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                "inbox.example.org"])

    def hosp_domain(self, hosp):
        s = re.sub(r"[^a-z]", "", hosp.lower().replace("hospital", "").replace("medical center", "mc"))[:14]
        return f"{s}.example.org"

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MD", "MD", "DO", "MD, FACP", "MD, PhD"]),
            "surg": r.choice(["MD, FACS", "MD", "DO"]),
            "rn": r.choice(["RN", "RN", "RN, BSN", "BSN, RN"]),
            "np": r.choice(["NP", "FNP-C", "APRN"]),
            "pa": "PA-C",
            "pharm": r.choice(["PharmD", "RPh"]),
            "pt": r.choice(["PT, DPT", "DPT", "PT"]),
            "sw": r.choice(["LCSW", "MSW"]),
            "mw": r.choice(["CNM", "CNM, RN"]),
            "rad": r.choice(["MD", "DO"]),
            "tech": r.choice(["RT(R)", "RT(R)(CT)", "RDMS", "RT(R)(MR)"]),
            "anaes": r.choice(["MD", "CRNA"]),
            "res": r.choice(["MD", "DO", "MD, PGY-2", "MD, PGY-3"]),
        }[role]

    def ped(self, s):
        return s

    def cur_currency(self):
        return "$"


class UKLocale(Locale):
    code = "UK"
    dot = ""
    dmy = True
    gp = "GP"

    def holiday(self):
        return self.rng.choice(["Christmas", "Boxing Day", "Christmas Day", "New Year's Day", "Easter Monday",
                                "August bank holiday", "Bonfire Night", "Christmas Eve"])

    def phone(self):
        r = self.rng
        return r.choice([f"07700 900{r.randint(0, 999):03d}", f"01632 960{r.randint(0, 999):03d}",
                         f"0113 496 0{r.randint(0, 999):03d}", f"020 7946 0{r.randint(0, 999):03d}",
                         f"0117 496 0{r.randint(0, 999):03d}"])

    def mobile(self):
        return f"07700 900{self.rng.randint(0, 999):03d}"

    def ext(self):
        r = self.rng
        return self.phone() + r.choice([f" ext {r.randint(1000, 9999)}", f" ext. {r.randint(1000, 9999)}"])

    def pager(self):
        return str(self.rng.randint(1000, 9999))

    def pager_word(self):
        return self.rng.choice(["bleep", "bleep", "pager"])

    def address(self):
        r = self.rng
        a = {"street": self.street(), "city": r.choice(pools.TOWNS["UK"]), "zip": self.postcode()}
        if r.random() < 0.5:
            a["county"] = r.choice(pools.TOWNS["UK_COUNTY"])
        return a

    def street(self):
        r = self.rng
        s = f"{r.randint(1, 240)} {r.choice(pools.STREET_NAMES)} {r.choice(pools.STREET_SUFFIX['UK'])}"
        if r.random() < 0.15:
            s = f"Flat {r.randint(1, 20)}, " + s
        return s

    def postcode(self):
        r = self.rng
        area = r.choice(["LS", "BD", "HX", "NE", "GL", "EX", "PL", "CV", "SY", "LL", "CF", "NR", "IP", "TN",
                         "BN", "SO", "RG", "OX", "YO", "DN", "HG", "TR", "DE", "ST"])
        return f"{area}{r.randint(1, 29)} {r.randint(1, 9)}{_L(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.5 if multiline is None else multiline
        sep = "\n" if ml else ", "
        parts = [ST(a["street"]), CI(a["city"])]
        if a.get("county"):
            parts.append(CI(a["county"]))
        parts.append(ZP(a["zip"]))
        return sep.join(parts)

    def addr_short(self, a):
        return CI(a["city"])

    def mrn(self):
        r = self.rng
        return r.choice([_L(r, 1) + _D(r, 6), "RX" + _D(r, 7), _D(r, 8), f"{_L(r, 3)}{_D(r, 5)}"])

    def mrn_label(self):
        return self.rng.choice(["Hospital No", "Hosp No.", "Hospital number", "MRN", "Unit No"])

    def acct(self):
        r = self.rng
        return r.choice(["SP" + _D(r, 8), _D(r, 9), f"EP-{_D(r, 7)}"])

    def acct_label(self):
        return self.rng.choice(["Spell No", "Episode No", "Attendance No", "Encounter"])

    def natid(self):
        r = self.rng
        return ("NI No", f"QQ {_D(r, 2)} {_D(r, 2)} {_D(r, 2)} {r.choice('ABCD')}")

    def nhs(self):
        r = self.rng
        return f"{_D(r, 3)} {_D(r, 3)} {_D(r, 4)}"

    def health(self):
        r = self.rng
        if r.random() < 0.85:
            return ("NHS No", self.nhs())
        return ("Policy No", f"{_L(r, 2)}{_D(r, 7)}")

    def licence(self, kind="md"):
        r = self.rng
        if kind == "rn":
            return ("NMC PIN", f"{_D(r, 2)}{_L(r, 1)}{_D(r, 4)}{_L(r, 1)}")
        return ("GMC", _D(r, 7))

    def licence_any(self):
        return self.licence(self.rng.choice(["md", "md", "rn"]))

    def driving(self):
        r = self.rng
        return f"{_L(r, 5)}{_D(r, 6)}{_L(r, 2)}9{_L(r, 2)}"

    def plate(self):
        r = self.rng
        return f"{_L(r, 2)}{r.randint(10, 74)} {_L(r, 3)}"

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MBBS, FRCP", "MRCP", "MBChB, MRCP", "FRCP", "MB BS"]),
            "surg": r.choice(["FRCS", "MBBS, FRCS (Gen Surg)", "MBChB, FRCS"]),
            "rn": r.choice(["RGN", "RN"]),
            "np": r.choice(["ANP", "ACP"]),
            "pa": "PA",
            "pharm": "MPharm",
            "pt": r.choice(["MCSP", "BSc MCSP"]),
            "sw": "SW",
            "mw": r.choice(["RM", "RM, BSc"]),
            "rad": r.choice(["FRCR", "MBBS, FRCR"]),
            "tech": "DCR(R)",
            "anaes": r.choice(["FRCA", "MBChB, FRCA"]),
            "res": r.choice(["MBBS", "MBChB", "FY2", "CT1"]),
        }[role]

    def ped(self, s):
        return s.replace("Pediatric", "Paediatric").replace("pediatric", "paediatric")


class CALocale(Locale):
    code = "CA"
    AREA = ["416", "647", "604", "778", "403", "902", "204", "613", "306", "506"]

    def date(self, d, style=None):
        r = self.rng
        style = style or r.choices(["iso", "long", "mon", "num"], [40, 25, 25, 10])[0]
        if style == "iso":
            return f"{d.year}-{d.month:02d}-{d.day:02d}"
        if style == "mon":
            return r.choice([f"{d.day}-{MON[d.month - 1]}-{d.year}", f"{MON[d.month - 1]} {d.day}, {d.year}",
                             f"{d.year}-{MON[d.month - 1]}-{d.day:02d}"])
        if style == "long":
            return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
        if style == "short":
            return f"{d.year % 100:02d}-{d.month:02d}-{d.day:02d}"
        return f"{d.day:02d}/{d.month:02d}/{d.year}"

    def pdate(self, d):
        return self.rng.choice([f"{MON[d.month - 1]} {d.day}", f"{d.month:02d}-{d.day:02d}", f"{MON[d.month - 1]} {d.day}"])

    def holiday(self):
        return self.rng.choice(["Christmas", "Canada Day", "Thanksgiving", "Victoria Day", "Boxing Day",
                                "New Year's Eve", "Family Day"])

    def address(self):
        r = self.rng
        name, ab, letters = r.choice(pools.CA_PROV)
        pc = f"{r.choice(letters)}{r.randint(0, 9)}{_L(r, 1, 'ABCEGHJKLMNPRSTVXY')} " \
             f"{r.randint(0, 9)}{_L(r, 1, 'ABCEGHJKLMNPRSTVWXYZ')}{r.randint(0, 9)}"
        return {"street": self.street(), "city": r.choice(pools.TOWNS["CA"]),
                "state": ab if r.random() < 0.75 else name, "zip": pc}

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.4 if multiline is None else multiline
        sep = "\n" if ml else ", "
        two = "  " if self.rng.random() < 0.5 else " "
        return f"{ST(a['street'])}{sep}{CI(a['city'])}, {SA(a['state'])}{two}{ZP(a['zip'])}"

    def health(self):
        r = self.rng
        k = r.random()
        if k < 0.45:
            return ("OHIP", f"{_D(r, 4)}-{_D(r, 3)}-{_D(r, 3)}-{_L(r, 2)}")
        if k < 0.7:
            return ("PHN", f"9{_D(r, 3)} {_D(r, 3)} {_D(r, 3)}")
        if k < 0.85:
            return ("Health Card No.", _D(r, 10))
        return ("Group/Cert", f"{_D(r, 5)}-{_D(r, 6)}")

    def natid(self):
        r = self.rng
        return ("SIN", f"{_D(r, 3)} {_D(r, 3)} {_D(r, 3)}")

    def licence(self, kind="md"):
        r = self.rng
        if kind == "rn":
            return ("CNO Reg. No.", _D(r, 8))
        return (r.choice(["CPSO #", "CPSBC", "Licence #"]), _D(r, r.choice([5, 6])))

    def licence_any(self):
        return self.licence(self.rng.choice(["md", "md", "rn"]))

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MD, FRCPC", "MD, CCFP", "MD"]), "surg": r.choice(["MD, FRCSC", "MD"]),
            "rn": "RN", "np": "NP", "pa": "PA", "pharm": r.choice(["RPh", "PharmD"]), "pt": "PT",
            "sw": "MSW, RSW", "mw": "RM", "rad": "MD, FRCPC", "tech": "MRT(R)", "anaes": "MD, FRCPC",
            "res": "MD, PGY-2"}[role]

    def mrn_label(self):
        return self.rng.choice(["MRN", "Chart #", "Hospital #"])


class AULocale(UKLocale):
    code = "AU"
    gp = "GP"

    def holiday(self):
        return self.rng.choice(["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Easter",
                                "New Year's Eve"])

    def phone(self):
        r = self.rng
        return r.choice([f"(02) 5550 {_D(r, 4)}", f"(03) 7010 {_D(r, 4)}", f"(07) 5550 {_D(r, 4)}",
                         f"0491 570 {r.randint(100, 999)}", f"+61 8 5550 {_D(r, 4)}", f"0491 571 {_D(r, 3)}"])

    def mobile(self):
        return f"0491 57{self.rng.randint(0, 3)} {_D(self.rng, 3)}"

    def ext(self):
        return self.phone() + f" ext {self.rng.randint(100, 9999)}"

    def address(self):
        r = self.rng
        name, ab, d0 = r.choice(pools.AU_STATES)
        st = self.street()
        if r.random() < 0.2:
            st = f"Unit {r.randint(1, 30)}/" + st
        return {"street": st, "city": r.choice(pools.TOWNS["AU"]), "state": ab if r.random() < 0.85 else name,
                "zip": d0 + _D(r, 3)}

    def street(self):
        r = self.rng
        return f"{r.randint(1, 420)} {r.choice(pools.STREET_NAMES)} {r.choice(pools.STREET_SUFFIX['AU'])}"

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.4 if multiline is None else multiline
        sep = "\n" if ml else ", "
        city = CI(a["city"].upper()) if self.rng.random() < 0.3 else CI(a["city"])
        return f"{ST(a['street'])}{sep}{city} {SA(a['state'])} {ZP(a['zip'])}"

    def addr_short(self, a):
        return f"{CI(a['city'])}, {SA(a['state'])}"

    def mrn(self):
        r = self.rng
        return r.choice([_D(r, 7), _D(r, 6), f"{_D(r, 2)}{_D(r, 4)}{_L(r, 1)}"])

    def mrn_label(self):
        return self.rng.choice(["URN", "UR No.", "UR", "MRN"])

    def acct(self):
        r = self.rng
        return r.choice(["IP" + _D(r, 8), _D(r, 9), f"EN{_D(r, 7)}"])

    def acct_label(self):
        return self.rng.choice(["Visit No", "Encounter", "Episode"])

    def health(self):
        r = self.rng
        k = r.random()
        if k < 0.7:
            return ("Medicare No", f"{r.randint(2, 6)}{_D(r, 3)} {_D(r, 5)} {r.randint(1, 9)}")
        if k < 0.85:
            return ("DVA No", f"{r.choice(['N', 'V', 'Q', 'W'])}X{_D(r, 6)}")
        return ("Health fund member no", _D(r, 8))

    def natid(self):
        r = self.rng
        return ("TFN", f"{_D(r, 3)} {_D(r, 3)} {_D(r, 3)}")

    def licence(self, kind="md"):
        r = self.rng
        if kind == "rn":
            return ("AHPRA", "NMW" + _D(r, 10))
        if kind == "prov":
            return ("Provider No", f"{_D(r, 6)}{_L(r, 2)}")
        return ("AHPRA", "MED" + _D(r, 10))

    def licence_any(self):
        return self.licence(self.rng.choice(["md", "prov", "rn"]))

    def plate(self):
        r = self.rng
        return r.choice([f"{_L(r, 3)}-{_D(r, 3)}", f"{_D(r, 1)}{_L(r, 3)}{_D(r, 3)}", f"{_L(r, 2)}-{_D(r, 2)}-{_L(r, 2)}"])

    def driving(self):
        return _D(self.rng, 9)

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MBBS, FRACP", "FRACP", "MBBS"]), "surg": r.choice(["FRACS", "MBBS, FRACS"]),
            "rn": "RN", "np": "NP", "pa": "PA", "pharm": "BPharm", "pt": "BPhty",
            "sw": "BSW", "mw": "RM", "rad": "FRANZCR", "tech": "MRS", "anaes": "FANZCA", "res": "MBBS"}[role]


class NZLocale(AULocale):
    code = "NZ"

    def holiday(self):
        return self.rng.choice(["Christmas", "Waitangi Day", "Anzac Day", "Matariki", "Boxing Day", "Easter",
                                "Labour Weekend"])

    def phone(self):
        r = self.rng
        return r.choice([f"(09) 555 {_D(r, 4)}", f"(04) 555 {_D(r, 4)}", f"(03) 555 {_D(r, 4)}",
                         f"021 555 {_D(r, 3)}", f"027 555 {_D(r, 4)}", f"+64 9 555 {_D(r, 4)}"])

    def mobile(self):
        return f"021 555 {_D(self.rng, 3)}"

    def address(self):
        r = self.rng
        return {"street": self.street(), "suburb": r.choice(pools.TOWNS["NZ"]),
                "city": r.choice(pools.TOWNS["NZ_CITY"]), "zip": _D(r, 4)}

    def street(self):
        r = self.rng
        return f"{r.randint(1, 300)}{r.choice(['', '', '', 'A', 'B'])} {r.choice(pools.STREET_NAMES)} " \
               f"{r.choice(pools.STREET_SUFFIX['NZ'])}"

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.5 if multiline is None else multiline
        sep = "\n" if ml else ", "
        return f"{ST(a['street'])}{sep}{CI(a['suburb'])}{sep}{CI(a['city'])} {ZP(a['zip'])}"

    def addr_short(self, a):
        return CI(a["suburb"])

    def mrn(self):
        return _D(self.rng, 7)

    def mrn_label(self):
        return self.rng.choice(["Patient ID", "Hospital No", "MRN"])

    def nhi(self):
        r = self.rng
        return _L(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + _D(r, 4)

    def health(self):
        r = self.rng
        if r.random() < 0.8:
            return ("NHI", self.nhi())
        return ("ACC claim no", f"{_D(r, 11)}")

    def natid(self):
        r = self.rng
        return ("IRD No", f"{_D(r, 3)}-{_D(r, 3)}-{_D(r, 3)}")

    def licence(self, kind="md"):
        r = self.rng
        if kind == "rn":
            return ("NCNZ No", _D(r, 6))
        return ("MCNZ", _D(r, 5))

    def licence_any(self):
        return self.licence(self.rng.choice(["md", "rn"]))

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MBChB, FRACP", "FRACP", "MBChB"]), "surg": "FRACS", "rn": "RN", "np": "NP",
            "pa": "PA", "pharm": "BPharm", "pt": "NZRP", "sw": "RSW", "mw": "RM", "rad": "FRANZCR",
            "tech": "MRT", "anaes": "FANZCA", "res": "MBChB"}[role]


class IELocale(UKLocale):
    code = "IE"
    dot = "."

    def holiday(self):
        return self.rng.choice(["Christmas", "St. Patrick's Day", "St. Stephen's Day", "Easter", "Halloween",
                                "June bank holiday", "New Year's Day"])

    def phone(self):
        r = self.rng
        return r.choice([f"(01) 555 {_D(r, 4)}", f"(021) 555 {_D(r, 4)}", f"(091) 555 {_D(r, 4)}",
                         f"087 555 {_D(r, 4)}", f"085 555 {_D(r, 4)}", f"+353 1 555 {_D(r, 4)}"])

    def mobile(self):
        return f"08{self.rng.choice('3567')} 555 {_D(self.rng, 4)}"

    def pager(self):
        return str(self.rng.randint(100, 999))

    def address(self):
        r = self.rng
        ek = f"{_L(r, 1, 'ACDEFHKNPRTVWXY')}{r.randint(10, 99)} {_L(r, 1, 'ACDEFHKNPRTVWXY')}{_D(r, 1)}" \
             f"{_L(r, 1, 'ACDEFHKNPRTVWXY')}{_D(r, 1)}"
        return {"street": self.street(), "city": r.choice(pools.TOWNS["IE"]),
                "county": r.choice(pools.TOWNS["IE_COUNTY"]), "zip": ek}

    def street(self):
        r = self.rng
        return f"{r.randint(1, 120)} {r.choice(pools.STREET_NAMES)} {r.choice(pools.STREET_SUFFIX['IE'])}"

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.5 if multiline is None else multiline
        sep = "\n" if ml else ", "
        return f"{ST(a['street'])}{sep}{CI(a['city'])}{sep}Co. {CI(a['county'])}{sep}{ZP(a['zip'])}"

    def mrn(self):
        r = self.rng
        return r.choice([_D(r, 7), f"{_D(r, 6)}{_L(r, 1)}", "H" + _D(r, 6)])

    def mrn_label(self):
        return self.rng.choice(["MRN", "Hospital No.", "Chart No."])

    def acct(self):
        return "E" + _D(self.rng, 8)

    def health(self):
        r = self.rng
        if r.random() < 0.6:
            return ("GMS/Medical Card No.", _D(r, 7) + _L(r, 1))
        return (r.choice(["VHI member no.", "Policy No."]), _D(r, 9))

    def natid(self):
        r = self.rng
        return ("PPSN", _D(r, 7) + _L(r, r.choice([1, 2]), "ABCDEFGHJKLMNPQRSTVWX"))

    def licence(self, kind="md"):
        r = self.rng
        if kind == "rn":
            return ("NMBI PIN", _D(r, 6))
        return ("IMC No.", _D(r, 6))

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MB BCh BAO, MRCPI", "MRCPI", "FRCPI"]), "surg": "FRCSI", "rn": "RGN", "np": "RANP",
            "pa": "PA", "pharm": "MPharm", "pt": "MISCP", "sw": "MSW", "mw": "RM", "rad": "FFR RCSI",
            "tech": "MIIRSM", "anaes": "FCAI", "res": "MB BCh BAO"}[role]


class INLocale(UKLocale):
    code = "IN"
    dot = "."

    def date(self, d, style=None):
        r = self.rng
        style = style or r.choices(["num", "dash", "long", "mon", "dot"], [35, 25, 15, 15, 10])[0]
        if style == "dash":
            return f"{d.day:02d}-{d.month:02d}-{d.year}"
        if style == "dot":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        return super().date(d, style)

    def holiday(self):
        return self.rng.choice(["Diwali", "Holi", "Pongal", "Onam", "Eid", "Christmas", "Dussehra",
                                "Independence Day"])

    def title(self, sex):
        r = self.rng
        if r.random() < 0.2:
            return "Smt." if sex == "F" else "Shri"
        return r.choice(TITLES[sex]) + "."

    def phone(self):
        r = self.rng
        return r.choice([f"+91 90000 {_D(r, 5)}", f"+91-98000-{_D(r, 5)}", f"080-5550 {_D(r, 4)}",
                         f"044 5550 {_D(r, 4)}", f"90000{_D(r, 5)}"])

    def mobile(self):
        return f"+91 90000 {_D(self.rng, 5)}"

    def ext(self):
        return self.phone() + f" Extn. {self.rng.randint(100, 999)}"

    def pager(self):
        return str(self.rng.randint(100, 999))

    def pager_word(self):
        return "intercom"

    def address(self):
        r = self.rng
        k = r.random()
        if k < 0.5:
            st = f"Flat {r.randint(1, 9)}0{r.randint(1, 9)}, {r.choice(pools.IN_BUILDINGS)}, " \
                 f"{r.randint(1, 20)}th {r.choice(['Cross', 'Main'])}"
        elif k < 0.8:
            st = f"No. {r.randint(1, 400)}, {r.choice(pools.STREET_NAMES)} {r.choice(pools.STREET_SUFFIX['IN'])}"
        else:
            st = f"H.No. {r.randint(1, 20)}-{r.randint(1, 9)}-{r.randint(10, 400)}, " \
                 f"{r.choice(pools.STREET_NAMES)} Colony"
        return {"street": st, "city": r.choice(pools.TOWNS["IN"]), "state": r.choice(pools.IN_STATES),
                "zip": f"{r.randint(11, 85)}{_D(r, 4)}"}

    def addr(self, a, multiline=None):
        ml = self.rng.random() < 0.4 if multiline is None else multiline
        sep = "\n" if ml else ", "
        dash = self.rng.choice([" - ", " ", " – "])
        return f"{ST(a['street'])}{sep}{CI(a['city'])}{dash}{ZP(a['zip'])}, {SA(a['state'])}"

    def addr_short(self, a):
        return f"{CI(a['city'])}, {SA(a['state'])}"

    def mrn(self):
        r = self.rng
        return r.choice([f"UH{_D(r, 8)}", f"{r.randint(2016, 2025)}/{_D(r, 6)}", _D(r, 9)])

    def mrn_label(self):
        return self.rng.choice(["UHID", "UHID No.", "MR No."])

    def acct(self):
        r = self.rng
        return r.choice([f"IP/{r.randint(16, 25)}/{_D(r, 5)}", f"IPD-{_D(r, 6)}", f"OP{_D(r, 7)}"])

    def acct_label(self):
        return self.rng.choice(["IP No.", "IPD No.", "Bill No.", "OP No."])

    def health(self):
        r = self.rng
        k = r.random()
        if k < 0.45:
            return ("ABHA No.", f"{_D(r, 2)}-{_D(r, 4)}-{_D(r, 4)}-{_D(r, 4)}")
        if k < 0.75:
            return ("Policy No.", f"{_D(r, 4)}/{_D(r, 5)}/{_D(r, 2)}/{_D(r, 3)}")
        return ("PM-JAY ID", _L(r, 3) + _D(r, 6))

    def natid(self):
        r = self.rng
        return ("Aadhaar", f"{r.randint(2, 9)}{_D(r, 3)} {_D(r, 4)} {_D(r, 4)}")

    def licence(self, kind="md"):
        r = self.rng
        if kind == "rn":
            return ("KNC Reg.", f"{_D(r, 5)}")
        return ("Reg. No.", f"{r.choice(['KMC', 'TNMC', 'MMC', 'TSMC'])}-{_D(r, 5)}")

    def driving(self):
        r = self.rng
        return f"{r.choice(['KA', 'TN', 'MH', 'KL'])}{_D(r, 2)} {r.randint(2005, 2023)}{_D(r, 7)}"

    def plate(self):
        r = self.rng
        return f"{r.choice(['KA', 'TN', 'MH', 'KL', 'TS'])} {_D(r, 2)} {_L(r, 2)} {_D(r, 4)}"

    def cred(self, role):
        r = self.rng
        return {
            "md": r.choice(["MBBS, MD", "MD (Gen Med)", "MBBS, DNB", "MD, DM (Cardiology)"]),
            "surg": r.choice(["MS", "MS, MCh", "MBBS, MS"]), "rn": r.choice(["RN", "RN, RM", "GNM"]),
            "np": "NP", "pa": "PA", "pharm": "B.Pharm", "pt": "BPT", "sw": "MSW", "mw": "RN, RM",
            "rad": "MD (Radiodiagnosis)", "tech": "B.Sc MIT", "anaes": "MD (Anaesthesia)", "res": "MBBS"}[role]


LOCALES = {"US": Locale, "UK": UKLocale, "CA": CALocale, "AU": AULocale, "NZ": NZLocale, "IE": IELocale,
           "IN": INLocale}


def rand_date(rng, start=dt.date(2016, 1, 1), end=dt.date(2025, 6, 30)):
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))
