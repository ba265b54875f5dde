"""Note assembly with single-pass span offsets, plus value formatters.

A note is built by appending pieces.  A piece is a str (plain text), a tuple (value, TYPE) (PHI),
a list of pieces, or None.  Offsets are recorded as each PHI piece is appended."""
import datetime as dt
import re

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_TPL = re.compile(r"\{(\w+)\}")


class Note:
    def __init__(self, lower=False):
        self.buf = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def _plain(self, s):
        if not s:
            return
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.buf.append(s)
        self.pos += len(s)

    def _phi(self, s, typ):
        s = str(s)
        assert s and s == s.strip() and typ in TYPE_LABEL, (s, typ)
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.spans.append({"start": self.pos, "end": self.pos + len(s), "label": TYPE_LABEL[typ],
                           "type": typ, "text": s})
        self.buf.append(s)
        self.pos += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._plain(it)
            elif isinstance(it, tuple):
                self._phi(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def ln(self, *items):
        self.add(*items)
        self._plain("\n")
        return self

    def f(self, tpl, **kw):
        """Template: '{key}' is replaced by the piece kw[key]; the rest is plain text."""
        parts = _TPL.split(tpl)
        for i, part in enumerate(parts):
            if i % 2 == 0:
                self._plain(part)
            else:
                self.add(kw[part])
        return self

    def text(self):
        return "".join(self.buf)


def pat(rng, pattern):
    """'#' digit, '@' upper letter, '%' letter-or-digit, anything else literal."""
    out = []
    for ch in pattern:
        if ch == "#":
            out.append(str(rng.randrange(10)))
        elif ch == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "%":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))
        else:
            out.append(ch)
    return "".join(out)


