"""PHI value formatters and identifier generators.  Every function takes the
note's random.Random object explicitly."""
import datetime as dt
import unicodedata

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

L = "ABCDEFGHJKLMNPRSTUVWXYZ"
LD = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(L) for _ in range(n))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


# ---------------------------------------------------------------- dates
def _num(d, country, yy=False, zero=True, sep="/"):
    y = ("%02d" % (d.year % 100)) if yy else str(d.year)
    dd = ("%02d" % d.day) if zero else str(d.day)
    mm = ("%02d" % d.month) if zero else str(d.month)
    if country == "US":
        return sep.join([mm, dd, y])
    return sep.join([dd, mm, y])


DATE_STYLES_US = ["num", "num", "num", "num_nz", "num_yy", "mdy_long", "mdy_short", "iso",
                  "wd_num", "wd_mdy", "dash_mon"]
DATE_STYLES_GB = ["num", "num", "num", "num_yy", "num_nz", "dmy_long", "dmy_short", "ord",
                  "iso", "wd_num", "wd_dmy", "dash_mon", "dot"]


def date(rng, d, country, style=None):
    """A full calendar date in some surface form."""
    if style is None:
        style = rng.choice(DATE_STYLES_US if country == "US" else DATE_STYLES_GB)
    mon, mon3 = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd, wd3 = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
    if style == "num":
        return _num(d, country)
    if style == "num_nz":
        return _num(d, country, yy=rng.random() < 0.5, zero=False)
    if style == "num_yy":
        return _num(d, country, yy=True)
    if style == "dot":
        return _num(d, country, sep=".")
    if style == "dmy_long":
        return "%d %s %d" % (d.day, mon, d.year)
    if style == "dmy_short":
        return "%d %s %d" % (d.day, mon3, d.year)
    if style == "ord":
        return "%s %s %d" % (ordinal(d.day), mon, d.year)
    if style == "mdy_long":
        return "%s %d, %d" % (mon, d.day, d.year)
    if style == "mdy_short":
        return "%s %d, %d" % (mon3, d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dash_mon":
        return "%02d-%s-%d" % (d.day, mon3.upper(), d.year)
    if style == "wd_num":
        return "%s %s" % (wd3, _num(d, country))
    if style == "wd_dmy":
        return "%s %d %s %d" % (wd, d.day, mon, d.year)
    if style == "wd_mdy":
        return "%s, %s %d, %d" % (wd, mon, d.day, d.year)
    raise ValueError(style)


def date_part(rng, d, country, style=None):
    """A partial date (day+month, weekday, month+year, year...)."""
    if style is None:
        style = rng.choice(["dm", "wd", "wd_dm", "my", "dm_long", "wd3"])
    if style == "dm":
        return ("%d/%d" % (d.month, d.day)) if country == "US" else ("%02d/%02d" % (d.day, d.month))
    if style == "dm_long":
        if country == "US":
            return "%s %d" % (MONTHS[d.month - 1], d.day)
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    if style == "wd":
        return WEEKDAYS[d.weekday()]
    if style == "wd3":
        return WEEKDAYS[d.weekday()][:3]
    if style == "wd_dm":
        return WEEKDAYS[d.weekday()][:3] + " " + date_part(rng, d, country, "dm")
    if style == "my":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "my_short":
        return "%s-%02d" % (MONTHS[d.month - 1][:3], d.year % 100)
    if style == "y":
        return str(d.year)
    raise ValueError(style)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def dob_for_age(rng, age, ref):
    """A date of birth giving `age` on date ref."""
    y = ref.year - age
    doy = rng.randint(1, 365)
    d = dt.date(y, 1, 1) + dt.timedelta(days=doy - 1)
    if (d.month, d.day) > (ref.month, ref.day):
        d = d.replace(year=y - 1) if not (d.month == 2 and d.day == 29) else dt.date(y - 1, 2, 28)
    return d


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


# ---------------------------------------------------------------- contacts
def phone(rng, country, kind="mobile"):
    r = rng.random()
    if country == "UK":
        if kind == "mobile":
            a = "07" + digits(rng, 3)
            b = digits(rng, 3)
            if r < 0.5:
                return "%s 555%s" % (a, b)
            if r < 0.75:
                return "%s 555 %s" % (a, b)
            return "+44 %s 555 %s" % (a[1:], b)
        area = rng.choice(["0161", "0113", "0117", "0191", "01632", "01904", "0131", "029"])
        if area == "029":
            return "029 555%s %s" % (digits(rng, 1), digits(rng, 4))
        if len(area) == 5:
            return "%s 555%s" % (area, digits(rng, 3)) if r < 0.5 else "(%s) 555 %s" % (area, digits(rng, 3))
        return "%s 555 %s" % (area, digits(rng, 4))
    if country == "AU":
        if kind == "mobile":
            a = "04" + digits(rng, 2)
            b = digits(rng, 3)
            return ("%s 555 %s" % (a, b)) if r < 0.7 else ("+61 %s 555 %s" % (a[1:], b))
        area = rng.choice(["02", "03", "07", "08"])
        return ("(%s) 5550 %s" % (area, digits(rng, 4))) if r < 0.6 else ("%s 5550 %s" % (area, digits(rng, 4)))
    area = rng.choice(["503", "614", "404", "312", "720", "919", "512", "616", "480", "215",
                       "615", "414", "813", "612", "804", "504"])
    last = "01" + digits(rng, 2) if rng.random() < 0.6 else digits(rng, 4)
    if r < 0.4:
        return "(%s) 555-%s" % (area, last)
    if r < 0.7:
        return "%s-555-%s" % (area, last)
    if r < 0.85:
        return "%s.555.%s" % (area, last)
    return "+1 %s 555 %s" % (area, last)


def with_ext(rng, num):
    return num + rng.choice([" ext. ", " ext ", " x", " extn "]) + digits(rng, rng.choice([3, 4]))


def bleep(rng):
    return rng.choice(["555", "5 55"]) + digits(rng, 1) + ("" if rng.random() < 0.6 else digits(rng, 1))


def _clean(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")
    return "".join(c for c in s.lower() if c.isalnum())


def email(rng, first, last, domain=None):
    domain = domain or rng.choice(["example.com", "example.org", "example.net"])
    f, l_ = _clean(first), _clean(last)
    style = rng.randint(0, 5)
    if style == 0:
        user = "%s.%s" % (f, l_)
    elif style == 1:
        user = "%s%s" % (f[0], l_)
    elif style == 2:
        user = "%s%s%s" % (f, l_[:3], digits(rng, 2))
    elif style == 3:
        user = "%s_%s" % (l_, f[0])
    elif style == 4:
        user = "%s.%s%s" % (f, l_, digits(rng, 2))
    else:
        user = "%s%s" % (f[:4], rng.choice(["xo", "99", "_uk", "fan", "runs", "mx", "88"]))
    return "%s@%s" % (user, domain)


def role_email(rng, role):
    return "%s@%s" % (role, rng.choice(["example.org", "example.com", "example.net"]))


def url(rng, kind="any"):
    host = rng.choice(["www.example.org", "www.example.com", "example.net", "portal.example.org",
                       "medical.example.com", "https://www.example.net", "https://eprf.example.com"])
    path = rng.choice(["/welfare", "/medical-plan", "/safety/event-info", "/advice/heat",
                       "/after-your-visit", "/prf/" + digits(rng, 6), "/referral?id=" + digits(rng, 5),
                       "/lost-property", "/harm-reduction", "/concussion-advice", "/feedback"])
    return host + path


def ipaddr(rng):
    r = rng.random()
    if r < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def username(rng, first, last):
    f, l_ = _clean(first), _clean(last)
    s = rng.randint(0, 4)
    if s == 0:
        return f[0] + l_
    if s == 1:
        return "%s.%s" % (f, l_)
    if s == 2:
        return "%s%s%s" % (f[0], l_[:5], digits(rng, 2))
    if s == 3:
        return "%s_%s" % (l_, f[0])
    return "%s%s" % (l_[:6].upper(), f[0].upper())


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    r = rng.random()
    if country == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6),
                           digits(rng, 8), letters(rng, 3) + "-" + digits(rng, 6)])
    if country == "AU":
        return digits(rng, 6) if r < 0.5 else digits(rng, 7)
    return rng.choice([digits(rng, 9), "00" + digits(rng, 7), "E" + digits(rng, 8),
                       digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3)])


