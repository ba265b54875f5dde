"""Clinical content for same-day emergency care scenarios. Almost all of it
is hard negatives: lab values and ranges, doses, scores, eponyms, device
models, durations and times. The only PHI produced here are years in the
past medical history (DATE)."""

from labs import LABS, lab_lines, lab_value, obs, obs_text  # noqa: F401

SIDES = ["left", "right"]


def yr(c, back_min=1, back_max=25):
    y = c.d0.year - c.rng.randint(back_min, back_max)
    return (str(y), "DATE")


class Scn:
    pass


PMH_POOL = ["T2DM (metformin)", "HTN", "hypercholesterolaemia", "asthma", "COPD (GOLD 2)",
            "osteoarthritis both knees", "hypothyroidism", "GORD", "depression", "CKD G3a",
            "previous TIA", "gout", "BPH", "migraine", "obesity (BMI 36)", "psoriasis",
            "AF (on apixaban)", "IHD", "Parkinson's disease", "Crohn's disease (quiescent)",
            "Graves' disease, treated with RAI", "Raynaud's phenomenon", "Barrett's oesophagus",
            "Hashimoto's thyroiditis", "Meniere's disease", "Bell's palsy (resolved)",
            "Dupuytren's contracture", "Paget's disease of bone", "Addison's disease",
            "Sjogren's syndrome", "Hodgkin lymphoma in remission", "Cushing's (iatrogenic, resolved)"]

PMH_DATED = ["NSTEMI", "lap cholecystectomy", "TKR left", "THR right", "appendicectomy",
             "breast ca (WLE + RT)", "prostatectomy", "hysterectomy", "PCI to LAD",
             "CABG x3", "provoked DVT", "pneumonia requiring admission", "ORIF right wrist",
             "ischaemic stroke, no residual deficit"]

DRUGS = ["amlodipine 5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg ON", "metformin 1 g BD",
         "levothyroxine 75 mcg OD", "omeprazole 20 mg OD", "lansoprazole 30 mg OD",
         "sertraline 50 mg OD", "bisoprolol 2.5 mg OD", "salbutamol 100 mcg PRN",
         "Fostair 100/6 2 puffs BD", "allopurinol 100 mg OD", "tamsulosin 400 mcg OD",
         "paracetamol 1 g QDS PRN", "co-codamol 30/500 2 tabs QDS PRN", "furosemide 40 mg OM",
         "gliclazide 80 mg BD", "empagliflozin 10 mg OD", "clopidogrel 75 mg OD",
         "aspirin 75 mg OD", "indapamide 2.5 mg OD", "mirtazapine 15 mg ON",
         "combined OCP (Microgynon 30)", "HRT patch (Evorel 50)", "adcal-D3 1 tab BD",
         "alendronic acid 70 mg weekly", "prednisolone 5 mg OD", "methotrexate 15 mg weekly",
         "folic acid 5 mg weekly", "insulin glargine 24 units ON", "losartan 50 mg OD",
         "lisinopril 10 mg OD", "hydrochlorothiazide 25 mg daily", "rosuvastatin 10 mg nocte"]

ALLERGIES = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "penicillin (anaphylaxis)",
             "codeine (vomiting)", "trimethoprim (rash)", "elastoplast", "latex",
             "clarithromycin (GI upset)", "sulfonamides", "NKA", "nil known"]


MALE_ONLY = ("BPH", "prostatectomy")
FEMALE_ONLY = ("hysterectomy", "breast ca", "OCP", "HRT")


def _ok(item, c):
    if c.sex == "F" and any(w in item for w in MALE_ONLY):
        return False
    if c.sex == "M" and any(w in item for w in FEMALE_ONLY):
        return False
    if "OCP" in item and c.age > 50:
        return False
    if "HRT" in item and not 45 <= c.age <= 70:
        return False
    return True


