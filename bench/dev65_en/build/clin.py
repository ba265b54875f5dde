"""Clinical filler for dev65_en: the hard negatives (labs with values, vitals,
drugs and doses, eponyms, scores, units).  Nothing in this module is PHI,
except the dates inside lab trend lines, which are written as P(..., "DATE")."""
from seg import P, Seq

LABS = [  # name, low, high, decimals
    ("Cr", 0.6, 3.8, 1), ("BUN", 8, 78, 0), ("Na", 124, 146, 0), ("K", 2.9, 5.9, 1),
    ("Hgb", 6.4, 13.8, 1), ("WBC", 2.1, 24.5, 1), ("plt", 38, 420, 0), ("INR", 0.9, 4.2, 1),
    ("lactate", 0.8, 5.6, 1), ("trop", 0.01, 2.4, 2), ("BNP", 90, 3400, 0),
    ("glucose", 62, 410, 0), ("Mg", 1.3, 2.6, 1), ("phos", 1.8, 6.2, 1), ("AST", 14, 410, 0),
    ("ALT", 9, 380, 0), ("T bili", 0.3, 8.9, 1), ("albumin", 1.8, 4.1, 1),
    ("procal", 0.05, 9.5, 2), ("CRP", 0.4, 22.0, 1), ("bicarb", 14, 31, 0), ("lipase", 20, 900, 0),
    ("TSH", 0.1, 9.0, 2), ("ammonia", 18, 140, 0), ("CK", 60, 9000, 0), ("Ca", 7.1, 12.4, 1),
    ("A1c", 5.4, 12.8, 1), ("ferritin", 12, 1900, 0), ("vanc trough", 8, 26, 1), ("eGFR", 14, 88, 0)]

DRUGS = ["metoprolol tartrate 25 mg PO BID", "metoprolol succinate 50 mg daily",
         "apixaban 5 mg BID", "apixaban 2.5 mg BID", "warfarin 5 mg qHS (goal INR 2-3)",
         "furosemide 40 mg IV BID", "furosemide 20 mg PO daily", "torsemide 40 mg daily",
         "lisinopril 10 mg daily", "losartan 50 mg daily", "amlodipine 5 mg daily",
         "atorvastatin 80 mg qHS", "aspirin 81 mg daily", "clopidogrel 75 mg daily",
         "insulin glargine 18 units qHS", "insulin lispro SSI AC/HS", "metformin 1000 mg BID (held)",
         "pantoprazole 40 mg daily", "heparin 5000 units SQ q8h", "enoxaparin 40 mg SQ daily",
         "ceftriaxone 1 g IV q24h", "piperacillin-tazobactam 4.5 g IV q6h",
         "vancomycin per pharmacy dosing", "cefepime 2 g IV q8h", "azithromycin 500 mg daily",
         "levetiracetam 500 mg BID", "lactulose 20 g TID titrate to 3 BMs",
         "rifaximin 550 mg BID", "prednisone 40 mg daily x5d", "albuterol neb q4h PRN",
         "ipratropium-albuterol nebs q6h", "oxycodone 5 mg q4h PRN", "acetaminophen 650 mg q6h PRN",
         "gabapentin 300 mg TID", "sertraline 50 mg daily", "quetiapine 25 mg qHS PRN agitation",
         "tamsulosin 0.4 mg qHS", "senna 8.6 mg BID", "polyethylene glycol 17 g daily",
         "thiamine 100 mg daily", "folic acid 1 mg daily", "KCl 40 mEq PO x1",
         "magnesium sulfate 2 g IV x1", "spironolactone 25 mg daily", "carvedilol 6.25 mg BID",
         "diltiazem 30 mg q6h", "digoxin 0.125 mg daily", "levothyroxine 88 mcg daily",
         "donepezil 10 mg qHS", "melatonin 3 mg qHS", "nicotine patch 21 mg/24h",
         "ondansetron 4 mg IV q8h PRN", "hydralazine 25 mg TID", "isosorbide mononitrate 30 mg daily",
         "sodium bicarbonate 650 mg TID", "sevelamer 800 mg TID with meals", "epoetin per renal"]

