"""Number-heavy clinical content (labs, vitals, meds) -- all hard negatives, no PHI."""

BMP = [  # name, lo, hi, unit, ref, decimals
    ("Na", 128, 149, "mmol/L", "135-145", 0), ("K", 2.9, 6.1, "mmol/L", "3.5-5.1", 1), ("Cl", 94, 114, "mmol/L", "98-107", 0),
    ("HCO3", 14, 31, "mmol/L", "22-29", 0), ("BUN", 8, 92, "mg/dL", "7-20", 0), ("Cr", 0.6, 5.8, "mg/dL", "0.6-1.2", 2),
    ("Glucose", 68, 310, "mg/dL", "70-99", 0), ("Ca", 7.4, 10.6, "mg/dL", "8.5-10.2", 1), ("Mg", 1.3, 2.8, "mg/dL", "1.7-2.2", 1),
    ("Phos", 1.9, 7.4, "mg/dL", "2.5-4.5", 1),
]
BMP_SI = [
    ("Na", 128, 149, "mmol/L", "135-145", 0), ("K", 2.9, 6.1, "mmol/L", "3.5-5.3", 1), ("Cl", 94, 114, "mmol/L", "95-108", 0),
    ("Bicarbonate", 14, 31, "mmol/L", "22-29", 0), ("Urea", 3.1, 32.0, "mmol/L", "2.5-7.8", 1), ("Creatinine", 55, 480, "umol/L", "59-104", 0),
    ("Glucose", 3.8, 17.2, "mmol/L", "3.9-7.8", 1), ("Adj Ca", 1.9, 2.8, "mmol/L", "2.20-2.60", 2), ("Mg", 0.55, 1.2, "mmol/L", "0.70-1.00", 2),
    ("Phosphate", 0.6, 2.4, "mmol/L", "0.80-1.50", 2), ("eGFR", 8, 90, "mL/min/1.73m2", ">90", 0),
]
LFT = [("AST", 12, 410, "U/L", "10-40", 0), ("ALT", 9, 380, "U/L", "7-56", 0), ("ALP", 40, 390, "U/L", "44-147", 0),
       ("T bili", 0.2, 6.8, "mg/dL", "0.1-1.2", 1), ("Albumin", 1.8, 4.6, "g/dL", "3.5-5.0", 1), ("Total protein", 4.9, 8.1, "g/dL", "6.0-8.3", 1)]
CBC = [("WBC", 1.1, 28.4, "x10^3/uL", "4.5-11.0", 1), ("Hgb", 6.4, 15.9, "g/dL", "12.0-16.0", 1), ("Hct", 19, 47, "%", "36-46", 1),
       ("Plt", 18, 520, "x10^3/uL", "150-400", 0), ("MCV", 74, 104, "fL", "80-100", 0), ("RDW", 11.5, 19.8, "%", "11.5-14.5", 1)]
DIFF = [("Neutrophils", 40, 94, "%", "40-70", 0), ("Lymphocytes", 2, 40, "%", "20-40", 0), ("Monocytes", 1, 12, "%", "2-8", 0),
        ("Eosinophils", 0, 6, "%", "1-4", 0), ("Basophils", 0, 2, "%", "0-1", 0), ("Bands", 0, 18, "%", "0-5", 0),
        ("ANC", 0.2, 22.0, "x10^3/uL", "1.5-8.0", 1)]
COAG = [("PT", 11.0, 31.0, "sec", "11.0-13.5", 1), ("INR", 0.9, 4.8, "", "0.8-1.2", 1), ("aPTT", 24, 96, "sec", "25-35", 0),
        ("Fibrinogen", 90, 610, "mg/dL", "200-400", 0), ("D-dimer", 0.2, 9.8, "ug/mL FEU", "<0.5", 2)]
MISC = [("Lactate", 0.6, 8.9, "mmol/L", "0.5-2.2", 1), ("Troponin I", 0.01, 12.4, "ng/mL", "<0.04", 2),
        ("hs-TnT", 4, 2100, "ng/L", "<14", 0), ("BNP", 30, 3400, "pg/mL", "<100", 0), ("Procalcitonin", 0.05, 38.0, "ng/mL", "<0.5", 2),
        ("CRP", 2, 310, "mg/L", "<5", 0), ("CK", 40, 9800, "U/L", "30-200", 0), ("TSH", 0.1, 9.5, "mIU/L", "0.4-4.0", 2),
        ("Ammonia", 11, 140, "umol/L", "11-51", 0), ("Lipase", 8, 1400, "U/L", "0-160", 0)]

