"""Clinical (non-PHI) content: headache phenotypes, drugs, doses, scores, exams.

Most of this text is hard negatives: drug names and doses, eponyms, device
model names, scores, lab values, durations, ordinal counts and public bodies.
"""

DX = [
    ("chronic migraine without aura", "ICHD-3 1.3", "G43.709"),
    ("chronic migraine with aura", "ICHD-3 1.3", "G43.719"),
    ("episodic migraine without aura", "ICHD-3 1.1", "G43.009"),
    ("episodic migraine with aura", "ICHD-3 1.2", "G43.109"),
    ("high-frequency episodic migraine", "ICHD-3 1.1", "G43.909"),
    ("chronic migraine with medication overuse headache", "ICHD-3 1.3 + 8.2", "G43.709 / G44.41"),
    ("medication overuse headache (triptan)", "ICHD-3 8.2.2", "G44.41"),
    ("medication overuse headache (combination analgesic)", "ICHD-3 8.2.6", "G44.41"),
    ("vestibular migraine", "ICHD-3 A1.6.6", "G43.809"),
    ("menstrual migraine", "ICHD-3 A1.1.2", "G43.829"),
    ("episodic cluster headache", "ICHD-3 3.1.1", "G44.019"),
    ("chronic cluster headache", "ICHD-3 3.1.2", "G44.029"),
    ("hemicrania continua", "ICHD-3 3.4", "G44.51"),
    ("new daily persistent headache", "ICHD-3 4.10", "G44.52"),
    ("occipital neuralgia", "ICHD-3 13.4", "M54.81"),
    ("chronic tension-type headache", "ICHD-3 2.3", "G44.229"),
]
IIH_DX = [
    ("idiopathic intracranial hypertension", "ICHD-3 7.1.1", "G93.2"),
    ("idiopathic intracranial hypertension without papilloedema (IIHWOP)", "ICHD-3 7.1.1", "G93.2"),
    ("idiopathic intracranial hypertension with papilloedema", "ICHD-3 7.1.1", "G93.2"),
]

PREVENTIVES = [
    ("propranolol", ["40 mg bd", "80 mg MR od", "160 mg MR od", "20 mg bd"], "beta-blocker"),
    ("metoprolol", ["50 mg bd", "100 mg daily"], "beta-blocker"),
    ("amitriptyline", ["10 mg nocte", "25 mg nocte", "30 mg nocte", "50 mg nocte"], "TCA"),
    ("nortriptyline", ["25 mg nocte", "50 mg nocte"], "TCA"),
    ("topiramate", ["25 mg bd", "50 mg bd", "100 mg bd", "25 mg nocte"], "antiepileptic"),
    ("sodium valproate", ["200 mg bd", "500 mg bd"], "antiepileptic"),
    ("candesartan", ["8 mg od", "16 mg od"], "ARB"),
    ("pizotifen", ["0.5 mg nocte", "1.5 mg nocte"], "serotonin antagonist"),
    ("flunarizine", ["5 mg nocte", "10 mg nocte"], "calcium channel blocker"),
    ("venlafaxine", ["37.5 mg od", "75 mg MR od"], "SNRI"),
    ("gabapentin", ["300 mg tds", "600 mg tds"], "antiepileptic"),
    ("lisinopril", ["10 mg od"], "ACE inhibitor"),
]
STOP_REASONS = [
    "ineffective after 12 weeks at target dose", "no benefit after 3 months",
    "stopped due to fatigue and cold peripheries", "paraesthesia and word-finding difficulty",
    "cognitive slowing, stopped after 6 weeks", "weight gain of 6 kg", "dry mouth and morning drowsiness",
    "mood low on it", "dizziness", "hair thinning and tremor", "nausea", "vivid dreams",
    "postural hypotension", "partial response only (<30% reduction)", "could not tolerate above 25 mg",
    "palpitations", "excessive sedation", "stopped when planning pregnancy",
]
ACUTES = ["sumatriptan 50 mg", "sumatriptan 100 mg", "sumatriptan 6 mg SC", "zolmitriptan 5 mg nasal spray",
          "rizatriptan 10 mg wafer", "naratriptan 2.5 mg", "eletriptan 40 mg", "almotriptan 12.5 mg",
          "frovatriptan 2.5 mg", "naproxen 500 mg", "ibuprofen 400 mg", "aspirin 900 mg dispersible",
          "paracetamol 1 g", "co-codamol 30/500", "Excedrin (aspirin/paracetamol/caffeine)",
          "metoclopramide 10 mg", "prochlorperazine 3 mg buccal", "domperidone 10 mg",
          "rimegepant 75 mg ODT", "ubrogepant 50 mg", "lasmiditan 100 mg", "ketorolac 10 mg",
          "tramadol 50 mg", "butalbital/acetaminophen/caffeine"]
