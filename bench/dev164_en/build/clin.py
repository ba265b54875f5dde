"""Non-PHI clinical vocabulary for dev164_en (diagnoses, drugs, MSE, legal frameworks, look-alikes)."""

DIAG = ["paranoid schizophrenia (F20.0)", "bipolar affective disorder, current episode manic with psychotic "
        "symptoms (F31.2)", "recurrent depressive disorder, current episode severe (F33.2)",
        "emotionally unstable personality disorder, borderline type (F60.3)", "schizoaffective disorder, manic "
        "type (F25.0)", "first episode psychosis", "drug-induced psychotic disorder (F19.5)",
        "postpartum psychosis (F53.1)", "anorexia nervosa (F50.0)", "alcohol dependence syndrome (F10.2)",
        "acute and transient psychotic disorder (F23)", "delusional disorder (F22.0)", "PTSD (F43.1)",
        "mixed anxiety and depressive disorder", "Alzheimer's disease with BPSD", "autism spectrum disorder with "
        "co-morbid depression", "treatment-resistant schizophrenia", "hypomania (F30.0)",
        "alcohol-related brain damage (Korsakoff's syndrome)", "Asperger's syndrome with anxiety",
        "Huntington's disease with psychosis", "Capgras syndrome in context of schizophrenia"]

MEDS = ["olanzapine 15mg nocte", "olanzapine 10mg ON", "aripiprazole 10mg OD", "aripiprazole 15mg mane",
        "clozapine 350mg/day (150mg mane, 200mg nocte)", "paliperidone palmitate 100mg IM monthly",
        "zuclopenthixol decanoate 300mg IM 2-weekly", "flupentixol decanoate 40mg IM 2-weekly",
        "lithium carbonate (Priadel) 800mg nocte", "sertraline 100mg OD", "mirtazapine 30mg ON",
        "sodium valproate 500mg BD", "quetiapine MR 400mg nocte", "risperidone 3mg BD", "haloperidol 5mg BD",
        "venlafaxine XL 225mg OD", "lamotrigine 100mg BD", "procyclidine 5mg PRN", "zopiclone 7.5mg PRN",
        "promethazine 25mg PRN (max 100mg/24h)", "lorazepam 1mg PRN (max 4mg/24h)", "metformin 500mg BD",
        "hyoscine hydrobromide 300mcg nocte", "pabrinex 2 pairs IV TDS", "thiamine 100mg TDS", "folic acid 5mg OD",
        "aripiprazole LAI 400mg monthly", "nicotine replacement patch 21mg/24h", "senna 15mg ON",
        "lurasidone 74mg with evening meal", "amisulpride 400mg BD", "chlorpromazine 100mg TDS"]

MSE_APP = ["Unkempt, malodorous, in nightwear", "Casually dressed, fair self-care", "Dishevelled, poor eye contact",
           "Well kempt, appropriate attire", "Thin, guarded, sitting at edge of chair", "Tall, tattoos to forearms,"
           " restless", "Wearing sunglasses indoors, hypervigilant", "Appeared older than stated age"]
MSE_BEH = ["psychomotor agitation, pacing", "calm and cooperative", "intermittently hostile", "guarded, "
           "suspicious of staff", "disinhibited, overfamiliar", "withdrawn, minimal engagement", "tearful at times",
           "responding to unseen stimuli", "good rapport established"]
MSE_SPEECH = ["pressured, increased rate and volume", "normal rate and tone", "monosyllabic", "slow, reduced "
              "spontaneity", "loud, difficult to interrupt", "circumstantial", "soft and hesitant"]
MSE_MOOD = ["'fine' / euthymic", "'low' / depressed", "'never better' / elated, irritable", "'scared' / anxious",
            "'flat' / blunted", "'angry' / labile", "'empty' / reactive"]
MSE_THOUGHT = ["persecutory delusions re neighbours poisoning water supply", "grandiose ideas of special mission",
               "thought broadcasting", "no FTD, goal directed", "loosening of associations, tangential",
               "ideas of reference from TV", "nihilistic beliefs", "preoccupation with weight and shape",
               "passive death wish, no active plans", "guilt-laden ruminations", "flight of ideas",
               "belief that staff are 'actors'", "Capgras-type belief that mother is an impostor",
               "Cotard-like nihilism", "erotomanic beliefs about a TV presenter"]
