"""Case (persona) generation and PHI surface forms for dev231_en."""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
FR_MONTHS = ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
             "septembre", "octobre", "novembre", "decembre"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    wd = WDAYS[d.weekday()]
    return {
        "dmy/": "%02d/%02d/%d" % (dd, m, y), "dmy/s": "%02d/%02d/%02d" % (dd, m, y % 100),
        "dmy/n": "%d/%d/%d" % (dd, m, y), "dmy.": "%02d.%02d.%d" % (dd, m, y),
        "dmy.s": "%d.%d.%02d" % (dd, m, y % 100),
        "dMY": "%d %s %d" % (dd, MONTHS[m - 1], y), "dthMY": "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y),
        "dmY": "%d %s %d" % (dd, MON[m - 1], y), "d-m-Y": "%02d-%s-%d" % (dd, MON[m - 1], y),
        "D-M-Y": "%02d-%s-%d" % (dd, MON[m - 1].upper(), y),
        "wdM": "%s %d %s" % (wd, dd, MONTHS[m - 1]), "wdMY": "%s %d %s %d" % (wd, dd, MONTHS[m - 1], y),
        "wdsh": "%s %d/%d" % (wd[:3], dd, m),
        "Md,Y": "%s %d, %d" % (MONTHS[m - 1], dd, y), "md Y": "%s %d %d" % (MON[m - 1], dd, y),
        "md,Y": "%s. %d, %d" % (MON[m - 1], dd, y) if m != 5 else "May %d, %d" % (dd, y),
        "Y-m-d": "%d-%02d-%02d" % (y, m, dd), "Y/m/d": "%d/%02d/%02d" % (y, m, dd),
        "wd,Md,Y": "%s, %s %d, %d" % (wd, MONTHS[m - 1], dd, y),
        "MY": "%s %d" % (MONTHS[m - 1], y), "mY": "%s %d" % (MON[m - 1], y),
        "m-y": "%s-%02d" % (MON[m - 1], y % 100), "Y": "%d" % y, "m/Y": "%02d/%d" % (m, y),
        "dm": "%d/%d" % (dd, m), "Md": "%s %d" % (MONTHS[m - 1], dd), "dM": "%d %s" % (dd, MONTHS[m - 1]),
        "fr": "%d %s %d" % (dd, FR_MONTHS[m - 1], y), "wd": wd,
    }[style]


UK_DSTYLES = ["dmy/", "dmy/", "dmy/", "dmy/s", "dmy/n", "dMY", "dthMY", "dmY", "d-m-Y", "dmy."]
CA_DSTYLES = ["Y-m-d", "Y-m-d", "Md,Y", "md Y", "md,Y", "d-m-Y", "D-M-Y", "dmy/", "Y/m/d", "dMY"]


class Person:
    def __init__(self, first, last, sex, middle=None, nick=None):
        self.first, self.last, self.sex, self.middle, self.nick = first, last, sex, middle, nick
        self.title = None


def _ini(s):
    return s[0]


def nm(p, typ, form, title=None):
    """Return segments for a name mention. ``title`` printed outside the span."""
    f, l, mid = p.first, p.last, p.middle
    pre = [(title + " ", None)] if title else []
    if form == "fl":
        v = "%s %s" % (f, l)
    elif form == "fml":
        v = "%s %s %s" % (f, mid, l) if mid else "%s %s" % (f, l)
    elif form == "fil":
        v = "%s %s. %s" % (f, _ini(mid), l) if mid else "%s %s" % (f, l)
    elif form == "l":
        v = l
    elif form == "f":
        v = f
    elif form == "nick":
        v = p.nick or f
    elif form == "LF":
        v = "%s, %s" % (l.upper(), f.upper() + (" " + _ini(mid) if mid else ""))
    elif form == "Lf":
        v = "%s, %s" % (l, f + (" %s." % _ini(mid) if mid else ""))
    elif form == "L,f":
        v = "%s, %s" % (l.upper(), f)
    elif form == "CAPS":
        v = ("%s %s" % (f, l)).upper()
    elif form == "ini":
        v = _ini(f) + (_ini(mid) if mid else "") + _ini(l)
    elif form == "ini.":
        v = "%s.%s." % (_ini(f), _ini(l))
    elif form == "il":
        v = "%s. %s" % (_ini(f), l)
    elif form == "ill":
        v = "%s %s" % (_ini(f), l)
    elif form == "fL":
        v = "%s %s." % (f, _ini(l))
    else:
        raise ValueError(form)
    return pre + [(v, typ)]