def pmh(rng, c, k=None):
    k = k if k is not None else rng.randint(1, 4)
    out = [x for x in rng.sample(PMH_POOL, k) if _ok(x, c)]
    if rng.random() < 0.55:
        item = rng.choice([x for x in PMH_DATED if _ok(x, c)])
        out.append([item, " ", yr(c, 1, max(2, min(25, c.age - 16)))] if rng.random() < 0.6 else
                   [item, " (", yr(c, 1, max(2, min(25, c.age - 16))), ")"])
    if not out:
        out.append("nil significant")
    return out


def meds(rng, c, k=None):
    k = k if k is not None else rng.randint(0, 5)
    return [d for d in rng.sample(DRUGS, k) if _ok(d, c) and not (c.sex == "F" and "tamsulosin" in d)]


def _dvt(rng, c, s):
    side = s.side
    s.title, s.pathway = "Suspected DVT", "DVT pathway"
    s.pc = rng.choice(["painful swollen %s calf" % side, "%s leg swelling" % side,
                       "%s calf pain and swelling" % side, "swollen %s thigh" % side])
    n = rng.randint(2, 9)
    risk = rng.choice(["knee arthroscopy 3 weeks ago", "%s ankle in plaster cast for 4 weeks" % side,
                       "recent long-haul flight", "on combined OCP" if c.sex == "F" and c.age < 50 else
                       "recent hospital admission", "active cancer (breast, on letrozole)" if c.sex == "F" else
                       "active cancer (prostate, on ADT)",
                       "bedbound with flu-like illness for a week", "no obvious provoking factor",
                       "previous DVT", "pregnancy excluded, on HRT"])
    s.risk = risk
    s.hpi = ["%d day history of %s calf pain and swelling, worse on walking." % (n, side),
             "Risk factors: %s." % risk,
             rng.choice(["No chest pain, haemoptysis or breathlessness.",
                         "Denies SOB/CP. No haemoptysis.", "No pleuritic pain. Mobile independently."])]
    diff = round(rng.uniform(1.5, 5.0), 1)
    s.exam = ["%s calf %.1f cm larger than contralateral at 10 cm below tibial tuberosity" % (side.capitalize(), diff),
              rng.choice(["pitting oedema to mid-shin", "no pitting oedema", "tender along deep venous system"]),
              rng.choice(["Homans' sign not relied upon", "no Baker's cyst palpable",
                          "no erythema, skin intact", "collateral superficial veins present"]),
              "distal pulses present"]
    w = rng.choice([-1, 0, 1, 2, 3])
    s.scores = ["Wells DVT score %d (%s)" % (w, "DVT likely" if w >= 2 else "DVT unlikely")]
    s.over = {"D-dimer": rng.uniform(0.6, 4.8)}
    s.bloods = ["Hb", "Plt", "Creat", "eGFR", "INR", "D-dimer"]
    pos = rng.random() < 0.6
    where = rng.choice(["popliteal vein", "common femoral and superficial femoral veins",
                        "popliteal and posterior tibial veins", "peroneal veins (isolated distal)"])
    s.imaging = ["Proximal leg vein USS: %s" % (
        "occlusive thrombus in %s %s" % (side, where) if pos else
        rng.choice(["no proximal DVT; repeat scan in 6-8 days as D-dimer positive",
                    "no DVT seen; Baker's cyst 3.2 x 1.1 cm", "compressible veins throughout, no DVT"]))]
    s.dx = ("%s %s DVT" % (side.capitalize(), "distal" if "distal" in where else "proximal")) if pos else \
        rng.choice(["DVT excluded - likely muscular strain", "DVT not demonstrated - ?ruptured Baker's cyst",
                    "no DVT on this scan, repeat USS booked"])
    s.plan = [rng.choice(["Apixaban 10 mg BD for 7 days then 5 mg BD",
                          "Rivaroxaban 15 mg BD for 21 days then 20 mg OD",
                          "Edoxaban 60 mg OD after 5 days LMWH",
                          "Dalteparin 15,000 units SC OD (weight 78 kg) pending scan"]) if pos else
              "Interim anticoagulation stopped",
              rng.choice(["Anticoagulate 3 months then review (provoked)",
                          "Unprovoked - review at 3 months re: long-term anticoagulation",
                          "Anticoagulation booklet and alert card given"]),
              "Cancer screening per history/exam, FBC, LFT, Ca, urinalysis (NICE NG158)"]
    s.drug = "apixaban" if "Apixaban" in s.plan[0] else "rivaroxaban"
    s.safety = "Return if chest pain, breathlessness, haemoptysis or bleeding."
    s.sick = 0


