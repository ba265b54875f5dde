"""Note builder with single-pass span offsets, plus PHI formatters."""
import datetime
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


class Phi:
    __slots__ = ("typ", "s")

    def __init__(self, typ, s):
        if typ not in LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad phi %r" % (s,))
        self.typ = typ
        self.s = s


def P(typ, s):
    return Phi(typ, s)


_SLOT = re.compile(r"\{(\w+)\}")


class Note:
    """Collects text pieces; every PHI piece records its offsets as it lands."""

    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.n = 0
        self.spans = []

    def _text(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.n += len(s)

    def _phi(self, ph):
        s = ph.s.lower() if self.lower else ph.s
        start = self.n
        self.parts.append(s)
        self.n += len(s)
        self.spans.append({"start": start, "end": self.n, "label": LABEL[ph.typ],
                           "type": ph.typ, "text": s})

    def add(self, *items):
        for it in items:
            if it is None or it == "":
                continue
            if isinstance(it, str):
                self._text(it)
            elif isinstance(it, Phi):
                self._phi(it)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                raise TypeError(type(it))

    def f(self, tmpl, **kw):
        pos = 0
        for m in _SLOT.finditer(tmpl):
            self._text(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self._text(tmpl[pos:])

    def ln(self, tmpl="", **kw):
        self.f(tmpl, **kw)
        self._text("\n")

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DMY_STYLES = ["d/m/Y", "dd/mm/Y", "dd/mm/yy", "d Mon Y", "d Month Y", "dd-Mon-Y",
              "dd.mm.Y", "dth Month Y", "Wkd d Month Y", "Wk dd/mm/yy", "dd-Mon-yy", "Y-mm-dd"]
US_STYLES = ["mm/dd/Y", "m/d/yy", "m/d/Y", "Month d, Y", "Mon d, Y", "Wkd, Month d, Y",
             "Y-mm-dd", "mm-dd-Y"]
CA_STYLES = ["Y-mm-dd", "Month d, Y", "dd-Mon-Y", "Y/mm/dd", "Mon d, Y", "dd/mm/Y", "Y-Mon-dd"]


def _ord(n):
    if 11 <= n % 100 <= 13:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, style):
    M = MONTHS[d.month - 1]
    Mo = M[:3]
    W = WDAYS[d.weekday()]
    r = {
        "d/m/Y": "%d/%d/%d" % (d.day, d.month, d.year),
        "dd/mm/Y": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dd/mm/yy": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "d Mon Y": "%d %s %d" % (d.day, Mo, d.year),
        "d Month Y": "%d %s %d" % (d.day, M, d.year),
        "dd-Mon-Y": "%02d-%s-%d" % (d.day, Mo, d.year),
        "dd-Mon-yy": "%02d-%s-%02d" % (d.day, Mo, d.year % 100),
        "dd.mm.Y": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dth Month Y": "%d%s %s %d" % (d.day, _ord(d.day), M, d.year),
        "Wkd d Month Y": "%s %d %s %d" % (W, d.day, M, d.year),
        "Wk dd/mm/yy": "%s %02d/%02d/%02d" % (W[:3], d.day, d.month, d.year % 100),
        "Y-mm-dd": "%d-%02d-%02d" % (d.year, d.month, d.day),
        "mm/dd/Y": "%02d/%02d/%d" % (d.month, d.day, d.year),
        "m/d/yy": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
        "m/d/Y": "%d/%d/%d" % (d.month, d.day, d.year),
        "Month d, Y": "%s %d, %d" % (M, d.day, d.year),
        "Mon d, Y": "%s %d, %d" % (Mo, d.day, d.year),
        "Wkd, Month d, Y": "%s, %s %d, %d" % (W, M, d.day, d.year),
        "mm-dd-Y": "%02d-%02d-%d" % (d.month, d.day, d.year),
        "Wk m/d": "%s %d/%d" % (W[:3], d.month, d.day),
        "Y/mm/dd": "%d/%02d/%02d" % (d.year, d.month, d.day),
        "Y-Mon-dd": "%d-%s-%02d" % (d.year, Mo, d.day),
        "d/m": "%d/%d" % (d.day, d.month),
        "m/d": "%d/%d" % (d.month, d.day),
        "Mon Y": "%s %d" % (Mo, d.year),
        "Month Y": "%s %d" % (M, d.year),
        "mm/Y": "%02d/%d" % (d.month, d.year),
        "Mon-yy": "%s-%02d" % (Mo, d.year % 100),
        "Y": "%d" % d.year,
        "d Mon": "%d %s" % (d.day, Mo),
        "d Month": "%d %s" % (d.day, M),
        "Month d": "%s %d" % (M, d.day),
        "Mon d": "%s %d" % (Mo, d.day),
    }
    return r[style]


def styles_for(country):
    if country == "US":
        return US_STYLES
    if country == "CA":
        return CA_STYLES
    return DMY_STYLES


def short_styles(country):
    """numeric styles suitable for table columns"""
    if country == "US":
        return ["mm/dd/Y", "m/d/yy", "m/d/Y", "Y-mm-dd"]
    if country == "CA":
        return ["Y-mm-dd", "dd-Mon-Y", "Y/mm/dd"]
    return ["dd/mm/Y", "dd/mm/yy", "d/m/Y", "dd-Mon-yy", "dd.mm.Y", "dd-Mon-Y"]


def month_style(rng, country):
    return rng.choice(["Mon Y", "Month Y", "mm/Y", "Mon-yy"])


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def age_at(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


# ---------------------------------------------------------------- ids
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UPPER) for _ in range(n))


