"""Clinical vocabulary: medicines with sigs, scales, lab panels, vitals.
Everything here is non-PHI (hard negatives)."""

# (name shown, strengths, sig choices, indication)
MEDS = {
    "ssri": [
        ("Fluoxetine", ["10 mg", "20 mg", "30 mg", "40 mg"],
         ["OD mane", "once daily in the morning", "1 cap OM", "OD with breakfast"], "low mood/anxiety"),
        ("Fluoxetine liquid 20 mg/5 ml", ["2.5 ml (10 mg)", "5 ml (20 mg)"], ["OD mane"], "low mood"),
        ("Sertraline", ["25 mg", "50 mg", "75 mg", "100 mg", "150 mg"],
         ["OD", "once daily", "1 tab OD mane", "OD with food"], "anxiety/OCD"),
        ("Citalopram", ["10 mg", "20 mg"], ["OD"], "low mood"),
        ("Escitalopram", ["5 mg", "10 mg"], ["OD mane"], "anxiety"),
    ],
    "sleep": [
        ("Melatonin MR (Circadin)", ["2 mg", "4 mg"], ["ON 30-60 min before bed", "nocte"], "sleep onset"),
        ("Melatonin (Slenyto)", ["1 mg", "5 mg", "2 mg"], ["nocte", "ON"], "sleep, ASD"),
        ("Melatonin oral solution 1 mg/ml", ["3 ml", "2 ml"], ["ON"], "sleep"),
        ("Promethazine", ["10 mg", "25 mg"], ["ON PRN max 3 nights/wk", "nocte PRN"], "sleep"),
    ],
    "adhd": [
        ("Methylphenidate XL (Concerta XL)", ["18 mg", "27 mg", "36 mg", "54 mg"],
         ["OM", "once daily 07:30", "mane, not after 10:00"], "ADHD"),
        ("Methylphenidate MR (Equasym XL)", ["10 mg", "20 mg", "30 mg"], ["OM with breakfast"], "ADHD"),
        ("Methylphenidate MR (Medikinet XL)", ["10 mg", "20 mg", "30 mg", "40 mg"], ["OM with food"], "ADHD"),
        ("Methylphenidate IR (Ritalin)", ["5 mg", "10 mg"], ["at 13:00 school days", "BD"], "ADHD top-up"),
        ("Lisdexamfetamine (Elvanse)", ["20 mg", "30 mg", "40 mg", "50 mg", "70 mg"],
         ["OM", "once daily mane"], "ADHD"),
        ("Lisdexamfetamine (Vyvanse)", ["30 mg", "40 mg", "50 mg"], ["OM"], "ADHD"),
        ("Atomoxetine (Strattera)", ["18 mg", "25 mg", "40 mg", "60 mg"], ["OD", "OD mane"], "ADHD"),
        ("Guanfacine MR (Intuniv)", ["1 mg", "2 mg", "3 mg"], ["OD nocte", "OD"], "ADHD"),
        ("Biphentin (methylphenidate CR)", ["20 mg", "30 mg"], ["qAM"], "ADHD"),
        ("Clonidine", ["25 micrograms", "50 micrograms"], ["nocte", "BD"], "tics/sleep"),
    ],
    "antipsychotic": [
        ("Risperidone", ["0.25 mg", "0.5 mg", "1 mg"], ["BD", "ON", "nocte"], "irritability/agitation"),
        ("Aripiprazole (Abilify)", ["2 mg", "2.5 mg", "5 mg", "10 mg"], ["OD", "OM"], "tics/mood"),
        ("Olanzapine", ["1.25 mg", "2.5 mg", "5 mg"], ["ON", "nocte"], "ED cognitions/anxiety"),
        ("Quetiapine", ["25 mg", "50 mg"], ["ON"], "agitation"),
    ],
    "prn": [
        ("Propranolol", ["10 mg"], ["TDS PRN", "PRN before exams, max TDS"], "somatic anxiety"),
        ("Lorazepam", ["0.5 mg", "1 mg"], ["PO PRN max 2 mg/24 h", "PRN agitation, 4-hourly"], "acute distress"),
        ("Promethazine", ["25 mg"], ["PO PRN max 50 mg/24h"], "agitation"),
        ("Paracetamol", ["500 mg", "1 g"], ["QDS PRN (supervised)", "PRN max 4 doses/24h"], "pain"),
        ("Ibuprofen", ["200 mg", "400 mg"], ["TDS PRN with food"], "pain"),
    ],
    "physical": [
        ("Salbutamol (Ventolin) 100 mcg inhaler", ["2 puffs"], ["PRN", "QDS PRN"], "asthma"),
        ("Beclometasone (Clenil Modulite) 100 mcg", ["2 puffs"], ["BD"], "asthma"),
        ("Cetirizine", ["10 mg"], ["OD PRN"], "hay fever"),
        ("Microgynon 30", ["1 tab"], ["OD (21/7)"], "contraception"),
        ("Desogestrel (Cerelle)", ["75 mcg"], ["OD"], "contraception"),
        ("Levothyroxine", ["50 mcg", "75 mcg"], ["OD"], "hypothyroidism"),
        ("Omeprazole", ["20 mg"], ["OD"], "reflux"),
        ("Macrogol (Movicol Paediatric)", ["1 sachet", "2 sachets"], ["OD"], "constipation"),
        ("Colecalciferol (Fultium-D3)", ["800 units", "3,200 units"], ["OD"], "vit D deficiency"),
        ("Ferrous fumarate", ["210 mg", "322 mg"], ["BD"], "iron deficiency"),
        ("Insulin aspart (NovoRapid)", ["per carb ratio 1:10"], ["with meals"], "T1DM"),
        ("Insulin glargine (Lantus)", ["14 units", "18 units"], ["nocte"], "T1DM"),
        ("Emollient (Epimax)", ["apply"], ["BD"], "eczema"),
    ],
    "ed": [
        ("Thiamine", ["100 mg"], ["TDS", "BD"], "refeeding"),
        ("Sando-Phosphate", ["1 tab"], ["BD"], "hypophosphataemia"),
        ("Forceval", ["1 cap"], ["OD"], "multivitamin"),
        ("Fortisip Compact", ["125 ml"], ["TDS if meal incomplete"], "supplement"),
        ("Ensure Plus", ["200 ml"], ["BD"], "supplement"),
    ],
}

