"""A fictional patient 'case' with everything a note may mention, and helpers returning span items.

Items are either plain strings or (TYPE, value) tuples; Doc.w() consumes them in order."""
import datetime
import pools as PL
import phi as F
import clinical as CL

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


class Case:
    def __init__(self, rng, country, dx_keys=None, min_age=0, max_age=17, adult_survivor=False):
        r = self.rng = rng
        self.country = c = country
        keys = dx_keys or [d["key"] for d in CL.DX]
        self.dx = CL.DX_BY[r.choice(keys)]
        lo, hi = self.dx["ages"]
        lo, hi = max(lo, min_age), min(hi, max_age)
        if lo > hi:
            lo, hi = min_age, max_age
        self.age = r.randint(lo, hi)
        if adult_survivor:
            self.age = r.randint(12, 24)
        self.months = r.randint(0, 11)
        self.sex = r.choice("MF")
        us = c == "US"
        pool = (PL.US_BOYS if us else PL.AU_BOYS) if self.sex == "M" else (PL.US_GIRLS if us else PL.AU_GIRLS)
        first = r.choice(pool)
        self.used = set()
        last = r.choice(PL.SURNAMES)
        self.used.add(last)
        mid = r.choice(PL.MID) if r.random() < 0.6 else None
        self.pt = F.Person(first, last, mid, self.sex, nick=PL.NICK.get(first))
        self.he, self.his, self.him = ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
        self.boy = ("boy" if self.age < 13 else "young man") if self.sex == "M" else ("girl" if self.age < 13 else "young woman")
        self.d0 = F.rand_date(r, 2017, 2025)
        self.dob = self.d0 - datetime.timedelta(days=int(self.age * 365.25 + self.months * 30.4 + r.randint(0, 25)))
        self.dxdate = self.d0 - datetime.timedelta(days=r.randint(20, 400))
        # identifiers
        self.mrn = F.mrn(c, r)
        self.acct = F.account(r)
        self.plan = r.choice(PL.US_PLAN if us else PL.AU_PLAN)
        self.hp = F.healthplan(c, r)
        self.group = F.groupno(r)
        self.medicare = F.medicare_au(r)
        self.ssn = F.ssn(r)
        self.crn = F.crn(r)
        # address
        self.city, self.st, self.stfull, zp = r.choice(PL.US_PLACES if us else PL.AU_PLACES)
        self.zip = (zp + "%02d" % r.randint(1, 99)) if us else zp
        stype = r.choice(PL.US_ST if us else PL.AU_ST)
        num = r.randint(2, 9899)
        base = "%d %s %s" % (num, r.choice(PL.STREET_NAMES), stype)
        k = r.randrange(6)
        if us and k == 0:
            base += ", Apt %d%s" % (r.randint(1, 30), r.choice("ABCD"))
        elif us and k == 1:
            base += " #%d" % r.randint(2, 400)
        elif not us and k == 0:
            base = "%d/%s" % (r.randint(1, 40), base)
        elif not us and k == 1:
            base = "Unit %d, %s" % (r.randint(1, 20), base)
        self.street = base
        # family
        self.mum = F.Person(r.choice(PL.ADULT_F), last if r.random() < 0.75 else self._surname(), r.choice(PL.MID), "F")
        self.dad = F.Person(r.choice(PL.ADULT_M), last if r.random() < 0.9 else self._surname(), r.choice(PL.MID), "M")
        self.mum_age = self.age + r.randint(20, 40)
        self.dad_age = self.mum_age + r.randint(-3, 8)
        self.mum_job = r.choice(PL.PROFESSIONS)
        self.dad_job = r.choice([p for p in PL.PROFESSIONS if p != self.mum_job])
        self.single = r.random() < 0.25
        self.grand = F.Person(r.choice(PL.ADULT_F), self._surname() if r.random() < 0.5 else last, None, "F")
        self.sibs = []
        for _ in range(r.choice([0, 1, 1, 2, 2, 3])):
            sx = r.choice("MF")
            sp = (PL.US_BOYS if us else PL.AU_BOYS) if sx == "M" else (PL.US_GIRLS if us else PL.AU_GIRLS)
            nm = r.choice(sp)
            if nm != first:
                self.sibs.append((F.Person(nm, last, None, sx), max(1, self.age + r.randint(-8, 8))))
        self.mum_word = "mom" if us else "mum"
        self.Mum_word = "Mom" if us else "Mum"
        self.home_ph = F.phone(c, r)
        self.mob_ph = F.phone(c, r, mobile=True)
        self.mob2 = F.phone(c, r, mobile=True)
        self.fam_email = F.email(self.mum if r.random() < 0.6 else self.dad, r, r.choice(PL.DOMAINS))
        self.origin = r.choice(PL.COUNTRIES) if r.random() < 0.35 else None
        self.lang = PL.LANGS.get(self.origin) if self.origin else None
        # places
        self.hosp = r.choice(PL.US_HOSP if us else PL.AU_HOSP)
        self.hosp_short = (PL.US_HOSP_SHORT if us else PL.AU_HOSP_SHORT)[self.hosp]
        self.ward = r.choice(PL.US_WARD if us else PL.AU_WARD)
        self.dayunit = r.choice(PL.US_DAYUNIT if us else PL.AU_DAYUNIT)
        self.local = r.choice(PL.US_LOCAL if us else PL.AU_LOCAL)
        self.clinic = r.choice(PL.US_CLINIC if us else PL.AU_CLINIC)
        self.pharm = r.choice(PL.US_PHARM if us else PL.AU_PHARM)
        self.school = r.choice(PL.US_SCHOOL if us else PL.AU_SCHOOL)
        self.employer = r.choice(PL.US_EMPLOYER if us else PL.AU_EMPLOYER)
        self.charity = r.choice(PL.US_CHARITY if us else PL.AU_CHARITY)
        self.lab = r.choice(PL.US_LAB if us else PL.AU_LAB)
        self.building = r.choice(PL.US_BUILDINGS if us else PL.AU_BUILDINGS)
        self.famhouse = r.choice(PL.FAMILY_HOUSE[c])
        self.room = r.choice(["%d%s" % (r.randint(3, 9), "%02d" % r.randint(1, 40)), "%d%s" % (r.randint(100, 999), r.choice("AB")),
                              "%d" % r.randint(1, 32), "%d-%d" % (r.randint(4, 8), r.randint(1, 30))])
        self.bed = str(r.randint(1, 28)) + (r.choice(["", "", "A", "B"]))
        self.hosp_ph = F.phone(c, r)
        self.hosp_fax = F.phone(c, r)
        self.hosp_url = "www.%s.example.org" % self.hosp_short.lower().replace("'", "").replace(" ", "").replace(".", "")
        self.hcity, self.hst, _, hz = r.choice(PL.US_PLACES if us else PL.AU_PLACES)
        self.hzip = (hz + "%02d" % r.randint(1, 99)) if us else hz
        self.hstreet = "%d %s %s" % (r.randint(10, 4999), r.choice(PL.STREET_NAMES), r.choice(["Avenue", "Road", "Street", "Drive", "Blvd"]))
        self.clin = {}
        self.dstyle = r.choice(["mdy0", "mdy", "mdy0", "Month d, yyyy", "mdy2", "iso"] if us else
                               ["dmy0", "dmy", "dmy0", "d Month yyyy", "d Mon yyyy", "dmy2", "d-Mon-yyyy"])
        self.alt_styles = F.FULL_US if us else F.FULL_AU

    def _surname(self):
        for _ in range(50):
            s = self.rng.choice(PL.SURNAMES)
            if s not in self.used:
                self.used.add(s)
                return s
        return self.rng.choice(PL.SURNAMES)

    def person(self, role):
        """Staff member by role, created once per case."""
        if role not in self.clin:
            r = self.rng
            self.clin[role] = F.Person(r.choice(PL.CLIN_FIRST), self._surname(), r.choice(PL.MID) if r.random() < 0.4 else None)
        return self.clin[role]

    # ---------------------------------------------------------- item helpers
    def P(self, form=None):
        if form is None:
            form = self.rng.choice(["full", "first", "first", "last", "fml", "nick", "first"])
        return ("PATIENT", self.pt.form(form))

    def D(self, d, style=None):
        if style is None:
            style = self.dstyle if self.rng.random() < 0.8 else self.rng.choice(self.alt_styles)
        return ("DATE", F.fmt_date(d, style))

    def Ds(self, d):
        return ("DATE", F.fmt_short(d, self.country, self.rng))

    def Dm(self, d):
        return ("DATE", F.fmt_month(d, self.rng))

    def day(self, n):
        return F.add_days(self.d0, n)

    def hol(self):
        h = self.rng.choice(PL.HOLIDAYS[self.country])
        if h.startswith("the "):
            return ["the ", ("DATE", h[4:])]
        return [("DATE", h)]

    def dobi(self):
        return self.D(self.dob)

    def age_items(self, kind=None, age=None, months=None):
        r = self.rng
        a = self.age if age is None else age
        m = self.months if months is None else months
        if kind is None:
            kind = r.choice(["adj", "yo", "yo", "adjw", "aged", "yrs"])
        if a < 2 and kind in ("adj", "yo", "adjw", "yrs", "aged"):
            tot = a * 12 + m
            k = r.randrange(4)
            if self.country == "AU" and k == 0 and tot < 12:
                return [("AGE", "%d/12" % tot), " old"]
            if k == 1:
                return [("AGE", str(tot)), "-month-old"]
            if k == 2:
                return [("AGE", str(tot)), " mo"]
            return [("AGE", str(tot)), " months old"]
        if kind == "adj":
            return [("AGE", str(a)), "-year-old"]
        if kind == "adjw":
            return [("AGE", WORDS[a] if a <= 20 else str(a)), "-year-old"]
        if kind == "yo":
            return [("AGE", str(a)), r.choice([" yo", "yo", " y/o", " y.o.", "y", " yr old"])]
        if kind == "aged":
            return ["aged ", ("AGE", str(a))]
        if kind == "yrs":
            return [("AGE", str(a)), " years old"]
        if kind == "ym":
            return [("AGE", str(a)), r.choice([" y ", "y", " yrs "]), ("AGE", str(m)), r.choice([" m", "m", " mo"])]
        if kind == "sex":
            if a < 2:
                return [("AGE", str(a * 12 + m)), r.choice([" mo ", "m ", " m/o "]) + self.sex]
            return [("AGE", str(a)), r.choice(["", " "]) + self.sex]
        if kind == "unit":
            if a < 2:
                return [("AGE", str(a * 12 + m)), r.choice([" mo", "m", " months"])]
            return [("AGE", str(a)), r.choice([" y", "y", " yrs", " years", " Y"])]
        return [("AGE", str(a))]

    def addr_items(self, one_line=True, full_state=False):
        st = self.stfull if full_state else self.st
        sep = ", " if one_line else "\n"
        if self.country == "US":
            return [("STREET", self.street), sep, ("CITY", self.city), ", ", ("STATE", st), " ", ("ZIP", self.zip)]
        return [("STREET", self.street), sep, ("CITY", self.city.upper() if self.rng.random() < 0.3 else self.city), " ",
                ("STATE", st), " ", ("ZIP", self.zip)]

    def hosp_addr_items(self):
        return [("STREET", self.hstreet), ", ", ("CITY", self.hcity), ", " if self.country == "US" else " ",
                ("STATE", self.hst), " ", ("ZIP", self.hzip)]

    def dr(self, role, form=None, title=None):
        p = self.person(role)
        r = self.rng
        if form is None:
            form = r.choice(["full", "last", "fi_last", "full", "fml"])
        if title is None:
            title = r.random() < 0.6 and form in ("last", "full", "fi_last", "fml")
        out = []
        if isinstance(title, str):
            out.append(title)
        elif title:
            out.append(r.choice(["Dr. ", "Dr ", "Dr "]) if self.country == "US" else r.choice(["Dr ", "Dr ", "A/Prof ", "Dr. "]))
        out.append(("DOCTOR", p.form(form)))
        return out

    def staff(self, role, form=None):
        p = self.person(role)
        return ("DOCTOR", p.form(form or self.rng.choice(["full", "first", "full", "first_li", "fi_last"])))

    def parent(self, which=None, form=None):
        if which is None:
            which = "m" if self.single else self.rng.choice("md")
        p = self.mum if which == "m" else self.dad
        return ("FAMILY", p.form(form or self.rng.choice(["first", "first", "full"])))

    def lic(self, role="onc"):
        r = self.rng
        p = self.person(role)
        if self.country == "US":
            k = r.randrange(3)
            if k == 0:
                return ["NPI ", ("LICENSE", F.npi(r))]
            if k == 1:
                return ["DEA# ", ("LICENSE", F.dea(r, p.last))]
            return ["Lic ", ("LICENSE", F.state_lic(r, self.hst))]
        k = r.randrange(3)
        if k == 0:
            return ["AHPRA ", ("LICENSE", F.ahpra(r))]
        if k == 1:
            return ["Prov. No. ", ("LICENSE", F.provider_no(r))]
        return ["Prescriber No ", ("LICENSE", F.digits(r, 7))]

    def mrn_label(self):
        if self.country == "AU":
            return self.rng.choice(["UR: ", "UR ", "URN ", "MRN: ", "UR No. ", "Hosp No: "])
        return self.rng.choice(["MRN: ", "MRN ", "MR# ", "Med Rec #: ", "MRN:"])

    def plan_items(self):
        r = self.rng
        if self.country == "AU":
            if r.random() < 0.6:
                return ["Medicare ", ("HEALTHPLAN", self.medicare)]
            return [("ORGANIZATION", self.plan), " member no. ", ("HEALTHPLAN", self.hp)]
        k = r.randrange(3)
        if k == 0:
            return [("ORGANIZATION", self.plan), " ID ", ("HEALTHPLAN", self.hp), ", group ", ("HEALTHPLAN", self.group)]
        if k == 1:
            return ["Medicaid # ", ("HEALTHPLAN", self.hp)]
        return ["Ins: ", ("ORGANIZATION", self.plan), " / member ", ("HEALTHPLAN", self.hp)]

    def sib_items(self, with_age=True):
        out = []
        for i, (p, a) in enumerate(self.sibs):
            if i:
                out.append(", " if i < len(self.sibs) - 1 else " and ")
            out.append(("FAMILY", p.first))
            if with_age:
                out += [" (", ("AGE", str(a)), ")"]
        return out

    def sibs_word(self):
        n = len(self.sibs)
        return {0: "no siblings", 1: "one sibling", 2: "two siblings"}.get(n, "%d siblings" % n)
