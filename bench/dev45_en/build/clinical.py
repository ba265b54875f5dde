"""Clinical (non-PHI) content shared by the genres."""

# drug, usual dose/frequency, indication, class tag
MEDS = [
    ("Amlodipine", "5 mg OD", "hypertension", "cv"),
    ("Amlodipine", "10 mg OD", "hypertension", "cv"),
    ("Ramipril", "2.5 mg OD", "hypertension", "cv"),
    ("Ramipril", "5 mg OD", "heart failure", "cv"),
    ("Lisinopril", "10 mg OD", "hypertension", "cv"),
    ("Losartan", "50 mg OD", "hypertension", "cv"),
    ("Candesartan", "8 mg OD", "heart failure", "cv"),
    ("Bisoprolol", "2.5 mg OD", "AF rate control", "cv"),
    ("Bisoprolol", "5 mg OD", "IHD", "cv"),
    ("Atorvastatin", "20 mg ON", "primary prevention", "cv"),
    ("Atorvastatin", "80 mg ON", "secondary prevention", "cv"),
    ("Simvastatin", "40 mg ON", "hypercholesterolaemia", "cv"),
    ("Rosuvastatin", "10 mg ON", "hypercholesterolaemia", "cv"),
    ("Aspirin", "75 mg OD", "IHD", "cv"),
    ("Clopidogrel", "75 mg OD", "previous stroke", "cv"),
    ("Apixaban", "5 mg BD", "AF", "cv"),
    ("Apixaban", "2.5 mg BD", "AF", "cv"),
    ("Rivaroxaban", "20 mg OD with food", "AF", "cv"),
    ("Edoxaban", "60 mg OD", "AF", "cv"),
    ("Warfarin", "as per INR (target 2-3)", "mechanical valve", "cv"),
    ("Furosemide", "40 mg OM", "heart failure", "cv"),
    ("Furosemide", "40 mg BD (8am and 2pm)", "heart failure", "cv"),
    ("Bumetanide", "1 mg OM", "oedema", "cv"),
    ("Spironolactone", "25 mg OD", "heart failure", "cv"),
    ("Digoxin", "62.5 micrograms OD", "AF", "cv"),
    ("Isosorbide mononitrate MR", "60 mg OM", "angina", "cv"),
    ("GTN spray", "400 micrograms PRN", "angina", "cv"),
    ("Doxazosin", "4 mg OD", "hypertension", "cv"),
    ("Indapamide", "2.5 mg OM", "hypertension", "cv"),
    ("Metformin", "500 mg BD", "T2DM", "dm"),
    ("Metformin MR", "1 g BD", "T2DM", "dm"),
    ("Gliclazide", "80 mg BD", "T2DM", "dm"),
    ("Sitagliptin", "100 mg OD", "T2DM", "dm"),
    ("Linagliptin", "5 mg OD", "T2DM", "dm"),
    ("Empagliflozin", "10 mg OD", "T2DM", "dm"),
    ("Dapagliflozin", "10 mg OD", "heart failure", "dm"),
    ("Insulin glargine (Lantus)", "18 units ON", "T2DM", "dm"),
    ("Insulin degludec (Tresiba)", "22 units OD", "T1DM", "dm"),
    ("Humalog Mix25", "20 units BD", "T2DM", "dm"),
    ("Semaglutide", "1 mg once weekly", "T2DM", "dm"),
    ("Levothyroxine", "75 micrograms OD", "hypothyroidism", "endo"),
    ("Levothyroxine", "100 micrograms OD", "hypothyroidism", "endo"),
    ("Carbimazole", "10 mg OD", "Graves' disease", "endo"),
    ("Omeprazole", "20 mg OD", "GORD", "gi"),
    ("Lansoprazole", "30 mg OD", "gastroprotection", "gi"),
    ("Esomeprazole", "40 mg OD", "oesophagitis", "gi"),
    ("Mesalazine (Octasa)", "2.4 g OD", "ulcerative colitis", "gi"),
    ("Laxido", "1 sachet BD", "constipation", "gi"),
    ("Senna", "7.5 mg ON", "constipation", "gi"),
    ("Lactulose", "15 mL BD", "constipation", "gi"),
    ("Loperamide", "2 mg PRN", "diarrhoea", "gi"),
    ("Paracetamol", "1 g QDS", "pain", "an"),
    ("Paracetamol", "1 g QDS PRN", "pain", "an"),
    ("Co-codamol 30/500", "2 tablets QDS PRN", "pain", "an"),
    ("Codeine phosphate", "30 mg QDS PRN", "pain", "an"),
    ("Tramadol", "50 mg QDS PRN", "pain", "an"),
    ("Morphine sulfate oral solution (Oramorph)", "2.5-5 mg 2-hourly PRN", "breakthrough pain", "an"),
    ("Zomorph", "10 mg BD", "pain", "an"),
    ("Oxycodone MR", "10 mg BD", "pain", "an"),
    ("Buprenorphine patch", "10 micrograms/hour, changed every 7 days", "chronic pain", "an"),
    ("Naproxen", "500 mg BD", "osteoarthritis", "an"),
    ("Ibuprofen", "400 mg TDS PRN", "pain", "an"),
    ("Pregabalin", "75 mg BD", "neuropathic pain", "an"),
    ("Gabapentin", "300 mg TDS", "neuropathic pain", "an"),
    ("Amitriptyline", "10 mg ON", "neuropathic pain", "an"),
    ("Salbutamol inhaler", "100 micrograms 2 puffs PRN", "asthma", "resp"),
    ("Fostair 100/6", "2 puffs BD", "asthma", "resp"),
    ("Trimbow 87/5/9", "2 puffs BD", "COPD", "resp"),
    ("Tiotropium (Spiriva Respimat)", "2.5 micrograms 2 puffs OD", "COPD", "resp"),
    ("Symbicort 200/6", "1 puff BD", "asthma", "resp"),
    ("Montelukast", "10 mg ON", "asthma", "resp"),
    ("Carbocisteine", "750 mg TDS", "COPD", "resp"),
    ("Prednisolone", "5 mg OD", "polymyalgia rheumatica", "resp"),
    ("Prednisolone", "30 mg OD for 5 days", "COPD exacerbation", "resp"),
    ("Sertraline", "50 mg OD", "depression", "psych"),
    ("Sertraline", "100 mg OD", "anxiety", "psych"),
    ("Citalopram", "20 mg OD", "depression", "psych"),
    ("Fluoxetine", "20 mg OD", "depression", "psych"),
    ("Mirtazapine", "15 mg ON", "depression", "psych"),
    ("Venlafaxine MR", "150 mg OD", "depression", "psych"),
    ("Quetiapine", "25 mg ON", "agitation", "psych"),
    ("Olanzapine", "10 mg ON", "schizophrenia", "psych"),
    ("Aripiprazole", "15 mg OD", "psychosis", "psych"),
    ("Risperidone", "1 mg BD", "psychosis", "psych"),
    ("Clozapine", "300 mg ON", "treatment-resistant schizophrenia", "psych"),
    ("Lithium carbonate (Priadel)", "800 mg ON", "bipolar affective disorder", "psych"),
    ("Sodium valproate (Epilim Chrono)", "500 mg BD", "bipolar affective disorder", "psych"),
    ("Lamotrigine", "100 mg BD", "epilepsy", "neuro"),
    ("Levetiracetam", "500 mg BD", "epilepsy", "neuro"),
    ("Carbamazepine MR", "400 mg BD", "epilepsy", "neuro"),
    ("Zopiclone", "3.75 mg ON PRN", "insomnia", "psych"),
    ("Diazepam", "2 mg TDS PRN", "anxiety", "psych"),
    ("Donepezil", "10 mg ON", "Alzheimer's disease", "neuro"),
    ("Memantine", "10 mg OD", "dementia", "neuro"),
    ("Co-careldopa (Sinemet) 25/100", "1 tablet TDS", "Parkinson's disease", "neuro"),
    ("Ropinirole XL", "4 mg OD", "Parkinson's disease", "neuro"),
    ("Tamsulosin MR", "400 micrograms OD", "BPH", "uro"),
    ("Finasteride", "5 mg OD", "BPH", "uro"),
    ("Solifenacin", "5 mg OD", "overactive bladder", "uro"),
    ("Mirabegron", "50 mg OD", "overactive bladder", "uro"),
    ("Alendronic acid", "70 mg once weekly", "osteoporosis", "bone"),
    ("Adcal-D3", "1 tablet BD", "osteoporosis", "bone"),
    ("Colecalciferol", "800 units OD", "vitamin D deficiency", "bone"),
    ("Methotrexate", "15 mg once weekly", "rheumatoid arthritis", "rheum"),
    ("Folic acid", "5 mg once weekly", "with methotrexate", "rheum"),
    ("Hydroxychloroquine", "200 mg OD", "rheumatoid arthritis", "rheum"),
    ("Allopurinol", "100 mg OD", "gout", "rheum"),
    ("Colchicine", "500 micrograms BD PRN", "gout", "rheum"),
    ("Ferrous fumarate", "210 mg BD", "iron deficiency", "haem"),
    ("Folic acid", "5 mg OD", "folate deficiency", "haem"),
    ("Vitamin B12 (hydroxocobalamin)", "1 mg IM every 3 months", "pernicious anaemia", "haem"),
    ("Thiamine", "100 mg TDS", "alcohol excess", "gi"),
    ("Cetirizine", "10 mg OD", "hayfever", "misc"),
    ("Latanoprost 0.005% eye drops", "1 drop both eyes ON", "glaucoma", "misc"),
    ("Hypromellose eye drops", "1 drop QDS PRN", "dry eyes", "misc"),
    ("Emollient (Epimax)", "apply liberally TDS", "dry skin", "misc"),
    ("Doxycycline", "100 mg OD", "rosacea", "misc"),
    ("Nitrofurantoin MR", "100 mg BD for 3 days", "UTI", "misc"),
    ("Trimethoprim", "100 mg ON", "UTI prophylaxis", "misc"),
    ("Enoxaparin", "40 mg SC OD", "VTE prophylaxis", "misc"),
]

