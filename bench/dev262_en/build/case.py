"""A 'case': one invented patient with the people, places, IDs and dates a note
about them may mention, plus helpers that render names in many surface forms."""
import datetime as dt

import phi
import pools_names as PN
import pools_places as PL

SURNAME_FIX = {"Ni-Bhriain": "Ni Bhriain", "Van-Dijk": "van Dijk", "De-Vries": "de Vries",
               "Dela-Cruz": "Dela Cruz"}


def wpick(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= weights[k]
        if r < 0:
            return k
    return keys[-1]


class Person:
    def __init__(self, first, last, sex, middle=None, title=None):
        self.first, self.last, self.sex, self.middle, self.title = first, last, sex, middle, title
        self.nick = PN.NICKNAMES.get(first)
        self.creds = ""
        self.role = ""
        self.lic = None
        self.lic_kind = ""

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self, dots=False):
        parts = [self.first[0], self.last[0]]
        if dots:
            return ".".join(parts) + "."
        return "".join(parts)


def make_person(rng, country, sex=None, origin=None):
    if sex is None:
        sex = rng.choice("FM")
    if origin is None:
        origin = wpick(rng, PN.ORIGIN_WEIGHTS[country])
    fem, mal = PN.GIVEN[origin]
    first = rng.choice(fem if sex == "F" else mal)
    # surnames sometimes from another origin (mixed families)
    sorigin = origin if rng.random() < 0.8 else wpick(rng, PN.ORIGIN_WEIGHTS[country])
    last = rng.choice(PN.SURNAMES[sorigin])
    last = SURNAME_FIX.get(last, last)
    middle = None
    if rng.random() < 0.35:
        fem2, mal2 = PN.GIVEN[wpick(rng, PN.ORIGIN_WEIGHTS[country])]
        middle = rng.choice(fem2 if sex == "F" else mal2)
        if middle == first:
            middle = None
    title = rng.choice(PN.TITLES_F if sex == "F" else PN.TITLES_M)
    if rng.random() < 0.02:
        title = "Mx"
    return Person(first, last, sex, middle, title)


# --------------------------------------------------------------- name renderings
def name(p, typ, rng, style=None, titled=None):
    """Return pieces for a person's name; titles stay outside the span."""
    if style is None:
        style = rng.choice(["full", "full", "title_last", "title_last", "title_full", "first",
                            "init_last", "last_first", "full_mid", "title_init_last", "upper"])
    t = p.title if titled is None else titled
    if style == "full":
        return [(typ, p.full)]
    if style == "full_mid":
        if p.middle:
            mid = p.middle if rng.random() < 0.5 else p.middle[0] + "."
            return [(typ, "%s %s %s" % (p.first, mid, p.last))]
        return [(typ, p.full)]
    if style == "title_last":
        return [t + " ", (typ, p.last)]
    if style == "title_full":
        return [t + " ", (typ, p.full)]
    if style == "title_init_last":
        return [t + " ", (typ, "%s%s %s" % (p.first[0], rng.choice([".", ""]), p.last))]
    if style == "first":
        return [(typ, p.first)]
    if style == "nick":
        return [(typ, p.nick or p.first)]
    if style == "init_last":
        return [(typ, "%s. %s" % (p.first[0], p.last))]
    if style == "last_first":
        mid = (" " + p.middle[0]) if (p.middle and rng.random() < 0.5) else ""
        return [(typ, "%s, %s%s" % (p.last.upper(), p.first.upper(), mid.upper()))] if rng.random() < 0.5 \
            else [(typ, "%s, %s%s" % (p.last, p.first, mid))]
    if style == "upper":
        return [(typ, p.full.upper())]
    if style == "initials":
        return [(typ, p.initials(dots=rng.random() < 0.5))]
    if style == "last":
        return [(typ, p.last)]
    raise ValueError(style)


