"""Fictional identifiers, contacts, dates, people and addresses.

All functions take an explicit random.Random instance; nothing touches global state.
Phone and fax numbers always carry a 555 group; e-mail and web hosts are example.com/.org/.net;
IP addresses are private; SSN-like numbers start with 9 or 000.
"""
import datetime as _dt

import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOMAINS = ["example.com", "example.org", "example.net"]
EIR_CHARS = "ACDEFHKNPRTVWXY0123456789"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def upper(rng, n, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ"):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- dates
def rand_date(rng, start=(2022, 1, 1), end=(2025, 6, 30)):
    a = _dt.date(*start)
    b = _dt.date(*end)
    return a + _dt.timedelta(days=rng.randint(0, (b - a).days))


def shift(d, days):
    return d + _dt.timedelta(days=days)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, country, style):
    dd, mm, yy = d.day, d.month, d.year
    if style == "num":
        if country == "US":
            return "%02d/%02d/%d" % (mm, dd, yy)
        return "%02d/%02d/%d" % (dd, mm, yy)
    if style == "num1":
        if country == "US":
            return "%d/%d/%d" % (mm, dd, yy)
        return "%d/%d/%d" % (dd, mm, yy)
    if style == "short":
        if country == "US":
            return "%d/%d/%02d" % (mm, dd, yy % 100)
        return "%02d/%02d/%02d" % (dd, mm, yy % 100)
    if style == "dot":
        return "%02d.%02d.%d" % (dd, mm, yy)
    if style == "dash":
        return "%02d-%s-%d" % (dd, MON[mm - 1], yy)
    if style == "DASH":
        return "%02d-%s-%d" % (dd, MON[mm - 1].upper(), yy)
    if style == "iso":
        return "%d-%02d-%02d" % (yy, mm, dd)
    if style == "long":
        if country == "US":
            return "%s %d, %d" % (MONTHS[mm - 1], dd, yy)
        return "%d %s %d" % (dd, MONTHS[mm - 1], yy)
    if style == "abbr":
        if country == "US":
            return "%s %d, %d" % (MON[mm - 1], dd, yy)
        return "%d %s %d" % (dd, MON[mm - 1], yy)
    if style == "ord":
        return "%s %s %d" % (ordinal(dd), MONTHS[mm - 1], yy)
    if style == "wk":
        wd = DAYS[d.weekday()]
        if country == "US":
            return "%s, %s %d, %d" % (wd, MONTHS[mm - 1], dd, yy)
        return "%s %d %s %d" % (wd, dd, MONTHS[mm - 1], yy)
    if style == "wkshort":
        wd = DAYS[d.weekday()][:3]
        if country == "US":
            return "%s %d/%d" % (wd, mm, dd)
        return "%s %d/%d" % (wd, dd, mm)
    if style == "dm":
        if country == "US":
            return "%d/%d" % (mm, dd)
        return "%d/%d" % (dd, mm)
    if style == "daymon":
        if country == "US":
            return "%s %d" % (MON[mm - 1], dd)
        return "%d %s" % (dd, MON[mm - 1])
    if style == "monyear":
        return "%s %d" % (MONTHS[mm - 1], yy)
    if style == "monyr":
        return "%s %d" % (MON[mm - 1], yy)
    if style == "mmyyyy":
        return "%02d/%d" % (mm, yy)
    if style == "year":
        return "%d" % yy
    raise ValueError(style)


FULL_STYLES = ["num", "num", "num1", "dash", "long", "abbr", "iso", "ord", "DASH", "short", "dot"]


def date_style(rng, country):
    st = rng.choice(FULL_STYLES)
    if st == "dot" and country == "US":
        st = "num"
    return st


def D(d, country, style):
    return (fmt_date(d, country, style), "DATE")


# ---------------------------------------------------------------- identifiers
def mrn(rng, c):
    k = rng.randint(0, 3)
    if c == "IE":
        return ["%07d" % rng.randint(100000, 9999999), "H" + digits(rng, 6), "MN" + digits(rng, 7),
                digits(rng, 3) + "-" + digits(rng, 4)][k]
    if c == "IN":
        return [upper(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 7), "MR/%d/%s" % (rng.randint(2015, 2025), digits(rng, 6)),
                "UH" + digits(rng, 9), digits(rng, 4) + "/" + digits(rng, 5)][k]
    return ["%08d" % rng.randint(1000000, 99999999), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3),
            "M" + digits(rng, 9)][k]


