"""Clinical (non-PHI) content pools and generators for dev238_en (author 238).
Everything produced here is plain text with no PHI: labs, vitals, drugs, scores, codes, eponyms."""


def vitals(rng, country, compact=False, age=40):
    sbp, dbp = rng.randint(96, 158), rng.randint(56, 96)
    hr, rr = rng.randint(58, 112), rng.randint(12, 22)
    t = round(rng.uniform(36.1, 38.4), 1)
    ht = rng.randint(145, 186)
    wt = round(rng.uniform(17.0, 34.0) * (ht / 100.0) ** 2, 1)
    if age < 16:
        sbp, dbp = rng.randint(86, 118), rng.randint(48, 74)
        hr, rr = rng.randint(76, 128), rng.randint(16, 30)
        wt = round(max(3.2, 3.5 + 2.6 * age * rng.uniform(0.75, 1.1)), 1)
        ht = int(52 + 6.2 * age * rng.uniform(0.9, 1.05)) if age else rng.randint(50, 74)
    bmi = round(wt / (ht / 100.0) ** 2, 1)
    sp = rng.randint(94, 100)
    if country == "US" and rng.random() < 0.5:
        temp = "%.1f F" % (t * 9 / 5 + 32)
        weight = "%.1f lb" % (wt * 2.2046)
    else:
        temp = "%.1f%sC" % (t, rng.choice(["", " ", "°", " °"]))
        weight = "%.1f kg" % wt
    if compact:
        return "BP %d/%d | HR %d | RR %d | T %s | SpO2 %d%% RA | Wt %s" % (sbp, dbp, hr, rr, temp, sp, weight)
    return rng.choice([
        "BP %d/%d, HR %d, RR %d, T %s, SpO2 %d%% on RA. Wt %s, Ht %d cm, BMI %.1f" % (sbp, dbp, hr, rr, temp, sp, weight, ht, bmi),
        "Vitals: T %s  P %d  R %d  BP %d/%d  O2 sat %d%%  Wt %s" % (temp, hr, rr, sbp, dbp, sp, weight),
        "Obs: HR %d reg, BP %d/%d, RR %d, sats %d%% air, temp %s. Weight %s (BMI %.1f)." % (hr, sbp, dbp, rr, sp, temp, weight, bmi),
    ])


