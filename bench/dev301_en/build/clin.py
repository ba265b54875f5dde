"""Clinical (non-PHI) content: drugs, observations, labs, scores, devices,
protocols. Everything here is a hard negative and never becomes a span."""

US_LIKE = ("US", "CA")

FREQ = {
    "od": (["OD", "once daily", "mane"], ["daily", "once daily", "qAM", "QD"]),
    "bd": (["BD", "twice daily", "bd"], ["BID", "twice daily", "bid"]),
    "tds": (["TDS", "tds"], ["TID", "tid"]),
    "nocte": (["nocte", "ON", "at night"], ["qHS", "at bedtime", "HS"]),
    "prn": (["PRN", "prn", "as required"], ["PRN", "as needed", "prn"]),
}

HF_DRUGS = [
    ("bisoprolol", ["1.25 mg", "2.5 mg", "3.75 mg", "5 mg", "7.5 mg", "10 mg"], "od"),
    ("carvedilol", ["3.125 mg", "6.25 mg", "12.5 mg", "25 mg"], "bd"),
    ("metoprolol succinate", ["25 mg", "50 mg", "100 mg", "200 mg"], "od"),
    ("ramipril", ["1.25 mg", "2.5 mg", "5 mg", "10 mg"], "od"),
    ("perindopril", ["2 mg", "4 mg", "8 mg"], "od"),
    ("lisinopril", ["2.5 mg", "5 mg", "10 mg", "20 mg"], "od"),
    ("candesartan", ["4 mg", "8 mg", "16 mg", "32 mg"], "od"),
    ("sacubitril/valsartan", ["24/26 mg", "49/51 mg", "97/103 mg"], "bd"),
    ("spironolactone", ["12.5 mg", "25 mg", "50 mg"], "od"),
    ("eplerenone", ["25 mg", "50 mg"], "od"),
    ("dapagliflozin", ["10 mg"], "od"),
    ("empagliflozin", ["10 mg"], "od"),
    ("ivabradine", ["2.5 mg", "5 mg", "7.5 mg"], "bd"),
    ("digoxin", ["62.5 micrograms", "125 micrograms"], "od"),
]
LOOP = [("furosemide", ["20 mg", "40 mg", "60 mg", "80 mg", "40 mg + 40 mg"]),
        ("bumetanide", ["0.5 mg", "1 mg", "2 mg"]),
        ("torasemide", ["5 mg", "10 mg", "20 mg"])]
CAD_DRUGS = [
    ("aspirin", ["75 mg", "81 mg", "100 mg"], "od"),
    ("clopidogrel", ["75 mg"], "od"),
    ("ticagrelor", ["90 mg", "60 mg"], "bd"),
    ("prasugrel", ["10 mg", "5 mg"], "od"),
    ("atorvastatin", ["40 mg", "80 mg"], "nocte"),
    ("rosuvastatin", ["10 mg", "20 mg", "40 mg"], "nocte"),
    ("ezetimibe", ["10 mg"], "od"),
    ("isosorbide mononitrate MR", ["30 mg", "60 mg"], "od"),
    ("amlodipine", ["5 mg", "10 mg"], "od"),
    ("ranolazine", ["375 mg", "500 mg"], "bd"),
]
OTHER_DRUGS = [
    ("apixaban", ["2.5 mg", "5 mg"], "bd"), ("rivaroxaban", ["15 mg", "20 mg"], "od"),
    ("edoxaban", ["30 mg", "60 mg"], "od"), ("warfarin", ["as per INR"], "od"),
    ("metformin", ["500 mg", "1 g"], "bd"), ("lansoprazole", ["15 mg", "30 mg"], "od"),
    ("omeprazole", ["20 mg"], "od"), ("allopurinol", ["100 mg", "300 mg"], "od"),
    ("levothyroxine", ["50 micrograms", "100 micrograms"], "od"),
    ("amiodarone", ["100 mg", "200 mg"], "od"), ("sertraline", ["50 mg"], "od"),
    ("colecalciferol", ["800 units"], "od"), ("tamsulosin", ["400 micrograms"], "od"),
    ("gliclazide", ["40 mg", "80 mg"], "bd"), ("insulin glargine", ["18 units", "24 units"], "nocte"),
]

BRANDS = ["Entresto", "Forxiga", "Jardiance", "Lasix", "Eliquis", "Xarelto", "Brilinta",
          "Ferinject", "Inspra", "Lipitor", "Crestor", "Procoralan", "Farxiga"]

