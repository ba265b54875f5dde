"""PHI surface-form generators: people, dates, ages, contacts and identifiers."""
import datetime
import unicodedata

from core import P, pick, chance
import pools_people as PP
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return "".join(c for c in s if c.isalnum()).lower()


def digits(rng, n, first_nonzero=False):
    s = "".join(pick(rng, DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(rng.randint(1, 9)) + s[1:]
    return s


def letters(rng, n):
    return "".join(pick(rng, UPPER) for _ in range(n))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, kind, sex=None, country="UK"):
        self.kind = kind
        self.sex = sex or pick(rng, ["F", "M"])
        self.first = pick(rng, PP.FEMALE if self.sex == "F" else PP.MALE)
        self.last = pick(rng, PP.SURNAMES)
        self.mi = pick(rng, PP.MIDDLE_INITIALS)
        self.country = country
        dot = "." if country in ("US", "CA") else ""
        if self.sex == "F":
            self.title = pick(rng, ["Mrs", "Ms", "Ms", "Miss"]) + dot
        else:
            self.title = "Mr" + dot
        if chance(rng, 0.03):
            self.title = "Mx" + dot
        self.dr = "Dr" + dot

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    def p(self, v):
        return P(v, self.kind)

    def initials(self, dots=True):
        f = self.first[0]
        l = [w[0] for w in self.last.replace("-", " ").split() if w[0].isupper()] or [self.last[0]]
        l = l[-1]
        return ("%s.%s." % (f, l)) if dots else (f + l).upper()

    def ref(self, style):
        f, l = self.first, self.last
        if style == "full":
            return self.p(self.full)
        if style == "full_mid":
            return self.p("%s %s. %s" % (f, self.mi, l))
        if style == "lf":
            return self.p("%s, %s" % (l.upper(), f))
        if style == "lf_mixed":
            return self.p("%s, %s" % (l, f))
        if style == "LF":
            return self.p("%s, %s" % (l.upper(), f.upper()))
        if style == "lf_mid":
            return self.p("%s, %s %s" % (l.upper(), f, self.mi))
        if style == "title_last":
            return [self.title + " ", self.p(l)]
        if style == "title_full":
            return [self.title + " ", self.p(self.full)]
        if style == "first":
            return self.p(f)
        if style == "last":
            return self.p(l)
        if style == "initials":
            return self.p(self.initials(True))
        if style == "INI":
            return self.p(self.initials(False))
        if style == "f_last":
            return self.p("%s. %s" % (f[0], l))
        if style == "nick":
            return self.p(PP.NICKNAMES.get(f, f))
        if style == "dr_last":
            return [self.dr + " ", self.p(l)]
        if style == "dr_full":
            return [self.dr + " ", self.p(self.full)]
        if style == "prof_last":
            return ["Prof ", self.p(l)]
        raise ValueError(style)

    def any(self, rng, styles):
        return self.ref(pick(rng, styles))

    def username(self, rng):
        f, l = ascii_fold(self.first), ascii_fold(self.last)
        st = pick(rng, PP.USERNAME_STYLES)
        return st.format(f=f, l=l, f1=f[0], n=rng.randint(1, 99))

    def email(self, rng, domain=None):
        f, l = ascii_fold(self.first), ascii_fold(self.last)
        local = pick(rng, ["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, rng.randint(1, 99)),
                           "%s_%s" % (l, f[0]), "%s%d" % (f, rng.randint(70, 99))])
        return "%s@%s" % (local, domain or pick(rng, PL.EMAIL_DOMAINS))


PAT_STYLES = ["full", "full", "title_last", "title_full", "lf", "lf_mixed", "first", "full_mid", "f_last"]
DOC_STYLES = ["full", "dr_last", "dr_full", "full", "f_last", "first"]


# ---------------------------------------------------------------- dates
def fmt_date(d, country, style):
    us = country == "US"
    y, m, dd = d.year, d.month, d.day
    mon, mab = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd = WEEKDAYS[d.weekday()]
    if style == "num":
        return "%02d/%02d/%d" % ((m, dd, y) if us else (dd, m, y))
    if style == "num_nopad":
        return "%d/%d/%d" % ((m, dd, y) if us else (dd, m, y))
    if style == "num_short":
        return "%d/%d/%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return ("%s %d, %d" % (mon, dd, y)) if us else ("%d %s %d" % (dd, mon, y))
    if style == "abbr":
        return ("%s %d, %d" % (mab, dd, y)) if us else ("%d %s %d" % (dd, mab, y))
    if style == "dash_abbr":
        return "%02d-%s-%d" % (dd, mab, y)
    if style == "ordinal":
        suf = "th" if 11 <= dd <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
        return ("%s %d%s, %d" % (mon, dd, suf, y)) if us else ("%d%s %s %d" % (dd, suf, mon, y))
    if style == "wd_long":
        return ("%s, %s %d, %d" % (wd, mon, dd, y)) if us else ("%s %d %s %d" % (wd, dd, mon, y))
    if style == "wd_short":
        return ("%s %d/%d" % (wd[:3], m, dd)) if us else ("%s %02d/%02d" % (wd[:3], dd, m))
    if style == "dot":
        return "%02d.%02d.%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
    if style == "month_year":
        return "%s %d" % (mon, y)
    if style == "mon_year":
        return "%s %d" % (mab, y)
    if style == "mm_yyyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "day_month":
        return ("%d/%d" % (m, dd)) if us else ("%02d/%02d" % (dd, m))
    if style == "day_mon":
        return ("%s %d" % (mab, dd)) if us else ("%d %s" % (dd, mab))
    if style == "compact":
        return "%02d%s%d" % (dd, mab.upper(), y)
    if style == "ymd_compact":
        return "%d%02d%02d" % (y, m, dd)
    raise ValueError(style)


FULL_STYLES = ["num", "num", "num", "num_nopad", "num_short", "iso", "long", "abbr", "dash_abbr", "ordinal", "dot"]
SYSTEM_STYLES = ["num", "iso", "dash_abbr", "compact", "num"]
LETTER_STYLES = ["long", "long", "ordinal", "abbr", "num"]


def date_style(rng, kind="full"):
    if kind == "system":
        return pick(rng, SYSTEM_STYLES)
    if kind == "letter":
        return pick(rng, LETTER_STYLES)
    return pick(rng, FULL_STYLES)


def D(d, country, style):
    return P(fmt_date(d, country, style), "DATE")


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(rng, y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


def age_phrase(rng, age, sex):
    """Return pieces describing an age, the number alone inside the span."""
    a = str(age)
    sx = sex
    v = rng.randrange(9)
    if v == 0:
        return [P(a, "AGE"), "-year-old"]
    if v == 1:
        return [P(a, "AGE"), " yo"]
    if v == 2:
        return [P(a, "AGE"), "yo " + ("female" if sx == "F" else "male")]
    if v == 3:
        return [P(a, "AGE"), sx]
    if v == 4:
        return [P(a, "AGE"), " " + sx]
    if v == 5:
        return ["aged ", P(a, "AGE")]
    if v == 6:
        return [P(age_words(age), "AGE"), "-year-old"]
    if v == 7:
        return [P(a, "AGE"), " y/o"]
    return [P(a, "AGE"), " years old"]


# ---------------------------------------------------------------- contacts
US_AREAS = ["614", "937", "419", "734", "616", "608", "414", "612", "218", "515", "402", "303", "720", "801",
            "208", "509", "253", "503", "541", "916", "559", "619", "520", "505", "512", "915", "918", "316",
            "314", "502", "615", "205", "404", "704", "919", "804", "410", "412", "570", "518", "585", "860",
            "508", "802", "207", "603", "401", "973"]
CA_AREAS = ["613", "416", "647", "905", "519", "705", "807", "604", "250", "403", "780", "306", "204", "902",
            "506", "709", "819", "514"]
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141", "0151", "0161", "0191", "01223",
            "01224", "01392", "01482", "01603", "01752", "01865", "01904", "029", "028", "01274", "01484"]
AU_AREAS = ["02", "03", "07", "08"]
IE_AREAS = ["01", "021", "061", "091", "071", "074", "090", "066", "051", "056", "041", "045", "094"]


def phone(rng, country, mobile=None, tollfree=False):
    if mobile is None:
        mobile = chance(rng, 0.35)
    n4 = "01" + digits(rng, 2)
    if country in ("US", "CA"):
        if tollfree:
            return pick(rng, ["1-800-555-%s", "1-888-555-%s", "(866) 555-%s"]) % n4
        ac = pick(rng, US_AREAS if country == "US" else CA_AREAS)
        fmt = rng.randrange(6)
        if fmt == 0:
            return "(%s) 555-%s" % (ac, n4)
        if fmt == 1:
            return "%s-555-%s" % (ac, n4)
        if fmt == 2:
            return "%s.555.%s" % (ac, n4)
        if fmt == 3:
            return "+1 %s 555 %s" % (ac, n4)
        if fmt == 4:
            return "1-%s-555-%s" % (ac, n4)
        return "(%s)555-%s" % (ac, n4)
    if country == "UK":
        if tollfree:
            return pick(rng, ["0800 555 %s", "0300 555 %s"]) % digits(rng, 4)
        if mobile:
            tail = digits(rng, 3)
            return pick(rng, ["07700 555%s", "07700 555 %s", "+44 7700 555%s", "07555 019%s"]) % tail
        ac = pick(rng, UK_AREAS)
        rest = "555 " + digits(rng, 4) if len(ac) == 4 else ("555 " + digits(rng, 3) if len(ac) == 5 else "5555 " + digits(rng, 4))
        return pick(rng, ["%s %s", "(%s) %s", "%s %s"]) % (ac, rest)
    if country == "AU":
        if tollfree:
            return "1800 555 " + digits(rng, 3)
        if mobile:
            return pick(rng, ["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (digits(rng, 2), digits(rng, 3))
        ac = pick(rng, AU_AREAS)
        if chance(rng, 0.2):
            return "+61 %s 5550 %s" % (ac[1:], digits(rng, 4))
        return pick(rng, ["(%s) 5550 %s", "%s 5550 %s"]) % (ac, digits(rng, 4))
    if country == "IE":
        if tollfree:
            return "1800 555 " + digits(rng, 3)
        if mobile:
            pre = pick(rng, ["083", "085", "086", "087", "089"])
            return pick(rng, ["%s 555 %s", "%s-555%s", "+353 %s 555 %s"]) % (
                pre if rng.random() < 0.7 else pre, digits(rng, 4))
        ac = pick(rng, IE_AREAS)
        return pick(rng, ["(%s) 555 %s", "%s 555 %s", "%s-555%s"]) % (ac, digits(rng, 4))
    raise ValueError(country)


def extension(rng):
    return pick(rng, ["ext. 5551", "ext 5552", "x5553", "ext. 4555", "x2555", "ext 5557"])


def internal_ext(rng):
    return pick(rng, ["5551", "5554", "25559", "4-5552", "5558", "35556"])


def ip_private(rng):
    v = rng.randrange(3)
    if v == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if v == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


def url(rng, kind="portal"):
    host = pick(rng, ["example.org", "example.com", "example.net", "www.example.org", "portal.example.net",
                      "myhealth.example.com", "ms-service.example.org", "telehealth.example.net"])
    if kind == "meet":
        return "https://%s/meet/%s-%s" % (pick(rng, ["meet.example.com", "video.example.net", "attend.example.org"]),
                                          pick(rng, ["ms-clinic", "neuro-mdt", "nurse-review", "dmt-mdt"]), digits(rng, 5))
    path = pick(rng, ["ms-nurses", "myms", "portal/login", "neuro/ms-service", "infusion-unit", "patient-info/dmt",
                      "homecare/track", "forms/relapse", "dmt-choices", "mri-info", "results"])
    pre = pick(rng, ["https://", "http://", "", "https://"])
    if not pre and not host.startswith("www."):
        pre = "https://"
    return "%s%s/%s" % (pre, host, path)


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "UK":
        return pick(rng, ["K%s" % digits(rng, 7), "RX%s" % digits(rng, 6), "M%s" % digits(rng, 6),
                          "%s%s" % (letters(rng, 1), digits(rng, 7)), digits(rng, 8)])
    if country == "US":
        return pick(rng, [digits(rng, 8), "E%s" % digits(rng, 7), "MRN-%s" % digits(rng, 7)[:7], digits(rng, 9)])
    if country == "AU":
        return pick(rng, [digits(rng, 7, True), "%s%s" % (letters(rng, 2), digits(rng, 6)), digits(rng, 6, True)])
    if country == "CA":
        return pick(rng, ["H%s" % digits(rng, 7), digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 4))])
    return pick(rng, [digits(rng, 7), "%s%s" % (letters(rng, 1), digits(rng, 6))])


def nhs_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        d[0] = rng.randint(4, 7)
        tot = sum(x * (10 - i) for i, x in enumerate(d))
        c = 11 - tot % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        s = "".join(map(str, d)) + str(c)
        return "%s %s %s" % (s[:3], s[3:6], s[6:])


def ssn(rng, country):
    if country == "US":
        a = "9%s" % digits(rng, 2) if rng.random() < 0.85 else "000"
        return pick(rng, ["%s-%s-%s", "%s %s %s"]) % (a, digits(rng, 2, True), digits(rng, 4, True))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), pick(rng, ["T", "W", "TA", "K", "P", "H"]))
    if country == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 3))


