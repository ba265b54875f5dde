"""Non-PHI clinical content for dev174_en: diagnoses, drugs, vitals, labs, scores."""

DX = [
    ("I50.32", "Chronic diastolic CHF", "CHF"), ("I10", "Essential hypertension", "HTN"),
    ("E11.9", "Type 2 diabetes mellitus w/o complications", "DM2"),
    ("E11.22", "Type 2 DM with diabetic CKD", "DM2 w/ CKD"),
    ("N18.4", "CKD stage 4", "CKD 4"), ("N18.3", "CKD stage 3", "CKD 3a"),
    ("J44.9", "COPD, unspecified", "COPD"), ("F03.90", "Unspecified dementia w/o behavioral disturbance", "dementia"),
    ("G30.1", "Alzheimer's disease with late onset", "Alzheimer's dementia"),
    ("G20", "Parkinson's disease", "Parkinson's"), ("I48.91", "Atrial fibrillation, unspecified", "AFib"),
    ("I69.351", "Hemiplegia following cerebral infarction affecting R dominant side", "CVA w/ R hemiparesis"),
    ("S72.001D", "Fx of unsp part of neck of R femur, subsequent encounter", "R hip fx s/p ORIF"),
    ("S72.142D", "Displaced intertrochanteric fx L femur, subs enc", "L IT hip fx s/p IMN"),
    ("M17.11", "Unilateral primary OA, right knee", "R knee OA"),
    ("Z96.651", "Presence of right artificial knee joint", "s/p R TKA"),
    ("F32.A", "Depression, unspecified", "depression"), ("F41.9", "Anxiety disorder, unsp", "anxiety"),
    ("E03.9", "Hypothyroidism, unspecified", "hypothyroidism"), ("D64.9", "Anemia, unspecified", "anemia"),
    ("N39.0", "UTI, site not specified", "UTI"), ("J18.9", "Pneumonia, unspecified organism", "PNA"),
    ("R26.81", "Unsteadiness on feet", "gait instability"), ("R13.12", "Dysphagia, oropharyngeal phase", "dysphagia"),
    ("L89.154", "Pressure ulcer of sacral region, stage 4", "sacral PI stage 4"),
    ("E43", "Unspecified severe protein-calorie malnutrition", "severe PCM"),
    ("M81.0", "Age-related osteoporosis w/o current path fx", "osteoporosis"),
    ("K59.00", "Constipation, unspecified", "constipation"), ("N40.0", "BPH without LUTS", "BPH"),
    ("G47.33", "Obstructive sleep apnea", "OSA"), ("E78.5", "Hyperlipidemia, unspecified", "HLD"),
    ("I25.10", "ASHD of native coronary artery w/o angina", "CAD"), ("Z99.2", "Dependence on renal dialysis", "ESRD on HD"),
    ("F20.9", "Schizophrenia, unspecified", "schizophrenia"), ("R41.82", "Altered mental status", "AMS"),
    ("Z79.01", "Long term (current) use of anticoagulants", "on chronic anticoag"),
    ("E87.1", "Hypo-osmolality and hyponatremia", "hyponatremia"), ("I73.9", "PVD, unspecified", "PVD"),
]

