"""Non-PHI clinical filler (the hard negatives): labs, vitals, drugs, scores, eponyms, codes.
Nothing produced here is marked."""

MEDS = [  # name, dose, route, sig
    ("metoprolol tartrate", "25 mg", "PO", "BID"), ("metoprolol succinate", "50 mg", "PO", "daily"),
    ("lisinopril", "10 mg", "PO", "daily"), ("atorvastatin", "80 mg", "PO", "nightly"),
    ("aspirin", "81 mg", "PO", "daily"), ("clopidogrel", "75 mg", "PO", "daily"),
    ("ticagrelor", "90 mg", "PO", "BID"), ("apixaban", "5 mg", "PO", "BID"),
    ("warfarin", "5 mg", "PO", "daily except 2.5 mg Mon/Thu"), ("furosemide", "40 mg", "IV", "BID"),
    ("spironolactone", "25 mg", "PO", "daily"), ("sacubitril-valsartan", "24-26 mg", "PO", "BID"),
    ("heparin", "18 units/kg/hr", "IV", "per nomogram"), ("insulin glargine", "22 units", "SC", "qHS"),
    ("insulin lispro", "4 units", "SC", "with meals plus sliding scale"), ("metformin", "1000 mg", "PO", "BID"),
    ("levothyroxine", "88 mcg", "PO", "daily before breakfast"), ("pantoprazole", "40 mg", "PO", "daily"),
    ("ondansetron", "4 mg", "IV", "q8h PRN nausea"), ("acetaminophen", "650 mg", "PO", "q6h PRN pain"),
    ("oxycodone", "5 mg", "PO", "q4h PRN"), ("gabapentin", "300 mg", "PO", "TID"),
    ("levetiracetam", "500 mg", "PO", "BID"), ("lacosamide", "100 mg", "PO", "BID"),
    ("carbidopa-levodopa", "25-100 mg", "PO", "TID"), ("sumatriptan", "50 mg", "PO", "PRN migraine, max 200 mg/day"),
    ("tacrolimus", "2 mg", "PO", "q12h, goal trough 8-10"), ("mycophenolate mofetil", "1000 mg", "PO", "BID"),
    ("prednisone", "5 mg", "PO", "daily"), ("valganciclovir", "450 mg", "PO", "daily"),
    ("trimethoprim-sulfamethoxazole", "400-80 mg", "PO", "daily"), ("amoxicillin", "45 mg/kg/day", "PO", "divided BID x 10 days"),
    ("cefazolin", "2 g", "IV", "q8h"), ("vancomycin", "1250 mg", "IV", "q12h, trough before 4th dose"),
    ("piperacillin-tazobactam", "4.5 g", "IV", "q6h"), ("norepinephrine", "0.08 mcg/kg/min", "IV", "titrate to MAP > 65"),
    ("vasopressin", "0.03 units/min", "IV", "fixed"), ("propofol", "30 mcg/kg/min", "IV", "titrate to RASS -1 to 0"),
    ("fentanyl", "50 mcg/hr", "IV", "infusion"), ("dexmedetomidine", "0.4 mcg/kg/hr", "IV", "infusion"),
    ("prenatal vitamin", "1 tab", "PO", "daily"), ("ferrous sulfate", "325 mg", "PO", "every other day"),
    ("labetalol", "200 mg", "PO", "BID"), ("nifedipine ER", "30 mg", "PO", "daily"),
    ("magnesium sulfate", "2 g/hr", "IV", "for seizure prophylaxis"), ("cholecalciferol", "2000 units", "PO", "daily"),
    ("albuterol HFA", "2 puffs", "inh", "q4h PRN wheeze"), ("fluticasone", "44 mcg", "inh", "2 puffs BID"),
    ("ibuprofen", "10 mg/kg", "PO", "q6h PRN fever"), ("sertraline", "50 mg", "PO", "daily"),
    ("tamsulosin", "0.4 mg", "PO", "qHS"), ("amlodipine", "5 mg", "PO", "daily"),
    ("ondansetron ODT", "8 mg", "SL", "q8h PRN"), ("dexamethasone", "12 mg", "IV", "day 1 premed"),
    ("filgrastim", "480 mcg", "SC", "daily x 5 days"), ("enoxaparin", "40 mg", "SC", "daily"),
]
CHEMO = [
    ("FOLFOX", "oxaliplatin 85 mg/m2, leucovorin 400 mg/m2, 5-FU 400 mg/m2 bolus then 2400 mg/m2 over 46 h", "q14 days"),
    ("AC-T", "doxorubicin 60 mg/m2 + cyclophosphamide 600 mg/m2 x 4, then paclitaxel 80 mg/m2 weekly x 12", "dose-dense q14d"),
    ("R-CHOP", "rituximab 375 mg/m2, cyclophosphamide 750 mg/m2, doxorubicin 50 mg/m2, vincristine 1.4 mg/m2 (cap 2 mg), prednisone 100 mg d1-5", "q21 days"),
    ("carboplatin/pemetrexed/pembrolizumab", "carboplatin AUC 5, pemetrexed 500 mg/m2, pembrolizumab 200 mg", "q21 days"),
    ("VRd", "bortezomib 1.3 mg/m2 d1,4,8,11, lenalidomide 25 mg d1-14, dexamethasone 20 mg", "q21 days"),
    ("TCHP", "docetaxel 75 mg/m2, carboplatin AUC 6, trastuzumab 8 mg/kg load then 6 mg/kg, pertuzumab 840 mg load then 420 mg", "q21 days"),
    ("gemcitabine/nab-paclitaxel", "gemcitabine 1000 mg/m2 + nab-paclitaxel 125 mg/m2 d1,8,15", "q28 days"),
]
DX = {
    "icu": [("septic shock due to pneumonia", "A41.9"), ("acute hypoxemic respiratory failure", "J96.01"),
            ("ARDS", "J80"), ("acute kidney injury", "N17.9"), ("DKA", "E10.10"), ("COPD exacerbation", "J44.1"),
            ("upper GI bleed", "K92.2"), ("status epilepticus", "G40.901")],
    "cardio": [("NSTEMI", "I21.4"), ("stable angina", "I20.8"), ("ischemic cardiomyopathy", "I25.5"),
               ("heart failure with reduced EF", "I50.22"), ("atrial fibrillation", "I48.91"),
               ("coronary artery disease", "I25.10"), ("aortic stenosis", "I35.0")],
    "onc": [("invasive ductal carcinoma, left breast, ER+/PR+/HER2-", "C50.912"),
            ("adenocarcinoma of the sigmoid colon, stage IIIB", "C18.7"),
            ("diffuse large B-cell lymphoma", "C83.30"), ("multiple myeloma", "C90.00"),
            ("non-small cell lung cancer, adenocarcinoma, RUL", "C34.11"), ("pancreatic adenocarcinoma", "C25.0")],
    "neuro": [("focal epilepsy with impaired awareness", "G40.209"), ("relapsing-remitting multiple sclerosis", "G35"),
              ("Parkinson's disease", "G20"), ("acute ischemic stroke, left MCA", "I63.512"),
              ("migraine without aura", "G43.009"), ("Bell's palsy", "G51.0"), ("myasthenia gravis", "G70.00"),
              ("Guillain-Barre syndrome", "G61.0")],
    "peds": [("well child exam", "Z00.129"), ("mild persistent asthma", "J45.30"), ("acute otitis media", "H66.90"),
             ("eczema", "L30.9"), ("speech delay", "F80.9")],
    "ob": [("intrauterine pregnancy", "Z34.83"), ("gestational diabetes, diet controlled", "O24.410"),
           ("gestational hypertension", "O13.3"), ("preeclampsia without severe features", "O14.03"),
           ("history of cesarean section", "O34.211")],
    "tx": [("ESRD secondary to diabetic nephropathy", "N18.6"), ("kidney transplant status", "Z94.0"),
           ("liver transplant status", "Z94.4"), ("cirrhosis due to NASH", "K75.81"),
           ("kidney transplant rejection", "T86.11"), ("CMV viremia", "B25.9")],
}
EPONYMS = ["Babinski sign absent bilaterally", "negative Romberg", "Foley catheter in place", "no Kernig or Brudzinski sign",
           "negative Murphy sign", "Hashimoto thyroiditis", "history of Crohn disease", "Swan-Ganz catheter removed",
           "Cushing triad absent", "Wernicke encephalopathy ruled out", "no Janeway lesions or Osler nodes",
           "Allen test normal", "Parkinsonian features absent", "Raynaud phenomenon", "Barrett esophagus on prior EGD",
           "Graves disease s/p RAI", "Hodgkin lymphoma in remission", "Alzheimer dementia in grandmother",
           "Tanner stage 2", "Apgar scores 8 and 9", "Epley maneuver performed", "Valsalva negative"]


