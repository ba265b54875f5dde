"""Clinical profile of a neurorehabilitation patient and hard-negative vocabulary.

Nothing here is PHI: drug, device-model, test and scale names, eponyms,
guideline titles and years, public bodies.
"""

KINDS = ["lmca", "rmca", "ich", "post", "tbi", "tbi", "sah", "hypoxic", "enceph", "tumour", "lmca", "rmca"]

DX = {
    "lmca": ("left MCA territory ischaemic stroke", "L MCA infarct", "right"),
    "rmca": ("right MCA territory ischaemic stroke", "R MCA infarct", "left"),
    "ich": ("intracerebral haemorrhage, {side2} basal ganglia", "ICH ({side2} BG)", None),
    "post": ("posterior circulation stroke (left PICA / cerebellar)", "POCS - L cerebellar", None),
    "tbi": ("severe traumatic brain injury", "TBI", None),
    "sah": ("aneurysmal subarachnoid haemorrhage (Fisher grade 3)", "aSAH", None),
    "hypoxic": ("hypoxic-ischaemic brain injury following out-of-hospital cardiac arrest", "HIBI post OHCA", None),
    "enceph": ("HSV encephalitis", "HSV encephalitis", None),
    "tumour": ("right frontal meningioma, post resection", "R frontal meningioma (resected)", "left"),
}

TBI_MECH = ["fall from a ladder", "fall down stairs at home", "road traffic collision (driver)",
            "motorcycle crash", "assault", "cycling accident (no helmet)", "fall from a horse",
            "pedestrian struck by car", "fall from scaffolding at work", "quad bike rollover"]
TBI_LESION = ["bifrontal contusions", "acute subdural haematoma (evacuated)",
              "diffuse axonal injury", "left temporal contusion and traumatic SAH",
              "right frontoparietal contusions with midline shift"]

ACUTE_TX = {
    "lmca": ["IV thrombolysis (alteplase)", "mechanical thrombectomy (TICI 2b)", "IV tenecteplase then thrombectomy",
             "conservative management (outside window)"],
    "rmca": ["decompressive hemicraniectomy day 2", "IV thrombolysis (tenecteplase)", "mechanical thrombectomy (TICI 3)"],
    "ich": ["BP lowering per INTERACT protocol", "EVD insertion for hydrocephalus", "conservative management"],
    "post": ["posterior fossa decompression", "conservative management", "IV thrombolysis"],
    "tbi": ["ICP monitoring and sedation in ICU", "craniotomy and evacuation of ASDH",
            "tracheostomy (since decannulated)", "PEG insertion"],
    "sah": ["endovascular coiling", "surgical clipping", "EVD then VP shunt", "nimodipine 21 days"],
    "hypoxic": ["targeted temperature management", "ICD insertion", "PCI to LAD"],
    "enceph": ["IV aciclovir 21 days", "IV methylprednisolone then IVIG"],
    "tumour": ["right frontal craniotomy and resection (Simpson grade 2)", "dexamethasone wean"],
}

PMH = ["hypertension", "type 2 diabetes", "atrial fibrillation", "hypercholesterolaemia",
       "ex-smoker (30 pack-years)", "alcohol excess", "depression", "obstructive sleep apnoea on CPAP",
       "hypothyroidism", "osteoarthritis knees", "COPD", "previous TIA", "gout", "asthma",
       "chronic kidney disease stage 3a", "migraine", "epilepsy (childhood)", "none significant"]

