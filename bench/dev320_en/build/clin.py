"""Clinical vocabulary: mostly hard negatives (drugs, doses, labs, scores, eponyms, device models)."""

DRUGS = [
    ("alendronic acid", "70 mg once weekly"), ("risedronate", "35 mg weekly"), ("denosumab", "60 mg s/c 6-monthly"),
    ("zoledronic acid", "5 mg IV yearly"), ("teriparatide", "20 mcg s/c daily"), ("colecalciferol", "800 units OD"),
    ("Adcal-D3", "1 tab BD"), ("Accrete D3", "1 tab OD"), ("amlodipine", "5 mg OD"), ("ramipril", "2.5 mg OD"),
    ("bisoprolol", "2.5 mg OD"), ("doxazosin", "4 mg nocte"), ("tamsulosin", "400 mcg OD"), ("furosemide", "40 mg mane"),
    ("bendroflumethiazide", "2.5 mg OD"), ("indapamide", "2.5 mg OD"), ("atorvastatin", "20 mg nocte"),
    ("apixaban", "2.5 mg BD"), ("edoxaban", "30 mg OD"), ("warfarin", "as per INR"), ("aspirin", "75 mg OD"),
    ("clopidogrel", "75 mg OD"), ("metformin", "500 mg BD"), ("gliclazide", "40 mg OD"),
    ("insulin glargine", "14 units nocte"), ("levothyroxine", "75 mcg OD"), ("omeprazole", "20 mg OD"),
    ("lansoprazole", "15 mg OD"), ("sertraline", "50 mg OD"), ("mirtazapine", "15 mg nocte"),
    ("citalopram", "20 mg OD"), ("amitriptyline", "10 mg nocte"), ("zopiclone", "3.75 mg nocte"),
    ("temazepam", "10 mg nocte"), ("diazepam", "2 mg PRN"), ("codeine phosphate", "30 mg QDS PRN"),
    ("tramadol", "50 mg QDS PRN"), ("morphine sulfate MR", "10 mg BD"), ("paracetamol", "1 g QDS"),
    ("pregabalin", "75 mg BD"), ("gabapentin", "300 mg TDS"), ("oxybutynin", "5 mg BD"), ("solifenacin", "5 mg OD"),
    ("co-careldopa", "25/100 TDS"), ("donepezil", "10 mg nocte"), ("memantine", "10 mg OD"),
    ("quetiapine", "25 mg nocte"), ("prochlorperazine", "5 mg TDS PRN"), ("betahistine", "16 mg TDS"),
    ("senna", "15 mg nocte"), ("lactulose", "10 mL BD"), ("digoxin", "62.5 mcg OD"), ("prednisolone", "5 mg OD"),
    ("fludrocortisone", "100 mcg OD"), ("midodrine", "2.5 mg TDS"), ("tiotropium", "2 puffs OD"),
    ("ferrous fumarate", "210 mg OD"), ("folic acid", "5 mg OD"), ("latanoprost eye drops", "1 drop nocte"),
]
US_NAME = {"paracetamol": "acetaminophen", "alendronic acid": "alendronate", "colecalciferol": "vitamin D3",
           "Adcal-D3": "calcium carbonate/vitamin D3", "Accrete D3": "calcium + D3", "co-careldopa": "carbidopa/levodopa",
           "bendroflumethiazide": "hydrochlorothiazide", "furosemide": "furosemide", "doxazosin": "doxazosin",
           "zopiclone": "zolpidem", "prochlorperazine": "meclizine", "betahistine": "meclizine", "lansoprazole": "pantoprazole"}
US_DOSE = {"OD": "daily", "BD": "BID", "TDS": "TID", "QDS": "QID", "nocte": "qHS", "mane": "qAM"}

