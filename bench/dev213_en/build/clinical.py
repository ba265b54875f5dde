"""Non-PHI clinical content: vitals, labs, medicines, presentations."""


def f1(r, a, b):
    return "%.1f" % r.uniform(a, b)


def vitals(r, sick=0, child=False, au=True, compact=None):
    t = f1(r, 36.3, 37.4) if sick == 0 else f1(r, 37.6, 39.8)
    hr = r.randint(95, 150) if child else (r.randint(64, 92) if sick == 0 else r.randint(96, 132))
    rr = r.randint(22, 44) if child else (r.randint(14, 18) if sick == 0 else r.randint(20, 32))
    sbp = r.randint(108, 168) if sick < 2 else r.randint(78, 98)
    dbp = r.randint(62, 98) if sick < 2 else r.randint(40, 60)
    sat = r.randint(95, 99) if sick == 0 else r.randint(93, 97) if sick == 1 else r.randint(85, 93)
    bgl = f1(r, 4.6, 16.8) if au else f1(r, 4.6, 16.8)
    if compact is None:
        compact = r.random() < 0.5
    if child:
        bp = ""
    else:
        bp = "BP %d/%d, " % (sbp, dbp) if compact else "BP %d/%d mmHg\n" % (sbp, dbp)
    if compact:
        out = "T %s, HR %d, RR %d, %sSpO2 %d%% RA" % (t, hr, rr, bp, sat)
        return out + (", BGL %s mmol/L" % bgl if not child or r.random() < 0.3 else "")
    out = "Temp %s C\nPulse %d bpm\nResp %d /min\n%sSpO2 %d%% on room air" % (t, hr, rr, bp, sat)
    return out + ("\nBGL %s mmol/L" % bgl if not child or r.random() < 0.3 else "")


def vitals_series(r, times, sick=2):
    rows = ["Time   HR   BP       RR  SpO2  GCS", "-----  ---  -------  --  ----  ---"]
    hr, sbp = r.randint(100, 135), r.randint(82, 110)
    for tm in times:
        hr += r.randint(-8, 4)
        sbp += r.randint(-4, 8)
        rows.append("%s  %3d  %3d/%-3d  %2d  %3d%%  %s" % (tm, hr, sbp, r.randint(45, 70), r.randint(18, 30),
                                                        r.randint(90, 99), r.choice(["15", "15", "14", "13"])))
    return "\n".join(rows)


def times(r, n, start_h=None):
    h = start_h if start_h is not None else r.randint(0, 20)
    m = r.randint(0, 59)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (h % 24, m))
        m += r.randint(10, 35)
        h += m // 60
        m %= 60
    return out


def tm(r):
    return "%02d:%02d" % (r.randint(0, 23), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55]))


def chronic_labs(r):
    return [("HbA1c", f1(r, 6.1, 12.8), "%"), ("eGFR", str(r.randint(18, 96)), "mL/min/1.73m2"),
            ("ACR", f1(r, 0.8, 86.0), "mg/mmol"), ("Creatinine", str(r.randint(58, 310)), "umol/L"),
            ("K+", f1(r, 3.6, 5.9), "mmol/L"), ("Total chol", f1(r, 3.2, 6.9), "mmol/L"),
            ("LDL", f1(r, 1.4, 4.6), "mmol/L"), ("Hb", str(r.randint(96, 158)), "g/L")]


CHRONIC_DX = ["Type 2 diabetes mellitus", "Hypertension", "Chronic kidney disease stage 3b",
              "Rheumatic heart disease (mitral regurgitation, moderate)", "COPD", "Ischaemic heart disease",
              "Dyslipidaemia", "Obesity (BMI 36)", "Chronic suppurative otitis media", "Bronchiectasis",
              "Depression", "Gout", "Atrial fibrillation", "Latent TB infection (treated)", "Hepatitis B (chronic, inactive)",
              "Osteoarthritis R knee", "Heart failure with reduced EF (EF 32%)", "Diabetic retinopathy (mild NPDR)"]