def healthplan(rng, country):
    if country == "US":
        return pick(rng, [letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 9),
                          "%s%s%s-%s%s%s-%s%s%s%s" % (rng.randint(1, 9), letters(rng, 1), letters(rng, 1), digits(rng, 1),
                                                     letters(rng, 1), letters(rng, 1), digits(rng, 1), letters(rng, 1),
                                                     letters(rng, 1), digits(rng, 1)),
                          "%s-%s" % (letters(rng, 2), digits(rng, 8))])
    if country == "AU":
        return "%s %s %s" % (rng.randint(2, 6) * 1000 + rng.randint(0, 999), digits(rng, 5), rng.randint(1, 9))
    if country == "CA":
        return pick(rng, ["%s-%s-%s-%s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                          "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                          "%s %s %s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3))])
    if country == "IE":
        return pick(rng, ["%s%s" % (digits(rng, 7), letters(rng, 1)), "LTI-%s" % digits(rng, 7), "GMS %s" % digits(rng, 6)])
    return pick(rng, ["AP-%s" % digits(rng, 8), "%s%s" % (letters(rng, 2), digits(rng, 7))])


def group_number(rng):
    return pick(rng, ["GRP-%s" % digits(rng, 6), "%s" % digits(rng, 6), "G%s" % digits(rng, 5)])


def account(rng, kind="enc"):
    if kind == "csn":
        return digits(rng, 10, True)
    if kind == "har":
        return "HAR%s" % digits(rng, 7)
    if kind == "homecare":
        return pick(rng, ["C%s" % digits(rng, 7), "%s-%s" % (digits(rng, 4), digits(rng, 4)), "CUST%s" % digits(rng, 6)])
    return pick(rng, ["V%s" % digits(rng, 7), "ENC%s" % digits(rng, 8), "%s" % digits(rng, 9, True),
                      "A%s-%s" % (digits(rng, 4), digits(rng, 2))])


def license_for(rng, country, role):
    """Registration/licence number for a clinician (role: nurse|doctor|pharm)."""
    if country == "UK":
        if role == "nurse":
            return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        if role == "pharm":
            return "20" + digits(rng, 5)
        return digits(rng, 7, True)
    if country == "US":
        if role == "dea":
            return letters(rng, 2) + digits(rng, 7)
        if role == "nurse":
            return pick(rng, ["RN%s" % digits(rng, 7), "%s" % digits(rng, 8, True)])
        return "1%s" % digits(rng, 9)  # NPI
    if country == "AU":
        pre = {"nurse": "NMW", "doctor": "MED", "pharm": "PHA"}.get(role, "MED")
        return pre + "000" + digits(rng, 7)
    if country == "CA":
        return pick(rng, [digits(rng, 5, True), digits(rng, 6, True)])
    return digits(rng, 6, True)


LICENSE_LABEL = {
    ("UK", "nurse"): "NMC PIN", ("UK", "doctor"): "GMC", ("UK", "pharm"): "GPhC",
    ("US", "nurse"): "RN Lic #", ("US", "doctor"): "NPI", ("US", "pharm"): "NPI", ("US", "dea"): "DEA",
    ("AU", "nurse"): "AHPRA", ("AU", "doctor"): "AHPRA", ("AU", "pharm"): "AHPRA",
    ("CA", "nurse"): "CNO #", ("CA", "doctor"): "CPSO #", ("CA", "pharm"): "OCP #",
    ("IE", "nurse"): "NMBI PIN", ("IE", "doctor"): "IMC No.", ("IE", "pharm"): "PSI No.",
}


def driving_licence(rng, country, person=None):
    if country == "UK":
        ln = ascii_fold(person.last if person else "smith").upper()[:5].ljust(5, "9")
        return "%s%s%s%s9%s" % (ln, digits(rng, 6), (person.first[0] if person else "J").upper(),
                                pick(rng, UPPER), letters(rng, 2)) if person else "SMITH" + digits(rng, 6) + "JA9XY"
    if country == "US":
        return pick(rng, ["%s%s" % (letters(rng, 1), digits(rng, 8)), "%s-%s-%s" % (letters(rng, 1) + digits(rng, 3),
                                                                                   digits(rng, 4), digits(rng, 4))])
    if country == "AU":
        return digits(rng, 8, True)
    if country == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return digits(rng, 9, True)


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), pick(rng, ["19", "69", "20", "70", "21", "71", "22", "72", "23", "73"]), letters(rng, 3))
    if country == "US":
        return pick(rng, ["%s%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                          "%s-%s" % (letters(rng, 3), digits(rng, 4))])
    if country == "AU":
        return pick(rng, ["%s%s%s" % (letters(rng, 3), digits(rng, 2), letters(rng, 1)),
                          "%s%s-%s%s" % (rng.randint(1, 9), letters(rng, 2), digits(rng, 1), letters(rng, 2))])
    if country == "CA":
        return pick(rng, ["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s %s" % (letters(rng, 2), digits(rng, 1),
                                                                                   digits(rng, 1) + letters(rng, 2))])
    return "%s-%s-%s" % (pick(rng, ["191", "201", "212", "221", "231", "182"]),
                         pick(rng, ["D", "C", "G", "L", "KY", "WX", "MO"]), digits(rng, 4, True))


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(pick(rng, chars) for _ in range(17))


def device_serial(rng, kind="pump"):
    if kind == "pump":
        return pick(rng, ["%s%s" % (letters(rng, 2), digits(rng, 7)), "SN%s" % digits(rng, 8),
                          "%s-%s" % (digits(rng, 4), letters(rng, 1) + digits(rng, 5))])
    if kind == "asset":
        return pick(rng, ["IP-%s" % digits(rng, 5), "BME%s" % digits(rng, 6), "EQ%s" % digits(rng, 5)])
    if kind == "logger":
        return pick(rng, ["TL-%s" % digits(rng, 8), "LG%s" % digits(rng, 7), "%s%s" % (letters(rng, 3), digits(rng, 6))])
    if kind == "fridge":
        return pick(rng, ["FR-%s" % digits(rng, 6), "%s%s%s" % (letters(rng, 1), digits(rng, 4), letters(rng, 2))])
    if kind == "implant":
        return pick(rng, ["NGV%s%s" % (digits(rng, 6), letters(rng, 1)), "PJN%s" % digits(rng, 6),
                          "%s%s" % (letters(rng, 3), digits(rng, 6))])
    return "SN-" + digits(rng, 8)


def bioid(rng, kind="fp"):
    pre = {"fp": "FP", "palm": "PV", "voice": "VP", "face": "FID"}[kind]
    return pick(rng, ["%s-%s" % (pre, digits(rng, 5)), "%s%s" % (pre, digits(rng, 7)),
                      "%s-%s-%s" % (pre, digits(rng, 4), letters(rng, 1))])


def idnum(rng, kind):
    y = pick(rng, ["21", "22", "23", "24", "25"])
    if kind == "specimen":
        return pick(rng, ["LB%s-%s" % (y, digits(rng, 7)), "%s%s" % (letters(rng, 2), digits(rng, 8)),
                          "S%s-%s" % (y, digits(rng, 5)), "%s.%s" % (digits(rng, 2), digits(rng, 7))])
    if kind == "jcv":
        return pick(rng, ["STR-%s" % digits(rng, 7), "JCV%s%s" % (y, digits(rng, 6)), "K%s" % digits(rng, 8)])
    if kind == "accession":
        return pick(rng, ["RAD%s" % digits(rng, 7), "MR%s%s" % (y, digits(rng, 6)), "ACC-%s" % digits(rng, 8),
                          "%s%s" % (letters(rng, 1), digits(rng, 9))])
    if kind == "order":
        return pick(rng, ["ORD%s" % digits(rng, 8), "%s" % digits(rng, 9, True), "RX-%s" % digits(rng, 7)])
    if kind == "funding":
        return pick(rng, ["BT%s" % digits(rng, 7), "PA-%s-%s" % ("20" + y, digits(rng, 6)), "A%s" % digits(rng, 8),
                          "EAP-%s" % digits(rng, 7), "HT%s" % digits(rng, 6)])
    if kind == "case":
        return pick(rng, ["AE-20%s-%s" % (y, digits(rng, 5)), "YC%s" % digits(rng, 8), "GB-MHRA-%s" % digits(rng, 8),
                          "CASE%s" % digits(rng, 7)])
    if kind == "hcrx":
        return pick(rng, ["HC-RX-%s" % digits(rng, 6), "P%s" % digits(rng, 8), "RX%s/%s" % (digits(rng, 6), y)])
    if kind == "staff":
        return pick(rng, ["E%s" % digits(rng, 6), "%s" % digits(rng, 7, True), "EMP-%s" % digits(rng, 5)])
    if kind == "rems":
        return "%s%s" % (letters(rng, 2), digits(rng, 8))
    if kind == "referral":
        return pick(rng, ["REF%s" % digits(rng, 7), "UBRN %s" % digits(rng, 12), "%s/%s" % (digits(rng, 6), y)]).split()[-1]
    return "%s%s" % (letters(rng, 2), digits(rng, 7))


# ---------------------------------------------------------------- places
def postcode(rng, country, seed):
    if country == "UK":
        return "%s%d %d%s" % (seed, rng.randint(1, 19), rng.randint(1, 9), "".join(pick(rng, "ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
    if country == "US":
        z = seed + digits(rng, 2)
        return z if rng.random() < 0.8 else "%s-%s" % (z, digits(rng, 4))
    if country == "AU":
        return seed + digits(rng, 2)
    if country == "CA":
        a = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (seed, rng.randint(0, 9), pick(rng, a), rng.randint(0, 9), pick(rng, a), rng.randint(0, 9))
    rk = seed if len(seed) == 3 else "D%02d" % rng.randint(1, 24)
    chars = "ACDEFHKNPRTVWXY0123456789"
    return "%s %s" % (rk, "".join(pick(rng, chars) for _ in range(4)))


def street(rng, country):
    stem = pick(rng, PL.STREET_STEMS)
    suf = pick(rng, PL.STREET_SUFFIX[country])
    no = rng.randint(1, 240)
    if country == "US":
        no = rng.randint(12, 9800)
        s = "%d %s%s %s" % (no, pick(rng, ["", "", "", "N ", "W ", "E ", "S "]), stem, suf)
        if chance(rng, 0.3):
            s += pick(rng, [", Apt %d%s" % (rng.randint(1, 40), pick(rng, "ABCD")), " Unit %d" % rng.randint(1, 30),
                            " #%d" % rng.randint(100, 999)])
        return s
    if country == "AU" and chance(rng, 0.35):
        return "%d/%d %s %s" % (rng.randint(1, 20), no, stem, suf)
    if country == "CA" and chance(rng, 0.3):
        return "%d-%d %s %s" % (rng.randint(101, 2405), no, stem, suf)
    if country in ("UK", "IE") and chance(rng, 0.25):
        return "%s %d, %d %s %s" % (pick(rng, ["Flat", "Apt", "Apartment"]), rng.randint(1, 30), no, stem, suf)
    if country == "IE" and chance(rng, 0.3):
        return "%d %s %s" % (rng.randint(1, 90), stem, suf)
    return "%d %s %s" % (no, stem, suf)


def hospital(rng, country):
    if chance(rng, 0.25):
        return "St %s's %s" % (pick(rng, PL.SAINTS), pick(rng, ["Hospital", "University Hospital", "General Hospital"]))
    return "%s %s" % (pick(rng, PL.HOSP_STEMS), pick(rng, PL.HOSP_SUFFIX[country]))


def unit_name(rng):
    return "%s %s" % (pick(rng, PL.UNIT_NAMES), pick(rng, PL.UNIT_SUFFIX))


def gp_practice(rng, country):
    return "%s %s" % (pick(rng, PL.GP_STEMS), pick(rng, PL.GP_SUFFIX[country]))


def pharmacy(rng):
    return "%s %s" % (pick(rng, PL.PHARMACY_STEMS), pick(rng, PL.PHARMACY_SUFFIX))
