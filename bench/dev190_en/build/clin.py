"""Non-PHI clinical content: diagnoses, medications, vitals, labs, MSE phrases."""

DX = (
    ("Schizophrenia, multiple episodes, currently in acute episode", "F20.9"),
    ("Schizoaffective disorder, bipolar type", "F25.0"),
    ("Bipolar I disorder, current episode manic, severe with psychotic features", "F31.2"),
    ("Bipolar I disorder, current episode depressed, severe", "F31.4"),
    ("Major depressive disorder, recurrent, severe without psychotic features", "F33.2"),
    ("Major depressive disorder, single episode, severe with psychotic features", "F32.3"),
    ("Opioid use disorder, severe, on maintenance therapy", "F11.20"),
    ("Alcohol use disorder, severe", "F10.20"),
    ("Stimulant (methamphetamine) use disorder, severe", "F15.20"),
    ("Methamphetamine-induced psychotic disorder", "F15.959"),
    ("Posttraumatic stress disorder, chronic", "F43.12"),
    ("Borderline personality disorder", "F60.3"),
    ("Generalized anxiety disorder", "F41.1"),
    ("Cannabis use disorder, moderate", "F12.20"),
    ("Unspecified psychosis", "F29"),
    ("Alcohol withdrawal, uncomplicated", "F10.230"),
    ("Opioid withdrawal", "F11.23"),
    ("Treatment-resistant schizophrenia", "F20.0"),
)

ANTIPSYCH = ("olanzapine 10 mg PO nightly", "olanzapine 20 mg nocte", "risperidone 2 mg BID",
             "risperidone 4 mg nocte", "aripiprazole 15 mg daily", "quetiapine 300 mg qHS",
             "quetiapine XR 400 mg nightly", "haloperidol 5 mg BID", "paliperidone palmitate 150 mg IM monthly",
             "Abilify Maintena 400 mg IM q4 weeks", "lurasidone 80 mg with evening meal",
             "ziprasidone 60 mg BID with food", "zuclopenthixol decanoate 200 mg IM fortnightly",
             "flupentixol decanoate 40 mg IM 2-weekly")
ANTIDEP = ("sertraline 100 mg daily", "fluoxetine 40 mg mane", "escitalopram 10 mg daily",
           "venlafaxine XR 150 mg daily", "mirtazapine 30 mg qHS", "bupropion XL 300 mg qAM",
           "citalopram 20 mg daily", "duloxetine 60 mg daily", "trazodone 50 mg qHS PRN insomnia")
MOODSTAB = ("lithium carbonate 900 mg qHS", "lithium 400 mg BD", "divalproex ER 1500 mg qHS",
            "sodium valproate 1000 mg nocte", "lamotrigine 200 mg daily", "carbamazepine 400 mg BID")
OTHERMED = ("lorazepam 1 mg PO q6h PRN agitation", "hydroxyzine 25 mg TID PRN anxiety",
            "prazosin 2 mg qHS for nightmares", "naltrexone 50 mg daily", "acamprosate 666 mg TID",
            "thiamine 100 mg daily", "folic acid 1 mg daily", "nicotine patch 21 mg/24 h",
            "metformin 500 mg BID", "benztropine 1 mg BID PRN EPS", "propranolol 10 mg TID PRN akathisia",
            "gabapentin 300 mg TID", "melatonin 3 mg qHS", "omeprazole 20 mg daily",
            "atorvastatin 20 mg nightly", "levothyroxine 50 mcg daily", "naloxone 4 mg nasal spray kit",
            "clonidine 0.1 mg q6h PRN withdrawal", "ondansetron 4 mg q8h PRN nausea",
            "loperamide 2 mg PRN diarrhea", "zopiclone 7.5 mg nocte PRN")

SUBST = ("alcohol", "methamphetamine", "fentanyl", "heroin", "cannabis", "oxycodone",
         "cocaine", "benzodiazepines", "synthetic cannabinoids", "kratom", "GHB")


