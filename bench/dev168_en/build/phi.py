"""PHI value generators: people, sites, dates, identifiers, contacts.

Every generator takes the shared random.Random instance as its first argument.
Values are plain ASCII strings without leading or trailing whitespace.
"""
import datetime as dt

import pools as P

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH = ("January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December")
WD = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


# ------------------------------------------------------------------- dates
US_DATE_STYLES = ("us_slash", "us_slash", "us_short", "us_yy", "iso", "mon_d", "mdy_full",
                  "dmy_mon", "compact")
UK_DATE_STYLES = ("uk_slash", "uk_slash", "uk_yy", "dmy_space", "dmy_full", "dmy_mon",
                  "iso", "dot", "compact")


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_yy":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "uk_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "uk_yy":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dmy_mon":
        return "%02d-%s-%04d" % (dd, MON[m - 1], y)
    if style == "dmy_space":
        return "%d %s %04d" % (dd, MON[m - 1], y)
    if style == "dmy_full":
        return "%d %s %04d" % (dd, MONTH[m - 1], y)
    if style == "mdy_full":
        return "%s %d, %04d" % (MONTH[m - 1], dd, y)
    if style == "mon_d":
        return "%s %d, %04d" % (MON[m - 1], dd, y)
    if style == "compact":
        return "%02d%s%04d" % (dd, MON[m - 1].upper(), y)
    if style == "dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "ymd":
        return "%04d%02d%02d" % (y, m, dd)
    if style == "us_md":
        return "%d/%d" % (m, dd)
    if style == "uk_dm":
        return "%02d/%02d" % (dd, m)
    if style == "wd_us":
        return "%s %d/%d" % (WD[d.weekday()], m, dd)
    if style == "wd_full":
        return "%s, %s %d, %04d" % (WEEKDAY[d.weekday()], MONTH[m - 1], dd, y)
    if style == "wd_uk":
        return "%s %02d/%02d/%04d" % (WD[d.weekday()], dd, m, y)
    if style == "wd_ukfull":
        return "%s %d %s %04d" % (WEEKDAY[d.weekday()], dd, MONTH[m - 1], y)
    if style == "month_year":
        return "%s %04d" % (MONTH[m - 1], y)
    if style == "mon_year":
        return "%s-%02d" % (MON[m - 1], y % 100)
    if style == "year":
        return "%04d" % y
    raise ValueError(style)


def short_style(country):
    return "us_md" if country == "US" else "uk_dm"


def rand_date(rng, start=dt.date(2021, 1, 4), days=1600):
    return start + dt.timedelta(days=rng.randrange(days))


def plus(d, n):
    return d + dt.timedelta(days=n)


def dob_for(rng, ref, age):
    d = ref - dt.timedelta(days=int(age * 365.25) + rng.randrange(1, 360))
    return d


def time_str(rng, style=None):
    h, m = rng.randrange(0, 24), rng.randrange(0, 60)
    style = style or rng.choice(("colon", "colon", "hhmm", "h"))
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "hhmm":
        return "%02d%02d" % (h, m)
    ap = "AM" if h < 12 else "PM"
    return "%d:%02d %s" % ((h % 12) or 12, m, ap)


def rand_age(rng):
    r = rng.random()
    if r < 0.06:
        return rng.randrange(1, 17)
    if r < 0.12:
        return rng.randrange(90, 103)
    return rng.randrange(18, 90)