def doc(p, rng, style=None, creds=True):
    """A clinician's name with optional title/credentials outside the span."""
    if style is None:
        style = rng.choice(["dr_last", "dr_full", "full_creds", "full_creds", "init_creds", "full",
                            "dr_init"])
    is_dr = p.lic_kind in ("doctor",) or p.creds.startswith("Dr")
    dr = rng.choice(["Dr ", "Dr. "]) if is_dr else ""
    if not is_dr and style in ("dr_last", "dr_full", "dr_init"):
        style = "full_creds"
    cr = ""
    if creds and p.creds and not p.creds.startswith("Dr"):
        cr = rng.choice([", ", " "]) + p.creds
    if style == "dr_last":
        return [dr, ("DOCTOR", p.last)]
    if style == "dr_full":
        return [dr, ("DOCTOR", p.full)]
    if style == "dr_init":
        return [dr, ("DOCTOR", "%s. %s" % (p.first[0], p.last))]
    if style == "full_creds":
        return [("DOCTOR", p.full), cr]
    if style == "init_creds":
        return [("DOCTOR", "%s %s" % (p.first[0], p.last)), cr]
    if style == "first":
        return [("DOCTOR", p.first)]
    if style == "initials":
        return [("DOCTOR", p.initials().lower() if rng.random() < 0.5 else p.initials())]
    return [("DOCTOR", p.full)]


# --------------------------------------------------------------- clinicians
ROLES = {
    "UK": {
        "consultant": (["Consultant in Rehabilitation Medicine", "Consultant Respiratory Physician",
                        "Consultant Physician, Post-COVID Service", "Clinical Lead, Long COVID Service",
                        "Consultant in Infectious Diseases"], ["MBChB FRCP", "MRCP", "FRCP", "MBBS MRCP(UK)", "BM BCh FRCP"], "doctor"),
        "physio": (["Specialist Physiotherapist", "Clinical Specialist Physiotherapist", "Band 7 Physiotherapist"], ["MCSP", "BSc MCSP", "MSc MCSP"], "ahp"),
        "ot": (["Occupational Therapist", "Highly Specialist Occupational Therapist"], ["BSc OT", "HCPC reg."], "ahp"),
        "nurse": (["Clinical Nurse Specialist", "Post-COVID Nurse Practitioner", "Staff Nurse"], ["RGN", "RN", "NMP"], "nurse"),
        "psych": (["Clinical Psychologist", "Counselling Psychologist"], ["Dr"], "ahp"),
        "physiologist": (["Chief Cardiac Physiologist", "Clinical Physiologist", "Senior Respiratory Physiologist"], ["AGSM", "BSc", "RCCP"], "ahp"),
        "gp": (["General Practitioner", "GP Partner", "Salaried GP"], ["MRCGP", "MBChB MRCGP", "MBBS"], "doctor"),
        "admin": (["Service Coordinator", "Medical Secretary", "Admin Team Leader"], [""], "admin"),
        "ohp": (["Consultant Occupational Physician", "Occupational Health Physician"], ["MFOM", "FFOM", "AFOM"], "doctor"),
        "ohn": (["Occupational Health Nurse Adviser", "OH Advisor"], ["RGN SCPHN(OH)", "RN"], "nurse"),
        "registrar": (["Specialty Registrar", "ST5 Rehabilitation Medicine", "Clinical Fellow"], ["MRCP"], "doctor"),
    },
    "US": {
        "consultant": (["Attending Physician, PM&R", "Director, Post-COVID Recovery Clinic", "Pulmonologist",
                        "Cardiologist", "Internal Medicine Attending"], ["MD", "DO", "MD, MPH", "MD, PhD"], "doctor"),
        "physio": (["Physical Therapist", "Board-Certified Cardiopulmonary PT"], ["PT, DPT", "DPT, CCS", "PT"], "ahp"),
        "ot": (["Occupational Therapist"], ["OTR/L", "MS, OTR/L"], "ahp"),
        "nurse": (["Nurse Practitioner", "RN Care Coordinator", "Clinical Nurse"], ["NP-C", "RN, BSN", "FNP-BC", "RN"], "nurse"),
        "psych": (["Psychologist", "Rehabilitation Psychologist"], ["Dr"], "ahp"),
        "physiologist": (["Exercise Physiologist", "Autonomic Lab Technologist"], ["RCEP", "ACSM-CEP", "CNIM"], "ahp"),
        "gp": (["Primary Care Physician", "Family Physician"], ["MD", "DO", "MD, FAAFP"], "doctor"),
        "admin": (["Patient Services Coordinator", "Scheduler", "Referral Coordinator"], [""], "admin"),
        "ohp": (["Occupational Medicine Physician"], ["MD, MPH", "DO"], "doctor"),
        "ohn": (["Case Manager", "Disability Case Manager"], ["RN, CCM", "CRC"], "nurse"),
        "registrar": (["PGY-3 Resident", "Fellow"], ["MD", "DO"], "doctor"),
    },
    "CA": {
        "consultant": (["Physiatrist", "Respirologist", "Internist, Post-COVID-19 Condition Clinic",
                        "Medical Lead"], ["MD, FRCPC", "MD FRCPC", "MDCM, FRCPC"], "doctor"),
        "physio": (["Physiotherapist", "Registered Physiotherapist"], ["PT", "MScPT"], "ahp"),
        "ot": (["Occupational Therapist"], ["OT Reg. (Ont.)", "OT", "MScOT"], "ahp"),
        "nurse": (["Nurse Practitioner", "Registered Nurse, Clinic Coordinator"], ["NP-PHC", "RN"], "nurse"),
        "psych": (["Psychologist"], ["Dr"], "ahp"),
        "physiologist": (["Clinical Exercise Physiologist", "Cardiology Technologist"], ["CEP", "RCT"], "ahp"),
        "gp": (["Family Physician"], ["MD, CCFP", "MD CCFP(EM)", "MD"], "doctor"),
        "admin": (["Clinic Clerk", "Intake Coordinator", "Unit Clerk"], [""], "admin"),
        "ohp": (["Occupational Medicine Specialist"], ["MD, FRCPC", "MD, CCBOM"], "doctor"),
        "ohn": (["Disability Case Manager", "OHN"], ["RN, COHN(C)", "CDMP"], "nurse"),
        "registrar": (["PGY-4 Resident", "Clinical Fellow"], ["MD"], "doctor"),
    },
    "IE": {
        "consultant": (["Consultant Respiratory Physician", "Consultant in Infectious Diseases",
                        "Consultant Physician in Rehabilitation Medicine"], ["MB BCh BAO, MRCPI", "FRCPI", "MRCPI"], "doctor"),
        "physio": (["Senior Physiotherapist", "Clinical Specialist Physiotherapist"], ["MISCP", "BSc Physio, MISCP"], "ahp"),
        "ot": (["Senior Occupational Therapist"], ["AOTI", "BSc OT"], "ahp"),
        "nurse": (["Clinical Nurse Specialist", "Advanced Nurse Practitioner"], ["RGN", "RANP", "RGN, MSc"], "nurse"),
        "psych": (["Senior Clinical Psychologist"], ["Dr"], "ahp"),
        "physiologist": (["Senior Cardiac Physiologist", "Clinical Measurement Scientist"], ["BSc", "MSc"], "ahp"),
        "gp": (["General Practitioner"], ["MICGP", "MB MICGP", "MRCGP"], "doctor"),
        "admin": (["Clinic Administrator", "Grade IV Secretary"], [""], "admin"),
        "ohp": (["Consultant Occupational Physician"], ["MFOM", "LFOM", "MICGP, LFOM"], "doctor"),
        "ohn": (["Occupational Health Nurse"], ["RGN"], "nurse"),
        "registrar": (["Specialist Registrar", "SHO"], ["MRCPI", "MB"], "doctor"),
    },
}


