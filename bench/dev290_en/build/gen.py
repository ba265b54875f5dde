"""Generators for fictional people, places, contacts, identifiers and dates."""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(r, n):
    return "".join(r.choice(DIG) for _ in range(n))


def letters(r, n):
    return "".join(r.choice(UPPER) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, r, sex=None):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = r.choice(P.LAST)
        self.mid = r.choice(UPPER) if r.random() < 0.35 else ""
        if self.sex == "F":
            self.title = r.choice(["Ms", "Mrs", "Miss", "Ms", "Ms"])
        else:
            self.title = "Mr"

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        return "%s %s. %s" % (self.first, self.mid, self.last) if self.mid else self.full()

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        return s + (" " + self.mid if self.mid else "")

    def init(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self, dots=True):
        if dots:
            return "%s.%s." % (self.first[0], self.last[0].upper())
        return (self.first[0] + self.last[0]).upper()

    def any(self, r):
        return r.choice([self.full(), self.full(), self.fml(), self.lf(), self.LF()])


class Clin(Person):
    def __init__(self, r, country, role):
        Person.__init__(self, r)
        self.role = role
        self.country = country
        self.user = (self.first[0] + self.last).lower().replace("'", "") + r.choice(["", "", "1", "2", "7"])
        if role == "doc":
            self.title = "Dr"
            self.cred = {"UK": ["MBBS MRCGP DTM&H", "MB ChB FRCP", "MBBS FFTM RCPS(Glasg)", "BM BCh MRCP"],
                         "US": ["MD", "MD, MPH", "DO", "MD, CTropMed"],
                         "AU": ["MBBS FACTM", "MBBS FRACGP", "MBBS FRACP DTM&H"],
                         "CA": ["MD CCFP", "MD FRCPC", "MD, DTM&H"],
                         "IE": ["MB BCh BAO MICGP", "MB FRCPI", "MB BCh DTM&H"]}[country]
            self.post = r.choice(["Consultant in Travel Medicine", "Travel Medicine Physician",
                                  "Infectious Diseases Consultant", "Medical Director",
                                  "Specialty Registrar, Infectious Diseases", "GP with special interest in travel health"])
        elif role == "nurse":
            self.title = ""
            self.cred = {"UK": ["RGN", "RN", "RGN, Dip Travel Med"], "US": ["RN", "RN, BSN", "NP"],
                         "AU": ["RN", "RN, Immuniser"], "CA": ["RN", "RN, COHN(C)"],
                         "IE": ["RGN", "RGN, RNP"]}[country]
            self.post = r.choice(["Travel Health Nurse", "Senior Travel Nurse", "Nurse Immuniser",
                                  "Travel Nurse Specialist", "Clinic Nurse"])
        else:  # pharmacist
            self.title = ""
            self.cred = {"UK": ["MPharm"], "US": ["PharmD", "RPh"], "AU": ["BPharm"],
                         "CA": ["BScPhm", "RPh"], "IE": ["MPharm MPSI"]}[country]
            self.post = "Pharmacist"
        self.cred = r.choice(self.cred)
        self.lic = licence(r, country, role)
        self.lic_name = licence_name(country, role)


def licence(r, country, role):
    if country == "UK":
        return digits(r, 7) if role == "doc" else (digits(r, 2) + r.choice(UPPER) + digits(r, 4) + r.choice("ABCDE") if role == "nurse" else digits(r, 7))
    if country == "US":
        if role == "doc":
            return "1" + digits(r, 9)
        return "RN" + digits(r, 6) if role == "nurse" else "RPH" + digits(r, 5)
    if country == "AU":
        return {"doc": "MED", "nurse": "NMW", "pharm": "PHA"}[role] + "000" + digits(r, 7)
    if country == "CA":
        return digits(r, 5 + (role == "doc"))
    return digits(r, 6)


def licence_name(country, role):
    return {"UK": {"doc": "GMC", "nurse": "NMC PIN", "pharm": "GPhC"},
            "US": {"doc": "NPI", "nurse": "RN Lic.", "pharm": "RPh Lic."},
            "AU": {"doc": "AHPRA", "nurse": "AHPRA", "pharm": "AHPRA"},
            "CA": {"doc": "CPSO #", "nurse": "Reg. #", "pharm": "Lic. #"},
            "IE": {"doc": "IMC No.", "nurse": "NMBI PIN", "pharm": "PSI Reg."}}[country][role]


def dea(r, last):
    return r.choice("ABFM") + last[0].upper() + digits(r, 7)


