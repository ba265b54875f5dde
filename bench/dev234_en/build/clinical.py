"""Clinical (non-PHI) content for dev234_en: diagnoses, drugs, labs, vitals,
scores, eponyms and abbreviations.  These strings are the hard negatives that
surround the PHI.  Nothing here is PHI under the guideline.
"""

ORGANS = ["kidney", "kidney", "kidney", "kidney", "liver", "liver", "heart", "lung", "SPK"]

AETIOLOGY = {
    "kidney": ["IgA nephropathy (Berger's disease)", "ADPKD", "diabetic nephropathy", "FSGS",
               "Alport syndrome", "lupus nephritis (class IV)", "reflux nephropathy",
               "hypertensive nephrosclerosis", "ANCA vasculitis (MPO+)", "unknown aetiology, small kidneys",
               "membranous nephropathy (PLA2R+)", "obstructive uropathy", "Goodpasture's disease",
               "atypical HUS", "C3 glomerulopathy", "sickle cell nephropathy"],
    "liver": ["MASLD cirrhosis", "alcohol-related liver disease", "PSC", "PBC", "HCC within Milan criteria",
              "Wilson's disease", "hepatitis C cirrhosis (SVR achieved)", "autoimmune hepatitis",
              "Budd-Chiari syndrome", "alpha-1 antitrypsin deficiency", "hepatitis B cirrhosis",
              "acute liver failure (paracetamol), King's College criteria met", "polycystic liver disease",
              "Caroli disease"],
    "heart": ["ischaemic cardiomyopathy", "non-ischaemic dilated cardiomyopathy", "restrictive cardiomyopathy (amyloid ATTR)",
              "hypertrophic cardiomyopathy", "failing Fontan circulation", "giant cell myocarditis",
              "peripartum cardiomyopathy", "sarcoid cardiomyopathy"],
    "lung": ["IPF", "COPD (GOLD 4)", "cystic fibrosis", "alpha-1 antitrypsin deficiency emphysema",
             "pulmonary arterial hypertension", "hypersensitivity pneumonitis", "bronchiectasis",
             "scleroderma-ILD", "LAM"],
    "SPK": ["type 1 diabetes with diabetic nephropathy", "T1DM, ESKD on PD", "T1DM with hypoglycaemic unawareness and CKD 5"],
}

ORGAN_WORD = {"kidney": "renal", "liver": "liver", "heart": "heart", "lung": "lung", "SPK": "pancreas-kidney"}

TX_TYPE = {
    "kidney": ["DDKT (DBD)", "DDKT (DCD)", "LDKT", "LRKT", "LURT (paired exchange)", "DCD kidney", "DBD kidney",
               "pre-emptive LDKT", "ABOi LDKT"],
    "liver": ["DBD OLT", "DCD liver transplant with NRP", "split liver (right lobe)", "OLT (DBD, whole graft)",
              "LDLT right lobe", "DCD OLT after NMP"],
    "heart": ["OHT (DBD)", "DCD heart (OCS)", "OHT, bicaval"],
    "lung": ["BSLTx", "bilateral sequential lung transplant", "single lung transplant (L)", "DCD BSLTx after EVLP"],
    "SPK": ["SPK (DBD)", "SPK (DCD)", "PAK"],
}

TAC_BRANDS = ["tacrolimus (Prograf)", "tacrolimus (Advagraf)", "tacrolimus (Envarsus XR)",
              "tacrolimus (Adoport)", "tacrolimus", "FK506", "tacrolimus (Envarsus)"]

COMORBID = ["HTN", "T2DM on insulin", "PTDM", "hypercholesterolaemia", "gout", "OSA on CPAP", "CAD s/p PCI",
            "AF on apixaban", "hypothyroidism", "osteoporosis", "GORD", "depression", "BPH", "PVD",
            "previous TB (treated)", "latent TB (isoniazid completed)", "obesity (BMI 33)",
            "secondary hyperparathyroidism", "renal anaemia", "Raynaud's phenomenon",
            "Hashimoto's thyroiditis", "Barrett's oesophagus", "Crohn's disease", "hep B core Ab positive",
            "CMV D+/R-", "EBV D+/R-", "carpal tunnel syndrome", "Parkinson's disease (early)",
            "Bell's palsy (2nd episode)", "Meniere's disease", "Dupuytren's contracture"]

