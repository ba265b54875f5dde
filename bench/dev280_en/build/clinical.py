"""Non-PHI clinical text: MS drugs, symptoms, examinations, scores and shorthand (hard negatives live here)."""
from core import pick, chance

DMTS = {
    "natalizumab": dict(brand="Tysabri", cls="mAb", route="IV", dose="300 mg IV every 4 weeks",
                        alt="300 mg SC (2 x 150 mg) every 6 weeks (EID)", mon="JCV serology every 6 months; MRI 3-6 monthly if JCV index >0.9"),
    "ocrelizumab": dict(brand="Ocrevus", cls="mAb", route="IV", dose="600 mg IV every 6 months",
                        alt="initial 300 mg day 1 and day 15", mon="FBC, IgG/IgM pre-dose; HBV serology"),
    "ofatumumab": dict(brand="Kesimpta", cls="mAb", route="SC", dose="20 mg SC monthly (Sensoready pen)",
                       alt="loading weeks 0, 1, 2 then monthly from week 4", mon="IgG 6-monthly; HBV before start"),
    "alemtuzumab": dict(brand="Lemtrada", cls="mAb", route="IV", dose="12 mg/day IV x5 days (course 1), x3 days (course 2)",
                        alt="course 2 at 12 months", mon="monthly FBC, creatinine, urinalysis with microscopy; TFTs 3-monthly for 48 months"),
    "cladribine": dict(brand="Mavenclad", cls="oral", route="PO", dose="3.5 mg/kg over 2 years (10 mg tablets)",
                       alt="weeks 1 and 5 of each treatment year", mon="lymphocytes at 2 and 6 months after each course"),
    "dimethyl fumarate": dict(brand="Tecfidera", cls="oral", route="PO", dose="240 mg BD (titrated from 120 mg BD x7/7)",
                              alt="take with food; aspirin 75 mg 30 min before for flushing", mon="FBC incl. lymphocytes 3-monthly; U&E/LFT"),
    "diroximel fumarate": dict(brand="Vumerity", cls="oral", route="PO", dose="462 mg BD (231 mg BD x7/7 then increase)",
                               alt="avoid high-fat meal", mon="lymphocytes 6-monthly"),
    "teriflunomide": dict(brand="Aubagio", cls="oral", route="PO", dose="14 mg OD",
                          alt="accelerated elimination with colestyramine 8 g TDS x11/7 if needed", mon="ALT fortnightly for 6 months then 8-weekly; BP"),
    "fingolimod": dict(brand="Gilenya", cls="S1P", route="PO", dose="0.5 mg OD",
                       alt="first-dose observation 6 h with hourly HR/BP and ECG", mon="FBC, LFT; OCT for macular oedema at 3-4 months"),
    "siponimod": dict(brand="Mayzent", cls="S1P", route="PO", dose="2 mg OD after 5-day titration",
                      alt="CYP2C9*1/*3: maintenance 1 mg", mon="CYP2C9 genotype, ECG, OCT, LFT"),
    "ozanimod": dict(brand="Zeposia", cls="S1P", route="PO", dose="0.92 mg OD after 7-day titration pack",
                     alt="0.23 mg days 1-4, 0.46 mg days 5-7", mon="ECG baseline, LFT, FBC"),
    "ponesimod": dict(brand="Ponvory", cls="S1P", route="PO", dose="20 mg OD after 14-day titration",
                      alt="starter pack 2 mg to 10 mg", mon="ECG, LFT, FBC, PFTs if respiratory disease"),
    "glatiramer acetate": dict(brand="Copaxone", cls="inj", route="SC", dose="40 mg/mL SC three times weekly",
                               alt="20 mg/mL daily formulation", mon="no routine bloods"),
    "interferon beta-1a": dict(brand="Rebif", cls="inj", route="SC", dose="44 mcg SC three times weekly",
                               alt="Avonex 30 mcg IM weekly / Plegridy 125 mcg every 2 weeks", mon="FBC, LFT, TFT 3-monthly first year"),
    "ublituximab": dict(brand="Briumvi", cls="mAb", route="IV", dose="450 mg IV every 24 weeks",
                        alt="first dose 150 mg then 450 mg at day 15", mon="HBV, IgG"),
    "rituximab": dict(brand="Truxima", cls="mAb", route="IV", dose="1 g IV every 6 months (off-label)",
                      alt="500 mg maintenance per local protocol", mon="CD19 count, IgG"),
    "eculizumab": dict(brand="Soliris", cls="mAb", route="IV", dose="900 mg IV weekly x4 then 1200 mg every 2 weeks",
                       alt="meningococcal ACWY + B vaccination >=2 weeks prior", mon="NMOSD AQP4-IgG positive; REMS"),
    "satralizumab": dict(brand="Enspryng", cls="mAb", route="SC", dose="120 mg SC weeks 0, 2, 4 then every 4 weeks",
                         alt="AQP4-IgG+ NMOSD", mon="LFT, neutrophils"),
    "inebilizumab": dict(brand="Uplizna", cls="mAb", route="IV", dose="300 mg IV day 1 and 15 then every 6 months",
                         alt="AQP4-IgG+ NMOSD", mon="IgG, HBV"),
}

