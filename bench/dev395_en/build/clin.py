"""Clinical vocabulary for wound care, heavy on hard negatives.

Product, device-model, drug, score, guideline and eponym names here are
never PHI.  Functions return plain strings (no PHI inside).
"""

from doc import pick, chance, sample

DRESSINGS = [
    "Aquacel Ag+ Extra", "Mepilex Border Flex", "Allevyn Life", "Inadine",
    "Kerramax Care", "Cutimed Sorbact", "Flaminal Hydro", "Actiform Cool",
    "Iodoflex", "Silvercel", "Granuflex", "Tegaderm", "Opsite Flexifix",
    "Medihoney gel", "UrgoStart Plus", "Prontosan gel X", "Octenilin gel",
    "Biatain Silicone", "KerraCel", "Atrauman", "Mepitel One", "Xeroform",
    "Duoderm", "Adaptic Touch", "Zetuvit Plus", "Eclypse Boot",
    "Sorbion Sachet", "Drawtex", "Kaltostat", "Algisite M",
    "PolyMem", "Exu-Dry", "Hydrofiber", "Acticoat Flex 3", "Suprasorb P",
    "Santyl ointment", "Dakin's solution soaks", "Betadine paint",
    "Cavilon barrier film", "Medi Derma-S cream", "Proshield",
]

COMPRESSION = [
    "K2 two-layer system", "Actico short-stretch", "Coban 2",
    "UrgoKTwo", "Profore four-layer", "Juxtacures wrap", "Juzo class 2 hosiery",
    "Sigvaris Traditional 503", "Mediven Plus class 2", "ActiLymph class 1",
    "Unna boot", "Tubigrip size E", "3-layer reduced compression",
    "Coolmax liner + Velband + Surepress", "Juxtalite wrap", "Ulcer kit (40 mmHg)",
]

NPWT_MODELS = ["V.A.C. Ulta", "ActiV.A.C.", "Renasys Touch", "PICO 7",
               "PICO 14", "Prevena Plus", "Avelle", "Invia Liberty",
               "SNAP therapy system", "Renasys GO", "Nanova"]

MATTRESSES = ["Dyna-Form Mercury Advance", "Nimbus 4", "Auto Logic 200",
              "Repose wedge", "Alpha Active 4", "Softform Premier",
              "ProAxis Plus", "Symmetry Air", "Invacare Softform",
              "Airflow 5 dynamic", "Repose boots", "Heelift suspension boot",
              "Prevalon heel protector", "Kerrapro heel pad"]

PUMP_MATTRESSES = ["Dyna-Form Mercury Advance", "Nimbus 4", "Auto Logic 200",
                   "Alpha Active 4", "ProAxis Plus", "Symmetry Air",
                   "Airflow 5 dynamic", "Softform Premier Active 2"]

PMH = [
    "Type 2 DM (diet controlled)", "T2DM on insulin", "Type 1 diabetes",
    "hypertension", "AF on apixaban", "CCF", "COPD (GOLD 3)", "CKD stage 3b",
    "PVD", "previous left fem-pop bypass", "Parkinson's disease",
    "Alzheimer's dementia", "rheumatoid arthritis", "MS", "CVA 2/52 ago",
    "Charcot foot (R)", "Raynaud's phenomenon", "lymphoedema",
    "chronic venous insufficiency", "DVT (R) leg", "obesity (BMI 41)",
    "spinal cord injury T10", "osteoarthritis", "hypothyroidism",
    "Crohn's disease", "Sjogren's syndrome", "Hodgkin lymphoma (remission)",
    "Cushing's syndrome", "Addison's disease", "Guillain-Barre (resolved)",
    "Dupuytren's contracture", "Paget's disease of bone",
    "Monckeberg's medial sclerosis", "Buerger's disease",
    "pyoderma gangrenosum", "Marjolin's ulcer excised", "sickle cell trait",
    "Ehlers-Danlos (hypermobile)", "ischaemic heart disease", "ex-smoker",
]

DRUGS = [
    "paracetamol 1 g QDS", "co-codamol 30/500", "oxycodone 5 mg PRN",
    "flucloxacillin 1 g QDS", "doxycycline 100 mg OD", "clarithromycin 500 mg BD",
    "metformin 1 g BD", "insulin glargine 24 units nocte", "apixaban 5 mg BD",
    "rivaroxaban 20 mg OD", "warfarin (INR 2-3)", "atorvastatin 40 mg",
    "furosemide 40 mg mane", "amlodipine 5 mg", "ramipril 2.5 mg",
    "pentoxifylline 400 mg TDS", "ferrous fumarate", "Fortisip compact BD",
    "Ensure Plus", "prednisolone 5 mg", "methotrexate 15 mg weekly",
    "co-amoxiclav 625 mg TDS", "cephalexin 500 mg QID", "gabapentin 300 mg",
    "morphine sulfate MR 10 mg BD", "Lantus", "Jardiance 10 mg",
    "levothyroxine 100 mcg", "aspirin 75 mg", "clopidogrel 75 mg",
    "Vitamin C 500 mg", "zinc sulphate", "ProSource protein liquid",
    "Cubitan", "Arginaid", "Oramorph 2.5 mg PRN",
]

