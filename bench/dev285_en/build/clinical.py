"""Clinical (non-PHI) text blocks for home oxygen notes. Nothing returned
here is PHI; many items are deliberate hard negatives (eponyms, model
names, codes, doses, durations, scores, numbers shaped like IDs)."""

DX = [
    ("COPD", "chronic obstructive pulmonary disease", "J44.9"),
    ("COPD GOLD 4, group E", "severe COPD with frequent exacerbations", "J44.1"),
    ("IPF", "idiopathic pulmonary fibrosis", "J84.112"),
    ("ILD (fibrotic HP)", "fibrotic hypersensitivity pneumonitis", "J67.9"),
    ("PAH", "pulmonary arterial hypertension (group 1)", "I27.0"),
    ("bronchiectasis", "non-CF bronchiectasis with chronic Pseudomonas", "J47.9"),
    ("CF", "cystic fibrosis", "E84.0"),
    ("HFrEF", "heart failure with reduced EF (LVEF 25%)", "I50.2"),
    ("kyphoscoliosis", "thoracic kyphoscoliosis with restrictive defect", "M41.9"),
    ("OHS", "obesity hypoventilation syndrome on nocturnal NIV", "E66.2"),
    ("MND", "motor neurone disease (ALS variant)", "G12.2"),
    ("Ca lung", "non-small cell lung cancer, palliative", "C34.9"),
    ("sarcoidosis", "stage IV pulmonary sarcoidosis", "D86.0"),
    ("CTEPH", "chronic thromboembolic pulmonary hypertension", "I27.24"),
    ("pneumoconiosis", "coal workers' pneumoconiosis with PMF", "J60"),
    ("asbestosis", "asbestosis with pleural plaques", "J61"),
    ("post-COVID ILD", "post-COVID-19 organising pneumonia/ILD", "U09.9"),
    ("alpha-1 AT deficiency", "alpha-1 antitrypsin deficiency emphysema (PiZZ)", "E88.01"),
]

COMORB = ["T2DM (HbA1c 58 mmol/mol)", "AF on apixaban 5 mg BD", "CKD stage 3b (eGFR 38)",
          "IHD, CABG x3", "HTN", "osteoporosis", "OSA on CPAP (AHI 34/h at dx)",
          "Parkinson's disease", "Raynaud's phenomenon", "previous TIA", "depression",
          "GORD", "hypothyroidism", "cor pulmonale", "polycythaemia (Hct 0.54)",
          "Sjogren's syndrome", "rheumatoid arthritis on methotrexate",
          "peripheral vascular disease", "anxiety with panic attacks",
          "previous Guillain-Barre syndrome", "Cushing's (iatrogenic, steroids)",
          "BPH", "macular degeneration", "hearing impairment (bilateral aids)",
          "mild cognitive impairment (MoCA 22/30)", "Paget's disease of bone"]

MEDS = ["Trelegy Ellipta 92/55/22 mcg 1 puff OD", "tiotropium 18 mcg inh OD",
        "salbutamol 100 mcg MDI 2 puffs PRN", "Fostair 100/6 2 puffs BD",
        "carbocisteine 375 mg 2 caps TDS", "prednisolone 5 mg OD",
        "azithromycin 250 mg three times a week", "furosemide 40 mg mane",
        "bisoprolol 2.5 mg OD", "apixaban 5 mg BD", "atorvastatin 40 mg nocte",
        "pirfenidone 801 mg TDS", "nintedanib 150 mg BD", "sildenafil 20 mg TDS",
        "macitentan 10 mg OD", "morphine sulfate oral solution 2.5 mg PRN for breathlessness",
        "lorazepam 0.5 mg SL PRN", "Anoro Ellipta 1 puff OD", "Symbicort 200/6 2 puffs BD",
        "Spiriva Respimat 2.5 mcg 2 puffs OD", "montelukast 10 mg nocte",
        "theophylline MR 200 mg BD", "omeprazole 20 mg OD", "metformin 500 mg BD",
        "Advair 250/50 1 inh BID", "Breztri Aerosphere 2 puffs BID", "colecalciferol 800 units OD",
        "nebulised saline 7% BD", "Creon 25000 with meals", "spironolactone 25 mg OD"]

CONCENTRATORS = ["Philips EverFlo", "Invacare Perfecto2 V", "AirSep VisionAire 5",
                 "DeVilbiss 525KS", "Nidek Nuvo Lite", "Invacare Platinum 9",
                 "Philips Millennium M10", "CAIRE Companion 5"]
CONC_SERIAL_KIND = {"Philips EverFlo": "EverFlo", "Invacare Perfecto2 V": "Perfecto2",
                    "AirSep VisionAire 5": "VisionAire", "DeVilbiss 525KS": "525KS",
                    "Nidek Nuvo Lite": "Nuvo Lite", "Invacare Platinum 9": "Perfecto2",
                    "Philips Millennium M10": "EverFlo", "CAIRE Companion 5": "VisionAire"}
POCS = ["Inogen One G5", "Inogen One G4", "Philips SimplyGo Mini", "CAIRE FreeStyle Comfort",
        "O2 Concepts Zen-O lite", "Invacare Platinum Mobile", "SeQual Eclipse 5"]
