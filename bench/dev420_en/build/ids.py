"""Identifier, contact and date generators.  Contacts are fictional by rule:
every phone/fax/pager/extension contains 555, e-mail and URLs use example.*
domains, IP addresses are private, SSN-like numbers start with 9 or 000."""
import datetime as dt

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK = [w[:3] for w in WEEKDAYS]

AREA = {"US": ["617", "312", "503", "614", "216", "412", "919", "402", "801", "720", "505", "208",
               "918", "509", "806", "218", "828", "912", "518", "570", "515", "520", "608", "859"],
        "CA": ["416", "613", "604", "403", "514", "902", "306", "204", "250", "519", "705", "709"]}
UK_AREA = ["0113", "0117", "01603", "01392", "01228", "01792", "029", "01224", "01382", "01463",
           "028", "01782", "01942", "0118", "01225", "01332", "01522", "01872", "01482", "0191"]
AU_AREA = ["02", "03", "07", "08"]
IE_AREA = ["01", "021", "091", "061", "051", "071", "074", "066", "065", "090", "056", "041"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


# ---------------------------------------------------------------- contacts
def phone(rng, country, mobile=False):
    x = "%04d" % rng.randint(100, 199) if rng.random() < 0.7 else digits(rng, 4)
    if country in ("US", "CA"):
        a = rng.choice(AREA[country])
        f = rng.randrange(5)
        if f == 0:
            return "(%s) 555-%s" % (a, x)
        if f == 1:
            return "%s-555-%s" % (a, x)
        if f == 2:
            return "%s.555.%s" % (a, x)
        if f == 3:
            return "+1 %s 555 %s" % (a, x)
        return "1-%s-555-%s" % (a, x)
    if country == "UK":
        if mobile:
            return rng.choice(["07700 555%s" % digits(rng, 3), "07911 555 %s" % digits(rng, 3)])
        a = rng.choice(UK_AREA)
        if rng.random() < 0.15:
            return "+44 %s 555 %s" % (a[1:], x)
        return "%s 555 %s" % (a, x)
    if country == "AU":
        if mobile:
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        a = rng.choice(AU_AREA)
        return rng.choice(["(%s) 5550 %s" % (a, digits(rng, 4)), "%s 5550 %s" % (a, digits(rng, 4)),
                           "+61 %s 5550 %s" % (a[1], digits(rng, 4))])
    # IE
    if mobile:
        return "08%s 555 %s" % (rng.choice("3567"), digits(rng, 4))
    a = rng.choice(IE_AREA)
    return rng.choice(["(%s) 555 %s" % (a, digits(rng, 4)), "%s 555 %s" % (a, digits(rng, 4)),
                       "+353 %s 555 %s" % (a[1:], digits(rng, 4))])


def ext(rng):
    return "555%d" % rng.randrange(10)


def phone_ext(rng, country):
    p = phone(rng, country)
    return p + rng.choice([" ext. ", " ext ", " x", " x"]) + ext(rng)


def pager(rng, country):
    return rng.choice(["555-%s" % digits(rng, 4), "555%d" % rng.randrange(10), "4-555%d" % rng.randrange(10),
                       "555%s" % digits(rng, 2), "555 %s" % digits(rng, 3)])


def email(rng, person=None, role=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if role:
        return role + "@" + dom
    f = person.first.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = person.last.lower().replace("'", "").replace(" ", "").replace("-", "")
    s = rng.randrange(4)
    user = [f + "." + l, f[0] + l, l + "." + f[0], f + l[:3] + str(rng.randint(1, 99))][s]
    return user + "@" + dom


def url(rng, path=None):
    host = rng.choice(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                       "https://www.example.org", "https://portal.example.com", "http://example.net"])
    path = path or rng.choice(["bmt/patient-guide", "cart/after-infusion", "mychart", "transplant/ltfu",
                               "patients/car-t-wallet-card", "gvhd/skin-care", "telehealth/join",
                               "bmt/caregiver-handbook", "forms/donor-consent", "cellular-therapy/faq"])
    return host + "/" + path


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


# ---------------------------------------------------------------- identifiers
def mrn(rng, country):
    if country == "US":
        return rng.choice(["%08d" % rng.randint(10 ** 6, 10 ** 8 - 1), "E" + digits(rng, 7),
                           digits(rng, 4) + "-" + digits(rng, 4)])
    if country == "UK":
        return rng.choice([rng.choice("KRMT") + digits(rng, 7), "RX" + digits(rng, 8), digits(rng, 6) + letters(rng, 1)])
    if country == "CA":
        return rng.choice(["00" + digits(rng, 8), "M" + digits(rng, 7)])
    if country == "AU":
        return rng.choice([digits(rng, 7), "UR" + digits(rng, 6)])
    return rng.choice(["0" + digits(rng, 6), digits(rng, 7)])


def nhs(rng):
    return "999 %s %s" % (digits(rng, 3), digits(rng, 4))


def ssn(rng, country):
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9%s%s" % (digits(rng, 6), letters(rng, rng.choice([1, 2])))
    if rng.random() < 0.2:
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def healthplan(rng, country):
    if country == "US":
        return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9),
                           digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 2) + digits(rng, 1)
                           + "-" + letters(rng, 2) + digits(rng, 2), "YH" + digits(rng, 8)])
    if country == "CA":
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if country == "AU":
        return "%d%s %s %d" % (rng.randint(2, 6), digits(rng, 3), digits(rng, 5), rng.randint(1, 9))
    if country == "IE":
        return digits(rng, 7) + letters(rng, 1)
    return digits(rng, 8)


