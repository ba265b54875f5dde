"""Note builder, PHI surface-form generators and the per-note case for dev176_en."""
import datetime as dt
import pools as P

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
         "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
         "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT",
         "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
         "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four"]
LETTERS = "ABCDEFGHJKLMNPRSTVWXYZ"
DIG = "0123456789"


class Note:
    """Accumulates text pieces; PHI offsets are recorded at append time (single pass)."""

    def __init__(self, rng):
        self.rng = rng
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        assert typ in LABEL, typ
        start = self.pos
        self.t(s)
        self.spans.append((start, self.pos, typ))

    def x(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self.t(it)
            elif isinstance(it, tuple):
                self.p(it[0], it[1])
            else:
                self.x(*it)

    def typo(self, s, prob=0.05):
        """Plain text with an occasional transposition typo."""
        rng = self.rng
        if rng.random() >= prob:
            self.t(s)
            return
        words = s.split(" ")
        idx = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha() and w.islower()]
        if not idx:
            self.t(s)
            return
        i = rng.choice(idx)
        w = words[i]
        j = rng.randrange(1, len(w) - 2)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        self.t(" ".join(words))

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- small random helpers
def digits(rng, n):
    return "".join(rng.choice(DIG) for _ in range(n))


def letters(rng, n):
    return "".join(rng.choice(LETTERS) for _ in range(n))


def ascii_fold(s):
    table = {"é": "e", "è": "e", "É": "E", "ç": "c", "ô": "o", "ë": "e", "'": "", " ": "", "-": ""}
    return "".join(table.get(ch, ch) for ch in s)


# ---------------------------------------------------------------- dates
def fmt_date(rng, d, country, style=None):
    if style is None:
        if country == "CA":
            style = rng.choice(["iso", "iso", "iso", "mon", "dmy_mon", "dmon", "long", "dmy", "us"])
        else:
            style = rng.choice(["us", "us", "us", "us_short", "mon", "long", "iso", "dmy_mon"])
    m, y, dd = d.month, d.year, d.day
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "us":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "us_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "dmy":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "md":
        return "%d/%d" % (m, dd)
    if style == "mon":
        return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "long":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "dmy_mon":
        return "%02d-%s-%04d" % (dd, MONTHS[m - 1][:3], y)
    if style == "dmon":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "short_mon":
        return "%s %d" % (MONTHS[m - 1][:3], dd)
    if style == "dshort":
        return "%d %s" % (dd, MONTHS[m - 1][:3])
    if style == "wk_md":
        return "%s %d/%d" % (WDAYS[d.weekday()][:3], m, dd)
    if style == "wk_long":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[m - 1], dd, y)
    if style == "wk_mon":
        return "%s %s %d" % (WDAYS[d.weekday()][:3], MONTHS[m - 1][:3], dd)
    if style == "month_year":
        return "%s %d" % (MONTHS[m - 1], y)
    if style == "mon_year":
        return "%s %d" % (MONTHS[m - 1][:3], y)
    if style == "year":
        return str(y)
    if style == "month":
        return MONTHS[m - 1]
    if style == "weekday":
        return WDAYS[d.weekday()]
    if style == "ymd_slash":
        return "%04d/%02d/%02d" % (y, m, dd)
    raise ValueError(style)


def short_date(rng, d, country):
    """Dates without year, as used inside running notes and tables."""
    if country == "CA":
        return fmt_date(rng, d, country, rng.choice(["short_mon", "dshort", "md", "iso"]))
    return fmt_date(rng, d, country, rng.choice(["md", "md", "short_mon", "wk_md"]))


def add_days(d, n):
    return d + dt.timedelta(days=n)


