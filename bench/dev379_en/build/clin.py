"""Clinical content banks (no PHI): diagnoses, serology, drugs, bloods, scores, plans."""

DXNAME = {
    "sle": ["Systemic lupus erythematosus (SLE)", "SLE", "Systemic lupus erythematosus"],
    "ln": ["SLE with lupus nephritis", "Lupus nephritis (ISN/RPS class IV)",
           "SLE - class III/V lupus nephritis", "Lupus nephritis class V (membranous)"],
    "gpa": ["Granulomatosis with polyangiitis (GPA), PR3-ANCA positive", "PR3-ANCA vasculitis (GPA)",
            "GPA (formerly Wegener's granulomatosis)"],
    "mpa": ["Microscopic polyangiitis (MPA), MPO-ANCA positive", "MPO-ANCA associated vasculitis",
            "MPA with renal involvement"],
    "egpa": ["Eosinophilic granulomatosis with polyangiitis (EGPA)",
             "EGPA (Churg-Strauss), MPO-ANCA negative", "EGPA with asthma and sinus disease"],
    "dcssc": ["Diffuse cutaneous systemic sclerosis (dcSSc), anti-Scl-70 positive",
              "Diffuse SSc, RNA polymerase III positive", "dcSSc with ILD (NSIP pattern)"],
    "lcssc": ["Limited cutaneous systemic sclerosis (lcSSc), anticentromere positive",
              "lcSSc (CREST phenotype)", "Limited cutaneous scleroderma"],
    "dm": ["Dermatomyositis, anti-TIF1-gamma positive", "Dermatomyositis (anti-Mi-2)",
           "Anti-MDA5 dermatomyositis with ILD", "Dermatomyositis, anti-NXP2"],
    "asyn": ["Anti-synthetase syndrome (anti-Jo-1) with ILD", "Anti-synthetase syndrome, anti-PL-7",
             "Anti-synthetase syndrome (PL-12) - ILD predominant"],
    "imnm": ["Immune-mediated necrotising myopathy, anti-HMGCR (statin-associated)",
             "IMNM, anti-SRP positive", "Necrotising autoimmune myopathy (anti-HMGCR)"],
    "mctd": ["Mixed connective tissue disease (anti-U1-RNP)", "MCTD",
             "Overlap CTD (SLE/SSc/myositis features), U1-RNP positive"],
    "uctd": ["Undifferentiated connective tissue disease (UCTD)", "UCTD - ANA and anti-Ro positive",
             "UCTD with Raynaud's phenomenon"],
}

