"""Clinical (non-PHI) content for anticoagulation notes: indications, dosing
maths, dose tables, interacting drugs, labs and many hard negatives."""
from core import P
import phi_fmt as F

INDICATIONS = [
    # (long, short, target)
    ("non-valvular atrial fibrillation", "AF", "2.0-3.0"),
    ("paroxysmal AF", "pAF", "2.0-3.0"),
    ("persistent atrial fibrillation with CHA2DS2-VASc 4", "AF", "2.0-3.0"),
    ("mechanical mitral valve replacement (St. Jude Medical bileaflet)", "MVR", "2.5-3.5"),
    ("mechanical aortic valve (On-X 23 mm)", "AVR", "2.0-3.0"),
    ("mechanical AVR (Medtronic Hall tilting disc)", "AVR", "2.5-3.5"),
    ("left leg DVT (popliteal and femoral)", "DVT", "2.0-3.0"),
    ("bilateral pulmonary emboli", "PE", "2.0-3.0"),
    ("recurrent VTE while on therapeutic anticoagulation", "recurrent VTE", "3.0-4.0"),
    ("antiphospholipid syndrome (triple positive)", "APS", "2.0-3.0"),
    ("LV thrombus post anterior STEMI", "LV thrombus", "2.0-3.0"),
    ("HeartMate 3 LVAD", "LVAD", "2.0-2.5"),
    ("cerebral venous sinus thrombosis", "CVST", "2.0-3.0"),
    ("Budd-Chiari syndrome", "Budd-Chiari", "2.0-3.0"),
    ("atrial flutter post ablation", "flutter", "2.0-3.0"),
    ("rheumatic mitral stenosis with AF", "MS/AF", "2.0-3.0"),
]

COMORB = ["T2DM (metformin)", "hypertension", "CKD stage 3b", "COPD", "hypothyroidism",
          "previous TIA", "ischaemic stroke (left MCA)", "heart failure (EF 35%)", "gout",
          "osteoarthritis knees", "Parkinson's disease", "Alzheimer's dementia (mild)",
          "Crohn's disease", "Barrett's oesophagus", "diverticular disease", "BPH",
          "Graves' disease (treated)", "Hashimoto's thyroiditis", "epilepsy", "obesity (BMI 36)",
          "previous Mallory-Weiss tear", "peptic ulcer disease (H. pylori eradicated)",
          "Paget's disease of bone", "Sjogren's syndrome", "polymyalgia rheumatica",
          "Hodgkin lymphoma in remission", "liver cirrhosis (Child-Pugh A)", "alcohol excess",
          "macular degeneration", "falls risk (Tinetti score 17)", "Raynaud's"]

INTERACTING = [("amiodarone", "up"), ("clarithromycin", "up"), ("fluconazole", "up"),
               ("metronidazole", "up"), ("co-trimoxazole", "up"), ("ciprofloxacin", "up"),
               ("erythromycin", "up"), ("simvastatin", "up"), ("allopurinol", "up"),
               ("paracetamol regularly 4 g/day", "up"), ("tramadol", "up"), ("levothyroxine dose change", "up"),
               ("carbamazepine", "down"), ("rifampicin", "down"), ("phenytoin", "down"),
               ("St John's wort", "down"), ("azathioprine", "down"), ("vitamin K-rich green smoothies", "down"),
               ("cranberry juice", "up"), ("flucloxacillin", "down"), ("prednisolone burst", "up"),
               ("doxycycline", "up"), ("omeprazole", "up"), ("sertraline", "bleed"),
               ("ibuprofen", "bleed"), ("naproxen", "bleed"), ("aspirin 75 mg", "bleed"),
               ("clopidogrel", "bleed"), ("fish oil", "bleed"), ("ginkgo biloba", "bleed")]

OTHER_MEDS = ["bisoprolol 2.5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg nocte",
              "furosemide 40 mg mane", "metformin 500 mg BD", "lansoprazole 30 mg OD",
              "digoxin 62.5 micrograms OD", "levothyroxine 100 micrograms OD", "amlodipine 5 mg OD",
              "spironolactone 25 mg OD", "sitagliptin 100 mg OD", "tamsulosin 400 micrograms OD",
              "alendronic acid 70 mg weekly", "sotalol 80 mg BD", "diltiazem MR 120 mg OD",
              "candesartan 8 mg OD", "insulin glargine 18 units nocte", "sacubitril/valsartan 49/51 mg BD",
              "empagliflozin 10 mg OD", "co-codamol 30/500 PRN", "colecalciferol 800 units OD",
              "verapamil MR 240 mg OD", "dronedarone 400 mg BD", "pantoprazole 40 mg OD",
              "Sinemet 12.5/50 TDS", "donepezil 5 mg nocte", "mesalazine 800 mg TDS"]

