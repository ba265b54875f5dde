"""Note builder and PHI surface-form generators for dev251_en."""
import datetime as dt
import re
import unicodedata

import pools as P

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT",
         "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
ABBR = {"PAT": "PATIENT", "DOC": "DOCTOR", "FAM": "FAMILY", "USR": "USERNAME", "HOSP": "HOSPITAL",
        "ORG": "ORGANIZATION", "LOC": "LOCATION_OTHER", "PROF": "PROFESSION", "ACCT": "ACCOUNT",
        "HP": "HEALTHPLAN", "LIC": "LICENSE", "DEV": "DEVICE", "VEH": "VEHICLE", "ID": "IDNUM",
        "IP": "IPADDR", "TEL": "PHONE"}
_TOK = re.compile(r"\{(\w+)(?::([^{}]*))?\}")


class Note:
    """Accumulates text pieces and records span offsets as pieces are appended."""

    def __init__(self, lower=False):
        self.parts, self.spans, self.pos, self.lower = [], [], 0, lower

    def t(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        typ = ABBR.get(typ, typ)
        if self.lower:
            s = s.lower()
        st = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": st, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})

    def f(self, tmpl, **kw):
        """Template: {TYPE:key} -> PHI span of kw[key]; {key} -> plain kw[key]."""
        i = 0
        for m in _TOK.finditer(tmpl):
            if m.start() > i:
                self.t(tmpl[i:m.start()])
            g1, g2 = m.group(1), m.group(2)
            if g2 is not None and (g1 in LABEL or g1 in ABBR):
                self.p(str(kw[g2]), g1)
            else:
                self.t(format(kw[g1], g2 or ""))
            i = m.end()
        if i < len(tmpl):
            self.t(tmpl[i:])

    def text(self):
        return "".join(self.parts)


def ascii_fold(s):
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.55 else ""
        self.last = rng.choice(P.SURNAMES)
        if rng.random() < 0.08:
            self.last = self.last + "-" + rng.choice(P.SURNAMES).replace(" ", "")

    def full(self):
        return f"{self.first} {self.mid + '. ' if self.mid else ''}{self.last}"

    def fl(self):
        return f"{self.first} {self.last}"

    def formal(self):
        return f"{self.last}, {self.first}{' ' + self.mid if self.mid else ''}"

    def upper(self):
        return f"{self.last.upper()}, {self.first.upper()}{' ' + self.mid if self.mid else ''}"

    def init(self):
        return f"{self.first[0]}.{self.last[0]}."

    def form(self, rng):
        k = rng.random()
        if k < 0.3:
            return self.fl()
        if k < 0.5:
            return self.full()
        if k < 0.65:
            return self.formal()
        if k < 0.75:
            return self.upper()
        if k < 0.9:
            return f"{self.first[0]}. {self.last}"
        return f"{self.first} {self.last[0]}."

    def title(self, rng, country):
        t = ("Ms" if rng.random() < 0.7 else "Mrs") if self.sex == "F" else "Mr"
        if country == "US" or rng.random() < 0.3:
            t += "."
        return t

    def uname(self, rng):
        a, b = ascii_fold(self.first.lower()), ascii_fold(self.last.lower()).replace("'", "").replace(" ", "").replace("-", "")[:12]
        k = rng.randrange(5)
        return [a[0] + b, b + a[0], a + "." + b, a[0] + b[:6] + str(rng.randrange(1, 9)),
                (a[0] + b[0]).upper() + str(rng.randrange(1000, 99999))][k]


def staff(rng, country, doctor=False):
    p = Person(rng)
    if doctor:
        p.cred = {"US": rng.choice(["MD", "DO", "MD"]), "AU": rng.choice(["MBBS", "FRACP", "FRACS"]),
                  "IE": rng.choice(["MB", "MRCPI", "FRCSI"])}[country]
    else:
        p.cred = rng.choice(P.STAFF_CRED[country][:6])
    return p


# ---------- dates ----------
def rdate(rng, y0=2019, y1=2025):
    return dt.date(y0, 1, 1) + dt.timedelta(days=rng.randrange((dt.date(y1, 12, 31) - dt.date(y0, 1, 1)).days))


def dob(rng, lo=1, hi=97, ref=None):
    ref = ref or dt.date(2024, 6, 1)
    return ref - dt.timedelta(days=rng.randrange(lo * 365, hi * 365))


def age_at(born, ref):
    return ref.year - born.year - ((ref.month, ref.day) < (born.month, born.day))


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def fdate(d, country, rng, style=None):
    us = country == "US"
    m, mo = MON[d.month - 1], MON[d.month - 1][:3]
    styles = ["num", "num", "num", "short", "long", "abbr", "dmy-abbr", "iso"]
    s = style or rng.choice(styles)
    if s == "num":
        return f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
    if s == "short":
        return f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day}/{d.month}/{d.year % 100:02d}"
    if s == "long":
        if us:
            return f"{m} {d.day}, {d.year}"
        return f"{d.day}{rng.choice(['', 'th'])} {m} {d.year}" if d.day in (4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                                                            14, 15, 16, 17, 18, 19, 20, 24,
                                                                            25, 26, 27, 28, 29, 30) else f"{d.day} {m} {d.year}"
    if s == "abbr":
        return f"{mo} {d.day}, {d.year}" if us else f"{d.day} {mo} {d.year}"
    if s == "dmy-abbr":
        return f"{d.day:02d}-{mo}-{d.year}" if rng.random() < 0.6 else f"{d.day:02d}{mo.upper()}{d.year}"
    if s == "iso":
        return d.isoformat()
    if s == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if s == "wd":
        w = WD[d.weekday()]
        return f"{w} {d.month}/{d.day}" if us else f"{w} {d.day}/{d.month}"
    if s == "md":
        return f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
    if s == "my":
        return rng.choice([f"{m} {d.year}", f"{mo} {d.year}", f"{d.month:02d}/{d.year}", f"{mo}-{d.year % 100:02d}"])
    if s == "y":
        return str(d.year)
    raise ValueError(s)


