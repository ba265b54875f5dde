"""Occupations, clinical vocabulary and hard negatives."""

PROFESSIONS = [
    "welder", "primary school teacher", "teacher", "bus driver", "electrician",
    "plumber", "dairy farmer", "sheep farmer", "shearer", "fisherman", "roofer",
    "accountant", "solicitor", "software developer", "chef", "hairdresser",
    "postman", "taxi driver", "lorry driver", "truck driver", "builder",
    "carpenter", "scaffolder", "mechanic", "care worker", "cleaner", "barista",
    "firefighter", "police officer", "soldier", "miner", "forklift operator",
    "warehouse operative", "lecturer", "engineer", "architect", "journalist",
    "musician", "rugby coach", "jockey", "vet", "shop assistant",
    "childminder", "bricklayer", "landscape gardener", "bar manager",
    "retail manager", "graphic designer", "youth worker", "security guard",
    "lab technician", "nursing student", "university student", "apprentice joiner",
    "crane operator", "painter and decorator", "call centre worker",
    "dental receptionist", "civil servant", "librarian", "pastor", "imam",
    "tattoo artist", "pharmacy assistant", "paramedic", "midwife",
    "kitchen porter", "delivery driver", "tiler", "stonemason", "surveyor",
]

# US/CA spellings swap a few words
PROF_US = {"lorry driver": "truck driver", "postman": "mail carrier",
           "solicitor": "attorney", "shop assistant": "store clerk",
           "painter and decorator": "house painter", "call centre worker":
           "call center agent", "apprentice joiner": "apprentice carpenter"}

CAUSES = [
    ("intracranial haemorrhage", "ICH", "DBD"),
    ("subarachnoid haemorrhage (Fisher grade 4)", "SAH", "DBD"),
    ("hypoxic brain injury following out-of-hospital cardiac arrest", "HIBI", "DCD"),
    ("traumatic brain injury after road traffic collision", "TBI", "DBD"),
    ("traumatic brain injury after a fall from height", "TBI", "DBD"),
    ("ischaemic stroke with malignant MCA syndrome", "CVA", "DBD"),
    ("hypoxic-ischaemic encephalopathy after hanging", "HIE", "DCD"),
    ("hypoxic brain injury following drug overdose", "HIBI", "DCD"),
    ("end-stage respiratory failure (COPD), withdrawal planned", "resp", "DCD"),
    ("high cervical cord injury with ventilator dependence", "SCI", "DCD"),
    ("posterior fossa haemorrhage with hydrocephalus", "ICH", "DBD"),
    ("bacterial meningitis (S. pneumoniae) with coning", "meningitis", "DBD"),
]

PMH = [
    "hypertension on amlodipine", "type 2 diabetes (metformin, HbA1c 58)",
    "asthma - Ventolin PRN", "previous smoker, 20 pack-years",
    "alcohol excess (approx. 40 units/week)", "hypercholesterolaemia on atorvastatin",
    "depression on sertraline", "no significant PMH", "gout, on allopurinol",
    "atrial fibrillation, on apixaban", "previous appendicectomy",
    "IVDU history > 10 yrs ago, abstinent", "hypothyroidism on levothyroxine",
    "migraine", "BMI 34, OSA on CPAP", "Crohn's disease, on azathioprine",
    "Gilbert's syndrome", "Raynaud's phenomenon", "Bell's palsy in childhood",
    "cannabis use", "epilepsy on levetiracetam (Keppra)", "Christmas disease (haemophilia B)",
    "Addison's disease on hydrocortisone", "Hashimoto's thyroiditis", "Barrett's oesophagus",
    "Graves' disease, treated", "Meniere's disease",
]

MEDS = ["noradrenaline 0.12 mcg/kg/min", "vasopressin 2.4 units/h",
        "desmopressin (DDAVP) 1 mcg IV", "methylprednisolone 15 mg/kg",
        "liothyronine (T3) infusion", "insulin sliding scale",
        "propofol 200 mg/h", "fentanyl 100 mcg/h", "meropenem 1 g TDS",
        "co-amoxiclav 1.2 g IV", "hydrocortisone 50 mg QDS",
        "dobutamine 5 mcg/kg/min", "heparin 5000 units SC BD",
        "pantoprazole 40 mg IV OD", "Hartmann's solution 100 ml/h",
        "levetiracetam 500 mg BD", "metaraminol boluses"]

