"""Non-name vocabulary: occupations, photographic kit, body sites, diagnoses,
dressings, drugs and assorted hard-negative material (author 276)."""

PROFESSIONS = [
    "welder", "roofer", "scaffolder", "bricklayer", "plasterer", "electrician", "plumber",
    "farmer", "dairy farmer", "shepherd", "fisherman", "deckhand", "lifeguard", "surf instructor",
    "landscape gardener", "groundsman", "postal worker", "courier", "lorry driver", "truck driver",
    "bus driver", "taxi driver", "forklift operator", "warehouse picker", "chef", "kitchen porter",
    "baker", "butcher", "barista", "bartender", "hairdresser", "nail technician", "tattoo artist",
    "primary school teacher", "teaching assistant", "lecturer", "librarian", "accountant",
    "bookkeeper", "solicitor", "paralegal", "software developer", "IT technician", "data analyst",
    "graphic designer", "architect", "civil engineer", "surveyor", "estate agent", "retail assistant",
    "cashier", "shop manager", "cleaner", "care worker", "support worker", "childminder",
    "nursery nurse", "security guard", "firefighter", "police officer", "prison officer",
    "soldier", "mechanic", "panel beater", "motor mechanic", "miner", "oil rig worker",
    "carpenter", "joiner", "cabinet maker", "painter and decorator", "stonemason", "tiler",
    "jockey", "stable hand", "vet nurse", "dog groomer", "swimming coach", "personal trainer",
    "professional footballer", "dancer", "musician", "sound engineer", "journalist",
    "photographer", "pharmacist", "dental nurse", "paramedic", "midwife", "student",
    "university student", "pensioner", "retired teacher", "retired miner", "retired nurse",
    "retired bus driver", "homemaker", "machinist", "textile worker", "factory worker",
    "meat packer", "abattoir worker", "gardener", "tree surgeon", "arborist", "window cleaner",
    "chimney sweep", "sheet metal worker", "boilermaker", "glazier", "upholsterer",
    "crane operator", "ski instructor", "park ranger", "zookeeper", "beekeeper",
]

SPECIALTIES = ["Plastic Surgery", "Dermatology", "Tissue Viability", "Burns", "Oral & Maxillofacial",
               "Ophthalmology", "Vascular Surgery", "Orthopaedics", "Paediatrics", "Safeguarding",
               "ENT", "Breast Surgery", "Rheumatology", "General Surgery", "Podiatry",
               "Wound Care", "Orthodontics", "Neurology", "Hand Surgery", "Emergency Medicine"]

CAMERAS = ["Nikon D850", "Nikon Z7 II", "Canon EOS R6", "Canon EOS 5D Mark IV", "Sony A7R IV",
           "Fujifilm X-T4", "Canon EOS 90D", "Nikon D7500", "Olympus OM-D E-M1 Mark III",
           "Sony A7 III"]
LENSES = ["AF-S Micro 60mm f/2.8G", "RF 100mm f/2.8L Macro", "FE 90mm f/2.8 Macro G",
          "EF 100mm f/2.8L IS USM", "Z MC 105mm f/2.8", "XF 80mm f/2.8 Macro",
          "M.Zuiko 60mm f/2.8 Macro", "AF-S 24-70mm f/2.8E"]
FLASH = ["ring flash", "twin macro flash", "studio strobes x2 (softbox)", "R1C1 wireless macro kit",
         "continuous LED panels (5600K)", "bounce flash", "polarised ring light",
         "cross-polarised twin flash"]
SCALES = ["ABFO No. 2 scale", "L-shaped 10 cm scale", "disposable paper ruler", "grey card + scale",
          "X-Rite ColorChecker Passport", "Kodak Q-13 colour strip", "adhesive wound ruler"]
SYSTEMS = ["FotoFinder ATBM", "Canfield Vectra WB360", "Canfield VISIA", "MolеMax",
           "Silhouette Star", "DermEngine", "eKare inSight", "Tissue Analytics"]
SYSTEMS = [s.replace("е", "e") for s in SYSTEMS]
BACKGROUNDS = ["mid-blue", "black velvet", "18% grey", "white infinity cove", "blue drape"]