# ---------- places ----------
def town(rng, country):
    a, b = P.TOWN_PARTS[country]
    return rng.choice(a) + rng.choice(b)


def street(rng, country):
    n = rng.randrange(1, 2400 if country == "US" else 240)
    s = f"{n} {rng.choice(P.STREET_NAMES)} {rng.choice(P.STREET_SUF[country])}"
    r = rng.random()
    if country == "AU" and r < 0.25:
        return f"Unit {rng.randrange(1, 40)}/{s}" if rng.random() < 0.4 else f"{rng.randrange(1, 40)}/{s}"
    if country == "US" and r < 0.25:
        return s + rng.choice([", Apt ", " Apt. ", " #", ", Unit "]) + str(rng.randrange(1, 40)) + rng.choice(["", "B", "C"])
    if country == "IE" and r < 0.2:
        return f"Apt {rng.randrange(1, 60)}, {rng.choice(P.STREET_NAMES)} Court"
    return s


def state(rng, country, abbr=None):
    if country == "IE":
        c = rng.choice(P.IE_COUNTIES)
        return rng.choice(["Co. " + c, "Co " + c, "County " + c]), "CITY"
    st = rng.choice(P.US_STATES if country == "US" else P.AU_STATES)
    if abbr is None:
        abbr = rng.random() < 0.75
    return st[1] if abbr else st[0], "STATE"


def postcode(rng, country):
    if country == "US":
        z = f"{rng.randrange(10000, 99999):05d}"
        return z + (f"-{rng.randrange(1, 9999):04d}" if rng.random() < 0.2 else "")
    if country == "AU":
        return str(rng.randrange(2000, 7999))
    L = "ACDEFHKNPRTVWXY"
    return (rng.choice("ADEFHKNPRTVWXY") + f"{rng.randrange(1, 99):02d} " +
            "".join(rng.choice(L + "0123456789") for _ in range(4)))


def address(n, rng, country, sep=", ", lines=False):
    """Writes street / town / state / postcode as separate spans."""
    j = "\n" if lines else sep
    n.p(street(rng, country), "STREET")
    n.t(j)
    n.p(town(rng, country), "CITY")
    s, typ = state(rng, country)
    n.t(", " if country == "IE" else (" " if country == "AU" and rng.random() < 0.5 else ", "))
    n.p(s, typ)
    n.t(j if country == "IE" else " ")
    n.p(postcode(rng, country), "ZIP")


