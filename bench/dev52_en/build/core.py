"""Core helpers: tagged-text builder, formatters for dates, phones, identifiers."""
import datetime as _dt
import re

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

O, M, C = "\x01", "\x02", "\x03"


def T(typ, value):
    value = str(value)
    return O + typ + M + value + C


# short helpers
def pt(v): return T("PATIENT", v)
def dr(v): return T("DOCTOR", v)
def fam(v): return T("FAMILY", v)
def usr(v): return T("USERNAME", v)
def age(v): return T("AGE", v)
def dt(v): return T("DATE", v)
def street(v): return T("STREET", v)
def city(v): return T("CITY", v)
def state(v): return T("STATE", v)
def zipc(v): return T("ZIP", v)
def country(v): return T("COUNTRY", v)
def hosp(v): return T("HOSPITAL", v)
def org(v): return T("ORGANIZATION", v)
def loc(v): return T("LOCATION_OTHER", v)
def mrn(v): return T("MRN", v)
def ssn(v): return T("SSN", v)
def hplan(v): return T("HEALTHPLAN", v)
def acct(v): return T("ACCOUNT", v)
def lic(v): return T("LICENSE", v)
def dev(v): return T("DEVICE", v)
def veh(v): return T("VEHICLE", v)
def bio(v): return T("BIOID", v)
def idn(v): return T("IDNUM", v)
def tel(v): return T("PHONE", v)
def fax(v): return T("FAX", v)
def email(v): return T("EMAIL", v)
def url(v): return T("URL", v)
def ip(v): return T("IPADDR", v)
def prof(v): return T("PROFESSION", v)


_TAG = re.compile("\x01([A-Za-z_]+)\x02(.*?)\x03", re.S)


def typo(rng, s, rate):
    """Introduce light typos into plain words (outside tags)."""
    if rate <= 0:
        return s
    out = []
    for w in re.split(r"(\s+)", s):
        if len(w) > 4 and w.isalpha() and w.islower() and rng.random() < rate:
            i = rng.randrange(1, len(w) - 2)
            k = rng.random()
            if k < 0.5:
                w = w[:i] + w[i + 1] + w[i] + w[i + 2:]
            elif k < 0.8:
                w = w[:i] + w[i + 1:]
            else:
                w = w[:i] + w[i] + w[i:]
        out.append(w)
    return "".join(out)


