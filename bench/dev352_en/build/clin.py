"""Clinical content that is not PHI: acuities, refractions, biometry values, lens
models, drugs, eponyms, codes.  Many of these look like dates, names or IDs."""

SNELLEN_M = ["6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60"]
SNELLEN_F = ["20/15", "20/20", "20/25", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200"]
LOW_VA = ["CF", "HM", "CF 1m", "3/60", "PL"]
IOL_MODELS = [
    ("Alcon AcrySof IQ SN60WF", 119.0), ("Alcon Clareon CNA0T0", 119.1), ("Tecnis 1-piece ZCB00", 119.3),
    ("Tecnis Eyhance ICB00", 119.3), ("Rayner RayOne EMV RAO200E", 118.6), ("Hoya Vivinex XY1", 118.9),
    ("Zeiss CT Asphina 409M", 118.3), ("Bausch + Lomb enVista MX60E", 119.1), ("AcrySof IQ PanOptix TFNT00", 119.1),
    ("Tecnis Synergy ZFR00V", 119.3), ("Alcon AcrySof IQ Vivity DFT015", 119.2), ("Rayner RayOne Aspheric RAO600C", 118.0),
]
TORIC_MODELS = ["AcrySof IQ Toric SN6AT3", "AcrySof IQ Toric SN6AT4", "Tecnis Toric II ZCU225", "Clareon Toric CNW0T4",
                "RayOne Toric RAO610T", "enVista Toric MX60T"]
BACKUP_IOLS = ["Sensar AR40e (sulcus)", "MA60AC (3-piece, sulcus)", "Artisan/Verisyse iris-claw", "CZ70BD AC IOL"]
FORMULAS = ["Barrett Universal II", "SRK/T", "Hoffer Q", "Haigis", "Holladay 1", "Kane", "EVO 2.0", "Hill-RBF 3.0",
            "Olsen", "Barrett True-K"]
BIOMETERS = ["IOLMaster 700", "IOLMaster 500", "Lenstar LS 900", "Argos", "Pentacam AXL", "Anterion", "Aladdin"]
PHACO = ["Centurion Vision System", "Infiniti", "Stellaris Elite", "Signature Pro", "Oertli Faros", "Constellation"]
VISCO = ["Healon GV", "Healon", "Viscoat", "Provisc", "DisCoVisc", "Healon EndoCoat", "Amvisc Plus"]
POSTOP_DROPS = {
    "GB": ["Maxitrol QDS 4/52", "dexamethasone 0.1% QDS 2/52 then BD 2/52", "Pred Forte QDS 4/52 + chloramphenicol 0.5% QDS 2/52",
           "Maxidex QDS 1/52, TDS 1/52, BD 1/52, OD 1/52", "ketorolac 0.5% TDS 4/52 (diabetic)", "Nevanac TDS 6/52"],
    "US": ["Pred Forte 1% QID x 1 wk then taper", "moxifloxacin 0.5% QID x 1 wk", "Durezol BID x 2 wk then daily x 2 wk",
           "ketorolac 0.5% QID x 4 wk", "Dex-Moxi-Ketor compounded drop 1 gtt QID taper over 4 wk", "Ilevro daily x 4 wk"],
}
MEDS = ["tamsulosin 400 mcg OD", "amlodipine 5 mg OD", "metformin 1 g BD", "atorvastatin 40 mg ON", "apixaban 5 mg BD",
        "warfarin (INR 2.4)", "clopidogrel 75 mg OD", "aspirin 75 mg OD", "levothyroxine 100 mcg", "latanoprost 0.005% ON both eyes",
        "timolol 0.5% BD", "ramipril 5 mg", "insulin glargine 22 units ON", "bisoprolol 2.5 mg", "alfuzosin 10 mg",
        "donepezil 10 mg", "omeprazole 20 mg", "sertraline 50 mg", "hydroxychloroquine 200 mg", "prednisolone 5 mg OD",
        "rivaroxaban 20 mg", "Symbicort inhaler", "doxazosin 4 mg", "sitagliptin 100 mg"]
PMH = ["T2DM (HbA1c 58 mmol/mol)", "HTN", "AF on anticoagulation", "COPD - can lie flat with 2 pillows", "IHD, stent 2016",
       "hypothyroidism", "OSA on CPAP", "mild cognitive impairment", "Parkinson's disease - tremor", "rheumatoid arthritis",
       "BPH on tamsulosin", "POAG both eyes", "ARMD (dry) L>R", "previous retinal detachment R eye", "high myopia",
       "Fuchs endothelial dystrophy", "PXF R eye", "chronic back pain - may struggle to lie flat", "hearing aids both ears",
       "claustrophobia", "type 1 diabetes, background DR", "CKD stage 3", "Sjogren's syndrome", "previous LASIK 2004",
       "amblyopia L eye (lazy eye since childhood)", "Marfan syndrome (ectopia lentis excluded)", "Alzheimer's disease (early)",
       "Horner's syndrome L (long-standing)", "asthma", "psoriasis", "gout"]
ALLERGIES = ["NKDA", "penicillin (rash)", "latex", "iodine?", "elastoplast", "co-codamol (vomiting)", "no known allergies",
             "sulfa drugs", "chlorhexidine", "NKA"]
EPONYM_FINDINGS = [
    "Fuchs endothelial guttata ++", "Weiss ring present", "Krukenberg spindle", "Vogt striae absent", "Mittendorf dot",
    "Seidel negative", "Schlemm canal not visualised", "Soemmerring ring", "Elschnig pearls on posterior capsule",
    "Morgagnian cataract", "Shafer sign negative", "Descemet folds +", "Bowman layer intact", "Tenon's cyst nil",
    "Zinn zonules appear intact", "Berger space clear", "Amsler grid - no distortion", "Ishihara 17/17",
    "Pelli-Robson 1.65", "Schirmer 12 mm/5 min", "Goldmann 16 mmHg", "Watzke-Allen negative",
]
INSTRUMENTS = ["Sinskey hook", "Kuglen hook", "Rycroft cannula", "Chang cannula", "Utrata forceps", "Vannas scissors",
               "Nagahara chopper", "Barraquer speculum", "Lieberman speculum", "Simcoe cannula", "Malyugin ring 6.25",
               "Morcher CTR type 14", "Cionni ring", "Osher manipulator", "Kelman-McPherson forceps", "Lindstrom spatula"]
LOCS = ["NO2 NC2 C1 P1", "NO3 NC3 C2", "NO4 NC4 P2", "NO2 NC3 C1 P3", "NO5 NC5 (brunescent)", "C4 P2", "NO3 NC4 C3 P2",
        "PSC grade 3", "mature white", "2+ NS, 1+ cortical", "3+ NS", "1+ PSC"]
CODES_UK = ["OPCS C71.2 + C75.1", "OPCS C71.2", "OPCS C75.1 Y02.4", "HRG BZ34B", "ICD-10 H25.1", "ICD-10 H25.9",
            "H26.4", "C73.1 (YAG capsulotomy)", "OPCS C71.2 Y76.1"]
CODES_US = ["CPT 66984", "CPT 66982", "CPT 66821 (YAG)", "ICD-10 H25.13", "ICD-10 H25.811", "ICD-10 H26.492",
            "CPT 92136 (biometry)", "HCPCS V2788", "Z96.1", "CPT 66991"]
CODES_AU = ["MBS item 42702", "ACHI 42702-04", "MBS 42702 + 42701", "ICD-10-AM H25.1", "ACHI 42702-01", "MBS 42702 (day case)"]
PUBLIC = {"GB": ["NHS 111", "999", "NHS England", "NICE", "RCOphth", "DVLA", "CQC", "MHRA"],
          "US": ["911", "CMS", "Medicare", "FDA", "AAO", "DMV", "OSHA"],
          "CA": ["911", "Health Canada", "CNIB", "Ministry of Health", "MTO"],
          "AU": ["000", "Medicare", "TGA", "RANZCO", "Healthdirect", "VicRoads"],
          "NZ": ["111", "ACC", "Healthline", "Te Whatu Ora", "Medsafe", "NZTA"],
          "IE": ["112", "HSE", "NTPF", "HIQA", "NDLS", "HPRA"]}
PRO_SCORES = ["Cat-PROM5 score 4", "VF-14 62", "Catquest-9SF -1.2 logits", "NEI-VFQ-25 71", "Cat-PROM5 -2.1",
              "VF-14 score 85/100"]


def va(rng, cc, band="poor"):
    pool = SNELLEN_F if cc == "US" or (cc == "CA" and rng.random() < 0.6) else SNELLEN_M
    if band == "good":
        v = rng.choice(pool[:5])
    elif band == "poor":
        v = rng.choice(pool[3:])
        if rng.random() < 0.08:
            return rng.choice(LOW_VA)
    else:
        v = rng.choice(pool)
    if rng.random() < 0.3:
        v += rng.choice(["-1", "-2", "+1", "+2", "-3"])
    return v


def logmar(rng, band="poor"):
    x = rng.choice([0.0, 0.1, 0.18, 0.2, 0.3] if band == "good" else [0.3, 0.4, 0.48, 0.5, 0.6, 0.7, 0.8, 1.0])
    return f"{x:.2f}"


def refraction(rng, near_plano=False):
    s = rng.choice([-0.75, -0.5, -0.25, 0.0, 0.25, 0.5]) if near_plano else rng.choice(
        [x / 4 for x in range(-40, 17)])
    c = -rng.choice([0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 2.75])
    ax = rng.randrange(1, 181)
    sp = "plano" if s == 0 else f"{s:+.2f}"
    if c == 0:
        return f"{sp} DS"
    return f"{sp}/{c:.2f} x {ax}"


def biometry(rng):
    al = round(rng.gauss(23.6, 1.3), 2)
    al = max(20.5, min(30.5, al))
    k1 = round(rng.uniform(41.0, 46.5) * 4) / 4
    k2 = k1 + round(rng.uniform(0.25, 2.5) * 4) / 4
    ax1 = rng.randrange(0, 180)
    ax2 = (ax1 + 90) % 180
    return {"al": al, "k1": k1, "k2": k2, "ax1": ax1, "ax2": ax2, "acd": round(rng.uniform(2.4, 3.9), 2),
            "lt": round(rng.uniform(3.9, 5.2), 2), "wtw": round(rng.uniform(11.2, 12.6), 1),
            "cct": rng.randrange(480, 610), "snr": round(rng.uniform(12, 260), 1)}


def iol_power(b, rng):
    p = 19.0 + (23.6 - b["al"]) * 2.6 + (44.0 - (b["k1"] + b["k2"]) / 2) * 1.1 + rng.choice([-0.5, 0, 0.5])
    p = round(p * 2) / 2
    return max(6.0, min(30.0, p))


def bp(rng):
    return f"{rng.randrange(112, 178)}/{rng.randrange(62, 98)}"


def time(rng, h0=7, h1=18):
    return f"{rng.randrange(h0, h1):02d}:{rng.choice(['00', '05', '10', '15', '20', '30', '40', '45', '50', '55'])}"
