"""Country formats (dates, phones, addresses, identifiers) and people."""
import datetime as dt

import pools_names as PN
import pools_places as PP

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "United States",
                "CA": "Canada", "AU": "Australia", "NZ": "New Zealand",
                "ZA": "South Africa", "SG": "Singapore"}

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
             "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
             "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety"]


def words(n):
    if n < 20:
        return NUM_WORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("-" + NUM_WORDS[u] if u else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def D(s):
    return (s, "DATE")


def fmt_date(d, style):
    dd, mm, yy = d.day, d.month, d.year
    mon, month, wd = MON[mm - 1][:3], MON[mm - 1], WD[d.weekday()]
    if style == "dmy":
        return "%02d/%02d/%04d" % (dd, mm, yy)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (dd, mm, yy % 100)
    if style == "dmy1":
        return "%d/%d/%04d" % (dd, mm, yy)
    if style == "dmon":
        return "%d %s %d" % (dd, mon, yy)
    if style == "dmonth":
        return "%d %s %d" % (dd, month, yy)
    if style == "dmonh":
        return "%02d-%s-%d" % (dd, mon, yy)
    if style == "dmonh2":
        return "%02d-%s-%02d" % (dd, mon.upper(), yy % 100)
    if style == "dmyd":
        return "%02d.%02d.%04d" % (dd, mm, yy)
    if style == "dm":
        return "%02d/%02d" % (dd, mm)
    if style == "dmonshort":
        return "%d %s" % (dd, mon)
    if style == "wdm":
        return "%s %02d/%02d" % (wd[:3], dd, mm)
    if style == "wdmonth":
        return "%s %d %s" % (wd, dd, month)
    if style == "wdfull":
        return "%s %d %s %d" % (wd, dd, month, yy)
    if style == "mdy":
        return "%02d/%02d/%04d" % (mm, dd, yy)
    if style == "mdy1":
        return "%d/%d/%04d" % (mm, dd, yy)
    if style == "mdy2":
        return "%d/%d/%02d" % (mm, dd, yy % 100)
    if style == "monthdy":
        return "%s %d, %d" % (month, dd, yy)
    if style == "mondy":
        return "%s %d, %d" % (mon, dd, yy)
    if style == "mond":
        return "%s %d" % (mon, dd)
    if style == "md":
        return "%d/%d" % (mm, dd)
    if style == "wdmd":
        return "%s %d/%d" % (wd[:3], mm, dd)
    if style == "wdus":
        return "%s, %s %d, %d" % (wd, month, dd, yy)
    if style == "iso":
        return "%04d-%02d-%02d" % (yy, mm, dd)
    if style == "compact":
        return "%04d%02d%02d" % (yy, mm, dd)
    if style == "monyy":
        return "%s %d" % (month, yy)
    if style == "year":
        return "%d" % yy
    raise ValueError(style)


DATE_STYLES = {
    "UK": (["dmy", "dmy", "dmon", "dmy2", "dmonh", "dmyd"], ["dm", "dmonshort", "wdm"],
           ["dmonth", "wdfull"]),
    "IE": (["dmy", "dmon", "dmy2", "dmonh"], ["dm", "dmonshort", "wdm"],
           ["dmonth", "wdfull"]),
    "AU": (["dmy", "dmy1", "dmon", "dmy2"], ["dm", "dmonshort", "wdm"],
           ["dmonth", "wdfull"]),
    "NZ": (["dmy", "dmy1", "dmon", "dmonh"], ["dm", "dmonshort", "wdm"],
           ["dmonth", "wdfull"]),
    "ZA": (["dmy", "iso", "dmon"], ["dm", "dmonshort"], ["dmonth", "wdfull"]),
    "SG": (["dmy", "dmonh", "dmon"], ["dm", "dmonshort"], ["dmonth"]),
    "US": (["mdy", "mdy1", "mdy2", "mondy"], ["md", "mond", "wdmd"],
           ["monthdy", "wdus"]),
    "CA": (["iso", "dmon", "mondy", "iso"], ["mond", "dmonshort"], ["monthdy", "dmonth"]),
}


def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(k))


