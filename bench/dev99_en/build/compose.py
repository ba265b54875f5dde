"""Marker-based composition for dev99_en.

Each PHI value is wrapped as  MS + chr(TYPE_BASE + type index) + value + ME  while a note is assembled.
`finalize` lower-cases the marked string if asked and then strips the markers in ONE left-to-right pass,
recording offsets as it goes. The finished text is never searched for values.
"""
import datetime as dt
import re

import pools as PL

TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP",
         "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT",
         "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR",
         "PROFESSION"]
CATEGORY = {}
for _t in ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"]:
    CATEGORY[_t] = "NAME"
CATEGORY["AGE"] = "AGE"
CATEGORY["DATE"] = "DATE"
for _t in ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"]:
    CATEGORY[_t] = "LOCATION"
for _t in ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"]:
    CATEGORY[_t] = "ID"
for _t in ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"]:
    CATEGORY[_t] = "CONTACT"
CATEGORY["PROFESSION"] = "PROFESSION"

MS = "\ue000"
ME = "\ue001"
TYPE_BASE = 0xE100
MARK_RE = re.compile("\ue000[\ue100-\ue1ff][^\ue000\ue001]*\ue001")


def P(t, v):
    v = str(v)
    assert t in CATEGORY, t
    assert v and v == v.strip(), repr(v)
    assert MS not in v and ME not in v
    return MS + chr(TYPE_BASE + TYPES.index(t)) + v + ME


def finalize(marked, lower=False):
    """Strip markers in one left-to-right pass, returning (text, spans)."""
    if lower:
        marked = marked.lower()
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    while i < n:
        c = marked[i]
        if c == MS:
            t = TYPES[ord(marked[i + 1]) - TYPE_BASE]
            i += 2
            start = pos
            buf = []
            while marked[i] != ME:
                assert marked[i] != MS, "nested marker"
                buf.append(marked[i])
                i += 1
            i += 1
            val = "".join(buf)
            out.append(val)
            pos += len(val)
            spans.append({"start": start, "end": pos, "label": CATEGORY[t], "type": t, "text": val})
        elif c == ME:
            raise AssertionError("stray end marker")
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


def outside_markers(marked, fn):
    """Apply fn to the plain (non-PHI) stretches of a marked string."""
    res = []
    last = 0
    for m in MARK_RE.finditer(marked):
        res.append(fn(marked[last:m.start()]))
        res.append(m.group(0))
        last = m.end()
    res.append(fn(marked[last:]))
    return "".join(res)


TYPOS = {"appointment": ["apointment", "appt", "appointmnet"], "tomorrow": ["tomorow", "tmrw", "2morrow"],
         "prescription": ["perscription", "prescripton", "script"], "received": ["recieved"],
         "because": ["becuase", "bc", "cos"], "really": ["realy"], "please": ["pls", "plz", "pleas"],
         "medication": ["medicaiton", "meds", "medicine"], "thanks": ["thx", "thnks", "tx"],
         "doctor": ["docter", "dr"], "until": ["untill"], "schedule": ["schedual", "shedule"],
         "which": ["wich"], "definitely": ["definately"], "you": ["u", "yu"], "your": ["ur", "youre"],
         "about": ["abt"], "morning": ["mornin", "am"], "tonight": ["tonite"], "know": ["kno"],
         "because,": ["bc,"], "would": ["wud", "woud"], "should": ["shud"], "pharmacy": ["pharamcy", "chemist"],
         "results": ["resutls"], "worried": ["worryed"], "again": ["agian"], "with": ["w/", "wiht"],
         "and": ["&", "+"], "feeling": ["feelin"], "temperature": ["temp", "temprature"]}
_TYPO_RE = re.compile(r"\b(" + "|".join(re.escape(k) for k in sorted(TYPOS, key=len, reverse=True)) + r")\b")


