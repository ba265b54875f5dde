"""Clinical content: procedures, diagnoses, drugs, results, scores and codes.
Nothing in this module is PHI; it supplies the hard negatives of the set
(codes, doses, units, eponyms, scores, model names, times, durations).
Device and implant model names are invented."""
from core import R, ch, chance

# code fields: gb = insurer/CCSD-style code, au = MBS item, ie/nz = insurer procedure code,
# ca = provincial-style fee code or DIN for drugs.
PROCS = [
    dict(key="tkr", name="total knee replacement", side=True, spec="Trauma & Orthopaedics",
         diag="primary osteoarthritis of the knee", icd="M17.1", gb="W4210", au="49518", ie="4521",
         nz="ORT-0412", ca="N445", setting="inpatient", los=3, fee=2100, anaes=780, hosp=11800,
         implant=("Orthavia Keystone cemented knee system", "REF 4420-61-120"),
         hist=["progressive knee pain over 2 years, now limiting walking to 200 m",
               "night pain most nights and difficulty with stairs",
               "uses a stick outdoors; knee gives way intermittently"],
         cons=["physiotherapy x 8 sessions", "paracetamol 1 g QDS", "naproxen 500 mg BD with omeprazole 20 mg OD",
               "intra-articular triamcinolone 40 mg injection", "weight-loss advice (BMI 31.4)"],
         inv=["standing X-ray: Kellgren-Lawrence grade 4, medial joint space obliterated",
              "Oxford Knee Score 14/48", "Hb 132 g/L, eGFR 78, HbA1c 41 mmol/mol"], ca_ok=False),
    dict(key="thr", name="total hip replacement", side=True, spec="Trauma & Orthopaedics",
         diag="osteoarthritis of the hip", icd="M16.1", gb="W3711", au="49318", ie="4490",
         nz="ORT-0388", ca="R440", setting="inpatient", los=3, fee=2300, anaes=800, hosp=12400,
         implant=("Corvane uncemented acetabular cup and Helix stem", "REF CV-5802-52"),
         hist=["groin and buttock pain for 18 months", "reduced walking distance, cannot put on socks",
               "Trendelenburg gait noted"],
         cons=["physiotherapy programme completed", "co-codamol 30/500 two tablets QDS PRN",
               "hydrotherapy x 6 sessions"],
         inv=["AP pelvis X-ray: superolateral joint space loss with subchondral cysts",
              "Oxford Hip Score 17/48", "ECG sinus rhythm 68 bpm"], ca_ok=False),
    dict(key="acl", name="arthroscopic ACL reconstruction", side=True, spec="Trauma & Orthopaedics",
         diag="rupture of the anterior cruciate ligament", icd="S83.5", gb="W7420", au="49539",
         ie="4573", nz="ORT-0450", ca="E589", setting="day case", los=0, fee=1650, anaes=520, hosp=6100,
         implant=("Tensifix adjustable-loop fixation button", "REF TF-220-04"),
         hist=["twisting injury playing five-a-side football", "recurrent instability on pivoting",
               "positive Lachman and pivot-shift tests"],
         cons=["physiotherapy x 12 weeks", "knee brace trialled"],
         inv=["MRI: complete ACL tear with bone bruising of the lateral femoral condyle",
              "IKDC score 48"], ca_ok=False),
    dict(key="menisc", name="knee arthroscopy and partial meniscectomy", side=True,
         spec="Trauma & Orthopaedics", diag="tear of the medial meniscus", icd="S83.2", gb="W8200",
         au="49560", ie="4560", nz="ORT-0422", ca="E580", setting="day case", los=0, fee=1100, anaes=410,
         hosp=3900, implant=None,
         hist=["locking and catching of the knee for 4 months", "positive McMurray's test",
               "medial joint line tenderness"],
         cons=["physiotherapy x 6 sessions", "ibuprofen 400 mg TDS"],
         inv=["MRI: bucket-handle tear of the medial meniscus"], ca_ok=False),
    dict(key="discect", name="L4/5 microdiscectomy", side=False, spec="Spinal Surgery",
         diag="lumbar disc prolapse with radiculopathy", icd="M51.1", gb="V3340", au="51011",
         ie="3322", nz="SPN-0211", ca="N312", setting="inpatient", los=1, fee=2600, anaes=690,
         hosp=9200, implant=None,
         hist=["left-sided sciatica for 14 weeks", "straight leg raise positive at 30 degrees",
               "reduced ankle jerk, L5 dermatomal numbness"],
         cons=["pregabalin 75 mg BD", "physiotherapy x 10 sessions", "transforaminal epidural injection"],
         inv=["MRI lumbar spine: broad-based L4/5 disc protrusion compressing the traversing L5 root",
              "ODI 58%"], ca_ok=True),
    dict(key="ctr", name="carpal tunnel decompression", side=True, spec="Hand Surgery",
         diag="carpal tunnel syndrome", icd="G56.0", gb="A6510", au="39331", ie="2701", nz="HND-0105",
         ca="R607", setting="day case", los=0, fee=690, anaes=0, hosp=1800, implant=None,
         hist=["nocturnal paraesthesia of the thumb, index and middle fingers", "positive Phalen's and Tinel's signs",
               "thenar wasting on examination"],
         cons=["night splints for 3 months", "steroid injection with 6 weeks of relief"],
         inv=["nerve conduction studies: moderate-severe median neuropathy at the wrist"], ca_ok=False),
    dict(key="chole", name="laparoscopic cholecystectomy", side=False, spec="General Surgery",
         diag="symptomatic gallstones", icd="K80.2", gb="J1830", au="30445", ie="1931", nz="GEN-0332",
         ca="S303", setting="inpatient", los=1, fee=1480, anaes=560, hosp=6800, implant=None,
         hist=["recurrent right upper quadrant pain after fatty meals", "two attendances with biliary colic",
               "Murphy's sign negative between episodes"],
         cons=["low-fat diet", "buscopan 10 mg TDS PRN"],
         inv=["ultrasound: multiple gallstones, CBD 5 mm", "LFTs: ALP 112 U/L, ALT 38 U/L, bilirubin 9"],
         ca_ok=False),
    dict(key="hernia", name="laparoscopic inguinal hernia repair", side=True, spec="General Surgery",
         diag="inguinal hernia", icd="K40.9", gb="T2000", au="30614", ie="1850", nz="GEN-0210", ca="S323",
         setting="day case", los=0, fee=1190, anaes=450, hosp=4300,
         implant=("Lumaflex 15 x 10 cm polypropylene mesh", "REF LFX-1510"),
         hist=["reducible groin swelling for 8 months", "dragging discomfort on lifting at work"],
         cons=["activity modification"], inv=["ultrasound: fat-containing inguinal hernia"], ca_ok=False),
    dict(key="colon", name="colonoscopy with polypectomy", side=False, spec="Gastroenterology",
         diag="change in bowel habit with rectal bleeding", icd="K62.5", gb="H2002", au="32229", ie="2105",
         nz="GAS-0140", ca="Z555", setting="day case", los=0, fee=690, anaes=290, hosp=1650, implant=None,
         hist=["6 weeks of looser stools and intermittent fresh rectal bleeding", "family history of bowel cancer"],
         cons=["FIT test positive at 42 ug Hb/g"], inv=["Hb 118 g/L, ferritin 14 ug/L", "CRP 3"], ca_ok=False),
    dict(key="ogd", name="gastroscopy (OGD)", side=False, spec="Gastroenterology",
         diag="dyspepsia with reflux symptoms", icd="K21.0", gb="G4500", au="30473", ie="2110",
         nz="GAS-0120", ca="Z527", setting="day case", los=0, fee=520, anaes=260, hosp=1200, implant=None,
         hist=["retrosternal burning for 5 months despite PPI", "intermittent dysphagia to solids"],
         cons=["omeprazole 40 mg BD for 8 weeks", "Gaviscon Advance 10 ml QDS"],
         inv=["H. pylori stool antigen negative", "Hb 139 g/L"], ca_ok=False),
    dict(key="cataract", name="phacoemulsification and intraocular lens implant", side=True,
         spec="Ophthalmology", diag="age-related cataract", icd="H25.1", gb="C7122", au="42702", ie="6120",
         nz="OPH-0301", ca="E140", setting="day case", los=0, fee=950, anaes=180, hosp=2300,
         implant=("Claravue monofocal IOL +21.5 D", "REF CLV-215"),
         hist=["glare when driving at night", "visual acuity 6/18 in the affected eye",
               "difficulty reading road signs"],
         cons=["refraction updated without improvement"],
         inv=["biometry: axial length 23.4 mm, K1 43.25 D", "IOP 16 mmHg"], ca_ok=False),
    dict(key="fess", name="septoplasty and functional endoscopic sinus surgery", side=False, spec="ENT",
         diag="chronic rhinosinusitis with deviated nasal septum", icd="J32.4", gb="E0360", au="41671",
         ie="5011", nz="ENT-0218", ca="E303", setting="day case", los=0, fee=1400, anaes=510, hosp=4700,
         implant=None, hist=["nasal obstruction and facial pressure for over 12 weeks", "anosmia",
                             "SNOT-22 score 61"],
         cons=["mometasone nasal spray 2 puffs BD", "saline douching", "doxycycline 100 mg OD for 3 weeks"],
         inv=["CT sinuses: Lund-Mackay score 14, septal deviation to the left"], ca_ok=False),
    dict(key="hyst", name="total laparoscopic hysterectomy", side=False, spec="Gynaecology",
         diag="symptomatic uterine fibroids with menorrhagia", icd="D25.1", gb="Q0730", au="35653",
         ie="7031", nz="GYN-0410", ca="P041", setting="inpatient", los=1, fee=2200, anaes=690, hosp=8900,
         implant=None, hist=["heavy menstrual bleeding with flooding", "iron-deficiency anaemia",
                             "pelvic pressure symptoms"],
         cons=["tranexamic acid 1 g TDS during menses", "Mirena LNG-IUS (expelled)", "ferrous fumarate 210 mg BD"],
         inv=["pelvic ultrasound: uterus 14 weeks size, intramural fibroid 7.2 cm", "Hb 101 g/L"], ca_ok=False),
    dict(key="angio", name="coronary angiography +/- PCI", side=False, spec="Cardiology",
         diag="stable angina", icd="I20.8", gb="K6311", au="38244", ie="8120", nz="CAR-0150", ca="G250",
         setting="day case", los=0, fee=1500, anaes=0, hosp=5200,
         implant=("Veralux 3.0 x 18 mm drug-eluting stent", "REF VLX-3018"),
         hist=["exertional chest tightness on walking uphill", "CCS class II angina"],
         cons=["bisoprolol 5 mg OD", "GTN spray PRN", "atorvastatin 80 mg ON", "aspirin 75 mg OD"],
         inv=["exercise ECG: 2 mm ST depression at 7 METs", "CT coronary angiogram: 70% proximal LAD stenosis",
              "LDL 3.4 mmol/L"], ca_ok=False),
    dict(key="ablation", name="catheter ablation for atrial fibrillation", side=False, spec="Cardiology",
         diag="paroxysmal atrial fibrillation", icd="I48.0", gb="K5710", au="38290", ie="8160", nz="CAR-0230",
         ca="G256", setting="inpatient", los=1, fee=3100, anaes=900, hosp=14200, implant=None,
         hist=["palpitations with breathlessness, 2-3 episodes per week", "CHA2DS2-VASc score 1",
               "two ED attendances with fast AF"],
         cons=["flecainide 100 mg BD", "apixaban 5 mg BD", "bisoprolol 2.5 mg OD"],
         inv=["echo: LVEF 58%, left atrium 4.1 cm", "Holter: AF burden 22%"], ca_ok=False),
    dict(key="turp", name="transurethral resection of prostate (TURP)", side=False, spec="Urology",
         diag="benign prostatic hyperplasia", icd="N40", gb="M6530", au="37203", ie="7511", nz="URO-0310",
         ca="S639", setting="inpatient", los=2, fee=1750, anaes=560, hosp=7700, implant=None,
         hist=["nocturia x 4, poor stream and hesitancy", "IPSS 24"],
         cons=["tamsulosin 400 mcg OD", "finasteride 5 mg OD for 9 months"],
         inv=["PSA 2.1 ug/L", "flow rate Qmax 7 ml/s, post-void residual 180 ml"], ca_ok=False),
    dict(key="breast", name="wide local excision and sentinel lymph node biopsy", side=True,
         spec="Breast Surgery", diag="invasive ductal carcinoma of the breast", icd="C50.4", gb="B2810",
         au="31500", ie="2230", nz="BRS-0120", ca="R111", setting="day case", los=0, fee=1900, anaes=600,
         hosp=6200, implant=None, hist=["screen-detected 14 mm lesion", "grade 2, ER positive, HER2 negative"],
         cons=["discussed at breast MDT"], inv=["core biopsy B5b", "mammogram: spiculate mass upper outer quadrant"],
         ca_ok=False),
    dict(key="sleeve", name="laparoscopic sleeve gastrectomy", side=False, spec="Bariatric Surgery",
         diag="morbid obesity with type 2 diabetes", icd="E66.0", gb="G2830", au="31575", ie="1977",
         nz="GEN-0390", ca="S345", setting="inpatient", los=2, fee=3200, anaes=900, hosp=13500, implant=None,
         hist=["BMI 43.8 with type 2 diabetes and obstructive sleep apnoea", "multiple supervised diet attempts"],
         cons=["tier 3 weight management programme for 12 months", "semaglutide 1 mg weekly"],
         inv=["HbA1c 71 mmol/mol", "dietitian and psychology assessment completed"], ca_ok=False),
    dict(key="mri", name="MRI lumbar spine", side=False, spec="Sports & Exercise Medicine",
         diag="low back pain with suspected radiculopathy", icd="M54.5", gb="Y9810", au="63176", ie="9001",
         nz="RAD-0201", ca="X421", setting="outpatient", los=0, fee=0, anaes=0, hosp=620, implant=None,
         hist=["persistent low back pain radiating to the right leg for 8 weeks", "no red flags: no saddle anaesthesia"],
         cons=["physiotherapy x 4 sessions", "naproxen 250 mg TDS"], inv=["SLR positive on the right at 45 degrees"],
         ca_ok=True),
    dict(key="biologic", name="adalimumab biosimilar 40 mg SC every 2 weeks", side=False, spec="Gastroenterology",
         diag="moderate-to-severe Crohn's disease", icd="K50.9", gb="DRG-ADA", au="PBS 11234R", ie="HT-ADA",
         nz="PHA-ADA", ca="DIN 02502379", setting="drug", los=0, fee=0, anaes=0, hosp=1180, implant=None,
         hist=["ileocolonic Crohn's disease diagnosed 6 years ago", "Harvey-Bradshaw Index 11",
               "steroid-dependent despite azathioprine"],
         cons=["azathioprine 2.5 mg/kg for 14 months", "two courses of prednisolone 40 mg tapering"],
         inv=["faecal calprotectin 840 ug/g", "CRP 36 mg/L", "TB QuantiFERON negative, hepatitis B sAg negative"],
         ca_ok=True),
    dict(key="cpap", name="auto-titrating CPAP device and humidifier", side=False, spec="Respiratory / Sleep Medicine",
         diag="moderate obstructive sleep apnoea", icd="G47.33", gb="EQ-CPAP", au="EXT-CPAP", ie="EQ-114",
         nz="EQP-0040", ca="E0601", setting="equipment", los=0, fee=0, anaes=0, hosp=2350,
         implant=("SomnAir Auto 12 with heated humidifier", "REF SA-12H"),
         hist=["Epworth Sleepiness Score 15/24", "witnessed apnoeas, morning headaches"],
         cons=["weight reduction and positional therapy"],
         inv=["polysomnography: AHI 28/h, ODI 24/h, nadir SpO2 81%"], ca_ok=True),
    dict(key="physio", name="physiotherapy block (10 sessions)", side=False, spec="Physiotherapy",
         diag="rotator cuff tendinopathy", icd="M75.1", gb="PT-010", au="EXT-505", ie="PT-22",
         nz="PHY-0100", ca="PT-IA", setting="outpatient", los=0, fee=0, anaes=0, hosp=850, implant=None,
         hist=["shoulder pain on overhead activity for 3 months", "painful arc 70-120 degrees, Hawkins-Kennedy positive"],
         cons=["home exercise programme", "subacromial steroid injection"], inv=["QuickDASH 52"], ca_ok=True),
    dict(key="psych", name="inpatient psychiatric admission (21 days)", side=False, spec="Psychiatry",
         diag="severe depressive episode without psychotic symptoms", icd="F32.2", gb="PSY-IP", au="PSY-HOSP",
         ie="PSY-01", nz="MHS-0100", ca="PSY-OP", setting="inpatient", los=21, fee=0, anaes=0, hosp=16800,
         implant=None, hist=["low mood, anhedonia and early morning wakening", "PHQ-9 23, GAD-7 17",
                             "passive suicidal ideation without plan"],
         cons=["sertraline titrated to 200 mg OD", "mirtazapine 15 mg ON added", "12 sessions of CBT"],
         inv=["TSH 2.1 mU/L, vitamin B12 normal"], ca_ok=True),
    dict(key="chemo", name="adjuvant chemotherapy (6 cycles FEC-T)", side=False, spec="Medical Oncology",
         diag="breast cancer, post-surgery", icd="C50.9", gb="ONC-FECT", au="PBS-CHEMO", ie="ONC-11",
         nz="ONC-0201", ca="DIN 02296179", setting="day case", los=0, fee=0, anaes=0, hosp=18500,
         implant=None, hist=["pT2 N1a, grade 3, triple negative", "ECOG performance status 0"],
         cons=["PICC line inserted", "G-CSF prophylaxis (pegfilgrastim 6 mg)"],
         inv=["LVEF 62% on MUGA", "neutrophils 3.4 x10^9/L"], ca_ok=True),
    dict(key="varicose", name="endovenous laser ablation of the great saphenous vein", side=True,
         spec="Vascular Surgery", diag="varicose veins with venous eczema", icd="I83.2", gb="L8800",
         au="32520", ie="3701", nz="VAS-0133", ca="R793", setting="day case", los=0, fee=1300, anaes=0,
         hosp=3600, implant=None, hist=["aching and itching of the lower leg", "CEAP C4a", "venous eczema over the medial malleolus"],
         cons=["class 2 compression stockings for 6 months", "emollients and topical steroid"],
         inv=["duplex: GSV reflux 2.3 s from SFJ to mid-calf"], ca_ok=False),
]

