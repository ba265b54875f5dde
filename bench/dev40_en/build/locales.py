"""Locale conventions: dates, phone numbers, addresses and identifiers.
All numbers come from fictional or reserved ranges where such ranges exist
(US/CA 555-01xx, UK Ofcom drama ranges, AU ACMA 0491 570 / (02) 5550 ranges,
NHS 999 test numbers, QQ-style NINOs, 9xx SSNs, 0-prefixed SINs, Z NHIs)."""
import datetime as dt
import string

from places import (TOWN_PARTS, US_STATES, CA_PROVINCES, AU_STATES, NZ_REGIONS,
                    UK_COUNTIES, IE_COUNTIES, STREET_WORDS, STREET_SUFFIX, make_town)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]

LOCALES = ["US", "UK", "CA", "AU", "IE", "NZ"]
LOCALE_WEIGHTS = [25, 25, 14, 14, 11, 11]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "m/d/Y":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "m/d/Y-":
        return "%d/%d/%d" % (m, dd, y)
    if style == "m/d/y":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "Y/m/d":
        return "%d/%02d/%02d" % (y, m, dd)
    if style == "Mdy":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "Mdy3":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "d/m/Y":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "d/m/y":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "d/m/Y-":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dMy":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dthMy":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "dMy3":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "d-M-Y":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "d-MU-Y":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    if style == "d.m.Y":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "dMYU":
        return "%02d %s %d" % (dd, MON[m - 1].upper(), y)
    raise ValueError(style)


NUM_STYLES = {
    "US": ["m/d/Y", "m/d/Y", "m/d/Y-", "m/d/y", "iso"],
    "CA": ["iso", "iso", "Y/m/d", "d/m/Y", "d-M-Y", "Mdy3"],
    "UK": ["d/m/Y", "d/m/Y", "d/m/y", "d.m.Y", "d-M-Y", "dMy3"],
    "IE": ["d/m/Y", "d/m/Y", "d-M-Y", "d.m.Y", "d/m/y", "d-MU-Y"],
    "AU": ["d/m/Y", "d/m/Y", "d/m/y", "d.m.Y", "d-M-Y", "dMy3"],
    "NZ": ["d/m/Y", "d/m/Y", "d.m.Y", "d-M-Y", "dMy3"],
}
LONG_STYLES = {
    "US": ["Mdy", "Mdy", "Mdy3"],
    "CA": ["Mdy", "dMy", "Mdy3"],
    "UK": ["dMy", "dMy", "dthMy"],
    "IE": ["dMy", "dthMy"],
    "AU": ["dMy", "dMy", "dMy3"],
    "NZ": ["dMy", "dthMy"],
}


def is_mdy(locale):
    return locale == "US"


def month_year(R, d, locale):
    s = R.random()
    if s < 0.55:
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if s < 0.8:
        return "%s %d" % (MON[d.month - 1], d.year)
    return "%02d/%d" % (d.month, d.year)


def day_month(R, d, locale):
    if locale == "US" or (locale == "CA" and R.random() < 0.5):
        return R.choice(["%s %d" % (MONTHS[d.month - 1], d.day), "%d/%d" % (d.month, d.day),
                         "%s %d" % (MON[d.month - 1], d.day)])
    return R.choice(["%d %s" % (d.day, MONTHS[d.month - 1]), "%d/%d" % (d.day, d.month),
                     "%s %s" % (ordinal(d.day), MONTHS[d.month - 1]),
                     "%d %s" % (d.day, MON[d.month - 1])])