ALLERGIES = ["NKDA", "penicillin (rash)", "sulfa (hives)", "codeine (nausea)", "latex", "NKDA",
             "morphine (itch)", "contrast (urticaria)", "ACE inhibitor (angioedema)", "NKDA", "none known",
             "vancomycin (red man syndrome)", "clarithromycin - interacts, avoid"]

OTHER_MEDS = [("amlodipine", "5 mg", "OD"), ("amlodipine", "10 mg", "daily"), ("bisoprolol", "2.5 mg", "OD"),
              ("metoprolol succinate", "50 mg", "daily"), ("doxazosin", "4 mg", "nocte"),
              ("atorvastatin", "20 mg", "nocte"), ("pravastatin", "40 mg", "at night"),
              ("omeprazole", "20 mg", "OD"), ("pantoprazole", "40 mg", "daily"), ("aspirin", "75 mg", "OD"),
              ("aspirin", "81 mg", "daily"), ("alendronic acid", "70 mg", "weekly"),
              ("calcium carbonate/colecalciferol", "1 tab", "BD"), ("cholecalciferol", "800 units", "daily"),
              ("insulin glargine", "18 units", "at bedtime"), ("insulin aspart", "per sliding scale", "TID AC"),
              ("sodium bicarbonate", "500 mg", "TDS"), ("sevelamer", "800 mg", "TID with meals"),
              ("alfacalcidol", "0.25 mcg", "OD"), ("furosemide", "40 mg", "mane"), ("spironolactone", "25 mg", "OD"),
              ("allopurinol", "100 mg", "OD"), ("febuxostat", "80 mg", "daily"), ("levothyroxine", "75 mcg", "OD"),
              ("sertraline", "50 mg", "daily"), ("tamsulosin", "400 mcg", "OD"), ("magnesium oxide", "400 mg", "BID"),
              ("ferrous sulfate", "200 mg", "OD"), ("ursodeoxycholic acid", "300 mg", "BD"),
              ("rifaximin", "550 mg", "BD"), ("lactulose", "15 mL", "BD"), ("entecavir", "0.5 mg", "OD"),
              ("apixaban", "2.5 mg", "BD"), ("warfarin", "per INR", "daily"), ("sacubitril/valsartan", "24/26 mg", "BID"),
              ("dapagliflozin", "10 mg", "OD"), ("semaglutide", "0.5 mg", "weekly"), ("azithromycin", "250 mg", "MWF"),
              ("montelukast", "10 mg", "nocte"), ("Creon 25000", "2 caps", "with meals"), ("paracetamol", "1 g", "QDS PRN"),
              ("acetaminophen", "650 mg", "q6h PRN"), ("oxycodone", "5 mg", "q4h PRN"), ("ondansetron", "4 mg", "q8h PRN"),
              ("senna", "15 mg", "nocte"), ("docusate", "100 mg", "BID")]

PROPHYLAXIS = [("valganciclovir", "450 mg", "OD"), ("valganciclovir", "900 mg", "daily"),
               ("co-trimoxazole", "480 mg", "OD"), ("Bactrim SS", "1 tab", "MWF"),
               ("trimethoprim-sulfamethoxazole", "80/400 mg", "daily"), ("nystatin suspension", "1 mL", "QDS"),
               ("fluconazole", "200 mg", "daily"), ("letermovir", "480 mg", "OD"),
               ("aciclovir", "400 mg", "BD"), ("isoniazid + pyridoxine", "300 mg + 25 mg", "daily"),
               ("voriconazole", "200 mg", "BD"), ("inhaled amphotericin", "25 mg", "twice weekly"),
               ("clotrimazole troche", "10 mg", "TID")]