MEDS = ["metformin 1 g BD", "ramipril 5 mg OD", "amlodipine 10 mg OD", "atorvastatin 40 mg ON",
        "levothyroxine 100 mcg OD", "omeprazole 20 mg OD", "sertraline 100 mg OD", "salbutamol 100 mcg 2 puffs PRN",
        "Fostair 100/6 2 puffs BD", "apixaban 5 mg BD", "bisoprolol 2.5 mg OD", "gabapentin 300 mg TDS",
        "co-codamol 30/500 2 tabs QDS PRN", "paracetamol 1 g QDS", "ibuprofen 400 mg TDS with food",
        "oxycodone MR 10 mg BD", "enoxaparin 40 mg SC OD", "tamsulosin 400 mcg ON", "HRT patch 50 mcg twice weekly",
        "vitamin D 1000 IU OD", "lansoprazole 30 mg OD", "losartan 50 mg OD", "empagliflozin 10 mg OD",
        "citalopram 20 mg OD", "zopiclone 3.75 mg ON PRN", "tramadol 50 mg QDS PRN", "codeine 30 mg QDS PRN"]

VITALS = ["BP {a}/{b} mmHg", "HR {hr} bpm", "SpO2 {sp}% on room air", "T 36.{t} C", "RR {rr}"]


