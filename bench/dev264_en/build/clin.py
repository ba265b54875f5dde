"""Clinical text blocks (mostly non-PHI, full of hard negatives)."""

DX = {
    "UK": ["Anorexia nervosa, restricting type (F50.0)", "Atypical anorexia nervosa (F50.1)",
           "Anorexia nervosa, binge-purge subtype (F50.0)", "Bulimia nervosa (F50.2)",
           "ARFID (F50.8)", "OSFED - atypical AN", "EDNOS/OSFED (F50.9)"],
    "US": ["Anorexia nervosa, restricting type, severe (F50.01)",
           "Anorexia nervosa, binge-eating/purging type (F50.02)",
           "Bulimia nervosa, moderate (F50.2)", "ARFID (F50.82)",
           "OSFED, atypical anorexia nervosa (F50.89)", "Binge-eating disorder (F50.81)"],
    "AU": ["Anorexia nervosa - restrictive (F50.0)", "Atypical AN (OSFED)",
           "Bulimia nervosa (F50.2)", "ARFID", "AN binge/purge subtype"],
    "CA": ["Anorexia nervosa, restricting subtype (F50.0)", "Atypical anorexia nervosa",
           "Bulimia nervosa", "ARFID", "AN-BP", "OSFED"],
}
COMORB = ["Generalised anxiety disorder", "Moderate depressive episode (F32.1)",
          "OCD traits (Y-BOCS 22)", "ASD (diagnosed by CAMHS)", "ADHD - on no stimulant",
          "Coeliac disease (tTG negative on GFD)", "Hypermobility (hEDS query)",
          "Asthma - salbutamol PRN", "T1DM (HbA1c 71 mmol/mol)", "Previous self-harm (cutting)",
          "Social anxiety", "Emerging EUPD traits", "PCOS", "Iron-deficiency anaemia",
          "Raynaud's phenomenon", "Crohn's disease in remission", "Migraine"]

MEDS = ["Thiamine 100mg TDS", "Vitamin B Compound Strong 2 tabs TDS", "Forceval 1 cap OD",
        "Phosphate-Sandoz 1 tab BD", "Sando-K 2 tabs BD", "Magnesium glycerophosphate 4mmol BD",
        "Olanzapine 2.5mg nocte", "Fluoxetine 20mg OD", "Sertraline 50mg mane",
        "Omeprazole 20mg OD", "Lactulose 10ml BD", "Movicol 1 sachet OD",
        "Adcal-D3 1 tab BD", "Ferrous fumarate 210mg OD", "Melatonin 2mg nocte",
        "Lorazepam 0.5mg PRN pre-meal (max 2/24h)", "Propranolol 10mg PRN",
        "Quetiapine 25mg nocte", "Cholecalciferol 800 IU daily", "Ensure Plus 1 bottle BD",
        "Fortisip Compact 125ml TDS", "Fresubin 2kcal 200ml x2", "Pabrinex IV pairs I&II x3 days",
        "Microgynon 30 (COCP)", "Salbutamol 100mcg 2 puffs PRN", "Multivitamin (Centrum) OD",
        "Escitalopram 10mg", "Aripiprazole 2mg", "Lisdexamfetamine - held", "Mirtazapine 15mg ON"]

BEHAVIOURS = [
    "restriction to ~600 kcal/day, skipping breakfast and lunch",
    "self-induced vomiting up to 4x/day after evening meal",
    "laxative misuse (senna 15-20 tabs at a time, bisacodyl)",
    "compulsive exercise - 2-3 hrs/day, running and sit-ups in bedroom",
    "water loading before weigh-ins (est. 1.5 L)",
    "body checking (mirror, pinching, measuring wrists)",
    "calorie counting via MyFitnessPal, rigid 'safe foods' list",
    "chewing and spitting", "diet pills bought online (unknown content)",
    "fluid restriction < 500 ml/day on some days",
    "binge episodes 3-4/wk followed by fasting",
    "hiding food in napkins / pockets; long meal times (60+ min)",
    "misuse of insulin (omitting doses) - 'diabulimia'",
    "standing instead of sitting, fidgeting, pacing after meals",
]

SCORES = [
    "EDE-Q global {a:.2f} (Restraint {b:.1f}, Eating Concern {c:.1f}, Shape Concern {d:.1f}, Weight Concern {e:.1f})",
    "CIA total {n}", "PHQ-9 {p}/27", "GAD-7 {g}/21", "SCOFF {s}/5", "RCADS total T-score {t}",
    "CORE-10 {q}", "SDQ total difficulties {r}", "Y-BOCS {y}", "EDE-Q global {a:.1f}",
]


