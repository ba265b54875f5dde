"""Core of the dev359_en generator: note assembly with single-pass offsets,
people, dates and PHI value generators per country.

All randomness comes from the one random.Random(359) created in make.py and
handed to Ctx.
"""
import datetime
import unicodedata

import pools_names as PN
import pools_places as PL

LABEL_OF = {
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


class Note:
    """Text is appended piece by piece; a PHI piece records its own offsets
    at the moment it is appended (no searching in the finished text)."""

    def __init__(self, spell=None):
        self.buf = []
        self.pos = 0
        self.spans = []
        self.spell = spell

    def add(self, *pieces):
        for p in pieces:
            if p is None or p == "":
                continue
            if isinstance(p, str):
                if self.spell:
                    p = self.spell(p)
                self.buf.append(p)
                self.pos += len(p)
            elif isinstance(p, tuple):
                typ, val = p
                assert val and val == val.strip(), (typ, val)
                start = self.pos
                self.buf.append(val)
                self.pos += len(val)
                self.spans.append({"start": start, "end": self.pos,
                                   "label": LABEL_OF[typ], "type": typ,
                                   "value": val})
            elif isinstance(p, list):
                self.add(*p)
            else:
                raise TypeError(repr(p))
        return self

    def text(self):
        return "".join(self.buf)


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.replace("ł", "l").replace("Ł", "L")
    return "".join(c for c in s.lower() if c.isalnum())


US_SPELL = [("coeliac", "celiac"), ("Coeliac", "Celiac"), ("COELIAC", "CELIAC"), ("anaemia", "anemia"),
           ("haemoglobin", "hemoglobin"), ("oesophag", "esophag"), ("paediatric", "pediatric"),
           ("Paediatric", "Pediatric"), ("PAEDIATRIC", "PEDIATRIC"), ("iarrhoea", "iarrhea"), ("teatorrhoea", "teatorrhea"),
           ("GORD", "GERD"), ("Haematology", "Hematology"), ("oedema", "edema"), ("Paediatrician", "Pediatrician")]

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, ctx, typ, first, last, sex, mid=None, title=None):
        self.ctx, self.typ, self.first, self.last = ctx, typ, first, last
        self.sex, self.mid, self.title = sex, mid, title
        self.age = None
        self.dob = None
        self.role = None
        self.cred = None

    def full(self):
        return self.first + " " + self.last

    def n(self, style="full"):
        T, f, l = self.typ, self.first, self.last
        if style == "full":
            return [(T, f + " " + l)]
        if style == "fml":
            return [(T, f + " " + self.mid + ". " + l)] if self.mid else [(T, f + " " + l)]
        if style == "lf":
            return [(T, l + ", " + f)]
        if style == "LF":
            return [(T, l.upper() + ", " + f)]
        if style == "LFU":
            return [(T, (l + ", " + f).upper())]
        if style == "LFM":
            return [(T, l.upper() + ", " + f.upper() + (" " + self.mid if self.mid else ""))]
        if style == "first":
            return [(T, f)]
        if style == "last":
            return [(T, l)]
        if style == "title":
            return [self.title + " ", (T, l)]
        if style == "tfull":
            return [self.title + " ", (T, f + " " + l)]
        if style == "ini":
            return [(T, f[0] + ". " + l)]
        if style == "ini2":
            return [(T, f[0] + " " + l)]
        if style == "initials":
            return [(T, f[0] + l[0].upper())]
        if style == "initdots":
            return [(T, f[0] + "." + l[0].upper() + ".")]
        if style == "firstini":
            return [(T, f + " " + l[0].upper() + ".")]
        if style == "nick":
            return [(T, PN.NICKNAMES.get(f, f))]
        if style == "cred":
            return [(T, f + " " + l), ", " + self.cred] if self.cred else [(T, f + " " + l)]
        if style == "tcred":
            return [self.title + " ", (T, f + " " + l), ", " + self.cred] if self.cred else [self.title + " ", (T, f + " " + l)]
        raise ValueError(style)

    def rnd(self, styles):
        return self.n(self.ctx.ch(styles))

    def pr(self):
        """pronoun triple (subject, object, possessive)"""
        return ("she", "her", "her") if self.sex == "F" else ("he", "him", "his")


