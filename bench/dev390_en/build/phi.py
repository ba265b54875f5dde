"""Generators for PHI values.  Every function takes the one shared rng.
Values are returned as (TYPE, text) tuples or lists of pieces."""
import datetime as dt

UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
POST_UK = "ABDEFGHJLNPQRSTUWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def grp(cc):
    return "UK" if cc.startswith("UK") else cc


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alphabet=UPPER):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- dates
STYLES = {
    "UK": ["dmy", "dmy", "dmy_s", "dmy_dot", "d_mon_y", "d_month_y", "dd_mon_yyyy"],
    "IE": ["dmy", "dmy", "dmy_s", "d_mon_y", "d_month_y", "dd_mon_yyyy"],
    "AU": ["dmy", "dmy", "dmy_s", "d_mon_y", "d_month_y", "dd_mon_yyyy"],
    "NZ": ["dmy", "dmy", "dmy_s", "d_mon_y", "d_month_y"],
    "CA": ["iso", "iso", "month_d_y", "mon_d_y", "d_mon_y", "dd_mon_yyyy"],
    "US": ["mdy", "mdy", "mdy_s", "month_d_y", "mon_d_y"],
}


def date_style(rng, cc):
    return rng.choice(STYLES[grp(cc)])


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt(d, style):
    m3 = MONTHS[d.month - 1][:3]
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy_s":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, m3, d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dth_month_y":
        return "%s %s %d" % (_ord(d.day), MONTHS[d.month - 1], d.year)
    if style == "dd_mon_yyyy":
        return "%02d-%s-%d" % (d.day, m3, d.year)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    if style == "mdy_s":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "month_d_y":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "mon_d_y":
        return "%s %d, %d" % (m3, d.day, d.year)
    if style == "iso":
        return "%d-%02d-%02d" % (d.year, d.month, d.day)
    raise ValueError(style)


def D(d, style):
    return ("DATE", fmt(d, style))


def short_date(rng, cc, d):
    """A date without its year, as written in running notes."""
    g = grp(cc)
    m3 = MONTHS[d.month - 1][:3]
    if g == "US":
        opts = ["%d/%d" % (d.month, d.day), "%s %d" % (m3, d.day),
                "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.month, d.day)]
    elif g == "CA":
        opts = ["%s %d" % (m3, d.day), "%s %d" % (MONTHS[d.month - 1], d.day),
                "%s, %s %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day)]
    else:
        opts = ["%d/%d" % (d.day, d.month), "%d %s" % (d.day, m3), _ord(d.day) + " " + MONTHS[d.month - 1],
                "%s %d/%d" % (WEEKDAYS[d.weekday()][:3], d.day, d.month),
                "%s %d %s" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1])]
    return ("DATE", rng.choice(opts))


def long_date(rng, cc, d):
    """Weekday + full date as one span."""
    g = grp(cc)
    wd = WEEKDAYS[d.weekday()]
    if g == "US" or g == "CA":
        s = rng.choice(["%s, %s %d, %d" % (wd, MONTHS[d.month - 1], d.day, d.year),
                        "%s %s" % (wd[:3], fmt(d, "mdy" if g == "US" else "iso"))])
    else:
        s = rng.choice(["%s %d %s %d" % (wd, d.day, MONTHS[d.month - 1], d.year),
                        "%s %s %s %d" % (wd, _ord(d.day), MONTHS[d.month - 1], d.year),
                        "%s %s" % (wd[:3], fmt(d, "dmy"))])
    return ("DATE", s)


def month_year(rng, d):
    return ("DATE", rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year),
                                "%s %d" % (MONTHS[d.month - 1][:3], d.year),
                                "%02d/%d" % (d.month, d.year)]))


def year(d):
    return ("DATE", str(d.year))


def weekday(d):
    return ("DATE", WEEKDAYS[d.weekday()])


def add_days(d, n):
    return d + dt.timedelta(days=n)


def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randrange(span + 1))


def time_of_day(rng):
    return "%02d:%02d" % (rng.randrange(8, 18), rng.choice([0, 0, 15, 30, 45, 10, 20, 40, 50]))


