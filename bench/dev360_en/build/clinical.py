"""Clinical content for ILD notes: plain text only (no PHI), full of hard negatives."""

DIAGNOSES = [
    {"name": "idiopathic pulmonary fibrosis", "ab": "IPF", "icd": "J84.112", "icd10": "J84.1",
     "drugs": ["nintedanib", "pirfenidone"], "pattern": "UIP"},
    {"name": "idiopathic pulmonary fibrosis", "ab": "IPF", "icd": "J84.112", "icd10": "J84.1",
     "drugs": ["pirfenidone", "nintedanib"], "pattern": "probable UIP"},
    {"name": "fibrotic hypersensitivity pneumonitis", "ab": "fHP", "icd": "J67.9", "icd10": "J67.9",
     "drugs": ["nintedanib"], "pattern": "fHP"},
    {"name": "rheumatoid arthritis-associated ILD with progressive pulmonary fibrosis",
     "ab": "RA-ILD", "icd": "M05.10", "icd10": "M05.1", "drugs": ["nintedanib"], "pattern": "UIP"},
    {"name": "systemic sclerosis-associated ILD", "ab": "SSc-ILD", "icd": "M34.81",
     "icd10": "M34.8", "drugs": ["nintedanib"], "pattern": "NSIP"},
    {"name": "fibrotic nonspecific interstitial pneumonia", "ab": "fNSIP", "icd": "J84.89",
     "icd10": "J84.8", "drugs": ["nintedanib"], "pattern": "NSIP"},
    {"name": "unclassifiable progressive fibrosing ILD", "ab": "PF-ILD", "icd": "J84.9",
     "icd10": "J84.9", "drugs": ["nintedanib"], "pattern": "indeterminate"},
    {"name": "asbestosis", "ab": "asbestosis", "icd": "J61", "icd10": "J61",
     "drugs": ["nintedanib"], "pattern": "UIP"},
    {"name": "combined pulmonary fibrosis and emphysema", "ab": "CPFE", "icd": "J84.112",
     "icd10": "J84.1", "drugs": ["nintedanib", "pirfenidone"], "pattern": "CPFE"},
    {"name": "anti-synthetase syndrome-associated ILD", "ab": "ASyS-ILD", "icd": "M33.90",
     "icd10": "M33.9", "drugs": ["nintedanib"], "pattern": "NSIP"},
    {"name": "pleuroparenchymal fibroelastosis", "ab": "PPFE", "icd": "J84.89", "icd10": "J84.8",
     "drugs": ["nintedanib"], "pattern": "PPFE"},
]

CONFIDENCE = ["confident diagnosis (>90%)", "provisional high-confidence diagnosis (70-89%)",
              "provisional low-confidence diagnosis (51-69%)", "working diagnosis"]

FINDINGS = {
    "UIP": ["Subpleural, basal-predominant reticulation with traction bronchiectasis.",
            "Honeycombing in both lower lobes, with stacked cysts along the costophrenic angles.",
            "No significant ground-glass opacity, mosaic attenuation or consolidation.",
            "Distribution is heterogeneous with areas of relatively spared lung."],
    "probable UIP": ["Subpleural basal-predominant reticulation with peripheral traction bronchiolectasis.",
                     "No honeycombing.", "Minor ground-glass opacity superimposed on reticulation only.",
                     "No features to suggest an alternative diagnosis."],
    "fHP": ["Mid and upper zone predominant fibrosis with traction bronchiectasis.",
            "Lobular areas of decreased attenuation and three-density pattern on expiratory images.",
            "Centrilobular nodularity is not conspicuous.",
            "Relative sparing of the extreme lung bases."],
    "NSIP": ["Lower lobe ground-glass opacity with fine reticulation and traction bronchiectasis.",
             "Immediate subpleural sparing posteriorly.", "No honeycombing.",
             "Patulous oesophagus with an air-fluid level."],
    "indeterminate": ["Bilateral peripheral reticulation without a clear craniocaudal gradient.",
                      "Patchy ground-glass opacity and mild mosaicism.",
                      "Features indeterminate for UIP per Fleischner Society criteria."],
    "CPFE": ["Upper lobe centrilobular and paraseptal emphysema.",
             "Lower lobe subpleural reticulation with honeycombing.",
             "Pulmonary artery diameter 34 mm, larger than the ascending aorta."],
    "PPFE": ["Apical pleural thickening with subpleural fibroelastotic consolidation in both upper lobes.",
             "Upward hilar retraction and volume loss.", "Mild lower lobe reticulation."],
}