# name, dose, route, freq, indication
MEDS = [
    ("acetaminophen", "650 mg", "PO", "q6h PRN", "pain/fever"), ("acetaminophen", "500 mg", "PO", "TID", "pain"),
    ("amlodipine", "5 mg", "PO", "daily", "HTN"), ("apixaban", "2.5 mg", "PO", "BID", "AFib"),
    ("apixaban", "5 mg", "PO", "BID", "AFib"), ("atorvastatin", "40 mg", "PO", "at HS", "HLD"),
    ("carbidopa/levodopa", "25/100 mg", "PO", "TID", "Parkinson's"), ("donepezil", "10 mg", "PO", "at HS", "dementia"),
    ("memantine", "10 mg", "PO", "BID", "dementia"), ("furosemide", "40 mg", "PO", "daily", "CHF"),
    ("furosemide", "20 mg", "PO", "BID", "edema"), ("metoprolol tartrate", "25 mg", "PO", "BID", "HTN/AFib"),
    ("metoprolol succinate ER", "50 mg", "PO", "daily", "CHF"), ("lisinopril", "10 mg", "PO", "daily", "HTN"),
    ("levothyroxine", "75 mcg", "PO", "daily 0600", "hypothyroid"), ("levothyroxine", "50 mcg", "PO", "QAM", "hypothyroid"),
    ("insulin glargine", "18 units", "SubQ", "at HS", "DM2"), ("insulin lispro", "per sliding scale", "SubQ", "AC & HS", "DM2"),
    ("metformin", "500 mg", "PO", "BID with meals", "DM2"), ("sertraline", "50 mg", "PO", "daily", "depression"),
    ("mirtazapine", "7.5 mg", "PO", "at HS", "depression/appetite"), ("escitalopram", "10 mg", "PO", "daily", "anxiety"),
    ("quetiapine", "25 mg", "PO", "at HS", "psychosis"), ("trazodone", "50 mg", "PO", "at HS PRN", "insomnia"),
    ("oxycodone", "5 mg", "PO", "q4h PRN", "severe pain"), ("tramadol", "50 mg", "PO", "q8h PRN", "mod pain"),
    ("hydrocodone/APAP", "5/325 mg", "PO", "q6h PRN", "pain"), ("lorazepam", "0.5 mg", "PO", "q8h PRN", "anxiety"),
    ("senna", "8.6 mg", "PO", "BID", "constipation"), ("polyethylene glycol", "17 g", "PO", "daily", "constipation"),
    ("docusate", "100 mg", "PO", "BID", "constipation"), ("bisacodyl", "10 mg", "PR", "daily PRN", "constipation"),
    ("pantoprazole", "40 mg", "PO", "daily AC", "GERD"), ("omeprazole", "20 mg", "PO", "daily", "GERD"),
    ("tamsulosin", "0.4 mg", "PO", "at HS", "BPH"), ("vitamin D3", "2000 units", "PO", "daily", "supplement"),
    ("cyanocobalamin", "1000 mcg", "PO", "daily", "B12 def"), ("ferrous sulfate", "325 mg", "PO", "daily", "anemia"),
    ("potassium chloride ER", "20 mEq", "PO", "daily", "hypokalemia"), ("gabapentin", "100 mg", "PO", "TID", "neuropathy"),
    ("albuterol HFA", "2 puffs", "INH", "q4h PRN", "SOB/wheeze"), ("tiotropium", "18 mcg", "INH", "daily", "COPD"),
    ("fluticasone/salmeterol", "250/50 1 puff", "INH", "BID", "COPD"), ("warfarin", "per INR", "PO", "daily 1700", "AFib"),
    ("enoxaparin", "40 mg", "SubQ", "daily", "DVT ppx"), ("cephalexin", "500 mg", "PO", "QID x 7 days", "cellulitis"),
    ("nitrofurantoin", "100 mg", "PO", "BID x 5 days", "UTI"), ("ceftriaxone", "1 g", "IM", "daily x 3 days", "PNA"),
    ("calcium carbonate", "500 mg", "PO", "BID", "supplement"), ("aspirin", "81 mg", "PO", "daily", "CAD"),
    ("clopidogrel", "75 mg", "PO", "daily", "CVA ppx"), ("haloperidol", "0.5 mg", "PO", "q6h PRN", "severe agitation"),
    ("morphine oral soln", "5 mg/0.25 mL", "SL", "q2h PRN", "pain/dyspnea"), ("ondansetron ODT", "4 mg", "PO", "q8h PRN", "nausea"),
    ("lidocaine 4% patch", "1 patch", "TOP", "12h on/12h off", "back pain"), ("nystatin powder", "100,000 units/g", "TOP", "BID", "intertrigo"),
    ("artificial tears", "1 gtt OU", "OPH", "QID", "dry eyes"), ("Ensure Plus", "237 mL", "PO", "BID", "supplement"),
]

