"""PHI value generators for dev172_en (all values invented)."""
import datetime
import unicodedata

import pools as P

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
ALNUM = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
CA_POST_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def slug(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if c.isascii() and c.isalnum()).lower()


def digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice(LETTERS) for _ in range(k))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.last = last or rng.choice(P.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else ""
        self.nick = P.NICKNAMES.get(self.first, "")

    def title(self, rng):
        if self.sex == "M":
            return rng.choice(["Mr. ", "Mr ", "Mr. "])
        return rng.choice(["Mrs. ", "Ms. ", "Ms ", "Mrs "])

    def fmt(self, style):
        f, l, m = self.first, self.last, self.mid
        if style == "full":
            return f + " " + l
        if style == "fml":
            return f + " " + (m + ". " if m else "") + l
        if style == "lf":
            return l + ", " + f
        if style == "LF":
            return (l + ", " + f).upper()
        if style == "LFM":
            return (l + ", " + f + (" " + m if m else "")).upper()
        if style == "last":
            return l
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "fi_last":
            return f[0] + ". " + l
        if style == "first_li":
            return f + " " + l[0] + "."
        if style == "lfi":
            return l + ", " + f[0] + "."
        if style == "lf1":
            return l + ", " + f[0]
        if style == "Lf":
            return l + " " + f[0]
        if style == "init":
            return f[0] + "." + (m + "." if m else "") + l[0] + "."
        if style == "initc":
            return f[0] + l[0]
        if style == "initl":
            return (f[0] + l[0]).lower()
        raise ValueError(style)

    def pick(self, rng, styles):
        return self.fmt(rng.choice(styles))


class Staff(Person):
    def __init__(self, rng, role, country="CA", region="ON"):
        Person.__init__(self, rng)
        self.role = role
        table = P.STAFF_CREDS_CA if country == "CA" else P.STAFF_CREDS_US
        creds = [c for c in table[role] if region == "ON" or ("Ont." not in c and "CASLPO" not in c)]
        self.cred = rng.choice(creds)

    def username(self, rng):
        return username_for(rng, self)


def username_for(rng, person):
    f, l = slug(person.first), slug(person.last)
    k = rng.randrange(6)
    if k == 0:
        return f[0] + l
    if k == 1:
        return f[0] + l + digits(rng, 1)
    if k == 2:
        return f + "." + l
    if k == 3:
        return l[:6] + f[:2]
    if k == 4:
        return f[0] + l[:7] + digits(rng, 2)
    return f + "_" + l[0]


def email_for(rng, person, domain=None):
    f, l = slug(person.first), slug(person.last)
    dom = domain or rng.choice(["example.com", "example.org", "example.net"])
    local = rng.choice([f + "." + l, f[0] + l, f + l[0] + digits(rng, 2), l + "." + f[0],
                        f + "_" + l])
    return local + "@" + dom


# ---------------------------------------------------------------- dates
FULL_US = ["mdy", "mdy", "mdy2", "long", "mon_d_y", "iso", "dmon"]
FULL_CA = ["iso", "iso", "dmon", "long", "dlong", "dmy", "mon_d_y", "mdy"]
SHORT = ["md", "mon_d", "wd_md", "wd_mon_d", "d_mon", "wdl_md"]


def fdate(d, style):
    if style == "mdy":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if style == "mdy2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if style == "long":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
    if style == "iso":
        return d.isoformat()
    if style == "dmon":
        return "%02d-%s-%04d" % (d.day, MON3[d.month - 1], d.year)
    if style == "dlong":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "dmy":
        return "%02d/%02d/%04d" % (d.day, d.month, d.year)
    if style == "md":
        return "%d/%d" % (d.month, d.day)
    if style == "mon_d":
        return "%s %d" % (MON3[d.month - 1], d.day)
    if style == "wd_md":
        return "%s %d/%d" % (WD3[d.weekday()], d.month, d.day)
    if style == "wd_mon_d":
        return "%s, %s %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day)
    if style == "d_mon":
        return "%02d-%s" % (d.day, MON3[d.month - 1])
    if style == "wdl_md":
        return "%s %s %d" % (WD3[d.weekday()], MON3[d.month - 1], d.day)
    if style == "wd_full":
        return "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if style == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon_year":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if style == "year":
        return str(d.year)
    if style == "wd":
        return WEEKDAYS[d.weekday()]
    if style == "wd3":
        return WD3[d.weekday()]
    raise ValueError(style)


def rand_date(rng, start=datetime.date(2019, 1, 7), span_days=2350):
    return start + datetime.timedelta(days=rng.randrange(span_days))


def add_days(d, k):
    return d + datetime.timedelta(days=k)


# ---------------------------------------------------------------- numbers
def phone_str(rng, area, style=None):
    line = "01" + digits(rng, 2)
    style = style if style is not None else rng.randrange(7)
    if style == 0:
        return "(%s) 555-%s" % (area, line)
    if style == 1:
        return "%s-555-%s" % (area, line)
    if style == 2:
        return "%s.555.%s" % (area, line)
    if style == 3:
        return "1-%s-555-%s" % (area, line)
    if style == 4:
        return "+1 %s 555 %s" % (area, line)
    if style == 5:
        return "%s 555 %s" % (area, line)
    return "(%s)555-%s" % (area, line)


def with_ext(rng, num):
    return num + rng.choice([" ext. ", " x", " ext ", " x ", " Ext. "]) + digits(rng, rng.choice([3, 4]))


def mrn_str(rng, style):
    if style == 0:
        return "00" + digits(rng, 6)
    if style == 1:
        return "R" + digits(rng, 7)
    if style == 2:
        return "MR-" + digits(rng, 6)
    if style == 3:
        return digits(rng, 2) + "-" + digits(rng, 3) + "-" + digits(rng, 3)
    if style == 4:
        return "H" + digits(rng, 7)
    return digits(rng, 9)


def acct_str(rng):
    k = rng.randrange(6)
    if k == 0:
        return "A" + digits(rng, 9)
    if k == 1:
        return "V" + digits(rng, 8)
    if k == 2:
        return "55" + digits(rng, 8)
    if k == 3:
        return "ENC-" + digits(rng, 7)
    if k == 4:
        return digits(rng, 4) + "-" + digits(rng, 4)
    return "IP" + digits(rng, 2) + "-" + digits(rng, 6)


def healthplan_str(rng, country, region, kind=None):
    if country == "CA":
        if region == "ON":
            s = digits(rng, 4) + " " + digits(rng, 3) + " " + digits(rng, 3)
            return s + (" " + letters(rng, 2) if rng.random() < 0.6 else "")
        if region == "BC":
            return "9" + digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 3)
        if region == "QC":
            return letters(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4)
        if region == "AB":
            return digits(rng, 5) + "-" + digits(rng, 4)
        return digits(rng, 9)
    if kind == "mbi":
        k = 0
    elif kind == "commercial":
        k = rng.randrange(1, 4)
    else:
        k = rng.randrange(4)
    if k == 0:
        mbi_l = "ACDEFGHJKMNPQRTUVWXY"
        mbi_a = mbi_l + "0123456789"
        return (rng.choice("123456789") + rng.choice(mbi_l) + rng.choice(mbi_a) + digits(rng, 1)
                + "-" + rng.choice(mbi_l) + rng.choice(mbi_a) + digits(rng, 1) + "-"
                + rng.choice(mbi_l) + rng.choice(mbi_l) + digits(rng, 2))
    if k == 1:
        return letters(rng, 3) + digits(rng, 6)
    if k == 2:
        return "W" + digits(rng, 9)
    return letters(rng, 1) + digits(rng, 8) + "-0" + digits(rng, 1)