DEVICE_MODELS = ["Medtronic Cobalt XT HF CRT-D", "Boston Scientific Resonate EL ICD",
                 "Abbott Gallant HF CRT-D", "Biotronik Acticor 7 DR-T",
                 "Medtronic Azure XT DR pacemaker", "Abbott Assurity MRI pacemaker",
                 "Boston Scientific Emblem S-ICD", "Medtronic Reveal LINQ ILR"]
REMOTE = ["CareLink", "LATITUDE NXT", "Merlin.net", "Home Monitoring", "myCareLink Smart"]
TELE_KIT = ["Bluetooth weighing scale", "Omron M3 Comfort BP monitor", "Nonin 3230 oximeter",
            "A&D UC-352BLE scale", "Withings BPM Connect cuff", "tablet hub"]
GYM_KIT = ["Monark 828E cycle ergometer", "Concept2 rower", "Woodway treadmill",
           "NuStep T5 recumbent stepper", "Theraband (green)", "2 kg hand weights",
           "step boxes", "Polar H10 chest strap"]


def freq(ctx, key):
    pools = FREQ[key][1 if ctx.c in US_LIKE else 0]
    return ctx.r.choice(pools)


def drug_line(ctx, item, cap=None):
    r = ctx.r
    name, doses, f = item
    s = "%s %s %s" % (name, r.choice(doses), freq(ctx, f))
    if cap or (cap is None and r.random() < 0.6):
        s = s[0].upper() + s[1:]
    return s


def loop_line(ctx, dose=None):
    r = ctx.r
    name, doses = r.choice(LOOP)
    return "%s %s %s" % (name.capitalize(), dose or r.choice(doses), freq(ctx, "od") if r.random() < 0.7 else freq(ctx, "bd"))


def med_list(ctx, n=None, hf=True):
    r = ctx.r
    n = n or r.randint(5, 9)
    items = []
    if hf:
        items.append(r.choice(HF_DRUGS[:3]))
        items.append(r.choice(HF_DRUGS[3:8]))
        items.append(r.choice(HF_DRUGS[8:10]))
        if r.random() < 0.6:
            items.append(r.choice(HF_DRUGS[10:12]))
    pool = CAD_DRUGS + OTHER_DRUGS + HF_DRUGS[12:]
    while len(items) < n:
        it = r.choice(pool)
        if it not in items:
            items.append(it)
    out = [drug_line(ctx, it) for it in items]
    if hf:
        out.insert(r.randint(0, len(out)), loop_line(ctx))
    if r.random() < 0.5:
        out.append("GTN spray 400 micrograms sublingual %s" % freq(ctx, "prn"))
    return out


def weight_kg(ctx):
    return round(ctx.r.uniform(58, 118), 1)


def wt(ctx, kg):
    if ctx.lb:
        return "%.1f lb" % (kg * 2.2046)
    return "%.1f kg" % kg


def obs(ctx):
    r = ctx.r
    parts = ["BP %d/%d mmHg" % (r.randint(96, 158), r.randint(54, 92)),
             "HR %d bpm%s" % (r.randint(52, 98), r.choice(["", " (SR)", " reg", " irreg irreg (AF)", " paced"])),
             "SpO2 %d%%%s" % (r.randint(91, 99), r.choice(["", " RA", " on air"])),
             ]
    if r.random() < 0.5:
        parts.append("RR %d" % r.randint(12, 22))
    if r.random() < 0.4:
        parts.append("T %.1f C" % r.uniform(36.1, 37.3))
    return ", ".join(parts)


def labs(ctx):
    r = ctx.r
    if ctx.c == "US" or (ctx.c == "CA" and r.random() < 0.3):
        s = "Na %d, K %.1f, BUN %d mg/dL, Cr %.2f mg/dL, eGFR %d" % (
            r.randint(129, 144), r.uniform(3.4, 5.6), r.randint(12, 48), r.uniform(0.8, 2.4), r.randint(24, 88))
    else:
        s = "Na %d mmol/L, K %.1f, urea %.1f, creatinine %d umol/L, eGFR %d" % (
            r.randint(129, 144), r.uniform(3.4, 5.6), r.uniform(4.1, 19.8), r.randint(68, 210), r.randint(24, 88))
    if r.random() < 0.5:
        s += ", NT-proBNP %d ng/L" % r.randint(340, 9800) if ctx.c != "US" else ", BNP %d pg/mL" % r.randint(80, 1900)
    if r.random() < 0.4:
        s += ", Hb %d g/L" % r.randint(96, 152) if ctx.c not in US_LIKE else ", Hgb %.1f g/dL" % r.uniform(9.6, 15.2)
    if r.random() < 0.3:
        s += ", ferritin %d, TSAT %d%%" % (r.randint(40, 320), r.randint(9, 32))
    return s