# ---------------------------------------------------------------- contacts
def mobile(rng, cc):
    g = grp(cc)
    if g == "UK":
        s = "07%s %s" % (digits(rng, 3), "555" + digits(rng, 3))
        return rng.choice([s, s.replace(" ", ""), "07%s 555 %s" % (digits(rng, 3), digits(rng, 3))])
    if g == "IE":
        return "08%s 555 %s" % (rng.choice("35679"), digits(rng, 4))
    if g == "AU":
        return "04%s 555 %s" % (digits(rng, 2), digits(rng, 3))
    if g == "NZ":
        return "02%s 555 %s" % (rng.choice("1279"), digits(rng, 4))
    area = rng.choice(["416", "647", "905", "204", "306"] if g == "CA" else
                      ["419", "614", "502", "865", "317", "412"])
    return landline_na(rng, area)


def landline_na(rng, area):
    n = "01" + digits(rng, 2)
    return rng.choice(["(%s) 555-%s" % (area, n), "%s-555-%s" % (area, n), "%s.555.%s" % (area, n)])


def landline(rng, cc, area):
    g = grp(cc)
    if g == "UK":
        if area in ("0113", "0114", "0161", "0151", "0191", "0141", "0121"):
            return rng.choice(["%s 555 %s" % (area, digits(rng, 4)), "(%s) 555 %s" % (area, digits(rng, 4))])
        if area in ("024", "029"):
            return "%s 555%s %s" % (area, digits(rng, 1), digits(rng, 4))
        return rng.choice(["%s 555%s" % (area, digits(rng, 3)), "(%s) 555 %s" % (area, digits(rng, 3))])
    if g == "IE":
        return rng.choice(["(%s) 555 %s" % (area, digits(rng, 4)), "%s 555 %s" % (area, digits(rng, 4))])
    if g == "AU":
        return rng.choice(["(%s) 5550 %s" % (area, digits(rng, 4)), "%s 5550 %s" % (area, digits(rng, 4))])
    if g == "NZ":
        return rng.choice(["(%s) 555 %s" % (area, digits(rng, 4)), "%s 555 %s" % (area, digits(rng, 4))])
    return landline_na(rng, area)


def with_ext(rng, num):
    return num + rng.choice([" ext %s", " ext. %s", " x%s", " extn %s"]) % digits(rng, 4)


def bleep(rng):
    return rng.choice(["555" + digits(rng, 1), digits(rng, 1) + "555", "5" + digits(rng, 1) + "555"])


def email_person(rng, first, last, domain=None):
    f = _ascii(first).lower()
    l = _ascii(last).lower()
    dom = domain or rng.choice(["example.com", "example.net", "example.org", "mail.example.com",
                                "inbox.example.net"])
    user = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s%s%s" % (f, l[:1], digits(rng, 2)),
                       "%s_%s" % (f, l), "%s%s" % (l, digits(rng, 2)), "%s.%s%s" % (f, l, digits(rng, 2))])
    return "%s@%s" % (user, dom)


def _ascii(s):
    return "".join(c for c in s if c.isascii() and c.isalnum())


def slug(s):
    return "".join(c.lower() for c in s if c.isascii() and c.isalnum())


def ipaddr(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))
    return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f = slug(first) or "x"
    l = slug(last) or "user"
    return rng.choice(["%s%s%d" % (f[0], l, rng.randrange(1, 10)), "%s.%s" % (f, l), "%s%s" % (f[0], l),
                       "%s%s" % (l[:6], f[:2]), "%s_%s%d" % (f, l[0], rng.randrange(10, 99))])


# ---------------------------------------------------------------- addresses
def postcode(rng, cc, prefix):
    g = grp(cc)
    if g == "UK":
        dist = str(rng.randrange(1, 36)) if len(prefix) == 1 else str(rng.randrange(1, 10))
        return "%s%s %d%s" % (prefix, dist, rng.randrange(1, 10), letters(rng, 2, POST_UK))
    if g == "IE":
        return "%s %s" % (prefix, letters(rng, 4, EIR))
    if g == "CA":
        return "%s %d%s%d" % (prefix, rng.randrange(10), letters(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    if g == "US":
        z = prefix + digits(rng, 2)
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    return prefix


def street(rng, cc, words, types):
    g = grp(cc)
    name = "%s %s" % (rng.choice(words), rng.choice(types))
    n = rng.randrange(1, 240)
    r = rng.random()
    if g in ("UK", "IE"):
        if r < 0.15:
            return "Flat %d, %d %s" % (rng.randrange(1, 30), n, name)
        if r < 0.22:
            return "Apt %d, %s House, %s" % (rng.randrange(1, 40), rng.choice(words), name)
        return "%d %s" % (n, name)
    if g in ("AU", "NZ"):
        if r < 0.2:
            return "%d/%d %s" % (rng.randrange(1, 12), n, name)
        if r < 0.28:
            return "Unit %d, %d %s" % (rng.randrange(1, 20), n, name)
        return "%d %s" % (n, name)
    n = rng.randrange(10, 9900)
    if r < 0.2:
        return "%d %s %s" % (n, name, rng.choice(["Apt %d" % rng.randrange(1, 40), "Unit %d" % rng.randrange(1, 30),
                                                   "Apt %d%s" % (rng.randrange(1, 9), rng.choice("ABCD"))]))
    return "%d %s" % (n, name)


# ---------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [9] + [rng.randrange(10) for _ in range(8)]
        tot = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            s = "".join(map(str, d)) + str(chk)
            return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), s])


