"""The Case: one invented patient with staff, care sites and identifiers, per note."""
import datetime as dt

from core import pick, chance, digits, letters, fmt_date, add_days, rand_date, S, set_locale, US_SUBS, CA_SUBS
import pools_names as PN
import pools_places as PP
import persona as P

TERMS = {
    #       gp word,   team word,                       coordinator,              consultant,
    "UK": ("GP", "CMHT", "Care Coordinator", "Consultant Psychiatrist"),
    "IE": ("GP", "CMHT", "Key Worker", "Consultant Psychiatrist"),
    "US": ("PCP", "outpatient team", "Case Manager", "Attending Psychiatrist"),
    "CA": ("family physician", "community mental health team", "Case Manager", "Psychiatrist"),
    "AU": ("GP", "community mental health team", "Case Manager", "Consultant Psychiatrist"),
    "NZ": ("GP", "community mental health team", "Key Worker", "Consultant Psychiatrist"),
    "ZA": ("GP", "community psychiatric clinic", "Community Psychiatric Nurse", "Psychiatrist"),
    "SG": ("family physician", "outpatient clinic", "Case Manager", "Senior Consultant Psychiatrist"),
}
CRED = {
    "UK": ("MRCPsych", "RMN", "MPharm"), "IE": ("MRCPsych", "RPN", "MPSI"),
    "US": ("MD", "RN", "PharmD"), "CA": ("MD, FRCPC", "RN", "RPh"),
    "AU": ("FRANZCP", "RN", "BPharm"), "NZ": ("FRANZCP", "RN", "BPharm"),
    "ZA": ("FCPsych(SA)", "RN", "BPharm"), "SG": ("MMed (Psych)", "RN", "BSc (Pharm)"),
}


def hospital_name(rng, cc, town):
    saint = pick(rng, PP.SAINTS)
    opts = {
        "UK": ["%s General Hospital" % town, "%s Royal Infirmary" % town, "St %s's Hospital" % saint,
               "%s Community Hospital" % town, "%s District General Hospital" % town],
        "IE": ["University Hospital %s" % town, "St %s's Hospital" % saint, "%s General Hospital" % town,
               "Mercy Hospital %s" % town],
        "US": ["%s Medical Center" % town, "St. %s Regional Hospital" % saint, "%s Memorial Hospital" % town,
               "%s Behavioral Health Center" % town],
        "CA": ["%s General Hospital" % town, "Hôpital Saint-%s" % saint, "%s District Health Centre" % town,
               "%s Regional Hospital" % town],
        "AU": ["%s Hospital" % town, "%s Base Hospital" % town, "%s District Hospital" % town],
        "NZ": ["%s Hospital" % town, "%s Base Hospital" % town],
        "ZA": ["%s Provincial Hospital" % town, "%s Hospital" % town, "%s Psychiatric Hospital" % town],
        "SG": ["%s General Hospital" % pick(rng, PP.SG_STREETS), "%s Institute of Mind Health" % pick(rng, PP.SG_STREETS)],
    }[cc]
    return pick(rng, opts)


def team_name(rng, cc, town):
    opts = {
        "UK": ["%s CMHT" % town, "%s Community Mental Health Team" % town, "%s North CMHT" % town,
               "%s Recovery Team" % town, "%s Early Intervention Service" % town],
        "IE": ["%s CMHT" % town, "%s Community Mental Health Team" % town, "%s Sector Team" % town],
        "US": ["%s Community Mental Health Center" % town, "%s ACT Team" % town, "%s Outpatient Psychiatry" % town],
        "CA": ["%s Community Mental Health Program" % town, "%s Assertive Community Treatment Team" % town],
        "AU": ["%s Community Mental Health Service" % town, "%s Mental Health Team" % town],
        "NZ": ["%s Community Mental Health" % town, "%s Adult Mental Health Team" % town],
        "ZA": ["%s Community Psychiatry Clinic" % town, "%s Mental Health Clinic" % town],
        "SG": ["%s Community Psychiatry Clinic" % pick(rng, PP.SG_STREETS)],
    }[cc]
    return pick(rng, opts)


