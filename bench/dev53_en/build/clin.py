"""Clinical text pools (no PHI in here)."""
from common import ch, rb, ri, R, sample

PROBLEMS = {
    "htn": ("Essential hypertension",
            ["Home BP readings mostly %d-%d/%d-%d per log." % (ri(118, 130), ri(131, 150), ri(70, 80), ri(81, 95)),
             "Tolerating current regimen without dizziness or cough.",
             "Reports occasional missed doses of the evening pill."],
            ["lisinopril 20 mg PO daily", "amlodipine 5 mg PO daily", "hydrochlorothiazide 25 mg daily",
             "losartan 50 mg daily", "chlorthalidone 12.5 mg daily", "metoprolol succinate 50 mg daily"],
            ["Continue current regimen; goal <130/80.", "Increase amlodipine to 10 mg daily.",
             "BMP in 2 weeks after dose change.", "Low-sodium diet reinforced, DASH handout given."]),
    "dm": ("Type 2 diabetes mellitus without complication",
           ["Fasting sugars 120s-160s, no hypoglycemia.", "Checks glucose once daily, occasionally skips.",
            "Denies polyuria, polydipsia or foot numbness."],
           ["metformin 1000 mg BID", "empagliflozin 10 mg daily", "semaglutide 0.5 mg SQ weekly",
            "glipizide 5 mg daily with breakfast", "insulin glargine 22 units qHS", "sitagliptin 100 mg daily"],
           ["A1c today; goal <7%.", "Diabetic foot exam done, monofilament intact.", "Referred for retinal exam.",
            "Urine microalbumin/creatinine ratio ordered.", "Titrate semaglutide to 1 mg weekly if tolerated."]),
    "hld": ("Hyperlipidemia",
            ["On statin, no myalgias.", "Diet has been 'so-so' per patient."],
            ["atorvastatin 40 mg qHS", "rosuvastatin 10 mg daily", "simvastatin 20 mg qHS", "ezetimibe 10 mg daily"],
            ["Fasting lipid panel with next labs.", "Continue statin; ASCVD risk reviewed."]),
    "hypothyroid": ("Hypothyroidism",
                    ["Energy improved since last dose adjustment.", "No palpitations or heat intolerance."],
                    ["levothyroxine 75 mcg daily", "levothyroxine 100 mcg daily", "levothyroxine 50 mcg daily"],
                    ["TSH in 6-8 weeks.", "Take levothyroxine on an empty stomach, separate from calcium."]),
    "copd": ("COPD, moderate",
             ["Using rescue inhaler 2-3 times a week.", "No exacerbations requiring prednisone this year.",
              "Still smoking about half a pack per day."],
             ["tiotropium 18 mcg inhaled daily", "albuterol HFA 2 puffs q4-6h PRN", "fluticasone/salmeterol 250/50 1 puff BID"],
             ["Spirometry ordered.", "Smoking cessation counseling >3 min, offered varenicline.",
              "Pneumococcal vaccine status reviewed."]),
    "ckd": ("Chronic kidney disease stage 3a",
            ["Creatinine stable, avoiding NSAIDs."],
            ["sodium bicarbonate 650 mg BID"],
            ["Renal function panel q6 months.", "Avoid NSAIDs and contrast where possible."]),
    "gerd": ("Gastroesophageal reflux disease",
             ["Heartburn controlled on PPI.", "Some breakthrough symptoms after late meals."],
             ["omeprazole 20 mg daily", "pantoprazole 40 mg daily", "famotidine 20 mg BID"],
             ["Trial step-down to every other day dosing.", "Head of bed elevation, avoid late meals."]),
    "oa": ("Primary osteoarthritis of both knees",
           ["Knee pain worse with stairs, morning stiffness <30 minutes."],
           ["acetaminophen 650 mg q8h PRN", "diclofenac 1% gel QID PRN", "meloxicam 7.5 mg daily"],
           ["Referral to physical therapy.", "Weight loss discussed.", "Consider intra-articular steroid injection."]),
    "dep": ("Major depressive disorder, recurrent, mild",
            ["PHQ-9 today %d, down from %d." % (ri(3, 9), ri(10, 18)), "Sleeping better, still low motivation."],
            ["sertraline 100 mg daily", "escitalopram 10 mg daily", "bupropion XL 150 mg daily"],
            ["Continue SSRI.", "Encouraged to re-engage with counselor.", "Safety screen negative."]),
    "obes": ("Obesity, BMI 30-39",
             ["Trying intermittent fasting, lost a few pounds."],
             ["phentermine 37.5 mg daily"],
             ["Nutrition referral.", "150 min/week moderate activity goal."]),
    "afib": ("Paroxysmal atrial fibrillation",
             ["No palpitations since last visit.", "No bleeding on anticoagulation."],
             ["apixaban 5 mg BID", "diltiazem ER 120 mg daily", "metoprolol tartrate 25 mg BID"],
             ["CHA2DS2-VASc reviewed; continue apixaban.", "Follows with cardiology."]),
    "gout": ("Gout",
             ["Last flare in the right first MTP."],
             ["allopurinol 300 mg daily", "colchicine 0.6 mg PRN flare"],
             ["Uric acid level; goal <6.", "Limit alcohol and organ meats."]),
}