def chi_number(rng, dob, sex):
    while True:
        base = "%02d%02d%02d" % (dob.day, dob.month, dob.year % 100) + digits(rng, 2)
        sd = rng.choice("13579" if sex == "M" else "02468")
        d = [int(c) for c in base + sd]
        tot = sum(x * (10 - i) for i, x in enumerate(d))
        chk = 11 - tot % 11
        if chk == 11:
            chk = 0
        if chk != 10:
            return base + sd + str(chk)


def mrn(rng, cc):
    g = grp(cc)
    if g == "UK":
        return rng.choice(["RX" + digits(rng, 7), "K" + digits(rng, 6), "M" + digits(rng, 7), digits(rng, 8)])
    if g == "IE":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), "MRN" + digits(rng, 6)])
    if g == "AU":
        return rng.choice([digits(rng, 7), "0" + digits(rng, 6), digits(rng, 6)])
    if g == "NZ":
        return "Z" + letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXY") + digits(rng, 4)
    if g == "CA":
        return rng.choice(["H" + digits(rng, 8), digits(rng, 7), "C" + digits(rng, 6)])
    return rng.choice([digits(rng, 8), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 2)])


def client_id(rng):
    return rng.choice(["QM" + digits(rng, 6), "SSS-" + digits(rng, 5), "C" + digits(rng, 7), "QL" + digits(rng, 6)])


def healthplan(rng, cc, prov=None):
    g = grp(cc)
    if g == "AU":
        return "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1))
    if g == "IE":
        return digits(rng, 7) + rng.choice(["A", "B", "W", "T"])
    if g == "CA":
        if prov == "BC":
            return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if prov == "AB":
            return "%s-%s" % (digits(rng, 5), digits(rng, 4))
        return "%s-%s-%s-%s" % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
    if g == "NZ":
        return digits(rng, 9)
    return rng.choice([letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), "MC" + digits(rng, 7),
                       letters(rng, 1) + digits(rng, 8) + "01"])


def group_no(rng):
    return rng.choice(["GRP-" + digits(rng, 5), digits(rng, 6), letters(rng, 2) + digits(rng, 4)])


def ssn(rng, cc):
    g = grp(cc)
    if g == "IE":
        return "9" + digits(rng, 6) + rng.choice(["A", "T", "W", "AW", "TA", "H"])
    if g == "CA":
        s = "9" + digits(rng, 8)
        return rng.choice(["%s %s %s" % (s[:3], s[3:6], s[6:]), "%s-%s-%s" % (s[:3], s[3:6], s[6:])])
    if g == "NZ":
        s = "9" + digits(rng, 7)
        return "%s-%s-%s" % (s[:2], s[2:5], s[5:])
    first = rng.choice(["9" + digits(rng, 2), "000"])
    return "%s-%s-%s" % (first, digits(rng, 2), digits(rng, 4))


def staff_licence(rng, cc, role):
    g = grp(cc)
    if g == "UK":
        if role == "pharm":
            return ("GPhC", "20" + digits(rng, 5))
        if role == "nurse":
            return ("NMC PIN", digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1))
        if role == "doc":
            return ("GMC", rng.choice("3467") + digits(rng, 6))
        return ("NCSCT cert no.", "NCSCT-" + digits(rng, 7))
    if g == "IE":
        if role == "pharm":
            return ("PSI reg", digits(rng, 5))
        if role == "nurse":
            return ("NMBI PIN", digits(rng, 6))
        if role == "doc":
            return ("IMC no.", digits(rng, 6))
        return ("Cert. no.", "QS-" + digits(rng, 5))
    if g == "AU":
        pre = {"pharm": "PHA", "nurse": "NMW", "doc": "MED"}.get(role, "NMW")
        return ("AHPRA", pre + "000" + digits(rng, 7))
    if g == "NZ":
        if role == "doc":
            return ("MCNZ", digits(rng, 5))
        if role == "pharm":
            return ("PCNZ reg", digits(rng, 5))
        return ("APC no.", digits(rng, 6))
    if g == "CA":
        if role == "pharm":
            return ("Licence #", digits(rng, 5))
        if role == "doc":
            return ("CPSO #", digits(rng, 5))
        return ("TEACH cert #", "TC" + digits(rng, 5))
    if role == "doc":
        return ("NPI", "1" + digits(rng, 9))
    if role == "pharm":
        return ("RPh lic.", "RPH." + digits(rng, 6))
    return ("TTS cert #", "TTS-" + digits(rng, 5))