# ------------------------------------------------------------------- people
class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    def r(self, style):
        f, m, l = self.first, self.middle, self.last
        if style == "fl":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, m, l)
        if style == "fmls":
            return "%s %s %s" % (f, m, l)
        if style == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if style == "LFM":
            return "%s, %s %s" % (l.upper(), f.upper(), m)
        if style == "Lf":
            return "%s, %s" % (l, f)
        if style == "LfM":
            return "%s, %s %s." % (l, f, m)
        if style == "fL":
            return "%s. %s" % (f[0], l)
        if style == "fLn":
            return "%s %s" % (f[0], l)
        if style == "L":
            return l
        if style == "LU":
            return l.upper()
        if style == "f":
            return f
        if style == "FLU":
            return "%s %s" % (f.upper(), l.upper())
        if style == "ini":
            return "%s.%s." % (f[0], l[0])
        if style == "INI":
            return "%s%s" % (f[0], l[0])
        if style == "ini3":
            return "%s%s%s" % (f[0], m[0], l[0])
        if style == "lini":
            return ("%s%s" % (f[0], l[0])).lower()
        if style == "dicom":
            return "%s^%s^%s" % (l.upper(), f.upper(), m)
        if style == "dicom2":
            return "%s^%s" % (l.upper(), f.upper())
        if style == "Lfi":
            return "%s %s" % (l, f[0])
        if style == "nick":
            return P.NICKNAMES.get(f, f)
        raise ValueError(style)


