"""Core machinery: a Doc that records span offsets while text is appended,
invented people, and per-country surface forms of PHI values."""
import datetime as dt

import pools as P

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


class Doc:
    """Text is appended piece by piece; a PHI piece is a (value, type) tuple and
    its offsets are recorded at the moment it is appended."""

    def __init__(self):
        self.parts = []
        self.pos = 0
        self.spans = []

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self.parts.append(it)
                self.pos += len(it)
            elif isinstance(it, tuple):
                v, t = it
                v = str(v)
                if not v or v != v.strip() or t not in TYPES:
                    raise ValueError("bad span %r" % (it,))
                self.spans.append((self.pos, self.pos + len(v), t))
                self.parts.append(v)
                self.pos += len(v)
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def ln(self, *items):
        self.add(*items)
        self.add("\n")

    def kv(self, key, *val, sep=": "):
        self.ln(key, sep, *val)

    def text(self):
        return "".join(self.parts)


def num_words(n):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ones[n]
    t, o = divmod(n, 10)
    return tens[t] + ("-" + ones[o] if o else "")


def fmt_date(d, st):
    y, m, dd = d.year, d.month, d.day
    M = P.MONTHS[m - 1]
    b = M[:3]
    W = P.WEEKDAYS[d.weekday()]
    w = W[:3]
    sfx = "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
    table = {
        "dmy/": "%02d/%02d/%d" % (dd, m, y), "dmy/s": "%d/%d/%d" % (dd, m, y),
        "dmy/yy": "%02d/%02d/%02d" % (dd, m, y % 100), "mdy/": "%02d/%02d/%d" % (m, dd, y),
        "mdy/s": "%d/%d/%d" % (m, dd, y), "mdy/yy": "%d/%d/%02d" % (m, dd, y % 100),
        "dmy.": "%02d.%02d.%d" % (dd, m, y), "iso": "%d-%02d-%02d" % (y, m, dd),
        "dMy": "%d %s %d" % (dd, M, y), "dby": "%d %s %d" % (dd, b, y),
        "d-b-y": "%02d-%s-%d" % (dd, b, y), "D-B-Y": "%02d-%s-%d" % (dd, b.upper(), y),
        "Mdy": "%s %d, %d" % (M, dd, y), "bdy": "%s %d, %d" % (b, dd, y),
        "dthM": "%d%s %s %d" % (dd, sfx, M, y),
        "W,Mdy": "%s, %s %d, %d" % (W, M, dd, y), "W dM": "%s %d %s" % (W, dd, M),
        "w dm/": "%s %02d/%02d" % (w, dd, m), "w md/": "%s %d/%d" % (w, m, dd),
        "W dMy": "%s %d %s %d" % (W, dd, M, y), "W, Md": "%s, %s %d" % (W, M, dd),
        "w iso": "%s %d-%02d-%02d" % (w, y, m, dd), "w dmy.": "%s %02d.%02d.%d" % (w, dd, m, y),
        "W dthM": "%s %d%s %s" % (W, dd, sfx, M),
        "My": "%s %d" % (M, y), "by": "%s %d" % (b, y), "m/y": "%02d/%d" % (m, y),
        "b-yy": "%s-%02d" % (b, y % 100), "y": str(y), "dM": "%d %s" % (dd, M),
        "Md": "%s %d" % (M, dd), "dm/": "%02d/%02d" % (dd, m), "md/": "%d/%d" % (m, dd),
        "dm.": "%02d.%02d" % (dd, m), "db": "%d %s" % (dd, b), "bd": "%s %d" % (b, dd),
        "W": W, "w": w, "M": M,
    }
    return table[st]


FULL = {"UK": ["dmy/", "dby", "dMy", "d-b-y", "dmy/yy"], "US": ["mdy/", "Mdy", "mdy/s", "bdy", "mdy/yy"],
        "CA": ["iso", "Mdy", "D-B-Y", "dMy"], "AU": ["dmy/", "dMy", "dby", "dmy/s"],
        "DE": ["dmy.", "dMy", "iso", "dby"]}