MEDS = {
    "stroke": ["Clopidogrel 75 mg OD", "Aspirin 75 mg OD", "Atorvastatin 80 mg nocte", "Apixaban 5 mg BD",
               "Ramipril 5 mg OD", "Amlodipine 5 mg OD", "Rosuvastatin 20 mg nocte", "Perindopril 4 mg mane",
               "Bisoprolol 2.5 mg OD", "Rivaroxaban 20 mg OD", "Dabigatran 150 mg BD", "Indapamide 2.5 mg OD"],
    "tbi": ["Levetiracetam 500 mg BD", "Propranolol 10 mg TDS", "Quetiapine 25 mg nocte", "Amantadine 100 mg BD",
            "Melatonin 2 mg nocte", "Sodium valproate 500 mg BD", "Methylphenidate 5 mg mane"],
    "general": ["Paracetamol 1 g QDS PRN", "Omeprazole 20 mg OD", "Senna 15 mg nocte", "Macrogol 1 sachet BD",
                "Sertraline 50 mg OD", "Mirtazapine 15 mg nocte", "Enoxaparin 40 mg SC OD", "Baclofen 10 mg TDS",
                "Gabapentin 300 mg TDS", "Amitriptyline 10 mg nocte", "Metformin 500 mg BD", "Levothyroxine 75 mcg OD",
                "Lansoprazole 30 mg OD", "Oxybutynin 5 mg BD", "Tamsulosin 400 mcg OD", "Vitamin D 1000 units OD",
                "Citalopram 20 mg OD", "Pregabalin 75 mg BD", "Tizanidine 2 mg TDS", "Modafinil 100 mg mane",
                "Insulin glargine 18 units nocte", "Thiamine 100 mg TDS", "Lactulose 10 mL BD"],
}

SHUNTS = ["Codman Certas Plus programmable VP shunt", "Medtronic Strata II valve", "Sophysa Polaris valve",
          "Aesculap proGAV 2.0 valve"]
PUMPS = ["Medtronic SynchroMed II intrathecal pump", "Prometra II programmable pump"]
OTHER_DEVICES = ["Bioness L300 Go FES unit", "WalkAide FES device", "Odstock ODFS Pace stimulator",
                 "ResMed AirSense 10 CPAP", "Phonak hearing aid (R)", "Boston Scientific ICD",
                 "Invacare Action3 wheelchair", "Quickie Argon wheelchair", "Permobil M3 powerchair",
                 "Abbott Assurity pacemaker", "Medtronic Reveal LINQ loop recorder"]

TOOLS_MOTOR = ["Berg Balance Scale", "Timed Up and Go", "10 Metre Walk Test", "Functional Ambulation Category",
               "Rivermead Mobility Index", "Fugl-Meyer Assessment (LE)", "Modified Ashworth Scale",
               "Tardieu Scale", "Action Research Arm Test", "Nine Hole Peg Test", "Chedoke-McMaster Stroke Assessment",
               "Dynamic Gait Index", "6 Minute Walk Test", "Trunk Control Test", "Motricity Index",
               "Community Balance and Mobility Scale", "Box and Block Test"]
TOOLS_COG = ["Montreal Cognitive Assessment (MoCA)", "Addenbrooke's Cognitive Examination-III",
             "Oxford Cognitive Screen", "Rivermead Behavioural Memory Test-3", "Westmead PTA Scale",
             "Rancho Los Amigos Levels of Cognitive Functioning", "Mayo-Portland Adaptability Inventory-4",
             "Cognistat", "Middlesex Elderly Assessment of Mental State", "Star Cancellation Test",
             "Catherine Bergego Scale", "Albert's line cancellation test", "Apples Cancellation Test",
             "Behavioural Inattention Test", "Hayling and Brixton Tests", "Trail Making Test A and B"]
TOOLS_LANG = ["Boston Naming Test", "Western Aphasia Battery-Revised", "Comprehensive Aphasia Test",
              "Sheffield Screening Test for Acquired Language Disorders", "Frenchay Dysarthria Assessment-2",
              "Frenchay Aphasia Screening Test", "Pyramids and Palm Trees", "Mount Wilga High Level Language Test",
              "Bedside Western Aphasia Battery", "Communication Effectiveness Index", "Scenario Test",
              "Functional Oral Intake Scale", "Yale Swallow Protocol", "Mann Assessment of Swallowing Ability"]
TOOLS_ADL = ["Barthel Index", "FIM", "UK FIM+FAM", "Northwick Park Dependency Score",
             "Nottingham Extended ADL Scale", "Frenchay Activities Index", "Kettle Test",
             "Assessment of Motor and Process Skills", "Canadian Occupational Performance Measure",
             "Goal Attainment Scaling", "Rehabilitation Complexity Scale", "Lawton IADL Scale",
             "Section GG self-care items", "AROC impairment coding", "Care and Needs Scale"]
TOOLS_MOOD = ["Hospital Anxiety and Depression Scale", "PHQ-9", "GAD-7", "DASS-21", "Stroke Aphasic Depression Questionnaire",
              "Hamilton Depression Rating Scale", "Apathy Evaluation Scale", "Epworth Sleepiness Scale",
              "Depression Intensity Scale Circles", "Neurobehavioral Rating Scale", "Overt Behaviour Scale"]

