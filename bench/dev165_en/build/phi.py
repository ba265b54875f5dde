"""PHI generators: people, places, dates, contacts and identifiers (all invented)."""

import datetime
import unicodedata

import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = [w[:3] for w in WD]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


_USED = set()


def reset_registry():
    """Forget the phone numbers handed out; called once per note."""
    _USED.clear()


def cap(s):
    return s[:1].upper() + s[1:]


def lc(s):
    """Lower-case a leading capital unless the word is an acronym (CKD, COPD, ALS)."""
    if len(s) > 1 and s[1].isupper():
        return s
    return s[:1].lower() + s[1:]


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in s if ch.isalnum()).lower()


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + (" " + num_words(r) if r else "")


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n, alphabet=UPPER):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- dates

def fmt_date(d, st):
    m, dd, y = d.month, d.day, d.year
    if st == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if st == "mdy1":
        return "%d/%d/%d" % (m, dd, y)
    if st == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if st == "iso":
        return d.isoformat()
    if st == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if st == "abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if st == "dmy_abbr":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if st == "dmy":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if st == "dmy_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if st == "dmy_slash":
        return "%02d/%02d/%d" % (dd, m, y)
    if st == "md":
        return "%d/%d" % (m, dd)
    if st == "wd_md":
        return "%s %d/%d" % (WDA[d.weekday()], m, dd)
    if st == "wd_long":
        return "%s, %s %d, %d" % (WD[d.weekday()], MONTHS[m - 1], dd, y)
    if st == "wd_abbr":
        return "%s %s %d" % (WDA[d.weekday()], MON[m - 1], dd)
    if st == "mon_yr":
        return "%s %d" % (MONTHS[m - 1], y)
    if st == "compact":
        return "%d%02d%02d" % (y, m, dd)
    if st == "year":
        return str(y)
    if st == "weekday":
        return WD[d.weekday()]
    raise ValueError(st)


US_DATE_STYLES = ["mdy", "mdy", "mdy1", "mdy2", "long", "abbr", "dmy_abbr", "iso"]
CA_DATE_STYLES = ["iso", "iso", "dmy", "long", "abbr", "dmy_abbr", "dmy_slash", "dmy_long"]


def dt(d, st):
    return ("DATE", fmt_date(d, st))


# ---------------------------------------------------------------- people

class Person:
    def __init__(self, first, last, middle=None, sex="F", origin="anglo", nick=None):
        self.first, self.last, self.middle = first, last, middle
        self.sex, self.origin, self.nick = sex, origin, nick

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    @property
    def fml(self):
        return "%s %s. %s" % (self.first, self.middle, self.last) if self.middle else self.full

    @property
    def lf(self):
        return "%s, %s" % (self.last, self.first)

    @property
    def lfm(self):
        return "%s, %s %s" % (self.last, self.first, self.middle) if self.middle else self.lf

    @property
    def LF(self):
        return self.lfm.upper()

    @property
    def fi_last(self):
        return "%s. %s" % (self.first[0], self.last)

    @property
    def first_li(self):
        return "%s %s" % (self.first, self.last[0])

    @property
    def ini(self):
        parts = [self.first] + ([self.middle] if self.middle else []) + [self.last]
        return "".join(p[0] for p in parts).upper()

    @property
    def ini_dots(self):
        return ".".join(p[0] for p in [self.first, self.last]).upper() + "."

    @property
    def title(self):
        return "Mr." if self.sex == "M" else "Mrs." if self.first[-1] in "aey" else "Ms."

    def username(self, rng):
        f, l = ascii_fold(self.first), ascii_fold(self.last)
        k = rng.randrange(6)
        if k == 0:
            return f[0] + l
        if k == 1:
            return f[0] + l + str(rng.randrange(2, 10))
        if k == 2:
            return "%s.%s" % (f, l)
        if k == 3:
            return (l + f[0])[:8]
        if k == 4:
            return "%s_%s" % (f, l[0])
        return "%s%s%02d" % (f[:2], l[:4], rng.randrange(1, 40))

    def email(self, rng, domain=None):
        f, l = ascii_fold(self.first), ascii_fold(self.last)
        domain = domain or rng.choice(["example.com", "example.org", "example.net"])
        k = rng.randrange(5)
        local = ["%s.%s" % (f, l), f[0] + l, "%s%s%d" % (f, l[0], rng.randrange(10, 99)),
                 "%s_%s" % (l, f), "%s.%s%d" % (f, l, rng.randrange(1950, 2000))][k]
        return "%s@%s" % (local, domain)


