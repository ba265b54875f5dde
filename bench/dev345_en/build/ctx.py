"""Per-note context: patient, encounter, hospital, GP, staff, relatives."""
import datetime as dt

import fmt as F
import pools_names as PN
import pools_places as PP

UNIT_NAMES = {
    "UK": ["SDEC", "Same Day Emergency Care", "SDEC (Acute Medicine)",
           "Ambulatory Emergency Care", "Medical SDEC"],
    "IE": ["AMAU", "Acute Medical Assessment Unit", "Medical Assessment Unit"],
    "AU": ["Ambulatory Care Centre", "Medical Ambulatory Care Unit", "Rapid Access Clinic"],
    "NZ": ["Acute Medical Assessment Unit", "Ambulatory Care Unit",
           "Medical Assessment and Planning Unit"],
    "CA": ["Rapid Assessment Clinic", "Ambulatory Care Unit", "Medical Day Unit"],
    "US": ["ED Observation Unit", "Rapid Evaluation Unit", "Clinical Decision Unit"],
    "ZA": ["Acute Medical Unit", "Ambulatory Treatment Area"],
    "SG": ["Ambulatory Treatment Centre", "Same Day Care Unit"],
}

GP_TERM = {"UK": "GP", "IE": "GP", "AU": "GP", "NZ": "GP", "ZA": "GP", "SG": "GP",
           "US": "PCP", "CA": "family physician"}