ALLERGIES = ["NKDA", "NKDA", "NKDA", "Penicillin (rash)", "Penicillin - anaphylaxis", "Codeine (vomiting)",
             "Trimethoprim (rash)", "Latex", "Clarithromycin (GI upset)", "Elastoplast", "Sulfonamides",
             "Morphine (hallucinations)", "Ibuprofen (bronchospasm)", "Flucloxacillin (urticaria)",
             "No known allergies", "Amoxicillin (swollen lips)", "Iodine contrast (urticaria)"]


def med_list(c, n, tags=None):
    pool = [m for m in MEDS if (tags is None or m[3] in tags) and _sex_ok(c, m[0])]
    out = []
    seen = []
    for _ in range(200):
        if len(out) >= n:
            break
        m = c.r.choice(pool)
        if m[0] in seen:
            continue
        seen.append(m[0])
        out.append(m)
    return out


def med_str(m):
    return "%s %s" % (m[0], m[1])


PMH_ITEMS = ["Hypertension", "Type 2 diabetes mellitus", "Hypercholesterolaemia", "Ischaemic heart disease",
             "NSTEMI", "Atrial fibrillation", "COPD", "Asthma", "CKD stage 3a", "CKD stage 3b", "Osteoarthritis (knees)",
             "Osteoporosis", "Hypothyroidism", "GORD", "Depression", "Anxiety", "TIA", "Ischaemic stroke",
             "Heart failure with reduced ejection fraction", "Prostate cancer (treated)", "Breast cancer (treated)",
             "Gout", "Obstructive sleep apnoea", "Diverticular disease", "Cholecystectomy", "Appendicectomy",
             "Right total hip replacement", "Left total knee replacement", "Cataract surgery (both eyes)",
             "Glaucoma", "Peripheral vascular disease", "Iron deficiency anaemia", "B12 deficiency",
             "Polymyalgia rheumatica", "Rheumatoid arthritis", "Parkinson's disease", "Epilepsy",
             "Vascular dementia", "Alzheimer's disease", "BPH", "Hiatus hernia", "Migraine", "Psoriasis",
             "Coeliac disease", "Alcohol-related liver disease", "Pernicious anaemia", "Bronchiectasis"]


