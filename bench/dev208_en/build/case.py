"""Per-note case generation: people, places, identifiers (all invented)."""
import datetime as dt

import core as C
import pools as P


class Person:
    def __init__(self, rng, typ, sex=None, last=None, used=None):
        self.rng = rng
        self.typ = typ
        self.sex = sex or rng.choice("FM")
        pool = P.FIRST_F if self.sex == "F" else P.FIRST_M
        while True:
            self.first = rng.choice(pool)
            if used is None or self.first not in used:
                break
        if used is not None:
            used.append(self.first)
        if last is None:
            while True:
                last = rng.choice(P.LAST)
                if used is None or last not in used:
                    break
        if used is not None:
            used.append(last)
        self.last = last
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = P.NICK.get(self.first)
        self._title = "Mr." if self.sex == "M" else rng.choice(["Ms.", "Mrs.", "Ms."])

    def _t(self, s):
        return (s, self.typ)

    def full(self):
        return self._t("%s %s" % (self.first, self.last))

    def fml(self):
        return self._t("%s %s. %s" % (self.first, self.mi, self.last))

    def lf(self):
        return self._t("%s, %s" % (self.last, self.first))

    def caps(self):
        return self._t("%s, %s %s" % (self.last.upper(), self.first.upper(), self.mi))

    def caps2(self):
        return self._t("%s, %s" % (self.last.upper(), self.first.upper()))

    def init_last(self):
        return self._t("%s. %s" % (self.first[0], self.last))

    def initials(self):
        lastini = self.last.replace("St. ", "S").replace("Van ", "V").replace("O'", "O")[0]
        return self._t(self.rng.choice(["%s.%s." % (self.first[0], lastini), "%s%s" % (self.first[0], lastini)]))

    def fn(self):
        return self._t(self.first)

    def ln(self):
        return self._t(self.last)

    def nk(self):
        return self._t(self.nick or self.first)

    def title(self):
        return self._title

    def mr(self, dot=True):
        """Title + surname; the title stays outside the span."""
        t = self.title()
        if not dot:
            t = t.rstrip(".")
        return [t + " ", self.ln()]

    def ref(self):
        """A random short reference to the person."""
        k = self.rng.randrange(6)
        if k <= 2:
            return self.mr(self.rng.random() < 0.8)
        if k == 3:
            return [self.fn()]
        if k == 4:
            return [self.full()]
        return [self.ln()] if self.typ != "PATIENT" else self.mr()

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"


class Staff(Person):
    def __init__(self, rng, cred, used, sex=None):
        Person.__init__(self, rng, "DOCTOR", sex=sex, used=used)
        self.cred = cred
        self.ext = C.digits(rng, 4)

    def dr(self):
        return ["Dr. ", self.ln()]

    def sig(self):
        k = self.rng.randrange(5)
        if k == 0:
            return [self.full(), ", " + self.cred]
        if k == 1:
            return [self.full(), " " + self.cred]
        if k == 2:
            return [self.fml(), ", " + self.cred]
        if k == 3:
            return [self.init_last(), ", " + self.cred]
        return [self.lf(), " " + self.cred]

    def ref(self):
        if self.cred in ("MD", "DO") and self.rng.random() < 0.6:
            return self.dr()
        k = self.rng.randrange(3)
        if k == 0:
            return [self.full(), ", " + self.cred]
        if k == 1:
            return [self.full()]
        return [self.fn()] if self.cred not in ("MD", "DO") else [self.full(), " " + self.cred]

    def uname(self):
        r = self.rng.randrange(4)
        f, l = self.first.lower().replace("-", ""), C.slug(self.last)
        if r == 0:
            return (f[0] + l[:7] + str(self.rng.randrange(1, 9)), "USERNAME")
        if r == 1:
            return (f + "." + l, "USERNAME")
        if r == 2:
            return ((l[:5] + f[0]).upper() + "0" + str(self.rng.randrange(1, 9)), "USERNAME")
        return (l + f[0], "USERNAME")


def email_for(rng, first, last, domain=None):
    f, l = C.slug(first), C.slug(last)
    dom = domain or rng.choice(P.EMAIL_DOMAINS)
    k = rng.randrange(5)
    if k == 0:
        loc = f + "." + l
    elif k == 1:
        loc = f[0] + l
    elif k == 2:
        loc = f + l[0] + str(rng.randrange(10, 99))
    elif k == 3:
        loc = l + "_" + f
    else:
        loc = f + "." + l + str(rng.randrange(1, 9))
    return (loc + "@" + dom, "EMAIL")