SCALES = [
    ("RCADS (child)", "total T-score", (45, 85)),
    ("RCADS (parent)", "total T-score", (45, 80)),
    ("RCADS", "MDD T-score", (50, 90)),
    ("RCADS", "GAD T-score", (50, 85)),
    ("SDQ (parent)", "total difficulties", (8, 32)),
    ("SDQ (self)", "total difficulties", (8, 30)),
    ("SDQ (teacher)", "total difficulties", (4, 28)),
    ("PHQ-A", "total", (4, 26)),
    ("PHQ-9", "total", (4, 26)),
    ("GAD-7", "total", (3, 21)),
    ("MFQ (short)", "total", (4, 26)),
    ("SCAS", "total", (20, 70)),
    ("YP-CORE", "score", (8, 35)),
    ("CORE-10", "score", (8, 32)),
    ("WEMWBS (Warwick-Edinburgh)", "score", (20, 50)),
    ("CY-BOCS (Children's Yale-Brown)", "total", (10, 34)),
    ("EDE-Q", "global", (1, 6)),
    ("CRIES-8", "total", (10, 38)),
    ("K10", "score", (16, 42)),
    ("HoNOSCA", "total", (8, 30)),
    ("C-GAS", "score", (35, 70)),
    ("CGI-S", "", (2, 6)),
    ("Columbia (C-SSRS) screen", "positive items", (0, 5)),
    ("SNAP-IV (parent)", "inattention mean", (1, 3)),
    ("Conners 3 (parent)", "Inattention T", (55, 90)),
    ("Conners 3 (teacher)", "Hyperactivity/Impulsivity T", (55, 90)),
    ("Vanderbilt (parent)", "inattentive items >=2", (3, 9)),
    ("SCQ", "total", (8, 28)),
    ("SRS-2", "total T", (55, 85)),
    ("HAM-A (Hamilton Anxiety)", "total", (8, 30)),
    ("Beck Youth Inventory", "Depression T", (50, 75)),
]

