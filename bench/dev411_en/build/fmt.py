"""Country-specific formatters: dates, phones, postcodes, addresses, identifiers.
All contact numbers contain 555; SSN-like numbers start with 9 or 000."""
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DMY = ("United Kingdom", "Ireland", "Australia", "New Zealand")

UK_AREA = {"Leeds": "LS", "Bradford": "BD", "Wakefield": "WF", "Harrogate": "HG",
           "Stockport": "SK", "Bolton": "BL", "Wigan": "WN", "Derby": "DE", "Lincoln": "LN",
           "Grimsby": "DN", "Swindon": "SN", "Reading": "RG", "Luton": "LU", "Ipswich": "IP",
           "Norwich": "NR", "Exeter": "EX", "Truro": "TR", "Carlisle": "CA", "Durham": "DH",
           "Sunderland": "SR", "Paisley": "PA", "Dundee": "DD", "Perth": "PH",
           "Inverness": "IV", "Swansea": "SA", "Wrexham": "LL", "Newport": "NP",
           "Bangor": "LL", "Redditch": "B", "Crewe": "CW", "Hull": "HU", "Bath": "BA",
           "Wells": "BA", "Deal": "CT", "Barnsley": "S", "Rotherham": "S", "Kendal": "LA",
           "Hexham": "NE"}
IE_KEY = {"Cork": "T12", "Galway": "H91", "Limerick": "V94", "Sligo": "F91", "Athlone": "N37",
          "Tralee": "V92", "Drogheda": "A92", "Dundalk": "A91", "Navan": "C15", "Ennis": "V95",
          "Carlow": "R93", "Kilkenny": "R95", "Wexford": "Y35", "Mullingar": "N91",
          "Letterkenny": "F92", "Castlebar": "F23", "Clonmel": "E91", "Portlaoise": "R32",
          "Naas": "W91", "Bray": "A98"}
