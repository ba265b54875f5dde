"""Study, site and participant contexts shared by the dev217_en genre modules."""
import fakers as F
import pools_people as PP
import pools_places as PL

STUDIES = [
    {"code": "NXR-4410", "ip": "NXR-4410 10 mg tablets", "form": "tablet", "dose": "10 mg PO once daily",
     "desc": "oral JAK1 inhibitor", "ind": "moderate-to-severe rheumatoid arthritis", "phase": "3",
     "aes": ["herpes zoster (disseminated)", "community-acquired pneumonia", "deep vein thrombosis",
             "ALT increased >5x ULN", "neutrophil count decreased (grade 3)"],
     "labs": [("ALT", "U/L", 10, 240), ("AST", "U/L", 12, 190), ("ANC", "x10^9/L", 0.6, 6.5),
              ("Hb", "g/dL", 8.1, 15.2), ("CRP", "mg/L", 1, 96)]},
    {"code": "HLV-2071", "ip": "HLV-2071 pre-filled pen 2.5 mg", "form": "pen", "dose": "2.5 mg SC once weekly",
     "desc": "once-weekly GLP-1/GIP dual agonist", "ind": "type 2 diabetes mellitus", "phase": "3",
     "aes": ["acute pancreatitis", "diabetic ketoacidosis", "acute kidney injury",
             "severe hypoglycaemia requiring assistance", "cholecystitis"],
     "labs": [("HbA1c", "%", 6.2, 11.4), ("FPG", "mg/dL", 88, 310), ("lipase", "U/L", 20, 1450),
              ("creatinine", "mg/dL", 0.7, 3.4), ("eGFR", "mL/min/1.73m2", 24, 104)]},
    {"code": "AUR-0632", "ip": "AUR-0632 50 mg capsules", "form": "capsule", "dose": "50 mg PO BID",
     "desc": "oral factor XIa inhibitor", "ind": "non-valvular atrial fibrillation", "phase": "2b",
     "aes": ["upper gastrointestinal haemorrhage", "subdural haematoma after fall", "haematuria requiring transfusion",
             "ischaemic stroke", "syncope"],
     "labs": [("Hb", "g/dL", 6.8, 14.9), ("platelets", "x10^9/L", 90, 380), ("INR", "", 0.9, 1.6),
              ("aPTT", "s", 28, 74), ("creatinine", "mg/dL", 0.8, 2.1)]},
    {"code": "TSP-551", "ip": "TSP-551 100 mg/mL vial", "form": "vial", "dose": "100 mg SC q8w",
     "desc": "anti-IL-23 monoclonal antibody", "ind": "moderate-to-severe plaque psoriasis", "phase": "3",
     "aes": ["cellulitis of left leg", "anaphylactic reaction", "latent TB reactivation",
             "major depressive episode with suicidal ideation", "appendicitis"],
     "labs": [("WBC", "x10^9/L", 3.1, 16.8), ("ALT", "U/L", 11, 88), ("CRP", "mg/L", 1, 140),
              ("PASI", "", 0.4, 28.6), ("IgE", "IU/mL", 20, 900)]},
    {"code": "QLB-907", "ip": "QLB-907 200 mg IV infusion", "form": "vial", "dose": "200 mg IV q3w",
     "desc": "PD-1 inhibitor with platinum doublet", "ind": "stage IV non-small cell lung cancer", "phase": "3",
     "aes": ["immune-mediated colitis (grade 3)", "febrile neutropenia", "pneumonitis (grade 2)",
             "immune-mediated hepatitis", "pulmonary embolism"],
     "labs": [("ANC", "x10^9/L", 0.3, 7.2), ("TSH", "mIU/L", 0.02, 18.5), ("ALT", "U/L", 14, 410),
              ("creatinine", "mg/dL", 0.6, 2.6), ("platelets", "x10^9/L", 38, 410)]},
    {"code": "STL-220", "ip": "STL-220 inhaler 400 mcg", "form": "inhaler", "dose": "400 mcg inhaled BID",
     "desc": "inhaled PDE4 inhibitor", "ind": "COPD with frequent exacerbations", "phase": "2",
     "aes": ["acute exacerbation of COPD requiring admission", "atrial fibrillation with RVR",
             "weight loss >10%", "paradoxical bronchospasm", "lower respiratory tract infection"],
     "labs": [("FEV1", "L", 0.7, 2.4), ("SpO2", "%", 84, 98), ("eosinophils", "x10^9/L", 0.05, 0.9),
              ("K", "mmol/L", 3.1, 5.6), ("NT-proBNP", "pg/mL", 60, 4200)]},
    {"code": "KTB-301", "ip": "KTB-301 fixed-dose combination tablets", "form": "tablet",
     "dose": "4 tablets PO once daily", "desc": "4-month rifapentine-based regimen",
     "ind": "drug-sensitive pulmonary tuberculosis", "phase": "3",
     "aes": ["drug-induced liver injury", "peripheral neuropathy (grade 3)", "QTcF prolongation >500 ms",
             "severe cutaneous reaction", "thrombocytopenia"],
     "labs": [("ALT", "U/L", 15, 520), ("bilirubin", "mg/dL", 0.3, 4.8), ("QTcF", "ms", 388, 512),
              ("platelets", "x10^9/L", 42, 390), ("uric acid", "mg/dL", 3.2, 11.5)]},
    {"code": "KVX-12", "ip": "KVX-12 RSV prefusion F vaccine 0.5 mL", "form": "syringe",
     "dose": "0.5 mL IM single dose", "desc": "RSV prefusion F subunit vaccine",
     "ind": "prevention of RSV lower respiratory tract disease in older adults", "phase": "3",
     "aes": ["Guillain-Barre syndrome", "atrial fibrillation", "acute myocardial infarction",
             "hip fracture after fall", "cellulitis at injection site"],
     "labs": [("temperature", "C", 36.2, 39.4), ("CK", "U/L", 40, 1900), ("troponin I", "ng/L", 2, 3800),
              ("WBC", "x10^9/L", 4.0, 14.2), ("CRP", "mg/L", 1, 120)]},
]

