"""Clinical content for kidney stone notes: none of it is PHI (hard negatives)."""

SIDES = ["left", "right"]
RENAL_LOCS = ["renal pelvis", "lower pole calyx", "interpolar calyx", "upper pole calyx", "lower pole"]
URETER_LOCS = ["PUJ", "proximal ureter", "mid ureter at the level of the SIJ", "distal ureter", "VUJ",
               "proximal ureter at L3", "pelvic ureter"]
CT_SCANNERS = ["Siemens SOMATOM go.Top", "GE Revolution EVO", "Canon Aquilion Prime SP", "Philips Incisive CT",
               "Siemens SOMATOM Definition AS+", "GE Optima CT660"]
LITHOTRIPTERS = ["Storz Modulith SLX-F2", "Dornier Compact Delta II", "Dornier Gemini", "EDAP TMS Sonolith i-move",
                 "Storz Modulith SLK", "Dornier Delta III"]
SCOPES = ["Olympus URF-V3 flexible ureteroscope", "Karl Storz Flex-X2S flexible ureterorenoscope",
          "Boston Scientific LithoVue single-use scope", "Pusen Uscope PU3022A single-use scope",
          "Wolf Cobra 6/9.9 Fr semi-rigid ureteroscope", "Storz 8 Fr semi-rigid ureteroscope"]
LASERS = ["Lumenis Pulse 120H holmium:YAG", "Quanta Cyber Ho 100 W", "Olympus Soltive thulium fibre laser",
          "Lumenis MOSES 2.0", "Dornier Medilas H Solvo 35"]
STENTS = ["Cook Universa Soft 6 Fr x 26 cm", "Boston Scientific Percuflex Plus 6 Fr x 24 cm",
          "Bard Inlay Optima 6 Fr x 26 cm", "Coloplast Vortek 7 Fr x 28 cm", "Rocamed Rocastent 4.8 Fr x 24 cm",
          "Cook Black Silicone 6 Fr x 26 cm"]
SHEATHS = ["Navigator HD 11/13 Fr 36 cm", "Flexor 12/14 Fr 35 cm", "ReTrace 10/12 Fr 46 cm", "Cook Flexor 9.5/11.5 Fr"]
BASKETS = ["Zero Tip 1.9 Fr nitinol basket", "Dormia basket", "NGage 1.5 Fr basket", "Dakota 2.4 Fr basket"]
COMPOSITIONS = [
    ("calcium oxalate monohydrate (whewellite)", "calcium oxalate dihydrate (weddellite)"),
    ("calcium oxalate dihydrate (weddellite)", "calcium phosphate (carbonate apatite)"),
    ("uric acid anhydrous", "uric acid dihydrate"),
    ("magnesium ammonium phosphate (struvite)", "carbonate apatite"),
    ("calcium phosphate (brushite)", "calcium oxalate monohydrate (whewellite)"),
    ("cystine", "calcium oxalate monohydrate (whewellite)"),
    ("calcium oxalate monohydrate (whewellite)", "uric acid anhydrous"),
]
EPONYM_LINES = [
    "Murphy's sign negative. No rebound.", "Rovsing's sign negative; appendicitis felt unlikely.",
    "Renal angle tenderness (Murphy's punch) positive on the affected side.",
    "Randall's plaques seen at multiple papillary tips.", "No features of Cushing's syndrome.",
    "PMH: Crohn's disease with ileal resection - enteric hyperoxaluria considered.",
    "Roux-en-Y gastric bypass - high oxalate risk.", "Sjogren's syndrome - distal RTA excluded.",
    "No family history of Dent disease or Bartter syndrome.", "Hx of Paget's disease of bone.",
    "Clavien-Dindo grade I (post-op analgesia only).", "Guy's stone score 2.",
    "S.T.O.N.E. nephrolithometry score 7.", "Bosniak I cyst incidentally noted, no follow-up needed.",
    "Hounsfield density reviewed on bone window.", "Positioned in modified Valsalva-supine.",
    "Foley catheter 16 Fr left in situ for 2 hours.", "Whitaker test not required.",
    "Dietl's crisis considered given intermittent PUJ-type pain.", "Gibson incision scar from previous transplant.",
]
GUIDANCE = ["per NICE NG118", "as per EAU guidelines", "in line with AUA guidance", "per BAUS consensus",
            "per local pathway v4.2"]
PUBLIC_BODIES = ["DVLA", "CAA", "FAA", "TGA", "FDA", "HSE", "Medsafe", "PHARMAC", "NHS England", "CDC"]


def stone(r):
    side = r.choice(SIDES)
    ureteric = r.random() < 0.55
    loc = r.choice(URETER_LOCS if ureteric else RENAL_LOCS)
    a = r.randrange(3, 10 if ureteric else 24)
    b = max(2, a - r.randrange(0, 4))
    return {"side": side, "loc": loc, "ureteric": ureteric, "a": a, "b": b, "hu": r.randrange(320, 1650, 10),
            "ssd": round(r.uniform(7.2, 13.8), 1), "hydro": r.choice(["no", "mild", "moderate", "mild", "severe"])}


