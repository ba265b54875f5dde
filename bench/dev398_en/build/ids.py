"""Country-specific formats: dates, phones, postcodes and identifiers.
All contact values are fictional (555 numbers, example.* domains, private IPs);
SSN-like numbers start with 9 or 000."""
import datetime

from core import pick

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"

DATE_STYLES = {
    "UK": ["dmy", "dmy", "dlong", "dabbr", "dabbr2", "dmy2", "dmy"],
    "IE": ["dmy", "dlong", "dabbr", "dmy", "dmy_dot"],
    "AU": ["dmy", "dmy", "dlong", "dabbr2", "dmy2"],
    "NZ": ["dmy", "dlong", "dabbr", "dmy"],
    "CA": ["iso", "iso", "mdy_long", "dabbr", "dlong"],
    "US": ["mdy", "mdy", "mdy_s", "mdy_long", "mdy4"],
}


def fmt_date(d, style):
    m, y, dd = d.month, d.year, d.day
    if style == "dmy":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "dlong":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "dabbr":
        return "%02d-%s-%04d" % (dd, MONTHS[m - 1][:3], y)
    if style == "dabbr2":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy_s":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdy4":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    raise ValueError(style)


def fmt_weekday(d, style):
    wd = WEEKDAYS[d.weekday()]
    if style in ("mdy_long", "iso"):
        return "%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year)
    if style.startswith("mdy"):
        return "%s %d/%d" % (wd[:3], d.month, d.day)
    if style == "dlong":
        return "%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year)
    return "%s %s" % (wd[:3], fmt_date(d, style))


def month_year(d, short=False):
    return "%s %d" % (MONTHS[d.month - 1][:3] if short else MONTHS[d.month - 1], d.year)


def rand_date(rng, lo, hi):
    a = datetime.date(*lo).toordinal()
    b = datetime.date(*hi).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def shift(d, days):
    return d + datetime.timedelta(days=days)


def digits(rng, n):
    return "".join(pick(rng, DIG) for _ in range(n))


def letters(rng, n):
    return "".join(pick(rng, LET) for _ in range(n))


# ---------------- contacts ----------------
UK_AREAS = ["0113", "0114", "0117", "0161", "0121", "0115", "0116", "0191", "01452",
            "01865", "01392", "01603", "01904", "01228"]
IE_AREAS = ["01", "021", "061", "091", "051", "066", "071", "074", "041"]
AU_AREAS = ["(02)", "(03)", "(07)", "(08)"]
NA_AREAS = {"CA": ["416", "905", "519", "613", "604", "250", "403", "306", "902", "506", "819"],
            "US": ["614", "937", "608", "541", "512", "704", "919", "912", "518", "507", "208",
                   "520", "559", "217", "517", "814", "508", "860", "330", "903"]}


def phone(rng, cc, kind="land"):
    if cc == "UK":
        if kind == "mobile":
            return "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))
        a = pick(rng, UK_AREAS)
        if len(a) == 5:
            return "%s 555%s" % (a, digits(rng, 3))
        return "%s 555 %s" % (a, digits(rng, 4))
    if cc == "IE":
        if kind == "mobile":
            return pick(rng, ["08%s 555 %s", "+353 8%s 555 %s"]) % (pick(rng, "35679"), digits(rng, 4))
        return "%s 555 %s" % (pick(rng, IE_AREAS), digits(rng, 4))
    if cc == "AU":
        if kind == "mobile":
            return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
        return "%s 5550 %s" % (pick(rng, AU_AREAS), digits(rng, 4))
    if cc == "NZ":
        if kind == "mobile":
            return "02%s 555 %s" % (pick(rng, "1127"), digits(rng, 4))
        return pick(rng, ["(0%s) 555 %s", "0%s 555 %s"]) % (pick(rng, "34679"), digits(rng, 4))
    a = pick(rng, NA_AREAS[cc])
    st = rng.randrange(3)
    if st == 0:
        return "(%s) 555-01%s" % (a, digits(rng, 2))
    if st == 1:
        return "%s-555-01%s" % (a, digits(rng, 2))
    return "%s.555.01%s" % (a, digits(rng, 2))


