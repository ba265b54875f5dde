"""Marker-based document builder and PHI value generators for dev140_en.

A PHI value is wrapped by m(type, value) into an inline marker; Doc.add()
strips the markers while appending, recording each span's offsets at the
moment its value is appended (single pass, no string search afterwards).
"""
import datetime
import re

import pools

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_OPEN, _SEP, _CLOSE = "\x02", "\x1f", "\x03"
_MARK = re.compile("\x02([A-Z_]+)\x1f([^\x02\x03]*)\x03")


def m(typ, value):
    """Wrap one PHI value in a marker."""
    value = str(value)
    assert typ in LABEL, typ
    assert value and value == value.strip(), repr(value)
    assert _OPEN not in value and _CLOSE not in value
    return _OPEN + typ + _SEP + value + _CLOSE


class Doc:
    def __init__(self):
        self.parts = []
        self.n = 0
        self.spans = []

    def add(self, s):
        pos = 0
        for mo in _MARK.finditer(s):
            self._plain(s[pos:mo.start()])
            typ, val = mo.group(1), mo.group(2)
            self.spans.append({"start": self.n, "end": self.n + len(val),
                               "label": LABEL[typ], "type": typ})
            self.parts.append(val)
            self.n += len(val)
            pos = mo.end()
        self._plain(s[pos:])
        return self

    def _plain(self, s):
        assert _OPEN not in s and _CLOSE not in s and _SEP not in s, repr(s)
        self.parts.append(s)
        self.n += len(s)

    def line(self, s=""):
        return self.add(s + "\n")

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for sp in self.spans:
            sp = dict(sp)
            sp["text"] = text[sp["start"]:sp["end"]]
            spans.append(sp)
        return text.rstrip("\n") + "\n", spans


