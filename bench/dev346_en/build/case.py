"""Per-note case (one patient and the people and places around them) and shared clinical text."""
import datetime

import pools as PL
import core
from core import (P, Person, Addr, D, rdate, plus, phone, fax, email_person, email_team, url, mrn, natid,
                  natid_label, healthplan, ssn, site_name, ward, license, wchoice)

COUNTRIES = [("UK", 30), ("US", 18), ("AU", 15), ("CA", 12), ("NZ", 12), ("IE", 13)]
FEM_REL = {"daughter", "wife", "sister", "niece", "granddaughter", "daughter-in-law"}
MALE_REL = {"son", "husband", "brother", "nephew", "grandson", "son-in-law"}

CONS_TITLE = {
    "UK": ["Consultant Orthogeriatrician", "Consultant Rheumatologist", "Consultant Physician (Metabolic Bone)",
           "Consultant Endocrinologist", "Consultant in Medicine for Older People"],
    "IE": ["Consultant Geriatrician", "Consultant Rheumatologist", "Consultant Endocrinologist"],
    "US": ["MD, Endocrinology", "MD, Geriatric Medicine", "DO, Rheumatology", "MD, Bone Health Program"],
    "CA": ["MD FRCPC, Endocrinology", "MD FRCPC, Geriatric Medicine", "MD FRCPC, Rheumatology"],
    "AU": ["Consultant Endocrinologist", "Staff Specialist, Geriatric Medicine", "VMO Rheumatology"],
    "NZ": ["Consultant Physician, Health of Older People", "Consultant Endocrinologist", "Consultant Rheumatologist"],
}
NURSE_TITLE = {
    "UK": ["Fracture Liaison Nurse Specialist", "FLS Coordinator", "Osteoporosis CNS", "Bone Health Nurse"],
    "IE": ["Clinical Nurse Specialist, Bone Health", "FLS Co-ordinator", "ANP Osteoporosis"],
    "US": ["RN, Fracture Liaison Coordinator", "NP, Bone Health", "RN BSN, FLS Navigator"],
    "CA": ["RN, Fracture Screening Coordinator", "NP, Osteoporosis Clinic", "RN, FLS Coordinator"],
    "AU": ["CNC Fracture Liaison", "FLS Coordinator (CNC)", "Nurse Practitioner, Bone Health"],
    "NZ": ["Fracture Liaison Nurse", "CNS Fracture Liaison Service", "Nurse Practitioner, Bone Health"],
}


def age_from(dob, d):
    return d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


