"""PHI value formatters (author 268). Every function takes an explicit random.Random."""
import datetime as dt

from pools_names import FEMALE, MALE, NEUTRAL, SURNAMES

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAY3 = [d[:3] for d in DAYS]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def digits(rng, n, first_nonzero=False):
    s = "".join(rng.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


# ----------------------------------------------------------------- persons
class Person:
    def __init__(self, first, middle, last, sex):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex

    @property
    def mi(self):
        return self.middle[0] if self.middle else ""

    def full(self):
        return "%s %s" % (self.first, self.last)

    def form(self, style):
        f, m, l = self.first, self.middle, self.last
        if style == "full":
            return "%s %s" % (f, l)
        if style == "full_mi":
            return "%s %s. %s" % (f, m[0], l) if m else "%s %s" % (f, l)
        if style == "full_mid":
            return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "last_first":
            return "%s, %s" % (l, f)
        if style == "LAST_first":
            return "%s, %s" % (l.upper(), f)
        if style == "LAST_FIRST_MI":
            return ("%s, %s %s" % (l.upper(), f.upper(), m[0])) if m else "%s, %s" % (l.upper(), f.upper())
        if style == "FULL_UPPER":
            return "%s %s" % (f.upper(), l.upper())
        if style == "init_last":
            return "%s. %s" % (f[0], l)
        if style == "initials":
            return "%s.%s." % (f[0], l[0])
        if style == "initials_bare":
            return "%s%s" % (f[0], l[0])
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "first_li":
            return "%s %s." % (f, l[0])
        raise ValueError(style)

    def title(self, country, married=None):
        if self.sex == "M":
            t = "Mr"
        elif self.sex == "F":
            t = "Mrs" if married else "Ms"
        else:
            t = "Mx"
        return t + "." if country in ("US", "CA") else t

    def subj(self):
        return {"M": "he", "F": "she"}.get(self.sex, "they")

    def obj(self):
        return {"M": "him", "F": "her"}.get(self.sex, "them")

    def poss(self):
        return {"M": "his", "F": "her"}.get(self.sex, "their")


def make_person(rng, sex=None, last=None):
    if sex is None:
        sex = rng.choice("MF")
    if sex == "M":
        first = rng.choice(MALE)
        mid = rng.choice(MALE + NEUTRAL)
    elif sex == "F":
        first = rng.choice(FEMALE)
        mid = rng.choice(FEMALE + NEUTRAL)
    else:
        first = rng.choice(NEUTRAL)
        mid = rng.choice(NEUTRAL)
    if mid == first or rng.random() < 0.35:
        mid = ""
    return Person(first, mid, last or rng.choice(SURNAMES), sex)


# ----------------------------------------------------------------- dates
def rand_date(rng, start, end):
    span = (end - start).days
    return start + dt.timedelta(days=rng.randint(0, span))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def _ord(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_STYLES = {
    "US": ["us_slash", "us_slash", "us_slash_np", "us_short", "us_long", "us_mon", "iso", "dmy_mon_dash"],
    "CA": ["iso", "iso", "us_long", "uk_slash", "iso_slash", "dmy_mon_dash", "us_mon", "uk_long"],
    "UK": ["uk_slash", "uk_slash", "uk_long", "uk_ord", "uk_mon", "dmy_mon_dash", "uk_dot", "uk_short", "ord_of",
           "uk_dash"],
    "AU": ["uk_slash", "uk_slash", "uk_long", "uk_short", "uk_mon", "dmy_mon_dash", "uk_slash_np", "iso"],
}


def fmt_date(d, style):
    if style == "us_slash":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if style == "us_slash_np":
        return "%d/%d/%04d" % (d.month, d.day, d.year)
    if style == "us_short":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "us_mon":
        return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "iso_slash":
        return "%04d/%02d/%02d" % (d.year, d.month, d.day)
    if style == "uk_slash":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "uk_slash_np":
        return "%d/%d/%04d" % (d.day, d.month, d.year)
    if style == "uk_short":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "ord_of":
        return "%s of %s %d" % (_ord(d.day), MONTHS[d.month - 1], d.year)
    if style == "uk_dash":
        return "%02d-%02d-%04d" % (d.day, d.month, d.year)
    if style == "uk_long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "uk_ord":
        return "%s %s %d" % (_ord(d.day), MONTHS[d.month - 1], d.year)
    if style == "uk_mon":
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dmy_mon_dash":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
    if style == "uk_dot":
        return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
    if style == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_year":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if style == "mm_yyyy":
        return "%02d/%d" % (d.month, d.year)
    if style == "year":
        return str(d.year)
    if style == "month":
        return MONTHS[d.month - 1]
    if style == "wk_uk":
        return "%s %d %s %d" % (DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
    if style == "wk_us":
        return "%s, %s %d, %d" % (DAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == "wk_short_us":
        return "%s %d/%d" % (DAY3[d.weekday()], d.month, d.day)
    if style == "wk_short_uk":
        return "%s %d/%d" % (DAY3[d.weekday()], d.day, d.month)
    if style == "wk_only":
        return DAYS[d.weekday()]
    if style == "dm_uk":
        return "%d %s" % (d.day, MONTHS[d.month - 1])
    if style == "md_us":
        return "%s %d" % (MONTHS[d.month - 1], d.day)
    raise ValueError(style)


class DateFmt:
    """Per-note date formatter: one dominant style, occasional variation."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.main = rng.choice(DATE_STYLES[country])

    def __call__(self, d, style=None):
        if style is None:
            style = self.main if self.rng.random() < 0.8 else self.rng.choice(DATE_STYLES[self.country])
        return ("DATE", fmt_date(d, style))

    def wk(self, d):
        us = self.country in ("US", "CA")
        st = self.rng.choice(["wk_us", "wk_short_us"] if us else ["wk_uk", "wk_short_uk"])
        return ("DATE", fmt_date(d, st))

    def dm(self, d):
        return ("DATE", fmt_date(d, "md_us" if self.country in ("US", "CA") else "dm_uk"))

    def my(self, d):
        return ("DATE", fmt_date(d, self.rng.choice(["month_year", "month_year", "mon_year"])))

    def year(self, d):
        return ("DATE", str(d.year))


# ----------------------------------------------------------------- contacts
def phone(rng, country, kind="land"):
    if country in ("US", "CA"):
        area = rng.choice("23456789") + digits(rng, 2)
        last4 = "01" + digits(rng, 2) if rng.random() < 0.7 else digits(rng, 4)
        st = rng.randint(0, 5)
        if st == 0:
            s = "(%s) 555-%s" % (area, last4)
        elif st == 1:
            s = "%s-555-%s" % (area, last4)
        elif st == 2:
            s = "%s.555.%s" % (area, last4)
        elif st == 3:
            s = "+1 %s 555 %s" % (area, last4)
        elif st == 4:
            s = "1-%s-555-%s" % (area, last4)
        else:
            s = "(%s) 555 %s" % (area, last4)
    elif country == "UK":
        if kind == "mobile":
            s = rng.choice(["07700 555%s", "07700 555 %s", "+44 7700 555%s"]) % digits(rng, 3)
        else:
            code = rng.choice(["01632", "0113", "0161", "0191", "01273", "029", "0131", "01865", "0117"])
            if len(code) == 5:
                s = "%s 555%s" % (code, digits(rng, 3))
            elif len(code) == 4:
                s = "%s 555 %s" % (code, digits(rng, 4))
            else:
                s = "%s %s555 %s" % (code, rng.choice("23"), digits(rng, 3))
    else:  # AU
        if kind == "mobile":
            s = rng.choice(["04%s 555 %s", "04%s555%s"]) % (digits(rng, 2), digits(rng, 3))
        else:
            st = rng.randint(0, 3)
            if st == 0:
                s = "(0%s) 5550 %s" % (rng.choice("2378"), digits(rng, 4))
            elif st == 1:
                s = "0%s 5550 %s" % (rng.choice("2378"), digits(rng, 4))
            elif st == 2:
                s = "+61 %s 5550 %s" % (rng.choice("2378"), digits(rng, 4))
            else:
                s = "1300 555 %s" % digits(rng, 3)
    return s


def with_ext(rng, s):
    return s + rng.choice([" ext. ", " ext ", " x", " Ext "]) + digits(rng, rng.choice([2, 3, 4]), True)


def pager(rng):
    return rng.choice(["555" + digits(rng, 1), "555-" + digits(rng, 4), "555 " + digits(rng, 3),
                       "4" + "555" + digits(rng, 1)])


def email_for(rng, p, domain=None):
    dom = domain or rng.choice(["example.org", "example.com", "example.net", "nhs.example.org",
                                "health.example.net", "clinic.example.com"])
    f, l = p.first.lower().replace(" ", "").replace("'", "").replace("-", ""), \
        p.last.lower().replace(" ", "").replace("'", "").replace("-", "")
    st = rng.randint(0, 5)
    if st == 0:
        u = "%s.%s" % (f, l)
    elif st == 1:
        u = "%s%s" % (f[0], l)
    elif st == 2:
        u = "%s_%s%s" % (f, l, digits(rng, 2))
    elif st == 3:
        u = "%s.%s%s" % (f[0], l, rng.choice(["", "2", "3"]))
    elif st == 4:
        u = "%s%s%s" % (l, f[0], digits(rng, 2))
    else:
        u = "%s.%s" % (l, f)
    return "%s@%s" % (u, dom)


def generic_email(rng, stem):
    return "%s@%s" % (stem, rng.choice(["example.org", "example.net", "example.com"]))


def url(rng, stem=None):
    host = rng.choice(["www.example.org", "portal.example.net", "www.example.com", "telehealth.example.org",
                       "example.net", "referrals.example.org"])
    path = stem or rng.choice(["neuropsych", "brain-injury/resources", "np/portal", "memory-clinic",
                               "epilepsy/surgery-programme", "forms/referral", "concussion/rtl",
                               "patients/letters", "telehealth/join"])
    pre = rng.choice(["https://", "https://", "http://", ""]) if not host.startswith("www.") else \
        rng.choice(["", "https://"])
    return "%s%s/%s" % (pre, host, path)


def ipaddr(rng):
    st = rng.randint(0, 2)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if st == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def username(rng, p):
    f, l = p.first.lower().replace(" ", "").replace("-", ""), \
        p.last.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice(["%s%s" % (f[0], l[:7]), "%s.%s" % (f, l), "%s%s%s" % (f[0], l[:6], digits(rng, 1)),
                       "%s_%s" % (l[:8], f[0]), "np_%s%s" % (f[0], l[:5])])


# ----------------------------------------------------------------- identifiers
def nhs_number(rng):
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        n = "".join(map(str, d)) + str(c)
        return rng.choice(["%s %s %s" % (n[:3], n[3:6], n[6:]), n, "%s-%s-%s" % (n[:3], n[3:6], n[6:])])


def mrn(rng, country):
    if country == "UK":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "RX" + digits(rng, 6), digits(rng, 8),
                           letters(rng, 1) + digits(rng, 6) + letters(rng, 1)])
    if country == "AU":
        return rng.choice([digits(rng, 7), digits(rng, 6), "MR" + digits(rng, 6), digits(rng, 8)])
    if country == "CA":
        return rng.choice([digits(rng, 7), "%s-%s" % (digits(rng, 2), digits(rng, 5)), "H" + digits(rng, 7)])
    return rng.choice([digits(rng, 8), digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5)),
                       "E" + digits(rng, 9)])


def healthplan(rng, country):
    if country == "UK":
        return nhs_number(rng)
    if country == "AU":
        return rng.choice(["%s %s %s" % (digits(rng, 4, True), digits(rng, 5), digits(rng, 1, True)),
                           digits(rng, 10, True), "%s %s %s-%s" % (digits(rng, 4, True), digits(rng, 5),
                                                                  digits(rng, 1, True), rng.randint(1, 5))])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3), letters(rng, 2)),
                           "%s %s %s" % (digits(rng, 4, True), digits(rng, 3), digits(rng, 3)),
                           "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))])
    return rng.choice([letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 8), digits(rng, 8) + letters(rng, 1),
                       "%s%s-%s" % (letters(rng, 2), digits(rng, 5), digits(rng, 2)), "ZGP" + digits(rng, 7)])


def ssn(rng, country):
    if country == "US":
        return rng.choice(["9%s-%s-%s", "9%s %s %s"]) % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if country == "AU":
        return "9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    pre = rng.choice(["JT", "NP", "SR", "WK", "AB", "CE", "HL", "PX"])
    return rng.choice(["%s 9%s %s %s %s", "%s9%s%s%s%s"]) % (pre, digits(rng, 1), digits(rng, 2),
                                                           digits(rng, 2), rng.choice("ABCD"))


def account(rng):
    return rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "E" + digits(rng, 7), digits(rng, 10),
                       "INV-" + digits(rng, 5), "V" + digits(rng, 8), "F" + digits(rng, 9),
                       "%s%s" % (letters(rng, 2), digits(rng, 6))])


def bank_account(rng):
    return rng.choice([digits(rng, 8), "%s %s" % (digits(rng, 4), digits(rng, 4)), digits(rng, 9)])


def clinician_licence(rng, country, kind="psych"):
    if country == "US":
        if kind == "npi":
            return "1" + digits(rng, 9)
        return rng.choice(["PSY" + digits(rng, 5), "PY" + digits(rng, 6), "%s-%s" % (digits(rng, 2), digits(rng, 5)),
                           "PSY.%s" % digits(rng, 6)])
    if country == "UK":
        if kind == "gmc":
            return digits(rng, 7, True)
        return "PYL" + digits(rng, 5)
    if country == "AU":
        return ("PSY" if kind != "gmc" else "MED") + "000" + digits(rng, 7)
    if kind == "gmc":
        return digits(rng, 5, True)
    return rng.choice([digits(rng, 4, True), digits(rng, 5, True), "C" + digits(rng, 4)])


def driver_licence(rng, country, p=None):
    if country == "UK" and p is not None:
        sur = (p.last.upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
        return "%s%s%s%s%s%s" % (sur, digits(rng, 6), p.first[0].upper(), (p.mi or "9").upper(),
                                 digits(rng, 1), letters(rng, 2))
    if country == "US":
        return rng.choice([letters(rng, 1) + digits(rng, 7), "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3),
                                                                           digits(rng, 4), digits(rng, 4)),
                           digits(rng, 9)])
    if country == "CA":
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
    return rng.choice([digits(rng, 8), "%s %s" % (digits(rng, 4), digits(rng, 4)), digits(rng, 9)])


def plate(rng, country):
    if country == "UK":
        return "%s%s %s" % (letters(rng, 2), rng.choice(["19", "69", "21", "71", "15", "65", "23"]), letters(rng, 3))
    if country == "US":
        return rng.choice(["%s%s%s" % (digits(rng, 1, True), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s %s" % (letters(rng, 3), digits(rng, 3))])
    if country == "CA":
        return "%s %s" % (letters(rng, 4), digits(rng, 3))
    return rng.choice(["%s%s%s" % (digits(rng, 1, True), letters(rng, 3), digits(rng, 2)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 3))])


def vin(rng):
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice("12345JKLSWY") + "".join(rng.choice(chars) for _ in range(16))


def device_serial(rng, kind=None):
    kind = kind or rng.choice(["vns", "ipad", "hear", "acti", "eeg", "rns", "ci"])
    if kind == "vns":
        return digits(rng, 5, True)
    if kind == "ipad":
        return rng.choice(["DMPX" + letters(rng, 2) + digits(rng, 4) + letters(rng, 2), "F9F" + digits(rng, 2) +
                           letters(rng, 3) + digits(rng, 4), "NP-TAB-" + digits(rng, 4)])
    if kind == "hear":
        return digits(rng, 4) + letters(rng, 1) + digits(rng, 4)
    if kind == "acti":
        return "TAS" + letters(rng, 1) + digits(rng, 1) + digits(rng, 8)
    if kind == "eeg":
        return rng.choice(["AMB-" + digits(rng, 5), "XL" + digits(rng, 6), "NK-" + digits(rng, 4) + letters(rng, 1)])
    if kind == "rns":
        return "RNS" + digits(rng, 6)
    return "CI" + digits(rng, 3) + "-" + digits(rng, 6)


def bioid(rng, kind="any"):
    opts = {"voice": ["VP-" + digits(rng, 5), "VB" + digits(rng, 7)],
            "face": ["FT-" + letters(rng, 2) + digits(rng, 6), "BIO" + digits(rng, 7)],
            "palm": ["PV-" + digits(rng, 6)],
            "finger": ["FP-" + digits(rng, 5), "FPR" + digits(rng, 6)],
            "iris": ["IR-" + digits(rng, 4) + letters(rng, 1)]}
    if kind == "any":
        kind = rng.choice(sorted(opts))
    return rng.choice(opts[kind])


def ref_number(rng, country, kind="ref"):
    y = rng.choice(["19", "20", "21", "22", "23", "24", "25"])
    if kind == "claim":
        if country == "AU":
            return rng.choice(["T" + digits(rng, 7), "TAC-" + digits(rng, 8), "IC%s/%s" % (y, digits(rng, 6))])
        if country == "CA":
            return rng.choice([digits(rng, 8), "CL-" + digits(rng, 7), digits(rng, 2) + "-" + digits(rng, 6)])
        if country == "UK":
            return rng.choice(["PI/%s/%s" % (digits(rng, 4), y), "CLM" + digits(rng, 7), "MOJ-" + digits(rng, 6)])
        return rng.choice(["WC-20%s-%s" % (y, digits(rng, 6)), "CLM" + digits(rng, 8), digits(rng, 3) + "-" + digits(rng, 7)])
    if kind == "court":
        return rng.choice([digits(rng, 8, True), "%s%s" % (letters(rng, 2), digits(rng, 5)),
                           "CV-%s-%s" % (y, digits(rng, 5)), "1%s" % digits(rng, 7)])
    if kind == "acc":
        return rng.choice(["RAD-" + digits(rng, 7), "ACC" + digits(rng, 8), "MR%s-%s" % (y, digits(rng, 5)),
                           "EEG%s-%s" % (y, digits(rng, 4)), "VT-%s%s" % (y, digits(rng, 4))])
    if kind == "student":
        return rng.choice(["S" + digits(rng, 7), digits(rng, 9), letters(rng, 1) + digits(rng, 12),
                           digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 3)])
    if kind == "employee":
        return rng.choice(["EMP" + digits(rng, 5), digits(rng, 6), "E-" + digits(rng, 5)])
    if kind == "session":
        return rng.choice(["%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4)), "QI-" + digits(rng, 7),
                           letters(rng, 3) + "-" + digits(rng, 6), digits(rng, 11)])
    return rng.choice(["NP/%s/%s" % (y, digits(rng, 4)), "REF-" + digits(rng, 6), "%s/%s/%s" % (
        letters(rng, 2), digits(rng, 5), y), "ERS" + digits(rng, 8), digits(rng, 12),
        "R%s-%s" % (y, digits(rng, 5)), "PA" + digits(rng, 7)])


# ----------------------------------------------------------------- addresses
def postcode(rng, country):
    if country == "UK":
        a = letters(rng, rng.choice([1, 2]))
        return "%s%d %d%s" % (a, rng.randint(1, 29), rng.randint(1, 9), letters(rng, 2))
    if country == "US":
        z = digits(rng, 5, True)
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    if country == "AU":
        return rng.choice("2345678") + digits(rng, 3)
    a = "ABCEGHJKLMNPRSTVXY"
    b = "ABCEGHJKLMNPRSTVWXYZ"
    return "%s%d%s %d%s%d" % (rng.choice(a), rng.randint(0, 9), rng.choice(b), rng.randint(0, 9),
                              rng.choice(b), rng.randint(0, 9))
