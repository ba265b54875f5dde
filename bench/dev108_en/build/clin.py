"""Non-PHI clinical material (hard negatives): labs, vitals, drugs, scores, eponyms,
ICD-10 codes, clock times, ordinary words that are also names.  Nothing here is
ever wrapped in PHI markers."""

LABV = [  # name, unit, lo, hi, decimals
    ("HbA1c", "mmol/mol", 20, 48, 0), ("HbA1c", "%", 4.0, 5.6, 1), ("potassium", "mmol/L", 3.5, 5.0, 1),
    ("sodium", "mmol/L", 135, 145, 0), ("creatinine", "mg/dL", 0.6, 1.2, 1), ("creatinine", "umol/L", 60, 110, 0),
    ("eGFR", "mL/min", 60, 120, 0), ("TSH", "mIU/L", 0.4, 4.0, 1), ("INR", "", 2.0, 3.0, 1),
    ("Hb", "g/dL", 12.0, 16.0, 1), ("haemoglobin", "g/L", 120, 160, 0), ("ferritin", "ug/L", 30, 300, 0),
    ("vitamin D", "nmol/L", 50, 125, 0), ("CRP", "mg/L", 0, 5, 0), ("WBC", "x10^9/L", 4.0, 11.0, 1),
    ("platelets", "x10^9/L", 150, 400, 0), ("ALT", "U/L", 7, 56, 0), ("LDL", "mmol/L", 0, 3.0, 1),
    ("cholesterol", "mmol/L", 0, 5.0, 1), ("PSA", "ng/mL", 0, 4.0, 1), ("glucose", "mmol/L", 3.9, 7.8, 1),
    ("glucose", "mg/dL", 70, 140, 0), ("BUN", "mg/dL", 7, 20, 0), ("B12", "pmol/L", 150, 600, 0),
    ("CD4", "cells/uL", 500, 1500, 0), ("ESR", "mm/hr", 0, 20, 0), ("uric acid", "mg/dL", 3.5, 7.2, 1),
    ("albumin", "g/L", 35, 50, 0), ("bilirubin", "umol/L", 0, 21, 0),
]
DRUGDOSE = [
    ("metformin", ["500 mg", "850 mg", "1 g"]), ("amlodipine", ["5 mg", "10 mg"]),
    ("salbutamol", ["100 mcg 2 puffs", "2.5 mg neb"]), ("sertraline", ["50 mg", "100 mg"]),
    ("levothyroxine", ["50 mcg", "75 mcg", "100 mcg"]), ("warfarin", ["3 mg", "5 mg"]),
    ("apixaban", ["2.5 mg", "5 mg"]), ("atorvastatin", ["20 mg", "40 mg"]), ("paracetamol", ["500 mg", "1 g"]),
    ("ibuprofen", ["200 mg", "400 mg"]), ("amoxicillin", ["250 mg", "500 mg"]), ("prednisolone", ["5 mg", "40 mg"]),
    ("methylphenidate", ["18 mg", "10 mg"]), ("cetirizine", ["10 mg"]), ("omeprazole", ["20 mg", "40 mg"]),
    ("lisinopril", ["10 mg", "20 mg"]), ("ramipril", ["2.5 mg", "5 mg"]), ("gliclazide", ["40 mg", "80 mg"]),
    ("insulin glargine", ["18 units", "24 units"]), ("furosemide", ["40 mg"]), ("bisoprolol", ["2.5 mg", "5 mg"]),
    ("fluoxetine", ["20 mg"]), ("citalopram", ["10 mg", "20 mg"]), ("montelukast", ["10 mg", "5 mg"]),
    ("budesonide", ["200 mcg"]), ("loratadine", ["10 mg"]), ("co-amoxiclav", ["625 mg"]),
    ("doxycycline", ["100 mg"]), ("nitrofurantoin", ["100 mg"]), ("tramadol", ["50 mg"]),
    ("gabapentin", ["300 mg"]), ("pregabalin", ["75 mg"]), ("losartan", ["50 mg"]), ("metoprolol", ["25 mg", "50 mg"]),
    ("allopurinol", ["100 mg", "300 mg"]), ("ferrous sulfate", ["200 mg"]), ("folic acid", ["5 mg"]),
    ("vitamin D3", ["1000 units"]), ("dolutegravir", ["50 mg"]), ("isoniazid", ["300 mg"]),
    ("melatonin", ["2 mg", "3 mg"]), ("ondansetron", ["4 mg"]), ("azithromycin", ["500 mg"]),
    ("clopidogrel", ["75 mg"]), ("aspirin", ["75 mg", "81 mg"]), ("lansoprazole", ["15 mg", "30 mg"]),
    ("sitagliptin", ["100 mg"]), ("empagliflozin", ["10 mg"]), ("mirtazapine", ["15 mg"]),
    ("quetiapine", ["25 mg"]), ("codeine", ["30 mg"]),
]
SIGS = ["BD", "BID", "bid", "TDS", "tds", "QDS", "OD", "od", "PRN", "prn", "nocte", "mane", "q4h",
        "q6h", "q8h", "daily", "twice daily", "at night", "qid", "once daily"]
