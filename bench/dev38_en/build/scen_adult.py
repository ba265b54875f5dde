"""Adult primary-care presentations used by the family-medicine / GP genre.

Each scenario returns a dict of marked strings: reason, hx, exam, imp, plan
(list), meds (list).  PHI inside (dates, relatives, workplaces) is marked.
"""
import pools
from core import P, add_days
from blocks import he, his, him, pt_ref
from ctx import make_family


def _bp(r, hi=False):
    s = r.randint(142, 168) if hi else r.randint(112, 138)
    d = r.randint(86, 102) if hi else r.randint(68, 86)
    return f"{s}/{d}"


def _dur(r, uk):
    n = r.randint(2, 10)
    if uk and r.random() < 0.4:
        return f"{n}/7" if n < 7 else f"{n // 7 + 1}/52"
    return f"{n} days"


def sc_urti(r, ctx):
    uk = ctx.code != "US"
    d = _dur(r, uk)
    t = round(r.uniform(37.2, 38.6), 1)
    contact = ""
    if r.random() < 0.5:
        kid = make_family(r, ctx.loc, ctx.pt, r.choice(["son", "daughter"]))
        contact = f" {his(ctx, True)} {kid.relation} {P(kid.given, 'FAMILY')} had similar symptoms last week."
    return {
        "reason": r.choice(["sore throat and cough", "cough, coryza", "?chest infection", "URTI symptoms"]),
        "hx": (f"Cough and sore throat for {d}, initially dry now productive of {r.choice(['clear', 'yellow', 'green-tinged'])} "
               f"sputum. {r.choice(['Mild fevers at night.', 'Subjective fevers, sweats.', 'No fevers.'])} "
               f"No haemoptysis, no pleuritic pain. {r.choice(['Eating and drinking OK.', 'Appetite reduced but drinking well.'])} "
               f"Non-smoker.{contact}").replace("haemoptysis", "hemoptysis" if ctx.code == "US" else "haemoptysis"),
        "exam": (f"T {t} C, HR {r.randint(72, 104)}, RR {r.randint(14, 20)}, SpO2 {r.randint(95, 99)}% RA. "
                 f"Throat {r.choice(['injected, no exudate', 'mildly erythematous', 'tonsils enlarged, no pus'])}. "
                 f"Chest {r.choice(['clear', 'scattered coarse crackles R base, clear with cough', 'clear, good air entry'])}. "
                 f"No cervical lymphadenopathy."),
        "imp": r.choice(["Viral URTI", "Acute bronchitis, likely viral", "Lower respiratory tract infection"]),
        "plan": [r.choice(["Supportive care, fluids, paracetamol", "Symptomatic management, honey and lemon, analgesia"]),
                 r.choice(["No antibiotics indicated today, delayed script not given", "Delayed antibiotic prescription (amoxicillin 500 mg TDS 5 days) if not improving in 3 days"]),
                 "Safety-netting re breathlessness, chest pain, persistent fever"],
        "meds": [],
    }


def sc_htn(r, ctx):
    bp1, bp2 = _bp(r, True), _bp(r, True)
    prev = add_days(ctx.visit, -r.randint(20, 60))
    fam = ""
    if r.random() < 0.6:
        fam = (f" FHx: father had a stroke at {P(str(r.randint(55, 72)), 'AGE')}"
               f"{r.choice(['', ', mother hypertensive'])}.")
    home = r.random() < 0.5
    return {
        "reason": "BP review",
        "hx": (f"Review of raised BP first noted on {ctx.loc.D(prev, r.choice(ctx.loc.body_dates))} "
               f"({_bp(r, True)}). {r.choice(['Has been doing home readings', 'Completed ABPM'])}: average "
               f"{r.randint(138, 156)}/{r.randint(84, 96)}. Asymptomatic, no headaches, no visual disturbance, no chest pain."
               f"{fam} Drinks {r.randint(4, 22)} units/week. {r.choice(['Walks the dog daily.', 'Little regular exercise.', 'Plays five-a-side weekly.'])}"),
        "exam": f"BP {bp1} and {bp2} repeat. HR {r.randint(62, 88)} regular. BMI {round(r.uniform(24.5, 34.0), 1)}. HS normal, no bruits.",
        "imp": r.choice(["Stage 1 hypertension", "Essential hypertension, newly diagnosed", "Hypertension - not at target"]),
        "plan": [r.choice(["Start amlodipine 5 mg OD", "Start ramipril 2.5 mg OD, U&E in 2 weeks", "Lifestyle measures first, recheck 3 months"]),
                 "Bloods: U&E, lipids, HbA1c, urine ACR" if ctx.code != "US" else "Labs: BMP, lipid panel, A1c, urine microalbumin",
                 "ECG", r.choice(["Home BP diary", "Reduce salt and alcohol", "Referred to practice nurse for lifestyle review"])],
        "meds": [],
    }