LAB_LINES = [
    lambda r: "Hb %.1f g/dL (L)" % r.uniform(8.1, 11.4) if r.random() < 0.4 else "Hb %.1f g/dL" % r.uniform(11.8, 16.2),
    lambda r: "MCV %d fL" % r.randint(58, 96),
    lambda r: "Ferritin %d ng/mL" % r.randint(3, 140),
    lambda r: "Eosinophils %.2f x10^9/L%s" % ((r.uniform(0.05, 2.4),) + (" - raised" if r.random() < 0.3 else "",)),
    lambda r: "Platelets %d x10^9/L" % r.randint(140, 420),
    lambda r: "WBC %.1f" % r.uniform(3.2, 11.8),
    lambda r: "HBsAg %s" % r.choice(["negative", "negative", "NEGATIVE", "POSITIVE", "non-reactive"]),
    lambda r: "anti-HBs %s mIU/mL" % r.choice(["<10", "<3.5", str(r.randint(12, 900))]),
    lambda r: "anti-HBc total %s" % r.choice(["negative", "positive", "reactive"]),
    lambda r: "HCV Ab %s" % r.choice(["neg", "negative", "non-reactive"]),
    lambda r: "HIV 1/2 Ag/Ab %s" % r.choice(["non-reactive", "negative", "NR"]),
    lambda r: "RPR %s" % r.choice(["non-reactive", "NR", "reactive 1:4, TPPA pending"]),
    lambda r: "Strongyloides IgG %s" % r.choice(["positive", "negative", "equivocal", "positive (index 2.4)"]),
    lambda r: "Schistosoma serology %s" % r.choice(["negative", "positive", "pending"]),
    lambda r: "Malaria RDT %s" % r.choice(["negative", "negative", "Pf positive", "neg; thick/thin films neg x3"]),
    lambda r: "Vit D 25-OH %d nmol/L" % r.randint(11, 72),
    lambda r: "B12 %d pmol/L" % r.randint(95, 520),
    lambda r: "HbA1c %.1f%%" % r.uniform(5.0, 9.6),
    lambda r: "ALT %d U/L, AST %d U/L" % (r.randint(9, 88), r.randint(11, 70)),
    lambda r: "Creatinine %d umol/L, eGFR >90" % r.randint(45, 98),
    lambda r: "TSH %.2f mIU/L" % r.uniform(0.4, 5.6),
    lambda r: "Stool O&P x%d: %s" % (r.choice([1, 2, 3]), r.choice(["no ova or parasites seen", "Giardia cysts seen",
                                                                    "Hookworm ova seen", "Entamoeba histolytica/dispar", "Trichuris ova"])),
    lambda r: "Urinalysis: %s" % r.choice(["NAD", "blood +, protein neg", "leuk ++, nitrite +", "no haematuria"]),
    lambda r: "Blood lead %d mcg/dL" % r.randint(1, 14),
    lambda r: "Hb electrophoresis: %s" % r.choice(["HbAS (sickle trait)", "normal pattern", "HbE trait", "beta-thal trait likely"]),
    lambda r: "G6PD %s" % r.choice(["normal", "deficient", "pending"]),
    lambda r: "Varicella IgG %s" % r.choice(["immune", "non-immune", "equivocal"]),
    lambda r: "Rubella IgG %d IU/mL" % r.randint(2, 180),
    lambda r: "Measles IgG %s" % r.choice(["positive", "negative"]),
    lambda r: "Na %d, K %.1f, Cl %d, HCO3 %d" % (r.randint(131, 144), r.uniform(3.2, 5.1), r.randint(96, 108), r.randint(20, 29)),
    lambda r: "CRP %d mg/L" % r.randint(1, 140),
    lambda r: "ESR %d mm/hr" % r.randint(3, 88),
]


def labs(rng, n):
    idx = list(range(len(LAB_LINES)))
    rng.shuffle(idx)
    return [LAB_LINES[i](rng) for i in sorted(idx[:n])]


MEDS = [
    "isoniazid 300 mg PO daily", "pyridoxine 25 mg PO daily", "rifampicin 600 mg daily", "rifapentine 900 mg weekly",
    "albendazole 400 mg PO stat", "ivermectin 200 mcg/kg PO x2 doses", "praziquantel 40 mg/kg single dose",
    "ferrous sulfate 325 mg PO daily", "ferrous fumarate 210 mg BD", "cholecalciferol 1000 IU daily",
    "vitamin D3 50,000 IU weekly x8", "metformin 500 mg BID", "metformin XR 1 g nocte", "amlodipine 5 mg daily",
    "lisinopril 10 mg daily", "atorvastatin 20 mg nocte", "omeprazole 20 mg daily", "pantoprazole 40 mg mane",
    "sertraline 50 mg daily", "mirtazapine 15 mg nocte", "prazosin 1 mg nocte", "paracetamol 1 g QID PRN",
    "ibuprofen 400 mg TDS PRN with food", "salbutamol 100 mcg 2 puffs PRN", "budesonide/formoterol 200/6 1 puff BD",
    "levothyroxine 50 mcg daily", "folic acid 5 mg daily", "tenofovir disoproxil 300 mg daily", "entecavir 0.5 mg daily",
    "insulin glargine 18 units at night", "gliclazide MR 30 mg daily", "carbamazepine 200 mg BD", "sodium valproate 500 mg BD",
    "hydroxyurea 500 mg daily", "penicillin V 250 mg BD", "amoxicillin 500 mg TDS x5 days", "doxycycline 100 mg BD x7d",
    "fluoxetine 20 mg mane", "quetiapine 25 mg nocte PRN", "melatonin 2 mg nocte", "loratadine 10 mg daily",
    "multivitamin 1 tab daily", "calcium carbonate 1.25 g BD", "bisacodyl 5 mg PRN", "dolutegravir/lamivudine 50/300 daily",
    "artemether-lumefantrine 4 tabs BD x3 days", "primaquine 30 mg daily x14 days", "ondansetron 4 mg PRN",
]
FOREIGN_MEDS = [
    "\"Dexona\" (dexamethasone) tabs bought over the counter", "Augmentin sachets from a pharmacy in transit",
    "unnamed white tablets for 'pressure', no packaging", "Glucophage 850 (metformin) - foreign packaging",
    "herbal preparation (black seed oil)", "'Diclofen' injections given at a camp clinic", "Norvasc 5 mg (amlodipine) - Arabic box",
    "Concor 5 (bisoprolol), Turkish packaging", "Fansidar taken for fever in camp", "kohl eye preparation (lead risk)",
    "tramadol strips from street vendor", "chloroquine, self-prescribed", "Nootropil tablets (piracetam)",
]
ALLERGIES = ["NKDA", "NKA", "No known drug allergies", "penicillin - rash", "sulfa - hives", "nil known",
             "codeine - vomiting", "co-trimoxazole - SJS (per pt, unverified)", "NKDA (via interpreter)"]

