"""Markup helpers and per-note context for dev27_en."""
import datetime as dt
import re
import pools as P
from locales import LOCALES, digits, letters, MONTHS, WD

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}


def M(ty, val):
    assert ty in LABEL, ty
    val = str(val)
    assert val == val.strip() and val, (ty, val)
    return f"\x01{ty}\x02{val}\x03"


def parse(marked):
    out, spans, pos = [], [], 0
    i = 0
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch == "\x01":
            j = marked.index("\x02", i)
            k = marked.index("\x03", j)
            ty = marked[i + 1:j]
            val = marked[j + 1:k]
            assert "\x01" not in val
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[ty], "type": ty, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


class Person:
    def __init__(self, c, role, sex=None, family=None):
        r = c.r
        self.c = c
        self.role = role
        self.sex = sex or r.choice("MF")
        self.given = r.choice(P.GIVEN_F if self.sex == "F" else P.GIVEN_M)
        self.family = family or r.choice(P.SURNAMES)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.45 else ""
        self.title = "Mr" if self.sex == "M" else r.choice(["Mrs", "Ms", "Miss"])

    def full(self):
        if self.mi and self.c.r.random() < 0.5:
            return M(self.role, f"{self.given} {self.mi}. {self.family}")
        return M(self.role, f"{self.given} {self.family}")

    def last_first(self, upper=None):
        r = self.c.r
        up = r.random() < 0.5 if upper is None else upper
        s = f"{self.family}, {self.given}" + (f" {self.mi}" if self.mi else "")
        return M(self.role, s.upper() if up else s)

    def formal(self):
        t = self.title
        if self.c.loc.code == "US" and self.c.r.random() < 0.5:
            t += "."
        return f"{t} {M(self.role, self.family)}"

    def first(self):
        if self.given in P.NICK and self.c.r.random() < 0.4:
            return M(self.role, P.NICK[self.given])
        return M(self.role, self.given)

    def initials(self):
        r = self.c.r
        g, f = self.given[0], self.family.replace("O'", "O")[0]
        return M(self.role, r.choice([f"{g}.{f}.", f"{g}{f}", f"{g}. {self.family}"]))

    def any(self):
        r = self.c.r
        x = r.random()
        if x < 0.45:
            return self.formal()
        if x < 0.65:
            return self.first()
        if x < 0.85:
            return self.full()
        return self.initials()

    # staff forms
    def dr(self):
        r = self.c.r
        dot = "." if self.c.loc.code in ("US", "CA") and r.random() < 0.7 else ""
        x = r.random()
        if x < 0.5:
            return f"Dr{dot} {M('DOCTOR', self.family)}"
        if x < 0.8:
            return f"Dr{dot} {M('DOCTOR', self.given + ' ' + self.family)}"
        return f"Dr{dot} {M('DOCTOR', self.given[0] + '. ' + self.family)}"

    def sig(self, cred):
        return f"{M('DOCTOR', self.given + ' ' + self.family)}, {cred}" if cred else M('DOCTOR', self.given + ' ' + self.family)

    def user(self):
        r = self.c.r
        g = "".join(ch for ch in self.given.lower() if ch.isalpha())
        f = "".join(ch for ch in self.family.lower() if ch.isalpha())
        return M("USERNAME", r.choice([f"{g[0]}{f}{r.randint(1, 9)}", f"{f[:6]}{g[0]}", f"{g}.{f}", f"{g[:2]}{f[:4]}{r.randint(10, 99)}", f"{g[0]}{f}"]))

    def ini_lower(self):
        return M("DOCTOR", (self.given[0] + self.family.replace("O'", "O")[0]).lower())