def person(rng, sex=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(P.FIRST_M if sex == "M" else P.FIRST_F)
    return Person(first, rng.choice(P.MIDDLE_INITIALS), rng.choice(P.SURNAMES), sex)


PT_STYLES_US = ("LFM", "LF", "fl", "fml", "Lf", "LF", "fl")
PT_STYLES_UK = ("LF", "fl", "Lf", "FLU", "fl", "LfM", "LF")


def username(rng, p):
    s = rng.randrange(8)
    f, l = p.first.lower().replace("-", ""), p.last.lower()
    if s == 0:
        return f[0] + l + digits(rng, 1)
    if s == 1:
        return l[:6] + f[0]
    if s == 2:
        return "%s.%s" % (f, l)
    if s == 3:
        return (l[:5] + "_" + f[0]).upper()
    if s == 4:
        return f[0] + p.middle.lower() + l[:5] + digits(rng, 2)
    if s == 5:
        return "%s%s%s" % (f[0], l, digits(rng, 3))
    if s == 6:
        return "u" + digits(rng, 6)
    return "%s_%s" % (l[:7], f[:2])


def email_for(rng, p, dom=None):
    dom = dom or rng.choice(P.EMAIL_DOMAINS)
    f, l = p.first.lower().replace("-", ""), p.last.lower()
    s = rng.randrange(4)
    local = ("%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%s" % (l, f[0], digits(rng, 1)),
             "%s_%s" % (f, l[0]))[s]
    return "%s@%s" % (local, dom)


# --------------------------------------------------------------- contacts
US_AREA = ("217", "309", "413", "508", "518", "315", "559", "661", "253", "509", "208",
           "520", "806", "254", "912", "478", "864", "828", "540", "610", "814", "517",
           "269", "218", "507", "608", "319", "785", "402", "406", "775", "719", "505")
UK_STD4 = ("0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141",
           "0151", "0161", "0191")
UK_STD5 = ("01772", "01904", "01603", "01392", "01223", "01244", "01452", "01227",
           "01865", "01752", "01473", "01522")


def phone(rng, country, kind="land"):
    if country == "US":
        a = rng.choice(US_AREA)
        last = "01%02d" % rng.randrange(100) if rng.random() < 0.7 else digits(rng, 4)
        s = rng.randrange(6)
        if s == 0:
            return "(%s) 555-%s" % (a, last)
        if s == 1:
            return "%s-555-%s" % (a, last)
        if s == 2:
            return "%s.555.%s" % (a, last)
        if s == 3:
            return "%s 555 %s" % (a, last)
        if s == 4:
            return "+1 %s 555 %s" % (a, last)
        return "1-%s-555-%s" % (a, last)
    if kind == "mobile":
        s = rng.randrange(3)
        m = "07" + digits(rng, 3)
        if s == 0:
            return "%s 555%s" % (m, digits(rng, 3))
        if s == 1:
            return "%s 555 %s" % (m, digits(rng, 3))
        return "+44 %s 555 %s" % (m[1:], digits(rng, 3))
    s = rng.randrange(4)
    if s in (0, 1):
        return "%s 555 %s" % (rng.choice(UK_STD4), digits(rng, 4))
    if s == 2:
        return "%s 555%s" % (rng.choice(UK_STD5), digits(rng, 3))
    return "+44 %s 555 %s" % (rng.choice(UK_STD4)[1:], digits(rng, 4))


def with_ext(rng, num):
    return num + rng.choice((" ext. ", " ext ", " x", " Ext ")) + digits(rng, 4)


def internal(rng):
    s = rng.randrange(4)
    if s == 0:
        return digits(rng, 4)
    if s == 1:
        return "%s-%s" % (rng.randrange(2, 8), digits(rng, 4))
    if s == 2:
        return digits(rng, 5)
    return "%d %s" % (rng.randrange(2, 9), digits(rng, 4))


def ip(rng):
    s = rng.randrange(3)
    if s == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if s == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def url(rng, path=None):
    host = rng.choice(("www.", "portal.", "pacs.", "labs.", "imageshare.", "")) + rng.choice(
        P.EMAIL_DOMAINS)
    scheme = rng.choice(("https://", "https://", "http://", ""))
    if scheme == "" and not host.startswith("www."):
        scheme = "https://"
    path = path if path is not None else rng.choice(
        ("/lab-handbook", "/imaging/share", "/results", "/portal/login", "/referrals",
         "/transfusion/policy", "/microbiology/guide", "/upload", "/viewer"))
    return scheme + host + path


# ------------------------------------------------------------- identifiers
def mrn(rng, fmt):
    if fmt == "d8":
        return digits(rng, 8)
    if fmt == "d7":
        return digits(rng, 7)
    if fmt == "Md7":
        return "M" + digits(rng, 7)
    if fmt == "d3d3d3":
        return "%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if fmt == "Ld6L":
        return letters(rng, 1) + digits(rng, 6) + letters(rng, 1)
    if fmt == "RXd6":
        return letters(rng, 2) + digits(rng, 6)
    if fmt == "d10":
        return "00" + digits(rng, 8)
    raise ValueError(fmt)


def nhs(rng):
    s = "999%s%s" % (digits(rng, 3), digits(rng, 4))
    return "%s %s %s" % (s[:3], s[3:6], s[6:]) if rng.random() < 0.75 else s


def ssn(rng, country):
    if country == "UK":
        s = "QQ%s%s" % (digits(rng, 6), rng.choice("ABCD"))
        return "%s %s %s %s %s" % (s[:2], s[2:4], s[4:6], s[6:8], s[8]) if rng.random() < 0.5 else s
    a = rng.choice(("9%s" % digits(rng, 2), "000"))
    s = "%s-%s-%s" % (a, digits(rng, 2), digits(rng, 4))
    return s if rng.random() < 0.8 else s.replace("-", "")


def healthplan(rng, country):
    s = rng.randrange(6)
    if country == "UK":
        return rng.choice(("APH", "TMA", "HHC")) + digits(rng, 7)
    if s == 0:
        return letters(rng, 3) + digits(rng, 6)
    if s == 1:
        return "%s%s%s-%s%s-%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 1),
                                  letters(rng, 2), digits(rng, 1), letters(rng, 2) + digits(rng, 2))
    if s == 2:
        return "W" + digits(rng, 9)
    if s == 3:
        return letters(rng, 1) + digits(rng, 8) + "-0" + digits(rng, 1)
    if s == 4:
        return digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 2)
    return "MCD" + digits(rng, 8)


def group_no(rng):
    return rng.choice(("GRP", "G", "")) + digits(rng, rng.choice((5, 6)))


def account(rng, country):
    s = rng.randrange(6)
    if s == 0:
        return digits(rng, 10)
    if s == 1:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if s == 2:
        return "E%s%s" % (rng.choice(("21", "22", "23", "24", "25")), digits(rng, 7))
    if s == 3:
        return "V" + digits(rng, 8)
    if s == 4:
        return ("FIN" if country == "US" else "EP") + digits(rng, 9)
    return "%s%s" % (letters(rng, 2), digits(rng, 8))


