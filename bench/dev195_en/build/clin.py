"""Non-PHI clinical content: problems, medicines, observations, scores, labs."""
import gen as G
from nb import V

# (name, dx-year allowed)
PROBLEMS = [
    ("Alzheimer's disease", True), ("Mixed Alzheimer's and vascular dementia", True),
    ("Dementia with Lewy bodies", True), ("Vascular dementia", True), ("Parkinson's disease", True),
    ("Atrial fibrillation (CHA2DS2-VASc 5)", True), ("Hypertension", False),
    ("Type 2 diabetes mellitus (diet controlled)", False), ("Type 2 diabetes mellitus on insulin", True),
    ("CKD stage 3b", False), ("CKD stage 4 (eGFR 24)", False), ("Heart failure with reduced EF (EF 35%)", True),
    ("HFpEF", False), ("Osteoporosis with previous #NOF", True), ("Osteoarthritis both knees", False),
    ("COPD (FEV1 48% predicted)", False), ("Hypothyroidism", False), ("Bilateral macular degeneration", False),
    ("Presbycusis - bilateral hearing aids", False), ("Urge incontinence", False), ("Depression", False),
    ("Previous delirium during admission", True), ("Left MCA infarct with residual right hemiparesis", True),
    ("Right #NOF - DHS", True), ("Left hip hemiarthroplasty", True), ("Recurrent UTIs", False),
    ("Iron deficiency anaemia", False), ("Polymyalgia rheumatica on prednisolone", True),
    ("Glaucoma", False), ("Orthostatic hypotension", False), ("B12 deficiency", False),
    ("Chronic constipation", False), ("Gout", False), ("Peripheral vascular disease", False),
    ("Previous TIA", True), ("Breast cancer - left mastectomy", True), ("Prostate cancer on ADT", True),
    ("Spinal stenosis L3-L5", False), ("Benign essential tremor", False), ("Anxiety", False),
    ("Dysphagia - IDDSI level 5 minced and moist", False), ("Pacemaker for complete heart block", True),
    ("Aortic stenosis (moderate)", False), ("Venous leg ulcers", False), ("Cataracts - bilateral surgery", True),
]

