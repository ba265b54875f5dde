"""Core helpers for dev300_en: a span-recording document builder and
surface formatters for dates, ages and numbers.

Offsets are recorded in a single pass: every piece of text is appended in
order and a PHI piece remembers the position where it starts.
"""
import datetime as dt

TYPE2LABEL = {
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


class Doc:
    """Append-only text builder that records PHI spans as it goes.

    add() takes strings (plain text), (value, TYPE) tuples (PHI) and lists
    of either (flattened in order). None and empty strings are skipped.
    """

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.pos = 0

    def _put(self, s):
        if self.lower:
            low = s.lower()
            if len(low) != len(s):
                raise ValueError("lower-casing changed length: %r" % s)
            s = low
        self.parts.append(s)
        self.pos += len(s)
        return s

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._put(it)
            elif isinstance(it, tuple):
                val, typ = it
                if not val:
                    continue
                start = self.pos
                s = self._put(val)
                self.spans.append({"start": start, "end": self.pos,
                                   "label": TYPE2LABEL[typ], "type": typ,
                                   "text": s})
            else:
                self.add(*it)
        return self

    def line(self, *items):
        self.add(*items)
        self._put("\n")
        return self

    def text(self):
        return "".join(self.parts)


MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WD = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    """Render a datetime.date in a named surface style."""
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    s = {
        "dmy": "%02d/%02d/%d" % (dd, m, y),
        "dmy1": "%d/%d/%d" % (dd, m, y),
        "dmy2": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dmy_dot": "%02d.%02d.%d" % (dd, m, y),
        "dmy_dash": "%02d-%02d-%d" % (dd, m, y),
        "mdy": "%02d/%02d/%d" % (m, dd, y),
        "mdy1": "%d/%d/%d" % (m, dd, y),
        "mdy2": "%d/%d/%02d" % (m, dd, y % 100),
        "mdy_dash": "%02d-%02d-%d" % (m, dd, y),
        "iso": "%d-%02d-%02d" % (y, m, dd),
        "d_mon_y": "%d %s %d" % (dd, MON[m - 1], y),
        "d_month_y": "%d %s %d" % (dd, MONTHS[m - 1], y),
        "dth_month_y": "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y),
        "month_d_y": "%s %d, %d" % (MONTHS[m - 1], dd, y),
        "mon_d_y": "%s %d, %d" % (MON[m - 1], dd, y),
        "monp_d_y": "%s. %d, %d" % (MON[m - 1], dd, y),
        "dd_mon_yyyy": "%02d-%s-%d" % (dd, MON[m - 1], y),
        "DD_MON_YY": "%02d-%s-%02d" % (dd, MON[m - 1].upper(), y % 100),
        "d_mon": "%d %s" % (dd, MON[m - 1]),
        "d_month": "%d %s" % (dd, MONTHS[m - 1]),
        "month_d": "%s %d" % (MONTHS[m - 1], dd),
        "mon_d": "%s %d" % (MON[m - 1], dd),
        "dm": "%d/%d" % (dd, m),
        "dm0": "%02d/%02d" % (dd, m),
        "md": "%d/%d" % (m, dd),
        "wd_dm": "%s %d/%d" % (WD[wd], dd, m),
        "wd_dm0": "%s %02d/%02d" % (WD[wd], dd, m),
        "wd_md": "%s %d/%d" % (WD[wd], m, dd),
        "wd_d_mon": "%s %d %s" % (WD[wd], dd, MON[m - 1]),
        "wd_long_uk": "%s %d %s %d" % (WEEKDAYS[wd], dd, MONTHS[m - 1], y),
        "wd_long_us": "%s, %s %d, %d" % (WEEKDAYS[wd], MONTHS[m - 1], dd, y),
        "wd_long_comma": "%s, %d %s %d" % (WEEKDAYS[wd], dd, MONTHS[m - 1], y),
        "month_y": "%s %d" % (MONTHS[m - 1], y),
        "mon_y": "%s %d" % (MON[m - 1], y),
        "mm_yyyy": "%02d/%d" % (m, y),
        "y": "%d" % y,
        "weekday": WEEKDAYS[wd],
        "wd": WD[wd],
    }[style]
    return s


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven",
        "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def numwords(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    h, rest = divmod(n, 100)
    return ONES[h] + " hundred" + ("" if rest == 0 else " and " + numwords(rest))


def age_items(n, style, sex="M"):
    """Age surface forms; only the number is the span."""
    a = (str(n), "AGE")
    sx = "M" if sex == "M" else "F"
    if style == "yo_dash":
        return [a, "-year-old"]
    if style == "yo":
        return [a, " yo"]
    if style == "yo_tight":
        return [a, "yo"]
    if style == "y":
        return [a, "y"]
    if style == "yrs":
        return [a, " yrs"]
    if style == "sex":
        return [a, " " + sx]
    if style == "sex_tight":
        return [a, sx]
    if style == "aged":
        return ["aged ", a]
    if style == "words":
        return ["aged ", (numwords(n), "AGE")]
    if style == "words_yo":
        return [(numwords(n), "AGE"), "-year-old"]
    if style == "years_old":
        return [a, " years old"]
    if style == "paren":
        return ["(", a, ")"]
    return [a]


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(r, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 10, 31).toordinal()
    return dt.date.fromordinal(r.randint(start, end))


def age_at(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


def weekdays_from(d, n, skip_weekend=True, every=1):
    """n successive (week)days starting at d."""
    out = []
    cur = d
    while len(out) < n:
        if not (skip_weekend and cur.weekday() >= 5):
            out.append(cur)
        cur = add_days(cur, every)
    return out