CGRP = [
    ("erenumab", "Aimovig", ["70 mg SC every 4 weeks", "140 mg SC monthly"]),
    ("fremanezumab", "Ajovy", ["225 mg SC monthly", "675 mg SC every 3 months"]),
    ("galcanezumab", "Emgality", ["240 mg SC loading dose then 120 mg monthly", "120 mg SC monthly"]),
    ("eptinezumab", "Vyepti", ["100 mg IV every 12 weeks", "300 mg IV every 12 weeks"]),
    ("atogepant", "Qulipta", ["60 mg orally once daily", "10 mg daily"]),
    ("rimegepant", "Nurtec ODT", ["75 mg every other day"]),
]
TRIGGERS = ["menses", "poor sleep", "missed meals", "red wine", "bright light", "weather change",
            "stress at work", "screen time", "dehydration", "strong smells", "long-haul flights",
            "caffeine withdrawal", "exercise", "alcohol", "hormonal changes"]
ASSOC = ["photophobia", "phonophobia", "nausea", "vomiting", "osmophobia", "neck stiffness",
         "allodynia", "visual aura (zigzag lines lasting 20 min)", "sensory aura in the left hand",
         "vertigo", "cognitive fog", "fatigue", "yawning in the prodrome"]
SITES = ["bilateral frontal", "right hemicranial", "left hemicranial", "bitemporal", "occipital",
         "holocranial", "right retro-orbital", "left periorbital", "vertex", "band-like"]
QUALITY = ["throbbing", "pulsating", "pressing", "stabbing", "boring", "tight", "dull", "sharp"]

RED_FLAGS_NEG = [
    "No thunderclap onset, no fever, no weight loss, no focal neurology.",
    "Denies thunderclap headache, jaw claudication, seizures or new neurological deficit.",
    "No red flags (SNOOP4): no systemic features, no neurological signs, onset not sudden, not positional, no pattern change over 50.",
    "No positional component, no Valsalva-induced pain, no nocturnal waking.",
    "No history of head injury. No features of raised ICP on history apart from pulsatile tinnitus.",
    "No visual obscurations, no diplopia, no pulsatile tinnitus.",
]

EXAM_LINES = [
    "Cranial nerves II-XII intact. Fundi: sharp discs bilaterally. No RAPD.",
    "Tone, power and reflexes normal and symmetrical. Plantars flexor. No pronator drift.",
    "Romberg negative. Gait normal including tandem.",
    "Tenderness over both greater occipital nerves, Tinel's positive on the right.",
    "Pericranial muscle tenderness ++. Reduced cervical rotation to the left.",
    "BP 128/82 mmHg, HR 72 bpm regular, BMI 31.4 kg/m2.",
    "BP 142/91 mmHg (repeat 136/88), HR 68, BMI 38.2.",
    "Horner's syndrome absent. Temporal arteries non-tender with normal pulses.",
    "Visual fields full to confrontation. Eye movements full, no nystagmus.",
    "Kernig and Brudzinski negative. No meningism.",
    "Cerebellar examination unremarkable; no dysdiadochokinesis.",
    "Hoffmann's negative bilaterally. Jaw jerk normal.",
    "Weight 96.4 kg, height 1.64 m, BMI 35.8 kg/m2.",
    "Fundi: spontaneous venous pulsations present, no disc swelling.",
]
EXAM_IIH = [
    "Fundoscopy: bilateral papilloedema, Frisen grade 2 right, grade 3 left.",
    "Fundoscopy: mild bilateral disc swelling (Frisen grade 1).",
    "Sixth nerve palsy on the left with horizontal diplopia on left gaze.",
    "Enlarged blind spots on confrontation; acuity 6/9 both eyes.",
]

