"""Clinical (non-PHI) content for dev239_en: measurements, labs, drugs, scores.

These supply the hard negatives: numbers, units, codes, eponyms and drug names
that must NOT be annotated.
"""


def kg_to_lb(kg):
    return round(kg * 2.20462)


def kg_to_st(kg):
    lb = kg * 2.20462
    st = int(lb // 14)
    return "%dst %dlb" % (st, round(lb - st * 14))


def bmi(kg, cm):
    return round(kg / ((cm / 100.0) ** 2), 1)


class Body:
    """Anthropometrics for one patient."""

    def __init__(self, c):
        self.ht = c.ri(152, 178) if c.sex == "F" else c.ri(165, 192)
        target = c.rf(36.0, 58.0)
        self.kg = round(target * (self.ht / 100.0) ** 2, 1)
        self.bmi = bmi(self.kg, self.ht)
        self.max_kg = round(self.kg + c.rf(0, 18), 1)
        self.waist = c.ri(112, 158)
        self.neck = c.ri(38, 50)

    def wt(self, c, kg=None):
        kg = self.kg if kg is None else kg
        if c.cc == "US":
            return c.r("%d lb" % kg_to_lb(kg), "%d lbs" % kg_to_lb(kg), "%.1f kg (%d lb)" % (kg, kg_to_lb(kg)))
        if c.cc == "UK" and c.p(0.35):
            return "%.1f kg (%s)" % (kg, kg_to_st(kg))
        return "%.1f kg" % kg

    def ht_s(self, c):
        if c.cc == "US":
            inch = round(self.ht / 2.54)
            return c.r("%d'%d\"" % divmod(inch, 12), "%d in" % inch, "%d cm" % self.ht)
        return c.r("%d cm" % self.ht, "%.2f m" % (self.ht / 100.0))


COMORB = [
    ("T2DM", "type 2 diabetes"), ("HTN", "hypertension"), ("OSA", "obstructive sleep apnoea"),
    ("GORD", "reflux"), ("NAFLD", "fatty liver"), ("OA knees", "osteoarthritis of both knees"),
    ("dyslipidaemia", "high cholesterol"), ("PCOS", "polycystic ovary syndrome"),
    ("asthma", "asthma"), ("depression", "depression"), ("IIH", "idiopathic intracranial hypertension"),
    ("lymphoedema", "lower limb lymphoedema"), ("prediabetes", "pre-diabetes"), ("gout", "gout"),
    ("urinary stress incontinence", "stress incontinence"), ("chronic back pain", "lower back pain"),
]


def cm_sample(c, n, sex=None):
    sex = sex or c.sex
    pool = [x for x in COMORB if sex == "F" or x[0] != "PCOS"]
    return c.rng.sample(pool, n)


def other_meds(c, n):
    pool = [m for m in MEDS["other"] if c.sex == "F" or ("OCP" not in m and "Mirena" not in m)]
    return c.rng.sample(pool, n)


def comorb_us(s):
    return s.replace("GORD", "GERD").replace("oedema", "edema").replace("apnoea", "apnea").replace("dyslipidaemia", "dyslipidemia")


MEDS = {
    "T2DM": ["metformin 1000 mg BID", "metformin XR 1500 mg daily", "gliclazide 80 mg bd", "empagliflozin 10 mg daily",
             "dapagliflozin 10 mg mane", "insulin glargine 38 units nocte", "sitagliptin 100 mg daily",
             "insulin lispro per sliding scale"],
    "HTN": ["lisinopril 20 mg daily", "amlodipine 10 mg OD", "losartan 50 mg daily", "cilazapril 2.5 mg mane",
            "hydrochlorothiazide 25 mg daily", "ramipril 5 mg OD", "bendroflumethiazide 2.5 mg OD"],
    "GORD": ["omeprazole 20 mg daily", "pantoprazole 40 mg BID", "lansoprazole 30 mg OD", "famotidine 20 mg nocte"],
    "dyslipidaemia": ["atorvastatin 40 mg nocte", "simvastatin 20 mg qhs", "rosuvastatin 10 mg daily"],
    "depression": ["sertraline 100 mg daily", "fluoxetine 20 mg mane", "citalopram 20 mg OD", "bupropion XL 150 mg",
                   "venlafaxine XR 75 mg daily", "mirtazapine 15 mg nocte"],
    "asthma": ["salbutamol 100 mcg PRN", "budesonide/formoterol 200/6 two puffs BD", "albuterol HFA PRN",
               "fluticasone/salmeterol 250/50 BID"],
    "OSA": ["CPAP 10 cmH2O nightly", "APAP 6-14 cmH2O"],
    "other": ["vitamin D3 1000 IU daily", "levothyroxine 100 mcg daily", "paracetamol 1 g QID PRN",
              "acetaminophen 650 mg q6h PRN", "ibuprofen 400 mg TDS PRN", "cetirizine 10 mg daily",
              "combined OCP", "Mirena IUD in situ", "tramadol 50 mg PRN", "gabapentin 300 mg TID",
              "furosemide 40 mg mane", "allopurinol 300 mg daily", "topiramate 25 mg BD", "iron polymaltose"],
}

GLP1 = [
    ("semaglutide", "Wegovy", [0.25, 0.5, 1.0, 1.7, 2.4], "mg"),
    ("semaglutide", "Ozempic", [0.25, 0.5, 1.0, 2.0], "mg"),
    ("tirzepatide", "Mounjaro", [2.5, 5, 7.5, 10, 12.5, 15], "mg"),
    ("tirzepatide", "Zepbound", [2.5, 5, 7.5, 10, 12.5, 15], "mg"),
    ("liraglutide", "Saxenda", [0.6, 1.2, 1.8, 2.4, 3.0], "mg"),
]

OTHER_AOM = ["phentermine 15 mg mane", "phentermine/topiramate ER 7.5/46 mg", "naltrexone/bupropion ER (Contrave)",
             "orlistat 120 mg TDS with meals", "metformin off-label", "Duromine 30 mg (stopped - palpitations)"]

DIETS = ["Weight Watchers", "Slimming World", "Atkins", "keto", "intermittent fasting 16:8", "Optifast VLCD",
         "Jenny Craig", "meal replacement shakes", "Noom", "calorie counting with MyFitnessPal", "Lite n' Easy",
         "Herbalife", "juice cleanse", "Cambridge diet", "Lighter Life", "low-carb", "Mediterranean diet",
         "Tier 3 programme", "personal trainer", "the 5:2 diet"]

SCORES = [
    ("PHQ-9", 0, 19), ("GAD-7", 0, 16), ("BES", 5, 30), ("AUDIT-C", 0, 7), ("Epworth", 2, 18),
    ("STOP-BANG", 2, 7), ("EOSS stage", 1, 3), ("BDI-II", 2, 31), ("BAI", 1, 24), ("EAT-26", 3, 24),
    ("QEWP-5", 0, 6), ("YFAS 2.0 symptom count", 0, 9), ("Caprini", 3, 7), ("ASA", 2, 3), ("Mallampati", 1, 4),
]


def labs(c, post_op=False):
    """list of (name, value, unit) using the units of the country"""
    us = c.cc == "US"
    rows = []
    a1c = c.rf(5.2, 9.8)
    rows.append(("HbA1c", "%.1f" % a1c, "%") if us else ("HbA1c", "%d" % round((a1c - 2.15) * 10.929), "mmol/mol"))
    if us:
        rows += [("Glucose", "%d" % c.ri(78, 214), "mg/dL"), ("Hgb", "%.1f" % c.rf(10.2, 15.1), "g/dL"),
                 ("WBC", "%.1f" % c.rf(4.1, 14.9), "K/uL"), ("Plt", "%d" % c.ri(160, 420), "K/uL"),
                 ("Na", "%d" % c.ri(133, 144), "mEq/L"), ("K", "%.1f" % c.rf(3.3, 5.1), "mEq/L"),
                 ("BUN", "%d" % c.ri(7, 24), "mg/dL"), ("Cr", "%.2f" % c.rf(0.55, 1.3, 2), "mg/dL"),
                 ("ALT", "%d" % c.ri(14, 88), "U/L"), ("AST", "%d" % c.ri(12, 70), "U/L"),
                 ("Albumin", "%.1f" % c.rf(3.1, 4.6), "g/dL"), ("TSH", "%.2f" % c.rf(0.6, 4.4, 2), "mIU/L"),
                 ("Ferritin", "%d" % c.ri(9, 240), "ng/mL"), ("Vit D 25-OH", "%d" % c.ri(9, 48), "ng/mL"),
                 ("B12", "%d" % c.ri(180, 900), "pg/mL"), ("Folate", "%.1f" % c.rf(3.1, 19.0), "ng/mL"),
                 ("LDL", "%d" % c.ri(70, 190), "mg/dL"), ("TG", "%d" % c.ri(90, 420), "mg/dL")]
    else:
        rows += [("Glucose", "%.1f" % c.rf(4.3, 12.8), "mmol/L"), ("Hb", "%d" % c.ri(102, 151), "g/L"),
                 ("WCC", "%.1f" % c.rf(4.1, 14.9), "x10^9/L"), ("Plt", "%d" % c.ri(160, 420), "x10^9/L"),
                 ("Na", "%d" % c.ri(133, 144), "mmol/L"), ("K", "%.1f" % c.rf(3.3, 5.1), "mmol/L"),
                 ("Urea", "%.1f" % c.rf(2.5, 8.4), "mmol/L"), ("Creat", "%d" % c.ri(48, 112), "umol/L"),
                 ("eGFR", ">90" if c.p(0.6) else "%d" % c.ri(55, 89), "mL/min/1.73m2"),
                 ("ALT", "%d" % c.ri(14, 88), "U/L"), ("Albumin", "%d" % c.ri(31, 46), "g/L"),
                 ("TSH", "%.2f" % c.rf(0.6, 4.4, 2), "mU/L"), ("Ferritin", "%d" % c.ri(9, 240), "ug/L"),
                 ("Vit D", "%d" % c.ri(22, 120), "nmol/L"), ("B12", "%d" % c.ri(140, 660), "pmol/L"),
                 ("Folate", "%.1f" % c.rf(3.1, 19.0), "ug/L"), ("LDL", "%.1f" % c.rf(1.8, 4.9), "mmol/L"),
                 ("TG", "%.1f" % c.rf(1.0, 4.6), "mmol/L")]
    if post_op:
        rows += [("CRP", "%d" % c.ri(8, 160), "mg/L"), ("Mg", "%.2f" % c.rf(0.65, 1.0, 2), "mmol/L" if not us else "mg/dL"),
                 ("Phos", "%.2f" % c.rf(0.7, 1.4, 2), "mmol/L" if not us else "mg/dL"),
                 ("Lactate", "%.1f" % c.rf(0.6, 2.4), "mmol/L")]
    return rows


def vitals(c, post_op=False):
    t = c.rf(36.3, 38.1 if post_op else 37.3)
    hr = c.ri(62, 112 if post_op else 96)
    sbp, dbp = c.ri(108, 162), c.ri(62, 98)
    rr = c.ri(12, 22)
    sat = c.ri(91, 99)
    o2 = c.r("RA", "RA", "2L NC", "1 L/min NP", "28% venturi") if post_op else "RA"
    if c.cc == "US" and c.p(0.5):
        temp = "%.1f F" % (t * 9 / 5 + 32)
    else:
        temp = "%.1f" % t
    return {"T": temp, "HR": str(hr), "BP": "%d/%d" % (sbp, dbp), "RR": str(rr), "SpO2": "%d%% %s" % (sat, o2),
            "pain": "%d/10" % c.ri(0, 7)}


PROC = {
    "sleeve": ("laparoscopic sleeve gastrectomy", "LSG", "43775", "G28.5"),
    "rygb": ("laparoscopic Roux-en-Y gastric bypass", "LRYGB", "43644", "G27.1"),
    "oagb": ("laparoscopic one-anastomosis gastric bypass", "OAGB", "43644", "G32.1"),
    "revision": ("revisional laparoscopic sleeve-to-bypass conversion", "revision RYGB", "43645", "G31.2"),
    "band_removal": ("laparoscopic removal of adjustable gastric band and port", "LAGB removal", "43774", "G38.4"),
}

ICD = ["E66.01", "Z68.41", "Z68.42", "Z68.43", "Z68.45", "E11.9", "I10", "G47.33", "K21.9", "K76.0", "E78.5",
       "M17.0", "E28.2"]

SUPPLEMENTS = ["bariatric chewable multivitamin 1 daily", "calcium citrate 500 mg TDS",
               "vitamin D3 3000 IU daily", "vitamin B12 1000 mcg IM every 3 months", "ferrous fumarate 210 mg daily",
               "thiamine 100 mg daily for 6 weeks", "Forceval 1 daily", "Centrum Advance 2 daily",
               "Sandocal 1000 daily", "hydroxocobalamin 1 mg IM 3-monthly", "zinc 15 mg daily",
               "protein shake 25-30 g protein BD"]

FOODS_B = ["2 slices white toast with butter", "Weet-Bix x3 with full-fat milk", "coffee with 2 sugars",
           "bacon and egg muffin from the drive-through", "nothing - skips breakfast", "cereal (Coco Pops) large bowl",
           "2 crumpets with jam", "protein yoghurt", "porridge with brown sugar", "energy drink", "breakfast burrito"]
FOODS_L = ["meat pie and a can of Coke", "Subway footlong", "leftover curry and rice", "ham sandwich and chips",
           "instant noodles x2 packets", "fried chicken 4 pieces", "taco salad", "sausage roll and a donut",
           "sushi 10 pieces", "canteen roast", "mince on toast"]
FOODS_D = ["takeaway pizza (large) 2-3 nights/wk", "mince and potatoes", "chicken stir fry with rice",
           "pasta bake large portion", "fish and chips (Friday)", "boil-up with doughboys and taro", "burger and fries",
           "spaghetti bolognese with garlic bread", "roti with dhal and sabzi", "tacos x4", "lamb roast with kumara"]
SNACKS = ["biscuits with tea x4-6", "crisps 1-2 bags", "chocolate bar evenings", "handful of lollies",
          "ice cream after dinner", "toast late night", "fruit (banana, apple)", "popcorn", "cheese and crackers"]
DRINKS = ["Coke 1.5 L/day", "diet soda 2 cans", "water 1 L", "sweet tea 3-4 glasses", "coffee x4 with milk",
          "energy drinks x2", "juice 500 mL", "wine 2-3 glasses Fri/Sat", "beer 6-8 cans weekends", "milo x2"]

EPONYM_BITS = ["Roux-en-Y", "Petersen's defect", "Trendelenburg", "reverse Trendelenburg", "Nathanson retractor",
               "Veress needle", "Hasson technique", "Palmer's point", "Murphy's sign", "Wernicke's encephalopathy",
               "Barrett's oesophagus", "Cushing's syndrome", "Hashimoto's thyroiditis", "Clavien-Dindo",
               "Mallory-Weiss tear", "Brodsky", "Foley catheter", "Ryle's tube", "Allen test", "Virchow's triad"]