# ---------------------------------------------------------------- phones
def phone(rng, country, kind="land"):
    r = rng.random()
    if country == "UK":
        if kind == "mob":
            return "07%s %s" % (digits(rng, 3), "555" + digits(rng, 3)) if r < 0.6 else \
                "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        if kind == "switch":
            return "0300 555 %s" % digits(rng, 4)
        return "01%s %s" % (digits(rng, 3), "555" + digits(rng, 3)) if r < 0.7 else \
            "01%s 555 %s" % (digits(rng, 2), digits(rng, 4))
    if country == "IE":
        if kind == "mob":
            return "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4)) if r < 0.8 else \
                "+353 8%s 555 %s" % (rng.choice("3567"), digits(rng, 4))
        return "0%s 555 %s" % (rng.choice(["21", "61", "91", "1", "66", "71", "74", "51"]),
                               digits(rng, 4))
    if country in ("US", "CA"):
        area = rng.choice(["617", "508", "216", "614", "412", "503", "612", "404", "919",
                           "313", "303", "414", "207", "804"] if country == "US" else
                          ["416", "613", "604", "403", "902", "204", "514", "306", "506",
                           "709", "905", "250"])
        tail = "01" + digits(rng, 2)
        if r < 0.45:
            return "(%s) 555-%s" % (area, tail)
        if r < 0.85:
            return "%s-555-%s" % (area, tail)
        return "%s.555.%s" % (area, tail)
    if country == "AU":
        if kind == "mob":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "(0%s) 5550 %s" % (rng.choice("2378"), digits(rng, 4)) if r < 0.6 else \
            "0%s 5550 %s" % (rng.choice("2378"), digits(rng, 4))
    if country == "NZ":
        if kind == "mob":
            return "02%s 555 %s" % (rng.choice("1279"), digits(rng, 4))
        return "0%s 555 %s" % (rng.choice("34679"), digits(rng, 4)) if r < 0.6 else \
            "(0%s) 555 %s" % (rng.choice("34679"), digits(rng, 4))
    if country == "ZA":
        if kind == "mob":
            return "0%s 555 %s" % (rng.choice(["82", "83", "72", "79", "61"]), digits(rng, 4))
        return "0%s 555 %s" % (rng.choice(["21", "11", "31", "41", "51"]), digits(rng, 4))
    if country == "SG":
        if kind == "mob":
            return "%s555 %s" % (rng.choice("89"), digits(rng, 4))
        return "6555 %s" % digits(rng, 4) if r < 0.7 else "+65 6555 %s" % digits(rng, 4)
    raise ValueError(country)


def bleep(rng):
    return rng.choice(["555" + digits(rng, 1), digits(rng, 1) + "555", "555" + digits(rng, 2)])


def ext(rng):
    return rng.choice(["555" + digits(rng, 1), "5" + "555" + digits(rng, 1),
                       digits(rng, 1) + "555"])


