"""Unannotated hard negatives typical of geriatric / long-term care / hospice notes."""

DRUGS = [
    ("donepezil", ["5 mg", "10 mg"], "nocte"), ("memantine", ["10 mg", "20 mg"], "daily"),
    ("rivastigmine patch", ["4.6 mg/24h", "9.5 mg/24h"], "daily"), ("galantamine", ["8 mg", "16 mg"], "mane"),
    ("paracetamol" , ["1 g", "500 mg"], "QDS"), ("acetaminophen", ["650 mg", "500 mg"], "q6h PRN"),
    ("morphine sulfate oral solution", ["2.5 mg", "5 mg"], "q4h PRN"), ("oxycodone", ["2.5 mg", "5 mg"], "PRN"),
    ("midazolam", ["2.5 mg", "5 mg"], "s/c PRN"), ("haloperidol", ["0.5 mg", "1 mg"], "s/c PRN"),
    ("glycopyrronium", ["200 micrograms", "400 mcg"], "s/c PRN"), ("levomepromazine", ["6.25 mg"], "s/c PRN"),
    ("hyoscine butylbromide", ["20 mg"], "s/c PRN"), ("furosemide", ["20 mg", "40 mg"], "mane"),
    ("apixaban", ["2.5 mg", "5 mg"], "BD"), ("rivaroxaban", ["15 mg"], "daily"), ("warfarin", ["3 mg", "1.5 mg"], "as per INR"),
    ("metformin", ["500 mg", "850 mg"], "BD"), ("gliclazide", ["40 mg", "80 mg"], "mane"),
    ("insulin glargine", ["12 units", "18 units"], "at 2100"), ("levothyroxine", ["50 mcg", "75 mcg"], "mane"),
    ("amlodipine", ["5 mg"], "daily"), ("ramipril", ["2.5 mg", "5 mg"], "daily"), ("bisoprolol", ["1.25 mg", "2.5 mg"], "daily"),
    ("atorvastatin", ["20 mg", "40 mg"], "nocte"), ("sertraline", ["50 mg"], "mane"), ("mirtazapine", ["15 mg", "7.5 mg"], "nocte"),
    ("quetiapine", ["12.5 mg", "25 mg"], "nocte"), ("risperidone", ["0.25 mg", "0.5 mg"], "BD"),
    ("lorazepam", ["0.5 mg"], "PRN"), ("senna", ["7.5 mg", "15 mg"], "nocte"), ("Laxido", ["1 sachet"], "BD"),
    ("Movicol", ["1 sachet"], "daily"), ("lactulose", ["10 mL", "15 mL"], "BD"), ("docusate", ["100 mg"], "BD"),
    ("Adcal-D3", ["1 tablet"], "BD"), ("alendronic acid", ["70 mg"], "weekly"), ("omeprazole", ["20 mg"], "daily"),
    ("pantoprazole", ["40 mg"], "daily"), ("prednisolone", ["5 mg"], "mane"), ("tamsulosin", ["400 mcg"], "nocte"),
    ("co-careldopa", ["25/100"], "TDS"), ("Sinemet", ["25/100"], "QID"), ("levodopa", ["100 mg"], "TDS"),
    ("fentanyl patch", ["12 mcg/h", "25 mcg/h"], "every 72 h"), ("buprenorphine patch", ["5 mcg/h", "10 mcg/h"], "weekly"),
    ("nitrofurantoin", ["50 mg"], "nocte"), ("trimethoprim", ["100 mg"], "nocte"), ("cefalexin", ["500 mg"], "TDS"),
    ("salbutamol inhaler", ["2 puffs"], "PRN"), ("tiotropium", ["18 mcg"], "daily"), ("oxygen", ["2 L/min"], "via nasal cannula"),
    ("Ensure Plus", ["1 bottle"], "BD"), ("Fortisip", ["200 mL"], "BD"), ("thickener (level 2)", ["as directed"], "with fluids"),
    ("Cavilon cream", ["thin layer"], "BD"), ("Sudocrem", ["thin layer"], "PRN"), ("GTN spray", ["400 mcg"], "PRN"),
]

EPONYMS = ["Alzheimer's disease", "Parkinson's disease", "Lewy body dementia", "Foley catheter",
           "Zimmer frame", "Hoyer lift", "Sara Stedy", "Cheyne-Stokes breathing", "Kennedy terminal ulcer",
           "Colles' fracture", "Paget's disease", "Raynaud's", "Dupuytren's contracture", "Heberden's nodes",
           "Romberg test", "Babinski sign", "Glasgow Coma Scale", "Korsakoff's syndrome", "Huntington's disease",
           "Pick's disease", "Addison's disease", "Crohn's disease", "Barrett's oesophagus", "Meniere's disease",
           "Bell's palsy", "Guillain-Barre syndrome", "Charcot foot", "Baker's cyst", "Hartmann's procedure",
           "Trendelenburg gait", "Sjogren's syndrome", "Bristol stool chart", "Waterlow score", "Norton scale",
           "Graves' disease", "Hashimoto's thyroiditis", "Marjolin ulcer", "Stokes-Adams attack", "Wernicke's",
           "Cushing's syndrome", "Down syndrome", "Tourette's", "Buerger's test", "Hodgkin lymphoma",
           "Broca's aphasia", "Wilson's disease", "Kernig's sign", "Heimlich manoeuvre", "Ramsay Hunt syndrome"]

