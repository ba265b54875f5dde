"""Clinical (non-PHI) content for gout and crystal arthritis notes; many hard negatives live here."""

JOINTS = ["right 1st MTPJ", "left 1st MTPJ", "right ankle", "left ankle", "right knee", "left knee", "right midfoot",
          "left midfoot", "left wrist", "right wrist", "right olecranon bursa", "left 2nd MCPJ", "right DIPJs",
          "left subtalar joint", "both 1st MTPJs", "right elbow", "left Achilles insertion", "right instep"]
ASP_JOINTS = ["right knee", "left knee", "right ankle", "left ankle", "right 1st MTPJ", "left 1st MTPJ",
              "right olecranon bursa", "left olecranon bursa", "right wrist", "left wrist", "right elbow"]
EPONYMS = [
    "Heberden's nodes noted (OA)", "Bouchard's nodes both hands", "small Baker's cyst left popliteal fossa",
    "Achilles tendon intact, Simmonds' test negative", "Ottawa ankle rules negative, no X-ray needed",
    "no features of Charcot foot", "Kellgren-Lawrence grade 2 OA knees", "Tinel's and Phalen's negative",
    "Hoffa's fat pad unremarkable", "Lisfranc joint not tender", "Morton's neuroma queried previously",
    "Dupuytren's contracture right ring finger", "Raynaud's phenomenon in winter", "no sicca symptoms, Sjogren's unlikely",
    "Gilbert's syndrome (known, isolated bilirubin)", "background Parkinson's disease", "Crohn's disease in remission",
    "Cushingoid after repeated steroid courses", "Glasgow Coma Scale 15/15", "Waterlow score 8",
    "Barthel index 100/100", "Rockwood Clinical Frailty Scale 3", "Oxford Knee Score 31/48",
    "Wells score 0 (calf not swollen)", "no Bence Jones protein on previous screen", "Finkelstein's test negative",
    "Thompson's squeeze test normal", "Bristol Stool Chart type 6 on colchicine", "no Janeway lesions or Osler's nodes",
]
SCORES = ["NEWS2 0", "NEWS2 1", "qSOFA 0", "CHA2DS2-VASc 3", "HAQ-DI 0.875", "Gout Impact Scale 62", "pain VAS 8/10",
          "pain NRS 9/10", "GAD-7 4", "PHQ-9 3", "AUDIT-C 7", "CURB-65 0", "MUST score 0", "STOP-BANG 5"]
CODES = ["ICD-10 M10.07", "ICD-10 M10.9", "ICD-10 M1A.071", "ICD-10 M11.26 (CPPD knee)", "SNOMED CT 90560007",
         "Read code C34..", "CPT 20610", "CPT 20605", "CPT 76942", "MBS item 50124", "ICD-10-CA M10.0"]
PUBLIC = {"GB": ["NICE NG219", "BSR 2017 guideline", "MHRA Drug Safety Update", "DVLA", "EULAR 2016 recommendations"],
          "US": ["2020 ACR guideline", "FDA boxed warning", "CMS", "ACR/EULAR 2015 classification", "CDC"],
          "CA": ["Health Canada", "ACR/EULAR 2015 classification", "CRA guidance", "Ontario Drug Benefit"],
          "AU": ["PBS", "TGA", "2015 ACR/EULAR criteria", "Therapeutic Guidelines", "Centrelink"],
          "NZ": ["PHARMAC", "Medsafe", "ACC", "Te Whatu Ora", "2015 ACR/EULAR criteria"],
          "IE": ["HSE", "HPRA", "EULAR 2016 recommendations", "PCRS"]}
COMORB = ["hypertension", "type 2 diabetes", "CKD G3a", "CKD G3b", "CKD G4", "ischaemic heart disease", "heart failure (HFrEF)",
          "atrial fibrillation", "obesity (BMI 36)", "obstructive sleep apnoea on CPAP", "hyperlipidaemia", "psoriasis",
          "fatty liver (MASLD)", "previous renal calculi", "hypothyroidism", "COPD", "depression", "osteoarthritis knees",
          "previous TIA", "peripheral vascular disease", "kidney transplant (on tacrolimus)", "alcohol excess (reduced)"]
EVENTS = ["NSTEMI", "PCI to LAD", "CABG x3", "renal colic", "right TKR", "cholecystectomy", "TIA", "AKI on diuretics",
          "septic arthritis excluded (aspirate sterile)", "cellulitis left leg", "admission with flare", "left hip replacement"]