MALE_ONLY = ["Prostate cancer (treated)", "BPH", "Tamsulosin", "Tamsulosin MR", "Finasteride"]
FEMALE_ONLY = ["Breast cancer (treated)"]


def _sex_ok(c, name):
    sex = getattr(getattr(c, "pt", None), "sex", None)
    if sex == "F" and name in MALE_ONLY:
        return False
    if sex == "M" and name in FEMALE_ONLY:
        return False
    return True


PMH_MEDS = {
    "Hypertension": ["Amlodipine", "Ramipril", "Indapamide", "Losartan", "Lisinopril", "Doxazosin"],
    "Type 2 diabetes mellitus": ["Metformin", "Gliclazide", "Sitagliptin", "Empagliflozin", "Metformin MR", "Linagliptin", "Insulin glargine (Lantus)"],
    "Hypercholesterolaemia": ["Atorvastatin", "Simvastatin", "Rosuvastatin"],
    "Ischaemic heart disease": ["Aspirin", "Atorvastatin", "Bisoprolol", "GTN spray", "Isosorbide mononitrate MR"],
    "NSTEMI": ["Aspirin", "Clopidogrel", "Atorvastatin", "Bisoprolol", "Ramipril"],
    "Atrial fibrillation": ["Apixaban", "Bisoprolol", "Rivaroxaban", "Edoxaban", "Digoxin"],
    "COPD": ["Trimbow 87/5/9", "Tiotropium (Spiriva Respimat)", "Salbutamol inhaler", "Carbocisteine"],
    "Asthma": ["Fostair 100/6", "Symbicort 200/6", "Salbutamol inhaler", "Montelukast"],
    "CKD stage 3a": ["Ramipril", "Colecalciferol"], "CKD stage 3b": ["Losartan", "Atorvastatin"],
    "Osteoarthritis (knees)": ["Paracetamol", "Naproxen", "Co-codamol 30/500"],
    "Osteoporosis": ["Alendronic acid", "Adcal-D3"], "Hypothyroidism": ["Levothyroxine"], "GORD": ["Omeprazole", "Lansoprazole"],
    "Depression": ["Sertraline", "Citalopram", "Mirtazapine", "Fluoxetine"], "Anxiety": ["Sertraline", "Diazepam"],
    "TIA": ["Clopidogrel", "Atorvastatin"], "Ischaemic stroke": ["Clopidogrel", "Atorvastatin"],
    "Heart failure with reduced ejection fraction": ["Furosemide", "Bisoprolol", "Ramipril", "Spironolactone", "Dapagliflozin", "Candesartan"],
    "Gout": ["Allopurinol", "Colchicine"], "Diverticular disease": ["Laxido"], "Glaucoma": ["Latanoprost 0.005% eye drops"],
    "Peripheral vascular disease": ["Clopidogrel", "Atorvastatin"], "Iron deficiency anaemia": ["Ferrous fumarate"],
    "B12 deficiency": ["Vitamin B12 (hydroxocobalamin)"], "Pernicious anaemia": ["Vitamin B12 (hydroxocobalamin)"],
    "Polymyalgia rheumatica": ["Prednisolone", "Alendronic acid", "Adcal-D3"],
    "Rheumatoid arthritis": ["Methotrexate", "Folic acid", "Hydroxychloroquine"],
    "Parkinson's disease": ["Co-careldopa (Sinemet) 25/100", "Ropinirole XL"],
    "Epilepsy": ["Levetiracetam", "Lamotrigine", "Carbamazepine MR"], "Vascular dementia": ["Clopidogrel", "Memantine"],
    "Alzheimer's disease": ["Donepezil", "Memantine"], "BPH": ["Tamsulosin MR", "Finasteride"], "Migraine": ["Amitriptyline"],
    "Psoriasis": ["Emollient (Epimax)"], "Alcohol-related liver disease": ["Thiamine", "Lactulose"],
    "Bronchiectasis": ["Carbocisteine", "Salbutamol inhaler"], "Obstructive sleep apnoea": [], "Hiatus hernia": ["Omeprazole"],
}
COMMON = ["Paracetamol", "Omeprazole", "Senna", "Laxido", "Colecalciferol", "Cetirizine", "Hypromellose eye drops",
          "Atorvastatin", "Amlodipine", "Emollient (Epimax)", "Lansoprazole", "Simvastatin"]


