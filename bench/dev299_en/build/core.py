"""Core machinery: single-pass document writer and per-note context with
invented, fictional PHI value generators (dev299_en, author 299)."""
import datetime as dt
import re

import pools as P

TYPE2LABEL = {
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

_PH = re.compile(r"\{(\w+)\}")


class Doc:
    """Appends text pieces; PHI pieces record their offsets as they are written."""

    def __init__(self):
        self.parts = []
        self.n = 0
        self.spans = []

    def t(self, s):
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, s, typ):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad span value %r" % (s,))
        self.spans.append((self.n, self.n + len(s), typ))
        self.parts.append(s)
        self.n += len(s)
        return self

    def w(self, x):
        if x is None:
            return self
        if isinstance(x, str):
            return self.t(x)
        if isinstance(x, tuple):
            return self.p(x[0], x[1])
        for y in x:
            self.w(y)
        return self

    def f(self, tmpl, **kw):
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.w(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])
        return self

    def finish(self, lower):
        text = "".join(self.parts).rstrip()
        if lower:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
        out = []
        last = 0
        for s, e, typ in self.spans:
            if s < last:
                raise ValueError("overlap")
            last = e
            out.append({"start": s, "end": e, "label": TYPE2LABEL[typ], "type": typ,
                        "text": text[s:e]})
        return text, out


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DIG = "0123456789"
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
POSTL = "ABDEFGHJLNPQRSTUWXYZ"


STOP2 = {"am", "an", "as", "at", "be", "by", "do", "go", "he", "if", "in", "is", "it", "me", "my", "no",
         "of", "on", "or", "so", "to", "up", "us", "we"}


REL_SEX = {"wife": "F", "daughter": "F", "sister": "F", "mother": "F", "granddaughter": "F", "niece": "F",
           "husband": "M", "son": "M", "brother": "M", "father": "M", "grandson": "M"}


class Person:
    def __init__(self, first, mid, last, sex):
        self.first, self.mid, self.last, self.sex = first, mid, last, sex

    def nm(self, style):
        f, m, l = self.first, self.mid, self.last
        if style == "fl":
            return f + " " + l
        if style == "fml":
            return f + " " + m + ". " + l if m else f + " " + l
        if style == "LF":
            return l.upper() + ", " + f
        if style == "LFU":
            return l.upper() + ", " + f.upper() + (" " + m if m else "")
        if style == "Lf":
            return l + ", " + f
        if style == "l":
            return l
        if style == "L":
            return l.upper()
        if style == "f":
            return f
        if style == "il":
            return f[0] + ". " + l
        if style == "iln":
            return f[0] + " " + l
        if style == "ii":
            return f[0] + (m or "") + l[0]
        if style == "iid":
            return f[0] + "." + l[0] + "."
        if style == "lc":
            s = (f[0] + l[0]).lower()
            return s if s not in STOP2 else (f[0] + l[:2]).lower()
        if style == "fL":
            return f + " " + l[0] + "."
        if style == "FL":
            return f.upper() + " " + l.upper()
        raise ValueError(style)


