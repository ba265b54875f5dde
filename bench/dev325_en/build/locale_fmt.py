"""Country-specific formats: places, addresses, phones, dates and identifiers (all invented)."""
import datetime
import unicodedata

import pools as P

COUNTRIES = ["UK", "US", "IE", "CA", "AU", "NZ", "ZA"]
COUNTRY_WEIGHTS = [24, 22, 13, 12, 13, 9, 7]
COUNTRY_NAME = {"UK": "United Kingdom", "US": "United States", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa"}
COUNTRY_SPELLINGS = {"UK": ["UK", "United Kingdom", "England", "Scotland", "Wales"],
                     "US": ["USA", "United States"], "IE": ["Ireland"], "CA": ["Canada"],
                     "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa New Zealand"],
                     "ZA": ["South Africa"]}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXY"


def ascii_fold(s):
    s = s.replace("ł", "l").replace("Ł", "L")
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if not unicodedata.combining(ch))


def slug(s):
    return "".join(ch for ch in ascii_fold(s).lower() if ch.isalnum())


def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def letters(r, n):
    return "".join(r.choice(UPPER) for _ in range(n))


# ---------------------------------------------------------------- places
def town(r, c):
    a, b = P.TOWN_PARTS[c]
    return r.choice(a) + r.choice(b)


def state(r, c):
    return r.choice(P.STATES[c])


def postcode(r, c):
    if c == "US":
        z = str(r.randrange(10, 99)) + digits(r, 3)
        return z + ("-" + digits(r, 4) if r.random() < 0.2 else "")
    if c == "UK":
        area = r.choice(["LS", "M", "BD", "EX", "NR", "CT", "CH", "SY", "TA", "DH", "KY", "LD", "LL", "CA",
                         "CM", "S", "B", "L", "G", "HU", "YO", "PL"])
        return "%s%d %d%s" % (area, r.randrange(1, 30), r.randrange(10), letters(r, 2))
    if c == "IE":
        return "%s%02d %s" % (r.choice("DTHVFXRPAKNWCE"), r.randrange(1, 99),
                              "".join(r.choice(UPPER + "0123456789") for _ in range(4)))
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (r.choice(L), r.randrange(10), r.choice(L), r.randrange(10), r.choice(L),
                                  r.randrange(10))
    if c == "AU":
        return str(r.choice([2, 3, 4, 5, 6, 7])) + digits(r, 3)
    return digits(r, 4)


def street(r, c, org=False):
    num = str(r.randrange(1, 240))
    nm = r.choice(P.STREET_NAMES) + " " + r.choice(P.STREET_SUFFIX[c])
    x = r.random()
    if org:
        return "%s %s" % (str(r.randrange(100, 4800)) if c == "US" else num, nm)
    if c == "US":
        num = str(r.randrange(100, 9800))
        if x < 0.25:
            return "%s %s, Apt %d%s" % (num, nm, r.randrange(1, 12), r.choice("ABCD"))
    elif c == "UK" and x < 0.2:
        return "Flat %d, %s %s" % (r.randrange(1, 20), num, nm)
    elif c in ("AU", "NZ") and x < 0.25:
        return "%d/%s %s" % (r.randrange(1, 12), num, nm)
    elif c == "ZA" and x < 0.2:
        return "Unit %d, %s %s" % (r.randrange(1, 40), num, nm)
    return "%s %s" % (num, nm)


class Address:
    def __init__(self, r, c, org=False):
        self.c = c
        self.street = street(r, c, org)
        self.city = town(r, c)
        self.state_full, self.state_abbr = state(r, c)
        self.zip = postcode(r, c)
        self.with_state = c in ("US", "CA", "AU") or r.random() < 0.5

    def same_area(self, other):
        self.city = other.city
        self.state_full, self.state_abbr = other.state_full, other.state_abbr
        self.with_state = other.with_state

    def st(self):
        return self.state_abbr or self.state_full

    def lines(self, multiline=False, country=False):
        """Return pieces; tuples are spans."""
        c = self.c
        sep = "\n" if multiline else ", "
        out = [(self.street, "STREET"), sep, (self.city, "CITY")]
        if c in ("US", "CA"):
            out += [", ", (self.st(), "STATE"), " ", (self.zip, "ZIP")]
        elif c == "AU":
            out += [" " if not multiline else sep, (self.st(), "STATE"), " ", (self.zip, "ZIP")]
        else:
            if self.with_state:
                out += [sep, (self.state_full, "STATE" if c in ("NZ", "ZA") else "CITY")]
            out += [sep if c != "NZ" else " ", (self.zip, "ZIP")]
        if country:
            out += [sep, (COUNTRY_NAME[c], "COUNTRY")]
        return out


