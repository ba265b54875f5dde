"""Format generators for fictional identifiers, contacts, dates and people."""
import datetime as dt

import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]

US_AREA = ["404", "470", "205", "601", "504", "901", "615", "713", "210",
           "915", "305", "954", "407", "904", "410", "202", "215", "412",
           "973", "718", "585", "617", "508", "860", "401", "312", "313",
           "216", "614", "317", "314", "816", "303", "602", "520", "505",
           "702", "510", "213", "559", "619", "206", "503", "704", "919",
           "803", "804", "502", "501", "405", "612", "414"]
SA_LAND = ["021", "011", "031", "041", "043", "047", "015", "013", "051",
           "014", "053", "012", "033"]
SA_CELL = ["060", "061", "063", "064", "071", "072", "073", "076", "078",
           "079", "081", "082", "083", "084"]

LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


# ---------------------------------------------------------------- dates
def rand_date(rng, start=dt.date(2021, 1, 4), end=dt.date(2025, 6, 27)):
    return start + dt.timedelta(days=rng.randrange((end - start).days))


def shift(d, days):
    return d + dt.timedelta(days=days)


def fmt_date(rng, d, country, style=None):
    us = ["mdy", "mdy", "mdy_short", "long", "mon", "dmon", "iso"]
    za = ["dmy", "dmy", "dlong", "dmon_sp", "iso", "iso", "dot"]
    if style is None:
        style = rng.choice(us if country == "US" else za)
    y, m, dd = d.year, d.month, d.day
    if style == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "mon":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "dmon":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dlong":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dmon_sp":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "short":
        return ("%d/%d" % (m, dd)) if country == "US" else ("%02d/%02d" % (dd, m))
    if style == "wd":
        if country == "US":
            return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], dd, MONTHS[m - 1], y)
    if style == "wdshort":
        if country == "US":
            return "%s %d/%d" % (WD3[d.weekday()], m, dd)
        return "%s %02d/%02d" % (WD3[d.weekday()], dd, m)
    if style == "monyear":
        return "%s %d" % (rng.choice([MON, MONTHS])[m - 1], y)
    if style == "year":
        return str(y)
    raise ValueError(style)


def table_date(d, country):
    if country == "US":
        return "%02d/%02d/%02d" % (d.month, d.day, d.year % 100)
    return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)


# ---------------------------------------------------------------- contacts
def phone(rng, country, cell=None):
    if country == "US":
        a = rng.choice(US_AREA)
        n = "%04d" % rng.randrange(100, 200)
        st = rng.randrange(6)
        if st == 0:
            return "(%s) 555-%s" % (a, n)
        if st == 1:
            return "%s-555-%s" % (a, n)
        if st == 2:
            return "%s.555.%s" % (a, n)
        if st == 3:
            return "+1 %s 555 %s" % (a, n)
        if st == 4:
            return "(%s) 555-%s ext. %d" % (a, n, rng.randrange(10, 999))
        return "%s-555-%s x%d" % (a, n, rng.randrange(100, 9999))
    if cell is None:
        cell = rng.random() < 0.55
    n = "%04d" % rng.randrange(1000, 10000)
    if cell:
        c = rng.choice(SA_CELL)
        st = rng.randrange(3)
        if st == 0:
            return "%s 555 %s" % (c, n)
        if st == 1:
            return "+27 %s 555 %s" % (c[1:], n)
        return "%s5550%s" % (c, n[1:])
    c = rng.choice(SA_LAND)
    st = rng.randrange(3)
    if st == 0:
        return "%s 555 %s" % (c, n)
    if st == 1:
        return "(%s) 555-%s" % (c, n)
    return "+27 %s 555 %s" % (c[1:], n)