def _pe(rng, c, s):
    side = s.side
    s.title, s.pathway = "Suspected PE", "Ambulatory PE pathway"
    s.pc = rng.choice(["pleuritic chest pain and breathlessness", "sudden onset SOB",
                       "%s sided pleuritic chest pain" % side, "haemoptysis and chest pain"])
    n = rng.randint(1, 6)
    s.risk = rng.choice(["recent long-haul flight", "hip replacement 5 weeks ago",
                         "on combined OCP" if c.sex == "F" and c.age < 50 else "recent knee surgery",
                         "active cancer (colorectal, on capecitabine)",
                         "no clear risk factors", "previous PE"])
    s.hpi = ["%d day history of %s pleuritic chest pain and exertional breathlessness." % (n, side),
             "Risk factors: %s." % s.risk,
             rng.choice(["No syncope.", "Small volume haemoptysis x1.", "No calf symptoms.",
                         "Walked in from car park without difficulty."])]
    s.exam = ["chest clear, no pleural rub", "calves soft, non-tender",
              rng.choice(["HS I+II+0", "JVP not raised", "no signs of right heart strain"])]
    s.scores = [rng.choice(["Wells PE 4.5 (PE likely)", "Wells PE 1.5 (PE unlikely)", "Wells PE 6 (PE likely)"]),
                rng.choice(["PERC not applicable (age >49)", "PERC positive (HR >100)", "PERC 0"]),
                rng.choice(["sPESI 0", "PESI class I (58)", "Hestia criteria: none present",
                            "Revised Geneva score 4"])]
    s.over = {"D-dimer": rng.uniform(0.9, 6.0)}
    s.bloods = ["Hb", "WCC", "Plt", "Creat", "eGFR", "hs-TnT", "NT-proBNP", "D-dimer"]
    pos = rng.random() < 0.55
    s.imaging = [rng.choice(["CXR: clear lung fields", "CXR: small %s effusion, no consolidation" % side]),
                 "CTPA: " + (rng.choice(["filling defects in %s lower lobe segmental arteries" % side,
                                         "bilateral subsegmental emboli", "%s main PA embolus" % side]) +
                             rng.choice(["; RV/LV ratio 0.8, no right heart strain", "; RV:LV <1"])
                             if pos else rng.choice(["no PE", "no PE; incidental 4 mm nodule RUL - Fleischner f/u"]))]
    s.ecg = rng.choice(["sinus tachycardia 104, no S1Q3T3", "SR 88, T wave inversion V1-V3",
                        "SR 76, normal axis, no acute changes"])
    s.dx = ("Acute PE, low risk (sPESI 0)" if pos else rng.choice(
        ["PE excluded - musculoskeletal chest pain", "no PE - viral pleurisy likely"]))
    s.plan = [rng.choice(["Apixaban 10 mg BD 7 days then 5 mg BD", "Rivaroxaban 15 mg BD 21 days then 20 mg OD"])
              if pos else "No anticoagulation required", "Outpatient management per Hestia/sPESI",
              "PE follow-up clinic at 3 months" if pos else "Analgesia, safety-net"]
    s.drug = "apixaban"
    s.safety = "Call 999/return if worsening breathlessness, collapse or significant bleeding."
    s.sick = 1 if pos else 0


