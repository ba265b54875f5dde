"""Clinical vocabulary for colposcopy notes (no PHI here: results, findings, drugs, devices, scores)."""

HPV = [
    ("hrHPV detected: HPV 16", "16"), ("hrHPV detected: HPV 18/45", "18"), ("hrHPV detected: other high-risk types (not 16/18)", "other"),
    ("HPV 16 and other hrHPV types detected", "16"), ("hrHPV detected (genotype not reported)", "pos"), ("hrHPV NOT detected", "neg"),
]
HPV_US = [
    ("HPV high-risk: POSITIVE (HPV 16 POSITIVE, HPV 18 NEGATIVE, other HR NEGATIVE)", "16"),
    ("HPV high-risk: POSITIVE (HPV 16 negative, HPV 18 POSITIVE)", "18"),
    ("HPV high-risk: POSITIVE, other 12 HR types; 16/18 negative", "other"),
    ("HPV high-risk: NEGATIVE", "neg"),
]
HPV_AU = [
    ("Oncogenic HPV detected: HPV 16", "16"), ("Oncogenic HPV detected: HPV 18", "18"),
    ("Oncogenic HPV (not 16/18) detected", "other"), ("Oncogenic HPV not detected", "neg"),
]

CYTO_UK = [("Negative", "neg"), ("Borderline change in squamous cells", "low"), ("Low-grade dyskaryosis", "low"),
           ("High-grade dyskaryosis (moderate)", "high"), ("High-grade dyskaryosis (severe)", "high"),
           ("?Glandular neoplasia of endocervical type", "gland"), ("Borderline change in endocervical cells", "low"),
           ("High-grade dyskaryosis/?invasive squamous carcinoma", "high")]
CYTO_BETH = [("NILM", "neg"), ("ASC-US", "low"), ("LSIL", "low"), ("ASC-H", "high"), ("HSIL", "high"),
             ("AGC-NOS (atypical glandular cells)", "gland"), ("AIS (adenocarcinoma in situ)", "gland")]
CYTO_AU = [("Negative", "neg"), ("pLSIL (possible low-grade squamous intraepithelial lesion)", "low"), ("LSIL", "low"),
           ("pHSIL (possible high-grade squamous intraepithelial lesion)", "high"), ("HSIL", "high"),
           ("Atypical endocervical cells of undetermined significance", "gland"), ("Unsatisfactory", "unsat")]

HISTO = [
    ("CIN 3 (HSIL)", "high"), ("CIN 2 (HSIL)", "high"), ("CIN 2-3 (HSIL)", "high"), ("CIN 1 (LSIL) with koilocytosis", "low"),
    ("HPV-associated changes (koilocytosis) without CIN", "low"), ("No CIN or CGIN; chronic cervicitis", "neg"),
    ("Immature squamous metaplasia; no dysplasia", "neg"), ("High-grade CGIN (AIS)", "gland"),
    ("CIN 3 with adjacent SMILE (stratified mucin-producing intraepithelial lesion)", "gland"),
    ("CIN 3 with focus of early invasive squamous cell carcinoma, FIGO IA1 (depth 1.8 mm, width 4 mm)", "inv"),
]

DEVICE_MODELS = ["Leisegang 3ML LED colposcope", "Zeiss OPMI pico colposcope", "Olympus OCS-500", "Seiler 955 colposcope",
                 "DySIS digital colposcope", "Leisegang Optik 2"]
GENERATORS = ["Valleylab Force FX", "ERBE VIO 300 D", "Utah Medical Finesse II", "Bovie Aaron 1250", "Ellman Surgitron"]
SMOKE = ["Buffalo Filter ViroVac", "Utah Medical Finesse smoke evacuator", "Stryker SafeAir"]
LA = ["Citanest 3% with felypressin (Octapressin) 4.4 mL via dental syringe", "lidocaine 1% with adrenaline 1:200,000, 5 mL",
      "lidocaine 2% with adrenaline 1:80,000 (2 x 2.2 mL cartridges)", "prilocaine 3% + felypressin, 3 cartridges",
      "lignocaine 1% with adrenaline 8 mL"]
LOOPS = ["20 x 8 mm", "20 x 12 mm", "25 x 10 mm", "15 x 8 mm", "20 x 15 mm", "straight wire 10 mm"]
HAEMO = ["ball diathermy 50 W coag", "Monsel's solution", "ball diathermy + Monsel's paste", "silver nitrate",
         "rollerball 45 W", "none required"]

FINDINGS = [
    "Dense acetowhite epithelium at {a} to {b} o'clock with coarse punctation",
    "Thin acetowhite change {a}-{b} o'clock, fine mosaic, regular margins",
    "Dense acetowhite with rapid uptake, coarse mosaic and inner border sign {a}-{b} o'clock",
    "Ridge sign and cuffed crypt openings anterior lip",
    "Iodine-negative (Schiller positive) area {a}-{b} o'clock matching acetowhite change",
    "Nabothian follicles; otherwise normal squamocolumnar junction",
    "Atypical vessels noted at {a} o'clock - ?early invasion",
    "Small acetowhite area on posterior lip, geographic borders, satellite lesions",
    "Ectropion; contact bleeding on swab; no acetowhite change",
]

HARDNEG_LABS = [
    "Hb 128 g/L (115-165)", "Hb 11.9 g/dL (12.0-15.5)", "Platelets 244 x10^9/L", "INR 1.0", "beta-hCG < 5 IU/L",
    "Urine hCG negative", "HbA1c 38 mmol/mol", "eGFR > 90", "CRP 3 mg/L", "Ferritin 18 ug/L (15-200)",
    "Chlamydia/gonorrhoea NAAT: not detected", "HIV Ag/Ab: non-reactive (2 months ago)", "CD4 640 cells/uL",
    "Trichomonas NAAT negative", "Vitamin D 54 nmol/L", "TSH 1.8 mU/L",
]