def weekday_date(R, d, locale, year=None):
    wd = WEEKDAYS[d.weekday()]
    w3 = WD3[d.weekday()]
    if year is None:
        year = R.random() < 0.5
    if locale == "US" or (locale == "CA" and R.random() < 0.5):
        opts = ["%s, %s %d" % (wd, MONTHS[d.month - 1], d.day), "%s %d/%d" % (w3, d.month, d.day)]
        if year:
            opts = ["%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                    "%s %d/%d/%d" % (w3, d.month, d.day, d.year)]
    else:
        opts = ["%s %d %s" % (wd, d.day, MONTHS[d.month - 1]), "%s %02d/%02d" % (w3, d.day, d.month),
                "%s %s %s" % (wd, ordinal(d.day), MONTHS[d.month - 1])]
        if year:
            opts = ["%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year),
                    "%s %02d/%02d/%d" % (w3, d.day, d.month, d.year),
                    "%s, %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)]
    return R.choice(opts)


# ---------------------------------------------------------------- phones ---
US_AREAS = {"OH": ["614", "216", "513", "330"], "PA": ["215", "412", "717"],
            "MA": ["617", "508", "413"], "MI": ["313", "616", "517"], "IL": ["312", "217", "773"],
            "MN": ["612", "651", "507"], "OR": ["503", "541"], "WA": ["206", "509", "360"],
            "CO": ["303", "719", "970"], "TX": ["512", "214", "713", "915"],
            "GA": ["404", "706", "912"], "NC": ["919", "704", "336"], "VA": ["804", "757", "540"],
            "WI": ["414", "608", "920"], "TN": ["615", "901", "865"], "AZ": ["602", "520"],
            "MD": ["410", "301"], "MO": ["314", "816", "417"], "IA": ["515", "319"],
            "KY": ["502", "859"], "CT": ["203", "860"], "NJ": ["201", "609", "732"],
            "NY": ["212", "518", "716", "315"], "CA": ["415", "916", "619", "559"],
            "FL": ["305", "407", "813", "904"], "UT": ["801", "435"], "NE": ["402", "308"],
            "VT": ["802"], "ME": ["207"], "NM": ["505", "575"]}
CA_AREAS = {"ON": ["416", "613", "519", "705", "905"], "BC": ["604", "250", "778"],
            "AB": ["403", "780", "587"], "QC": ["514", "418", "819", "450"], "NS": ["902"],
            "MB": ["204"], "SK": ["306"], "NB": ["506"], "NL": ["709"], "PE": ["902"]}
UK_LAND = [("01632", "960", 3), ("020", "7946 0", 3), ("0113", "496 0", 3), ("0114", "496 0", 3),
           ("0115", "496 0", 3), ("0116", "496 0", 3), ("0117", "496 0", 3), ("0118", "496 0", 3),
           ("0121", "496 0", 3), ("0131", "496 0", 3), ("0141", "496 0", 3), ("0151", "496 0", 3),
           ("0161", "496 0", 3), ("0191", "498 0", 3), ("028", "9649 6", 3), ("029", "2018 0", 3)]
AU_LAND = {"NSW": "02", "VIC": "03", "QLD": "07", "SA": "08", "WA": "08", "TAS": "03"}
NZ_LAND = ["09", "03", "04", "06", "07"]
IE_LAND = ["01", "021", "091", "061", "051", "071", "074", "094", "066", "056"]


def _d(R, n):
    return "".join(R.choice(string.digits) for _ in range(n))


def phone(R, locale, kind="land", region=None):
    """kind: land | mobile | any"""
    if kind == "any":
        kind = R.choice(["land", "mobile"])
    if locale in ("US", "CA"):
        areas = (US_AREAS if locale == "US" else CA_AREAS).get(region) or ["555"]
        a = R.choice(areas)
        n = "01%02d" % R.randrange(100)
        st = R.random()
        if st < 0.45:
            return "(%s) 555-%s" % (a, n)
        if st < 0.8:
            return "%s-555-%s" % (a, n)
        if st < 0.92:
            return "%s.555.%s" % (a, n)
        return "+1 %s 555 %s" % (a, n)
    if locale == "UK":
        if kind == "mobile":
            n = "07700 900%03d" % R.randrange(1000)
            if R.random() < 0.1:
                n = "+44 7700 900%03d" % R.randrange(1000)
            return n
        a, mid, k = R.choice(UK_LAND)
        return "%s %s%s" % (a, mid, _d(R, k))
    if locale == "AU":
        if kind == "mobile":
            x = R.randrange(570000, 580000)
            s = "%06d" % x
            if R.random() < 0.12:
                return "+61 491 %s %s" % (s[:3], s[3:])
            return "0491 %s %s" % (s[:3], s[3:])
        code = AU_LAND.get(region, "02")
        pre = R.choice(["5550", "7010"])
        if R.random() < 0.7:
            return "(%s) %s %s" % (code, pre, _d(R, 4))
        return "%s %s %s" % (code, pre, _d(R, 4))
    if locale == "IE":
        if kind == "mobile":
            p = R.choice(["083", "085", "086", "087", "089"])
            if R.random() < 0.12:
                return "+353 %s 555 01%02d" % (p[1:], R.randrange(100))
            return "%s 555 01%02d" % (p, R.randrange(100))
        a = R.choice(IE_LAND)
        if R.random() < 0.6:
            return "(%s) 555 01%02d" % (a, R.randrange(100))
        return "%s 555 01%02d" % (a, R.randrange(100))
    if locale == "NZ":
        if kind == "mobile":
            p = R.choice(["021", "022", "027", "029"])
            if R.random() < 0.12:
                return "+64 %s 555 01%02d" % (p[1:], R.randrange(100))
            return "%s 555 01%02d" % (p, R.randrange(100))
        a = R.choice(NZ_LAND)
        if R.random() < 0.6:
            return "(%s) 555 01%02d" % (a, R.randrange(100))
        return "%s 555 01%02d" % (a, R.randrange(100))
    raise ValueError(locale)


def extension(R, locale):
    n = _d(R, R.choice([4, 4, 5]))
    if locale in ("US", "CA"):
        return R.choice([" ext. %s", " x%s", " ext %s"]) % n
    return R.choice([" ext %s", " ext. %s", " x%s"]) % n


def pager(R, locale):
    if locale in ("US", "CA"):
        return R.choice(["%s-%s" % (_d(R, 1), _d(R, 4)), _d(R, 5), "%s-%s" % (_d(R, 3), _d(R, 4))])
    return _d(R, 4)


# ------------------------------------------------------------- addresses ---
class Address:
    def __init__(self, street, city, state, zip_, country=None, state_full=None):
        self.street = street
        self.city = city
        self.state = state          # as it will be written (abbrev or full)
        self.state_full = state_full
        self.zip = zip_
        self.country = country


def _street_name(R, locale, surnames):
    if R.random() < 0.25:
        w = R.choice(surnames)
        if " " in w or "-" in w or "'" in w:
            w = R.choice(STREET_WORDS)
    else:
        w = R.choice(STREET_WORDS)
    return "%s %s" % (w, R.choice(STREET_SUFFIX[locale]))


def street_line(R, locale, surnames):
    name = _street_name(R, locale, surnames)
    num = R.choice([R.randint(1, 99), R.randint(1, 99), R.randint(100, 9999)])
    if locale == "US":
        base = "%d %s" % (num if num > 9 else num * 101, name)
        if R.random() < 0.15:
            base = "%d %s %s" % (num * 37 % 9000 + 100, R.choice(["N", "S", "E", "W"]), name)
        r = R.random()
        if r < 0.15:
            base += ", Apt %d%s" % (R.randint(1, 40), R.choice(["", "A", "B", "C"]))
        elif r < 0.22:
            base += " #%d" % R.randint(100, 950)
        elif r < 0.27:
            base += ", Unit %d" % R.randint(1, 30)
        return base
    if locale == "UK":
        r = R.random()
        if r < 0.15:
            return "Flat %d, %d %s" % (R.randint(1, 24), R.randint(1, 140), name)
        return "%d %s" % (R.randint(1, 220), name)
    if locale == "IE":
        r = R.random()
        if r < 0.15:
            return "Apt %d, %d %s" % (R.randint(1, 60), R.randint(1, 90), name)
        return "%d %s" % (R.randint(1, 160), name)
    if locale == "AU":
        r = R.random()
        if r < 0.25:
            return "%d/%d %s" % (R.randint(1, 30), R.randint(1, 250), name)
        if r < 0.3:
            return "Unit %d, %d %s" % (R.randint(1, 30), R.randint(1, 250), name)
        return "%d %s" % (R.randint(1, 400), name)
    if locale == "NZ":
        r = R.random()
        if r < 0.25:
            return "%d/%d %s" % (R.randint(1, 12), R.randint(1, 300), name)
        if r < 0.3:
            return "Flat %d, %d %s" % (R.randint(1, 12), R.randint(1, 300), name)
        return "%d%s %s" % (R.randint(1, 300), R.choice(["", "", "", "A", "B"]), name)
    if locale == "CA":
        r = R.random()
        if r < 0.2:
            return "%d-%d %s" % (R.randint(101, 2410), R.randint(10, 999), name)
        if r < 0.28:
            return "%d %s, Apt %d" % (R.randint(10, 999), name, R.randint(1, 40))
        return "%d %s" % (R.randint(10, 9999), name)
    raise ValueError(locale)


_UKL = "ABDEFGHJLNPQRSTUWXYZ"


def uk_postcode(R):
    area = R.choice(["AB", "BN", "CB", "DH", "EX", "GL", "HU", "KT", "LN", "NE", "NR", "OX",
                     "PL", "RG", "SN", "SY", "TA", "TN", "WR", "YO", "LS", "M", "B", "S", "G",
                     "CF", "LL", "SA", "BT", "EH", "DD", "IV", "PH", "CA", "LA", "DE", "ST"])
    return "%s%d %d%s%s" % (area, R.randint(1, 29), R.randint(0, 9), R.choice(_UKL), R.choice(_UKL))


def ca_postcode(R, first):
    L = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (first, R.randint(0, 9), R.choice(L), R.randint(0, 9), R.choice(L),
                              R.randint(0, 9))


_EIR = "ACDEFHKNPRTVWXY0123456789"


def eircode(R):
    rk = R.choice(["V95", "H91", "T12", "D08", "D06", "D15", "A94", "F92", "V94", "X91", "R93",
                   "W91", "N37", "E91", "H65", "F91", "P72", "Y35"])
    return "%s %s" % (rk, "".join(R.choice(_EIR) for _ in range(4)))


def address(R, locale, surnames, region=None):
    st = street_line(R, locale, surnames)
    city = make_town(R, locale)
    if locale == "US":
        full, ab = region or R.choice(US_STATES)
        first = {"CT": 0, "MA": 0, "ME": 0, "NJ": 0, "VT": 0, "NY": 1, "PA": 1, "MD": 2, "NC": 2, "VA": 2, "FL": 3, "GA": 3,
                 "TN": 3, "KY": 4, "MI": 4, "OH": 4, "IA": 5, "MN": 5, "WI": 5, "IL": 6, "MO": 6, "NE": 6, "TX": 7, "AZ": 8,
                 "CO": 8, "NM": 8, "UT": 8, "CA": 9, "OR": 9, "WA": 9}.get(ab, 5)
        z = "%d%04d" % (first, R.randint(1000 if first == 0 else 0, 9950))
        if R.random() < 0.12:
            z += "-%04d" % R.randint(1, 9999)
        return Address(st, city, ab, z, state_full=full)
    if locale == "CA":
        full, ab, letters = region or R.choice(CA_PROVINCES)
        return Address(st, city, ab, ca_postcode(R, R.choice(letters)), state_full=full)
    if locale == "AU":
        full, ab, dig = region or R.choice(AU_STATES)
        return Address(st, city, ab, "%d%03d" % (dig, R.randint(0, 999)), state_full=full)
    if locale == "NZ":
        reg = region or R.choice(NZ_REGIONS)
        return Address(st, city, reg, "%04d" % R.randint(100, 9899), state_full=reg)
    if locale == "UK":
        county = R.choice(UK_COUNTIES) if R.random() < 0.35 else None
        return Address(st, city, county, uk_postcode(R))
    if locale == "IE":
        county = "Co. " + R.choice(IE_COUNTIES)
        return Address(st, city, county, eircode(R) if R.random() < 0.85 else None)
    raise ValueError(locale)


def region_for(R, locale):
    if locale == "US":
        return R.choice(US_STATES)
    if locale == "CA":
        return R.choice(CA_PROVINCES)
    if locale == "AU":
        return R.choice(AU_STATES)
    if locale == "NZ":
        return R.choice(NZ_REGIONS)
    return None


def region_code(locale, region):
    if region is None:
        return None
    if locale in ("US", "CA", "AU"):
        return region[1]
    return None


# ------------------------------------------------------------ identifiers ---
def nhs_number(R):
    while True:
        ds = [9, 9, 9] + [R.randint(0, 9) for _ in range(6)]
        tot = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, ds + [chk]))
        return "%s %s %s" % (s[:3], s[3:6], s[6:])


