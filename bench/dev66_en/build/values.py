"""Generators of invented PHI values (strings). Each function takes the note's
random.Random so the whole set follows seed 66."""
import datetime as dt

import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = {"Tue": "Tues", "Thu": "Thurs", "Wed": "Weds"}

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" " + words(n - 100) if n > 100 else "")


# ---------------------------------------------------------------- dates
US_DATE_STYLES = ["mdY0", "mdY", "mdy", "long", "short", "dMY", "iso", "mdY0", "mdY", "mdy"]
CA_DATE_STYLES = ["iso", "iso", "dmY", "long", "short", "dmon", "mdY", "dMY", "iso"]


def fmt_date(r, d, style, locale):
    if style in (None, "any"):
        style = r.choice(US_DATE_STYLES if locale == "US" else CA_DATE_STYLES)
    m, dd, y = d.month, d.day, d.year
    wd = d.weekday()
    if style == "mdY0":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdY":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "md0":
        return "%02d/%02d" % (m, dd)
    if style == "dmY":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "short":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "mon":
        return "%s %d" % (r.choice([MON3, MONTHS])[m - 1], dd)
    if style == "dmon":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "dMY":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "my":
        return r.choice(["%s %d" % (MONTHS[m - 1], y), "%s %d" % (MON3[m - 1], y),
                         "%d/%d" % (m, y), "%s '%02d" % (MON3[m - 1], y % 100)])
    if style == "month":
        return MONTHS[m - 1]
    if style == "y":
        return str(y)
    if style == "wday":
        return r.choice([WDAY[wd], WD3[wd], WD3[wd]])
    if style == "wdd":
        w = r.choice([WD3[wd], WD_ALT.get(WD3[wd], WD3[wd])])
        if locale == "CA" and r.random() < 0.4:
            return "%s %d %s" % (w, dd, MON3[m - 1])
        return "%s %d/%d" % (w, m, dd)
    if style == "wdl":
        return "%s, %s %d, %d" % (WDAY[wd], MONTHS[m - 1], dd, y)
    raise ValueError(style)


HOLIDAYS_US = ["Christmas", "Thanksgiving", "New Year's", "Easter", "July 4th", "Labor Day",
               "Halloween", "Memorial Day", "Christmas Eve", "New Year's Eve"]
HOLIDAYS_CA = ["Christmas", "Thanksgiving", "New Year's", "Easter", "Canada Day", "Labour Day",
               "Halloween", "Victoria Day", "Boxing Day", "Family Day"]


# ---------------------------------------------------------------- phones
def phone(r, area, style=None):
    last = "01%02d" % r.randint(0, 99)
    style = style or r.choice(["paren", "paren", "dash", "dash", "dot", "plus", "one"])
    if style == "paren":
        return "(%s) 555-%s" % (area, last)
    if style == "dash":
        return "%s-555-%s" % (area, last)
    if style == "dot":
        return "%s.555.%s" % (area, last)
    if style == "plus":
        return "+1 %s 555 %s" % (area, last)
    if style == "one":
        return "1-%s-555-%s" % (area, last)
    if style == "local":
        return "555-%s" % last
    raise ValueError(style)


def ext(r):
    return r.choice(["ext. %d", "ext %d", "x%d", "x %d", "ext.%d"]) % r.choice(
        [r.randint(2, 99), r.randint(100, 999), r.randint(1000, 4999)])


def foreign_phone(r):
    k = r.randrange(5)
    if k == 0:
        return "+44 7700 900%03d" % r.randint(0, 999), "England"
    if k == 1:
        return "07700 900%03d" % r.randint(0, 999), "Scotland"
    if k == 2:
        return "020 7946 0%03d" % r.randint(0, 999), "England"
    if k == 3:
        return "0491 570 %03d" % r.randint(0, 999), "Australia"
    return "+61 491 570 %03d" % r.randint(0, 999), "Australia"


# ---------------------------------------------------------------- ids
def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r, n, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(r.choice(pool) for _ in range(n))


