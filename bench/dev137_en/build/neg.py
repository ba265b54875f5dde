"""Hard negatives: clinical content that looks like PHI but is not.
Eponyms, scales, codes, drugs, labs, clock times and ordinary words that are also names."""

ICD = [("F32.1", "Major depressive disorder, single episode, moderate"),
       ("F33.2", "Major depressive disorder, recurrent, severe w/o psychotic features"),
       ("F33.1", "MDD, recurrent, moderate"),
       ("F31.81", "Bipolar II disorder"), ("F31.2", "Bipolar I, current episode manic, severe with psychotic features"),
       ("F20.9", "Schizophrenia, unspecified"), ("F25.0", "Schizoaffective disorder, bipolar type"),
       ("F41.1", "Generalized anxiety disorder"), ("F43.10", "Post-traumatic stress disorder, unspecified"),
       ("F43.23", "Adjustment disorder with mixed anxiety and depressed mood"),
       ("F60.3", "Borderline personality disorder"), ("F90.2", "ADHD, combined type"),
       ("F11.20", "Opioid use disorder, severe"), ("F11.21", "Opioid use disorder, severe, in early remission"),
       ("F10.20", "Alcohol use disorder, severe"), ("F10.239", "Alcohol dependence with withdrawal, unspecified"),
       ("F15.20", "Stimulant (methamphetamine) use disorder, moderate"), ("F14.10", "Cocaine use disorder, mild"),
       ("F12.20", "Cannabis use disorder, moderate"), ("F17.210", "Nicotine dependence, cigarettes"),
       ("F13.20", "Sedative/benzodiazepine use disorder"), ("F42.2", "OCD, mixed obsessional thoughts and acts"),
       ("F50.01", "Anorexia nervosa, restricting type"), ("F84.0", "Autism spectrum disorder"),
       ("Z59.01", "Sheltered homelessness"), ("Z59.02", "Unsheltered homelessness"),
       ("Z63.0", "Problems in relationship with spouse or partner"), ("Z91.51", "Personal history of suicidal behavior"),
       ("R45.851", "Suicidal ideations"), ("Z79.891", "Long term (current) use of opiate analgesic"),
       ("B18.2", "Chronic hepatitis C"), ("K70.30", "Alcoholic cirrhosis of liver without ascites"),
       ("E11.9", "Type 2 diabetes mellitus without complications"), ("I10", "Essential hypertension"),
       ("G47.33", "Obstructive sleep apnea"), ("F02.80", "Dementia in other diseases (Alzheimer's) w/o behavioral disturbance"),
       ("F10.26", "Alcohol dependence with alcohol-induced persisting amnestic disorder (Korsakoff)"),
       ("E51.2", "Wernicke's encephalopathy, hx"), ("F95.2", "Tourette's disorder"),
       ("G20", "Parkinson's disease"), ("E05.00", "Graves' disease, no crisis")]

CPT = [("90791", "Psychiatric diagnostic evaluation"), ("90792", "Psych diagnostic eval w/ medical services"),
       ("90832", "Psychotherapy, 30 min"), ("90834", "Psychotherapy, 45 min"), ("90837", "Psychotherapy, 60 min"),
       ("90839", "Psychotherapy for crisis, first 60 min"), ("90840", "Crisis, each addl 30 min"),
       ("90853", "Group psychotherapy"), ("90847", "Family psychotherapy w/ patient"),
       ("99213", "Office visit, est pt, low MDM"), ("99214", "Office visit, est pt, moderate MDM"),
       ("99232", "Subsequent hospital care"), ("96127", "Brief emotional/behavioral assessment"),
       ("H0020", "Methadone administration"), ("H0004", "Behavioral health counseling, per 15 min"),
       ("H0031", "Mental health assessment by non-physician"), ("T1017", "Targeted case management, per 15 min"),
       ("H2017", "Psychosocial rehabilitation, per 15 min"), ("80305", "Drug screen, presumptive, direct optical obs"),
       ("G0480", "Drug test, definitive, 1-7 classes"), ("H0038", "Self-help/peer services, per 15 min"),
       ("99406", "Tobacco cessation counseling 3-10 min"), ("J2315", "Naltrexone ER injection, 1 mg")]