def ssn(rng, c):
    if c == "US":
        if rng.random() < 0.15:
            return "000-" + digits(rng, 2) + "-" + digits(rng, 4)
        return "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4)
    if c == "IE":  # PPSN-like
        return "9" + digits(rng, 6) + rng.choice(["A", "T", "W", "H", "TA", "WA"])
    # Aadhaar-like
    return "9" + digits(rng, 3) + " " + digits(rng, 4) + " " + digits(rng, 4)


def healthplan(rng, c):
    k = rng.randint(0, 2)
    if c == "IE":
        return [digits(rng, 7) + rng.choice("ABCDEHKMNPRTW"), "LTI-" + digits(rng, 6), "VH" + digits(rng, 8)][k]
    if c == "IN":
        return ["PMJAY-" + upper(rng, 2) + "-" + digits(rng, 9), "P/%s/01/%d/%s" % (digits(rng, 6), rng.randint(2021, 2025), digits(rng, 6)),
                "CGHS " + digits(rng, 7)][k]
    return [upper(rng, 3) + digits(rng, 6), "W" + digits(rng, 9), digits(rng, 4) + upper(rng, 2) + digits(rng, 4)][k]


def group_no(rng):
    return "GRP-" + digits(rng, 5)


def account(rng, c):
    k = rng.randint(0, 3)
    return ["ENC-" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 9),
            "IP/%d/%s" % (rng.randint(2022, 2025), digits(rng, 5)) if c == "IN" else "BL" + digits(rng, 7)][k]


def npi(rng):
    return "1" + digits(rng, 9)


def dea(rng):
    return upper(rng, 2, "ABFM") + digits(rng, 7)


def med_license(rng, c):
    if c == "IE":
        return digits(rng, 6)
    if c == "IN":
        return rng.choice(["KMC", "TNMC", "MMC", "TCMC", "DMC"]) + " " + digits(rng, 5)
    return rng.choice(["MA", "OH", "TX", "AZ", "GA"]) + "-" + digits(rng, 6)


def driving_license(rng, c):
    if c == "IE":
        return digits(rng, 9)
    if c == "IN":
        return upper(rng, 2) + digits(rng, 2) + " " + "%d" % rng.randint(2005, 2024) + digits(rng, 7)
    return upper(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)


def vehicle(rng, c):
    if c == "IE":
        yr = rng.choice(["08", "12", "141", "152", "171", "182", "191", "202", "221", "232", "241"])
        return "%s-%s-%d" % (yr, rng.choice(["D", "C", "G", "KY", "L", "WX", "MO", "LH", "TS"]), rng.randint(10, 99999))
    if c == "IN":
        return "%s %02d %s %04d" % (rng.choice(["KA", "TN", "MH", "KL", "TS", "DL", "GJ"]), rng.randint(1, 60), upper(rng, 2), rng.randint(1, 9999))
    if rng.random() < 0.35:
        return "".join(rng.choice(VIN_CHARS) for _ in range(17))
    return rng.choice([digits(rng, 1) + upper(rng, 3) + digits(rng, 3), upper(rng, 3) + "-" + digits(rng, 4), upper(rng, 3) + " " + digits(rng, 3)])


def pump_serial(rng):
    return rng.choice(["NG" + digits(rng, 7) + "H", "SN " + digits(rng, 8), "PDM-" + upper(rng, 2) + digits(rng, 6),
                       digits(rng, 6), "TS" + digits(rng, 7)])


def cgm_serial(rng):
    return rng.choice([upper(rng, 1) + digits(rng, 1) + upper(rng, 3) + digits(rng, 1), "GT" + digits(rng, 7) + "K",
                       "0M" + digits(rng, 8), upper(rng, 4) + digits(rng, 6)])


def meter_serial(rng):
    return rng.choice(["UW" + digits(rng, 8), "GN" + digits(rng, 6) + upper(rng, 1), digits(rng, 4) + "-" + digits(rng, 5)])


def bioid(rng, c):
    if c == "US":
        return "PV-" + digits(rng, 7)
    if c == "IN":
        return rng.choice(["FP-", "BIO-", "IRIS-"]) + digits(rng, 6)
    return "FPT-" + digits(rng, 5)


def accession(rng):
    return rng.choice(["ACC-%02d-%s" % (rng.randint(22, 25), digits(rng, 6)), "S%02d-%s" % (rng.randint(22, 25), digits(rng, 5)),
                       "BIO/%d/%s" % (rng.randint(2022, 2025), digits(rng, 5)), "L" + digits(rng, 9), "CH" + digits(rng, 7)])


