"""Non-PHI clinical content for dev204_en: values, tables, medication lists.

Every function returns plain text only; nothing here carries PHI.
"""


def f1(x):
    return "%.1f" % x


def f2(x):
    return "%.2f" % x


def spiro(r, pattern=None, sex="M"):
    pattern = pattern or r.choice(["obstructive", "obstructive", "obstructive", "restrictive", "normal", "mixed"])
    fvc_p = 4.2 if sex == "M" else 3.1
    fvc_p *= r.uniform(0.85, 1.15)
    fev1_p = fvc_p * r.uniform(0.76, 0.82)
    if pattern == "obstructive":
        fev1_pc = r.uniform(28, 82)
        fvc_pc = r.uniform(70, 105)
    elif pattern == "restrictive":
        fvc_pc = r.uniform(45, 76)
        fev1_pc = fvc_pc * r.uniform(0.95, 1.1)
    elif pattern == "mixed":
        fvc_pc = r.uniform(50, 72)
        fev1_pc = r.uniform(30, 55)
    else:
        fvc_pc = r.uniform(84, 112)
        fev1_pc = fvc_pc * r.uniform(0.95, 1.03)
    fev1 = fev1_p * fev1_pc / 100
    fvc = fvc_p * fvc_pc / 100
    ratio = fev1 / fvc
    if pattern == "obstructive":
        ratio = min(ratio, r.uniform(0.38, 0.66))
        fev1 = ratio * fvc
        fev1_pc = fev1 / fev1_p * 100
    bd = r.uniform(-0.03, 0.22) if pattern in ["obstructive", "mixed"] else r.uniform(-0.02, 0.06)
    return {
        "pattern": pattern, "fev1": fev1, "fvc": fvc, "ratio": ratio, "fev1_p": fev1_p, "fvc_p": fvc_p,
        "fev1_pc": fev1_pc, "fvc_pc": fvc_pc, "fev1_z": (fev1_pc - 100) / 13.0, "fvc_z": (fvc_pc - 100) / 12.0,
        "ratio_z": (ratio - 0.78) / 0.06, "post_fev1": fev1 + bd, "post_fvc": fvc + bd * r.uniform(0.6, 1.4),
        "bd_ml": int(round(bd * 1000)), "bd_pc": bd / fev1 * 100, "pef": r.randint(140, 560),
        "tlco_pc": r.uniform(30, 105), "kco_pc": r.uniform(40, 110), "tlc_pc": r.uniform(60, 135),
        "rv_pc": r.uniform(70, 220), "va": r.uniform(3.0, 6.5), "frc_pc": r.uniform(80, 170),
    }


def spiro_table(s, style=0):
    lines = []
    if style == 0:
        lines.append("                 Pred     LLN     Pre     %Pred   z-score   Post    Change")
        lines.append("FEV1 (L)        %5s   %5s   %5s    %4d    %5s    %5s   %+d mL" % (
            f2(s["fev1_p"]), f2(s["fev1_p"] * 0.8), f2(s["fev1"]), s["fev1_pc"], f2(s["fev1_z"]),
            f2(s["post_fev1"]), s["bd_ml"]))
        lines.append("FVC (L)         %5s   %5s   %5s    %4d    %5s    %5s" % (
            f2(s["fvc_p"]), f2(s["fvc_p"] * 0.8), f2(s["fvc"]), s["fvc_pc"], f2(s["fvc_z"]), f2(s["post_fvc"])))
        lines.append("FEV1/FVC        %5s   %5s   %5s      --    %5s    %5s" % (
            "0.78", "0.68", f2(s["ratio"]), f2(s["ratio_z"]), f2(s["post_fev1"] / s["post_fvc"])))
        lines.append("PEF (L/min)       --      --     %3d      --       --      --" % s["pef"])
    elif style == 1:
        lines.append("| Parameter | Predicted | Pre-BD | % Pred | Post-BD | % Change |")
        lines.append("|---|---|---|---|---|---|")
        lines.append("| FEV1 (L) | %s | %s | %d | %s | %+.1f |" % (f2(s["fev1_p"]), f2(s["fev1"]), s["fev1_pc"],
                                                              f2(s["post_fev1"]), s["bd_pc"]))
        lines.append("| FVC (L) | %s | %s | %d | %s | -- |" % (f2(s["fvc_p"]), f2(s["fvc"]), s["fvc_pc"],
                                                            f2(s["post_fvc"])))
        lines.append("| FEV1/FVC (%%) | 78 | %d | -- | %d | -- |" % (s["ratio"] * 100,
                                                                   s["post_fev1"] / s["post_fvc"] * 100))
        lines.append("| TLCO (%%pred) | -- | %d | -- | -- | -- |" % s["tlco_pc"])
    else:
        lines.append("SPIROMETRY      ACTUAL   PRED   %PRED")
        lines.append("  FVC           %s L   %s    %d%%" % (f2(s["fvc"]), f2(s["fvc_p"]), s["fvc_pc"]))
        lines.append("  FEV1          %s L   %s    %d%%" % (f2(s["fev1"]), f2(s["fev1_p"]), s["fev1_pc"]))
        lines.append("  FEV1/FVC      %d%%      78%%" % (s["ratio"] * 100))
        lines.append("  FEF25-75      %s L/s  %s    %d%%" % (f2(s["fev1"] * 0.6), f2(s["fev1_p"] * 0.85),
                                                           s["fev1_pc"] * 0.7))
        lines.append("LUNG VOLUMES (body box)")
        lines.append("  TLC           --       --     %d%%" % s["tlc_pc"])
        lines.append("  RV            --       --     %d%%" % s["rv_pc"])
        lines.append("  RV/TLC        %d%%" % min(70, 25 + s["rv_pc"] / 6))
        lines.append("DIFFUSION")
        lines.append("  DLCO          --       --     %d%%" % s["tlco_pc"])
        lines.append("  KCO/VA        --       --     %d%%" % s["kco_pc"])
    return "\n".join(lines)