def _cellulitis(rng, c, s):
    side = s.side
    site = rng.choice(["%s lower leg" % side, "%s forearm" % side, "%s foot" % side, "%s shin" % side])
    s.title, s.pathway = "Cellulitis", "Cellulitis pathway"
    s.pc = rng.choice(["red hot swollen %s" % site, "spreading erythema %s" % site,
                       "painful red %s with fever" % site])
    s.hpi = ["%d days of spreading redness and pain %s." % (rng.randint(1, 6), site),
             "Portal of entry: %s." % rng.choice(["tinea pedis", "insect bite", "venous leg ulcer",
                                                  "cat scratch", "gardening abrasion", "none identified"]),
             rng.choice(["Two previous episodes of cellulitis.", "Failed 48 h oral flucloxacillin from GP.",
                         "Rigors overnight.", "No previous episodes."])]
    s.exam = [rng.choice(["erythema from ankle to mid-shin", "erythema 12 x 8 cm dorsum of foot",
                          "erythema and oedema to knee"]) + ", margins marked with pen",
              rng.choice(["no crepitus, no bullae, pain in proportion", "lymphangitic streaking to knee",
                          "tender inguinal lymphadenopathy"]),
              "no features of necrotising fasciitis"]
    s.scores = [rng.choice(["Eron class I", "Eron class II", "Eron class II (systemic features)",
                            "Dundee class 2"])]
    s.over = {"CRP": rng.uniform(48, 260), "WCC": rng.uniform(11.5, 18.9)}
    s.bloods = ["WCC", "Neut", "CRP", "Creat", "eGFR", "Glucose", "Lactate"]
    s.imaging = [rng.choice(["Venous duplex: no DVT", "X-ray foot: no gas, no osteomyelitis",
                             "not indicated"])]
    pen = rng.random() < 0.2
    if c.c == "AU":
        s.abx = "IV cefazolin 2 g daily + oral probenecid 1 g daily (HITH)"
    elif pen:
        s.abx = rng.choice(["IV teicoplanin 6 mg/kg (loading 12-hourly x3) then daily",
                            "oral clindamycin 450 mg QDS", "IV vancomycin per levels"])
    else:
        s.abx = rng.choice(["IV ceftriaxone 2 g OD", "IV flucloxacillin 2 g QDS",
                            "IV cefazolin 2 g BD", "oral flucloxacillin 1 g QDS"])
    s.dx = "Cellulitis %s" % site
    s.plan = [s.abx, "Elevate limb; analgesia", "Review margins at 48 h",
              rng.choice(["Treat tinea with terbinafine cream", "Compression once acute phase settled",
                          "Emollients; skin care advice"])]
    s.drug = s.abx
    s.safety = "Return if spreading beyond pen marks, fever, vomiting or feeling faint."
    s.sick = 1