BODY_SITES = [
    "left lateral malleolus", "right medial malleolus", "sacrum", "left heel", "right heel",
    "dorsum of left foot", "plantar right hallux", "left anterior shin", "right calf",
    "abdomen (midline laparotomy)", "left breast", "right axilla", "left groin", "perianal region",
    "occiput", "right cheek", "nasal tip", "left pinna", "upper back", "left scapula",
    "right forearm (volar)", "left hand dorsum", "right index finger", "chest (sternotomy)",
    "left thigh donor site", "right buttock", "scalp vertex", "forehead", "lower lip",
    "left ischial tuberosity", "right greater trochanter", "neck (anterior)", "left ankle",
    "periumbilical", "right knee (anterior)", "left elbow", "upper eyelid (R)", "trunk",
]

WOUND_TYPES = ["venous leg ulcer", "pressure ulcer (category 3)", "pressure ulcer (category 4)",
               "diabetic foot ulcer", "surgical wound dehiscence", "skin tear", "partial-thickness burn",
               "full-thickness burn", "pilonidal sinus wound", "arterial ulcer", "mixed aetiology ulcer",
               "radiation dermatitis", "fungating breast wound", "moisture-associated skin damage",
               "traumatic laceration", "donor site", "split-thickness skin graft", "necrotising fasciitis (post-debridement)"]

DERM_DX = ["plaque psoriasis", "vitiligo", "atopic eczema", "hidradenitis suppurativa",
           "pyoderma gangrenosum", "basal cell carcinoma", "squamous cell carcinoma",
           "superficial spreading melanoma", "lentigo maligna (Hutchinson's melanotic freckle)",
           "dysplastic naevus syndrome", "port-wine stain", "infantile haemangioma", "keloid scarring",
           "alopecia areata", "lichen planus", "discoid lupus", "bullous pemphigoid",
           "Stevens-Johnson syndrome", "Kaposi sarcoma", "morphoea", "rosacea",
           "actinic keratoses", "Bowen's disease", "cutaneous T-cell lymphoma (mycosis fungoides)",
           "neurofibromatosis type 1", "acne conglobata", "epidermolysis bullosa"]

OTHER_DX = ["Dupuytren's contracture", "Bell's palsy", "cleft lip and palate", "ptosis",
            "lymphoedema", "Charcot foot", "Raynaud's phenomenon", "Paget's disease of the nipple",
            "facial nerve palsy", "craniosynostosis", "scoliosis", "gynaecomastia",
            "Marjolin ulcer", "Sturge-Weber syndrome", "Ehlers-Danlos syndrome",
            "strawberry naevus", "torticollis", "macrodactyly", "syndactyly", "Graves' orbitopathy"]

DRESSINGS = ["Aquacel Ag+", "Mepilex Border", "Inadine", "Kerlix AMD", "Allevyn Life", "Urgotul",
             "Actisorb Silver", "PolyMem", "Medihoney", "Iodosorb", "Silvercel", "Biatain Silicone",
             "Kaltostat", "Xeroform", "Mepitel One", "Tielle"]
COMPRESSION = ["Profore 4-layer", "Coban 2", "UrgoK2", "Actico short-stretch", "class 2 hosiery",
               "Juxtacures wrap"]
NPWT = ["V.A.C. Ultra", "PICO 7", "RENASYS TOUCH", "Prevena Plus", "ActiV.A.C.", "SNAP"]
DRUGS = ["metformin", "apixaban", "warfarin", "ramipril", "furosemide", "methotrexate",
         "adalimumab", "ustekinumab", "doxycycline 100 mg OD", "flucloxacillin 500 mg QDS",
         "prednisolone 30 mg", "hydroxychloroquine", "isotretinoin", "clobetasol 0.05%",
         "tacrolimus 0.1% ointment", "co-amoxiclav", "cephalexin 500 mg QID", "dupilumab",
         "secukinumab", "insulin glargine", "atorvastatin 40 mg", "amlodipine 5 mg",
         "paracetamol 1 g QDS", "oxycodone 5 mg PRN", "ibuprofen 400 mg TDS"]

