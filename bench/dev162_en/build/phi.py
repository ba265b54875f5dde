"""PHI value generators (all values fictional)."""
import datetime

from pools_places import (US_CITIES, UK_TOWNS, STREET_NAMES, US_SUFFIX, UK_SUFFIX, US_UNIT,
                          UK_UNIT, SUBURBS, UK_STREET_NAMES)

UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
UPALL = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WD = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WD3 = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
WD_UK = ("Mon", "Tues", "Weds", "Thurs", "Fri", "Sat", "Sun")
US_AREA = ("216", "267", "404", "732", "312", "586", "410", "210", "915", "718", "585", "916",
           "626", "919", "843", "901", "913", "504", "317", "602", "314", "617", "804", "407",
           "561", "414", "405", "509", "203", "205", "702", "612")
UK_AREA = ("0113", "0161", "0121", "0114", "0191", "0116", "0117", "0151", "01422", "01274",
           "01603", "01872", "01254", "01226", "01332", "01522", "01473", "01202", "020")


def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def letters(r, n, pool=UP):
    return "".join(r.choice(pool) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- dates
US_DATE_STYLES = ("mdY", "mdY", "mdy", "md", "long", "abbr", "iso", "dmonY", "wd_md", "mdY")
UK_DATE_STYLES = ("dmY", "dmY", "dmy", "dm", "long", "abbr", "iso", "dmonY", "ord", "dot")


def fmt_date(r, d, us, style=None):
    if style is None:
        style = r.choice(US_DATE_STYLES if us else UK_DATE_STYLES)
    m, dd, y = d.month, d.day, d.year
    if style == "mdY":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdY1":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "dmY":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dm":
        return "%d/%d" % (dd, m)
    if style == "dot":
        return "%02d.%02d.%02d" % (dd, m, y % 100)
    if style == "long":
        return ("%s %d, %d" % (MONTHS[m - 1], dd, y)) if us else ("%d %s %d" % (dd, MONTHS[m - 1], y))
    if style == "abbr":
        return ("%s %d, %d" % (MONTHS[m - 1][:3], dd, y)) if us else ("%d %s %d" % (dd, MONTHS[m - 1][:3], y))
    if style == "iso":
        return d.isoformat()
    if style == "dmonY":
        return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3].upper(), y)
    if style == "dmon":
        return "%d-%s" % (dd, MONTHS[m - 1][:3])
    if style == "wd_md":
        return "%s %d/%d" % (WD3[d.weekday()], m, dd)
    if style == "wd_dm":
        return "%s %02d/%02d" % (WD_UK[d.weekday()], dd, m)
    if style == "ord":
        return "%s %s %s" % (WD_UK[d.weekday()], ordinal(dd), MONTHS[m - 1])
    if style == "wd_long":
        if us:
            return "%s, %s %d, %d" % (WD[d.weekday()], MONTHS[m - 1], dd, y)
        return "%s %d %s %d" % (WD[d.weekday()], dd, MONTHS[m - 1], y)
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "my_num":
        return "%02d/%d" % (m, y)
    if style == "my_abbr":
        return "%s-%02d" % (MONTHS[m - 1][:3], y % 100)
    if style == "year":
        return str(y)
    if style == "wd":
        return WD[d.weekday()]
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def rand_date(r, start_year=2023, end_year=2025):
    a = datetime.date(start_year, 1, 1).toordinal()
    b = datetime.date(end_year, 6, 30).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


def dob_for_age(r, today, age):
    y = today.year - age
    d = datetime.date(y, 1, 1).toordinal() + r.randint(0, 364)
    dob = datetime.date.fromordinal(d)
    if (dob.month, dob.day) > (today.month, today.day):
        dob = datetime.date(dob.year - 1, dob.month, min(dob.day, 28))
    return dob


def age_on(dob, today):
    a = today.year - dob.year
    if (today.month, today.day) < (dob.month, dob.day):
        a -= 1
    return a


NUM_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