# ---------------------------------------------------------------- phones
AREA = {"US": ["216", "503", "802", "512", "404", "612", "480", "414", "410", "303", "859", "515", "207",
               "402", "615", "313", "505", "208"],
        "CA": ["416", "604", "403", "204", "902", "306", "506", "709", "514", "647", "778"]}


def phone(r, c, kind="land"):
    if c in ("US", "CA"):
        a = r.choice(AREA[c])
        x = r.random()
        tail = "01" + digits(r, 2)
        if x < 0.5:
            return "(%s) 555-%s" % (a, tail)
        if x < 0.8:
            return "%s-555-%s" % (a, tail)
        if x < 0.9:
            return "%s.555.%s" % (a, tail)
        return "+1 %s 555 %s" % (a, tail)
    if c == "UK":
        if kind == "mobile":
            return r.choice(["07700 555%s", "07700 555 %s", "07911 555%s"]) % digits(r, 3)
        a = r.choice(["0113", "0161", "0117", "0121", "01632", "01392", "01603", "0114", "01482", "0191"])
        if len(a) == 4:
            return "%s %s" % (a, r.choice(["555 " + digits(r, 4), "555 " + digits(r, 4), "555" + digits(r, 4)]))
        return "%s %s" % (a, r.choice(["555" + digits(r, 3), "555 " + digits(r, 3)]))
    if c == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (r.choice("35679"), digits(r, 4))
        return r.choice(["(01) 555 %s", "021 555 %s", "091 555 %s", "061 555 %s", "+353 1 555 %s"]) % digits(r, 4)
    if c == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(r, 2), digits(r, 3))
        return "(0%s) 555%s %s" % (r.choice("2378"), r.randrange(10), digits(r, 4))
    if c == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (r.choice("127"), digits(r, 4))
        return "(0%s) 555 %s" % (r.choice("34679"), digits(r, 4))
    if kind == "mobile":
        return "08%s 555 %s" % (r.choice("2347"), digits(r, 4))
    return r.choice(["021 555 %s", "011 555 %s", "031 555 %s", "+27 12 555 %s"]) % digits(r, 4)


def ext(r):
    return r.choice(["ext. ", "ext ", "x", "Ext "]) + str(r.randrange(2000, 8999))


def bleep(r):
    return "555" + str(r.randrange(1, 10)) if r.random() < 0.6 else "5" + str(r.randrange(10)) + "555"


def email(r, first=None, last=None, generic=None):
    dom = r.choice(["example.org", "example.com", "example.net", "example.org"])
    if generic:
        return "%s@%s" % (generic, dom)
    f, l = slug(first), slug(last)
    pat = r.choice(["%s.%s", "%s%s", "%s_%s", "%.1s%s", "%s.%s%d"])
    if pat.endswith("%d"):
        u = pat % (f, l, r.randrange(1, 99))
    elif pat.startswith("%.1s"):
        u = pat % (f, l)
    else:
        u = pat % (f, l)
    return "%s@%s" % (u, dom)


def url(r, path=None):
    host = r.choice(["www.example.org", "www.example.com", "example.net", "portal.example.org",
                     "www.example.net"])
    p = path or r.choice(["/scoliosis", "/spine/bracing", "/patients/spinal-surgery", "/myhealth",
                          "/orthotics/brace-care", "/physio/schroth-home-programme"])
    return r.choice(["https://", "", "http://", "https://"]) + host + p


def ip(r):
    x = r.random()
    if x < 0.4:
        return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
    if x < 0.7:
        return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
    return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


# ---------------------------------------------------------------- dates
def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


