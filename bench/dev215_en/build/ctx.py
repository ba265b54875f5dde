"""Per-note context: invented people, places, identifiers, date style."""
import datetime

import fmt
import pools as P
from fmt import Doc

UK_TITLES_F = ["Mrs", "Ms", "Miss", "Ms"]
US_TITLES_F = ["Mrs.", "Ms.", "Ms."]


class Ctx:
    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        self.uk = country == "UK"
        self.ds = rng.choice(fmt.UK_DS if self.uk else fmt.US_DS)
        self.used = []
        self.drt = rng.choice(["Dr", "Dr", "Dr", "Dr."] if self.uk else ["Dr.", "Dr.", "Dr"])

    # ------------------------------------------------------------ basics
    def doc(self):
        return Doc(self)

    def pick_ds(self):
        if self.rng.random() < 0.85:
            return self.ds
        return self.rng.choice(fmt.UK_DS if self.uk else fmt.US_DS)

    def ds_other(self):
        return self.rng.choice(fmt.UK_DS if self.uk else fmt.US_DS)

    def chance(self, p):
        return self.rng.random() < p

    def ch(self, seq):
        return self.rng.choice(seq)

    def sample(self, seq, k):
        return self.rng.sample(list(seq), k)

    def fd(self, d, st=None):
        return fmt.fdate(d, st or self.pick_ds())

    # ------------------------------------------------------------ people
    def person(self, sex=None, last=None):
        r = self.rng
        if sex is None:
            sex = r.choice("FM")
        for _ in range(50):
            first = r.choice(P.FEMALE if sex == "F" else P.MALE)
            if first not in self.used:
                break
        self.used.append(first)
        if last is None:
            for _ in range(50):
                last = r.choice(P.SURNAMES)
                if last not in self.used:
                    break
            self.used.append(last)
        pool = P.FEMALE if sex == "F" else P.MALE
        middle = r.choice(pool) if r.random() < 0.55 else ""
        if middle == first:
            middle = ""
        nick = P.NICK.get(first, "")
        return {"first": first, "middle": middle, "last": last, "sex": sex,
                "nick": nick}

    def title(self, p):
        r = self.rng
        if p["sex"] == "M":
            return "Mr" if self.uk else "Mr."
        return r.choice(UK_TITLES_F if self.uk else US_TITLES_F)

    def dr(self):
        if self.rng.random() < 0.9:
            return self.drt
        return self.rng.choice(["Dr", "Dr."])

    def staff(self, sex=None):
        return self.person(sex)

    def gc_cred(self):
        if getattr(self, "_gcc", None) is None:
            self._gcc = self._gc_cred()
        return self._gcc

    def _gc_cred(self):
        if self.uk:
            return self.ch(["Genetic Counsellor", "Principal Genetic Counsellor",
                            "Registered Genetic Counsellor",
                            "Trainee Genetic Counsellor"])
        return self.ch(["MS, CGC", "MS, LCGC", "MGC, CGC", "ScM, CGC"])

    def cons_cred(self):
        if self.uk:
            return self.ch(["Consultant Clinical Geneticist",
                            "Consultant in Clinical Genetics",
                            "MBChB FRCP, Consultant Clinical Geneticist",
                            "ST5 Clinical Genetics", "Specialty Registrar",
                            "MB BS PhD FRCP"])
        return self.ch(["MD", "MD, PhD", "MD, FACMG", "DO", "MD, MS",
                        "MD (Medical Genetics Fellow)"])

    # ------------------------------------------------------------ dates
    def dob_for_age(self, age, ref):
        r = self.rng
        m, dd = r.randint(1, 12), r.randint(1, 28)
        d = datetime.date(ref.year - age, m, dd)
        if fmt.years_between(d, ref) != age:
            d = datetime.date(ref.year - age - 1, m, dd)
        return d

    def visit_date(self):
        return fmt.workday(fmt.rand_date(self.rng, 2016, 2025))

    # ------------------------------------------------------------ places
    def address(self, org=False):
        r = self.rng
        if self.uk:
            town, county, area = r.choice(P.UK_TOWNS)
            n = r.randint(1, 212)
            st = r.choice(P.UK_STREETS)
            k = r.random()
            if k < 0.2 and not org:
                street = "Flat %d, %d %s" % (r.randint(1, 24), n, st)
            elif k < 0.3:
                street = "%d%s %s" % (n, r.choice("ABC"), st)
            else:
                street = "%d %s" % (n, st)
            pc = "%s%d %d%s" % (area, r.randint(1, 28), r.randint(1, 9),
                                fmt.letters(r, 2))
            return {"street": street, "city": town, "region": county,
                    "zip": pc, "country": "United Kingdom"}
        city, state, abbr, zp = r.choice(P.US_CITIES)
        n = r.randint(12, 9870)
        st = r.choice(P.US_STREETS)
        k = r.random()
        if k < 0.2 and not org:
            street = "%d %s, Apt %d%s" % (n, st, r.randint(1, 30), r.choice("ABCD"))
        elif k < 0.3 and org:
            street = "%d %s, Suite %d" % (n, st, r.randint(100, 420))
        else:
            street = "%d %s" % (n, st)
        z = zp + "%02d" % r.randint(1, 99)
        if r.random() < 0.2:
            z += "-" + fmt.digits(r, 4)
        return {"street": street, "city": city, "region": state, "abbr": abbr,
                "zip": z, "country": "USA"}

    def put_addr(self, d, a, style="inline", county=None, country=False):
        """Append an address; every part is its own span."""
        r = self.rng
        sep = ", " if style == "inline" else "\n"
        d.p("STREET", a["street"])
        d.t(sep)
        d.p("CITY", a["city"])
        if self.uk:
            if county is None:
                county = r.random() < 0.4
            if county:
                d.t(sep)
                d.p("CITY", a["region"])
            d.t(sep if style != "inline" else r.choice([", ", " "]))
            d.p("ZIP", a["zip"])
        else:
            d.t(", ")
            if r.random() < 0.8:
                d.p("STATE", a["abbr"])
            else:
                d.p("STATE", a["region"])
            d.t(" " if r.random() < 0.8 else "  ")
            d.p("ZIP", a["zip"])
        if country:
            d.t(sep)
            d.p("COUNTRY", a["country"] if self.uk else
                r.choice(["USA", "United States", "U.S.A."]))
        return d

    def hospital(self):
        return self.ch(P.UK_HOSP if self.uk else P.US_HOSP)

    def service(self):
        return self.ch(P.UK_SERVICES if self.uk else P.US_CLINICS)

    def lab(self):
        if self.uk:
            if self.chance(0.8):
                return ("HOSPITAL", self.ch(P.UK_LABS))
            return ("ORGANIZATION", self.ch(P.COMPANY_LABS))
        if self.chance(0.75):
            return ("ORGANIZATION", self.ch(P.COMPANY_LABS))
        return ("HOSPITAL", self.ch(P.US_HOSP))

    def practice(self):
        return self.ch(P.UK_GP if self.uk else P.US_PRACTICES)

    def building(self):
        return self.ch(P.BUILDINGS_UK if self.uk else P.BUILDINGS_US)

    # ------------------------------------------------------------ ids/contacts
    def phone(self, **kw):
        return fmt.phone(self.rng, self.country, **kw)

    def landline(self):
        if self.uk:
            return fmt.uk_phone(self.rng, style=self.rng.choice(["sp", "sp", "intl", "intl0",
                                                                  "paren"]))
        return fmt.us_phone(self.rng)

    def mrn(self):
        return fmt.uk_mrn(self.rng) if self.uk else fmt.us_mrn(self.rng)

    def nhs(self):
        return fmt.nhs_number(self.rng)

    def email(self, person=None, base=None):
        return fmt.email_for(self.rng, person, base)

    def url(self, path=None):
        r = self.rng
        host = r.choice(["www.example.org", "www.example.com", "example.net",
                         "portal.example.org", "genetics.example.net",
                         "www.example.net"])
        pre = r.choice(["", "", "https://", "http://"])
        if path is None:
            path = r.choice(["/genetics", "/familyletters", "/nbs/parents",
                             "/patient-portal", "/results/login", "/cascade",
                             "/clinic/genomics", "/referrals", "/brca-info",
                             "/support", "/book"])
        return pre + host + path

    def labno(self, yr=None):
        r = self.rng
        yy = (yr or r.randint(2016, 2025)) % 100
        k = r.randint(0, 5)
        if k == 0:
            return "G%02d-%05d" % (yy, r.randint(1, 99999))
        if k == 1:
            return "%02dGEN%06d" % (yy, r.randint(1, 999999))
        if k == 2:
            return "R%02d-%07d" % (yy, r.randint(1, 9999999))
        if k == 3:
            return "MG%02d/%04d" % (yy, r.randint(1, 9999))
        if k == 4:
            return "DNA%02d.%05d" % (yy, r.randint(1, 99999))
        return "%s%02d%05d" % (fmt.letters(r, 2), yy, r.randint(1, 99999))

    def famno(self):
        r = self.rng
        k = r.randint(0, 3)
        if k == 0:
            return "F%05d" % r.randint(1, 99999)
        if k == 1:
            return "FAM-%d" % r.randint(1000, 99999)
        if k == 2:
            return "PED%06d" % r.randint(1, 999999)
        return "%s/%04d" % (fmt.letters(r, 3), r.randint(1, 9999))

    def account(self):
        r = self.rng
        k = r.randint(0, 3)
        if k == 0:
            return "%04d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999))
        if k == 1:
            return "ENC" + fmt.digits(r, 9)
        if k == 2:
            return "V" + fmt.digits(r, 8)
        return fmt.digits(r, 10)

    def member(self):
        r = self.rng
        k = r.randint(0, 2)
        if k == 0:
            return fmt.letters(r, 3) + fmt.digits(r, 9)
        if k == 1:
            return "W" + fmt.digits(r, 9)
        return fmt.letters(r, 2) + "-" + fmt.digits(r, 7) + "-" + fmt.digits(r, 2)

    def group(self):
        return fmt.digits(self.rng, 6) + self.ch(["", "-01", "A", "-0003"])

    def gmc(self):
        return fmt.digits(self.rng, 7)

    def lic(self):
        r = self.rng
        if self.uk:
            return r.choice(["GMC ", "GMC No. ", "HCPC CS", "GCRB ", "NMC "])
        return r.choice(["NPI ", "NPI: ", "License #", "ABGC #"])

    def username(self, p):
        r = self.rng
        f, l = p["first"].lower(), p["last"].lower()
        l = "".join(ch for ch in l if ch.isalpha())
        f = "".join(ch for ch in f if ch.isalpha())
        k = r.randint(0, 4)
        if k == 0:
            return f[0] + l[:7]
        if k == 1:
            return f[0] + l[:6] + str(r.randint(1, 9))
        if k == 2:
            return l[:5] + f[:2]
        if k == 3:
            return (f + "." + l)[:14]
        return (f[0] + l[0]).upper() + fmt.digits(r, 4)

    def vehicle(self):
        r = self.rng
        if self.uk:
            return "%s%02d %s" % (fmt.letters(r, 2), r.randint(10, 74), fmt.letters(r, 3))
        if r.random() < 0.7:
            return "%d%s%03d" % (r.randint(1, 9), fmt.letters(r, 3), r.randint(0, 999))
        # VIN-like
        return "1FT" + fmt.letters(r, 2) + fmt.digits(r, 3) + fmt.letters(r, 1) + \
            fmt.digits(r, 8)

    def bioid(self):
        r = self.rng
        return r.choice(["FP-", "FPR", "BIO-", "PV-", "IRIS-", "VP-"]) + fmt.digits(r, 5)

    def serial(self):
        r = self.rng
        return r.choice(["A0", "NB", "M0", "SN", "FLX", "QS7-", "TQD", "C36-"]) + \
            fmt.digits(r, r.randint(4, 6))
