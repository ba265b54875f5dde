"""Clinical content without PHI: values, drugs, scores, equipment, findings.
These supply the hard negatives (abbreviations, doses, eponyms, models, times)."""
import pools


def r1(rng, a, b):
    return "%.1f" % rng.uniform(a, b)


def alsfrs(rng, pkind):
    bulbar = [rng.randint(0, 4) for _ in range(3)]
    if pkind == "bulbar":
        bulbar = [rng.randint(0, 2) for _ in range(3)]
    fine = [rng.randint(0, 4) for _ in range(3)]
    gross = [rng.randint(0, 4) for _ in range(3)]
    resp = [rng.randint(1, 4), rng.randint(2, 4), rng.randint(2, 4)]
    tot = sum(bulbar) + sum(fine) + sum(gross) + sum(resp)
    return tot, "ALSFRS-R %d/48 (bulbar %d, fine motor %d, gross motor %d, respiratory %d)" % (
        tot, sum(bulbar), sum(fine), sum(gross), sum(resp))


def fvc(rng, lo=34, hi=96):
    pct = rng.randint(lo, hi)
    lit = pct * rng.uniform(0.03, 0.045)
    sup = max(20, pct - rng.randint(4, 22))
    return pct, "FVC %.2f L (%d%% predicted) sitting, %d%% supine" % (lit, pct, sup)


def snip(rng):
    return "SNIP %d cmH2O" % rng.randint(18, 78)


def spo2(rng):
    return "SpO2 %d%% on air" % rng.randint(89, 98)


def abg(rng, country, kind="ABG"):
    ph = rng.uniform(7.31, 7.44)
    hco3 = rng.uniform(24, 34)
    if country in ("US", "CA"):
        return "%s: pH %.2f, pCO2 %d mmHg, pO2 %d mmHg, HCO3 %.1f mmol/L, BE %+.1f" % (
            kind, ph, rng.randint(38, 62), rng.randint(58, 92), hco3, hco3 - 24)
    return "%s: pH %.2f, pCO2 %s kPa, pO2 %s kPa, HCO3 %.1f mmol/L, BE %+.1f" % (
        kind, ph, r1(rng, 5.1, 8.4), r1(rng, 7.6, 12.2), hco3, hco3 - 24)


def weight(rng, country):
    w = rng.uniform(48, 96)
    loss = rng.uniform(2, 16)
    prev = w * 100 / (100 - loss)
    bmi = rng.uniform(17.2, 29.5)
    if country == "US":
        return w, "Weight %.0f lb (previously %.0f lb, %.1f%% loss), BMI %.1f" % (w * 2.2046, prev * 2.2046, loss, bmi)
    return w, "Weight %.1f kg (previously %.1f kg, %.1f%% loss), BMI %.1f" % (w, prev, loss, bmi)


def kings(rng):
    return rng.choice(["King's stage 2", "King's stage 3", "King's stage 4a", "King's stage 4b",
                       "MiToS stage 1", "MiToS stage 2", "King's stage 3 / MiToS 1"])


MEDS = [
    "Riluzole 50 mg BD", "Riluzole 50 mg twice daily", "Glycopyrronium 1 mg TDS",
    "Hyoscine hydrobromide 1 mg/72 h patch", "Amitriptyline 10 mg nocte",
    "Baclofen 10 mg TDS", "Tizanidine 2 mg nocte", "Carbocisteine 375 mg TDS",
    "Omeprazole 20 mg OD", "Lansoprazole 30 mg OD (orodispersible)", "Macrogol 1 sachet OD",
    "Senna 15 mg nocte", "Sertraline 50 mg OD", "Citalopram 10 mg OD (liquid)",
    "Gabapentin 300 mg TDS", "Quinine sulfate 200 mg nocte", "Paracetamol 1 g QDS PRN",
    "Oramorph 2.5 mg PRN for breathlessness", "Lorazepam 0.5 mg SL PRN",
    "Atropine 1% drops 2 drops SL PRN", "Mirtazapine 15 mg nocte", "Vitamin D3 1000 IU OD",
    "Edaravone 60 mg IV (cycle 4)", "Tofersen 100 mg intrathecal (maintenance)",
    "Dantrolene 25 mg OD", "Levetiracetam 500 mg BD", "1.5 kcal/mL whole-protein feed 500 mL via PEG",
    "Cetirizine 10 mg OD", "Lactulose 10 mL BD", "Pregabalin 75 mg BD",
]
MEDS_US = {"Paracetamol 1 g QDS PRN": "Acetaminophen 650 mg q6h PRN",
           "Oramorph 2.5 mg PRN for breathlessness": "Morphine oral solution 2.5 mg q4h PRN dyspnea"}


