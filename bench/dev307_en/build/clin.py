"""Clinical content for CF notes: none of this is PHI (drugs, doses, values,
organisms, devices, scores, eponyms). It provides the hard negatives."""

GENOTYPES = [
    ("F508del/F508del", "eti"), ("F508del/F508del", "eti"), ("F508del/F508del", "eti"),
    ("F508del/G551D", "eti"), ("F508del/R117H-7T", "eti"), ("F508del/G542X", "eti"),
    ("F508del/N1303K", "eti"), ("F508del/621+1G>T", "eti"), ("F508del/1717-1G>A", "eti"),
    ("F508del/R553X", "eti"), ("F508del/W1282X", "eti"), ("G551D/R117H", "iva"),
    ("G551D/G542X", "iva"), ("R553X/R553X", "none"), ("G542X/W1282X", "none"),
    ("N1303K/1717-1G>A", "none"), ("3849+10kbC>T/F508del", "eti"), ("F508del/A455E", "eti"),
]

ORGS = [
    ("Pseudomonas aeruginosa", "Pa", "chronic"), ("Staphylococcus aureus (MSSA)", "MSSA", "intermittent"),
    ("MRSA", "MRSA", "segregate"), ("Haemophilus influenzae", "H. influenzae", "intermittent"),
    ("Stenotrophomonas maltophilia", "S. maltophilia", "intermittent"),
    ("Achromobacter xylosoxidans", "Achromobacter", "chronic"),
    ("Burkholderia cenocepacia", "B. cenocepacia", "segregate"),
    ("Burkholderia multivorans", "B. multivorans", "segregate"),
    ("Mycobacterium abscessus complex", "M. abscessus", "segregate"),
    ("Mycobacterium avium complex", "MAC", "intermittent"),
    ("Aspergillus fumigatus", "A. fumigatus", "intermittent"),
]

NEB_MODELS = ["PARI LC Sprint", "eFlow rapid", "I-neb AAD", "Philips InnoSpire Go", "PARI Boy SX",
              "Aerogen Solo", "eFlow Technology (Altera)"]
ACD_MODELS = ["Acapella Choice", "Aerobika", "Flutter", "PARI PEP S", "RC-Cornet", "Astra PEP mask",
              "SmartVest SV2100", "Bubble PEP"]
SPIRO_MODELS = ["NuvoAir Air Next", "MIR Spirobank Smart", "Vitalograph Alpha", "Vitalograph copd-6",
                "MIR Smart One"]
CGM_MODELS = ["Dexcom G7", "FreeStyle Libre 2", "FreeStyle Libre 3", "Dexcom G6"]
LINES = ["PICC (4Fr single lumen, Bard PowerPICC)", "PICC (5Fr double lumen)",
         "totally implantable venous access device (Port-a-Cath)", "midline (Powerglide)",
         "Hickman line", "peripheral cannula then midline"]


class Clin:
    pass


