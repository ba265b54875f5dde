"""Generators for identifiers, contact values and date strings (all invented)."""
import datetime as dt
import string

from seg import P
import pools

UP = string.ascii_uppercase
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(UP) for _ in range(n))


# ---------------------------------------------------------------- IDs
def mrn(rng):
    f = rng.randrange(5)
    if f == 0:
        return "00" + digits(rng, 6)
    if f == 1:
        return "E" + digits(rng, 7)
    if f == 2:
        return digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2)
    if f == 3:
        return "MR" + digits(rng, 7)
    return str(rng.randrange(1000000, 9999999))


def account(rng):
    f = rng.randrange(4)
    if f == 0:
        return digits(rng, 4) + "-" + digits(rng, 4)
    if f == 1:
        return "1" + digits(rng, 9)
    if f == 2:
        return "V" + digits(rng, 9)
    return "FIN" + digits(rng, 8)


def ssn(rng):
    # area numbers 900-999 are never issued
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def member_id(rng):
    f = rng.randrange(4)
    if f == 0:
        return letters(rng, 3) + digits(rng, 6)
    if f == 1:
        return "W" + digits(rng, 9)
    if f == 2:  # Medicare-beneficiary-like shape
        return (rng.choice("123456789") + rng.choice("ACDEFGHJKMNPRTUVWXY") + rng.choice("ACDEFGHJKMNPRTUVWXY0123456789")
                + digits(rng, 1) + "-" + rng.choice("ACDEFGHJKMNPRTUVWXY") + rng.choice("ACDEFGHJKMNPRTUVWXY0123456789")
                + digits(rng, 1) + "-" + rng.choice("ACDEFGHJKMNPRTUVWXY") + rng.choice("ACDEFGHJKMNPRTUVWXY") + digits(rng, 2))
    return letters(rng, 2) + digits(rng, 8) + letters(rng, 1)


def group_no(rng):
    return rng.choice(["GRP-", "", "G"]) + digits(rng, rng.choice([5, 6, 7]))


def dl(rng):
    f = rng.randrange(4)
    if f == 0:
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4) + "-" + digits(rng, 2)
    if f == 1:
        return letters(rng, 1) + digits(rng, 8)
    if f == 2:
        return digits(rng, 9)
    return letters(rng, 2) + digits(rng, 6)


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng):
    return rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7)


def med_license(rng):
    return rng.choice(["", "MD-", "DO."]) + digits(rng, 2) + "-" + digits(rng, 6)


def device_sn(rng):
    f = rng.randrange(4)
    if f == 0:
        return letters(rng, 3) + digits(rng, 6)
    if f == 1:
        return digits(rng, 2) + letters(rng, 1) + digits(rng, 7)
    if f == 2:
        return letters(rng, 2) + digits(rng, 4) + letters(rng, 2) + digits(rng, 2)
    return "SN" + digits(rng, 8)


def lot_no(rng):
    return letters(rng, 1) + digits(rng, 5) + letters(rng, 1)


def plate(rng):
    f = rng.randrange(3)
    if f == 0:
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    if f == 1:
        return letters(rng, 3) + "-" + digits(rng, 4)
    return letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 1) + digits(rng, 2)


def vin(rng):
    return "".join(rng.choice(VINCH) for _ in range(17))


def bioid(rng):
    return rng.choice(["FP-", "IRIS-", "PV-", "BIO-"]) + digits(rng, rng.choice([5, 7, 8]))


def accession(rng, year):
    yy = str(year)[2:]
    f = rng.randrange(5)
    if f == 0:
        return "S%s-%s" % (yy, digits(rng, 4))
    if f == 1:
        return "CX%s-%s" % (yy, digits(rng, 6))
    if f == 2:
        return digits(rng, 8)
    if f == 3:
        return "BB%s" % digits(rng, 7)
    return "%s-%s" % (letters(rng, 2), digits(rng, 7))


def case_no(rng, year):
    return rng.choice(["%d-APS-%s" % (year, digits(rng, 5)), "%s-%s" % (str(year)[2:], digits(rng, 6)),
                       "R%s-%s" % (str(year)[2:], digits(rng, 5)), "C" + digits(rng, 8)])


def room(rng):
    f = rng.randrange(4)
    if f == 0:
        return "%d%02d%s" % (rng.randint(2, 9), rng.randint(1, 40), rng.choice(["A", "B", ""]))
    if f == 1:
        return "%d%03d" % (rng.randint(3, 7), rng.randint(100, 180))
    if f == 2:
        return "%d-%02d" % (rng.randint(4, 8), rng.randint(1, 30))
    return "%d%02d-%d" % (rng.randint(2, 9), rng.randint(1, 40), rng.randint(1, 2))


