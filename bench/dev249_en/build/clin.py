"""Clinical filler without PHI: diagnoses, drugs, vitals, scores, home
environment, equipment (model names are not PHI) - the hard negatives."""

DX = [
    "Parkinson's disease", "Parkinson's disease (H&Y stage 3)", "L CVA with R hemiparesis",
    "R MCA infarct, L neglect", "multiple sclerosis (SPMS)", "MND (ALS variant)", "COPD, home O2 2 L/min",
    "T2DM", "OA both knees", "#NOF (R), DHS fixation", "#NOF (L) hemiarthroplasty",
    "Alzheimer's dementia", "vascular dementia", "Lewy body dementia", "CCF (EF 30%)",
    "AF on apixaban", "T10 complete SCI", "C5/6 incomplete tetraplegia", "cerebral palsy (GMFCS IV)",
    "bilateral BKA", "L transfemoral amputation", "peripheral neuropathy", "Huntington's disease",
    "Guillain-Barre syndrome (recovering)", "frailty (CFS 6)", "obesity (BMI 46)", "rheumatoid arthritis",
    "Meniere's disease", "Charcot-Marie-Tooth", "osteoporosis with T12 wedge #", "Colles' fracture L wrist",
    "R TKR", "L THR - posterior hip precautions", "spinal stenosis L4/5", "postural hypotension",
    "lymphoedema both legs", "CKD stage 4", "Duchenne muscular dystrophy", "Friedreich's ataxia",
    "spina bifida (L2)", "acquired brain injury", "metastatic breast ca (bony mets)", "Down syndrome",
    "Korsakoff's syndrome", "polymyalgia rheumatica", "severe sight impairment (AMD)",
    "Dupuytren's contracture", "Bell's palsy (resolved)", "recurrent UTIs", "BPPV",
]

MEDS = [
    "co-codamol 30/500 2 QDS PRN", "paracetamol 1 g QDS", "apixaban 5 mg BD", "furosemide 40 mg OD",
    "bisoprolol 2.5 mg OD", "ramipril 5 mg OD", "amlodipine 10mg", "levodopa/carbidopa 100/25 TDS",
    "Sinemet CR at 22:00", "alendronic acid 70 mg weekly", "Adcal-D3 BD", "metformin 1 g BD",
    "insulin glargine 18 units nocte", "tamsulosin 400 mcg", "donepezil 10 mg ON",
    "zopiclone 3.75 mg nocte", "sertraline 50 mg", "gabapentin 300 mg TDS", "baclofen 10 mg TDS",
    "oxycodone MR 10 mg BD", "Oramorph 2.5-5 mg PRN", "senna 15 mg ON", "Laxido 1 sachet OD",
    "tiotropium 18 mcg inh", "salbutamol PRN", "warfarin (INR target 2-3)", "atorvastatin 40 mg",
    "prednisolone 5 mg", "methotrexate 15 mg weekly", "rivastigmine patch 9.5 mg",
    "fentanyl patch 25 mcg/hr", "midodrine 2.5 mg TDS", "omeprazole 20 mg",
]

EQUIP = [
    "perching stool (Halden, height-adjustable)", "raised toilet seat 4\" with lid",
    "raised toilet seat 2\"", "toilet frame (free-standing)", "Mowbray-style toilet frame",
    "commode (Corvane Vista, drop arms)", "shower chair with back", "bath board 27\"",
    "bath lift (Hector 2 reclining)", "swivel bather", "mobile hoist (Stratus 155, SWL 155 kg)",
    "ceiling track hoist (Tessaro T200)", "standing hoist (Orlo Stand)", "stand aid (Bella-Stand)",
    "profiling bed (Ardent 4-section, 3-function)", "bed lever / bed stick", "bed rails + bumpers",
    "alternating pressure mattress (Aerion Q3, dynamic)", "hybrid mattress (Velora Hybrid)",
    "static foam mattress (Visco-HR)", "pressure cushion (Corvane Gel 18\")",
    "air cell cushion (Brevik AirCell 4\")", "4-wheeled rollator (Oscar)", "Zimmer frame",
    "wheeled Zimmer", "gutter frame", "trolley walker", "quad stick", "elbow crutches",
    "chair raisers 4\" (set of 4)", "riser-recliner chair (Quillon dual motor)", "leg lifter",
    "long-handled sponge", "helping hand / reacher", "sock aid", "kitchen trolley",
    "banana board", "turntable", "slide sheets (pair, tubular)", "in-bed sling size M (Loopmaster-type)",
    "full body sling size L", "toileting sling size M", "grab rail 450 mm", "grab rails x2 (600 mm)",
    "stair rail (second banister)", "half-step 4\"", "threshold ramp 50 mm", "key safe (police-approved)",
    "lever taps", "wheelchair (Mobilis Tilt, 18\" seat)", "attendant-propelled chair (Mobilis Transit)",
    "power chair (Nimra M3, mid-wheel drive)", "tilt-in-space chair (Ardent Recline 2)",
    "bed/chair pressure mat sensor", "falls detector", "pendant alarm", "Marlow shower seat",
]