def make_clinician(rng, country, role):
    titles, creds, kind = ROLES[country][role]
    p = make_person(rng, country)
    p.role = rng.choice(titles)
    p.creds = rng.choice(creds)
    p.lic_kind = kind
    if p.creds == "Dr":
        p.lic_kind = "psych"
    lic_role = {"doctor": "doctor", "nurse": "nurse"}.get(kind, "ahp")
    if p.creds == "Dr":
        lic_role = "psych"
    elif role == "physiologist":
        lic_role = "physiologist"
    p.lic_label, p.lic = phi.clin_licence(rng, country, lic_role)
    p.phone = phi.phone(rng, country, mobile=False, ext=rng.random() < 0.5)
    p.email = phi.email_person(rng, p.first, p.last, work=True)
    p.user = phi.username(rng, p.first, p.last)
    return p


# --------------------------------------------------------------- institutions
def inst_stem(rng):
    return rng.choice(PL.INST_STEMS).replace("-", " ")


def hospital_name(rng, country):
    if rng.random() < 0.25:
        return "St %s's %s" % (rng.choice(PL.SAINTS), rng.choice(["Hospital", "University Hospital", "General Hospital"]))
    return "%s %s" % (inst_stem(rng), rng.choice(PL.HOSP_SUFFIX[country]))