def vitals():
    return ", ".join(v.format(a=R.randint(112, 156), b=R.randint(66, 94), hr=R.randint(58, 96),
                              sp=R.randint(94, 99), t=R.randint(4, 9), rr=R.randint(12, 20))
                     for v in VITALS[:R.randint(2, 5)])


def meds(k):
    return R.sample(MEDS, k)


EXTRA_NEG = [
    "ASA grade II", "BMI 27.9", "Waterlow 12", "MUST score 0", "NEWS2 score 1", "Clinical Frailty Scale 3",
    "VTE assessment completed", "WHO checklist signed", "TEDs and Flowtrons applied", "Barthel 95/100",
    "GCS 15/15", "Braden 19", "CURB-65 score 0", "Wells score 1", "Rockwood 2", "Manchester Triage category 3 (yellow)",
    "Glasgow-Blatchford score 2", "Ottawa ankle rules negative", "Edinburgh Postnatal Depression Scale 6",
    "Caprini score 4", "Mallampati II", "STOP-BANG 3", "Duke Activity Status Index 38",
]

# Insurer / policy vocabulary (hard negatives: plan names, bands, codes, statutes).
PLAN_NAMES = {
    "GB": ["Comprehensive Plus", "Core Care with Guided Option", "Essentials 6-Week Option", "Corporate Premier",
           "Select Hospital List B"],
    "IE": ["Level 2 Hospital Plan", "Advanced Care 250", "Family Plan Complete", "Corporate Select 1",
           "Essential Plus"],
    "AU": ["Gold Hospital + Top Extras", "Silver Plus Hospital", "Bronze Plus Hospital with Mid Extras",
           "Basic Plus Hospital", "Gold Hospital $500 excess"],
    "NZ": ["Comprehensive Health Cover", "Surgical Plus", "Wellbeing Essentials", "Ultra Care",
           "Private Hospital Cover"],
    "CA": ["Extended Health Care Plan 3", "Flex Plan Enhanced", "Group EHC Core", "Premium Health & Dental",
           "LTD Class 1 / EHC Option B"],
}