def interp(s):
    p = s["pattern"]
    if p == "obstructive":
        sev = "mild" if s["fev1_pc"] >= 70 else "moderate" if s["fev1_pc"] >= 50 else "severe" \
            if s["fev1_pc"] >= 35 else "very severe"
        rev = ("Significant bronchodilator reversibility (%d mL, %.0f%%)." % (s["bd_ml"], s["bd_pc"])
               if s["bd_ml"] >= 200 and s["bd_pc"] >= 12 else "No significant bronchodilator reversibility.")
        return "%s airflow obstruction (FEV1/FVC %s, below LLN). %s" % (sev.capitalize(), f2(s["ratio"]), rev)
    if p == "restrictive":
        return "Reduced FVC with preserved FEV1/FVC ratio (%s), suggestive of a restrictive defect; " \
               "correlate with lung volumes." % f2(s["ratio"])
    if p == "mixed":
        return "Mixed obstructive and restrictive pattern; FEV1/FVC %s with reduced FVC." % f2(s["ratio"])
    return "Spirometry within normal limits. FEV1/FVC %s." % f2(s["ratio"])


COPD_MEDS = [
    "Trelegy Ellipta 92/55/22 one puff OD", "Trimbow 87/5/9 two puffs BD via spacer",
    "Anoro Ellipta 55/22 one puff OD", "Spiriva Respimat 2.5 mcg two puffs OD",
    "Fostair 100/6 two puffs BD", "salbutamol 100 mcg MDI 2 puffs PRN",
    "Ventolin HFA 90 mcg 2 puffs q4-6h PRN", "carbocisteine 750 mg TDS",
    "azithromycin 250 mg three times weekly", "Breztri Aerosphere 2 puffs BID",
    "Stiolto Respimat 2 puffs daily", "ipratropium nebules 500 mcg QDS PRN",
    "montelukast 10 mg nocte", "roflumilast 500 mcg OD", "prednisolone 30 mg OD (rescue pack)",
    "doxycycline 100 mg OD (rescue pack)", "Symbicort 200/6 Turbohaler 2 puffs BD",
]
OTHER_MEDS = [
    "amlodipine 5 mg OD", "atorvastatin 40 mg ON", "ramipril 2.5 mg OD", "bisoprolol 2.5 mg OD",
    "metformin 500 mg BD", "omeprazole 20 mg OD", "apixaban 5 mg BD", "furosemide 40 mg OM",
    "sertraline 50 mg OD", "levothyroxine 75 mcg OD", "alendronic acid 70 mg weekly",
    "Adcal-D3 one tablet BD", "lisinopril 10 mg daily", "metoprolol succinate 25 mg daily",
    "gabapentin 300 mg TID", "tamsulosin 400 mcg ON", "insulin glargine 18 units nightly",
    "mirtazapine 15 mg nocte", "paracetamol 1 g QDS PRN", "co-codamol 30/500 two tablets PRN",
]
COMORBID = [
    "Hypertension", "Type 2 diabetes mellitus", "Ischaemic heart disease, PCI to LAD",
    "Atrial fibrillation", "Osteoporosis", "Anxiety and depression", "GORD",
    "Chronic kidney disease stage 3a", "Heart failure with preserved EF", "Obesity (BMI 38)",
    "Previous pulmonary embolism", "Hypothyroidism", "Benign prostatic hyperplasia",
    "Osteoarthritis of both knees", "Peripheral vascular disease", "Cor pulmonale",
    "Previous TIA", "Hypercholesterolaemia",
]


