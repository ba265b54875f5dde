"""One fictional patient case with family, clinicians, care sites and IDs."""
import datetime
from doc import P
import phi
import pools
from phi import Person, Address, doctor

HP_LABEL = {
    "UK": ["NHS No", "NHS number", "NHS No."],
    "IE": ["Medical card no.", "GMS no.", "Medical Card"],
    "AU": ["Medicare No", "Medicare", "Medicare number"],
    "US": ["Medicare MBI", "MBI", "Member ID"],
}
CA_HP = {"ON": "OHIP", "BC": "PHN", "NS": "HCN", "MB": "PHIN", "AB": "PHN",
         "NB": "Medicare No", "SK": "HSN"}
MRN_LABEL = {
    "UK": ["Hosp No", "Hospital No", "MRN", "Unit No", "RXH No"],
    "IE": ["MRN", "Hospital No", "Chart No"],
    "AU": ["UR", "UR No", "MRN"],
    "CA": ["MRN", "Chart #", "MRN"],
    "US": ["MRN", "MR#", "Med Rec #"],
}
PHYS_CRED = {"UK": ["FRCP", "MRCP", "PhD FRCP", ""], "IE": ["FRCPI", "MRCPI", ""],
             "AU": ["FRACP", "FRACP", ""], "CA": ["MD FRCPC", "MD, FRCPC", "MD"],
             "US": ["MD", "MD", "DO", "MD, PhD"]}
NURSE_CRED = {"UK": ["RGN", "RN", "RN BSc"], "IE": ["RGN", "RANP", "CNS"],
              "AU": ["RN", "CNC", "RN"], "CA": ["RN", "RN, BScN"], "US": ["RN", "BSN, RN", "MSN, RN"]}
ROLES = {
    "coord": {"UK": "MND Care Coordinator", "IE": "Clinical Nurse Specialist (MND)",
              "AU": "MND Nurse Consultant", "CA": "ALS Clinic Nurse Coordinator",
              "US": "ALS Nurse Care Coordinator"},
    "slt": {"UK": "Speech and Language Therapist", "IE": "Senior Speech and Language Therapist",
            "AU": "Speech Pathologist", "CA": "Speech-Language Pathologist",
            "US": "Speech-Language Pathologist"},
    "physiol": {"UK": "Clinical Respiratory Physiologist", "IE": "Respiratory Physiologist",
                "AU": "Respiratory Scientist", "CA": "Registered Respiratory Therapist",
                "US": "Respiratory Therapist"},
    "sw": {"UK": "Social Worker", "IE": "Medical Social Worker", "AU": "Social Worker",
           "CA": "Social Worker", "US": "Clinical Social Worker"},
}
AHP_CRED = {"slt": {"UK": "", "IE": "", "AU": "", "CA": "M.Sc. S-LP(C)", "US": "MS, CCC-SLP"},
            "ot": {"UK": "", "IE": "", "AU": "", "CA": "OT Reg. (Ont.)", "US": "OTR/L"},
            "physiol": {"UK": "", "IE": "", "AU": "", "CA": "RRT", "US": "RRT"},
            "sw": {"UK": "", "IE": "", "AU": "", "CA": "MSW, RSW", "US": "LCSW"}}

PHENO = [
    ("limb-onset ALS", "limb"), ("bulbar-onset MND", "bulbar"), ("limb-onset MND", "limb"),
    ("bulbar-onset ALS", "bulbar"), ("ALS with frontotemporal dementia (ALS-FTD)", "ftd"),
    ("progressive muscular atrophy (PMA)", "limb"), ("flail arm variant MND", "limb"),
    ("respiratory-onset MND", "resp"), ("primary lateral sclerosis (PLS)", "pls"),
    ("progressive bulbar palsy (PBP)", "bulbar"), ("limb-onset ALS, C9orf72 expansion positive", "limb"),
]


GENERIC_STEMS = ["Northgate", "Larchmont", "Whitcombe", "Calder", "Hollister", "Westmere",
                 "Fairhaven", "Eastleigh Park", "Kingsmere", "Riverside"]