# ---------------------------------------------------------------- addresses
def uk_postcode(rng):
    out = letters(rng, rng.choice([1, 2]), "ABCDEFGHKLMNOPRSTWY") + str(rng.randint(1, 29))
    return "%s %d%s" % (out, rng.randint(0, 9), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def street_line(rng, country):
    word = rng.choice(PP.STREET_WORDS)
    typ = rng.choice(PP.STREET_TYPES[country])
    num = rng.randint(1, 240) if country not in ("US",) else rng.randint(12, 9800)
    base = "%d %s %s" % (num, word, typ)
    r = rng.random()
    if country == "UK":
        if r < 0.15:
            return "Flat %d, %s" % (rng.randint(1, 24), base)
        if r < 0.22:
            return "%s, %s %s" % (rng.choice(PP.HOUSE_NAMES), word, typ)
    elif country == "IE":
        if r < 0.25:
            return "%s, %s %s" % (rng.choice(PP.HOUSE_NAMES), word, typ)
        if r < 0.35:
            return "Apt %d, %s" % (rng.randint(1, 60), base)
    elif country == "US":
        if r < 0.3:
            return "%s, %s" % (base, rng.choice(["Apt %d%s" % (rng.randint(1, 9), rng.choice("ABCD")),
                                                   "Unit %d" % rng.randint(1, 40),
                                                   "#%d" % rng.randint(100, 999)]))
    elif country == "CA":
        if r < 0.25:
            return "%d-%s" % (rng.randint(101, 1808), base)
    elif country in ("AU", "NZ"):
        if r < 0.25:
            return "%d/%s" % (rng.randint(1, 12), base)
        if country == "AU" and r < 0.32:
            return "Unit %d, %s" % (rng.randint(1, 20), base)
    elif country == "SG":
        return "Blk %d %s %s %d, #%02d-%03d" % (rng.randint(101, 899), rng.choice(PP.SG_ESTATES),
                                                rng.choice(PP.STREET_TYPES["SG"]),
                                                rng.randint(1, 9), rng.randint(2, 25),
                                                rng.randint(10, 480))
    return base


def town(rng, country, region=None):
    if country == "UK" and region in ("SCOT", "WAL"):
        return rng.choice(PP.TOWNS[region])
    return rng.choice(PP.TOWNS[country])


class Address:
    def __init__(self, rng, country, region=None):
        self.country = country
        self.street = street_line(rng, country)
        self.city = town(rng, country, region)
        self.suburb = None
        self.state = None
        self.state_full = None
        self.zip = None
        self.county = None
        if country == "UK":
            self.zip = uk_postcode(rng)
        elif country == "IE":
            self.county = "Co. " + rng.choice(PP.IE_COUNTIES)
            self.zip = "%s%02d %s" % (rng.choice("ACDEFHKNPRTVWXY"), rng.randint(12, 99),
                                      letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) +
                                      letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1))
        elif country == "US":
            self.state_full, self.state = rng.choice(PP.STATES["US"])
            self.zip = digits(rng, 5)
        elif country == "CA":
            self.state_full, self.state = rng.choice(PP.STATES["CA"])
            L = "ABCEGHJKLMNPRSTVXY"
            self.zip = "%s%d%s %d%s%d" % (rng.choice(L), rng.randint(0, 9), rng.choice(L),
                                          rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
        elif country == "AU":
            self.state_full, self.state = rng.choice(PP.STATES["AU"])
            self.zip = str(rng.randint(2000, 7999))
        elif country == "NZ":
            self.state_full = rng.choice(PP.STATES["NZ"])[0]
            self.zip = "%04d" % rng.randint(110, 9893)
            if rng.random() < 0.4:
                self.suburb = rng.choice(PP.TOWNS["NZ"])
        elif country == "ZA":
            self.state_full, self.state = rng.choice(PP.STATES["ZA"])
            self.zip = "%04d" % rng.randint(1, 9999)
            if rng.random() < 0.5:
                self.suburb = rng.choice(PP.TOWNS["ZA"])
        elif country == "SG":
            self.zip = digits(rng, 6)

    def pieces(self, sep=", ", full_state=False, with_country=False):
        out = [(self.street, "STREET")]
        if self.suburb and self.suburb != self.city:
            out += [sep, (self.suburb, "CITY")]
        out += [sep, (self.city, "CITY")]
        c = self.country
        if c == "IE":
            if self.county:
                out += [sep, (self.county, "CITY")]
            out += [sep, (self.zip, "ZIP")]
        elif c in ("US", "CA", "AU"):
            st = self.state_full if full_state else self.state
            out += [(", " if c != "AU" else " "),
                    (st, "STATE"), (" " if c != "CA" else "  "), (self.zip, "ZIP")]
        elif c == "NZ":
            if full_state:
                out += [sep, (self.state_full, "STATE")]
            out += [" ", (self.zip, "ZIP")]
        elif c == "ZA":
            out += [sep, (self.state_full, "STATE"), sep, (self.zip, "ZIP")]
        elif c == "SG":
            out += [" ", (self.zip, "ZIP")]
        else:
            out += [sep, (self.zip, "ZIP")]
        if with_country:
            out += [sep, (COUNTRY_NAME[c] if c != "UK" else "UK", "COUNTRY")]
        return out


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, mid, last, typ, sex="U", title=""):
        self.first, self.mid, self.last, self.typ = first, mid, last, typ
        self.sex, self.title = sex, title

    def _t(self, s):
        return (s, self.typ)

    def full(self):
        return self._t("%s %s" % (self.first, self.last))

    def fullm(self):
        if self.mid:
            return self._t("%s %s. %s" % (self.first, self.mid, self.last))
        return self.full()

    def ln(self):
        return self._t(self.last)

    def fn(self):
        return self._t(self.first)

    def caps(self):
        return self._t("%s, %s" % (self.last.upper(), self.first))

    def caps_all(self):
        m = (" " + self.mid) if self.mid else ""
        return self._t("%s, %s%s" % (self.last.upper(), self.first.upper(), m))

    def lf(self):
        return self._t("%s, %s" % (self.last, self.first))

    def ini(self):
        return self._t("%s.%s." % (self.first[0], self.last[0]))

    def ini2(self):
        return self._t("%s%s" % (self.first[0], self.last[0]))

    def lowini(self):
        return self._t(("%s%s" % (self.first[0], self.last[0])).lower())

    def iln(self):
        return self._t("%s. %s" % (self.first[0], self.last))

    def lni(self):
        return self._t("%s %s" % (self.last, self.first[0]))

    def fi(self):
        return self._t("%s %s." % (self.first, self.last[0]))

    def user(self, rng):
        base = (self.first[0] + self.last.replace(" ", "").replace("'", "").replace("-", "")).lower()
        base = base.replace("ō", "o").replace("ū", "u").replace("ā", "a")
        r = rng.random()
        if r < 0.4:
            return (base[:8] + str(rng.randint(1, 9)), "USERNAME")
        if r < 0.7:
            return (base[:10], "USERNAME")
        return ((self.first + "." + self.last).lower().replace(" ", "").replace("'", "")[:16],
                "USERNAME")

    def email_local(self):
        s = (self.first[0] + "." + self.last).lower()
        for a, b in ((" ", ""), ("'", ""), ("ō", "o"), ("ū", "u"), ("ā", "a"), ("í", "i")):
            s = s.replace(a, b)
        return s