# name, dose, route, frequency, administration times, flags
MEDS = [
    ("Donepezil", "10 mg", "PO", "nocte", ["2000"], "cns"),
    ("Donepezil", "5 mg", "PO", "nocte", ["2000"], "cns"),
    ("Rivastigmine patch", "9.5 mg/24 h", "TD", "daily", ["0800"], "cns"),
    ("Memantine", "20 mg", "PO", "mane", ["0800"], "cns"),
    ("Apixaban", "2.5 mg", "PO", "BD", ["0800", "2000"], "anticoag"),
    ("Apixaban", "5 mg", "PO", "BD", ["0800", "2000"], "anticoag"),
    ("Rivaroxaban", "15 mg", "PO", "daily with evening meal", ["1700"], "anticoag"),
    ("Warfarin", "as per INR chart", "PO", "1600", ["1600"], "anticoag"),
    ("Bisoprolol", "2.5 mg", "PO", "mane", ["0800"], "cv"),
    ("Amlodipine", "5 mg", "PO", "mane", ["0800"], "cv"),
    ("Ramipril", "2.5 mg", "PO", "daily", ["0800"], "cv"),
    ("Perindopril", "4 mg", "PO", "mane", ["0800"], "cv"),
    ("Furosemide", "40 mg", "PO", "mane", ["0800"], "cv"),
    ("Frusemide", "20 mg", "PO", "mane", ["0800"], "cv"),
    ("Atorvastatin", "20 mg", "PO", "nocte", ["2000"], "cv"),
    ("Metformin", "500 mg", "PO", "BD with meals", ["0800", "1700"], "dm"),
    ("Gliclazide", "40 mg", "PO", "mane", ["0800"], "dm"),
    ("Insulin glargine", "14 units", "SC", "mane", ["0800"], "dm"),
    ("Levothyroxine", "75 micrograms", "PO", "mane before food", ["0600"], ""),
    ("Paracetamol", "1 g", "PO", "QDS", ["0800", "1200", "1700", "2200"], "analg"),
    ("Paracetamol SR", "1330 mg", "PO", "TDS", ["0800", "1400", "2000"], "analg"),
    ("Buprenorphine patch", "5 micrograms/h", "TD", "every 7 days", ["0800"], "opioid"),
    ("Oxycodone", "2.5 mg", "PO", "4-hourly PRN", [], "prn"),
    ("Morphine sulfate", "2.5 mg", "SC", "1-hourly PRN", [], "prn"),
    ("Lorazepam", "0.5 mg", "PO/SL", "PRN agitation max 1 mg/24 h", [], "prn"),
    ("Macrogol", "1 sachet", "PO", "daily", ["0800"], ""),
    ("Senna", "15 mg", "PO", "nocte", ["2000"], ""),
    ("Lactulose", "15 mL", "PO", "BD", ["0800", "2000"], ""),
    ("Coloxyl with senna", "2 tabs", "PO", "nocte", ["2000"], ""),
    ("Alendronic acid", "70 mg", "PO", "once weekly", ["0600"], "bone"),
    ("Denosumab", "60 mg", "SC", "6-monthly", [], "bone"),
    ("Colecalciferol", "800 units", "PO", "daily", ["0800"], "bone"),
    ("Calcium carbonate / vitamin D3", "1 tab", "PO", "daily", ["1200"], "bone"),
    ("Sertraline", "50 mg", "PO", "mane", ["0800"], "cns"),
    ("Mirtazapine", "15 mg", "PO", "nocte", ["2000"], "cns"),
    ("Citalopram", "10 mg", "PO", "mane", ["0800"], "cns"),
    ("Quetiapine", "12.5 mg", "PO", "nocte", ["2000"], "psych"),
    ("Risperidone", "0.25 mg", "PO", "BD", ["0800", "2000"], "psych"),
    ("Oxybutynin", "2.5 mg", "PO", "BD", ["0800", "2000"], "achol"),
    ("Tamsulosin", "400 micrograms", "PO", "nocte", ["2000"], ""),
    ("Co-careldopa", "25/100", "PO", "QDS", ["0700", "1100", "1500", "1900"], "pd"),
    ("Madopar", "62.5 mg", "PO", "TDS", ["0700", "1300", "1900"], "pd"),
    ("Omeprazole", "20 mg", "PO", "mane", ["0800"], ""),
    ("Pantoprazole", "40 mg", "PO", "daily", ["0800"], ""),
    ("Tiotropium", "2.5 micrograms 2 puffs", "INH", "daily", ["0800"], ""),
    ("Ferrous fumarate", "210 mg", "PO", "alternate days", ["0800"], ""),
    ("Vitamin B12 (hydroxocobalamin)", "1 mg", "IM", "3-monthly", [], ""),
    ("Latanoprost 0.005% eye drops", "1 drop both eyes", "TOP", "nocte", ["2000"], ""),
    ("Prednisolone", "5 mg", "PO", "mane", ["0800"], ""),
    ("Allopurinol", "100 mg", "PO", "daily", ["0800"], ""),
    ("Zopiclone", "3.75 mg", "PO", "nocte PRN", [], "prn"),
    ("Temazepam", "10 mg", "PO", "nocte", ["2000"], "cns"),
    ("Amitriptyline", "10 mg", "PO", "nocte", ["2000"], "achol"),
    ("Glyceryl trinitrate spray", "400 micrograms", "SL", "PRN chest pain", [], "prn"),
    ("Cetomacrogol cream", "apply", "TOP", "BD", ["0800", "2000"], ""),
    ("Trimethoprim", "100 mg", "PO", "nocte (prophylaxis)", ["2000"], ""),
    ("Nitrofurantoin", "50 mg", "PO", "QDS x 5 days", ["0800", "1200", "1700", "2200"], ""),
]