SEROLOGY = {
    "sle": ["ANA 1:640 homogeneous, anti-dsDNA 87 IU/mL, C3 0.62 g/L, C4 0.08 g/L",
            "ANA positive (HEp-2 1:1280), anti-Sm positive, anti-Ro60 positive",
            "ANA 1:320 speckled, dsDNA (Farr) 42, low C4, lupus anticoagulant negative",
            "ANA+, dsDNA 150 IU/mL (Crithidia positive), aCL IgG 28 GPL, anti-beta2GPI negative"],
    "ln": ["ANA 1:1280, anti-dsDNA >300 IU/mL, C3 0.41, C4 0.05, direct Coombs positive",
           "dsDNA 210 IU/mL, C3 0.55 g/L, anti-C1q positive, anti-Sm positive",
           "ANA+, dsDNA 96, low C3/C4, anti-Ro negative, LA negative"],
    "gpa": ["PR3-ANCA 184 IU/mL (cANCA pattern)", "cANCA positive, PR3 >200 IU/mL",
            "PR3-ANCA 46 IU/mL, MPO negative, anti-GBM negative"],
    "mpa": ["MPO-ANCA 112 IU/mL (pANCA), anti-GBM negative", "pANCA/MPO 67 IU/mL",
            "MPO-ANCA >134 IU/mL, PR3 negative"],
    "egpa": ["ANCA negative, eosinophils 4.8 x10^9/L, IgE 1450 kU/L",
             "MPO-ANCA 22 IU/mL, eosinophils 3.1, IgE raised"],
    "dcssc": ["ANA 1:640 speckled/nucleolar, anti-Scl-70 (topoisomerase I) strongly positive",
              "anti-RNA polymerase III positive, Scl-70 negative",
              "ANA 1:1280 nucleolar, anti-Th/To weak, Scl-70 positive on line blot"],
    "lcssc": ["ANA 1:1280 centromere pattern, anti-CENP-B positive",
              "anticentromere positive, Scl-70 negative", "ACA positive, anti-Ro52 positive"],
    "dm": ["anti-TIF1-gamma positive, Ro52 negative", "anti-Mi-2 strongly positive",
           "anti-MDA5 positive, ferritin 1850", "anti-NXP2 positive, ANA 1:160"],
    "asyn": ["anti-Jo-1 positive, anti-Ro52 positive", "anti-PL-7 positive, ANA cytoplasmic",
             "anti-PL-12 positive, Ro52 positive"],
    "imnm": ["anti-HMGCR 96 U (positive), CK 8400 at diagnosis", "anti-SRP54 positive",
             "anti-HMGCR positive, myositis line blot otherwise negative"],
    "mctd": ["ANA 1:2560 speckled, anti-U1-RNP >240, anti-Sm negative",
             "U1-RNP positive, dsDNA negative, RF positive"],
    "uctd": ["ANA 1:320 speckled, anti-Ro60 positive, ENA otherwise negative",
             "ANA 1:160, ENA negative, dsDNA negative, C3/C4 normal"],
}

FEATURES = {
    "sle": ["inflammatory arthralgia of the hands", "photosensitive malar rash", "oral ulcers",
            "non-scarring alopecia", "fatigue", "pleuritic chest pain", "Raynaud's",
            "low-grade fevers", "livedo reticularis", "lymphopenia"],
    "ln": ["frothy urine and ankle swelling", "rising creatinine", "hypertension",
           "nephrotic-range proteinuria", "active urinary sediment", "arthralgia", "malar rash"],
    "gpa": ["nasal crusting and epistaxis", "saddle nose deformity", "hearing loss",
            "cavitating lung nodules", "haemoptysis", "episcleritis", "subglottic stenosis",
            "sinus pain", "rapidly progressive GN"],
    "mpa": ["rapidly progressive glomerulonephritis", "microscopic haematuria",
            "mononeuritis multiplex (foot drop)", "pulmonary haemorrhage", "weight loss",
            "myalgia", "purpuric rash"],
    "egpa": ["late-onset asthma", "nasal polyps", "peripheral neuropathy", "eosinophilia",
             "purpura", "cardiomyopathy (troponin rise)", "sinusitis"],
    "dcssc": ["rapid skin thickening of arms and trunk", "tendon friction rubs",
              "digital ulcers", "dysphagia and reflux", "breathlessness on exertion",
              "Raynaud's", "weight loss", "puffy fingers"],
    "lcssc": ["Raynaud's", "calcinosis cutis", "telangiectasia", "sclerodactyly",
              "GORD", "pitting scars of fingertips", "digital ulcers"],
    "dm": ["heliotrope rash", "Gottron's papules", "V-sign and shawl sign", "proximal weakness",
           "dysphagia", "periungual erythema", "pruritic scalp"],
    "asyn": ["mechanic's hands", "proximal weakness", "exertional dyspnoea", "Raynaud's",
             "inflammatory arthritis", "fevers"],
    "imnm": ["severe proximal weakness", "difficulty rising from a chair", "dysphagia",
             "myalgia", "CK in the thousands"],
    "mctd": ["puffy hands", "Raynaud's", "arthritis", "myositis", "oesophageal dysmotility",
             "pleurisy"],
    "uctd": ["Raynaud's", "arthralgia", "dry eyes and mouth", "fatigue", "photosensitivity"],
}