PROBLEM_SCALES = {
    "anxiety": ["RCADS", "SCAS", "GAD-7", "SDQ", "YP-CORE", "HAM-A", "WEMWBS"],
    "depression": ["RCADS", "PHQ", "MFQ", "SDQ", "YP-CORE", "CORE-10", "Beck", "K10", "Columbia"],
    "selfharm": ["RCADS", "PHQ", "MFQ", "YP-CORE", "Columbia", "K10", "CORE-10"],
    "eating": ["EDE-Q", "RCADS", "SDQ", "CORE-10", "WEMWBS"],
    "adhd": ["SNAP-IV", "Conners", "Vanderbilt", "SDQ"],
    "asd": ["SCQ", "SRS-2", "SDQ", "RCADS"],
    "ocd": ["CY-BOCS", "RCADS", "SDQ", "SCAS"],
    "trauma": ["CRIES-8", "RCADS", "SDQ", "YP-CORE"],
    "ebsa": ["RCADS", "SCAS", "SDQ", "GAD-7", "YP-CORE"],
}


def scales_for(rng, problem, k):
    pre = PROBLEM_SCALES.get(problem, PROBLEM_SCALES["anxiety"])
    pool = [s for s in SCALES if any(s[0].startswith(p) for p in pre)]
    return rng.sample(pool, min(k, len(pool)))


# (test, unit, low, high, decimals, plausible min, plausible max)
LABS = {
    "U&E": [("Sodium", "mmol/L", 135, 145, 0, 131, 146), ("Potassium", "mmol/L", 3.5, 5.3, 1, 2.9, 5.1),
            ("Urea", "mmol/L", 2.5, 7.8, 1, 1.8, 8.4), ("Creatinine", "umol/L", 40, 90, 0, 38, 88)],
    "Bone": [("Adj calcium", "mmol/L", 2.2, 2.6, 2, 2.1, 2.6), ("Phosphate", "mmol/L", 0.9, 1.8, 2, 0.6, 1.6),
             ("Magnesium", "mmol/L", 0.7, 1.0, 2, 0.6, 1.0), ("ALP", "U/L", 60, 425, 0, 55, 380)],
    "LFT": [("Bilirubin", "umol/L", 0, 21, 0, 3, 24), ("ALT", "U/L", 0, 40, 0, 9, 78),
            ("Albumin", "g/L", 35, 50, 0, 33, 48)],
    "FBC": [("Hb", "g/L", 115, 160, 0, 98, 152), ("WCC", "x10^9/L", 4.0, 11.0, 1, 2.6, 9.8),
            ("Neutrophils", "x10^9/L", 1.5, 7.5, 1, 0.9, 6.0), ("Platelets", "x10^9/L", 150, 400, 0, 140, 390)],
    "TFT": [("TSH", "mU/L", 0.5, 5.0, 2, 0.6, 6.2), ("Free T4", "pmol/L", 10, 22, 1, 9, 20)],
    "Other": [("Glucose (random)", "mmol/L", 3.5, 7.8, 1, 2.9, 6.8), ("Ferritin", "ug/L", 15, 150, 0, 6, 120),
              ("Vitamin D (25-OH)", "nmol/L", 50, 175, 0, 18, 90), ("Prolactin", "mU/L", 60, 500, 0, 120, 890),
              ("CK", "U/L", 25, 200, 0, 60, 420), ("HbA1c", "mmol/mol", 20, 41, 0, 30, 88),
              ("Cholesterol", "mmol/L", 0, 5.0, 1, 2.9, 5.6), ("Triglycerides", "mmol/L", 0, 1.7, 1, 0.6, 2.1)],
}


def lab_lines(rng, panels, table=True):
    """Return text lines of a lab panel with values, flags and ranges."""
    out = []
    for p in panels:
        for name, unit, lo, hi, dec, pmin, pmax in LABS[p]:
            v = rng.uniform(pmin, pmax)
            if rng.random() < 0.7:
                v = rng.uniform(max(pmin, lo), min(pmax, hi)) if max(pmin, lo) < min(pmax, hi) else v
            val = ("%." + str(dec) + "f") % v
            fl = " H" if v > hi else " L" if v < lo else ""
            rr = ("<%s" % hi) if lo == 0 else ("%s-%s" % (lo, hi))
            if table:
                out.append("%-18s %7s%-2s %-9s (%s)" % (name, val, fl, unit, rr))
            else:
                out.append("%s %s%s" % (name, val, fl.strip() and "(" + fl.strip() + ")" or ""))
    return out


def med_line(rng, cls, style=0):
    name, strengths, sigs, ind = rng.choice(MEDS[cls])
    st, sig = rng.choice(strengths), rng.choice(sigs)
    if style == 0:
        return "%s %s %s" % (name, st, sig)
    if style == 1:
        return "%s %s - %s (%s)" % (name, st, sig, ind)
    return "%-44s %-10s %s" % (name, st, sig)


