"""PHI value generators and per-note context for dev159_en.

Every value is invented: phones/faxes on 555 exchanges, e-mail and web
addresses on example.com/.org/.net, private IP ranges, SSNs starting 9 or 000.
"""
import datetime
import unicodedata

from core import P
import pools_names as PN
import pools_places as PL

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
AREA_CODES = ["216", "330", "412", "517", "614", "317", "773", "262", "859", "615", "404", "919",
              "804", "410", "973", "518", "413", "203", "314", "319", "612", "512", "480", "303",
              "503", "206", "205", "504", "803", "402", "785", "352", "740", "567", "231", "608"]


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return "".join(c for c in s.lower() if c.isalnum())


# ---------------------------------------------------------------- dates
def fmt_date(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_np":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "us_short0":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "dmy_mon":
        return "%02d-%s-%04d" % (dd, MON3[m - 1], y)
    if style == "DMY_MON":
        return ("%02d-%s-%04d" % (dd, MON3[m - 1], y)).upper()
    if style == "mon_d_y":
        return "%s %d, %04d" % (MON3[m - 1], dd, y)
    if style == "month_d_y":
        return "%s %d, %04d" % (MONTHS[m - 1], dd, y)
    if style == "d_month_y":
        return "%d %s %04d" % (dd, MONTHS[m - 1], y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "md0":
        return "%02d/%02d" % (m, dd)
    if style == "wd_md":
        return "%s %d/%d" % (WD3[d.weekday()], m, dd)
    if style == "wd_us":
        return "%s %d/%d/%02d" % (WD3[d.weekday()], m, dd, y % 100)
    if style == "weekday_full":
        return "%s, %s %d, %04d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "weekday_md":
        return "%s %s %d" % (WEEKDAYS[d.weekday()], MONTHS[m - 1], dd)
    if style == "mon_d":
        return "%s %d" % (MON3[m - 1], dd)
    if style == "month_d":
        return "%s %d" % (MONTHS[m - 1], dd)
    if style == "compact":
        return "%04d%02d%02d" % (y, m, dd)
    if style == "month_y":
        return "%s %04d" % (MONTHS[m - 1], y)
    if style == "y":
        return "%04d" % y
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    raise ValueError(style)


STAMP_DATE_STYLES = ["us", "us_np", "us_short", "iso", "dmy_mon", "md", "us_short0"]


def fmt_time(rng, style="hhmm", h=None, mi=None):
    if h is None:
        h = rng.randint(0, 23)
    if mi is None:
        mi = rng.randint(0, 59)
    if style == "hhmm":
        return "%02d%02d" % (h, mi)
    if style == "colon":
        return "%02d:%02d" % (h, mi)
    if style == "colon_s":
        return "%02d:%02d:%02d" % (h, mi, rng.randint(0, 59))
    if style == "ampm":
        return "%d:%02d %s" % ((h % 12) or 12, mi, "AM" if h < 12 else "PM")
    if style == "ampm_l":
        return "%d:%02d%s" % ((h % 12) or 12, mi, "a" if h < 12 else "p")
    raise ValueError(style)


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None, origin=None):
        if origin is None:
            keys = list(PN.ORIGIN_WEIGHTS)
            origin = rng.choices(keys, weights=[PN.ORIGIN_WEIGHTS[k] for k in keys])[0]
        fem, mal, sur = PN.ORIGINS[origin]
        if sex is None:
            sex = rng.choice("FM")
        self.sex = sex
        self.origin = origin
        self.first = rng.choice(fem if sex == "F" else mal)
        self.last = rng.choice(sur)
        if origin == "hispanic" and rng.random() < 0.25:
            second = rng.choice(sur)
            if second != self.last:
                self.last = self.last + " " + second
        if rng.random() < 0.06:
            o2 = rng.choice(list(PN.ORIGINS))
            self.last = rng.choice(PN.ORIGINS[o2][2])
        self.mi = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.55 else None
        self.nick = PN.NICKNAMES.get(self.first)
        self.rng = rng
        self.cred = None
        self.user = None

    def name(self, style, typ):
        return P(self.render(style), typ)

    def render(self, style):
        f, l, mi = self.first, self.last, self.mi
        if style == "fl":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, mi, l) if mi else "%s %s" % (f, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "lfm":
            return "%s, %s %s" % (l, f, mi) if mi else "%s, %s" % (l, f)
        if style == "LF":
            return ("%s, %s" % (l, f)).upper()
        if style == "LFM":
            return (("%s, %s %s" % (l, f, mi)) if mi else ("%s, %s" % (l, f))).upper()
        if style == "LF_nospace":
            return ("%s,%s" % (l, f)).upper()
        if style == "l_fi":
            return "%s, %s" % (l, f[0])
        if style == "L_FI":
            return ("%s, %s" % (l, f[0])).upper()
        if style == "il":
            return "%s. %s" % (f[0], l)
        if style == "fi":
            return "%s %s." % (f, l[0])
        if style == "ini":
            return "%s.%s." % (f[0], l[0])
        if style == "INI":
            return "%s%s" % (f[0], l[0])
        if style == "ini3":
            return "%s%s%s" % (f[0], mi or "", l[0])
        if style == "l":
            return l
        if style == "L":
            return l.upper()
        if style == "f":
            return f
        if style == "nick":
            return self.nick or f
        if style == "nick_l":
            return "%s %s" % (self.nick or f, l)
        raise ValueError(style)

    def titled(self, typ, rng, forms=("Mr.", "Mr", "Mrs.", "Ms.", "Ms")):
        t = {"M": ["Mr.", "Mr"], "F": ["Mrs.", "Ms.", "Ms", "Mrs"]}[self.sex]
        return [rng.choice(t) + " ", P(self.last, typ)]


PAT_STYLES = ["fl", "fml", "lf", "lfm", "LF", "LFM", "l_fi", "L_FI", "fi", "il"]


def make_username(rng, p):
    f, l = fold(p.first), fold(p.last)
    style = rng.randint(0, 5)
    if style == 0:
        u = f[0] + l[:8]
    elif style == 1:
        u = f[0] + l[:7] + str(rng.randint(1, 99))
    elif style == 2:
        u = f + "." + l
    elif style == 3:
        u = l[:6] + f[0] + (fold(p.mi) if p.mi else "")
    elif style == 4:
        u = (f[0] + (fold(p.mi) if p.mi else "x") + l[:5]).upper()
    else:
        u = f[:3] + l[:3] + str(rng.randint(10, 999))
    return u


def staff(rng, role="RN", cred=None):
    p = Person(rng)
    p.role = role
    if cred is None:
        cred = {"RN": rng.choice(PL.CREDS_NURSE), "MD": rng.choice(["MD", "MD", "DO"]),
                "NP": rng.choice(["NP", "APRN", "FNP-C"]), "PA": "PA-C",
                "EVS": rng.choice(["", "", "EVS Tech"]), "TRANS": "", "CLERK": "",
                "SUP": rng.choice(["RN, MSN", "RN", "RN, BSN, CEN", "MSN, RN, NE-BC"]),
                "CM": rng.choice(["RN, CCM", "LCSW", "RN", "MSW"]),
                "INT": rng.choice(["CHI", "CMI", "", "CoreCHI"]),
                "MT": rng.choice(["CCT", "", "CRAT"]), "SEC": "", "EMT": rng.choice(["EMT-P", "EMT"])}.get(role, "")
    p.cred = cred
    p.user = make_username(rng, p)
    return p


def staff_name(rng, p, style=None):
    """Staff rendering: name (DOCTOR) with title/credential outside."""
    if style is None:
        style = rng.choice(["fl", "fl_cred", "dr", "il", "l_fi", "fi", "lf", "fl_cred", "il_cred", "f"])
    is_md = p.role in ("MD",)
    if style == "dr" and not is_md:
        style = "fl_cred"
    if style == "dr":
        return ["Dr. " if rng.random() < 0.7 else "Dr ", P(p.render(rng.choice(["l", "l", "fl", "il"])), "DOCTOR")]
    if style == "fl_cred":
        c = p.cred
        return [P(p.render("fl"), "DOCTOR"), (", " + c) if c else ""]
    if style == "il_cred":
        c = p.cred
        return [P(p.render("il"), "DOCTOR"), (" " + c) if c else ""]
    return [P(p.render(style), "DOCTOR")]


# ---------------------------------------------------------------- contact
def phone_num(rng):
    ac = rng.choice(AREA_CODES)
    if rng.random() < 0.7:
        last = "01%02d" % rng.randint(0, 99)
    else:
        last = "%04d" % rng.randint(1000, 9999)
    return ac, last


def phone(rng, style=None, ext=None):
    ac, last = phone_num(rng)
    if style is None:
        style = rng.choice(["paren", "dash", "dash", "dot", "paren", "plus", "bare"])
    if style == "paren":
        s = "(%s) 555-%s" % (ac, last)
    elif style == "dash":
        s = "%s-555-%s" % (ac, last)
    elif style == "dot":
        s = "%s.555.%s" % (ac, last)
    elif style == "plus":
        s = "+1 %s 555 %s" % (ac, last)
    elif style == "plus1":
        s = "1-%s-555-%s" % (ac, last)
    elif style == "local":
        s = "555-%s" % last
    else:
        s = "%s555%s" % (ac, last)
    if ext is None and rng.random() < 0.08:
        ext = True
    if ext:
        s += rng.choice([" ext. ", " x", " ext ", " x"]) + str(rng.randint(2, 4999))
    return s


def ext(rng):
    """Internal extension / Vocera / pager (all on the 555 block)."""
    st = rng.randint(0, 3)
    if st == 0:
        return "5-5%03d" % rng.randint(0, 999)
    if st == 1:
        return "55%03d" % rng.randint(0, 999)
    if st == 2:
        return "555-%04d" % rng.randint(2000, 9999)
    return "5-5%03d" % rng.randint(0, 999)


def email(rng, p=None, dept=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if dept:
        return "%s@%s" % (dept, dom)
    f, l = fold(p.first), fold(p.last)
    st = rng.randint(0, 4)
    if st == 0:
        u = "%s.%s" % (f, l)
    elif st == 1:
        u = "%s%s%d" % (f[0], l, rng.randint(1, 99))
    elif st == 2:
        u = "%s_%s%d" % (f, l[:4], rng.randint(60, 99))
    elif st == 3:
        u = "%s%s" % (l, f[0])
    else:
        u = "%s.%s%d" % (f, l[0], rng.randint(1, 9999))
    return "%s@%s" % (u, dom)


def ip(rng):
    st = rng.randint(0, 2)
    if st == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
    if st == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(2, 254))


def url(rng, kind="portal", slug=None):
    dom = rng.choice(["example.org", "example.net", "example.com"])
    if kind == "portal":
        return rng.choice(["https://portal.%s/%s" % (dom, slug or "mychart"),
                           "www.%s/patientportal" % dom,
                           "https://mychart.%s/signup" % dom])
    if kind == "vri":
        return rng.choice(["https://vri.%s/room/%d" % (dom, rng.randint(10000, 99999)),
                           "https://%s/vri/join?id=%d" % (dom, rng.randint(100000, 999999))])
    if kind == "board":
        return rng.choice(["http://bedboard.%s/%s" % (dom, slug or "capacity"),
                           "https://intranet.%s/placement/huddle" % dom,
                           "https://%s/ops/capacity-dashboard" % dom])
    return "https://www.%s/%s" % (dom, slug or "info")


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


MRN_FMTS = ["d8", "E7", "d7", "MR6", "dash", "d9"]


def mrn(rng, fmt):
    if fmt == "d8":
        return "00" + digits(rng, 6)
    if fmt == "E7":
        return "E" + digits(rng, 7)
    if fmt == "d7":
        return str(rng.randint(1, 9)) + digits(rng, 6)
    if fmt == "MR6":
        return "MR" + digits(rng, 6)
    if fmt == "dash":
        return "%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    return str(rng.randint(1, 9)) + digits(rng, 8)


FIN_FMTS = ["fin10", "csn", "acct", "har", "v"]


def account(rng, fmt):
    if fmt == "fin10":
        return str(rng.randint(2, 9)) + digits(rng, 9)
    if fmt == "csn":
        return "1" + digits(rng, 9)
    if fmt == "acct":
        return "%s-%s" % (digits(rng, 4), digits(rng, 4))
    if fmt == "har":
        return "4" + digits(rng, 7)
    return "V" + digits(rng, 10)


def ssn(rng):
    if rng.random() < 0.8:
        return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
    return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))