def group_no(rng):
    return rng.choice(["G" + digits(rng, 6), digits(rng, 7), letters(rng, 2) + "-" + digits(rng, 5)])


def account(rng, country):
    return rng.choice([digits(rng, 11), "V" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4),
                       "E" + digits(rng, 7), "FIN" + digits(rng, 8), digits(rng, 2) + "-" + digits(rng, 6)])


def license_no(rng, country, kind=None):
    """(label, value); kind is None/'doctor', 'nurse' or 'pharm'."""
    if country == "US":
        if kind == "nurse":
            return "RN Lic", "RN" + digits(rng, 6)
        if kind == "pharm":
            return "Lic", "PH" + digits(rng, 6)
        k = rng.choice(["NPI", "DEA", "LIC"])
        if k == "NPI":
            return "NPI", rng.choice("12") + digits(rng, 9)
        if k == "DEA":
            return "DEA", rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7)
        return "Lic", "MD" + digits(rng, 6)
    if country == "UK":
        if kind == "nurse":
            return "NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
        if kind == "pharm":
            return "GPhC", "20" + digits(rng, 5)
        return "GMC", digits(rng, 7)
    if country == "CA":
        if kind == "pharm":
            return "OCP", digits(rng, 6)
        if kind == "nurse":
            return "CNO Reg", digits(rng, 7)
        return rng.choice([("CPSO", digits(rng, 5)), ("Licence", digits(rng, 6))])
    if country == "AU":
        if kind == "nurse":
            return "AHPRA", "NMW000" + digits(rng, 7)
        if kind == "pharm":
            return "AHPRA", "PHA000" + digits(rng, 7)
        return rng.choice([("AHPRA", "MED000" + digits(rng, 7)), ("Prescriber no.", digits(rng, 7))])
    if kind == "nurse":
        return "NMBI PIN", digits(rng, 6)
    if kind == "pharm":
        return "PSI", digits(rng, 5)
    return "IMC", digits(rng, 6)


