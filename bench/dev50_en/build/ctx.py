"""Per-note invented context: patient, hospital, staff, family, identifiers."""
from phi import (Person, Places, m, df, add_days, rand_date, age_s, name_p, dr, ip, email,
                 mrn, account, ssn, member_id, mbi, group_no, npi, dea, state_lic, MRN_FMTS,
                 HOSP_SUFFIX_ACAD, HOSP_SUFFIX_COMM, SAINTS, PRACTICE_KINDS, SPEC_PRACTICE, SNF_NAMES,
                 PHARM, EMPLOYER_KIND, EMPLOYER_PREFIX, INSURERS, PROFESSIONS, COUNTRIES, TOWNS,
                 SCHOOLS, CHURCHES, DATE_FMTS, _ascii)

WARD_BUILDINGS = ["Whitcombe", "Alcott", "Bramwell", "Harlan", "Penrose", "Stanhope", "Kellerman", "Tillinghast",
                  "Osgood", "Merriam", "Fairweather", "Lowell", "Chadwick", "Ransom"]


class Hospital:
    def __init__(self, rng, pl, academic):
        self.city = pl.town()
        self.state = pl.state()
        self.zip = pl.zip()
        base = self.city.replace("North ", "").replace("East ", "").replace("West ", "").replace("South ", "")
        k = rng.random()
        if k < 0.25:
            self.name = rng.choice(SAINTS) + " " + rng.choice(["Hospital", "Medical Center", "Regional Hospital", "Health Center"])
        else:
            self.name = base + " " + rng.choice(HOSP_SUFFIX_ACAD if academic else HOSP_SUFFIX_COMM)
        words = [w for w in self.name.replace(".", "").replace("'s", "").split() if w[0].isupper()]
        self.abbr = "".join(w[0] for w in words)
        if len(self.abbr) < 3:
            self.abbr += "H"
        self.street = pl.street(unit=False)
        area = rng.choice(__import__("phi").AREA_CODES)
        self.area = area
        self.phone = pl.phone(area)
        self.fax = pl.phone(area)
        self.url = rng.choice(["www.%s.example.org" % _ascii(base)[:12], "https://www.example.org/%s" % _ascii(base)[:10],
                               "https://portal.example.com/%s" % self.abbr.lower(), "mychart.example.org/%s" % self.abbr.lower()])
        self.mrn_fmt = rng.choice(MRN_FMTS)
        self.buildings = rng.sample(WARD_BUILDINGS, 3)