def group_str(rng):
    return rng.choice(["GRP-", "G", "", "00"]) + digits(rng, rng.choice([5, 6]))


def ssn_str(rng, country):
    if country == "CA":
        first = rng.choice(["9", "9", "000"])
        if first == "000":
            body = "000" + digits(rng, 6)
        else:
            body = "9" + digits(rng, 8)
        sep = rng.choice([" ", "-", " "])
        return body[:3] + sep + body[3:6] + sep + body[6:]
    if rng.random() < 0.8:
        return "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4)
    return "000-" + digits(rng, 2) + "-" + digits(rng, 4)


def npi_str(rng):
    return rng.choice("12") + digits(rng, 9)


def college_reg(rng):
    return rng.choice(["", "", "R", "0"]) + digits(rng, rng.choice([4, 5, 6]))


def dea_str(rng):
    return rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7)


def dl_str(rng, country, region):
    if country == "CA":
        if region == "ON":
            return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 5) + "-" + digits(rng, 5)
        if region == "QC":
            return letters(rng, 1) + digits(rng, 4) + "-" + digits(rng, 6) + "-" + digits(rng, 2)
        if region == "AB":
            return digits(rng, 6) + "-" + digits(rng, 3)
        return digits(rng, 7)
    k = rng.randrange(3)
    if k == 0:
        return letters(rng, 1) + digits(rng, 7)
    if k == 1:
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3)
    return digits(rng, 9)