def device_sn(rng):
    return rng.choice(["1" + letters(rng, 2) + digits(rng, 2) + letters(rng, 2) + digits(rng, 4),
                       letters(rng, 1) + digits(rng, 1) + "-" + digits(rng, 5), "SN" + digits(rng, 8),
                       digits(rng, 2) + letters(rng, 1) + digits(rng, 6), "BME-" + digits(rng, 6)])


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), digits(rng, 2), letters(rng, 3))
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(["191", "202", "211", "222", "231", "152"]),
                             rng.choice(["D", "C", "G", "L", "KY", "WX", "MO"]), digits(rng, rng.choice([4, 5])))
    if country == "AU":
        return rng.choice(["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 2))])
    if country == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def vin(rng):
    return "".join(rng.choice(VIN_CH) for _ in range(17))


def bioid(rng, kind=None):
    """kind: text describing the modality; the prefix follows it."""
    k = (kind or "").lower()
    if "palm" in k:
        return "PV-" + digits(rng, 5) + "-" + digits(rng, 4)
    if "finger" in k:
        return "FP-" + digits(rng, 5)
    if "voice" in k:
        return "VB-" + letters(rng, 2) + digits(rng, 5)
    if "iris" in k:
        return "IR-" + letters(rng, 2) + digits(rng, 6)
    return rng.choice(["PV-" + digits(rng, 5) + "-" + digits(rng, 4), "FP-" + digits(rng, 5),
                       "BIO" + digits(rng, 8), "IR-" + letters(rng, 2) + digits(rng, 6)])


def accession(rng, yy, prefix=None):
    prefix = prefix or rng.choice(["S", "BM", "H", "FC", "CY", "M", "HLA"])
    return "%s%s-%s" % (prefix, yy, digits(rng, rng.choice([4, 5])))


def din(rng):
    return "%s%s %s %s" % (rng.choice("WAGJ"), digits(rng, 4), digits(rng, 2), digits(rng, 6))


def coi(rng, yy):
    return rng.choice(["COI-%s-%s-%s" % (yy, digits(rng, 5), letters(rng, 1)),
                       "%s%s-%s" % (letters(rng, 3), digits(rng, 6), digits(rng, 2)),
                       "CT%s%s" % (yy, digits(rng, 7))])


def donor_id(rng):
    return rng.choice(["%s-%s-%s" % (digits(rng, 4), digits(rng, 4), digits(rng, 1)),
                       "%s %s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4), digits(rng, 4)),
                       "D" + digits(rng, 9)])


def order_no(rng):
    return rng.choice(["ORD" + digits(rng, 8), digits(rng, 9), "RX-" + digits(rng, 7), "REQ" + digits(rng, 6)])


# ---------------------------------------------------------------- dates
US_STYLES = ["us_slash", "us_slash", "us_short", "us_long", "us_abbr", "sys", "iso"]
INT_STYLES = ["uk_slash", "uk_slash", "uk_long", "uk_abbr", "sys", "uk_short", "iso"]


def fmt(d, style):
    m, day, y = d.month, d.day, d.year
    if style == "us_slash":
        return "%02d/%02d/%d" % (m, day, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], day, y)
    if style == "us_abbr":
        return "%s %d, %d" % (MON[m - 1], day, y)
    if style == "sys":
        return "%02d-%s-%d" % (day, MON[m - 1].upper() if (d.toordinal() % 2) else MON[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, day)
    if style == "uk_slash":
        return "%02d/%02d/%d" % (day, m, y)
    if style == "uk_long":
        return "%d %s %d" % (day, MONTHS[m - 1], y)
    if style == "uk_abbr":
        return "%d %s %d" % (day, MON[m - 1], y)
    if style == "uk_short":
        return "%d/%d/%02d" % (day, m, y % 100)
    if style == "us_md":
        return "%d/%d" % (m, day)
    if style == "uk_dm":
        return "%d/%d" % (day, m)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "year":
        return str(y)
    if style == "wk_us":
        return "%s %d/%d" % (WK[d.weekday()], m, day)
    if style == "wk_uk":
        return "%s %d/%d" % (WK[d.weekday()], day, m)
    if style == "wk_long_us":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], day, y)
    if style == "wk_long_uk":
        return "%s %d %s %d" % (WEEKDAYS[d.weekday()], day, MONTHS[m - 1], y)
    if style == "day_month_uk":
        return "%d %s" % (day, MONTHS[m - 1])
    if style == "mon_day":
        return "%s %d" % (MON[m - 1], day)
    if style == "month_day_us":
        return "%s %d" % (MONTHS[m - 1], day)
    raise ValueError(style)


def add(d, days):
    return d + dt.timedelta(days=days)


def clock(rng, lo=6, hi=22):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def clock12(rng):
    h = rng.randint(7, 18)
    return "%d:%02d %s" % (h if h <= 12 else h - 12, rng.choice([0, 15, 30, 45]), "am" if h < 12 else "pm")