# ---------------------------------------------------------------- dates
def fdate(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy1":
        return "%d/%d/%d" % (d.day, d.month, d.year)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy1":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "longus":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "med":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "medus":
        return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
    if style == "dmon":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3].upper(), d.year)
    if style == "dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "wd":
        return "%s %d %s %d" % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wdus":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == "wds":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.day, d.month)
    if style == "wdsus":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], d.month, d.day)
    if style == "wdnoy":
        return "%s %s" % (WDAYS[d.weekday()], ordinal(d.day) + " " + MONTHS[d.month - 1])
    if style == "dm":
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    if style == "md":
        return "%s %d" % (MONTHS[d.month - 1], d.day)
    if style == "dms":
        return "%d/%d" % (d.day, d.month)
    if style == "mds":
        return "%d/%d" % (d.month, d.day)
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mys":
        return "%s %d" % (MONTHS[d.month - 1][:3], d.year)
    if style == "mmyy":
        return "%02d/%d" % (d.month, d.year)
    if style == "y":
        return str(d.year)
    if style == "ord":
        return "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])
    raise ValueError(style)


FULL_STYLES = {"UK": ["dmy", "dmy", "long", "med", "dmon"], "IE": ["dmy", "dmy", "long", "med"],
               "AU": ["dmy", "dmy", "dmy1", "long", "med"], "US": ["mdy", "mdy", "longus", "medus", "mdy1"],
               "CA": ["iso", "iso", "longus", "long", "medus"]}
SHORT_STYLES = {"UK": ["dm", "dms", "ord", "wdnoy"], "IE": ["dm", "dms", "ord", "wdnoy"],
                "AU": ["dm", "dms", "ord"], "US": ["md", "mds", "wdsus"], "CA": ["md", "dm", "mds"]}


def rand_date(r, y0=2022, y1=2025):
    a = dt.date(y0, 1, 1).toordinal()
    b = dt.date(y1, 6, 30).toordinal()
    return dt.date.fromordinal(r.randint(a, b))


def add(d, days):
    return d + dt.timedelta(days=days)


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


# ---------------------------------------------------------------- contacts
AREA = {"US": ["617", "614", "503", "919", "512", "612", "312", "404", "720", "801", "207", "860"],
        "CA": ["416", "613", "604", "780", "902", "514", "204", "306", "709", "506", "705"]}


def phone(r, country, kind="land", style=None):
    if country in ("US", "CA"):
        a = r.choice(AREA[country])
        tail = "01" + digits(r, 2)
        s = style if style is not None else r.randint(0, 4)
        if s == 0:
            v = "(%s) 555-%s" % (a, tail)
        elif s == 1:
            v = "%s-555-%s" % (a, tail)
        elif s == 2:
            v = "%s.555.%s" % (a, tail)
        elif s == 3:
            v = "+1 %s 555 %s" % (a, tail)
        else:
            v = "%s 555 %s" % (a, tail)
    elif country == "UK":
        if kind == "mob":
            v = r.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % digits(r, 3)
        else:
            code = r.choice(["0161", "0113", "0117", "01632", "0191", "01392", "01223", "020"])
            if code == "020":
                v = "020 5555 %s" % digits(r, 4)
            elif code == "01632":
                v = "01632 555%s" % digits(r, 3)
            else:
                v = "%s 555 %s" % (code, digits(r, 4))
    elif country == "AU":
        if kind == "mob":
            v = r.choice(["04%s 555 %s", "04%s555%s"]) % (digits(r, 2), digits(r, 3))
        else:
            v = r.choice(["(0%s) 5550 %s", "0%s 5550 %s", "+61 %s 5550 %s"]) % (r.choice("2378"), digits(r, 4))
    else:  # IE
        if kind == "mob":
            v = r.choice(["08%s 555 %s", "+353 8%s 555 %s"]) % (r.choice("3567"), digits(r, 4))
        else:
            v = r.choice(["0%s 555 %s", "(0%s) 555 %s"]) % (r.choice(["1", "21", "91", "61", "51", "71"]), digits(r, 4))
    return v


def with_ext(r, v):
    return v + r.choice([" ext. ", " ext ", " x", " Ext "]) + digits(r, r.choice([3, 4]))


def email(r, first, last):
    dom = r.choice(["example.com", "example.org", "example.net"])
    base = r.choice(["%s.%s" % (first, last), "%s%s" % (first[0], last), "%s_%s%s" % (first, last, digits(r, 2)),
                     "%s.%s%s" % (first[0], last, digits(r, 2))])
    return base.lower().replace("'", "").replace(" ", "") + "@" + dom


def ip(r):
    k = r.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))


def slug(name):
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in name)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