def vitals(r, terse=False):
    t = round(r.uniform(36.1, 39.2), 1)
    hr = r.randint(58, 128)
    sbp = r.randint(88, 172)
    dbp = r.randint(48, 98)
    rr = r.randint(12, 30)
    sp = r.randint(88, 100)
    o2 = r.choice(["RA", "2L NC", "4L NC", "40% FiO2", "HFNC 40L/50%", "room air"])
    if terse:
        return f"t {t} hr {hr} bp {sbp}/{dbp} rr {rr} spo2 {sp}% {o2.lower()}"
    return r.choice([
        f"T {t} C, HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% on {o2}",
        f"Temp {t}  HR {hr}  BP {sbp}/{dbp}  RR {rr}  SpO2 {sp}% ({o2})",
        f"BP {sbp}/{dbp} | HR {hr} | RR {rr} | T {round(t * 9 / 5 + 32, 1)} F | SpO2 {sp}%",
    ])


def bmp(r):
    na, k, cl = r.randint(128, 147), round(r.uniform(3.1, 5.9), 1), r.randint(94, 111)
    hco3, bun, cr, glu = r.randint(14, 31), r.randint(7, 88), round(r.uniform(0.5, 4.8), 1), r.randint(68, 410)
    return f"Na {na}, K {k}, Cl {cl}, HCO3 {hco3}, BUN {bun}, Cr {cr}, Glu {glu}"


