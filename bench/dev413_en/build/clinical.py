"""Clinical content for degenerative spine notes (never PHI).

Everything here is plain text: drug, device-model, score, eponym and
guideline names are the hard negatives of the set.
"""

LUMBAR = ["L1/2", "L2/3", "L3/4", "L4/5", "L5/S1"]
CERVICAL = ["C2/3", "C3/4", "C4/5", "C5/6", "C6/7", "C7/T1"]

CONDITIONS = {
    "disc": dict(
        region="lumbar", levels=[("L4/5", "L5"), ("L5/S1", "S1"), ("L3/4", "L4")],
        sides=["left", "right"],
        dx="{side} {level} disc prolapse with {root} radiculopathy",
        proc="{side} {level} microdiscectomy", icd="M51.16", cpt="63030",
        hx=["{Side} leg pain radiating to the foot in an {root} distribution, worse than the back pain.",
            "Sciatica down the {side} leg, worse on sitting and coughing; walking tolerance limited by leg pain.",
            "Pins and needles over the dorsum of the {side} foot, intermittent numbness of the toes."],
        exam=["SLR {side} 35 degrees with positive Lasegue's sign; crossed SLR negative.",
              "EHL power 4/5 on the {side}, ankle reflex reduced on the {side}.",
              "Reduced light touch in the {root} dermatome on the {side}; saddle sensation intact."],
        mri="At {level} there is a {side} paracentral disc extrusion with caudal migration, compressing the traversing {side} {root} nerve root in the lateral recess.",
        concl="{Side} paracentral {level} disc extrusion compressing the {side} {root} nerve root.",
        risks="dural tear (1-3%), nerve root injury, recurrent disc prolapse (about 5-10%), infection, haematoma, persistent pain",
        implants=[]),
    "stenosis": dict(
        region="lumbar", levels=[("L4/5", "L5"), ("L3/4", "L4"), ("L3/4 and L4/5", "L4 and L5")],
        sides=["bilateral", "bilateral", "left-sided", "right-sided"],
        dx="{level} spinal stenosis with neurogenic claudication",
        proc="{level} posterior decompression (laminotomy and undercutting facetectomy)", icd="M48.062", cpt="63047",
        hx=["Neurogenic claudication: both legs heavy and numb after walking about 100 yards, relieved by sitting or leaning on a trolley.",
            "Shopping trolley sign positive. Walking distance down to 5 minutes. Cycling tolerated.",
            "Aching in the buttocks and thighs on standing ({side})."],
        exam=["Power 5/5 throughout the lower limbs, reflexes symmetrical, downgoing plantars.",
              "Peripheral pulses palpable (dorsalis pedis and posterior tibial) which argues against vascular claudication.",
              "Lumbar extension reproduces the leg symptoms; SLR negative bilaterally."],
        mri="At {level} there is severe central canal stenosis (Schizas grade C) due to a diffuse disc bulge, ligamentum flavum hypertrophy and facet joint arthropathy, with trefoil configuration of the canal and redundant nerve roots above.",
        concl="Severe {level} central canal stenosis with lateral recess narrowing.",
        risks="dural tear (up to 5% in stenosis), nerve injury, infection, haematoma, instability needing later fusion, failure to relieve symptoms",
        implants=[]),
    "spondy": dict(
        region="lumbar", levels=[("L4/5", "L5"), ("L3/4", "L4")],
        sides=["bilateral", "left-sided", "right-sided"],
        dx="degenerative spondylolisthesis {level} (Meyerding grade 1) with stenosis",
        proc="{level} decompression and instrumented fusion (TLIF)", icd="M43.16", cpt="22633",
        hx=["Mechanical low back pain with {side} leg symptoms; worse on standing, some relief on flexion.",
            "Back pain on rising from a chair and a catch on turning; claudicant leg pain after 10 minutes.",
            "Failed 12 weeks of physiotherapy and two facet injections with only short-lived relief."],
        exam=["Step palpable at the lumbosacral junction. Power 5/5, reflexes present and symmetrical.",
              "Forward flexion to mid-shin, extension painful. Neurovascularly intact distally.",
              "Reduced sensation in the {root} dermatome, {side}."],
        mri="At {level} there is a 7 mm grade 1 anterolisthesis with facet effusions, bilateral facet arthropathy and moderate-to-severe central and lateral recess stenosis. Flexion-extension radiographs show 4 mm of translation.",
        concl="Grade 1 degenerative spondylolisthesis at {level} with moderate-to-severe stenosis.",
        risks="dural tear, nerve injury, screw malposition, non-union (pseudarthrosis), adjacent segment degeneration, infection, DVT/PE, blood transfusion",
        implants=["screws", "rods", "cage", "graft"]),
    "csm": dict(
        region="cervical", levels=[("C5/6", "C6"), ("C4/5 and C5/6", "C5 and C6"), ("C3-C6", "C4 to C6")],
        sides=["bilateral"],
        dx="degenerative cervical myelopathy, {level}",
        proc="{level} anterior cervical discectomy and fusion (ACDF)", icd="M47.12", cpt="22551",
        hx=["Clumsy hands, dropping cups, difficulty with buttons; unsteady on the feet for several months.",
            "Numb hands in a glove distribution and worsening handwriting; one fall on the stairs.",
            "Gait has become broad-based; needs a stick outdoors."],
        exam=["Hoffmann's sign positive bilaterally, brisk biceps and knee reflexes, 3 beats of ankle clonus on the right.",
              "Tandem gait not possible; Romberg's test positive. Grip release test 14 in 10 seconds.",
              "Inverted supinator reflex on the left; Babinski upgoing on the right."],
        mri="At {level} there is a broad disc-osteophyte complex with ossification of the ligamentum flavum effacing CSF anterior and posterior to the cord, with cord compression and T2 hyperintense intramedullary signal (no T1 hypointensity).",
        concl="Multilevel cervical spondylosis with cord compression and myelopathic signal change at {level}.",
        risks="dysphagia and hoarseness (recurrent laryngeal nerve), C5 palsy, dural tear, oesophageal injury, haematoma with airway compromise, non-union, progression of myelopathy",
        implants=["acdf_cage", "plate"]),
    "crad": dict(
        region="cervical", levels=[("C6/7", "C7"), ("C5/6", "C6")],
        sides=["left", "right"],
        dx="{side} {level} foraminal disc-osteophyte with {root} radiculopathy",
        proc="{level} ACDF", icd="M50.12", cpt="22551",
        hx=["{Side} arm pain radiating to the middle finger, worse with neck extension.",
            "Brachialgia on the {side} side; sleeps with the arm above the head (shoulder abduction relief sign).",
            "Neck pain with {side} triceps weakness noticed at the gym."],
        exam=["Spurling's test reproduces the {side} arm pain.",
              "Triceps power 4/5 on the {side}, triceps jerk reduced. Hoffmann's negative.",
              "Altered sensation over the {root} dermatome on the {side}."],
        mri="At {level} there is a {side} foraminal disc-osteophyte complex causing severe {side} foraminal stenosis with compression of the exiting {side} {root} root. No cord compression.",
        concl="Severe {side} {level} foraminal stenosis affecting the {root} nerve root.",
        risks="dysphagia, hoarseness, C5 palsy, dural tear, adjacent segment disease, non-union, infection",
        implants=["acdf_cage", "plate"]),
    "ces": dict(
        region="lumbar", levels=[("L4/5", "L5"), ("L5/S1", "S1"), ("L3/4", "L4")],
        sides=["bilateral", "left", "right"],
        dx="cauda equina syndrome secondary to a massive central {level} disc prolapse",
        proc="emergency {level} decompression and discectomy", icd="G83.4", cpt="63030",
        hx=["Bilateral sciatica, {side} worse, with new saddle numbness and difficulty initiating micturition since this morning.",
            "Altered sensation when wiping, reduced urge to pass urine and a sense of incomplete emptying.",
            "Reports no bowel accidents; erectile/sexual dysfunction not asked at first contact."],
        exam=["Reduced pinprick in the perianal region, S2-S4 bilaterally. Anal tone reduced on PR, squeeze weak.",
              "Reduced light touch over the L5 and S1 dermatomes bilaterally.",
              "Bilateral ankle jerks absent. Power 4/5 plantarflexion on the {side}."],
        mri="At {level} there is a large central and {side} paracentral disc extrusion occupying more than two thirds of the canal, severely compressing the cauda equina.",
        concl="Massive {level} central disc extrusion with compression of the cauda equina; urgent surgical review.",
        risks="persisting bladder, bowel or sexual dysfunction despite surgery, dural tear, nerve injury, infection, haematoma, recurrence",
        implants=[]),
    "cyst": dict(
        region="lumbar", levels=[("L4/5", "L5"), ("L3/4", "L4")],
        sides=["left", "right"],
        dx="{side} {level} facet synovial cyst with lateral recess stenosis",
        proc="{side} {level} excision of synovial cyst and decompression", icd="M71.38", cpt="63047",
        hx=["{Side} leg pain of sudden onset in an {root} pattern, not settling with pregabalin.",
            "Night pain in the {side} calf; able to walk only short distances.",
            "Intermittent {side} foot drop-like weakness after walking."],
        exam=["Tibialis anterior 4/5 on the {side}; knee reflexes present.",
              "SLR limited to 50 degrees on the {side}. Waddell signs 0/5.",
              "Sensory loss over the {root} dermatome on the {side}."],
        mri="At {level} there is a {side} facet synovial cyst measuring 9 mm projecting into the lateral recess, with an effusion in the {side} facet joint and compression of the {side} {root} root.",
        concl="{Side} {level} facet synovial cyst compressing the {root} root.",
        risks="dural tear (cyst often adherent to dura), recurrence, instability, infection, nerve injury",
        implants=[]),
}
COND_WEIGHTS = {"disc": 24, "stenosis": 22, "spondy": 14, "csm": 12, "crad": 10, "ces": 10, "cyst": 8}

