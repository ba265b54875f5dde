"""Note builder and value formatters for dev192_en.

A Note is assembled piece by piece: plain strings are appended as they are,
(TYPE, value) tuples are appended and recorded as spans at the current offset.
Offsets are therefore known at the moment each piece is written; the finished
text is never searched.
"""
import datetime as dt

import pools as P

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
    def __init__(self, lower=False):
        self._parts = []
        self.pos = 0
        self.spans = []
        self.lower = lower

    def _add(self, s):
        if self.lower:
            s = s.lower()
        self._parts.append(s)
        self.pos += len(s)
        return s

    def p(self, typ, val):
        val = str(val)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        start = self.pos
        s = self._add(val)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL_OF[typ],
                           "type": typ, "text": s})

    def w(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                if it:
                    self._add(it)
            elif isinstance(it, list):
                self.w(*it)
            else:
                self.p(it[0], it[1])
        return self

    def ln(self, *items):
        self.w(*items)
        self._add("\n")
        return self

    def text(self):
        return "".join(self._parts)


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD = [w[:3] for w in WDAYS]

US_STYLES = ["us_slash", "us_slash", "us_short", "us_long", "us_mon", "iso", "us_yy", "dmy_caps"]
AU_STYLES = ["au_slash", "au_slash", "au_short", "au_long", "au_mon", "iso", "dmy_caps", "au_dot"]


def fdate(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "us_slash":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_yy":
        return "%02d/%02d/%02d" % (m, dd, y % 100)
    if style == "us_long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "us_mon":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "au_slash":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "au_short":
        return "%d/%d/%04d" % (dd, m, y)
    if style == "au_yy":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "au_long":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "au_mon":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dmy_caps":
        return "%02d-%s-%04d" % (dd, MON[m - 1].upper(), y)
    if style == "au_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    raise ValueError(style)


def fmd(d, country, rng):
    """Day and month without year."""
    k = rng.randrange(3)
    if country == "US":
        if k == 0:
            return "%d/%d" % (d.month, d.day)
        if k == 1:
            return "%s %d" % (MON[d.month - 1], d.day)
        return "%02d/%02d" % (d.month, d.day)
    if k == 0:
        return "%d/%d" % (d.day, d.month)
    if k == 1:
        return "%d %s" % (d.day, MON[d.month - 1])
    return "%02d/%02d" % (d.day, d.month)


def fwd(d, country, rng):
    """Weekday joined to a date: a single span."""
    k = rng.randrange(3)
    w = d.weekday()
    if k == 0:
        return "%s %s" % (WD[w], fmd(d, country, rng))
    if country == "US":
        if k == 1:
            return "%s, %s %d, %d" % (WDAYS[w], MONTHS[d.month - 1], d.day, d.year)
        return "%s %02d/%02d/%04d" % (WD[w], d.month, d.day, d.year)
    if k == 1:
        return "%s %d %s %d" % (WDAYS[w], d.day, MONTHS[d.month - 1], d.year)
    return "%s %02d/%02d/%04d" % (WD[w], d.day, d.month, d.year)


def fmy(d, rng):
    k = rng.randrange(4)
    if k == 0:
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if k == 1:
        return "%s %d" % (MON[d.month - 1], d.year)
    if k == 2:
        return "%02d/%04d" % (d.month, d.year)
    return "%s-%02d" % (MON[d.month - 1], d.year % 100)


def rand_date(rng, lo=dt.date(2019, 1, 1), hi=dt.date(2025, 6, 30)):
    return lo + dt.timedelta(days=rng.randrange((hi - lo).days))


def add_days(d, n):
    return d + dt.timedelta(days=n)


def dob_for_age(rng, ref, age):
    return ref - dt.timedelta(days=365 * age + rng.randrange(1, 360) + age // 4)


def age_on(dob, ref):
    a = ref.year - dob.year
    if (ref.month, ref.day) < (dob.month, dob.day):
        a -= 1
    return a


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
             "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("-" + NUM_WORDS[u] if u else "")


# ---------------------------------------------------------------- contacts
def phone(rng, country, state, kind="land", style=None):
    if country == "US":
        area = rng.choice(P.US_AREA.get(state, ["555"]))
        line = "01%02d" % rng.randrange(100)
        st = style if style is not None else rng.randrange(5)
        if st == 0:
            return "(%s) 555-%s" % (area, line)
        if st == 1:
            return "%s-555-%s" % (area, line)
        if st == 2:
            return "%s.555.%s" % (area, line)
        if st == 3:
            return "+1 %s 555 %s" % (area, line)
        return "%s 555 %s" % (area, line)
    if kind == "mobile":
        a = "04%02d" % rng.randrange(10, 99)
        b = "%03d" % rng.randrange(1000)
        st = style if style is not None else rng.randrange(3)
        if st == 0:
            return "%s 555 %s" % (a, b)
        if st == 1:
            return "+61 %s 555 %s" % (a[1:], b)
        return "%s555%s" % (a, b)
    area = P.AU_AREA.get(state, "02")
    tail = "%04d" % rng.randrange(10000)
    st = style if style is not None else rng.randrange(4)
    if st == 0:
        return "(%s) 5550 %s" % (area, tail)
    if st == 1:
        return "%s 5550 %s" % (area, tail)
    if st == 2:
        return "+61 %s 5550 %s" % (area[1], tail)
    return "%s5550%s" % (area, tail)


def ext(rng):
    k = rng.randrange(3)
    e = str(rng.randrange(100, 9999))
    return [" ext. " + e, " x" + e, " ext " + e][k]


def pager(rng):
    return rng.choice(["555-0%03d" % rng.randrange(1000), "5550%03d" % rng.randrange(1000),
                       "555 %04d" % rng.randrange(10000)])


def email(rng, first, last):
    dom = rng.choice(P.EMAIL_DOMAINS)
    f = first.lower().replace("'", "")
    l = last.lower().replace("'", "").replace(" ", "")
    k = rng.randrange(5)
    user = [f + "." + l, f[0] + l, f + l[0] + str(rng.randrange(1, 99)),
            l + "." + f[0], f + "_" + l][k]
    return user + "@" + dom


def url(rng):
    host = rng.choice(P.URL_HOSTS)
    path = rng.choice(P.URL_PATHS)
    k = rng.randrange(3)
    if k == 0:
        return "https://%s/%s" % (host, path)
    if k == 1:
        return "%s/%s" % (host, path)
    return "http://%s/%s" % (host, path)


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def username(rng, first, last):
    f = first.lower().replace("'", "")
    l = last.lower().replace("'", "").replace(" ", "")
    k = rng.randrange(6)
    return [f[0] + l, f[0] + l + str(rng.randrange(2, 9)), l + f[0], f + "." + l,
            (f[0] + l)[:7] + str(rng.randrange(10, 99)), "rn_" + f[0] + l][k]


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def mrn(rng, country):
    k = rng.randrange(4)
    if country == "US":
        return [digits(rng, 8), "E" + digits(rng, 7), digits(rng, 3) + "-" + digits(rng, 2) + "-" + digits(rng, 3),
                "M" + digits(rng, 9)][k]
    return [digits(rng, 7), digits(rng, 6), "R" + digits(rng, 7), "00" + digits(rng, 6)][k]


def ssn(rng, country):
    if country == "US":
        return "9%02d-%02d-%04d" % (rng.randrange(100), rng.randrange(1, 100), rng.randrange(1, 10000))
    # Centrelink customer reference number (treated as a social security number)
    return "9%02d %03d %03d%s" % (rng.randrange(100), rng.randrange(1000), rng.randrange(1000),
                                  rng.choice("ABCHJKLMNPRSTVWX"))


def healthplan(rng, country, kind=None):
    if country == "US":
        k = kind if kind is not None else rng.randrange(4)
        if k == 0:   # Medicare beneficiary identifier-like
            a = "ACDEFGHJKMNPQRTUVWXY"
            return "%d%s%d%s-%s%d%s-%s%s%d%d" % (
                rng.randrange(1, 10), rng.choice(a), rng.randrange(10), rng.choice(a),
                rng.choice(a), rng.randrange(10), rng.choice(a), rng.choice(a), rng.choice(a),
                rng.randrange(10), rng.randrange(10))
        if k == 1:
            return letters(rng, 3) + digits(rng, 6)
        if k == 2:
            return rng.choice(["TX", "OH", "NM", "CA", "GA"]) + digits(rng, 8)
        return "W" + digits(rng, 8) + "-0" + str(rng.randrange(1, 4))
    k = kind if kind is not None else rng.randrange(3)
    if k == 0:   # Medicare card style
        return "%d%03d %05d %d" % (rng.randrange(2, 7), rng.randrange(1000), rng.randrange(100000),
                                   rng.randrange(1, 10))
    if k == 1:   # DVA file number style
        return rng.choice(["N", "V", "Q", "W", "S", "T"]) + rng.choice(["X", "SM", ""]) + digits(rng, 6)
    return digits(rng, 8)


def account(rng, country):
    k = rng.randrange(4)
    return [digits(rng, 10), "V" + digits(rng, 8), digits(rng, 4) + "-" + digits(rng, 4),
            "ENC" + digits(rng, 7)][k]


def npi(rng):
    base = "1" + digits(rng, 8)
    s = "80840" + base
    tot = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return base + str((10 - tot % 10) % 10)


def dea(rng, last):
    first = rng.choice("ABFGM")
    d = [rng.randrange(10) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    ini = last[0].upper() if last[0].isalpha() else "X"
    return first + ini + "".join(map(str, d)) + str(chk)


def ahpra(rng, prof="MED"):
    return prof + "000" + digits(rng, 7)


def prescriber(rng):
    return digits(rng, 7)


def device_sn(rng, kind="hd"):
    k = rng.randrange(4)
    if kind == "hd":
        return ["5A" + letters(rng, 2) + digits(rng, 5), digits(rng, 4) + letters(rng, 1) + digits(rng, 4),
                "SN" + digits(rng, 8), "HD-" + digits(rng, 6)][k]
    if kind == "pd":
        return ["AC" + digits(rng, 7), "CY-" + digits(rng, 3) + "-" + digits(rng, 4),
                letters(rng, 3) + digits(rng, 6), "PD" + digits(rng, 8)][k]
    return ["ASSET-" + digits(rng, 6), "BM" + digits(rng, 7), letters(rng, 2) + "-" + digits(rng, 5),
            digits(rng, 9)][k]


def plate(rng, country):
    if country == "US":
        k = rng.randrange(3)
        return [str(rng.randrange(1, 9)) + letters(rng, 3) + digits(rng, 3),
                letters(rng, 3) + "-" + digits(rng, 4), letters(rng, 3) + " " + digits(rng, 3)][k]
    k = rng.randrange(3)
    return [letters(rng, 3) + "-" + digits(rng, 3), digits(rng, 1) + letters(rng, 2) + digits(rng, 1) + letters(rng, 2),
            letters(rng, 3) + " " + digits(rng, 2) + letters(rng, 1)][k]


def vin(rng):
    return letters(rng, 1, "123459JKLSW") + letters(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + \
        digits(rng, 1) + letters(rng, 4, "ABCDEFGHJKLMNPRSTUVWXYZ") + digits(rng, 9)


def bioid(rng):
    k = rng.randrange(3)
    return ["FP-" + digits(rng, 5), "PV" + digits(rng, 7), "BIO-" + letters(rng, 2) + digits(rng, 4)][k]


def accession(rng, d, prefix=None):
    yy = d.year % 100
    pre = prefix if prefix is not None else rng.choice(["S", "RB", "NP", "SP", "R"])
    k = rng.randrange(3)
    if k == 0:
        return "%s%02d-%d" % (pre, yy, rng.randrange(100, 99999))
    if k == 1:
        return "%s-%02d-%05d" % (pre, yy, rng.randrange(100000))
    return "%s%02d%06d" % (pre, yy, rng.randrange(1000000))


def unos_id(rng):
    return letters(rng, 3) + digits(rng, 3) + letters(rng, 1)


def order_no(rng):
    return rng.choice(["ORD", "O", "RQ", "LAB"]) + digits(rng, rng.choice([7, 8, 9]))


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, rng, sex=None, pool_first=None):
        self.sex = sex if sex is not None else rng.choice("MF")
        firsts = P.MALE_FIRST if self.sex == "M" else P.FEMALE_FIRST
        self.first = rng.choice(pool_first or firsts)
        self.last = rng.choice(P.SURNAMES)
        if rng.random() < 0.12:
            self.last = self.last + "-" + rng.choice(P.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = P.NICK.get(self.first)

    def title(self, country, rng):
        if getattr(self, "_title", None) is None:
            t = "Mr" if self.sex == "M" else rng.choice(["Mrs", "Ms", "Ms", "Miss"])
            self._title = t + ("." if country == "US" and t != "Miss" else "")
        return self._title

    def form(self, f):
        F, L, M = self.first, self.last, self.mid
        if f == "full":
            return F + " " + L
        if f == "fml":
            return "%s %s. %s" % (F, M, L)
        if f == "fmnl":
            return "%s %s %s" % (F, M, L)
        if f == "lf":
            return L + ", " + F
        if f == "LF":
            return (L + ", " + F).upper()
        if f == "LFM":
            return ("%s, %s %s" % (L, F, M)).upper()
        if f == "LFm":
            return "%s, %s %s." % (L, F, M)
        if f == "last":
            return L
        if f == "LAST":
            return L.upper()
        if f == "first":
            return F
        if f == "nick":
            return self.nick or F
        if f == "initials":
            return "%s.%s." % (F[0], L[0])
        if f == "ini2":
            return F[0] + L[0]
        if f == "ini3":
            return (F[0] + M + L[0]).lower()
        if f == "il":
            return F[0] + ". " + L
        if f == "li":
            return L + " " + F[0]
        if f == "fi":
            return F + " " + L[0] + "."
        raise ValueError(f)