def score_line(rng):
    vals = dict(a=rng.uniform(1.5, 5.8), b=rng.uniform(1, 6), c=rng.uniform(1, 6),
                d=rng.uniform(1, 6), e=rng.uniform(1, 6), n=rng.randrange(12, 46),
                p=rng.randrange(4, 26), g=rng.randrange(3, 21), s=rng.randrange(2, 6),
                t=rng.randrange(52, 82), q=rng.randrange(10, 34), r=rng.randrange(8, 30),
                y=rng.randrange(8, 30))
    picks = rng.sample(SCORES, rng.randrange(2, 5))
    return "; ".join(x.format(**vals) for x in picks)


class Sev:
    """Physiological state consistent within a note."""

    def __init__(self, rng, adol):
        self.level = rng.choice(["green", "amber", "amber", "red"])
        lv = {"green": 0, "amber": 1, "red": 2}[self.level]
        self.ht = round(rng.uniform(148, 176) if adol else rng.uniform(152, 182), 1)
        self.bmi = round(rng.uniform(16.8, 18.5) - lv * rng.uniform(1.2, 2.2), 1)
        self.wt = round(self.bmi * (self.ht / 100.0) ** 2, 1)
        self.pmbmi = int(round(self.bmi / rng.uniform(19.2, 21.0) * 100))
        self.hr = int(rng.uniform(58, 72) - lv * rng.uniform(8, 14))
        self.hr_st = self.hr + rng.randrange(8, 26 + lv * 10)
        self.sbp = int(rng.uniform(98, 112) - lv * rng.uniform(6, 12))
        self.dbp = int(rng.uniform(58, 70) - lv * rng.uniform(3, 8))
        self.sbp_st = self.sbp - rng.randrange(0, 12 + lv * 6)
        self.temp = round(rng.uniform(36.1, 36.8) - lv * rng.uniform(0.2, 0.6), 1)
        self.qtc = rng.randrange(395, 430) + lv * rng.randrange(5, 25)
        self.k = round(rng.uniform(3.6, 4.6) - lv * rng.uniform(0.2, 0.5), 1)
        self.na = rng.randrange(134, 142) - lv
        self.po4 = round(rng.uniform(0.9, 1.3) - lv * rng.uniform(0.1, 0.25), 2)
        self.mg = round(rng.uniform(0.75, 0.95) - lv * rng.uniform(0.03, 0.1), 2)
        self.glu = round(rng.uniform(3.8, 5.2) - lv * rng.uniform(0.2, 0.6), 1)
        self.wcc = round(rng.uniform(4.0, 7.0) - lv * rng.uniform(0.6, 1.3), 1)
        self.hb = rng.randrange(112, 138) - lv * rng.randrange(2, 8)
        self.alt = rng.randrange(14, 40) + lv * rng.randrange(0, 60)
        self.ck = rng.randrange(60, 180) + lv * rng.randrange(0, 300)
        self.loss = round(rng.uniform(2.0, 14.0), 1)


def vitals_line(rng, s, style=None):
    if style is None:
        style = rng.randrange(3)
    if style == 0:
        return ("HR %d bpm lying, %d standing | BP %d/%d lying, %d/%d standing | "
                "Temp %.1f°C | CRT <2s | RR %d | SpO2 %d%% RA" % (
                    s.hr, s.hr_st, s.sbp, s.dbp, s.sbp_st, s.dbp - 2, s.temp,
                    rng.randrange(12, 19), rng.randrange(96, 100)))
    if style == 1:
        return ("Obs: P %d (reg), BP %d/%d -> %d/%d on standing, T %.1f, sats %d%%. "
                "Postural HR rise +%d." % (s.hr, s.sbp, s.dbp, s.sbp_st, s.dbp - 3, s.temp,
                                          rng.randrange(95, 100), s.hr_st - s.hr))
    return ("pulse %d lying / %d standing, bp %d/%d / %d/%d, temp %.1f, "
            "peripheries cool, acrocyanosis ++" % (s.hr, s.hr_st, s.sbp, s.dbp,
                                                    s.sbp_st, s.dbp - 4, s.temp))


