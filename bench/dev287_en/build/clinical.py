"""Clinical / catering text blocks.  Full of hard negatives: eponyms, dish names
that contain place or person names, product names, scores, units, durations,
codes and numbers that look like identifiers but are not PHI."""

from core import pick, chance, sample

DIETS = [
    ("GF", "Gluten free (coeliac)"), ("CHO", "Consistent carbohydrate / diabetic"),
    ("REN", "Renal - low potassium, low phosphate"), ("NAS", "No added salt (<6 g/day)"),
    ("HEHP", "High energy high protein"), ("LF", "Low fat (<40 g/day)"),
    ("LR", "Low residue / low fibre"), ("LAC", "Lactose free"), ("DF", "Dairy free (CMP free)"),
    ("VG", "Vegan"), ("V", "Vegetarian"), ("NEU", "Neutropenic / clean diet"),
    ("FOD", "Low FODMAP (elimination phase)"), ("KETO", "Ketogenic 3:1 ratio"),
    ("TYR", "Low tyramine (on MAOI)"), ("FF", "Finger foods (dementia)"),
    ("BAR", "Post-bariatric stage 2 (puree, 6 small meals)"), ("LK", "Low potassium (<50 mmol/day)"),
    ("FR", "Fluid restriction 1.2 L/24h"), ("MCT", "Low LCT / MCT (chylothorax)"),
    ("VITK", "Consistent vitamin K (warfarin)"), ("LI", "Low iodine (pre RAI)"),
    ("LP", "Low protein 40 g"), ("SFM", "Small frequent meals (gastroparesis)"),
    ("NBM", "Nil by mouth"), ("CLF", "Clear fluids only"), ("FLF", "Free fluids"),
]

ALLERGENS = ["celery", "cereals containing gluten", "crustaceans", "egg", "fish", "lupin",
             "milk", "molluscs", "mustard", "tree nuts", "peanuts", "sesame", "soya",
             "sulphites", "kiwi", "shellfish", "cashew", "walnut", "pine nut", "wheat",
             "coconut", "strawberries", "banana (latex-fruit)", "corn"]

REACTIONS = ["anaphylaxis", "urticaria", "angioedema", "lip swelling", "wheeze",
             "oral allergy syndrome", "vomiting", "hives", "throat tightness",
             "generalised rash", "abdominal cramps", "flushing"]

IDDSI_FOOD = [("7", "Regular"), ("7EC", "Easy to Chew"), ("6", "Soft & Bite-Sized"),
              ("5", "Minced & Moist"), ("4", "Pureed"), ("3", "Liquidised")]
IDDSI_DRINK = [("0", "Thin"), ("1", "Slightly Thick"), ("2", "Mildly Thick"),
               ("3", "Moderately Thick"), ("4", "Extremely Thick")]

THICKENERS = ["GelThik Clear", "ThickEase Instant", "ClearSet gum thickener",
              "Xanthix powder", "SwallowWell Gel"]
FEEDS = ["Enteris 1.5 Fibre", "Enteris 1.0 Multi Fibre", "Vitalis Peptide 1.5",
         "Nutrimax Energy HP", "CalorEase 2.0", "PaedaBlend 1.0", "Renalis 2.0",
         "Diabetix 1.0 Fibre", "ProteoFeed 1.25", "Elementa 1.0"]
ONS = ["VitaSip Compact", "VitaSip Plus", "ProCal Shot", "NutriCrème 2.0",
       "FortiJuice apple", "Energen pudding", "Protein-Plus milkshake", "ComPact 2.4",
       "Renalis Shake", "SlimJel 1 kcal jelly"]
PUMPS = ["Infusa 600", "EnteroFlow Go", "FeedMate II", "Kangra Joey-style ambulatory pump",
         "Amika-type pump"]
TUBES = ["12Fr PEG", "14Fr PEG", "16Fr RIG", "10Fr NG", "8Fr fine-bore NG", "MIC-KEY-style 14Fr 2.3cm balloon button",
         "PEG-J", "NJ tube", "12Fr balloon gastrostomy"]

