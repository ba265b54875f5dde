"""Hard negatives: clinical text with no PHI (vitals, labs, drugs, codes, eponyms, scores,
clock times, durations, ordinary words that also occur as names elsewhere)."""

MEDS = [
    ("paracetamol 120mg/5ml oral suspension", ["5ml QDS PRN", "2.5ml up to 4 times a day PRN", "7.5ml QDS max 4 doses/24h"]),
    ("Calpol Infant 120mg/5ml", ["5ml QDS PRN fever", "2.5ml PRN"]),
    ("ibuprofen 100mg/5ml oral suspension", ["5ml TDS with food", "2.5ml TDS PRN", "7.5ml TDS"]),
    ("amoxicillin 250mg/5ml", ["5ml TDS 5/7", "5ml TDS for 5 days", "10ml TDS x 7 days"]),
    ("phenoxymethylpenicillin 250mg/5ml", ["5ml QDS 10/7", "10ml QDS for 10 days"]),
    ("clarithromycin 125mg/5ml", ["3.75ml BD 5/7", "5ml BD"]),
    ("co-amoxiclav 250/62 SF", ["5ml TDS 7/7"]),
    ("salbutamol 100mcg MDI via spacer", ["2 puffs PRN", "2-10 puffs PRN as per asthma plan", "4 puffs 4-hourly"]),
    ("Clenil Modulite 50mcg", ["2 puffs BD via spacer", "1 puff BD"]),
    ("Flixotide 50mcg Evohaler", ["1 puff BD"]),
    ("montelukast 4mg granules", ["1 sachet nocte"]),
    ("prednisolone 5mg soluble", ["20mg OD 3/7", "1mg/kg OD x 3 days"]),
    ("dexamethasone 2mg/5ml", ["0.15mg/kg stat"]),
    ("hydrocortisone 1% cream", ["apply thinly BD 7/7", "OD to face max 5 days"]),
    ("Epaderm ointment", ["apply liberally TDS and PRN", "use as soap substitute"]),
    ("Oilatum Junior bath additive", ["add to bath daily"]),
    ("Diprobase cream", ["apply QDS"]),
    ("Movicol Paediatric Plain", ["1 sachet OD", "2 sachets OD, titrate"]),
    ("lactulose 3.35g/5ml", ["2.5ml BD", "5ml BD"]),
    ("cetirizine 1mg/ml", ["2.5ml OD", "5ml OD"]),
    ("chlorphenamine 2mg/5ml", ["2.5ml TDS PRN"]),
    ("Gaviscon Infant", ["1 dose with feeds"]),
    ("Nutramigen LGG formula", ["as directed, 7 tins/month"]),
    ("melatonin 1mg/ml", ["2ml 30 min before bed"]),
    ("methylphenidate XL 18mg", ["1 mane"]),
    ("EpiPen Jr 150mcg", ["1 IM PRN anaphylaxis, carry 2"]),
    ("Abidec multivitamin drops", ["0.3ml OD"]),
    ("vitamin D 400 IU drops", ["1 drop OD"]),
    ("sodium valproate 200mg/5ml", ["2.5ml BD"]),
    ("Fucidin cream 2%", ["TDS 7/7"]),
    ("chloramphenicol 0.5% eye drops", ["1 drop 2-hourly x 48h then QDS 5/7"]),
    ("nystatin 100,000 units/ml", ["1ml QDS after feeds"]),
    ("clotrimazole 1% cream", ["BD for 2/52"]),
    ("mebendazole 100mg", ["1 tab stat, repeat in 2/52"]),
    ("ferrous fumarate 140mg/5ml", ["2.5ml BD with juice"]),
    ("insulin aspart (NovoRapid)", ["via pump, ICR 1:15"]),
]

