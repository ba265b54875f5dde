"""Clinical, non-PHI content (hard negatives): labs, vitals, drugs, scores, eponyms, codes."""

LABS = [
    # name, unit, lo, hi, decimals, reference
    ("Na", "mmol/L", 128, 147, 0, "135-145"),
    ("K", "mmol/L", 3.1, 5.6, 1, "3.5-5.0"),
    ("Cl", "mmol/L", 94, 112, 0, "98-107"),
    ("HCO3", "mmol/L", 16, 30, 0, "22-29"),
    ("BUN", "mg/dL", 8, 64, 0, "7-20"),
    ("Cr", "mg/dL", 0.6, 3.9, 2, "0.6-1.2"),
    ("Glu", "mg/dL", 71, 289, 0, "70-99"),
    ("Ca", "mg/dL", 7.6, 10.6, 1, "8.5-10.5"),
    ("Mg", "mg/dL", 1.4, 2.6, 1, "1.7-2.2"),
    ("Phos", "mg/dL", 2.1, 5.9, 1, "2.5-4.5"),
    ("WBC", "x10^9/L", 1.8, 24.5, 1, "4.0-11.0"),
    ("Hgb", "g/dL", 6.9, 15.2, 1, "12.0-16.0"),
    ("Hct", "%", 21, 45, 0, "36-46"),
    ("Plt", "x10^9/L", 38, 460, 0, "150-400"),
    ("INR", "", 0.9, 3.4, 1, "0.9-1.1"),
    ("PTT", "s", 24, 71, 0, "25-35"),
    ("AST", "U/L", 12, 240, 0, "10-40"),
    ("ALT", "U/L", 9, 310, 0, "7-56"),
    ("ALP", "U/L", 40, 420, 0, "44-147"),
    ("T bili", "mg/dL", 0.3, 6.1, 1, "0.1-1.2"),
    ("Alb", "g/dL", 1.9, 4.5, 1, "3.5-5.0"),
    ("Lactate", "mmol/L", 0.7, 6.8, 1, "0.5-2.0"),
    ("Trop", "ng/L", 3, 890, 0, "<14"),
    ("BNP", "pg/mL", 40, 2400, 0, "<100"),
    ("CRP", "mg/L", 1, 280, 0, "<5"),
    ("Procal", "ng/mL", 0.05, 14.0, 2, "<0.10"),
    ("Ferritin", "ng/mL", 30, 2200, 0, "30-400"),
    ("LDH", "U/L", 140, 980, 0, "140-280"),
    ("TSH", "mIU/L", 0.2, 8.4, 2, "0.4-4.0"),
    ("A1c", "%", 5.1, 11.8, 1, "<5.7"),
    ("Fibrinogen", "mg/dL", 110, 640, 0, "200-400"),
]

DRUGS = [
    ("vancomycin", ["1250 mg IV q12h", "1 g IV q8h", "1500 mg IV q24h", "15 mg/kg IV q12h"]),
    ("piperacillin-tazobactam", ["4.5 g IV q6h", "3.375 g IV q8h (extended infusion)"]),
    ("cefazolin", ["2 g IV q8h", "1 g IV q8h"]),
    ("ceftriaxone", ["2 g IV q24h", "1 g IV daily"]),
    ("meropenem", ["1 g IV q8h", "2 g IV q8h"]),
    ("metronidazole", ["500 mg PO TID", "500 mg IV q8h"]),
    ("heparin", ["5000 units SC q8h", "18 units/kg/h infusion"]),
    ("enoxaparin", ["40 mg SC daily", "1 mg/kg SC q12h"]),
    ("apixaban", ["5 mg PO BID", "2.5 mg PO BID"]),
    ("metoprolol tartrate", ["25 mg PO BID", "12.5 mg PO BID"]),
    ("amlodipine", ["5 mg PO daily", "10 mg PO daily"]),
    ("furosemide", ["40 mg IV BID", "20 mg PO daily"]),
    ("pantoprazole", ["40 mg IV daily", "40 mg PO daily"]),
    ("insulin glargine", ["18 units SC qHS", "24 units SC qHS"]),
    ("norepinephrine", ["0.08 mcg/kg/min", "0.12 mcg/kg/min", "4 mcg/min"]),
    ("vasopressin", ["0.03 units/min", "0.04 units/min"]),
    ("propofol", ["30 mcg/kg/min", "20 mcg/kg/min"]),
    ("fentanyl", ["50 mcg/h", "75 mcg/h", "25 mcg IV q1h PRN"]),
    ("dexmedetomidine", ["0.4 mcg/kg/h", "0.7 mcg/kg/h"]),
    ("hydromorphone", ["0.5 mg IV q3h PRN", "2 mg PO q4h PRN"]),
    ("morphine", ["2 mg IV q2h PRN", "5 mg PO q4h PRN"]),
    ("levetiracetam", ["500 mg PO BID", "1000 mg IV BID"]),
    ("atorvastatin", ["80 mg PO nightly", "40 mg PO daily"]),
    ("aspirin", ["81 mg PO daily", "325 mg PO once"]),
    ("clopidogrel", ["75 mg PO daily", "300 mg PO load"]),
    ("ondansetron", ["4 mg IV q6h PRN", "8 mg PO q8h PRN"]),
    ("dexamethasone", ["4 mg PO BID", "10 mg IV once"]),
    ("pembrolizumab", ["200 mg IV q3 weeks"]),
    ("carboplatin", ["AUC 5 IV day 1"]),
    ("paclitaxel", ["175 mg/m2 IV day 1", "80 mg/m2 IV weekly"]),
    ("micafungin", ["100 mg IV daily"]),
    ("acyclovir", ["10 mg/kg IV q8h", "400 mg PO BID"]),
    ("trimethoprim-sulfamethoxazole", ["1 DS tab PO BID", "1 SS tab PO daily"]),
    ("haloperidol", ["0.5 mg IV q6h PRN", "1 mg PO qHS"]),
    ("lorazepam", ["0.5 mg SL q4h PRN", "1 mg IV once"]),
    ("glycopyrrolate", ["0.2 mg SC q4h PRN"]),
    ("midazolam", ["2 mg IV once", "1 mg IV PRN"]),
    ("gabapentin", ["300 mg PO TID", "100 mg PO qHS"]),
    ("tacrolimus", ["2 mg PO BID", "1.5 mg PO BID"]),
    ("warfarin", ["5 mg PO daily", "2.5 mg PO daily"]),
    ("alteplase", ["0.9 mg/kg IV (10% bolus)"]),
    ("rifampin", ["600 mg PO daily"]),
    ("daptomycin", ["8 mg/kg IV q24h"]),
    ("linezolid", ["600 mg PO BID"]),
]
DRUG_NAMES = [d[0] for d in DRUGS]

