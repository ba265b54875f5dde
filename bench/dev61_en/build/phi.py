"""Marker mechanism and value formatters.

Every PHI value enters a note through P(type, value), which wraps it in
control-character markers.  render() strips the markers and records the
offsets of each value as it goes, so gold offsets come from the generator
and never from searching the finished text.
"""
import datetime as dt

TYPE_LABEL = {
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

_OPEN, _SEP, _CLOSE = "\u0002", "\u001f", "\u0003"


def P(typ, value):
    """Mark one PHI value."""
    value = str(value)
    if typ not in TYPE_LABEL:
        raise ValueError("unknown type %r" % typ)
    if not value or value != value.strip():
        raise ValueError("bad value %r for %s" % (value, typ))
    for c in (_OPEN, _SEP, _CLOSE, "\n"):
        if c in value:
            raise ValueError("marker/newline inside value %r" % value)
    return _OPEN + typ + _SEP + value + _CLOSE


def render(marked):
    """Strip markers; return (text, spans) with offsets of the marked values."""
    out, spans = [], []
    pos = i = 0
    while True:
        j = marked.find(_OPEN, i)
        if j < 0:
            rest = marked[i:]
            out.append(rest)
            break
        chunk = marked[i:j]
        out.append(chunk)
        pos += len(chunk)
        k = marked.index(_SEP, j)
        m = marked.index(_CLOSE, k)
        typ, val = marked[j + 1:k], marked[k + 1:m]
        spans.append({"start": pos, "end": pos + len(val), "label": TYPE_LABEL[typ],
                      "type": typ, "text": val})
        out.append(val)
        pos += len(val)
        i = m + 1
    text = "".join(out)
    for c in (_OPEN, _SEP, _CLOSE):
        if c in text:
            raise ValueError("stray marker")
    return text, spans


# ---------------------------------------------------------------------------
# dates
# ---------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    y2 = "%02d" % (d.year % 100)
    f = {
        "dmy": lambda: "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy_nopad": lambda: "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy2": lambda: "%02d/%02d/%s" % (d.day, d.month, y2),
        "dmy2_nopad": lambda: "%d/%d/%s" % (d.day, d.month, y2),
        "dot": lambda: "%02d.%02d.%s" % (d.day, d.month, y2),
        "dot4": lambda: "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dash_num": lambda: "%02d-%02d-%d" % (d.day, d.month, d.year),
        "ord": lambda: "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
        "ord_of": lambda: "%s of %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year),
        "dMy": lambda: "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year),
        "dMony": lambda: "%d %s %d" % (d.day, MON[d.month - 1], d.year),
        "dash": lambda: "%02d-%s-%s" % (d.day, MON[d.month - 1], y2),
        "dash4": lambda: "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year),
        "upper": lambda: "%02d-%s-%d" % (d.day, MON[d.month - 1].upper(), d.year),
        "iso": lambda: d.isoformat(),
        "ymd_slash": lambda: "%d/%02d/%02d" % (d.year, d.month, d.day),
        "mdy": lambda: "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year),
        "Mony_d_y": lambda: "%s %d, %d" % (MON[d.month - 1], d.day, d.year),
        "partial": lambda: "%d/%d" % (d.day, d.month),
        "partial_pad": lambda: "%02d/%02d" % (d.day, d.month),
        "dM": lambda: "%d %s" % (d.day, MONTHS[d.month - 1]),
        "dMon": lambda: "%d %s" % (d.day, MON[d.month - 1]),
        "ordM": lambda: "%s %s" % (ordinal(d.day), MONTHS[d.month - 1]),
        "wd_ordM": lambda: "%s %s %s" % (WEEKDAYS[d.weekday()], ordinal(d.day),
                                         MONTHS[d.month - 1]),
        "wd_full": lambda: "%s, %d %s %d" % (WEEKDAYS[d.weekday()], d.day,
                                             MONTHS[d.month - 1], d.year),
        "wd_short": lambda: "%s %02d/%02d" % (WD3[d.weekday()], d.day, d.month),
        "wd_dmy": lambda: "%s %02d/%02d/%d" % (WD3[d.weekday()], d.day, d.month, d.year),
        "wd": lambda: WEEKDAYS[d.weekday()],
        "my": lambda: "%s %d" % (MONTHS[d.month - 1], d.year),
        "mony": lambda: "%s %d" % (MON[d.month - 1], d.year),
        "mon_y2": lambda: "%s-%s" % (MON[d.month - 1], y2),
        "m_y_num": lambda: "%02d/%d" % (d.month, d.year),
        "y": lambda: str(d.year),
        "M": lambda: MONTHS[d.month - 1],
    }[style]
    return f()


# styles usable for a full date
FULL_STYLES_DMY = ["dmy", "dmy", "dmy", "dmy_nopad", "dmy2", "dot", "dot4", "ord", "dMy",
                   "dMony", "dash", "dash4", "ord_of"]
FULL_STYLES_CA = ["iso", "iso", "mdy", "Mony_d_y", "dMy", "dMony", "ymd_slash", "dmy"]


def shift(d, days):
    return d + dt.timedelta(days=days)


# ---------------------------------------------------------------------------
# numbers in words (ages)
# ---------------------------------------------------------------------------
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
         "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, rest = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if rest == 0 else " and " + words(rest))
