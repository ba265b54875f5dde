"""Shared machinery for dev339_en: note builder, country profiles, people.

Span offsets are recorded while the note is built: every piece of text is
appended in order and a PHI piece notes its own start and end at that moment.
Nothing ever searches the finished text.
"""
import datetime
import re

import pools as PL
from terms import SUB_RE as _SUB_RE

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

_SPLIT = re.compile(r"\{(\w+)\}")


class NB:
    """Note builder: appends pieces and records PHI offsets as it goes.

    NB.country (set once per note by make.py) selects spelling/terminology
    substitutions that are applied to non-PHI pieces as they are appended.
    """
    country = None

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def add(self, s, typ=None):
        if typ is None and NB.country in _SUB_RE and s:
            rx, table = _SUB_RE[NB.country]
            s = rx.sub(lambda m: table[m.group(1)], s)
        if typ is not None:
            if not s or s != s.strip():
                raise ValueError("bad span value %r" % (s,))
            if typ not in LABEL:
                raise ValueError(typ)
            self.spans.append((self.pos, self.pos + len(s), typ))
        self.parts.append(s)
        self.pos += len(s)

    def put(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.add(v)
        elif isinstance(v, int):
            self.add(str(v))
        elif isinstance(v, tuple):
            self.add(v[0], v[1])
        else:
            for x in v:
                self.put(x)

    def f(self, tmpl, **kw):
        for i, piece in enumerate(_SPLIT.split(tmpl)):
            if i % 2 == 0:
                if piece:
                    self.add(piece)
            else:
                self.put(kw[piece])

    def text(self):
        return "".join(self.parts)


def P(s, typ):
    return (s, typ)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

COUNTRY_NAME = {"US": "United States", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                "AU": "Australia", "NZ": "New Zealand", "ZA": "South Africa"}

BIRTH_COUNTRIES = ["Poland", "Nigeria", "India", "Philippines", "Brazil", "Romania", "Lithuania", "Somalia", "Ghana",
                   "Vietnam", "China", "Pakistan", "Bangladesh", "Zimbabwe", "Kenya", "Samoa", "Tonga", "Fiji",
                   "Mexico", "Guatemala", "Ukraine", "Syria", "Iran", "Turkey", "Portugal", "Italy", "Greece",
                   "Sri Lanka", "Nepal", "South Korea", "Japan", "Colombia", "Eritrea", "Sudan", "Latvia",
                   "Netherlands", "Germany", "Ireland", "Scotland", "Malaysia"]

PRONOUNS = {"F": ("she", "her", "her"), "M": ("he", "his", "him")}


def pad(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(alpha) for _ in range(n))


def ascii_fold(s):
    table = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ā": "a", "ē": "e", "ī": "i", "ō": "o", "ū": "u",
             "Ó": "O", "Í": "I", "Ē": "E", "Ā": "A", "ë": "e", "è": "e", "ç": "c", "É": "E"}
    out = []
    for ch in s:
        ch = table.get(ch, ch)
        if ch.isascii() and ch.isalnum():
            out.append(ch)
    return "".join(out)


class Person:
    def __init__(self, rng, sex="F", first=None, last=None):
        self.sex = sex
        pool = PL.FEMALE_FIRST if sex == "F" else PL.MALE_FIRST
        self.first = first or rng.choice(pool)
        self.last = last or rng.choice(PL.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else ""
        self.nick = rng.choice(PL.NICKNAMES) if rng.random() < 0.12 else ""

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        if self.mid:
            return "%s %s. %s" % (self.first, self.mid, self.last)
        return self.full()

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        return s + (" " + self.mid if self.mid else "")

    def init(self):
        return self.first[0] + "." + self.last[0] + "."

    def init2(self):
        return self.first[0] + self.last.replace("'", "")[0]

    def short(self):
        return "%s. %s" % (self.first[0], self.last)

    def user(self, rng):
        if getattr(self, "_user", None):
            return self._user
        self._user = self._mkuser(rng)
        return self._user

    def _mkuser(self, rng):
        base = ascii_fold(self.first).lower()[:rng.choice([1, 1, 2, 30])] + ascii_fold(self.last).lower()[:7]
        sty = rng.random()
        if sty < 0.4:
            return base + pad(rng, rng.choice([1, 2]))
        if sty < 0.6:
            return ascii_fold(self.first).lower() + "." + ascii_fold(self.last).lower()
        if sty < 0.8:
            return base.upper()[:8]
        return base


class Doc(Person):
    def __init__(self, rng, C, role, sex=None):
        sex = sex or ("F" if rng.random() < 0.7 else "M")
        Person.__init__(self, rng, sex)
        self.role = role
        self.C = C
        self.title, self.creds, self.job = C.staff_style(rng, role, sex)
        self.lic_label, self.lic = C.licence(rng, role)

    def tname(self):
        """title + name pieces (title outside the span)."""
        if self.title:
            return [self.title + " ", P(self.full(), "DOCTOR")]
        return [P(self.full(), "DOCTOR")]

    def tlast(self):
        if self.title:
            return [self.title + " ", P(self.last, "DOCTOR")]
        return [P(self.full(), "DOCTOR")]

    def signed(self):
        out = [P(self.full(), "DOCTOR")]
        if self.creds:
            out.append(", " + self.creds)
        return out


def rdate(rng, y0=2019, y1=2025):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(a, b))