WEEK = {"UK": ["W dM", "w dm/", "W dMy", "W dthM"], "US": ["W,Mdy", "w md/", "W, Md"],
        "CA": ["W,Mdy", "W dM", "w iso"], "AU": ["W dM", "w dm/", "W dMy"],
        "DE": ["W dMy", "w dmy."]}
SHORT = {"UK": ["dM", "dm/", "db"], "US": ["Md", "md/", "bd"], "CA": ["Md", "dM", "bd"],
         "AU": ["dM", "dm/", "db"], "DE": ["dM", "dm."]}
MONTHY = {"UK": ["My", "by", "m/y"], "US": ["My", "m/y", "by"], "CA": ["My", "b-yy", "m/y"],
          "AU": ["My", "by", "m/y"], "DE": ["My", "m/y"]}


class Person:
    def __init__(self, ctx, typ, sex=None, age=None, role=None):
        r = ctx.r
        self.typ = typ
        self.sex = sex or r.choice("MF")
        de = ctx.c == "DE" and r.random() < 0.75
        if self.sex == "M":
            self.first = r.choice(P.FIRST_M_DE if de else P.FIRST_M)
        else:
            self.first = r.choice(P.FIRST_F_DE if de else P.FIRST_F)
        self.last = r.choice(P.SURNAMES_DE if de else P.SURNAMES)
        self.mid = r.choice(P.MID) if r.random() < 0.45 else ""
        self.age = age
        self.role = role
        self.dob = None
        if age is not None:
            b = ctx.base
            anchor = dt.date(b.year - age, b.month, min(b.day, 28))
            self.dob = anchor - dt.timedelta(days=r.randint(0, 350))

    def form(self, f):
        fi, la, mi = self.first, self.last, self.mid
        if f == "full":
            return "%s %s" % (fi, la)
        if f == "fml":
            return "%s %s. %s" % (fi, mi, la) if mi else "%s %s" % (fi, la)
        if f == "fmn":
            return "%s %s %s" % (fi, mi, la) if mi else "%s %s" % (fi, la)
        if f == "lf":
            return "%s, %s" % (la, fi)
        if f == "LF":
            return "%s, %s%s" % (la.upper(), fi.upper(), (" " + mi) if mi else "")
        if f == "Lf":
            return "%s, %s" % (la.upper(), fi)
        if f == "last":
            return la
        if f == "first":
            return fi
        if f == "fi":
            return "%s. %s" % (fi[0], la)
        if f == "fi2":
            return "%s %s" % (fi[0], la)
        if f == "fl.":
            return "%s %s." % (fi, la[0])
        if f == "ini":
            return "%s.%s." % (fi[0], la[0])
        if f == "INI":
            return "%s%s%s" % (fi[0], mi, la[0])
        if f == "lo":
            return ("%s%s" % (fi[0], la[0])).lower()
        if f == "lfi":
            return "%s %s" % (la, fi[0])
        raise KeyError(f)


