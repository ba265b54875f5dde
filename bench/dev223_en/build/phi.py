"""Note builder and PHI surface-form generators (dev223_en, author 223)."""
import datetime
import re
from collections import namedtuple

import pools

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

P = namedtuple("P", "v t")
_PH = re.compile(r"\{(\w+)\}")


class Note:
    """Single-pass builder: text pieces appended in order, spans recorded as
    PHI pieces are appended."""

    def __init__(self, rng, lower=False, typo=0.0):
        self.rng = rng
        self.lower = lower
        self.typo = typo
        self.parts = []
        self.pos = 0
        self.spans = []

    def _typo(self, s):
        if self.typo and len(s) > 12 and self.rng.random() < self.typo:
            for k, v in pools.TYPO.items():
                if k in s:
                    return s.replace(k, v, 1)
        return s

    def t(self, s):
        if not s:
            return
        s = self._typo(s)
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, v, typ):
        assert typ in LABEL, typ
        assert v and v == v.strip(), repr(v)
        if self.lower:
            v = v.lower()
        self.spans.append({"start": self.pos, "end": self.pos + len(v),
                           "label": LABEL[typ], "type": typ, "text": v})
        self.parts.append(v)
        self.pos += len(v)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, P):
                self.p(it.v, it.t)
            elif isinstance(it, str):
                self.t(it)
            else:
                self.add(*it)

    def f(self, tpl, **kw):
        pieces = _PH.split(tpl)
        for i, piece in enumerate(pieces):
            if i % 2 == 0:
                self.t(piece)
            else:
                self.add(kw[piece])

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- numbers
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
         "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + words(r) if r else "")


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, st):
    m, y, dd = d.month, d.year, d.day
    mn, ma, w = MON[m - 1], MON[m - 1][:3], WD[d.weekday()]
    return {
        "us_slash": "%02d/%02d/%d" % (m, dd, y),
        "us_short": "%d/%d/%02d" % (m, dd, y % 100),
        "us_nolead": "%d/%d/%d" % (m, dd, y),
        "us_md": "%d/%d" % (m, dd),
        "us_long": "%s %d, %d" % (mn, dd, y),
        "us_abbr": "%s %d, %d" % (ma, dd, y),
        "us_abbr_nocomma": "%s %d %d" % (ma, dd, y),
        "us_wd": "%s, %s %d, %d" % (w, mn, dd, y),
        "us_wd_short": "%s %d/%d" % (w[:3], m, dd),
        "us_dash": "%02d-%02d-%d" % (m, dd, y),
        "uk_slash": "%02d/%02d/%d" % (dd, m, y),
        "uk_short": "%d/%d/%02d" % (dd, m, y % 100),
        "uk_dot": "%02d.%02d.%d" % (dd, m, y),
        "uk_long": "%d %s %d" % (dd, mn, y),
        "uk_ord": "%s %s %d" % (_ord(dd), mn, y),
        "uk_abbr": "%d %s %02d" % (dd, ma, y % 100),
        "uk_abbr4": "%d %s %d" % (dd, ma, y),
        "uk_wd": "%s %s %s" % (w, _ord(dd), mn),
        "uk_wd_full": "%s %d %s %d" % (w, dd, mn, y),
        "uk_dm": "%02d/%02d" % (dd, m),
        "uk_dm_text": "%d %s" % (dd, mn),
        "dmy_abbr": "%02d-%s-%d" % (dd, ma, y),
        "iso": "%d-%02d-%02d" % (y, m, dd),
        "caps": "%02d%s%d" % (dd, ma.upper(), y),
        "month_year": "%s %d" % (mn, y),
        "mon_year": "%s %d" % (ma, y),
        "mm_yyyy": "%02d/%d" % (m, y),
        "year": "%d" % y,
        "weekday": w,
    }[st]


US_DSTYLES = ["us_slash", "us_short", "us_nolead", "us_long", "us_abbr", "dmy_abbr",
              "iso", "us_dash", "us_abbr_nocomma", "caps"]
UK_DSTYLES = ["uk_slash", "uk_short", "uk_dot", "uk_long", "uk_ord", "uk_abbr",
              "uk_abbr4", "dmy_abbr", "iso", "caps"]
HOLIDAYS_US = ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day",
               "the Fourth of July", "Labor Day", "Memorial Day", "Easter"]