def anthro_line(rng, s, adol):
    base = "Wt %.1f kg  Ht %.1f cm  BMI %.1f kg/m2" % (s.wt, s.ht, s.bmi)
    if adol:
        base += "  %%mBMI %d%%" % s.pmbmi
        if rng.random() < 0.5:
            base += " (BMI centile <0.4th)" if s.pmbmi < 80 else " (BMI centile 2nd-9th)"
    if rng.random() < 0.5:
        base += "  | loss of %.1f kg over %d/12" % (s.loss, rng.randrange(2, 9))
    return base


def suss(rng, s):
    lv = {"green": 3, "amber": 2, "red": 1}[s.level]
    return "SUSS test: sit-up %d/3, squat-stand %d/3" % (max(0, lv - rng.randrange(0, 2)), lv)


def bloods_rows(rng, s):
    rows = [
        ("Sodium", "%d" % s.na, "mmol/L", "133-146"),
        ("Potassium", "%.1f" % s.k, "mmol/L", "3.5-5.3"),
        ("Urea", "%.1f" % rng.uniform(2.0, 8.9), "mmol/L", "2.5-7.8"),
        ("Creatinine", "%d" % rng.randrange(48, 95), "umol/L", "45-84"),
        ("Phosphate", "%.2f" % s.po4, "mmol/L", "0.80-1.50"),
        ("Magnesium", "%.2f" % s.mg, "mmol/L", "0.70-1.00"),
        ("Adj Calcium", "%.2f" % rng.uniform(2.15, 2.5), "mmol/L", "2.20-2.60"),
        ("Glucose", "%.1f" % s.glu, "mmol/L", "3.5-7.8"),
        ("ALT", "%d" % s.alt, "U/L", "<33"),
        ("Albumin", "%d" % rng.randrange(34, 48), "g/L", "35-50"),
        ("CK", "%d" % s.ck, "U/L", "25-200"),
        ("Hb", "%d" % s.hb, "g/L", "115-165"),
        ("WCC", "%.1f" % s.wcc, "x10^9/L", "4.0-11.0"),
        ("Neutrophils", "%.1f" % max(0.6, s.wcc - rng.uniform(1.5, 3.0)), "x10^9/L", "2.0-7.5"),
        ("Platelets", "%d" % rng.randrange(140, 330), "x10^9/L", "150-400"),
    ]
    extra = [("TSH", "%.2f" % rng.uniform(0.8, 3.9), "mU/L", "0.27-4.2"),
             ("Free T4", "%.1f" % rng.uniform(9, 17), "pmol/L", "12-22"),
             ("Vit D (25-OH)", "%d" % rng.randrange(18, 90), "nmol/L", ">50"),
             ("Ferritin", "%d" % rng.randrange(8, 120), "ug/L", "15-150"),
             ("Amylase", "%d" % rng.randrange(40, 160), "U/L", "28-100"),
             ("B12", "%d" % rng.randrange(180, 700), "ng/L", "197-771"),
             ("Bicarbonate", "%d" % rng.randrange(22, 34), "mmol/L", "22-29"),
             ("Chloride", "%d" % rng.randrange(92, 106), "mmol/L", "95-108")]
    rows = rows[:rng.randrange(8, 16)] + rng.sample(extra, rng.randrange(0, 4))
    return rows


def bloods_table(rng, s, compact=False):
    rows = bloods_rows(rng, s)
    if compact:
        return ", ".join("%s %s" % (r[0].replace("Potassium", "K").replace("Sodium", "Na")
                                    .replace("Phosphate", "PO4").replace("Magnesium", "Mg"), r[1])
                         for r in rows)
    out = []
    for r in rows:
        flag = ""
        try:
            v = float(r[1])
            lo_hi = r[3].replace("<", "0-").replace(">", "")
            if "-" in lo_hi:
                lo, hi = [float(x) for x in lo_hi.split("-")]
                flag = " L" if v < lo else (" H" if v > hi else "")
        except ValueError:
            pass
        out.append("%-14s %7s %-9s (%s)%s" % (r[0], r[1], r[2], r[3], flag))
    return "\n".join(out)


def ecg_line(rng, s):
    return rng.choice([
        "ECG: sinus bradycardia %d bpm, PR %d ms, QRS %d ms, QTc %d ms (Bazett), no ST changes." % (
            s.hr, rng.randrange(120, 190), rng.randrange(70, 100), s.qtc),
        "12-lead ECG - SB, rate %d, QTc %d (Fridericia), normal axis, no U waves" % (s.hr, s.qtc),
        "ECG: rate %d, QTc %dms, T waves normal; compared with previous - unchanged" % (s.hr, s.qtc),
    ])


