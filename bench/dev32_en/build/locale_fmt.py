"""Locale conventions: dates, phone numbers, postcodes and identifiers.

All phone numbers come from fictional / drama ranges or the 555-01xx block;
all identifiers are random strings shaped like the real formats.
"""
import datetime as _dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
WKD = [w[:3] for w in WEEKDAYS]

LOCALES = ["US", "UK", "CA", "AU", "IE", "NZ"]


def _ord(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    if style == "us_num":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_num1":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "us_abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "us_abbrdot":
        return "%s. %d, %d" % (MON[m - 1], dd, y) if m != 5 else "May %d, %d" % (dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "gb_num":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "gb_num1":
        return "%d/%d/%04d" % (dd, m, y)
    if style == "gb_short":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "gb_short1":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "gb_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "gb_dot2":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "gb_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "gb_ord":
        return "%s %s %d" % (_ord(dd), MONTHS[m - 1], y)
    if style == "gb_abbr":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "gb_dash":
        return "%02d-%s-%04d" % (dd, MON[m - 1], y)
    if style == "gb_dashup":
        return "%02d-%s-%04d" % (dd, MON[m - 1].upper(), y)
    if style == "gb_dash2":
        return "%02d-%s-%02d" % (dd, MON[m - 1], y % 100)
    if style == "wk_gb_long":
        return "%s %d %s %d" % (WEEKDAYS[wd], dd, MONTHS[m - 1], y)
    if style == "wk_gb_ord":
        return "%s %s %s" % (WEEKDAYS[wd], _ord(dd), MONTHS[m - 1])
    if style == "wk_us_long":
        return "%s, %s %d, %d" % (WEEKDAYS[wd], MONTHS[m - 1], dd, y)
    if style == "wk_us_short":
        return "%s %d/%d" % (WKD[wd], m, dd)
    if style == "wk_gb_short":
        return "%s %d/%d" % (WKD[wd], dd, m)
    if style == "wk_iso":
        return "%s %04d-%02d-%02d" % (WKD[wd], y, m, dd)
    if style == "weekday":
        return WEEKDAYS[wd]
    if style == "mon_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_abbr_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "mm_yyyy":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "month":
        return MONTHS[m - 1]
    if style == "us_md":
        return "%d/%d" % (m, dd)
    if style == "gb_dm":
        return "%d/%d" % (dd, m)
    if style == "gb_dmon":
        return "%d %s" % (dd, MON[m - 1])
    if style == "us_mond":
        return "%s %d" % (MON[m - 1], dd)
    if style == "gb_ddmm":
        return "%02d/%02d" % (dd, m)
    raise ValueError(style)


# main prose styles, header styles, table styles
DATE_STYLES = {
    "US": (["us_num", "us_num1", "us_long", "us_abbr", "us_short", "us_abbrdot"],
           ["us_num", "us_num1"], ["us_md", "us_num1", "us_short", "us_num"]),
    "CA": (["iso", "us_long", "gb_dash", "us_abbr", "gb_long"],
           ["iso", "gb_dash", "gb_dashup"], ["iso", "gb_dash2", "gb_dmon"]),
    "UK": (["gb_num", "gb_long", "gb_ord", "gb_abbr", "gb_dash", "gb_dot"],
           ["gb_num", "gb_dash", "gb_num"], ["gb_dm", "gb_short", "gb_num", "gb_ddmm"]),
    "IE": (["gb_num", "gb_long", "gb_ord", "gb_abbr", "gb_dot"],
           ["gb_num", "gb_dot"], ["gb_dm", "gb_short", "gb_num", "gb_dot2"]),
    "AU": (["gb_num", "gb_long", "gb_dash", "gb_num1", "gb_abbr"],
           ["gb_num", "gb_dash", "gb_dashup"], ["gb_dm", "gb_short1", "gb_num", "gb_ddmm"]),
    "NZ": (["gb_num", "gb_long", "gb_abbr", "gb_dot"],
           ["gb_num", "gb_num1"], ["gb_dm", "gb_short", "gb_num", "gb_dmon"]),
}
WK_STYLES = {
    "US": ["wk_us_long", "wk_us_short"],
    "CA": ["wk_us_long", "wk_iso"],
    "UK": ["wk_gb_long", "wk_gb_ord", "wk_gb_short"],
    "IE": ["wk_gb_long", "wk_gb_ord"],
    "AU": ["wk_gb_long", "wk_gb_short"],
    "NZ": ["wk_gb_long", "wk_gb_short"],
}

# ------------------------------------------------------------------ phones
US_AREAS = ["614", "513", "309", "608", "505", "702", "206", "603", "802",
            "401", "304", "615", "502", "404", "201", "402", "801", "406",
            "307", "919", "314", "907", "701", "205", "312", "713", "563"]
CA_AREAS = ["416", "905", "613", "604", "250", "403", "780", "204", "306",
            "902", "506", "709", "514", "418", "705", "519", "867"]
UK_GEO = ["0113 496 0", "0114 496 0", "0115 496 0", "0116 496 0",
          "0117 496 0", "0118 496 0", "0121 496 0", "0131 496 0",
          "0141 496 0", "0151 496 0", "0161 496 0", "020 7946 0",
          "029 2018 0"]
AU_LAND = ["(02) 5550 ", "(03) 7010 ", "(07) 5550 ", "(08) 5550 ",
           "(02) 7010 ", "(03) 5550 ", "(07) 7010 ", "(08) 7010 "]
IE_LAND = ["(021) 555 0", "(01) 555 0", "(091) 555 0", "(066) 555 0",
           "(061) 555 0", "(071) 555 0", "(051) 555 0"]
IE_MOB = ["087 555 0", "086 555 0", "085 555 0", "083 555 0"]
NZ_LAND = ["(09) 555 0", "(07) 555 0", "(03) 555 0", "(04) 555 0", "(06) 555 0"]
NZ_MOB = ["021 555 0", "027 555 0", "022 555 0"]


AREA_BY_REGION = {
    "OH": ["614", "513", "216"], "NY": ["212", "518", "716"], "TX": ["713", "512", "214"], "FL": ["305", "407", "813"],
    "IL": ["312", "217", "309"], "WI": ["608", "414"], "MN": ["612", "651"], "IA": ["515", "319", "563"],
    "KS": ["316", "785"], "AZ": ["602", "520"], "NM": ["505", "575"], "NV": ["702", "775"], "WA": ["206", "509"],
    "NH": ["603"], "VT": ["802"], "RI": ["401"], "WV": ["304"], "TN": ["615", "901"], "KY": ["502", "859"],
    "GA": ["404", "912"], "NJ": ["201", "973"], "NE": ["402", "308"], "UT": ["801", "435"], "MT": ["406"],
    "WY": ["307"], "NC": ["919", "704"], "MO": ["314", "816"], "AK": ["907"], "ND": ["701"], "AL": ["205", "334"],
    "Ontario": ["416", "905", "613", "705", "519"], "British Columbia": ["604", "250"], "Alberta": ["403", "780"],
    "Manitoba": ["204"], "Saskatchewan": ["306"], "Nova Scotia": ["902"], "New Brunswick": ["506"],
    "Newfoundland and Labrador": ["709"], "Quebec": ["514", "418"], "Prince Edward Island": ["902"],
}
ZIP_BY_REGION = {
    "OH": (43, 45), "NY": (10, 14), "TX": (75, 79), "FL": (32, 34), "IL": (60, 62), "WI": (53, 54), "MN": (55, 56),
    "IA": (50, 52), "KS": (66, 67), "AZ": (85, 86), "NM": (87, 88), "NV": (89, 89), "WA": (98, 99), "NH": (3, 3),
    "VT": (5, 5), "RI": (2, 2), "WV": (24, 26), "TN": (37, 38), "KY": (40, 42), "GA": (30, 31), "NJ": (7, 8),
    "NE": (68, 69), "UT": (84, 84), "MT": (59, 59), "WY": (82, 83), "NC": (27, 28), "MO": (63, 65), "AK": (99, 99),
    "ND": (58, 58), "AL": (35, 36),
}
CA_FIRST = {"Ontario": "KLMNP", "British Columbia": "V", "Alberta": "T", "Manitoba": "R", "Saskatchewan": "S",
            "Nova Scotia": "B", "New Brunswick": "E", "Newfoundland and Labrador": "A", "Quebec": "GHJ",
            "Prince Edward Island": "C"}


def phone(r, L, kind="land", region=None):
    """Return a fictional phone number string for locale L.

    kind: land | mob | fax (a landline-shaped number) | intl
    region: state/province name or abbreviation, used for NANP area codes
    """
    if L in ("US", "CA"):
        codes = AREA_BY_REGION.get(region) if region else None
        area = r.choice(codes) if codes and r.random() < 0.85 else r.choice(US_AREAS if L == "US" else CA_AREAS)
        last = "01%02d" % r.randint(0, 99)
        fmt = r.choice(["paren", "paren", "dash", "dash", "dot"]) if kind != "intl" else "intl"
        if fmt == "paren":
            return "(%s) 555-%s" % (area, last)
        if fmt == "dash":
            return "%s-555-%s" % (area, last)
        if fmt == "dot":
            return "%s.555.%s" % (area, last)
        return "+1 %s 555 %s" % (area, last)
    if L == "UK":
        if kind == "mob":
            v = "07700 900%03d" % r.randint(0, 999)
            return v if r.random() < 0.85 else v.replace(" ", "")
        if kind == "intl":
            return "+44 7700 900%03d" % r.randint(0, 999)
        if r.random() < 0.3:
            return "01632 960%03d" % r.randint(0, 999)
        return r.choice(UK_GEO) + "%03d" % r.randint(0, 999)
    if L == "AU":
        if kind == "mob":
            v = "0491 57%d %03d" % (r.randint(0, 9), r.randint(0, 999))
            return v if r.random() < 0.8 else v.replace(" ", "")
        if kind == "intl":
            return "+61 491 57%d %03d" % (r.randint(0, 9), r.randint(0, 999))
        return r.choice(AU_LAND) + "%04d" % r.randint(0, 9999)
    if L == "IE":
        if kind == "mob":
            return r.choice(IE_MOB) + "%03d" % r.randint(100, 199)
        if kind == "intl":
            return "+353 87 555 0%03d" % r.randint(100, 199)
        return r.choice(IE_LAND) + "%03d" % r.randint(100, 199)
    if L == "NZ":
        if kind == "mob":
            return r.choice(NZ_MOB) + "%03d" % r.randint(100, 199)
        if kind == "intl":
            return "+64 21 555 0%03d" % r.randint(100, 199)
        return r.choice(NZ_LAND) + "%03d" % r.randint(100, 199)
    raise ValueError(L)


def extension(r, L):
    n = r.randint(2000, 7999)
    if L in ("US", "CA"):
        return r.choice(["ext. %d" % n, "x%d" % n, "ext %d" % n])
    return r.choice(["ext %d" % n, "ext. %d" % n, "x%d" % n])


def pager(r, L):
    if L == "US":
        return r.choice(["%d-%04d" % (r.randint(1, 9), r.randint(0, 9999)),
                         "%05d" % r.randint(10000, 99999)])
    return "%04d" % r.randint(1000, 9999)


# --------------------------------------------------------------- postcodes
_UK_AREAS = ["TB", "KM", "AY", "HX", "LS", "BD", "WF", "LA", "CA", "TA",
             "NR", "SY", "NE", "EX", "LL", "KY", "DE", "YO", "HG", "DL"]
_UK_IN = "ABDEFGHJLNPQRSTUWXYZ"
_CA_L = "ABCEGHJKLMNPRSTVXY"
_EIR_KEYS = ["P31", "T12", "T23", "V94", "H91", "H65", "F23", "F91",
             "A65", "V35", "E41", "R95", "X91", "Y35", "N37", "P72"]
_EIR_CH = "ACDEFHKNPRTVWXY0123456789"
_AU_RANGE = {"NSW": (2000, 2899), "VIC": (3000, 3999), "QLD": (4000, 4899),
             "SA": (5000, 5799), "WA": (6000, 6799), "TAS": (7000, 7799),
             "ACT": (2600, 2618)}


def postcode(r, L, region_abbr=None, region_name=None):
    if L == "US":
        lo, hi = ZIP_BY_REGION.get(region_abbr, (10, 99))
        z = "%02d%03d" % (r.randint(lo, hi), r.randint(0, 999))
        if r.random() < 0.15:
            z += "-%04d" % r.randint(0, 9999)
        return z
    if L == "UK":
        area = r.choice(_UK_AREAS)
        d = str(r.randint(1, 29))
        return "%s%s %d%s%s" % (area, d, r.randint(0, 9), r.choice(_UK_IN),
                                r.choice(_UK_IN))
    if L == "CA":
        return "%s%d%s %d%s%d" % (r.choice(CA_FIRST.get(region_name, _CA_L)), r.randint(0, 9),
                                  r.choice(_CA_L), r.randint(0, 9),
                                  r.choice(_CA_L), r.randint(0, 9))
    if L == "AU":
        lo, hi = _AU_RANGE.get(region_abbr or "NSW", (2000, 2899))
        return "%04d" % r.randint(lo, hi)
    if L == "IE":
        return "%s %s" % (r.choice(_EIR_KEYS),
                          "".join(r.choice(_EIR_CH) for _ in range(4)))
    if L == "NZ":
        return "%04d" % r.randint(1010, 9893)
    raise ValueError(L)


# -------------------------------------------------------------- identifiers
def digits(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def mrn(r, L):
    """Local hospital record number (MRN)."""
    if L == "US":
        return r.choice([digits(r, 8), digits(r, 7), "E" + digits(r, 7),
                         digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 2)])
    if L == "UK":
        return r.choice([r.choice("KMRTHJ") + digits(r, 7), "RX" + digits(r, 6),
                         digits(r, 8), letters(r, 1) + digits(r, 6) + letters(r, 1)])
    if L == "CA":
        return r.choice([digits(r, 7), "M" + digits(r, 8), digits(r, 2) + "-" + digits(r, 6)])
    if L == "AU":
        return r.choice([digits(r, 7), digits(r, 6), "MR" + digits(r, 6)])
    if L == "IE":
        return r.choice([digits(r, 7), digits(r, 6), "H" + digits(r, 6)])
    if L == "NZ":
        # NHI-shaped
        return letters(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(r, 4)
    raise ValueError(L)


def nhs_number(r):
    return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 4))


def ni_number(r):
    return "QQ %s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2),
                               r.choice("ABCD"))