AU_PC = {"VIC": "3", "QLD": "4", "NSW": "2", "WA": "6", "TAS": "7", "SA": "5"}
LET = "ABCDEFGHJKLMNPRSTUVWXY"
ALNUM = "ACDEFHKNPRTVWXY0123456789"


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool=LET):
    return "".join(rng.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- dates
def rand_date(rng, lo=datetime.date(2021, 1, 4), hi=datetime.date(2025, 6, 27)):
    return lo + datetime.timedelta(days=rng.randrange((hi - lo).days))


def add(dt, days):
    return dt + datetime.timedelta(days=days)


def date_styles(country):
    if country in DMY:
        return ["d/m/Y", "d/m/Y", "d/m/y", "d Mon Y", "d Month Y", "dd-Mon-Y", "d.m.Y"]
    if country == "United States":
        return ["m/d/Y", "m/d/Y", "m/d/y", "Month d, Y", "Mon d, Y"]
    return ["Y-m-d", "Y-m-d", "Month d, Y", "d Mon Y", "Mon d, Y"]


def fd(dt, style):
    d, m, y = dt.day, dt.month, dt.year
    mon = MONTHS[m - 1]
    if style == "d/m/Y":
        return "%02d/%02d/%d" % (d, m, y)
    if style == "d/m/y":
        return "%d/%d/%02d" % (d, m, y % 100)
    if style == "d Mon Y":
        return "%d %s %d" % (d, mon[:3], y)
    if style == "d Month Y":
        return "%d %s %d" % (d, mon, y)
    if style == "dd-Mon-Y":
        return "%02d-%s-%d" % (d, mon[:3], y)
    if style == "d.m.Y":
        return "%02d.%02d.%d" % (d, m, y)
    if style == "m/d/Y":
        return "%02d/%02d/%d" % (m, d, y)
    if style == "m/d/y":
        return "%d/%d/%02d" % (m, d, y % 100)
    if style == "Month d, Y":
        return "%s %d, %d" % (mon, d, y)
    if style == "Mon d, Y":
        return "%s %d, %d" % (mon[:3], d, y)
    if style == "Y-m-d":
        return "%d-%02d-%02d" % (y, m, d)
    if style == "DDMMMYYYY":
        return "%02d%s%d" % (d, mon[:3].upper(), y)
    raise ValueError(style)


def fd_short(dt, country, wd=False):
    """day-and-month without year, optionally with weekday: 'Tue 14/03', 'Tue 3/14'."""
    w = WDAYS[dt.weekday()][:3] + " " if wd else ""
    if country == "United States":
        return "%s%d/%d" % (w, dt.month, dt.day)
    if country == "Canada":
        return "%s%s %d" % (w, MONTHS[dt.month - 1][:3], dt.day)
    return "%s%02d/%02d" % (w, dt.day, dt.month)


def weekday(dt, short=False):
    n = WDAYS[dt.weekday()]
    return n[:3] if short else n


def month_year(dt, short=False):
    n = MONTHS[dt.month - 1]
    return "%s %d" % (n[:3] if short else n, dt.year)


def tm(rng):
    return "%02d:%02d" % (rng.randrange(6, 23), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


# ---------------------------------------------------------------- age words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


# ---------------------------------------------------------------- phones
def phone(rng, country, kind="land"):
    if country == "United Kingdom":
        if kind == "mobile":
            return "07%d00 555 %s" % (rng.choice([7, 8, 9]), digits(rng, 3))
        code = rng.choice(["0113", "0161", "0114", "0191", "0117", "01632", "01274", "01524",
                           "01382", "01792", "0131", "0141"])
        return "%s %s" % (code, rng.choice(["555 " + digits(rng, 4), "555" + digits(rng, 3)]))
    if country == "Ireland":
        if kind == "mobile":
            return "08%d 555 %s" % (rng.choice([3, 5, 6, 7]), digits(rng, 4))
        code = rng.choice(["021", "091", "061", "071", "090", "066", "041", "046", "065", "056"])
        return rng.choice(["(%s) 555 %s" % (code, digits(rng, 4)),
                           "+353 %s 555 %s" % (code[1:], digits(rng, 4))])
    if country in ("United States", "Canada"):
        if country == "United States":
            ac = rng.choice(["617", "937", "419", "330", "559", "918", "208", "402", "518", "508",
                             "865", "478", "912", "775", "509", "717", "870", "816", "859"])
        else:
            ac = rng.choice(["416", "905", "613", "306", "403", "250", "506", "902", "705", "519"])
        n = digits(rng, 4)
        return rng.choice(["(%s) 555-%s" % (ac, n), "%s-555-%s" % (ac, n),
                           "%s.555.%s" % (ac, n)])
    if country == "Australia":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return rng.choice(["(0%d) 5550 %s" % (rng.choice([2, 3, 7, 8]), digits(rng, 4)),
                           "0%d 5550 %s" % (rng.choice([2, 3, 7, 8]), digits(rng, 4))])
    if kind == "mobile":
        return "02%d 555 %s" % (rng.choice([1, 2, 7]), digits(rng, 3 + rng.randrange(2)))
    return rng.choice(["(0%d) 555 %s" % (rng.choice([3, 4, 6, 7, 9]), digits(rng, 4)),
                       "0%d 555 %s" % (rng.choice([3, 4, 6, 7, 9]), digits(rng, 4))])


def ext(rng):
    return rng.choice(["ext. ", "ext ", "x", "Ext "]) + "555" + digits(rng, 1 + rng.randrange(2))


def bleep(rng):
    return rng.choice(["555" + digits(rng, 1), "555" + digits(rng, 2), "555" + digits(rng, 1),
                       "555-" + digits(rng, 4)])


# ---------------------------------------------------------------- places
def postcode(rng, country, city, state_abbr=None):
    if country == "United Kingdom":
        a = UK_AREA.get(city, "LS")
        return "%s%d %d%s" % (a, rng.randrange(1, 28), rng.randrange(10), letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "Ireland":
        return "%s %s" % (IE_KEY.get(city, "T12"), letters(rng, 4, ALNUM))
    if country == "United States":
        z = "%d%s" % (rng.randrange(1, 10), digits(rng, 4))
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    if country == "Canada":
        return "%s%d%s %d%s%d" % (rng.choice("KLMNPRSTVABEGHJ"), rng.randrange(10),
                                  rng.choice(LET), rng.randrange(10), rng.choice(LET),
                                  rng.randrange(10))
    if country == "Australia":
        return AU_PC.get(state_abbr, "2") + digits(rng, 3)
    return "%d%s" % (rng.randrange(1, 10), digits(rng, 3))


def street(rng, country, names, types):
    num = rng.randrange(1, 240)
    s = "%d %s %s" % (num, rng.choice(names), rng.choice(types[country]))
    r = rng.random()
    if country in ("United States", "Canada") and r < 0.25:
        s += rng.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(rng.randrange(1, 40)) + rng.choice(["", "B", "C"])
    elif country in ("United Kingdom", "Ireland") and r < 0.18:
        s = "Flat %d, %s" % (rng.randrange(1, 30), s)
    elif country in ("Australia", "New Zealand") and r < 0.2:
        s = "%d/%s" % (rng.randrange(1, 20), s)
    return s


# ---------------------------------------------------------------- identifiers
def nhs_no(rng):
    return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def chi(dob, rng):
    return "%02d%02d%02d%s" % (dob.day, dob.month, dob.year % 100, digits(rng, 4))


def nhi(rng):
    return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)


def mrn(rng, country, pattern):
    if country == "United Kingdom":
        return {0: "RX" + digits(rng, 7), 1: letters(rng, 1) + digits(rng, 7),
                2: digits(rng, 8)}[pattern % 3]
    if country == "Ireland":
        return digits(rng, 7) if pattern % 2 else "0" + digits(rng, 6)
    if country == "United States":
        return {0: "00" + digits(rng, 6), 1: "E" + digits(rng, 8), 2: digits(rng, 4) + "-" + digits(rng, 3)}[pattern % 3]
    if country == "Canada":
        return {0: digits(rng, 7), 1: "H" + digits(rng, 7)}[pattern % 2]
    if country == "Australia":
        return {0: digits(rng, 6), 1: "UR" + digits(rng, 6)}[pattern % 2]
    return nhi(rng)


def healthplan(rng, country):
    if country == "United States":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                           letters(rng, 2) + digits(rng, 8) + "-01"])
    if country == "Canada":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
    if country == "Australia":
        return "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 6))
    if country == "Ireland":
        return rng.choice([digits(rng, 6) + letters(rng, 1), "VH" + digits(rng, 8)])
    if country == "New Zealand":
        return "SC" + digits(rng, 8)
    return letters(rng, 3) + digits(rng, 7)