PUBLIC = {"US": ["Medicare", "Medicaid", "CMS", "Social Security", "the VA", "FDA", "CDC", "OASIS-E",
                 "Adult Protective Services", "the state survey agency", "PACE"],
          "UK": ["NHS", "CQC", "NICE", "the Court of Protection", "the Office of the Public Guardian",
                 "DVLA", "adult social care", "NHS Continuing Healthcare", "the local authority"],
          "AU": ["Medicare", "My Aged Care", "Centrelink", "DVA", "the TGA", "ACAT", "the Aged Care Quality and Safety Commission",
                 "NDIS", "the Public Guardian", "Services Australia"]}

WORD_SENT = [
    "There is hope that the new routine will help.", "She moved with more grace after physio.",
    "Expressed joy when the grandchildren visited.", "Small red mark noted on left heel, blanching.",
    "Will review again after the weekend.", "Frank haematuria not seen.", "Rose early and ate a good breakfast.",
    "Skin intact apart from a small mark on the sacrum.", "Looks younger than stated age.",
    "Prefers the little lounge by the garden.", "Long discussion held about goals of care.",
    "Walks slowly on the hill to the dining room.", "Bed rails with foam bumpers in place.",
    "Unsteady when standing from the low wooden chair.", "Call bell within reach at all times.",
    "Transferred to the main hall for the music afternoon.", "Moved to a quieter ward area overnight.",
    "Cook aware of the texture-modified diet.", "Read a page of the newspaper with support.",
    "Best interests discussion documented.", "Good oral intake today.", "Maintains friendships with other residents.",
    "Spoke with love about the family farm.", "Cold weather: snow expected, heating checked.",
    "Bird feeder placed outside the window at request.", "Lamb casserole eaten in full.",
    "No bone pain reported.", "Head injury observations commenced as per policy.",
    "Foot care by podiatry every six weeks.", "Pain well controlled on current regimen.",
    "Rich source of protein encouraged.", "Sage and onion stuffing requested for lunch.",
    "Waters the plants on the windowsill daily.", "Turner frame used for transfers.",
    "Walker with wheels at bedside.", "Fuller assessment needed by the dietitian.",
    "Porter took specimens to the lab.", "Faith is important to the family.",
    "Holly wreath hung on the door for the season.", "Olive oil added to meals for calories.",
    "Iris of left eye cloudy, known cataract.", "Hazel eyes, pupils equal and reactive.",
    "Ruby-red wine glass of juice at lunch.", "Pearl earrings kept in the safe.",
    "Dawn staff report settled night.", "Violet discolouration of toes, warm to touch.",
    "Banks of cushions used for positioning.", "Stone-flagged patio made wet and slippery.",
    "Bishop from the diocese no longer visits.", "Baker's cyst on right knee, non-tender.",
    "King-size pressure mattress delivered.", "Young carers group leaflet given.",
    "Ivy on the garden wall was trimmed.", "Grace before meals is said in the dining room.",
    "May need a review of hydration if intake falls.", "Marked improvement in mobility this month.",
    "Mason jar of boiled sweets kept at the bedside.", "Wood-panelled day room was too cold.",
    "Field of vision reduced on the left.", "Hunter green blanket brought in from home.",
]

REL_TIME = ["yesterday", "last week", "this morning", "overnight", "earlier today", "2/7 ago", "for 3/7",
            "over the past 6/52", "review in 2/52", "6/12 ago", "three days ago", "on day 2",
            "since last review", "the day before", "at the weekend", "earlier this month", "48 hours ago"]


def vitals(rng, country):
    us = country == "US"
    sbp, dbp = rng.randint(96, 172), rng.randint(52, 96)
    parts = [f"BP {sbp}/{dbp}", f"HR {rng.randint(52, 112)}", f"RR {rng.randint(12, 28)}",
             f"SpO2 {rng.randint(86, 99)}% on {rng.choice(['RA', 'room air', '2 L/min'])}",
             (f"T {rng.randint(970, 1010) / 10} F" if us else f"T {rng.randint(355, 389) / 10} C")]
    if rng.random() < 0.6:
        parts.append(f"glucose {rng.randint(70, 260)} mg/dL" if us else f"BGL {rng.randint(40, 160) / 10} mmol/L")
    if rng.random() < 0.5:
        parts.append(f"weight {rng.randint(380, 920) / 10} kg" if not us or rng.random() < 0.3 else f"weight {rng.randint(90, 210)} lb")
    if rng.random() < 0.3:
        parts.append(f"NEWS2 {rng.randint(0, 9)}" if country == "UK" else f"pain {rng.randint(0, 10)}/10")
    rng.shuffle(parts)
    return ", ".join(parts)


