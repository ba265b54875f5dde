"""Clinical text blocks for dev266_en: full of hard negatives (drugs, scores, eponyms,
device models, codes, durations, lab values). Nothing here is PHI unless wrapped in Ph."""
from phi import Ph, pick, dig, wpick

DX_ADULT = [
    "L MCA infarct", "R MCA infarct with L hemiparesis", "L PACI", "R TACS", "posterior circulation stroke",
    "brainstem (lateral medullary) infarct", "L basal ganglia haemorrhage", "Parkinson's disease",
    "MND (bulbar onset)", "ALS", "multiple sclerosis (SPMS)", "myasthenia gravis", "Guillain-Barré syndrome",
    "advanced dementia (Alzheimer's type)", "vascular dementia", "aspiration pneumonia",
    "community-acquired pneumonia", "COPD exacerbation", "TBI post RTC", "SCC tongue base T2N1 post chemoradiotherapy",
    "SCC larynx post total laryngectomy", "oesophageal ca (awaiting OGD)", "post-extubation dysphagia",
    "critical illness myopathy", "progressive supranuclear palsy", "Huntington's disease",
    "frailty / deconditioning", "inclusion body myositis", "Zenker's diverticulum (awaiting ENT)",
    "cerebellar haemorrhage", "hypoxic brain injury post cardiac arrest", "dysphagia NOS",
]

PMH = ["AF", "T2DM (diet controlled)", "T2DM on insulin", "HTN", "IHD", "CKD stage 3b", "COPD",
       "asthma", "OSA on CPAP", "GORD", "hiatus hernia", "previous TIA", "osteoarthritis", "depression",
       "hypothyroidism", "CCF (EF 35%)", "PVD", "B12 deficiency", "epilepsy", "Barrett's oesophagus",
       "Sjögren's syndrome", "Bell's palsy (R, resolved)", "hearing impairment - bilateral aids",
       "cataracts", "BPH", "anxiety", "gout", "polymyalgia rheumatica", "anaemia (Hb 98)",
       "previous cervical spine fusion C4-C6", "Meniere's disease", "Raynaud's", "alcohol excess"]

MEDS = {
    "UK": ["Co-careldopa 25/100 TDS", "Madopar CR 125mg nocte", "Omeprazole 20mg OD", "Lansoprazole 30mg OD (orodispersible)",
           "Apixaban 5mg BD", "Edoxaban 60mg OD", "Clopidogrel 75mg OD", "Atorvastatin 80mg ON",
           "Levetiracetam 500mg BD", "Metformin 1g BD", "Bisoprolol 2.5mg OD", "Ramipril 5mg OD",
           "Paracetamol 1g QDS PRN", "Movicol 1 sachet BD", "Baclofen 10mg TDS", "Riluzole 50mg BD",
           "Hyoscine hydrobromide patch 1mg/72h", "Glycopyrronium 200mcg TDS", "Salbutamol 100mcg PRN",
           "Sertraline 50mg OD", "Donepezil 10mg ON", "Levothyroxine 75mcg OD", "Gaviscon Advance 10ml QDS",
           "Amoxicillin 500mg TDS (day 3/7)", "Co-amoxiclav 625mg TDS", "Pyridostigmine 60mg QDS"],
    "US": ["Sinemet 25/100 TID", "carbidopa-levodopa ER 50/200 qHS", "omeprazole 20 mg daily", "pantoprazole 40 mg daily",
           "Eliquis 5 mg BID", "aspirin 81 mg daily", "atorvastatin 80 mg qHS", "Keppra 500 mg BID",
           "metformin 1000 mg BID", "metoprolol tartrate 25 mg BID", "lisinopril 10 mg daily",
           "acetaminophen 650 mg q6h PRN", "MiraLAX 17 g daily", "baclofen 10 mg TID", "riluzole 50 mg BID",
           "scopolamine patch 1.5 mg q72h", "glycopyrrolate 1 mg TID", "albuterol MDI PRN",
           "sertraline 50 mg daily", "donepezil 10 mg qHS", "levothyroxine 75 mcg daily",
           "Unasyn 3 g IV q6h", "Zosyn 4.5 g IV q8h", "Mestinon 60 mg QID", "Nuedexta 20/10 BID"],
}
MEDS["AU"] = MEDS["UK"][:10] + ["Kinson 100/25 TDS", "Somac 40mg mane", "Panadol Osteo 1330mg BD",
                                 "Coloxyl with senna 2 nocte", "Endep 10mg nocte", "Targin 10/5 BD"]