def ssn(rng, country):
    if country == "United States":
        if rng.random() < 0.2:
            return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if country == "Canada":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "Ireland":
        return "9%s%s" % (digits(rng, 6), letters(rng, rng.choice([1, 2]), "ABCDEFGHTW"))
    if country == "Australia":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "New Zealand":
        return "9%s-%s-%s" % (digits(rng, 1), digits(rng, 3), digits(rng, 3))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 4))


def account(rng, country):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "V" + digits(rng, 8),
                       digits(rng, 9), "ENC" + digits(rng, 7), "FIN " + digits(rng, 9)])


def license(rng, country, nurse=False):
    """returns (prefix label, value)"""
    if country == "United Kingdom":
        if nurse:
            return ("NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1)))
        return ("GMC", "7" + digits(rng, 6))
    if country == "Ireland":
        return ("NMBI PIN", digits(rng, 6)) if nurse else ("IMC", digits(rng, 6))
    if country == "United States":
        if nurse:
            return ("RN Lic.", "RN" + digits(rng, 7))
        return rng.choice([("NPI", "1" + digits(rng, 9)), ("DEA", letters(rng, 2) + digits(rng, 7))])
    if country == "Canada":
        return ("CNO Reg.", digits(rng, 7)) if nurse else ("CPSO", digits(rng, 5))
    if country == "Australia":
        return ("AHPRA", ("NMW" if nurse else "MED") + "000" + digits(rng, 7))
    return ("NCNZ", digits(rng, 6)) if nurse else ("MCNZ", digits(rng, 5))


def accession(rng, dt, style):
    yy = "%02d" % (dt.year % 100)
    return [lambda: "M%s-%s" % (yy, digits(rng, 6)), lambda: "%sM%s" % (yy, digits(rng, 7)),
            lambda: "MB%s%02d-%s" % (yy, dt.month, digits(rng, 4)),
            lambda: "S%s-%s" % (yy, digits(rng, 5)), lambda: "H%s%s" % (yy, digits(rng, 8)),
            lambda: "%s-%s-%s" % (yy, letters(rng, 2), digits(rng, 6))][style % 6]()


def device_sn(rng):
    return rng.choice(["GM" + digits(rng, 6), "SN " + digits(rng, 4) + "-" + letters(rng, 3),
                       "%s%s" % (letters(rng, 3), digits(rng, 6)), "800-" + digits(rng, 5),
                       "EQ-" + digits(rng, 5), "HH-%s" % digits(rng, 4),
                       "%s-%s-%s" % (digits(rng, 2), letters(rng, 2), digits(rng, 5))])


def plate(rng, country):
    if country == "United Kingdom":
        return "%s%02d %s" % (letters(rng, 2), rng.choice([19, 20, 21, 22, 23, 69, 70, 71, 72]), letters(rng, 3))
    if country == "Ireland":
        return "%d%d-%s-%s" % (rng.choice([19, 21, 22, 23, 24]), rng.choice([1, 2]),
                               rng.choice(["D", "C", "G", "L", "KY", "MH", "LH"]), digits(rng, rng.choice([4, 5])))
    if country == "United States":
        return "%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3))
    if country == "Canada":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if country == "Australia":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)),
                           "%d%s %d%s" % (rng.randrange(1, 10), letters(rng, 2), rng.randrange(1, 10), letters(rng, 2))])
    return "%s%s" % (letters(rng, 3), digits(rng, 3))


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 5), "PV-" + digits(rng, 4), "BIO-%s" % digits(rng, 6),
                       "FPT%s" % digits(rng, 7), "IRIS-" + digits(rng, 5)])


