"""Per-note fictional case: people, places, identifiers and their surface formats."""
import datetime as dt

import pools as P
from core import Phi

MON3 = [m[:3] for m in P.MONTHS]
WD3 = [w[:3] for w in P.WEEKDAYS]

US_DATE_STYLES = ["mdY0", "mdY", "mdy", "MdY", "MondY", "ISO", "dMonY"]
AU_DATE_STYLES = ["dmY0", "dmY", "dmy", "dMY", "dMonY", "dmYdot", "ISO", "dMonY-"]


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "mdY0":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdY":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "MdY":
        return "%s %d, %d" % (P.MONTHS[m - 1], dd, y)
    if style == "MondY":
        return "%s %d, %d" % (MON3[m - 1], dd, y)
    if style == "ISO":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "dMonY":
        return "%02d-%s-%d" % (dd, MON3[m - 1], y)
    if style == "dMonY-":
        return "%d %s %d" % (dd, MON3[m - 1], y)
    if style == "dmY0":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmY":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy":
        return "%d/%d/%02d" % (dd, m, y % 100)
    if style == "dMY":
        return "%d %s %d" % (dd, P.MONTHS[m - 1], y)
    if style == "dmYdot":
        return "%02d.%02d.%d" % (dd, m, y)
    raise ValueError(style)


class Person:
    def __init__(self, first, last, mid=None, nick=None, sex="F"):
        self.first, self.last, self.mid, self.nick, self.sex = first, last, mid, nick, sex


class Clin:
    def __init__(self, first, last, cred, kind):
        self.first, self.last, self.cred, self.kind = first, last, cred, kind