class Ctx:
    def __init__(self, rng, academic=True, age_range=(19, 97), sex=None):
        self.rng = rng
        r = rng
        self.pl = pl = Places(rng)
        self.h = Hospital(rng, pl, academic)
        self.pt = Person(rng, sex)
        self.age = r.randrange(*age_range)
        if r.random() < 0.04:
            self.age = r.randrange(90, 103)
        self.date = rand_date(rng)
        self.dob = add_days(self.date, -(self.age * 365 + r.randrange(1, 364)))
        self.mrn = mrn(rng, self.h.mrn_fmt)
        self.acct = account(rng)
        self.ssn = ssn(rng)
        self.city = pl.town() if r.random() < 0.7 else self.h.city
        self.state = self.h.state if r.random() < 0.85 else pl.state()
        self.street = pl.street()
        self.zip = pl.zip()
        self.phone = pl.phone(self.h.area if r.random() < 0.6 else None)
        self.phone2 = pl.phone(self.h.area)
        self.email = email(rng, self.pt)
        self.insurer = r.choice(INSURERS)
        self.member = mbi(rng) if self.age >= 65 and r.random() < 0.6 else member_id(rng)
        self.group = group_no(rng)
        self.profession = r.choice(PROFESSIONS)
        self.employer = r.choice(EMPLOYER_PREFIX) + " " + r.choice(EMPLOYER_KIND)
        self.country = r.choice(COUNTRIES)
        self.date_fmt = r.choice(DATE_FMTS)
        # staff
        self.attending = Person(rng)
        self.resident = Person(rng)
        self.intern = Person(rng)
        self.nurse = Person(rng, r.choice("FFFM"))
        self.nurse2 = Person(rng, r.choice("FFFM"))
        self.pcp = Person(rng)
        self.consultant = Person(rng)
        self.cm = Person(rng, r.choice("FFM"))
        self.sw = Person(rng, r.choice("FFM"))
        self.pharmacist = Person(rng)
        self.scribe = Person(rng)
        self.pcp_practice = (pl.town() if r.random() < 0.5 else self.city) + " " + r.choice(PRACTICE_KINDS)
        self.pcp_phone = pl.phone(self.h.area)
        self.pcp_fax = pl.phone(self.h.area)
        self.spec_practice = r.choice(TOWNS) + " " + r.choice(SPEC_PRACTICE)
        self.snf = r.choice(TOWNS) + r.choice([" ", " Hills ", " Valley ", " Pines ", " Terrace "]) + r.choice(SNF_NAMES)
        self.snf2 = r.choice(TOWNS) + r.choice([" ", " Oaks ", " Meadows ", " Harbor "]) + r.choice(SNF_NAMES)
        self.pharmacy = r.choice([r.choice(TOWNS) + " " + r.choice(PHARM), self.city + " " + r.choice(PHARM),
                                  r.choice(["Hilltop", "Main Street", "Corner", "Westside", "Riverside", "Village"]) + " " + r.choice(PHARM)])
        self.room = r.choice(["%d%02d" % (r.randrange(2, 12), r.randrange(1, 40)), "%d%02d%s" % (r.randrange(2, 12), r.randrange(1, 40), r.choice("ABAB")),
                              "%d-%d" % (r.randrange(2, 9), r.randrange(1, 40))])
        self.bed = str(r.randrange(1, 30))
        self.ward = "%s %d" % (self.h.buildings[0], r.randrange(2, 12))
        # family
        self.fam = []
        rels = ["wife", "husband", "daughter", "son", "sister", "brother", "mother", "father", "niece", "nephew",
                "granddaughter", "grandson", "partner", "friend", "neighbor", "fiancée", "aunt", "cousin"]
        for _ in range(3):
            rel = r.choice(rels)
            sex = "F" if rel in ("wife", "daughter", "sister", "mother", "niece", "granddaughter", "fiancée", "aunt") else \
                  "M" if rel in ("husband", "son", "brother", "father", "nephew", "grandson") else None
            p = Person(rng, sex)
            if rel in ("wife", "husband", "daughter", "son", "mother", "father") and r.random() < 0.6:
                p.last = self.pt.last
            self.fam.append((rel, p, pl.phone(self.h.area if r.random() < 0.5 else None)))
        self.ip = ip(rng)
        self.user = self.resident.uname

    # -- convenience formatters
    def d(self, d=None, fmt=None):
        return df(d or self.date, fmt or self.date_fmt)

    def dd(self, n, fmt=None):
        return df(add_days(self.date, n), fmt or self.date_fmt)

    def P(self, fmt=None):
        fmt = fmt or self.rng.choice(["full", "title", "title", "first", "last_first", "full_mi"])
        return name_p(self.pt, fmt)

    def F(self, i=0, fmt="full"):
        return name_p(self.fam[i][1], fmt, "FAMILY")

    def rel(self, i=0):
        return self.fam[i][0]

    def famph(self, i=0):
        return m("PHONE", self.fam[i][2])

    def A(self, fmt=None):
        fmt = fmt or self.rng.choice(["yo", "yo_tight", "year_old", "year_old", "yr_old", "yo_dot", "words", "yo_year"])
        if fmt == "words" and self.age > 100:
            fmt = "year_old"
        return age_s(self.age, fmt)

    def sexw(self, kind="word"):
        if kind == "word":
            return "man" if self.pt.sex == "M" else "woman"
        if kind == "mf":
            return self.pt.sex
        if kind == "male":
            return "male" if self.pt.sex == "M" else "female"
        if kind == "he":
            return "he" if self.pt.sex == "M" else "she"
        if kind == "He":
            return "He" if self.pt.sex == "M" else "She"
        if kind == "his":
            return "his" if self.pt.sex == "M" else "her"
        if kind == "His":
            return "His" if self.pt.sex == "M" else "Her"
        if kind == "him":
            return "him" if self.pt.sex == "M" else "her"

    def hosp(self, short=False):
        return m("HOSPITAL", self.h.abbr if short else self.h.name)

    def addr_line(self, sep=", "):
        return m("STREET", self.street) + sep + m("CITY", self.city) + ", " + m("STATE", self.state[1]) + " " + m("ZIP", self.zip)

    def hosp_addr(self):
        h = self.h
        return m("STREET", h.street) + ", " + m("CITY", h.city) + ", " + m("STATE", h.state[1]) + " " + m("ZIP", h.zip)

    def sig_dr(self, p, cred="MD"):
        return dr(p, rng=self.rng, cred=cred)

    def banner(self, title=None):
        r = self.rng
        k = r.randrange(4)
        pt = self.pt
        if k == 0:
            s = "%s | %s | MRN: %s | DOB: %s (%s) | %s\n" % (
                name_p(pt, "LAST_FIRST"), self.sexw("mf"), m("MRN", self.mrn), df(self.dob, "us"),
                m("AGE", self.age) + " yrs", self.hosp())
        elif k == 1:
            s = "%s  %s  Acct#: %s  MRN: %s  Adm: %s  Rm: %s\n" % (
                self.hosp(True), name_p(pt, "LAST_FIRST_NOMI"), m("ACCOUNT", self.acct), m("MRN", self.mrn),
                self.d(fmt="us_short"), m("LOCATION_OTHER", self.room))
        elif k == 2:
            s = "Patient: %s   DOB: %s   Age: %s   Sex: %s\nMRN: %s   Encounter: %s   Location: %s\n" % (
                name_p(pt, "full"), df(self.dob, "us"), m("AGE", self.age), self.sexw("male").title(),
                m("MRN", self.mrn), m("ACCOUNT", self.acct), self.hosp())
        else:
            s = "%s\n%s\n%s, %s  [%s]  %s  DOB %s\n" % (
                self.hosp(), self.hosp_addr(), name_p(pt, "last"),
                name_p(pt, "first"), m("MRN", self.mrn), self.sexw("mf"), df(self.dob, "iso"))
        return s

    def footer(self):
        r = self.rng
        k = r.randrange(4)
        if k == 0:
            return "\nPrinted by: %s on %s %02d:%02d from %s\n" % (
                m("USERNAME", self.cm.uname if r.random() < 0.3 else self.user), self.dd(r.randrange(0, 6), "us"),
                r.randrange(24), r.randrange(60), m("IPADDR", self.ip))
        if k == 1:
            return "\n-- %s | %s | CONFIDENTIAL: contains PHI | Page 1 of %d --\n" % (
                name_p(self.pt, "LAST_FIRST_NOMI"), m("MRN", self.mrn), r.randrange(1, 4))
        if k == 2:
            return "\nElectronically signed by: %s (%s) %s %02d:%02d\n" % (
                dr(self.attending, "full_cred"), m("USERNAME", self.attending.uname),
                self.dd(r.randrange(0, 2), "us"), r.randrange(24), r.randrange(60))
        return "\nDocument generated %s %02d:%02d ws %s user %s\n" % (
            self.dd(r.randrange(0, 3), "iso"), r.randrange(24), r.randrange(60), m("IPADDR", self.ip), m("USERNAME", self.user))

    def lic_line(self, p):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            return "NPI: %s" % m("LICENSE", npi(r))
        if k == 1:
            return "NPI %s  DEA %s" % (m("LICENSE", npi(r)), m("LICENSE", dea(r, p.last)))
        return "Lic# %s" % m("LICENSE", state_lic(r, self.h.state[1]))

    def church(self):
        c = self.rng.choice(CHURCHES)
        if c.endswith(" of"):
            return m("ORGANIZATION", c + " " + self.city)
        return m("ORGANIZATION", c)

    def school(self):
        return m("ORGANIZATION", self.rng.choice(TOWNS) + " " + self.rng.choice(SCHOOLS))