def nino(R):
    return "%s%s %02d %02d %02d %s" % (R.choice("QDFUV"), R.choice("ABCEHJKLMNPRSTWXYZ"),
                                       R.randint(0, 99), R.randint(0, 99), R.randint(0, 99),
                                       R.choice("ABCD"))


def ssn_us(R):
    return "%03d-%02d-%04d" % (R.randint(900, 999), R.randint(1, 65), R.randint(1, 9999))


def sin_ca(R):
    return "0%02d %03d %03d" % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 999))


def ppsn(R):
    return "%07d%s%s" % (R.randint(0, 9999999), R.choice("ABCDEFGHJKLMNPQRSTVWX"),
                         R.choice(["A", "", "B", "W"]))


def nhi(R):
    return "Z%s%s%04d" % (R.choice("ABCDEFGHJKLMNPQRSTUVWXY"), R.choice("ABCDEFGHJKLMNPQRSTUVWXY"),
                          R.randint(0, 9999))


def medicare_au(R):
    return "%d%03d %05d %d" % (R.randint(2, 6), R.randint(0, 999), R.randint(0, 99999),
                               R.randint(1, 5))


def ohip(R):
    return "%04d-%03d-%03d-%s" % (R.randint(0, 9999), R.randint(0, 999), R.randint(0, 999),
                                  R.choice(["AB", "CK", "XY", "MQ", "TR", "HN"]))