ALLERGIES = ["NKDA", "NKA", "PCN (rash)", "sulfa (hives)", "codeine (N/V)", "latex", "morphine (itching)",
             "iodine contrast", "shellfish", "ACE inhibitors (cough)", "ciprofloxacin", "amoxicillin (rash)",
             "tape - use paper tape only", "bee stings", "statins (myalgia)", "NSAIDs (GI bleed)"]

DIETS = ["Regular", "NCS (no concentrated sweets)", "CCHO", "2 g Na", "Renal 2 g Na/2 g K", "Mechanical soft",
         "Pureed (IDDSI 4)", "Minced & moist (IDDSI 5)", "Soft & bite-sized (IDDSI 6)", "Heart healthy",
         "Liberalized geriatric", "Finger foods"]
LIQUIDS = ["thin liquids (IDDSI 0)", "mildly thick (IDDSI 2)", "moderately thick (IDDSI 3)", "thin liquids",
           "nectar thick", "honey thick"]
CODES = ["Full Code", "DNR", "DNR/DNI", "DNR - comfort measures", "DNR, selective treatment", "Full code (per POLST)"]
MOBILITY = ["ambulates w/ FWW and SBA", "w/c for long distances, ambulates 50 ft w/ RW + CGA",
            "non-ambulatory, Hoyer lift x2", "ambulates independently w/ cane", "transfers SPT w/ mod A x1",
            "bedbound, turns q2h", "sit-to-stand lift x2", "ambulates in room w/ rollator, supervision"]
DEVICES = [("pacemaker", "pacemaker SN"), ("ICD", "ICD serial #"), ("CPAP", "CPAP unit serial"),
           ("wound vac", "NPWT unit SN"), ("O2 concentrator", "concentrator serial #"),
           ("WanderGuard bracelet", "WanderGuard bracelet #"), ("hearing aid (R)", "hearing aid serial"),
           ("bed alarm", "bed alarm pad SN"), ("insulin pump", "pump SN"), ("feeding pump", "Kangaroo pump SN")]
DEVICE_SN_PREFIX = ["PJN", "RFX", "KCI", "SN", "W", "HA", "BA", "CP", "MDT", "K"]

WOUND_SITES = ["sacrum", "coccyx", "R heel", "L heel", "R ischium", "L ischium", "R lateral malleolus",
               "L trochanter", "R great toe", "L shin", "occiput", "R buttock", "L 5th met head", "bridge of nose (O2 tubing)"]
WOUND_TYPES = ["pressure injury stage 2", "pressure injury stage 3", "pressure injury stage 4", "unstageable PI",
               "DTI", "venous ulcer", "arterial ulcer", "diabetic foot ulcer", "skin tear (ST category 2)",
               "MASD/IAD", "surgical incision", "abrasion"]
WOUND_BEDS = ["100% granulation", "75% granulation / 25% slough", "50% slough, 50% gran", "100% eschar, dry/stable",
              "pale pink epithelial tissue", "beefy red gran, no undermining", "yellow fibrinous slough 60%",
              "maroon intact skin, boggy"]
EXUDATE = ["none", "scant serous", "small serosanguineous", "moderate serous", "large purulent", "small sanguineous"]
WOUND_TX = ["cleanse w/ NS, skin prep periwound, hydrocolloid q3d & PRN",
            "cleanse w/ Vashe, calcium alginate + bordered foam daily", "Santyl nickel-thick to slough, moist gauze, daily",
            "NPWT 125 mmHg continuous, change M/W/F", "betadine paint BID, leave open to air, offload",
            "Xeroform + ABD + kerlix, change daily", "zinc barrier cream q shift & PRN", "Medihoney to bed, foam, q2d",
            "silver alginate, foam border, change q3d", "Steri-strips intact, monitor"]