DECLINE_REASONS = [
    ("pre-existing", "the condition is pre-existing under the terms of your policy"),
    ("moratorium", "symptoms were present during the moratorium look-back period"),
    ("chronic", "the treatment relates to the management of a chronic condition"),
    ("cosmetic", "the procedure is considered cosmetic rather than medically necessary"),
    ("waiting", "the claim falls within the 12-month waiting period for pre-existing conditions"),
    ("nonpanel", "the hospital is not on your hospital list"),
    ("evidence", "the clinical evidence does not support the proposed length of stay"),
    ("experimental", "the treatment is not yet established as effective treatment"),
]

CALL_SNIPPETS = [
    "Pain {p}/10 at rest, {q}/10 mobilising", "walking with one crutch indoors", "wound clean and dry, clips out day {d}",
    "TED stockings to continue for 6 weeks", "taking {med}", "sleeping poorly, 3-4 hours a night",
    "physio booked twice weekly", "PHQ-9 {phq} today (was {phq2})", "driving not yet advised",
    "managing stairs with rail", "ROM 0-{rom} degrees", "no signs of DVT, calves soft and non-tender",
    "bowels open, eating and drinking", "requested fit note for 4 further weeks", "Oxford score improving",
]


def call_snippet():
    s = ch(CALL_SNIPPETS)
    return s.format(p=R.randint(2, 8), q=R.randint(3, 9), d=R.randint(10, 14), med=ch(MEDS),
                    phq=R.randint(5, 16), phq2=R.randint(14, 24), rom=R.randint(85, 120))