PROBLEMS = [
    ("Acute on chronic HFrEF (EF 25%)",
     "diurese w/ furosemide 40 mg IV BID, strict I/O, daily weights, goal net -1 to -1.5 L/day; GDMT as BP allows"),
    ("Sepsis 2/2 CAP, improving",
     "ceftriaxone 1 g q24h + azithromycin day {n} of 5; f/u blood cx; procal trending down"),
    ("AKI on CKD 3b",
     "likely prerenal vs cardiorenal; hold lisinopril, avoid nephrotoxins, renally dose meds, UA/UNa/UCr sent"),
    ("Hyponatremia",
     "SIADH vs hypovolemic; fluid restrict 1.5 L, serum osm/urine osm/urine Na; q6h BMP; avoid correction >8 mEq/24h"),
    ("Afib with RVR",
     "rate control w/ metoprolol, CHA2DS2-VASc 4, HAS-BLED 2; continue apixaban; tele"),
    ("COPD exacerbation",
     "prednisone 40 mg x5d, duonebs q6h, azithro; wean O2 to goal SpO2 88-92%"),
    ("DKA, resolved",
     "transitioned to glargine + lispro SSI; A1c 11.2; diabetes educator consult"),
    ("Upper GI bleed",
     "pantoprazole 40 IV BID, transfuse for Hgb <7, GI following, EGD showed clean-based ulcer (Forrest III)"),
    ("Hepatic encephalopathy",
     "lactulose titrate to 3 BMs/day, rifaximin; MELD-Na 24; no SBP on diag para"),
    ("Cellulitis LLE",
     "cefazolin 2 g q8h, elevate, mark borders; no fluctuance on US"),
    ("Acute metabolic encephalopathy",
     "delirium precautions, CAM-ICU positive, minimize benzos/anticholinergics, sleep hygiene"),
    ("Pyelonephritis",
     "UCx E. coli pan-sensitive; ceftriaxone -> PO cephalexin when afebrile 24h"),
    ("Syncope",
     "orthostatics positive; TTE w/o AS; tele with no events; likely vasovagal vs orthostatic"),
    ("Alcohol withdrawal",
     "CIWA protocol, thiamine 100 mg, folate, MVI; last drink 2 days PTA; SW for resources"),
    ("NSTEMI type 2",
     "demand in setting of anemia/tachycardia; trop peaked; cards aware, no cath planned"),
    ("Hypokalemia",
     "KCl 40 mEq PO x2, Mg repletion, recheck BMP in am"),
    ("PE, submassive",
     "heparin gtt -> apixaban; RV strain on echo, troponin mildly up; PESI class III"),
    ("C. diff colitis",
     "PO vancomycin 125 mg QID x10d, contact precautions, stop PPI"),
    ("Hyperkalemia",
     "K 6.1 w/ peaked T waves: calcium gluconate, insulin/D50, Lokelma; hold spironolactone"),
    ("Falls/deconditioning",
     "PT/OT eval, fall precautions, Morse score 65, vitamin D level"),
    ("T2DM, uncontrolled",
     "glargine 18 units + SSI; hold metformin while on contrast; carb consistent diet"),
    ("Pneumonia, aspiration",
     "amp-sulbactam 3 g q6h, SLP swallow eval, HOB >30 degrees"),
    ("Anemia, iron deficiency",
     "ferritin 9, iron sat 6%; IV iron sucrose 200 mg x5; outpatient colonoscopy"),
    ("Hypertensive urgency",
     "BP 212/118 on arrival, no end-organ injury; resume home amlodipine/losartan, add hydralazine PRN"),
    ("Thrombocytopenia",
     "4T score 2 (low), HIT unlikely; trend CBC; hold heparin SQ, SCDs instead"),
    ("Pressure injury sacrum stage 2",
     "wound RN consult, Braden 13, turn q2h, offloading mattress"),
]

EPONYM_EXAM = [
    "Murphy's sign negative", "Babinski downgoing bilaterally", "no Kussmaul respirations",
    "Homans sign negative", "Chvostek and Trousseau negative", "McBurney's point nontender",
    "no Janeway lesions or Osler nodes", "Kernig and Brudzinski negative",
    "JVP to angle of jaw, +HJR", "no asterixis", "Romberg deferred", "Tinel's negative",
    "no Cullen or Grey Turner sign", "Phalen's positive R", "Rovsing negative",
    "Virchow node not palpable", "no Roth spots", "Levine sign noted during episode"]

