"""Clinical content for movement-disorder notes: none of it is PHI (hard negatives live here)."""

TIMES_4 = [["07:00", "11:00", "15:00", "19:00"], ["06:30", "10:00", "13:30", "17:00", "20:30"],
           ["07:30", "11:30", "15:30", "19:30"], ["06:00", "09:00", "12:00", "15:00", "18:00", "21:00"],
           ["08:00", "12:00", "16:00", "20:00"], ["07:00", "10:00", "13:00", "16:00", "19:00", "22:00"]]


def times(r):
    return r.choice(TIMES_4)


def ld_line(r, us, ts=None):
    ts = ts or times(r)
    if us:
        s = r.choice(["Carbidopa/levodopa 25/100 mg", "Sinemet 25/100", "Carbidopa-levodopa IR 25/100 mg",
                      "Rytary 36.25/145 mg", "Rytary 48.75/195 mg", "Dhivy 25/100 mg"])
    else:
        s = r.choice(["Co-careldopa 25/100 mg", "Co-beneldopa 25/100 mg (Madopar)", "Sinemet Plus 25/100 mg",
                      "Co-careldopa 12.5/50 mg", "Madopar 50/200 mg", "Stalevo 100/25/200 mg",
                      "Co-careldopa (Lecado) 25/100 mg"])
    qty = r.choice(["1 tab", "1 tablet", "1.5 tabs", "2 tabs", "1/2 tab", "1 cap", "2 caps"])
    return "%s %s at %s" % (s, qty, ", ".join(ts))


ADJUNCTS_UK = ["Opicapone 50 mg nocte", "Rasagiline 1 mg mane", "Safinamide 50 mg OD", "Ropinirole XL 8 mg OD",
               "Pramipexole PR 1.05 mg OD", "Pramipexole 0.18 mg TDS", "Rotigotine patch 4 mg/24 h",
               "Rotigotine 6 mg/24 h transdermal", "Amantadine 100 mg BD (last dose 14:00)",
               "Entacapone 200 mg with each levodopa dose", "Madopar CR 25/100 mg at 22:00",
               "Co-careldopa CR 50/200 mg nocte", "Selegiline 10 mg mane", "Madopar dispersible 62.5 mg PRN"]
ADJUNCTS_US = ["Ongentys (opicapone) 50 mg qHS", "Azilect (rasagiline) 1 mg daily", "Xadago (safinamide) 50 mg daily",
               "Ropinirole ER 8 mg daily", "Pramipexole 0.5 mg TID", "Neupro 4 mg/24 h patch",
               "Gocovri (amantadine ER) 137 mg qHS", "Entacapone 200 mg with each dose",
               "Nourianz (istradefylline) 20 mg daily", "Inbrija 84 mg inhaled PRN for OFF episodes",
               "Sinemet CR 50/200 qHS", "Kynmobi 10 mg SL PRN"]
OTHERS = ["Domperidone 10 mg TDS", "Quetiapine 25 mg nocte", "Clozapine 12.5 mg nocte", "Rivastigmine patch 4.6 mg/24 h",
          "Donepezil 5 mg nocte", "Melatonin 2 mg MR nocte", "Clonazepam 0.5 mg nocte", "Macrogol 1 sachet BD",
          "Senna 15 mg nocte", "Midodrine 2.5 mg TDS", "Fludrocortisone 100 micrograms OD", "Glycopyrronium 1 mg TDS",
          "Sertraline 50 mg OD", "Mirtazapine 15 mg nocte", "Mirabegron 50 mg OD", "Atorvastatin 20 mg nocte",
          "Amlodipine 5 mg OD", "Ramipril 2.5 mg OD", "Metformin 500 mg BD", "Levothyroxine 75 micrograms OD",
          "Apixaban 5 mg BD", "Omeprazole 20 mg OD", "Alendronic acid 70 mg weekly", "Adcal-D3 1 tab BD",
          "Paracetamol 1 g QDS PRN", "Tamsulosin 400 micrograms OD", "Vitamin B12 1 mg IM 3-monthly",
          "Pyridoxine 10 mg OD", "Cholecalciferol 1000 units OD"]
OTHERS_US = ["Nuplazid (pimavanserin) 34 mg daily", "Northera (droxidopa) 100 mg TID", "Carbidopa 25 mg with doses",
             "Polyethylene glycol 17 g daily", "Ondansetron 4 mg PRN (avoid)", "Lisinopril 10 mg daily",
             "Atorvastatin 40 mg qHS", "Tamsulosin 0.4 mg qHS", "Acetaminophen 650 mg q6h PRN",
             "Vitamin D3 2000 IU daily", "Melatonin 3 mg qHS", "Quetiapine 12.5 mg qHS"]


