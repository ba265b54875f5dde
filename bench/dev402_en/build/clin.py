"""Clinical vocabulary of bronchiectasis / non-CF airway clinics.

Nothing here is PHI: drug and device names, eponyms, scores, guidelines and
years, organisms, units. Many items are hard negatives on purpose (eponyms
that are places or surnames, capitalised non-names, device makers).
"""
from ids import pick

AETIOLOGY = ["idiopathic", "post-infective (childhood pneumonia)", "post-infective (pertussis in childhood)",
             "post-tuberculous", "ABPA-associated", "primary ciliary dyskinesia", "CVID-related",
             "rheumatoid arthritis-associated", "COPD overlap", "alpha-1 antitrypsin deficiency (PiZZ)",
             "ulcerative colitis-associated", "Young's syndrome", "Kartagener syndrome",
             "Mounier-Kuhn syndrome (tracheobronchomegaly)", "post-measles", "NTM-associated",
             "reflux/aspiration-related", "yellow nail syndrome", "Sjogren's syndrome-associated",
             "Williams-Campbell syndrome (suspected)", "post-COVID-19 pneumonia"]

ORGS = [
    ("Pseudomonas aeruginosa (mucoid)", "pa"), ("Pseudomonas aeruginosa (non-mucoid)", "pa"),
    ("Haemophilus influenzae (beta-lactamase positive)", "hi"), ("Haemophilus influenzae", "hi"),
    ("Moraxella catarrhalis", "mc"), ("Staphylococcus aureus (MSSA)", "sa"), ("MRSA", "sa"),
    ("Streptococcus pneumoniae", "sp"), ("Stenotrophomonas maltophilia", "sm"),
    ("Achromobacter xylosoxidans", "ax"), ("Klebsiella pneumoniae", "kp"), ("Escherichia coli", "kp"),
    ("Serratia marcescens", "kp"), ("normal upper respiratory tract flora", None),
]
PANEL = {
    "pa": ["Ceftazidime", "Piperacillin/tazobactam", "Meropenem", "Aztreonam", "Ciprofloxacin",
           "Levofloxacin", "Tobramycin", "Gentamicin", "Amikacin", "Colistin", "Ceftolozane/tazobactam"],
    "hi": ["Amoxicillin", "Co-amoxiclav", "Doxycycline", "Clarithromycin", "Ciprofloxacin", "Cefuroxime"],
    "mc": ["Amoxicillin", "Co-amoxiclav", "Doxycycline", "Clarithromycin"],
    "sa": ["Flucloxacillin", "Doxycycline", "Clarithromycin", "Co-trimoxazole", "Rifampicin", "Linezolid",
           "Vancomycin"],
    "sp": ["Penicillin", "Amoxicillin", "Doxycycline", "Clarithromycin", "Levofloxacin"],
    "sm": ["Co-trimoxazole", "Levofloxacin", "Minocycline", "Ceftazidime"],
    "ax": ["Piperacillin/tazobactam", "Meropenem", "Co-trimoxazole", "Ceftazidime"],
    "kp": ["Co-amoxiclav", "Ceftriaxone", "Ciprofloxacin", "Gentamicin", "Meropenem", "Temocillin"],
}
NTM = ["Mycobacterium avium complex", "Mycobacterium abscessus subsp. abscessus",
       "Mycobacterium intracellulare", "Mycobacterium kansasii", "Mycobacterium gordonae (likely contaminant)"]
FUNGI = ["Aspergillus fumigatus", "Candida albicans", "Aspergillus niger", "Scedosporium apiospermum"]

NEB_AB = ["nebulised colistimethate 1 million units bd (Promixin via I-neb)",
          "nebulised colistimethate 2 MU bd via eFlow rapid", "nebulised tobramycin 300 mg bd (Bramitob), 28 days on / 28 off",
          "nebulised gentamicin 80 mg bd", "aztreonam lysine 75 mg tds (Cayston via Altera), alternate months",
          "TOBI Podhaler 112 mg bd (28 days on/off)", "Colobreathe 1,662,500 IU bd"]