VACCINES_CHILD = ["DTaP-IPV-Hib-HepB", "DTaP-IPV", "MMR", "MMRV", "Varicella", "PCV13", "PCV20", "MenACWY", "MenB",
                  "Hib", "HepB", "HepA", "Rotavirus", "HPV9", "Tdap", "Td/IPV", "IPV", "Influenza (QIV)", "BCG", "COVID-19"]
VACCINES_ADULT = ["Td", "Tdap", "dTpa", "MMR", "Varicella", "HepB", "HepA", "HPV9", "IPV", "PPSV23", "Shingrix",
                  "Influenza", "COVID-19 (XBB.1.5)", "MenACWY"]

PROBLEMS = [
    ("Latent TB infection", "R76.11"), ("Iron deficiency anaemia", "D50.9"), ("Vitamin D deficiency", "E55.9"),
    ("Strongyloidiasis", "B78.9"), ("Chronic hepatitis B", "B18.1"), ("Schistosomiasis", "B65.9"),
    ("Type 2 diabetes mellitus", "E11.9"), ("Essential hypertension", "I10"), ("PTSD", "F43.10"),
    ("Major depressive disorder", "F32.1"), ("Dental caries", "K02.9"), ("Helicobacter pylori gastritis", "K29.70"),
    ("Giardiasis", "A07.1"), ("Sickle cell trait", "D57.3"), ("Myopia", "H52.1"), ("Tinea capitis", "B35.0"),
    ("Scabies", "B86"), ("Malnutrition, moderate", "E44.0"), ("Chronic low back pain", "M54.5"),
    ("Asthma, mild persistent", "J45.30"), ("Epilepsy", "G40.909"), ("Hearing loss, conductive", "H90.2"),
    ("Rheumatic heart disease", "I09.9"), ("Thalassaemia trait", "D56.3"), ("Hypothyroidism", "E03.9"),
    ("Insomnia", "G47.00"), ("Chronic pain post-injury", "G89.29"), ("Blast injury sequelae", "T70.8"),
    ("Amputation below knee, left", "Z89.512"), ("Female genital mutilation, type 2", "N90.812"),
]
Z_CODES = ["Z59.0 (homelessness)", "Z65.5 (exposure to disaster, war)", "Z60.3 (acculturation difficulty)",
           "Z59.6 (low income)", "Z91.82 (history of military deployment)", "Z65.4 (victim of torture)",
           "Z55.0 (illiteracy)", "Z63.32 (absence of family member)", "Z60.5 (target of discrimination)"]