class Site:
    pass


class Case:
    """Everything about one fictional patient and the people and places around them."""

    def __init__(self, R, country):
        self.R = R
        self.country = country
        uk = country == "UK"
        self.uk = uk
        self.sex = R.choice("FM")
        self.grp = self.pick_group(country)
        fo, mo, _, _, sur = self.grp
        first = R.choice(fo if self.sex == "F" else mo)
        mid = R.choice(fo if self.sex == "F" else mo) if R.random() < 0.55 else None
        if mid == first:
            mid = None
        nick = R.choice(P.NICK[first]) if first in P.NICK and R.random() < 0.7 else None
        self.pt = Person(first, R.choice(sur), self.sex, mid, nick)
        self.he, self.his, self.him = ("she", "her", "her") if self.sex == "F" else ("he", "his", "him")
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        if uk:
            self.ptitle = "Mr" if self.sex == "M" else R.choice(["Mrs", "Mrs", "Mrs", "Ms"])
        else:
            self.ptitle = "Mr." if self.sex == "M" else R.choice(["Mrs.", "Mrs.", "Ms."])
        # place
        if uk:
            city, county, nation, pc, ph = R.choice(P.UK_PLACES)
            self.city, self.county, self.nation, self.pcarea, self.phpre = city, county, nation, pc, ph
            self.prov = self.prov_abbr = None
        else:
            city, prov, ab, pc, ac = R.choice(P.CA_PLACES)
            if ab in ("QC", "NB") and self.grp is not P.GROUPS_CA[1][1] and R.random() < 0.6:
                self.grp = P.GROUPS_CA[1][1]
                fo, mo, _, _, sur = self.grp
                first = R.choice(fo if self.sex == "F" else mo)
                self.pt = Person(first, R.choice(sur), self.sex, None, None)
            self.city, self.prov, self.prov_abbr, self.pcarea, self.area = city, prov, ab, pc, ac
            self.county = None
            self.nation = "Canada"
        self.dstyle = R.choice(UK_DSTYLES if uk else CA_DSTYLES)
        # dates
        base = dt.date(2019, 1, 7) + dt.timedelta(days=R.randrange(0, 2350))
        while base.weekday() >= 5:          # clinics run Monday to Friday
            base += dt.timedelta(days=1)
        self.today = base
        young = R.random() < 0.1
        self.age = R.randint(55, 64) if young else min(101, int(R.triangular(66, 99, 81)))
        bm, bd = R.randint(1, 12), R.randint(1, 28)
        by = base.year - self.age - (1 if (bm, bd) > (base.month, base.day) else 0)
        self.dob = dt.date(by, bm, bd)
        self.referral = base - dt.timedelta(days=R.randrange(35, 160))
        self.scan = base - dt.timedelta(days=R.randrange(7, 60))
        self.fu = base + dt.timedelta(days=R.choice([28, 42, 56, 84, 91, 112, 182]))
        while self.fu.weekday() >= 5:
            self.fu += dt.timedelta(days=1)
        self.onset_year = base.year - R.randint(1, 5)
        self.addr_street = self.street()
        self.postcode = self.pcode()
        self.home_phone = self.phone()
        self.mobile = self.phone(mobile=True)
        self.mrn = self.make_mrn()
        self.hc = self.health_no()
        self.ssn = self.ssn_no()
        occs = [o for o in P.PROF_OLD if o not in (P.OCC_F_ONLY if self.sex == "M" else P.OCC_M_ONLY)]
        self.occ = R.choice(occs)
        self.school_leave = R.choice([14, 15, 15, 16, 16, 17, 18, 21, 22])
        self.edu_years = max(8, self.school_leave - 5 + R.choice([0, 0, 1, 2, 3]))
        self.employer = self.pick_employer()
        self.born_abroad = R.choice(P.BIRTH_COUNTRIES) if R.random() < 0.3 else None
        # family
        self.fam = []
        spouse_sex = "M" if self.sex == "F" else "F"
        self.spouse = self.relative(spouse_sex, "wife" if spouse_sex == "F" else "husband", old=True,
                                    same_sur=True)
        self.spouse.alive = R.random() < 0.55
        self.spouse.age = self.age + R.randint(-6, 5)
        kids = []
        for _ in range(R.choice([1, 2, 2, 3, 3, 4])):
            s = R.choice("FM")
            k = self.relative(s, "daughter" if s == "F" else "son", old=False,
                              same_sur=(s == "M" or R.random() < 0.3))
            k.age = max(24, self.age - R.randint(22, 36))
            kids.append(k)
        self.kids = kids
        self.nok = kids[0] if (not self.spouse.alive or R.random() < 0.5) else self.spouse
        self.others = [self.relative(R.choice("FM"), R.choice(["neighbour", "friend", "niece",
                                     "nephew", "granddaughter", "grandson", "sister", "brother"]),
                                     old=R.random() < 0.5, same_sur=False) for _ in range(2)]
        # staff
        self.cons = self.staff("Dr")
        self.reg = self.staff("Dr")
        self.nurse = self.staff(None)
        self.ot = self.staff(None)
        self.psych = self.staff("Dr")
        self.pharm = self.staff(None)
        self.sw = self.staff(None)
        self.gp = self.staff("Dr")
        self.rad = self.staff("Dr")
        self.sec = self.staff(None)
        self.hcstaff = [self.staff(None) for _ in range(3)]
        # sites
        self.clinic = self.site(self.pick(P.UK_MEMORY if uk else P.CA_MEMORY))
        self.hosp = self.site(self.pick(P.UK_HOSP if uk else P.CA_HOSP))
        self.ward = self.pick(P.UK_WARDS if uk else P.CA_WARDS)
        self.practice = self.site(self.pick(P.UK_GP if uk else P.CA_GP))
        self.carehome = self.site(self.pick(P.UK_CAREHOME if uk else P.CA_LTC))
        self.pharmacy = self.pick(P.UK_PHARM if uk else P.CA_PHARM)
        self.daycentre = self.pick(P.UK_DAYCENTRE if uk else P.CA_DAYCENTRE)
        self.trust = self.pick(P.UK_TRUST if uk else P.CA_TRUST)
        self.team = self.pick(P.UK_TEAM if uk else P.CA_TEAM)
        qc = self.prov_abbr == "QC" and R.random() < 0.7
        self.homecare = R.choice(P.HOMECARE_UK if uk else (P.HOMECARE_QC if qc else P.HOMECARE_CA))
        self.church = R.choice(P.CHURCHES_UK if uk else (P.CHURCHES_QC if qc else P.CHURCHES_CA))
        self.bank = R.choice(P.BANKS_UK if uk else (P.BANKS_QC if qc else P.BANKS_CA))
        self.hall = R.choice(P.HALLS_UK if uk else P.HALLS_CA)
        self.telecare = R.choice(P.TELECARE_UK if uk else P.TELECARE_CA)

    # ------------------------------------------------------------ builders
    def pick(self, names):
        """Choose a site name; French names only in Quebec (preferred there)."""
        R = self.R
        fr = [x for x in names if any(m in x for m in P.FRENCH)]
        en = [x for x in names if x not in fr]
        if self.prov_abbr == "QC" and fr and R.random() < 0.6:
            return R.choice(fr)
        return R.choice(en or names)

    def pick_group(self, country):
        R = self.R
        groups = P.GROUPS_UK if country == "UK" else P.GROUPS_CA
        x = R.random()
        for w, g in groups:
            x -= w
            if x < 0:
                return g
        return groups[0][1]

    def pick_employer(self):
        R = self.R
        o = self.occ
        if o in P.OCC_INDUSTRY:
            return (self.pick(P.EMPLOYERS_UK if self.uk else P.EMPLOYERS_CA), "ORGANIZATION")
        if o in P.OCC_SCHOOL:
            return (self.pick(P.SCHOOLS_UK if self.uk else P.SCHOOLS_CA), "ORGANIZATION")
        if o in P.OCC_HEALTH:
            return (self.pick(P.UK_HOSP if self.uk else P.CA_HOSP), "HOSPITAL")
        return None

    def relative(self, sex, rel, old, same_sur):
        R = self.R
        g = self.grp if (same_sur or R.random() < 0.7) else self.pick_group(self.country)
        fo, mo, fy, my, sur = g
        pool = (fo if sex == "F" else mo) if old else (fy if sex == "F" else my)
        p = Person(R.choice(pool), self.pt.last if same_sur else R.choice(sur), sex)
        p.rel = rel
        p.alive = True
        p.age = None
        p.prof = R.choice(P.PROF_YOUNG if not old else P.PROF_OLD)
        p.phone = self.phone(mobile=R.random() < 0.7)
        p.email = self.email(p)
        p.abroad = R.choice(P.ABROAD) if R.random() < 0.15 else None
        p.city = None
        return p

    def staff(self, title):
        R = self.R
        p = Person(R.choice(P.CLIN_FIRST), R.choice(P.CLIN_SUR), R.choice("FM"))
        p.title = title
        p.username = self.username(p)
        p.ext = "%d" % R.randint(2000, 7999)
        p.bleep = R.choice(["%d" % R.randint(1000, 8999), "%d-%d" % (R.randint(1, 9), R.randint(1000, 9999))])
        p.email = self.email(p, work=True)
        return p

    def site(self, name):
        R = self.R
        s = Site()
        s.name = name
        s.street = self.street(work=True)
        s.city = self.city if R.random() < 0.7 else self.other_city()
        s.postcode = self.pcode(s.city)
        s.phone = self.phone(city=s.city)
        s.fax = self.phone(city=s.city)
        slug = "".join(ch for ch in name.lower().split()[0] if ch.isalpha())
        dom = R.choice(P.NHS_DOMAINS if self.uk else P.CA_DOMAINS)
        s.email = R.choice(["%s.memory@%s" % (slug, dom), "%s-referrals@%s" % (slug, dom),
                            "admin.%s@%s" % (slug, dom), "%sclinic@%s" % (slug, dom)])
        s.url = R.choice(["www.%s.example.org" % slug, "https://%s.example.net/memory" % slug,
                          "www.example.org/%s-services" % slug, "https://portal.%s.test/patients" % slug])
        return s

    def other_city(self):
        R = self.R
        if self.uk:
            opts = [p[0] for p in P.UK_PLACES if p[2] == self.nation]
        else:
            opts = [p[0] for p in P.CA_PLACES if p[2] == self.prov_abbr]
        return R.choice(opts)

    def street(self, work=False):
        R = self.R
        if self.uk:
            s = "%d %s %s" % (R.randint(1, 240), R.choice(P.UK_STREET_NAMES), R.choice(P.UK_STREET_TYPES))
            if R.random() < 0.15 and not work:
                s = R.choice(["Flat %d, " % R.randint(1, 24), "Apartment %d, " % R.randint(1, 40)]) + s
            elif work and R.random() < 0.4:
                s = R.choice(["Unit %d, " % R.randint(1, 9), "Block %s, " % R.choice("ABCD")]) + s
            return s
        if self.prov_abbr == "QC" and R.random() < 0.6:
            return "%d, %s" % (R.randint(100, 9800), R.choice(P.QC_STREETS))
        s = "%d %s %s" % (R.randint(10, 9999), R.choice(P.CA_STREET_NAMES), R.choice(P.CA_STREET_TYPES))
        if work and R.random() < 0.4:
            s = "Suite %d, " % R.randint(100, 450) + s
        elif not work and R.random() < 0.2:
            s = R.choice(["%d-" % R.randint(101, 2210), "Unit %d, " % R.randint(1, 30), "Apt %d, " % R.randint(1, 40)]) + s
        return s

    def pcode(self, city=None):
        R = self.R
        L = "ABDEFGHJLNPQRSTUWXYZ"
        if self.uk:
            area = P.UK_BY_CITY[city][3] if city else self.pcarea
            return "%s%d %d%s%s" % (area, R.randint(1, 29), R.randint(0, 9), R.choice(L), R.choice(L))
        L2 = "ABCEGHJKLMNPRSTVWXYZ"
        area = P.CA_BY_CITY[city][3] if city else self.pcarea
        return "%s%d%s %d%s%d" % (area, R.randint(0, 9), R.choice(L2), R.randint(0, 9), R.choice(L2), R.randint(0, 9))

    def phone(self, mobile=False, city=None):
        R = self.R
        x = R.randint(0, 999) if self.uk else R.randint(0, 99)
        if self.uk:
            if mobile:
                return R.choice(["07700 900%03d", "07700 900%03d", "07700900%03d", "+44 7700 900%03d"]) % x
            pre = P.UK_BY_CITY[city][4] if city else self.phpre
            v = pre + "%03d" % x
            if R.random() < 0.15 and pre.startswith("01") and pre.count(" ") == 2:
                a, b, c = v.split(" ")
                v = "(%s) %s %s" % (a, b, c)
            return v
        area = P.CA_BY_CITY[city][4] if city else self.area
        alt = {"ON": ["647", "437", "226"], "QC": ["438", "581"], "BC": ["778", "236"], "AB": ["587", "825"],
               "NS": ["782"], "PE": ["782"], "MB": ["431"], "SK": ["639"]}.get(self.prov_abbr, [area])
        ac = area if not mobile or R.random() < 0.7 else R.choice(alt)
        return R.choice(["(%s) 555-01%02d", "%s-555-01%02d", "%s.555.01%02d", "1-%s-555-01%02d",
                         "(%s) 555-01%02d"]) % (ac, x)

    def ext(self, num):
        R = self.R
        return num + R.choice([" ext. %d", " ext %d", " x%d", " (ext %d)", " extension %d"]) % R.randint(200, 7999)

    def email(self, p, work=False):
        R = self.R
        f, l = p.first.lower().replace("'", ""), p.last.lower().replace("'", "")
        dom = R.choice(P.NHS_DOMAINS if self.uk else P.CA_DOMAINS) if work else R.choice(P.EMAIL_DOMAINS)
        return R.choice(["%s.%s@%s" % (f, l, dom), "%s%s@%s" % (f[0], l, dom),
                         "%s.%s%d@%s" % (f, l, R.randint(1, 99), dom), "%s_%s@%s" % (l, f[0], dom)])

    def username(self, p):
        R = self.R
        f, l = p.first.lower().replace("'", "").replace("-", ""), p.last.lower().replace("'", "").replace("-", "")
        return R.choice(["%s%s" % (f[0], l[:7]), "%s%s%d" % (f[0], l[:6], R.randint(1, 9)),
                         "%s.%s" % (f, l), "%s%s" % (l[:5].upper(), f[0].upper()), "%s_%s" % (f[:3], l[:4])])

    def make_mrn(self):
        R = self.R
        if self.uk:
            return R.choice(["%s%07d" % (R.choice("KMRHTW"), R.randint(0, 9999999)),
                             "RX%d %06d" % (R.randint(1, 9), R.randint(0, 999999)),
                             "%08d" % R.randint(0, 99999999), "H%06d" % R.randint(0, 999999)])
        return R.choice(["%07d" % R.randint(0, 9999999), "%02d-%02d-%04d" % (R.randint(0, 99), R.randint(0, 99), R.randint(0, 9999)),
                         "MR%07d" % R.randint(0, 9999999), "%d" % R.randint(100000, 999999)])

    def health_no(self):
        R = self.R
        if self.uk:
            if self.nation == "Scotland":   # CHI number: date of birth + 4 digits
                d = self.dob
                return "%02d%02d%02d %04d" % (d.day, d.month, d.year % 100, R.randint(0, 9999))
            d = "9%09d" % R.randint(0, 999999999)
            return R.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])
        ab = self.prov_abbr
        if ab == "ON":
            return "%04d %03d %03d %s" % (R.randint(0, 9999), R.randint(0, 999), R.randint(0, 999),
                                          "".join(R.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(2)))
        if ab == "QC":
            d = self.dob
            mm = d.month + (50 if self.sex == "F" else 0)
            return "%s%s %02d%02d %02d%02d" % (self.pt.last.upper().replace("'", "")[:3].ljust(3, "X"),
                                              self.pt.first[0].upper(), d.year % 100, mm, d.day, R.randint(10, 99))
        if ab == "BC":
            return "9%03d %03d %03d" % (R.randint(0, 999), R.randint(0, 999), R.randint(0, 999))
        if ab == "AB":
            return "%05d-%04d" % (R.randint(0, 99999), R.randint(0, 9999))
        return "%03d %03d %03d" % (R.randint(0, 999), R.randint(0, 999), R.randint(0, 999))

    def ssn_no(self):
        R = self.R
        if self.uk:
            return "QQ %02d %02d %02d %s" % (R.randint(0, 99), R.randint(0, 99), R.randint(0, 99), R.choice("ABCD"))
        return R.choice(["9%02d %03d %03d", "9%02d-%03d-%03d"]) % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 999))

    def hc_label(self):
        if self.uk:
            return "CHI" if self.nation == "Scotland" else "NHS No"
        return {"ON": "OHIP", "QC": "RAMQ", "BC": "PHN", "AB": "AHCIP"}.get(self.prov_abbr, "Health card")

    def driver_licence(self):
        R = self.R
        if self.uk:
            s = self.pt.last.upper().replace("'", "").replace("-", "")[:5].ljust(5, "9")
            d = self.dob
            mm = d.month + (50 if self.sex == "F" else 0)
            ini = (self.pt.first[0] + (self.pt.middle[0] if self.pt.middle else "9")).upper()
            return "%s%d%02d%02d%d%s9%s%d" % (s, (d.year // 10) % 10, mm, d.day, d.year % 10, ini,
                                             R.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), R.randint(0, 9))
        ab = self.prov_abbr
        L = self.pt.last[0].upper()
        if ab == "ON":
            return "%s%04d-%05d-%05d" % (L, R.randint(0, 9999), R.randint(0, 99999), R.randint(0, 99999))
        if ab == "QC":
            return "%s%04d-%06d-%02d" % (L, R.randint(0, 9999), R.randint(0, 999999), R.randint(0, 99))
        return "%07d" % R.randint(0, 9999999) if ab in ("BC", "MB") else "%06d-%03d" % (R.randint(0, 999999), R.randint(0, 999))

    def plate(self):
        R = self.R
        L = "ABCDEFGHJKLMNOPRSTVWXY"
        if self.uk:
            if R.random() < 0.8:
                return "%s%s%02d %s%s%s" % (R.choice(L), R.choice(L), R.choice([3, 8, 10, 12, 14, 15, 16, 18, 61, 62, 64, 66, 67, 68]),
                                            R.choice(L), R.choice(L), R.choice(L))
            return "%s%d %s%s%s" % (R.choice("VWXY"), R.randint(100, 999), R.choice(L), R.choice(L), R.choice(L))
        return "%s%s%s%s %03d" % tuple([R.choice(L) for _ in range(4)] + [R.randint(0, 999)])

    def vin(self):
        R = self.R
        ch = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(R.choice(ch) for _ in range(17))

    def gmc(self, p):
        """A professional licence/registration number for a staff member."""
        R = self.R
        if self.uk:
            return "%07d" % R.randint(2000000, 7999999)
        return "%05d" % R.randint(10000, 99999)

    def nmc(self):
        R = self.R
        if self.uk:
            return "%02d%s%04d%s" % (R.randint(70, 99), R.choice("ABCDEFGHIJKLY"), R.randint(0, 9999), R.choice("ABCDEFGHNSWO"))
        return "%07d" % R.randint(1000000, 9999999)

    # ------------------------------------------------------------ surface forms
    def D(self, d, style=None):
        return (fmt_date(d, style or self.dstyle), "DATE")

    def Ds(self, d):
        """Short partial date in a country-typical style."""
        R = self.R
        st = R.choice(["dm", "dM", "wdM", "wdsh", "dM"] if self.uk else ["Md", "Md", "md Y", "wd,Md,Y", "Md"])
        return (fmt_date(d, st), "DATE")

    def city_segs(self, city=None):
        return (city or self.city, "CITY")

    def addr(self, street=None, city=None, pc=None, block=False, region=True):
        """Address segments: street, city, county/province, postcode."""
        R = self.R
        sep = "\n" if block else ", "
        segs = [(street or self.addr_street, "STREET"), sep, (city or self.city, "CITY")]
        if self.uk:
            if region and self.county and R.random() < 0.5 and (city is None or city == self.city):
                segs += [sep, (self.county, "CITY")]
            segs += [sep if block else ", ", (pc or self.postcode, "ZIP")]
        else:
            if self.prov_abbr == "QC" and R.random() < 0.5:
                segs += [" (", (self.prov, "STATE"), ")  " if block else ") ", (pc or self.postcode, "ZIP")]
            else:
                segs += [", " if R.random() < 0.8 else " ", (self.prov_abbr if R.random() < 0.8 else self.prov, "STATE"),
                         "  " if R.random() < 0.5 else " ", (pc or self.postcode, "ZIP")]
        return segs

    def licensing(self):
        return {"ON": "Ministry of Transportation", "QC": "SAAQ", "BC": "RoadSafetyBC"}.get(self.prov_abbr, "Registrar of Motor Vehicles")

    def site_addr(self, s, block=False):
        return self.addr(s.street, s.city, s.postcode, block, region=False)

    def P(self, form=None):
        """A patient mention, random surface form unless given."""
        R = self.R
        form = form or R.choice(["tl", "tl", "tl", "f", "fl", "l", "tl"])
        if form == "tl":
            return nm(self.pt, "PATIENT", "l", self.ptitle)
        if form == "tfl":
            return nm(self.pt, "PATIENT", "fl", self.ptitle)
        return nm(self.pt, "PATIENT", form)

    def S(self, p, form=None, title=True, typ="DOCTOR"):
        R = self.R
        form = form or R.choice(["l", "fl", "fl", "il"])
        t = p.title if (title and p.title) else None
        if form in ("fl", "fml") and t and R.random() < 0.5:
            t = None
        return nm(p, typ, form, t)

    def F(self, p, form=None):
        form = form or self.R.choice(["f", "f", "fl"])
        return nm(p, "FAMILY", form)

    def AGE(self, n=None):
        return ("%d" % (self.age if n is None else n), "AGE")

    def age_phrase(self):
        R = self.R
        a = "%d" % self.age
        k = R.randrange(9)
        g = "woman" if self.sex == "F" else "man"
        sx = self.sex
        return [[(a, "AGE"), "-year-old " + g], [(a, "AGE"), " yo " + sx], [(a, "AGE"), "yo " + g],
                [(a, "AGE"), sx], ["aged ", (a, "AGE")], [(a, "AGE"), " y/o " + ("F" if sx == "F" else "M")],
                ["an " if words(self.age)[0] in "ae" else "a ", (words(self.age), "AGE"), "-year-old " + g], [(a, "AGE"), " year old " + g],
                [(a, "AGE"), "-yr-old " + ("lady" if sx == "F" else "gentleman")]][k]

    def age_np(self):
        """Noun phrase with article: 'an 82-year-old woman'."""
        R = self.R
        a = self.age
        g = "woman" if self.sex == "F" else "man"
        art = "an" if (str(a)[0] == "8" or a in (11, 18)) else "a"
        w = words(a)
        k = R.randrange(5)
        if k == 0:
            return [art + " ", ("%d" % a, "AGE"), "-year-old " + g]
        if k == 1:
            return [art + " ", ("%d" % a, "AGE"), " year old " + ("lady" if self.sex == "F" else "gentleman")]
        if k == 2:
            return ["an " if w[0] in "ae" else "a ", (w, "AGE"), "-year-old " + g]
        if k == 3:
            return [art + " ", ("%d" % a, "AGE"), "-year-old " + R.choice(["retired ", "widowed ", "right-handed ", ""]) + g]
        return ["a " + g + " aged ", ("%d" % a, "AGE")]
