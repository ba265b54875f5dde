"""Surface forms for PHI and the per-note Case (patient, staff, site, ids)."""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + (" and " + words(r) if r else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


# ---------------------------------------------------------------- dates
US_STYLES = ["mdy", "mdy", "mdy", "mdy0", "mdyy", "mon_d_y", "mon_d_y", "month_d_y", "iso",
             "dmony", "mdy_dash"]
AU_STYLES = ["dmy", "dmy", "dmy", "dmy0", "dmyy", "d_mon_y", "d_month_y", "d_month_y",
             "iso", "dmony", "dmy_dot"]


def fmt_date(d, style):
    m, y, day = d.month, d.year, d.day
    mon = MONTHS[m - 1]
    if style == "mdy":
        return "%02d/%02d/%d" % (m, day, y)
    if style == "mdy0":
        return "%d/%d/%d" % (m, day, y)
    if style == "mdyy":
        return "%d/%d/%02d" % (m, day, y % 100)
    if style == "mdy_dash":
        return "%02d-%02d-%d" % (m, day, y)
    if style == "dmy":
        return "%02d/%02d/%d" % (day, m, y)
    if style == "dmy0":
        return "%d/%d/%d" % (day, m, y)
    if style == "dmyy":
        return "%d/%d/%02d" % (day, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%02d" % (day, m, y % 100)
    if style == "iso":
        return d.isoformat()
    if style == "dmony":
        return "%02d-%s-%d" % (day, mon[:3], y)
    if style == "mon_d_y":
        return "%s %d, %d" % (mon[:3], day, y)
    if style == "month_d_y":
        return "%s %d, %d" % (mon, day, y)
    if style == "d_mon_y":
        return "%d %s %d" % (day, mon[:3], y)
    if style == "d_month_y":
        return "%d %s %d" % (day, mon, y)
    # weekday forms
    wd = WDAYS[d.weekday()]
    if style == "wd_us":
        return "%s, %s %d, %d" % (wd, mon, day, y)
    if style == "wd_au":
        return "%s %d %s %d" % (wd, day, mon, y)
    if style == "wds_us":
        return "%s %d/%d" % (wd[:3], m, day)
    if style == "wds_au":
        return "%s %d/%d" % (wd[:3], day, m)
    # partial dates
    if style == "month_y":
        return "%s %d" % (mon, y)
    if style == "mon_y":
        return "%s %d" % (mon[:3], y)
    if style == "mm_yyyy":
        return "%02d/%d" % (m, y)
    if style == "year":
        return str(y)
    if style == "month":
        return mon
    if style == "md_us":
        return "%d/%d" % (m, day)
    if style == "dm_au":
        return "%d/%d" % (day, m)
    if style == "d_mon":
        return "%d %s" % (day, mon[:3])
    if style == "mon_d":
        return "%s %d" % (mon[:3], day)
    if style == "ord":
        return "the %s" % ordinal(day)
    raise ValueError(style)


def add_days(d, n):
    return d + dt.timedelta(days=n)


# ---------------------------------------------------------------- people
CRED = {
    "US": {"derm": ["MD", "MD, FAAD", "DO", "MD"], "mohs": ["MD, FACMS", "MD", "DO, FAAD"],
           "path": ["MD", "MD, FCAP", "DO"], "gp": ["MD", "DO", "FNP-C", "PA-C"],
           "nurse": ["RN", "LPN", "RN, BSN"], "ma": ["MA", "CMA"], "pa": ["PA-C"],
           "np": ["NP", "DNP, FNP-BC"], "tech": ["HT(ASCP)", "HTL"], "reg": ["MD", "DO"],
           "onc": ["MD"], "surg": ["MD, FACS"], "pharm": ["PharmD"], "scribe": [""],
           "photo": ["RN", "MA", "RT"], "rad": ["MD"]},
    "AU": {"derm": ["FACD", "MBBS FACD", "FACD"], "mohs": ["FACD FACMS", "MBBS FACD"],
           "path": ["FRCPA", "MBBS FRCPA"], "gp": ["FRACGP", "MBBS FRACGP", "FSCCA"],
           "nurse": ["RN", "CNC", "EN"], "ma": ["EN"], "pa": ["RN"], "np": ["NP"],
           "tech": ["Senior Scientist"], "reg": ["MBBS"], "onc": ["FRACP"],
           "surg": ["FRACS"], "pharm": ["BPharm"], "scribe": [""], "photo": ["RN"],
           "rad": ["FRANZCR"]},
}


class Person:
    def __init__(self, rng, kind, sex=None, given=None, surname=None):
        self.rng = rng
        self.kind = kind
        self.sex = sex or rng.choice("FM")
        self.given = given or rng.choice(P.GIVEN_F if self.sex == "F" else P.GIVEN_M)
        self.surname = surname or rng.choice(P.SURNAMES)
        self.middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.55 else None
        self.nick = P.NICK.get(self.given)
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = rng.choice(["Mrs", "Ms", "Ms", "Miss"])

    def initials(self, dots=True):
        parts = [self.given[0]] + ([self.middle] if self.middle else []) + [self.surname[0]]
        return "".join(x + "." for x in parts) if dots else "".join(parts)

    def name(self, form):
        k = self.kind
        g, s, m = self.given, self.surname, self.middle
        if form == "full":
            return [(g + " " + s, k)]
        if form == "fullmid":
            return [(g + (" " + m + "." if m else "") + " " + s, k)]
        if form == "caps_rev":
            return [(s.upper() + ", " + g.upper() + (" " + m if m else ""), k)]
        if form == "rev":
            return [(s + ", " + g, k)]
        if form == "title":
            return [self.title + " ", (s, k)]
        if form == "titledot":
            return [self.title + ". ", (s, k)]
        if form == "given":
            return [(g, k)]
        if form == "nick":
            return [(self.nick or g, k)]
        if form == "init":
            return [(self.initials(self.rng.random() < 0.6), k)]
        if form == "sur":
            return [(s, k)]
        if form == "caps":
            return [(g.upper() + " " + s.upper(), k)]
        if form == "gi_sur":
            return [(g[0] + ". " + s, k)]
        if form == "given_si":
            return [(g + " " + s[0] + ".", k)]
        raise ValueError(form)

    def any(self, forms=None):
        forms = forms or ["full", "full", "fullmid", "title", "title", "given", "sur",
                          "init", "caps_rev", "rev", "gi_sur"]
        f = self.rng.choice(forms)
        if f == "nick" and not self.nick:
            f = "given"
        return self.name(f)


class Staff(Person):
    def __init__(self, rng, role, country):
        Person.__init__(self, rng, "DOCTOR")
        self.role = role
        self.country = country
        self.cred = rng.choice(CRED[country].get(role, ["MD"]))
        self.is_dr = role in ("derm", "mohs", "path", "gp", "reg", "onc", "surg", "rad") and \
            self.cred not in ("FNP-C", "PA-C")
        self.prof = "A/Prof " if (country == "AU" and rng.random() < 0.12) else None

    def dr(self, form=None):
        """Clinician reference with title / credential outside the span."""
        rng = self.rng
        g, s = self.given, self.surname
        if not self.is_dr and form in ("dr_sur", "drdot_sur", "dr_full"):
            form = rng.choice(["full_cred", "full"])
        if form is None:
            if self.is_dr:
                form = rng.choice(["dr_sur", "dr_sur", "dr_full", "full_cred", "gi_cred",
                                   "drdot_sur", "full_cred"])
            else:
                form = rng.choice(["full_cred", "full_cred", "given", "gi_cred", "full"])
        if form == "dr_sur":
            return [(self.prof or "Dr ") , (s, "DOCTOR")]
        if form == "drdot_sur":
            return ["Dr. ", (s, "DOCTOR")]
        if form == "dr_full":
            return [(self.prof or "Dr "), (g + " " + s, "DOCTOR")]
        if form == "full_cred":
            return [(g + " " + s, "DOCTOR")] + ([", " + self.cred] if self.cred else [])
        if form == "gi_cred":
            return [(g[0] + ". " + s, "DOCTOR")] + ([" " + self.cred] if self.cred else [])
        if form == "given":
            return [(g, "DOCTOR")]
        if form == "full":
            return [(g + " " + s, "DOCTOR")]
        if form == "sur":
            return [(s, "DOCTOR")]
        if form == "caps":
            return [(g.upper() + " " + s.upper(), "DOCTOR")] + ([", " + self.cred] if self.cred else [])
        if form == "initials":
            return [(self.initials(False).lower(), "DOCTOR")]
        if form == "INIT":
            return [(self.initials(False), "DOCTOR")]
        raise ValueError(form)


# ---------------------------------------------------------------- identifiers
def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def us_phone(rng, ext=False):
    area = rng.choice(["480", "602", "520", "813", "941", "239", "619", "805", "512",
                       "702", "505", "303", "808", "843", "910", "912", "504", "503"])
    n = "%04d" % rng.randrange(100, 200)
    f = rng.randrange(5)
    s = ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s", "(%s)555-%s"][f] % (area, n)
    if ext:
        s += rng.choice([" ext. ", " x", " ext "]) + str(rng.randrange(10, 999))
    return s


def au_phone(rng, mobile=False, ext=False):
    if mobile:
        n = "%03d" % rng.randrange(6, 160)
        return rng.choice(["0491 570 %s", "0491570%s", "+61 491 570 %s"]) % n
    area = rng.choice(["02", "03", "07", "08"])
    n = "%04d" % rng.randrange(0, 10000)
    s = rng.choice(["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"])
    s = s % ((area[1:] if s.startswith("+61") else area), n)
    if ext:
        s += rng.choice([" ext ", " ext. "]) + str(rng.randrange(100, 999))
    return s


def ip(rng):
    k = rng.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if k == 1:
        return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
    return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))


