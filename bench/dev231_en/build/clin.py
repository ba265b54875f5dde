"""Non-PHI clinical content for dev231_en: scores, labs, vitals, medicines, findings."""

# set by make.py for each note so that content fits the patient
CUR = {"sex": None, "dx": None}
M_ONLY = ("Benign prostatic hyperplasia", "Tamsulosin")
F_ONLY = ("Previous breast cancer, in remission",)

DX = [
    # key, long name, short, ICD-10, typical imaging
    ("ad", "Alzheimer's disease", "AD", "F00.1 / G30.1", "mta"),
    ("ad", "dementia due to Alzheimer's disease, late onset", "LOAD", "F00.1", "mta"),
    ("mixed", "mixed Alzheimer's and vascular dementia", "mixed AD/VaD", "F00.2", "svd"),
    ("vad", "vascular dementia (subcortical ischaemic)", "VaD", "F01.2", "svd"),
    ("dlb", "dementia with Lewy bodies", "DLB", "G31.8 / F02.8", "dlb"),
    ("ftd", "behavioural variant frontotemporal dementia", "bvFTD", "G31.0 / F02.0", "ftd"),
    ("pdd", "Parkinson's disease dementia", "PDD", "F02.3", "dlb"),
    ("mci", "mild cognitive impairment, amnestic multi-domain", "aMCI", "F06.7", "mild"),
    ("ppa", "logopenic variant primary progressive aphasia", "lvPPA", "G31.0", "ppa"),
    ("eoad", "young-onset Alzheimer's disease", "YOAD", "F00.0 / G30.0", "pca"),
    ("arbd", "alcohol-related brain damage", "ARBD", "F10.7", "arbd"),
    ("dep", "depressive disorder with subjective cognitive impairment, no dementia", "depression", "F32.1", "normal"),
]

SYMPTOMS = [
    "repeating the same questions within minutes", "misplacing keys and glasses, then accusing others of moving them",
    "difficulty following the plot of TV programmes", "forgetting to take tablets, or taking them twice",
    "word-finding pauses and using 'thingy' for objects", "losing track of the date and missing appointments",
    "leaving the gas hob on", "getting lost on a familiar bus route", "unpaid bills and letters piling up",
    "no longer able to manage the TV remote or mobile phone", "burning pans", "difficulty with the PIN at the shop",
    "reduced interest in hobbies", "poor recall of recent family events", "confusion in the late afternoon",
    "buying the same items repeatedly", "struggling with the crossword which used to be done daily",
    "wandering out at night", "difficulty recognising the grandchildren", "new problems judging distances on stairs",
]
DLB_FEATURES = ["well-formed visual hallucinations of small children in the garden",
                "fluctuations with 'blank spells' lasting hours", "acting out dreams, punching in sleep (RBD)",
                "shuffling gait and two falls", "seeing animals on the carpet", "marked daytime somnolence"]
FTD_FEATURES = ["disinhibited comments to strangers", "new sweet tooth, eating biscuits by the packet",
                "loss of empathy towards family", "rigid routines, walks the same circuit three times a day",
                "impulsive online spending", "apathy and neglect of personal hygiene"]

PMH = ["Hypertension", "Type 2 diabetes mellitus (diet controlled)", "T2DM on metformin", "AF, anticoagulated",
       "Hypercholesterolaemia", "Osteoarthritis both knees", "Previous TIA", "Left total hip replacement",
       "Hypothyroidism", "CKD stage 3a", "COPD", "Depression (remote)", "Glaucoma", "Bilateral cataract surgery",
       "Hearing impairment - bilateral hearing aids", "Benign prostatic hyperplasia", "Osteoporosis",
       "Ischaemic heart disease, PCI", "Parkinson's disease (dx 6 years ago)", "B12 deficiency on injections",
       "Recurrent UTIs", "Gout", "Previous breast cancer, in remission", "Macular degeneration (dry)",
       "Stroke with mild residual left weakness", "Anxiety", "Obstructive sleep apnoea on CPAP",
       "Heart failure (HFrEF)", "Migraine", "Colles fracture after fall"]

