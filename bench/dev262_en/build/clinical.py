"""PHI-free clinical prose blocks for post-COVID / ME/CFS services: symptoms,
history, medication, impressions, plans. Full of hard negatives (eponyms,
scores, doses, durations, criteria named after places)."""


def pick(rng, xs, k=None):
    if k is None:
        return rng.choice(xs)
    xs2 = list(xs)
    rng.shuffle(xs2)
    return xs2[:k]


ACUTE = [
    "Mild acute illness managed at home, {dur} of fever, cough and anosmia.",
    "Moderate acute illness; did not require admission. Lateral flow positive, PCR confirmed.",
    "Admitted for {n} days with COVID pneumonitis, required {o2} L/min O2 via nasal cannula, dexamethasone, not ventilated.",
    "Acute infection confirmed on LFT; bed-bound for {dur}, then 'never really recovered'.",
    "Presumed first-wave infection (no testing available at the time), antibody positive later.",
    "Two confirmed infections; second (Omicron BA.2 era) precipitated current decline.",
    "Admitted to HDU for CPAP for {n} days, discharged on day {n2}; no PE on CTPA.",
    "Mild URTI symptoms for {dur}; fatigue and PEM started approx. {wk} weeks after.",
]
DUR = ["3 days", "5 days", "a week", "10 days", "2 weeks", "4-5 days", "about a fortnight"]


def acute_history(rng):
    s = rng.choice(ACUTE)
    return s.format(dur=rng.choice(DUR), n=rng.randint(3, 12), o2=rng.choice([1, 2, 3, 4]),
                    n2=rng.randint(8, 20), wk=rng.randint(2, 6))


SYMPTOMS = [
    "profound fatigue, not relieved by rest",
    "post-exertional malaise (PEM) with a delay of {d} hours, lasting {l} days",
    "orthostatic intolerance: lightheaded on standing, worse after hot showers",
    "palpitations on standing and after meals",
    "cognitive dysfunction ('brain fog'): word-finding difficulty, losing track mid-sentence",
    "unrefreshing sleep despite {h} h in bed",
    "exertional breathlessness out of proportion to findings",
    "chest tightness without clear exertional pattern",
    "headaches, daily, pressure-type, worse upright",
    "myalgia and arthralgia, migratory",
    "parosmia (coffee and onions smell 'rotten'), partial anosmia",
    "dysgeusia",
    "tinnitus since infection",
    "paraesthesia in hands and feet, burning at night",
    "heat intolerance and night sweats",
    "GI upset: bloating, early satiety, alternating bowel habit",
    "flushing and urticaria after certain foods (?mast cell activation)",
    "noise and light sensitivity",
    "low mood secondary to loss of function",
    "anxiety around activity and symptom flares",
    "hair shedding (telogen effluvium) around month 3",
    "menstrual cycle worsening of all symptoms",
    "sore throat and tender lymph nodes during crashes",
    "visual blurring with screen use",
    "dizziness when turning head quickly (no true vertigo)",
    "air hunger, sighing breathing",
    "reduced exercise tolerance: previously ran {km} km, now limited to {m} m walking",
]


def symptom_list(rng, k=None):
    if k is None:
        k = rng.randint(4, 9)
    out = []
    for s in pick(rng, SYMPTOMS, k):
        out.append(s.format(d=rng.choice([12, 24, 24, 48, 72]), l=rng.choice(["2-3", "3-5", "4", "7", "up to 10"]),
                            h=rng.choice([9, 10, 11, 12]), km=rng.choice([5, 10, 21]),
                            m=rng.choice([100, 200, 300, 500])))
    return out


FUNCTION = [
    "Bell's CFIDS disability scale {b}/100.",
    "Housebound {hb} days out of 7; uses a wheelchair for longer distances.",
    "Able to shower seated only; partner helps with meals.",
    "Manages one short task per day (e.g. school run) then needs to lie flat.",
    "Working {hr} h/week from home under a phased plan.",
    "Off work since infection; on sick leave, currently on reduced pay.",
    "Drives short distances only; avoids motorway driving due to concentration.",
    "Stopped all exercise; previously gym 4x/week.",
    "Spends {lie} h/day lying down.",
    "Screen time limited to 30-min blocks.",
]