def hospital(rng, country):
    r = rng.random()
    if r < 0.3:
        return rng.choice(P.SAINTS) + " " + rng.choice(["Hospital", "Medical Center" if country == "US" else "Hospital",
                                                        "Private Hospital", "Health Campus"])
    if r < 0.45:
        return rng.choice(P.SURNAMES) + rng.choice([" Medical Group", " Street Surgery", " Family Medicine",
                                                    " Clinic", " Pharmacy"])
    return town(rng, country) + " " + rng.choice(P.HOSP_SUF[country])


def lawfirm(rng, country):
    a, b = rng.choice(P.SURNAMES), rng.choice(P.SURNAMES)
    suf = rng.choice(P.LAW_SUF[country])
    if suf.startswith("&"):
        return f"{a} {suf}"
    return f"{a} {rng.choice(['&', 'and'])} {b} {suf}" if rng.random() < 0.6 \
        else f"{a} {suf}"


# ---------- contacts ----------
def phone(rng, country, kind="any"):
    x = rng.randrange(100, 200)
    if country == "US":
        ac = rng.randrange(201, 989)
        f = rng.choice([f"({ac}) 555-01{x % 100:02d}", f"{ac}-555-01{x % 100:02d}", f"{ac}.555.01{x % 100:02d}",
                        f"+1 {ac} 555 01{x % 100:02d}", f"{ac}-555-0{x}"])
        if kind != "fax" and rng.random() < 0.15:
            f += rng.choice([" ext. ", " x", " ext "]) + str(rng.randrange(10, 9999))
        return f
    if country == "AU":
        if kind == "mob" or (kind == "any" and rng.random() < 0.35):
            return rng.choice([f"04{rng.randrange(10, 99)} 555 {x}", f"+61 4{rng.randrange(10, 99)} 555 {x}"])
        a = rng.choice("2378")
        return rng.choice([f"(0{a}) 5550 {x}{rng.randrange(0, 9)}", f"0{a} 5550 {x}{rng.randrange(0, 9)}",
                           f"+61 {a} 5550 {x}{rng.randrange(0, 9)}"])
    if kind == "mob" or (kind == "any" and rng.random() < 0.35):
        return rng.choice([f"08{rng.choice('3567')} 555 0{x}", f"+353 8{rng.choice('3567')} 555 0{x}"])
    a = rng.choice(["1", "21", "91", "61", "51", "66", "71", "94", "57"])
    return rng.choice([f"(0{a}) 555 0{x}", f"0{a} 555 0{x}", f"+353 {a} 555 0{x}"])


def email(rng, p=None, generic=None):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    if generic:
        return f"{generic}@{dom}"
    a, b = ascii_fold(p.first.lower()), ascii_fold(p.last.lower()).replace("'", "").replace(" ", "")
    return rng.choice([f"{a}.{b}", f"{a[0]}{b}", f"{a}{rng.randrange(1, 99)}", f"{b}.{a[0]}"]) + "@" + dom


def url(rng, path=None):
    host = rng.choice(["portal", "myhealth", "records", "www", "connect", "patients"])
    dom = rng.choice(["example.org", "example.com", "example.net"])
    path = path or rng.choice(["", "/proxy", "/roi/status", "/records-request", "/amend", "/login"])
    return rng.choice(["https://", "", "http://"]) + f"{host}.{dom}{path}"


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return f"10.{rng.randrange(0, 256)}.{rng.randrange(0, 256)}.{rng.randrange(1, 255)}"
    if r < 0.75:
        return f"192.168.{rng.randrange(0, 256)}.{rng.randrange(1, 255)}"
    return f"172.{rng.randrange(16, 32)}.{rng.randrange(0, 256)}.{rng.randrange(1, 255)}"


