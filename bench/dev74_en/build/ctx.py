"""Per-note world: patient, family, staff, places, identifiers. All values invented."""
import datetime as dt
from core import *


class Person:
    def __init__(self, r, sex=None, last=None):
        self.sex = sex or r.choice("MF")
        self.first = r.choice(FIRST_M if self.sex == "M" else FIRST_F)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.last = last or r.choice(LAST)
        self.nick = NICK.get(self.first) or r.choice(GENERIC_NICK)


def nm(r, p, t, form=None, title=None):
    """Render a person's name as marked text. Titles stay outside the span."""
    forms = ["full", "fml", "caps", "lf", "title", "first", "finit", "initials", "nick", "last"]
    form = form or r.choice(forms)
    if form == "full":
        return P(t, f"{p.first} {p.last}")
    if form == "fml":
        return P(t, f"{p.first} {p.mi}. {p.last}") if r.random() < .6 else P(t, f"{p.first} {p.mi} {p.last}")
    if form == "caps":
        return P(t, f"{p.last.upper()}, {p.first.upper()} {p.mi}") if r.random() < .6 else P(t, f"{p.last.upper()}, {p.first.upper()}")
    if form == "lf":
        return P(t, f"{p.last}, {p.first}")
    if form == "title":
        if title is None:
            if t == "DOCTOR":
                title = r.choice(["Dr", "Dr", "Dr.", "Prof"])
            else:
                title = "Mr" if p.sex == "M" else r.choice(["Mrs", "Ms", "Miss", "Mrs."])
        return f"{title} " + P(t, p.last)
    if form == "first":
        return P(t, p.first)
    if form == "finit":
        return P(t, f"{p.first} {p.last[0]}.")
    if form == "initials":
        return P(t, f"{p.first[0]}.{p.last[0]}.") if r.random() < .5 else P(t, f"{p.first[0]}{p.last[0]}")
    if form == "nick":
        return P(t, p.nick)
    if form == "last":
        return P(t, p.last)
    raise ValueError(form)


def phone_us(r, area=None, ext=False):
    area = area or r.choice(["216", "503", "404", "512", "616", "804", "602", "414", "859", "505",
                             "207", "319", "402", "802", "217", "615", "360"])
    n = f"555-01{r.randint(0, 99):02d}"
    s = r.choice([f"({area}) {n}", f"{area}-{n}", f"{area}.{n.replace('-', '.')}", f"{area}-{n}"])
    if ext:
        s += r.choice([f" ext. {r.randint(10, 9999)}", f" x{r.randint(100, 9999)}", f" ext {r.randint(10, 999)}"])
    return s


def phone_uk(r, mobile=None):
    if mobile is None:
        mobile = r.random() < .5
    if mobile:
        return f"07700 900{r.randint(0, 999):03d}"
    return r.choice([f"020 7946 0{r.randint(0, 999):03d}", f"0113 496 0{r.randint(0, 999):03d}",
                     f"0161 496 0{r.randint(0, 999):03d}", f"0117 496 0{r.randint(0, 999):03d}"])


def pager(r):
    return r.choice([f"{r.randint(2, 9)}-{r.randint(1000, 9999)}", f"{r.randint(30000, 89999)}",
                     f"{r.randint(1000, 9999)}"])


LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Ctx:
    def __init__(self, r, locale):
        self.r = r
        self.uk = locale == "en-GB"
        self.locale = locale
        R = r
        self.pt = Person(R)
        self.age = R.choice([R.randint(19, 88) for _ in range(4)] + [R.randint(90, 103)])
        self.sexw = "male" if self.pt.sex == "M" else "female"
        self.sx = self.pt.sex
        self.admit = dt.date(2021, 1, 1) + dt.timedelta(days=R.randint(0, 1700))
        self.dob = dt.date(self.admit.year - self.age, R.randint(1, 12), R.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.admit.month, self.admit.day):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        self.d = lambda k: self.admit + dt.timedelta(days=k)
        self.los = R.randint(2, 9)
        self.dc = self.d(self.los)
        self.prof = R.choice(PROFESSIONS)
        # family
        self.fam = []
        rels = R.sample(RELATIONS, 3)
        if self.age > 62:
            rels = [x if x not in ("mother", "father") else R.choice(["son", "daughter"]) for x in rels]
        for rel in rels:
            sex = "F" if rel in ("wife", "daughter", "sister", "niece", "granddaughter", "mother") else \
                  "M" if rel in ("husband", "son", "brother", "nephew", "grandson", "father") else None
            same = rel in ("wife", "husband", "daughter", "son", "mother", "father") and R.random() < .7
            p = Person(R, sex=sex, last=self.pt.last if same else None)
            p.rel = rel
            p.phone = self.phone()
            p.prof = R.choice(PROFESSIONS)
            p.age = R.randint(20, 80) if rel not in ("mother", "father") else R.randint(max(self.age + 17, 40), max(self.age + 35, 60))
            self.fam.append(p)
        # staff
        def staff():
            return Person(R)
        self.att, self.res, self.intern, self.rn, self.rn2, self.cm, self.pharm, self.cons, self.pcp, self.nf, self.sw, self.pt_ther = [staff() for _ in range(12)]
        for s in [self.att, self.res, self.rn, self.rn2, self.nf, self.cons]:
            s.pager = pager(R)
            s.user = R.choice([f"{s.first[0]}{s.last}".lower().replace("'", "").replace("-", ""),
                               f"{s.last}.{s.first[0]}".lower().replace("'", "").replace("-", ""),
                               f"{s.first[0]}{s.mi}{s.last[:5]}{R.randint(1, 99)}".lower().replace("'", "").replace("-", "")])
        # places
        if self.uk:
            st = R.choice(UK_HOSP_STEMS)
            kind = R.choice(["Royal Infirmary", "District General Hospital", "General Hospital", "Community Hospital"])
            self.hosp = f"{st} {kind}"
            self.hosp_short = {"Royal Infirmary": f"{st} Royal", "District General Hospital": f"{st} DGH",
                               "General Hospital": f"{st} General", "Community Hospital": f"{st} Community"}[kind]
            self.hosp_acr = st[0] + "".join(w[0] for w in kind.split())
            self.unit = R.choice(UK_WARDS)
            self.town = R.choice(UK_TOWNS)
            self.region = R.choice(UK_REGIONS)
            self.region_abbr = self.region
            self.zip = f"{R.choice(LET)}{R.choice(LET)}{R.randint(1, 19)} {R.randint(1, 9)}{R.choice(LET)}{R.choice(LET)}"
            self.street = f"{R.randint(1, 140)} {R.choice(STREET_NAMES)} {R.choice(UK_SUFFIX)}"
            if R.random() < .3:
                self.street = f"Flat {R.randint(1, 12)}, " + self.street
            self.clinic = R.choice(CLINICS_UK)
        else:
            if R.random() < .25:
                st = R.choice(SAINTS)
                self.hosp = f"St. {st}'s Hospital"
                self.hosp_short = f"St. {st}'s"
                self.hosp_acr = f"S{st[0]}H"
            else:
                st = R.choice(HOSP_STEMS)
                kind = R.choice(["General Hospital", "Regional Medical Center", "Memorial Hospital", "Medical Center"])
                self.hosp = f"{st} {kind}"
                self.hosp_short = st + " " + kind.split()[0] if kind != "Medical Center" else st
                self.hosp_acr = "".join(w[0] for w in st.split()) + "".join(w[0] for w in kind.split())
            self.unit = R.choice(US_UNITS)
            self.town = R.choice(US_TOWNS + US_COUNTIES[:1])
            self.region, self.region_abbr = R.choice(US_STATES)
            self.zip = f"{R.randint(10000, 99899):05d}"
            self.street = f"{R.randint(10, 9899)} {R.choice(STREET_NAMES)} {R.choice(US_SUFFIX)}"
            if R.random() < .3:
                self.street += f", Apt {R.randint(1, 40)}{R.choice(['', 'A', 'B', 'C'])}"
            self.clinic = R.choice(CLINICS_US)
        self.room = R.choice([f"{R.randint(2, 9)}{R.randint(10, 60)}", f"{R.randint(2, 9)}{R.randint(10, 60)}{R.choice('AB')}",
                              f"{R.randint(2, 9)}-{R.randint(10, 60)}"])
        self.bed = str(R.randint(1, 32)) if self.uk else R.choice(["A", "B", "1", "2"])
        self.snf = R.choice(SNF)
        self.pharmacy = R.choice(PHARMACIES)
        self.employer = R.choice(EMPLOYERS)
        self.school = R.choice(SCHOOLS)
        self.org = R.choice(OTHER_ORGS)
        self.country = R.choice(COUNTRIES)
        self.other_town = R.choice(UK_TOWNS if self.uk else US_TOWNS)
        # identifiers
        self.mrn = R.choice([f"{R.randint(0, 99999999):08d}", f"{R.randint(1000000, 9999999)}",
                             f"MR{R.randint(100000, 999999)}", f"{R.choice(LET)}{R.randint(1000000, 9999999)}"])
        self.ssn = (f"QQ {R.randint(10, 99)} {R.randint(10, 99)} {R.randint(10, 99)} {R.choice('ABCD')}" if self.uk
                    else f"9{R.randint(0, 99):02d}-{R.randint(10, 99)}-{R.randint(1000, 9999)}")
        self.plan = R.choice([f"{R.choice(LET)}{R.choice(LET)}{R.choice(LET)}{R.randint(100000000, 999999999)}",
                              f"{R.randint(100, 999)}-{R.randint(10000, 99999)}-{R.randint(10, 99)}",
                              f"W{R.randint(10000000, 99999999)}"])
        self.group = f"{R.randint(10000, 99999)}"
        self.acct = R.choice([f"{R.randint(1000, 9999)}-{R.randint(1000, 9999)}", f"V{R.randint(10000000, 99999999)}",
                              f"{R.randint(400000000, 499999999)}"])
        self.dl = R.choice([f"{R.choice(LET)}{R.randint(100, 999)}-{R.randint(1000, 9999)}-{R.randint(1000, 9999)}",
                            f"{R.choice(LET)}{R.randint(1000000, 9999999)}"])
        self.dea = f"{R.choice('ABFM')}{R.choice(LET)}{R.randint(1000000, 9999999)}"
        self.npi = f"1{R.randint(100000000, 999999999)}"
        self.gmc = f"{R.randint(3000000, 7999999)}"
        self.device = R.choice([f"{R.choice(LET)}{R.choice(LET)}{R.choice(LET)}{R.randint(100000, 999999)}",
                                f"{R.randint(10, 99)}-{R.choice(LET)}{R.choice(LET)}{R.randint(1000, 9999)}",
                                f"SN{R.randint(10000000, 99999999)}{R.choice(LET)}"])
        self.device_kind = R.choice(["pacemaker", "ICD", "insulin pump", "CPAP machine", "LVAD controller", "home O2 concentrator"])
        self.plate = R.choice([f"{R.randint(1, 9)}{R.choice(LET)}{R.choice(LET)}{R.choice(LET)}{R.randint(100, 999)}",
                               f"{R.choice(LET)}{R.choice(LET)}{R.randint(10, 75)} {R.choice(LET)}{R.choice(LET)}{R.choice(LET)}" if self.uk else
                               f"{R.choice(LET)}{R.choice(LET)}{R.choice(LET)}-{R.randint(1000, 9999)}"])
        self.vin = "".join(R.choice(VINCH) for _ in range(17))
        self.bioid = R.choice([f"FP-{R.randint(10000, 99999)}", f"PV{R.randint(100000, 999999)}", f"BIO-{R.randint(1000, 9999)}-{R.choice(LET)}"])
        self.spec = R.choice([f"S{self.admit.year % 100}-{R.randint(1000, 99999)}", f"SP-{R.randint(1000000, 9999999)}",
                              f"M{R.randint(100000, 999999)}"])
        self.order = f"{R.randint(10000000, 99999999)}"
        self.email = R.choice([f"{self.pt.first}.{self.pt.last}".lower().replace("'", "") + "@example.com",
                               f"{self.pt.first[0]}{self.pt.last}{R.randint(1, 99)}".lower().replace("'", "") + "@example.net",
                               f"{self.pt.nick}{R.randint(10, 1999)}".lower() + "@example.org"])
        self.fam_email = f"{self.fam[0].first}.{self.fam[0].last}".lower().replace("'", "") + "@example.org"
        self.url = R.choice(["www.example.org/portal", "https://mychart.example.net/login",
                             "http://www.example.com/patient-forms", "portal.example.org/records/request",
                             "https://careplans.example.com/home-health"])
        self.ip = R.choice([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                            f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}",
                            f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"])
        self.pt_phone = self.phone()
        self.fax = phone_uk(R, False) if self.uk else phone_us(R)

    def phone(self, ext=False):
        return phone_uk(self.r) if self.uk else phone_us(self.r, ext=ext)

    # --------------- shortcuts
    def D(self, k, full=True):
        r = self.r
        if full:
            return fd(self.d(k), r.choice(UK_FULL if self.uk else US_FULL))
        return fd(self.d(k), r.choice(UK_SHORT if self.uk else US_SHORT))

    def dob_s(self):
        return fd(self.dob, self.r.choice(["uk", "d_mon_y", "dmy_dash"] if self.uk else ["us", "us1", "dmy_dash", "iso"]))

    def AGE(self, form=None):
        r = self.r
        a = self.age
        form = form or r.choice(["yo", "yo", "year", "sex", "y/o", "yo_nosp", "word", "yearold_sp"])
        if form == "yo":
            return P("AGE", a) + " yo"
        if form == "yo_nosp":
            return P("AGE", a) + "yo"
        if form == "year":
            return P("AGE", a) + "-year-old"
        if form == "yearold_sp":
            return P("AGE", a) + " year old"
        if form == "sex":
            return P("AGE", a) + self.sx
        if form == "y/o":
            return P("AGE", a) + " y/o"
        if form == "word":
            return P("AGE", words(a)) + "-year-old"
        raise ValueError

    def name(self, t="PATIENT", form=None, p=None):
        return nm(self.r, p or self.pt, t, form)

    def doc(self, p, form=None):
        return nm(self.r, p, "DOCTOR", form)

    def he(self):
        return "he" if self.sx == "M" else "she"

    def his(self):
        return "his" if self.sx == "M" else "her"

    def addr(self, sep=", "):
        st = P("STATE", self.region_abbr if (not self.uk and self.r.random() < .7) else self.region)
        return f"{P('STREET', self.street)}{sep}{P('CITY', self.town)}, {st} {P('ZIP', self.zip)}"

    def ph(self, v=None):
        return P("PHONE", v or self.pt_phone)
