"""Per-note context: the patient, the staff, the site, dates and identifiers,
with formatters that return pieces (plain str or (text, TYPE) tuples)."""
import datetime as dt

import pools as PL
from core import P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_DATE_STYLES = ["mdY", "mdY", "mdY_np", "mdy", "Mon_d_Y", "Month_d_Y", "iso", "d_MON_Y"]
UK_DATE_STYLES = ["dmY", "dmY", "d_Month_Y", "d_Mon_Y", "dmY_dot", "iso", "dth_Month_Y", "dmy"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    m, y, dd = d.month, d.year, d.day
    if style == "mdY":
        return "%02d/%02d/%04d" % (m, dd, y)
    if style == "mdY_np":
        return "%d/%d/%04d" % (m, dd, y)
    if style == "mdy":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "Mon_d_Y":
        return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y)
    if style == "Month_d_Y":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, dd)
    if style == "d_MON_Y":
        return "%02d-%s-%04d" % (dd, MONTHS[m - 1][:3].upper(), y)
    if style == "dmY":
        return "%02d/%02d/%04d" % (dd, m, y)
    if style == "d_Month_Y":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "d_Mon_Y":
        return "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
    if style == "dmY_dot":
        return "%02d.%02d.%04d" % (dd, m, y)
    if style == "dth_Month_Y":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "dmy":
        return "%d/%d/%02d" % (dd, m, y % 100)
    raise ValueError(style)