# ---------------------------------------------------------------- contact
def phone(r, us, style=None, ext=False, area=None):
    if us:
        a = area or r.choice(US_AREA)
        last = "01" + digits(r, 2) if r.random() < 0.6 else digits(r, 4)
        style = style or r.choice(("paren", "dash", "dash", "dot", "space", "plus", "one", "local"))
        if style == "paren":
            s = "(%s) 555-%s" % (a, last)
        elif style == "dash":
            s = "%s-555-%s" % (a, last)
        elif style == "dot":
            s = "%s.555.%s" % (a, last)
        elif style == "space":
            s = "%s 555 %s" % (a, last)
        elif style == "plus":
            s = "+1 %s-555-%s" % (a, last)
        elif style == "one":
            s = "1-%s-555-%s" % (a, last)
        else:
            s = "555-%s" % last
        if ext:
            s += r.choice((" ext. ", " x", " ext ", " x ")) + digits(r, r.choice((2, 3, 4)))
        return s
    style = style or r.choice(("land", "land", "mob", "intl", "land_nospace"))
    if style == "mob":
        s = "07700 555%s" % digits(r, 3) if r.random() < 0.5 else "07700 555 %s" % digits(r, 3)
    elif style == "intl":
        a = (area or r.choice(UK_AREA))[1:]
        s = "+44 %s 555 %s" % (a, digits(r, 4 if len(a) == 3 else 3))
    elif style == "land_nospace":
        a = area or r.choice(UK_AREA)
        s = "%s555%s" % (a, digits(r, 4 if len(a) == 4 else 3 if len(a) == 5 else 4))
    else:
        a = area or r.choice(UK_AREA)
        s = "%s %s" % (a, "555 " + digits(r, 4) if len(a) <= 4 else "555" + digits(r, 3))
    if ext:
        s += r.choice((" ext ", " ext. ", " x")) + digits(r, 4)
    return s


def pager(r, us):
    if us:
        return r.choice(("%s-%s" % (digits(r, 1), digits(r, 4)), digits(r, 4), digits(r, 5)))
    return digits(r, 4)


def extension(r):
    return digits(r, r.choice((4, 4, 5)))


def email(r, first, last, domain=None):
    f = first.lower().replace(" ", "").replace("'", "")
    l = last.lower().replace(" ", "").replace("'", "").replace("-", "")
    f = strip_accents(f)
    l = strip_accents(l)
    dom = domain or r.choice(("example.com", "example.org", "example.net"))
    pat = r.choice(("{f}.{l}", "{f}{l}", "{fi}{l}", "{f}_{l}{n}", "{l}.{f}", "{f}{n}",
                    "{fi}.{l}{n}"))
    return pat.format(f=f, l=l, fi=f[0], n=digits(r, 2)) + "@" + dom


def role_email(r, word, domain=None):
    w = strip_accents(word.lower()).replace(" ", ".").replace("'", "").replace("&", "and")
    return "%s@%s" % (w, domain or r.choice(("example.com", "example.org", "example.net")))


ACC = {"á": "a", "à": "a", "â": "a", "ã": "a", "ç": "c", "é": "e", "è": "e", "ê": "e",
       "í": "i", "ñ": "n", "ó": "o", "ô": "o", "ú": "u", "ü": "u", "ł": "l", "ś": "s",
       "ń": "n", "ż": "z", "ź": "z", "ę": "e", "ą": "a"}


def strip_accents(s):
    return "".join(ACC.get(ch, ch) for ch in s)


def url(r, topic=None):
    dom = r.choice(("example.org", "example.com", "example.net"))
    path = topic or r.choice(("portal", "patient-portal", "kidneycare", "dialysis/schedule",
                              "transport/booking", "infusion/forms", "travel-dialysis",
                              "mychart-login", "pay", "survey/unit-feedback"))
    style = r.choice(("https://www.{d}/{p}", "www.{d}/{p}", "https://{s}.{d}/{p}", "{s}.{d}",
                      "http://{d}/{p}"))
    return style.format(d=dom, p=path, s=r.choice(("portal", "my", "renal", "book", "care")))


def ip(r):
    k = r.random()
    if k < 0.5:
        return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
    if k < 0.8:
        return "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))


