"""Per-note context: invents the cast and the PHI values of one note and
returns them wrapped in markers (see marker.py)."""
import datetime as _dt
import string

import pools as P
from marker import M, recase

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))


def upper(s):
    return recase(s, str.upper)


def lower(s):
    return recase(s, str.lower)


def J(*lines):
    """Join non-None lines with newlines."""
    return "\n".join(x for x in lines if x is not None)


class Person:
    def __init__(self, role, first, mid, last, sex):
        self.role, self.first, self.mid, self.last, self.sex = role, first, mid, last, sex
        self.nick = None
        self.cred = None
        self.user = None
        self.age = None
        self.dob = None
        self.rel = None
        self.title = None


def _luhn_digit(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


class Ctx:
    def __init__(self, r, loc):
        self.r = r
        self.loc = loc  # 'US' | 'CA' | 'UK'
        self.today = _dt.date(2024, 1, 2) + _dt.timedelta(days=r.randrange(0, 1040))
        self.cache = {}
        self.used_first = set()
        self.used_last = set()
        self.used_vals = set()
        self.pt = None
        self.reuse_pt = False
        if loc == "US":
            self.numfmt = "mdy"
        elif loc == "UK":
            self.numfmt = "dmy"
        else:
            self.numfmt = r.choice(["iso", "iso", "dmy", "mdy"])
        self.area = r.choice(["216", "304", "319", "402", "417", "502", "541", "608", "614",
                              "701", "712", "803", "830", "915", "937", "978"]) if loc == "US" \
            else r.choice(["204", "250", "306", "403", "416", "506", "519", "604", "613",
                           "705", "780", "807", "902", "905"])
        self.dot = loc != "UK"  # "Dr." vs "Dr"
        st = self.state_pick()
        self.home_state = st

    # ------------------------------------------------------------ randomness
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(self.ch(string.digits) for _ in range(n))

    def letters(self, n, pool=string.ascii_uppercase):
        return "".join(self.ch(pool) for _ in range(n))

    def L(self, us, ca=None, uk=None):
        if self.loc == "US":
            return us
        if self.loc == "CA":
            return us if ca is None else ca
        return us if uk is None else uk

    def once(self, key, fn):
        if key not in self.cache:
            self.cache[key] = fn()
        return self.cache[key]

    def fresh(self, fn, tries=50):
        for _ in range(tries):
            v = fn()
            if v not in self.used_vals:
                self.used_vals.add(v)
                return v
        return v

    # ---------------------------------------------------------------- people
    def person(self, role, sex=None, last=None):
        sex = sex or self.ch("MF")
        pool = P.FIRST_M if sex == "M" else P.FIRST_F
        first = self.ch(pool)
        while first in self.used_first:
            first = self.ch(pool)
        self.used_first.add(first)
        if last is None:
            last = self.ch(P.LAST)
            while last in self.used_last:
                last = self.ch(P.LAST)
            self.used_last.add(last)
        mid = self.ch("ABCDEFGHJKLMNPRSTW")
        p = Person(role, first, mid, last, sex)
        p.nick = P.NICK.get(first)
        t = self.ch(P.TITLES_M if sex == "M" else P.TITLES_F)
        p.title = t + ("." if self.dot and t != "Miss" and self.p(0.7) else "")
        p.user = self.username(first, last)
        return p

    def username(self, first, last):
        f = first.lower().replace("-", "").replace("'", "")
        l = last.lower().replace(" ", "").replace("-", "").replace("'", "").replace(".", "")
        forms = [f[0] + l, f[0] + l + str(self.ri(1, 99)), f + "." + l, l + f[0],
                 f[:3] + l[:3] + str(self.ri(1, 9)), f[0] + l[:6] + "01", (f[0] + l).upper(),
                 f + "_" + l[0], "rn_" + f[0] + l, l[:5] + f[:2] + str(self.ri(10, 99))]
        return self.fresh(lambda: self.ch(forms))

    def patient(self, amin=18, amax=98, sex=None):
        if self.reuse_pt and self.pt is not None:
            p = self.pt
            t, b = self.today, p.dob
            p.age = t.year - b.year - ((t.month, t.day) < (b.month, b.day))
            return p
        p = self.person("PATIENT", sex)
        self.set_age(p, self.ri(amin, amax))
        self.pt = p
        return p

    def set_age(self, p, age):
        p.age = age
        by = self.today.year - age
        try:
            bday = _dt.date(by, self.ri(1, 12), self.ri(1, 28))
        except ValueError:
            bday = _dt.date(by, 1, 15)
        if bday > self.today.replace(year=by):
            pass
        # shift so that the age at self.today is exactly `age`
        if (bday.month, bday.day) > (self.today.month, self.today.day):
            bday = bday.replace(year=by - 1)
        p.dob = bday
        return p

    def relative(self, sex=None, same_last=None, rel=None):
        sex = sex or self.ch("MF")
        if same_last is None:
            same_last = self.p(0.5)
        last = self.pt.last if (same_last and self.pt) else None
        p = self.person("FAMILY", sex, last=last)
        if rel is None:
            opts = list(P.RELATIONS[sex])
            age = self.pt.age if self.pt else 50
            if age >= 55:
                opts = [x for x in opts if x not in ("mother", "father")]
            if age < 38:
                opts = [x for x in opts if not x.startswith(("son", "daughter", "grand"))]
            if age < 18:
                opts = [x for x in opts if x not in ("husband", "wife", "partner")]
            rel = self.ch(opts)
        p.rel = rel
        if p.rel == "neighbour" and self.loc == "US":
            p.rel = "neighbor"
        return p

    def rel_age(self, p):
        """Plausible age of a relative given the relation to the patient."""
        a = self.pt.age if self.pt else 50
        rel = (p.rel or "").lower()
        if rel.startswith(("son", "daughter")):
            lo, hi = a - 40, a - 18
        elif rel.startswith("grand"):
            lo, hi = a - 65, a - 38
        elif rel in ("mother", "father", "parent", "stepfather", "grandfather", "grandmother"):
            lo, hi = a + 18, a + (60 if rel.startswith("grand") else 40)
        elif rel in ("husband", "wife", "partner", "spouse", "brother", "sister"):
            lo, hi = a - 8, a + 8
        elif rel in ("niece", "nephew"):
            lo, hi = a - 40, a - 10
        else:
            lo, hi = 25, 85
        lo, hi = max(16, lo), max(max(16, lo), min(99, hi))
        return self.ri(lo, hi)

    def other(self, sex=None):
        """A non-clinician, non-relative person (teacher, attorney, officer): FAMILY."""
        return self.person("FAMILY", sex)

    def staff(self, cred=None, sex=None):
        p = self.person("DOCTOR", sex)
        p.cred = cred or self.ch(self.L(["RN", "RN", "LPN", "MD", "DO", "NP", "PA-C", "MSW", "PT"],
                                        ["RN", "RN", "RPN", "MD", "NP", "MSW", "PT", "OT"],
                                        ["RGN", "RN", "RMN", "GP", "HCA", "OT", "physio"]))
        return p

    def doctor(self, sex=None):
        p = self.staff(self.L(self.ch(["MD", "MD", "DO"]), self.ch(["MD", "MD, FRCPC", "MD CCFP"]),
                              self.ch(["MBChB", "MBBS", "MRCP", "FRCS", "MRCGP"])), sex)
        p.is_dr = True
        return p

    def dr(self):
        return "Dr." if self.dot else "Dr"

    def N(self, p, form=None):
        """Name of a person in one of many surface forms (title/credential outside)."""
        t = p.role
        if form is None:
            if t == "PATIENT":
                opts = ["full", "full", "fml", "lf", "LFM", "title", "title", "first", "init",
                        "fil", "firstli", "LF"]
                if p.nick:
                    opts.append("nick")
            elif t == "DOCTOR":
                opts = ["dr", "sig", "full", "fil", "sig", "drfull"]
            else:
                opts = ["full", "first", "first", "title", "full"]
            form = self.ch(opts)
        F, L_, Mi = p.first, p.last, p.mid
        if form == "full":
            v = "%s %s" % (F, L_)
        elif form == "fml":
            v = "%s %s. %s" % (F, Mi, L_)
        elif form == "fm_l":
            v = "%s %s %s" % (F, Mi, L_)
        elif form == "lf":
            v = "%s, %s" % (L_, F)
        elif form == "lfm":
            v = "%s, %s %s" % (L_, F, Mi)
        elif form == "LF":
            v = "%s, %s" % (L_.upper(), F.upper())
        elif form == "LFM":
            v = "%s, %s %s" % (L_.upper(), F.upper(), Mi)
        elif form == "LFc":  # LAST,FIRST
            v = "%s,%s" % (L_.upper(), F.upper())
        elif form == "last":
            v = L_
        elif form == "LAST":
            v = L_.upper()
        elif form == "first":
            v = F
        elif form == "nick":
            v = p.nick or F
        elif form == "init":
            v = "%s.%s." % (F[0], L_[0].upper())
        elif form == "init2":
            v = F[0] + L_[0].upper()
        elif form == "init3":
            v = F[0] + Mi + L_[0].upper()
        elif form == "lowinit":
            v = (F[0] + L_[0]).lower()
        elif form == "fil":
            v = "%s. %s" % (F[0], L_)
        elif form == "firstli":
            v = "%s %s." % (F, L_[0].upper())
        elif form == "title":
            title = p.title if (t != "DOCTOR") else self.dr()
            return "%s %s" % (title, M(t, L_))
        elif form == "titlefull":
            return "%s %s" % (p.title, M(t, "%s %s" % (F, L_)))
        elif form == "dr":
            return "%s %s" % (self.dr(), M(t, L_))
        elif form == "drfull":
            return "%s %s" % (self.dr(), M(t, "%s %s" % (F, L_)))
        elif form == "sig":
            sep = self.ch([", ", ", ", " "])
            return M(t, "%s %s" % (F, L_)) + sep + (p.cred or "RN")
        elif form == "sigfil":
            return M(t, "%s. %s" % (F[0], L_)) + ", " + (p.cred or "RN")
        elif form == "user":
            return M("USERNAME", p.user)
        else:
            raise ValueError(form)
        return M(t, v)

    def U(self, p):
        return M("USERNAME", p.user)

    # ----------------------------------------------------------------- dates
    def day(self, offset):
        return self.today + _dt.timedelta(days=offset)

    def dfmt(self, d, style):
        m, dd, y = d.month, d.day, d.year
        MON = P.MONTHS[m - 1]
        Mn = MON[:3]
        WD = P.WEEKDAYS[d.weekday()]
        wd = WD[:3]
        nf = self.numfmt
        if self.loc == "CA" and nf == "iso" and style in ("nums", "numd", "wkd"):
            nf = "dmy" if self.p(0.5) else "mdy"
        if style == "num":
            if nf == "mdy":
                return "%02d/%02d/%d" % (m, dd, y)
            if nf == "dmy":
                return "%02d/%02d/%d" % (dd, m, y)
            return "%d-%02d-%02d" % (y, m, dd)
        if style == "nums":
            if nf == "dmy":
                return "%d/%d/%02d" % (dd, m, y % 100)
            return "%d/%d/%02d" % (m, dd, y % 100)
        if style == "numd":
            if nf == "dmy":
                return "%02d/%02d" % (dd, m)
            return "%d/%d" % (m, dd)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if style == "long":
            if self.loc == "UK" or (self.loc == "CA" and nf == "dmy"):
                return "%d %s %d" % (dd, MON, y)
            return "%s %d, %d" % (MON, dd, y)
        if style == "abbr":
            if self.loc == "UK":
                return "%d %s %d" % (dd, Mn, y)
            return "%s %d, %d" % (Mn, dd, y)
        if style == "dmon":
            return "%02d-%s-%d" % (dd, Mn, y)
        if style == "mil":
            return self.ch(["%02d%s%d" % (dd, Mn.upper(), y), "%02d-%s-%02d" % (dd, Mn.upper(), y % 100)])
        if style == "wkd":
            if nf == "dmy":
                return "%s %02d/%02d" % (wd, dd, m)
            return "%s %d/%d" % (wd, m, dd)
        if style == "wklong":
            if self.loc == "UK":
                return "%s %d %s %d" % (WD, dd, MON, y)
            return "%s, %s %d, %d" % (WD, MON, dd, y)
        if style == "my":
            return "%s %d" % (self.ch([MON, Mn]), y)
        if style == "mys":
            return "%02d/%d" % (m, y)
        if style == "y":
            return str(y)
        if style == "wd":
            return WD
        if style == "md":
            if self.loc == "UK":
                return "%d %s" % (dd, MON)
            return "%s %d" % (MON, dd)
        if style == "ord":
            suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
            if self.loc == "UK":
                return "%d%s %s" % (dd, suf, MON)
            return "%s %d%s" % (MON, dd, suf)
        if style == "dots":
            return "%02d.%02d.%d" % (dd, m, y)
        raise ValueError(style)

    def D(self, d=None, style=None):
        if d is None:
            d = self.today
        if isinstance(d, int):
            d = self.day(d)
        if style is None:
            style = self.ch(["num", "num", "num", "nums", "long", "abbr", "dmon", "iso" if self.loc == "CA" else "num",
                             "numd", "wkd"])
        return M("DATE", self.dfmt(d, style))

    def holiday(self):
        h = self.ch(P.HOLIDAYS[self.loc])
        if h.startswith("the "):
            return "the " + M("DATE", h[4:])
        return M("DATE", h)

    def date_between(self, a, b):
        return self.today + _dt.timedelta(days=self.ri(a, b))

    def dob_str(self, p=None, style=None):
        p = p or self.pt
        return self.D(p.dob, style or self.ch(["num", "num", "num", "long", "abbr", "dmon", "iso" if self.loc == "CA" else "num"]))

    # ------------------------------------------------------------------ ages
    def A(self, n=None, style=None, sex=None):
        if n is None:
            n = self.pt.age
        s = sex or (self.pt.sex if self.pt else "M")
        if style is None:
            style = self.ch(["yo", "yo2", "y/o", "yrold", "yrold2", "yrs", "age", "aged", "sex",
                             "sex2", "yold", "yoa", "words", "yrold", "agedw"])
        a = M("AGE", n)
        if style == "yo":
            return a + " yo"
        if style == "yo2":
            return a + "yo"
        if style == "y/o":
            return a + " y/o"
        if style == "yrold":
            return a + "-year-old"
        if style == "yrold2":
            return a + " year old"
        if style == "yrs":
            return a + " yrs"
        if style == "age":
            return "age " + a
        if style == "aged":
            return "aged " + a
        if style == "sex":
            return a + s
        if style == "sex2":
            return a + " " + s
        if style == "yold":
            return a + "-yr-old"
        if style == "yoa":
            return a + " years of age"
        if style == "words":
            return M("AGE", num_words(n)) + "-year-old"
        if style == "agedw":
            return "aged " + M("AGE", num_words(n))
        if style == "bare":
            return a
        if style == "decade":
            return "in %s %s" % ("her" if s == "F" else "his", M("AGE", "%ds" % (10 * (n // 10))))
        raise ValueError(style)

    # ------------------------------------------------------------ locations
    def state_pick(self):
        if self.loc == "US":
            return self.ch(P.US_STATES)
        if self.loc == "CA":
            return self.ch(P.CA_PROV)
        return (self.ch(P.UK_COUNTIES), None)

    def town(self):
        pool = {"US": P.US_TOWNS, "CA": P.CA_TOWNS, "UK": P.UK_TOWNS}[self.loc]
        return self.fresh(lambda: self.ch(pool))

    def street(self, unit=None):
        w = self.ch(P.STREET_WORDS)
        if self.loc == "US":
            s = "%d %s %s" % (self.ri(2, 9890), w, self.ch(P.US_SUFFIX))
            if unit is None:
                unit = self.p(0.3)
            if unit:
                s += self.ch([", Apt %d" % self.ri(1, 40), " Apt %d%s" % (self.ri(1, 9), self.ch("ABCD")),
                              " #%d" % self.ri(101, 420), ", Unit %d" % self.ri(1, 30), ", Lot %d" % self.ri(1, 90)])
            if self.p(0.05):
                s = "PO Box %d" % self.ri(100, 9999)
        elif self.loc == "CA":
            s = "%d %s %s" % (self.ri(2, 2999), w, self.ch(P.CA_SUFFIX))
            if unit is None:
                unit = self.p(0.3)
            if unit:
                s = self.ch(["%d-" % self.ri(101, 1804) + s, s + ", Unit %d" % self.ri(1, 30), s + ", Apt %d" % self.ri(1, 40)])
            if self.p(0.05):
                s = "RR %d" % self.ri(1, 9)
        else:
            s = "%d %s %s" % (self.ri(1, 220), w, self.ch(P.UK_SUFFIX))
            if unit is None:
                unit = self.p(0.3)
            if unit:
                s = self.ch(["Flat %d, " % self.ri(1, 24), "Flat %d%s, " % (self.ri(1, 9), self.ch("ABC")), "Apartment %d, " % self.ri(1, 40)]) + s
            elif self.p(0.15):
                s = self.ch(["Rose Cottage, ", "The Old Forge, ", "Holly House, ", "2 Mill Cottages, "]) + "%s %s" % (w, self.ch(P.UK_SUFFIX))
        return s

    def postcode(self, st=None):
        if self.loc == "US":
            z = "%05d" % self.ri(1001, 99899)
            if self.p(0.15):
                z += "-%04d" % self.ri(1, 9999)
            return z
        if self.loc == "CA":
            abbr = (st or self.home_state)[1]
            first = self.ch(P.CA_POST_FIRST[abbr])
            L = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (first, self.ri(0, 9), self.ch(L), self.ri(0, 9), self.ch(L), self.ri(0, 9))
        L = "ABDEFGHJLNPQRSTUWXYZ"
        area = self.ch(["TQ", "EX", "NR", "IP", "LA", "CA", "CT", "DT", "SY", "TA", "LN", "NE",
                        "SN", "HR", "CW", "DE", "ST", "CM", "SO", "YO", "BN", "CV", "TR", "LE", "OX"])
        return "%s%d %d%s%s" % (area, self.ri(1, 29), self.ri(1, 9), self.ch(L), self.ch(L))

    def addr(self, home=True):
        st = self.home_state if home else self.state_pick()
        return {"street": self.street(), "city": self.town(), "state": st,
                "zip": self.postcode(st), "county": st[0] if self.loc == "UK" else None}

    def ADDR(self, a=None, style=None, country=None):
        if a is None:
            a = self.addr()
        if style is None:
            style = self.ch(["line", "line", "block"])
        S, C, Z = M("STREET", a["street"]), M("CITY", a["city"]), M("ZIP", a["zip"])
        sep = ", " if style == "line" else "\n"
        if self.loc == "UK":
            out = S + sep + C
            if a["county"] and self.p(0.4):
                out += sep + M("CITY", a["county"])
            out += sep + Z
        else:
            stv = a["state"][1] if self.p(0.75) else a["state"][0]
            out = S + sep + C + ", " + M("STATE", stv) + self.ch(["  ", " "]) + Z
        if country is None:
            country = self.p(0.1)
        if country:
            cn = {"US": ["USA", "United States"], "CA": ["Canada"], "UK": ["United Kingdom", "UK", "England"]}[self.loc]
            out += sep + M("COUNTRY", self.ch(cn))
        return out

    def CITY(self, name=None):
        return M("CITY", name or self.town())

    def STATE(self, full=None):
        st = self.home_state
        if self.loc == "UK":
            return M("CITY", st[0])
        if full is None:
            full = self.p(0.4)
        return M("STATE", st[0] if full else st[1])

    def COUNTRY(self):
        return M("COUNTRY", self.fresh(lambda: self.ch(P.COUNTRIES)))

    def PROF(self):
        return M("PROFESSION", self.fresh(lambda: self.ch(P.PROFESSIONS)))

    def APROF(self):
        v = self.fresh(lambda: self.ch(P.PROFESSIONS))
        return ("an " if v[0] in "aeiouAEIOU" else "a ") + M("PROFESSION", v)

    def LANDMARK(self):
        return M("LOCATION_OTHER", self.fresh(lambda: self.ch(P.LANDMARKS)))

    def ROOM(self):
        v = self.ch(["%d%s" % (self.ri(100, 480), self.ch("AB")), str(self.ri(100, 480)),
                     "%d-%s" % (self.ri(1, 60), self.ch("AB")), "%d" % self.ri(1, 40),
                     "%s%d" % (self.ch("ABCDEFW"), self.ri(1, 30))])
        return M("LOCATION_OTHER", self.fresh(lambda: v))

    def BED(self):
        return M("LOCATION_OTHER", str(self.ri(1, 4)) if self.p(0.6) else self.ch("ABCD"))

    # ----------------------------------------------------------- facilities
    def hosp_name(self, kind="hospital"):
        r = self.ch
        town = r(P.US_TOWNS if self.loc == "US" else P.CA_TOWNS if self.loc == "CA" else P.UK_TOWNS)
        adj = r(P.ADJ)
        if kind == "hospital":
            if self.loc == "UK":
                opts = ["%s General Hospital" % town, "%s Royal Infirmary" % town, "%s Hospital" % adj,
                        "%s District Hospital" % town, "Royal %s Hospital" % town,
                        "%s Community Hospital" % town, "%s Hospital" % r(P.SAINTS)]
            elif self.loc == "CA":
                opts = ["%s General Hospital" % town, "%s District Health Centre" % town,
                        "%s Regional Health Centre" % adj, "%s Hospital" % r(P.SAINTS),
                        "Hopital %s" % r(["Sainte-Colette", "Saint-Aubin", "Notre-Dame-du-Lac"]),
                        "%s Memorial Hospital" % town]
            else:
                opts = ["%s General Hospital" % town, "%s Regional Medical Center" % adj,
                        "%s Medical Center" % r(P.SAINTS), "%s Memorial Hospital" % town,
                        "%s Community Hospital" % adj, "%s Hospital" % r(P.SAINTS),
                        "%s Health System" % adj, "%s Valley Medical Center" % town]
        elif kind == "clinic":
            if self.loc == "UK":
                opts = ["%s Road Surgery" % r(P.STREET_WORDS), "%s Medical Practice" % adj,
                        "%s Health Centre" % town, "The %s Surgery" % r(P.STREET_WORDS)]
            else:
                opts = ["%s Family Medicine" % adj, "%s Primary Care" % adj,
                        "%s Family Health Team" % town, "%s Internal Medicine Associates" % adj,
                        "%s Pediatrics" % adj, "%s Community Health Center" % town,
                        "%s Orthopedic Clinic" % adj, "%s Occupational Health" % adj]
        elif kind == "care_home":
            opts = ["%s Manor Nursing and Rehabilitation" % adj, "%s Court Care Home" % r(P.STREET_WORDS),
                    "%s Gardens Long-Term Care" % adj, "%s House Nursing Home" % r(P.STREET_WORDS),
                    "%s Health and Rehab" % adj, "%s Lodge Residential Home" % r(P.STREET_WORDS),
                    "%s Place Skilled Nursing" % adj]
        elif kind == "home_health":
            opts = ["%s Home Health" % adj, "%s Visiting Nurses" % adj, "%s Home Care Services" % town,
                    "%s Community Nursing Team" % town, "%s Home Health and Hospice" % adj,
                    "%s Care at Home" % adj]
        elif kind == "hospice":
            opts = ["%s Hospice" % adj, "%s Hospice and Palliative Care" % town,
                    "%s House Hospice" % r(P.STREET_WORDS), "%s Hospice" % r(P.SAINTS)]
        elif kind == "dialysis":
            opts = ["%s Dialysis Center" % adj, "%s Kidney Care" % adj, "%s Renal Unit" % town,
                    "%s Dialysis Unit" % town]
        elif kind == "infusion":
            opts = ["%s Infusion Center" % adj, "%s Ambulatory Infusion Suite" % adj,
                    "%s Infusion Clinic" % town]
        elif kind == "wound":
            opts = ["%s Wound Care Center" % adj, "%s Wound and Hyperbaric Clinic" % adj,
                    "%s Tissue Viability Clinic" % town]
        elif kind == "pharmacy":
            opts = ["%s Pharmacy" % adj, "%s Drug Mart" % town, "%s Apothecary" % r(P.STREET_WORDS),
                    "%s Chemist" % r(P.STREET_WORDS), "%s Family Pharmacy" % town]
        elif kind == "ward":
            opts = ["%s Ward" % r(P.FLOWERS), "%s Unit" % r(P.FLOWERS), "%s Wing" % r(P.FLOWERS)]
        else:
            raise ValueError(kind)
        return self.fresh(lambda: r(opts))

    def HOSP(self, kind="hospital", key=None):
        if key:
            return M("HOSPITAL", self.once(key, lambda: self.hosp_name(kind)))
        return M("HOSPITAL", self.hosp_name(kind))

    def org_name(self, kind):
        r = self.ch
        town = r(P.US_TOWNS if self.loc == "US" else P.CA_TOWNS if self.loc == "CA" else P.UK_TOWNS)
        adj = r(P.ADJ)
        ln = r(P.LAST).split()[-1]
        if kind == "ems":
            opts = self.L(["%s County EMS" % town, "%s Fire Rescue" % town, "%s Ambulance Service" % adj,
                           "%s Regional EMS" % adj, "%s Volunteer Rescue Squad" % town],
                          ["%s Paramedic Services" % town, "%s County Paramedic Service" % town,
                           "%s EMS" % adj],
                          ["%s Ambulance Service NHS Trust" % adj, "%s Patient Transport" % adj,
                           "%s Ambulance Service" % town])
        elif kind == "insurer":
            opts = self.L(["%s Health Plan" % adj, "%s Mutual Insurance" % adj, "%s Health Partners" % adj,
                           "%s Community Care Plan" % town, "%s Benefit Administrators" % adj,
                           "%s Medicare Advantage" % adj, "%s Care Alliance HMO" % adj],
                          ["%s Life Assurance" % adj, "%s Benefits Group" % adj, "%s Mutual" % adj,
                           "%s Group Insurance" % adj],
                          ["%s Health Assurance" % adj, "%s Medical Insurance" % adj,
                           "%s Provident" % adj, "%s Healthcare Cover" % adj])
        elif kind == "employer":
            opts = ["%s %s" % (adj, r(P.BIZ)), "%s %s" % (ln, r(P.BIZ)), "%s & Sons %s" % (ln, r(P.BIZ)),
                    "%s %s Ltd" % (town, r(P.BIZ)) if self.loc != "US" else "%s %s Inc" % (town, r(P.BIZ)),
                    "%s Public Schools" % town if self.loc == "US" else "%s District School Board" % town,
                    "%s Hotel" % adj, "%s Supermarket" % adj]
        elif kind == "school":
            opts = self.L(["%s Elementary School" % adj, "%s Middle School" % adj, "%s High School" % town,
                           "%s Academy" % adj, "%s Preparatory School" % adj, "%s Junior High" % town],
                          ["%s Public School" % adj, "%s Secondary School" % town, "%s Collegiate Institute" % town,
                           "Ecole %s" % r(["Sainte-Colette", "des Pins", "du Lac", "Beaumont"])],
                          ["%s Primary School" % adj, "%s Academy" % town, "%s High School" % town,
                           "%s C of E Primary School" % town, "%s Grammar School" % town])
        elif kind == "camp":
            opts = ["Camp %s" % r(["Wahnita", "Tamarack", "Bluejay", "Kinross", "Little Otter",
                                     "Cedar Lake", "Windigo", "Red Fox", "Silverpine", "Minnewaska Ridge"]),
                    "%s Lake Summer Camp" % adj, "%s Day Camp" % adj]
        elif kind == "club":
            opts = ["%s Youth Soccer League" % town, "%s Swim Club" % adj, "%s Hockey Association" % town,
                    "%s Gymnastics Academy" % adj, "%s Rugby Club" % town, "%s Little League" % town]
        elif kind == "law":
            ln2 = r(P.LAST).split()[-1]
            opts = ["%s & %s LLP" % (ln, ln2), "%s Law Group" % ln, "%s, %s and Associates" % (ln, ln2),
                    "%s Injury Lawyers" % adj, "%s %s Solicitors" % (ln, ln2) if self.loc == "UK" else "%s Legal PLLC" % ln]
        elif kind == "church":
            opts = ["%s Baptist Church" % adj, "%s Parish" % r(P.SAINTS), "%s Methodist Church" % town,
                    "%s Gurdwara" % town, "%s Islamic Centre" % adj, "Temple Beth %s" % r(["Shalom", "El", "Israel"])]
        elif kind == "funeral":
            opts = ["%s Funeral Home" % ln, "%s & %s Funeral Directors" % (ln, r(P.LAST).split()[-1]),
                    "%s Memorial Chapel" % adj]
        elif kind == "ur":
            opts = ["%s Review Services" % adj, "%s Utilization Management" % adj,
                    "%s Health Solutions" % adj, "%s Medical Review Organization" % adj]
        elif kind == "agency":
            opts = ["%s Staffing" % adj, "%s Disability Management" % adj, "%s Claims Services" % adj,
                    "%s Rehab Consultants" % adj, "%s Case Management Group" % adj, "%s Occupational Solutions" % adj]
        elif kind == "lab":
            opts = ["%s Toxicology Laboratory" % adj, "%s Diagnostics" % adj, "%s Reference Lab" % adj]
        else:
            raise ValueError(kind)
        return self.fresh(lambda: r(opts))

    def ORG(self, kind="employer", key=None):
        if key:
            return M("ORGANIZATION", self.once(key, lambda: self.org_name(kind)))
        return M("ORGANIZATION", self.org_name(kind))

    # -------------------------------------------------------------- contact
    def phone_raw(self, kind="land", ext=None):
        if self.loc == "UK":
            if kind == "mobile":
                n = "07700 900%03d" % self.ri(0, 999)
                if self.p(0.2):
                    n = "+44 7700 900%03d" % self.ri(0, 999)
            elif kind == "london" or (kind in ("land", "fax") and self.p(0.4)):
                n = "020 7946 0%03d" % self.ri(0, 999)
                if self.p(0.15):
                    n = "+44 (0)20 7946 0%03d" % self.ri(0, 999)
            else:
                n = "01632 960%03d" % self.ri(0, 999)
        elif kind == "au":
            n = "0491 570 %03d" % self.ri(0, 999)
        else:
            area = self.area if self.p(0.7) else self.ch(["312", "410", "617", "704", "816", "919", "226", "438", "587"])
            line = "01%02d" % self.ri(0, 99)
            if kind == "toll":
                area = self.ch(["800", "888", "877", "866"])
            n = self.ch(["(%s) 555-%s" % (area, line), "%s-555-%s" % (area, line), "%s.555.%s" % (area, line),
                         "(%s) 555-%s" % (area, line), "%s 555 %s" % (area, line),
                         "1-%s-555-%s" % (area, line) if kind == "toll" else "+1 %s 555 %s" % (area, line)])
        if ext is None:
            ext = kind == "work" and self.p(0.5)
        if ext:
            n += self.ch([" ext. %d" % self.ri(2, 899), " x%d" % self.ri(200, 4999), " ext %d" % self.ri(10, 99),
                          " Ext. %d" % self.ri(1000, 7999)])
        return self.fresh(lambda: n)

    def PH(self, kind="land", ext=None):
        return M("PHONE", self.phone_raw(kind, ext))

    def FAX(self):
        return M("FAX", self.phone_raw("fax", False))

    def PAGER(self):
        if self.loc == "UK":
            return "bleep " + M("PHONE", str(self.ri(1000, 8999)))
        return self.ch(["pager ", "pgr ", "Pager: "]) + M("PHONE", self.ch(["%d-%04d" % (self.ri(2, 9), self.ri(0, 9999)),
                                                                          self.phone_raw("land", False)]))

    def email_raw(self, p=None, domain=None):
        dom = domain or self.ch(["example.org", "example.com", "example.net"])
        if p is None:
            local = self.ch(["records", "roi", "intake", "referrals", "um.review", "appeals", "nurse.line",
                             "scheduling", "billing", "hr.benefits", "health.office", "admissions", "claims"])
            if self.p(0.5):
                local += "." + self.ch(["dept", "team", "office", "desk"])
            return self.fresh(lambda: local + "@" + dom)
        f = p.first.lower().replace("'", "").replace("-", "")
        l = p.last.lower().replace("'", "").replace(" ", "").replace("-", "").replace(".", "")
        return self.fresh(lambda: self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s%d" % (f, self.ri(1, 99)),
                                           "%s_%s%d" % (f, l[:3], self.ri(60, 99)), "%s.%s" % (l, f[0])]) + "@" + dom)

    def EM(self, p=None, domain=None):
        return M("EMAIL", self.email_raw(p, domain))

    def URL(self, kind=None):
        host = self.ch(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                        "myhealth.example.com", "forms.example.net", "www.example.net"])
        path = self.ch(["/portal", "/records-request", "/appeals", "/providers/prior-auth", "/login",
                        "/patient/forms", "/msg/%d" % self.ri(1000, 99999), "/camp/health-form",
                        "/roi/status?req=%d" % self.ri(10000, 99999), "/fmla", "/claims/upload", ""])
        scheme = self.ch(["https://", "https://", "http://", ""])
        if not path and not scheme:
            scheme = "https://"
        return M("URL", self.fresh(lambda: scheme + host + path))

    def IP(self):
        v = self.ch(["10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254)),
                     "192.168.%d.%d" % (self.ri(0, 255), self.ri(1, 254)),
                     "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254))])
        return M("IPADDR", self.fresh(lambda: v))

    # ---------------------------------------------------------- identifiers
    def mrn_raw(self):
        if self.loc == "UK":
            return self.ch(["%s%06d" % (self.ch(["RX", "K", "H", "M", "RTH"]), self.ri(0, 999999)),
                            "%07d" % self.ri(0, 9999999), "%s%d" % (self.ch("ABCDEFGHJ"), self.ri(1000000, 9999999))])
        return self.ch(["%08d" % self.ri(0, 99999999), "MR%07d" % self.ri(0, 9999999), "%s%07d" % (self.ch("EHKMR"), self.ri(0, 9999999)),
                        "%d-%02d-%02d" % (self.ri(100, 999), self.ri(0, 99), self.ri(0, 99)), "%010d" % self.ri(0, 9999999999),
                        "%06d" % self.ri(0, 999999)])

    def MRN(self, key="mrn"):
        return M("MRN", self.once(key, lambda: self.fresh(self.mrn_raw)))

    def ssn_raw(self):
        if self.loc == "US":
            a = self.ri(100, 665)
            return self.ch(["%03d-%02d-%04d" % (a, self.ri(1, 99), self.ri(1, 9999)),
                            "%03d%02d%04d" % (a, self.ri(1, 99), self.ri(1, 9999))])
        if self.loc == "CA":
            a, b, c = self.ri(100, 799), self.ri(0, 999), self.ri(0, 999)
            return self.ch(["%03d %03d %03d" % (a, b, c), "%03d-%03d-%03d" % (a, b, c)])
        return self.ch(["QQ %02d %02d %02d %s" % (self.ri(0, 99), self.ri(0, 99), self.ri(0, 99), self.ch("ABCD")),
                        "QQ%06d%s" % (self.ri(0, 999999), self.ch("ABCD"))])

    def SSN(self, key="ssn"):
        return M("SSN", self.once(key, self.ssn_raw))

    def SSN4(self):
        return M("SSN", "%04d" % self.ri(1, 9999))

    def hp_raw(self, kind="member"):
        if kind == "member":
            return self.ch(["%s%09d" % (self.letters(3), self.ri(0, 999999999)), "W%09d" % self.ri(0, 999999999),
                            "%s%d-%02d" % (self.letters(2), self.ri(1000000, 9999999), self.ri(0, 99)),
                            "%d%s%d%s%s%d%s%s%d%d" % (self.ri(1, 9), self.letters(1, "ACDEFGHJKMNPQRTUVWXY"), self.ri(0, 9),
                                                      self.letters(1, "ACDEFGHJKMNPQRTUVWXY"), self.letters(1, "ACDEFGHJKMNPQRTUVWXY"),
                                                      self.ri(0, 9), self.letters(1, "ACDEFGHJKMNPQRTUVWXY"),
                                                      self.letters(1, "ACDEFGHJKMNPQRTUVWXY"), self.ri(0, 9), self.ri(0, 9)),
                            "%09d%s" % (self.ri(0, 999999999), self.ch(["01", "02", "A"]))])
        if kind == "group":
            return self.ch(["%05d" % self.ri(0, 99999), "GRP-%d" % self.ri(10000, 99999), "%d%s" % (self.ri(100000, 999999), self.letters(2)),
                            "G%07d" % self.ri(0, 9999999)])
        if kind == "medicaid":
            return self.ch(["%s%08d" % (self.letters(2), self.ri(0, 99999999)), "%012d" % self.ri(0, 999999999999)])
        if kind == "provincial":
            return self.ch(["%04d-%03d-%03d-%s" % (self.ri(1000, 9999), self.ri(0, 999), self.ri(0, 999), self.letters(2)),
                            "9%03d %03d %03d" % (self.ri(0, 999), self.ri(0, 999), self.ri(0, 999)),
                            "%04d %03d %03d" % (self.ri(1000, 9999), self.ri(0, 999), self.ri(0, 999)),
                            "%s%s %04d %04d" % (self.letters(4), "", self.ri(0, 9999), self.ri(0, 9999))])
        if kind == "nhs":
            return "999 %03d %04d" % (self.ri(0, 999), self.ri(0, 9999))
        if kind == "policy":
            return self.ch(["POL-%04d-%03d" % (self.ri(0, 9999), self.ri(0, 999)), "%s%07d" % (self.letters(1), self.ri(0, 9999999)),
                            "%d-%06d" % (self.ri(10, 99), self.ri(0, 999999))])
        raise ValueError(kind)

    def HP(self, kind="member", key=None):
        if key:
            return M("HEALTHPLAN", self.once(key, lambda: self.hp_raw(kind)))
        return M("HEALTHPLAN", self.fresh(lambda: self.hp_raw(kind)))

    def natid(self, key="natid"):
        """Locale national health identifier: NHS number, provincial card, US member id."""
        if self.loc == "UK":
            return self.HP("nhs", key)
        if self.loc == "CA":
            return self.HP("provincial", key)
        return self.HP("member", key)

    def ACCT(self, key=None):
        f = lambda: self.ch(["%04d-%04d" % (self.ri(0, 9999), self.ri(0, 9999)), "%09d" % self.ri(0, 999999999),
                             "V%08d" % self.ri(0, 99999999), "ENC-%d-%06d" % (self.today.year, self.ri(0, 999999)),
                             "%d%07d" % (self.ri(1, 9), self.ri(0, 9999999)), "A%s" % self.digits(10)])
        if key:
            return M("ACCOUNT", self.once(key, f))
        return M("ACCOUNT", self.fresh(f))

    def npi(self):
        base = str(self.ch([1, 1, 2])) + self.digits(8)
        return base + _luhn_digit("80840" + base)

    def dea(self, last):
        first = self.ch("ABFGM")
        sec = (last[0].upper() if last[0].isalpha() else "X")
        d = [self.ri(0, 9) for _ in range(6)]
        chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
        return first + sec + "".join(map(str, d)) + str(chk)

    def lic_raw(self, kind="md", p=None):
        if kind == "npi":
            return self.npi()
        if kind == "dea":
            return self.dea(p.last if p else "X")
        if kind == "md":
            return self.L(self.ch(["%s%05d" % (self.ch(["MD", "G", "A", "C", "DO"]), self.ri(0, 99999)),
                                   "%02d-%06d" % (self.ri(10, 99), self.ri(0, 999999)), "ME%d" % self.ri(10000, 99999)]),
                          "%05d" % self.ri(10000, 99999),
                          "%07d" % self.ri(2000000, 7999999))
        if kind == "rn":
            return self.L(self.ch(["RN%07d" % self.ri(0, 9999999), "%d" % self.ri(100000, 999999), "R%06d" % self.ri(0, 999999)]),
                          "%07d" % self.ri(0, 9999999),
                          "%02d%s%04d%s" % (self.ri(0, 99), self.ch("ABCDEFGHIJ"), self.ri(0, 9999), self.ch("ABCDEFGHIJKLMNOPRSTUWXY")))
        if kind == "ems":
            return self.L(self.ch(["P%06d" % self.ri(0, 999999), "E%06d" % self.ri(0, 999999), "NRP-%d" % self.ri(100000, 999999),
                                   "%s%d" % (self.ch(["EMT", "PM"]), self.ri(10000, 99999))]),
                          "%d" % self.ri(1000000, 9999999),
                          "PA%05d" % self.ri(0, 99999))
        if kind == "dl":
            if self.loc == "US":
                return self.ch(["%s%03d-%04d-%04d" % (self.letters(1), self.ri(0, 999), self.ri(0, 9999), self.ri(0, 9999)),
                                "%s%07d" % (self.letters(1), self.ri(0, 9999999)), "%09d" % self.ri(0, 999999999),
                                "%s%s%d" % (self.letters(1), self.digits(3), self.ri(10000000, 99999999))])
            if self.loc == "CA":
                return "%s%04d-%05d-%05d" % (self.letters(1), self.ri(0, 9999), self.ri(0, 99999), self.ri(0, 99999))
            ln = (p.last if p else "SMITH").upper().replace("'", "").replace(" ", "").replace("-", "").replace(".", "")
            ln = (ln + "99999")[:5]
            return "%s%d%02d%02d%d%s%d%s" % (ln, self.ri(4, 9), self.ri(1, 12), self.ri(1, 28), self.ri(0, 9),
                                             self.letters(2), self.ri(0, 9), self.letters(2))
        if kind == "cert":
            return self.ch(["%s-%06d" % (self.ch(["CDL", "OTR", "PT", "RD", "LCSW", "CCM"]), self.ri(0, 999999)),
                            "%d%s" % (self.ri(100000, 999999), self.letters(2))])
        if kind == "nrcme":
            return "%010d" % self.ri(0, 9999999999)
        raise ValueError(kind)

    def LIC(self, kind="md", p=None, key=None):
        if key:
            return M("LICENSE", self.once(key, lambda: self.lic_raw(kind, p)))
        return M("LICENSE", self.fresh(lambda: self.lic_raw(kind, p)))

    def DEV(self, kind=None):
        pre = {"pump": ["NG", "PMP", "IP"], "ppm": ["PJN", "RNB", "CRT"], "icd": ["ICD", "BSX"],
               "gluc": ["GM", "CGM", "SG"], "hd": ["HDX", "HD", "DM"], "vac": ["VAC", "NPW"],
               "o2": ["OC", "OX"], "cpap": ["CP", "RSM"], "iv": ["PCU", "IVP"], "cam": ["WC", "IMG"],
               "aed": ["AED", "MON"], "hear": ["HA"]}
        kind = kind or self.ch(list(pre))
        p = self.ch(pre[kind])
        v = self.ch(["%s%07d%s" % (p, self.ri(0, 9999999), self.ch(["", "H", "K", "S"])), "%s-%05d-%s" % (p, self.ri(0, 99999), self.letters(1)),
                     "%s%d" % (p, self.ri(100000, 999999)), "%d%s%d" % (self.ri(10, 99), self.letters(3), self.ri(10000, 99999)),
                     "%04d-%04d-%02d" % (self.ri(0, 9999), self.ri(0, 9999), self.ri(0, 99))])
        return M("DEVICE", self.fresh(lambda: v))

    def VEH(self, kind="plate"):
        if kind == "vin":
            A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
            v = self.ch("1234523JKLSWY") + "".join(self.ch(A) for _ in range(7)) + self.ch("0123456789X") + \
                self.ch("KLMNPRST") + self.ch(A) + "%06d" % self.ri(0, 999999)
        elif self.loc == "UK":
            v = "%s%02d %s" % (self.letters(2, "ABCDEFGHKLMNOPRSVWY"), self.ri(1, 74), self.letters(3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
        elif self.loc == "CA":
            v = self.ch(["%s %03d" % (self.letters(4), self.ri(0, 999)), "%s%s %s%s" % (self.digits(1), self.letters(2), self.digits(2), self.letters(1)),
                         "%s-%s" % (self.letters(3), self.digits(3))])
        else:
            v = self.ch(["%d%s%03d" % (self.ri(1, 9), self.letters(3), self.ri(0, 999)), "%s-%04d" % (self.letters(3), self.ri(0, 9999)),
                         "%s %s" % (self.letters(3), self.digits(3)), "%s%s%s" % (self.digits(3), self.letters(2), self.digits(1))])
        return M("VEHICLE", self.fresh(lambda: v))

    def BIO(self):
        v = self.ch(["FP-%05d" % self.ri(0, 99999), "BIO-%03d-%03d" % (self.ri(0, 999), self.ri(0, 999)),
                     "PV%07d" % self.ri(0, 9999999), "IRIS-%05d" % self.ri(0, 99999), "VP-%04d" % self.ri(0, 9999),
                     "FT%s%d" % (self.letters(2), self.ri(10000, 99999)), "%s%06d" % (self.ch(["BM", "FPR", "HG"]), self.ri(0, 999999))])
        return M("BIOID", self.fresh(lambda: v))

    def idn_raw(self, kind="case"):
        y = self.today.year
        yy = y % 100
        d = {"accession": lambda: "%s%02d-%d" % (self.ch(["S", "H", "C", "M"]), yy, self.ri(100, 99999)),
             "incident": lambda: self.ch(["%d-%06d" % (y, self.ri(0, 999999)), "INC%02d%06d" % (yy, self.ri(0, 999999)),
                                          "%02d%02d%02d-%04d" % (yy, self.today.month, self.today.day, self.ri(0, 9999))]),
             "pcr": lambda: self.ch(["%d" % self.ri(1000000, 9999999), "PCR-%06d" % self.ri(0, 999999), "ePCR%08d" % self.ri(0, 99999999)]),
             "auth": lambda: self.ch(["%s%08d" % (self.ch(["A", "PA", "AUTH", "UM"]), self.ri(0, 99999999)),
                                      "%d-%05d" % (y, self.ri(0, 99999)), "%010d" % self.ri(0, 9999999999)]),
             "claim": lambda: self.ch(["%02d%s%07d" % (yy, self.letters(2), self.ri(0, 9999999)),
                                       "CLM-%d-%06d" % (y, self.ri(0, 999999)), "%d %04d %04d" % (y, self.ri(0, 9999), self.ri(0, 9999)),
                                       "WC%02d-%05d" % (yy, self.ri(0, 99999))]),
             "case": lambda: self.ch(["%s-%05d" % (self.ch(["UR", "CM", "APL", "GR", "IFR", "DC"]), self.ri(0, 99999)),
                                      "%02d-%s-%04d" % (yy, self.letters(2), self.ri(0, 9999)), "C%07d" % self.ri(0, 9999999)]),
             "request": lambda: self.ch(["ROI-%d-%04d" % (y, self.ri(0, 9999)), "REQ%06d" % self.ri(0, 999999),
                                         "SAR/%02d/%04d" % (yy, self.ri(0, 9999)), "%d%s" % (self.ri(100000, 999999), self.letters(1))]),
             "ref": lambda: self.ch(["REF %d" % self.ri(10000, 99999), "%s%06d" % (self.letters(2), self.ri(0, 999999)),
                                     "%d/%d" % (self.ri(1000, 9999), yy)]),
             "student": lambda: self.ch(["S%07d" % self.ri(0, 9999999), "%09d" % self.ri(0, 999999999), "%d" % self.ri(100000, 999999)]),
             "employee": lambda: self.ch(["E-%05d" % self.ri(0, 99999), "%06d" % self.ri(0, 999999), "EMP%d" % self.ri(1000, 99999)]),
             "ccf": lambda: "%s%07d" % (self.ch(["A", "B", "F"]), self.ri(0, 9999999)),
             "specimen": lambda: self.ch(["SPC-%07d" % self.ri(0, 9999999), "%010d" % self.ri(0, 9999999999), "%s%06d" % (self.letters(2), self.ri(0, 999999))]),
             "order": lambda: self.ch(["ORD%07d" % self.ri(0, 9999999), "%d" % self.ri(10000000, 99999999), "RX%07d" % self.ri(0, 9999999)]),
             "taxid": lambda: "%02d-%07d" % (self.ri(10, 99), self.ri(0, 9999999)),
             "badge": lambda: "%d" % self.ri(1000, 99999),
             "ticket": lambda: self.ch(["T%07d" % self.ri(0, 9999999), "%s-%05d" % (self.letters(3), self.ri(0, 99999))]),
             "docket": lambda: self.ch(["%02d-CV-%05d" % (yy, self.ri(0, 99999)), "%d-%s-%04d" % (y, self.ch(["L", "CV", "WC"]), self.ri(0, 9999))]),
             }
        return d[kind]()

    def IDN(self, kind="case", key=None):
        if key:
            return M("IDNUM", self.once(key, lambda: self.idn_raw(kind)))
        return M("IDNUM", self.fresh(lambda: self.idn_raw(kind)))

    # ----------------------------------------------------------- time/misc
    def time(self, h0=0, h1=23):
        h, m = self.ri(h0, h1), self.ri(0, 59)
        return self.ch(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d:%02d" % (h, m)])

    def time12(self):
        h, m = self.ri(1, 12), self.ri(0, 59)
        return "%d:%02d %s" % (h, m, self.ch(["AM", "PM", "am", "pm"]))


def cap(s):
    """Capitalise the first character only (safe on marked strings)."""
    if not s:
        return s
    if s[0] == "\x01":
        i = s.index("\x02") + 1
        return s[:i] + s[i].upper() + s[i + 1:]
    return s[0].upper() + s[1:]
