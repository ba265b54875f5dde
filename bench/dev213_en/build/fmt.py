"""Core note builder and value formatters for dev213_en.

A Note is assembled left to right: plain strings are appended as text and
(type, value) tuples are appended as text *and* recorded as a span at the
current offset.  Offsets are therefore computed in a single pass.
"""
import datetime as _dt
import unicodedata as _ud


def fold(s):
    """ASCII fold for logins and e-mail local parts."""
    return _ud.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


class Note:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def _text(self, s):
        self.buf.append(s)
        self.n += len(s)

    def _span(self, typ, value):
        if typ not in LABEL_OF:
            raise ValueError("bad type %r" % typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        self.spans.append({"start": self.n, "end": self.n + len(value),
                           "label": LABEL_OF[typ], "type": typ, "text": value})
        self._text(value)

    def w(self, *pieces):
        """Append pieces: str -> text, (type, value) -> span, list -> recurse."""
        for p in pieces:
            if p is None:
                continue
            if isinstance(p, str):
                self._text(p)
            elif isinstance(p, tuple):
                self._span(p[0], p[1])
            elif isinstance(p, list):
                self.w(*p)
            else:
                raise TypeError(p)
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WDAY]

AU_STYLES = ["dmy", "dmy_short", "d_mon_y", "d_month_y", "d_mon_dash", "dmy_dot", "iso", "dmy"]
CA_STYLES = ["iso", "month_d_y", "mon_d_y", "d_mon_dash", "ymd_slash", "ddmonyyyy", "iso", "mdy"]


def fdate(d, style):
    if style == "dmy":
        return "%02d/%02d/%d" % (d.day, d.month, d.year)
    if style == "dmy_short":
        return "%d/%d/%02d" % (d.day, d.month, d.year % 100)
    if style == "d_mon_y":
        return "%d %s %d" % (d.day, MON[d.month - 1], d.year)
    if style == "d_month_y":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "d_mon_dash":
        return "%02d-%s-%d" % (d.day, MON[d.month - 1], d.year)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "iso":
        return "%d-%02d-%02d" % (d.year, d.month, d.day)
    if style == "month_d_y":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "mon_d_y":
        return "%s %d %d" % (MON[d.month - 1], d.day, d.year)
    if style == "ymd_slash":
        return "%d/%02d/%02d" % (d.year, d.month, d.day)
    if style == "ddmonyyyy":
        return "%02d%s%d" % (d.day, MON[d.month - 1].upper(), d.year)
    if style == "mdy":
        return "%02d/%02d/%d" % (d.month, d.day, d.year)
    raise ValueError(style)


def fdate_wd(d, style):
    """Weekday + date, one span."""
    if style in ("month_d_y", "mon_d_y", "mdy"):
        return "%s, %s %d" % (WD[d.weekday()], MON[d.month - 1], d.day)
    if style in ("d_month_y", "d_mon_y"):
        return "%s %s" % (WDAY[d.weekday()], fdate(d, style))
    if style in ("iso", "ymd_slash", "ddmonyyyy"):
        return "%s %s" % (WD[d.weekday()], fdate(d, "iso"))
    return "%s %d/%d" % (WD[d.weekday()], d.day, d.month)


def fdate_short(d, country):
    """Day+month without year."""
    if country == "AU":
        return "%d/%d" % (d.day, d.month)
    return "%s %d" % (MON[d.month - 1], d.day)


def fmonth_year(d, rng):
    return rng.choice(["%s %d" % (MONTHS[d.month - 1], d.year),
                       "%s %d" % (MON[d.month - 1], d.year),
                       "%02d/%d" % (d.month, d.year)])


def add_days(d, k):
    return d + _dt.timedelta(days=k)


def rand_date(rng, y0=2022, y1=2025):
    start = _dt.date(y0, 1, 1).toordinal()
    end = _dt.date(y1, 6, 30).toordinal()
    return _dt.date.fromordinal(rng.randint(start, end))


def _safe(y, m, d):
    if m == 2 and d == 29:
        d = 28
    return _dt.date(y, m, d)


def dob_for_age(rng, ref, age):
    """A date of birth giving exactly `age` completed years on `ref`."""
    hi = _safe(ref.year - age, ref.month, ref.day)
    lo = _safe(ref.year - age - 1, ref.month, ref.day) + _dt.timedelta(days=1)
    return _dt.date.fromordinal(rng.randint(lo.toordinal(), hi.toordinal()))


# ---------------------------------------------------------------- numbers
def digits(rng, k):
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def phone(rng, country, kind="land", area=None):
    """Fictional numbers, always in the 555 range."""
    if country == "AU":
        if kind == "mobile":
            pre = rng.choice(["0412", "0427", "0438", "0491", "0400", "0457"])
            tail = digits(rng, 3)
            return rng.choice(["%s 555 %s" % (pre, tail), "%s555%s" % (pre, tail),
                               "+61 %s 555 %s" % (pre[1:], tail)])
        if kind == "sat":
            return "0147 555 %s" % digits(rng, 3)
        a = area or rng.choice(["08", "07"])
        tail = digits(rng, 3)
        return rng.choice(["(%s) 5550 %s%s" % (a, rng.randint(1, 9), tail),
                           "%s 5550 %s%s" % (a, rng.randint(1, 9), tail),
                           "+61 %s 5550 %s%s" % (a[1:], rng.randint(1, 9), tail)])
    if kind == "sat":
        return "+8816 555 %s" % digits(rng, 5)
    a = area or rng.choice(["807", "204", "867", "306", "819", "705"])
    tail = "01%s" % digits(rng, 2)
    return rng.choice(["(%s) 555-%s" % (a, tail), "%s-555-%s" % (a, tail),
                       "1-%s-555-%s" % (a, tail), "%s.555.%s" % (a, tail),
                       "%s 555 %s" % (a, tail)])