# ---------------------------------------------------------------- helpers
def dig(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def let(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven",
             "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
             "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUM_WORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("-" + NUM_WORDS[u] if u else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


class Person:
    def __init__(self, first, last, sex, mid=""):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def form(self, r, style=None):
        styles = ["full", "full", "full", "lf", "LF", "LFU", "il", "first",
                  "last", "fml", "inits"]
        s = style or r.choice(styles)
        f, l = self.first, self.last
        if s == "full":
            return f"{f} {l}"
        if s == "lf":
            return f"{l}, {f}"
        if s == "LF":
            return f"{l.upper()}, {f}"
        if s == "LFU":
            return f"{l.upper()} {f.upper()}"
        if s == "il":
            return f"{f[0]}. {l}"
        if s == "first":
            return f
        if s == "last":
            return l
        if s == "fml":
            return f"{f} {self.mid or 'J'}. {l}"
        if s == "inits":
            return f"{f[0]}.{l[0]}."
        if s == "nick":
            return pools.NICKNAMES.get(f, f)
        raise ValueError(s)

    @property
    def title(self):
        return "Mr" if self.sex == "M" else "Ms"

    def title_r(self, r):
        if self.sex == "M":
            return "Mr"
        return r.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"])


# ---------------------------------------------------------------- context
HOLIDAYS = {
    "UK": ["Christmas", "Christmas Eve", "Boxing Day", "New Year's Eve",
           "New Year's Day", "Bonfire Night", "Easter Sunday", "Halloween",
           "Eid", "Diwali"],
    "Ireland": ["Christmas", "Christmas Day", "St Stephen's Day",
                "St Patrick's Day", "New Year's Eve", "Easter Monday",
                "Halloween", "Good Friday"],
    "India": ["Diwali", "Holi", "Eid", "Onam", "Pongal", "Christmas",
              "Navratri", "Ganesh Chaturthi", "Dussehra", "New Year's Eve"],
}
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Ctx:
    """Per-note context: country, patient, consistent places and dates."""

    def __init__(self, r, country, lower=False, age_range=(16, 94), sex=None):
        self.r = r
        self.country = country
        self.lower = lower
        self.sex = sex or r.choice("MF")
        self.age = r.randint(*age_range)
        self.patient = self.person(self.sex)
        y = r.randint(2019, 2025)
        self.day = datetime.date(y, 1, 1) + datetime.timedelta(days=r.randint(0, 364))
        self.dob = self.day - datetime.timedelta(days=self.age * 365 + r.randint(1, 360))
        self.town = r.choice(pools.TOWNS[country])
        self.hospital = r.choice(pools.HOSPITALS[country])
        self.gp_practice = r.choice(pools.GP_PRACTICES[country])
        self.used_staff = []

    # -- people
    def person(self, sex=None, country=None, last=None):
        r = self.r
        c = country or self.country
        if c == "UK" and r.random() < 0.12:
            c = r.choice(["Ireland", "India"])
        elif c == "Ireland" and r.random() < 0.15:
            c = "UK"
        sex = sex or r.choice("MF")
        first = r.choice((pools.FIRST_M if sex == "M" else pools.FIRST_F)[c])
        last = last or r.choice(pools.SURNAMES[c])
        mid = r.choice("ABCDEFGHJKLMNPRSTW")
        return Person(first, last, sex, mid)

    def staff(self):
        r = self.r
        p = self.person()
        if r.random() < 0.25:
            p.last = r.choice(pools.STAFF_EXTRA_SURNAMES)
        self.used_staff.append(p)
        return p

    def relative(self, same_surname=True, sex=None):
        return self.person(sex, last=self.patient.last if same_surname else None)

    def role(self):
        c = self.country
        pool = {"UK": pools.STAFF_ROLES_UK, "Ireland": pools.STAFF_ROLES_IE,
                "India": pools.STAFF_ROLES_IN}[c]
        return self.r.choice(pool)

    def doctor_role(self):
        nurse = ("staff", "sister", "cnm", "nursing", "anp", "enp", "paramedic", "hca", "ecp", "ap", "cns")
        return self.r.choice([x for x in (pools.STAFF_ROLES_UK if self.country == "UK" else pools.STAFF_ROLES_IE
                                          if self.country == "Ireland" else pools.STAFF_ROLES_IN)
                              if not x.lower().startswith(nurse)])

    # -- dates
    def shift(self, days):
        return self.day + datetime.timedelta(days=days)

    def fdate(self, d=None, style=None):
        r = self.r
        d = d or self.day
        styles = ["dmy", "dmy", "dmy2", "dot", "dmon", "dmony", "long", "ord",
                  "wkd", "wkshort", "dm", "iso"]
        if self.country == "India":
            styles += ["dash", "dash", "dmony"]
        s = style or r.choice(styles)
        if s == "dmy":
            return f"{d.day:02d}/{d.month:02d}/{d.year}"
        if s == "dmy2":
            return f"{d.day}/{d.month}/{d.year % 100:02d}"
        if s == "dot":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        if s == "dash":
            return f"{d.day:02d}-{d.month:02d}-{d.year}"
        if s == "dmon":
            return f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}"
        if s == "dmony":
            return f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"
        if s == "long":
            return f"{d.day} {MONTHS[d.month - 1]} {d.year}"
        if s == "ord":
            return f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"
        if s == "wkd":
            return f"{WEEKDAYS[d.weekday()]} {d.day} {MONTHS[d.month - 1]} {d.year}"
        if s == "wkshort":
            return f"{WEEKDAYS[d.weekday()][:3]} {d.day:02d}/{d.month:02d}"
        if s == "dm":
            return f"{d.day:02d}/{d.month:02d}"
        if s == "iso":
            return d.isoformat()
        if s == "my":
            return f"{MONTHS[d.month - 1]} {d.year}"
        if s == "mony":
            return f"{MONTHS[d.month - 1][:3]}-{d.year % 100:02d}"
        if s == "y":
            return str(d.year)
        if s == "month":
            return MONTHS[d.month - 1]
        if s == "weekday":
            return WEEKDAYS[d.weekday()]
        raise ValueError(s)

    def past(self, lo=30, hi=3000):
        return self.shift(-self.r.randint(lo, hi))

    def dobs(self):
        return self.fdate(self.dob, self.r.choice(["dmy", "dmy", "dot", "dmony", "long", "dash" if self.country == "India" else "dmy"]))

    def holiday(self):
        return self.r.choice(HOLIDAYS[self.country])

    def time(self):
        return f"{self.r.randint(0, 23):02d}:{self.r.choice(range(0, 60)):02d}"

    def hhmm(self):
        return f"{self.r.randint(0, 23):02d}{self.r.randint(0, 59):02d}"

    # -- places
    def street(self):
        r = self.r
        c = self.country
        if c == "India":
            a = r.choice(pools.IN_AREAS)
            if a in ("Sector", "Ward No."):
                return f"H.No. {r.randint(1, 480)}-{r.randint(1, 30)}, {a} {r.randint(1, 40)}"
            return f"{r.choice(['No.', 'H.No.', 'Flat'])} {r.randint(1, 300)}{r.choice(['', '/A', '/2', 'B'])}, {r.choice(pools.STREET_ROOTS)} {a}"
        if c == "Ireland" and r.random() < 0.25:
            return f"{r.randint(1, 90)} {r.choice(pools.IE_ESTATES)}"
        suf = pools.STREET_SUFFIX_UK if c == "UK" else pools.STREET_SUFFIX_IE
        base = f"{r.randint(1, 220)} {r.choice(pools.STREET_ROOTS)} {r.choice(suf)}"
        if r.random() < 0.2:
            base = f"Flat {r.randint(1, 24)}, " + base
        return base

    def postcode(self):
        r = self.r
        c = self.country
        if c == "UK":  # Q/V/X/Z never lead a real UK postcode area
            return f"{r.choice('QXZ')}{r.choice('KVWXYZ')}{r.randint(1, 29)} {r.randint(1, 9)}{let(r, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if c == "Ireland":
            return f"Q{r.randint(10, 99)} {let(r, 1)}{r.randint(1, 9)}{let(r, 1)}{r.randint(1, 9)}"
        return f"9{dig(r, 5)}"

    def county(self):
        return self.r.choice(pools.COUNTIES[self.country])

    def state(self):
        return self.r.choice(pools.STATES[self.country])

    def home_country(self):
        return self.r.choice(pools.HOME_COUNTRY[self.country])

    def landmark(self):
        return self.r.choice(pools.LANDMARKS[self.country])

    def employer(self):
        return self.r.choice(pools.EMPLOYERS[self.country])

    def school(self):
        return self.r.choice(pools.SCHOOLS[self.country])

    def miu(self):
        return self.r.choice(pools.MIU[self.country])

    def other_hospital(self):
        h = [x for x in pools.HOSPITALS[self.country] if x != self.hospital]
        return self.r.choice(h)

    # -- contacts
    def phone(self, mobile=None):
        r = self.r
        c = self.country
        mob = r.random() < 0.5 if mobile is None else mobile
        if c == "UK":
            if mob:
                return r.choice([f"07{dig(r, 3)} 555{dig(r, 3)}", f"07{dig(r, 3)} 555 {dig(r, 3)}",
                                 f"+44 7{dig(r, 3)} 555{dig(r, 3)}"])
            return r.choice([f"01{dig(r, 3)} 555{dig(r, 3)}", f"(01{dig(r, 3)}) 555 {dig(r, 3)}",
                             f"01{dig(r, 2)} 555 {dig(r, 4)}", f"0{r.choice(['20', '29', '28'])} 555{dig(r, 1)} {dig(r, 4)}"])
        if c == "Ireland":
            if mob:
                return r.choice([f"08{r.choice('35679')} 555 {dig(r, 4)}", f"+353 8{r.choice('35679')} 555 {dig(r, 4)}",
                                 f"08{r.choice('35679')}-555{dig(r, 4)}"])
            return r.choice([f"(0{r.randint(21, 99)}) 555 {dig(r, 4)}", f"0{r.randint(21, 99)}-555{dig(r, 4)}",
                             f"+353 {r.randint(21, 99)} 555 {dig(r, 4)}"])
        if mob:
            return r.choice([f"+91 9{dig(r, 4)} 555{dig(r, 2)}", f"9{dig(r, 4)}-555{dig(r, 2)}",
                             f"8{dig(r, 4)} 555{dig(r, 2)}", f"+91-7{dig(r, 4)}-555{dig(r, 2)}"])
        return r.choice([f"0{r.randint(120, 899)}-2555{dig(r, 3)}", f"0{r.randint(20, 99)} 2555 {dig(r, 4)}",
                         f"({r.randint(120, 899)}) 555 {dig(r, 4)}"])

    def us_phone(self):
        r = self.r
        return r.choice([f"({r.randint(201, 989)}) 555-{dig(r, 4)}", f"{r.randint(201, 989)}-555-{dig(r, 4)}",
                         f"+1 {r.randint(201, 989)} 555 {dig(r, 4)}"])

    def bleep(self):
        r = self.r
        return r.choice([dig(r, 4), f"{r.randint(1, 9)}-{dig(r, 4)}", dig(r, 3)])

    def email(self, p=None, org=None):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        if p is None:
            box = r.choice(["ed.admin", "ed.referrals", "safeguarding.ed", "cdu.office",
                            "mh.liaison", "fracture.clinic", "gp.letters", "poisons.advice",
                            "trauma.coord", "casualty.records"])
            return f"{box}.{self.tag(org)}@{dom}"
        f = re.sub(r"[^a-z]", "", p.first.lower())
        l = re.sub(r"[^a-z]", "", p.last.lower())
        return r.choice([f"{f}.{l}@{dom}", f"{f[0]}{l}{dig(r, 2)}@{dom}", f"{l}.{f[0]}@{dom}",
                         f"{f}{l}{r.randint(70, 99)}@{dom}"])

    def url(self):
        r = self.r
        tag = self.tag()
        dom = r.choice(["example.org", "example.net", "example.com"])
        path = r.choice(["ed/head-injury-advice", "patient-portal", "ed/wait-times",
                         "referrals/form?id=" + dig(r, 5), "leaflets/soft-tissue", "fracture-clinic/vfc",
                         "safeguarding/refer", "tox/advice-line", "careplans/" + dig(r, 6)])
        return r.choice([f"www.{dom}/{tag}/{path}", f"https://{tag}.{dom}/{path}", f"http://www.{dom}/{tag}",
                         f"{tag}.{dom}/{path}"])

    def tag(self, org=None):
        skip = ("our", "st", "sri", "the", "queen", "lady", "of", "dr", "hse", "children's", "one", "district", "child")
        words_ = [w for w in re.sub(r"[^a-z ]", "", (org or self.hospital).lower()).split() if w not in skip]
        return (words_ or ["ed"])[0]

    def road(self):
        r = self.r
        if self.country == "India":
            return f"{r.choice(pools.STREET_ROOTS)} {r.choice(['Road', 'Marg', 'Main Road', 'Bypass'])}"
        suf = pools.STREET_SUFFIX_UK if self.country == "UK" else pools.STREET_SUFFIX_IE
        return f"{r.choice(pools.STREET_ROOTS)} {r.choice(suf)}"

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if k == 1:
            return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def username(self, p):
        r = self.r
        f = re.sub(r"[^a-z]", "", p.first.lower())
        l = re.sub(r"[^a-z]", "", p.last.lower())
        return r.choice([f"{f[0]}{l}", f"{f[0]}{l}{r.randint(1, 9)}", f"{f}.{l}", f"{l}{f[0]}",
                         f"{f[:3]}{l[:3]}{dig(r, 2)}", f"{l}_{f[0]}", f"{f[0]}.{l}"])

    # -- identifiers
    def mrn(self):
        r = self.r
        c = self.country
        if c == "UK":
            return r.choice([f"{let(r, 1)}{dig(r, 7)}", f"RX{dig(r, 6)}", f"{dig(r, 8)}",
                             f"{let(r, 3)}-{dig(r, 6)}"])
        if c == "Ireland":
            return r.choice([dig(r, 7), f"{dig(r, 6)}", f"M{dig(r, 7)}", f"{dig(r, 3)}-{dig(r, 4)}"])
        return r.choice([f"{dig(r, 4)}{dig(r, 9)}", f"GMCH/{self.day.year}/{dig(r, 6)}",
                         f"UHID{dig(r, 10)}", f"{let(r, 3)}{dig(r, 8)}"])

    def nhs(self):
        r = self.r
        return f"{r.randint(400, 999)} {dig(r, 3)} {dig(r, 4)}"

    def ihi(self):
        return dig(self.r, 18)

    def national_id(self):
        """SSN-class identifier for the note's country (fictional shapes)."""
        r = self.r
        c = self.country
        if c == "UK":
            return f"QQ {dig(r, 2)} {dig(r, 2)} {dig(r, 2)} {r.choice('ABCD')}"
        if c == "Ireland":
            return f"9{dig(r, 6)}{let(r, 1, 'ABCDEFGHKLTW')}{r.choice(['', 'A', 'H'])}"
        return f"9{dig(r, 3)} {dig(r, 4)} {dig(r, 4)}"

    def us_ssn(self):
        r = self.r
        return r.choice([f"9{dig(r, 2)}-{dig(r, 2)}-{dig(r, 4)}", f"000-{dig(r, 2)}-{dig(r, 4)}"])

    def healthplan(self):
        r = self.r
        c = self.country
        if c == "UK":
            return r.choice([f"MHC-{dig(r, 5)}-{dig(r, 2)}", f"{let(r, 3)}{dig(r, 6)}",
                             f"8{dig(r, 3)} 0000 {dig(r, 4)} {dig(r, 4)}", f"AHI/{dig(r, 7)}"])
        if c == "Ireland":
            return r.choice([f"{dig(r, 7)}{let(r, 1)}", f"GMS {dig(r, 6)}{let(r, 1)}",
                             f"{dig(r, 2)}-{dig(r, 6)}", f"DVC{dig(r, 6)}"])
        return r.choice([f"PMJAY-{let(r, 2)}-{dig(r, 4)}-{dig(r, 4)}", f"{dig(r, 10)}",
                         f"TRN/HC/{self.day.year}/{dig(r, 5)}", f"SGI{dig(r, 9)}"])

    def account(self):
        r = self.r
        y = self.day.year % 100
        return r.choice([f"ED{y}-{dig(r, 6)}", f"{dig(r, 7)}", f"E-{self.day.year}-{dig(r, 6)}",
                         f"ATT{dig(r, 8)}", f"{y}/{dig(r, 5)}", f"B/{y}/{dig(r, 5)}", f"{dig(r, 4)}-{dig(r, 4)}"])

    def licence_staff(self, kind="doctor"):
        r = self.r
        c = self.country
        if c == "UK":
            opts = {"doctor": [("GMC", dig(r, 7)), ("GMC No", dig(r, 7))],
                    "nurse": [("NMC PIN", f"{dig(r, 2)}{let(r, 1)}{dig(r, 4)}{let(r, 1)}")],
                    "paramedic": [("HCPC", f"PA{dig(r, 5)}")]}
        elif c == "Ireland":
            opts = {"doctor": [("MCRN", dig(r, 6)), ("IMC No", dig(r, 6))], "nurse": [("NMBI PIN", dig(r, 6))],
                    "paramedic": [("PHECC PIN", dig(r, 5))]}
        else:
            opts = {"doctor": [("Reg. No.", f"{let(r, 3)}/{dig(r, 5)}"), ("KMC Reg", dig(r, 5)),
                               ("MCI Reg", f"{dig(r, 2)}-{dig(r, 5)}")],
                    "nurse": [("Nursing Council Reg", f"{let(r, 2)}{dig(r, 6)}"), ("SNC Reg", dig(r, 6))],
                    "paramedic": [("EMT Reg", f"EMRI-{dig(r, 5)}")]}
        return r.choice(opts[kind])

    def driving_licence(self):
        r = self.r
        c = self.country
        if c == "UK":
            base = re.sub(r"[^A-Z]", "", self.patient.last.upper()) + "99999"
            return f"{base[:5]}{dig(r, 6)}{self.patient.first[0].upper()}{let(r, 1)}9{let(r, 2)}"
        if c == "Ireland":
            return f"{dig(r, 3)}{dig(r, 3)}{dig(r, 3)}"
        return f"{r.choice(['SP', 'MK', 'UV'])}{dig(r, 2)} {self.day.year - r.randint(1, 15)}{dig(r, 7)}"

    def plate(self):
        r = self.r
        c = self.country
        if c == "UK":
            return f"{r.choice('QXZ')}{let(r, 1)}{dig(r, 2)} {let(r, 3)}"
        if c == "Ireland":
            return f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['KC', 'QR', 'XB', 'VZ'])}-{r.randint(1, 9999)}"
        return f"{r.choice(['SP', 'MK', 'UV', 'KV'])}-{dig(r, 2)}-{let(r, 2)}-{dig(r, 4)}"

    def vin(self):
        return let(self.r, 3) + dig(self.r, 2) + let(self.r, 4, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + dig(self.r, 8)

    def device_serial(self):
        r = self.r
        return r.choice([f"{let(r, 3)}{dig(r, 6)}", f"{let(r, 3)}{dig(r, 6)}{let(r, 1)}", f"SN{dig(r, 8)}",
                         f"{dig(r, 2)}-{dig(r, 5)}-{let(r, 2)}", f"{let(r, 2)}{dig(r, 4)}-{dig(r, 4)}"])

    def asset(self):
        r = self.r
        return r.choice([f"DEF-{dig(r, 4)}", f"T34-{dig(r, 5)}", dig(r, 6),
                         f"EQ{dig(r, 6)}", f"BM-{dig(r, 4)}"])

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{dig(r, 5)}", f"BIO-{dig(r, 4)}-{dig(r, 4)}", f"IR-{dig(r, 6)}",
                         f"PV{dig(r, 7)}", f"{let(r, 2)}{dig(r, 6)}/FP"])

    def specimen(self):
        r = self.r
        y = self.day.year % 100
        return r.choice([f"S{y}-{dig(r, 4)}", f"LAB{y}{dig(r, 2)}-{dig(r, 5)}", f"{dig(r, 2)}{let(r, 1)}{dig(r, 6)}",
                         f"H{y}.{dig(r, 6)}", f"RAD-{dig(r, 4)}-{dig(r, 5)}"])

    def case_ref(self, kind):
        r = self.r
        y = self.day.year
        if kind == "cad":
            return r.choice([f"{y % 100}{self.day.month:02d}{self.day.day:02d}-{dig(r, 4)}", f"CAD{dig(r, 7)}", dig(r, 6)])
        if kind == "police":
            if self.country == "Ireland":
                return dig(r, 8)
            if self.country == "India":
                return r.choice([f"{r.randint(1, 600)}/{y}", f"FIR {r.randint(1, 600)}/{y % 100}"]).replace("FIR ", "")
            return f"{r.randint(10, 99)}/{dig(r, 5)}/{y % 100}"
        if kind == "mlc":
            return f"{r.randint(1, 900)}/{y}"
        if kind == "sg":
            return r.choice([f"MASH-{y % 100}-{dig(r, 5)}", f"SG{dig(r, 6)}", f"TUS/{y}/{dig(r, 4)}", f"CW-{dig(r, 7)}"])
        if kind == "tox":
            return r.choice([f"{y % 100}-{dig(r, 5)}", f"NPIS{dig(r, 6)}", f"PIC/{y}/{dig(r, 4)}"])
        if kind == "datix":
            return f"W{dig(r, 6)}"
        return f"{let(r, 2)}{dig(r, 6)}"