ALLERGIES = ["NKDA", "No known drug allergies", "Penicillin (rash)", "Sulfa (hives)", "Codeine (nausea)",
             "Lisinopril (angioedema)", "Latex", "Shellfish", "Amoxicillin - hives", "Iodinated contrast (itching)",
             "Morphine - itching", "Cephalexin (rash)", "Bees"]

ROS = ["Constitutional: negative for fever, chills, weight loss.",
       "Eyes: no vision changes.", "ENT: no sore throat, no sinus pain.",
       "CV: denies chest pain, palpitations, edema.", "Resp: no cough or SOB.",
       "GI: no abdominal pain, N/V/D, melena.", "GU: no dysuria or hematuria.",
       "MSK: chronic knee pain, otherwise negative.", "Skin: no rashes.",
       "Neuro: no headache, numbness, weakness.", "Psych: mood stable, no SI.",
       "Heme: no easy bruising.", "Endo: no polyuria or polydipsia."]

EXAM = ["General: well-appearing, NAD.", "HEENT: NCAT, PERRL, TMs clear, oropharynx clear.",
        "Neck: supple, no LAD, no thyromegaly.", "CV: RRR, no m/r/g.", "Lungs: CTAB, no wheezes or crackles.",
        "Abd: soft, NT/ND, +BS, no HSM.", "Ext: no edema, pulses 2+ bilaterally.",
        "Skin: warm and dry, no lesions.", "Neuro: A&Ox3, CN II-XII grossly intact, strength 5/5 x4.",
        "Psych: normal mood and affect, linear thought process.", "MSK: crepitus bilateral knees, no effusion.",
        "Feet: no ulcers, monofilament sensation intact bilaterally."]


def labs_rows():
    rows = [("Na", "%d" % ri(133, 144), "mmol/L"), ("K", "%.1f" % R.uniform(3.4, 5.3), "mmol/L"),
            ("Cr", "%.2f" % R.uniform(0.6, 1.8), "mg/dL"), ("eGFR", "%d" % ri(38, 110), "mL/min/1.73m2"),
            ("Glucose", "%d" % ri(82, 240), "mg/dL"), ("HbA1c", "%.1f" % R.uniform(5.4, 10.2), "%"),
            ("LDL", "%d" % ri(58, 180), "mg/dL"), ("HDL", "%d" % ri(30, 78), "mg/dL"),
            ("TG", "%d" % ri(80, 320), "mg/dL"), ("TSH", "%.2f" % R.uniform(0.4, 6.8), "mIU/L"),
            ("Hgb", "%.1f" % R.uniform(10.2, 16.1), "g/dL"), ("WBC", "%.1f" % R.uniform(4.1, 12.6), "K/uL"),
            ("Plt", "%d" % ri(150, 410), "K/uL"), ("ALT", "%d" % ri(12, 66), "U/L"),
            ("UACR", "%d" % ri(4, 120), "mg/g"), ("Vit D 25-OH", "%d" % ri(12, 48), "ng/mL")]
    return sample(rows, ri(5, 9))


def meds_for(keys):
    out = []
    for k in keys:
        out += sample(PROBLEMS[k][2], ri(1, 2))
    if rb(0.5):
        out.append(ch(["aspirin 81 mg daily", "vitamin D3 2000 IU daily", "multivitamin daily",
                       "fish oil 1 g daily", "loratadine 10 mg daily PRN", "melatonin 3 mg qHS PRN"]))
    return out


URI_ETC = ["cough", "sore throat", "ear pain", "dysuria", "ankle injury", "laceration", "back pain", "rash",
           "eye redness", "dog bite", "burn", "chest congestion", "headache", "abdominal pain", "wrist injury"]