# ---------------------------------------------------------------- identifiers
def mrn(r, country):
    if country == "UK" and r.random() < 0.5:
        return "%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4)), "NHS No"
    k = r.randint(0, 4)
    v = [lambda: digits(r, 8), lambda: "TC" + digits(r, 6), lambda: letters(r, 1) + digits(r, 7),
         lambda: "%s-%s" % (digits(r, 3), digits(r, 5)), lambda: "TRV-" + digits(r, 5)][k]()
    lab = {"UK": ["Hospital No", "MRN", "Clinic No"], "IE": ["MRN", "Hospital No", "Chart No"],
           "US": ["MRN", "Med Rec #", "MR#"], "CA": ["MRN", "Chart #", "Record No"],
           "AU": ["UR No", "MRN", "UR"]}[country]
    return v, r.choice(lab)


def ssn(r, country):
    if country == "US":
        return "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)), "SSN"
    if country == "CA":
        return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)), "SIN"
    if country == "IE":
        return "9%s%s" % (digits(r, 6), r.choice("ABCDEFGHKLMTW")), "PPSN"
    if country == "AU":
        return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)), "TFN"
    return "000 %s %s" % (digits(r, 3), digits(r, 3)), "NI ref"


def healthplan(r, country):
    if country == "AU":
        return "%s %s %s" % (r.choice("2345") + digits(r, 3), digits(r, 5), digits(r, 1)), "Medicare No"
    if country == "CA":
        return r.choice(["%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2)),
                         "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))]), r.choice(["OHIP", "Health card", "PHN"])
    if country == "US":
        return letters(r, 3) + digits(r, 9), r.choice(["Member ID", "Subscriber ID", "Policy #"])
    if country == "IE":
        return r.choice(["%s%s" % (digits(r, 7), letters(r, 1)), "VH" + digits(r, 8)]), r.choice(["GMS No", "Policy No", "Medical Card No"])
    return "TI-" + digits(r, 8), "Policy No"


def travel_policy(r):
    return r.choice(["STI", "WAY", "PMT", "KHC"]) + "-" + digits(r, 4) + "-" + digits(r, 5)


def account(r):
    return r.choice(["INV-%s" % digits(r, 6), "%s-%s" % (digits(r, 4), digits(r, 4)), "A" + digits(r, 8),
                     "BK%s" % digits(r, 7), "TC/%s/%s" % (digits(r, 2), digits(r, 5))])


def idnum(r, kind):
    if kind == "passport":
        return r.choice([letters(r, 2) + digits(r, 7), digits(r, 9), letters(r, 1) + digits(r, 7)])
    if kind == "lab":
        return r.choice(["M%s-%s" % (digits(r, 2), digits(r, 5)), "TP%s" % digits(r, 7),
                         "%s%s" % (letters(r, 2), digits(r, 6)), "H%s/%s" % (digits(r, 2), digits(r, 5))])
    if kind == "rx":
        return r.choice(["RX" + digits(r, 7), digits(r, 7), "PP-" + digits(r, 6)])
    if kind == "case":
        return r.choice(["AEFI-%s-%s" % (digits(r, 4), digits(r, 4)), "YC" + digits(r, 7), digits(r, 7) + "-1",
                         "CASE-" + digits(r, 6)])
    if kind == "pep":
        return r.choice(["PEP-%s" % digits(r, 5), "RAB-%s-%s" % (digits(r, 2), digits(r, 4)), "RIGS" + digits(r, 6)])
    if kind == "emp":
        return r.choice(["E" + digits(r, 6), digits(r, 5), "STF-" + digits(r, 5)])
    return letters(r, 2) + digits(r, 6)


def icvp_no(r):
    return r.choice(["ICVP-%s" % digits(r, 7), "%s%s" % (letters(r, 2), digits(r, 6)), "Y" + digits(r, 8)])


def batch(r):
    return r.choice(["%s%s%s" % (letters(r, 1), digits(r, 3), letters(r, 2)), "%s%s" % (letters(r, 2), digits(r, 5)),
                     "%s%s%s" % (letters(r, 1), digits(r, 4), letters(r, 1)), "U%s-%s" % (digits(r, 4), digits(r, 2))])


def device_sn(r, kind):
    return {"pump": lambda: r.choice(["PMP" + digits(r, 8), letters(r, 2) + digits(r, 7)]),
            "cgm": lambda: letters(r, 1) + digits(r, 2) + letters(r, 2) + digits(r, 4),
            "pm": lambda: r.choice(["PJN" + digits(r, 6), "RNB" + digits(r, 6), digits(r, 9)]),
            "cpap": lambda: digits(r, 11),
            "poc": lambda: "IO" + digits(r, 2) + letters(r, 1) + digits(r, 6)}[kind]()


def plate(r, country):
    if country == "UK":
        return "%s%s %s" % (letters(r, 2), digits(r, 2), letters(r, 3))
    if country == "IE":
        return "%s-%s-%s" % (r.choice(["221", "231", "192", "201", "241"]), r.choice(["G", "C", "MO", "KY", "WX", "LK"]), digits(r, r.choice([3, 4, 5])))
    if country == "AU":
        return "%s%s%s" % (digits(r, 1), letters(r, 3), digits(r, 2))
    if country == "CA":
        return "%s %s" % (letters(r, 4), digits(r, 3))
    return "%s%s%s" % (digits(r, 1), letters(r, 3), digits(r, 3))


def vin(r):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(chars) for _ in range(17))


def bioid(r):
    return r.choice(["FP-" + digits(r, 6), "BIO" + digits(r, 7), "IRIS-" + letters(r, 2) + digits(r, 5),
                     "PV" + digits(r, 8)])


# ---------------------------------------------------------------- places
def zipcode(r, country, st):
    if country == "UK":
        return "%s%d %d%s" % (letters(r, r.choice([1, 2])), r.randint(1, 29), r.randint(1, 9), letters(r, 2))
    if country == "US":
        return digits(r, 5) if r.random() < 0.85 else digits(r, 5) + "-" + digits(r, 4)
    if country == "AU":
        first = {"NSW": "2", "ACT": "26", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "NT": "08"}[st]
        return first + digits(r, 4 - len(first))
    if country == "CA":
        fl = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "NS": "B", "AB": "T", "MB": "R", "NB": "E",
              "NL": "A", "SK": "S"}[st]
        return "%s%d%s %d%s%d" % (r.choice(fl), r.randint(0, 9), r.choice(UPPER), r.randint(0, 9), r.choice(UPPER), r.randint(0, 9))
    return "%s%s %s" % (r.choice("ADEFHKNPRTVWXY"), digits(r, 2), "".join(r.choice(UPPER + DIG) for _ in range(4)))


