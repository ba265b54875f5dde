"""Marker helpers and a per-note context that invents and renders PHI."""
import datetime as dt
import unicodedata

import pools as PL

S, M, E = "\ue000", "\ue001", "\ue002"

COARSE = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(t, v):
    assert t in COARSE, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    return f"{S}{t}{M}{v}{E}"


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum()))


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + num_words(n - 100))


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MONA = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def fmt_date(d, f):
    m, dd, y = d.month, d.day, d.year
    return {
        "mdY0": f"{m:02d}/{dd:02d}/{y}", "mdY": f"{m}/{dd}/{y}", "mdy": f"{m}/{dd}/{y % 100:02d}",
        "md": f"{m}/{dd}", "wmd": f"{WDA[d.weekday()]} {m}/{dd}", "MdY": f"{MON[m - 1]} {dd}, {y}",
        "bdY": f"{MONA[m - 1]} {dd}, {y}", "dbY": f"{dd} {MONA[m - 1]} {y}", "iso": f"{y}-{m:02d}-{dd:02d}",
        "MY": f"{MON[m - 1]} {y}", "WMdY": f"{WD[d.weekday()]}, {MON[m - 1]} {dd}, {y}", "dbY-": f"{dd:02d}-{MONA[m - 1]}-{y}",
        "bd": f"{MONA[m - 1]} {dd}", "Md": f"{MON[m - 1]} {dd}", "W": WD[d.weekday()], "Y": str(y),
        "md0": f"{m:02d}/{dd:02d}", "wmd2": f"{WD[d.weekday()]} {m}/{dd}", "mdY-": f"{m:02d}-{dd:02d}-{y}",
    }[f]


FULL_F = ["mdY0", "mdY", "mdy", "MdY", "bdY", "dbY", "iso", "WMdY", "dbY-", "mdY-"]
SHORT_F = ["md", "wmd", "bd", "Md", "md0", "wmd2", "md"]


class Person:
    def __init__(self, r, sex=None, last=None):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(PL.GIVEN_F if self.sex == "F" else PL.GIVEN_M)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTVW")
        self.last = last or r.choice(PL.SURNAMES)
        self.nick = PL.NICKNAMES.get(self.first)

    @property
    def full(self):
        return f"{self.first} {self.last}"

    def initials(self, dots=True):
        f = ascii_fold(self.first)[:1].upper() or "X"
        l = ascii_fold(self.last)[:1].upper() or "X"
        return f"{f}.{l}." if dots else f"{f}{l}"

    def username(self, r):
        f = ascii_fold(self.first).lower() or "x"
        l = ascii_fold(self.last).lower() or "x"
        return r.choice([f[0] + l, f[0] + l + str(r.randint(1, 9)), f + "." + l, l + f[0], f[0] + self.mid.lower() + l,
                         l[:6] + f[:2] + str(r.randint(10, 99))])


