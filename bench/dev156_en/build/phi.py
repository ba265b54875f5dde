"""PHI value makers and per-note case records (all values invented)."""
import datetime as dt
import string
from doc import P
import pools as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"]


def fmt_date(rng, d, country="US", style=None):
    us = country == "US"
    styles = ["num", "num2", "iso", "long", "dmy_long", "dmon", "mon_d", "wd_long", "wd_short",
              "dash_mon", "num_short"]
    if style is None:
        w = [5, 2, 2, 3, 2, 2, 1, 1, 1, 2, 1] if us else [2, 1, 6, 3, 3, 2, 1, 1, 1, 2, 1]
        style = rng.choices(styles, weights=w)[0]
    m, dd, y = d.month, d.day, d.year
    if style == "num":
        return "%02d/%02d/%d" % (m, dd, y) if us else "%02d/%02d/%d" % (dd, m, y)
    if style == "num2":
        return "%d/%d/%02d" % (m, dd, y % 100) if us else "%d/%d/%02d" % (dd, m, y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "dmy_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dmon":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "mon_d":
        return "%s %d" % (MONTHS[m - 1][:3], dd)
    if style == "wd_long":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wd_short":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, dd) if us else "%s %d/%d" % (WDAYS[d.weekday()][:3], dd, m)
    if style == "dash_mon":
        return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3].upper(), y)
    if style == "num_short":
        return "%d/%d" % (m, dd) if us else "%d/%d" % (dd, m)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "year":
        return str(y)
    if style == "month":
        return MONTHS[m - 1]
    if style == "weekday":
        return WDAYS[d.weekday()]
    raise ValueError(style)


def D(rng, d, country="US", style=None):
    return P(fmt_date(rng, d, country, style), "DATE")


def rand_date(rng, start_year=2019, end_year=2025):
    a = dt.date(start_year, 1, 1).toordinal()
    b = dt.date(end_year, 12, 31).toordinal()
    return dt.date.fromordinal(rng.randint(a, b))


def phone(rng, area, style=None):
    line = "%04d" % rng.randint(100, 199)
    style = style or rng.choice(["paren", "dash", "dot", "plus", "paren", "dash"])
    if style == "paren":
        s = "(%s) 555-%s" % (area, line)
    elif style == "dash":
        s = "%s-555-%s" % (area, line)
    elif style == "dot":
        s = "%s.555.%s" % (area, line)
    else:
        s = "+1 %s 555 %s" % (area, line)
    r = rng.random()
    if r < 0.12:
        s += " ext. %d" % rng.randint(10, 9999)
    elif r < 0.2:
        s += " x%d" % rng.randint(100, 999)
    return s


def pager(rng):
    return rng.choice(["%d-%04d" % (rng.randint(1, 9), rng.randint(0, 9999)), "%05d" % rng.randint(10000, 99999),
                       "#%d" % rng.randint(2000, 8999)])


def email(rng, first, last, kind="family"):
    dom = rng.choice(["example.com", "example.org", "example.net"])
    f = "".join(c for c in first.lower() if c.isalpha())
    l = "".join(c for c in last.lower() if c.isalpha())
    pat = rng.choice(["{f}.{l}", "{f}{l}{n}", "{f0}{l}", "{l}.{f}", "{f}_{l}{n}", "{f}{n}"])
    return pat.format(f=f, l=l, f0=f[0], n=rng.randint(1, 99)) + "@" + dom


def url(rng, slug):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    pre = rng.choice(["https://", "www.", "http://", "https://www."])
    path = rng.choice(["/portal", "/kids", "/forms/" + slug, "/" + slug, "/patient-access", "/nicu/family",
                       "/vaccines", "/book"])
    return pre + slug + "." + dom + path if rng.random() < 0.4 else pre + dom + path


def ip(rng):
    return rng.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                       "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                       "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(rng):
    return rng.choice([digits(rng, 8), "MR" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 2),
                       "E" + digits(rng, 9), digits(rng, 7)])


def account(rng):
    return rng.choice([digits(rng, 10), "V" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4),
                       "ENC-" + digits(rng, 7), "FIN " + digits(rng, 9)[:9]]).replace("FIN ", "")


def ssn(rng, country):
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if rng.random() < 0.6:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def healthplan(rng, country):
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           digits(rng, 9), "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))])
    return rng.choice([letters(rng, 3) + digits(rng, 6), "MCD" + digits(rng, 8), digits(rng, 11),
                       "W" + digits(rng, 9), letters(rng, 2) + "-" + digits(rng, 7)])


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), "G" + digits(rng, 7)])


def npi(rng):
    return rng.choice(["1" + digits(rng, 9), "2" + digits(rng, 9)])