COUNTRY_DMTS = {
    "UK": ["natalizumab", "ocrelizumab", "ofatumumab", "alemtuzumab", "cladribine", "dimethyl fumarate", "teriflunomide",
           "fingolimod", "siponimod", "ozanimod", "ponesimod", "glatiramer acetate", "interferon beta-1a", "diroximel fumarate",
           "satralizumab"],
    "US": ["natalizumab", "ocrelizumab", "ofatumumab", "ublituximab", "cladribine", "dimethyl fumarate", "diroximel fumarate",
           "teriflunomide", "fingolimod", "siponimod", "ozanimod", "ponesimod", "glatiramer acetate", "interferon beta-1a",
           "alemtuzumab", "eculizumab", "inebilizumab"],
    "AU": ["natalizumab", "ocrelizumab", "ofatumumab", "cladribine", "dimethyl fumarate", "teriflunomide", "fingolimod",
           "siponimod", "ozanimod", "glatiramer acetate", "interferon beta-1a", "alemtuzumab"],
    "CA": ["natalizumab", "ocrelizumab", "ofatumumab", "cladribine", "dimethyl fumarate", "teriflunomide", "fingolimod",
           "siponimod", "ozanimod", "glatiramer acetate", "interferon beta-1a", "alemtuzumab", "rituximab"],
    "IE": ["natalizumab", "ocrelizumab", "ofatumumab", "cladribine", "dimethyl fumarate", "teriflunomide", "fingolimod",
           "ozanimod", "ponesimod", "glatiramer acetate", "interferon beta-1a", "alemtuzumab", "diroximel fumarate"],
}

INFUSION_DMTS = ["natalizumab", "ocrelizumab", "alemtuzumab", "ublituximab", "rituximab", "eculizumab", "inebilizumab"]


def pick_dmt(rng, country):
    return pick(rng, COUNTRY_DMTS[country])


def pick_prev_dmt(rng, dmt):
    opts = [k for k in sorted(DMTS) if k != dmt and DMTS[k]["cls"] in ("inj", "oral", "S1P")]
    return pick(rng, opts)


def pick_infusion_dmt(rng, country):
    opts = [d for d in INFUSION_DMTS if d in COUNTRY_DMTS[country]]
    return pick(rng, opts)


def drug_name(rng, dmt, lower_generic=True):
    b = DMTS[dmt]["brand"]
    return pick(rng, [dmt, "%s (%s)" % (dmt, b), b, "%s (%s)" % (b, dmt)])


def ms_type(rng):
    return pick(rng, ["RRMS", "relapsing-remitting MS", "RRMS", "highly active RRMS", "SPMS with activity",
                      "active SPMS", "PPMS", "CIS (McDonald 2017 criteria not yet met)", "RRMS (McDonald 2017)",
                      "AQP4-IgG+ NMOSD", "MOGAD", "RES-RRMS", "RRMS (2017 McDonald criteria)"])


