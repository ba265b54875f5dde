"""Core writer and formatting helpers for dev301_en.

The Writer appends text pieces left to right and records the offset of every
PHI piece at the moment it is appended (single pass, no string search).
"""
import datetime
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class P:
    """One PHI piece: fine type and surface text."""
    __slots__ = ("typ", "text")

    def __init__(self, typ, text):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        self.typ = typ
        self.text = text

    def upper(self):
        return P(self.typ, self.text.upper())


_FIELD = re.compile(r"\{(\w+)\}")


class Writer:
    def __init__(self, lower=False):
        self.parts = []
        self.n = 0
        self.spans = []
        self.lower = lower

    def _put(self, s):
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._put(it)
            elif isinstance(it, P):
                start = self.n
                self._put(it.text)
                if self.n <= start:
                    raise ValueError("empty span")
                self.spans.append((start, self.n, it.typ))
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            elif isinstance(it, int) and not isinstance(it, bool):
                self._put(str(it))
            else:
                raise TypeError(repr(it))
        return self

    def f(self, template, **kw):
        """Write a template; {key} fields take str, P or lists of them."""
        bits = _FIELD.split(template)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                if b:
                    self._put(b)
            else:
                self.add(kw[b])
        return self

    def ln(self, template="", **kw):
        self.f(template, **kw)
        self._put("\n")
        return self

    def result(self):
        text = "".join(self.parts)
        # collapse accidental triple newlines is NOT done: offsets must stay.
        out = []
        last = 0
        for (s, e, t) in self.spans:
            if s < last:
                raise ValueError("overlap")
            seg = text[s:e]
            if seg != seg.strip():
                raise ValueError("whitespace at edge: %r" % seg)
            out.append({"start": s, "end": e, "label": TYPE2LABEL[t],
                        "type": t, "text": seg})
            last = e
        return text, out


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
         "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def day_month_first(country):
    return country in ("UK", "IE", "AU")


def fmt_date(r, d, country, style=None, dm=None):
    """Return a DATE piece for date d in a country-typical surface form."""
    dm_given = dm
    dm = day_month_first(country)
    if country == "CA":
        dm = (r.random() < 0.35) if dm_given is None else dm_given
    if style is None:
        style = r.choice(["num", "num", "num", "num2", "long", "med", "med",
                          "dash3", "iso", "wk", "wkshort"])
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    if style == "num":
        if dm:
            s = "%02d/%02d/%d" % (dd, m, y) if r.random() < 0.7 else "%d/%d/%d" % (dd, m, y)
        else:
            s = "%02d/%02d/%d" % (m, dd, y) if r.random() < 0.5 else "%d/%d/%d" % (m, dd, y)
        if country == "CA" and r.random() < 0.5:
            s = "%d-%02d-%02d" % (y, m, dd)
    elif style == "num2":
        if dm:
            s = "%d/%d/%02d" % (dd, m, y % 100) if r.random() < 0.5 else "%02d.%02d.%02d" % (dd, m, y % 100)
        else:
            s = "%d/%d/%02d" % (m, dd, y % 100)
    elif style == "long":
        if dm:
            s = "%d %s %d" % (dd, MONTHS[m - 1], y) if r.random() < 0.7 else "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
        else:
            s = "%s %d, %d" % (MONTHS[m - 1], dd, y)
    elif style == "med":
        if dm:
            s = "%d %s %d" % (dd, MON3[m - 1], y) if r.random() < 0.6 else "%d %s %02d" % (dd, MON3[m - 1], y % 100)
        else:
            s = "%s %d, %d" % (MON3[m - 1], dd, y) if r.random() < 0.7 else "%s %d %d" % (MON3[m - 1], dd, y)
    elif style == "dash3":
        s = "%02d-%s-%d" % (dd, MON3[m - 1], y) if r.random() < 0.6 else "%02d-%s-%s" % (dd, MON3[m - 1].upper(), y)
    elif style == "iso":
        s = "%d-%02d-%02d" % (y, m, dd)
    elif style == "short":
        s = "%d/%d" % (dd, m) if dm else "%d/%d" % (m, dd)
    elif style == "ord":
        s = "%s %s" % (ordinal(dd), MONTHS[m - 1]) if dm else "%s %s" % (MONTHS[m - 1], ordinal(dd))
    elif style == "dm":
        s = "%d %s" % (dd, MONTHS[m - 1]) if dm else "%s %d" % (MONTHS[m - 1], dd)
    elif style == "wk":
        k = r.random()
        if dm:
            if k < 0.4:
                s = "%s %d %s %d" % (WDAYS[wd], dd, MONTHS[m - 1], y)
            elif k < 0.7:
                s = "%s %02d/%02d/%d" % (WD3[wd], dd, m, y)
            else:
                s = "%s %s %s" % (WDAYS[wd], ordinal(dd), MONTHS[m - 1])
        else:
            if k < 0.4:
                s = "%s, %s %d, %d" % (WDAYS[wd], MONTHS[m - 1], dd, y)
            elif k < 0.7:
                s = "%s %d/%d/%d" % (WD3[wd], m, dd, y)
            else:
                s = "%s, %s %d" % (WDAYS[wd], MON3[m - 1], dd)
    elif style == "wkshort":
        s = "%s %d/%d" % (r.choice([WD3[wd], WD_ALT[wd]]), dd, m) if dm else "%s %d/%d" % (WD3[wd], m, dd)
    elif style == "monyr":
        s = "%s %d" % (MONTHS[m - 1], y) if r.random() < 0.7 else "%s %d" % (MON3[m - 1], y)
    elif style == "mon":
        s = MONTHS[m - 1]
    elif style == "year":
        s = str(y)
    elif style == "mmyy":
        s = "%02d/%d" % (m, y)
    else:
        raise ValueError(style)
    return P("DATE", s)


def weekday(d, short=False):
    return P("DATE", (WD3 if short else WDAYS)[d.weekday()])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


# ---------------------------------------------------------------- numbers
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, rest = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if rest == 0 else " and " + num_words(rest))


def digits(r, k):
    return "".join(str(r.randint(0, 9)) for _ in range(k))


def letters(r, k, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(alphabet) for _ in range(k))


def age_phrase(r, age, sex=None, style=None):
    """Age expression with the number alone as the AGE span."""
    a = str(age)
    sx = {"M": "M", "F": "F"}.get(sex, "M")
    if style is None:
        style = r.choice(["yo", "yo", "year", "year", "yo_tight", "y/o", "aged",
                          "sex", "words"])
    if style == "yo":
        return [P("AGE", a), " yo"]
    if style == "yo_tight":
        return [P("AGE", a), "yo"]
    if style == "year":
        return [P("AGE", a), "-year-old"]
    if style == "y/o":
        return [P("AGE", a), " y/o"]
    if style == "aged":
        return ["aged ", P("AGE", a)]
    if style == "sex":
        return [P("AGE", a), " " + sx] if r.random() < 0.6 else [P("AGE", a), sx]
    if style == "words":
        return [P("AGE", num_words(age)), "-year-old"]
    raise ValueError(style)