def cbc(r):
    return (f"WBC {round(r.uniform(2.1, 22.4), 1)}, Hgb {round(r.uniform(6.8, 15.9), 1)}, "
            f"Hct {round(r.uniform(21, 47), 1)}, Plt {r.randint(38, 512)}")


def lab_table(r):
    rows = [("Na", "mmol/L", 128, 147, "135-145"), ("K", "mmol/L", 3.0, 6.1, "3.5-5.1"), ("Cl", "mmol/L", 94, 112, "98-107"),
            ("BUN", "mg/dL", 6, 90, "7-20"), ("Cr", "mg/dL", 0.5, 5.2, "0.6-1.2"), ("Hgb", "g/dL", 6.9, 16.2, "12.0-16.0"),
            ("Plt", "K/uL", 35, 480, "150-400"), ("INR", "", 0.9, 3.4, "0.8-1.2"), ("Mg", "mg/dL", 1.3, 2.8, "1.7-2.4"),
            ("Lactate", "mmol/L", 0.6, 6.2, "0.5-2.0"), ("Troponin I", "ng/mL", 0.01, 8.2, "<0.04"),
            ("BNP", "pg/mL", 40, 2400, "<100"), ("AST", "U/L", 12, 240, "10-40"), ("ALT", "U/L", 9, 260, "7-56"),
            ("Tbili", "mg/dL", 0.2, 4.1, "0.1-1.2"), ("HbA1c", "%", 5.1, 11.8, "4.0-5.6")]
    r.shuffle(rows)
    out = ["Test        Result   Units    Ref range", "----------  -------  -------  ---------"]
    for name, unit, lo, hi, ref in rows[: r.randint(5, 9)]:
        v = round(r.uniform(lo, hi), 1 if isinstance(lo, float) else 0)
        v = int(v) if isinstance(lo, int) else v
        out.append(f"{name:<11} {str(v):<8} {unit:<8} {ref}")
    return "\n".join(out)


def abg(r):
    ph = round(r.uniform(7.18, 7.48), 2)
    return f"ABG {ph}/{r.randint(28, 72)}/{r.randint(55, 140)}/{r.randint(14, 32)}, lactate {round(r.uniform(0.7, 5.4), 1)}"


def med_line(r, terse=False):
    n, d, rt, s = r.choice(MEDS)
    if terse:
        return f"{n} {d} {rt.lower()} {s.lower()}"
    return f"{n} {d} {rt} {s}"


