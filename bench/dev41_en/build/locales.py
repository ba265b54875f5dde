"""Locale conventions: dates, phones, addresses and identifiers (all invented)."""
import datetime as dt

import pools
from markup import M

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]

LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "us_slash":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "us_nopad":
        return "%d/%d/%d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "dmy_slash":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy_nopad":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy_short":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "dmy_dash_mon":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "dmy_mon":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "us_mon":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "uk_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "uk_ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    # without year
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "dm":
        return "%d/%d" % (dd, m)
    if style == "dm_pad":
        return "%02d/%02d" % (dd, m)
    if style == "dmon":
        return "%d %s" % (dd, MON3[m - 1])
    if style == "dmonth":
        return "%d %s" % (dd, MONTHS[m - 1])
    if style == "mond":
        return "%s %d" % (MON3[m - 1], dd)
    if style == "monthd":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON3[m - 1], y)
    if style == "mm_yyyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return "%d" % y
    raise ValueError(style)


class Locale:
    code = "XX"
    numeric_styles = ["dmy_slash"]
    long_styles = ["uk_long"]
    short_styles = ["dm"]
    dmy = True

    def __init__(self, rng):
        self.rng = rng

    # ---------- dates ----------
    def pick_styles(self):
        r = self.rng
        return {"num": r.choice(self.numeric_styles), "long": r.choice(self.long_styles),
                "short": r.choice(self.short_styles)}

    def weekday_date(self, d, variant):
        wd, w3 = WEEKDAYS[d.weekday()], WD3[d.weekday()]
        if self.dmy:
            opts = ["%s %d/%d" % (w3, d.day, d.month), "%s %d %s" % (wd, d.day, MONTHS[d.month - 1]),
                    "%s %s" % (wd, fmt_date(d, "dmy_slash")), "%s %d %s" % (w3, d.day, MON3[d.month - 1]),
                    "%s %s %s %d" % (wd, ordinal(d.day), MONTHS[d.month - 1], d.year)]
        else:
            opts = ["%s %d/%d" % (w3, d.month, d.day), "%s, %s %d" % (wd, MONTHS[d.month - 1], d.day),
                    "%s %s" % (wd, fmt_date(d, "us_slash")),
                    "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                    "%s %s %d" % (w3, MON3[d.month - 1], d.day)]
        return opts[variant % len(opts)]

    # ---------- helpers ----------
    def digits(self, n):
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def letters(self, n):
        return "".join(self.rng.choice(LETTERS) for _ in range(n))

    def town(self):
        raise NotImplementedError

    def street_line(self):
        r = self.rng
        num = r.choice([r.randint(1, 99), r.randint(1, 250), r.randint(100, 2999)])
        return "%d %s %s" % (num, r.choice(pools.STREET_WORDS), r.choice(self.suffixes))

    suffixes = pools.UK_SUFFIX
    phone_area = None

    # identifiers returned as (label, type, value)
    def staff_license(self, role_kind):
        raise NotImplementedError


class US(Locale):
    code = "US"
    dmy = False
    numeric_styles = ["us_slash", "us_slash", "us_nopad", "us_short"]
    long_styles = ["us_long", "us_mon"]
    short_styles = ["md", "mond", "monthd"]
    suffixes = pools.US_SUFFIX
    AREAS = ["614", "216", "312", "617", "412", "313", "612", "414", "404", "919", "615", "512",
             "602", "303", "503", "206", "415", "718", "201", "410", "804", "502", "314", "515",
             "402", "316", "205", "504", "813", "317", "860", "802", "207", "505", "801", "208"]

    def town(self):
        r = self.rng
        return r.choice(pools.US_PRE) + r.choice(pools.US_A) + r.choice(pools.US_B)

    def address(self):
        r = self.rng
        st = r.choice(pools.US_STATES)
        street = self.street_line()
        if r.random() < 0.25:
            street += r.choice([", Apt %d" % r.randint(1, 40), " Apt %d%s" % (r.randint(1, 9), r.choice("ABCD")),
                                ", Unit %d" % r.randint(1, 300), " #%d" % r.randint(2, 420)])
        z = self.digits(5)
        if r.random() < 0.15:
            z += "-" + self.digits(4)
        return {"street": street, "city": self.town(), "state": st[1] if r.random() < 0.85 else st[0],
                "state_full": st[0], "zip": z, "country": "USA"}

    def fmt_address(self, a, block=False):
        if block:
            return "%s\n%s, %s %s" % (M("STREET", a["street"]), M("CITY", a["city"]), M("STATE", a["state"]),
                                      M("ZIP", a["zip"]))
        return "%s, %s, %s %s" % (M("STREET", a["street"]), M("CITY", a["city"]), M("STATE", a["state"]),
                                  M("ZIP", a["zip"]))

    area = None

    def pick_area(self, area):
        r = self.rng
        if area:
            return area
        if self.area is None:
            self.area = r.choice(self.AREAS)
        return self.area if r.random() < 0.75 else r.choice(self.AREAS)

    def phone(self, kind="home", area=None):
        r = self.rng
        a = self.pick_area(area)
        n = "01%02d" % r.randint(0, 99)
        f = r.choice(["(%s) 555-%s", "%s-555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s", "+1 %s 555 %s"])
        return f % (a, n)

    def pager(self):
        r = self.rng
        return r.choice(["%d-%04d" % (r.randint(2, 8), r.randint(0, 9999)), "%05d" % r.randint(10000, 99999),
                         "%s-555-01%02d" % (r.choice(self.AREAS), r.randint(0, 99))])

    def mrn(self):
        r = self.rng
        return r.choice([self.digits(8), "00" + self.digits(6), "E" + self.digits(7), self.digits(9),
                         "%s-%s" % (self.digits(3), self.digits(5))])

    def mrn_label(self):
        return self.rng.choice(["MRN", "MRN", "MR#", "Med Rec #", "Medical Record No.", "MRN#"])

    def natid(self):
        return None

    def ssn(self):
        r = self.rng
        area = r.choice(["666", str(r.randint(900, 999))])
        return ("SSN", "%s-%02d-%04d" % (area, r.randint(1, 65), r.randint(1, 9999)))

    def mbi(self):
        r = self.rng
        L = "ACDEFGHJKMNPQRTUVWXY"
        A = L + "0123456789"
        s = [str(r.randint(1, 9)), r.choice(L), r.choice(A), str(r.randint(0, 9)), r.choice(L), r.choice(A),
             str(r.randint(0, 9)), r.choice(L), r.choice(L), str(r.randint(0, 9)), str(r.randint(0, 9))]
        s = "".join(s)
        return "%s-%s-%s" % (s[:4], s[4:7], s[7:])

    INSURERS = ["Lakeshore Mutual Health", "Crestline Health Plan", "Summit Care Alliance",
                "Prairie Benefit Trust", "Harborview Health Partners", "Keystone Allied Health"]

    def healthplan(self):
        r = self.rng
        k = r.random()
        if k < 0.35:
            return ("Medicare MBI", self.mbi())
        if k < 0.5:
            return ("Medicaid ID", self.letters(2) + self.digits(8))
        return ("Member ID", r.choice([self.letters(3) + self.digits(9), "W" + self.digits(9),
                                       self.letters(2) + self.digits(7) + "-0" + str(r.randint(1, 4))]))

    def insurer(self):
        return self.rng.choice(self.INSURERS)

    def group_no(self):
        return self.rng.choice(["GRP-" + self.digits(6), self.digits(6), "G" + self.digits(7)])

    def account(self):
        r = self.rng
        return r.choice([("FIN", self.digits(10)), ("CSN", self.digits(10)), ("Acct #", "%s-%s" % (self.digits(4), self.digits(4))),
                         ("Encounter #", "E" + self.digits(9)), ("Visit ID", "V" + self.digits(8))])

    def npi(self):
        # 10 digits, deliberately failing the NPI Luhn check (never a real NPI)
        while True:
            base = "1" + self.digits(8)
            digs = [int(c) for c in "80840" + base]
            tot = 0
            for i, dgt in enumerate(reversed(digs)):
                if i % 2 == 0:
                    dgt *= 2
                    if dgt > 9:
                        dgt -= 9
                tot += dgt
            good = (10 - tot % 10) % 10
            bad = (good + self.rng.randint(1, 9)) % 10
            return base + str(bad)

    def dea(self, surname):
        r = self.rng
        first = r.choice("ABFGM")
        d = [r.randint(0, 9) for _ in range(6)]
        good = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
        bad = (good + r.randint(1, 9)) % 10
        ini = surname[0].upper() if surname[0].isalpha() and surname[0].isascii() else "X"
        return first + ini + "".join(map(str, d)) + str(bad)

    def staff_license(self, kind, surname="X"):
        r = self.rng
        if kind == "doctor":
            return r.choice([("NPI", self.npi()), ("NPI", self.npi()), ("DEA", self.dea(surname)),
                             ("Lic #", r.choice(["MD", "A", "DO"]) + self.digits(6))])
        if kind == "nurse":
            return r.choice([("RN Lic #", "RN" + self.digits(7)), ("NPI", self.npi())])
        return r.choice([("NPI", self.npi()), ("Lic #", self.letters(2) + "-" + self.digits(5))])

    def hosp_name(self, town):
        r = self.rng
        return r.choice(["%s Memorial Hospital" % town, "%s Medical Center" % town,
                         "St. %s Regional Medical Center" % r.choice(pools.SAINTS),
                         "%s General Hospital" % town, "%s Community Hospital" % town,
                         "University Hospitals %s" % town])

    def practice_name(self, town, surname):
        r = self.rng
        return r.choice(["%s Family Medicine" % town, "%s Primary Care" % town,
                         "%s Internal Medicine Associates" % town, "%s Community Health Center" % town,
                         "%s Family Practice" % surname])

    vocab = {"gp": "PCP", "gp_long": "primary care physician", "ed": "ED", "nok": "Emergency contact",
             "junior": ["PGY-1", "PGY-2", "PGY-3", "intern", "resident"], "senior": "attending",
             "cons": "Attending", "reg": "Senior resident", "mobile": "Cell", "home": "Home",
             "postcode": "ZIP", "ward": "unit", "dietitian": "RDN", "slt": "SLP",
             "slt_long": "speech-language pathologist", "nurse": "RN", "vw": "Hospital at Home",
             "gp_letter": "Dear Dr.", "mr": "Mr.", "mrs": "Mrs.", "ms": "Ms.", "dr": "Dr."}


class CA(US):
    code = "CA"
    dmy = False
    numeric_styles = ["iso", "iso", "ymd_slash", "us_long", "us_slash"]
    long_styles = ["us_long", "us_mon"]
    short_styles = ["mond", "monthd", "md"]
    suffixes = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Court", "Way",
                "Place", "Trail", "Line", "St", "Ave", "Rd", "Dr", "Cres"]
    AREAS = ["416", "647", "613", "519", "905", "705", "604", "250", "403", "780", "204", "306",
             "902", "506", "418", "514", "819", "709", "902"]

    def town(self):
        r = self.rng
        if r.random() < 0.15:
            return r.choice(pools.CA_EXTRA)
        return r.choice(pools.US_PRE) + r.choice(pools.US_A) + r.choice(pools.US_B)

    def address(self):
        r = self.rng
        pv = r.choice(pools.CA_PROVS)
        if pv[1] == "QC" and r.random() < 0.6:
            street = "%d, %s" % (r.randint(10, 2999), r.choice(pools.FR_STREET))
        else:
            street = self.street_line()
            if r.random() < 0.3:
                street = "%s-%s" % (r.randint(101, 1810), street)
        pc = "%s%d%s %d%s%d" % (r.choice(pv[2]), r.randint(0, 9), r.choice(LETTERS), r.randint(0, 9),
                                r.choice(LETTERS), r.randint(0, 9))
        return {"street": street, "city": self.town(), "state": pv[1] if r.random() < 0.8 else pv[0],
                "state_full": pv[0], "prov": pv[1], "zip": pc, "country": "Canada"}

    def fmt_address(self, a, block=False):
        sep = "\n" if block else ", "
        two = "  " if self.rng.random() < 0.3 else " "
        return "%s%s%s, %s%s%s" % (M("STREET", a["street"]), sep, M("CITY", a["city"]), M("STATE", a["state"]),
                                   two, M("ZIP", a["zip"]))

    def phone(self, kind="home", area=None):
        r = self.rng
        a = self.pick_area(area)
        n = "01%02d" % r.randint(0, 99)
        f = r.choice(["(%s) 555-%s", "%s-555-%s", "%s 555-%s", "1-%s-555-%s"])
        return f % (a, n)

    def pager(self):
        r = self.rng
        return r.choice(["%04d" % r.randint(1000, 9999), "%s-555-01%02d" % (r.choice(self.AREAS), r.randint(0, 99))])

    def mrn(self):
        r = self.rng
        return r.choice([self.digits(7), "M" + self.digits(7), self.digits(8), "00" + self.digits(6)])

    def mrn_label(self):
        return self.rng.choice(["MRN", "Chart #", "MRN", "Hosp #"])

    def healthcard(self, prov):
        r = self.rng
        if prov == "ON":
            return ("OHIP", "%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)))
        if prov == "BC":
            return ("PHN", "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3)))
        if prov == "AB":
            return ("AHCIP", "%s-%s" % (self.digits(5), self.digits(4)))
        if prov == "QC":
            return ("RAMQ", "%s %s %s" % (self.letters(4), self.digits(4), self.digits(4)))
        if prov == "MB":
            return ("MHSAL", self.digits(9))
        return ("Health card", "%s %s %s" % (self.digits(4), self.digits(3), self.digits(3)))

    def healthplan(self, prov="ON"):
        if self.rng.random() < 0.8:
            return self.healthcard(prov)
        return ("Extended health policy", self.letters(2) + self.digits(7))

    def ssn(self):
        return ("SIN", "0%s %s %s" % (self.digits(2), self.digits(3), self.digits(3)))

    def account(self):
        r = self.rng
        return r.choice([("Visit #", "V" + self.digits(9)), ("Encounter", self.digits(10)),
                         ("Acct", "%s-%s" % (self.digits(3), self.digits(6))), ("Billing #", self.digits(8))])

    def staff_license(self, kind, surname="X"):
        r = self.rng
        if kind == "doctor":
            return r.choice([("CPSO #", self.digits(5)), ("CPSO", self.digits(6)), ("CPSBC", self.digits(5)),
                             ("Billing #", self.digits(6))])
        if kind == "nurse":
            return ("CNO Reg #", self.digits(7))
        return ("Reg #", self.digits(6))

    def hosp_name(self, town):
        r = self.rng
        return r.choice(["%s General Hospital" % town, "%s Health Sciences Centre" % town,
                         "%s Regional Health Centre" % town, "St. %s's Hospital" % r.choice(pools.SAINTS),
                         "Hôpital Sainte-%s" % r.choice(["Odile", "Agathe", "Brigitte", "Cécile"]),
                         "%s District Memorial Hospital" % town])

    def practice_name(self, town, surname):
        r = self.rng
        return r.choice(["%s Family Health Team" % town, "%s Medical Clinic" % town,
                         "%s Community Health Centre" % town, "CLSC %s" % town,
                         "%s Family Practice" % surname])

    vocab = dict(US.vocab, gp="family physician", gp_long="family physician", ed="ER",
                 junior=["PGY-1", "PGY-2", "R1", "R2", "clinical clerk"], cons="Staff physician",
                 senior="staff", reg="Senior resident", postcode="Postal code", dietitian="RD",
                 slt="S-LP", slt_long="speech-language pathologist", vw="Hospital at Home")


class UK(Locale):
    code = "UK"
    numeric_styles = ["dmy_slash", "dmy_slash", "dmy_short", "dmy_dash_mon", "dmy_nopad", "dmy_mon"]
    long_styles = ["uk_long", "uk_ord"]
    short_styles = ["dm", "dm_pad", "dmon"]
    suffixes = pools.UK_SUFFIX
    GEO = [("0113", "496 0%03d"), ("0114", "496 0%03d"), ("0115", "496 0%03d"), ("0116", "496 0%03d"),
           ("0117", "496 0%03d"), ("0118", "496 0%03d"), ("0121", "496 0%03d"), ("0131", "496 0%03d"),
           ("0141", "496 0%03d"), ("0151", "496 0%03d"), ("0161", "496 0%03d"), ("020", "7946 0%03d"),
           ("01632", "960%03d"), ("028", "9649 6%03d"), ("029", "2018 0%03d")]

    def town(self):
        r = self.rng
        return r.choice(pools.UK_A) + r.choice(pools.UK_B) + r.choice(pools.UK_POST)

    def postcode(self):
        r = self.rng
        out = r.choice(["%s%d" % (self.letters(2), r.randint(1, 29)), "%s%d" % (self.letters(1), r.randint(1, 29)),
                        "%s%d%s" % (self.letters(2), r.randint(1, 9), r.choice("ABEHMNPRVWXY"))])
        return "%s %d%s" % (out, r.randint(0, 9), self.letters(2))

    def address(self):
        r = self.rng
        street = self.street_line()
        if r.random() < 0.2:
            street = r.choice(["Flat %d, " % r.randint(1, 30), "Flat %d%s, " % (r.randint(1, 9), r.choice("ABC")),
                               "Apartment %d, " % r.randint(1, 60)]) + street
        a = {"street": street, "city": self.town(), "zip": self.postcode(), "country": "UK"}
        if r.random() < 0.35:
            a["county"] = r.choice(pools.UK_COUNTIES)
        return a

    def fmt_address(self, a, block=False):
        sep = "\n" if block else ", "
        parts = [M("STREET", a["street"]), M("CITY", a["city"])]
        if a.get("county"):
            parts.append(M("CITY", a["county"]))
        parts.append(M("ZIP", a["zip"]))
        return sep.join(parts)

    def phone(self, kind="home", area=None):
        r = self.rng
        if kind == "mobile":
            f = r.choice(["07700 900%03d", "07700 900%03d", "07700900%03d", "+44 7700 900%03d", "07700 900 %03d"])
            return f % r.randint(0, 999)
        code, tail = r.choice(self.GEO)
        num = tail % r.randint(0, 999)
        if r.random() < 0.2:
            return "(%s) %s" % (code, num)
        return "%s %s" % (code, num)

    def pager(self):
        r = self.rng
        return "%04d" % r.randint(1000, 9999)

    def mrn(self):
        r = self.rng
        return r.choice([self.letters(1) + self.digits(7), self.digits(9), "RX" + self.digits(6),
                         self.letters(1) + self.digits(6) + self.letters(1), self.digits(7)])

    def mrn_label(self):
        return self.rng.choice(["Hosp No", "Hospital No.", "MRN", "Unit No", "Hosp no.", "RXN"])

    def nhs_number(self):
        # 10 digits with a deliberately wrong modulus-11 check digit (never a valid NHS number)
        r = self.rng
        while True:
            d = [r.randint(0, 9) for _ in range(9)]
            if d[0] == 0:
                continue
            s = sum(x * (10 - i) for i, x in enumerate(d))
            chk = 11 - s % 11
            chk = 0 if chk == 11 else chk
            cand = [c for c in range(10) if c != chk]
            c = r.choice(cand)
            s = "".join(map(str, d)) + str(c)
            return r.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s, "%s-%s-%s" % (s[:3], s[3:6], s[6:])])

    def natid(self):
        return ("NHS No", "MRN", self.nhs_number())

    def ssn(self):
        r = self.rng
        pre = r.choice("DFIQUV") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        n = "%s %s %s" % (self.digits(2), self.digits(2), self.digits(2))
        return ("NI No", r.choice(["%s %s %s" % (pre, n, r.choice("ABCD")),
                                   "%s%s%s" % (pre, n.replace(" ", ""), r.choice("ABCD"))]))

    INSURERS = ["Westmoor Health Assurance", "Albion Private Medical", "Cromwell Health Cover"]

    def healthplan(self, prov=None):
        return ("Policy no.", self.letters(3) + self.digits(7))

    def insurer(self):
        return self.rng.choice(self.INSURERS)

    def account(self):
        r = self.rng
        return r.choice([("Episode No", self.digits(10)), ("Spell ID", "SP" + self.digits(8)),
                         ("Attendance No", "A%02d-%s" % (r.randint(23, 26), self.digits(6))),
                         ("Encounter ID", self.digits(9)), ("Admission No", "ADM" + self.digits(7))])

    def nmc_pin(self):
        r = self.rng
        return "%02d%s%04d%s" % (r.randint(80, 99) if r.random() < 0.5 else r.randint(0, 24), r.choice("ABCDEFGHIJKLY"),
                                 r.randint(0, 9999), r.choice("ACENOSUW"))

    def staff_license(self, kind, surname="X"):
        r = self.rng
        if kind == "doctor":
            return ("GMC", str(r.randint(8000000, 9899999)))
        if kind == "nurse":
            return ("NMC PIN", self.nmc_pin())
        if kind == "slt":
            return ("HCPC", "SL" + self.digits(5))
        if kind == "diet":
            return ("HCPC", "DT" + self.digits(5))
        return ("HCPC", self.letters(2) + self.digits(5))

    def hosp_name(self, town):
        r = self.rng
        return r.choice(["%s General Hospital" % town, "%s Royal Infirmary" % town,
                         "St %s's Hospital" % r.choice(pools.SAINTS), "%s District General Hospital" % town,
                         "%s Community Hospital" % town, "Royal %s Hospital" % town])

    def practice_name(self, town, surname):
        r = self.rng
        return r.choice(["%s Surgery" % town, "%s Medical Practice" % town, "%s Health Centre" % town,
                         "%s %s Surgery" % (r.choice(pools.STREET_WORDS), r.choice(["Road", "Lane", "Street"])),
                         "The %s Practice" % r.choice(pools.STREET_WORDS)])

    vocab = {"gp": "GP", "gp_long": "GP", "ed": "ED", "nok": "NOK",
             "junior": ["FY1", "FY2", "CT1", "CT2", "IMT2", "IMT3"], "senior": "consultant",
             "cons": "Consultant", "reg": "SpR", "mobile": "Mobile", "home": "Home", "postcode": "Postcode",
             "ward": "ward", "dietitian": "Dietitian", "slt": "SLT", "slt_long": "speech and language therapist",
             "nurse": "RN", "vw": "Virtual Ward", "gp_letter": "Dear Dr", "mr": "Mr", "mrs": "Mrs", "ms": "Ms",
             "dr": "Dr"}