ICD_FIX = {("crad", "C6/7"): "M50.123", ("crad", "C5/6"): "M50.122"}

NORMAL_LUMBAR = ["Normal disc height and hydration. No canal or foraminal stenosis.",
                 "Mild disc desiccation (Pfirrmann grade 3). No neural compromise.",
                 "Small broad-based disc bulge without neural compromise.",
                 "Mild facet arthropathy. Foramina patent.",
                 "Annular fissure (high intensity zone) posteriorly. No nerve root compression.",
                 "Type 1 Modic endplate change, otherwise unremarkable."]
NORMAL_CERVICAL = ["Mild disc bulge, CSF preserved around the cord.",
                   "No significant abnormality.", "Uncovertebral hypertrophy, mild foraminal narrowing.",
                   "Normal appearance.", "Minor disc-osteophyte complex without cord contact."]

IMPLANTS = {
    "screws": ("Polyaxial pedicle screw", ["Kestrel PS 6.5 x 45 mm", "Kestrel PS 6.5 x 50 mm", "Larkspur MIS 7.0 x 45 mm"]),
    "rods": ("Titanium rod, pre-contoured", ["Kestrel rod 5.5 x 50 mm", "Kestrel rod 5.5 x 60 mm"]),
    "cage": ("PEEK TLIF interbody cage", ["Ardent-T 10 mm 8 deg", "Ardent-T 12 mm 8 deg", "Corvid 11 mm lordotic"]),
    "graft": ("Demineralised bone matrix putty", ["Osteon DBM 5 cc", "Osteon DBM 10 cc"]),
    "acdf_cage": ("Cervical interbody cage, PEEK", ["Cirrus-C 6 mm", "Cirrus-C 7 mm", "Tarn-C 6 mm lordotic"]),
    "plate": ("Anterior cervical plate", ["Meridian ACP 1-level 14 mm", "Meridian ACP 2-level 32 mm"]),
}