def mrn(R, locale):
    st = R.random()
    if locale == "US":
        return R.choice(["%08d" % R.randint(0, 99999999), "%07d" % R.randint(0, 9999999),
                         "E%07d" % R.randint(0, 9999999), "%03d-%02d-%02d" % (
                             R.randint(0, 999), R.randint(0, 99), R.randint(0, 99))])
    if locale == "UK":
        return R.choice(["%s%06d" % (R.choice("ABCDEFHJKMRTW"), R.randint(0, 999999)),
                         "%s%07d" % (R.choice(["RX", "K", "M", "H"]), R.randint(0, 9999999)),
                         "%08d" % R.randint(0, 99999999)])
    if locale == "IE":
        return R.choice(["%07d" % R.randint(0, 9999999), "%s%06d" % (R.choice("ABCGM"),
                                                                      R.randint(0, 999999))])
    if locale == "AU":
        return R.choice(["%06d" % R.randint(0, 999999), "%07d" % R.randint(0, 9999999),
                         "%s%06d" % (R.choice("MRW"), R.randint(0, 999999))])
    if locale == "NZ":
        return nhi(R)
    if locale == "CA":
        return R.choice(["%07d" % R.randint(0, 9999999), "%s%07d" % (R.choice("MHT"),
                                                                      R.randint(0, 9999999)),
                         "%02d-%06d" % (R.randint(0, 99), R.randint(0, 999999))])
    raise ValueError(locale)