def npi(rng):
    return "1" + digits(rng, 9)


def gmc(rng):
    return digits(rng, 7)


def license_num(rng, kind):
    if kind == "NPI":
        return npi(rng)
    if kind == "GMC":
        return gmc(rng)
    if kind == "HCPC":
        return "BS" + digits(rng, 5)
    if kind == "HCPC_RA":
        return "RA" + digits(rng, 5)
    if kind == "NMC":
        return "%s%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 4), letters(rng, 1))
    if kind == "DEA":
        return letters(rng, 2) + digits(rng, 7)
    if kind == "ARRT":
        return digits(rng, 6)
    if kind == "CLIA":
        return "%sD%s" % (digits(rng, 2), digits(rng, 7))
    if kind == "STATE":
        return rng.choice(("MD", "DO", "ME", "A")) + "." + digits(rng, 6)
    if kind == "ASCP":
        return digits(rng, 6)
    if kind == "DL":
        return letters(rng, 1) + digits(rng, 7) if rng.random() < 0.5 else digits(rng, 9)
    raise ValueError(kind)


def serial(rng):
    s = rng.randrange(6)
    if s == 0:
        return letters(rng, 3) + digits(rng, 6)
    if s == 1:
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if s == 2:
        return "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 6))
    if s == 3:
        return "SN" + digits(rng, 8)
    if s == 4:
        return "%s-%s-%s" % (letters(rng, 2), digits(rng, 5), letters(rng, 1))
    return digits(rng, 10)


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), rng.choice(("19", "20", "21", "22", "23", "69",
                                                        "70", "71", "72", "73")), letters(rng, 3))
    s = rng.randrange(3)
    if s == 0:
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    if s == 1:
        return letters(rng, 3) + "-" + digits(rng, 4)
    return letters(rng, 2) + digits(rng, 1) + "-" + letters(rng, 1) + digits(rng, 2)


def vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(al) for _ in range(17))


def bioid(rng):
    s = rng.randrange(5)
    if s == 0:
        return "FP-" + digits(rng, 5)
    if s == 1:
        return "PV%s-%s" % (digits(rng, 4), digits(rng, 4))
    if s == 2:
        return "BIO" + digits(rng, 7)
    if s == 3:
        return "IRS-%s%s" % (letters(rng, 2), digits(rng, 5))
    return "PALM-%s" % digits(rng, 6)


def dicom_uid(rng):
    return "1.2.826.0.1.%s.%s.%s.%s" % (digits(rng, 7), rng.randrange(1, 9), digits(rng, 6),
                                        digits(rng, 10))


CUR_YEAR = [2024]  # set by core.Note for each note so that case numbers match its year


def _yr(rng):
    return "%02d" % ((CUR_YEAR[0] - rng.choice((0, 0, 0, 1))) % 100)


def accession(rng, country, mod="CT"):
    s = rng.randrange(5)
    yr = _yr(rng)
    if s == 0:
        return "%s%s-%s" % (mod, yr, digits(rng, 7))
    if s == 1:
        return "RAD" + "20" + yr + digits(rng, 7)
    if s == 2:
        return "A" + digits(rng, 9)
    if s == 3:
        return "%s%s%s" % (letters(rng, 2), digits(rng, 2), digits(rng, 6))
    return digits(rng, 8)


def path_no(rng, country, kind="S"):
    yr = _yr(rng)
    if country == "UK":
        return rng.choice(("%s%s/%s" % (kind if kind != "S" else "H", yr, digits(rng, 5)),
                           "%s%s.%s" % (kind if kind != "S" else "H", yr, digits(rng, 5)),
                           "%s-%s-%s" % (kind, yr, digits(rng, 6))))
    return rng.choice(("%s%s-%s" % (kind, yr, digits(rng, rng.choice((4, 5, 6)))),
                       "%s%s-%s" % (kind + "P", yr, digits(rng, 5))))