def serial_str(rng, kind="GEN"):
    k = rng.randrange(6)
    if k == 0:
        return kind + "-" + digits(rng, 4) + "-" + digits(rng, 4)
    if k == 1:
        return "SN" + digits(rng, 4) + letters(rng, 2) + digits(rng, 3)
    if k == 2:
        return digits(rng, 2) + "-" + digits(rng, 6)
    if k == 3:
        return "EQ-" + digits(rng, 6)
    if k == 4:
        return letters(rng, 2) + digits(rng, 1) + letters(rng, 1) + "-" + digits(rng, 5)
    return digits(rng, 4) + letters(rng, 1) + digits(rng, 5)


def asset_tag(rng):
    return rng.choice(["AT", "BME-", "RHB", "LN"]) + digits(rng, 5)


def plate_str(rng, country, region):
    if country == "CA":
        if region == "ON":
            return letters(rng, 4) + " " + digits(rng, 3)
        if region == "BC":
            return letters(rng, 2) + digits(rng, 1) + " " + digits(rng, 2) + letters(rng, 1)
        if region == "QC":
            return letters(rng, 1) + digits(rng, 2) + " " + letters(rng, 3)
        return letters(rng, 3) + "-" + digits(rng, 4)
    k = rng.randrange(3)
    if k == 0:
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    if k == 1:
        return letters(rng, 3) + "-" + digits(rng, 4)
    return letters(rng, 3) + " " + digits(rng, 3)


def vin_str(rng):
    return "".join(rng.choice(ALNUM) for _ in range(17))


def bioid_str(rng, kind=None):
    k = {"finger": 0, "palm": 1, "voice": 2, "iris": 3, "generic": 4}.get(kind, rng.randrange(5))
    if k == 0:
        return "FP-" + digits(rng, 5)
    if k == 1:
        return "PV-" + digits(rng, 8)
    if k == 2:
        return "VB-" + digits(rng, 4) + "-" + letters(rng, 1)
    if k == 3:
        return "IRIS-" + digits(rng, 4)
    return "BIO" + digits(rng, 3) + letters(rng, 2) + digits(rng, 2)


def idnum_str(rng, prefix=None):
    pre = prefix if prefix is not None else rng.choice(["REF-", "RQ", "ORD-", "C-", "LN-", "WO-"])
    k = rng.randrange(3)
    if k == 0:
        return pre + digits(rng, 2) + "-" + digits(rng, 5)
    if k == 1:
        return pre + digits(rng, 6)
    return pre + str(rng.randrange(2019, 2026)) + "-" + digits(rng, 4)