SCORES = [
    lambda r: "HIT-6 %d/78" % r.i(50, 76),
    lambda r: "MIDAS %d (grade %s)" % (r.i(6, 140), r.c(["II", "III", "IV", "IV"])),
    lambda r: "PHQ-9 %d" % r.i(2, 19),
    lambda r: "GAD-7 %d" % r.i(1, 17),
    lambda r: "ESS %d/24" % r.i(3, 16),
    lambda r: "MSQ v2.1 role-restrictive %d" % r.i(20, 80),
]

PUBLIC_BODIES = {"US": ["FDA", "CMS", "CDC", "the American Headache Society"],
                 "UK": ["NICE", "NHS England", "the MHRA", "DVLA", "the British Association for the Study of Headache (BASH)"],
                 "IE": ["the HSE", "the HPRA", "NCPE", "the NRDO"],
                 "CA": ["Health Canada", "CADTH", "the Canadian Headache Society"],
                 "AU": ["the TGA", "PBS", "Services Australia", "Austroads"],
                 "NZ": ["PHARMAC", "Medsafe", "ACC", "NZTA"],
                 "ZA": ["SAHPRA", "the Council for Medical Schemes"],
                 "SG": ["HSA", "MOH"]}


def preventive_trials(r, n):
    picks = r.sample(PREVENTIVES, n)
    out = []
    for name, doses, cls in picks:
        out.append((name, r.c(doses), cls, r.c(STOP_REASONS)))
    return out


def acute_list(r, n=2):
    return r.sample(ACUTES, n)


def cgrp_pick(r):
    g, b, doses = r.c(CGRP)
    return g, b, r.c(doses)


def phenotype(r):
    return "%s %s headache with %s and %s" % (r.c(QUALITY), r.c(SITES), r.c(ASSOC[:3]),
                                             r.c(ASSOC[3:]))


def frequency_line(r):
    hd = r.i(8, 30)
    md = min(hd, r.i(4, 20))
    acute = min(hd, r.i(4, 25))
    return hd, md, acute, r.c([
        "%d headache days per month, of which %d are migrainous; acute medication on %d days." % (hd, md, acute),
        "Headache on %d/30 days, %d with migraine features. Takes acute treatment %d days/month." % (hd, md, acute),
        "HD %d/month, MHD %d, AMD %d." % (hd, md, acute),
        "Averaging %d headache days a month (diary), migraine on %d, painkillers or triptans on %d days." % (hd, md, acute),
    ])


def scores_line(r, k=2):
    return ", ".join(f(r) for f in r.sample(SCORES, k))


def exam_block(r, k=3, iih=False):
    lines = r.sample(EXAM_LINES, k)
    if iih:
        lines = [x for x in lines if "Fundi" not in x and "sharp discs" not in x]
        lines.insert(0, r.c(EXAM_IIH))
    return lines


def moh_advice(r):
    return r.c([
        "We discussed medication overuse: triptans should be limited to fewer than 10 days a month and simple analgesics to fewer than 15 days a month.",
        "Advised abrupt withdrawal of codeine-containing analgesics; expect a worsening for 2-10 days. Naproxen 500 mg bd for 2 weeks as bridging.",
        "Explained that preventive treatment works poorly while medication overuse continues. Plan a 4-week complete withdrawal of acute medication.",
        "Counselled on MOH; target no more than 2 days of acute medication per week.",
    ])