def lab_no(rng):
    s = rng.randrange(4)
    if s == 0:
        return "L" + digits(rng, 9)
    if s == 1:
        return "%s%s" % (rng.choice(("24", "25", "23")), digits(rng, 8))
    if s == 2:
        return "%s%s.%s" % (letters(rng, 1), digits(rng, 2), digits(rng, 7))
    return "%s%s" % (letters(rng, 2), digits(rng, 7))


def order_no(rng):
    return rng.choice(("ORD-", "OR", "REQ", "", "ORD")) + digits(rng, rng.choice((6, 7, 8)))


def unit_no(rng):
    s = rng.randrange(3)
    if s == 0:
        return "G%s %s %s" % (digits(rng, 4), rng.choice(("23", "24", "25")), digits(rng, 6))
    if s == 1:
        return "W%s%s%s" % (digits(rng, 4), rng.choice(("23", "24", "25")), digits(rng, 6))
    return "%s-%s-%s" % (letters(rng, 1) + digits(rng, 4), digits(rng, 2), digits(rng, 6))


# ------------------------------------------------------------------- places
def us_street(rng, unit=None):
    n = str(rng.randrange(2, 9800))
    name = rng.choice(P.STREET_NAMES)
    suf = rng.choice(P.US_SUFFIX) if rng.random() < 0.6 else rng.choice(P.US_SUFFIX_ABBR)
    pre = rng.choice(("", "", "", "N ", "S ", "E ", "W "))
    s = "%s %s%s %s" % (n, pre, name, suf)
    if unit or (unit is None and rng.random() < 0.25):
        s += rng.choice((", Apt %s" % rng.randrange(1, 40), " Apt %s%s" % (
            rng.randrange(1, 9), rng.choice("ABCD")), ", Unit %s" % rng.randrange(1, 300),
            " #%s" % rng.randrange(2, 90)))
    return s


def uk_street(rng, unit=None):
    n = str(rng.randrange(1, 240))
    s = "%s %s %s" % (n, rng.choice(P.STREET_NAMES), rng.choice(P.UK_SUFFIX))
    if unit or (unit is None and rng.random() < 0.2):
        s = "Flat %s, %s" % (rng.randrange(1, 30), s)
    return s


def us_zip(rng, prefix):
    z = prefix + digits(rng, 2)
    return z if rng.random() < 0.85 else z + "-" + digits(rng, 4)


def uk_postcode(rng, area):
    return "%s%d %d%s" % (area, rng.randrange(1, 20), rng.randrange(1, 10), letters(rng, 2))


def address(rng, country, unit=None):
    """Return dict with street, city, state (US abbr / UK county), zip."""
    if country == "US":
        c = rng.choice(P.US_CITIES)
        return {"street": us_street(rng, unit), "city": c[0], "state": c[1], "state_full": c[2],
                "zip": us_zip(rng, c[3])}
    t = rng.choice(P.UK_TOWNS)
    return {"street": uk_street(rng, unit), "city": t[0], "state": t[1], "state_full": t[1],
            "zip": uk_postcode(rng, t[2])}


# -------------------------------------------------------------------- sites
def make_site(rng, country, used):
    for _ in range(100):
        if country == "US":
            if rng.random() < 0.3:
                name = rng.choice(P.US_SAINTS) + " " + rng.choice(
                    ("Hospital", "Medical Center", "Regional Hospital"))
            else:
                name = rng.choice(P.US_HOSP_STEMS).replace("_", " ") + " " + rng.choice(
                    P.US_HOSP_KINDS)
        else:
            if rng.random() < 0.25:
                name = rng.choice(P.UK_SAINTS)
            else:
                name = rng.choice(P.UK_HOSP_STEMS) + " " + rng.choice(P.UK_HOSP_KINDS)
        if name not in used:
            break
    used.append(name)
    words = [w for w in name.replace(".", "").replace("'s", "").split() if w[0].isupper()]
    short = "".join(w[0] for w in words)
    if short in P.SHORT_BLOCK or len(short) < 3:
        short = ""
    a = address(rng, country, unit=False)
    return {"name": name, "short": short, "country": country, "addr": a,
            "phone": phone(rng, country), "fax": phone(rng, country),
            "url": url(rng), "mrn_fmt": rng.choice(("d8", "d7", "Md7", "d3d3d3", "Ld6L",
                                                    "RXd6", "d10")),
            "clia": license_num(rng, "CLIA"),
            "trust": _stem(name) + (" Teaching Hospitals NHS Foundation Trust"
                                    if country == "UK" else " Health System")}