def _pmh_pool(c):
    if getattr(c, "pmh_pool", None) is None:
        pool = [p for p in PMH_ITEMS if _sex_ok(c, p)]
        age = getattr(c, "age", 60)
        if age < 55:
            pool = [p for p in pool if p not in ("Vascular dementia", "Alzheimer's disease", "Osteoporosis", "Cataract surgery (both eyes)",
                                                 "Polymyalgia rheumatica", "Right total hip replacement", "Left total knee replacement", "Parkinson's disease")]
        c.pmh_pool = c.sample(pool, 6)
    return c.pmh_pool


def pmh_list(c, n):
    return _pmh_pool(c)[:min(n, 6)]


def _entry(c, name):
    cands = [m for m in MEDS if m[0] == name]
    if name in ("Prednisolone", "Folic acid"):
        return cands[0]
    return c.r.choice(cands)


CLASSES = [
    ["Atorvastatin", "Simvastatin", "Rosuvastatin"], ["Ramipril", "Lisinopril", "Losartan", "Candesartan"],
    ["Omeprazole", "Lansoprazole", "Esomeprazole"], ["Apixaban", "Rivaroxaban", "Edoxaban", "Warfarin"],
    ["Sertraline", "Citalopram", "Fluoxetine", "Venlafaxine"], ["Trimbow 87/5/9", "Tiotropium (Spiriva Respimat)", "Fostair 100/6", "Symbicort 200/6"],
    ["Metformin", "Metformin MR"], ["Sitagliptin", "Linagliptin"], ["Empagliflozin", "Dapagliflozin"],
    ["Furosemide", "Bumetanide"], ["Levetiracetam", "Lamotrigine", "Carbamazepine MR"], ["Laxido", "Lactulose"],
    ["Naproxen", "Ibuprofen"], ["Codeine phosphate", "Co-codamol 30/500", "Tramadol"], ["Olanzapine", "Aripiprazole", "Risperidone", "Clozapine", "Quetiapine"],
]