ICD = [("E11.9", "type 2 diabetes"), ("I10", "hypertension"), ("J45.909", "asthma"), ("M54.5", "low back pain"),
       ("F41.1", "generalised anxiety"), ("Z00.00", "routine exam"), ("R51", "headache"), ("J06.9", "URTI"),
       ("K21.9", "reflux"), ("E03.9", "hypothyroidism"), ("F32.1", "depression"), ("N39.0", "UTI"),
       ("L20.9", "eczema"), ("B20", "HIV"), ("A15.0", "pulmonary TB"), ("E66.9", "obesity"),
       ("G43.909", "migraine"), ("M25.561", "knee pain"), ("R05", "cough"), ("H66.90", "otitis media"),
       ("J30.1", "hay fever"), ("Z23", "vaccination"), ("E55.9", "vitamin D deficiency"),
       ("D50.9", "iron deficiency anaemia"), ("F90.0", "ADHD"), ("G47.33", "sleep apnoea"), ("I48.91", "AF")]
EPON_P = [  # patient voice
    "I was diagnosed with {e} a few years back", "my mum has {e} so I worry", "they mentioned {e} at the last visit",
    "is this related to my {e}?", "the specialist thinks it might be {e}", "with the {e} I get tired quickly",
]
EPONS = ["Parkinson's disease", "Bell's palsy", "Crohn's disease", "Hashimoto's", "Graves' disease",
         "Addison's disease", "Alzheimer's", "Raynaud's", "Tourette's", "Osgood-Schlatter", "Sever's disease",
         "Meniere's disease", "Hodgkin lymphoma", "Asperger's", "Baker's cyst", "Kawasaki disease",
         "Perthes disease", "Barrett's oesophagus", "Guillain-Barre"]
EPON_S = ["Foley catheter in situ", "Babinski sign negative", "Glasgow Coma Scale 15/15", "Holter monitor booked",
          "Epley manoeuvre demonstrated", "Doppler done, no DVT", "Heimlich explained to parents",
          "Colles fracture, cast on", "Achilles tendon tender", "Down syndrome, lives with family",
          "Foley catheter changed", "Wilms tumour in remission", "Hirschsprung surgery as infant"]
ORD_SENT = [  # ordinary-word uses of name-pool words (never annotated)
    "Will the results be back soon?", "I will call back tomorrow.", "I hope that is ok.", "Hope this makes sense.",
    "Is there a grace period for the repeat?", "it was no joy getting through on the phone", "in good faith I took the tablets",
    "temp rose to 38.6 overnight", "sugar rose after dinner", "woke at dawn with the pain", "there is a red mark on the shin",
    "frank blood in the stool x1", "to be frank the wait was too long", "the bill from the last visit was wrong",
    "young children at home", "splinter of wood in the palm", "walked up the hill and got breathless",
    "the bell went and she came straight to the office", "can you page the on-call doctor", "please see page 2",
    "we have a king-size bed so hard to get up", "the price of the inhaler went up", "a diet rich in iron",
    "a little better today", "a long wait in reception", "brown discharge from the ear", "white patches on the tongue",
    "green phlegm since the weekend", "sharp pain under the ribs", "the strong painkillers make her drowsy",
    "cannot cook for himself at the moment", "the iris looked normal on exam", "the jack in the car slipped onto his hand",
    "poison ivy rash on both arms", "amber warning on the symptom checker", "a pearl-sized lump behind the ear",
    "he is a keen hunter and gets ticks", "swift recovery expected", "moss on the steps, slipped",
    "the fox terrier scratched her hand", "baker's yeast allergy?", "sore throat, little appetite",
]


def _val(r, lo, hi, dec):
    span = hi - lo
    v = r.uniform(lo - 0.4 * span, hi + 0.6 * span)
    v = max(v, 0.1 if dec else 1)
    return f"{v:.{dec}f}" if dec else str(int(round(v)))


def time_(r):
    h, m = r.randint(6, 18), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
    return r.choice([f"{h:02d}:{m:02d}", f"{h % 12 or 12}:{m:02d}{r.choice(['am', 'pm', ' am', ' pm'])}",
                     f"{h:02d}{m:02d}hrs", f"{h % 12 or 12}{r.choice(['am', 'pm'])}", f"{h}.{m:02d}"])


