"""Note builder, formatters and case contexts for dev185 (author 185)."""
import datetime as dt
import re

import pools as P

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
_FIELD = re.compile(r"\{(\w+)(?::([A-Z_]+))?\}")
_WORD = re.compile(r"[A-Za-z]{6,}")


class Note:
    """Assembles text piece by piece and records span offsets as it goes."""

    def __init__(self, rng, lower=False, typos=0):
        self.rng = rng
        self.lower = lower
        self.typos = typos
        self.buf = []
        self.pos = 0
        self.spans = []

    def t(self, s):
        if not s:
            return
        if self.typos > 0 and len(s) > 40 and self.rng.random() < 0.2:
            s = typo(self.rng, s)
            self.typos -= 1
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s)
            s = s2
        self.buf.append(s)
        self.pos += len(s)

    def s(self, s, typ):
        s = str(s)
        assert s and s == s.strip(), repr(s)
        assert typ in TYPE_LABEL, typ
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s)
            s = s2
        start = self.pos
        self.buf.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": TYPE_LABEL[typ], "type": typ, "text": s})

    def f(self, tpl, **kw):
        i = 0
        for m in _FIELD.finditer(tpl):
            if m.start() > i:
                self.t(tpl[i:m.start()])
            val = kw[m.group(1)]
            if m.group(2):
                self.s(val, m.group(2))
            else:
                self.t(str(val))
            i = m.end()
        self.t(tpl[i:])

    def text(self):
        return "".join(self.buf)


def typo(rng, s):
    words = list(_WORD.finditer(s))
    if not words:
        return s
    m = words[rng.randrange(len(words))]
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    mode = rng.randrange(3)
    if mode == 0:
        w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:]
    elif mode == 1:
        w2 = w[:k] + w[k + 1:]
    else:
        w2 = w[:k] + w[k] + w[k:]
    return s[:m.start()] + w2 + s[m.end():]


# ---------------------------------------------------------------- numbers / words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def digits(rng, k):
    return "".join(str(rng.randrange(10)) for _ in range(k))


def letters(rng, k, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(pick(rng, alpha) for _ in range(k))


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DATE_STYLES = {
    "US": ["us", "us", "us_short", "long_us", "abbr_us", "iso"],
    "CA": ["iso", "iso", "long_us", "abbr_us", "abbr_au", "dash", "us"],
    "AU": ["au", "au", "au_short", "long_au", "abbr_au", "dash", "upper"],
}


def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    mon = MONTHS[m - 1]
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "au":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "au_short":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "long_us":
        return "%s %d, %d" % (mon, dd, y)
    if style == "long_au":
        return "%d %s %d" % (dd, mon, y)
    if style == "abbr_us":
        return "%s %d, %d" % (mon[:3], dd, y)
    if style == "abbr_au":
        return "%d %s %d" % (dd, mon[:3], y)
    if style == "dash":
        return "%02d-%s-%d" % (dd, mon[:3], y)
    if style == "upper":
        return "%02d-%s-%02d" % (dd, mon[:3].upper(), y % 100)
    if style == "wk_us":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, dd)
    if style == "wk_au":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], dd, m)
    if style == "wk_long_us":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], mon, dd, y)
    if style == "wk_long_au":
        return "%s %d %s %d" % (WDAYS[d.weekday()], dd, mon, y)
    if style == "md_us":
        return "%d/%d" % (m, dd)
    if style == "md_au":
        return "%d/%d" % (dd, m)
    if style == "mon_year":
        return "%s %d" % (mon, y)
    if style == "mon_abbr_year":
        return "%s %d" % (mon[:3], y)
    if style == "mm_yyyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    raise ValueError(style)


def fmt_time(rng, hh=None):
    h = rng.randrange(6, 19) if hh is None else hh
    mi = rng.randrange(0, 60)
    st = rng.randrange(3)
    if st == 0:
        return "%02d:%02d" % (h, mi)
    if st == 1:
        return "%02d%02d hrs" % (h, mi)
    return "%d:%02d %s" % ((h - 1) % 12 + 1, mi, "am" if h < 12 else "pm")


# ---------------------------------------------------------------- contacts & ids
def phone(rng, country, ext=False, area=None):
    if country == "AU":
        a = area if (area and rng.random() < 0.85) else pick(rng, ["2", "3", "7", "8"])
        num = "5550 %s" % digits(rng, 4)
        st = rng.randrange(3)
        s = ["(0%s) %s" % (a, num), "0%s %s" % (a, num), "+61 %s %s" % (a, num)][st]
    else:
        area = "%d%s" % (rng.randrange(2, 10), digits(rng, 2))
        last = "01%s" % digits(rng, 2)
        st = rng.randrange(5)
        s = ["(%s) 555-%s" % (area, last), "%s-555-%s" % (area, last), "%s.555.%s" % (area, last),
             "+1 %s 555 %s" % (area, last), "1-%s-555-%s" % (area, last)][st]
    if ext:
        s += pick(rng, [" ext. ", " x", " ext ", " Ext "]) + digits(rng, rng.randrange(2, 5))
    return s