CONMEDS = ["metformin 1000 mg BID", "atorvastatin 40 mg nightly", "amlodipine 5 mg daily",
           "lisinopril 10 mg daily", "omeprazole 20 mg daily", "levothyroxine 75 mcg daily",
           "methotrexate 15 mg weekly", "folic acid 5 mg weekly", "aspirin 75 mg daily",
           "tiotropium 18 mcg inhaled daily", "salbutamol PRN", "paracetamol 1 g PRN",
           "sertraline 50 mg daily", "insulin glargine 22 units at night", "bisoprolol 2.5 mg daily",
           "telmisartan 40 mg daily", "vitamin D3 60,000 IU weekly", "prednisolone 5 mg daily",
           "pantoprazole 40 mg daily", "glimepiride 2 mg daily", "furosemide 40 mg mane",
           "apixaban 5 mg BID (stopped at screening)", "pyridoxine 25 mg daily"]

HISTORY = ["long-standing hypertension", "type 2 diabetes", "hypothyroidism", "GERD",
           "osteoarthritis of knees", "ex-smoker, 30 pack-years", "CKD stage 3a",
           "prior cholecystectomy", "depression, stable", "benign prostatic hyperplasia",
           "asthma in childhood", "dyslipidaemia", "obesity (BMI 34)", "chronic low back pain"]