def meds(rng, country, n=None):
    k = n or rng.randint(3, 7)
    out = []
    pool = MEDS[:]
    rng.shuffle(pool)
    for m in pool[:k]:
        if country == "US":
            m = MEDS_US.get(m, m)
        out.append(m)
    return out


def settings(rng):
    ipap = rng.randint(10, 20)
    epap = rng.randint(4, 6)
    rate = rng.randint(10, 16)
    ti = rng.choice(["0.9", "1.0", "1.1", "1.2", "1.3"])
    rise = rng.choice(["150 ms", "200 ms", "300 ms", "setting 2", "setting 3"])
    return ipap, epap, rate, ti, rise


EXAM = [
    "fasciculations in both deltoids and the left quadriceps",
    "wasting of the first dorsal interossei bilaterally",
    "tongue wasting with fasciculation",
    "brisk reflexes throughout with upgoing plantars (Babinski positive)",
    "Hoffmann's sign positive on the right",
    "brisk jaw jerk",
    "spastic dysarthria",
    "bilateral foot drop, walking with AFOs",
    "neck flexion 3/5 (MRC)",
    "shoulder abduction 2/5 right, 4/5 left",
    "hip flexion 4-/5 bilaterally",
    "paradoxical abdominal breathing when supine",
    "pseudobulbar affect with emotional lability",
    "weak cough, peak cough flow 210 L/min",
    "head drop, using a Headmaster-style collar",
]

SYMPT = {
    "limb": ["progressive weakness of the right hand, now unable to manage buttons",
             "increasing falls, now using a wheeled walker indoors",
             "cramps in both calves at night", "difficulty climbing stairs",
             "left foot drop, AFO fitted by orthotics"],
    "bulbar": ["speech now largely unintelligible to strangers",
               "coughing with thin fluids", "drooling, worse in the evenings",
               "meals taking over 45 minutes", "weight falling despite supplements"],
    "ftd": ["apathy and reduced insight reported by family", "disinhibited eating",
            "difficulty planning tasks; ECAS 82/136", "mild word-finding difficulty"],
    "resp": ["orthopnoea, sleeping on four pillows", "morning headaches",
             "daytime somnolence, Epworth 14/24", "breathless on minimal exertion"],
    "pls": ["stiffness of both legs, walking with a stick", "slow, effortful speech",
            "emotional lability"],
}


def symptoms(rng, pkind, n=3):
    pool = SYMPT.get(pkind, SYMPT["limb"]) + SYMPT["resp"][:2] + ["fatigue limiting activities",
                                                                  "low mood at times", "constipation"]
    pool = pool[:]
    rng.shuffle(pool)
    return pool[:n]


def exam(rng, n=3):
    pool = EXAM[:]
    rng.shuffle(pool)
    return pool[:n]


EQUIP = [
    ("Profiling bed with pressure-relieving mattress", "bed"),
    ("Riser-recliner chair", "chair"), ("Mobile hoist with 2 x slings (size M)", "hoist"),
    ("Ceiling track hoist", "hoist"), ("Shower commode chair", "commode"),
    ("Tilt-in-space powered wheelchair", "chair"), ("Attendant-propelled wheelchair", "chair"),
    ("Perching stool", "stool"), ("Raised toilet seat with frame", "toilet"),
    ("Stair lift", "stair"), ("Portable suction unit", "suction"),
    ("Cough assist (MI-E) device", "cough"), ("Environmental control unit", "ecu"),
    ("Pressure-relieving cushion", "cushion"), ("Bed rails with bumpers", "rails"),
    ("Over-bed table", "table"), ("Wrist splints", "splint"), ("Neck collar (soft support)", "collar"),
    ("Ramp (portable, 1.8 m)", "ramp"), ("Turning aid / transfer board", "board"),
]

SLT_LEVELS = ["IDDSI Level 4 (pureed)", "IDDSI Level 5 (minced and moist)",
              "IDDSI Level 6 (soft and bite-sized)", "IDDSI Level 7 (easy to chew)",
              "IDDSI Level 3 (liquidised)"]
FLUID_LEVELS = ["IDDSI Level 0 (thin)", "IDDSI Level 1 (slightly thick)",
                "IDDSI Level 2 (mildly thick)", "IDDSI Level 3 (moderately thick)"]


def model(rng, kind):
    return rng.choice(pools.DEVICE_MODELS[kind])


def time(rng):
    return "%02d:%02d" % (rng.randint(8, 19), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def dur(rng):
    return rng.choice(["3/12", "6/12", "2/12", "4/52", "6/52", "8/52", "3 months", "6 weeks",
                       "2 weeks", "three months", "4-6 weeks"])