DIAGNOSES = [
    "CVA with left hemiparesis", "Parkinson's disease", "motor neurone disease",
    "COPD exacerbation", "CKD stage 4", "head and neck SCC post chemoradiotherapy",
    "Crohn's disease", "Alzheimer's dementia", "Huntington's disease",
    "Guillain-Barré syndrome", "anorexia nervosa", "acute pancreatitis", "coeliac disease",
    "Zenker's diverticulum", "Barrett's oesophagus", "Down syndrome", "cerebral palsy",
    "Hirschsprung's disease (childhood)", "Sjögren's syndrome", "Addison's disease",
    "Wilson's disease", "Hashimoto's thyroiditis", "Korsakoff syndrome", "NOF fracture",
    "oesophagectomy (Ivor Lewis)", "Whipple's procedure", "cystic fibrosis",
    "Duchenne muscular dystrophy", "myasthenia gravis", "multiple sclerosis",
    "hepatic encephalopathy", "C. diff colitis", "sepsis ?urinary source", "delirium",
    "Bell's palsy", "Ménière's disease", "Cushing's syndrome", "Raynaud's phenomenon",
]

MEALS = [
    "shepherd's pie", "fish in parsley sauce", "chicken tikka masala", "vegetable lasagne",
    "macaroni cheese", "cottage pie", "beef stew and dumplings", "jacket potato & beans",
    "tuna mayo sandwich", "egg mayonnaise sandwich", "ham salad", "satay chicken skewers",
    "Thai green curry", "lentil dahl", "Lancashire hotpot", "Cornish pasty", "Irish stew",
    "Welsh rarebit", "spaghetti Bolognese", "chicken Kiev", "Waldorf salad", "Caesar wrap",
    "Cobb salad", "eggs Benedict", "Boston baked beans", "Philly cheesesteak",
    "Manhattan clam chowder", "poutine", "Dublin coddle", "colcannon", "boxty",
    "Yorkshire pudding with roast beef", "Glamorgan sausages (veg)", "Cumberland sausage & mash",
    "Singapore noodles", "butter chicken", "chana masala", "falafel wrap", "cod goujons",
    "salmon fillet", "vegetable risotto", "mushroom stroganoff", "minced beef & onion",
    "pureed roast chicken dinner", "minced lamb casserole", "tomato soup", "leek & potato soup",
    "Scotch broth", "mulligatawny soup", "cream of chicken soup", "pea & ham soup",
]
DESSERTS = [
    "jelly & ice cream", "rice pudding", "sponge & custard", "fruit yoghurt", "Bakewell tart",
    "Victoria sponge", "Eton mess", "Black Forest gateau", "peach Melba", "pavlova",
    "Anzac biscuit", "lamington", "Nanaimo bar", "Boston cream pie", "apple crumble",
    "semolina", "banana custard", "chocolate mousse", "tinned peaches", "Arctic roll",
    "trifle", "bread & butter pudding", "Key lime pie", "Dundee cake", "Chelsea bun",
]
BREAKFASTS = ["porridge", "wheat biscuits & milk", "cornflakes", "scrambled egg on toast",
              "toast & marmalade", "croissant", "yoghurt", "stewed prunes", "boiled egg",
              "Weet-type cereal", "crumpet", "oatmeal", "grits", "English muffin"]

SUPPS = ["2 x VitaSip Compact daily", "ProCal Shot 30 ml TDS", "NutriCrème 2.0 x1 BD",
         "FortiJuice 200 ml OD", "Protein-Plus milkshake 1 daily", "ComPact 2.4 125 ml BD"]

LABS = [
    "Na 131 mmol/L", "K+ 5.8", "K 3.1", "PO4 0.62 mmol/L", "Mg 0.58", "Alb 28 g/L",
    "CRP 112", "HbA1c 68 mmol/mol", "BM 14.2", "Hb 94 g/L", "Urea 12.4", "Creat 189",
    "eGFR 24", "Phos 1.9", "Ca 2.31 (adj)", "TG 4.1", "Pre-albumin 0.11 g/L",
    "glucose 212 mg/dL", "BUN 38", "Cr 2.1", "A1c 8.9%", "tTG-IgA 128 U/mL",
]