def ssn_us(r):
    return "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4))


def sin_ca(r):
    return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))


def ppsn_ie(r):
    return digits(r, 7) + r.choice("ABCDEFGHKLMNPRTW") + r.choice(["A", "W", "T", ""])


def medicare_au(r):
    return "%s %s %s" % (str(r.randint(2, 6)) + digits(r, 3), digits(r, 5),
                         str(r.randint(1, 5)))


def ohip_ca(r):
    return "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))


def phn_bc(r):
    return "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))


def us_member(r):
    return r.choice([letters(r, 3) + digits(r, 6), "W" + digits(r, 9),
                     letters(r, 2) + digits(r, 7) + "-01", digits(r, 3) + letters(r, 2) + digits(r, 4)])


def us_group(r):
    return r.choice([digits(r, 7), "GRP-" + digits(r, 5), letters(r, 1) + digits(r, 5)])


def mbi(r):
    return "%d%s%d-%s%s%d-%s%s%d%d" % (r.randint(1, 9), letters(r, 1), r.randint(0, 9),
                                       letters(r, 1), letters(r, 1), r.randint(0, 9),
                                       letters(r, 1), letters(r, 1), r.randint(0, 9),
                                       r.randint(0, 9))


def ie_medical_card(r):
    return digits(r, 6) + letters(r, 1)