def with_ext(rng, p):
    return p + pick(rng, [" ext. ", " ext ", " x"]) + digits(rng, 4)


def bleep(rng, cc):
    if cc in ("US", "CA"):
        return "555-01%s" % digits(rng, 2)
    return "555%s" % digits(rng, 1)


def private_ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


DOMAINS = ["example.com", "example.org", "example.net"]


def _slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


def email_staff(rng, first, last):
    f, l = _slug(first), _slug(last)
    form = rng.randrange(3)
    local = [f + "." + l, f[0] + l, l + "." + f[0]][form]
    return "%s@%s" % (local, pick(rng, DOMAINS))


def email_patient(rng, first, last, year):
    f, l = _slug(first), _slug(last)
    local = pick(rng, [f + l + str(year % 100), f + "_" + l, f[0] + l + digits(rng, 2),
                       f + "." + l + str(year), l + f[0] + digits(rng, 1)])
    return "%s@%s" % (local, pick(rng, DOMAINS))


def email_dept(rng, words):
    return "%s@%s" % (pick(rng, words), pick(rng, DOMAINS))


def url(rng, path):
    return pick(rng, ["https://www.", "www.", "https://", "http://www."]) + \
        pick(rng, DOMAINS) + "/" + path


def username(rng, first, last):
    f, l = _slug(first), _slug(last)
    return pick(rng, [f[0] + l, f[0] + l + digits(rng, 1), l[:6] + f[0], f + "." + l,
                      (f[0] + l[:5]).upper() + digits(rng, 2)])


# ---------------- postcodes ----------------
def postcode(rng, cc, stem):
    if cc == "UK":
        return "%s%d %d%s" % (stem, rng.randint(1, 28), rng.randint(1, 9), letters(rng, 2))
    if cc == "IE":
        if stem.startswith("D"):
            return "%s %s%s" % (stem, pick(rng, "ACDEFHKNPRTVWXY"), digits(rng, 1) + letters(rng, 1) + digits(rng, 1))
        return "%s %s%s%s%s" % (stem, pick(rng, "ACDEFHKNPRTVWXY"), digits(rng, 1),
                                pick(rng, "ACDEFHKNPRTVWXY"), digits(rng, 1))
    if cc == "CA":
        return "%s %d%s%d" % (stem, rng.randint(0, 9), pick(rng, "ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
    if cc == "US":
        return stem + digits(rng, 2)
    return stem


# ---------------- identifiers ----------------
def nhs_number(rng):
    while True:
        d = [9] + [rng.randint(0, 9) for _ in range(8)]
        tot = sum(v * (10 - i) for i, v in enumerate(d))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(str(v) for v in d) + str(chk)
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def mrn(rng, cc):
    if cc == "UK":
        return pick(rng, [letters(rng, 1) + digits(rng, 7), "RW" + digits(rng, 6),
                          digits(rng, 3) + letters(rng, 1) + digits(rng, 4)])
    if cc == "IE":
        return pick(rng, ["0" + digits(rng, 6), letters(rng, 1) + digits(rng, 6)])
    if cc == "AU":
        return pick(rng, [digits(rng, 7), "00" + digits(rng, 6)])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 4)
    if cc == "CA":
        return pick(rng, [digits(rng, 8), "H" + digits(rng, 7)])
    return pick(rng, [digits(rng, 9), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 3)])


def healthplan(rng, cc, region=None):
    if cc == "UK":
        return nhs_number(rng)
    if cc == "IE":
        return digits(rng, 7) + letters(rng, 1)
    if cc == "AU":
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if cc == "NZ":
        return "1" + digits(rng, 10)
    if cc == "CA":
        if region == "ON":
            return "9%s-%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return pick(rng, ["BHP" + digits(rng, 9), letters(rng, 3) + digits(rng, 8),
                      "W" + digits(rng, 8) + "-01"])


def group_no(rng):
    return pick(rng, ["GRP-" + digits(rng, 5), digits(rng, 6), "G" + digits(rng, 7)])