def account_no(R, locale):
    return R.choice(["%04d-%04d" % (R.randint(0, 9999), R.randint(0, 9999)),
                     "%010d" % R.randint(0, 9999999999), "%09d" % R.randint(0, 999999999),
                     "V%08d" % R.randint(0, 99999999), "EP%07d" % R.randint(0, 9999999),
                     "%s%06d" % (R.choice(["ENC", "FIN", "AC"]), R.randint(0, 999999))])


def insurer_member(R):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return R.choice(["%s%s%s%06d" % (R.choice(L), R.choice(L), R.choice(L), R.randint(0, 999999)),
                     "%s%09d" % (R.choice(L), R.randint(0, 999999999)),
                     "%03d-%04d-%02d" % (R.randint(0, 999), R.randint(0, 9999), R.randint(0, 99))])


def medicare_mbi(R):
    L = "ACDEFGHJKMNPQRTUVWXY"
    return "%d%s%s%d-%s%s%d-%s%s%d%d" % (R.randint(1, 9), R.choice(L), R.choice(L + "0123456789"),
                                       R.randint(0, 9), R.choice(L), R.choice(L + "0123456789"),
                                       R.randint(0, 9), R.choice(L), R.choice(L),
                                       R.randint(0, 9), R.randint(0, 9))


def group_no(R):
    return R.choice(["%05d" % R.randint(0, 99999), "GRP-%04d" % R.randint(0, 9999),
                     "%d%s%03d" % (R.randint(1, 9), R.choice("ABCK"), R.randint(0, 999))])