class Ctx:
    def __init__(self, r, year=None):
        self.r = r
        self.pt = Person(r)
        x = r.random()
        self.age = r.randint(90, 102) if x < 0.07 else (r.randint(18, 39) if x < 0.2 else r.randint(40, 89))
        y = year or r.randint(2018, 2025)
        self.adm = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        self.dob = dt.date(self.adm.year - self.age - (1 if r.random() < 0.5 else 0), r.randint(1, 12), r.randint(1, 28))
        self.docs = [Person(r) for _ in range(6)]
        self.staff = [Person(r) for _ in range(6)]
        self.fam = []
        for _ in range(3):
            p = Person(r, last=self.pt.last if r.random() < 0.5 else None)
            p.rel = r.choice(PL.RELATIONS_F if p.sex == "F" else PL.RELATIONS_M)
            self.fam.append(p)
        self.hosp = r.choice(PL.HOSP_PRE) + " " + r.choice(PL.HOSP_SFX)
        self.hosp2 = r.choice(PL.HOSP_PRE) + " " + r.choice(PL.HOSP_SFX)
        self.clinic = r.choice(PL.CLINIC_PRE) + " " + r.choice(PL.CLINIC_SFX)
        self.unit = r.choice(PL.UNITS)
        self.city = r.choice(PL.CITIES)
        self.state = r.choice(PL.STATES)
        self.area = str(r.choice([r.randint(201, 989)]))
        self._mrn = self.gen_mrn()
        self.room_v = self.gen_room()
        self.origin = r.choice(PL.COUNTRIES)

    # ---------- dates ----------
    def day(self, off):
        return self.adm + dt.timedelta(days=off)

    def d(self, d, f=None):
        return P("DATE", fmt_date(d, f or self.r.choice(FULL_F)))

    def ds(self, d, f=None):
        return P("DATE", fmt_date(d, f or self.r.choice(SHORT_F)))

    def dany(self, d):
        return self.d(d) if self.r.random() < 0.55 else self.ds(d)

    def drange(self, d1, d2):
        f = self.r.choice(["md", "md", "mdY", "bd"])
        return P("DATE", fmt_date(d1, f)) + self.r.choice(["-", " - ", " to ", "–"]) + P("DATE", fmt_date(d2, f))

    def wd(self, d):
        return P("DATE", WD[d.weekday()])

    def year(self, y):
        return P("DATE", str(y))

    def holiday(self):
        return P("DATE", self.r.choice(PL.HOLIDAYS))

    def dob_s(self):
        return self.d(self.dob, self.r.choice(["mdY0", "mdY", "iso", "MdY", "dbY", "mdy"]))

    # ---------- ages ----------
    def age_s(self, a=None, sex=None):
        a = self.age if a is None else a
        sx = sex or self.pt.sex
        r = self.r
        k = r.randint(0, 12)
        A = P("AGE", a)
        if k == 0: return f"{A} yo"
        if k == 1: return f"{A}yo"
        if k == 2: return f"{A}-year-old"
        if k == 3: return f"{A} y/o"
        if k == 4: return f"{A} {sx}"
        if k == 5: return f"{A}/{sx}"
        if k == 6: return f"{A}{sx}"
        if k == 7: return f"aged {A}"
        if k == 8: return f"{A} year old"
        if k == 9: return f"{P('AGE', num_words(a))}-year-old"
        if k == 10: return f"age {A}"
        if k == 11: return f"{A} yo {'woman' if sx == 'F' else 'man'}"
        return f"{A}-yr-old"

    # ---------- names ----------
    def title(self, p):
        if p.sex == "F":
            return self.r.choice(["Ms", "Ms.", "Mrs", "Mrs.", "Ms."])
        return self.r.choice(["Mr", "Mr."])

    def ptn(self, k=None):
        p, r = self.pt, self.r
        k = r.randint(0, 9) if k is None else k
        if k == 0: return P("PATIENT", f"{p.first} {p.mid}. {p.last}")
        if k == 1: return P("PATIENT", p.full)
        if k == 2: return P("PATIENT", f"{p.last.upper()}, {p.first.upper()}")
        if k == 3: return P("PATIENT", f"{p.last.upper()}, {p.first.upper()} {p.mid}")
        if k == 4: return f"{self.title(p)} {P('PATIENT', p.last)}"
        if k == 5: return P("PATIENT", f"{p.last}, {p.first}")
        if k == 6: return P("PATIENT", p.first)
        if k == 7: return P("PATIENT", p.initials(r.random() < 0.6))
        if k == 8: return P("PATIENT", f"{p.first} {p.last[0]}.") if p.last[0].isalpha() else P("PATIENT", p.full)
        return P("PATIENT", p.nick or p.first)

    def ptref(self):
        """Narrative reference, sometimes non-PHI."""
        r = self.r
        k = r.randint(0, 5)
        if k <= 1: return f"{self.title(self.pt)} {P('PATIENT', self.pt.last)}"
        if k == 2: return P("PATIENT", self.pt.first)
        if k == 3: return P("PATIENT", self.pt.nick or self.pt.first)
        return r.choice(["the patient", "pt", "Pt", "she" if self.pt.sex == "F" else "he"])

    def dn(self, i=None, k=None, p=None):
        r = self.r
        p = p or (self.docs[i] if i is not None else r.choice(self.docs))
        k = r.randint(0, 11) if k is None else k
        if k == 0: return f"Dr. {P('DOCTOR', p.last)}"
        if k == 1: return f"Dr {P('DOCTOR', p.last)}"
        if k == 2: return f"Dr. {P('DOCTOR', p.full)}"
        if k == 3: return f"{P('DOCTOR', p.full)}, MD"
        if k == 4: return f"{P('DOCTOR', f'{p.first} {p.mid}. {p.last}')}, MD"
        if k == 5: return f"{P('DOCTOR', f'{p.first[0]}. {p.last}')} MD"
        if k == 6: return f"{P('DOCTOR', f'{p.last.upper()}, {p.first.upper()}')} (MD)"
        if k == 7: return f"Prof {P('DOCTOR', p.last)}"
        if k == 8: return f"{P('DOCTOR', p.full)}, DO"
        if k == 9: return f"Dr. {P('DOCTOR', f'{p.first[0]}. {p.last}')}"
        if k == 10: return f"{P('DOCTOR', p.full)} MD PhD"
        return f"{P('DOCTOR', p.full)}, MD"

    def sn(self, i=None, role=None, p=None):
        """Staff member with role before or credential after."""
        r = self.r
        p = p or (self.staff[i] if i is not None else r.choice(self.staff))
        role = role or r.choice(["RN", "NP", "PA", "PharmD", "RT", "LCSW", "CM", "scribe", "RD", "PT", "OT", "SLP", "tech"])
        cred_after = {"RN": "RN", "NP": "NP", "PA": "PA-C", "PharmD": "PharmD", "RT": "RRT", "LCSW": "LCSW",
                      "CM": "RN CM", "RD": "RD", "PT": "DPT", "OT": "OTR/L", "SLP": "CCC-SLP"}
        before = {"RN": "nurse", "NP": "NP", "PA": "PA", "PharmD": "pharmacist", "RT": "RT", "LCSW": "social worker",
                  "CM": "case manager", "scribe": "scribe", "RD": "dietitian", "PT": "physical therapist",
                  "OT": "OT", "SLP": "speech therapist", "tech": "tech"}
        k = r.randint(0, 4)
        if k <= 1 and role in cred_after:
            return f"{P('DOCTOR', p.full)}, {cred_after[role]}"
        if k == 2:
            return f"{before[role]} {P('DOCTOR', p.first)}"
        if k == 3 and role in cred_after:
            return f"{P('DOCTOR', f'{p.first} {p.last[0]}.')} {cred_after[role]}" if p.last[0].isalpha() else f"{before[role]} {P('DOCTOR', p.full)}"
        return f"{before[role]} {P('DOCTOR', p.full)}"

    def inits(self, p=None, lower=True):
        p = p or self.r.choice(self.docs)
        s = p.initials(False)
        return P("DOCTOR", s.lower() if lower else s)

    def fn(self, i=0, k=None):
        p, r = self.fam[i], self.r
        k = r.randint(0, 4) if k is None else k
        if k == 0: return f"{p.rel} {P('FAMILY', p.first)}"
        if k == 1: return f"{p.rel} {P('FAMILY', p.full)}"
        if k == 2: return f"{P('FAMILY', p.full)} ({p.rel})"
        if k == 3: return f"{p.rel}, {P('FAMILY', p.full)}"
        return f"{p.rel} {P('FAMILY', p.first)} ({self.age_s(self.rel_age(p), p.sex)})"

    def rel_age(self, p):
        r, a = self.r, self.age
        rel = p.rel
        if rel in ("mother", "father", "aunt", "uncle"):
            v = a + r.randint(18, 32)
        elif rel in ("daughter", "son", "stepdaughter", "stepson", "daughter-in-law", "son-in-law", "niece", "nephew", "goddaughter"):
            v = a - r.randint(20, 36)
        elif rel in ("granddaughter", "grandson"):
            v = a - r.randint(42, 62)
        elif rel in ("wife", "husband", "partner", "girlfriend", "boyfriend"):
            v = a + r.randint(-6, 6)
        else:
            v = a + r.randint(-12, 12)
        return max(1, min(v, 104))

    def famname(self, i=0):
        return P("FAMILY", self.fam[i].first if self.r.random() < 0.5 else self.fam[i].full)

    # ---------- contact ----------
    def phone_v(self, ext=None):
        r = self.r
        a = str(r.randint(201, 989)) if r.random() < 0.6 else self.area
        ln = f"{r.randint(0, 9999):04d}"
        k = r.randint(0, 6)
        v = [f"{a}-555-{ln}", f"({a}) 555-{ln}", f"{a}.555.{ln}", f"{a} 555 {ln}", f"555-{ln}", f"1-{a}-555-{ln}", f"{a}555{ln}"][k]
        if ext or (ext is None and r.random() < 0.15):
            v += r.choice([f" ext. {r.randint(2, 4999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 99)}"])
        return v

    def phone(self, ext=None):
        return P("PHONE", self.phone_v(ext))

    def pager(self):
        r = self.r
        return P("PHONE", r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}",
                                     f"#{r.randint(2000, 8999)}"[1:], self.phone_v(False)]))

    def fax(self):
        return P("FAX", self.phone_v(False))

    def email_v(self, p=None):
        r = self.r
        p = p or self.pt
        f, l = ascii_fold(p.first).lower() or "x", ascii_fold(p.last).lower() or "x"
        user = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[:1]}{r.randint(1, 99)}", f"{l}.{f}", f"{f}_{l}{r.randint(60, 99)}"])
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "patients.example.org",
                        "health.example.net", "staff.example.org", "care.example.net"])
        return f"{user}@{dom}"

    def email(self, p=None):
        return P("EMAIL", self.email_v(p))

    def url(self):
        r = self.r
        host = r.choice(["portal.example.org", "www.example.com", "mychart.example.net", "example.org", "telehealth.example.com",
                         "www.example.net", "records.example.org", "transplant.example.com"])
        path = r.choice(["", "/myhealth", "/portal/login", "/clinic/cardiology", "/visit/8841", "/forms/release",
                         "/rx/refill", "/video?room=ccu", "/oncology/schedule"])
        pre = r.choice(["https://", "http://", "", ""]) if not host.startswith("www") else r.choice(["https://", ""])
        return P("URL", pre + host + path)

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0: v = f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        elif k == 1: v = f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        else: v = f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return P("IPADDR", v)

    def user(self, p=None):
        return P("USERNAME", (p or self.r.choice(self.docs + self.staff)).username(self.r))

    # ---------- places ----------
    def street_v(self):
        r = self.r
        v = f"{r.randint(1, 9899)} {r.choice(PL.STREET_BASE)} {r.choice(PL.STREET_SFX)}"
        if r.random() < 0.35:
            v += r.choice([", ", " "]) + r.choice(PL.UNIT)
        return v

    def addr(self):
        r = self.r
        st = self.state[1] if r.random() < 0.75 else self.state[0]
        z = f"{r.randint(1001, 99950):05d}" + (f"-{r.randint(1, 9999):04d}" if r.random() < 0.2 else "")
        return f"{P('STREET', self.street_v())}, {P('CITY', self.city)}, {P('STATE', st)} {P('ZIP', z)}"

    def cityst(self, city=None):
        r = self.r
        st = self.state if city is None else r.choice(PL.STATES)
        return f"{P('CITY', city or self.city)}, {P('STATE', st[1] if r.random() < 0.6 else st[0])}"

    def state_s(self):
        return P("STATE", self.state[0] if self.r.random() < 0.5 else self.state[1])

    def country(self, origin=False):
        if origin:
            return P("COUNTRY", self.origin)
        return P("COUNTRY", self.r.choice(PL.COUNTRIES))

    def H(self, which=0):
        return P("HOSPITAL", [self.hosp, self.hosp2, self.clinic][which])

    def Hany(self, care_only=True):
        r = self.r
        opts = [r.choice(PL.HOSP_PRE) + " " + r.choice(PL.HOSP_SFX), r.choice(PL.CLINIC_PRE) + " " + r.choice(PL.CLINIC_SFX)]
        if not care_only:
            opts += [r.choice(PL.PHARMACIES), r.choice(PL.CARE_HOMES)]
        return P("HOSPITAL", r.choice(opts))

    def pharmacy(self):
        return P("HOSPITAL", self.r.choice(PL.PHARMACIES))

    def carehome(self):
        return P("HOSPITAL", self.r.choice(PL.CARE_HOMES))

    def unitname(self):
        return P("HOSPITAL", self.unit)

    def org(self, kind=None):
        r = self.r
        pool = {"emp": PL.EMPLOYERS, "school": PL.SCHOOLS, "church": PL.CHURCHES, "agency": PL.AGENCIES,
                "ins": PL.INSURERS}.get(kind) or r.choice([PL.EMPLOYERS, PL.EMPLOYERS, PL.SCHOOLS, PL.CHURCHES, PL.AGENCIES])
        return P("ORGANIZATION", r.choice(pool))

    def prof(self):
        return P("PROFESSION", self.r.choice(PL.PROFESSIONS))

    def gen_room(self):
        r = self.r
        return r.choice([f"{r.randint(2, 12)}{r.randint(10, 40):02d}{r.choice(['', 'A', 'B'])}", f"{r.randint(3, 9)}W-{r.randint(1, 32)}",
                         f"{r.randint(300, 999)}", f"{r.randint(4, 11)}N{r.randint(1, 28):02d}", f"CCU-{r.randint(1, 16)}"])

    def room(self):
        return P("LOCATION_OTHER", self.room_v)

    def bed(self):
        return P("LOCATION_OTHER", str(self.r.randint(1, 24)) if self.r.random() < 0.6 else self.r.choice("ABCD"))

    def building(self):
        return P("LOCATION_OTHER", self.r.choice(PL.BUILDINGS))

    def landmark(self):
        return P("LOCATION_OTHER", self.r.choice(PL.LANDMARKS))

    # ---------- identifiers ----------
    def gen_mrn(self):
        r = self.r
        return r.choice([f"{r.randint(0, 99999999):08d}", f"MR{r.randint(1000000, 9999999)}", f"E{r.randint(1000000, 9999999)}",
                         f"{r.randint(100000, 999999)}-{r.randint(1, 9)}", f"{r.randint(1000000, 9999999)}", f"M-{r.randint(100000, 999999)}"])

    def mrn(self):
        return P("MRN", self._mrn)

    def acct(self):
        r = self.r
        return P("ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"{r.randint(10 ** 9, 10 ** 10 - 1)}",
                                       f"V{r.randint(10 ** 7, 10 ** 8 - 1)}", f"ENC-{r.randint(100000, 999999)}",
                                       f"FIN{r.randint(1000000, 9999999)}", f"{r.randint(100, 999)}-{r.randint(100000, 999999)}-{r.randint(10, 99)}"]))

    def hp(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        a = "".join(r.choice(L) for _ in range(3))
        return P("HEALTHPLAN", r.choice([f"{a}{r.randint(100000, 999999)}", f"W{r.randint(10 ** 8, 10 ** 9 - 1)}",
                                          f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(0, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(0, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}",
                                          f"GRP-{r.randint(10000, 99999)}", f"{a}-{r.randint(1000, 9999)}-{r.randint(10, 99)}", f"{r.randint(10 ** 10, 10 ** 11 - 1)}"]))

    def ssn(self):
        r = self.r
        a = r.choice([f"9{r.randint(0, 99):02d}", "000"])
        sep = r.choice(["-", "-", " ", ""])
        return P("SSN", f"{a}{sep}{r.randint(1, 99):02d}{sep}{r.randint(1, 9999):04d}")

    def dea(self):
        r = self.r
        return P("LICENSE", f"{r.choice('ABFM')}{r.choice('ABCDEFGHJKLMNPRSTW')}{r.randint(1000000, 9999999)}")

    def npi(self):
        return P("LICENSE", f"1{self.r.randint(100000000, 999999999)}")

    def lic(self):
        r = self.r
        return P("LICENSE", r.choice([f"{r.choice(['A', 'G', 'C', 'ME'])}{r.randint(10000, 99999)}", f"{r.randint(100000, 999999)}",
                                       f"RN{r.randint(100000, 999999)}", f"{r.choice('DSKLW')}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"]))

    def device(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return P("DEVICE", r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                                      f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}{r.choice(L)}",
                                      f"HM3-{r.randint(100000, 999999)}", f"{r.randint(10 ** 8, 10 ** 9 - 1)}",
                                      f"SN{r.randint(1000000, 9999999)}", f"{r.randint(1, 9)}{r.choice(L)}{r.randint(10, 99)}{r.choice(L)}{r.choice(L)}{r.randint(0, 9)}"]))

    def plate(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return P("VEHICLE", r.choice([f"{r.randint(1, 9)}{''.join(r.choice(L) for _ in range(3))}{r.randint(100, 999)}",
                                       f"{''.join(r.choice(L) for _ in range(3))}-{r.randint(1000, 9999)}",
                                       f"{''.join(r.choice(L) for _ in range(2))} {r.randint(10000, 99999)}"]))

    def vin(self):
        r = self.r
        C = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return P("VEHICLE", f"{r.randint(1, 5)}{''.join(r.choice(C) for _ in range(10))}{r.randint(100000, 999999)}")

    def bio(self, kind=None):
        r = self.r
        if kind == "fingerprint":
            return P("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"FP{r.randint(100000, 999999)}"]))
        if kind == "palm":
            return P("BIOID", f"PV-{r.randint(1000, 9999)}{r.choice('XKQ')}")
        return P("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"PV-{r.randint(1000, 9999)}{r.choice('XKQ')}",
                                     f"RS-{r.randint(100000, 999999)}", f"VP-{r.randint(10000, 99999)}", f"BIO{r.randint(1000, 9999)}-{r.choice('ABC')}"]))

    def idn(self, kind="acc"):
        r = self.r
        yy = self.adm.year % 100
        v = {"acc": f"{r.choice(['S', 'CP', 'SP', 'NP', 'H'])}{yy}-{r.randint(100, 99999)}",
             "ord": f"ORD{r.randint(10 ** 7, 10 ** 8 - 1)}", "spec": f"{r.choice(['BM', 'FNA', 'BX'])}-{yy}-{r.randint(1000, 9999)}",
             "unos": f"{''.join(r.choice('ABCDEFGHJKLMNPRSTVWXYZ') for _ in range(3))}{r.randint(1000, 9999)}",
             "eeg": f"EEG{yy}-{r.randint(100, 9999):04d}", "cath": f"CL{yy}-{r.randint(100, 9999)}",
             "rx": f"{r.randint(1000000, 9999999)}", "case": f"TB-{self.adm.year}-{r.randint(10, 999):03d}",
             "req": f"REQ{r.randint(100000, 999999)}", "study": f"{r.choice(['ECHO', 'TTE', 'TEE'])}{r.randint(100000, 999999)}",
             "claim": f"CLM{r.randint(10 ** 8, 10 ** 9 - 1)}", "ticket": f"INC{r.randint(100000, 999999)}",
             "crn": f"CR{r.randint(10000, 99999)}"}[kind]
        return P("IDNUM", v)