def workday(d):
    while d.weekday() >= 5:
        d = d + datetime.timedelta(days=1)
    return d


def plus(d, days):
    return workday(d + datetime.timedelta(days=days))


def age_at(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def ordsuf(n):
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Country:
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.name = COUNTRY_NAME[code]
        us = code == "US"
        if us:
            self.styles = ["us", "us", "uslong", "usshort", "usabbr"]
        elif code == "CA":
            self.styles = ["iso", "iso", "uslong", "long", "abbr"]
        elif code == "ZA":
            self.styles = ["zaslash", "num", "long", "abbr"]
        else:
            self.styles = ["num", "num", "long", "abbr", "dash", "short", "dot", "ord"]
        self.style = rng.choice(self.styles)
        self.state = rng.choice(PL.STATES[code]) if code in PL.STATES else None
        self.county = rng.choice(PL.COUNTIES[code]) if code in PL.COUNTIES else None
        self.gp = {"US": "PCP", "CA": "family physician"}.get(code, "GP")
        self.test = {"US": "Pap/HPV co-test", "CA": "cervical screening test", "AU": "Cervical Screening Test",
                     "NZ": "cervical screening test", "ZA": "Pap smear", "UK": "cervical screening sample",
                     "IE": "cervical screening test"}[code]
        self.prog = {"US": "the USPSTF-recommended screening schedule", "CA": "the provincial cervical screening program",
                     "AU": "the National Cervical Screening Program", "NZ": "the National Cervical Screening Programme",
                     "ZA": "the national cervical cancer prevention policy", "UK": "the NHS Cervical Screening Programme",
                     "IE": "CervicalCheck"}[code]
        self.colour = "color" if code in ("US", "CA") else "colour"

    # ---------------- dates
    def d(self, dt, style=None):
        st = style or self.style
        y, m, dd = dt.year, dt.month, dt.day
        if st == "us":
            return "%02d/%02d/%d" % (m, dd, y)
        if st == "usshort":
            return "%d/%d/%02d" % (m, dd, y % 100)
        if st == "uslong":
            return "%s %d, %d" % (MONTHS[m - 1], dd, y)
        if st == "usabbr":
            return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
        if st == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if st == "zaslash":
            return "%d/%02d/%02d" % (y, m, dd)
        if st == "num":
            return "%02d/%02d/%d" % (dd, m, y)
        if st == "short":
            return "%02d/%02d/%02d" % (dd, m, y % 100)
        if st == "long":
            return "%d %s %d" % (dd, MONTHS[m - 1], y)
        if st == "abbr":
            return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
        if st == "dash":
            return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3], y)
        if st == "DASH":
            return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3].upper(), y)
        if st == "dot":
            return "%02d.%02d.%d" % (dd, m, y)
        if st == "ord":
            return "%d%s %s %d" % (dd, ordsuf(dd), MONTHS[m - 1], y)
        if st == "wd":
            if self.code in ("US", "CA"):
                return "%s, %s %d, %d" % (DAYS[dt.weekday()], MONTHS[m - 1], dd, y)
            return "%s %d %s %d" % (DAYS[dt.weekday()], dd, MONTHS[m - 1], y)
        if st == "wdshort":
            if self.code in ("US", "CA"):
                return "%s %d/%d" % (DAYS[dt.weekday()][:3], m, dd)
            return "%s %d/%d" % (DAYS[dt.weekday()][:3], dd, m)
        if st == "my":
            return "%s %d" % (MONTHS[m - 1], y)
        if st == "mys":
            return "%s %d" % (MONTHS[m - 1][:3], y)
        if st == "y":
            return str(y)
        if st == "log":
            return "%d-%02d-%02d" % (y, m, dd)
        raise ValueError(st)

    def D(self, dt, style=None):
        return P(self.d(dt, style), "DATE")

    def numd(self, dt):
        return {"US": "us", "CA": "iso", "ZA": "zaslash"}.get(self.code, "num")

    # ---------------- contacts
    def phone(self, kind="land", ext=False):
        r = self.rng
        c = self.code
        if c in ("US", "CA"):
            area = str(r.randint(2, 9)) + pad(r, 2)
            fmt = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s"])
            s = fmt % (area, pad(r, 4))
            if ext:
                s += r.choice([" ext. ", " x", " ext "]) + pad(r, r.choice([3, 4]))
            return s
        if c == "UK":
            if kind == "mobile":
                return "07" + pad(r, 3) + " 555" + pad(r, 3)
            area = r.choice(["0161", "0113", "0117", "0121", "01632", "01865", "01224", "01752", "029", "020", "01482"])
            s = "%s %s %s" % (area, "555", pad(r, 4))
            if ext:
                s += " ext " + pad(r, 4)
            return s
        if c == "IE":
            if kind == "mobile":
                return r.choice(["083", "085", "086", "087", "089"]) + " 555 " + pad(r, 4)
            area = r.choice(["01", "021", "091", "061", "051", "071", "074", "066", "065", "057"])
            x = r.random()
            if x < 0.45:
                return "(%s) 555 %s" % (area, pad(r, 4))
            if x < 0.8:
                return "%s 555 %s" % (area, pad(r, 4))
            return "+353 %s 555 %s" % (area[1:], pad(r, 4))
        if c == "AU":
            if kind == "mobile":
                return "04" + pad(r, 2) + " 555 " + pad(r, 3)
            return "(0%s) %s555 %s" % (r.choice("2378"), r.choice("5789"), pad(r, 4))
        if c == "NZ":
            if kind == "mobile":
                return r.choice(["021", "022", "027"]) + " 555 " + pad(r, r.choice([3, 4]))
            return "(0%s) 555 %s" % (r.choice("34679"), pad(r, 4))
        if c == "ZA":
            if kind == "mobile":
                return r.choice(["082", "083", "072", "073", "084", "071"]) + " 555 " + pad(r, 4)
            return "0%s 555 %s" % (r.choice(["11", "21", "31", "41", "51", "12"]), pad(r, 4))
        raise ValueError(c)

    def bleep(self):
        r = self.rng
        return r.choice(["555" + pad(r, 1), "5" + "55" + pad(r, 2), "555-" + pad(r, 4)])

    # ---------------- places
    def town(self):
        return self.rng.choice(PL.TOWNS[self.code])

    def street(self):
        r = self.rng
        c = self.code
        stems = PL.STREET_STEMS["common"] + PL.STREET_STEMS[c] * 2
        st = "%s %s" % (r.choice(stems), r.choice(PL.STREET_SUFFIX[c]))
        n = str(r.randint(1, 240)) if c != "US" else str(r.randint(100, 9899))
        if c == "US":
            s = n + " " + st
            if r.random() < 0.3:
                s += r.choice([", Apt ", " Apt ", ", Unit ", " #"]) + str(r.randint(1, 40)) + r.choice(["", "B", "C"])
            return s
        if c == "AU" and r.random() < 0.35:
            return "%d/%s %s" % (r.randint(1, 18), n, st)
        if c in ("CA", "NZ") and r.random() < 0.25:
            return "%s-%s %s" % (r.randint(1, 30), n, st) if c == "CA" else "Flat %d, %s %s" % (r.randint(1, 9), n, st)
        if c in ("UK", "IE") and r.random() < 0.2:
            return r.choice(["Flat %d, " % r.randint(1, 24), "Apt %d, " % r.randint(1, 24), ""]) + n + " " + st
        if c == "IE" and r.random() < 0.2:
            return r.choice(["Apt %d, " % r.randint(1, 30), ""]) + "%s %s" % (r.randint(1, 60), st)
        return n + " " + st

    def postcode(self, state=None):
        r = self.rng
        c = self.code
        if c == "US":
            return pad(r, 5) if r.random() < 0.85 else pad(r, 5) + "-" + pad(r, 4)
        if c == "UK":
            area = r.choice(["KM", "AS", "TB", "LH", "WX", "BL", "SF", "CO", "HB", "ME", "PN", "LB", "GA", "DM", "KH", "B", "N", "L", "S"])
            return "%s%d %d%s" % (area, r.randint(1, 29), r.randint(0, 9), letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            return "%s%s %s" % (r.choice("ACDEFHKNPRTVWXY"), pad(r, 2), letters(r, 4, "ACDEFHKNPRTVWXY0123456789"))
        if c == "CA":
            first = {"ON": "KLMNP", "BC": "V", "AB": "T", "MB": "R", "NS": "B", "SK": "S", "NB": "E", "NL": "A", "QC": "GHJ"}
            f = r.choice(first.get(state or "ON", "KLMNP"))
            a = "ABCEGHJKLMNPRSTVWXYZ"
            return "%s%d%s %d%s%d" % (f, r.randint(0, 9), r.choice(a), r.randint(0, 9), r.choice(a), r.randint(0, 9))
        if c == "AU":
            base = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7", "ACT": "26", "NT": "08"}
            b = base.get(state, "2")
            return b + pad(r, 4 - len(b))
        return pad(r, 4)

    def address(self, sep=", ", street=True):
        """Address as list of pieces; split into parts per the guideline."""
        r = self.rng
        c = self.code
        out = []
        if street:
            out += [P(self.street(), "STREET"), sep]
        town = self.town()
        if c == "US":
            st = r.choice(PL.STATES["US"])
            out += [P(town, "CITY"), ", ", P(st[1] if r.random() < 0.85 else st[0], "STATE"), " ", P(self.postcode(), "ZIP")]
        elif c == "CA":
            st = r.choice(PL.STATES["CA"])
            out += [P(town, "CITY"), " ", P(st[1], "STATE"), "  ", P(self.postcode(st[1]), "ZIP")] if r.random() < 0.5 else \
                [P(town, "CITY"), ", ", P(st[1], "STATE"), " ", P(self.postcode(st[1]), "ZIP")]
        elif c == "AU":
            st = r.choice(PL.STATES["AU"])
            tn = town.upper() if r.random() < 0.5 else town
            out += [P(tn, "CITY"), " ", P(st[1], "STATE"), " ", P(self.postcode(st[1]), "ZIP")]
        elif c == "NZ":
            out += [P(town, "CITY")]
            if r.random() < 0.3:
                out += [sep, P(r.choice(PL.STATES["NZ"])[0], "STATE")]
            out += [" ", P(self.postcode(), "ZIP")]
        elif c == "ZA":
            out += [P(town, "CITY"), sep, P(r.choice(PL.STATES["ZA"])[0], "STATE"), sep, P(self.postcode(), "ZIP")]
        elif c == "UK":
            out += [P(town, "CITY"), sep]
            if r.random() < 0.45:
                out += [P(r.choice(PL.COUNTIES["UK"]), "CITY"), sep]
            out += [P(self.postcode(), "ZIP")]
        elif c == "IE":
            out += [P(town, "CITY"), sep, "Co. ", P(r.choice(PL.COUNTIES["IE"]), "CITY")]
            if r.random() < 0.8:
                out += [sep, P(self.postcode(), "ZIP")]
        return out

    # ---------------- organisations
    def hospital(self):
        r = self.rng
        c = self.code
        x = r.random()
        typ = r.choice(PL.HOSP_TYPES[c])
        if x < 0.3:
            return "St %s's %s" % (r.choice(PL.SAINTS), typ)
        if x < 0.55 and c in ("UK", "AU", "CA"):
            return "Royal %s %s" % (self.town(), typ)
        if x < 0.75:
            return "%s %s" % (self.town(), typ)
        return "%s %s" % (r.choice(PL.PLACE_STEMS), typ)

    def practice(self):
        r = self.rng
        stem = r.choice(PL.PLACE_STEMS + PL.TOWNS[self.code][:8])
        return "%s %s" % (stem, r.choice(PL.PRACTICE_TYPES[self.code]))

    def lab(self):
        r = self.rng
        return "%s %s" % (r.choice(PL.PLACE_STEMS), r.choice(PL.LAB_TYPES))

    def ward(self):
        r = self.rng
        return "%s %s" % (r.choice(PL.WARD_STEMS), r.choice(PL.WARD_TYPES))

    def building(self):
        r = self.rng
        return "%s %s" % (r.choice(PL.SURNAMES[:60] + PL.PLACE_STEMS), r.choice(PL.BUILDING))

    def employer(self):
        r = self.rng
        return "%s %s" % (r.choice(PL.EMPLOYER_STEMS), r.choice(PL.EMPLOYER_TYPES))

    # ---------------- identifiers
    def mrn(self):
        r = self.rng
        c = self.code
        if c == "US":
            return r.choice(["MRN", "MRN #", "Med Rec #"]), r.choice([pad(r, 8), "E" + pad(r, 7), pad(r, 3) + "-" + pad(r, 2) + "-" + pad(r, 3)])
        if c == "UK":
            return r.choice(["Hospital No", "Hosp No", "MRN", "Unit No"]), r.choice(["K" + pad(r, 7), "RX" + pad(r, 6), pad(r, 7) + letters(r, 1), "M" + pad(r, 6)])
        if c == "IE":
            return r.choice(["MRN", "Hospital No", "Chart No"]), r.choice([pad(r, 7), pad(r, 6), "H" + pad(r, 6)])
        if c == "CA":
            return r.choice(["MRN", "Chart #", "Hosp #"]), r.choice([pad(r, 7), "M" + pad(r, 8), pad(r, 2) + "-" + pad(r, 6)])
        if c == "AU":
            return r.choice(["URN", "UR No", "MRN"]), r.choice([pad(r, 7), pad(r, 6), "W" + pad(r, 6)])
        if c == "NZ":
            return "NHI", "%s%s%s" % (letters(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ"), pad(r, 2), r.choice([pad(r, 2), letters(r, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ")]))
        return r.choice(["Folder No", "Hosp No", "File No"]), r.choice([pad(r, 8), "F" + pad(r, 7), pad(r, 4) + "/" + pad(r, 4)])

    def natid(self):
        """second patient-level health-record identifier (type MRN) or None."""
        r = self.rng
        c = self.code
        if c == "UK":
            if r.random() < 0.15:
                return "CHI", pad(r, 10)
            return "NHS No", "9%s %s %s" % (pad(r, 2), pad(r, 3), pad(r, 4))
        if c == "AU":
            return "IHI", "8003 60%s %s %s" % (pad(r, 2), pad(r, 4), pad(r, 4))
        if c == "IE":
            return "IHI", pad(r, 6) + pad(r, 3)
        if c == "NZ":
            return None
        return None

    def healthplan(self):
        r = self.rng
        c = self.code
        if c == "US":
            return r.choice(["Member ID", "Insurance ID", "Subscriber #"]), letters(r, 3) + pad(r, 9)
        if c == "CA":
            return r.choice(["OHIP #", "Health Card #", "PHN", "HCN"]), r.choice([pad(r, 4) + "-" + pad(r, 3) + "-" + pad(r, 3) + "-" + letters(r, 2), "9" + pad(r, 9)])
        if c == "AU":
            return "Medicare No", "%s %s %s" % (r.choice("23456") + pad(r, 3), pad(r, 5), r.randint(1, 9))
        if c == "IE":
            return r.choice(["GMS No", "Medical Card No"]), pad(r, 7) + letters(r, 1)
        if c == "ZA":
            return r.choice(["Medical Aid No", "Scheme No"]), pad(r, 9) if r.random() < 0.5 else letters(r, 2) + pad(r, 7)
        if c == "NZ":
            return "Community Services Card", pad(r, 10)
        return None

    def ssn(self):
        r = self.rng
        c = self.code
        if c == "US":
            return "SSN", r.choice(["9%s-%s-%s" % (pad(r, 2), pad(r, 2), pad(r, 4)), "000-%s-%s" % (pad(r, 2), pad(r, 4))])
        if c == "CA":
            return "SIN", "9%s %s %s" % (pad(r, 2), pad(r, 3), pad(r, 3))
        if c == "IE":
            return "PPSN", "9" + pad(r, 6) + letters(r, 1, "ABCDEFGHJKLMNPRTW") + r.choice(["", "A"])
        if c == "ZA":
            return "ID No", "9" + pad(r, 12)
        return None

    def licence(self, rng, role):
        c = self.code
        nurse = role in ("nurse", "pn", "hca")
        if role in ("admin", "clerk", "hca", "bms"):
            return None, None
        if c == "UK":
            return ("NMC PIN", pad(rng, 2) + letters(rng, 1) + pad(rng, 4) + letters(rng, 1)) if nurse else ("GMC", pad(rng, 7))
        if c == "IE":
            return ("NMBI PIN", pad(rng, 6)) if nurse else ("IMC", pad(rng, 6))
        if c == "US":
            if nurse:
                return "RN Lic", "RN" + pad(rng, 7)
            return rng.choice([("NPI", "1" + pad(rng, 9)), ("DEA", letters(rng, 2, "ABFGM") + pad(rng, 7)), ("Lic #", "MD" + pad(rng, 6))])
        if c == "CA":
            return ("CNO Reg #", pad(rng, 8)) if nurse else (rng.choice(["CPSO #", "CPSBC #", "CPSA #"]), pad(rng, 5))
        if c == "AU":
            if nurse:
                return "AHPRA", "NMW000" + pad(rng, 7)
            return rng.choice([("AHPRA", "MED000" + pad(rng, 7)), ("Provider No", pad(rng, 6) + letters(rng, 2))])
        if c == "NZ":
            return ("NCNZ", pad(rng, 6)) if nurse else ("MCNZ", pad(rng, 5))
        if c == "ZA":
            return ("SANC", pad(rng, 8)) if nurse else ("HPCSA", "MP " + pad(rng, 7))
        return None, None

    def staff_style(self, rng, role, sex):
        c = self.code
        uk = c in ("UK", "IE")
        if role == "colpo":
            if c == "UK":
                title = rng.choice(["Dr", "Dr", "Miss" if sex == "F" else "Mr"])
                return title, rng.choice(["MRCOG", "FRCOG", "MD FRCOG"]), rng.choice(["Consultant Gynaecologist", "Consultant Gynaecologist and Lead Colposcopist", "Associate Specialist in Colposcopy"])
            if c == "IE":
                return "Dr", rng.choice(["MRCPI MRCOG", "FRCPI", "MRCOG"]), rng.choice(["Consultant Obstetrician and Gynaecologist", "Lead Colposcopist"])
            if c == "US":
                return "Dr", rng.choice(["MD, FACOG", "MD", "DO, FACOG"]), rng.choice(["Gynecology", "Attending Gynecologist", "Colposcopy Clinic Director"])
            if c == "CA":
                return "Dr", rng.choice(["MD, FRCSC", "MD FRCSC"]), "Gynaecologist"
            if c in ("AU", "NZ"):
                return "Dr", rng.choice(["FRANZCOG", "MBBS FRANZCOG", "MBChB FRANZCOG"]), rng.choice(["Consultant Gynaecologist", "Gynaecologist, Colposcopy Service", "Senior Staff Specialist"])
            return "Dr", rng.choice(["MBChB FCOG(SA)", "MMed(O&G)"]), "Specialist Gynaecologist"
        if role == "reg":
            return "Dr", "", rng.choice(["Specialty Registrar", "Registrar O&G", "Resident", "SpR"]) if c != "US" else "PGY-3 Resident"
        if role == "nurse":
            if uk:
                return rng.choice(["Sister", "", ""]), rng.choice(["RGN", "RN", "RGN, BSc"]), "Nurse Colposcopist"
            if c in ("US", "CA"):
                return "", rng.choice(["NP", "RN, NP", "APRN"]), "Nurse Practitioner, Colposcopy"
            return "", rng.choice(["RN", "NP"]), rng.choice(["Nurse Colposcopist", "Clinical Nurse Consultant", "Nurse Practitioner"])
        if role == "path":
            cred = {"UK": "FRCPath", "IE": "FRCPath", "US": "MD", "CA": "MD, FRCPC", "AU": "FRCPA", "NZ": "FRCPA", "ZA": "FCPath(SA)"}[c]
            return "Dr", cred, rng.choice(["Consultant Histopathologist", "Consultant Pathologist", "Gynaecological Pathologist" if c != "US" else "Pathologist"])
        if role == "bms":
            cred = {"US": "CT(ASCP)", "CA": "RT(Cyto)"}.get(c, rng.choice(["BMS", "MSc", "Cytoscientist"]))
            return "", cred, rng.choice(["Biomedical Scientist", "Cytotechnologist", "Advanced Practitioner in Cytology"])
        if role == "gp":
            cred = {"UK": "MRCGP", "IE": "MICGP", "US": "MD", "CA": "MD, CCFP", "AU": "FRACGP", "NZ": "FRNZCGP", "ZA": "MBChB"}[c]
            return "Dr", cred, {"US": "Primary Care Physician", "CA": "Family Physician"}.get(c, "General Practitioner")
        if role == "pn":
            return "", rng.choice(["RGN", "RN", "Practice Nurse"]), "Practice Nurse" if c != "US" else "Registered Nurse"
        if role == "admin":
            return "", "", rng.choice(["Failsafe Officer", "Colposcopy Administrator", "Medical Secretary", "MDT Coordinator",
                                        "Booking Clerk", "Screening Coordinator"])
        if role == "hca":
            return "", "", rng.choice(["HCA", "Healthcare Assistant", "Clinic Assistant"])
        return "Dr", "", "Clinician"