def luhn_digit(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return str((10 - total % 10) % 10)


class Person:
    def __init__(self, first, last, mid, sex, typ, cred=""):
        self.first, self.last, self.mid, self.sex, self.typ = first, last, mid, sex, typ
        self.cred = cred

    def p(self, s):
        return P(s, self.typ)

    def full(self):
        return self.p("%s %s" % (self.first, self.last))

    def full_mid(self):
        return self.p("%s %s. %s" % (self.first, self.mid, self.last))

    def lastfirst(self):
        return self.p("%s, %s" % (self.last, self.first))

    def lastfirst_mid(self):
        return self.p("%s, %s %s" % (self.last, self.first, self.mid))

    def upper_lf(self):
        return self.p("%s, %s %s" % (self.last.upper(), self.first.upper(), self.mid))

    def upper_uk(self):
        return self.p("%s %s" % (self.last.upper(), self.first))

    def init_last(self, dot=True):
        return self.p("%s%s %s" % (self.first[0], "." if dot else "", self.last))

    def last_init(self):
        return self.p("%s %s" % (self.last, self.first[0]))

    def surname(self):
        return self.p(self.last)

    def given(self):
        return self.p(self.first)

    def initials(self, dots=False):
        if dots:
            return self.p("%s.%s." % (self.first[0], self.last[0]))
        return self.p("%s%s" % (self.first[0], self.last[0]))

    def login(self, n):
        return P("%s%s%d" % (self.first[0].lower(), self.last.lower().replace("'", "").replace("-", ""), n), "USERNAME")


class Ctx:
    def __init__(self, rng, country, genre, lower):
        r = self.r = rng
        self.country = country
        self.us = country == "US"
        self.genre = genre
        self.lower = lower
        # ---- patient
        if genre == "mammo":
            self.sex = "F" if r.random() < 0.97 else "M"
        elif genre == "dexa":
            self.sex = "F" if r.random() < 0.8 else "M"
        else:
            self.sex = r.choice("MF")
        first = r.choice(PL.FIRST_F if self.sex == "F" else PL.FIRST_M)
        self.pt = Person(first, r.choice(PL.SURNAMES), r.choice("ABCDEFGHJKLMNPRSTW"),
                         self.sex, "PATIENT")
        self.nick = PL.NICK.get(first)
        # ---- dates
        base = dt.date(2019, 1, 2)
        self.exam = base + dt.timedelta(days=r.randint(0, 2370))
        lo, hi = {"mammo": (40, 79), "dexa": (50, 91), "mdt": (35, 88)}.get(genre, (18, 96))
        if r.random() < 0.06 and genre not in ("mammo", "dexa", "mdt"):
            lo, hi = 2, 17
        age = r.randint(lo, hi)
        self.dob = dt.date(self.exam.year - age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.exam.month, self.exam.day):
            self.dob = self.dob.replace(year=self.dob.year + 1)
            if self.exam.year - self.dob.year < lo:
                self.dob = self.dob.replace(year=self.dob.year - 1)
        self.age = self.exam.year - self.dob.year - (
            (self.exam.month, self.exam.day) < (self.dob.month, self.dob.day))
        self.dstyle = r.choice(US_DATE_STYLES if self.us else UK_DATE_STYLES)
        self.prior = self.exam - dt.timedelta(days=r.randint(20, 1500))
        if self.prior < self.dob + dt.timedelta(days=400):
            self.prior = self.exam - dt.timedelta(days=r.randint(5, max(6, (self.exam - self.dob).days // 3)))
        self.clock = r.randint(6 * 60, 19 * 60)
        self.tstyle = r.choice(["colon", "colon", "colon", "hhmm", "ampm" if self.us else "hrs"])
        # ---- staff
        self.rad = self.person("DOCTOR")
        self.rad2 = self.person("DOCTOR")
        self.ref = self.person("DOCTOR")
        self.tech = self.person("DOCTOR")
        self.nurse = self.person("DOCTOR")
        self.tx = r.choice(PL.TX_INITIALS)
        self.rad.cred = r.choice(PL.DR_CREDS_US if self.us else PL.DR_CREDS_UK)
        self.ref.cred = r.choice(["MD", "DO", "NP", "PA-C"]) if self.us else r.choice(["MRCGP", "MRCP", "FRCS", ""])
        # ---- site
        if self.us:
            self.hosp = r.choice(PL.US_HOSPITALS)
            self.center = r.choice(PL.US_IMAGING_CENTERS)
            self.clinic = r.choice(PL.US_CLINICS)
            self.ward = r.choice(PL.US_UNITS_WARDS)
            self.carehome = r.choice(PL.US_NURSING_HOMES)
            self.site_city = r.choice(PL.US_CITIES)
            self.pt_city = self.site_city if r.random() < 0.6 else r.choice(PL.US_CITIES)
        else:
            self.hosp = r.choice(PL.UK_HOSPITALS)
            self.trust = r.choice(PL.UK_TRUSTS)
            self.center = r.choice(PL.UK_IMAGING_CENTRES)
            self.clinic = r.choice(PL.UK_SURGERIES)
            self.ward = r.choice(PL.UK_WARDS)
            self.carehome = r.choice(PL.UK_CARE_HOMES)
            self.site_city = r.choice(PL.UK_TOWNS)
            self.pt_city = self.site_city if r.random() < 0.6 else r.choice(PL.UK_TOWNS)
        self.hosp2 = r.choice(PL.US_HOSPITALS if self.us else PL.UK_HOSPITALS)
        while self.hosp2 == self.hosp:
            self.hosp2 = r.choice(PL.US_HOSPITALS if self.us else PL.UK_HOSPITALS)
        # ---- identifiers (fixed per note)
        self.mrn = self.gen_mrn()
        self.nhs = self.gen_nhs() if not self.us else None
        self.acc = self.gen_acc()
        self.acct = self.gen_acct()
        self.phone_main = self.phone()
        self.fax_main = self.fax()
        self.room = r.choice(["%d%s" % (r.randint(2, 9), "%02d" % r.randint(1, 40)),
                              "%d%s" % (r.randint(100, 899), r.choice("ABCD")), str(r.randint(1, 36))])
        self.bed = str(r.randint(1, 30)) if r.random() < 0.7 else r.choice("ABCD")

    # ------------------------------------------------------------ people
    def person(self, typ, sex=None):
        r = self.r
        sex = sex or r.choice("MF")
        first = r.choice(PL.FIRST_F if sex == "F" else PL.FIRST_M)
        last = r.choice(PL.SURNAMES)
        while hasattr(self, "pt") and last == self.pt.last:
            last = r.choice(PL.SURNAMES)
        return Person(first, last, r.choice("ABCDEFGHJKLMNPRSTW"), sex, typ)

    def family(self, rel=None):
        rel = rel or self.r.choice(PL.RELATIONS)
        sex = "F" if rel in ("wife", "daughter", "sister", "mother", "niece",
                             "granddaughter", "daughter-in-law") else (
            "M" if rel in ("husband", "son", "brother", "father", "nephew", "grandson",
                           "son-in-law") else None)
        p = self.person("FAMILY", sex)
        if rel in ("wife", "husband", "son", "daughter", "granddaughter", "grandson") and self.r.random() < 0.6:
            p.last = self.pt.last
        return rel, p

    def pt_title(self):
        t = "Mr" if self.sex == "M" else self.r.choice(["Mrs", "Ms", "Miss"])
        return t + ("." if self.us and self.r.random() < 0.8 else "")

    def pt_hdr(self):
        r = self.r.random()
        if self.us:
            if r < 0.5:
                return self.pt.upper_lf()
            if r < 0.75:
                return self.pt.lastfirst()
            return self.pt.full_mid()
        if r < 0.45:
            return self.pt.upper_uk()
        if r < 0.7:
            return self.pt.full()
        return self.pt.lastfirst()

    def pt_ref(self):
        """Narrative reference to the patient."""
        r = self.r.random()
        if r < 0.55:
            return [self.pt_title() + " ", self.pt.surname()]
        if r < 0.7:
            return self.pt.full()
        if r < 0.8 and self.nick:
            return self.pt.p(self.nick)
        if r < 0.9:
            return self.pt.given()
        return ["Pt ", self.pt.initials(dots=True)]

    def dr(self, who, style=None):
        """Clinician reference with title/credential outside the span."""
        r = self.r
        style = style or r.choice(["dr_last", "dr_init", "full_cred", "full", "lf"])
        if style == "dr_last":
            return [("Dr. " if self.us else "Dr "), who.surname()]
        if style == "dr_init":
            return [("Dr. " if self.us else "Dr "), who.init_last(dot=self.us or r.random() < 0.4)]
        if style == "full_cred":
            cred = who.cred or ("MD" if self.us else "")
            return [who.full(), (", " + cred) if cred else ""]
        if style == "lf":
            return who.lastfirst()
        return who.full()

    # ------------------------------------------------------------ dates
    def d(self, day, style=None):
        return P(fmt_date(day, style or self.dstyle), "DATE")

    def d_alt(self, day):
        sty = self.r.choice(US_DATE_STYLES if self.us else UK_DATE_STYLES)
        return P(fmt_date(day, sty), "DATE")

    def d_weekday(self, day):
        wd = WEEKDAYS[day.weekday()]
        if self.us:
            if self.r.random() < 0.5:
                return P("%s, %s %d, %d" % (wd, MONTHS[day.month - 1], day.day, day.year), "DATE")
            return P("%s %d/%d" % (wd[:3], day.month, day.day), "DATE")
        if self.r.random() < 0.5:
            return P("%s %d %s %d" % (wd, day.day, MONTHS[day.month - 1], day.year), "DATE")
        return P("%s %02d/%02d" % (wd[:3], day.day, day.month), "DATE")

    def d_month(self, day):
        c = self.r.random()
        if c < 0.5:
            return P("%s %d" % (MONTHS[day.month - 1], day.year), "DATE")
        if c < 0.75:
            return P("%02d/%d" % (day.month, day.year), "DATE")
        return P("%s %d" % (MONTHS[day.month - 1][:3], day.year), "DATE")

    def d_year(self, day):
        return P(str(day.year), "DATE")

    def plus(self, days):
        return self.exam + dt.timedelta(days=days)

    def time(self):
        """Times of day advance through the note (not PHI)."""
        r = self.r
        self.clock = min(self.clock + r.randint(1, 35), 23 * 60 + 59)
        h, m = divmod(self.clock, 60)
        if self.tstyle == "ampm":
            return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")
        if self.tstyle == "hhmm":
            return "%02d%02d" % (h, m)
        if self.tstyle == "hrs":
            return "%02d:%02d hrs" % (h, m)
        return "%02d:%02d" % (h, m)

    def age_p(self):
        return P(str(self.age), "AGE")

    def sexword(self):
        return {"M": "male", "F": "female"}[self.sex]

    def age_sex(self):
        """e.g. [64]-year-old female / [64] yo M / [64]F"""
        a = self.age_p()
        c = self.r.random()
        if c < 0.35:
            if self.age < 18:
                return [a, "-year-old " + ("boy" if self.sex == "M" else "girl")]
            return [a, "-year-old " + ("man" if self.sex == "M" else "woman")]
        if c < 0.55:
            return [a, "-year-old " + self.sexword()]
        if c < 0.7:
            return [a, " yo " + self.sex]
        if c < 0.8:
            return [a, self.sex]
        if c < 0.9:
            return [a, " y/o " + self.sexword()]
        return [a, "yo " + self.sexword()]

    # ------------------------------------------------------------ places
    def street(self):
        r = self.r
        nm = r.choice(PL.STREET_NAMES)
        if self.us:
            s = "%d %s %s" % (r.randint(2, 9899), nm, r.choice(PL.US_STREET_SUFFIX))
            if r.random() < 0.3:
                s += ", " + r.choice(PL.US_UNITS)
            return s
        s = "%d %s %s" % (r.randint(1, 240), nm, r.choice(PL.UK_STREET_SUFFIX))
        c = r.random()
        if c < 0.2:
            s = r.choice(PL.UK_UNITS) + ", " + s
        elif c < 0.3:
            s = r.choice(PL.UK_HOUSE_NAMES) + ", " + s
        return s

    def zipcode(self, city):
        r = self.r
        if self.us:
            z = city[3] + "%02d" % r.randint(1, 99)
            if r.random() < 0.2:
                z += "-%04d" % r.randint(1, 9999)
            return z
        return "%s%d %d%s%s" % (city[2], r.randint(1, 19), r.randint(1, 9),
                                r.choice("ABDEFGHJLNPQRSTUWXYZ"), r.choice("ABDEFGHJLNPQRSTUWXYZ"))

    def address(self, city=None, multiline=False):
        city = city or self.pt_city
        sep = "\n" if multiline else ", "
        r = self.r
        if self.us:
            st = P(city[1], "STATE") if r.random() < 0.85 else P(city[2], "STATE")
            return [P(self.street(), "STREET"), sep, P(city[0], "CITY"), ", ", st, " ",
                    P(self.zipcode(city), "ZIP")]
        out = [P(self.street(), "STREET"), sep, P(city[0], "CITY")]
        if r.random() < 0.5:
            out += [sep, P(city[1], "CITY")]
        out += [sep if multiline else ", ", P(self.zipcode(city), "ZIP")]
        return out

    def city_state(self, city=None):
        city = city or self.pt_city
        if self.us:
            return [P(city[0], "CITY"), ", ", P(city[1], "STATE")]
        return P(city[0], "CITY")

    # ------------------------------------------------------------ contacts
    def phone(self, kind=None):
        r = self.r
        if self.us:
            ac = "%d%d%d" % (r.randint(2, 9), r.randint(0, 8), r.randint(0, 9))
            ln = "01%02d" % r.randint(0, 99)
            c = kind or r.choice(["paren", "dash", "dash", "dot", "intl", "ext"])
            if c == "paren":
                return "(%s) 555-%s" % (ac, ln)
            if c == "dot":
                return "%s.555.%s" % (ac, ln)
            if c == "intl":
                return "+1 %s 555 %s" % (ac, ln)
            if c == "ext":
                return "%s-555-%s ext. %d" % (ac, ln, r.randint(10, 4999))
            return "%s-555-%s" % (ac, ln)
        c = kind or r.choice(["geo4", "geo4", "geo3", "mob", "intl", "paren", "ext"])
        if c == "geo3":
            return "0%d 555 %04d" % (r.choice([113, 114, 115, 116, 117, 118, 121, 131, 141, 151, 161, 191]),
                                     r.randint(100, 999))
        if c == "mob":
            return "07700 555%03d" % r.randint(0, 999)
        if c == "intl":
            return "+44 %d 555 %04d" % (r.choice([113, 161, 117, 191, 141, 1423, 1392]), r.randint(100, 999))
        if c == "paren":
            return "(0%d) 555 %03d" % (r.choice([1423, 1484, 1392, 1603, 1522, 1244, 1905]), r.randint(100, 999))
        if c == "ext":
            return "0%d 555 %04d ext %d" % (r.choice([113, 161, 117, 191]), r.randint(100, 999), r.randint(100, 8999))
        return "0%d 555 %03d" % (r.choice([1423, 1484, 1392, 1603, 1522, 1244, 1905, 1302, 1228]),
                                 r.randint(100, 999))

    def fax(self):
        return self.phone(self.r.choice(["paren", "dash", "dot"]) if self.us else self.r.choice(["geo4", "geo3", "paren"]))

    def pager(self):
        r = self.r
        if self.us:
            return r.choice(["%d-%04d" % (r.randint(1, 9), r.randint(0, 9999)), "%05d" % r.randint(0, 99999)])
        return "%04d" % r.randint(1000, 9999)

    def email(self, who=None, role=None):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        if who is not None:
            lp = r.choice(["%s.%s" % (who.first, who.last), "%s%s" % (who.first[0], who.last),
                           "%s_%s" % (who.first, who.last)])
            lp = lp.lower().replace("'", "").replace(" ", "")
        else:
            lp = role or r.choice(["radiology.bookings", "ir.coordinator", "pacs.admin",
                                   "breast.screening", "nucmed", "radiology.results"])
        return "%s@%s" % (lp, dom)

    def url(self, kind="portal"):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        host = r.choice(["www.", "portal.", "pacs.", "images.", ""])
        paths = {"portal": ["/patient-portal", "/myimaging", "/portal/login", "/results"],
                 "prep": ["/radiology/prep/ct-contrast", "/imaging/mri-safety", "/patients/preparing-for-your-scan",
                          "/breast-screening/leaflet"],
                 "viewer": ["/viewer?study=%d" % r.randint(100000, 999999), "/zfp?acc=%d" % r.randint(100000, 999999),
                            "/share/%x" % r.randint(16 ** 6, 16 ** 7)]}[kind]
        pre = "https://" if r.random() < 0.5 else ""
        return pre + host + dom + r.choice(paths)

    def ip(self):
        r = self.r
        c = r.random()
        if c < 0.4:
            return "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
        if c < 0.7:
            return "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))

    # ------------------------------------------------------------ identifiers
    def gen_mrn(self):
        r = self.r
        if self.us:
            return r.choice(["%08d" % r.randint(10000, 99999999), "%07d" % r.randint(1000000, 9999999),
                             "E%07d" % r.randint(0, 9999999), "MR%06d" % r.randint(0, 999999),
                             "%03d-%02d-%02d" % (r.randint(0, 999), r.randint(0, 99), r.randint(0, 99))])
        return r.choice(["%s%07d" % (r.choice("KHRMNS"), r.randint(0, 9999999)),
                         "RX%d%06d" % (r.randint(1, 9), r.randint(0, 999999)),
                         "%s%s%06d" % (r.choice("ABCDEFGH"), r.choice("KLMNPQR"), r.randint(0, 999999))])

    def gen_nhs(self):
        r = self.r
        while True:
            ds = [9, 9, 9] + [r.randint(0, 9) for _ in range(6)]
            tot = sum(d * (10 - i) for i, d in enumerate(ds))
            chk = 11 - tot % 11
            if chk == 11:
                chk = 0
            if chk != 10:
                s = "".join(str(d) for d in ds) + str(chk)
                if r.random() < 0.75:
                    return "%s %s %s" % (s[:3], s[3:6], s[6:])
                return s

    def gen_acc(self):
        r = self.r
        pre = {"ct": "CT", "mri": "MR", "us": "US", "xr": "CR", "ir": "IR", "mammo": "MG",
               "nm": "NM", "dexa": "DX", "fluoro": "RF"}.get(self.genre, r.choice(["CT", "MR", "US", "CR"]))
        y = self.exam.year % 100
        return r.choice(["%s%02d-%07d" % (pre, y, r.randint(0, 9999999)),
                         "%d" % r.randint(10000000, 99999999),
                         "%s%02d%02d%02d%04d" % (pre, y, self.exam.month, self.exam.day, r.randint(0, 9999)),
                         "A%09d" % r.randint(0, 999999999),
                         "RAD%02d%07d" % (y, r.randint(0, 9999999))])

    def gen_acct(self):
        r = self.r
        if self.us:
            return r.choice(["%010d" % r.randint(0, 9999999999), "%d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999)),
                             "V%08d" % r.randint(0, 99999999), "FIN%09d" % r.randint(0, 999999999)])
        return r.choice(["EP%08d" % r.randint(0, 99999999), "%09d" % r.randint(0, 999999999),
                         "ATT-%06d" % r.randint(0, 999999)])

    def order_no(self):
        r = self.r
        return r.choice(["ORD%08d" % r.randint(0, 99999999), "%d" % r.randint(1000000, 9999999),
                         "REQ-%02d-%05d" % (self.exam.year % 100, r.randint(0, 99999)),
                         "OE%07d" % r.randint(0, 9999999)])

    def ssn(self):
        r = self.r
        if self.us:
            if r.random() < 0.85:
                return "9%02d-%02d-%04d" % (r.randint(0, 99), r.randint(1, 99), r.randint(1, 9999))
            return "000-%02d-%04d" % (r.randint(1, 99), r.randint(1, 9999))
        return "QQ %02d %02d %02d %s" % (r.randint(0, 99), r.randint(0, 99), r.randint(0, 99), r.choice("ABCD"))

    def healthplan(self):
        r = self.r
        L = "ABCDEFGHJKMNPRTUVWXY"
        if self.us:
            return r.choice(["%s%s%s%09d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999999999)),
                             "%d%s%s%d-%s%s%d-%s%s%d%d" % (r.randint(1, 9), r.choice(L), r.choice(L), r.randint(0, 9),
                                                          r.choice(L), r.choice(L), r.randint(0, 9), r.choice(L),
                                                          r.choice(L), r.randint(0, 9), r.randint(0, 9)),
                             "W%09d" % r.randint(0, 999999999), "%s%08d01" % (r.choice(L), r.randint(0, 99999999))])
        return r.choice(["HL-%08d" % r.randint(0, 99999999), "%s%s%07d" % (r.choice(L), r.choice(L), r.randint(0, 9999999)),
                         "PMI/%06d/%02d" % (r.randint(0, 999999), r.randint(1, 9))])

    def group_no(self):
        return "%06d" % self.r.randint(0, 999999)

    def npi(self):
        r = self.r
        base = str(r.choice([1, 2])) + "%08d" % r.randint(0, 99999999)
        return base + luhn_digit("80840" + base)

    def dea(self, who):
        r = self.r
        ds = [r.randint(0, 9) for _ in range(6)]
        chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
        return r.choice("ABFM") + who.last[0].upper() + "".join(map(str, ds)) + str(chk)

    def license(self, who=None):
        r = self.r
        if self.us:
            return r.choice(["MD%06d" % r.randint(0, 999999), "%s%06d" % (r.choice("ACGK"), r.randint(0, 999999)),
                             "%d.%06d" % (r.randint(20, 35), r.randint(0, 999999))])
        return "%07d" % r.randint(2000000, 7999999)

    def hcpc(self):
        return "RA%05d" % self.r.randint(10000, 99999)

    def device_sn(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return r.choice(["%s%s%s%06d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999999)),
                         "%s%s%06d%s" % (r.choice(L), r.choice(L), r.randint(0, 999999), r.choice(L)),
                         "%d%s%05d" % (r.randint(10, 99), r.choice(L), r.randint(0, 99999)),
                         "SN%08d" % r.randint(0, 99999999)])

    def lot(self):
        r = self.r
        return r.choice(["%s%s%05d" % (r.choice("ABCDEFGHJK"), r.choice("LMNPQRST"), r.randint(0, 99999)),
                         "%08d" % r.randint(0, 99999999), "LOT-%d%s%04d" % (r.randint(1, 9), r.choice("XYZW"), r.randint(0, 9999))])

    def plate(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if self.us:
            c = r.random()
            if c < 0.4:
                return "%d%s%s%s%03d" % (r.randint(1, 9), r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999))
            if c < 0.75:
                return "%s%s%s-%04d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 9999))
            V = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
            return "".join(r.choice(V) for _ in range(17))
        return "%s%s%02d %s%s%s" % (r.choice(L), r.choice(L), r.randint(10, 74), r.choice(L), r.choice(L), r.choice(L))

    def bioid(self, kind="any"):
        r = self.r
        opts = {"fp": ["FP-%05d" % r.randint(0, 99999), "FPR%07d" % r.randint(0, 9999999)],
                "palm": ["PV-%07d" % r.randint(0, 9999999), "PALM-%06d" % r.randint(0, 999999)],
                "any": ["BIO%06d" % r.randint(0, 999999), "BT-%04d-%03d" % (r.randint(0, 9999), r.randint(0, 999))]}[kind]
        return r.choice(opts)

    def specimen(self):
        r = self.r
        return r.choice(["S%02d-%05d" % (self.exam.year % 100, r.randint(0, 99999)),
                         "H%02d/%05d" % (self.exam.year % 100, r.randint(0, 99999)),
                         "CY%02d-%04d" % (self.exam.year % 100, r.randint(0, 9999))])

    def uid(self):
        r = self.r
        return "1.2.840.%d.%d.%d.%d.%d" % (r.randint(10000, 999999), r.randint(1, 9), r.randint(100, 999),
                                           r.randint(10 ** 8, 10 ** 9), r.randint(1, 999))
