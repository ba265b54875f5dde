"""Document builder (single-pass offsets) and PHI value generators."""
import datetime as dt
import string

import pools as P

LABEL = {
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
_FMT = string.Formatter()


class Doc:
    """Text is appended piece by piece; a PHI piece records its span at the
    moment it is appended. Lower-case notes lower each piece on append."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.n = 0

    def _plain(self, s):
        if self.lower:
            t = s.lower()
            assert len(t) == len(s)
            s = t
        self.parts.append(s)
        self.n += len(s)

    def _phi(self, value, typ):
        if typ is None:
            self._plain(value)
            return
        assert typ in LABEL, typ
        assert value and value == value.strip(), repr(value)
        if self.lower:
            t = value.lower()
            assert len(t) == len(value)
            value = t
        self.spans.append({"start": self.n, "end": self.n + len(value),
                           "label": LABEL[typ], "type": typ, "text": value})
        self.parts.append(value)
        self.n += len(value)

    def add(self, it):
        if it is None:
            return
        if isinstance(it, str):
            self._plain(it)
        elif isinstance(it, tuple):
            self._phi(it[0], it[1])
        else:
            for x in it:
                self.add(x)

    def w(self, *items):
        for it in items:
            self.add(it)
        return self

    def f(self, fmt, **kw):
        """Template with {name} slots filled from kw (str, (value, type) or
        list of pieces). Parsed left to right in one pass."""
        for lit, field, _spec, _conv in _FMT.parse(fmt):
            if lit:
                self._plain(lit)
            if field is not None:
                self.add(kw[field])
        return self

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- helpers
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, r, sex=None, first=None, last=None):
        self.sex = sex or r.choice("FM")
        self.first = first or r.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = last or r.choice(P.SURNAMES)
        x = r.random()
        if x < 0.35:
            self.mid = r.choice(string.ascii_uppercase)
        elif x < 0.45:
            self.mid = r.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        else:
            self.mid = None
        self.nick = P.NICKNAMES.get(self.first)

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        if self.mid and len(self.mid) == 1:
            return "%s %s. %s" % (self.first, self.mid, self.last)
        if self.mid:
            return "%s %s %s" % (self.first, self.mid, self.last)
        return self.full()

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mid:
            s += " " + self.mid[0].upper()
        return s

    def inits(self, dots=True):
        a, b = self.first[0].upper(), self.last[0].upper()
        return "%s.%s." % (a, b) if dots else a + b

    def fi_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def first_li(self):
        return "%s %s." % (self.first, self.last[0])

    def title(self, r):
        if self.sex == "M":
            return "Mr"
        return r.choice(["Mrs", "Ms", "Miss", "Ms"])

    def form(self, r, forms=("full", "fml", "lf", "LF", "first", "last")):
        f = r.choice(forms)
        return {"full": self.full, "fml": self.fml, "lf": self.lf,
                "LF": self.LF, "first": lambda: self.first,
                "last": lambda: self.last, "inits": self.inits,
                "fi_last": self.fi_last, "first_li": self.first_li}[f]()


CREDS = {
    "US": {"md": ["MD", "DO", "MD, FACEP"], "res": ["MD (PGY-2)", "DO, PGY-3", "MD PGY1"],
           "rn": ["RN", "RN, BSN", "RN, CEN"], "app": ["PA-C", "NP", "FNP-C"],
           "para": ["EMT-P", "NRP", "Paramedic"]},
    "CA": {"md": ["MD, FRCPC", "MD CCFP(EM)", "MD"], "res": ["MD (R2)", "PGY-3", "MD, R1"],
           "rn": ["RN", "RPN", "RN, BScN"], "app": ["NP", "PA"],
           "para": ["ACP", "PCP", "CCP"]},
    "AU": {"md": ["FACEM", "MBBS FACEM", "FRACP"], "res": ["Reg", "RMO", "PHO", "Intern"],
           "rn": ["RN", "CN", "CNS", "EN"], "app": ["NP"],
           "para": ["ICP", "Paramedic", "Intensive Care Paramedic"]},
    "UK": {"md": ["Consultant", "FRCEM", "MRCP"], "res": ["FY2", "ST4", "CT2", "SHO", "Reg"],
           "rn": ["RN", "Band 6", "Band 5 RN", "Sister", "Charge Nurse"],
           "app": ["ACP", "ANP", "PA"], "para": ["Paramedic", "HCPC Paramedic", "Specialist Paramedic"]},
}


class Ctx:
    """Per-note context: country conventions, the patient and a cast."""

    def __init__(self, r, country, lower=False):
        self.r = r
        self.c = country
        self.lower = lower
        start = dt.date(2019, 1, 1).toordinal()
        self.d0 = dt.date.fromordinal(start + r.randrange(0, 2370))
        self.town = r.choice(P.TOWNS[country])
        self.state = r.choice(P.STATES[country]) if P.STATES[country] else None
        self.hosp = self.hospital()
        self.tstyle = r.choice(["colon", "colon", "mil", "mil", "milh", "ampm"])
        self.used_first = set()
        self.used_last = set()
        self.pt = self.person()
        self.age = self.pick_age()
        self.dob = self.d0 - dt.timedelta(days=self.age * 365 + r.randrange(1, 360))

    # ----------------------------------------------------------- people
    def person(self, sex=None, last=None):
        for _ in range(30):
            p = Person(self.r, sex=sex, last=last)
            if p.first in self.used_first:
                continue
            if last is None and p.last in self.used_last:
                continue
            break
        self.used_first.add(p.first)
        self.used_last.add(p.last)
        return p

    def adult(self, lo=18, hi=97):
        """Re-draw an adult age for genres written for adults."""
        if self.age < lo:
            self.age = self.r.randint(lo, hi)
            self.dob = self.d0 - dt.timedelta(days=self.age * 365 + self.r.randrange(1, 360))

    def pick_age(self):
        x = self.r.random()
        if x < 0.08:
            return self.r.randint(0, 15)
        if x < 0.45:
            return self.r.randint(16, 55)
        if x < 0.95:
            return self.r.randint(56, 89)
        return self.r.randint(90, 101)

    def staff(self, kind="md"):
        p = self.person()
        p.cred = self.r.choice(CREDS[self.c][kind])
        p.kind = kind
        return p

    def sex_word(self, p=None, style=None):
        p = p or self.pt
        style = style or self.r.choice(["MF", "word", "long"])
        if style == "MF":
            return p.sex
        if style == "word":
            return {"F": "female", "M": "male"}[p.sex]
        if self.age < 16:
            return {"F": "girl", "M": "boy"}[p.sex]
        return {"F": "woman", "M": "man"}[p.sex]

    # ----------------------------------------------------------- dates
    def rel(self, lo, hi):
        return self.d0 + dt.timedelta(days=self.r.randint(lo, hi))

    def date(self, d=None, style=None):
        d = d or self.d0
        r = self.r
        us = self.c == "US"
        style = style or r.choice(["num", "num", "num2", "abbr", "long", "iso",
                                   "mon", "num", "abbr"])
        m, dd, y = d.month, d.day, d.year
        mon = MONTHS[m - 1]
        if style == "num":
            return ("%02d/%02d/%d" % (m, dd, y)) if us else ("%02d/%02d/%d" % (dd, m, y))
        if style == "num1":
            return ("%d/%d/%d" % (m, dd, y)) if us else ("%d/%d/%d" % (dd, m, y))
        if style == "num2":
            return ("%d/%d/%02d" % (m, dd, y % 100)) if us else ("%d/%d/%02d" % (dd, m, y % 100))
        if style == "dot":
            return "%02d.%02d.%d" % (dd, m, y)
        if style == "short":
            return ("%d/%d" % (m, dd)) if us else ("%d/%d" % (dd, m))
        if style == "iso":
            return d.isoformat()
        if style == "mon":
            return "%02d-%s-%d" % (dd, mon[:3], y)
        if style == "MON":
            return "%02d%s%d" % (dd, mon[:3].upper(), y)
        if style == "long":
            return ("%s %d, %d" % (mon, dd, y)) if us else ("%d %s %d" % (dd, mon, y))
        if style == "abbr":
            return ("%s %d, %d" % (mon[:3], dd, y)) if us else ("%d %s %d" % (dd, mon[:3], y))
        if style == "abbr_ny":
            return ("%s %d" % (mon[:3], dd)) if us else ("%d %s" % (dd, mon[:3]))
        if style == "ord":
            return ("%s %s, %d" % (mon, ordinal(dd), y)) if us else ("%s %s %d" % (ordinal(dd), mon, y))
        if style == "wk":
            return "%s %s" % (WDAYS[d.weekday()][:3], self.date(d, "short"))
        if style == "wklong":
            return "%s, %s" % (WDAYS[d.weekday()], self.date(d, "long"))
        if style == "wkday":
            return WDAYS[d.weekday()]
        if style == "my":
            return "%s %d" % (mon if r.random() < 0.6 else mon[:3], y)
        if style == "m":
            return mon
        if style == "y":
            return str(y)
        raise ValueError(style)

    def dob_str(self, style=None):
        return self.date(self.dob, style or self.r.choice(["num", "num", "iso", "abbr", "mon", "long"]))

    def holiday(self):
        h = {"US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Eve",
                    "Labor Day", "the Fourth of July", "Memorial Day", "Easter"],
             "CA": ["Christmas", "Canada Day", "Boxing Day", "Thanksgiving",
                    "Victoria Day", "New Year's Day", "Easter Monday"],
             "AU": ["Christmas", "Boxing Day", "Australia Day", "Anzac Day",
                    "New Year's Eve", "Easter", "Good Friday"],
             "UK": ["Christmas", "Boxing Day", "Bonfire Night", "New Year's Eve",
                    "Easter Sunday", "the August bank holiday"]}
        v = self.r.choice(h[self.c])
        return v[4:] if v.startswith("the ") else v

    def time(self, h=None, m=None, style=None):
        r = self.r
        if h is None:
            h, m = r.randint(0, 23), r.randint(0, 59)
        s = style or (self.tstyle if r.random() < 0.9 else r.choice(["colon", "mil", "milh", "ampm"]))
        if s == "colon":
            return "%02d:%02d" % (h, m)
        if s == "mil":
            return "%02d%02d" % (h, m)
        if s == "milh":
            return "%02d%02dh" % (h, m)
        return "%d:%02d %s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")

    def timeline(self, n, start=None, step=(5, 95)):
        """n increasing times of day in the note's style (may wrap past midnight)."""
        r = self.r
        t = start if start is not None else r.randint(0, 23 * 60)
        out = []
        for _ in range(n):
            out.append(self.time(t // 60 % 24, t % 60, self.tstyle))
            t += r.randint(*step)
        return out

    # ----------------------------------------------------------- places
    def _fill(self, pat, town=None):
        r = self.r
        return pat.format(t=town or r.choice(P.TOWNS[self.c]),
                          s=r.choice(P.STREET_STEMS), a=r.choice(P.SAINTS))

    def hospital(self):
        return self._fill(self.r.choice(P.HOSP_PATTERNS[self.c]))

    def clinic(self):
        return self._fill(self.r.choice(P.CLINIC_PATTERNS[self.c]))

    def carehome(self):
        return self._fill(self.r.choice(P.CARE_HOMES))

    def pharmacy(self):
        return self._fill(self.r.choice(P.PHARMACIES))

    def ward(self):
        return self.r.choice(P.WARD_NAMES)

    def org(self):
        return self._fill(self.r.choice(P.ORG_PATTERNS))

    def insurer(self):
        return self.r.choice(P.INSURERS[self.c])

    def city(self):
        return self.r.choice(P.TOWNS[self.c])

    def county(self):
        return self.r.choice(P.COUNTIES[self.c])

    def street(self, unit=None):
        r = self.r
        st = "%d %s %s" % (r.randint(1, 9899) if self.c == "US" else r.randint(1, 420),
                           r.choice(P.STREET_STEMS), r.choice(P.STREET_SUFFIX[self.c]))
        if unit is None:
            unit = r.random() < 0.25
        if unit:
            u = r.choice(P.UNIT_FORMS[self.c]).format(n=r.choice(
                [str(r.randint(1, 40)), "%d%s" % (r.randint(1, 9), r.choice("ABCD"))]))
            if self.c in ("AU", "UK") and r.random() < 0.6:
                st = u.split()[-1] + "/" + st if self.c == "AU" else u + ", " + st
            else:
                st = st + ", " + u
        return st

    def zip(self):
        r = self.r
        L = "ABCEGHJKLMNPRSTVXY"
        if self.c == "US":
            z = "%05d" % r.randint(1000, 99950)
            return z + ("-%04d" % r.randint(0, 9999) if r.random() < 0.15 else "")
        if self.c == "CA":
            return "%s%d%s %d%s%d" % (r.choice(L), r.randint(0, 9), r.choice(L),
                                      r.randint(0, 9), r.choice(L), r.randint(0, 9))
        if self.c == "AU":
            return "%d%03d" % (r.choice([2, 3, 4, 5, 6, 7]), r.randint(0, 999))
        area = r.choice(["QX", "JV", "XK", "QW", "VB", "JZ", "XR", "QL"])
        return "%s%d %d%s%s" % (area, r.randint(1, 29), r.randint(1, 9),
                                r.choice("ABDEFGHJLNPQRSTUWXYZ"), r.choice("ABDEFGHJLNPQRSTUWXYZ"))

    def address(self, town=None, multiline=False, country=False, unit=None):
        """List of pieces: street, city, state, zip (+country)."""
        sep = "\n" if multiline else ", "
        out = [(self.street(unit), "STREET"), sep, (town or self.city(), "CITY")]
        if self.c == "UK":
            if self.r.random() < 0.4:
                out += [sep, (self.county(), "CITY")]
            out += [sep if multiline else " ", (self.zip(), "ZIP")]
        else:
            st = self.state or self.r.choice(P.STATES[self.c])
            name = st[1] if self.r.random() < 0.75 else st[0]
            if self.c == "AU":
                out += [" " if multiline else ", ", (name, "STATE"), " ", (self.zip(), "ZIP")]
            else:
                out += [", ", (name, "STATE"), "  " if multiline else " ", (self.zip(), "ZIP")]
        if country:
            out += [sep, (self.r.choice(P.COUNTRY_NAME[self.c]), "COUNTRY")]
        return out

    def state_piece(self, full=None):
        st = self.state or self.r.choice(P.STATES[self.c])
        if full is None:
            full = self.r.random() < 0.5
        return (st[0] if full else st[1], "STATE")

    def country_self(self):
        return (self.r.choice(P.COUNTRY_NAME[self.c]), "COUNTRY")

    def country_other(self):
        return (self.r.choice(P.OTHER_COUNTRIES), "COUNTRY")

    def room(self):
        r = self.r
        return r.choice([str(r.randint(1, 40)), "%d%s" % (r.randint(1, 30), r.choice("ABCD")),
                         "%s%d" % (r.choice("ABCHRT"), r.randint(1, 24))])

    # ----------------------------------------------------------- contact
    def phone(self, mobile=None, ext=None):
        r = self.r
        d4 = "%04d" % r.randint(100, 9999)
        if mobile is None:
            mobile = r.random() < 0.4
        if self.c in ("US", "CA"):
            a = r.choice(["217", "312", "503", "614", "412", "720", "905", "613",
                          "604", "780", "902", "506", "734", "859", "406", "319"])
            s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s",
                          "%s 555 %s", "1-%s-555-%s"]) % (a, d4)
        elif self.c == "AU":
            if mobile:
                s = r.choice(["04%02d 555 %03d", "04%02d555%03d", "+61 4%02d 555 %03d"]) % (
                    r.randint(0, 99), r.randint(0, 999))
            else:
                s = r.choice(["(0%d) 5550 %s", "0%d 5550 %s", "+61 %d 5550 %s"]) % (
                    r.choice([2, 3, 7, 8]), d4)
        else:
            if mobile:
                s = r.choice(["07%03d 555%03d", "07%03d 555 %03d", "+44 7%03d 555%03d"]) % (
                    r.randint(100, 999), r.randint(0, 999))
            else:
                s = r.choice(["0%d 555 %s", "(0%d) 555 %s", "+44 %d 555 %s"]) % (
                    r.choice([113, 117, 121, 131, 161, 191, 1632]), d4)
        if ext or (ext is None and not mobile and r.random() < 0.12):
            s += r.choice([" ext. %d", " x%d", " ext %d"]) % r.randint(2, 7999)
        return s

    def pager(self):
        r = self.r
        return r.choice(["555-%04d", "555%d", "5-555%d", "555 %03d"]) % r.randint(0, 999)

    def email(self, p=None, domain=None):
        r = self.r
        p = p or self.person()
        dom = domain or r.choice(["example.com", "example.org", "example.net",
                                  "mail.example.com", "health.example.org",
                                  "ed.example.net"])
        a, b = p.first.lower().replace(" ", "").replace("'", ""), p.last.lower().replace(" ", "").replace("'", "")
        loc = r.choice(["%s.%s" % (a, b), "%s%s" % (a[0], b), "%s_%s%d" % (a, b, r.randint(1, 99)),
                        "%s.%s%d" % (b, a[0], r.randint(1, 9)), "%s%d" % (a, r.randint(60, 2005))])
        return "%s@%s" % (loc, dom)

    def url(self, kind=None):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        sub = r.choice(["www.", "portal.", "myhealth.", "ed.", "", "patients."])
        path = r.choice(["/edportal", "/discharge/%d" % r.randint(1000, 99999),
                         "/leaflets/head-injury", "/followup", "/results?ref=%05d" % r.randint(0, 99999),
                         "/virtual-ward", "/fracture-clinic", "/mychart/login",
                         "/feedback", "/telehealth/join/%d" % r.randint(100000, 999999),
                         "/kestrel-ed", "/booking"])
        pre = r.choice(["https://", "", "http://", "https://"])
        return "%s%s%s%s" % (pre, sub, dom, path)

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.45:
            return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        if k < 0.8:
            return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))

    def username(self, p):
        r = self.r
        a, b = p.first.lower().replace(" ", "").replace("-", ""), p.last.lower().replace(" ", "").replace("'", "").replace(".", "")
        return r.choice(["%s%s" % (a[0], b), "%s%s%d" % (a[0], b, r.randint(1, 9)),
                         "%s.%s" % (a, b), "%s%s" % (b[:6], a[0]), "%s_%s" % (a, b[0]),
                         "%s%s%02d" % (a[:3], b[:3], r.randint(0, 99))])

    # ----------------------------------------------------------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def mrn(self):
        r = self.r
        c = self.c
        if c == "UK":
            return r.choice(["%s%s" % (self.letters(1), self.digits(7)),
                             "RX%s" % self.digits(6), self.digits(8)])
        if c == "AU":
            return r.choice([self.digits(7), "%s %s" % (self.digits(3), self.digits(4)),
                             "UR%s" % self.digits(6)])
        return r.choice([self.digits(8), "%s-%s" % (self.digits(3), self.digits(5)),
                         "M%s" % self.digits(7), "00%s" % self.digits(6),
                         "%s%s" % (self.letters(2), self.digits(6))])

    def nhs(self):
        return "999 %s %s" % (self.digits(3), self.digits(4))

    def acct(self):
        r = self.r
        return r.choice(["%s-%s" % (self.digits(4), self.digits(4)), self.digits(10),
                         "V%s" % self.digits(9), "E%s" % self.digits(8),
                         "%s%s" % (self.d0.strftime("%y"), self.digits(7)),
                         "A%s-%s" % (self.digits(3), self.digits(5))])

    def ssn(self):
        r = self.r
        c = self.c
        if c == "US":
            if r.random() < 0.7:
                return "9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4))
            return "000-%s-%s" % (self.digits(2), self.digits(4))
        if c == "CA":
            return r.choice(["9%s %s %s", "9%s-%s-%s"]) % (self.digits(2), self.digits(3), self.digits(3))
        if c == "UK":
            return "Q%s %s %s %s %s" % (self.letters(1, "ABCEGHJKLMNPRSTWXYZ"), self.digits(2),
                                         self.digits(2), self.digits(2), r.choice("ABCD"))
        return "9%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))

    def healthplan(self):
        r = self.r
        c = self.c
        if c == "US":
            return r.choice(["%s%s" % (self.letters(3), self.digits(6)),
                             "%s%s%s%s-%s%s%s-%s%s%s%s" % tuple(
                                 [self.digits(1), self.letters(1), self.letters(1, "ABCDEFGHJKMNPRTUVWXY"),
                                  self.digits(1), self.letters(1), self.letters(1), self.digits(1),
                                  self.letters(1), self.letters(1), self.digits(1), self.digits(1)]),
                             "W%s" % self.digits(9), "%s-%s" % (self.digits(6), self.digits(2))])
        if c == "CA":
            return r.choice(["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                             "%s %s %s" % (self.digits(4), self.digits(3), self.digits(3)),
                             "%s %s %s" % (self.letters(4), self.digits(4), self.digits(4))])
        if c == "AU":
            return r.choice(["%s %s %s" % (self.digits(4), self.digits(5), self.digits(1)),
                             "%s%s%s" % (self.digits(4), self.digits(5), self.digits(1)),
                             "%s %s %s-%s" % (self.digits(4), self.digits(5), self.digits(1), r.randint(1, 5))])
        return r.choice(["%s%s" % (self.letters(2), self.digits(7)), self.digits(8)])

    def dva(self):
        return "%s%s%s" % (self.r.choice(["N", "V", "Q", "W"]), self.letters(1, "XKX"), self.digits(6))

    def license(self, kind):
        r = self.r
        if kind == "dea":
            return "%s%s%s" % (r.choice("ABFM"), self.letters(1), self.digits(7))
        if kind == "npi":
            return "1" + self.digits(9)
        if kind == "state":
            return r.choice(["%s%s" % (self.letters(1), self.digits(5)), self.digits(6),
                             "MD-%s" % self.digits(5)])
        if kind == "cpso":
            return self.digits(5)
        if kind == "ahpra":
            return r.choice(["MED", "NMW", "PAR"]) + "000" + self.digits(7)
        if kind == "gmc":
            return "7" + self.digits(6)
        if kind == "nmc":
            return "%s%s%s%s" % (self.digits(2), self.letters(1), self.digits(4), self.letters(1))
        if kind == "hcpc":
            return "PA" + self.digits(5)
        if kind == "dl":
            c = self.c
            if c == "US":
                return r.choice(["%s%s" % (self.letters(1), self.digits(7)),
                                 "%s-%s-%s" % (self.letters(1) + self.digits(3), self.digits(4), self.digits(4))])
            if c == "CA":
                return "%s%s-%s-%s" % (self.letters(1), self.digits(4), self.digits(5), self.digits(5))
            if c == "AU":
                return self.digits(r.choice([8, 9]))
            return "%s%s%s" % (self.letters(5), self.digits(6), self.letters(2) + self.digits(1) + self.letters(2))
        raise ValueError(kind)

    def device(self):
        r = self.r
        return r.choice(["%s%s" % (self.letters(3), self.digits(6)),
                         "%s-%s" % (self.letters(2), self.digits(7)),
                         "%s%s%s" % (self.digits(2), self.letters(2), self.digits(5)),
                         "A%s" % self.digits(6), "%s" % self.digits(10)])

    def asset(self):
        return self.r.choice(["BME-%s" % self.digits(5), "AT%s" % self.digits(6),
                              "EQ-%s-%s" % (self.digits(2), self.digits(4))])

    def vin(self):
        pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(pool) for _ in range(17))

    def plate(self):
        r = self.r
        c = self.c
        if c == "US":
            return r.choice(["%d%s%s" % (r.randint(1, 9), self.letters(3), self.digits(3)),
                             "%s-%s" % (self.letters(3), self.digits(4)), "%s %s" % (self.letters(3), self.digits(3))])
        if c == "CA":
            return r.choice(["%s %s" % (self.letters(4), self.digits(3)), "%s%s%s" % (self.letters(2), self.digits(3), self.letters(1))])
        if c == "AU":
            return r.choice(["%s%s%s" % (self.digits(1), self.letters(3), self.digits(3)),
                             "%s-%s" % (self.letters(3), self.digits(3)), "%s%s%s" % (self.letters(2), self.digits(2), self.letters(2))])
        return "%s%s %s" % (self.letters(2), self.digits(2), self.letters(3))

    def bioid(self):
        r = self.r
        return r.choice(["FP-%s" % self.digits(5), "BIO%s" % self.digits(7),
                         "PV-%s-%s" % (self.letters(2), self.digits(4)),
                         "LS%s" % self.digits(8), "IRIS-%s" % self.digits(6),
                         "FPT%s" % self.digits(5)])

    def idnum(self, kind="acc"):
        r = self.r
        y = self.d0.strftime("%y")
        if kind == "acc":
            return r.choice(["%s%s-%s" % (r.choice(["S", "H", "M", "C", "B"]), y, self.digits(5)),
                             "%s%s" % (y, self.digits(7)), "ACC%s" % self.digits(7)])
        if kind == "order":
            return r.choice([self.digits(9), "ORD-%s" % self.digits(7), "%s%s" % (self.letters(1), self.digits(8))])
        if kind == "incident":
            return r.choice(["INC-%s-%s" % (self.d0.year, self.digits(5)), "IR%s" % self.digits(6),
                             "W%s" % self.digits(6), "DX-%s" % self.digits(5)])
        if kind == "police":
            return r.choice(["%s-%s" % (y, self.digits(6)), "CAD%s" % self.digits(8),
                             "PR%s%s" % (y, self.digits(5)), "E%s" % self.digits(7)])
        if kind == "epcr":
            return r.choice(["%s%s" % (self.d0.strftime("%Y%m%d"), self.digits(4)),
                             "PCR-%s" % self.digits(8), self.digits(11)])
        if kind == "badge":
            return self.digits(r.choice([4, 5]))
        if kind == "tx":
            return "%s%s" % (r.choice(["GS", "TX", "BB"]), self.digits(7))
        raise ValueError(kind)