HX = ["HFrEF (EF 30%)", "CAD s/p CABG", "T2DM on insulin", "HTN", "HLD", "CKD stage 3b",
      "COPD on 2L home O2", "Afib on apixaban", "OSA on CPAP", "cirrhosis (EtOH), Child-Pugh B",
      "ESRD on HD MWF", "DVT", "breast ca s/p lumpectomy", "prostate ca", "CVA w/ residual L weakness",
      "Parkinson's disease", "dementia (Alzheimer type)", "hypothyroidism", "GERD", "BPH",
      "depression", "anxiety", "OA bilateral knees", "Graves disease s/p RAI",
      "Hashimoto thyroiditis", "Crohn's disease", "Barrett's esophagus", "gout", "PAD",
      "Wolff-Parkinson-White s/p ablation", "Guillain-Barre (remote)", "Addison disease",
      "myasthenia gravis", "sick sinus syndrome s/p PPM", "AS s/p TAVR", "MGUS", "Hodgkin lymphoma (remote)"]

SURG = ["lap chole", "CABG x3", "TKA R", "THA L", "appendectomy", "TURP", "hysterectomy",
        "Whipple", "Roux-en-Y gastric bypass", "Nissen fundoplication", "Hartmann procedure",
        "PPM placement", "AICD placement", "carotid endarterectomy", "AV fistula L arm",
        "ORIF R hip", "TAVR", "PCI w/ DES to LAD", "cataract extraction", "C-section x2"]

ALLERGIES = ["NKDA", "PCN (hives)", "sulfa (rash)", "codeine (nausea)", "contrast (anaphylaxis)",
             "lisinopril (angioedema)", "latex", "vancomycin (red man)", "morphine (itching)"]

SCORES = ["GCS 15", "CIWA 6", "Braden 14", "Morse 45", "PHQ-9 12", "NIHSS 3", "CAM negative",
          "RASS 0", "Wells score 1.5", "CURB-65 2", "MELD 18", "HEART score 4", "PPS 40%",
          "ECOG 3", "KPS 50", "Pain 4/10", "Mini-Cog 2/5", "SLUMS 19/30", "qSOFA 1"]


def vitals(r, style="line"):
    t = round(r.uniform(36.1, 39.4), 1)
    hr = r.randint(54, 128)
    bp = "%d/%d" % (r.randint(92, 188), r.randint(48, 104))
    rr = r.randint(12, 28)
    sp = r.randint(86, 100)
    o2 = r.choice(["RA", "2L NC", "3L NC", "4L NC", "HFNC 30L/40%", "RA", "1L NC", "BiPAP 12/5"])
    if style == "line":
        return "T %s  HR %d  BP %s  RR %d  SpO2 %d%% %s" % (t, hr, bp, rr, sp, o2)
    if style == "lower":
        return "t %s hr %d bp %s rr %d sat %d%% %s" % (t, hr, bp, rr, sp, o2.lower())
    return "Tmax %s, HR %d-%d, BP %s, RR %d, SpO2 %d%% on %s, I/O %d/%d, wt %.1f kg" % (
        t, hr - 10, hr, bp, rr, sp, o2, r.randint(600, 2400), r.randint(400, 3800), r.uniform(48, 140))


def lab_value(r, lab):
    name, lo, hi, dec = lab
    v = r.uniform(lo, hi)
    return ("%." + str(dec) + "f") % v if dec else "%d" % round(v)


def trend(g, lab, dates, arrow=" -> ", kind="short"):
    """'Cr 2.1 (3/2) -> 1.8 (3/3) -> 1.4 (3/4)' with each date a DATE span."""
    r = g.r
    out = Seq([lab[0] + " "])
    for i, d in enumerate(dates):
        if i:
            out.append(arrow)
        out.append(lab_value(r, lab) + " (")
        out.append(P(g.fmt(d, kind), "DATE"))
        out.append(")")
    return out


def problems(r, k):
    ps = r.sample(PROBLEMS, k)
    return [(a, b.replace("{n}", str(r.randint(2, 5)))) for a, b in ps]