def email(rng, first, last, domain=None):
    dom = domain or rng.choice(["example.com", "example.org", "example.net"])
    f = first.lower().replace(" ", "").replace("'", "")
    l = last.lower().replace(" ", "").replace("'", "")
    st = rng.randrange(5)
    if st == 0:
        u = "%s.%s" % (f, l)
    elif st == 1:
        u = "%s%s" % (f[0], l)
    elif st == 2:
        u = "%s_%s%d" % (f, l[:4], rng.randrange(10, 99))
    elif st == 3:
        u = "%s%d" % (f, rng.randrange(1970, 2005))
    else:
        u = "%s.%s" % (l, f[0])
    return "%s@%s" % (u, dom)


def generic_email(rng, box):
    return "%s@%s" % (box, rng.choice(["example.org", "example.net", "example.com"]))


def url(rng, path=None):
    host = rng.choice(["www.example.org", "portal.example.net", "example.com",
                       "https://www.example.org", "https://myhealth.example.com",
                       "http://clinic.example.net"])
    p = path or rng.choice(["hiv-care", "portal", "prep", "opat/forms",
                            "travel-health", "tb-programme", "stewardship",
                            "results", "telehealth/join", "pep"])
    return "%s/%s" % (host, p)


def ip(rng):
    st = rng.randrange(3)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256),
                                rng.randrange(1, 255))
    if st == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256),
                             rng.randrange(1, 255))


def username(rng, first, last):
    f = first.lower().replace(" ", "")
    l = last.lower().replace(" ", "").replace("'", "")
    st = rng.randrange(4)
    if st == 0:
        return "%s%s" % (f[0], l[:7])
    if st == 1:
        return "%s%s%d" % (f[0], l[:6], rng.randrange(1, 9))
    if st == 2:
        return "%s.%s" % (f, l)
    return "%s_%s" % (l[:6], f[0])


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    st = rng.randrange(4)
    if country == "US":
        if st == 0:
            return digits(rng, 8)
        if st == 1:
            return "%s-%s" % (digits(rng, 3), digits(rng, 5))
        if st == 2:
            return "E%s" % digits(rng, 7)
        return "00%s" % digits(rng, 6)
    if st == 0:
        return digits(rng, 8)
    if st == 1:
        return "%s%s" % (rng.choice(["KZ", "WC", "GP", "EC"]), digits(rng, 7))
    if st == 2:
        return "%s/%s" % (digits(rng, 5), digits(rng, 2))
    return "F%s-%s" % (digits(rng, 2), digits(rng, 5))


def ssn(rng, country, dob=None):
    if country == "US":
        area = rng.choice(["9", "000"])
        if area == "9":
            a = "9%s" % digits(rng, 2)
        else:
            a = "000"
        sep = rng.choice(["-", "-", " "])
        return "%s%s%s%s%s" % (a, sep, digits(rng, 2), sep, digits(rng, 4))
    # South African ID: YYMMDD SSSS C A Z ; only issued here for 199x births
    y = dob.year if dob is not None and 1990 <= dob.year <= 1999 else 1990 + rng.randrange(10)
    m = dob.month if dob is not None else rng.randrange(1, 13)
    d = dob.day if dob is not None else rng.randrange(1, 29)
    core = "%02d%02d%02d%s%d8%d" % (y % 100, m, d, digits(rng, 4),
                                     rng.randrange(2), rng.randrange(10))
    if rng.random() < 0.3:
        return "%s %s %s" % (core[:6], core[6:10], core[10:])
    return core


def healthplan(rng, country):
    if country == "US":
        st = rng.randrange(4)
        if st == 0:
            return "%s%s" % (letters(rng, 3), digits(rng, 6))
        if st == 1:
            return "W%s" % digits(rng, 9)
        if st == 2:
            return "%s-%s-%s" % (letters(rng, 2), digits(rng, 4), digits(rng, 3))
        return "MCD%s" % digits(rng, 8)
    st = rng.randrange(3)
    if st == 0:
        return digits(rng, 9)
    if st == 1:
        return "%s%s" % (letters(rng, 2), digits(rng, 8))
    return "%s-%s" % (digits(rng, 6), digits(rng, 3))