def member_id(rng):
    st = rng.randint(0, 4)
    if st == 0:
        return letters(rng, 3) + digits(rng, 9)
    if st == 1:
        return "W" + digits(rng, 9)
    if st == 2:
        return letters(rng, 2) + digits(rng, 7) + "01"
    if st == 3:
        return digits(rng, 9) + letters(rng, 1)
    return "%s%s-%s" % (letters(rng, 1), digits(rng, 5), digits(rng, 4))


def group_no(rng):
    return rng.choice([digits(rng, 6), "G" + digits(rng, 5), digits(rng, 4) + "-" + digits(rng, 3)])


def mbi(rng):
    a = "ACDEFGHJKMNPQRTUVWXY"
    return "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randint(1, 9), rng.choice(a), rng.choice(a + "0123456789"),
                                          rng.randint(0, 9), rng.choice(a), rng.choice(a + "0123456789"),
                                          rng.randint(0, 9), rng.choice(a), rng.choice(a),
                                          rng.randint(0, 9), rng.randint(0, 9))


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng, p):
    return rng.choice("ABFM") + fold(p.last)[0].upper() + digits(rng, 7)


def drivers_license(rng):
    st = rng.randint(0, 3)
    if st == 0:
        return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 3), digits(rng, 4), digits(rng, 4))
    if st == 1:
        return letters(rng, 1) + digits(rng, 7)
    if st == 2:
        return digits(rng, 9)
    return letters(rng, 2) + digits(rng, 6)