MSE_PERC = ["2nd person derogatory AH", "3rd person running commentary", "denies AH/VH, not observed RTIS",
            "command hallucinations to harm self", "olfactory hallucinations", "visual hallucinations of shadows",
            "no perceptual abnormalities elicited"]
MSE_COG = ["orientated x3", "grossly intact", "distractible, MOCA not attempted", "ACE-III 71/100",
           "MOCA 24/30", "attention impaired, serial 7s poor"]
MSE_INS = ["Nil insight, does not believe unwell", "partial insight, accepts stress but not illness",
           "good insight, requesting help", "fluctuating insight", "limited insight into need for medication"]

RISK_SELF = ["ligature attempt on ward (belt)", "overdose of 32 x paracetamol 500mg", "cutting to forearms",
             "standing on railway bridge", "stopped eating and drinking", "head-banging", "swallowed batteries",
             "jumped from first-floor window", "carbon monoxide attempt in car", "tied ligature in shower"]
RISK_OTH = ["assaulted HCA (punch to face)", "threatened neighbour with knife", "damaged property at home",
            "verbally threatening to staff", "spat at police officer", "threw chair in dayroom",
            "stalking behaviour toward ex-partner", "assault on father during argument", "arson - set fire to bin"]
RISK_FROM = ["financially exploited by acquaintances ('cuckooing')", "sexual vulnerability when unwell",
             "targeted by local youths", "debt to dealers", "domestic abuse from ex-partner",
             "exploitation online", "self-neglect, not eating", "no heating in property"]

OBS_LEVELS = ["General observations (hourly)", "Intermittent - 15 min", "Intermittent - 30 min",
              "Enhanced 1:1 within eyesight", "Enhanced 1:1 within arm's length", "Level 2 (intermittent)",
              "Level 3 (within eyesight)", "Level 4 (arm's length)", "2:1 arm's length"]
OBS_PLACES = ["lounge", "bedroom", "dining room", "garden", "quiet room", "corridor", "nurses' station",
              "bathroom door ajar", "activity room", "courtyard", "dayroom", "laundry room", "smoking shelter",
              "de-escalation suite", "TV room", "clinic room", "visitors' room"]
OBS_BEH = ["asleep, breathing observed", "lying on bed eyes open", "watching TV", "pacing corridor",
           "talking to self", "eating breakfast", "in bed, covers over head", "settled", "chatting with peers",
           "on phone", "reading", "shouting at door, de-escalated", "making drink", "showering - door ajar",
           "declined to engage", "settled, engaged in conversation", "asleep", "in bathroom - checked",
           "sat in garden smoking", "drawing", "playing pool", "crying, reassurance given", "restless",
           "PRN given (see chart)", "asleep - breathing seen", "awake, calm", "listening to music"]

HONOS = ["HoNOS total 18", "HoNOS 14 (item 6 = 3)", "HoNOS 22", "HoNOS 9", "HoNOS-65+ 16", "HoNOSCA 19"]
SCORES = ["PANSS 78", "BPRS 41", "YMRS 24", "PHQ-9 21", "GAD-7 17", "BDI-II 33", "DASA 4", "Broset 2",
          "AUDIT 28", "CIWA-Ar 12", "EPDS 19", "MADRS 31", "QTc 436ms", "BMI 31.4", "NEWS2 1", "BMI 16.2",
          "Kessler K10 34", "LUNSERS 38", "GASS 22", "CGI-S 5", "HCR-20 (moderate)", "FACE risk profile 3"]
BLOODS = ["WCC 6.2", "ANC 3.9", "Hb 128", "Na 139", "eGFR >90", "lithium 0.68 mmol/L", "TSH 2.1",
          "prolactin 612", "HbA1c 44", "ALT 31", "CK 340", "troponin <5", "clozapine level 0.42 mg/L",
          "norclozapine 0.21 mg/L", "glucose 5.4", "chol 5.8"]