POC_SERIAL_KIND = {"Inogen One G5": "Inogen One G5", "Inogen One G4": "Inogen One G4",
                   "Philips SimplyGo Mini": "SimplyGo Mini",
                   "CAIRE FreeStyle Comfort": "FreeStyle Comfort",
                   "O2 Concepts Zen-O lite": "Zen-O lite",
                   "Invacare Platinum Mobile": "Platinum Mobile", "SeQual Eclipse 5": "Eclipse 5"}
CYLINDERS = {"UK": ["CD (460 L)", "ZA", "HX", "DD", "ZX", "LIV (Lightweight Integrated Valve)"],
             "IE": ["CD", "ZA", "D size", "E size", "AZ"],
             "US": ["E cylinder", "M6", "D cylinder", "M9 (C)", "H-cylinder backup"],
             "AU": ["C size", "D size", "E size", "CD lightweight"],
             "CA": ["E cylinder", "D cylinder", "M6", "ML6"]}
OXIMETERS = ["Nonin WristOx2 3150", "Masimo Rad-8", "Konica Minolta PULSOX-300i",
             "ResMed ApneaLink Air", "Nonin 7500", "Contec CMS50F"]
DELIVERY = ["nasal cannula", "nasal cannulae (soft tip)", "Venturi 28% mask",
            "Venturi 24%", "simple face mask", "OxyMask", "high-flow nasal cannula (AIRVO 2)",
            "nasal cannula via 15 m tubing"]

MRC = ["MRC dyspnoea grade 3", "MRC 4", "MRC grade 5 (housebound)", "mMRC 3"]
SCORES = ["CAT score 27", "CAT 31", "ESS 6/24", "STOP-Bang 5", "Borg 4 at rest",
          "Rockwood CFS 6", "WHO FC III", "NYHA III", "ECOG 2", "Karnofsky 50%",
          "MoCA 25/30", "BODE index 7", "GAD-7 12", "PHQ-9 9", "Glasgow Coma Scale 15/15"]

HARD_NUMS = ["HCPCS E1390", "HCPCS E0431", "HCPCS E1392 (POC)", "ICD-10 J96.11",
             "SNOMED 427327003", "product code 1020007", "part no. IRC5PO2AW",
             "tubing 15 m", "battery 8-cell (up to 4.7 h at setting 2)",
             "hour meter 18452.3 h", "purity 94.6% O2", "cylinder 137 bar",
             "fill pressure 200 bar", "smoke alarm 9V battery", "CO 3 ppm",
             "FiO2 0.28", "FEV1/FVC 0.41", "DLCO 31% pred", "BMI 19.8",
             "BP 132/78", "HR 96", "RR 24", "T 36.8", "weight 61.4 kg",
             "1 x 2-litre cylinder", "ratio 1:2", "setting 3 (pulse)", "24/7 use",
             "review in 3/12", "repeat ABG in 6/52", "2/7 history", "Hb 168 g/L",
             "Hct 0.52", "BNP 1320 ng/L", "NT-proBNP 2870", "ESR 12", "CRP 4",
             "K+ 4.6", "Na 138", "eGFR 52", "TLCO 2.41", "6MWD 210 m",
             "ISWT 120 m (level 4)", "ESWT 3 min 10 s", "Venturi 28%"]

ADVICE = [
    "Advised never to smoke or allow anyone to smoke near the oxygen; e-cigarettes must not be charged or used near the equipment.",
    "Keep the concentrator at least 1 m from walls/curtains and 2-3 m from any naked flame, gas hob or open fire.",
    "Do not use oil-based emollients or petroleum jelly on face; water-based gel given.",
    "Tubing to be kept off walkways; trip hazard on landing discussed.",
    "Smoke alarms tested and working on both floors.",
    "Cylinders to be stored upright in a cool, ventilated place and never in a car boot for long periods.",
    "Explained oxygen is a treatment for low oxygen levels, not for breathlessness per se.",
    "Given written information leaflet (fire safety and home oxygen, v4).",
    "Advised to inform home insurer and car insurer that oxygen is kept at the property.",
    "Discussed hours of use: minimum 15 h/day including overnight for benefit.",
    "Advised to call 999/911/000 in an emergency and not to increase flow without advice.",
    "No candles, incense or oil lamps in the room where oxygen is used.",
    "Firebreaks (thermal fuses) fitted at the concentrator outlet and near the patient end.",
]

SMOKING = [
    "ex-smoker, quit {Y}, 45 pack-years", "never smoker", "current smoker ~10/day",
    "ex-smoker (50 pack yrs), CO today 2 ppm", "vapes (e-cig) - advised to stop",
    "stopped smoking {Y}; household: son smokes outside only",
    "ex-smoker 30 pack-years; partner still smokes indoors", "quit {Y} (CO 1 ppm today)",
]


def pick(rng, lst, k):
    k = min(k, len(lst))
    return rng.sample(lst, k)


def dx(rng):
    return rng.choice(DX)


