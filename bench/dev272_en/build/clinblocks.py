"""Clinical text blocks without PHI: scores, vitals, exam, screening, advice.
Many deliberate hard negatives (scores, ratios, units, eponyms, codes)."""
from clinical import MED_DOSES, STOP_REASONS

SCORE_NAMES = {
    "BPI": "BPI pain severity (0-10)", "BPIi": "BPI interference (0-10)", "NRS": "NRS pain (0-10)",
    "PGIC": "PGIC (1-7)", "EQ5D": "EQ-5D-5L index", "EQVAS": "EQ-VAS (0-100)", "ISI": "ISI (0-28)",
    "PHQ9": "PHQ-9", "GAD7": "GAD-7", "FIQR": "FIQR (0-100)", "ODI": "ODI (%)",
    "NRSspas": "NRS spasticity (0-10)", "SZ": "Seizures / 28 days", "QOLIE": "QOLIE-31 total",
    "CGIC": "Caregiver GIC (1-7)", "sleep": "Sleep disturbance (0-10)", "NRSnausea": "Nausea NRS (0-10)",
    "ESAS": "ESAS total (0-90)", "WOMAC": "WOMAC pain (0-20)", "PCL5": "PCL-5 (0-80)",
    "PSQI": "PSQI global", "YGTSS": "YGTSS total tic score", "MIDAS": "MIDAS", "HIT6": "HIT-6",
    "PDQ8": "PDQ-8 SI",
}


def score_pair(rng, key):
    """baseline, current values as strings"""
    if key in ("BPI", "BPIi", "NRS", "NRSspas", "sleep", "NRSnausea"):
        b = round(rng.uniform(5.5, 9.5), 1)
        c = round(max(0.5, b - rng.uniform(-0.5, 4.5)), 1)
        return "%.1f" % b, "%.1f" % c
    if key == "PGIC":
        return "-", str(rng.choice([1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]))
    if key == "CGIC":
        return "-", str(rng.choice([1, 2, 2, 3, 3, 4, 5]))
    if key == "EQ5D":
        b = rng.uniform(0.05, 0.62)
        return "%.3f" % b, "%.3f" % min(0.98, b + rng.uniform(-0.08, 0.3))
    if key == "EQVAS":
        b = rng.randint(15, 60)
        return str(b), str(min(100, b + rng.randint(-10, 35)))
    if key == "ISI":
        b = rng.randint(14, 27)
        return str(b), str(max(2, b - rng.randint(-2, 12)))
    if key in ("PHQ9", "GAD7"):
        b = rng.randint(6, 21 if key == "GAD7" else 25)
        return str(b), str(max(0, b - rng.randint(-3, 8)))
    if key == "FIQR":
        b = round(rng.uniform(52, 88), 1)
        return "%.1f" % b, "%.1f" % max(10, b - rng.uniform(-5, 30))
    if key == "ODI":
        b = rng.randint(36, 78)
        return "%d%%" % b, "%d%%" % max(8, b - rng.randint(-4, 26))
    if key == "SZ":
        b = rng.randint(8, 160)
        return str(b), str(max(0, int(b * rng.uniform(0.2, 1.15))))
    if key == "QOLIE":
        b = rng.randint(28, 55)
        return str(b), str(min(95, b + rng.randint(-5, 20)))
    if key == "ESAS":
        b = rng.randint(35, 70)
        return str(b), str(max(5, b - rng.randint(-5, 25)))
    if key == "WOMAC":
        b = rng.randint(11, 19)
        return str(b), str(max(2, b - rng.randint(-1, 7)))
    if key == "PCL5":
        b = rng.randint(38, 70)
        return str(b), str(max(5, b - rng.randint(-4, 28)))
    if key == "PSQI":
        b = rng.randint(11, 19)
        return str(b), str(max(3, b - rng.randint(-1, 8)))
    if key == "YGTSS":
        b = rng.randint(24, 46)
        return str(b), str(max(4, b - rng.randint(-3, 18)))
    if key == "MIDAS":
        b = rng.randint(28, 110)
        return str(b), str(max(0, b - rng.randint(-5, 60)))
    if key == "HIT6":
        b = rng.randint(60, 76)
        return str(b), str(max(36, b - rng.randint(-2, 14)))
    if key == "PDQ8":
        b = rng.randint(30, 62)
        return str(b), str(max(5, b - rng.randint(-4, 20)))
    raise ValueError(key)