def immuno(rng, organ, uk):
    out = []
    tac = rng.choice(TAC_BRANDS)
    if "Advagraf" in tac or "Envarsus" in tac:
        out.append((tac, "%s mg" % rng.choice(["3", "4", "5", "6", "7", "8", "9", "11"]), "OD"))
    else:
        d = rng.choice(["1", "1.5", "2", "2.5", "3", "4", "5"])
        out.append((tac, "%s mg" % d, "BD" if uk else "q12h"))
    r = rng.random()
    if r < 0.55:
        out.append(("mycophenolate mofetil", rng.choice(["500 mg", "750 mg", "1 g", "250 mg"]), "BD" if uk else "BID"))
    elif r < 0.75:
        out.append(("mycophenolic acid (Myfortic)", rng.choice(["360 mg", "540 mg", "720 mg"]), "BD" if uk else "BID"))
    elif r < 0.85:
        out.append(("azathioprine", rng.choice(["50 mg", "75 mg", "100 mg"]), "OD"))
    else:
        out.append(("everolimus", rng.choice(["0.75 mg", "1 mg", "1.5 mg"]), "BD" if uk else "BID"))
    if organ != "liver" or rng.random() < 0.4:
        out.append(("prednisolone" if uk else "prednisone", rng.choice(["5 mg", "7.5 mg", "10 mg", "20 mg", "2.5 mg"]),
                    "OD" if uk else "daily"))
    return out


_US_FREQ = {"OD": "daily", "BD": "BID", "TDS": "TID", "QDS": "QID", "QDS PRN": "QID PRN", "nocte": "at bedtime",
            "mane": "qAM"}
_UK_FREQ = {"BID": "BD", "TID": "TDS", "QID": "QDS", "daily": "OD", "at bedtime": "nocte", "q12h": "BD"}


def donor_kind(rng, txtype):
    t = txtype.upper()
    if "LD" in t or "LR" in t or "LUR" in t or "LIVING" in t:
        return "living " + rng.choice(["related", "unrelated", "related (sibling)", "donor"])
    if "DCD" in t:
        return "DCD"
    if "DBD" in t:
        return "DBD"
    return rng.choice(["DBD", "DCD"])


def med_line(m, rng, uk=None):
    name, dose, freq = m
    if uk is False:
        freq = _US_FREQ.get(freq, freq)
        name = name.replace("paracetamol", "acetaminophen").replace("prednisolone", "prednisone")
    elif uk is True:
        freq = _UK_FREQ.get(freq, freq)
        name = name.replace("acetaminophen", "paracetamol")
    return rng.choice(["%s %s %s" % (name, dose, freq), "%s %s %s" % (name, dose, freq),
                       "%s - %s %s" % (name, dose, freq), "%s %s PO %s" % (name, dose, freq)])


def med_list(rng, organ, uk, n_other=None):
    meds = immuno(rng, organ, uk)
    proph = list(PROPHYLAXIS)
    rng.shuffle(proph)
    meds += proph[:rng.randint(1, 3)]
    oth = list(OTHER_MEDS)
    rng.shuffle(oth)
    meds += oth[:n_other if n_other is not None else rng.randint(2, 7)]
    return meds


# -- labs -----------------------------------------------------------------
def creat(rng, uk, bad=False):
    if uk:
        v = rng.randint(150, 420) if bad else rng.randint(68, 190)
        return "%d" % v, "umol/L" if rng.random() < 0.4 else "\u00b5mol/L"
    v = rng.uniform(1.9, 4.8) if bad else rng.uniform(0.7, 2.1)
    return "%.1f" % v, "mg/dL"


def tac(rng, lo=3.0, hi=16.0):
    return "%.1f" % rng.uniform(lo, hi)