def render(src, rng=None, lower=False, typo_rate=0.0):
    """Turn tagged source into (text, spans)."""
    if lower:
        src = src.lower()
    text_parts = []
    spans = []
    pos = 0
    last = 0
    for m in _TAG.finditer(src):
        plain = src[last:m.start()]
        if rng is not None and typo_rate:
            plain = typo(rng, plain, typo_rate)
        text_parts.append(plain)
        pos += len(plain)
        typ = m.group(1).upper()
        val = m.group(2)
        text_parts.append(val)
        spans.append({"start": pos, "end": pos + len(val), "label": TYPE2LABEL[typ],
                      "type": typ, "text": val})
        pos += len(val)
        last = m.end()
    plain = src[last:]
    if rng is not None and typo_rate:
        plain = typo(rng, plain, typo_rate)
    text_parts.append(plain)
    text = "".join(text_parts)
    assert O not in text and M not in text and C not in text
    return text, spans


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DY = [d[:3] for d in DAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


US_STYLES = ["mdy", "mdy", "mdy", "mdy2", "long", "long", "mon", "iso", "dmon", "wlong", "wshort", "mdy_nz"]
DM_STYLES = ["dmy", "dmy", "dmy", "dmy2", "dlong", "dlong", "dmon_sp", "iso", "dmon", "dot", "wdlong", "ord"]


def fdate(rng, d, loc, style=None):
    if style is None:
        style = rng.choice(US_STYLES if loc == "US" else (DM_STYLES if loc in ("GB", "AU") else
                           rng.choice([US_STYLES, DM_STYLES, ["iso", "iso", "long", "dlong"]])))
    y, m, dd = d.year, d.month, d.day
    w = d.weekday()
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy_nz":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "mon":
        return "%s %d %d" % (MON[m - 1], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "dmon":
        return "%02d-%s-%04d" % (dd, MON[m - 1].upper() if rng.random() < 0.5 else MON[m - 1], y)
    if style == "wlong":
        return "%s, %s %d, %d" % (DAYS[w], MONTHS[m - 1], dd, y)
    if style == "wshort":
        return "%s %d/%d" % (DY[w], m, dd)
    if style == "dmy":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "dmy2":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dlong":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dmon_sp":
        return "%d %s %02d" % (dd, MON[m - 1], y % 100)
    if style == "dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "wdlong":
        return "%s %d %s %d" % (DAYS[w], dd, MONTHS[m - 1], y)
    if style == "ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "hl7":
        return "%04d%02d%02d" % (y, m, dd)
    if style == "md":
        return "%d/%d" % (m, dd) if loc in ("US", "CA") else "%d/%d" % (dd, m)
    if style == "monyr":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon3yr":
        return "%s %d" % (MON[m - 1], y)
    if style == "year":
        return "%d" % y
    if style == "dmonname":
        return ("%s %d" % (MONTHS[m - 1], dd)) if loc in ("US", "CA") else ("%d %s" % (dd, MONTHS[m - 1]))
    raise ValueError(style)


def rand_date(rng, start_year=2023, end_year=2026):
    a = _dt.date(start_year, 1, 1).toordinal()
    b = _dt.date(end_year, 10, 31).toordinal()
    return _dt.date.fromordinal(rng.randint(a, b))


def dob_for_age(rng, ref, years):
    d = ref - _dt.timedelta(days=int(years * 365.25) + rng.randint(1, 360))
    return d


def shift(d, days):
    return d + _dt.timedelta(days=days)


def ftime(rng, h24=None):
    h = rng.randint(6, 21) if h24 is None else h24
    mi = rng.randint(0, 59)
    if rng.random() < 0.5:
        return "%02d:%02d" % (h, mi)
    if rng.random() < 0.5:
        return "%02d%02d" % (h, mi)
    ap = "AM" if h < 12 else "PM"
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, mi, ap)


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + NUMWORDS[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + num_words(n - 100))


# ---------------------------------------------------------------- phones
GB_PREFIX = ["01632 960", "020 7946 0", "0113 496 0", "0114 496 0", "0115 496 0", "0116 496 0",
             "0117 496 0", "0118 496 0", "0121 496 0", "0131 496 0", "0141 496 0", "0151 496 0",
             "0161 496 0", "028 9649 6", "029 2018 0", "01632 961"]


def fphone(rng, loc, mobile=None, ext=False):
    if mobile is None:
        mobile = rng.random() < 0.4
    if loc in ("US", "CA"):
        ac = rng.choice(["212", "315", "360", "402", "413", "503", "512", "563", "603", "614", "617",
                         "702", "716", "802", "808", "907", "919", "970"] if loc == "US" else
                        ["204", "236", "250", "306", "403", "416", "438", "506", "514", "604", "613",
                         "705", "709", "780", "807", "867", "902", "905"])
        ln = "01%02d" % rng.randint(0, 99)
        s = rng.random()
        if s < 0.35:
            p = "(%s) 555-%s" % (ac, ln)
        elif s < 0.65:
            p = "%s-555-%s" % (ac, ln)
        elif s < 0.78:
            p = "%s.555.%s" % (ac, ln)
        elif s < 0.9:
            p = "+1 %s 555 %s" % (ac, ln)
        else:
            p = "1-%s-555-%s" % (ac, ln)
    elif loc == "GB":
        if mobile:
            p = rng.choice(["07700 900%03d", "+44 7700 900%03d", "07700900%03d"]) % rng.randint(0, 999)
        else:
            pre = rng.choice(GB_PREFIX)
            need = 11 - len(pre.replace(" ", ""))
            p = pre + "".join(str(rng.randint(0, 9)) for _ in range(need))
            if rng.random() < 0.12:
                p = "+44 " + p[1:]
    else:  # AU
        if mobile:
            p = "0491 57%d %03d" % (rng.randint(0, 9), rng.randint(0, 999))
            if rng.random() < 0.2:
                p = "+61 491 57%d %03d" % (rng.randint(0, 9), rng.randint(0, 999))
        else:
            ac, mid = rng.choice([("02", "5550"), ("03", "7010"), ("07", "5550"), ("08", "5550")])
            p = rng.choice(["(%s) %s %04d", "%s %s %04d"]) % (ac, mid, rng.randint(0, 9999))
    if ext:
        p += rng.choice([" ext. %d", " x%d", " ext %d", " extn %d"]) % rng.randint(10, 9999)
    return p


def fpager(rng):
    return rng.choice(["%d-%04d", "%d%03d", "%d-%03d"]) % (rng.randint(2, 8), rng.randint(0, 999))


# ---------------------------------------------------------------- identifiers
L = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(L) for _ in range(n))


def fmt_id(rng, pattern):
    """# -> digit, @ -> letter, other chars literal."""
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "@":
            out.append(rng.choice(L))
        else:
            out.append(ch)
    return "".join(out)


def private_ip(rng):
    k = rng.random()
    if k < 0.5:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def wrap(text, width=92):
    """Soft-wrap long paragraphs on spaces, never inside tags."""
    out_lines = []
    for line in text.split("\n"):
        if len(_TAG.sub(lambda m: m.group(2), line)) <= width:
            out_lines.append(line)
            continue
        # tokenise keeping tags intact
        toks = re.findall(r"(?:[^\s\x01]|\x01[^\x03]*\x03)+", line)
        cur = ""
        curlen = 0
        for t in toks:
            vis = len(_TAG.sub(lambda m: m.group(2), t))
            if cur and curlen + 1 + vis > width:
                out_lines.append(cur)
                cur, curlen = t, vis
            else:
                cur = (cur + " " + t) if cur else t
                curlen += (1 if curlen else 0) + vis
        out_lines.append(cur)
    return "\n".join(out_lines)


def vis(s):
    return _TAG.sub(lambda m: m.group(2), s)


def vpad(s, n):
    """Left-justify tagged text to n visible characters."""
    return s + " " * max(0, n - len(vis(s)))