def score_keys(rng, ind):
    keys = list(ind["scores"])
    if "BPI" in keys:
        keys.insert(keys.index("BPI") + 1, "BPIi")
    if "EQ5D" in keys:
        keys.insert(keys.index("EQ5D") + 1, "EQVAS")
    return keys


def vitals(rng, paed=False):
    if paed:
        return "Wt %.1f kg, HR %d, SpO2 %d%% RA, Temp %.1f" % (
            rng.uniform(12, 55), rng.randint(78, 118), rng.randint(96, 100), rng.uniform(36.2, 37.4))
    parts = ["BP %d/%d" % (rng.randint(104, 162), rng.randint(62, 98)),
             "HR %d" % rng.randint(54, 104), "SpO2 %d%%" % rng.randint(94, 100),
             "Wt %.1f kg" % rng.uniform(48, 128), "BMI %.1f" % rng.uniform(18.5, 41)]
    if rng.random() < 0.4:
        parts.append("RR %d" % rng.randint(12, 20))
    if rng.random() < 0.3:
        parts.append("Temp %.1f" % rng.uniform(36.1, 37.3))
    sep = rng.choice([", ", "  ", " | ", "; "])
    return sep.join(parts)


EXAM_GEN = [
    "Alert, orientated x3, GCS 15/15. Speech normal.",
    "Not examined today (video consultation). Appeared comfortable at rest.",
    "Mental state: euthymic, reactive affect, no formal thought disorder, no perceptual abnormalities.",
    "Romberg negative. Finger-nose intact. No nystagmus.",
]
EXAM_BY_KEY = {
    "neuropathic": ["Allodynia and hyperalgesia in affected dermatome; reflexes 2+ symmetrical, plantars downgoing (Babinski negative).",
                    "Phalen's and Tinel's negative bilaterally. Hoffmann's absent.",
                    "Reduced pinprick and vibration sense to mid-shin bilaterally."],
    "fibro": ["Tender points 14/18. No synovitis.", "Widespread tenderness; joints normal; no rash."],
    "fbss": ["Lumbar flexion limited to knees; SLR 40 deg L, 70 deg R; Lasegue positive L.",
             "Gait antalgic; uses single-point stick R hand.", "Schober's test 3 cm. FABER positive R. Spurling's negative."],
    "crps": ["Affected limb: oedema, shiny skin, temperature asymmetry 1.4 C, colour change. Tinel's negative.",
             "Guarding of affected limb; allodynia to light touch; reduced ROM."],
    "ms": ["Spasticity MAS 2 both knees, clonus 3 beats R ankle. Power 4/5 hip flexors.",
           "Upgoing plantars bilaterally (Babinski positive). Walks with rollator."],
    "epi_adult": ["Neuro exam non-focal. Tongue-bite scar L lateral border.", "No signs of toxicity; no nystagmus."],
    "dravet": ["Developmental delay evident; interacting with parent; no seizure activity observed during consult.",
               "Mild ataxic gait; crouch posture."],
    "lgs": ["Wheelchair user; wears protective helmet. No injuries today.",
            "Non-verbal; tonic seizure not observed in clinic."],
    "cinv": ["Cachectic, ECOG 2. Oral mucosa dry. No jaundice.", "Port-a-cath R chest, site clean."],
    "cancerpain": ["Cachectic, ECOG 2-3. Tender over L iliac crest.", "Horner's syndrome R (Pancoast); brachial plexus signs."],
    "endo": ["Abdomen soft, mild suprapubic tenderness, no guarding.", "Laparoscopy port scars well healed."],
    "eds": ["Beighton score 7/9. Multiple healed scars. No Marfanoid habitus.", "Subluxation of R shoulder reproduced on abduction."],
    "oa": ["Bilateral knee crepitus, effusion L knee, ROM 5-95 deg.", "Heberden's and Bouchard's nodes; hip IR painful."],
    "ptsd": ["Hypervigilant; startle response evident. No psychotic features.", "Affect constricted; good rapport."],
    "insomnia": ["Appears fatigued; no focal neurology.", "Neck circumference 41 cm; Mallampati 2."],
    "tourette": ["Simple motor tics (eye blinking, shoulder shrug) and phonic tics (sniffing) observed.",
                 "Premonitory urges described; tics partly suppressible."],
    "migraine": ["Fundi normal. Neuro exam non-focal. Pericranial tenderness.", "No papilloedema; BP as above."],
    "pd": ["Cogwheel rigidity L>R, rest tremor R hand, bradykinesia on finger taps.", "Dystonic posturing L foot (off period)."],
}