def _syncope(rng, c, s):
    s.title, s.pathway = "Transient loss of consciousness", "Syncope pathway"
    s.pc = rng.choice(["collapse at home", "transient loss of consciousness",
                       "faint while standing in a queue", "blackout on standing"])
    s.hpi = [rng.choice(["Prodrome of lightheadedness, sweating and tunnel vision.",
                         "No prodrome; sudden LOC while seated.",
                         "Felt hot and nauseated before collapsing."]),
             "LOC ~%d seconds, witnessed, rapid full recovery." % rng.choice([10, 20, 30, 45, 60]),
             rng.choice(["No tongue biting, no incontinence.", "Brief myoclonic jerks <15 s.",
                         "No post-ictal confusion."]),
             rng.choice(["No exertional component.", "Occurred on exertion (walking uphill).",
                         "Family history of sudden cardiac death: none."])]
    s.exam = ["lying/standing BP %s -> %s at 3 min" % ("%d/%d" % (rng.randint(120, 160), rng.randint(70, 90)),
                                                       "%d/%d" % (rng.randint(95, 130), rng.randint(55, 80))),
              rng.choice(["no murmur", "soft ejection systolic murmur, not radiating",
                          "HS normal"]), "neuro exam normal, Romberg negative"]
    s.ecg = rng.choice(["SR 68, PR 168 ms, QRS 92 ms, QTc 432 ms; no Brugada pattern, no pre-excitation",
                        "SR 54, first degree AV block (PR 232 ms)", "SR 72, RBBB, QTc 445 ms",
                        "SR 80, no Mobitz II or CHB, no WPW"])
    s.scores = [rng.choice(["Canadian Syncope Risk Score -1 (low)", "Canadian Syncope Risk Score 2 (medium)",
                            "San Francisco Syncope Rule negative", "OESIL 1", "EGSYS 2"])]
    s.over = {}
    s.bloods = ["Hb", "Na", "K", "Creat", "Glucose", "hs-TnT"]
    s.imaging = [rng.choice(["Echo: LVEF 60%, no AS", "Echo requested", "CT head not indicated"])]
    s.dx = rng.choice(["Reflex (vasovagal) syncope", "Orthostatic hypotension (drug-related)",
                       "Syncope ?arrhythmic - for ambulatory monitoring"])
    s.plan = [rng.choice(["7-day patch monitor (Zio XT) arranged", "72 h Holter booked",
                          "Implantable loop recorder (Reveal LINQ) considered"]),
              rng.choice(["Stop doxazosin", "Reduce amlodipine to 5 mg", "Counter-pressure manoeuvres taught"]),
              rng.choice(["DVLA guidance given: no driving until reviewed",
                          "Driving advice given per local regulator", "Fluids 2-3 L/day, salt liberalised"])]
    s.drug = ""
    s.safety = "Seek help if further blackouts, palpitations or chest pain."
    s.sick = 0


def _chest(rng, c, s):
    s.title, s.pathway = "Chest pain (low risk)", "Chest pain pathway"
    s.pc = rng.choice(["central chest tightness", "intermittent chest pain", "chest pain at rest"])
    s.hpi = ["Central chest tightness lasting ~%d min at rest, non-radiating." % rng.randint(5, 40),
             rng.choice(["Pain free on arrival.", "Reproducible on palpation.", "Settled with GTN from crew."])]
    s.exam = ["chest clear", "HS normal", "no calf tenderness"]
    s.ecg = rng.choice(["SR 74, no ischaemic changes", "SR 66, non-specific T flattening III"])
    t0 = rng.randint(3, 11)
    s.scores = ["HEART score %d" % rng.randint(1, 3), "hs-TnT 0 h %d, 1 h %d ng/L (rule-out)" % (t0, t0 + rng.randint(0, 2))]
    s.over = {}
    s.bloods = ["Hb", "Creat", "eGFR", "hs-TnT", "Glucose"]
    s.imaging = ["CXR NAD"]
    s.dx = rng.choice(["Non-cardiac chest pain", "Chest pain, ACS ruled out", "?stable angina"])
    s.plan = [rng.choice(["Outpatient CT coronary angiogram", "Rapid access chest pain clinic (RACPC)",
                          "Trial PPI: omeprazole 20 mg OD 4 weeks"]), "GTN spray PRN"]
    s.drug = ""
    s.safety = "Call 999 if pain lasts >15 minutes despite GTN."
    s.sick = 0


