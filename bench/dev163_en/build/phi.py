"""Formatters for PHI values (dates, phones, identifiers, contacts)."""
import datetime

MON = ["January", "February", "March", "April", "May", "June", "July",
       "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
      "Sunday"]
WD3 = [w[:3] for w in WD]

US_DATE_STYLES = ["us", "us", "us_nz", "us2", "abbr", "long", "dmy", "us"]
CA_DATE_STYLES = ["iso", "iso", "dmy", "dlong", "abbr", "iso", "dmy_sp", "long"]
SHORT_STYLES_US = ["md", "md", "mdz", "mon3_d", "wd_md"]
SHORT_STYLES_CA = ["mon3_d", "dmon3", "md", "iso_md", "wd_dmon3"]


def fdate(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = d.weekday()
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_nz":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us2":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "mdz":
        return "%02d/%02d" % (m, dd)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "iso_md":
        return "%02d-%02d" % (m, dd)
    if style == "long":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "dmy":
        return "%02d-%s-%04d" % (dd, MON3[m - 1], y)
    if style == "dmy_caps":
        return "%02d-%s-%04d" % (dd, MON3[m - 1].upper(), y)
    if style == "dmy_sp":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "dlong":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "wd_md":
        return "%s %d/%d" % (WD3[wd], m, dd)
    if style == "wd_long":
        return "%s, %s %d, %d" % (WD[wd], MON[m - 1], dd, y)
    if style == "wd_dmon3":
        return "%s %d %s" % (WD3[wd], dd, MON3[m - 1])
    if style == "month_year":
        return "%s %d" % (MON[m - 1], y)
    if style == "mon3_year":
        return "%s %d" % (MON3[m - 1], y)
    if style == "my_num":
        return "%02d/%04d" % (m, y)
    if style == "year":
        return "%d" % y
    if style == "mon_d":
        return "%s %d" % (MON[m - 1], dd)
    if style == "mon3_d":
        return "%s %d" % (MON3[m - 1], dd)
    if style == "dmon3":
        return "%d %s" % (dd, MON3[m - 1])
    if style == "weekday":
        return WD[wd]
    if style == "yyyymmdd":
        return "%04d%02d%02d" % (y, m, dd)
    raise ValueError(style)


def D(d, style):
    return ("DATE", fdate(d, style))


def plus(d, n):
    return d + datetime.timedelta(days=n)


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven",
             "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
             "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    if t >= 10:
        return "one hundred" + ("" if u == 0 and t == 10 else " " + age_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


# ---------------------------------------------------------------- phones
def phone_num(rng, area, style=None):
    line = "01%02d" % rng.randrange(100) if rng.random() < 0.7 else "%04d" % rng.randrange(10000)
    if style is None:
        style = rng.choice(["paren", "dash", "dash", "dot", "space", "plus1", "paren"])
    if style == "paren":
        return "(%s) 555-%s" % (area, line)
    if style == "dash":
        return "%s-555-%s" % (area, line)
    if style == "dot":
        return "%s.555.%s" % (area, line)
    if style == "space":
        return "%s 555 %s" % (area, line)
    if style == "plus1":
        return "+1 %s 555 %s" % (area, line)
    if style == "one":
        return "1-%s-555-%s" % (area, line)
    if style == "local":
        return "555-%s" % line
    raise ValueError(style)


def with_ext(rng, num):
    return num + rng.choice([" ext. %d" % rng.randrange(10, 9999),
                             " x%d" % rng.randrange(1000, 9999),
                             " ext %d" % rng.randrange(100, 999)])


def pager(rng, area):
    k = rng.randrange(7)
    if k == 0:
        return "%d-%04d" % (rng.randrange(2, 9), rng.randrange(10000))
    if k == 1:
        return "%05d" % rng.randrange(20000, 89999)
    if k == 2:
        return "%04d" % rng.randrange(1000, 9999)
    if k == 3:
        return "%s-555-01%02d" % (area, rng.randrange(100))
    if k == 4:
        return "%d%04d" % (rng.randrange(1, 4), rng.randrange(10000))
    if k == 5:
        return "x%d-%04d" % (rng.randrange(2, 9), rng.randrange(10000))
    return "%d%d-%03d" % (rng.randrange(1, 9), rng.randrange(10), rng.randrange(1000))


# ---------------------------------------------------------------- ids
_ALNUM = "ABCDEFGHJKLMNPRSTUVWXY0123456789"
_UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
_MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool=_UP):
    return "".join(rng.choice(pool) for _ in range(n))


def mrn(rng, fmt):
    if fmt == "8d":
        return "%08d" % rng.randrange(10 ** 6, 10 ** 8)
    if fmt == "7d":
        return "%07d" % rng.randrange(10 ** 6, 10 ** 7)
    if fmt == "9d":
        return "%09d" % rng.randrange(10 ** 8, 10 ** 9)
    if fmt == "E7":
        return "E%07d" % rng.randrange(10 ** 7)
    if fmt == "dash":
        return "%02d-%02d-%02d-%d" % (rng.randrange(100), rng.randrange(100),
                                     rng.randrange(100), rng.randrange(10))
    if fmt == "VA":
        return "%s%04d" % (letters(rng, 1), rng.randrange(10000))
    if fmt == "M":
        return "M%09d" % rng.randrange(10 ** 9)
    if fmt == "chart":
        return "%06d" % rng.randrange(10 ** 5, 10 ** 6)
    raise ValueError(fmt)


def account(rng):
    k = rng.randrange(6)
    if k == 0:
        return "%d%09d" % (rng.choice([1, 2]), rng.randrange(10 ** 9))
    if k == 1:
        return "%04d-%04d" % (rng.randrange(10000), rng.randrange(10000))
    if k == 2:
        return "V%08d" % rng.randrange(10 ** 8)
    if k == 3:
        return "%d-%06d" % (rng.randrange(20, 26), rng.randrange(10 ** 6))
    if k == 4:
        return "ENC%07d" % rng.randrange(10 ** 7)
    return "%012d" % rng.randrange(10 ** 11, 10 ** 12)


def ssn(rng, country):
    if country == "CA":
        a = "9%02d" % rng.randrange(100)
        b, c = "%03d" % rng.randrange(1000), "%03d" % rng.randrange(1000)
        return rng.choice(["%s %s %s", "%s-%s-%s", "%s%s%s"]) % (a, b, c)
    a = rng.choice(["9%02d" % rng.randrange(100), "000"])
    b, c = "%02d" % rng.randrange(1, 100), "%04d" % rng.randrange(1, 10000)
    return rng.choice(["%s-%s-%s", "%s-%s-%s", "%s %s %s", "%s%s%s"]) % (a, b, c)


def mbi(rng, dashed=True):
    s = (str(rng.randrange(1, 10)) + rng.choice(_MBI_L)
         + rng.choice(_MBI_L + "0123456789") + str(rng.randrange(10))
         + rng.choice(_MBI_L) + rng.choice(_MBI_L + "0123456789")
         + str(rng.randrange(10)) + rng.choice(_MBI_L) + rng.choice(_MBI_L)
         + str(rng.randrange(10)) + str(rng.randrange(10)))
    if dashed:
        return "%s-%s-%s" % (s[:4], s[4:7], s[7:])
    return s


def healthplan(rng, country, prov=None, kind=None):
    """Return (label text, number)."""
    if country == "CA":
        if prov == "ON":
            n = digits(rng, 10)
            return "OHIP", rng.choice(["%s-%s-%s-%s" % (n[:4], n[4:7], n[7:], letters(rng, 2)),
                                       "%s %s %s %s" % (n[:4], n[4:7], n[7:], letters(rng, 2)),
                                       n])
        if prov == "BC":
            return "PHN", "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if prov == "QC":
            return "RAMQ", "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
        if prov == "AB":
            return "AHCIP", "%s-%s" % (digits(rng, 5), digits(rng, 4))
        if prov == "MB":
            return "MHSC", "%s" % digits(rng, 9)
        return "HCN", "%s %s %s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3))
    if kind is None:
        kind = rng.choice(["medicare", "commercial", "commercial", "medicaid"])
    if kind == "medicare":
        return "Medicare MBI", mbi(rng, rng.random() < 0.6)
    if kind == "medicaid":
        return "Medicaid ID", rng.choice(["%s%05d%s" % (letters(rng, 2), rng.randrange(10 ** 5), letters(rng, 1)),
                                          "%011d" % rng.randrange(10 ** 10, 10 ** 11)])
    return "Member ID", rng.choice(["%s%06d" % (letters(rng, 3), rng.randrange(10 ** 6)),
                                    "W%09d" % rng.randrange(10 ** 9),
                                    "%s%08d01" % (letters(rng, 3), rng.randrange(10 ** 8)),
                                    "%03d-%03d-%02d" % (rng.randrange(1000), rng.randrange(1000), rng.randrange(100))])


def group_no(rng):
    return rng.choice(["%07d" % rng.randrange(10 ** 7), "GRP-%05d" % rng.randrange(10 ** 5),
                       "%s%04d" % (letters(rng, 2), rng.randrange(10000))])


def npi(rng):
    return "%d%09d" % (rng.choice([1, 1, 2]), rng.randrange(10 ** 9))


def dea(rng, last):
    first = rng.choice("ABFGM")
    second = last[0].upper() if last[0].isalpha() and last[0].isascii() else "X"
    d = [rng.randrange(10) for _ in range(6)]
    chk = ((d[0] + d[2] + d[4]) + 2 * (d[1] + d[3] + d[5])) % 10
    return first + second + "".join(str(x) for x in d) + str(chk)


def med_license(rng, country, prov=None):
    if country == "CA":
        return rng.choice(["%05d" % rng.randrange(10 ** 5), "%d-%05d" % (rng.randrange(1, 3), rng.randrange(10 ** 5)),
                           "%06d" % rng.randrange(10 ** 6)])
    return rng.choice(["%07d" % rng.randrange(10 ** 7), "%s%06d" % (letters(rng, 1), rng.randrange(10 ** 6)),
                       "%02d.%06d" % (rng.randrange(100), rng.randrange(10 ** 6))])


def drivers_license(rng, country):
    if country == "CA":
        return rng.choice(["%s%04d-%05d-%05d" % (letters(rng, 1), rng.randrange(10000), rng.randrange(10 ** 5), rng.randrange(10 ** 5)),
                           "%07d" % rng.randrange(10 ** 7)])
    return rng.choice(["%s%03d-%04d-%04d" % (letters(rng, 1), rng.randrange(1000), rng.randrange(10000), rng.randrange(10000)),
                       "%s%07d" % (letters(rng, 1), rng.randrange(10 ** 7)),
                       "%09d" % rng.randrange(10 ** 9)])


DEVICE_KINDS = [
    ("dual-chamber pacemaker", "Medtronic Azure XT DR", "SN"),
    ("ICD", "Boston Scientific Resonate EL", "serial"),
    ("CRT-D", "Abbott Gallant HF", "SN"),
    ("insulin pump", "Tandem t:slim X2", "S/N"),
    ("CPAP machine", "ResMed AirSense 10", "SN"),
    ("home oxygen concentrator", "Inogen One G5", "serial no."),
    ("loop recorder", "Medtronic LINQ II", "SN"),
    ("LVAD", "HeartMate 3", "serial"),
    ("CGM transmitter", "Dexcom G6", "transmitter ID"),
    ("intrathecal pump", "SynchroMed II", "SN"),
]


def device_serial(rng, kind):
    if "pacemaker" in kind or "CRT" in kind:
        return "%s%06d%s" % (letters(rng, 3), rng.randrange(10 ** 6), rng.choice(["H", "S", ""]))
    if kind == "ICD":
        return "%06d" % rng.randrange(10 ** 6) if rng.random() < 0.4 else "%s%06d" % (letters(rng, 2), rng.randrange(10 ** 6))
    if "insulin" in kind:
        return "%d%s%07d" % (rng.randrange(10), letters(rng, 1), rng.randrange(10 ** 7))
    if "CPAP" in kind:
        return "%d%04d%06d" % (rng.randrange(20, 24), rng.randrange(10000), rng.randrange(10 ** 6))
    if "oxygen" in kind:
        return "%02d%s%06d" % (rng.randrange(100), letters(rng, 2), rng.randrange(10 ** 6))
    if "loop" in kind:
        return "RLB%06dG" % rng.randrange(10 ** 6)
    if kind == "LVAD":
        return "MLP%06d" % rng.randrange(10 ** 6)
    if "CGM" in kind:
        return "%s%d%s%d" % (rng.choice("3456789"), rng.randrange(10), letters(rng, 2), rng.randrange(10, 99))
    return "%s-%06d" % (letters(rng, 2), rng.randrange(10 ** 6))


def plate(rng, country, prov=None):
    if country == "CA":
        return rng.choice(["%s %03d" % (letters(rng, 4), rng.randrange(1000)),
                           "%s%03d" % (letters(rng, 3), rng.randrange(1000)),
                           "%s %03d" % (letters(rng, 3), rng.randrange(1000))])
    return rng.choice(["%d%s%03d" % (rng.randrange(1, 10), letters(rng, 3), rng.randrange(1000)),
                       "%s-%04d" % (letters(rng, 3), rng.randrange(10000)),
                       "%s %s%d" % (letters(rng, 3), letters(rng, 1), rng.randrange(100, 999)),
                       "%03d %s" % (rng.randrange(1000), letters(rng, 3))])


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def bioid(rng):
    return rng.choice(["PV-%07d" % rng.randrange(10 ** 7), "FP-%05d" % rng.randrange(10 ** 5),
                       "BIO-%04d-%s%d" % (rng.randrange(10000), letters(rng, 1), rng.randrange(10)),
                       "%08d" % rng.randrange(10 ** 8), "PS%06d" % rng.randrange(10 ** 6)])


def accession(rng, kind=None, year=24):
    kind = kind or rng.choice(["micro", "path", "rad", "lab", "order", "req"])
    yy = "%02d" % year
    if kind == "micro":
        return rng.choice(["M%s-%06d" % (yy, rng.randrange(10 ** 6)), "CX%s-%05d" % (yy, rng.randrange(10 ** 5))])
    if kind == "path":
        return rng.choice(["S%s-%04d" % (yy, rng.randrange(10000)), "SP-%s-%05d" % (yy, rng.randrange(10 ** 5))])
    if kind == "rad":
        return rng.choice(["RAD%08d" % rng.randrange(10 ** 8), "%s%07d" % (letters(rng, 2), rng.randrange(10 ** 7))])
    if kind == "lab":
        return rng.choice(["%s%08d" % (letters(rng, 1), rng.randrange(10 ** 8)), "L%s%06d" % (yy, rng.randrange(10 ** 6))])
    if kind == "order":
        return rng.choice(["%09d" % rng.randrange(10 ** 8, 10 ** 9), "ORD-%07d" % rng.randrange(10 ** 7)])
    if kind == "rx":
        return rng.choice(["%07d" % rng.randrange(10 ** 6, 10 ** 7), "RX%08d" % rng.randrange(10 ** 8)])
    if kind == "transfer":
        return rng.choice(["TC-20%s-%05d" % (yy, rng.randrange(10 ** 5)), "%06d" % rng.randrange(10 ** 6),
                           "T%s%05d" % (yy, rng.randrange(10 ** 5))])
    if kind == "job":
        return "%07d" % rng.randrange(10 ** 7)
    if kind == "case":
        return rng.choice(["ME-%s-%04d" % (yy, rng.randrange(10000)), "%s-%05d" % (yy, rng.randrange(10 ** 5))])
    if kind == "incident":
        return rng.choice(["IR-%06d" % rng.randrange(10 ** 6), "SRS-%05d" % rng.randrange(10 ** 5)])
    if kind == "referral":
        return rng.choice(["REF-%06d" % rng.randrange(10 ** 6), "R%s%05d" % (yy, rng.randrange(10 ** 5))])
    return rng.choice(["REQ%07d" % rng.randrange(10 ** 7), "A%06d" % rng.randrange(10 ** 6)])


def ip_addr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


DOMAINS = ["example.com", "example.org", "example.net"]


def _ascii(s):
    rep = {"é": "e", "è": "e", "ê": "e", "É": "E", "â": "a", "ô": "o", "ç": "c",
           "ã": "a", "í": "i", "á": "a", "ó": "o", "ñ": "n", "ú": "u", "ë": "e"}
    out = "".join(rep.get(ch, ch) for ch in s)
    return "".join(ch for ch in out if ch.isalnum() or ch in ".-")


def email(rng, first, last):
    f, l = _ascii(first).lower().replace("-", ""), _ascii(last).lower().replace("-", "")
    user = rng.choice([f + "." + l, f[0] + l, f + l[0] + str(rng.randrange(10, 99)),
                       l + "." + f[0], f + "_" + l, l + str(rng.randrange(1950, 2005))])
    return "%s@%s" % (user, rng.choice(DOMAINS))


def username(rng, first, last):
    f, l = _ascii(first).lower().replace("-", ""), _ascii(last).lower().replace("-", "").replace(".", "")
    return rng.choice([f[0] + l, f[0] + l + str(rng.randrange(1, 9)), l + f[0],
                       f + "." + l, (f[0] + l[:6]).upper(), l[:5] + f[:2] + str(rng.randrange(10, 99))])


def url(rng, kind):
    dom = rng.choice(DOMAINS)
    if kind == "portal":
        return rng.choice(["https://portal.%s/login" % dom, "www.%s/mychart" % dom,
                           "https://%s/patient-portal" % dom, "mychart.%s" % dom])
    if kind == "video":
        return rng.choice(["https://meet.%s/j/%010d" % (dom, rng.randrange(10 ** 10)),
                           "https://video.%s/room/%s%d" % (dom, letters(rng, 4).lower(), rng.randrange(100, 999)),
                           "meet.%s/%s-%s" % (dom, letters(rng, 3).lower(), letters(rng, 4).lower())])
    if kind == "edu":
        return rng.choice(["www.%s/heart-failure-diary" % dom, "https://%s/patient-ed/copd-action-plan" % dom,
                           "www.%s/warfarin" % dom, "https://www.%s/fall-prevention" % dom,
                           "%s/diabetes/sick-day-rules" % dom])
    if kind == "ad":
        return rng.choice(["www.%s/advance-directive" % dom, "https://%s/polst" % dom,
                           "https://forms.%s/goals-of-care" % dom])
    return "https://www.%s/%s" % (dom, letters(rng, 6).lower())


def postal_ca(rng, letter):
    L = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (letter, rng.randrange(10), rng.choice(L), rng.randrange(10),
                              rng.choice(L), rng.randrange(10))


def zip_us(rng, prefix, plus4=False):
    z = "%s%02d" % (prefix, rng.randrange(100))
    if plus4:
        z += "-%04d" % rng.randrange(10000)
    return z
