"""Hard negatives: clinical text that looks like PHI but is not.

Eponyms, scores, codes, clock times, fractions that look like dates, and the
ordinary-word senses of words that also occur in the name pools (hope, grace,
will, may, frank, rose, ward, bone, page, young, white, best, power ...)."""

EPONYM = [
    "Philadelphia chromosome negative on karyotype.",
    "Reed-Sternberg cells seen on the excision biopsy.",
    "Auer rods present in occasional blasts.",
    "Urine for Bence Jones protein sent.",
    "Hickman line in situ, exit site clean and dry.",
    "No Virchow's node palpable.",
    "Trousseau's sign negative.",
    "Horner's syndrome noted on the left - ?Pancoast tumour.",
    "Cushingoid appearance on long-term steroids.",
    "Known Christmas disease (haemophilia B), factor IX levels checked.",
    "Hx of Bell's palsy, resolved.",
    "Richter transformation excluded on PET.",
    "Features in keeping with Burkitt lymphoma not seen; MYC FISH negative.",
    "Howell-Jolly bodies on film, consistent with hyposplenism.",
    "Coombs test (DAT) negative.",
    "Pel-Ebstein pattern of fever not described.",
    "Cheyne-Stokes breathing overnight per nursing staff.",
    "Hartmann's procedure in the past - stoma reversed.",
    "Lynch syndrome screening: MMR proficient.",
    "Whipple's procedure deemed not feasible.",
    "Kaposi sarcoma not suspected.",
    "Paget's disease of the nipple on the contralateral side excluded.",
    "Jamshidi needle used for trephine; 22 mm core.",
    "Foley catheter inserted for retention.",
    "Ryle's tube on free drainage.",
    "von Willebrand screen normal.",
    "Li-Fraumeni testing offered given family history.",
    "Barrett's segment surveillance per gastro.",
    "Ivor Lewis oesophagectomy planned after neoadjuvant CROSS.",
    "Krukenberg deposits on CT not confirmed.",
    "Homans' sign not relied upon; Wells score 1.",
    "Sister Mary Joseph nodule absent.",
    "Ewing sarcoma in childhood treated elsewhere - late effects clinic.",
    "Waldenstrom macroglobulinaemia, IgM paraprotein 18 g/L.",
]

SCORES = [
    "ECOG PS 1.", "WHO performance status 2.", "Karnofsky 70%.", "Ann Arbor stage IIIB.",
    "Gleason 4+3=7, Grade Group 3.", "Breslow thickness 2.4 mm, Clark level IV.",
    "Durie-Salmon IIA, R-ISS II.", "IPI 3 (high-intermediate).", "Sokal score low risk.",
    "Binet stage B, Rai II.", "Deauville score 3 on interim PET.", "RECIST 1.1: partial response.",
    "CTCAE v5 grade 2 peripheral neuropathy.", "Waterlow score 14.", "Braden 16.",
    "Glasgow prognostic score 1.", "Nottingham Prognostic Index 4.4.", "CAPRA score 3.",
    "Charlson comorbidity index 5.", "Rockwood Clinical Frailty Scale 4.", "MASCC score 22.",
    "HCT-CI 2.", "Lugano stage IV.", "IPSS-R intermediate.", "ELN 2022 adverse risk.",
    "FLIPI 2.", "Oncotype DX RS 17.", "PPS 40%.", "AKPS 50.", "Phase of illness: unstable.",
    "GCS 15/15.", "Bristol stool type 6 x4/day.", "Pain score 6/10 on movement.",
]

CODES = [
    "ICD-10 C83.3", "ICD-10: C90.0", "ICD-O-3 M9680/3", "OPCS-4 X35.2 (IV chemotherapy)",
    "Z51.1 - encounter for antineoplastic chemotherapy", "Z51.0 radiotherapy session",
    "OPCS X72.1", "SNOMED 443961001", "CPT 96413", "CPT 77301", "MBS item 15562",
    "MBS 13950", "HRG SB14Z", "DRG R61B", "ICD-10-AM C91.10",
]