def practice_name(rng, cc, town, surname):
    base = pick(rng, PP.STREET_BASES)
    opts = {
        "UK": ["%s Medical Centre" % town, "%s Surgery" % base, "%s Health Centre" % town,
               "The %s Practice" % base, "%s Road Surgery" % base],
        "IE": ["%s Medical Practice" % town, "%s Family Practice" % base, "%s Health Centre" % town],
        "US": ["%s Family Medicine" % town, "%s Primary Care Associates" % town, "%s Internal Medicine" % base],
        "CA": ["%s Family Health Team" % town, "%s Medical Clinic" % base, "%s Community Health Centre" % town],
        "AU": ["%s Medical Centre" % town, "%s Family Practice" % base, "%s Street Clinic" % base],
        "NZ": ["%s Medical Centre" % town, "%s Health Centre" % town, "%s Family Doctors" % base],
        "ZA": ["%s Family Practice" % town, "%s Medical Centre" % base],
        "SG": ["%s Polyclinic" % pick(rng, PP.SG_STREETS), "%s Family Clinic" % base],
    }[cc]
    return pick(rng, opts)


def pharmacy_name(rng, cc, town, surname):
    base = pick(rng, PP.STREET_BASES)
    opts = {
        "UK": ["%s Pharmacy" % town, "%s's Pharmacy" % surname, "%s Chemist" % base, "%s Late Night Pharmacy" % town],
        "IE": ["%s's Pharmacy" % surname, "%s Pharmacy" % town, "%s Hall Pharmacy" % base],
        "US": ["%s Community Pharmacy" % town, "%s Apothecary" % surname, "%s Drug" % town],
        "CA": ["%s Pharmacy" % town, "Pharmacie %s" % surname, "%s Drug Mart" % base],
        "AU": ["%s Discount Chemist" % town, "%s's Pharmacy" % surname, "%s Plaza Pharmacy" % base],
        "NZ": ["%s Pharmacy" % town, "%s Village Pharmacy" % base, "%s Health Pharmacy" % town],
        "ZA": ["%s Pharmacy" % town, "%s Apteek" % base],
        "SG": ["%s Pharmacy" % pick(rng, PP.SG_STREETS), "%s Medical Hall" % surname],
    }[cc]
    return pick(rng, opts)


def org_name(rng, cc, kind, town=None, surname=None):
    town = town or pick(rng, PP.TOWNS[cc])
    if cc == "SG" and town == "Singapore":
        town = pick(rng, PP.SG_STREETS)
    if kind == "employer":
        k = rng.randint(0, 3)
        if k == 0 and surname:
            return "%s & Sons %s" % (surname, pick(rng, PP.TRADES))
        if k == 1:
            return "%s %s" % (pick(rng, PP.BUSINESS_ADJ), pick(rng, PP.TRADES))
        return "%s %s" % (town, pick(rng, PP.TRADES))
    if kind == "college":
        return pick(rng, ["%s College" % town, "%s Community College" % town, "%s Institute of Technology" % town,
                          "%s Recovery College" % town, "%s Adult Learning Centre" % town])
    if kind == "church":
        return pick(rng, ["St %s's Church" % pick(rng, PP.SAINTS), "%s Baptist Church" % town,
                          "%s Gurdwara" % town, "%s Central Mosque" % town, "%s Kingdom Hall" % town,
                          "Grace Fellowship %s" % town])
    if kind == "housing":
        return pick(rng, ["%s Housing Trust" % town, "%s Supported Living" % pick(rng, PP.TREES),
                          "%s Housing Association" % pick(rng, PP.BUSINESS_ADJ), "%s Tenancy Support" % town])
    if kind == "club":
        return pick(rng, ["%s Rovers FC" % town, "%s Men's Shed" % town, "%s Harriers" % town,
                          "%s Rugby Club" % town, "%s Allotment Society" % town])
    if kind == "ngo":
        return pick(rng, ["%s Clubhouse" % town, "%s Hearing Voices Group" % town,
                          "%s Carers Centre" % town, "%s Work Options" % town])
    raise ValueError(kind)