PROBLEMS = [("Atopic eczema", "L20.9"), ("Asthma", "J45.9"), ("Bronchiolitis", "J21.9"),
            ("Acute otitis media", "H66.9"), ("Functional constipation", "K59.0"),
            ("Cow's milk protein allergy", "K52.2"), ("Simple febrile convulsion", "R56.0"),
            ("Global developmental delay", "F88"), ("Croup", "J05.0"), ("Kawasaki disease", "M30.3"),
            ("Henoch-Schonlein purpura", "D69.0"), ("Perthes disease", "M91.1"),
            ("Osgood-Schlatter disease", "M92.5"), ("Down syndrome", "Q90.9"),
            ("Hirschsprung disease", "Q43.1"), ("Recurrent tonsillitis", "J03.9"), ("ADHD", "F90.0"),
            ("Autism spectrum disorder", "F84.0"), ("Nocturnal enuresis", "N39.4"),
            ("Type 1 diabetes mellitus", "E10.9"), ("Coeliac disease", "K90.0"),
            ("Gastro-oesophageal reflux", "K21.9"), ("Plagiocephaly", "Q67.3"), ("Tongue tie", "Q38.1"),
            ("Undescended testis (R)", "Q53.1"), ("Developmental dysplasia of hip", "Q65.8"),
            ("Iron deficiency anaemia", "D50.9"), ("Peanut allergy", "Z91.010"), ("Speech delay", "F80.9"),
            ("Molluscum contagiosum", "B08.1"), ("Head lice", "B85.0"), ("Impetigo", "L01.0"),
            ("Epilepsy - absence seizures", "G40.3"), ("Scarlet fever", "A38"), ("Hand, foot and mouth", "B08.4"),
            ("Obesity (BMI >98th centile)", "E66.9"), ("Low mood", "F32.9"), ("Self-harm", "X78"),
            ("Glue ear", "H65.3"), ("Squint", "H50.9"), ("Congenital CMV", "P35.1"), ("Wilms tumour (treated)", "C64")]

EXAM = ["Alert, interactive, well hydrated.", "Chest clear, no recession, no added sounds.",
        "HS I+II+0.", "Abdo soft, non-tender, no masses.", "R TM bulging and erythematous, L TM dull.",
        "Throat: tonsils enlarged with exudate.", "No rash. CRT <2 sec centrally.",
        "Fontanelle soft and flat.", "Moro reflex present and symmetrical.",
        "Ortolani and Barlow negative bilaterally.", "Red reflex present both eyes.",
        "Testes descended bilaterally.", "Galeazzi sign negative.", "Spine straight, no sacral dimple.",
        "Kernig's and Brudzinski's negative.", "Mild subcostal recession, nasal flaring.",
        "Fine bibasal crackles, wheeze throughout.", "Dry flexural eczema, excoriated antecubital fossae.",
        "Small brown mark L shin, flat, 1cm - cafe au lait, no others.", "Koplik spots absent.",
        "Strawberry tongue, sandpaper rash on trunk.", "Darier's sign negative.",
        "Blanching maculopapular rash on trunk, glass test blanches.", "Gower's sign negative.",
        "Trendelenburg gait not present.", "Babinski downgoing.", "Weight-bearing, full ROM hips.",
        "Tolerated the exam with good grace, rapport good.",
        "Umbilicus clean and dry, cord separated.", "Mild jaundice to chest only.",
        "Stork mark nape of neck.", "Mongolian blue spot sacrum - documented on body map.",
        "Tympanic membranes grey and mobile.", "Cervical lymph nodes shotty, <1cm.",
        "No hepatosplenomegaly.", "Femoral pulses palpable.", "Palate intact, suck good.",
        "Plays well, walks steadily, good pincer grip.", "Little speech, uses gestures and pointing.",
        "Temperature rose to 39.2 overnight per parent.", "Skin: green-tinged vomit denied.",
        "Mild wheeze, peak flow 210 L/min (predicted 240).", "Pupils equal and reactive.",
        "Marked improvement since last review.", "Tonsils grade 3, no peritonsillar swelling.",
        "No frank haematuria.", "Wood's lamp: no fluorescence.",
        "Facial movements symmetrical - not Bell's palsy.", "Baker's cyst not palpable.", "Visual fields full to confrontation.",
        "Sharp pain RIF on coughing, Rovsing's negative.", "Rice-water stools described by parent.",
        "Hunter syndrome features absent.", "Long sleeves hide eczema on arms - examined.",
        "Pale, sandy-coloured crust over impetigo lesions."]