def make_clin(rng, paed, age, sex, d0):
    c = Clin()
    c.genotype, elig = GENOTYPES[rng.randrange(len(GENOTYPES))]
    c.pi = rng.random() < 0.88
    if elig == "eti" and (age >= 2 or rng.random() < 0.3):
        c.mod = rng.choice(["eti", "eti", "eti", "eti", "vanza"] if age >= 6 else ["eti", "eti"])
    elif elig == "iva":
        c.mod = rng.choice(["iva", "eti"])
    else:
        c.mod = None
    if elig == "none":
        c.mod = None
    # growth
    if age < 1:
        h = 62.0 + rng.uniform(-4, 6)
        bmi = rng.uniform(15.5, 17.5)
    elif age < 13:
        h = 75 + 6.2 * age + rng.uniform(-6, 6)
        bmi = rng.uniform(14.5, 18.5)
    elif age < 18:
        h = min(185.0, 145 + 4.5 * (age - 12) + rng.uniform(-6, 8))
        bmi = rng.uniform(16.5, 22.0)
    else:
        h = (176 if sex == "M" else 163) + rng.uniform(-9, 9)
        bmi = rng.uniform(17.8, 27.5)
    c.ht = round(h, 1)
    c.wt = round(bmi * (h / 100.0) ** 2, 1)
    c.bmi = round(c.wt / (c.ht / 100.0) ** 2, 1)
    # lung function
    if age < 6:
        c.spiro = False
        c.fev1p = None
    else:
        c.spiro = True
        base = rng.uniform(25, 115) if age >= 18 else rng.uniform(60, 118)
        c.fev1p = int(base)
        if age >= 18:
            pred = (0.043 * h - 0.029 * age - 2.49) if sex == "M" else (0.0395 * h - 0.025 * age - 2.6)
        else:
            pred = 2.9 * (h / 150.0) ** 2.9
        pred = max(0.9, pred)
        c.fev1 = round(pred * c.fev1p / 100.0, 2)
        c.fvcp = min(130, int(c.fev1p + rng.uniform(8, 25)))
        c.fvc = round(pred * 1.2 * c.fvcp / 100.0, 2)
    c.orgs = []
    pool = list(range(len(ORGS)))
    rng.shuffle(pool)
    for i in pool[:rng.randint(1, 3)]:
        c.orgs.append(ORGS[i])
    c.chronic_pa = any(o[1] == "Pa" for o in c.orgs)
    c.seg = [o for o in c.orgs if o[2] == "segregate"]
    c.cfrd = age >= 10 and rng.random() < (0.45 if age >= 25 else 0.18)
    c.cfld = rng.random() < 0.15
    c.abpa = rng.random() < 0.1
    c.sweat = rng.randint(78, 118)
    c.sweat_on = max(12, c.sweat - rng.randint(35, 75)) if c.mod else None
    return c


def mod_name(c, us):
    if c.mod == "eti":
        return "elexacaftor/tezacaftor/ivacaftor (%s)" % ("Trikafta" if us else "Kaftrio")
    if c.mod == "iva":
        return "ivacaftor (Kalydeco)"
    if c.mod == "vanza":
        return "vanzacaftor/tezacaftor/deutivacaftor (Alyftrek)"
    return None


def mod_dose(c, age):
    if c.mod == "eti":
        if age >= 12:
            return "2 tablets (100/50/75 mg) in the morning and ivacaftor 150 mg in the evening with fat-containing food"
        if age >= 6:
            return "2 tablets (50/25/37.5 mg) mane and ivacaftor 75 mg nocte"
        return "granules 80/40/60 mg mane and ivacaftor granules 59.5 mg nocte"
    if c.mod == "iva":
        return "150 mg twice daily with fat-containing food" if age >= 6 else "75 mg granules twice daily"
    if c.mod == "vanza":
        return "2 tablets (10/50/125 mg) once daily with fat-containing food"
    return ""


def diagnoses(rng, c, paed, us):
    out = ["Cystic fibrosis (%s)" % c.genotype]
    out.append("Pancreatic insufficiency" if c.pi else "Pancreatic sufficient")
    if c.chronic_pa:
        out.append("Chronic Pseudomonas aeruginosa infection (Leeds criteria)")
    for o in c.orgs:
        if o[1] in ("MRSA", "B. cenocepacia", "B. multivorans", "M. abscessus"):
            out.append("%s isolated - segregation status applies" % o[0])
    if c.cfrd:
        out.append("CF-related diabetes (on insulin)" if rng.random() < 0.7 else "CF-related diabetes, diet-controlled")
    if c.cfld:
        out.append("CF liver disease (non-cirrhotic), on UDCA")
    if c.abpa:
        out.append("ABPA (total IgE 1450 kU/L at diagnosis)")
    extra = ["Distal intestinal obstruction syndrome (DIOS) x1", "Nasal polyps - FESS x2", "Low bone mineral density (DEXA Z-score -1.6)",
             "Gastro-oesophageal reflux" if not us else "Gastroesophageal reflux", "Haemoptysis, bronchial artery embolisation",
             "Meconium ileus at birth", "Stress urinary incontinence", "Anxiety"]
    for i in range(rng.randint(0, 2)):
        out.append(extra[rng.randrange(len(extra))])
    if c.mod:
        out.append("On CFTR modulator therapy")
    seen, res = set(), []
    for x in out:
        if x not in seen:
            seen.add(x)
            res.append(x)
    return res