def slug(s):
    return re.sub(r"[^a-z]", "", s.lower())


def email(rng, first, last, domain=None):
    dom = domain or pick(rng, ["example.org", "example.com", "example.net", "mail.example.com",
                               "workhealth.example.org", "claims.example.net"])
    f, l = slug(first), slug(last)
    st = rng.randrange(5)
    loc = [f + "." + l, f[0] + l, l + f[0] + digits(rng, 2), f + "_" + l, f + l[:3] + digits(rng, 1)][st]
    return loc + "@" + dom


def org_email(rng, org, role):
    return "%s@%s.example.com" % (role, slug(org)[:14])


def url(rng, org=None):
    host = pick(rng, ["www.example.org", "portal.example.net", "claims.example.com", "www.example.com",
                      "rtw.example.org", "secure.example.net"])
    if org:
        host = "www.%s.example.com" % slug(org)[:16]
    path = pick(rng, ["/claims/status", "/portal", "/rtw/plan", "/forms/wc1", "/ohs/surveillance", "/upload",
                      "/worker/login", "/docs/ime", "/fce/results", "/ccf/lookup", ""])
    pre = pick(rng, ["", "https://", "https://", "http://"])
    return pre + host + path


def ipaddr(rng):
    st = rng.randrange(3)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if st == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def ssn(rng, country):
    if country == "US":
        pre = pick(rng, ["9%s" % digits(rng, 2), "000"])
        return "%s-%s-%s" % (pre, digits(rng, 2), digits(rng, 4))
    if country == "CA":
        sep = pick(rng, [" ", "-", ""])
        return "9%s%s%s%s%s" % (digits(rng, 2), sep, digits(rng, 3), sep, digits(rng, 3))
    return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), pick(rng, "ABCHJKLX"))


def healthcard(rng, country, region_abbr):
    if country == "US":
        return pick(rng, ["%s%s" % (letters(rng, 3), digits(rng, 6)), "W%s" % digits(rng, 9),
                          "%s-%s" % (letters(rng, 2), digits(rng, 8))])
    if country == "CA":
        if region_abbr == "ON":
            return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if region_abbr == "BC":
            return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        return "%s-%s" % (digits(rng, 5), digits(rng, 4))
    return "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 10))


def policy_no(rng):
    return pick(rng, ["WC-%s" % digits(rng, 7), "POL %s-%s" % (digits(rng, 2), digits(rng, 5)),
                      "%s%s" % (letters(rng, 2), digits(rng, 8)), "GRP-%s" % digits(rng, 5)])


def claim_no(rng, country):
    if country == "US":
        return pick(rng, ["WC%s" % digits(rng, 8), "%s-%s" % (digits(rng, 3), digits(rng, 6)),
                          "C%s-%s" % (digits(rng, 2), digits(rng, 5))])
    if country == "CA":
        return pick(rng, [digits(rng, 8), "%s-%s" % (digits(rng, 2), digits(rng, 6)), "C%s" % digits(rng, 7)])
    return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 9)), "WC%s" % digits(rng, 7),
                      "%s.%s.%s" % (digits(rng, 2), digits(rng, 5), digits(rng, 2))])


def mrn(rng):
    return pick(rng, [digits(rng, 8), "OH-%s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 7)),
                      "%s-%s" % (digits(rng, 3), digits(rng, 4)), "MR%s" % digits(rng, 6)])


def account(rng):
    return pick(rng, ["ACCT-%s" % digits(rng, 7), "%s-%s" % (digits(rng, 4), digits(rng, 4)),
                      "E%s" % digits(rng, 9), "V%s" % digits(rng, 7), "INV-%s" % digits(rng, 6),
                      "%s%s" % (digits(rng, 6), letters(rng, 2))])


