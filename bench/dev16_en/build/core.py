"""Marker engine, formatting helpers and the per-note context.

PHI values are written into the note text wrapped in private markers
(\\x02TYPE\\x1fvalue\\x03).  ``render`` strips the markers and returns the plain
text together with exact character offsets, so offsets can never drift.
"""
import datetime as dt
import re
import unicodedata

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_O, _S, _C = "\x02", "\x1f", "\x03"
_RX = re.compile("\x02([A-Z_]+)\x1f([^\x02\x03\x1f]*)\x03")


def T(typ, value):
    value = str(value)
    if typ not in LABEL:
        raise ValueError("unknown type " + typ)
    if not value or value != value.strip() or "\n" in value:
        raise ValueError("bad span value %r" % value)
    return _O + typ + _S + value + _C


def render(marked):
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    marked = marked.strip("\n") + "\n"
    out, spans, last, n = [], [], 0, 0
    for m in _RX.finditer(marked):
        chunk = marked[last:m.start()]
        out.append(chunk)
        n += len(chunk)
        typ, val = m.group(1), m.group(2)
        spans.append({"start": n, "end": n + len(val), "label": LABEL[typ],
                      "type": typ, "text": val})
        out.append(val)
        n += len(val)
        last = m.end()
    out.append(marked[last:])
    text = "".join(out)
    if any(ch in text for ch in (_O, _S, _C)):
        raise ValueError("unbalanced marker")
    for s in spans:
        assert text[s["start"]:s["end"]] == s["text"]
    return text, spans


# ---------------------------------------------------------------- numbers/dates
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    if n < 200:
        rest = n - 100
        return "one hundred" + ("" if rest == 0 else " and " + words(rest))
    raise ValueError(n)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    f = {
        "mdy": "%02d/%02d/%d" % (m, dd, y),
        "mdy_nz": "%d/%d/%d" % (m, dd, y),
        "mdy_s": "%d/%d/%02d" % (m, dd, y % 100),
        "mdy_s0": "%02d/%02d/%02d" % (m, dd, y % 100),
        "md": "%d/%d" % (m, dd),
        "md0": "%02d/%02d" % (m, dd),
        "long": "%s %d, %d" % (MONTHS[m - 1], dd, y),
        "mon_d": "%s %d" % (MONTHS[m - 1], dd),
        "ord": "%s %s" % (MONTHS[m - 1], ordinal(dd)),
        "abbr": "%s %d, %d" % (MON[m - 1], dd, y),
        "abbr_d": "%s %d" % (MON[m - 1], dd),
        "dmy_abbr": "%02d-%s-%d" % (dd, MON[m - 1], y),
        "dmy_abbr_up": "%02d-%s-%d" % (dd, MON[m - 1].upper(), y),
        "dmony": "%02d%s%d" % (dd, MON[m - 1].upper(), y),
        "iso": "%d-%02d-%02d" % (y, m, dd),
        "wd_long": "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y),
        "wd_md": "%s %d/%d" % (WDA[d.weekday()], m, dd),
        "wd_mdy": "%s %02d/%02d/%d" % (WEEKDAYS[d.weekday()], m, dd, y),
        "wd_mon_d": "%s, %s %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd),
        "my": "%s %d" % (MONTHS[m - 1], y),
        "my_num": "%d/%d" % (m, y),
        "y": "%d" % y,
        "nth": ordinal(dd),
        "wd": WEEKDAYS[d.weekday()],
        "month": MONTHS[m - 1],
        # Commonwealth styles
        "dmy": "%02d/%02d/%d" % (dd, m, y),
        "dmy_nz": "%d/%d/%d" % (dd, m, y),
        "dmy_s": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dm": "%d/%d" % (dd, m),
        "d_month_y": "%d %s %d" % (dd, MONTHS[m - 1], y),
        "d_month": "%d %s" % (dd, MONTHS[m - 1]),
        "d_ord_month": "%s %s" % (ordinal(dd), MONTHS[m - 1]),
        "d_ord_month_y": "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y),
        "d_mon_y": "%d %s %d" % (dd, MON[m - 1], y),
        "dmy_dot": "%02d.%02d.%d" % (dd, m, y),
        "wd_d_month": "%s %d %s" % (WEEKDAYS[d.weekday()], dd, MONTHS[m - 1]),
        "wd_dmy": "%s %02d/%02d/%d" % (WDA[d.weekday()], dd, m, y),
    }
    return f[style]


NARR = {
    "US": [("mdy_nz", 18), ("md", 20), ("long", 12), ("mon_d", 10), ("ord", 8), ("mdy", 12),
           ("mdy_s", 10), ("abbr", 4), ("abbr_d", 3), ("wd_md", 3)],
    "UK": [("dmy", 25), ("d_month_y", 20), ("d_ord_month", 12), ("d_month", 15),
           ("dmy_nz", 10), ("d_mon_y", 8), ("dm", 5), ("d_ord_month_y", 5)],
    "CA": [("iso", 25), ("long", 22), ("mon_d", 18), ("d_month_y", 12), ("abbr", 8),
           ("dmy_abbr", 5), ("mdy_nz", 5)],
    "AU": [("dmy", 28), ("d_month_y", 22), ("d_month", 14), ("dmy_nz", 12), ("dm", 8),
           ("d_ord_month", 6), ("d_mon_y", 6)],
}
HEAD = {
    "US": [("mdy", 55), ("mdy_nz", 15), ("dmy_abbr_up", 8), ("iso", 7), ("long", 8),
           ("mdy_s0", 7)],
    "UK": [("dmy", 60), ("d_mon_y", 20), ("d_month_y", 20)],
    "CA": [("iso", 55), ("long", 20), ("dmy_abbr_up", 15), ("dmony", 10)],
    "AU": [("dmy", 60), ("d_month_y", 25), ("d_mon_y", 15)],
}
SHORT = {  # month/day only, for tables and terse notes
    "US": [("md", 60), ("md0", 25), ("mdy_s", 15)],
    "UK": [("dm", 50), ("dmy_s", 30), ("d_mon_y", 20)],
    "CA": [("iso", 50), ("abbr_d", 30), ("md", 20)],
    "AU": [("dm", 50), ("dmy_s", 30), ("d_mon_y", 20)],
}


def wpick(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]", "", s.lower())


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle=None, nick=None, cred=None, title=None,
                 relation=None):
        self.first, self.last, self.sex = first, last, sex
        self.middle, self.nick, self.cred, self.title = middle, nick, cred, title
        self.relation = relation

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        if self.middle:
            return "%s %s. %s" % (self.first, self.middle[0], self.last)
        return self.full()

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def lfm(self):
        if self.middle:
            return "%s, %s %s" % (self.last, self.first, self.middle[0])
        return self.lf()

    def LF(self):
        return self.lfm().upper()

    def fi_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def first_li(self):
        return "%s %s." % (self.first, self.last[0])

    def initials(self, dots=False, lower=False):
        import unicodedata as _u
        def lead(x):
            x = _u.normalize("NFKD", x)
            return [ch for ch in x if ch.isalpha()][0].upper()
        parts = [lead(self.first)]
        if self.middle and dots:
            parts.append(lead(self.middle))
        parts.append(lead(self.last))
        s = ".".join(parts) + "." if dots else "".join(parts)
        return s.lower() if lower else s