def plate(rng):
    st = rng.randint(0, 4)
    if st == 0:
        return "%d%s%s" % (rng.randint(1, 9), letters(rng, 3), digits(rng, 3))
    if st == 1:
        return "%s-%s" % (letters(rng, 3), digits(rng, 4))
    if st == 2:
        return "%s %s" % (letters(rng, 3), digits(rng, 3))
    if st == 3:
        return digits(rng, 3) + letters(rng, 3)
    return letters(rng, 2) + digits(rng, 2) + letters(rng, 2)


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def device_serial(rng, kind="generic"):
    if kind == "tele":
        return rng.choice(["T-%04d" % rng.randint(1, 9999), "TX%s-%s" % (digits(rng, 4), letters(rng, 1)),
                           "%s%s" % (letters(rng, 2), digits(rng, 5)), digits(rng, 4)])
    if kind == "imei":
        return "35" + digits(rng, 13)
    if kind == "pacer":
        return letters(rng, 3) + digits(rng, 6)
    if kind == "bed":
        return "S%d-%s-%s" % (rng.randint(1, 9), digits(rng, 4), digits(rng, 4))
    if kind == "asset":
        return rng.choice(["WC-%04d" % rng.randint(1, 9999), "BME %s" % digits(rng, 6),
                           "A%s" % digits(rng, 6)])
    return rng.choice([letters(rng, 2) + digits(rng, 7), digits(rng, 8), "%s-%s" % (letters(rng, 3), digits(rng, 6))])