def lab_values(rng, organ, uk, crname=None):
    """Ordered list of (analyte, value, unit) rows for one draw."""
    c, cu = creat(rng, uk, rng.random() < 0.2)
    rows = [("Na", "%d" % rng.randint(131, 145), "mmol/L"), ("K", "%.1f" % rng.uniform(3.3, 6.0), "mmol/L"),
            ("Urea" if uk else "BUN", "%.1f" % rng.uniform(4, 24) if uk else "%d" % rng.randint(9, 70),
             "mmol/L" if uk else "mg/dL"),
            (crname or ("Creat" if rng.random() < 0.5 else "Cr"), c, cu), ("eGFR", "%d" % rng.randint(14, 89), "mL/min/1.73m2"),
            ("Hb", "%d" % rng.randint(78, 152) if uk else "%.1f" % rng.uniform(7.8, 15.2), "g/L" if uk else "g/dL"),
            ("WBC" if not uk else "WCC", "%.1f" % rng.uniform(1.8, 12.5), "x10^9/L"),
            ("Plt", "%d" % rng.randint(72, 410), "x10^9/L"),
            ("Mg", "%.2f" % rng.uniform(0.55, 0.95) if uk else "%.1f" % rng.uniform(1.3, 2.3),
             "mmol/L" if uk else "mg/dL"),
            ("Glucose", "%.1f" % rng.uniform(4.2, 14) if uk else "%d" % rng.randint(78, 260),
             "mmol/L" if uk else "mg/dL")]
    if organ in ("liver", "SPK") or rng.random() < 0.3:
        rows += [("ALT", "%d" % rng.randint(9, 160), "U/L"), ("ALP", "%d" % rng.randint(45, 420), "U/L"),
                 ("Bili", "%d" % rng.randint(4, 60) if uk else "%.1f" % rng.uniform(0.3, 3.5),
                  "umol/L" if uk else "mg/dL"), ("Alb", "%d" % rng.randint(26, 46) if uk else "%.1f" % rng.uniform(2.6, 4.6),
                                                  "g/L" if uk else "g/dL"), ("INR", "%.1f" % rng.uniform(0.9, 1.8), "")]
    if organ == "SPK":
        rows += [("Lipase", "%d" % rng.randint(20, 300), "U/L"), ("C-peptide", "%.1f" % rng.uniform(0.4, 3.0), "nmol/L")]
    tail = rows[5:]
    rng.shuffle(tail)
    return rows[:5] + tail


def viral(rng):
    return rng.choice(["CMV PCR not detected", "CMV PCR <137 IU/mL", "CMV PCR %s IU/mL" % format(rng.randint(300, 45000), ","),
                       "BK PCR not detected", "BK plasma %.1f log copies/mL" % rng.uniform(2.6, 5.1),
                       "EBV PCR %d copies/mL" % rng.randint(200, 9000), "EBV PCR negative", "CMV DNA undetectable",
                       "BKV 1,200 copies/mL", "CMV 2.9 log IU/mL"])


def vitals(rng, uk):
    t = "%.1f" % rng.uniform(36.0, 38.6) if uk or rng.random() < 0.4 else "%.1f F" % rng.uniform(97.0, 101.4)
    bp = "%d/%d" % (rng.randint(104, 172), rng.randint(58, 98))
    return rng.choice([
        "BP %s, HR %d, T %s, SpO2 %d%% RA, RR %d" % (bp, rng.randint(58, 112), t, rng.randint(90, 100), rng.randint(12, 24)),
        "Obs: BP %s  P %d  Temp %s  Sats %d%% on air  RR %d" % (bp, rng.randint(58, 112), t, rng.randint(90, 100), rng.randint(12, 24)),
        "Vitals - T %s | HR %d | BP %s | RR %d | O2 sat %d%%" % (t, rng.randint(58, 112), bp, rng.randint(12, 24), rng.randint(90, 100)),
        "BP %s (clinic, seated), HR %d reg, wt %.1f kg, BMI %.1f" % (bp, rng.randint(58, 104), rng.uniform(48, 118), rng.uniform(18.5, 36)),
    ])