def make_person(rng, sex=None, origin=None, with_middle=None):
    if origin is None:
        entry = rng.choice(pools.NAME_ORIGINS)
    else:
        entry = [e for e in pools.NAME_ORIGINS if e[0] == origin][0]
    sex = sex or rng.choice("FM")
    firsts = entry[1] if sex == "F" else entry[2]
    first = rng.choice(firsts)
    last_pool = entry[3]
    if rng.random() < 0.15:
        last_pool = rng.choice(pools.NAME_ORIGINS)[3]
    last = rng.choice(last_pool)
    if with_middle is None:
        with_middle = rng.random() < 0.45
    middle = rng.choice(pools.MIDDLE_INITIALS) if with_middle else None
    nick = pools.NICKNAMES.get(first) if rng.random() < 0.6 else None
    return Person(first, last, middle, sex, entry[0], nick)


def relative(rng, pt, rel):
    """A family member; same surname for blood relatives most of the time."""
    sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F",
           "brother": "M", "granddaughter": "F", "grandson": "M", "niece": "F", "nephew": "M",
           "daughter-in-law": "F", "son-in-law": "M", "mother": "F", "father": "M"}.get(rel)
    for _ in range(8):
        p = make_person(rng, sex=sex, origin=pt.origin if rng.random() < 0.8 else None,
                        with_middle=rng.random() < 0.2)
        if p.first != pt.first:
            break
    if rel in ("son", "brother", "grandson", "husband", "wife", "father", "mother") and rng.random() < 0.75:
        p.last = pt.last
    if rel in ("daughter", "sister", "granddaughter", "niece") and rng.random() < 0.4:
        p.last = pt.last
    return p


# ---------------------------------------------------------------- ages

def age_pieces(rng, age, style=None, sex=None):
    style = style or rng.choice(["yo", "y/o", "yof", "year", "words", "age", "yrs", "plain_sex"])
    a = ("AGE", str(age))
    sx = sex or rng.choice("FM")
    if style == "yo":
        return [a, rng.choice([" yo", "yo", " y.o."])]
    if style == "y/o":
        return [a, " y/o"]
    if style == "yof":
        return [a, rng.choice(["yo ", " yo ", " y/o "]) + sx]
    if style == "year":
        return [a, "-year-old"]
    if style == "words":
        return [("AGE", num_words(age)), "-year-old"]
    if style == "age":
        return ["age ", a]
    if style == "yrs":
        return [a, " yrs"]
    return [a, rng.choice([" ", ""]) + sx]


# ---------------------------------------------------------------- places

def us_zip(rng, place):
    z = place[3] + digits(rng, 2)
    if rng.random() < 0.12:
        z += "-" + digits(rng, 4)
    return z


def ca_postal(rng, place):
    a = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%s%s %s%s%s" % (place[3], rng.choice(DIG[1:]), rng.choice(a),
                              rng.choice(DIG), rng.choice(a), rng.choice(DIG))