def side():
    return ch(["right", "left"])


def proc_title(pr):
    if pr["side"] and chance(0.8):
        return "%s %s" % (side(), pr["name"])
    return pr["name"]


def code_label(country, pr):
    if pr["key"] in ("biologic", "chemo") and country == "CA":
        return "DIN", pr["ca"].replace("DIN ", "")
    if country == "AU" and not pr["au"].isdigit():
        return "Item code", pr["au"]
    return {"GB": ("CCSD", pr["gb"]), "IE": ("Procedure code", pr["ie"]), "AU": ("MBS item", pr["au"]),
            "NZ": ("Code", pr["nz"]), "CA": ("Fee code", pr["ca"])}[country]


def pick_decline(pr, exclude=()):
    """A decline reason that fits the treatment."""
    keys = ["pre-existing", "moratorium", "waiting", "nonpanel"]
    if pr["key"] in ("varicose", "fess", "sleeve"):
        keys.append("cosmetic")
    if pr["key"] in ("biologic", "cpap", "psych", "physio"):
        keys += ["chronic", "chronic"]
    if pr["los"] or pr["setting"] == "inpatient":
        keys.append("evidence")
    if pr["key"] in ("sleeve", "ablation", "biologic"):
        keys.append("experimental")
    keys = [k for k in keys if k not in exclude] or ["pre-existing"]
    k = ch(keys)
    return k, dict(DECLINE_REASONS)[k]