def nhs_number(rng):
    d = "9" + digits(rng, 9)
    return ("%s %s %s" % (d[:3], d[3:6], d[6:])) if rng.random() < 0.7 else d


def medicare(rng):
    d = rng.choice("2345") + digits(rng, 9)
    return ("%s %s %s" % (d[:4], d[4:9], d[9])) if rng.random() < 0.7 else d


def ssn(rng):
    a = ("9" + digits(rng, 2)) if rng.random() < 0.8 else "000"
    sep = "-" if rng.random() < 0.85 else " "
    return sep.join([a, digits(rng, 2), digits(rng, 4)])


def healthplan(rng, country):
    if country == "AU":
        return rng.choice([digits(rng, 8), letters(rng, 2) + digits(rng, 7), digits(rng, 6) + "-0" + digits(rng, 1)])
    if country == "UK":
        return rng.choice(["PX-" + digits(rng, 5) + "-" + digits(rng, 2), letters(rng, 2) + digits(rng, 8),
                           digits(rng, 4) + "/" + digits(rng, 6)])
    return rng.choice([letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 9), letters(rng, 1) + digits(rng, 8) + "-01",
                       digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 3)])


def group_no(rng):
    return rng.choice(["GRP-", "G", ""]) + digits(rng, 5) + rng.choice(["", "-A", "-0" + digits(rng, 1)])


