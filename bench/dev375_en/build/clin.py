"""Clinical content (non-PHI): insulins, values, scores, eponyms - many hard negatives."""

BASAL = ["Lantus (glargine U100)", "Abasaglar", "Toujeo (glargine U300)", "Levemir (detemir)",
         "Tresiba (degludec)", "Semglee", "Humulin I", "Insulatard", "Basaglar"]
BASAL_US = ["Lantus", "Basaglar", "Toujeo", "Levemir", "Tresiba", "Semglee", "NPH (Humulin N)"]
BOLUS = ["NovoRapid (aspart)", "Humalog (lispro)", "Apidra", "Fiasp", "Lyumjev", "Actrapid",
         "Trurapi", "Admelog"]
BOLUS_US = ["NovoLog", "Humalog", "Apidra", "Fiasp", "Lyumjev", "Humulin R", "Admelog"]
MIX = ["NovoMix 30", "Humalog Mix25", "Humalog Mix50", "Humulin M3", "Ryzodeg 70/30"]
MIX_US = ["NovoLog Mix 70/30", "Humalog Mix 75/25", "Humulin 70/30"]
ORAL = ["metformin 1 g BD", "gliclazide 80 mg BD", "gliclazide MR 60 mg OD", "empagliflozin 10 mg OD",
        "dapagliflozin 10 mg OD", "sitagliptin 100 mg OD", "linagliptin 5 mg OD",
        "pioglitazone 30 mg OD", "glimepiride 2 mg OD", "canagliflozin 100 mg OD"]
GLP1 = ["semaglutide 1 mg weekly", "dulaglutide 1.5 mg weekly", "liraglutide 1.8 mg OD",
        "tirzepatide 5 mg weekly", "exenatide MR 2 mg weekly"]
PUMPS = ["Medtronic MiniMed 780G", "Tandem t:slim X2", "Omnipod 5", "Ypsomed mylife YpsoPump",
         "Medtronic 640G", "Accu-Chek Insight", "Omnipod DASH"]
CGMS = ["Dexcom G7", "Dexcom G6", "FreeStyle Libre 2", "FreeStyle Libre 3", "Guardian 4 sensor",
        "Dexcom ONE+", "Simplera Sync"]
METERS = ["Accu-Chek Inform II", "Nova StatStrip", "FreeStyle Precision Pro", "Precision Xceed Pro",
          "Contour Next One", "StatStrip Xpress 2", "Accu-Chek Performa"]
KETONE_METERS = ["FreeStyle Optium Neo", "GlucoMen areo 2K", "StatStrip ketone", "Precision Xtra"]
COMORB = ["CKD stage 3b", "IHD with previous PCI", "AF (CHA2DS2-VASc 4)", "COPD", "gastroparesis",
          "background retinopathy", "peripheral neuropathy", "Charcot foot (R)", "Addison's disease",
          "Hashimoto's thyroiditis", "Crohn's disease", "Parkinson's disease", "Alzheimer's dementia",
          "Graves' disease (treated)", "coeliac disease", "hypertension", "heart failure (EF 35%)",
          "previous Whipple's procedure", "chronic pancreatitis", "cystic fibrosis-related diabetes",
          "depression", "alcohol excess", "obesity (BMI 41)", "PVD", "OSA on CPAP", "psoriasis",
          "Cushing's syndrome (iatrogenic, on prednisolone)", "Down syndrome", "schizophrenia on clozapine",
          "Barrett's oesophagus", "Raynaud's", "Dupuytren's contracture", "Hodgkin lymphoma (in remission)"]
DKA_CAUSE = ["missed insulin doses", "insulin pump cannula failure", "UTI", "community-acquired pneumonia",
             "new presentation of T1DM", "SGLT2 inhibitor (euglycaemic DKA)", "gastroenteritis",
             "alcohol binge", "omitted basal insulin while unwell", "expired insulin pens", "cellulitis",
             "COVID-19 infection", "infected foot ulcer"]
HYPO_CAUSE = ["prandial insulin given but meal tray not delivered", "patient NBM for theatre, basal not reduced",
              "poor oral intake", "AKI reducing insulin clearance", "gliclazide continued despite eGFR 24",
              "Humalog and Humulin I confused at administration", "dose written as '10U' and read as 100",
              "prednisolone weaned, insulin not reduced", "IV insulin continued after eating",
              "duplicate dose: given by day and night staff", "sliding scale continued post-op",
              "NovoMix 30 given at wrong time", "enteral feed stopped, insulin not stopped"]
SCORES = ["NEWS2 {x}", "GCS 15/15", "GCS {g}/15", "qSOFA 1", "CURB-65 2", "Rockwood CFS {c}",
          "MUST 2", "Waterlow 16", "4AT 0", "AMTS 9/10", "Braden 14", "MEWS 3"]
