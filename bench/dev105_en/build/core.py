"""Markers, the offset pass, and the per-note context that renders PHI values.

Each PHI value is wrapped as  MARK_S + code(type) + value + MARK_E  while a note is
assembled; `strip_markers` makes ONE left-to-right pass that removes the markers and
records the spans.  Nothing ever searches the finished text for a value."""
import datetime as dt
import pools as P

MARK_S = "\ue000"
MARK_E = "\ue001"
TYPES = [
    ("NAME", "PATIENT"), ("NAME", "DOCTOR"), ("NAME", "FAMILY"), ("NAME", "USERNAME"),
    ("AGE", "AGE"), ("DATE", "DATE"),
    ("LOCATION", "STREET"), ("LOCATION", "CITY"), ("LOCATION", "STATE"), ("LOCATION", "ZIP"),
    ("LOCATION", "COUNTRY"), ("LOCATION", "HOSPITAL"), ("LOCATION", "ORGANIZATION"),
    ("LOCATION", "LOCATION_OTHER"),
    ("ID", "MRN"), ("ID", "SSN"), ("ID", "HEALTHPLAN"), ("ID", "ACCOUNT"), ("ID", "LICENSE"),
    ("ID", "DEVICE"), ("ID", "VEHICLE"), ("ID", "BIOID"), ("ID", "IDNUM"),
    ("CONTACT", "PHONE"), ("CONTACT", "FAX"), ("CONTACT", "EMAIL"), ("CONTACT", "URL"),
    ("CONTACT", "IPADDR"), ("PROFESSION", "PROFESSION"),
]
LABEL_OF = {t: l for l, t in TYPES}
CODE = {t: chr(0xE100 + i) for i, (_, t) in enumerate(TYPES)}
TYPE_OF_CODE = {c: t for t, c in CODE.items()}


def m(typ, value):
    value = str(value)
    assert typ in CODE, typ
    assert value and value == value.strip(), repr(value)
    assert MARK_S not in value and MARK_E not in value
    return MARK_S + CODE[typ] + value + MARK_E


def strip_markers(marked):
    out, spans = [], []
    i, n, cur = 0, 0, None
    while i < len(marked):
        c = marked[i]
        if c == MARK_S:
            assert cur is None, "nested marker"
            cur = (TYPE_OF_CODE[marked[i + 1]], n)
            i += 2
            continue
        if c == MARK_E:
            typ, st = cur
            spans.append((st, n, typ))
            cur = None
            i += 1
            continue
        out.append(c)
        n += 1
        i += 1
    assert cur is None
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(d):
    return str(d) + ("th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        return TENS[n // 10] + ("-" + NUMWORDS[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")


class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    @property
    def full(self):
        return f"{self.first} {self.last}"