US_ABBR = [(" nocte", " qHS"), (" OD", " daily"), (" BD", " BID"), (" TDS", " TID"), (" QDS", " QID"), (" mane", " qAM")]
EXCLUSIVE = [("Quetiapine", "Clozapine", "Nuplazid"), ("Rivastigmine", "Donepezil"), ("Midodrine", "Northera"),
             ("Melatonin",), ("Atorvastatin",), ("Tamsulosin",), ("Paracetamol", "Acetaminophen"), ("Vitamin D", "Cholecalciferol")]


def usify(s):
    for a, b in US_ABBR:
        s = s.replace(a, b)
    return s


def med_list(r, us, n=None):
    n = n or r.randint(3, 8)
    out = [ld_line(r, us)]
    adj = list(ADJUNCTS_US if us else ADJUNCTS_UK)
    oth = [usify(x) for x in OTHERS if not x.startswith("Domperidone")] + OTHERS_US if us else list(OTHERS)
    r.shuffle(adj)
    r.shuffle(oth)
    k = r.randint(1, min(3, n))
    out += adj[:k]
    used = set()
    for x in oth:
        if len(out) >= n:
            break
        grp = [g for g in EXCLUSIVE if any(x.startswith(w) for w in g)]
        if grp and grp[0] in used:
            continue
        if grp:
            used.add(grp[0])
        out.append(x)
    return out


TYPOS = [("levodopa", "levodpa"), ("dyskinesia", "dyskinesa"), ("Constipation", "Constipaton"), ("hallucinations", "halucinations"),
         ("afternoon", "afternnon"), ("despite", "dispite"), ("embarrassing", "embarassing"), ("difficulty", "dificulty"),
         ("reduced", "reduce"), ("interferes", "interfers")]


def typo(r, s, p=0.06):
    if r.random() >= p:
        return s
    for a, b in TYPOS:
        if a in s:
            return s.replace(a, b, 1)
    return s


def ledd(r):
    return r.choice(range(300, 1650, 25))


SYMPTOMS = [
    "{He} describes wearing off about {h} hours after each levodopa dose, with slowness and a return of tremor before the next dose is due.",
    "Peak-dose dyskinesia, mainly choreiform movements of the trunk and left arm, is present for roughly {m} minutes after each dose but is not troublesome to {him}.",
    "There is early-morning OFF with painful dystonic curling of the toes of the right foot, relieved about {m} minutes after the first dose.",
    "Freezing of gait occurs in doorways and when turning in the kitchen; cueing with a metronome app helps.",
    "{He} reports {n} falls in the last {mo} months, mostly backwards and when turning.",
    "Visual hallucinations have started: {he} sees small animals at dusk but retains insight.",
    "Constipation is a problem, bowels opening every {n} days despite macrogol.",
    "Nocturia x{n} and urgency; no incontinence.",
    "{He} feels light-headed on standing, particularly after breakfast and in hot weather.",
    "Drooling is embarrassing at the table and at night.",
    "{He} has coughing with thin fluids but manages soft solids.",
    "Dream enactment continues, though less since the clonazepam was started.",
    "Daytime sleepiness is marked and {he} nods off in the afternoon.",
    "Mood is lower; {he} admits to apathy and reduced interest in hobbies.",
    "Memory has slipped a little according to the family, with word-finding difficulty.",
    "Voice is quieter and the family often ask {him} to repeat {himself}.",
    "Handwriting has become small (micrographia) and {he} now types most letters.",
    "There were episodes of compulsive online shopping last year which settled after the agonist was reduced.",
    "Weight has fallen by {kg} kg over the last {mo} months.",
    "Sleep is broken by restless legs in the evening and difficulty turning in bed.",
    "Tremor remains the dominant symptom and interferes with eating soup and drinking from a cup.",
    "Anxiety occurs during OFF periods with a sense of panic that settles once the medication works.",
]


def symptoms(r, p, k=None):
    k = k or r.randint(2, 5)
    out = []
    for s in r.sample(SYMPTOMS, k):
        out.append(typo(r, s).format(He=p.He, he=p.he, him=p.him, his=p.his, himself="himself" if p.sex == "M" else "herself",
                            h=r.choice(["2", "2.5", "3", "3.5"]), m=r.choice([20, 30, 40, 45, 60, 90]),
                            n=r.randint(2, 6), mo=r.choice([3, 4, 6, 12]), kg=r.choice([3, 4, 5, 6, 8])))
    return out


