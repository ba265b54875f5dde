"""Clinical (non-PHI) content for kidney transplant follow-up: diseases, drugs,
labs, Banff scores, HLA typings.  Much of it is deliberate hard negatives:
eponyms, brand names, scores, guideline names and years, assay names."""
from country import pick

PRIMARY = [
    "IgA nephropathy (Berger's disease)", "ADPKD", "diabetic nephropathy (type 1 DM)",
    "diabetic kidney disease (T2DM)", "FSGS", "reflux nephropathy", "Alport syndrome",
    "lupus nephritis (class IV)", "ANCA-associated vasculitis (GPA)", "membranous nephropathy",
    "CKD of unknown aetiology", "hypertensive nephrosclerosis", "atypical HUS (CFH variant)",
    "Fabry disease", "obstructive uropathy (posterior urethral valves)", "Goodpasture's disease",
    "C3 glomerulopathy", "nephronophthisis", "Bartter syndrome", "cystinosis",
]
TX_TYPE = [
    ("DBD deceased donor", "DBD"), ("DCD deceased donor", "DCD"),
    ("living related donor", "LRD"), ("living unrelated donor", "LUD"),
    ("paired-exchange living donor", "LKPE"), ("ABO-incompatible living donor", "ABOi"),
    ("SPK (with pancreas)", "SPK"), ("DBD deceased donor, second graft", "DBD"),
]
INDUCTION = ["basiliximab (Simulect) 20 mg day 0 and day 4", "alemtuzumab (Campath) 30 mg",
             "rabbit ATG (Thymoglobulin) 4.5 mg/kg total", "basiliximab + IVIG",
             "ATG-Fresenius", "basiliximab"]
TAC_BRAND = ["Adoport", "Advagraf", "Envarsus", "Prograf", "Modigraf", "generic tacrolimus"]
ANTIPROLIF = ["mycophenolate mofetil (CellCept)", "mycophenolic acid (Myfortic)",
              "azathioprine", "MMF"]
ANTI_DOSE = {"mycophenolate mofetil (CellCept)": ["250 mg BD", "500 mg BD", "750 mg BD", "1 g BD"],
             "MMF": ["250 mg BD", "500 mg BD", "750 mg BD", "1 g BD"],
             "mycophenolic acid (Myfortic)": ["180 mg BD", "360 mg BD", "540 mg BD", "720 mg BD"],
             "azathioprine": ["50 mg OD", "75 mg OD", "100 mg OD", "125 mg OD"]}
INDICATION = {"amlodipine": "BP", "ramipril": "BP / proteinuria", "atorvastatin": "lipids",
              "omeprazole": "GI protection", "sodium": "acidosis", "alfacalcidol": "bone",
              "colecalciferol": "vitamin D", "doxazosin": "BP", "bisoprolol": "BP / AF",
              "furosemide": "fluid", "allopurinol": "gout", "metformin": "PTDM",
              "linagliptin": "PTDM", "insulin": "diabetes", "aspirin": "CV prevention",
              "nifedipine": "BP", "lansoprazole": "GI protection", "ferrous": "anaemia",
              "magnesium": "hypomagnesaemia", "tamsulosin": "LUTS", "sertraline": "mood",
              "cinacalcet": "hyperparathyroidism", "febuxostat": "gout",
              "empagliflozin": "CKD / PTDM", "darbepoetin": "anaemia", "alendronic": "bone"}


def indication(med):
    return INDICATION.get(med.split()[0], "other")
OTHER_MEDS = [
    "amlodipine 10 mg OD", "ramipril 2.5 mg OD", "atorvastatin 20 mg nocte",
    "omeprazole 20 mg OD", "sodium bicarbonate 500 mg TDS", "alfacalcidol 0.25 mcg OD",
    "colecalciferol 800 units OD", "doxazosin 4 mg BD", "bisoprolol 2.5 mg OD",
    "furosemide 40 mg OM", "allopurinol 100 mg OD", "metformin 500 mg BD",
    "linagliptin 5 mg OD", "insulin glargine (Lantus) 18 units nocte", "aspirin 75 mg OD",
    "nifedipine MR 30 mg BD", "lansoprazole 15 mg OD", "ferrous fumarate 210 mg OD",
    "magnesium glycerophosphate 4 mmol BD", "tamsulosin 400 mcg OD", "sertraline 50 mg OD",
    "cinacalcet 30 mg OD", "febuxostat 80 mg OD", "empagliflozin 10 mg OD",
    "darbepoetin (Aranesp) 30 mcg weekly", "alendronic acid 70 mg weekly",
]
PROPHYLAXIS = ["co-trimoxazole 480 mg OD (PJP prophylaxis)", "valganciclovir 450 mg OD",
               "nystatin suspension 1 mL QDS", "isoniazid 300 mg + pyridoxine",
               "Septrin 480 mg Mon/Wed/Fri", "Bactrim SS daily", "Valcyte 450 mg daily"]