MEDS["CA"] = MEDS["US"][:12] + ["Apo-Levocarb 100/25 TID", "Tylenol #3 PRN", "RestoraLAX 17 g daily",
                                 "Pariet 20 mg daily"]

IDDSI_FOOD = ["Level 7 Regular", "Level 7EC Easy to Chew", "Level 6 Soft & Bite-Sized",
              "Level 5 Minced & Moist", "Level 4 Pureed", "Level 3 Liquidised"]
IDDSI_DRINK = ["Level 0 Thin", "Level 1 Slightly Thick", "Level 2 Mildly Thick", "Level 3 Moderately Thick",
               "Level 4 Extremely Thick"]
THICKENER = ["Nutilis Clear", "Resource ThickenUp Clear", "Thick & Easy Clear", "SimplyThick EasyMix",
             "Thicken Up Clear", "Precise Thick-N"]
STRATEGIES = ["upright 90 degrees for all oral intake and 30 min after", "chin tuck on liquids",
              "effortful swallow", "supraglottic swallow", "Mendelsohn manoeuvre", "head turn to the L",
              "small single sips via teaspoon", "alternate solids and liquids", "double swallow per bolus",
              "slow rate, small mouthfuls (<1 tsp)", "check oral cavity for residue after meals",
              "Provale cup (5ml) for thin fluids", "no straws", "oral care BD with non-foaming toothpaste",
              "cough/clear throat and re-swallow", "supervised 1:1 for all oral intake",
              "verbal prompts to swallow", "Kapi-Cup (nose cut-out) for drinks"]
EXERCISES = ["Shaker (head lift) exercise 3x/day", "Masako manoeuvre 10 reps", "EMST150 at 75% MEP, 25 reps/day",
             "effortful pitch glides", "tongue press with IOPI (target 60 kPa)", "CTAR with ball 3 x 10",
             "Expiratory muscle strength training (EMST)", "Mendelsohn manoeuvre with sEMG biofeedback",
             "McNeill Dysphagia Therapy Program (MDTP)", "Pharyngocise protocol", "lingual strengthening 5x10"]

ORAL_MOTOR = [
    "Mild R lower facial weakness (UMN pattern). Lip seal adequate. Tongue protrudes to midline, reduced lateralisation to R. Palate elevates symmetrically. Gag not tested.",
    "Lips: reduced retraction L. Tongue: fasciculations noted, reduced range and strength. Dentition: upper denture, ill-fitting. Voice: wet, breathy. Cough: weak volitional cough.",
    "Oral cavity clean, moist. Own teeth, several missing. Tongue deviates to L on protrusion (CN XII). Uvula midline. Volitional cough strong. Laryngeal elevation palpable, adequate.",
    "Dry mouth, coated tongue - oral care given prior to trials. Edentulous, dentures not available. Mild dysarthria (Frenchay not completed). Hypernasality ++.",
    "Face symmetrical. Reduced facial expression (masked facies), soft hypophonic voice, festinant speech. Tongue ROM functional. Drooling ++ at rest.",
    "Trismus (interincisal opening approx 22mm). Post-RT changes: fibrosis L neck, xerostomia. Tongue base retraction reduced. Voice hoarse, GRBAS G2R2B1A0S1.",
    "GCS 14 (E4 V4 M6). Alert for <10 min at a time. Unable to follow 2-step commands. Weak, delayed volitional cough. Secretions audible in upper airway.",
]