SCORES = [
    lambda r: "PHQ-9 %d/27" % r.randint(2, 26), lambda r: "GAD-7 %d/21" % r.randint(1, 21),
    lambda r: "RHS-15 %d (positive screen >=12)" % r.randint(4, 45), lambda r: "PCL-5 %d" % r.randint(12, 74),
    lambda r: "HTQ part IV mean %.2f" % r.uniform(1.4, 3.6), lambda r: "K10 %d" % r.randint(12, 46),
    lambda r: "EPDS %d" % r.randint(2, 24), lambda r: "AUDIT-C %d" % r.randint(0, 7),
    lambda r: "Columbia (C-SSRS) screen %s" % r.choice(["negative", "positive - passive ideation only", "low risk"]),
    lambda r: "GCS 15/15", lambda r: "Snellen R 6/%d L 6/%d" % (r.choice([6, 9, 12, 18]), r.choice([6, 9, 12, 24])),
    lambda r: "MUAC %.1f cm" % r.uniform(11.0, 28.0), lambda r: "weight-for-age z-score %.1f" % r.uniform(-3.1, 0.8),
]

TB_CXR = ["no active disease", "calcified granuloma RUL, no cavitation", "apical pleural thickening bilaterally",
          "fibrotic change L upper zone - old healed TB", "clear lung fields, normal cardiac silhouette",
          "Ghon complex R mid zone, stable", "small R effusion - see report", "no hilar lymphadenopathy"]
TB_SYMPTOMS = ["cough >2 weeks", "haemoptysis", "night sweats", "fevers", "weight loss", "fatigue", "chest pain"]

EXAM = [
    "Alert, thin, engaged via interpreter. No pallor/jaundice.", "Chest clear bilaterally, HS I+II+0.",
    "Abdo soft, non-tender, no HSM.", "BCG scar L deltoid.", "Multiple dental caries, poor oral hygiene.",
    "Old healed scars on both shins - pt reports beatings.", "Tinea capitis, scaling occiput.",
    "Conjunctival pallor.", "Thyroid not palpable.", "Pansystolic murmur apex 3/6 - ?RHD.",
    "No lymphadenopathy.", "Skin: scabies burrows web spaces.", "Otoscopy: perforated L TM, dry.",
    "Neuro: grossly intact, Romberg negative.", "Tanner stage 3.", "Murphy's sign negative.",
    "Kernig's negative.", "Gait antalgic, uses crutch.", "Healed burn scar R forearm 6 x 4 cm.",
]

EPONYMS = ["Pott's disease", "Chagas disease", "Hodgkin lymphoma excluded", "Wernicke's area", "Kaposi sarcoma not seen",
           "Burkitt lymphoma (brother, per pt)", "Addison's screen", "Mantoux", "Ziehl-Neelsen stain", "Lowenstein-Jensen culture",
           "Graves' disease", "Crohn's", "Cushingoid features absent", "Bell's palsy (resolved)", "Hashimoto's",
           "Down syndrome (nephew)", "Tanner staging", "Glasgow Coma Scale", "Istanbul Protocol", "Dublin III criteria"]

TIMES_REL = ["yesterday", "last week", "3 days ago", "2/52", "x3 months", "since arrival", "for 6 weeks", "over the past year",
             "this morning", "two weeks ago", "last night", "on day 3", "at 6/12 follow-up", "for 4 years in the camp"]


def lot(rng):
    return rng.choice(["%s%d%s" % ("".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)), rng.randint(100, 999),
                                   rng.choice("ABCDXYZ")),
                       "%d%s" % (rng.randint(10000, 99999), rng.choice(["A", "B", "AA"])),
                       "U%d%s" % (rng.randint(1000, 9999), rng.choice("ABC"))])


def cpt(rng):
    return rng.choice(["99204", "99203", "99213", "99214", "86480", "86580", "71046", "87340", "86803", "90471", "T1013"])


