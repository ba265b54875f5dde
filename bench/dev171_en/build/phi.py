"""PHI generators: people, names, dates, ages, contacts, addresses and identifiers."""
import datetime as dt
import unicodedata

import pools as PL
from core import T, P, frag

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def wpick(rng, pairs):
    """pairs: list of (item, weight)."""
    tot = sum(w for _, w in pairs)
    r = rng.random() * tot
    for it, w in pairs:
        r -= w
        if r <= 0:
            return it
    return pairs[-1][0]


# ------------------------------------------------------------------ people
class Person:
    def __init__(self, first, last, sex, middle=None, title=None, role=None, cred=None):
        self.first, self.last, self.sex = first, last, sex
        self.middle, self.title, self.role, self.cred = middle, title, role, cred
        self.age = None
        self.dob = None
        self.rel = None
        self.phone = None
        self.user = None

    @property
    def full(self):
        return self.first + " " + self.last

    def initials(self, dots=False):
        a, b = self.first[0], self.last.replace("O'", "O").replace("Mac ", "M")[0]
        if dots:
            return a + "." + b + "."
        return a + b


def origin_pools(origin, young=False):
    if origin in PL.DIVERSE:
        return PL.DIVERSE[origin]
    if origin == "irish":
        if young:
            return (PL.F_YOUNG, PL.M_YOUNG, PL.S_IRISH)
        return (PL.F_IRISH, PL.M_IRISH, PL.S_IRISH)
    if origin == "scotwelsh":
        if young:
            return (PL.F_YOUNG, PL.M_YOUNG, PL.S_SCOT_WELSH)
        return (PL.F_SCOT_WELSH, PL.M_SCOT_WELSH, PL.S_SCOT_WELSH)
    if young:
        return (PL.F_YOUNG, PL.M_YOUNG, PL.S_BRIT)
    return (PL.F_OLD_BRIT, PL.M_OLD_BRIT, PL.S_BRIT)


ALL_ORIGINS = ["brit", "irish", "scotwelsh"] + PL.DIVERSE_KEYS


def named(rng, sex, origin, young=False, mix=0.1):
    """First and last name from one origin; now and then a surname from another (marriage)."""
    fs, ms, ss = origin_pools(origin, young)
    first = pick(rng, fs if sex == "F" else ms)
    if rng.random() < mix:
        ss = origin_pools(pick(rng, ALL_ORIGINS))[2]
    return first, pick(rng, ss)


def diverse_origin(rng, country):
    if country == "IE":
        return wpick(rng, [("central_east_eu", 4), ("filipino", 2), ("south_asian", 2), ("west_african", 2),
                           ("southern_eu", 1), ("east_asian", 1), ("somali_arabic", 1)])
    return wpick(rng, [("south_asian", 5), ("caribbean", 2), ("west_african", 2), ("central_east_eu", 2),
                       ("east_asian", 1), ("filipino", 1), ("southern_eu", 1), ("somali_arabic", 1)])


def patient_person(rng, country, nation):
    sex = rng.choice("FM")
    if country == "IE":
        w = [("irish", 8), ("brit", 1), ("div", 1.2)]
    elif nation in ("Scotland", "Wales"):
        w = [("scotwelsh", 4), ("brit", 4), ("irish", 1), ("div", 1)]
    elif nation == "Northern Ireland":
        w = [("irish", 5), ("brit", 3), ("scotwelsh", 1), ("div", 0.6)]
    else:
        w = [("brit", 6), ("irish", 1), ("scotwelsh", 1), ("div", 3)]
    origin = wpick(rng, w)
    if origin == "div":
        origin = diverse_origin(rng, country)
    first, last = named(rng, sex, origin)
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW") if rng.random() < 0.3 else None
    p = Person(first, last, sex, middle=mid)
    if sex == "F":
        p.title = wpick(rng, [("Mrs", 5), ("Ms", 2), ("Miss", 1)])
    else:
        p.title = "Mr"
    if rng.random() < 0.03:
        p.title = "Dr"
    return p