INCIDENTAL = [
    "Mediastinal lymph nodes up to 13 mm short axis, likely reactive in the context of fibrosis.",
    "A 4 mm solid nodule in the right upper lobe (series 4, image 112) - no follow-up required.",
    "Coronary artery calcification (moderate). No pericardial effusion.",
    "Small hiatus hernia.", "Calcified pleural plaques bilaterally, in keeping with prior asbestos exposure.",
    "6 mm part-solid nodule left lower lobe (series 3, image 88); Fleischner follow-up suggested.",
    "No pleural effusion. Thyroid unremarkable.", "Degenerative change in the thoracic spine.",
]

EXAM = [
    "Fine bibasal end-inspiratory 'Velcro' crackles. Finger clubbing present.",
    "Bibasal inspiratory crackles to the mid zones. No clubbing. No peripheral oedema.",
    "Mechanic's hands noted; no Gottron's papules. Fine bibasal crackles.",
    "Sclerodactyly and telangiectasia; Raynaud's phenomenon reported. Bibasal crackles.",
    "Crackles at both bases, no wheeze. JVP not raised. No ankle swelling.",
    "Synovitis of MCP joints; basal crackles. Heart sounds normal, no loud P2.",
]

SEROLOGY = [
    "ANA negative, ENA screen negative, RF and anti-CCP negative, myositis panel negative.",
    "ANA 1:320 speckled; anti-Scl-70 positive; anti-centromere negative.",
    "Anti-Jo-1 positive, CK 412 U/L; anti-Ro52 weakly positive.",
    "RF 88 IU/mL, anti-CCP >340 U/mL; ANCA negative.",
    "Avian precipitins positive (budgerigar and pigeon); ANA negative.",
    "ANA 1:80 homogeneous (non-specific); ENA negative; ANCA negative.",
    "Anti-MDA5 negative; anti-PL-12 negative; Sjogren's antibodies (Ro/La) negative.",
]

COMORB = [
    "GORD on omeprazole", "type 2 diabetes (HbA1c 54 mmol/mol)", "hypertension",
    "ischaemic heart disease, PCI 2 stents", "obstructive sleep apnoea on CPAP",
    "pulmonary hypertension (RVSP 48 mmHg on echo)", "osteoporosis", "atrial fibrillation on apixaban",
    "previous left hip replacement", "chronic kidney disease stage 3a", "depression",
    "Gilbert's syndrome", "benign prostatic hypertrophy", "hypothyroidism on levothyroxine",
    "Hashimoto's thyroiditis", "Barrett's oesophagus under surveillance", "gout",
]

EXPOSURES = [
    "keeps budgerigars at home", "feather duvet and pillows (since removed)",
    "visible damp and mould in the bathroom", "pigeon fancier for 20 years",
    "hot tub use weekly", "no birds, no mould, no hobbies of note", "woodworking hobby",
    "saxophone player - cleaned mouthpiece irregularly", "keeps chickens", "no relevant exposures",
]

DRUG = {
    "nintedanib": {"brand": "Ofev", "start": "150 mg BD", "low": "100 mg BD", "cap": "150 mg capsules"},
    "pirfenidone": {"brand": "Esbriet", "start": "267 mg TDS", "low": "534 mg TDS",
                    "full": "801 mg TDS", "cap": "267 mg tablets"},
}

SIDE_EFFECTS = {
    "nintedanib": ["diarrhoea 3-4 times/day, settling with loperamide 2 mg PRN",
                   "mild nausea, eating smaller meals", "loss of appetite with 2 kg weight loss",
                   "no GI upset", "abdominal cramps after doses, improved taking with food",
                   "intermittent loose stools (CTCAE grade 1)"],
    "pirfenidone": ["photosensitivity rash on forearms after gardening", "nausea after lunchtime dose",
                    "reflux and early satiety", "fatigue in the afternoons",
                    "no rash, using SPF 50 daily", "anorexia with 3 kg weight loss"],
}