EPONYM_SIGNS = ["Babinski sign present on the right", "Hoffmann sign negative", "Romberg positive",
                "no Horner's syndrome", "Broca's-type non-fluent output", "features of Wernicke's aphasia",
                "Gerstmann features (finger agnosia, acalculia)", "pusher syndrome (Burke Lateropulsion Scale 8)",
                "Todd's paresis excluded", "positive Hoffmann on the left", "glabellar tap positive (Myerson sign)",
                "Brunnstrom stage 3 upper limb", "Parinaud-type upgaze limitation"]

EQUIPMENT = ["Zimmer frame", "4-wheeled Rollator", "quad stick", "hemi-walker", "Sara Stedy", "ceiling hoist",
             "Molift Quick Raiser", "Jay cushion", "ROHO cushion", "perching stool", "Dycem mat",
             "Nelson knife", "rocker knife", "plate guard", "kettle tipper", "toilet frame", "bath board",
             "shower chair", "Saebo MyoTrac", "MOTOmed cycle", "Lokomat", "Theraband", "Theraputty",
             "Tubigrip", "posterior leaf spring AFO", "hinged AFO", "resting hand splint", "Lycra arm sleeve",
             "wrist-hand orthosis", "slide sheet", "Ekso exoskeleton", "Armeo Spring"]

GUIDELINES = {
    "UK": ["National Clinical Guideline for Stroke for the UK and Ireland (2023)", "NICE NG236 (2023)",
           "NICE NG211 (2022)", "BSRM core standards (2021)", "Mental Capacity Act 2005", "Care Act 2014"],
    "IE": ["National Clinical Guideline for Stroke for the UK and Ireland (2023)", "HSE National Stroke Strategy 2022-2027",
           "Assisted Decision-Making (Capacity) Act 2015", "NICE NG211 (2022)"],
    "US": ["AHA/ASA Guidelines for Adult Stroke Rehabilitation and Recovery (2016)", "CMS IRF-PAI",
           "VA/DoD Clinical Practice Guideline for mTBI (2021)", "the 60% rule (CMS)", "HIPAA Privacy Rule"],
    "CA": ["Canadian Stroke Best Practice Recommendations (7th edition, 2022)", "INESSS-ONF TBI Guideline (2016)",
           "Ontario Health Quality Standard for Stroke (2016)", "Health Care Consent Act 1996"],
    "AU": ["Australian and New Zealand Living Clinical Guidelines for Stroke Management", "AROC benchmarks (2023)",
           "NSQHS Standards (2nd ed.)", "Guardianship and Administration Act 2019", "Austroads Assessing Fitness to Drive (2022)"],
    "NZ": ["Australian and New Zealand Living Clinical Guidelines for Stroke Management", "Te Whatu Ora stroke pathway",
           "Code of Health and Disability Services Consumers' Rights", "NZTA medical aspects of fitness to drive (2014)"],
}

LEGAL_WORDS = ("Act", "Rule", "Code", "rule")


def guideline(rng, cc, legal=False):
    """A clinical guideline (legal=False) or a piece of legislation (legal=True)."""
    pool = [g for g in GUIDELINES[cc] if any(w in g.split() for w in LEGAL_WORDS) == legal]
    return rng.choice(pool or GUIDELINES[cc])


LICENSING = {
    "UK": ["the DVLA", "DVLA"], "IE": ["the NDLS", "the RSA"], "US": ["the DMV", "the state DMV"],
    "CA": ["the MTO", "the provincial licensing authority"], "AU": ["the Department of Transport", "the state licensing authority"],
    "NZ": ["Waka Kotahi NZTA", "NZTA"],
}

PUBLIC_BODIES = {
    "UK": ["DVLA", "NHS", "DWP", "Access to Work", "Blue Badge scheme", "PIP", "the CQC"],
    "IE": ["HSE", "NDLS", "RSA", "the Department of Social Protection", "Disability Allowance"],
    "US": ["Medicare", "Medicaid", "the DMV", "CMS", "the Social Security Administration", "SSDI"],
    "CA": ["OHIP", "the MTO", "WSIB", "CPP Disability", "ODSP"],
    "AU": ["NDIS", "Medicare", "Centrelink", "the Department of Transport", "My Aged Care", "TAC", "icare"],
    "NZ": ["ACC", "Waka Kotahi NZTA", "Work and Income", "Te Whatu Ora", "Whaikaha"],
}


