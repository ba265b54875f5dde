"""Core helpers for dev187_en: note builder with single-pass offsets, people, places, dates, contacts, IDs."""
import datetime as dt
import unicodedata

import pools as P

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDS = [w[:3] for w in WDAY]
NUMWORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
            90: "ninety"}
UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def cap(s):
    return s[:1].upper() + s[1:]


def age_words(n):
    t, u = divmod(n, 10)
    return NUMWORDS[t * 10] + ("-" + UNITS[u] if u else "")


class Note:
    """Text is appended piece by piece; spans are recorded at the current offset as they are appended."""

    def __init__(self):
        self.parts, self.pos, self.spans = [], 0, []

    def _t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._t(it)
                continue
            v, ty = it
            if not v or v != v.strip() or ty not in TYPE_LABEL:
                raise ValueError("bad span %r %r" % (v, ty))
            if v.startswith("the ") and ty in ("COUNTRY", "STATE", "LOCATION_OTHER", "DATE"):
                self._t("the ")
                v = v[4:]
            st = self.pos
            self._t(v)
            self.spans.append({"start": st, "end": self.pos, "label": TYPE_LABEL[ty], "type": ty, "text": v})
        return self

    def text(self):
        return "".join(self.parts)


class Person:
    def __init__(self, first, last, sex, middle="", title="", nick=""):
        self.first, self.last, self.sex, self.middle, self.title, self.nick = first, last, sex, middle, title, nick
        self.role, self.cred, self.lic, self.user = "", "", "", ""

    def name(self, style="full"):
        f, l, m = self.first, self.last, self.middle
        if style == "full":
            return f + " " + l
        if style == "fml":
            return f + " " + (m + ". " if m else "") + l
        if style == "last":
            return l
        if style == "first":
            return f
        if style == "lf":
            return l + ", " + f
        if style == "LF":
            return l.upper() + ", " + f.upper() + (" " + m if m else "")
        if style == "Lf":
            return l.upper() + ", " + f
        if style == "fl":
            return f[0] + ". " + l
        if style == "fl2":
            return f[0] + " " + l
        if style == "init":
            return f[0] + "." + l.replace("'", "").replace(" ", "")[0] + "."
        if style == "init2":
            return f[0] + l.replace("'", "").replace(" ", "")[0]
        if style == "nick":
            return self.nick or f
        if style == "nickfull":
            return (self.nick or f) + " " + l
        if style == "fk":
            return f + " " + l[0] + "."
        raise ValueError(style)

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).replace("ł", "l").replace("Ł", "L")