VIEWS = ["AP", "PA", "left lateral", "right lateral", "45° oblique L", "45° oblique R",
         "close-up with scale", "overview (context)", "plantar", "dorsal", "submental",
         "worm's-eye", "bird's-eye", "3/4 profile L", "3/4 profile R", "lips at rest",
         "smile", "eyes closed", "brows raised", "full smile", "pucker"]

SCORES = ["Braden 14", "Waterlow 18", "MUST 0", "PUSH score 11", "BWAT 32", "Wagner grade 2",
          "TIME: T-slough I-no O-moderate E-advancing", "PASI 14.6", "DLQI 19", "EASI 22.4",
          "Fitzpatrick type III", "Fitzpatrick type V", "Vancouver Scar Scale 7",
          "POSAS 38", "Hurley stage II", "mSASSAD 12", "ABPI 0.92", "ABPI 1.08", "GCS 15/15",
          "Glasgow-Blatchford 0", "NEWS2 1", "SCORTEN 2", "Breslow 0.6 mm", "Clark level II",
          "House-Brackmann grade III", "Sunnybrook 62/100", "VAS pain 4/10", "NRS 6/10"]

LABS = ["Hb 118 g/L", "WCC 11.2", "CRP 48", "HbA1c 64 mmol/mol", "eGFR 52", "albumin 31 g/L",
        "Na 138", "K 4.6", "ferritin 22", "zinc 9.1 umol/L", "glucose 9.8 mmol/L", "ESR 40",
        "HbA1c 8.1%", "BMI 31.2", "Plt 402", "INR 2.4", "BUN 18 mg/dL", "Cr 1.3 mg/dL"]

# document/form codes that look like identifiers but are not patient PHI
FORM_CODES = ["MI-F07 v4.1", "CP/CONS/02 rev 6", "IG-POL-014", "form MI-12a", "SOP MI-003 v2.2",
              "CPF-1 (2021)", "Appendix C", "QP-22", "DOC-PHOTO-09 rev B", "WI-MI-017",
              "template TMPL-WND-3"]

EQUIP_NOTES = ["battery 2 swapped", "SD card formatted before session", "lens cleaned",
               "white balance custom (grey card)", "manual mode", "RAW + JPEG fine",
               "colour profile AdobeRGB", "sRGB export", "flash output 1/4", "AF off (manual focus)"]

CONSENT_LEVELS = {
    "A": "clinical record only (Level 1)",
    "B": "teaching within the organisation (Level 2)",
    "C": "publication / external teaching, identifiable or de-identified (Level 3)",
}

SAFE_NUMS = ["1/125 s", "1/200 s", "f/11", "f/16", "f/8", "ISO 100", "ISO 200", "ISO 400",
             "5500K", "5600K", "D65", "1:2 magnification", "1:1", "60 mm", "105 mm", "0.5 m"]

EPONYM_LINES = [
    "No Koebner phenomenon noted at prior biopsy site.",
    "Nikolsky sign negative.",
    "Auspitz sign positive on plaque removal.",
    "Darier sign not elicited.",
    "Wood's lamp: no fluorescence.",
    "Hutchinson's sign absent (nail fold clear).",
    "Tinel's negative at wrist.",
    "Allen test normal bilaterally.",
    "Buerger's test: pallor at 30 degrees on the left.",
    "Trendelenburg test not performed.",
    "Homans sign not relevant; Doppler done instead.",
    "Parkinson's disease limits positioning; tremor artefact possible.",
    "Glasgow Coma Scale 15 throughout session.",
    "Apgar 9 and 9 recorded by midwife (birth records, not imaged).",
    "Ishihara plates not indicated.",
    "Baker's cyst noted incidentally behind right knee - not photographed.",
    "Foley catheter in situ; kept out of frame.",
    "Hickman line covered with drape for frontal views.",
    "Crohn's disease history - perianal views only with chaperone.",
    "Addison's disease - hyperpigmentation of palmar creases documented.",
    "Cushingoid features noted by referrer; striae photographed.",
    "Lund and Browder chart completed by Burns team (TBSA 6%).",
    "Rule of nines estimate per ED: 9%.",
]
