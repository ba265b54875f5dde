"""Core note builder and country-aware PHI formatters for dev331_en.

A Note is built piece by piece: plain strings are appended as they are,
(type, value) tuples are appended and recorded as spans at the current
offset.  Offsets are therefore known while the note is written; nothing is
ever searched for in the finished text.
"""
import datetime as dt

import pools_people as PP
import pools_places as PL

TYPES = {
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

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


class Note:
    def __init__(self, genre, country):
        self.genre = genre
        self.country = country
        self.parts = []
        self.spans = []
        self.pos = 0

    def __call__(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self.parts.append(it)
                self.pos += len(it)
            elif isinstance(it, list):
                self(*it)
            else:
                typ, val = it
                if typ not in TYPES:
                    raise ValueError("bad type %r" % typ)
                if not val or val != val.strip():
                    raise ValueError("bad span value %r" % val)
                start = self.pos
                self.parts.append(val)
                self.pos += len(val)
                self.spans.append((start, self.pos, TYPES[typ], typ))
        return self

    def text(self):
        return "".join(self.parts)


class Person:
    def __init__(self, role, first, last, sex, middle=None):
        self.role, self.first, self.last = role, first, last
        self.sex, self.middle = sex, middle
        self.age = None
        self.dob = None
        self.title = "Mr" if sex == "M" else "Ms"

    def fn(self):
        return (self.role, "%s %s" % (self.first, self.last))

    def ln(self):
        return (self.role, self.last)

    def gn(self):
        return (self.role, self.first)

    def mid(self):
        if self.middle:
            return (self.role, "%s %s. %s" % (self.first, self.middle, self.last))
        return self.fn()

    def cap(self):
        m = " " + self.middle if self.middle else ""
        return (self.role, "%s, %s%s" % (self.last.upper(), self.first.upper(), m))

    def capmix(self):
        return (self.role, "%s, %s" % (self.last.upper(), self.first))

    def ini(self, dots=True):
        a, b = self.first[0].upper(), self.last.replace("'", "")[0].upper()
        return (self.role, "%s.%s." % (a, b) if dots else a + b)

    def initial_last(self):
        return (self.role, "%s. %s" % (self.first[0], self.last))

    def tl(self):
        return [self.title + " ", self.ln()]

    def nick(self):
        return (self.role, PP.NICKNAMES.get(self.first, self.first))

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"


class Ctx:
    """Country-specific generators sharing the single project RNG."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.used_names = set()

    # ---------------------------------------------------------- basics
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def digits(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    # ---------------------------------------------------------- people
    def person(self, role, sex=None, origin=None, last=None):
        if origin is None:
            keys, w = PP.origins_for(self.c)
            origin = self.r.choices(keys, weights=w)[0]
        m, f, s = PP.pool(origin)
        if sex is None:
            sex = self.ch("MF")
        for _ in range(20):
            first = self.ch(m if sex == "M" else f)
            sur = last or self.ch(s)
            key = (first, sur)
            if key not in self.used_names:
                break
        self.used_names.add((first, sur))
        mid = self.ch(PP.MIDDLE_INITIALS.split()) if self.p(0.3) else None
        per = Person(role, first, sur, sex, mid)
        per.origin = origin
        if role == "PATIENT" and sex == "F":
            per.title = self.ch(["Ms", "Mrs", "Miss", "Ms"])
        if role == "DOCTOR":
            per.title = "Dr"
        return per

    def relative(self, pt, sex=None, same_name=True):
        last = pt.last if same_name else None
        return self.person("FAMILY", sex=sex, origin=pt.origin, last=last)

    # ---------------------------------------------------------- dates
    def rdate(self, y0, y1):
        a = dt.date(y0, 1, 1).toordinal()
        b = dt.date(y1, 12, 31).toordinal()
        return dt.date.fromordinal(self.r.randint(a, b))

    def shift(self, d, lo, hi):
        return d + dt.timedelta(days=self.r.randint(lo, hi))

    def dob_for(self, age, ref):
        d = ref - dt.timedelta(days=int(age * 365.25) + self.r.randint(20, 340))
        return d

    def us(self):
        return self.c == "US"

    def date(self, d, style=None):
        if style is None:
            style = self.ch(["num", "num", "long", "abbr", "num"])
        mo, m3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
        if self.c == "CA" and style == "num" and self.p(0.5):
            style = "iso"
        if style == "iso":
            s = "%04d-%02d-%02d" % (d.year, d.month, d.day)
        elif style == "num":
            if self.us() or (self.c == "CA" and self.p(0.4)):
                s = "%02d/%02d/%04d" % (d.month, d.day, d.year)
                if self.p(0.3):
                    s = "%d/%d/%04d" % (d.month, d.day, d.year)
            else:
                s = "%02d/%02d/%04d" % (d.day, d.month, d.year)
        elif style == "short":
            if self.us():
                s = "%d/%d/%02d" % (d.month, d.day, d.year % 100)
            else:
                s = "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        elif style == "dot":
            s = "%02d.%02d.%04d" % (d.day, d.month, d.year)
        elif style == "long":
            if self.us() or self.c == "CA":
                s = "%s %d, %d" % (mo, d.day, d.year)
            else:
                s = "%d %s %d" % (d.day, mo, d.year)
        elif style == "abbr":
            if self.us():
                s = "%s %d %d" % (m3, d.day, d.year)
            else:
                s = self.ch(["%d %s %d", "%02d-%s-%d", "%d-%s-%d"]) % (
                    d.day, m3, d.year)
        elif style == "dmy_upper":
            s = "%02d-%s-%04d" % (d.day, m3.upper(), d.year)
        elif style == "wk":
            wd = WEEKDAYS[d.weekday()]
            if self.us():
                s = "%s, %s %d, %d" % (wd, mo, d.day, d.year)
            else:
                s = "%s %d %s %d" % (wd, d.day, mo, d.year)
        elif style == "wkshort":
            wd = WEEKDAYS[d.weekday()][:3]
            if self.us():
                s = "%s %d/%d" % (wd, d.month, d.day)
            else:
                s = "%s %d/%d" % (wd, d.day, d.month)
        elif style == "monyr":
            s = "%s %d" % (self.ch([mo, m3]), d.year)
        elif style == "year":
            s = str(d.year)
        elif style == "daymon":
            s = ("%s %d" % (mo, d.day)) if self.us() else ("%d %s" % (d.day, mo))
        else:
            raise ValueError(style)
        return ("DATE", s)

    # ---------------------------------------------------------- ages
    def age(self, n, style=None):
        if style is None:
            style = self.ch(["yo", "yearold", "aged", "yrs", "yo"])
        a = ("AGE", str(n))
        if style == "yo":
            return [a, self.ch([" yo", "yo", " y.o.", " y/o"])]
        if style == "yearold":
            return [a, "-year-old"]
        if style == "aged":
            return ["aged ", a]
        if style == "yrs":
            return [a, self.ch([" years", " yrs", "y"])]
        if style == "word":
            return [("AGE", words(n)), "-year-old"]
        if style == "bare":
            return [a]
        raise ValueError(style)

    # ---------------------------------------------------------- contacts
    def phone(self, kind="land", ext=False):
        r, c, d = self.r, self.c, self.digits
        if c in ("US", "CA"):
            ac = self.ch(["614", "503", "802", "404", "612", "512", "617",
                          "303", "859", "414", "410", "602", "319", "215",
                          "919", "206"] if c == "US" else
                         ["416", "604", "514", "403", "204", "902", "306",
                          "506", "613", "780"])
            tail = d(4)
            fmt = self.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s",
                           "+1 %s 555 %s", "(%s) 555-%s"])
            s = fmt % (ac, tail)
        elif c == "GB":
            if kind == "mobile":
                s = self.ch(["07555 %s" % d(6), "07%s 555%s" % (d(3), d(3)),
                             "+44 7555 %s" % d(6)])
            else:
                ac = self.ch(["0113", "0161", "01224", "01872", "0191",
                              "01603", "0114", "01392", "0131", "029"])
                s = self.ch(["%s 555 %s", "%s 555%s", "(%s) 555 %s"]) % (ac, d(4))
                if self.p(0.1):
                    s = "+44 %s 555 %s" % (ac[1:], d(4))
        elif c == "IE":
            if kind == "mobile":
                s = "08%s 555 %s" % (self.ch("35679"), d(4))
            else:
                ac = self.ch(["021", "091", "061", "051", "01", "074", "066",
                              "094", "071"])
                s = self.ch(["%s 555 %s", "(%s) 555 %s", "%s-555%s"]) % (ac, d(4))
                if self.p(0.15):
                    s = "+353 %s 555 %s" % (ac[1:], d(4))
        elif c == "AU":
            if kind == "mobile":
                s = "04%s 555 %s" % (d(2), d(3))
            else:
                ac = self.ch(["02", "03", "07", "08"])
                s = self.ch(["(%s) 555%s %s", "%s 555%s %s"]) % (ac, d(1), d(4))
                if self.p(0.1):
                    s = "+61 %s 555%s %s" % (ac[1:], d(1), d(4))
        elif c == "NZ":
            if kind == "mobile":
                s = "02%s 555 %s" % (self.ch("127"), d(4))
            else:
                ac = self.ch(["03", "04", "06", "07", "09"])
                s = self.ch(["(%s) 555 %s", "%s 555 %s", "%s-555-%s"]) % (ac, d(4))
        elif c == "ZA":
            if kind == "mobile":
                s = "0%s 555 %s" % (self.ch(["82", "83", "72", "76", "84"]), d(4))
            else:
                ac = self.ch(["021", "011", "031", "041", "051", "012"])
                s = "%s 555 %s" % (ac, d(4))
                if self.p(0.2):
                    s = "+27 %s 555 %s" % (ac[1:], d(4))
        else:  # SG
            s = ("9555 %s" if kind == "mobile" else "6555 %s") % d(4)
            if self.p(0.3):
                s = "+65 " + s
        if ext:
            s += self.ch([" ext. %s" % d(4), " x%s" % d(3), " ext %s" % d(3),
                          " (ext. %s)" % d(4)])
        return ("PHONE", s)

    def fax(self):
        return ("FAX", self.phone()[1])

    def pager(self):
        s = self.ch(["555%s" % self.digits(1), "555-%s" % self.digits(4),
                     "%s-555%s" % (self.digits(1), self.digits(1)), "555%s" % self.digits(2)])
        return ("PHONE", s)

    def email(self, per=None, generic=None):
        dom = self.ch(["example.org", "example.com", "example.net"])
        if per is not None:
            f = per.first.lower().replace(" ", "").replace("'", "")
            l = per.last.lower().replace(" ", "").replace("'", "")
            local = self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l),
                             "%s.%s" % (f[0], l), "%s_%s%s" % (f, l, self.digits(2))])
        else:
            local = generic or self.ch(["icc.admin", "cardiacgenetics",
                                        "inherited.cardiac", "icc-referrals",
                                        "familyscreening", "arrhythmia.nurses"])
        local = "".join(ch for ch in local if ch.isascii())
        return ("EMAIL", "%s@%s" % (local, dom))

    def url(self, path=None):
        host = self.ch(["www.example.org", "www.example.net", "example.com",
                        "portal.example.org", "www.example.com"])
        path = path or self.ch(["icc-family", "heart-screening", "book",
                                "cardiac-genetics/info", "icc/patients",
                                "familyportal", "remote-care/login"])
        pre = self.ch(["", "", "https://", "http://"])
        return ("URL", "%s%s/%s" % (pre, host, path))

    def ip(self):
        k = self.r.randrange(3)
        if k == 0:
            s = "10.%d.%d.%d" % (self.r.randrange(256), self.r.randrange(256),
                                 self.r.randrange(1, 255))
        elif k == 1:
            s = "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randrange(256),
                                  self.r.randrange(1, 255))
        else:
            s = "192.168.%d.%d" % (self.r.randrange(256), self.r.randrange(1, 255))
        return ("IPADDR", s)

    def username(self, per):
        f = "".join(ch for ch in per.first.lower() if ch.isalpha())
        l = "".join(ch for ch in per.last.lower() if ch.isalpha())
        s = self.ch(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%s" % (f[0], l[:6], self.digits(1)),
                     "%s_%s" % (l, f[0]), ("%s%s" % (f[0], l[:7])).upper()])
        return ("USERNAME", s)

    # ---------------------------------------------------------- identifiers
    def mrn(self):
        c, d = self.c, self.digits
        v = {"GB": lambda: self.ch(["RX%s" % d(7), "K%s" % d(6), "%s%s" % (self.letters(1), d(7))]),
             "IE": lambda: d(7),
             "US": lambda: self.ch([d(8), "00%s" % d(6), "E%s" % d(7)]),
             "CA": lambda: self.ch(["%s" % d(7), "H%s" % d(7)]),
             "AU": lambda: self.ch([d(7), d(6)]),
             "NZ": lambda: "%s%s" % (self.letters(3), d(4)),
             "ZA": lambda: "%s%s" % (self.ch(["HN", "RV", "MCL"]), d(8)),
             "SG": lambda: "%s%s" % (self.ch(["SG", "MR"]), d(7))}[c]()
        lab = {"GB": ["Hospital No.", "Hosp No:", "Unit No.", "MRN"],
               "IE": ["MRN", "Hospital No.", "Chart No."],
               "US": ["MRN", "MRN#", "Med Rec #"],
               "CA": ["MRN", "Chart #", "Hospital Card No."],
               "AU": ["UR No.", "URN", "MRN"],
               "NZ": ["Hospital No.", "Patient ID"],
               "ZA": ["Hospital No.", "File No."],
               "SG": ["MRN", "Case No."]}[c]
        return self.ch(lab), ("MRN", v)

    def healthno(self):
        c, d = self.c, self.digits
        if c == "GB":
            return self.ch(["NHS No.", "NHS number", "NHS No:", "CHI"]), (
                "HEALTHPLAN", self.ch(["%s %s %s" % (d(3), d(3), d(4)), d(10)]))
        if c == "IE":
            return self.ch(["Medical Card No.", "GMS No.", "IHI"]), (
                "HEALTHPLAN", self.ch(["%s%s" % (d(7), self.letters(1)), d(10)]))
        if c == "US":
            return self.ch(["Member ID", "Insurance ID", "Subscriber #", "Policy #"]), (
                "HEALTHPLAN", self.ch(["%s%s" % (self.letters(3), d(6)),
                                       "%s%s-%s" % (self.letters(1), d(8), d(2)),
                                       "W%s" % d(9)]))
        if c == "CA":
            return self.ch(["OHIP", "Health Card", "PHN", "HCN"]), (
                "HEALTHPLAN", self.ch(["%s-%s-%s-%s" % (d(4), d(3), d(3), self.letters(2)),
                                       "9%s %s %s" % (d(3), d(3), d(3)),
                                       "%s %s %s" % (d(4), d(3), d(3))]))
        if c == "AU":
            return self.ch(["Medicare No.", "Medicare", "Medicare card"]), (
                "HEALTHPLAN", "%s %s %s" % (self.ch("23456") + d(3), d(5), d(1)))
        if c == "NZ":
            return self.ch(["NHI", "NHI No.", "NHI number"]), (
                "HEALTHPLAN", "%s%s" % (self.letters(3), d(4)))
        if c == "ZA":
            return self.ch(["Medical aid no.", "Scheme member no."]), (
                "HEALTHPLAN", "%s%s" % (self.letters(3), d(8)))
        return "Policy No.", ("HEALTHPLAN", "MS%s" % d(8))

    def ssn(self):
        c, d = self.c, self.digits
        if c == "US":
            return "SSN", ("SSN", self.ch(["9%s-%s-%s" % (d(2), d(2), d(4)),
                                           "000-%s-%s" % (d(2), d(4))]))
        if c == "CA":
            return "SIN", ("SSN", "9%s %s %s" % (d(2), d(3), d(3)))
        if c == "IE":
            return "PPSN", ("SSN", "9%s%s" % (d(6), self.ch(["T", "TA", "W", "H"])))
        if c == "AU":
            return "Centrelink CRN", ("SSN", "9%s %s %s%s" % (d(2), d(3), d(3), self.letters(1)))
        if c == "NZ":
            return "IRD No.", ("SSN", "000-%s-%s" % (d(3), d(3)))
        if c == "ZA":
            return "ID No.", ("SSN", "9%s" % d(12))
        return None, None

    def medlic(self, nurse=False):
        c, d = self.c, self.digits
        if c == "GB":
            if nurse:
                return "NMC PIN", ("LICENSE", "%s%s%s%s" % (d(2), self.letters(1), d(4), self.letters(1)))
            return "GMC No.", ("LICENSE", self.ch(["7", "6", "4"]) + d(6))
        if c == "IE":
            return self.ch(["IMC No.", "MCRN"]), ("LICENSE", d(6))
        if c == "US":
            return self.ch(["NPI", "NPI #", "Lic #"]), ("LICENSE", self.ch(["1" + d(9), "MD" + d(6)]))
        if c == "CA":
            return self.ch(["CPSO #", "CPSBC #", "Licence No."]), ("LICENSE", d(5))
        if c == "AU":
            return "AHPRA", ("LICENSE", "%s000%s" % (self.ch(["MED", "NMW"]), d(7)))
        if c == "NZ":
            return "MCNZ", ("LICENSE", d(5))
        if c == "ZA":
            return "HPCSA", ("LICENSE", "MP %s" % d(7))
        return "MCR No.", ("LICENSE", "M%s%s" % (d(5), self.letters(1)))

    def drivlic(self, per):
        c, d = self.c, self.digits
        if c == "GB":
            sur = "".join(ch for ch in per.last.upper() if ch.isalpha())
            sur = (sur + "99999")[:5]
            return ("LICENSE", "%s%s%s%s%s" % (sur, d(6), per.first[0].upper(), self.letters(1), d(1) + self.letters(2)))
        if c == "IE":
            return ("LICENSE", d(9))
        if c == "US":
            return ("LICENSE", self.ch(["%s%s-%s-%s" % (self.letters(1), d(3), d(4), d(4)), "%s%s" % (self.letters(1), d(8)), d(9)]))
        if c == "CA":
            return ("LICENSE", "%s%s-%s-%s" % (per.last[0].upper(), d(4), d(5), d(5)))
        if c == "AU":
            return ("LICENSE", d(8))
        if c == "NZ":
            return ("LICENSE", "%s%s" % (self.letters(2), d(6)))
        if c == "ZA":
            return ("LICENSE", "%s%s" % (d(10), self.letters(2)))
        return ("LICENSE", "S%s%s" % (d(7), self.letters(1)))

    def plate(self):
        c, d, L = self.c, self.digits, self.letters
        v = {"GB": lambda: "%s%s %s" % (L(2), d(2), L(3)),
             "IE": lambda: "%s-%s-%s" % (self.ch(["191", "202", "231", "171", "12", "08"]), self.ch(["D", "C", "G", "KY", "MO", "W", "L"]), d(self.ch([4, 5]))),
             "US": lambda: self.ch(["%s%s%s" % (d(1), L(3), d(3)), "%s-%s" % (L(3), d(4))]),
             "CA": lambda: "%s %s" % (L(4), d(3)),
             "AU": lambda: self.ch(["%s%s %s%s" % (d(1), L(2), d(1), L(2)), "%s-%s" % (L(3), d(3))]),
             "NZ": lambda: "%s%s" % (L(3), d(3)),
             "ZA": lambda: "%s %s-%s" % (self.ch(["CA", "CY", "ND", "GP"]), d(3), d(3)),
             "SG": lambda: "S%s%s%s" % (L(2), d(4), L(1))}[c]()
        return ("VEHICLE", v)

    def account(self):
        return ("ACCOUNT", self.ch(["%s-%s" % (self.digits(4), self.digits(4)),
                                    self.digits(9), "V%s" % self.digits(8),
                                    "ENC%s" % self.digits(7)]))

    def idnum(self, kind="lab"):
        d, L = self.digits, self.letters
        if kind == "lab":
            v = self.ch(["%s%s-%s" % (L(1), d(2), d(5)), "G%s%s" % (d(2), d(6)),
                         "%s/%s" % (d(2), d(5)), "MG-%s-%s" % (d(4), d(4))])
        elif kind == "specimen":
            v = self.ch(["%s%s" % (L(2), d(8)), "SP-%s" % d(7), "%s-%s" % (d(6), d(2))])
        elif kind == "acc":
            v = self.ch(["%s%s" % (L(2), d(8)), "RAD-%s" % d(7), "CMR%s" % d(6)])
        elif kind == "order":
            v = self.ch(["ORD%s" % d(7), "%s" % d(10), "RQ-%s" % d(6)])
        elif kind == "case":
            v = self.ch(["%s/%s" % (d(4), d(4)), "COR-%s-%s" % (d(2), d(5)),
                         "PM%s/%s" % (d(2), d(4))])
        else:
            v = "%s-%s" % (L(3), d(6))
        return ("IDNUM", v)

    def serial(self, kind="icd"):
        d, L = self.digits, self.letters
        v = {"icd": lambda: self.ch(["%s%s%s" % (L(3), d(6), L(1)), d(6), "RNB%s%s" % (d(6), L(1)), "%s%s" % (L(2), d(7))]),
             "lead": lambda: self.ch(["%s%s%s" % (L(3), d(6), L(1)), "LFT%s" % d(6)]),
             "holter": lambda: self.ch(["HR%s" % d(6), "%s-%s" % (d(4), d(5)), "ZX%s" % d(7)]),
             "ilr": lambda: self.ch(["RLA%s%s" % (d(6), L(1)), "%s%s" % (L(3), d(6))])}[kind]()
        return ("DEVICE", v)

    def bioid(self, kind=None):
        if kind == "voice":
            return ("BIOID", self.ch(["VB%s" % self.digits(7), "VP-%s-%s" % (self.letters(2), self.digits(5))]))
        if kind == "finger":
            return ("BIOID", self.ch(["FP-%s" % self.digits(5), "FPT%s" % self.digits(8)]))
        return ("BIOID", self.ch(["FP-%s" % self.digits(5), "VB%s" % self.digits(7),
                                  "IRIS-%s-%s" % (self.letters(2), self.digits(4)),
                                  "PV%s" % self.digits(6), "BIO-%s" % self.digits(8)]))

    # ---------------------------------------------------------- places
    def town(self):
        return self.ch(PL.TOWNS[self.c])

    def street(self):
        c = self.c
        name = "%s %s" % (self.ch(PL.STREET_WORDS), self.ch(PL.STREET_SUFFIX[c]))
        num = str(self.r.randint(1, 240))
        if c == "SG":
            return "Blk %d %s #%02d-%d" % (self.r.randint(100, 899), name, self.r.randint(2, 25), self.r.randint(10, 400))
        if c == "CA" and name.endswith("Rue"):
            name = "rue " + name[:-4]
        s = "%s %s" % (num, name)
        if self.p(0.2):
            unit = self.ch({"US": ["Apt %d", "Unit %d", "#%d"], "CA": ["Apt %d", "Unit %d", "Suite %d"],
                            "GB": ["Flat %d", "Apartment %d"], "IE": ["Apt %d", "No. %d"],
                            "AU": ["Unit %d", "%d/"], "NZ": ["Flat %d", "%d/"],
                            "ZA": ["Unit %d", "Flat %d"]}[c]) % self.r.randint(1, 40)
            if unit.endswith("/"):
                s = unit + s
            elif c in ("US", "CA"):
                s = s + ", " + unit
            else:
                s = unit + ", " + s
        return s

    def state(self):
        return self.ch(PL.STATES[self.c])

    def postcode(self):
        c, d, L = self.c, self.digits, self.letters
        if c == "GB":
            return "%s%s %s%s" % (L(self.ch([1, 2])), str(self.r.randint(1, 29)), d(1), L(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            return "%s%s %s" % (L(1, "ACDEFHKNPRTVWXY"), d(2), "".join(self.ch("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        if c == "US":
            z = d(5)
            return z + ("-" + d(4) if self.p(0.15) else "")
        if c == "CA":
            A = "ABCEGHJKLMNPRSTVXY"
            return "%s%s%s %s%s%s" % (L(1, A), d(1), L(1, A), d(1), L(1, A), d(1))
        if c == "SG":
            return d(6)
        return d(4)

    def address(self, sep="\n", upper_town=None, with_country=False):
        """Return a list of note items for a postal address."""
        c = self.c
        items = [("STREET", self.street()), sep]
        town = self.town()
        if c == "SG":
            items += [("CITY", town), " ", ("ZIP", self.postcode())]
        elif c in ("US", "CA"):
            nm, ab = self.state()
            items += [("CITY", town), ", ", ("STATE", ab if self.p(0.85) else nm),
                      self.ch([" ", "  "]), ("ZIP", self.postcode())]
        elif c == "AU":
            nm, ab = self.state()
            t = town.upper() if (upper_town is None and self.p(0.5)) or upper_town else town
            items += [("CITY", t), " ", ("STATE", ab), " ", ("ZIP", self.postcode())]
        elif c == "NZ":
            items += [("CITY", town), sep]
            if self.p(0.4):
                items += [("STATE", self.state()[0]), " "]
            items += [("ZIP", self.postcode())]
        elif c == "ZA":
            items += [("CITY", town), sep]
            if self.p(0.5):
                items += [("STATE", self.state()[0]), sep]
            items += [("ZIP", self.postcode())]
        elif c == "IE":
            items += [("CITY", town), sep]
            if self.p(0.7):
                items += ["Co. ", ("CITY", self.ch(PL.COUNTIES["IE"])), sep]
            items += [("ZIP", self.postcode())]
        else:
            items += [("CITY", town), sep]
            if self.p(0.35):
                items += [("CITY", self.ch(PL.COUNTIES["GB"])), sep]
            items += [("ZIP", self.postcode())]
        if with_country:
            items += [sep, ("COUNTRY", PL.COUNTRY_NAME[c])]
        return items

    def hospital(self):
        return ("HOSPITAL", self.ch(PL.HOSPITALS[self.c]))

    def practice(self):
        return ("HOSPITAL", self.ch(PL.PRACTICES[self.c]))

    def lab(self):
        return ("HOSPITAL", self.ch(PL.LABS[self.c]))

    def ward(self):
        return ("HOSPITAL", self.ch(PL.WARDS))

    def abroad(self):
        return ("COUNTRY", self.ch(PL.ABROAD))

    def employer(self):
        return ("ORGANIZATION", self.ch(PL.EMPLOYERS))

    def school(self):
        return ("ORGANIZATION", self.ch(PL.SCHOOLS))

    def club(self):
        return ("ORGANIZATION", self.ch(PL.CLUBS))

    def insurer(self):
        return ("ORGANIZATION", self.ch(PL.INSURERS[self.c]))

    def profession(self):
        return ("PROFESSION", self.ch(PL.PROFESSIONS))

    def landmark(self):
        return ("LOCATION_OTHER", self.ch(PL.LANDMARKS))

    def room(self):
        return ("LOCATION_OTHER", self.ch(["%d" % self.r.randint(1, 30),
                                           "%d%s" % (self.r.randint(100, 640), self.ch("ABCD")),
                                           "B%d" % self.r.randint(1, 24)]))

    def sex_word(self, per):
        return self.ch([per.sex, "Male" if per.sex == "M" else "Female"])