def npi(R):
    return "1%09d" % R.randint(0, 999999999)


def dea(R, last):
    a = R.choice("ABFM")
    b = last[0].upper() if last[0].isalpha() else "X"
    ds = [R.randint(0, 9) for _ in range(6)]
    chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
    return "%s%s%s%d" % (a, b, "".join(map(str, ds)), chk)


def licence(R, locale, last):
    """Return (label, value) for a clinician's licence/registration number."""
    if locale == "US":
        return R.choice([("NPI", npi(R)), ("NPI", npi(R)), ("DEA", dea(R, last)),
                         ("State license", "%s%06d" % (R.choice(["MD", "DO", "RN", "A"]),
                                                        R.randint(0, 999999)))])
    if locale == "UK":
        return R.choice([("GMC", "%07d" % R.randint(2000000, 7999999)),
                         ("GMC No.", "%07d" % R.randint(2000000, 7999999)),
                         ("GMC", "%07d" % R.randint(2000000, 7999999))])
    if locale == "IE":
        return R.choice([("IMC", "%06d" % R.randint(0, 499999)),
                         ("IMC Reg. No.", "%06d" % R.randint(0, 499999))])
    if locale == "AU":
        return R.choice([("AHPRA", "MED%010d" % R.randint(0, 99999999)),
                         ("Prescriber No.", "%07d" % R.randint(0, 9999999)),
                         ("Provider No.", "%06d%s%s" % (R.randint(0, 999999), R.choice("ABCDEF"),
                                                        R.choice("HJKLTWXY")))])
    if locale == "NZ":
        return R.choice([("MCNZ", "%05d" % R.randint(10000, 99999)),
                         ("MCNZ reg", "%05d" % R.randint(10000, 99999))])
    if locale == "CA":
        return R.choice([("CPSO #", "%05d" % R.randint(10000, 129999)),
                         ("CPSBC", "%05d" % R.randint(10000, 49999)),
                         ("Billing #", "%06d" % R.randint(0, 999999))])
    raise ValueError(locale)


def nurse_licence(R, locale):
    if locale == "UK":
        return ("NMC PIN", "%02d%s%04d%s" % (R.randint(0, 99), R.choice("ABCDIHJ"), R.randint(0, 9999),
                                              R.choice("ENSWO")))
    if locale == "IE":
        return ("NMBI PIN", "%06d" % R.randint(0, 999999))
    if locale == "AU":
        return ("AHPRA", "NMW%010d" % R.randint(0, 9999999999))
    if locale == "NZ":
        return ("NCNZ", "%06d" % R.randint(0, 999999))
    if locale == "CA":
        return ("CNO #", "%08d" % R.randint(0, 99999999))
    return ("RN license", "RN%07d" % R.randint(0, 9999999))


def accession(R, year):
    yy = year % 100
    return R.choice(["S%02d-%05d" % (yy, R.randint(1, 99999)), "H%02d/%05d" % (yy, R.randint(1, 99999)),
                     "SP-%02d-%06d" % (yy, R.randint(1, 999999)),
                     "%02dH%06d" % (yy, R.randint(1, 999999)),
                     "CY%02d-%04d" % (yy, R.randint(1, 9999)),
                     "B%02d.%05d" % (yy, R.randint(1, 99999))])


def imaging_acc(R):
    return R.choice(["RAD%08d" % R.randint(0, 99999999), "%s%07d" % (R.choice(["CT", "MR", "NM", "US", "MG"]), R.randint(0, 9999999)),
                     "ACC-%07d" % R.randint(0, 9999999)])


def order_no(R):
    return R.choice(["ORD-%07d" % R.randint(0, 9999999), "%09d" % R.randint(0, 999999999),
                     "RX%06d" % R.randint(0, 999999), "CHE-%05d" % R.randint(0, 99999)])


def device_serial(R, prefix=None):
    L = "ABCDEFGHJKLMNPRSTVWXYZ"
    if prefix is None:
        prefix = "".join(R.choice(L) for _ in range(R.choice([2, 3])))
    return R.choice(["%s%06d" % (prefix, R.randint(0, 999999)),
                     "%s-%05d%s" % (prefix, R.randint(0, 99999), R.choice(L)),
                     "%s%d%s%05d" % (prefix, R.randint(1, 9), R.choice(L), R.randint(0, 99999))])