def order_no(rng):
    return rng.choice(["ORD " + digits(rng, 7), "REQ-" + digits(rng, 6), "RQ" + digits(rng, 8), "OR-" + digits(rng, 3) + "-" + digits(rng, 4)])


def case_no(rng, prefix, year=None):
    return "%s-%d-%03d" % (prefix, year or rng.randint(2022, 2025), rng.randint(1, 480))


# ---------------------------------------------------------------- contacts
def phone(rng, c, mobile=None, ext=False):
    if mobile is None:
        mobile = rng.random() < 0.5
    if c == "US":
        ac = rng.choice(["617", "508", "614", "216", "713", "210", "602", "520", "404", "303", "612", "505", "503",
                         "919", "901", "410", "412", "414", "402", "915", "559", "916"])
        last = digits(rng, 4)
        s = rng.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "1-%s-555-%s"]) % (ac, last)
        if ext:
            s += rng.choice([" ext. ", " x", " ext "]) + digits(rng, rng.randint(2, 4))
        return s
    if c == "IE":
        if mobile:
            pre = rng.choice(["083", "085", "086", "087", "089"])
            tail = digits(rng, 4)
            fmt = rng.choice(["%s 555 %s", "%s-555 %s", "+353 %s 555 %s", "%s5555%s"])
            if fmt.startswith("+353"):
                return fmt % (pre[1:], tail)
            if fmt == "%s5555%s":
                return pre + "555" + tail
            return fmt % (pre, tail)
        pre = rng.choice(["01", "021", "091", "061", "051", "071", "090", "041", "056", "066"])
        s = rng.choice(["%s 555 %s", "(%s) 555 %s", "%s-555%s"]) % (pre, digits(rng, 4))
        if ext:
            s += " ext. " + digits(rng, 3)
        return s
    if mobile:
        return rng.choice(["+91 98555 %s", "98555 %s", "+91-94555-%s", "099555%s"]) % digits(rng, 5)
    std = rng.choice(["080", "044", "022", "020", "0484", "040", "033", "079", "011", "0471"])
    s = rng.choice(["%s-2555 %s", "%s 4555 %s", "(%s) 2555-%s"]) % (std, digits(rng, 4))
    if ext:
        s += " Extn. " + digits(rng, 3)
    return s


def short_pager(rng):
    return rng.choice(["555-" + digits(rng, 4), "#555" + digits(rng, 2), "555 " + digits(rng, 3)])


def email_for(rng, first, last):
    f = first.lower().replace("'", "").replace(" ", "")
    l = last.lower().replace("'", "").replace(" ", "")
    f = strip_accents(f)
    l = strip_accents(l)
    user = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l[:3], rng.randint(1, 99)),
                       "%s%d" % (l, rng.randint(10, 99)), "%s.%s" % (f[0], l)])
    return user + "@" + rng.choice(DOMAINS)


def dept_email(rng, what):
    host = rng.choice(DOMAINS)
    if rng.random() < 0.4:
        host = rng.choice(["hse", "clinic", "hospital", "endo", "mail"]) + "." + host
    return what + "@" + host


def url(rng, path):
    host = rng.choice(DOMAINS)
    pre = rng.choice(["www.", "https://", "https://portal.", "http://", "", "https://www."])
    return pre + host + "/" + path


def ip(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if k == 1:
        return "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))


def username(rng, first, last):
    f = strip_accents(first.lower().replace("'", "").replace(" ", ""))
    l = strip_accents(last.lower().replace("'", "").replace(" ", ""))
    return rng.choice(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s_%s%d" % (l, f[0], rng.randint(1, 9)),
                       "%s%s%d" % (f[:3], l[:3], rng.randint(10, 99)), "%s%s" % (l[:6], f[0])])


_ACC = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U"}


def strip_accents(s):
    return "".join(_ACC.get(ch, ch) for ch in s)