def dea(rng, last):
    return rng.choice("ABFM") + (slug(last)[:1].upper() or "X") + digits(rng, 7)


def driving_licence(rng, cc, last, dob, first):
    g = grp(cc)
    if g == "UK":
        s = (slug(last).upper() + "99999")[:5]
        m = dob.month + (50 if rng.random() < 0.5 else 0)
        return "%s%d%02d%02d%d%s%s" % (s, dob.year % 100 // 10, m, dob.day, dob.year % 10,
                                       (slug(first)[:1].upper() or "X") + "9",
                                       digits(rng, 1) + letters(rng, 2))
    if g == "IE":
        return digits(rng, 9)
    if g == "AU":
        return digits(rng, rng.choice([8, 9]))
    if g == "NZ":
        return letters(rng, 2) + digits(rng, 6)
    if g == "CA":
        return "%s%s-%s-%s" % ((slug(last)[:1].upper() or "X"), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return rng.choice([letters(rng, 2) + digits(rng, 6), "S" + digits(rng, 8), digits(rng, 9)])


def co_serial(rng):
    return rng.choice(["PS" + digits(rng, 5), "BF" + digits(rng, 2) + "-" + digits(rng, 5),
                       "SMK-" + digits(rng, 6), "%s%s" % (letters(rng, 2), digits(rng, 6)),
                       "BCO" + digits(rng, 5)])


def vape_serial(rng):
    return rng.choice(["VK%s-%s" % (digits(rng, 2), digits(rng, 6)), "SN%s" % (letters(rng, 2) + digits(rng, 8)),
                       "%s-%s-%s" % (letters(rng, 3), digits(rng, 4), digits(rng, 4))])


def plate(rng, cc):
    g = grp(cc)
    if g == "UK":
        return "%s%02d %s" % (letters(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.choice([15, 16, 18, 19, 65, 66, 68, 69, 70, 71, 21, 72, 23]),
                              letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
    if g == "IE":
        return "%s-%s-%s" % (rng.choice(["151", "162", "171", "182", "191", "201", "212", "221", "232"]),
                             rng.choice(["C", "D", "G", "L", "LH", "KY", "WD", "SO", "MH", "CE", "T"]),
                             str(rng.randrange(100, 99999)))
    if g == "AU":
        return rng.choice(["%d%s %s" % (rng.randrange(1, 3), letters(rng, 3), digits(rng, 3)),
                           "%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2)),
                           "%s-%s" % (digits(rng, 3), letters(rng, 3))])
    if g == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if g == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s %s" % (digits(rng, 3), letters(rng, 3))])
    return rng.choice(["%d%s%s" % (rng.randrange(1, 10), letters(rng, 3), digits(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def bioid(rng, kind):
    pre = {"voice": rng.choice(["VP-", "VB", "VID-"]), "finger": rng.choice(["FP-", "FPT"]),
           "face": rng.choice(["FM-", "FACE-"])}[kind]
    return pre + digits(rng, rng.choice([5, 6, 7]))


def account(rng):
    return rng.choice(["EP" + digits(rng, 7), "ENC-" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4),
                       "V" + digits(rng, 8), "EPS-" + digits(rng, 6)])


def voucher(rng, y):
    return rng.choice(["V%d-%s" % (y, digits(rng, 5)), "VCH-" + digits(rng, 6), "SSV%s" % digits(rng, 7),
                       "NRT/%d/%s" % (y % 100, digits(rng, 4))])


def referral_no(rng):
    return rng.choice(["REF-" + digits(rng, 6), "R" + digits(rng, 7), "ERS-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                       "SR" + digits(rng, 6)])


def rx_no(rng):
    return rng.choice([digits(rng, 8), digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 6) + "-" + digits(rng, 2)])