SCORES = [
    ("GCS", lambda r: f"GCS {r.randint(3, 15)}"),
    ("GCS", lambda r: f"GCS E{r.randint(1, 4)}V{r.choice(['T', '1', '4', '5'])}M{r.randint(4, 6)}"),
    ("SOFA", lambda r: f"SOFA {r.randint(2, 16)}"),
    ("APACHE II", lambda r: f"APACHE II {r.randint(8, 34)}"),
    ("NIHSS", lambda r: f"NIHSS {r.randint(0, 24)}"),
    ("ECOG", lambda r: f"ECOG {r.randint(0, 3)}"),
    ("RASS", lambda r: f"RASS {r.choice(['-3', '-2', '-1', '0', '+1'])}"),
    ("CAM-ICU", lambda r: f"CAM-ICU {r.choice(['negative', 'positive'])}"),
    ("mRS", lambda r: f"mRS {r.randint(0, 5)}"),
    ("KPS", lambda r: f"KPS {r.choice([50, 60, 70, 80, 90])}%"),
    ("PPS", lambda r: f"PPS {r.choice([20, 30, 40, 50])}%"),
    ("CHA2DS2-VASc", lambda r: f"CHA2DS2-VASc {r.randint(1, 7)}"),
    ("HAS-BLED", lambda r: f"HAS-BLED {r.randint(0, 4)}"),
    ("LACE", lambda r: f"LACE index {r.randint(6, 17)}"),
    ("MELD", lambda r: f"MELD-Na {r.randint(9, 34)}"),
    ("Braden", lambda r: f"Braden {r.randint(10, 20)}"),
    ("CURB-65", lambda r: f"CURB-65 {r.randint(0, 4)}"),
    ("qSOFA", lambda r: f"qSOFA {r.randint(0, 3)}"),
]

EPONYM_PHRASES = [
    "Foley catheter in place", "Foley removed", "no Babinski sign", "Babinski upgoing on the left",
    "Romberg negative", "Hoffmann sign absent", "history of Parkinson's disease",
    "Bell's palsy in the remote past", "Baker's cyst on the right", "Swan-Ganz catheter removed",
    "Hashimoto thyroiditis on levothyroxine", "Crohn's disease in remission", "Glasgow Coma Scale as above",
    "Cushing's response not seen", "Trendelenburg positioning for line", "Seldinger technique",
    "Murphy's sign negative", "Virchow node not palpable", "Kernig and Brudzinski signs negative",
    "Gram stain with gram-positive cocci in clusters", "Horner syndrome absent",
    "Guillain-Barré syndrome considered and felt unlikely", "Alzheimer's dementia per family",
    "Addison's disease excluded", "Homans sign not relied upon",
]