PLANS = ["Safety-netting advice given verbally and leaflet provided.",
         "Return if fever >5 days, rash, drowsy, poor feeding or reduced wet nappies.",
         "Mum will bring back if not improving in 48h.", "Parents will monitor and call 111 if worse.",
         "Hope to see improvement within a week.", "Continue emollients, step up if no better.",
         "Advised fluids little and often.", "Review 2/52.", "Review in 6/12.", "R/v PRN.",
         "Add to recall for 8-week imms.", "Weigh again in 2 weeks at clinic.",
         "Referral to dietitian discussed.", "Sticker chart and bladder diary explained.",
         "NICE traffic light: green. No red or amber features.", "NICE traffic light: amber - reviewed at 4 hours.",
         "Discussed Gillick competence; able to consent for herself.", "Fraser guidelines met.",
         "Inhaler technique checked with spacer, good.", "Personal asthma action plan updated.",
         "Will mark the chart for the school nurse.", "Young carer assessment to be offered.",
         "Lost a stone in weight over summer term - discussed healthy eating.",
         "Feeds: 150ml/kg/day, 6 x 180ml.", "Sleep hygiene discussed, day naps reduced.",
         "Brown stools, no pale stools or dark urine.", "Rose to amber on traffic light - reviewed again.",
         "Prescribed as below.", "No further action needed today.", "Mum may bring siblings to the next appointment.",
         "Pat skin dry after bathing, then emollient.", "Winter vomiting bug circulating at nursery.",
         "Long-term plan: step down inhaled steroid in the spring.", "Street drugs and alcohol discussed (HEADSS) - denies.",
         "Patience and consistency with the toilet training plan.", "Page the on-call paediatric registrar if concerned.",
         "Biopsy Marsh grade awaited.", "Family cook at home most nights; rice and vegetables.",
         "No bill for this consultation (free GP care for under-sixes).", "Pet bird at home - not thought relevant.",
         "Wakes at dawn most days; early bedtime advised.", "You may receive a text reminder."]

SCORES = ["FeverPAIN 2", "Centor 1/4", "Westley croup score 2", "PEWS 1", "ASQ-3 all domains above cut-off",
          "EPDS 7", "GCS 15/15", "Apgar 9 at 1 min, 10 at 5 min", "Tanner stage 2", "Bristol stool type 1-2",
          "Beighton 5/9", "SDQ total 14", "M-CHAT-R 1 (low risk)", "Wells score n/a", "Denver II normal",
          "PHQ-A 6", "GAD-7 5", "ACT score 19/25", "Schedule of Growing Skills II - age appropriate",
          "Edinburgh Postnatal Depression Scale 4", "WHO-5 64", "Glasgow Coma Scale 15"]

LABS = [("Hb", "g/L", 100, 140, "110-140"), ("WCC", "x10^9/L", 5, 16, "5.0-15.0"),
        ("Plt", "x10^9/L", 150, 450, "150-450"), ("Neut", "x10^9/L", 1, 9, "1.5-8.0"),
        ("CRP", "mg/L", 1, 60, "<5"), ("Na", "mmol/L", 133, 144, "135-145"), ("K", "mmol/L", 3, 5, "3.5-5.5"),
        ("Urea", "mmol/L", 2, 6, "2.5-6.0"), ("Creat", "umol/L", 20, 60, "20-50"),
        ("ALT", "U/L", 10, 45, "<40"), ("Bili", "umol/L", 3, 20, "<21"), ("Ferritin", "ug/L", 5, 60, "12-150"),
        ("TSH", "mU/L", 1, 6, "0.5-5.0"), ("fT4", "pmol/L", 10, 20, "11-22"), ("tTG-IgA", "U/mL", 0, 9, "<7"),
        ("Vit D (25-OH)", "nmol/L", 18, 90, ">50"), ("HbA1c", "mmol/mol", 36, 70, "<48"),
        ("ESR", "mm/hr", 2, 40, "<10"), ("Glucose", "mmol/L", 4, 9, "3.5-7.8"), ("Alb", "g/L", 34, 46, "35-50")]


def vitals(r, years):
    hr = r.randint(95, 160) if years < 2 else r.randint(70, 125)
    rr = r.randint(26, 50) if years < 2 else r.randint(14, 30)
    t = round(r.uniform(36.4, 39.8), 1)
    sat = r.randint(93, 100)
    parts = [f"T {t}°C" if r.random() < 0.5 else f"Temp {t}C", f"HR {hr}", f"RR {rr}",
             f"SpO2 {sat}% {'RA' if r.random() < 0.5 else 'on air'}", f"CRT {r.choice(['<2s', '2 sec', '<2 sec'])}"]
    if years >= 4 and r.random() < 0.5:
        parts.append(f"BP {r.randint(88, 118)}/{r.randint(50, 76)}")
    return r.choice([", ", "; ", "  "]).join(parts)