MEDS_GEN = [("Amlodipine", "5 mg OD"), ("Ramipril", "2.5 mg OD"), ("Atorvastatin", "20 mg nocte"),
            ("Simvastatin", "40 mg ON"), ("Levothyroxine", "75 micrograms OD"), ("Metformin", "500 mg BD"),
            ("Apixaban", "2.5 mg BD"), ("Edoxaban", "30 mg OD"), ("Bisoprolol", "2.5 mg OD"),
            ("Tamsulosin", "400 micrograms OD"), ("Lansoprazole", "15 mg OD"), ("Omeprazole", "20 mg OD"),
            ("Paracetamol", "1 g QDS PRN"), ("Adcal-D3", "1 tab BD"), ("Alendronic acid", "70 mg weekly"),
            ("Clopidogrel", "75 mg OD"), ("Furosemide", "40 mg mane"), ("Latanoprost eye drops", "1 drop ON both eyes"),
            ("Co-codamol 8/500", "2 tabs PRN"), ("Senna", "7.5 mg ON"), ("Laxido", "1 sachet OD"),
            ("Aspirin", "75 mg OD"), ("Vitamin B12 (hydroxocobalamin)", "1 mg IM 3-monthly"),
            ("Indapamide", "2.5 mg OD"), ("Sitagliptin", "50 mg OD"), ("Co-careldopa 25/100", "1 tab TDS")]
MEDS_CA = [("Amlodipine", "5 mg daily"), ("Perindopril", "4 mg daily"), ("Rosuvastatin", "10 mg qhs"),
           ("Levothyroxine", "0.075 mg daily"), ("Metformin", "500 mg BID"), ("Apixaban", "2.5 mg BID"),
           ("Metoprolol", "25 mg BID"), ("Tamsulosin CR", "0.4 mg daily"), ("Pantoprazole", "40 mg daily"),
           ("Acetaminophen", "650 mg q6h PRN"), ("Vitamin D3", "1000 IU daily"), ("Calcium carbonate", "500 mg BID"),
           ("ASA", "81 mg daily"), ("Hydrochlorothiazide", "12.5 mg daily"), ("PEG 3350", "17 g daily"),
           ("Cyanocobalamin", "1000 mcg PO daily"), ("Gliclazide MR", "30 mg daily"), ("Empagliflozin", "10 mg daily"),
           ("Furosemide", "20 mg daily"), ("Sennosides", "8.6 mg qhs"), ("Levodopa-carbidopa 100/25", "1 tab TID")]
ANTICHOL = [("Oxybutynin", "5 mg BD", 3), ("Amitriptyline", "10 mg ON", 3), ("Solifenacin", "5 mg OD", 3),
            ("Chlorphenamine", "4 mg PRN", 3), ("Tolterodine", "2 mg BD", 3), ("Paroxetine", "20 mg OD", 3),
            ("Diphenhydramine (OTC sleep aid)", "50 mg qhs", 3), ("Hyoscine butylbromide", "10 mg TDS", 3)]
PSYCH = [("Sertraline", "50 mg OD"), ("Mirtazapine", "15 mg ON"), ("Citalopram", "10 mg OD"),
         ("Trazodone", "50 mg ON"), ("Quetiapine", "25 mg ON"), ("Risperidone", "250 micrograms BD"),
         ("Melatonin MR", "2 mg ON"), ("Zopiclone", "3.75 mg ON PRN"), ("Lorazepam", "0.5 mg PRN max 1 mg/24h"),
         ("Escitalopram", "5 mg daily"), ("Haloperidol", "0.5 mg PRN")]
AChEI = [("Donepezil", ["5 mg ON", "10 mg ON", "5 mg nocte", "10 mg mane"]),
         ("Rivastigmine patch", ["4.6 mg/24h", "9.5 mg/24h", "13.3 mg/24h"]),
         ("Rivastigmine", ["1.5 mg BD", "3 mg BD"]),
         ("Galantamine XL", ["8 mg OD", "16 mg OD", "24 mg OD"]),
         ("Memantine", ["5 mg OD", "10 mg OD", "20 mg OD", "15 mg OD"])]
ALLERGY = ["NKDA", "No known drug allergies", "Penicillin (rash)", "Codeine - vomiting", "Sulfa - hives",
           "Trimethoprim (rash)", "NKA", "Latex", "Morphine - hallucinations", "Nil known"]


def moca(R, dx):
    low = dx in ("ad", "mixed", "eoad", "dlb", "pdd", "vad", "ftd", "arbd", "ppa")
    vs = R.randint(1, 4) if low else R.randint(3, 5)
    nam = R.randint(2, 3)
    att = R.randint(3, 6)
    lang = R.randint(0, 3)
    abst = R.randint(0, 2)
    recall = R.randint(0, 2) if dx in ("ad", "mixed", "eoad") else R.randint(1, 4)
    orient = R.randint(2, 5) if low else 6
    edu = 1 if R.random() < 0.4 else 0
    tot = min(30, vs + nam + att + lang + abst + recall + orient + edu)
    rows = [("Visuospatial/executive", vs, 5), ("Naming", nam, 3), ("Attention", att, 6), ("Language", lang, 3),
            ("Abstraction", abst, 2), ("Delayed recall", recall, 5), ("Orientation", orient, 6)]
    return rows, tot, edu