def practice_name(rng, country):
    stem = rng.choice([inst_stem(rng), rng.choice(PL.STREET_STEMS) + rng.choice([" Park", " Road", " Lane", " Street", ""])])
    return "%s %s" % (stem, rng.choice(PL.PRACTICE_SUFFIX[country]))


def employer_name(rng):
    k = rng.random()
    if k < 0.6:
        return "%s %s" % (rng.choice(PL.EMPLOYER_HEADS), rng.choice(PL.EMPLOYER_TAILS))
    if k < 0.8:
        return "%s %s" % (inst_stem(rng), rng.choice(PL.COUNCIL_TAILS))
    return rng.choice(PL.UNIVERSITY_FMT).format(s=inst_stem(rng))


def street(rng, country):
    stem = rng.choice(PL.STREET_STEMS)
    suf = {"UK": PL.UK_STREET_SUFFIX, "US": PL.US_STREET_SUFFIX, "CA": PL.CA_STREET_SUFFIX,
           "IE": PL.IE_STREET_SUFFIX}[country]
    num = rng.randint(1, 240) if country in ("UK", "IE") else rng.randint(10, 9800)
    s = "%d %s %s" % (num, stem, rng.choice(suf))
    r = rng.random()
    if country == "UK" and r < 0.15:
        s = "Flat %d, %s" % (rng.randint(1, 24), s)
    elif country in ("US", "CA") and r < 0.2:
        s += rng.choice([", Apt %d" % rng.randint(1, 40), " Unit %d" % rng.randint(100, 2400),
                         ", Apt. %d%s" % (rng.randint(1, 9), rng.choice("ABCD"))])
    elif country == "IE" and r < 0.15:
        s = "Apt %d, %s" % (rng.randint(1, 60), s)
    return s


def postcode(rng, country, key):
    L = "ABDEFGHJLNPQRSTUWXYZ"
    if country == "UK":
        return "%s%d %d%s%s" % (key, rng.randint(1, 19), rng.randint(0, 9), rng.choice(L), rng.choice(L))
    if country == "US":
        z = key + "%02d" % rng.randint(0, 99)
        return z + ("-%04d" % rng.randint(0, 9999) if rng.random() < 0.2 else "")
    if country == "CA":
        return "%s%d%s %d%s%d" % (key, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L),
                                   rng.randint(0, 9))
    return "%s %s%d%s%d" % (key, rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(10, 99))


class Address:
    def __init__(self, rng, country):
        self.country = country
        self.street = street(rng, country)
        self.district = None
        if country == "UK":
            c = rng.choice(PL.UK_CITIES)
            self.city, self.county, self.nation = c[0], c[1], c[3]
            self.state = None
            self.zip = postcode(rng, country, c[2])
            if rng.random() < 0.3:
                self.district = rng.choice(PL.UK_DISTRICTS).replace("-", " ")
        elif country == "US":
            c = rng.choice(PL.US_CITIES)
            self.city, self.state, self.state_name, self.county = c[0], c[1], c[2], None
            self.zip = postcode(rng, country, c[3])
        elif country == "CA":
            c = rng.choice(PL.CA_CITIES)
            self.city, self.state, self.state_name, self.county = c[0], c[1], c[2], None
            self.zip = postcode(rng, country, c[3])
        else:
            c = rng.choice(PL.IE_TOWNS)
            self.city, self.county, self.state = c[0], c[1], None
            self.zip = postcode(rng, country, c[2])

    def pieces(self, rng, oneline=None, with_country=False):
        """Address as pieces, split into street / city / state / zip spans."""
        if oneline is None:
            oneline = rng.random() < 0.6
        sep = ", " if oneline else "\n"
        out = [("STREET", self.street), sep]
        if self.country == "UK":
            if self.district:
                out += [("CITY", self.district), sep]
            out += [("CITY", self.city.upper() if rng.random() < 0.2 else self.city)]
            if rng.random() < 0.3:
                out += [sep, ("CITY", self.county)]
            out += [sep if rng.random() < 0.5 else " ", ("ZIP", self.zip)]
        elif self.country == "IE":
            out += [("CITY", self.city)]
            if self.city != self.county or rng.random() < 0.5:
                out += [sep, "Co. ", ("CITY", self.county)]
            out += [sep, ("ZIP", self.zip)]
        else:
            st = self.state if rng.random() < 0.8 else self.state_name
            out += [("CITY", self.city), ", ", ("STATE", st), rng.choice([" ", "  "]), ("ZIP", self.zip)]
        if with_country:
            cname = {"UK": "United Kingdom", "US": "USA", "CA": "Canada", "IE": "Ireland"}[self.country]
            out += [sep, ("COUNTRY", cname)]
        return out


