"""Clinical text blocks for immigration medicals: vitals, exam, TB tests,
serology, history.  Mostly non-PHI text full of hard negatives (codes,
units, scores, eponyms, drug and test names); dates tied to the applicant
are written as DATE spans."""
import phi
from cast import d

PMH = ["T2DM on metformin 500 mg BID", "HTN - amlodipine 5 mg daily", "asthma, salbutamol PRN", "hypothyroidism, levothyroxine 75 mcg",
       "chronic HBV (HBsAg+), on no Rx", "GERD, omeprazole 20 mg", "migraine", "iron deficiency anaemia", "G6PD deficiency",
       "beta-thalassaemia trait", "hyperlipidaemia on atorvastatin 20 mg", "epilepsy - levetiracetam 500 mg BD",
       "depression, sertraline 50 mg", "BPH, tamsulosin 0.4 mg", "psoriasis", "osteoarthritis knees", "gout - allopurinol 100 mg",
       "CKD stage 2 (eGFR 68)", "sickle cell trait", "NIDDM (HbA1c 7.4%)", "Bell's palsy, resolved", "Graves' disease, on carbimazole",
       "Crohn's disease - azathioprine 100 mg", "Hashimoto's thyroiditis", "early Parkinson's disease (levodopa/carbidopa)",
       "Down syndrome", "rheumatic heart disease, on benzathine penicillin q4 weeks", "Wolff-Parkinson-White s/p ablation"]
SURG = ["appendectomy", "C-section", "cholecystectomy", "ORIF R radius", "tonsillectomy", "hernia repair", "TAH", "cataract extraction OD"]
NEG_SYMPT = ["cough > 2-3 wks", "haemoptysis", "fever", "night sweats", "unintentional wt loss", "chest pain", "SOB", "fatigue"]


def ht_wt(rng, k):
    if k.child:
        h, w = rng.randint(75, 160), round(rng.uniform(9, 48), 1)
    else:
        h, w = rng.randint(148, 190), round(rng.uniform(45, 105), 1)
    bmi = round(w / (h / 100.0) ** 2, 1)
    if k.dest == "US" and rng.random() < 0.5:
        return "Ht %d in  Wt %d lb  BMI %.1f" % (round(h / 2.54), round(w * 2.2046), bmi)
    return "Ht %d cm  Wt %.1f kg  BMI %.1f" % (h, w, bmi)


def vitals(n, rng, k):
    sbp, dbp = rng.randint(98, 162), rng.randint(58, 98)
    n.line("Vitals: BP %d/%d mmHg  HR %d  RR %d  T %.1f C  SpO2 %d%% RA" % (
        sbp, dbp, rng.randint(56, 104), rng.randint(12, 20), rng.uniform(36.1, 37.4), rng.randint(95, 100)))
    n.line(ht_wt(rng, k))
    if k.dest == "US" or rng.random() < 0.2:
        va = "VA sc OD 20/%d OS 20/%d" % (rng.choice([20, 20, 25, 30, 40, 70]), rng.choice([20, 25, 30, 40, 50]))
    else:
        va = "Visual acuity R 6/%d L 6/%d %s" % (rng.choice([5, 6, 6, 9, 12, 18]), rng.choice([6, 6, 9, 12]),
                                                 rng.choice(["unaided", "with glasses", "corrected", "pinhole"]))
    n.line(va)


def symptom_review(n, rng):
    picks = rng.sample(NEG_SYMPT, rng.randint(3, 6))
    n.line(rng.choice(["TB sx screen: denies ", "Denies ", "Neg for ", "TB symptom questionnaire - nil: "]) + ", ".join(picks) + ".")


def exam_systems(n, rng, k, style="table"):
    rows = [
        ("General", rng.choice(["well, NAD", "alert, cooperative, well-nourished", "WDWN, no distress"])),
        ("HEENT", rng.choice(["PERRLA, TMs clear, no thyromegaly", "NAD", "dentition fair, oropharynx clear"])),
        ("Lymph", rng.choice(["no cervical/supraclavicular/axillary LAD", "no lymphadenopathy", "nil palpable nodes"])),
        ("Chest", rng.choice(["CTA bilat, no crackles/wheeze", "clear, equal AE", "good air entry, no added sounds",
                              "few fine bibasal crackles, cleared w/ cough"])),
        ("CVS", rng.choice(["S1 S2, RRR, no murmur", "HS I+II+0", "regular, no m/r/g"])),
        ("Abdomen", rng.choice(["soft, NT, no HSM", "SNT, BS+", "no organomegaly"])),
        ("Skin", rng.choice(["BCG scar L deltoid; no hypopigmented/anaesthetic patches",
                             "no lesions suggestive of Hansen's disease", "tattoo R forearm; no rash",
                             "no anaesthetic skin lesions, no thickened nerves"])),
        ("Neuro", rng.choice(["CN II-XII grossly intact, gait normal", "Romberg neg, reflexes 2+ symm", "nonfocal"])),
        ("MSK", rng.choice(["FROM all joints", "no deformity", "mild crepitus knees"])),
        ("Mental status", rng.choice(["A&O x3, mood euthymic, PHQ-2 = 0", "appropriate, no SI/HI", "MMSE 29/30",
                                      "calm, linear thought, GAD-7 3"])),
    ]
    if k.child:
        rows.append(("Development", rng.choice(["milestones appropriate per parent", "growth along 50th centile"])))
    if style == "table":
        for a, b in rows:
            n.line("  %-14s %s" % (a + ":", b))
    else:
        n.line("; ".join("%s %s" % (a, b) for a, b in rows[:rng.randint(5, len(rows))]) + ".")


