"""Note assembly (single-pass offsets) and PHI value formatters for dev347_en."""
import datetime as dt
import pools as P
from fmt import fmt_date, age_words

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

US_SPELL = [("aemorrh", "emorrh"), ("aematom", "ematom"), ("haem", "hem"), ("Haem", "Hem"),
            ("anaesth", "anesth"), ("Anaesth", "Anesth"), ("ANAESTH", "ANESTH"),
            ("anaem", "anem"), ("oedema", "edema"), ("colour", "color"), ("Colour", "Color"),
            ("isation", "ization"), ("ISATION", "IZATION"), ("oesoph", "esoph"),
            ("paediatric", "pediatric"), ("faec", "fec"), ("litre", "liter"),
            ("localised", "localized"), ("mobilise", "mobilize"), ("mobilising", "mobilizing"),
            ("optimise", "optimize"), ("organise", "organize"), ("centre", "center"),
            ("Centre", "Center"), ("programme", "program"), ("ischaem", "ischem"),
            ("Oedema", "Edema"), ("aetiolog", "etiolog"), ("leucocyt", "leukocyt")]
CA_SKIP = ("centre", "Centre", "litre", "colour", "Colour", "programme")


def spell(s, cc):
    if cc not in ("US", "CA"):
        return s
    for a, b in US_SPELL:
        if cc == "CA" and a in CA_SKIP:
            continue
        if a in s:
            s = s.replace(a, b)
    return s


class Note:
    """Collects pieces; PHI pieces are tuples (TYPE, value) and their offsets are
    recorded at the moment they are appended."""

    def __init__(self, lower, cc):
        self.parts, self.spans, self.pos = [], [], 0
        self.lower, self.cc = lower, cc

    def _add(self, s):
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        return start, s

    def f(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._add(spell(it, self.cc))
            elif isinstance(it, tuple):
                typ, val = it
                assert typ in LABEL, typ
                start, s = self._add(val)
                self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                                   "type": typ, "text": s})
            elif isinstance(it, list):
                self.f(*it)
            else:
                raise TypeError(repr(it))
        return self

    def l(self, *items):
        return self.f(*items, "\n")

    def text(self):
        return "".join(self.parts)


AREA = {"US": ["614", "412", "207", "303", "612", "512", "503", "206", "919", "217", "404",
               "248", "615", "973", "508", "480", "859", "608"],
        "CA": ["416", "902", "403", "418", "604", "204", "306", "519", "705", "250"]}