MEDS = ["omeprazole 20 mg OD", "lansoprazole 30 mg OD", "atorvastatin 40 mg ON",
        "amlodipine 5 mg OD", "metformin 500 mg BD", "apixaban 5 mg BD", "levothyroxine 75 mcg OD",
        "prednisolone 5 mg OD", "mycophenolate mofetil 1 g BD", "hydroxychloroquine 200 mg OD",
        "co-trimoxazole 480 mg three times a week", "adcal-D3 one BD", "alendronic acid 70 mg weekly",
        "sertraline 50 mg OD", "tiotropium 2.5 mcg two puffs OD", "loperamide 2 mg PRN",
        "paracetamol 1 g QDS PRN", "codeine linctus 15 mg QDS PRN", "methotrexate 15 mg weekly",
        "rituximab (last cycle 6/12 ago)", "bisoprolol 2.5 mg OD", "furosemide 40 mg OM"]

US_MEDS = {"omeprazole 20 mg OD": "omeprazole 20 mg daily", "adcal-D3 one BD": "calcium/vitamin D 600 mg/800 IU BID",
           "co-trimoxazole 480 mg three times a week": "Bactrim SS MWF", "furosemide 40 mg OM": "furosemide 40 mg qAM"}

SYMPTOMS = ["exertional breathlessness (MRC grade 3)", "dry cough, worse in the evenings",
            "breathless after one flight of stairs", "fatigue", "cough disturbing sleep",
            "breathless washing and dressing (MRC 4)", "able to walk 200 m on the flat"]


def pft(rng, sex):
    pred = rng.uniform(3.6, 4.6) if sex == "M" else rng.uniform(2.6, 3.4)
    fvc_pct = rng.randint(48, 92)
    fvc = pred * fvc_pct / 100
    ratio = rng.uniform(0.76, 0.92)
    fev1 = fvc * ratio
    fev1_pred = pred * 0.79
    d = {
        "fvc": fvc, "fvc_pct": fvc_pct, "fvc_pred": pred, "fev1": fev1,
        "fev1_pct": int(round(fev1 / fev1_pred * 100)), "fev1_pred": fev1_pred, "ratio": ratio,
        "tlc_pct": rng.randint(52, 88), "dlco_pct": rng.randint(26, 72), "kco_pct": rng.randint(62, 112),
        "dlco_pred": rng.uniform(6.8, 9.9) if sex == "M" else rng.uniform(5.4, 7.6),
        "tlc_pred": pred * 1.45, "rv_pct": rng.randint(60, 105),
        "z_fvc": -(100 - fvc_pct) / 13.0,
    }
    d["dlco"] = d["dlco_pred"] * d["dlco_pct"] / 100
    d["tlc"] = d["tlc_pred"] * d["tlc_pct"] / 100
    d["prior_fvc"] = fvc * rng.uniform(1.0, 1.16)
    d["decline_pct"] = (d["prior_fvc"] - fvc) / d["prior_fvc"] * 100
    return d


def walk(rng):
    return {"dist": rng.randrange(120, 560, 5), "rest": rng.randint(91, 98),
            "nadir": rng.randint(78, 92), "hr": rng.randint(96, 138), "borg": rng.choice([2, 3, 4, 5, 7]),
            "rest_hr": rng.randint(64, 96)}


def lfts(rng, high=False):
    k = 3.6 if high else 1.0
    return {"alt": int(rng.randint(14, 38) * (rng.uniform(1.6, 4.8) if high else 1)),
            "ast": int(rng.randint(16, 36) * (rng.uniform(1.3, 3.9) if high else 1)),
            "alp": rng.randint(58, 140), "bili": rng.randint(4, 19 if not high else 26),
            "ggt": int(rng.randint(14, 60) * (k if high and rng.random() < 0.5 else 1))}


def gap(rng):
    s = rng.randint(2, 6)
    stage = "I" if s <= 3 else ("II" if s <= 5 else "III")
    return "GAP index %d (stage %s)" % (s, stage)


def pick(rng, seq, k):
    idx = sorted(rng.sample(range(len(seq)), k))
    return [seq[i] for i in idx]


def fmt1(x):
    return "%.2f" % x


def usify(meds, c):
    if c != "US":
        return meds
    return [US_MEDS.get(m, m.replace(" OD", " daily").replace(" ON", " qHS")) for m in meds]


PUBLIC_NUMBERS = {"GB": "999 or NHS 111", "US": "911", "CA": "911", "AU": "000", "NZ": "111",
                  "IE": "112 or 999"}