class Site:
    def __init__(self, rng, cc, name, town=None):
        self.name = name
        self.addr = P.Address(rng, cc)
        if town:
            self.addr.city = town
        self.tel = P.phone(rng, cc, "land")
        self.fax = P.phone(rng, cc, "land")
        slug = P.ascii_fold(name).lower()[:14].strip(".")
        self.email = slug + "@" + pick(rng, P.DOMAINS + P.CC_DOMAINS[cc])

    def n(self):
        return S("HOSPITAL", self.name)


class Case:
    def __init__(self, rng, cc, drug="clozapine"):
        self.rng, self.cc, self.drug = rng, cc, drug
        set_locale(US_SUBS if cc == "US" else (CA_SUBS if cc == "CA" else []))
        self.fbc = "CBC" if cc in ("US", "CA") else "FBC"
        self.ds = pick(rng, P.DATE_STYLES[cc])
        self.today = rand_date(rng, 2019, 2025)
        if self.today > dt.date(2025, 9, 30):
            self.today = add_days(self.today, -120)
        t = TERMS[cc]
        self.gp_word, self.team_word, self.cc_role, self.cons_role = t
        self.cred_doc, self.cred_nurse, self.cred_pharm = CRED[cc]
        sex = "M" if chance(rng, 0.62 if drug == "clozapine" else 0.45) else "F"
        self.pt = P.make_person(rng, cc, "PATIENT", sex=sex)
        self.sex = sex
        lo, hi = (19, 72) if drug == "clozapine" else (21, 84)
        self.age = rng.randint(lo, hi)
        self.dob = add_days(self.today, -(self.age * 365 + self.age // 4 + rng.randint(1, 360)))
        from core import age_on
        self.age = age_on(self.dob, self.today)
        if sex == "M":
            self.title = "Mr"
        else:
            self.title = pick(rng, ["Ms", "Mrs", "Miss", "Ms"])
        if chance(rng, 0.04):
            self.title = "Mx"
        self.he, self.him, self.his = ("he", "him", "his") if sex == "M" else ("she", "her", "her")
        self.nick = PN.NICK.get(self.pt.first)
        self.addr = P.Address(rng, cc)
        self.tel_home = P.phone(rng, cc, "land")
        self.tel_mob = P.phone(rng, cc, "mob")
        self.email = P.email_for(rng, self.pt.first, self.pt.last, pick(rng, ["example.com", "example.net", "example.org"]))
        self.mrn = P.mrn(rng, cc)
        self.hp_label, self.hp = P.healthplan(rng, cc, self.dob)
        self.ssn = P.ssn(rng, cc)
        self.reg_no = pick(rng, ["", "Z", "C", "D", "CL-", "R"]) + P.digits(rng, 6, True)
        self.sid_k = rng.randint(0, 3)
        self.acct = pick(rng, ["", "V", "ENC", "A"]) + P.digits(rng, rng.randint(7, 10), True)
        self.pharma = pick(rng, PP.PHARMA)
        if cc == "US":
            self.registry = None
        elif cc == "CA":
            self.registry = self.pharma + " Monitoring Network"
        else:
            self.registry = self.pharma + pick(rng, [" Clozapine Monitoring Service", " Patient Monitoring Service",
                                                     " Clozapine Registry"])
        used = []
        D, N, Ph = "doc", "nurse", "pharm"
        self.cons = P.staff(rng, cc, D, self.cons_role, used)
        self.junior = P.staff(rng, cc, D, pick(rng, ["Specialty Registrar", "Resident", "Registrar", "Speciality Doctor"]), used)
        self.nurse = P.staff(rng, cc, N, "Clozapine Nurse Specialist" if drug == "clozapine" else "Lithium Clinic Nurse", used)
        self.ccw = P.staff(rng, cc, N, self.cc_role, used)
        self.pharm = P.staff(rng, cc, Ph, "Community Pharmacist", used)
        self.mhpharm = P.staff(rng, cc, Ph, "Mental Health Pharmacist", used)
        self.gp = P.staff(rng, cc, D, self.gp_word, used)
        self.clerk = P.staff(rng, cc, N, "Administrator", used)
        self.phleb = P.staff(rng, cc, N, "Phlebotomist", used)
        self.extra = [P.staff(rng, cc, N, "Nurse", used) for _ in range(3)]
        town = self.addr.city if cc != "SG" else "Singapore"
        t2 = pick(rng, PP.TOWNS[cc])
        self.hosp = Site(rng, cc, hospital_name(rng, cc, pick(rng, [town, t2]) if cc != "SG" else town), None)
        self.team = Site(rng, cc, team_name(rng, cc, town if cc != "SG" else pick(rng, PP.SG_STREETS)))
        clin_town = pick(rng, [town, t2]) if cc != "SG" else pick(rng, PP.SG_STREETS)
        self.clinic = Site(rng, cc, "%s %s Clinic" % (clin_town, "Clozapine" if drug == "clozapine" else "Lithium"))
        self.ward = S("HOSPITAL", "%s %s" % (pick(rng, PP.TREES + PP.BIRDS), pick(rng, ["Ward", "Ward", "Unit", "Ward"])))
        self.practice = Site(rng, cc, practice_name(rng, cc, town if cc != "SG" else pick(rng, PP.SG_STREETS), self.gp.last))
        self.pharmacy = Site(rng, cc, pharmacy_name(rng, cc, town if cc != "SG" else "", self.pharm.last))
        if cc == "UK":
            a, b = pick(rng, PP.TOWNS["UK"]), pick(rng, PP.TOWNS["UK"])
            self.trust = S("HOSPITAL", pick(rng, ["%s and %s Partnership NHS Foundation Trust" % (a, b),
                                                  "%s Mental Health NHS Trust" % a,
                                                  "%s Health and Care NHS Foundation Trust" % a]))
        elif cc == "IE":
            self.trust = S("HOSPITAL", "%s Mental Health Services" % pick(rng, PP.TOWNS["IE"]))
        elif cc == "NZ":
            self.trust = S("HOSPITAL", "%s Mental Health and Addiction Services" % pick(rng, PP.TOWNS["NZ"]))
        elif cc == "AU":
            self.trust = S("HOSPITAL", "%s Mental Health Service" % pick(rng, PP.TOWNS["AU"]))
        else:
            self.trust = self.hosp.n()
        # family / social
        rel, rsex = pick(rng, PN.RELATIONS)
        if rel in ("wife", "husband") and self.age < 24:
            rel, rsex = "mother", "F"
        if rel in ("daughter", "son") and self.age < 38:
            rel, rsex = "sister", "F"
        self.kin = rel not in ("friend", "neighbour", "foster carer")
        if rel in ("foster carer", "grandmother") and self.age > 30:
            rel, rsex = "brother", "M"
        self.rel = rel
        fam = P.make_person(rng, cc, "FAMILY", sex=rsex if rsex != "X" else None)
        if rel in ("mother", "father", "sister", "brother", "daughter", "son", "grandmother") and chance(rng, 0.7):
            fam.last = self.pt.last
        self.fam = fam
        self.fam_tel = P.phone(rng, cc, pick(rng, ["mob", "land"]))
        self.fam_prof = pick(rng, PP.REL_PROFESSIONS)
        self.prof = pick(rng, PP.PROFESSIONS)
        self.employed = chance(rng, 0.35)
        self.employer = org_name(rng, cc, "employer", surname=pick(rng, PN.SURN[pick(rng, PN.ORIGINS)]))
        self.college = org_name(rng, cc, "college")
        self.housing = org_name(rng, cc, "housing")
        self.ngo = org_name(rng, cc, "ngo")
        self.church = org_name(rng, cc, "church")
        self.club = org_name(rng, cc, "club")
        self.abroad = pick(rng, PP.ABROAD)
        self.vehicle = P.vehicle(rng, cc)
        self.car = pick(rng, PP.CAR_MODELS)
        self.ben = chance(rng, 0.12)
        self.room = (pick(rng, ["Room ", "Clinic Room ", "Rm "]), str(rng.randint(1, 24)) + pick(rng, ["", "", "A", "B"]))
        self.building = pick(rng, PP.TREES + PP.BIRDS) + " " + pick(rng, ["House", "Building", "Pavilion", "Wing", "Centre"])
        # dose
        if drug == "clozapine":
            self.dose = pick(rng, [150, 200, 225, 250, 275, 300, 300, 350, 400, 450, 500, 550, 600])
        else:
            self.dose = pick(rng, [200, 400, 400, 600, 800, 800, 1000, 1200])
        self.li_brand = pick(rng, {"UK": ["Priadel", "Camcolit", "Priadel", "lithium carbonate MR (Priadel)"],
                                   "IE": ["Priadel", "Camcolit"], "US": ["lithium carbonate ER", "Lithobid", "lithium carbonate"],
                                   "CA": ["Carbolith", "Lithane", "lithium carbonate"], "AU": ["Lithicarb", "Quilonum SR"],
                                   "NZ": ["Lithicarb FC", "Priadel"], "ZA": ["Camcolit", "Lithium carbonate"],
                                   "SG": ["lithium carbonate", "Priadel"]}[cc])
        self.cz_brand = pick(rng, {"UK": ["Clozaril", "Denzapine", "Zaponex", "clozapine"], "IE": ["Clozaril", "Denzapine"],
                                   "US": ["clozapine", "Clozaril", "Versacloz"], "CA": ["Clozaril", "Gen-Clozapine", "clozapine"],
                                   "AU": ["Clozaril", "Clopine"], "NZ": ["Clozaril", "Clopine"], "ZA": ["Leponex", "Clozapine"],
                                   "SG": ["Clozaril", "clozapine"]}[cc])

    # ------------------------------------------------------------ helpers
    def D(self, d, style=None):
        return S("DATE", fmt_date(d, self.cc, style or self.ds))

    def Dn(self, n, style=None):
        return self.D(add_days(self.today, n), style)

    def ph(self, kind="land"):
        return S("PHONE", P.phone(self.rng, self.cc, kind))

    def fax(self):
        return S("FAX", P.phone(self.rng, self.cc, "land"))

    def age_s(self):
        return S("AGE", str(self.age))

    def hp_s(self):
        return S("HEALTHPLAN", self.hp)

    def mrn_s(self):
        return S("MRN", self.mrn)

    def reg_s(self):
        return S("IDNUM", self.reg_no)

    def sid(self, d=None):
        return S("IDNUM", P.sample_id(self.rng, (d or self.today).year, self.sid_k))

    def room_frag(self):
        """Room number: the word 'Room' stays outside the span."""
        return [self.room[0], S("LOCATION_OTHER", self.room[1])]

    def user(self, p):
        if getattr(p, "uname", None) is None:
            p.uname = P.username(self.rng, p)
        return S("USERNAME", p.uname)

    def em(self, p):
        return S("EMAIL", P.email_for(self.rng, p.first, p.last, cc=self.cc))

    def lic(self, p):
        return [p.lic_label + " ", S("LICENSE", p.lic)]

    def org(self, name):
        return S("ORGANIZATION", name)

    def registry_frag(self):
        if self.registry is None:
            return "Clozapine REMS"
        return S("ORGANIZATION", self.registry)

    def anc(self, v):
        """Format an ANC/WBC value (in 10^9/L) in local units."""
        if self.cc == "US":
            return "{:,}".format(int(round(v * 1000, -1)))
        return "%.1f" % v

    def anc_unit(self):
        return "/µL" if self.cc == "US" else " x10^9/L"

    def li_unit(self):
        return "mEq/L" if self.cc == "US" else "mmol/L"

    def ident_block(self, sep="  "):
        """Typical identity strip: name, DOB, health no, MRN."""
        out = [self.pt.up() if chance(self.rng, 0.5) else self.pt.fml(), sep, "DOB: ", self.D(self.dob)]
        out += [sep, self.hp_label + ": ", self.hp_s()]
        out += [sep, pick(self.rng, ["MRN: ", "Hosp No: ", "Unit No: ", "RN: "]), self.mrn_s()]
        return out
