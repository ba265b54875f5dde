"""Per-note context (patient, places, identifiers) and shared render helpers."""
import datetime as dt

import pools as P
import fmt as F
from fmt import Person

US_AREA = ["217", "309", "315", "419", "513", "570", "610", "716", "802", "937", "205",
           "251", "318", "405", "316", "402", "515", "218", "920", "269", "260", "406",
           "208", "509", "541", "559", "928", "575", "719", "775", "865", "423", "859",
           "304", "207", "603", "540", "757", "478", "912", "850", "352", "806", "254"]
CA_AREA = ["416", "519", "613", "705", "905", "819", "450", "604", "250", "403", "780",
           "306", "204", "506", "902", "709", "867", "343", "226", "587"]
REL_SEX = {"wife": "F", "mother": "F", "daughter": "F", "sister": "F", "girlfriend": "F",
           "granddaughter": "F", "niece": "F", "grandmother": "F", "aunt": "F", "foster mother": "F",
           "husband": "M", "son": "M", "father": "M", "brother": "M", "boyfriend": "M",
           "grandson": "M", "stepfather": "M"}
AREA = {"OH": ["419", "937", "330"], "IL": ["217", "309", "815"], "MA": ["508", "978"],
        "NY": ["518", "315"], "PA": ["570", "610", "814"], "VA": ["540", "757"], "GA": ["478", "912"],
        "FL": ["850", "352"], "AL": ["251", "256"], "LA": ["318"], "TX": ["806", "254", "915"],
        "OK": ["918"], "KS": ["316"], "NE": ["402"], "IA": ["515", "319"], "MN": ["218", "507"],
        "WI": ["920"], "MI": ["269", "810"], "IN": ["260", "812"], "MT": ["406"], "ID": ["208"],
        "WA": ["509", "253"], "OR": ["541"], "CA": ["559", "661"], "AZ": ["928"], "NM": ["575"],
        "CO": ["719"], "NV": ["775"], "TN": ["865", "423"], "KY": ["859"], "WV": ["304"],
        "ME": ["207"], "VT": ["802"], "NH": ["603"],
        "ON": ["416", "519", "613", "705", "905"], "QC": ["819", "450", "514"], "BC": ["250", "604"],
        "AB": ["403", "780", "587"], "MB": ["204"], "SK": ["306"], "NB": ["506"], "NS": ["902"],
        "NL": ["709"], "PE": ["902"], "YT": ["867"]}
POSTAL_L = "ABCEGHJKLMNPRSTVWXYZ"
POSTAL_2 = "ABCEGHJKLMNPRSTVWXYZ"


def postal(r, first):
    return (first + str(r.randrange(10)) + r.choice(POSTAL_2) + " " + str(r.randrange(10))
            + r.choice(POSTAL_2) + str(r.randrange(10)))


class Addr:
    def __init__(self, r, country):
        self.country = country
        if country == "US":
            city, st, stname, z3 = r.choice(P.US_PLACES)
            self.zip = r.choice(z3) + F.digits(r, 2)
            if r.random() < 0.08:
                self.zip += "-" + F.digits(r, 4)
            suf = P.ST_SUFFIX_US
        else:
            city, st, stname, first = r.choice(P.CA_PLACES)
            self.zip = postal(r, first)
            suf = P.ST_SUFFIX_CA
        self.city, self.st, self.stname = city, st, stname
        num = str(r.choice([r.randrange(1, 99), r.randrange(100, 999), r.randrange(1000, 9999),
                            r.randrange(10000, 39999)]))
        if r.random() < 0.15:
            sname = r.choice(P.NUMBERED_ST) + " " + r.choice(["Street", "Ave", "St", "Avenue"])
        elif country == "CA" and st == "QC" and r.random() < 0.6:
            sname = "rue " + r.choice(P.STREETS)
        else:
            sname = r.choice(P.STREETS) + " " + r.choice(suf)
        pre = r.choice(["N ", "S ", "E ", "W "]) if (country == "US" and r.random() < 0.12) else ""
        self.street = f"{num} {pre}{sname}"
        if r.random() < 0.3:
            self.street += r.choice([", ", " "]) + r.choice(P.UNITS).format(
                n=r.choice([str(r.randrange(1, 40)), str(r.randrange(100, 950)),
                            r.choice("ABCDEF") + str(r.randrange(1, 9))]))
        self.cname = "USA" if country == "US" else "Canada"