EXAM = [
    "Hypomimia and hypophonia.", "Rest tremor of the right hand, amplitude about 2 cm, re-emergent on posture.",
    "Rigidity R>L with activation.", "Bradykinesia with decrement on finger taps and foot taps.",
    "Gait: reduced arm swing bilaterally, shuffling, {n} steps to turn.", "Pull test: {n} steps backwards, recovers unaided.",
    "Glabellar tap positive (Myerson's sign).", "Plantars flexor, no Babinski sign.", "Romberg negative.",
    "Saccades full with normal velocity; no vertical gaze palsy.", "No cerebellar signs.",
    "Mild peak-dose chorea of the neck and trunk.", "Camptocormia when tired, correctable.", "Pisa syndrome to the left.",
    "Stooped posture; festination on the corridor walk.", "Axial rigidity moderate.", "Speech soft but intelligible.",
    "Cognition grossly intact; oriented in time and place.", "Dyskinesia-free at the time of examination.",
]


def exam(r, k=None):
    k = k or r.randint(3, 7)
    return [s.format(n=r.randint(2, 7)) for s in r.sample(EXAM, k)]


def bp(r):
    s1, d1 = r.randint(118, 168), r.randint(66, 94)
    drop = r.choice([4, 8, 12, 18, 22, 28, 34])
    return "%d/%d" % (s1, d1), "%d/%d" % (s1 - drop, d1 - r.randint(2, 14)), drop


def scores(r, k=None):
    pool = ["MDS-UPDRS Part III %d (ON)" % r.randint(12, 48), "MDS-UPDRS III OFF %d / ON %d" % (r.randint(35, 62), r.randint(12, 30)),
            "Hoehn & Yahr %s" % r.choice(["1.5", "2", "2.5", "3", "4"]), "MoCA %d/30" % r.randint(18, 30),
            "ACE-III %d/100" % r.randint(68, 98), "PDQ-39 SI %.1f" % (r.randint(80, 520) / 10.0),
            "NMSQ %d/30" % r.randint(4, 20), "Epworth %d/24" % r.randint(3, 19),
            "HADS anxiety %d, depression %d" % (r.randint(2, 15), r.randint(2, 14)), "FOG-Q %d/24" % r.randint(2, 20),
            "Schwab & England %d%%" % r.choice([50, 60, 70, 80, 90]), "UDysRS %d" % r.randint(8, 60),
            "QUIP-RS %d" % r.randint(0, 22), "Clinical Frailty Scale %d" % r.randint(3, 7)]
    return r.sample(pool, k or r.randint(2, 4))


LABS = [("Hb", "g/L", 105, 158, "130-170"), ("WCC", "x10^9/L", 4, 11, "4.0-11.0"), ("Plt", "x10^9/L", 150, 390, "150-400"),
        ("Na", "mmol/L", 131, 144, "135-145"), ("K", "mmol/L", 3.4, 5.1, "3.5-5.3"), ("Creatinine", "umol/L", 58, 140, "59-104"),
        ("eGFR", "mL/min/1.73m2", 38, 90, ">60"), ("B12", "ng/L", 150, 620, "197-771"), ("Folate", "ug/L", 2.5, 14, "3.9-26.8"),
        ("Homocysteine", "umol/L", 9, 38, "<15"), ("MMA", "nmol/L", 150, 620, "<280"), ("Vit D", "nmol/L", 22, 110, "50-125"),
        ("TSH", "mU/L", 0.6, 4.8, "0.27-4.2"), ("CK", "U/L", 40, 320, "40-320"), ("ALT", "U/L", 10, 58, "<41"),
        ("CRP", "mg/L", 1, 48, "<5"), ("HbA1c", "mmol/mol", 36, 62, "<48"), ("Albumin", "g/L", 30, 45, "35-50")]


def labs(r, names=None, k=None):
    pool = [l for l in LABS if names is None or l[0] in names]
    out = []
    for n, u, lo, hi, rng_ in r.sample(pool, k or min(len(pool), r.randint(3, 6))):
        v = r.uniform(lo, hi)
        v = ("%.1f" % v) if hi < 20 else str(int(v))
        out.append((n, v, u, rng_))
    return out


def lab_str(r, names=None, k=None):
    return ", ".join("%s %s %s" % (n, v, u) for n, v, u, _ in labs(r, names, k))


