"""Clinical content (no PHI): nodules, categories, incidental findings,
observations, spirometry, smoking-cessation pharmacotherapy, codes.
These provide the hard negatives: abbreviations, values, eponyms, scores."""
import math

import pools as P
from core import pick, chance


def nodule(rng):
    lobe = pick(rng, P.LOBES)
    kind = pick(rng, ["solid", "solid", "solid", "part-solid", "ground-glass",
                      "perifissural", "calcified"])
    size = round(rng.uniform(3.0, 24.0), 1) if kind != "perifissural" else round(rng.uniform(3, 9), 1)
    if kind == "calcified":
        size = round(rng.uniform(2, 8), 1)
    vol = int(math.pi / 6 * size ** 3 * rng.uniform(0.8, 1.1))
    solid = round(size * rng.uniform(0.3, 0.7), 1) if kind == "part-solid" else None
    return {"lobe": lobe, "seg": pick(rng, P.SEGMENTS[lobe]), "kind": kind,
            "size": size, "vol": vol, "solid": solid,
            "se": pick(rng, [2, 3, 4, 5, 201, 301]), "im": rng.randrange(20, 380),
            "margin": pick(rng, ["smooth", "lobulated", "spiculated", "well-defined",
                                 "slightly irregular"]),
            "brock": round(rng.uniform(0.5, 45.0), 1)}


def lungrads(n):
    s, k = n["size"], n["kind"]
    if k in ("calcified", "perifissural"):
        return "2", "Continue annual screening with LDCT in 12 months"
    if k == "ground-glass":
        return ("2", "Continue annual screening with LDCT in 12 months") if s < 30 else ("3", "LDCT in 6 months")
    if k == "part-solid":
        if n["solid"] < 6:
            return "3", "LDCT in 6 months"
        return "4A", "LDCT in 3 months; PET/CT may be considered"
    if s < 6:
        return "2", "Continue annual screening with LDCT in 12 months"
    if s < 8:
        return "3", "LDCT in 6 months"
    if s < 15:
        return "4A", "LDCT in 3 months; PET/CT may be considered if solid component >= 8 mm"
    return ("4B" if n["margin"] != "spiculated" else "4X"), \
        "Diagnostic chest CT with or without contrast, PET/CT and/or tissue sampling; refer to lung nodule clinic"


def bts(n):
    v, k = n["vol"], n["kind"]
    if k in ("calcified", "perifissural") or v < 80:
        return "No nodule follow-up required; return to routine screening interval (24 months)"
    if v < 300:
        return "Surveillance CT at 3 months for volumetry (VDT)"
    return "Brock risk %.1f%%; refer to lung MDT / nodule clinic for PET-CT" % n["brock"]


def nodule_line(rng, n, i=None):
    parts = []
    if i is not None:
        parts.append("%d. " % i)
    seg = n["seg"]
    lobe = P.LOBE_LONG[n["lobe"]] if chance(rng, 0.5) else n["lobe"]
    if n["kind"] == "part-solid":
        parts.append("%s part-solid nodule, %s segment %s, %.1f mm overall with %.1f mm solid component"
                     % (n["margin"].capitalize(), seg, lobe, n["size"], n["solid"]))
    else:
        parts.append("%s %s nodule, %s segment %s, %.1f mm (mean diameter)"
                     % (n["margin"].capitalize(), n["kind"], seg, lobe, n["size"]))
    if chance(rng, 0.7):
        parts.append(", volume %d mm3" % n["vol"])
    parts.append(pick(rng, [" (Se %d Im %d)" % (n["se"], n["im"]), " [series %d, image %d]" % (n["se"], n["im"]),
                            " (S%d/I%d)" % (n["se"], n["im"])]))
    return "".join(parts)


EMPHYSEMA = ["Mild centrilobular emphysema, upper lobe predominant.",
             "Moderate centrilobular and paraseptal emphysema.",
             "Trace paraseptal emphysema at the apices.",
             "Severe centrilobular emphysema with bullous change in the RUL.",
             "No emphysema."]
CAC = ["Coronary artery calcification: none.",
       "Coronary artery calcification: mild (visual score 1, LAD).",
       "Coronary artery calcification: moderate, LAD and RCA (visual score 2).",
       "Coronary artery calcification: severe, three-vessel (visual score 3).",
       "Coronary calcification mild; Agatston not calculated on non-gated study."]
OTHER = [
    ("Small hiatus hernia.", None),
    ("Thyroid: 18 mm hypodense nodule in the right lobe.", "Thyroid ultrasound recommended (ACR TI-RADS assessment)"),
    ("Left adrenal nodule 14 mm, -4 HU, consistent with lipid-rich adenoma.", None),
    ("Right adrenal nodule 22 mm, indeterminate (32 HU).", "Adrenal protocol CT or MRI"),
    ("Ascending aorta measures 43 mm.", "Echocardiogram and BP optimisation; annual aortic surveillance"),
    ("Bilateral calcified pleural plaques, in keeping with previous asbestos exposure.", "No action; note for occupational history"),
    ("Mild cylindrical bronchiectasis in both lower lobes.", "Sputum culture if productive cough"),
    ("Interstitial lung abnormality: subpleural reticulation at the bases (non-fibrotic).", "Respiratory referral and PFTs"),
    ("Osteopenic vertebrae with mild (grade 1) T11 wedge fracture.", "Consider DXA and FRAX assessment"),
    ("Simple hepatic cyst segment VII, 15 mm.", None),
    ("Bosniak I left renal cyst, 30 mm.", None),
    ("Mild diffuse bronchial wall thickening.", None),
    ("Hypodense lesion in the pancreatic tail, 11 mm.", "MRI pancreas / MRCP"),
    ("Breast: 9 mm nodule in the left breast, upper outer quadrant.", "Refer to breast service for triple assessment"),
    ("Dilated main pulmonary artery (34 mm).", "Echocardiogram to assess for pulmonary hypertension"),
    ("Cholelithiasis without features of cholecystitis.", None),
]