NUM_STYLES = {"US": ["us", "us2", "us0"], "UK": ["dmy", "dmy", "dmy.", "dmy2"], "IE": ["dmy", "dmy2", "dmy"],
              "CA": ["iso", "iso", "dmy", "us"], "AU": ["dmy", "dmy", "dmy2"], "NZ": ["dmy", "dmy2", "dmy."],
              "ZA": ["dmy", "ymd/", "iso"]}


def fmt_num(d, style):
    if style == "us":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "us2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "us0":
        return "%d/%d/%d" % (d.month, d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "ymd/":
        return "%d/%02d/%02d" % (d.year, d.month, d.day)
    if style == "dmy.":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy2":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    return "%02d/%02d/%d" % (d.day, d.month, d.year)


class DateFmt:
    """Per-note date style."""

    def __init__(self, r, c):
        self.c = c
        self.style = r.choice(NUM_STYLES[c])
        self.us_long = c == "US" or (c == "CA" and r.random() < 0.5)
        self.r = r

    def num(self, d):
        return fmt_num(d, self.style)

    def long(self, d):
        if self.us_long:
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        if self.r.random() < 0.15:
            return "%s %s %d" % (ordinal(d.day), MONTHS[d.month - 1], d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)

    def short(self, d):
        if self.us_long:
            return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
        return self.r.choice(["%d %s %d", "%02d-%s-%d", "%d-%s-%d"]) % (d.day, MONTHS[d.month - 1][:3],
                                                                         d.year)

    def dow(self, d):
        w = DAYS[d.weekday()]
        if self.us_long:
            return self.r.choice(["%s, %s" % (w, self.long(d)), "%s %d/%d" % (w[:3], d.month, d.day)])
        return self.r.choice(["%s %s" % (w, self.long(d)), "%s %s" % (w[:3], self.num(d)),
                              "%s %d/%d" % (w[:3], d.day, d.month)])

    def daymonth(self, d):
        if self.c == "US":
            return "%d/%d" % (d.month, d.day)
        return self.r.choice(["%d/%d" % (d.day, d.month), "%d %s" % (d.day, MONTHS[d.month - 1][:3])])

    def monthyear(self, d):
        return self.r.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                              "%02d/%d" % (d.month, d.year)])

    def any(self, d):
        x = self.r.random()
        if x < 0.55:
            return self.num(d)
        if x < 0.85:
            return self.long(d)
        return self.short(d)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(r, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1)
    span = (datetime.date(y1, 12, 31) - start).days
    d = start + datetime.timedelta(days=r.randrange(span))
    while d.weekday() >= 5:
        d += datetime.timedelta(days=1)
    return d


def dob_for(r, visit, age):
    lo = visit.replace(year=visit.year - age - 1) if not (visit.month == 2 and visit.day == 29) else \
        datetime.date(visit.year - age - 1, 2, 28)
    return lo + datetime.timedelta(days=r.randrange(1, 364))


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


# ---------------------------------------------------------------- identifiers
def mrn(r, c):
    """(label, value) for the hospital record number."""
    if c == "US":
        return r.choice(["MRN", "MRN", "Med Rec #"]), r.choice(["00", "01", "10"]) + digits(r, 6)
    if c == "UK":
        return r.choice(["Hospital No", "Hosp No.", "MRN", "RTX No"]), letters(r, 1) + digits(r, 7)
    if c == "IE":
        return r.choice(["MRN", "Hospital No.", "Chart No"]), digits(r, 7)
    if c == "CA":
        return r.choice(["MRN", "Chart #", "MRN"]), digits(r, 7)
    if c == "AU":
        return r.choice(["UR", "URN", "MRN"]), digits(r, 7)
    if c == "NZ":
        return r.choice(["NHI", "NHI No."]), letters(r, 3) + digits(r, 4)
    return r.choice(["Hosp No.", "Folder No.", "MRN"]), digits(r, 8)


def natid(r, c):
    """National health-service patient number (treated as MRN) or None."""
    if c == "UK":
        return r.choice(["NHS No", "NHS Number", "NHS no."]), "%s %s %s" % ("9" + digits(r, 2), digits(r, 3),
                                                                           digits(r, 4))
    if c == "IE":
        return "IHI", "9" + digits(r, 8)
    return None