ORAL = ["azithromycin 250 mg three times weekly", "azithromycin 500 mg three times weekly",
        "erythromycin 250 mg bd", "doxycycline 100 mg od (rotating)", "carbocisteine 750 mg tds",
        "carbocisteine 375 mg tds", "omeprazole 20 mg od", "alendronic acid 70 mg weekly",
        "calcium/vitamin D (Adcal-D3) bd", "amlodipine 5 mg od", "metformin 1 g bd", "sertraline 50 mg od",
        "atorvastatin 20 mg nocte", "prednisolone 5 mg od", "montelukast 10 mg nocte",
        "methotrexate 15 mg weekly (with folic acid)", "ramipril 2.5 mg od", "levothyroxine 75 mcg od",
        "itraconazole 200 mg bd", "mesalazine 2.4 g od"]
INH = ["Symbicort 200/6 two puffs bd", "Trelegy Ellipta 1 puff od", "salbutamol 100 mcg prn via spacer",
       "tiotropium (Spiriva Respimat) 2.5 mcg two puffs od", "Fostair 100/6 two puffs bd",
       "Seretide 250 Evohaler 2 puffs bd", "Anoro Ellipta 1 puff od", "ipratropium 500 mcg neb qds prn",
       "hypertonic saline 7% (Nebusal) 4 mL bd", "hypertonic saline 6% (MucoClear) bd",
       "0.9% saline nebs prn", "Bronchitol (mannitol) 400 mg bd", "Breo Ellipta 100/25 od"]
ACT = ["ACBT", "autogenic drainage", "ACBT with Acapella", "Aerobika OPEP", "Flutter",
       "PEP mask", "modified postural drainage", "ACBT with gravity-assisted positioning",
       "Acapella Choice", "The Vest (Hill-Rom) HFCWO", "Aerobika with hypertonic saline"]
DEVICE_MODELS = ["eFlow rapid (PARI)", "I-neb AAD (Philips Respironics)", "PARI LC Sprint with PARI Boy SX",
                 "Altera nebuliser system", "InnoSpire Go", "Porta-Neb compressor", "Aerogen Ultra"]
COMORB = ["asthma", "GORD", "osteoporosis", "hypertension", "type 2 diabetes", "rheumatoid arthritis",
          "chronic rhinosinusitis with nasal polyps", "anxiety", "depression", "hypothyroidism",
          "ischaemic heart disease", "atrial fibrillation (on apixaban)", "CKD stage 3a",
          "sensorineural hearing loss", "Crohn's disease", "ulcerative colitis", "hiatus hernia",
          "previous TB (treated)", "Barrett's oesophagus", "Raynaud's phenomenon", "obstructive sleep apnoea (CPAP)"]
SPUTUM_COL = ["mucoid", "mucopurulent", "purulent", "green", "yellow", "creamy", "blood-streaked",
              "orange-tinged", "clear/white", "khaki"]
LOBES = ["right lower lobe", "left lower lobe", "middle lobe", "lingula", "right upper lobe",
         "left upper lobe", "both lower lobes", "middle lobe and lingula"]

GUIDELINES = ["BTS Guideline for Bronchiectasis in Adults (2019)", "ERS bronchiectasis guidelines (2017)",
              "TSANZ bronchiectasis position statement (2015)", "NICE NG117 (2018)",
              "BTS Quality Standards for Bronchiectasis (2012)", "ATS/ERS 2019 spirometry standard",
              "ATS/ERS/ESCMID/IDSA NTM guideline (2020)", "BTS NTM guideline (2017)",
              "EUCAST 2023 breakpoint tables", "CLSI M100 (2022)", "ERS/ATS 2005 interpretive strategies",
              "GLI-2012 reference equations", "GLI Global 2022 equations", "ISHAM ABPA criteria (2013)"]

