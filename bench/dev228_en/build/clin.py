"""Non-PHI clinical content for palliative care notes (diagnoses, drugs, labs, findings)."""

DX = [
    ("metastatic adenocarcinoma of the pancreas (liver and peritoneal mets)", "Ca pancreas", ["pain", "nausea", "anorexia", "jaundice"], "post Whipple's procedure, recurrence on CT"),
    ("non-small cell lung cancer (adenocarcinoma), EGFR negative, with brain and bone metastases", "NSCLC", ["breathlessness", "cough", "pain", "fatigue"], "completed palliative RT to T10"),
    ("extensive-stage small cell lung cancer", "SCLC", ["breathlessness", "fatigue", "delirium"], "SIADH on admission, Na 121"),
    ("motor neurone disease (ALS phenotype)", "MND", ["secretions", "breathlessness", "dysphagia"], "on NIV overnight, PEG in situ"),
    ("end-stage COPD (GOLD 4) with type 2 respiratory failure", "COPD", ["breathlessness", "anxiety", "cough"], "3 admissions in last 6/12, home O2 2L"),
    ("heart failure with reduced ejection fraction (EF 20%)", "HFrEF", ["breathlessness", "oedema", "fatigue"], "ICD in situ, NYHA IV"),
    ("end-stage kidney disease, conservative management (no dialysis)", "ESKD", ["pruritus", "fatigue", "nausea"], "eGFR 7, declined HD"),
    ("glioblastoma (IDH wild-type), post debulking", "GBM", ["seizures", "headache", "drowsiness"], "on dexamethasone, L hemiparesis"),
    ("metastatic castrate-resistant prostate cancer, Gleason 4+5", "mCRPC", ["pain", "fatigue", "urinary retention"], "widespread bony mets, previous MSCC"),
    ("adenocarcinoma of the oesophagus with liver metastases", "Ca oesophagus", ["dysphagia", "pain", "weight loss"], "stented, Barrett's background"),
    ("metastatic breast cancer (ER+/HER2-) with bone and liver involvement", "MBC", ["pain", "breathlessness", "fatigue"], "malignant pleural effusion, PleurX in situ"),
    ("high-grade serous ovarian cancer with malignant bowel obstruction", "Ca ovary", ["vomiting", "colic", "abdominal distension"], "inoperable MBO, venting PEG considered"),
    ("hepatocellular carcinoma on background of alcohol-related cirrhosis (Child-Pugh C)", "HCC", ["ascites", "confusion", "pruritus"], "large volume paracentesis 2/52 ago"),
    ("hilar cholangiocarcinoma", "cholangioCa", ["jaundice", "pruritus", "pain"], "biliary stent x2, recurrent cholangitis"),
    ("malignant pleural mesothelioma", "mesothelioma", ["pain", "breathlessness", "sweats"], "asbestos exposure, chest wall pain"),
    ("multiple myeloma, relapsed, not for further treatment", "myeloma", ["pain", "fatigue", "hypercalcaemia"], "Ca adj 3.1 on admission"),
    ("acute myeloid leukaemia, not for further chemotherapy", "AML", ["bleeding", "fever", "fatigue"], "transfusion dependent"),
    ("advanced Parkinson's disease with recurrent aspiration", "PD", ["rigidity", "dysphagia", "secretions"], "on co-careldopa, NG not for"),
    ("advanced Alzheimer's dementia", "dementia", ["agitation", "poor oral intake", "pressure areas"], "FAST 7c"),
    ("idiopathic pulmonary fibrosis", "IPF", ["breathlessness", "cough", "anxiety"], "on nintedanib previously, now stopped"),
    ("colorectal cancer (Dukes' C) with liver and lung metastases", "CRC", ["pain", "fatigue", "anorexia"], "Hartmann's procedure, colostomy"),
    ("metastatic melanoma (Breslow 4.2 mm) with cerebral metastases", "melanoma", ["headache", "seizures", "fatigue"], "progressed on immunotherapy"),
    ("Huntington's disease, late stage", "HD", ["chorea", "weight loss", "agitation"], "PEG declined previously"),
    ("carcinoma of the head of pancreas with Courvoisier's sign on presentation", "Ca pancreas", ["jaundice", "pain", "nausea"], "Virchow's node palpable"),
    ("squamous cell carcinoma of the tongue, recurrent", "H&N SCC", ["pain", "bleeding risk", "secretions"], "trache in situ, fungating lesion"),
    ("diffuse large B-cell lymphoma, refractory; background Hodgkin lymphoma 1990s", "DLBCL", ["sweats", "fatigue", "pain"], "palliative steroids only"),
]