ACTIVITIES = ["bingo", "chair yoga", "music therapy", "rosary group", "pet therapy", "sensory group",
              "men's coffee club", "card games", "hymn sing", "movie afternoon", "garden club", "reminisce group"]

FALL_CAUSES = ["attempting to self-transfer to BSC", "slid from w/c while reaching for remote",
               "ambulating to bathroom w/o walker", "rolled out of bed", "tripped over o2 tubing",
               "lost balance while turning in doorway", "found on floor next to bed, unwitnessed",
               "legs gave out during transfer w/ CNA", "attempting to retrieve item from closet"]
FALL_INTERV = ["low bed w/ floor mats bilat", "bed/chair alarm", "scheduled toileting q2h & PRN",
               "anti-rollback brakes on w/c", "non-skid socks", "PT/OT screen", "pharmacy review of sedating meds",
               "call light within reach, reinforce use", "move closer to nurses station", "hip protectors",
               "night light in bathroom", "1:1 during evening hours x 72h", "Dycem on w/c seat", "orthostatic BP x3 days"]


def vitals(rng, style=0):
    t = "%.1f" % rng.choice([97.0, 97.3, 97.6, 97.8, 98.0, 98.2, 98.4, 98.6, 99.1, 99.6, 100.4, 101.2])
    sbp = rng.randint(96, 178)
    dbp = rng.randint(52, 96)
    hr = rng.randint(54, 118)
    rr = rng.randint(14, 26)
    sp = rng.randint(86, 99)
    o2 = rng.choice(["RA", "RA", "RA", "2L NC", "3L NC", "4L NC"])
    if style == 0:
        return "T %s  BP %d/%d  HR %d  RR %d  SpO2 %d%% %s" % (t, sbp, dbp, hr, rr, sp, o2)
    if style == 1:
        return "Temp %s F, BP %d/%d, P %d, R %d, O2 sat %d%% on %s" % (t, sbp, dbp, hr, rr, sp, o2)
    return "VS: %s-%d/%d-%d-%d-%d%%(%s)" % (t, sbp, dbp, hr, rr, sp, o2)


def labs(rng):
    items = [
        "Na %d" % rng.randint(128, 146), "K %.1f" % rng.choice([3.1, 3.6, 3.9, 4.2, 4.6, 5.3, 5.8]),
        "BUN %d" % rng.randint(9, 68), "Cr %.2f" % rng.choice([0.78, 0.96, 1.12, 1.45, 1.9, 2.6, 3.4]),
        "Glu %d" % rng.randint(72, 311), "WBC %.1f" % rng.choice([4.8, 6.2, 8.9, 11.6, 14.3, 17.9]),
        "Hgb %.1f" % rng.choice([7.6, 8.4, 9.2, 10.1, 11.3, 12.6, 13.4]), "Plt %d" % rng.randint(98, 410),
        "Alb %.1f" % rng.choice([2.3, 2.8, 3.1, 3.4, 3.8]), "TSH %.2f" % rng.choice([0.42, 1.8, 3.2, 6.7]),
        "INR %.1f" % rng.choice([1.1, 1.9, 2.4, 3.6, 4.8]), "A1c %.1f%%" % rng.choice([5.9, 6.8, 7.4, 8.9, 10.2]),
        "BNP %d" % rng.randint(80, 2400), "Mg %.1f" % rng.choice([1.5, 1.9, 2.2]),
    ]
    return rng.sample(items, rng.randint(4, 8))


def bims(rng):
    return rng.choice([3, 6, 8, 9, 11, 12, 13, 14, 15, 15])


def phq(rng):
    return rng.choice([0, 1, 2, 4, 5, 7, 9, 11, 14])


def braden(rng):
    return rng.randint(9, 20)


def morse(rng):
    return rng.choice([25, 35, 45, 50, 55, 60, 65, 70, 75, 85, 95])