ICD = [
    ("C34.11", "malignant neoplasm of upper lobe, right bronchus or lung"),
    ("C50.912", "malignant neoplasm of unspecified site of left female breast"),
    ("C18.7", "malignant neoplasm of sigmoid colon"), ("C25.0", "malignant neoplasm of head of pancreas"),
    ("C61", "malignant neoplasm of prostate"), ("C71.1", "malignant neoplasm of frontal lobe"),
    ("A41.01", "sepsis due to MSSA"), ("A41.51", "sepsis due to E. coli"),
    ("J96.01", "acute hypoxic respiratory failure"), ("J18.9", "pneumonia, unspecified organism"),
    ("N17.9", "acute kidney failure, unspecified"), ("I63.511", "cerebral infarction, right MCA"),
    ("I50.23", "acute on chronic systolic heart failure"), ("G40.909", "epilepsy, unspecified"),
    ("I48.91", "atrial fibrillation, unspecified"), ("E11.65", "type 2 diabetes with hyperglycemia"),
    ("T45.515A", "adverse effect of anticoagulants"), ("K85.10", "biliary acute pancreatitis"),
    ("M86.171", "acute osteomyelitis, right ankle and foot"), ("I33.0", "acute endocarditis"),
    ("G35", "multiple sclerosis"), ("G20.A1", "Parkinson's disease without dyskinesia"),
    ("Z51.5", "encounter for palliative care"), ("R56.9", "unspecified convulsions"),
]

ORGANISMS = ["Staphylococcus aureus (MSSA)", "Staphylococcus aureus (MRSA)", "Escherichia coli",
             "Klebsiella pneumoniae", "Pseudomonas aeruginosa", "Enterococcus faecalis",
             "Candida glabrata", "Streptococcus pneumoniae", "coagulase-negative staphylococci",
             "Bacteroides fragilis", "no growth at 5 days", "no growth to date", "mixed skin flora"]
SUSC = ["oxacillin", "cefazolin", "vancomycin", "ceftriaxone", "cefepime", "meropenem",
        "piperacillin-tazobactam", "ciprofloxacin", "TMP-SMX", "gentamicin", "daptomycin"]

CREDS = ["MD", "MD", "DO", "MD, PhD", "MBBS", "MD, FRCPC", "NP", "PA-C", "RN", "PharmD",
         "PharmD, BCPS", "PharmD, BCIDP", "MSW", "RRT", "CRNA", "RN, BSN", "MD, FACS"]

PROTO_PREFIX = ["HALCYON", "LUMEN", "KESTREL", "ORBIT", "TESSERA", "VANTAGE", "NIMBUS",
                "SOLACE", "CADENCE", "PRISM"]


def fmt(v, dec):
    return f"{v:.{dec}f}" if dec else str(int(round(v)))


def lab_value(rng, lab):
    name, unit, lo, hi, dec, ref = lab
    return fmt(rng.uniform(lo, hi), dec)


def pick_labs(rng, n):
    return rng.sample(LABS, n)


def drug_line(rng):
    d, sigs = rng.choice(DRUGS)
    return f"{d} {rng.choice(sigs)}"


def vitals_line(rng, style=None):
    t = f"{rng.uniform(36.1, 39.4):.1f}"
    hr = rng.randint(52, 128)
    sbp, dbp = rng.randint(84, 172), rng.randint(44, 96)
    rr = rng.randint(12, 32)
    sp = rng.randint(86, 100)
    style = style or rng.choice(["a", "b", "c"])
    if style == "a":
        return f"T {t} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sp}% on {rng.choice(['RA', '2L NC', '4L NC', 'HFNC 40L/0.5', 'vent'])}"
    if style == "b":
        return f"Temp {t} C, HR {hr}, BP {sbp}/{dbp} (MAP {int((sbp + 2 * dbp) / 3)}), RR {rr}, SpO2 {sp}%"
    return f"VS: T {t}, HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% RA"


def score(rng, which=None):
    cand = [s for s in SCORES if which is None or s[0] == which]
    return rng.choice(cand)[1](rng)


def icd(rng):
    return rng.choice(ICD)


def protocol(rng):
    return f"{rng.choice(PROTO_PREFIX)}-{rng.randint(101, 499)}"


def clock(rng):
    return f"{rng.randint(0, 23):02d}:{rng.choice(['00', '05', '12', '15', '20', '30', '42', '45', '50'])}"


DRIPS = ["norepinephrine", "vasopressin", "propofol", "fentanyl", "dexmedetomidine", "heparin"]
ANTICOAG = ["apixaban", "warfarin", "enoxaparin", "heparin"]
ABX = ["vancomycin", "piperacillin-tazobactam", "cefazolin", "ceftriaxone", "meropenem", "metronidazole",
       "micafungin", "acyclovir", "daptomycin", "linezolid", "rifampin", "trimethoprim-sulfamethoxazole"]
COMFORT = ["hydromorphone", "morphine", "lorazepam", "haloperidol", "glycopyrrolate", "midazolam", "ondansetron"]


def drug_of(rng, names):
    d = rng.choice(names)
    sigs = dict(DRUGS)[d]
    return f"{d} {rng.choice(sigs)}"