class IE(UK):
    code = "IE"
    numeric_styles = ["dmy_slash", "dmy_slash", "dmy_short", "dmy_dash_mon", "dmy_dot"]

    def town(self):
        r = self.rng
        return r.choice(pools.IE_A) + r.choice(pools.IE_B)

    def eircode(self):
        r = self.rng
        rk = r.choice(["%s%02d" % (r.choice("ACDEFHKNPRTVWXY"), r.randint(1, 99)), "D6W"])
        return "%s %s" % (rk, "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))

    def address(self):
        r = self.rng
        street = self.street_line() if r.random() < 0.6 else "%d %s" % (r.randint(1, 80), r.choice(
            ["%s Park" % r.choice(pools.STREET_WORDS), "%s Heights" % r.choice(pools.STREET_WORDS),
             "%s Lawns" % r.choice(pools.STREET_WORDS), "%s Grove" % r.choice(pools.STREET_WORDS)]))
        if r.random() < 0.2:
            street = "Apartment %d, %s" % (r.randint(1, 40), street)
        a = {"street": street, "city": self.town(), "county": r.choice(pools.IE_COUNTIES), "country": "Ireland"}
        if r.random() < 0.75:
            a["zip"] = self.eircode()
        return a

    def fmt_address(self, a, block=False):
        sep = "\n" if block else ", "
        parts = [M("STREET", a["street"]), M("CITY", a["city"]), "Co. " + M("CITY", a["county"])]
        if a.get("zip"):
            parts.append(M("ZIP", a["zip"]))
        return sep.join(parts)

    def phone(self, kind="home", area=None):
        r = self.rng
        if kind == "mobile":
            p = r.choice(["083", "085", "086", "087", "089"])
            f = r.choice(["%s 555 01%02d", "%s-555-01%02d", "%s 5550 1%02d"])
            if r.random() < 0.15:
                return "+353 %s 555 01%02d" % (p[1:], r.randint(0, 99))
            return f % (p, r.randint(0, 99))
        code = r.choice(["01", "021", "091", "061", "051", "071", "066", "094", "074", "056"])
        return r.choice(["(%s) 555 01%02d", "%s 555 01%02d", "%s-555-01%02d"]) % (code, r.randint(0, 99))

    def mrn_label(self):
        return self.rng.choice(["MRN", "Hospital No.", "Chart No.", "MRN"])

    def mrn(self):
        r = self.rng
        return r.choice([self.digits(7), "00" + self.digits(5), self.digits(6), "H" + self.digits(6)])

    def natid(self):
        return None

    def ppsn(self):
        r = self.rng
        return "%s%s%s" % (self.digits(7), r.choice("ABCDEFGHJKLMNPQRSTVWX"), r.choice(["", "A", "W"]))

    def ssn(self):
        return ("PPSN", self.ppsn())

    INSURERS = ["Shannonside Health", "Emerald Cover", "Corrib Health Insurance"]

    def healthplan(self, prov=None):
        r = self.rng
        if r.random() < 0.55:
            return ("Medical card no.", self.digits(7) + r.choice("ABCDEFGHJK"))
        return ("Policy no.", self.letters(2) + self.digits(7))

    def account(self):
        r = self.rng
        return r.choice([("Episode no.", self.digits(8)), ("Attendance no.", "ED" + self.digits(7)),
                         ("Visit no.", self.digits(9))])

    def staff_license(self, kind, surname="X"):
        r = self.rng
        if kind == "doctor":
            return ("MCRN", str(r.randint(400000, 499999)))
        if kind == "nurse":
            return ("NMBI PIN", str(r.randint(100000, 199999)))
        if kind == "slt":
            return ("CORU", "SL" + self.digits(6))
        if kind == "diet":
            return ("CORU", "DI" + self.digits(6))
        return ("CORU", self.letters(2) + self.digits(6))

    def hosp_name(self, town):
        r = self.rng
        return r.choice(["University Hospital %s" % town, "%s Regional Hospital" % town,
                         "St %s's University Hospital" % r.choice(pools.SAINTS), "%s General Hospital" % town,
                         "%s Community Nursing Unit" % town, "Mercy University Hospital %s" % town])

    def practice_name(self, town, surname):
        r = self.rng
        return r.choice(["%s Medical Centre" % town, "%s Family Practice" % town, "%s Health Centre" % town,
                         "%s Primary Care Centre" % town, "The %s Clinic" % r.choice(pools.STREET_WORDS)])

    vocab = dict(UK.vocab, junior=["intern", "SHO", "BST", "Registrar"], reg="Registrar", postcode="Eircode",
                 vw="Virtual Ward")


class AU(UK):
    code = "AU"
    area = None
    numeric_styles = ["dmy_slash", "dmy_slash", "dmy_short", "dmy_nopad", "dmy_mon"]
    suffixes = pools.AU_SUFFIX

    def town(self):
        return self.rng.choice(pools.AU_TOWNS)

    def address(self):
        r = self.rng
        st = r.choice(pools.AU_STATES)
        street = self.street_line()
        if r.random() < 0.3:
            street = "%d/%s" % (r.randint(1, 24), street)
        pc = "%04d" % r.randint(st[2], st[3])
        if self.area is None:
            self.area = {"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07"}.get(st[1], "08")
        return {"street": street, "city": self.town(), "state": st[1] if r.random() < 0.85 else st[0],
                "state_full": st[0], "zip": pc, "country": "Australia"}

    def fmt_address(self, a, block=False):
        sep = "\n" if block else ", "
        return "%s%s%s %s %s" % (M("STREET", a["street"]), sep, M("CITY", a["city"]), M("STATE", a["state"]),
                                 M("ZIP", a["zip"]))

    def phone(self, kind="home", area=None):
        r = self.rng
        if kind == "mobile":
            return r.choice(["0491 570 %03d", "0491 570%03d", "0491570%03d", "+61 491 570 %03d"]) % r.randint(6, 159)
        code = self.area if (self.area and r.random() < 0.8) else r.choice(["02", "03", "07", "08"])
        mid = r.choice(["5550", "7010"])
        return r.choice(["(%s) %s %04d", "%s %s %04d"]) % (code, mid, r.randint(0, 9999))

    def pager(self):
        return "%04d" % self.rng.randint(1000, 9999)

    def mrn(self):
        r = self.rng
        return r.choice([self.digits(7), self.digits(6), "UR" + self.digits(6), self.digits(8)])

    def mrn_label(self):
        return self.rng.choice(["UR", "URN", "MRN", "UR No."])

    def medicare(self):
        r = self.rng
        s = str(r.randint(2, 6)) + self.digits(9)
        return "%s %s %s" % (s[:4], s[4:9], s[9]) + r.choice(["", "", "-%d" % r.randint(1, 5)])

    def natid(self):
        if self.rng.random() < 0.3:
            return ("IHI", "MRN", "8003 60%s %s %s" % (self.digits(2), self.digits(4), self.digits(4)))
        return None

    def healthplan(self, prov=None):
        r = self.rng
        k = r.random()
        if k < 0.7:
            return ("Medicare No.", self.medicare())
        if k < 0.85:
            return ("DVA file no.", r.choice(["N", "V", "Q", "W"]) + r.choice(["X", "SM", ""]) + self.digits(6))
        return ("Health fund member no.", self.digits(8))

    def ssn(self):
        return ("Centrelink CRN", "%s %s %s%s" % (self.digits(3), self.digits(3), self.digits(3), self.letters(1)))

    def account(self):
        r = self.rng
        return r.choice([("Episode", self.digits(8)), ("Visit No.", "V" + self.digits(8)),
                         ("Admission No.", self.digits(9))])

    def staff_license(self, kind, surname="X"):
        r = self.rng
        if kind == "doctor":
            return r.choice([("AHPRA", "MED000" + self.digits(7)), ("Prescriber No.", self.digits(7)),
                             ("Provider No.", self.digits(6) + self.letters(2))])
        if kind == "nurse":
            return ("AHPRA", "NMW000" + self.digits(7))
        if kind == "slt":
            return ("SPA member no.", self.digits(5))
        if kind == "diet":
            return ("APD no.", "DA" + self.digits(5))
        return ("AHPRA", self.letters(3) + "000" + self.digits(7))

    def hosp_name(self, town):
        r = self.rng
        return r.choice(["%s Base Hospital" % town, "%s District Hospital" % town, "Royal %s Hospital" % town,
                         "%s Health Service" % town, "St %s's Private Hospital" % r.choice(pools.SAINTS),
                         "%s Regional Hospital" % town])

    def practice_name(self, town, surname):
        r = self.rng
        return r.choice(["%s Medical Centre" % town, "%s Family Practice" % town, "%s Medical Clinic" % town,
                         "%s Street Surgery" % r.choice(pools.STREET_WORDS), "%s GP Super Clinic" % town])

    vocab = dict(UK.vocab, junior=["intern", "RMO", "JMO", "HMO"], reg="Registrar", postcode="Postcode",
                 slt="SP", slt_long="speech pathologist", vw="Hospital in the Home", dietitian="Dietitian",
                 nok="NOK")


class NZ(UK):
    code = "NZ"
    numeric_styles = ["dmy_slash", "dmy_slash", "dmy_nopad", "dmy_short", "dmy_mon"]
    suffixes = pools.AU_SUFFIX

    def town(self):
        return self.rng.choice(pools.NZ_TOWNS)

    def address(self):
        r = self.rng
        street = self.street_line()
        if r.random() < 0.25:
            street = "%d%s %s" % (r.randint(1, 90), r.choice("ABC"), street.split(" ", 1)[1])
        if r.random() < 0.2:
            street = "Flat %d, %s" % (r.randint(1, 12), street)
        a = {"street": street, "suburb": self.town(), "city": self.town(), "zip": "%04d" % r.randint(110, 9893),
             "country": "New Zealand"}
        if r.random() < 0.25:
            a["region"] = r.choice(pools.NZ_REGIONS)
        if a["suburb"] == a["city"] or r.random() < 0.3:
            a.pop("suburb")
        return a

    def fmt_address(self, a, block=False):
        sep = "\n" if block else ", "
        parts = [M("STREET", a["street"])]
        if a.get("suburb"):
            parts.append(M("CITY", a["suburb"]))
        parts.append("%s %s" % (M("CITY", a["city"]), M("ZIP", a["zip"])))
        if a.get("region"):
            parts.append(M("STATE", a["region"]))
        return sep.join(parts)

    def phone(self, kind="home", area=None):
        r = self.rng
        if kind == "mobile":
            return r.choice(["021 555 01%02d", "027 555 01%02d", "022 555 01%02d", "+64 21 555 01%02d"]) % r.randint(0, 99)
        return r.choice(["(09) 555 01%02d", "09 555 01%02d", "(03) 555 01%02d", "(07) 555 01%02d",
                         "04 555 01%02d", "(06) 555 01%02d"]) % r.randint(0, 99)

    def nhi(self):
        # 3 letters + 4 digits; final character chosen to fail the mod-11 check
        r = self.rng
        AL = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        while True:
            ls = [r.choice(AL) for _ in range(3)]
            ds = [r.randint(0, 9) for _ in range(3)]
            vals = [AL.index(c) + 1 for c in ls] + ds
            tot = sum(v * (7 - i) for i, v in enumerate(vals))
            chk = (11 - tot % 11) % 11
            chk = None if chk == 10 else chk % 10
            bad = [d for d in range(10) if d != chk]
            return "".join(ls) + "".join(map(str, ds)) + str(r.choice(bad))

    def mrn(self):
        return self.nhi()

    def mrn_label(self):
        return self.rng.choice(["NHI", "NHI", "NHI No."])

    def natid(self):
        return None

    def healthplan(self, prov=None):
        r = self.rng
        if r.random() < 0.5:
            return ("Community Services Card", self.digits(4) + " " + self.digits(4) + " " + self.digits(2))
        return ("Insurer member no.", self.digits(8))

    def ssn(self):
        return ("IRD no.", "%s-%s-%s" % (self.digits(3), self.digits(3), self.digits(3)))

    def account(self):
        r = self.rng
        return r.choice([("Event No.", self.digits(9)), ("Encounter", "E" + self.digits(8)),
                         ("Admission ID", self.digits(8))])

    def staff_license(self, kind, surname="X"):
        r = self.rng
        if kind == "doctor":
            return ("MCNZ", str(r.randint(10000, 99999)))
        if kind == "nurse":
            return ("NCNZ", str(r.randint(100000, 999999)))
        return ("APC no.", self.digits(5))

    def hosp_name(self, town):
        r = self.rng
        return r.choice(["%s Hospital" % town, "%s Base Hospital" % town, "%s Community Hospital" % town,
                         "%s Regional Hospital" % town])

    def practice_name(self, town, surname):
        r = self.rng
        return r.choice(["%s Medical Centre" % town, "%s Health Centre" % town, "%s Family Doctors" % town,
                         "%s Hauora Clinic" % town, "%s Road Medical" % r.choice(pools.STREET_WORDS)])

    vocab = dict(UK.vocab, junior=["house officer", "HO", "PGY2", "RMO"], reg="Registrar", postcode="Postcode",
                 cons="SMO", vw="Hospital in the Home", slt="SLT")


LOCALES = {"US": US, "UK": UK, "CA": CA, "AU": AU, "IE": IE, "NZ": NZ}