# ---------------------------------------------------------------- addresses
def address(rng, c):
    """Return a dict of address parts (strings) for country c."""
    if c == "IE":
        city, county, rk = rng.choice(pools.IE_PLACES)
        if rng.random() < 0.25:
            street = rng.choice(pools.IE_TOWNLANDS)
        elif rng.random() < 0.2:
            street = "Apt %d, %d %s" % (rng.randint(1, 40), rng.randint(1, 120), rng.choice(pools.IE_STREETS))
        else:
            street = "%d %s" % (rng.randint(1, 140), rng.choice(pools.IE_STREETS))
        zc = rk + " " + "".join(rng.choice(EIR_CHARS) for _ in range(4))
        return {"street": street, "city": city, "region": county, "zip": zc, "country": "Ireland"}
    if c == "IN":
        city, state, pin = rng.choice(pools.IN_PLACES)
        k = rng.randint(0, 2)
        if k == 0:
            street = "No. %d, %s, %s" % (rng.randint(1, 300), rng.choice(pools.IN_ROADS), rng.choice(pools.IN_LOCALITIES))
        elif k == 1:
            street = "Flat %d%s, %s, %s" % (rng.randint(1, 12), rng.choice("ABCD"), rng.choice(pools.IN_BUILDINGS), rng.choice(pools.IN_LOCALITIES))
        else:
            street = "%d/%d %s" % (rng.randint(1, 60), rng.randint(1, 40), rng.choice(pools.IN_ROADS))
        return {"street": street, "city": city, "region": state, "zip": pin + digits(rng, 3), "country": "India"}
    city, st, stname, zp = rng.choice(pools.US_PLACES)
    street = "%d %s" % (rng.randint(10, 9999), rng.choice(pools.US_STREETS))
    if rng.random() < 0.35:
        street += ", " + rng.choice(pools.US_UNITS)
    return {"street": street, "city": city, "region": st, "region_full": stname, "zip": zp + digits(rng, 2),
            "country": "USA"}


def addr_pieces(a, c, rng, oneline=True, country=False):
    """Address as pieces; oneline joins with ', ' else returns lines separated by newline."""
    sep = ", " if oneline else "\n"
    out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
    if c == "IE":
        if a["city"] != a["region"] or rng.random() < 0.3:
            out += [sep, "Co. ", (a["region"], "CITY")]
        out += [sep if not oneline else ", ", (a["zip"], "ZIP")]
    elif c == "IN":
        out += [" - ", (a["zip"], "ZIP"), sep, (a["region"], "STATE")]
    else:
        out += [", ", (a["region"], "STATE"), " ", (a["zip"], "ZIP")]
    if country:
        out += [sep, (a["country"], "COUNTRY")]
    return out


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, c, role, sex=None, last=None):
        self.c = c
        self.role = role
        self.sex = sex or rng.choice(["M", "F"])
        self.first = rng.choice(pools.FIRST[c][self.sex])
        self.last = last or rng.choice(pools.LAST[c])
        self.mid = rng.choice("ABCDEGJKLMNPRST") if rng.random() < 0.35 else None
        self.nick = pools.NICK.get(self.first)
        if role == "DOCTOR":
            self.title = rng.choice(["Dr.", "Dr", "Dr."]) if rng.random() < 0.9 else "Prof."
        else:
            if c == "IN" and rng.random() < 0.3:
                self.title = "Shri" if self.sex == "M" else "Smt."
            else:
                self.title = ("Mr" if self.sex == "M" else rng.choice(["Mrs", "Ms"])) + ("." if c == "US" or rng.random() < 0.3 else "")

    def full(self):
        if self.mid:
            return "%s %s. %s" % (self.first, self.mid, self.last)
        return "%s %s" % (self.first, self.last)

    def n(self, style):
        """One rendering of the name as a list of pieces."""
        T = self.role
        if style == "full":
            return [(self.full(), T)]
        if style == "fl":
            return [(self.first + " " + self.last, T)]
        if style == "first":
            return [(self.first, T)]
        if style == "last":
            return [(self.last, T)]
        if style == "tlast":
            return [self.title + " ", (self.last, T)]
        if style == "tfull":
            return [self.title + " ", (self.first + " " + self.last, T)]
        if style == "lastfirst":
            s = "%s, %s" % (self.last.upper(), self.first.upper())
            if self.mid:
                s += " " + self.mid
            return [(s, T)]
        if style == "lf":
            return [("%s, %s" % (self.last, self.first), T)]
        if style == "init":
            return [(initials(self), T)]
        if style == "ilast":
            return [("%s. %s" % (self.first[0], self.last), T)]
        if style == "firsti":
            return [("%s %s." % (self.first, self.last[0]), T)]
        if style == "nick":
            return [(self.nick or self.first, T)]
        raise ValueError(style)

    def pick(self, rng, styles):
        return self.n(rng.choice(styles))