SCORES = {
    "kidney": ["cPRA %d%%" % x for x in (0, 12, 38, 67, 85, 94, 99)] + ["KDPI 38%", "KDPI 72%", "EPTS 18%", "EPTS 64%",
                                                                      "Remuzzi score 3", "Karpinski score 4", "matching 1-1-0", "HLA mismatch 2-1-1"],
    "liver": ["MELD-Na 24", "MELD 31", "UKELD 56", "UKELD 49", "Child-Pugh C11", "Child-Pugh B8", "AFP 12 kU/L",
              "TSS 6", "Milan criteria met", "West Haven grade 2 HE"],
    "heart": ["NYHA class III", "NYHA IIIb", "INTERMACS profile 3", "PVR 2.4 WU", "TPG 9 mmHg", "VO2 max 11.2 mL/kg/min",
              "LVEF 15%", "6MWT 310 m", "CI 1.8 L/min/m2"],
    "lung": ["FEV1 0.9 L (28%)", "FVC 1.7 L", "LAS 46.3", "CAS 38", "6MWT 180 m on 4 L", "DLCO 24%", "mPAP 34 mmHg",
             "CLAD stage 1", "BOS grade 0p"],
    "SPK": ["HbA1c 71 mmol/mol", "HbA1c 8.4%", "C-peptide undetectable", "Clarke score 6", "cPRA 22%"],
}

EPONYM_SENT = [
    "Foley catheter removed, voiding spontaneously.",
    "JP drain output 40 mL serosanguinous over 24h.",
    "Graft Doppler: RI 0.68, good perfusion throughout, no collection.",
    "Bristol stool chart type 6 x3 today.",
    "GCS 15, no asterixis.",
    "Kernig and Brudzinski negative.",
    "Murphy's sign negative, wound clean.",
    "Hartmann's solution 1 L over 8 h.",
    "Swan-Ganz catheter out, CVP 8.",
    "Hickman line site clean.",
    "No Cushingoid features.",
    "Tinel's sign negative at both wrists.",
    "Troisier's sign absent.",
    "Homans' sign not elicited; calves soft.",
    "Kussmaul breathing resolved.",
    "Trendelenburg test not done.",
    "Addenbrooke's Cognitive Examination 91/100.",
    "Epworth Sleepiness Scale 7.",
    "Karnofsky performance status 70%.",
    "ECOG 1.",
    "PHQ-9 score 6, GAD-7 4.",
    "Clinical Frailty Scale 4.",
    "Rockwood frailty score 3.",
    "Well's score low; no DVT.",
    "Wells score 1, D-dimer not sent.",
    "Chvostek's sign negative.",
    "Pneumocystis prophylaxis continues.",
    "Epstein-Barr serology sent.",
    "Kaposi sarcoma screen: no skin lesions.",
    "No Mallory-Weiss features; Hb stable.",
]

ABBREV_SENT = [
    "PA note reviewed.", "Discussed with ID re: CMV.", "Seen by PT/OT, mobilising with frame.",
    "NBM from midnight for US-guided bx.", "UO 60-90 mL/h.", "I/O +1.2 L.", "Wt down 1.4 kg.",
    "PICC in situ, day 9.", "BKV monitoring per protocol q2 weeks for 3/12.", "TTO prepared.",
    "Tac trough to be taken 12h post dose, pre-morning dose.", "Ca 2.41, PO4 0.78.",
    "uPCR 34 mg/mmol.", "UACR 12 mg/mmol.", "ABG: pH 7.36, pCO2 5.1, HCO3 21.", "Lactate 1.1.",
    "CXR: clear lung fields, no effusion.", "ECG: SR 72, QTc 436 ms.", "DSA negative (MFI <500).",
    "ABO compatible.", "Blood group O Rh+.", "ALS not indicated.", "MS - no murmurs.",
    "CKD 5, on HD via L RCF 3x/week.", "PD 4 exchanges/day, 1.36%.", "DM retinopathy - laser x2.",
    "ECHO: LVEF 55%, RVSP 32.", "CT angio: single artery and vein bilaterally.",
    "DEXA T-score -2.1 at L-spine.", "MRCP: no stricture.", "US: patent HA, PV, HV.",
]

