"""PHI value generators and the per-note context. Every PHI value leaves this module
wrapped in private-use markers: U+E000 TYPE U+E001 value U+E002."""
import datetime as dt
import pools as P

M0, M1, M2 = "\ue000", "\ue001", "\ue002"


def m(t, v):
    assert v and v == v.strip(), (t, v)
    return f"{M0}{t}{M1}{v}{M2}"


LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Person:
    def __init__(self, rng, sex=None, first=None, last=None):
        self.sex = sex or rng.choice("FM")
        self.first = first or rng.choice(P.GIVEN_F if self.sex == "F" else P.GIVEN_M)
        self.last = last or rng.choice(P.SURNAMES)
        self.mi = rng.choice(LETTERS)
        self.rng = rng
        if rng.random() < 0.15:
            self.last = self.last + "-" + rng.choice(P.SURNAMES).replace(" ", "") if " " not in self.last else self.last

    def ini(self, dots=True):
        f = "".join(x[0] for x in self.first.replace("-", " ").split())[:2]
        l = "".join(x[0] for x in self.last.replace("-", " ").split() if x[0].isupper())[:2] or self.last[0]
        return f"{f}.{l}." if dots else f + l

    def form(self, kind):
        f, l, mi = self.first, self.last, self.mi
        return {
            "full": f"{f} {l}", "mi": f"{f} {mi}. {l}", "minodot": f"{f} {mi} {l}",
            "lastfirst": f"{l}, {f}", "lastfirstmi": f"{l}, {f} {mi}", "up": f"{l.upper()}, {f.upper()}",
            "upmi": f"{l.upper()}, {f.upper()} {mi}", "first": f, "last": l, "ini": self.ini(True),
            "ini2": self.ini(False), "firstl": f"{f} {l[0]}.", "fl": f"{f[0]}. {l}", "nick": P.NICK.get(f, f),
            "fullup": f"{f.upper()} {l.upper()}", "lower_ini": self.ini(False).lower(),
        }[kind]

    def title(self):
        if self.sex == "M":
            return self.rng.choice(["Mr.", "Mr"])
        return self.rng.choice(["Ms.", "Mrs.", "Ms", "Mrs", "Miss"])


class Date:
    def __init__(self, d):
        self.d = d

    def f(self, kind):
        d = self.d
        y, mo, da = d.year, d.month, d.day
        wd = d.weekday()
        return {
            "slash": f"{mo:02d}/{da:02d}/{y}", "short": f"{mo}/{da}/{y % 100:02d}", "nopad": f"{mo}/{da}/{y}",
            "long": f"{P.MONTHS[mo-1]} {da}, {y}", "dmy": f"{da} {P.MON3[mo-1]} {y}",
            "mdy3": f"{P.MON3[mo-1]} {da}, {y}", "iso": f"{y}-{mo:02d}-{da:02d}", "dash": f"{mo:02d}-{da:02d}-{y}",
            "md": f"{mo}/{da}", "monthyear": f"{P.MONTHS[mo-1]} {y}", "mon3year": f"{P.MON3[mo-1]} {y}",
            "mmyyyy": f"{mo:02d}/{y}", "year": f"{y}", "wdmd": f"{P.WD3[wd]} {mo}/{da}",
            "wdlong": f"{P.WEEKDAYS[wd]}, {P.MONTHS[mo-1]} {da}, {y}", "wd": P.WEEKDAYS[wd],
            "monthday": f"{P.MONTHS[mo-1]} {da}", "dmyup": f"{da:02d}-{P.MON3[mo-1].upper()}-{y}",
            "wdslash": f"{P.WD3[wd]} {mo:02d}/{da:02d}/{y}", "dotted": f"{mo:02d}.{da:02d}.{y}",
        }[kind]

    def plus(self, days):
        return Date(self.d + dt.timedelta(days=days))


FULL_FMTS = ["slash", "slash", "slash", "short", "nopad", "long", "long", "dmy", "mdy3", "iso", "dash",
             "dmyup", "dotted"]