def _af(rng, c, s):
    s.title, s.pathway = "New AF", "AF pathway"
    s.pc = rng.choice(["palpitations", "fast irregular pulse found by GP", "fatigue and palpitations"])
    s.hpi = ["Palpitations for %d days; no syncope, no chest pain." % rng.randint(1, 10),
             rng.choice(["Alcohol ~20 units/week.", "Recent viral illness.", "No thyroid symptoms."])]
    s.exam = ["irregularly irregular pulse", "no murmur", "no signs of heart failure"]
    s.ecg = "AF, ventricular rate %d, no acute ST changes" % rng.randint(96, 138)
    s.scores = ["CHA2DS2-VASc %d" % rng.randint(1, 5), "HAS-BLED %d" % rng.randint(0, 2), "EHRA class IIa"]
    s.over = {}
    s.bloods = ["Hb", "K", "Mg", "Creat", "TSH", "NT-proBNP"]
    s.imaging = ["TTE requested"]
    s.dx = "Paroxysmal AF, rate controlled"
    s.plan = ["Bisoprolol 2.5 mg OD", "Apixaban 5 mg BD", "AF clinic in 6 weeks"]
    s.drug = "apixaban"
    s.safety = "Return if chest pain, breathlessness or collapse."
    s.sick = 0


def _misc(rng, c, s):
    k = s.kind
    s.over = {}
    s.imaging = []
    s.drug = ""
    s.sick = 0
    if k == "pyelo":
        s.title, s.pathway = "Pyelonephritis", "Ambulatory pyelonephritis"
        s.pc = "%s loin pain, fever and rigors" % s.side
        s.hpi = ["Dysuria and frequency for %d days, then loin pain and rigors." % rng.randint(2, 5),
                 "No vomiting; tolerating oral fluids."]
        s.exam = ["%s renal angle tenderness" % s.side, "abdomen soft"]
        s.scores = ["qSOFA 0", "NEWS2 3"]
        s.over = {"CRP": rng.uniform(80, 240), "WCC": rng.uniform(12, 19)}
        s.bloods = ["WCC", "CRP", "Creat", "eGFR", "Lactate"]
        s.imaging = ["Renal USS: no hydronephrosis"]
        s.dx = "Acute pyelonephritis"
        s.abx = rng.choice(["IV gentamicin 5 mg/kg OD (levels)", "IV ceftriaxone 2 g OD",
                            "IV ertapenem 1 g OD (ESBL on previous MSU)"])
        s.plan = [s.abx, "MSU sent", "Switch to oral per sensitivities"]
        s.drug = s.abx
        s.sick = 1
    elif k == "anaemia":
        s.title, s.pathway = "Iron deficiency anaemia", "Anaemia pathway"
        s.pc = "low Hb on GP bloods"
        s.hpi = ["Fatigue and exertional breathlessness for %d weeks." % rng.randint(3, 12),
                 "No overt GI bleeding; Bristol stool type 4."]
        s.exam = ["pale conjunctivae", "abdomen soft, no masses", "PR: brown stool, no melaena"]
        s.scores = ["FIT 142 ug Hb/g"]
        s.over = {"Hb": rng.uniform(62, 84), "Ferritin": rng.uniform(3, 11)}
        s.bloods = ["Hb", "Plt", "Ferritin", "Creat", "eGFR"]
        s.dx = "Iron deficiency anaemia"
        s.plan = ["IV ferric carboxymaltose 1000 mg (Ferinject) over 15 min",
                  "Suspected lower GI cancer referral", "Repeat FBC in 4 weeks"]
        s.drug = "ferric carboxymaltose"
    elif k == "aki":
        s.title, s.pathway = "AKI / hyperkalaemia", "AKI pathway"
        s.pc = "raised potassium and creatinine on GP bloods"
        s.hpi = ["Diarrhoea and poor intake for %d days while on ramipril and furosemide." % rng.randint(2, 6)]
        s.exam = ["dry mucous membranes", "JVP not visible"]
        s.scores = ["AKI stage 2", "ECG: no peaked T waves"]
        s.over = {"K": rng.uniform(5.9, 6.6), "Creat": rng.uniform(180, 260), "Urea": rng.uniform(14, 26)}
        s.bloods = ["Na", "K", "Urea", "Creat", "eGFR"]
        s.dx = "AKI stage 2 (pre-renal), hyperkalaemia"
        s.plan = ["Withhold ramipril and furosemide (sick day rules)", "IV 0.9% saline 1 L over 4 h",
                  "Lokelma 10 g TDS", "Repeat U&E in 48 h"]
        s.sick = 0
    elif k == "hypona":
        s.title, s.pathway = "Hyponatraemia", "Hyponatraemia pathway"
        s.pc = "low sodium on routine bloods"
        s.hpi = ["Started sertraline %d weeks ago. Mild nausea, no confusion." % rng.randint(2, 8)]
        s.exam = ["clinically euvolaemic", "no focal neurology"]
        s.scores = ["serum osm 262 mOsm/kg", "urine osm 480 mOsm/kg", "urine Na 52 mmol/L"]
        s.over = {"Na": rng.uniform(122, 128)}
        s.bloods = ["Na", "K", "Creat", "Glucose", "TSH"]
        s.dx = "SIADH (likely SSRI-related)"
        s.plan = ["Stop sertraline", "Fluid restriction 1.2 L/day", "Repeat Na in 48 h via SDEC"]
    elif k == "cap":
        s.title, s.pathway = "Community-acquired pneumonia", "Low-risk CAP pathway"
        s.pc = "productive cough and fever"
        s.hpi = ["Cough with green sputum %d days, pleuritic %s chest pain." % (rng.randint(3, 8), s.side)]
        s.exam = ["coarse crackles %s base" % s.side, "bronchial breathing"]
        s.scores = ["CURB-65 %d" % rng.randint(0, 1), "NEWS2 2"]
        s.over = {"CRP": rng.uniform(60, 190), "WCC": rng.uniform(11, 16)}
        s.bloods = ["WCC", "CRP", "Urea", "Creat"]
        s.imaging = ["CXR: %s lower zone consolidation" % s.side]
        s.dx = "Low-severity CAP"
        s.abx = rng.choice(["amoxicillin 500 mg TDS 5 days", "doxycycline 200 mg then 100 mg OD 5 days"])
        s.plan = [s.abx, "Repeat CXR at 6 weeks if smoker or >50"]
        s.drug = s.abx
        s.sick = 1
    elif k == "pleural":
        s.title, s.pathway = "Unilateral pleural effusion", "Ambulatory pleural pathway"
        s.pc = "breathlessness, effusion on CXR"
        s.hpi = ["Progressive breathlessness over %d weeks; weight loss 4 kg." % rng.randint(3, 10)]
        s.exam = ["stony dull %s base" % s.side, "reduced breath sounds"]
        s.scores = ["pleural fluid pH 7.38", "protein 41 g/L, LDH 310 U/L", "exudate by Light's criteria"]
        s.bloods = ["Hb", "CRP", "Alb", "Creat"]
        s.imaging = ["Thoracic USS: moderate anechoic effusion, no septations",
                     "CT thorax with contrast booked"]
        s.dx = "Unilateral exudative effusion - ?malignant"
        s.plan = ["Diagnostic aspiration 50 mL (cytology, MC&S, AFB)", "Pleural clinic in 1 week"]
    elif k == "ugib":
        s.title, s.pathway = "Low-risk upper GI bleed", "UGIB pathway"
        s.pc = "coffee-ground vomit x1"
        s.hpi = ["Single episode of coffee-ground vomiting after heavy alcohol.", "No melaena."]
        s.exam = ["abdomen soft, epigastric tenderness", "PR: no melaena"]
        s.scores = ["Glasgow-Blatchford score 0", "pre-endoscopy Rockall 0"]
        s.bloods = ["Hb", "Urea", "Creat", "INR"]
        s.dx = "Probable Mallory-Weiss tear"
        s.plan = ["Outpatient OGD within 2 weeks", "Omeprazole 40 mg OD"]
    else:  # headache / GCA
        s.title, s.pathway = "Headache", "Headache / GCA pathway"
        s.pc = rng.choice(["new temporal headache and jaw claudication", "severe headache"])
        s.hpi = ["Headache for %d days, scalp tenderness." % rng.randint(3, 20),
                 "Not thunderclap; peak intensity over hours."]
        s.exam = ["tender thickened %s temporal artery" % s.side, "fundi normal, GCS 15"]
        s.scores = ["Ottawa SAH rule negative", "GCA probability score: intermediate"]
        s.over = {"CRP": rng.uniform(30, 120), "ESR": rng.uniform(48, 96)}
        s.bloods = ["Hb", "Plt", "CRP", "ESR", "ALP"]
        s.imaging = ["Temporal artery USS (halo sign) booked", "CT head not required"]
        s.dx = "Suspected GCA"
        s.plan = ["Prednisolone 40 mg OD started", "Omeprazole 20 mg OD + Adcal-D3", "Rheumatology hot clinic"]
        s.drug = "prednisolone"
    if not hasattr(s, "abx"):
        s.abx = ""
    s.safety = rng.choice(["Return if symptoms worsen.", "Seek urgent help if unwell - call 111 or attend ED.",
                           "Safety-netting advice given verbally and in writing."])