def weight(rng):
    return round(rng.uniform(88, 248), 1)

# coherent wound records: (site list, type, depth choices, beds)
_WOUND_KINDS = [
    (["sacrum", "coccyx", "R ischium", "L ischium", "L trochanter", "R buttock"], "pressure injury stage 3",
     ["0.2", "0.4", "0.6", "0.8"], ["75% granulation / 25% slough", "50% slough, 50% gran", "beefy red gran, no undermining"]),
    (["sacrum", "coccyx", "R ischium", "L trochanter"], "pressure injury stage 4",
     ["1.2", "1.8", "2.5", "3.0"], ["yellow fibrinous slough 60%", "75% granulation / 25% slough", "bone palpable, 50% slough"]),
    (["sacrum", "R heel", "L heel", "R buttock", "occiput"], "pressure injury stage 2",
     ["0.1", "0.1", "0"], ["pale pink partial thickness", "pink moist wound bed", "ruptured blister, pink base"]),
    (["R heel", "L heel", "sacrum"], "DTI", ["0"], ["maroon intact skin, boggy", "purple discoloration, non-blanchable"]),
    (["R heel", "L heel", "coccyx"], "unstageable PI", ["UTD"], ["100% eschar, dry/stable", "100% slough"]),
    (["bridge of nose (O2 tubing)", "R ear (O2 tubing)"], "device-related PI stage 2", ["0"], ["pink partial thickness"]),
    (["L shin", "R medial malleolus", "L medial malleolus"], "venous ulcer", ["0.1", "0.2", "0.3"],
     ["ruddy granulation, heavy drainage", "shallow, 30% slough"]),
    (["R great toe", "L 2nd toe", "R lateral malleolus"], "arterial ulcer", ["0.1", "0.2"],
     ["pale, punched-out base", "dry necrotic tip"]),
    (["L 5th met head", "R plantar 1st met head", "R great toe"], "diabetic foot ulcer", ["0.2", "0.4", "0.5"],
     ["callused rim, pink base", "granular base, probe-to-bone neg"]),
    (["L forearm", "R forearm", "R shin"], "skin tear (ST category 2)", ["0"], ["flap partially viable", "pink, edges approximated"]),
    (["perineum", "bilat buttocks", "groin folds"], "MASD/IAD", ["0"], ["denuded, blanchable erythema", "patchy erythema, satellite lesions"]),
    (["R hip incision", "L knee incision", "abdominal incision"], "surgical incision", ["0"],
     ["approximated, staples intact", "dehisced 1 cm distal end"]),
]


def wound(rng):
    sites, typ, depths, beds = rng.choice(_WOUND_KINDS)
    L = round(rng.uniform(0.4, 7.5 if "4" in typ or "venous" in typ else 4.5), 1)
    W = round(min(L, rng.uniform(0.3, 5.0)), 1)
    return {"site": rng.choice(sites), "type": typ, "L": L, "W": W, "D": rng.choice(depths), "bed": rng.choice(beds),
            "exu": rng.choice(EXUDATE)}


PAIN_MEDS = ["acetaminophen 650 mg", "oxycodone 5 mg", "tramadol 50 mg", "hydrocodone/APAP 5/325", "lidocaine 4% patch"]


def holiday_for(d):
    """a holiday falling in the month of date d, or None"""
    return {1: "New Year's Day", 2: "Valentine's Day", 3: "St. Patrick's Day", 4: "Easter", 5: "Mother's Day",
            6: "Father's Day", 7: "Fourth of July", 9: "Labor Day", 10: "Halloween", 11: "Thanksgiving",
            12: "Christmas"}.get(d.month)


def allergies(rng, k):
    if rng.random() < 0.35:
        return rng.choice(["NKDA", "NKA", "No known allergies"])
    pool = [a for a in ALLERGIES if a not in ("NKDA", "NKA")]
    return ", ".join(rng.sample(pool, k if isinstance(k, int) else rng.randint(1, 3)))