MEDS = ["metformin XR 1000 mg nocte", "gliclazide MR 60 mg mane", "empagliflozin 10 mg daily",
        "insulin glargine 24 units nocte", "perindopril 5 mg daily", "amlodipine 10 mg daily",
        "atorvastatin 40 mg nocte", "aspirin 100 mg daily", "benzathine penicillin G 1.2 MU IM q28 days",
        "frusemide 40 mg mane", "bisoprolol 2.5 mg daily", "tiotropium 18 mcg inhaled daily",
        "salbutamol 100 mcg 2 puffs PRN", "allopurinol 300 mg daily", "apixaban 5 mg BD",
        "sertraline 100 mg daily", "dulaglutide 1.5 mg weekly", "ramipril 10 mg daily",
        "candesartan 16 mg daily", "spironolactone 25 mg daily", "entecavir 0.5 mg daily",
        "paracetamol 1 g QID PRN", "calcium carbonate 600 mg BD", "ferrous sulfate 325 mg daily"]

MEDS_CA = ["metformin 500 mg BID", "sitagliptin 100 mg daily", "insulin detemir 18 units qhs",
           "lisinopril 20 mg daily", "hydrochlorothiazide 25 mg daily", "rosuvastatin 10 mg daily",
           "ASA 81 mg daily", "semaglutide 1 mg weekly", "levothyroxine 75 mcg daily"]


def med_list(r, k, au=True):
    pool = MEDS + ([] if au else MEDS_CA)
    return r.sample(pool, k)