EQUIP_CODES = ["PC-2207", "cat. 091-443", "SKU 55-1180", "item code 7731", "prod. code HB-204",
               "stock 4410-22", "ISO 9999 code 18 12 10", "item 12-18-07"]

PROPERTY = {
    "UK": ["two-storey semi-detached house", "1930s terraced house", "ground-floor council flat",
           "1960s bungalow", "first-floor flat, no lift", "maisonette (stairs to front door)",
           "end-terrace house, bathroom upstairs", "sheltered housing flat (warden on site)",
           "detached house with downstairs WC", "static caravan"],
    "AU": ["single-level brick veneer home", "Queenslander on stumps (11 steps to entry)",
           "villa unit, single level", "split-level home", "two-storey townhouse",
           "ground-floor apartment with lift", "fibro cottage", "retirement village unit"],
    "CA": ["bungalow with basement laundry", "bi-level home (split entry)", "two-storey house",
           "condo apartment with elevator", "mobile home", "side-split house",
           "seniors' apartment, 3rd floor", "farmhouse, 6 steps to porch"],
}

ROOMS = ["bathroom", "en-suite", "WC", "kitchen", "lounge", "bedroom", "hallway", "landing",
         "front step", "back door", "garage", "laundry"]


YOUNG_DX = ["cerebral palsy (GMFCS IV)", "Duchenne muscular dystrophy", "spina bifida (L2)",
            "Friedreich's ataxia", "Down syndrome", "acquired brain injury", "T10 complete SCI",
            "C5/6 incomplete tetraplegia", "multiple sclerosis (SPMS)"]
OLD_DX = [d for d in DX if d not in YOUNG_DX[:5]]


def dx(rng, k, age):
    return rng.sample(YOUNG_DX if age < 45 else OLD_DX, k)


def pick(rng, seq, k):
    k = min(k, len(seq))
    return rng.sample(seq, k)


def vitals(rng):
    sys_ = rng.randint(102, 168)
    dia = rng.randint(58, 96)
    out = ["BP %d/%d" % (sys_, dia), "HR %d" % rng.randint(56, 104),
           "SpO2 %d%% %s" % (rng.randint(88, 99), rng.choice(["RA", "on air", "on 2L"])),
           "RR %d" % rng.randint(12, 22), "T %.1f" % (rng.randint(358, 378) / 10)]
    if rng.random() < 0.5:
        s2 = sys_ - rng.randint(5, 35)
        out.append("lying %d/%d, standing %d/%d" % (sys_, dia, s2, min(dia - rng.randint(0, 12), s2 - 30)))
    if rng.random() < 0.5:
        out.append("wt %d kg" % rng.randint(41, 168))
    return ", ".join(rng.sample(out, rng.randint(3, len(out))))


def scores(rng, k=3):
    opts = [
        "Waterlow %d" % rng.randint(8, 28), "Braden %d" % rng.randint(9, 20),
        "Barthel %d/100" % (5 * rng.randint(4, 19)), "Barthel %d/20" % rng.randint(3, 19),
        "TUG %ds" % rng.randint(9, 48), "Berg %d/56" % rng.randint(12, 52),
        "FES-I %d" % rng.randint(18, 58), "4AT %d" % rng.randint(0, 6), "MUST %d" % rng.randint(0, 3),
        "CFS %d" % rng.randint(3, 8), "MoCA %d/30" % rng.randint(12, 28),
        "ACE-III %d/100" % rng.randint(48, 92), "Tinetti %d/28" % rng.randint(8, 26),
        "30s STS x%d" % rng.randint(0, 12), "FIM motor %d" % rng.randint(20, 80),
        "Norton %d" % rng.randint(8, 18), "PURPOSE-T: red", "Morse %d" % (5 * rng.randint(5, 22)),
    ]
    return rng.sample(opts, k)


def labs(rng):
    opts = ["Hb %d g/L" % rng.randint(82, 150), "Na %d" % rng.randint(128, 145),
            "K %.1f" % (rng.randint(32, 56) / 10), "eGFR %d" % rng.randint(12, 90),
            "HbA1c %d mmol/mol" % rng.randint(38, 92), "INR %.1f" % (rng.randint(9, 38) / 10),
            "CRP %d" % rng.randint(1, 140), "albumin %d" % rng.randint(24, 42),
            "vit D %d nmol/L" % rng.randint(12, 80), "BNP %d" % rng.randint(40, 2900)]
    return ", ".join(rng.sample(opts, rng.randint(2, 4)))