MEDS = [("sertraline", "100 mg", "PO daily"), ("sertraline", "50 mg", "PO qAM"),
        ("fluoxetine", "40 mg", "PO daily"), ("escitalopram", "10 mg", "PO daily"),
        ("bupropion XL", "300 mg", "PO qAM"), ("mirtazapine", "15 mg", "PO qHS"),
        ("venlafaxine XR", "150 mg", "PO daily with food"), ("duloxetine", "60 mg", "PO daily"),
        ("trazodone", "50 mg", "PO qHS PRN insomnia"), ("hydroxyzine", "25 mg", "PO q6h PRN anxiety"),
        ("quetiapine", "100 mg", "PO qHS"), ("olanzapine", "10 mg", "PO qHS"),
        ("aripiprazole", "15 mg", "PO daily"), ("risperidone", "2 mg", "PO BID"),
        ("paliperidone palmitate", "234 mg", "IM q4 weeks"), ("haloperidol decanoate", "100 mg", "IM q4 weeks"),
        ("clozapine", "300 mg", "PO qHS"), ("lurasidone", "40 mg", "PO with evening meal"),
        ("lithium carbonate ER", "450 mg", "PO BID"), ("divalproex DR", "500 mg", "PO BID"),
        ("lamotrigine", "100 mg", "PO daily"), ("prazosin", "2 mg", "PO qHS for nightmares"),
        ("clonidine", "0.1 mg", "PO q6h PRN withdrawal sx"), ("gabapentin", "300 mg", "PO TID"),
        ("methadone", "85 mg", "PO daily (liquid, observed)"), ("buprenorphine/naloxone", "8 mg/2 mg", "SL film BID"),
        ("buprenorphine/naloxone", "16 mg/4 mg", "SL daily"), ("naltrexone ER (Vivitrol)", "380 mg", "IM q4 weeks"),
        ("naloxone (Narcan)", "4 mg", "intranasal PRN overdose"), ("acamprosate", "666 mg", "PO TID"),
        ("disulfiram", "250 mg", "PO daily"), ("thiamine", "100 mg", "PO daily"),
        ("folic acid", "1 mg", "PO daily"), ("nicotine patch", "21 mg/24 hr", "TD daily"),
        ("nicotine gum", "4 mg", "q1-2h PRN cravings"), ("lorazepam", "1 mg", "PO q4h PRN CIWA > 10"),
        ("chlordiazepoxide", "25 mg", "PO q6h x 24h then taper"), ("benztropine", "1 mg", "PO BID PRN EPS"),
        ("propranolol", "10 mg", "PO TID PRN akathisia"), ("metformin", "500 mg", "PO BID with meals"),
        ("lisinopril", "10 mg", "PO daily"), ("atorvastatin", "20 mg", "PO qHS"),
        ("melatonin", "3 mg", "PO qHS"), ("guanfacine ER", "2 mg", "PO daily"),
        ("lisdexamfetamine", "30 mg", "PO qAM"), ("Sublocade", "300 mg", "SC monthly x2 then 100 mg")]

LABS = [("Na", "mmol/L", 132, 146), ("K", "mmol/L", 3.2, 5.1), ("Cl", "mmol/L", 96, 108),
        ("CO2", "mmol/L", 20, 30), ("BUN", "mg/dL", 6, 24), ("Cr", "mg/dL", 0.6, 1.3),
        ("Glucose", "mg/dL", 72, 180), ("AST", "U/L", 14, 160), ("ALT", "U/L", 10, 120),
        ("GGT", "U/L", 12, 310), ("Alk phos", "U/L", 40, 140), ("T bili", "mg/dL", 0.2, 2.1),
        ("Albumin", "g/dL", 3.0, 4.8), ("TSH", "mIU/L", 0.4, 5.2), ("WBC", "K/uL", 3.8, 12.4),
        ("Hgb", "g/dL", 10.8, 16.4), ("Plt", "K/uL", 110, 390), ("MCV", "fL", 82, 104),
        ("HbA1c", "%", 4.9, 8.4), ("Mg", "mg/dL", 1.5, 2.4), ("Phos", "mg/dL", 2.4, 4.5),
        ("B12", "pg/mL", 190, 900), ("Folate", "ng/mL", 3, 20), ("Ammonia", "umol/L", 11, 60)]