def findings(rng, k=None):
    k = k if k is not None else rng.randrange(1, 4)
    out = [(pick(rng, EMPHYSEMA), "Emphysema noted: spirometry and COPD review if not already diagnosed"),
           (pick(rng, CAC), "Coronary calcification: assess CVD risk (QRISK3) and consider statin therapy")]
    idx = list(range(len(OTHER)))
    rng.shuffle(idx)
    for i in idx[:k]:
        out.append(OTHER[i])
    return out


def vitals(rng):
    sbp, dbp = rng.randrange(112, 168), rng.randrange(64, 98)
    ht = rng.randrange(150, 190)
    wt = round(rng.uniform(48, 118), 1)
    bmi = round(wt / (ht / 100.0) ** 2, 1)
    return {"bp": "%d/%d" % (sbp, dbp), "hr": rng.randrange(56, 104),
            "spo2": rng.randrange(91, 100), "ht": ht, "wt": wt, "bmi": bmi,
            "rr": rng.randrange(12, 22)}


def spiro(rng):
    fvc = round(rng.uniform(1.8, 4.6), 2)
    ratio = round(rng.uniform(0.45, 0.82), 2)
    fev1 = round(fvc * ratio, 2)
    pp = rng.randrange(38, 108)
    gold = "N/A" if ratio >= 0.7 else ("GOLD 1" if pp >= 80 else "GOLD 2" if pp >= 50 else "GOLD 3" if pp >= 30 else "GOLD 4")
    return {"fev1": fev1, "fvc": fvc, "ratio": ratio, "pp": pp, "gold": gold,
            "grade": pick(rng, ["A", "A", "B", "C"])}


PHARM = ["varenicline 0.5 mg OD titrating to 1 mg BD (12 weeks)",
         "cytisine 1.5 mg tablets, 25-day course", "NRT patch 21 mg/24 h plus 2 mg lozenges PRN",
         "NRT patch 14 mg/24 h + inhalator 15 mg", "bupropion SR 150 mg OD x 3 days then BD",
         "combination NRT (patch 25 mg/16 h + mouth spray 1 mg)", "e-cigarette (nicotine 18 mg/ml) per local swap-to-stop scheme",
         "NRT gum 4 mg, max 15/day"]

SYMPTOMS = ["cough > 3 weeks", "haemoptysis", "unexplained weight loss", "chest pain",
            "breathlessness on exertion", "hoarse voice", "recurrent chest infections",
            "appetite loss", "fatigue", "finger clubbing"]

CODES = {"UK": ["SNOMED 1362991000000100", "Read 137R.", "ICD-10 Z87.891", "SNOMED 77176002"],
         "US": ["ICD-10 Z87.891", "ICD-10 F17.210", "CPT 71271", "HCPCS G0296", "ICD-10 Z12.2", "ICD-10 R91.1"],
         "CA": ["ICD-10-CA Z87.891", "OHIP K131", "ICD-10-CA R91.1", "F17.2"],
         "AU": ["MBS item 57410", "ICD-10-AM Z87.891", "MBS item 10987", "ICD-10-AM R91.1"]}

ECOG = ["ECOG 0", "ECOG 1", "ECOG 1", "ECOG 2", "WHO PS 1", "WHO PS 0"]
TNM = ["cT1aN0M0 (stage IA1)", "cT1bN0M0 (stage IA2)", "cT1cN0M0 (stage IA3)",
       "cT2aN0M0 (stage IB)", "cT1bN1M0 (stage IIB)", "cT2aN2M0 (stage IIIA)"]
HISTO = ["adenocarcinoma, TTF-1 positive, PD-L1 TPS 5%",
         "squamous cell carcinoma, p40 positive", "adenocarcinoma, acinar predominant, EGFR exon 19 deletion detected",
         "non-small cell carcinoma favour adenocarcinoma, ALK negative", "typical carcinoid",
         "no malignancy; organising pneumonia", "small cell carcinoma"]
MDT_OUTCOMES = [
    "Surgical candidate: VATS right upper lobectomy + mediastinal lymph node dissection",
    "SABR 54 Gy in 3 fractions (peripheral lesion, not fit for surgery)",
    "Continue CT surveillance (repeat LDCT in 3 months to assess VDT)",
    "Proceed to EBUS-TBNA for mediastinal staging",
    "CT-guided biopsy of lesion; rediscuss with histology",
    "Benign features; discharge back to screening programme",
    "Refer to oncology for systemic therapy consideration (osimertinib)",
    "PET-CT then rediscuss at MDT",
    "Segmentectomy via RATS; PFTs with TLCO prior",
]