def ip(rng):
    x = rng.random()
    if x < 0.4:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if x < 0.7:
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))
    return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))


def email(rng, p=None, dept=None):
    dom = rng.choice(["example.org", "example.com", "example.net"])
    if p is not None:
        a = ascii_fold(p.first).lower()
        b = ascii_fold(p.last).lower()
        local = rng.choice([a + "." + b, a[0] + "." + b, a + b + pad(rng, 2), b + "." + a[0]])
    else:
        local = dept or rng.choice(["colposcopy", "colpo.bookings", "cervical.screening", "failsafe", "cytology.reports",
                                    "gynae.mdt", "womenshealth.admin", "histology.enquiries"])
    return local + "@" + dom


def url(rng):
    host = rng.choice(["www.example.org", "www.example.com", "portal.example.net", "results.example.org", "example.net"])
    path = rng.choice(["/colposcopy", "/colposcopy/leaflets/lletz", "/cervical-screening/results", "/patient-portal",
                       "/women/colposcopy-what-to-expect", "/book", "/hpv-self-test", "/portal/login", "/gynae/mdt"])
    return rng.choice(["https://", "http://", ""]) + host + path


def bioid(rng):
    return rng.choice(["FP-%s" % pad(rng, 5), "FPT-%s" % pad(rng, 6), "BIO-%s-%s" % (pad(rng, 4), pad(rng, 2)),
                       "PV-%s" % pad(rng, 5), "IR-%s" % pad(rng, 5), "VP%s" % pad(rng, 6)])


