"""Note builder and PHI surface-form helpers (dev250_en). Offsets are recorded while appending."""
import datetime
import pools as PL

WORDS_T = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
WORDS_U = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
SEP = "\x00"
FS = "\x1f"
LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


def P(t, v):
    """Mark a PHI value inside a template string."""
    assert t in LABEL, t
    return SEP + t + FS + str(v) + SEP


class Note:
    def __init__(self, lower):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def add(self, s):
        for i, c in enumerate(s.split(SEP)):
            if i % 2 == 1:
                t, v = c.split(FS, 1)
                if self.lower:
                    v = v.lower()
                self.spans.append({"start": self.pos, "end": self.pos + len(v), "label": LABEL[t], "type": t, "text": v})
                c = v
            elif self.lower:
                c = c.lower()
            self.parts.append(c)
            self.pos += len(c)

    def ln(self, s=""):
        self.add(s + "\n")

    def text(self):
        return "".join(self.parts).rstrip("\n") + "\n"


class Ctx:
    """Per-note random helpers; country in {US, UK, CA}."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        y = rng.choice([2022, 2023, 2024, 2025])
        self.base = datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randrange(0, 330))
        self.city_cache = None

    # ---------- people ----------
    def person(self):
        r = self.r
        o = r.randrange(len(PL.GIVEN))
        o2 = o if r.random() < 0.8 else r.randrange(len(PL.GIVEN))
        return {"g": r.choice(PL.GIVEN[o]), "s": r.choice(PL.SURN[o2]), "m": r.choice("ABCDEFGHJKLMNPRSTW"),
                "sex": r.choice("MF")}

    def title(self, p):
        t = {"M": ["Mr", "Mr."], "F": ["Mrs", "Ms", "Ms.", "Mrs.", "Miss"]}[p["sex"]]
        return self.r.choice(t)

    def nm(self, p, typ="PATIENT", form=None):
        r = self.r
        forms = ["full", "full", "mi", "lastfirst", "caps", "title", "init_last", "given_init", "initials", "given", "last"]
        f = form or r.choice(forms)
        g, s, m = p["g"], p["s"], p["m"]
        if f == "full":
            return P(typ, f"{g} {s}")
        if f == "mi":
            return P(typ, f"{g} {m}. {s}")
        if f == "lastfirst":
            return P(typ, f"{s}, {g}")
        if f == "caps":
            return P(typ, f"{s.upper()}, {g.upper()}" + (f" {m}" if r.random() < 0.5 else ""))
        if f == "title":
            return self.title(p) + " " + P(typ, s)
        if f == "init_last":
            return P(typ, f"{g[0]}. {s}")
        if f == "given_init":
            return P(typ, f"{g} {s[0]}.")
        if f == "initials":
            return P(typ, r.choice([f"{g[0]}.{s[0]}.", f"{g[0]}{s[0]}", f"{g[0]}{m}{s[0]}"]))
        if f == "given":
            return P(typ, g)
        return P(typ, s)

    def staff(self, p, style=None):
        """Staff name with title/credential outside the span."""
        r = self.r
        st = style or r.choice(["dr", "dr", "cred", "cred", "plain", "init_cred", "surname_dr", "role"])
        if st == "dr":
            return r.choice(["Dr. ", "Dr ", "Dr. "]) + P("DOCTOR", r.choice([p["s"], f"{p['g']} {p['s']}", f"{p['g'][0]}. {p['s']}"]))
        if st == "cred":
            return P("DOCTOR", f"{p['g']} {p['s']}") + r.choice([", ", " "]) + r.choice(PL.STAFF_CRED)
        if st == "init_cred":
            return P("DOCTOR", f"{p['g'][0]}. {p['s']}") + " " + r.choice(PL.STAFF_CRED)
        if st == "surname_dr":
            return "Dr " + P("DOCTOR", p["s"])
        if st == "role":
            return r.choice(PL.STAFF_ROLE) + " " + P("DOCTOR", f"{p['g']} {p['s']}")
        return P("DOCTOR", f"{p['g']} {p['s']}")

    def user(self, p):
        r = self.r
        g, s = p["g"].lower().replace("-", ""), p["s"].lower().replace("-", "")
        return P("USERNAME", r.choice([f"{g[0]}{s}{r.randrange(1, 9)}", f"{s}.{g[0]}", f"{g[:3]}{s[:3]}", f"{s[:6]}{g[0]}",
                                      f"{g}.{s}", f"{(g[0] + s[:5]).upper()}{r.randrange(10, 99)}"]))

    def age(self, fmt=None, val=None, kid=False):
        r = self.r
        a = val if val is not None else (r.randrange(1, 17) if kid else r.choice([r.randrange(19, 95), r.randrange(55, 99)]))
        if fmt is None and r.random() < 0.04 and a > 20:
            return "aged " + P("AGE", WORDS_T[a // 10] + ("-" + WORDS_U[a % 10] if a % 10 else ""))
        f = fmt or r.choice(["yo", "-year-old", "y", " yrs", "M/F", "age", "aged"])
        sx = r.choice("MF")
        if f == "yo":
            return P("AGE", a) + r.choice([" yo", "yo", " y/o", " YO"])
        if f == "-year-old":
            return P("AGE", a) + "-year-old"
        if f == "y":
            return P("AGE", a) + "y"
        if f == " yrs":
            return P("AGE", a) + " yrs"
        if f == "M/F":
            return P("AGE", a) + r.choice([sx, " " + sx, sx + " "]).rstrip()
        if f == "age":
            return "age " + P("AGE", a)
        return "aged " + P("AGE", a)

    # ---------- dates ----------
    def d(self, off=0, style=None):
        r = self.r
        dt = self.base + datetime.timedelta(days=off)
        us = self.c == "US"
        mon = dt.strftime("%B")
        mo3 = dt.strftime("%b")
        wd = dt.strftime("%A")
        styles = (["mdy", "mdy", "mdy_s", "md", "Mon_d_y", "iso", "wd_md", "dMony", "Month_d"] if us else
                  ["dmy", "dmy", "dm", "d_Mon_y", "d_Month", "iso", "dmy_dot", "wd_d_Month_y", "dMony"])
        s = style or r.choice(styles)
        v = {
            "mdy": f"{dt.month:02d}/{dt.day:02d}/{dt.year}", "mdy_s": f"{dt.month}/{dt.day}/{dt.year % 100:02d}",
            "md": f"{dt.month}/{dt.day}", "Mon_d_y": f"{mo3} {dt.day}, {dt.year}", "iso": dt.isoformat(),
            "wd_md": f"{wd[:3]} {dt.month}/{dt.day}", "dMony": f"{dt.day:02d}-{mo3}-{dt.year}",
            "Month_d": f"{mon} {dt.day}", "dmy": f"{dt.day:02d}/{dt.month:02d}/{dt.year}", "dm": f"{dt.day}/{dt.month}",
            "d_Mon_y": f"{dt.day} {mo3} {dt.year}", "d_Month": f"{dt.day} {mon}", "dmy_dot": f"{dt.day:02d}.{dt.month:02d}.{dt.year % 100:02d}",
            "wd_d_Month_y": f"{wd} {dt.day} {mon} {dt.year}", "month_y": f"{mon} {dt.year}", "year": str(dt.year),
            "wd": wd, "compact": f"{dt.day:02d}{mo3.upper()}{dt.year}", "long_us": f"{wd}, {mon} {dt.day}, {dt.year}",
        }[s]
        return P("DATE", v)

    def dob(self, kid=False):
        r = self.r
        a = r.randrange(1, 17) if kid else r.choice([r.randrange(19, 95), r.randrange(55, 99)])
        dt = self.base - datetime.timedelta(days=365 * a + r.randrange(10, 350) + a // 4)
        self.dob_age = a
        v = f"{dt.month:02d}/{dt.day:02d}/{dt.year}" if self.c == "US" else r.choice(
            [f"{dt.day:02d}/{dt.month:02d}/{dt.year}", f"{dt.day:02d}-{dt.strftime('%b')}-{dt.year}", dt.isoformat()])
        return P("DATE", v)

    def time(self):
        r = self.r
        h, m = r.randrange(0, 24), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
        return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}{m:02d}h"])

    # ---------- places ----------
    def city(self):
        return P("CITY", self.r.choice(PL.CITY_A) + self.r.choice(PL.CITY_B))

    def state(self):
        r = self.r
        lst = PL.US_STATES if self.c == "US" else PL.CA_PROV
        full, ab = r.choice(lst)
        return P("STATE", ab if r.random() < 0.6 else full)

    def zip(self):
        r = self.r
        L = "ABCEGHJKLMNPRSTVWXY"
        if self.c == "US":
            v = f"{r.randrange(10000, 99999)}" + (f"-{r.randrange(1000, 9999)}" if r.random() < 0.15 else "")
        elif self.c == "UK":
            v = f"{r.choice(PL.UK_PC)}{r.randrange(1, 30)} {r.randrange(1, 10)}{r.choice(L)}{r.choice(L)}"
        else:
            v = f"{r.choice(L)}{r.randrange(10)}{r.choice(L)} {r.randrange(10)}{r.choice(L)}{r.randrange(10)}"
        return P("ZIP", v)

    def street(self, unit=None):
        r = self.r
        v = f"{r.randrange(2, 9800)} {r.choice(PL.STREET_N)} {r.choice(PL.STREET_S)}"
        if unit or (unit is None and r.random() < 0.3):
            v += r.choice([", ", " "]) + r.choice(PL.UNITS).format(n=r.randrange(1, 40))
        return P("STREET", v)

    def address(self):
        if self.c == "UK":
            return f"{self.street()}, {self.city()} {self.zip()}"
        return f"{self.street()}, {self.city()}, {self.state()} {self.zip()}"

    def hosp(self):
        r = self.r
        return P("HOSPITAL", r.choice(PL.HOSP_PAT).format(r=r.choice(PL.HOSP_ROOT), s=r.choice(PL.SAINTS),
                                                         c=r.choice(PL.CITY_A) + r.choice(PL.CITY_B)))

    def care(self):
        r = self.r
        return P("HOSPITAL", r.choice(PL.CARE_PAT).format(r=r.choice(PL.HOSP_ROOT + PL.ORG_ROOT)))

    def ward(self):
        r = self.r
        k = r.randrange(5)
        v = [f"Ward {r.randrange(1, 40)}{r.choice(['', 'A', 'B', 'C'])}", f"{r.randrange(2, 12)} {r.choice(['West', 'East', 'North', 'South'])}",
             f"{r.choice(PL.WARD_BIRDS)} Ward", f"{r.choice(PL.WARD_TREES)} Unit", f"{r.choice(PL.WARD_TREES)} Ward"][k]
        return P("HOSPITAL", v)

    def org(self):
        r = self.r
        return P("ORGANIZATION", r.choice(PL.ORG_PAT).format(r=r.choice(PL.ORG_ROOT), s=r.choice(PL.SAINTS)))

    def room(self):
        r = self.r
        k = r.randrange(5)
        if k == 0:
            return "room " + P("LOCATION_OTHER", f"{r.randrange(100, 999)}{r.choice(['', 'A', 'B'])}")
        if k == 1:
            return "bed " + P("LOCATION_OTHER", r.randrange(1, 32))
        if k == 2:
            return "Rm " + P("LOCATION_OTHER", f"{r.randrange(2, 12)}-{r.randrange(1, 40):02d}")
        if k == 3:
            return "bay " + P("LOCATION_OTHER", r.randrange(1, 8)) + " bed " + P("LOCATION_OTHER", r.randrange(1, 7))
        return "side room " + P("LOCATION_OTHER", r.randrange(1, 14))

    # ---------- identifiers ----------
    def dg(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def up(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def mrn(self):
        r = self.r
        return P("MRN", r.choice([self.dg(8), "00" + self.dg(6), f"MR{self.dg(7)}", f"{self.up(1)}{self.dg(7)}",
                                  f"{self.dg(3)}-{self.dg(3)}-{self.dg(3)}", f"RX{self.dg(6)}"]))

    def acct(self):
        r = self.r
        return P("ACCOUNT", r.choice([f"{self.dg(4)}-{self.dg(4)}", self.dg(10), f"V{self.dg(8)}", f"{self.base.year}{self.dg(6)}",
                                      f"HAR{self.dg(7)}", f"E{self.dg(9)}"]))

    def hplan(self):
        r = self.r
        if self.c == "UK":
            return P("HEALTHPLAN", f"999 {self.dg(3)} {self.dg(4)}")
        if self.c == "CA":
            return P("HEALTHPLAN", r.choice([f"9{self.dg(3)}-{self.dg(3)}-{self.dg(3)}-{self.up(2)}", f"9{self.dg(9)}"]))
        return P("HEALTHPLAN", r.choice([f"{self.up(3)}{self.dg(6)}", f"W{self.dg(9)}", f"{self.up(2)}{self.dg(7)}-01",
                                         f"GRP-{self.dg(5)}"]))

    def ssn(self):
        r = self.r
        if self.c == "UK":
            return P("SSN", f"QQ {self.dg(2)} {self.dg(2)} {self.dg(2)} {r.choice('ABCD')}")
        if self.c == "CA":
            return P("SSN", f"9{self.dg(2)} {self.dg(3)} {self.dg(3)}")
        return P("SSN", r.choice([f"9{self.dg(2)}-{self.dg(2)}-{self.dg(4)}", f"000-{self.dg(2)}-{self.dg(4)}"]))

    def lic(self):
        r = self.r
        if self.c == "UK":
            return r.choice(["GMC ", "GMC no. ", "NMC PIN "]) + P("LICENSE", self.dg(7) if r.random() < 0.7 else f"{self.dg(2)}{self.up(1)}{self.dg(4)}{self.up(1)}")
        if self.c == "CA":
            return r.choice(["CPSO #", "CPSO ", "CNO reg. "]) + P("LICENSE", self.dg(6))
        return r.choice(["NPI ", "NPI: ", "DEA ", "DEA# "]) + P("LICENSE", r.choice([f"1{self.dg(9)}", f"{self.up(2)}{self.dg(7)}"]))

    def device(self):
        r = self.r
        return P("DEVICE", r.choice([f"{self.up(3)}{self.dg(6)}", f"{self.dg(4)}-{self.dg(2)}{self.up(1)}", f"SN-{self.dg(8)}",
                                     f"{self.dg(1)}{self.up(1)}{self.dg(1)}-{self.dg(5)}", f"LOT{self.dg(7)}"]))

    def vehicle(self):
        r = self.r
        if self.c == "UK":
            v = f"{self.up(2)}{self.dg(2)} {self.up(3)}"
        elif self.c == "CA":
            v = f"{self.up(4)} {self.dg(3)}"
        else:
            v = f"{self.dg(1)}{self.up(3)}{self.dg(3)}"
        if r.random() < 0.2:
            v = "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        return P("VEHICLE", v)

    def bio(self):
        r = self.r
        return P("BIOID", r.choice([f"FP-{self.dg(5)}", f"PV-{self.dg(6)}", f"IR{self.dg(4)}-{self.up(2)}", f"BIO{self.dg(7)}"]))

    def idn(self, kind=None):
        r = self.r
        y = self.base.year % 100
        k = kind or r.choice(["acc", "acc", "ord", "case", "iso"])
        v = {"acc": r.choice([f"S{y}-{self.dg(4)}", f"M{y}-{self.dg(6)}", f"{self.up(2)}{self.dg(7)}", f"MB{y}{self.dg(5)}"]),
             "ord": f"ORD{self.dg(8)}", "case": r.choice([f"OB-{self.base.year}-{self.dg(3)}", f"INC{self.dg(6)}", f"DX-{self.dg(6)}"]),
             "iso": r.choice([f"ISO-{y}-{self.dg(4)}", f"WGS{self.dg(5)}"]), "emp": r.choice([f"E{self.dg(6)}", self.dg(6), f"EMP-{self.dg(5)}"]),
             "nhsn": f"{self.dg(8)}"}[k]
        return P("IDNUM", v)

    def phone(self, ext=None):
        r = self.r
        if self.c == "UK":
            v = r.choice([f"0{r.randrange(113, 199)} 555 0{self.dg(3)}", f"+44 {r.randrange(113, 199)} 555 0{self.dg(3)}",
                          f"07700 555{self.dg(3)}"])
        else:
            a = r.randrange(201, 989)
            v = r.choice([f"({a}) 555-01{self.dg(2)}", f"{a}-555-01{self.dg(2)}", f"{a}.555.01{self.dg(2)}", f"+1 {a} 555 01{self.dg(2)}"])
        if ext or (ext is None and r.random() < 0.2):
            v += r.choice([" ext. ", " x", " ext "]) + self.dg(r.choice([3, 4]))
        return P("PHONE", v)

    def pager(self):
        r = self.r
        return r.choice(["pager ", "bleep ", "pgr ", "ext "]) + P("PHONE", r.choice([f"{r.randrange(1, 9)}-{self.dg(4)}", self.dg(4), self.dg(5)]))

    def fax(self):
        r = self.r
        v = self.phone(ext=False).split(FS)[1].rstrip(SEP)
        return P("FAX", v)

    def email(self, p=None):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net", "ipc.example.org", "nhs.example.net"])
        if p:
            loc = r.choice([f"{p['g']}.{p['s']}", f"{p['g'][0]}{p['s']}", f"{p['s']}.{p['g'][0]}"]).lower().replace(" ", "")
        else:
            loc = r.choice(["infection.control", "ipac", "ipc.team", "outbreaks", "occhealth", "stewardship", "ams.pharmacy"])
        return P("EMAIL", f"{loc}@{dom}")

    def url(self):
        r = self.r
        return P("URL", r.choice(["https://ipc.example.org/outbreaks", "www.example.net/ipac-portal", "http://intranet.example.com/ipc/isolation",
                                  f"https://surveillance.example.org/case/{self.dg(5)}", "www.example.org/visiting", "example.com/hh-audit",
                                  f"https://portal.example.net/ams?ref={self.dg(6)}"]))

    def ip(self):
        r = self.r
        return P("IPADDR", r.choice([f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}",
                                     f"192.168.{r.randrange(256)}.{r.randrange(1, 255)}", f"172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(1, 255)}"]))

    def prof(self):
        return P("PROFESSION", self.r.choice(PL.PROFESSIONS))

    def country(self):
        return P("COUNTRY", self.r.choice(PL.COUNTRIES))