SCORES = ["MUST 2", "MUST score 3", "NEWS2 3", "NEWS 1", "GCS 15/15", "GCS E3V4M6",
          "Waterlow 18", "Braden 14", "Bristol stool type 6", "MNA-SF 6", "MST 3",
          "PG-SGA B", "Barthel 35", "4AT 5", "CFS 6", "Malnutrition Screening Tool 2",
          "FOIS level 4", "Penetration-Aspiration Scale 6", "EAT-10 score 22"]

ABBREV_LINES = [
    "NBM from midnight for OGD.", "SALT r/v pending.", "PEG feeding overnight, bolus flushes 4 hourly.",
    "For MDT next week (no date set).", "Ward round: continue HEHP + ONS.", "I/O chart in place.",
    "Food record chart commenced x3/7.", "Wt loss ~6 kg over 3/12.", "Refeeding risk - start at 10 kcal/kg.",
    "Pabrinex IV OD x3 days, thiamine 100 mg TDS.", "Sando-K 2 tabs BD.", "Creon 25000 with meals.",
    "Omeprazole 20 mg OD.", "Metformin 500 mg BD.", "Levodopa timing - give meds 30 min before meals.",
    "Warfarin INR 2.6.", "Lactulose 15 ml BD.", "TPN weaned.", "Phosphate Sandoz 1 BD.",
    "Ondansetron 4 mg PRN.", "Fluids 1.5 L/24h.", "Insulin: Lantus 14 units nocte.",
    "GTN spray PRN.", "PEG site clean, no erythema.", "NG position checked pH 4.5.",
    "Strict I&O.", "D/W SALT - trial L6.", "Aspiration risk - sit upright 90 deg.",
    "Clexane 40 mg SC OD.", "Thick-It style thickener stopped per SLP.", "NPO after MN.",
]

FOOD_TEMPS = ["75.2", "78.4", "81.0", "69.8", "72.5", "83.1", "64.9", "66.0", "88.3", "74.0",
              "63.4", "76.7", "79.9", "70.1"]
COLD_TEMPS = ["3.1", "4.0", "2.6", "4.8", "5.3", "1.9", "3.7", "7.9", "4.4", "2.2"]

EQUIPMENT = ["Blast chiller 2", "Regen trolley 4", "Bain-marie 1", "Walk-in chiller", "Fridge 3",
             "Freezer B", "Combi oven 1", "Probe 2", "Heated trolley 7", "Dishwasher line"]

SOP_REFS = ["SOP CAT-017", "HACCP CCP 4 (reheat >=75°C)", "CCP 2 chilling <5°C within 90 min",
            "Allergen matrix v3.2", "Policy NUT-09", "Recipe card 14B", "menu cycle week 2",
            "Natasha's Law (PPDS labelling)", "FSA 14 allergen list", "IDDSI framework 2019",
            "BDA Nutrition & Hydration Digest", "FSANZ Std 1.2.3", "FDA Food Code 3-501.17"]

BATCH = ["L2317B", "LOT 04-2291", "Batch 24117", "B/0093/K", "lot# 8812-C", "BN 330417",
         "EAN 5012345678900", "PLU 4011", "GTIN 09312345678905", "PIP 123-4567",
         "NDC 0074-3799-13", "Batch 1205 0414"]


def diet(rng):
    return pick(rng, DIETS)


def allergen_line(rng):
    a = sample(rng, ALLERGENS, rng.randint(1, 3))
    r = pick(rng, REACTIONS)
    return "%s (%s)" % (", ".join(a), r)


def iddsi_food(rng):
    return pick(rng, IDDSI_FOOD)


def iddsi_drink(rng):
    return pick(rng, IDDSI_DRINK)


def meal(rng):
    return pick(rng, MEALS)


def dessert(rng):
    return pick(rng, DESSERTS)


def lab_line(rng, n=3):
    return ", ".join(sample(rng, LABS, n))


def abbrev_lines(rng, n=2):
    return sample(rng, ABBREV_LINES, n)