# Presentations for a nurse-led clinic: (title, hpi, exam, assessment, plan, sick level)
def presentation(r, child=False, au=True, min_sick=0):
    temp = f1(r, 37.8, 39.6)
    opts = []
    if child:
        opts += [
            ("Ear discharge", "Mum reports R ear discharge x %d days, pulling at ear, febrile overnight. No vomiting. "
             "Eating and drinking OK." % r.randint(2, 9),
             "R TM perforated with purulent discharge, L TM dull and retracted. Temp %s." % temp,
             "R acute otitis media with perforation", "Amoxicillin 15 mg/kg TDS 7 days. Dry mop and cipro drops BD. "
             "Review in 1 week; ear health check in 6 weeks.", 1),
            ("Skin sores", "Multiple crusted sores on legs and arms, itchy at night, siblings similar.",
             "%d purulent crusted sores on lower limbs, burrows in finger webs. No fever." % r.randint(3, 12),
             "Impetigo secondary to scabies", "Cotrimoxazole BD 3 days; permethrin 5%% whole household today and "
             "repeat in 7 days. Wash bedding. Household screening booked.", 0),
            ("Diarrhoea", "Watery stools x%d/day since yesterday, 2 vomits, wet nappies reduced." % r.randint(4, 9),
             "Mildly dry mucous membranes, cap refill <2 s, alert. Weight %s kg." % f1(r, 7.0, 15.5),
             "Gastroenteritis, mild dehydration", "ORS via NGT trial 25 mL/kg over 4 hrs, reassess hourly. "
             "Stool MCS sent. Discussed with DMO.", 1),
            ("Cough and fever", "Cough x %d days, fast breathing today, reduced feeds." % r.randint(2, 6),
             "RR %d, mild subcostal recession, crackles R base. SpO2 %d%%." % (r.randint(44, 60), r.randint(89, 94)),
             "Community acquired pneumonia", "Procaine penicillin IM daily; O2 to keep sats >92%. "
             "Retrieval discussed if not improving.", 2),
        ]
    else:
        opts += [
            ("Diabetes review", "Attends for 3-monthly DM review. Reports polyuria, no hypos. Adherence variable, "
             "Webster pack mostly taken.", "BMI %s. Feet: monofilament intact, no ulcers. BP mildly elevated."
             % f1(r, 27, 41), "T2DM, suboptimal control", "HbA1c, ACR, UEC taken. Increase metformin. "
             "Dietitian via telehealth. Podiatry next outreach visit.", 0),
            ("Cellulitis L leg", "Red hot swollen L lower leg x 3 days after scratch while fishing. Fever overnight.",
             "Erythema to mid-shin, marked, tender. Temp %s. No crepitus." % temp, "Cellulitis L leg",
             "Cefazolin 2 g IV daily via clinic + probenecid. Mark margins. Review daily.", 1),
            ("Chest pain", "Central chest tightness radiating to L arm, onset at rest about 2 hrs ago, diaphoretic.",
             "Pale, clammy. ECG: ST elevation II, III, aVF. Troponin POC positive.", "Inferior STEMI",
             "Aspirin 300 mg, GTN, heparin, tenecteplase per protocol after DMO consult. Urgent retrieval requested.", 2),
            ("Bicillin injection", "Due for 28-day benzathine penicillin for RHD secondary prophylaxis. "
             "Last dose given on time.", "Well, afebrile. Murmur unchanged (pansystolic at apex).",
             "RHD - secondary prophylaxis", "Bicillin L-A 1,200,000 units deep IM R ventrogluteal with lignocaine. "
             "Next due in 28 days; recall entered.", 0),
            ("Laceration", "Cut L forearm on sheet metal at work about 1 hr ago. Tetanus status unknown.",
             "%d cm clean laceration, no tendon involvement, sensation intact." % r.randint(2, 9),
             "Simple laceration", "Irrigated, %d x 4-0 nylon sutures. ADT given. Remove sutures day 10." % r.randint(3, 9), 0),
            ("Shortness of breath", "Worsening SOB x 4 days, increased sputum (green), wheeze. Smoker 30 pack-years.",
             "Wheeze throughout, RR 26, SpO2 89% RA, using accessory muscles.", "Infective exacerbation COPD",
             "Salbutamol via spacer, prednisolone 50 mg, doxycycline. O2 titrated to 88-92%. DMO consulted.", 2),
            ("UTI symptoms", "Dysuria and frequency x 2 days, no loin pain, not pregnant.",
             "Afebrile. Urinalysis: leucocytes +++, nitrites +. Urine bHCG negative.", "Uncomplicated cystitis",
             "Trimethoprim 300 mg nocte 3 days. MSU sent. Push fluids.", 0),
            ("Dog bite", "Bitten on R calf by camp dog this morning.",
             "Two puncture wounds, minor surrounding bruising. Distal pulses present.", "Dog bite R calf",
             "Wound irrigated and left open. Amoxicillin-clavulanate 5 days. ADT up to date.", 0),
            ("Headache and high BP", "Headache x 2 days, ran out of BP tabs 2 weeks ago.",
             "BP 186/112, repeated 178/108. No focal neuro signs. Fundi not visualised.", "Uncontrolled hypertension",
             "Restarted perindopril and amlodipine. Review BP in 2 days. Bloods taken.", 1),
            ("Fall from vehicle", "Fell from back of ute at approx 20 km/h, hit head, brief LOC per family.",
             "GCS 14, laceration occiput, tender C-spine midline.", "Head injury with possible C-spine injury",
             "C-spine collar, neuro obs q15min, IV access. Retrieval requested.", 2),
        ]
        if not au:
            opts += [
                ("Frostbite", "Snowmobile broke down on the lake, walked 3 hrs at -34 C. Fingers numb and white.",
                 "Blisters clear on fingertips R 2-4, sensation reduced. Core temp 35.4.",
                 "Superficial frostbite R hand, mild hypothermia", "Rewarmed in 40 C water bath, ibuprofen, "
                 "blisters left intact, tetanus updated. Daily dressing.", 1),
                ("ATV rollover", "ATV rolled on trail, pinned under it for about 10 min.",
                 "Tender L chest wall, decreased air entry L base, HR 118.", "L rib fractures ? pneumothorax",
                 "O2, IV, analgesia. Medevac requested.", 2),
            ]
    return r.choice([o for o in opts if o[5] >= min_sick])


