"""Generators for fictional PHI values (dates, phones, identifiers, contacts).

Each function takes the shared random.Random instance and returns a plain
string; the caller decides the type when appending it to a Doc.
"""
import datetime
import string

from pools import EMAIL_DOMAINS, AREA_CODES

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOW3 = [d[:3] for d in DOW]

FULL_STYLES = ["mdy", "mdy", "mdy", "mdy_nz", "mdy2", "mdy2z", "iso", "long", "abbr",
               "dmy_abbr", "DMYU", "dow_mdy"]
SHORT_STYLES = ["md", "md", "dow_md", "mon_day", "abbr_day", "mdz"]


def rand_date(rng, start_year=2021, end_year=2025):
    start = datetime.date(start_year, 1, 1).toordinal()
    end = datetime.date(end_year, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


def shift(d, days):
    return d + datetime.timedelta(days=days)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def fdate(rng, d, style=None):
    """Format a date; style None picks a full-date style at random."""
    if style is None:
        style = rng.choice(FULL_STYLES)
    if style == "short":
        style = rng.choice(SHORT_STYLES)
    m, dd, y = d.month, d.day, d.year
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdy_nz":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "mdy2z":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if style == "mdy_dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "dmy_abbr":
        return "%02d-%s-%04d" % (dd, MON[m - 1], y)
    if style == "DMYU":
        return "%02d%s%04d" % (dd, MON[m - 1].upper(), y)
    if style == "dow_mdy":
        return "%s %d/%d/%04d" % (DOW3[d.weekday()], m, dd, y)
    if style == "dow_long":
        return "%s, %s %d, %d" % (DOW[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "mdz":
        return "%02d/%02d" % (m, dd)
    if style == "dow_md":
        return "%s %d/%d" % (DOW3[d.weekday()], m, dd)
    if style == "mon_day":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "abbr_day":
        return "%s %d" % (MON[m - 1], dd)
    if style == "ord_day":
        return "%s %s" % (MONTHS[m - 1], ordinal(dd))
    if style == "mon_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year_abbr":
        return "%s %d" % (MON[m - 1], y)
    if style == "mmyyyy":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "weekday":
        return DOW[d.weekday()]
    raise ValueError(style)


def ftime(rng, style=None):
    h = rng.randint(0, 23)
    mi = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 42, 45, 50, 55, 58])
    style = style or rng.choice(["colon", "colon", "mil", "ampm"])
    if style == "colon":
        return "%02d:%02d" % (h, mi)
    if style == "mil":
        return "%02d%02d" % (h, mi)
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, mi, "AM" if h < 12 else "PM")


def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n, pool=string.ascii_uppercase):
    return "".join(rng.choice(pool) for _ in range(n))


def phone(rng, area=None, style=None):
    area = area or rng.choice(AREA_CODES)
    line = "%04d" % rng.randint(100, 9999)
    style = style or rng.choice(["paren", "paren", "dash", "dash", "dot", "plus", "ext",
                                 "local", "paren_ext"])
    if style == "paren":
        return "(%s) 555-%s" % (area, line)
    if style == "dash":
        return "%s-555-%s" % (area, line)
    if style == "dot":
        return "%s.555.%s" % (area, line)
    if style == "plus":
        return "+1 %s 555 %s" % (area, line)
    if style == "ext":
        return "%s-555-%s ext. %d" % (area, line, rng.randint(2, 9999))
    if style == "paren_ext":
        return "(%s) 555-%s x%d" % (area, line, rng.randint(100, 999))
    if style == "local":
        return "555-%s" % line
    raise ValueError(style)


def pager(rng):
    return rng.choice(["%d-%04d" % (rng.randint(2, 9), rng.randint(0, 9999)),
                       "%05d" % rng.randint(10000, 99999),
                       "555-%04d" % rng.randint(0, 9999)])


def email(rng, first, last, kind="person"):
    f = first.lower().replace("'", "").replace(" ", "").replace("-", "")
    l = last.lower().replace("'", "").replace(" ", "").replace("-", "")
    dom = rng.choice(EMAIL_DOMAINS)
    if kind == "dept":
        box = rng.choice(["cardiology", "echolab", "cathlab.scheduling", "hfclinic",
                          "devicenurse", "cardiacrehab", "anticoag", "cvsurgery", "tele5w"])
        sub = rng.choice(["", "heart.", "mail.", "cv."])
        return "%s@%s%s" % (box, sub, dom)
    form = rng.choice(["{f}.{l}", "{f0}{l}", "{f}{l}{n}", "{l}.{f0}", "{f}_{l}", "{f0}{l}{n}"])
    box = form.format(f=f, l=l, f0=f[:1], n=rng.randint(1, 99))
    return "%s@%s" % (box, dom)


