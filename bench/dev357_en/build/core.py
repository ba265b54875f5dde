"""Note assembly with single-pass offsets, plus PHI value generators (author 357).

Templates mark a PHI value with P(value, TYPE). Note.w() walks the template once, appending
literal pieces and PHI pieces in order; every span's offsets are the running length at the
moment its piece is appended. The finished text is never searched."""
import datetime as dt
import re

import pools as PL
from ids import IdMixin

TYPES = {
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
_S, _M, _E = "\x1e", "\x1f", "\x1d"
_RX = re.compile("\x1e([A-Z_]+)\x1f([^\x1d\x1e\x1f]+)\x1d")


def P(value, typ):
    value = str(value)
    assert typ in TYPES, typ
    assert value and value == value.strip(), repr(value)
    return _S + typ + _M + value + _E


class Note:
    def __init__(self, lower):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _lit(self, s):
        assert _S not in s and _M not in s and _E not in s, repr(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def w(self, s):
        i = 0
        for m in _RX.finditer(s):
            self._lit(s[i:m.start()])
            v = m.group(2).lower() if self.lower else m.group(2)
            self.spans.append({"start": self.pos, "end": self.pos + len(v),
                               "label": TYPES[m.group(1)], "type": m.group(1), "text": v})
            self.parts.append(v)
            self.pos += len(v)
            i = m.end()
        self._lit(s[i:])

    def text(self):
        return "".join(self.parts)


MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def slug(name):
    w = [x for x in re.sub(r"[^a-z ]", "", name.lower()).split() if x not in ("st", "the")]
    return "".join(w[:2]) or "clinic"


class Person:
    def __init__(self, first, last, sex, typ, mid=""):
        self.first, self.last, self.sex, self.typ, self.mid = first, last, sex, typ, mid
        self.title = ""
        self.cred = ""
        self.role = ""
        self.lic = ""
        self.rel = ""

    def v(self, st):
        f, l, m = self.first, self.last, self.mid
        return {
            "fl": f"{f} {l}", "fml": f"{f} {m}. {l}" if m else f"{f} {l}",
            "LF": f"{l.upper()}, {f}", "LFU": f"{l.upper()}, {f.upper()}" + (f" {m}" if m else ""),
            "Lf": f"{l}, {f}", "l": l, "L": l.upper(), "f": f, "ini": f"{f[0]}.{l[0]}.",
            "INI": f"{f[0]}{l[0]}", "il": f"{f[0]}. {l}", "iL": f"{f[0]} {l}", "fi": f"{f} {l[0]}.",
            "Li": f"{l.upper()} {f[0]}", "lc": f"{f[0]}{l[0]}".lower(),
            "FL": f"{f.upper()} {l.upper()}",
        }[st]

    def __call__(self, st="fl"):
        return P(self.v(st), self.typ)

    def t(self, st="l"):
        """Title (outside the span) plus the name."""
        return (self.title + " " if self.title else "") + self(st)


class Site:
    def __init__(self, name, kind):
        self.name, self.kind = name, kind
        self.addr = None
        self.phone = self.fax = self.email = self.url = ""

    def __call__(self):
        return P(self.name, "HOSPITAL" if self.kind != "org" else "ORGANIZATION")


DX_AGE = {"nAMD": (66, 97), "DMO": (38, 82), "BRVO": (50, 88), "CRVO": (52, 90),
          "PCV": (55, 85), "mCNV": (32, 70)}


class Ctx(IdMixin):
    def __init__(self, r, country, lower, genre, idx):
        self.r, self.c, self.genre, self.idx = r, country, genre, idx
        self.us = country == "US"
        self.na = country in ("US", "CA")
        self.n = Note(lower)
        self.today = dt.date(2019, 1, 2) + dt.timedelta(days=r.randint(0, 2350))

    # ---- basics
    def w(self, *parts):
        for s in parts:
            self.n.w(s)

    def ch(self, seq):
        return self.r.choice(seq)

    def maybe(self, p=0.5):
        return self.r.random() < p

    def ri(self, a, b):
        return self.r.randint(a, b)

    def dig(self, k):
        return "".join(str(self.r.randint(0, 9)) for _ in range(k))

    def let(self, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(k))

    def sp(self, uk, us):
        return us if self.na else uk

    def days(self, n):
        return self.today + dt.timedelta(days=n)

    # ---- dates and times
    def dfmt(self, d, st):
        dd, mm, yy = d.day, d.month, d.year
        us = self.us
        m3 = MON[mm - 1][:3]
        f = {
            "num": f"{mm:02d}/{dd:02d}/{yy}" if us else f"{dd:02d}/{mm:02d}/{yy}",
            "num1": f"{mm}/{dd}/{yy}" if us else f"{dd}/{mm}/{yy}",
            "short": f"{mm:02d}/{dd:02d}/{yy % 100:02d}" if us else f"{dd:02d}/{mm:02d}/{yy % 100:02d}",
            "dot": f"{dd:02d}.{mm:02d}.{yy}", "iso": d.isoformat(),
            "long": f"{MON[mm - 1]} {dd}, {yy}" if self.na else f"{dd} {MON[mm - 1]} {yy}",
            "med": f"{dd}-{m3}-{yy}", "medsp": f"{m3} {dd}, {yy}" if self.na else f"{dd} {m3} {yy}",
            "MED": f"{dd:02d}{m3.upper()}{yy}", "my": f"{MON[mm - 1]} {yy}", "m3y": f"{m3} {yy}",
            "y": str(yy), "dm": f"{mm}/{dd}" if us else f"{dd}/{mm}",
            "wd": f"{WD[d.weekday()][:3]} {mm}/{dd}/{yy}" if us else
                  f"{WD[d.weekday()][:3]} {dd:02d}/{mm:02d}/{yy}",
            "wdlong": f"{WD[d.weekday()]}, {MON[mm - 1]} {dd}, {yy}" if self.na else
                      f"{WD[d.weekday()]} {dd} {MON[mm - 1]} {yy}",
            "ord": f"{dd}{'th' if 10 < dd < 14 else {1: 'st', 2: 'nd', 3: 'rd'}.get(dd % 10, 'th')}"
                   f" {MON[mm - 1]} {yy}",
        }
        return f[st]

    def dstyle(self):
        if self.na:
            return self.ch(["num", "num", "num1", "long", "medsp", "iso", "short", "med"])
        return self.ch(["num", "num", "num", "num1", "long", "med", "medsp", "short", "dot",
                        "iso", "ord"])

    def D(self, d, st=None):
        return P(self.dfmt(d, st or self.dstyle()), "DATE")

    def time(self, lo=7, hi=18):
        return f"{self.ri(lo, hi):02d}:{self.ri(0, 59):02d}"

    # ---- ages
    def A(self, a, st=None, sex=None):
        st = st or self.ch(["yo", "yo", "yearold", "yearold", "aged", "yrs", "sex", "y"])
        x = P(str(a), "AGE")
        if st == "yo":
            return x + self.ch([" yo", "yo", " y/o", " y.o."])
        if st == "yearold":
            return x + self.ch(["-year-old", " year old", "-yr-old"])
        if st == "aged":
            return self.ch(["aged ", "age ", "Age: "]) + x
        if st == "yrs":
            return x + self.ch([" yrs", " years", "y"])
        if st == "y":
            return x + "y"
        if st == "sex":
            return x + self.ch(["", " "]) + (sex or self.ch(["M", "F"]))
        if st == "word":
            return P(words(a), "AGE") + self.ch(["-year-old", " years old", " years of age"])
        return x

    # ---- people
    def person(self, typ, sex=None):
        sex = sex or self.ch("MF")
        first = self.ch(PL.FIRST_M if sex == "M" else PL.FIRST_F)
        p = Person(first, self.ch(PL.SURN), sex, typ,
                   self.ch("ABCDEFGHJKLMNPRSTW") if self.maybe(0.35) else "")
        if typ == "PATIENT" or typ == "FAMILY":
            p.title = ("Mr" if sex == "M" else self.ch(["Mrs", "Mrs", "Ms", "Miss"]))
            if self.us:
                p.title += "."
        return p

    def patient(self, dx=None):
        dx = dx or self.ch(["nAMD", "nAMD", "nAMD", "DMO", "DMO", "BRVO", "CRVO", "PCV", "mCNV"])
        p = self.person("PATIENT")
        lo, hi = DX_AGE[dx]
        p.dx = dx
        p.age = self.ri(lo, hi)
        p.dob = self.today - dt.timedelta(days=365 * p.age + self.ri(5, 360) + p.age // 4)
        p.addr = self.addr()
        p.mrn = self.mrn()
        p.nat = self.natid(p.dob)
        p.phone = self.phone("land")
        p.mob = self.phone("mob")
        p.email = self.email(p)
        p.prof = self.ch(PL.PROFESSIONS)
        p.eye = self.ch(["R", "L", "R", "L", "B"])
        return p

    def family(self, pt, rel=None):
        rel = rel or self.ch(PL.RELATIONS)
        if rel in ("wife", "husband"):
            rel = self.ch(["wife" if pt.sex == "M" else "husband"] * 9 + ["partner"])
        sex = "F" if rel in ("wife", "daughter", "granddaughter", "niece", "sister",
                             "daughter-in-law") else "M" if rel in (
            "husband", "son", "grandson", "nephew", "brother", "son-in-law") else None
        f = self.person("FAMILY", sex)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother") and self.maybe(0.5):
            f.last = pt.last
        f.rel = rel
        return f

    ROLE = {
        "cons": ({"UK": "Consultant Ophthalmologist", "IE": "Consultant Ophthalmic Surgeon",
                  "AU": "Consultant Ophthalmologist", "NZ": "Consultant Ophthalmologist",
                  "CA": "Retina Specialist", "US": "Retina Specialist"},
                 {"UK": "FRCOphth", "IE": "FRCSI", "AU": "FRANZCO", "NZ": "FRANZCO",
                  "CA": "MD, FRCSC", "US": "MD"}),
        "reg": ({"UK": "ST5 Ophthalmology", "IE": "Specialist Registrar", "AU": "Ophthalmology Registrar",
                 "NZ": "Ophthalmology Registrar", "CA": "PGY-4 Resident", "US": "Retina Fellow"},
                {"UK": "MRCOphth", "IE": "MRCSI", "AU": "MBBS", "NZ": "MBChB", "CA": "MD", "US": "MD"}),
        "nurse": ({"UK": "Nurse Injector", "IE": "Clinical Nurse Specialist", "AU": "Nurse Injector",
                   "NZ": "Clinical Nurse Specialist", "CA": "Registered Nurse", "US": "Ophthalmic RN"},
                  {"UK": "RGN", "IE": "RGN", "AU": "RN", "NZ": "RN", "CA": "RN", "US": "RN"}),
        "optom": ({"UK": "Specialist Optometrist", "IE": "Optometrist", "AU": "Optometrist",
                   "NZ": "Optometrist", "CA": "Optometrist", "US": "Optometrist"},
                  {"UK": "MCOptom", "IE": "MSc", "AU": "BOptom", "NZ": "BOptom", "CA": "OD", "US": "OD"}),
        "pharm": ({"UK": "Aseptic Services Pharmacist", "IE": "Senior Pharmacist",
                   "AU": "Clinical Pharmacist", "NZ": "Pharmacist", "CA": "Pharmacist",
                   "US": "Clinical Pharmacist"},
                  {"UK": "MPharm", "IE": "MPharm", "AU": "BPharm", "NZ": "BPharm", "CA": "RPh",
                   "US": "PharmD"}),
        "tech": ({"UK": "Ophthalmic Imaging Technician", "IE": "Ophthalmic Photographer",
                  "AU": "Orthoptist", "NZ": "Ophthalmic Technician", "CA": "Ophthalmic Technician",
                  "US": "Ophthalmic Photographer"},
                 {"UK": "BSc", "IE": "", "AU": "BAppSc(Orth)", "NZ": "", "CA": "COT", "US": "CRA"}),
        "hca": ({"UK": "Healthcare Assistant", "IE": "Healthcare Assistant", "AU": "Assistant in Nursing",
                 "NZ": "Healthcare Assistant", "CA": "Clinic Assistant", "US": "Medical Assistant"},
                {k: "" for k in ("UK", "IE", "AU", "NZ", "CA", "US")}),
        "clerk": ({"UK": "Booking Coordinator", "IE": "Clinic Administrator", "AU": "Ward Clerk",
                   "NZ": "Clinic Coordinator", "CA": "Unit Clerk", "US": "Scheduling Coordinator"},
                  {k: "" for k in ("UK", "IE", "AU", "NZ", "CA", "US")}),
        "sec": ({"UK": "Medical Secretary", "IE": "Medical Secretary", "AU": "Medical Typist",
                 "NZ": "Medical Secretary", "CA": "Medical Transcriptionist",
                 "US": "Medical Transcriptionist"}, {k: "" for k in ("UK", "IE", "AU", "NZ", "CA", "US")}),
        "gp": ({"UK": "General Practitioner", "IE": "General Practitioner", "AU": "General Practitioner",
                "NZ": "General Practitioner", "CA": "Family Physician", "US": "Primary Care Physician"},
               {"UK": "MRCGP", "IE": "MICGP", "AU": "FRACGP", "NZ": "FRNZCGP", "CA": "MD, CCFP",
                "US": "MD"}),
    }

    def staff(self, role):
        p = self.person("DOCTOR")
        names, creds = self.ROLE[role]
        p.role, p.cred = names[self.c], creds[self.c]
        if role in ("cons", "reg", "gp"):
            if self.c in ("UK", "IE") and role == "cons" and self.maybe(0.45):
                p.title = "Mr" if p.sex == "M" else self.ch(["Miss", "Ms"])
            else:
                p.title = "Dr." if self.us else "Dr"
            if role == "cons" and self.maybe(0.1):
                p.title = "Prof"
        elif role in ("nurse",) and self.c in ("UK", "IE") and self.maybe(0.3):
            p.title = self.ch(["Sister", "Sr"]) if p.sex == "F" else "Charge Nurse"
        p.lic = self.lic(role)
        p.kind = role
        return p

    def sig(self, p, st=None):
        """A name as it would be signed: title/name, credentials, role (credentials outside)."""
        st = st or self.ch(["fl", "fl", "fml", "il"])
        s = p.t(st) if p.title and self.maybe(0.6) else p(st)
        if p.cred and self.maybe(0.7):
            s += (", " if self.maybe(0.5) else " ") + p.cred
        return s

    # ---- places
    def stem(self):
        return self.ch(PL.TOWNS[self.c] + PL.HOSP_EXTRA)

    def fill(self, pat):
        return pat.format(s=self.stem(), t=self.ch(PL.TREES), b=self.ch(PL.BIRDS),
                          saint=self.ch(PL.SAINTS), queen=self.ch(PL.QUEENS),
                          sur=self.ch(PL.SURN))

    def site(self, kind="hosp"):
        pat = {"hosp": PL.HOSP_PAT[self.c], "gp": PL.GP_PAT[self.c], "optom": PL.OPTOM_PAT,
               "pharm": PL.PHARM_PAT, "unit": PL.UNIT_PAT, "org": PL.ORG_PAT}[kind]
        s = Site(self.fill(self.ch(pat)), kind)
        s.addr = self.addr(site=True)
        s.phone = self.phone("site")
        s.fax = self.phone("land")
        s.slug = slug(s.name)
        s.email = self.email(None, s)
        s.url = self.url(s)
        return s

    def building(self):
        return P(self.fill(self.ch(PL.BUILDING_PAT)), "LOCATION_OTHER")

    def org(self):
        return P(self.fill(self.ch(PL.ORG_PAT)), "ORGANIZATION")

    def street(self, site=False):
        n, root = self.ri(1, 240), self.ch(PL.STREET_ROOT)
        base = f"{n} {root} {self.ch(PL.STREET_SUF[self.c])}"
        if site:
            return base
        x = self.r.random()
        if x < 0.12 and self.c in ("UK", "IE"):
            return f"Flat {self.ri(1, 24)}, {base}"
        if x < 0.2 and self.c in ("AU", "NZ"):
            return f"{self.ri(1, 30)}/{base}"
        if x < 0.18 and self.na:
            return base + self.ch([f", Apt {self.ri(1, 40)}", f" Unit {self.ri(1, 12)}",
                                   f", Apt {self.ri(1, 9)}{self.ch('ABCD')}"])
        return base

    def addr(self, site=False):
        a = {"street": self.street(site), "city": self.ch(PL.TOWNS[self.c]), "state": None, "county": None}
        if self.c in PL.STATES and (self.c != "NZ" or self.maybe(0.35)):
            a["state"] = self.ch(PL.STATES[self.c])
        elif self.c in PL.COUNTIES and self.maybe(0.5 if self.c == "UK" else 0.8):
            a["county"] = self.ch(PL.COUNTIES[self.c])
        a["zip"] = self.zipc(a["state"])
        return a

    def addr_lines(self, a, sep="\n", country=False, full_state=None):
        out = [P(a["street"], "STREET"), P(a["city"], "CITY")]
        if a["county"]:
            out.append(("Co. " if self.c == "IE" else "") + P(a["county"], "CITY"))
        z = P(a["zip"], "ZIP")
        if a["state"]:
            fs = full_state if full_state is not None else (self.c == "NZ" or self.maybe(0.2))
            st = P(a["state"][0 if fs else 1], "STATE")
            if self.c in ("US", "CA", "AU"):
                out[-1] = out[-1] + (", " if self.c != "AU" else " ") + st + (" " if self.c != "CA" else "  ") + z
            else:
                out[-1] = out[-1] + " " + z
                out.append(st)
        else:
            out.append(z)
        if country:
            out.append(P(PL.COUNTRY_NAME[self.c] if self.maybe(0.7) else self.c, "COUNTRY")
                       if self.c != "UK" else P(self.ch(["United Kingdom", "UK", "England"]), "COUNTRY"))
        return sep.join(out)

    # ---- contacts
    def phone(self, kind="land"):
        c, d, r = self.c, self.dig, self.r
        if kind == "bleep":
            return self.ch([f"555{d(1)}", f"555-{d(2)}", f"{d(1)}555", f"555 {d(3)}"])
        site = kind == "site"
        if c == "UK":
            if kind == "mob":
                return self.ch([f"07{d(3)} 555{d(3)}", f"07{d(3)} 555 {d(3)}", f"+44 7{d(3)} 555{d(3)}"])
            ac = self.ch([f"01{d(3)}", f"01{d(2)}", "020", f"02{d(1)}"])
            if len(ac) == 4:
                return self.ch([f"{ac} 555 {d(4)}", f"({ac}) 555 {d(4)}", f"+44 {ac[1:]} 555 {d(4)}"])
            return self.ch([f"{ac} 555{d(1)} {d(4)}", f"({ac}) 555{d(1)} {d(4)}"])
        if c == "IE":
            if kind == "mob":
                return self.ch([f"08{self.ch('35679')} 555 {d(4)}", f"+353 8{self.ch('35679')} 555 {d(4)}"])
            return self.ch([f"01 555 {d(4)}", f"(0{self.ri(21, 99)}) 555 {d(4)}", f"0{self.ri(21, 99)} 555{d(4)}"])
        if c == "AU":
            if kind == "mob":
                return self.ch([f"04{d(2)} 555 {d(3)}", f"+61 4{d(2)} 555 {d(3)}"])
            return self.ch([f"(0{self.ch('2378')}) 5550 {d(4)}", f"0{self.ch('2378')} 5555 {d(4)}"]
                           + ([f"1800 555 {d(3)}"] if site else []))
        if c == "NZ":
            if kind == "mob":
                return self.ch([f"02{self.ch('127')} 555 {d(4)}", f"+64 2{self.ch('127')} 555 {d(4)}"])
            return self.ch([f"(0{self.ch('34679')}) 555 {d(4)}", f"0{self.ch('34679')}-555 {d(4)}"]
                           + ([f"0800 555 {d(3)}"] if site else []))
        ac = f"{self.ri(2, 9)}{d(2)}"
        return self.ch([f"({ac}) 555-{d(4)}", f"{ac}-555-{d(4)}", f"{ac}.555.{d(4)}",
                        f"+1 {ac} 555 {d(4)}"] + ([f"1-800-555-{d(4)}"] if site else []))

    def ext(self, ph):
        return ph + self.ch([f" ext. {self.dig(4)}", f" x{self.dig(3)}", f" ext {self.dig(4)}",
                             f" (ext {self.dig(3)})"])

    def email(self, p=None, site=None):
        if p is not None:
            f, l = re.sub(r"[^a-z]", "", p.first.lower()), re.sub(r"[^a-z]", "", p.last.lower())
            loc = self.ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[0]}{self.dig(2)}", f"{l}.{f[0]}",
                           f"{f}_{l}{self.dig(2)}"])
            dom = self.ch(["example.com", "mail.example.com", "example.net", "post.example.org"])
            if site is not None:
                dom = self.ch([f"{site.slug}.example.org", f"nhs.example.net" if self.c == "UK"
                               else f"health.example.net"])
            return f"{loc}@{dom}"
        loc = self.ch(["medretina", "retina.bookings", "eyeclinic", "macular.referrals",
                       "injections", "ophthalmology.admin", "mr.virtualclinic", "eye.helpline"])
        return f"{loc}@{self.ch([site.slug + '.example.org', site.slug + '.example.net', 'example.org'])}"

    def url(self, site):
        return self.ch([f"https://www.{site.slug}.example.org/retina",
                        f"www.{site.slug}.example.org/eyes", f"https://portal.example.net/{site.slug}",
                        f"{site.slug}.example.com/injections", f"http://intranet.{site.slug}.example.org/mr",
                        f"https://www.example.org/{site.slug}/macular-service"])

    def ip(self):
        return self.ch([f"10.{self.ri(0, 255)}.{self.ri(0, 255)}.{self.ri(1, 254)}",
                        f"192.168.{self.ri(0, 255)}.{self.ri(1, 254)}",
                        f"172.{self.ri(16, 31)}.{self.ri(0, 255)}.{self.ri(1, 254)}"])

    def user(self, p):
        f, l = re.sub(r"[^a-z]", "", p.first.lower()), re.sub(r"[^a-z]", "", p.last.lower())
        return self.ch([f"{f[0]}{l}", f"{f[0]}{l}{self.ri(1, 9)}", f"{l}.{f[0]}", f"{l[:6]}{f[0]}",
                        f"{(l[:5] + f[0]).upper()}", f"{f}.{l}", f"{f[0]}{l[:4]}{self.dig(2)}"])