def sc_back(r, ctx):
    loc = ctx.loc
    onset = add_days(ctx.visit, -r.randint(4, 20))
    job = getattr(ctx, "job", None)
    jobtxt = ""
    if job:
        jobtxt = f" Works as a {P(job, 'PROFESSION')}; " + r.choice(["lifting at work", "hurt it lifting a pallet", "long hours driving"]) + "."
    return {
        "reason": "low back pain",
        "hx": (f"Low back pain since {loc.D(onset, r.choice(['weekday', 'day_month', 'dm', 'ord_month']))} after "
               f"{r.choice(['lifting a sofa', 'gardening', 'a long drive', 'picking up a toddler', 'no clear trigger'])}. "
               f"Pain {r.randint(4, 8)}/10, worse on bending, radiates to {r.choice(['left buttock', 'right thigh', 'nowhere'])}. "
               f"No saddle anaesthesia, no bladder or bowel change, no leg weakness. No fever, no weight loss.{jobtxt}"),
        "exam": (f"Paraspinal tenderness L4/5. Flexion limited to {r.choice(['knees', 'mid-shin', 'fingertips 20 cm from floor'])}. "
                 f"SLR {r.randint(60, 90)} deg bilaterally. Power 5/5, reflexes symmetrical, sensation intact."),
        "imp": "Mechanical low back pain, no red flags",
        "plan": ["Keep active, avoid bed rest", r.choice(["Naproxen 500 mg BD with PPI cover for 1 week", "Ibuprofen 400 mg TDS with food", "Paracetamol regularly, heat pack"]),
                 r.choice(["Physio self-referral", "Fit note given for 1 week" if ctx.code in ("UK", "IE") else "Work note for 5 days", "Back exercises leaflet"]),
                 "Return if red flag symptoms develop"],
        "meds": [],
    }


def sc_diabetes(r, ctx):
    loc = ctx.loc
    a1 = round(r.uniform(6.8, 9.6), 1)
    mmol = int((a1 - 2.15) * 10.929)
    prev = add_days(ctx.visit, -r.randint(80, 200))
    a1txt = f"HbA1c {mmol} mmol/mol" if ctx.code in ("UK", "IE", "AU", "NZ") else f"A1c {a1}%"
    spouse = ""
    if r.random() < 0.5:
        sp = make_family(r, loc, ctx.pt, "wife" if ctx.pt.sex == "M" else "husband")
        spouse = f" Attends with {his(ctx)} {sp.relation} {P(sp.given, 'FAMILY')}, who does most of the cooking."
    return {
        "reason": "diabetes review",
        "hx": (f"Type 2 diabetes annual review. Last review {loc.D(prev, r.choice(['month_year', 'num', 'abbr']))}. "
               f"On metformin {r.choice(['500 mg BD', '1 g BD', '1 g BD and gliclazide 40 mg OD'])}. "
               f"{r.choice(['No hypos.', 'Occasional GI upset.', 'Feels well.'])} {r.choice(['Diet has slipped.', 'Walking 30 min most days.', 'Trying to cut down on bread.'])}"
               f"{spouse}"),
        "exam": (f"Wt {r.randint(78, 118)} kg, BMI {round(r.uniform(27, 38), 1)}. BP {_bp(r)}. Feet: pulses palpable, "
                 f"monofilament {r.choice(['intact', 'reduced L hallux'])}, no ulcers. {a1txt} ({r.choice(['up from', 'down from'])} previous)."),
        "imp": r.choice(["T2DM - suboptimal control", "T2DM - stable", "T2DM with early peripheral neuropathy"]),
        "plan": [r.choice(["Add sitagliptin 100 mg OD", "Start empagliflozin 10 mg OD, sick day rules discussed", "Continue current regimen"]),
                 "Retinal screening due", "Dietitian referral offered", "Repeat HbA1c in 3 months" if ctx.code != "US" else "Repeat A1c 3 months"],
        "meds": [],
    }