HOLIDAYS_UK = ["Christmas", "Boxing Day", "New Year's Day", "Easter Monday",
               "the August bank holiday", "Christmas Eve", "Easter"]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None, first=None, last=None):
        self.sex = sex or rng.choice("MF")
        self.first = first or rng.choice(pools.MALE if self.sex == "M" else pools.FEMALE)
        self.last = last or rng.choice(pools.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else ""
        self.title = "Mr" if self.sex == "M" else rng.choice(["Mrs", "Ms", "Miss", "Mrs"])
        self.nick = pools.NICK.get(self.first)

    def form(self, mode, dot=""):
        f, l, m = self.first, self.last, self.mid
        if mode == "full":
            return f + " " + l
        if mode == "full_mid":
            return f + " " + (m + ". " if m else "") + l
        if mode == "caps_comma":
            return l.upper() + ", " + f.upper() + (" " + m if m else "")
        if mode == "caps":
            return (f + " " + l).upper()
        if mode == "comma":
            return l + ", " + f
        if mode == "first":
            return f
        if mode == "last":
            return l
        if mode == "init_last":
            return f[0] + ". " + l
        if mode == "initials":
            return f[0] + "." + l[0] + "."
        if mode == "initials_bare":
            return f[0] + l[0]
        if mode == "first_init":
            return f + " " + l[0] + "."
        if mode == "nick":
            return self.nick or f
        raise KeyError(mode)


class Clin(Person):
    def __init__(self, rng, uk, role, cred=None):
        super().__init__(rng)
        self.role = role
        self.uk = uk
        self.cred = cred
        surgeon = role in ("surgeon", "vascular", "thoracic")
        if uk:
            self.title = ("Mr" if self.sex == "M" else rng.choice(["Miss", "Ms", "Mrs"])) \
                if surgeon and rng.random() < 0.8 else "Dr"
        else:
            self.title = rng.choice(["Dr.", "Dr.", "Dr"])
        self.lic = None
        self.bleep = None
        self.user = (self.first[0] + self.last).lower().replace("'", "")[:8] + \
            (str(rng.randint(1, 9)) if rng.random() < 0.5 else "")

    def ref(self, mode="title"):
        """Return items: title outside span."""
        if mode == "title":
            return [self.title + " ", P(self.last, "DOCTOR")]
        if mode == "title_full":
            return [self.title + " ", P(self.first + " " + self.last, "DOCTOR")]
        if mode == "cred":
            return [P(self.form("full_mid"), "DOCTOR"), ", " + self.cred]
        if mode == "cred_nocomma":
            return [P(self.form("full"), "DOCTOR"), " " + self.cred]
        if mode == "full":
            return [P(self.form("full"), "DOCTOR")]
        if mode == "init_last":
            return [P(self.form("init_last"), "DOCTOR")]
        if mode == "first":
            return [P(self.first, "DOCTOR")]
        if mode == "last":
            return [P(self.last, "DOCTOR")]
        if mode == "caps":
            return [P(self.form("caps_comma"), "DOCTOR")]
        if mode == "initials":
            return [P(self.form("initials_bare").lower(), "DOCTOR")]
        raise KeyError(mode)


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def phone_us(rng, area=None):
    area = area or rng.choice(["212", "617", "614", "419", "508", "217", "559", "253",
                               "518", "864", "480", "218", "478", "806", "814", "717",
                               "402", "865", "804", "734", "860", "225", "918", "608"])
    num = "555-01%02d" % rng.randint(0, 99)
    st = rng.random()
    if st < 0.45:
        return "(%s) %s" % (area, num)
    if st < 0.8:
        return "%s-%s" % (area, num)
    if st < 0.9:
        return "%s.%s" % (area, num.replace("-", "."))
    return "1-%s-%s" % (area, num)


def phone_uk(rng, mobile=False):
    if mobile:
        n = "07700 900%03d" % rng.randint(0, 999)
        return n if rng.random() < 0.8 else n.replace(" ", "")
    c = rng.random()
    if c < 0.3:
        return "020 7946 0%03d" % rng.randint(0, 999)
    code = rng.choice(["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131",
                       "0141", "0151", "0161", "0191"])
    return "%s %s 0%03d" % (code, "496", rng.randint(0, 999))


def email(rng, first, last, domain):
    st = rng.randint(0, 3)
    f, l = first.lower(), last.lower().replace("'", "")
    local = [f + "." + l, f[0] + "." + l, f[0] + l + str(rng.randint(1, 99)), l + "." + f[0]][st]
    return local + "@" + domain


def ip(rng):
    c = rng.random()
    if c < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if c < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def plate(rng, uk):
    if uk:
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3),
                       letters(rng, 3) + "-" + digits(rng, 4),
                       letters(rng, 3) + " " + digits(rng, 3)])