def exam(rng, key, n=2):
    pool = EXAM_BY_KEY.get(key, []) + rng.sample(EXAM_GEN, 1)
    return rng.sample(pool, min(n, len(pool)))


SCREENING = [
    "CUDIT-R {cudit}/32 (low risk)", "AUDIT-C {auditc}/12", "PHQ-9 {phq}", "GAD-7 {gad}",
    "C-SSRS screen negative", "No personal or first-degree family history of psychosis or bipolar disorder",
    "Opioid Risk Tool {ort} (low)", "No history of substance use disorder",
    "Previous recreational cannabis use as a student, nil since", "Current illicit cannabis use: nil (confirmed)",
    "Smoker {pk} pack-years; advised cessation", "Ex-smoker, quit 10 years ago",
    "Alcohol {units} units/week", "No IVDU", "ECG: sinus rhythm, QTc {qtc} ms",
]
SCREEN_F = ["Pregnancy: not pregnant, LARC in situ (Mirena)", "Not breastfeeding",
            "Contraception discussed (CBD/THC not recommended in pregnancy)"]


def screening(rng, n=5, sex="M"):
    picks = rng.sample(SCREENING + (SCREEN_F if sex == "F" else []), n)
    out = []
    for p in picks:
        out.append(p.format(cudit=rng.randint(0, 7), auditc=rng.randint(0, 5), phq=rng.randint(2, 19),
                            gad=rng.randint(1, 17), ort=rng.randint(0, 3), pk=rng.randint(4, 35),
                            units=rng.randint(0, 18), qtc=rng.randint(392, 446)))
    return out


LABS = [
    "LFTs: ALT {alt} U/L, AST {ast} U/L, GGT {ggt}, bili 9",
    "U&E: Na 139, K 4.2, Cr {cr} umol/L, eGFR {egfr}",
    "FBC: Hb {hb} g/L, WCC 6.4, Plt 251",
    "UDS: THC-COOH positive (expected), opiates positive (prescribed), benzodiazepines negative",
    "HbA1c {a1c} mmol/mol", "TSH 2.1 mU/L", "CK 112", "Vit D 41 nmol/L",
]


LABS_EPI = ["Valproate level {vpa} mg/L (trough)", "Clobazam/N-desmethylclobazam levels sent"]


def labs(rng, n=3, key=""):
    picks = rng.sample(LABS + (LABS_EPI if key in ("dravet", "lgs", "epi_adult") else []), n)
    return [p.format(alt=rng.randint(12, 88), ast=rng.randint(14, 70), ggt=rng.randint(10, 120),
                     cr=rng.randint(54, 131), egfr=rng.choice([">90", "78", "64", "55", ">60"]),
                     hb=rng.randint(108, 162), vpa=rng.randint(48, 104), a1c=rng.randint(38, 71)) for p in picks]