def sc_mood(r, ctx):
    loc = ctx.loc
    phq = r.randint(10, 19)
    gad = r.randint(8, 17)
    trig = r.choice([
        f"since losing {his(ctx)} job at {P(r.choice(pools.EMPLOYERS), 'ORGANIZATION')}",
        f"after the death of {his(ctx)} mother {P(make_family(r, loc, ctx.pt, 'mother').given, 'FAMILY')} in {loc.D(add_days(ctx.visit, -r.randint(60, 300)), 'month')}",
        "with stress at work and a relationship break-up",
        "over the last few months with no clear trigger",
    ])
    return {
        "reason": "low mood",
        "hx": (f"Low mood and poor sleep {trig}. Early waking, reduced appetite, struggling to concentrate. "
               f"PHQ-9 {phq}, GAD-7 {gad}. {r.choice(['Passive thoughts of not wanting to be here, no plans or intent.', 'Denies suicidal ideation.', 'No thoughts of self-harm.'])} "
               f"Protective factors: {r.choice(['children', 'partner', 'dog', 'faith community'])}. Alcohol {r.randint(0, 20)} units/week."
               + (f' Came in because "{P(ctx.partner.given.lower(), "FAMILY")} said i had to talk to someone".' if getattr(ctx, "partner", None) and r.random() < 0.5 else "")),
        "exam": "Appropriately dressed, good eye contact, flat affect, speech normal rate, no psychotic features. Insight intact.",
        "imp": r.choice(["Moderate depressive episode", "Mixed anxiety and depression", "Adjustment disorder with low mood"]),
        "plan": [r.choice(["Start sertraline 50 mg OD, warned re initial side effects", "Self-referral to talking therapies", "Watchful waiting, sleep hygiene"]),
                 "Crisis numbers given", f"Review {r.choice(['2 weeks', '4 weeks'])}"],
        "meds": [],
    }


def sc_knee(r, ctx):
    side = r.choice(["left", "right"])
    sport = r.choice(["football", "netball", "skiing", "running", "a fall at work", "hockey"])
    return {
        "reason": f"{side} knee pain",
        "hx": (f"{side.capitalize()} knee pain and swelling after {sport} {r.choice(['last weekend', '10 days ago', 'a fortnight ago'])}. "
               f"{r.choice(['Twisting injury, felt a pop.', 'Gradual onset.', 'Locking episodes since.'])} Able to weight bear. "
               f"{r.choice(['No giving way.', 'Feels unstable on stairs.'])}"),
        "exam": (f"Small effusion {side} knee. Medial joint line tenderness. {r.choice(['Lachman negative.', 'Lachman equivocal.'])} "
                 f"McMurray {r.choice(['positive', 'negative'])}. ROM 0-{r.randint(100, 130)} deg."),
        "imp": r.choice(["?medial meniscal tear", "Knee sprain", "Patellofemoral pain"]),
        "plan": ["RICE, analgesia", r.choice(["MRI requested", "Physiotherapy referral", "Sports medicine referral"]), "Review 3-4 weeks"],
        "meds": [],
    }


def sc_uti(r, ctx):
    return {
        "reason": "dysuria",
        "hx": (f"Dysuria and frequency for {_dur(r, ctx.code != 'US')}. {r.choice(['No loin pain, no fever.', 'Mild suprapubic discomfort.'])} "
               f"No vaginal discharge. " + (f"LMP {ctx.loc.D(add_days(ctx.visit, -r.randint(5, 25)), 'num')}. Not pregnant. " if ctx.age < 50 else "Postmenopausal. ") +
               f"{r.choice(['Second UTI this year.', 'First episode.', 'Had similar after holiday in the summer.'])}"),
        "exam": f"Afebrile. Abdomen soft, suprapubic tenderness, renal angles non-tender. Urine dip: leucocytes ++, nitrites +, blood +.",
        "imp": "Uncomplicated lower UTI",
        "plan": [r.choice(["Nitrofurantoin 100 mg MR BD 3 days", "Trimethoprim 200 mg BD 3 days" if ctx.code != "US" else "Macrobid 100 mg BID x 5 days"]),
                 "MSU sent", "Fluids; return if fever or flank pain"],
        "meds": [],
    }