def slug(s):
    return "".join(ch for ch in s.lower() if ch.isalnum())


DOMAINS = ["example.com", "example.org", "example.net", "mail.test", "inbox.test"]


# ---------------------------------------------------------------- case
class Case:
    """Everything one note may mention about its patient and setting."""

    def __init__(self, rng, country, age_range=(25, 88), sex=None):
        self.rng = rng
        self.country = country
        au = country == "AU"
        self.au = au
        self.styles = P_STYLES = AU_STYLES if au else US_STYLES
        self.style = rng.choice(P_STYLES)
        self.pt = Person(rng, "PATIENT", sex=sex)
        self.sex = self.pt.sex
        self.age = rng.randint(*age_range)
        start = dt.date(2019, 1, 1).toordinal()
        self.visit = dt.date.fromordinal(start + rng.randrange(0, 2370))
        self.dob = dt.date.fromordinal(self.visit.toordinal() - self.age * 365 - rng.randrange(5, 360)
                                       - self.age // 4)
        # address
        pl = rng.choice(P.AU_PLACES if au else P.US_PLACES)
        self.city, self.st, self.state, self.zip = pl
        if au:
            num = str(rng.randrange(1, 220))
            if rng.random() < 0.3:
                num = "%d/%s" % (rng.randrange(1, 30), num)
            self.street = "%s %s %s" % (num, rng.choice(P.AU_STREETS), rng.choice(P.AU_STTYPES))
        else:
            st = "%d %s%s %s" % (rng.randrange(100, 19999), rng.choice(["", "", "N ", "E ", "W ", "S "]),
                                 rng.choice(P.US_STREETS), rng.choice(P.US_STTYPES))
            if rng.random() < 0.3:
                st += rng.choice([", Apt ", " Apt ", " #", ", Unit "]) + str(rng.randrange(1, 400))
            self.street = st
        self.country_name = "Australia" if au else rng.choice(["USA", "United States"])
        # contacts
        self.phone = au_phone(rng) if au else us_phone(rng)
        self.mobile = au_phone(rng, mobile=True) if au else us_phone(rng)
        yr = str(self.dob.year % 100)
        self.email = "%s.%s%s@%s" % (slug(self.pt.given)[:1 + rng.randrange(6)], slug(self.pt.surname),
                                      rng.choice(["", yr, str(rng.randrange(1, 99))]), rng.choice(DOMAINS))
        self.username = rng.choice(["%s%s%s", "%s.%s%s", "%s_%s%s"]) % (
            slug(self.pt.given)[:rng.randrange(1, 5)], slug(self.pt.surname)[:8],
            rng.choice(["", yr, str(rng.randrange(1, 9))]))
        # ids
        if au:
            self.mrn = rng.choice(["%s" % digits(rng, 7), "00%s" % digits(rng, 6), "%s" % digits(rng, 6), "%s-%s" % (digits(rng, 3), digits(rng, 4))])
            self.acct = rng.choice(["INV-%s" % digits(rng, 6), "%s" % digits(rng, 8), "EP%s" % digits(rng, 7)])
            self.medicare = "%s %s %s" % (rng.choice("23456") + digits(rng, 3), digits(rng, 5), digits(rng, 1))
            self.irn = str(rng.randrange(1, 6))
            self.fund = rng.choice(P.AU_FUNDS)
            self.fund_no = digits(rng, 8)
            self.dva = rng.choice("NVQWST") + letters(rng, rng.randrange(1, 3), "XKMABCD") + digits(rng, 6)
            self.crn = "%s %s %s%s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), rng.choice("ABCHKJ"))
            self.ssn = self.crn
        else:
            self.mrn = rng.choice(["%s" % digits(rng, 8), "MR%s" % digits(rng, 7), "%s-%s" % (digits(rng, 3), digits(rng, 5))])
            self.acct = rng.choice(["%s-%s" % (digits(rng, 4), digits(rng, 4)), "ENC%s" % digits(rng, 9),
                                    "V%s" % digits(rng, 8), "%s" % digits(rng, 10)])
            self.ssn = rng.choice(["9%s-%s-%s", "000-%s-%s%s"]) % (digits(rng, 2), digits(rng, 2), digits(rng, 4))
            if self.ssn.startswith("000"):
                self.ssn = "000-%s-%s" % (digits(rng, 2), digits(rng, 4))
            self.insurer = rng.choice(P.US_INSURERS)
            self.member = rng.choice(["%s%s" % (letters(rng, 3), digits(rng, 6)),
                                      "%s%s%s" % (digits(rng, 1), letters(rng, 2), digits(rng, 7)),
                                      "W%s" % digits(rng, 9)])
            self.group = rng.choice(["%s" % digits(rng, 5), "GRP-%s" % digits(rng, 4), "%s%s" % (letters(rng, 2), digits(rng, 4))])
            self.mbi = "%s%s%s%s-%s%s%s-%s%s%s" % (rng.choice("123456789"), letters(rng, 1), rng.choice("0123456789ABCDEFG"),
                                                 digits(rng, 1), letters(rng, 1), rng.choice("0123456789ABC"), digits(rng, 1),
                                                 letters(rng, 2), digits(rng, 1), digits(rng, 1))
        # family / social
        rels = [r for r in P.RELATIONS if not (self.age > 55 and r in ("mother", "father")) and
                not (self.age < 40 and r in ("granddaughter", "grandson")) and
                not (self.age < 20 and r in ("wife", "husband", "daughter", "son", "carer"))]
        self.fam_rel = rng.choice(rels)
        fsex = "F" if self.fam_rel in ("wife", "daughter", "sister", "granddaughter", "mother", "niece") else \
            ("M" if self.fam_rel in ("husband", "son", "brother", "grandson", "father") else None)
        same = self.fam_rel in ("daughter", "son", "mother", "father", "granddaughter", "grandson", "sister", "brother") \
            or (self.fam_rel in ("wife", "husband") and rng.random() < 0.6)
        self.fam = Person(rng, "FAMILY", sex=fsex, surname=self.pt.surname if same else None)
        self.prof = rng.choice(P.PROFESSIONS_OUTDOOR if rng.random() < 0.65 else P.PROFESSIONS_INDOOR)
        self.retired = self.age >= 66 and rng.random() < 0.7
        self.employer = rng.choice(P.AU_EMPLOYERS if au else P.US_EMPLOYERS)
        self.school = rng.choice(P.AU_SCHOOLS if au else P.US_SCHOOLS)
        self.club = rng.choice(P.AU_CLUBS if au else P.US_CLUBS)
        self.born = rng.choice(P.COUNTRIES_BORN)
        self.travel = rng.choice(P.COUNTRIES_TRAVEL)
        self.holiday = rng.choice(P.HOLIDAYS_AU if au else P.HOLIDAYS_US)
        # site
        self.clinic = rng.choice(P.AU_CLINICS if au else P.US_CLINICS)
        self.hospital = rng.choice(P.AU_HOSPITALS if au else P.US_HOSPITALS)
        self.gp_practice = rng.choice(P.AU_GP if au else P.US_GP)
        self.lab = rng.choice(P.AU_LABS if au else P.US_LABS)
        self.pharmacy = rng.choice(P.AU_PHARM if au else P.US_PHARM)
        self.imaging = rng.choice(P.AU_IMAGING if au else P.US_IMAGING)
        cpl = rng.choice(P.AU_PLACES if au else P.US_PLACES) if rng.random() < 0.5 else pl
        self.c_city, self.c_st, self.c_state, self.c_zip = cpl
        if au:
            self.c_street = rng.choice(["Suite %d, " % rng.randrange(1, 12), "Level %d, " % rng.randrange(1, 6), ""]) + \
                "%d %s %s" % (rng.randrange(1, 400), rng.choice(P.AU_STREETS), rng.choice(["Street", "Road", "Parade", "Esplanade", "Highway"]))
        else:
            self.c_street = "%d %s %s" % (rng.randrange(100, 9999), rng.choice(P.US_STREETS), rng.choice(["Blvd", "Ave", "Rd", "Pkwy", "Dr"])) + \
                rng.choice(["", ", Suite %d" % rng.randrange(100, 450), " Ste %d" % rng.randrange(1, 300)])
        self.c_phone = au_phone(rng) if au else us_phone(rng)
        self.c_fax = au_phone(rng) if au else us_phone(rng)
        short = self.clinic
        for a, b in (("Dermatology", "derm"), ("Skin Cancer", "skin"), ("Mohs Surgery", "mohs"), ("Associates", ""), ("Group", ""),
                     ("Center", ""), ("Centre", ""), ("Clinic", ""), ("Institute", ""), ("Specialists", ""), ("Rooms", ""),
                     ("Unit", ""), ("PLLC", ""), ("Reconstructive", ""), ("Laser", ""), ("Check", "check"), ("&", "")):
            short = short.replace(a, b)
        dom = slug(short)[:22] + "." + rng.choice(["example.org", "example.com", "example.net", "test"])
        self.c_dom = dom
        self.c_email = rng.choice(["reception", "admin", "referrals", "info", "nurse", "results"]) + "@" + dom
        self.c_url = rng.choice(["www.", "https://www.", "", "https://portal."]) + dom + \
            rng.choice(["", "", "/portal", "/aftercare", "/patients", "/skin-check", "/pay"])
        self.staff = {}

    # ---- staff
    def s(self, role, idx=0):
        key = (role, idx)
        if key not in self.staff:
            self.staff[key] = Staff(self.rng, role, self.country)
        return self.staff[key]

    # ---- dates
    def d(self, date, style=None):
        return (fmt_date(date, style or self.style), "DATE")

    def dv(self, off=0, style=None):
        return self.d(add_days(self.visit, off), style)

    def dob_v(self, style=None):
        return self.d(self.dob, style)

    def dany(self, date):
        """A date in a randomly varied style (some weekday, some partial)."""
        rng = self.rng
        r = rng.random()
        if r < 0.55:
            return self.d(date)
        if r < 0.7:
            return self.d(date, rng.choice(self.styles))
        if r < 0.8:
            return self.d(date, rng.choice(["wd_au", "wds_au"] if self.au else ["wd_us", "wds_us"]))
        if r < 0.9:
            return self.d(date, rng.choice(["month_y", "mon_y", "mm_yyyy"]))
        return self.d(date, rng.choice(["d_mon", "dm_au"] if self.au else ["mon_d", "md_us"]))

    def dpast(self, lo_days, hi_days):
        return add_days(self.visit, -self.rng.randint(lo_days, hi_days))

    # ---- age
    def a(self, words_p=0.0):
        if self.rng.random() < words_p:
            return (words(self.age), "AGE")
        return (str(self.age), "AGE")

    def age_phrase(self):
        rng = self.rng
        sx = self.sex
        a = str(self.age)
        f = rng.randrange(9)
        if f == 0:
            return [(a, "AGE"), "-year-old " + ("man" if sx == "M" else "woman")]
        if f == 1:
            return [(a, "AGE"), " yo " + sx]
        if f == 2:
            return [(a, "AGE"), "yo " + ("male" if sx == "M" else "female")]
        if f == 3:
            return [(a, "AGE"), sx]
        if f == 4:
            return [(a, "AGE"), " y/o " + ("M" if sx == "M" else "F")]
        if f == 5:
            return [(words(self.age), "AGE"), "-year-old " + ("gentleman" if sx == "M" else "lady")]
        if f == 6:
            return [(a, "AGE"), " year old " + ("male" if sx == "M" else "female")]
        if f == 7:
            return [(a, "AGE"), "-yr-old " + ("M" if sx == "M" else "F")]
        return [(a, "AGE"), " " + sx]

    # ---- address / contact
    def addr_line(self, state_full=False, country=False):
        out = [(self.street, "STREET"), ", ", (self.city, "CITY"), rng_sep(self.rng),
               ((self.state if state_full else self.st), "STATE"), " ", (self.zip, "ZIP")]
        if country:
            out += [", ", (self.country_name, "COUNTRY")]
        return out

    def addr_block(self):
        au = self.au
        out = [(self.street, "STREET"), "\n", (self.city.upper() if au and self.rng.random() < 0.5 else self.city, "CITY"),
               " " if au else ", ", (self.st, "STATE"), " " if au else " ", (self.zip, "ZIP")]
        return out

    def clinic_addr(self):
        return [(self.c_street, "STREET"), ", ", (self.c_city, "CITY"), rng_sep(self.rng), (self.c_st, "STATE"),
                " ", (self.c_zip, "ZIP")]

    def plan(self):
        """Insurance/entitlement line(s) as value list."""
        rng = self.rng
        if self.au:
            k = rng.randrange(4) if self.age >= 60 else rng.choice([0, 1, 3])
            if k == 0:
                return ["Medicare: ", (self.medicare, "HEALTHPLAN"), " IRN ", self.irn]
            if k == 1:
                return ["Medicare No. ", (self.medicare + "/" + self.irn, "HEALTHPLAN"), "  Health fund: ",
                        (self.fund, "ORGANIZATION"), " #", (self.fund_no, "HEALTHPLAN")]
            if k == 2:
                return ["DVA Gold Card ", (self.dva, "HEALTHPLAN")]
            return ["Medicare ", (self.medicare.replace(" ", "") + "-" + self.irn, "HEALTHPLAN"),
                    " | Private: ", (self.fund, "ORGANIZATION"), " mbr ", (self.fund_no, "HEALTHPLAN")]
        k = rng.randrange(4)
        if k == 0:
            return ["Ins: ", (self.insurer, "ORGANIZATION"), "  Member ID: ", (self.member, "HEALTHPLAN"),
                    "  Group: ", (self.group, "HEALTHPLAN")]
        if k == 1:
            return ["Medicare MBI ", (self.mbi, "HEALTHPLAN")]
        if k == 2:
            return ["Primary insurance ", (self.insurer, "ORGANIZATION"), " (ID ", (self.member, "HEALTHPLAN"), ")"]
        return ["Payer: Medicare Part B, MBI ", (self.mbi.replace("-", ""), "HEALTHPLAN"), "; secondary ",
                (self.insurer, "ORGANIZATION"), " ", (self.member, "HEALTHPLAN")]

    def ssn_line(self):
        rng = self.rng
        if self.au:
            return [rng.choice(["Centrelink CRN ", "Pension concession card (CRN) ", "CRN: "]), (self.crn, "SSN")]
        s = self.ssn if rng.random() < 0.7 else "XXX-XX-" + self.ssn[-4:]
        return [rng.choice(["SSN: ", "SS# ", "Social Security No. "]), (s, "SSN")]

    def license(self, staff):
        rng = self.rng
        if self.au:
            k = rng.randrange(3)
            if k == 0:
                return ["Provider No. ", (digits(rng, 6) + rng.choice("0123456789") + rng.choice("ABFHJKLTWXY"), "LICENSE")]
            if k == 1:
                return ["AHPRA ", ("MED000" + digits(rng, 7), "LICENSE")]
            return ["Prescriber No. ", (digits(rng, 7), "LICENSE")]
        k = rng.randrange(3)
        if k == 0:
            return ["NPI ", ("1" + digits(rng, 9), "LICENSE")]
        if k == 1:
            return ["DEA ", (rng.choice("ABFM") + staff.surname[0].upper() + digits(rng, 7), "LICENSE")]
        return ["Lic# ", (self.st + rng.choice(["-", " "]) + digits(rng, 5), "LICENSE")]

    def phone_v(self, typ="PHONE", which=None):
        return (which or self.phone, typ)


def rng_sep(rng):
    return rng.choice([" ", ", ", " ", "  "])


def country_v(name):
    """'the Netherlands' -> ['the ', ('Netherlands', 'COUNTRY')]."""
    if name.startswith("the "):
        return ["the ", (name[4:], "COUNTRY")]
    return [(name, "COUNTRY")]