PMH = [
    "Hypertension", "AF (CHA2DS2-VASc 5)", "T2DM", "Parkinson's disease", "OA both knees",
    "CKD stage 3a", "Lewy body dementia", "Alzheimer's disease (mild)", "TIA", "BPPV", "Meniere's disease",
    "AMD - registered sight impaired", "Peripheral neuropathy", "B12 deficiency", "Hypothyroidism",
    "Depression", "COPD", "HFrEF (EF 35%)", "Paget's disease of bone", "Polymyalgia rheumatica",
    "Urge incontinence", "Orthostatic hypotension", "Moderate aortic stenosis", "Stokes-Adams attacks",
    "Dupuytren's contracture", "Hallux valgus", "Carotid sinus hypersensitivity", "Osteoporosis",
    "Heberden's nodes", "Hashimoto's thyroiditis", "Sjogren's syndrome", "Raynaud's phenomenon",
    "Bell's palsy (residual)", "Crohn's disease", "Wernicke's encephalopathy (remote)",
    "Spinal stenosis", "Cervical myelopathy", "Essential tremor", "Lumbar spondylosis", "Gout",
    "Normal pressure hydrocephalus (query)", "Anaemia of chronic disease", "Macular degeneration",
]
PMH_DATED = [
    "L Colles' fracture", "R #NOF - DHS", "L #NOF - hemiarthroplasty", "T12 wedge fracture", "L1 vertebral fracture",
    "Pacemaker (complete heart block)", "R THR", "L TKR", "Stroke (L MCA)", "R cataract extraction",
    "Weber B ankle fracture", "Proximal humerus fracture", "Pubic rami fracture", "MI - PCI to LAD",
    "Hartmann's procedure", "Cholecystectomy", "Subdural haematoma - conservative",
]
MECH = [
    "tripped on the rug in the hallway", "lost balance turning in the kitchen", "legs gave way getting out of bed",
    "felt lightheaded standing up from the toilet", "slipped in the shower", "missed the bottom step of the stairs",
    "fell reaching into a high cupboard", "fell in the garden while hanging out washing", "was found on the floor with no recollection of falling",
    "caught a foot on the edge of the door mat", "stood up quickly from the armchair and 'went dizzy'",
    "slid off the edge of the bed", "tripped over the cat", "fell walking back from the bathroom at night without glasses",
    "fell backwards when reaching for the kettle", "stumbled on the uneven pavement outside the house",
]
PLACES_IN_HOME = ["hallway", "kitchen", "bathroom", "bedroom", "lounge", "stairs", "garden", "front step", "conservatory"]


def in_place(p):
    return ("on the " if p in ("stairs", "front step") else "in the ") + p
DXA_SCANNERS = ["Hologic Horizon A", "Hologic Discovery W", "GE Lunar iDXA", "GE Lunar Prodigy", "Hologic Horizon Wi"]
TELECARE_KIT = ["Lifeline Vi+", "Tunstall iVi fall detector", "Lifeline Digital", "Careline Smart Hub",
                "SmartLink pendant", "MyAmie pendant", "Doro Care 9500", "Chiptech Go", "PERS base unit"]
AIDS = ["4-wheeled walker", "Zimmer frame", "quad stick", "walking stick", "tripod", "rollator", "wheelchair for distance",
        "Sara Stedy", "perching stool", "toilet frame", "raised toilet seat", "bed lever", "grab rails", "half step"]
PUBLIC = {"UK": ["NICE", "DVLA", "CQC", "UKHSA"], "IE": ["HIQA", "the NDLS", "the Department of Health"],
          "US": ["CDC", "CMS", "FDA"], "CA": ["Health Canada", "the Public Health Agency of Canada"],
          "AU": ["the TGA", "the Department of Health and Aged Care"], "NZ": ["ACC", "Pharmac", "Waka Kotahi"],
          "SG": ["MOH", "the Health Promotion Board"], "ZA": ["the Department of Health"]}


def drug_line(r, C, name, dose):
    if C.c == "US":
        name = US_NAME.get(name, name)
        for k in sorted(US_DOSE):
            dose = dose.replace(k, US_DOSE[k])
    elif C.c == "CA":
        name = {"paracetamol": "acetaminophen"}.get(name, name)
    return name, dose


def meds(r, C, k=None):
    k = k or r.randrange(5, 12)
    idx = sorted(r.sample(range(len(DRUGS)), k))
    return [drug_line(r, C, *DRUGS[i]) for i in idx]


def pmh_items(r, C, k=None, dated=2):
    """List of item-lists: plain conditions and dated events with DATE spans."""
    k = k or r.randrange(4, 8)
    out = [[x] for x in r.sample(PMH, k)]
    for ev in r.sample(PMH_DATED, dated):
        d = C.before(200, 365 * 15)
        st = r.choice(["y", "y", "my", "my3", None])
        if st is None:
            st = C.ds
        it = [ev, " (" if r.random() < 0.6 else " ", C.d(d, st)]
        if it[1] == " (":
            it.append(")")
        if r.random() < 0.25:
            it += [" at ", ("HOSPITAL", C.L.hospital(C.L.town()))]
        out.insert(r.randrange(len(out) + 1), it)
    return out


def ls_bp(r):
    sy = r.randrange(120, 175)
    dy = r.randrange(62, 92)
    drop = r.choice([4, 8, 12, 18, 22, 26, 31, 38])
    hr = r.randrange(58, 92)
    s = (f"Lying {sy}/{dy} HR {hr}; standing 1 min {sy - drop}/{dy - r.randrange(0, 12)} HR {hr + r.randrange(0, 14)}; "
         f"3 min {sy - drop + r.randrange(-4, 8)}/{dy - r.randrange(0, 8)}")
    return s, drop, drop >= 20