LEVELS = [("Lithium", "mEq/L", 0.4, 1.2), ("Valproic acid", "ug/mL", 45, 110),
          ("Clozapine", "ng/mL", 250, 700), ("Serum EtOH", "mg/dL", 0, 310), ("ANC", "/uL", 1500, 6000)]

UDS = ["Amphetamines", "Barbiturates", "Benzodiazepines", "Buprenorphine", "Cannabinoids (THC)",
       "Cocaine metabolite", "Fentanyl", "Methadone (EDDP)", "Methamphetamine", "MDMA",
       "Opiates (morphine)", "Oxycodone", "Xylazine", "Ethyl glucuronide (EtG)", "PCP"]

MSE = [
    "Appearance: {app}. Behavior: {beh}. Eye contact {ec}.",
    "Speech: {sp}. Mood: \"{mood}\". Affect: {aff}.",
    "Thought process: {tp}. Thought content: {tc}.",
    "Perception: {perc}. Cognition: alert, oriented x{ox}. Insight {ins}; judgment {jud}.",
]
MSE_OPTS = {
    "app": ["disheveled, malodorous", "casually dressed, fair hygiene", "well groomed", "thin, poor dentition",
            "in hospital gown", "wearing multiple layers despite heat"],
    "beh": ["cooperative", "guarded", "psychomotor agitation", "psychomotor retardation", "restless, picking at skin",
            "calm and engaged"],
    "ec": ["fair", "poor", "good", "intermittent"],
    "sp": ["normal rate/volume", "pressured, loud", "soft, slowed, latent", "tangential at times", "slurred"],
    "mood": ["depressed", "not great", "fine", "anxious", "I just want to go home", "angry", "tired"],
    "aff": ["constricted", "labile", "flat", "dysphoric, tearful", "euthymic, full range", "irritable"],
    "tp": ["linear, goal directed", "circumstantial", "tangential", "disorganized", "loose associations"],
    "tc": ["denies SI/HI", "passive SI without plan or intent", "paranoid re: neighbors", "ruminative guilt",
           "+SI with plan to overdose, denies intent today", "no delusions elicited"],
    "perc": ["denies AH/VH", "+AH, command type, not acting on them", "responding to internal stimuli",
             "endorses VH of shadows at night", "no evidence of perceptual disturbance"],
    "ox": ["3", "4", "2"],
    "ins": ["poor", "limited", "fair", "good"],
    "jud": ["poor", "impaired", "fair", "intact"],
}

EPONYM = [
    "No signs of Wernicke's encephalopathy; thiamine given prior to glucose.",
    "Romberg negative. No nystagmus.", "AIMS 0, no evidence of tardive dyskinesia.",
    "Barnes Akathisia Rating Scale: 1 (questionable).", "Simpson-Angus Scale 2.",
    "Young Mania Rating Scale (YMRS) {n2}.", "HAM-D {n2}, HAM-A {n1}.",
    "Beck Depression Inventory-II: {n2}.", "Edinburgh Postnatal Depression Scale {n1}.",
    "Columbia (C-SSRS) screener: {csr}.", "Glasgow Coma Scale 15 on arrival.",
    "Folstein MMSE 27/30.", "MoCA {moca}/30.", "Counseled on rash/Stevens-Johnson syndrome risk with lamotrigine titration.",
    "Hx Mallory-Weiss tear during prior withdrawal.", "Hx of Korsakoff syndrome per old records.",
    "Epworth Sleepiness Scale 11.", "Fagerstrom score 7 (high dependence).",
    "Tourette's tics noted, not distressing.", "No Babinski sign. DTRs 2+ symmetric.",
    "Brief Psychiatric Rating Scale (BPRS) {n2}.", "CAGE 3/4.", "Clinical Opiate Withdrawal Scale (COWS) {n1}.",
    "CIWA-Ar {n1}.", "Abnormal Involuntary Movement Scale deferred.", "Cluster B traits noted.",
    "Hx of Graves' disease, TSH followed by PCP.", "Parkinsonian tremor bilat hands, likely EPS.",
    "Hoarding Rating Scale deferred.", "ASAM Dimension 1-6 reviewed; level of care 3.7 recommended.",
]