def lab(r, voice="staff"):
    n, u, lo, hi, dec = r.choice(LABV)
    v = _val(r, lo, hi, dec)
    uu = f" {u}" if u and u != "%" else u
    if voice == "pt":
        return r.choice([f"my {n} came back at {v}{uu}, is that ok?", f"the {n} was {v}{uu} last time",
                         f"they said my {n} is {v}{uu} which is a bit high?", f"{n} {v}{uu} on the app - what does that mean"])
    rng = f" (ref {lo}-{hi})" if r.random() < 0.5 else ""
    return r.choice([f"{n} {v}{uu}{rng}", f"{n}: {v}{uu}{rng}", f"latest {n} {v}{uu}"])


def vitals(r, voice="staff"):
    s, d, hr = r.randint(96, 178), r.randint(58, 104), r.randint(52, 124)
    t = f"{r.uniform(35.8, 39.4):.1f}"
    sp = r.randint(89, 100)
    if voice == "pt":
        return r.choice([f"bp was {s}/{d} at the pharmacy and pulse {hr}", f"my temp is {t} and i feel shivery",
                         f"the machine said {s} over {d}", f"oximeter says {sp}% and heart rate {hr}",
                         f"blood pressure {s}/{d} this morning"])
    items = [f"BP {s}/{d}", f"HR {hr}", f"T {t}C", f"SpO2 {sp}% RA", f"RR {r.randint(12, 28)}",
             f"wt {r.randint(9, 120)} kg", f"BMI {r.uniform(16, 41):.1f}", f"pulse {hr} bpm",
             f"temp {t}", f"sats {sp}%", f"BSL {r.uniform(3.5, 19):.1f} mmol/L", f"peak flow {r.randint(150, 560)} L/min"]
    k = r.randint(2, 5)
    return ", ".join(r.sample(items, k))


def drug(r, voice="staff"):
    dname, doses = r.choice(DRUGDOSE)
    dose = r.choice(doses)
    sig = r.choice(SIGS)
    if voice == "pt":
        return r.choice([f"I take {dname} {dose} {sig}", f"still on the {dname} {dose}",
                         f"can I take {dname} with my other tablets", f"the {dname} {dose} makes me feel sick",
                         f"ran out of {dname} {dose}", f"she has {dname} {dose} {sig}"])
    return r.choice([f"{dname} {dose} {sig}", f"{dname} {dose} {sig} x {r.randint(3, 14)} days",
                     f"{dname} {dose} PO {sig}", f"started {dname} {dose} {sig}", f"{dname} {dose} {sig}, {r.randint(14, 84)} tabs"])


def drug_parts(r):
    dname, doses = r.choice(DRUGDOSE)
    return dname, r.choice(doses), r.choice(SIGS)


def score(r):
    return r.choice([f"PHQ-9 {r.randint(0, 27)}", f"GAD-7 {r.randint(0, 21)}", f"pain {r.randint(1, 10)}/10",
                     f"GCS {r.randint(13, 15)}", f"AUDIT-C {r.randint(0, 12)}", f"CURB-65 {r.randint(0, 3)}",
                     f"Wells score {r.randint(0, 6)}", f"MMSE {r.randint(18, 30)}/30", f"Epworth {r.randint(2, 20)}",
                     f"NEWS2 {r.randint(0, 7)}", f"MUST score {r.randint(0, 3)}"])


def icd(r):
    c, d = r.choice(ICD)
    return r.choice([f"{c} {d}", f"{d} ({c})", f"ICD-10 {c}", f"Dx {c} - {d}"])


def epon(r, voice="staff"):
    if voice == "pt":
        return r.choice(EPON_P).format(e=r.choice(EPONS))
    return r.choice(EPON_S + [r.choice(EPONS) + " noted"])


def ordinary(r):
    return r.choice(ORD_SENT)


LOOK = ["seen by the PA this morning", "hx of DM type 2", "MS diagnosed in her thirties", "back to OR for washout",
        "breast CA in remission", "ED visit overnight", "3 days in ICU", "waited in A&E", "OT home visit arranged",
        "PT twice weekly for the knee", "ENT referral sent", "OPD review in 6 weeks", "CHC follow-up for BP",
        "ALS clinic every 3 months", "GP letter attached", "PA reviewed the wound", "DM and HTN, both controlled",
        "ICU outreach informed", "cardiac OR list", "known MS, on injections", "prostate CA on hormone therapy"]


def lookalike(r):
    return r.choice(LOOK)


def clin_sentence(r, voice="staff"):
    k = r.choices(["lab", "vit", "drug", "score", "icd", "epon", "ord", "look"], [10, 4, 7, 4, 3, 4, 2, 6])[0]
    return {"lab": lambda: lab(r, voice), "vit": lambda: vitals(r, voice), "drug": lambda: drug(r, voice),
            "score": lambda: score(r), "icd": lambda: icd(r), "epon": lambda: epon(r, voice),
            "ord": lambda: ordinary(r), "look": lambda: lookalike(r)}[k]()


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def sent(s):
    s = s.strip()
    if not s.endswith((".", "?", "!")):
        s += "."
    return cap(s)