class Ctx:
    def __init__(self, r, loc_code):
        self.r = r
        self.loc = LOCALES[loc_code](r)
        self.code = loc_code
        self.us = loc_code == "US"
        y = r.choice([2021, 2022, 2023, 2024, 2025])
        self.today = dt.date(y, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        self.home_town = self.loc.town()
        self.hosp_name = self.loc.hospital(self.home_town if r.random() < 0.5 else None)
        self.staff = []

    # -------- generic
    def pick(self, *xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def days(self, n):
        return self.today + dt.timedelta(days=n)

    def D(self, d=None, style=None):
        d = d or self.today
        return M("DATE", self.loc.date(d, style))

    def DS(self, d=None):
        return M("DATE", self.loc.date_short(d or self.today))

    def DW(self, d=None):
        return M("DATE", self.loc.date_wd(d or self.today))

    def time(self):
        r = self.r
        return f"{r.randint(0, 23):02d}:{r.choice(['00', '05', '10', '15', '20', '30', '35', '40', '45', '50', '55'])}"

    def time2(self):
        r = self.r
        return self.pick(f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}", self.time())

    def dob(self, age):
        r = self.r
        return self.today - dt.timedelta(days=age * 365 + r.randint(1, 360))

    def AGE(self, age, sex="M"):
        r = self.r
        a = M("AGE", age)
        x = r.random()
        if self.us:
            opts = [f"{a}-year-old", f"{a} y/o", f"{a}yo", f"{a} yo", f"{a}{sex}", f"{a} {sex}", f"{a}-yr-old"]
        else:
            opts = [f"{a}-year-old", f"{a} year old", f"{a}{sex}", f"{a} yo", f"{a}y", f"aged {a}", f"{a}-yr-old"]
        return r.choice(opts)

    def doc(self, role="DOCTOR"):
        p = Person(self, role)
        self.staff.append(p)
        return p

    def person(self, role="FAMILY", family=None, sex=None):
        return Person(self, role, sex=sex, family=family)

    def H(self, name=None):
        return M("HOSPITAL", name or self.hosp_name)

    def Hnew(self):
        return M("HOSPITAL", self.loc.hospital())

    def WARD(self):
        return M("HOSPITAL", self.loc.ward())

    def BED(self):
        r = self.r
        return M("LOCATION_OTHER", self.pick(str(r.randint(1, 28)), f"{r.randint(1, 28)}{r.choice('ABCD')}"))

    def ROOM(self):
        r = self.r
        return M("LOCATION_OTHER", self.pick(f"{r.randint(1, 9)}{r.randint(0, 3)}{r.randint(0, 9)}", f"{r.randint(1, 9)}{r.randint(0, 3)}{r.randint(0, 9)}{r.choice('AB')}", str(r.randint(1, 24))))

    def PH(self):
        return M("PHONE", self.loc.phone())

    def PAGER(self):
        return M("PHONE", self.loc.pager())

    def FAX(self):
        return M("FAX", self.loc.fax())

    def MRN(self):
        return M("MRN", self.loc.mrn())

    def ACC(self):
        return M("ACCOUNT", self.loc.account())

    def PLAN(self):
        return M("HEALTHPLAN", self.loc.plan())

    def NATID(self):
        return M("SSN", self.loc.natid())

    def ID(self, prefix=None):
        r = self.r
        v = prefix or self.pick(f"{letters(r, 1)}{r.randint(19, 25)}-{digits(r, 5)}", f"{digits(r, 10)}", f"{letters(r, 2)}{digits(r, 7)}",
                                f"{r.randint(19, 25)}{letters(r, 1)}{digits(r, 6)}", f"{digits(r, 4)}-{digits(r, 4)}-{letters(r, 1)}")
        return M("IDNUM", v)

    def DEV(self):
        r = self.r
        return M("DEVICE", self.pick(f"{letters(r, 3)}{digits(r, 6)}", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 5)}", f"SN-{digits(r, 7)}",
                                     f"{letters(r, 2)}-{digits(r, 4)}-{digits(r, 3)}", f"{digits(r, 9)}"))

    def IP(self):
        return M("IPADDR", self.loc.ip())

    def LIC(self):
        v = self.loc.license()
        return self.loc.license_label(v), M("LICENSE", v)

    def TOWN(self, t=None):
        return M("CITY", t or self.loc.town())

    def REGION(self):
        return M(self.loc.region_type, self.loc.state())

    def ZIP(self):
        return M("ZIP", self.loc.zip())

    def ORG(self):
        return M("ORGANIZATION", self.loc.employer())

    def PROF(self):
        return M("PROFESSION", self.r.choice(P.PROFESSIONS))

    def COUNTRY(self):
        return M("COUNTRY", self.r.choice(P.COUNTRIES))

    def address(self, one_line=None):
        r = self.r
        st = M("STREET", self.loc.street())
        town = self.TOWN(self.home_town if r.random() < 0.5 else None)
        z = self.ZIP()
        one = r.random() < 0.6 if one_line is None else one_line
        sep = ", " if one else "\n"
        code = self.code
        if code == "US":
            return f"{st}{sep}{town}, {M('STATE', self.loc.state())} {z}"
        if code == "CA":
            return f"{st}{sep}{town}, {M('STATE', self.loc.state())}  {z}" if r.random() < 0.3 else f"{st}{sep}{town} {M('STATE', self.loc.state())} {z}"
        if code == "AU":
            return f"{st}{sep}{M('CITY', self.loc.town().upper()) if r.random() < 0.4 else town} {M('STATE', self.loc.state())} {z}"
        if code == "NZ":
            return f"{st}{sep}{town} {z}" + (f", {M('STATE', self.loc.state())}" if r.random() < 0.4 else "")
        if code == "IE":
            return f"{st}{sep}{town}, {M('CITY', self.loc.state())}" + (f", {z}" if r.random() < 0.8 else "")
        # UK
        return f"{st}{sep}{town}" + (f", {M('CITY', self.loc.state())}" if r.random() < 0.4 else "") + f"{sep}{z}"

    def cred(self, kind="doc"):
        r = self.r
        if kind == "nurse":
            return r.choice(["RN", "RN", "CNS", "Charge Nurse", "Staff Nurse"] if not self.us else ["RN", "BSN, RN", "RN, CCRN"])
        if kind == "ahp":
            return r.choice(["PT", "OT", "Physiotherapist", "Occupational Therapist", "SLT", "Dietitian"])
        if self.us:
            return r.choice(["MD", "DO", "MD, FACS", "MD, PhD", "PA-C", "NP"])
        return r.choice(["MBBS", "MB BCh", "FRCA", "FRCS", "FRACS", "FANZCA", "FCICM", "MRCP", "ST6", "SpR", "Consultant", "Registrar", "FRCSC", "MB BCh BAO"])

    def region_word(self):
        return "anesthesia" if self.us else "anaesthesia"