def account(rng):
    st = rng.randrange(4)
    if st == 0:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if st == 1:
        return "E%d-%s" % (rng.randrange(2021, 2026), digits(rng, 6))
    if st == 2:
        return "V%s" % digits(rng, 8)
    return digits(rng, 10)


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def state_license(rng, abbr):
    st = rng.randrange(3)
    if st == 0:
        return "%s-%s" % (rng.choice(["MD", "ME", "RN", "PH"]), digits(rng, 6))
    if st == 1:
        return "%s%s" % (abbr, digits(rng, 6))
    return digits(rng, 7)


def hpcsa(rng):
    return "%s %s" % (rng.choice(["MP", "MP", "PS", "DP"]), digits(rng, 7))


def sanc(rng):
    return digits(rng, 8)


def sapc(rng):
    return "P%s" % digits(rng, 5)


def clia(rng):
    return "%sD%s" % (digits(rng, 2), digits(rng, 7))


def device_sn(rng, prefix=None):
    p = prefix or rng.choice(["SN", "PC", "CAD", "EL", "IV", "BD", "RX"])
    st = rng.randrange(3)
    if st == 0:
        return "%s%s%s%s" % (p, digits(rng, 2), letters(rng, 1), digits(rng, 6))
    if st == 1:
        return "%s-%s-%s" % (p, digits(rng, 4), digits(rng, 4))
    return "%s%s" % (letters(rng, 2), digits(rng, 8))


def plate(rng, country):
    if country == "US":
        st = rng.randrange(3)
        if st == 0:
            return "%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3))
        if st == 1:
            return "%s-%s" % (letters(rng, 3), digits(rng, 4))
        return "%s %s" % (letters(rng, 3), digits(rng, 3))
    st = rng.randrange(3)
    if st == 0:
        return "%s %s-%s" % (rng.choice(["CA", "CY", "CF", "CAW"]), digits(rng, 3), digits(rng, 3))
    if st == 1:
        return "%s %s %s GP" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))
    return "%s %s %s ZN" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))


def vin(rng):
    return "".join(rng.choice(VIN_CH) for _ in range(17))


def bioid(rng):
    st = rng.randrange(3)
    if st == 0:
        return "FP-%s" % digits(rng, 6)
    if st == 1:
        return "BIO-%s-%s" % (letters(rng, 2), digits(rng, 7))
    return "PV%s%s" % (letters(rng, 2), digits(rng, 5))