def healthplan(r, c):
    if c == "US":
        return r.choice(["Member ID", "Subscriber ID", "Policy #", "Medicaid ID"]), \
            letters(r, 3) + digits(r, 6) + (digits(r, 2) if r.random() < 0.3 else "")
    if c == "UK":
        return r.choice(["Policy no.", "Membership no."]), letters(r, 2) + digits(r, 7)
    if c == "IE":
        return r.choice(["Policy No.", "Member No.", "Medical Card No."]), digits(r, 8) + letters(r, 1)
    if c == "CA":
        prov = r.random()
        if prov < 0.5:
            return "OHIP", "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
        return r.choice(["PHN", "Health Card No.", "AHCIP"]), "9%s %s %s" % (digits(r, 3), digits(r, 3),
                                                                            digits(r, 3))
    if c == "AU":
        return "Medicare No.", "%s %s %s" % (str(r.randrange(2, 7)) + digits(r, 3), digits(r, 5),
                                             r.randrange(1, 6))
    if c == "NZ":
        return r.choice(["Member No.", "Policy No."]), digits(r, 8)
    return r.choice(["Medical aid no.", "Membership no."]), digits(r, 9)


def group_no(r):
    return r.choice(["GRP-", "G", ""]) + digits(r, 5)


def ssn(r, c):
    if c == "US":
        return r.choice(["SSN", "SS#", "Social Security No."]), us_ssn(r)
    if c == "CA":
        return "SIN", "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
    if c == "IE":
        return "PPSN", "9" + digits(r, 6) + letters(r, 1) + r.choice(["", "A", "W"])
    return None


def us_ssn(r):
    if r.random() < 0.8:
        return "9%s-%s-%s" % (digits(r, 2), r.choice(["70", "72", "78", "81", "88", "93"]), digits(r, 4))
    return "000-%s-%s" % (digits(r, 2), digits(r, 4))


def license_(r, c, role="doctor"):
    if c == "US":
        if role == "orthotist":
            return r.choice(["ABC #", "ABC cert."]), digits(r, 6)
        if role == "dea":
            return "DEA", letters(r, 2) + digits(r, 7)
        return r.choice(["NPI", "NPI", "NPI #"]), "1" + digits(r, 9)
    if c == "UK":
        if role == "doctor":
            return "GMC", r.choice(["4", "6", "7"]) + digits(r, 6)
        if role == "nurse":
            return "NMC PIN", digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1)
        return "HCPC", ("OR" if role == "orthotist" else r.choice(["PH", "CS"])) + digits(r, 6)
    if c == "IE":
        if role == "doctor":
            return "IMC", digits(r, 6)
        if role == "nurse":
            return "NMBI PIN", digits(r, 6)
        if role == "orthotist":
            return "Reg. no.", "ORT" + digits(r, 4)
        return "CORU", "PT" + digits(r, 6)
    if c == "CA":
        return r.choice(["CPSO #", "Reg #", "Licence #"]), digits(r, 5)
    if c == "AU":
        pre = {"doctor": "MED", "nurse": "NMW", "allied": "PHY"}[role if role in ("doctor", "nurse") else "allied"]
        return "AHPRA", pre + "000" + digits(r, 7)
    if c == "NZ":
        if role == "doctor":
            return r.choice(["MCNZ", "MCNZ No."]), digits(r, 5)
        if role == "nurse":
            return "NCNZ", digits(r, 6)
        return "PBNZ reg.", digits(r, 5)
    return "HPCSA", r.choice(["MP", "PT", "OT"]) + " " + digits(r, 7)


def account(r, c):
    x = r.random()
    if x < 0.3:
        return r.choice(["Acct", "Account No.", "Acct #"]), digits(r, 4) + "-" + digits(r, 4)
    if x < 0.6:
        return r.choice(["Encounter", "Enc #", "CSN"]), digits(r, 10)
    if x < 0.8:
        return r.choice(["Visit No.", "Episode No.", "Visit #"]), r.choice(["V", "E", "EP"]) + digits(r, 8)
    return r.choice(["Billing ref", "Invoice No."]), "INV-" + digits(r, 6)