def bioid(rng):
    st = rng.randint(0, 3)
    if st == 0:
        return "PV-" + digits(rng, 8)
    if st == 1:
        return "FP-" + digits(rng, 5)
    if st == 2:
        return "%s-%s-%s" % (letters(rng, 2, "ABCDEF0123456789"), digits(rng, 4), letters(rng, 4, "ABCDEF0123456789"))
    return "BIO" + digits(rng, 7)


# ---------------------------------------------------------------- places
def street(rng, with_unit=None):
    num = str(rng.choice([rng.randint(1, 99), rng.randint(100, 999), rng.randint(1000, 9999),
                          rng.randint(10000, 48999)]))
    name = rng.choice(PL.STREET_NAMES) + " " + rng.choice(PL.STREET_SUFFIX)
    if rng.random() < 0.2:
        name = rng.choice(PL.DIRECTIONALS) + " " + name
    s = "%s %s" % (num, name)
    if with_unit is None:
        with_unit = rng.random() < 0.3
    if with_unit:
        u = rng.choice(PL.UNIT_FORMS).format(n=rng.randint(1, 420), l=rng.choice("ABCD"))
        s += rng.choice([", ", " "]) + u
    return s


def zipcode(rng):
    z = "%05d" % rng.randint(10000, 99899)
    if rng.random() < 0.12:
        z += "-" + digits(rng, 4)
    return z