def ie_insurer_member(r):
    return digits(r, 8)


def au_fund(r):
    return digits(r, 8) + r.choice(["", "-01", "-02"])


def dva(r):
    return r.choice(["N", "V", "Q", "W"]) + letters(r, 1) + digits(r, 6)


def nz_insurer(r):
    return digits(r, 8)


def account(r, L):
    if L == "US":
        return r.choice([digits(r, 10), digits(r, 4) + "-" + digits(r, 4),
                         "V" + digits(r, 9), digits(r, 9)])
    if L == "CA":
        return r.choice(["V" + digits(r, 8), digits(r, 9), "ENC" + digits(r, 7)])
    if L == "AU":
        return r.choice(["V" + digits(r, 7), digits(r, 8), "EP" + digits(r, 7)])
    return r.choice([digits(r, 8), "E" + digits(r, 7), digits(r, 4) + "/" + digits(r, 5)])


def npi(r):
    return "1" + digits(r, 9)


def dea(r, surname):
    first = surname[0].upper() if surname[0].isalpha() else "X"
    return r.choice("ABFM") + first + digits(r, 7)


def gmc(r):
    return str(r.randint(3, 7)) + digits(r, 6)


def nmc(r):
    return "%s%s%s%s" % (digits(r, 2), letters(r, 1), digits(r, 4), letters(r, 1))