def stone_desc(s):
    return "%d x %d mm calculus at the %s %s" % (s["a"], s["b"], s["side"], s["loc"])


def obs(r):
    return {"HR": r.randrange(62, 122), "SBP": r.randrange(104, 172), "DBP": r.randrange(58, 102),
            "RR": r.randrange(12, 26), "SpO2": r.randrange(94, 101), "T": round(r.uniform(36.1, 38.9), 1),
            "pain": r.randrange(3, 11)}


def obs_line(o):
    return "HR %d, BP %d/%d, RR %d, SpO2 %d%% RA, T %.1f C, pain %d/10" % (o["HR"], o["SBP"], o["DBP"], o["RR"],
                                                                         o["SpO2"], o["T"], o["pain"])


def dip(r):
    return "Urinalysis: blood %s, leucocytes %s, nitrites %s, protein %s, pH %.1f" % (
        r.choice(["+++", "++", "+", "trace", "negative"]), r.choice(["negative", "trace", "+", "++"]),
        r.choice(["negative", "negative", "negative", "positive"]), r.choice(["negative", "trace", "+"]),
        r.choice([5.0, 5.5, 6.0, 6.5, 7.0, 7.5]))


def ed_bloods(r, si=True):
    cr = r.randrange(58, 190)
    rows = []
    if si:
        rows = [("Hb", "%d g/L" % r.randrange(112, 168), "130-170"), ("WCC", "%.1f x10^9/L" % r.uniform(4.2, 18.5),
                "4.0-11.0"), ("CRP", "%d mg/L" % r.randrange(1, 180), "<5"), ("Na", "%d mmol/L" % r.randrange(133, 146),
                "135-145"), ("K", "%.1f mmol/L" % r.uniform(3.4, 5.4), "3.5-5.3"), ("Urea", "%.1f mmol/L" % r.uniform(
                3.1, 14.0), "2.5-7.8"), ("Creatinine", "%d umol/L" % cr, "60-110"), ("eGFR", ">90" if cr < 90 else
                "%d mL/min/1.73m2" % max(18, 140 - cr // 2), ">90"), ("Adj Ca", "%.2f mmol/L" % r.uniform(2.12, 2.78),
                "2.20-2.60"), ("Urate", "%d umol/L" % r.randrange(210, 560), "200-430")]
    else:
        rows = [("Hgb", "%.1f g/dL" % r.uniform(11.2, 16.8), "13.5-17.5"), ("WBC", "%.1f K/uL" % r.uniform(4.2, 18.5),
                "4.5-11.0"), ("CRP", "%.1f mg/dL" % r.uniform(0.1, 18.0), "<0.5"), ("Na", "%d mEq/L" % r.randrange(
                133, 146), "135-145"), ("K", "%.1f mEq/L" % r.uniform(3.4, 5.4), "3.5-5.1"), ("BUN", "%d mg/dL" %
                r.randrange(8, 38), "7-20"), ("Cr", "%.2f mg/dL" % (cr / 88.4), "0.6-1.3"), ("Ca", "%.1f mg/dL" %
                r.uniform(8.6, 11.0), "8.5-10.5"), ("Uric acid", "%.1f mg/dL" % r.uniform(3.5, 9.4), "3.5-7.2"),
                ("Lactate", "%.1f mmol/L" % r.uniform(0.6, 3.1), "0.5-2.0")]
    return rows


def table(rows, widths=(12, 18)):
    out = []
    for row in rows:
        cells = [str(x) for x in row]
        line = ""
        for i, cell in enumerate(cells):
            if i < len(widths) and i < len(cells) - 1:
                line += cell.ljust(widths[i]) if len(cell) < widths[i] else cell + "  "
            else:
                line += cell
        out.append(line.rstrip())
    return "\n".join(out) + "\n"


def analgesia(r, us=False):
    nsaid = r.choice(["diclofenac 75 mg IM", "diclofenac 100 mg PR", "ketorolac 15 mg IV" if us else
                      "parecoxib 40 mg IV", "ibuprofen 400 mg PO", "ketorolac 30 mg IM"])
    extra = r.sample(["paracetamol 1 g IV" if not us else "acetaminophen 1 g IV", "morphine 5 mg IV",
                      "fentanyl 50 mcg IN", "ondansetron 4 mg IV", "metoclopramide 10 mg IV",
                      "oxycodone 5 mg PO", "Penthrox 3 mL inhaled", "lidocaine patch 5%"], 2)
    return [nsaid] + extra


def urine24(r, si=True):
    vol = round(r.uniform(0.9, 3.4), 2)
    if si:
        rows = [("Volume", "%.2f L/24h" % vol, ">2.5"), ("Calcium", "%.1f mmol/24h" % r.uniform(2.1, 11.8), "2.5-7.5"),
                ("Oxalate", "%d umol/24h" % r.randrange(180, 820), "<450"), ("Citrate", "%.2f mmol/24h" %
                r.uniform(0.6, 4.4), ">1.6"), ("Urate", "%.1f mmol/24h" % r.uniform(1.4, 6.2), "<4.5"),
                ("Sodium", "%d mmol/24h" % r.randrange(70, 290), "<150"), ("Creatinine", "%.1f mmol/24h" %
                r.uniform(6.5, 19.0), "7-18"), ("Magnesium", "%.1f mmol/24h" % r.uniform(1.8, 6.1), "3.0-5.0"),
                ("pH", "%.1f" % r.uniform(5.0, 7.4), "5.8-6.5")]
    else:
        rows = [("Volume", "%.2f L/day" % vol, ">2.5"), ("Calcium", "%d mg/day" % r.randrange(90, 460), "<250"),
                ("Oxalate", "%d mg/day" % r.randrange(18, 74), "20-40"), ("Citrate", "%d mg/day" % r.randrange(
                110, 900), ">550"), ("Uric acid", "%.2f g/day" % r.uniform(0.3, 1.1), "<0.8"), ("Sodium", "%d mEq/day" %
                r.randrange(70, 290), "50-150"), ("Creatinine", "%d mg/day" % r.randrange(800, 2200), "1000-2000"),
                ("Supersaturation CaOx", "%.1f" % r.uniform(2.0, 14.0), "6-10"), ("pH", "%.1f" % r.uniform(5.0, 7.4),
                "5.8-6.2")]
    return vol, rows


def serum_metabolic(r, si=True):
    if si:
        return [("Adjusted calcium", "%.2f mmol/L" % r.uniform(2.18, 2.74), "2.20-2.60"),
                ("PTH", "%.1f pmol/L" % r.uniform(1.8, 11.5), "1.6-6.9"), ("Phosphate", "%.2f mmol/L" %
                r.uniform(0.62, 1.38), "0.80-1.50"), ("Urate", "%d umol/L" % r.randrange(190, 560), "200-430"),
                ("Bicarbonate", "%d mmol/L" % r.randrange(17, 31), "22-29"), ("Potassium", "%.1f mmol/L" %
                r.uniform(3.2, 5.1), "3.5-5.3"), ("Vitamin D (25-OH)", "%d nmol/L" % r.randrange(18, 140), ">50"),
                ("eGFR", "%s mL/min/1.73m2" % r.choice([">90", "78", "64", "85", ">90", "52"]), ">60")]
    return [("Calcium", "%.1f mg/dL" % r.uniform(8.7, 11.0), "8.5-10.5"), ("iPTH", "%d pg/mL" % r.randrange(14, 110),
            "15-65"), ("Phosphorus", "%.1f mg/dL" % r.uniform(2.0, 4.4), "2.5-4.5"), ("Uric acid", "%.1f mg/dL" %
            r.uniform(3.5, 9.4), "3.5-7.2"), ("CO2", "%d mEq/L" % r.randrange(17, 31), "22-29"),
            ("25-OH vitamin D", "%d ng/mL" % r.randrange(8, 58), "30-100"), ("eGFR", "%s" % r.choice([">90", "74",
             "61", ">90"]), ">60")]


def eswl_params(r):
    shocks = r.choice([2000, 2500, 3000, 3000, 3500, 4000])
    rate = r.choice([60, 60, 70, 80, 90])
    return {"shocks": shocks, "rate": rate, "ramp": "power level 1 -> %d over first 500 shocks" % r.randrange(3, 7),
            "max": r.randrange(4, 9), "kv": round(r.uniform(14.0, 22.0), 1), "fluoro": round(r.uniform(0.6, 4.8), 1),
            "dap": round(r.uniform(0.4, 9.5), 2), "energy": round(r.uniform(18, 95), 1)}


MEDS_DISCHARGE = [
    ("Tamsulosin MR", "400 micrograms", "once daily", "4 weeks (MET)"),
    ("Ibuprofen", "400 mg", "TDS with food", "5 days"),
    ("Paracetamol", "1 g", "QDS PRN", "as needed"),
    ("Codeine phosphate", "30 mg", "QDS PRN", "max 3 days"),
    ("Ondansetron", "4 mg", "BD PRN", "3 days"),
    ("Nitrofurantoin MR", "100 mg", "BD", "5 days"),
    ("Oxybutynin", "5 mg", "BD PRN", "while stent in situ"),
    ("Mirabegron", "50 mg", "OD", "while stent in situ"),
    ("Trimethoprim", "200 mg", "BD", "3 days post stent removal"),
    ("Potassium citrate", "10 mEq", "TDS", "ongoing"),
    ("Hydrochlorothiazide", "25 mg", "OD", "ongoing"),
    ("Allopurinol", "100 mg", "OD", "ongoing"),
    ("Cefalexin", "500 mg", "TDS", "7 days"),
    ("Oxycodone IR", "5 mg", "4-hourly PRN", "max 2 days"),
]

ROLES_NOT_PHI = ["the on-call urology registrar", "the stone CNS", "the ED consultant", "the radiographer",
                 "the attending", "the charge nurse", "the duty radiologist", "our dietitian", "the GP"]