SITES = [
    "sacrum", "coccyx", "left heel", "right heel", "R lateral malleolus",
    "L medial malleolus", "left gaiter area", "right gaiter region",
    "R hallux", "L 1st MTPJ plantar", "R 5th metatarsal head",
    "left ischial tuberosity", "right greater trochanter", "occiput",
    "bridge of nose (NIV mask)", "right ear (O2 tubing)", "L anterior shin",
    "R posterior calf", "abdominal wound (dehisced laparotomy)",
    "R below-knee amputation stump", "L buttock", "R elbow",
    "left 2nd toe apex", "plantar R heel", "L dorsum of foot",
    "natal cleft", "R pretibial laceration", "sternal wound",
]

TISSUE = ["granulation", "slough", "epithelial", "necrotic (eschar)",
          "hypergranulation", "fibrinous"]

EXUDATE = ["nil", "low", "low serous", "moderate serous",
           "moderate serosanguinous", "high", "high haemoserous",
           "moderate purulent", "copious, green-tinged"]

PERIWOUND = ["intact", "macerated", "erythema 2 cm", "dry flaky skin",
             "varicose eczema", "haemosiderin staining", "lipodermatosclerosis",
             "callus rim", "excoriated", "oedematous", "atrophie blanche",
             "blanching erythema", "non-blanching erythema", "hyperkeratosis",
             "red and warm (cellulitic?)", "white and soggy"]

SCORES = [
    "Waterlow 18 (high risk)", "Waterlow 24 (very high risk)",
    "Braden 12", "Braden 16", "Purpose T: red pathway",
    "MUST 2", "MUST 0", "Norton 11", "PUSH score 9", "Bates-Jensen 32",
    "SINBAD 3", "WIfI W2 I1 fI1", "Texas 2B", "Wagner grade 2",
    "Waterlow 15 (at risk)", "Braden 14 (moderate risk)", "NEWS2 1",
    "Glasgow Coma Scale 15", "Rockwood CFS 6", "Barthel 40",
]

GUIDELINES = [
    "NICE CG179 (2014)", "NICE NG19", "EPUAP/NPIAP/PPPIA 2019",
    "SIGN 120", "IWGDF 2023", "Wounds UK Best Practice Statement 2016",
    "the TIME framework", "the SSKIN bundle", "aSSKINg", "NWCSP 2023",
    "the Leg Ulcer Pathway (2020)", "WOCN 2019 guideline",
    "Wounds Australia Standards (2016)", "RNAO BPG 2016",
    "HSE Wound Management Guidelines 2018", "ACC pressure injury toolkit",
]

ORGANISMS = ["Staphylococcus aureus", "MRSA", "Pseudomonas aeruginosa",
             "beta-haemolytic Streptococcus group A", "Streptococcus group G",
             "Proteus mirabilis", "Escherichia coli", "Enterococcus faecalis",
             "Klebsiella pneumoniae", "Candida albicans", "mixed skin flora",
             "coliforms", "Corynebacterium spp.", "anaerobes",
             "Acinetobacter baumannii", "Serratia marcescens"]

DEPARTMENTS = ["Tissue Viability", "Vascular Surgery", "Podiatry",
               "Orthotics", "Dermatology", "Plastic Surgery", "Diabetology",
               "Medical Photography", "Microbiology", "Infection Prevention",
               "Lymphoedema Service", "Dietetics", "Physiotherapy",
               "Occupational Therapy", "Community Nursing", "the ED",
               "Orthopaedics", "Endocrinology", "Palliative Care", "the ICU"]

EPONYM_SIGNS = ["Buerger's test negative", "Homans' sign not elicited",
                "Trendelenburg test positive", "capillary refill < 3 s",
                "no Charcot changes on X-ray", "Stemmer's sign positive",
                "probe-to-bone test negative", "Semmes-Weinstein monofilament 4/10 sites",
                "Ipswich Touch Test 6/6", "Bristol stool chart type 4",
                "Hansen's ruled out", "Kaposi's excluded on biopsy"]


