"""PHI value makers: people, dates, ages, addresses, identifiers, contact data (all fictional)."""
import datetime as dt
import string
from pools import (FIRST_F, FIRST_M, LAST, MIDDLE_INITIALS, CITIES, STREET_NAMES, STREET_SUFFIX, UNIT,
                   HOSPITALS, EMPLOYERS, COUNTRIES, PROFESSIONS, RELATIONS)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NUMWORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
            10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen",
            16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen"}
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " " + age_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.last = rng.choice(LAST)
        self.mi = rng.choice(MIDDLE_INITIALS)
        self.title = ("Ms" if rng.random() < 0.5 else "Mrs") if self.sex == "F" else "Mr"

    def form(self, rng, kind=None):
        kinds = ["full", "full", "last_first", "upper", "f_last", "full_mi", "first_li", "last_first_mi"]
        k = kind or rng.choice(kinds)
        if k == "full":
            return "%s %s" % (self.first, self.last)
        if k == "last_first":
            return "%s, %s" % (self.last, self.first)
        if k == "last_first_mi":
            return "%s, %s %s" % (self.last, self.first, self.mi)
        if k == "upper":
            return "%s, %s %s" % (self.last.upper(), self.first.upper(), self.mi)
        if k == "f_last":
            return "%s. %s" % (self.first[0], self.last)
        if k == "full_mi":
            return "%s %s. %s" % (self.first, self.mi, self.last)
        if k == "first_li":
            return "%s %s." % (self.first, self.last[0])
        if k == "initials":
            return "%s.%s." % (self.first[0], self.last[0])
        if k == "initials_plain":
            return "%s%s" % (self.first[0], self.last[0])
        if k == "last":
            return self.last
        if k == "first":
            return self.first
        raise ValueError(k)

    def username(self, rng):
        f = rng.choice(["{f}{l}", "{f}.{l}", "{l}{f}{n}", "{fi}{l}{n}", "{l}_{fi}"])
        clean = lambda s: "".join(c for c in s.lower() if c.isalnum())
        return f.format(f=clean(self.first), l=clean(self.last), fi=clean(self.first)[0],
                        n=rng.randint(1, 99))


# ---------------- dates ----------------
def rand_date(rng, y0=2019, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(rng.randint(start, end))


def dob_for_age(rng, age, ref):
    d = ref - dt.timedelta(days=int(age * 365.25) + rng.randint(1, 300))
    return d


def fmt_date(rng, d, style=None):
    styles = ["mdy_slash", "mdy_slash", "mdy_short", "iso", "long", "long", "dmy_abbr", "mdy_dash",
              "dmy_upper", "abbr_mdy", "wd_long", "wd_short", "mdy_nopad"]
    s = style or rng.choice(styles)
    if s == "mdy_slash":
        return d.strftime("%m/%d/%Y")
    if s == "mdy_nopad":
        return "%d/%d/%d" % (d.month, d.day, d.year)
    if s == "mdy_short":
        return "%d/%d/%s" % (d.month, d.day, str(d.year)[2:])
    if s == "iso":
        return d.isoformat()
    if s == "long":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if s == "dmy_abbr":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if s == "mdy_dash":
        return d.strftime("%m-%d-%Y")
    if s == "dmy_upper":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3].upper(), d.year)
    if s == "abbr_mdy":
        return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
    if s == "wd_long":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if s == "wd_short":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.month, d.day)
    if s == "md":
        return "%d/%d" % (d.month, d.day)
    if s == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if s == "mon_day":
        return "%s %d" % (MONTHS[d.month - 1][:3], d.day)
    if s == "year":
        return str(d.year)
    if s == "mm_yy":
        return "%02d/%d" % (d.month, d.year)
    raise ValueError(s)


def time_of_day(rng):
    return rng.choice(["%02d:%02d" % (rng.randint(6, 20), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])),
                       "%d:%02d %s" % (rng.randint(1, 12), rng.choice([0, 15, 30, 45]), rng.choice(["AM", "PM", "am", "pm"])),
                       "%02d%02d" % (rng.randint(6, 22), rng.choice([0, 10, 25, 40]))])