MEDS = [
    "Morphine sulfate MR {d} mg BD PO", "Oramorph 5 mg/2.5 mL PRN 1-2 hourly", "Oxycodone MR (OxyContin) {d} mg BD",
    "OxyNorm {d2} mg PRN", "Paracetamol 1 g QDS PO", "Paracetamol 1 g TDS", "Dexamethasone {dx} mg mane",
    "Omeprazole 20 mg OD", "Lansoprazole 30 mg OD", "Laxido 1 sachet BD", "Movicol 2 sachets nocte", "Senna 15 mg nocte",
    "Docusate 200 mg BD", "Lactulose 15 mL BD", "Metoclopramide 10 mg TDS", "Haloperidol 500 micrograms nocte",
    "Levomepromazine 6.25 mg nocte", "Cyclizine 50 mg TDS", "Ondansetron 4 mg BD", "Mirtazapine 15 mg nocte",
    "Sertraline 50 mg OD", "Lorazepam 0.5 mg SL PRN", "Pregabalin 75 mg BD", "Gabapentin 300 mg TDS",
    "Fentanyl patch {f} micrograms/h, changed every 72h", "Buprenorphine (BuTrans) 10 micrograms/h weekly",
    "Furosemide 40 mg mane", "Spironolactone 100 mg OD", "Bisoprolol 2.5 mg OD", "Apixaban 5 mg BD (review)",
    "Levetiracetam 500 mg BD", "Co-careldopa 25/100 TDS", "Midazolam 2.5-5 mg SC PRN", "Hyoscine butylbromide 20 mg SC PRN",
    "Glycopyrronium 200 micrograms SC PRN", "Methadone 5 mg BD", "Hydromorphone 2 mg PRN", "Zopiclone 7.5 mg nocte",
    "Fortisip 1 bottle BD", "Magnesium hydroxide 10 mL nocte", "Naloxegol 25 mg OD", "Tapentadol (Palexia) 50 mg BD",
    "Tamsulosin 400 micrograms OD", "Enoxaparin 40 mg SC OD", "Sodium valproate 300 mg BD", "Clonazepam 0.5 mg nocte",
]

SD_DRUGS = [("Morphine sulfate", ["10", "15", "20", "30", "40", "60"]), ("Oxycodone", ["10", "15", "20", "30"]),
            ("Alfentanil", ["0.5", "1", "2"]), ("Hydromorphone", ["2", "4", "6"]),
            ("Midazolam", ["5", "10", "15", "20", "30"]), ("Levomepromazine", ["6.25", "12.5", "25"]),
            ("Haloperidol", ["1.5", "2.5", "5"]), ("Cyclizine", ["100", "150"]),
            ("Hyoscine butylbromide", ["60", "80", "120"]), ("Glycopyrronium", ["0.6", "1.2"]),
            ("Metoclopramide", ["30", "40"]), ("Octreotide", ["300", "500"]), ("Dexamethasone", ["4", "8"]),
            ("Ketamine", ["50", "100"]), ("Furosemide", ["40", "80"])]

PRN = ["Morphine sulfate 2.5 mg SC 1 hourly PRN pain/breathlessness", "Oxycodone 1.25 mg SC 1-2 hourly PRN",
       "Midazolam 2.5 mg SC 1 hourly PRN agitation/anxiety", "Haloperidol 0.5-1 mg SC 2 hourly PRN nausea/delirium",
       "Levomepromazine 2.5-5 mg SC 4 hourly PRN", "Hyoscine butylbromide 20 mg SC 2 hourly PRN secretions (max 120 mg/24h)",
       "Glycopyrronium 200 micrograms SC 4 hourly PRN secretions", "Cyclizine 50 mg SC 8 hourly PRN",
       "Alfentanil 100 micrograms SC 1 hourly PRN (renal)", "Hydromorphone 0.5 mg SC 2 hourly PRN"]