class Address:
    def __init__(self, rng):
        self.street = street(rng)
        self.city = rng.choice(PL.CITIES)
        self.state, self.st = rng.choice(PL.STATES)
        self.zip = zipcode(rng)
        self.county = rng.choice(PL.COUNTIES)

    def oneline(self, rng, full_state=False):
        return [P(self.street, "STREET"), ", ", P(self.city, "CITY"), ", ",
                P(self.state if full_state else self.st, "STATE"), " ", P(self.zip, "ZIP")]

    def csz(self, rng, full_state=False):
        return [P(self.city, "CITY"), ", ", P(self.state if full_state else self.st, "STATE"), " ",
                P(self.zip, "ZIP")]

    def upper_oneline(self):
        return [P(self.street.upper(), "STREET"), " ", P(self.city.upper(), "CITY"), " ",
                P(self.st, "STATE"), " ", P(self.zip, "ZIP")]


# ---------------------------------------------------------------- age
def age_piece(rng, age, sex=None, style=None):
    a = str(age)
    if style is None:
        style = rng.choice(["yo", "y/o", "yoS", "S", "yr", "dash", "Y", "age", "space_S"])
    if style == "yo":
        return [P(a, "AGE"), rng.choice(["yo", " yo", " y.o."])]
    if style == "y/o":
        return [P(a, "AGE"), " y/o"]
    if style == "yoS":
        return [P(a, "AGE"), " yo ", sex or "F"]
    if style == "S":
        return [P(a, "AGE"), sex or "F"]
    if style == "space_S":
        return [P(a, "AGE"), " ", sex or "F"]
    if style == "yr":
        return [P(a, "AGE"), rng.choice([" yrs", " years", " yr"])]
    if style == "dash":
        return [P(a, "AGE"), "-year-old"]
    if style == "Y":
        return [P(a, "AGE"), "Y"]
    if style == "age":
        return ["age ", P(a, "AGE")]
    if style == "slash":
        return [P(a, "AGE"), "/", sex or "F"]
    if style == "bare":
        return [P(a, "AGE")]
    raise ValueError(style)


# ---------------------------------------------------------------- per-note context
class Ctx:
    def __init__(self, rng):
        self.rng = rng
        self.hosp, self.hosp_short = rng.choice(PL.HOSPITALS)
        self.units = rng.sample(PL.UNITS, 9)
        self.unit_short = rng.random() < 0.5
        self.buildings = rng.sample(PL.BUILDINGS, 3)
        start = datetime.date(2022, 1, 3)
        self.date = start + datetime.timedelta(days=rng.randint(0, 1260))
        self.mrn_fmt = rng.choice(MRN_FMTS)
        self.fin_fmt = rng.choice(FIN_FMTS)
        self.room_style = rng.choice(["412A", "412-A", "412-2", "412", "412A"])
        self.dstyle = rng.choice(STAMP_DATE_STYLES)
        self.tstyle = rng.choice(["hhmm", "colon", "colon", "hhmm", "ampm"])
        self.haddr = Address(rng)

    # dates ------------------------------------------------------------
    def day(self, offset=0):
        return self.date + datetime.timedelta(days=offset)

    def d(self, offset=0, style=None):
        return P(fmt_date(self.day(offset), style or self.dstyle), "DATE")

    def t(self, h=None, mi=None, style=None):
        return fmt_time(self.rng, style or self.tstyle, h, mi)

    def stamp(self, offset=0, h=None, mi=None, dstyle=None, tstyle=None, sep=" "):
        return [self.d(offset, dstyle), sep + self.t(h, mi, tstyle)]

    # hospital / units --------------------------------------------------
    def hosp_piece(self, short=None):
        if short is None:
            short = self.rng.random() < 0.35
        return P(self.hosp_short if short else self.hosp, "HOSPITAL")

    def unit(self):
        return self.rng.choice(self.units)

    def unit_piece(self, u=None, short=None):
        u = u or self.unit()
        if short is None:
            short = self.unit_short
        return P(u[1] if short else u[0], "HOSPITAL")

    def room(self, u=None, bed=True):
        u = u or self.unit()
        if not hasattr(self, "_floors"):
            self._floors = {}
        fl = "".join(c for c in u[0] if c.isdigit()) or self._floors.setdefault(u[0], str(self.rng.randint(2, 8)))
        n = self.rng.randint(1, 38)
        st = self.room_style if bed else "412"
        letter = self.rng.choice("AB")
        if st == "412A":
            return "%s%02d%s" % (fl, n, letter)
        if st == "412-A":
            return "%s%02d-%s" % (fl, n, letter)
        if st == "412-2":
            return "%s%02d-%d" % (fl, n, self.rng.randint(1, 2))
        return "%s%02d" % (fl, n)

    def room_piece(self, u=None):
        return P(self.room(u), "LOCATION_OTHER")

    def ed_bed(self):
        r = self.rng.random()
        if r < 0.2:
            return ["ED hall ", P(self.rng.choice(["H", "HW", "H-"]) + str(self.rng.randint(1, 12)), "LOCATION_OTHER")]
        if r < 0.5:
            return ["ED bed ", P(str(self.rng.randint(1, 44)), "LOCATION_OTHER")]
        if r < 0.7:
            return ["ED rm ", P(str(self.rng.randint(1, 44)), "LOCATION_OTHER")]
        return ["ED ", P(self.rng.choice(["", "", "T", "P", "R"]) + str(self.rng.randint(1, 44)), "LOCATION_OTHER")]

    def unit_room(self, sep=None):
        u = self.unit()
        if sep is None:
            sep = self.rng.choice([" ", " rm ", " / ", " Rm ", " room "])
        return [self.unit_piece(u), sep, self.room_piece(u)]

    # people -------------------------------------------------------------
    def patient(self, min_age=18, max_age=99, sex=None, origin=None):
        rng = self.rng
        p = Person(rng, sex=sex, origin=origin)
        if rng.random() < 0.08 and min_age <= 1:
            age = rng.randint(0, 17)
        else:
            age = int(min(max_age, max(min_age, rng.triangular(min_age, max_age, 70))))
        dob = self.date - datetime.timedelta(days=age * 365 + rng.randint(15, 350))
        # recompute age exactly
        age = self.date.year - dob.year - ((self.date.month, self.date.day) < (dob.month, dob.day))
        p.age = age
        p.dob = dob
        p.mrn = mrn(rng, self.mrn_fmt)
        p.fin = account(rng, self.fin_fmt)
        return p

    def pname(self, p, style=None):
        return P(p.render(style or self.rng.choice(PAT_STYLES)), "PATIENT")

    def dob(self, p, style=None):
        return P(fmt_date(p.dob, style or self.rng.choice(["us", "us_np", "iso", "dmy_mon", "us_short0"])), "DATE")

    def age(self, p, style=None):
        return age_piece(self.rng, p.age, p.sex, style)

    def staff(self, role="RN"):
        return staff(self.rng, role)

    def sname(self, s, style=None):
        return staff_name(self.rng, s, style)


