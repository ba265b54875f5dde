"""Country-specific identifier, contact and date formats. Every function takes the shared rng."""
import datetime

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
PC_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool=UPPER):
    return "".join(pool[rng.randrange(len(pool))] for _ in range(n))


# ---------------------------------------------------------------- dates
def fmt_date(d, style, country):
    us = country == "US"
    if style == "num":
        if us:
            return "%02d/%02d/%d" % (d.month, d.day, d.year)
        if country == "CA":
            return d.isoformat()
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "num_short":
        if us:
            return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "long":
        if us or country == "CA":
            return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "mon":
        return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "mon_sp":
        if us:
            return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
        return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
    if style == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "wk":
        wd = WEEKDAYS[d.weekday()]
        if us or country == "CA":
            return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
        return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)
    if style == "wk_short":
        wd = WEEKDAYS[d.weekday()][:3]
        if us:
            return "%s %d/%d" % (wd, d.month, d.day)
        return "%s %d/%d" % (wd, d.day, d.month)
    if style == "monthyear":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "monyy":
        return "%s %d" % (MONTHS[d.month - 1][:3], d.year)
    if style == "year":
        return str(d.year)
    if style == "daymonth":
        if us or country == "CA":
            return "%s %d" % (MONTHS[d.month - 1], d.day)
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    raise ValueError(style)


def add_days(d, n):
    return d + datetime.timedelta(days=n)


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, 28)
    return datetime.date(y, m, day)


def rand_date(rng, lo, hi):
    span = (hi - lo).days
    return lo + datetime.timedelta(days=rng.randrange(span + 1))


# ---------------------------------------------------------------- phones
def phone(rng, country, area, kind="land"):
    """Every number contains 555."""
    if country == "UK":
        if kind == "mobile":
            return "07%s 555%s" % (digits(rng, 3), digits(rng, 3))
        if len(area) in (3, 4):
            return "%s 555 %s" % (area, digits(rng, 4))
        return "%s 555%s" % (area, digits(rng, 3))
    if country in ("US", "CA"):
        tail = "01" + digits(rng, 2) if rng.random() < 0.6 else digits(rng, 4)
        r = rng.random()
        if r < 0.55:
            return "(%s) 555-%s" % (area, tail)
        if r < 0.85:
            return "%s-555-%s" % (area, tail)
        return "%s.555.%s" % (area, tail)
    if country == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "(%s) 5550 %s" % (area, digits(rng, 4)) if rng.random() < 0.7 else \
            "%s 5550 %s" % (area, digits(rng, 4))
    if country == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (rng.choice("179"), digits(rng, 4))
        return "(%s) 555 %s" % (area, digits(rng, 4)) if rng.random() < 0.7 else \
            "%s 555 %s" % (area, digits(rng, 4))
    if country == "IE":
        if kind == "mobile":
            return "08%s 555 %s" % (rng.choice("3567"), digits(rng, 4))
        return "(%s) 555 %s" % (area, digits(rng, 4)) if rng.random() < 0.7 else \
            "%s 555%s" % (area, digits(rng, 4))
    raise ValueError(country)


def extension(rng):
    return "555" + digits(rng, 1) if rng.random() < 0.5 else digits(rng, 1) + "555"


def pager(rng, country):
    if country == "US":
        return "555-" + digits(rng, 4)
    return "555" + digits(rng, 1)


# ---------------------------------------------------------------- postcodes
def uk_postcode(rng, area):
    district = str(rng.randrange(1, 20)) if len(area) == 2 else str(rng.randrange(1, 40))
    return "%s%s %d%s" % (area, district, rng.randrange(10), letters(rng, 2, PC_LETTERS))


def us_zip(rng, prefix):
    z = prefix + digits(rng, 2)
    return z + "-" + digits(rng, 4) if rng.random() < 0.15 else z


def ca_postal(rng, first):
    L = "ABCEGHJKLMNPRSTVXY"
    return "%s%d%s %d%s%d" % (first, rng.randrange(10), letters(rng, 1, L), rng.randrange(10),
                              letters(rng, 1, L), rng.randrange(10))


def au_postcode(rng, lo, hi):
    return "%04d" % rng.randrange(lo, hi + 1)


def eircode(rng, key):
    return key + " " + letters(rng, 1, "ACDEFHKNPRTVWXY") + letters(rng, 3, EIR)


# ---------------------------------------------------------------- patient identifiers
def nhs_number(rng):
    while True:
        ds = [rng.randrange(10) for _ in range(9)]
        if ds[0] == 0:
            continue
        tot = sum(d * (10 - i) for i, d in enumerate(ds))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk == 10:
            continue
        s = "".join(map(str, ds)) + str(chk)
        return "%s %s %s" % (s[:3], s[3:6], s[6:])


