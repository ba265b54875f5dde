"""Fictional PHI generators for dev227_en.  Every value is a P(text, type)
or a list of plain strings and P values (titles/labels kept outside P)."""
import datetime as dt
from doc import P
import pools as PL

MON = ["January", "February", "March", "April", "May", "June", "July", "August",
       "September", "October", "November", "December"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDAB = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
        "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

CA_AREA = {"ON": ["416", "647", "905", "289", "613", "519", "705", "807"],
           "BC": ["604", "778", "250"], "AB": ["403", "780", "587"], "SK": ["306"],
           "MB": ["204"], "QC": ["819", "450"], "NB": ["506"], "NS": ["902"], "PE": ["902"],
           "NL": ["709"], "YT": ["867"], "NT": ["867"], "NU": ["867"]}
UK_LAND = ["0113 496 0", "0114 496 0", "0115 496 0", "0116 496 0", "0117 496 0",
           "0118 496 0", "0121 496 0", "0131 496 0", "0141 496 0", "0151 496 0",
           "0161 496 0", "020 7946 0", "029 2018 0", "01632 960 "]
PC_LET = "ABCEGHJKLMNPRSTVWXYZ"
UK_IN = "ABDEFGHJLNPQRSTUWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


def ordn(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person(object):
    def __init__(self, w, role, sex=None, first=None, last=None):
        r = w.r
        self.w = w
        self.role = role
        self.sex = sex or r.choice("FM")
        self.first = first or r.choice(PL.FIRST_F if self.sex == "F" else PL.FIRST_M)
        self.last = last or r.choice(PL.SURNAMES)
        pool = PL.FIRST_F if self.sex == "F" else PL.FIRST_M
        self.mi = r.choice(pool)[0] if r.random() < 0.5 else None
        if self.sex == "F":
            self.title = r.choice(["Ms", "Mrs", "Ms.", "Mrs.", "Miss"])
        else:
            self.title = r.choice(["Mr", "Mr."])
        self.nick = PL.NICK.get(self.first)

    # surface forms -------------------------------------------------------
    def P(self, s):
        return P(s, self.role)

    def full(self):
        return self.P("%s %s" % (self.first, self.last))

    def fn(self):
        return self.P(self.first)

    def ln(self):
        return self.P(self.last)

    def mid(self):
        if self.mi:
            return self.P("%s %s. %s" % (self.first, self.mi, self.last))
        return self.full()

    def lf(self):
        return self.P("%s, %s" % (self.last, self.first))

    def caps(self):
        if self.w.r.random() < 0.6:
            s = "%s, %s" % (self.last.upper(), self.first.upper())
            if self.mi and self.w.r.random() < 0.5:
                s += " " + self.mi
            return self.P(s)
        return self.P("%s %s" % (self.first.upper(), self.last.upper()))

    def ini(self):
        r = self.w.r.random()
        if r < 0.5:
            return self.P("%s.%s." % (self.first[0], self.last[0]))
        if r < 0.8:
            return self.P("%s%s" % (self.first[0], self.last[0]))
        return self.P("%s.%s" % (self.first[0], self.last[0]))

    def finit(self):
        return self.P("%s. %s" % (self.first[0], self.last))

    def first_li(self):
        return self.P("%s %s." % (self.first, self.last[0]))

    def titled(self):
        return [self.title + " ", self.ln()]

    def titled_full(self):
        return [self.title + " ", self.full()]

    def nickf(self):
        if self.nick:
            return self.P(self.nick)
        return self.fn()

    def any(self):
        r = self.w.r.random()
        if r < 0.28:
            return self.full()
        if r < 0.46:
            return self.titled()
        if r < 0.58:
            return self.fn()
        if r < 0.64:
            return self.ln()
        if r < 0.71:
            return self.lf()
        if r < 0.76:
            return self.caps()
        if r < 0.82:
            return self.ini()
        if r < 0.88:
            return self.mid()
        if r < 0.93:
            return self.finit()
        if r < 0.97:
            return self.first_li()
        return self.nickf()

    def short(self):
        """Later mention inside a note."""
        r = self.w.r.random()
        if r < 0.45:
            return self.titled()
        if r < 0.75:
            return self.fn()
        if r < 0.87:
            return self.ln()
        return self.ini()

    # staff forms ---------------------------------------------------------
    def dr(self):
        t = self.w.r.choice(["Dr ", "Dr. ", "Dr ", "Dr "])
        if self.w.r.random() < 0.6:
            return [t, self.ln()]
        return [t, self.full()]

    def sig(self, cred):
        f = self.w.r.random()
        nm = self.full() if f < 0.6 else (self.mid() if f < 0.8 else self.finit())
        return [nm, ", " + cred] if cred else [nm]

    def tag(self):
        """Lower-case initials tag, e.g. /jk."""
        return self.P((self.first[0] + self.last[0]).lower())


class W(object):
    """Per-note world: country, author style and fictional PHI draws."""

    def __init__(self, r, country):
        self.r = r
        self.c = country  # "CA" or "UK"
        self.ca = country == "CA"
        y = r.choice([2023, 2023, 2024, 2024, 2024, 2025])
        self.base = dt.date(y, 1, 1) + dt.timedelta(days=r.randint(0, 364 if y < 2025 else 180))
        if self.ca:
            self.city, self.prov = r.choice(PL.CA_CITIES)
            self.dstyle = r.choice(["iso", "iso", "mon", "mdy", "dmony", "ymd", "dmy", "caps"])
        else:
            self.city, self.county, self.pa = r.choice(PL.UK_TOWNS)
            self.prov = None
            self.dstyle = r.choice(["dmy", "dmy", "dmys", "dmyt", "ord", "dmonyy", "dot", "dmony"])
        self.bul = r.choice(["- ", "* ", "- ", "\u2022 ", "o ", "> "])
        self.terse = r.random() < 0.4
        self._used = set()

    # helpers ---------------------------------------------------------------
    def ch(self, xs):
        return self.r.choice(xs)

    def maybe(self, p):
        return self.r.random() < p

    def person(self, role="PATIENT", sex=None, last=None):
        return Person(self, role, sex=sex, last=last)

    def d(self, k):
        return self.base + dt.timedelta(days=k)

    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def letters(self, n, pool=LET):
        return "".join(self.r.choice(pool) for _ in range(n))

    # dates ---------------------------------------------------------------
    def fmt(self, x, st=None):
        st = st or self.dstyle
        d, m, y = x.day, x.month, x.year
        if st == "iso":
            s = "%04d-%02d-%02d" % (y, m, d)
        elif st == "mon":
            s = "%s %d, %d" % (MON[m - 1][:3], d, y)
        elif st == "mdy":
            s = "%s %d, %d" % (MON[m - 1], d, y)
        elif st == "dmony":
            s = "%02d-%s-%d" % (d, MON[m - 1][:3], y)
        elif st == "ymd":
            s = "%04d/%02d/%02d" % (y, m, d)
        elif st == "dmy":
            s = "%02d/%02d/%04d" % (d, m, y)
        elif st == "caps":
            s = "%02d%s%d" % (d, MON[m - 1][:3].upper(), y)
        elif st == "dmys":
            s = "%d/%d/%02d" % (d, m, y % 100)
        elif st == "dmyt":
            s = "%d %s %d" % (d, MON[m - 1], y)
        elif st == "ord":
            s = "%s %s %d" % (ordn(d), MON[m - 1], y)
        elif st == "dmonyy":
            s = "%02d-%s-%02d" % (d, MON[m - 1][:3], y % 100)
        elif st == "dot":
            s = "%02d.%02d.%02d" % (d, m, y % 100)
        elif st == "mdyn":
            s = "%d/%d/%d" % (m, d, y)
        else:
            raise ValueError(st)
        return s

    def D(self, k=0, st=None):
        x = k if isinstance(k, dt.date) else self.d(k)
        return P(self.fmt(x, st), "DATE")

    def Ds(self, k=0):
        """Short / partial date forms."""
        x = k if isinstance(k, dt.date) else self.d(k)
        d, m = x.day, x.month
        wd = x.weekday()
        r = self.r.random()
        if self.ca:
            opts = ["%s %d" % (MON[m - 1][:3], d), "%02d-%02d" % (m, d), "%s %s %d" % (WDAB[wd], MON[m - 1][:3], d),
                    "%s %d" % (MON[m - 1], d), "%s, %s %d" % (WDAY[wd], MON[m - 1], d), "%d-%s" % (d, MON[m - 1][:3])]
        else:
            opts = ["%02d/%02d" % (d, m), "%d/%d" % (d, m), "%s %d/%d" % (WDAB[wd], d, m), "%d %s" % (d, MON[m - 1][:3]),
                    "%s %s" % (WDAY[wd], ordn(d)), "%s %d %s" % (WDAY[wd], d, MON[m - 1]), ordn(d) + " " + MON[m - 1]]
        if r < 0.1:
            return P(WDAY[wd], "DATE")
        return P(self.ch(opts), "DATE")

    def Dmy(self, x):
        if self.r.random() < 0.6:
            return P("%s %d" % (MON[x.month - 1], x.year), "DATE")
        return P(self.ch(["%s %d" % (MON[x.month - 1][:3], x.year), "%02d/%d" % (x.month, x.year)]), "DATE")

    def Dy(self, y):
        return P(str(y), "DATE")

    def dob(self, age):
        b = self.base - dt.timedelta(days=int(age * 365.25) + self.r.randint(1, 360))
        return b

    def D_dob(self, b):
        st = self.dstyle if self.maybe(0.7) else self.ch(["iso", "dmy", "mon", "dmony"])
        return P(self.fmt(b, st), "DATE")

    # ages ----------------------------------------------------------------
    def age(self, a, sex=None, form=None):
        r = self.r
        if a < 2 and (form is None):
            m = max(1, int(a * 12))
            return self.ch([[P(str(m), "AGE"), "-month-old"], [P(str(m), "AGE"), " months old"],
                            [P(str(m), "AGE"), " mo"], ["aged ", P(str(m), "AGE"), " months"]])
        forms = ["{a} yo", "{a}yo", "{a} y/o", "{a}-year-old", "aged {a}", "age {a}", "{a} yrs",
                 "{a}{s}", "{a} years old", "{a} y.o.", "{a}yr old", "{s}/{a}", "aged {w}"]
        f = form or r.choice(forms)
        s = sex or r.choice("MF")
        out = []
        i = 0
        while i < len(f):
            if f.startswith("{a}", i):
                out.append(P(str(a), "AGE"))
                i += 3
            elif f.startswith("{w}", i):
                out.append(P(words(a) if a < 100 else str(a), "AGE"))
                i += 3
            elif f.startswith("{s}", i):
                out.append(s)
                i += 3
            else:
                j = i
                while j < len(f) and f[j] != "{":
                    j += 1
                out.append(f[i:j])
                i = j
        return out

    def A(self, a):
        return P(str(a), "AGE")

    # places --------------------------------------------------------------
    def street(self, unit=True):
        r = self.r
        stem = r.choice(PL.STREET_STEMS)
        n = r.randint(1, 240) if r.random() < 0.7 else r.randint(241, 9800)
        if self.ca:
            suf = r.choice(PL.CA_STREET_SUFFIX)
            if r.random() < 0.5 and suf in PL.CA_STREET_ABBR:
                suf = PL.CA_STREET_ABBR[suf]
            s = "%d %s %s" % (n, stem, suf)
            if r.random() < 0.12:
                s += " " + r.choice(["E", "W", "N", "S", "East", "West"])
            u = r.random() if unit else 1.0
            if u < 0.15:
                s = "%d-%s" % (r.randint(101, 2408), s)
            elif u < 0.25:
                s = "%s, %s %d" % (s, r.choice(["Apt", "Unit", "Suite", "Apt."]), r.randint(1, 1204))
            elif u < 0.28:
                s = "RR %d, %d Concession Rd %d" % (r.randint(1, 8), r.randint(1000, 9999), r.randint(1, 14))
        else:
            suf = r.choice(PL.UK_STREET_SUFFIX)
            s = "%d %s %s" % (n % 300 + 1, stem, suf)
            u = r.random() if unit else 1.0
            if u < 0.2:
                s = "Flat %d, %s" % (r.randint(1, 40), s)
            elif u < 0.26:
                s = "%d%s %s %s" % (n % 120 + 1, r.choice("ABC"), stem, suf)
            elif u < 0.3:
                s = "%s Cottage, %s %s" % (r.choice(["Rose", "Ivy", "Fern", "Holly"]), stem, r.choice(["Lane", "Road"]))
        return P(s, "STREET")

    def postcode(self, prov=None, area=None):
        r = self.r
        if self.ca:
            f = r.choice(PL.PC_FIRST[prov or self.prov])
            s = "%s%d%s %d%s%d" % (f, r.randint(0, 9), r.choice(PC_LET), r.randint(0, 9), r.choice(PC_LET), r.randint(0, 9))
            if r.random() < 0.1:
                s = s.replace(" ", "")
            return P(s, "ZIP")
        a = area or self.pa
        s = "%s%d %d%s%s" % (a, r.randint(1, 29) if len(a) == 1 else r.randint(1, 19), r.randint(1, 9),
                             r.choice(UK_IN), r.choice(UK_IN))
        return P(s, "ZIP")

    def new_city(self):
        if self.ca:
            c, p = self.r.choice(PL.CA_CITIES)
            return c, p
        c, co, pa = self.r.choice(PL.UK_TOWNS)
        return c, (co, pa)

    def addr(self, local=True, unit=True):
        """Returns dict of P values."""
        if self.ca:
            if local:
                c, p = self.city, self.prov
            else:
                c, p = self.r.choice(PL.CA_CITIES)
            st = P(p, "STATE") if self.r.random() < 0.85 else P(PL.PROV[p], "STATE")
            return {"street": self.street(unit), "city": P(c, "CITY"), "region": st, "zip": self.postcode(p)}
        if local:
            c, co, pa = self.city, self.county, self.pa
        else:
            c, co, pa = self.r.choice(PL.UK_TOWNS)
        reg = P(co, "CITY") if co != "-" and self.r.random() < 0.3 else None
        return {"street": self.street(unit), "city": P(c, "CITY"), "region": reg, "zip": self.postcode(area=pa)}

    def addr_line(self, a, sep=", "):
        if self.ca:
            return [a["street"], sep, a["city"], ", ", a["region"], self.ch(["  ", " "]), a["zip"]]
        out = [a["street"], sep, a["city"]]
        if a["region"] is not None:
            out += [", ", a["region"]]
        out += [self.ch([" ", ", ", "  "]), a["zip"]]
        return out

    def addr_block(self, a):
        if self.ca:
            return [a["street"], "\n", a["city"], " ", a["region"], "  ", a["zip"]]
        out = [a["street"], "\n", a["city"]]
        if a["region"] is not None:
            out += ["\n", a["region"]]
        return out + ["\n", a["zip"]]

    def cityP(self):
        return P(self.city, "CITY")

    def provP(self, full=False):
        if self.ca:
            return P(PL.PROV[self.prov] if full else self.prov, "STATE")
        return None

    def country(self, exclude=()):
        while True:
            c = self.r.choice(PL.COUNTRIES)
            if c not in exclude:
                return P(c, "COUNTRY")

    def hosp(self):
        return P(self.ch(PL.CA_HOSP if self.ca else PL.UK_HOSP), "HOSPITAL")

    def gp_practice(self):
        pool = [h for h in (PL.CA_HOSP if self.ca else PL.UK_HOSP)
                if any(k in h for k in ("Surgery", "Practice", "Family", "Medical", "Health Centre")) and "Sexual" not in h]
        return P(self.ch(pool), "HOSPITAL")

    def care_home(self):
        return P(self.ch(PL.CARE_HOMES), "HOSPITAL")

    def ward(self):
        return P(self.ch(PL.WARDS), "HOSPITAL")

    def pharmacy(self):
        return P(self.ch(PL.PHARMACIES), "HOSPITAL")

    def lab(self):
        return P(self.ch(PL.LABS_CA if self.ca else PL.LABS_UK), "HOSPITAL")

    def org(self, kind="emp"):
        pool = {"emp": PL.EMPLOYERS, "school": PL.SCHOOLS, "food": PL.FOOD_BIZ,
                "venue": PL.VENUES_ORG, "air": PL.AIRLINES,
                "hp": PL.HP_ORGS_CA if self.ca else PL.HP_ORGS_UK,
                "council": PL.COUNCILS_CA if self.ca else PL.COUNCILS_UK}[kind]
        return P(self.ch(pool), "ORGANIZATION")

    def landmark(self):
        x = self.ch(PL.LANDMARKS)
        if x.startswith("the "):
            return ["the ", P(x[4:], "LOCATION_OTHER")]
        return P(x, "LOCATION_OTHER")

    def room(self):
        r = self.r.random()
        if r < 0.5:
            return P(str(self.r.randint(1, 48)), "LOCATION_OTHER")
        if r < 0.8:
            return P("%d%s" % (self.r.randint(1, 3), "%02d" % self.r.randint(1, 40)), "LOCATION_OTHER")
        return P("%d%s" % (self.r.randint(1, 30), self.r.choice("ABCD")), "LOCATION_OTHER")

    def prof(self, age=40):
        while True:
            x = self.ch(PL.PROFESSIONS)
            if ("retired" in x) == (age >= 66) or (age >= 66 and self.r.random() < 0.2):
                return P(x, "PROFESSION")

    # contact -------------------------------------------------------------
    def phone(self, mobile=None, typ="PHONE", ext=None):
        r = self.r
        if self.ca:
            ac = r.choice(CA_AREA[self.prov])
            ln = "01%02d" % r.randint(0, 99)
            s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "1-%s-555-%s", "+1 %s 555 %s", "(%s)555-%s"]) % (ac, ln)
            if ext or (ext is None and typ == "PHONE" and r.random() < 0.12):
                s += r.choice([" ext. ", " x", " ext ", " x "]) + str(r.randint(200, 7999))
            return P(s, typ)
        if mobile or (mobile is None and r.random() < 0.4 and typ == "PHONE"):
            t = "%03d" % r.randint(0, 999)
            s = r.choice(["07700 900%s", "07700 900 %s", "+44 7700 900%s", "07700900%s"]) % t
            return P(s, typ)
        pre = r.choice(UK_LAND)
        t = "%03d" % r.randint(0, 999)
        s = pre + t
        if r.random() < 0.15 and pre.startswith("01") and not pre.startswith("01632"):
            s = "(" + pre[:4] + ")" + pre[4:] + t
        elif r.random() < 0.1:
            s = s.replace(" ", "")
        if ext or (ext is None and typ == "PHONE" and r.random() < 0.12):
            s += r.choice([" ext ", " ext. ", " x"]) + str(r.randint(2000, 7999))
        return P(s, typ)

    def fax(self):
        return self.phone(mobile=False, typ="FAX", ext=False)

    def bleep(self):
        return P(self.ch(["%d-%04d", "%d%04d"]) % (self.r.randint(2, 8), self.r.randint(0, 9999)), "PHONE")

    def email(self, person=None, org=False):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net", "health.example.org",
                        "mail.example.com", "phu.example.net" if self.ca else "nhs.example.net",
                        "clinic.test", "publichealth.test"])
        if person is None:
            u = r.choice(["hpt.duty", "phu.intake", "cdc.team", "ehs.admin", "tb.clinic", "immunize",
                          "outbreaks", "notifications", "travel.health", "sexualhealth.pn"])
        else:
            f, l = person.first.lower(), person.last.lower()
            for a, b in (("é", "e"), ("è", "e"), ("ë", "e"), ("ô", "o"), ("ś", "s"), ("'", ""), (" ", "")):
                f, l = f.replace(a, b), l.replace(a, b)
            u = r.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s" % (f, l), "%s%s%d" % (f, l[0], r.randint(1, 99)),
                          "%s.%s%d" % (f[0], l, r.randint(1, 9))])
        return P("%s@%s" % (u, dom), "EMAIL")

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "book.example.net", "portal.example.com", "www.example.com",
                         "ridgeviewph.test", "hpt-forms.test", "travelhealth.example.org", "app.example.net"])
        path = r.choice(["/immunize", "/tb/dot", "/book?clinic=%d" % r.randint(10, 99), "/outbreak/%s" % self.digits(4),
                         "/report", "/foodsafety/inspections", "/selfreport", "/partner-notify", "/rabies",
                         "/vaccine-records", "/contact-tracing/form", ""])
        pre = r.choice(["", "", "https://", "http://"])
        return P(pre + host + path, "URL")

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            s = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k < 0.75:
            s = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        else:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        return P(s, "IPADDR")

    def user(self, p):
        r = self.r
        f, l = p.first.lower()[:1], "".join(c for c in p.last.lower() if c.isalpha() and c.isascii())
        s = r.choice(["%s%s" % (f, l), "%s%s%d" % (f, l[:6], r.randint(1, 9)), "%s.%s" % (f, l),
                      "%s%s" % (l.upper()[:6], f.upper()), "hp_%s%s" % (f, l[:5])])
        return P(s, "USERNAME")

    # identifiers ---------------------------------------------------------
    def mrn(self):
        r = self.r
        f = r.choice(["%s", "H%s", "MRN%s", "%s-%s", "K%s", "RX%s"])
        if f == "%s-%s":
            return P("%s-%s" % (self.letters(3), self.digits(7)), "MRN")
        return P(f % self.digits(r.choice([6, 7, 8])), "MRN")

    def hcn(self, person=None):
        r = self.r
        if self.ca:
            p = self.prov
            if p == "ON":
                g = (self.digits(4), self.digits(3), self.digits(3), self.letters(2))
                s = r.choice(["%s-%s-%s-%s", "%s %s %s %s", "%s%s%s %s"]) % g
            elif p == "BC":
                s = "9" + self.digits(3) + " " + self.digits(3) + " " + self.digits(3)
            elif p == "QC":
                ln = (person.last if person else "XXX").upper()
                ln = "".join(c for c in ln if c.isascii() and c.isalpha())[:3].ljust(3, "X")
                s = "%s%s %s %s" % (ln, (person.first[0] if person else "X").upper(), self.digits(4), self.digits(4))
            elif p == "AB":
                s = self.digits(5) + "-" + self.digits(4)
            elif p == "NS":
                s = self.digits(4) + " " + self.digits(3) + " " + self.digits(3)
            else:
                s = self.digits(3) + " " + self.digits(3) + " " + self.digits(3)
            return P(s, "HEALTHPLAN")
        s = "999 %s %s" % (self.digits(3), self.digits(4))
        if r.random() < 0.3:
            s = s.replace(" ", "")
        return P(s, "HEALTHPLAN")

    def hcn_label(self):
        if self.ca:
            return self.ch({"ON": ["OHIP", "HCN", "OHIP #", "Health card"], "BC": ["PHN", "BC PHN"],
                            "QC": ["RAMQ", "Health card"], "AB": ["AHCIP", "PHN"]}.get(self.prov, ["HCN", "Health card no.", "PHN"]))
        return self.ch(["NHS No", "NHS number", "NHS no.", "NHS#"])

    def ifh(self):
        return P("%s-%s" % (self.digits(4), self.digits(4)), "HEALTHPLAN")

    def ssn(self):
        r = self.r
        if self.ca:
            s = r.choice(["9%s %s %s", "9%s-%s-%s", "9%s%s%s"]) % (self.digits(2), self.digits(3), self.digits(3))
        else:
            s = r.choice(["QQ %s %s %s %s", "QQ%s%s%s%s"]) % (self.digits(2), self.digits(2), self.digits(2), r.choice("ABCD"))
        return P(s, "SSN")

    def ssn_label(self):
        return self.ch(["SIN", "SIN #", "Social Insurance No."] if self.ca else ["NI No", "NINO", "NI number"])

    def acct(self):
        r = self.r
        f = r.choice(["V%s", "ENC-%s", "%s-%s", "A%s", "INV-%d-%s"])
        if f == "%s-%s":
            return P("%s-%s" % (self.digits(4), self.digits(4)), "ACCOUNT")
        if f == "INV-%d-%s":
            return P("INV-%02d-%s" % (self.base.year % 100, self.digits(5)), "ACCOUNT")
        return P(f % self.digits(r.choice([7, 8, 9])), "ACCOUNT")

    def lic_nurse(self):
        if self.ca:
            return P(self.ch(["%s", "RN-%s"]) % self.digits(7), "LICENSE")
        return P("%02d%s%04d%s" % (self.r.randint(0, 99), self.r.choice("ABCDEFGHIJKLY"), self.r.randint(0, 9999),
                                   self.r.choice("ENOSW")), "LICENSE")

    def lic_doc(self):
        if self.ca:
            return P(self.digits(5), "LICENSE")
        return P(self.ch(["7", "6", "4"]) + self.digits(6), "LICENSE")

    def lic_doc_label(self):
        return self.ch(["CPSO #", "CPSO", "Licence #", "Reg. no."] if self.ca else ["GMC", "GMC No.", "GMC #"])

    def lic_nurse_label(self):
        return self.ch(["CNO Reg #", "Reg. #", "Registration"] if self.ca else ["NMC PIN", "NMC", "PIN"])

    def dl(self, person):
        r = self.r
        if self.ca:
            s = "%s%s-%s-%s" % (person.last[0].upper() if person.last[0].isascii() else "X", self.digits(4),
                                 self.digits(5), self.digits(5))
        else:
            ln = "".join(c for c in person.last.upper() if c.isascii() and c.isalpha())[:5].ljust(5, "9")
            s = "%s%s%s%s%d%s" % (ln, self.digits(6), person.first[0].upper(), "9", r.randint(0, 9), self.letters(2))
        return P(s, "LICENSE")

    def plate(self):
        r = self.r
        if self.ca:
            s = r.choice(["%s %s" % (self.letters(4), self.digits(3)), "%s-%s" % (self.letters(3), self.digits(4)),
                          "%s%s %s%s" % (self.letters(2), self.digits(1), self.digits(2), self.letters(1))])
        else:
            s = "%s%02d %s" % (self.letters(2), r.choice([18, 19, 21, 22, 23, 24, 68, 69, 70, 71, 72, 73, 15, 65]), self.letters(3))
        return P(s, "VEHICLE")

    def vin(self):
        return P("".join(self.r.choice(VIN_CH) for _ in range(17)), "VEHICLE")

    def device(self, kind=None):
        r = self.r
        k = kind or r.choice(["logger", "sn", "imei", "asset"])
        if k == "logger":
            s = "DL-%s-%s" % (self.digits(4), self.digits(4))
        elif k == "imei":
            s = "35%s" % self.digits(13)
        elif k == "asset":
            s = "MED-%s" % self.digits(6)
        else:
            s = "%s%s" % (self.letters(3), self.digits(6))
        return P(s, "DEVICE")

    def bioid(self):
        r = self.r
        s = r.choice(["FP-%s" % self.digits(5), "BIO-%s-%s" % (self.digits(4), self.digits(4)),
                      "IR-%s" % self.digits(7), "FM-%s" % self.digits(5), "FT%s" % self.digits(8)])
        return P(s, "BIOID")

    def case_id(self):
        r = self.r
        y = self.base.year
        if self.ca:
            s = r.choice(["%d-%s" % (y, self.digits(7)), "CCM-%s" % self.digits(7), "INV%s" % self.digits(6),
                          "%s" % self.digits(8)])
        else:
            s = r.choice(["%s" % self.digits(7), "HPZ-C%s" % self.digits(7), "C%s" % self.digits(7)])
        return P(s, "IDNUM")

    def ob_id(self):
        y = self.base.year
        if self.ca:
            s = self.ch(["%s-%d-%s" % (self.digits(4), y, self.digits(3)), "OB%d-%s" % (y % 100, self.digits(4))])
        else:
            s = self.ch(["S%s" % self.digits(6), "HPZ-S%s" % self.digits(6), "OB/%d/%s" % (y % 100, self.digits(3))])
        return P(s, "IDNUM")

    def spec(self):
        r = self.r
        y = self.base.year % 100
        s = r.choice(["S%d-%s" % (y, self.digits(5)), "M%d-%s%s" % (y, self.digits(4), r.choice("ABHK")),
                      "%dM%s" % (y, self.digits(6)), "L%s" % self.digits(7), "MB%d%s" % (y, self.digits(6)),
                      "PHL-%s" % self.digits(6)])
        return P(s, "IDNUM")

    def req(self):
        return P(self.ch(["REQ-%s", "R%s", "%s"]) % self.digits(6), "IDNUM")

    def flight(self):
        return P("%s %d" % (self.ch(["AU", "NS", "MJ", "SL", "AT", "CX"]), self.r.randint(11, 1999)), "IDNUM")

    def seat(self):
        return P("%d%s" % (self.r.randint(1, 42), self.r.choice("ABCDEFHJK")), "LOCATION_OTHER")

    def staff(self, sex=None):
        return self.person("DOCTOR", sex=sex)

    def fam(self, last=None):
        return self.person("FAMILY", last=last)
