"""Shared helpers for the dev236_en builder: the note assembler and date/time formatting.

Offsets are computed while pieces are appended; the finished text is never searched.
"""
import datetime

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

EDGE_PUNCT = " \t\n\r,;:\"'()[]{}"


class Doc:
    """Assemble a note piece by piece.

    A piece is a str (plain text), a tuple (text, TYPE) for PHI, a list of pieces, or None.
    """

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, *parts):
        for p in parts:
            if p is None:
                continue
            if isinstance(p, str):
                self.buf.append(p)
                self.n += len(p)
            elif isinstance(p, tuple):
                text, typ = p
                if typ not in TYPE_LABEL:
                    raise ValueError("bad type %r" % (typ,))
                lead_ok = typ in ("PHONE", "FAX") and text[0] == "("
                if not text or (text[0] in EDGE_PUNCT and not lead_ok) or text[-1] in EDGE_PUNCT:
                    raise ValueError("bad span edge %r" % (text,))
                self.spans.append({"start": self.n, "end": self.n + len(text),
                                   "label": TYPE_LABEL[typ], "type": typ, "text": text})
                self.buf.append(text)
                self.n += len(text)
            elif isinstance(p, list):
                self.add(*p)
            else:
                raise TypeError(repr(p))
        return self

    def line(self, *parts):
        self.add(*parts)
        self.add("\n")
        return self

    def text(self):
        return "".join(self.buf)


def P(text, typ):
    return (text, typ)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WKD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK3 = [w[:3] for w in WKD]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fdate(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "us_slash":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "us_nopad":
        return "%d/%d/%d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "us_dash":
        return "%02d-%02d-%d" % (m, dd, y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "iso_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "eu_slash":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "eu_short":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "dmy_mon":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "dmy_MON":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    if style == "dmyy_MON":
        return "%02d%s%02d" % (dd, MON[m - 1].upper(), y % 100)
    if style == "dmy_sp":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "DMY_SP":
        return "%02d %s %d" % (dd, MON[m - 1].upper(), y)
    if style == "long_us":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "mon_us":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "long_eu":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "ord_eu":
        return "%s %s %d" % (_ord(dd), MONTHS[m - 1], y)
    if style == "wk_long_us":
        return "%s, %s %d, %d" % (WKD[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wk_long_eu":
        return "%s %d %s %d" % (WKD[d.weekday()], dd, MONTHS[m - 1], y)
    if style == "hl7":
        return "%d%02d%02d" % (y, m, dd)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "dm":
        return "%d/%d" % (dd, m)
    if style == "wk_md":
        return "%s %d/%d" % (WK3[d.weekday()], m, dd)
    if style == "wk_dm":
        return "%s %d/%d" % (WK3[d.weekday()], dd, m)
    if style == "mon_d":
        return "%s %d" % (MON[m - 1], dd)
    if style == "d_mon":
        return "%d %s" % (dd, MON[m - 1])
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "mm_yyyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "month":
        return MONTHS[m - 1]
    raise ValueError(style)


HEADER_STYLES = {
    "US": ["us_slash", "us_slash", "us_nopad", "us_dash", "dmy_MON", "iso", "us_short"],
    "CA": ["iso", "iso", "dmy_mon", "dmy_MON", "iso_slash", "mon_us", "eu_slash"],
    "IE": ["eu_slash", "eu_slash", "dmy_mon", "dmy_sp", "DMY_SP", "dot", "eu_short"],
}
PROSE_STYLES = {
    "US": ["long_us", "mon_us", "us_slash", "us_nopad", "us_short", "wk_long_us"],
    "CA": ["long_us", "iso", "mon_us", "long_eu", "dmy_sp"],
    "IE": ["long_eu", "ord_eu", "dmy_sp", "eu_slash", "wk_long_eu"],
}
PARTIAL_STYLES = {
    "US": ["md", "wk_md", "mon_d", "month_year", "mm_yyyy", "year", "mon_year"],
    "CA": ["mon_d", "month_year", "mm_yyyy", "year", "mon_year", "md"],
    "IE": ["dm", "wk_dm", "d_mon", "month_year", "mm_yyyy", "year", "mon_year"],
}


def ftime(h, mi, style):
    if style == "colon":
        return "%02d:%02d" % (h, mi)
    if style == "mil":
        return "%02d%02d" % (h, mi)
    if style == "milh":
        return "%02d%02dh" % (h, mi)
    if style == "ampm":
        hh = h % 12 or 12
        return "%d:%02d %s" % (hh, mi, "AM" if h < 12 else "PM")
    if style == "hrs":
        return "%02d:%02d hrs" % (h, mi)
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def years_between(d0, d1):
    y = d1.year - d0.year
    if (d1.month, d1.day) < (d0.month, d0.day):
        y -= 1
    return y


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (item, weight)."""
    total = sum(w for _, w in pairs)
    r = rng.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if r < acc:
            return item
    return pairs[-1][0]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    return rng.sample(list(seq), k)


def pad_right(s, n):
    return s + " " * max(1, n - len(s))