LAW = {
    "UK": {"act": "MHA 1983", "s2": "Section 2", "s3": "Section 3", "s136": "Section 136", "s5_2": "Section 5(2)",
           "cto": "CTO (s17A)", "leave": "Section 17 leave", "trib": "First-tier Tribunal (Mental Health)",
           "informal": "informal", "ward_kind": "acute admission ward", "assessor": "AMHP",
           "rec": "medical recommendation", "nr": "Nearest Relative", "forms": ["A2", "A6", "A7", "A8", "H3", "CTO1"],
           "s12": "s12(2) approved", "advocate": "IMHA"},
    "IE": {"act": "Mental Health Act 2001", "s2": "admission order (Form 6)", "s3": "renewal order (Form 7)",
           "s136": "Section 12 (Garda removal)", "s5_2": "Section 23/24 (voluntary patient detained)",
           "cto": "Section 26 absence with approval", "leave": "Section 26 leave",
           "trib": "Mental Health Tribunal", "informal": "voluntary", "ward_kind": "approved centre",
           "assessor": "Authorised Officer", "rec": "recommendation (Form 5)", "nr": "applicant (spouse/relative)",
           "forms": ["Form 1", "Form 3", "Form 5", "Form 6", "Form 7", "Form 13"], "s12": "registered medical "
           "practitioner", "advocate": "Mental Health Commission legal representative"},
    "AU": {"act": "Mental Health Act", "s2": "Assessment Order", "s3": "Inpatient Treatment Order",
           "s136": "s351 apprehension", "s5_2": "Temporary Treatment Order", "cto": "Community Treatment Order",
           "leave": "leave of absence", "trib": "Mental Health Tribunal", "informal": "voluntary",
           "ward_kind": "acute inpatient unit", "assessor": "authorised psychiatrist", "rec": "assessment",
           "nr": "nominated person", "forms": ["MHA 2", "MHA 4", "Form 1A", "Schedule 1", "MHA 9"],
           "s12": "authorised medical officer", "advocate": "IMHA advocate"},
}

PLAN_ITEMS = ["Continue current obs level; review daily", "Bloods: FBC, U&E, LFT, lipids, HbA1c, prolactin",
              "ECG prior to dose increase", "OT assessment (MOHO) this week", "Psychology referral for CBTp",
              "Refer to IMHA and ensure rights read (s132)", "Smoking cessation support offered",
              "Increase olanzapine to 20mg nocte", "Titrate clozapine by 25mg every 2 days as tolerated",
              "Physical health check incl. NEWS2 BD", "Liaise with housing re rent arrears",
              "Family meeting to be arranged", "Consider CTO at discharge", "Weight weekly; dietitian referral",
              "Continue PRN; review usage at next WR", "s17 leave: 1hr escorted ground leave x2/day",
              "Urine drug screen on return from leave", "Capacity assessment re finances",
              "Safeguarding referral discussed with ward manager", "DNA CPR not applicable - full escalation"]

ACTIVITIES = ["attended gym session", "went to recovery college course", "helped in ward kitchen",
              "walked to local shop with staff", "attended art group", "attended mosque", "went to church service",
              "visited family home", "collected benefits", "attended college class", "went to library"]

CLOTHES = ["grey hoodie, black joggers, white trainers", "navy parka, blue jeans, red cap", "green jumper, "
           "camouflage trousers", "black puffer jacket, leggings, pink trainers", "denim jacket, floral dress",
           "white T-shirt, tracksuit bottoms, sliders", "checked shirt, work boots, hi-vis vest",
           "long black coat, headscarf", "footy jersey, board shorts, thongs"]
BUILD = ["slim build", "medium build", "stocky build", "heavy build", "tall and thin"]
HAIR = ["short brown hair", "shaved head", "long dark hair tied back", "curly black hair", "blonde bob",
        "ginger beard", "grey hair, balding", "braids", "dyed blue hair"]


def diag(rng, age, sex):
    while True:
        x = rng.choice(DIAG)
        if "Alzheimer" in x and age < 60:
            continue
        if "postpartum" in x and (sex == "M" or age > 45):
            continue
        if ("first episode" in x or "anorexia" in x) and age > 60:
            continue
        if ("Korsakoff" in x or "Huntington" in x) and age < 35:
            continue
        return x
