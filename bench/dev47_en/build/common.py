"""Shared machinery: document builder with span tracking, invented people, formats and common blocks."""
import datetime as dt
import re
import string

import pools as P

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class S:
    """A PHI value to be inserted as a span."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in TYPE2LABEL, t
        self.v = str(v)
        self.t = t

    def __repr__(self):
        return "S(%r,%s)" % (self.v, self.t)


_PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0
        self.lower = False
        self.upper = False

    def _case(self, s):
        if self.lower:
            return s.lower()
        if self.upper:
            return s.upper()
        return s

    def t(self, s):
        s = self._case(s)
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, v, typ):
        v = self._case(str(v))
        self.spans.append((self.n, self.n + len(v), TYPE2LABEL[typ], typ))
        self.parts.append(v)
        self.n += len(v)
        return self

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, S):
                self.p(it.v, it.t)
            elif isinstance(it, (list, tuple)):
                self.add(*it)
            else:
                self.t(str(it))
        return self

    def f(self, tmpl, **kw):
        pos = 0
        for m in _PH.finditer(tmpl):
            self.t(tmpl[pos:m.start()])
            self.add(kw[m.group(1)])
            pos = m.end()
        self.t(tmpl[pos:])
        return self

    def nl(self, k=1):
        return self.t("\n" * k)

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- formats

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

DATE_STYLES = ["us", "us", "us", "us_np", "us_short", "iso", "long", "abbr", "dmy", "dmy_caps", "dash", "abbr_dot"]


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_np":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "abbr":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "abbr_dot":
        mm = MON[m - 1]
        if mm == "Sep":
            mm = "Sept"
        if mm != "May":
            mm += "."
        return "%s %d, %d" % (mm, dd, y)
    if style == "dmy":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dmy_caps":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    if style == "dash":
        return "%02d-%02d-%04d" % (m, dd, y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "md0":
        return "%02d/%02d" % (m, dd)
    if style == "wk_md":
        return "%s %d/%d" % (WDAY[d.weekday()][:3], m, dd)
    if style == "wk_long":
        return "%s, %s %d, %d" % (WDAY[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wk_abbr":
        return "%s %s %d" % (WDAY[d.weekday()][:3], MON[m - 1], dd)
    if style == "my":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "my_abbr":
        return "%s %d" % (MON[m - 1], y)
    if style == "my_num":
        return "%02d/%d" % (m, y)
    if style == "my_apos":
        return "%s '%02d" % (MON[m - 1], y % 100)
    if style == "y":
        return "%d" % y
    if style == "month":
        return MONTHS[m - 1]
    if style == "compact":
        return "%04d%02d%02d" % (y, m, dd)
    raise ValueError(style)


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def numword(n):
    if n < 20:
        return NUMWORDS[n]
    if n < 100:
        t, u = divmod(n, 10)
        return TENS[t] + ("-" + NUMWORDS[u] if u else "")
    return "one hundred" + (" " + numword(n - 100) if n > 100 else "")


# ---------------------------------------------------------------- people

class Person:
    def __init__(self, rng, typ, sex=None, age=None):
        self.rng = rng
        self.typ = typ
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.middle = rng.choice(P.MIDDLE) if rng.random() < 0.6 else None
        self.last = rng.choice(P.SURNAMES)
        if rng.random() < 0.07:
            l2 = rng.choice(P.SURNAMES)
            if " " not in l2 and " " not in self.last and l2 != self.last:
                self.last = self.last + "-" + l2
        self.nick = P.NICK.get(self.first)
        self.age = age

    def S(self, v):
        return S(v, self.typ)

    def fl(self):
        return self.S("%s %s" % (self.first, self.last))

    def fml(self):
        if self.middle:
            return self.S("%s %s. %s" % (self.first, self.middle, self.last))
        return self.fl()

    def lf(self):
        return self.S("%s, %s" % (self.last, self.first))

    def lfm(self):
        return self.S("%s, %s%s" % (self.last, self.first, " " + self.middle if self.middle else ""))

    def LF(self):
        return self.S(("%s, %s%s" % (self.last, self.first, " " + self.middle if self.middle else "")).upper())

    def l(self):
        return self.S(self.last)

    def f(self):
        return self.S(self.first)

    def fi_l(self):
        return self.S("%s. %s" % (self.first[0], self.last))

    def f_li(self):
        return self.S("%s %s." % (self.first, self.last[0]))

    def ini(self, dots=True, low=False):
        parts = [self.first[0], self.last[0]]
        s = ".".join(parts) + "." if dots else "".join(parts)
        return self.S(s.lower() if low else s)

    def ini3(self):
        parts = [self.first[0], (self.middle or "x")[0], self.last[0]]
        if not self.middle:
            parts = [self.first[0], self.last[0]]
        return self.S("".join(parts).lower())

    def title(self):
        return "Mr" if self.sex == "M" else self.rng.choice(["Ms", "Mrs", "Ms"])

    def titled(self, dot=None):
        if dot is None:
            dot = self.rng.random() < 0.6
        return [self.title() + ("." if dot else "") + " ", self.l()]

    def any(self):
        """A random reference form for repeated mentions in body text."""
        r = self.rng.random()
        if r < 0.35:
            return self.titled()
        if r < 0.6:
            return [self.f()] if not self.nick or self.rng.random() < 0.7 else [self.S(self.nick)]
        if r < 0.85:
            return [self.fl()]
        return [self.l()]

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"


REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F", "father": "M", "sister": "F",
           "brother": "M", "granddaughter": "F", "grandson": "M", "niece": "F", "nephew": "M", "fiancée": "F",
           "aunt": "F", "boyfriend": "M", "girlfriend": "F", "stepdaughter": "F", "son-in-law": "M",
           "daughter-in-law": "F"}

CRED = ["MD", "MD", "DO", "MD, FAAD", "NP", "PA-C", "MD, PhD", "DNP, APRN", "FNP-C", "MD, FACS"]


class Staff(Person):
    def __init__(self, rng, cred=None, sex=None):
        super().__init__(rng, "DOCTOR", sex=sex)
        self.cred = cred or rng.choice(CRED)
        self.npi = npi(rng)

    def dr(self):
        if self.cred.startswith(("MD", "DO", "DDS", "DMD", "OD", "Au.D", "AuD", "PhD", "DPM")):
            return [self.rng.choice(["Dr. ", "Dr ", "Dr. "]), self.l()]
        return [self.fl()]

    def signed(self):
        return [self.fml(), ", " + self.cred]

    def ref(self):
        r = self.rng.random()
        if r < 0.5:
            return self.dr()
        if r < 0.8:
            return [self.fl(), ", " + self.cred]
        return [self.fi_l(), " " + self.cred]

    def username(self):
        r = self.rng.random()
        f, l = strip_acc(self.first).lower(), strip_acc(self.last).lower().replace(" ", "").replace("'", "").replace("-", "")
        if r < 0.3:
            u = f[0] + l[:8]
        elif r < 0.55:
            u = f[0] + l[:6] + str(self.rng.randint(1, 9))
        elif r < 0.75:
            u = f + "." + l[:10]
        elif r < 0.9:
            u = l[:6] + f[:2]
        else:
            u = "%s%s%s" % (f[0], (self.middle or "x").lower(), l[:7])
        return S(u, "USERNAME")


_ACC = str.maketrans("áàâäãåçéèêëíìîïñóòôöõøúùûüýÿšžčćłśźżńęąőűşğıðøæœ", "aaaaaaceeeeiiiinoooooouuuuyyszcclszznea" "ousgidoao")


def strip_acc(s):
    s = s.replace("æ", "ae").replace("œ", "oe").replace("ß", "ss")
    out = []
    import unicodedata
    for ch in unicodedata.normalize("NFKD", s):
        if unicodedata.combining(ch):
            continue
        out.append(ch)
    s = "".join(out)
    return s.replace("ø", "o").replace("ł", "l").replace("ð", "d").replace("ı", "i").replace("Ø", "O").replace("Ł", "L")


# ---------------------------------------------------------------- identifiers

def digits(rng, n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng, n, pool=string.ascii_uppercase):
    return "".join(rng.choice(pool) for _ in range(n))


def npi(rng):
    base = "1" + digits(rng, 8)
    # Luhn with 80840 prefix
    s = "80840" + base
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    chk = (10 - tot % 10) % 10
    return base + str(chk)


def dea(rng, last):
    first = rng.choice("ABFGM")
    second = strip_acc(last)[0].upper()
    if not second.isalpha():
        second = "X"
    d = [rng.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return first + second + "".join(map(str, d)) + str(chk)


def mrn(rng, style):
    if style == 0:
        return digits(rng, 8)
    if style == 1:
        return "M" + digits(rng, 7)
    if style == 2:
        return "%s-%s-%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    if style == 3:
        return "E" + digits(rng, 9)
    if style == 4:
        return digits(rng, 6)
    return "00" + digits(rng, 8)


def acct(rng):
    return rng.choice([lambda: digits(rng, 4) + "-" + digits(rng, 4), lambda: "V" + digits(rng, 9),
                       lambda: digits(rng, 10), lambda: "ENC" + digits(rng, 8), lambda: "FIN " + digits(rng, 9),
                       lambda: "A" + digits(rng, 2) + "-" + digits(rng, 6)])()


def healthplan(rng):
    return rng.choice([lambda: letters(rng, 3) + digits(rng, 6), lambda: "W" + digits(rng, 9),
                       lambda: "%s%s%s%s-%s%s%s-%s%s%s%s" % (rng.randint(1, 9), letters(rng, 1), rng.choice("ACDEFGHJKMNPQRTUVWXY"),
                                                              digits(rng, 1), letters(rng, 1), digits(rng, 1), letters(rng, 1),
                                                              letters(rng, 1), letters(rng, 1), digits(rng, 1), digits(rng, 1)),
                       lambda: letters(rng, 2) + digits(rng, 9) + "01", lambda: digits(rng, 11) + "A",
                       lambda: "ZGP" + digits(rng, 8)])()


def group_no(rng):
    return rng.choice([lambda: digits(rng, 6), lambda: "GRP-" + digits(rng, 5), lambda: digits(rng, 5) + "-" + letters(rng, 1),
                       lambda: letters(rng, 2) + digits(rng, 4)])()


def ssn(rng):
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def dl(rng):
    return rng.choice([lambda: letters(rng, 1) + digits(rng, 7), lambda: letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4),
                       lambda: digits(rng, 9), lambda: letters(rng, 2) + digits(rng, 6)])()


def statelic(rng):
    return rng.choice([lambda: "MD" + digits(rng, 6), lambda: "ME-" + digits(rng, 5), lambda: digits(rng, 2) + "." + digits(rng, 6),
                       lambda: "A" + digits(rng, 5), lambda: "DDS-" + digits(rng, 5)])()


def plate(rng):
    return rng.choice([lambda: str(rng.randint(1, 9)) + letters(rng, 3) + digits(rng, 3), lambda: letters(rng, 3) + "-" + digits(rng, 4),
                       lambda: letters(rng, 3) + " " + digits(rng, 3), lambda: digits(rng, 3) + letters(rng, 3)])()


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return "".join(rng.choice(pool) for _ in range(17))


def ip(rng):
    r = rng.random()
    if r < 0.45:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if r < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


AREA = ["207", "216", "234", "251", "262", "270", "302", "308", "316", "319", "336", "341", "352", "406", "417",
        "423", "435", "479", "501", "505", "507", "518", "541", "563", "573", "580", "605", "606", "608", "612",
        "620", "641", "660", "701", "712", "715", "724", "740", "765", "802", "814", "828", "843", "859", "870",
        "903", "907", "920", "928", "931", "936", "970", "978", "985", "989"]


def phone(rng, style=None, ext=None):
    a = rng.choice(AREA)
    l = "01%02d" % rng.randint(0, 99)
    if style is None:
        style = rng.choice([0, 0, 0, 1, 1, 2, 3, 4, 5])
    if style == 0:
        s = "(%s) 555-%s" % (a, l)
    elif style == 1:
        s = "%s-555-%s" % (a, l)
    elif style == 2:
        s = "%s.555.%s" % (a, l)
    elif style == 3:
        s = "%s 555 %s" % (a, l)
    elif style == 4:
        s = "+1 %s-555-%s" % (a, l)
    else:
        s = "1-%s-555-%s" % (a, l)
    if ext is None:
        ext = rng.random() < 0.12
    if ext:
        s += rng.choice([" ext. %d", " x%d", " ext %d", " Ext. %d"]) % rng.randint(2, 4999)
    return s


def pager(rng):
    return rng.choice([lambda: "%d-%04d" % (rng.randint(2, 9), rng.randint(0, 9999)), lambda: digits(rng, 4),
                       lambda: "#%s" % digits(rng, 5)[1:]])()


def email_for(rng, first, last, personal=True):
    f, l = strip_acc(first).lower(), strip_acc(last).lower().replace(" ", "").replace("'", "").replace(".", "")
    dom = rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "example.com"]) if personal \
        else rng.choice(["example.org", "clinic.example.org", "health.example.org", "example.net"])
    r = rng.random()
    if r < 0.3:
        u = "%s.%s" % (f, l)
    elif r < 0.5:
        u = "%s%s%d" % (f[0], l, rng.randint(1, 99))
    elif r < 0.7:
        u = "%s_%s%d" % (f, l[:4], rng.randint(60, 2005) % 100)
    elif r < 0.85:
        u = "%s%s" % (l, f[0])
    else:
        u = "%s.%s" % (f, rng.choice(["runs", "bakes", "fishes", "writes", "rides"]))
    return u + "@" + dom


def url_for(rng, name):
    slug = strip_acc(name).lower().replace("'", "").replace(".", "").replace("&", "and")
    slug = re.sub(r"[^a-z0-9]+", "-", slug).strip("-")
    r = rng.random()
    if r < 0.4:
        return "www.%s.example.org" % slug
    if r < 0.7:
        return "https://%s.example.com/patient-portal" % slug
    if r < 0.85:
        return "https://portal.example.org/%s" % slug
    return "www.example.net/%s/forms" % slug


# ---------------------------------------------------------------- places

class Address:
    def __init__(self, rng, town=None, st=None, unit_ok=True):
        self.rng = rng
        n = rng.randint(2, 19999) if rng.random() < 0.85 else rng.randint(1, 99)
        sname = rng.choice(P.STREET_NAMES)
        if sname.startswith(("County Road", "Route")):
            self.street = "%d %s" % (n, sname)
        else:
            self.street = "%d %s %s" % (n, sname, rng.choice(P.STREET_TYPES))
        if unit_ok and rng.random() < 0.25:
            u = rng.choice(P.UNITS).format(n=rng.randint(1, 420), l=rng.choice("ABCDEF"))
            self.street += rng.choice([", ", " "]) + u
        if unit_ok and rng.random() < 0.05:
            self.street = "PO Box %d" % rng.randint(10, 9999)
        self.city = town or rng.choice(P.TOWNS)
        self.state, self.st = st or rng.choice(P.STATES)
        self.zip = "%05d" % rng.randint(1001, 99950)
        if rng.random() < 0.15:
            self.zip += "-%04d" % rng.randint(0, 9999)

    def one_line(self, full_state=False):
        return [S(self.street, "STREET"), ", ", S(self.city, "CITY"), ", ",
                S(self.state if full_state else self.st, "STATE"), " ", S(self.zip, "ZIP")]

    def two_line(self, caps=False):
        st = self.street.upper() if caps else self.street
        c = self.city.upper() if caps else self.city
        return [S(st, "STREET"), "\n", S(c, "CITY"), ", ", S(self.st, "STATE"), " ", S(self.zip, "ZIP")]

    def city_st(self):
        return [S(self.city, "CITY"), ", ", S(self.st, "STATE")]


class Site:
    """A practice / clinic, optionally affiliated with a hospital."""

    def __init__(self, rng, specialty_words, st=None):
        self.rng = rng
        town = rng.choice(P.TOWNS)
        r = rng.random()
        sw = rng.choice(specialty_words)
        pw = rng.choice([w for w in P.PRACTICE_WORDS if w not in sw])
        if r < 0.35:
            self.name = "%s %s %s" % (town, sw, pw)
        elif r < 0.6:
            self.name = "%s %s %s" % (rng.choice(P.SURNAMES), sw, pw)
        elif r < 0.8:
            self.name = "%s %s" % (rng.choice(["Clearview", "Summit", "Northstar", "Evergreen", "Bluestone", "Brightwater",
                                               "Keystone", "Highpoint", "Cornerstone", "Silver Oak", "Ridgeline", "Harbor"]),
                                   sw + " " + pw)
        else:
            self.name = "%s %s" % (rng.choice(P.HOSP_PREFIX), sw + " " + rng.choice([w for w in ["Clinic", "Center", "Institute"] if w not in sw]))
        self.hospital = "%s %s" % (rng.choice(P.HOSP_PREFIX), rng.choice(P.HOSP_SUFFIX))
        self.addr = Address(rng, town=town, st=st, unit_ok=False)
        if rng.random() < 0.6:
            self.addr.street += ", Suite %d" % rng.randint(100, 950)
        self.phone = phone(rng, ext=False)
        self.fax = phone(rng, ext=False)
        self.url = url_for(rng, self.name)

    def N(self):
        return S(self.name, "HOSPITAL")

    def H(self):
        return S(self.hospital, "HOSPITAL")


def pick_state(rng):
    return rng.choice(P.STATES)


# ---------------------------------------------------------------- context for one note

class Ctx:
    def __init__(self, rng, genre, spec_words, min_age=18, max_age=90, cred_pool=None):
        self.rng = rng
        self.genre = genre
        st = pick_state(rng)
        self.stpair = st
        self.site = Site(rng, spec_words, st=st)
        age = rng.randint(min_age, max_age)
        self.pt = Person(rng, "PATIENT", age=age)
        self.visit = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randint(0, 1390))
        bd = self.visit - dt.timedelta(days=age * 365 + rng.randint(1, 360))
        self.dob = bd
        self.pt.age = (self.visit - bd).days // 365
        self.addr = Address(rng, st=st if rng.random() < 0.85 else None)
        self.doc = Staff(rng, cred=rng.choice(cred_pool) if cred_pool else None)
        self.nurse = Staff(rng, cred=rng.choice(["RN", "LPN", "CMA", "MA", "RN, BSN", "LVN"]))
        self.pcp = Staff(rng, cred=rng.choice(["MD", "DO", "MD", "NP", "PA-C"]))
        self.pcp_site = Site(rng, ["Family Medicine", "Primary Care", "Internal Medicine", "Family Health"], st=st)
        self.mrn = mrn(rng, rng.randint(0, 5))
        self.acct = acct(rng)
        self.ds = rng.choice(DATE_STYLES)
        self.ptphone = phone(rng)
        self.cell = phone(rng, ext=False)
        self.email = email_for(rng, self.pt.first, self.pt.last)
        self.insurer = rng.choice(P.INSURERS)
        self.member = healthplan(rng)
        self.group = group_no(rng)
        self.profession = self.pick_profession()
        self.employer = rng.choice(P.EMPLOYERS)
        self.pharmacy = rng.choice(P.PHARMACY)
        self.relation = rng.choice(P.RELATIONS)
        if self.pt.age < 30:
            self.relation = rng.choice(["mother", "father", "sister", "brother", "boyfriend", "girlfriend", "roommate",
                                        "aunt", "friend", "partner", "wife", "husband"])
        self.rel = Person(rng, "FAMILY", sex=REL_SEX.get(self.relation))
        self.relphone = phone(rng)
        self.user = self.doc.username()
        self.room_lbl = rng.choice(["Exam", "Rm", "Room", "Exam Room", "Procedure Rm", "Exam Rm"])
        self.room_no = str(rng.randint(1, 24)) + (rng.choice("ABC") if rng.random() < 0.2 else "")

    def ROOM(self):
        return [self.room_lbl + " ", S(self.room_no, "LOCATION_OTHER")]

    def set_doc(self, staff):
        self.doc = staff
        self.user = staff.username()
        return staff

    def pick_profession(self):
        rng = self.rng
        self.retired = False
        for _ in range(80):
            p = rng.choice(P.PROFESSIONS)
            if self.pt.sex == "M" and p in ("stay-at-home mother", "waitress", "seamstress", "nanny"):
                continue
            if self.pt.age > 30 and "student" in p:
                continue
            if self.pt.age < 23 and p in ("professor", "attorney", "pastor", "architect", "air traffic controller"):
                continue
            if p.startswith("retired "):
                if self.pt.age < 58:
                    continue
                self.retired = True
                return p[8:]
            if self.pt.age > 70 and rng.random() < 0.75:
                if "student" in p or p in ("stay-at-home mother", "homemaker", "Army veteran"):
                    continue
                self.retired = True
                return p.replace("night-shift ", "")
            return p
        return "homemaker"

    def job(self):
        p = self.profession
        rng = self.rng
        if self.retired:
            return rng.choice([["is a retired ", S(p, "PROFESSION")], ["is retired (former ", S(p, "PROFESSION"), ")"],
                               ["retired from work as " + art(p) + " ", S(p, "PROFESSION")]])
        if p in ("homemaker", "stay-at-home mother", "Army veteran", "college student", "graduate student", "high-school student"):
            return ["is " + art(p) + " ", S(p, "PROFESSION")]
        return [rng.choice(["works as ", "is employed as ", "is "]) + art(p) + " ", S(p, "PROFESSION")]

    def a_prof(self):
        if self.retired:
            return ["a retired ", S(self.profession, "PROFESSION")]
        return [art(self.profession) + " ", S(self.profession, "PROFESSION")]

    def prof_np(self):
        if self.retired:
            return ["retired ", S(self.profession, "PROFESSION")]
        return [S(self.profession, "PROFESSION")]

    def set_working(self, pool=None):
        self.retired = False
        if pool or "student" in self.profession or self.profession in ("homemaker", "stay-at-home mother", "Army veteran"):
            self.profession = self.rng.choice(pool or ["warehouse associate", "cashier", "carpenter", "home health aide", "bus driver",
                                                       "bookkeeper", "line cook", "security guard"])

    # date helpers
    def D(self, d=None, style=None):
        return S(fdate(d or self.visit, style or self.ds), "DATE")

    def before(self, lo, hi):
        return self.visit - dt.timedelta(days=self.rng.randint(lo, hi))

    def after(self, lo, hi):
        return self.visit + dt.timedelta(days=self.rng.randint(lo, hi))

    def DOB(self, style=None):
        return S(fdate(self.dob, style or self.ds), "DATE")

    def AGE(self):
        return S(self.pt.age, "AGE")

    def a_age(self):
        ph = self.age_phrase()
        first = ph[0].v if isinstance(ph[0], S) else ph[0]
        if first[:1].isdigit():
            an = first.startswith("8") or first in ("11", "18")
        else:
            an = first[:1].lower() in "aeiou"
        return [("an " if an else "a ")] + list(ph)

    def sexw(self):
        return "male" if self.pt.sex == "M" else "female"

    def age_phrase(self):
        """e.g. '64-year-old female', '64 yo F', '64yo m'."""
        r = self.rng.random()
        a = self.AGE()
        sx = self.pt.sex
        if r < 0.3:
            return [a, "-year-old " + self.rng.choice([self.sexw(), "man" if sx == "M" else "woman"])]
        if r < 0.5:
            return [a, " yo " + sx]
        if r < 0.62:
            return [a, "yo " + sx.lower()]
        if r < 0.72:
            return [a, " y/o " + self.sexw()]
        if r < 0.82:
            return [a, " " + sx]
        if r < 0.9:
            return [a, "-yr-old " + ("gentleman" if sx == "M" else "lady")]
        return ["%s aged " % ("man" if sx == "M" else "woman"), S(numword(self.pt.age), "AGE")]


def art(word):
    return "an" if word[:1].lower() in "aeio" or word.startswith(("hour", "honest")) else "a"


# ---------------------------------------------------------------- common blocks

def header(d, c, title, kind=None):
    rng = c.rng
    kind = kind or rng.choice(["banner", "letterhead", "simple", "form", "banner2"])
    pt = c.pt
    if kind == "banner":
        d.add(pt.LF(), "   MRN: ", S(c.mrn, "MRN"), "   DOB: ", c.DOB("us"), " (", c.AGE(),
              rng.choice([" y)", " yrs)", "y)", " yo)"]), "   Sex: ", pt.sex, "\n")
        d.add("Encounter: ", S(c.acct, "ACCOUNT"), "   Date: ", c.D(), "   Location: ", c.site.N(), "\n")
        d.add("Provider: ", c.doc.fl(), ", ", c.doc.cred, "   PCP: ", c.pcp.lf(), "\n")
        d.t("=" * 78 + "\n")
        d.t(title.upper() + "\n\n")
    elif kind == "banner2":
        d.add(c.site.H(), " | ", c.site.N(), "\n")
        d.add("Patient: ", pt.lfm(), " | MRN ", S(c.mrn, "MRN"), " | DOB ", c.DOB(), " | ", c.AGE(), " ", pt.sex,
              " | Visit ", c.D(), "\n")
        d.add("Printed by ", c.user, " on ", c.D(c.after(0, 20), "us"), " ", "%02d:%02d" % (rng.randint(6, 19), rng.randint(0, 59)),
              " from workstation ", S(ip(rng), "IPADDR"), "\n")
        d.t("-" * 72 + "\n" + title + "\n\n")
    elif kind == "letterhead":
        d.add(c.site.N(), "\n")
        if rng.random() < 0.5:
            d.add("A department of ", c.site.H(), "\n")
        d.add(c.site.addr.two_line(), "\n")
        d.add("Tel ", S(c.site.phone, "PHONE"), rng.choice([" | ", "   ", " · "]), "Fax ", S(c.site.fax, "FAX"), "\n")
        if rng.random() < 0.6:
            d.add(S(c.site.url, "URL"), "\n")
        d.t("\n")
        d.add(title, "\n\n")
        d.add("Patient: ", pt.fml(), "\nDOB: ", c.DOB(), "\nMRN: ", S(c.mrn, "MRN"), "\nDate of service: ", c.D(), "\n\n")
    elif kind == "simple":
        d.add(title, "\n")
        d.add("Name: ", pt.fl(), "    DOB: ", c.DOB(), "    Age: ", c.AGE(), "\n")
        d.add("MRN: ", S(c.mrn, "MRN"), "    Acct#: ", S(c.acct, "ACCOUNT"), "\n")
        d.add("DOS: ", c.D(), "    Clinic: ", c.site.N(), "    ", c.ROOM(), "\n")
        d.add("Attending: ", c.doc.ref(), "\n\n")
    else:  # form, aligned columns
        rows = [("Patient Name", [pt.LF()]), ("Date of Birth", [c.DOB()]), ("Age/Sex", [c.AGE(), "/" + pt.sex]),
                ("MRN", [S(c.mrn, "MRN")]), ("Visit Date", [c.D()]), ("Visit #", [S(c.acct, "ACCOUNT")]),
                ("Provider", [c.doc.fl(), " " + c.doc.cred]), ("Referring", [c.pcp.dr()]),
                ("Location", [c.site.N(), ", ", c.ROOM()])]
        d.add(c.site.N(), " - ", title, "\n\n")
        for k, v in rows:
            d.add(k.ljust(16), ": ", v, "\n")
        d.t("\n")


def demographics(d, c, compact=False):
    rng = c.rng
    pt = c.pt
    if compact:
        d.add("Addr: ", c.addr.one_line(), "  Ph: ", S(c.ptphone, "PHONE"), "\n")
        d.add("Ins: ", S(c.insurer, "ORGANIZATION"), " #", S(c.member, "HEALTHPLAN"), "\n")
        return
    d.t("DEMOGRAPHICS\n")
    d.add("Address: ", c.addr.one_line(rng.random() < 0.2), "\n")
    d.add("Home: ", S(c.ptphone, "PHONE"), "   Cell: ", S(c.cell, "PHONE"), "\n")
    if rng.random() < 0.7:
        d.add("Email: ", S(c.email, "EMAIL"), "\n")
    d.add("Primary insurance: ", S(c.insurer, "ORGANIZATION"), "  Member ID: ", S(c.member, "HEALTHPLAN"),
          "  Group: ", S(c.group, "HEALTHPLAN"), "\n")
    if rng.random() < 0.25:
        d.add("SSN: ", S(ssn(rng) if rng.random() < 0.6 else "XXX-XX-" + digits(rng, 4), "SSN"), "\n")
    d.add("Emergency contact: ", c.rel.fl(), " (", c.relation, ") ", S(c.relphone, "PHONE"), "\n")
    d.add("PCP: ", c.pcp.fl(), ", ", c.pcp.cred, " - ", c.pcp_site.N(), "\n")
    d.add("Preferred pharmacy: ", S(c.pharmacy, "HOSPITAL"), ", ", S(c.addr.city if rng.random() < 0.5 else rng.choice(P.TOWNS), "CITY"),
          " ", S(phone(rng, ext=False), "PHONE"), "\n\n")


def social(d, c, lead="SOCIAL HISTORY: "):
    rng = c.rng
    pt = c.pt
    bits = []
    r = rng.random()
    d.t(lead)
    if r < 0.5 and not c.retired:
        d.add("Works as ", art(c.profession), " ", S(c.profession, "PROFESSION"), " at ", S(c.employer, "ORGANIZATION"), ". ")
    elif r < 0.75:
        d.add(pt.he().capitalize(), " ", c.job(), ". ")
    else:
        d.add("Occupation: ", c.prof_np(), ". ")
    d.add("Lives in ", S(c.addr.city, "CITY"), " with ", pt.his(), " ", c.relation, " ", c.rel.f(), ". ")
    if rng.random() < 0.3:
        d.add("Born in ", S(rng.choice(P.COUNTRIES), "COUNTRY"), ", moved here in ", S(str(rng.randint(1970, 2019)), "DATE"), ". ")
    d.t(rng.choice(["Never smoker. ", "Former smoker, quit %d years ago. " % rng.randint(2, 30), "Smokes 1/2 ppd. ",
                    "Vapes daily. ", "Denies tobacco. "]))
    d.t(rng.choice(["Alcohol: social. ", "EtOH 2-3 beers/wk. ", "No alcohol. ", "Wine with dinner. "]))
    d.t(rng.choice(["No illicit drugs.", "Denies drug use.", "Occasional cannabis.", "Remote cocaine use, none in >10 years."]))
    d.t("\n\n")


def signature(d, c, kind=None):
    rng = c.rng
    kind = kind or rng.choice(["esign", "dictation", "plain", "scribe", "esign"])
    t = "%02d:%02d" % (rng.randint(7, 20), rng.randint(0, 59))
    if kind == "esign":
        d.add("\nElectronically signed by: ", c.doc.fml(), ", ", c.doc.cred, " on ", c.D(c.after(0, 3), "us"), " at ", t, "\n")
        if rng.random() < 0.5:
            d.add("NPI: ", S(c.doc.npi, "LICENSE"), "\n")
    elif kind == "dictation":
        d.add("\n", c.doc.fml(), ", ", c.doc.cred, "\n")
        tx = Person(rng, "DOCTOR")
        d.add("D: ", c.D(None, "us"), " ", t, "\nT: ", c.D(c.after(0, 2), "us"), "\n")
        d.add("DD/", c.doc.ini(dots=False, low=False), "/", tx.ini(dots=False, low=True), "  Job #", S(digits(rng, 7), "IDNUM"), "\n")
    elif kind == "scribe":
        sc = Person(rng, "DOCTOR")
        d.add("\nScribe attestation: I, ", sc.fl(), ", am scribing for and in the presence of ", c.doc.dr(), ".\n")
        d.add("Provider attestation: I, ", c.doc.fl(), ", ", c.doc.cred,
              ", personally performed the services described and reviewed the scribed documentation.\n")
        d.add("Signed ", c.D(c.after(0, 2)), " ", t, "\n")
    else:
        d.add("\n", rng.choice(["Sincerely,", "Thank you,", "Regards,", "--"]), "\n\n", c.doc.fl(), ", ", c.doc.cred, "\n")
        d.add(c.site.N(), "\n")
    if rng.random() < 0.45:
        d.add("cc: ", c.pcp.dr(), ", ", c.pcp_site.N(), " (fax ", S(c.pcp_site.fax, "FAX"), ")\n")


def footer(d, c):
    rng = c.rng
    if rng.random() < 0.5:
        d.add("\n", "-" * 60, "\n", c.pt.LF(), " | MRN ", S(c.mrn, "MRN"), " | DOB ", c.DOB("us"), " | Page 1 of 1\n")
    if rng.random() < 0.25:
        d.add("Printed ", c.D(c.after(0, 60), "us"), " by ", c.user, "\n")


def vitals(c):
    rng = c.rng
    return "BP %d/%d  HR %d  T %.1f F  RR %d  SpO2 %d%%  Wt %d lb" % (
        rng.randint(102, 168), rng.randint(58, 98), rng.randint(54, 104), rng.uniform(97.1, 99.4), rng.randint(12, 20),
        rng.randint(92, 100), rng.randint(110, 320))


def meds_list(rng, pool, k):
    return rng.sample(pool, k)


COMMON_MEDS = ["lisinopril 20 mg daily", "atorvastatin 40 mg qhs", "metformin 1000 mg BID", "levothyroxine 75 mcg daily",
               "omeprazole 20 mg daily", "sertraline 50 mg daily", "amlodipine 5 mg daily", "aspirin 81 mg daily",
               "losartan 50 mg daily", "hydrochlorothiazide 25 mg daily", "gabapentin 300 mg TID",
               "montelukast 10 mg qhs", "fluticasone nasal 2 sprays daily", "vitamin D3 2000 IU daily",
               "escitalopram 10 mg daily", "tamsulosin 0.4 mg qhs", "albuterol HFA prn", "carvedilol 12.5 mg BID",
               "apixaban 5 mg BID", "furosemide 20 mg daily", "cetirizine 10 mg daily", "bupropion XL 150 mg daily",
               "trazodone 50 mg qhs", "pantoprazole 40 mg daily", "rosuvastatin 10 mg daily"]
ALLERGIES = ["NKDA", "PCN (rash)", "sulfa - hives", "codeine (nausea)", "latex", "NKDA", "iodinated contrast",
             "adhesive tape", "cephalexin - rash", "NKDA", "shellfish", "morphine (itching)"]


# ---------------------------------------------------------------- extra blocks used across genres

PMH_POOL = ["hypertension", "type 2 diabetes", "hyperlipidemia", "GERD", "asthma", "COPD", "hypothyroidism", "depression",
            "generalized anxiety disorder", "osteoarthritis", "CKD stage 3a", "atrial fibrillation", "CAD s/p PCI", "obesity",
            "migraine", "BPH", "gout", "iron-deficiency anemia", "psoriasis", "OSA", "prediabetes", "osteopenia"]
PSH_POOL = ["appendectomy", "cholecystectomy", "C-section", "hysterectomy", "knee arthroscopy", "tonsillectomy", "hernia repair",
            "ORIF R wrist", "TKA L", "lumbar laminectomy", "carpal tunnel release", "cataract extraction OU"]
ROS_LINES = ["Constitutional: no fever, chills or night sweats.", "Eyes: no acute vision change.", "ENT: no epistaxis.",
             "CV: no chest pain, palpitations or edema.", "Resp: no SOB or cough.", "GI: no N/V/D, no melena.",
             "GU: no dysuria.", "MSK: chronic back pain.", "Skin: see HPI.", "Neuro: no focal weakness, no syncope.",
             "Psych: mood stable.", "Endo: no heat/cold intolerance.", "Heme: bruises easily on aspirin.",
             "All other systems reviewed and negative."]


def pmh_block(d, c, style=None):
    rng = c.rng
    style = style or rng.choice(["headed", "inline"])
    pmh = rng.sample(PMH_POOL, rng.randint(2, 5))
    psh = rng.sample(PSH_POOL, rng.randint(0, 3))
    if style == "headed":
        d.t("PAST MEDICAL HISTORY:\n")
        for p in pmh:
            d.t("- %s\n" % p)
        d.t("PAST SURGICAL HISTORY:\n")
        if not psh:
            d.t("- none\n")
        for p in psh:
            d.add("- ", p, " (", S(str(rng.randint(max(1960, c.dob.year + 5), c.visit.year)), "DATE"), ")\n")
    else:
        d.add("PMH: ", ", ".join(pmh), ". PSH: ")
        if not psh:
            d.t("none")
        for i, p in enumerate(psh):
            d.add(p, " ", S(fdate(c.before(200, 9000), rng.choice(["y", "my_num", "y"])), "DATE"), "; " if i < len(psh) - 1 else "")
        d.t(".\n")
    fam = rng.sample([("mother", "F"), ("father", "M"), ("sister", "F"), ("brother", "M"), ("maternal grandmother", "F"), ("son", "M")], rng.randint(1, 3))
    d.t("FAMILY HISTORY: ")
    parts = []
    for i, (who, sx) in enumerate(fam):
        cond = rng.choice(["MI", "breast cancer", "T2DM", "stroke", "colon cancer", "dementia", "melanoma", "glaucoma", "OSA", "obesity"])
        if rng.random() < 0.5:
            d.add(who, " - ", cond, " (died at ", S(str(rng.randint(48, 96)), "AGE"), ")")
        else:
            d.add(who, " - ", cond, " at age ", S(str(rng.randint(35, 80)), "AGE"))
        d.t("; " if i < len(fam) - 1 else ".\n")
    d.add("MEDICATIONS: ", "; ".join(rng.sample(COMMON_MEDS, rng.randint(1, 6))), "\nALLERGIES: ", rng.choice(ALLERGIES), "\n\n")


def ros(d, c):
    rng = c.rng
    d.t("REVIEW OF SYSTEMS:\n")
    for ln in rng.sample(ROS_LINES[:-1], rng.randint(4, 8)):
        d.t("  " + ln + "\n")
    d.t("  " + ROS_LINES[-1] + "\n\n")


def facesheet(d, c):
    rng = c.rng
    pt = c.pt
    d.add("\n", "=" * 24, " PATIENT REGISTRATION / FACE SHEET ", "=" * 24, "\n")
    d.add("Printed ", c.D(c.after(0, 5), "us"), " by ", Staff(rng, cred="clerk").username(), "\n")
    rows = [("Name", [pt.LF()]), ("Preferred name", [S(pt.nick or pt.first, "PATIENT")]), ("DOB", [c.DOB("us")]), ("Age", [c.AGE()]),
            ("Sex", [pt.sex]), ("MRN", [S(c.mrn, "MRN")]), ("Address", [c.addr.one_line()]), ("Home phone", [S(c.ptphone, "PHONE")]),
            ("Mobile", [S(c.cell, "PHONE")]), ("Email", [S(c.email, "EMAIL")])]
    if rng.random() < 0.6:
        rows.append(("SSN", [S(ssn(rng) if rng.random() < 0.6 else "XXX-XX-" + digits(rng, 4), "SSN")]))
    if rng.random() < 0.4:
        rows.append(("Driver's lic", [S(dl(rng), "LICENSE"), " (", S(c.addr.st, "STATE"), ")"]))
    rows += [("Language", [rng.choice(["English", "Spanish", "English", "Vietnamese", "Polish", "Portuguese", "Arabic"])]),
             ("Employer", [S(c.employer, "ORGANIZATION")] if not c.retired else ["retired"]),
             ("Occupation", c.prof_np()),
             ("Emergency contact", [c.rel.fl(), " (", c.relation, ") ", S(c.relphone, "PHONE")]),
             ("Guarantor", [pt.fl() if rng.random() < 0.6 else c.rel.fl()]),
             ("Primary ins", [S(c.insurer, "ORGANIZATION")]), ("Member ID", [S(c.member, "HEALTHPLAN")]), ("Group", [S(c.group, "HEALTHPLAN")]),
             ("Account #", [S(c.acct, "ACCOUNT")]), ("PCP", [c.pcp.fl(), ", ", c.pcp_site.N(), " ", S(c.pcp_site.phone, "PHONE")]),
             ("Pharmacy", [S(c.pharmacy, "HOSPITAL")]), ("Portal user", [S(strip_acc(pt.first[0] + pt.last).lower().replace(" ", "").replace("'", "") + digits(rng, 2), "USERNAME")])]
    w = max(len(k) for k, _ in rows) + 2
    for k, v in rows:
        d.add((k + ":").ljust(w), v, "\n")


def portal_message(d, c):
    rng = c.rng
    pt = c.pt
    sent = c.after(1, 20)
    d.add("\n--- Patient portal message ---\nFrom: ", pt.fl(), " <", S(c.email, "EMAIL"), ">\nSent: ", c.D(sent, rng.choice(["wk_long", "us"])),
          " %d:%02d %s from IP " % (rng.randint(1, 12), rng.randint(0, 59), rng.choice(["AM", "PM"])), S(ip(rng), "IPADDR"), "\n")
    d.add("Subject: ", rng.choice(["question about my visit", "refill", "test results?", "appointment change", "bill"]), "\n\n")
    msgs = [["Hi, this is ", pt.f(), ". ", rng.choice(["Can I move my appointment to ", "Is it ok to take my meds before the appt on "]),
             c.D(c.after(20, 60), rng.choice(["md", "long", "wk_abbr"])), "? My ", c.relation, " ", c.rel.f(), " can only drive me then. Thanks, ", pt.f()],
            ["Hello Dr. ", c.doc.l(), ", I forgot to ask - ", rng.choice(["is the itching normal", "can I go swimming", "how long until I get results",
                                                                         "should I still take the vitamin"]), "? You can call me at ", S(c.cell, "PHONE"), ". ", pt.ini(dots=False)]]
    d.add(*rng.choice(msgs))
    d.add("\n\nReply (", c.D(sent + dt.timedelta(days=rng.randint(0, 2)), "us"), ", ", c.nurse.fl(), ", ", c.nurse.cred, "): ",
          rng.choice(["Yes, that is fine.", "Rescheduled - see confirmation.", "Results are pending, we will call you.",
                      "Dr. reviewed, no changes needed."]), "\n")


def phone_log(d, c):
    rng = c.rng
    d.t("\nTELEPHONE LOG\n")
    for i in range(rng.randint(2, 4)):
        day = c.after(1 + i * 3, 3 + i * 4)
        who = rng.choice(["pt", c.relation, "pharmacy", "insurance"])
        d.add(c.D(day, rng.choice(["us", "md"])), " %02d:%02d " % (rng.randint(8, 17), rng.randint(0, 59)), c.nurse.ini(dots=False), ": ")
        if who == "pharmacy":
            d.add(S(c.pharmacy, "HOSPITAL"), " called re: ", rng.choice(["PA needed", "quantity clarification", "refill request"]), ".")
        elif who == "insurance":
            d.add(S(c.insurer, "ORGANIZATION"), " rep ", Person(rng, "FAMILY").f(), " - ref # ", S(digits(rng, 9), "IDNUM"), ".")
        elif who == "pt":
            d.add("spoke w/ pt at ", S(c.cell, "PHONE"), ", ", rng.choice(["doing well", "questions answered", "LVM to call back"]), ".")
        else:
            d.add(c.relation, " ", c.rel.f(), " called for update; ", rng.choice(["HIPAA release on file", "pt verbal consent obtained"]), ".")
        d.t("\n")


def appendix(d, c):
    """Print-packet attachments appended to some notes."""
    rng = c.rng
    r = rng.random()
    if r < 0.12:
        facesheet(d, c)
    elif r < 0.22:
        portal_message(d, c)
    elif r < 0.34:
        phone_log(d, c)


def instructions(d, c, lines, title=None):
    rng = c.rng
    d.t("\n" + (title or rng.choice(["PATIENT INSTRUCTIONS", "After Visit Summary - Instructions", "Patient Education Provided",
                                     "DISCHARGE / HOME INSTRUCTIONS"])) + "\n")
    bullet = rng.choice(["- ", "* ", "o ", ""])
    for i, ln in enumerate(rng.sample(lines, min(len(lines), rng.randint(3, 6))), 1):
        d.t(("%d. " % i if not bullet else bullet) + ln + "\n")
    d.add("Questions: call ", S(c.site.phone, "PHONE"), rng.choice([" (Mon-Fri 8-5). ", ". ", " during office hours. "]))
    if rng.random() < 0.5:
        d.add("After hours: ", S(phone(rng), "PHONE"), ". ")
    if rng.random() < 0.5:
        d.add("Portal: ", S(c.site.url, "URL"), ". ")
    d.add("Next appointment: ", c.D(c.after(14, 200), rng.choice(["wk_long", "us", "long", "wk_abbr"])),
          " at %s" % rng.choice(["8:00 AM", "8:30 AM", "9:15 AM", "10:00 AM", "10:45 AM", "11:30 AM", "1:00 PM", "1:40 PM", "2:15 PM", "3:30 PM", "4:00 PM"]), " with ", c.doc.dr() if rng.random() < 0.6 else c.doc.fl(), ".\n")


def orders(d, c, items):
    rng = c.rng
    d.t("\nORDERS\n")
    for it in rng.sample(items, min(len(items), rng.randint(2, 4))):
        d.add("  ", it, rng.choice(["  order #", "  #", "  (order ", "  req "]))
        if d.parts[-1].endswith("(order "):
            d.add(S(digits(rng, 9), "IDNUM"), ")")
        else:
            d.add(S(rng.choice(["ORD", "", "RQ"]) + digits(rng, 8), "IDNUM"))
        d.add("  ", rng.choice(["routine", "stat", "future"]), "\n")


def placard_form(d, c):
    rng = c.rng
    d.add("\nForms: Disabled parking placard application (", S(c.addr.state, "STATE"), " form ", rng.choice(["MV-664.1", "DP-1", "REG 195", "HS-09"]),
          ") completed - ", rng.choice(["cannot walk 200 ft without stopping", "requires use of a cane", "severe limitation from lung disease"]),
          "; ", rng.choice(["permanent", "temporary, 6 months"]), ". Vehicle plate ", S(plate(rng), "VEHICLE"), rng.choice(["", " (", " - "]))
    if d.parts[-1].endswith("("):
        d.add(c.relation, "'s car)")
    elif d.parts[-1].endswith("- "):
        d.add("previous placard # ", S(letters(rng, 1) + digits(rng, 6), "IDNUM"))
    d.t(".\n")
