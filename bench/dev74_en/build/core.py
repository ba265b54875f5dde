"""Marker-based composition: PHI values are wrapped while composing; offsets come from the markers."""
import re
import datetime as dt
from pools import *

LABEL = {}
for _l, _ts in {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"]}.items():
    for _t in _ts:
        LABEL[_t] = _l

A, B, C = "\x01", "\x02", "\x03"


def P(t, v):
    assert t in LABEL, t
    v = str(v)
    assert A not in v and "\n" not in v
    return f"{A}{t}{B}{v}{C}"


_MK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def finish(marked, lower):
    out, spans, pos = [], [], 0
    n = 0
    for m in _MK.finditer(marked):
        out.append(marked[pos:m.start()])
        n += len(marked[pos:m.start()])
        t, v = m.group(1), m.group(2)
        spans.append([n, n + len(v), t])
        out.append(v)
        n += len(v)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    assert A not in text and B not in text and C not in text
    if lower:
        text = text.lower()
    sp = [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]} for s, e, t in spans]
    return text, sp


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fd(d, style):
    m, dd, y = d.month, d.day, d.year
    s = {
        "us": f"{m:02d}/{dd:02d}/{y}", "us1": f"{m}/{dd}/{y}", "us_short": f"{m}/{dd}/{y % 100:02d}",
        "md": f"{m}/{dd}", "wd_md": f"{WD[d.weekday()][:3]} {m}/{dd}",
        "long": f"{MON[m-1]} {dd}, {y}", "wd_long": f"{WD[d.weekday()]}, {MON[m-1]} {dd}, {y}",
        "iso": d.isoformat(), "uk": f"{dd:02d}/{m:02d}/{y}", "d_mon_y": f"{dd} {MON[m-1][:3]} {y}",
        "d_month_y": f"{dd} {MON[m-1]} {y}", "dmy_dash": f"{dd:02d}-{MON[m-1][:3]}-{y}",
        "mon_y": f"{MON[m-1]} {y}", "mon3_y": f"{MON[m-1][:3]} {y}", "y": str(y),
        "mon_d": f"{MON[m-1][:3]} {dd}", "d_mon": f"{dd} {MON[m-1][:3]}", "uk_dm": f"{dd}/{m}",
        "wd": WD[d.weekday()], "wd3": WD[d.weekday()][:3], "wd_dmon": f"{WD[d.weekday()][:3]} {dd} {MON[m-1][:3]}",
        "compact": f"{y}{m:02d}{dd:02d}",
    }[style]
    return P("DATE", s)


US_FULL = ["us", "us1", "us_short", "long", "iso", "dmy_dash", "wd_long"]
UK_FULL = ["uk", "d_mon_y", "d_month_y", "dmy_dash", "iso"]
US_SHORT = ["md", "wd_md", "mon_d", "md", "wd_md"]
UK_SHORT = ["uk_dm", "d_mon", "wd_dmon"]

# ---------------------------------------------------------------- numbers to words (ages)
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))
