"""Note builder and PHI surface-form generators for dev246_en (author 246).

Offsets are recorded while a note is assembled: every piece is appended in order and a
PHI piece records (start, end) from the running length.  Nothing searches finished text."""
import datetime

import pools_names as PN
import pools_places as PP

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
TYPES = sorted(LABEL)


class Note:
    def __init__(self, lower):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.lower = lower
        self._last_dot_span = False

    def _plain(self, s):
        if not s:
            return
        if self.lower:
            s = s.lower()
        if self._last_dot_span and s.startswith("."):
            s = s[1:]          # "Maria K." closes the sentence itself
        self._last_dot_span = False
        if s:
            self.parts.append(s)
            self.pos += len(s)

    def _span(self, typ, s):
        if self.lower:
            s = s.lower()
        if s != s.strip() or not s:
            raise ValueError("bad span %r" % s)
        start = self.pos
        self.parts.append(s)
        self.pos += len(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": s})
        self._last_dot_span = s.endswith(".")

    def w(self, *pieces):
        for pc in pieces:
            if pc is None:
                continue
            if isinstance(pc, list):
                self.w(*pc)
            elif isinstance(pc, tuple):
                self._span(pc[0], pc[1])
            else:
                self._plain(pc)
        return self

    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- numbers to words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, given, sur, sex, middle=None, nick=None, cred=None, role=None):
        self.given, self.sur, self.sex, self.middle, self.nick = given, sur, sex, middle, nick
        self.cred, self.role = cred, role
        self.age = None
        self.dob = None


class Ctx:
    """Per-note state: rng, country, note, the people and places of this note."""
    _used_full = {}

    def __init__(self, rng, country, lower, genre):
        self.rng = rng
        self.country = country
        self.genre = genre
        self.n = Note(lower)
        if country == "US":
            self.city = rng.choice(PP.US_CITIES)
        elif country == "CA":
            self.city = rng.choice(PP.CA_CITIES)
        else:
            self.city = rng.choice(PP.UK_CITIES)
        start = datetime.date(2019, 1, 1).toordinal()
        self.date = datetime.date.fromordinal(start + rng.randrange(0, 2370))
        self.pt = self.person("PATIENT")
        a = self.pick_age()
        self.pt.age = a
        self.pt.dob = self.date - datetime.timedelta(days=a * 365 + rng.randrange(5, 360))
        self.pt.age = self.age_on(self.pt.dob, self.date)
        self.staff = [self.person("DOCTOR") for _ in range(4)]

    # small helpers
    def pk(self, seq):
        return self.rng.choice(seq)

    def ch(self, p):
        return self.rng.random() < p

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def w(self, *pieces):
        self.n.w(*pieces)

    def pick_age(self):
        r = self.rng.random()
        if r < 0.08:
            return self.ri(16, 24)
        if r < 0.85:
            return self.ri(25, 64)
        if r < 0.97:
            return self.ri(65, 84)
        return self.ri(85, 97)

    @staticmethod
    def age_on(dob, d):
        return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))

    def person(self, role, sex=None):
        for _ in range(50):
            sx = sex or self.pk(["M", "F", "M", "F", "M"])
            given = self.pk(PN.MALE if sx == "M" else PN.FEMALE)
            sur = self.pk(PN.SURNAMES)
            if self.ch(0.07):
                sur = sur + "-" + self.pk(PN.SURNAMES)
            key = given + " " + sur
            if Ctx._used_full.get(key, 0) < 1:
                break
        Ctx._used_full[key] = Ctx._used_full.get(key, 0) + 1
        mid = None
        if self.ch(0.35):
            mid = self.pk("ABCDEFGHJKLMNPRSTW")
        nick = self.pk(PN.NICKS) if self.ch(0.25) else None
        p = Person(given, sur, sx, mid, nick, role=role)
        if role == "DOCTOR":
            p.cred = self.pk(PN.CREDS_UK if self.country == "UK" else PN.CREDS)
            p.job = self.pk(PN.ROLES)
        return p

    def days(self, k):
        return self.date + datetime.timedelta(days=k)


# ---------------------------------------------------------------- names
def pt(c, style=None, p=None):
    """Reference to the patient (or another patient p)."""
    p = p or c.pt
    if style is None:
        style = c.pk(["full", "full", "title", "title", "given", "given", "initials", "given_init", "surfirst",
                      "full_mid", "sur"] + (["nick"] if p.nick else []))
    if style == "full":
        return ("PATIENT", p.given + " " + p.sur)
    if style == "full_mid":
        return ("PATIENT", p.given + " " + (p.middle + ". " if p.middle else "") + p.sur)
    if style == "title":
        t = c.pk(["Mr", "Mr."]) if p.sex == "M" else c.pk(["Ms", "Ms.", "Mrs", "Miss"])
        return [t + " ", ("PATIENT", p.sur)]
    if style == "given":
        return ("PATIENT", p.given)
    if style == "sur":
        return ("PATIENT", p.sur)
    if style == "initials":
        f = c.pk(["%s.%s.", "%s%s", "%s.%s"])
        return ("PATIENT", f % (p.given[0], p.sur[0]))
    if style == "given_init":
        return ("PATIENT", p.given + " " + p.sur[0] + ".")
    if style == "caps":
        return ("PATIENT", (p.sur + ", " + p.given + (" " + p.middle if p.middle else "")).upper())
    if style == "surfirst":
        return ("PATIENT", p.sur + ", " + p.given)
    if style == "nick":
        return ("PATIENT", p.nick or p.given)
    raise ValueError(style)


