"""Per-note context: one invented patient, people around them and their identifiers.

All values are invented here. Contact data is fictional by construction:
phone and fax numbers always carry a 555 / 5550 block, e-mail and web
addresses live on example.com / example.org / example.net, IP addresses sit
in private ranges, national numbers start with 9 or 000.
"""
import datetime

from core import (P, ORIGINS, COUNTRY_ORIGINS, LOC, SAINTS, HOSP_INVENT, WARDS, EMPLOYERS,
                  COUNCILS, SCHOOLS, CHURCHES, INSURERS, CHARITIES, LANDMARKS, COUNTRIES,
                  PROFESSIONS, HOLIDAYS, fmt_date, d_add, words)

L_ = "ABCDEFGHJKLMNPRSTUVWXYZ"
D_ = "0123456789"


def digits(r, n):
    return "".join(r.choice(D_) for _ in range(n))


def letters(r, n):
    return "".join(r.choice(L_) for _ in range(n))


class Person:
    def __init__(self, r, cc, sex=None, origin=None, sur=None):
        if origin is None:
            opts = COUNTRY_ORIGINS[cc]
            origin = r.choices([o for o, _ in opts], [w for _, w in opts])[0]
        self.origin = origin
        f, m, s = ORIGINS[origin]
        if origin == "word" and r.random() < 0.5:
            s = ORIGINS["anglo"][2]
        if origin == "anglo" and r.random() < 0.25:
            s = ORIGINS["word"][2]
        self.sex = sex or r.choice("FM")
        self.given = r.choice(f if self.sex == "F" else m)
        self.sur = sur or r.choice(s)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW")

    def render(self, style):
        g, s = self.given, self.sur
        if style == "full":
            return f"{g} {s}"
        if style == "given":
            return g
        if style == "sur":
            return s
        if style == "rev":
            return f"{s}, {g}"
        if style == "REV":
            return f"{s.upper()}, {g.upper()} {self.mid}"
        if style == "gi":
            return f"{g} {s[0]}."
        if style == "init":
            return f"{g[0]}.{s[0]}."
        if style == "INIT":
            return f"{g[0]}{s[0]}"
        if style == "mid":
            return f"{g} {self.mid}. {s}"
        if style == "UPPER":
            return f"{g} {s}".upper()
        if style == "lower":
            return f"{g[0].lower()}{s.lower().replace(' ', '')[:6]}"
        raise ValueError(style)