class Ctx:
    """Everything one note needs: rng, country, the patient, staff, sites."""

    def __init__(self, r, cc, genre):
        self.r, self.cc, self.genre = r, cc, genre
        self.L = P.COUNTRIES[cc]
        self.dot = r.random() < 0.35          # "Dr." vs "Dr"
        self.visit = dt.date(2021, 1, 4) + dt.timedelta(days=r.randint(0, 1640))
        self.pt = self.person()
        self.age = r.randint(19, 93)
        self.dob = self.visit - dt.timedelta(days=365 * self.age + r.randint(20, 340))
        self.age = (self.visit - self.dob).days // 365
        self.home = self.address()
        self.practice = self.site("practice")
        self.hospital = self.site("hospital")
        self.gp = self.person()
        self.gp2 = self.person()
        self.cons = self.person()
        self.nurse = self.person()
        self.reg = self.person()
        self.ids = {}

    # ---------------------------------------------------------------- people
    def person(self, sex=None):
        r = self.r
        sex = sex or r.choice("FM")
        if r.random() < 0.2:
            first = r.choice(P.WORD_GIVEN_F if sex == "F" else P.WORD_GIVEN_M)
        else:
            first = r.choice(P.GIVEN_F if sex == "F" else P.GIVEN_M)
        last = r.choice(P.WORD_SURNAMES) if r.random() < 0.25 else r.choice(P.SURNAMES)
        middle = r.choice(P.GIVEN_F if sex == "F" else P.GIVEN_M) if r.random() < 0.4 else None
        return Person(first, last, sex, middle)

    def title(self, p):
        r = self.r
        if p.sex == "M":
            t = "Mr"
        else:
            t = r.choice(["Mrs", "Ms", "Ms", "Miss"])
        return t + ("." if self.dot else "")

    def dr(self):
        return "Dr." if self.dot else "Dr"

    def name_form(self, p, form):
        mi = (p.middle[0] + ".") if p.middle else ""
        if form == "full":
            return p.full
        if form == "full_mid":
            return f"{p.first} {mi} {p.last}" if mi else p.full
        if form == "first":
            return p.first
        if form == "last":
            return p.last
        if form == "sur_first":
            return f"{p.last}, {p.first}"
        if form == "SUR_first":
            return f"{p.last.upper()}, {p.first}"
        if form == "SUR_FIRST":
            return f"{p.last.upper()}, {p.first.upper()}" + (f" {p.middle[0]}" if p.middle else "")
        if form == "SURfirst":
            return f"{p.last.upper()} {p.first}"
        if form == "gi":
            return f"{p.first} {p.last[0]}."
        if form == "init_dot":
            return f"{p.first[0]}.{p.last[0]}."
        if form == "init":
            return f"{p.first[0]}{p.last[0]}"
        if form == "init_mid":
            return f"{p.first[0]}{p.middle[0] if p.middle else ''}{p.last[0]}"
        if form == "initial_last":
            return f"{p.first[0]}. {p.last}"
        if form == "initial_last_nodot":
            return f"{p.first[0]} {p.last}"
        raise ValueError(form)

    def P(self, form=None, p=None):
        """patient reference (marked)"""
        p = p or self.pt
        r = self.r
        if form is None:
            form = r.choice(["title", "title", "title", "first", "full", "title_full", "last", "gi"])
        if form == "title":
            return self.title(p) + " " + m("PATIENT", p.last)
        if form == "title_full":
            return self.title(p) + " " + m("PATIENT", self.name_form(p, r.choice(["full", "full_mid", "initial_last"])))
        return m("PATIENT", self.name_form(p, form))

    def D(self, p=None, form=None, role=None):
        """doctor/staff reference; title/role outside the span"""
        p = p or self.gp
        r = self.r
        if form is None:
            form = r.choice(["dr_last", "dr_full", "dr_full", "dr_initial", "full"])
        if form == "dr_last":
            return self.dr() + " " + m("DOCTOR", p.last)
        if form == "dr_full":
            return self.dr() + " " + m("DOCTOR", self.name_form(p, r.choice(["full", "full", "full_mid"])))
        if form == "dr_initial":
            return self.dr() + " " + m("DOCTOR", self.name_form(p, r.choice(["initial_last", "initial_last_nodot"])))
        if form == "prof":
            return ("Prof." if self.dot else "Prof") + " " + m("DOCTOR", self.name_form(p, r.choice(["full", "last"])))
        if form == "role":
            role = role or r.choice(["Sister", "Nurse", "Practice Nurse", "HCA", "Pharmacist", "Midwife",
                                     "Health Visitor", "Physio", "Receptionist", "Charge Nurse"])
            return role + " " + m("DOCTOR", self.name_form(p, r.choice(["full", "last", "first"])))
        return m("DOCTOR", self.name_form(p, form))

    def cred(self, kind="doc"):
        r = self.r
        if kind == "nurse":
            return r.choice(["RN", "RGN", "RN, NP", "RM", "RN MSc", "RGN, Dip Asthma"])
        return r.choice({"UK": ["MRCGP", "MBChB MRCGP", "MB BS FRCP", "MRCP(UK)", "MBChB DRCOG DFSRH", "FRCS"],
                         "IE": ["MICGP", "MB BCh BAO MRCPI", "MICGP DCH", "FRCPI", "MRCPI"],
                         "AU": ["FRACGP", "MBBS FRACP", "MBBS FRACGP", "FRACS", "MBBS(Hons) FRACP"],
                         "NZ": ["FRNZCGP", "MBChB FRACP", "MBChB FRNZCGP", "FRACS", "MBChB DipObst"]}[self.cc])

    def F(self, p=None, form=None):
        p = p or self.person()
        form = form or self.r.choice(["first", "full", "full", "initial_last", "full_mid"])
        return m("FAMILY", self.name_form(p, form))

    # ---------------------------------------------------------------- dates
    def date(self, d, style=None):
        r = self.r
        if style is None:
            style = r.choice(["slash", "slash", "slash", "slash_short", "dot", "long", "long", "long_th",
                              "abbr", "abbr_dash", "iso", "wd_long"])
        D, M, Y = d.day, d.month, d.year
        s = {
            "slash": f"{D:02d}/{M:02d}/{Y}",
            "slash_short": f"{D}/{M}/{Y % 100:02d}",
            "dot": f"{D:02d}.{M:02d}.{Y}",
            "long": f"{D} {MONTHS[M - 1]} {Y}",
            "long_th": f"{ordinal(D)} {MONTHS[M - 1]} {Y}",
            "abbr": f"{D} {MONTHS[M - 1][:3]} {Y}",
            "abbr_dash": f"{D:02d}-{MONTHS[M - 1][:3]}-{Y}",
            "iso": f"{Y}-{M:02d}-{D:02d}",
            "wd_long": f"{WDAYS[d.weekday()]} {D} {MONTHS[M - 1]} {Y}",
            "wd_comma": f"{WDAYS[d.weekday()]}, {D} {MONTHS[M - 1]} {Y}",
            "wd_short": f"{WDAYS[d.weekday()][:3]} {D}/{M}",
            "dm": f"{D:02d}/{M:02d}",
            "dm_long": f"{D} {MONTHS[M - 1]}",
            "dm_abbr": f"{D} {MONTHS[M - 1][:3]}",
            "my": f"{MONTHS[M - 1]} {Y}",
            "my_abbr": f"{MONTHS[M - 1][:3]} {Y}",
            "my_num": f"{M:02d}/{Y}",
            "y": f"{Y}",
            "wd": WDAYS[d.weekday()],
            "month": MONTHS[M - 1],
        }[style]
        return m("DATE", s)

    def days(self, n):
        return self.visit + dt.timedelta(days=n)

    def holiday(self):
        return m("DATE", self.r.choice(P.HOLIDAYS[self.cc]))

    # ---------------------------------------------------------------- ages
    def AGE(self, style=None, age=None):
        r = self.r
        a = self.age if age is None else age
        sx = self.pt.sex
        style = style or r.choice(["yo", "yo_nospace", "sexspace", "sexslash", "year_old", "aged", "y", "sexnospace", "words"])
        if style == "yo":
            return m("AGE", a) + " yo"
        if style == "yo_nospace":
            return m("AGE", a) + "yo"
        if style == "sexspace":
            return m("AGE", a) + " " + sx
        if style == "sexslash":
            return m("AGE", a) + "/" + sx
        if style == "sexnospace":
            return m("AGE", a) + sx
        if style == "year_old":
            return m("AGE", a) + "-year-old"
        if style == "aged":
            return "aged " + m("AGE", a)
        if style == "y":
            return m("AGE", a) + "y"
        if style == "words":
            return "aged " + m("AGE", num_words(a))
        raise ValueError(style)

    # ---------------------------------------------------------------- places
    def street(self):
        r = self.r
        base = f"{r.randint(1, 240)} {r.choice(P.STREET_WORDS)} {r.choice(P.STREET_SFX)}"
        x = r.random()
        if x < 0.12:
            base = f"Flat {r.randint(1, 24)}, {base}"
        elif x < 0.2 and self.cc in ("AU", "NZ"):
            base = f"{r.randint(1, 12)}/{base}"
        elif x < 0.25:
            base = f"Unit {r.randint(1, 9)}, {base}"
        return base

    def postcode(self):
        r = self.r
        A = "ABCDEFGHJKLMNPRSTUWXY"
        if self.cc == "UK":
            out = r.choice(A) + r.choice(["", r.choice(A)]) + str(r.randint(1, 29))
            return f"{out} {r.randint(0, 9)}{r.choice(A)}{r.choice(A)}"
        if self.cc == "IE":
            rk = r.choice(["A", "D", "F", "H", "K", "N", "P", "R", "T", "V", "X", "Y"]) + f"{r.randint(10, 98)}"
            return f"{rk} {r.choice(A)}{r.randint(0, 9)}{r.choice(A)}{r.randint(0, 9)}"
        return f"{r.randint(2000, 7999) if self.cc == 'AU' else r.randint(110, 9893):04d}"

    def address(self):
        r = self.r
        a = dict(street=self.street(), town=r.choice(self.L["towns"]), zip=self.postcode(), county=None, state=None)
        if self.L["counties"] and r.random() < 0.5:
            a["county"] = r.choice(self.L["counties"])
        if self.cc == "AU":
            a["state"] = r.choice(self.L["states"][:6])
        elif self.cc == "NZ" and r.random() < 0.5:
            a["state"] = r.choice(self.L["states"])
        return a

    def addr_inline(self, a=None):
        a = a or self.home
        s = m("STREET", a["street"]) + ", " + m("CITY", a["town"])
        if a["county"]:
            s += ", " + m("CITY", a["county"])
        if a["state"]:
            s += (" " if self.cc == "AU" else ", ") + m("STATE", a["state"])
        s += (" " if self.cc in ("AU", "NZ") else ", ") + m("ZIP", a["zip"])
        return s

    def addr_lines(self, a=None):
        a = a or self.home
        lines = [m("STREET", a["street"]), m("CITY", a["town"])]
        if a["county"]:
            lines.append(m("CITY", a["county"]))
        if self.cc == "AU":
            lines[-1] += " " + m("STATE", a["state"]) + " " + m("ZIP", a["zip"])
        elif self.cc == "NZ":
            if a["state"]:
                lines.append(m("STATE", a["state"]) + " " + m("ZIP", a["zip"]))
            else:
                lines[-1] += " " + m("ZIP", a["zip"])
        else:
            lines.append(m("ZIP", a["zip"]))
        return "\n".join(lines)

    def site(self, kind):
        r = self.r
        t = r.choice(self.L["towns"])
        w = r.choice(P.STREET_WORDS)
        if kind == "practice":
            name = r.choice(P.PRACTICE_PAT).format(t=t, w=w)
        else:
            name = r.choice(self.L["hospfixed"]) if r.random() < 0.4 else f"{t} {r.choice(self.L['hospsfx'])}"
        a = self.address()
        a["town"] = t if r.random() < 0.7 else a["town"]
        slug = "".join(ch for ch in name.lower() if ch.isalnum())[:18]
        return dict(name=name, addr=a, phone=self.phone_raw(), fax=self.phone_raw(landline=True),
                    email=f"{r.choice(['reception', 'admin', 'referrals', 'enquiries', 'results'])}.{slug}@{r.choice(['example.org', 'example.net', 'example.com'])}",
                    url=r.choice(["www.example.org/", "https://www.example.net/", "example.com/", "https://portal.example.org/"]) + slug)

    def H(self, site=None):
        site = site or self.hospital
        return m("HOSPITAL", site["name"] if isinstance(site, dict) else site)

    def pharmacy(self):
        r = self.r
        return m("HOSPITAL", r.choice(P.PHARMACIES).format(t=r.choice(self.L["towns"]), w=r.choice(P.STREET_WORDS)))

    def ward(self):
        return m("HOSPITAL", self.r.choice(P.WARDS))

    def unit(self):
        return m("HOSPITAL", self.r.choice(P.UNITS))

    def org(self, pool=None):
        return m("ORGANIZATION", self.r.choice(pool or P.ORGS))

    def country(self, name=None):
        name = name or self.r.choice(P.TRAVEL_COUNTRIES)
        if name.startswith("the "):
            return "the " + m("COUNTRY", name[4:])
        return m("COUNTRY", name)

    def prof(self):
        return m("PROFESSION", self.r.choice(P.PROFESSIONS))

    def a_prof(self):
        v = self.r.choice(P.PROFESSIONS)
        art = "an" if v[0] in "aeiou" or v.startswith("HGV") else "a"
        return art + " " + m("PROFESSION", v)

    def room(self):
        r = self.r
        return r.choice([
            lambda: "Room " + m("LOCATION_OTHER", str(r.randint(1, 14))),
            lambda: "consulting room " + m("LOCATION_OTHER", f"{r.randint(1, 9)}{r.choice('ABC')}"),
            lambda: "Bay " + m("LOCATION_OTHER", str(r.randint(1, 6))) + ", bed " + m("LOCATION_OTHER", str(r.randint(1, 30))),
            lambda: "bed " + m("LOCATION_OTHER", str(r.randint(1, 30))),
            lambda: "Room " + m("LOCATION_OTHER", f"{r.randint(1, 4)}.{r.randint(10, 40)}"),
            lambda: m("LOCATION_OTHER", r.choice(P.BUILDINGS)),
            lambda: "treatment room " + m("LOCATION_OTHER", str(r.randint(1, 5))),
        ])()

    # ---------------------------------------------------------------- contact
    def phone_raw(self, landline=False, mobile=False):
        r = self.r
        d4 = f"{r.randint(0, 9999):04d}"
        d3 = f"{r.randint(0, 999):03d}"
        cc = self.cc
        if mobile or (not landline and r.random() < 0.3):
            return {"UK": f"07{r.randint(100, 999)} 555 {d3}", "IE": f"08{r.choice('35679')} 555 {d4}",
                    "AU": f"04{r.randint(10, 99)} 555 {d3}", "NZ": f"02{r.choice('127')} 555 {d4}"}[cc]
        x = r.random()
        if cc == "UK":
            if x < 0.25:
                return f"020 5550 {d4}"
            if x < 0.45:
                return f"+44 {r.choice(['113', '121', '131', '161', '191'])} 555 {d4}"
            return f"0{r.choice(['113', '114', '116', '117', '121', '131', '141', '151', '161', '191', '1632', '1792'])} 555 {d4}"
        if cc == "IE":
            if x < 0.3:
                return f"+353 {r.choice(['1', '21', '91', '61', '51'])} 555 {d4}"
            return f"(0{r.choice(['1', '21', '91', '61', '51', '66', '71'])}) 555 {d4}"
        if cc == "AU":
            if x < 0.3:
                return f"+61 {r.choice('2378')} 5550 {d4}"
            return r.choice([f"(0{r.choice('2378')}) 5550 {d4}", f"0{r.choice('2378')} 5550 {d4}"])
        if x < 0.3:
            return f"+64 {r.choice('34679')} 555 {d4}"
        return f"(0{r.choice('34679')}) 555 {d4}"

    def PH(self, **kw):
        s = self.phone_raw(**kw)
        if self.r.random() < 0.1:
            s += self.r.choice([" ext. ", " ext ", " x"]) + str(self.r.randint(100, 4999))
        return m("PHONE", s)

    def FAX(self, s=None):
        return m("FAX", s or self.phone_raw(landline=True))

    def bleep(self):
        r = self.r
        return r.choice(["bleep ", "pager ", "Bleep ", "ext ", "Ext. "]) + m("PHONE", str(r.randint(2000, 8999)))

    def email_of(self, p):
        r = self.r
        fn = p.first.lower().replace("'", "").replace(" ", "")
        ln = p.last.lower().replace("'", "").replace(" ", "")
        user = r.choice([f"{fn}.{ln}", f"{fn[0]}{ln}", f"{ln}.{fn[0]}", f"{fn}{r.randint(1, 99)}", f"{fn}_{ln}"])
        return m("EMAIL", f"{user}@{r.choice(['example.org', 'example.net', 'example.com'])}")

    def username(self, p=None):
        r = self.r
        p = p or self.gp
        fn = p.first.lower().replace("'", "").replace(" ", "").replace("-", "")
        ln = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return m("USERNAME", r.choice([f"{fn[0]}{ln}", f"{fn[0]}{ln}{r.randint(1, 9)}", f"{fn}.{ln}",
                                       f"{ln.upper()}{fn[0].upper()}", f"{fn[0]}.{ln}", f"{ln[:5]}{fn[:2]}01"]))

    def ip(self):
        r = self.r
        return m("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    # ---------------------------------------------------------------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def nat_id(self):
        """national patient number -> MRN"""
        r = self.r
        if "nat" not in self.ids:
            self.ids["nat"] = {
                "UK": f"9{self.digits(2)} {self.digits(3)} {self.digits(4)}",
                "IE": f"{self.digits(10)}",
                "AU": f"8003 60{self.digits(2)} {self.digits(4)} {self.digits(4)}",
                "NZ": "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + self.digits(4),
            }[self.cc]
        return self.ids["nat"]

    def hosp_no(self):
        r = self.r
        if "hosp" not in self.ids:
            self.ids["hosp"] = r.choice([f"{r.choice('KRMHT')}{self.digits(6)}", self.digits(7), f"RX{r.choice('ABHK')}{self.digits(7)}",
                                         f"{self.digits(2)}-{self.digits(5)}", f"UR{self.digits(6)}"])
        return self.ids["hosp"]

    def ssn(self):
        r = self.r
        if "ssn" not in self.ids:
            self.ids["ssn"] = {
                "UK": f"000 {self.digits(2)} {self.digits(2)} {self.digits(2)} {r.choice('ABCD')}",
                "IE": f"9{self.digits(6)}{r.choice('ABCDEFGHKLMTW')}",
                "AU": f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}",
                "NZ": r.choice([f"000-{self.digits(3)}-{self.digits(3)}", f"9{self.digits(1)}-{self.digits(3)}-{self.digits(3)}"]),
            }[self.cc]
        return self.ids["ssn"]

    def plan(self):
        r = self.r
        if "plan" not in self.ids:
            self.ids["plan"] = {
                "UK": r.choice([f"SMI-{self.digits(8)}", f"{r.choice('ABCDEFGH')}{self.digits(7)}/{self.digits(2)}"]),
                "IE": r.choice([f"{self.digits(7)}{r.choice('ABCDEFGHKLMNP')}", f"LHC-{self.digits(8)}"]),
                "AU": r.choice([f"{r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {r.randint(1, 9)}",
                                f"N{r.choice('XSVQ')}{self.digits(6)}", f"HL{self.digits(8)}"]),
                "NZ": r.choice([f"KHC{self.digits(7)}", f"CSC {self.digits(4)} {self.digits(4)}"]),
            }[self.cc]
        return self.ids["plan"]

    def plan_label(self):
        return self.r.choice(self.L["plan_label"])

    def account(self):
        r = self.r
        return m("ACCOUNT", r.choice([f"ENC-{self.visit.year}-{self.digits(6)}", f"V{self.digits(7)}",
                                      f"{self.digits(4)}-{self.digits(4)}", f"INV{self.digits(6)}",
                                      f"EPS{self.digits(5)}", f"A/{self.digits(6)}"]))

    def idnum(self, kind=None):
        r = self.r
        kind = kind or r.choice(["lab", "order", "ubrn", "case", "spec"])
        v = {"lab": f"{self.visit.year % 100:02d}{r.choice('HBCM')}{self.digits(6)}",
             "order": f"ORD-{self.digits(6)}", "ubrn": f"{self.digits(4)} {self.digits(4)} {self.digits(4)}",
             "case": f"CR/{self.visit.year}/{self.digits(5)}", "spec": f"S{self.visit.year % 100:02d}-{self.digits(5)}",
             "acc": f"{self.digits(11)}", "rx": f"{r.choice('ABCDEF')}{self.digits(5)}-{self.digits(4)}{r.choice('XYZK')}"}[kind]
        return m("IDNUM", v)

    def licence_prof(self, p=None):
        """professional registration -> LICENSE (value only)"""
        r = self.r
        lab, v = {
            "UK": r.choice([("GMC No", self.digits(7)), ("GMC", self.digits(7)), ("NMC PIN", f"{self.digits(2)}{r.choice('ABCDEFGHIJK')}{self.digits(4)}{r.choice('ABCDE')}"),
                            ("GPhC", self.digits(7))]),
            "IE": r.choice([("IMC No", self.digits(6)), ("IMC Reg", self.digits(6)), ("NMBI PIN", self.digits(6))]),
            "AU": r.choice([("AHPRA", f"MED000{self.digits(7)}"), ("Prescriber No", self.digits(7)),
                            ("Provider No", f"{self.digits(6)}{r.choice('ABCDEFHJK')}{r.choice('ABCDEFHJKLTWXY')}")]),
            "NZ": r.choice([("MCNZ", self.digits(5)), ("MCNZ No", self.digits(5)), ("NCNZ", self.digits(6))]),
        }[self.cc]
        return lab, m("LICENSE", v)

    def driving_licence(self):
        r = self.r
        p = self.pt
        if self.cc == "UK":
            ln = "".join(ch for ch in p.last.upper() if ch.isalpha())[:5].ljust(5, "9")
            v = f"{ln}{self.digits(6)}{p.first[0].upper()}{(p.middle or 'X')[0].upper()}9{r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}"
        elif self.cc == "IE":
            v = f"{self.digits(3)}{self.digits(3)}{self.digits(3)}"
        elif self.cc == "AU":
            v = self.digits(8)
        else:
            v = f"{r.choice('ABDEFHK')}{r.choice('ABCDEFGHJK')}{self.digits(6)}"
        return m("LICENSE", v)

    def plate(self):
        r = self.r
        A = "ABCDEFGHJKLMNPRSTVWXYZ"
        v = {"UK": f"{r.choice(A)}{r.choice(A)}{r.randint(10, 24)} {r.choice(A)}{r.choice(A)}{r.choice(A)}",
             "IE": f"{r.randint(12, 24)}{r.choice(['1', '2', ''])}-{r.choice(['D', 'C', 'G', 'L', 'KY', 'WX', 'MO'])}-{r.randint(100, 99999)}",
             "AU": r.choice([f"{r.randint(1, 9)}{r.choice(A)}{r.choice(A)}{r.choice(A)} {self.digits(3)}", f"{r.choice(A)}{r.choice(A)}{r.choice(A)}-{self.digits(3)}"]),
             "NZ": f"{r.choice(A)}{r.choice(A)}{r.choice(A)}{self.digits(3)}"}[self.cc]
        if r.random() < 0.15:
            v = f"{r.choice('JSW')}{r.choice('AHMF')}{r.choice('ABDL')}{self.digits(2)}{r.choice(A)}{r.choice(A)}{self.digits(10)}"[:17]
            return "VIN " + m("VEHICLE", v)
        return r.choice(["reg ", "registration ", "plate ", "vehicle reg. ", "rego "]) + m("VEHICLE", v)

    def device(self):
        r = self.r
        kind, v = r.choice([
            ("pacemaker serial no.", f"PJ{r.choice('NKR')}{self.digits(6)}"),
            ("ICD serial", f"SN {self.digits(3)}"),
            ("insulin pump SN", f"{self.digits(2)}-{r.choice('NGTX')}{r.choice('GLPK')}-{self.digits(5)}"),
            ("CGM transmitter ID", f"{self.digits(1)}{r.choice('GHKM')}{r.choice('ABCDEF')}{self.digits(1)}{r.choice('LMNP')}{self.digits(1)}"),
            ("CPAP machine serial", f"{self.digits(11)}"),
            ("home BP monitor asset tag", f"HB-{self.digits(5)}"),
            ("hearing aid serial", f"{self.digits(4)}{r.choice('RL')}{self.digits(4)}"),
            ("nebuliser serial no.", f"NB{self.digits(7)}"),
            ("Libre sensor serial", f"0M00{self.digits(2)}{r.choice('ABCDEFGH')}{r.choice('ABCDEFGH')}{self.digits(3)}"),
        ])
        if kind == "ICD serial":
            v = f"{r.choice('ABC')}{self.digits(8)}"
        return kind + " " + m("DEVICE", v)

    def bioid(self):
        r = self.r
        kind, v = r.choice([
            ("fingerprint ID", f"FP-{self.digits(5)}"),
            ("biometric enrolment ID", f"BIO{self.digits(7)}"),
            ("palm-vein template ref", f"PV-{self.digits(3)}-{self.digits(4)}"),
            ("voiceprint ID", f"VP{self.digits(6)}"),
            ("iris template no.", f"IRT-{self.digits(6)}"),
            ("fingerprint verification ID", f"FPV-{self.digits(5)}"),
        ])
        return kind + " " + m("BIOID", v)

    def audit(self):
        """EHR audit line: username, IP, time"""
        r = self.r
        who = r.choice([self.gp, self.nurse, self.gp2])
        t = f"{r.randint(7, 19):02d}:{r.randint(0, 59):02d}"
        return r.choice([
            f"Audit: created by user {self.username(who)} on {self.date(self.visit, 'iso')} {t} from {self.ip()}",
            f"Last edited by {self.username(who)} ({self.ip()}) {self.date(self.visit, 'slash')} {t}",
            f"[system] session user={self.username(who)} terminal={self.ip()} time={t}",
            f"Entered by: {self.username(who)} | workstation {self.ip()} | {t}",
        ])