def measures(rng, country):
    mm = rng.random() < 0.6
    out = []
    out.append("toilet pan height %s" % ("%d mm" % rng.randint(380, 440) if mm else "%d cm" % rng.randint(38, 44)))
    out.append("bed height %d cm (floor to mattress top)" % rng.randint(44, 68))
    out.append("chair seat height %d cm" % rng.randint(38, 52))
    out.append("front step %d mm" % rng.randint(90, 230))
    out.append("doorway width %d mm" % rng.randint(680, 860))
    out.append("bath rim %d cm" % rng.randint(48, 58))
    out.append("%d steps to first floor, rail on %s" % (rng.randint(11, 16), rng.choice(["L ascending", "R ascending", "both sides", "neither side"])))
    out.append("shower tray lip %d mm" % rng.randint(20, 120))
    out.append("knee height %d cm, popliteal %d cm" % (rng.randint(44, 56), rng.randint(38, 50)))
    return rng.sample(out, rng.randint(3, 6))


def adl_line(rng):
    lv = ["independent", "independent with aids", "supervision", "min assist x1", "mod assist x1",
          "assist x2", "fully dependent", "set-up only", "verbal prompts"]
    items = ["Bed mobility", "Sit-to-stand", "Transfers", "Toileting", "Showering", "Dressing",
             "Meal prep", "Stairs", "Mobility indoors", "Mobility outdoors", "Continence"]
    chosen = rng.sample(items, rng.randint(4, 7))
    return [(i, rng.choice(lv)) for i in chosen]


def mobility_aid(rng):
    return rng.choice(["4WW indoors", "rollator", "Zimmer frame", "walking stick R hand", "quad stick",
                       "furniture walking", "self-propels w/c", "hoist transfers only",
                       "elbow crutches", "no aid", "trolley walker in kitchen", "power chair outdoors"])


def care_package(rng):
    k = rng.randint(1, 4)
    calls = {1: "1 call/day (AM)", 2: "BD calls", 3: "TDS calls", 4: "QDS calls"}[k]
    return "%s, %s carer%s, %d min each" % (calls, rng.choice(["x1", "x2", "double-handed"]),
                                          "" if k == 1 else "s", rng.choice([15, 30, 30, 45, 60]))


def standards(rng, country):
    if country == "UK":
        return rng.choice(["BS 8300", "Approved Document M", "BS EN ISO 10535:2021 (hoists)", "LOLER 1998",
                           "Care Act 2014", "Housing Grants, Construction and Regeneration Act 1996",
                           "PUWER 1998", "BS 5839-6"])
    if country == "AU":
        return rng.choice(["AS 1428.1-2009", "AS/NZS 3000", "NCC Vol 2", "Livable Housing Design Guidelines",
                           "AS 4586 slip rating P4"])
    return rng.choice(["CSA B651-18", "CSA Z323", "Ontario Building Code 3.8", "ISO 7176-19",
                       "Accessible Canada Act"])


def risk_phrase(rng):
    return rng.choice([
        "Risk of falls HIGH", "moderate falls risk", "high risk of pressure damage",
        "no current pressure damage, skin intact", "Cat 2 PU sacrum 2x3 cm", "DTI L heel",
        "moisture lesion natal cleft", "non-blanching erythema both heels",
        "fell x3 in last 6/12", "2 falls in past 3/12, nil injury", "long lie 4 hrs (found by carer)",
        "nocturia x3-4", "postural drop 22 mmHg systolic", "orthostatic symptoms on standing",
    ])


def skin_phrase(rng):
    return rng.choice([
        "intact", "no current pressure damage, skin intact", "Cat 2 PU sacrum 2x3 cm", "DTI L heel",
        "moisture lesion natal cleft", "non-blanching erythema both heels", "healed Cat 3 R ischium (scar)",
        "blanching redness coccyx", "fragile skin, previous tears both shins", "Cat 4 sacrum - TVN involved",
    ])


def duration_shorthand(rng):
    return rng.choice(["review in 6/52", "for 2/7", "3/12 history of decline", "seen 4/7 ago",
                       "approx 2/52", "follow-up 3/12", "12/52 loan period", "symptoms 1/12"])