def art(word):
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


REPORT = {"mri": "MRI", "discect": "MRI", "tkr": "X-ray", "thr": "X-ray", "acl": "MRI", "menisc": "MRI",
          "chole": "ultrasound", "hernia": "ultrasound", "hyst": "pelvic ultrasound", "varicose": "venous duplex",
          "colon": "colonoscopy", "ogd": "endoscopy", "cpap": "sleep study", "angio": "CT coronary angiogram",
          "ablation": "Holter monitor", "cataract": "biometry", "fess": "CT sinus", "breast": "histopathology",
          "chemo": "histopathology", "biologic": "colonoscopy", "psych": "psychiatric assessment", "physio": "ultrasound",
          "sleeve": "dietetic assessment", "ctr": "nerve conduction study", "turp": "urodynamics"}

# Out-of-country emergency (Canadian travel claims): invented US towns, real states.
US_TOWNS = [("Coral Dunes", "FL"), ("Pelican Shoals", "FL"), ("Mesa Verde Springs", "AZ"), ("Saguaro Flats", "AZ"),
            ("Desert Hollow", "NV"), ("Palmetto Key", "FL"), ("Sunridge Bay", "CA"), ("Lone Cactus", "TX")]
US_HOSP = ["Bayview Community Hospital", "Gulf Coast Regional Medical Center", "Saguaro Valley Medical Center",
           "Pelican Shoals Memorial Hospital", "Desert Hollow General Hospital"]