REL_F = ["daughter", "wife", "sister", "niece", "granddaughter", "mother", "daughter-in-law", "friend",
         "neighbor", "partner", "aunt", "cousin", "stepdaughter", "girlfriend"]
REL_M = ["son", "husband", "brother", "nephew", "grandson", "father", "son-in-law", "friend",
         "neighbor", "partner", "uncle", "cousin", "stepson", "boyfriend"]


CHURCHES = [
    ("Baptist", "Bethel Missionary Baptist Church"), ("Catholic", "St. Casimir Parish"), ("Muslim", "Masjid Al-Noor"),
    ("Jewish", "Temple Beth Shalom"), ("AME", "Bethel AME Church"), ("non-denominational Christian", "Grace Fellowship Church"),
    ("Lutheran", "Our Savior Lutheran Church"), ("Pentecostal", "New Life Pentecostal Tabernacle"),
    ("Catholic", "Our Lady of Guadalupe Parish"), ("Buddhist", "Wat Phothisaram Temple"), ("Methodist", "Harmon Park United Methodist"),
    ("Jehovah's Witness", "Kingdom Hall on Canal Street"), ("Orthodox Christian", "Holy Trinity Orthodox Church"),
]


def fam_rel_age(r, sex, pa, taken):
    F = sex == "F"
    opts = []
    if "spouse" not in taken:
        opts.append(("spouse", r.choice(["wife", "partner", "girlfriend", "wife"] if F else ["husband", "partner", "boyfriend", "husband"]),
                     pa - 8, pa + 6))
    if pa >= 40:
        opts.append(("child", r.choice(["daughter", "daughter", "stepdaughter", "daughter-in-law"] if F else
                                       ["son", "son", "stepson", "son-in-law"]), pa - 40, pa - 20))
        opts.append(("child", "daughter" if F else "son", pa - 38, pa - 19))
    if pa >= 62:
        opts.append(("gchild", "granddaughter" if F else "grandson", pa - 62, pa - 40))
    if pa <= 62 and "parent" not in taken:
        opts.append(("parent", "mother" if F else "father", pa + 19, pa + 36))
    opts.append(("sib", "sister" if F else "brother", pa - 10, pa + 10))
    opts.append(("sib", "niece" if F else "nephew", pa - 40, pa - 15))
    opts.append(("other", r.choice(["friend", "neighbor", "cousin"]), pa - 20, pa + 10))
    if pa <= 55:
        opts.append(("other", "aunt" if F else "uncle", pa + 10, pa + 25))
    cls, rel, lo, hi = r.choice(opts)
    lo, hi = max(18, lo), min(99, hi)
    if lo > hi:
        lo = hi = max(18, min(99, pa))
    taken.append(cls)
    return rel, r.randint(lo, hi)