ROLES = {
    "UK": {"cons": ["Consultant Acute Physician", "Consultant in Acute Medicine",
                    "Consultant Physician"],
           "reg": ["ST5 Acute Medicine", "Medical Registrar", "SpR Acute Medicine", "ST4 GIM"],
           "jr": ["FY2", "FY1", "CT1", "IMT2", "SHO"],
           "anp": ["ANP", "ACP", "Advanced Clinical Practitioner", "Physician Associate"],
           "nurse": ["Staff Nurse", "Sister", "Charge Nurse", "RN", "Senior Staff Nurse"],
           "coord": ["SDEC Coordinator", "SDEC Nurse in Charge", "Clinical Navigator"],
           "pharm": ["Clinical Pharmacist", "Pharmacist"],
           "clerk": ["Ward Clerk", "Receptionist", "Admin Assistant", "Medical Secretary"],
           "flow": ["Bed Manager", "Site Manager", "Patient Flow Coordinator"],
           "para": ["Paramedic", "Specialist Paramedic", "EMT"]},
    "IE": {"cons": ["Consultant Physician", "Consultant in Acute Medicine"],
           "reg": ["SpR", "Registrar", "Medical Registrar"],
           "jr": ["SHO", "Intern", "BST SHO"],
           "anp": ["ANP", "Candidate ANP"],
           "nurse": ["Staff Nurse", "CNM1", "CNM2", "RGN"],
           "coord": ["CNM2 AMAU", "Patient Flow Nurse"],
           "pharm": ["Senior Pharmacist", "Pharmacist"],
           "clerk": ["Ward Clerk", "Grade IV Admin", "Medical Secretary"],
           "flow": ["Bed Manager", "Patient Flow Manager"],
           "para": ["Paramedic", "Advanced Paramedic"]},
    "US": {"cons": ["Attending Physician", "Hospitalist", "Attending, Emergency Medicine"],
           "reg": ["PGY-3 Resident", "Chief Resident"],
           "jr": ["PGY-1", "PGY-2 Resident", "Intern"],
           "anp": ["PA-C", "NP", "FNP-C"],
           "nurse": ["RN", "Charge RN", "RN, BSN"],
           "coord": ["Observation Unit Charge RN", "Case Manager"],
           "pharm": ["PharmD", "Clinical Pharmacist"],
           "clerk": ["Unit Clerk", "Registration Clerk", "Unit Secretary"],
           "flow": ["Bed Board Coordinator", "House Supervisor", "Transfer Center RN"],
           "para": ["Paramedic", "EMT-B", "EMT-P"]},
    "CA": {"cons": ["Attending Physician", "Internist", "Staff Physician"],
           "reg": ["Senior Resident (PGY-4)", "Resident (PGY-3)"],
           "jr": ["Resident (PGY-1)", "Clinical Clerk"],
           "anp": ["NP", "Nurse Practitioner", "Physician Assistant"],
           "nurse": ["RN", "RPN", "Charge Nurse"],
           "coord": ["Clinic Charge Nurse", "Patient Flow Coordinator"],
           "pharm": ["Clinical Pharmacist", "Pharmacist"],
           "clerk": ["Unit Clerk", "Clinic Secretary"],
           "flow": ["Patient Flow Coordinator", "Bed Allocation Lead"],
           "para": ["Primary Care Paramedic", "Advanced Care Paramedic"]},
    "AU": {"cons": ["Consultant Physician", "General Medicine Consultant", "Staff Specialist"],
           "reg": ["Advanced Trainee", "Medical Registrar", "Basic Physician Trainee"],
           "jr": ["RMO", "Intern", "HMO"],
           "anp": ["Nurse Practitioner", "CNC"],
           "nurse": ["RN", "CN", "NUM", "EN"],
           "coord": ["HITH CNC", "Ambulatory Care CNC", "Nurse in Charge"],
           "pharm": ["Clinical Pharmacist", "Senior Pharmacist"],
           "clerk": ["Ward Clerk", "Admin Officer"],
           "flow": ["Patient Flow Manager", "After Hours Nurse Manager"],
           "para": ["Paramedic", "Intensive Care Paramedic"]},
    "NZ": {"cons": ["SMO General Medicine", "Physician", "Consultant Physician"],
           "reg": ["Medical Registrar", "Registrar"],
           "jr": ["House Officer", "PGY2", "RMO"],
           "anp": ["Nurse Practitioner", "CNS"],
           "nurse": ["RN", "Charge Nurse", "Clinical Nurse Manager"],
           "coord": ["AMAU Charge Nurse", "Clinical Nurse Coordinator"],
           "pharm": ["Clinical Pharmacist"],
           "clerk": ["Ward Clerk", "Administrator"],
           "flow": ["Duty Nurse Manager", "Bed Manager"],
           "para": ["Paramedic", "Intensive Care Paramedic", "EMT"]},
    "ZA": {"cons": ["Specialist Physician", "Head of Clinical Unit"],
           "reg": ["Registrar", "Senior Registrar"],
           "jr": ["Medical Officer", "Intern", "Community Service MO"],
           "anp": ["Clinical Nurse Practitioner"],
           "nurse": ["Professional Nurse", "Sister", "Enrolled Nurse"],
           "coord": ["Operational Manager", "Unit Sister"],
           "pharm": ["Pharmacist"],
           "clerk": ["Ward Clerk", "Admissions Clerk"],
           "flow": ["Bed Manager", "Nursing Services Manager"],
           "para": ["Paramedic", "ILS Practitioner"]},
    "SG": {"cons": ["Consultant", "Senior Consultant"],
           "reg": ["Resident Physician", "Senior Resident"],
           "jr": ["Medical Officer", "House Officer"],
           "anp": ["Advanced Practice Nurse"],
           "nurse": ["Staff Nurse", "Nurse Clinician", "Senior Staff Nurse"],
           "coord": ["Nurse Manager", "Nurse Clinician"],
           "pharm": ["Pharmacist"],
           "clerk": ["Patient Service Associate", "Ward Clerk"],
           "flow": ["Bed Management Unit Officer"],
           "para": ["Paramedic"]},
}

LIC_KIND = {"cons": "doc", "reg": "doc", "jr": "doc", "anp": "nurse", "nurse": "nurse",
            "coord": "nurse", "pharm": "pharm", "clerk": None, "flow": "nurse", "para": None}


def slug(s):
    out = []
    for ch in s.lower():
        if ch in "ōō":
            ch = "o"
        if ch in "ā":
            ch = "a"
        if ch in "ū":
            ch = "u"
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return "".join(out)