TRIALS = [
    ("teaspoon water x3", ["no overt s/s aspiration", "delayed cough after 2nd tsp", "wet voice post swallow",
                          "multiple swallows per bolus", "coughing immediately", "SpO2 stable 96%"]),
    ("cup sips thin fluid (IDDSI 0)", ["coughing on 3/5 sips", "no s/s", "throat clearing x2", "wet voice ++",
                                       "large uncontrolled sips"]),
    ("IDDSI 1 slightly thick fluid", ["clear vocal quality", "no coughing", "delayed throat clear x1"]),
    ("IDDSI 2 mildly thick via cup", ["safe on all trials", "no overt signs", "mild oral spillage"]),
    ("IDDSI 4 pureed (yoghurt) x5 tsp", ["good oral control", "oral residue on tongue", "prompt swallow"]),
    ("IDDSI 6 soft & bite-sized (banana)", ["prolonged mastication (>45s)", "fatigue after 3 mouthfuls",
                                            "residue buccal sulci L", "adequate bolus prep"]),
    ("IDDSI 7 regular (digestive biscuit)", ["effortful chewing", "coughing post swallow", "managed well"]),
    ("3oz water swallow test (Yale)", ["pass", "fail - coughed at 2/3 volume", "fail - wet voice"]),
]

PAS = {1: "material does not enter airway", 2: "enters airway, remains above VFs, ejected",
       3: "enters airway, remains above VFs, not ejected", 4: "contacts VFs, ejected",
       5: "contacts VFs, not ejected", 6: "passes below VFs, ejected", 7: "passes below VFs, not ejected despite effort",
       8: "passes below VFs, no effort to eject (silent)"}

VFSS_BOLUS = ["Thin (IDDSI 0) 5ml tsp", "Thin 10ml cup", "Thin sequential cup drinking", "Thin via straw",
              "IDDSI 1 5ml", "IDDSI 1 cup", "IDDSI 2 cup", "IDDSI 3 tsp", "IDDSI 4 puree 5ml", "IDDSI 6 banana",
              "IDDSI 7 cracker (Ritz)", "Barium tablet 13mm", "IDDSI 0 10ml w/ chin tuck",
              "IDDSI 0 cup w/ head turn L", "Mixed consistency (cereal/milk)"]
RESIDUE = ["none", "trace vallecular", "mild vallecular (Yale 2)", "moderate vallecular (Yale 3)",
           "severe vallecular (Yale 5)", "mild pyriform (Yale 2)", "moderate pyriform (Yale 3)",
           "diffuse pharyngeal coating", "PES stasis"]

VOICE_DX = ["bilateral mid-membranous vocal fold nodules", "R vocal fold polyp (haemorrhagic)",
            "primary muscle tension dysphonia (MTD)", "Reinke's oedema bilaterally", "L vocal fold palsy (paramedian)",
            "laryngopharyngeal reflux (RSI 21)", "functional dysphonia", "presbylaryngis with glottic gap",
            "sulcus vocalis R", "vocal fold cyst L", "adductor spasmodic dysphonia", "post-intubation granuloma",
            "paradoxical vocal fold motion / ILO", "chronic cough with laryngeal hypersensitivity",
            "Parkinson's hypophonia", "puberphonia", "transgender voice - feminisation goals"]
VOICE_TX = ["vocal hygiene (hydration 1.5-2L/day, steam inhalation, reduce throat clearing)",
            "semi-occluded vocal tract exercises (straw phonation, lip trills)", "resonant voice therapy",
            "laryngeal manual therapy / circumlaryngeal massage", "Vocal Function Exercises (Stemple) BD",
            "LSVT LOUD 16 sessions / 4 weeks", "Accent Method", "cough suppression techniques (PhoRTE not indicated)",
            "amplifier trial (ChatterVox)", "flow phonation", "Lessac-Madsen resonant voice therapy"]