def intake_fraction(rng):
    return pick(rng, ["0", "1/4", "1/2", "3/4", "all", "refused", "sips only", "2 mouthfuls",
                      "nil", "50%", "25%", "100%", "~1/3"])


def feed_regimen(rng):
    f = pick(rng, FEEDS)
    vol = pick(rng, [1000, 1200, 1500, 750, 500, 1250])
    rate = pick(rng, [r for r in [50, 60, 75, 80, 100, 125] if vol // r <= 22])
    hrs = vol // rate
    flush = pick(rng, [30, 50, 60, 100])
    return "%s %d ml @ %d ml/h over %dh, water flushes %d ml pre/post + %d ml QDS" % (
        f, vol, rate, hrs, flush, pick(rng, [100, 150, 200]))


def kcal_line(rng):
    return "Est. requirements: %d-%d kcal/day (%d-%d kcal/kg), protein %.1f g/kg, fluid %d ml/day" % (
        rng.randint(13, 17) * 100, rng.randint(18, 24) * 100, rng.randint(20, 25),
        rng.randint(25, 35), pick(rng, [1.0, 1.2, 1.5, 0.8]), rng.randint(12, 25) * 100)


def hard_negative_sentence(rng):
    return pick(rng, [
        "Checked against %s." % pick(rng, SOP_REFS),
        "%s: %s°C at %s (target >63°C)." % (pick(rng, EQUIPMENT), pick(rng, FOOD_TEMPS),
                                          pick(rng, ["11:45", "12:10", "17:20", "17:35"])),
        "Product code %s retained for traceability." % pick(rng, BATCH),
        "Screening: %s; %s." % (pick(rng, SCORES), pick(rng, SCORES)),
        "Bloods: %s." % lab_line(rng, 2),
        pick(rng, ABBREV_LINES),
        "Fridge %d reading %s°C (limit 5°C)." % (rng.randint(1, 6), pick(rng, COLD_TEMPS)),
        "Glasgow Coma Scale 15, Apgar not applicable.",
        "BMI %.1f kg/m2; wt %.1f kg; ht %.2f m." % (rng.uniform(15.5, 38), rng.uniform(38, 120),
                                                    rng.uniform(1.45, 1.95)),
        "Allergen matrix checked for %s - contains %s." % (pick(rng, MEALS), pick(rng, ALLERGENS)),
        "Tray ticket colour: %s." % pick(rng, ["red (assist)", "purple (allergen)", "blue (diabetic)",
                                               "yellow (texture)", "green (standard)"]),
    ])


LANG_ORIGIN = [
    ("Somali", ["Somalia", "Kenya", "Ethiopia"]), ("Urdu", ["Pakistan"]), ("Punjabi", ["India", "Pakistan"]),
    ("Yiddish", ["Israel", "Ukraine"]), ("Hebrew", ["Israel"]), ("Arabic", ["Syria", "Iraq", "Egypt", "Lebanon",
                                                                           "Morocco", "Sudan"]),
    ("Bengali", ["Bangladesh", "India"]), ("Gujarati", ["India", "Kenya"]), ("Farsi", ["Iran", "Afghanistan"]),
    ("Tigrinya", ["Eritrea", "Ethiopia"]), ("Cantonese", ["China", "Malaysia"]), ("Polish", ["Poland"]),
    ("Romanian", ["Romania"]), ("Portuguese", ["Portugal", "Brazil"]), ("Tagalog", ["the Philippines"]),
    ("Vietnamese", ["Vietnam"]), ("Turkish", ["Turkey"]), ("Ukrainian", ["Ukraine"]), ("Greek", ["Greece"]),
    ("Spanish", ["Mexico", "El Salvador", "Guatemala", "Chile", "Spain"]), ("Tongan", ["Tonga"]),
    ("Samoan", ["Samoa"]), ("Nepali", ["Nepal"]), ("Haitian Creole", ["Haiti"]), ("Amharic", ["Ethiopia"]),
]


def language_origin(rng):
    lang, cs = pick(rng, LANG_ORIGIN)
    return lang, pick(rng, cs)