def hospital_name(rng, country, region=None):
    t = F.town(rng, country, region)
    s = rng.choice(PP.SAINTS)
    if country == "UK":
        opts = ["%s General Hospital" % t, "Royal %s Infirmary" % t, "St %s's Hospital" % s,
                "%s University Hospital" % t, "%s District General Hospital" % t,
                "%s Community Hospital" % t]
        if region == "SCOT":
            opts = ["%s Royal Infirmary" % t, "%s General Hospital" % t, "St %s's Hospital" % s]
        if region == "WAL":
            opts = ["Ysbyty %s" % t, "%s General Hospital" % t]
    elif country == "IE":
        opts = ["University Hospital %s" % t, "%s Regional Hospital" % t,
                "St %s's General Hospital" % s, "%s General Hospital" % t]
    elif country == "US":
        opts = ["%s Medical Center" % t, "%s Memorial Hospital" % t,
                "St. %s Regional Medical Center" % s, "%s Community Hospital" % t]
    elif country == "CA":
        opts = ["%s General Hospital" % t, "%s Regional Health Centre" % t,
                "St. %s's Hospital" % s, "%s District Hospital" % t]
    elif country == "AU":
        opts = ["%s Base Hospital" % t, "%s Hospital" % t, "%s Health" % t,
                "St %s's Private Hospital" % s]
    elif country == "NZ":
        opts = ["%s Hospital" % t, "%s Base Hospital" % t]
    elif country == "ZA":
        opts = ["%s Provincial Hospital" % t, "%s Regional Hospital" % t,
                "%s Private Hospital" % t]
    else:
        e = rng.choice(PP.SG_ESTATES)
        opts = ["%s General Hospital" % e, "%s Hospital" % e]
    return rng.choice(opts)


def practice_name(rng, country):
    w = rng.choice(PP.PRACTICE_WORDS)
    kinds = {"UK": ["Surgery", "Medical Practice", "Health Centre", "Medical Centre", "Group Practice"],
             "IE": ["Medical Centre", "Family Practice", "Surgery", "Primary Care Centre"],
             "US": ["Family Medicine", "Primary Care", "Internal Medicine Associates"],
             "CA": ["Family Health Team", "Medical Clinic", "Family Practice"],
             "AU": ["Medical Centre", "Family Practice", "Health Clinic"],
             "NZ": ["Medical Centre", "Health Centre", "Family Doctors"],
             "ZA": ["Medical Centre", "Family Practice"],
             "SG": ["Family Clinic", "Medical Clinic"]}[country]
    return "%s %s" % (w, rng.choice(kinds))


def ward_name(rng, country):
    r = rng.random()
    if country == "US":
        return rng.choice(["%d %s" % (rng.randint(2, 9), rng.choice(["West", "East", "North", "South"])),
                           "%s Pavilion %d" % (rng.choice(PP.TREES), rng.randint(2, 6))])
    if r < 0.45:
        return "%s Ward" % rng.choice(PP.TREES)
    if r < 0.75:
        return "Ward %d%s" % (rng.randint(1, 32), rng.choice(["", "A", "B", "C", "E", "W"]))
    if r < 0.9:
        return "%s Ward" % rng.choice(PP.SAINTS)
    return "%s Unit" % rng.choice(PP.TREES)


def org_name(rng, kind="employer"):
    w = rng.choice(PP.COMPANY_WORDS)
    if kind == "school":
        return "%s %s" % (w, rng.choice(PP.SCHOOL_KINDS))
    if kind == "care":
        return "%s %s" % (w, rng.choice(["Home Care", "Care Agency", "Community Care",
                                          "Homecare Services"]))
    return "%s %s" % (w, rng.choice(PP.COMPANY_KINDS))