def wchoice(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DMY = ("UK", "IE", "AU", "NZ")
STYLE_W = {
    "DMY": [("num", 35), ("abbr", 20), ("long", 10), ("ord", 5), ("short", 10), ("dot", 5), ("iso", 5), ("dash", 10)],
    "US": [("num", 35), ("nz", 15), ("short", 15), ("long", 15), ("abbr", 10), ("iso", 5), ("dash", 5)],
    "CA": [("iso", 30), ("long", 25), ("abbr", 15), ("num", 15), ("usnum", 15)],
}


def fmt_date(rng, cc, d, style=None):
    fam = "DMY" if cc in DMY else cc
    if style is None:
        style = wchoice(rng, STYLE_W[fam])
    mon, mab, day = MONTHS[d.month - 1], MONTHS[d.month - 1][:3], d.day
    us = fam == "US" or (fam == "CA" and style == "usnum")
    if style in ("num", "usnum"):
        return "%02d/%02d/%d" % ((d.month, day, d.year) if us else (day, d.month, d.year))
    if style == "nz":
        return "%d/%d/%d" % (d.month, day, d.year)
    if style == "short":
        return ("%d/%d/%02d" % (d.month, day, d.year % 100)) if us else "%02d/%02d/%02d" % (day, d.month, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dot":
        return "%02d.%02d.%d" % (day, d.month, d.year)
    if style == "dash":
        return "%02d-%s-%d" % (day, mab, d.year)
    if style == "long":
        return ("%s %d, %d" % (mon, day, d.year)) if fam != "DMY" else "%d %s %d" % (day, mon, d.year)
    if style == "abbr":
        return ("%s %d, %d" % (mab, day, d.year)) if fam != "DMY" else "%d %s %d" % (day, mab, d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(day), mon, d.year)
    if style == "dm":
        return ("%d/%d" % (d.month, day)) if fam != "DMY" else "%02d/%02d" % (day, d.month)
    if style == "dmon":
        return ("%s %d" % (mab, day)) if fam != "DMY" else "%d %s" % (day, mab)
    if style == "wk":
        wd = DAYS[d.weekday()]
        if fam == "DMY":
            return rng.choice(["%s %02d/%02d/%d" % (wd[:3], day, d.month, d.year), "%s %d %s %d" % (wd, day, mon, d.year),
                               "%s %d %s" % (wd[:3], day, mab), "%s %02d/%02d" % (wd[:3], day, d.month)])
        return rng.choice(["%s %d/%d" % (wd[:3], d.month, day), "%s, %s %d, %d" % (wd, mon, day, d.year),
                           "%s %02d/%02d/%d" % (wd[:3], d.month, day, d.year)])
    if style == "my":
        return rng.choice(["%s %d" % (mon, d.year), "%s %d" % (mab, d.year), "%02d/%d" % (d.month, d.year)])
    if style == "y":
        return str(d.year)
    raise ValueError(style)


def fmt_time(rng, cc, h=None, m=None):
    if h is None:
        h = rng.randrange(24)
    if m is None:
        m = rng.randrange(60)
    if cc in ("US", "CA") and rng.random() < 0.6:
        return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")
    return rng.choice(["%02d:%02d" % (h, m), "%02d:%02d" % (h, m), "%02d%02d" % (h, m)])


AREA = {
    "UK": ["0113", "0114", "0161", "0117", "0121", "0191", "01603", "01392", "01872", "0116", "01332",
           "01743", "01792", "029", "0141", "01382", "01224", "028", "01228", "01522", "0118", "01582", "023", "01752"],
    "IE": ["021", "061", "091", "051", "071", "090", "066", "074", "046", "056", "041", "065", "094", "01"],
    "US": ["614", "937", "217", "309", "608", "920", "508", "978", "518", "585", "520", "480", "509", "253",
           "865", "208", "402", "919", "912", "559", "916", "303", "719", "734", "616", "512", "915", "207"],
    "CA": ["905", "289", "519", "613", "343", "705", "250", "778", "604", "403", "587", "306", "204", "902", "506",
           "709", "819"],
    "AU": ["02", "03", "07", "08"],
    "NZ": ["09", "07", "06", "04", "03"],
}


def phone(rng, cc, kind="land"):
    """Every number contains 555."""
    d = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    if cc in ("US", "CA"):
        a = rng.choice(AREA[cc])
        if kind == "mob" or kind == "land" or kind == "fax":
            core = "01" + d(2)
            f = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s-555-%s", "(%s) 555-%s", "%s 555 %s"])
            return f % (a, core)
        if kind == "sw":
            s = rng.choice(["(%s) 555-01%s", "%s-555-01%s"]) % (a, d(2))
            return s + rng.choice([" ext. " + d(4), " x" + d(4), " ext " + d(3), ""])
        if kind == "toll":
            return rng.choice(["1-800-555-01", "(888) 555-01", "1-877-555-01"]) + d(2)
        if kind == "bleep":
            return rng.choice(["555-01" + d(2), "(%s) 555-01%s" % (a, d(2)), "555" + d(1)])
    if cc == "UK":
        a = rng.choice(AREA["UK"])
        if kind in ("land", "fax", "sw"):
            s = (a + " 555" + d(3)) if len(a) == 5 else (a + " 555 " + d(4))
            if len(a) == 3:
                s = a + " 555" + d(1) + " " + d(4)
            if rng.random() < 0.12:
                s = "+44 " + s[1:]
            if kind == "sw" and rng.random() < 0.6:
                s += rng.choice([" ext ", " ext. ", " x"]) + d(4)
            return s
        if kind == "mob":
            return rng.choice(["07%s 555%s" % (d(3), d(3)), "07%s 555 %s" % (d(3), d(3)), "+44 7%s 555%s" % (d(3), d(3))])
        if kind == "toll":
            return "0800 555 " + d(4)
        if kind == "bleep":
            return "555" + d(1)
    if cc == "IE":
        a = rng.choice(AREA["IE"])
        if kind in ("land", "fax", "sw"):
            s = rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (a, d(4))
            if rng.random() < 0.1:
                s = "+353 %s 555 %s" % (a[1:], d(4))
            if kind == "sw" and rng.random() < 0.5:
                s += " ext " + d(4)
            return s
        if kind == "mob":
            return rng.choice(["08%s 555 %s", "08%s-555-%s"]) % (rng.choice("3567"), d(4))
        if kind == "toll":
            return "1800 555 " + d(3)
        if kind == "bleep":
            return "555" + d(1)
    if cc == "AU":
        a = rng.choice(AREA["AU"])
        if kind in ("land", "fax", "sw"):
            s = rng.choice(["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"])
            s = s % ((a[1:] if s.startswith("+") else a), d(4))
            return s
        if kind == "mob":
            return rng.choice(["04%s 555 %s" % (d(2), d(3)), "04%s555%s" % (d(2), d(3)), "+61 4%s 555 %s" % (d(2), d(3))])
        if kind == "toll":
            return "1800 555 " + d(3)
        if kind == "bleep":
            return "555" + d(1)
    if cc == "NZ":
        a = rng.choice(AREA["NZ"])
        if kind in ("land", "fax", "sw"):
            s = rng.choice(["(%s) 555 %s", "%s 555 %s", "%s-555 %s", "+64 %s 555 %s"])
            return s % ((a[1:] if s.startswith("+") else a), d(4))
        if kind == "mob":
            return rng.choice(["02%s 555 %s" % (rng.choice("127"), d(4)), "+64 2%s 555 %s" % (rng.choice("17"), d(4))])
        if kind == "toll":
            return "0800 555 " + d(3)
        if kind == "bleep":
            return "555" + d(1)
    raise ValueError((cc, kind))


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def slug(s):
    s = re.sub(r"[^A-Za-z0-9 ]", "", s).strip().lower()
    return re.sub(r" +", "-", s)


def add_days(d, n):
    return d + dt.timedelta(days=n)


def words_num(n):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ones[n]
    if n < 100:
        return tens[n // 10] + ("" if n % 10 == 0 else "-" + ones[n % 10])
    return str(n)