def kpa_units(country, rng):
    if country in ("UK", "IE"):
        return "kPa"
    if country == "AU":
        return "kPa" if rng.random() < 0.3 else "mmHg"
    return "mmHg"


def fmt_gas(val_kpa, units):
    if units == "kPa":
        return "%.1f" % val_kpa
    return "%d" % round(val_kpa * 7.50062)


def abg_set(rng, units, on_flow=None, hypercap=False):
    """Return a dict of realistic blood gas values."""
    if on_flow is None:
        po2 = rng.uniform(5.9, 7.9)
    else:
        po2 = rng.uniform(7.6, 9.6) + 0.25 * on_flow
    pco2 = rng.uniform(6.2, 8.4) if hypercap else rng.uniform(4.3, 6.1)
    if on_flow is not None and hypercap:
        pco2 += rng.uniform(0.0, 0.6)
    ph = 7.40 - (pco2 - 5.3) * 0.035 + rng.uniform(-0.02, 0.03)
    hco3 = rng.uniform(24, 33) if hypercap else rng.uniform(21.5, 28)
    pm = po2 * 7.50062
    sat = min(99, max(70, int(round(100.0 / (23400.0 / (pm ** 3 + 150.0 * pm) + 1.0)))))
    be = hco3 - 24.2 + rng.uniform(-1, 1)
    return {"pH": "%.2f" % ph, "pO2": fmt_gas(po2, units), "pCO2": fmt_gas(pco2, units),
            "HCO3": "%.1f" % hco3, "BE": "%+.1f" % be, "SaO2": "%d" % sat,
            "lac": "%.1f" % rng.uniform(0.6, 1.8), "po2k": po2}


def gas_line(rng, g, units, label, compact=False):
    if compact:
        return "%s: pH %s / pO2 %s / pCO2 %s / HCO3 %s / BE %s / sats %s%%" % (
            label, g["pH"], g["pO2"], g["pCO2"], g["HCO3"], g["BE"], g["SaO2"])
    return "%-22s pH %s  PaO2 %s %s  PaCO2 %s %s  HCO3- %s mmol/L  BE %s  SaO2 %s%%" % (
        label, g["pH"], g["pO2"], units, g["pCO2"], units, g["HCO3"], g["BE"], g["SaO2"])


def gas_table(rng, rows, units):
    """rows: list of (label, gasdict). Returns a fixed-width table string."""
    head = "%-24s%-7s%-9s%-9s%-8s%-7s%-6s" % ("Condition", "pH", "pO2", "pCO2", "HCO3", "BE", "SO2%")
    lines = [head, "%-24s%-7s%-9s%-9s%-8s%-7s%-6s" % ("", "", units, units, "mmol/L", "", "")]
    for lab, g in rows:
        lines.append("%-24s%-7s%-9s%-9s%-8s%-7s%-6s" % (lab, g["pH"], g["pO2"], g["pCO2"], g["HCO3"], g["BE"], g["SaO2"]))
    return "\n".join(lines)


def spiro(rng):
    fev1 = rng.uniform(0.45, 1.6)
    fvc = fev1 / rng.uniform(0.3, 0.68)
    pct = int(fev1 / rng.uniform(2.2, 3.1) * 100)
    return "FEV1 %.2f L (%d%% pred), FVC %.2f L, ratio %.2f" % (fev1, pct, fvc, fev1 / fvc)


def flow(rng):
    return rng.choice(["0.5", "1", "1", "1.5", "2", "2", "2", "2.5", "3", "4"])


def hours(rng):
    return rng.choice(["15", "16", "16", "18", "20", "24", "15+"])


def exam(rng):
    bits = ["alert, speaking full sentences", "pursed-lip breathing", "mild peripheral oedema to mid-shin",
            "no clubbing", "fine bibasal inspiratory crackles (velcro)", "quiet breath sounds, prolonged expiration",
            "JVP +3 cm", "cyanosed lips", "Hoover's sign present", "no asterixis", "wheeze on forced expiration",
            "uses rollator indoors", "kyphotic", "accessory muscle use at rest"]
    return "; ".join(pick(rng, bits, rng.randint(3, 5)))


def scores(rng, k=2):
    return ", ".join(pick(rng, SCORES + MRC, k))


def advice(rng, k=3):
    return pick(rng, ADVICE, k)


def hard(rng, k=2):
    return pick(rng, HARD_NUMS, k)


def meds(rng, k=None):
    return pick(rng, MEDS, k or rng.randint(3, 7))


def comorb(rng, k=None):
    return pick(rng, COMORB, k or rng.randint(1, 4))


def equipment(rng, country):
    conc = rng.choice(CONCENTRATORS)
    poc = rng.choice(POCS)
    cyl = rng.choice(CYLINDERS[country])
    return conc, poc, cyl


SUP_TERMS = {"UK": ("HOOF", "supplier", "GP"), "IE": ("HSE oxygen prescription", "supplier", "GP"),
             "US": ("DME order", "DME supplier", "PCP"), "AU": ("domiciliary oxygen application", "supplier", "GP"),
             "CA": ("Home Oxygen Program application", "vendor", "family physician")}