MEDS = ["paracetamol 1 g QDS", "codeine phosphate 30 mg QDS PRN", "co-codamol 30/500 two tablets QDS",
        "naproxen 500 mg BD", "ibuprofen 400 mg TDS", "pregabalin 75 mg BD", "pregabalin 150 mg BD",
        "gabapentin 300 mg TDS", "amitriptyline 10 mg nocte", "duloxetine 60 mg OD",
        "tramadol 50 mg QDS PRN", "oxycodone MR 10 mg BD", "morphine sulphate oral solution 5 mg PRN",
        "omeprazole 20 mg OD", "lansoprazole 30 mg OD", "ramipril 5 mg OD", "amlodipine 5 mg OD",
        "atorvastatin 40 mg ON", "metformin 500 mg BD", "levothyroxine 100 micrograms OD",
        "apixaban 5 mg BD", "clopidogrel 75 mg OD", "aspirin 75 mg OD", "sertraline 50 mg OD",
        "tamsulosin 400 micrograms OD", "Laxido one sachet BD", "senna 15 mg ON", "diazepam 2 mg TDS PRN",
        "bisoprolol 2.5 mg OD", "alendronic acid 70 mg weekly", "Adcal-D3 one tablet BD",
        "salbutamol inhaler PRN", "Fostair 100/6 two puffs BD", "insulin glargine 18 units ON"]
