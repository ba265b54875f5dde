"""Clinical filler for TB notes: every string here is a hard negative
(drugs, doses, labs, vitals, scores, eponyms, durations, codes, model
names) and contains no PHI."""


def weight(r):
    return round(r.uniform(41.0, 96.0), 1)


def site(r):
    return r.choice(["pulmonary", "pulmonary (smear positive)", "pulmonary, cavitatory", "cervical lymph node",
                     "pleural", "pulmonary + pleural", "spinal (Pott's disease)", "abdominal", "miliary",
                     "mediastinal lymph node", "pulmonary (culture-confirmed, smear negative)", "genitourinary"])


def icd(r):
    return r.choice(["A15.0", "A15.3", "A18.2", "A15.6", "A18.0", "A19.9", "A16.2", "A18.3"])


def symptoms(r, k=3):
    pool = ["productive cough for 10 weeks", "night sweats", "weight loss of 6 kg", "haemoptysis x2 episodes",
            "fevers, worse in the evening", "left-sided pleuritic chest pain", "painless neck swelling",
            "fatigue and anorexia", "breathlessness on exertion (MRC 2)", "low back pain", "dry cough since spring",
            "intermittent low-grade fever", "loss of appetite"]
    return ", ".join(r.sample(pool, k))


def cxr(r):
    return r.choice(["CXR: RUL cavitation with surrounding consolidation and tree-in-bud change.",
                     "CXR: bilateral upper zone nodular shadowing, no effusion.",
                     "CXR: small left pleural effusion, no cavitation.",
                     "CXR normal; CT neck: necrotic level IV nodes (largest 2.3 cm).",
                     "CXR: miliary pattern throughout both lungs.",
                     "CXR: LUL consolidation with a 3 cm thick-walled cavity.",
                     "CXR: hilar lymphadenopathy, Ghon focus R mid zone.",
                     "CT chest: centrilobular nodules RLL, no cavity, no lymphadenopathy."])


def smear(r, pos=None):
    if pos is None:
        pos = r.random() < 0.6
    if pos:
        return r.choice(["AFB smear positive 2+ (auramine)", "ZN smear 3+", "smear positive (1+ auramine)",
                         "AFB seen, scanty (4 AFB/100 fields)", "auramine 2+, ZN confirmed"])
    return r.choice(["AFB smear negative", "smear negative x3", "no AFB seen (auramine)", "ZN negative"])


def xpert(r, rif_res=False):
    lvl = r.choice(["very low", "low", "medium", "high", "trace"])
    return "Xpert MTB/RIF Ultra: MTB DETECTED %s; RIF resistance %s" % (
        lvl.upper(), "DETECTED" if rif_res else "NOT DETECTED")


def culture(r, pos=True):
    if pos:
        return r.choice(["MGIT culture positive at %d days" % r.randint(7, 28),
                         "culture positive (MGIT %d d; Lowenstein-Jensen slope at %d wk)" % (r.randint(8, 24), r.randint(3, 6)),
                         "M. tuberculosis complex isolated, TTP %d days" % r.randint(6, 30)])
    return r.choice(["culture negative at 6 weeks", "no growth after 42 days MGIT", "culture negative (8 wk LJ)"])


def regimen(r, c, wt=None, phase="intensive"):
    wt = wt or weight(r)
    if phase == "continuation":
        if c == "UK":
            return r.choice(["Rifinah 300/150 2 tabs od", "Rifinah 150/100 %d tabs od" % (3 if wt < 50 else 4)]) + \
                " + pyridoxine 10 mg od"
        return "rifampin %d mg + isoniazid 300 mg daily, pyridoxine 25 mg daily" % (450 if wt < 50 else 600)
    if c == "UK" and r.random() < 0.6:
        n = 3 if wt < 40 else 4 if wt < 50 else 5 if wt < 65 else 6
        return "Rifater %d tabs od + ethambutol %d mg od (15 mg/kg), pyridoxine 10 mg od" % (n, int(round(wt * 15 / 100.0)) * 100)
    rif = "rifampin" if c == "US" else "rifampicin"
    return "%s %d mg, isoniazid 300 mg, pyrazinamide %d mg, ethambutol %d mg daily (HRZE), pyridoxine %d mg" % (
        rif, 450 if wt < 50 else 600, 1000 if wt < 50 else 1500 if wt < 75 else 2000,
        800 if wt < 55 else 1200 if wt < 75 else 1600, r.choice([10, 25, 50]))


def regimen_short(r):
    return r.choice(["HRZE", "RHZE", "RIPE", "2HRZE/4HR", "Rifater + E", "HRZE (FDC)", "6HRZE", "BPaLM", "HRZ",
                     "2HRZE/7HR", "2HRZE/10HR"])


def ltbi_regimen(r, c):
    return r.choice(["3HP: isoniazid 900 mg + rifapentine 900 mg once weekly x 12 doses, pyridoxine 50 mg weekly",
                     "3RH: %s 600 mg + isoniazid 300 mg daily for 3 months (Rifinah 300/150 2 tabs od)" % ("rifampin" if c == "US" else "rifampicin"),
                     "4R: %s 600 mg daily for 4 months" % ("rifampin" if c == "US" else "rifampicin"),
                     "6H: isoniazid 300 mg daily for 6 months + pyridoxine 25 mg daily",
                     "9H: isoniazid 300 mg daily x 9 months + vitamin B6 25 mg",
                     "1HP: isoniazid 300 mg + rifapentine 600 mg daily x 28 days"])