def ip_str(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def url_str(rng, kind="portal"):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    host = rng.choice(["", "www.", "telerehab.", "portal.", "hep.", "video."])
    scheme = rng.choice(["https://", "", "https://", "http://"])
    if kind == "video":
        path = rng.choice(["/join/", "/room/", "/v/", "/meet/"]) + digits(rng, 4) + "-" + digits(rng, 3)
    elif kind == "hep":
        path = rng.choice(["/hep/", "/exercises/", "/programs/"]) + letters(rng, 2).lower() + digits(rng, 4)
    else:
        path = rng.choice(["/rehab", "/patient/login", "/portal", "/forms/seating", "/mychart"])
    return scheme + host + dom + path


# ---------------------------------------------------------------- places
class Address:
    def __init__(self, rng, country, region):
        self.country = country
        self.region = region  # tuple from pools
        num = str(rng.randrange(1, 9800))
        street = num + " " + rng.choice(P.STREET_NAMES) + " " + rng.choice(P.STREET_SUFFIX)
        k = rng.random()
        if k < 0.15 and country == "CA":
            street = str(rng.randrange(101, 2405)) + "-" + street
        elif k < 0.3:
            street += rng.choice([", Apt ", " Apt ", ", Unit ", " #", ", Suite "]) + str(rng.randrange(1, 1500))
        elif k < 0.36 and country == "CA":
            street = "RR " + str(rng.randrange(1, 9)) + ", " + str(rng.randrange(100, 9999)) + " Concession Rd " + str(rng.randrange(1, 14))
        self.street = street
        self.city = rng.choice(P.CITIES)
        self.code = region[0]
        self.name = region[1]
        if country == "CA":
            a = rng.choice(region[2])
            self.zip = (a + str(rng.randrange(10)) + rng.choice(CA_POST_LETTERS) + " "
                        + str(rng.randrange(10)) + rng.choice(CA_POST_LETTERS) + str(rng.randrange(10)))
        else:
            lo, hi = region[2]
            z = "%03d%02d" % (rng.randrange(lo, hi + 1), rng.randrange(100))
            if rng.random() < 0.2:
                z += "-" + digits(rng, 4)
            self.zip = z

    def segs(self, rng, style=None):
        st = style or rng.choice(["line", "line", "two", "line_name", "no_zip"])
        reg = ("STATE", self.name if st == "line_name" else self.code)
        if st in ("line", "line_name"):
            out = [("STREET", self.street), ", ", ("CITY", self.city), ", ", reg,
                   rng.choice([" ", "  "]), ("ZIP", self.zip)]
        elif st == "two":
            out = [("STREET", self.street), "\n", ("CITY", self.city), ", ", reg, "  ", ("ZIP", self.zip)]
        elif st == "no_zip":
            out = [("STREET", self.street), ", ", ("CITY", self.city)]
        else:
            out = [("CITY", self.city), ", ", reg]
        if rng.random() < 0.12 and st != "city":
            out += [", ", ("COUNTRY", rng.choice(["Canada", "CANADA"]) if self.country == "CA"
                           else rng.choice(["USA", "United States", "U.S.A."]))]
        return out


def room_str(rng):
    k = rng.randrange(5)
    n = str(rng.randrange(2, 7)) + "%02d" % rng.randrange(1, 40)
    if k == 0:
        return n + rng.choice("ABCD")
    if k == 1:
        return n + "-" + rng.choice(["A", "B", "1", "2", "W", "D"])
    if k == 2:
        return n
    if k == 3:
        return rng.choice(["W", "E", "N", "S"]) + n
    return n + "-" + str(rng.randrange(1, 5))


# ---------------------------------------------------------------- per-note context
class Ctx:
    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        if country == "CA":
            self.region = rng.choices(P.CA_REGIONS, weights=P.CA_WEIGHTS)[0]
            self.full_styles = FULL_CA
        else:
            self.region = rng.choice(P.US_REGIONS)
            self.full_styles = FULL_US
        self.rcode, self.rname = self.region[0], self.region[1]
        self.area = rng.choice(self.region[3])
        self.site = rng.choice(P.HOSPITALS)
        self.unit = rng.choice(P.UNITS)
        self.city = rng.choice(P.CITIES)
        self.base = rand_date(rng)
        self.dstyle = rng.choice(self.full_styles)
        self.sstyle = rng.choice(SHORT)
        self.mrn_style = rng.randrange(6)

    # dates
    def d(self, d, style=None):
        return ("DATE", fdate(d, style or self.dstyle))

    def dany(self, d):
        return ("DATE", fdate(d, self.rng.choice(self.full_styles)))

    def ds(self, d, style=None):
        st = style or self.sstyle
        if self.dstyle == "dmy" and st in ("md", "wd_md"):
            st = "d_mon" if st == "md" else "wdl_md"
        return ("DATE", fdate(d, st))

    def other_hosp(self):
        while True:
            h = self.rng.choice(P.HOSPITALS)
            if h != self.site:
                return h

    def day(self, k):
        return add_days(self.base, k)

    # ids
    def mrn(self):
        return mrn_str(self.rng, self.mrn_style)

    def phone(self, ext=False, area=None, style=None):
        s = phone_str(self.rng, area or self.area, style)
        return with_ext(self.rng, s) if ext else s

    def hp(self):
        return healthplan_str(self.rng, self.country, self.rcode)

    def addr(self):
        return Address(self.rng, self.country, self.region)

    def person(self, sex=None, last=None):
        return Person(self.rng, sex, last)

    def staff(self, role):
        return Staff(self.rng, role, self.country, self.rcode)

    def patient(self, lo=19, hi=98):
        return Patient(self, lo, hi)


class Patient:
    def __init__(self, ctx, lo, hi):
        rng = ctx.rng
        self.p = Person(rng)
        self.sex = self.p.sex
        self.age = int(rng.triangular(lo, hi + 1, min(hi, max(lo, 76))))
        self.dob = add_days(ctx.base, -(self.age * 365 + rng.randrange(1, 360)))
        self.mrn = ctx.mrn()
        self.acct = acct_str(rng)
        self.hp = ctx.hp()
        self.room = room_str(rng)
        self.addr = ctx.addr()
        self.phone = ctx.phone()
        self.prof = rng.choice(P.PROFESSIONS)
        self.dx = rng.choice(P.DX)
        self.admit = add_days(ctx.base, -rng.randrange(2, 40))

    def age_phrase(self, rng, style=None):
        """Segments for the age with a natural suffix (number only is the span)."""
        a = str(self.age)
        sx = self.sex
        st = style or rng.choice(["yo", "-year-old", "y/o", "sexletter", "yo2", "yrs", "word"])
        if st == "yo":
            return [("AGE", a), " yo"]
        if st == "yo2":
            return [("AGE", a), "yo"]
        if st == "-year-old":
            return [("AGE", a), "-year-old"]
        if st == "y/o":
            return [("AGE", a), " y/o"]
        if st == "sexletter":
            return [("AGE", a), sx]
        if st == "yrs":
            return [("AGE", a), " yrs"]
        return [("AGE", words(self.age)), "-year-old"]