US_MEDS = ["acetaminophen 1,000 mg q6h", "hydrocodone-acetaminophen 5/325 mg q6h PRN",
           "meloxicam 15 mg daily", "cyclobenzaprine 10 mg TID PRN", "gabapentin 300 mg TID",
           "lisinopril 20 mg daily", "metoprolol succinate 50 mg daily", "atorvastatin 40 mg daily",
           "metformin 1,000 mg BID", "omeprazole 20 mg daily", "oxycodone 5 mg q4h PRN",
           "docusate 100 mg BID", "polyethylene glycol 17 g daily", "apixaban 5 mg BID",
           "tamsulosin 0.4 mg daily", "levothyroxine 88 mcg daily", "sertraline 100 mg daily"]
PMH = ["type 2 diabetes (HbA1c 58 mmol/mol)", "hypertension", "atrial fibrillation on apixaban",
       "COPD", "obstructive sleep apnoea on CPAP", "obesity (BMI 34)", "hypothyroidism",
       "osteoporosis", "ischaemic heart disease with a coronary stent", "depression",
       "rheumatoid arthritis", "Parkinson's disease", "Crohn's disease", "Graves' disease",
       "Paget's disease of bone", "previous Bell's palsy", "Raynaud's phenomenon",
       "Dupuytren's contracture", "Barrett's oesophagus", "Hodgkin lymphoma in remission",
       "Meniere's disease", "gout", "asthma", "benign prostatic hyperplasia", "migraine",
       "fibromyalgia", "chronic kidney disease stage 3a (eGFR 52)", "Sjogren's syndrome",
       "Hashimoto's thyroiditis", "Addison's disease on hydrocortisone"]
ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "NKDA", "elastoplast", "NSAIDs (asthma)",
             "latex", "morphine (itch)", "No known drug allergies", "chlorhexidine (urticaria)"]

EPONYM_LINES = [
    "No Babinski response; plantars downgoing.", "Hoffmann's sign negative bilaterally.",
    "Romberg's test negative.", "No Lhermitte's phenomenon.", "Waddell signs 0/5.",
    "Trendelenburg gait absent.", "Schober's test 4 cm.", "FABER (Patrick's) test negative bilaterally.",
    "No Tinel's sign at the tarsal tunnel.", "Femoral stretch test negative.",
    "No Brown-Sequard pattern.", "Phalen's test negative (carpal tunnel considered and excluded).",
]
SCORE_LINES = [
    "{dis_idx} {odi}%.", "NRS {axial} {nrs_b}/10, {limb} {nrs_l}/10.", "EQ-5D-5L index {eq5d}.",
    "Keele STarT Back score {startb}/9.", "mJOA {mjoa}/18, Nurick grade {nurick}.",
    "PHQ-9 {phq}.", "Clinical Frailty Scale {cfs}.",
]
GUIDELINE_LINES = [
    "Managed in line with NICE NG59 (2016, updated 2020) for low back pain and sciatica.",
    "Pathway per the GIRFT National Suspected Cauda Equina Syndrome Pathway (2023).",
    "Red flags reviewed against the BASS/SBNS CES standards (2018).",
    "Consent process in keeping with Montgomery v Lanarkshire Health Board (2015) and GMC guidance (2020).",
    "VTE prophylaxis per the NICE NG89 (2018) pathway.",
    "Imaging appropriateness per the ACR Appropriateness Criteria for low back pain (2021).",
    "Surgical site infection bundle per the WHO Global Guidelines (2016).",
    "Patient given the Oswestry Disability Index and EQ-5D at baseline.",
]
HARDNEG_DEVICES = ["Jackson table", "Wilson frame", "Mayfield clamp", "Gardner-Wells tongs",
                   "Kerrison rongeur", "Penfield 4 dissector", "Cobb elevator", "Caspar pins",
                   "Jamshidi needle", "O-arm", "C-arm image intensifier", "Stealth navigation",
                   "Floseal", "Surgicel", "DuraSeal", "Tisseel", "Aspen collar",
                   "Miami J collar", "Philadelphia collar", "Boston brace", "TED stockings",
                   "Flowtron boots", "Redivac drain", "Foley catheter", "Bair Hugger",
                   "Adson forceps", "Kocher clamp", "Mayo scissors", "Cloward retractor"]


def rm(s, k):
    return s.format(**k)