class Ctx:
    """Everything invented for one note."""

    def __init__(self, rng, spec):
        self.r = r = rng
        self.spec = spec
        self.pt = Person(r)
        self.sex = self.pt.sex
        self.visit = Date(dt.date(2018, 1, 1) + dt.timedelta(days=r.randrange(0, 8 * 365)))
        age = r.choice([r.randint(18, 89), r.randint(30, 80), r.randint(45, 85), r.randint(90, 103)])
        if spec in ("allergy", "derm", "ent") and r.random() < 0.25:
            age = r.randint(4, 17)
        if spec in ("pain", "eye", "uro", "neph"):
            age = r.randint(24, 92)
        self.age = age
        by = self.visit.d.year - age
        bd = dt.date(by, r.randint(1, 12), r.randint(1, 28))
        if (bd.month, bd.day) > (self.visit.d.month, self.visit.d.day):
            bd = dt.date(by - 1, bd.month, bd.day)
        self.dob = Date(bd)
        self.docs = [Person(r) for _ in range(4)]
        self.rel = [r.choice(P.RELATIONS) for _ in range(3)]
        self.fam = [Person(r, sex=P.REL_SEX.get(x), last=self.pt.last if r.random() < 0.5 else None) for x in self.rel]
        self.interp = Person(r)
        self.clinic = self.mk_clinic(spec)
        self.hosp = self.mk_hospital()
        self.pcp_clinic = self.mk_clinic("pcp")
        self.city = self.mk_city()
        self.st = r.choice(P.STATES)
        self.job = r.choice(P.PROFESSIONS)
        self.employer = self.mk_org()
        self.insurer = r.choice(P.INSURER_A) + " " + r.choice(P.INSURER_B)

    # ---------- names ----------
    def P(self, kind=None):
        r = self.r
        kind = kind or r.choice(["full", "full", "mi", "first", "title", "title", "lastfirst", "firstl", "ini"])
        if kind == "title":
            return f"{self.pt.title()} {m('PATIENT', self.pt.last)}"
        return m("PATIENT", self.pt.form(kind))

    def D(self, i=0, kind=None, cred=None):
        r, d = self.r, self.docs[i]
        kind = kind or r.choice(["dr", "dr", "drfull", "cred", "cred", "credmi", "lastfirst", "fl"])
        cred = cred or r.choice(["MD", "MD", "DO", "MD, PhD", "MD, FAAD"]) if i == 0 else (cred or r.choice(
            ["RN", "MA", "CMA", "LPN", "PA-C", "NP", "APRN", "RN, BSN", "FNP-C"]))
        if kind == "dr":
            return f"{r.choice(['Dr.', 'Dr', 'Dr.'])} {m('DOCTOR', d.last)}"
        if kind == "drfull":
            return f"Dr. {m('DOCTOR', d.form('full'))}"
        if kind == "cred":
            return f"{m('DOCTOR', d.form('full'))}, {cred}"
        if kind == "credmi":
            return f"{m('DOCTOR', d.form('mi'))}, {cred}"
        if kind == "lastfirst":
            return f"{m('DOCTOR', d.form('lastfirst'))} {cred}"
        if kind == "fl":
            return f"{m('DOCTOR', d.form('fl'))} {cred}"
        return m("DOCTOR", d.form(kind))

    def F(self, i=0, kind=None):
        r, p = self.r, self.fam[i]
        kind = kind or r.choice(["first", "full", "first", "full", "title"])
        if kind == "title":
            return f"{p.title()} {m('FAMILY', p.last)}"
        return m("FAMILY", p.form(kind))

    def fam_phrase(self, i=0):
        return f"{self.pt_poss()} {self.rel[i]} {self.F(i)}"

    def pt_poss(self):
        return {"F": "her", "M": "his"}[self.sex]

    def he(self):
        return {"F": "she", "M": "he"}[self.sex]

    def user(self, p=None):
        r = self.r
        p = p or self.docs[0]
        f, l = p.first.lower().replace("-", ""), p.last.lower().replace(" ", "").replace("'", "").replace("-", "").replace(".", "")
        return m("USERNAME", r.choice([f[0] + l, f[0] + l + str(r.randint(1, 9)), f + "." + l, l + f[0],
                                       f[0] + p.mi.lower() + l[:6], l[:5] + f[:2] + str(r.randint(10, 99))]))

    # ---------- dates / ages ----------
    def DT(self, date=None, kind=None):
        date = date or self.visit
        kind = kind or self.r.choice(FULL_FMTS)
        return m("DATE", date.f(kind))

    def rdate(self, lo=-900, hi=-20):
        return self.visit.plus(self.r.randint(lo, hi))

    def A(self, kind=None, age=None):
        r = self.r
        a = self.age if age is None else age
        kind = kind or r.choice(["yo", "yearold", "yearold", "yo_tight", "yslasho", "sex", "sextight",
                                 "word", "yrold", "yearsold", "age_colon", "aged"])
        s = "F" if self.sex == "F" else "M"
        if kind == "aged":
            return f"aged {m('AGE', P.num_word(a))}"
        if kind == "word":
            return f"{m('AGE', P.num_word(a))}-year-old"
        return {"yo": f"{m('AGE', str(a))} yo", "yearold": f"{m('AGE', str(a))}-year-old",
                "yo_tight": f"{m('AGE', str(a))}yo", "yslasho": f"{m('AGE', str(a))} y/o",
                "sex": f"{m('AGE', str(a))} {s}", "sextight": f"{m('AGE', str(a))}{s}",
                "yrold": f"{m('AGE', str(a))}-yr-old", "yearsold": f"{m('AGE', str(a))} years old",
                "age_colon": f"age {m('AGE', str(a))}"}[kind]

    # ---------- places ----------
    def mk_city(self):
        r = self.r
        return r.choice(P.CITY_PRE) + r.choice(P.CITY_A) + r.choice(P.CITY_B)

    def mk_clinic(self, spec):
        r = self.r
        place = r.choice(P.CLINIC_PLACE + P.CITY_A)
        kind = r.choice(P.SPEC_KIND[spec])
        return r.choice([f"{place} {kind}", f"{place} {kind}", f"{place} Valley {kind}",
                         f"{r.choice(P.SURNAMES)} {kind}", f"{place} {kind}, P.C.".rstrip(".") + ".",
                         f"{r.choice(P.SAINTS)} {kind}"]).replace(", P.C..", ", P.C.")

    def mk_hospital(self):
        r = self.r
        return r.choice([f"{r.choice(P.SAINTS)} {r.choice(P.HOSP_KIND)}",
                         f"{r.choice(P.CLINIC_PLACE)} {r.choice(P.HOSP_KIND)}",
                         f"{r.choice(P.CITY_A)} {r.choice(['Valley', 'County', 'Lakes', 'Bay'])} {r.choice(P.HOSP_KIND)}"])

    def mk_org(self):
        r = self.r
        x = r.random()
        if x < 0.8:
            return f"{r.choice(P.ORG_A)} {r.choice(P.ORG_B)}{r.choice(P.ORG_SUF)}".replace("Co. Inc.", "Co.")
        return r.choice(P.CHURCH).format(c=r.choice(P.CITY_A))

    def pharmacy(self):
        r = self.r
        return f"{r.choice(P.CLINIC_PLACE + P.SURNAMES)} {r.choice(P.PHARM_KIND)}"

    def street(self):
        r = self.r
        s = f"{r.randint(2, 19999)} {r.choice(['', '', '', 'N. ', 'S. ', 'East ', 'W '])}{r.choice(P.STREET_N)} {r.choice(P.STREET_S)}"
        if r.random() < 0.35:
            s += ", " + r.choice(P.UNIT).format(n=r.randint(1, 480), l=r.choice("ABCDEF"))
        return s.rstrip(".") if s.endswith("St.") and False else s

    def zip(self):
        r = self.r
        z = f"{r.randint(1, 99950):05d}"
        return z + (f"-{r.randint(1, 9999):04d}" if r.random() < 0.2 else "")

    def addr(self, multiline=False, city=None, st=None):
        r = self.r
        city = city or self.city
        st = st or self.st
        sv = st[1] if r.random() < 0.8 else st[0]
        street = self.street()
        if street.endswith("."):
            street = street[:-1] if r.random() < 0.0 else street
        sep = "\n" if multiline else ", "
        return f"{m('STREET', street)}{sep}{m('CITY', city)}, {m('STATE', sv)} {m('ZIP', self.zip())}"

    def room(self):
        r = self.r
        return r.choice([f"Room {m('LOCATION_OTHER', str(r.randint(1, 24)))}",
                         f"exam room {m('LOCATION_OTHER', str(r.randint(1, 18)) + r.choice('ABC'))}",
                         f"Procedure Room {m('LOCATION_OTHER', str(r.randint(1, 6)))}",
                         f"bay {m('LOCATION_OTHER', str(r.randint(1, 12)))}",
                         f"chair {m('LOCATION_OTHER', str(r.randint(1, 20)))}",
                         f"Rm {m('LOCATION_OTHER', str(r.randint(100, 699)) + r.choice(['', '', 'A', 'B']))}",
                         f"the {m('LOCATION_OTHER', r.choice(P.BUILDINGS))}",
                         f"the {m('LOCATION_OTHER', r.choice(P.BUILDINGS))}, suite {m('LOCATION_OTHER', str(r.randint(100, 900)))}"])

    # ---------- contact ----------
    def phone_raw(self):
        r = self.r
        a, n = r.randint(201, 989), f"{r.randint(100, 199):04d}" if r.random() < 0.7 else f"{r.randint(0, 9999):04d}"
        while "555" in str(a) or a % 100 == 11:
            a = r.randint(201, 989)
        s = r.choice([f"({a}) 555-{n}", f"{a}-555-{n}", f"{a}.555.{n}", f"{a} 555 {n}", f"+1 {a} 555 {n}",
                      f"1-{a}-555-{n}", f"{a}555{n}", f"555-{n}", f"({a})555-{n}"])
        if r.random() < 0.12:
            s += r.choice([f" ext. {r.randint(2, 999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 99)}"])
        return s

    def TEL(self):
        return m("PHONE", self.phone_raw())

    def FAX(self):
        s = self.phone_raw()
        s = s.split(" ext")[0].split(" x")[0]
        return m("FAX", s)

    def pager(self):
        r = self.r
        v = r.choice([f"{r.randint(2, 9)}-{r.randint(1000, 9999)}", f"{r.randint(20000, 99999)}",
                      f"#{r.randint(1000, 9999)}"])
        while "555" in v:
            v = f"{r.randint(2, 9)}-{r.randint(1000, 4999)}"
        return m("PHONE", v.lstrip("#")) if v.startswith("#") else m("PHONE", v)

    def email(self, p=None, clinic=False):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "patients.example.org",
                        "clinic.example.net"])
        if clinic:
            loc = r.choice(["scheduling", "derm.frontdesk", "referrals", "billing", "nurse.line", "results",
                            "priorauth", "eyeclinic", "infusion", "records"])
            return m("EMAIL", f"{loc}@{dom}")
        p = p or self.pt
        f, l = p.first.lower().replace("-", ""), p.last.lower().replace(" ", "").replace("'", "").replace(".", "")
        loc = r.choice([f"{f}.{l}", f"{f[0]}{l}{r.randint(1, 99)}", f"{l}_{f}", f"{f}{r.randint(60, 2009)}",
                        f"{f}.{p.mi.lower()}.{l}"])
        return m("EMAIL", f"{loc}@{dom}")

    def url(self):
        r = self.r
        path = r.choice(["/portal", "/patient/login", "/billing/pay", "/forms/intake", "/results", "",
                         "/telehealth/join", "/derm/photos", "/records-request", "/appointments"])
        host = r.choice(["portal.example.org", "www.example.com", "example.net", "mychart.example.org",
                         "care.example.com", "telehealth.example.net", "www.example.org"])
        pre = r.choice(["", "", "https://", "http://"])
        if pre == "" and host.startswith("example."):
            host = "www." + host
        return m("URL", f"{pre}{host}{path}")

    def ip(self):
        r = self.r
        return m("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    # ---------- identifiers ----------
    def dig(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def MRN(self):
        r = self.r
        return m("MRN", r.choice([self.dig(8), self.dig(7), "E" + self.dig(7), f"{self.dig(2)}-{self.dig(2)}-{self.dig(3)}",
                                  "MR" + self.dig(6), f"{self.dig(3)}-{self.dig(4)}", self.dig(10)]))

    def SSN(self):
        r = self.r
        a = r.choice(["9" + self.dig(2), "000"])
        return m("SSN", r.choice([f"{a}-{self.dig(2)}-{self.dig(4)}", f"{a}{self.dig(6)}", f"{a} {self.dig(2)} {self.dig(4)}"]))

    def HP(self):
        r = self.r
        L = lambda n: "".join(r.choice(LETTERS) for _ in range(n))
        return m("HEALTHPLAN", r.choice([L(3) + self.dig(6), "W" + self.dig(9), f"{self.dig(1)}{L(2)}{self.dig(1)}-{L(2)}{self.dig(1)}-{L(2)}{self.dig(2)}",
                                         f"{L(3)}-{self.dig(6)}-0{r.randint(1, 4)}", "GRP-" + self.dig(5), self.dig(11), L(1) + self.dig(8) + L(1)]))

    def ACCT(self):
        r = self.r
        return m("ACCOUNT", r.choice([f"{self.dig(4)}-{self.dig(4)}", f"{self.visit.d.year}{self.dig(4)}-{self.dig(4)}",
                                      "V" + self.dig(8), self.dig(9), "HAR" + self.dig(8), f"ENC-{self.dig(7)}"]))

    def NPI(self):
        return m("LICENSE", "1" + self.dig(9))

    def DEA(self):
        r = self.r
        return m("LICENSE", r.choice("ABFM") + self.docs[0].last[0].upper() + self.dig(7))

    def LIC(self):
        r = self.r
        L = lambda n: "".join(r.choice(LETTERS) for _ in range(n))
        return m("LICENSE", r.choice([f"{L(1)}{self.dig(3)}-{self.dig(4)}-{self.dig(4)}", f"{L(2)}{self.dig(6)}",
                                      f"{self.dig(4)}-{self.dig(6)}", f"{L(1)}{self.dig(7)}", "0" + self.dig(8)]))

    def DEV(self):
        r = self.r
        L = lambda n: "".join(r.choice(LETTERS) for _ in range(n))
        return m("DEVICE", r.choice([L(3) + self.dig(6), f"{self.dig(2)}-{self.dig(5)}-{L(1)}", self.dig(4) + L(1) + self.dig(4),
                                     L(1) + self.dig(2) + L(1) + self.dig(1) + L(2), L(3) + self.dig(6) + L(1), self.dig(11)]))

    def VEH(self, vin=None):
        r = self.r
        if vin is None:
            vin = r.random() < 0.4
        if vin:
            return m("VEHICLE", "".join(r.choice(VINCH) for _ in range(17)))
        L = lambda n: "".join(r.choice(LETTERS) for _ in range(n))
        return m("VEHICLE", r.choice([f"{self.dig(1)}{L(3)}{self.dig(3)}", f"{L(3)}-{self.dig(4)}", f"{L(3)} {self.dig(4)}",
                                      f"{self.dig(3)} {L(3)}"]))

    def BIO(self):
        r = self.r
        L = lambda n: "".join(r.choice(LETTERS) for _ in range(n))
        return m("BIOID", r.choice([f"FP-{self.dig(5)}", f"BIO-{self.dig(4)}-{L(2)}", f"PV{self.dig(7)}",
                                    f"RS-{self.dig(5)}", f"{L(2)}{self.dig(6)}", f"VP-{self.dig(5)}"]))

    def IDN(self, kind=None):
        r = self.r
        y = self.visit.d.year % 100
        kind = kind or r.choice(["acc", "spec", "order", "req", "path", "lab", "pa", "rx", "claim"])
        v = {"acc": f"S{y}-{self.dig(4)}", "spec": f"SP-{y}-{self.dig(5)}", "order": self.dig(8),
             "req": f"R{self.dig(7)}", "path": f"{r.choice(['DS', 'SD', 'GI', 'UP', 'CY'])}{y}-{self.dig(5)}",
             "lab": f"{self.visit.d.year}{self.dig(4)}-{self.dig(3)}", "pa": f"PA-{self.dig(7)}", "rx": self.dig(7),
             "claim": f"CLM{self.dig(9)}"}[kind]
        return m("IDNUM", v)