LABS = [("Hb", "g/L", 72, 138), ("WCC", "x10^9/L", 2.1, 19.4), ("Plt", "x10^9/L", 18, 480), ("Na", "mmol/L", 121, 146),
        ("K", "mmol/L", 3.1, 6.2), ("Urea", "mmol/L", 3.2, 38.0), ("Creat", "umol/L", 54, 610), ("eGFR", "mL/min", 6, 90),
        ("Ca adj", "mmol/L", 2.05, 3.35), ("Alb", "g/L", 18, 40), ("Bili", "umol/L", 6, 240), ("ALP", "U/L", 60, 980),
        ("ALT", "U/L", 12, 310), ("GGT", "U/L", 20, 900), ("CRP", "mg/L", 2, 260), ("INR", "", 0.9, 3.1),
        ("Mg", "mmol/L", 0.5, 1.1), ("Glucose", "mmol/L", 3.9, 19.8)]

EXAM = ["Alert, orientated x3, comfortable at rest.", "Drowsy but rousable to voice, RASS -2.",
        "Cachectic, temporal wasting ++.", "Jaundiced, scratch marks on forearms.",
        "Chest: reduced air entry R base, dull to percussion.", "Chest: bibasal crackles, no wheeze.",
        "Abdo: distended, shifting dullness, non-tender.", "Abdo: soft, hepatomegaly 4 finger breadths, tender RUQ.",
        "Pitting oedema to knees bilaterally.", "Mouth: dry, coated tongue, ?candida - nystatin started.",
        "Pressure areas: grade 2 sacral, Waterlow 24.", "Cheyne-Stokes breathing, periods of apnoea ~15 s.",
        "Mottling of knees and feet.", "Peripherally cool, cap refill >3 s.", "No Babinski; GCS 14/15 (E3 V5 M6).",
        "Horner's syndrome L, Pancoast tumour known.", "PEG site clean, no erythema.", "Stoma active, healthy.",
        "Fungating lesion L breast, dressing intact, no bleeding.", "Audible upper airway secretions.",
        "Abbey Pain Scale 9 at rest.", "Bristol stool type 6 x2 overnight.", "Sister Mary Joseph nodule noted at umbilicus.",
        "Mild asterixis.", "Glasgow Coma Scale 13 (E3 V4 M6).", "Parkinsonian tremor R hand.",
        "Murphy's sign negative.", "Trousseau's sign negative.", "Kussmaul-type breathing.", "Grimacing on movement, guarding L hip.", "Kernig's negative, neck supple."]

SYMPT = {
    "pain": ["Pain poorly controlled overnight, required {n} PRN doses.", "Pain now settled on current regimen, NRS 2/10.",
             "Incident pain on transfer; pre-emptive PRN before personal care advised.", "Neuropathic element - burning, L leg."],
    "breathlessness": ["Breathless on minimal exertion, fan helpful.", "SOB at rest this am, SpO2 88% on 2L.",
                       "Breathlessness improved with low-dose opioid and positioning."],
    "nausea": ["Nausea ongoing, worse in mornings.", "Vomited x{n} overnight, small volume.", "Nausea settled since cyclizine switched to levomepromazine."],
    "delirium": ["Intermittently confused overnight, pulling at lines.", "Hypoactive delirium suspected - 4AT 6.", "Settled with low-dose haloperidol."],
    "agitation": ["Restless and agitated late evening, calmer with family present.", "Terminal agitation - midazolam titrated."],
    "secretions": ["Noisy respiratory secretions from 02:00, repositioned.", "Secretions reduced after glycopyrronium."],
    "constipation": ["BNO x4 days, PR: soft stool in rectum.", "Bowels opened after enema, comfortable."],
    "fatigue": ["Sleeping most of the day, rousable.", "Fatigue profound, spending >50% of day in bed (AKPS 40)."],
    "anxiety": ["Anxious about being alone at night.", "Panic episode this am, settled with lorazepam SL."],
    "pruritus": ["Itch troublesome, worse at night.", "Itch improved with emollients and sertraline."],
}