MEDS_US = {"noradrenaline": "norepinephrine", "Hartmann's solution":
           "lactated Ringer's", "co-amoxiclav 1.2 g IV": "piperacillin-tazobactam 4.5 g IV"}

ORGANS = ["kidneys", "liver", "heart", "lungs", "pancreas", "small bowel"]
TISSUES = ["corneas", "heart valves", "skin", "bone", "tendons"]

BLOOD_GROUPS = ["O Rh D positive", "O Rh D negative", "A Rh D positive",
                "A Rh D negative", "B Rh D positive", "AB Rh D positive"]

VIROLOGY = ["HIV 1/2 Ag/Ab", "HBsAg", "anti-HBc", "anti-HCV", "HCV NAT",
            "HTLV I/II", "CMV IgG", "EBV VCA IgG", "Toxoplasma IgG",
            "Syphilis (TPPA)", "HEV RNA", "SARS-CoV-2 PCR"]

HLA_A = ["A1", "A2", "A3", "A11", "A23", "A24", "A26", "A29", "A30", "A31",
         "A32", "A33", "A68"]
HLA_B = ["B7", "B8", "B13", "B18", "B27", "B35", "B38", "B44", "B51", "B52",
         "B57", "B58", "B60", "B62"]
HLA_C = ["Cw1", "Cw2", "Cw3", "Cw4", "Cw5", "Cw6", "Cw7", "Cw8"]
HLA_DR = ["DR1", "DR4", "DR7", "DR11", "DR13", "DR15", "DR17", "DR103"]
HLA_DQ = ["DQ2", "DQ5", "DQ6", "DQ7", "DQ8"]

# terms that look like names, places or dates but are not PHI here
HARD_NEG = [
    "Glasgow Coma Scale", "Maastricht category III", "Milan criteria",
    "Banff 2019 classification", "Berlin definition of ARDS", "Edmonton protocol",
    "Kidney Donor Profile Index", "Kidney Donor Risk Index",
    "Kell antigen negative", "Duffy a-b+", "Kidd Jk(a+b-)", "Lewis Le(a-b+)",
    "Cushing's triad", "Swan-Ganz catheter", "Foley catheter", "Doppler",
    "Wisconsin (UW) solution", "Belzer UW", "Custodiol HTK", "Marshall's solution",
    "Hartmann's", "Gram stain", "Luminex single antigen beads",
    "Apgar", "Addison's", "Gilbert's", "Guillain-Barre", "Creutzfeldt-Jakob disease",
    "Hodgkin lymphoma", "Wilson's disease", "Parkinson's", "Kernig's sign",
    "Babinski", "oculocephalic (doll's eye) reflex", "Mallory-Weiss tear",
    "Child-Pugh", "MELD", "UKELD", "Remuzzi score", "Karpinski score",
    "Harvard criteria", "Manchester triage", "Boston Scientific",
    "Paris system", "Amsterdam criteria", "Baltimore classification",
    "King's College criteria", "Christmas disease", "Easter egg test",
]

DEVICE_MODELS = ["LifePort Kidney Transporter", "OrganOx metra", "Kidney Assist",
                 "XVIVO Heart Assist", "Organ Care System", "ECMO (Cardiohelp)",
                 "Medtronic Azure pacemaker", "Boston Scientific ICD",
                 "Hamilton C6 ventilator", "BIS monitor", "Lucas 3 CPR device",
                 "LUCAS", "Bair Hugger", "Level 1 infuser", "SherpaPak"]

DEPTS = ["Critical Care", "Neurosurgery", "Renal Transplant Unit", "Hepatology",
         "Cardiothoracic Surgery", "Histocompatibility and Immunogenetics",
         "Microbiology", "Virology", "Radiology", "Pharmacy", "Chaplaincy",
         "Bereavement Services", "Pathology", "Anaesthetics", "Theatres",
         "Emergency Department", "Blood Bank", "Hub Operations", "Duty Office"]

FAITHS = ["Catholic", "Church of England", "Muslim", "Sikh", "Hindu", "Jewish",
          "Methodist", "Presbyterian", "Buddhist", "no religion", "Baptist",
          "Greek Orthodox", "Seventh-day Adventist", "Latter-day Saints"]

HOBBIES = ["fishing", "rugby league", "hiking", "gardening", "motorbikes",
           "football", "baking", "photography", "cycling", "netball",
           "surfing", "darts", "Lego", "line dancing", "camping", "kapa haka",
           "cricket", "hurling", "birdwatching", "church choir"]