def initials(p):
    return "%s.%s." % (strip_accents(p.first)[0], strip_accents(p.last.replace("Ó ", "O").replace("Ní ", "N").replace("Mac ", "M"))[0])


class Staff(Person):
    def __init__(self, rng, c, kind="doc", creds=None):
        Person.__init__(self, rng, c, "DOCTOR")
        self.kind = kind
        if kind == "doc":
            self.cred = rng.choice(creds or pools.DOC_CREDS[c])
        else:
            self.cred = rng.choice(creds or pools.STAFF_CREDS[c])
            self.title = {"IE": "Ms" if self.sex == "F" else "Mr", "IN": "Ms." if self.sex == "F" else "Mr.",
                          "US": ""}[c]

    def sig(self, rng):
        """Signature rendering: title outside, credential outside."""
        k = rng.randint(0, 3)
        if k == 0 or (k == 1 and not self.title):
            return [(self.full(), "DOCTOR"), ", " + self.cred]
        if k == 1:
            return [self.title + " ", (self.first + " " + self.last, "DOCTOR"), " " + self.cred]
        if k == 2 and "(" not in self.cred:
            return [(self.first + " " + self.last, "DOCTOR"), " (" + self.cred + ")"]
        if k == 2:
            return [(self.first + " " + self.last, "DOCTOR"), " " + self.cred]
        return [(self.first[0] + ". " + self.last, "DOCTOR"), ", " + self.cred]

    def ref(self, rng):
        """Short in-text reference."""
        if self.kind == "doc":
            return rng.choice([[self.title + " ", (self.last, "DOCTOR")], [self.title + " ", (self.first + " " + self.last, "DOCTOR")],
                               ["Dr ", (self.last, "DOCTOR")]])
        if self.title:
            return rng.choice([[(self.first + " " + self.last, "DOCTOR")], [(self.first, "DOCTOR")], [self.title + " ", (self.last, "DOCTOR")]])
        return rng.choice([[(self.first + " " + self.last, "DOCTOR")], [(self.first, "DOCTOR")]])


def age_on(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


class Patient(Person):
    def __init__(self, rng, c, amin=18, amax=88, sex=None, visit=None):
        Person.__init__(self, rng, c, "PATIENT", sex=sex)
        self.visit = visit or rand_date(rng)
        self.age = rng.randint(amin, amax)
        self.dob = shift(self.visit, -(self.age * 365 + rng.randint(5, 360) + self.age // 4))
        self.age = age_on(self.dob, self.visit)
        self.addr = address(rng, c)
        self.mrn = mrn(rng, c)
        self.phone = phone(rng, c, mobile=True)
        self.email = email_for(rng, self.first, self.last)
        self.prof = rng.choice(pools.PROFESSIONS[c])
        self.employer = rng.choice(pools.EMPLOYERS[c])
        self.plan = healthplan(rng, c)
        self.ssn = ssn(rng, c)
        self.ds = date_style(rng, c)

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def sexw(self, rng):
        return rng.choice([["man", "gentleman"], ["woman", "lady"]][self.sex == "F"])


def relative(rng, pt, rel=None):
    """A family member: returns (Person, relation word)."""
    rels_m = ["husband", "son", "brother", "father", "partner", "nephew"]
    rels_f = ["wife", "daughter", "sister", "mother", "partner", "niece"]
    if rel is None:
        sex = rng.choice(["M", "F"])
        rel = rng.choice(rels_m if sex == "M" else rels_f)
    else:
        sex = "M" if rel in rels_m or rel in ["grandfather", "uncle"] else "F"
    if getattr(pt, "age", 40) > 55 and rel in ("father", "mother"):
        rel = "son" if rel == "father" else "daughter"
    if getattr(pt, "age", 40) < 18 and rel in ("wife", "husband", "partner", "son", "daughter", "nephew", "niece"):
        rel = "father" if sex == "M" else "mother"
    same = rel in ["son", "daughter", "brother", "sister", "father", "mother"] or (rel in ["wife", "husband"] and rng.random() < 0.6)
    p = Person(rng, pt.c, "FAMILY", sex=sex, last=pt.last if same else None)
    return p, rel


def country_piece(name):
    """'the Philippines' -> article outside the span."""
    if name.startswith("the "):
        return ["the ", (name[4:], "COUNTRY")]
    return [(name, "COUNTRY")]