def meds(rng, n=None):
    n = n or rng.randint(2, 5)
    pool = [rng.choice(ANTIPSYCH), rng.choice(ANTIDEP), rng.choice(MOODSTAB)] + \
        [rng.choice(OTHERMED) for _ in range(4)]
    out = []
    for m in pool:
        if m not in out:
            out.append(m)
    rng.shuffle(out)
    return out[:n]


def vitals(rng, country, inline=True):
    bp = "%d/%d" % (rng.randint(98, 168), rng.randint(58, 102))
    hr = rng.randint(58, 122)
    rr = rng.randint(12, 22)
    t = (rng.randint(361, 381) / 10.0) if country == "NZ" else rng.randint(968, 1006) / 10.0
    tu = "C" if country == "NZ" else "F"
    sp = rng.randint(93, 100)
    wt = rng.randint(48, 140)
    if inline:
        return "BP %s, HR %d, RR %d, T %.1f %s, SpO2 %d%% RA, wt %d kg" % (bp, hr, rr, t, tu, sp, wt)
    return "BP %s | HR %d | RR %d | Temp %.1f%s | SpO2 %d%%" % (bp, hr, rr, t, tu, sp)


def labs(rng, country):
    if country == "NZ":
        items = ["Na %d mmol/L" % rng.randint(131, 145), "K %.1f mmol/L" % (rng.randint(34, 51) / 10),
                 "Creat %d umol/L" % rng.randint(55, 118), "ALT %d U/L" % rng.randint(12, 160),
                 "GGT %d U/L" % rng.randint(15, 420), "HbA1c %d mmol/mol" % rng.randint(32, 68),
                 "TSH %.2f mIU/L" % (rng.randint(40, 480) / 100), "Hb %d g/L" % rng.randint(105, 168),
                 "WBC %.1f x10^9/L" % (rng.randint(38, 121) / 10)]
    else:
        items = ["Na %d" % rng.randint(131, 145), "K %.1f" % (rng.randint(34, 51) / 10),
                 "BUN %d" % rng.randint(6, 28), "Cr %.2f" % (rng.randint(60, 130) / 100),
                 "AST %d" % rng.randint(14, 190), "ALT %d" % rng.randint(12, 160),
                 "A1c %.1f%%" % (rng.randint(48, 92) / 10), "TSH %.2f" % (rng.randint(40, 480) / 100),
                 "WBC %.1f" % (rng.randint(38, 121) / 10), "Hgb %.1f" % (rng.randint(105, 168) / 10)]
    rng.shuffle(items)
    return ", ".join(items[:rng.randint(4, 7)])


def uds(rng):
    pos = [s for s in ("fentanyl", "methamphetamine", "THC", "benzodiazepines", "cocaine", "opiates", "buprenorphine", "methadone") if rng.random() < 0.3]
    if not pos:
        return "UDS negative for all classes tested"
    return "UDS positive for " + ", ".join(pos)


APPEAR = ("Disheveled, malodorous, wearing hospital gown", "Casually dressed, fair hygiene",
          "Well groomed, appears stated age", "Thin, unkempt, multiple layers of clothing despite heat",
          "Appears older than stated age, poor dentition", "Tattoos on both forearms, clothing stained",
          "Neatly dressed, good eye contact", "Hood up, sunglasses on indoors")
BEHAV = ("Guarded, intermittently hostile", "Cooperative and engaged", "Psychomotor retardation, long response latency",
         "Restless, pacing, unable to sit for interview", "Internally preoccupied, laughing to self",
         "Tearful at times, otherwise cooperative", "Intrusive, disinhibited")
SPEECH = ("pressured, loud, difficult to interrupt", "normal rate, rhythm and volume",
          "soft, monotone, paucity of speech", "slurred, slow", "rapid but interruptible",
          "poverty of speech, mumbling")