def luhn_check(numstr):
    total = 0
    for i, ch in enumerate(reversed(numstr)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10


def npi(r):
    """10-digit NPI-shaped number whose check digit is deliberately WRONG,
    so it cannot be a real, issued NPI."""
    base = "1" + digits(r, 8)
    good = luhn_check("80840" + base)
    return base + str((good + r.randint(1, 9)) % 10)


def dea(r, surname):
    """DEA-shaped number with a deliberately wrong check digit."""
    d = [r.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    bad = (chk + r.randint(1, 9)) % 10
    first = surname[0].upper() if surname[0].isalpha() else "X"
    return r.choice("ABFM") + first + "".join(map(str, d)) + str(bad)


def ssn(r):
    # area 900-999 with group 01-49: never issued as SSN (and not in ITIN groups)
    return "%d-%02d-%04d" % (r.randint(900, 999), r.randint(1, 49), r.randint(1, 9999))


def sin(r):
    # SINs beginning with 0 are not assigned
    s = "0" + digits(r, 8)
    return r.choice(["%s %s %s", "%s-%s-%s", "%s%s%s"]) % (s[:3], s[3:6], s[6:])


def mrn(r):
    return r.choice([lambda: "%08d" % r.randint(10000, 9999999), lambda: "E" + digits(r, 7),
                     lambda: digits(r, 7), lambda: "M" + digits(r, 6),
                     lambda: "%s-%s-%s" % (digits(r, 3), digits(r, 2), digits(r, 3)),
                     lambda: "H" + digits(r, 7)])()


def acct(r):
    return r.choice([lambda: "%s-%s" % (digits(r, 4), digits(r, 4)), lambda: "A" + digits(r, 9),
                     lambda: digits(r, 10), lambda: "V" + digits(r, 8),
                     lambda: "%s%s" % (letters(r, 2), digits(r, 7))])()


def enc(r):
    return r.choice([lambda: digits(r, 9), lambda: "ENC-" + digits(r, 8), lambda: "E%s" % digits(r, 10)])()


def claim(r):
    return r.choice([lambda: "CLM-%s-%s" % (digits(r, 2), digits(r, 7)), lambda: digits(r, 8),
                     lambda: "WC-%s" % digits(r, 7), lambda: "%s%s" % (letters(r, 1), digits(r, 11))])()


def member(r):
    return r.choice([lambda: letters(r, 3) + digits(r, 6), lambda: "W" + digits(r, 10),
                     lambda: "%s-%s-%s" % (letters(r, 3), digits(r, 5), digits(r, 2)),
                     lambda: "MC" + digits(r, 7), lambda: digits(r, 11),
                     lambda: letters(r, 2) + digits(r, 8) + letters(r, 1)])()


def group(r):
    return r.choice([lambda: "GRP-" + digits(r, 5), lambda: digits(r, 5),
                     lambda: letters(r, 1) + digits(r, 6)])()


def hcn(r, prov):
    if prov == "ON":
        return "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
    if prov == "BC":
        return "9%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 3))
    if prov == "AB":
        return "%s-%s" % (digits(r, 5), digits(r, 4))
    if prov == "QC":
        return "%s %s %s" % (letters(r, 4), digits(r, 4), digits(r, 4))
    if prov == "NS":
        return "%s %s %s" % (digits(r, 4), digits(r, 3), digits(r, 3))
    return digits(r, 9)


HCN_LABEL = {"ON": "OHIP #", "BC": "PHN", "AB": "AHCIP #", "QC": "RAMQ", "NS": "MSI #",
             "MB": "MHSAL #", "SK": "HSN", "NB": "Medicare #", "NL": "MCP #", "PE": "PEI health #"}


def med_lic(r, locale):
    if locale == "CA":
        return r.choice([digits(r, 5), digits(r, 6), "%s-%s" % (digits(r, 2), digits(r, 4))])
    return r.choice(["MD" + digits(r, 6), "%s-%s" % (letters(r, 1), digits(r, 5)), digits(r, 7),
                     "RN" + digits(r, 7), "PA%s" % digits(r, 5)])


def dl(r, locale):
    if locale == "CA":
        return r.choice(["%s%s-%s-%s" % (letters(r, 1), digits(r, 4), digits(r, 5), digits(r, 5)),
                         digits(r, 7), "%s-%s" % (digits(r, 6), digits(r, 3))])
    return r.choice(["%s%s-%s-%s" % (letters(r, 1), digits(r, 3), digits(r, 4), digits(r, 4)),
                     letters(r, 1) + digits(r, 7), digits(r, 9), "%s%s" % (letters(r, 2), digits(r, 6))])


def serial(r):
    return r.choice([lambda: letters(r, 3) + digits(r, 6), lambda: "%s-%s" % (digits(r, 1) + letters(r, 2), digits(r, 6)),
                     lambda: letters(r, 2) + digits(r, 1) + letters(r, 3), lambda: "SN-" + letters(r, 1) + digits(r, 8),
                     lambda: letters(r, 3) + digits(r, 10), lambda: "%s%s%s" % (digits(r, 4), letters(r, 2), digits(r, 5))])()


def plate(r, locale):
    if locale == "CA":
        return r.choice(["%s %s" % (letters(r, 4), digits(r, 3)), "%s%s" % (letters(r, 3), digits(r, 3)),
                         "%s %s%s" % (letters(r, 2), digits(r, 1), letters(r, 1) + digits(r, 2))])
    return r.choice(["%s%s%s" % (digits(r, 1), letters(r, 3), digits(r, 3)), "%s-%s" % (letters(r, 3), digits(r, 4)),
                     "%s %s" % (letters(r, 3), digits(r, 4)), "%s%s" % (letters(r, 2), digits(r, 5))])


def vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(pool) for _ in range(17))


def bioid(r, kind=None):
    opts = {"fp": [lambda: "FP-" + digits(r, 5), lambda: "FPT%s" % (letters(r, 2) + digits(r, 4))],
            "palm": [lambda: "PV-" + digits(r, 5), lambda: "PALM-%s" % digits(r, 6)],
            "iris": [lambda: "IRIS-" + digits(r, 5), lambda: "IR%s" % digits(r, 7)],
            "voice": [lambda: "VP%s-%s" % (digits(r, 4), digits(r, 2))],
            "any": [lambda: "BIO" + digits(r, 7), lambda: "BX-%s-%s" % (letters(r, 2), digits(r, 5))]}
    return r.choice(opts.get(kind or "any", opts["any"]))()


def accession(r):
    y = r.choice(["24", "25", "26"])
    return r.choice([lambda: "S%s-%s" % (y, digits(r, 4)), lambda: "CH%s-%s" % (y, digits(r, 6)),
                     lambda: "RAD-20%s-%s" % (y, digits(r, 6)), lambda: "XR%s-%s" % (y, digits(r, 5)),
                     lambda: "L%s" % digits(r, 9), lambda: "MB%s-%s" % (y, digits(r, 5))])()


def order(r):
    return r.choice([lambda: digits(r, 7), lambda: "ORD" + digits(r, 7), lambda: "%s-%s" % (digits(r, 3), digits(r, 5))])()


def rxnum(r):
    return r.choice([lambda: digits(r, 7), lambda: "RX-" + digits(r, 7), lambda: "%s-%s" % (digits(r, 2), digits(r, 6))])()


def req(r):
    return r.choice(["REQ-" + digits(r, 5), "R" + digits(r, 8), digits(r, 6)])


def pa_num(r):
    return r.choice(["PA" + digits(r, 8), digits(r, 10), "AUTH-%s-%s" % (letters(r, 2), digits(r, 6))])


def case_num(r):
    return r.choice(["%d-%s" % (r.randint(2023, 2026), digits(r, 4)), "CAS-%s-%s" % (digits(r, 2), digits(r, 4)),
                     "CR-%s-%s" % (digits(r, 2), digits(r, 5)), digits(r, 6), "FC%s" % digits(r, 6)])


def incident(r):
    return r.choice(["INC" + digits(r, 6) + "-" + digits(r, 4), "%s-%s" % (digits(r, 2), digits(r, 6)),
                     "E" + digits(r, 9)])


def ref_num(r):
    return r.choice(["REF-" + digits(r, 5), "RF" + digits(r, 7), "%s%s" % (letters(r, 2), digits(r, 6))])


def ip(r):
    k = r.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))