def any_person(rng, sex=None, young=False, country="UK"):
    sex = sex or rng.choice("FM")
    origin = wpick(rng, [("brit", 3), ("irish", 3), ("scotwelsh", 1), ("div", 4)])
    if origin == "div":
        origin = diverse_origin(rng, country)
    if origin in PL.DIVERSE:
        young = False
    elif not young:
        young = rng.random() < 0.4
    first, last = named(rng, sex, origin, young)
    mid = pick(rng, "ABCDEFGHJKLMNPRSTW") if rng.random() < 0.15 else None
    return Person(first, last, sex, middle=mid)


# role key: (display role, title or None, credential)
ROLES = {
    "geri": ("Consultant geriatrician", "Dr", "FRCP"),
    "gp": ("GP", "Dr", "MRCGP"),
    "gpwsi": ("Community hospital GP", "Dr", "MRCGP"),
    "reg": ("Specialty registrar", "Dr", "ST4"),
    "fy": ("FY2", "Dr", "FY2"),
    "anp": ("Advanced nurse practitioner", None, "ANP"),
    "acp": ("Advanced clinical practitioner", None, "ACP"),
    "wm": ("Ward manager", "Sr", "RGN"),
    "cn": ("Charge nurse", "CN", "RGN"),
    "sn": ("Staff nurse", "SN", "RGN"),
    "hca": ("HCA", None, "HCA"),
    "pt": ("Physiotherapist", None, "PT"),
    "ot": ("Occupational therapist", None, "OT"),
    "slt": ("Speech and language therapist", None, "SLT"),
    "diet": ("Dietitian", None, "RD"),
    "pharm": ("Pharmacist", None, "MPharm"),
    "sw": ("Social worker", None, "SW"),
    "dc": ("Discharge coordinator", None, "RGN"),
    "flow": ("Patient flow manager", None, "RGN"),
    "dn": ("District nurse", None, "DN"),
    "matron": ("Community matron", "Matron", "RGN"),
    "cc": ("Care coordinator", None, "CC"),
    "bm": ("Bed manager", None, "RGN"),
    "ta": ("Therapy assistant", None, "TA"),
    "clerk": ("Ward clerk", None, None),
    "ccm": ("Community care manager", None, None),
    "psw": ("Paramedic (HaH)", None, "Paramedic"),
}


def staff_person(rng, role):
    p = any_person(rng)
    r = ROLES[role]
    p.role, p.title, p.cred = r[0], r[1], r[2]
    if p.title == "Sr" and p.sex == "M":
        p.title = "CN"
    p.user = username(rng, p)
    return p


def ascii_fold(s):
    s = s.replace("ł", "l").replace("Ł", "L").replace("ŷ", "y")
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def username(rng, p):
    f = ascii_fold(p.first).lower().replace("'", "").replace(" ", "")
    l = ascii_fold(p.last).lower().replace("'", "").replace(" ", "")
    f = "".join(ch for ch in f if "a" <= ch <= "z") or "x"
    l = "".join(ch for ch in l if "a" <= ch <= "z") or "y"
    style = rng.randrange(6)
    if style == 0:
        return f[0] + l + str(rng.randrange(1, 9))
    if style == 1:
        return f + "." + l
    if style == 2:
        return (f[0] + l[:6]).upper()
    if style == 3:
        return l + f[0] + digits(rng, 2)
    if style == 4:
        return f[:3] + l[:3] + digits(rng, 1)
    return f[0] + "." + l


# ------------------------------------------------------------------ names
def name(rng, p, typ, style=None, title_ok=True):
    """Render a person; titles and credentials stay outside the span."""
    styles = ["full", "full", "title_last", "last_first", "init_last", "first", "title_full",
              "LAST_first", "last"]
    if style is None:
        style = pick(rng, styles)
    if style == "full":
        if p.middle and rng.random() < 0.4:
            return P(p.first + " " + p.middle + ". " + p.last, typ)
        return P(p.full, typ)
    if style == "title_last":
        if p.title and title_ok:
            return frag(p.title + " ", P(p.last, typ))
        return P(p.full, typ)
    if style == "title_full":
        if p.title and title_ok:
            return frag(p.title + " ", P(p.full, typ))
        return P(p.full, typ)
    if style == "last_first":
        return P(p.last + ", " + p.first + ((" " + p.middle) if p.middle else ""), typ)
    if style == "LAST_first":
        return P(p.last.upper() + " " + p.first, typ)
    if style == "LAST_FIRST":
        return P(p.last.upper() + ", " + p.first.upper(), typ)
    if style == "init_last":
        return P(p.first[0] + ("." if rng.random() < 0.6 else "") + " " + p.last, typ)
    if style == "first":
        return P(p.first, typ)
    if style == "last":
        return P(p.last, typ)
    if style == "initials":
        return P(p.initials(dots=rng.random() < 0.3), typ)
    raise ValueError(style)