def igra(rng, pos):
    if pos:
        return "QuantiFERON-TB Gold Plus POSITIVE (TB1-Nil %.2f IU/mL, TB2-Nil %.2f IU/mL, mitogen >10)" % (
            rng.uniform(0.36, 9.8), rng.uniform(0.36, 9.8))
    return rng.choice(["QFT-Plus negative (TB1-Nil %.2f, TB2-Nil %.2f)" % (rng.uniform(0, 0.3), rng.uniform(0, 0.3)),
                       "T-SPOT.TB negative (panel A %d, panel B %d spots)" % (rng.randint(0, 4), rng.randint(0, 4)),
                       "IGRA indeterminate - low mitogen, repeat"])


def tst(rng, pos):
    mm = rng.randint(10, 22) if pos else rng.randint(0, 6)
    return "TST %d mm induration at %d h" % (mm, rng.choice([48, 72]))


LTBI_REGIMENS = ["3HP (isoniazid 900 mg + rifapentine 900 mg weekly x12, DOT)", "4R (rifampicin 600 mg daily x4 months)",
                 "3HR (isoniazid 300 mg + rifampicin 600 mg daily x3 months)", "6H (isoniazid 300 mg daily + pyridoxine 25 mg x6 months)",
                 "9H isoniazid - chosen due to interaction with carbamazepine"]

SCARS = [
    ("linear hyperpigmented scars across the back, 8-15 cm, parallel", "highly consistent with", "beating with a cable or rod"),
    ("round 0.8 cm atrophic scars on the dorsum of both forearms", "typical of", "cigarette burns"),
    ("circumferential band of scarring at both wrists", "highly consistent with", "prolonged tight binding"),
    ("irregular 4 x 3 cm scar over the left scalp with alopecia", "consistent with", "blunt trauma with a rifle butt"),
    ("healed fracture deformity of the right 5th metacarpal", "consistent with", "a blow or stamp"),
    ("multiple small scars on the soles of both feet", "consistent with", "falanga (beating of the soles)"),
    ("hypopigmented scars on the shins bilaterally", "consistent with", "kicking with boots, though non-specific"),
    ("missing upper incisors with root remnants", "consistent with", "a punch to the mouth"),
    ("stellate scar on the left thigh, 3 cm", "highly consistent with", "a stab wound"),
    ("burn scar on the right shoulder, 10 x 7 cm", "typical of", "scalding liquid"),
]
IP_TERMS = "Istanbul Protocol (para 187) levels of consistency: not consistent / consistent / highly consistent / typical / diagnostic."

ANTENATAL = [
    "G%dP%d" % (g, p) for g, p in [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 4), (3, 1), (2, 0)]
]
FGM = ["FGM type 1 noted on examination", "FGM type 2, documented; deinfibulation not required",
       "FGM type 3 - deinfibulation discussed antenatally", "no FGM", "FGM status not disclosed - sensitive enquiry deferred"]

# Clinical abbreviations that look like places, states or names (not PHI)
ABBREV_NEG = [
    "Roomed by MA; vitals repeated by PA.", "PMH also: DM2, HTN; no hx of CA or MS.", "I/O: IN 1200 mL / OUT 900 mL.",
    "CO2 26, AG 11.", "Not for OR today.", "ALS protocol not required.", "Seen with PA-S (student) observing.",
    "ME/CFS considered and rejected.", "No hx of MI, CVA or DVT.", "GA: well. CVS/RS/GI/GU NAD.", "OT and PT to assess.",
    "Hep B vaccine series (HBV) incomplete.", "AF excluded on ECG.", "PR exam declined.",
    "MSK: FROM all joints.", "LA noted on echo 4.1 cm.", "SC injection technique taught.",
]
BILLING = ["CPT 99204", "CPT 86480 (IGRA)", "CPT 71046", "ICD-10 Z02.89", "ICD-10 Z11.1", "HCPCS T1013 (interpreter)",
           "MBS item 701", "MBS 10987", "OHIP K130", "CPT 90471 x3"]
