"""Shared clinical (non-PHI) content: vitals, medications, labs, ECG/echo text."""


def f1(x):
    return "%.1f" % x


def vitals(c, style=0, weight=None):
    r = c.r
    sbp = r.randint(102, 168)
    dbp = r.randint(58, 96)
    hr = r.randint(52, 96)
    sat = r.randint(93, 99)
    wt = weight or r.uniform(52, 118)
    if style == 0:
        s = "BP %d/%d mmHg, HR %d bpm %s, SpO2 %d%% on room air" % (
            sbp, dbp, hr, r.choice(["regular", "irregularly irregular", "regular", "sinus"]), sat)
        s += ", weight %s kg" % f1(wt)
        return s
    if style == 1:
        return "BP %d/%d  P %d  RR %d  SpO2 %d%% RA  Wt %s kg" % (
            sbp, dbp, hr, r.randint(12, 20), sat, f1(wt))
    if style == 2:
        temp = "T %s F" % f1(r.uniform(97.2, 99.1)) if c.us else "T %s" % f1(r.uniform(36.1, 37.4))
        return "%s, BP %d/%d, HR %d, RR %d, sats %d%%" % (temp, sbp, dbp, hr, r.randint(12, 20), sat)
    return "BP %d/%d, pulse %d, weight %s kg" % (sbp, dbp, hr, f1(wt))


CARD_MEDS = [
    "Aspirin 75 mg once daily", "Clopidogrel 75 mg once daily", "Ticagrelor 90 mg twice daily",
    "Atorvastatin 80 mg at night", "Atorvastatin 40 mg nocte", "Rosuvastatin 20 mg once daily",
    "Bisoprolol 2.5 mg once daily", "Bisoprolol 5 mg mane", "Metoprolol succinate 47.5 mg daily",
    "Carvedilol 12.5 mg twice daily", "Ramipril 5 mg once daily", "Ramipril 2.5 mg bd",
    "Perindopril 4 mg daily", "Lisinopril 10 mg daily", "Candesartan 8 mg daily",
    "Sacubitril/valsartan 49/51 mg twice daily", "Sacubitril/valsartan 24/26 mg bd",
    "Spironolactone 25 mg once daily", "Eplerenone 25 mg daily", "Dapagliflozin 10 mg once daily",
    "Empagliflozin 10 mg daily", "Furosemide 40 mg mane", "Furosemide 40 mg bd",
    "Bumetanide 1 mg once daily", "Ivabradine 5 mg bd", "Digoxin 62.5 micrograms daily",
    "Amiodarone 200 mg daily", "Apixaban 5 mg twice daily", "Rivaroxaban 20 mg with evening meal",
    "Edoxaban 60 mg daily", "Warfarin as per INR", "GTN spray 400 micrograms PRN",
    "Isosorbide mononitrate MR 60 mg mane", "Amlodipine 5 mg daily", "Ezetimibe 10 mg daily",
    "Omeprazole 20 mg daily", "Lansoprazole 15 mg daily", "Nicorandil 10 mg bd",
    "Ranolazine 375 mg bd", "Diltiazem MR 120 mg daily", "Flecainide 50 mg bd",
]
US_CARD_MEDS = [
    "Aspirin 81 mg daily", "Clopidogrel 75 mg daily", "Atorvastatin 80 mg nightly",
    "Rosuvastatin 20 mg daily", "Metoprolol succinate 50 mg daily", "Metoprolol tartrate 25 mg BID",
    "Carvedilol 12.5 mg BID", "Lisinopril 10 mg daily", "Losartan 50 mg daily",
    "Sacubitril/valsartan 49-51 mg BID", "Spironolactone 25 mg daily", "Empagliflozin 10 mg daily",
    "Dapagliflozin 10 mg daily", "Furosemide 40 mg daily", "Torsemide 20 mg daily",
    "Apixaban 5 mg BID", "Rivaroxaban 20 mg daily with supper", "Warfarin per anticoagulation clinic",
    "Nitroglycerin 0.4 mg SL PRN chest pain", "Isosorbide mononitrate ER 30 mg daily",
    "Amlodipine 5 mg daily", "Ezetimibe 10 mg daily", "Pantoprazole 40 mg daily",
    "Hydralazine 25 mg TID", "Isosorbide dinitrate 20 mg TID", "Amiodarone 200 mg daily",
    "Digoxin 0.125 mg daily", "Potassium chloride 20 mEq daily", "Icosapent ethyl 2 g BID",
]