PRESSURE_SITES = ["sacrum", "coccyx", "left heel", "right heel",
                  "left ischial tuberosity", "right greater trochanter",
                  "occiput", "bridge of nose (NIV mask)",
                  "right ear (O2 tubing)", "L buttock", "R elbow",
                  "natal cleft", "R lateral malleolus", "plantar R heel"]
LEG_SITES = ["R lateral malleolus", "L medial malleolus", "left gaiter area",
             "right gaiter region", "L anterior shin", "R posterior calf",
             "R pretibial area"]
FOOT_SITES = ["R hallux", "L 1st MTPJ plantar", "R 5th metatarsal head",
              "left 2nd toe apex", "plantar R heel", "L dorsum of foot",
              "R 3rd toe tip", "L hallux IPJ"]
SURG_SITES = ["abdominal wound (dehisced laparotomy)", "sternal wound",
              "R below-knee amputation stump", "L groin (post fem-pop)",
              "R TMA site", "pilonidal sinus excision site"]


def site(rng, kind=None):
    if kind == "pressure":
        return pick(rng, PRESSURE_SITES)
    if kind == "leg":
        return pick(rng, LEG_SITES)
    if kind == "foot":
        return pick(rng, FOOT_SITES)
    if kind == "surgical":
        return pick(rng, SURG_SITES)
    return pick(rng, SITES)


def wound(rng, cc, T, kind=None):
    """(site, description) with a matching aetiology."""
    kind = kind or pick(rng, ["pressure", "pressure", "leg", "foot", "surgical"])
    s = site(rng, kind)
    if kind == "pressure":
        d = pick(rng, [pu_category(rng, cc, T), pu_category(rng, cc, T),
                       "MASD/IAD with %s" % T["pu"], "device-related %s" % T["pu"]])
    elif kind == "leg":
        d = pick(rng, ["venous leg ulcer", "mixed aetiology ulcer",
                       "arterial ulcer", "skin tear (ISTAP type 3)",
                       "traumatic leg wound", "venous ulcer, recurrent"])
    elif kind == "foot":
        d = pick(rng, ["neuropathic ulcer", "neuro-ischaemic ulcer",
                       "diabetic foot ulcer", "post-debridement wound",
                       "ischaemic toe ulcer"])
    else:
        d = pick(rng, ["surgical wound dehiscence", "SSI, healing by secondary intention",
                       "post-op wound with sinus", "cavity wound"])
    return s, d


def dims(rng):
    l = rng.randrange(4, 120) / 10.0
    w = rng.randrange(3, max(4, int(l * 10))) / 10.0
    dp = pick(rng, ["0.1", "0.2", "0.3", "0.5", "1.0", "<0.1", "2.5"])
    return "%.1f x %.1f x %s cm" % (l, w, dp)


