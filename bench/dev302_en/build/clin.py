"""Clinical content with no PHI: observations, drugs, histories, scores,
eponyms, codes, device models.  These are the hard negatives of the set."""

PMH = ["asthma", "type 1 diabetes (insulin)", "type 2 diabetes on metformin", "epilepsy (tonic-clonic)",
       "opioid dependence", "alcohol dependence", "hepatitis C (untreated)", "depression", "anxiety",
       "EUPD", "paranoid schizophrenia", "bipolar affective disorder", "ADHD", "hypertension", "COPD",
       "sickle cell trait", "HIV on ART", "previous head injury", "DVT 2 yrs ago", "chronic back pain",
       "PTSD", "autism spectrum condition", "learning disability (mild)", "angina", "GORD",
       "previous overdose", "self-harm (cutting)", "alcohol withdrawal seizures", "Crohn's disease",
       "Graves' disease", "Wolff-Parkinson-White (ablated)", "psoriasis", "iron deficiency anaemia"]

MEDS = [("methadone", "1 mg/mL oral solution", ["40 mL", "60 mL", "75 mL", "90 mL"], "OD"),
        ("buprenorphine", "SL tablet", ["8 mg", "12 mg", "16 mg"], "OD"),
        ("diazepam", "tablet", ["5 mg", "10 mg"], "QDS PRN"),
        ("chlordiazepoxide", "capsule", ["20 mg", "30 mg"], "QDS"),
        ("salbutamol", "100 mcg MDI", ["2 puffs", "2-4 puffs"], "PRN"),
        ("beclometasone", "100 mcg MDI", ["2 puffs"], "BD"),
        ("insulin glargine", "pen", ["18 units", "24 units", "30 units"], "nocte"),
        ("insulin aspart", "pen", ["per sliding scale", "6 units", "8 units"], "TDS with meals"),
        ("levetiracetam", "tablet", ["500 mg", "750 mg"], "BD"),
        ("sodium valproate", "MR tablet", ["500 mg", "1 g"], "BD"),
        ("olanzapine", "tablet", ["10 mg", "15 mg"], "ON"),
        ("quetiapine", "tablet", ["50 mg", "100 mg", "300 mg"], "ON"),
        ("sertraline", "tablet", ["50 mg", "100 mg"], "OM"),
        ("mirtazapine", "tablet", ["15 mg", "30 mg"], "ON"),
        ("pregabalin", "capsule", ["75 mg", "150 mg"], "BD"),
        ("amlodipine", "tablet", ["5 mg", "10 mg"], "OD"),
        ("metformin", "tablet", ["500 mg", "1 g"], "BD"),
        ("thiamine", "tablet", ["100 mg"], "TDS"),
        ("paracetamol", "tablet", ["1 g"], "QDS PRN"),
        ("ibuprofen", "tablet", ["400 mg"], "TDS PRN"),
        ("omeprazole", "capsule", ["20 mg"], "OD"),
        ("lamotrigine", "tablet", ["100 mg", "200 mg"], "BD"),
        ("methylphenidate", "MR tablet", ["36 mg"], "OM"),
        ("nicotine", "patch", ["21 mg/24 h", "14 mg/24 h"], "OD"),
        ("emtricitabine/tenofovir", "tablet", ["1 tab"], "OD"),
        ("clopidogrel", "tablet", ["75 mg"], "OD"),
        ("GTN", "400 mcg spray", ["1-2 sprays"], "PRN"),
        ("lofexidine", "tablet", ["200 mcg"], "QDS"),
        ("zopiclone", "tablet", ["7.5 mg"], "ON"),
        ("aripiprazole", "depot", ["400 mg"], "monthly")]

ALLERGY = ["NKDA", "NKDA", "penicillin (rash)", "codeine (vomiting)", "latex", "no known allergies",
           "trimethoprim (angioedema)", "NKA", "haloperidol (dystonia)", "peanuts (anaphylaxis, carries auto-injector)"]

SUBST = ["alcohol approx. 2 L cider/day", "heroin smoked and IV, last used ~08:00", "crack cocaine", "cannabis daily",
         "spice (synthetic cannabinoids)", "street benzodiazepines", "ketamine at weekends", "methamphetamine (ice)",
         "GHB", "pregabalin (non-prescribed)", "alcohol ~40 units/week", "cocaine powder most weekends",
         "vodka 1 bottle/day", "nil illicit drug use", "nitrous oxide"]