def meds(rng, c, age, us):
    m = []
    mn = mod_name(c, us)
    if mn:
        m.append("%s %s" % (mn[0].upper() + mn[1:], mod_dose(c, age)))
    if age >= 5 or rng.random() < 0.5:
        m.append("Dornase alfa (Pulmozyme) 2.5 mg nebulised once daily")
    if rng.random() < 0.5:
        m.append("Sodium chloride 7%% (hypertonic saline) %d mL nebulised twice daily" % rng.choice([4, 4, 5]))
    if c.chronic_pa:
        m.append(rng.choice([
            "Colistimethate sodium (Promixin) 1 million units nebulised twice daily via I-neb",
            "Colistimethate sodium 2 MU nebulised BD via eFlow",
            "Tobramycin inhalation powder (TOBI Podhaler) 112 mg twice daily, alternate months",
            "Aztreonam lysine (Cayston) 75 mg three times daily, 28 days on / 28 off",
            "Levofloxacin (Quinsair) 240 mg nebulised BD",
            "Tobramycin (Bramitob) 300 mg nebulised BD alternate months"]))
    if age >= 6 and rng.random() < 0.55:
        m.append("Azithromycin %s three times weekly (Mon/Wed/Fri)" % ("250 mg" if age >= 12 else "10 mg/kg"))
    if c.pi:
        u = rng.choice(["Creon 25,000", "Creon 10,000", "Creon Micro 5,000", "Nutrizym 22", "Pancrease"])
        m.append("%s: %d with meals, %d with snacks" % (u, rng.randint(2, 6), rng.randint(1, 3)))
        m.append(rng.choice(["DEKAs Plus 2 capsules daily", "Paravit-CF 1 tablet daily", "AquADEKs 2 daily",
                             "Vitamin A 4,000 IU, vitamin E 200 mg daily"]))
    m.append("Colecalciferol %s IU daily" % rng.choice(["1,000", "2,000", "3,000", "4,000"]))
    if rng.random() < 0.6:
        m.append("Salbutamol 100 micrograms 2 puffs before physio and PRN")
    if rng.random() < 0.3:
        m.append("Fluticasone/salmeterol 250/25 two puffs BD")
    if rng.random() < 0.3:
        m.append("Omeprazole 20 mg once daily")
    if c.cfld:
        m.append("Ursodeoxycholic acid %s BD" % ("250 mg" if age >= 12 else "10 mg/kg"))
    if c.cfrd:
        m.append(rng.choice(["Insulin glargine %d units at night" % rng.randint(6, 22),
                             "Insulin aspart per carbohydrate ratio 1 unit:%d g" % rng.choice([8, 10, 12, 15])]))
    if c.abpa:
        m.append("Itraconazole 200 mg BD (level 1.4 mg/L)")
    if rng.random() < 0.35:
        m.append("Macrogol (Movicol) 1 sachet daily PRN")
    if rng.random() < 0.2:
        m.append("Flucloxacillin 500 mg QDS prophylaxis" if age < 6 else "Mometasone 50 micrograms nasal spray 2 sprays OD")
    return m


def spiro(rng, c):
    if not c.spiro:
        return "Spirometry not attempted (age); LCI %.1f" % rng.uniform(7.0, 12.5)
    return "FEV1 %.2f L (%d%% predicted), FVC %.2f L (%d%%)" % (c.fev1, c.fev1p, c.fvc, c.fvcp)


def anthro(rng, c):
    return "Weight %.1f kg, height %.1f cm, BMI %.1f kg/m2" % (c.wt, c.ht, c.bmi)


def sats(rng):
    return "SpO2 %d%% on room air" % rng.randint(91, 99)