def rag(s):
    return {"green": "GREEN (low risk)", "amber": "AMBER (alert to high concern)",
            "red": "RED (high risk)"}[s.level]


MSE = [
    "Appearance: slim, layered clothing despite warm room, lanugo on forearms, Russell's sign absent. "
    "Behaviour: guarded initially, good rapport by end. Speech normal rate/volume. Mood 'fine', "
    "affect restricted. Thought: preoccupied with weight/shape, no FTD. No perceptual abnormalities. "
    "Cognition grossly intact. Insight partial.",
    "MSE - well kempt, baggy hoodie, fidgety, poor eye contact. Speech quiet. Subjectively 'low', "
    "objectively flat. Overvalued ideas re body shape; denies psychotic sx. Passive death wish, no "
    "active plan. Insight limited ('I'm not ill enough').",
    "Alert, orientated. Tearful at times. Marked anxiety when food discussed. Ruminative around "
    "calories. No evidence of psychosis. Capacity not formally assessed today.",
    "Casually dressed, hair thinning, callused knuckles (Russell's sign +). Calm, cooperative. "
    "Speech coherent. Mood 'anxious', affect reactive. Cognitive rigidity noted; set-shifting poor.",
]

RISKS = [
    "Risk to self: medium. Hx of overdose (paracetamol x16) 2 years ago; no current intent. "
    "Risk from others: nil known. Risk to others: nil.",
    "Self-harm: superficial cutting to thighs, last 3/52 ago. No suicidal intent. Safeguarding: none "
    "identified.",
    "No current SI/SH. Protective factors: family, pets, wish to return to sport.",
    "Physical risk HIGH - see medical monitoring. Psychological risk moderate; safety plan reviewed.",
]

FOODS = ["Weet-Bix x2 with full-cream milk", "porridge with banana and honey",
         "toast x2 with butter & peanut butter", "cheese & ham toastie", "pasta bake (1 portion)",
         "chicken wrap with salad + yoghurt", "jacket potato, beans and cheese",
         "fish fingers, chips, peas", "rice, dhal and chapati", "noodle stir fry with tofu",
         "bagel with cream cheese", "muesli bar + milk", "Up&Go", "2 x Oreo + juice",
         "fruit scone with butter", "shepherd's pie", "chicken congee", "jollof rice with chicken",
         "sausage roll", "Greek yoghurt with granola", "hummus, pitta and carrot sticks",
         "mac and cheese", "Cheerios with 2% milk", "turkey sandwich + chips", "chocolate milk 300ml"]

MEAL_SLOTS = ["Breakfast", "AM snack", "Lunch", "PM snack", "Dinner", "Supper"]


SLOT_FOODS = {
    "Breakfast": ["Weet-Bix x2 with full-cream milk", "porridge with banana and honey", "toast x2 with butter & peanut butter",
                  "bagel with cream cheese", "Cheerios with 2% milk", "Greek yoghurt with granola", "chicken congee",
                  "scrambled eggs on toast + OJ", "muesli with milk and raisins"],
    "snack": ["muesli bar + milk", "Up&Go", "2 x Oreo + juice", "fruit scone with butter", "chocolate milk 300ml",
              "cheese & crackers", "banana + handful of almonds", "flapjack", "yoghurt pot + apple"],
    "main": ["cheese & ham toastie", "pasta bake (1 portion)", "chicken wrap with salad + yoghurt",
             "jacket potato, beans and cheese", "fish fingers, chips, peas", "rice, dhal and chapati",
             "noodle stir fry with tofu", "shepherd's pie", "jollof rice with chicken", "sausage roll + salad",
             "mac and cheese", "turkey sandwich + chips", "spaghetti bolognese + garlic bread", "beef tacos x2"],
}


def meal_plan(rng, kcal):
    lines = []
    for slot in MEAL_SLOTS:
        key = "Breakfast" if slot == "Breakfast" else ("main" if slot in ("Lunch", "Dinner") else "snack")
        lines.append("%-10s %s" % (slot + ":", rng.choice(SLOT_FOODS[key])))
    lines.append("Target approx. %d kcal/day; fluids 1.5-2 L" % kcal)
    return "\n".join(lines)