def staff(rng, p, style=None):
    """Clinician with title and/or credential outside the span."""
    s = style if style is not None else rng.randrange(8)
    if s == 0 and p.title:
        return frag(p.title + " ", P(p.last, "DOCTOR"))
    if s == 1 and p.title:
        return frag(p.title + " ", P(p.full, "DOCTOR"))
    if s == 2 and p.cred:
        return frag(P(p.full, "DOCTOR"), ", " + p.cred)
    if s == 3 and p.cred:
        return frag(P(p.first[0] + ". " + p.last, "DOCTOR"), " (" + p.cred + ")")
    if s == 4:
        return P(p.first + " " + p.last[0], "DOCTOR")
    if s == 5:
        return P(p.first, "DOCTOR")
    if s == 6 and p.cred:
        return frag(P(p.full, "DOCTOR"), " " + p.cred)
    return P(p.full, "DOCTOR")


# ------------------------------------------------------------------ ages
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n >= 100:
        rest = n - 100
        return "one hundred" + ((" and " + words(rest)) if rest else "")
    if n < 20:
        return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                "eighteen", "nineteen"][n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age(rng, n, style=None, sex=None):
    s = style if style is not None else rng.randrange(10)
    a = str(n)
    if s == 0:
        return frag(P(a, "AGE"), "yo")
    if s == 1:
        return frag(P(a, "AGE"), " y/o")
    if s == 2:
        return frag(P(a, "AGE"), "-year-old")
    if s == 3:
        return frag("aged ", P(a, "AGE"))
    if s == 4:
        return frag(P(a, "AGE"), sex or "F") if sex else frag(P(a, "AGE"), " yrs")
    if s == 5:
        return frag("aged ", P(words(n), "AGE"))
    if s == 6:
        return frag(P(a, "AGE"), " years old")
    if s == 7:
        return frag(P(a, "AGE"), "y")
    if s == 8:
        return frag(P(a, "AGE"), " " + (sex or "yrs"))
    return frag(P(a, "AGE"), " yr old")


# ------------------------------------------------------------------ dates
def ordinal(n):
    if 10 <= n % 100 <= 20:
        return str(n) + "th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fdate(d, style):
    if style == "dmy":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%04d" % (d.day, d.month, d.year)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "dd_mon_yyyy":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
    if style == "ord_short":
        return "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])
    if style == "wd_long":
        return "%s %d %s %d" % (DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wd_dm":
        return "%s %d/%d" % (DAYS[d.weekday()][:3], d.day, d.month)
    if style == "dm":
        return "%d/%d" % (d.day, d.month)
    if style == "ddmm":
        return "%02d/%02d" % (d.day, d.month)
    if style == "iso":
        return d.isoformat()
    if style == "compact":
        return "%02d%s%02d" % (d.day, MONTHS[d.month - 1][:3].upper(), d.year % 100)
    if style == "d_mon":
        return "%d %s" % (d.day, MONTHS[d.month - 1][:3])
    if style == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_yy":
        return "%s-%02d" % (MONTHS[d.month - 1][:3], d.year % 100)
    if style == "year":
        return str(d.year)
    if style == "wd":
        return DAYS[d.weekday()]
    if style == "wd3":
        return DAYS[d.weekday()][:3]
    raise ValueError(style)


FULL_STYLES = ["dmy", "dmy", "dmy", "dmy2", "dmy_dot", "d_mon_y", "dd_mon_yyyy", "long", "ord",
               "wd_long", "compact"]
SHORT_STYLES = ["dm", "ddmm", "d_mon", "wd_dm", "ord_short", "dmy", "dmy2"]


def date(rng, d, style=None, short=False):
    if style is None:
        style = pick(rng, SHORT_STYLES if short else FULL_STYLES)
    return P(fdate(d, style), "DATE")


def days(d, n):
    return d + dt.timedelta(days=n)


def rand_day(rng, y0=2023, y1=2025):
    start = dt.date(y0, 1, 1)
    end = dt.date(y1, 11, 30)
    return start + dt.timedelta(days=rng.randrange((end - start).days))


HOLIDAYS_UK = ["Christmas", "Christmas Day", "Boxing Day", "New Year's Day", "Easter Monday", "Good Friday",
               "Christmas Eve", "Hogmanay"]
HOLIDAYS_IE = ["Christmas", "St Stephen's Day", "St Patrick's Day", "Easter Monday", "New Year's Day",
               "Christmas Eve", "Good Friday"]


def holiday(rng, country):
    return P(pick(rng, HOLIDAYS_IE if country == "IE" else HOLIDAYS_UK), "DATE")


# ------------------------------------------------------------------ contacts
UK_AREA = ["01946", "01524", "01603", "01423", "01274", "01522", "01332", "01743", "01392", "01872",
           "01823", "01249", "01782", "01388", "01665", "01227", "01323", "01473", "01865", "01606",
           "01592", "01463", "01224", "01631", "01738", "01597", "01286", "01267", "01443", "0161",
           "0113", "0191", "0117", "0114"]
IE_AREA = ["066", "021", "062", "051", "061", "065", "091", "094", "071", "090", "056", "053", "057",
           "045", "046", "0404", "043", "074", "047", "049"]


def phone_str(rng, country, mobile=None, intl=None):
    if mobile is None:
        mobile = rng.random() < 0.4
    if intl is None:
        intl = rng.random() < 0.12
    if country == "IE":
        if mobile:
            pre = pick(rng, ["083", "085", "086", "087", "089"])
            rest = "555 " + digits(rng, 4)
            if intl:
                return "+353 " + pre[1:] + " " + rest
            return pick(rng, [pre + " " + rest, pre + "-" + rest.replace(" ", ""), pre + rest.replace(" ", "")])
        pre = pick(rng, IE_AREA)
        rest = "555 " + digits(rng, 4)
        if intl:
            return "+353 (0)" + pre[1:] + " " + rest
        return pick(rng, [pre + " " + rest, "(" + pre + ") " + rest, pre + "-" + rest.replace(" ", "")])
    if mobile:
        rest = "555 " + digits(rng, 3)
        if intl:
            return "+44 7700 " + rest
        return pick(rng, ["07700 " + rest, "07700" + rest.replace(" ", ""), "07700 555" + rest[4:]])
    pre = pick(rng, UK_AREA)
    if len(pre) == 4:
        rest = "555 " + digits(rng, 4)
    else:
        rest = "555" + digits(rng, 3)
    if intl:
        return "+44 " + pre[1:] + " " + rest
    return pick(rng, [pre + " " + rest, "(" + pre + ") " + rest, pre + rest.replace(" ", ""),
                      pre + " " + rest[:3] + " " + rest[3:].strip()])


def phone(rng, country, ext=False, **kw):
    s = phone_str(rng, country, **kw)
    if ext:
        s += pick(rng, [" ext 55", " ext. 55", " x55", " Ext 55"]) + digits(rng, 2)
    return P(s, "PHONE")


def bleep(rng):
    return P("555" + digits(rng, 1), "PHONE")


def fax(rng, country):
    return P(phone_str(rng, country, mobile=False), "FAX")


def slug(s):
    out = []
    for ch in ascii_fold(s).lower():
        if "a" <= ch <= "z" or "0" <= ch <= "9":
            out.append(ch)
        elif ch in " -&":
            out.append("-")
    r = "".join(out)
    while "--" in r:
        r = r.replace("--", "-")
    return r.strip("-")


DOMAINS = ["example.com", "example.org", "example.net"]


def email_for(rng, p=None, team=None):
    dom = pick(rng, DOMAINS)
    if p is not None:
        u = slug(p.first).replace("-", "") + pick(rng, [".", "_", ""]) + slug(p.last).replace("-", "")
        if rng.random() < 0.3:
            u += digits(rng, 2)
        if not u:
            u = "user" + digits(rng, 3)
    else:
        j = pick(rng, [".", "-", "_"])
        u = j.join(slug(x).replace("-", j) for x in (team or "team").split(".") if slug(x))
    return P(u + "@" + dom, "EMAIL")


def url(rng, what="service"):
    dom = pick(rng, DOMAINS)
    base = pick(rng, ["www.", "https://www.", "https://", "http://", ""]) + dom
    path = pick(rng, ["/" + slug(what), "/referrals/" + slug(what), "/portal/" + digits(rng, 5),
                      "/vw/" + slug(what) + "?pid=" + digits(rng, 6), "/" + slug(what) + "/contact",
                      "/care/" + slug(what) + ".html"])
    return P(base + path, "URL")


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        s = "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    elif k == 1:
        s = "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    else:
        s = "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return P(s, "IPADDR")


# ------------------------------------------------------------------ places
def uk_postcode(rng):
    area = pick(rng, PL.UK_POST_AREAS)
    out = area + str(rng.randrange(1, 30))
    return out + " " + str(rng.randrange(10)) + letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")


def eircode(rng):
    return pick(rng, PL.IE_ROUTING) + " " + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + \
        letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1)


def street_line(rng, nation="England"):
    local = {"Ireland": PL.STREET_IE, "Wales": PL.STREET_CY, "Scotland": PL.STREET_SCOT}.get(nation)
    if local and rng.random() < 0.6:
        st = pick(rng, local)
    else:
        st = pick(rng, PL.STREET_NAMES)
    k = rng.randrange(10)
    if k < 5:
        return str(rng.randrange(1, 140)) + " " + st
    if k == 5:
        return "Flat " + str(rng.randrange(1, 40)) + ", " + pick(rng, PL.BUILDINGS) + ", " + \
            str(rng.randrange(1, 90)) + " " + st
    if k == 6:
        return str(rng.randrange(1, 60)) + pick(rng, ["A", "B", "a"]) + " " + st
    if k == 7:
        return "Apt " + str(rng.randrange(1, 30)) + ", " + pick(rng, PL.BUILDINGS)
    if k == 8:
        return pick(rng, ["Rose Cottage", "The Laurels", "Hillside", "Tigh na Mara", "Bryn Awel",
                          "Cnoc Álainn", "Ivy House", "Fernlea"]) + ", " + st
    return str(rng.randrange(1, 140)) + " " + st


def landmark(rng):
    s = pick(rng, PL.LANDMARKS)
    if s.startswith("the "):
        return frag("the ", P(s[4:], "LOCATION_OTHER"))
    return P(s, "LOCATION_OTHER")


def country_frag(rng, c=None):
    c = c or pick(rng, PL.COUNTRIES_ABROAD)
    if c.startswith("the "):
        return frag("the ", P(c[4:], "COUNTRY"))
    return P(c, "COUNTRY")


# ------------------------------------------------------------------ identifiers
def nhs_number(rng, style=None):
    s = digits(rng, 10)
    if style is None:
        style = rng.randrange(3)
    return [s[:3] + " " + s[3:6] + " " + s[6:], s, s[:3] + "-" + s[3:6] + "-" + s[6:]][style]


def chi_number(rng, dob):
    return "%02d%02d%02d" % (dob.day, dob.month, dob.year % 100) + digits(rng, 4)


def hosp_number(rng, prefix=None):
    k = rng.randrange(6)
    if k == 0:
        return (prefix or letters(rng, 2)) + digits(rng, 6)
    if k == 1:
        return letters(rng, 1) + digits(rng, 7)
    if k == 2:
        return digits(rng, 8)
    if k == 3:
        return (prefix or letters(rng, 3)) + "-" + digits(rng, 6)
    if k == 4:
        return digits(rng, 3) + " " + digits(rng, 4)
    return "H/" + digits(rng, 6)


def ni_number(rng):
    s = pick(rng, "DFIQUV") + pick(rng, "ABCEGHJKLMNPRSTWXYZ") + digits(rng, 6) + pick(rng, "ABCD")
    if rng.random() < 0.5:
        return s[:2] + " " + s[2:4] + " " + s[4:6] + " " + s[6:8] + " " + s[8]
    return s


def ppsn(rng):
    return "9" + digits(rng, 6) + letters(rng, 1, "ABCDEFGHKLMNPRTWX") + ("A" if rng.random() < 0.3 else "")


def us_ssn(rng):
    if rng.random() < 0.5:
        return "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4)
    return "000-" + digits(rng, 2) + "-" + digits(rng, 4)


INSURERS_IE = ["Shamrock Health Insurance", "Celtic Cover", "Meridian Health Ireland"]
INSURERS_UK = ["Albion Health", "Meridian Private Health", "Hearthstone Medical Cover"]


def healthplan(rng, country):
    """Returns (label, fragment); insurer names are ORGANIZATION, the number HEALTHPLAN."""
    if country == "IE":
        k = rng.randrange(4)
        if k == 0:
            return "Medical card no.", P(digits(rng, 7) + letters(rng, 1), "HEALTHPLAN")
        if k == 1:
            return "GMS no.", P(digits(rng, 4) + " " + digits(rng, 4), "HEALTHPLAN")
        if k == 2:
            ins = pick(rng, INSURERS_IE)
            return "Private cover", frag(P(ins, "ORGANIZATION"), " member ", P(digits(rng, 8), "HEALTHPLAN"))
        return "EHIC", P("8" + digits(rng, 19), "HEALTHPLAN")
    k = rng.randrange(3)
    if k == 0:
        ins = pick(rng, INSURERS_UK)
        return "Private cover", frag(P(ins, "ORGANIZATION"), " policy ",
                                     P(letters(rng, 2) + digits(rng, 6) + "-0" + digits(rng, 1), "HEALTHPLAN"))
    if k == 1:
        return "GHIC", P(digits(rng, 20), "HEALTHPLAN")
    return "Insurance member no.", P(letters(rng, 3) + digits(rng, 7), "HEALTHPLAN")


def account(rng):
    k = rng.randrange(6)
    if k == 0:
        return "Spell no.", P(digits(rng, 7), "ACCOUNT")
    if k == 1:
        return "Episode", P("EP" + digits(rng, 8), "ACCOUNT")
    if k == 2:
        return "Encounter no.", P(digits(rng, 4) + "-" + digits(rng, 5), "ACCOUNT")
    if k == 3:
        return "Visit no.", P("V" + digits(rng, 7), "ACCOUNT")
    if k == 4:
        return "Billing acct", P(digits(rng, 4) + "-" + digits(rng, 4), "ACCOUNT")
    return "Attendance no.", P("ATT" + digits(rng, 6), "ACCOUNT")


def licence(rng, role, country):
    """Professional registration number for a staff role -> (label, fragment)."""
    if role in ("geri", "gp", "gpwsi", "reg", "fy"):
        if country == "IE":
            return "MCRN", P(digits(rng, 6), "LICENSE")
        return "GMC", P(digits(rng, 7), "LICENSE")
    if role in ("pt", "ot", "slt", "diet", "psw", "sw"):
        if country == "IE":
            pre = {"pt": "PT", "ot": "OT", "slt": "SLT", "diet": "DT", "psw": "PH", "sw": "SW"}[role]
            return "CORU", P(pre + "0" + digits(rng, 5), "LICENSE")
        pre = {"pt": "PH", "ot": "OT", "slt": "SL", "diet": "DT", "psw": "PA", "sw": "SW"}[role]
        return "HCPC", P(pre + digits(rng, 5 + rng.randrange(2)), "LICENSE")
    if role == "pharm":
        if country == "IE":
            return "PSI reg", P(digits(rng, 5), "LICENSE")
        return "GPhC", P("20" + digits(rng, 5), "LICENSE")
    if country == "IE":
        return "NMBI PIN", P(digits(rng, 6), "LICENSE")
    return "NMC PIN", P(digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1), "LICENSE")