def time(rng):
    h = rng.randint(7, 18)
    m = pick(rng, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 2, 17, 48])
    return pick(rng, ["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d:%02d" % (h, m)])


def credential(rng, country, role):
    if role in ("neuro", "radiologist"):
        return pick(rng, {"UK": [", FRCP", " MBChB MRCP", ", MD FRCP", ""], "US": [", MD", " MD", ", DO", ", MD, PhD"],
                          "AU": [", FRACP", " MBBS FRACP", ""], "CA": [", MD FRCPC", " MD", ", FRCPC"],
                          "IE": [", MRCPI", " MB BCh BAO", ", FRCPI"]}[country])
    if role == "gp":
        return pick(rng, [", MRCGP", "", ", MD", ", FRACGP", ", CCFP", ", MICGP"])
    if role == "pharm":
        return pick(rng, [", MPharm", ", PharmD", ", BPharm", ""])
    return pick(rng, {"UK": [", RGN", " RN", ", RN MSc", " RGN NMP", ", NMP"], "US": [", RN, MSCN", " RN", ", NP-C", ", APRN, MSCN", ", BSN RN"],
                      "AU": [", RN", " RN CNC", ", NP", ", CNS"], "CA": [", RN", " RN(EC)", ", RN BScN", ", NP-PHC"],
                      "IE": [", RGN", ", RANP", " CNS", ", RNP"]}[country])


def job_title(rng, country, role):
    if role == "neuro":
        return pick(rng, ["Consultant Neurologist", "Consultant Neurologist, Neuroinflammation Service", "MS Fellow",
                          "Specialty Registrar, Neurology", "Attending Neurologist, MS Center", "Staff Neurologist"])
    if role == "gp":
        return pick(rng, ["General Practitioner", "GP Partner", "Primary Care Physician", "Family Physician"])
    if role == "pharm":
        return pick(rng, ["Specialist Pharmacist, Neurosciences", "Clinical Pharmacist (Homecare)", "Specialty Pharmacist"])
    return pick(rng, ["MS Clinical Nurse Specialist", "MS Specialist Nurse", "Advanced Nurse Practitioner, Neuroinflammation",
                      "Clinical Nurse Consultant - MS", "Infusion Unit Sister", "Neuroimmunology Nurse Navigator",
                      "MS Nurse Coordinator", "Charge Nurse, Neurology Day Unit", "Clinical Nurse Specialist (DMT)"])


SYMPTOMS = [
    "Fatigue: worse in afternoons, MFIS 41 (prev 36). Using energy-conservation / pacing advice; naps 20 min.",
    "Fatigue 6/10, 'like walking through treacle' by 3pm. Amantadine 100 mg BD tried before - no benefit.",
    "Bladder: urgency + frequency, nocturia x2-3. PVR 110 mL on bladder scan. Continues solifenacin 5 mg OD.",
    "Bladder: occasional urge incontinence; mirabegron 50 mg OD started by urology. Pads 1/day.",
    "Bowels: constipation, Bristol stool type 2; macrogol 1 sachet OD with some effect.",
    "Mood: low at times. PHQ-9 = 9, GAD-7 = 6. No thoughts of self-harm. Declines talking therapy for now.",
    "Mood stable, PHQ-9 3. Sertraline 50 mg OD continues.",
    "Cognition: word-finding difficulties when tired; SDMT 46 (prev 49). Advised neuropsychology referral.",
    "Spasticity: night-time spasms L>R, baclofen 10 mg TDS, MAS 1+ at L ankle. Stretching programme from physio.",
    "Pain: neuropathic burning both feet, pregabalin 75 mg BD. Lhermitte's sign on neck flexion, unchanged.",
    "Heat sensitivity (Uhthoff) in summer; advised cooling vest and tepid showers.",
    "Sleep: poor, waking with spasms. Sleep hygiene discussed. Epworth 8.",
    "Vision: blurred vision in hot bath resolves within 1 h; no new optic neuritis symptoms. Colour vision intact.",
    "Mobility: walks unaided indoors, one stick outdoors; max ~400 m. No falls since last review.",
    "Mobility: 2 falls in past 3/12, tripping over R foot (foot drop). FES (Odstock) assessment requested.",
    "Sexual function discussed - reports reduced libido; given info leaflet, can revisit with GP.",
    "Swallow: no issues. Speech: mild dysarthria when fatigued.",
    "Tremor: intention tremor R hand, affects handwriting. OT wrist weights trialled.",
    "Trigeminal neuralgia-type pain L V2, carbamazepine 100 mg BD with good effect.",
    "Paroxysmal itching L forearm, lasting seconds - likely paroxysmal symptom, reassured.",
]

