"""Case (patient + encounter) generator and PHI surface forms for dev226_en.

Every surface-form helper returns a segment list: a list of (text, TYPE-or-None)
pairs that nb.Note.add() appends in order.
"""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAY]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_STYLES_US = ["num", "num", "short", "long", "med", "iso", "dash", "nopad"]
DATE_STYLES_ZA = ["num", "num", "long", "med", "iso", "dot", "slashiso", "dash"]


def fmt_date(d, country, style):
    us = country == "US"
    if style == "num":
        return "%02d/%02d/%d" % ((d.month, d.day, d.year) if us else (d.day, d.month, d.year))
    if style == "nopad":
        return "%d/%d/%d" % ((d.month, d.day, d.year) if us else (d.day, d.month, d.year))
    if style == "short":
        return "%d/%d/%02d" % ((d.month, d.day, d.year % 100) if us else (d.day, d.month, d.year % 100))
    if style == "iso":
        return d.isoformat()
    if style == "slashiso":
        return "%d/%02d/%02d" % (d.year, d.month, d.day)
    if style == "dot":
        return "%02d.%02d.%d" % (d.day, d.month, d.year)
    if style == "dash":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
    if style == "long":
        return ("%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)) if us else (
            "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year))
    if style == "med":
        return ("%s %d, %d" % (MON3[d.month - 1], d.day, d.year)) if us else (
            "%d %s %d" % (d.day, MON3[d.month - 1], d.year))
    if style == "md":
        return "%d/%d" % ((d.month, d.day) if us else (d.day, d.month))
    if style == "wk":
        return WD3[d.weekday()] + " " + fmt_date(d, country, "md")
    if style == "wklong":
        return WDAY[d.weekday()] + ", " + fmt_date(d, country, "long")
    if style == "month":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if style == "mon3":
        return "%s %d" % (MON3[d.month - 1], d.day) if us else "%d %s" % (d.day, MON3[d.month - 1])
    if style == "weekday":
        return WDAY[d.weekday()]
    if style == "year":
        return str(d.year)
    if style == "ord":
        return "the " + ordinal(d.day)
    raise ValueError(style)


FIXED_HOLIDAYS_US = [("New Year's Eve", 12, 31), ("New Year's Day", 1, 1), ("the Fourth of July", 7, 4), ("July 4th", 7, 4),
                     ("Halloween", 10, 31), ("Christmas Eve", 12, 24), ("Christmas", 12, 25), ("Christmas Day", 12, 25)]
FIXED_HOLIDAYS_ZA = [("New Year's Eve", 12, 31), ("New Year's Day", 1, 1), ("Freedom Day", 4, 27), ("Youth Day", 6, 16),
                     ("Women's Day", 8, 9), ("Heritage Day", 9, 24), ("Day of Reconciliation", 12, 16),
                     ("Christmas Eve", 12, 24), ("Christmas Day", 12, 25), ("Boxing Day", 12, 26)]


class Person:
    def __init__(self, given, surname, mid="", cred="", sex="M"):
        self.given, self.surname, self.mid, self.cred, self.sex = given, surname, mid, cred, sex

    def user(self, k):
        base = (self.given[0] + self.surname).lower().replace(" ", "").replace("'", "").replace(".", "")
        return base + (str(k) if k else "")


def name(person, style, typ, country="US"):
    """Return segments for a person's name in a given surface style."""
    g, s, m = person.given, person.surname, person.mid
    dot = "" if country == "ZA" else "."
    if style == "full":
        return [(g + " " + s, typ)]
    if style == "mid":
        return [(g + " " + (m + ". " if m else "") + s, typ)]
    if style == "caps":
        return [(s.upper() + ", " + g.upper() + (" " + m if m else ""), typ)]
    if style == "capsfull":
        return [(g.upper() + " " + s.upper(), typ)]
    if style == "comma":
        return [(s + ", " + g, typ)]
    if style == "sur":
        return [(s, typ)]
    if style == "given":
        return [(g, typ)]
    if style == "init":
        return [(g[0] + "." + s[0].upper() + ".", typ)]
    if style == "initsur":
        return [(g[0] + ". " + s, typ)]
    if style == "title":
        t = {"M": "Mr", "F": "Ms"}[person.sex] if typ != "DOCTOR" else "Dr"
        if typ == "PATIENT" and person.sex == "F" and len(s) % 2:
            t = "Mrs"
        return [(t + dot + " ", None), (s, typ)]
    if style == "titlefull":
        t = {"M": "Mr", "F": "Ms"}[person.sex] if typ != "DOCTOR" else "Dr"
        return [(t + dot + " ", None), (g + " " + s, typ)]
    if style == "dr":
        return [("Dr" + dot + " ", None), (s, typ)]
    if style == "drfull":
        return [("Dr" + dot + " ", None), (g + " " + s, typ)]
    if style == "cred":
        return [(g + " " + s, typ), (", " + person.cred, None)]
    if style == "initcred":
        return [(g[0] + ". " + s, typ), (" " + person.cred, None)]
    if style == "lowinit":
        return [((g[0] + s[0]).lower(), typ)]
    if style == "sister":
        return [("Sr" + dot + " ", None), (s, typ)]
    raise ValueError(style)


def phone(rng, country, kind="land", city_code=None):
    last = "01%02d" % rng.randrange(100)
    if country == "US":
        ac = city_code or rng.choice(["713", "832", "214", "404", "312", "901", "410", "313", "314", "504",
                                      "205", "601", "602", "510", "215", "973", "414", "216", "918"])
        f = rng.randrange(5)
        if f == 0:
            return "(%s) 555-%s" % (ac, last)
        if f == 1:
            return "%s-555-%s" % (ac, last)
        if f == 2:
            return "%s.555.%s" % (ac, last)
        if f == 3:
            return "+1 %s 555 %s" % (ac, last)
        return "(%s)555-%s" % (ac, last)
    if kind == "cell":
        pre = rng.choice(["072", "073", "074", "076", "078", "079", "082", "083", "084", "060", "061", "071"])
    else:
        pre = city_code or rng.choice(["021", "011", "031", "012", "041", "043", "047", "051"])
    f = rng.randrange(4)
    if f == 0:
        return "%s 555 %s" % (pre, last)
    if f == 1:
        return "+27 %s 555 %s" % (pre[1:], last)
    if f == 2:
        return "%s-555-%s" % (pre, last)
    return "(%s) 555 %s" % (pre, last)


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def ip(rng):
    f = rng.randrange(3)
    if f == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if f == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def plate(rng, country):
    if country == "US":
        f = rng.randrange(3)
        if f == 0:
            return letters(rng, 3) + "-" + digits(rng, 4)
        if f == 1:
            return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
        return letters(rng, 3) + " " + digits(rng, 3)
    f = rng.randrange(3)
    if f == 0:
        return rng.choice(["CA", "CY", "CF", "CAW"]) + " " + digits(rng, 3) + "-" + digits(rng, 3)
    if f == 1:
        return letters(rng, 2) + " " + digits(rng, 2) + " " + letters(rng, 2) + " GP"
    return rng.choice(["ND", "NU", "NP"]) + " " + digits(rng, 3) + "-" + digits(rng, 3)


def vin(rng):
    pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return rng.choice("1245JKW") + "".join(rng.choice(pool) for _ in range(16))


CREDS_US = ["MD", "DO", "MD, FACS", "MD"]
CREDS_ZA = ["MBChB", "MBChB, FCS(SA)", "MBChB, MMed", "MBBCh"]


class Case:
    """One patient with one encounter and the people around it."""

    def __init__(self, rng, country, age_range=None):
        self.rng = rng
        r = rng
        self.c = country
        us = country == "US"
        self.us = us
        self.sex = "M" if r.random() < 0.74 else "F"
        gm, gf, sn = (P.US_GIVEN_M, P.US_GIVEN_F, P.US_SURNAMES) if us else (
            P.ZA_GIVEN_M, P.ZA_GIVEN_F, P.ZA_SURNAMES)
        self.gm, self.gf, self.sn = gm, gf, sn
        self.pt = Person(r.choice(gm if self.sex == "M" else gf), r.choice(sn),
                         r.choice("ABCDEFGHJKLMNRSTW"), sex=self.sex)
        self.nick = r.choice(P.NICKNAMES)
        a = r.random()
        self.age = r.randint(16, 34) if a < 0.55 else (r.randint(35, 64) if a < 0.85 else r.randint(65, 93))
        if age_range:
            self.age = r.randint(*age_range)
        self.arrive = dt.date(2021, 1, 1) + dt.timedelta(days=r.randrange(1400))
        self.holiday = None
        if r.random() < 0.12:
            name_, m_, d_ = r.choice(FIXED_HOLIDAYS_US if us else FIXED_HOLIDAYS_ZA)
            self.arrive = dt.date(self.arrive.year, m_, d_)
            self.holiday = name_
        self.dob = self.arrive - dt.timedelta(days=self.age * 365 + r.randrange(20, 360))
        self.dstyle = r.choice(DATE_STYLES_US if us else DATE_STYLES_ZA)
        self.place = r.choice(P.US_PLACES if us else P.ZA_PLACES)
        if us:
            self.street = "%d %s" % (r.randint(100, 9899), r.choice(P.US_STREETS))
            if r.random() < 0.35:
                self.street += r.choice([" Apt ", " Unit ", " #"]) + str(r.randint(1, 40)) + r.choice(["", "B", "C"])
            self.zip = self.place[3] + digits(r, 2)
        else:
            self.street = "%d %s" % (r.randint(1, 4999), r.choice(P.ZA_STREETS))
            if r.random() < 0.4:
                self.street += ", " + r.choice(P.ZA_SECTIONS)
            self.zip = self.place[3]
        self.area = (P.US_AREA[self.place[0]] if us else P.ZA_AREA[self.place[4]])
        self.phone = phone(r, country, "cell", self.area if us else None)
        self.mrn = self._mrn()
        self.acct = self._acct()
        # SA identity numbers are emitted only for patients born in the 1990s (they then begin with 9);
        # US SSNs always begin with 9.
        self.has_id = us or 1990 <= self.dob.year < 2000
        self.natid = ("%02d%02d%02d%s" % (self.dob.year % 100, self.dob.month, self.dob.day, digits(r, 7))) if not us else (
            r.choice(["9%s-%s-%s", "9%s %s %s", "9%s%s%s"]) % (digits(r, 2), digits(r, 2), digits(r, 4)))
        self.insurer = r.choice(P.US_INSURERS if us else P.ZA_SCHEMES)
        self.member = (letters(r, 3) + digits(r, 9)) if us else digits(r, r.choice([8, 9, 11]))
        self.group = digits(r, 5)
        self.medicaid = digits(r, 10)
        self.prof = r.choice(P.US_PROFESSIONS if us else P.ZA_PROFESSIONS)
        self.employer = r.choice(P.US_EMPLOYERS if us else P.ZA_EMPLOYERS)
        self.school = r.choice(P.US_SCHOOLS if us else P.ZA_SCHOOLS)
        self.church = r.choice(P.US_CHURCHES if us else P.ZA_CHURCHES)
        self.ems = r.choice(P.US_EMS if us else P.ZA_EMS)
        self.vip = r.choice(P.US_VIP if us else P.ZA_VIP)
        if us:
            self.police = r.choice(P.US_POLICE_FMT).format(city=self.place[0], county=self.place[4],
                                                           d=r.choice(["2nd", "5th", "7th", "9th"]),
                                                           dir=r.choice(["Southeast", "Northside", "Westside"]))
        else:
            self.police = self.place[0] + r.choice([" SAPS", " SAPS", " Police Station"])
        self.landmark = r.choice(P.US_LANDMARKS if us else P.ZA_LANDMARKS)
        self.migrant = r.choice(P.MIGRANT_COUNTRIES_US if us else P.MIGRANT_COUNTRIES_ZA) if r.random() < 0.2 else None
        self.hosp = r.choice(P.US_TRAUMA_CENTERS if us else P.ZA_TRAUMA_CENTERS)
        self.hshort = (P.US_SHORT if us else P.ZA_SHORT)[self.hosp]
        allout = P.US_OUTSIDE if us else P.ZA_OUTSIDE
        post = ("Rehab", "Skilled", "Step-Down", "Rehabilitation")
        self.outside = r.choice([x for x in allout if "Pharmacy" not in x and not any(k in x for k in post)])
        self.outside2 = r.choice([x for x in allout if any(k in x for k in post)])
        self.pharmacy = r.choice([x for x in allout if "Pharmacy" in x])
        self.ward = r.choice(P.US_WARDS if us else P.ZA_WARDS)
        self.bed = str(r.randint(1, 36)) + r.choice(["", "", "A", "B"])
        self.room = (str(r.randint(2, 9)) + str(r.randint(10, 60)) + r.choice(["", "A", "B"])) if us else str(
            r.randint(1, 12))
        self.bay = str(r.randint(1, 6))
        # staff
        cr = CREDS_US if us else CREDS_ZA
        self.att = self.person(cred=r.choice(cr))
        self.res = self.person(cred="MD" if us else "MBChB")
        self.res2 = self.person(cred="MD" if us else "MBChB")
        self.rad = self.person(cred=r.choice(cr))
        self.anaes = self.person(cred=r.choice(cr))
        self.rn = self.person(cred="RN", female_bias=0.75)
        self.rn2 = self.person(cred="RN", female_bias=0.75)
        self.sw = self.person(cred="LCSW" if us else "SW", female_bias=0.8)
        self.scribe = self.person(cred="")
        self.pa = self.person(cred="PA-C" if us else "Clin Assoc")
        # family
        rel = P.US_RELATIONS if us else P.ZA_RELATIONS
        self.fam = []
        rel = [x for x in rel if not ((x in ("son", "daughter") and self.age < 32) or
                                      (x in ("grandmother", "gogo") and self.age > 55) or
                                      (x in ("mother", "father") and self.age > 78) or
                                      (x in ("wife", "husband", "fiancee") and self.age < 20))]
        for rl in r.sample(rel, 3):
            fem = rl in ("mother", "wife", "girlfriend", "sister", "aunt", "gogo", "grandmother", "daughter",
                         "fiancee")
            g = r.choice(gf if fem else gm)
            s = self.pt.surname if rl in ("mother", "father", "sister", "brother", "son", "daughter", "wife") \
                and r.random() < 0.7 else r.choice(sn)
            p = Person(g, s, sex="F" if fem else "M")
            p.rel = rl
            p.phone = self.tel("cell")
            p.age = {"son": r.randint(2, 17), "daughter": r.randint(1, 17), "mother": self.age + r.randint(18, 35),
                     "gogo": self.age + r.randint(40, 55), "grandmother": self.age + r.randint(40, 55)}.get(
                rl, max(16, self.age + r.randint(-8, 8)))
            p.prof = r.choice(P.US_PROFESSIONS if us else P.ZA_PROFESSIONS)
            self.fam.append(p)
        self.k = 0

    def person(self, cred="", female_bias=0.45):
        r = self.rng
        fem = r.random() < female_bias
        p = Person(r.choice(self.gf if fem else self.gm), r.choice(self.sn), r.choice("ABCDEJKLMPRST"), cred,
                   "F" if fem else "M")
        p.npi = "1" + digits(r, 9)
        p.lic = letters(r, 2) + digits(r, 7)
        p.hpcsa = "MP" + digits(r, 7)
        p.uname = p.user(r.choice(["", "", r.randint(1, 99)]))
        p.pager = "%d-%s" % (r.randint(2, 8), digits(r, 4)) if self.us else digits(r, 4)
        p.email = "%s.%s@%s" % (p.given.lower()[0] if r.random() < 0.5 else p.given.lower(),
                                p.surname.lower().replace(" ", ""),
                                r.choice(["example.org", "example.com", "example.net", "health.test",
                                          "trauma.example.org", "hospital.test"]))
        return p

    # ---- identifiers ---------------------------------------------------
    def _mrn(self):
        r = self.rng
        if self.us:
            return r.choice([digits(r, 8), "00" + digits(r, 6), "E" + digits(r, 7),
                             digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 3), digits(r, 9)])
        return r.choice([digits(r, 8), "HN" + digits(r, 7), digits(r, 2) + "/" + digits(r, 6),
                         "K" + digits(r, 8), digits(r, 10)])

    def _acct(self):
        r = self.rng
        if self.us:
            return r.choice([digits(r, 10), digits(r, 4) + "-" + digits(r, 4), "V" + digits(r, 9),
                             digits(r, 11)])
        return r.choice([digits(r, 9), "ADM" + digits(r, 7), digits(r, 2) + "-" + digits(r, 7)])

    def accession(self):
        r = self.rng
        return r.choice(["CT%02d-%s" % (self.arrive.year % 100, digits(r, 6)), "ACC" + digits(r, 8),
                         digits(r, 10), "RAD-" + digits(r, 7), "%s%s" % (letters(r, 2), digits(r, 8))])

    def specimen(self):
        r = self.rng
        return r.choice(["S%02d-%s" % (self.arrive.year % 100, digits(r, 5)), "H" + digits(r, 7),
                         "LAB" + digits(r, 7), "%s-%s" % (digits(r, 3), digits(r, 5))])

    def case_no(self):
        r = self.rng
        if self.us:
            return r.choice(["%02d-%s" % (self.arrive.year % 100, digits(r, 6)),
                             "%s%02d%s" % (letters(r, 1), self.arrive.year % 100, digits(r, 7)),
                             "IR-%d-%s" % (self.arrive.year, digits(r, 5))])
        return "CAS %d/%02d/%d" % (r.randint(1, 999), self.arrive.month, self.arrive.year)

    def device_sn(self):
        r = self.rng
        return r.choice([letters(r, 3) + digits(r, 6), letters(r, 1) + digits(r, 8), digits(r, 2) + letters(r, 1) +
                         digits(r, 5), letters(r, 2) + "-" + digits(r, 7), digits(r, 4) + "-" + digits(r, 4)])

    def bioid(self):
        r = self.rng
        return r.choice(["FP-" + digits(r, 5), "AFIS" + digits(r, 8), "PP" + digits(r, 6),
                         "BIO-" + digits(r, 6), "D" + digits(r, 7), "%s/%s" % (digits(r, 2), digits(r, 6))])

    # ---- surface forms -------------------------------------------------
    def d(self, date, style=None):
        return [(fmt_date(date, self.c, style or self.dstyle), "DATE")]

    def pn(self, style=None):
        st = style or self.rng.choice(["full", "mid", "caps", "comma", "sur", "title", "titlefull", "given",
                                       "init", "initsur", "capsfull"])
        return name(self.pt, st, "PATIENT", self.c)

    def dn(self, person, style=None):
        st = style or self.rng.choice(["dr", "drfull", "cred", "initcred", "sur", "full"])
        if person.cred in ("RN", "LCSW", "SW", "", "PA-C", "Clin Assoc") and st in ("dr", "drfull"):
            st = "full"
        return name(person, st, "DOCTOR", self.c)

    def fn(self, person, style=None):
        st = style or self.rng.choice(["full", "given", "given", "full", "title"])
        return name(person, st, "FAMILY", self.c)

    def age_seg(self, style=None, age=None):
        a = self.age if age is None else age
        st = style or self.rng.choice(["yo", "yo", "year", "year", "ysp", "sex", "slash", "yrs", "word",
                                       "aged", "yearsold"])
        sx = self.sex
        if st == "yo":
            return [(str(a), "AGE"), (self.rng.choice([" yo", "yo", " y/o", " y.o."]), None)]
        if st == "year":
            return [(str(a), "AGE"), ("-year-old", None)]
        if st == "ysp":
            return [(str(a), "AGE"), (" year old", None)]
        if st == "sex":
            return [(str(a), "AGE"), (sx, None)]
        if st == "slash":
            return [(str(a), "AGE"), ("/" + sx, None)]
        if st == "yrs":
            return [(str(a), "AGE"), (self.rng.choice([" yrs", "yrs", " years", "y"]), None)]
        if st == "word":
            return [(words(a), "AGE"), ("-year-old", None)]
        if st == "aged":
            return [("aged ", None), (str(a), "AGE")]
        if st == "yearsold":
            return [(str(a), "AGE"), (" years old", None)]
        if st == "bare":
            return [(str(a), "AGE")]
        raise ValueError(st)

    def sexword(self):
        return self.rng.choice(["male", "man", "M"]) if self.sex == "M" else self.rng.choice(["female", "woman", "F"])

    def addr(self, style=None):
        city, stf, sta, _, _ = self.place
        st = style or self.rng.choice(["line", "lines", "short"])
        if self.us:
            if st == "line":
                return [(self.street, "STREET"), (", ", None), (city, "CITY"), (", ", None), (sta, "STATE"),
                        (" ", None), (self.zip, "ZIP")]
            if st == "lines":
                return [(self.street, "STREET"), ("\n", None), (city, "CITY"), (", ", None), (sta, "STATE"),
                        (" ", None), (self.zip, "ZIP")]
            return [(self.street, "STREET"), (", ", None), (city, "CITY")]
        metro = self.place[4]
        if st == "line":
            segs = [(self.street, "STREET"), (", ", None), (city, "CITY")]
            if metro != city:
                segs += [(", ", None), (metro, "CITY")]
            return segs + [(", ", None), (self.zip, "ZIP")]
        if st == "lines":
            return [(self.street, "STREET"), ("\n", None), (city, "CITY"), ("\n", None), (stf, "STATE"),
                    (" ", None), (self.zip, "ZIP")]
        return [(self.street, "STREET"), (", ", None), (city, "CITY")]

    def tel(self, kind="land"):
        """A phone number, usually with the local area code (US) or metro code (ZA landlines)."""
        r = self.rng
        local = r.random() < (0.95 if kind == "land" else 0.85)
        if self.us:
            return phone(r, self.c, kind, self.area if local else None)
        return phone(r, self.c, kind, self.area if (local and kind == "land") else None)

    def lm(self):
        """The incident landmark; a leading article stays outside the span."""
        if self.landmark.startswith("the "):
            return [("the ", None), (self.landmark[4:], "LOCATION_OTHER")]
        return [(self.landmark, "LOCATION_OTHER")]

    def next_k(self):
        self.k += 1
        return self.k


def time_str(rng, style=None):
    h, m = rng.randrange(24), rng.randrange(60)
    st = style if style is not None else rng.randrange(4)
    if st == 0:
        return "%02d:%02d" % (h, m)
    if st == 1:
        return "%02d%02d" % (h, m)
    if st == 2:
        return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")
    return "%02dh%02d" % (h, m)