def driving_licence(rng, p, country):
    if country == "IE":
        return P(digits(rng, 9), "LICENSE")
    sur = "".join(ch for ch in p.last.upper() if "A" <= ch <= "Z")[:5].ljust(5, "9")
    return P(sur + digits(rng, 6) + p.first[0].upper() + letters(rng, 1) + digits(rng, 1) + letters(rng, 2),
             "LICENSE")


def blue_badge(rng):
    return P(pick(rng, ["BB", "PD", ""]) + digits(rng, 4) + " " + digits(rng, 4), "LICENSE")


DEVICE_KINDS = [
    ("T34 syringe driver", "SN ", lambda r: digits(r, 3) + "-" + digits(r, 5)),
    ("pulse oximeter", "serial ", lambda r: "OX" + digits(r, 1) + "-" + digits(r, 6)),
    ("oxygen concentrator", "SN ", lambda r: "DC" + digits(r, 7)),
    ("pendant alarm unit", "unit ID ", lambda r: "CL-" + digits(r, 6)),
    ("hybrid mattress", "asset no. ", lambda r: "AM-" + digits(r, 5)),
    ("telehealth hub", "ID ", lambda r: "HUB" + letters(r, 2) + digits(r, 5)),
    ("BP monitor", "serial ", lambda r: letters(r, 1) + digits(r, 9)),
    ("tablet", "IMEI ", lambda r: "35 " + digits(r, 6) + " " + digits(r, 6) + " " + digits(r, 1)),
    ("glucometer", "SN ", lambda r: "GL" + digits(r, 8)),
    ("falls sensor mat", "serial ", lambda r: "FSM" + digits(r, 6)),
    ("IV pump", "asset tag ", lambda r: "IVP-" + digits(r, 4)),
    ("pacemaker", "SN ", lambda r: letters(r, 3) + digits(r, 6)),
    ("hoist", "LOLER tag ", lambda r: "H" + digits(r, 5) + letters(r, 1)),
]