def comorbs(rng, k):
    out, ckd = [], False
    for x in rng.sample(COMORB, k + 2):
        if x.startswith("CKD"):
            if ckd:
                continue
            ckd = True
        out.append(x)
    return out[:k]


def ua_unit(rng, cc):
    if cc == "US":
        return "mg/dL"
    if cc in ("AU", "NZ"):
        return rng.choice(["mmol/L", "mmol/L", "umol/L"])
    return rng.choice(["umol/L", "\u00b5mol/L", "umol/l", "\u00b5mol/L"])


def ua(rng, unit, level):
    lo, hi = {"high": (470, 720), "mid": (365, 470), "target": (210, 355), "low": (150, 290)}[level]
    v = rng.randint(lo, hi)
    if unit == "mg/dL":
        return "%.1f" % (v / 59.48)
    if unit == "mmol/L":
        return "%.2f" % (v / 1000.0)
    return str(v)


def ua_target(unit, tophi=False):
    if unit == "mg/dL":
        return "<5 mg/dL" if tophi else "<6 mg/dL"
    if unit == "mmol/L":
        return "<0.30 mmol/L" if tophi else "<0.36 mmol/L"
    return ("<300 " if tophi else "<360 ") + unit


def creat(rng, cc, egfr):
    mg = max(0.7, min(4.5, 90.0 / max(egfr, 12) * 0.95 + rng.uniform(-0.1, 0.15)))
    if cc == "US":
        return "%.2f mg/dL" % mg
    return "%d %s" % (int(mg * 88.4), rng.choice(["umol/L", "\u00b5mol/L"]))


def egfr(rng, band=None):
    band = band or rng.choice(["n", "n", "3a", "3b", "4"])
    return {"n": rng.randint(62, 95), "3a": rng.randint(45, 59), "3b": rng.randint(30, 44), "4": rng.randint(17, 29)}[band]


def lab_line(rng, cc, e=None, show_egfr=True):
    e = e or egfr(rng)
    items = ["Na %d" % rng.randint(134, 144), "K %.1f" % rng.uniform(3.6, 5.4), "Cr %s" % creat(rng, cc, e),
             "eGFR %d" % e if show_egfr else "Ur %.1f" % rng.uniform(4.5, 14.0), "CRP %d" % rng.choice([2, 4, 6, 11, 38, 87, 142]), "Hb %d" % rng.randint(118, 162),
             "WCC %.1f" % rng.uniform(5.5, 14.8), "Plt %d" % rng.randint(160, 420), "ALT %d" % rng.randint(14, 68),
             "HbA1c %d mmol/mol" % rng.randint(38, 79) if cc != "US" else "HbA1c %.1f%%" % rng.uniform(5.4, 9.1)]
    rng.shuffle(items)
    return ", ".join(items[:rng.randint(5, 9)])


def colch(rng, cc):
    if cc == "US":
        return rng.choice(["colchicine 0.6 mg BID", "colchicine 0.6 mg daily", "Colcrys 0.6 mg daily", "Mitigare 0.6 mg BID"])
    return rng.choice(["colchicine 500 micrograms BD", "colchicine 500 mcg bd", "colchicine 500mcg OD", "colchicine 0.5 mg BD"])


def allo(rng, dose=None):
    dose = dose or rng.choice([100, 200, 300, 400, 500, 600])
    return rng.choice(["allopurinol %d mg OD", "allopurinol %dmg od", "Allopurinol %d mg daily", "allopurinol %d mg mane"]) % dose


def meds(rng, cc, k=None):
    classes = [["amlodipine 5 mg OD", "indapamide 2.5 mg OD"], ["ramipril 5 mg OD", "losartan 50 mg OD", "sacubitril/valsartan 49/51 mg BD"],
               ["atorvastatin 40 mg nocte"], ["metformin 1 g BD", "semaglutide 1 mg weekly"], ["bisoprolol 2.5 mg OD"],
               ["furosemide 40 mg mane", "bendroflumethiazide 2.5 mg OD", "hydrochlorothiazide 25 mg daily"],
               ["aspirin 75 mg OD", "apixaban 5 mg BD"], ["omeprazole 20 mg OD", "lansoprazole 30 mg OD"],
               ["empagliflozin 10 mg OD", "dapagliflozin 10 mg OD"], ["fenofibrate 145 mg OD"], ["levothyroxine 100 micrograms OD"],
               ["sertraline 50 mg OD"], ["tamsulosin 400 micrograms OD"], ["ciclosporin 100 mg BD"], ["paracetamol 1 g QDS PRN"]]
    k = k or rng.randint(3, 7)
    out = [rng.choice(cl) for cl in rng.sample(classes, k)]
    if cc == "US":
        out = [m.replace(" OD", " daily").replace(" BD", " BID").replace(" QDS", " QID").replace("micrograms", "mcg") for m in out]
    return out