class Case(object):
    def __init__(self, r, cc=None):
        self.cc = cc = cc or wchoice(r, COUNTRIES)
        core.CUR[0] = cc
        self.pt = Person(r, "PATIENT", sex="F" if r.random() < 0.74 else "M")
        self.sex = self.pt.sex
        self.anchor = rdate(r, 2020, 2025)
        age = wchoice(r, [(r.randint(50, 64), 2), (r.randint(65, 79), 4), (r.randint(80, 89), 4), (r.randint(90, 99), 1)])
        self.dob = datetime.date(self.anchor.year - age - 1, r.randint(1, 12), r.randint(1, 28))
        self.dob = plus(self.dob, r.randint(0, 360))
        self.age = age_from(self.dob, self.anchor)
        self.addr = Addr(r, cc)
        self.home = phone(r, cc, mobile=False, city=self.addr.city)
        self.mob = phone(r, cc, mobile=True)
        self.email = email_person(r, self.pt)
        self.mrn = mrn(r, cc, self.addr.city)
        self.nat = natid(r, cc, self.addr.city)
        self.natlab = natid_label(cc, self.addr.city)
        if self.natlab == "MRN":
            self.nat = self.mrn
        if self.natlab == "CHI":
            self.nat = P(self.dob.strftime("%d%m%y") + "".join(r.choice("0123456789") for _ in range(4)), "MRN")
        self.hplab, self.hp = healthplan(r, cc)
        self.ssnlab, self.ssn = ssn(r, cc)
        self.prof = P(r.choice(PL.PROFESSIONS), "PROFESSION")
        self.fam = []
        rels = list(PL.RELATIONS)
        for _ in range(2):
            rel = r.choice(rels)
            rels.remove(rel)
            if rel in ("husband", "wife"):
                rel = "husband" if self.sex == "F" else "wife"
            sx = "F" if rel in FEM_REL else "M" if rel in MALE_REL else None
            p = Person(r, "FAMILY", sex=sx)
            if rel in ("husband", "wife", "son", "daughter", "brother", "grandson") and r.random() < 0.6:
                p.last = self.pt.last
            self.fam.append((rel, p))
        self.fam_prof = P(r.choice(PL.PROFESSIONS), "PROFESSION")
        self.gp = Person(r, "DOCTOR")
        self.practice = P(site_name(r, PL.PRACTICE_PAT[cc]), "HOSPITAL")
        self.paddr = Addr(r, cc, place=self.addr.place)
        self.pphone = phone(r, cc, mobile=False, city=self.paddr.city)
        self.pfax = fax(r, cc, city=self.paddr.city)
        self.hosp = P(site_name(r, PL.HOSP_PAT[cc]), "HOSPITAL")
        self.haddr = Addr(r, cc, place=self.addr.place if r.random() < 0.85 else None)
        self.dphone = phone(r, cc, mobile=False, ext=r.random() < 0.3, city=self.haddr.city)
        self.dfax = fax(r, cc, city=self.haddr.city)
        self.demail = email_team(r, self.hosp.v)
        self.cons = Person(r, "DOCTOR")
        self.cons_title = r.choice(CONS_TITLE[cc])
        self.nurse = Person(r, "DOCTOR")
        self.nurse_title = r.choice(NURSE_TITLE[cc])
        self.rad = Person(r, "DOCTOR")
        self.pharm = Person(r, "DOCTOR")
        self.reg = Person(r, "DOCTOR")
        self.physio = Person(r, "DOCTOR")
        self.sec = Person(r, "DOCTOR")
        self.ward = P(ward(r, cc), "HOSPITAL")
        self.bed = P(str(r.randint(1, 30)), "LOCATION_OTHER")
        self.carehome = P(site_name(r, PL.CAREHOME_PAT), "HOSPITAL") if r.random() < 0.25 else None
        self.pharmacy = P(site_name(r, PL.PHARM_PAT), "HOSPITAL")
        self.employer = P(site_name(r, PL.EMPLOYER_PAT), "ORGANIZATION")
        self.fx = r.choice(FRACTURES)
        self.fxdate = plus(self.anchor, -r.randint(14, 120))
        self.gpterm = {"US": "PCP", "CA": "family physician"}.get(cc, "GP")

    def dt(self, r, d, style=None):
        return D(r, d, style, self.cc)

    def lic(self, r, role="doc"):
        return license(r, self.cc, role)

    def pname(self, r):
        """Patient name in a random format, with or without title."""
        k = r.randint(0, 6)
        if k == 0:
            return [self.pt.title + " ", self.pt.n("last")]
        if k == 1:
            return [self.pt.title + " ", self.pt.n("full")]
        return self.pt.n(["full", "fml", "LF", "lf", "fmfl"][k - 2])


FRACTURES = [
    ("left distal radius", "fall from standing height onto outstretched hand", "S52.50"),
    ("right distal radius", "slipped on ice outside home", "S52.50"),
    ("left neck of femur (intracapsular)", "fall at home, found on floor", "S72.00"),
    ("right intertrochanteric femur", "tripped on rug", "S72.10"),
    ("L1 vertebral body (wedge)", "lifting shopping, sudden back pain", "M80.08"),
    ("T12 and L2 vertebral bodies", "incidental on CT abdomen", "M80.08"),
    ("right proximal humerus", "missed step on stairs", "S42.20"),
    ("left superior and inferior pubic rami", "fall in garden", "S32.50"),
    ("right ankle (bimalleolar)", "twisted ankle stepping off kerb", "S82.80"),
    ("sacral insufficiency", "no clear trauma", "M48.58"),
    ("left proximal humerus", "fall from standing in kitchen", "S42.20"),
    ("right 5th metatarsal", "inversion on uneven pavement", "S92.30"),
    ("multiple ribs (left 6-8)", "fall against bath", "S22.40"),
    ("left wrist (Colles' type)", "fall while walking dog", "S52.50"),
    ("right patella", "fall onto knee in supermarket", "S82.00"),
    ("T8 vertebral compression (grade 2)", "coughing episode", "M80.08"),
]

DRUGS = ["alendronic acid 70 mg once weekly", "risedronate 35 mg once weekly", "ibandronic acid 150 mg monthly",
         "zoledronic acid 5 mg IV annually", "denosumab 60 mg s/c every 6 months", "teriparatide 20 mcg s/c daily",
         "romosozumab 210 mg s/c monthly", "raloxifene 60 mg daily", "alendronate 70 mg weekly (Fosamax)",
         "Prolia 60 mg s/c 6-monthly", "Aclasta 5 mg IV yearly", "Forteo 20 mcg daily"]