def street_line(rng, country, place=None, unit_p=0.25):
    if country == "CA" and place is not None and place[1] == "QC" and rng.random() < 0.7:
        s = "%d %s" % (rng.randrange(12, 3999), rng.choice(pools.FRENCH_STREETS))
        if rng.random() < unit_p:
            s = "%d-%s" % (rng.randrange(1, 24), s)
        return s
    k = rng.random()
    if k < 0.08:
        if country == "CA":
            return "%d Concession Rd %d" % (rng.randrange(1000, 9999), rng.randrange(2, 14))
        return "%d County Road %d" % (rng.randrange(1000, 19999), rng.randrange(2, 140))
    if k < 0.12:
        return "PO Box %d" % rng.randrange(40, 2999)
    sfx = rng.choice(pools.STREET_SFX_CA if country == "CA" else pools.STREET_SFX_US)
    name = rng.choice(pools.STREET_NAMES)
    s = "%d %s %s" % (rng.randrange(3, 9899), name, sfx)
    if rng.random() < 0.1:
        s = "%d %s %s %s" % (rng.randrange(100, 9899), rng.choice(["N", "S", "E", "W", "North", "West"]), name, sfx)
    if rng.random() < unit_p:
        if country == "CA" and rng.random() < 0.5:
            s = "%d-%s" % (rng.randrange(101, 1809), s)
        else:
            s = "%s, %s" % (s, rng.choice(pools.UNITS))
    return s


class Address:
    def __init__(self, rng, country, place=None):
        self.country = country
        if place is None:
            place = rng.choice(pools.CA_PLACES if country == "CA" else pools.US_PLACES)
        self.place = place
        self.city, self.st, self.st_full, _, self.area = place
        self.street = street_line(rng, country, place)
        self.zip = ca_postal(rng, place) if country == "CA" else us_zip(rng, place)
        self.county = rng.choice(pools.COUNTY_ROOTS) + " County"

    def pieces(self, rng, style=None):
        style = style or rng.choice(["one", "one", "two", "full_state", "no_zip"])
        st = ("STATE", self.st_full if style == "full_state" else self.st)
        if style == "two":
            return [("STREET", self.street), "\n", ("CITY", self.city), ", ", st, "  ", ("ZIP", self.zip)]
        if style == "no_zip":
            return [("STREET", self.street), ", ", ("CITY", self.city), ", ", st]
        return [("STREET", self.street), ", ", ("CITY", self.city), ", ", st, " ", ("ZIP", self.zip)]

    def city_st(self):
        return [("CITY", self.city), ", ", ("STATE", self.st)]


# ---------------------------------------------------------------- contacts

def phone(rng, area, style=None, ext=False):
    for _ in range(60):
        k = rng.randrange(0, 100)
        if (area, k) not in _USED:
            break
    _USED.add((area, k))
    n = "555-01%02d" % k
    style = style if style is not None else rng.randrange(8)
    a = area
    body = n[4:]
    if style == 0:
        s = "(%s) 555-%s" % (a, body)
    elif style == 1:
        s = "%s-555-%s" % (a, body)
    elif style == 2:
        s = "%s.555.%s" % (a, body)
    elif style == 3:
        s = "%s 555 %s" % (a, body)
    elif style == 4:
        s = "+1 %s-555-%s" % (a, body)
    elif style == 5:
        s = "1-%s-555-%s" % (a, body)
    elif style == 6:
        s = "%s555%s" % (a, body)
    else:
        s = "%s-555-%s" % (a, body)
    if ext:
        s += rng.choice([" ext. %d", " x%d", " ext %d", " x %d"]) % rng.randrange(2, 499)
    return s


def pager(rng):
    return rng.choice(["4-%04d" % rng.randrange(1000, 9999), "555-01%02d" % rng.randrange(100),
                       "%d" % rng.randrange(2100, 2999)])