REFEED = [
    "High risk of refeeding syndrome (NICE CG32): BMI <16, minimal intake >5 days, low baseline PO4.",
    "Refeeding risk: moderate. Start 1400 kcal/day and increase by 200 kcal every 24-48 h as per MEED.",
    "Daily U&E, PO4, Mg for first 7 days then twice weekly. BM monitoring QDS for 72 h.",
    "Supplement: Phosphate-Sandoz if PO4 < 0.8; Sando-K if K < 3.5; Mg glycerophosphate if Mg < 0.7.",
]

NEG_CODES = [
    "ICD-10 F50.01", "SNOMED CT 56882008", "Read code Eu500", "CPT 90847", "CPT 99215",
    "HCPCS H0035", "MBS item 90250", "MBS 90264", "OHIP fee code K623", "DSM-5 307.1",
]

DEVICE_MODELS = ["Seca 799 column scale", "Seca 213 stadiometer", "Marsden M-420 scale",
                 "Kangaroo ePump", "Flocare Infinity pump", "Corflo 8Fr NG tube",
                 "Dexcom G7", "GE MAC 2000 ECG", "Welch Allyn Connex", "Lunar iDXA",
                 "Zio XT patch", "Tanita BC-545N"]


def obs_level(rng):
    return rng.choice(["general obs (hourly)", "Level 2 intermittent (15 min)",
                       "1:1 within eyesight during meals + 1 h post", "enhanced obs 2:1 for NG",
                       "bathroom supervision post-meals (30 min)"])


MISC_NEG = [
    "Codes: ICD-10 F50.01 | SNOMED CT 56882008 | LOINC 2823-3 (K) | LOINC 2777-1 (PO4)",
    "NEWS2 = 3 (HR 1, temp 1, SBP 1) - escalate per local policy; PEWS 2.",
    "GCS 15/15. Capillary refill 3 s centrally. Bristol stool type 1-2, BO every 4/7.",
    "DEXA (Lunar iDXA) 2/12 ago: L1-L4 Z-score -2.3, femoral neck -1.8.",
    "Tanner stage 3; menarche not yet reached. Bone health: Adcal-D3 started.",
    "Urine SG 1.003 (? water loading); urine dip NAD. Pregnancy test negative.",
    "Obs frequency: 4-hourly for 72 h then BD. Target HR > 45 awake.",
    "Activity level 2/5 (short walks 10 min x2/day, no stairs).",
    "Supplement top-up ratio 1:1 (1 Fortisip per uneaten main).",
    "Cover: 12/20 CBT-E sessions used; 8 remaining. Session length 50 min.",
    "Thiamine 100mg TDS x10/7 then stop; Pabrinex pair 2/3 given.",
    "Shift pattern 07:30-20:00; meal times 08:00 / 10:30 / 12:30 / 15:00 / 17:30 / 20:00.",
    "Weight velocity 0.8 kg/wk (target 0.5-1.0). Height velocity 4 cm/yr.",
    "Olanzapine 2.5mg started 3/52 ago; ECG repeat in 1/52 for QTc.",
    "Dispense: Fortisip Compact x 28 (PIP 361-4472), ACBS: disease-related malnutrition.",
    "Scale check weight 20.00 kg reads 20.02 kg (tolerance +/- 0.1). Model Seca 799, class III.",
    "Kcal: 1400 -> 1600 -> 1800 -> 2000 -> 2200 (steps every 48 h).",
    "PHQ-9 item 9 = 1; C-SSRS screen negative.",
]


def misc_neg(rng, c):
    opts = [x for x in MISC_NEG if not (("menarche" in x or "Height velocity" in x) and (c.sex == "M" or c.age > 14))]
    return rng.choice(opts)


def comorb(c):
    return [x for x in COMORB if not (c.sex == "M" and x == "PCOS")]


BIRTH = [
    "Born at 38+2 weeks by SVD, BW 3.1 kg, Apgar 9 and 10. Milestones normal.",
    "Born at 34/40 (IVF twin), NICU 9 days, fed via NG briefly. Milestones slightly delayed.",
    "Term delivery, emergency LSCS for fetal distress, Apgar 6 -> 9. Fussy eater as toddler.",
    "Uneventful pregnancy and birth (40+1). Breastfed 6/12. No feeding problems in infancy.",
]


def dx_inpt(c):
    """Diagnoses plausible for inpatient refeeding (anorexia spectrum, ARFID)."""
    return [x for x in DX[c.country] if "ulimia" not in x and "inge-eating disorder" not in x and "EDNOS" not in x]