def make_clin(rng, country, only=None, sex="M"):
    wts = only if only else COND_WEIGHTS
    keys = sorted(wts)
    ck = rng.choices(keys, weights=[wts[k] for k in keys])[0]
    cd = CONDITIONS[ck]
    level, root = rng.choice(cd["levels"])
    side = rng.choice(cd["sides"])
    k = {"level": level, "root": root, "side": side, "Side": side[:1].upper() + side[1:]}
    clin = {"cond": ck, "sreg": cd["region"], "level": level, "root": root, "side": side,
            "Side": k["Side"]}
    for f in ("dx", "proc", "mri", "concl", "risks"):
        clin[f] = rm(cd[f], k)
    clin["Dx"] = clin["dx"][:1].upper() + clin["dx"][1:]
    clin["limb"] = "leg" if cd["region"] == "lumbar" else ("arm" if ck == "crad" else "hand and arm")
    clin["Limb"] = clin["limb"][:1].upper() + clin["limb"][1:]
    clin["Proc"] = clin["proc"][:1].upper() + clin["proc"][1:]
    clin["hx_list"] = [rm(x, k) for x in cd["hx"]]
    clin["exam_list"] = [rm(x, k) for x in cd["exam"]]
    clin["hx"] = " ".join(clin["hx_list"][i] for i in sorted(rng.sample(range(3), 2)))
    clin["exam"] = " ".join(clin["exam_list"][i] for i in sorted(rng.sample(range(3), 2)))
    epo = rng.choice(EPONYM_LINES[:9])
    if epo.split(" ")[0] not in clin["exam"]:
        clin["exam"] += " " + epo
    clin["icd"] = ICD_FIX.get((ck, level), cd["icd"])
    clin["cpt"] = cd["cpt"]
    clin["implants"] = list(cd["implants"])
    clin["odi"] = str(rng.randint(22, 72))
    clin["nrs_b"] = str(rng.randint(3, 9))
    clin["nrs_l"] = str(rng.randint(4, 10))
    clin["eq5d"] = "0.%03d" % rng.randint(150, 780)
    clin["startb"] = str(rng.randint(2, 9))
    clin["mjoa"] = str(rng.randint(9, 16))
    clin["nurick"] = str(rng.randint(1, 4))
    clin["phq"] = str(rng.randint(2, 18))
    clin["cfs"] = str(rng.randint(2, 5))
    clin["asa"] = str(rng.choice([1, 2, 2, 2, 3, 3]))
    clin["bmi"] = "%d.%d" % (rng.randint(21, 39), rng.randint(0, 9))
    clin["dis_idx"] = "ODI" if cd["region"] == "lumbar" else "NDI"
    clin["axial"] = "back" if cd["region"] == "lumbar" else "neck"
    clin["scores"] = " ".join(rm(x, clin) for x in rng.sample(SCORE_LINES[:3], 2))
    meds = US_MEDS if country in ("US", "CA") else MEDS
    want, seen, ml = rng.randint(3, 6), set(), []
    for m in rng.sample(meds, len(meds)):
        drug = m.split(" ")[0]
        if drug not in seen and len(ml) < want and not (sex == "F" and drug == "tamsulosin"):
            seen.add(drug)
            ml.append(m)
    clin["meds_list"] = ml
    pmh = [p for p in PMH if sex == "M" or "prostat" not in p]
    clin["pmh_list"] = rng.sample(pmh, rng.randint(1, 4))
    clin["allergy"] = rng.choice(ALLERGIES)
    # the NHS-specific lines (NICE, GIRFT, BASS, Montgomery) only in UK and Irish notes
    clin["guideline"] = rng.choice(GUIDELINE_LINES if country in ("UK", "IE") else GUIDELINE_LINES[5:])
    clin["levels_all"] = LUMBAR if cd["region"] == "lumbar" else CERVICAL
    return clin


def mri_levels(rng, clin):
    """Per-level lines for an MRI report (plain text)."""
    out = []
    target = clin["level"]
    for lv in clin["levels_all"]:
        hit = lv in target or (target.startswith("C3-C6") and lv in ("C3/4", "C4/5", "C5/6"))
        if hit:
            out.append("%s: %s" % (lv, clin["mri"].replace("At %s there is a" % target, "There is a")
                                   .replace("At %s there is" % target, "There is")))
        else:
            pool = NORMAL_LUMBAR if clin["sreg"] == "lumbar" else NORMAL_CERVICAL
            out.append("%s: %s" % (lv, rng.choice(pool)))
    return out


def bloods(rng):
    return "Hb %d g/L, WCC %.1f, plt %d, Na %d, K %.1f, urea %.1f, creat %d, eGFR >%d, CRP %d" % (
        rng.randint(98, 156), rng.uniform(4.5, 14.0), rng.randint(150, 420), rng.randint(131, 144),
        rng.uniform(3.5, 5.0), rng.uniform(3.0, 9.5), rng.randint(55, 120), rng.choice([60, 90]),
        rng.randint(1, 95))
