"""Core helpers: the span-recording note builder and value formatters.

A note is assembled piece by piece; every PHI piece records its span at
the moment it is appended, so offsets are never recovered by searching.
"""
import calendar
import datetime
import re

LABEL = {
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

_PH = re.compile(r"\{(\w+)\}")


US_SPELL = [("paediatric", "pediatric"), ("Paediatric", "Pediatric"), ("PAEDIATRIC", "PEDIATRIC"),
            ("salbutamol", "albuterol"), ("Salbutamol", "Albuterol"), ("nebulised", "nebulized"),
            ("haematoma", "hematoma"), ("diarrhoea", "diarrhea"), ("Diarrhoea", "Diarrhea"),
            ("appendicectomy", "appendectomy"), ("Immunisations", "Immunizations"),
            ("immunisations", "immunizations"), ("SCBU", "NICU"), ("GP review", "PCP review"),
            ("haemorrhage", "hemorrhage"), ("anaemia", "anemia"), ("Anaemia", "Anemia"),
            ("paediatrician", "pediatrician"), ("Paediatrician", "Pediatrician"),
            ("programme", "program"), ("nappies", "diapers"), ("nappy", "diaper"),
            ("Haemorrhage", "Hemorrhage"), ("hypoglycaemia", "hypoglycemia"), ("behaviour", "behavior"),
            ("centile", "percentile"), ("mum", "mom"), ("Mum", "Mom"), ("neighbour", "neighbor"),
            ("Neighbour", "Neighbor"), ("neighbours", "neighbors"), ("colour", "color"),
            ("counselling", "counseling"), ("counsellor", "counselor"), ("Organisation", "Organization"),
            ("organisation", "organization"), ("authorisation", "authorization"), ("favourite", "favorite"),
            ("Favourite", "Favorite"), ("catheterisation", "catheterization")]
IE_SPELL = [("pediatric", "paediatric"), ("Pediatric", "Paediatric"), ("PEDIATRIC", "PAEDIATRIC"),
            ("albuterol", "salbutamol"), ("Albuterol", "Salbutamol"), ("diapers", "nappies"),
            ("Immunizations", "Immunisations"), ("immunizations", "immunisations"), ("mom", "mum"),
            ("Mom", "Mum"), ("PCP", "GP"), ("pediatrician", "paediatrician"), ("diaper", "nappy")]


def _spell_re(pairs):
    table = dict(pairs)
    pat = re.compile(r"(?<![A-Za-z])(" + "|".join(re.escape(a) for a, _ in pairs) + r")(?=s?(?![A-Za-z]))")
    return pat, table


_US_RE = _spell_re(US_SPELL)
_IE_RE = _spell_re(IE_SPELL)


def localise(s, country):
    pat, table = _US_RE if country == "US" else _IE_RE
    return pat.sub(lambda m: table[m.group(1)], s)


class Doc:
    """Accumulates text pieces and spans in one pass."""

    def __init__(self, lower=False, country=None):
        self.lower = lower
        self.country = country
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        if not s:
            return
        if _PH.search(s):
            raise ValueError("unfilled placeholder in %r" % s)
        if self.country:
            s = localise(s, self.country)
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.parts.append(s)
        self.n += len(s)

    def p(self, s, typ):
        assert typ in LABEL, typ
        assert s and s == s.strip(), repr(s)
        if self.lower:
            low = s.lower()
            assert len(low) == len(s), s
            s = low
        self.spans.append({"start": self.n, "end": self.n + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.n += len(s)

    def add(self, v):
        if v is None or v == "":
            return
        if isinstance(v, str):
            self.t(v)
        elif isinstance(v, tuple):
            self.p(v[0], v[1])
        elif isinstance(v, list):
            for x in v:
                self.add(x)
        else:
            raise TypeError(repr(v))

    def w(self, tpl, **kw):
        """Write a template; {key} placeholders take str, (text, TYPE) or lists."""
        bits = _PH.split(tpl)
        for i, b in enumerate(bits):
            if i % 2 == 0:
                self.t(b)
            else:
                self.add(kw[b])

    def line(self, tpl="", **kw):
        self.w(tpl, **kw)
        self.t("\n")

    def text(self):
        return "".join(self.parts)


def P(text, typ):
    return (text, typ)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


US_STYLES = ["us_slash", "us_slash", "us_short", "us_long", "us_abbr", "iso",
             "us_dash"]
IE_STYLES = ["ie_slash", "ie_slash", "ie_short", "ie_dot", "ie_long", "ie_ord",
             "ie_upper", "ie_abbr"]


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = WEEKDAYS[d.weekday()]
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "us_abbr":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "us_dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "ie_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "ie_short":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "ie_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "ie_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "ie_ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "ie_upper":
        return "%02d-%s-%04d" % (dd, MON3[m - 1].upper(), y)
    if style == "ie_abbr":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "wk_us":
        return "%s, %s %d, %d" % (wd, MONTHS[m - 1], dd, y)
    if style == "wk_us_short":
        return "%s %d/%d" % (wd[:3], m, dd)
    if style == "wk_ie":
        return "%s %s %s %d" % (wd, ordinal(dd), MONTHS[m - 1], y)
    if style == "wk_ie_short":
        return "%s %d/%d" % (wd[:3], dd, m)
    if style == "md_us":
        return "%d/%d" % (m, dd)
    if style == "dm_ie":
        return "%d/%d" % (dd, m)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mm_yyyy":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "month":
        return MONTHS[m - 1]
    if style == "weekday":
        return wd
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def add_months(d, m):
    y = d.year + (d.month - 1 + m) // 12
    mo = (d.month - 1 + m) % 12 + 1
    return datetime.date(y, mo, min(d.day, calendar.monthrange(y, mo)[1]))


def age_ymd(dob, on):
    """Whole years, whole months and days between dob and on."""
    months = (on.year - dob.year) * 12 + (on.month - dob.month)
    if on.day < dob.day:
        months -= 1
    days = (on - dob).days
    return months // 12, months, days


def age_words(n):
    w = ["zero", "one", "two", "three", "four", "five", "six", "seven",
         "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
         "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
    if 0 <= n < len(w):
        return w[n]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
            "eighty", "ninety"]
    if n < 100:
        return tens[n // 10] + ("" if n % 10 == 0 else "-" + w[n % 10])
    return str(n)


# ---------------------------------------------------------------- contacts
US_AREA = ["614", "937", "217", "309", "520", "928", "518", "585", "508",
           "978", "912", "478", "253", "509", "559", "805", "915", "806",
           "865", "423", "608", "920", "402", "515", "919", "828", "610",
           "814", "225", "505", "208", "802", "207", "419", "269", "810",
           "218"]


def us_phone(rng, area=None, style=None):
    a = area or rng.choice(US_AREA)
    line = "01%02d" % rng.randint(0, 99)
    style = style if style is not None else rng.randint(0, 6)
    if style == 0:
        return "(%s) 555-%s" % (a, line)
    if style == 1:
        return "%s-555-%s" % (a, line)
    if style == 2:
        return "%s.555.%s" % (a, line)
    if style == 3:
        return "+1 %s 555 %s" % (a, line)
    if style == 4:
        return "(%s)555-%s" % (a, line)
    if style == 5:
        return "1-%s-555-%s" % (a, line)
    return "%s 555 %s" % (a, line)


IE_AREA = ["01", "021", "066", "064", "046", "041", "042", "091", "093",
           "065", "094", "096", "044", "090", "056", "074", "061", "051",
           "058", "045", "071", "053", "059", "057", "049", "052", "067"]
IE_MOBILE = ["083", "085", "086", "087", "089"]


def ie_phone(rng, mobile=None, style=None):
    mob = rng.random() < 0.5 if mobile is None else mobile
    pre = rng.choice(IE_MOBILE if mob else IE_AREA)
    rest = "%03d" % rng.randint(100, 199)
    style = style if style is not None else rng.randint(0, 4)
    if style == 0:
        return "%s 555 %s" % (pre, "0" + rest)
    if style == 1:
        return "(%s) 555 %s" % (pre, "0" + rest)
    if style == 2:
        return "+353 %s 555 %s" % (pre[1:], "0" + rest)
    if style == 3:
        return "%s-555-%s" % (pre, "0" + rest)
    return "%s5550%s" % (pre, rest)


def ext(rng):
    return rng.choice([" ext. ", " x", " Ext ", " ext "]) + str(rng.randint(100, 9999))


def private_ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255),
                                rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255),
                             rng.randint(1, 254))


DOMAINS = ["example.com", "example.org", "example.net"]


def ascii_fold(s):
    table = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "A",
             "É": "E", "Í": "I", "Ó": "O", "Ú": "U", "ś": "s", "ł": "l",
             "'": "", " ": "", "-": ""}
    return "".join(table.get(c, c) for c in s)