SCORES = ["Swede score {s}/10", "Reid colposcopic index {r}", "pain score {p}/10 during procedure", "Swede {s}", "RCI {r}/8"]

TZ = ["TZ type 1 (fully visible)", "TZ type 2 (endocervical component, fully visible)", "TZ type 3 (SCJ not seen)",
      "Type 1 TZ", "Type 2 TZ", "Type 3 TZ - upper limit not visualised"]

IMPRESSIONS = [("Low grade", "low"), ("High grade", "high"), ("Normal", "neg"), ("?Invasion", "inv"),
               ("Low grade / ?high grade", "high"), ("Glandular - colposcopically occult", "gland")]

MEDS = ["levonorgestrel IUS", "sertraline 50 mg OD", "levothyroxine 75 mcg", "salbutamol inhaler PRN", "metformin 500 mg BD",
        "folic acid 400 mcg", "ferrous sulfate 200 mg OD", "omeprazole 20 mg", "adalimumab 40 mg fortnightly",
        "methotrexate 15 mg weekly", "tacrolimus 2 mg BD (renal transplant)", "dolutegravir/lamivudine (HIV)",
        "apixaban 5 mg BD", "aspirin 75 mg", "hydroxychloroquine 200 mg", "no regular medicines", "nil regular"]

EPONYM_SENTENCES = [
    "Cusco speculum, medium, inserted without difficulty.",
    "Lugol's iodine applied; Schiller test positive at the lesion.",
    "Monsel's paste applied to base for haemostasis.",
    "Nabothian follicles noted at 3 and 9 o'clock, not significant.",
    "Reported using the Bethesda 2014 terminology.",
    "Findings documented per IFCPC 2011 nomenclature.",
    "Bartholin's glands not enlarged.",
    "No Hutchinson's sign; vulva normal.",
    "Pouch of Douglas not assessed.",
    "Trendelenburg tilt not required.",
]

PLANS_HIGH = ["LLETZ under local anaesthetic", "See-and-treat LLETZ at first visit", "LLETZ under GA (anxious, difficult access)",
              "Cold knife cone biopsy (glandular disease, type 3 TZ)", "Repeat colposcopy and biopsy in 6 months (pregnancy)"]
PLANS_LOW = ["Return to community screening; HPV test in 12 months", "Repeat colposcopy in 12 months",
             "Discharge to routine recall (3-yearly)", "Co-test in 12 months", "Repeat HPV test in 1 year"]

WAIT_BANDS = ["2 weeks", "6 weeks", "4 weeks", "18 weeks", "within 2 weeks (high grade)"]


def hpv_for(r, code):
    pool = HPV_US if code in ("US", "CA") else HPV_AU if code in ("AU", "NZ") else HPV
    return r.choice(pool)


def cyto_for(r, code):
    pool = CYTO_UK if code in ("UK", "IE") else CYTO_AU if code in ("AU", "NZ") else CYTO_BETH
    return r.choice(pool)


def cyto_abn(r, code):
    while True:
        x = cyto_for(r, code)
        if x[1] not in ("neg", "unsat"):
            return x


def hpv_pos(r, code):
    while True:
        x = hpv_for(r, code)
        if x[1] != "neg":
            return x


def finding(r):
    a = r.randint(1, 12)
    b = (a + r.randint(2, 5) - 1) % 12 + 1
    return r.choice(FINDINGS).format(a=a, b=b)


def score(r):
    return r.choice(SCORES).format(s=r.randint(2, 9), r=r.randint(1, 8), p=r.randint(0, 6))


FIND_G = {
    "high": ["Dense acetowhite epithelium at {a} to {b} o'clock with coarse punctation",
             "Dense acetowhite with rapid uptake, coarse mosaic and inner border sign {a}-{b} o'clock",
             "Ridge sign and cuffed crypt openings on anterior lip, {a}-{b} o'clock",
             "Thick acetowhite, sharp borders, coarse punctation {a}-{b} o'clock extending into canal"],
    "low": ["Thin acetowhite change {a}-{b} o'clock, fine mosaic, regular margins",
            "Small acetowhite area on posterior lip, geographic borders, satellite lesions",
            "Faint acetowhite {a}-{b} o'clock, slow uptake, fine punctation"],
    "neg": ["Nabothian follicles; otherwise normal squamocolumnar junction",
            "Ectropion; contact bleeding on swab; no acetowhite change",
            "No acetowhite change; normal squamous epithelium, SCJ visible"],
    "inv": ["Atypical vessels at {a} o'clock, friable, irregular surface - ?early invasion",
            "Exophytic friable lesion {a}-{b} o'clock with atypical vessels"],
    "gland": ["Subtle acetowhite change within columnar epithelium at {a} o'clock, fused villi",
              "Colposcopically unremarkable ectocervix; SCJ not fully seen"],
}
SWEDE = {"high": (6, 10), "low": (3, 5), "neg": (0, 2), "inv": (8, 10), "gland": (2, 6)}


def finding_for(r, g):
    a = r.randint(1, 12)
    b = (a + r.randint(2, 5) - 1) % 12 + 1
    return r.choice(FIND_G[g]).format(a=a, b=b)


def swede_for(r, g):
    lo, hi = SWEDE[g]
    return r.choice(["Swede score %d/10", "Swede %d", "Swede score: %d"]) % r.randint(lo, hi)