ALLERGIES = ["NKDA", "Penicillin - rash", "Codeine - vomiting", "Sulfonamides - anaphylaxis",
             "Elastoplast - skin tear", "Trimethoprim - rash", "Morphine - hallucinations",
             "Aspirin - GI bleed", "NKDA", "Latex - contact dermatitis", "Nil known"]

SITES = ["sacrum", "left heel", "right heel", "coccyx", "right greater trochanter", "left ischial tuberosity",
         "left lateral malleolus", "right shin (skin tear)", "left forearm (skin tear)", "right buttock",
         "occiput", "bridge of nose (oxygen tubing)", "left 5th toe"]
STAGES = ["Stage 1", "Stage 2", "Stage 3", "Stage 4", "Unstageable", "Suspected deep tissue injury",
          "Category 2", "Category 3", "Skin tear STAR 2a", "Skin tear STAR 1b"]
DRESSINGS = ["Mepilex Border Sacrum", "Allevyn Life", "hydrocolloid", "Aquacel Ag + foam",
             "Inadine + secondary pad", "Cavilon barrier film", "silicone foam", "Kerlix AMD + Mepore",
             "Intrasite gel + film", "Comfeel", "Biatain Silicone", "Steri-Strips + Mepitel"]


def pick(rng, seq, k):
    idx = list(range(len(seq)))
    rng.shuffle(idx)
    return [seq[i] for i in sorted(idx[:k])]


def problem_list(c, k, numbered=True, bullet="- "):
    """List of pieces; diagnosis years are DATE spans."""
    r = c.rng
    out = []
    bad = "Prostate" if c.pt.sex == "F" else "Breast"
    pool = [q for q in PROBLEMS if not q[0].startswith(bad)]
    for i, (p, dated) in enumerate(pick(r, pool, k)):
        lead = ("%d. " % (i + 1)) if numbered else bullet
        out.append(lead + p)
        if dated and r.random() < 0.7:
            yrs = r.randrange(1, 12)
            d = c.day(-365 * yrs - r.randrange(300))
            st = r.choice(["y", "y", "my", "mon_y", "mm_yyyy"])
            out += [r.choice([" (dx ", " (", " - diagnosed ", " ("]), c.Dd(d, st)]
            out.append(")" if out[-2] != " - diagnosed " else "")
        out.append("\n")
    return out


def med_list(c, k, prn=True):
    r = c.rng
    meds, seen = [], []
    for m in pick(r, MEDS, k + 4):
        base = m[0].split()[0]
        if base not in seen and len(meds) < k:
            seen.append(base)
            meds.append(m)
    if not prn:
        meds = [m for m in meds if m[5] != "prn"]
    return meds


def med_line(m, style=0):
    name, dose, route, freq, times, flag = m
    if style == 0:
        return "%s %s %s %s" % (name, dose, route, freq)
    if style == 1:
        return "%s %s %s" % (name, dose, freq)
    return "%-34s %-16s %-5s %s" % (name, dose, route, freq)


def vitals(c, short=False):
    r = c.rng
    sbp = r.randrange(96, 176)
    dbp = r.randrange(52, 96)
    hr = r.randrange(52, 112)
    rr = r.randrange(12, 26)
    t = r.choice(["36.4", "36.8", "37.1", "37.9", "38.3", "36.2", "36.6"])
    sat = r.randrange(88, 100)
    if short:
        return "BP %d/%d, HR %d, RR %d, T %s, SpO2 %d%% RA" % (sbp, dbp, hr, rr, t, sat)
    lines = ["BP %d/%d mmHg" % (sbp, dbp), "HR %d %s" % (hr, r.choice(["reg", "irreg irreg", "regular"])),
             "RR %d" % rr, "Temp %s C" % t, "SpO2 %d%% on %s" % (sat, r.choice(["room air", "RA", "2 L NP"]))]
    if r.random() < 0.6:
        lines.append("BGL %.1f mmol/L" % (r.randrange(42, 160) / 10))
    if r.random() < 0.5:
        lines.append("Weight %.1f kg" % (r.randrange(380, 920) / 10))
    return ", ".join(lines)


