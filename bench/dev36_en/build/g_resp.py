"""Respiratory and sleep clinic."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "respiratory_sleep"
G = "resp"

CPAP_MODELS = ["ResMed AirSense 11 AutoSet", "ResMed AirSense 10 AutoSet", "Philips DreamStation 2", "Fisher & Paykel SleepStyle",
               "Löwenstein prisma SMART", "React Health Luna G3"]
HSAT = ["ResMed ApneaLink Air", "Nox T3s", "WatchPAT 300", "SOMNOtouch RESP", "Embla Titanium"]


def _agency(c):
    return {"UK": "DVLA", "IE": "NDLS", "AU": "the licensing authority (Austroads guidelines)", "NZ": "NZTA",
            "US": "the DMV", "CA": "the provincial licensing authority"}[c.loc]


def sleep_study(c):
    r = c.r
    c.setup_patient(28, 80, sex=r.choice("MMMF"))
    common.setup(c, G)
    common.sub_role(c, "sleep_study")
    study = c.past(7, 40)
    typ = r.choice(["Home sleep apnoea test (type III)", "Diagnostic polysomnography (type I)", "Split-night polysomnography"])
    if not c.uk:
        typ = typ.replace("apnoea", "apnea")
    ahi = round(r.uniform(4, 78), 1)
    tech = c.new_staff("tech")
    c.tech = tech
    dev = c.ch(HSAT)
    sev = "mild" if ahi < 15 else ("moderate" if ahi < 30 else "severe")
    ess = r.randint(4, 21)
    comm = r.random() < 0.35
    hpi = [f"{c.P('title')} ({c.age_phrase()}, BMI {r.randint(26, 48)}) was referred by {c.S(c.gp, 'dr_full')} with loud snoring, witnessed apnoeas"
           f"{' reported by ' + c.his + ' partner' if r.random() < 0.6 else ''} and daytime sleepiness (Epworth {ess}/24).".replace("apnoeas", c.sp("apneas", "apnoeas"))]
    if comm:
        veh = c.L.plate()
        job = c.ch(['truck driver', 'HGV driver', 'bus driver', 'courier', 'taxi driver'])
        hpi.append(f"{c.He} works as {c.an(job)} {M('PROFESSION', job)} "
                   f"for {M('ORGANIZATION', c.ch(P.ORGS_EMPLOYER))} and drives vehicle {M('VEHICLE', veh)} on night shifts; "
                   f"{c.he} reports {r.choice(['one near-miss', 'no accidents', 'nodding off at traffic lights'])}.")
    c.study = {"date": study, "type": typ, "ahi": ahi, "dev": dev, "sev": sev, "ess": ess, "comm": comm,
               "serial": c.serial(c.ch(["", "SN", "NX"])), "sid": c.ch(["PSG", "HST", "SL", "S"]) + f"{study.year % 100}-" + c.digits(4)}
    res = [f"{typ} on {c.date(study)} (study {M('IDNUM', c.study['sid'])}; device {dev}, S/N {M('DEVICE', c.study['serial'])}): "
           f"AHI {ahi}/h, ODI {round(ahi * r.uniform(0.7, 1.1), 1)}/h, nadir SpO2 {r.randint(68, 90)}%, T90 {round(r.uniform(0.2, 35), 1)}%.",
           f"Scored by {c.S(tech, 'full_cred')}."]
    plan = [f"{'Auto-CPAP trial' if ahi >= 15 else 'Weight loss, positional therapy and mandibular advancement splint referral'}.",
            f"Equipment from {M('ORGANIZATION', c.ch(P.DME))}; mask fitting booked {c.date(c.future(7, 30))}." if ahi >= 15 else "Consider repeat study if symptoms persist.",
            f"Driving: advised not to drive while sleepy; {'must notify ' + _agency(c) + ' (licence ' + M('LICENSE', c.L.driver_lic(c.pt)) + ')' if comm and ahi >= 15 else 'no notification needed at present'}.",
            f"Review with CPAP download in 3 months."]
    return {"dept": c.ch(["Sleep Disorders Centre", "Respiratory and Sleep Medicine", "Sleep Service", "Sleep Laboratory"]),
            "clinic": "sleep clinic", "title": "Sleep Study Report", "reason": c.sp("Suspected obstructive sleep apnea", "Suspected obstructive sleep apnoea"),
            "dx": [f"Obstructive sleep {c.sp('apnea', 'apnoea')}, {sev} (AHI {ahi})", r.choice(["Obesity", "Hypertension", "Type 2 diabetes"])],
            "hpi": hpi, "results": res, "imp": f"{cap(sev)} OSA.", "plan": plan,
            "meds": [r.choice(["amlodipine 5 mg", "metformin 1 g BD", "nil regular"])], "pmh": ["Hypertension", "GORD"],
            "exam": f"Neck circumference {r.randint(38, 49)} cm. Mallampati {r.randint(2, 4)}. Retrognathia.",
            "special": ["sleep_report"], "mdt_ok": False}


def cpap(c):
    r = c.r
    c.setup_patient(35, 82, sex=r.choice("MMF"))
    common.setup(c, G)
    common.sub_role(c, "cpap")
    start = c.past(120, 1500)
    model = c.ch(CPAP_MODELS)
    sn = c.serial(c.ch(["", "23", "SN"]))
    use = r.randint(28, 99)
    hpi = [f"{c.P('first')} has {r.choice(['severe', 'moderate'])} OSA diagnosed {c.my(start)} and uses {model} (serial {M('DEVICE', sn)}) via "
           f"{r.choice(['a full-face mask', 'nasal pillows', 'a nasal mask'])}, supplied by {M('ORGANIZATION', c.ch(P.DME))}.",
           f"Download {c.date(c.past(28, 90))} to {c.date(c.past(0, 3))}: usage {use}% of nights >4 h, mean {round(r.uniform(3, 8), 1)} h, "
           f"residual AHI {round(r.uniform(0.5, 9), 1)}, 95th centile pressure {round(r.uniform(8, 15), 1)} cmH2O, large leak {r.randint(0, 25)}%."]
    if r.random() < 0.4:
        f = c.new_family(r.choice(["wife", "husband", "partner"]))
        if (f.rel == "wife" and c.pt.sex == "F") or (f.rel == "husband" and c.pt.sex == "M"):
            f.rel = "partner"
        c.family.append(f)
        hpi.append(f"{c.His} {f.rel} {c.F(f)} confirms the snoring has stopped.")
    if r.random() < 0.3:
        hpi.append(f"Remote monitoring account {M('USERNAME', c.username(c.pt))} linked to clinic portal.")
    return {"dept": c.ch(["Sleep Service", "Respiratory and Sleep Medicine"]), "clinic": "CPAP clinic", "title": "CPAP Follow-up",
            "reason": "CPAP review", "dx": [f"OSA on CPAP since {c.my(start)}"], "hpi": hpi, "results": [],
            "imp": "Good adherence and control." if use > 70 else "Suboptimal adherence.",
            "plan": ["Continue CPAP; new mask size M." if use > 70 else "Humidifier settings changed; mask refit.", f"Annual review {c.my(c.future(300, 400))}."],
            "meds": ["nil"], "pmh": ["Hypertension"], "exam": "", "special": [], "mdt_ok": False}


def copd(c):
    r = c.r
    c.setup_patient(52, 89)
    common.setup(c, G)
    ex = sorted(c.past(20, 360) for _ in range(r.randint(1, 3)))
    fev1 = round(r.uniform(0.6, 2.2), 2)
    pct = r.randint(25, 75)
    conc = c.serial(c.ch(["OC", "", "IC"]))
    hpi = [f"{c.P('title')}, {c.age_phrase()}, ex-{M('PROFESSION', c.ch(['coal miner', 'welder', 'boilermaker', 'bricklayer', 'factory worker']))}, "
           f"has COPD (GOLD {r.choice(['2', '3', '4'])}, group E). Exacerbations this year: " + ", ".join(c.date(x) for x in ex) +
           f"{', the last requiring admission to ' + M('HOSPITAL', c.hosp['name']) if r.random() < 0.5 else ''}.",
           f"mMRC {r.randint(2, 4)}. Completed pulmonary rehabilitation at {M('HOSPITAL', c.ch(['Bexley Leisure Centre Rehab', 'Calder Community Hospital', c.hosp2['name']]))} in {c.my(c.past(100, 700))}."]
    if r.random() < 0.5:
        hpi.append(f"On LTOT 2 L/min 16 h/day via concentrator (serial {M('DEVICE', conc)}) from {M('ORGANIZATION', c.ch(P.DME))}; "
                   f"home oxygen risk assessment - {r.choice(['no smokers in the house', 'husband still smokes outside', 'fire service visit arranged'])}.")
    res = [f"Spirometry {c.date(c.past(1, 60))}: FEV1 {fev1} L ({pct}% predicted), FVC {round(fev1 * r.uniform(1.4, 2), 2)} L, ratio {r.randint(30, 62)}%.",
           f"ABG on air: pH 7.{r.randint(36, 44)}, pO2 {round(r.uniform(6.8, 9.5), 1)} kPa, pCO2 {round(r.uniform(4.8, 7.2), 1)}.",
           f"Eosinophils {round(r.uniform(0.1, 0.6), 2)}."]
    return {"dept": c.ch(["Respiratory Medicine", "Respiratory Clinic", "Pulmonology"]), "clinic": "COPD clinic", "title": "COPD Review",
            "reason": "COPD review", "dx": [f"COPD, FEV1 {pct}% predicted", "Chronic hypoxaemia" if r.random() < 0.5 else "Frailty"], "hpi": hpi, "results": res,
            "imp": "Severe COPD with frequent exacerbations.",
            "plan": ["Triple inhaler (ICS/LAMA/LABA) continued; inhaler technique checked.", "Rescue pack given.",
                     "Azithromycin prophylaxis 250 mg three times weekly after ECG.", f"Review {c.date(c.future(90, 180))}."],
            "meds": ["Trelegy Ellipta 1 puff OD", "salbutamol PRN", "carbocisteine 750 mg TDS"], "pmh": ["Ischaemic heart disease", "Osteoporosis"],
            "exam": "Hyperexpanded chest, quiet breath sounds, no crackles.", "special": [], "mdt_ok": False,
            "ref": f"{c.He} has had {len(ex)} exacerbations in the last year despite inhaled therapy."}


def asthma(c):
    r = c.r
    c.setup_patient(18, 70, sex=r.choice("FFM"))
    common.setup(c, G)
    hpi = [f"{c.P('first')} has severe eosinophilic asthma since age {M('AGE', r.randint(4, 30))}. "
           f"{r.randint(2, 6)} courses of oral steroids in the last year, ICU admission {c.yr(c.past_year(1, 8))}.",
           f"Started {r.choice(['mepolizumab 100 mg SC monthly', 'benralizumab 30 mg', 'dupilumab 300 mg fortnightly', 'tezepelumab 210 mg monthly'])} on {c.date(c.past(60, 400))}; "
           f"ACQ improved from {round(r.uniform(2.5, 4), 1)} to {round(r.uniform(0.5, 2.4), 1)}."]
    return {"dept": c.ch(["Severe Asthma Service", "Respiratory Medicine"]), "clinic": "severe asthma clinic", "title": "Severe Asthma Clinic",
            "reason": "Severe asthma review", "dx": ["Severe eosinophilic asthma", r.choice(["Nasal polyps", "ABPA", "Obesity"])], "hpi": hpi,
            "results": [f"FeNO {r.randint(10, 120)} ppb, eosinophils {round(r.uniform(0.0, 1.2), 2)} ({c.date(c.past(1, 20))}).",
                        f"FEV1 {round(r.uniform(1.5, 3.5), 2)} L, reversibility {r.randint(5, 25)}%."],
            "imp": "Good response to biologic.", "plan": ["Continue biologic.", "Wean ICS dose.", f"Review {c.date(c.future(120, 200))}."],
            "meds": ["Fostair 200/6 2 puffs BD", "montelukast 10 mg"], "pmh": ["Eczema", "Rhinitis"], "exam": "Clear chest today.", "special": [], "mdt_ok": False}


def ild(c):
    r = c.r
    c.setup_patient(55, 88)
    common.setup(c, G)
    ct = c.past(30, 200)
    hpi = [f"{c.P('title')}, {c.age_phrase()}, retired {M('PROFESSION', c.ch(['carpenter', 'plumber', 'shipyard worker', 'farmer', 'hairdresser', 'stonemason']))}, "
           f"with progressive exertional breathlessness and dry cough since {c.my(c.past(300, 900))}. "
           f"{r.choice(['Keeps pigeons.', 'Asbestos exposure at work.', 'No exposures identified.', 'Feather duvet at home.'])}"]
    res = [f"HRCT {c.date(ct)} (accession {M('IDNUM', c.accession('rad'))}): {r.choice(['probable UIP pattern, basal subpleural reticulation with traction bronchiectasis', 'fibrotic NSIP pattern', 'mosaic attenuation with upper-lobe fibrosis'])}.",
           f"FVC {r.randint(55, 95)}% predicted, DLCO {r.randint(30, 70)}%. 6MWT {r.randint(180, 480)} m, nadir SpO2 {r.randint(82, 93)}%.",
           f"Autoimmune screen negative ({c.date(ct - dt.timedelta(days=r.randint(5, 40)))})."]
    return {"dept": c.ch(["ILD Service", "Interstitial Lung Disease Clinic", "Respiratory Medicine"]), "clinic": "ILD clinic", "title": "ILD Clinic",
            "reason": "Fibrotic interstitial lung disease", "dx": ["Idiopathic pulmonary fibrosis (probable UIP)" if r.random() < 0.6 else "Fibrotic hypersensitivity pneumonitis"],
            "hpi": hpi, "results": res, "imp": "Progressive fibrotic ILD.",
            "plan": ["Start nintedanib 150 mg BD (or pirfenidone).", "Ambulatory oxygen assessment.", "Pulmonary rehab referral.",
                     f"Re-present at ILD MDT after lung function in {c.my(c.future(80, 120))}."],
            "meds": ["omeprazole 20 mg", "nintedanib 150 mg BD"], "pmh": ["GORD", "AF"], "exam": "Fine bibasal inspiratory crackles. Clubbing.",
            "special": [], "mdt_ok": True}


def nodule(c):
    r = c.r
    c.setup_patient(45, 85)
    common.setup(c, G)
    scans = sorted(c.past(30, 900) for _ in range(r.randint(2, 3)))
    sz = r.randint(6, 22)
    hpi = [f"{c.P('full')}, {c.age_phrase()}, {r.choice(['current', 'ex-'])}smoker, incidental {sz} mm {r.choice(['solid', 'part-solid', 'ground-glass'])} nodule in the "
           f"{r.choice(['right upper', 'left upper', 'right lower', 'left lower'])} lobe found on CT {c.date(scans[0])}."]
    res = [f"CT chest {c.date(s)} ({M('IDNUM', c.accession('rad'))}): {sz + i * r.randint(0, 3)} mm" for i, s in enumerate(scans)]
    res = [x + ("." if i < len(res) - 1 else f"; Brock risk {r.randint(3, 40)}%.") for i, x in enumerate(res)]
    if sz > 10:
        res.append(f"PET-CT {c.date(c.past(3, 20))}: SUVmax {round(r.uniform(1, 12), 1)}.")
    return {"dept": c.ch(["Lung Nodule Service", "Respiratory Medicine", "Thoracic Oncology"]), "clinic": "lung nodule clinic", "title": "Lung Nodule Clinic",
            "reason": "Pulmonary nodule", "dx": [f"{sz} mm pulmonary nodule"], "hpi": hpi, "results": res,
            "imp": "Nodule growth; malignancy probability intermediate-high." if sz > 10 else "Stable small nodule.",
            "plan": ["CT-guided biopsy" if sz > 10 else f"Repeat CT in {r.choice([3, 6, 12])} months", "Smoking cessation referral.",
                     f"Lung cancer nurse specialist {c.S(c.nurse, 'full')} contact {B.tel(c)}."],
            "meds": ["nil"], "pmh": ["COPD mild"], "exam": "", "special": [], "mdt_ok": True, "cancer": True}


SUBS = [(sleep_study, 6), (cpap, 3), (copd, 3), (asthma, 2), (ild, 2), (nodule, 2)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