MEDS = {
    "sle": ["hydroxychloroquine 200 mg bd", "hydroxychloroquine 300 mg od", "prednisolone 5 mg od",
            "azathioprine 100 mg od", "methotrexate 15 mg weekly", "mycophenolate mofetil 1 g bd",
            "belimumab 200 mg s/c weekly", "anifrolumab 300 mg IV 4-weekly", "folic acid 5 mg weekly",
            "vitamin D 800 IU od"],
    "ln": ["mycophenolate mofetil 1.5 g bd", "hydroxychloroquine 200 mg od", "prednisolone 7.5 mg od",
           "ramipril 5 mg od", "voclosporin 23.7 mg bd", "atorvastatin 20 mg nocte",
           "furosemide 40 mg mane", "belimumab 10 mg/kg IV 4-weekly", "losartan 50 mg od",
           "Adcal-D3 1 tab bd"],
    "gpa": ["prednisolone 10 mg od", "rituximab 500 mg IV 6-monthly (maintenance)",
            "azathioprine 150 mg od", "co-trimoxazole 480 mg od", "avacopan 30 mg bd",
            "omeprazole 20 mg od", "alendronic acid 70 mg weekly", "saline nasal douche bd",
            "mupirocin nasal ointment"],
    "mpa": ["prednisolone 7.5 mg od", "rituximab 500 mg IV 6-monthly", "co-trimoxazole 480 mg od",
            "amlodipine 5 mg od", "avacopan 30 mg bd", "lansoprazole 30 mg od",
            "sodium bicarbonate 500 mg tds", "alfacalcidol 0.25 mcg od"],
    "egpa": ["mepolizumab 300 mg s/c 4-weekly", "prednisolone 5 mg od", "montelukast 10 mg nocte",
             "budesonide/formoterol 200/6 two puffs bd", "azathioprine 100 mg od",
             "methotrexate 20 mg weekly"],
    "dcssc": ["mycophenolate mofetil 1 g bd", "nifedipine MR 30 mg od", "omeprazole 40 mg bd",
              "sildenafil 20 mg tds", "bosentan 125 mg bd", "nintedanib 150 mg bd",
              "domperidone 10 mg tds", "ramipril 2.5 mg od", "Movicol 1 sachet od"],
    "lcssc": ["nifedipine MR 20 mg bd", "omeprazole 20 mg bd", "sildenafil 25 mg tds",
              "iloprost IV (5-day course annually)", "amlodipine 10 mg od", "GTN patch to digits"],
    "dm": ["prednisolone 20 mg od", "methotrexate 20 mg s/c weekly", "IVIG 2 g/kg monthly",
           "hydroxychloroquine 200 mg od", "mycophenolate 1 g bd", "tacrolimus 2 mg bd",
           "sun protection factor 50"],
    "asyn": ["mycophenolate mofetil 1.5 g bd", "prednisolone 10 mg od", "rituximab 1 g x2 6-monthly",
             "tacrolimus 3 mg bd", "co-trimoxazole 480 mg three times weekly"],
    "imnm": ["prednisolone 30 mg od", "IVIG 2 g/kg over 5 days monthly", "methotrexate 20 mg weekly",
             "rituximab 1 g x2", "statin stopped permanently", "calcium/vitamin D"],
    "mctd": ["hydroxychloroquine 200 mg od", "nifedipine MR 20 mg bd", "methotrexate 15 mg weekly",
             "prednisolone 5 mg od", "omeprazole 20 mg od"],
    "uctd": ["hydroxychloroquine 200 mg od", "hypromellose eye drops qds", "nifedipine 10 mg bd",
             "pilocarpine 5 mg tds"],
}

