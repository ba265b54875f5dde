"""Note builder and value formatters for dev208_en.

Offsets are computed in one pass: every piece is appended in order and a
span is recorded at the moment a PHI piece is appended.
"""
import datetime as dt
import re

LABELS = {
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

_PH = re.compile(r"\{([A-Za-z0-9_]+)\}")


class Note:
    def __init__(self, lower=False):
        self.buf = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def _c(self, s):
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            return low
        return s

    def t(self, s):
        s = self._c(s)
        self.buf.append(s)
        self.pos += len(s)
        return self

    def p(self, s, typ):
        s = self._c(s)
        assert s and s == s.strip(), repr(s)
        assert typ in LABELS, typ
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABELS[typ],
                           "type": typ, "text": s})
        return self

    def v(self, val):
        """Append a value: str (plain), (str, TYPE) tuple (PHI) or a list of those."""
        if val is None:
            return self
        if isinstance(val, (int, float)):
            return self.t(str(val))
        if isinstance(val, str):
            return self.t(val)
        if isinstance(val, tuple):
            return self.p(val[0], val[1])
        for item in val:
            self.v(item)
        return self

    def f(self, tpl, ctx=None, **kw):
        i = 0
        for m in _PH.finditer(tpl):
            if m.start() > i:
                self.t(tpl[i:m.start()])
            key = m.group(1)
            if key in kw:
                self.v(kw[key])
            else:
                self.v(ctx[key])
            i = m.end()
        if i < len(tpl):
            self.t(tpl[i:])
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- formatters
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DATE_STYLES = ["mdy", "mdy", "mdy", "mdy2", "md_y_nopad", "iso", "long", "long", "abbr", "dmy_abbr",
               "wd_long", "wd_short", "md", "mdy_dash"]


def fmt_date(rng, d, style=None):
    if style is None:
        style = rng.choice(DATE_STYLES)
    m, dd, y = d.month, d.day, d.year
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "md_y_nopad":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "dmy_abbr":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "wd_long":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wd_short":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, dd)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "mdy_dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_day":
        return "%s %d" % (MONTHS[m - 1][:3], dd)
    if style == "year":
        return "%d" % y
    raise ValueError(style)


def D(rng, d, style=None):
    return (fmt_date(rng, d, style), "DATE")


def fmt_phone(rng, area, last4, style=None, ext=None):
    if style is None:
        style = rng.choice(["paren", "paren", "dash", "dash", "dot", "intl", "paren_nosp"])
    if style == "paren":
        s = "(%s) 555-%s" % (area, last4)
    elif style == "dash":
        s = "%s-555-%s" % (area, last4)
    elif style == "dot":
        s = "%s.555.%s" % (area, last4)
    elif style == "intl":
        s = "+1 %s 555 %s" % (area, last4)
    elif style == "paren_nosp":
        s = "(%s)555-%s" % (area, last4)
    else:
        s = "555-%s" % last4
    if ext:
        s += rng.choice([" ext. ", " ext ", " x", " x."]) + ext
    return s


AREA = ["217", "937", "419", "517", "269", "920", "715", "319", "563", "260", "812", "502",
        "270", "865", "423", "828", "336", "864", "478", "912", "850", "352", "251", "318",
        "337", "903", "806", "915", "918", "316", "402", "605", "701", "406", "208", "509",
        "253", "541", "541", "559", "661", "209", "775", "928", "575", "719", "801", "218", "507",
        "508", "413", "860", "401", "802", "207", "603", "518", "315", "570", "814", "609",
        "302", "301", "540", "304", "501", "601", "573", "417", "907", "808", "307"]

NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    if n >= 100:
        rest = n - 100
        return "one hundred" + ("" if rest == 0 else " " + age_words(rest))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def mrn(rng):
    k = rng.randrange(5)
    if k == 0:
        return digits(rng, 8)
    if k == 1:
        return "00" + digits(rng, 6)
    if k == 2:
        return "E" + digits(rng, 7)
    if k == 3:
        return digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2)
    return "MR" + digits(rng, 7)


def account(rng):
    k = rng.randrange(5)
    if k == 0:
        return digits(rng, 4) + "-" + digits(rng, 4)
    if k == 1:
        return "HAR" + digits(rng, 9)
    if k == 2:
        return digits(rng, 10)
    if k == 3:
        return "V" + digits(rng, 8)
    return "FIN " + digits(rng, 4) + "-" + digits(rng, 6)