US_BASE = [("99285", "Emergency dept visit, level 5", 3400), ("36415", "Venipuncture", 85),
           ("0120", "Semi-private room and board (per day)", 4200), ("A0427", "Ambulance ALS emergency transport", 2850),
           ("J2405", "Ondansetron injection", 160), ("80053", "Comprehensive metabolic panel", 410)]
US_DX = [("NSTEMI", "I21.4", [("93458", "Left heart catheterization", 28500), ("84484", "Troponin, quantitative x 3", 1150),
                               ("0200", "ICU/CCU room and board (per day)", 9800), ("93306", "Echocardiogram, complete", 3100)]),
         ("acute cholecystitis", "K81.0", [("74177", "CT abdomen/pelvis with contrast", 6900),
                                            ("47562", "Laparoscopic cholecystectomy", 14800), ("00790", "Anesthesia, upper abdomen", 4100)]),
         ("community-acquired pneumonia", "J18.9", [("71046", "Chest X-ray, 2 views", 620), ("J0696", "Ceftriaxone 250 mg injection x 8", 540),
                                                    ("94640", "Nebulizer treatment x 6", 980)]),
         ("fractured neck of femur after a fall", "S72.0", [("73502", "X-ray hip, 2-3 views", 700), ("27236", "Hemiarthroplasty, femoral neck", 21900),
                                                            ("01214", "Anesthesia, hip arthroplasty", 5200), ("0200", "ICU/CCU room and board (per day)", 9800)]),
         ("diverticulitis with abscess", "K57.2", [("74177", "CT abdomen/pelvis with contrast", 6900), ("49406", "Percutaneous abscess drainage", 7400),
                                                  ("J1885", "IV antibiotics (piperacillin-tazobactam) x 10", 1900)])]