def url(rng, slug=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    slug = slug or rng.choice(["grief-support", "bereavement", "portal", "caregivers",
                               "resources/grief", "telehealth", "patient-portal/login", "evv",
                               "forms/hospice-consent", "volunteer"])
    k = rng.randrange(4)
    if k == 0:
        return "www.%s/%s" % (dom, slug)
    if k == 1:
        return "https://%s/%s" % (dom, slug)
    if k == 2:
        return "https://www.%s/%s" % (dom, slug)
    return "%s/%s" % (dom, slug)


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


# ---------------------------------------------------------------- identifiers

def mrn(rng, fmt=None):
    fmt = fmt if fmt is not None else rng.randrange(6)
    return [digits(rng, 8), "HH" + digits(rng, 6), "M" + digits(rng, 7), "00" + digits(rng, 6),
            "%s-%s" % (digits(rng, 3), digits(rng, 5)), "HSP" + digits(rng, 5)][fmt]


def account(rng, d=None, fmt=None):
    k = rng.randrange(5) if fmt is None else fmt
    if k == 0 and d is not None:
        return "V%02d%02d%02d-%s" % (d.year % 100, d.month, d.day, digits(rng, 4))
    if k == 1:
        return "EP-%d-%s" % (d.year if d else 2024, digits(rng, 5))
    if k == 2:
        return digits(rng, 10)
    if k == 3:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    return "A" + digits(rng, 9)


def mbi(rng):
    L = "ACDEFGHJKMNPQRTUVWXY"
    AN = L + DIG
    s = (rng.choice(DIG[1:]) + rng.choice(L) + rng.choice(AN) + rng.choice(DIG) + rng.choice(L)
         + rng.choice(AN) + rng.choice(DIG) + rng.choice(L) + rng.choice(L) + rng.choice(DIG)
         + rng.choice(DIG))
    if rng.random() < 0.4:
        s = "%s-%s-%s" % (s[:4], s[4:7], s[7:])
    return s


def medicaid(rng, fmt=None):
    k = rng.randrange(3) if fmt is None else fmt
    return [letters(rng, 2) + digits(rng, 8), digits(rng, 10), "MCD" + digits(rng, 8)][k]


def member_id(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 9), letters(rng, 2) + digits(rng, 7) + "01"])


def group_no(rng):
    return rng.choice([digits(rng, 6), "GRP-" + digits(rng, 5), letters(rng, 1) + digits(rng, 5)])


def health_card(rng, prov, pt=None):
    if prov == "ON":
        s = "%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))
        return s + "-" + letters(rng, 2) if rng.random() < 0.7 else s
    if prov == "BC":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if prov == "AB":
        return "%s-%s" % (digits(rng, 5), digits(rng, 4))
    if prov == "QC":
        last = ascii_fold(pt.last if pt else "XXX").upper()[:3].ljust(3, "X")
        first = ascii_fold(pt.first if pt else "X").upper()[:1]
        return "%s%s %s %s" % (last, first, digits(rng, 4), digits(rng, 4))
    if prov == "NS":
        return "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))
    if prov == "NL":
        return digits(rng, 12)
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))


def ssn(rng):
    a = rng.choice(["9%s" % digits(rng, 2), "000"])
    k = rng.randrange(3)
    b, c = digits(rng, 2), digits(rng, 4)
    return ["%s-%s-%s" % (a, b, c), "%s %s %s" % (a, b, c), a + b + c][k]


def sin(rng):
    return "%s %s %s" % (rng.choice(["9" + digits(rng, 2), "000"]), digits(rng, 3), digits(rng, 3))


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    d = [rng.randrange(10) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    first = rng.choice("ABFGM")
    return first + ascii_fold(last).upper()[:1] + "".join(map(str, d)) + str(chk)


def nurse_license(rng, cred="RN", country="US"):
    if country == "CA":
        return rng.choice([digits(rng, 8), "#" + digits(rng, 7), "R" + digits(rng, 6)]).lstrip("#")
    k = rng.randrange(4)
    return ["%s%s" % (cred, digits(rng, 6)), "%s-%s" % (cred, digits(rng, 7)),
            digits(rng, 7), "%s.%s" % (cred, digits(rng, 7))][k]


def aide_cert(rng):
    return rng.choice(["CNA-" + digits(rng, 6), "HHA" + digits(rng, 7), digits(rng, 8),
                       "PSW-" + digits(rng, 5)])


def med_license(rng, country="US"):
    if country == "CA":
        return digits(rng, 5) if rng.random() < 0.5 else digits(rng, 6)
    return rng.choice(["MD%s" % digits(rng, 6), "%s%s" % (letters(rng, 1), digits(rng, 5)),
                       "DO-%s" % digits(rng, 5), digits(rng, 8)])


def device_sn(rng, kind=None):
    k = kind if kind is not None else rng.randrange(6)
    return ["%s%s%s" % (digits(rng, 4), letters(rng, 2), digits(rng, 5)),
            "EC%s-%s" % (digits(rng, 1), digits(rng, 5)) + letters(rng, 1),
            "%s-%s" % (digits(rng, 4), digits(rng, 4)),
            "A-%s" % digits(rng, 6),
            letters(rng, 3) + digits(rng, 7),
            "SN%s%s" % (digits(rng, 2), letters(rng, 1) + digits(rng, 6))][k]


def plate(rng, country="US"):
    if country == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 3)),
                           "%s %s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), "%s-%s" % (letters(rng, 3), digits(rng, 4)),
                       "%s %s" % (letters(rng, 3), digits(rng, 4)), letters(rng, 2) + digits(rng, 5)])


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(al) for _ in range(17))


