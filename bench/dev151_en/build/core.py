"""Single-pass note builder for dev151_en.

A note is built by appending literal text and PHI pieces in order; each PHI
piece records its own offsets as it is appended. Text is never searched.
"""

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


class Note:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        """Append literal (non-PHI) text."""
        if s:
            self.parts.append(s)
            self.pos += len(s)
        return self

    def p(self, value, typ):
        """Append a PHI value and record its span."""
        value = str(value)
        assert typ in LABEL, typ
        assert value and value == value.strip(), repr(value)
        start = self.pos
        self.parts.append(value)
        self.pos += len(value)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ],
                           "type": typ, "text": value})
        return self

    def w(self, *items):
        """Mixed append: str = literal, (value, TYPE) tuple = PHI, callable(note) = writer."""
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.t(it)
            elif isinstance(it, tuple):
                self.p(it[0], it[1])
            else:
                it(self)
        return self

    def text(self):
        return "".join(self.parts)


class Person:
    def __init__(self, given, family, sex, middle="", title=""):
        self.given = given
        self.family = family
        self.sex = sex
        self.middle = middle
        self.title = title

    def initials(self):
        return self.given[0] + (self.middle[0] if self.middle else "") + self.family[0]


NAME_STYLES = ["full", "full", "full", "full_mid", "last_first_up", "last_first",
               "title_last", "title_last", "init_last", "given_init", "upper_full",
               "given", "title_full"]


def name(rng, p, typ, style=None):
    """Return a writer that appends person p in some surface form.

    Titles stay outside the span; the name is one span from first to last part.
    """
    if style is None:
        style = rng.choice(NAME_STYLES)

    def wr(n):
        g, f, m = p.given, p.family, p.middle
        if style == "full":
            n.p(g + " " + f, typ)
        elif style == "full_mid":
            n.p(g + " " + (m[0] + ". " if m else "") + f, typ)
        elif style == "last_first_up":
            n.p(f.upper() + ", " + g.upper() + ((" " + m[0]) if m else ""), typ)
        elif style == "last_first":
            n.p(f + ", " + g, typ)
        elif style == "title_last":
            n.t((p.title or "Mx") + " ")
            n.p(f, typ)
        elif style == "title_full":
            n.t((p.title or "Mx") + " ")
            n.p(g + " " + f, typ)
        elif style == "init_last":
            n.p(g[0] + ". " + f, typ)
        elif style == "initlast_nodot":
            n.p(g[0] + " " + f, typ)
        elif style == "given_init":
            n.p(g + " " + f[0] + ".", typ)
        elif style == "upper_full":
            n.p(g.upper() + " " + f.upper(), typ)
        elif style == "given":
            n.p(g, typ)
        elif style == "last":
            n.p(f, typ)
        elif style == "initials":
            n.p(p.initials(), typ)
        elif style == "initials_dot":
            n.p(".".join(p.initials()) + ".", typ)
        else:
            raise ValueError(style)
    return wr