CALCIUM = {"UK": ["Adcal-D3 1 tablet bd", "Accrete D3 1 tablet bd", "Calcichew-D3 Forte 1 bd", "colecalciferol 800 IU daily",
                  "Invita D3 25,000 IU monthly"],
           "IE": ["Calcichew-D3 Forte 1 bd", "Ideos 1 tablet bd", "colecalciferol 800 IU daily"],
           "US": ["calcium carbonate 600 mg + D3 800 IU bid", "vitamin D3 2,000 IU daily", "calcium citrate 500 mg bid"],
           "CA": ["vitamin D3 1,000 IU daily", "calcium carbonate 500 mg daily", "vitamin D 50,000 IU weekly x 8"],
           "AU": ["Caltrate Plus 1 daily", "Ostelin 1000 IU daily", "cholecalciferol 1000 IU daily"],
           "NZ": ["colecalciferol 1.25 mg monthly", "calcium carbonate 1.25 g daily", "Cal-D-Forte 1 daily"]}
OTHER_MEDS = ["amlodipine 5 mg od", "omeprazole 20 mg od", "lansoprazole 30 mg od", "prednisolone 5 mg od",
              "levothyroxine 100 mcg od", "apixaban 5 mg bd", "metformin 500 mg bd", "atorvastatin 40 mg nocte",
              "sertraline 50 mg od", "letrozole 2.5 mg od", "anastrozole 1 mg od", "furosemide 40 mg od",
              "zopiclone 7.5 mg nocte", "ramipril 5 mg od", "bisoprolol 2.5 mg od", "gabapentin 300 mg tds",
              "paracetamol 1 g qds", "co-codamol 30/500 prn", "tamsulosin 400 mcg od", "methotrexate 15 mg weekly"]
RISKS = ["previous fragility fracture", "parental hip fracture", "current smoker (10/day)", "ex-smoker",
         "alcohol 3+ units/day", "oral glucocorticoids >= 5 mg/day for > 3 months", "rheumatoid arthritis",
         "early menopause", "low BMI (18.6)", "aromatase inhibitor therapy", "androgen deprivation therapy",
         "type 1 diabetes", "coeliac disease", "anorexia nervosa (historical)", "hyperthyroidism (treated)"]

BMD_SITES = [("L1-L4", 1.047, 0.110), ("Femoral neck", 0.858, 0.120), ("Total hip", 0.942, 0.122),
             ("1/3 radius", 0.681, 0.060)]


def bmd_rows(r, age, sites=None):
    base = r.uniform(-3.6, -0.6)
    out = []
    for name, mean, sd in BMD_SITES:
        if sites and name not in sites:
            continue
        t = round(base + r.uniform(-0.8, 0.8), 1)
        z = round(t + max(0.0, (age - 35) * 0.025) + r.uniform(-0.2, 0.2), 1)
        out.append((name, "%.3f" % (mean + t * sd), "%+.1f" % t if t else "0.0", "%+.1f" % z if z else "0.0"))
    return out


def who_cat(rows):
    m = min(float(x[2]) for x in rows)
    return "osteoporosis" if m <= -2.5 else "osteopenia (low bone mass)" if m < -1.0 else "normal bone density"


LABS = [("Adjusted calcium", 2.10, 2.60, "mmol/L", 2), ("Phosphate", 0.8, 1.5, "mmol/L", 2),
        ("Alkaline phosphatase", 30, 130, "U/L", 0), ("Creatinine", 45, 110, "umol/L", 0),
        ("eGFR", 30, 90, "mL/min/1.73m2", 0), ("25-OH vitamin D", 25, 120, "nmol/L", 0),
        ("PTH", 1.6, 6.9, "pmol/L", 1), ("TSH", 0.3, 4.2, "mU/L", 2), ("CTX", 0.1, 0.7, "ug/L", 2),
        ("P1NP", 15, 70, "ug/L", 0), ("Albumin", 35, 50, "g/L", 0), ("Haemoglobin", 115, 160, "g/L", 0),
        ("Bone ALP", 5.5, 22.9, "ug/L", 1), ("Magnesium", 0.7, 1.0, "mmol/L", 2), ("Testosterone", 8.6, 29.0, "nmol/L", 1)]


def lab_rows(r, names=None, k=None):
    pool = [x for x in LABS if names is None or x[0] in names]
    if k:
        pool = r.sample(pool, min(k, len(pool)))
    out = []
    for name, lo, hi, unit, dp in pool:
        v = r.uniform(lo - (hi - lo) * 0.25, hi + (hi - lo) * 0.3)
        v = max(v, lo * 0.4)
        if name == "eGFR":
            v = r.uniform(22, 95)
        flag = "L" if v < lo else "H" if v > hi else ""
        vs = ("%." + str(dp) + "f") % v
        rng = ("%." + str(dp) + "f-%." + str(dp) + "f") % (lo, hi) if name != "eGFR" else ">60"
        if name == "eGFR" and v > 90:
            vs, flag = ">90", ""
        out.append((name, vs, unit, rng, flag))
    return out


def frax(r):
    mof = round(r.uniform(6, 38), 1)
    hip = round(min(mof * r.uniform(0.15, 0.6), 25), 1)
    return mof, hip