def function_lines(rng, k=3):
    out = []
    for s in pick(rng, FUNCTION, k):
        out.append(s.format(b=rng.choice([20, 30, 30, 40, 50, 60, 70]), hb=rng.randint(2, 7),
                            hr=rng.choice([8, 12, 16, 20, 24]), lie=rng.choice([4, 6, 8, 10, 14])))
    return out


MEDS = [
    "Ivabradine 2.5 mg BD", "Ivabradine 5 mg BD", "Propranolol 10 mg TDS PRN", "Bisoprolol 1.25 mg OD",
    "Fludrocortisone 100 micrograms OD", "Midodrine 2.5 mg TDS (last dose before 4pm)",
    "Low-dose naltrexone (LDN) 1.5 mg nocte", "LDN 3 mg ON", "Cetirizine 10 mg BD",
    "Fexofenadine 180 mg OD", "Famotidine 20 mg BD", "Montelukast 10 mg ON", "Sertraline 50 mg OD",
    "Amitriptyline 10 mg ON", "Nortriptyline 10 mg nocte", "Melatonin 2 mg MR ON",
    "Colecalciferol 800 units OD", "Vitamin D3 1000 IU daily", "Magnesium glycinate 200 mg",
    "Co-enzyme Q10 100 mg (self-purchased)", "Salbutamol 100 micrograms inhaler 2 puffs PRN",
    "Omeprazole 20 mg OD", "Levothyroxine 75 micrograms OD", "Metformin 500 mg BD",
    "Paracetamol 1 g QDS PRN", "Naproxen 250 mg BD PRN", "Pregabalin 75 mg BD",
    "Oral rehydration salts 2-3 sachets/day", "Sodium chloride 1 g tablets x3/day",
    "Class 2 compression stockings", "Waist-high compression garment (20-30 mmHg)",
    "Sumatriptan 50 mg PRN", "Loratadine 10 mg OD", "Apixaban 5 mg BD", "Ferrous fumarate 210 mg OD",
    "Mirtazapine 15 mg ON", "Duloxetine 30 mg OD", "Guanfacine 1 mg ON", "Pyridostigmine 30 mg TDS",
    "Ketotifen 1 mg BD", "Sodium cromoglicate 200 mg QDS", "Nicotinamide riboside (OTC)",
]

ALLERGIES = ["NKDA", "NKDA", "Penicillin (rash)", "Codeine - vomiting", "No known allergies",
             "Sulfa drugs", "Latex (contact dermatitis)", "Ibuprofen - wheeze", "Plasters"]

PMH = [
    "Asthma (childhood, well controlled)", "Hypothyroidism", "Migraine with aura", "IBS",
    "Hypermobility (Beighton 6/9), no formal hEDS diagnosis", "Depression (postnatal), resolved",
    "Type 2 diabetes, diet controlled", "Hypertension", "Endometriosis", "Anxiety",
    "Coeliac disease", "Previous glandular fever (EBV) as a teenager", "Raynaud's phenomenon",
    "Hashimoto's thyroiditis", "Obstructive sleep apnoea - uses CPAP", "Gilbert's syndrome",
    "Fibromyalgia diagnosed pre-COVID", "PCOS", "GORD", "Psoriasis", "Nil significant",
    "Lyme disease, treated, no sequelae", "Previous DVT (provoked)", "Eczema", "Iron deficiency anaemia",
]

