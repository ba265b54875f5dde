"""Clinical content that is NOT PHI: complaints, diagnoses with codes,
drugs with sigs, labs, vitals, scores and eponyms. Used as hard negatives."""

COMPLAINTS = [
    ("chest pain", "R07.9"), ("shortness of breath", "R06.02"),
    ("abdominal pain", "R10.9"), ("fall", "W19"), ("headache", "R51"),
    ("syncope", "R55"), ("palpitations", "R00.2"), ("fever", "R50.9"),
    ("vomiting", "R11.10"), ("back pain", "M54.5"), ("confusion", "R41.0"),
    ("seizure", "R56.9"), ("laceration L hand", "S61.412A"),
    ("ankle injury", "S93.401A"), ("overdose", "T50.901A"),
    ("suicidal ideation", "R45.851"), ("weakness", "R53.1"),
    ("dizziness", "R42"), ("cough", "R05"), ("haematuria", "R31.9"),
    ("PV bleeding", "N93.9"), ("epistaxis", "R04.0"), ("rash", "R21"),
    ("allergic reaction", "T78.40XA"), ("head injury", "S09.90XA"),
    ("MVC", "V89.2XXA"), ("alcohol intoxication", "F10.129"),
    ("hypoglycaemia", "E16.2"), ("urinary retention", "R33.9"),
    ("sore throat", "J02.9"), ("eye pain", "H57.10"), ("dog bite", "W54.0XXA"),
]
DIAGNOSES = [
    ("NSTEMI", "I21.4"), ("community-acquired pneumonia", "J18.9"),
    ("COPD exacerbation", "J44.1"), ("DKA", "E11.10"), ("sepsis, urinary source", "A41.9"),
    ("PE", "I26.99"), ("AF with RVR", "I48.91"), ("acute pancreatitis", "K85.90"),
    ("cellulitis L leg", "L03.116"), ("pyelonephritis", "N10"),
    ("NOF fracture R", "S72.001A"), ("SAH", "I60.9"), ("ischaemic stroke", "I63.9"),
    ("TIA", "G45.9"), ("AKI", "N17.9"), ("hyperkalaemia", "E87.5"),
    ("upper GI bleed", "K92.2"), ("small bowel obstruction", "K56.609"),
    ("appendicitis", "K35.80"), ("renal colic", "N23"), ("asthma exacerbation", "J45.901"),
    ("anaphylaxis", "T78.2XXA"), ("heart failure exacerbation", "I50.9"),
    ("delirium", "F05"), ("paracetamol overdose", "T39.1X2A"),
    ("alcohol withdrawal", "F10.239"), ("hip dislocation (prosthetic)", "T84.020A"),
    ("distal radius fracture", "S52.501A"), ("concussion", "S06.0X0A"),
    ("gastroenteritis", "A09"), ("viral URTI", "J06.9"), ("UTI", "N39.0"),
    ("hypertensive urgency", "I16.0"), ("DVT L leg", "I82.402"),
    ("Bell's palsy", "G51.0"), ("Colles fracture", "S52.531A"),
    ("Smith's fracture", "S52.541A"), ("Mallory-Weiss tear", "K22.6"),
    ("Guillain-Barre syndrome", "G61.0"), ("Graves' disease", "E05.00"),
    ("Addisonian crisis", "E27.2"), ("Wernicke encephalopathy", "E51.2"),
    ("Boerhaave syndrome", "K22.3"), ("Lisfranc injury", "S93.321A"),
    ("Weber B ankle fracture", "S82.851A"), ("Bennett's fracture", "S62.211A"),
    ("Crohn's flare", "K50.90"), ("Parkinson's disease", "G20"),
    ("Alzheimer's dementia", "G30.9"), ("Cushing's syndrome", "E24.9"),
]
PMH = [
    "HTN", "T2DM on insulin", "T2DM (diet controlled)", "IHD, CABG {y}",
    "AF on apixaban", "COPD (GOLD 3)", "asthma", "CKD stage 3b", "epilepsy",
    "hypothyroidism", "depression", "schizophrenia", "bipolar affective disorder",
    "alcohol use disorder", "IVDU (methadone program)", "CCF (EF 35%)",
    "previous PE", "breast Ca {y} (remission)", "prostate Ca", "OSA on CPAP",
    "Parkinson's disease", "Alzheimer's dementia", "gout", "osteoporosis",
    "GORD", "PVD", "CVA with L hemiparesis", "Crohn's disease", "Hashimoto's thyroiditis",
    "Down syndrome", "Graves' disease (treated)", "Marfan syndrome", "sickle cell disease",
    "hep C (treated {y})", "HIV on ART, VL undetectable", "PTSD", "anxiety",
]
DRUGS = [
    ("aspirin", ["75 mg PO daily", "81 mg PO daily", "300 mg PO stat"]),
    ("metoprolol", ["25 mg PO BID", "50 mg PO bid", "5 mg IV q5min x3"]),
    ("atorvastatin", ["40 mg PO nocte", "80 mg PO daily"]),
    ("apixaban", ["5 mg PO BD", "2.5 mg PO BD"]),
    ("metformin", ["500 mg PO BD", "1 g PO bid"]),
    ("insulin glargine", ["22 units SC nocte", "18 units subcut daily"]),
    ("ramipril", ["5 mg PO daily", "10 mg od"]),
    ("furosemide", ["40 mg PO mane", "40 mg IV stat", "80 mg IV BD"]),
    ("salbutamol", ["5 mg neb q20min", "100 mcg 2 puffs PRN", "2.5 mg neb q4h prn"]),
    ("ipratropium", ["500 mcg neb q6h", "0.5 mg neb stat"]),
    ("prednisolone", ["40 mg PO daily x5 days", "50 mg PO mane"]),
    ("ceftriaxone", ["2 g IV daily", "1 g IV q24h"]),
    ("piperacillin-tazobactam", ["4.5 g IV q8h", "4.5 g IV TDS"]),
    ("amoxicillin", ["500 mg PO TID x7 days", "1 g PO tds"]),
    ("paracetamol", ["1 g PO QID PRN", "1 g IV q6h", "1 g PO stat"]),
    ("acetaminophen", ["650 mg PO q6h PRN", "1000 mg PO q8h"]),
    ("ibuprofen", ["400 mg PO TID with food", "600 mg PO q6h PRN"]),
    ("morphine", ["2.5 mg IV q5min titrated", "5 mg IV stat", "10 mg PO q4h PRN"]),
    ("fentanyl", ["50 mcg IV stat", "1.5 mcg/kg IN", "25 mcg IV q5min PRN"]),
    ("ketamine", ["0.3 mg/kg IV", "20 mg IV", "1.5 mg/kg IV for RSI"]),
    ("rocuronium", ["1.2 mg/kg IV", "100 mg IV"]),
    ("ondansetron", ["4 mg IV q8h PRN", "4 mg ODT stat", "8 mg PO BD"]),
    ("metoclopramide", ["10 mg IV TDS PRN", "10 mg PO q8h"]),
    ("haloperidol", ["2.5 mg IM stat", "0.5 mg PO BD"]),
    ("olanzapine", ["10 mg PO stat", "5 mg IM"]),
    ("lorazepam", ["1 mg IV stat", "2 mg IM", "0.5 mg PO PRN"]),
    ("midazolam", ["5 mg IM", "2 mg IV", "10 mg buccal"]),
    ("levetiracetam", ["1 g IV load", "500 mg PO BD", "60 mg/kg IV"]),
    ("thiamine", ["100 mg PO daily", "500 mg IV TDS x3 days", "Pabrinex 2 pairs IV TDS"]),
    ("enoxaparin", ["40 mg SC daily", "1 mg/kg SC BD", "1.5 mg/kg SC daily"]),
    ("heparin", ["5000 units SC BID", "80 units/kg IV bolus"]),
    ("tranexamic acid", ["1 g IV over 10 min", "1 g IV then 1 g over 8h"]),
    ("adrenaline", ["0.5 mg IM (1:1000)", "1 mg IV (1:10,000) q3-5min"]),
    ("epinephrine", ["0.3 mg IM", "1 mg IV q3min"]),
    ("amiodarone", ["300 mg IV over 1h", "150 mg IV"]),
    ("potassium chloride", ["10 mmol/h IV", "40 mmol PO"]),
    ("N-acetylcysteine", ["150 mg/kg over 1h", "SNAP regimen"]),
    ("naloxone", ["0.4 mg IV", "400 mcg IM", "2 mg IN"]),
    ("sertraline", ["50 mg PO daily", "100 mg mane"]),
    ("quetiapine", ["25 mg PO nocte", "300 mg PO bd"]),
    ("levothyroxine", ["100 mcg PO daily", "75 mcg od"]),
    ("omeprazole", ["20 mg PO daily", "40 mg IV BD"]),
    ("pantoprazole", ["40 mg PO daily", "80 mg IV bolus then 8 mg/h"]),
    ("warfarin", ["5 mg PO daily (INR target 2-3)", "as per INR book"]),
    ("methadone", ["85 mg PO daily (dispensed)", "60 mg daily"]),
    ("buprenorphine", ["8 mg SL daily", "16 mg SL"]),
    ("oxycodone", ["5 mg PO q4h PRN", "10 mg PO stat"]),
    ("tramadol", ["50 mg PO QID PRN"]),
    ("co-amoxiclav", ["1.2 g IV TDS", "625 mg PO TDS"]),
    ("nitrofurantoin", ["100 mg PO BD x5 days"]),
    ("cephalexin", ["500 mg PO QID x7 days"]),
    ("doxycycline", ["100 mg PO BD"]),
    ("GTN", ["400 mcg SL PRN", "infusion 10 mcg/min"]),
    ("clopidogrel", ["300 mg PO load", "75 mg PO daily"]),
    ("ticagrelor", ["180 mg PO load", "90 mg BD"]),
    ("Hartmann's solution", ["1 L IV over 2h", "500 mL bolus"]),
    ("Ringer's lactate", ["1 L bolus", "20 mL/kg"]),
    ("0.9% sodium chloride", ["1 L IV over 4h", "250 mL bolus"]),
]
ALLERGIES = ["NKDA", "NKA", "penicillin (rash)", "sulfa (hives)", "codeine (vomiting)",
             "latex", "morphine (itch)", "shellfish", "amoxicillin - anaphylaxis",
             "trimethoprim (SJS - Stevens-Johnson)", "contrast dye (urticaria)",
             "nil known", "peanuts (anaphylaxis, carries EpiPen)"]