def scale_line(rng, k=None):
    name, sub, (lo, hi) = k or rng.choice(SCALES)
    if hi <= 6 and name.startswith("Columbia"):
        return "%s %s %d" % (name, sub, rng.randint(lo, hi))
    v = rng.randint(lo, hi) if hi > 6 else round(rng.uniform(lo, hi), 1)
    return "%s %s %s" % (name, sub, v) if sub else "%s %s" % (name, v)


def vitals(rng, ed=False, sep="  "):
    hr = rng.randint(44, 62) if ed else rng.randint(62, 104)
    sbp = rng.randint(84, 104) if ed else rng.randint(98, 128)
    dbp = rng.randint(48, 66) if ed else rng.randint(58, 82)
    t = round(rng.uniform(35.3, 36.4) if ed else rng.uniform(36.2, 37.3), 1)
    rr = rng.randint(12, 20)
    sat = rng.randint(96, 100)
    return sep.join(["HR %d" % hr, "BP %d/%d" % (sbp, dbp), "T %.1f" % t, "RR %d" % rr,
                     "SpO2 %d%%" % sat])


ICD = {
    "anxiety": ["F41.1 Generalised anxiety disorder", "F40.1 Social phobia",
                "F93.0 Separation anxiety disorder of childhood", "F41.0 Panic disorder"],
    "depression": ["F32.1 Moderate depressive episode", "F32.0 Mild depressive episode",
                   "F32.2 Severe depressive episode without psychotic symptoms", "F34.1 Dysthymia"],
    "selfharm": ["F32.1 Moderate depressive episode", "F43.2 Adjustment disorder",
                 "X78 Intentional self-harm by sharp object (Hx)", "F60.3 Emerging EUPD traits (not diagnosed)"],
    "eating": ["F50.0 Anorexia nervosa", "F50.1 Atypical anorexia nervosa", "F50.2 Bulimia nervosa",
               "F50.8 ARFID", "6B80 Anorexia nervosa (ICD-11)"],
    "adhd": ["F90.0 ADHD, combined presentation", "6A05.2 ADHD combined (ICD-11)",
             "F90.0 ADHD, predominantly inattentive"],
    "asd": ["F84.0 Autism spectrum disorder", "6A02 Autism spectrum disorder (ICD-11)",
            "F84.5 Asperger syndrome (historical diagnosis)"],
    "ocd": ["F42.2 Obsessive-compulsive disorder, mixed", "F42.0 OCD, predominantly obsessional"],
    "trauma": ["F43.1 Post-traumatic stress disorder", "F43.2 Adjustment disorder",
               "6B41 Complex PTSD (ICD-11)"],
    "ebsa": ["F93.8 Emotional disorder of childhood", "F40.1 Social anxiety disorder",
             "F41.1 Generalised anxiety disorder"],
}

HARD_NEG = [
    "Gillick competent for this decision", "Fraser guidelines considered",
    "NICE NG134 (2019) recommends psychological therapy first line",
    "per NICE NG225 (2022) self-harm guidance", "NICE NG87 ADHD guidance",
    "MEED (2022) risk assessment framework", "Junior MARSIPAN checklist",
    "THRIVE framework: Getting More Help", "CAPA Choice appointment",
    "Maudsley Family-Based Treatment (FT-AN)", "Maudsley Prescribing Guidelines",
    "Solihull Approach parenting group", "Circle of Security parenting",
    "DBT-A skills group (Tues)", "TF-CBT", "EMDR", "IPT-A", "CBT-E",
    "Mental Capacity Act", "Children Act 1989 s17", "Signs of Safety",
    "Early Help Assessment", "EHCP", "IHCP", "PEP", "SENCo", "DSL",
    "Tanner stage 4", "Russell's sign absent", "no lanugo", "Beighton score 6/9",
    "Tourette syndrome", "Raynaud's phenomenon", "Epworth score 9",
    "Glasgow Coma Scale 15/15", "Manchester Triage category 3",
    "Barnes Akathisia Rating Scale 0", "AIMS 0", "Simpson-Angus 0",
    "Bazett QTc", "Fridericia-corrected QTc", "Wolff-Parkinson-White excluded",
    "Hashimoto's screen negative", "Coeliac screen (tTG) negative",
]
HARD_NEG_LONG = [h for h in HARD_NEG if len(h) > 14]