def igra(n, rng, k, result, date=None):
    """Write an IGRA/TST result line(s); result in pos/neg/indet."""
    test = rng.choice(["QFT-Plus", "QuantiFERON-TB Gold Plus", "T-SPOT.TB", "QFT", "TST"])
    if k.child and k.age < 2:
        test = "TST"
    if date is not None:
        n.f("{} ", d(k, date))
    if test == "TST":
        mm = 0 if result == "neg" else rng.choice([10, 12, 15, 18, 22])
        n.line("TST (Mantoux, 5 TU PPD, Tubersol lot %s) placed L volar forearm; read 48-72 h: %d mm induration -> %s" % (
            phi.fill(rng, "@####@@"), mm, "POSITIVE" if mm >= 10 else "negative"))
    elif test == "T-SPOT.TB":
        a, b = (rng.randint(0, 3), rng.randint(0, 3)) if result == "neg" else (rng.randint(8, 40), rng.randint(6, 30))
        n.line("T-SPOT.TB: Panel A %d spots, Panel B %d spots, Nil 0, Mitogen >20 -> %s" % (
            a, b, {"neg": "NEGATIVE", "pos": "POSITIVE", "indet": "BORDERLINE"}[result]))
    else:
        nil = round(rng.uniform(0.01, 0.12), 2)
        if result == "neg":
            t1, t2 = round(rng.uniform(0, 0.2), 2), round(rng.uniform(0, 0.25), 2)
        elif result == "pos":
            t1, t2 = round(rng.uniform(0.4, 9.5), 2), round(rng.uniform(0.5, 10.0), 2)
        else:
            t1, t2 = 0.0, 0.02
        mit = ">10.00" if result != "indet" else "%.2f" % rng.uniform(0.1, 0.4)
        n.line("%s: Nil %.2f IU/mL | TB1-Nil %.2f | TB2-Nil %.2f | Mitogen-Nil %s -> %s (cut-off 0.35 IU/mL)" % (
            test, nil, t1, t2, mit, {"neg": "NEGATIVE", "pos": "POSITIVE", "indet": "INDETERMINATE"}[result]))
    return test


CXR_NORMAL = [
    "Lungs clear. No focal consolidation, cavitation, effusion or hilar adenopathy. Heart size normal.",
    "No radiographic evidence of active or inactive TB. Cardiomediastinal silhouette within normal limits.",
    "Normal PA and lateral chest. Costophrenic angles sharp. No nodules.",
    "Clear lungs; bony thorax intact; no mediastinal widening.",
]
CXR_ABN = [
    ("Calcified granuloma 6 mm RLL; no other abnormality.", "B other - healed granuloma; no follow-up required"),
    ("Fibrotic scarring with volume loss R upper lobe, minor pleural thickening at apex.", "B2 - fibrotic changes, refer"),
    ("Ill-defined nodular opacities L upper zone with 1.8 cm thick-walled cavity.", "B1 - findings suggestive of active TB"),
    ("Patchy consolidation RUL and R hilar lymphadenopathy.", "B1 - possible active TB, sputum x3 required"),
    ("Apical pleural capping bilaterally; discrete calcified hilar nodes (Ghon complex).", "B other - old primary TB"),
    ("Small R pleural effusion, blunting of costophrenic angle.", "B1 - refer, effusion of uncertain cause"),
    ("Linear atelectasis lingula; otherwise clear.", "Normal variant, no TB features"),
]


def cxr_text(rng, abnormal):
    if not abnormal:
        return rng.choice(CXR_NORMAL), rng.choice(["No abnormality detected (NAD)", "Normal",
                                                   "No evidence of active TB", "Grade 1 - normal"])
    return rng.choice(CXR_ABN)