class Ctx:
    def __init__(self, rng, country, genre):
        self.rng = rng
        self.c = country
        self.genre = genre
        self.region = None
        if country == "UK":
            self.region = rng.choices(["ENG", "SCOT", "WAL"], weights=[75, 15, 10])[0]
        ds = F.DATE_STYLES[country]
        self.s_main = rng.choice(ds[0])
        self.s_short = rng.choice(ds[1])
        self.s_long = rng.choice(ds[2])
        start = dt.date(2023, 1, 2)
        self.d0 = start + dt.timedelta(days=rng.randint(0, 1000))
        # patient
        sex = rng.choice("FM")
        self.pt = F.make_person(rng, country, "PATIENT", sex)
        self.title = F.title_for(rng, self.pt)
        band = rng.choices([(18, 39), (40, 64), (65, 84), (85, 101)],
                           weights=[22, 36, 30, 12])[0]
        a = rng.randint(*band)
        self.dob = self.d0 - dt.timedelta(days=int(a * 365.25) + rng.randint(1, 360))
        self.age = self.d0.year - self.dob.year - (
            (self.d0.month, self.d0.day) < (self.dob.month, self.dob.day))
        self.sex = sex
        self.addr = F.Address(rng, country, self.region)
        self.tel = F.phone(rng, country, "land")
        self.mob = F.phone(rng, country, "mob")
        # hospital and unit
        self.hosp = hospital_name(rng, country, self.region)
        self.hosp_addr = F.Address(rng, country, self.region)
        self.hosp_addr.street = "%s %s" % (rng.randint(1, 300), rng.choice(
            ["Hospital Road", "Infirmary Road", "Medical Drive", "College Street",
             "Healthway", "Eastgate Road", "Hospital Lane"]))
        self.hosp_addr.suburb = None
        if country in ("US", "CA", "AU", "ZA", "NZ"):
            self.hosp_addr.state, self.hosp_addr.state_full = self.addr.state, self.addr.state_full
        words = [w for w in self.hosp.split() if w not in ("St", "St.", "Royal", "University", "Hospital",
                                                            "Ysbyty")]
        self.slug = slug(words[0])
        self.domain = rng.choice(["%s.example.org", "%s-health.example.net", "%shospital.example.org",
                                  "%s.example.net"]) % self.slug
        self.unit = rng.choice(UNIT_NAMES[country])
        self.abbr = {"UK": "SDEC", "IE": "AMAU", "AU": rng.choice(["ACC", "HITH"]), "NZ": "AMAU",
                     "CA": "RAC", "US": rng.choice(["CDU", "OBS"]), "ZA": "AMU", "SG": "ATC"}[country]
        self.switch = F.phone(rng, country, "switch" if country == "UK" else "land")
        self.unit_tel = F.phone(rng, country, "land")
        self.unit_ext = F.ext(rng)
        # GP
        self.gp = F.make_person(rng, country, "DOCTOR")
        self.gp_prac = practice_name(rng, country)
        self.gp_addr = F.Address(rng, country, self.region)
        self.gp_addr.city = self.addr.city if rng.random() < 0.6 else self.gp_addr.city
        self.gp_tel = F.phone(rng, country, "land")
        self.gp_fax = F.phone(rng, country, "land")
        self.gp_email = "%s@%s" % (slug(self.gp_prac)[:18], rng.choice(
            ["example.net", "nhs.example.net" if country == "UK" else "example.org", "example.com"]))
        # family / social
        self.nok = F.make_person(rng, country, "FAMILY")
        self.nok_rel = self._rel()
        if self.nok_rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother",
                            "father") and rng.random() < 0.7:
            self.nok.last = self.pt.last
        if self.nok_rel in ("wife", "daughter", "sister", "mother", "niece"):
            self.nok.first = PN.first_name(rng, country, "F")
        elif self.nok_rel in ("husband", "son", "brother", "father", "son-in-law"):
            self.nok.first = PN.first_name(rng, country, "M")
        self.nok_tel = F.phone(rng, country, "mob")
        self.retired = self.age >= 68 and rng.random() < 0.7
        self.job = rng.choice(PP.RETIRED_JOBS if self.retired else PP.JOBS)
        self.employer = org_name(rng)
        # identifiers
        self._ids()
        self._staff = {}
        self.ref_no = self._ref()
        self.acct = self._acct()

    # ------------------------------------------------------------ helpers
    def _rel(self):
        rng = self.rng
        if self.age < 35:
            return rng.choice(["mother", "father", "partner", "sister", "brother", "flatmate"])
        if self.age > 75:
            return rng.choice(["daughter", "son", "wife" if self.sex == "M" else "husband",
                               "niece", "son-in-law", "daughter", "neighbour"])
        return rng.choice(["wife" if self.sex == "M" else "husband", "partner", "daughter",
                           "son", "sister", "brother", "friend"])

    def _ids(self):
        rng, c = self.rng, self.c
        self.ssn = None
        self.hp = None
        self.natid = None
        self.ids = []
        if c == "UK":
            pre = rng.choice(["K", "RX", "M", "H", "A", "E", "W"])
            self.mrn = pre + F.digits(rng, 7 if len(pre) == 1 else 6)
            if self.region == "SCOT":
                self.natid = "%02d%02d%02d%s" % (self.dob.day, self.dob.month, self.dob.year % 100,
                                                 F.digits(rng, 4))
                self.ids = [("CHI", (self.natid, "MRN")), ("Hosp No", (self.mrn, "MRN"))]
            else:
                self.natid = F.nhs_number(rng)
                self.ids = [("NHS No", (self.natid, "MRN")), ("Hosp No", (self.mrn, "MRN"))]
        elif c == "IE":
            self.mrn = F.digits(rng, 7) if rng.random() < 0.7 else "%s%s" % (rng.choice("HMR"), F.digits(rng, 6))
            self.ids = [("MRN", (self.mrn, "MRN"))]
            if rng.random() < 0.5:
                self.hp = F.digits(rng, 7) + F.letters(rng, 1)
                self.ids.append(("GMS No", (self.hp, "HEALTHPLAN")))
            if rng.random() < 0.45:
                self.ssn = F.ssn(rng, "IE")
                self.ids.append(("PPSN", (self.ssn, "SSN")))
        elif c == "US":
            self.mrn = F.digits(rng, 8) if rng.random() < 0.6 else "E" + F.digits(rng, 7)
            self.hp = rng.choice(["%s%s" % (F.letters(rng, 3), F.digits(rng, 6)),
                                  "W%s" % F.digits(rng, 9), "%s%s-01" % (F.letters(rng, 2), F.digits(rng, 7))])
            self.ids = [("MRN", (self.mrn, "MRN")), ("Member ID", (self.hp, "HEALTHPLAN"))]
            if rng.random() < 0.6:
                self.ssn = F.ssn(rng, "US")
                self.ids.append(("SSN", (self.ssn, "SSN")))
        elif c == "CA":
            self.mrn = rng.choice(["H", "M", ""]) + F.digits(rng, 7)
            prov = self.addr.state
            if prov == "BC":
                self.hp = "9%s %s %s" % (F.digits(rng, 3), F.digits(rng, 3), F.digits(rng, 3))
                lab = "PHN"
            elif prov == "ON":
                self.hp = "%s-%s-%s-%s" % (F.digits(rng, 4), F.digits(rng, 3), F.digits(rng, 3),
                                           F.letters(rng, 2))
                lab = "OHIP"
            else:
                self.hp = F.digits(rng, 9)
                lab = "Health Card"
            self.ids = [("MRN", (self.mrn, "MRN")), (lab, (self.hp, "HEALTHPLAN"))]
            if rng.random() < 0.25:
                self.ssn = F.ssn(rng, "CA")
                self.ids.append(("SIN", (self.ssn, "SSN")))
        elif c == "AU":
            self.mrn = F.digits(rng, rng.choice([6, 7, 8]))
            self.hp = "%s %s %s" % (rng.choice("23456") + F.digits(rng, 3), F.digits(rng, 5),
                                    str(rng.randint(1, 5)))
            self.ids = [("UR No", (self.mrn, "MRN")), ("Medicare", (self.hp, "HEALTHPLAN"))]
            if rng.random() < 0.12:
                self.ids.append(("DVA", ("%sX%s" % (rng.choice("NVQW"), F.digits(rng, 6)), "HEALTHPLAN")))
        elif c == "NZ":
            self.mrn = F.letters(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + F.digits(rng, 4)
            self.ids = [("NHI", (self.mrn, "MRN"))]
            if rng.random() < 0.25:
                self.hp = F.digits(rng, 11)
                self.ids.append(("ACC claim", (self.hp, "HEALTHPLAN")))
        elif c == "ZA":
            self.mrn = "%s%s" % (rng.choice(["F", "H", ""]), F.digits(rng, 7))
            self.ids = [("Folder No", (self.mrn, "MRN"))]
            if 1990 <= self.dob.year <= 1999:
                self.ssn = "%02d%02d%02d%s" % (self.dob.year % 100, self.dob.month, self.dob.day,
                                               F.digits(rng, 7))
                self.ids.append(("ID No", (self.ssn, "SSN")))
            if rng.random() < 0.5:
                self.hp = F.digits(rng, 9)
                self.ids.append(("Medical aid no", (self.hp, "HEALTHPLAN")))
        else:
            self.mrn = "%s%s" % (rng.choice(["", "S"]), F.digits(rng, 8))
            self.ids = [("MRN", (self.mrn, "MRN"))]

    def _ref(self):
        rng = self.rng
        y = self.d0.year % 100
        return rng.choice(["SDEC-%d-%05d" % (y, rng.randint(1, 99999)),
                           "REF%s" % F.digits(rng, 8),
                           "%d/%s" % (y, F.digits(rng, 6)),
                           "AEC%s-%s" % (F.digits(rng, 2), F.digits(rng, 4))])

    def _acct(self):
        rng = self.rng
        c = self.c
        if c == "US":
            return rng.choice(["%s-%s" % (F.digits(rng, 4), F.digits(rng, 4)), F.digits(rng, 9)])
        if c == "UK":
            return rng.choice(["%s/%s" % (self.d0.year % 100, F.digits(rng, 6)),
                               "ATT" + F.digits(rng, 7), "E" + F.digits(rng, 8)])
        return rng.choice(["V" + F.digits(rng, 8), "ENC-" + F.digits(rng, 7), F.digits(rng, 10)])

    def D(self, d, style=None):
        return (F.fmt_date(d, style or self.s_main), "DATE")

    def Ds(self, d):
        return (F.fmt_date(d, self.s_short), "DATE")

    def Dl(self, d):
        return (F.fmt_date(d, self.s_long), "DATE")

    def day(self, k):
        return self.d0 + dt.timedelta(days=k)

    def age_t(self):
        return (str(self.age), "AGE")

    def jobp(self):
        """Occupation as pieces: 'retired ' stays outside the span."""
        if self.retired:
            return ["retired ", (self.job, "PROFESSION")]
        return [(self.job, "PROFESSION")]

    def ptitle(self):
        """Title plus surname as pieces: 'Mrs ' + span."""
        return [self.title + " ", self.pt.ln()]

    def staff(self, kind, key=None):
        """A named member of staff (DOCTOR); the same key returns the same person."""
        k = key or kind
        if k not in self._staff:
            rng = self.rng
            p = F.make_person(rng, self.c, "DOCTOR")
            p.role = rng.choice(ROLES[self.c][kind])
            lk = LIC_KIND[kind]
            p.lic = F.licence(rng, self.c, lk) if lk else None
            p.lic_label = F.LICENCE_LABEL[self.c][lk] if lk else None
            p.bleep = F.bleep(rng)
            p.kind = kind
            self._staff[k] = p
        return self._staff[k]

    def email_of(self, p):
        return ("%s@%s" % (p.email_local(), self.domain), "EMAIL")

    def team_email(self, what="sdec"):
        return ("%s@%s" % (what, self.domain), "EMAIL")

    def url(self, path):
        return (self.rng.choice(["www.%s/%s", "https://%s/%s", "%s/%s"]) % (self.domain, path), "URL")

    def phone(self, kind="land"):
        return (F.phone(self.rng, self.c, kind), "PHONE")

    def other_hosp(self):
        return (hospital_name(self.rng, self.c, self.region), "HOSPITAL")

    def ward(self):
        return (ward_name(self.rng, self.c), "HOSPITAL")

    def gp_term(self):
        return GP_TERM[self.c]

    def country_name(self):
        return F.COUNTRY_NAME[self.c]