# ---------------------------------------------------------------- identifiers
def ssn(r, us):
    if us:
        a = "9" + digits(r, 2) if r.random() < 0.75 else "000"
        b, c = digits(r, 2), digits(r, 4)
        return r.choice(("%s-%s-%s", "%s-%s-%s", "%s %s %s", "%s%s%s")) % (a, b, c)
    d = digits(r, 6)
    suf = r.choice("ABCD")
    if r.random() < 0.5:
        return "QQ %s %s %s %s" % (d[:2], d[2:4], d[4:], suf)
    return "QQ%s%s" % (d, suf)


def mrn(r, us):
    if us:
        k = r.choice(("n8", "n8", "mr", "e", "dash", "n7", "n10"))
        if k == "n8":
            return "00" + digits(r, 6) if r.random() < 0.4 else digits(r, 8)
        if k == "mr":
            return "MR" + digits(r, 7)
        if k == "e":
            return "E" + digits(r, 8)
        if k == "dash":
            return "%s-%s" % (digits(r, 4), digits(r, 4))
        if k == "n7":
            return digits(r, 7)
        return digits(r, 10)
    k = r.choice(("rx", "k", "h", "num"))
    if k == "rx":
        return "R" + letters(r, 1) + digits(r, 7)
    if k == "k":
        return letters(r, 1) + digits(r, 7)
    if k == "h":
        return "H" + digits(r, 6)
    return digits(r, 8)