NUMERIC = [
    "Fraction 12/30 delivered.", "BP 128/76.", "Cycle 3/6 of R-CHOP.", "Prescribed 60 Gy/30#.",
    "Dose 36 Gy in 12/12 fractions.", "PTV D95 > 95%, lung V20 < 30%, mean heart dose 3.1 Gy.",
    "Day 8 of cycle 2.", "D+14 post-transplant.", "Neutrophils 0.3 on day 10.",
    "Carboplatin AUC5, paclitaxel 175 mg/m2.", "Rituximab 375 mg/m2 IV.", "Bleo 10,000 units/m2.",
    "Methotrexate level 0.08 umol/L at 72 h.", "Infusion over 90 min at 14:20.", "Reviewed at 0930h.",
    "Pre-meds given at 10:05.", "Next blood test 48 h.", "PSA 14.2 ng/mL.", "CA-125 388 kU/L.",
    "CEA 6.1 ug/L.", "Ferritin 1450 ug/L.", "Paraprotein 32 g/L (IgG kappa).", "sFLC ratio 14.6.",
    "BCR-ABL 0.08% IS (MR3).", "JAK2 V617F detected, VAF 34%.", "CD34 dose 4.2 x10^6/kg.",
    "Blasts 2/100 on film.", "Ejection fraction 58%.", "Creatinine clearance 62 mL/min.",
    "HbA1c 52 mmol/mol.", "INR 1.1, APTT 29 s, fibrinogen 3.4 g/L.", "Tacrolimus level 8.2 ug/L.",
    "Ciclosporin trough 180 ug/L.", "Stoma output 1.2 L/24h.", "5-year OS approx 60%.",
    "12 month history of night sweats.", "3 week history of fatigue.", "Weight loss 6 kg over 2 months.",
]

# ordinary-word senses of names in the pools
WORDS = [
    "No frank haematuria.", "Frank discussion about prognosis held.", "Hope is to proceed to autograft if in CR.",
    "Will need G-CSF support with next cycle.", "May require dose reduction if neuropathy worsens.",
    "Patient may drive once seizure-free per guidance.", "Bone marrow aspirate and trephine planned.",
    "Best supportive care discussed as an option.", "Temp rose to 38.4 overnight.",
    "White cell count recovering.", "Young adult service involved.", "Green sputum, CXR clear.",
    "Back to the ward for observation.", "Ward round review at 11:00.", "Page the on-call registrar if NEWS2 >= 5.",
    "Power port accessed with 20G needle.", "Grace period for missed oral dose explained.",
    "Faith is important to the family; chaplaincy offered.", "Dawn capillary glucose high on steroids.",
    "Summer holiday plans discussed - travel insurance letter.", "Joy at news of remission.",
    "Stone in left kidney incidental.", "Small volume ascites.", "Little appetite this week.",
    "Strong opioid started.", "Cross-matched 2 units.", "Field defect not detected.",
    "Tripped in the hall at home - falls assessment done.",
    "Black stools denied.", "Rice and toast tolerated.",
    "Fluid intake: waters and squash about 1.5 L/day.", 
    "Day unit busy; delayed start.", "Chase up cytogenetics result.", "Snow on roads - phone review instead.",
    "Winter vaccines given.", "Olive oil for ear wax.", "Iris normal, PERLA.", "Rich in protein supplements advised.",
    "Lamb's wool pad for pressure.",
    "Wood's lamp exam not indicated.", "Herbal supplements (bush tea) stopped - interaction risk.",
]

DEPTS = ["Haematology", "Oncology", "ICU", "ED", "Radiology", "Pharmacy", "Palliative Care",
         "Cardiology", "the Day Unit", "the Chemotherapy Day Unit", "Radiation Oncology",
         "the Transfusion Lab", "Microbiology", "Dietetics", "Physiotherapy", "AMU", "OT"]

ALL = EPONYM + SCORES + NUMERIC + WORDS


def sentences(ctx, k=2, pools=None):
    r = ctx.r
    pool = []
    for p in (pools or [EPONYM, SCORES, NUMERIC, WORDS]):
        pool += p
    return " ".join(r.sample(pool, k))


def code(ctx):
    return ctx.r.choice(CODES)