SITES = ["left forearm", "right forearm", "left wrist", "right wrist", "forehead", "left periorbital region",
         "right cheek", "occiput", "bridge of nose", "left shin", "right knee", "left hand, dorsum",
         "right hand, 4th/5th MCP joints", "lower lip", "left ear", "upper back", "right flank",
         "left upper arm (lateral)", "chin", "right scapula", "both wrists (circumferential)", "left thigh"]
INJ = ["bruise, purple, ill-defined, {a} x {b} cm", "abrasion, linear, {a} cm, dry scab",
       "laceration {a} cm, gaping, clean edges", "superficial incised wound {a} cm", "erythema, {a} x {b} cm",
       "tender swelling {a} x {b} cm", "graze {a} x {b} cm, fresh, oozing", "bruise, yellow-green, {a} x {b} cm",
       "healed linear scars x{n} (old self-harm)", "bite mark, curved, {a} cm", "red linear marks consistent with handcuffs",
       "haematoma {a} cm diameter", "puncture wound with surrounding erythema"]

EPONYM_NEG = ["no Battle's sign", "no raccoon eyes", "Romberg negative", "plantars downgoing (no Babinski)",
              "no Kernig's sign", "Murphy's sign negative", "no signs of Wernicke's encephalopathy",
              "Trendelenburg gait absent", "Tinel's negative", "no Cullen's or Grey Turner's sign",
              "Brudzinski negative", "no features of Korsakoff syndrome", "Hallpike not performed",
              "no Mallory-Weiss history", "Glasgow Coma Scale 15/15", "Mallampati not assessed"]

TOOLS = ["CIWA-Ar", "COWS", "AUDIT-C", "NEWS2", "4AT", "PHQ-9", "RASS", "ABC", "SAD PERSONS", "CAGE"]
MODELS = ["Breathmark 7 evidential breath instrument", "Glucoread G2 meter", "Oxipal 200 pulse oximeter",
          "Cardiotrace 12-lead ECG", "Vitaline 5 BP monitor", "Thermoscan IR-4 tympanic thermometer",
          "Ambulift chair", "SafeCell anti-ligature mattress", "Reliant AED", "Rapiscreen 10-panel urine cup"]


def pick(rng, seq, k):
    idx = list(range(len(seq)))
    rng.shuffle(idx)
    return [seq[i] for i in sorted(idx[:k])]


def obs(rng, c, compact=False):
    """A line of observations; US uses F and mg/dL."""
    sbp, dbp = rng.randint(98, 168), rng.randint(58, 102)
    hr, rr = rng.randint(56, 128), rng.randint(11, 24)
    sat = rng.randint(93, 100)
    if c.cc == "US":
        temp = "%.1f F" % (rng.uniform(96.8, 100.6))
        gl = "%d mg/dL" % rng.randint(68, 260)
    else:
        temp = "%.1f C" % (rng.uniform(35.8, 38.1))
        gl = "%.1f mmol/L" % rng.uniform(3.6, 14.5)
    gcs = rng.choice(["15/15", "15/15", "15/15", "14/15 (E4 V4 M6)", "13/15 (E3 V4 M6)", "15"])
    if compact:
        return "BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %s, GCS %s, BM %s" % (sbp, dbp, hr, rr, sat, temp, gcs, gl)
    f = rng.choice([
        "BP {sbp}/{dbp} mmHg | P {hr} reg | RR {rr} | SpO2 {sat}% on air | Temp {temp} | GCS {gcs} | CBG {gl}",
        "Obs: BP {sbp}/{dbp}, HR {hr}, RR {rr}, sats {sat}% RA, T {temp}, GCS {gcs}, BM {gl}",
        "BP {sbp}/{dbp}   Pulse {hr}   Resps {rr}   O2 sat {sat}%   Temp {temp}   GCS {gcs}   Glucose {gl}",
    ])
    return f.format(sbp=sbp, dbp=dbp, hr=hr, rr=rr, sat=sat, temp=temp, gcs=gcs, gl=gl)


def breath(rng, c):
    if c.cc == "US":
        return "BrAC %.3f g/210L" % rng.uniform(0.02, 0.31)
    if c.cc == "AU":
        return "BAC %.3f" % rng.uniform(0.02, 0.29)
    if c.cc == "CA":
        return "%d mg%% (ASD)" % rng.randint(20, 280)
    return "%d mcg/100ml breath" % rng.randint(9, 140)