# ---------------- addresses ----------------
class Address:
    def __init__(self, rng):
        self.num = str(rng.randint(3, 9899))
        self.street = "%s %s %s" % (self.num, rng.choice(STREET_NAMES), rng.choice(STREET_SUFFIX))
        if rng.random() < 0.35:
            self.street += ", %s %s" % (rng.choice(UNIT), rng.choice([str(rng.randint(1, 40)),
                                                                      "%d%s" % (rng.randint(1, 9), rng.choice("ABCD"))]))
        self.city, self.st, self.state_name, zp = rng.choice(CITIES)
        self.zip = zp + "%02d" % rng.randint(1, 99)
        if rng.random() < 0.2:
            self.zip += "-%04d" % rng.randint(1, 9999)


def emit_address(doc, rng, a, oneline=None, state_name=None):
    """Write an address split into its parts."""
    one = rng.random() < 0.6 if oneline is None else oneline
    if state_name is None:
        state_name = rng.random() < 0.15
    doc.p(a.street, "STREET")
    doc.t(", " if one else "\n")
    doc.p(a.city, "CITY")
    doc.t(", " if rng.random() < 0.8 else " ")
    doc.p(a.state_name if state_name else a.st, "STATE")
    doc.t(" ")
    doc.p(a.zip, "ZIP")


# ---------------- identifiers ----------------
def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(rng):
    return rng.choice([digits(rng, 8), "MR" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3),
                       "E" + digits(rng, 9), digits(rng, 10)])


def ssn(rng):
    if rng.random() < 0.7:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def healthplan(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 9), digits(rng, 1) + letters(rng, 2) +
                       digits(rng, 1) + "-" + letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 2) + digits(rng, 2),
                       "GRP-" + digits(rng, 6), letters(rng, 2) + digits(rng, 8) + "-0" + digits(rng, 1)])


def account(rng):
    return rng.choice(["A" + digits(rng, 9), digits(rng, 4) + "-" + digits(rng, 4), "ENC" + digits(rng, 8),
                       "V" + digits(rng, 7), digits(rng, 11)])


def npi(rng):
    return rng.choice(["1", "2"]) + digits(rng, 9)


def dea(rng):
    return rng.choice(["A", "B", "F", "M"]) + letters(rng, 1) + digits(rng, 7)


def state_license(rng, st):
    return rng.choice(["%s-%s" % (st, digits(rng, 6)), "MD" + digits(rng, 6), digits(rng, 2) + "." + digits(rng, 6)])


def device_sn(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6) + letters(rng, 1), "SN" + digits(rng, 8),
                       digits(rng, 4) + "-" + letters(rng, 2) + digits(rng, 4), letters(rng, 2) + digits(rng, 9)])


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(chars) for _ in range(17))


def plate(rng):
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                       letters(rng, 2) + digits(rng, 1) + " " + letters(rng, 1) + digits(rng, 2)])


def bioid(rng):
    return rng.choice(["PV-" + digits(rng, 6), "FP-" + digits(rng, 5), "BIO" + digits(rng, 7),
                       "IRIS-" + letters(rng, 2) + digits(rng, 4)])


def accession(rng, pfx=None):
    p = pfx or rng.choice(["S", "SP", "H", "CY", "GI", "BX"])
    return rng.choice(["%s%s-%s" % (p, digits(rng, 2), digits(rng, 5)), "%s-%s-%s" % (p, digits(rng, 4), digits(rng, 4)),
                       digits(rng, 10)])


def order_no(rng):
    return rng.choice(["ORD" + digits(rng, 8), digits(rng, 9), "RX" + digits(rng, 7), "PA-" + digits(rng, 7)])