# --------------------------------------------------------------- the case
class Case:
    def __init__(self, rng, country):
        self.country = country
        self.pt = make_person(rng, country)
        self.addr = Address(rng, country)
        self.clinic_date = phi.rand_date(rng, dt.date(2021, 3, 1), dt.date(2024, 11, 28))
        self.infection = self.clinic_date - dt.timedelta(days=rng.randint(100, 900))
        if self.infection < dt.date(2020, 3, 1):
            self.infection = dt.date(2020, 3, 1) + dt.timedelta(days=rng.randint(0, 60))
        self.referral = self.clinic_date - dt.timedelta(days=rng.randint(20, 160))
        if self.referral <= self.infection:
            self.referral = self.infection + dt.timedelta(days=30)
        self.age = rng.choice([rng.randint(19, 35), rng.randint(30, 55), rng.randint(30, 55),
                               rng.randint(45, 70), rng.randint(66, 91)])
        byear = self.clinic_date.year - self.age
        self.dob = dt.date(byear, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        # recompute exact age
        cd = self.clinic_date
        self.age = cd.year - self.dob.year - ((cd.month, cd.day) < (self.dob.month, self.dob.day))
        self.sex = self.pt.sex
        self.he = "she" if self.sex == "F" else "he"
        self.his = "her" if self.sex == "F" else "his"
        self.him = "her" if self.sex == "F" else "him"
        self.cl = {r: make_clinician(rng, country, r) for r in sorted(ROLES[country])}
        self.gp_practice = practice_name(rng, country)
        self.gp_addr = Address(rng, country)
        self.hospital = hospital_name(rng, country)
        self.hospital2 = hospital_name(rng, country)
        self.trust = "%s %s" % (inst_stem(rng), rng.choice(PL.TRUST_SUFFIX[country]))
        self.service = "%s %s" % (inst_stem(rng), rng.choice(PL.POSTCOVID_SERVICE[country]))
        self.service_generic = rng.choice(PL.POSTCOVID_SERVICE[country])
        self.clinic_addr = Address(rng, country)
        self.pharmacy = "%s %s" % (rng.choice(PL.STREET_STEMS + PL.INST_STEMS).replace("-", " "), rng.choice(PL.PHARMACY_SUFFIX))
        self.ward = rng.choice(["%s Ward" % rng.choice(PL.WARD_NAMES), "Ward %d%s" % (rng.randint(1, 40), rng.choice(["", "A", "B", "C"]))])
        self.building = rng.choice(PL.BUILDINGS).replace("-", " ")
        self.room = rng.choice(["Room %d" % rng.randint(1, 30), "Room %d.%02d" % (rng.randint(0, 5), rng.randint(1, 40)),
                                "Clinic Room %d" % rng.randint(1, 14), "Suite %d" % rng.randint(100, 450),
                                "Consult Room %s" % rng.choice("ABCDEFG"), "Exam Room %d" % rng.randint(1, 20)])
        prof = rng.choice(PL.PROFESSIONS)
        if country == "US":
            prof = PL.PROF_US.get(prof, prof)
        elif country == "CA":
            prof = PL.PROF_CA.get(prof, prof)
        self.profession = prof
        self.employer = employer_name(rng)
        self.manager = make_person(rng, country)
        self.partner = make_person(rng, country, sex=rng.choice("FM"))
        self.partner.last = self.pt.last if rng.random() < 0.6 else self.partner.last
        self.partner_rel = rng.choice(["wife", "husband", "partner", "partner", "fiancee" if self.partner.sex == "F" else "fiance"])
        if self.partner_rel == "wife" and self.partner.sex == "M":
            self.partner_rel = "husband"
        if self.partner_rel == "husband" and self.partner.sex == "F":
            self.partner_rel = "wife"
        self.partner_prof = rng.choice(PL.PROFESSIONS)
        self.child = make_person(rng, country)
        self.child.last = self.pt.last
        self.child_rel = "daughter" if self.child.sex == "F" else "son"
        self.child_age = rng.randint(2, 17) if self.age < 55 else rng.randint(20, 45)
        self.parent = make_person(rng, country, sex=rng.choice("FM"))
        self.parent.last = self.pt.last
        self.parent_rel = "mother" if self.parent.sex == "F" else "father"
        self.friend = make_person(rng, country)
        self.insurer = rng.choice(PL.INSURERS[country]).replace("-", " ")
        self.origin_country = rng.choice(PL.COUNTRIES_ELSEWHERE)
        self.travel_country = rng.choice(PL.COUNTRIES_ELSEWHERE)
        # identifiers
        self.mrn = phi.mrn(rng, country)
        if country == "UK":
            scot = self.addr.nation == "Scotland"
            self.hpid = phi.chi_number(rng, self.dob) if scot else phi.nhs_number(rng)
            self.hpid_label = "CHI" if scot else rng.choice(["NHS No", "NHS number", "NHS#", "NHS No."])
        elif country == "US":
            self.hpid = phi.member_id_us(rng)
            self.hpid_label = rng.choice(["Member ID", "Ins ID", "Subscriber ID", "Policy #"])
        elif country == "CA":
            self.hpid = phi.health_card_ca(rng, self.addr.state)
            self.hpid_label = {"ON": "OHIP", "BC": "PHN", "QC": "RAMQ"}.get(self.addr.state, "Health card #")
        else:
            self.hpid = phi.medical_card_ie(rng)
            self.hpid_label = rng.choice(["Medical Card No", "GMS No.", "Med card"])
        self.ssn = phi.ssn(rng, country)
        self.ssn_label = {"US": "SSN", "CA": "SIN", "IE": "PPSN", "UK": ""}[country]
        self.acct = phi.account(rng)
        self.pt_phone = phi.phone(rng, country, mobile=True)
        self.pt_home = phi.phone(rng, country, mobile=False)
        self.pt_email = phi.email_person(rng, self.pt.first, self.pt.last)
        self.pt_user = phi.portal_handle(rng, self.pt.first) if rng.random() < 0.5 else phi.username(rng, self.pt.first, self.pt.last)
        self.clinic_phone = phi.phone(rng, country, mobile=False)
        self.clinic_fax = phi.phone(rng, country, mobile=False)
        self.clinic_email = phi.email_team(rng, self.service.split()[0] + rng.choice(["postcovid", "longcovid", "lc", "fatigue"]))
        self.gp_phone = phi.phone(rng, country, mobile=False)
        self.gp_fax = phi.phone(rng, country, mobile=False)
        self.gp_email = phi.email_team(rng, self.gp_practice.split()[0])
        self.partner_phone = phi.phone(rng, country, mobile=True)
        self.employer_phone = phi.phone(rng, country, mobile=False, ext=rng.random() < 0.4)
        self.manager_email = phi.email_person(rng, self.manager.first, self.manager.last, work=True)

    # convenience wrappers -------------------------------------------------
    def date(self, rng, d, style=None):
        return ("DATE", phi.fmt_date(rng, d, self.country, style))

    def short(self, rng, d):
        return ("DATE", phi.fmt_short(rng, d, self.country))

    def wdate(self, rng, d):
        return ("DATE", phi.fmt_weekday_date(rng, d, self.country))

    def monyear(self, rng, d):
        return ("DATE", phi.fmt_month_year(rng, d))

    def after(self, days):
        return self.clinic_date + dt.timedelta(days=days)

    def pname(self, rng, style=None):
        return name(self.pt, "PATIENT", rng, style)

    def age_piece(self, rng, age=None):
        a = self.age if age is None else age
        if rng.random() < 0.08 and a < 100:
            return ("AGE", phi.words(a))
        return ("AGE", str(a))

    def sexchar(self, rng):
        return self.sex if rng.random() < 0.7 else ("female" if self.sex == "F" else "male")

    def hp(self):
        return [self.hpid_label + ": ", ("HEALTHPLAN", self.hpid)]