def nhs(r):
    d = "9" + digits(r, 9)
    return r.choice(("%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])))


def mbi(r):
    A = "ACDEFGHJKMNPQRTUVWXY"
    AN = A + "0123456789"
    s = (r.choice("123456789") + r.choice(A) + r.choice(AN) + digits(r, 1) + r.choice(A) +
         r.choice(AN) + digits(r, 1) + r.choice(A) + r.choice(A) + digits(r, 2))
    return s if r.random() < 0.6 else "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def healthplan(r, us, kind=None):
    if us:
        kind = kind or r.choice(("mbi", "member", "member", "medicaid", "group"))
        if kind == "mbi":
            return mbi(r)
        if kind == "medicaid":
            return r.choice((letters(r, 2) + digits(r, 5) + letters(r, 1), digits(r, 10),
                             "MCD" + digits(r, 8)))
        if kind == "group":
            return r.choice((digits(r, 6), "GRP-" + digits(r, 5), letters(r, 2) + digits(r, 4)))
        return r.choice((letters(r, 3) + digits(r, 6), "W" + digits(r, 9), letters(r, 1) +
                         digits(r, 8) + "-01", digits(r, 3) + letters(r, 2) + digits(r, 5)))
    kind = kind or r.choice(("ghic", "policy"))
    if kind == "ghic":
        return "80826" + digits(r, 15)
    return r.choice(("%s-%s" % (letters(r, 3), digits(r, 7)), digits(r, 8) + letters(r, 1),
                     "PM" + digits(r, 8)))


def account(r, us):
    return r.choice(("%s-%s" % (digits(r, 4), digits(r, 4)), digits(r, 8), "V" + digits(r, 7),
                     digits(r, 10), "A" + digits(r, 9), "%s%s" % (digits(r, 3), digits(r, 6)),
                     "ENC" + digits(r, 7)))


def npi(r):
    return r.choice("12") + digits(r, 9)


def dea(r, last):
    return r.choice("ABFM") + strip_accents(last[0].upper()) + digits(r, 7)


def gmc(r):
    return r.choice("34567") + digits(r, 6)


def nmc(r):
    return digits(r, 2) + letters(r, 1, "ABCDEFGHIJ") + digits(r, 4) + letters(r, 1, "ABCDEFGHJKLMNOPSW")


def state_license(r):
    return r.choice(("%s%s" % (letters(r, 1), digits(r, 6)), digits(r, 10), "%s-%s" % (
        digits(r, 2), digits(r, 6)), "RN" + digits(r, 7)))


def tech_cert(r):
    return r.choice((digits(r, 5), "CCHT-" + digits(r, 6), digits(r, 4) + "-" + digits(r, 3),
                     "CHT" + digits(r, 5)))


def drivers_license(r, us, last="SMITH", first="J"):
    if us:
        return r.choice(("%s%s-%s-%s" % (letters(r, 1), digits(r, 3), digits(r, 4), digits(r, 4)),
                         letters(r, 1) + digits(r, 8), digits(r, 9), letters(r, 2) + digits(r, 6)))
    l = strip_accents(last.upper().replace(" ", "").replace("'", "").replace("-", ""))[:5]
    l = l + "9" * (5 - len(l))
    return "%s%s%s9%s" % (l, digits(r, 6), strip_accents(first[0].upper()) + letters(r, 1),
                          letters(r, 2) + digits(r, 2))


def device_sn(r, kind="machine"):
    if kind == "machine":
        return r.choice(("%s%s" % (digits(r, 1), letters(r, 2)) + digits(r, 5),
                         "%sT-%s" % (digits(r, 1), digits(r, 5)), letters(r, 3) + digits(r, 6),
                         "%s-%s" % (digits(r, 4), digits(r, 5)), "M" + digits(r, 8)))
    if kind == "asset":
        return r.choice(("BME-%s" % digits(r, 5), "HD-%s" % digits(r, 3), "A%s" % digits(r, 6),
                         "EQ%s" % digits(r, 5), "DX-%s" % digits(r, 4)))
    if kind == "ro":
        return r.choice(("RO-%s-%s" % (digits(r, 1), digits(r, 5)), letters(r, 2) + digits(r, 7)))
    if kind == "pump":
        return r.choice((digits(r, 8), "%s%s" % (letters(r, 2), digits(r, 6)),
                         "PMP-%s" % digits(r, 6)))
    if kind == "port":
        return r.choice(("%s%s%s" % (letters(r, 2), digits(r, 5), letters(r, 1)),
                         digits(r, 9), "SN %s" % digits(r, 7))).replace("SN ", "")
    if kind == "scale":
        return "SC" + digits(r, 6)
    return letters(r, 2) + digits(r, 6)


def plate(r, us):
    if us:
        return r.choice(("%s%s%s" % (digits(r, 1), letters(r, 3, UPALL), digits(r, 3)),
                         "%s-%s" % (letters(r, 3, UPALL), digits(r, 4)),
                         "%s %s" % (letters(r, 3, UPALL), digits(r, 4)),
                         "T%sC" % digits(r, 6), "%s%s" % (digits(r, 3), letters(r, 3, UPALL)),
                         "MV %s" % digits(r, 5)))
    return "%s%s %s" % (letters(r, 2, "ABCDEFGHKLMNOPRSVWY"), r.choice(("19", "20", "69", "70",
                                                                       "21", "71", "22", "72",
                                                                       "23", "73", "18", "68")),
                        letters(r, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))


def vin(r):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(r.choice(pool) for _ in range(17))


def bioid(r, kind=None):
    if kind == "fingerprint":
        return r.choice(("FP-%s" % digits(r, 5), "FP%s" % digits(r, 7)))
    if kind in ("palm-vein", "palm"):
        return r.choice(("PV-%s" % digits(r, 7), "PALM-%s-%s" % (letters(r, 2), digits(r, 5))))
    return r.choice(("FP-%s" % digits(r, 5), "PV-%s" % digits(r, 7), "BIO%s" % digits(r, 7),
                     "PALM-%s-%s" % (letters(r, 2), digits(r, 5)), "FT%s" % digits(r, 8)))


def idnum(r, kind):
    y = r.choice(("23", "24", "25"))
    if kind == "accession":
        return r.choice(("S%s-%s" % (y, digits(r, 5)), "A%s%s" % (digits(r, 6), digits(r, 4)),
                         "LAB-%s-%s" % (y, digits(r, 6)), "%s%s" % (letters(r, 2), digits(r, 8)),
                         "H%s%s" % (y, digits(r, 6))))
    if kind == "order":
        return r.choice(("ORD%s" % digits(r, 7), digits(r, 9), "O-%s-%s" % (y, digits(r, 6))))
    if kind == "rx":
        return r.choice((digits(r, 7), "RX%s" % digits(r, 6), "%s-%s" % (digits(r, 2), digits(r, 6))))
    if kind == "trip":
        return r.choice(("T-%s" % digits(r, 7), "TR%s" % digits(r, 6), digits(r, 8),
                         "PTS-%s" % digits(r, 7), "%s%s" % (letters(r, 3), digits(r, 5))))
    if kind == "incident":
        return r.choice(("INC-20%s-%s" % (y, digits(r, 5)), "W%s" % digits(r, 6),
                         "IR%s-%s" % (y, digits(r, 4)), "DX%s" % digits(r, 6)))
    if kind == "workorder":
        return r.choice(("WO-%s-%s" % (y, digits(r, 4)), "WO%s" % digits(r, 6),
                         "%s%s" % (digits(r, 2), digits(r, 5)), "CMMS-%s" % digits(r, 6)))
    if kind == "referral":
        return r.choice(("REF-%s" % digits(r, 6), "%s %s %s" % (digits(r, 4), digits(r, 4),
                                                               digits(r, 4)), "R%s/%s" % (y, digits(r, 5))))
    if kind == "auth":
        return r.choice(("PA%s%s" % (y, digits(r, 6)), "A%s-%s" % (y, digits(r, 6)),
                         "AUTH-%s" % digits(r, 8), digits(r, 11)))
    if kind == "sample":
        return r.choice(("W%s-%s" % (y, digits(r, 4)), "WTR-%s" % digits(r, 6),
                         "E%s%s" % (y, digits(r, 5))))
    if kind == "case":
        return r.choice(("C%s-%s" % (y, digits(r, 5)), "CASE-%s" % digits(r, 6),
                         "SW-%s" % digits(r, 5)))
    return "%s%s" % (letters(r, 2), digits(r, 7))


# ---------------------------------------------------------------- addresses
def address(r, us, near=None):
    """A fictional address; with near (another address) most fall in the same area."""
    if near is not None and r.random() < 0.85:
        if us:
            c = [x for x in US_CITIES if x[0] == near["city"]][0]
        else:
            c = [x for x in UK_TOWNS if x[0] == near["city"]][0]
        if r.random() < 0.35:
            sub = r.choice(SUBURBS)
            c = (sub,) + tuple(c[1:])
        return _us_addr(r, c) if us else _uk_addr(r, c)
    if us:
        return _us_addr(r, r.choice(US_CITIES))
    return _uk_addr(r, r.choice(UK_TOWNS))


def _us_addr(r, c):
    city, st, stname, zp, county = c
    num = str(r.randint(12, 9899))
    street = "%s %s %s" % (num, r.choice(STREET_NAMES), r.choice(US_SUFFIX))
    if r.random() < 0.3:
        street += ", " + r.choice(US_UNIT).format(n=r.randint(1, 48))
    z = zp + digits(r, 2)
    if r.random() < 0.1:
        z += "-" + digits(r, 4)
    return {"street": street, "city": city, "state": st, "state_name": stname, "zip": z,
            "county": county}


def _uk_addr(r, t):
    town, county, pc = t
    num = str(r.randint(1, 240))
    street = "%s %s %s" % (num, r.choice(UK_STREET_NAMES), r.choice(UK_SUFFIX))
    if r.random() < 0.25:
        street = r.choice(UK_UNIT).format(n=r.randint(1, 30)) + ", " + street
    zpc = "%s%d %d%s" % (pc, r.randint(1, 29), r.randint(1, 9), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    return {"street": street, "city": town, "state": "", "state_name": "", "zip": zpc,
            "county": county}


def addr_items(r, a, us, layout="line", county=None):
    """Return items list [str | (value, type)] for an address."""
    sep = ", " if layout == "line" else "\n"
    items = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
    if us:
        st = a["state"] if r.random() < 0.85 else a["state_name"]
        items += [", ", (st, "STATE"), " " if r.random() < 0.8 else "  ", (a["zip"], "ZIP")]
    else:
        if county is None:
            county = r.random() < 0.4
        if county:
            items += [sep, (a["county"], "CITY")]
        items += [sep if r.random() < 0.7 else " ", (a["zip"], "ZIP")]
    return items