def accession(rng, year, kind="M"):
    st = rng.randrange(4)
    yy = year % 100
    if st == 0:
        return "%s%02d-%s" % (kind, yy, digits(rng, 6))
    if st == 1:
        return "%s%s" % (rng.choice(["MB", "CX", "LB", "SP"]), digits(rng, 8))
    if st == 2:
        return "%d%s%s" % (yy, kind, digits(rng, 7))
    return "%s-%d-%s" % (kind, year, digits(rng, 5))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, typ, middle=None, nick=None):
        self.first, self.last, self.sex, self.typ = first, last, sex, typ
        self.middle = middle
        self.nick = nick

    def full(self):
        return (self.first + " " + self.last, self.typ)

    def full_mi(self):
        if self.middle:
            return ("%s %s. %s" % (self.first, self.middle, self.last), self.typ)
        return self.full()

    def lf(self):
        return ("%s, %s" % (self.last, self.first), self.typ)

    def upper_lf(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.middle:
            s += " " + self.middle
        return (s, self.typ)

    def firstname(self):
        return (self.first, self.typ)

    def lastname(self):
        return (self.last, self.typ)

    def initials(self, dots=True):
        a = self.first[0]
        b = self.last.split()[-1][0].upper()
        return ("%s.%s." % (a, b) if dots else a + b, self.typ)

    def first_init(self):
        return ("%s. %s" % (self.first[0], self.last), self.typ)

    def nick_or_first(self):
        return (self.nick or self.first, self.typ)

    def honor(self, rng, country="US"):
        if self.sex == "M":
            t = rng.choice(["Mr ", "Mr. "] if country == "US" else ["Mr ", "Mr "])
        else:
            t = rng.choice(["Ms ", "Ms. ", "Mrs ", "Mrs. "] if country == "US"
                           else ["Ms ", "Mrs ", "Ms "])
        return [t, self.lastname()]

    def any(self, rng, country="US"):
        k = rng.randrange(7)
        if k == 0:
            return self.full()
        if k == 1:
            return self.honor(rng, country)
        if k == 2:
            return self.firstname()
        if k == 3:
            return self.full_mi()
        if k == 4:
            return self.honor(rng, country)
        if k == 5:
            return self.lastname() if self.typ != "PATIENT" else self.honor(rng, country)
        return self.full()


def pick_name(rng, country, sex):
    if country == "US":
        first = rng.choice(pools.US_MALE if sex == "M" else pools.US_FEMALE)
        last = rng.choice(pools.US_SURNAMES)
    else:
        first = rng.choice(pools.SA_MALE if sex == "M" else pools.SA_FEMALE)
        last = rng.choice(pools.SA_SURNAMES)
    return first, last


def new_person(rng, country, typ, sex=None):
    sex = sex or rng.choice("MF")
    first, last = pick_name(rng, country, sex)
    middle = rng.choice(LETTERS) if rng.random() < 0.4 else None
    nick = pools.NICKNAMES.get(first)
    return Person(first, last, sex, typ, middle, nick)


def new_staff(rng, country, role="MD"):
    p = new_person(rng, country, "DOCTOR")
    p.role = role
    return p


def dr(rng, p, country="US"):
    """Pieces for a clinician with title/credential outside the span."""
    k = rng.randrange(6)
    if k == 0:
        return [rng.choice(["Dr. ", "Dr "]), p.lastname()]
    if k == 1:
        return [rng.choice(["Dr. ", "Dr "]), p.full()]
    if k == 2:
        return [p.full(), ", " + cred(rng, p, country)]
    if k == 3:
        return [p.first_init(), ", " + cred(rng, p, country)]
    if k == 4:
        return [p.full_mi(), " " + cred(rng, p, country)]
    return [rng.choice(["Dr. ", "Dr "]), p.full()]


def cred(rng, p, country="US"):
    role = getattr(p, "role", "MD")
    if country == "US":
        table = {"MD": ["MD", "MD", "DO", "MD, MPH"], "RN": ["RN", "BSN, RN", "MSN, RN"],
                 "PHARM": ["PharmD", "PharmD, BCIDP", "RPh"], "NP": ["NP", "FNP-C", "PA-C"],
                 "LAB": ["MLS(ASCP)", "MT(ASCP)", "MLS"], "IP": ["RN, CIC", "MPH, CIC", "CIC"]}
    else:
        table = {"MD": ["MBChB", "MBChB, FCP(SA)", "MBBCh", "MMed"],
                 "RN": ["RN", "Prof Nurse", "RN (PN)"],
                 "PHARM": ["BPharm", "Pharmacist", "BPharm, MSc"],
                 "NP": ["Clinical Nurse Practitioner", "PHCN", "RN, NIMART"],
                 "LAB": ["Med Tech", "MT", "BTech Biomed"], "IP": ["IPC Practitioner", "RN, IPC"]}
    return rng.choice(table.get(role, table["MD"]))


def nurse_ref(rng, p, country):
    if country == "ZA" and rng.random() < 0.5:
        return [rng.choice(["Sr ", "Sister "]), p.lastname()]
    if rng.random() < 0.5:
        return [p.full(), ", " + cred(rng, p, country)]
    return [p.full(), " " + cred(rng, p, country)]


# ---------------------------------------------------------------- patients
class Patient(Person):
    pass


def new_patient(rng, country, visit, age_lo=18, age_hi=78, sex=None):
    p = new_person(rng, country, "PATIENT", sex)
    p.__class__ = Patient
    age = rng.randint(age_lo, age_hi)
    if country == "ZA" and rng.random() < 0.4 and age_lo <= 26 <= age_hi:
        # many SA clinic patients born in the 1990s (used for ID numbers)
        age = max(age_lo, min(age_hi, visit.year - rng.randint(1990, 1999)))
    bday_off = rng.randrange(365)
    dob = dt.date(visit.year - age - 1, 1, 1) + dt.timedelta(days=bday_off)
    # recompute exact age at visit
    a = visit.year - dob.year - ((visit.month, visit.day) < (dob.month, dob.day))
    p.age, p.dob = a, dob
    p.country = country
    p.mrn = mrn(rng, country)
    p.phone = phone(rng, country)
    p.addr = address(rng, country)
    return p


def address(rng, country):
    if country == "US":
        city, ab, name, zips = rng.choice(pools.US_PLACES)
        street = "%d %s" % (rng.randrange(2, 9800), rng.choice(pools.US_STREETS))
        if rng.random() < 0.4:
            street += rng.choice([", ", " "]) + rng.choice(pools.US_UNITS)
        return {"street": street, "city": city, "st": ab, "stname": name,
                "zip": rng.choice(zips)}
    city, prov, ab, codes = rng.choice(pools.SA_PLACES)
    if rng.random() < 0.3:
        street = "%s %d, %s" % (rng.choice(["House", "Stand", "Erf"]),
                                rng.randrange(10, 9999), rng.choice(pools.SA_SECTIONS))
    else:
        street = "%d %s" % (rng.randrange(1, 400), rng.choice(pools.SA_STREETS))
    return {"street": street, "city": city, "st": ab, "stname": prov,
            "zip": rng.choice(codes)}


def addr_pieces(rng, a, country, oneline=True):
    if country == "US":
        st = a["st"] if rng.random() < 0.8 else a["stname"]
        sep = ", " if oneline else "\n"
        return [(a["street"], "STREET"), sep, (a["city"], "CITY"), ", ",
                (st, "STATE"), " ", (a["zip"], "ZIP")]
    sep = ", " if oneline else "\n"
    k = rng.randrange(3)
    if k == 0:
        return [(a["street"], "STREET"), sep, (a["city"], "CITY"), sep,
                (a["stname"], "STATE"), ", ", (a["zip"], "ZIP")]
    if k == 1:
        return [(a["street"], "STREET"), sep, (a["city"], "CITY"), ", ",
                (a["zip"], "ZIP")]
    return [(a["street"], "STREET"), sep, (a["city"], "CITY"), " ",
            (a["zip"], "ZIP"), ", ", (a["stname"], "STATE")]


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(k):
    if k < 20:
        return ONES[k]
    t, o = divmod(k, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def age_pieces(rng, age, sex, style=None):
    s = "M" if sex == "M" else "F"
    word = "man" if sex == "M" else "woman"
    k = style if style is not None else rng.randrange(9)
    a = (str(age), "AGE")
    if k == 8 and 20 <= age < 80:
        return [(num_words(age), "AGE"), "-year-old " + word]
    if k == 8:
        k = 0
    if k == 0:
        return [a, "-year-old " + word]
    if k == 1:
        return [a, " yo " + s]
    if k == 2:
        return [a, "yo " + s]
    if k == 3:
        return [a, " y/o " + word]
    if k == 4:
        return [a, " " + s]
    if k == 5:
        return [a, s]
    if k == 6:
        return [a, "-year-old " + rng.choice(["male", "female"] if False else
                                              (["male"] if sex == "M" else ["female"]))]
    return [a, " year old " + word]