# ---------- identifiers ----------
def digits(rng, k):
    return "".join(str(rng.randrange(10)) for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def mrn(rng, country):
    if country == "US":
        return rng.choice([digits(rng, 8), "M" + digits(rng, 7), "00" + digits(rng, 6), f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}"])
    if country == "AU":
        return rng.choice([digits(rng, 7), digits(rng, 6), "UR" + digits(rng, 6)])
    return rng.choice(["H" + digits(rng, 6), digits(rng, 7), "0" + digits(rng, 6)])


def ssn(rng, country):
    if country == "US":
        return rng.choice([f"9{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 4)}", f"000-{digits(rng, 2)}-{digits(rng, 4)}",
                           f"9{digits(rng, 8)}"])
    if country == "IE":
        return "9" + digits(rng, 6) + rng.choice("ABCDEFGHKLMNPTW") + rng.choice(["", "", "A", "W"])
    return f"9{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"  # AU tax file number style


def healthplan(rng, country):
    if country == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), f"GRP-{digits(rng, 5)}",
                           letters(rng, 2) + digits(rng, 8) + "-01", f"{digits(rng, 1)}{letters(rng, 2)}{digits(rng, 1)}-{letters(rng, 2)}{digits(rng, 1)}-{letters(rng, 2)}{digits(rng, 2)}"])
    if country == "AU":
        return rng.choice([f"{rng.randrange(2, 7)}{digits(rng, 3)} {digits(rng, 5)} {digits(rng, 1)}",
                           f"{rng.randrange(2, 7)}{digits(rng, 9)}", digits(rng, 8), "N" + letters(rng, 1) + digits(rng, 6)])
    return rng.choice([digits(rng, 7) + letters(rng, 1), "MC-" + digits(rng, 7), "VH" + digits(rng, 8), digits(rng, 9)])


def account(rng):
    return rng.choice([f"{digits(rng, 4)}-{digits(rng, 4)}", "V" + digits(rng, 8), digits(rng, 10), "ENC" + digits(rng, 7),
                       "FIN " + digits(rng, 9), "INV-" + digits(rng, 5), "A" + digits(rng, 9)])


def license_(rng, country, kind="any"):
    if kind == "npi":
        return rng.choice("12") + digits(rng, 9)
    if kind == "dea":
        return letters(rng, 2) + digits(rng, 7)
    if kind == "dl":
        if country == "US":
            return rng.choice([f"{letters(rng, 1)}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}", letters(rng, 1) + digits(rng, 7)])
        return digits(rng, rng.choice([8, 9])) if country == "AU" else f"{digits(rng, 3)}{digits(rng, 6)}"
    if country == "AU":
        return "MED000" + digits(rng, 7)
    if country == "IE":
        return digits(rng, 6)
    return rng.choice([f"MD-{digits(rng, 5)}", f"{letters(rng, 1)}{digits(rng, 5)}", f"RN{digits(rng, 6)}"])


def device(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 1) + letters(rng, 2) + digits(rng, 5),
                       "SN-" + digits(rng, 8), letters(rng, 1) + digits(rng, 4) + letters(rng, 1) + digits(rng, 4)])


def vehicle(rng, country):
    if rng.random() < 0.3:
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
    if country == "US":
        return rng.choice([f"{rng.randrange(1, 9)}{letters(rng, 3)}{digits(rng, 3)}", letters(rng, 3) + "-" + digits(rng, 4)])
    if country == "AU":
        return rng.choice([f"{rng.randrange(1, 9)}{letters(rng, 3)}{digits(rng, 2)}", letters(rng, 3) + "-" + digits(rng, 3)])
    return f"{rng.randrange(12, 25)}{rng.choice(['1', '2'])}-{rng.choice(['D', 'G', 'C', 'KY', 'L', 'MO', 'WX'])}-{rng.randrange(100, 99999)}"


def bioid(rng):
    return rng.choice(["FP-", "BT-", "PV-", "IR-", "VP-", "FT"]) + digits(rng, rng.choice([5, 6, 7]))


def idnum(rng, prefix=None):
    pre = prefix or rng.choice(["ROI-", "REQ", "S", "CASE-", "ORD", "INC-", "DOC-", "B"])
    return pre + rng.choice([f"{rng.randrange(19, 26)}-{digits(rng, 5)}", digits(rng, 6), f"20{rng.randrange(19, 26)}-{digits(rng, 4)}"])


def age_str(a, rng):
    return str(a)