def plate(rng, c):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if c == "UK":
        return "%s%s %s" % (letters(rng, 2, L), pad(rng, 2), letters(rng, 3, L))
    if c == "IE":
        return "%s%s-%s-%s" % (rng.choice(["19", "21", "22", "23", "24", "151", "182", "201", "241"])[:3], "", rng.choice(["D", "C", "G", "L", "KY", "WX", "MO", "TS"]), pad(rng, rng.choice([3, 4, 5])))
    if c == "US":
        return rng.choice(["%s%s%s" % (pad(rng, 1), letters(rng, 3, L), pad(rng, 3)), "%s-%s" % (letters(rng, 3, L), pad(rng, 4))])
    if c == "CA":
        return "%s %s" % (letters(rng, 4, L), pad(rng, 3))
    if c == "AU":
        return rng.choice(["%s-%s" % (letters(rng, 3, L), pad(rng, 3)), "%s%s%s" % (pad(rng, 1), letters(rng, 3, L), pad(rng, 2))])
    if c == "NZ":
        return "%s%s" % (letters(rng, 3, L), pad(rng, 3))
    return "%s %s-%s" % (rng.choice(["CA", "ND", "GP", "CY", "NU"]), pad(rng, 3), pad(rng, 3))


def specimen(rng, kind="H"):
    y = pad(rng, 2)
    return rng.choice(["%s%s-%s" % (kind, y, pad(rng, 5)), "%s/%s/%s" % (kind, y, pad(rng, 5)), "%s.%s.%s" % (y, kind, pad(rng, 6)),
                       "SP-%s-%s" % (y, pad(rng, 5)), "%s%s%s" % (kind, y, pad(rng, 7))])