class Ctx:
    def __init__(self, rng, country, genre, idx):
        self.r = rng
        self.c = country
        self.genre = genre
        self.idx = idx
        self._staff = {}
        self.exam = self.rdate(dt.date(2021, 1, 4), dt.date(2025, 6, 27))
        while self.exam.weekday() > 4:
            self.exam += dt.timedelta(days=1)
        self.us_dates = country == "US" or (country == "CA" and self.maybe(0.3))
        self.hosp = self.ch(P.HOSPITALS[country])
        self.town = self.ch(P.TOWNS[country])
        self.dept_phone = self.phone()
        self.dept_fax = self.phone()
        self.pt = self.new_patient()

    # ---- random helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def maybe(self, p=0.5):
        return self.r.random() < p

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(self.r.choice(DIG) for _ in range(n))

    def letters(self, n, pool=UP):
        return "".join(self.r.choice(pool) for _ in range(n))

    def rdate(self, a, b):
        return a + dt.timedelta(days=self.r.randint(0, (b - a).days))

    def plus(self, d, days):
        return d + dt.timedelta(days=days)

    def wkday(self, d):
        while d.weekday() > 4:
            d += dt.timedelta(days=1)
        return d

    # ---- people
    def person(self, sex=None):
        sex = sex or self.ch("MF")
        first = self.ch(P.MALE if sex == "M" else P.FEMALE)
        mid = self.ch(UP) if self.maybe(0.35) else None
        return Person(first, mid, self.ch(P.SURNAMES), sex)

    def title(self, p, dot=None):
        if getattr(p, "_title", None) and p._title[0] == p.sex:
            return p._title[1]
        p._title = (p.sex, self._title(p, dot))
        return p._title[1]

    def _title(self, p, dot=None):
        dot = self.maybe(0.5 if self.c in ("US", "CA") else 0.12) if dot is None else dot
        if p.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Mrs", "Ms", "Ms", "Miss"])
        return t + ("." if dot and t != "Miss" else "")

    def dr(self):
        return self.ch(["Dr", "Dr"]) + ("." if self.c in ("US", "CA") and self.maybe(0.6) else "")

    def new_patient(self):
        r = self
        age = r.ri(19, 94)
        if r.maybe(0.05):
            age = r.ri(90, 101)
        pers = r.person()
        dob = self.exam - dt.timedelta(days=365 * age + r.ri(1, 360) + age // 4)
        rel = self.ch(P.RELATIONS)
        real_age = self.exam.year - dob.year - ((self.exam.month, self.exam.day) < (dob.month, dob.day))
        return {
            "p": pers, "age": real_age, "dob": dob, "addr": self.address(),
            "phone": self.phone(), "mobile": self.phone(mobile=True),
            "mrn": self.mrn(), "prof": self.ch(P.PROFESSIONS),
            "weight": r.ri(44, 128), "fam": self.person(REL_SEX.get(rel)), "rel": rel,
        }

    def set_age(self, lo, hi, sex=None):
        age = self.ri(lo, hi)
        self.pt["dob"] = self.exam - dt.timedelta(days=365 * age + self.ri(1, 360) + age // 4)
        d, e = self.pt["dob"], self.exam
        self.pt["age"] = e.year - d.year - ((e.month, e.day) < (d.month, d.day))
        if sex and self.pt["p"].sex != sex:
            self.pt["p"].sex = sex
            self.pt["p"].first = self.ch(P.MALE if sex == "M" else P.FEMALE)

    def staff(self, key, sex=None):
        if key not in self._staff:
            self._staff[key] = self.person(sex)
        return self._staff[key]

    def cred(self, role):
        c = self.c
        table = {
            "rad": {"UK": ["FRCR", "MBBS FRCR", "FRCP FRCR"], "US": ["MD", "MD, PhD", "DO"],
                    "AU": ["FRACP", "FRANZCR", "FRACP FAANMS"], "CA": ["MD, FRCPC", "FRCPC"],
                    "IE": ["FFR RCSI", "MB FFR RCSI", "FRCPI"]},
            "tech": {"UK": ["Clinical Technologist", "Senior Radiographer", "HCPC Radiographer"],
                     "US": ["CNMT", "RT(N)", "CNMT, PET"], "AU": ["Nuclear Medicine Scientist", "NMT"],
                     "CA": ["MRT(N)", "MRT(N)(ET)"], "IE": ["Radiographer", "Clinical Specialist Radiographer"]},
            "phys": {"UK": ["Clinical Scientist", "MIPEM, RPA"], "US": ["PhD, DABR", "MS, DABR"],
                     "AU": ["Medical Physicist, ACPSEM", "Medical Physicist"],
                     "CA": ["PhD, MCCPM", "Medical Physicist"], "IE": ["Medical Physicist", "MIPEM"]},
            "rph": {"UK": ["MRPharmS", "Principal Radiopharmacist"], "US": ["PharmD, BCNP", "RPh, BCNP"],
                    "AU": ["Radiopharmacist", "BPharm"], "CA": ["RPh", "Nuclear Pharmacist"],
                    "IE": ["MPSI", "Radiopharmacist"]},
            "rn": {"UK": ["RN", "Specialist Nurse"], "US": ["RN", "BSN, RN"], "AU": ["RN", "CNC"],
                   "CA": ["RN", "RN, BScN"], "IE": ["RGN", "CNM2"]},
        }
        return self.ch(table[role][c])

    # ---- dates
    def fd(self, d, style=None):
        c = self.c
        if style is None:
            style = self.dstyle()
        dd, mm, yy = d.day, d.month, d.year
        us = self.us_dates
        if style == "num":
            return ("%02d/%02d/%d" % (mm, dd, yy)) if us else ("%02d/%02d/%d" % (dd, mm, yy))
        if style == "num2":
            return ("%d/%d/%02d" % (mm, dd, yy % 100)) if us else ("%d/%d/%02d" % (dd, mm, yy % 100))
        if style == "nonpad":
            return ("%d/%d/%d" % (mm, dd, yy)) if us else ("%d/%d/%d" % (dd, mm, yy))
        if style == "long":
            return ("%s %d, %d" % (MONTHS[mm - 1], dd, yy)) if us else ("%d %s %d" % (dd, MONTHS[mm - 1], yy))
        if style == "med":
            return ("%s %d, %d" % (MONTHS[mm - 1][:3], dd, yy)) if us else ("%d %s %d" % (dd, MONTHS[mm - 1][:3], yy))
        if style == "dash":
            return "%02d-%s-%d" % (dd, MONTHS[mm - 1][:3], yy)
        if style == "DASH":
            return "%02d-%s-%d" % (dd, MONTHS[mm - 1][:3].upper(), yy)
        if style == "iso":
            return "%d-%02d-%02d" % (yy, mm, dd)
        if style == "dot":
            return "%02d.%02d.%d" % (dd, mm, yy)
        if style == "wdlong":
            w = WDAYS[d.weekday()]
            return ("%s, %s %d, %d" % (w, MONTHS[mm - 1], dd, yy)) if us else ("%s %d %s %d" % (w, dd, MONTHS[mm - 1], yy))
        if style == "wdshort":
            w = WDAYS[d.weekday()][:3]
            return ("%s %d/%d" % (w, mm, dd)) if us else ("%s %02d/%02d" % (w, dd, mm))
        if style == "my":
            return "%s %d" % (MONTHS[mm - 1], yy)
        if style == "Mmy":
            return "%s %d" % (MONTHS[mm - 1][:3], yy)
        if style == "y":
            return str(yy)
        if style == "dm":
            return ("%d/%d" % (mm, dd)) if us else ("%02d/%02d" % (dd, mm))
        if style == "dM":
            return ("%s %d" % (MONTHS[mm - 1], dd)) if us else ("%d %s" % (dd, MONTHS[mm - 1]))
        raise ValueError(style)

    def dstyle(self):
        if self.c == "CA":
            return self.ch(["iso", "iso", "long", "med", "num", "dash"])
        if self.c == "US":
            return self.ch(["num", "num", "num", "nonpad", "long", "med", "num2"])
        return self.ch(["num", "num", "num", "long", "med", "dash", "num2", "dot"])

    def D(self, d, style=None):
        return (self.fd(d, style), "DATE")

    # ---- contacts (all contain 555)
    def phone(self, mobile=False, intl=False):
        c, r = self.c, self
        if c == "UK":
            if mobile:
                return "07" + r.digits(3) + " 555 " + r.digits(3)
            area = r.ch(["0113", "0161", "01632", "0117", "01904", "0191", "01524"])
            if intl:
                return "+44 " + area[1:] + " 555 " + r.digits(4 if len(area) == 4 else 3)
            return area + " 555 " + r.digits(4 if len(area) == 4 else 3)
        if c in ("US", "CA"):
            a = r.ch(["614", "503", "717", "608", "919", "416", "613", "604", "902", "204", "802", "512"])
            n = r.digits(4)
            if intl:
                return "+1 " + a + " 555 " + n
            return r.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s"]) % (a, n)
        if c == "AU":
            if mobile:
                return "04" + r.digits(2) + " 555 " + r.digits(3)
            a = r.ch(["02", "03", "07", "08"])
            n = "555" + r.digits(1) + " " + r.digits(4)
            if intl:
                return "+61 " + a[1] + " " + n
            return r.ch(["(%s) %s", "%s %s"]) % (a, n)
        if mobile:
            return "08" + r.ch("3567") + " 555 " + r.digits(4)
        a = r.ch(["01", "021", "091", "061", "071", "094", "066"])
        if intl:
            return "+353 " + a[1:] + " 555 " + r.digits(4)
        return r.ch(["(%s) 555 %s", "%s 555 %s", "%s-555-%s"]) % (a, r.digits(4))

    def ext(self):
        return self.ch([" ext. ", " ext ", " x", " Ext "]) + self.digits(self.ch([3, 4]))

    def bleep(self):
        return "555" + self.digits(self.ch([1, 2]))

    def email(self, p=None, dept=None):
        dom = self.ch(["example.org", "example.com", "example.net", "nhs.example.org",
                       "health.example.net", "mail.example.com"])
        if p is None:
            local = dept or self.ch(["nucmed.bookings", "nm.enquiries", "pet.bookings",
                                     "radiopharmacy", "rps.office", "physics.rp", "thyroid.clinic",
                                     "medphys", "nuclearmedicine"])
        else:
            local = self.ch(["%s.%s", "%s%s", "%s_%s"]) % (
                p.first.lower(), re.sub(r"[^a-z]", "", p.last.lower()))
            if self.maybe(0.3):
                local = p.first[0].lower() + re.sub(r"[^a-z]", "", p.last.lower()) + self.digits(self.ch([1, 2]))
        return local + "@" + dom

    def url(self):
        host = self.ch(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                        "patients.example.com", "www.nm.example.org", "https://www.example.net",
                        "https://myhealth.example.com"])
        path = self.ch(["/nuclear-medicine", "/pet-ct/preparation", "/rai-advice", "/portal",
                        "/thyroid/leaflets", "/radiation-safety", "/bookings", "/nm/patient-info",
                        "/theranostics", ""])
        return host + path

    def ip(self):
        k = self.ri(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.ri(0, 254), self.ri(0, 254), self.ri(2, 254))
        if k == 1:
            return "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 254), self.ri(2, 254))
        return "192.168.%d.%d" % (self.ri(0, 254), self.ri(2, 254))

    def username(self, p):
        l = re.sub(r"[^a-z]", "", p.last.lower())
        return self.ch(["%s%s" % (p.first[0].lower(), l), "%s.%s" % (p.first.lower(), l),
                        "%s%s%s" % (p.first[0].lower(), l[:6], self.digits(1)),
                        "nm_%s%s" % (p.first[0].lower(), l[:5]), "%s%s" % (l[:7], p.first[0].lower())])

    # ---- identifiers
    def mrn(self):
        c = self.c
        if c == "UK":
            return self.ch(["%s%s" % (self.letters(1), self.digits(7)), self.digits(8),
                            "RX" + self.digits(6)])
        if c == "US":
            return self.ch([self.digits(8), "MR" + self.digits(7), self.digits(3) + "-" + self.digits(2) + "-" + self.digits(3)])
        if c == "AU":
            return self.ch([self.digits(7), "UR" + self.digits(6), self.digits(6)])
        if c == "CA":
            return self.ch([self.digits(7), "M" + self.digits(8), self.digits(2) + "-" + self.digits(5)])
        return self.ch(["H" + self.digits(6), self.digits(7), "MRN" + self.digits(6)])

    def nhs(self):
        return self.digits(3) + " " + self.digits(3) + " " + self.digits(4)

    def acc(self):
        y = "%02d" % (self.exam.year % 100)
        return self.ch(["NM%s-%s" % (y, self.digits(6)), "PT%s%s-%s" % (y, "%02d" % self.exam.month, self.digits(4)),
                        "ACC" + self.digits(8), "RNM" + self.digits(7), "%s%s" % (self.letters(2), self.digits(9))])

    def acct(self):
        return self.ch([self.digits(8) + "-" + self.digits(1), "E" + self.digits(10), self.digits(7),
                        self.digits(10), "V" + self.digits(8)])

    def hplan(self):
        c = self.c
        if c == "US":
            return self.ch([self.letters(3) + self.digits(6), "W" + self.digits(9),
                            "%s%s%s-%s%s%s-%s%s%s%s" % (self.digits(1), self.letters(1), self.letters(1), self.digits(1),
                                                      self.letters(1), self.letters(1), self.digits(1), self.letters(1),
                                                      self.letters(1), self.digits(1)),
                            self.letters(2) + self.digits(8)])
        if c == "AU":
            return self.digits(4) + " " + self.digits(5) + " " + self.digits(1)
        if c == "CA":
            return self.ch([self.digits(4) + "-" + self.digits(3) + "-" + self.digits(3) + "-" + self.letters(2),
                            "9" + self.digits(3) + " " + self.digits(3) + " " + self.digits(3)])
        if c == "IE":
            return self.ch([self.digits(7) + self.letters(1), self.digits(8) + self.letters(1)])
        return self.letters(2) + self.digits(7)

    def ssn(self):
        c = self.c
        if c == "US":
            return self.ch(["9" + self.digits(2) + "-" + self.digits(2) + "-" + self.digits(4),
                            "000-" + self.digits(2) + "-" + self.digits(4)])
        if c == "CA":
            return "9" + self.digits(2) + " " + self.digits(3) + " " + self.digits(3)
        if c == "IE":
            return "9" + self.digits(6) + self.letters(1, "ABCDEFGHTW")
        return "000 " + self.digits(3) + " " + self.digits(3)

    def lic(self, kind=None):
        """Returns (label text, value); only the value is PHI."""
        c = self.c
        kind = kind or "person"
        if kind == "person":
            if c == "UK":
                return self.ch([("GMC No. ", self.digits(7)), ("GMC ", self.digits(7)),
                                ("ARSAC licence ", self.digits(5) + "/" + self.digits(4) + "/" + str(self.ri(2018, 2024)))])
            if c == "US":
                return self.ch([("NPI ", "1" + self.digits(9)), ("NPI: ", "1" + self.digits(9)),
                                ("DEA ", self.letters(2) + self.digits(7))])
            if c == "AU":
                return self.ch([("AHPRA ", "MED000" + self.digits(7)), ("Provider No. ", self.digits(6) + self.letters(1))])
            if c == "CA":
                return self.ch([("CPSO #", self.digits(5)), ("CPSO ", self.digits(5)), ("Licence ", self.digits(5))])
            return self.ch([("IMC ", self.digits(6)), ("IMC No. ", self.digits(6))])
        if c == "UK":
            return self.ch([("EA permit ", "EPR/%s%sDK" % (self.letters(2), self.digits(4))),
                            ("ARSAC employer licence ", "E" + self.digits(5))])
        if c == "US":
            return ("NRC license ", "%s-%s-%s" % (self.digits(2), self.digits(5), self.digits(2)))
        if c == "AU":
            return self.ch([("Radiation management licence ", self.digits(6)), ("possession licence ", "PL" + self.digits(7))])
        if c == "CA":
            return ("CNSC licence ", "%s-%s-%s.%s" % (self.digits(5), self.digits(1), self.digits(2), self.digits(1)))
        return ("EPA licence ", "P" + self.digits(4) + "-" + self.digits(2))

    def L(self, kind=None):
        lab, v = self.lic(kind)
        return [lab, (v, "LICENSE")]

    def serial(self):
        return self.ch([self.letters(2) + self.digits(6), self.digits(4) + "-" + self.digits(4),
                        self.letters(3) + "-" + self.digits(5), self.digits(8), self.letters(1) + self.digits(7) + self.letters(1)])

    def plate(self):
        c = self.c
        if c == "UK":
            return self.letters(2, "ABCDEFGHKLMNOPRSVWY") + self.digits(2) + " " + self.letters(3, "ABCDEFGHJKLMNOPRSTUVWXYZ")
        if c == "US":
            return self.digits(1) + self.letters(3) + self.digits(3)
        if c == "AU":
            return self.ch([self.letters(3) + "-" + self.digits(3), self.digits(1) + self.letters(2) + " " + self.digits(1) + self.letters(2)])
        if c == "CA":
            return self.letters(4) + " " + self.digits(3)
        return "%d-%s-%s" % (self.ri(141, 242), self.ch(["D", "C", "G", "MO", "KY", "L", "SO"]), self.digits(self.ch([4, 5])))

    def bio(self):
        return self.ch(["FP-" + self.digits(5), "PV-" + self.digits(7), "BIO-" + self.letters(2) + self.digits(4),
                        "FPT" + self.digits(6)])

    # ---- places
    def address(self):
        c = self.c
        no = str(self.ri(1, 240))
        st = self.ch(P.STREET_NAMES) + " " + self.ch(P.STREET_TYPES[c])
        if c == "AU" and self.maybe(0.3):
            no = "%d/%s" % (self.ri(1, 12), no)
        street = no + " " + st
        if c in ("US", "CA") and self.maybe(0.3):
            street += self.ch([", Apt ", ", Unit ", " #"]) + str(self.ri(1, 30)) + self.ch(["", "B", "A"])
        town = self.ch(P.TOWNS[c])
        a = {"street": street, "town": town, "country": self.ch(P.COUNTRY_NAME[c])}
        if c == "UK":
            a["county"] = self.ch(P.UK_COUNTIES)
            a["zip"] = self.ch(P.UK_POST_AREAS) + str(self.ri(1, 20)) + " " + str(self.ri(1, 9)) + self.letters(2, POSTL)
        elif c == "IE":
            a["county"] = self.ch(P.IE_COUNTIES)
            a["zip"] = self.ch(P.IE_ROUTING) + " " + self.letters(1, "ACDEFHKNPRTVWXY") + self.digits(1) + self.letters(1, "ACDEFHKNPRTVWXY") + self.digits(1)
        elif c == "US":
            a["state"] = self.ch(P.US_STATES)
            a["zip"] = str(self.ri(10000, 99999)) + ("-" + self.digits(4) if self.maybe(0.15) else "")
        elif c == "AU":
            s = self.ch(P.AU_STATES)
            a["state"] = s
            a["zip"] = s[2] + self.digits(3)
        else:
            s = self.ch(P.CA_PROVS)
            a["state"] = s
            a["zip"] = self.ch(s[2]) + self.digits(1) + self.letters(1, "ABCEGHJKLMNPRSTVXY") + " " + self.digits(1) + self.letters(1, "ABCEGHJKLMNPRSTVXY") + self.digits(1)
        return a

    def addr(self, a, sep="\n", country=False, full_state=None):
        """Address as segments. UK/IE county -> CITY; US/AU/CA state -> STATE."""
        c = self.c
        seg = [(a["street"], "STREET"), sep]
        if c in ("UK", "IE"):
            seg += [(a["town"], "CITY"), sep]
            if c == "IE":
                seg += ["Co. ", (a["county"], "CITY"), sep, (a["zip"], "ZIP")]
            else:
                if self.maybe(0.6):
                    seg += [(a["county"], "CITY"), sep]
                seg += [(a["zip"], "ZIP")]
        else:
            fs = self.maybe(0.2) if full_state is None else full_state
            st = a["state"][0] if fs else a["state"][1]
            town = a["town"].upper() if c == "AU" and self.maybe(0.5) else a["town"]
            if c == "AU":
                seg += [(town, "CITY"), " ", (st, "STATE"), " ", (a["zip"], "ZIP")]
            else:
                seg += [(town, "CITY"), ", ", (st, "STATE"), " ", (a["zip"], "ZIP")]
        if country:
            seg += [sep, (a["country"], "COUNTRY")]
        return seg

    # ---- convenience segments
    def ptn(self, style=None, title=False):
        p = self.pt["p"]
        style = style or self.ch(["fl", "fml", "LF", "LFU", "Lf"])
        s = [(p.nm(style), "PATIENT")]
        if title:
            s = [self.title(p) + " "] + s
        return s

    def drn(self, p, style=None, dr=True):
        style = style or self.ch(["fl", "l", "fml", "il"])
        s = [(p.nm(style), "DOCTOR")]
        if dr:
            s = [self.dr() + " "] + s
        return s

    def H(self, name=None):
        return (name or self.hosp, "HOSPITAL")

    def age_seg(self, age=None):
        a = str(self.pt["age"] if age is None else age)
        k = self.ri(0, 7)
        sx = self.pt["p"].sex
        if k == 0:
            return [(a, "AGE"), "-year-old"]
        if k == 1:
            return [(a, "AGE"), " yo"]
        if k == 2:
            return [(a, "AGE"), "yo"]
        if k == 3:
            return [(a, "AGE"), sx]
        if k == 4:
            return [(a, "AGE"), " y/o"]
        if k == 5:
            return [(a, "AGE"), "-yr-old"]
        if k == 6:
            return [(a, "AGE"), " year old"]
        return [(a, "AGE"), "-year-old"]

    def sex_word(self):
        p = self.pt["p"]
        if p.sex == "M":
            return self.ch(["man", "male", "gentleman"])
        return self.ch(["woman", "female", "lady"])

    def mbq(self, mbq):
        """Activity text in local units (US also mCi)."""
        if self.c == "US":
            mci = mbq / 37.0
            return "%.1f mCi (%d MBq)" % (mci, round(mbq)) if self.maybe(0.6) else "%.1f mCi" % mci
        if mbq >= 1000 and self.maybe(0.7):
            return "%.2f GBq" % (mbq / 1000.0)
        return "%d MBq" % round(mbq)

    def time(self):
        """Times advance through the note so events read in order."""
        if not hasattr(self, "_clock") or self._clock > 18 * 60:
            self._clock = self.ri(7 * 60 + 30, 10 * 60)
        self._clock += self.ri(4, 40)
        return "%02d:%02d" % (self._clock // 60, self._clock % 60)

    def pt_ids(self, sep="   "):
        """Country appropriate identifier line pieces for the patient."""
        c = self.c
        if c == "UK":
            lab = self.ch(["Hosp No: ", "Hospital No. ", "MRN: ", "Unit No: "])
        elif c == "AU":
            lab = self.ch(["UR: ", "URN: ", "MRN: "])
        else:
            lab = self.ch(["MRN: ", "MRN ", "Chart #: "]) if c != "IE" else self.ch(["MRN: ", "Hosp No: "])
        seg = [lab, (self.pt["mrn"], "MRN")]
        if c == "UK" and self.maybe(0.8):
            seg += [sep, "NHS No: ", (self.nhs(), "MRN")]
        if c == "AU" and self.maybe(0.6):
            seg += [sep, "Medicare: ", (self.hplan(), "HEALTHPLAN")]
        if c == "CA" and self.maybe(0.6):
            seg += [sep, self.ch(["OHIP: ", "Health Card: ", "PHN: "]), (self.hplan(), "HEALTHPLAN")]
        if c == "US" and self.maybe(0.5):
            seg += [sep, self.ch(["Acct: ", "Acct #: ", "Encounter: ", "FIN: "]), (self.acct(), "ACCOUNT")]
        if c == "IE" and self.maybe(0.3):
            seg += [sep, "Medical card: ", (self.hplan(), "HEALTHPLAN")]
        if c == "US" and self.maybe(0.22):
            seg += [sep, "SSN: ", (self.ssn(), "SSN")]
        if c == "IE" and self.maybe(0.2):
            seg += [sep, "PPSN: ", (self.ssn(), "SSN")]
        if c == "CA" and self.maybe(0.05):
            seg += [sep, "SIN: ", (self.ssn(), "SSN")]
        return seg