def doc(rng, d, style=None, cred=True):
    """A clinician: optional title outside, name span, optional credentials outside."""
    if style is None:
        style = rng.choice(["title_last", "title_last", "title_full", "full", "full",
                            "init_last", "full_mid", "initlast_nodot"])

    def wr(n):
        name(rng, d, "DOCTOR", style)(n)
        if cred and getattr(d, "cred", "") and style not in ("title_last",) and rng.random() < 0.5:
            n.t(rng.choice([", ", " "]) + d.cred)
    return wr


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(k):
    if 10 <= k % 100 <= 20:
        return str(k) + "th"
    return str(k) + {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")


DATE_STYLES = ["dmy_slash", "dmy_slash", "dmy_slash", "dmy_dot2", "long", "long", "ord_long",
               "short_mon", "iso", "wd_slash", "wd_long", "dmy_dash_mon", "dmy_upper",
               "dmy_slash2", "wd_short"]


def fmt_date(rng, d, style=None):
    if style is None:
        style = rng.choice(DATE_STYLES)
    M = MONTHS[d.month - 1]
    W = WEEKDAYS[d.weekday()]
    if style == "dmy_slash":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy_slash2":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_dot2":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        return "%d %s %d" % (d.day, M, d.year)
    if style == "ord_long":
        return "%s %s %d" % (ordinal(d.day), M[:3] if rng.random() < 0.5 else M, d.year)
    if style == "short_mon":
        return "%d %s %d" % (d.day, M[:3], d.year)
    if style == "iso":
        return d.isoformat()
    if style == "wd_slash":
        return "%s %02d/%02d/%04d" % (W[:3], d.day, d.month, d.year)
    if style == "wd_long":
        return "%s %d %s %d" % (W, d.day, M, d.year)
    if style == "wd_short":
        return "%s %d/%d" % (W[:3], d.day, d.month)
    if style == "dmy_dash_mon":
        return "%02d-%s-%d" % (d.day, M[:3], d.year)
    if style == "dmy_upper":
        return "%02d%s%d" % (d.day, M[:3].upper(), d.year)
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "d_month":
        return "%d %s" % (d.day, M)
    if style == "month_year":
        return "%s %d" % (M, d.year)
    if style == "mon_year":
        return "%s %d" % (M[:3], d.year)
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return W
    if style == "month":
        return M
    raise ValueError(style)


def date(rng, d, style=None):
    return (fmt_date(rng, d, style), "DATE")


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return NUMWORDS[a]
    if a >= 100:
        return "one hundred" + ((" and " + age_words(a - 100)) if a > 100 else "")
    t, u = divmod(a, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


def age(rng, a, sex="F", style=None):
    """Writer for an age: the number (or words) is the span; suffixes stay outside."""
    if style is None:
        style = rng.choice(["yo", "y_o", "yr_old", "aged", "sex", "sex_sp", "year_old",
                            "words", "yrs", "age_colon", "yo_sp"])
    sx = "F" if sex == "F" else "M"

    def wr(n):
        if style == "yo":
            n.p(str(a), "AGE"); n.t("yo")
        elif style == "yo_sp":
            n.p(str(a), "AGE"); n.t(" yo")
        elif style == "y_o":
            n.p(str(a), "AGE"); n.t(" y/o")
        elif style == "yr_old":
            n.p(str(a), "AGE"); n.t("-yr-old")
        elif style == "year_old":
            n.p(str(a), "AGE"); n.t("-year-old")
        elif style == "aged":
            n.t("aged "); n.p(str(a), "AGE")
        elif style == "sex":
            n.p(str(a), "AGE"); n.t(sx)
        elif style == "sex_sp":
            n.p(str(a), "AGE"); n.t(" " + sx)
        elif style == "words":
            n.p(age_words(a), "AGE"); n.t("-year-old")
        elif style == "words_aged":
            n.t("aged "); n.p(age_words(a), "AGE")
        elif style == "yrs":
            n.p(str(a), "AGE"); n.t(" yrs")
        elif style == "age_colon":
            n.t("Age: "); n.p(str(a), "AGE")
        elif style == "bare":
            n.p(str(a), "AGE")
        else:
            raise ValueError(style)
    return wr


def addr(rng, a, style=None):
    """Writer for an address dict, split into its parts."""
    if style is None:
        style = rng.choice(["line", "line", "multi", "short"])

    def wr(n):
        sep = "\n" if style == "multi" else ", "
        n.p(a["street"], "STREET")
        if a.get("locality") and style != "short":
            n.t(sep); n.p(a["locality"], "CITY")
        n.t(sep); n.p(a["city"], "CITY")
        c = a["country"]
        if c == "AU":
            n.t(" "); n.p(a["state"], "STATE"); n.t(" "); n.p(a["zip"], "ZIP")
        elif c == "NZ":
            if a.get("state") and style == "multi":
                n.t(sep); n.p(a["state"], "STATE")
            n.t(" "); n.p(a["zip"], "ZIP")
        elif c == "IE":
            if a.get("county") and style != "short":
                n.t(sep + "Co. "); n.p(a["county"], "CITY")
            n.t(sep); n.p(a["zip"], "ZIP")
        else:
            if a.get("county") and style == "multi":
                n.t(sep); n.p(a["county"], "CITY")
            n.t(sep if style == "multi" else " "); n.p(a["zip"], "ZIP")
        if style == "multi" and rng.random() < 0.4:
            n.t(sep); n.p(a["country_name"], "COUNTRY")
    return wr