class Case:
    def __init__(self, rng):
        self.rng = rng
        r = rng
        self.used = []
        self.pt = Person(r, "PATIENT", used=self.used)
        self.age = r.choice([r.randint(19, 64), r.randint(65, 89), r.randint(65, 89), r.randint(70, 99),
                             r.randint(90, 103)])
        self.admit = dt.date(2022, 1, 1) + dt.timedelta(days=r.randrange(0, 1300))
        self.los = r.choice([2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 16, 21, 27])
        self.dc = C.add_days(self.admit, self.los)
        bday = dt.date(self.admit.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (bday.month, bday.day) > (self.admit.month, self.admit.day):
            bday = dt.date(bday.year - 1, bday.month, bday.day)
        self.dob = bday
        ci = r.randrange(len(P.CITIES))
        self.city, self.st, self.state, zp = P.CITIES[ci]
        self.area = C.AREA[ci % len(C.AREA)]
        self.zip = zp + C.digits(r, 2)
        self.zip_full = self.zip + ("-" + C.digits(r, 4) if r.random() < 0.2 else "")
        self.county = r.choice(P.COUNTIES)
        self.street = self.mk_street()
        self.hosp, self.hosp_short = r.choice(P.HOSPITALS)
        self.hosp_street = "%d %s %s" % (r.randint(100, 9999), r.choice(P.STREET_NAMES), r.choice(P.STREET_SUF))
        self.unit = r.choice(P.UNIT_NAMES)
        self.room = str(r.randint(2, 9)) + "%02d" % r.randint(1, 40) + r.choice(["", "", "A", "B", "-1", "-2"])
        self.bed = str(r.randint(1, 4))
        self.mrn = C.mrn(r)
        self.acct = C.account(r)
        self.ssn = C.ssn(r)
        self.insurer = r.choice(P.INSURERS)
        self.insurer2 = r.choice([x for x in P.INSURERS if x != self.insurer])
        self.member = C.member_id(r)
        self.group = C.group_no(r)
        self.mbi = C.mbi(r)
        self.mcaid = C.medicaid_id(r)
        self.profession = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS)
        self.religion, self.church = r.choice(CHURCHES)
        self.country = r.choice(P.COUNTRIES) if r.random() < 0.35 else None
        self.language = P.LANGUAGES.get(self.country, "English") if self.country else "English"
        self.imm_year = self.dob.year + r.randint(15, 40) if self.country else None
        if self.imm_year and self.imm_year > self.admit.year - 1:
            self.imm_year = self.admit.year - r.randint(1, 5)
        self.home_last4 = "01" + C.digits(r, 2)
        self.cell_last4 = "01" + C.digits(r, 2)
        self.pt_email = email_for(r, self.pt.first, self.pt.last)
        self.dx, self.dx_short = r.choice(P.DIAGNOSES)
        self.meds = r.sample(P.MEDS, r.randint(4, 8))
        # family
        self.fam = []
        taken = []
        for i in range(r.randint(2, 4)):
            sex = r.choice("FM")
            rel, age = fam_rel_age(r, sex, self.age, taken)
            same = rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father") and r.random() < 0.5
            p = Person(r, "FAMILY", sex=sex, last=self.pt.last if same else None, used=self.used)
            p.rel = rel
            p.age = age
            p.phone_last4 = "01" + C.digits(r, 2)
            ci2 = r.choice([ci, ci, r.randrange(len(P.CITIES))])
            p.city, p.st, p.state, _z = P.CITIES[ci2]
            p.area = C.AREA[ci2]
            p.email = email_for(r, p.first, p.last)
            p.profession = r.choice(P.PROFESSIONS)
            self.fam.append(p)
        # staff
        self.sw = Staff(r, r.choice(["LCSW", "LMSW", "MSW", "LICSW", "MSW, LSW"]), self.used)
        self.cm = Staff(r, r.choice(["RN", "RN, CCM", "BSN, RN", "RN CM", "RN, ACM-RN"]), self.used)
        self.att = Staff(r, r.choice(["MD", "MD", "DO"]), self.used)
        self.hosp2 = Staff(r, r.choice(["MD", "DO"]), self.used)
        self.ur = Staff(r, r.choice(["RN", "RN, CPUR", "BSN, RN"]), self.used)
        self.rn = Staff(r, r.choice(["RN", "LPN", "RN"]), self.used)
        self.pt_ther = Staff(r, r.choice(["PT, DPT", "PT", "DPT"]), self.used)
        self.ot = Staff(r, r.choice(["OTR/L", "OT"]), self.used)
        self.pcp = Staff(r, r.choice(["MD", "DO", "NP", "PA-C"]), self.used)
        self.payer_md = Staff(r, r.choice(["MD", "DO"]), self.used)
        self.liaison = Staff(r, r.choice(["RN", "LPN", "MSW", "Admissions Coordinator"]), self.used)
        self.fc = Staff(r, r.choice(["CHAA", "CRCR", "Financial Counselor"]), self.used)
        # post-acute
        self.snf = r.choice(P.SNFS)
        self.snf2 = r.choice([x for x in P.SNFS if x != self.snf])
        self.alf = r.choice(P.ALFS)
        self.irf = r.choice(P.IRFS)
        self.ltach = r.choice(P.LTACHS)
        self.hha = r.choice(P.HHAS)
        self.hospice = r.choice(P.HOSPICES)
        self.clinic = r.choice(P.CLINICS[:5])
        self.clinic_i = r.randrange(6)
        self.pharm = r.choice(P.PHARMACIES)
        self.dme = r.choice(P.DME)
        self.transport = r.choice(P.TRANSPORT)
        self.cm_last4 = "01" + C.digits(r, 2)
        self.fax_last4 = "01" + C.digits(r, 2)

    # ------------------------------------------------------------ helpers
    def mk_street(self):
        r = self.rng
        s = "%d %s %s" % (r.randint(3, 9899), r.choice(P.STREET_NAMES), r.choice(P.STREET_SUF))
        if r.random() < 0.35:
            u = r.choice(P.UNITS).format(n=r.randint(1, 40), L=r.choice("ABCD"))
            s += r.choice([", ", " "]) + u
        return s

    def dob_v(self, style=None):
        style = style or self.rng.choice(["mdy", "mdy", "mdy", "md_y_nopad", "iso", "long", "abbr", "mdy2",
                                          "mdy_dash", "dmy_abbr"])
        return C.D(self.rng, self.dob, style)

    def d(self, date, style=None):
        return C.D(self.rng, date, style)

    def rd(self, lo, hi, base=None, style=None):
        base = base or self.admit
        return self.d(C.add_days(base, self.rng.randint(lo, hi)), style)

    def age_v(self):
        return (str(self.age), "AGE")

    def age_phrase(self):
        """Age with its trailing words; only the number is a span."""
        a = str(self.age)
        k = self.rng.randrange(8)
        sx = self.pt.sex
        if k == 0:
            return [(a, "AGE"), "-year-old"]
        if k == 1:
            return [(a, "AGE"), " yo"]
        if k == 2:
            return [(a, "AGE"), " y/o"]
        if k == 3:
            return [(a, "AGE"), "yo"]
        if k == 4:
            return [(a, "AGE"), " y.o."]
        if k == 5:
            return [(a, "AGE"), sx]
        if k == 6:
            return [(a, "AGE"), " " + sx]
        return [(C.age_words(self.age), "AGE"), "-year-old"]

    def addr(self, sep=", ", zipfull=True):
        return [(self.street, "STREET"), sep, (self.city, "CITY"), ", ", (self.st, "STATE"), " ",
                (self.zip_full if zipfull else self.zip, "ZIP")]

    def addr_lines(self):
        return [(self.street, "STREET"), "\n", (self.city, "CITY"), ", ", (self.st, "STATE"), " ",
                (self.zip_full, "ZIP")]

    def phone(self, which="home", style=None, ext=None):
        last = {"home": self.home_last4, "cell": self.cell_last4, "cm": self.cm_last4}[which]
        return (C.fmt_phone(self.rng, self.area, last, style, ext), "PHONE")

    def fam_phone(self, f, style=None):
        return (C.fmt_phone(self.rng, f.area, f.phone_last4, style), "PHONE")

    def staff_phone(self, s, style=None):
        if self.rng.random() < 0.5:
            return (C.fmt_phone(self.rng, self.area, "01" + s.ext[:2], style, ext=s.ext), "PHONE")
        return (C.fmt_phone(self.rng, self.area, "01" + s.ext[2:], style), "PHONE")

    def fax(self, style=None):
        return (C.fmt_phone(self.rng, self.area, self.fax_last4, style), "FAX")

    def any_phone(self, kind="PHONE"):
        return (C.fmt_phone(self.rng, self.rng.choice(C.AREA), "01" + C.digits(self.rng, 2)), kind)

    def staff_email(self, s, dom=None):
        dom = dom or C.slug(self.hosp_short)[:10] + "." + self.rng.choice(["example.org", "example.org", "example.com"])
        return email_for(self.rng, s.first, s.last, dom)

    def H(self, short=False):
        return (self.hosp_short if short else self.hosp, "HOSPITAL")

    def Hx(self):
        return (self.rng.choice([self.hosp, self.hosp, self.hosp_short]), "HOSPITAL")

    def ctry(self):
        return C.country_ref(self.country) if self.country else None

    def famrel(self, f):
        """e.g. 'daughter Beth Lowe' style reference list."""
        k = self.rng.randrange(4)
        if k == 0:
            return [f.rel + " ", f.full()]
        if k == 1:
            return [f.rel + ", ", f.full()]
        if k == 2:
            return [f.full(), " (" + f.rel + ")"]
        return [f.rel + " ", f.fn()]

    def year(self, y):
        return (str(y), "DATE")