DRUGS = [  # name, dose options, route, freq options
    ("norepinephrine", ["0.05 mcg/kg/min", "0.12 mcg/kg/min", "8 mcg/min"], "IV", ["continuous", "titrate to MAP > 65"]),
    ("vasopressin", ["0.03 units/min", "0.04 units/min"], "IV", ["continuous"]),
    ("propofol", ["20 mcg/kg/min", "35 mcg/kg/min"], "IV", ["continuous, titrate RASS 0 to -1"]),
    ("fentanyl", ["25 mcg/h", "50 mcg/h", "100 mcg/h"], "IV", ["continuous", "q1h PRN"]),
    ("dexmedetomidine", ["0.4 mcg/kg/h", "0.7 mcg/kg/h"], "IV", ["continuous"]),
    ("piperacillin-tazobactam", ["4.5 g", "3.375 g"], "IV", ["q6h", "q8h extended infusion"]),
    ("vancomycin", ["1250 mg", "1500 mg", "1000 mg", "750 mg"], "IV", ["q12h", "q24h", "q8h"]),
    ("meropenem", ["1 g", "2 g", "500 mg"], "IV", ["q8h", "q12h"]),
    ("cefepime", ["2 g", "1 g"], "IV", ["q8h", "q12h"]),
    ("ceftriaxone", ["1 g", "2 g"], "IV", ["q24h", "daily"]),
    ("metronidazole", ["500 mg"], "PO", ["q8h", "TID"]),
    ("heparin", ["5000 units", "18 units/kg/h"], "SC", ["q8h", "q12h"]),
    ("enoxaparin", ["40 mg", "1 mg/kg", "30 mg"], "SC", ["daily", "q12h"]),
    ("apixaban", ["5 mg", "2.5 mg"], "PO", ["BID"]),
    ("warfarin", ["2 mg", "5 mg", "3 mg"], "PO", ["daily at 1800", "nightly"]),
    ("pantoprazole", ["40 mg"], "IV", ["daily", "BID"]),
    ("famotidine", ["20 mg"], "PO", ["BID"]),
    ("insulin glargine", ["18 units", "24 units", "10 units"], "SC", ["nightly", "daily"]),
    ("insulin lispro", ["sliding scale", "4 units with meals"], "SC", ["AC and HS", "TID AC"]),
    ("metoprolol tartrate", ["12.5 mg", "25 mg", "50 mg"], "PO", ["BID", "q6h"]),
    ("metoprolol succinate", ["25 mg", "50 mg"], "PO", ["daily"]),
    ("amlodipine", ["5 mg", "10 mg"], "PO", ["daily"]),
    ("lisinopril", ["5 mg", "10 mg", "20 mg"], "PO", ["daily"]),
    ("furosemide", ["40 mg", "80 mg", "20 mg"], "IV", ["BID", "daily", "once"]),
    ("atorvastatin", ["40 mg", "80 mg"], "PO", ["nightly", "daily"]),
    ("aspirin", ["81 mg", "75 mg", "325 mg"], "PO", ["daily"]),
    ("clopidogrel", ["75 mg", "600 mg load"], "PO", ["daily", "once"]),
    ("ticagrelor", ["90 mg", "180 mg load"], "PO", ["BID", "once"]),
    ("acetaminophen", ["650 mg", "1 g", "500 mg"], "PO", ["q6h PRN", "q6h", "QID"]),
    ("oxycodone", ["5 mg", "10 mg"], "PO", ["q4h PRN"]),
    ("hydromorphone", ["0.2 mg", "0.5 mg"], "IV", ["q3h PRN"]),
    ("ondansetron", ["4 mg"], "IV", ["q6h PRN"]),
    ("senna", ["8.6 mg", "17.2 mg"], "PO", ["nightly", "BID"]),
    ("polyethylene glycol", ["17 g"], "PO", ["daily"]),
    ("levetiracetam", ["500 mg", "1000 mg"], "IV", ["BID"]),
    ("potassium chloride", ["20 mEq", "40 mEq"], "PO", ["once", "BID"]),
    ("magnesium sulfate", ["2 g"], "IV", ["once"]),
    ("sevelamer", ["800 mg"], "PO", ["TID with meals"]),
    ("calcitriol", ["0.25 mcg"], "PO", ["daily"]),
    ("epoetin alfa", ["4000 units", "10000 units"], "IV", ["with HD", "3x weekly"]),
    ("levothyroxine", ["50 mcg", "88 mcg", "112 mcg"], "PO", ["daily before breakfast"]),
    ("quetiapine", ["25 mg"], "PO", ["nightly PRN"]),
    ("thiamine", ["100 mg"], "PO", ["daily"]),
    ("chlorhexidine 0.12%", ["15 mL"], "oral rinse", ["BID"]),
    ("tamsulosin", ["0.4 mg"], "PO", ["nightly"]),
    ("gabapentin", ["100 mg", "300 mg"], "PO", ["TID", "nightly"]),
    ("prednisone", ["40 mg", "20 mg"], "PO", ["daily x 5 days"]),
    ("hydrocortisone", ["50 mg"], "IV", ["q6h"]),
    ("albuterol/ipratropium", ["3 mL neb"], "INH", ["q4h", "q6h PRN"]),
]
BRANDS = {"furosemide": "Lasix", "apixaban": "Eliquis", "piperacillin-tazobactam": "Zosyn", "norepinephrine": "Levophed",
          "dexmedetomidine": "Precedex", "enoxaparin": "Lovenox", "warfarin": "Coumadin", "atorvastatin": "Lipitor",
          "clopidogrel": "Plavix", "ticagrelor": "Brilinta", "acetaminophen": "Tylenol", "ondansetron": "Zofran",
          "levetiracetam": "Keppra", "pantoprazole": "Protonix", "insulin glargine": "Lantus", "insulin lispro": "Humalog",
          "amlodipine": "Norvasc", "sevelamer": "Renvela", "epoetin alfa": "Epogen", "quetiapine": "Seroquel",
          "metoprolol succinate": "Toprol XL", "tamsulosin": "Flomax", "gabapentin": "Neurontin"}