DM_MEDS = [
    "Metformin 1 g twice daily", "Metformin MR 1 g bd", "Gliclazide 80 mg bd",
    "Gliclazide MR 60 mg daily", "Sitagliptin 100 mg daily", "Linagliptin 5 mg daily",
    "Empagliflozin 25 mg daily", "Dapagliflozin 10 mg daily", "Semaglutide 1 mg weekly",
    "Dulaglutide 1.5 mg weekly", "Liraglutide 1.8 mg daily", "Insulin glargine 24 units at night",
    "Insulin degludec 30 units daily", "NovoRapid per carbohydrate ratio",
    "Humalog Mix25 18 units bd", "NovoRapid 6-8 units with meals", "Pioglitazone 15 mg daily",
    "Levothyroxine 100 micrograms daily", "Atorvastatin 20 mg nocte", "Ramipril 2.5 mg daily",
]

RENAL_MEDS = [
    "Sevelamer 800 mg tds with meals", "Calcium acetate 1 g tds with meals",
    "Lanthanum 750 mg tds with meals", "Alfacalcidol 0.25 micrograms daily",
    "Calcitriol 0.25 micrograms three times weekly", "Cinacalcet 30 mg daily",
    "Sodium bicarbonate 1 g bd", "Darbepoetin 40 micrograms weekly (on dialysis)",
    "Epoetin beta 4000 units three times weekly", "Iron sucrose 100 mg IV fortnightly",
    "Renal vitamins one daily", "Furosemide 250 mg daily", "Amlodipine 10 mg daily",
    "Doxazosin 4 mg nocte", "Atorvastatin 20 mg nocte", "Omeprazole 20 mg daily",
    "Patiromer 8.4 g daily", "Sodium zirconium cyclosilicate 5 g daily",
]

TX_MEDS = [
    "Tacrolimus (Advagraf) %d mg once daily", "Tacrolimus (Prograf) %s mg bd",
    "Mycophenolate mofetil %d mg bd", "Mycophenolic acid (Myfortic) 720 mg bd",
    "Prednisolone %d mg daily", "Azathioprine 75 mg daily", "Sirolimus 2 mg daily",
    "Co-trimoxazole 480 mg daily", "Valganciclovir 450 mg daily",
    "Nystatin 1 mL qds", "Amlodipine 5 mg daily", "Lansoprazole 15 mg daily",
    "Alendronic acid 70 mg weekly", "Calcium and vitamin D one tablet bd",
]

AC_REASONS = [
    "atrial fibrillation (CHA2DS2-VASc %d)", "mechanical mitral valve replacement",
    "mechanical aortic valve replacement", "recurrent DVT", "pulmonary embolism",
    "left ventricular thrombus", "paroxysmal atrial fibrillation", "atrial flutter",
    "antiphospholipid syndrome with previous DVT", "left leg DVT (provoked)",
]


def _classes(pool):
    """Group a drug list by first word (drug name) so we never list a drug twice."""
    groups = {}
    order = []
    for m in pool:
        k = m.split()[0].lower()
        if k not in groups:
            groups[k] = []
            order.append(k)
        groups[k].append(m)
    return order, groups


CLASS_OF = {
    "aspirin": "ap", "clopidogrel": "p2y", "ticagrelor": "p2y", "prasugrel": "p2y",
    "atorvastatin": "statin", "rosuvastatin": "statin", "simvastatin": "statin",
    "bisoprolol": "bb", "metoprolol": "bb", "carvedilol": "bb", "nebivolol": "bb",
    "ramipril": "raas", "perindopril": "raas", "lisinopril": "raas", "candesartan": "raas",
    "losartan": "raas", "sacubitril/valsartan": "raas", "spironolactone": "mra",
    "eplerenone": "mra", "dapagliflozin": "sglt2", "empagliflozin": "sglt2",
    "furosemide": "loop", "bumetanide": "loop", "torsemide": "loop",
    "apixaban": "oac", "rivaroxaban": "oac", "edoxaban": "oac", "warfarin": "oac", "dabigatran": "oac",
    "amiodarone": "aa", "flecainide": "aa", "diltiazem": "ccb", "amlodipine": "ccb",
    "omeprazole": "ppi", "lansoprazole": "ppi", "pantoprazole": "ppi",
    "novorapid": "bolus", "humalog": "mix", "insulin": "basal", "metformin": "metformin",
    "semaglutide": "glp1", "dulaglutide": "glp1", "liraglutide": "glp1", "sitagliptin": "dpp4", "linagliptin": "dpp4",
    "gliclazide": "su",
}
CONFLICT = {"mix": {"basal", "bolus"}, "basal": {"mix"}, "bolus": {"mix"}, "glp1": {"dpp4"}, "dpp4": {"glp1"}}