def tissue_mix(rng):
    a = rng.randrange(0, 11) * 10
    b = rng.randrange(0, (100 - a) // 10 + 1) * 10
    c = 100 - a - b
    names = sample(rng, TISSUE, 3)
    parts = ["%d%% %s" % (v, n) for v, n in zip([a, b, c], names) if v]
    return ", ".join(parts)


def art(s):
    """Prefix the right indefinite article."""
    return ("an " if s[:1].lower() in "aeiou" else "a ") + s


def pu_category(rng, cc, T):
    g = pick(rng, ["2", "3", "4", "2", "3", "unstageable", "suspected deep tissue injury"])
    if g in ("unstageable", "suspected deep tissue injury"):
        return "%s %s" % (g, T["pu"])
    return "%s %s %s" % (T["grade"], g, T["pu"])


def wound_para(rng, T):
    """A free-text wound description with hard negatives."""
    bits = [
        "Wound bed %s." % tissue_mix(rng),
        "Exudate %s; %s." % (pick(rng, EXUDATE),
                             pick(rng, ["no odour", "slight malodour",
                                        "malodorous after dressing removal",
                                        "odour ++"])),
        "Periwound %s." % pick(rng, PERIWOUND),
        "Edges %s." % pick(rng, ["attached, advancing", "rolled",
                                 "undermined 1 cm at 12 o'clock",
                                 "undermined 3-6 o'clock", "punched out",
                                 "sloping", "epibole noted"]),
        "Pain %d/10 %s." % (rng.randrange(0, 10),
                            pick(rng, ["at dressing change", "at rest",
                                       "worse on elevation", "at night"])),
    ]
    if chance(rng, 0.4):
        bits.append(pick(rng, EPONYM_SIGNS) + ".")
    if chance(rng, 0.3):
        bits.append("%s %s looks %s." % (
            pick(rng, ["Skin", "Surrounding skin", "Limb"]),
            pick(rng, ["colour", T["colour"]]),
            pick(rng, ["dusky", "pink", "pale", "mottled", "rose-pink"])))
    return " ".join(bits)


def plan_items(rng, T):
    items = [
        "Cleanse with %s" % pick(rng, ["Prontosan solution", "saline 0.9%",
                                        "tap water", "Octenilin solution",
                                        "Dermacyn"]),
        "Primary: %s" % pick(rng, DRESSINGS),
        "Secondary: %s" % pick(rng, DRESSINGS),
        "Change %s" % pick(rng, ["3x weekly", "every 48 h", "twice weekly",
                                 "daily", "weekly with compression",
                                 "Mon/Wed/Fri" if chance(rng, 0.1) else "every 72 h"]),
        "Reposition %s" % pick(rng, ["2-hourly", "3-4 hourly", "4-hourly, 30 degree tilt",
                                     "2-hourly day / 4-hourly night"]),
        "Protect skin with %s" % pick(rng, ["Cavilon", "Medi Derma-S",
                                            "Proshield", "Conotrane",
                                            "Zinc & castor oil"]),
        "Elevate legs above heart level when resting",
        "Dietitian review (MUST %d)" % rng.randrange(0, 4),
        "Re-measure and photograph in 4/52",
        "Heels offloaded with %s" % pick(rng, MATTRESSES),
        "Check HbA1c, CRP, FBC, albumin",
        "Review analgesia with %s" % T["gp"],
    ]
    return sample(rng, items, rng.randrange(3, 7))


def history_sentence(rng, T):
    return pick(rng, [
        "Presenting with a non-healing wound despite %d/52 of standard care." % rng.randrange(3, 20),
        "Recurrent ulceration; previously healed with compression.",
        "Wound deteriorated over the past fortnight with increased exudate.",
        "New %s noted on skin inspection at handover." % T["pu"],
        "Slow-healing post-surgical wound, partial dehiscence.",
        "Chronic wound > 12 weeks, static measurements over last 4 reviews.",
        "Skin tear following a fall, now with slough and %s." % T["oedema"],
        "Moisture-associated skin damage progressing to partial thickness loss.",
    ])


# Sentences full of look-alikes: colour words and verbs that are also
# names, state-like abbreviations, eponyms, places inside test names.
NEG_SENTENCES = [
    "Frank pus expressed from the medial edge.",
    "Sandy-coloured exudate on the secondary dressing.",
    "Rose-pink granulation at the base.",
    "Green slough over 30% of the bed; brown eschar at the heel.",
    "White, macerated edges - reduce wear time.",
    "Wound RAG status: Amber.",
    "May need punch biopsy if static at 12 weeks.",
    "Will review with the vascular team.",
    "Hope to step down to a simple dressing next week.",
    "Mark the wound margins with a skin marker before tracing.",
    "Baker's cyst excluded on ultrasound.",
    "Wells score 1 - DVT unlikely.",
    "Long-stretch bandages not appropriate; short-stretch preferred.",
    "Little toe nail dystrophic.",
    "Sharp debridement of callus with a scalpel.",
    "Gold standard remains full compression if ABPI allows.",
    "Hx of MI and CABG; on DAPT.",
    "Taken to OR for washout and VAC.",
    "Discussed with the on-call PA.",
    "Pacemaker (Medtronic Azure) - MRI-conditional, check card.",
    "Bristol stool chart type 6-7, IAD risk.",
    "Glasgow Coma Scale 15, alert.",
    "Ipswich Touch Test 4/6 - loss of protective sensation.",
    "Seen by the Foot Protection Team.",
    "Turner syndrome - known lymphoedema.",
    "Old Bell's palsy noted, not relevant.",
    "Grace period for hosiery replacement is 6 months.",
    "Victoria sponge on the bedside table - discussed diet with family.",
    "Hunter's canal tender on palpation.",
    "Parkinson's meds time-critical - give on time.",
    "Charcot foot excluded; foot temperature difference < 2 C.",
    "Raynaud's - keep feet warm.",
    "Doppler signals audible in DP and PT.",
    "Wound photographed per Medical Photography policy.",
    "Chase up ABPI result with Vascular Studies.",
    "Dressing formulary (Wound Formulary 2024) followed.",
    "Orange-tinged exudate noted.",
    "Jack and Jill bathroom - shared with another resident.",
    "Ruby-red hypergranulation, silver nitrate considered.",
    "Ivy-leaf pattern erythema, likely contact dermatitis to adhesive.",
]


def neg(rng, k=1):
    return " ".join(sample(rng, NEG_SENTENCES, k))