# hard negatives: eponyms/places/words that look like PHI but are not here
HARD = [
    "Wells score 0; no calf swelling.", "Chester step test abandoned at level 3 (leg fatigue).",
    "Glasgow Coma Scale 15/15 throughout.", "Manchester Triage System priority: yellow.",
    "Bristol stool chart type 6 x3 on IV antibiotics; C. difficile toxin negative.",
    "Papworth method breathing retraining discussed for dysfunctional breathing.",
    "London Chest Activity of Daily Living score 24.", "Nijmegen Questionnaire 19 (not suggestive).",
    "Hartford nomogram not used; once-daily dosing per local protocol.",
    "MAC pattern in the lingula raises the possibility of Lady Windermere syndrome.",
    "St George's Respiratory Questionnaire total 48.", "Leicester Cough Questionnaire 12.4/21.",
    "Fisher & Paykel AIRVO 2 humidified high flow considered for the ward.",
    "Geneva score low; CTPA not indicated.", "Borg breathlessness 3 at rest, 5 after the ISWT.",
    "BronkoTest sputum colour chart grade 3.", "Ziehl-Neelsen stain: no acid-fast bacilli seen.",
    "Sweat chloride 18 mmol/L (CF excluded); extended CFTR panel negative.",
    "Nasal nitric oxide 42 nL/min (low) - PCD work-up requested (HSVA, TEM, genetics).",
    "Hoover's sign absent.", "No clubbing; no Raynaud's.", "Valsalva not performed.",
    "Reiff score 8/18; Bhalla score 14.", "Murray-Washington grade 4 sample.",
    "Bartlett score +2.", "Cockcroft-Gault CrCl 61 mL/min.", "Quantiferon-TB Gold Plus negative.",
    "Aspergillus-specific IgE 0.21 kUA/L; total IgE 84 kU/L.",
    "IgG 7.2 g/L, IgA 1.9 g/L, IgM 0.8 g/L; pneumococcal serotype response after Pneumovax 23 pending.",
    "Alpha-1 antitrypsin 1.31 g/L (MM phenotype).", "Audiology baseline pure tone audiogram normal.",
    "Mobile number and address confirmed.", "Orange-tinged sputum on day 2 only.",
    "We hope to reduce the exacerbation frequency.", "Reading taken after three acceptable manoeuvres.",
    "Not for sale or resale - hospital property.", "Gram-negative bacilli seen.",
    "Hounsfield units of the nodule not measured.", "Fleischner Society follow-up not required.",
    "BSI 9 (moderate); E-FACED 3.", "mMRC 2; CAT 21.", "QOL-B respiratory domain 55.",
    "Shuttle walk (ISWT) 380 m, SpO2 nadir 93%.", "Seldinger technique; Sherlock 3CG tip confirmation.",
]

DEPTS = ["Respiratory Medicine", "Bronchiectasis Service", "Lung Function Unit", "Microbiology",
         "Radiology", "Physiotherapy", "OPAT Service", "Respiratory Physiology", "Infection Prevention and Control",
         "Immunology", "Pharmacy", "Rheumatology", "ENT"]


def hard(rng, n=1):
    out = []
    for _ in range(n):
        out.append(pick(rng, HARD))
    return " ".join(out)


def med_list(rng, n=None):
    n = n or 3 + rng.randrange(5)
    pool = NEB_AB[:] if rng.random() < 0.6 else []
    meds = []
    if pool:
        meds.append(pick(rng, pool))
    for _ in range(n):
        src = pick(rng, [ORAL, ORAL, INH])
        m = pick(rng, src)
        if m not in meds:
            meds.append(m)
    return meds


def comorbs(rng, n=None):
    n = n if n is not None else rng.randrange(4)
    out = []
    for _ in range(n):
        c = pick(rng, COMORB)
        if c not in out:
            out.append(c)
    return out


def spiro_vals(rng, sex, age):
    fev1 = round(rng.uniform(0.7, 3.4), 2)
    fvc = round(fev1 / rng.uniform(0.45, 0.82), 2)
    pct = int(rng.uniform(32, 104))
    return fev1, fvc, pct, int(100 * fev1 / fvc)


def org(rng):
    return pick(rng, ORGS)


def sens_rows(rng, key):
    rows = []
    for ab in PANEL.get(key, [])[: 4 + rng.randrange(4)]:
        r = pick(rng, ["S", "S", "S", "I", "R"])
        mic = pick(rng, ["0.25", "0.5", "1", "2", "4", "8", "16", ">32", "<=0.12"])
        rows.append((ab, r, mic))
    return rows