def sc_eczema_skin(r, ctx):
    return {
        "reason": r.choice(["rash", "itchy skin", "skin lesion check"]),
        "hx": (f"Itchy {r.choice(['scaly', 'red', 'dry'])} rash on {r.choice(['both hands', 'forearms', 'shins', 'neck and flexures'])} "
               f"{r.choice(['for 3 weeks', 'for 2 months', 'since the winter'])}. {r.choice(['Uses hand gel a lot at work.', 'New washing powder.', 'History of childhood eczema.'])} "
               f"Tried {r.choice(['E45', 'hydrocortisone 1%', 'nothing'])}."),
        "exam": f"{r.choice(['Ill-defined erythematous patches with lichenification', 'Dry scaly plaques, some excoriation', 'Fissured erythema over knuckles'])}. No signs of infection.",
        "imp": r.choice(["Atopic eczema flare", "Irritant contact dermatitis", "Hand dermatitis"]),
        "plan": ["Emollient as soap substitute, apply liberally", r.choice(["Betamethasone valerate 0.1% cream BD 2 weeks", "Clobetasone butyrate 0.05% BD 2 weeks", "Hydrocortisone 1% BD 1 week"]),
                 "Review 4 weeks if not settling"],
        "meds": [],
    }


def sc_headache(r, ctx):
    return {
        "reason": "headaches",
        "hx": (f"Recurrent headaches for {r.choice(['6 weeks', '3 months', 'a couple of months'])}, "
               f"{r.choice(['bilateral band-like', 'unilateral throbbing with photophobia', 'frontal, worse on waking'])}. "
               f"{r.randint(2, 5)} per week. Takes {r.choice(['paracetamol', 'co-codamol', 'ibuprofen'])} most days. "
               f"No visual loss, no focal weakness, not worse lying flat, no jaw claudication. {r.choice(['Screen time ++ at work.', 'Sleeping poorly.', 'Caffeine 5-6 cups/day.'])}"),
        "exam": f"BP {_bp(r)}. Fundi visualised, discs sharp. Cranial nerves intact. No neck stiffness. Neuro exam normal.",
        "imp": r.choice(["Tension-type headache with medication overuse", "Migraine without aura", "Tension-type headache"]),
        "plan": [r.choice(["Stop regular analgesia, headache diary", "Propranolol 40 mg BD trial", "Amitriptyline 10 mg nocte"]),
                 "Explained red flags", "Review 6 weeks"],
        "meds": [],
    }


def sc_fatigue(r, ctx):
    return {
        "reason": "tiredness",
        "hx": (f"Tired all the time {r.choice(['for 2 months', 'for 3 months', 'since ' + P(r.choice(['Christmas', 'Easter']), 'DATE')])}. "
               f"{r.choice((['Heavy periods.'] if ctx.pt.sex == 'F' and ctx.age < 52 else []) + ['Working nights.', 'New baby at home.' if ctx.age < 50 else 'Caring for elderly mother.', 'Snores, partner reports apnoeas.'])} "
               f"No weight loss, no night sweats, bowels normal. Mood {r.choice(['OK', 'a bit flat', 'fine'])}."),
        "exam": f"Looks well. {r.choice(['Mild conjunctival pallor.', 'No pallor.'])} No lymphadenopathy. Thyroid not enlarged. BMI {round(r.uniform(22, 36), 1)}.",
        "imp": "Fatigue - for investigation",
        "plan": [("Bloods: FBC, ferritin, TFT, U&E, LFT, HbA1c, coeliac screen" if ctx.code != "US" else "Labs: CBC, ferritin, TSH, CMP, A1c, celiac panel"),
                 r.choice(["Epworth score 14 - sleep study referral", "Sleep hygiene discussed", "Review with results"])],
        "meds": [],
    }