def lifestyle(r):
    return r.c([
        "Regular sleep, meals and hydration; reduce caffeine to under 200 mg per day.",
        "Encouraged 30 minutes of aerobic exercise 3 times weekly and a regular sleep schedule.",
        "Referred for CBT-based pain management and relaxation training.",
        "Magnesium citrate 600 mg daily and riboflavin 400 mg daily may be tried over the counter.",
    ])


def iih_plan(r):
    return r.c([
        "Continue acetazolamide, increase to 500 mg bd as tolerated (check U&E and bicarbonate in 4 weeks).",
        "Start acetazolamide 250 mg bd, titrate by 250 mg weekly to 1 g daily if tolerated.",
        "Topiramate 25 mg bd as alternative to acetazolamide given paraesthesia and renal stone history.",
        "Refer to the weight management service; consider GLP-1 receptor agonist.",
        "Repeat OCT and Humphrey 24-2 in 6-8 weeks with ophthalmology.",
        "If visual function deteriorates, urgent discussion with neurosurgery regarding CSF diversion or venous sinus stenting.",
    ])


def botox_sites():
    """PREEMPT fixed-site paradigm (muscle, sites, units)."""
    return [("Corrugator", 2, 10), ("Procerus", 1, 5), ("Frontalis", 4, 20),
            ("Temporalis", 8, 40), ("Occipitalis", 6, 30), ("Cervical paraspinal", 4, 20),
            ("Trapezius", 6, 30)]


def lab_line(r):
    return r.c([
        "FBC normal (Hb 134 g/L, WCC 6.8, plt 271). U&E normal, eGFR >90.",
        "ESR 8 mm/h, CRP <5 mg/L. TSH 1.9 mU/L. Ferritin 42 ug/L.",
        "HbA1c 38 mmol/mol, lipids unremarkable, vitamin D 41 nmol/L.",
        "Na 139, K 3.4 (on acetazolamide), HCO3 19 mmol/L, creatinine 61 umol/L.",
        "LFTs normal. B12 312 ng/L, folate 7.1 ug/L.",
        "Pregnancy test negative. TSH 2.4, free T4 14 pmol/L.",
        "ECG: sinus rhythm, PR 168 ms, QTc 412 ms.",
    ])


REPORTING = {"US": "MedWatch report submitted to the FDA", "CA": "Health Canada MedEffect report completed",
             "UK": "Yellow Card submitted to the MHRA", "IE": "adverse reaction reported to the HPRA",
             "AU": "adverse event reported to the TGA", "NZ": "report sent to CARM (Medsafe)",
             "ZA": "report submitted to SAHPRA", "SG": "adverse event reported to HSA"}
DRIVING_BODY = {"US": "DMV", "CA": "Ministry of Transportation", "UK": "DVLA", "IE": "NDLS",
                "AU": "state licensing authority (Austroads standards)", "NZ": "NZTA",
                "ZA": "traffic department", "SG": "Traffic Police"}

EMERGENCY = {"US": "911", "CA": "911", "UK": "999", "IE": "112", "AU": "000", "NZ": "111",
             "ZA": "10177", "SG": "995"}


def red_flag_advice(r, cc):
    e = EMERGENCY[cc]
    return r.c([
        "Safety-netted: sudden severe (thunderclap) headache, fever with neck stiffness, new weakness, speech or visual disturbance should prompt attendance at ED or a call to %s" % e,
        "Advised to seek urgent care (ED) for thunderclap headache, new neurological symptoms or visual loss",
        "Red-flag symptoms explained; attend the Emergency Department or ring %s for worst-ever sudden headache, confusion, seizures or loss of vision" % e,
    ])