class Site:
    def __init__(self, rng, country, study=None):
        self.country = country
        self.study = study or rng.choice(STUDIES)
        self.hospital = rng.choice(PL.HOSPITALS[country])
        self.ward = rng.choice(PL.WARDS[country])
        self.pharmacy_name = rng.choice(PL.PHARMACIES[country])
        self.number = str(rng.choice([101, 104, 112, 118, 203, 207, 215, 301, 306, 322, 410, 455, 512, 618, 702]))
        self.addr = F.site_address(rng, country)
        self.phone = F.phone(rng, country, kind="land", ext=rng.random() < 0.4)
        self.fax = F.phone(rng, country, kind="land")
        self.pi, self.subi, self.crc, self.pharm, self.cra, self.nurse = F.staff(rng, country, 6)
        self.cra_country = country
        self.sponsor = "Kestrel Vaccines" if self.study["code"] == "KVX-12" else \
            rng.choice([s for s in PL.SPONSORS if s != "Kestrel Vaccines"])
        self.cro = rng.choice(PL.CROS)
        self.lab = rng.choice(PL.LABS)
        self.courier = rng.choice(PL.COURIERS)
        self.style = F.date_style(rng, country)
        self.room = rng.choice(["B-114", "2.07", "G14", "Room 318", "C-209", "4B", "115A", "LG-03"])
        self.building = rng.choice(PL.BUILDINGS)
        self.crc_email = F.email(rng, self.crc, self.hospital)
        self.pi_email = F.email(rng, self.pi, self.hospital)
        self.cra_email = F.email(rng, self.cra, self.cro)
        self.crc_user = F.username(rng, self.crc)
        self.cra_user = F.username(rng, self.cra)
        self.pharm_user = F.username(rng, self.pharm)
        self.protocol = "%s-%s%02d" % (self.study["code"].split("-")[0], rng.choice(["C", "P", "CL", ""]),
                                       rng.randint(1, 31))

    def d(self, date, style=None):
        return ("DATE", F.fmt_date(date, style or self.style))

    def subject_id(self, rng):
        return "%s-%s" % (self.number, "%03d" % rng.randint(1, 140) if rng.random() < 0.5 else "%04d" % rng.randint(1, 300))

    def screen_no(self, rng):
        return rng.choice(["S%s-%03d", "SCR-%s-%03d", "%s-S%03d"]) % (self.number, rng.randint(1, 180))

    def rand_no(self, rng):
        return rng.choice(["R%05d", "RAND-%04d", "%06d"]) % rng.randint(1000, 99999)

    def kit(self, rng):
        return rng.choice(["K-%06d", "%06d", "KIT%05d", "MED-%05d"]) % rng.randint(10000, 99999)

    def lot(self, rng):
        return rng.choice(["LOT %s%d", "Lot %s%d", "Batch %s%d"]) % (F.letters(rng, 2), rng.randint(10000, 99999))


class Participant:
    def __init__(self, rng, site, ref, age_range=(24, 84)):
        c = site.country
        self.country = c
        self.person = F.Person(rng, c)
        self.age = rng.randint(*age_range)
        if site.study["code"] == "KVX-12":
            self.age = rng.randint(60, 93)
        self.dob = F.dob(rng, self.age, ref)
        self.sex = self.person.sex
        self.sid = site.subject_id(rng)
        self.scr = site.screen_no(rng)
        self.rand = site.rand_no(rng)
        self.mrn = F.mrn(rng, c)
        self.phone = F.phone(rng, c, kind="mobile" if rng.random() < 0.6 else "any")
        self.addr = F.address(rng, c)
        self.prof = rng.choice(PP.PROFESSIONS[c])
        rel_sex = "F" if self.sex == "M" else "M"
        self.rel_type = rng.choice(PP.RELATIONS)
        if self.rel_type == "wife" and self.sex == "F" and rng.random() < 0.85:
            self.rel_type = "husband"
        elif self.rel_type == "husband" and self.sex == "M" and rng.random() < 0.85:
            self.rel_type = "wife"
        if self.rel_type in ("wife", "mother", "sister", "daughter", "niece", "daughter-in-law"):
            rel_sex = "F"
        elif self.rel_type in ("husband", "father", "brother", "son", "nephew", "son-in-law"):
            rel_sex = "M"
        same_last = self.rel_type in ("wife", "husband", "daughter", "son", "brother", "sister", "father", "mother")
        self.rel = F.Person(rng, c, sex=rel_sex, last=self.person.last if same_last and rng.random() < 0.8 else None)
        self.rel_phone = F.phone(rng, c, kind="mobile")
        self.weight = round(rng.uniform(48, 118), 1)
        self.height = rng.randint(148, 191)

    def initials(self, rng):
        return self.person.initials(rng.choice(["dots", "plain", "dash", "fl3"]))

    def sexw(self):
        return "male" if self.sex == "M" else "female"