def accession(r):
    return r.choice(["RAD", "XR", "ACC", "CR", "DX"]) + r.choice(["-", "", "/"]) + digits(r, 2) + "-" + digits(r, 6)


def serial(r, kind="rod"):
    if kind == "rod":
        return r.choice(["%s%s-%s" % (letters(r, 1), digits(r, 5), digits(r, 2)),
                         "MR%s%s" % (digits(r, 6), letters(r, 1)), "%s%s" % (digits(r, 2), letters(r, 1) + digits(r, 5))])
    if kind == "erc":
        return "ERC-" + digits(r, 2) + letters(r, 1) + digits(r, 4)
    if kind == "brace":
        return r.choice(["BR", "TLSO", "OR"]) + "-" + digits(r, 4) + "-" + digits(r, 4)
    if kind == "sensor":
        return r.choice(["OT", "TS", "iB"]) + digits(r, 7)
    if kind == "lot":
        return r.choice(["", "L"]) + digits(r, 6) + letters(r, 1) + digits(r, 1)
    if kind == "ionm":
        return r.choice(["CE", "XP", "NV"]) + digits(r, 2) + "-" + digits(r, 5)
    return letters(r, 2) + digits(r, 6)


def vehicle(r, c):
    if c == "UK":
        return r.choice(["car reg", "reg", "vehicle reg."]), "%s%s %s" % (letters(r, 2), digits(r, 2), letters(r, 3))
    if c == "IE":
        return r.choice(["reg", "car reg"]), "%d%d-%s-%d" % (r.randrange(13, 25), r.choice([1, 2]),
                                                            r.choice(["D", "C", "G", "KY", "L", "MO", "WX"]),
                                                            r.randrange(1, 40000))
    if c == "AU":
        return r.choice(["rego", "registration"]), "%d%s%s" % (r.randrange(1, 9), letters(r, 3), digits(r, 3))
    if c == "NZ":
        return r.choice(["plate", "rego"]), letters(r, 3) + digits(r, 3)
    if c == "ZA":
        return r.choice(["reg no.", "registration"]), "%s %s %s" % (letters(r, 2), digits(r, 2), letters(r, 2)) + " GP"
    if c == "CA":
        return "plate", letters(r, 4) + " " + digits(r, 3)
    return r.choice(["plate", "license plate", "tag"]), digits(r, 1) + letters(r, 3) + digits(r, 3)


def bioid(r):
    return r.choice(["PV-", "PV", "BIO-", "FP-", "PALM-"]) + digits(r, 6)


def username(r, first, last):
    f, l = slug(first), slug(last)
    return r.choice(["%.1s%s", "%s.%s", "%.1s%s%d", "%.3s%.3s"]).replace("%d", str(r.randrange(1, 9))) % (f, l)


# ---------------------------------------------------------------- organisations
def _fill(r, pat, c):
    return pat.format(T=town(r, c), S=r.choice(P.SAINTS), N=r.choice(P.SURNAMES),
                      ST=r.choice(P.STREET_NAMES) + r.choice([" Road", " Street", " Lane", " Park", ""]))


def hospital(r, c, adult=False):
    pats = [p for p in P.HOSP_PATTERNS[c] if not (adult and "Children" in p)]
    return _fill(r, r.choice(pats), c)


def gp_practice(r, c):
    return _fill(r, r.choice(P.GP_PATTERNS[c]), c)


def school(r, c):
    return _fill(r, r.choice(P.SCHOOL_PATTERNS[c]), c)


def club(r, c):
    return _fill(r, r.choice(P.CLUBS), c)


def employer(r):
    return r.choice(P.COMPANY_A) + " " + r.choice(P.COMPANY_B)


def insurer(r, c):
    return r.choice(P.INSURERS[c])


def orthotic_co(r):
    return r.choice(P.ORTHOTIC_A) + " " + r.choice(P.ORTHOTIC_B)


def ionm_co(r):
    return r.choice(P.IONM_COS)


def pharmacy(r, c):
    return r.choice(["%s Pharmacy", "%s Chemist", "%s Community Pharmacy"]) % town(r, c)