def _cls(name):
    base = name.split(" (")[0]
    for i, grp in enumerate(CLASSES):
        for g in grp:
            if g == name or g.split(" (")[0] == base:
                return "class%d" % i
    return base.split(" MR")[0]


def med_list(c, n, tags=None, exclude=()):
    out = []
    seen = [_cls(m[0]) for m in exclude]
    if tags is not None:
        pool = [m for m in MEDS if m[3] in tags and _sex_ok(c, m[0])]
        for _ in range(200):
            if len(out) >= n:
                break
            m = c.r.choice(pool)
            if _cls(m[0]) in seen:
                continue
            seen.append(_cls(m[0]))
            out.append(m)
        return out
    names = []
    for p in _pmh_pool(c)[:max(3, min(6, n))]:
        for d in PMH_MEDS.get(p, []):
            if d not in names and _sex_ok(c, d):
                names.append(d)
    c.r.shuffle(names)
    for d in COMMON:
        if d not in names:
            names.append(d)
    for d in names:
        if len(out) >= n:
            break
        base = _cls(d)
        if base in seen:
            continue
        seen.append(base)
        out.append(_entry(c, d))
    return out


OBS = ["HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sat}% on {o2}, T {temp}",
       "Obs: P {hr} reg, BP {sbp}/{dbp}, RR {rr}, sats {sat}% {o2}, temp {temp}",
       "NEWS2 {news}: HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sat}% ({o2}), T {temp}C, alert"]


def obs(c, sick=False):
    r = c.r
    vals = dict(hr=r.randint(88, 128) if sick else r.randint(58, 96), sbp=r.randint(92, 118) if sick else r.randint(112, 168),
                dbp=r.randint(48, 70) if sick else r.randint(62, 94), rr=r.randint(20, 30) if sick else r.randint(12, 19),
                sat=r.randint(88, 94) if sick else r.randint(94, 99), o2=r.choice(["2L NC", "28% venturi", "15L NRB"]) if sick else "RA",
                temp="%.1f" % (r.uniform(37.8, 39.4) if sick else r.uniform(36.1, 37.4)), news=r.randint(5, 9) if sick else r.randint(0, 2))
    return r.choice(OBS).format(**vals)


def bloods(c, abnormal=None):
    r = c.r
    vals = {
        "Hb": r.randint(88, 158), "WCC": round(r.uniform(4.0, 18.5), 1), "Plt": r.randint(140, 420),
        "Na": r.randint(128, 144), "K": round(r.uniform(3.3, 5.6), 1), "Ur": round(r.uniform(3.0, 18.0), 1),
        "Cr": r.randint(55, 210), "CRP": r.randint(1, 260), "eGFR": r.randint(22, 90),
    }
    return vals


def bloods_str(c, style=0):
    v = bloods(c)
    if style == 0:
        return "Hb %d, WCC %.1f, Plt %d, Na %d, K %.1f, Ur %.1f, Cr %d, eGFR %d, CRP %d" % (
            v["Hb"], v["WCC"], v["Plt"], v["Na"], v["K"], v["Ur"], v["Cr"], v["eGFR"], v["CRP"])
    return "Hb %d | WCC %.1f | Plt %d | Na %d | K %.1f | Cr %d | CRP %d" % (
        v["Hb"], v["WCC"], v["Plt"], v["Na"], v["K"], v["Cr"], v["CRP"])