EPONYM_FINDINGS = [
    "Murphy's sign negative", "Murphy's sign positive", "Rovsing's sign negative",
    "McBurney's point tenderness", "Kernig's and Brudzinski's negative",
    "Babinski downgoing bilaterally", "Babinski upgoing on L", "Homans sign negative",
    "Battle's sign absent", "no Battle's sign or raccoon eyes", "Cullen and Grey Turner signs absent",
    "Trousseau and Chvostek negative", "Romberg negative", "Dix-Hallpike positive to the R",
    "Lachman negative", "McMurray negative", "Tinel's positive at wrist",
    "Phalen's positive", "Finkelstein's positive", "Kussmaul respirations",
    "Cheyne-Stokes breathing noted", "Beck's triad not present", "Kehr's sign positive",
    "Hoffmann's negative", "Simmonds-Thompson test negative", "Thompson test negative",
    "Ottawa ankle rules negative", "Ottawa knee rules positive", "Canadian C-spine rule: imaging not required",
    "Canadian CT Head Rule: high risk", "NEXUS criteria met", "Osborn waves on ECG",
    "Brugada pattern absent", "no delta wave (WPW)", "Wells score 4.5 (PE likely)",
    "Wells DVT score 1", "Geneva score 3", "PERC negative", "HEART score 4",
    "TIMI 2", "CURB-65 score 2", "qSOFA 2", "NEWS2 7", "NEWS 5", "PEWS 3",
    "Alvarado score 8", "Centor 3/4", "FeverPAIN 4", "ABCD2 score 5", "NIHSS 6",
    "ROSIER +2", "FAST positive", "BE-FAST negative", "Glasgow-Blatchford score 9",
    "Rockall 3", "CIWA-Ar 14", "COWS 11", "Mallampati II", "Modified Rankin 2",
    "Rockwood Clinical Frailty Scale 6", "Clinical Frailty Scale 4", "Waterlow 18",
    "Braden 14", "Morse falls score 65", "Abbey pain scale 8", "AMTS 6/10",
    "4AT score 5", "San Francisco syncope rule negative", "Canadian Syncope Risk Score 2",
    "Apgar 8 and 9", "Parkland formula: 4 mL x kg x %TBSA", "Lund and Browder chart 12% TBSA",
    "Salter-Harris II", "Gustilo grade II", "Le Fort II pattern", "Garden IV",
    "Weber B", "Mason type I radial head", "Epley manoeuvre performed",
    "Hallpike negative", "Kocher manoeuvre used for reduction",
    "Seldinger technique", "Trendelenburg position", "Glasgow Coma Scale 14",
    "GCS 15 (E4 V5 M6)", "GCS E3V4M6", "AVPU: V", "Mini-Cog 2/5",
]
EQUIPMENT = ["Foley catheter 14Fr", "Yankauer suction", "Guedel airway size 3",
             "NPA 7.0", "Thomas splint", "Sager traction splint", "Bair Hugger",
             "Minnesota tube", "Sengstaken-Blakemore tube", "i-gel size 4",
             "Macintosh blade 4", "bougie", "size 8.0 ETT at 23 cm", "PIV 18G L ACF",
             "IO L proximal tibia (EZ-IO)", "Philips MRx", "LUCAS device",
             "Zoll defib", "Hudson mask", "Venturi 28%", "HFNC 40 L/min FiO2 0.4",
             "BiPAP 12/5", "Medtronic Azure pacemaker", "Dexcom G6 sensor",
             "Omnipod pump", "T34 syringe driver", "Alaris pump", "Stryker frame"]