SCORE = {
    "sle": ["SLEDAI-2K 4 (dsDNA, low complement), PGA 0.5, meets LLDAS",
            "SLEDAI-2K 8, BILAG B musculoskeletal, B mucocutaneous",
            "SLEDAI-2K 2, BILAG all D/E, SLICC/ACR damage index 1 (cataract)",
            "SLEDAI-2K 6 (arthritis, rash, alopecia), PGA 1.5"],
    "ln": ["SLEDAI-2K 12 (proteinuria, haematuria, dsDNA, low C3)", "renal BILAG A",
           "SLEDAI-2K 6, renal BILAG C (improving)", "partial renal response per EULAR/ERA-EDTA"],
    "gpa": ["BVAS v3 0, VDI 3 (nasal collapse, hearing loss, diabetes)", "BVAS 12 (ENT, lung, renal)",
            "BVAS/WG 1 (persistent nasal crusting)", "BVAS 0 - remission on maintenance"],
    "mpa": ["BVAS 15 at presentation, now 0", "BVAS v3 2, VDI 2 (CKD, hypertension)",
            "FFS 2009 score 1 (renal)", "BVAS 0, VDI 1"],
    "egpa": ["BVAS 3 (asthma, sinus)", "FFS 0, BVAS 0 on mepolizumab", "BVAS 7 with neuropathy"],
    "dcssc": ["mRSS 22/51", "mRSS 14/51 (improving from 26)", "mRSS 31/51, HAQ-DI 1.625",
              "mRSS 9/51, stable"],
    "lcssc": ["mRSS 6/51", "mRSS 4/51, RCS 3 (Raynaud's condition score)", "mRSS 8/51, HAQ-DI 0.5"],
    "dm": ["MMT-8 128/150, CDASI activity 14", "MMT-8 142/150, CDASI 6", "MMT-8 112/150, HAQ 1.25"],
    "asyn": ["MMT-8 146/150, FVC 68% predicted", "MMT-8 150/150, DLCO 52%", "MMT-8 134/150"],
    "imnm": ["MMT-8 98/150, CK 4120 U/L", "MMT-8 124/150, CK 960", "MMT-8 138/150, CK 310"],
    "mctd": ["PGA 1, no active myositis", "HAQ-DI 0.75, CK normal"],
    "uctd": ["no features of evolving CTD", "PGA 0.5"],
}

COMORB = ["hypertension", "hypothyroidism (Hashimoto's)", "osteopenia (DEXA T-score -1.9)",
          "GORD", "depression", "asthma", "CKD stage 3a", "steroid-induced diabetes",
          "obesity (BMI 34)", "migraine", "iron deficiency anaemia", "fibromyalgia",
          "antiphospholipid syndrome on warfarin", "previous DVT", "Sjogren's overlap",
          "atrial fibrillation", "osteoporosis with T12 fragility fracture", "OSA on CPAP",
          "cataracts", "carpal tunnel syndrome", "gout", "psoriasis", "Barrett's oesophagus",
          "Factor V Leiden heterozygote", "Gilbert's syndrome", "Hughes syndrome (APS)",
          "Graves' disease (treated with radioiodine)", "Addison's disease", "Dupuytren's contracture",
          "Meniere's disease", "Paget's disease of bone", "Crohn's disease"]

ALLERGY = ["NKDA", "penicillin (rash)", "sulfonamides - co-trimoxazole rash, now on atovaquone",
           "codeine (vomiting)", "latex", "trimethoprim", "NKDA", "NKDA", "iodinated contrast",
           "chlorhexidine", "azathioprine (pancreatitis)"]


def units(cc):
    return "us" if cc == "US" else "si"