UK_AREA = ["0113", "0117", "0161", "01904", "01632", "0191", "01483", "01332", "01872",
           "01392", "01227", "01228", "01524"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
STOPINI = ("on", "at", "in", "is", "it", "as", "an", "am", "be", "by", "do", "go", "he", "me", "my", "no", "of",
           "or", "so", "to", "up", "us", "we", "if", "hi", "ok", "pt", "dr", "mr", "ms", "rn", "md", "iv", "ir",
           "ct", "us", "la", "ga", "od", "bd", "pa", "ed", "ae", "gp", "nb", "re", "cc")


def slug(s):
    out = []
    for ch in s.lower():
        if "a" <= ch <= "z" or "0" <= ch <= "9":
            out.append(ch)
    return "".join(out)


class Ctx:
    """Everything one note may mention, drawn once from the shared Random."""

    def __init__(self, r, cc, proc):
        self.r, self.cc, self.C, self.proc = r, cc, P.COUNTRY[cc], proc
        self.us = cc == "US"
        self.brit = cc in ("UK", "IE", "AU", "NZ")
        self.ds = r.choice({"US": ["num", "num_np", "num_np", "abbr2", "yy", "long", "iso"],
                            "CA": ["num", "iso", "abbr", "abbr2", "long", "num_np"]}.get(
            cc, ["num", "num", "num_np", "abbr", "abbr2", "long", "dot", "yy"]))
        self.proc_date = dt.date(2019, 1, 2) + dt.timedelta(days=r.randint(0, 2370))
        if self.proc_date.weekday() >= 5 and r.random() < 0.9:
            self.proc_date += dt.timedelta(days=7 - self.proc_date.weekday())
        self.age = r.choice([r.randint(19, 59), r.randint(45, 89), r.randint(60, 94),
                             r.randint(30, 80)])
        if proc.get("age"):
            self.age = r.randint(*proc["age"])
        self.dob = self.proc_date - dt.timedelta(days=365 * self.age + r.randint(5, 355)
                                                 + self.age // 4)
        self.sex = proc.get("sex") or r.choice("MF")
        self.used = set()
        self.pt = self.person(self.sex)
        self.pt_title = self.title(self.pt)
        self.addr = self.address()
        self.hosp = self.hospital()
        self.hosp2 = self.hospital()
        while self.hosp2 == self.hosp:
            self.hosp2 = self.hospital()
        self.hslug = "".join(w[0] for w in self.hosp.replace("St. ", "").replace("St ", "")
                             .split() if w[0].isalpha()).lower()
        self.practice = self.practice_name()
        self.ward = r.choice(self.C["wards"])
        self.bed = str(r.randint(1, 32)) + r.choice(["", "", "", "A", "B"])
        self.room = r.choice([str(r.randint(1, 4)), str(r.randint(1, 3))])
        self.staff = {}
        for role in sorted(P.STAFF_ROLES):
            sx = r.choice("MF")
            self.staff[role] = self.person(sx, unique=True)
        self.fam = self.person(r.choice("MF"), unique=True)
        if r.random() < 0.6:
            self.fam["last"] = self.pt["last"]
        rels = [x for x in P.RELATIONS[self.fam["sex"]] if not (self.age > 55 and x in ("mother", "father"))
                and not (self.age < 40 and x in ("granddaughter", "grandson", "son-in-law", "daughter-in-law"))]
        self.rel = r.choice(rels)
        self.prof = r.choice(P.PROFESSIONS)
        jobs = [e for e, js in P.EMPLOYER_JOBS if self.prof in js]
        self.employer = r.choice(jobs) if jobs else None
        self.lang = r.choice(self.C["langs"])
        self.mrn_fmt = r.randrange(4)
        self.mrn = self.make_mrn()
        self.nat = self.make_national()
        self.acct = self.make_account()
        self.plan = self.make_plan()
        self.insurer = r.choice(P.INSURERS[cc])
        self.ph_home = self.phone("land")
        self.ph_mob = self.phone("mob")
        self.fam_ph = self.phone(r.choice(["mob", "land"]))
        self.email = self.pemail(self.pt)
        self.lic = {}

    # ---- small helpers ----
    def ch(self, seq):
        return self.r.choice(seq)

    def pr(self, p):
        return self.r.random() < p

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice(UPPER) for _ in range(n))

    def days(self, k):
        return self.proc_date + dt.timedelta(days=k)

    def wdays(self, k):
        """A scheduled (working) day about k days from the procedure."""
        d = self.proc_date + dt.timedelta(days=k)
        while d.weekday() >= 5:
            d += dt.timedelta(days=1 if k >= 0 else -1)
        return d

    def tm(self, h0=7, h1=18):
        h, m = self.r.randint(h0, h1), self.r.choice([0, 5, 10, 14, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
        if self.us and self.pr(0.3):
            return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h:02d}:{m:02d}" if self.pr(0.85) else f"{h:02d}{m:02d}"

    def appt(self, h0=8, h1=16):
        h, m = self.r.randint(h0, h1), self.r.choice([0, 15, 30, 45, 0, 30])
        if self.us and self.pr(0.4):
            return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h:02d}:{m:02d}"

    # ---- people ----
    def person(self, sex, unique=False):
        """A new person; with unique=True no first or last name already used in this note."""
        r = self.r
        while True:
            first = r.choice(P.FIRST_F if sex == "F" else P.FIRST_M)
            last = r.choice(P.SURNAMES)
            if not unique or (first not in self.used and last not in self.used):
                break
        self.used.add(first)
        self.used.add(last)
        mid = r.choice(UPPER) if r.random() < 0.45 else ""
        return {"first": first, "last": last, "mid": mid, "sex": sex}

    @staticmethod
    def fmt_name(p, st):
        f, l, mi = p["first"], p["last"], p["mid"]
        if st == "FL":
            return f"{f} {l}"
        if st == "FML":
            return f"{f} {mi}. {l}" if mi else f"{f} {l}"
        if st == "LF":
            return f"{l}, {f}"
        if st == "LFU":
            return f"{l.upper()}, {f}"
        if st == "LFUU":
            return f"{l.upper()}, {f.upper()}" + (f" {mi}" if mi else "")
        if st == "F":
            return f
        if st == "L":
            return l
        if st == "LU":
            return l.upper()
        if st == "IL":
            return f"{f[0]}. {l}"
        if st == "IL2":
            return f"{f[0]} {l}"
        if st == "INI":
            return f"{f[0]}{l[0]}".upper()
        if st == "INID":
            return f"{f[0]}.{l[0]}."
        if st == "ini":
            s = f"{f[0]}{mi}{l[0]}".lower()
            return s if s not in STOPINI else (f[0] + l[:2]).lower()
        if st == "FI":
            return f"{f} {l[0]}."
        if st == "NICK":
            return P.NICKNAMES.get(f, f)
        if st == "LI":
            return f"{l} {f[0]}"
        raise ValueError(st)

    def title(self, p, dr=False):
        if dr:
            return "Dr"
        t = "Mr" if p["sex"] == "M" else self.r.choice(["Mrs", "Ms", "Miss", "Ms"])
        return t + "." if self.us and self.pr(0.7) else t

    def P(self, st="FL"):
        return ("PATIENT", self.fmt_name(self.pt, st))

    def Pt(self, st="L"):
        return [self.pt_title + " ", self.P(st)]

    def S(self, role, st="FL"):
        return ("DOCTOR", self.fmt_name(self.staff[role], st))

    def Dr(self, role, st=None):
        """Staff reference with title (doctors) or credential (nurses etc.)."""
        p = self.staff[role]
        st = st or self.ch(["L", "IL", "FL", "IL2", "FL"])
        name = ("DOCTOR", self.fmt_name(p, st))
        if role in ("surgeon",) and self.brit:
            return ["Mr " if p["sex"] == "M" else self.ch(["Ms ", "Miss "]), name]
        if role in ("ir_cons", "ir_reg", "ir_fellow", "anaes", "referrer", "gp", "pathologist", "onc", "surgeon"):
            return ["Dr" + ("." if self.us and self.pr(0.6) else "") + " ", name]
        if st in ("L",):
            name = ("DOCTOR", self.fmt_name(p, "FL"))
        cred = {"ir_nurse": "RN", "ir_cns": "CNS" if self.brit else "RN", "ward_nurse": "RN",
                "radiographer": "RT(R)" if self.us else ("MRT" if self.cc == "CA" else "Radiographer"),
                "sonographer": "RDMS" if self.us else "Sonographer", "odp": "ODP",
                "hca": "HCA", "clerk": "", "typist": "", "coord": ""}.get(role, "")
        return [name, (", " + cred) if cred and self.pr(0.7) else ""]

    def F(self, st="FL"):
        return ("FAMILY", self.fmt_name(self.fam, st))

    # ---- dates and ages ----
    def D(self, d, st=None):
        return ("DATE", fmt_date(d, st or self.ds, self.us))

    def A(self, words=False):
        return ("AGE", age_words(self.age) if words else str(self.age))

    def agesex(self):
        """e.g. 67M / 67 F / 67yo M / 67-year-old woman"""
        k = self.ch(["compact", "space", "yo", "yof", "word"])
        sx = self.sex
        if k == "compact":
            return [self.A(), sx]
        if k == "space":
            return [self.A(), " " + sx]
        if k == "yo":
            return [self.A(), self.ch(["yo ", " yo ", " y/o ", "y "]) + sx]
        if k == "yof":
            return [self.A(), self.ch(["-year-old ", " year old "]) +
                    ("man" if sx == "M" else "woman")]
        return ["aged ", self.A(), ", " + ("male" if sx == "M" else "female")]

    # ---- places ----
    def street(self, unit=True):
        r, cc = self.r, self.cc
        base = f"{r.randint(1, 480)} {r.choice(P.STREET_NAMES)} {r.choice(self.C['suffix'])}"
        u = r.random() if unit else 1.0
        if u < 0.18:
            if cc == "US":
                return base + f", Apt {r.randint(1, 40)}{r.choice(['', 'A', 'B', 'C'])}"
            if cc == "AU":
                return f"Unit {r.randint(1, 12)}/" + base
            if cc in ("UK", "IE"):
                return f"Flat {r.randint(1, 9)}, " + base
            if cc == "NZ":
                return f"{r.randint(1, 9)}/" + base
            return base + f", Unit {r.randint(100, 905)}"
        if u < 0.24:
            if cc == "IE":
                return f"{r.choice(['Rose Cottage', 'The Haggard', 'Hillview House'])}, {r.choice(P.STREET_NAMES)} Road"
            if cc == "NZ":
                return f"{r.randint(100, 2999)} {r.choice(P.STREET_NAMES)} Road, RD {r.randint(1, 9)}"
            if cc == "CA":
                return f"{r.randint(1000, 9999)} Concession Rd {r.randint(2, 14)}"
            if cc == "AU":
                return f"Lot {r.randint(2, 90)} {r.choice(P.STREET_NAMES)} Rd"
        return base

    def zipcode(self, region):
        r, cc = self.r, self.cc
        if cc == "US":
            z = f"{r.randint(10000, 99950)}"
            return z + (f"-{self.digits(4)}" if r.random() < 0.25 else "")
        if cc == "UK":
            a = r.choice(["LS", "BD", "KT", "TN", "BA", "CA", "DE", "YO", "EX", "GL", "NR",
                          "LN", "DN", "PR", "SN", "TR", "KY", "LD"])
            return f"{a}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        if cc == "CA":
            first = {"ON": "KLMNP", "NS": "B", "AB": "T", "QC": "GHJ", "BC": "V", "MB": "R",
                     "PE": "C", "SK": "S"}[region]
            return f"{r.choice(first)}{r.randint(0, 9)}{r.choice(UPPER)} {r.randint(0, 9)}{r.choice(UPPER)}{r.randint(0, 9)}"
        if cc == "AU":
            lead = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}[region]
            return lead + self.digits(3)
        if cc == "NZ":
            return str(r.randint(1010, 9893))
        if cc == "IE":
            return f"{r.choice('ADEFHKNPRTVWXY')}{r.randint(10, 99)} {r.choice(UPPER)}{r.randint(0, 9)}{r.choice(UPPER)}{r.randint(0, 9)}"

    def address(self):
        town, region = self.r.choice(self.C["towns"])
        return {"street": self.street(), "town": town, "region": region,
                "zip": self.zipcode(region), "country": self.r.choice(self.C["name"])}

    def addr_line(self, a=None, country=False, sep=", "):
        """Address parts, each its own span."""
        a = a or self.addr
        cc = self.cc
        out = [("STREET", a["street"]), sep, ("CITY", a["town"])]
        if cc in ("US", "CA"):
            reg = a["region"] if self.pr(0.85) else self.C["states"][a["region"]]
            out += [", ", ("STATE", reg), self.ch([" ", "  "]), ("ZIP", a["zip"])]
        elif cc == "AU":
            out += [" ", ("STATE", a["region"]), " ", ("ZIP", a["zip"])]
        elif cc == "UK":
            if self.pr(0.5):
                out += [sep, ("CITY", a["region"])]
            out += [sep if self.pr(0.4) else " ", ("ZIP", a["zip"])]
        elif cc == "IE":
            out += [sep, ("CITY", a["region"]), sep, ("ZIP", a["zip"])]
        elif cc == "NZ":
            out += [" ", ("ZIP", a["zip"])]
        if country:
            out += [sep, ("COUNTRY", a["country"])]
        return out

    def hospital(self):
        town = self.r.choice(self.C["towns"])[0]
        pat = self.r.choice(self.C["hosp"] + ["Kestrel Vale University Hospital"] * (self.cc == "UK"))
        return pat.format(T=town, S=self.r.choice(P.SAINTS))

    def practice_name(self):
        pat = self.r.choice(self.C["practice"])
        return pat.format(T=self.r.choice(self.C["towns"])[0], S=self.r.choice(P.STREET_NAMES))

    def uname(self, role):
        key = "u_" + role
        if key not in self.lic:
            p = self.staff[role] if role != "pt" else self.pt
            f, l = slug(p["first"]), slug(p["last"])
            self.lic[key] = self.ch([f[0] + l[:7], f[:3] + l[:3] + str(self.r.randint(1, 9)), l[:6] + f[0],
                                     f"{f[0]}{l[:6]}{self.r.randint(1, 99)}", f"{f}.{l}"[:12]])
        return self.lic[key]

    def building(self):
        return self.ch(P.BUILDINGS)

    def H(self, which=1):
        return ("HOSPITAL", self.hosp if which == 1 else self.hosp2)

    # ---- contacts ----
    def phone(self, kind):
        r, cc, d = self.r, self.cc, self.digits
        if kind == "int":
            return r.choice([f"555{r.randint(0, 9)}", f"{r.randint(1, 9)}555", f"555{r.randint(10, 99)}",
                             f"{r.randint(2, 7)}-555{r.randint(0, 9)}"])
        if cc in ("US", "CA"):
            a = r.choice(AREA[cc])
            last = f"01{d(2)}" if r.random() < 0.7 else d(4)
            s = r.choice([f"({a}) 555-{last}", f"{a}-555-{last}", f"{a}.555.{last}",
                          f"+1 {a} 555 {last}", f"{a}-555-{last}"])
            if kind == "ext":
                s += r.choice([f" ext. {d(4)}", f" x{d(4)}", f" ext {d(3)}"])
            return s
        if cc == "UK":
            if kind == "mob":
                return r.choice([f"07700 555{d(3)}", f"07700 555 {d(3)}", f"+44 7700 555{d(3)}"])
            a = r.choice(UK_AREA)
            s = f"{a} 555 {d(4)}" if len(a) == 4 else f"{a} 555{d(3)}"
            if r.random() < 0.15:
                s = "+44 (0)" + s[1:]
            if kind == "ext":
                s += r.choice([f" ext {d(4)}", f" ext. {d(4)}", f" x{d(4)}"])
            return s
        if cc == "AU":
            if kind == "mob":
                return r.choice([f"04{d(2)} 555 {d(3)}", f"04{d(2)}555{d(3)}", f"+61 4{d(2)} 555 {d(3)}"])
            a = r.choice(["02", "03", "07", "08"])
            s = r.choice([f"({a}) 5550 {d(4)}", f"{a} 5550 {d(4)}", f"+61 {a[1]} 5550 {d(4)}"])
            return s + (f" ext {d(4)}" if kind == "ext" else "")
        if cc == "NZ":
            if kind == "mob":
                return r.choice([f"021 555 {d(4)}", f"027 555 {d(3)}", f"+64 21 555 {d(3)}"])
            a = r.choice(["09", "07", "06", "04", "03"])
            s = r.choice([f"({a}) 555 {d(4)}", f"{a} 555 {d(4)}", f"+64 {a[1]} 555 {d(4)}"])
            return s + (f" ext {d(4)}" if kind == "ext" else "")
        if kind == "mob":
            return r.choice([f"08{r.choice('5679')} 555 {d(4)}", f"+353 8{r.choice('5679')} 555 {d(4)}"])
        a = r.choice(["021", "01", "091", "066", "045", "049", "053"])
        s = r.choice([f"({a}) 555 {d(4)}", f"{a} 555 {d(4)}", f"+353 {a[1:]} 555 {d(4)}"])
        return s + (f" ext {d(4)}" if kind == "ext" else "")

    def PH(self, kind="land"):
        return ("PHONE", self.phone(kind))

    def FX(self):
        return ("FAX", self.phone("land"))

    def pemail(self, p):
        r = self.r
        f, l = slug(p["first"]), slug(p["last"])
        user = r.choice([f"{f}.{l}", f"{f}{l}{r.randint(1, 99)}", f"{f[0]}{l}", f"{l}.{f}{r.randint(50, 99)}"])
        return f"{user}@{r.choice(['example.com', 'example.net', 'mail.example.com', 'example.org'])}"

    def semail(self, role=None):
        if role is None:
            box = self.ch(["ir.bookings", "ir-nurses", "radiology.ir", "irnurse", "interventional.radiology"])
        else:
            p = self.staff[role]
            box = f"{slug(p['first'])}.{slug(p['last'])}"
        return ("EMAIL", f"{box}@{self.hslug}.{self.ch(['example.org', 'example.net', 'health.example.org'])}")

    def url(self, kind="info"):
        r = self.r
        host = r.choice([f"www.{self.hslug}.example.org", "www.example.org", f"{self.hslug}.example.net",
                         f"portal.{self.hslug}.example.com"])
        path = {"info": r.choice(["/ir/patient-info", "/radiology/interventional", "/leaflets/ir-" + self.digits(3),
                                  "/patients/after-your-procedure"]),
                "portal": r.choice(["/mychart", "/patient-portal/login", "/myhealth"]),
                "pacs": f"/pacs/viewer?study={self.digits(8)}"}[kind]
        return ("URL", (r.choice(["https://", "http://", ""]) if not host.startswith("www") else r.choice(["https://", ""])) + host + path)

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            s = f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}"
        elif k < 0.7:
            s = f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(1, 254)}"
        else:
            s = f"192.168.{r.randint(0, 254)}.{r.randint(1, 254)}"
        return ("IPADDR", s)

    # ---- identifiers ----
    def make_mrn(self):
        r, cc, d = self.r, self.cc, self.digits
        opts = {"US": [d(8), "00" + d(7), "E" + d(7), d(3) + "-" + d(2) + "-" + d(2)],
                "UK": ["K" + d(7), "RX" + d(6), d(7), "H" + d(6) + r.choice(UPPER)],
                "CA": [d(7), "M" + d(6), d(2) + "-" + d(2) + "-" + d(2) + "-" + d(2), d(7)],
                "AU": [d(7), d(6), "UR" + d(6), d(7)],
                "NZ": [d(7), "M" + d(6), d(7), "M" + d(6)],
                "IE": [d(7), "H" + d(6), d(6), d(7)]}[cc]
        return opts[self.mrn_fmt]

    def make_national(self):
        r, d = self.r, self.digits
        cc = self.cc
        if cc == "UK":
            return ("MRN", r.choice([f"999 {d(3)} {d(4)}", f"999{d(7)}", f"999-{d(3)}-{d(4)}"]))
        if cc == "NZ":
            return ("MRN", "Z" + self.letters(2) + d(4))
        if cc == "AU":
            return ("HEALTHPLAN", r.choice([f"{r.randint(2, 6)}{d(3)} {d(5)} {d(1)}", f"{r.randint(2, 6)}{d(9)}"]))
        if cc == "CA":
            return ("HEALTHPLAN", r.choice([f"{d(4)}-{d(3)}-{d(3)}-{self.letters(2)}", f"9{d(3)} {d(3)} {d(3)}",
                                            f"{d(4)} {d(3)} {d(3)}"]))
        if cc == "IE":
            return ("SSN", f"9{d(6)}{self.letters(1)}" + r.choice(["", "A", "W"]))
        return ("SSN", r.choice([f"9{d(2)}-{d(2)}-{d(4)}", f"000-{d(2)}-{d(4)}", f"9{d(8)}"]))

    def ssn(self):
        r, d = self.r, self.digits
        if self.cc == "CA":
            return ("SSN", f"9{d(2)} {d(3)} {d(3)}")
        if self.cc == "IE":
            return self.nat
        return ("SSN", r.choice([f"9{d(2)}-{d(2)}-{d(4)}", f"000-{d(2)}-{d(4)}"]))

    def make_account(self):
        r, d = self.r, self.digits
        return r.choice([d(10), "V" + d(8), f"{d(4)}-{d(4)}", "ENC" + d(9), "FIN " + d(9)[:0] + d(9),
                         d(2) + "-" + d(7), "EP" + d(8)])

    def make_plan(self):
        r, d = self.r, self.digits
        return r.choice([self.letters(3) + d(6), "W" + d(9), d(8), self.letters(2) + d(7) + "-01",
                         d(3) + "-" + d(6) + "-" + d(2)])

    def idnum(self, kind, year=None):
        r, d, y = self.r, self.digits, (year or self.proc_date.year) % 100
        tag = {"HPB": "HPB", "Urology": "URO", "Gynaecology": "GYN", "Lung Cancer": "LUNG", "Vascular": "VASC",
               "Renal": "REN", "Hepatology": "LIV", "Haematology": "LYM", "Sarcoma": "SARC"}.get(
            self.proc.get("mdt"), "GEN")
        return ("IDNUM", {
            "acc": r.choice([f"IR{y}{d(6)}", f"RAD{d(8)}", f"{d(9)}", f"A{y}-{d(6)}", f"ACC{d(7)}"]),
            "req": r.choice([f"IRQ-{self.proc_date.year}-{d(4)}", f"REQ{d(7)}", f"ORD-{d(8)}", f"{d(8)}"]),
            "spec": r.choice([f"S{y}-{d(5)}", f"H{y}/{d(5)}", f"{y}-SP-{d(5)}", f"C{y}.{d(4)}", f"HP{y}-{d(6)}"]),
            "mdt": r.choice([f"MDT/{tag}/{self.proc_date.year}/{d(3)}",
                             f"MDT-{d(6)}", f"C{d(5)}"]),
            "book": r.choice([f"BK-{d(6)}", f"APPT{d(7)}", f"{d(6)}-{r.randint(1, 9)}"]),
            "ubrn": f"{d(4)} {d(4)} {d(4)}",
            "claim": r.choice([f"{d(2)}{self.letters(1)}{d(7)}", f"CLM-{d(8)}", f"{d(11)}"]),
            "dose": r.choice([f"RDSR-{d(7)}", f"DR{y}{d(5)}"]),
            "incident": r.choice([f"{d(6)}", f"INC-{d(6)}", f"W{d(6)}"]),
            "micro": r.choice([f"M{y}-{d(6)}", f"MB{d(7)}"]),
        }[kind])

    def license(self, role):
        if role in self.lic:
            return self.lic[role]
        r, d, cc = self.r, self.digits, self.cc
        nurse = role in ("ir_nurse", "ir_cns", "ward_nurse")
        radiog = role in ("radiographer", "sonographer")
        if cc == "US":
            v = ("RN" + d(6)) if nurse else (r.choice(["NPI ", "NPI: "]) + "1" + d(9) if not radiog else "ARRT " + d(6))
            pre, val = v.split(" ", 1) if " " in v else ("Lic", v)
        elif cc == "UK":
            pre, val = ("NMC PIN", f"{d(2)}{r.choice(UPPER)}{d(4)}{r.choice('EOCNSWI')}") if nurse else \
                (("HCPC", "RA" + d(6)) if radiog else ("GMC", r.choice(["6", "7"]) + d(6)))
        elif cc == "AU":
            pre, val = ("AHPRA", ("NMW" if nurse else ("MRP" if radiog else "MED")) + "000" + d(7))
        elif cc == "CA":
            pre, val = ("CNO #", d(7)) if nurse else (("CAMRT", d(5)) if radiog else ("CPSO #", d(5)))
        elif cc == "NZ":
            pre, val = ("NCNZ", d(6)) if nurse else (("MRTB", d(5)) if radiog else ("MCNZ", d(5)))
        else:
            pre, val = ("NMBI PIN", d(6)) if nurse else (("CORU", "RA" + d(6)) if radiog else ("IMC", d(6)))
        pre = pre.rstrip(":").strip()
        self.lic[role] = (pre, val)
        return self.lic[role]

    def LIC(self, role):
        pre, val = self.license(role)
        return [pre + " ", ("LICENSE", val)]

    def device_sn(self):
        r, d = self.r, self.digits
        return ("DEVICE", r.choice([f"{self.letters(3)}{d(6)}", f"{d(2)}{r.choice(UPPER)}{d(7)}", f"SN{d(8)}",
                                    f"{d(4)}-{d(5)}", f"{self.letters(2)}{d(5)}{self.letters(1)}"]))

    def device_lot(self):
        d = self.digits
        return ("DEVICE", self.ch([f"{d(2)}{self.letters(1)}{d(4)}", f"L{d(7)}", f"{d(8)}"]))

    def bioid(self):
        d = self.digits
        return ("BIOID", self.ch([f"FP-{d(5)}", f"PV-{d(7)}", f"BIO{d(6)}", f"FPR{d(4)}-{self.letters(2)}"]))

    def plate(self):
        r, d, L = self.r, self.digits, self.letters
        cc = self.cc
        v = {"US": [f"{r.randint(1, 9)}{L(3)}{d(3)}", f"{L(3)}-{d(4)}", f"{L(3)} {d(3)}"],
             "UK": [f"{L(2)}{r.randint(10, 24)} {L(3)}", f"{L(2)}{r.randint(51, 73)} {L(3)}"],
             "CA": [f"{L(4)} {d(3)}", f"{L(3)} {d(3)}"],
             "AU": [f"{L(3)}{d(2)}{L(1)}", f"{d(3)}{L(3)}", f"{r.randint(1, 9)}{L(3)}{d(3)}"],
             "NZ": [f"{L(3)}{d(3)}", f"{L(2)}{d(4)}"],
             "IE": [f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['D', 'C', 'G', 'KY', 'MO', 'KE', 'WX'])}-{r.randint(100, 39999)}"]}[cc]
        if r.random() < 0.08:
            return ("VEHICLE", "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)))
        return ("VEHICLE", r.choice(v))