INTERACTING = ["clarithromycin", "fluconazole", "diltiazem", "St John's wort", "rifampicin",
               "carbamazepine", "phenytoin", "erythromycin", "grapefruit juice", "itraconazole",
               "posaconazole", "verapamil", "Paxlovid (nirmatrelvir/ritonavir)"]
HARDNEG_PHRASES = [
    "Banff 2019 criteria", "KDIGO 2009 transplant guideline", "KDIGO 2020 update",
    "CKD-EPI 2021 equation", "Oxford MEST-C score", "Bristol stool chart type 6",
    "Glasgow Coma Scale 15/15", "Edmonton Frail Scale 4", "Karnofsky 90%", "ECOG 1",
    "Charlson index 5", "QRISK3 18%", "Epworth 6", "PHQ-9 of 7", "GAD-7 of 5",
    "Waterlow 8", "MUST 0", "Barthel 100/100", "NEWS2 1", "Wells score 0",
    "Cockcroft-Gault CrCl", "Tamm-Horsfall casts", "Kimmelstiel-Wilson nodules",
    "Brescia-Cimino fistula", "Tenckhoff catheter", "Foley catheter", "JJ stent",
    "Doppler resistive index 0.68", "Luminex single antigen bead", "One Lambda LABScreen",
    "Immucor LIFECODES", "CDC crossmatch", "SV40 immunostain", "C4d immunofluorescence",
    "Cushingoid habitus", "Kaposi sarcoma", "Pneumocystis jirovecii", "Epstein-Barr virus",
    "Addisonian", "Trousseau sign", "Chvostek sign", "Murphy's sign negative",
    "Hickman line", "Portacath", "Alaris GP pump", "Baxter Sigma pump", "Dexcom G7",
    "FreeStyle Libre 2", "Omron M3", "Medtronic Azure", "Shingrix", "Pneumovax 23",
    "Prevenar 20", "Comirnaty", "Fluad Tetra", "Hartmann's solution", "Ringer's lactate",
    "Mayo Clinic PKD classification", "Kidney Donor Profile Index 42%", "EPTS 18%",
]
LAB_ROWS_SI = [
    ("Creatinine", 80, 260, "umol/L"), ("eGFR", 18, 85, "mL/min/1.73m2"),
    ("Urea", 4.0, 22.0, "mmol/L"), ("Potassium", 3.6, 5.9, "mmol/L"), ("Sodium", 132, 144, "mmol/L"),
    ("Bicarbonate", 17, 28, "mmol/L"), ("Magnesium", 0.52, 0.95, "mmol/L"),
    ("Phosphate", 0.6, 1.6, "mmol/L"), ("Adj calcium", 2.15, 2.75, "mmol/L"),
    ("Hb", 88, 152, "g/L"), ("WCC", 2.4, 11.5, "x10^9/L"), ("Neutrophils", 1.0, 8.2, "x10^9/L"),
    ("Platelets", 110, 380, "x10^9/L"), ("ALT", 9, 64, "U/L"), ("Bilirubin", 4, 25, "umol/L"),
    ("HbA1c", 36, 72, "mmol/mol"), ("uPCR", 8, 180, "mg/mmol"), ("Uric acid", 0.25, 0.55, "mmol/L"),
]
LAB_ROWS_US = [
    ("Creatinine", 0.9, 3.2, "mg/dL"), ("eGFR", 18, 85, "mL/min/1.73m2"),
    ("BUN", 12, 60, "mg/dL"), ("Potassium", 3.6, 5.9, "mmol/L"), ("Sodium", 132, 144, "mmol/L"),
    ("CO2", 17, 28, "mmol/L"), ("Magnesium", 1.3, 2.3, "mg/dL"),
    ("Phosphorus", 2.0, 5.0, "mg/dL"), ("Calcium", 8.4, 10.9, "mg/dL"),
    ("Hemoglobin", 8.8, 15.2, "g/dL"), ("WBC", 2.4, 11.5, "K/uL"), ("ANC", 1.0, 8.2, "K/uL"),
    ("Platelets", 110, 380, "K/uL"), ("ALT", 9, 64, "U/L"), ("T bili", 0.2, 1.4, "mg/dL"),
    ("HbA1c", 5.4, 8.9, "%"), ("UPCR", 0.08, 1.8, "g/g"), ("Uric acid", 4.0, 9.2, "mg/dL"),
]
BK_STATUS = ["not detected", "detected <500 copies/mL (below LLOQ)"]
CMV_STATUS = ["D+/R-", "D+/R+", "D-/R+", "D-/R-"]


def fmt(v, lo, hi):
    span = hi - lo
    if span >= 50:
        return "%d" % round(v)
    if span >= 5:
        return "%.1f" % v
    return "%.2f" % v