def dea(rng):
    return letters(rng, 2) + digits(rng, 7)


def med_licence(rng, country):
    if country == "CA":
        return rng.choice([digits(rng, 5), digits(rng, 6), "0" + digits(rng, 4)])
    return rng.choice(["MD" + digits(rng, 6), "A" + digits(rng, 5), digits(rng, 2) + "-" + digits(rng, 6)])


def device_sn(rng, pre=None):
    pre = pre or rng.choice(["SN", "ISO", "ABR", "PX", "GT", "CPAP", "OAE", "VP"])
    return rng.choice(["%s-%s" % (pre, digits(rng, 6)), "%s%s%s" % (pre, letters(rng, 1), digits(rng, 5)),
                       "%s%s" % (letters(rng, 3), digits(rng, 8))])


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(chars) for _ in range(17))


def plate(rng, country):
    return rng.choice(["%s %s" % (letters(rng, 3), digits(rng, 4)), "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s" % (letters(rng, 2), digits(rng, 5))])


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "FTP" + digits(rng, 7), "BIO-%s-%s" % (letters(rng, 2), digits(rng, 4)),
                       "PV" + digits(rng, 6), "RET-" + digits(rng, 6)])


def idnum(rng, kind):
    if kind == "nbs":
        return rng.choice([digits(rng, 2) + "-" + digits(rng, 6), "NBS" + digits(rng, 8), digits(rng, 10)])
    if kind == "acc":
        return rng.choice(["S%d-%s" % (rng.randint(19, 25), digits(rng, 4)), "A" + digits(rng, 8),
                           "M%s-%s" % (digits(rng, 2), digits(rng, 5))])
    if kind == "case":
        return rng.choice(["CPS-%d-%s" % (rng.randint(2019, 2025), digits(rng, 5)), "C" + digits(rng, 7),
                           "%s-%s" % (digits(rng, 4), digits(rng, 6))])
    if kind == "order":
        return rng.choice(["ORD" + digits(rng, 7), digits(rng, 9), "RX" + digits(rng, 6)])
    if kind == "ref":
        return rng.choice(["REF-" + digits(rng, 6), "R" + digits(rng, 8), "eR%s" % digits(rng, 7)])
    return digits(rng, 8)


def us_zip(rng, pre):
    z = pre + digits(rng, 2)
    return z + "-" + digits(rng, 4) if rng.random() < 0.15 else z


def ca_postal(rng, first):
    L = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (first, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))


def street(rng):
    s = "%d %s %s" % (rng.randint(2, 9899), rng.choice(PL.STREET_NAMES), rng.choice(PL.STREET_TYPES))
    if rng.random() < 0.3:
        s += ", " + rng.choice(PL.UNITS).format(n=rng.randint(1, 40))
    return s


def age_pieces(rng, n, unit, adj=False):
    """Return a list of pieces for an age; only the number is PHI.
    adj=True keeps only forms that read after 'a' (no 'aged'/'age' prefix)."""
    word = n <= 12 and rng.random() < 0.2
    num = P(NUMWORDS[n] if word else str(n), "AGE")
    if unit == "y":
        forms = [[num, "-year-old"], [num, " yo"], [num, "yo"], [num, " y/o"], [num, " years old"],
                 ["aged ", num], [num, " yr old"], ["age ", num]]
    elif unit == "m":
        forms = [[num, "-month-old"], [num, " mo old"], [num, " m/o"], [num, " months old"], [num, "-mo-old"],
                 ["aged ", num, " months"]]
    elif unit == "w":
        forms = [[num, "-week-old"], [num, " wk old"], [num, " weeks old"]]
    else:
        forms = [[num, "-day-old"], [num, " day old"], [num, " days old"]]
    if adj:
        forms = [f for f in forms if not isinstance(f[0], str)]
    return rng.choice(forms)


def sex_age(rng, n, sex, unit="y"):
    """58F style shorthand."""
    u = {"y": "", "m": "m ", "w": "w ", "d": "d "}[unit]
    num = P(str(n), "AGE")
    return rng.choice([[num, " ", u.strip() or "", sex] if u else [num, sex], [num, " y " if unit == "y" else " " + u, sex]]) if False else \
        ([num, u.replace(" ", "") + " " + sex] if u else rng.choice([[num, sex], [num, " ", sex], [num, " yo ", sex]]))


class Person:
    def __init__(self, first, last, mid=None):
        self.first, self.last, self.mid = first, last, mid

    def full(self):
        return "%s %s. %s" % (self.first, self.mid, self.last) if self.mid else "%s %s" % (self.first, self.last)

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        return ("%s, %s %s" % (self.last, self.first, self.mid) if self.mid else self.lf()).upper()

    def init(self):
        return "%s.%s." % (self.first[0], self.last[0])

    def fi(self):
        return "%s. %s" % (self.first[0], self.last)

    def first_li(self):
        return "%s %s." % (self.first, self.last[0])