def private_ip(rng):
    r = rng.randrange(3)
    if r == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


DOMAINS = ["example.org", "example.net", "example.com"]


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email(rng, first, last, org=None):
    dom = rng.choice(DOMAINS)
    pat = rng.randrange(4)
    f, l_ = slug(first), slug(last)
    local = [f + "." + l_, f[0] + l_, f + "." + l_ + str(rng.randrange(1, 9)), l_ + "." + f[0]][pat]
    return local + "@" + dom


def team_email(rng, team, org=None):
    dom = rng.choice(DOMAINS)
    if org:
        w = [x for x in org.split() if x not in ("St", "St.", "Mercy")]
        team = team + "." + slug(w[0])[:10]
    return team + "@" + dom


def username(rng, first, last, suffix):
    f, l_ = slug(first), slug(last)
    return rng.choice([f[0] + l_[:7], f + "." + l_, l_[:6] + f[0], f[:3] + l_[:3], f[0] + l_[:5] + "01"]) + suffix


def url(rng, org, path):
    dom = rng.choice(DOMAINS)
    host = rng.choice(["www.", ""]) + dom
    if host == dom:
        pre = "https://"
    else:
        pre = rng.choice(["https://", "http://", ""])
    w = [x for x in org.split() if x not in ("St", "St.", "Mercy")]
    return pre + host + "/" + slug(w[0])[:12] + path


def fd_long(dt, country):
    """weekday with full date, one DATE span: 'Tuesday, March 19, 2024' / 'Tuesday 19 March 2024'."""
    w = WDAYS[dt.weekday()]
    if country in ("United States", "Canada"):
        return "%s, %s %d, %d" % (w, MONTHS[dt.month - 1], dt.day, dt.year)
    return "%s %d %s %d" % (w, dt.day, MONTHS[dt.month - 1], dt.year)


HOLIDAYS = {"United Kingdom": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "Christmas Eve"],
            "Ireland": ["St Stephen's Day", "Christmas", "Easter Monday", "St Patrick's Day"],
            "United States": ["Thanksgiving", "Labor Day", "Memorial Day", "Christmas", "New Year's Eve"],
            "Canada": ["Thanksgiving", "Victoria Day", "Boxing Day", "Christmas"],
            "Australia": ["Anzac Day", "Boxing Day", "Easter Monday", "Christmas"],
            "New Zealand": ["Waitangi Day", "Matariki", "Labour Day", "Boxing Day"]}