class Ctx:
    def __init__(self, r, country, lower):
        self.r = r
        self.country = country
        self.lower = lower
        self.ds = r.choice(F.US_DATE_STYLES if country == "US" else F.CA_DATE_STYLES)
        start = dt.date(2019, 1, 1)
        self.enc = start + dt.timedelta(days=r.randrange(0, 2370))
        self.year = self.enc.year
        self.pt = Person(r)
        k = r.random()
        if k < 0.08:
            self.age = r.randrange(1, 13)
        elif k < 0.13:
            self.age = r.randrange(13, 18)
        elif k < 0.85:
            self.age = r.randrange(18, 89)
        else:
            self.age = r.randrange(89, 103)
        born = self.enc.year - self.age
        try:
            dob = dt.date(born, r.randrange(1, 13), r.randrange(1, 29))
        except ValueError:
            dob = dt.date(born, 1, 1)
        if (dob.month, dob.day) > (self.enc.month, self.enc.day):
            dob = dt.date(born - 1, dob.month, dob.day)
        self.dob = dob
        self.addr = Addr(r, country)
        self.area = r.choice(AREA[self.addr.st])
        self.phone = F.phone(r, self.area)
        self.mrn = F.mrn(r)
        self.acct = F.account(r, self.year)
        self.hp = F.healthplan(r, country, self.addr.st)
        self.ssn = F.ssn(r, country)
        self.dl = F.dl(r, country, self.addr.st)
        self.prof = r.choice(P.PROFESSIONS)
        if self.prof == "college student" and self.age > 30:
            self.prof = "bookkeeper"
        self.retired = self.age >= 66 and r.random() < 0.8
        self.employer = r.choice(P.EMPLOYERS)
        self.rel = r.choice(P.FAMILY_REL)
        if self.age < 18:
            self.rel = r.choice(["mother", "father", "grandmother", "aunt", "foster mother",
                                 "stepfather", "mother"])
        self.fam = Person(r, REL_SEX.get(self.rel))
        if self.rel not in ("neighbor", "roommate", "friend", "caregiver", "landlord", "coworker",
                            "girlfriend", "boyfriend", "partner") and r.random() < 0.75:
            self.fam.last = self.pt.last
        self.fam_phone = F.phone(r, self.area)
        self.hosp = self.hospital()
        self.hosp2 = self.hospital()
        while self.hosp2 == self.hosp:
            self.hosp2 = self.hospital()
        cpat = ["{p} Pediatrics", "{p} Family Health Team", "{p} Medical Clinic"] if self.age < 16 else \
            [x for x in P.CLINIC_PAT if "Pediatrics" not in x]
        self.clinic = r.choice(cpat).format(p=r.choice(P.PLACE_WORDS))
        self.pharm = r.choice(P.PHARM_PAT).format(p=r.choice(P.PLACE_WORDS),
                                                  n=str(r.randrange(100, 9999)))
        self.carehome = r.choice(P.CARE_HOME_PAT).format(p=r.choice(P.PLACE_WORDS))
        cty = self.addr.city
        county = r.choice(P.COUNTIES)
        if country == "US":
            self.agency = r.choice([f"{county} County EMS", f"{cty} Fire Rescue",
                                    f"{r.choice(P.PLACE_WORDS)} Ambulance Service",
                                    f"{county} Area Rescue Squad", f"{cty} Fire Department",
                                    f"{county} County Ambulance District"])
            self.police = r.choice([f"{cty} Police Department", f"{county} County Sheriff's Office",
                                    f"{cty} PD"])
            self.coroner = r.choice([f"{county} County Medical Examiner's Office",
                                     f"{county} County Coroner's Office"])
            self.pcc = r.choice(["Tri-State Poison Information Center",
                                 f"{self.addr.stname} Poison Center",
                                 "Heartland Regional Poison Center",
                                 "Great Lakes Poison and Drug Information Center",
                                 "Gulf Coast Poison Control Center"])
        else:
            self.agency = r.choice([f"{cty} Paramedic Service", f"{county} County Paramedic Services",
                                    f"{cty} Fire and Emergency Services",
                                    f"{r.choice(P.PLACE_WORDS)} EMS", f"{cty} Emergency Medical Services"])
            self.police = r.choice([f"{cty} Police Service", f"{cty} Regional Police",
                                    f"{county} Detachment"])
            self.coroner = r.choice([f"{cty} Regional Coroner's Office",
                                     f"{self.addr.stname} Office of the Chief Medical Examiner"])
            reg = {"AB": "Northern Prairie Poison Centre", "SK": "Northern Prairie Poison Centre",
                   "MB": "Northern Prairie Poison Centre", "ON": "Great Lakes Poison Centre",
                   "NS": "Atlantic Poison Information Centre", "NB": "Atlantic Poison Information Centre",
                   "PE": "Atlantic Poison Information Centre", "NL": "Atlantic Poison Information Centre",
                   "BC": "Pacific Coast Drug and Poison Information Centre", "QC": "Centre antipoison du Quebec",
                   "YT": "Pacific Coast Drug and Poison Information Centre"}[self.addr.st]
            self.pcc = r.choice([reg, f"{self.addr.stname} Poison and Drug Information Service"])
        self._staff = []

    def hospital(self):
        r = self.r
        pats = P.HOSP_PAT_US if self.country == "US" else P.HOSP_PAT_CA
        if self.age >= 16:
            pats = [x for x in pats if "Children" not in x]
        return r.choice(pats).format(p=r.choice(P.PLACE_WORDS), s=r.choice(P.SAINTS))

    def staff(self, sex=None):
        p = Person(self.r, sex)
        self._staff.append(p)
        return p

    def d(self, d=None, style=None):
        return F.fdate(d or self.enc, style or self.ds)

    def dplus(self, days, style=None):
        return F.fdate(self.enc + dt.timedelta(days=days), style or self.ds)

    def dob_s(self, style=None):
        return F.fdate(self.dob, style or self.ds)

    def sexw(self):
        if self.age < 13:
            return "boy" if self.pt.sex == "M" else "girl"
        return "male" if self.pt.sex == "M" else "female"

    def he(self):
        return "he" if self.pt.sex == "M" else "she"

    def his(self):
        return "his" if self.pt.sex == "M" else "her"