PLAN_ITEMS = [
    "Continue current immunosuppression.", "Reduce MMF to {mmf} BD given leucopenia.",
    "Increase tacrolimus to {tacdose} mg BD, repeat level in 5-7 days.",
    "Decrease tacrolimus by 0.5 mg BD, recheck trough in 1 week.",
    "Stop co-trimoxazole at 6 months post-transplant.", "Start valganciclovir treatment dose 900 mg BD (renally adjusted).",
    "Refer to dermatology for annual skin check.", "Influenza and COVID boosters advised; no live vaccines.",
    "Repeat DSA in 3 months.", "Check HbA1c and lipids next visit.", "Sun protection advice reinforced.",
    "Bloods weekly until stable, then fortnightly.", "Urine culture sent.", "Stent removal (flexible cystoscopy) booked.",
    "Bone profile, PTH and vitamin D next bloods.", "Continue BK surveillance.", "Holter monitor arranged.",
    "Spirometry at next visit.", "Discussed adherence; uses pill organiser and phone alarms.",
    "Patient to keep BP diary.", "Dietitian review for weight gain (+6 kg since transplant).",
]


def plan(rng, n, uk):
    items = list(PLAN_ITEMS)
    rng.shuffle(items)
    out = []
    for it in items[:n]:
        out.append(it.replace("{mmf}", rng.choice(["500 mg", "250 mg", "750 mg"]))
                   .replace("{tacdose}", rng.choice(["2", "2.5", "3", "3.5", "4"]))
                   .replace(" BD", " BD" if uk else " BID"))
    return out


def sentences(rng, pool, n):
    items = list(pool)
    rng.shuffle(items)
    return items[:n]


def typo(rng, s, p=0.08):
    """Occasionally swap two adjacent letters in one longer word."""
    if rng.random() >= p:
        return s
    words = s.split(" ")
    cand = [i for i, w in enumerate(words) if len(w) > 5 and w.isalpha() and w.islower()]
    if not cand:
        return s
    i = rng.choice(cand)
    w = words[i]
    j = rng.randint(1, len(w) - 3)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def uk_spell(s, uk):
    if uk:
        return s
    for a, b in (("aemia", "emia"), ("aemoglobin", "emoglobin"), ("oesophag", "esophag"), ("ischaem", "ischem"),
                 ("haem", "hem"), ("GORD", "GERD"), ("leucopenia", "leukopenia"), ("mobilising", "mobilizing"),
                 ("organiser", "organizer"), ("paracetamol", "acetaminophen"), ("colour", "color"),
                 ("hypoglycaem", "hypoglycem"), ("aetiology", "etiology"), ("fortnightly", "every 2 weeks"),
                 ("oedema", "edema"), ("prednisolone", "prednisone"), ("haematoma", "hematoma"), ("haematuria", "hematuria")):
        s = s.replace(a, b)
    return s


BIOPSY_KIDNEY = {
    "i": "i%d", "t": "t%d", "v": "v%d", "g": "g%d", "ptc": "ptc%d", "ci": "ci%d", "ct": "ct%d",
    "cv": "cv%d", "ah": "ah%d", "cg": "cg%d", "mm": "mm%d", "ti": "ti%d", "i-IFTA": "i-IFTA%d",
}