class Ctx:
    def __init__(self, r, cc):
        self.r = r
        self.cc = cc
        self.L = LOC[cc]
        self.dmy = self.L["dmy"]
        self.pt = Person(r, cc)
        self.age = r.choice([r.randint(1, 17), r.randint(18, 45), r.randint(30, 70), r.randint(60, 97)])
        self.anchor = datetime.date(2022, 1, 3) + datetime.timedelta(days=r.randint(0, 1450))
        self.dob = datetime.date(self.anchor.year - self.age, r.randint(1, 12), r.randint(1, 28))
        self._c = {}
        self.rels = {}
        self.docs = []

    def set_age(self, lo, hi):
        """Re-draw the patient's age (and date of birth) when the genre needs an adult or a child."""
        if not lo <= self.age <= hi:
            self.age = self.r.randint(lo, hi)
            self.dob = datetime.date(self.anchor.year - self.age, self.r.randint(1, 12), self.r.randint(1, 28))

    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    # ------------------------------------------------------------- caching
    def once(self, key, fn):
        if key not in self._c:
            self._c[key] = fn()
        return self._c[key]

    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    # --------------------------------------------------------------- names
    def ptn(self, style=None):
        """Patient name, marked. Titles stay outside the span."""
        r = self.r
        if style is None:
            style = r.choice(["full", "given", "given", "title", "rev", "gi", "full", "mid", "title"])
        if style == "title":
            t = r.choice(["Mr", "Mr."] if self.pt.sex == "M" else ["Mrs", "Ms", "Ms.", "Mrs.", "Miss"])
            if self.age < 16:
                return P("PATIENT", self.pt.given)
            return f"{t} " + P("PATIENT", self.pt.sur)
        return P("PATIENT", self.pt.render(style))

    def pg(self):
        return P("PATIENT", self.pt.given)

    def rel(self, relation=None, key=None, style=None):
        """A relative / carer / other person: returns (relation word, marked name)."""
        r = self.r
        if key is None:
            key = relation or "x"
        if key not in self.rels:
            rel_word = relation or r.choice(["wife", "husband", "daughter", "son", "mum", "sister",
                                             "brother", "partner", "neighbour", "friend"])
            fem = rel_word in ("wife", "daughter", "mum", "mother", "sister", "nan", "gran", "aunt",
                               "granddaughter", "aunty", "niece", "mother-in-law", "daughter-in-law", "grandmother")
            mal = rel_word in ("husband", "son", "dad", "father", "brother", "grandson", "uncle",
                               "nephew", "father-in-law", "son-in-law", "grandad", "grandfather")
            sex = "F" if fem else ("M" if mal else None)
            same = rel_word in ("daughter", "son", "sister", "brother", "mum", "dad", "mother",
                                "father", "wife", "husband", "grandson", "granddaughter")
            per = Person(r, self.cc, sex=sex, origin=self.pt.origin if same else None,
                         sur=self.pt.sur if same and r.random() < 0.8 else None)
            self.rels[key] = (rel_word, per)
        rel_word, per = self.rels[key]
        if style is None:
            style = r.choice(["given", "given", "given", "full"])
        return rel_word, P("FAMILY", per.render(style))

    def doc(self, k=0, role="dr", style=None):
        """Clinician or staff member k; returns marked text with title/credential outside."""
        r = self.r
        self._mkdoc(k, role)
        per, role = self.docs[k]
        if style is None:
            style = r.choice(["title", "title", "full", "given", "cred", "cred", "titlefull", "gi"])
        if role == "dr":
            if style == "title":
                return r.choice(["Dr ", "Dr. ", "Dr ", "Prof "]) + P("DOCTOR", per.sur)
            if style == "titlefull":
                return r.choice(["Dr ", "Dr. "]) + P("DOCTOR", per.render("full"))
            if style == "cred":
                return P("DOCTOR", per.render(r.choice(["full", "mid"]))) + r.choice(
                    [", MD", " MD", ", MBBS", " MBChB", ", DO", ", FRACGP", " MRCGP", ", FACP"])
            if style == "given":
                return "Dr " + P("DOCTOR", per.given)
            if style == "gi":
                return "Dr " + P("DOCTOR", per.render("gi"))
            return "Dr " + P("DOCTOR", per.render("full"))
        # nurses, pharmacists, CHWs, clerks...
        if style == "title":
            t = {"nurse": ["Nurse ", "Sister ", "Nurse "], "pharm": ["pharmacist ", "Pharmacist "],
                 "chw": ["CHW ", "ASHA worker ", "outreach worker "], "clerk": ["receptionist ", "clerk "],
                 "ohn": ["OH nurse ", "Nurse "], "sn": ["Nurse ", "school nurse "],
                 "tech": ["tech ", "technician "]}.get(role, [""])
            name = per.sur if r.random() < 0.4 and role in ("nurse", "ohn", "sn") else per.given
            return r.choice(t) + P("DOCTOR", name)
        if style == "cred":
            c = {"nurse": [", RN", " RN", ", RGN", ", LPN", " BSN"], "pharm": [", PharmD", " BPharm", ", MPharm", ", RPh"],
                 "chw": [", CHW", " (CHW)"], "clerk": [""], "ohn": [", OHN", " RGN", ", SCPHN"],
                 "sn": [", RN", ", SCPHN", " RN"], "tech": [""]}.get(role, [""])
            return P("DOCTOR", per.render("full")) + r.choice(c)
        if style == "gi":
            return P("DOCTOR", per.render("gi"))
        if style in ("full", "titlefull"):
            return P("DOCTOR", per.render("full"))
        return P("DOCTOR", per.given)

    def _mkdoc(self, k, role):
        while len(self.docs) < k:
            self.docs.append((Person(self.r, self.cc), "dr"))
        if len(self.docs) == k:
            self.docs.append((Person(self.r, self.cc), role))

    def docs_init(self, k=0, role="dr"):
        """Initials of staff member k (raw value, to be wrapped by the caller)."""
        self._mkdoc(k, role)
        per = self.docs[k][0]
        return per.render("INIT")

    def doc_person(self, k):
        return self.docs[k][0]

    # --------------------------------------------------------------- ages
    def agep(self, style=None, age=None):
        r = self.r
        a = self.age if age is None else age
        sx = self.pt.sex if age is None else r.choice("FM")
        if style is None:
            style = r.choice(["yo", "yo2", "sexa", "slash", "aged", "yearold", "age", "yrs", "words",
                              "yo", "sexa", "yearold"])
        if style == "words" and a > 100:
            style = "aged"
        A = P("AGE", words(a) if style == "words" else str(a))
        return {"yo": f"{A} yo", "yo2": f"{A}yo", "sexa": f"{A} {sx}", "slash": f"{A}/{sx}",
                "aged": f"aged {A}", "yearold": f"{A}-year-old", "age": f"age {A}", "yrs": f"{A} yrs",
                "words": f"{A} years old", "y/o": f"{A} y/o", "bare": A}[style]

    # --------------------------------------------------------------- dates
    def date(self, d=None, style=None, off=None):
        r = self.r
        if d is None:
            d = d_add(self.anchor, r.randint(-60, 40) if off is None else off)
        if style is None:
            style = r.choice(["full", "short", "dm", "long", "mon", "wd_dm", "wd_long", "ord", "full",
                              "dm", "long"] + (["iso", "dot"] if self.cc in ("ZA", "IN") else []))
        return P("DATE", fmt_date(d, style, self.dmy))

    def adate(self, style="full"):
        return self.date(self.anchor, style)

    def dobp(self, style=None):
        style = style or self.r.choice(["full", "full", "long", "short"] + (["iso"] if self.cc == "ZA" else []))
        return P("DATE", fmt_date(self.dob, style, self.dmy))

    def wday(self, off=None):
        d = d_add(self.anchor, off if off is not None else self.r.randint(1, 9))
        return P("DATE", fmt_date(d, "wd", self.dmy))

    def holiday(self):
        return P("DATE", self.r.choice(HOLIDAYS[self.cc]))

    def drange(self):
        r = self.r
        d1 = d_add(self.anchor, r.randint(-30, 30))
        d2 = d_add(d1, r.randint(2, 12))
        st = r.choice(["dm", "mon", "full", "long"])
        sep = r.choice(["-", " - ", " to ", " until "])
        return self.date(d1, st) + sep + self.date(d2, st)

    # ----------------------------------------------------------- locations
    def city(self):
        return P("CITY", self.once("city", lambda: self.ch(self.L["cities"])))

    def state(self, abbr=None):
        if not self.L["states"]:
            return None
        st = self.once("state", lambda: self.ch(self.L["states"]))
        if abbr is None:
            abbr = self.p(0.5)
        return P("STATE", st[1] if abbr else st[0])

    def street(self):
        def mk():
            r = self.r
            n = r.randint(2, 480)
            s = f"{r.choice(self.L['streets'])} {r.choice(self.L['suffix'])}"
            if self.cc == "AU" and r.random() < 0.3:
                return f"{r.randint(1, 12)}/{n} {s}"
            if self.cc == "US" and r.random() < 0.3:
                return f"{n} {s}, {r.choice(['Apt', 'Unit', '#'])} {r.randint(1, 40)}{r.choice(['', 'B', 'C'])}".replace("# ", "#")
            if self.cc == "UK" and r.random() < 0.3:
                return f"Flat {r.randint(1, 20)}, {n} {s}"
            if self.cc == "IN" and r.random() < 0.4:
                return f"No. {n}, {r.randint(1, 9)}th Cross, {r.choice(self.L['streets'])} Layout"
            return f"{n} {s}"
        return P("STREET", self.once("street", mk))

    def zipc(self):
        def mk():
            r = self.r
            return {"US": lambda: f"{r.randint(1, 99):02d}{digits(r, 3)}",
                    "UK": lambda: f"{r.choice(['LS', 'HX', 'PN', 'KH', 'EB', 'ST', 'RD'])}{r.randint(1, 28)} {r.randint(1, 9)}{letters(r, 2)}",
                    "AU": lambda: f"{r.choice('2345678')}{digits(r, 3)}",
                    "IN": lambda: f"{r.choice('456')}{digits(r, 5)}",
                    "ZA": lambda: f"{r.choice('0123456789')}{digits(r, 3)}"}[self.cc]()
        return P("ZIP", self.once("zip", mk))

    def address(self, sep=", "):
        parts = [self.street(), self.city()]
        st = self.state()
        tail = self.zipc()
        if st:
            return f"{parts[0]}{sep}{parts[1]}, {st} {tail}" if self.cc in ("US", "AU") else \
                f"{parts[0]}{sep}{parts[1]}{sep}{st} {tail}" if self.cc == "ZA" else \
                f"{parts[0]}{sep}{parts[1]} - {tail}, {st}"
        return f"{parts[0]}{sep}{parts[1]}{sep}{tail}"

    def hosp(self, k=0):
        def mk():
            r = self.r
            kinds = self.L["hosp_kinds"]
            c = self._c.get("city") or self.ch(self.L["cities"])
            form = r.random()
            if form < 0.35:
                return f"{c} {r.choice(kinds)}"
            if form < 0.55:
                return f"St {r.choice(SAINTS)}'s {r.choice(['Hospital', 'Clinic', 'Medical Centre' if self.dmy else 'Medical Center'])}"
            return f"{r.choice(HOSP_INVENT)} {r.choice(kinds)}"
        return P("HOSPITAL", self.once(("hosp", k), mk))

    def pharmacy(self):
        def mk():
            c = self._c.get("city") or self.ch(self.L["cities"])
            return self.ch(self.L["pharm"]).format(c=c)
        return P("HOSPITAL", self.once("pharm", mk))

    def ward(self):
        return P("HOSPITAL", self.once("ward", lambda: self.ch(WARDS)))

    def carehome(self):
        return P("HOSPITAL", self.once("carehome", lambda: self.ch(
            ["Oaklands Care Home", "Sunnyside Lodge", "Bethany Frail Care", "Amberley House Nursing Home",
             "Riverside Aged Care", "Shanti Old Age Home", "Heatherbrae Residential Care"])))

    def room(self):
        r = self.r
        return P("LOCATION_OTHER", self.once("room", lambda: f"{r.randint(1, 6)}{r.randint(0, 3)}{r.randint(1, 9)}{r.choice(['', 'A', 'B'])}"))

    def bed(self):
        return P("LOCATION_OTHER", self.once("bed", lambda: str(self.r.randint(1, 32))))

    def landmark(self):
        return P("LOCATION_OTHER", self.once("lm", lambda: self.ch(LANDMARKS)))

    def employer(self):
        def mk():
            if self.r.random() < 0.15:
                c = self._c.get("city") or self.ch(self.L["cities"])
                return self.ch(COUNCILS).format(c=c)
            return self.ch(EMPLOYERS)
        return P("ORGANIZATION", self.once("emp", mk))

    def school(self):
        return P("ORGANIZATION", self.once("school", lambda: self.ch(SCHOOLS)))

    def church(self):
        return P("ORGANIZATION", self.once("church", lambda: self.ch(CHURCHES)))

    def insurer(self):
        return P("ORGANIZATION", self.once("ins", lambda: self.ch(INSURERS)))

    def charity(self):
        return P("ORGANIZATION", self.once("charity", lambda: self.ch(CHARITIES)))

    def country(self):
        return P("COUNTRY", self.once("country", lambda: self.ch(COUNTRIES)))

    def profession(self, key="pt"):
        return P("PROFESSION", self.once(("prof", key), lambda: self.ch(PROFESSIONS)))

    # ------------------------------------------------------------ contacts
    def _phone(self, ext=False):
        r, cc = self.r, self.cc
        if cc == "US":
            npa = r.choice(["413", "614", "503", "512", "651", "480", "757", "505", "207", "859", "319"])
            tail = f"01{r.randint(0, 99):02d}"
            s = r.choice([f"({npa}) 555-{tail}", f"{npa}-555-{tail}", f"{npa}.555.{tail}",
                          f"+1 {npa} 555 {tail}", f"1-{npa}-555-{tail}"])
        elif cc == "UK":
            area = r.choice(["0114", "0161", "0113", "01632", "0117", "020", "0191", "01273"])
            s = r.choice([f"{area} 555 {digits(r, 4)}", f"07{digits(r, 3)} 555 {digits(r, 3)}",
                          f"+44 {area[1:]} 555 {digits(r, 4)}", f"020 5550 {digits(r, 4)}"])
        elif cc == "AU":
            s = r.choice([f"(0{r.choice('2378')}) 5550 {digits(r, 4)}", f"0{r.choice('2378')} 5550 {digits(r, 4)}",
                          f"04{digits(r, 2)} 555 {digits(r, 3)}", f"+61 4{digits(r, 2)} 555 {digits(r, 3)}"])
        elif cc == "IN":
            s = r.choice([f"+91 9{digits(r, 4)} 555{digits(r, 2)}", f"9{digits(r, 4)} 555{digits(r, 2)}",
                          f"0{r.choice(['80', '22', '44', '40', '33'])} 5550 {digits(r, 4)}",
                          f"+91-{r.choice('6789')}{digits(r, 4)}-555{digits(r, 2)}"])
        else:
            s = r.choice([f"0{r.choice(['21', '11', '31', '41', '82', '83', '72', '73', '60'])} 555 {digits(r, 4)}",
                          f"+27 {r.choice(['21', '11', '82', '83', '72'])} 555 {digits(r, 4)}",
                          f"0{r.choice(['82', '83', '71'])}-555-{digits(r, 4)}"])
        if ext:
            s += r.choice([f" ext. {digits(r, 3)}", f" x{digits(r, 3)}", f" ext {digits(r, 4)}"])
        return s

    def phone(self, key="pt", ext=False):
        return P("PHONE", self.once(("ph", key), lambda: self._phone(ext)))

    def fax(self, key="f"):
        return P("FAX", self.once(("fax", key), lambda: self._phone(False)))

    def pager(self):
        r = self.r
        return P("PHONE", self.once("pager", lambda: r.choice([f"{r.randint(1, 9)}-{digits(r, 4)}",
                                                                digits(r, 4), digits(r, 5)])))

    def ext(self):
        return P("PHONE", self.once("ext", lambda: digits(self.r, 4)))

    def email(self, who="pt"):
        def mk():
            r = self.r
            if who == "pt":
                g, s = self.pt.given.lower().replace(" ", ""), self.pt.sur.lower().replace(" ", "").replace("'", "")
                user = r.choice([f"{g}.{s}", f"{g}{s[0]}{r.randint(1, 99)}", f"{g[0]}{s}", f"{g}_{r.randint(70, 99)}"])
            else:
                user = r.choice(["reception", "appointments", "frontdesk", "rx.team", "ohs.referrals",
                                 "patientrelations", "carecoord", "schoolnurse", "pharmacy"]) + r.choice(["", ".", "-"]) * 0
            return f"{user}@{r.choice(['example.com', 'example.org', 'example.net', 'mail.example.com', 'clinic.example.org'])}"
        return P("EMAIL", self.once(("em", who), mk))

    def url(self):
        def mk():
            r = self.r
            return r.choice([f"www.example.org/{r.choice(['portal', 'bookings', 'feedback', 'myhealth'])}",
                             f"https://portal.example.net/{r.choice(['msg', 'visit', 'appt'])}/{digits(r, 6)}",
                             f"https://example.com/{r.choice(['telehealth', 'join', 'room'])}/{letters(r, 3).lower()}{digits(r, 3)}",
                             f"example.net/{r.choice(['complaints', 'refill', 'results'])}",
                             f"http://visit.example.org/r/{digits(r, 5)}"])
        return P("URL", self.once("url", mk))

    def ip(self):
        def mk():
            r = self.r
            return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                             f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                             f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])
        return P("IPADDR", self.once("ip", mk))

    def username(self):
        def mk():
            r = self.r
            g, s = self.pt.given.lower().replace(" ", "").replace("-", ""), self.pt.sur.lower().replace(" ", "").replace("'", "").replace("-", "")
            return r.choice([f"{g}{s[0]}{r.randint(1, 99)}", f"{s}_{g[0]}", f"{g[0]}{s}{r.randint(1, 9)}",
                             f"{g}.{s}{r.randint(60, 99)}", f"{g}{r.randint(100, 999)}"])
        return P("USERNAME", self.once("user", mk))

    # --------------------------------------------------------- identifiers
    def mrn(self):
        def mk():
            r, cc = self.r, self.cc
            return {"US": lambda: r.choice([digits(r, 8), f"{digits(r, 3)}-{digits(r, 4)}-{digits(r, 1)}"]),
                    "UK": lambda: r.choice([f"{r.choice('KRTH')}{digits(r, 7)}", f"RX{digits(r, 6)}"]),
                    "AU": lambda: digits(r, 7),
                    "IN": lambda: r.choice([f"{letters(r, 3)}-{digits(r, 6)}", f"OP{digits(r, 7)}", f"{digits(r, 4)}/{digits(r, 5)}"]),
                    "ZA": lambda: r.choice([f"{digits(r, 4)}-{digits(r, 4)}", f"{letters(r, 2)}{digits(r, 6)}"])}[cc]()
        return P("MRN", self.once("mrn", mk))

    def mrn_l(self):
        return f"{self.ch(self.L['mrn_label'])} {self.mrn()}"

    def ssn(self):
        def mk():
            r, cc = self.r, self.cc
            if cc == "US":
                return r.choice([f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}", f"000-{digits(r, 2)}-{digits(r, 4)}"])
            if cc == "UK":
                return r.choice([f"QQ 9{digits(r, 1)} {digits(r, 2)} {digits(r, 2)} {r.choice('ABCD')}",
                                 f"QQ9{digits(r, 5)}{r.choice('ABCD')}"])
            if cc == "AU":
                return f"9{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}"
            if cc == "IN":
                return f"9{digits(r, 3)} {digits(r, 4)} {digits(r, 4)}"
            return f"9{digits(r, 12)}"
        return P("SSN", self.once("ssn", mk))

    def ssn_l(self):
        return f"{self.ch(self.L['ssn_label'])} {self.ssn()}"

    def plan(self):
        def mk():
            r, cc = self.r, self.cc
            return {"US": lambda: r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"W{digits(r, 9)}", f"{letters(r, 2)}-{digits(r, 7)}"]),
                    "UK": lambda: f"{letters(r, 2)}-{digits(r, 7)}",
                    "AU": lambda: f"{r.choice('2345')}{digits(r, 3)} {digits(r, 5)} {r.randint(1, 5)}",
                    "IN": lambda: r.choice([f"{letters(r, 3)}/{digits(r, 4)}/{digits(r, 6)}", f"PMJ{digits(r, 9)}"]),
                    "ZA": lambda: r.choice([digits(r, 9), f"{letters(r, 1)}{digits(r, 8)}"])}[cc]()
        return P("HEALTHPLAN", self.once("plan", mk))

    def plan_l(self):
        return f"{self.ch(self.L['plan_label'])} {self.plan()}"

    def acct(self):
        r = self.r
        return P("ACCOUNT", self.once("acct", lambda: r.choice(
            [f"{digits(r, 4)}-{digits(r, 4)}", f"BL-{digits(r, 6)}", f"V{digits(r, 7)}", f"INV{digits(r, 6)}",
             f"{digits(r, 9)}", f"ENC-{digits(r, 6)}"])))

    def idnum(self, key="id"):
        r = self.r
        return P("IDNUM", self.once(("idn", key), lambda: r.choice(
            [f"RX-{digits(r, 7)}", f"S{r.randint(20, 25)}-{digits(r, 4)}", f"CMP-{digits(r, 4)}",
             f"{digits(r, 8)}", f"RF-{digits(r, 5)}", f"REQ{digits(r, 6)}", f"H{r.randint(21, 25)}-{digits(r, 5)}",
             f"SC-{letters(r, 2)}{digits(r, 4)}", f"#{digits(r, 6)}"]).lstrip("#")))

    def license(self, kind=None):
        r, cc = self.r, self.cc
        if kind is None:
            kind = r.choice(["dl", "prof"])
        def mk():
            if kind == "dl":
                s = self.pt.sur.upper().replace(" ", "").replace("'", "").replace("-", "")[:5].ljust(5, "9")
                return {"US": lambda: f"{letters(r, 1)}{digits(r, 3)}-{digits(r, 4)}-{digits(r, 4)}",
                        "UK": lambda: f"{s}{digits(r, 6)}{self.pt.given[0].upper()}{letters(r, 1)}9{letters(r, 2)}",
                        "AU": lambda: digits(r, 8),
                        "IN": lambda: f"{self.ch(self.L['states'])[1]}{digits(r, 2)} {r.randint(2005, 2022)}{digits(r, 7)}",
                        "ZA": lambda: f"{digits(r, 4)}000{digits(r, 4)}{letters(r, 1)}{digits(r, 1)}"}[cc]()
            if kind == "dea":
                return f"{r.choice('ABFM')}{letters(r, 1)}{digits(r, 7)}"
            if kind == "npi":
                return f"1{digits(r, 9)}"
            return {"US": lambda: f"{r.choice('ABFM')}{letters(r, 1)}{digits(r, 7)}",
                    "UK": lambda: digits(r, 7),
                    "AU": lambda: f"MED000{digits(r, 7)}",
                    "IN": lambda: f"KMC-{digits(r, 5)}",
                    "ZA": lambda: f"MP {digits(r, 7)}"}[cc]()
        return P("LICENSE", self.once(("lic", kind), mk))

    def device(self):
        r = self.r
        return P("DEVICE", self.once("dev", lambda: r.choice(
            [f"PJN{digits(r, 6)}", f"{digits(r, 4)}-{letters(r, 2)}-{digits(r, 4)}", f"SN{digits(r, 8)}",
             f"{letters(r, 3)}{digits(r, 5)}{letters(r, 1)}", f"TX-{letters(r, 1)}{digits(r, 2)}{letters(r, 2)}{digits(r, 2)}",
             f"WH-{digits(r, 5)}"])))

    def plate(self):
        def mk():
            r, cc = self.r, self.cc
            if r.random() < 0.12:
                return f"1{letters(r, 2)}{digits(r, 1)}{letters(r, 2)}{digits(r, 2)}{letters(r, 1)}{digits(r, 8)}"[:17]
            return {"US": lambda: f"{r.randint(1, 9)}{letters(r, 3)}{digits(r, 3)}",
                    "UK": lambda: f"{letters(r, 2)}{r.choice(['19', '21', '68', '70', '23'])} {letters(r, 3)}",
                    "AU": lambda: f"{letters(r, 3)}-{digits(r, 3)}",
                    "IN": lambda: f"{self.ch(self.L['states'])[1]} {digits(r, 2)} {letters(r, 2)} {digits(r, 4)}",
                    "ZA": lambda: f"{letters(r, 3)} {digits(r, 3)} {r.choice(['GP', 'MP', 'NW', 'EC'])}"}[cc]()
        return P("VEHICLE", self.once("plate", mk))

    def bioid(self):
        r = self.r
        return P("BIOID", self.once("bio", lambda: r.choice(
            [f"FP-{digits(r, 5)}", f"VP-{digits(r, 4)}-{digits(r, 1)}", f"IRIS-{digits(r, 5)}",
             f"FT{digits(r, 5)}", f"BIO{digits(r, 6)}", f"PV-{letters(r, 2)}{digits(r, 4)}"])))