def obs(r):
    return (f"RR {r.randrange(14, 24)}, SpO2 {r.randrange(91, 100)}% RA, HR {r.randrange(56, 110)} "
            f"{r.choice(['reg', 'irreg', 'reg'])}, BP {r.randrange(105, 185)}/{r.randrange(55, 98)}, "
            f"T {r.randrange(355, 381) / 10:.1f}, CBG {r.randrange(42, 128) / 10:.1f}, GCS {r.choice([15, 15, 15, 14])}")


def scores(r, C):
    walker = C.L.t["walker"]
    s = [f"TUG {r.randrange(110, 420) / 10:.1f} s ({r.choice(['with ' + walker, 'with stick', 'unaided', 'with quad stick'])})",
         f"30 s chair stand: {r.randrange(0, 12)}", f"Gait speed {r.randrange(35, 110) / 100:.2f} m/s",
         f"Grip strength {r.randrange(8, 34)} kg (dominant)", f"Berg {r.randrange(18, 54)}/56",
         f"Tinetti POMA {r.randrange(10, 27)}/28", f"SPPB {r.randrange(2, 11)}/12", f"FES-I {r.randrange(20, 58)}/64",
         f"Romberg {r.choice(['negative', 'positive', 'unable'])}", f"Dix-Hallpike {r.choice(['negative', 'negative', 'positive R'])}"]
    return r.sample(s, r.randrange(4, 8))


def cog(r):
    return r.choice([f"MoCA {r.randrange(14, 30)}/30", f"MMSE {r.randrange(15, 30)}/30", f"4AT {r.choice([0, 0, 1, 4, 6])}",
                     f"AMTS {r.randrange(5, 11)}/10", f"ACE-III {r.randrange(55, 96)}/100", f"Mini-Cog {r.randrange(1, 6)}/5"])


def cfs(r):
    return f"Clinical Frailty Scale {r.randrange(4, 8)}"


def vision(r, C):
    if C.c in ("US", "CA"):
        return f"VA R 20/{r.choice([25, 30, 40, 50, 70, 100])} L 20/{r.choice([25, 30, 40, 60, 200])}"
    return f"Snellen R 6/{r.choice([6, 9, 12, 18, 24, 36])} L 6/{r.choice([6, 9, 12, 18, 60])}"


def labs(r, C):
    if C.c == "US":
        L = [f"Hgb {r.randrange(95, 145) / 10:.1f} g/dL (12.0-15.5)", f"Na {r.randrange(128, 145)} mmol/L",
             f"K {r.randrange(34, 55) / 10:.1f}", f"BUN {r.randrange(10, 45)} mg/dL", f"Cr {r.randrange(7, 21) / 10:.1f} mg/dL",
             f"eGFR {r.randrange(25, 80)}", f"Ca {r.randrange(84, 104) / 10:.1f} mg/dL (8.6-10.2)",
             f"25-OH vit D {r.randrange(9, 45)} ng/mL", f"TSH {r.randrange(5, 60) / 10:.1f}", f"B12 {r.randrange(150, 900)} pg/mL",
             f"HbA1c {r.randrange(55, 90) / 10:.1f}%", f"CK {r.randrange(40, 2400)} U/L", f"ALP {r.randrange(40, 180)} U/L"]
    else:
        L = [f"Hb {r.randrange(95, 150)} g/L (115-165)", f"Na {r.randrange(128, 145)} mmol/L (133-146)",
             f"K {r.randrange(34, 55) / 10:.1f}", f"Urea {r.randrange(40, 160) / 10:.1f}", f"Creat {r.randrange(60, 190)} umol/L",
             f"eGFR {r.randrange(25, 80)}", f"Adj Ca {r.randrange(215, 262) / 100:.2f} mmol/L (2.20-2.60)",
             f"Vit D {r.randrange(14, 110)} nmol/L", f"TSH {r.randrange(5, 60) / 10:.1f} mU/L", f"B12 {r.randrange(120, 700)} ng/L",
             f"HbA1c {r.randrange(38, 80)} mmol/mol", f"CK {r.randrange(40, 2400)} U/L", f"ALP {r.randrange(40, 180)} U/L",
             f"PTH {r.randrange(15, 140) / 10:.1f} pmol/L", f"CRP {r.randrange(1, 90)}"]
    return r.sample(L, r.randrange(5, 10))


def frax(r):
    mof = r.randrange(60, 420) / 10
    hip = round(mof * r.randrange(18, 55) / 100, 1)
    return mof, hip


TYPOS = [("received", "recieved"), ("dizziness", "dizzyness"), ("patient", "pateint"), ("separate", "seperate"),
         ("occasionally", "occassionally"), ("their", "thier"), ("walking", "walkign"), ("balance", "balnce")]


def typo(r, s, p=0.08):
    if r.random() >= p:
        return s
    for a, b in TYPOS:
        if a in s:
            return s.replace(a, b, 1)
    return s