def device(rng, kind=None):
    """Returns (device description, label, fragment)."""
    if kind is None:
        kind = pick(rng, DEVICE_KINDS)
    desc, lab, fn = kind
    return desc, lab, P(fn(rng), "DEVICE")


def device_of(rng, desc):
    for k in DEVICE_KINDS:
        if k[0] == desc:
            return device(rng, k)[2]
    raise ValueError(desc)


def vehicle(rng, country):
    if country == "IE":
        return P(str(rng.choice([12, 131, 142, 151, 162, 171, 182, 191, 201, 211, 222, 231, 241])) + "-" +
                 pick(rng, ["KY", "C", "T", "W", "L", "CE", "G", "MO", "SO", "KK", "WX", "D", "MH", "DL"]) + "-" +
                 str(rng.randrange(100, 40000)), "VEHICLE")
    return P(letters(rng, 2, "ABCDEFGHKLMNOPRSVWY") + "%02d" % rng.choice([12, 15, 17, 19, 21, 63, 66, 68, 70, 72, 73]) +
             " " + letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ"), "VEHICLE")


def bioid(rng):
    k = rng.randrange(5)
    if k == 0:
        return "fingerprint ID", P("FP-" + digits(rng, 5), "BIOID")
    if k == 1:
        return "biometric template ref", P("BIO" + digits(rng, 7), "BIOID")
    if k == 2:
        return "voiceprint ID", P("VP" + digits(rng, 4) + letters(rng, 2), "BIOID")
    if k == 3:
        return "face-match enrolment ID", P("FM-" + digits(rng, 3) + "-" + digits(rng, 4), "BIOID")
    return "palm-vein ID", P("PV" + digits(rng, 6), "BIOID")


def idnum(rng, kind=None):
    kinds = ["ubrn", "datix", "ref", "specimen", "order", "poc", "safeg", "dols", "case", "rx", "bed"]
    k = kind or pick(rng, kinds)
    if k == "ubrn":
        return "UBRN", P(digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4), "IDNUM")
    if k == "datix":
        return "Datix ref", P(pick(rng, ["W", "DW", "IR"]) + digits(rng, 6), "IDNUM")
    if k == "ref":
        return "Referral ID", P("REF-" + digits(rng, 6), "IDNUM")
    if k == "specimen":
        return "Specimen no.", P(digits(rng, 2) + letters(rng, 1) + "-" + digits(rng, 6), "IDNUM")
    if k == "order":
        return "Order no.", P("EQ" + digits(rng, 7), "IDNUM")
    if k == "poc":
        return "Package ref", P("POC/" + digits(rng, 4) + "/" + digits(rng, 3), "IDNUM")
    if k == "safeg":
        return "Safeguarding ref", P("SG-" + str(rng.randrange(2023, 2026)) + "-" + digits(rng, 4), "IDNUM")
    if k == "dols":
        return "DoLS ref", P("DL" + digits(rng, 6), "IDNUM")
    if k == "case":
        return "Case no.", P(digits(rng, 3) + "/" + digits(rng, 5), "IDNUM")
    if k == "rx":
        return "Rx no.", P(letters(rng, 1) + digits(rng, 8), "IDNUM")
    return "Bed request", P("BR" + digits(rng, 6), "IDNUM")
