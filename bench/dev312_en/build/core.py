"""Core helpers: deterministic RNG, the Doc builder that records offsets while a
note is written, date formatting, age words and small formatting helpers."""
import datetime as dt
import random

R = random.Random(312)

LABEL_OF = {
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


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(seq, k)


def rint(a, b):
    return R.randint(a, b)


class Doc:
    """Append-only note builder. A segment is a str (plain text), a tuple
    (text, TYPE) for a PHI piece (TYPE None means plain), or a list of segments.
    Offsets are recorded at the moment each PHI piece is appended."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def add(self, seg):
        if seg is None:
            return self
        if isinstance(seg, str):
            self.parts.append(seg)
            self.pos += len(seg)
        elif isinstance(seg, tuple):
            s, typ = seg
            if typ is None:
                return self.add(s)
            if not s or s != s.strip():
                raise ValueError("bad PHI piece %r" % (s,))
            if typ not in LABEL_OF:
                raise ValueError("bad type %r" % (typ,))
            self.spans.append((self.pos, self.pos + len(s), typ))
            self.parts.append(s)
            self.pos += len(s)
        else:
            for x in seg:
                self.add(x)
        return self

    def f(self, tmpl, **kw):
        """Write a template; {key} inserts the segment kw[key]."""
        i = 0
        n = len(tmpl)
        while i < n:
            j = tmpl.find("{", i)
            if j < 0:
                self.add(tmpl[i:])
                break
            self.add(tmpl[i:j])
            k = tmpl.index("}", j)
            self.add(kw[tmpl[j + 1:k]])
            i = k + 1
        return self

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        # trim trailing blanks of the line (never inside a PHI piece)
        if self.parts and not (self.spans and self.spans[-1][1] == self.pos):
            last = self.parts[-1]
            trimmed = last.rstrip(" ")
            if len(trimmed) != len(last):
                self.parts[-1] = trimmed
                self.pos -= len(last) - len(trimmed)
        self.add("\n")
        return self

    def finish(self, lowercase):
        text = "".join(self.parts)
        if len(text) != self.pos:
            raise AssertionError("length drift")
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise AssertionError("lower() changed length")
            text = low
        text = text.rstrip()
        out = []
        for s, e, typ in self.spans:
            out.append({"start": s, "end": e, "label": LABEL_OF[typ], "type": typ,
                        "text": text[s:e]})
        return text, out


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]

DMY = ("UK", "IE", "AU")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(d, c, style="num"):
    """Format a date the way a note from country c would write it."""
    dmy = c in DMY
    y, m, day = d.year, d.month, d.day
    if style == "num":
        if c == "CA":
            return d.isoformat()
        if dmy:
            return "%02d/%02d/%d" % (day, m, y)
        return "%02d/%02d/%d" % (m, day, y)
    if style == "num2":
        if dmy:
            return "%d/%d/%02d" % (day, m, y % 100)
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (day, m, y)
    if style == "dash":
        if dmy or c == "CA":
            return "%02d-%02d-%d" % (day, m, y)
        return "%02d-%02d-%d" % (m, day, y)
    if style == "iso":
        return d.isoformat()
    if style == "long":
        if dmy:
            return "%d %s %d" % (day, MONTHS[m - 1], y)
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if style == "med":
        if dmy:
            return pick(["%02d-%s-%d", "%d %s %d"]) % (day, MON3[m - 1], y)
        return "%s %d, %d" % (MON3[m - 1], day, y)
    if style == "medup":
        return "%02d-%s-%d" % (day, MON3[m - 1].upper(), y)
    if style == "wk":
        if dmy:
            return "%s %d %s %d" % (WDAYS[d.weekday()], day, MONTHS[m - 1], y)
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], day, y)
    if style == "wkshort":
        if dmy:
            return "%s %02d/%02d" % (WD3[d.weekday()], day, m)
        return "%s %d/%d" % (WD3[d.weekday()], m, day)
    if style == "wkdm":
        if dmy:
            return "%s %d %s" % (WDAYS[d.weekday()], day, MON3[m - 1])
        return "%s %s %d" % (WDAYS[d.weekday()], MON3[m - 1], day)
    if style == "dm":
        if dmy:
            return "%d/%d" % (day, m)
        return "%d/%d" % (m, day)
    if style == "dmon":
        if dmy:
            return "%d %s" % (day, MON3[m - 1])
        return "%s %d" % (MON3[m - 1], day)
    if style == "ord":
        if dmy:
            return "%s %s" % (ordinal(day), MONTHS[m - 1])
        return "%s %s" % (MONTHS[m - 1], ordinal(day))
    if style == "month":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mm/yyyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "weekday":
        return WDAYS[d.weekday()]
    if style == "wd3":
        return WD3[d.weekday()]
    raise ValueError(style)


def D(d, c, style=None):
    """A DATE segment."""
    if style is None:
        style = pick(["num", "num", "num", "long", "med", "num2"])
    return (fdate(d, c, style), "DATE")


def add_days(d, n):
    return d + dt.timedelta(days=n)


def wkday(d):
    """Shift a weekend date to the following Monday."""
    wd = d.weekday()
    return d + dt.timedelta(days=(7 - wd)) if wd >= 5 else d


def next_weekday(d, wd):
    """First date on or after d falling on weekday wd (0=Mon)."""
    return d + dt.timedelta(days=(wd - d.weekday()) % 7)


def rand_date(y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(R.randint(start, end))


def hhmm(h, m, style="colon"):
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "plain":
        return "%02d%02d" % (h, m)
    ap = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return "%d:%02d %s" % (h12, m, ap)


def rtime(h0=7, h1=17):
    return rint(h0, h1), pick([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])


# ---------------------------------------------------------------- numbers in words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


def age_seg(age, style=None):
    """Return list of segments for an age expression; the number alone is the span."""
    if style is None:
        style = pick(["yo", "year-old", "yo", "y/o", "plain", "aged", "words", "yrs"])
    a = str(age)
    if style == "yo":
        return [(a, "AGE"), pick([" yo", "yo", " y.o."])]
    if style == "year-old":
        return [(a, "AGE"), "-year-old"]
    if style == "y/o":
        return [(a, "AGE"), " y/o"]
    if style == "plain":
        return [(a, "AGE")]
    if style == "aged":
        return ["aged ", (a, "AGE")]
    if style == "words":
        return [(words(age), "AGE"), "-year-old"]
    if style == "yrs":
        return [(a, "AGE"), pick([" yrs", " years", " years old"])]
    raise ValueError(style)


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(alpha) for _ in range(n))


def alnum(n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ0123456789"):
    return "".join(R.choice(alpha) for _ in range(n))


def join_list(items, conj="and"):
    """items: list of segments -> segment list joined with commas and a conjunction."""
    out = []
    for i, it in enumerate(items):
        if i:
            out.append(" %s " % conj if i == len(items) - 1 else ", ")
        out.append(it)
    return out