class Case:
    def __init__(self, rng, country):
        r = self.r = rng
        self.c = country
        self.us = country == "US"
        self.today = dt.date(2021, 1, 4) + dt.timedelta(days=r.randrange(0, 1640))
        self.set_age(r.randint(19, 43))
        self.ds = r.choice(US_DATE_STYLES if self.us else AU_DATE_STYLES)
        self.ds2 = r.choice(["MdY", "MondY"] if self.us else ["dMY", "dMonY-"])
        self.title = r.choice(["Ms.", "Mrs.", "Ms"] if self.us else ["Ms", "Mrs", "Miss", "Ms"])
        self.dr = "Dr." if (self.us and r.random() < 0.75) else "Dr"
        first = r.choice(P.FEMALE_FIRST)
        self.pt = Person(first, r.choice(P.SURNAMES),
                         mid=r.choice("ABCDEFGHJKLMNRST") if r.random() < 0.5 else None,
                         nick=P.NICKNAMES.get(first))
        ps = "F" if r.random() < 0.14 else "M"
        pfirst = r.choice(P.FEMALE_FIRST if ps == "F" else P.MALE_FIRST)
        plast = self.pt.last if r.random() < 0.45 else r.choice(P.SURNAMES)
        self.partner = Person(pfirst, plast, sex=ps)
        self.partner_age = max(19, self.age + r.randint(-4, 9))
        self.prof = r.choice(P.PROFESSIONS)
        self.partner_prof = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS[country])
        self.birth_country = r.choice(P.COUNTRIES) if r.random() < 0.45 else None
        if self.us:
            self.city, self.st, self.st_full, zp = r.choice(P.US_PLACES)
            self.zip = zp + "%02d" % r.randrange(1, 99)
            self.hosp = r.choice(P.US_HOSPITALS)
            self.ward = r.choice(P.US_WARDS)
        else:
            self.city, self.st, self.st_full, self.zip = r.choice(P.AU_PLACES)
            self.hosp = r.choice(P.AU_HOSPITALS)
            self.ward = r.choice(P.AU_WARDS)
        self.clinic = r.choice(P.OBGYN[country])
        self.fert = r.choice(P.FERT_CLINICS[country])
        self.imaging = r.choice(P.IMAGING[country])
        self.gp_practice = r.choice(P.GPS[country])
        self.lact = r.choice(P.LACT[country])
        self.partner_dob = self.today - dt.timedelta(days=self.partner_age * 365 + self.partner_age // 4 +
                                                     r.randrange(10, 350))
        self.street = self._street()
        self.mrn = self._mrn()
        self.acct = self._acct()
        self.used_clin = []
        self.phone_pt = self.phone(mobile=True)
        self.phone_pt2 = self.phone(mobile=False)
        self.phone_partner = self.phone(mobile=True)
        self.email_pt = self.email_for(self.pt)
        self.insurer = r.choice(P.INSURERS[country])
        self.member = self.healthplan()
        self.ssn = self._ssn() if self.us else None

    # ------------------------------------------------------------ basics
    def set_age(self, age):
        r = self.r
        self.dob = self.today - dt.timedelta(days=age * 365 + age // 4 + r.randrange(10, 350))
        a = self.today.year - self.dob.year
        if (self.today.month, self.today.day) < (self.dob.month, self.dob.day):
            a -= 1
        self.age = a

    def ch(self, seq):
        return self.r.choice(seq)

    def ri(self, a, b):
        return self.r.randint(a, b)

    def p(self, prob):
        return self.r.random() < prob

    def u(self, a, b, nd=1):
        return round(self.r.uniform(a, b), nd)

    def sp(self, us, au):
        """Spelling by country."""
        return us if self.us else au

    def days(self, n):
        return self.today + dt.timedelta(days=n)

    # ------------------------------------------------------------ dates
    def D(self, d, style=None):
        return Phi(fmt_date(d, style or self.ds), "DATE")

    def D2(self, d):
        return Phi(fmt_date(d, self.ds2), "DATE")

    def Dany(self, d):
        sty = US_DATE_STYLES if self.us else AU_DATE_STYLES
        return Phi(fmt_date(d, self.ch(sty)), "DATE")

    def Dw(self, d):
        wd = d.weekday()
        k = self.ri(0, 2)
        if k == 0:
            s = "%s, %s" % (P.WEEKDAYS[wd], fmt_date(d, self.ds2))
        elif k == 1:
            s = "%s %d/%d" % (WD3[wd], d.month, d.day) if self.us else "%s %d/%d" % (WD3[wd], d.day, d.month)
        else:
            s = "%s %d %s" % (P.WEEKDAYS[wd], d.day, P.MONTHS[d.month - 1]) if not self.us else \
                "%s %s %d" % (P.WEEKDAYS[wd], P.MONTHS[d.month - 1], d.day)
        return Phi(s, "DATE")

    def Dshort(self, d):
        k = self.ri(0, 1)
        if self.us:
            s = "%d/%d" % (d.month, d.day) if k else "%s %d" % (MON3[d.month - 1], d.day)
        else:
            s = "%d/%d" % (d.day, d.month) if k else "%d %s" % (d.day, MON3[d.month - 1])
        return Phi(s, "DATE")

    def Dmy(self, d):
        k = self.ri(0, 2)
        if k == 0:
            s = "%s %d" % (P.MONTHS[d.month - 1], d.year)
        elif k == 1:
            s = "%s %d" % (MON3[d.month - 1], d.year)
        else:
            s = "%02d/%d" % (d.month, d.year)
        return Phi(s, "DATE")

    def Y(self, year):
        return Phi(str(year), "DATE")

    def Dwd(self, d):
        return Phi(P.WEEKDAYS[d.weekday()], "DATE")

    def holiday(self):
        h = self.ch(P.HOLIDAYS[self.c])
        if h.startswith("the "):
            return ["the ", Phi(h[4:], "DATE")]
        return Phi(h, "DATE")

    def A(self, age=None):
        return Phi(str(self.age if age is None else age), "AGE")

    # ------------------------------------------------------------ names
    def pn(self, style=None, person=None, typ="PATIENT"):
        """Name of patient (or another person) in a given style; titles are returned outside."""
        x = person or self.pt
        if style is None:
            style = self.ch(["full", "full", "fml", "lf", "LF", "title_last", "title_full", "first"])
        mid = x.mid
        if style == "full":
            return Phi("%s %s" % (x.first, x.last), typ)
        if style == "fml":
            if mid:
                return Phi("%s %s. %s" % (x.first, mid, x.last), typ)
            return Phi("%s %s" % (x.first, x.last), typ)
        if style == "lf":
            return Phi("%s, %s" % (x.last, x.first), typ)
        if style == "LF":
            s = "%s, %s" % (x.last.upper(), x.first.upper())
            if mid:
                s += " " + mid
            return Phi(s, typ)
        if style == "first":
            return Phi(x.first, typ)
        if style == "last":
            return Phi(x.last, typ)
        if style == "nick":
            return Phi(x.nick or x.first, typ)
        if style == "init":
            fi = "".join(w[0] for w in x.first.replace("-", " ").split())
            li = "".join(w[0] for w in x.last.replace("-", " ").split() if w[0].isupper()) or x.last[0].upper()
            if self.p(0.5):
                return Phi("%s.%s." % (fi[0], li[0]), typ)
            return Phi(fi[0] + li[0], typ)
        if style == "title_last":
            return [self.title + " ", Phi(x.last, typ)]
        if style == "title_full":
            return [self.title + " ", Phi("%s %s" % (x.first, x.last), typ)]
        if style == "f_last":
            return Phi("%s. %s" % (x.first[0], x.last), typ)
        raise ValueError(style)

    def fam(self, style=None):
        x = self.partner
        if style is None:
            style = self.ch(["first", "full", "first"])
        return self.pn(style, x, "FAMILY")

    def partner_word(self):
        if self.partner.sex == "F":
            return self.ch(["partner", "wife", "partner"])
        return self.ch(["partner", "husband", "partner", "fiance" if self.us else "partner"])

    def other_family(self):
        rel = self.ch(["mother", "sister", "mother-in-law", "aunt", "best friend", "cousin", "grandmother"])
        first = self.ch(P.FEMALE_FIRST)
        last = self.pt.last if rel in ("mother", "sister", "grandmother") and self.p(0.5) else self.ch(P.SURNAMES)
        if self.p(0.6):
            return rel, Phi(first, "FAMILY")
        return rel, Phi("%s %s" % (first, last), "FAMILY")

    def clin(self, kind="ob"):
        r = self.r
        while True:
            first, last = r.choice(P.CLIN_FIRST), r.choice(P.CLIN_LAST)
            if last not in [c.last for c in self.used_clin] and last != self.pt.last:
                break
        if kind in ("ob", "gp", "anaes", "paed", "reg", "rei", "rad"):
            cred = r.choice(P.CREDS_DOC[self.c])
            if kind == "gp" and not self.us:
                cred = r.choice(["MBBS", "MBBS FRACGP", "FRACGP"])
            elif kind == "gp":
                cred = r.choice(["MD", "DO", "MD, FAAFP"])
            elif kind == "reg":
                cred = r.choice(P.CREDS_JUNIOR[self.c])
            elif kind == "rei":
                cred = r.choice(["MD, FACOG", "MD", "MD, REI"] if self.us else ["FRANZCOG, CREI", "MBBS FRANZCOG CREI"])
            elif kind == "anaes":
                cred = r.choice(["MD", "DO"] if self.us else ["FANZCA", "MBBS FANZCA"])
            elif kind == "paed":
                cred = r.choice(["MD, FAAP", "MD"] if self.us else ["FRACP", "MBBS FRACP"])
        elif kind == "mw":
            cred = r.choice(P.CREDS_MIDWIFE[self.c])
        elif kind == "lc":
            cred = r.choice(["IBCLC", "RN, IBCLC", "RM IBCLC"] if not self.us else ["IBCLC", "RN, IBCLC", "CLC"])
        elif kind == "sono":
            cred = r.choice(["RDMS", "RDMS, RVT"] if self.us else ["DMU", "AMS", "Grad Dip Med Ultrasound"])
        elif kind == "emb":
            cred = r.choice(["PhD", "MSc", "Senior Embryologist", "ELD(ABB)" if self.us else "MSc"])
        else:
            cred = r.choice(["RN", "RN BSN"] if self.us else ["RN", "EN"])
        c = Clin(first, last, cred, kind)
        self.used_clin.append(c)
        return c

    def dn(self, c, style=None):
        """Clinician name; title and credential outside the span."""
        is_dr = c.kind in ("ob", "gp", "anaes", "paed", "reg", "rei", "rad")
        if style is None:
            opts = ["full_cred", "init_last", "full"]
            if is_dr:
                opts += ["dr_last", "dr_full", "dr_full"]
            style = self.ch(opts)
        if style == "dr_last":
            return [self.dr + " ", Phi(c.last, "DOCTOR")]
        if style == "dr_full":
            return [self.dr + " ", Phi("%s %s" % (c.first, c.last), "DOCTOR")]
        if style == "full_cred":
            return [Phi("%s %s" % (c.first, c.last), "DOCTOR"), ", " + c.cred]
        if style == "full_cred_nc":
            return [Phi("%s %s" % (c.first, c.last), "DOCTOR"), " " + c.cred]
        if style == "init_last":
            return Phi("%s. %s" % (c.first[0], c.last), "DOCTOR")
        if style == "full":
            return Phi("%s %s" % (c.first, c.last), "DOCTOR")
        if style == "first":
            return Phi(c.first, "DOCTOR")
        if style == "last":
            return Phi(c.last, "DOCTOR")
        if style == "lf":
            return Phi("%s, %s" % (c.last, c.first), "DOCTOR")
        if style == "initials":
            return Phi(c.first[0] + c.last[0], "DOCTOR")
        if style == "initials_lc":
            return Phi((c.first[0] + c.last[0]).lower(), "DOCTOR")
        if style == "midwife":
            return [Phi("%s %s" % (c.first, c.last), "DOCTOR"), " (" + c.cred + ")"]
        raise ValueError(style)

    def user(self, c):
        k = self.ri(0, 4)
        if k == 0:
            s = (c.first[0] + c.last).lower().replace("'", "") + str(self.ri(1, 9))
        elif k == 1:
            s = (c.first + "." + c.last).lower()
        elif k == 2:
            s = (c.last + "_" + c.first[0]).lower()
        elif k == 3:
            s = (c.first[0] + c.last[:5]).upper() + str(self.ri(10, 99))
        else:
            s = (c.last[:4] + c.first[:2]).lower()
        return Phi(s.replace(" ", ""), "USERNAME")

    # ------------------------------------------------------------ places
    def _street(self):
        r = self.r
        name = r.choice(P.STREET_NAMES)
        if self.us:
            s = "%d %s %s" % (r.randint(12, 9870), name, r.choice(P.US_STREET_SUFFIX))
            if r.random() < 0.3:
                s += r.choice([", Apt %d%s" % (r.randint(1, 24), r.choice("ABCD")),
                               " Unit %d" % r.randint(1, 40), ", #%d" % r.randint(101, 420)])
            return s
        base = "%d %s %s" % (r.randint(1, 260), name, r.choice(P.AU_STREET_SUFFIX))
        if r.random() < 0.3:
            base = r.choice(["%d/" % r.randint(1, 30), "Unit %d, " % r.randint(1, 14)]) + base
        return base

    def addr(self, style=None, upper_city=None):
        """Address pieces split into STREET / CITY / STATE / ZIP."""
        if style is None:
            style = self.ch(["one", "two", "one"])
        city = self.city
        if upper_city or (upper_city is None and not self.us and self.p(0.3)):
            city = city.upper()
        st = Phi(self.st, "STATE")
        if style == "one":
            if self.us:
                return [Phi(self.street, "STREET"), ", ", Phi(city, "CITY"), ", ", st, " ", Phi(self.zip, "ZIP")]
            return [Phi(self.street, "STREET"), ", ", Phi(city, "CITY"), " ", st, " ", Phi(self.zip, "ZIP")]
        if self.us:
            return [Phi(self.street, "STREET"), "\n", Phi(city, "CITY"), ", ", st, " ", Phi(self.zip, "ZIP")]
        return [Phi(self.street, "STREET"), "\n", Phi(city, "CITY"), " ", st, " ", Phi(self.zip, "ZIP")]

    def other_place(self):
        """Another city in the patient's state (for letterheads etc.)."""
        if self.us:
            c, s, sf, z = self.ch([x for x in P.US_PLACES if x[1] == self.st])
            return c, s, sf, z + "%02d" % self.ri(1, 99)
        return self.ch([x for x in P.AU_PLACES if x[1] == self.st])

    def site_addr(self):
        c, s, sf, z = self.other_place() if self.p(0.5) else (self.city, self.st, self.st_full, self.zip)
        name = self.ch(P.STREET_NAMES)
        suf = self.ch(P.US_STREET_SUFFIX if self.us else P.AU_STREET_SUFFIX)
        street = "%d %s %s" % (self.ri(1, 4800), name, suf)
        if self.us:
            return [Phi(street, "STREET"), ", ", Phi(c, "CITY"), ", ", Phi(s, "STATE"), " ", Phi(z, "ZIP")]
        return [Phi(street, "STREET"), ", ", Phi(c, "CITY"), " ", Phi(s, "STATE"), " ", Phi(z, "ZIP")]

    def H(self, name=None):
        return Phi(name or self.hosp, "HOSPITAL")

    def room(self):
        return Phi(self.ch(["%d" % self.ri(1, 30), "%d%s" % (self.ri(201, 718), self.ch("AB")),
                            "%d" % self.ri(301, 640)]), "LOCATION_OTHER")

    def bed(self):
        return Phi(str(self.ri(1, 32)), "LOCATION_OTHER")

    # ------------------------------------------------------------ contacts
    def phone(self, mobile=False, style=None):
        r = self.r
        line = "01%02d" % r.randint(0, 99) if r.random() < 0.7 else "%04d" % r.randint(1000, 9999)
        if self.us:
            area = r.choice(P.US_AREA[self.st])
            k = style if style is not None else r.randint(0, 4)
            if k == 0:
                return "(%s) 555-%s" % (area, line)
            if k == 1:
                return "%s-555-%s" % (area, line)
            if k == 2:
                return "%s.555.%s" % (area, line)
            if k == 3:
                return "+1 %s 555 %s" % (area, line)
            return "1-%s-555-%s" % (area, line)
        if mobile:
            pre = "04%02d" % r.randint(0, 99)
            k = style if style is not None else r.randint(0, 2)
            tail = "%03d" % r.randint(0, 999)
            if k == 0:
                return "%s 555 %s" % (pre, tail)
            if k == 1:
                return "%s555%s" % (pre, tail)
            return "+61 %s 555 %s" % (pre[1:], tail)
        area = P.AU_AREA[self.st]
        k = style if style is not None else r.randint(0, 2)
        if k == 0:
            return "(%s) 5550 %s" % (area, line)
        if k == 1:
            return "%s 5550 %s" % (area, line)
        return "+61 %s 5550 %s" % (area[1], line)

    def PH(self, s=None, mobile=False):
        return Phi(s or self.phone(mobile=mobile), "PHONE")

    def FX(self):
        return Phi(self.phone(mobile=False), "FAX")

    def ext(self):
        s = self.phone(mobile=False)
        return Phi(s + self.ch([" ext. %d" % self.ri(10, 4999), " x%d" % self.ri(100, 9999),
                                " ext %d" % self.ri(2, 899)]), "PHONE")

    def pager(self):
        return Phi(self.ch(["555%02d" % self.ri(0, 99), "555-%d" % self.ri(1000, 9999),
                            "5-55%d" % self.ri(10, 99)]), "PHONE")

    def email_for(self, x, dom=None):
        r = self.r
        dom = dom or r.choice(["example.com", "example.org", "example.net"])
        f, l = x.first.lower().replace(" ", ""), x.last.lower().replace(" ", "").replace("'", "")
        k = r.randint(0, 4)
        if k == 0:
            u = "%s.%s" % (f, l)
        elif k == 1:
            u = "%s%s%d" % (f, l, r.randint(1, 99))
        elif k == 2:
            u = "%s%s" % (f[0], l)
        elif k == 3:
            u = "%s_%s%02d" % (f, l[:3], r.randint(80, 99) if r.random() < 0.5 else r.randint(0, 5))
        else:
            u = "%s.%s" % (l, f[0])
        return Phi("%s@%s" % (u, dom), "EMAIL")

    def site_email(self, stem):
        dom = self.ch(["example.org", "example.com", "example.net"])
        return Phi("%s@%s" % (stem, dom), "EMAIL")

    def url(self, stem):
        dom = self.ch(["example.org", "example.com", "example.net"])
        k = self.ri(0, 2)
        if k == 0:
            return Phi("www.%s/%s" % (dom, stem), "URL")
        if k == 1:
            return Phi("https://%s.%s" % (stem.split("/")[0], dom), "URL")
        return Phi("https://www.%s/%s" % (dom, stem), "URL")

    def ip(self):
        k = self.ri(0, 2)
        if k == 0:
            s = "10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(2, 254))
        elif k == 1:
            s = "192.168.%d.%d" % (self.ri(0, 255), self.ri(2, 254))
        else:
            s = "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(2, 254))
        return Phi(s, "IPADDR")

    # ------------------------------------------------------------ identifiers
    def _mrn(self):
        r = self.r
        if self.us:
            k = r.randint(0, 3)
            if k == 0:
                return "%08d" % r.randint(100000, 99999999)
            if k == 1:
                return "%d-%04d" % (r.randint(100, 9999), r.randint(0, 9999))
            if k == 2:
                return "E%07d" % r.randint(0, 9999999)
            return "MR%06d" % r.randint(0, 999999)
        k = r.randint(0, 2)
        if k == 0:
            return "%07d" % r.randint(100000, 9999999)
        if k == 1:
            return "UR%06d" % r.randint(0, 999999)
        return "%d%05d" % (r.randint(10, 99), r.randint(0, 99999))

    def MRN(self):
        return Phi(self.mrn, "MRN")

    def mrn_label(self):
        if self.us:
            return self.ch(["MRN", "MRN:", "MR#", "Med Rec #", "Medical Record No."])
        return self.ch(["UR No.", "URN:", "UR", "MRN", "Hospital No."])

    def _acct(self):
        r = self.r
        k = r.randint(0, 3)
        if k == 0:
            return "%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999))
        if k == 1:
            return "V%08d" % r.randint(0, 99999999)
        if k == 2:
            return "%d" % r.randint(100000000, 999999999)
        return "EN%07d" % r.randint(0, 9999999)

    def ACCT(self):
        return Phi(self.acct, "ACCOUNT")

    def _ssn(self):
        r = self.r
        if r.random() < 0.8:
            return "9%02d-%02d-%04d" % (r.randint(0, 99), r.randint(1, 99), r.randint(1, 9999))
        return "000-%02d-%04d" % (r.randint(1, 99), r.randint(1, 9999))

    def SSN(self):
        return Phi(self.ssn, "SSN")

    def healthplan(self):
        r = self.r
        if self.us:
            k = r.randint(0, 2)
            if k == 0:
                return "%s%09d" % (r.choice(["XKZ", "W", "BHP", "KMH", "PSP"]), r.randint(0, 999999999))
            if k == 1:
                return "%s%d%s" % (r.choice("ABCDEFGHJKLMN"), r.randint(10000000, 99999999), r.choice("ABCDE"))
            return "MCD%08d" % r.randint(0, 99999999)
        return "%d %05d %d" % (r.randint(2000, 6999), r.randint(0, 99999), r.randint(1, 9))

    def HP(self, v=None):
        return Phi(v or self.member, "HEALTHPLAN")

    def fund_no(self):
        return Phi("%d" % self.ri(10000000, 99999999), "HEALTHPLAN")

    def group_no(self):
        return Phi(self.ch(["GRP-%05d" % self.ri(0, 99999), "%06d" % self.ri(0, 999999),
                            "G%d" % self.ri(1000, 99999)]), "HEALTHPLAN")

    def npi(self):
        return Phi("1%09d" % self.ri(0, 999999999), "LICENSE")

    def dea(self, c):
        return Phi("%s%s%07d" % (self.ch("ABFM"), c.last[0].upper(), self.ri(0, 9999999)), "LICENSE")

    def provider_no(self):
        return Phi("%06d%s" % (self.ri(0, 999999), self.ch("ABCDFHJKLTWXY")), "LICENSE")

    def ahpra(self, midwife=False):
        return Phi("%s%010d" % ("NMW" if midwife else "MED", self.ri(0, 9999999999)), "LICENSE")

    def lic(self, c):
        if self.us:
            k = self.ri(0, 2)
            return self.npi() if k < 2 else self.dea(c)
        return self.provider_no() if self.p(0.6) else self.ahpra(c.kind in ("mw", "lc"))

    def lic_label(self, v):
        if self.us:
            return "DEA" if v.text[0].isalpha() else "NPI"
        return "AHPRA" if v.text[0].isalpha() and v.text[:3] in ("MED", "NMW") else "Provider No."

    def ihi(self):
        return Phi("8003 6%03d %04d %04d" % (self.ri(0, 999), self.ri(0, 9999), self.ri(0, 9999)), "IDNUM")

    def acc(self, prefix=None):
        y = self.today.year % 100
        k = self.ri(0, 4)
        pre = prefix or self.ch(["S", "US", "CY", "H", "P", "G"])
        if k == 0:
            s = "%s%02d-%05d" % (pre, y, self.ri(0, 99999))
        elif k == 1:
            s = "%s-%02d%02d-%04d" % (pre, y, self.today.month, self.ri(0, 9999))
        elif k == 2:
            s = "%d" % self.ri(10000000, 99999999)
        elif k == 3:
            s = "%02d%s%06d" % (y, pre, self.ri(0, 999999))
        else:
            s = "%s%d" % (pre, self.ri(100000, 9999999))
        return Phi(s, "IDNUM")

    def serial(self, pre=None):
        pre = pre or self.ch(["SN", "VE", "FM", "ES", "GE", "KX", "PH"])
        k = self.ri(0, 3)
        if k == 0:
            s = "%s%d-%05d" % (pre, self.ri(10, 99), self.ri(0, 99999))
        elif k == 1:
            s = "%s-%s-%04d" % (pre, self.ch("ABCDEFK"), self.ri(0, 9999))
        elif k == 2:
            s = "%s%07d" % (pre, self.ri(0, 9999999))
        else:
            s = "%d%s%05d" % (self.ri(1, 9), pre, self.ri(0, 99999))
        return Phi(s, "DEVICE")

    def plate(self):
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        r = self.r
        if self.us:
            k = r.randint(0, 2)
            if k == 0:
                return Phi("%d%s%03d" % (r.randint(1, 9), "".join(r.choice(L) for _ in range(3)), r.randint(0, 999)), "VEHICLE")
            if k == 1:
                return Phi("%s-%04d" % ("".join(r.choice(L) for _ in range(3)), r.randint(0, 9999)), "VEHICLE")
            return Phi("%s %s%d" % ("".join(r.choice(L) for _ in range(3)), r.choice(L), r.randint(10, 99)), "VEHICLE")
        k = r.randint(0, 2)
        if k == 0:
            return Phi("%s%03d" % ("".join(r.choice(L) for _ in range(3)), r.randint(0, 999)), "VEHICLE")
        if k == 1:
            return Phi("%s-%02d-%s" % ("".join(r.choice(L) for _ in range(2)), r.randint(0, 99),
                                       "".join(r.choice(L) for _ in range(2))), "VEHICLE")
        return Phi("%d%s%s" % (r.randint(1, 9), "".join(r.choice(L) for _ in range(2)), "%d%s" % (r.randint(1, 9), r.choice(L) + r.choice(L))), "VEHICLE")

    def vin(self):
        L = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return Phi("".join(self.ch(L) for _ in range(17)), "VEHICLE")

    def bioid(self):
        k = self.ri(0, 3)
        if k == 0:
            s = "FP-%05d" % self.ri(0, 99999)
        elif k == 1:
            s = "PV%07d" % self.ri(0, 9999999)
        elif k == 2:
            s = "BIO-%05d-%s" % (self.ri(0, 99999), self.ch("LR"))
        else:
            s = "RW%d%s%04d" % (self.ri(10, 99), self.ch("ABCXYZ"), self.ri(0, 9999))
        return Phi(s, "BIOID")

    def band(self):
        return Phi(self.ch(["%07d" % self.ri(0, 9999999), "NB-%06d" % self.ri(0, 999999),
                            "B%s-%03d" % (self.mrn[-4:], self.ri(0, 999))]), "MRN")

    def org(self, name=None):
        return Phi(name or self.employer, "ORGANIZATION")

    def prof_phi(self, partner=False):
        return Phi(self.partner_prof if partner else self.prof, "PROFESSION")

    def country(self, name=None):
        n = name or self.birth_country
        if n.startswith("the "):
            return ["the ", Phi(n[4:], "COUNTRY")]
        return Phi(n, "COUNTRY")