def postural(c):
    r = c.rng
    ls = r.randrange(120, 170)
    drop = r.randrange(2, 38)
    return "Lying %d/%d, standing 1 min %d/%d, 3 min %d/%d (%s)" % (
        ls, r.randrange(60, 90), ls - drop, r.randrange(55, 85), ls - drop + r.randrange(-4, 8),
        r.randrange(55, 85), "postural drop" if drop >= 20 else "no significant postural drop")


def news2(c):
    return "NEWS2 %d" % c.rng.randrange(0, 9)


def labs(c):
    r = c.rng
    return [
        ("Hb", "%d g/L" % r.randrange(88, 148)), ("WCC", "%.1f x10^9/L" % (r.randrange(38, 162) / 10)),
        ("Plt", "%d" % r.randrange(120, 420)), ("Na", "%d mmol/L" % r.randrange(126, 145)),
        ("K", "%.1f mmol/L" % (r.randrange(33, 56) / 10)), ("Urea", "%.1f mmol/L" % (r.randrange(40, 240) / 10)),
        ("Creat", "%d umol/L" % r.randrange(62, 240)), ("eGFR", "%d" % r.randrange(18, 78)),
        ("CRP", "%d mg/L" % r.randrange(1, 160)), ("Alb", "%d g/L" % r.randrange(26, 42)),
        ("TSH", "%.2f mIU/L" % (r.randrange(40, 520) / 100)), ("B12", "%d ng/L" % r.randrange(140, 720)),
        ("Vit D", "%d nmol/L" % r.randrange(18, 95)), ("HbA1c", "%d mmol/mol" % r.randrange(38, 78)),
        ("Corr Ca", "%.2f mmol/L" % (r.randrange(212, 262) / 100)),
    ]


def lab_block(c, k=8, sep="\n"):
    r = c.rng
    ls = pick(r, labs(c), k)
    return sep.join("%s %s" % (a, b) for a, b in ls)


def cog_scores(c):
    r = c.rng
    uk = c.country == "UK"
    out = []
    if r.random() < 0.5:
        out.append("MMSE %d/30" % r.randrange(9, 28))
    if uk and r.random() < 0.6:
        out.append("ACE-III %d/100 (A %d/18, M %d/26, F %d/14, L %d/26, V %d/16)" % (
            r.randrange(38, 88), r.randrange(6, 18), r.randrange(4, 22), r.randrange(2, 12),
            r.randrange(12, 26), r.randrange(8, 16)))
    if not uk and r.random() < 0.5:
        out.append("RUDAS %d/30" % r.randrange(10, 27))
    if r.random() < 0.5:
        out.append("MoCA %d/30" % r.randrange(8, 25))
    if r.random() < 0.4:
        out.append("AMTS %d/10" % r.randrange(3, 10))
    out.append("4AT %d" % r.randrange(0, 7))
    return out


def frailty(c):
    r = c.rng
    return ["Clinical Frailty Scale %d" % r.randrange(4, 8), "Barthel %d/100" % (5 * r.randrange(4, 19)),
            "TUG %d s with %s" % (r.randrange(14, 45), r.choice(["4WW", "Zimmer frame", "stick", "no aid", "wheeled walker"])),
            "gait speed %.2f m/s" % (r.randrange(25, 95) / 100)]


def risk_scores(c):
    r = c.rng
    uk = c.country == "UK"
    return ["Waterlow %d" % r.randrange(10, 26) if uk else "Braden %d" % r.randrange(9, 20),
            "MUST %d" % r.randrange(0, 3) if uk else "MNA-SF %d/14" % r.randrange(4, 14),
            "Morse %d" % (5 * r.randrange(5, 22)) if r.random() < 0.5 else "FRAT %d" % r.randrange(8, 20),
            "Abbey Pain Scale %d" % r.randrange(0, 12), "PAINAD %d/10" % r.randrange(0, 6)]