IMPRESSIONS = [
    "Post-COVID-19 syndrome (ICD-10 U09.9)",
    "Post-COVID-19 condition meeting WHO clinical case definition",
    "ME/CFS, meets NICE NG206 criteria and IOM 2015 criteria",
    "ME/CFS, meets Canadian Consensus Criteria (CCC)",
    "Postural orthostatic tachycardia syndrome (PoTS)",
    "Orthostatic intolerance without PoTS on active stand",
    "Inappropriate sinus tachycardia (query)",
    "Dysfunctional breathing pattern (Nijmegen positive)",
    "Possible mast cell activation syndrome (MCAS)",
    "Post-exertional symptom exacerbation (PESE)",
    "Cognitive dysfunction, post-viral",
    "Deconditioning component (secondary)",
    "Sleep disturbance, non-restorative",
    "Small fibre neuropathy (suspected) - skin biopsy not yet done",
    "Reactive low mood / adjustment disorder",
    "Parosmia post-COVID",
]

PLAN = [
    "Energy management: pacing within the energy envelope, aim to stay below PEM threshold.",
    "Do NOT start graded exercise therapy (GET); follow symptom-contingent approach.",
    "Heart-rate guided pacing: keep HR below {hr} bpm (resting HR + 15) where possible.",
    "Increase fluid intake to 2-3 L/day and salt to 6-10 g/day unless contraindicated.",
    "Trial of compression garments.",
    "Start ivabradine 2.5 mg BD; check ECG and HR at 2 weeks.",
    "Refer to OT for cognitive pacing and vocational rehabilitation.",
    "Breathing pattern retraining with respiratory physiotherapy (BPD pathway).",
    "Trial of H1/H2 antihistamines for 4 weeks; keep symptom log.",
    "Sleep hygiene advice; consider low-dose amitriptyline if no improvement.",
    "Repeat bloods: FBC, ferritin, B12, folate, TFT, HbA1c, vitamin D.",
    "24-hour ECG (Holter) and echocardiogram requested.",
    "Refer for tilt-table testing (autonomic unit) with 10-min active stand beforehand.",
    "CPET not indicated at present given severity of PEM.",
    "Psychology: adjustment-focused support (not as treatment for ME/CFS itself).",
    "Fit note issued: 'may be fit for work with amended duties' for {wk} weeks.",
    "Discussed red flags: chest pain, syncope with injury, unilateral weakness - to seek urgent care (999/111).",
    "Signposted to peer support and the pacing toolkit.",
    "Review in clinic in {wk} weeks, or sooner if deterioration.",
    "Ferritin supplementation (ferritin 18); repeat in 3 months.",
    "Discuss referral to the ME/CFS specialist team if no improvement by 12 months.",
]


def plan_items(rng, k=None):
    if k is None:
        k = rng.randint(4, 8)
    return [s.format(hr=rng.choice([95, 100, 105, 110, 115]), wk=rng.choice([4, 6, 8, 12]))
            for s in pick(rng, PLAN, k)]


def meds(rng, k=None):
    if k is None:
        k = rng.randint(2, 7)
    return pick(rng, MEDS, k)


def pmh(rng, k=None):
    if k is None:
        k = rng.randint(1, 4)
    return pick(rng, PMH, k)


def impressions(rng, k=None):
    if k is None:
        k = rng.randint(2, 4)
    first = rng.choice(IMPRESSIONS[:4])
    rest = [x for x in pick(rng, IMPRESSIONS[4:], k - 1)]
    return [first] + rest


SOCIAL_BITS = [
    "Non-smoker. Alcohol: nil since infection (worsens symptoms).",
    "Ex-smoker (10 pack-years), quit 8 years ago. Alcohol 4 units/week.",
    "Never smoked. No recreational drugs.",
    "Vapes occasionally. Alcohol minimal.",
    "Lives in a 2nd-floor flat, no lift - stairs are a major barrier.",
    "Lives in a house with bathroom upstairs; has a perching stool.",
    "Independent with ADLs but slow; help with shopping.",
    "Has two children; childcare is the main energy drain.",
    "Drives; has stopped long journeys.",
]

EXAM = [
    "Alert, orientated, speech normal. No lymphadenopathy.",
    "HS I+II+0. Chest clear. Calves SNT. No peripheral oedema.",
    "Acrocyanosis of feet on standing (blood pooling) after 5 min.",
    "Neuro: cranial nerves intact, power 5/5 throughout, reflexes symmetrical, Romberg negative.",
    "Beighton score 4/9.",
    "Breathing pattern: upper chest, frequent sighs; breath-hold time 18 s.",
    "No joint swelling. Tender points not assessed.",
    "Skin: dermatographism present.",
    "Abdomen soft, non-tender.",
    "Fundi not examined.",
]