PAEDS_TESTS = [
    ("CELF-5 UK", ["Core Language Score", "Receptive Language Index", "Expressive Language Index"]),
    ("CELF-Preschool 2", ["Core Language", "Receptive", "Expressive"]),
    ("PLS-5", ["Auditory Comprehension", "Expressive Communication", "Total Language"]),
    ("DEAP", ["Articulation", "Phonology (PCC)", "Inconsistency"]),
    ("RAPT (Renfrew Action Picture Test)", ["Information", "Grammar"]),
    ("TROG-2", ["Blocks passed"]),
    ("BPVS-3", ["Standard score"]),
    ("Renfrew Word Finding Vocabulary Test", ["Raw score"]),
    ("CASL-2", ["General Language Ability Index"]),
    ("GFTA-3", ["Sounds-in-Words standard score"]),
    ("Preschool Language Scale-5 (PLS-5) AC/EC", ["AC", "EC"]),
    ("ACE 6-11", ["Syntactic Formulation", "Narrative Propositions"]),
]
PROCESSES = ["fronting (/k/ -> [t], /g/ -> [d])", "stopping of fricatives", "cluster reduction", "final consonant deletion",
             "gliding of liquids (/r/ -> [w])", "weak syllable deletion", "backing (atypical)", "initial consonant deletion (atypical)",
             "context sensitive voicing", "palatalisation", "lateral /s/", "interdental lisp", "/th/ -> [f] (age appropriate)",
             "vowel errors", "inconsistent errors across repeated productions (25-item inconsistency 48%)"]
PAEDS_DX = ["Developmental Language Disorder (DLD)", "Speech Sound Disorder - phonological delay",
            "Speech Sound Disorder - consistent atypical phonological disorder", "Childhood Apraxia of Speech (suspected)",
            "developmental stammering", "Social Communication difficulties - awaiting ASD assessment",
            "language delay in the context of global developmental delay", "selective mutism",
            "cleft lip and palate (repaired) - velopharyngeal insufficiency", "Down syndrome - speech and language delay",
            "22q11.2 deletion syndrome - hypernasality", "hearing loss (bilateral moderate, hearing aids)",
            "Worster-Drought syndrome", "early language delay (late talker)"]
PAEDS_STRATS = ["Hanen 'It Takes Two to Talk' principles - OWL (Observe, Wait, Listen)", "commenting rather than questioning",
                "Makaton signs for core vocabulary", "visual timetable and Now/Next board", "reduce background noise during talk time",
                "model correct production without asking child to repeat", "expand utterances by one word",
                "Derbyshire Language Scheme activities", "Colourful Semantics for sentence building",
                "Lidcombe Program - parent-delivered verbal contingencies", "Nuffield Dyspraxia Programme (NDP3) practice 5 min daily",
                "Attention Autism bucket time", "Intensive Interaction", "minimal pairs therapy (Metaphon approach)",
                "Talk Boost small group", "Blank Levels of questioning (Level 1-2)", "phonological awareness - syllable clapping"]

AAC_DEVICES = ["Tobii Dynavox I-13", "Tobii Dynavox I-110", "Tobii Dynavox TD Pilot", "Grid Pad 13",
               "Grid Pad 10s", "Accent 1400 (PRC)", "NovaChat 8", "Lightwriter SL50", "Allora 2", "iPad 9th gen + Proloquo2Go",
               "iPad Air + TD Snap", "iPad + LAMP Words for Life", "Tellus i6", "GoTalk 20+", "BIGmack switch",
               "Step-by-Step with levels", "Eyegaze: PCEye 5 + Surface Pro", "Big Keys keyboard + Predictable app"]
AAC_SOFTWARE = ["TD Snap Core First", "Grid 3 - Super Core 50", "Proloquo2Go (Crescendo)", "LAMP WFL 84",
                "Predictable", "Grid 3 Text Talker", "Communicator 5", "TouchChat HD with WordPower 60", "Snap + Core First"]