PLAN = ["Continue current CSCI, review in 24h.", "Increase MR opioid by 30%; PRN dose adjusted to 1/6 of 24h total.",
        "Rotate to oxycodone given renal function.", "Switch to alfentanil CSCI (eGFR < 30).",
        "Mouth care 2 hourly; lip balm.", "Reposition 4 hourly, pressure-relieving mattress.",
        "Stop non-essential meds (statin, antihypertensives).", "Bloods not indicated going forward.",
        "DNACPR in place - discussed and documented.", "Anticipatory meds prescribed and available.",
        "Refer to MSW re: carer's supports.", "Refer to physio for positioning and breathlessness management.",
        "Chaplaincy referral at family's request.", "Palliative RT to be discussed with Radiation Oncology.",
        "Review dexamethasone - wean by 2 mg every 3 days.", "Continue laxatives; PR if BNO 3/7.",
        "Check capillary glucose daily while on steroids.", "Deactivate ICD - cardiac physiology contacted.",
        "Commence levetiracetam via CSCI if unable to swallow.", "Keep family updated; open visiting.",
        "Oxygen for comfort only, target not applicable.", "Catheterise (Foley) if retention recurs."]

ROUTES_NOTPHI = ["CSCI", "SC", "PO", "SL", "PR", "TD", "IV", "NG", "PEG"]

PHASES = ["Stable", "Unstable", "Deteriorating", "Terminal", "Deteriorating"]


def diagnosis(rng):
    d = rng.choice(DX)
    return {"name": d[0], "short": d[1], "sym": d[2], "note": d[3]}


def med(rng):
    m = rng.choice(MEDS)
    return m.replace("{d}", rng.choice(["10", "15", "20", "30", "40", "60"])).replace(
        "{d2}", rng.choice(["5", "10", "2.5"])).replace("{dx}", rng.choice(["2", "4", "8", "16"])).replace(
        "{f}", rng.choice(["12", "25", "37", "50"]))


def meds(rng, n):
    out = []
    while len(out) < n:
        m = med(rng)
        if m not in out:
            out.append(m)
    return out


def lab_value(rng, lo, hi):
    v = lo + (hi - lo) * rng.random()
    if hi < 10:
        return "%.1f" % v if hi > 3.5 else "%.2f" % v
    return "%d" % round(v)


def labs(rng, n):
    sel = rng.sample(LABS, n)
    return [(c, lab_value(rng, lo, hi), u) for c, u, lo, hi in sel]


def vitals(rng):
    return {"hr": rng.randrange(58, 128), "bp": "%d/%d" % (rng.randrange(82, 150), rng.randrange(44, 92)),
            "rr": rng.randrange(12, 32), "sat": rng.randrange(84, 99), "temp": "%.1f" % (35.6 + rng.random() * 2.6)}


def vitals_line(rng):
    v = vitals(rng)
    st = rng.randrange(3)
    if st == 0:
        return "HR %d, BP %s, RR %d, SpO2 %d%% %s, T %s" % (v["hr"], v["bp"], v["rr"], v["sat"], rng.choice(["RA", "on 2L NP", "on 1L"]), v["temp"])
    if st == 1:
        return "Obs: P %d reg | BP %s | RR %d | sats %d%% | temp %sC" % (v["hr"], v["bp"], v["rr"], v["sat"], v["temp"])
    return "pulse %d, BP %s, resp %d/min, O2 sats %d%%, afebrile" % (v["hr"], v["bp"], v["rr"], v["sat"])


def symptom_lines(rng, dx, n):
    keys = [k for k in dx["sym"] if k in SYMPT] + rng.sample(list(SYMPT.keys()), 2)
    out = []
    used = []
    for k in keys:
        if k in used:
            continue
        used.append(k)
        out.append(rng.choice(SYMPT[k]).replace("{n}", str(rng.randrange(2, 6))))
        if len(out) >= n:
            break
    return out


def sd_mix(rng):
    k = rng.choice([0, 1, 1, 2, 2])
    sel = []
    if rng.random() < 0.85:
        sel.append(rng.choice(SD_DRUGS[:4]))
    sel += rng.sample(SD_DRUGS[4:], k)
    if not sel:
        sel.append(rng.choice(SD_DRUGS[4:]))
    return [(n, rng.choice(ds)) for n, ds in sel]


def scores(rng):
    akps = rng.choice([10, 20, 30, 40, 50, 60])
    return {"akps": akps, "pps": akps, "phase": rng.choice(PHASES), "ipos": rng.randrange(8, 42),
            "rug": rng.randrange(2, 17), "ecog": rng.choice([2, 3, 4]), "news": rng.randrange(0, 10)}