HARD_NEG_LINES = [
    "Note: DSQ-PEM screen positive (frequency and severity >= 2 on at least one item).",
    "Fukuda (1994) and Oxford criteria not used in this service.",
    "NASA lean test preferred in the community; Schellong test not performed.",
    "Patient declined Epworth questionnaire today (completed last time).",
    "No features of Addison's disease; 9am cortisol normal.",
    "Not consistent with Guillain-Barre; no areflexia.",
    "Hoover's sign negative.",
    "Borg RPE used for session monitoring (6-20 scale).",
    "London criteria historically used by the service; now NICE NG206.",
    "Wells score 0; D-dimer not repeated.",
    "QRISK3 not calculated.",
    "Glasgow Coma Scale 15/15 throughout.",
    "COMPASS-31 orthostatic subdomain notably raised.",
    "The Valsalva manoeuvre was not tolerated.",
    "Discussed the Spoon Theory as a pacing metaphor.",
    "Apple Watch and Garmin HR data reviewed (consumer devices, not diagnostic).",
    "Reviewed Visible app HRV trend (Morning Stability score 2/5).",
    "Uses the Bearable app to log symptoms.",
]


def hard_negs(rng, k=2):
    return pick(rng, HARD_NEG_LINES, k)


PACING_PHASES = [
    ("Stabilisation", "Reduce activity to a baseline you can sustain on a bad day without PEM. Build in rest before you need it."),
    ("Baseline setting", "Use the activity diary to find 3 weeks of stable symptoms. Activity is split into physical, cognitive, emotional and social."),
    ("Flexible pacing", "Only increase one activity by ~10% if symptoms stable for 2 weeks. No increase during a flare."),
    ("Flare plan", "Drop to 50% of baseline for 48-72 h, prioritise lying rest, fluids, salt. Do not 'push through'."),
]

PACING_TIPS = [
    "Traffic light system: green = routine, amber = plan rest after, red = avoid/delegate.",
    "Sit for tasks where possible (perching stool in kitchen, shower chair).",
    "Break activities into 10-15 min chunks with 10 min rest between.",
    "Rest = lying down, eyes closed, no screens, no podcasts.",
    "Heart rate monitor alerts set at {hr} bpm.",
    "Keep the 4 P's in mind: Plan, Prioritise, Pace, Position.",
    "Schedule cognitive tasks in the morning when energy is best.",
    "Avoid stacking appointments; one outing per day maximum.",
    "Use recumbent exercises only (e.g. bed-based stretches, Levine-style recumbent rowing not recommended at this stage).",
    "Borg RPE should stay at or below 11 ('light') during any activity.",
    "Wear noise-cancelling headphones in busy places.",
    "Pre-hydrate with 500 mL water plus electrolytes before getting up.",
]


def pacing_tips(rng, k=5):
    return [s.format(hr=rng.choice([100, 105, 110, 115, 120])) for s in pick(rng, PACING_TIPS, k)]


RTW_ADJ = [
    "Phased return over {wk} weeks starting at {h} hours/week, spread over non-consecutive days.",
    "Work from home on at least {d} days per week.",
    "Flexible start times to avoid rush-hour commuting.",
    "Access to a quiet rest space where the employee can lie down for 15-20 min.",
    "Reduced cognitive load: no new projects or complex deadlines during the phased return.",
    "No lone working, night shifts or on-call duties for the first 12 weeks.",
    "Temporary removal from driving duties (safety-critical role) until reviewed.",
    "Ergonomic assessment; sit-stand desk with perching stool.",
    "Regular 10-min breaks every hour, agreed in advance.",
    "Reasonable adjustments under the Equality Act 2010 should be considered.",
    "Disability-related sickness absence to be recorded separately from the attendance policy triggers.",
    "Access to Work application encouraged.",
    "Accommodations under the ADA; consider intermittent FMLA leave for flares.",
    "Gradual return-to-work (GRTW) plan in line with the duty to accommodate.",
    "Review meetings every 2 weeks with manager and OH.",
    "Parking space close to entrance.",
]