def meds(r, k):
    picked = r.sample(MEDS, k)
    return [f"{n} {d} {rt} {s}" for n, d, rt, s in picked]


def dx(r, g):
    return r.choice(DX[g])


def score(r, g):
    pool = {
        "icu": [f"GCS {r.randint(3, 15)}", f"RASS {r.choice(['-2', '-1', '0', '+1'])}", f"SOFA {r.randint(2, 14)}",
                f"CAM-ICU {r.choice(['negative', 'positive'])}", f"APACHE II {r.randint(8, 31)}"],
        "cardio": [f"NYHA class {r.choice(['I', 'II', 'III', 'IV'])}", f"CHA2DS2-VASc {r.randint(1, 6)}",
                   f"HAS-BLED {r.randint(0, 4)}", f"TIMI {r.randint(0, 6)}", f"EF {r.randint(15, 65)}%"],
        "onc": [f"ECOG {r.randint(0, 3)}", f"Karnofsky {r.choice([60, 70, 80, 90])}%",
                f"CTCAE grade {r.randint(1, 3)} neuropathy", f"Ki-67 {r.randint(5, 90)}%"],
        "neuro": [f"NIHSS {r.randint(0, 22)}", f"mRS {r.randint(0, 5)}", f"EDSS {r.choice(['1.5', '2.0', '3.5', '4.0'])}",
                  f"MoCA {r.randint(18, 30)}/30", f"GCS {r.randint(9, 15)}"],
        "peds": [f"APGAR {r.randint(6, 9)}/{r.randint(8, 10)}", f"weight {r.randint(5, 95)}th percentile",
                 f"BMI {r.randint(10, 97)}th percentile", f"M-CHAT score {r.randint(0, 3)}"],
        "ob": [f"Bishop score {r.randint(2, 10)}", f"EPDS {r.randint(0, 14)}",
               f"fundal height {r.randint(22, 40)} cm", f"FHR {r.randint(120, 160)} bpm"],
        "tx": [f"MELD-Na {r.randint(12, 38)}", f"cPRA {r.randint(0, 98)}%", f"KDPI {r.randint(10, 85)}%",
               f"tacrolimus trough {round(r.uniform(3.1, 14.8), 1)} ng/mL"],
    }[g]
    return r.choice(pool)


EPONYM_BY = {
    "icu": ["Foley catheter in place", "Swan-Ganz catheter removed", "Cushing triad absent", "no Janeway lesions or Osler nodes",
            "Allen test normal before arterial line", "Wernicke encephalopathy ruled out, thiamine given", "Murphy sign negative"],
    "neuro": ["Babinski sign absent bilaterally", "negative Romberg", "no Kernig or Brudzinski sign", "no Parkinsonian features",
              "Hoffmann sign negative", "Epley maneuver deferred", "no Lhermitte sign"],
    "ob": ["history of Graves disease s/p RAI", "Hashimoto thyroiditis on levothyroxine", "history of Crohn disease in remission",
           "Raynaud phenomenon", "history of Hodgkin lymphoma in remission", "Foley bulb placed for ripening"],
    "fh": ["maternal grandmother with Alzheimer disease", "brother with Crohn disease", "father with Parkinson disease",
           "no known Lynch syndrome", "sister with Hashimoto thyroiditis", "uncle with Hodgkin lymphoma"],
}


def eponym(r, g=None):
    return r.choice(EPONYM_BY[g] if g else EPONYMS)


def modal(r):
    """Sentences that use Will, May, Hope, Grace, Faith, Joy, Art, Bill, Frank as ordinary words."""
    return r.choice([
        "Will continue current regimen and reassess in the morning.", "May need repeat imaging if symptoms recur.",
        "We hope to wean sedation tomorrow.", "Will follow up pending cultures.", "She may resume regular diet.",
        "Family hopes for discharge soon; we discussed that this may take several days.",
        "Patient was frank about missed doses.", "Will recheck BMP in AM.", "He will bring his pill bottles.",
        "Itemized bill questions referred to billing.", "Art therapy offered.", "May hold tube feeds for procedure.",
        "Patient expresses hope and good spirits.", "Grace period for prior auth requested by clinic staff.",
        "Will call with results.", "Expect a brisk diuresis; may need KCl repletion.",
    ])