CPT = ["99285", "99284", "99291", "99292", "31500", "36556", "12002", "12032",
       "29125", "93010", "71046", "70450", "96374", "G0390", "99283"]
TRIAGE_SCALES = {
    "US": lambda r: "ESI %d" % r.randint(1, 5),
    "CA": lambda r: "CTAS %d" % r.randint(1, 5),
    "AU": lambda r: "ATS %d" % r.randint(1, 5),
    "UK": lambda r: "MTS %s" % r.choice(["red", "orange", "yellow", "green", "blue"]),
}
ED_AREAS = {
    "US": ["Main ED", "Fast Track", "Peds ED", "Resus", "Hallway", "Pod A", "Pod C", "CDU", "Triage"],
    "CA": ["Acute", "Subacute", "Ambulatory", "Resus", "Peds", "RAZ", "Hallway", "Mental Health"],
    "AU": ["Acute", "Resus", "Fast Track", "SSU", "EMU", "Paeds", "Mental Health", "Ambulatory"],
    "UK": ["Majors", "Minors", "Resus", "Paeds ED", "SDEC", "CDU", "Rapid Assessment", "Fit to Sit"],
}
DISPOS = ["admit Medicine", "admit CCU", "admit ICU", "admit Surgery", "admit Ortho",
          "d/c home", "discharged with GP f/u", "AMU", "obs unit", "theatre",
          "transfer to tertiary centre", "LWBS", "DAMA", "mental health hold",
          "CDU for obs", "awaiting bed", "home with virtual ward"]