DOACS = [("apixaban", ["5 mg BD", "2.5 mg BD", "10 mg BD x 7 days then 5 mg BD"], "Eliquis"),
         ("rivaroxaban", ["20 mg OD with evening meal", "15 mg OD", "15 mg BD x 21 days then 20 mg OD"], "Xarelto"),
         ("edoxaban", ["60 mg OD", "30 mg OD"], "Lixiana"),
         ("dabigatran", ["150 mg BD", "110 mg BD"], "Pradaxa")]

LMWH = [("enoxaparin", "1.5 mg/kg SC OD"), ("enoxaparin", "1 mg/kg SC BD"),
        ("tinzaparin", "175 units/kg SC OD"), ("dalteparin", "200 units/kg SC OD"),
        ("dalteparin", "100 units/kg SC BD")]

PROCEDURES = [("colonoscopy with polypectomy", "high"), ("total knee replacement", "high"),
              ("dental extraction x3", "low"), ("cataract surgery (phaco)", "low"),
              ("TURP", "high"), ("pacemaker generator change", "low"),
              ("OGD +/- biopsy", "low"), ("laparoscopic cholecystectomy", "high"),
              ("skin excision (BCC left cheek)", "low"), ("hip hemiarthroplasty", "high"),
              ("lumbar epidural steroid injection", "high"), ("EBUS-TBNA", "high"),
              ("cardiac catheterisation (radial)", "low"), ("hernia repair", "high"),
              ("prostate biopsy (transperineal)", "high"), ("ERCP with sphincterotomy", "high")]

BLEEDS = ["upper GI bleed (melaena, Glasgow-Blatchford score 9)", "epistaxis requiring packing",
          "haematuria with clots", "subdural haematoma after a fall", "rectal bleeding (diverticular)",
          "rectus sheath haematoma", "intracerebral haemorrhage (GCS 13 on arrival)",
          "haemarthrosis right knee", "menorrhagia", "gum bleeding and bruising",
          "subconjunctival haemorrhage", "haemoptysis", "post-extraction socket bleed",
          "retroperitoneal haematoma", "lower GI bleed from angiodysplasia"]

TABLETS = {
    "UK": "0.5 mg (white), 1 mg (brown), 3 mg (blue), 5 mg (pink)",
    "IE": "1 mg (brown), 3 mg (blue), 5 mg (pink)",
    "AU": "Marevan 1 mg (brown), 3 mg (blue), 5 mg (pink)",
    "US": "1 mg (pink), 2 mg (lavender), 2.5 mg (green), 5 mg (peach)",
    "CA": "1 mg (pink), 2 mg (lavender), 3 mg (tan), 5 mg (peach)",
}
STRENGTHS = {"UK": [0.5, 1, 3, 5], "IE": [1, 3, 5], "AU": [1, 3, 5],
             "US": [1, 2, 2.5, 5], "CA": [1, 2, 3, 5]}
METERS = ["CoaguChek XS", "CoaguChek INRange", "CoaguChek Pro II", "Xprecia Stride", "microINR",
          "CoaguChek XS Pro", "qLabs ElectroMeter"]