class Ctx:
    def __init__(self, r, c):
        self.r = r
        self.c = c
        self.base = dt.date(2019, 1, 7) + dt.timedelta(days=r.randint(0, 2350))
        self.dst = r.choice(FULL[c])
        self.dot = r.random() < (0.8 if c in ("US", "CA") else 0.15)
        self.usp = c in ("US", "CA")
        self.mem = {}

    # --- small helpers -------------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def ri(self, a, b):
        return self.r.randint(a, b)

    def dig(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def let(self, n):
        return "".join(self.r.choice(LET) for _ in range(n))

    def sp(self, uk, us):
        return us if self.usp else uk

    def once(self, key, fn):
        if key not in self.mem:
            self.mem[key] = fn()
        return self.mem[key]

    # --- people -----------------------------------------------------------
    def person(self, typ="PATIENT", sex=None, age=None, role=None):
        return Person(self, typ, sex, age, role)

    def nm(self, p, form=None):
        if form is None:
            form = self.ch(["full", "full", "full", "fml", "lf", "fi"])
        return (p.form(form), p.typ)

    def title(self, p):
        if getattr(p, "tt", None) is None:
            p.tt = self._title(p)
        return p.tt

    def _title(self, p):
        if p.typ == "DOCTOR" and p.role in (None, "physician"):
            t = self.ch(["Dr", "Dr", "Dr", "Prof"])
        elif p.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Ms", "Ms", "Mrs", "Miss"])
        return t + ("." if self.dot and t != "Miss" else "")

    def tn(self, p, form="last"):
        return [self.title(p) + " ", (p.form(form), p.typ)]

    def staff(self, role="physician", sex=None):
        return self.person("DOCTOR", sex=sex, role=role)

    def cred(self, p):
        if p.role == "physician":
            return self.ch({"UK": ["MRCP FRCPath", "FRCP", "MBChB MRCP", "PhD FRCPath"],
                            "US": ["MD", "MD, PhD", "DO", "MD, MPH"],
                            "CA": ["MD, FRCPC", "MD", "MD, MSc"], "AU": ["FRACP FRCPA", "MBBS FRACP"],
                            "DE": ["MD", "Dr. med.", "MD PhD"]}[self.c])
        if p.role == "nurse":
            return self.ch(["RN", "RGN", "RN, BSN", "RN BN"])
        if p.role == "scientist":
            return self.ch(["PhD", "MSc", "CS", "FRCPath", "CHS"])
        return ""

    def docref(self, p):
        """A clinician reference in one of several shapes."""
        k = self.r.randint(0, 5)
        if k <= 1:
            return [self.title(p) + " ", (p.form(self.ch(["full", "last", "fi", "fml"])), p.typ)]
        if k == 2:
            c = self.cred(p)
            return [(p.form("full"), p.typ), (", " + c) if c else ""]
        if k == 3:
            return [(p.form(self.ch(["full", "fml"])), p.typ)]
        if k == 4:
            return [self.title(p) + " ", (p.form("last"), p.typ)]
        return [(p.form("fi"), p.typ)]

    # --- dates --------------------------------------------------------------
    def day(self, off=0):
        return self.base + dt.timedelta(days=off)

    def D(self, x=0, kind="full", st=None):
        d = x if isinstance(x, dt.date) else self.day(x)
        if st is None:
            if kind == "full":
                st = self.dst if self.p(0.8) else self.ch(FULL[self.c])
            elif kind == "week":
                st = self.ch(WEEK[self.c])
            elif kind == "short":
                st = self.ch(SHORT[self.c])
            elif kind == "my":
                st = self.ch(MONTHY[self.c])
            elif kind == "y":
                st = "y"
            else:
                st = kind
        return (fmt_date(d, st), "DATE")

    def tm(self):
        h, m = self.ri(6, 21), self.ri(0, 59)
        k = self.r.randint(0, 3)
        if k == 0 and self.c in ("US", "CA", "AU"):
            return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm")
        if k == 1:
            return "%02d%02dh" % (h, m)
        return "%02d:%02d" % (h, m)

    def holiday(self):
        h = self.ch(P.HOLIDAYS[self.c])
        if h.startswith("the "):
            return ["the ", (h[4:], "DATE")]
        return [(h, "DATE")]

    # --- ages -----------------------------------------------------------
    def age(self, a, form=None):
        A = (str(a), "AGE")
        form = form if form is not None else self.r.randint(0, 9)
        if form == 0:
            return [A, "-year-old"]
        if form == 1:
            return [A, " yo"]
        if form == 2:
            return [A, "yo"]
        if form == 3:
            return ["aged ", A]
        if form == 4:
            return [A, " years"]
        if form == 5:
            return [A, "-yr-old"]
        if form == 6 and a < 100:
            return [(num_words(a), "AGE"), "-year-old"]
        if form == 7:
            return ["age ", A]
        if form == 8:
            return [A, " y/o"]
        return [A, " years old"]

    def agesex(self, a, sex):
        A = (str(a), "AGE")
        k = self.r.randint(0, 4)
        if k == 0:
            return [A, sex]
        if k == 1:
            return [A, " " + sex]
        if k == 2:
            return [A, "/" + sex]
        if k == 3:
            return [sex + "/", A]
        return [A, "yo " + sex]

    # --- contacts -----------------------------------------------------------
    def _phone(self, kind="land"):
        c, r = self.c, self.r
        if c == "UK":
            if kind == "mob":
                return self.ch(["07%s 555 %s" % (self.dig(3), self.dig(3)),
                                "+44 7%s 555%s" % (self.dig(3), self.dig(3))])
            ac = self.ch(["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141", "0151",
                          "0161", "0191", "01632", "01904", "01223"])
            if self.p(0.25):
                return "+44 %s 555 %s" % (ac[1:], self.dig(4))
            return "%s 555 %s" % (ac, self.dig(4 if len(ac) == 4 else 3))
        if c in ("US", "CA"):
            ac = str(r.randint(201, 989))
            tail = "01%s" % self.dig(2)
            k = r.randint(0, 4)
            if kind == "free":
                return "1-%s-555-%s" % (self.ch(["800", "888", "877"]), tail)
            if k == 0:
                return "(%s) 555-%s" % (ac, tail)
            if k == 1:
                return "%s-555-%s" % (ac, tail)
            if k == 2:
                return "%s.555.%s" % (ac, tail)
            if k == 3:
                return "+1 %s 555 %s" % (ac, tail)
            return "(%s) 555-%s" % (ac, tail)
        if c == "AU":
            if kind == "mob":
                return self.ch(["04%s 555 %s" % (self.dig(2), self.dig(3)),
                                "+61 4%s 555 %s" % (self.dig(2), self.dig(3))])
            if kind == "free":
                return "1800 555 %s" % self.dig(3)
            ac = self.ch(["02", "03", "07", "08"])
            if self.p(0.3):
                return "+61 %s 5550 %s" % (ac[1], self.dig(4))
            return self.ch(["(%s) 5550 %s" % (ac, self.dig(4)), "%s 5550 %s" % (ac, self.dig(4))])
        if kind == "mob":
            return "+49 1%s 5550 %s" % (self.ch(["51", "60", "70", "76"]), self.dig(4))
        ac = self.ch(["30", "40", "69", "89", "221", "511", "761", "371", "561"])
        return self.ch(["+49 %s 555 %s" % (ac, self.dig(4)), "0%s 555%s" % (ac, self.dig(4)),
                        "+49 (0)%s 555-%s" % (ac, self.dig(3))])

    def tel(self, kind="land", ext=None):
        s = self._phone(kind)
        if ext is None:
            ext = kind == "land" and self.p(0.15)
        if ext:
            s += self.ch([" ext. %s" % self.dig(4), " x%s" % self.dig(3), " ext %s" % self.dig(3)])
        return (s, "PHONE")

    def fax(self):
        return (self._phone("land"), "FAX")

    def pager(self):
        return (self.ch(["555%d" % self.ri(0, 9), "%d555" % self.ri(1, 9), "555-01%s" % self.dig(2)]),
                "PHONE")

    def dom(self):
        return self.ch(["example.org", "example.com", "example.net"])

    def email(self, p=None, dept=None):
        if p is not None:
            f, l = p.first.lower(), p.last.lower()
            for a, b in (("'", ""), (" ", ""), ("ö", "oe"), ("ü", "ue"), ("ä", "ae")):
                f, l = f.replace(a, b), l.replace(a, b)
            loc = self.ch(["%s.%s" % (f, l), "%s.%s" % (f[0], l), "%s%s" % (f[0], l), "%s_%s" % (f, l)])
        else:
            loc = dept or self.ch(["search.unit", "donor.services", "hla.lab", "logistics",
                                   "coordinators", "cordbank", "aph.unit", "registry.office"])
        sub = self.ch(["", "", "", "mail.", "nhs.", "reg."]) if self.p(0.3) else ""
        return ("%s@%s%s" % (loc, sub, self.dom()), "EMAIL")

    def url(self, path=None):
        path = path or self.ch(["donor-portal", "join", "search", "cord", "contact", "privacy",
                                "courier-track", "recipient-updates", "register/online"])
        pre = self.ch(["www.", "https://www.", "https://portal.", "", "http://registry."])
        return ("%s%s/%s" % (pre, self.dom(), path), "URL")

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return ("10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254)), "IPADDR")
        if k == 1:
            return ("192.168.%d.%d" % (self.ri(0, 255), self.ri(1, 254)), "IPADDR")
        return ("172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254)), "IPADDR")

    def user(self, p):
        f, l = p.first.lower().replace("-", ""), p.last.lower().replace("'", "").replace("-", "")
        for a, b in (("ö", "oe"), ("ü", "ue"), ("ä", "ae")):
            f, l = f.replace(a, b), l.replace(a, b)
        return (self.ch(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%s" % (l[:5], f[0], self.dig(2)),
                         "%s_%s" % (f[0], l[:6])]), "USERNAME")

    # --- places ---------------------------------------------------------------
    def town(self):
        return self.ch(P.TOWNS[self.c])

    def state(self, abbr=None):
        s = self.ch(P.STATES[self.c])
        if abbr is None:
            abbr = self.c in ("US", "AU") or (self.c == "CA" and self.p(0.7))
        return s[1] if abbr else s[0]

    def zipc(self):
        c = self.c
        if c == "UK":
            out = self.let(self.ri(1, 2)) + str(self.ri(1, 29))
            return "%s %d%s" % (out, self.ri(1, 9), "".join(self.ch("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
        if c == "US":
            z = "%05d" % self.ri(10000, 99899)
            return z + ("-" + self.dig(4) if self.p(0.15) else "")
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (self.ch(L), self.ri(0, 9), self.ch(L), self.ri(0, 9), self.ch(L), self.ri(0, 9))
        if c == "AU":
            return str(self.ri(2000, 7999))
        return "%05d" % self.ri(1067, 99998)

    def street(self, res=True):
        c, n = self.c, self.ri(1, 240)
        nm, sf = self.ch(P.STREET_NAMES[c]), self.ch(P.STREET_SUFFIX[c])
        if c == "DE":
            return "%s%s %d%s" % (nm, sf, n, self.ch(["", "", "", "a", "b"]))
        if c == "CA" and sf == "Rue":
            s = "%d Rue %s" % (n, nm)
        else:
            s = "%d %s %s" % (n, nm, sf)
        if res and self.p(0.22):
            if c == "UK":
                s = "Flat %d, %s" % (self.ri(1, 24), s)
            elif c == "US":
                s += self.ch([", Apt %d%s" % (self.ri(1, 30), self.ch("ABCD")), " Unit %d" % self.ri(1, 90),
                              ", Suite %d" % self.ri(100, 450)])
            elif c == "CA":
                s = "%d-%s" % (self.ri(101, 1804), s)
            elif c == "AU":
                s = "Unit %d/%s" % (self.ri(1, 12), s)
        return s

    def addr(self, block=True, country=False, street=True, res=False):
        """Postal address split into its parts."""
        c = self.c
        sep = "\n" if block else ", "
        out = []
        if street:
            out += [(self.street(res), "STREET"), sep]
        if c == "UK":
            out += [(self.town(), "CITY"), sep, (self.zipc(), "ZIP")]
        elif c == "US":
            out += [(self.town(), "CITY"), ", ", (self.state(True), "STATE"), " ", (self.zipc(), "ZIP")]
        elif c == "CA":
            out += [(self.town(), "CITY"), ", ", (self.state(), "STATE"), "  " if block else " ",
                    (self.zipc(), "ZIP")]
        elif c == "AU":
            out += [(self.town(), "CITY"), " ", (self.state(True), "STATE"), " ", (self.zipc(), "ZIP")]
        else:
            out += [(self.zipc(), "ZIP"), " ", (self.town(), "CITY")]
        if country:
            out += [sep, (P.HOME[c] if self.p(0.8) else {"UK": "UK", "US": "USA"}.get(c, P.HOME[c]),
                          "COUNTRY")]
        return out

    def hosp(self, key="h"):
        return self.once("hosp_" + key, lambda: self.ch(P.HOSPITALS[self.c]))

    def registry(self):
        return self.once("reg", lambda: self.ch(P.REGISTRIES[self.c]))

    def country_other(self):
        return self.ch([x for x in P.COUNTRIES if x != P.HOME[self.c]])

    # --- identifiers ------------------------------------------------------------
    def idn(self, kind):
        c, d, L = self.c, self.dig, self.let
        yy = "%02d" % (self.base.year % 100)
        f = {
            "donor": lambda: self.ch(["%s-%s-%s" % (d(4), d(4), d(1)), "D%s" % d(7), "%s %s %s" % (d(3), d(3), d(3)),
                                      "%s-%s" % (L(2), d(6))]),
            "grid": lambda: "%s %s %s %s %s" % (d(4), d(4), d(4), d(4), d(3)),
            "recip": lambda: self.ch(["R%s%s" % (L(2), d(6)), "PT-%s" % d(5), "%s-%s-%s" % (d(3), d(4), d(1)),
                                      "RID%s" % d(7)]),
            "search": lambda: self.ch(["SR-%d-%s" % (self.base.year, d(5)), "S%s" % d(6),
                                       "SRCH/%s/%s" % (yy, d(4))]),
            "sample": lambda: self.ch(["HLA%s-%s" % (yy, d(5)), "H/%s/%s" % (yy, d(5)), "%s%s" % (L(2), d(7)),
                                       "TT-%s-%s" % (yy, d(4))]),
            "din": lambda: "%s%s %s %s" % (self.ch("WGAB"), d(4), yy, d(6)),
            "cbu": lambda: self.ch(["CBU-%s-%s" % (d(4), L(2)), "%s%s" % (L(1), d(8)), "UCB %s-%s" % (d(3), d(4))]),
            "waybill": lambda: self.ch(["%s-%s" % (d(3), d(8)), "WB%s" % d(9), "%s %s %s" % (L(2), d(4), d(4))]),
            "seal": lambda: "%s%s" % (self.ch(["SL", "TS", "SEAL-"]), d(6)),
            "case": lambda: self.ch(["AE-%d-%s" % (self.base.year, d(3)), "SEAR-%s-%s" % (yy, d(4)),
                                     "DAE%s" % d(5)]),
            "kit": lambda: self.ch(["K%s" % d(7), "SWB-%s" % d(6), "%s%s" % (L(1), d(9))]),
            "req": lambda: self.ch(["REQ-%s" % d(6), "CT%s-%s" % (yy, d(4)), "WU-%s-%s" % (yy, d(4))]),
            "ticket": lambda: self.ch(["INC%s" % d(7), "TKT-%s" % d(5)]),
        }[kind]
        return f()

    def mrn(self):
        c, d = self.c, self.dig
        return (self.ch({"UK": ["%s%s" % (self.let(1), d(7)), "RX%s" % d(6), "%s%s" % (self.let(2), d(6))],
                         "US": [d(8), "%s-%s" % (d(3), d(5)), "MR%s" % d(7)],
                         "CA": [d(7), "%s-%s" % (d(2), d(6))], "AU": [d(7), "%s%s" % (self.let(1), d(6))],
                         "DE": [d(9), d(10)]}[c]), "MRN")

    def plan(self, kind=None):
        c, d = self.c, self.dig
        if c == "UK":
            v = "9%s %s %s" % (d(2), d(3), d(4))
        elif c == "US":
            v = self.ch(["%s%s" % (self.let(3), d(9)), "%s%s" % (self.let(1), d(8)), "%s-%s-%s" % (self.let(3), d(5), d(2))])
        elif c == "CA":
            v = self.ch(["%s-%s-%s-%s" % (d(4), d(3), d(3), self.let(2)), "9%s %s %s" % (d(3), d(3), d(3))])
        elif c == "AU":
            v = "%d%s %s %d" % (self.ri(2, 6), d(3), d(5), self.ri(1, 9))
        else:
            v = "%s%s" % (self.let(1), d(9))
        return (v, "HEALTHPLAN")

    def group(self):
        return (self.ch(["%s" % self.dig(5), "GRP-%s" % self.dig(4), "%s%s" % (self.let(2), self.dig(6))]), "HEALTHPLAN")

    def ssn(self):
        c, d = self.c, self.dig
        if c == "US":
            v = self.ch(["9%s-%d-%s" % (d(2), self.ri(70, 88), d(4)), "000-%s-%s" % (d(2), d(4))])
        elif c in ("CA", "AU"):
            v = "9%s %s %s" % (d(2), d(3), d(3))
        else:
            v = "9%d %s %s %s" % (self.ri(0, 9), d(6), self.let(1), d(3))
        return (v, "SSN")

    def lic(self, kind="med"):
        c, d = self.c, self.dig
        if kind == "drive":
            v = {"UK": lambda: "%s%s%s" % (self.let(5), d(6), self.let(2) + d(1) + self.let(2)),
                 "US": lambda: self.ch(["D%s-%s-%s" % (d(3), d(4), d(4)), "%s%s" % (self.let(1), d(7))]),
                 "CA": lambda: "%s%s-%s-%s" % (self.let(1), d(4), d(5), d(5)),
                 "AU": lambda: d(8), "DE": lambda: "%s%s%s%s" % (self.let(1), d(3), self.let(2), d(4))}[c]()
        elif kind == "nurse":
            v = {"UK": "%s%s%s%s" % (d(2), self.let(1), d(4), self.let(1)), "US": "RN%s" % d(6),
                 "CA": d(7), "AU": "NMW000%s" % d(7), "DE": d(8)}[c]
        elif kind == "sci":
            v = {"UK": "CS%s" % d(5), "US": "CHS%s" % d(5), "CA": d(6), "AU": "MLS%s" % d(5), "DE": d(8)}[c]
        else:
            v = {"UK": d(7), "US": "1%s" % d(9), "CA": d(5), "AU": "MED000%s" % d(7), "DE": d(9)}[c]
        return (v, "LICENSE")

    def lic_label(self, kind="med"):
        if kind == "drive":
            return self.ch(["Driver's licence", "Driving licence no.", "DL#", "Licence No."]) if self.c != "US" \
                else self.ch(["Driver's license", "DL#", "DL No."])
        if kind == "nurse":
            return {"UK": "NMC PIN", "US": "RN License", "CA": "CNO Reg. No.", "AU": "AHPRA", "DE": "Reg.-Nr."}[self.c]
        if kind == "sci":
            return {"UK": "HCPC", "US": "State CLS lic.", "CA": "CSMLS No.", "AU": "Reg. No.", "DE": "Reg.-Nr."}[self.c]
        return {"UK": "GMC No.", "US": "NPI", "CA": "CPSO #", "AU": "AHPRA Reg.", "DE": "LANR"}[self.c]

    def acct(self):
        d = self.dig
        return (self.ch(["INV-%d-%s" % (self.base.year, d(5)), d(8), "AC-%s-%s" % (d(4), d(4)),
                         "%s%s" % (self.let(2), d(7))]), "ACCOUNT")

    def device(self, kind="shipper"):
        d = self.dig
        v = {"shipper": lambda: self.ch(["DS-%s" % d(5), "CX%s" % d(6), "%s-%s" % (self.let(3), d(5))]),
             "logger": lambda: self.ch(["TL%d-%s" % (self.ri(1, 9), d(6)), "LOG%s" % d(7), "%s%s" % (self.let(1), d(8))]),
             "aph": lambda: self.ch(["1P%s" % d(5), "%s%s" % (self.let(2), d(6)), "OPT-%s" % d(5)]),
             "dewar": lambda: "DW-%s" % d(4),
             "pump": lambda: "%s%s" % (self.let(3), d(6))}[kind]()
        return (v, "DEVICE")

    def plate(self):
        c, L, d = self.c, self.let, self.dig
        v = {"UK": lambda: "%s%s %s" % (L(2), d(2), L(3)), "US": lambda: "%d%s%s" % (self.ri(1, 9), L(3), d(3)),
             "CA": lambda: "%s %s" % (L(4), d(3)), "AU": lambda: "%d%s-%d%s" % (self.ri(1, 9), L(2), self.ri(1, 9), L(2)),
             "DE": lambda: "%s-%s %s" % (L(self.ri(1, 2)), L(2), d(self.ri(2, 4)))}[c]()
        return (v, "VEHICLE")

    def bio(self):
        d = self.dig
        return (self.ch(["FP-%s" % d(5), "PV-%s" % d(7), "VB-%s-%d" % (d(5), self.ri(1, 9)), "BIO%s" % d(6)]), "BIOID")

    def hla(self, loci=("A", "B", "C", "DRB1", "DQB1"), fields=2):
        res = {}
        for l in loci:
            a = sorted([self.ch(P.HLA[l]), self.ch(P.HLA[l])])
            if fields == 1:
                a = [x.split(":")[0] for x in a]
            res[l] = a
        return res