def lfts(r, us=False):
    alt, ast = r.randint(11, 140), r.randint(12, 110)
    if us:
        return "ALT %d U/L, AST %d U/L, alk phos %d, T bili %.1f mg/dL, Cr %.2f mg/dL, plt %d" % (
            alt, ast, r.randint(50, 160), r.uniform(0.2, 1.6), r.uniform(0.5, 1.3), r.randint(150, 480))
    return "ALT %d U/L, AST %d, ALP %d, bilirubin %d umol/L, creatinine %d, eGFR >90, Hb %d g/L, plt %d" % (
        alt, ast, r.randint(50, 160), r.randint(4, 28), r.randint(45, 110), r.randint(96, 158), r.randint(150, 480))


def vitals(r, us=False):
    t = "%.1f" % (r.uniform(36.2, 38.6) if not us else r.uniform(97.2, 101.4))
    return "BP %d/%d, HR %d, T %s, RR %d, SpO2 %d%% RA" % (r.randint(98, 152), r.randint(58, 94), r.randint(62, 118), t,
                                                          r.randint(12, 24), r.randint(91, 100))


def vision(r, us=False):
    if us:
        return "Visual acuity 20/%d OD, 20/%d OS; Ishihara 14/14" % (r.choice([20, 20, 25, 30]), r.choice([20, 25, 30, 40]))
    return "VA R 6/%d, L 6/%d; Ishihara %d/17" % (r.choice([5, 6, 6, 9]), r.choice([6, 6, 9, 12]), r.choice([17, 17, 16]))


def igra(r, pos=True):
    if r.random() < 0.65:
        if pos:
            return "QuantiFERON-TB Gold Plus POSITIVE (TB1 %.2f, TB2 %.2f IU/mL, nil 0.%02d, mitogen >10)" % (
                r.uniform(0.4, 9.9), r.uniform(0.4, 9.9), r.randint(1, 20))
        return "QuantiFERON-TB Gold Plus negative (TB1 0.%02d, TB2 0.%02d IU/mL)" % (r.randint(0, 9), r.randint(0, 9))
    if pos:
        return "T-SPOT.TB positive (panel A %d spots, panel B %d spots)" % (r.randint(8, 60), r.randint(8, 60))
    return "T-SPOT.TB negative (panel A %d, panel B %d)" % (r.randint(0, 3), r.randint(0, 3))


def tst(r, pos=True):
    return "TST (Mantoux, 2 TU) %d mm induration at 72 h" % (r.randint(10, 25) if pos else r.randint(0, 4))


def bloods(r):
    return r.choice(["HIV negative (4th gen Ag/Ab), HBsAg negative, anti-HCV negative, HbA1c %d mmol/mol" % r.randint(31, 70),
                     "HIV Ag/Ab non-reactive; hep B core Ab negative; HCV negative; vitamin D %d nmol/L" % r.randint(12, 80),
                     "HIV neg, HBV immune, HCV neg, HbA1c %.1f%%, CRP %d mg/L" % (r.uniform(5.0, 9.5), r.randint(1, 140))])


def side_effect(r):
    return r.choice(["nausea in the mornings, settled with taking doses after breakfast",
                     "orange discolouration of urine - reassured, expected with rifampicin",
                     "mild itch without rash; cetirizine 10 mg prn",
                     "arthralgia of both knees, urate 0.56 mmol/L - likely pyrazinamide",
                     "tingling in the feet; pyridoxine increased to 50 mg",
                     "no visual symptoms, colour vision intact",
                     "reports no side effects",
                     "transient rash day 10, resolved without interruption",
                     "dyspepsia - omeprazole 20 mg od started",
                     "fatigue improving, appetite returning"])


def adherence(r):
    return r.choice(["pill count correct", "blister pack checked - 2 doses unaccounted for",
                     "all doses observed this week", "urine dipstick for rifampicin: orange, consistent with adherence",
                     "took dose in front of nurse without difficulty", "reports one missed dose on the weekend",
                     "doses self-administered Sat/Sun as agreed", "VOT clips reviewed - all ingested"])


def education(r):
    return r.choice(["Discussed infectiousness and ventilation at home; mask advice given.",
                     "Explained need for full 6-month course even once symptoms settle.",
                     "Reinforced alcohol avoidance while on isoniazid.",
                     "Advised rifampicin reduces efficacy of hormonal contraception; barrier method advised.",
                     "Leaflet given in first language; teach-back used.",
                     "Discussed that latent infection is not infectious and contacts at home are not at risk from her.",
                     "Explained how to report yellow eyes, dark urine, vomiting or abdominal pain urgently."])


def time(r, style=None):
    h, m = r.randint(7, 18), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    style = style or r.choice(["colon", "h", "ampm", "colon"])
    if style == "colon":
        return "%02d:%02d" % (h, m)
    if style == "h":
        return "%02d%02dh" % (h, m)
    hh = h if h <= 12 else h - 12
    return "%d:%02d %s" % (hh, m, "am" if h < 12 else "pm")


def hardneg_line(r, us=False):
    return r.choice([lfts(r, us), vitals(r, us), vision(r, us), "Wt %.1f kg (baseline %.1f kg), BMI %.1f" % (
        weight(r), weight(r), r.uniform(16.5, 31.0)), "Sputum for AFB x3 sent; repeat in 2/52.",
                     "Review in 4/52 with LFTs; sooner if symptomatic.", "AUDIT-C %d, PHQ-9 %d" % (r.randint(0, 10), r.randint(0, 18)),
                     "Urate %.2f mmol/L; CRP %d mg/L; ESR %d mm/h" % (r.uniform(0.2, 0.7), r.randint(1, 120), r.randint(5, 95))])
