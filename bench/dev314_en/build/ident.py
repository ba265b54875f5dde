"""Country profiles: date, phone, postcode, address and identifier formats (all fictional)."""
import datetime as dt

from core import R, pick, chance, digits, letters
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK = [w[:3] for w in WEEKDAYS]

US_AREAS = ["216", "330", "503", "541", "412", "610", "512", "713", "404", "706", "313", "616", "612",
            "218", "303", "719", "919", "828", "414", "608", "502", "207", "602", "515", "505", "615",
            "802", "617", "413"]
CA_AREAS = ["416", "613", "519", "705", "604", "250", "403", "780", "902", "204", "506", "306"]
UK_AREAS = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161",
            "01223", "01392", "01482", "01603", "01752", "01632", "01904", "01228", "01743"]
IE_AREAS = ["01", "021", "091", "061", "051", "066", "071", "074", "065", "045", "053", "094"]
AU_AREAS = ["02", "03", "07", "08"]
NZ_AREAS = ["09", "07", "06", "04", "03"]
ZA_AREAS = ["021", "011", "031", "041", "012", "051", "013"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email_domain():
    return pick(["example.org", "example.net", "example.com", "mail.example.org", "health.example.net"])


def private_ip():
    k = R.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (R.randrange(16, 32), R.randrange(256), R.randrange(1, 255))
    return "192.168.%d.%d" % (R.randrange(256), R.randrange(1, 255))


class Country:
    DATE_STYLES = {
        "US": ["num", "num", "short", "med", "iso"],
        "UK": ["num", "num", "med", "dash", "short"],
        "IE": ["num", "num", "med", "dash", "dot"],
        "CA": ["iso", "iso", "med", "dash", "num"],
        "AU": ["num", "num", "short", "med", "dash"],
        "NZ": ["num", "num", "med", "short", "dash"],
        "ZA": ["zanum", "num", "med", "dash", "iso"],
        "SG": ["num", "dash", "med", "dash", "num"],
    }

    def __init__(self, code):
        self.code = code
        self.us = code == "US"
        self.brit = code in ("UK", "IE")
        self.name = PL.COUNTRY_NAMES[code]
        self.dstyle = pick(self.DATE_STYLES[code])
        self.home = self.region()
        self.town_reg = {}

    # ---------------- dates ----------------
    def d(self, x, style=None):
        st = style or self.dstyle
        y, m, dd = x.year, x.month, x.day
        us = self.us or (self.code == "CA" and st in ("med", "long", "wklong"))
        if st == "num":
            if self.us:
                return "%02d/%02d/%d" % (m, dd, y)
            if self.code == "CA":
                return "%d/%02d/%02d" % (y, m, dd)
            return "%02d/%02d/%d" % (dd, m, y)
        if st == "zanum":
            return "%d/%02d/%02d" % (y, m, dd)
        if st == "short":
            if self.us:
                return "%d/%d/%02d" % (m, dd, y % 100)
            if self.code == "CA":
                return "%02d-%s-%02d" % (dd, MON[m - 1], y % 100)
            return "%d/%d/%02d" % (dd, m, y % 100)
        if st == "med":
            return ("%s %d, %d" % (MON[m - 1], dd, y)) if us else ("%d %s %d" % (dd, MON[m - 1], y))
        if st == "long":
            if us:
                return "%s %d, %d" % (MONTHS[m - 1], dd, y)
            if self.brit and chance(0.4):
                return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
            return "%d %s %d" % (dd, MONTHS[m - 1], y)
        if st == "dash":
            return "%02d-%s-%d" % (dd, MON[m - 1], y)
        if st == "DASH":
            return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
        if st == "dot":
            return "%02d.%02d.%02d" % (dd, m, y % 100)
        if st == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if st == "wk":
            return "%s %s" % (WK[x.weekday()], self.d(x, "short" if self.code != "CA" else "iso"))
        if st == "wklong":
            return "%s, %s" % (WEEKDAYS[x.weekday()], self.d(x, "long"))
        if st == "daymon":
            return ("%s %d" % (MON[m - 1], dd)) if self.us else ("%d %s" % (dd, MON[m - 1]))
        if st == "slash_nodate":
            return ("%d/%d" % (m, dd)) if self.us else ("%d/%d" % (dd, m))
        if st == "monthyear":
            return "%s %d" % (MONTHS[m - 1], y)
        if st == "monyy":
            return "%s %d" % (MON[m - 1], y)
        if st == "year":
            return "%d" % y
        if st == "weekday":
            return WEEKDAYS[x.weekday()]
        raise ValueError(st)

    def dl(self, x):
        return self.d(x, "long")

    # ---------------- phones ----------------
    def phone(self, kind="land"):
        c = self.code
        if c in ("US", "CA"):
            a = pick(US_AREAS if c == "US" else CA_AREAS)
            tail = "01%s" % digits(2)
            return pick(["(%s) 555-%s" % (a, tail), "%s-555-%s" % (a, tail), "%s.555.%s" % (a, tail),
                         "(%s) 555-%s" % (a, tail), "+1 %s 555 %s" % (a, tail)])
        if c == "UK":
            if kind == "mobile":
                return pick(["07700 555%s" % digits(3), "07%s 555%s" % (digits(3), digits(3)),
                             "+44 7%s 555 %s" % (digits(3), digits(3))])
            a = pick(UK_AREAS)
            if len(a) == 5:
                return "%s 555%s" % (a, digits(3)) if chance(0.5) else "%s 555 %s" % (a, digits(3))
            return "%s 555 %s" % (a, digits(4))
        if c == "IE":
            if kind == "mobile":
                return pick(["08%s 555 %s" % (pick("3567"), digits(4)), "+353 8%s 555 %s" % (pick("3567"), digits(4))])
            return "%s 555 %s" % (pick(IE_AREAS), digits(4))
        if c == "AU":
            if kind == "mobile":
                return pick(["04%s 555 %s" % (digits(2), digits(3)), "+61 4%s 555 %s" % (digits(2), digits(3))])
            a = pick(AU_AREAS)
            return pick(["(%s) 5550 %s" % (a, digits(4)), "%s 5550 %s" % (a, digits(4))])
        if c == "NZ":
            if kind == "mobile":
                return pick(["02%s 555 %s" % (pick("179"), digits(4)), "+64 2%s 555 %s" % (pick("17"), digits(4))])
            a = pick(NZ_AREAS)
            return pick(["(%s) 555 %s" % (a, digits(4)), "%s-555 %s" % (a, digits(4)), "%s 555 %s" % (a, digits(4))])
        if c == "ZA":
            if kind == "mobile":
                return pick(["08%s 555 %s" % (pick("234"), digits(4)), "+27 8%s 555 %s" % (pick("234"), digits(4))])
            return pick(["%s 555 %s" % (pick(ZA_AREAS), digits(4)), "(%s) 555-%s" % (pick(ZA_AREAS), digits(4))])
        if c == "SG":
            if kind == "mobile":
                return pick(["%s555 %s" % (pick("89"), digits(4)), "+65 %s555 %s" % (pick("89"), digits(4))])
            return pick(["6555 %s" % digits(4), "+65 6555 %s" % digits(4)])
        raise ValueError(c)

    def phone_ext(self):
        base = self.phone()
        return pick([base + " ext %s" % digits(4), base + " x%s" % digits(4), base + " ext. %s" % digits(3)])

    def bleep(self):
        if self.us or self.code == "CA":
            return pick(["555-01%s" % digits(2), "%s-555-01%s" % (pick(US_AREAS if self.us else CA_AREAS), digits(2))])
        return pick(["555%s" % R.randrange(1, 10), "555%s" % digits(2), "%s555" % R.randrange(1, 10)])

    # ---------------- addresses ----------------
    def town(self):
        return pick(PL.TOWNS[self.code])

    def region(self, home=False):
        """(full, abbrev) for states/provinces; county names for UK/IE; None for SG."""
        if home and chance(0.85):
            return self.home
        if self.code in PL.STATES:
            return pick(PL.STATES[self.code])
        if self.code in PL.COUNTIES:
            cty = pick(PL.COUNTIES[self.code])
            return (cty, cty)
        return None

    def postcode(self, region=None):
        c = self.code
        if c == "US":
            z = "%05d" % R.randrange(1001, 99950)
            return z + ("-" + digits(4) if chance(0.15) else "")
        if c == "UK":
            area = pick(["LS", "M", "B", "S", "NG", "BS", "CF", "EH", "G", "L", "YO", "HU", "PL", "EX",
                         "NR", "CB", "OX", "LE", "CV", "DE", "ST", "CA", "SY", "DT", "HR", "LA", "BD", "HX"])
            return "%s%d %d%s" % (area, R.randrange(1, 30), R.randrange(10), letters(2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            rk = pick(["D02", "D04", "D06", "D08", "D12", "D15", "D24", "T12", "T23", "H91", "V94", "X91",
                       "A92", "F92", "P31", "W23", "R95", "V92", "F91", "H53"])
            return "%s %s%s" % (rk, letters(1, "ACDEFHKNPRTVWXY"), letters(3, "ACDEFHKNPRTVWXY0123456789"))
        if c == "CA":
            first = {"ON": "KLMNP", "BC": "V", "AB": "T", "NS": "B", "MB": "R", "NB": "E", "SK": "S"}
            f = pick(first.get(region[1] if region else "ON", "KLMNP"))
            al = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (f, R.randrange(10), letters(1, al), R.randrange(10), letters(1, al), R.randrange(10))
        if c == "AU":
            base = {"NSW": 2, "VIC": 3, "QLD": 4, "SA": 5, "WA": 6, "TAS": 7}
            b = base.get(region[1] if region else "NSW", 2)
            return "%d%s" % (b, digits(3))
        if c in ("NZ", "ZA"):
            return "%04d" % R.randrange(10, 9999)
        if c == "SG":
            return "%02d%s" % (R.randrange(1, 83), digits(4))
        raise ValueError(c)

    def street(self):
        c = self.code
        root = pick(PL.STREET_ROOTS)
        typ = pick(PL.STREET_TYPES[c])
        num = R.randrange(1, 240)
        if c == "SG":
            return "Blk %d %s %s #%02d-%02d" % (R.randrange(100, 990), root, typ, R.randrange(2, 25), R.randrange(1, 120))
        if c == "US" and chance(0.25):
            return "%d %s %s, %s %s" % (num * 10 + R.randrange(10), root, typ, pick(["Apt", "Unit", "#"]), pick(["2B", "14", "3", "110", "5C"]))
        if c == "AU" and chance(0.3):
            return "%d/%d %s %s" % (R.randrange(1, 20), num, root, typ)
        if c == "UK" and chance(0.2):
            return "Flat %d, %d %s %s" % (R.randrange(1, 12), num, root, typ)
        if c == "IE" and chance(0.25):
            return "%d %s %s" % (R.randrange(1, 60), root, pick(["Park", "Lawns", "Grove", "Heights"]))
        if c == "CA" and chance(0.2):
            return "%d-%d %s %s" % (R.randrange(100, 1500), num * 10, root, typ)
        return "%d %s %s" % (num, root, typ)

    def address(self, multiline=False, with_country=False, town=None):
        """Return a piece list for a full postal address."""
        c = self.code
        t = town or self.town()
        if t not in self.town_reg:
            self.town_reg[t] = self.region(home=True)
        reg = self.town_reg[t]
        sep = "\n" if multiline else ", "
        out = [("STREET", self.street()), sep]
        if c == "US":
            out += [("CITY", t), ", ", ("STATE", reg[1] if chance(0.85) else reg[0]), " ", ("ZIP", self.postcode(reg))]
        elif c == "CA":
            out += [("CITY", t), ", ", ("STATE", reg[1] if chance(0.7) else reg[0]), "  " if chance(0.5) else " ",
                    ("ZIP", self.postcode(reg))]
        elif c == "UK":
            out += [("CITY", t), sep]
            if chance(0.6):
                out += [("CITY", reg[0]), sep]
            out += [("ZIP", self.postcode())]
        elif c == "IE":
            out += [("CITY", t), sep, "Co. ", ("CITY", reg[0])]
            if chance(0.8):
                out += [sep, ("ZIP", self.postcode())]
        elif c == "AU":
            out += [("CITY", t.upper() if chance(0.4) else t), " ", ("STATE", reg[1]), " ", ("ZIP", self.postcode(reg))]
        elif c == "NZ":
            if chance(0.35):
                out += [("CITY", pick(["Pohutukawa Heights", "Totara Vale", "Kahikatea Park", "Rimu Grove", "Harakeke Flats"])), sep]
            out += [("CITY", t), " ", ("ZIP", self.postcode())]
        elif c == "ZA":
            out += [("CITY", t), sep]
            if chance(0.6):
                out += [("STATE", reg[0]), sep]
            out += [("ZIP", self.postcode())]
        elif c == "SG":
            out += [("CITY", "Singapore"), " ", ("ZIP", self.postcode())]
        if with_country:
            out += [sep, ("COUNTRY", self.name)]
        return out

    # ---------------- identifiers ----------------
    def mrn(self):
        c = self.code
        if c == "US":
            return ("MRN", pick([digits(8), "%s-%s" % (digits(3), digits(5)), "E" + digits(7)]))
        if c == "UK":
            return (pick(["Hosp No", "Hospital No.", "RTX", "MRN"]), pick([letters(1) + digits(7), "RX" + digits(6), digits(8)]))
        if c == "IE":
            return (pick(["MRN", "Chart No.", "Hospital No"]), pick([digits(7), "0" + digits(6)]))
        if c == "CA":
            return (pick(["MRN", "Chart #", "Hosp #"]), pick([digits(7), "%s-%s" % (digits(2), digits(6))]))
        if c == "AU":
            return (pick(["URN", "UR No.", "MRN"]), pick([digits(7), digits(6)]))
        if c == "NZ":
            return (pick(["Hospital No.", "Patient No.", "MRN"]), pick([digits(7), "P" + digits(6)]))
        if c == "ZA":
            return (pick(["Hospital No.", "Folder No.", "MRN"]), pick([digits(8), "%s/%s" % (digits(6), digits(2))]))
        return ("MRN", pick(["%s%s" % (letters(2), digits(7)), digits(9)]))

    def hplan(self):
        c = self.code
        if c == "US":
            return (pick(["Member ID", "Ins ID", "Subscriber #", "Policy #"]), pick([letters(3) + digits(6), "W" + digits(9), digits(3) + letters(2) + digits(5)]))
        if c == "UK":
            return ("NHS No", "%s %s %s" % (digits(3), digits(3), digits(4)))
        if c == "IE":
            return pick([("Medical Card No.", digits(7) + letters(1)), ("IHI", digits(9)), ("Policy No.", letters(2) + digits(7))])
        if c == "CA":
            if chance(0.6):
                return ("OHIP", "%s-%s-%s-%s" % (digits(4), digits(3), digits(3), letters(2)))
            return ("PHN", "9%s %s %s" % (digits(3), digits(3), digits(3)))
        if c == "AU":
            return ("Medicare", "%d%s %s %d" % (R.randrange(2, 7), digits(3), digits(5), R.randrange(1, 10)))
        if c == "NZ":
            return ("NHI", letters(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(4))
        if c == "ZA":
            return (pick(["Medical Aid No.", "Scheme No.", "Member No."]), digits(9))
        return (pick(["Policy No.", "Insurance ID"]), "%s-%s-%s" % (letters(3), digits(4), digits(4)))

    def ssn(self, dob):
        c = self.code
        if c == "US":
            return ("SSN", "9%s-%s-%s" % (digits(2), digits(2), digits(4)))
        if c == "CA":
            return ("SIN", "9%s %s %s" % (digits(2), digits(3), digits(3)))
        if c == "IE":
            return ("PPSN", "9%s%s" % (digits(6), letters(pick([1, 2]), "ABCDEFGHJKLMNPRTW")))
        if c == "AU":
            return ("TFN", "9%s %s %s" % (digits(2), digits(3), digits(3)))
        if c == "NZ":
            return ("IRD", "9%s-%s-%s" % (digits(1), digits(3), digits(3)))
        if c == "ZA" and 1990 <= dob.year <= 1999:
            return ("ID No.", "%02d%02d%02d%s" % (dob.year % 100, dob.month, dob.day, digits(7)))
        return None

    def lic_doctor(self):
        c = self.code
        if c == "US":
            return pick([("NPI", "1" + digits(9)), ("DEA", letters(2) + digits(7)), ("Lic #", "MD" + digits(6))])
        if c == "UK":
            return ("GMC", digits(7))
        if c == "IE":
            return ("IMC No.", digits(6))
        if c == "CA":
            return (pick(["CPSO #", "CPSBC #", "Reg #"]), digits(5))
        if c == "AU":
            return pick([("AHPRA", "MED000" + digits(7)), ("Provider No.", digits(6) + letters(2, "ABCDEFHJKLTWXY"))])
        if c == "NZ":
            return ("MCNZ", digits(5))
        if c == "ZA":
            return ("HPCSA", "MP " + digits(7))
        return ("MCR", "M%s%s" % (digits(5), letters(1)))

    def lic_therapist(self):
        c = self.code
        if c == "US":
            return pick([("NPI", "1" + digits(9)), ("OTR/L Lic", "OT" + digits(5))])
        if c == "UK":
            return ("HCPC", pick(["OT", "PH"]) + digits(5))
        if c == "IE":
            return ("CORU", pick(["OT", "PT"]) + "0" + digits(5))
        if c == "CA":
            return (pick(["COTO Reg", "CPO Reg"]), "G" + digits(5))
        if c == "AU":
            return ("AHPRA", pick(["OCC000", "PHY000"]) + digits(7))
        if c == "NZ":
            return ("OTBNZ", digits(4))
        if c == "ZA":
            return ("HPCSA", pick(["OT ", "PT "]) + digits(7))
        return ("AHPC", "OT" + digits(5))

    def lic_driver(self):
        c = self.code
        if c == "US":
            return "%s%s-%s-%s" % (letters(1), digits(3), digits(4), digits(4))
        if c == "UK":
            return "%s%s%s" % (letters(5), digits(6), letters(2) + digits(3))
        if c == "IE":
            return digits(9)
        if c == "CA":
            return "%s%s-%s-%s" % (letters(1), digits(4), digits(5), digits(5))
        if c == "AU":
            return digits(8)
        if c == "NZ":
            return letters(2) + digits(6)
        if c == "ZA":
            return digits(10) + letters(2)
        return "S" + digits(7) + letters(1)

    def account(self):
        return pick(["%s-%s" % (digits(4), digits(4)), "V" + digits(8), digits(8), digits(10),
                     "ENC-%s" % digits(7), "%s%s" % (letters(2), digits(8))])

    def plate(self):
        c = self.code
        if c == "US":
            return pick(["%d%s%s" % (R.randrange(1, 10), letters(3), digits(3)), "%s-%s" % (letters(3), digits(4))])
        if c == "UK":
            return "%s%02d %s" % (letters(2), R.randrange(10, 74), letters(3))
        if c == "IE":
            return "%s-%s-%s" % (pick(["191", "202", "221", "232", "162", "182"]), pick(["D", "C", "G", "L", "KY", "WX", "MO"]), digits(R.randrange(3, 6)))
        if c == "CA":
            return pick(["%s %s" % (letters(4), digits(3)), "%s%s" % (letters(3), digits(3))])
        if c == "AU":
            return pick(["%s-%s" % (letters(3), digits(3)), "%d%s%d%s" % (R.randrange(1, 10), letters(2), R.randrange(10), letters(2))])
        if c == "NZ":
            return letters(3) + digits(3)
        if c == "ZA":
            return pick(["CA %s-%s" % (digits(3), digits(3)), "%s %s GP" % (letters(2), digits(2) + letters(2)), "ND %s" % digits(6)])
        return "S%s%s%s" % (letters(2), digits(4), letters(1))

    def vin(self):
        return letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + letters(14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def rand_date(start, end):
    span = (end - start).days
    return start + dt.timedelta(days=R.randrange(span + 1))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def weekday_shift(d, n):
    """n working days after d (skip weekends)."""
    x = d
    k = 0
    while k < n:
        x = x + dt.timedelta(days=1)
        if x.weekday() < 5:
            k += 1
    return x


HOLIDAYS = {
    "US": [("Thanksgiving", 11, 23), ("the Fourth of July", 7, 4), ("Labor Day", 9, 2), ("Christmas Eve", 12, 24)],
    "UK": [("Boxing Day", 12, 26), ("Bonfire Night", 11, 5), ("Easter Monday", 4, 1), ("New Year's Eve", 12, 31)],
    "IE": [("St Patrick's Day", 3, 17), ("Stephen's Day", 12, 26), ("Christmas Day", 12, 25), ("the June bank holiday", 6, 3)],
    "CA": [("Canada Day", 7, 1), ("Boxing Day", 12, 26), ("Victoria Day", 5, 20), ("Thanksgiving", 10, 14)],
    "AU": [("Anzac Day", 4, 25), ("Australia Day", 1, 26), ("Boxing Day", 12, 26), ("New Year's Day", 1, 1)],
    "NZ": [("Waitangi Day", 2, 6), ("Anzac Day", 4, 25), ("Guy Fawkes night", 11, 5), ("Boxing Day", 12, 26)],
    "ZA": [("Heritage Day", 9, 24), ("Freedom Day", 4, 27), ("Christmas Day", 12, 25), ("Youth Day", 6, 16)],
    "SG": [("Chinese New Year", 2, 10), ("Deepavali", 10, 31), ("Hari Raya Puasa", 4, 10), ("National Day", 8, 9)],
}