# ---------------------------------------------------------------- context
class Lazy(dict):
    def __init__(self, fns):
        super().__init__()
        self.fns = fns

    def __missing__(self, key):
        return self.fns[key]()


class Ctx:
    def __init__(self, rng, loc, genre):
        self.r = rng
        self.loc = loc
        self.genre = genre
        self.used = []
        self.region = None
        self.region = self.city_tuple()[1]
        y = rng.choice([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2024, 2025])
        self.d0 = dt.date(y, 1, 1) + dt.timedelta(days=rng.randrange(0, 364 if y < 2025 else 300))
        self.los = rng.randint(2, 8)
        self.dc = self.d0 + dt.timedelta(days=self.los)
        self.pt = self.make_patient()
        self.addr = self.make_address()
        self.hosp = self.hospital_name()
        self.hosp_addr = self.make_address(business=True)
        self.fam_cache = {}

    # ------------------------------------------------------------ basics
    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def sample(self, seq, k):
        return self.r.sample(seq, min(k, len(seq)))

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ------------------------------------------------------------ names
    def fresh_last(self):
        for _ in range(50):
            s = self.pick(P.SURNAMES)
            if s not in self.used:
                self.used.append(s)
                return s
        return s

    def person(self, sex=None, last=None, middle_p=0.45):
        sex = sex or self.pick(["F", "M"])
        pool = P.FEMALE if sex == "F" else P.MALE
        first = self.pick(pool)
        while first in self.used:
            first = self.pick(pool)
        self.used.append(first)
        middle = None
        if self.chance(middle_p):
            middle = self.pick(P.FEMALE if sex == "F" else P.MALE)
        return Person(first, last or self.fresh_last(), sex, middle)

    def make_patient(self):
        age = wpick(self.r, [(self.ri(18, 39), 18), (self.ri(40, 64), 35), (self.ri(65, 89), 40),
                             (self.ri(90, 101), 7)])
        p = self.person()
        if p.first in P.NICKNAMES and self.chance(0.5):
            p.nick = P.NICKNAMES[p.first]
        # dob such that age at d0 is exact
        bday_year = self.d0.year - age
        dob = dt.date(bday_year, 1, 1) + dt.timedelta(days=self.r.randrange(0, 365))
        if (dob.month, dob.day) > (self.d0.month, self.d0.day):
            dob = dob.replace(year=dob.year - 1)
        p.dob = dob
        p.age = age
        return p

    def title(self, p):
        if p.sex == "M":
            t = "Mr"
        else:
            t = self.pick(["Ms", "Mrs", "Ms"]) if not getattr(p, "_title", None) else p._title
            p._title = t
        return t + ("." if self.loc in ("US", "CA") else "")

    def dr_title(self, d=None):
        if self.loc == "UK" and d is not None and getattr(d, "surgeon", False):
            return ("Mr" if d.sex == "M" else "Ms") + " "
        if self.loc in ("US", "CA"):
            return "Dr. "
        return self.pick(["Dr ", "Dr ", "Dr. "])

    CREDS = {
        "US": ["MD", "MD", "MD", "DO", "MD, FACP", "MD, PhD", "MD, FACC"],
        "UK": ["MBBS", "MBChB", "MRCP", "FRCP", "MB BCh", "FRCS"],
        "CA": ["MD", "MD, FRCPC", "MD, CCFP", "MDCM", "MD, FRCSC"],
        "AU": ["MBBS", "FRACP", "MBBS FRACP", "MBBS, FRACS", "FRACGP"],
    }

    def new_doc(self, role="md", surgeon=False):
        d = self.person(middle_p=0.3)
        d.role = role
        d.surgeon = surgeon
        if role == "md":
            d.cred = self.pick(self.CREDS[self.loc])
        elif role == "res":
            d.cred = self.pick(["MD", "DO", "MD (PGY-2)", "MD, PGY-3"]) if self.loc in ("US", "CA") \
                else self.pick(["MBBS", "FY2", "ST3", "MBChB"])
        elif role == "rn":
            d.cred = self.pick(["RN", "RN, BSN", "RN", "BSN, RN"]) if self.loc == "US" \
                else self.pick(["RN", "RGN", "RN"])
        elif role == "np":
            d.cred = self.pick(["NP", "FNP-C", "ANP-BC", "NP-C"])
        elif role == "pa":
            d.cred = "PA-C"
        elif role == "pharm":
            d.cred = self.pick(["PharmD", "RPh", "PharmD, BCPS"])
        elif role == "pt":
            d.cred = self.pick(["PT, DPT", "PT"])
        elif role == "sw":
            d.cred = self.pick(["LCSW", "MSW", "LICSW"])
        elif role == "crna":
            d.cred = "CRNA"
        else:
            d.cred = ""
        return d

    def D(self, d, form=None):
        """A clinician mention, title/credential outside the span."""
        if form is None:
            form = wpick(self.r, [("dr_last", 40), ("dr_full", 18), ("full_cred", 22),
                                  ("dr_fi", 5), ("last", 5), ("fml_cred", 10)])
        if d.role not in ("md", "res") and form.startswith("dr"):
            form = "full_cred"
        if form == "dr_last":
            return self.dr_title(d) + T("DOCTOR", d.last)
        if form == "dr_full":
            return self.dr_title(d) + T("DOCTOR", d.full())
        if form == "dr_fi":
            return self.dr_title(d) + T("DOCTOR", d.fi_last())
        if form == "full_cred":
            return T("DOCTOR", d.full()) + (", " + d.cred if d.cred else "")
        if form == "fml_cred":
            return T("DOCTOR", d.fml()) + (", " + d.cred if d.cred else "")
        if form == "full_cred_nc":
            return T("DOCTOR", d.full()) + (" " + d.cred if d.cred else "")
        if form == "lf_cred":
            return T("DOCTOR", d.lf()) + (" " + d.cred if d.cred else "")
        if form == "LF":
            return T("DOCTOR", d.lfm().upper())
        if form == "full":
            return T("DOCTOR", d.full())
        if form == "fml":
            return T("DOCTOR", d.fml())
        if form == "last":
            return T("DOCTOR", d.last)
        if form == "first":
            return T("DOCTOR", d.first)
        if form == "init":
            return T("DOCTOR", d.initials())
        if form == "init_l":
            return T("DOCTOR", d.initials(lower=True))
        raise ValueError(form)

    def PT(self, form=None):
        """A patient mention."""
        p = self.pt
        if form is None:
            form = wpick(self.r, [("title_last", 62), ("full", 10), ("first", 10),
                                  ("title_full", 5), ("nick", 5), ("fml", 4), ("first_li", 2),
                                  ("last", 2), ("init", 2), ("initp", 1)])
        if form == "nick" and not p.nick:
            form = "first"
        if form == "title_last":
            return self.title(p) + " " + T("PATIENT", p.last)
        if form == "title_full":
            return self.title(p) + " " + T("PATIENT", p.full())
        if form == "full":
            return T("PATIENT", p.full())
        if form == "fml":
            return T("PATIENT", p.fml())
        if form == "first":
            return T("PATIENT", p.first)
        if form == "nick":
            return T("PATIENT", p.nick)
        if form == "first_li":
            return T("PATIENT", p.first_li())
        if form == "last":
            return T("PATIENT", p.last)
        if form == "LF":
            return T("PATIENT", p.LF())
        if form == "lf":
            return T("PATIENT", p.lfm())
        if form == "init":
            return T("PATIENT", p.initials(dots=True))
        if form == "initp":
            return T("PATIENT", p.initials())
        raise ValueError(form)

    # family members -------------------------------------------------------
    REL = {
        "spouse": ("wife", "husband"), "child": ("daughter", "son"),
        "sibling": ("sister", "brother"), "parent": ("mother", "father"),
        "partner": ("partner", "partner"), "grandchild": ("granddaughter", "grandson"),
        "friend": ("friend", "friend"), "niece": ("niece", "nephew"),
        "neighbour": ("neighbor", "neighbor"),
    }

    def fam(self, kind):
        """Return a (cached) family member; kind e.g. 'spouse', 'child'."""
        if kind in self.fam_cache:
            return self.fam_cache[kind]
        if kind == "spouse":
            sex = "F" if self.pt.sex == "M" else "M"
            if self.chance(0.1):
                sex = self.pt.sex
        else:
            sex = self.pick(["F", "M"])
        same = kind in ("spouse", "child", "sibling", "parent", "grandchild") and self.chance(0.6)
        p = self.person(sex=sex, last=self.pt.last if same else None, middle_p=0.1)
        word = self.REL[kind][0 if sex == "F" else 1]
        if self.loc != "US" and word == "neighbor":
            word = "neighbour"
        p.relation = word
        self.fam_cache[kind] = p
        return p

    def F(self, p, form=None):
        if form is None:
            form = wpick(self.r, [("first", 45), ("full", 40), ("title_last", 15)])
        if form == "first":
            return T("FAMILY", p.first)
        if form == "full":
            return T("FAMILY", p.full())
        if form == "title_last":
            t = "Mr" if p.sex == "M" else self.pick(["Mrs", "Ms"])
            return t + ("." if self.loc in ("US", "CA") else "") + " " + T("FAMILY", p.last)
        if form == "lower":
            return T("FAMILY", p.first.lower())
        raise ValueError(form)

    def fam_phrase(self, kind=None, poss=None):
        if kind is None:
            main = self.main_fam_kind()
            others = ["child", "sibling", "friend", "niece", "grandchild"] if self.pt.age >= 40 \
                else ["parent", "sibling", "friend"]
            others = [o for o in others if o != main]
            kind = main if self.chance(0.6) else self.pick(others)
        p = self.fam(kind)
        poss = poss or self.his
        form = self.pick(["a", "b", "c"])
        if form == "a":
            return "%s %s, %s" % (poss, p.relation, self.F(p))
        if form == "b":
            return "%s %s %s" % (poss, p.relation, self.F(p))
        return "%s %s (%s)" % (poss, p.relation, self.F(p))

    # pronouns
    @property
    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    @property
    def He(self):
        return self.he.capitalize()

    @property
    def his(self):
        return "his" if self.pt.sex == "M" else "her"

    @property
    def His(self):
        return self.his.capitalize()

    @property
    def him(self):
        return "him" if self.pt.sex == "M" else "her"

    @property
    def man(self):
        return self.pick(["man", "male", "gentleman"]) if self.pt.sex == "M" \
            else self.pick(["woman", "female", "lady"])

    # ------------------------------------------------------------ ages
    def age_t(self, n=None, word=False):
        n = self.pt.age if n is None else n
        return T("AGE", words(n) if word else n)

    def intro(self, n=None):
        """'a 64-year-old man' and friends."""
        n = self.pt.age if n is None else n
        sex = self.pt.sex
        noun = self.man
        style = wpick(self.r, [("hyph", 50), ("yo", 14), ("y/o", 10), ("yoc", 7), ("word", 8),
                               ("yr", 5), ("aged", 5)])
        w = words(n)
        art = "an" if (style == "word" and w[0] in "aeiou") or \
            (style != "word" and (n in (8, 11, 18) or 80 <= n <= 89)) else "a"
        sx = "M" if sex == "M" else "F"
        if style == "hyph":
            return "%s %s-year-old %s" % (art, T("AGE", n), noun)
        if style == "yo":
            return "%s %s yo %s" % (art, T("AGE", n), noun)
        if style == "y/o":
            return "%s %s y/o %s" % (art, T("AGE", n), noun)
        if style == "yoc":
            return "%s %syo %s" % (art, T("AGE", n), noun)
        if style == "word":
            return "%s %s-year-old %s" % (art, T("AGE", w), noun)
        if style == "sexc":
            return "%s %s%s" % (art, T("AGE", n), sx)
        if style == "sexsp":
            return "%s %s %s" % (art, T("AGE", n), sx)
        if style == "yr":
            return "%s %s yr old %s" % (art, T("AGE", n), noun)
        return "%s %s aged %s" % (art, noun, T("AGE", n))

    def age_sex(self, n=None):
        """Terse '64M', '64 yo F', '64yoF' openers (no article)."""
        n = self.pt.age if n is None else n
        sx = "M" if self.pt.sex == "M" else "F"
        st = self.pick(["c", "sp", "yo", "yoc", "yof"])
        if st == "c":
            return "%s%s" % (T("AGE", n), sx)
        if st == "sp":
            return "%s %s" % (T("AGE", n), sx)
        if st == "yo":
            return "%s yo %s" % (T("AGE", n), sx)
        if st == "yoc":
            return "%syo%s" % (T("AGE", n), sx)
        return "%s y/o %s" % (T("AGE", n), sx)

    def decade(self, n=None):
        n = self.pt.age if n is None else n
        adj = "early" if n % 10 < 4 else ("mid" if n % 10 < 7 else "late")
        return "%s %s" % (adj, T("AGE", "%ds" % (n - n % 10)))

    # ------------------------------------------------------------ dates
    def dt(self, d, style=None, kind="narr"):
        if style is None:
            style = wpick(self.r, {"narr": NARR, "head": HEAD, "short": SHORT}[kind][self.loc])
        return T("DATE", fmt_date(d, style))

    def day(self, k, kind="narr", style=None):
        return self.dt(self.d0 + dt.timedelta(days=k), style=style, kind=kind)

    def past_year(self, lo=1, hi=15):
        y = self.d0.year - self.ri(lo, hi)
        y = max(y, self.pt.dob.year + 16)
        return min(y, self.d0.year - 1)

    def yr(self, lo=1, hi=15):
        return T("DATE", str(self.past_year(lo, hi)))

    def past_date(self, lo_days=20, hi_days=2000):
        return self.d0 - dt.timedelta(days=self.ri(lo_days, hi_days))

    def month_year(self, lo_days=60, hi_days=3000):
        d = self.past_date(lo_days, hi_days)
        if self.loc in ("US", "CA") and self.chance(0.25):
            return T("DATE", fmt_date(d, "my_num"))
        return T("DATE", fmt_date(d, "my"))

    def holiday(self):
        m = self.d0.month
        if self.loc == "US":
            opts = {1: "New Year's", 2: "Valentine's Day", 5: "Memorial Day", 7: "the Fourth of July",
                    9: "Labor Day", 10: "Halloween", 11: "Thanksgiving", 12: "Christmas"}
        elif self.loc == "UK":
            opts = {1: "New Year's", 3: "Easter", 4: "Easter", 8: "the August bank holiday",
                    11: "Bonfire Night", 12: "Christmas"}
        elif self.loc == "CA":
            opts = {1: "New Year's", 7: "Canada Day", 10: "Thanksgiving", 12: "Christmas",
                    5: "Victoria Day", 9: "Labour Day"}
        else:
            opts = {1: "Australia Day", 4: "Easter", 3: "Easter", 12: "Christmas",
                    6: "the King's Birthday"}
        h = opts.get(m) or opts.get(((m - 2) % 12) + 1)
        if not h:
            return "the weekend"
        if h.startswith("the "):
            return "the " + T("DATE", h[4:])
        return T("DATE", h)

    # ------------------------------------------------------------ places
    def city_tuple(self, anywhere=False):
        if self.loc == "US":
            pool = P.US_CITIES
        elif self.loc == "UK":
            pool = [(t[0], t[1], t[1], t[2]) for t in P.UK_TOWNS]
        elif self.loc == "CA":
            pool = P.CA_CITIES
        else:
            pool = P.AU_CITIES
        if self.region and not anywhere and self.chance(0.8):
            near = [t for t in pool if t[1] == self.region]
            return self.pick(near or pool)
        return self.pick(pool)

    def postcode(self, ct):
        if self.loc == "US":
            z = ct[3] + self.digits(2)
            if self.chance(0.12):
                z += "-" + self.digits(4)
            return z
        if self.loc == "UK":
            return "%s%d %d%s" % (ct[3], self.ri(1, 19), self.ri(1, 9),
                                  self.letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if self.loc == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (ct[3], self.ri(0, 9), self.pick(L), self.ri(0, 9),
                                      self.pick(L), self.ri(0, 9))
        base = int(ct[3])
        return "%04d" % (base + self.ri(0, 9))

    def street(self, business=False, ct=None):
        name = self.pick(P.STREET_NAMES)
        if self.loc == "US":
            suf = self.pick(P.US_SUFFIX)
            s = "%d %s %s" % (self.ri(1, 9899), name, suf)
            if business and self.chance(0.6):
                s += ", Suite %d" % self.ri(100, 650)
            elif not business and self.chance(0.25):
                s += self.pick([", Apt %d%s" % (self.ri(1, 30), self.pick("ABCD")),
                                " Apt %d" % self.ri(1, 400), ", Unit %d" % self.ri(1, 60),
                                " #%d" % self.ri(1, 300), ", Lot %d" % self.ri(1, 90)])
            return s
        if self.loc == "UK":
            suf = self.pick(P.UK_SUFFIX)
            s = "%d %s %s" % (self.ri(1, 240), name, suf)
            if not business and self.chance(0.2):
                s = "Flat %d, %s" % (self.ri(1, 24), s)
            return s
        if self.loc == "CA":
            if ct is not None and ct[1] == "QC" and self.chance(0.6):
                return "%d rue %s" % (self.ri(10, 4000), self.pick(["Saint-Denis", "Sainte-Catherine",
                                                                      "Laurier", "Principale",
                                                                      "des Érables"]))
            s = "%d %s %s" % (self.ri(1, 9999), name, self.pick(P.CA_SUFFIX))
            if self.chance(0.2):
                s = "%d-%s" % (self.ri(101, 2405), s) if not business else s + ", Suite %d" % self.ri(100, 900)
            return s
        s = "%d %s %s" % (self.ri(1, 400), name, self.pick(P.AU_SUFFIX))
        if not business and self.chance(0.25):
            s = "%d/%s" % (self.ri(1, 30), s) if self.chance(0.5) else "Unit %d, %s" % (self.ri(1, 30), s)
        return s

    def make_address(self, business=False):
        ct = self.city_tuple()
        return {"street": self.street(business, ct), "city": ct[0], "st": ct[1], "stname": ct[2],
                "zip": self.postcode(ct)}

    def addr_line(self, a=None, one_line=True, state_full=False):
        a = a or self.addr
        st = a["stname"] if state_full else a["st"]
        if self.loc == "UK":
            parts = [T("STREET", a["street"]), T("CITY", a["city"])]
            if self.chance(0.4):
                parts.append(T("CITY", a["st"]))
            sep = ", " if one_line else "\n"
            return sep.join(parts) + (" " if one_line else "\n") + T("ZIP", a["zip"])
        if self.loc == "AU":
            line2 = "%s %s %s" % (T("CITY", a["city"]), T("STATE", st), T("ZIP", a["zip"]))
        elif self.loc == "CA":
            line2 = "%s, %s  %s" % (T("CITY", a["city"]), T("STATE", st), T("ZIP", a["zip"]))
        else:
            line2 = "%s, %s %s" % (T("CITY", a["city"]), T("STATE", st), T("ZIP", a["zip"]))
        return T("STREET", a["street"]) + (", " if one_line else "\n") + line2

    def city(self, a=None):
        return T("CITY", (a or self.addr)["city"])

    def city_state(self, a=None):
        a = a or self.addr
        if self.loc == "UK":
            return T("CITY", a["city"])
        return "%s, %s" % (T("CITY", a["city"]), T("STATE", a["st"]))

    def country(self):
        pre, c = P.country_split(self.pick([c for c in P.COUNTRIES if not (
            (self.loc == "CA" and c == "Canada") or (self.loc == "AU" and c == "Australia") or
            (self.loc == "UK" and c in ("England", "Scotland")))]))
        return pre + T("COUNTRY", c)

    # ------------------------------------------------------------ institutions
    def hospital_name(self, kind="hospital"):
        r, pl, sa = self.r, self.pick(P.PLACE_WORDS), self.pick(P.SAINTS)
        city = self.city_tuple()[0]
        if self.loc == "US":
            opts = ["%s General Hospital" % pl, "%s Medical Center" % pl,
                    "%s Regional Medical Center" % pl, "St. %s Medical Center" % sa,
                    "St. %s's Hospital" % sa, "%s Memorial Hospital" % self.pick(P.SURNAMES),
                    "%s Community Hospital" % pl, "%s University Hospital" % city,
                    "Mercy %s Hospital" % pl, "Good Samaritan Hospital of %s" % city,
                    "%s Health System" % pl]
        elif self.loc == "UK":
            opts = ["%s General Hospital" % city, "Royal %s Infirmary" % city,
                    "%s Royal Hospital" % city, "St %s's Hospital" % sa,
                    "%s District General Hospital" % pl, "%s Community Hospital" % pl,
                    "Queen Elizabeth Hospital %s" % city]
        elif self.loc == "CA":
            opts = ["%s General Hospital" % city, "%s Health Sciences Centre" % pl,
                    "St. %s's Hospital" % sa, "%s Regional Health Centre" % pl,
                    "Hôpital %s" % self.pick(["Sainte-Justine-des-Monts", "Saint-Luc-du-Lac",
                                              "du Sacré-Coeur de %s" % city]),
                    "%s Memorial Hospital" % self.pick(P.SURNAMES)]
        else:
            opts = ["%s Base Hospital" % city, "Royal %s Hospital" % city,
                    "%s Private Hospital" % pl, "%s Hospital" % pl,
                    "St %s's Hospital" % sa, "%s District Hospital" % pl]
        if kind == "clinic_pc":
            if self.loc in ("US", "CA"):
                opts = ["%s Family Medicine" % pl, "%s Internal Medicine Associates" % pl,
                        "%s Community Health Center" % pl, "%s Primary Care" % pl,
                        "%s Medical Group" % pl, "%s Family Health Team" % pl if self.loc == "CA"
                        else "%s Family Practice" % pl]
            elif self.loc == "UK":
                opts = ["%s Surgery" % pl, "%s Medical Practice" % pl, "%s Health Centre" % pl,
                        "%s Road Surgery" % self.pick(P.STREET_NAMES), "%s Group Practice" % pl]
            else:
                opts = ["%s Medical Centre" % pl, "%s Family Practice" % pl, "%s Medical Clinic" % pl]
        if kind == "clinic":
            if self.loc in ("US", "CA"):
                opts = ["%s Family Medicine" % pl, "%s Internal Medicine Associates" % pl,
                        "%s Cardiology Group" % self.pick(P.SURNAMES),
                        "%s Community Health Center" % pl, "%s Primary Care" % pl,
                        "%s Orthopedic Clinic" % pl, "%s Family Health Team" % pl,
                        "%s Medical Group" % pl, "%s Heart and Vascular Institute" % pl,
                        "%s Kidney Associates" % pl, "%s Digestive Health" % pl]
            elif self.loc == "UK":
                opts = ["%s Surgery" % pl, "%s Medical Practice" % pl, "%s Health Centre" % pl,
                        "%s Road Surgery" % self.pick(P.STREET_NAMES), "%s Group Practice" % pl]
            else:
                opts = ["%s Medical Centre" % pl, "%s Family Practice" % pl,
                        "%s Specialist Centre" % pl, "%s Medical Clinic" % pl]
        if kind == "pharmacy":
            opts = ["%s Pharmacy" % pl, "%s's Drug" % self.pick(P.SURNAMES),
                    "Main Street Apothecary", "%s Chemist" % pl if self.loc in ("UK", "AU")
                    else "%s Drug Store" % pl, "%s Discount Pharmacy" % pl]
        if kind == "snf":
            opts = ["%s Nursing and Rehabilitation Center" % pl, "%s Manor" % pl,
                    "%s Assisted Living" % pl, "%s Care Home" % pl if self.loc != "US"
                    else "%s Health Care Center" % pl, "%s Lodge" % pl]
        if kind == "dialysis":
            opts = ["%s Dialysis Center" % pl, "%s Kidney Care" % pl, "%s Renal Unit" % pl]
        if kind == "urgent":
            opts = ["%s Urgent Care" % pl, "%s Walk-In Clinic" % pl, "%s Minor Injuries Unit" % pl
                    if self.loc == "UK" else "%s Express Care" % pl]
        return self.pick(opts)

    def H(self, name=None):
        return T("HOSPITAL", name or self.hosp)

    def ward(self):
        """Returns text for a ward/unit mention."""
        if self.loc == "UK":
            return self.pick(["%s Ward" % self.pick(P.UK_WARDS), "Ward %d%s" % (self.ri(1, 40), self.pick(["", "A", "B"]))])
        if self.loc == "AU":
            return self.pick(["Ward %d%s" % (self.ri(1, 12), self.pick(["A", "B", "C", "East", "West"])),
                              "%s Ward" % self.pick(["Banksia", "Wattle", "Waratah", "Boronia", "Acacia"])])
        return self.pick(["%d %s" % (self.ri(2, 12), self.pick(["North", "South", "East", "West"])),
                          "%d%s" % (self.ri(3, 9), self.pick("ABCD")),
                          "%s Pavilion" % self.pick(P.SURNAMES)])

    def ward_phrase(self):
        w = self.ward()
        if w.startswith("Ward "):
            return "Ward " + T("HOSPITAL", w[5:])
        if w[0].isdigit():
            return self.pick(["unit ", "the ", "floor "]) + T("HOSPITAL", w)
        return "the " + T("HOSPITAL", w)

    def ward_bare(self):
        w = self.ward()
        if w.startswith("Ward "):
            return "Ward " + T("HOSPITAL", w[5:])
        return T("HOSPITAL", w)

    def nth(self, k):
        """'the 5th' (the article stays outside the span)."""
        d = self.d0 + dt.timedelta(days=min(k, self.los))
        return "the " + T("DATE", ordinal(d.day))

    def drange(self, k1, k2, kind="narr"):
        a = self.d0 + dt.timedelta(days=min(k1, self.los))
        b = self.d0 + dt.timedelta(days=min(k2, self.los))
        if self.loc == "US":
            st = self.pick([("md", "md"), ("md", "mdy"), ("mdy_nz", "mdy_nz"), ("mon_d", "mon_d"), ("md", "md")])
        elif self.loc in ("UK", "AU"):
            st = self.pick([("dm", "dm"), ("d_month", "d_month_y"), ("dmy", "dmy")])
        else:
            st = self.pick([("iso", "iso"), ("mon_d", "long")])
        A, B = T("DATE", fmt_date(a, st[0])), T("DATE", fmt_date(b, st[1]))
        f = self.pick(["dash", "dash", "to", "through"])
        if f == "dash":
            return "%s-%s" % (A, B)
        if f == "to":
            return "from %s to %s" % (A, B)
        return "%s through %s" % (A, B)

    def ensure_age(self, lo, hi=101):
        if lo <= self.pt.age <= hi:
            return
        age = self.ri(lo, min(hi, max(lo, lo + 25)))
        p = self.pt
        dob = dt.date(self.d0.year - age, 1, 1) + dt.timedelta(days=self.r.randrange(0, 365))
        if (dob.month, dob.day) > (self.d0.month, self.d0.day):
            dob = dob.replace(year=dob.year - 1)
        p.dob, p.age = dob, age

    def room(self):
        if self.chance(0.3):
            return "%d%s" % (self.ri(2, 12), "%02d" % self.ri(1, 40)) + self.pick(["A", "B", "-1", "-2"])
        return "%d%02d" % (self.ri(2, 12), self.ri(1, 45))

    def org(self):
        r = self.pick(["co", "co", "co", "school", "church", "public", "univ", "sur"])
        pl = self.pick(P.PLACE_WORDS)
        if r == "co":
            return "%s %s" % (self.pick(P.ORG_ADJ), self.pick(P.ORG_NOUN))
        if r == "sur":
            return "%s & Sons %s" % (self.pick(P.SURNAMES), self.pick(["Plumbing", "Roofing",
                                                                       "Construction", "Hardware"]))
        if r == "school":
            return self.pick(["%s High School" % pl, "%s Elementary School" % pl,
                              "%s Unified School District" % pl, "%s Middle School" % pl,
                              "%s Primary School" % pl, "%s Academy" % pl])
        if r == "church":
            return self.pick(["St. %s Catholic Church" % self.pick(P.SAINTS),
                              "First Baptist Church of %s" % self.city_tuple()[0],
                              "%s Mosque" % pl, "Temple Beth %s" % self.pick(["Shalom", "El", "Israel"]),
                              "%s Methodist Church" % pl, "%s Gurdwara" % pl])
        if r == "public":
            return self.pick(["%s Fire Department" % self.city_tuple()[0],
                              "%s Police Department" % self.city_tuple()[0],
                              "%s County Sheriff's Office" % self.pick(P.STREET_NAMES),
                              "%s Public Library" % pl, "%s Transit Authority" % pl])
        return self.pick(["%s Community College" % pl, "University of %s" % pl,
                          "%s State University" % pl, "%s Technical Institute" % pl])

    def school(self):
        pl = self.pick(P.PLACE_WORDS)
        return self.pick(["%s Community College" % pl, "University of %s" % pl, "%s State University" % pl
                          if self.loc == "US" else "%s University" % pl, "%s Technical Institute" % pl,
                          "%s College of Nursing" % pl])

    def insurer(self):
        return self.pick(["%s Mutual Health" % self.pick(P.ORG_ADJ), "%s Health Plan" % self.pick(P.PLACE_WORDS),
                          "%s Care Alliance" % self.pick(P.ORG_ADJ), "%s Benefit Trust" % self.pick(P.ORG_ADJ)])

    def profession(self):
        p = self.pick(P.PROFESSIONS)
        if self.loc == "US" and p in ("tradie", "call centre operator", "shop assistant", "care worker"):
            p = self.pick(["electrician", "cashier", "welder"])
        return p

    def article(self, w):
        return "an" if w[0].lower() in "aeiou" else "a"

    # ------------------------------------------------------------ contacts
    def phone(self, kind="any"):
        loc = self.loc
        if loc in ("US", "CA"):
            ac = self.pick([201, 203, 205, 206, 212, 214, 216, 217, 303, 304, 309, 312, 313, 316,
                            318, 330, 401, 402, 404, 405, 406, 410, 412, 413, 414, 415, 417, 419,
                            432, 443, 469, 501, 502, 503, 505, 508, 509, 513, 515, 517, 520,
                            541, 559, 570, 573, 601, 605, 606, 608, 612, 614, 616, 617, 618,
                            651, 662, 701, 704, 706, 713, 716, 717, 724, 727, 740, 757, 763,
                            772, 781, 802, 804, 808, 810, 814, 828, 843, 850, 860, 901, 907,
                            910, 913, 916, 919, 937, 952, 970, 978, 980]) if loc == "US" else \
                self.pick({"ON": [416, 647, 613, 905, 519, 705, 807], "QC": [514, 418, 819, 450],
                           "MB": [204], "SK": [306], "AB": [403, 780, 587], "BC": [604, 250, 778],
                           "NS": [902], "PE": [902], "NB": [506], "NL": [709], "YT": [867]}.get(self.region, [613]))
            ex, ln = self.ri(201, 989), self.digits(4)
            f = wpick(self.r, [("paren", 45), ("dash", 40), ("dot", 8), ("plus", 3), ("space", 4)])
            if f == "paren":
                s = "(%d) %d-%s" % (ac, ex, ln)
            elif f == "dash":
                s = "%d-%d-%s" % (ac, ex, ln)
            elif f == "dot":
                s = "%d.%d.%s" % (ac, ex, ln)
            elif f == "plus":
                s = "+1 %d %d %s" % (ac, ex, ln)
            else:
                s = "1-%d-%d-%s" % (ac, ex, ln)
        elif loc == "UK":
            f = self.pick(["london", "city", "mob", "mob", "intl", "area5"])
            if f == "london":
                s = "020 %s %s" % (self.digits(4), self.digits(4))
            elif f == "city":
                s = "01%d%d %s %s" % (self.ri(1, 9), self.ri(1, 9), self.digits(3), self.digits(4))
            elif f == "area5":
                s = "01%s %s" % (self.digits(3), self.digits(6))
            elif f == "mob":
                s = "07%s %s" % (self.digits(3), self.digits(6))
            else:
                s = "+44 7%s %s" % (self.digits(3), self.digits(6))
        else:
            f = self.pick(["land", "land", "mob", "mob", "intl", "13"])
            if f == "land":
                s = "(0%d) %s %s" % (self.pick([2, 3, 7, 8]), self.digits(4), self.digits(4))
            elif f == "mob":
                s = "04%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))
            elif f == "13":
                s = "1300 %s %s" % (self.digits(3), self.digits(3))
            else:
                s = "+61 4%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))
        if kind == "ext" or (kind == "any" and self.chance(0.08)):
            s += self.pick([" ext. %d" % self.ri(100, 9999), " x%d" % self.ri(1000, 9999),
                            " ext %d" % self.ri(10, 999), ", ext. %d" % self.ri(100, 999)])
        return s

    def pager(self):
        return self.pick(["%d-%s" % (self.ri(1, 9), self.digits(4)), self.digits(5),
                          "%s" % self.digits(4), "(%d) %d-%s" % (self.ri(201, 989), self.ri(201, 989),
                                                                 self.digits(4))])

    def Ph(self, kind="any"):
        return T("PHONE", self.phone(kind))

    def Fx(self):
        return T("FAX", self.phone("noext"))

    def email(self, p, domain=None):
        dom = domain or self.pick(["inboxly.com", "postmail.net", "webpost.org", "mailhub.com",
                                   "quickmail.net", "northmail.ca" if self.loc == "CA" else "fastpost.co",
                                   "bigpond.example.au" if self.loc == "AU" else "homemail.com"])
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        user = self.pick(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l, self.ri(1, 99)),
                          "%s%s%d" % (l, f[0], self.ri(10, 88)), "%s.%s" % (f[0], l)])
        return "%s@%s" % (user, dom)

    def hosp_domain(self, name=None):
        stop = ["hospital", "medical", "center", "centre", "health", "system", "general", "regional",
                "university", "the", "of", "st.", "st", "memorial", "community", "group", "associates",
                "clinic", "district", "royal", "infirmary", "sciences", "and"]
        words = [ascii_slug(w) for w in (name or self.hosp).split()]
        keep = [w for w in words if w and w not in stop]
        if not keep:
            keep = [w for w in words if w]
        s = "".join(keep)[:20]
        if len(keep) == 1 and self.chance(0.5):
            s += self.pick(["health", "med", "hospital", "care"])
        return s + self.pick([".org", ".org", ".com", ".health"]) if self.loc == "US" else \
            s + {"UK": ".nhs.uk", "CA": self.pick([".ca", ".on.ca" if self.region == "ON" else ".ca"]),
                 "AU": ".org.au"}[self.loc]

    def url(self, name=None):
        dom = self.hosp_domain(name)
        return self.pick(["www.%s" % dom, "www.%s/portal" % dom, "https://mychart.%s" % dom,
                          "https://%s/patients/login" % dom, "portal.%s" % dom,
                          "http://www.%s/heart-failure-clinic" % dom])

    def ip(self):
        return self.pick(["10.%d.%d.%d" % (self.ri(0, 254), self.ri(0, 254), self.ri(1, 254)),
                          "192.168.%d.%d" % (self.ri(0, 254), self.ri(1, 254)),
                          "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 254), self.ri(1, 254))])

    def username(self, p):
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        return self.pick(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, self.ri(1, 9)),
                          "%s.%s" % (f, l), "%s_%s" % (l[:6], f[0]), ("%s%s%02d" % (l[:5], f[0], self.ri(1, 40))).upper()])

    # ------------------------------------------------------------ identifiers
    def mrn(self):
        if "_mrn" in self.__dict__:
            return self.__dict__["_mrn"]
        if self.loc == "US":
            v = self.pick([self.digits(8), "00" + self.digits(6), "%s-%s-%s" % (self.digits(2), self.digits(3), self.digits(3)),
                           "E" + self.digits(7), self.digits(7), "MR" + self.digits(7)])
        elif self.loc == "UK":
            v = self.pick(["%s%s" % (self.letters(1), self.digits(7)), "RX" + self.digits(6), self.digits(7) + self.letters(1)])
        elif self.loc == "CA":
            v = self.pick([self.digits(7), "%s-%s" % (self.digits(3), self.digits(4)), "H" + self.digits(8)])
        else:
            v = self.pick([self.digits(6), self.digits(7), "%s %s" % (self.digits(3), self.digits(3))])
        self.__dict__["_mrn"] = v
        return v

    def mrn_label(self):
        if self.loc == "AU":
            return self.pick(["UR No.", "URN", "UR", "MRN"])
        if self.loc == "UK":
            return self.pick(["Hospital No.", "Hosp No", "MRN", "Unit No."])
        return self.pick(["MRN", "MR#", "Medical Record #", "MRN", "Med Rec No."])

    def acct(self):
        if "_acct" in self.__dict__:
            return self.__dict__["_acct"]
        v = self.pick([self.digits(10), "%s-%s" % (self.digits(4), self.digits(4)), "A" + self.digits(9),
                       "V" + self.digits(8), "%d%s" % (self.d0.year, self.digits(6))])
        self.__dict__["_acct"] = v
        return v

    def acct_label(self):
        return self.pick(["Acct #", "Account No.", "FIN", "Encounter #", "Visit #", "CSN", "Billing #",
                          "Acct"])

    def healthplan(self):
        if self.loc == "US":
            return self.pick(["%s%s" % (self.letters(3), self.digits(9)),
                              "%s%s%s-%s%s%s-%s%s%s%s" % (self.ri(1, 9), self.letters(1), self.letters(1, "ABCDEFGHJKMNPQRTUVWXY"),
                                                          self.digits(1), self.letters(1), self.letters(1, "ABCDEFGHJKMNPQRTUVWXY0123456789"),
                                                          self.digits(1), self.letters(1), self.letters(1), self.digits(2)),
                              "W" + self.digits(9), "%s%s" % (self.letters(2), self.digits(8)),
                              self.digits(11) + "A"])
        if self.loc == "UK":
            return "%s %s %s" % (self.digits(3), self.digits(3), self.digits(4))
        if self.loc == "CA":
            return self.pick(["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                              "%s %s %s" % (self.digits(4), self.digits(3), self.digits(3)),
                              "%s %s %s" % (self.letters(4), self.digits(4), self.digits(4))])
        return "%s %s %s" % (self.digits(4), self.digits(5), self.ri(1, 9))

    def hp_label(self):
        ca = {"ON": ["OHIP", "OHIP #", "Health Card #"], "BC": ["PHN", "MSP PHN"], "QC": ["RAMQ", "NAM"],
              "AB": ["AHCIP", "PHN"]}.get(self.addr["st"] if "addr" in self.__dict__ else self.region,
                                         ["Health Card #", "HCN"])
        return {"US": self.pick(["Member ID", "Policy #", "Subscriber ID", "Ins ID", "Medicare ID"]),
                "UK": "NHS No.", "CA": self.pick(ca),
                "AU": self.pick(["Medicare No.", "Medicare"])}[self.loc]

    def group_no(self):
        return self.pick(["%s-%s" % (self.digits(5), self.digits(2)), "GRP" + self.digits(6), self.digits(6)])

    def ssn(self):
        if self.loc == "US":
            return "%d-%s-%s" % (self.ri(100, 899), self.digits(2), self.digits(4))
        if self.loc == "UK":
            return "%s %s %s %s %s" % (self.letters(2, "ABCEGHJKLMNPRSTWXYZ"), self.digits(2),
                                       self.digits(2), self.digits(2), self.pick("ABCD"))
        if self.loc == "CA":
            return "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))
        return "%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))

    def ssn_label(self):
        return {"US": self.pick(["SSN", "SS#", "Social Security #"]), "UK": "NI No.",
                "CA": "SIN", "AU": "TFN"}[self.loc]

    def npi(self):
        return self.pick(["1", "2"]) + self.digits(9)

    def dea(self, d):
        return self.pick("ABFM") + ascii_slug(d.last)[0].upper() + self.digits(7)

    def license_other(self):
        return {"US": self.pick(["%s%s" % (self.letters(1), self.digits(6)), self.digits(8), "MD" + self.digits(5)]),
                "UK": self.digits(7), "CA": self.digits(5),
                "AU": "MED000" + self.digits(7)}[self.loc]

    def license_label(self):
        return {"US": self.pick(["State license", "Lic #", "Medical license"]), "UK": "GMC",
                "CA": self.pick(["CPSO #", "CPSBC #", "Licence #"]), "AU": "AHPRA"}[self.loc]

    def drivers_license(self):
        if self.loc == "US":
            return self.pick(["%s%s-%s-%s" % (self.letters(1), self.digits(3), self.digits(4), self.digits(4)),
                              self.letters(1) + self.digits(7), self.digits(9)])
        if self.loc == "UK":
            return "%s%s%s" % (self.letters(5), self.digits(6), self.letters(2) + self.digits(1) + self.letters(2))
        if self.loc == "CA":
            return "%s%s-%s-%s" % (self.letters(1), self.digits(4), self.digits(5), self.digits(5))
        return self.digits(8)

    def serial(self):
        return self.pick(["%s%s" % (self.letters(3), self.digits(6)), "%s%s%s" % (self.letters(3), self.digits(6), self.letters(1)),
                          self.digits(10), "%s-%s" % (self.letters(2), self.digits(7))])

    def lot(self):
        return self.pick([self.digits(7), "%s%s" % (self.letters(1), self.digits(6)), "%s%s" % (self.digits(2), self.letters(1) + self.digits(5))])

    def plate(self):
        if self.loc == "US":
            return self.pick(["%d%s%s" % (self.ri(1, 9), self.letters(3), self.digits(3)),
                              "%s %s" % (self.letters(3), self.digits(4)), "%s-%s" % (self.letters(3), self.digits(4))])
        if self.loc == "UK":
            return "%s%s %s" % (self.letters(2), self.digits(2), self.letters(3))
        if self.loc == "CA":
            return "%s %s" % (self.letters(4), self.digits(3))
        return "%s%s%s" % (self.digits(1), self.letters(3), self.digits(3))

    def vin(self):
        return self.letters(1, "123459JKLSVWYZ") + "".join(self.pick("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))

    def bioid(self):
        return self.pick(["FP-%s" % self.digits(5), "PV-%s" % self.digits(7), "BIO-%s-%s" % (self.digits(4), self.digits(2)),
                          "IRIS-%s" % self.digits(6)])

    def accession(self, kind="rad"):
        y = self.d0.year % 100
        if kind == "rad":
            return self.pick(["%s%02d%s" % (self.pick(["CT", "MR", "US", "XR", "NM"]), y, self.digits(8)),
                              "RAD-%02d-%s" % (y, self.digits(7)), "A%s" % self.digits(9), self.digits(10)])
        if kind == "path":
            return self.pick(["%s%02d-%d" % (self.pick(["S", "SP", "SC", "CY"]), y, self.ri(100, 39999)),
                              "%s-%d-%s" % (self.pick(["S", "P"]), self.d0.year, self.digits(5))])
        if kind == "lab":
            return self.pick(["%s%s" % (self.letters(1), self.digits(9)), "L%02d-%s" % (y, self.digits(6))])
        if kind == "order":
            return self.pick([self.digits(9), "ORD" + self.digits(8)])
        if kind == "job":
            return self.digits(self.pick([6, 7, 8]))
        return self.digits(8)

    # ------------------------------------------------------------ filler
    def fill(self, text, extra=None):
        c = self
        fns = {
            "pt": lambda: c.PT(), "ptf": lambda: c.PT("first"), "ptl": lambda: c.PT("title_last"),
            "he": lambda: c.he, "He": lambda: c.He, "his": lambda: c.his, "His": lambda: c.His,
            "him": lambda: c.him, "man": lambda: c.man, "intro": lambda: c.intro(),
            "age": lambda: c.age_t(), "hol": lambda: c.holiday(),
            "y1": lambda: c.yr(1, 4), "y2": lambda: c.yr(3, 10), "y3": lambda: c.yr(8, 25),
            "my": lambda: c.month_year(), "hosp": lambda: c.H(),
            "osh": lambda: c.H(c.outside_hosp()), "city": lambda: c.city(),
            "pcp": lambda: c.D(c.pcp_doc()), "cons": lambda: c.D(c.cons_doc()),
            "att": lambda: c.D(c.att_doc()), "fam": lambda: c.fam_phrase(),
            "famf": lambda: c.F(c.fam(c.main_fam_kind())),
            "rel": lambda: c.fam(c.main_fam_kind()).relation,
            "pharm": lambda: c.H(c.pharmacy()), "snf": lambda: c.H(c.snf_name()),
            "clinic": lambda: c.H(c.clinic_name()), "dc": lambda: c.dt(c.dc),
            "prof": lambda: T("PROFESSION", c.pt_prof()),
            "rm": lambda: T("LOCATION_OTHER", c.room_no()),
            "prof_a": lambda: (lambda p: c.article(p) + " " + T("PROFESSION", p))(c.pt_prof()),
            "org": lambda: T("ORGANIZATION", c.pt_org()),
            "work": lambda: (("works as %s " % c.article(c.pt_prof())) if c.pt.age < 68 else "is a retired ")
            + T("PROFESSION", c.pt_prof()),
            "agedx": lambda: T("AGE", c.ri(6, max(7, min(30, c.pt.age - 1)))),
            "country": lambda: c.country(),
        }
        fns["Fam"] = lambda: (lambda s: s[0].upper() + s[1:])(c.fam_phrase())
        for k in range(0, 10):
            fns["d%d" % k] = (lambda k=k: c.day(min(k, c.los)))
            fns["n%d" % k] = (lambda k=k: c.nth(k))
        for k in range(1, 31):
            fns["p%d" % k] = (lambda k=k: c.dt(c.dc + dt.timedelta(days=k)))
        for k in range(1, 31):
            fns["dm%d" % k] = (lambda k=k: c.day(-k))
        if extra:
            fns.update(extra)
        text = re.sub(r"(^|[.!?]\s+)\{fam\}", r"\1{Fam}", text)
        return text.format_map(Lazy(fns))

    # cached roles -----------------------------------------------------------
    def _cache(self, key, fn):
        if key not in self.__dict__:
            self.__dict__[key] = fn()
        return self.__dict__[key]

    def pcp_doc(self):
        return self._cache("_pcp", lambda: self.new_doc("md"))

    def cons_doc(self):
        return self._cache("_cons", lambda: self.new_doc("md"))

    def att_doc(self):
        return self._cache("_att", lambda: self.new_doc("md"))

    def res_doc(self):
        return self._cache("_res", lambda: self.new_doc("res"))

    def rn_doc(self):
        return self._cache("_rn", lambda: self.new_doc("rn"))

    def outside_hosp(self):
        return self._cache("_osh", lambda: self.hospital_name())

    def pharmacy(self):
        return self._cache("_pharm", lambda: self.hospital_name("pharmacy"))

    def snf_name(self):
        return self._cache("_snf", lambda: self.hospital_name("snf"))

    def clinic_name(self):
        return self.pcp_clinic()

    def pcp_clinic(self):
        return self._cache("_clinic", lambda: self.hospital_name("clinic_pc"))

    def main_fam_kind(self):
        if self.pt.age < 40:
            return self._cache("_mfk", lambda: self.pick(["spouse", "partner", "parent", "parent", "sibling"]))
        return self._cache("_mfk", lambda: self.pick(["spouse", "spouse", "child", "child", "partner", "sibling"]))

    def pt_prof(self):
        return self._cache("_prof", lambda: self.profession())

    def pt_org(self):
        def employer():
            o = self.org()
            while any(w in o for w in ("Church", "Mosque", "Temple", "Gurdwara")):
                o = self.org()
            return o
        return self._cache("_org", employer)

    def room_no(self):
        return self._cache("_room", lambda: self.room())