def make_person(rng, country, typ, sex=None):
    sex = sex or rng.choice("FM")
    first, mid, last, g = PN.person_name(rng, country, sex)
    p = Person(first, mid, last, typ, sex)
    p.group = g
    return p


def title_for(rng, p):
    if p.sex == "M":
        return "Mr"
    return rng.choice(["Mrs", "Ms", "Ms", "Miss", "Mrs"])


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        d[0] = rng.choice([4, 6, 9])
        s = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - s % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            d.append(chk)
            t = "".join(map(str, d))
            return "%s %s %s" % (t[:3], t[3:6], t[6:])


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.75:
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), letters(rng, 1, "ABCDEFGHKLMNPRSTW") +
                          rng.choice(["", "A", "H", "W"]))
    raise ValueError(country)


def licence(rng, country, kind="doc"):
    """Registration/licence number of a clinician (LICENSE)."""
    if country == "UK":
        if kind == "nurse":
            return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1, "ABCDEFGHIJKLY"), digits(rng, 4),
                                 letters(rng, 1, "EOAW"))
        if kind == "pharm":
            return "2%s" % digits(rng, 6)
        return str(rng.randint(4000000, 7999999))
    if country == "IE":
        return "%06d" % rng.randint(1000, 430000) if kind == "doc" else str(rng.randint(100000, 199999))
    if country == "US":
        if kind == "dea":
            return "%s%s%s" % (rng.choice("ABFM"), letters(rng, 1), digits(rng, 7))
        if kind == "npi":
            return "1" + digits(rng, 9)
        pre = {"doc": "MD", "nurse": rng.choice(["RN", "NP"]), "pharm": "RPH"}.get(kind, "MD")
        return "%s%s" % (pre, digits(rng, 5))
    if country == "CA":
        return str(rng.randint(50000, 129999))
    if country == "AU":
        pre = {"doc": "MED", "nurse": "NMW", "pharm": "PHA"}.get(kind, "MED")
        return pre + "000" + digits(rng, 7)
    if country == "NZ":
        return str(rng.randint(10000, 99999))
    if country == "ZA":
        pre = {"doc": "MP", "nurse": "RN", "pharm": "PS"}.get(kind, "MP")
        return "%s %07d" % (pre, rng.randint(1, 999999))
    if country == "SG":
        return "M%05d%s" % (rng.randint(1, 99999), letters(rng, 1))
    raise ValueError(country)


LICENCE_LABEL = {
    "UK": {"doc": "GMC", "nurse": "NMC PIN", "pharm": "GPhC"},
    "IE": {"doc": "IMC", "nurse": "NMBI PIN", "pharm": "PSI"},
    "US": {"doc": "Lic", "nurse": "Lic", "pharm": "Lic", "npi": "NPI", "dea": "DEA"},
    "CA": {"doc": "CPSO #", "nurse": "Reg #", "pharm": "Reg #"},
    "AU": {"doc": "AHPRA", "nurse": "AHPRA", "pharm": "AHPRA"},
    "NZ": {"doc": "MCNZ", "nurse": "NCNZ", "pharm": "PCNZ"},
    "ZA": {"doc": "HPCSA", "nurse": "SANC", "pharm": "SAPC"},
    "SG": {"doc": "MCR", "nurse": "SNB", "pharm": "SPC"},
}


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.randint(10, 74),
                              letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if country == "IE":
        return "%d-%s-%d" % (rng.choice([141, 152, 161, 182, 191, 201, 212, 231, 232, 241]),
                             rng.choice(["D", "C", "G", "L", "KY", "WX", "MO", "DL", "T", "MH"]),
                             rng.randint(100, 39999))
    if country == "US":
        return "%d%s%03d" % (rng.randint(1, 9), letters(rng, 3), rng.randint(0, 999))
    if country == "CA":
        return "%s %03d" % (letters(rng, 4), rng.randint(0, 999))
    if country == "AU":
        return "%d%s %03d" % (rng.randint(1, 9), letters(rng, 2), rng.randint(0, 999))
    if country == "NZ":
        return "%s%03d" % (letters(rng, 3), rng.randint(0, 999))
    if country == "ZA":
        return "%s %s %s GP" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))
    return "S%s%04d%s" % (letters(rng, 2), rng.randint(1, 9999), letters(rng, 1))


def vin(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 2) + \
        letters(rng, 4, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + digits(rng, 8)


def private_ip(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if r < 0.75:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
