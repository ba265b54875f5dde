"""Locale-aware generators of invented PHI values, returned as P markers or Seg pieces."""
import datetime as dt

from phi import P, S, Seg
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, first, last, sex, mid=None):
        self.first, self.last, self.sex, self.mid = first, last, sex, mid

    def __repr__(self):
        return "Person(%s %s)" % (self.first, self.last)


class Gen:
    def __init__(self, rng, loc):
        self.r = rng
        self.loc = loc  # US UK CA AU
        self.us = loc == "US"
        self.dot_titles = loc in ("US", "CA") or rng.random() < 0.15

    # basic helpers -------------------------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def digits(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice(UPPER) for _ in range(n))

    def fill(self, pat):
        out = []
        for c in pat:
            if c == "9":
                out.append(self.r.choice("0123456789"))
            elif c == "A":
                out.append(self.r.choice(UPPER))
            elif c == "X":
                out.append(self.r.choice(UPPER + "0123456789"))
            else:
                out.append(c)
        return "".join(out)

    # people --------------------------------------------------------------------
    def person(self, sex=None):
        sex = sex or self.ch("MF")
        first = self.ch(pools.FIRST_M if sex == "M" else pools.FIRST_F)
        mid = self.ch(pools.MIDDLE_INIT) if self.chance(0.45) else None
        return Person(first, self.ch(pools.LAST), sex, mid)

    def title(self, p, doctor=False):
        if doctor:
            t = "Dr"
        elif getattr(p, "ttl", None):
            t = p.ttl
        elif p.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Mrs", "Ms", "Ms", "Miss"] if self.loc != "US" else ["Mrs", "Ms", "Ms"])
        if not doctor:
            p.ttl = t
        return t + "." if self.dot_titles else t

    def name(self, p, form, typ):
        """A name as a Seg; titles are added by the caller, outside the span."""
        f, l = p.first, p.last
        if form == "full":
            v = "%s %s. %s" % (f, p.mid, l) if p.mid and self.chance(0.5) else "%s %s" % (f, l)
        elif form == "fl":
            v = "%s %s" % (f, l)
        elif form == "lf":
            v = "%s, %s" % (l, f)
        elif form == "LF":
            v = ("%s, %s %s" % (l, f, p.mid) if p.mid else "%s, %s" % (l, f)).upper()
        elif form == "LFs":
            v = "%s %s" % (l.upper(), f)
        elif form == "first":
            v = f
        elif form == "last":
            v = l
        elif form == "init":
            fi, li = f[0], l.replace("St. ", "S")[0]
            v = self.ch(["%s.%s." % (fi, li), "%s%s" % (fi, li)])
        elif form == "initl":
            v = "%s. %s" % (f[0], l) if self.chance(0.6) else "%s %s" % (f[0], l)
        elif form == "lower":
            v = ("%s %s" % (f, l)).lower()
        elif form == "lowerl":
            v = l.lower()
        else:
            raise ValueError(form)
        return S(P(typ, v))

    def pt_ref(self, p, typ="PATIENT", forms=None):
        """A running reference to a person in prose: title+last, first, full..."""
        form = self.ch(forms or ["tl", "tl", "first", "full", "tl"])
        if form == "tl":
            return S(self.title(p) + " ", P(typ, p.last))
        return self.name(p, form, typ)

    def staff(self, p, style=None, cred=None):
        """Staff name with title/credentials outside the span."""
        style = style or self.ch(["dr", "drfull", "cred", "plain", "initl"])
        if style == "dr":
            return S(self.title(p, True) + " ", P("DOCTOR", p.last))
        if style == "drfull":
            return S(self.title(p, True) + " ", P("DOCTOR", "%s %s" % (p.first, p.last)))
        if style == "cred":
            return S(P("DOCTOR", "%s %s" % (p.first, p.last)), ", " + (cred or "RN"))
        if style == "credsp":
            return S(P("DOCTOR", "%s %s" % (p.first, p.last)), " " + (cred or "RN"))
        if style == "initl":
            return S(P("DOCTOR", "%s. %s" % (p.first[0], p.last)), (", " + cred) if cred else "")
        if style == "first":
            return S(P("DOCTOR", p.first))
        return S(P("DOCTOR", "%s %s" % (p.first, p.last)))

    # dates -----------------------------------------------------------------------
    def anchor(self):
        start = dt.date(2023, 1, 2)
        return start + dt.timedelta(days=self.r.randrange(0, 1400))

    def dob(self, age, ref):
        y = ref.year - age
        d = dt.date(y, 1, 1) + dt.timedelta(days=self.r.randrange(0, 365))
        if (d.month, d.day) > (ref.month, ref.day):
            d = d.replace(year=y - 1) if not (d.month == 2 and d.day == 29) else dt.date(y - 1, 2, 28)
        return d

    def fmt_date(self, d, style):
        us = self.us
        m, day, y = d.month, d.day, d.year
        mon = MONTHS[m - 1][:3]
        wd = WEEKDAYS[d.weekday()]
        if style == "num":
            if self.loc == "CA" and self.chance(0.5):
                return d.isoformat()
            if us:
                return self.ch(["%02d/%02d/%d" % (m, day, y), "%d/%d/%d" % (m, day, y)])
            return self.ch(["%02d/%02d/%d" % (day, m, y), "%d/%d/%d" % (day, m, y), "%02d.%02d.%d" % (day, m, y)])
        if style == "num2":
            return "%d/%d/%02d" % ((m, day, y % 100) if us else (day, m, y % 100))
        if style == "dm":
            return self.ch(["%d/%d" % (m, day), "%02d/%02d" % (m, day)]) if us else \
                self.ch(["%d/%d" % (day, m), "%02d/%02d" % (day, m)])
        if style == "txt":
            return "%s %d, %d" % (mon, day, y) if us else "%d %s %d" % (day, mon, y)
        if style == "dash":
            return self.ch(["%02d-%s-%d" % (day, mon, y), "%02d-%s-%d" % (day, mon.upper(), y),
                            "%d-%s-%02d" % (day, mon, y % 100)])
        if style == "long":
            return "%s %d, %d" % (MONTHS[m - 1], day, y) if us else "%d %s %d" % (day, MONTHS[m - 1], y)
        if style == "ord":
            return "%s %s, %d" % (MONTHS[m - 1], ordinal(day), y) if us else \
                "%s %s %d" % (ordinal(day), MONTHS[m - 1], y)
        if style == "iso":
            return d.isoformat()
        if style == "wd":
            return "%s %s" % (wd[:3], "%d/%d" % (m, day) if us else "%d/%d" % (day, m))
        if style == "wdlong":
            return "%s, %s %d" % (wd, MONTHS[m - 1], day) if us else \
                self.ch(["%s %d %s" % (wd, day, MONTHS[m - 1]), "%s %s %s" % (wd, ordinal(day), MONTHS[m - 1])])
        if style == "wdfull":
            return "%s, %s %d, %d" % (wd, MONTHS[m - 1], day, y) if us else "%s %d %s %d" % (wd, day, MONTHS[m - 1], y)
        if style == "my":
            return "%s %d" % (MONTHS[m - 1], y)
        if style == "mony":
            return self.ch(["%s %d" % (mon, y), "%02d/%d" % (m, y), "%s-%02d" % (mon, y % 100)])
        if style == "y":
            return str(y)
        if style == "dmtxt":
            return "%s %d" % (mon, day) if us else self.ch(["%d %s" % (day, mon), "%d %s" % (day, MONTHS[m - 1])])
        if style == "wdonly":
            return self.ch([wd, wd, wd[:3]])
        raise ValueError(style)

    FULL = ["num", "num", "num", "txt", "dash", "long", "iso", "num2", "ord"]
    SHORT = ["dm", "dm", "dmtxt", "wd", "wdlong", "num", "num2", "txt"]

    def D(self, d, style=None, pool=None):
        style = style or self.ch(pool or self.FULL)
        return P("DATE", self.fmt_date(d, style))

    def Ds(self, d):
        return self.D(d, pool=self.SHORT)

    def holiday(self):
        if self.loc == "US":
            return self.ch(["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Day", "Labor Day",
                            "the Fourth of July", "Memorial Day", "Easter"])
        if self.loc == "UK":
            return self.ch(["Christmas", "Boxing Day", "New Year's Eve", "Easter Monday", "Bonfire Night",
                            "Christmas Day"])
        if self.loc == "CA":
            return self.ch(["Thanksgiving", "Canada Day", "Christmas", "Victoria Day", "Boxing Day"])
        return self.ch(["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Easter", "New Year's Eve"])

    def holiday_seg(self):
        h = self.holiday()
        if h.startswith("the "):
            return S("the ", P("DATE", h[4:]))
        return S(P("DATE", h))

    # ages ------------------------------------------------------------------------
    def age(self, a, sex=None, form=None):
        sx = sex or self.ch("MF")
        form = form or self.ch(["yo", "yo_", "yearold", "ysl", "sexafter", "sexbefore", "aged", "words",
                                "years", "yrs", "yearold"])
        n = str(a)
        if form == "yo":
            return S(P("AGE", n), self.ch(["yo", "yo", "y.o."]))
        if form == "yo_":
            return S(P("AGE", n), self.ch([" yo", " y/o", " y.o.", " yr old"]))
        if form == "yearold":
            return S(P("AGE", n), "-year-old")
        if form == "ysl":
            return S(P("AGE", n), self.ch(["y", "yr", "Y"]))
        if form == "sexafter":
            return S(P("AGE", n), self.ch(["", " "]) + sx)
        if form == "sexbefore":
            return S(sx + " ", P("AGE", n))
        if form == "aged":
            return S("aged ", P("AGE", n))
        if form == "words":
            return S(P("AGE", words(a)), "-year-old")
        if form == "years":
            return S(P("AGE", n), " years")
        if form == "yrs":
            return S(P("AGE", n), " yrs")
        raise ValueError(form)

    # places ----------------------------------------------------------------------
    def place(self):
        L = self.loc
        if L == "US":
            c, s, a, z = self.ch(pools.US_PLACES)
            zp = z + self.digits(3)
            if self.chance(0.15):
                zp += "-" + self.digits(4)
            return {"city": c, "state": s, "abbr": a, "zip": zp, "county": None}
        if L == "UK":
            c, cty = self.ch(pools.UK_PLACES)
            out = self.ch(["AA9", "AA99", "A9", "A99"])
            pc = self.fill(out) + " " + self.fill("9AA")
            return {"city": c, "state": None, "abbr": None, "zip": pc, "county": cty}
        if L == "CA":
            c, s, a, pre = self.ch(pools.CA_PLACES)
            cl = "ABCEGHJKLMNPRSTVWXYZ"
            pc = pre + self.ch("0123456789") + self.r.choice(cl) + " " + self.ch("0123456789") + \
                self.r.choice(cl) + self.ch("0123456789")
            return {"city": c, "state": s, "abbr": a, "zip": pc, "county": None}
        c, s, a, pre = self.ch(pools.AU_PLACES)
        return {"city": c, "state": s, "abbr": a, "zip": pre + self.digits(3), "county": None}

    def town(self):
        return self.place()["city"]

    def street(self):
        nm = self.ch(pools.STREET_NAMES)
        n = str(self.r.randint(2, 4890))
        L = self.loc
        if L == "US":
            s = "%s %s %s" % (n, nm, self.ch(pools.US_SUFFIX))
            if self.chance(0.3):
                s += self.ch([", Apt %d%s" % (self.r.randint(1, 30), self.ch("ABCD")), " Apt %d" % self.r.randint(1, 40),
                              ", Unit %d" % self.r.randint(1, 12), " #%d" % self.r.randint(100, 990)])
            return s
        if L == "UK":
            s = "%s %s %s" % (self.r.randint(1, 220), nm, self.ch(pools.UK_SUFFIX))
            if self.chance(0.25):
                s = "Flat %d, %s" % (self.r.randint(1, 24), s)
            elif self.chance(0.15):
                s = "%s Cottage, %s %s" % (self.ch(pools.TREE), nm, self.ch(["Lane", "Road"]))
            return s
        if L == "CA":
            s = "%s %s %s" % (n, nm, self.ch(pools.CA_SUFFIX))
            if self.chance(0.3):
                s = "%d-%s" % (self.r.randint(101, 2409), s)
            return s
        s = "%s %s %s" % (self.r.randint(1, 300), nm, self.ch(pools.AU_SUFFIX))
        if self.chance(0.3):
            s = self.ch(["Unit %d/" % self.r.randint(1, 30), "%d/" % self.r.randint(1, 30)]) + s
        return s

    def addr(self):
        a = self.place()
        a["street"] = self.street()
        return a

    def addr_seg(self, a, style=None, with_street=True):
        """Address split into STREET, CITY, STATE, ZIP pieces."""
        style = style or self.ch(["one", "one", "comma"])
        out = Seg()
        if with_street:
            out += [P("STREET", a["street"]), ", "]
        out.append(P("CITY", a["city"]))
        if self.loc == "UK":
            if a["county"] and self.chance(0.5):
                out += [", ", P("CITY", a["county"])]
            out += [self.ch([", ", " ", ", "]), P("ZIP", a["zip"])]
        elif self.loc == "AU":
            out += [" " if style == "one" else ", ", P("STATE", a["abbr"]), " ", P("ZIP", a["zip"])]
        else:
            st = a["abbr"] if self.chance(0.8) else a["state"]
            out += [", ", P("STATE", st), "  " if self.loc == "CA" and self.chance(0.3) else " ", P("ZIP", a["zip"])]
        return out

    def city_seg(self, a, with_state=True):
        if self.loc == "UK" or not with_state:
            return S(P("CITY", a["city"]))
        return S(P("CITY", a["city"]), ", ", P("STATE", a["abbr"] if self.chance(0.7) else a["state"]))

    def _fill_name(self, pat):
        return pat.format(p=self.town(), t=self.ch(pools.TREE), s=self.ch(pools.STREET_NAMES),
                          c=self.place()["county"] or self.town())

    def hospital(self):
        return self._fill_name(self.ch(pools.HOSP_PATTERNS[self.loc]))

    def ward(self):
        return self.ch(pools.WARD_NAMES[self.loc])

    def care_home(self):
        return self._fill_name(self.ch(pools.CARE_HOME))

    def practice(self):
        return self._fill_name(self.ch(pools.PRACTICE[self.loc]))

    def pharmacy(self):
        return self._fill_name(self.ch(pools.PHARMACY))

    def rehab(self):
        return self._fill_name(self.ch(pools.REHAB))

    def other_place(self):
        return self._fill_name(self.ch(pools.OTHER_PLACES))

    def employer(self):
        return self._fill_name(self.ch(pools.EMPLOYER))

    def insurer(self):
        return self.ch(pools.INSURER[self.loc])

    def ambulance(self):
        return self._fill_name(self.ch(pools.AMBULANCE[self.loc]))

    def profession(self):
        return self.ch(pools.PROFESSIONS)

    def country(self):
        return self.ch(pools.COUNTRIES)

    def room(self):
        return self.ch([str(self.r.randint(201, 950)), "%d%s" % (self.r.randint(201, 950), self.ch("AB")),
                        str(self.r.randint(1, 40))])

    def bed(self):
        return self.ch([str(self.r.randint(1, 32)), str(self.r.randint(1, 32)), self.ch("ABCD"),
                        "%d%s" % (self.r.randint(1, 12), self.ch("AB"))])

    # contacts --------------------------------------------------------------------
    def area(self):
        if self.loc == "CA":
            return self.ch(["416", "613", "604", "780", "902", "204", "519", "306", "506", "250"])
        return self.ch(["614", "412", "206", "617", "303", "612", "404", "214", "503", "518", "319",
                        "309", "313", "207", "410", "317", "916", "919", "417", "602"])

    def phone(self, kind="any"):
        L = self.loc
        if L in ("US", "CA"):
            a, x = self.area(), "01" + self.digits(2)
            f = self.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s) 555-%s", "+1 %s 555 %s", "%s 555-%s"])
            return f % (a, x)
        if L == "UK":
            if kind == "mobile" or (kind == "any" and self.chance(0.4)):
                return self.ch(["07700 900%s", "07700900%s", "+44 7700 900%s"]) % self.digits(3)
            if self.chance(0.5):
                return self.ch(["020 7946 0%s", "(020) 7946 0%s"]) % self.digits(3)
            return self.ch(["01632 960%s", "(01632) 960%s", "01632 960 %s"]) % self.digits(3)
        return self.ch(["0491 570 %s", "0491570%s", "+61 491 570 %s", "0491 570 %s"]) % self.digits(3)

    def phone_ext(self):
        p = self.phone("land")
        return p + self.ch([" ext. %d", " ext %d", " x%d", " extn %d"]) % self.r.randint(10, 4999)

    def pager(self):
        L = self.loc
        if L == "US":
            return self.ch(["4-%s" % self.digits(4), self.digits(5), self.digits(4)])
        return self.digits(4)

    def pager_label(self):
        return {"US": self.ch(["pager", "pgr", "pager #", "beeper"]),
                "UK": self.ch(["bleep", "bleep", "blp", "pager"]),
                "CA": self.ch(["pager", "pgr", "local"]),
                "AU": self.ch(["pager", "page", "ext"])}[self.loc]

    def ext(self):
        return self.digits(self.ch([4, 4, 5]))

    def email(self, p, personal=False):
        dom = self.ch(["example.org", "example.com", "example.net"])
        f, l = p.first.lower().replace("-", ""), "".join(c for c in p.last.lower() if c.isalpha())
        if personal:
            u = self.ch(["%s%s%s" % (f, l, self.digits(2)), "%s.%s%s" % (f[0], l, self.digits(2)),
                         "%s_%s" % (l, f), "%s%s" % (f, self.digits(4))])
        else:
            u = self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s.%s%d" % (f, l, self.r.randint(1, 9))])
            if self.chance(0.4):
                dom = self.ch(["health.example.org", "nhs.example.net", "clinic.example.com"])
        return "%s@%s" % (u, dom)

    def dept_email(self, slug):
        return "%s@%s" % (slug, self.ch(["example.org", "health.example.org", "example.net"]))

    def url(self, slug=None):
        slug = slug or self.ch(["portal", "mychart", "rehab", "telehealth", "patients", "referrals"])
        return self.ch(["www.example.org/%s" % slug, "https://%s.example.com" % slug,
                        "https://www.example.net/%s/login" % slug, "example.org/%s/%s" % (slug, self.digits(4)),
                        "http://%s.example.org/visit/%s" % (slug, self.digits(5))])

    def ip(self):
        c = self.r.random()
        if c < 0.4:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(2, 254))
        if c < 0.75:
            return "192.168.%d.%d" % (self.r.randint(0, 40), self.r.randint(2, 254))
        return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(2, 254))

    def username(self, p):
        f, l = p.first.lower(), "".join(c for c in p.last.lower() if c.isalpha())
        return self.ch(["%s%s" % (f[0], l), "%s%s%d" % (f[0], l, self.r.randint(1, 9)), "%s.%s" % (f, l),
                        "%s%s" % (l[:6], f[0]), "%s_%s" % (f, l[:4])])

    # identifiers -----------------------------------------------------------------
    def mrn(self):
        L = self.loc
        if L == "US":
            return self.ch([self.digits(8), "M" + self.digits(7), self.digits(3) + "-" + self.digits(5)])
        if L == "UK":
            return self.ch(["RX" + self.digits(7), self.fill("A999999"), "H" + self.digits(7)])
        if L == "CA":
            return self.ch([self.digits(7), "C" + self.digits(6), self.digits(2) + "-" + self.digits(6)])
        return self.ch([self.digits(7), self.digits(6), "UR" + self.digits(6)])

    def mrn_label(self):
        return {"US": ["MRN", "MRN:", "MR#", "Med Rec #"], "UK": ["Hosp No", "Hospital no.", "MRN", "K-number"],
                "CA": ["Chart #", "MRN", "Chart no.", "MRN:"], "AU": ["UR", "UR No.", "URN", "MRN"]}[self.loc]

    def account(self):
        return self.ch([self.digits(10), "V" + self.digits(8), self.digits(4) + "-" + self.digits(4),
                        "E" + self.digits(9), "ENC" + self.digits(7)])

    def account_label(self):
        return self.ch({"US": ["Acct #", "FIN", "CSN", "Encounter #", "Visit #"],
                        "UK": ["Episode no.", "Spell ID", "Attendance no.", "Encounter"],
                        "CA": ["Visit #", "Encounter #", "Acct", "Registration #"],
                        "AU": ["Episode", "Enc no.", "Visit ID", "Admission no."]}[self.loc])

    def healthplan(self):
        """(label, value) for the locale's main beneficiary number."""
        L = self.loc
        if L == "US":
            k = self.r.random()
            if k < 0.4:
                return self.ch(["Member ID", "Insurance ID", "Subscriber ID"]), self.fill(self.ch(["AAA999999", "A99999999", "AAA9999999"]))
            if k < 0.65:
                return "MBI", self.fill("9AX9AX9AA99")
            if k < 0.85:
                return "Medicaid ID", self.fill(self.ch(["99999999AA", "A9999999", "999999999999"]))
            return "Policy #", self.fill("AA-9999999")
        if L == "UK":
            return self.ch(["NHS No", "NHS number", "NHS no.", "NHS #"]), self.ch(
                ["%s %s %s" % (self.digits(3), self.digits(3), self.digits(4)), self.digits(10)])
        if L == "CA":
            k = self.r.random()
            if k < 0.5:
                return self.ch(["OHIP", "Health card", "HCN"]), self.ch(
                    ["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                     "%s %s %s %s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2))])
            if k < 0.75:
                return "PHN", "9%s %s %s" % (self.digits(3), self.digits(3), self.digits(3))
            return self.ch(["AHCIP #", "MSI #", "Health card #"]), self.digits(5) + "-" + self.digits(4)
        k = self.r.random()
        if k < 0.7:
            return self.ch(["Medicare", "Medicare No", "Medicare #"]), "%s %s %s" % (
                self.ch("23456") + self.digits(3), self.digits(5), self.ch("123456789"))
        return "DVA", self.fill(self.ch(["AA999999", "AAA99999"]))

    def group_no(self):
        return self.fill(self.ch(["99999", "GRP-99999", "9999-AA9"]))

    def ssn(self):
        """(label, value): SSN / NI / SIN / Centrelink CRN (fictional ranges)."""
        L = self.loc
        if L == "US":
            return self.ch(["SSN", "SS#", "Social Security #"]), "9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4))
        if L == "UK":
            return self.ch(["NI number", "NINO", "NI No"]), "QQ %s %s %s %s" % (
                self.digits(2), self.digits(2), self.digits(2), self.ch("ABCD"))
        if L == "CA":
            return self.ch(["SIN", "S.I.N."]), "0%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))
        return self.ch(["Centrelink CRN", "CRN"]), "%s %s %s%s" % (self.digits(3), self.digits(3), self.digits(3), self.ch("ABCDHJK"))

    def staff_license(self, role="MD"):
        """(label, value) licence / registration number."""
        L = self.loc
        if L == "US":
            if role == "MD":
                return self.ch([("NPI", self.ch("12") + self.digits(9)), ("DEA", self.letters(2) + self.digits(7)),
                                ("Lic #", self.fill(self.ch(["99.999999", "AA-99999", "9999999"])))])
            if role == "RPH":
                return self.ch([("NPI", self.ch("12") + self.digits(9)), ("RPh Lic", "RPH" + self.digits(6))])
            return self.ch([("Lic", self.fill(self.ch(["RN999999", "PT-99999", "OT99999", "SLP-9999"]))),
                            ("NPI", "1" + self.digits(9))])
        if L == "UK":
            if role == "MD":
                return "GMC", self.digits(7)
            if role == "RPH":
                return "GPhC", self.digits(7)
            if role == "RN":
                return self.ch(["NMC PIN", "NMC"]), self.fill("99A9999A")
            return "HCPC", self.fill(self.ch(["PH999999", "OT99999", "SL99999"]))
        if L == "CA":
            if role == "MD":
                return self.ch([("CPSO #", self.digits(5)), ("CPSBC", self.digits(5)), ("Billing #", self.digits(6))])
            if role == "RPH":
                return self.ch([("OCP #", self.digits(6)), ("Lic", self.digits(5))])
            return self.ch([("Reg #", self.digits(7)), ("CNO #", self.digits(7))])
        pref = {"MD": "MED", "RPH": "PHA", "RN": "NMW", "PT": "PHY", "OT": "OCC", "SLP": "SPA"}.get(role, "MED")
        if role == "SLP":
            return "SPA no.", self.digits(5)
        return "AHPRA", pref + self.digits(10)

    def drivers_licence(self):
        L = self.loc
        if L == "US":
            return self.fill(self.ch(["A999-9999-9999", "A9999999", "999999999"]))
        if L == "UK":
            return self.fill("AAAAA999999AA9AA")
        if L == "CA":
            return self.fill(self.ch(["A9999-99999-99999", "9999999", "A99999999999"]))
        return self.fill(self.ch(["99 999 999", "999999999"]))

    def device_sn(self):
        return self.fill(self.ch(["AAA999999", "9999-A99999", "AA99999999", "9999999999", "AAA9999999A",
                                  "SN9999A999", "A9A999999"]))

    def asset(self):
        return self.fill(self.ch(["BME 999999", "AS-99999", "999999", "EQ99999"]))

    def plate(self):
        L = self.loc
        if L == "US":
            return self.fill(self.ch(["9AAA999", "AAA-9999", "AAA 999", "9AA9999"]))
        if L == "UK":
            return self.fill("AA99 AAA")
        if L == "CA":
            return self.fill(self.ch(["AAAA 999", "AAA 999", "999 AAA"]))
        return self.fill(self.ch(["9AA 9AA", "AAA-999", "AA-99-AA", "999 AAA"]))

    def vin(self):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))

    def bioid(self, kind="fp"):
        pre = {"fp": "FP", "palm": "PV", "iris": "IRIS", "voice": "VP", "foot": "FTP", "ret": "RET"}[kind]
        return pre + self.ch(["-", "-", ""]) + self.digits(self.ch([5, 6, 7]))

    def idnum(self, kind):
        if kind == "acc":
            return self.fill(self.ch(["A99-9999", "AA99-99999", "99-A-99999", "A9999999"]))
        if kind == "order":
            return self.fill(self.ch(["99999999", "ORD99999999", "O-9999999"]))
        if kind == "rx":
            return self.fill(self.ch(["9999999", "RX999999", "99999-99"]))
        if kind == "spec":
            return self.fill(self.ch(["SP-99999-A", "99AA99999", "A999999-9"]))
        if kind == "req":
            return self.fill(self.ch(["REQ9999999", "99999999", "R-999999"]))
        if kind == "case":
            return self.fill(self.ch(["INC-99999999", "9999-999999", "AA99999999"]))
        if kind == "unit":
            return self.fill("A9999 99 999999")
        if kind == "ubrn":
            return "%s %s %s" % (self.digits(4), self.digits(4), self.digits(4))
        if kind == "trial":
            return self.fill(self.ch(["AAA-999-9999", "AA99-999", "999-9999"]))
        if kind == "auth":
            return self.fill(self.ch(["AUTH9999999", "99999999", "PA-9999999"]))
        if kind == "nbs":
            return self.fill(self.ch(["9999999999", "NBS-9999999"]))
        if kind == "court":
            return self.fill(self.ch(["AA-99-9999", "99/9999"]))
        raise ValueError(kind)