def ace3(R, dx):
    low = dx not in ("mci", "dep")
    att = R.randint(10, 17) if low else R.randint(15, 18)
    mem = R.randint(5, 17) if low else R.randint(14, 24)
    flu = R.randint(2, 10) if low else R.randint(7, 13)
    if dx in ("ppa", "ftd"):
        flu = R.randint(1, 5)
    lng = R.randint(15, 25)
    vis = R.randint(9, 16) if dx not in ("dlb", "pdd", "eoad") else R.randint(4, 11)
    rows = [("Attention", att, 18), ("Memory", mem, 26), ("Fluency", flu, 14), ("Language", lng, 26),
            ("Visuospatial", vis, 16)]
    return rows, sum(r[1] for r in rows)


def table(rows, total_label, total, total_max, R, width=None):
    w = width or R.choice([24, 28, 30])
    sep = R.choice(["", "-" * (w + 8) + "\n"])
    out = sep
    for name, v, mx in rows:
        out += "%s%s/%d\n" % (name.ljust(w), ("%d" % v).rjust(3), mx)
    out += sep + "%s%s/%d\n" % (total_label.ljust(w), ("%d" % total).rjust(3), total_max)
    return out


def table_pipe(rows, total_label, total, total_max):
    out = "| Domain | Score | Max |\n|---|---|---|\n"
    for name, v, mx in rows:
        out += "| %s | %d | %d |\n" % (name, v, mx)
    return out + "| **%s** | **%d** | **%d** |\n" % (total_label, total, total_max)


def vitals(R, terse=False):
    sys1, dia1 = R.randint(118, 172), R.randint(62, 94)
    drop = R.choice([2, 5, 8, 14, 22, 28])
    hr = R.randint(52, 96)
    if terse:
        return "BP %d/%d sitting, %d/%d standing (3 min). HR %d reg. SpO2 %d%% RA. Wt %.1f kg, BMI %.1f." % (
            sys1, dia1, sys1 - drop, dia1 - R.randint(0, 8), hr, R.randint(93, 99), R.uniform(44, 98), R.uniform(17, 33))
    return ("Lying BP %d/%d, standing BP %d/%d at 3 minutes (%s). Pulse %d bpm, %s. Temp %.1f C. "
            "Weight %.1f kg (%s)." % (sys1, dia1, sys1 - drop, dia1 - R.randint(0, 8),
                                      "postural drop" if drop >= 20 else "no significant postural drop",
                                      hr, R.choice(["regular", "irregularly irregular", "regular"]),
                                      R.uniform(36.0, 37.4), R.uniform(44, 98),
                                      R.choice(["stable", "down 3 kg in 6 months", "up 1.5 kg", "stable since last visit"])))


def labs(R, uk=True, lower_flag=False):
    items = []
    if uk:
        items = ["Hb %d g/L" % R.randint(98, 152), "WCC %.1f" % R.uniform(4.0, 10.5), "Plt %d" % R.randint(150, 390),
                 "Na %d" % R.randint(128, 144), "K %.1f" % R.uniform(3.5, 5.3), "Urea %.1f" % R.uniform(3.5, 12.0),
                 "Creat %d" % R.randint(58, 160), "eGFR %d" % R.randint(28, 90), "Adj Ca %.2f" % R.uniform(2.15, 2.6),
                 "ALT %d" % R.randint(8, 60), "ALP %d" % R.randint(40, 140), "Bili %d" % R.randint(4, 20),
                 "TSH %.2f" % R.uniform(0.4, 6.0), "B12 %d ng/L" % R.randint(140, 700),
                 "Folate %.1f" % R.uniform(2.5, 18), "HbA1c %d mmol/mol" % R.randint(36, 72),
                 "CRP %d" % R.randint(1, 40), "Vit D %d nmol/L" % R.randint(18, 95)]
    else:
        items = ["Hb %d g/L" % R.randint(98, 152), "WBC %.1f" % R.uniform(4.0, 10.5), "Plt %d" % R.randint(150, 390),
                 "Na %d" % R.randint(128, 144), "K %.1f" % R.uniform(3.5, 5.3), "Cr %d umol/L" % R.randint(58, 160),
                 "eGFR %d" % R.randint(28, 90), "Ca %.2f" % R.uniform(2.15, 2.6), "TSH %.2f mIU/L" % R.uniform(0.4, 6.0),
                 "B12 %d pmol/L" % R.randint(110, 600), "A1C %.1f%%" % R.uniform(5.4, 8.9),
                 "fasting glucose %.1f" % R.uniform(4.5, 9.0), "ALT %d" % R.randint(8, 60), "albumin %d" % R.randint(30, 45)]
    R.shuffle(items)
    k = R.randint(7, len(items))
    s = ", ".join(items[:k])
    if R.random() < 0.3:
        s += ". " + R.choice(["Syphilis and HIV serology negative", "Ferritin normal", "Lipids: TC 4.8, LDL 2.6",
                              "MSU no growth", "ECG: sinus rhythm, QTc 438 ms, PR 180 ms"])
    return s