def bloods(rng, c, dx=None, flag=False):
    dx = dx or c.dx
    us = c.cc == "US"
    hb = rng.randint(88, 142)
    wcc = rng.randint(21, 98) / 10.0
    neut = round(wcc * rng.uniform(0.5, 0.75), 1)
    lym = round(wcc * rng.uniform(0.1, 0.3), 1)
    plt = rng.randint(95, 420)
    cr = rng.randint(52, 240) if dx in ("ln", "mpa", "gpa") else rng.randint(48, 105)
    egfr = max(12, min(90, int(140 - cr * 0.55)))
    alt = rng.randint(9, 88)
    crp = rng.choice([1, 2, 3, 4, 6, 9, 14, 22, 38, 61, 104])
    esr = rng.randint(4, 72)
    parts = []
    if us:
        parts.append("Hgb %.1f g/dL" % (hb / 10.0))
        parts.append("WBC %.1f" % wcc)
        parts.append("ANC %.1f" % neut)
        parts.append("ALC %.1f" % lym)
        parts.append("Plt %d" % plt)
        parts.append("Cr %.2f mg/dL" % (cr / 88.4))
        parts.append("eGFR %s" % (">60" if egfr >= 60 else str(egfr)))
        parts.append("ALT %d" % alt)
        parts.append("CRP %.1f mg/dL" % (crp / 10.0))
    else:
        parts.append("Hb %d" % hb)
        parts.append(rng.choice(["WCC", "WBC"]) + " %.1f" % wcc)
        parts.append(rng.choice(["neut", "neuts", "N"]) + " %.1f" % neut)
        parts.append(rng.choice(["lymph", "lymphs", "L"]) + " %.1f" % lym)
        parts.append(rng.choice(["plt", "Plt", "PLT"]) + " %d" % plt)
        parts.append("Cr %d" % cr)
        parts.append("eGFR %s" % (">90" if egfr >= 90 else str(egfr)))
        parts.append("ALT %d" % alt)
        parts.append("CRP %d" % crp)
    parts.append("ESR %d" % esr)
    if dx in ("sle", "ln", "mctd", "uctd"):
        parts.append("C3 %.2f" % rng.uniform(0.38, 1.3))
        parts.append("C4 %.2f" % rng.uniform(0.04, 0.32))
        parts.append("dsDNA %d" % rng.choice([4, 9, 18, 35, 62, 110, 240]))
    if dx in ("ln", "mpa", "gpa"):
        parts.append("uPCR %d mg/mmol" % rng.choice([12, 28, 45, 88, 150, 310]) if not us else
                     "UPCR %.2f g/g" % rng.choice([0.12, 0.28, 0.45, 0.88, 1.5, 3.1]))
    if dx in ("gpa", "mpa"):
        parts.append(rng.choice(["PR3", "MPO"]) + " %d" % rng.choice([2, 5, 14, 38, 96]))
    if dx in ("dm", "asyn", "imnm", "mctd"):
        parts.append("CK %d" % rng.choice([88, 140, 310, 960, 2150, 5400]))
    if dx == "egpa":
        parts.append("eos %.1f" % rng.choice([0.1, 0.3, 0.6, 1.2, 2.8]))
    if flag and rng.random() < 0.5:
        parts.append(rng.choice(["IgG 5.2 (low)", "CD19 <0.01", "IgG 6.8", "HbA1c 52",
                                 "BNP 88", "urine dip blood 2+ protein 3+", "NT-proBNP 410"]))
    return ", ".join(parts)


def dx_text(rng, c):
    if not hasattr(c, "dxname"):
        c.dxname = rng.choice(DXNAME[c.dx])
    return c.dxname


def dx_mid(rng, c):
    """The diagnosis as it reads mid-sentence (initial capital dropped unless an acronym)."""
    t = dx_text(rng, c)
    return t[0].lower() + t[1:] if t[1:2].islower() else t


def sero(rng, c):
    if not hasattr(c, "sero"):
        c.sero = rng.choice(SEROLOGY[c.dx])
    return c.sero


def feature_list(rng, c, k=3):
    f = list(FEATURES[c.dx])
    rng.shuffle(f)
    return f[:k]


def med_list(rng, c, k=4):
    m = list(MEDS[c.dx])
    rng.shuffle(m)
    out, seen = [], set()
    for x in m:
        w = x.split()[0]
        if w not in seen:
            seen.add(w)
            out.append(x)
    return out[:k]


def score(rng, c):
    return rng.choice(SCORE[c.dx])