# ---------------------------------------------------------------- contacts
def phone(rng, area=None, style=None):
    area = area or rng.choice(pools.AREA)
    last = "01%02d" % rng.randint(0, 99)
    style = rng.randrange(6) if style is None else style
    if style == 0:
        return "(%s) 555-%s" % (area, last)
    if style == 1:
        return "%s-555-%s" % (area, last)
    if style == 2:
        return "%s.555.%s" % (area, last)
    if style == 3:
        return "555-%s" % last
    if style == 4:
        return "(%s) 555-%s ext. %d" % (area, last, rng.randint(2, 4999))
    return "%s 555 %s" % (area, last)


def pager(rng):
    f = rng.randrange(4)
    if f == 0:
        return "%d-%04d" % (rng.randint(2, 8), rng.randint(0, 9999))
    if f == 1:
        return "%05d" % rng.randint(10000, 99999)
    if f == 2:
        return "%04d" % rng.randint(1000, 9999)
    return phone(rng, style=1)


DOMAINS = ["example.org", "example.com", "example.net"]


def email(rng, first, last):
    f, l = first.lower().replace(" ", ""), last.lower().replace(" ", "")
    user = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l[0], rng.randint(1, 99)),
                       "%s%d" % (l, rng.randint(10, 99)), "%s.%s" % (f[0], l)])
    return "%s@%s" % (user, rng.choice(DOMAINS))


def url(rng, kind="portal"):
    d = rng.choice(DOMAINS)
    if kind == "portal":
        return rng.choice(["https://portal.%s/patient" % d, "https://mychart.%s/login" % d,
                           "www.%s/portal" % d, "https://%s/myhealth" % d,
                           "https://connect.%s/visit/%s" % (d, digits(rng, 6))])
    if kind == "video":
        return rng.choice(["https://telehealth.%s/room/%s" % (d, digits(rng, 7)),
                           "https://meet.%s/j/%s" % (d, digits(rng, 9))])
    return rng.choice(["www.%s" % d, "https://www.%s/resources" % d, "%s/forms/fmla" % d])


def ipaddr(rng):
    f = rng.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if f == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def zipcode(rng):
    return "%05d" % rng.randint(10000, 99899) if rng.random() < 0.9 else "%05d-%04d" % (rng.randint(10000, 99899), rng.randint(0, 9999))


def street(rng, unit_ok=True):
    s = "%d %s %s" % (rng.randint(2, 9899), rng.choice(pools.STREET_NAMES), rng.choice(pools.STREET_SUFFIX))
    if rng.random() < 0.15:
        s = "%d %s %s %s" % (rng.randint(2, 9899), rng.choice(["N", "S", "E", "W"]),
                             rng.choice(pools.STREET_NAMES), rng.choice(pools.STREET_SUFFIX))
    if unit_ok and rng.random() < 0.3:
        s += rng.choice([", Apt %d" % rng.randint(1, 40), " Apt %d%s" % (rng.randint(1, 5), rng.choice("ABCD")),
                         ", Unit %d" % rng.randint(1, 12), " #%d" % rng.randint(2, 310)])
    return s


# ---------------------------------------------------------------- dates
MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]

STYLES = ["mdy", "mdy2", "md", "long", "mon_d", "dmy", "iso", "wd_md", "wd_long", "wd", "my", "y",
          "mdy_nopad", "mon_d_y"]


def fdate(d, style):
    m, day, y = d.month, d.day, d.year
    if style == "mdy":
        return "%02d/%02d/%d" % (m, day, y)
    if style == "mdy_nopad":
        return "%d/%d/%d" % (m, day, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "md":
        return "%d/%d" % (m, day)
    if style == "long":
        return "%s %d, %d" % (MON[m - 1], day, y)
    if style == "mon_d":
        return "%s %d" % (MON3[m - 1], day)
    if style == "mon_d_y":
        return "%s %d %d" % (MON3[m - 1], day, y)
    if style == "dmy":
        return "%02d-%s-%d" % (day, MON3[m - 1], y)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, day)
    if style == "wd_md":
        return "%s %d/%d" % (WD3[d.weekday()], m, day)
    if style == "wd_long":
        return "%s, %s %d, %d" % (WD[d.weekday()], MON[m - 1], day, y)
    if style == "wd":
        return WD[d.weekday()]
    if style == "my":
        return "%s %d" % (MON[m - 1], y)
    if style == "y":
        return str(y)
    raise ValueError(style)


def D(d, style):
    return P("DATE", fdate(d, style))


def holiday(rng):
    h = rng.choice(pools.HOLIDAYS)
    if h == "Fourth of July":
        return ["the ", P("DATE", h)]
    return P("DATE", h)


def rand_date(rng, y0=2023, y1=2026):
    start = dt.date(y0, 1, 1)
    end = dt.date(y1, 10, 31)
    return start + dt.timedelta(days=rng.randrange((end - start).days))