def rtw_adjustments(rng, k=5, country="UK"):
    pool = list(RTW_ADJ)
    if country != "UK":
        pool = [x for x in pool if "Equality Act" not in x and "Access to Work" not in x]
    if country != "US":
        pool = [x for x in pool if "ADA" not in x]
    if country not in ("CA",):
        pool = [x for x in pool if "duty to accommodate" not in x]
    return [s.format(wk=rng.choice([6, 8, 10, 12, 16]), h=rng.choice([4, 6, 8, 10, 12]), d=rng.choice([2, 3, 4]))
            for s in pick(rng, pool, k)]


BENEFIT_FUNC = [
    "cannot reliably repeat any activity; function on a 'good' day is not indicative of a typical day",
    "requires prompting to complete multi-step tasks due to cognitive impairment",
    "cannot stand for more than {m} minutes without presyncope",
    "cannot walk more than {w} metres without significant symptom exacerbation the following day",
    "needs assistance with meal preparation on most days",
    "needs a seat to wash and dress; takes over {t} minutes",
    "is unable to travel unaccompanied to an unfamiliar place",
    "has frequent crashes lasting several days after exceeding the energy envelope",
    "struggles to follow conversations in noisy environments",
    "cannot safely use public transport during flares",
]


def benefit_lines(rng, k=4):
    return [s.format(m=rng.choice([2, 3, 5, 10]), w=rng.choice([20, 50, 100, 200]), t=rng.choice([30, 45, 60]))
            for s in pick(rng, BENEFIT_FUNC, k)]


PORTAL_Q = [
    "I had a really bad crash after the appointment - travelled in and it took me {n} days to recover. Is it possible to have the next one by video?",
    "My heart rate went up to {hr} just standing in the kitchen this morning. Should I increase the ivabradine?",
    "Can I get a letter for my employer about the phased return? HR keep asking.",
    "The tilt table test letter says to stop my propranolol 48 hours before. Does that include the PRN one?",
    "I've been doing the pacing plan but I'm still crashing on the days I do the school run. Any ideas?",
    "Is it ok to have my booster while I'm still having PEM?",
    "Could you send the fit note to my email? The printer at the practice is broken apparently.",
    "The salt tablets are making me feel sick. Is there an alternative?",
    "I got a form from the benefits people, they want a supporting letter from a specialist. Can someone help?",
    "Just to let you know I won't make the CPET slot - I'm in a flare and can barely sit up.",
    "My smell has started coming back but everything smells like burning. Is that normal?",
    "I've been prescribed LDN privately, can the clinic take over?",
]


def portal_question(rng):
    return rng.choice(PORTAL_Q).format(n=rng.choice([3, 4, 5, 7]), hr=rng.choice([128, 134, 141, 150]))


PORTAL_A = [
    "Thanks for your message. A video appointment is absolutely fine - I have changed it and you will get a new link.",
    "Please don't change the dose yourself. Keep a log of lying and standing HR for 3 days and we will review.",
    "I have drafted a letter for your employer; it will be uploaded to your documents once signed.",
    "Yes, please hold the regular propranolol for 48 h; the PRN dose should also be avoided in that window.",
    "It sounds like the school run is pushing you over your envelope. Could someone share it on two days a week? Let's talk at the physio review.",
    "There's no contraindication to the booster; some people prefer to have it when stable. Discuss timing with your GP.",
    "We can't send fit notes by email from this service - your GP practice can issue it electronically.",
    "Try splitting the dose with food, or switch to electrolyte sachets. Let us know how you get on.",
    "Of course - please upload the form and we will complete the clinical section.",
    "No problem at all, we will rebook when you are more stable. Rest well.",
    "Parosmia during recovery is common. Smell training kits can help - see the leaflet link.",
    "We can't take over private prescribing, but the consultant will review at your next appointment.",
]