MH_MSE = ["Appearance: casually dressed, good eye contact. Speech normal rate. Mood 'tired'. Affect flat. "
          "Thought form linear. No psychotic features. Insight partial.",
          "Dishevelled, poor eye contact, speech soft and slow. Mood low. Affect restricted. "
          "Hears voices saying the client is no good (2nd person). No command hallucinations reported. Insight limited.",
          "Calm, cooperative, reactive affect. Thoughts goal-directed. Denies perceptual disturbance. "
          "Cognition grossly intact. Insight and judgement fair."]

# specialty, reason, history, impression, show renal/metabolic results table
SPECIALTIES = [
    ("Nephrology", "CKD review", "Reports fatigue and reduced appetite over 3 months. Nocturia x2. Ankle swelling in "
     "the evenings. Not keen on dialysis away from country.", "CKD 3b-4, likely diabetic nephropathy, progressing. "
     "Hyperkalaemia risk on current regimen.", True),
    ("Cardiology", "RHD/valve follow-up", "Mostly well since last review. Missed 2 Bicillin doses over the holidays "
     "when away. Exertional SOB walking up hills, NYHA II.", "Moderate rheumatic mitral regurgitation, stable on echo. "
     "Adherence to prophylaxis remains the key issue.", False),
    ("Endocrinology", "diabetes review", "Glucose readings 10-18 mmol/L on the meter download. One hypo overnight "
     "last month. Finds injections difficult when out bush.", "T2DM with poor control despite 3 agents; insulin "
     "intensification reasonable.", True),
    ("Paediatrics", "growth faltering", "Weight crossing two centiles over 6 months. Frequent loose stools, "
     "recurrent ear infections, appetite fair.", "Growth faltering, likely multifactorial (recurrent infection, "
     "food insecurity); coeliac screen pending.", True),
    ("Dermatology", "chronic skin lesion", "Non-healing ulcer on shin for 5 months, slowly enlarging, "
     "occasionally bleeds. Sun exposure working outdoors.", "Likely basal cell carcinoma; excision required.", False),
    ("Psychiatry", "medication review", "Sleeping poorly, low mood persists on sertraline. No thoughts of self-harm. "
     "Cannabis on weekends.", "Moderate depressive episode, partial response. Substance use contributing.", False),
    ("Respiratory", "bronchiectasis review", "Wet cough most days, worse in the mornings, 3 courses of antibiotics "
     "this year. No haemoptysis.", "Bronchiectasis with frequent exacerbations; needs airway clearance program.", False),
    ("Infectious Diseases", "hepatitis B monitoring", "Asymptomatic. Adherent to entecavir per pharmacy records.",
     "Chronic hepatitis B, HBV DNA suppressed. Continue 6-monthly monitoring.", True),
    ("Obstetrics", "high-risk antenatal review", "G4P3 at 28+3 weeks, GDM on metformin, BSLs mostly in range. "
     "Good fetal movements.", "GDM, well controlled; plan birth at regional centre from 36 weeks.", True),
    ("Geriatrics", "cognitive decline", "Family report forgetting meals and getting lost walking to the store. "
     "Independent with ADLs.", "Probable mild dementia (KICA-Cog 28/39); exclude reversible causes.", True),
]

VACCINES_CHILD = [("DTPa-hepB-IPV-Hib", "Infanrix hexa"), ("13vPCV", "Prevenar 13"), ("Rotavirus", "Rotarix"),
                  ("MenB", "Bexsero"), ("MMRV", "Priorix-Tetra"), ("MenACWY", "Nimenrix"), ("Hep A", "Vaqta Paed"),
                  ("Influenza", "Vaxigrip Tetra"), ("HPV", "Gardasil 9"), ("dTpa", "Boostrix")]
VACCINES_ADULT = [("Influenza", "Fluad Quad"), ("Pneumococcal 20vPCV", "Prevenar 20"), ("Zoster", "Shingrix"),
                  ("dTpa", "Boostrix"), ("COVID-19", "Comirnaty XBB.1.5"), ("Hep B", "Engerix-B"), ("RSV", "Arexvy")]


def batch(r):
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return "%s%s%d" % (r.choice(letters), r.choice(letters), r.randint(10000, 99999))