AAC_ACCESS = ["direct access (R index finger)", "keyguard + direct touch", "eye gaze (dwell 0.8s)", "single switch scanning (head switch)",
              "two-switch step scanning", "partner-assisted auditory scanning", "joystick mouse", "head pointer (SmartNav)"]
AAC_MOUNTS = ["Rehadapt Mono 3D mount", "Daessy rigid wheelchair mount", "desk stand", "Monty 3D floor stand",
              "carry case with strap", "Manfrotto table clamp"]

THERAPY_TASKS = {
    "aphasia": ["naming to confrontation (Boston Naming Test items 1-30)", "semantic feature analysis - 10 items",
                "sentence generation from verbs (VNeST)", "reading comprehension at sentence level", "Constraint-Induced Aphasia Therapy drills",
                "script practice - ordering at cafe", "yes/no reliability (85% accurate)", "written naming via copy and recall"],
    "dysarthria": ["LSVT LOUD daily exercises (Ah, high/low)", "pacing board for rate", "over-articulation drills",
                   "intelligibility rating - single words 70%, sentences 55%", "breath support - phrasing 4-5 words/breath",
                   "Frenchay Dysarthria Assessment-2 items repeated"],
    "dysphagia": EXERCISES,
    "speech": ["/s/ initial position words (80% accuracy)", "/k/ vs /t/ minimal pairs (12/20)", "auditory discrimination of /f/ /p/",
               "cluster words /sp/ /st/ /sk/ with visual cues", "sentence level /r/ (60%)", "cycles approach - velars week 2"],
    "fluency": ["Lidcombe Program - severity ratings (SR 3-4)", "easy onset practice", "smooth speech at 2-word level",
                "desensitisation - voluntary stammering", "Palin PCI - special time x5/week", "Camperdown Program - video modelling"],
    "voice": VOICE_TX,
}

HIST_NEG = ["No change since last review 2/52 ago.", "Plan to repeat in 6/52.", "Symptoms for approx 3/12.",
            "Completed 5/7 IV abx.", "NBM for 48 hrs.", "Onset 10/7 ago.", "Duration 2 years, worse over last 6 months.",
            "PEG placed POD 2.", "Review 1/52.", "Day 4 post stroke.", "Admitted 3/7 ago.", "NEWS2 3.",
            "Sats 94% on 2L O2 via NC.", "RR 20, T 37.8.", "CRP 86, WCC 13.4.", "Na 131, K 4.2.",
            "BP 146/82, HR 78 irregular.", "Weight 58.2kg (BMI 19.6), MUST 2.", "CXR: R lower lobe consolidation.",
            "NIHSS 9 on admission.", "mRS 4.", "MoCA 21/30.", "FOIS level 3.", "Barthel 45/100."]

CODES = {
    "US": ["CPT 92610", "CPT 92611 (MBSS)", "CPT 92612 (FEES)", "CPT 92507", "CPT 92526", "CPT 92524 (voice eval)",
           "CPT 92523", "CPT 92607/92608", "ICD-10 R13.12", "ICD-10 R13.13", "ICD-10 I69.391", "ICD-10 R49.0",
           "ICD-10 F80.2", "ICD-10 F80.0", "ICD-10 G20", "ICD-10 G12.21", "HCPCS E2510", "HCPCS V5336"],
    "CA": ["OHIP code K018", "ICD-10-CA R13.1", "ICD-10-CA I63.5", "DAD code 5.1"],
    "AU": ["MBS item 10970", "ICD-10-AM R13", "NDIS support item 15_056_0128_1_3", "AR-DRG B70B"],
    "UK": ["SNOMED 399208008", "Read code 8HTK.", "TOMs Dysphagia D 3", "ICD-10 R13", "OPCS X61.2"],
}