def vehicle_plate(R, locale):
    L = "ABCDEFGHJKLMNPRSTVWXYZ"
    if locale == "UK":
        return "%s%s%02d %s%s%s" % (R.choice(L), R.choice(L), R.choice([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 65, 66, 67, 68, 69, 70, 71, 72, 73]),
                                    R.choice(L), R.choice(L), R.choice(L))
    if locale == "IE":
        return "%d%s-%s-%d" % (R.choice([151, 162, 171, 182, 191, 201, 212, 221, 231, 241]),
                               "", R.choice(["D", "C", "G", "L", "KY", "MO", "WW", "KE", "MH"]),
                               R.randint(1, 99999))
    if locale == "US":
        return R.choice(["%d%s%s%s%03d" % (R.randint(1, 9), R.choice(L), R.choice(L), R.choice(L), R.randint(0, 999)),
                         "%s%s%s-%04d" % (R.choice(L), R.choice(L), R.choice(L), R.randint(0, 9999))])
    if locale == "CA":
        return "%s%s%s%s %03d" % (R.choice(L), R.choice(L), R.choice(L), R.choice(L), R.randint(0, 999))
    if locale == "AU":
        return R.choice(["%s%s%s%02d%s" % (R.choice(L), R.choice(L), R.choice(L), R.randint(0, 99), R.choice(L)),
                         "%d%s%s%s%03d" % (R.randint(1, 9), R.choice(L), R.choice(L), R.choice(L), R.randint(0, 999))])
    if locale == "NZ":
        return "%s%s%s%03d" % (R.choice(L), R.choice(L), R.choice(L), R.randint(0, 999))
    raise ValueError(locale)


def vin(R):
    C = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(R.choice(C) for _ in range(17))


def ip_addr(R):
    return R.choice(["10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)),
                     "192.168.%d.%d" % (R.randint(0, 255), R.randint(1, 254)),
                     "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254)),
                     "192.0.2.%d" % R.randint(1, 254), "198.51.100.%d" % R.randint(1, 254),
                     "203.0.113.%d" % R.randint(1, 254)])


def bioid(R, kind=None):
    if kind == "fingerprint":
        return "FP-%05d" % R.randint(0, 99999)
    if kind == "palm":
        return R.choice(["PV-%06d" % R.randint(0, 999999), "PALM%06d" % R.randint(0, 999999)])
    if kind == "iris":
        return "IRIS-%s%04d" % (R.choice("ABCDEFGHK"), R.randint(0, 9999))
    if kind == "voice":
        return "VP-%05d" % R.randint(0, 99999)
    return R.choice(["FP-%05d" % R.randint(0, 99999), "PV-%06d" % R.randint(0, 999999),
                     "IRIS-%s%04d" % (R.choice("ABCDEFGHK"), R.randint(0, 9999)),
                     "BIO%07d" % R.randint(0, 9999999), "VP-%05d" % R.randint(0, 99999)])


def date_between(R, a, b):
    span = (b - a).days
    return a + dt.timedelta(days=R.randint(0, span))


# ------------------------------------------------------------ words ---
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_ORD = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
        "twelve": "twelfth"}


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("-" + _ONES[o] if o else "")
    h, r = divmod(n, 100)
    return _ONES[h] + " hundred" + (" and " + num_words(r) if r else "")


def ord_words(n):
    w = num_words(n)
    parts = w.split("-")
    last = parts[-1]
    if last in _ORD:
        last = _ORD[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last = last + "th"
    parts[-1] = last
    return "-".join(parts)


def year_words(y):
    if 2000 <= y < 2010:
        return "two thousand" + (" and " + num_words(y - 2000) if y > 2000 else "")
    hi, lo = divmod(y, 100)
    return num_words(hi) + " " + (num_words(lo) if lo >= 10 else ("oh " + num_words(lo) if lo else "hundred"))


def spoken_date(d, locale):
    if locale == "US":
        return "%s %s, %s" % (MONTHS[d.month - 1], ord_words(d.day), year_words(d.year))
    return "the %s of %s %s" % (ord_words(d.day), MONTHS[d.month - 1], year_words(d.year))