COPD_MEDS_US = [
    "Trelegy Ellipta 100/62.5/25 1 inhalation daily", "Breztri Aerosphere 2 puffs BID",
    "Stiolto Respimat 2 puffs daily", "Anoro Ellipta 1 inhalation daily", "Spiriva HandiHaler 18 mcg daily",
    "albuterol HFA 90 mcg 2 puffs q4h PRN", "ipratropium-albuterol (DuoNeb) nebs QID PRN",
    "budesonide-formoterol 160/4.5 2 puffs BID", "roflumilast 500 mcg daily", "azithromycin 250 mg MWF",
    "montelukast 10 mg qHS", "fluticasone-salmeterol 250/50 1 inh BID", "guaifenesin ER 600 mg BID",
    "Yupelri (revefenacin) neb daily",
]
OTHER_MEDS_US = [
    "lisinopril 10 mg daily", "atorvastatin 40 mg qHS", "metoprolol succinate 25 mg daily", "metformin 1000 mg BID",
    "apixaban 5 mg BID", "furosemide 40 mg daily", "pantoprazole 40 mg daily", "sertraline 50 mg daily",
    "levothyroxine 88 mcg daily", "gabapentin 300 mg TID", "tamsulosin 0.4 mg qHS", "insulin glargine 18 units qHS",
    "aspirin 81 mg daily", "amlodipine 5 mg daily", "vitamin D3 2000 IU daily", "trazodone 50 mg qHS",
    "hydrochlorothiazide 25 mg daily", "clopidogrel 75 mg daily",
]


def med_list(r, n_copd=3, n_other=3, uk=True):
    a = r.sample(COPD_MEDS if uk else COPD_MEDS_US, n_copd)
    b = r.sample(OTHER_MEDS if uk else OTHER_MEDS_US, n_other)
    return a + b


US_SPELL = [["Ischaemic", "Ischemic"], ["GORD", "GERD"], ["Hypercholesterolaemia", "Hyperlipidemia"],
            ["anaemia", "anemia"], ["oedema", "edema"], ["haemoptysis", "hemoptysis"], ["apnoea", "apnea"]]


def spell(s, uk):
    if uk:
        return s
    for a, b in US_SPELL:
        s = s.replace(a, b)
    return s


def comorbid(r, n, uk=True):
    return [spell(x, uk) for x in r.sample(COMORBID, n)]


def vitals(r, uk=True, sick=False):
    spo2 = r.randint(82, 91) if sick else r.randint(91, 98)
    rr = r.randint(22, 32) if sick else r.randint(14, 20)
    hr = r.randint(92, 124) if sick else r.randint(62, 92)
    bp = "%d/%d" % (r.randint(104, 168), r.randint(58, 96))
    t = r.uniform(36.4, 38.6) if sick else r.uniform(36.2, 37.3)
    o2 = r.choice(["on room air", "on 2 L/min NC", "on 28% Venturi", "on 24% Venturi", "on 1 L/min NC"])
    if uk:
        return "SpO2 %d%% %s, RR %d, HR %d, BP %s mmHg, Temp %.1fC" % (spo2, o2, rr, hr, bp, t)
    return "T %.1f C, HR %d, BP %s, RR %d, SpO2 %d%% %s" % (t, hr, bp, rr, spo2, o2)


def abg(r, uk=True, hypercap=None, tail=True):
    hypercap = r.random() < 0.5 if hypercap is None else hypercap
    ph = r.uniform(7.24, 7.34) if hypercap else r.uniform(7.38, 7.46)
    if uk:
        pco2 = r.uniform(6.8, 9.6) if hypercap else r.uniform(4.3, 6.0)
        po2 = r.uniform(6.8, 9.5)
        return "pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, HCO3 %.0f mmol/L, BE %+.1f, lactate %.1f" % (
            ph, pco2, po2, r.uniform(24, 36), r.uniform(-2, 8), r.uniform(0.6, 2.4))
    pco2 = r.uniform(51, 72) if hypercap else r.uniform(33, 45)
    po2 = r.uniform(52, 72)
    s = "pH %.2f / pCO2 %.0f / pO2 %.0f / HCO3 %.0f" % (ph, pco2, po2, r.uniform(24, 36))
    return s + (" (on %s)" % r.choice(["2L NC", "RA", "28% VM", "4L NC"]) if tail else "")