def hosp_name(rng, country):
    r = rng.random()
    if r < 0.25:
        return "%s %s" % (rng.choice(pools.SAINTS), rng.choice(["Hospital", "University Hospital", "Medical Center" if country == "US" else "Hospital"]))
    stem = rng.choice(pools.TOWNS[country] + GENERIC_STEMS)
    return "%s %s" % (stem, rng.choice(pools.HOSP_SUFFIX[country]))


class Case:
    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        c = country
        self.date = phi.rand_date(rng, datetime.date(2019, 1, 7), datetime.date(2025, 6, 27))
        while self.date.weekday() >= 5:
            self.date = phi.add_days(self.date, 1)
        self.age = rng.randint(41, 87)
        d0 = self.date
        if d0.month == 2 and d0.day == 29:
            d0 = phi.add_days(d0, -1)
        self.dob = phi.add_days(d0.replace(year=d0.year - self.age), -rng.randint(1, 360))
        self.pt = Person(rng, "PATIENT", c)
        self.sex = self.pt.sex
        he = self.sex == "M"
        self.he, self.his, self.him = ("he", "his", "him") if he else ("she", "her", "her")
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.addr = Address(rng, c)
        self.home = phi.phone(rng, c, "land")
        self.mob = phi.phone(rng, c, "mobile")
        self.email = phi.email(rng, self.pt.first, self.pt.last)
        self.mrn = phi.mrn(rng, c)
        self.mrn_label = rng.choice(MRN_LABEL[c])
        st = self.addr.state[1] if self.addr.state else ""
        self.hp_label = CA_HP.get(st, "Health card") if c == "CA" else rng.choice(HP_LABEL[c])
        self.hp = phi.healthplan(rng, c, "mbi" if (c == "US" and "MBI" in self.hp_label) else None)
        self.ssn = phi.ssn(rng, c)
        self.acct = phi.account(rng, c)
        self.fund = rng.choice(pools.FUNDS[c])
        # history
        self.pheno, self.pkind = rng.choice(PHENO)
        self.Pheno = self.pheno[0].upper() + self.pheno[1:]
        self.onset = phi.add_days(self.date, -rng.randint(200, 1500))
        self.dx = phi.add_days(self.onset, rng.randint(90, 420))
        if self.dx >= phi.add_days(self.date, -20):
            self.dx = phi.add_days(self.date, -rng.randint(20, 60))
        self.dx_age = self.age - (self.date - self.dx).days // 365
        profs = pools.PROFESSIONS_M if he else pools.PROFESSIONS_F
        self.prof = rng.choice(profs)
        self.retired = self.age >= 64 or rng.random() < 0.3
        self.employer = rng.choice(pools.EMPLOYERS)
        # family
        sp_sex = "F" if he else "M"
        if rng.random() < 0.12:
            sp_sex = self.sex
        same = rng.random() < 0.6
        self.sp = Person(rng, "FAMILY", c, sex=sp_sex, last=self.pt.last if same else None)
        if self.sex == "F" and self.pt.title == "Miss":
            self.pt.title = rng.choice(["Mrs", "Ms"])
        self.sp_rel = {"F": rng.choice(["wife", "wife", "partner"]), "M": rng.choice(["husband", "husband", "partner"])}[sp_sex]
        self.sp_age = max(35, self.age + rng.randint(-8, 6))
        self.sp_prof = rng.choice(pools.PROFESSIONS_F if sp_sex == "F" else pools.PROFESSIONS_M)
        self.sp_mob = phi.phone(rng, c, "mobile")
        ch_sex = rng.choice("MF")
        self.ch = Person(rng, "FAMILY", c, sex=ch_sex, last=self.pt.last if rng.random() < 0.6 else None)
        self.ch_rel = "son" if ch_sex == "M" else "daughter"
        self.ch_age = max(16, self.age - rng.randint(22, 36))
        self.ch_mob = phi.phone(rng, c, "mobile")
        self.ch_email = phi.email(rng, self.ch.first, self.ch.last)
        self.ch_town = rng.choice(pools.TOWNS[c])
        self.abroad = rng.choice(pools.ABROAD)
        self.fr = Person(rng, "FAMILY", c)
        self.fr_rel = rng.choice(["neighbour", "friend", "brother-in-law", "sister", "brother", "niece"])
        if c in ("US", "CA"):
            self.fr_rel = self.fr_rel.replace("neighbour", "neighbor")
        self.living_alone = rng.random() < 0.12
        phi.AVOID[:] = [self.pt.last, self.sp.last, self.ch.last, self.fr.last]
        # clinicians
        self.neuro = doctor(rng, c, "Consultant Neurologist" if c in ("UK", "IE", "AU") else "Neurologist", True)
        self.neuro2 = doctor(rng, c, "Specialty Registrar" if c in ("UK", "IE") else ("Neurology Registrar" if c == "AU" else "Neuromuscular Fellow"), True)
        self.resp = doctor(rng, c, "Consultant Respiratory Physician" if c in ("UK", "IE", "AU") else "Pulmonologist", True)
        self.pall = doctor(rng, c, "Consultant in Palliative Medicine" if c in ("UK", "IE", "AU") else "Palliative Care Physician", True)
        self.gp = doctor(rng, c, "GP" if c != "US" else "Primary Care Physician", True)
        self.gastro = doctor(rng, c, "Consultant Gastroenterologist" if c != "US" else "Gastroenterologist", True)
        self.rad = doctor(rng, c, "Interventional Radiologist", True)
        self.coord = doctor(rng, c, ROLES["coord"][c])
        self.slt = doctor(rng, c, ROLES["slt"][c])
        self.ot = doctor(rng, c, "Occupational Therapist")
        self.physio = doctor(rng, c, "Physiotherapist" if c != "US" else "Physical Therapist")
        self.diet = doctor(rng, c, "Dietitian")
        self.physiol = doctor(rng, c, ROLES["physiol"][c])
        self.sw = doctor(rng, c, ROLES["sw"][c])
        self.hnurse = doctor(rng, c, "Hospice Community Nurse Specialist" if c != "US" else "Hospice RN Case Manager")
        self.psych = doctor(rng, c, "Clinical Psychologist", True)
        self.dn = doctor(rng, c, "District Nurse" if c in ("UK", "IE") else "Community Nurse")
        self.typist = doctor(rng, c, "Medical Secretary")
        self.phys_cred = {p: rng.choice(PHYS_CRED[c]) for p in ("neuro", "resp", "pall", "gp")}
        self.nurse_cred = rng.choice(NURSE_CRED[c])
        # sites
        self.hosp = hosp_name(rng, c)
        self.hosp2 = hosp_name(rng, c)
        while self.hosp2 == self.hosp:
            self.hosp2 = hosp_name(rng, c)
        self.hosp_addr = Address(rng, c)
        self.hosp_addr.street = "%s %s" % (rng.choice(["Kelvin", "Fieldhouse", "Marrick", "Sutherland", "Corbett", "Tallis"]), rng.choice(["Road", "Way", "Avenue", "Drive"]))
        self.hosp_addr.street = "%d %s" % (rng.randint(1, 400), self.hosp_addr.street) if c in ("US", "CA", "AU") else self.hosp_addr.street
        self.gp_site = "%s %s" % (rng.choice(pools.TOWNS[c] + pools.STREET_STEMS), rng.choice(pools.GP_SUFFIX[c]))
        if c == "UK" and rng.random() < 0.4:
            self.gp_site = "%s Road Surgery" % rng.choice(pools.STREET_STEMS)
        self.gp_addr = Address(rng, c, town=self.addr.town)
        self.hospice = "%s %s" % (rng.choice(pools.HOSPICE_STEMS), rng.choice(pools.HOSPICE_SUFFIX))
        if self.hospice.endswith("House House"):
            self.hospice = self.hospice[:-6]
        self.pharm = rng.choice(pools.PHARMACY[:2] + pools.PHARMACY[:1] if c in ("UK", "IE", "AU") else [pools.PHARMACY[0], pools.PHARMACY[2], pools.PHARMACY[3]]).format(stem=rng.choice(pools.STREET_STEMS + pools.TOWNS[c]))
        self.ward = rng.choice(pools.WARDS)
        self.bed = str(rng.randint(1, 28))
        self.room = rng.choice([str(rng.randint(1, 14)), "%d%s" % (rng.randint(1, 6), rng.choice("ABC")), str(rng.randint(100, 460))])
        self.building = rng.choice(pools.BUILDINGS)
        self.landmark = rng.choice(pools.LANDMARKS)
        self.charity = rng.choice(pools.CHARITIES)
        self.agency = rng.choice(pools.CARE_AGENCIES)
        self.supplier = rng.choice(pools.SUPPLIERS)
        self.clinic_tel = phi.phone(rng, c, "land")
        self.clinic_fax = phi.phone(rng, c, "land")
        self.clinic_email = phi.role_email(rng, rng.choice(["mnd.clinic", "als.clinic", "neuromuscular", "mndcoordinator", "alsteam", "mnd-team"]))
        self.region = self.addr.state

    # ------------------------------------------------------------ helpers
    def D(self, d, kind="any"):
        if kind in phi.DATE_STYLES:
            return phi.D(d, self.c, phi.dstyle(self.rng, kind))
        return phi.D(d, self.c, kind)

    def Ds(self, d, style):
        return phi.D(d, self.c, style)

    def day(self, n):
        return phi.add_days(self.date, n)

    def pt_any(self, formal=False):
        return self.pt.any(self.rng, formal)

    def pt_ref(self):
        """Short in-text reference to the patient."""
        r = self.rng.random()
        if r < 0.55:
            return self.pt.titled()
        if r < 0.8:
            return self.pt.first_only()
        return self.pt.full()

    def pt_banner_name(self):
        r = self.rng.random()
        if r < 0.4:
            return self.pt.caps()
        if r < 0.6:
            return self.pt.lf()
        if r < 0.85:
            return self.pt.fml()
        return self.pt.titled_full()

    def age_seg(self, style=None, age=None):
        a = self.age if age is None else age
        rng = self.rng
        st = style or rng.choice(["yo", "year-old", "year-old", "y/o", "sex", "aged", "words"])
        sx = self.sex
        if st == "yo":
            return [P("AGE", str(a)), rng.choice([" yo", "yo", " yr old", " yrs"])]
        if st == "year-old":
            return [P("AGE", str(a)), "-year-old"]
        if st == "y/o":
            return [P("AGE", str(a)), " y/o"]
        if st == "sex":
            return [P("AGE", str(a)), rng.choice([sx, " " + sx, "y " + sx])]
        if st == "aged":
            return ["aged ", P("AGE", str(a))]
        if st == "words":
            return [P("AGE", phi.words(a)), "-year-old"]
        if st == "Words":
            w = phi.words(a)
            return [P("AGE", w[0].upper() + w[1:]), "-year-old"]
        raise ValueError(st)

    def a(self, age=None):
        a = self.age if age is None else age
        return "an" if (80 <= a <= 89 or a in (8, 11, 18)) else "a"

    def age_plain(self, age=None):
        return P("AGE", str(self.age if age is None else age))

    def hp_seg(self):
        return P("HEALTHPLAN", self.hp)

    def ids_line(self):
        """Patient identifier line for banners."""
        rng = self.rng
        items = [[self.mrn_label, ": ", P("MRN", self.mrn)]]
        items.append([self.hp_label, ": ", P("HEALTHPLAN", self.hp)])
        rng.shuffle(items)
        return [items[0], rng.choice(["   ", " | ", "  "]), items[1]]

    def phys(self, p, key=None):
        """Signature name for physician with credential outside."""
        cred = self.phys_cred.get(key, "") if key else ""
        return [p.t(), p.full(), (", " + cred if (cred and self.c in ("US", "CA")) else (" " + cred if cred else ""))]

    def addr_line(self):
        return self.addr.oneline()

    def state(self):
        return self.addr.state_seg()

    def H(self, name=None):
        return P("HOSPITAL", name or self.hosp)