def pick_meds(c, pool, n):
    r = c.r
    order, groups = _classes(pool)
    r.shuffle(order)
    out = []
    used = set()
    for k in order:
        cls = CLASS_OF.get(k, k)
        if cls in used or CONFLICT.get(cls, set()) & used:
            continue
        used.add(cls)
        out.append(r.choice(groups[k]))
        if len(out) >= n:
            break
    return out


def card_meds(c, n=None):
    r = c.r
    pool = US_CARD_MEDS if c.us else CARD_MEDS
    n = n or r.randint(4, 9)
    return pick_meds(c, pool, n)


def lv_desc(c):
    r = c.r
    ef = r.choice([25, 30, 32, 35, 38, 40, 45, 50, 55, 58, 60])
    if ef >= 55:
        lv = "Normal LV size and systolic function, EF %d%%." % ef
    elif ef >= 45:
        lv = "Mildly impaired LV systolic function, EF %d%% (biplane)." % ef
    elif ef >= 35:
        lv = "Moderately impaired LV systolic function with %s hypokinesis, EF %d%%." % (
            r.choice(["inferior", "anterior", "septal", "global", "inferolateral"]), ef)
    else:
        lv = "Severely impaired LV systolic function, EF %d%%, dilated LV (LVIDd %.1f cm)." % (
            ef, r.uniform(5.9, 7.2))
    extra = r.sample([
        "Mild mitral regurgitation.", "Moderate functional MR.", "Trivial TR.",
        "Estimated PASP %d mmHg." % r.randint(24, 58), "Grade %s diastolic dysfunction." % r.choice(["I", "II"]),
        "Aortic valve sclerosis without stenosis.", "Mild AS, mean gradient %d mmHg." % r.randint(12, 22),
        "RV size and function normal (TAPSE %d mm)." % r.randint(14, 24), "Left atrium mildly dilated.",
        "No pericardial effusion.", "IVC normal calibre with normal respiratory variation."], r.randint(2, 4))
    return ef, lv + " " + " ".join(extra)


def ecg_desc(c):
    r = c.r
    rhythm = r.choice(["Sinus rhythm", "Sinus rhythm", "Sinus bradycardia", "Atrial fibrillation",
                       "Paced rhythm", "Sinus rhythm with first degree AV block"])
    rate = {"Sinus bradycardia": r.randint(42, 58), "Atrial fibrillation": r.randint(62, 118),
            "Paced rhythm": r.choice([60, 60, 70, 72])}.get(rhythm, r.randint(60, 96))
    extra = r.choice(["normal axis, no acute ST changes", "left axis deviation, LBBB, QRS %d ms" % r.randint(124, 168),
                      "old inferior Q waves", "RBBB", "T wave inversion V1-V3", "QTc %d ms" % r.randint(410, 470),
                      "poor R wave progression", "LVH by voltage criteria"])
    return "%s, rate %d bpm, %s." % (rhythm, rate, extra)


def creat(c, egfr_hint=None):
    r = c.r
    if c.us:
        return "%.2f mg/dL" % r.uniform(0.7, 2.6)
    return "%d umol/L" % r.randint(62, 230)


def k_val(c):
    return "%.1f mmol/L" % c.r.uniform(3.6, 5.6) if not c.us else "%.1f mEq/L" % c.r.uniform(3.6, 5.6)


def na_val(c):
    return "%d mmol/L" % c.r.randint(130, 144) if not c.us else "%d mEq/L" % c.r.randint(130, 144)


def hb(c):
    r = c.r
    if c.us or c.L == "IE" and r.random() < 0.5:
        return "%.1f g/dL" % r.uniform(9.2, 15.8)
    return "%d g/L" % r.randint(92, 158)


def hba1c(c, v=None):
    r = c.r
    pct = v if v is not None else r.uniform(6.1, 10.8)
    mmol = int(round((pct - 2.15) * 10.929))
    if c.L in ("US", "CA"):
        return "%.1f%%" % pct
    if c.L == "AU":
        return r.choice(["%.1f%%" % pct, "%.1f%% (%d mmol/mol)" % (pct, mmol)])
    return "%d mmol/mol" % mmol


def glucose(c):
    r = c.r
    if c.us:
        return "%d mg/dL" % r.randint(72, 260)
    return "%.1f mmol/L" % r.uniform(4.0, 14.5)


def bnp(c):
    r = c.r
    if r.random() < 0.6:
        return "NT-proBNP %d ng/L" % r.randint(180, 6800) if not c.us else "NT-proBNP %d pg/mL" % r.randint(180, 6800)
    return "BNP %d pg/mL" % r.randint(60, 1400)


def ldl(c):
    r = c.r
    if c.us:
        return "LDL %d mg/dL" % r.randint(48, 160)
    return "LDL %.1f mmol/L" % r.uniform(1.2, 4.1)


def egfr(c):
    return c.r.randint(14, 88)