def state_full(country, st):
    if country == "AU" and st == "WA":
        return "Western Australia"
    return P.STATE_NAMES[st]


class Addr:
    def __init__(self, r, country, town=None, unit=True):
        self.country = country
        self.city, self.st = town or r.choice(P.TOWNS[country])
        stem = r.choice(P.STREET_STEMS)
        suf = r.choice(P.STREET_SUF[country])
        num = str(r.choice([r.randint(1, 40), r.randint(1, 200), r.randint(100, 9800)] if country in ("US", "CA") else [r.randint(1, 40), r.randint(1, 140)]))
        street = "%s %s %s" % (num, stem, suf)
        u = r.random()
        if u < 0.2 and unit:
            if country == "UK":
                street = "Flat %d, %s" % (r.randint(1, 12), street)
            elif country == "US":
                street = "%s, %s %s" % (street, r.choice(["Apt", "Unit", "Apt."]), r.choice([str(r.randint(1, 30)), "%d%s" % (r.randint(1, 9), r.choice("ABCD"))]))
            elif country == "AU":
                street = "%d/%s" % (r.randint(1, 20), street)
            elif country == "CA":
                street = "%s, Unit %d" % (street, r.randint(101, 1804))
            else:
                street = "Apt %d, %s" % (r.randint(1, 40), street)
        self.street = street
        self.zip = zipcode(r, country, self.st)
        self.full_state = r.random() < 0.3

    def pieces(self, r, multi=False, with_region=None, with_country=False):
        c = self.country
        nl = "\n" if multi else ", "
        out = [("STREET", self.street), (None, nl), ("CITY", self.city)]
        if c == "UK":
            if with_region if with_region is not None else r.random() < 0.35:
                out += [(None, nl), ("CITY", self.st)]
            out += [(None, nl if multi else " "), ("ZIP", self.zip)]
        elif c == "IE":
            if with_region if with_region is not None else r.random() < 0.8:
                out += [(None, nl + "Co. "), ("CITY", self.st)]
            out += [(None, nl if multi else " "), ("ZIP", self.zip)]
        elif c == "AU":
            out += [(None, " "), ("STATE", state_full(c, self.st) if self.full_state else self.st), (None, " "), ("ZIP", self.zip)]
        else:
            out += [(None, ", "), ("STATE", state_full(c, self.st) if self.full_state else self.st),
                    (None, "  " if c == "CA" and r.random() < 0.5 else " "), ("ZIP", self.zip)]
        if with_country:
            out += [(None, nl), ("COUNTRY", r.choice(P.HOME_COUNTRY[c]))]
        return out