def sputum_lines(n, rng, k, start, positive=False):
    """Three specimens on consecutive days; collection dates are DATE spans."""
    lab = rng.choice(["MGIT 960", "LJ + MGIT", "Middlebrook 7H11 / MGIT"])
    for i in range(3):
        dd = phi.add_days(start, i)
        smear = "negative" if not positive or i else rng.choice(["1+ AFB", "scanty (4 AFB/100 fields)", "2+ AFB"])
        cult = "no growth at 8 wks" if not positive else ("MTBC isolated day %d" % rng.randint(9, 24))
        n.f("  #{} collected {} ({}) - AFB smear: {}; culture ({}): {}\n", str(i + 1), d(k, dd),
            rng.choice(["induced", "early morning", "supervised EM", "expectorated"]), smear, lab, cult)
    if positive:
        n.line("  Xpert MTB/RIF Ultra: MTB DETECTED LOW, RIF resistance NOT detected")
        n.line("  DST (1st line: INH, RIF, EMB, PZA): pending")
    elif rng.random() < 0.5:
        n.line("  Xpert MTB/RIF: MTB not detected")


def serology(n, rng, k):
    if k.age >= 15 and k.dest in ("CA", "AU", "NZ") or rng.random() < 0.3:
        n.line("HIV-1/2 Ag/Ab combo (4th gen): non-reactive")
    if k.age >= 18 or rng.random() < 0.2:
        n.line(rng.choice(["Syphilis (RPR): non-reactive", "Treponemal EIA: negative", "RPR NR; TPPA not required",
                           "Syphilis screen - reactive; RPR 1:8, TPPA reactive -> treated, see note"]))
    if k.dest == "US" and 18 <= k.age <= 24:
        n.line("Gonorrhea NAAT (urine): not detected")
    if k.dest in ("CA", "AU") and rng.random() < 0.6:
        n.line("Creatinine %d umol/L, eGFR >90 mL/min/1.73m2; UA dipstick: prot neg, glu neg, blood trace" % rng.randint(48, 105))
    if rng.random() < 0.4:
        n.line("HBsAg %s, anti-HBs %d mIU/mL, anti-HCV non-reactive" % (rng.choice(["negative", "negative", "POSITIVE"]),
                                                                     rng.randint(0, 400)))
    if rng.random() < 0.3:
        n.line("HbA1c %.1f%% (%d mmol/mol); FBG %.1f mmol/L" % (rng.uniform(5.0, 8.2), rng.randint(31, 66), rng.uniform(4.2, 9.6)))


def pmh(n, rng, k):
    if rng.random() < 0.3:
        n.line("PMH: nil significant. NKDA.")
        return
    items = rng.sample(PMH, rng.randint(1, 3))
    n.t("PMH: " + "; ".join(items))
    if rng.random() < 0.6:
        yr = phi.add_days(k.dob, 365 * rng.randint(5, max(6, k.age)) + rng.randint(0, 300))
        yr = min(yr, k.exam_date)
        n.f("; s/p {} ({})", rng.choice(SURG), d(k, yr, "year"))
    n.line(". Allergies: %s." % rng.choice(["NKDA", "penicillin (rash)", "sulfa", "nil known", "codeine - nausea"]))


def social(n, rng, k):
    tob = rng.choice(["never smoker", "ex-smoker, 10 pack-yr, quit 5 yrs ago", "current smoker 1/2 ppd", "chews betel/paan",
                      "shisha occasionally"])
    alc = rng.choice(["EtOH: none", "EtOH social, AUDIT-C 2", "ETOH ~6 std drinks/wk", "alcohol - denies"])
    drg = rng.choice(["no illicit drug use", "denies IVDU/illicit", "cannabis x1 in 2019 per pt, none since", "no substance use"])
    if "2019" in drg:
        n.f("Social: {}; {}; cannabis x1 in {} per pt, none since.\n", tob, alc, ("2019", "DATE"))
    else:
        n.line("Social: %s; %s; %s." % (tob, alc, drg))


def tb_history(n, rng, k, contact=None):
    n.line(rng.choice(["Prior TB: denies. Prior LTBI Rx: none.", "Hx TB: none known. BCG at birth (scar present).",
                       "No prior TB disease or treatment.", "Previous TB treatment: none; no known contacts."]))
    if contact is not None:
        n.f("Household contact: {} ({}) treated for pulmonary TB in {}.\n", contact[0], contact[1], contact[2])


def plan_ltbi(n, rng):
    n.line(rng.choice([
        "Plan: LTBI - offered 3HP (rifapentine 900 mg + INH 900 mg weekly x 12 doses) vs 4R (rifampin 600 mg daily x 4 mo).",
        "LTBI treatment: 3HR (INH 300 mg + RIF 600 mg daily x 3 months) with pyridoxine 25 mg; LFTs baseline.",
        "Treatment for LTBI recommended but not required for this examination; referred to local TB clinic.",
        "Rx: isoniazid 300 mg daily x 9 months + vitamin B6; monthly review for hepatotoxicity (ALT/AST).",
    ]))


CODES = ["ICD-10 Z02.89", "Z11.1", "R76.11", "Z22.7", "CPT 99450", "CPT 86480", "CPT 71046", "CPT 86780", "CPT 90707",
         "CPT 90715", "Z23", "Z20.1"]


def codes_line(n, rng):
    n.line("Codes: " + ", ".join(rng.sample(CODES, rng.randint(2, 4))))