def digits_of(s):
    return "".join(ch for ch in s if ch.isdigit())


def with_ext(rng, num):
    return num + rng.choice([" ext. %d" % rng.randint(100, 499), " x%d" % rng.randint(20, 89),
                             " ext %d" % rng.randint(2000, 4999)])


def pager(rng):
    return rng.choice(["555-%s" % digits(rng, 4), "555 %s" % digits(rng, 4)])


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def email_for(rng, first, last, role=False):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    f = fold(first).lower().replace(" ", "").replace("'", "").replace("-", "")
    l = fold(last).lower().replace(" ", "").replace("'", "").replace("-", "").replace(".", "")
    if role:
        return "%s@%s" % (first, dom)
    return rng.choice(["%s.%s@%s" % (f, l, dom), "%s%s@%s" % (f[0], l, dom),
                       "%s_%s%d@%s" % (f, l[0], rng.randint(1, 99), dom)])


def username(rng, first, last):
    f = fold(first).lower().replace("'", "").replace("-", "").replace(" ", "")
    l = fold(last).lower().replace("'", "").replace("-", "").replace(" ", "").replace(".", "")
    return rng.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l[:6], rng.randint(1, 9)),
                       "%s%s" % (l[:5], f[:2]), "%s_%s" % (f, l[0])])


def ssn(rng, country):
    d = "9" + digits(rng, 8) if rng.random() < 0.85 else "000" + digits(rng, 6)
    if country == "CA":
        return rng.choice(["%s-%s-%s" % (d[:3], d[3:6], d[6:]), "%s %s %s" % (d[:3], d[3:6], d[6:]), d])
    return rng.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s %s %s%s" % (d[:3], d[3:6], d[6:], rng.choice("ABCDK"))])


def medicare_au(rng):
    d = str(rng.randint(2, 6)) + digits(rng, 9)
    return rng.choice(["%s %s %s" % (d[:4], d[4:9], d[9]), d, "%s %s %s-%d" % (d[:4], d[4:9], d[9], rng.randint(1, 5))])


def health_ca(rng, prov):
    if prov == "ON":
        d = digits(rng, 10)
        return rng.choice(["%s-%s-%s-%s" % (d[:4], d[4:7], d[7:], letters(rng, 2)), "%s %s %s %s" % (d[:4], d[4:7], d[7:], letters(rng, 2))])
    if prov == "MB":
        d = digits(rng, 9)
        return rng.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d])
    if prov == "NU":
        return "1" + digits(rng, 8)
    if prov == "QC":
        return "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
    return digits(rng, rng.choice([9, 10]))


def status_no(rng):
    d = digits(rng, 10)
    return rng.choice([d, "%s %s %s" % (d[:3], d[3:8], d[8:])])


def mrn(rng, country):
    k = rng.randint(0, 5)
    if k == 0:
        return digits(rng, 7)
    if k == 1:
        return "%s%s" % (rng.choice(["HRN", "UR", "P", "M"]), digits(rng, 6))
    if k == 2:
        return "%s-%s" % (digits(rng, 2), digits(rng, 5))
    if k == 3:
        return "%s %s" % (digits(rng, 4), digits(rng, 4))
    if k == 4:
        return "%s%s" % (letters(rng, 2), digits(rng, 6))
    return "000%s" % digits(rng, 5)


def ahpra(rng, prof="MED"):
    return "%s000%s" % (prof, digits(rng, 7))


def lic_ca(rng):
    return rng.choice([digits(rng, 5), digits(rng, 6), "%s-%s" % (letters(rng, 2), digits(rng, 5)), "R%s" % digits(rng, 6)])


def plate(rng, country):
    if country == "AU":
        return rng.choice(["CD %s %s" % (digits(rng, 2), digits(rng, 2)), "%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)), "WA %s %s" % (digits(rng, 3), letters(rng, 3))])
    return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s" % (digits(rng, 3), letters(rng, 3)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4))])


def aircraft(rng, country):
    if country == "AU":
        return "VH-%s" % letters(rng, 3)
    return "C-%s" % ("G" + letters(rng, 3) if rng.random() < 0.7 else "F" + letters(rng, 3))


def vin(rng):
    return "%s%s%s%s" % (rng.choice(["JTE", "1FT", "2GC", "MR0", "JN1"]), letters(rng, 3), digits(rng, 2), letters(rng, 1) + digits(rng, 8))


def serial(rng):
    return rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)), "%s-%s-%s" % (letters(rng, 2), digits(rng, 4), digits(rng, 3)),
                       "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 7)), "SN%s" % digits(rng, 8)])


def bioid(rng):
    return rng.choice(["FP-%s" % digits(rng, 5), "BIO-%s-%s" % (digits(rng, 4), letters(rng, 2)),
                       "PV%s" % digits(rng, 7), "VP-%s%s" % (letters(rng, 2), digits(rng, 5)), "IR%s" % digits(rng, 6)])


def url(rng, kind="vc"):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if kind == "vc":
        return rng.choice(["https://vc.%s/join/%s%s" % (dom, letters(rng, 3).lower(), digits(rng, 4)),
                           "https://telehealth.%s/room/%s-%s" % (dom, letters(rng, 3), digits(rng, 3)),
                           "meet.%s/%s%s" % (dom, letters(rng, 2).lower(), digits(rng, 6))])
    if kind == "portal":
        return rng.choice(["www.%s/patient-travel" % dom, "https://portal.%s/referrals" % dom,
                           "https://www.%s/clinic/%s" % (dom, letters(rng, 4).lower()),
                           "www.%s/forms/escort" % dom])
    return "https://%s/%s" % (dom, letters(rng, 5).lower())