def _stem(name):
    w = [x for x in name.replace("'s", "").split() if x not in ("St", "St.", "Our", "Lady", "of")]
    return " ".join(w[:2]) if w[0] in ("Holy", "Jude") else w[0]


# ------------------------------------------------------------------ patients
def make_patient(rng, country, site, ref):
    p = person(rng)
    age = rand_age(rng)
    pt = {"p": p, "age": age, "dob": dob_for(rng, ref, age), "sex": p.sex,
          "mrn": mrn(rng, site["mrn_fmt"]), "nhs": nhs(rng), "ssn": ssn(rng, country),
          "acct": account(rng, country), "hp": healthplan(rng, country),
          "addr": address(rng, country), "phone": phone(rng, country, rng.choice(("land", "mobile"))),
          "prof": rng.choice(P.PROFESSIONS), "country": country}
    if age < 16:
        pt["prof"] = None
        relation = rng.choice(("mother", "father", "mother", "grandmother", "aunt"))
    elif age < 22 and rng.random() < 0.5:
        pt["prof"] = rng.choice(("student", "apprentice electrician", "trainee chef"))
        relation = rng.choice(("mother", "father", "sister", "brother", "partner", "friend"))
    else:
        relation = rng.choice(P.RELATIONS)
    rel = person(rng, P.REL_SEX.get(relation, {"grandmother": "F", "aunt": "F"}.get(relation)))
    rel.last = p.last if rng.random() < 0.6 else rel.last
    pt["rel"] = rel
    pt["relation"] = relation
    return pt


def make_clin(rng, country, role="doctor"):
    p = person(rng)
    c = {"p": p, "role": role, "user": username(rng, p), "email": email_for(rng, p),
         "pager": internal(rng)}
    if role == "doctor":
        c["cred"] = rng.choice(("MD", "MD", "DO", "MD, PhD")) if country == "US" else rng.choice(
            ("FRCR", "FRCPath", "MRCP", "FRCS", "MBBS", "MB ChB"))
        c["lic_kind"] = "NPI" if country == "US" else "GMC"
    elif role == "sci":
        c["cred"] = rng.choice(("MLS(ASCP)", "MT(ASCP)", "MLT", "CLS")) if country == "US" else \
            rng.choice(("BMS", "Senior BMS", "BMS Band 6", "HCPC reg."))
        c["lic_kind"] = "ASCP" if country == "US" else "HCPC"
    elif role == "nurse":
        c["cred"] = rng.choice(("RN", "RN, BSN", "LPN")) if country == "US" else rng.choice(
            ("RN", "RGN", "Staff Nurse", "Sister"))
        c["lic_kind"] = "STATE" if country == "US" else "NMC"
    elif role == "tech":
        c["cred"] = rng.choice(("RT(R)", "RT(R)(CT)", "RT(MR)", "RDMS")) if country == "US" else \
            rng.choice(("Radiographer", "Senior Radiographer", "Sonographer", "Band 6"))
        c["lic_kind"] = "ARRT" if country == "US" else "HCPC_RA"
    else:
        c["cred"] = rng.choice(("CPT", "PBT(ASCP)", "MA")) if country == "US" else rng.choice(
            ("HCA", "Phlebotomist", "Band 3"))
        c["lic_kind"] = "ASCP" if country == "US" else "HCPC"
    c["lic"] = license_num(rng, c["lic_kind"])
    return c