def bioid(rng, k=None):
    k = rng.randrange(5) if k is None else k
    return ["FP-%s" % digits(rng, 5), "VP-%s" % digits(rng, 7), "BIO-%s-%s" % (letters(rng, 2) + digits(rng, 2), digits(rng, 4)),
            "FT%s" % digits(rng, 8), "%s-%s" % (digits(rng, 3), digits(rng, 4))][k]


def order_no(rng):
    k = rng.randrange(6)
    return ["ORD-%s" % digits(rng, 6), "%s" % digits(rng, 7), "PO-%s-%s" % (digits(rng, 2), digits(rng, 5)),
            "REF-2%s-%s" % (digits(rng, 3), digits(rng, 5)), "WO%s" % digits(rng, 6), "%s-%s" % (letters(rng, 2), digits(rng, 6))][k]


def rx_no(rng, fmt=None):
    k = rng.randrange(3) if fmt is None else fmt
    return ["%s" % digits(rng, 7), "RX%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5))][k]


def case_no(rng, year=2024):
    return rng.choice(["%02d-%s" % (year % 100, digits(rng, 5)), "IR-%d-%s" % (year, digits(rng, 4)),
                       "C%s" % digits(rng, 7)])


# ---------------------------------------------------------------- organisations

def _pat(rng, patterns):
    p = rng.choice(patterns)
    entry_a = rng.choice(pools.NAME_ORIGINS)
    entry_b = rng.choice(pools.NAME_ORIGINS)
    return (p.replace("{P}", rng.choice(pools.PLACE_WORDS)).replace("{S}", rng.choice(pools.SAINTS))
            .replace("{L2}", rng.choice(entry_b[3])).replace("{L}", rng.choice(entry_a[3]))
            .replace("{W}", rng.choice(pools.BRAND_WORDS)).replace("{N}", digits(rng, 3)))


def org_name(rng, kind, country="US"):
    ca = country == "CA"
    table = {
        "hospital": pools.HOSP_PATTERNS_CA if ca else pools.HOSP_PATTERNS,
        "agency": pools.AGENCY_PATTERNS_CA if ca else pools.AGENCY_PATTERNS,
        "hospice": pools.HOSPICE_PATTERNS_CA if ca else pools.HOSPICE_PATTERNS,
        "practice": pools.PRACTICE_PATTERNS, "pharmacy": pools.PHARMACY_PATTERNS,
        "facility": pools.FACILITY_PATTERNS, "ipu": pools.IPU_PATTERNS, "dme": pools.DME_PATTERNS,
        "funeral": pools.FUNERAL_PATTERNS, "church": pools.CHURCH_PATTERNS,
        "employer": pools.EMPLOYER_PATTERNS, "aging": pools.AGING_ORG_PATTERNS,
        "payer": pools.PAYER_PATTERNS,
    }
    name = _pat(rng, table[kind])
    if ca:
        name = name.replace("Center", "Centre")
    return name