def lab_value(rng, row):
    name, lo, hi, unit = row
    return fmt(lo + (hi - lo) * rng.random(), lo, hi)


def labs(rng, C, n=None, names=None):
    rows = LAB_ROWS_US if C.us else LAB_ROWS_SI
    if names:
        rows = [r for r in rows if r[0] in names]
    elif n:
        keep = rows[:4] + sorted(rng.sample(rows[4:], min(n, len(rows) - 4)), key=rows.index)
        rows = keep
    return [(r[0], lab_value(rng, r), r[3]) for r in rows]


def tac_level(rng, lo=3.0, hi=14.0):
    return "%.1f" % (lo + (hi - lo) * rng.random())


def creat(rng, C):
    return ("%.2f" % (0.9 + 2.3 * rng.random())) if C.us else str(rng.randrange(85, 260))


def banff(rng, dx):
    """Return (scores string, diagnosis line) consistent with dx."""
    s = {k: 0 for k in ("i", "t", "v", "g", "ptc", "ci", "ct", "cv", "ah", "mm", "cg", "ti")}
    s["ci"], s["ct"] = rng.randrange(0, 3), rng.randrange(0, 3)
    s["ah"] = rng.randrange(0, 3)
    c4d = 0
    if dx == "TCMR":
        s["i"], s["t"], s["ti"] = rng.randrange(2, 4), rng.randrange(2, 4), rng.randrange(1, 4)
        if rng.random() < 0.3:
            s["v"] = 1
            line = "Acute T cell-mediated rejection, Banff grade IIA"
        else:
            line = "Acute T cell-mediated rejection, Banff grade %s" % pick(rng, ["IA", "IB"])
    elif dx == "AMR":
        s["g"], s["ptc"] = rng.randrange(1, 3), rng.randrange(1, 3)
        c4d = rng.randrange(0, 4)
        line = "Active antibody-mediated rejection (%s)" % ("C4d-positive" if c4d >= 2 else
                                                           "C4d-negative")
    elif dx == "BKPyVAN":
        s["i"], s["t"] = rng.randrange(1, 3), rng.randrange(1, 3)
        line = "BK polyomavirus-associated nephropathy, class %d (SV40 positive)" % rng.randrange(1, 4)
    elif dx == "CNI":
        s["ah"] = rng.randrange(2, 4)
        line = "Features consistent with calcineurin inhibitor toxicity (nodular arteriolar " \
               "hyalinosis); no rejection"
    elif dx == "BL":
        s["i"], s["t"] = 1, 1
        line = "Borderline (suspicious) for acute TCMR"
    elif dx == "IGA":
        line = "Recurrent IgA nephropathy (Oxford M1 E0 S1 T0 C0); no rejection"
    else:
        line = "No evidence of rejection. IFTA grade %s" % ["0", "I", "II"][max(s["ci"], s["ct"]) % 3]
    sc = " ".join("%s%d" % (k, s[k]) for k in ("i", "t", "v", "g", "ptc", "ci", "ct", "cv", "ah",
                                                  "mm", "cg", "ti"))
    return sc + " C4d%d" % c4d, line


HLA_A = ["A*01:01", "A*02:01", "A*03:01", "A*11:01", "A*24:02", "A*26:01", "A*29:02",
         "A*30:01", "A*31:01", "A*33:03", "A*68:01"]
HLA_B = ["B*07:02", "B*08:01", "B*13:02", "B*15:01", "B*18:01", "B*27:05", "B*35:01",
         "B*40:01", "B*44:02", "B*51:01", "B*57:01", "B*58:01"]
HLA_C = ["C*01:02", "C*03:04", "C*04:01", "C*05:01", "C*06:02", "C*07:01", "C*07:02"]
HLA_DR = ["DRB1*01:01", "DRB1*03:01", "DRB1*04:01", "DRB1*07:01", "DRB1*11:01",
          "DRB1*13:01", "DRB1*15:01"]
HLA_DQ = ["DQB1*02:01", "DQB1*03:01", "DQB1*03:02", "DQB1*05:01", "DQB1*06:02", "DQB1*06:03"]
DQ_SERO = {"DQB1*02:01": "DQ2", "DQB1*03:01": "DQ7", "DQB1*03:02": "DQ8", "DQB1*05:01": "DQ5",
           "DQB1*06:02": "DQ6", "DQB1*06:03": "DQ6"}


def typing(rng):
    out = []
    for pool in (HLA_A, HLA_B, HLA_C, HLA_DR, HLA_DQ):
        a, b = rng.sample(pool, 2)
        out.append((a, b) if a < b else (b, a))
    return out


def sero(allele):
    if allele.startswith("DQB1"):
        return DQ_SERO[allele]
    if allele.startswith("DRB1"):
        return "DR%d" % int(allele[5:7])
    return "%s%d" % (allele[0], int(allele[2:4]))
