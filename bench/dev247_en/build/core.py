"""Note assembly (single-pass offsets) and PHI value generators for dev247_en."""
import datetime
import re
import unicodedata

import pools

TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT",
         "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}

TYPOS = [("patient", "pateint"), ("received", "recieved"), ("tongue", "tounge"), ("assessment", "assesment"),
         ("separate", "seperate"), ("tolerating", "tolerting"), ("secretions", "secreations"),
         ("review", "reveiw"), ("discussed", "dicussed"), ("occasionally", "ocasionally"),
         ("swallowing", "swalowing"), ("week", "wk"), ("therefore", "therfore"), ("bilateral", "bilaterial")]


class P:
    """A PHI value: text and fine type."""
    __slots__ = ("s", "typ")

    def __init__(self, s, typ):
        if typ not in TYPES:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError(repr(s))
        self.s, self.typ = s, typ


class Note:
    def __init__(self, typos=None):
        self.buf, self.spans, self.pos, self.typos = [], [], 0, list(typos or [])

    def _lit(self, s):
        for i, (good, bad) in enumerate(self.typos):
            m = re.search(r"\b" + good + r"\b", s)
            if m:
                s = s[:m.start()] + bad + s[m.end():]
                del self.typos[i]
                break
        return s

    def add(self, x):
        if x is None or x == "":
            return
        if isinstance(x, str):
            if self.typos:
                x = self._lit(x)
            self.buf.append(x)
            self.pos += len(x)
        elif isinstance(x, P):
            st = self.pos
            self.buf.append(x.s)
            self.pos += len(x.s)
            self.spans.append((st, self.pos, x.typ))
        else:
            for y in x:
                self.add(y)

    def __call__(self, *xs):
        for x in xs:
            self.add(x)

    def f(self, tmpl, **kw):
        """Literal template with {key} slots filled from kw (str, P or nested lists)."""
        i = 0
        for m in re.finditer(r"\{(\w+)\}", tmpl):
            self.add(tmpl[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self.add(tmpl[i:])

    def result(self, lower):
        text = "".join(self.buf)
        assert len(text) == self.pos
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = [{"start": s, "end": e, "label": TYPES[t], "type": t, "text": text[s:e]}
                 for s, e, t in self.spans]
        return text, spans


class Cyc:
    """Shuffled cycling pool: values rarely repeat until the pool is used up."""
    def __init__(self, items, rng):
        self.items, self.rng, self.i = list(items), rng, 0
        rng.shuffle(self.items)

    def next(self):
        if self.i >= len(self.items):
            self.rng.shuffle(self.items)
            self.i = 0
        self.i += 1
        return self.items[self.i - 1]


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordn(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, st):
    dd, mm, y, yy = f"{d.day:02d}", f"{d.month:02d}", str(d.year), str(d.year)[2:]
    mo, m3, wd, w3 = MON[d.month - 1], MON[d.month - 1][:3], WD[d.weekday()], WD[d.weekday()][:3]
    table = {
        "dmy": f"{dd}/{mm}/{y}", "dmy_s": f"{d.day}/{d.month}/{yy}", "dmy_dot": f"{dd}.{mm}.{y}",
        "dmy_dot_s": f"{d.day}.{d.month}.{yy}", "dmy_2": f"{dd}/{mm}/{yy}", "d_mon_y": f"{d.day} {mo} {y}",
        "d_m3_y": f"{d.day} {m3} {y}", "dd_M3_y": f"{dd}-{m3.upper()}-{y}", "dd_m3_yy": f"{dd}-{m3}-{yy}",
        "ord_mon_y": f"{ordn(d.day)} {mo} {y}", "wd_d_mon_y": f"{wd} {d.day} {mo} {y}",
        "w3_dm": f"{w3} {d.day}/{d.month}", "iso": f"{y}-{mm}-{dd}", "mdy": f"{mm}/{dd}/{y}",
        "mdy_s": f"{d.month}/{d.day}/{yy}", "mdy_l": f"{d.month}/{d.day}/{y}", "mon_d_y": f"{mo} {d.day}, {y}",
        "m3_d_y": f"{m3} {d.day}, {y}", "wd_mon_d_y": f"{wd}, {mo} {d.day}, {y}", "w3_md": f"{w3} {d.month}/{d.day}",
        "mdy_dash": f"{mm}-{dd}-{y}", "mon_y": f"{mo} {y}", "m3_y": f"{m3} {y}", "y": y, "dm": f"{d.day}/{d.month}",
        "ddmm": f"{dd}/{mm}", "md": f"{d.month}/{d.day}", "mm_y": f"{mm}/{y}", "d_mon": f"{d.day} {mo}",
        "mon_d": f"{mo} {d.day}", "m3_yy": f"{m3} '{yy}", "ord_mon": f"{ordn(d.day)} {mo}", "wd": wd,
        "w3_d_m3": f"{w3} {d.day} {m3}", "d_m3": f"{d.day} {m3}", "m3_d": f"{m3} {d.day}", "mon": mo,
        "dmy_nopad": f"{d.day}/{d.month}/{y}", "ymd_nodash": f"{y}{mm}{dd}",
    }
    return table[st]


FULL_STYLES = {"UK": ["dmy"] * 6 + ["dmy_s", "dmy_dot", "d_mon_y", "d_m3_y", "dd_M3_y", "ord_mon_y", "dmy_2",
                                    "dmy_nopad", "iso", "d_mon_y"],
               "US": ["mdy"] * 5 + ["mdy_l", "mdy_l", "mdy_s", "mon_d_y", "m3_d_y", "iso", "mdy_dash"],
               "NZ": ["dmy"] * 5 + ["dmy_s", "dmy_dot", "d_mon_y", "d_m3_y", "dmy_nopad", "dmy_dot_s", "iso"]}
NARR_STYLES = {"UK": ["d_mon_y", "d_m3_y", "dmy", "dmy_s", "ord_mon_y", "wd_d_mon_y", "d_mon", "ord_mon", "dm",
                      "w3_dm", "w3_d_m3", "d_m3"],
               "US": ["mon_d_y", "m3_d_y", "mdy_l", "mdy_s", "wd_mon_d_y", "mon_d", "md", "w3_md", "m3_d"],
               "NZ": ["d_mon_y", "d_m3_y", "dmy", "dmy_s", "wd_d_mon_y", "d_mon", "dm", "w3_dm", "ord_mon_y"]}
PART_STYLES = {"UK": ["mon_y", "m3_y", "y", "mon_y", "mm_y", "m3_yy"], "US": ["mon_y", "m3_y", "y", "mm_y"],
               "NZ": ["mon_y", "m3_y", "y", "mon_y"]}

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ascii_id(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", s.lower())


class Person:
    def __init__(self, given, surname, sex, typ, middle=None, title="", cred="", role=""):
        self.given, self.surname, self.sex, self.typ, self.middle = given, surname, sex, typ, middle
        self.title, self.cred, self.role = title, cred, role
        self.nick = None
        self.rel = ""

    def ini(self, mid=False):
        m = self.middle[0] if (mid and self.middle) else ""
        return (self.given[0] + m + self.surname[0]).upper()


def nm(p, form):
    """Name surface forms; titles stay outside the span."""
    g, s, t = p.given, p.surname, p.typ
    mi = p.middle[0] if p.middle else ""
    if form == "full":
        return [P(f"{g} {s}", t)]
    if form == "full_mid":
        return [P(f"{g} {mi}. {s}" if mi else f"{g} {s}", t)]
    if form == "full_mid_nodot":
        return [P(f"{g} {mi} {s}" if mi else f"{g} {s}", t)]
    if form == "caps":
        return [P(f"{g} {s}".upper(), t)]
    if form == "sf_caps":
        return [P(f"{s.upper()}, {g}" + (f" {mi}" if mi else ""), t)]
    if form == "sf_allcaps":
        return [P(f"{s.upper()}, {g.upper()}", t)]
    if form == "sf":
        return [P(f"{s}, {g}", t)]
    if form == "sf_init":
        return [P(f"{s}, {g[0]}", t)]
    if form == "sur":
        return [P(s, t)]
    if form == "given":
        return [P(g, t)]
    if form == "nick":
        return [P(p.nick or g, t)]
    if form == "init_sur":
        return [P(f"{g[0]}. {s}", t)]
    if form == "init_sur_nodot":
        return [P(f"{g[0]} {s}", t)]
    if form == "given_init":
        return [P(f"{g} {s[0]}", t)]
    if form == "initials":
        return [P(f"{g[0]}.{s[0]}.".upper(), t)]
    if form == "initials_nodot":
        return [P(p.ini(), t)]
    if form == "title_sur":
        return [p.title + " ", P(s, t)] if p.title else [P(f"{g} {s}", t)]
    if form == "title_full":
        return [p.title + " ", P(f"{g} {s}", t)] if p.title else [P(f"{g} {s}", t)]
    if form == "title_init_sur":
        return [p.title + " ", P(f"{g[0]} {s}", t)] if p.title else [P(f"{g[0]} {s}", t)]
    if form == "full_cred":
        return [P(f"{g} {s}", t)] + ([", " + p.cred] if p.cred else [])
    raise KeyError(form)


ROLE_CRED = {
    "surgeon": {"UK": ["FRCS (OMFS)", "FRCS (ORL-HNS)", "FDS RCS, FRCS", "MBBS BDS FRCS"],
                "US": ["MD", "MD, FACS", "DDS, MD", "DMD, MD"], "NZ": ["FRACS", "FRACDS (OMS)", "FRACS (OHNS)"]},
    "oncologist": {"UK": ["FRCR", "MRCP FRCR"], "US": ["MD"], "NZ": ["FRANZCR"]},
    "registrar": {"UK": ["StR OMFS", "ST5 ENT", "Specialty Registrar"], "US": ["MD, PGY-4", "DDS, OMS resident"],
                  "NZ": ["Registrar", "Surgical Registrar"]},
    "slt": {"UK": ["Specialist SLT", "Highly Specialist Speech & Language Therapist", "SLT"],
            "US": ["MS, CCC-SLP", "CCC-SLP"], "NZ": ["Speech-language Therapist", "SLT"]},
    "dietitian": {"UK": ["Specialist Dietitian", "RD"], "US": ["RD, LD", "MS, RDN"], "NZ": ["NZRD", "Dietitian"]},
    "cns": {"UK": ["Head & Neck CNS", "Clinical Nurse Specialist"], "US": ["RN, OCN", "MSN, APRN"],
            "NZ": ["CNS", "Nurse Specialist"]},
    "nurse": {"UK": ["RN", "Staff Nurse", "Charge Nurse"], "US": ["RN", "LPN"], "NZ": ["RN", "EN"]},
    "restorative": {"UK": ["Consultant in Restorative Dentistry", "BDS MRD FDS"], "US": ["DDS, MS", "DMD"],
                    "NZ": ["BDS, DClinDent", "Prosthodontist"]},
    "radiographer": {"UK": ["Therapeutic Radiographer"], "US": ["RT(T)"], "NZ": ["Radiation Therapist"]},
    "physicist": {"UK": ["Clinical Scientist"], "US": ["CMD", "Medical Physicist"], "NZ": ["Medical Physicist"]},
    "anaesthetist": {"UK": ["FRCA"], "US": ["MD"], "NZ": ["FANZCA"]},
    "pathologist": {"UK": ["FRCPath"], "US": ["MD"], "NZ": ["FRCPA"]},
    "radiologist": {"UK": ["FRCR"], "US": ["MD"], "NZ": ["FRANZCR"]},
    "gp": {"UK": ["MRCGP"], "US": ["MD", "DO"], "NZ": ["FRNZCGP"]},
    "dentist": {"UK": ["BDS"], "US": ["DDS", "DMD"], "NZ": ["BDS"]},
    "coordinator": {"UK": ["MDT Coordinator"], "US": ["Tumor Board Coordinator"], "NZ": ["MDM Coordinator"]},
    "scribe": {"UK": [""], "US": [""], "NZ": [""]},
    "hygienist": {"UK": ["Dental Hygienist"], "US": ["RDH"], "NZ": ["Oral Health Therapist"]},
    "physio": {"UK": ["Physiotherapist"], "US": ["PT, DPT"], "NZ": ["Physiotherapist"]},
    "pharmacist": {"UK": ["Pharmacist"], "US": ["PharmD"], "NZ": ["Pharmacist"]},
}
MEDIC = ("oncologist", "registrar", "anaesthetist", "pathologist", "radiologist", "gp")


class Ctx:
    def __init__(self, rng, country, names):
        self.r, self.c, self.names = rng, country, names
        r = rng
        start = datetime.date(2019, 1, 7)
        self.today = start + datetime.timedelta(days=r.randint(0, 2350))
        self.dot = r.random() < {"US": 0.8, "UK": 0.15, "NZ": 0.3}[country]
        self.ds = r.choice(FULL_STYLES[country])
        self.staff = {}
        self.hosp = r.choice(pools.HOSP[country])
        self.hosp2 = r.choice([h for h in pools.HOSP[country] if h != self.hosp])
        self.ward = r.choice(pools.WARDS[country])
        self.pt = self.patient()

    # ---------- generic helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def sp(self, uk, us):
        return us if self.c == "US" else uk

    def days(self, a, b):
        return self.today + datetime.timedelta(days=self.r.randint(a, b))

    def D(self, d, st=None):
        return P(fmt_date(d, st or self.ds), "DATE")

    def Dn(self, d):
        return P(fmt_date(d, self.ch(NARR_STYLES[self.c])), "DATE")

    def Dp(self, d):
        return P(fmt_date(d, self.ch(PART_STYLES[self.c])), "DATE")

    def time(self):
        h, m = self.r.randint(7, 19), self.r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
        return self.ch([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}h", f"{h:02d}.{m:02d}"])

    def dig(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def let(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    # ---------- people
    def person(self, typ, sex=None, surname=None, role=""):
        sex = sex or self.ch("MF")
        given = self.names["F" if sex == "F" else "M"].next()
        middle = self.names["F" if sex == "F" else "M"].next() if self.p(0.35) else None
        p = Person(given, surname or self.names["S"].next(), sex, typ, middle, role=role)
        return p

    def patient(self):
        sex = "M" if self.p(0.66) else "F"
        pt = self.person("PATIENT", sex)
        pt.title = "Mr" if sex == "M" else self.ch(["Mrs", "Ms", "Miss", "Mrs"])
        if self.p(0.02):
            pt.title = "Mx"
        if self.dot and pt.title != "Miss":
            pt.title += "."
        if pt.given in pools.NICK and self.p(0.5):
            pt.nick = pools.NICK[pt.given]
        a = int(self.r.triangular(24, 96, 67))
        dob = self.today - datetime.timedelta(days=self.r.randint(int(a * 365.25) + 2, int((a + 1) * 365.25) - 2))
        pt.dob = dob
        pt.age = self.today.year - dob.year - ((self.today.month, self.today.day) < (dob.month, dob.day))
        pt.sex_word = "male" if sex == "M" else "female"
        pt.he, pt.his, pt.him = ("he", "his", "him") if sex == "M" else ("she", "her", "her")
        pt.mrn = self.mrn()
        pt.nat = self.natid()
        pt.addr = self.address()
        pt.tel = self.phone("land" if self.p(0.5) else "mob")
        pt.mob = self.phone("mob")
        pt.job = self.ch(pools.PROFESSIONS)
        pt.retired = pt.age >= 66 and self.p(0.75)
        kinsex = "F" if (sex == "M" and self.p(0.75)) or (sex == "F" and self.p(0.3)) else "M"
        rel = self.ch(pools.RELATIONS_F if kinsex == "F" else pools.RELATIONS_M)
        same = rel in ("wife", "husband", "daughter", "son", "brother", "sister", "mother", "father")
        kin = self.person("FAMILY", kinsex, surname=pt.surname if same and self.p(0.7) else None)
        kin.rel, kin.tel = rel, self.phone("mob")
        pt.kin = kin
        return pt

    def clin(self, role):
        if role in self.staff:
            return self.staff[role]
        sex = self.ch("MF")
        p = self.person("DOCTOR", sex, role=role)
        c = self.c
        if role == "surgeon":
            t = self.ch(["Mr", "Mr", "Prof"] if sex == "M" else ["Ms", "Miss", "Mrs", "Prof"]) \
                if c != "US" and self.p(0.8) else "Dr"
        elif role in MEDIC or role in ("restorative", "dentist"):
            t = "Dr"
        else:
            t = self.ch(["Mr"] if sex == "M" else ["Ms", "Mrs"]) if self.p(0.3) else ""
        if t and self.dot and t != "Miss":
            t += "."
        p.title = t
        p.cred = self.ch(ROLE_CRED[role][c])
        p.user = self.username(p)
        self.staff[role] = p
        return p

    def new_clin(self, role):
        self.staff.pop(role, None)
        return self.clin(role)

    def username(self, p):
        g, s = ascii_id(p.given) or "x", ascii_id(p.surname) or "y"
        return self.ch([f"{g[0]}{s}{self.r.randint(1, 9)}", f"{g}.{s}", f"{s.upper()[:6]}{g[0].upper()}",
                        f"{g[0]}{s[:5]}", f"{s}{g[0]}{self.r.randint(10, 99)}", f"{g}{s[0]}"])

    # ---------- identifiers
    def mrn(self):
        r, c = self.r, self.c
        if c == "UK":
            return self.ch([f"{self.let(1)}{self.dig(6)}", f"RX{self.dig(7)}", f"{self.dig(8)}",
                            f"{self.let(3)}{self.dig(7)}", f"K{self.dig(6)}{self.let(1)}"])
        if c == "US":
            return self.ch([self.dig(8), f"E{self.dig(7)}", f"{self.dig(3)}-{self.dig(2)}-{self.dig(2)}",
                            f"MR{self.dig(7)}", self.dig(10)])
        return f"Z{self.let(2, 'ABCDEFGHJKLMNPQRSTUVWXY')}{self.dig(4)}"

    def nhs(self):
        while True:
            ds = [9] + [self.r.randint(0, 9) for _ in range(8)]
            chk = 11 - sum(d * (10 - i) for i, d in enumerate(ds)) % 11
            chk = 0 if chk == 11 else chk
            if chk != 10:
                s = "".join(map(str, ds + [chk]))
                return self.ch([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])

    def natid(self):
        if self.c == "UK":
            return self.nhs()
        if self.c == "US":
            return self.ssn()
        return self.mrn()

    def ssn(self):
        a = self.ch([f"9{self.dig(2)}", "000"])
        return self.ch([f"{a}-{self.dig(2)}-{self.dig(4)}", f"{a}{self.dig(6)}", f"{a} {self.dig(2)} {self.dig(4)}"])

    def ni(self):
        return self.ch([f"QQ {self.dig(2)} {self.dig(2)} {self.dig(2)} {self.let(1, 'ABCD')}",
                        f"QQ{self.dig(6)}{self.let(1, 'ABCD')}"])

    def lic(self, p):
        c, role = self.c, p.role
        if c == "UK":
            if role in ("dentist", "restorative", "hygienist"):
                return "GDC No. ", self.dig(self.ch([5, 6]))
            if role == "slt":
                return "HCPC ", "SL" + self.dig(5)
            if role == "dietitian":
                return "HCPC ", "DT" + self.dig(5)
            if role == "radiographer":
                return "HCPC ", "RA" + self.dig(5)
            if role in ("cns", "nurse"):
                return "NMC PIN ", f"{self.dig(2)}{self.let(1)}{self.dig(4)}{self.let(1)}"
            return self.ch(["GMC ", "GMC No. ", "GMC: "]), self.dig(7)
        if c == "US":
            k = self.r.random()
            if k < 0.5:
                return "NPI ", self.dig(10)
            if k < 0.75 and role in ("surgeon", "oncologist", "gp", "registrar"):
                return "DEA ", self.let(2) + self.dig(7)
            return self.ch(["Lic. #", "State Lic. ", "License # "]), self.ch(["MD", "A", "G", "RN"]) + self.dig(5)
        if role in ("dentist", "restorative"):
            return "DCNZ ", self.dig(5)
        if role in ("cns", "nurse"):
            return "NCNZ ", self.dig(6)
        return self.ch(["MCNZ ", "MCNZ No. ", "APC "]), self.dig(self.ch([5, 6]))

    def device(self):
        return self.ch([f"SN {self.let(2)}{self.dig(6)}", f"Lot {self.dig(2)}{self.let(1)}{self.dig(4)}",
                        f"LOT {self.dig(7)}", f"S/N {self.dig(3)}-{self.dig(5)}", f"Serial: {self.let(3)}{self.dig(5)}",
                        f"UDI (21){self.dig(8)}", f"lot {self.let(1)}{self.dig(5)}{self.let(1)}"])

    def dev(self):
        """Returns (label, value) split for a device id."""
        s = self.device()
        lab, val = re.match(r"(SN |Lot |LOT |S/N |Serial: |UDI \(21\)|lot )(.*)", s).groups()
        return lab, val

    def plate(self):
        if self.c == "UK":
            return f"{self.let(2)}{self.r.randint(10, 24):02d} {self.let(3)}"
        if self.c == "US":
            return self.ch([f"{self.r.randint(1, 9)}{self.let(3)}{self.dig(3)}", f"{self.let(3)}-{self.dig(4)}"])
        return f"{self.let(3)}{self.dig(3)}"

    def accession(self, kind="path"):
        y = str(self.today.year)[2:]
        if kind == "path":
            return self.ch([f"H{y}-{self.dig(5)}", f"S{y}-{self.dig(4)}", f"SP-{y}-{self.dig(5)}",
                            f"{self.let(1)}{y}/{self.dig(5)}", f"HS{y}{self.dig(6)}"])
        return self.ch([f"RAD{self.dig(8)}", f"ACC {self.dig(7)}", f"{self.let(2)}{self.dig(9)}",
                        f"X{y}{self.dig(6)}", f"CT-{self.dig(7)}"])

    def acct(self):
        return self.ch([f"{self.dig(4)}-{self.dig(4)}", f"{self.dig(9)}", f"V{self.dig(8)}", f"FIN{self.dig(8)}",
                        f"EP{self.dig(7)}", f"{self.dig(2)}-{self.dig(6)}"])

    def plan_id(self):
        return self.ch([f"{self.let(3)}{self.dig(6)}", f"W{self.dig(9)}", f"{self.dig(1)}{self.let(2)}{self.dig(1)}-"
                        f"{self.let(2)}{self.dig(1)}-{self.let(2)}{self.dig(2)}", f"{self.let(2)}{self.dig(8)}-01",
                        f"M{self.dig(8)}"])

    def bioid(self):
        return self.ch([f"FP-{self.dig(5)}", f"VP{self.dig(6)}", f"FS-{self.dig(4)}-{self.let(2)}",
                        f"BIO{self.dig(7)}", f"PV-{self.dig(6)}", f"IR{self.dig(5)}"])

    def ip(self):
        return self.ch([f"10.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}",
                        f"192.168.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}",
                        f"172.{self.r.randint(16, 31)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"])

    # ---------- contact
    def phone(self, kind="land"):
        r, c = self.r, self.c
        if c == "UK":
            area = self.ch(["0113", "0114", "0161", "0121", "0117", "0191", "0131", "0141", "01228", "01392",
                            "01603", "029", "028", "01484", "01422"])
            if kind == "mob":
                return self.ch([f"07{r.randint(700, 999)} 555{r.randint(100, 999)}",
                                f"07{r.randint(700, 999)} 555 {r.randint(100, 999)}",
                                f"+44 7{r.randint(700, 999)} 555{r.randint(100, 999)}"])
            n = f"0{r.randint(100, 199)}"
            return self.ch([f"{area} 555 {n}", f"{area} 555{n}", f"+44 {area[1:]} 555 {n}", f"({area}) 555 {n}"])
        if c == "US":
            ac = str(r.randint(201, 989))
            n = f"01{r.randint(0, 99):02d}"
            return self.ch([f"({ac}) 555-{n}", f"{ac}-555-{n}", f"{ac}.555.{n}", f"+1 {ac} 555 {n}",
                            f"1-{ac}-555-{n}", f"({ac}) 555-{n}"])
        if kind == "mob":
            return self.ch([f"02{r.choice('1257')} 555 {r.randint(100, 9999)}", f"+64 2{r.choice('1257')} 555 "
                            f"{r.randint(100, 999)}", f"02{r.choice('1257')} 555{r.randint(1000, 9999)}"])
        a = r.choice("34679")
        n = f"{r.randint(1000, 9999)}"
        return self.ch([f"(0{a}) 555 {n}", f"0{a} 555 {n}", f"+64 {a} 555 {n}", f"0{a}-555 {n}"])

    def ext(self):
        return self.ch([f" ext. {self.dig(4)}", f" ext {self.dig(4)}", f" x{self.dig(4)}", f" ext. {self.dig(2)}"])

    def bleep(self):
        return self.ch([f"555{self.r.randint(0, 9)}", f"555{self.dig(2)}", f"555-{self.dig(2)}"])

    def email(self, p=None, dept=None):
        tld = self.ch(["example.org", "example.net", "example.com"])
        if dept:
            return f"{dept}@{tld}"
        g, s = ascii_id(p.given) or "a", ascii_id(p.surname) or "b"
        return self.ch([f"{g}.{s}@{tld}", f"{g[0]}{s}@{tld}", f"{s}.{g[0]}{self.r.randint(1, 99)}@{tld}",
                        f"{g}{s[0]}{self.r.randint(50, 99)}@{tld}"])

    def url(self, path=None):
        host = self.ch(["www.example.org", "example.net", "portal.example.com", "www.example.com",
                        "https://example.org", "https://www.example.net", "http://telehealth.example.org"])
        path = path or self.ch(["/headneck", "/hn-swallow/exercises", "/portal/login", "/maxfax/patients",
                                "/slt/trismus", "/rt/mask-info", f"/vc/room/{self.dig(6)}", "/peg-care",
                                "/support/laryngectomy", f"/appt?ref={self.dig(7)}"])
        return host + path

    # ---------- places
    def street(self):
        c, r = self.c, self.r
        nm_ = self.ch(pools.STREET_NAMES)
        if c == "UK":
            s = f"{r.randint(1, 180)} {nm_} {self.ch(pools.UK_SUFFIX)}"
            k = r.random()
            if k < 0.15:
                s = f"Flat {r.randint(1, 24)}, " + s
            elif k < 0.25:
                s = f"{self.ch(['Rose', 'Ivy', 'Orchard', 'Fell', 'Beck'])} Cottage, " + s.split(" ", 1)[1]
            return s
        if c == "US":
            s = f"{r.randint(100, 9899)} {self.ch(pools.US_DIRS) + ' ' if self.p(0.2) else ''}{nm_} {self.ch(pools.US_SUFFIX)}"
            if self.p(0.25):
                s += self.ch([f", Apt {r.randint(1, 40)}{self.ch('ABCD')}", f" Apt {r.randint(100, 420)}",
                              f", Unit {r.randint(1, 30)}", f" #{r.randint(2, 300)}"])
            return s
        s = f"{r.randint(1, 240)} {nm_} {self.ch(pools.NZ_SUFFIX)}"
        if self.p(0.2):
            s = f"{r.randint(1, 12)}/" + s
        return s

    def postcode(self):
        c, r = self.c, self.r
        if c == "UK":
            return f"{self.let(self.ch([1, 2]), 'BCDEGHKLMNPSTWY')}{r.randint(1, 29)} {r.randint(0, 9)}{self.let(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
        if c == "US":
            z = f"{r.randint(10001, 99899)}"
            return z + (f"-{self.dig(4)}" if self.p(0.2) else "")
        return f"{r.randint(1, 9)}{self.dig(3)}"

    def address(self):
        c = self.c
        a = {"street": self.street(), "zip": self.postcode()}
        if c == "UK":
            a["city"] = self.ch(pools.UK_TOWNS)
            a["county"] = self.ch(pools.UK_COUNTIES) if self.p(0.4) else None
        elif c == "US":
            a["city"], a["st"] = self.ch(pools.US_CITIES)
        else:
            a["city"] = self.ch(pools.NZ_CITIES)
            a["suburb"] = self.ch(pools.NZ_SUBURBS) if self.p(0.5) else None
            a["region"] = self.ch(pools.NZ_REGIONS)
        return a

    def addr(self, a, sep=", ", full_state=False):
        """Address pieces split into their parts."""
        out = [P(a["street"], "STREET"), sep]
        if self.c == "UK":
            out.append(P(a["city"], "CITY"))
            if a.get("county"):
                out += [sep, P(a["county"], "CITY")]
            out += [sep if sep != ", " or self.p(0.5) else " ", P(a["zip"], "ZIP")]
        elif self.c == "US":
            st = pools.US_STATES[a["st"]] if full_state else a["st"]
            out += [P(a["city"], "CITY"), ", ", P(st, "STATE"), self.ch([" ", "  "]), P(a["zip"], "ZIP")]
        else:
            if a.get("suburb"):
                out += [P(a["suburb"], "CITY"), sep]
            out += [P(a["city"], "CITY"), " ", P(a["zip"], "ZIP")]
        return out

    def other_addr(self):
        return self.address()

    def age(self, st=None, a=None):
        a = self.pt.age if a is None else a
        sx = "M" if self.pt.sex == "M" else "F"
        st = st or self.ch(["yo", "-year-old", "y", "aged", "M", "yr", "y/o", "years", "word", "(age)"])
        if st == "yo":
            return [P(str(a), "AGE"), self.ch([" yo", "yo", " y.o."])]
        if st == "-year-old":
            return [P(str(a), "AGE"), "-year-old"]
        if st == "y":
            return [P(str(a), "AGE"), "y"]
        if st == "aged":
            return ["aged ", P(str(a), "AGE")]
        if st == "M":
            return [P(str(a), "AGE"), self.ch([sx, " " + sx, sx.lower()])]
        if st == "yr":
            return [P(str(a), "AGE"), self.ch([" yr old", " yrs", "yrs"])]
        if st == "y/o":
            return [P(str(a), "AGE"), " y/o"]
        if st == "years":
            return [P(str(a), "AGE"), " years"]
        if st == "word":
            return [P(words(a), "AGE"), "-year-old"]
        return ["(", P(str(a), "AGE"), ")"]