DIAG = ["Idiopathic Parkinson's disease", "Parkinson's disease, tremor-dominant", "Parkinson's disease, akinetic-rigid",
        "Young-onset Parkinson's disease (GBA variant)", "Parkinson's disease with motor fluctuations",
        "Parkinson's disease dementia", "Parkinson's disease (LRRK2 G2019S carrier)"]
DIAG_OTHER = ["Multiple system atrophy, parkinsonian type (probable)", "Progressive supranuclear palsy (Richardson syndrome)",
              "Essential tremor", "Dementia with Lewy bodies", "Drug-induced parkinsonism", "Vascular parkinsonism",
              "Corticobasal syndrome"]
COMORB = ["Hypertension", "Type 2 diabetes", "Atrial fibrillation on apixaban", "Osteoporosis", "Benign prostatic hyperplasia",
          "Hypothyroidism", "Depression", "Orthostatic hypotension", "REM sleep behaviour disorder", "Chronic kidney disease stage 3a",
          "Previous TIA", "Glaucoma (avoid anticholinergics)", "Osteoarthritis of the knees", "Hiatus hernia",
          "Obstructive sleep apnoea on CPAP", "Macular degeneration", "Restless legs syndrome"]


def comorbid(r, k=None):
    return r.sample(COMORB, k or r.randint(1, 4))


PLAN = [
    "Increase levodopa to five doses per day, shortening the interval to 3 hours.",
    "Add opicapone 50 mg at bedtime to smooth wearing off.",
    "Reduce the dopamine agonist by one step each fortnight given the impulse control symptoms.",
    "Start domperidone 10 mg TDS for one week before any change, ECG to check QTc.",
    "Refer to community physiotherapy for LSVT BIG and falls prevention.",
    "Refer to speech and language therapy for swallow assessment and LSVT LOUD.",
    "Lying and standing BP at the surgery; consider midodrine if the drop persists.",
    "Bloods: FBC, U&E, B12, folate and vitamin D.",
    "Neuropsychology assessment ahead of a decision on device-aided therapy.",
    "Discuss at the movement disorders MDT regarding DBS candidacy.",
    "Trial of glycopyrronium for sialorrhoea.",
    "Continue current regimen; review in 6 months.",
    "Medication timing card provided; doses must not be delayed if admitted.",
    "Commence macrogol 1-2 sachets daily and increase fluids.",
    "Stop oxybutynin given confusion; switch to mirabegron.",
    "Quetiapine 12.5 mg at night for hallucinations, titrate slowly.",
    "Occupational therapy home assessment for rails and a perching stool.",
    "Provided written information on apomorphine infusion and Duodopa for consideration.",
    "Advised against driving until reviewed; to inform the licensing authority.",
    "Vitamin D replacement and bone health review given falls.",
]


def plan(r, k=None):
    return r.sample(PLAN, k or r.randint(2, 5))


DBS_SYSTEMS = ["Medtronic Percept PC (B35200) with SenSight directional leads (B33015)",
               "Medtronic Activa RC with 3389 leads", "Medtronic Activa PC with 3387 leads",
               "Boston Scientific Vercise Genus R16 with Cartesia directional leads",
               "Boston Scientific Vercise Gevia with Cartesia leads", "Abbott Infinity 7 with directional leads 6172",
               "Abbott Infinity 5 with 6170 leads", "Medtronic Percept RC with SenSight leads"]
TARGETS = [("bilateral STN", "STN"), ("bilateral GPi", "GPi"), ("left VIM", "VIM"), ("bilateral VIM", "VIM"),
           ("right STN", "STN")]

PUMPS_APO = ["APO-go PUMP (Crono)", "Crono APO-go 2 pump", "APO-go POD", "Onapgo infusion device (SC)"]
PUMPS_LCIG = ["CADD-Legacy 1400 pump", "CADD-Legacy Duodopa pump", "Vyalev pump (foslevodopa/foscarbidopa)",
              "Produodopa infusion pump"]
TOXINS = [("Botox (onabotulinumtoxinA)", 100, "units"), ("Dysport (abobotulinumtoxinA)", 500, "units"),
          ("Xeomin (incobotulinumtoxinA)", 100, "units"), ("Botox", 200, "units")]
SCANNERS = ["Siemens Symbia Intevo SPECT/CT", "GE Discovery NM/CT 670", "GE NM 830", "Philips BrightView XCT",
            "Siemens Magnetom Vida 3T", "Philips Ingenia 3T", "GE Signa Premier 3T"]


def pct(a, b):
    return int(round(100.0 * (a - b) / a))