def serial(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 8),
                       letters(rng, 2) + digits(rng, 7), "TX" + digits(rng, 7),
                       digits(rng, 4) + "-" + digits(rng, 5) + letters(rng, 1)])


class Hosp:
    pass


def make_hosp(rng, uk, used=None):
    h = Hosp()
    lst = pools.UK_HOSPITALS if uk else pools.US_HOSPITALS
    h.name, h.short = rng.choice(lst)
    h.uk = uk
    if uk:
        town, county, pc = rng.choice(pools.UK_PLACES)
        h.city, h.region = town, county
        h.zip = "%s%d %d%s" % (pc, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        h.street = "%s %s" % (rng.choice(pools.STREET_UK), rng.choice(["Road", "Lane", "Way", "Street"]))
        h.phone = phone_uk(rng)
        h.fax = phone_uk(rng)
        dom = re.sub(r"[^a-z]", "", h.short.lower())[:12] + rng.choice([".nhs.test", ".example.org", "-trust.example.net"])
        h.unit = rng.choice(pools.UK_WARDS)
    else:
        city, st, stn, zp, county = rng.choice(pools.US_PLACES)
        h.city, h.region, h.state_full = city, st, stn
        h.zip = zp + "%02d" % rng.randint(1, 99)
        h.street = "%d %s %s" % (rng.randint(100, 9800), rng.choice(pools.STREET_US), rng.choice(["Avenue", "Boulevard", "Drive", "Street"]))
        area = None
        h.phone = phone_us(rng, area)
        h.fax = phone_us(rng, area)
        dom = re.sub(r"[^a-z]", "", h.short.lower())[:12] + rng.choice([".example.org", ".example.com", "health.test"])
        h.unit = rng.choice(pools.US_UNITS)
    h.domain = dom
    h.url = rng.choice(["www.", "https://www.", "https://portal.", ""]) + dom + rng.choice(["", "/cardiac-surgery", "/patients", "/heart/aftercare", "/mychart"])
    return h


def make_addr(rng, uk, near=None):
    """near: a city name; the address is put in that place when it is in the pools"""
    a = {}
    if uk:
        pl = [p for p in pools.UK_PLACES if p[0] == near]
        town, county, pc = pl[0] if pl else rng.choice(pools.UK_PLACES)
        num = rng.randint(1, 180)
        st = "%d %s %s" % (num, rng.choice(pools.STREET_UK), rng.choice(pools.STREET_UK_SFX))
        if rng.random() < 0.15:
            st = rng.choice(pools.UK_HOUSE) + ", " + st
        a.update(street=st, city=town, region=county,
                 zip="%s%d %d%s" % (pc, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")))
    else:
        pl = [p for p in pools.US_PLACES if p[0] == near]
        city, stab, stn, zp, county = pl[0] if pl else rng.choice(pools.US_PLACES)
        st = "%d %s %s" % (rng.randint(2, 9899), rng.choice(pools.STREET_US), rng.choice(pools.STREET_US_SFX))
        if rng.random() < 0.2:
            st += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randint(1, 40)) + rng.choice(["", "B", "C"])
        a.update(street=st, city=city, region=stab, region_full=stn, county=county,
                 zip=zp + "%02d" % rng.randint(1, 99) + ("-%04d" % rng.randint(0, 9999) if rng.random() < 0.15 else ""))
    return a


def addr_items(a, uk, rng, sep=", ", county=False):
    """Address split into parts per the guideline."""
    if uk:
        it = [P(a["street"], "STREET"), sep, P(a["city"], "CITY")]
        if county or rng.random() < 0.4:
            it += [sep, P(a["region"], "CITY")]
        it += [sep if rng.random() < 0.6 else "  ", P(a["zip"], "ZIP")]
        return it
    reg = a["region"] if rng.random() < 0.85 else a["region_full"]
    return [P(a["street"], "STREET"), sep, P(a["city"], "CITY"), ", ", P(reg, "STATE"), " ", P(a["zip"], "ZIP")]