class Ctx:
    def __init__(self, rng, nation):
        self.r = rng
        self.nation = nation
        self.country = "Ireland" if nation == "Ireland" else "United Kingdom"
        self.ie = nation == "Ireland"
        self.place = rng.choice(P.PLACES[nation])
        self.hub = rng.choice(P.PLACES[nation][:6])
        start = dt.date(2021, 1, 4)
        self.ref = start + dt.timedelta(days=rng.randint(0, 1640))
        while self.ref.weekday() >= 5:
            self.ref += dt.timedelta(days=1)
        self.dstyle = rng.choice(["dmy", "dmy", "dmy1", "dmy2", "dot", "dmon", "dmonth", "dth", "dash", "dmonth"])
        self.hno_fmt = rng.choice(["L7", "LL7", "8", "L6", "7"])
        self.used_names = []

    # ------------------------------------------------------------------ randomness
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def ri(self, a, b):
        return self.r.randint(a, b)

    def uf(self, a, b, nd=1):
        return round(self.r.uniform(a, b), nd)

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def sample(self, seq, k):
        return self.r.sample(list(seq), k)

    # ------------------------------------------------------------------ dates
    def days(self, n, base=None):
        return (base or self.ref) + dt.timedelta(days=n)

    def fd(self, d, style=None):
        s = style or self.dstyle
        if s == "dmy":
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if s == "dmy1":
            return "%d/%d/%d" % (d.day, d.month, d.year)
        if s == "dmy2":
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if s == "dot":
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if s == "dmon":
            return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
        if s == "dmonth":
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if s == "dth":
            suf = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
            return "%d%s %s %d" % (d.day, suf, MONTHS[d.month - 1], d.year)
        if s == "dash":
            return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
        if s == "iso":
            return d.isoformat()
        if s == "wd":
            return "%s %d %s %d" % (WDAY[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
        if s == "wdc":
            return "%s, %d %s %d" % (WDAY[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
        if s == "wds":
            return "%s %02d/%02d" % (WDS[d.weekday()], d.day, d.month)
        if s == "my":
            return "%s %d" % (MONTHS[d.month - 1], d.year)
        if s == "mony":
            return "%s %d" % (MON[d.month - 1], d.year)
        if s == "mm/yy":
            return "%02d/%d" % (d.month, d.year)
        if s == "y":
            return str(d.year)
        if s == "dm":
            return "%02d/%02d" % (d.day, d.month)
        if s == "dmo":
            return "%d %s" % (d.day, MONTHS[d.month - 1])
        if s == "wday":
            return WDAY[d.weekday()]
        if s == "month":
            return MONTHS[d.month - 1]
        raise ValueError(s)

    def dob_for(self, age, ref=None):
        ref = ref or self.ref
        d = dt.date(ref.year - age, 1, 1) - dt.timedelta(days=self.ri(1, 364))
        # make sure completed years == age at ref
        while (ref.year - d.year - ((ref.month, ref.day) < (d.month, d.day))) > age:
            d += dt.timedelta(days=30)
        while (ref.year - d.year - ((ref.month, ref.day) < (d.month, d.day))) < age:
            d -= dt.timedelta(days=30)
        return d

    # ------------------------------------------------------------------ people
    def name_pool(self, kind="patient"):
        n, r = self.nation, self.r.random()
        if r < (0.12 if kind == "patient" else 0.3):
            o = self.ch(range(len(P.OTHER)))
            return P.OTHER[o][0], P.OTHER[o][1], P.OTHER[o][2], o
        if n == "Ireland" or (n == "Northern Ireland" and r < 0.7):
            return P.IRISH_M, P.IRISH_F, P.IRISH_SUR, None
        if n == "Northern Ireland" or (n == "Scotland" and r < 0.8):
            return P.SCOT_M, P.SCOT_F, P.SCOT_SUR, None
        if n == "Wales" and r < 0.75:
            return P.WELSH_M, P.WELSH_F, P.WELSH_SUR, None
        if r < 0.85:
            return P.ENG_M, P.ENG_F, P.ENG_SUR, None
        return P.IRISH_M, P.IRISH_F, P.IRISH_SUR, None

    def person(self, sex=None, kind="patient", last=None):
        for _ in range(50):
            m, f, s, origin = self.name_pool(kind)
            sx = sex or self.ch("MF")
            first = self.ch(m if sx == "M" else f)
            sur = last or self.ch(s)
            if sx == "F" and sur.startswith("Ó "):
                sur = "Ní " + sur[2:]
            if sx == "M" and sur.startswith("Ní "):
                sur = "Ó " + sur[3:]
            key = first + "|" + sur
            if key not in self.used_names or last:
                break
        self.used_names.append(key)
        mid = self.ch("ABCDEFGJKLMPRST") if self.p(0.35) else ""
        nick = self.ch(P.NICK[first]) if first in P.NICK and self.p(0.6) else ""
        pe = Person(first, sur, sx, mid, "", nick)
        pe.origin = origin
        return pe

    def patient(self):
        pt = self.person()
        pt.title = ("Mr" if pt.sex == "M" else self.ch(["Mrs", "Mrs", "Ms", "Miss"]))
        pt.age = self.ri(34, 93) if self.p(0.93) else self.ri(22, 33)
        pt.dob = self.dob_for(pt.age)
        return pt

    def family(self, pt, rel=None):
        rels_m = ["husband", "son", "brother", "partner", "son-in-law", "nephew", "friend", "neighbour"]
        rels_f = ["wife", "daughter", "sister", "partner", "daughter-in-law", "niece", "friend", "neighbour"]
        if rel is None:
            sx = self.ch("MF")
            rel = self.ch(rels_m if sx == "M" else rels_f)
        else:
            sx = "M" if rel in rels_m[:6] or rel in ("father", "uncle", "grandson") else "F"
        same = rel in ("son", "daughter", "brother", "sister", "wife", "husband") and self.p(0.7)
        fm = self.person(sx, "family", last=pt.last if same else None)
        fm.rel = rel
        return fm

    def clinician(self, kind="cons"):
        pe = self.person(None, "staff")
        ie = self.ie
        if kind in ("cons", "reg", "sho", "gp", "anaes", "ep"):
            pe.title = "Prof" if kind == "cons" and self.p(0.12) else "Dr"
            pe.role = {"cons": "Consultant Cardiologist", "reg": self.ch(["Cardiology Registrar", "SpR Cardiology",
                       "ST5 Cardiology", "Specialist Registrar in Cardiology"]),
                       "sho": self.ch(["SHO Cardiology", "FY2 Doctor", "Core Medical Trainee", "Senior House Officer"]),
                       "gp": "General Practitioner", "anaes": "Consultant Cardiac Anaesthetist",
                       "ep": "Consultant Cardiologist & Electrophysiologist"}[kind]
            pe.cred = self.ch(["MB BCh BAO, MD, FRCPI", "MB, FRCPI, FESC", "MB BCh BAO, MRCPI"] if ie else
                              ["MB ChB, MD, FRCP", "BM BS, PhD, FRCP", "MBBS, MRCP (UK)", "MB BCh, FRCP (Edin)"])
            pe.lic = ("MCRN " if ie else "GMC ") + (self.digits(6) if ie else self.ch("1234567") + self.digits(6))
        elif kind == "surg":
            pe.title = self.ch(["Mr", "Mr", "Prof"]) if pe.sex == "M" else self.ch(["Ms", "Miss", "Prof"])
            pe.role = "Consultant Cardiothoracic Surgeon"
            pe.cred = "FRCSI (CTh)" if ie else "FRCS (CTh)"
            pe.lic = ("MCRN " if ie else "GMC ") + (self.digits(6) if ie else self.ch("2345678") + self.digits(6))
        else:
            pe.title = ""
            pe.role = {"nurse": self.ch(["Heart Failure Clinical Nurse Specialist", "Heart Failure Nurse Specialist",
                                         "CNS Heart Failure", "Advanced Nurse Practitioner (Heart Failure)"]),
                       "staffnurse": self.ch(["Staff Nurse", "Clinical Nurse Manager", "Ward Sister", "CCU Nurse"]),
                       "phys": self.ch(["Chief Cardiac Physiologist", "Senior Cardiac Physiologist",
                                        "Clinical Physiologist (Devices)", "Cardiac Physiologist"]),
                       "sono": self.ch(["Clinical Scientist (Echocardiography)", "Senior Echocardiographer",
                                        "Cardiac Physiologist (Echo)"]),
                       "rehab": self.ch(["Cardiac Rehabilitation Nurse", "Cardiac Rehab Coordinator",
                                         "Senior Physiotherapist (Cardiac Rehab)", "Exercise Physiologist"]),
                       "pharm": "Cardiology Pharmacist", "sec": "Medical Secretary",
                       "perf": "Clinical Perfusionist", "diet": "Dietitian"}[kind]
            pe.cred = {"nurse": self.ch(["RGN, MSc", "RN, RANP", "RGN", "BSc (Hons), RN"]),
                       "staffnurse": self.ch(["RGN", "RN", ""]), "phys": self.ch(["BSc, CCDS", "MSc, IBHRE CCDS", "BSc"]),
                       "sono": self.ch(["BSE accredited", "MSc, BSE", "BSc"]), "rehab": self.ch(["RGN", "MCSP", "BSc, MSc"]),
                       "pharm": self.ch(["MPharm", "MPSI", "BPharm"]), "sec": "", "perf": "MSc, CCP", "diet": "RD"}[kind]
            if kind in ("nurse", "staffnurse", "rehab"):
                pe.lic = ("NMBI PIN " + self.digits(6)) if ie else ("NMC PIN " + self.digits(2) + self.ch("ABCDEFGHIJ")
                                                                   + self.digits(4) + self.ch("ENSWO"))
            elif kind == "pharm":
                pe.lic = ("PSI " + self.digits(5)) if ie else ("GPhC " + "20" + self.digits(5))
            elif kind == "phys":
                pe.lic = "RCCP " + self.digits(4)
            elif kind == "diet":
                pe.lic = ("CORU DI" + self.digits(6)) if ie else ("HCPC DT" + self.digits(5))
        fold = ascii_fold(pe.first + pe.last).lower().replace("'", "").replace(" ", "")
        pe.user = self.ch([fold[0] + ascii_fold(pe.last).lower().replace("'", "").replace(" ", ""),
                           ascii_fold(pe.first).lower()[:2] + "." + ascii_fold(pe.last).lower().replace("'", "").replace(" ", "")[:8],
                           ascii_fold(pe.last).lower().replace("'", "").replace(" ", "") + fold[0] + self.digits(1)])
        return pe

    # ------------------------------------------------------------------ places
    def is_ie_place(self, pl):
        return pl[2] in ("Munster", "Connacht", "Leinster") or pl[1] in ("Donegal", "Cavan")

    def address(self, place=None):
        pl = place or self.place
        ie = self.is_ie_place(pl)
        a = {"city": pl[0], "county": pl[1], "region": pl[2], "place": pl, "ie": ie}
        if ie and self.p(0.3):
            a["street"] = self.ch([self.ch(P.HOUSE_NAMES) + ", " + self.ch(P.TOWNLANDS), self.ch(P.TOWNLANDS)])
        else:
            nm, tp = self.ch(P.STREET_NAMES), self.ch(P.STREET_TYPES_IE if ie else P.STREET_TYPES_UK)
            if nm.endswith(tp.lower()) or nm.endswith(tp):
                tp = "Road"
            st = nm + " " + tp
            num = str(self.ri(1, 148)) + (self.ch(["A", "B"]) if self.p(0.05) else "")
            s = num + " " + st
            if self.p(0.15):
                s = self.ch(["Flat ", "Apt ", "Apartment "]) + str(self.ri(1, 24)) + ", " + s
            a["street"] = s
        a["pc"] = self.postcode_for(pl, ie)
        return a

    def postcode_for(self, pl, ie):
        out = self.ch(pl[3])
        if ie:
            alpha = "ACDEFHKNPRTVWXY0123456789"
            u = self.ch("ACDEFHKNPRTVWXY") + "".join(self.ch(alpha) for _ in range(3))
            return out + ("" if self.p(0.15) else " ") + u
        return out + " " + str(self.ri(1, 9)) + self.letters(2, "ABDEFGHJLNPQRSTUWXYZ")

    def emit_addr(self, N, a, sep=", ", county=None, country=False):
        """street, city, (Co.) county, postcode -- each part its own span."""
        N.add((a["street"], "STREET"), sep, (a["city"], "CITY"))
        if county is None:
            county = self.p(0.45) and a["county"] != a["city"]
        if county:
            N.add(sep, "Co. " if a["ie"] or a["region"] == "Ulster" and self.p(0.5) else "", (a["county"], "CITY"))
        N.add(sep if sep != ", " or self.p(0.5) else " ", (a["pc"], "ZIP"))
        if country:
            N.add(sep, (self.country if self.p(0.7) or self.ie else self.ch(["UK", "United Kingdom"]), "COUNTRY"))

    def hospital(self, kind="local", place=None):
        pl = place or (self.hub if kind == "tertiary" else self.place)
        ie = self.is_ie_place(pl)
        city = pl[0]
        if kind == "tertiary":
            pat = self.ch(P.TERTIARY_PATTERNS)
        else:
            pat = self.ch(P.HOSP_PATTERNS_IE if ie else P.HOSP_PATTERNS_UK)
        return pat.format(city=city, saint=self.ch(P.SAINTS), royal=self.ch(P.ROYALS), lady=self.ch(P.LADIES))

    def practice(self):
        x = self.ch(P.PRACTICE_X)
        pat = self.ch(P.PRACTICE_PATTERNS)
        if x.startswith("The ") and pat.startswith("The "):
            pat = pat[4:]
        return pat.format(x=x)

    # ------------------------------------------------------------------ contacts
    def phone(self, place=None, mobile=False, intl=None):
        pl = place or self.place
        ie = self.is_ie_place(pl)
        d4 = self.digits(4)
        intl = self.p(0.1) if intl is None else intl
        if mobile:
            if ie:
                pre = "08" + self.ch("35679")
                if intl:
                    return "+353 " + pre[1:] + " 555 " + d4
                return self.ch([pre + " 555 " + d4, pre + "-555" + d4, pre + " 555" + d4])
            pre = "07" + self.ch(["700", "781", "954", "413", "836", "922"])
            d3 = self.digits(3)
            if intl:
                return "+44 " + pre[1:] + " 555" + d3
            return self.ch([pre + " 555" + d3, pre + " 555 " + d3, pre + "-555-" + d3])
        area = pl[4]
        if ie:
            if intl:
                return "+353 " + area[1:] + " 555 " + d4
            return self.ch(["(" + area + ") 555 " + d4, area + " 555 " + d4, area + "-555" + d4, area + " 5555" + d4[1:]])
        if len(area) == 3:
            body = "555" + self.digits(1) + " " + d4
        elif len(area) == 4:
            body = "555 " + d4
        else:
            body = self.ch(["555" + self.digits(3), "555 " + self.digits(3)])
        if intl:
            return "+44 " + area[1:] + " " + body
        return self.ch([area + " " + body, "(" + area + ") " + body, area + " " + body])

    def ext(self):
        return self.ch([" ext. ", " ext ", " Ext. ", " x"]) + self.digits(4)

    def email_person(self, pe, domain=None):
        f = ascii_fold(pe.first).lower().replace(" ", "")
        last = ascii_fold(pe.last).lower().replace("'", "").replace(" ", "")
        dom = domain or self.ch(["example.org", "example.com", "example.net"])
        return self.ch([f + "." + last, f[0] + last, f + last + self.digits(2), last + "." + f[0]]) + "@" + dom

    def email_dept(self, dept, place=None):
        city = ascii_fold((place or self.place)[0]).lower().replace(" ", "").replace("-", "")[:10]
        return self.ch([dept + "@example.org", dept + "." + city + "@example.org", city + "." + dept + "@example.net",
                        dept + "@" + city + ".example.com"])

    def url(self, path):
        dom = self.ch(["example.org", "example.net", "example.com"])
        sub = self.ch(["www.", "https://www.", "https://", "http://", ""])
        host = (self.ch(["heart", "cardio", "myheart", "portal", "patients", "hf"]) + "." + dom) if sub in ("https://", "", "http://") else dom
        return sub + host + "/" + path

    def ip(self):
        k = self.r.random()
        if k < 0.4:
            return "10.%d.%d.%d" % (self.ri(0, 254), self.ri(0, 254), self.ri(2, 254))
        if k < 0.75:
            return "192.168.%d.%d" % (self.ri(0, 254), self.ri(2, 254))
        return "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 254), self.ri(2, 254))

    # ------------------------------------------------------------------ identifiers
    def nhs_no(self):
        d = "999" + self.digits(7)
        return self.ch([d[:3] + " " + d[3:6] + " " + d[6:], d, d[:3] + "-" + d[3:6] + "-" + d[6:]])

    def chi_no(self, pt):
        d = pt.dob
        s9 = str(self.ch("13579") if pt.sex == "M" else self.ch("02468"))
        return "%02d%02d%02d" % (d.day, d.month, d.year % 100) + self.digits(2) + s9 + self.digits(1)

    def hc_no(self):
        d = "3" + str(self.ri(20, 99)) + self.digits(7)
        return d[:3] + " " + d[3:6] + " " + d[6:]

    def hosp_no(self):
        f = self.hno_fmt
        if f == "L7":
            return self.ch("KMRHDS") + self.digits(7)
        if f == "LL7":
            return self.ch(["RX", "RM", "KH", "UH", "GH", "SA"]) + self.digits(7)
        if f == "8":
            return "0" + self.digits(7)
        if f == "L6":
            return self.ch("ABHT") + self.digits(6)
        return self.digits(7)

    def national_no(self, pt):
        """(label, value) of the health-service number for this nation."""
        if self.nation == "Scotland":
            return "CHI", self.chi_no(pt)
        if self.nation == "Northern Ireland":
            return "H&C No", self.hc_no()
        if self.ie:
            return "IHI", "70" + self.digits(8)
        return "NHS No", self.nhs_no()

    def ssn(self):
        if self.ie:
            body = self.ch(["9" + self.digits(6), "000" + self.digits(4), "9" + self.digits(6)])
            return body + self.ch(["T", "W", "TA", "WA", "H", "A"])
        return self.ch(["QQ", "JT", "NP", "ZR"]) + " 9" + self.digits(1) + " " + self.digits(2) + " " + self.digits(2) + " " + self.ch("ABCD")

    def account(self):
        return self.ch(["E" + self.digits(8), "ENC-" + self.digits(7), "V" + self.digits(6), self.digits(9),
                        "ACC-" + self.digits(4) + "-" + self.digits(4), "EP" + self.digits(7)])

    def accession(self, pre):
        return self.ch([pre + "-" + str(self.ref.year % 100) + "-" + self.digits(5), pre + str(self.ref.year) + "/" + self.digits(4),
                        pre + self.digits(7)])

    def device_sn(self, kind="ppm"):
        return self.ch([self.letters(3) + self.digits(6) + self.ch("HSGRV"), self.digits(6), self.digits(7),
                        self.letters(2) + self.digits(7), self.letters(3) + self.digits(5)])

    def vehicle(self):
        if self.ie:
            y = self.ch(["08", "12", "15", "161", "171", "182", "191", "202", "211", "222", "231", "241"])
            return y + "-" + self.ch(["C", "D", "G", "L", "W", "KY", "MO", "SO", "TN", "LH", "CE", "WX"]) + "-" + str(self.ri(1, 49999))
        if self.nation == "Northern Ireland":
            return self.letters(3) + " " + str(self.ri(100, 9999))
        return self.letters(2) + "%02d" % self.ch([14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 65, 66, 67, 68, 69, 70, 71, 72, 73]) + " " + self.letters(3)

    def driving_licence(self, pt):
        if self.ie:
            return self.digits(3) + self.digits(6)
        sur = ascii_fold(pt.last).upper().replace("'", "").replace(" ", "")
        sur = (sur + "99999")[:5]
        d = pt.dob
        m = d.month + (50 if pt.sex == "F" else 0)
        ini = ascii_fold(pt.first)[0].upper() + (pt.middle or "9")
        return sur + str(d.year % 100)[0] + "%02d%02d" % (m, d.day) + str(d.year % 10) + ini + "9" + self.letters(2)

    def bioid(self):
        return self.ch(["PV-" + self.digits(6), "FP-" + self.digits(5), "BIO-" + self.digits(3) + self.letters(3),
                        "IR" + self.digits(7), "PALM-" + self.digits(5)])

    def healthplan(self):
        return self.ch([self.digits(8), self.letters(2) + self.digits(7), self.digits(4) + " " + self.digits(4) + " " + self.digits(2),
                        "M" + self.digits(9), self.digits(3) + "-" + self.digits(6)])

    def gms_no(self):
        return self.digits(7) + self.ch("ABCDHKMNW")

    def ehic(self):
        return "8" + self.digits(3) + " " + self.digits(4) + " " + self.digits(4) + " " + self.digits(4) + " " + self.digits(4)