SOFTWARE = ["INRstar", "DAWN AC", "CoagClinic Manager", "RAID anticoagulation module", "TrackWarf v4.2"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def fmt_mg(x):
    return ("%g" % x)


def weekly_pattern(rng):
    """7-day pattern of daily doses (mg) from a low/high pair."""
    low = rng.choice([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 7.5, 8, 9])
    delta = rng.choice([0.5, 1, 1, 2])
    k = rng.randint(0, 4)
    days = sorted(rng.sample(range(7), k))
    pat = [low + (delta if i in days else 0) for i in range(7)]
    return pat


def near_pattern(rng, pat):
    """A new weekly pattern within ~5-20% of the current weekly total."""
    tot = sum(pat)
    best = None
    for _ in range(40):
        cand = weekly_pattern(rng)
        diff = abs(sum(cand) - tot) / tot
        if 0.03 <= diff <= 0.2:
            return cand
        if best is None or abs(sum(cand) - tot) < abs(sum(best) - tot):
            best = cand
    return best


DOSE_CRIT = {
    "apixaban": "Dose-selection criteria (apixaban, AF): age >=80 / weight <=60 kg / Cr >=133 umol/L - {x}.",
    "rivaroxaban": "Dose-selection (rivaroxaban, AF): 15 mg OD if CrCl 15-49 mL/min, else 20 mg OD with food - {y}.",
    "edoxaban": "Dose-selection (edoxaban): 30 mg if CrCl 15-50, weight <=60 kg or potent P-gp inhibitor - {y}.",
    "dabigatran": "Dose-selection (dabigatran): 110 mg BD if age >=80 or on verapamil; consider if 75-80 or high bleed risk - {y}.",
}


def dose_crit(rng, drug):
    return DOSE_CRIT[drug].format(x=rng.choice(["0 of 3 met", "1 of 3 met", "2 of 3 met -> 2.5 mg BD"]),
                                  y=rng.choice(["criteria not met", "criterion met -> reduced dose", "borderline, standard dose"]))


def inr_status(inr, target):
    lo, hi = [float(x) for x in target.split("-")]
    v = float(inr)
    return "subtherapeutic" if v < lo else ("supratherapeutic" if v > hi else "therapeutic")


def pattern_text(rng, pat):
    total = sum(pat)
    vals = sorted(set(pat))
    if len(vals) == 1:
        return "%s mg daily (%s mg/week)" % (fmt_mg(vals[0]), fmt_mg(total))
    hi = [WD3[i] for i in range(7) if pat[i] == vals[1]]
    return "%s mg %s, %s mg all other days (%s mg/wk)" % (fmt_mg(vals[1]), "/".join(hi),
                                                         fmt_mg(vals[0]), fmt_mg(total))


def inr_value(rng, target):
    lo, hi = [float(x) for x in target.split("-")]
    r = rng.random()
    if r < 0.55:
        v = rng.uniform(lo, hi)
    elif r < 0.8:
        v = rng.uniform(lo - 0.8, lo)
    elif r < 0.95:
        v = rng.uniform(hi, hi + 1.2)
    else:
        v = rng.uniform(hi + 1.2, 8.5)
    return "%.1f" % max(v, 1.0)


def tablets_for(dose, country):
    """How to make a dose from local strengths, e.g. '1 x 5 mg + 1 x 1 mg'."""
    st = sorted(STRENGTHS[country], reverse=True)
    out, left = [], dose
    for s in st:
        n = int(left // s + 1e-9)
        if n:
            out.append("%d x %s mg" % (n, fmt_mg(s)))
            left -= n * s
    if left > 1e-6:
        out.append("half x %s mg" % fmt_mg(min(st)))
    return " + ".join(out) if out else "none"


def crcl(rng, age, sex):
    wt = round(rng.uniform(48, 118), 1)
    cr = rng.randint(62, 210)
    v = (140 - age) * wt * (1.23 if sex == "M" else 1.04) / cr
    return wt, cr, max(int(v), 9)


def labs_line(rng, country):
    hb = rng.randint(88, 162)
    plt = rng.randint(96, 420)
    egfr = rng.randint(22, 90)
    us = country in ("US", "CA") and rng.random() < 0.5
    hb_s = ("Hb %.1f g/dL" % (hb / 10)) if us else ("Hb %d g/L" % hb)
    parts = [hb_s, "plt %d" % plt, "eGFR %d" % egfr,
             rng.choice(["ALT 23", "ALT 41", "ALT 19 U/L", "bili 11", "ALP 96"]),
             rng.choice(["Na 138", "K 4.6", "Na 133 K 5.1", "urea 9.4", "CRP <5"])]
    rng.shuffle(parts)
    return ", ".join(parts)


HARD_NEG_LINES = [
    "CHA2DS2-VASc {cha} (age >=75 = 2 points), HAS-BLED {hb}.",
    "ORBIT bleeding score {hb}; SAMe-TT2R2 {sam}.",
    "TTR (Rosendaal) {ttr}% over the last 6 months; {ttr2}% in range by fraction of INRs.",
    "Read code 66Q.. / SNOMED 182764009 recorded. ICD-10 Z79.01.",
    "CPT 93793 billed for management; POC INR CPT 85610 QW.",
    "Strip lot 5402{lot} (not a patient identifier), QC level 2 within 1.0-1.4 acceptance.",
    "Ref range PT 11.0-13.5 s, ISI 1.01 (thromboplastin Neoplastine CI Plus).",
    "Weekly dose change 10-15% per BSH 2011 guidance.",
    "ACCP/CHEST 9th ed. says no routine bridging for CHA2DS2-VASc < 5.",
    "Per Fennerty regimen day 4 INR 2.1.",
    "Tait loading regimen used for outpatient initiation (5 mg x 4 days, INR day 5).",
    "Wells score 4.5 on presentation; D-dimer 2.41 mg/L FEU.",
    "No Virchow's triad features currently; no Homans sign (unreliable anyway).",
    "Patient knows to avoid NSAIDs, uses paracetamol 1 g QDS max.",
    "Yellow book updated; anticoagulant alert card carried.",
    "GCS 15, BP 138/82, HR 74 irregularly irregular, SpO2 97% RA.",
    "Fingerprick sample, capillary INR repeated x2 (difference 0.2).",
    "Per PAUSE protocol: apixaban held 1 day (low bleed risk) / 2 days (high bleed risk).",
    "Vitamin K intake counselled: consistent, not avoided (spinach, kale, broccoli).",
    "Alcohol 14 units/week, stable. Smoker 10/day.",
    "Beriplex P/N 500 IU kit x2 in ED stock; idarucizumab (Praxbind) 2 x 2.5 g available.",
    "INR >8.0 with no bleed: omit warfarin, vit K 1-5 mg PO per protocol.",
    "F/U 3/12 with U&E; repeat FBC in 6/52.",
    "Warfarin 5/2.5 mg alt days previously (old regimen per paper notes, not current).",
    "NDC 0056-0172-70 (Coumadin 5 mg) dispensed; PBS item 2211D equivalent noted.",
    "Batch 4472 0931 of Marevan recalled? - checked, not affected.",
    "BP 128/76 lying, 118/70 standing; no postural drop.",
    "Sinemet 12.5/50 TDS unchanged; no interaction expected.",
    "HAS-BLED components: H0 A0 S0 B1 L1 E1 D0.",
    "Duration 3/12 for provoked DVT (post TKR); consider stopping at 12/52 review.",
    "Cr 118 umol/L, CrCl 46 mL/min (Cockcroft-Gault), eGFR 52 mL/min/1.73m2.",
    "Anti-Xa (apixaban-calibrated) 142 ng/mL, 3 h post dose.",
    "No Cushing's features; steroid course 40 mg x 5/7 completed.",
    "Device: St. Jude Regent 23 mm (model 23AGN-751) - model no. only.",
    "Doppler: no residual thrombus; Wells 0.",
]


def hard_neg(rng, n=2):
    out = []
    for line in rng.sample(HARD_NEG_LINES, n):
        out.append(line.format(cha=rng.randint(1, 7), hb=rng.randint(0, 4), sam=rng.randint(0, 5),
                               ttr=rng.randint(41, 92), ttr2=rng.randint(40, 90),
                               lot=F.digits(rng, 4)))
    return out


ADVICE = [
    "Advised to report any unusual bruising, black stools, blood in urine or prolonged nosebleed.",
    "Reminded to take warfarin at the same time each evening (around 6 pm).",
    "Discussed keeping vitamin K intake consistent; no need to avoid greens.",
    "Told to inform clinic of any new medicines incl. antibiotics and OTC remedies.",
    "Alcohol within limits advised; avoid binge drinking.",
    "If a dose is missed, do not double up; take as soon as remembered same day.",
    "Safety-netted: head injury on anticoagulation = attend ED same day.",
    "Counselled re falls precautions and use of a soft toothbrush.",
    "Leaflet and alert card given.",
]

DNA_REASONS = ["forgot", "was in hospital", "had no transport", "was unwell with D&V",
               "was away visiting family", "mixed up the dates", "car broke down",
               "had a hospital outpatient appointment clash"]