EXAMS = [
    "EDSS 2.0 (FS: pyramidal 1, cerebellar 1, sensory 2, bowel/bladder 1, visual 0, cerebral 1)",
    "EDSS 3.5 - ambulation unrestricted, FS pyramidal 3",
    "EDSS 4.0 (walks 500 m without aid or rest)",
    "EDSS 6.0 - unilateral assistance (stick) ~100 m",
    "EDSS 6.5 - bilateral support (2 crutches / rollator)",
    "EDSS 1.5, no disability, minimal signs",
    "T25FW 5.8 s / 6.1 s (mean 5.95 s)",
    "T25FW 8.4 s (prev 7.2 s)",
    "9HPT dominant 21.3 s, non-dominant 24.9 s",
    "SDMT 52/110 (oral)",
    "VA 6/9 R, 6/12 L (Snellen, with glasses); Ishihara 15/17 L",
    "VA 20/25 OD, 20/40 OS",
    "Romberg's positive; tandem gait unsteady",
    "plantars: R flexor, L upgoing (Babinski); brisk reflexes L>R, 3 beats ankle clonus L",
    "L INO on lateral gaze; no RAPD",
    "RAPD L; pale disc on fundoscopy",
    "Hoffmann's positive R; power 4+/5 R hip flexion (MRC)",
    "Bladder scan PVR 75 mL",
    "BP 128/82, HR 74 reg, T 36.7, SpO2 98% RA, wt 71.4 kg, BMI 26.1",
    "Pyramidal drift R arm, dysdiadochokinesia R",
]

PLANS = [
    "Continue current DMT. Bloods as per monitoring schedule.",
    "Annual review MRI to be requested (brain +/- C-spine, no gadolinium unless new symptoms).",
    "Referred to MS physio for vestibular rehab + falls prevention.",
    "OT referral for fatigue management course (6 x weekly sessions).",
    "Continence nurse referral, intermittent self-catheterisation to be taught if PVR >100 mL.",
    "Advised to avoid live vaccines while on treatment; flu jab annually, pneumococcal (PCV20) done.",
    "Vitamin D 25-OH 41 nmol/L - colecalciferol 3200 IU OD started.",
    "Discussed smoking cessation - 10 cig/day; referred to stop smoking service.",
    "Pregnancy planning discussed; folic acid 400 mcg; DMT plan in pregnancy to be agreed with consultant.",
    "Routine nurse review in 6/12, sooner via advice line if new symptoms lasting >24 h.",
    "Safety net: contact advice line if new/worsening symptoms >24 h without fever or infection.",
    "Given relapse information leaflet and 'When to call' card.",
    "Consider switch to higher-efficacy DMT - for MDT discussion.",
    "Dietitian referral for weight management.",
    "Bone health: DEXA requested (cumulative steroid exposure).",
]

VACCINES = [
    "VZV IgG positive", "VZV IgG negative - Shingrix (non-live) 2 doses completed", "Influenza vaccine this season: yes",
    "COVID-19 booster: up to date", "Pneumococcal PCV20: given", "HPV status checked", "MMR: immune (IgG+)",
    "Hep B vaccine course in progress (dose 2 of 3)", "Meningococcal ACWY + MenB completed", "Yellow fever: contraindicated on DMT",
]

