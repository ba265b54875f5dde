"""Clinical (non-PHI) content for dev308_en: vitals, labs, ECGs, drugs,
equipment models and the like. Nothing produced here is labelled."""
import pools as P


def vitals(rng, posture=True):
    sbp = rng.randrange(102, 139)
    dbp = rng.randrange(58, 88)
    hr = rng.randrange(48, 92)
    t = rng.choice(["36.%d" % rng.randrange(1, 10), "37.%d" % rng.randrange(0, 3)])
    rr = rng.randrange(11, 19)
    sp = rng.randrange(96, 101)
    return {"sbp": sbp, "dbp": dbp, "hr": hr, "t": t, "rr": rr, "sp": sp}


def vitals_line(rng, v=None):
    v = v or vitals(rng)
    forms = [
        "BP %d/%d mmHg, HR %d bpm, RR %d, SpO2 %d%% RA, T %s C" % (v["sbp"], v["dbp"], v["hr"], v["rr"], v["sp"], v["t"]),
        "Supine BP %d/%d, P %d, temp %s, sats %d%% on air" % (v["sbp"], v["dbp"], v["hr"], v["t"], v["sp"]),
        "BP %d/%d  HR %d  RR %d  SpO2 %d%%  Temp %s" % (v["sbp"], v["dbp"], v["hr"], v["rr"], v["sp"], v["t"]),
    ]
    return rng.choice(forms)


def ecg_line(rng, qtcf=None):
    hr = rng.randrange(48, 88)
    pr = rng.randrange(128, 196)
    qrs = rng.randrange(78, 108)
    qt = rng.randrange(360, 420)
    qtcf = qtcf or rng.randrange(378, 436)
    if hr < 60:
        rhythm = rng.choice(["sinus bradycardia", "sinus bradycardia", "sinus rhythm (athletic heart)"])
    else:
        rhythm = rng.choice(["sinus rhythm", "sinus rhythm", "sinus rhythm, incomplete RBBB",
                             "sinus rhythm, early repolarisation", "sinus arrhythmia"])
    return "%s, HR %d bpm, PR %d ms, QRS %d ms, QT %d ms, QTcF %d ms" % (rhythm, hr, pr, qrs, qt, qtcf)


def labs_block(rng, abnormal=False):
    alt = rng.randrange(12, 41) if not abnormal else rng.randrange(62, 140)
    rows = [
        ("Hb", "%d g/L" % rng.randrange(124, 168)), ("WCC", "%.1f x10^9/L" % rng.uniform(4.1, 9.8)),
        ("Plt", "%d x10^9/L" % rng.randrange(160, 380)), ("Na", "%d mmol/L" % rng.randrange(136, 145)),
        ("K", "%.1f mmol/L" % rng.uniform(3.6, 4.9)), ("Creat", "%d umol/L" % rng.randrange(58, 104)),
        ("eGFR", ">90"), ("ALT", "%d U/L" % alt), ("AST", "%d U/L" % rng.randrange(14, 38)),
        ("Bili", "%d umol/L" % rng.randrange(4, 30)), ("CK", "%d U/L" % rng.randrange(60, 420)),
        ("Glucose (fasting)", "%.1f mmol/L" % rng.uniform(4.1, 5.8)), ("HbA1c", "%d mmol/mol" % rng.randrange(29, 40)),
    ]
    return rows


def uds_line(rng):
    return rng.choice([
        "UDS negative (AMP, BZO, COC, THC, OPI, MDMA, MET); breath alcohol 0.000",
        "Urine drug screen: negative for all analytes. Alcohol breath test 0.00 mg/L. Cotinine negative",
        "DOA panel NEG x 10; BrAC 0; urine cotinine <100 ng/mL",
    ])


def serology(rng):
    return rng.choice(["HIV 1/2 Ab, HBsAg, HCV Ab: non-reactive",
                       "Virology (HIV, HBsAg, anti-HCV) negative",
                       "Serology: HIV Ag/Ab NR, HBsAg NR, HCV Ab NR"])


def med_hx(rng):
    k = rng.randrange(1, 3)
    return rng.sample(P.MED_HX, k)


def ae_term(rng):
    return rng.choice(P.AE_TERMS)


def conmed(rng):
    return rng.choice(P.CONMEDS)


def pk_times(rng, dcode):
    base = ["Pre-dose", "0.25 h", "0.5 h", "1 h", "1.5 h", "2 h", "3 h", "4 h", "6 h", "8 h", "12 h", "16 h", "24 h", "36 h", "48 h", "72 h"]
    n = rng.randrange(8, 14)
    return base[:n]


def hours_of(tp):
    if tp.startswith("Pre"):
        return -0.5
    return float(tp.split()[0])


SAFETY_NEG = [
    "No clinically significant findings on physical examination (CVS, RS, abdo, neuro).",
    "Murphy's sign negative; no hepatosplenomegaly.",
    "Romberg negative, no nystagmus, gait normal.",
    "Bristol stool chart type 6 x2 overnight.",
    "Glasgow Coma Scale 15/15 throughout.",
    "C-SSRS (since last visit): no ideation or behaviour.",
    "Cannula (20G) sited L ACF, flushed with 5 mL NaCl 0.9%.",
    "Bowel sounds present; no guarding. Rovsing's sign negative.",
    "Orthostatic test: no symptomatic drop (delta SBP -8 mmHg).",
    "Bazett and Fridericia corrections reviewed; QTcF used for eligibility.",
    "Allen's test normal before arterial sampling.",
    "Tanner-Whitehouse not applicable; adult volunteer.",
    "Snellen 6/6 both eyes; Ishihara plates normal.",
    "Beck Depression Inventory score 3; Epworth Sleepiness Scale 5.",
]
