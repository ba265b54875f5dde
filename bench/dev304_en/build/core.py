"""Core machinery for the dev304_en generator.

Note records PHI offsets in a single pass: every piece of text is appended in
order and the start offset of each PHI piece is remembered when it is written.
Nothing is searched for afterwards.  All randomness comes from the shared
random.Random(304) instance R, which every module imports from here.
"""
import datetime as dt
import random
import re

R = random.Random(304)

TYPE_LABEL = {
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

PH = re.compile(r"\{([A-Z_]+):([a-z0-9_]+)\}|\{@([a-z0-9_]+)\}|\{=([a-z0-9_]+)\}")


class Note:
    """Append-only text builder that records PHI spans as they are written."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        """Append plain (non-PHI) text."""
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, typ, s):
        """Append one PHI value of fine type typ; its start is the current offset."""
        if typ is None:
            self.t(s)
            return
        if typ not in TYPE_LABEL:
            raise ValueError("unknown type " + typ)
        s = str(s)
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad PHI value %r for %s" % (s, typ))
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos,
                           "label": TYPE_LABEL[typ], "type": typ, "text": s})

    def fr(self, frag):
        """Append a fragment: a list of (type or None, text) pairs."""
        for typ, s in frag:
            if typ:
                self.p(typ, s)
            else:
                self.t(s)

    def f(self, tpl, v):
        """Write a template.  {TYPE:key} is PHI v[key]; {@key} a fragment; {=key} plain."""
        i = 0
        for m in PH.finditer(tpl):
            self.t(tpl[i:m.start()])
            if m.group(1):
                self.p(m.group(1), v[m.group(2)])
            elif m.group(3):
                self.fr(v[m.group(3)])
            else:
                self.t(str(v[m.group(4)]))
            i = m.end()
        self.t(tpl[i:])

    def text(self):
        return "".join(self.parts)


def F(*items):
    """Build a fragment from plain strings and (type, text) tuples."""
    out = []
    for it in items:
        if isinstance(it, tuple):
            out.append(it)
        elif isinstance(it, list):
            out.extend(it)
        elif it:
            out.append((None, it))
    return out


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def wch(pairs):
    """Weighted choice from [(item, weight), ...]."""
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(pool) for _ in range(n))


def money(x, cur):
    return "%s%s" % (cur, "{:,.2f}".format(x))


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    D, M, Y = d.day, d.month, d.year
    mo, m3, wd, w3 = MONTHS[M - 1], MON3[M - 1], WDAYS[d.weekday()], WD3[d.weekday()]
    table = {
        "dmy": "%02d/%02d/%d" % (D, M, Y),
        "dmy1": "%d/%d/%d" % (D, M, Y),
        "dmy2": "%02d/%02d/%02d" % (D, M, Y % 100),
        "dmydot": "%02d.%02d.%d" % (D, M, Y),
        "dmydash": "%02d-%02d-%d" % (D, M, Y),
        "long": "%d %s %d" % (D, mo, Y),
        "longth": "%s %s %d" % (ordinal(D), mo, Y),
        "short": "%d %s %d" % (D, m3, Y),
        "dashmon": "%02d-%s-%d" % (D, m3, Y),
        "dashmon2": "%02d-%s-%02d" % (D, m3.upper(), Y % 100),
        "iso": "%d-%02d-%02d" % (Y, M, D),
        "mdy": "%s %d, %d" % (mo, D, Y),
        "mdy3": "%s %d, %d" % (m3, D, Y),
        "mdynum": "%02d/%02d/%d" % (M, D, Y),
        "wd_dmy": "%s %02d/%02d/%d" % (w3, D, M, Y),
        "wd_long": "%s %d %s %d" % (wd, D, mo, Y),
        "wd_comma": "%s, %d %s %d" % (wd, D, mo, Y),
        "wd_dm": "%s %d/%d" % (w3, D, M),
        "wd_dmon": "%s %d %s" % (w3, D, m3),
        "wd_mdy": "%s, %s %d, %d" % (wd, mo, D, Y),
        "wd_iso": "%s %d-%02d-%02d" % (w3, Y, M, D),
        "dm": "%d %s" % (D, mo),
        "dmth": "%s %s" % (ordinal(D), mo),
        "dm3": "%d %s" % (D, m3),
        "md": "%s %d" % (mo, D),
        "dmnum": "%02d/%02d" % (D, M),
        "my": "%s %d" % (mo, Y),
        "m3y": "%s %d" % (m3, Y),
        "m3y2": "%s-%02d" % (m3, Y % 100),
        "mmyyyy": "%02d/%d" % (M, Y),
        "y": "%d" % Y,
    }
    return table[style]


FULL_STYLES = {
    "GB": [("dmy", 10), ("long", 6), ("longth", 3), ("short", 3), ("dashmon", 2), ("dmy2", 2), ("dmydot", 1)],
    "IE": [("dmy", 9), ("long", 6), ("longth", 4), ("short", 2), ("dashmon", 2), ("dmydash", 1), ("dmy2", 1)],
    "AU": [("dmy", 11), ("long", 5), ("short", 3), ("dmy1", 3), ("dashmon", 2), ("dmy2", 2)],
    "NZ": [("dmy", 10), ("long", 6), ("short", 3), ("dmy1", 3), ("dashmon", 2), ("dmydot", 1)],
    "CA": [("iso", 9), ("mdy", 6), ("mdy3", 3), ("long", 2), ("dashmon2", 2), ("mdynum", 1), ("dmy", 1)],
}
WD_STYLES = {
    "GB": [("wd_dmy", 3), ("wd_long", 3), ("wd_comma", 2), ("wd_dm", 2), ("wd_dmon", 2)],
    "IE": [("wd_dmy", 3), ("wd_long", 3), ("wd_comma", 2), ("wd_dm", 2), ("wd_dmon", 1)],
    "AU": [("wd_dmy", 3), ("wd_long", 3), ("wd_dm", 3), ("wd_dmon", 2)],
    "NZ": [("wd_dmy", 3), ("wd_long", 3), ("wd_dm", 3), ("wd_dmon", 2)],
    "CA": [("wd_mdy", 4), ("wd_iso", 3), ("wd_dmon", 1)],
}
PART_STYLES = {
    "GB": [("my", 5), ("m3y", 2), ("mmyyyy", 2), ("y", 2)],
    "IE": [("my", 5), ("m3y", 2), ("mmyyyy", 1), ("y", 2)],
    "AU": [("my", 5), ("m3y", 2), ("mmyyyy", 2), ("y", 2)],
    "NZ": [("my", 5), ("m3y", 2), ("mmyyyy", 1), ("y", 2)],
    "CA": [("my", 5), ("m3y", 2), ("m3y2", 1), ("y", 2)],
}
DM_STYLES = {
    "GB": [("dm", 4), ("dmth", 3), ("dm3", 2), ("dmnum", 2)],
    "IE": [("dm", 4), ("dmth", 3), ("dm3", 2), ("dmnum", 1)],
    "AU": [("dm", 4), ("dm3", 2), ("dmnum", 3)],
    "NZ": [("dm", 4), ("dm3", 2), ("dmnum", 3)],
    "CA": [("md", 6), ("dm3", 1)],
}


def fd(d, country, kind="full"):
    """Format a date in a surface form typical of the country.

    kind: full (default), num (purely numeric), wd (weekday + date),
    part (month and year or year only), dm (day and month only), any.
    """
    if kind == "any":
        kind = wch([("full", 12), ("wd", 2), ("dm", 1)])
    if kind == "num":
        style = {"CA": "iso"}.get(country, "dmy")
    elif kind == "wd":
        style = wch(WD_STYLES[country])
    elif kind == "part":
        style = wch(PART_STYLES[country])
    elif kind == "dm":
        style = wch(DM_STYLES[country])
    elif kind == "long":
        style = "mdy" if country == "CA" else ch(["long", "long", "longth"])
    else:
        style = wch(FULL_STYLES[country])
    return fmt_date(d, style)


def rdate(lo, hi):
    """Random date between two dates inclusive."""
    span = (hi - lo).days
    return lo + dt.timedelta(days=R.randint(0, max(0, span)))


def shift(d, lo, hi):
    return d + dt.timedelta(days=R.randint(lo, hi))


def workday(d):
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def hhmm():
    return "%02d:%02d" % (R.randint(7, 18), R.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55]))