def prf_no(rng):
    return rng.choice(["PRF-%s-%s" % (digits(rng, 2), digits(rng, 5)), "E" + digits(rng, 7),
                       "%s/%s" % (digits(rng, 4), digits(rng, 3)), "MC" + digits(rng, 5),
                       "%s-%s" % (letters(rng, 2), digits(rng, 6))])


def encounter_no(rng):
    return rng.choice(["ENC" + digits(rng, 8), digits(rng, 10), "V" + digits(rng, 7),
                       "AE-" + digits(rng, 6), digits(rng, 4) + "-" + digits(rng, 4)])


def cad_no(rng, d):
    return rng.choice(["%02d%02d-%s" % (d.month, d.day, digits(rng, 4)),
                       "CAD %s" % digits(rng, 6), "INC-%s" % digits(rng, 5),
                       "%s/%s" % (digits(rng, 3), digits(rng, 4)), "E%s" % digits(rng, 9)])


def log_ref(rng):
    return rng.choice(["LOG-", "EC/", "IR-", "#", "SOC-"]) + digits(rng, rng.choice([3, 4, 5]))


def sg_ref(rng, d):
    return rng.choice(["SG/%02d/%s" % (d.year % 100, digits(rng, 4)), "MASH-%s" % digits(rng, 6),
                       "CR/%s/%02d" % (digits(rng, 6), d.year % 100), "CP%s" % digits(rng, 7),
                       "VPR-%s" % digits(rng, 5)])


def wristband(rng):
    return rng.choice(["WB-" + digits(rng, 6), "RFID " + letters(rng, 2) + digits(rng, 8),
                       digits(rng, 4) + "-" + digits(rng, 4) + "-" + digits(rng, 2),
                       "TKT" + digits(rng, 9)])


def bib(rng):
    return rng.choice([str(rng.randint(10, 39999)), letters(rng, 1) + str(rng.randint(100, 9999))])