def growth(r, months):
    if months < 24:
        wt = round(3.3 + months * 0.45 + r.uniform(-0.6, 0.6), 2)
        ln = round(50 + months * 1.9 + r.uniform(-2, 2), 1)
        ofc = round(35 + months * 0.55 + r.uniform(-1, 1), 1)
        c = r.choice(["9th", "25th", "50th", "75th", "91st", "0.4th", "2nd", "98th"])
        return f"Wt {wt} kg ({c} centile), length {ln} cm, OFC {ofc} cm ({r.choice(['25th', '50th', '75th'])})"
    y = months / 12
    wt = round(12 + (y - 2) * 2.6 + r.uniform(-2, 4), 1)
    ht = round(87 + (y - 2) * 6 + r.uniform(-4, 4), 1)
    bmi = round(wt / (ht / 100) ** 2, 1)
    return f"Ht {ht} cm, Wt {wt} kg, BMI {bmi} kg/m2 ({r.choice(['50th', '75th', '91st', '98th', '99.6th'])} centile)"


ECZEMA_MEDS = [m for m in MEDS if m[0].split()[0] in ("hydrocortisone", "Epaderm", "Oilatum", "Diprobase", "Fucidin",
                                                       "cetirizine", "chlorphenamine", "clotrimazole")]
ASTHMA_MEDS = [m for m in MEDS if m[0].split()[0] in ("salbutamol", "Clenil", "Flixotide", "montelukast", "prednisolone",
                                                      "cetirizine")]


def meds(r, n, pool=None):
    out = []
    for name, sigs in r.sample(pool or MEDS, n):
        out.append((name, r.choice(sigs)))
    return out


def problems(r, n):
    return r.sample(PROBLEMS, n)


INFANT_ONLY = {"Fontanelle", "Moro", "Ortolani", "Umbilicus", "Mild jaundice", "Stork", "Palate", "Mongolian", "Testes"}


def exam(r, n, months=None):
    pool = EXAM
    if months is not None and months >= 12:
        pool = [e for e in EXAM if not any(e.startswith(w) for w in INFANT_ONLY)]
    return " ".join(r.sample(pool, n))


def plan(r, n):
    return r.sample(PLANS, n)


def labs(r, n):
    out = []
    for name, unit, lo, hi, ref in r.sample(LABS, n):
        v = r.uniform(lo, hi)
        val = f"{v:.1f}" if hi < 20 else str(int(v))
        flag = r.choice(["", "", "", " H", " L"])
        out.append((name, val + flag, unit, ref))
    return out


def clock(r, lo=8, hi=18):
    h, m = r.randint(lo, hi), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}hrs",
                     f"{(h - 1) % 12 + 1}.{m:02d}{'am' if h < 12 else 'pm'}"])


def gest(r):
    w = r.randint(29, 41)
    return f"{w}+{r.randint(0, 6)}"


def duration(r):
    return r.choice(["3/7", "2/7", "5/7", "1/52", "2/52", "48 hours", "3 days", "a week", "since yesterday",
                     "for 10 days", "6 weeks", "4 days", "overnight", "since last night"])


CODE_SYS = [("SNOMED CT", "24079001"), ("SNOMED CT", "195967001"), ("Read", "M111."), ("Read", "H33.."),
            ("CPT", "99392"), ("CPT", "90700"), ("ICD-10", "Z00.1"), ("ICD-10", "Z23"), ("MBS item", "10997"),
            ("MBS item", "701"), ("MBS item", "10987"), ("Read", "6564."), ("ICPC-2", "A98")]

VACCS = {"6-8 wk": ["DTaP/IPV/Hib/HepB", "MenB", "Rotavirus"], "12 wk": ["DTaP/IPV/Hib/HepB", "PCV", "Rotavirus"],
         "16 wk": ["DTaP/IPV/Hib/HepB", "MenB"], "1 yr": ["Hib/MenC", "MMR", "PCV booster", "MenB booster"],
         "3y4m": ["DTaP/IPV", "MMR 2"], "school": ["HPV", "Td/IPV", "MenACWY"], "flu": ["LAIV (nasal flu)"]}
SITES = ["L thigh (ALT)", "R thigh (ALT)", "L deltoid", "R deltoid", "oral", "intranasal"]