def surname(rng):
    return rng.choice(PL.SURNAMES)


def clinician(rng):
    first = rng.choice(PL.CLIN_F + PL.CLIN_M)
    return Person(first, surname(rng), rng.choice(PL.INITIAL) if rng.random() < 0.2 else None)


def name_form(rng, p, typ, forms=None):
    forms = forms or ["full", "full", "lf", "last", "first", "fi"]
    f = rng.choice(forms)
    v = {"full": p.full, "lf": p.lf, "LF": p.LF, "last": lambda: p.last, "first": lambda: p.first,
         "init": p.init, "fi": p.fi, "first_li": p.first_li}[f]()
    return P(v, typ)


class Case:
    pass


def make_case(rng, country=None):
    c = Case()
    c.country = country or rng.choice(["US", "US", "US", "CA", "CA"])
    c.sex = rng.choice(["F", "M"])
    c.first = rng.choice(PL.GIRL if c.sex == "F" else PL.BOY)
    c.last = surname(rng)
    c.mid = rng.choice(PL.INITIAL) if rng.random() < 0.3 else None
    c.pt = Person(c.first, c.last, c.mid)
    c.he, c.his, c.him = ("she", "her", "her") if c.sex == "F" else ("he", "his", "him")
    c.mother = Person(rng.choice(PL.ADULT_F), c.last if rng.random() < 0.6 else surname(rng))
    c.father = Person(rng.choice(PL.ADULT_M), c.last if rng.random() < 0.7 else surname(rng))
    c.grand = Person(rng.choice(PL.ADULT_F), surname(rng))
    c.mother_age = rng.randint(17, 43)
    c.father_age = c.mother_age + rng.randint(-3, 9)
    c.mother_job = rng.choice(PL.PROFESSIONS)
    c.father_job = rng.choice(PL.PROFESSIONS)
    if c.country == "US":
        city, state, abbr, zpre = rng.choice(PL.US_PLACES)
        c.zip = us_zip(rng, zpre)
        c.hospital = rng.choice(PL.HOSP_US)
        c.area = rng.choice(["614", "505", "509", "218", "912", "559", "915", "207", "918", "808", "928", "978",
                             "616", "973", "828", "208", "406", "605", "319", "318"])
        c.insurer = rng.choice(PL.INSURERS_US + ["Medicaid", "CHIP"])
    else:
        city, state, abbr, zpre = rng.choice(PL.CA_PLACES)
        c.zip = ca_postal(rng, zpre)
        c.hospital = rng.choice(PL.HOSP_CA)
        c.area = rng.choice(["613", "343", "905", "807", "705", "519", "204", "306", "780", "403", "250", "902",
                             "506", "819", "867", "709"])
        c.insurer = {"ON": "OHIP", "MB": "Manitoba Health", "SK": "Saskatchewan Health", "AB": "AHCIP",
                     "BC": "MSP", "QC": "RAMQ"}.get(abbr, "provincial health plan")
    c.city, c.state, c.abbr = city, state, abbr
    c.street = street(rng)
    c.clinic = rng.choice(PL.CLINICS)
    c.unit = rng.choice(PL.UNITS_NAMED)
    c.room = rng.choice(["%d%s" % (rng.randint(2, 9), rng.choice(["12", "04", "31", "18"])) + rng.choice(["", "A", "B"]),
                         "%d" % rng.randint(100, 699), "N-%d" % rng.randint(1, 40)])
    c.bed = str(rng.randint(1, 36))
    c.home_phone = phone(rng, c.area)
    c.cell = phone(rng, c.area)
    c.email = email(rng, c.mother.first, c.mother.last)
    c.mrn = mrn(rng)
    c.acct = account(rng)
    c.hp = healthplan(rng, c.country)
    c.ssn = ssn(rng, c.country)
    c.school = rng.choice(PL.SCHOOLS)
    c.daycare = rng.choice(PL.DAYCARES)
    c.employer = rng.choice(PL.EMPLOYERS)
    c.doc = clinician(rng)
    c.res = clinician(rng)
    c.rn = clinician(rng)
    c.other = clinician(rng)
    c.visit = rand_date(rng, 2020, 2025)
    return c


def addr_pieces(rng, c, sep=", ", state_full=None):
    st = c.state if (state_full if state_full is not None else rng.random() < 0.25) else c.abbr
    out = [P(c.street, "STREET"), sep, P(c.city, "CITY"), ", ", P(st, "STATE"), " ", P(c.zip, "ZIP")]
    return out