def pt_head(c, p=None):
    return pt(c, c.pk(["caps", "caps", "surfirst", "full", "full_mid"]), p)


def pt_short(c, p=None):
    return pt(c, c.pk(["title", "title", "given", "initials", "sur"]), p)


def dr(c, s, style=None):
    """Reference to a staff member s (title / credential kept outside the span)."""
    is_doc = s.cred in ("MD", "DO", "MBChB", "MRCGP", "GP", "SpR", "FY2")
    if style is None:
        opts = ["full_cred", "full_cred", "init_cred", "given_cred", "full", "given"]
        if is_doc:
            opts += ["dr", "dr", "dr_full"]
        style = c.pk(opts)
    if style == "dr":
        return [c.pk(["Dr. ", "Dr ", "Dr "]), ("DOCTOR", s.sur)]
    if style == "dr_full":
        return [c.pk(["Dr. ", "Dr "]), ("DOCTOR", s.given + " " + s.sur)]
    if style == "full_cred":
        return [("DOCTOR", s.given + " " + s.sur), c.pk([", ", " "]) + s.cred]
    if style == "init_cred":
        return [("DOCTOR", s.given[0] + ". " + s.sur), ", " + s.cred]
    if style == "given_cred":
        return [("DOCTOR", s.given), " (" + s.cred + ")"]
    if style == "full":
        return ("DOCTOR", s.given + " " + s.sur)
    if style == "given":
        return ("DOCTOR", s.given)
    if style == "sur":
        return ("DOCTOR", s.sur)
    if style == "inits":
        x = s.given[0] + s.sur[0]
        return ("DOCTOR", x.lower() if c.ch(0.5) else x)
    if style == "caps":
        return ("DOCTOR", (s.sur + ", " + s.given).upper())
    raise ValueError(style)


def fam(c, f, style=None):
    if style is None:
        style = c.pk(["given", "given", "full", "full", "nick" if f.nick else "given"])
    if style == "given":
        return ("FAMILY", f.given)
    if style == "full":
        return ("FAMILY", f.given + " " + f.sur)
    if style == "nick":
        return ["\"", ("FAMILY", f.nick or f.given), "\""]
    if style == "title":
        return ["Mr " if f.sex == "M" else "Ms ", ("FAMILY", f.sur)]
    raise ValueError(style)


def he(c, cap=False, p=None):
    p = p or c.pt
    s = "he" if p.sex == "M" else "she"
    return s.capitalize() if cap else s


def his(c, cap=False, p=None):
    p = p or c.pt
    s = "his" if p.sex == "M" else "her"
    return s.capitalize() if cap else s


def him(c, p=None):
    p = p or c.pt
    return "him" if p.sex == "M" else "her"


# ---------------------------------------------------------------- dates
US_STY = ["mdy", "mdy", "mdy_short", "md", "mon_d_y", "month_d", "month_d_y", "d_mon_y", "iso", "wd_md",
          "weekday_full", "mdy_dot", "mon_ord"]
UK_STY = ["dmy", "dmy", "dmy_short", "dm", "d_mon_y", "d_month", "ord_month", "ord_month_y", "wd_dm",
          "dmy_dot", "iso", "d_mon_yy", "weekday_uk"]
CA_STY = ["iso", "iso", "mon_d_y", "month_d", "month_d_y", "dmy", "mdy", "d_mon_y", "wd_md", "mon_ord",
          "weekday_full"]