def _fits(x):
    bad = M_ONLY if CUR["sex"] == "F" else F_ONLY
    return not any(x.startswith(b) for b in bad)


def pmh(R, k):
    return R.sample([x for x in PMH if _fits(x)], k)


def meds(R, uk=True, dementia=None, psych=0, antichol=False, n=None):
    pool = [m for m in (MEDS_GEN if uk else MEDS_CA) if _fits(m[0])]
    n = n if n is not None else R.randint(2, 8)
    items = R.sample(pool, min(n, len(pool)))
    out = ["%s %s" % x for x in items]
    if antichol:
        a = R.choice(ANTICHOL)
        out.append("%s %s" % (a[0], a[1]))
    ps = [p for p in PSYCH if not (CUR["dx"] in ("dlb", "pdd") and p[0] in ("Haloperidol", "Risperidone"))]
    for x in R.sample(ps, psych):
        out.append("%s %s" % x)
    if dementia:
        out.insert(R.randint(0, len(out)), dementia)
    return out


def achei(R, dx):
    if dx in ("ftd", "dep", "mci", "arbd"):
        return None
    if dx in ("dlb", "pdd") and R.random() < 0.6:
        d = R.choice(AChEI[1:3])
    else:
        d = R.choice(AChEI)
    return "%s %s" % (d[0], R.choice(d[1]))


MRI_FIND = {
    "mta": ["Bilateral medial temporal lobe atrophy, MTA (Scheltens) score %d on the left and %d on the right.",
            "Generalised cortical volume loss with disproportionate hippocampal atrophy.",
            "Mild periventricular white matter hyperintensities, Fazekas grade 1.",
            "Posterior cingulate/precuneus atrophy, Koedam score %d."],
    "svd": ["Confluent periventricular and deep white matter hyperintensities, Fazekas grade %d.",
            "Lacunar infarcts in the left lentiform nucleus and right thalamus.",
            "%d cerebral microbleeds in a deep distribution on SWI.", "MTA score %d bilaterally."],
    "dlb": ["Relative preservation of the medial temporal lobes (MTA %d).", "Mild generalised atrophy.",
            "No significant small vessel disease (Fazekas %d)."],
    "ftd": ["Marked bilateral frontal and anterior temporal atrophy, right greater than left ('knife-edge' gyri).",
            "Relative sparing of the parietal lobes.", "Fazekas %d."],
    "ppa": ["Left-predominant posterior temporal and inferior parietal atrophy.", "MTA %d left, %d right."],
    "pca": ["Parieto-occipital atrophy, Koedam score %d, with relatively preserved hippocampi for age."],
    "arbd": ["Cerebellar vermian atrophy and generalised volume loss out of keeping with age.", "Mamillary bodies small."],
    "mild": ["Age-appropriate volume. MTA %d bilaterally.", "Scattered punctate white matter hyperintensities, Fazekas %d."],
    "normal": ["No significant atrophy for age (MTA %d).", "Fazekas %d. No infarcts."],
}


def mri_findings(R, pattern):
    out = []
    for s in MRI_FIND[pattern]:
        k = s.count("%d")
        out.append(s % tuple(R.randint(1, 3) for _ in range(k)) if k else s)
    extra = ["No intracranial haemorrhage, mass lesion or hydrocephalus.",
             "Evans index %.2f." % R.uniform(0.24, 0.31), "No restricted diffusion.",
             "Incidental small left maxillary sinus mucosal thickening.",
             "Normal flow voids in the major intracranial vessels.",
             "Pituitary and craniocervical junction unremarkable.",
             "Cavum septum pellucidum (normal variant)."]
    out += R.sample(extra, R.randint(2, 4))
    return out