MOOD = ('"fine"', '"depressed"', '"I\'m on top of the world"', '"angry"', '"anxious all the time"',
        '"numb"', '"sick, I need my dose"', '"hopeless"')
AFFECT = ("constricted, dysphoric", "labile, irritable", "blunted", "euphoric, expansive",
          "anxious, congruent", "flat", "reactive, mildly restricted")
THOUGHT_P = ("linear and goal directed", "tangential", "loosening of associations", "flight of ideas",
             "circumstantial", "thought blocking noted", "derailment with neologisms")
THOUGHT_C = ("persecutory delusions regarding neighbours poisoning the water",
             "grandiose belief of being chosen to lead a movement", "ruminative guilt, no delusions elicited",
             "ideas of reference from television", "no delusions elicited",
             "somatic delusion that organs are rotting", "belief that phone is being monitored by the government")
PERCEPT = ("endorses command auditory hallucinations telling the patient to self-harm",
           "denies AH/VH, not responding to internal stimuli", "appears to respond to internal stimuli",
           "reports visual hallucinations of shadows at night", "hearing voices commenting on actions",
           "tactile hallucinations of insects under skin (formication)")
SI = ("Endorses passive SI without plan or intent", "Denies SI/HI", "SI with plan to overdose on stored medication",
      "Denies current SI; hx of attempt by hanging", "Reports fleeting thoughts of not waking up; no plan",
      "Endorses HI toward neighbour, no specific plan", "Denies suicidal ideation, intent or plan")
COG = ("Alert and oriented x4", "Oriented to person and place only", "A&Ox3, MoCA 24/30",
       "Attention impaired (serial 7s 2/5)", "Grossly intact", "Alert, oriented x3, recall 2/3 at 5 minutes")
INSIGHT = ("Poor", "Limited", "Fair", "Partial", "Absent", "Good")


def mse_lines(rng):
    return [
        ("Appearance", rng.choice(APPEAR)),
        ("Behavior" if rng.random() < 0.5 else "Behaviour", rng.choice(BEHAV)),
        ("Speech", rng.choice(SPEECH)),
        ("Mood", rng.choice(MOOD)),
        ("Affect", rng.choice(AFFECT)),
        ("Thought process", rng.choice(THOUGHT_P)),
        ("Thought content", rng.choice(THOUGHT_C) + ". " + rng.choice(SI)),
        ("Perception", rng.choice(PERCEPT)),
        ("Cognition", rng.choice(COG)),
        ("Insight", rng.choice(INSIGHT)),
        ("Judgment" if rng.random() < 0.6 else "Judgement", rng.choice(INSIGHT)),
    ]


RISK = ("Static risk factors: prior attempts, history of violence. Dynamic: active psychosis, substance use, nonadherence. Protective: engaged with family, future orientation.",
        "Risk to self assessed as moderate; risk to others low; risk of self-neglect high; vulnerability to exploitation noted.",
        "C-SSRS screen positive (ideation with method, no intent). Means restriction discussed; firearms: none in the home per patient.",
        "Acute risk elevated in context of intoxication; chronic risk baseline high given previous overdoses.",
        "Risk of harm to others moderate given recent assault charge and ongoing persecutory beliefs.",
        "Low acute risk; future-oriented, help-seeking, agrees to safety plan.")

PLANS = ("Continue current medications; titrate as tolerated.", "Obtain collateral from family.",
         "Q15 minute safety checks; elopement precautions.", "Social work to assist with housing application.",
         "Repeat UDS and LFTs in one week.", "Metabolic monitoring: weight, lipids, A1c per protocol.",
         "Encourage attendance at IOP groups.", "Refer to vocational support.", "Offer nicotine replacement.",
         "Naloxone kit provided and overdose education completed.", "Check lithium level 5 days after dose change.",
         "ECG for QTc given polypharmacy.", "Follow up in 2 weeks or sooner as needed.")