SCREEN = [
    ("HBsAg", ["negative", "non-reactive"]), ("anti-HBc", ["negative", "negative", "positive - hepatology advice, HBV DNA undetectable"]),
    ("HCV Ab", ["negative"]), ("HIV 1/2 Ag/Ab", ["negative", "non-reactive"]), ("VZV IgG", ["positive", "positive", "negative"]),
    ("IGRA (QuantiFERON-TB Gold Plus)", ["negative", "negative", "indeterminate - repeat"]),
    ("Syphilis EIA", ["negative"]), ("beta-hCG", ["negative", "not applicable"]), ("Vitamin D", ["52 nmol/L", "28 nmol/L - replace", "74 nmol/L"]),
    ("IgG", ["9.8 g/L", "7.1 g/L", "11.4 g/L"]), ("Urinalysis", ["NAD", "trace protein", "no blood/protein"]),
    ("ECG", ["SR 68 bpm, PR 164 ms, QTc 412 ms", "SR, normal axis, no AV block", "sinus bradycardia 54 bpm - discuss"]),
    ("OCT", ["no macular oedema", "baseline done, normal"]), ("CYP2C9 genotype", ["*1/*1", "*1/*3", "*1/*2"]),
]


def lab_line(rng, country):
    us = country == "US"
    wcc = round(rng.uniform(3.2, 9.8), 1)
    ly = round(rng.uniform(0.3, 2.6), 2)
    ne = round(rng.uniform(1.6, 6.5), 1)
    hb = rng.randint(112, 158)
    plt = rng.randint(150, 410)
    alt = rng.randint(12, 95)
    cr = rng.randint(52, 104)
    if us:
        return ("WBC %.1f K/uL, ALC %.2f K/uL, ANC %.1f, Hgb %.1f g/dL, Plt %d K/uL, ALT %d U/L, Cr %.2f mg/dL"
                % (wcc, ly, ne, hb / 10.0, plt, alt, cr / 88.4))
    return ("WCC %.1f, lymphs %.2f x10^9/L, neuts %.1f, Hb %d g/L, plt %d, ALT %d IU/L, creat %d umol/L, eGFR >90"
            % (wcc, ly, ne, hb, plt, alt, cr))


def lymph_grade(ly):
    if ly >= 0.8:
        return "normal / grade 1" if ly < 1.0 else "normal"
    if ly >= 0.5:
        return "grade 2 lymphopenia"
    if ly >= 0.2:
        return "grade 3 lymphopenia"
    return "grade 4 lymphopenia"


def jcv_result(rng):
    idx = round(rng.choice([rng.uniform(0.05, 0.39), rng.uniform(0.4, 0.9), rng.uniform(0.9, 3.8)]), 2)
    status = "negative" if idx < 0.2 else ("positive" if idx > 0.4 else "indeterminate - confirmatory assay")
    return idx, status


CODES = {
    "UK": ["ICD-10 G35", "SNOMED CT 24700007", "OPCS X29.2 (infusion)", "HRG AA30E", "dm+d 39113611000001102"],
    "US": ["ICD-10 G35", "CPT 96413 + 96415", "HCPCS J2350 (600 units)", "NDC 50242-150-01", "HCPCS J2323", "CPT 99214"],
    "AU": ["ICD-10-AM G35", "PBS item 11129Q", "MBS item 132", "SNOMED CT-AU 24700007"],
    "CA": ["ICD-10-CA G35", "DIN 02467224", "OHIP fee code A185", "SNOMED 24700007"],
    "IE": ["ICD-10 G35", "HIPE code G35", "SNOMED CT 24700007", "GMS code 7014"],
}
SCORES = ["EDSS 3.0 (Kurtzke)", "MSSS 4.12", "MSIS-29 physical 54 / psych 21", "NEDA-3 maintained", "KPS 80",
          "MoCA 26/30", "BMI 24.8", "GCS 15/15", "MFIS 38", "HADS A7 D5", "PDDS 2", "ARMSS 5.3"]


def coding_line(rng, country):
    return "; ".join(rng.sample(CODES[country], 2) + rng.sample(SCORES, 2))


def shorthand_duration(rng):
    return pick(rng, ["3/7", "5/7", "2/52", "6/52", "3/12", "6/12", "48 h", "10 days", "2 weeks", "x5 days"])