def chi_number(rng, dob, female):
    mid = digits(rng, 2)
    sexd = rng.choice("02468" if female else "13579")
    return "%02d%02d%02d%s%s%s" % (dob.day, dob.month, dob.year % 100, mid, sexd, digits(rng, 1))


def nhi(rng):
    if rng.random() < 0.7:
        return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 4)
    return letters(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + digits(rng, 2) + letters(rng, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ")


def ihi(rng):
    s = "800360" + digits(rng, 10)
    return "%s %s %s %s" % (s[:4], s[4:8], s[8:12], s[12:])


def mrn(rng, country):
    r = rng.random()
    if country == "UK":
        if r < 0.4:
            return rng.choice("HKRMJ") + digits(rng, 7)
        if r < 0.7:
            return digits(rng, 8)
        return "RX" + digits(rng, 6)
    if country == "US":
        if r < 0.5:
            return digits(rng, 8)
        if r < 0.8:
            return "%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
        return "MR" + digits(rng, 7)
    if country == "CA":
        return ("M" + digits(rng, 7)) if r < 0.5 else digits(rng, 7)
    if country == "AU":
        return digits(rng, 6 + (r < 0.5))
    if country == "NZ":
        return nhi(rng)
    if country == "IE":
        return digits(rng, 6 + (r < 0.6))
    raise ValueError(country)


def ssn(rng, country):
    if country == "US":
        if rng.random() < 0.8:
            return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "IE":
        return "9" + digits(rng, 6) + letters(rng, 1, "ABCDEFGHJKLMNPQRSTVWX") + rng.choice(("", "A", "W"))
    raise ValueError(country)


def healthplan(rng, country, prov=None):
    r = rng.random()
    if country == "US":
        if r < 0.35:  # Medicare beneficiary identifier
            return "%d%s%d-%s%d-%s%d%d" % (rng.randrange(1, 10), letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                                        rng.randrange(10), letters(rng, 2, "ACDEFGHJKMNPQRTUVWXY"),
                                        rng.randrange(10), letters(rng, 2, "ACDEFGHJKMNPQRTUVWXY"),
                                        rng.randrange(10), rng.randrange(10))
        return letters(rng, 3) + digits(rng, 6 + (r < 0.6))
    if country == "CA":
        if prov == "ON":
            return "%s %s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if prov == "BC":
            return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if prov == "AB":
            return "%s-%s" % (digits(rng, 5), digits(rng, 4))
        return digits(rng, 9)
    if country == "AU":
        return "%d%s %s %d" % (rng.randrange(2, 7), digits(rng, 3), digits(rng, 5), rng.randrange(1, 10))
    if country == "IE":
        return digits(rng, 7) + letters(rng, 1)
    if country == "NZ":
        return "KC" + digits(rng, 7)
    if country == "UK":
        return "BPH-" + digits(rng, 7)
    raise ValueError(country)


def group_no(rng):
    return "GRP-" + digits(rng, 5) if rng.random() < 0.5 else digits(rng, 6)


# ---------------------------------------------------------------- clinician identifiers
def licence(rng, country, kind="doctor"):
    """Returns (label, value)."""
    if country == "UK":
        if kind == "nurse":
            return "NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1)
        return "GMC", digits(rng, 7)
    if country == "US":
        r = rng.random()
        if kind == "nurse":
            return "Lic.", "RN" + digits(rng, 6)
        if r < 0.5:
            return "NPI", "1" + digits(rng, 9)
        if r < 0.8:
            a = letters(rng, 1, "ABFGM") + letters(rng, 1)
            ds = [rng.randrange(10) for _ in range(6)]
            chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
            return "DEA", a + "".join(map(str, ds)) + str(chk)
        return "Lic.", rng.choice(("MD", "DO")) + digits(rng, 6)
    if country == "CA":
        if kind == "nurse":
            return "Reg. No.", digits(rng, 7)
        return rng.choice(("CPSO #", "CPSBC", "CPSA #", "Reg.")), digits(rng, 5 + (rng.random() < 0.5))
    if country == "AU":
        if kind == "nurse" or rng.random() < 0.5:
            return "AHPRA", ("MED" if kind == "doctor" else "NMW") + "000" + digits(rng, 7)
        return "Prescriber No.", digits(rng, 7)
    if country == "NZ":
        return ("MCNZ", digits(rng, 5)) if kind == "doctor" else ("NCNZ", digits(rng, 6))
    if country == "IE":
        return ("IMC", digits(rng, 6)) if kind == "doctor" else ("NMBI PIN", digits(rng, 6))
    raise ValueError(country)


ALLIED = {  # (label, prefix) per country and role
    "UK": {"physio": ("HCPC", "PH"), "ot": ("HCPC", "OT"), "dxa": ("HCPC", "RA"), "pharm": ("GPhC", "")},
    "US": {"physio": ("Lic.", "PT"), "ot": ("Lic.", "OT"), "dxa": ("ARRT", ""), "pharm": ("Lic.", "RPH")},
    "CA": {"physio": ("Reg. No.", ""), "ot": ("Reg. No.", ""), "dxa": ("CAMRT", ""), "pharm": ("Reg. No.", "")},
    "AU": {"physio": ("AHPRA", "PHY000"), "ot": ("AHPRA", "OCC000"), "dxa": ("AHPRA", "MRP000"), "pharm": ("AHPRA", "PHA000")},
    "NZ": {"physio": ("Reg. No.", ""), "ot": ("Reg. No.", ""), "dxa": ("MRTB", ""), "pharm": ("Reg. No.", "")},
    "IE": {"physio": ("CORU", "PT"), "ot": ("CORU", "OT"), "dxa": ("CORU", "RA"), "pharm": ("PSI", "")},
}


def allied_licence(rng, country, role):
    label, prefix = ALLIED[country][role]
    return label, prefix + digits(rng, 7 if prefix.endswith("000") else 6)


def account(rng, country, year):
    r = rng.random()
    if r < 0.3:
        return "ENC-%d-%s" % (year, digits(rng, 6))
    if r < 0.55:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if r < 0.8:
        return "V" + digits(rng, 8)
    return "A" + digits(rng, 10)


def accession(rng, year, prefix="DXA"):
    r = rng.random()
    if r < 0.5:
        return "%s%02d-%s" % (prefix, year % 100, digits(rng, 5))
    if r < 0.8:
        return "%s%s" % (prefix[0], digits(rng, 8))
    return "%s-%d-%s" % (prefix, year, digits(rng, 4))


def order_no(rng):
    return rng.choice(("ORD", "RQ", "REF")) + digits(rng, 7)


def batch(rng):
    r = rng.random()
    if r < 0.4:
        return digits(rng, 7)
    if r < 0.7:
        return letters(rng, 1) + digits(rng, 5) + letters(rng, 1)
    return digits(rng, 4) + letters(rng, 2) + digits(rng, 2)


def serial(rng, kind="scanner"):
    if kind == "scanner":
        return rng.choice(("", "S/", "HZ", "LP")) + digits(rng, 6) if rng.random() < 0.6 else \
            letters(rng, 2) + digits(rng, 4) + letters(rng, 1)
    if kind == "pump":
        return digits(rng, 8) if rng.random() < 0.5 else "PMP-" + digits(rng, 5)
    if kind == "pendant":
        return "PA-" + digits(rng, 6)
    if kind == "pacemaker":
        return letters(rng, 3) + digits(rng, 6)
    if kind == "implant":
        return letters(rng, 2) + digits(rng, 8)
    if kind == "hearing":
        return digits(rng, 4) + letters(rng, 2) + digits(rng, 3)
    raise ValueError(kind)


def plate(rng, country):
    if country == "UK":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.choice((15, 16, 18, 19, 65, 66, 68, 69, 70, 21, 72, 23)),
                              letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if country == "US":
        return "%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3))
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    if country == "AU":
        return "%s-%s" % (letters(rng, 3), digits(rng, 3)) if rng.random() < 0.5 else \
            "%s%s %s" % (digits(rng, 1), letters(rng, 2), digits(rng, 2) + letters(rng, 1))
    if country == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if country == "IE":
        return "%s-%s-%s" % (rng.choice(("191", "202", "171", "221", "152")), rng.choice(("G", "L", "D", "KY", "WX", "MO")),
                             digits(rng, rng.choice((3, 4, 5))))
    raise ValueError(country)


def bioid(rng):
    return rng.choice(("FP-", "PV-", "BIO-", "FPT")) + digits(rng, rng.choice((5, 6, 7)))


def ipaddr(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if r < 0.75:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


DOMAINS = ("example.org", "example.net", "example.com")


def slug(s):
    out = []
    for ch in s.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif ch in " -'&.":
            out.append("-" if ch in " -&" else "")
    r = "".join(out)
    while "--" in r:
        r = r.replace("--", "-")
    return r.strip("-")


def email_person(rng, first, last):
    f, l = slug(first).replace("-", ""), slug(last).replace("-", "")
    r = rng.random()
    user = (f + "." + l) if r < 0.5 else (f[0] + l) if r < 0.75 else (l + f[0] + digits(rng, 2))
    return user + "@" + rng.choice(DOMAINS)


def username(rng, first, last):
    f, l = slug(first).replace("-", ""), slug(last).replace("-", "")
    r = rng.random()
    if r < 0.4:
        return f[0] + l + (digits(rng, 1) if rng.random() < 0.5 else "")
    if r < 0.6:
        return (l[:6] + f[0]).upper()
    if r < 0.8:
        return f + "." + l
    return l[:5] + f[:2] + digits(rng, 2)