KIDNEY_DX = [
    "Acute T-cell mediated rejection, Banff grade IA.", "Acute T-cell mediated rejection, Banff grade IB.",
    "Borderline (suspicious) for acute TCMR.", "Active antibody-mediated rejection (C4d negative).",
    "Chronic active AMR with transplant glomerulopathy (cg1b).", "No evidence of rejection. Mild IFTA (ci1, ct1).",
    "Polyomavirus nephropathy, PVN class 2.", "Acute tubular injury; no rejection.",
    "Calcineurin inhibitor arteriolopathy (ah2).", "Recurrent IgA nephropathy, MEST-C M0 E0 S1 T0 C0.",
    "Moderate IFTA (ci2, ct2), no active rejection.",
]
LIVER_DX = ["Acute cellular rejection, moderate (RAI 6/9).", "Mild acute cellular rejection (RAI 4/9).",
            "No rejection; mild steatosis (10%).", "Features of biliary obstruction; no ductopenia.",
            "Recurrent PSC cannot be excluded.", "Chronic rejection, early (ductopenia <50%)."]
HEART_DX = ["ISHLT 2004 grade 0R. No AMR (pAMR 0).", "ISHLT grade 1R (1A/1B in 1990 scheme).",
            "ISHLT grade 2R acute cellular rejection.", "pAMR 1 (H+), C4d focal.", "Quilty effect; grade 0R."]
LUNG_DX = ["Acute cellular rejection A1, B0.", "A2 BX (no bronchioles).", "A0 B0; no infection on GMS.",
           "Organising pneumonia pattern; A0.", "Lymphocytic bronchiolitis B1R."]

STAINS = ["H&E", "PAS", "Jones silver (methenamine)", "Masson trichrome", "C4d IHC", "SV40 IHC",
          "CMV IHC", "Congo red", "EVG", "CK7", "orcein", "Perls' iron"]

HISTORY = {
    "kidney": ["has been under the renal team for a number of years and reached CKD 5 last year.",
               "was diagnosed after an incidental finding of proteinuria at a work medical.",
               "has had a slow decline in function with a recent eGFR of 9.",
               "has struggled with fluid overload on dialysis and two access revisions."],
    "SPK": ["has had type 1 diabetes since childhood with frequent severe hypos.",
            "has had two ambulance call-outs for hypoglycaemia this year and now has CKD 5."],
    "liver": ["has had two admissions this year with decompensation (ascites, encephalopathy).",
              "needs large-volume paracentesis every 2-3 weeks.", "had a variceal bleed in the spring, banded x4."],
    "heart": ["has been on the heart failure pathway with escalating diuretic requirement.",
              "has had three admissions with decompensated heart failure and ICD shocks.",
              "is now inotrope-dependent (milrinone) as an inpatient."],
    "lung": ["is oxygen-dependent at 2-3 L and now housebound most days.",
             "has had three infective exacerbations this winter and is on 4 L on exertion.",
             "has lost 6 kg and can manage only one flight of stairs."],
}
GRAFT_EXAM = {
    "kidney": ["Graft non-tender, wound healed.", "RIF graft soft, bruit present.", "LIF graft non-tender. No oedema."],
    "SPK": ["Graft non-tender, midline wound healed.", "Abdomen soft, no graft tenderness."],
    "liver": ["Chevron/Mercedes scar healed, no ascites.", "Abdomen soft, no jaundice."],
    "heart": ["Chest clear, sternotomy healed.", "HS I+II+0, JVP not raised."],
    "lung": ["Clamshell scar healed, chest clear.", "Fine crackles R base, SpO2 95% RA."],
}
GRAFT_PLAN = {
    "kidney": ["Cr trending down, continue IVF at 100 mL/h", "US Doppler today", "MAG3 if no improvement", "HD today for K/fluid"],
    "SPK": ["lipase/amylase trending down", "US Doppler of pancreas graft", "BG off insulin, cont. monitoring"],
    "liver": ["LFTs improving, US Doppler day 1 patent HA", "bilirubin rising - MRCP", "drain output bile-stained? check bili"],
    "heart": ["EMB day 7 scheduled", "echo: LVEF 60%, RV mildly impaired", "wean iNO, pacing wires out tomorrow"],
    "lung": ["bronch + BAL today", "chest drains x2 on suction, no air leak", "wean O2 to SpO2 >92%"],
}