NEG_PHRASES = [
    "per JBDS-IP guidance", "per NICE NG17", "ADA Standards of Care", "ISPAD sick day guidance",
    "JBDS 2023 DKA guideline", "Whipple's triad confirmed", "no Kussmaul breathing",
    "Kussmaul respiration noted", "ICD-10 E10.10", "ICD-10 E11.649", "SNOMED 420422005",
    "Trendelenburg not indicated", "Foley catheter in situ", "Hartmann's solution 1 L",
    "Somogyi effect unlikely", "dawn phenomenon", "Glasgow Coma Scale", "Hypo Box (red bag)",
    "Think Glucose", "Hypo Awareness Week poster", "check BNF dosing", "MHRA alert re U100/U200",
    "Gold score 5 (impaired awareness)", "Clarke score 4", "Edmonton Frail Scale 6",
    "Wells score 1", "Type 1 DM", "T2DM", "DKA", "HHS", "NBM", "VRIII", "FRIII",
]
HYPO_TX = ["150 ml orange juice", "5 GlucoJuice", "4 glucose tablets (Dextro Energy)",
           "1 tube GlucoGel", "Hypostop gel", "200 ml smooth orange", "glucagon 1 mg IM",
           "150 ml 10% glucose IV", "75 ml 20% glucose IV over 15 min", "Lift glucose shot",
           "15 g Glucotabs", "D50W 25 ml IV"]
FLUIDS = ["0.9% sodium chloride", "0.9% NaCl + 40 mmol KCl", "10% glucose at 125 ml/h",
          "5% glucose + 0.45% NaCl", "Plasma-Lyte 148", "Hartmann's"]


def glu(c, mmol):
    """Glucose value string in the note's unit (mmol/L except US: mg/dL)."""
    if c.cc == "US":
        return str(int(round(mmol * 18.0)))
    return f"{mmol:.1f}"


def unit(c):
    return "mg/dL" if c.cc == "US" else "mmol/L"


def basal(c):
    return c.rng.choice(BASAL_US if c.cc == "US" else BASAL)


def bolus(c):
    return c.rng.choice(BOLUS_US if c.cc == "US" else BOLUS)


def mix(c):
    return c.rng.choice(MIX_US if c.cc == "US" else MIX)


def regimen(c):
    r = c.rng
    k = r.random()
    if k < 0.45:
        b = basal(c)
        return f"{b} {r.randint(8, 46)} units {r.choice(['at 22:00', 'mane', 'nocte', 'at 08:00', 'OD'])}; " \
               f"{bolus(c)} {r.randint(2, 8)}/{r.randint(2, 10)}/{r.randint(3, 12)} units with meals"
    if k < 0.7:
        return f"{mix(c)} {r.randint(10, 40)} units with breakfast, {r.randint(8, 34)} units with evening meal"
    if k < 0.85:
        return f"{basal(c)} {r.randint(10, 60)} units OD + {r.choice(ORAL)}"
    return f"CSII ({r.choice(PUMPS)}), TDD approx {r.randint(24, 70)} units"


def score(c):
    s = c.rng.choice(SCORES)
    return s.replace("{x}", str(c.rng.randint(0, 7))).replace("{g}", str(c.rng.randint(9, 14))) \
        .replace("{c}", str(c.rng.randint(3, 7)))


def hba1c(c):
    v = c.rng.randint(48, 130)
    if c.cc in ("US", "CA") or c.rng.random() < 0.25:
        return f"HbA1c {round(v / 10.929 + 2.15, 1)}%"
    return f"HbA1c {v} mmol/mol"


def vbg(c):
    r = c.rng
    return (f"pH {r.choice(['6.98', '7.05', '7.11', '7.14', '7.18', '7.21', '7.24', '7.27'])}, "
            f"HCO3 {r.randint(4, 14)} mmol/L, K+ {r.randint(33, 62) / 10}, ketones {r.randint(31, 78) / 10} mmol/L, "
            f"glucose {glu(c, r.randint(140, 380) / 10)} {unit(c)}")


REFS = ["per JBDS-IP guidance", "per NICE NG17", "ADA Standards of Care followed", "ISPAD sick day guidance given",
        "JBDS 2023 DKA guideline", "Whipple's triad confirmed", "no Kussmaul breathing", "Somogyi effect unlikely; dawn phenomenon likely",
        "Foley catheter in situ", "coded ICD-10 E10.10", "coded ICD-10 E11.649", "SNOMED 420422005", "Gold score 5 (impaired awareness)",
        "Clarke score 4", "MHRA alert re U100/U200 insulin", "Addisonian crisis excluded (random cortisol 512)",
        "Hartmann's not used (K+ low)", "Trousseau sign negative", "Charcot foot - offloading boot", "Cushingoid habitus"]


def ref(c):
    return c.rng.choice(REFS)