KINDS = ["dvt", "pe", "cellulitis", "syncope", "chest", "af", "pyelo", "anaemia", "aki",
         "hypona", "cap", "pleural", "ugib", "headache"]


def scenario(rng, c, kind=None, weights=None):
    if kind is None:
        if weights:
            ks = sorted(weights)
            kind = rng.choices(ks, weights=[weights[k] for k in ks])[0]
        else:
            kind = rng.choice(KINDS)
    s = Scn()
    s.kind = kind
    s.side = rng.choice(SIDES)
    s.abx = ""
    s.ecg = ""
    {"dvt": _dvt, "pe": _pe, "cellulitis": _cellulitis, "syncope": _syncope, "chest": _chest,
     "af": _af}.get(kind, _misc)(rng, c, s)
    s.obs = obs(rng, s.sick)
    s.pmh = pmh(rng, c)
    s.meds = meds(rng, c)
    s.allergy = rng.choice(ALLERGIES)
    s.labs = lab_lines(rng, c, s.bloods, s.over)
    s.hpi = [h.replace(" 1 days", " 1 day") for h in s.hpi]
    if rng.random() < 0.06:
        k = rng.randrange(len(s.hpi))
        for a, b in TYPOS:
            if a in s.hpi[k]:
                s.hpi[k] = s.hpi[k].replace(a, b, 1)
                break
    s.plan = [p.replace("DVLA guidance given", DRIVING[c.c]) for p in s.plan]
    if c.c != "UK":
        s.plan = [p.replace("NICE NG158", "local VTE guideline") for p in s.plan]
    em = EMERG[c.c]
    s.safety = s.safety.replace("Call 999/return", "Call %s or return" % em).replace("Call 999", "Call %s" % em)
    if c.c != "UK":
        s.safety = s.safety.replace("call 111 or attend ED", "contact your GP or attend ED, or call %s" % em)
    return s


TYPOS = [("swelling", "swellling"), ("breathlessness", "breathlesness"), ("history", "hisotry"),
         ("pain", "pian"), ("episode", "epsiode"), ("previous", "previuos"), ("spreading", "spreadng"),
         ("witnessed", "witnesed"), ("Palpitations", "Palpitatons"), ("weeks", "weks"), ("days", "dyas"),
         ("with", "wiht"), ("and", "adn")]

DRIVING = {"UK": "DVLA guidance given", "IE": "NDLS/RSA driving guidance given",
           "US": "State DMV driving guidance given", "CA": "Provincial licensing guidance given",
           "AU": "Austroads fitness-to-drive guidance given", "NZ": "NZTA driving guidance given",
           "ZA": "Driving advice given", "SG": "Driving advice given"}

EMERG = {"UK": "999", "IE": "112 or 999", "US": "911", "CA": "911", "AU": "000", "NZ": "111",
         "ZA": "10177", "SG": "995"}