# ---------------------------------------------------------------- ages
def age_parts(rng, days, style=None, adj=False):
    """Return items describing an age; the number alone is the AGE span."""
    if days < 28:
        n, unit = max(days, 1), "d"
    elif days < 91:
        n, unit = days // 7, "w"
    elif days < 730:
        n, unit = max(days * 12 // 365, 3), "m"
    else:
        n, unit = days // 365, "y"
    word = n < len(WORDS) and rng.random() < 0.12
    num = WORDS[n] if word else str(n)
    forms = {
        "d": ["%s-day-old", "%s days old", "%s d old", "%s days"],
        "w": ["%s-week-old", "%s wk old", "%s wks", "%s weeks old", "%s wk"],
        "m": ["%s-month-old", "%s mo", "%s mo old", "%s months", "%s m/o", "%s-mo"],
        "y": ["%s-year-old", "%s yo", "%s y/o", "%s yr old", "%sy", "%s years old", "%s yo", "%s-yr-old"],
    }[unit]
    if adj:
        forms = [x for x in forms if "-" in x or x in ("%s d old", "%s wk old", "%s mo old", "%s yr old", "%s yo", "%s y/o", "%s m/o", "%sy")]
    f = style if style else rng.choice(forms)
    if word and unit == "y" and f in ("%sy", "%s yo", "%s y/o"):
        f = "%s-year-old"
    a, b = f.split("%s")
    return [a, (num, "AGE"), b]


def age_compact(days):
    """Short age for tables: number and unit, as separate items."""
    if days < 28:
        return [(str(max(days, 1)), "AGE"), "d"]
    if days < 91:
        return [(str(days // 7), "AGE"), "wk"]
    if days < 730:
        return [(str(max(days * 12 // 365, 3)), "AGE"), "mo"]
    return [(str(days // 365), "AGE"), "y"]


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, mi=""):
        self.first, self.last, self.mi = first, last, mi

    def f(self, rng, kind=None):
        if kind is None:
            kind = rng.choice(["full", "full", "full", "lf", "fi_last", "fml", "LF"])
        fi = self.first[0]
        if kind == "full":
            return "%s %s" % (self.first, self.last)
        if kind == "fml":
            return "%s %s. %s" % (self.first, self.mi or "A", self.last)
        if kind == "lf":
            return "%s, %s" % (self.last, self.first)
        if kind == "LF":
            s = "%s, %s" % (self.last.upper(), self.first.upper())
            return s + (" " + self.mi if self.mi else "")
        if kind == "first":
            return self.first
        if kind == "last":
            return self.last
        if kind == "fi_last":
            return "%s. %s" % (fi, self.last)
        if kind == "first_li":
            return "%s %s." % (self.first, self.last[0])
        if kind == "init":
            return rng.choice(["%s.%s." % (fi, self.last[0]), "%s%s" % (fi, self.last[0])])
        if kind == "init_lc":
            return "%s%s" % (fi.lower(), self.last[0].lower())
        if kind == "LAST":
            return self.last.upper()
        raise ValueError(kind)

    def user(self, rng):
        a = ascii_fold(self.first).lower()
        b = ascii_fold(self.last).lower()
        return rng.choice([a[0] + b, a[0] + b + str(rng.randint(1, 9)), a + "." + b, b + a[0],
                           a[0] + b[:6] + str(rng.randint(10, 99)), (a[0] + b).upper()])


def doc_ref(rng, doc, country, style=None):
    styles = ["dr_last", "dr_last", "dr_fi", "full_md", "full_md", "fi_md", "dr_full", "last_paren"]
    s = style or rng.choice(styles)
    cred = "MD" if country == "US" or rng.random() < 0.6 else rng.choice(["MD, FRCPC", "MD FRCPC", "MD"])
    if country == "US" and rng.random() < 0.12:
        cred = "DO"
    dr = rng.choice(["Dr. ", "Dr ", "Dr. "])
    if s == "dr_last":
        return [dr, (doc.last, "DOCTOR")]
    if s == "dr_fi":
        return [dr, (doc.f(rng, "fi_last"), "DOCTOR")]
    if s == "dr_full":
        return [dr, (doc.f(rng, "full"), "DOCTOR")]
    if s == "full_md":
        return [(doc.f(rng, "full"), "DOCTOR"), rng.choice([", ", " "]) + cred]
    if s == "fi_md":
        return [(doc.f(rng, "fi_last"), "DOCTOR"), ", " + cred]
    if s == "last_paren":
        return [(doc.last, "DOCTOR")]
    raise ValueError(s)


def nurse_ref(rng, nurse, role="RN"):
    s = rng.choice(["full", "first_li", "first", "full", "init"])
    if s == "init":
        return [(nurse.f(rng, "init"), "DOCTOR"), " " + role]
    return [(nurse.f(rng, s), "DOCTOR"), rng.choice([", ", " "]) + role]


# ---------------------------------------------------------------- contacts and identifiers
def phone(rng, area, style=None, ext=False):
    tail = "555-01%02d" % rng.randint(0, 99)
    s = style or rng.choice(["paren", "dash", "dash", "dot", "plus", "paren"])
    if s == "paren":
        v = "(%s) %s" % (area, tail)
    elif s == "dash":
        v = "%s-%s" % (area, tail)
    elif s == "dot":
        v = "%s.%s" % (area, tail.replace("-", "."))
    elif s == "plus":
        v = "+1 %s %s" % (area, tail.replace("-", " "))
    else:
        v = tail
    if ext:
        v += rng.choice([" ext. ", " x", " ext ", " x "]) + str(rng.randint(200, 7999))
    return v


def email(rng, person, dom=None):
    a = ascii_fold(person.first).lower()
    b = ascii_fold(person.last).lower()
    local = rng.choice([a + "." + b, a + b + str(rng.randint(1, 99)), a[0] + b, b + "." + a[0],
                        a + "_" + b[:4] + str(rng.randint(80, 99)), a + "loves" + rng.choice(["soccer", "hockey", "cats"])])
    d = dom or rng.choice(["example.com", "example.org", "example.net", "mail.example.com", "family.example.net"])
    return local + "@" + d


def staff_email(rng, person, org):
    a = ascii_fold(person.first).lower()
    b = ascii_fold(person.last).lower()
    slug = ascii_fold(org.split(" ")[0]).lower()
    return rng.choice([a + "." + b, a[0] + b]) + "@" + rng.choice([slug + ".example.org", "example.org", slug + "health.example.net", "example.com"])


def url(rng, org):
    slug = ascii_fold(org).lower().replace(".", "")[:18]
    return rng.choice(["www.%s.example.org" % slug, "https://portal.example.net/%s" % slug,
                       "www.example.org/%s/families" % slug, "https://%s.example.com/mychart" % slug,
                       "http://example.net/%s/forms/intake" % slug])


def ipaddr(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(2, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(2, 254))


def postal(rng, country, pre):
    if country == "CA":
        return "%s%s%s %s%s%s" % (pre, rng.choice(DIG), rng.choice(LETTERS), rng.choice(DIG),
                                  rng.choice(LETTERS), rng.choice(DIG))
    z = pre + digits(rng, 2)
    return z + ("-" + digits(rng, 4) if rng.random() < 0.15 else "")


def street(rng):
    num = str(rng.choice([rng.randint(2, 99), rng.randint(100, 999), rng.randint(1000, 9999)]))
    s = "%s %s %s" % (num, rng.choice(P.STREET_NAMES), rng.choice(P.STREET_TYPES))
    r = rng.random()
    if r < 0.15:
        s += ", Apt " + str(rng.randint(1, 24)) + rng.choice(["", "B", "C"])
    elif r < 0.25:
        s = "Unit %d - %s" % (rng.randint(1, 40), s)
    elif r < 0.3:
        s += " #" + str(rng.randint(101, 1904))
    return s


def mrn(rng, hosp_idx):
    k = hosp_idx % 5
    if k == 0:
        return "00" + digits(rng, 6)
    if k == 1:
        return "H" + digits(rng, 7)
    if k == 2:
        return digits(rng, 3) + "-" + digits(rng, 4)
    if k == 3:
        return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return "M" + digits(rng, 2) + "-" + digits(rng, 5)


def account(rng):
    return rng.choice(["FN" + digits(rng, 9), digits(rng, 4) + "-" + digits(rng, 4), "V" + digits(rng, 8),
                       "ENC" + digits(rng, 7), digits(rng, 10)])


def healthplan(rng, country, prov):
    if country == "CA":
        if prov == "ON":
            return rng.choice(["%s %s %s %s", "%s-%s-%s-%s"]) % (digits(rng, 4), digits(rng, 3), digits(rng, 3), letters(rng, 2))
        if prov == "BC":
            return "9%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
        if prov == "AB":
            return "%s-%s" % (digits(rng, 5), digits(rng, 4))
        if prov == "QC":
            return "%s %s %s" % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
        return "%s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    return rng.choice(["MCD" + digits(rng, 9), letters(rng, 3) + digits(rng, 6), "W" + digits(rng, 10),
                       "%s%s-%s" % (letters(rng, 2), digits(rng, 5), digits(rng, 2)), "CHIP-" + digits(rng, 8)])


def ssn(rng, country):
    if country == "CA":
        return rng.choice(["9%s %s %s", "9%s-%s-%s"]) % (digits(rng, 2), digits(rng, 3), digits(rng, 3))
    if rng.random() < 0.15:
        return "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
    return "9%s-%s-%s" % (digits(rng, 2), digits(rng, 2), digits(rng, 4))


def license_no(rng, country, kind):
    if kind == "npi":
        return rng.choice("12") + digits(rng, 9)
    if kind == "dea":
        return rng.choice("ABFM") + letters(rng, 1) + digits(rng, 7)
    if kind == "college":
        return digits(rng, 5) if country == "CA" else rng.choice(["MD", "A", "L"]) + digits(rng, 6)
    if kind == "dl":
        if country == "CA":
            return "%s%s-%s-%s" % (letters(rng, 1), digits(rng, 4), digits(rng, 5), digits(rng, 5))
        return letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)
    return "RN-" + digits(rng, 6)


def plate(rng, country):
    if country == "CA":
        return rng.choice(["%s %s" % (letters(rng, 4), digits(rng, 3)), "%s%s %s" % (letters(rng, 2), digits(rng, 1), digits(rng, 2) + letters(rng, 1)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3))])
    return rng.choice([digits(rng, 1) + letters(rng, 3) + digits(rng, 3), "%s-%s" % (letters(rng, 3), digits(rng, 4)),
                       "%s %s" % (letters(rng, 3), digits(rng, 3))])


def vin(rng):
    ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice("1245J") + "".join(rng.choice(ch) for _ in range(16))


def serial(rng):
    return rng.choice([letters(rng, 2) + digits(rng, 6), digits(rng, 2) + letters(rng, 1) + digits(rng, 5) + letters(rng, 1),
                       "SN" + digits(rng, 8), letters(rng, 3) + "-" + digits(rng, 5), digits(rng, 4) + "-" + digits(rng, 4) + "-" + letters(rng, 2)])


def idnum(rng, prefix=None):
    pre = prefix or rng.choice(["S", "NB", "H", "R", "C", "M"])
    return rng.choice(["%s%s-%s" % (pre, digits(rng, 2), digits(rng, 5)), "%s%s" % (pre, digits(rng, 8)),
                       "%s-%s-%s" % (pre, digits(rng, 4), digits(rng, 4))])


# ---------------------------------------------------------------- case
class Case:
    """Everything identifying about one note's patient, family and care setting."""

    def __init__(self, rng, country, ref, age_days):
        self.rng, self.country, self.ref = rng, country, ref
        self.age_days = age_days
        self.dob = add_days(ref, -age_days)
        self.sex = rng.choice("MF")
        first = rng.choice(P.BOY if self.sex == "M" else P.GIRL)
        last = rng.choice(P.SURN)
        self.pt = Person(first, last, rng.choice(LETTERS))
        self.nick = P.NICK.get(first)
        cities = P.CA_CITIES if country == "CA" else P.US_CITIES
        self.city, self.st, self.st_long, pre = rng.choice(cities)
        self.pre = pre
        self.postal = postal(rng, country, pre)
        self.street = street(rng)
        self.area = rng.choice(P.CA_AREA[self.city]) if country == "CA" else P.US_AREA[self.city]
        mlast = last if rng.random() < 0.6 else rng.choice(P.SURN)
        self.mom = Person(rng.choice(P.ADULT_F), mlast, rng.choice(LETTERS))
        self.dad = Person(rng.choice(P.ADULT_M), last if rng.random() < 0.8 else rng.choice(P.SURN))
        self.granny = Person(rng.choice(P.ADULT_F), rng.choice([mlast, last]))
        self.mom_age = rng.randint(16, 43)
        self.dad_age = self.mom_age + rng.randint(-3, 9)
        self.mom_job = rng.choice(P.PROF)
        self.dad_job = rng.choice(P.PROF)
        hosps = P.HOSP_CA if country == "CA" else P.HOSP_US
        hi = rng.randrange(len(hosps))
        self.hosp = hosps[hi]
        self.hosp2 = rng.choice([h for h in hosps if h != self.hosp])
        self.clinic = rng.choice(P.CLINIC_CA if country == "CA" else P.CLINIC_US)
        self.ward = rng.choice(P.WARDS)
        self.pharm = rng.choice(P.PHARM)
        self.therapy = rng.choice(P.THERAPY)
        self.school = school_for(rng, age_days)
        self.mrn = mrn(rng, hi)
        self.acct = account(rng)
        self.hp = healthplan(rng, country, self.st)
        self.hp_label = hc_label(rng, country, self.st)
        self.county = rng.choice(P.COUNTIES_CA if country == "CA" else P.COUNTIES_US)
        self.lic_label = {"ON": "CPSO # ", "BC": "CPSBC # ", "AB": "CPSA # ", "SK": "CPSS # ", "MB": "CPSM # ",
                          "NS": "CPSNS # "}.get(self.st, "Lic # ") if country == "CA" else rng.choice(["NPI ", "Lic # "])
        self.docs = [Person(rng.choice(P.DOC_F + P.DOC_M), rng.choice(P.DOC_L)) for _ in range(4)]
        self.nurses = [Person(rng.choice(P.NURSE_F + P.NURSE_M), rng.choice(P.NURSE_L)) for _ in range(4)]
        self.mom_cell = phone(rng, self.area)
        self.dad_cell = phone(rng, self.area)
        self.home_ph = phone(rng, self.area)
        self.hosp_area = self.area

    # --- patient surface forms
    def P(self, kind=None):
        rng = self.rng
        if kind is None:
            kind = rng.choice(["full", "first", "first", "full", "lf", "last_only", "init", "nick"])
        if kind == "nick":
            kind = "first" if not self.nick else "nick"
        if kind == "nick":
            return (self.nick, "PATIENT")
        if kind == "last_only":
            return (self.pt.last, "PATIENT")
        return (self.pt.f(rng, kind), "PATIENT")

    def d(self, offset=0, style=None):
        return (fmt_date(self.rng, add_days(self.ref, offset), self.country, style), "DATE")

    def ds(self, offset=0):
        return (short_date(self.rng, add_days(self.ref, offset), self.country), "DATE")

    def dob_item(self, style=None):
        return (fmt_date(self.rng, self.dob, self.country, style), "DATE")

    def age(self, style=None, at=0):
        return age_parts(self.rng, max(self.age_days + at, 1), style, adj=True)

    def he_she(self):
        return "he" if self.sex == "M" else "she"

    def his_her(self):
        return "his" if self.sex == "M" else "her"

    def boy_girl(self):
        return "boy" if self.sex == "M" else "girl"

    def address(self, sep=", "):
        c = self.country
        items = [(self.street, "STREET"), sep, (self.city, "CITY"), ", ",
                 (self.st if self.rng.random() < 0.8 else self.st_long, "STATE"), "  " if c == "CA" else " ",
                 (self.postal, "ZIP")]
        return items

    def doc(self, i=0, style=None):
        return doc_ref(self.rng, self.docs[i], self.country, style)

    def rn(self, i=0, role="RN"):
        return nurse_ref(self.rng, self.nurses[i], role)

    def ph(self, ext=False):
        return (phone(self.rng, self.area, ext=ext), "PHONE")

    def hph(self, ext=True):
        return (phone(self.rng, self.hosp_area, ext=ext), "PHONE")

    def fax(self):
        return (phone(self.rng, self.hosp_area, style=self.rng.choice(["paren", "dash"])), "FAX")

    def mom_ref(self, kind=None):
        rng = self.rng
        k = kind or rng.choice(["first", "full", "full", "ms"])
        if k == "ms":
            return [rng.choice(["Ms. ", "Ms ", "Mrs. "]), (self.mom.last, "FAMILY")]
        return [(self.mom.f(rng, k), "FAMILY")]

    def dad_ref(self, kind=None):
        rng = self.rng
        k = kind or rng.choice(["first", "full", "mr"])
        if k == "mr":
            return [rng.choice(["Mr. ", "Mr "]), (self.dad.last, "FAMILY")]
        return [(self.dad.f(rng, k), "FAMILY")]


def pick_country(rng):
    return "CA" if rng.random() < 0.5 else "US"


def ref_date(rng):
    return add_days(dt.date(2021, 6, 1), rng.randint(0, 1460))


def school_for(rng, days):
    if days < 1700:
        return rng.choice(P.DAYCARES)
    if days < 4300:
        return rng.choice(P.ELEM)
    return rng.choice(P.SECONDARY)


def hc_label(rng, country, prov):
    if country == "US":
        return rng.choice(["Medicaid ID: ", "Ins member ID: ", "Coverage ID: ", "Member #: "])
    if prov == "ON":
        return rng.choice(["OHIP #: ", "Health card: ", "HCN: "])
    if prov in ("BC", "AB", "SK"):
        return rng.choice(["PHN: ", "Health #: ", "PHN "])
    if prov == "QC":
        return rng.choice(["RAMQ: ", "NAM: "])
    return rng.choice(["Health card: ", "HCN: ", "Health #: "])


def wt_kg(rng, days):
    if days < 365:
        w = 3.4 + days * 0.018
    elif days < 730:
        w = 10 + (days - 365) * 0.0068
    else:
        w = 12.5 + (days - 730) / 365 * 2.6
    return w * rng.uniform(0.85, 1.15)