def time_of_day(rng):
    h = rng.randint(8, 17)
    return rng.choice(["%02d:%02d" % (h, rng.choice([0, 10, 15, 20, 30, 40, 45, 50])),
                       "%d:%02d%s" % (h if h <= 12 else h - 12, rng.choice([0, 15, 30, 45]), "am" if h < 12 else "pm"),
                       "%02d%02dhrs" % (h, rng.choice([0, 15, 30, 45]))])


_NARR = [
    "Observed sit-to-stand from armchair (seat height {h} cm) x3: needed to rock x2 and push through armrests; steady after 5 s.",
    "Trialled bath board with carer present - unable to lift legs over bath rim ({b} cm) even with leg lifter.",
    "Bed transfers practised with bed lever; able to go sit to lie with min assist for legs.",
    "Stairs: {s} steps, rail on R ascending; managed with rail + stick, SOB at top (SpO2 {o}%), recovered in 2 min.",
    "Kitchen: able to make hot drink using kettle tipper; carried on trolley. Cooker controls at rear - burn risk discussed.",
    "Pressure areas checked with consent: sacrum intact, L heel blanching redness 2 cm.",
    "Cognition: oriented x3, some word-finding difficulty; 4AT {f}.",
    "Pain {p}/10 R hip on weight-bearing; takes paracetamol regularly, declines stronger analgesia.",
    "Lasting Power of Attorney (health & welfare) not in place - information given.",
    "Declined pendant alarm at this time; capacity assumed under MCA 2005 and decision respected.",
    "Hoist trial with full body sling size M - good fit, 2 carers, transfer completed in 4 min.",
    "Toilet frame adjusted to {t} mm; able to sit and stand with frame only.",
    "Perching stool set at {h} cm for kitchen tasks; instructed on brakes and posture.",
    "Raised toilet seat trialled - unstable on D-shaped pan, so removed; toilet frame preferred.",
    "Dressing: upper body independent seated on edge of bed, lower body needs help with socks and shoes (sock aid issued).",
    "Continence: nocturia x{n}; commode at bedside overnight agreed.",
    "Mood low; PHQ-9 {q}. GP aware, not currently on antidepressants.",
    "Uses 4WW indoors, walks approx {m} m before resting; rests on seat of rollator.",
    "Transfers: SPT with Zimmer and 1 carer, knees buckle when fatigued late pm.",
    "Shower over bath with screen; steps in using grab rail and wall - unsafe, high risk of slipping.",
    "Front door step {d} mm with no rail; uses door frame for support.",
    "Hallway width 850 mm, turning into bathroom tight for 4WW.",
    "Bed is a double divan at {bh} cm; profiling bed would not fit alongside wardrobe without moving it.",
    "Advised on energy conservation and pacing; written info left.",
    "Oxygen concentrator in lounge, 15 m tubing - trip hazard on stairs discussed.",
    "Sleeps in riser-recliner most nights due to orthopnoea; sacrum checked - intact.",
    "Hearing aids L and R, batteries flat at visit; communicated with written prompts.",
    "Grab rail (450 mm) recommended on R wall beside toilet, 200 mm in front of pan, vertical.",
    "Bath lift demonstrated; handset charged; able to lower and rise safely with supervision.",
    "Manages medication from blister pack; occasional missed lunchtime dose.",
    "Stairlift not feasible - staircase 680 mm wide with winders at top; through-floor lift to be considered.",
    "Weight-bearing as tolerated; hip precautions reviewed (no flexion beyond 90 deg, no crossing legs).",
    "Carer reports {p2} falls-related calls to the alarm centre in last 2/52.",
    "Wheelchair does not fit through bathroom door (clear width 690 mm); currently strip-washing in bedroom.",
    "Fell yesterday evening reaching for the kettle; no injury, up with help of carer.",
    "Day 3 post-discharge; more confident than last week with the frame.",
    "Carers reported last week that transfers had become harder in the evenings.",
    "POD 12 after R THR; hip precautions 6/52 from surgery.",
    "Started new blister pack this morning; pharmacist to review in 2/52.",
    "Grandson visits every other weekend and helps with shopping.",
]


def narrative(rng, k=2):
    out = []
    for s in rng.sample(_NARR, k):
        out.append(s.format(h=rng.randint(40, 60), b=rng.randint(48, 58), s=rng.randint(11, 16),
                            o=rng.randint(84, 93), f=rng.randint(0, 4), p=rng.randint(2, 9),
                            t=rng.randint(430, 560), n=rng.randint(2, 5), q=rng.randint(5, 19),
                            m=rng.randint(5, 60), d=rng.randint(120, 240), bh=rng.randint(44, 58),
                            p2=rng.choice(["two", "three", "4"])))
    return " ".join(out)