# ---------------- contact ----------------
def phone(rng, style=None):
    a = rng.choice(["217", "309", "412", "505", "614", "720", "808", "907", "509", "406", "928", "318"])
    n = digits(rng, 2)
    s = style or rng.choice(["dash", "paren", "dot", "plain", "dash", "paren"])
    if s == "dash":
        v = "%s-555-01%s" % (a, n)
    elif s == "paren":
        v = "(%s) 555-01%s" % (a, n)
    elif s == "dot":
        v = "%s.555.01%s" % (a, n)
    else:
        v = "+1 %s 555 01%s" % (a, n)
    if rng.random() < 0.15:
        v += rng.choice([" ext. ", " x", " ext "]) + digits(rng, rng.randint(2, 4))
    return v


def pager(rng):
    return rng.choice(["%d-%s" % (rng.randint(2, 8), digits(rng, 4)), digits(rng, 5), "555-01" + digits(rng, 2)])


def email(rng, person=None):
    dom = rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "clinic.example.org"])
    if person:
        clean = lambda s: "".join(c for c in s.lower() if c.isalnum())
        user = rng.choice(["%s.%s" % (clean(person.first), clean(person.last)),
                           "%s%s" % (clean(person.first)[0], clean(person.last)),
                           "%s%d" % (clean(person.last), rng.randint(1, 99))])
    else:
        user = rng.choice(["referrals", "priorauth", "scheduling", "infusion.rn", "dialysis.unit", "tumorboard"])
    return "%s@%s" % (user, dom)


def url(rng):
    return rng.choice(["www.example.org/portal", "https://example.com/patient/login", "portal.example.net",
                       "http://www.example.com/heart-clinic", "https://records.example.org/upload",
                       "www.example.net/pa-forms", "https://example.org/telehealth/room"]) + \
        (("/" + digits(rng, 4)) if rng.random() < 0.3 else "")


def ipaddr(rng):
    return rng.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                       "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                       "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])


# ---------------- context ----------------
class Ctx:
    """Per-note cast: patient, clinicians, family, places, identifiers."""

    def __init__(self, rng, age_range=(34, 91)):
        self.rng = rng
        self.pt = Person(rng)
        self.age = rng.randint(*age_range)
        self.visit = rand_date(rng)
        self.dob = dob_for_age(rng, self.age, self.visit)
        self.addr = Address(rng)
        self.mrn = mrn(rng)
        self.acct = account(rng)
        self.plan = healthplan(rng)
        self.docs = [Person(rng) for _ in range(4)]
        self.rel = rng.choice(RELATIONS)
        fsex = {"wife": "F", "daughter": "F", "sister": "F", "niece": "F", "mother": "F", "granddaughter": "F",
                "aunt": "F", "husband": "M", "son": "M", "brother": "M", "nephew": "M", "father": "M",
                "grandson": "M"}.get(self.rel)
        self.fam = Person(rng, fsex)
        if rng.random() < 0.6 and self.rel not in ("neighbor", "caregiver", "friend"):
            self.fam.last = self.pt.last
        self.hosp = rng.choice(HOSPITALS)
        self.hosp2 = rng.choice([h for h in HOSPITALS if h != self.hosp])
        self.employer = rng.choice(EMPLOYERS)
        self.job = rng.choice(PROFESSIONS)
        self.country = rng.choice(COUNTRIES)
        self.phone = phone(rng)

    def days(self, n):
        return self.visit + dt.timedelta(days=n)

    def sex_word(self):
        return "woman" if self.pt.sex == "F" else "man"

    def pron(self):
        return ("she", "her") if self.pt.sex == "F" else ("he", "his")


def emit_country(doc, c):
    if c.startswith("the "):
        doc.t("the ")
        c = c[4:]
    doc.p(c, "COUNTRY")


def emit_age(doc, rng, age, sex="F"):
    """Write an age phrase; only the number (or number words) is the span."""
    k = rng.choice(["yo", "y/o", "-year-old", " year old", "F", "words", " yo", "aged", "-yo"])
    if k == "words":
        doc.p(age_words(age), "AGE")
        doc.t("-year-old")
    elif k == "aged":
        doc.t("aged ")
        doc.p(age, "AGE")
    elif k == "F":
        doc.p(age, "AGE")
        doc.t(rng.choice(["", " "]) + sex)
    else:
        doc.p(age, "AGE")
        doc.t(k)