def fmt_date(c, d, style=None):
    if style is None:
        style = c.pk(US_STY if c.country == "US" else UK_STY if c.country == "UK" else CA_STY)
    m, dd, y = d.month, d.day, d.year
    ab = MON[m - 1][:3]
    wd = WD[d.weekday()]
    return {
        "mdy": "%02d/%02d/%d" % (m, dd, y), "mdy_short": "%d/%d/%02d" % (m, dd, y % 100), "md": "%d/%d" % (m, dd),
        "mon_d_y": "%s %d, %d" % (ab, dd, y), "month_d": "%s %d" % (MON[m - 1], dd),
        "month_d_y": "%s %d, %d" % (MON[m - 1], dd, y), "d_mon_y": "%02d-%s-%d" % (dd, ab, y),
        "iso": "%d-%02d-%02d" % (y, m, dd), "wd_md": "%s %d/%d" % (wd[:3], m, dd),
        "weekday_full": "%s, %s %d, %d" % (wd, MON[m - 1], dd, y), "mdy_dot": "%d.%d.%02d" % (m, dd, y % 100),
        "mon_ord": "%s %s" % (MON[m - 1], ordinal(dd)), "dmy": "%02d/%02d/%d" % (dd, m, y),
        "dmy_short": "%d/%d/%02d" % (dd, m, y % 100), "dm": "%d/%d" % (dd, m),
        "d_mon_y": "%d %s %d" % (dd, ab, y) if c.country == "UK" else "%02d-%s-%d" % (dd, ab, y),
        "d_month": "%d %s" % (dd, MON[m - 1]), "ord_month": "%s %s" % (ordinal(dd), MON[m - 1]),
        "ord_month_y": "%s %s %d" % (ordinal(dd), MON[m - 1], y), "wd_dm": "%s %02d/%02d" % (wd[:3], dd, m),
        "dmy_dot": "%02d.%02d.%02d" % (dd, m, y % 100), "d_mon_yy": "%02d-%s-%02d" % (dd, ab, y % 100),
        "weekday_uk": "%s %s %s" % (wd, ordinal(dd), MON[m - 1]), "month_y": "%s %d" % (MON[m - 1], y),
        "mon_y": "%s %d" % (ab, y), "mon_yy": "%s '%02d" % (ab, y % 100), "y": "%d" % y, "weekday": wd,
        "wd3": wd[:3], "month": MON[m - 1], "my_slash": "%02d/%d" % (m, y),
    }[style]


def dt(c, d, style=None):
    return ("DATE", fmt_date(c, d, style))


def dt_full(c, d):
    """A date that always carries the year (headers, DOB)."""
    if c.country == "US":
        st = c.pk(["mdy", "mdy", "mdy_short", "mon_d_y", "iso", "month_d_y", "d_mon_y"])
    elif c.country == "UK":
        st = c.pk(["dmy", "dmy", "dmy_short", "d_mon_y", "iso", "ord_month_y", "d_mon_yy"])
    else:
        st = c.pk(["iso", "iso", "mon_d_y", "month_d_y", "dmy", "mdy", "d_mon_y"])
    return ("DATE", fmt_date(c, d, st))


def dt_short(c, d):
    if c.country == "US":
        st = c.pk(["md", "md", "wd_md", "month_d", "mon_ord"])
    elif c.country == "UK":
        st = c.pk(["dm", "dm", "wd_dm", "d_month", "ord_month"])
    else:
        st = c.pk(["month_d", "md", "wd_md", "mon_ord"])
    return ("DATE", fmt_date(c, d, st))


def dt_partial(c, d):
    return ("DATE", fmt_date(c, d, c.pk(["month_y", "mon_y", "y", "y", "mon_yy", "my_slash"])))


HOLIDAYS_US = ["Christmas", "Thanksgiving", "New Year's Eve", "July 4th", "Labor Day", "Easter", "Memorial Day",
               "Christmas Eve", "Halloween", "New Year's Day"]
HOLIDAYS_CA = ["Christmas", "Thanksgiving", "Canada Day", "Boxing Day", "Victoria Day", "New Year's Eve", "Easter",
               "Christmas Eve", "Family Day"]
HOLIDAYS_UK = ["Christmas", "Boxing Day", "New Year's Eve", "Easter", "Bonfire Night", "Christmas Eve",
               "Hogmanay", "the August bank holiday"]


def holiday(c):
    h = c.pk(HOLIDAYS_US if c.country == "US" else HOLIDAYS_CA if c.country == "CA" else HOLIDAYS_UK)
    if h.startswith("the "):
        return ["the ", ("DATE", h[4:])]
    return ("DATE", h)


# ---------------------------------------------------------------- ages
def age(c, a=None, style=None):
    a = c.pt.age if a is None else a
    if style is None:
        style = c.pk(["yo", "yo_nospace", "y/o", "yearold", "yearold", "aged", "sexletter", "sexletter_sp",
                      "yrs", "words"])
    sx = c.pt.sex
    if style == "yo":
        return [("AGE", str(a)), " yo"]
    if style == "yo_nospace":
        return [("AGE", str(a)), "yo"]
    if style == "y/o":
        return [("AGE", str(a)), " y/o"]
    if style == "yearold":
        return [("AGE", str(a)), c.pk(["-year-old", " year old", "-yr-old"])]
    if style == "aged":
        return [c.pk(["aged ", "age ", "Age: "]), ("AGE", str(a))]
    if style == "sexletter":
        return [("AGE", str(a)), sx]
    if style == "sexletter_sp":
        return [("AGE", str(a)), " " + sx]
    if style == "yrs":
        return [("AGE", str(a)), c.pk([" yrs", " years", "y"])]
    if style == "words":
        return [("AGE", words(a)), c.pk(["-year-old", " years old"])]
    raise ValueError(style)


def age_n(a):
    return ("AGE", str(a))


from phi2 import *  # noqa: E402,F401,F403  (places, contacts, identifiers)