def pattern(rng, pat):
    out = []
    for ch in pat:
        if ch == "N":
            out.append(rng.choice("0123456789"))
        elif ch == "L":
            out.append(rng.choice(UPPER))
        else:
            out.append(ch)
    return "".join(out)


def nhs_number(rng):
    while True:
        ds = [rng.randint(0, 9) for _ in range(9)]
        if ds[0] == 0:
            continue
        s = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        x = "".join(str(d) for d in ds) + str(chk)
        return "%s %s %s" % (x[:3], x[3:6], x[6:])


def ssn_like(rng, country):
    if country == "US":
        if rng.random() < 0.8:
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return "9%s%s" % (digits(rng, 6), rng.choice(["T", "A", "W", "TA", "FA"]))


def vehicle(rng, country, fmt):
    return pattern(rng, fmt)


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


# ---------------------------------------------------------------- phones
AREA = {
    "OH": "614", "MI": "734", "WI": "608", "MN": "612", "IA": "515", "NE": "402", "OK": "918",
    "NM": "505", "AZ": "520", "ID": "208", "WA": "509", "OR": "541", "CA": "916", "NC": "919",
    "VA": "804", "GA": "912", "LA": "225", "TN": "901", "KY": "502", "PA": "412", "MA": "508",
    "CT": "860", "NY": "585", "MD": "410", "ME": "207", "ON": "416", "MB": "204", "SK": "306",
    "AB": "403", "BC": "250", "NS": "902", "NB": "506", "NL": "709", "PE": "902",
}
GB_AREA = ["0113", "0114", "0117", "0121", "0161", "0191", "01904", "01423", "01422",
           "01228", "01392", "01603", "01535", "01924", "01772", "01524"]


def phone(rng, country, kind="land", region=None):
    r = rng.random()
    if country == "GB":
        if kind == "mobile":
            core = "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
            return core if r < 0.8 else "+44 7%s 555%s" % (digits(rng, 3), digits(rng, 3))
        a = rng.choice(GB_AREA)
        if len(a) == 4:
            core = "%s 555 %s" % (a, digits(rng, 4))
        else:
            core = "%s 555%s" % (a, digits(rng, 3)) if r < 0.5 else "%s 555 %s" % (a, digits(rng, 3))
        if r > 0.85:
            core = "+44 (0)%s" % core[1:]
        elif r > 0.75:
            core = "(%s) %s" % (core.split(" ", 1)[0], core.split(" ", 1)[1])
        return core
    if country == "IE":
        if kind == "mobile":
            core = "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
            return core if r < 0.8 else "+353 8%s 555 %s" % (core[2], core[-4:])
        a = rng.choice(["01", "021", "091", "061", "066", "071", "074", "056", "053", "046", "041", "052", "094"])
        return ("(%s) 555 %s" if r < 0.4 else "%s 555 %s") % (a, digits(rng, 4))
    if country == "AU":
        if kind == "mobile":
            core = "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
            return core if r < 0.8 else "+61 4%s 555 %s" % (core[2:4], core[-3:])
        a = rng.choice(["02", "03", "07", "08"])
        return ("(%s) 5550 %s" if r < 0.6 else "%s 5550 %s") % (a, digits(rng, 4))
    if country == "NZ":
        if kind == "mobile":
            core = "02%s 555 %s" % (rng.choice("127"), digits(rng, rng.choice([3, 4])))
            return core if r < 0.8 else "+64 2%s" % core[2:]
        a = rng.choice(["03", "04", "06", "07", "09"])
        return ("(%s) 555 %s" if r < 0.5 else "%s-555 %s") % (a, digits(rng, 4))
    if country in ("US", "CA"):
        a = AREA.get(region, "416" if country == "CA" else "614")
        x = digits(rng, 4)
        if r < 0.45:
            return "(%s) 555-%s" % (a, x)
        if r < 0.75:
            return "%s-555-%s" % (a, x)
        if r < 0.88:
            return "%s.555.%s" % (a, x)
        return "+1 %s 555 %s" % (a, x)
    # ZA
    if kind == "mobile":
        core = "0%s 555 %s" % (rng.choice(["82", "83", "72", "76", "61"]), digits(rng, 4))
        return core if r < 0.8 else "+27 %s" % core[1:]
    a = rng.choice(["021", "011", "031", "012", "041", "051"])
    return ("(%s) 555-%s" if r < 0.4 else "%s 555 %s") % (a, digits(rng, 4))


def with_ext(rng, num):
    return num + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, rng.choice([3, 4]))


def bleep(rng):
    return rng.choice(["555%d" % rng.randint(0, 9), "555%s" % digits(rng, 2), "555-%s" % digits(rng, 4)])


EMAIL_DOMS = ["example.com", "example.net", "example.org", "mail.example.com", "post.example.net"]


def clean(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email_for(rng, first, last, dom=None):
    dom = dom or rng.choice(EMAIL_DOMS)
    f, l = clean(first), clean(last)
    k = rng.randint(0, 4)
    local = [f + "." + l, f[0] + "." + l, f + l + digits(rng, 2), l + "." + f, f + "_" + l][k]
    return local + "@" + dom