def idnum(rng, kind):
    if kind == "specimen":
        return pick(rng, ["S-%s" % digits(rng, 7), "%s" % digits(rng, 10), "SP%s%s" % (digits(rng, 6), letters(rng, 1))])
    if kind == "ccf":
        return pick(rng, [digits(rng, 7), "A%s" % digits(rng, 8), "CCF-%s" % digits(rng, 6)])
    if kind == "emp":
        return pick(rng, ["EMP%s" % digits(rng, 5), digits(rng, 6), "E-%s" % digits(rng, 5), "%s%s" % (letters(rng, 2), digits(rng, 4))])
    if kind == "incident":
        return pick(rng, ["IR-%s-%s" % (digits(rng, 2), digits(rng, 4)), "INC%s" % digits(rng, 6), "HS-%s" % digits(rng, 5)])
    if kind == "req":
        return pick(rng, ["REQ%s" % digits(rng, 6), "R-%s-%s" % (digits(rng, 3), digits(rng, 3)), "PO %s" % digits(rng, 6)])
    if kind == "accession":
        return pick(rng, ["%s%s-%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 5)), "LAB%s" % digits(rng, 7)])
    return pick(rng, ["REF-%s" % digits(rng, 6), "%s%s" % (letters(rng, 3), digits(rng, 5))])


def license_no(rng, kind, country="US"):
    if kind == "npi":
        return "1" + digits(rng, 9)
    if kind == "dea":
        return letters(rng, 2, "ABFGM") + digits(rng, 7)
    if kind == "med":
        if country == "AU":
            return "MED000" + digits(rng, 7)
        if country == "CA":
            return digits(rng, 5)
        return pick(rng, ["MD%s" % digits(rng, 6), "%s.%s" % (digits(rng, 2), digits(rng, 6)), "G%s" % digits(rng, 5)])
    if kind == "provider":
        return "%s%s" % (digits(rng, 7), letters(rng, 1, "ABCDFHJKLTWXY"))
    if kind == "ahpra_pt":
        return "PHY000" + digits(rng, 7)
    if kind == "dl":
        if country == "CA":
            return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        if country == "AU":
            return digits(rng, rng.randrange(8, 10))
        return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 7)), "%s%s" % (letters(rng, 1), digits(rng, 12)),
                          digits(rng, 9)])
    if kind == "cert":
        return pick(rng, ["CAOHC-%s" % digits(rng, 5), "C%s" % digits(rng, 6), "HRW%s" % digits(rng, 7),
                          "LF%s" % digits(rng, 6), "MRO-%s" % digits(rng, 5), "%s-%s" % (letters(rng, 3), digits(rng, 5))])
    if kind == "dot":
        return digits(rng, 10)
    return digits(rng, 8)


def device_sn(rng):
    return pick(rng, ["%s%s" % (letters(rng, 2), digits(rng, 6)), "SN%s" % digits(rng, 7),
                      "%s-%s" % (letters(rng, 4), digits(rng, 4)), digits(rng, 9), "%s%s%s" % (digits(rng, 3), letters(rng, 2), digits(rng, 4))])


def plate(rng, country):
    if country == "US":
        return pick(rng, ["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 4)),
                          "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if country == "CA":
        return pick(rng, ["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s %s" % (letters(rng, 2), digits(rng, 1), digits(rng, 3) + letters(rng, 1)),
                          "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    return pick(rng, ["%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 2) + letters(rng, 1)), "%s-%s" % (letters(rng, 3), digits(rng, 3)),
                      "%s %s" % (digits(rng, 3), letters(rng, 3))])


def vin(rng):
    return letters(rng, 1, "123459JKLSW") + letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + \
        "".join(pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(8)) + digits(rng, 6)


def bioid(rng):
    return pick(rng, ["FP-%s" % digits(rng, 5), "BIO%s" % digits(rng, 7), "TPL-%s-%s" % (letters(rng, 2), digits(rng, 4)),
                      "PV%s" % digits(rng, 6), "%s%s" % (letters(rng, 3), digits(rng, 6))])


def username(rng, first, last):
    stl = pick(rng, P.USERNAME_STYLES)
    return stl.format(f=slug(first)[:8], l=slug(last)[:8], fi=slug(first)[0], li=slug(last)[0],
                      n=rng.randrange(1, 10))


# ---------------------------------------------------------------- people / places
class Person:
    def __init__(self, first, mi, last, sex):
        self.first, self.mi, self.last, self.sex = first, mi, last, sex

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        return "%s %s. %s" % (self.first, self.mi, self.last)

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        return ("%s, %s %s" % (self.last, self.first, self.mi)).upper()

    def fi_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self, dots=True):
        return ("%s.%s." % (self.first[0], self.last[0])) if dots else (self.first[0] + self.last[0]).upper()

    def title(self):
        return "Mr" if self.sex == "M" else "Ms"

    def form(self, rng, forms=("full", "full", "fml", "lf", "LF", "fi_last")):
        return getattr(self, pick(rng, list(forms)))()