def url(rng, topic=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    host = rng.choice(["www.", "portal.", "mychart.", "heart.", "remote.", ""])
    path = topic or rng.choice(["heartfailure", "cardiac-rehab", "patient-portal", "device-clinic",
                                "anticoag/dosing", "echo/schedule", "cathlab/prep",
                                "mychart/login", "billing/pay", "carelink/pt/%d" % rng.randint(1000, 99999),
                                "hf/daily-weights", "rehab/log?id=%d" % rng.randint(100, 9999)])
    scheme = rng.choice(["", "", "https://", "http://"])
    if scheme == "" and host == "":
        host = "www."
    return "%s%s%s/%s" % (scheme, host, dom, path)


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def ssn(rng):
    head = rng.choice(["9%02d" % rng.randint(0, 99), "000"])
    mid, tail = "%02d" % rng.randint(1, 99), "%04d" % rng.randint(1, 9999)
    return rng.choice(["%s-%s-%s", "%s-%s-%s", "%s %s %s", "%s%s%s"]) % (head, mid, tail)


def mrn(rng, style=None):
    style = style if style is not None else rng.randint(0, 6)
    if style == 0:
        return digits(rng, 8)
    if style == 1:
        return "%07d" % rng.randint(1000000, 9999999)
    if style == 2:
        return "E%s" % digits(rng, 7)
    if style == 3:
        return "%s-%s" % (digits(rng, 3), digits(rng, 5))
    if style == 4:
        return "MR%s" % digits(rng, 6)
    if style == 5:
        return "%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "00%s" % digits(rng, 6)


def account(rng):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), digits(rng, 10),
                       "V%s" % digits(rng, 9), "%s%s" % (rng.randint(21, 25), digits(rng, 8)),
                       "FIN%s" % digits(rng, 8), "%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))])


def healthplan(rng):
    k = rng.randint(0, 5)
    if k == 0:
        return letters(rng, 3) + digits(rng, 9)
    if k == 1:  # medicare-like beneficiary identifier, invented
        a = str(rng.randint(1, 9)) + letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY") + rng.choice("ACDEFGHJKMNPQRTUVWXY0123456789") + digits(rng, 1)
        b = letters(rng, 1, "ACDEFGHJKMNPQRTUVWXY") + rng.choice("ACDEFGHJKMNPQRTUVWXY0123456789") + digits(rng, 1)
        c = letters(rng, 2, "ACDEFGHJKMNPQRTUVWXY") + digits(rng, 2)
        return "%s-%s-%s" % (a, b, c)
    if k == 2:
        return "W%s" % digits(rng, 9)
    if k == 3:
        return "%s%s-%s" % (letters(rng, 2), digits(rng, 6), digits(rng, 2))
    if k == 4:
        return digits(rng, 11)
    return "%s %s %s" % (letters(rng, 3), digits(rng, 4), digits(rng, 4))


def group_no(rng):
    return rng.choice(["%s-%s" % (digits(rng, 5), letters(rng, 1)), "GRP%s" % digits(rng, 6),
                       digits(rng, 7), "%s%s" % (letters(rng, 2), digits(rng, 5))])


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, last="X"):
    first = rng.choice("ABFGM")
    ln = last[:1].upper() if last[:1].isalpha() else "X"
    return first + ln + digits(rng, 7)


def state_license(rng, st="MA"):
    return rng.choice(["%s%s" % (rng.choice(["", "A", "MD", "DO", "RN"]), digits(rng, 6)),
                       "%s-%s" % (digits(rng, 2), digits(rng, 5)),
                       "%s%s" % (letters(rng, 1), digits(rng, 5))])


def drivers_license(rng):
    return rng.choice([letters(rng, 1) + digits(rng, 7), digits(rng, 9),
                       letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                       "S%s%s" % (digits(rng, 2), letters(rng, 3)) + digits(rng, 5)])


def device_sn(rng, maker):
    if maker == "Medtronic":
        return letters(rng, 3) + digits(rng, 6) + rng.choice(["", "", "H", "S", "G", "R"])
    if maker == "Boston Scientific":
        return rng.choice([digits(rng, 6), digits(rng, 7)])
    if maker == "Abbott":
        return rng.choice([digits(rng, 7), digits(rng, 8)])
    if maker == "Biotronik":
        return digits(rng, 8)
    return letters(rng, 2) + digits(rng, 6)


def plate(rng):
    return rng.choice(["%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4)),
                       "%s %s" % (letters(rng, 3), digits(rng, 3)),
                       "%s%s%s" % (digits(rng, 3), letters(rng, 1), digits(rng, 3))])


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def bioid(rng):
    return rng.choice(["PV-%s" % digits(rng, 8), "FP-%s" % digits(rng, 5),
                       "BIO%s" % digits(rng, 7), "PS-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "IRS%s" % digits(rng, 6)])


def accession(rng, prefix=None, style=None, yy=None):
    prefix = prefix or rng.choice(["ECH", "CATH", "CL", "TEE", "HOL", "L", "S", "EP", "DC", "NM"])
    yy = yy or rng.randint(21, 25)
    forms = ["%s%d-%s" % (prefix, yy, digits(rng, 5)), "%s-%d-%s" % (prefix, yy, digits(rng, 6)),
                       "%s%s" % (prefix, digits(rng, 8)), "%s20%d-%s" % (prefix, yy, digits(rng, 4))]
    return forms[style] if style is not None else rng.choice(forms)


def order_no(rng):
    return rng.choice([digits(rng, 9), "ORD%s" % digits(rng, 7), "%s-%s" % (digits(rng, 5), digits(rng, 4))])


def username(rng, first, last):
    f = first.lower().replace("-", "").replace("'", "").replace(" ", "")
    l = last.lower().replace("-", "").replace("'", "").replace(" ", "")
    form = rng.choice(["{f0}{l}", "{f0}{l}{n}", "{l}{f0}", "{f}.{l}", "{f0}{l}{n}", "{l}_{f0}{n}"])
    return form.format(f=f, l=l, f0=f[:1], n=rng.randint(1, 99))


def zipcode(rng):
    z = "%05d" % rng.randint(1001, 99950)
    if rng.random() < 0.15:
        z += "-%04d" % rng.randint(1, 9999)
    return z