SIDE_EFFECTS = ["dry mouth", "mild drowsiness in first week", "dizziness on standing", "increased appetite",
                "transient nausea", "loose stools", "fatigue", "feeling 'spaced out' after evening dose",
                "palpitations (x1 episode)", "nil reported", "mild headache", "vivid dreams",
                "reduced concentration", "dry eyes", "somnolence (day 2-4), resolved",
                "decreased appetite (paediatric, weight stable)", "mild euphoria at 0.3 mL - dose reduced"]

DRIVING_ADV = {
    "UK": ["Advised not to drive for at least 2 weeks after starting and after any dose change, and never if impaired.",
           "Discussed s5A Road Traffic Act 1988 and the medical defence; carry prescription/clinic letter when driving.",
           "DVLA: no requirement to notify for the medication itself, but must notify for the underlying condition where applicable (epilepsy)."],
    "AU": ["It is illegal to drive with any detectable THC in {state_abbr} irrespective of impairment; patient advised not to drive on THC-containing product.",
           "CBD-only product: no driving restriction unless impaired; advised re roadside drug testing detects THC only.",
           "Discussed Austroads Assessing Fitness to Drive guidance (seizure-free interval)."],
    "CA": ["Advised not to drive for at least 6 h after inhalation / 8 h after oral dosing, or longer if impaired.",
           "Reviewed Criminal Code per se limits (2 ng/mL THC) - discussed waiting times."],
    "US": ["Advised not to drive or operate machinery for at least 6 hours after dosing or while impaired.",
           "Reviewed state DUI law - medical certification is not a defense to impaired driving."],
}
STORAGE_ADV = ["Store in original container in a locked cabinet, away from children and pets.",
               "Keep oil refrigerated after opening (2-8 C); discard 3 months after opening.",
               "Flower to be stored in the original child-resistant tin; do not decant.",
               "Do not share medication; it is prescribed for you only.",
               "Keep receipts and prescription label with the medicine when travelling.",
               "Dispose of unused product via the dispensing pharmacy (return for destruction)."]
RISK_TALK = ["Discussed risks: sedation, dizziness, cognitive effects, psychosis (rare), dependence, CHS, interactions (CYP3A4/2C19 - clobazam, warfarin).",
             "Counselled: start low, go slow. Avoid alcohol and other sedatives. Not for smoking - vaporisation only.",
             "Explained CBD can raise levels of clobazam/N-CLB; monitor sedation, check LFTs at 2/52 and 3/12.",
             "Explained unlicensed status; informed consent documented; patient leaflet given (v4.1).",
             "Cannabinoid hyperemesis syndrome discussed; to stop and call if cyclical vomiting.",
             "Reviewed interaction with buprenorphine/opioids: additive CNS depression; naloxone available."]

NEG_SNIPPETS = [
    "THC:CBD ratio 1:20.", "Dose expressed in mL of oil, NOT mg - checked with patient (teach-back).",
    "Review in 6/52.", "Pain worse for 3/7 after flare.", "FU 3/12.", "2/52 trial of 0.2 mL nocte.",
    "ICD-10 {icd}.", "SNOMED 1145019006 (cannabis-based medicinal product therapy).",
    "Product batch/lot number recorded on dispensing label.", "Max daily THC 30 mg.",
    "24/7 carer support in place.", "Seizure-free for 6 weeks.", "Max 30 g per 30 days.",
    "Schedule 8 (S8) - Poisons Standard.", "Schedule 2 CD - 30-day supply limit applies.",
    "Vaporiser temperature 185-210 C.", "Taking 1:1 oil 0.3 mL TDS.", "ECOG 1.",
    "Glasgow Coma Scale 15.", "Apgar n/a.", "NICE NG144 considered.", "Expected onset 30-90 min (oral).",
]