def make_profile(rng, cc, age):
    k = rng.choice(KINDS)
    if k in ("tbi",) and age > 75 and rng.random() < 0.6:
        k = rng.choice(["lmca", "rmca", "ich"])
    long, short, side = DX[k]
    side2 = rng.choice(["left", "right"])
    long = long.replace("{side2}", side2)
    short = short.replace("{side2}", "L" if side2 == "left" else "R")
    if k == "ich":
        side = "right" if side2 == "left" else "left"
    if k == "tbi":
        mech = rng.choice(TBI_MECH)
        lesion = rng.choice(TBI_LESION)
        long = "%s (%s) following %s" % (long, lesion, mech)
        side = rng.choice(["left", "right", None])
    else:
        mech = None
    pr = {
        "kind": k, "dx": long, "dx_short": short, "side": side, "mech": mech,
        "aphasia": k == "lmca" or (k == "ich" and side == "right" and rng.random() < 0.6),
        "neglect": k in ("rmca", "tumour") or (k == "ich" and side == "left" and rng.random() < 0.5),
        "dysphagia": rng.random() < (0.6 if k in ("post", "lmca", "tbi") else 0.3),
        "dysarthria": k == "post" or rng.random() < 0.3,
        "ataxia": k == "post",
        "memory": k in ("tbi", "hypoxic", "enceph", "sah") or rng.random() < 0.3,
        "behaviour": k in ("tbi", "enceph", "tumour") and rng.random() < 0.7,
        "acute_tx": rng.choice(ACUTE_TX[k]),
        "pmh": sorted(set(rng.sample(PMH, rng.randint(1, 4)))),
    }
    if len(pr["pmh"]) > 1 and "none significant" in pr["pmh"]:
        pr["pmh"].remove("none significant")
    pr.update({
        "gcs": rng.randint(3, 9) if k in ("tbi", "hypoxic") else rng.randint(9, 15),
        "pta": rng.randint(8, 75) if k == "tbi" else None,
    })
    meds = rng.sample(MEDS["stroke"], 3) if k in ("lmca", "rmca", "ich", "post") else []
    if k in ("tbi", "enceph", "tumour", "sah", "hypoxic"):
        meds += rng.sample(MEDS["tbi"], 2)
    meds += rng.sample(MEDS["general"], rng.randint(2, 4))
    pr["meds"] = meds
    dev = None
    if k == "sah" and "shunt" in pr["acute_tx"]:
        dev = ("shunt", rng.choice(SHUNTS))
    elif k == "hypoxic" and pr["acute_tx"] == "ICD insertion":
        dev = ("icd", "Boston Scientific ICD")
    elif rng.random() < 0.45:
        dev = ("other", rng.choice(OTHER_DEVICES))
    pr["device"] = dev
    # function scores: admission -> current
    fim_m = rng.randint(20, 60)
    fim_c = rng.randint(10, 28)
    pr["fim_m"] = (fim_m, min(91, fim_m + rng.randint(6, 30)))
    pr["fim_c"] = (fim_c, min(35, fim_c + rng.randint(1, 8)))
    b = rng.randint(3, 14)
    pr["barthel"] = (b, min(20, b + rng.randint(2, 7)))
    berg = rng.randint(4, 38)
    pr["berg"] = (berg, min(56, berg + rng.randint(4, 18)))
    pr["moca"] = rng.randint(12, 27)
    pr["tug"] = round(rng.uniform(14.0, 48.0), 1)
    pr["tenmwt"] = round(rng.uniform(0.25, 1.05), 2)
    pr["fac"] = (rng.randint(0, 2), rng.randint(2, 5))
    pr["mas"] = rng.choice(["1", "1+", "2", "3"])
    pr["hads"] = (rng.randint(2, 15), rng.randint(2, 15))
    pr["side_l"] = pr["side"] or rng.choice(["left", "right"])
    return pr


def hemi(pr):
    if pr["side"]:
        return "%s hemiparesis" % pr["side"]
    if pr["ataxia"]:
        return "left-sided ataxia"
    return "generalised weakness and deconditioning"