def accession(rng):
    return rng.choice(["BX%s-%s" % (digits(rng, 2), digits(rng, 5)), "H" + digits(rng, 8),
                       "S%s-%s" % (digits(rng, 2), digits(rng, 4)), "LAB" + digits(rng, 7)])


def gmc(rng):
    return rng.choice(["7", "6", "4"]) + digits(rng, 6)


def hcpc(rng):
    return "PA" + digits(rng, 5)


def nmc(rng):
    return digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)


def ahpra(rng, prof="MED"):
    return prof + "000" + digits(rng, 7)


def npi(rng):
    return rng.choice("12") + digits(rng, 9)


def dea(rng, last):
    return rng.choice("ABFM") + last[0].upper() + digits(rng, 7)


def state_lic(rng):
    return rng.choice(["P", "EMT-", "RN", "MD-", "A"]) + digits(rng, rng.choice([5, 6]))


def driver_lic(rng, country, last="X"):
    if country == "UK":
        s = "".join(c for c in last.upper() if c.isalpha())[:5].ljust(5, "9")
        return s + digits(rng, 6) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2)
    if country == "AU":
        return rng.choice([digits(rng, 8), digits(rng, 9), digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)])
    return rng.choice([letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                       digits(rng, 9), letters(rng, 1) + digits(rng, 7)])


def race_licence(rng):
    return rng.choice(["RL-" + digits(rng, 7), "C" + digits(rng, 6), digits(rng, 6) + "/" + letters(rng, 1),
                       "NAT-" + digits(rng, 5)])


def sia(rng):
    return " ".join(digits(rng, 4) for _ in range(4))


def plate(rng, country):
    if country == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if country == "AU":
        return rng.choice([digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2),
                           letters(rng, 3) + "-" + digits(rng, 3), letters(rng, 3) + digits(rng, 2) + letters(rng, 1)])
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4),
                       letters(rng, 3) + " " + digits(rng, 3)])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def car_no(rng):
    return str(rng.randint(2, 199))


def device_serial(rng, kind="aed"):
    if kind == "aed":
        return rng.choice(["B" + digits(rng, 2) + letters(rng, 1) + "-" + digits(rng, 5),
                           "X" + digits(rng, 2) + "L" + digits(rng, 6), digits(rng, 10),
                           "AED-" + digits(rng, 6), "SN" + digits(rng, 8)])
    if kind == "pump":
        return rng.choice(["PMP" + digits(rng, 7), "NG" + digits(rng, 7) + letters(rng, 1), digits(rng, 8)])
    if kind == "cgm":
        return rng.choice(["0M" + "".join(rng.choice(LD) for _ in range(6)), digits(rng, 3) + letters(rng, 2) + digits(rng, 5)])
    if kind == "radio":
        return rng.choice([digits(rng, 3) + "TRX" + digits(rng, 4), "RAD-" + digits(rng, 4), letters(rng, 2) + digits(rng, 6)])
    if kind == "tablet":
        return rng.choice(["TAB-" + digits(rng, 4), "IPAD" + digits(rng, 5), "ASSET " + digits(rng, 6)])
    if kind == "ppm":
        return rng.choice(["PJN" + digits(rng, 6), "RNB" + digits(rng, 6) + letters(rng, 1), "SN " + digits(rng, 9)])
    raise ValueError(kind)


def bioid(rng, kind="fp"):
    if kind == "fp":
        return rng.choice(["FP-" + digits(rng, 5), "FPT-" + digits(rng, 4) + letters(rng, 1), "BIO" + digits(rng, 7)])
    if kind == "face":
        return rng.choice(["FT-" + digits(rng, 4) + "-" + digits(rng, 4), "FACE-" + "".join(rng.choice(LD) for _ in range(8))])
    if kind == "voice":
        return "VP-" + digits(rng, 6)
    if kind == "dna":
        return rng.choice(["DNA-" + digits(rng, 4) + "-" + digits(rng, 3), "PDNA" + digits(rng, 8)])
    raise ValueError(kind)


def w3w(rng, words):
    return "///" + ".".join(rng.sample(words, 3))
