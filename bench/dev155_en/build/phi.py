"""PHI value makers and the single-pass note builder for dev155_en."""
import datetime as dt
import re
import string

import pools as PL

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class P:
    """A PHI piece: value text plus fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABEL, t
        assert v and v == v.strip(), repr(v)
        self.v, self.t = v, t


class NB:
    """Note builder: appends pieces in one pass and records PHI offsets as they are appended."""
    _ph = re.compile(r"(\{\w+\})")

    def __init__(self):
        self.buf, self.pos, self.spans = [], 0, []

    def add(self, x):
        if x is None:
            return self
        if isinstance(x, (int, float)) and not isinstance(x, bool):
            x = str(x)
        if isinstance(x, str):
            self.buf.append(x)
            self.pos += len(x)
        elif isinstance(x, P):
            self.spans.append((self.pos, self.pos + len(x.v), x.t))
            self.buf.append(x.v)
            self.pos += len(x.v)
        elif isinstance(x, (list, tuple)):
            for y in x:
                self.add(y)
        else:
            raise TypeError(type(x))
        return self

    def f(self, tmpl, **kw):
        for part in self._ph.split(tmpl):
            if len(part) > 2 and part[0] == "{" and part[-1] == "}" and part[1:-1] in kw:
                self.add(kw[part[1:-1]])
            else:
                self.add(part)
        return self

    def text(self):
        return "".join(self.buf)


# ---------------------------------------------------------------- numbers / words
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MON3 = [m[:3] for m in MON]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(r, d, style=None):
    """Return a date string in a random (or given) style."""
    styles = ["mdy", "mdy0", "mdyy", "iso", "long", "longnc", "dmy", "mon3", "wd_long", "wd_short",
              "md", "mon_day", "dot", "dash"]
    s = style or r.choice(styles)
    m, dd, y = d.month, d.day, d.year
    if s == "mdy":
        return f"{m}/{dd}/{y}"
    if s == "mdy0":
        return f"{m:02d}/{dd:02d}/{y}"
    if s == "mdyy":
        return f"{m}/{dd}/{y % 100:02d}"
    if s == "iso":
        return d.isoformat()
    if s == "long":
        return f"{MON[m-1]} {dd}, {y}"
    if s == "longnc":
        return f"{MON[m-1]} {dd} {y}"
    if s == "dmy":
        return f"{dd} {MON[m-1]} {y}"
    if s == "mon3":
        return f"{MON3[m-1]} {dd}, {y}"
    if s == "wd_long":
        return f"{WD[d.weekday()]}, {MON[m-1]} {dd}, {y}"
    if s == "wd_short":
        return f"{WD[d.weekday()][:3]} {m}/{dd}"
    if s == "md":
        return f"{m}/{dd}"
    if s == "mon_day":
        return f"{MON[m-1]} {dd}"
    if s == "dot":
        return f"{m:02d}.{dd:02d}.{y}"
    if s == "dash":
        return f"{m:02d}-{dd:02d}-{y}"
    if s == "my":
        return f"{MON[m-1]} {y}"
    if s == "my_num":
        return f"{m:02d}/{y}"
    if s == "y":
        return str(y)
    if s == "dmon":
        return f"{dd}-{MON3[m-1]}-{y}"
    raise ValueError(s)


def D(r, d, style=None):
    return P(fmt_date(r, d, style), "DATE")


HOLIDAYS = ["Christmas", "Thanksgiving", "New Year's Day", "Easter", "the Fourth of July", "Labor Day",
            "Memorial Day", "Halloween", "Christmas Eve", "Valentine's Day", "Diwali", "Eid"]


def holiday(r):
    h = r.choice(HOLIDAYS)
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return P(h, "DATE")


# ---------------------------------------------------------------- identifiers
def digits(r, n):
    return "".join(r.choice(string.digits) for _ in range(n))


def letters(r, n):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def mrn(r):
    k = r.randrange(5)
    if k == 0:
        return digits(r, 8)
    if k == 1:
        return "E" + digits(r, 7)
    if k == 2:
        return f"{digits(r, 2)}-{digits(r, 2)}-{digits(r, 2)}"
    if k == 3:
        return "MR" + digits(r, 6)
    return digits(r, 3) + " " + digits(r, 3) + " " + digits(r, 3)


def account(r):
    return r.choice([lambda: "ACC" + digits(r, 7), lambda: f"{digits(r, 4)}-{digits(r, 4)}",
                     lambda: "V" + digits(r, 9), lambda: digits(r, 10), lambda: "ENC-" + digits(r, 6)])()


def healthplan(r):
    return r.choice([lambda: letters(r, 3) + digits(r, 9), lambda: digits(r, 11) + "A",
                     lambda: "W" + digits(r, 8), lambda: letters(r, 2) + "-" + digits(r, 6) + "-0" + digits(r, 1),
                     lambda: "GRP" + digits(r, 5)])()


def ssn(r):
    if r.random() < 0.8:
        s = f"9{digits(r, 2)}-{digits(r, 2)}-{digits(r, 4)}"
    else:
        s = f"000-{digits(r, 2)}-{digits(r, 4)}"
    return s if r.random() < 0.85 else s.replace("-", " ")


def npi(r):
    return "1" + digits(r, 9)


def dea(r):
    return r.choice("ABFM") + letters(r, 1) + digits(r, 7)


def state_lic(r, st):
    return r.choice([f"{st}-{digits(r, 6)}", f"MD{digits(r, 6)}", f"{letters(r, 1)}{digits(r, 5)}",
                     f"RN{digits(r, 7)}", f"CNM-{digits(r, 4)}"])


def device_sn(r):
    return r.choice([lambda: letters(r, 2) + digits(r, 6), lambda: "SN" + digits(r, 8),
                     lambda: f"{letters(r, 3)}-{digits(r, 5)}-{letters(r, 1)}", lambda: digits(r, 4) + letters(r, 4) + digits(r, 2)])()


def plate(r, st):
    return r.choice([lambda: digits(r, 1) + letters(r, 3) + digits(r, 3), lambda: letters(r, 3) + "-" + digits(r, 4),
                     lambda: letters(r, 3) + " " + digits(r, 3), lambda: digits(r, 3) + " " + letters(r, 3)])()


def vin(r):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def bioid(r):
    return r.choice([lambda: "FP-" + digits(r, 5), lambda: "BIO" + digits(r, 7), lambda: "PV-" + letters(r, 2) + digits(r, 4),
                     lambda: "FACE-" + digits(r, 6), lambda: "VP" + digits(r, 6)])()


def idnum(r, kind="acc"):
    y = r.randrange(19, 26)
    return r.choice([lambda: f"S{y}-{digits(r, 5)}", lambda: f"GYN{y}-{digits(r, 4)}", lambda: f"C{y}-{digits(r, 6)}",
                     lambda: "ORD" + digits(r, 8), lambda: "REQ-" + digits(r, 6), lambda: f"{y}-CY-{digits(r, 5)}",
                     lambda: "SP" + digits(r, 7), lambda: f"L{digits(r, 9)}"])()


# ---------------------------------------------------------------- contacts
def phone(r, area=None, ext=False):
    a = area or r.choice(["614", "319", "503", "814", "312", "505", "218", "706", "808", "928", "251",
                          "860", "715", "423", "360", "831", "606", "616", "919", "713"])
    n = digits(r, 4)
    k = r.randrange(6)
    if k == 0:
        s = f"({a}) 555-{n}"
    elif k == 1:
        s = f"{a}-555-{n}"
    elif k == 2:
        s = f"{a}.555.{n}"
    elif k == 3:
        s = f"+1 {a} 555 {n}"
    elif k == 4:
        s = f"1-{a}-555-{n}"
    else:
        s = f"({a})555-{n}"
    if ext:
        s += r.choice([f" ext. {digits(r, 3)}", f" x{digits(r, 4)}", f" ext {digits(r, 2)}"])
    return s


def pager(r):
    return r.choice([f"{digits(r, 1)}-{digits(r, 4)}", f"555-{digits(r, 4)}", f"#{digits(r, 4)}"]).lstrip("#")


def ascii_slug(s):
    repl = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ñ": "n", "ś": "s", "ř": "r", "ã": "a", "ç": "c"}
    return "".join(repl.get(c, c) for c in s.lower() if c.isalnum() or c in repl)


def email(r, first, last):
    dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "patients.example.org"])
    f, l = ascii_slug(first), ascii_slug(last)
    u = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l[:3]}{r.randrange(10, 99)}", f"{l}.{f}", f"{f}_{r.randrange(1980, 2005)}"])
    return f"{u}@{dom}"


def username(r, first, last):
    f, l = ascii_slug(first), ascii_slug(last)
    return r.choice([f"{f[0]}{l}{r.randrange(1, 99)}", f"{f}.{l[:1]}", f"{l}{f[:2]}", f"{f}{r.randrange(1980, 2005)}",
                     f"{f[:3]}_{l[:4]}"])


def url(r, base=None):
    host = base or r.choice(["portal.example.org", "www.example.com", "mychart.example.net", "www.example.org",
                             "health.example.com"])
    path = r.choice(["", "/portal", "/login", "/ob/intake", "/msg/" + digits(r, 6), "/results", "/pay/" + digits(r, 5)])
    scheme = r.choice(["https://", "http://", ""])
    if not scheme and not host.startswith("www."):
        scheme = "https://"
    return scheme + host + path


def ip(r):
    k = r.randrange(3)
    if k == 0:
        return f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}"
    if k == 1:
        return f"192.168.{r.randrange(256)}.{r.randrange(1, 255)}"
    return f"172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(1, 255)}"


# ---------------------------------------------------------------- people and cases
class Person:
    def __init__(self, r, sex="F", kind="PATIENT", first=None, last=None):
        self.sex = sex
        self.kind = kind
        self.first = first or r.choice(PL.FEMALE_FIRST if sex == "F" else PL.MALE_FIRST)
        self.last = last or r.choice(PL.SURNAMES)
        self.mi = r.choice(PL.MIDDLE_INITIALS)
        self.cred = None

    def full(self):
        return P(f"{self.first} {self.last}", self.kind)

    def form(self, r, style=None):
        """A surface form of the name, titles outside the span."""
        t = self.kind
        s = style or r.choice(["full", "full", "lastfirst", "caps", "mi", "title", "first", "initials", "firstl"])
        if s == "full":
            return P(f"{self.first} {self.last}", t)
        if s == "lastfirst":
            return P(f"{self.last}, {self.first}", t)
        if s == "caps":
            return P(f"{self.last.upper()}, {self.first.upper()} {self.mi}", t)
        if s == "mi":
            return P(f"{self.first} {self.mi}. {self.last}", t)
        if s == "title":
            tt = r.choice(["Ms. ", "Ms ", "Mrs. ", "Mrs ", "Miss "] if self.sex == "F" else ["Mr. ", "Mr "])
            return [tt, P(self.last, t)]
        if s == "first":
            return P(self.first, t)
        if s == "initials":
            return P(f"{self.first[0]}.{self.last[0]}.", t)
        if s == "firstl":
            return P(f"{self.first} {self.last[0]}.", t)
        if s == "last":
            return P(self.last, t)
        raise ValueError(s)


class Clin(Person):
    def __init__(self, r, cred=None):
        sex = r.choice("FFFM")
        super().__init__(r, sex, "DOCTOR")
        self.cred = cred or r.choice(PL.CLIN_CRED)
        self.npi = npi(r)
        self.pager = pager(r)

    def sig(self, r, style=None):
        """Clinician reference with credential/title outside the name span."""
        s = style or r.choice(["dr", "drnodot", "cred", "credc", "init", "firstlast"])
        doc = self.cred in ("MD", "DO")
        if s in ("dr", "drnodot") and doc:
            return [("Dr. " if s == "dr" else "Dr "), P(self.last, "DOCTOR")]
        if s == "init":
            return [P(f"{self.first[0]}. {self.last}", "DOCTOR"), ", " + self.cred]
        if s == "firstlast":
            return P(f"{self.first} {self.last}", "DOCTOR")
        return [P(f"{self.first} {self.last}", "DOCTOR"), (", " if s == "credc" else " ") + self.cred]

    def initials(self):
        return P(f"{self.first[0]}{self.last[0]}".lower(), "DOCTOR")


class Case:
    """Everything a note may mention about one patient encounter."""

    def __init__(self, r, sex="F", agemin=18, agemax=44):
        self.r = r
        self.pt = Person(r, sex)
        self.age = r.randrange(agemin, agemax + 1)
        today = dt.date(2019, 1, 1) + dt.timedelta(days=r.randrange(0, 6 * 365))
        self.today = today
        self.dob = dt.date(today.year - self.age, r.randrange(1, 13), r.randrange(1, 29))
        if (self.dob.month, self.dob.day) > (today.month, today.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        city = r.choice(PL.CITIES)
        self.city, self.state, self.st, zp = city
        self.zip = zp + digits(r, 3)
        if r.random() < 0.2:
            self.zip += "-" + digits(r, 4)
        self.street = f"{r.randrange(2, 9899)} {r.choice(PL.STREET_NAMES)} {r.choice(PL.STREET_TYPES)}"
        if r.random() < 0.35:
            self.street += ", " + r.choice(PL.UNITS)
        self.phone = phone(r)
        self.cell = phone(r)
        self.email = email(r, self.pt.first, self.pt.last)
        self.user = username(r, self.pt.first, self.pt.last)
        self.mrn = mrn(r)
        self.acct = account(r)
        self.member = healthplan(r)
        self.group = "G" + digits(r, 6)
        self.ssn = ssn(r)
        self.insurer = r.choice(PL.INSURERS)
        self.clinic = r.choice(PL.CLINICS)
        self.hospital = r.choice(PL.HOSPITALS)
        self.unit = r.choice(PL.UNITS_NAMED)
        self.pharmacy = r.choice(PL.PHARMACIES)
        self.employer = r.choice(PL.EMPLOYERS)
        self.school = r.choice(PL.SCHOOLS)
        self.church = r.choice(PL.CHURCHES)
        self.prof = r.choice(PL.PROFESSIONS)
        self.country = r.choice(PL.COUNTRIES)
        self.docs = [Clin(r, c) for c in (r.choice(["MD", "DO"]), r.choice(["CNM", "NP", "WHNP-BC", "MD"]),
                                          "RN", r.choice(["MA", "LPN", "RN"]))]
        self.partner = Person(r, r.choice("MMMF"), "FAMILY", last=self.pt.last if r.random() < 0.5 else None)
        self.partner_role = ("husband" if self.partner.sex == "M" else "wife") if r.random() < 0.4 else "partner"
        self.partner_prof = r.choice(PL.PROFESSIONS)
        self.mother = Person(r, "F", "FAMILY")
        self.baby = Person(r, r.choice("FM"), "FAMILY", last=self.pt.last)
        self.clinic_phone = phone(r, ext=r.random() < 0.3)
        self.clinic_fax = phone(r)
        self.clinic_addr = (f"{r.randrange(100, 9999)} {r.choice(PL.STREET_NAMES)} {r.choice(PL.STREET_TYPES)}"
                            + r.choice(["", ", Suite " + str(r.randrange(100, 450)), ", Building C"]))
        self.clinic_city = r.choice(PL.CITIES)
        self.room = r.choice([str(r.randrange(101, 599)) + r.choice(["", "A", "B"]), "LDR " + str(r.randrange(1, 16))])
        self.bed = str(r.randrange(1, 4))

    # convenient PHI pieces
    def p(self, attr, typ):
        return P(getattr(self, attr), typ)

    def date(self, d=None, style=None):
        return D(self.r, d or self.today, style)

    def dob_p(self, style=None):
        return D(self.r, self.dob, style or self.r.choice(["mdy0", "mdy", "iso", "long", "mon3", "dmy", "dash"]))

    def age_p(self, style=None):
        """Age phrase; only the number is a span."""
        r, a = self.r, self.age
        s = style or r.choice(["yo", "yo_nos", "y/o", "year", "F", "aged", "words", "age_colon", "yr"])
        sexc = "F" if self.pt.sex == "F" else "M"
        if s == "yo":
            return [P(str(a), "AGE"), " yo"]
        if s == "yo_nos":
            return [P(str(a), "AGE"), "yo"]
        if s == "y/o":
            return [P(str(a), "AGE"), " y/o"]
        if s == "year":
            return [P(str(a), "AGE"), "-year-old"]
        if s == "F":
            return [P(str(a), "AGE"), sexc]
        if s == "aged":
            return ["aged ", P(str(a), "AGE")]
        if s == "words":
            return [P(words(a), "AGE"), "-year-old"]
        if s == "age_colon":
            return ["age ", P(str(a), "AGE")]
        return [P(str(a), "AGE"), " yr old"]

    def addr(self, sep=", ", state_full=None):
        r = self.r
        full = state_full if state_full is not None else r.random() < 0.2
        st = P(self.state if full else self.st, "STATE")
        return [P(self.street, "STREET"), sep, P(self.city, "CITY"), ", ", st, " ", P(self.zip, "ZIP")]

    def clinic_addr_p(self, sep=", "):
        c = self.clinic_city
        return [P(self.clinic_addr, "STREET"), sep, P(c[0], "CITY"), ", ", P(c[2], "STATE"), " ",
                P(c[3] + digits(self.r, 3), "ZIP")]

    def days(self, n):
        return self.today + dt.timedelta(days=n)