# ---------------------------------------------------------------- render helpers
def addr(n, c, a=None, style=None):
    a = a or c.addr
    r = c.r
    st = style if style is not None else r.randrange(5)
    if st == 0:
        n.x(("STREET", a.street), ", ", ("CITY", a.city), ", ", ("STATE", a.st), " ", ("ZIP", a.zip))
    elif st == 1:
        n.x(("STREET", a.street), "\n", ("CITY", a.city), ", ", ("STATE", a.st), "  ", ("ZIP", a.zip))
    elif st == 2:
        n.x(("STREET", a.street), ", ", ("CITY", a.city), ", ", ("STATE", a.stname), " ",
            ("ZIP", a.zip), ", ", ("COUNTRY", a.cname))
    elif st == 3:
        n.x(("STREET", a.street.upper()), ", ", ("CITY", a.city.upper()), " ", ("STATE", a.st),
            " ", ("ZIP", a.zip))
    else:
        n.x(("STREET", a.street), " ", ("CITY", a.city), " ", ("STATE", a.st))
        if r.random() < 0.5:
            n.x(" ", ("ZIP", a.zip))


def age_sex(n, c, style=None):
    """Writes an age + sex phrase, e.g. '64 yo M'."""
    r = c.r
    a = str(c.age)
    sx = c.pt.sex
    st = style if style is not None else r.randrange(8)
    if st == 0:
        n.x(("AGE", a), " yo ", sx)
    elif st == 1:
        n.x(("AGE", a), "yo ", "male" if sx == "M" else "female")
    elif st == 2:
        n.x(("AGE", a), "-year-old ", c.sexw())
    elif st == 3:
        n.x(("AGE", a), sx)
    elif st == 4:
        n.x(("AGE", a), " y/o ", "M" if sx == "M" else "F")
    elif st == 5:
        n.x(("AGE", a), " ", sx)
    elif st == 6:
        n.x(("AGE", F.words(c.age)), "-year-old ", c.sexw())
    else:
        n.x(("AGE", a), " year old ", c.sexw())


def sig(n, c, person, cred, when=True, lead="Electronically signed by: ", tm=None):
    r = c.r
    n.x(lead, ("DOCTOR", person.form(r, r.choice(["full", "mi", "full"]))), ", ", cred)
    if when:
        n.x(" ", ("DATE", c.d()), " ", tm or F.ftime(r, r.randrange(24), r.randrange(60)))
    n.t("\n")


def prof(n, c, mode=None):
    """Occupation phrase; 'retired' stays outside the span. Returns False for minors."""
    r = c.r
    if c.age < 18:
        return False
    m = mode if mode is not None else r.randrange(3)
    if c.retired:
        lead = ["retired ", "Retired ", "is a retired "][m]
        n.x(lead, ("PROFESSION", c.prof))
        return True
    if c.prof == "college student":
        n.x(["is a ", "", "is a full-time "][m], ("PROFESSION", c.prof))
        return True
    lead = ["works as ", "", "employed as "][m]
    n.x(lead + (F.an(c.prof) if m != 1 else ""), ("PROFESSION", c.prof))
    return True