EVENTS = [
    ("NSTEMI", "PCI to LAD with 2 x DES"), ("NSTEMI", "PCI to RCA (1 x DES)"),
    ("inferior STEMI", "primary PCI to RCA"), ("anterior STEMI", "primary PCI to proximal LAD"),
    ("triple vessel disease", "CABG x3 (LIMA-LAD, SVG-OM1, SVG-RCA)"),
    ("severe aortic stenosis", "TAVI (transfemoral)"), ("severe AS", "AVR (tissue) + CABG x1"),
    ("new diagnosis HFrEF", "optimisation of GDMT"), ("decompensated HF", "IV diuresis"),
    ("unstable angina", "PCI to LCx"), ("Takotsubo cardiomyopathy", "medical management"),
    ("severe MR", "mitral valve repair"), ("VT arrest", "secondary prevention ICD"),
]


def event(ctx):
    return ctx.r.choice(EVENTS)


def lvef(ctx):
    r = ctx.r
    return r.choice(["LVEF %d%%" % r.randint(20, 40), "EF %d%%" % r.randint(20, 55),
                     "LVEF %d-%d%%" % ((k := r.randint(25, 45)), k + 5), "moderate LVSD",
                     "severe LVSD (EF %d%%)" % r.randint(15, 30), "HFpEF, LVEF %d%%" % r.randint(50, 62)])


PMH = ["HTN", "T2DM", "hypercholesterolaemia", "AF (paroxysmal)", "CKD stage 3a", "COPD",
       "OSA on CPAP", "gout", "hypothyroidism", "osteoarthritis (knees)", "previous TIA",
       "PVD", "depression", "obesity (BMI 34)", "asthma", "BPH", "anaemia (iron deficiency)",
       "Parkinson's disease", "Raynaud's", "peripheral neuropathy", "CVA 2015 with no residual deficit"]
PMH_US = {"hypercholesterolaemia": "hyperlipidemia", "anaemia (iron deficiency)": "iron deficiency anemia",
          "CVA 2015 with no residual deficit": "remote CVA, no residual deficit"}


def pmh(ctx, k=None):
    r = ctx.r
    k = k or r.randint(2, 5)
    items = r.sample([p for p in PMH if "2015" not in p], k)
    if ctx.c in US_LIKE:
        items = [PMH_US.get(i, i) for i in items]
    return items


EX_NEG = [
    "Warm-up 15 min, conditioning 20-30 min circuit, cool-down 10 min.",
    "Target HR {lo}-{hi} bpm (40-70% HRR, Karvonen), RPE 11-14 on Borg 6-20 scale.",
    "Avoid Valsalva during resistance work; 1-2 sets x 10-15 reps at 30-40% 1RM.",
    "Circuit: cycle ergometer, step-ups, wall press, bicep curls, sit-to-stand, shuttle walk.",
    "Talk test used in place of HR targets as on beta-blocker.",
    "Home walking plan: 20 min x 5 days/week, build to 30 min by week 6.",
    "Upper limb restrictions for 12 weeks post sternotomy: no lifting > 5 kg.",
    "Borg CR10 dyspnoea 3 at peak.",
    "HR recovery at 1 min: 18 bpm.",
    "No ST change on telemetry during session (lead II).",
    "Manual BP by auscultation (Korotkoff phase V) as automated cuff unreliable in AF.",
    "ALS-trained staff on site for all sessions; MD on call covers the gym.",
    "Pre-exercise check by the PA; cleared for moderate intensity.",
]
HF_NEG = [
    "NYHA class {nyha}.", "Abdomen soft, no ascites; liver edge not palpable.",
    "No presyncope.", "JVP {jvp}.",
    "Pitting oedema to {oed} bilaterally.", "Fine bibasal crackles, no wheeze. Heart sounds I + II + 0.",
    "No Cheyne-Stokes respiration observed overnight per {rel_word}.",
    "Fluid restriction 1.5 L/day; salt < 6 g/day.",
    "Daily weights before breakfast after voiding, same scales.",
    "Rescue plan: if weight up > 2 kg in 3 days take extra furosemide 40 mg and call team.",
    "ReDS reading 34% (normal range 20-35%).",
    "Postural BP: lying 124/70, standing 108/64 mmHg after 3 min; mildly dizzy.",
]
NYHA = ["I", "II", "II-III", "III", "IIIb", "III-IV"]
OED = ["ankles", "mid-shin", "knees", "sacrum", "thighs"]