def sc_gout(r, ctx):
    return {
        "reason": "painful big toe",
        "hx": (f"Sudden severe pain, redness and swelling of {r.choice(['left', 'right'])} 1st MTP joint overnight. "
               f"{r.choice(['Had a few beers at a wedding at the weekend.', 'Recently started bendroflumethiazide.', 'Second episode this year.'])} "
               f"Cannot tolerate the bedsheet on it."),
        "exam": "Hot, swollen, exquisitely tender 1st MTP joint. Afebrile. No other joints involved.",
        "imp": "Acute gout",
        "plan": ["Naproxen 500 mg BD with omeprazole for 5-7 days" if r.random() < 0.5 else "Colchicine 500 mcg BD-TDS for up to 6 days",
                 "Urate level 4-6 weeks after attack", "Discussed diet, alcohol, fluids"],
        "meds": [],
    }


def sc_contraception(r, ctx):
    loc = ctx.loc
    return {
        "reason": "contraception review",
        "hx": (f"Pill check. On {r.choice(['Microgynon 30', 'desogestrel 75 mcg', 'Rigevidon'])} for {r.choice(['2 years', '6 months', '18 months'])}. "
               f"{r.choice(['Happy with method.', 'Breakthrough bleeding.', 'Interested in coil.', 'Considering implant.'])} "
               f"LMP {loc.D(add_days(ctx.visit, -r.randint(3, 24)), r.choice(loc.body_dates))}. Non-smoker. No migraine with aura. No FHx VTE."),
        "exam": f"BP {_bp(r)}. BMI {round(r.uniform(19, 31), 1)}.",
        "imp": "Contraception review - UKMEC 1" if ctx.code == "UK" else "Contraception review, no contraindications",
        "plan": [r.choice(["12 months supply issued", "Booked for IUD fitting", "Implant fitting booked with nurse"]),
                 "STI screening offered", "Cervical screening up to date"],
        "meds": [],
    }


def sc_chest_pain(r, ctx):
    return {
        "reason": "chest discomfort",
        "hx": (f"Intermittent left-sided chest tightness for {r.choice(['a week', '3 weeks', '10 days'])}, "
               f"{r.choice(['at rest, lasting seconds', 'on climbing stairs, settles with rest', 'related to meals'])}. "
               f"{r.choice(['Ex-smoker.', 'Current smoker 10/day.', 'Never smoked.'])} FHx: brother MI aged {P(str(r.randint(44, 60)), 'AGE')}."),
        "exam": f"BP {_bp(r)}, HR {r.randint(60, 92)} reg. HS I+II+0. Chest clear. Chest wall {r.choice(['tender L costochondral', 'non-tender'])}.",
        "imp": r.choice(["Atypical chest pain", "?stable angina", "Musculoskeletal chest pain"]),
        "plan": ["ECG today", r.choice(["Rapid access chest pain clinic referral", "Troponin not indicated, pain-free >48h", "Trial of PPI"]),
                 "Advised to call emergency services if severe/prolonged pain"],
        "meds": [],
    }


def sc_insomnia(r, ctx):
    return {
        "reason": "poor sleep",
        "hx": (f"Difficulty getting off to sleep for {r.choice(['several months', '6 weeks', 'over a year'])}. "
               f"Lies awake for {r.choice(['1-2 hours', 'hours'])}, phone in bed. {r.choice(['Shift pattern changed recently.', 'Worried about finances.', 'Partner snores.'])}"),
        "exam": "Not examined.",
        "imp": "Primary insomnia",
        "plan": ["Sleep hygiene advice and CBT-I resources", "Avoid hypnotics", "Review 6 weeks"],
        "meds": [],
    }


ADULT = [sc_urti, sc_htn, sc_back, sc_diabetes, sc_mood, sc_knee, sc_uti, sc_eczema_skin, sc_headache,
         sc_fatigue, sc_gout, sc_contraception, sc_chest_pain, sc_insomnia]
FEMALE_ONLY = {sc_uti, sc_contraception}