ROLES_GENERIC = ["the nurse", "the attending", "the registrar", "the charge nurse",
                 "the on-call surgeon", "the duty manager", "the triage nurse",
                 "the bed manager", "the flow coordinator", "the porter",
                 "security", "the house officer"]


def labs(r, country):
    """Return lines of a lab panel (plain text)."""
    si = country != "US"
    rows = []
    def v(lo, hi, nd=1):
        x = r.uniform(lo, hi)
        return ("%." + str(nd) + "f") % x
    if si:
        rows += [("Na", v(126, 148, 0), "mmol/L"), ("K", v(2.9, 6.6), "mmol/L"),
                 ("Cl", v(95, 110, 0), "mmol/L"), ("HCO3", v(12, 30, 0), "mmol/L"),
                 ("Urea", v(3, 28), "mmol/L"), ("Creat", v(55, 380, 0), "umol/L"),
                 ("eGFR", v(15, 90, 0), "mL/min/1.73m2"), ("Glu", v(3.2, 28), "mmol/L"),
                 ("Hb", v(72, 165, 0), "g/L"), ("WCC", v(3, 24), "x10^9/L"),
                 ("Plt", v(60, 480, 0), "x10^9/L"), ("CRP", v(1, 280, 0), "mg/L"),
                 ("Lactate", v(0.8, 7), "mmol/L"), ("hs-TnT", v(3, 900, 0), "ng/L"),
                 ("Lipase", v(12, 1400, 0), "U/L"), ("Bili", v(4, 60, 0), "umol/L"),
                 ("ALT", v(8, 400, 0), "U/L"), ("ALP", v(40, 300, 0), "U/L"),
                 ("INR", v(0.9, 4.5), ""), ("D-dimer", v(0.1, 4), "mg/L FEU"),
                 ("Mg", v(0.5, 1.2, 2), "mmol/L"), ("CK", v(60, 12000, 0), "U/L")]
    else:
        rows += [("Na", v(126, 148, 0), "mEq/L"), ("K", v(2.9, 6.6), "mEq/L"),
                 ("Cl", v(95, 110, 0), "mEq/L"), ("CO2", v(12, 30, 0), "mEq/L"),
                 ("BUN", v(6, 80, 0), "mg/dL"), ("Cr", v(0.6, 4.5, 2), "mg/dL"),
                 ("Glucose", v(58, 520, 0), "mg/dL"), ("Hgb", v(7, 16.5), "g/dL"),
                 ("WBC", v(3, 24), "K/uL"), ("Plt", v(60, 480, 0), "K/uL"),
                 ("Lactate", v(0.8, 7), "mmol/L"), ("Trop I", v(0.01, 12, 2), "ng/mL"),
                 ("BNP", v(20, 3500, 0), "pg/mL"), ("Lipase", v(12, 1400, 0), "U/L"),
                 ("AST", v(10, 300, 0), "U/L"), ("ALT", v(8, 400, 0), "U/L"),
                 ("T bili", v(0.2, 4, 1), "mg/dL"), ("INR", v(0.9, 4.5), ""),
                 ("Mg", v(1.2, 2.8), "mg/dL"), ("EtOH", v(0, 320, 0), "mg/dL")]
    k = r.randint(6, min(14, len(rows)))
    pick = sorted(r.sample(range(len(rows)), k))
    return [rows[i] for i in pick]