class Ctx:
    """Everything one note may draw on; built deterministically from rng."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.used = set()
        reg = pick(rng, {"US": P.US_REGIONS, "CA": P.CA_REGIONS, "AU": P.AU_REGIONS}[country])
        self.region = reg
        self.style = pick(rng, DATE_STYLES[country])
        self.pt = self.person()
        self.base = dt.date(2021, 1, 4) + dt.timedelta(days=rng.randrange(0, 1640))
        self.age = rng.randrange(19, 66)
        self.dob = self.base - dt.timedelta(days=self.age * 365 + rng.randrange(20, 340))
        self.home = self.address(reg)
        self.job = pick(rng, P.PROFESSIONS)
        self.emp = pick(rng, P.EMPLOYER_BASE) + " " + pick(rng, P.EMPLOYER_SUF[country])
        self.emp_addr = self.address(reg)
        self.insurer = pick(rng, P.INSURERS)
        self.claim = claim_no(rng, country)
        self.policy = policy_no(rng)
        self.injury = pick(rng, P.BODY_PARTS)
        part = self.injury[0].split()[-1]
        key = "spine" if part == "spine" else part
        mech = P.MECHANISMS[pick(rng, P.MECH_IDX.get(key, list(range(len(P.MECHANISMS)))))]
        self.mech = mech.format(w=rng.randrange(12, 40), h=pick(rng, ["1.5", "2", "2.5", "3"]))
        self.doi = self.base - dt.timedelta(days=rng.randrange(2, 120))
        self.clinic = pick(rng, P.CLINICS)
        self.clinic_addr = self.address(reg)
        self.reg_body = pick(rng, P.REGULATOR[country])
        self.ssn = ssn(rng, country)
        self.hc = healthcard(rng, country, reg[1])
        self.mrn = mrn(rng)

    def person(self, sex=None):
        rng = self.rng
        while True:
            sx = sex or pick(rng, ["M", "F"])
            first = pick(rng, P.FIRST_M if sx == "M" else P.FIRST_F)
            last = pick(rng, P.SURNAMES)
            if last not in self.used:
                self.used.add(last)
                return Person(first, pick(rng, "ABCDEFGHJKLMNPRSTW"), last, sx)

    def address(self, reg=None):
        rng = self.rng
        reg = reg or self.region
        city = pick(rng, reg[3])
        num = str(rng.randrange(2, 9800))
        street = "%s %s %s" % (num, pick(rng, P.STREET_NAMES), pick(rng, P.STREET_SUF[self.country]))
        u = rng.random()
        if u < 0.15:
            street = pick(rng, ["Unit %d/" % rng.randrange(1, 30), "%d-" % rng.randrange(101, 2400)]) + street
        elif u < 0.25:
            street += pick(rng, [", Apt %d%s" % (rng.randrange(1, 40), pick(rng, ["", "B", "C"])),
                                 ", Suite %d" % rng.randrange(100, 900), ", Unit %d" % rng.randrange(1, 60)])
        if self.country == "US":
            z = reg[2] + digits(rng, 3)
        elif self.country == "CA":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            z = "%s%d%s %d%s%d" % (pick(rng, reg[2]), rng.randrange(10), pick(rng, L), rng.randrange(10),
                                   pick(rng, L), rng.randrange(10))
        else:
            z = reg[2] + digits(rng, 3)
        return {"street": street, "city": city, "state": reg[1], "state_long": reg[0], "zip": z}

    def d(self, date, style=None):
        return fmt_date(date, style or self.style)

    def long(self):
        return "long_au" if self.country == "AU" else "long_us"

    def d_any(self, date):
        return fmt_date(date, pick(self.rng, DATE_STYLES[self.country]))

    def later(self, days_lo, days_hi, frm=None):
        return (frm or self.base) + dt.timedelta(days=self.rng.randrange(days_lo, days_hi))

    def phone(self, ext=False):
        return phone(self.rng, self.country, ext, P.AU_AREA.get(self.region[1]) if self.country == "AU" else None)


def write_addr(n, a, rng, oneline=None, country=None, upper_city=None):
    """Address split into its parts; punctuation stays outside spans."""
    if oneline is None:
        oneline = rng.random() < 0.5
    st = a["state"] if rng.random() < 0.8 else a["state_long"]
    city = a["city"].upper() if upper_city else a["city"]
    n.s(a["street"], "STREET")
    n.t(", " if oneline else "\n")
    n.s(city, "CITY")
    n.t(", " if rng.random() < 0.5 else " ")
    n.s(st, "STATE")
    n.t(" " if rng.random() < 0.7 else "  ")
    n.s(a["zip"], "ZIP")
    if country:
        n.t(", " if oneline else "\n")
        n.s(country, "COUNTRY")


def age_str(rng, age):
    """Return (prefix, agespan, suffix) for varied age surface forms."""
    st = rng.randrange(9)
    if st == 0:
        return ("", str(age), "-year-old")
    if st == 1:
        return ("", str(age), " yo")
    if st == 2:
        return ("", str(age), "yo")
    if st == 3:
        return ("aged ", str(age), "")
    if st == 4:
        return ("", words(age), "-year-old")
    if st == 5:
        return ("", str(age), " y/o")
    if st == 6:
        return ("", str(age), " year old")
    if st == 7:
        return ("age ", str(age), "")
    return ("", str(age), " yrs")