def bloods(rng, c):
    rows = [
        ("Hb", "%d" % rng.randint(112, 158), "g/L", "115-165"),
        ("WCC", "%.1f" % rng.uniform(4.5, 14.5), "x10^9/L", "4.0-11.0"),
        ("CRP", "%d" % rng.randint(1, 60), "mg/L", "<5"),
        ("Creatinine", "%d" % rng.randint(45, 95), "umol/L", "45-90"),
        ("ALT", "%d" % rng.randint(12, 95), "U/L", "<40"),
        ("AST", "%d" % rng.randint(14, 80), "U/L", "<40"),
        ("GGT", "%d" % rng.randint(10, 90), "U/L", "<50"),
        ("Bilirubin", "%d" % rng.randint(4, 35), "umol/L", "<21"),
        ("ALP", "%d" % rng.randint(60, 300), "U/L", "30-130"),
        ("HbA1c", "%d" % rng.randint(32, 62), "mmol/mol", "<42"),
        ("Vitamin D (25-OH)", "%d" % rng.randint(28, 120), "nmol/L", ">75"),
        ("Vitamin A", "%.1f" % rng.uniform(0.8, 2.6), "umol/L", "1.0-2.8"),
        ("Vitamin E", "%.1f" % rng.uniform(12, 40), "umol/L", "12-46"),
        ("Total IgE", "%d" % rng.randint(8, 900), "kU/L", "<120"),
        ("IgG", "%.1f" % rng.uniform(7, 21), "g/L", "6.0-16.0"),
    ]
    k = rng.randint(6, len(rows))
    idx = sorted(rng.sample(range(len(rows)), k))
    return [rows[i] for i in idx]


EXAC = ["increased cough", "more sputum, now green", "streaky haemoptysis", "reduced exercise tolerance",
        "night sweats", "poor appetite", "weight loss of %.1f kg", "increased breathlessness on stairs",
        "pleuritic chest pain on the left", "fatigue and missed days at work", "wheeze overnight"]


def exac(rng):
    out = []
    for s in rng.sample(EXAC, rng.randint(2, 4)):
        out.append(s % rng.uniform(0.8, 3.0) if "%" in s else s)
    return out


IV_REGIMES = [
    ("ceftazidime", "3 g TDS", "50 mg/kg TDS"), ("meropenem", "2 g TDS", "40 mg/kg TDS"),
    ("piperacillin/tazobactam", "4.5 g QDS", "90 mg/kg QDS"), ("aztreonam", "2 g TDS", "50 mg/kg QDS"),
    ("ceftazidime-avibactam", "2.5 g TDS", "50 mg/kg TDS"), ("temocillin", "2 g BD", "25 mg/kg BD"),
]
IV_SECOND = [("tobramycin", "10 mg/kg once daily"), ("colistimethate sodium", "2 MU TDS"),
             ("amikacin", "30 mg/kg once daily"), ("fosfomycin", "5 g TDS")]

PHYSIO_TECH = ["active cycle of breathing techniques (ACBT)", "autogenic drainage", "modified autogenic drainage",
               "PEP mask", "oscillating PEP (Acapella)", "Aerobika oscillating PEP", "high-frequency chest wall oscillation",
               "huffing and forced expiration technique", "postural drainage (modified, no head-down tilt)",
               "exercise-based airway clearance"]

CFQR = ["Respiratory", "Physical", "Emotional", "Treatment burden", "Eating", "Body image", "Social", "Vitality"]

SCORES_NEG = [("PHQ-9 score %d", 0, 14, 12), ("GAD-7 score %d", 0, 12, 12), ("Borg breathlessness %d/10", 0, 6, 6),
              ("Bristol stool type %d", 2, 6, 0), ("MRC dyspnoea grade %d", 1, 4, 16), ("Tanner stage %d", 1, 5, 9),
              ("CFQ-R respiratory %d", 33, 100, 14), ("Modified Borg %d/10", 0, 5, 6)]


def score(rng, age=30):
    opts = [x for x in SCORES_NEG if age >= x[3]]
    s, lo, hi, _ = opts[rng.randrange(len(opts))]
    return s % rng.randint(lo, hi)