# ---------------------------------------------------------------- relatives, clocks, sequences
REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M",
           "sister": "F", "brother": "M", "niece": "F", "nephew": "M", "aunt": "F", "uncle": "M",
           "granddaughter": "F", "grandson": "M", "dtr": "F", "spouse": None, "partner": None,
           "friend": None, "neighbor": None, "cousin": None, "poa": None, "guardian": None,
           "caregiver": None, "legal guardian": None}
BLOOD = {"daughter", "son", "sister", "brother", "father", "mother", "dtr", "granddaughter", "grandson",
         "niece", "nephew"}


def relative(rng, p, rel):
    """A family member / friend of patient p consistent with the relation word."""
    key = rel.lower()
    sex = REL_SEX.get(key)
    if key in ("wife", "husband", "spouse") and sex is None:
        sex = "M" if p.sex == "F" else "F"
    if key in ("wife", "husband", "spouse", "partner") or key in BLOOD:
        f = Person(rng, sex=sex, origin=p.origin)
        if key in BLOOD or rng.random() < 0.6:
            if rng.random() < 0.8:
                f.last = p.last
    else:
        f = Person(rng, sex=sex)
    return f


def shift_clock(rng, start_h, n, span=480, day0=0):
    """n sorted (day_offset, h, m) tuples within a shift starting at start_h."""
    mins = sorted(rng.randint(0, span) for _ in range(n))
    out = []
    for m in mins:
        tot = start_h * 60 + m
        out.append((day0 + tot // 1440, (tot // 60) % 24, tot % 60))
    return out


def add_min(t, k):
    day, h, m = t
    tot = h * 60 + m + k
    return (day + tot // 1440, (tot // 60) % 24, tot % 60)


def seq_ids(rng, base, n, step=(1, 9)):
    out = []
    cur = base
    for _ in range(n):
        cur += rng.randint(*step)
        out.append(cur)
    return out


def lang_person(rng, lang):
    """(origin or None, country list) plausible for a language."""
    import pools_places as _PL
    return _PL.LANG_MAP.get(lang, (None, []))