WORDNEG = [
    "Expresses hope about returning to work.", "Grace period on the rent ends at month's end.",
    "Will follow up in 2 weeks.", "Marked improvement in sleep onset.",
    "Frank discussion of overdose risk with reduced tolerance.", "Sharp objects removed from room per protocol.",
    "Has young children at home; safe storage discussed.", "Long-acting injectable discussed, pt open to it.",
    "Cash assistance application pending.", "Price of rent went up again.",
    "Ward rounds at 0900.", "Cross-taper planned over 2 wks.", "Day program 5 days/week.",
    "Moody and irritable per staff.", "Rose from bed only for meals.",
    "Faith community identified as a protective factor.", "Reports little joy in previously enjoyed activities.",
    "Patience with peers has improved.", "May benefit from DBT skills group.",
    "Uses a walker since the fall.", "Frostbite to toes L foot from sleeping outside.",
    "Acting in his own best interest per team.", "Bright affect when discussing grandchildren.",
    "Strong support from family.", "White count normal.", "Green zone on safety plan reviewed.",
    "Cooks for self, uses microwave only.", "50% chance of relapse discussed openly.",
    "Applied for a housing grant.", "Art therapy with clay, good engagement.", "Walked 3 miles daily.",
    "Hx of kidney stone.", "Honor system for smoke breaks.", "Reports angel dust (PCP) use years ago.",
    "Poison ivy rash on forearms.", "Sunny disposition per mother.", "Bank account closed, uses check-cashing.",
    "Hunting rifle removed from home by brother.", "Sleeps until noon, up at dawn when manic.",
    "Amber urine, encouraged fluids.", "Black coffee 6-8 cups/day.", "Plays in a band on weekends.",
    "Charity care application submitted.", "Summer months harder due to heat in apt.",
]

PSYMEDS = [m for m in MEDS if m[0].split()[0] in (
    "sertraline", "fluoxetine", "escitalopram", "bupropion", "mirtazapine", "venlafaxine", "duloxetine", "quetiapine",
    "olanzapine", "aripiprazole", "risperidone", "paliperidone", "haloperidol", "clozapine", "lurasidone", "lithium",
    "divalproex", "lamotrigine", "prazosin")]

SCORES = ["PHQ-9: {phq}", "GAD-7: {gad}", "PCL-5: {pcl}", "AUDIT-C: {audc}", "DAST-10: {dast}",
          "PHQ-A: {phq}", "C-SSRS: {csr}", "K6: {k6}", "WHODAS 2.0: {who}", "BAM: {bam}"]


def fmt(r, s):
    return s.format(n1=r.randrange(0, 20), n2=r.randrange(4, 40), moca=r.randrange(18, 31),
                    csr=r.choice(["negative", "positive - ideation only", "low risk", "moderate risk", "high risk"]),
                    phq=r.randrange(0, 28), gad=r.randrange(0, 22), pcl=r.randrange(8, 70),
                    audc=r.randrange(0, 13), dast=r.randrange(0, 11), k6=r.randrange(0, 25),
                    who=r.randrange(12, 48), bam=r.randrange(0, 30))


def mse(r):
    vals = {k: r.choice(v) for k, v in MSE_OPTS.items()}
    return [s.format(**vals) for s in MSE]


def eponyms(r, k=2):
    return [fmt(r, s) for s in r.sample(EPONYM, k)]


def words(r, k=2):
    return r.sample(WORDNEG, k)


def scores(r, k=3):
    return "; ".join(fmt(r, s) for s in r.sample(SCORES, k))


def dx(r, k=3):
    return r.sample(ICD, k)


def cpt(r):
    return r.choice(CPT)


def meds(r, k=4):
    return r.sample(MEDS, k)


def labval(r, lo, hi):
    v = r.uniform(lo, hi)
    if hi <= 10: return f"{v:.1f}"
    return f"{int(v)}"