SCORES = ["GCS", "APACHE II", "SOFA", "qSOFA", "Wells", "CHA2DS2-VASc", "HAS-BLED", "CURB-65", "RASS", "CAM-ICU", "Braden",
          "Morse Fall Scale", "NEWS2", "MEWS", "Caprini", "RCRI", "STOP-BANG", "Child-Pugh", "MELD", "ECOG", "Karnofsky"]


def val(r, lo, hi, dec):
    v = r.uniform(lo, hi)
    return f"{v:.{dec}f}" if dec else str(int(round(v)))


def flag(r, v, ref):
    try:
        x = float(v)
        if ref.startswith("<"):
            return " H" if x > float(ref[1:]) else ""
        if ref.startswith(">"):
            return " L" if x < float(ref[1:]) else ""
        lo, hi = ref.split("-")
        return " L" if x < float(lo) else (" H" if x > float(hi) else "")
    except ValueError:
        return ""


def vitals_line(r, sep=", "):
    sbp = r.randint(78, 168)
    dbp = r.randint(38, min(96, sbp - 25))
    mapv = (sbp + 2 * dbp) // 3
    parts = [f"T {r.uniform(35.8, 39.6):.1f} C", f"HR {r.randint(52, 138)}", f"BP {sbp}/{dbp}", f"MAP {mapv}",
             f"RR {r.randint(10, 34)}", f"SpO2 {r.randint(86, 100)}% on {r.choice(['RA', '2L NC', '4L NC', '40% FiO2', 'HFNC 50L/60%', 'vent'])}"]
    return sep.join(parts)


def vitals_rows(r, n=5):
    times = sorted(r.sample(["0000", "0200", "0400", "0600", "0800", "1000", "1200", "1400", "1600", "1800", "2000", "2200"], n))
    rows = [["Time", "HR", "BP", "MAP", "RR", "SpO2", "Temp"]]
    for t in times:
        s = r.randint(82, 160)
        d = r.randint(40, min(92, s - 25))
        rows.append([t, str(r.randint(55, 132)), f"{s}/{d}", str((s + 2 * d) // 3), str(r.randint(12, 32)),
                     f"{r.randint(88, 100)}%", f"{r.uniform(36.0, 39.2):.1f}"])
    return rows


def drug_line(r):
    n, doses, route, freqs = r.choice(DRUGS)
    return n, r.choice(doses), route, r.choice(freqs)


def abg(r):
    return (f"ABG {r.uniform(7.12, 7.52):.2f}/{r.randint(26, 78)}/{r.randint(52, 210)}/{r.randint(14, 32)}, "
            f"BE {r.randint(-12, 6)}, SaO2 {r.randint(84, 100)}% on FiO2 {r.choice(['0.30', '0.40', '0.50', '0.60', '1.0'])}, "
            f"PEEP {r.choice([5, 8, 10, 12, 14])}")