def ult_line(rng, cc, dose=None):
    if rng.random() < 0.78:
        return allo(rng, dose)
    return rng.choice(["febuxostat 80 mg OD", "febuxostat 120 mg OD", "Adenuric 80 mg daily"] if cc != "US"
                      else ["febuxostat 40 mg daily", "febuxostat 80 mg daily", "Uloric 40 mg daily"])


def flare_tx(rng, cc):
    return rng.choice([
        "naproxen 500 mg BD with omeprazole 20 mg OD for 5-7 days",
        "prednisolone 30 mg OD for 5 days" if cc != "US" else "prednisone 30 mg daily x 5 days",
        colch(rng, cc) + " until settled (max 6 mg per course)",
        "IM methylprednisolone 120 mg (Depo-Medrol)",
        "intra-articular triamcinolone 40 mg (Kenalog) after aspiration",
        "indometacin 50 mg TDS with PPI cover for 3 days",
        "anakinra 100 mg SC daily x 3 days (off-label, renal impairment)",
    ])


def exam(rng, joint):
    return rng.choice([
        "Hot, red, exquisitely tender %s with overlying erythema and desquamation." % joint,
        "%s swollen and warm, effusion +, ROM limited by pain." % joint.capitalize(),
        "Acutely inflamed %s; unable to weight bear; no breaks in the skin." % joint,
        "Tophus over %s (approx 1.5 x 1 cm), chalky, non-discharging." % joint,
        "Mild residual synovitis %s, otherwise settling." % joint,
    ])


def negative_bits(rng, cc, k=3):
    pool = EPONYMS + SCORES + CODES + PUBLIC[cc]
    return rng.sample(pool, k)


def diet_items(rng, origin=""):
    pool = [
        "4-6 pints of lager at weekends", "2 cans of sugary fizzy drink daily", "orange juice with breakfast",
        "red meat most days", "offal (liver/kidneys) occasionally", "shellfish on holiday", "sardines and anchovies",
        "spirits 2-3 nights/week", "stout on Fridays", "energy drinks on night shift", "takeaways 3x/week",
        "high-fructose corn syrup drinks", "low-fat dairy rarely", "cherries in season", "coffee 3 cups/day",
        "fish and chips weekly", "yeast extract spread daily", "protein shakes (gym)", "crash diet 2 months ago",
    ]
    extra = {"pacific": ["mutton flaps and taro", "corned beef (pisupo)", "kava socially", "big umu/church feasts"],
             "maori": ["boil-up with pork bones", "hangi at whanau events", "mussels and kina"],
             "mideast": ["fasting during Ramadan", "lamb most days"], "southasian": ["fasting during Ramadan", "lentil dals daily"],
             "eastasian": ["hotpot with seafood", "anchovy stock daily"], "hispanic": ["sweetened sodas", "chorizo and organ meats"]}
    return rng.sample(pool + extra.get(origin, []), rng.randint(3, 6))


def fmt_ua(v, unit):
    if unit == "mg/dL":
        return "%.1f" % (v / 59.48)
    if unit == "mmol/L":
        return "%.2f" % (v / 1000.0)
    return str(v)


def ua_series(rng, unit, k, start=None):
    """Falling urate values (formatted) for a titration of k visits."""
    v = start or rng.randint(470, 700)
    out = []
    for _ in range(k):
        out.append(fmt_ua(v, unit))
        v = max(rng.randint(210, 290), v - rng.randint(15, 110) + (rng.randint(0, 60) if rng.random() < 0.15 else 0))
    return out


def egfr_series(rng, k, base=None):
    b = base or egfr(rng)
    return [max(12, b + rng.randint(-5, 5)) for _ in range(k)]
