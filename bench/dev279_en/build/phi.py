"""Document builder and PHI surface-form formatters for dev279_en.

A Doc collects text pieces in order; PHI pieces record their span at the moment
they are appended, so offsets are never searched for in the finished text.
"""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_SLOT = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self, lower=False):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower

    def t(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if self.lower:
            s = s.lower()
        if not s or s != s.strip():
            raise ValueError("bad PHI piece %r" % s)
        self.spans.append({"start": self.pos, "end": self.pos + len(s),
                           "label": LABEL[typ], "type": typ, "text": s})
        self.parts.append(s)
        self.pos += len(s)

    def add(self, x):
        """x: str (plain) | (value, TYPE) tuple | list of those | None."""
        if x is None:
            return
        if isinstance(x, str):
            self.t(x)
        elif isinstance(x, tuple):
            self.p(x[0], x[1])
        else:
            for y in x:
                self.add(y)

    def f(self, template, **kw):
        """Template with {slot} markers; slots filled via add()."""
        i = 0
        for m in _SLOT.finditer(template):
            self.t(template[i:m.start()])
            self.add(kw[m.group(1)])
            i = m.end()
        self.t(template[i:])

    def text(self):
        return "".join(self.parts)


def P(v, typ):
    return (v, typ)


def seq(*items):
    return list(items)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def date_styles(country):
    if country == "US":
        return ["mdy_slash", "mdy_slash_short", "mdy_slash_nopad", "long_us", "abbr_us",
                "iso", "wd_long_us", "mdy_dash", "mdy_yy"]
    if country == "CA":
        return ["iso", "iso", "long_us", "abbr_us", "dmy_slash", "long_uk", "dmy_abbr"]
    return ["dmy_slash", "dmy_slash", "long_uk", "abbr_uk", "ord_uk", "wd_long_uk", "dmy_dot",
            "dmy_abbr", "iso", "dmy_yy", "compact", "dmy_nopad"]


def fmt_date(d, style):
    m, y, dd = d.month, d.year, d.day
    mn = MONTHS[m - 1]
    wd = DAYS[d.weekday()]
    return {
        "mdy_slash": "%02d/%02d/%04d" % (m, dd, y),
        "mdy_slash_short": "%d/%d/%02d" % (m, dd, y % 100),
        "mdy_slash_nopad": "%d/%d/%04d" % (m, dd, y),
        "mdy_yy": "%02d/%02d/%02d" % (m, dd, y % 100),
        "mdy_dash": "%02d-%02d-%04d" % (m, dd, y),
        "long_us": "%s %d, %d" % (mn, dd, y),
        "abbr_us": "%s %d, %d" % (mn[:3], dd, y),
        "wd_long_us": "%s, %s %d, %d" % (wd, mn, dd, y),
        "iso": "%04d-%02d-%02d" % (y, m, dd),
        "dmy_slash": "%02d/%02d/%04d" % (dd, m, y),
        "dmy_nopad": "%d/%d/%04d" % (dd, m, y),
        "dmy_yy": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dmy_dot": "%02d.%02d.%04d" % (dd, m, y),
        "long_uk": "%d %s %d" % (dd, mn, y),
        "abbr_uk": "%d %s %d" % (dd, mn[:3], y),
        "ord_uk": "%s %s %d" % (ordinal(dd), mn, y),
        "wd_long_uk": "%s %d %s %d" % (wd, dd, mn, y),
        "dmy_abbr": "%02d-%s-%04d" % (dd, mn[:3], y),
        "compact": "%02d%s%02d" % (dd, mn[:3].upper(), y % 100),
        "short_dm": "%d/%d" % (dd, m),
        "short_md": "%d/%d" % (m, dd),
        "wd_short_dm": "%s %d/%d" % (wd[:3], dd, m),
        "wd_short_md": "%s %d/%d" % (wd[:3], m, dd),
        "wd_only": wd,
        "month_year": "%s %d" % (mn, y),
        "mon_year": "%s %d" % (mn[:3], y),
        "year": "%d" % y,
        "day_month": "%d %s" % (dd, mn),
        "month_day": "%s %d" % (mn, dd),
        "ord_day": ordinal(dd),
        "wd_ord": "%s %s" % (wd, ordinal(dd)),
        "wd_day_month": "%s %d %s" % (wd, dd, mn),
    }[style]


class DateFmt:
    """Per-note date formatting: one house style plus occasional variants."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.styles = date_styles(country)
        self.house = rng.choice(self.styles)

    def full(self, d, vary=0.3):
        st = self.house if self.rng.random() > vary else self.rng.choice(self.styles)
        return (fmt_date(d, st), "DATE")

    def style(self, d, st):
        return (fmt_date(d, st), "DATE")

    def short(self, d):
        if self.country == "US" or (self.country == "CA" and self.rng.random() < 0.5):
            st = self.rng.choice(["short_md", "wd_short_md", "month_day", "wd_only"])
        else:
            st = self.rng.choice(["short_dm", "wd_short_dm", "day_month", "wd_day_month",
                                  "ord_day", "wd_ord"])
        return (fmt_date(d, st), "DATE")


# ---------------------------------------------------------------- numbers
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def phone(rng, country, kind="land"):
    d = lambda n: digits(rng, n)
    if kind == "bleep":
        return rng.choice(["555" + d(1), "5" + "55" + d(2), "555-" + d(4)])
    if country == "UK":
        if kind == "mobile":
            return rng.choice(["07%s 555 %s" % (d(3), d(3)), "07%s555%s" % (d(3), d(3)),
                               "+44 7%s 555 %s" % (d(3), d(3))])
        area = rng.choice(["0161", "0113", "01484", "01872", "0114", "01603", "01592", "01229"])
        return rng.choice(["%s 555 %s" % (area, d(4)), "%s 555%s" % (area, d(4)),
                           "+44 (0)%s 555 %s" % (area[1:], d(4)), "(%s) 555 %s" % (area, d(4))])
    if country == "IE":
        if kind == "mobile":
            return rng.choice(["08%s 555 %s" % (rng.choice("3579"), d(4)),
                               "+353 8%s 555 %s" % (rng.choice("3567"), d(4))])
        area = rng.choice(["091", "021", "094", "066", "071", "01", "056", "053"])
        return rng.choice(["(%s) 555 %s" % (area, d(4)), "%s 555 %s" % (area, d(4)),
                           "+353 %s 555 %s" % (area[1:], d(4))])
    if country == "AU":
        if kind == "mobile":
            return rng.choice(["04%s 555 %s" % (d(2), d(3)), "+61 4%s 555 %s" % (d(2), d(3))])
        area = rng.choice(["02", "03", "07", "08"])
        return rng.choice(["(%s) 5550 %s" % (area, d(4)), "%s 5550 %s" % (area, d(4)),
                           "+61 %s 5550 %s" % (area[1:], d(4)), "1300 555 %s" % d(3)])
    # US / CA
    area = rng.choice(["617", "503", "412", "614", "971", "734", "919", "416", "604", "902",
                       "780", "204", "506", "306", "207", "608"])
    core = "555-01" + d(2)
    s = rng.choice(["(%s) %s" % (area, core), "%s-%s" % (area, core),
                    "%s.555.01%s" % (area, d(2)), "+1 %s 555 01%s" % (area, d(2)),
                    "1-800-555-01%s" % d(2)])
    if kind == "ext":
        s += rng.choice([" ext. ", " x", " ext ", " Ext "]) + d(rng.choice([3, 4]))
    return s


EMAIL_DOMAINS = ["example.org", "example.com", "example.net"]


def email_for(rng, first, last, org=False):
    f = re.sub(r"[^a-z]", "", first.lower().replace("á", "a").replace("é", "e").replace("í", "i")
               .replace("ó", "o").replace("ú", "u")) or "x"
    l = re.sub(r"[^a-z]", "", last.lower().replace("á", "a").replace("é", "e").replace("í", "i")
               .replace("ó", "o").replace("ú", "u").replace("ś", "s").replace("ř", "r")) or "y"
    local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%s" % (f, l, digits(rng, 2)),
                        "%s.%s%s" % (l, f[0], digits(rng, 1)), "%s%s%s" % (f, l[:3], digits(rng, 3))])
    return "%s@%s" % (local, rng.choice(EMAIL_DOMAINS))


def email_role(rng, role):
    return "%s@%s" % (role, rng.choice(EMAIL_DOMAINS))


def slug(s):
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def url(rng, orgname, path=None):
    sl = slug(orgname)[:24].strip("-")
    path = path or rng.choice(["complaints", "pals", "feedback", "patient-experience",
                               "concerns/form", "compliments-and-complaints", "portal/login",
                               "about/duty-of-candour", "case/" + digits(rng, 6)])
    dom = rng.choice(EMAIL_DOMAINS)
    return rng.choice(["https://www.%s/%s/%s" % (dom, sl, path), "www.%s/%s" % (dom, path),
                       "https://%s.%s/%s" % (sl, dom, path), "http://%s/%s" % (dom, path)])


def ipaddr(rng):
    k = rng.random()
    if k < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k < 0.75:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))


def mrn(rng, country):
    d = lambda n: digits(rng, n)
    return rng.choice({
        "UK": ["RX%s%s" % (rng.choice("1234"), d(6)), "K%s" % d(7), "H%s" % d(7), "%s" % d(8),
               "RHF-%s" % d(6), "M%s" % d(6)],
        "US": ["%s" % d(8), "00%s" % d(6), "E%s" % d(8), "%s-%s-%s" % (d(3), d(2), d(3)), "MR%s" % d(7)],
        "AU": ["%s" % d(6), "%s" % d(7), "URN%s" % d(6), "%s.%s" % (d(3), d(4))],
        "CA": ["%s-%s" % (d(4), d(5)), "%s" % d(7), "C%s" % d(7), "%s" % d(9)],
        "IE": ["%s" % d(7), "%s" % d(6), "B%s" % d(6)],
    }[country])


def nhs_number(rng):
    return rng.choice(["999 %s %s", "999%s%s", "999-%s-%s"]) % (digits(rng, 3), digits(rng, 4))


def ihi_number(rng):
    return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 4))


def healthplan(rng, country):
    d = lambda n: digits(rng, n)
    if country == "US":
        return rng.choice(["%s%s" % (letters(rng, 3), d(6)), "W%s" % d(9),
                           "%s%s-%s" % (letters(rng, 2), d(5), d(2)),
                           "%s%s%s-%s%s-%s%s" % (d(1), letters(rng, 2), d(1), letters(rng, 2), d(1),
                                                 letters(rng, 2), d(2)),
                           "MCD%s" % d(8), "GRP-%s" % d(5)])
    if country == "AU":
        return rng.choice(["%s %s %s" % (d(4), d(5), d(1)), "%s%s" % (d(4), d(6)),
                           "%s %s %s-%s" % (d(4), d(5), d(1), rng.choice("12345")),
                           "WHF%s" % d(7)])
    if country == "CA":
        return rng.choice(["%s-%s-%s-%s" % (d(4), d(3), d(3), letters(rng, 2)),
                           "%s %s %s" % (d(4), d(3), d(3)), "9%s %s %s" % (d(3), d(3), d(3)),
                           "%s%s" % (d(10), letters(rng, 2))])
    if country == "IE":
        return rng.choice(["GMS%s" % d(7), "%s%s" % (d(7), letters(rng, 1)), "IMH-%s" % d(8),
                           "DVC %s" % d(6)])
    return rng.choice(["HHI-%s" % d(8), "%s%s" % (letters(rng, 2), d(7)), "BUP%s" % d(7)])


def ssn(rng, country):
    d = lambda n: digits(rng, n)
    if country == "US":
        return rng.choice(["9%s-%s-%s" % (d(2), d(2), d(4)), "9%s%s%s" % (d(2), d(2), d(4)),
                           "000-%s-%s" % (d(2), d(4))])
    if country == "UK":
        return rng.choice(["QQ %s %s %s %s" % (d(2), d(2), d(2), rng.choice("ABCD")),
                           "QQ%s%s" % (d(6), rng.choice("ABCD"))])
    if country == "CA":
        return rng.choice(["9%s %s %s" % (d(2), d(3), d(3)), "9%s-%s-%s" % (d(2), d(3), d(3))])
    if country == "AU":
        return "9%s %s %s%s" % (d(2), d(3), d(3), letters(rng, 1))
    return "9%s%s" % (d(6), letters(rng, rng.choice([1, 2])))


def account(rng, country):
    d = lambda n: digits(rng, n)
    return rng.choice(["%s-%s" % (d(4), d(4)), "V%s" % d(8), "FIN %s" % d(8), "%s" % d(10),
                       "ENC-%s" % d(7), "%s%s" % (letters(rng, 2), d(8)), "EP%s" % d(7),
                       "%s/%s" % (d(6), d(2))])


def license(rng, country, kind):
    d = lambda n: digits(rng, n)
    if kind == "doctor":
        return {"UK": "%s" % d(7), "US": "1%s" % d(9), "AU": "MED000%s" % d(7),
                "CA": "%s" % d(5), "IE": "%s" % d(6)}[country]
    if kind == "nurse":
        return {"UK": "%s%s%s%s" % (d(2), rng.choice("ABCDEFGHIJ"), d(4), rng.choice("EOSWN")),
                "US": "RN%s" % d(7), "AU": "NMW000%s" % d(7), "CA": "%s" % d(7),
                "IE": "%s" % d(6)}[country]
    if kind == "dea":
        return "%s%s%s" % (rng.choice("ABFM"), letters(rng, 1), d(7))
    if kind == "state":
        return rng.choice(["MD-%s" % d(6), "%s%s" % (letters(rng, 1), d(6)), "LIC-%s" % d(7)])
    if kind == "driver":
        return {"UK": "%s%s%s%s%s" % (letters(rng, 5), d(6), letters(rng, 2), d(1), letters(rng, 2)),
                "US": "%s%s-%s-%s" % (letters(rng, 1), d(3), d(4), d(4)),
                "AU": "%s" % d(8), "CA": "%s%s-%s-%s" % (letters(rng, 1), d(4), d(5), d(5)),
                "IE": "%s" % d(9)}[country]
    return "%s" % d(7)


def device_id(rng):
    d = lambda n: digits(rng, n)
    return rng.choice(["%s" % d(10), "SN%s" % d(8), "EQ-%s" % d(6), "%s%s" % (letters(rng, 3), d(6)),
                       "%s-%s-%s" % (d(2), d(4), d(2)), "A%s" % d(7), "MBE%s" % d(5),
                       "%s%s%s" % (d(3), letters(rng, 2), d(5))])


def vehicle(rng, country, vin=False):
    d = lambda n: digits(rng, n)
    if vin:
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(rng.choice(al) for _ in range(17))
    return {
        "UK": rng.choice(["%s%s %s" % (letters(rng, 2), d(2), letters(rng, 3)),
                          "%s%s%s" % (letters(rng, 2), d(2), letters(rng, 3))]),
        "US": rng.choice(["%s%s%s" % (d(1), letters(rng, 3), d(3)), "%s-%s" % (letters(rng, 3), d(4))]),
        "AU": rng.choice(["%s%s %s%s" % (d(1), letters(rng, 2), d(1), letters(rng, 2)),
                          "%s-%s" % (letters(rng, 3), d(3))]),
        "CA": rng.choice(["%s %s" % (letters(rng, 4), d(3)), "%s%s %s" % (letters(rng, 3), d(1), d(3))]),
        "IE": "%s-%s-%s" % (rng.choice(["221", "192", "231", "201", "171", "242"]),
                            rng.choice(["MO", "G", "C", "KY", "D", "SO", "TS", "WX"]), d(rng.choice([3, 4, 5]))),
    }[country]


def bioid(rng):
    d = lambda n: digits(rng, n)
    return rng.choice(["FP-%s" % d(5), "BIO-%s" % d(6), "PV%s" % d(7), "FPT%s" % d(6),
                       "%s-%s" % (letters(rng, 2), d(6))])


def idnum(rng, kind, year):
    d = lambda n: digits(rng, n)
    yy = year % 100
    return {
        "incident": rng.choice(["INC-%d-%s" % (year, d(5)), "W%s" % d(6), "DW%s" % d(5),
                                "IR%s" % d(7), "%d/%s" % (year, d(5)), "E%s" % d(6)]),
        "steis": "%d/%s" % (year, d(5)),
        "complaint": rng.choice(["COMP-%02d-%s" % (yy, d(4)), "C%s" % d(5), "%02d/%s" % (yy, d(4)),
                                 "PR-%s" % d(6), "CMP%s" % d(6)]),
        "pals": rng.choice(["PALS %02d/%s" % (yy, d(4)), "P%s" % d(6), "PAL-%s" % d(5)]),
        "ombudsman": rng.choice(["C-%s" % d(7), "%02d/%s" % (yy, d(5)), "OMB-%s" % d(6),
                                 "CAS-%s-%s" % (d(6), letters(rng, 4)), "HCC %02d/%s" % (yy, d(4))]),
        "rca": rng.choice(["RCA-%d-%s" % (year, d(3)), "SI %d/%s" % (year, d(4)), "PSII-%s" % d(4),
                           "SAER-%02d-%s" % (yy, d(3))]),
        "specimen": rng.choice(["S%02d-%s" % (yy, d(4)), "%s%s" % (letters(rng, 2), d(7)),
                                "H%02d.%s" % (yy, d(5))]),
        "accession": rng.choice(["RAD-%s" % d(7), "ACC%s" % d(8), "%s%s" % (letters(rng, 3), d(6))]),
        "order": rng.choice(["ORD %s" % d(7), "%s" % d(9), "RX-%s" % d(6)]),
        "police": rng.choice(["CR/%s/%02d" % (d(7), yy), "%s/%02d" % (d(6), yy), "P%s" % d(8)]),
        "claim": rng.choice(["M%02d%s%s" % (yy, letters(rng, 2), d(3)), "CLM-%s" % d(7)]),
        "sar": rng.choice(["SAR-%d-%s" % (year, d(4)), "FOI/%s" % d(5), "DSAR %s" % d(5)]),
        "coroner": rng.choice(["%s/%d" % (d(4), year), "COR-%s" % d(5)]),
        "safeguarding": rng.choice(["SG%s" % d(6), "MASH-%s" % d(5)]),
    }[kind]


def username(rng, first, last):
    f = re.sub(r"[^a-z]", "", first.lower()) or "u"
    l = re.sub(r"[^a-z]", "", last.lower()) or "s"
    return rng.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%s" % (l[:6], f[0], digits(rng, 1)),
                       "%s%s" % (l, f[:2]), "%s%s%s" % (f[0], l[:5], digits(rng, 2)),
                       ("%s%s" % (f[0], l)).upper()])