BPSD = [
    ("Agitation and pacing in the late afternoon (sundowning)", "shift change noise, fatigue, hunger",
     "offer snack and drink at 15:30, quiet lounge, walk in garden with staff, reduce TV volume"),
    ("Resistance to personal care (hitting out during washing)", "feeling rushed, cold bathroom, pain, two carers unfamiliar",
     "one familiar carer, explain each step, warm room first, offer choices, try later if refused"),
    ("Calling out repeatedly at night", "loneliness, needing toilet, pain, disorientation in dark",
     "night light, toileting at 23:00 and 03:00, reassurance, check pain with Abbey scale"),
    ("Exit-seeking - 'I need to collect the children from school'", "afternoon, visitors leaving, boredom",
     "validate feelings, redirect to meaningful task (folding towels), avoid arguing about time"),
    ("Accusations that staff are stealing", "misplaced belongings, memory loss",
     "keep handbag and purse in same place, help search calmly, do not contradict"),
    ("Visual hallucinations (sees people in room)", "poor lighting, shadows, DLB",
     "improve lighting, remove mirror if distressing, check glasses clean, do not argue"),
    ("Sexual disinhibition towards staff", "misidentification, boredom, FTD",
     "calm clear boundary, redirect, male carer where possible, record on ABC chart"),
    ("Low mood, tearful, withdrawing to room", "bereavement anniversary, loss of role",
     "1:1 time daily, reminiscence using life story book, consider GDS/Cornell scale"),
    ("Refusing food and drink", "dysphagia, dentures loose, dislikes texture, depression",
     "finger foods, SALT review, red plates, weigh weekly, food chart"),
    ("Verbal aggression to other residents", "noise in dining room, crowding",
     "seat at small table near window, serve meal first, staff stays nearby"),
    ("Hoarding and rummaging in other rooms", "searching for own belongings, boredom",
     "rummage box with familiar items, label own door with photo"),
    ("Sleep reversal, up from 02:00", "daytime napping, no activity, nocturia",
     "daytime activity programme, limit fluids after 19:00, review diuretic timing"),
]

EPONYM_LINES = [
    "Glasgow Coma Scale 15/15.", "GCS 15.", "No Babinski sign; plantars flexor.", "Romberg negative.",
    "Glabellar tap negative, no palmomental reflex.", "No cogwheel rigidity; Parkinsonism not evident.",
    "Mild bradykinesia L>R, UPDRS-III 14.", "Hoehn and Yahr stage 2.", "Hachinski ischaemic score 5.",
    "Rinne positive bilaterally.", "Fundoscopy limited by cataract.", "Gait: short-stepped, en bloc turning.",
    "Tone normal, power 5/5 throughout.", "Addenbrooke's Cognitive Examination (ACE-III) administered in English.",
    "Montreal Cognitive Assessment (MoCA v8.1) version used.", "Mini-Cog 2/5.", "Clock drawing: numbers crowded on right, hands incorrect.",
    "Trail Making Test B abandoned at 5 minutes.", "Boston Naming Test 11/15.", "Rey figure copy poor.",
    "Cornell Scale for Depression in Dementia 9.", "Barthel Index 85/100.", "Waterlow 14, MUST 1.",
    "Abbey Pain Scale 4 (mild).", "PAINAD 2.", "NEWS2 1.", "Bristol stool chart type 4-5.",
    "Lawton IADL 3/8.", "Zarit Burden Interview 38/88.", "NPI-Q severity 9, distress 12.",
]

PLANS = [
    "Bloods as above; add B12/folate if not done in last 6 months.",
    "ECG prior to starting cholinesterase inhibitor (check HR > 60 and no heart block).",
    "Refer to post-diagnostic support / dementia adviser.",
    "Encourage Lasting Power of Attorney for both health and welfare and property and finance.",
    "Carer's assessment offered.", "OT home safety assessment.", "Falls clinic referral.",
    "Review anticholinergic burden with GP (ACB score %d).", "Hearing assessment - wax in both ears.",
    "Optician review recommended.", "Discussed Cognitive Stimulation Therapy group (14 sessions).",
    "Advice re: driving and licensing authority notification given verbally and in writing.",
    "Safeguarding: nil concerns at present.", "Advance care planning discussion to be offered.",
    "Sleep hygiene advice.", "Alcohol advice: reduce to < 14 units/week.",
]


def plan_items(R, k):
    out = []
    pool = PLANS if CUR["dx"] not in ("ftd", "dep", "mci", "arbd") else [p for p in PLANS if not p.startswith("ECG")]
    for s in R.sample(pool, k):
        out.append(s % R.randint(3, 7) if "%d" in s else s)
    return out