def username(r, first, last):
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace("-", "")
    return r.choice([f[0] + l + str(r.randint(1, 99)), f + "." + l[0], f[0] + l, l + f[0] + str(r.randint(1, 9)),
                     f + "_" + l[:4], f + str(r.randint(70, 99)), "%s%s%d" % (f[:3], l[:3], r.randint(1, 999))])


def email(r, first, last):
    f, l = first.lower().replace("'", ""), last.lower().replace("'", "").replace("-", "")
    dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "example.net"])
    return r.choice([f + "." + l, f[0] + l, f + l[0] + str(r.randint(1, 99)), l + "." + f, f + "_" + l + str(r.randint(70, 99))]) + "@" + dom


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def postal_ca(r, prefix_letters):
    L = "ABCEGHJKLMNPRSTVXY"
    return "%s%d%s %d%s%d" % (r.choice(prefix_letters), r.randint(0, 9), r.choice(L), r.randint(0, 9),
                             r.choice(L), r.randint(0, 9))


def zipcode(r):
    z = "%05d" % r.randint(1001, 99950)
    return z if r.random() < 0.85 else z + "-" + digits(r, 4)


def street(r):
    n = r.choice([r.randint(2, 99), r.randint(100, 999), r.randint(1000, 9899), r.randint(10000, 48000)])
    s = "%d %s %s" % (n, r.choice(P.STREET_WORDS), r.choice(P.STREET_SUFFIX))
    u = r.random()
    if u < 0.12:
        s += ", Apt %d%s" % (r.randint(1, 12), r.choice("ABCD"))
    elif u < 0.2:
        s += " Unit %d" % r.randint(1, 40)
    elif u < 0.26:
        s += " #%d" % r.randint(101, 1204)
    elif u < 0.3:
        s = "%d-%s" % (r.randint(1, 30), s)
    return s