SCORES = ["EQ-5D-5L VAS {n}", "Kansas City Cardiomyopathy Questionnaire (KCCQ-12) summary {n}",
          "Minnesota Living with Heart Failure Questionnaire {n}",
          "DASI {d}", "Rockwood CFS {c}", "Dartmouth COOP total {c2}", "MacNew global {m}",
          "Barthel 100/100", "GRACE {g}", "CHA2DS2-VASc {c}", "HAS-BLED {h}"]

CODES = ["ICD-10 I50.0", "ICD-10 I21.4", "ICD-10 I25.2", "ICD-10 I11.0", "SNOMED CT 84114007",
         "CPT 93798", "HCPCS G0422", "OPCS-4 K75.1", "ICD-10 I42.0", "ICD-10-AM I50.1"]


def fill(ctx, s):
    r = ctx.r
    return s.format(lo=r.randint(88, 100), hi=r.randint(104, 125), nyha=r.choice(NYHA),
                    pil=r.randint(2, 5), jvp=r.choice(["not raised", "+2 cm", "+3 cm above sternal angle", "raised to earlobes", "5 cm"]),
                    oed=r.choice(OED), rel_word=r.choice(["partner", "wife", "husband", "family"]),
                    n=r.randint(20, 85), d="%.1f" % r.uniform(8, 45), c=r.randint(2, 6),
                    c2=r.randint(12, 34), m="%.1f" % r.uniform(3.2, 6.4), g=r.randint(88, 190),
                    h=r.randint(0, 4))


def ex_neg(ctx, k=2):
    return [fill(ctx, s) for s in ctx.r.sample(EX_NEG, k)]


def hf_neg(ctx, k=2):
    return [fill(ctx, s) for s in ctx.r.sample(HF_NEG, k)]


def score(ctx):
    return fill(ctx, ctx.r.choice(SCORES[:8]))


def scores(ctx, k):
    return [fill(ctx, s) for s in ctx.r.sample(SCORES[:8], k)]


def risk_score(ctx):
    return fill(ctx, ctx.r.choice(SCORES[8:]))


def code(ctx):
    r = ctx.r
    return r.choice({"UK": ["ICD-10 I21.4", "SNOMED CT 84114007", "OPCS-4 K75.1", "ICD-10 I50.0"],
                     "IE": ["ICD-10 I21.4", "ICD-10 I50.0", "ICD-10 I25.2"],
                     "US": ["CPT 93798", "HCPCS G0422", "ICD-10-CM I25.10", "ICD-10-CM I50.22"],
                     "AU": ["ICD-10-AM I50.1", "ICD-10-AM I21.4", "MBS 10960"],
                     "CA": ["ICD-10-CA I50.0", "ICD-10-CA I21.4", "OHIP K131"]}[ctx.c])


EMERG = {"UK": "999", "IE": "112 or 999", "US": "911", "AU": "000", "CA": "911"}


def ecg(ctx):
    r = ctx.r
    return r.choice([
        "SR %d bpm, PR %d ms, QRS %d ms, QTc %d ms" % (r.randint(52, 92), r.randint(140, 220), r.randint(82, 160), r.randint(400, 480)),
        "AF, ventricular rate %d, LBBB (QRS %d ms)" % (r.randint(62, 110), r.randint(122, 170)),
        "SR with 1st degree AV block (PR %d ms), Q waves II, III, aVF" % r.randint(210, 280),
        "atrially sensed, BiV paced %d bpm" % r.randint(60, 80),
        "SR, occasional VEs, T inversion V1-V4",
        "SR; 24 h Holter showed Mobitz I (Wenckebach) overnight only",
        "SR %d bpm, RBBB, left axis deviation" % r.randint(55, 90),
    ])


def walk_test(ctx):
    r = ctx.r
    return r.choice([
        "ISWT %d m (level %d), est. %.1f METs" % ((d := r.choice(range(150, 700, 10))), min(12, d // 60 + 1), 1.6 + d * 0.0065),
        "6MWT %d m, SpO2 nadir %d%%, Borg %d" % (r.randint(180, 520), r.randint(88, 97), r.randint(2, 5)),
        "Chester step test: stage %d, est. VO2max %d ml/kg/min" % (r.randint(2, 5), r.randint(16, 32)),
        "incremental shuttle walk %d m; stopped for leg fatigue" % r.choice(range(180, 600, 10)),
    ])