def email_for(rng, first, last, domain=None):
    f = ascii_fold(first).lower()
    la = ascii_fold(last).lower()
    dom = domain or rng.choice(DOMAINS)
    k = rng.randint(0, 4)
    if k == 0:
        loc = "%s.%s" % (f, la)
    elif k == 1:
        loc = "%s%s" % (f[0], la)
    elif k == 2:
        loc = "%s_%s%d" % (f, la, rng.randint(1, 99))
    elif k == 3:
        loc = "%s.%s%d" % (la, f[0], rng.randint(1, 9))
    else:
        loc = "%s%s" % (f, la[:3])
    return "%s@%s" % (loc, dom)


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def mrn(rng, country):
    k = rng.randint(0, 4)
    if country == "IE":
        return [digits(rng, 7), "H" + digits(rng, 6), digits(rng, 8),
                "%s-%s" % (digits(rng, 3), digits(rng, 4)),
                "MN" + digits(rng, 7)][k]
    return [digits(rng, 8), "E" + digits(rng, 7), digits(rng, 9),
            "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
            "MR" + digits(rng, 6)][k]


def ssn(rng, country):
    if country == "IE":
        return "9" + digits(rng, 6) + rng.choice(["T", "A", "W", "H", "TA", "FA"])
    k = rng.randint(0, 2)
    a = "9%02d" % rng.randint(0, 99)
    if rng.random() < 0.15:
        a = "000"
    g, s = digits(rng, 2), digits(rng, 4)
    return ["%s-%s-%s" % (a, g, s), "%s %s %s" % (a, g, s), a + g + s][k]