def cpso(r):
    return digits(r, 5) if r.random() < 0.5 else digits(r, 6)


def ahpra(r, nurse=False):
    return ("NMW" if nurse else "MED") + "000" + digits(r, 7)


def mcrn(r):
    return digits(r, 6)


def mcnz(r):
    return digits(r, 5)


def state_license(r, abbr):
    return "%s-%s" % (r.choice(["MD", "LIC", "A"]), digits(r, 5))


def uk_driving(r, surname):
    s = "".join(ch for ch in surname.upper() if ch.isalpha())
    s = (s + "99999")[:5]
    return "%s%s%s%s%s%s" % (s, digits(r, 6), letters(r, 2), digits(r, 1),
                             letters(r, 2), digits(r, 2))


def us_driving(r):
    return letters(r, 1) + digits(r, 3) + "-" + digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 3)


def plate(r, L):
    if L == "UK":
        return "%s%s %s" % (letters(r, 2), digits(r, 2), letters(r, 3))
    if L == "US":
        return r.choice([digits(r, 1) + letters(r, 3) + digits(r, 3),
                         letters(r, 3) + "-" + digits(r, 4)])
    if L == "CA":
        return letters(r, 4) + " " + digits(r, 3)
    if L == "AU":
        return r.choice([letters(r, 3) + "-" + digits(r, 3), digits(r, 1) + letters(r, 3) + digits(r, 3)])
    if L == "IE":
        return "%s-%s-%s" % (r.choice(["191", "201", "212", "152", "221", "231", "182"]),
                             r.choice(["C", "D", "G", "KY", "L", "W", "MO", "T"]), digits(r, r.choice([3, 4, 5])))
    if L == "NZ":
        return letters(r, 3) + digits(r, 3)
    raise ValueError(L)


def vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(pool) for _ in range(17))


def serial(r, prefix=None):
    pre = prefix or letters(r, 3)
    return pre + digits(r, 6)


def sibling(r, number):
    """Another number on the same exchange: replace the last two digits."""
    for _ in range(10):
        new = number[:-2] + "%02d" % r.randint(0, 99)
        if new != number:
            return new
    return number