OUTCOME = ["TOMs: Impairment 3, Activity 3, Participation 2.5, Wellbeing 3", "ASHA NOMS Swallowing Level 5",
           "FOIS 5 -> 6", "EAT-10 score 18/40", "SWAL-QOL completed", "MDADI composite 62", "DOSS level 4",
           "VHI-10 24/40", "VoiSS 48", "RSI 19/45", "COAST completed", "ROCS: Receptive 3, Expressive 2",
           "Therapy Outcome Measure (TOMs) Voice: I 2, A 3, P 3, W 2.5"]


def iddsi_rec(rng):
    f = pick(rng, IDDSI_FOOD)
    d = pick(rng, IDDSI_DRINK)
    thick = "" if d.startswith("Level 0") else " using %s (%d scoop%s per 200ml)" % (
        pick(rng, THICKENER), rng.randint(1, 4), "" if rng.random() < .3 else "s")
    return f, d + thick


def pmh_list(rng, k=None):
    k = k or rng.randint(2, 6)
    idx = sorted(rng.sample(range(len(PMH)), k))
    return [PMH[i] for i in idx]


def meds_list(rng, country, k=None):
    pool = MEDS[country]
    k = k or rng.randint(2, 6)
    idx = sorted(rng.sample(range(len(pool)), k))
    return [pool[i] for i in idx]


def strategies(rng, k=None):
    k = k or rng.randint(2, 5)
    idx = rng.sample(range(len(STRATEGIES)), k)
    return [STRATEGIES[i] for i in idx]


def bullets(n, rng, items, style=None):
    style = style or pick(rng, ["- ", "* ", "• ", "num", "  - "])
    for i, it in enumerate(items):
        n.add(("%d. " % (i + 1)) if style == "num" else style, it, "\n")


def neg(rng, k=1):
    return " ".join(rng.sample(HIST_NEG, k))


def code(rng, country):
    return pick(rng, CODES[country])


def pas_line(rng, score=None):
    s = score or wpick(rng, [(1, 5), (2, 3), (3, 2), (4, 1), (5, 1), (6, 1), (7, 1), (8, 2)])
    return s, "PAS %d (%s)" % (s, PAS[s])


def voice_measures(rng):
    f0 = rng.randint(95, 260)
    return [
        "F0 (sustained /a/): %d Hz" % f0,
        "Jitter local: %.2f%%" % (rng.uniform(0.3, 3.5)),
        "Shimmer local: %.1f%%" % (rng.uniform(2, 12)),
        "HNR: %.1f dB" % (rng.uniform(8, 24)),
        "CPPS: %.1f dB" % (rng.uniform(3, 15)),
        "MPT: %d s" % rng.randint(4, 25),
        "s/z ratio: %.1f" % (rng.uniform(0.8, 2.2)),
        "Pitch range: %d-%d Hz" % (f0 - rng.randint(20, 60), f0 + rng.randint(60, 300)),
    ]


def grbas(rng):
    return "G%dR%dB%dA%dS%d" % tuple(rng.randint(0, 3) for _ in range(5))


REFS = ["as per IDDSI framework (2019 update)", "in line with RCSLT dysphagia guidance (2014)", "per NICE CG162 (stroke rehab)",
        "see NICE NG236 (2023)", "ASHA Practice Portal recommendations", "SPA Dysphagia Clinical Guideline",
        "Mental Capacity Act 2005 principles applied", "SSNAP swallow screen within 4 hrs", "Glasgow Coma Scale 15/15",
        "Rosenbek (1996) PAS used", "Yale Swallow Protocol (Suiter & Leder 2014)", "DIGEST (Hutcheson 2017) grading",
        "MBSImP (Martin-Harris 2008) components", "Murray (1996) secretion scale"]


def refs(rng, k=1):
    return "; ".join(rng.sample(REFS, k))


def coding(rng, country):
    pool = CODES[country]
    k = min(len(pool), rng.randint(1, 3))
    return "Coding: " + " | ".join(rng.sample(pool, k))