def healthplan(rng, country):
    if country == "IE":
        k = rng.randint(0, 2)
        return [digits(rng, 7) + letters(rng, 1),
                "GV" + digits(rng, 7),
                "SHI-" + digits(rng, 8)][k]
    k = rng.randint(0, 4)
    return [letters(rng, 3) + digits(rng, 9), digits(rng, 9) + letters(rng, 1),
            "MCD" + digits(rng, 8), "%s-%s" % (letters(rng, 2), digits(rng, 7)),
            digits(rng, 11)][k]


def group_no(rng):
    return rng.choice(["G", "GRP", ""]) + digits(rng, rng.randint(5, 7))


def account(rng):
    k = rng.randint(0, 4)
    return [digits(rng, 10), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
            "V" + digits(rng, 8), "ENC" + digits(rng, 7),
            "%s%s" % (letters(rng, 1), digits(rng, 9))][k]


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + ascii_fold(last)[0].upper() + digits(rng, 7)


def state_license(rng, st):
    return rng.choice(["%s%s" % (st, digits(rng, 6)), "%s-%s" % (st, digits(rng, 5)),
                       "MD" + digits(rng, 6), digits(rng, 7)])


def mcrn(rng):
    return digits(rng, 6)


def device_sn(rng, kind=None):
    k = rng.randint(0, 5) if kind is None else kind
    return ["SN" + digits(rng, 8), "%s%s" % (letters(rng, 3), digits(rng, 6)),
            "%s-%s-%s" % (letters(rng, 2), digits(rng, 4), letters(rng, 2)),
            digits(rng, 10), "PF-%s" % digits(rng, 6),
            "%s%s%s" % (digits(rng, 2), letters(rng, 2), digits(rng, 5))][k]


def us_plate(rng):
    k = rng.randint(0, 3)
    return [digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
            letters(rng, 3) + "-" + digits(rng, 4),
            letters(rng, 3) + " " + digits(rng, 3),
            digits(rng, 3) + " " + letters(rng, 3)][k]


def ie_reg(rng):
    yr = rng.choice(["08", "12", "141", "152", "161", "171", "182", "191",
                     "201", "211", "222", "231", "242"])
    cc = rng.choice(["D", "C", "KY", "G", "MH", "LH", "WX", "L", "KE", "WW",
                     "MO", "DL"])
    return "%s-%s-%s" % (yr, cc, str(rng.randint(1, 39999)))


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(al) for _ in range(17))


def bioid(rng):
    k = rng.randint(0, 3)
    return ["FP-%s" % digits(rng, 5), "BIO%s" % digits(rng, 7),
            "PV-%s-%s" % (digits(rng, 4), digits(rng, 3)),
            "IRIS-%s" % digits(rng, 6)][k]


def eircode(rng, key):
    return key + " " + "".join(rng.choice("ACDEFHKNPRTVWXY0123456789")
                               for _ in range(4))


def us_zip(rng, pre):
    z = pre + digits(rng, 2)
    if rng.random() < 0.2:
        z += "-" + digits(rng, 4)
    return z