def ssn(rng, cc):
    if cc == "US":
        return pick(rng, ["9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4)),
                          "000-%s-%s" % (digits(rng, 2), digits(rng, 4))])
    if cc == "CA":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if cc == "IE":
        return "9%s%s" % (digits(rng, 6), pick(rng, [letters(rng, 1), letters(rng, 1) + "A"]))
    if cc == "AU":
        return "9%s %s %s%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3), letters(rng, 1))
    return "000 %s %s" % (digits(rng, 3), digits(rng, 4))


def account(rng, cc):
    if cc == "US":
        return pick(rng, [digits(rng, 10), digits(rng, 4) + "-" + digits(rng, 4) + "-" + digits(rng, 2)])
    if cc == "UK":
        return pick(rng, ["EP" + digits(rng, 7), "IP" + digits(rng, 8)])
    return pick(rng, [digits(rng, 2) + "-" + digits(rng, 7), "V" + digits(rng, 8), digits(rng, 9)])


def dea(rng, last):
    d = [rng.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    first = last[0].upper() if last[0].isalpha() else "X"
    return pick(rng, "ABFM") + first + "".join(str(v) for v in d) + str(chk)


def npi(rng):
    base = [1] + [rng.randint(0, 9) for _ in range(8)]
    tot = 24
    for i, v in enumerate(reversed(base)):
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return "".join(str(v) for v in base) + str((10 - tot % 10) % 10)


def licence(rng, cc, role, last="X"):
    """Returns (label text, value)."""
    if cc == "UK":
        if role == "doc":
            return "GMC", digits(rng, 7)
        if role == "nurse":
            return "NMC PIN", "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
        return "HCPC", "PH" + digits(rng, 6)
    if cc == "IE":
        if role == "doc":
            return "MCRN", digits(rng, 6)
        if role == "nurse":
            return "NMBI PIN", digits(rng, 6)
        return "CORU reg.", "PT" + digits(rng, 6)
    if cc == "AU":
        pre = {"doc": "MED", "nurse": "NMW", "physio": "PHY"}[role]
        return "AHPRA", pre + "000" + digits(rng, 7)
    if cc == "NZ":
        if role == "doc":
            return "MCNZ", digits(rng, 5)
        if role == "nurse":
            return "NCNZ", digits(rng, 6)
        return "PBNZ", digits(rng, 5)
    if cc == "CA":
        if role == "doc":
            return "CPSO #", digits(rng, 5)
        if role == "nurse":
            return "CNO reg.", digits(rng, 8)
        return "College reg.", digits(rng, 5)
    if role == "doc":
        return pick(rng, [("NPI", npi(rng)), ("DEA", dea(rng, last)), ("NPI", npi(rng))])
    if role == "nurse":
        return "RN lic.", "RN" + digits(rng, 6)
    return "PT lic.", "PT-" + digits(rng, 5)


def plate(rng, cc):
    if cc == "UK":
        return "%s%02d %s" % (letters(rng, 2), rng.randint(10, 24), letters(rng, 3))
    if cc == "IE":
        return "%d%d-%s-%s" % (rng.randint(15, 24), rng.randint(1, 2), pick(rng, ["C", "D", "G", "L", "KY", "WX", "MO", "LH"]), str(rng.randint(100, 99999)))
    if cc == "AU":
        return pick(rng, ["%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s %s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1), letters(rng, 2))])
    if cc == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if cc == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return pick(rng, [digits(rng, 1) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])


def vin(rng):
    return "".join(pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(rng):
    return pick(rng, ["PV-%s-%s" % (digits(rng, 4), digits(rng, 4)), "FP-" + digits(rng, 6),
                      "BIO-%s%s-%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 4))])


def device_serial(rng, kind):
    if kind == "lot":
        return pick(rng, [digits(rng, 7), digits(rng, 2) + letters(rng, 1) + digits(rng, 4), letters(rng, 2) + digits(rng, 5)])
    return pick(rng, [letters(rng, 3) + digits(rng, 6) + letters(rng, 1), "SN" + digits(rng, 8), letters(rng, 2) + "-" + digits(rng, 6)])


def lab_no(rng, year):
    yy = year % 100
    return pick(rng, ["H%02d-%s" % (yy, digits(rng, 5)), "SP%02d-%s" % (yy, digits(rng, 6)),
                      "%02dP%s" % (yy, digits(rng, 6))])