def bloods(r, uk=True):
    if uk:
        return ("Hb %d g/L, WCC %.1f, neuts %.1f, eos %.2f, plt %d, Na %d, K %.1f, urea %.1f, creat %d, "
                "CRP %d, BNP %d" % (r.randint(98, 168), r.uniform(5, 18), r.uniform(3, 15), r.uniform(0.05, 0.6),
                                    r.randint(150, 420), r.randint(131, 144), r.uniform(3.4, 5.3),
                                    r.uniform(3, 14), r.randint(55, 160), r.randint(1, 180), r.randint(20, 900)))
    return ("WBC %.1f, Hgb %.1f, Plt %d, eos %d/uL; Na %d, K %.1f, Cl %d, CO2 %d, BUN %d, Cr %.2f, "
            "glucose %d; procalcitonin %.2f" % (r.uniform(5, 18), r.uniform(10, 16.5), r.randint(150, 420),
                                                r.randint(50, 600), r.randint(131, 144), r.uniform(3.4, 5.3),
                                                r.randint(96, 108), r.randint(22, 36), r.randint(8, 40),
                                                r.uniform(0.6, 1.9), r.randint(82, 260), r.uniform(0.03, 1.2)))


CT_FINDINGS = [
    "centrilobular and paraseptal emphysema, upper-lobe predominant",
    "bibasal subpleural reticulation with traction bronchiectasis, no honeycombing (probable UIP)",
    "spiculated %d mm nodule in the right upper lobe",
    "%d mm part-solid nodule left lower lobe, solid component 6 mm",
    "right hilar mass %d mm with ipsilateral mediastinal lymphadenopathy (station 4R)",
    "cylindrical bronchiectasis in the middle lobe and lingula with mucus plugging",
    "mosaic attenuation with expiratory air trapping",
    "left upper lobe mass %d mm abutting the aortic arch, no distant metastases",
    "small right pleural effusion with smooth pleural thickening",
]


def ct_finding(r):
    s = r.choice(CT_FINDINGS)
    if "%d" in s:
        s = s % r.randint(9, 58)
    return s


def psg_values(r, severe=None):
    ahi = r.choice([r.uniform(2, 4.9), r.uniform(5, 14.9), r.uniform(15, 29.9), r.uniform(30, 92)]) \
        if severe is None else severe
    tst = r.randint(240, 430)
    return {
        "tib": tst + r.randint(30, 120), "tst": tst, "se": r.uniform(62, 94), "sol": r.randint(4, 55),
        "rem_lat": r.randint(60, 210), "n1": r.uniform(4, 18), "n2": r.uniform(42, 62), "n3": r.uniform(4, 22),
        "rem": r.uniform(8, 24), "waso": r.randint(15, 140), "ahi": ahi, "rem_ahi": ahi * r.uniform(0.9, 2.2),
        "sup_ahi": ahi * r.uniform(1.0, 2.5), "oa": r.randint(0, 220), "ca": r.randint(0, 25),
        "hyp": r.randint(10, 260), "odi": ahi * r.uniform(0.7, 1.1), "nadir": r.randint(62, 90),
        "t90": r.uniform(0.1, 38), "mean_spo2": r.randint(88, 96), "plm": r.uniform(0, 42),
        "arousal": r.uniform(8, 60), "hr": r.randint(54, 82), "ess": r.randint(2, 22),
    }


def ahi_sev(ahi):
    if ahi < 5:
        return "no significant"
    if ahi < 15:
        return "mild"
    if ahi < 30:
        return "moderate"
    return "severe"


CPAP_MODELS = ["ResMed AirSense 10 AutoSet", "ResMed AirSense 11 AutoSet", "Philips DreamStation Auto",
               "Fisher & Paykel SleepStyle Auto", "React Health Luna G3", "BMC RESmart GII"]
MASKS = ["ResMed AirFit F20 (medium)", "ResMed AirFit N30i", "F&P Vitera full face (large)",
         "ResMed AirFit P10 nasal pillows", "DreamWear nasal", "F&P Eson 2 nasal (small)",
         "ResMed AirTouch F20"]
NIV_MODELS = ["ResMed Lumis 150 VPAP ST", "ResMed Stellar 150", "Philips Trilogy Evo", "Breas Vivo 45 LS",
              "Löwenstein prisma VENT 40"]
CONC_MODELS = ["Invacare Platinum 5", "Philips EverFlo", "DeVilbiss 525KS", "Inogen One G5 (portable)",
               "SeQual Eclipse 5 (portable)", "AirSep NewLife Intensity 10"]
SCOPES = ["Olympus BF-1TH190", "Olympus BF-H190", "Olympus BF-UC190F (EBUS)", "Pentax EB-1990i",
          "Ambu aScope 4 Broncho (single use)"]
SPIROMETERS = ["Vyaire Vyntus Body", "MGC Diagnostics Ultima PFX", "Vitalograph Pneumotrac",
               "ndd EasyOne Pro", "Jaeger MasterScreen PFT"]
PSG_SYSTEMS = ["Compumedics Grael", "Natus Embla NDx", "Nox A1", "Philips Alice 6", "Somnomedics SOMNOscreen"]
HSAT = ["WatchPAT 300", "ApneaLink Air", "Nox T3s", "NightOwl"]