class Person:
    def __init__(self, given, surname, sex, middle="", age=None, dob=None):
        self.given, self.surname, self.sex, self.middle = given, surname, sex, middle
        self.age, self.dob = age, dob
        self.title = ""
        self.cred = ""
        self.role = ""


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_SHORT2 = ["Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun"]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day", "the Fourth of July", "Labor Day",
                   "Memorial Day", "Halloween", "Easter"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Boxing Day", "Victoria Day", "Family Day", "New Year's Eve"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "Bonfire Night", "Christmas Eve"],
            "IE": ["St Patrick's Day", "Christmas", "St. Stephen's Day", "Easter Monday", "New Year's Day", "Halloween"]}


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + words(n - 100))
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return f"{d}th"
    return f"{d}" + {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


LETTERS = "ABCDEFGHJKLMNPRSTVWXYZ"


class Ctx:
    def __init__(self, rng, country):
        self.r = rng
        self.C = country
        start = dt.date(2019, 1, 1)
        self.today = start + dt.timedelta(days=rng.randrange(0, 6 * 365 + 150))
        self.used_names = set()
        self.pt = self.person(age=self.age_for_pt())
        self.hosp = rng.choice(PL.HOSP[country])

    # ---------- basic randomness ----------
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def digits(self, n, first_nonzero=False):
        s = "".join(self.r.choice("0123456789") for _ in range(n))
        if first_nonzero and s[0] == "0":
            s = str(self.r.randint(1, 9)) + s[1:]
        return s

    def letters(self, n):
        return "".join(self.r.choice(LETTERS) for _ in range(n))

    # ---------- people ----------
    def age_for_pt(self):
        return self.ch([self.r.randint(0, 17), self.r.randint(18, 64), self.r.randint(18, 64), self.r.randint(65, 99),
                        self.r.randint(40, 89)])

    def person(self, sex=None, age=None, word_prob=0.12):
        r = self.r
        sex = sex or r.choice("FM")
        for _ in range(20):
            if r.random() < word_prob:
                g = r.choice(PL.WORD_GIVEN_F if sex == "F" else PL.WORD_GIVEN_M)
            else:
                g = r.choice(PL.GIVEN_F if sex == "F" else PL.GIVEN_M)
            s = r.choice(PL.WORD_SURNAMES) if r.random() < word_prob else r.choice(PL.SURNAMES)
            if g not in self.used_names and s not in self.used_names:
                break
        self.used_names.update([g, s])
        m = r.choice(LETTERS) if r.random() < 0.5 else ""
        dob = None
        if age is not None:
            dob = self.today - dt.timedelta(days=int(age * 365.25) + r.randint(1, 360))
        pr = Person(g, s, sex, m, age, dob)
        if sex == "F":
            pr.title = r.choice(["Mrs", "Ms", "Ms.", "Mrs.", "Miss"])
        else:
            pr.title = r.choice(["Mr", "Mr."])
        return pr

    def clinician(self, role=None):
        title, kind = (("Dr", "physician") if role == "dr" else
                       ("", role) if role else self.ch(PL.CLIN_ROLES))
        c = self.person(word_prob=0.08)
        c.role = kind
        c.title = self.ch(["Dr", "Dr.", "Dr.", "Dr"]) if title else ""
        if title and self.p(0.06):
            c.title = self.ch(["Prof", "Prof."])
        c.cred = self.ch(PL.CREDENTIALS[kind])
        return c

    def relative(self, pt=None):
        pt = pt or self.pt
        rel = self.ch(["wife", "husband", "partner", "daughter", "son", "mother", "father", "mum", "mom", "dad",
                       "sister", "brother", "neighbour", "neighbor", "carer", "friend", "granddaughter", "grandson",
                       "niece", "aunt", "fiance", "stepdad", "foster mum", "landlady", "boss"])
        sex = "F" if rel in ("wife", "daughter", "mother", "mum", "mom", "sister", "granddaughter", "niece", "aunt",
                             "foster mum", "landlady") else "M" if rel in ("husband", "son", "father", "dad", "brother",
                                                                           "grandson", "stepdad") else None
        f = self.person(sex=sex)
        if rel in ("son", "daughter", "sister", "brother") and self.p(0.7):
            f.surname = pt.surname
        f.role = rel
        return f

    def nm(self, pr, t, form=None):
        """Render a person's name with the PHI part marked; titles stay outside."""
        g, s, m = pr.given, pr.surname, pr.middle
        forms = ["full", "full", "g", "title", "sf", "mid", "gi", "ig", "SF", "init", "nick", "titlefull", "s"]
        form = form or self.ch(forms)
        if form == "full":
            return P(t, f"{g} {s}")
        if form == "mid":
            return P(t, f"{g} {m}. {s}" if m else f"{g} {s}")
        if form == "sf":
            return P(t, f"{s}, {g}")
        if form == "SF":
            return P(t, f"{s.upper()}, {g.upper()}" + (f" {m}" if m else ""))
        if form == "gi":
            return P(t, f"{g} {s[0].upper()}.")
        if form == "ig":
            return P(t, f"{g[0]}. {s}")
        if form == "init":
            return P(t, self.ch([f"{g[0]}.{s[0].upper()}.", f"{g[0]}{s[0].upper()}"]))
        if form == "g":
            return P(t, g)
        if form == "nick":
            return P(t, PL.NICK.get(g, g))
        if form == "s":
            return P(t, s)
        if form == "title":
            return f"{pr.title} " + P(t, s)
        if form == "titlefull":
            return f"{pr.title} " + P(t, f"{g} {s}")
        raise ValueError(form)

    def dr(self, c, form=None):
        """Clinician with title or credential outside the span."""
        form = form or self.ch(["title", "title", "titlefull", "cred", "cred", "plain", "ig", "sf", "g"])
        if form in ("title", "titlefull") and not c.title:
            form = "cred"
        if form == "title":
            return f"{c.title} " + P("DOCTOR", c.surname)
        if form == "titlefull":
            return f"{c.title} " + P("DOCTOR", f"{c.given} {c.surname}")
        if form == "cred":
            name = P("DOCTOR", self.ch([f"{c.given} {c.surname}", f"{c.given[0]}. {c.surname}",
                                        f"{c.given} {c.middle + '. ' if c.middle else ''}{c.surname}"]))
            return name + (self.ch([", ", " "]) + c.cred if c.cred else "")
        if form == "ig":
            return P("DOCTOR", f"{c.given[0]}. {c.surname}")
        if form == "sf":
            return P("DOCTOR", f"{c.surname}, {c.given}")
        if form == "g":
            return P("DOCTOR", c.given)
        return P("DOCTOR", f"{c.given} {c.surname}")

    def fam(self, f, form=None):
        form = form or self.ch(["g", "g", "full", "title", "g"])
        return self.nm(f, "FAMILY", form)

    def username(self, pr):
        g = re.sub(r"[^a-z]", "", pr.given.lower())
        s = re.sub(r"[^a-z]", "", pr.surname.lower())
        return self.ch([f"{g[0]}{s}{self.r.randint(1, 99)}", f"{g}.{s}", f"{s}{g[0]}", f"{g[:3]}{s[:3]}{self.r.randint(1, 9)}",
                        f"u{self.digits(6)}", f"{g}_{s[:4]}", f"{g[0]}{s[:6]}"])

    # ---------- dates ----------
    def day(self, lo=-30, hi=30):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def date(self, d=None, style=None):
        d = d or self.today
        C = self.C
        m, dd, y = d.month, d.day, d.year
        mon, mon3 = MONTHS[m - 1], MONTHS[m - 1][:3]
        if style is None:
            style = self.ch({"US": ["mdY", "mdY", "mdy", "Bdy", "bd", "md", "iso", "Bd"],
                             "CA": ["iso", "iso", "Bdy", "dmY", "bd", "Bd", "mdY"],
                             "UK": ["dmY", "dmY", "dbY", "dB", "ordB", "dmy.", "dBY", "DBY"],
                             "IE": ["dmY", "dmY", "dbY", "dB", "ordB", "dmy", "dBY", "DBY"]}[C])
        if C == "US":
            style = {"dm": "md", "dmY": "mdY", "dmy": "mdy"}.get(style, style)
        elif C in ("UK", "IE"):
            style = {"md": "dm", "mdY": "dmY", "mdy": "dmy"}.get(style, style)
        s = {"mdY": f"{m:02d}/{dd:02d}/{y}", "mdy": f"{m}/{dd}/{y % 100:02d}", "Bdy": f"{mon} {dd}, {y}",
             "bd": f"{mon3} {dd}", "md": f"{m}/{dd}", "iso": f"{y}-{m:02d}-{dd:02d}", "Bd": f"{mon} {dd}",
             "dmY": f"{dd:02d}/{m:02d}/{y}", "dbY": f"{dd} {mon3} {y}", "dB": f"{dd} {mon}",
             "ordB": f"{ordinal(dd)} {mon}", "dmy.": f"{dd:02d}.{m:02d}.{y % 100:02d}", "dmy": f"{dd}/{m}/{y % 100:02d}",
             "dBY": f"{dd} {mon} {y}", "DBY": f"{dd:02d}-{mon3.upper()}-{y}", "dm": f"{dd}/{m}",
             "bY": f"{mon3} {y}", "BY": f"{mon} {y}", "Y": f"{y}", "B": mon,
             "ddmmyyyy": f"{dd:02d}{m:02d}{y}"}[style]
        return P("DATE", s)

    def short_date(self, d):
        return self.date(d, "md" if self.C == "US" else self.ch(["dm", "dB", "bd"] if self.C != "CA" else ["bd", "Bd"]))

    def weekday(self, d=None, style=None):
        d = d or self.day(-6, 6)
        w = d.weekday()
        style = style or self.ch(["full", "full", "short", "wd_date", "wd_date", "wd_long"])
        if style == "full":
            return P("DATE", WEEKDAYS[w])
        if style == "short":
            return P("DATE", self.ch([WD_SHORT[w], WD_SHORT2[w]]))
        if style == "wd_date":
            if self.C == "US":
                return P("DATE", f"{WD_SHORT[w]} {d.month}/{d.day}")
            if self.C == "CA":
                return P("DATE", f"{WD_SHORT[w]} {MONTHS[d.month - 1][:3]} {d.day}")
            return P("DATE", f"{WD_SHORT2[w]} {d.day}/{d.month}")
        if self.C in ("US", "CA"):
            return P("DATE", f"{WEEKDAYS[w]}, {MONTHS[d.month - 1]} {d.day}")
        return P("DATE", f"{WEEKDAYS[w]} {ordinal(d.day)} {MONTHS[d.month - 1]}")

    def holiday(self):
        h = self.ch(PL_HOL[self.C])
        if h.startswith("the "):
            return "the " + P("DATE", h[4:])
        return P("DATE", h)

    def dob(self, pr=None):
        pr = pr or self.pt
        return self.date(pr.dob, {"US": self.ch(["mdY", "mdY", "mdy"]), "CA": self.ch(["iso", "dmY", "Bdy"]),
                                  "UK": self.ch(["dmY", "dbY", "DBY"]), "IE": self.ch(["dmY", "dbY", "dmy"])}[self.C])

    # ---------- ages ----------
    def age(self, pr=None, style=None):
        pr = pr or self.pt
        a = pr.age
        sx = pr.sex
        style = style or self.ch(["yo", "yo_", "y/o", "yr", "F", "F_", "slash", "aged", "age", "words"])
        if style == "words" and a < 100:
            return "aged " + P("AGE", words(a))
        return {"yo": f"{P('AGE', a)} yo", "yo_": f"{P('AGE', a)}yo", "y/o": f"{P('AGE', a)} y/o",
                "yr": f"{P('AGE', a)}-year-old", "F": f"{P('AGE', a)} {sx}", "F_": f"{P('AGE', a)}{sx}",
                "slash": f"{P('AGE', a)}/{sx}", "aged": f"aged {P('AGE', a)}", "age": f"age {P('AGE', a)}",
                "words": f"aged {P('AGE', a)}", "yrs": f"{P('AGE', a)} yrs", "yro": f"{P('AGE', a)} year old",
                "paren": f"({P('AGE', a)})"}[style]

    # ---------- places ----------
    def city(self):
        return P("CITY", self.ch(PL.CITIES[self.C]))

    def state(self, abbr=None):
        if self.C not in PL.STATES:
            return ""
        full, ab = self.ch(PL.STATES[self.C])
        if abbr is None:
            abbr = self.p(0.65)
        return P("STATE", ab if abbr else full)

    def zipc(self):
        C = self.C
        if C == "US":
            z = self.digits(5, True)
            return P("ZIP", z + ("-" + self.digits(4) if self.p(0.2) else ""))
        if C == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return P("ZIP", f"{self.ch(L)}{self.r.randint(0, 9)}{self.ch(L)} {self.r.randint(0, 9)}{self.ch(L)}{self.r.randint(0, 9)}")
        if C == "UK":
            return P("ZIP", f"{self.letters(self.ch([1, 2]))}{self.r.randint(1, 29)} {self.r.randint(0, 9)}{self.letters(2)}")
        return P("ZIP", f"{self.ch('ADHKNPRTVWXY')}{self.r.randint(10, 99)} {self.ch('ACDEFHKNPRTVWXY')}{self.digits(1)}{self.ch('ACDEFHKNPRTVWXY')}{self.digits(1)}")

    def street(self, unit=None):
        C = self.C
        st = f"{self.r.randint(1, 9999) if C in ('US', 'CA') else self.r.randint(1, 220)} {self.ch(PL.STREET_W)} {self.ch(PL.STREET_S[C])}"
        if C == "IE" and self.p(0.2):
            st = f"{self.ch(PL.HOUSE_NAMES)}, {self.ch(PL.STREET_W)} {self.ch(PL.STREET_S[C])}"
        if unit or (unit is None and self.p(0.25)):
            u = self.ch(PL.UNITS[C]).format(n=self.r.randint(1, 30), l=self.ch("ABCD"))
            if u.endswith("-"):
                st = u + st
            elif C == "UK":
                st = u + ", " + st
            else:
                st = st + ", " + u
        return P("STREET", st)

    def address(self, oneline=True):
        C = self.C
        parts = [self.street(), self.city()]
        if C in ("US", "CA"):
            tail = self.state() + " " + self.zipc()
            if oneline:
                return f"{parts[0]}, {parts[1]}, {tail}" if self.p(0.5) else f"{parts[0]}, {parts[1]} {tail}"
            return f"{parts[0]}\n{parts[1]}, {tail}"
        z = self.zipc()
        county = ""
        if self.p(0.3):
            cty = self.ch(PL.COUNTIES[C])
            county = ", " + ("Co. " + P("CITY", cty[4:]) if cty.startswith("Co. ") else P("CITY", cty))
        if oneline:
            return f"{parts[0]}, {parts[1]}{county}, {z}"
        return f"{parts[0]}\n{parts[1]}{county}\n{z}"

    def country(self):
        return P("COUNTRY", self.ch(PL.COUNTRIES))

    def hospital(self, name=None):
        return P("HOSPITAL", name or self.hosp)

    def acute_hosp(self):
        return P("HOSPITAL", self.ch([h for h in PL.HOSP[self.C] if any(w in h for w in ("Hospital", "Infirmary", "Medical Center", "Hopital", "Urgent"))]))

    def eponym_dx(self):
        return self.ch([e for e in PL.EPONYMS if not any(w in e for w in ("sign", "catheter", "test", "line", "Scale", "gait"))])

    def other_hosp(self):
        return P("HOSPITAL", self.ch(PL.HOSP[self.C]))

    def ward(self):
        return P("HOSPITAL", self.ch(PL.WARDS))

    def pharmacy(self):
        return P("HOSPITAL", self.ch(PL.PHARMACIES[self.C]))

    def employer(self):
        return P("ORGANIZATION", self.ch(PL.EMPLOYERS))

    def school(self):
        return P("ORGANIZATION", self.ch(PL.SCHOOLS))

    def insurer(self):
        return P("ORGANIZATION", self.ch(PL.INSURERS[self.C]))

    def room(self):
        return P("LOCATION_OTHER", self.ch([str(self.r.randint(100, 899)), f"{self.r.randint(1, 6)}{self.r.randint(10, 40)}{self.ch('AB')}",
                                            f"{self.r.randint(2, 9)}-{self.r.randint(10, 60)}"]))

    def bed(self):
        return P("LOCATION_OTHER", self.ch([str(self.r.randint(1, 32)), f"{self.r.randint(1, 24)}{self.ch('ABCD')}"]))

    def prof(self):
        return P("PROFESSION", self.ch(PL.PROFESSIONS))

    # ---------- contact ----------
    def phone(self, ext=None, kind="PHONE", mobile=None):
        C = self.C
        r = self.r
        last4 = self.ch(["01" + self.digits(2), self.digits(4)])
        if C in ("US", "CA"):
            a = str(r.randint(201, 989))
            while a == "555":
                a = str(r.randint(201, 989))
            s = self.ch([f"({a}) 555-{last4}", f"{a}-555-{last4}", f"{a}.555.{last4}", f"+1 {a} 555 {last4}",
                         f"1-{a}-555-{last4}", f"{a} 555 {last4}"])
        elif C == "UK":
            if mobile or (mobile is None and self.p(0.3)):
                s = self.ch([f"07{self.digits(3)} 555{self.digits(3)}", f"07{self.digits(3)} 555 {self.digits(3)}",
                             f"+44 7{self.digits(3)} 555 {self.digits(3)}"])
            else:
                s = self.ch([f"01{self.digits(3)} 555 {last4}", f"0{self.ch(['113', '161', '121', '117', '141'])} 555 {last4}",
                             f"020 5550 {self.digits(4)}", f"+44 {self.ch(['113', '161', '29'])} 555 {last4}"])
        else:
            if mobile or (mobile is None and self.p(0.35)):
                s = self.ch([f"08{self.ch('35679')} 555 {self.digits(4)}", f"08{self.ch('35679')}-555{self.digits(4)}",
                             f"+353 8{self.ch('35679')} 555 {self.digits(4)}"])
            else:
                s = self.ch([f"0{self.ch(['1', '21', '61', '91', '51'])} 555 {last4}", f"(0{self.ch(['1', '21', '66'])}) 555 {last4}",
                             f"+353 {self.ch(['1', '21', '94'])} 555 {last4}"])
        if ext or (ext is None and kind == "PHONE" and self.p(0.12)):
            s += self.ch([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(100, 999)}"])
        return P(kind, s)

    def fax(self):
        return self.phone(ext=False, kind="FAX", mobile=False)

    def pager(self):
        return self.ch(["pager ", "pgr ", "bleep ", "pg ", "page "]) + P("PHONE", self.ch(
            [f"{self.r.randint(1, 9)}-{self.digits(4)}", self.digits(4), self.digits(5), f"#{self.digits(4)}"][:3]))

    def ext(self):
        return self.ch(["ext. ", "ext ", "extn ", "Ext: "]) + P("PHONE", self.digits(4, True))

    def email(self, pr=None, role=None):
        dom = self.ch(["example.com", "example.org", "example.net", "mail.example.com", "portal.example.org",
                       "nhs.example.net" if self.C == "UK" else "hse.example.net" if self.C == "IE" else "mail.example.net",
                       "clinic.example.org", "health.example.com"])
        if pr is None:
            local = role or self.ch(["referrals", "scheduling", "rx.refills", "frontdesk", "triage", "billing",
                                     "claims", "records", "noreply", "admin.office"])
        else:
            g = re.sub(r"[^a-z]", "", pr.given.lower())
            s = re.sub(r"[^a-z]", "", pr.surname.lower())
            local = self.ch([f"{g}.{s}", f"{g[0]}{s}", f"{s}{self.r.randint(1, 99)}", f"{g}_{s}{self.r.randint(60, 99)}",
                             f"{g}{self.r.randint(1, 999)}", f"{g[0]}.{s}"])
        return P("EMAIL", f"{local}@{dom}")

    def url(self):
        dom = self.ch(["example.org", "example.com", "example.net"])
        sub = self.ch(["www.", "portal.", "https://", "https://www.", "http://", "mychart.", ""])
        path = self.ch(["", "/portal", "/refills", "/login", "/appointments", "/patient/messages", "/forms/sick-note",
                        f"/r/{self.letters(3).lower()}{self.digits(4)}", "/billing/pay", "/claims/status", "/telehealth"])
        if sub == "mychart.":
            sub = "https://mychart."
        return P("URL", f"{sub}{dom}{path}")

    def ip(self):
        r = self.r
        return P("IPADDR", self.ch([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                    f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                    f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    # ---------- identifiers ----------
    def mrn(self):
        return P("MRN", self.ch([self.digits(8), f"MRN{self.digits(7)}", f"{self.letters(2)}{self.digits(6)}",
                                 f"H{self.digits(6)}-{self.digits(1)}", f"00{self.digits(6)}", f"{self.digits(3)}-{self.digits(3)}-{self.digits(3)}",
                                 f"K{self.digits(7)}"]))

    def acct(self):
        return P("ACCOUNT", self.ch([f"{self.digits(4)}-{self.digits(4)}", f"ENC{self.digits(9)}", f"V{self.digits(8)}",
                                     self.digits(10, True), f"ACC-{self.digits(6)}", f"{self.letters(1)}{self.digits(7)}"]))

    def hp(self, kind=None):
        C = self.C
        if C == "US":
            v = self.ch([f"{self.letters(3)}{self.digits(6)}", f"{self.letters(1)}{self.digits(8)}", f"GRP-{self.digits(5)}",
                         f"{self.letters(3)}{self.digits(9)}", f"W{self.digits(9)}", f"{self.digits(4)}{self.letters(1)}{self.digits(4)}"])
        elif C == "CA":
            v = self.ch([f"{self.digits(4, True)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}",
                         f"9{self.digits(3)} {self.digits(3)} {self.digits(3)}", f"{self.letters(4)} {self.digits(4)} {self.digits(4)}",
                         f"G{self.digits(6)}", f"{self.digits(6)}-{self.digits(2)}"])
        elif C == "UK":
            v = self.ch([f"{self.digits(3, True)} {self.digits(3)} {self.digits(4)}", f"{self.letters(2)}{self.digits(7)}",
                         f"POL-{self.digits(6)}{self.letters(1)}"])
        else:
            v = self.ch([f"{self.digits(7)}{self.letters(1)}", f"GMS {self.digits(6)}", f"{self.letters(2)}{self.digits(8)}",
                         f"DPS-{self.digits(5)}"])
        return P("HEALTHPLAN", v)

    def ssn(self):
        C = self.C
        if C == "US":
            v = self.ch([f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}", f"000-{self.digits(2)}-{self.digits(4)}",
                         f"9{self.digits(8)}"])
        elif C == "CA":
            v = self.ch([f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}", f"9{self.digits(2)}-{self.digits(3)}-{self.digits(3)}"])
        elif C == "IE":
            v = f"9{self.digits(6)}{self.ch('ABCDEFHKTW')}{self.ch(['', 'A', 'H', 'W'])}"
        else:
            v = f"000 {self.digits(3)} {self.digits(3)}"
        return P("SSN", v)

    def lic(self, kind=None):
        kind = kind or self.ch(["DEA", "NPI", "state", "GMC", "NMC", "CPSO", "IMC", "DL", "RN"])
        v = {"DEA": f"{self.letters(2)}{self.digits(7)}", "NPI": f"1{self.digits(9)}", "state": f"{self.letters(2)}-{self.digits(6)}",
             "GMC": self.digits(7, True), "NMC": f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}",
             "CPSO": self.digits(5, True), "IMC": self.digits(6, True), "DL": f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}",
             "RN": f"RN{self.digits(6)}"}[kind]
        return kind, P("LICENSE", v)

    def device(self):
        return P("DEVICE", self.ch([f"{self.letters(3)}{self.digits(6)}", f"SN{self.digits(8)}", f"{self.digits(2)}{self.letters(2)}{self.digits(6)}",
                                    f"GM-{self.digits(6)}", f"{self.digits(11, True)}", f"HA{self.digits(7)}", f"{self.letters(1)}{self.digits(3)}-{self.digits(5)}"]))

    def vehicle(self):
        C = self.C
        vin = "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        plate = {"US": self.ch([f"{self.digits(1, True)}{self.letters(3)}{self.digits(3)}", f"{self.letters(3)}-{self.digits(4)}", f"{self.letters(3)} {self.digits(3)}"]),
                 "CA": self.ch([f"{self.letters(4)} {self.digits(3)}", f"{self.letters(2)}{self.digits(3)}{self.letters(1)}"]),
                 "UK": f"{self.letters(2)}{self.digits(2)} {self.letters(3)}",
                 "IE": f"{self.r.randint(12, 24)}{self.ch(['1', '2', ''])}-{self.ch(['D', 'C', 'KY', 'G', 'L', 'WX', 'MO'])}-{self.digits(self.r.randint(3, 5), True)}"}[C]
        return self.ch([("plate", P("VEHICLE", plate)), ("plate", P("VEHICLE", plate)), ("VIN", P("VEHICLE", vin))])

    def bioid(self):
        kind = self.ch(["fingerprint ID", "fingerprint template", "iris scan ID", "palm-vein ID", "voiceprint ID",
                        "facial template ID", "biometric enrolment no."])
        return kind, P("BIOID", self.ch([f"FP-{self.digits(5)}", f"BIO{self.digits(7)}", f"IR{self.digits(6)}-{self.letters(1)}",
                                         f"PV-{self.digits(4)}-{self.digits(2)}", f"VP{self.digits(6)}", f"{self.letters(2)}{self.digits(8)}"]))

    def idnum(self, kind=None):
        y = self.today.year % 100
        kind = kind or self.ch(["Accession", "Order", "Specimen", "Requisition", "Case", "Incident", "Rx", "Claim", "Referral ref",
                                "Ticket", "Prior auth", "Report"])
        v = {"Accession": self.ch([f"S{y}-{self.digits(4)}", f"ACC{self.digits(8)}", f"{self.letters(2)}{y}-{self.digits(6)}"]),
             "Order": self.ch([f"ORD-{self.digits(7)}", f"{self.digits(9, True)}", f"O{self.digits(8)}"]),
             "Specimen": self.ch([f"SP{y}-{self.digits(5)}", f"{self.letters(1)}{self.digits(2)}-{self.digits(6)}"]),
             "Requisition": self.ch([f"REQ {self.digits(6)}", f"RQ-{self.digits(7)}"]),
             "Case": f"CASE-{self.digits(4)}-{self.digits(5)}", "Incident": self.ch([f"IR-{self.today.year}-{self.digits(4)}", f"DATIX {self.digits(6)}", f"INC{self.digits(7)}"]),
             "Rx": self.ch([self.digits(7, True), f"RX{self.digits(8)}", f"{self.digits(3)}-{self.digits(5)}"]),
             "Claim": self.ch([f"CLM{self.digits(9)}", f"{self.digits(2)}-{self.digits(7)}-{self.digits(2)}"]),
             "Referral ref": self.ch([f"REF/{self.digits(5)}/{y}", f"eRS {self.digits(12)}", f"RF{self.digits(6)}"]),
             "Ticket": f"TKT-{self.digits(6)}", "Prior auth": self.ch([f"PA{self.digits(9)}", f"AUTH-{self.digits(7)}"]),
             "Report": f"RPT{self.digits(6)}"}[kind]
        return kind, P("IDNUM", v)

    # ---------- hard negatives (plain text) ----------
    def lab(self, ref=None, name=None):
        n, u, (lo, hi, dp), rr = next(x for x in PL.LABS if x[0] == name) if name else self.ch(PL.LABS)
        v = self.r.uniform(lo, hi)
        vs = f"{v:.{dp}f}"
        s = f"{n} {vs}" + (f" {u}" if u and self.p(0.6) else "")
        if ref or (ref is None and self.p(0.3)):
            s += f" ({rr})"
        return s

    def labs(self, k, ref=None):
        return [self.lab(ref=ref, name=x[0]) for x in self.r.sample(PL.LABS, k)]

    def lab_rows(self, k):
        return [self.lab_row(x) for x in self.r.sample(PL.LABS, k)]

    def lab_row(self, x=None):
        n, u, (lo, hi, dp), rr = x or self.ch(PL.LABS)
        v = self.r.uniform(lo, hi)
        return n, f"{v:.{dp}f}", u, rr

    def vital(self):
        r = self.r
        sys_ = r.randint(86, 188)
        return self.ch(PL.VITALS).format(hr=r.randint(48, 138), rr=r.randint(10, 32), sys=sys_,
                                         dia=r.randint(min(48, sys_ - 30), min(110, sys_ - 25)), spo=r.randint(86, 100), temp=f"{r.uniform(35.6, 39.9):.1f}",
                                         tempf=f"{r.uniform(97.0, 103.5):.1f}", wt=f"{r.uniform(3.2, 140):.1f}",
                                         bmi=f"{r.uniform(16, 44):.1f}", pain=r.randint(0, 10), cbg=f"{r.uniform(3.1, 22):.1f}",
                                         bgmg=r.randint(60, 380))

    def vitals(self, k=None):
        k = k or self.r.randint(2, 5)
        seen, out = set(), []
        kind = {"t": "temp", "temp": "temp", "hr": "hr", "p": "hr", "pulse": "hr", "spo2": "spo", "sats": "spo",
                "cbg": "bg", "bg": "bg"}
        for _ in range(k * 4):
            v = self.vital()
            key = kind.get(v.split()[0].lower(), v.split()[0].lower())
            if key not in seen:
                seen.add(key)
                out.append(v)
            if len(out) == k:
                break
        return out

    def drug(self, with_dose=True):
        n, ds = self.ch(PL.DRUGS)
        return f"{n} {self.ch(ds)}" if with_dose else n

    def score(self):
        r = self.r
        return self.ch(PL.SCORES).format(n5=r.randint(0, 9), n3=r.randint(0, 4), a1=r.randint(5, 9), a2=r.randint(7, 10),
                                         p9=r.randint(0, 27), g7=r.randint(0, 21), mm=r.randint(14, 30), mc=r.randint(12, 30),
                                         br=r.randint(9, 23), wl=r.randint(5, 25))

    def eponym(self):
        return self.ch(PL.EPONYMS)

    def icd(self):
        return self.ch(PL.ICD10)

    def time(self):
        h, m = self.r.randint(0, 23), self.ch([0, 5, 10, 15, 20, 30, 40, 45, 50, self.r.randint(0, 59)])
        return self.ch([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h % 12 or 12}:{m:02d} {'am' if h < 12 else 'pm'}",
                        f"{h:02d}:{m:02d}h", f"{h % 12 or 12}:{m:02d}{'am' if h < 12 else 'pm'}"])

    def clock(self):
        h, m = self.r.randint(7, 18), self.ch([0, 15, 30, 45, 10, 20, 40, 50])
        return self.ch([f"{h:02d}:{m:02d}", f"{h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}", f"{h % 12 or 12}:{m:02d}{'am' if h < 12 else 'pm'}"])

    def typo(self, s, rate=0.35):
        def fix(seg):
            return _TYPO_RE.sub(lambda m: self.ch(TYPOS[m.group(1)]) if self.p(rate) else m.group(1), seg)
        return outside_markers(s, fix)


PL_HOL = HOLIDAYS