def claim_no(rng):
    k = rng.randrange(3)
    if k == 0:
        return "CLM-%s-%s" % (digits(rng, 2), digits(rng, 7))
    if k == 1:
        return digits(rng, 4) + letters(rng, 2) + digits(rng, 6)
    return "C" + digits(rng, 11)


def ssn(rng):
    a = rng.choice(["9" + digits(rng, 2), "000"])
    return "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4))


def member_id(rng):
    k = rng.randrange(5)
    if k == 0:
        return letters(rng, 3) + digits(rng, 9)
    if k == 1:
        return "W" + digits(rng, 9)
    if k == 2:
        return digits(rng, 9) + "-01"
    if k == 3:
        return letters(rng, 1) + digits(rng, 8) + letters(rng, 2)
    return "M" + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 2)


def group_no(rng):
    return rng.choice(["GRP", "G", "", "00"]) + digits(rng, rng.choice([5, 6, 7]))


def mbi(rng):
    a = "ACDEFGHJKMNPQRTUVWXY"
    s = digits(rng, 1).replace("0", "1") + rng.choice(a) + rng.choice(a + "0123456789") + digits(rng, 1)
    s2 = rng.choice(a) + rng.choice(a + "0123456789") + digits(rng, 1)
    s3 = rng.choice(a) + rng.choice(a) + digits(rng, 2)
    return rng.choice([s + "-" + s2 + "-" + s3, s + s2 + s3])


def medicaid_id(rng):
    return rng.choice(["MD", "", "RID", "CIN "]) + digits(rng, rng.choice([8, 9, 10]))


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def state_license(rng, kind):
    k = rng.randrange(3)
    if k == 0:
        return "%s-%s" % (kind, digits(rng, 6))
    if k == 1:
        return "%s.%s" % (digits(rng, 2), digits(rng, 6))
    return kind + digits(rng, 5)


def drivers_license(rng, st):
    k = rng.randrange(3)
    if k == 0:
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)
    if k == 1:
        return st + digits(rng, 8)
    return digits(rng, 9)


def auth_no(rng):
    k = rng.randrange(5)
    if k == 0:
        return "PA-%s-%s" % (digits(rng, 2), digits(rng, 6))
    if k == 1:
        return "A" + digits(rng, 7)
    if k == 2:
        return "%s-%s-%s" % (digits(rng, 4), digits(rng, 4), letters(rng, 1))
    if k == 3:
        return "UM" + digits(rng, 8)
    return "REF" + digits(rng, 6)


def case_no(rng, prefix):
    return "%s-%s-%s" % (digits(rng, 2), prefix, digits(rng, 5))


def device_sn(rng):
    k = rng.randrange(5)
    if k == 0:
        return letters(rng, 3) + digits(rng, 6)
    if k == 1:
        return digits(rng, 10)
    if k == 2:
        return letters(rng, 2) + digits(rng, 4) + "-" + digits(rng, 5)
    if k == 3:
        return "SN" + digits(rng, 8)
    return digits(rng, 4) + letters(rng, 1) + digits(rng, 5)


def plate(rng, st=None):
    k = rng.randrange(4)
    if k == 0:
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    if k == 1:
        return letters(rng, 3) + "-" + digits(rng, 4)
    if k == 2:
        return letters(rng, 3) + " " + digits(rng, 3)
    return digits(rng, 3) + " " + letters(rng, 3)


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def bioid(rng, kind=None):
    k = {"fp": rng.choice([0, 2]), "pv": 1, "vp": 3}.get(kind, rng.randrange(4))
    if k == 0:
        return "FP-" + digits(rng, 5)
    if k == 1:
        return "PV" + digits(rng, 8)
    if k == 2:
        return "LS-" + letters(rng, 2) + digits(rng, 6)
    return "VP-" + digits(rng, 4) + "-" + letters(rng, 2)


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def slug(s):
    return re.sub(r"[^a-z0-9]+", "", s.lower())


def country_ref(name):
    """Leading article stays outside the COUNTRY span."""
    if name.startswith("the "):
        return ["the ", (name[4:], "COUNTRY")]
    return [(name, "COUNTRY")]


def add_days(d, n):
    return d + dt.timedelta(days=n)