def vbg(r):
    return "VBG pH %.2f pCO2 %.1f HCO3 %d BE %+.1f lac %.1f" % (
        r.uniform(6.95, 7.48), r.uniform(3.5, 9.8), r.randint(8, 30),
        r.uniform(-18, 4), r.uniform(0.6, 8))


def vitals(r, compact=True, temp_c=True):
    hr = r.randint(48, 148)
    sbp = r.randint(78, 210)
    dbp = r.randint(max(35, sbp // 3), min(118, sbp - 25))
    rr = r.randint(10, 36)
    sat = r.randint(84, 100)
    t = r.uniform(35.1, 40.2)
    gl = r.uniform(3.1, 22.0)
    tt = ("%.1f" % t) if temp_c else ("%.1f F" % (t * 9 / 5 + 32))
    o2 = r.choice(["RA", "on RA", "2L NP", "4L NC", "15L NRB", "on air", "28% VM"])
    if compact:
        return r.choice([
            "HR %d BP %d/%d RR %d SpO2 %d%% %s T %s" % (hr, sbp, dbp, rr, sat, o2, tt),
            "P %d, BP %d/%d, R %d, O2 sat %d%% %s, Temp %s" % (hr, sbp, dbp, rr, sat, o2, tt),
            "Obs: %d/%d, HR %d reg, RR %d, sats %d%% %s, T %s, BGL %.1f" % (sbp, dbp, hr, rr, sat, o2, tt, gl),
        ])
    return ["HR        %d bpm" % hr, "BP        %d/%d mmHg" % (sbp, dbp),
            "RR        %d /min" % rr, "SpO2      %d%% %s" % (sat, o2),
            "Temp      %s" % tt, "BGL       %.1f mmol/L" % gl if temp_c else "FSBG      %d mg/dL" % int(gl * 18)]


def drug_line(r):
    d, sigs = r.choice(DRUGS)
    return "%s %s" % (d, r.choice(sigs))


def ecg(r):
    return r.choice(["ECG: SR 78, normal axis, no acute ST changes",
                     "ECG: AF 130s, no ischaemia", "ECG: ST elevation II, III, aVF",
                     "ECG: sinus tach 118, S1Q3T3 not seen", "ECG: 1st degree AVB, PR 240 ms",
                     "ECG: peaked T waves, QRS 128 ms", "ECG: LBBB (old)",
                     "ECG: NSR, QTc 512 ms", "ECG: sinus brady 44, junctional escape"])


def imaging(r):
    return r.choice(["CXR: R lower lobe consolidation", "CXR: no pneumothorax, ETT 4 cm above carina",
                     "CT head: no acute intracranial abnormality", "CTPA: bilateral segmental PE",
                     "CT C-spine: no fracture", "FAST: negative", "eFAST: free fluid Morison's pouch",
                     "XR L wrist: dorsally angulated distal radius #", "CT KUB: 5 mm L VUJ calculus",
                     "CTA head/neck: L MCA M1 occlusion", "US abdo: gallstones, CBD 5 mm",
                     "XR pelvis: R intracapsular NOF #", "POCUS: no pericardial effusion, IVC collapsing"])

HOME = {"aspirin", "metoprolol", "atorvastatin", "apixaban", "metformin", "insulin glargine",
        "ramipril", "furosemide", "salbutamol", "prednisolone", "paracetamol", "acetaminophen",
        "sertraline", "quetiapine", "levothyroxine", "omeprazole", "pantoprazole", "warfarin",
        "methadone", "buprenorphine", "oxycodone", "tramadol", "clopidogrel", "ticagrelor",
        "levetiracetam", "thiamine", "doxycycline", "GTN", "ibuprofen", "amoxicillin"}

# short clinical sentences whose ordinary words double as names in the pools
NEG_SENT = ["Kidney stone likely passed.", "Frostbite to toes excluded.", "Long-standing SOB on exertion.",
            "Erythema border marked with pen.", "Unable to cook or shop for self.", "King's College criteria not met.",
            "Page ortho if neurovascular compromise.", "Foley to be removed in AM.", "White cell count rising.",
            "Green sputum for 3 days.", "May need repeat CT if GCS drops.", "Will review in AM.",
            "Hope to discharge tomorrow if mobile.", "Short of breath on minimal exertion.", "Black stools x2 (on iron).",
            "Grace period for pharmacy script explained.", "Brown urine noted.", "Hill walking prior to onset.",
            "Field triage criteria met.", "Bell rung for assistance x3 overnight.", "Rice-water stools.",
            "Moss-green discharge from wound.", "Little improvement after nebs.", "Strong radial pulse.",
            "Sharp pleuritic pain on inspiration.", "Young family at home.",
            "Fisher grade 3 on CT.", "Graves' orbitopathy noted.", "Day 2 of admission.", "Ward round at 0900."]