class Ctx:
    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.us = country in ("US", "CA")
        self.cd = "celiac" if self.us else "coeliac"
        self.CD = "Celiac" if self.us else "Coeliac"
        self.gp = {"US": "PCP", "CA": "family physician"}.get(country, "GP")
        self.paed = "pediatric" if self.us else "paediatric"
        self.anaemia = "anemia" if self.us else "anaemia"
        self.nation = None
        if country == "UK":
            self.nation = self.wch([("England", 70), ("Scotland", 12),
                                    ("Wales", 10), ("Northern Ireland", 8)])
        self._used_names = set()
        self._pt_lasts = set()
        self._doc_lasts = set()

    # ---- randomness helpers -------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def pr(self, p):
        return self.r.random() < p

    def ri(self, a, b):
        return self.r.randint(a, b)

    def wch(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.random() * tot
        for v, w in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][0]

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, pool=LET):
        return "".join(self.r.choice(pool) for _ in range(n))

    # ---- people ---------------------------------------------------------
    def origin(self):
        w = PN.ORIGIN_WEIGHTS[self.c]
        return self.wch([(k, w[k]) for k in sorted(w)])

    def person(self, typ, sex=None, origin=None, last=None):
        for _ in range(20):
            o = origin or self.origin()
            fem, mal, sur = PN.ORIGINS[o]
            sx = sex or self.ch("FM")
            first = self.ch(fem if sx == "F" else mal)
            ln = last or self.ch(sur)
            clash = ln in (self._pt_lasts if typ == "DOCTOR" else self._doc_lasts)
            if (first, ln) not in self._used_names and not (clash and last is None):
                break
        self._used_names.add((first, ln))
        (self._doc_lasts if typ == "DOCTOR" else self._pt_lasts).add(ln)
        mid = self.ch(LET) if self.pr(0.35) else None
        self._last_origin = o
        if typ == "DOCTOR":
            title = "Dr"
        elif sx == "F":
            title = self.ch(["Mrs", "Ms", "Ms", "Miss"])
        else:
            title = "Mr"
        if self.us and title in ("Mrs", "Ms", "Mr", "Dr"):
            title = title + "."
        pp = Person(self, typ, first, ln, sx, mid, title)
        pp.origin = o
        return pp

    def patient(self, age_lo=2, age_hi=88, sex=None, ref=None):
        p = self.person("PATIENT", sex=sex)
        p.age = self.ri(age_lo, age_hi)
        ref = ref or self.today()
        p.dob = self.dob_for(p.age, ref)
        if p.age < 16:
            p.title = "Master" if p.sex == "M" and self.pr(0.3) else p.title
            if p.sex == "F" and p.title in ("Mrs", "Mrs."):
                p.title = "Miss"
        return p

    def staff(self, role, sex=None):
        """role: cons, reg, diet, cns, gp, path, rad, pharm, sec, sci, nurse"""
        p = self.person("DOCTOR", sex=sex)
        p.role = role
        doc = role in ("cons", "reg", "gp", "path", "pcp")
        if not doc:
            p.title = self.ch(["Ms", "Mrs", "Miss"]) if p.sex == "F" else "Mr"
            if self.us:
                p.title += "."
            if role in ("cns", "nurse") and self.c in ("UK", "IE") and p.sex == "F" and self.pr(0.2):
                p.title = "Sister"
        if doc and role == "cons" and self.pr(0.12):
            p.title = "Prof."if self.us else "Prof"
        p.cred = self.cred(role)
        return p

    def cred(self, role):
        c = self.c
        if role in ("cons", "path"):
            return self.ch({"UK": ["MB ChB, FRCP", "MD FRCP", "BM BCh MRCP", "FRCPath"],
                            "IE": ["MB BCh BAO, FRCPI", "MD FRCPI"],
                            "AU": ["MBBS FRACP", "MBBS (Hons) FRACP", "FRCPA"],
                            "NZ": ["MBChB FRACP", "FRCPA"],
                            "CA": ["MD FRCPC", "MD, FRCPC"],
                            "US": ["MD", "DO", "MD, FACG", "MD, MPH"]}[c])
        if role in ("reg", "gp", "pcp"):
            return self.ch({"UK": ["MRCP", "MRCGP", "MBBS"], "IE": ["MICGP", "MRCPI"],
                            "AU": ["MBBS", "FRACGP"], "NZ": ["MBChB", "FRNZCGP"],
                            "CA": ["MD, CCFP", "MD"], "US": ["MD", "DO", "MD"]}[c])
        if role == "diet":
            return self.ch({"UK": ["RD", "BSc RD"], "IE": ["MINDI", "RD"],
                            "AU": ["APD", "AdvAPD"], "NZ": ["NZRD", "RD"],
                            "CA": ["RD", "P.Dt."], "US": ["RDN, LD", "MS, RDN", "RD, CDCES"]}[c])
        if role in ("cns", "nurse"):
            return self.ch({"US": ["RN", "RN, BSN", "NP-C", "APRN"],
                            "CA": ["RN", "NP"]}.get(c, ["RGN", "RN", "NMP", "ANP"]))
        if role == "rad":
            return self.ch(["DCR(R)", "BSc (Hons) Diagnostic Radiography", "RT(R)(BD)", "CBDT"])
        if role == "pharm":
            return self.ch(["MRPharmS", "BPharm", "PharmD", "RPh"])
        if role == "sci":
            return self.ch(["Clinical Scientist", "BMS", "FIBMS", "MLS(ASCP)"])
        return ""

    def family(self, patient, rel=None, same_last=True):
        sex = None
        if rel in ("mother", "wife", "daughter", "sister", "grandmother", "aunt"):
            sex = "F"
        elif rel in ("father", "husband", "son", "brother", "grandfather", "uncle"):
            sex = "M"
        org = patient.origin if (same_last or self.pr(0.6)) else None
        p = self.person("FAMILY", sex=sex, origin=org, last=patient.last if same_last else None)
        p.role = rel
        return p

    # ---- dates ----------------------------------------------------------
    def today(self):
        base = datetime.date(2019, 1, 7)
        return base + datetime.timedelta(days=self.ri(0, 2300))

    def dob_for(self, age, ref):
        anniv = datetime.date(ref.year - age, ref.month, min(ref.day, 28))
        return anniv - datetime.timedelta(days=self.ri(0, 360))

    def d(self, dt, style=None):
        c = self.c
        if style is None:
            if getattr(self, "_pref", None) is None:
                self._pref = self.date_style()
            style = self._pref if self.pr(0.7) else self.date_style()
        D, M, Y = dt.day, dt.month, dt.year
        mon, mab = MONTHS[M - 1], MONTHS[M - 1][:3]
        if style == "num":
            if c == "US":
                return "%02d/%02d/%d" % (M, D, Y)
            if c == "CA":
                return "%d-%02d-%02d" % (Y, M, D)
            return "%02d/%02d/%d" % (D, M, Y)
        if style == "num_short":
            if c in ("US", "CA"):
                return "%d/%d/%02d" % (M, D, Y % 100)
            return "%d/%d/%02d" % (D, M, Y % 100)
        if style == "num_nz":
            if c in ("US", "CA"):
                return "%d/%d/%d" % (M, D, Y)
            return "%d/%d/%d" % (D, M, Y)
        if style == "dot":
            return "%02d.%02d.%d" % (D, M, Y) if c not in ("US", "CA") else "%02d-%02d-%d" % (M, D, Y)
        if style == "iso":
            return "%d-%02d-%02d" % (Y, M, D)
        if style == "long":
            return "%s %d, %d" % (mon, D, Y) if c in ("US", "CA") else "%d %s %d" % (D, mon, Y)
        if style == "ord":
            return "%s %s, %d" % (mon, ordinal(D), Y) if c in ("US", "CA") else "%s %s %d" % (ordinal(D), mon, Y)
        if style == "abbr":
            return "%s %d, %d" % (mab, D, Y) if c in ("US", "CA") else "%d %s %d" % (D, mab, Y)
        if style == "dmon":
            return "%02d-%s-%d" % (D, mab, Y)
        if style == "DMON":
            return "%02d-%s-%d" % (D, mab.upper(), Y)
        if style == "dmon2":
            return "%02d%s%02d" % (D, mab.upper(), Y % 100)
        if style == "wk":
            w = DAYS[dt.weekday()]
            return "%s, %s %d, %d" % (w, mon, D, Y) if c in ("US", "CA") else "%s %d %s %d" % (w, D, mon, Y)
        if style == "wkshort":
            w = DAYS[dt.weekday()][:3]
            return "%s %d/%d" % (w, M, D) if c in ("US", "CA") else "%s %d/%d" % (w, D, M)
        if style == "my":
            return self.ch(["%s %d" % (mon, Y), "%s %d" % (mab, Y), "%02d/%d" % (M, Y)])
        if style == "monthname":
            return "%s %d" % (mon, Y)
        if style == "y":
            return str(Y)
        if style == "dm":
            return "%s %d" % (mon, D) if c in ("US", "CA") else "%d %s" % (D, mon)
        raise ValueError(style)

    def date_style(self):
        if self.c == "US":
            return self.wch([("num", 40), ("num_short", 10), ("num_nz", 10), ("long", 15), ("abbr", 8), ("iso", 5), ("dmon", 5), ("dot", 3)])
        if self.c == "CA":
            return self.wch([("iso", 35), ("long", 20), ("num_nz", 10), ("abbr", 12), ("num", 10), ("dmon", 8), ("DMON", 5)])
        return self.wch([("num", 40), ("long", 15), ("ord", 6), ("abbr", 10), ("dmon", 8), ("num_short", 6), ("dot", 5), ("iso", 4), ("DMON", 4), ("num_nz", 4)])

    def after(self, dt, lo, hi):
        return dt + datetime.timedelta(days=self.ri(lo, hi))

    def wkday(self, dt):
        while dt.weekday() > 4:
            dt = dt + datetime.timedelta(days=1)
        return dt

    def before(self, dt, lo, hi):
        return dt - datetime.timedelta(days=self.ri(lo, hi))

    # ---- ages -----------------------------------------------------------
    def age_pieces(self, age, style=None):
        a = str(age)
        style = style or self.ch(["yo", "year-old", "aged", "y", "age", "years old"])
        if style == "yo":
            return [("AGE", a), " yo"]
        if style == "year-old":
            return [("AGE", a), "-year-old"]
        if style == "aged":
            return ["aged ", ("AGE", a)]
        if style == "y":
            return [("AGE", a), "y"]
        if style == "age":
            return ["age ", ("AGE", a)]
        if style == "years old":
            return [("AGE", a), " years old"]
        if style == "yrs":
            return [("AGE", a), " yrs"]
        raise ValueError(style)

    def age_word(self, age):
        ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                "seventeen", "eighteen", "nineteen"]
        tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if age < 20:
            return ones[age]
        return tens[age // 10] + ("-" + ones[age % 10] if age % 10 else "")

    # ---- contacts ---------------------------------------------------------
    def phone(self, kind="land"):
        c, d = self.c, self.digits
        if kind == "bleep":
            return self.ch(["555" + d(1), d(1) + "555", "555" + d(2)])
        if c == "UK":
            if kind == "mob":
                return self.ch(["07700 555", "07823 555", "07911 555", "07456 555"]) + d(3) if self.pr(0.5) else "07" + d(3) + " 555 " + d(3)
            area = self.ch(["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141", "0151", "0161", "0191", "029", "028"])
            f = self.ch(["{a} 555 {n}", "({a}) 555 {n}", "+44 {b} 555 {n}", "{a} 555{n}"])
            return f.format(a=area, b=area[1:], n=d(4))
        if c == "IE":
            if kind == "mob":
                return self.ch(["08{x} 555 {n}", "+353 8{x} 555 {n}", "08{x}-555{n}"]).format(x=self.ch("35679"), n=d(4))
            area = self.ch(["01", "021", "091", "061", "066", "074", "051", "094"])
            f = self.ch(["({a}) 555 {n}", "{a} 555 {n}", "+353 {b} 555 {n}", "+353 (0){b} 555 {n}"])
            return f.format(a=area, b=area[1:], n=d(4))
        if c == "AU":
            if kind == "mob":
                return self.ch(["04{x} 555 {n}", "+61 4{x} 555 {n}", "04{x}555{n}"]).format(x=d(2), n=d(3))
            area = self.ch(["02", "03", "07", "08"])
            f = self.ch(["({a}) 5550 {n}", "{a} 5550 {n}", "+61 {b} 5550 {n}", "{a} 555{m} {n}"])
            return f.format(a=area, b=area[1:], m=d(1), n=d(4))
        if c == "NZ":
            if kind == "mob":
                return self.ch(["021 555 {n}", "027 555 {n}", "022 555 {n}", "+64 21 555 {n}"]).format(n=d(self.ch([3, 4])))
            area = self.ch(["03", "04", "06", "07", "09"])
            f = self.ch(["({a}) 555 {n}", "{a} 555 {n}", "+64 {b} 555 {n}", "{a}-555 {n}"])
            return f.format(a=area, b=area[1:], n=d(4))
        area = self.ch(["617", "614", "612", "503", "512", "404", "215", "414", "303", "919", "313", "802", "602", "312", "518"]
                       if c == "US" else ["416", "604", "403", "514", "902", "204", "306", "506", "613", "780"])
        f = self.ch(["({a}) 555-{n}", "{a}-555-{n}", "{a}.555.{n}", "+1 {a} 555 {n}", "1-{a}-555-{n}", "({a}) 555-{n}"])
        num = f.format(a=area, n="0" + d(3) if self.pr(0.6) else d(4))
        if kind == "ext" or (kind == "land" and self.pr(0.12)):
            num += self.ch([" ext. ", " x", " ext ", " Ext. "]) + d(self.ch([3, 4]))
        return num

    def email(self, who=None, slug=None, box=None):
        dom = self.ch(["example.com", "example.org", "example.net"])
        if slug:
            dom = slug + "." + self.ch(["example.org", "example.net", "example.com"])
        if box:
            return box + "@" + dom
        f, l = ascii_slug(who.first), ascii_slug(who.last)
        if who.typ == "DOCTOR":
            u = self.ch(["{f}.{l}", "{i}{l}", "{f}.{l}2", "{l}.{f}"]).format(f=f, l=l, i=f[0])
        else:
            u = self.ch(["{f}.{l}{n}", "{f}{l}", "{i}{l}{n}", "{f}_{l}", "{l}.{f}{n}", "{f}{n}"]).format(f=f, l=l, i=f[0], n=self.ri(1, 99))
        return u + "@" + dom

    def url(self, slug=None, kind="portal"):
        dom = self.ch(["example.org", "example.net", "example.com"])
        host = (slug + "." + dom) if slug else dom
        if kind == "portal":
            return self.ch(["https://portal.{h}", "https://myhealth.{h}/login", "portal.{h}/messages",
                            "https://{h}/patient-portal", "www.{h}/mychart"]).format(h=host)
        if kind == "info":
            return self.ch(["www.{h}/coeliac", "https://{h}/gluten-free-diet", "{h}/gf-diet-sheet",
                            "https://www.{h}/dietetics/coeliac-leaflet.pdf", "www.{h}"]).format(h=host)
        if kind == "video":
            return self.ch(["https://attend.{h}/room/{n}", "https://video.{h}/join/{n}"]).format(h=host, n=self.digits(6))
        if kind == "intranet":
            return self.ch(["http://intranet.{h}/endoscopy", "https://ehr.{h}/audit", "http://{h}/pacs/viewer"]).format(h=host)
        raise ValueError(kind)

    def ip(self):
        k = self.ri(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254))
        if k == 1:
            return "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254))
        return "192.168.%d.%d" % (self.ri(0, 255), self.ri(1, 254))

    def username(self, who):
        f, l = ascii_slug(who.first), ascii_slug(who.last)
        if who.typ == "DOCTOR":
            u = self.ch(["{i}{l}", "{f}.{l}", "{l}{i}", "{I}{L}", "{i}{l}{n}", "{f}{ll}"])
        else:
            u = self.ch(["{f}{l}{n}", "{f}_{ll}", "gf{f}{n}", "{f}.{l}", "{i}{l}{n}"])
        return u.format(i=f[0], l=l, f=f, I=f[0].upper(), L=l.upper(), ll=l[:4], n=self.ri(1, 99))

    # ---- places ---------------------------------------------------------
    def town(self):
        return self.ch(PL.TOWNS[self.c])

    def state(self):
        return self.ch(PL.STATES[self.c])

    def street(self):
        base = PL.STREET_BASE + PL.STREET_BASE_LOCAL.get(self.c, [])
        b = self.ch(base)
        num = str(self.ri(1, 240) if self.c != "US" else self.ri(12, 9870))
        if b in PL.STREET_BASE_LOCAL.get("IE", []):
            s = num + " " + b
        else:
            s = num + " " + b + " " + self.ch(PL.STREET_SUFFIX[self.c])
        if self.pr(0.22):
            if self.c == "UK":
                s = self.ch(["Flat %d, " % self.ri(1, 24), "Flat %d%s, " % (self.ri(1, 9), self.ch("ABC"))]) + s
            elif self.c == "IE":
                s = "Apt %d, " % self.ri(1, 40) + s
            elif self.c in ("AU", "NZ"):
                s = "%d/" % self.ri(1, 30) + s
            elif self.c == "CA":
                s = s + ", Unit " + str(self.ri(100, 1900)) if self.pr(0.5) else "%d-" % self.ri(101, 2400) + s
            else:
                s = s + self.ch([", Apt ", " Apt ", " #", ", Unit "]) + str(self.ri(1, 40)) + self.ch(["", "B", "A"])
        return s

    def postcode(self, st=None):
        c, d = self.c, self.digits
        if c == "UK":
            area = self.ch(["AB", "BD", "CF", "DN", "EH", "HX", "KY", "LS", "M", "NE", "PL", "S", "TR", "YO",
                            "BT", "G", "LL", "SA", "IV", "LA", "CA", "NR", "SY"])
            return "%s%d %d%s" % (area, self.ri(1, 29), self.ri(0, 9), self.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            rk = self.ch(["A92", "D06", "D15", "T12", "T23", "H91", "V94", "F92", "E21", "R95", "P81", "Y35", "X91", "V92"])
            return rk + " " + self.ch("ACDEFHKNPRTVWXY") + "".join(self.ch("ACDEFHKNPRTVWXY0123456789") for _ in range(3))
        if c == "AU":
            ab = st[1] if st else "NSW"
            pre = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26", "NT": "08"}[ab]
            return pre + d(4 - len(pre))
        if c == "NZ":
            return str(self.ri(1010, 9893))
        if c == "CA":
            ab = st[1] if st else "ON"
            first = self.ch({"ON": "KLMNP", "BC": "V", "AB": "T", "QC": "GHJ", "NS": "B", "MB": "R", "SK": "S", "NB": "E"}[ab])
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (first, self.ri(0, 9), self.ch(L), self.ri(0, 9), self.ch(L), self.ri(0, 9))
        ab = st[1] if st else "MA"
        pre = {"MA": ["01", "02"], "OH": ["43", "44", "45"], "MN": ["55", "56"], "OR": ["97"], "TX": ["75", "77", "78"],
               "GA": ["30", "31"], "PA": ["15", "17", "19"], "WI": ["53", "54"], "CO": ["80", "81"], "NC": ["27", "28"],
               "MI": ["48", "49"], "VT": ["05"], "AZ": ["85", "86"], "IL": ["60", "61", "62"], "NY": ["10", "12", "14"]}[ab]
        z = self.ch(pre) + d(3)
        if self.pr(0.15):
            z += "-" + d(4)
        return z

    def address(self):
        st = self.state()
        a = {"street": self.street(), "city": self.town(), "state": st, "zip": None, "county": None}
        a["zip"] = self.postcode(st)
        if self.c == "UK":
            a["state"] = (self.nation, None)
            if self.pr(0.35):
                a["county"] = self.ch(PL.COUNTIES["UK"])
        if self.c == "IE":
            a["county"] = self.ch(PL.COUNTIES["IE"])
        return a

    def addr(self, a, style="block", country=False, upper=False):
        """address pieces; style block (multi-line) or inline"""
        c = self.c
        sep = "\n" if style == "block" else ", "
        city = a["city"].upper() if upper else a["city"]
        out = [("STREET", a["street"]), sep]
        st_name, st_ab = a["state"]
        if c == "UK":
            out += [("CITY", city)]
            if a["county"]:
                out += [sep, ("CITY", a["county"])]
            out += [sep if style == "block" or self.pr(0.5) else " ", ("ZIP", a["zip"])]
        elif c == "IE":
            out += [("CITY", city), sep, "Co. ", ("CITY", a["county"])]
            if self.pr(0.85):
                out += [sep, ("ZIP", a["zip"])]
        elif c == "AU":
            stv = st_ab if self.pr(0.8) else st_name
            out += [("CITY", city.upper() if style == "block" and self.pr(0.5) else city), " ", ("STATE", stv), " ", ("ZIP", a["zip"])]
        elif c == "NZ":
            out += [("CITY", city), " ", ("ZIP", a["zip"])]
        else:
            stv = st_ab if self.pr(0.8) else st_name
            out += [("CITY", city), ", ", ("STATE", stv), self.ch([" ", "  "]), ("ZIP", a["zip"])]
        if country:
            cn = PL.COUNTRY_NAME[c]
            out += [sep, ("COUNTRY", cn.upper() if upper or self.pr(0.3) else cn)]
        return out

    def site(self, kind="hosp"):
        c = self.c
        t = self.town()
        fmt = {"T": t, "S": self.ch(PL.SAINTS), "R": self.ch(PL.TREES),
               "B": self.ch(PL.STREET_BASE), "N": self.person("FAMILY").last}
        if kind == "hosp":
            pat = self.ch(PL.HOSP_PATTERNS[c])
        elif kind == "gp":
            pat = self.ch(PL.GP_PATTERNS[c])
        elif kind == "pharm":
            pat = self.ch(PL.PHARM_PATTERNS)
        elif kind == "lab":
            pat = self.ch(PL.LAB_PATTERNS[c])
        elif kind == "imaging":
            pat = self.ch(PL.IMAGING_PATTERNS)
        elif kind == "trust":
            pat = self.ch(PL.TRUST_PATTERNS[c])
        else:
            raise ValueError(kind)
        name = pat.format(**fmt)
        if c in ("US", "CA") and kind != "trust":
            name = name.replace("St ", "St. ") if "St. " not in name else name
        a = self.address()
        a["city"] = t
        slug = ascii_slug(t)[:10] + self.ch(["", "health", "hosp", "gp", "med"])
        return {"name": name, "addr": a, "slug": slug, "town": t}

    def ward(self):
        return self.ch(PL.WARD_NAMES)

    def org(self, kind="employer"):
        t = self.town()
        fmt = {"T": t, "S": self.ch(PL.SAINTS), "N": self.person("FAMILY").last}
        if kind == "employer":
            return self.ch(PL.EMPLOYER_PATTERNS).format(**fmt)
        if kind == "school":
            return self.ch(PL.SCHOOL_PATTERNS[self.c]).format(**fmt)
        if kind == "uni":
            return self.ch(PL.UNIVERSITY_PATTERNS).format(**fmt)
        if kind == "insurer":
            return self.ch(PL.INSURERS[self.c])
        if kind == "society":
            return self.ch(PL.SOCIETY_PATTERNS).format(**fmt)
        if kind == "church":
            return self.ch(PL.CHURCH_PATTERNS).format(**fmt)
        raise ValueError(kind)

    def profession(self):
        return self.ch(PL.PROFESSIONS)

    def prof_a(self):
        """an article and a profession span: ["an ", (PROFESSION, "electrician")]"""
        w = self.profession()
        return ["an " if w[0].lower() in "aeiou" else "a ", ("PROFESSION", w)]

    def spell(self, s):
        """North American spelling for plain text pieces (never for PHI pieces)"""
        if not self.us:
            return s
        for a, b in US_SPELL:
            if a in s:
                s = s.replace(a, b)
        return s

    def foreign(self):
        """pieces for a foreign country name; a leading article stays outside"""
        n = self.ch(PL.FOREIGN_COUNTRIES)
        if n.startswith("the "):
            return ["the ", ("COUNTRY", n[4:])]
        return [("COUNTRY", n)]

    def building(self):
        return self.ch(PL.BUILDINGS)