def labs(rng, country):
    p = [f"Na {rng.randint(124, 146)}", f"K {rng.randint(31, 58) / 10}",
         f"Cr {rng.randint(60, 240)} umol/L" if country != "US" else f"Cr {rng.randint(6, 29) / 10} mg/dL",
         f"eGFR {rng.randint(14, 78)}", f"Hb {rng.randint(82, 146)} g/L" if country != "US" else f"Hb {rng.randint(82, 146) / 10} g/dL",
         f"CRP {rng.randint(1, 180)}", f"albumin {rng.randint(22, 41)}", f"INR {rng.randint(10, 42) / 10}",
         f"TSH {rng.randint(4, 80) / 10}", f"B12 {rng.randint(120, 700)}", f"HbA1c {rng.randint(38, 88)} mmol/mol" if country != "US" else f"HbA1c {rng.randint(55, 102) / 10}%",
         f"WCC {rng.randint(30, 180) / 10}", f"urea {rng.randint(30, 280) / 10}"]
    return ", ".join(rng.sample(p, rng.randint(4, 8)))


def med(rng):
    d, doses, f = rng.choice(DRUGS)
    return f"{d} {rng.choice(doses)} {f}"


def meds(rng, n=None):
    return [med(rng) for _ in range(n or rng.randint(4, 9))]


def score(rng):
    return rng.choice([
        f"MMSE {rng.randint(8, 28)}/30", f"MoCA {rng.randint(6, 26)}/30", f"ACE-III {rng.randint(38, 88)}/100",
        f"Barthel {rng.randint(0, 20) * 5}/100", f"Waterlow {rng.randint(8, 28)}", f"Braden {rng.randint(9, 22)}",
        f"Morse Fall Scale {rng.randint(0, 12) * 5 + 15}", f"MUST {rng.randint(0, 4)}", f"CFS {rng.randint(4, 8)}",
        f"PPS {rng.randint(1, 6) * 10}%", f"AKPS {rng.randint(1, 6) * 10}", f"Abbey pain scale {rng.randint(0, 14)}",
        f"PAINAD {rng.randint(0, 8)}/10", f"4AT {rng.randint(0, 9)}", f"GDS-15 {rng.randint(1, 12)}",
        f"Tinetti {rng.randint(6, 26)}/28", f"TUG {rng.randint(12, 40)} s", f"Katz ADL {rng.randint(0, 6)}/6",
        f"Cornell scale {rng.randint(3, 20)}", f"RUDAS {rng.randint(10, 28)}/30", f"Karnofsky {rng.randint(2, 6) * 10}%",
        f"Norton {rng.randint(8, 18)}", f"NPI-NH {rng.randint(4, 40)}", f"Lawton IADL {rng.randint(0, 8)}/8"])


def scores(rng, n=3):
    return ", ".join(score(rng) for _ in range(n))


def clock(rng, lo=0, hi=23):
    h, m = rng.randint(lo, hi), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
    return rng.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d} hrs", f"{h:02d}:{m:02d}",
                       f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}", f"{h:02d}{m:02d}h"])


ICD = ["F03.90", "F01.50", "G30.1", "G30.9", "G20", "R29.6", "W19.XXXA", "Z51.5", "E11.9", "I48.91",
       "N39.0", "L89.153", "R13.12", "F05", "I50.9", "J44.1", "C34.90", "C61", "C18.9", "Z74.01",
       "R54", "E43", "M81.0", "S72.001A", "Z99.3", "R41.0", "F32.A", "G31.83"]


def code(rng, country):
    c = rng.choice(ICD)
    return rng.choice([f"ICD-10 {c}", f"({c})", f"dx code {c}", c])


EPON_DX = [e for e in EPONYMS if any(w in e for w in ("disease", "syndrome", "dementia", "palsy", "fracture",
                                                   "contracture", "nodes", "cyst", "Raynaud", "ulcer",
                                                   "thyroiditis", "oesophagus", "foot", "lymphoma", "aphasia"))]


def eponym(rng, dx=False):
    return rng.choice(EPON_DX if dx else EPONYMS)


def public(rng, country):
    return rng.choice(PUBLIC[country])


def word_sent(rng):
    return rng.choice(WORD_SENT)


def rel_time(rng):
    return rng.choice(REL_TIME)