def comorb(rng, k=2):
    m = list(COMORB)
    rng.shuffle(m)
    return m[:k]


INFUSIONS = {
    "rtx": ("Rituximab", ["1000 mg IV (dose 1 of 2)", "1000 mg IV (dose 2 of 2)",
                          "500 mg IV maintenance", "375 mg/m2 IV (week 3 of 4)",
                          "1 g IV maintenance"],
            ["Truxima", "Rixathon", "MabThera", "Ruxience"]),
    "cyc": ("Cyclophosphamide", ["500 mg IV (Euro-Lupus, pulse 3 of 6)",
                                 "15 mg/kg IV (CYCLOPS, pulse 4)",
                                 "750 mg/m2 IV (NIH monthly, pulse 2)",
                                 "500 mg IV fortnightly (pulse 5 of 6)",
                                 "600 mg/m2 IV (SSc-ILD, monthly)"],
            ["Endoxana", "Cyclophosphamide (generic)"]),
    "mp": ("Methylprednisolone", ["500 mg IV (day 1 of 3)", "1 g IV (day 2 of 3)",
                                  "250 mg IV (day 3 of 3)", "500 mg IV pre-CYC"],
           ["Solu-Medrone", "Solu-Medrol"]),
    "ivig": ("IVIG", ["2 g/kg over 5 days (day 1)", "0.4 g/kg (day 3 of 5)", "1 g/kg (day 2 of 2)"],
             ["Privigen", "Octagam", "Gamunex", "Intratect"]),
    "ilo": ("Iloprost", ["0.5-2 ng/kg/min over 6 h (day 1 of 5)", "titrated to 1.5 ng/kg/min (day 3)",
                         "day 5 of 5 at 2 ng/kg/min"], ["Ilomedin"]),
    "bel": ("Belimumab", ["10 mg/kg IV (loading dose 2)", "10 mg/kg IV 4-weekly", "10 mg/kg IV (dose 3)"],
            ["Benlysta"]),
    "ani": ("Anifrolumab", ["300 mg IV over 30 min", "300 mg IV (dose 4)"], ["Saphnelo"]),
    "toc": ("Tocilizumab", ["8 mg/kg IV 4-weekly", "162 mg s/c teaching visit"], ["RoActemra", "Actemra"]),
}

INFUSION_FOR = {"sle": ["rtx", "bel", "ani", "mp"], "ln": ["cyc", "rtx", "mp", "bel"],
                "gpa": ["rtx", "cyc", "mp"], "mpa": ["rtx", "cyc", "mp"], "egpa": ["mp", "cyc"],
                "dcssc": ["cyc", "ilo", "rtx", "toc"], "lcssc": ["ilo"], "dm": ["ivig", "rtx", "mp"],
                "asyn": ["rtx", "cyc", "ivig"], "imnm": ["ivig", "rtx"], "mctd": ["mp", "rtx"],
                "uctd": ["mp"]}

PREMEDS = {"rtx": "paracetamol 1 g PO, chlorphenamine 10 mg IV, methylprednisolone 100 mg IV",
           "cyc": "ondansetron 8 mg IV, mesna 400 mg IV pre + PO x2, 1 L 0.9% NaCl pre-hydration",
           "mp": "none required; BM checked pre and post",
           "ivig": "paracetamol 1 g, cetirizine 10 mg, 500 mL NaCl 0.9% pre-hydration",
           "ilo": "paracetamol 1 g PRN, domperidone 10 mg PO for nausea",
           "bel": "none (previous doses tolerated)", "ani": "none",
           "toc": "none"}

PUBLIC_BODIES = {"UK": ["NICE", "MHRA", "DVLA", "UKHSA"],
                 "US": ["FDA", "CDC", "CMS"], "AU": ["TGA", "PBAC"],
                 "CA": ["CADTH", "PHAC"], "NZ": ["PHARMAC", "Medsafe"],
                 "IE": ["HSE", "HPRA", "NCPE"]}