def med_line(rng, m=None):
    m = m or rng.choice(MEDS)
    return "%s %s %s %s" % (m[0], rng.choice(m[2]), m[1], m[3])


def meds(rng, k):
    return [med_line(rng, m) for m in pick(rng, MEDS, k)]


def pmh(rng, k):
    return pick(rng, PMH, k)


def injuries(rng, k):
    out = []
    for site in pick(rng, SITES, k):
        d = rng.choice(INJ).format(a=rng.randint(1, 9), b=rng.randint(1, 6), n=rng.randint(3, 15))
        out.append((site, d))
    return out


def pupils(rng):
    return rng.choice(["PEARL 4 mm", "pupils equal and reactive, 3 mm", "pupils pinpoint, sluggish",
                       "pupils 6 mm, reactive", "PERRLA", "pupils 2 mm bilaterally, reactive"])


def neuro(rng):
    return ", ".join(pick(rng, EPONYM_NEG, 2) + [pupils(rng), rng.choice(
        ["no nystagmus", "fine horizontal nystagmus", "speech slurred", "speech clear", "gait steady",
         "gait ataxic", "finger-nose intact", "tremor of outstretched hands"])])


def mse(rng, good=True):
    if good:
        return rng.choice([
            "Appearance: kempt, appropriately dressed for custody. Behaviour: calm, good eye contact. Speech: normal rate and volume. "
            "Mood: 'fed up'. Affect: reactive. Thought: logical, no delusions elicited. Perception: no hallucinations. "
            "Cognition: orientated x3. Insight: good.",
            "Alert and orientated. Engages well. No evidence of thought disorder or psychotic features. Denies thoughts of "
            "self-harm or suicide; future-orientated (wants to see children at weekend). Insight intact.",
            "Calm, cooperative. Speech coherent. Mood subjectively 'alright', objectively euthymic. No perceptual "
            "abnormality. 4AT 0. Able to give a clear account of the day.",
        ])
    return rng.choice([
        "Dishevelled, malodorous. Restless, pacing cell. Speech pressured, tangential. Mood elevated/irritable. "
        "Persecutory ideas about neighbours. Responding to unseen stimuli at times. Insight poor.",
        "Tearful, poor eye contact. Speech quiet and slow. Mood 'hopeless'. Reports thoughts of ending life "
        "but no current plan. Not psychotic. Partial insight.",
        "Drowsy but rousable, intermittently abusive. Speech slurred. Unable to assess mood fully. "
        "Disorientated to time. 4AT 5 - possible delirium vs intoxication.",
    ])


def decision(rng, fit=True):
    if fit:
        return rng.choice([
            "FIT TO DETAIN. Observation level 1 (general, at least hourly).",
            "Fit to detain with level 2 observations: 30-minute checks with rousing as per schedule.",
            "Fit to detain. Level 2 obs for 4 hours then review. Rouse and obtain verbal response.",
            "Fit to detain subject to medication plan below. Re-assess if condition changes.",
            "Fit to detain; constant observation (level 3) while at risk of self-harm.",
        ])
    return rng.choice([
        "NOT FIT TO DETAIN - transfer to ED by ambulance.",
        "Not fit to detain at present: requires hospital assessment of head injury (CT head criteria met).",
        "Unfit - suspected alcohol withdrawal with confusion; transfer to ED for IV thiamine and assessment.",
    ])


def withdrawal(rng):
    return rng.choice(["CIWA-Ar %d" % rng.randint(0, 22), "COWS %d" % rng.randint(0, 20),
                       "CIWA-Ar %d, COWS %d" % (rng.randint(0, 15), rng.randint(0, 12))])


def rouse_outcome(rng, ok=True):
    if ok:
        return rng.choice([
            "Rousable - responded to name, opened eyes, answered 'where are you?' appropriately",
            "Awake, sitting on bench, verbal response normal",
            "Asleep, breathing regular, rousable to voice, obeyed command (hold up 2 fingers)",
            "Rousable to voice; answered 'what is your name?' and 'where are you?'",
            "Awake, requested drink of water - provided",
            "Lying on mattress, RR 14, snoring, rousable to loud voice, coherent response",
            "Awake, pacing; spoke with DO, no concerns",
            "Rousable to verbal stimulus, speech slurred but coherent",
        ])
    return rng.choice([
        "Difficult to rouse - required shake of shoulder, HCP called",
        "Vomited in cell - recovery position, HCP informed",
        "Not responding to voice - sternal rub response, ambulance considered, HCP attended",
    ])
