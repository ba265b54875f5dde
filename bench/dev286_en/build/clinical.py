"""PHI-free clinical text blocks: scenarios, drugs, labs, scores, codes and
interpreting boilerplate.  Many hard negatives live here (eponyms, doses,
durations written like dates, model names, codes, lab values)."""

SCENARIOS = [
    dict(dept="Diabetes Clinic", reason="T2DM annual review", pc="diabetes review, tired, nocturia",
         hpi="T2DM dx ~6 yrs ago. Taking metformin 1 g BD, reports missing evening dose 2-3x/wk. Nocturia x2. No hypos. Feet: tingling L>R.",
         exam="BMI 31.4. BP 146/88. Monofilament reduced L foot 6/10 sites. Pedal pulses palpable.",
         labs="HbA1c 71 mmol/mol (8.6%), eGFR 64, UACR 4.2, LDL 3.1",
         plan="Add empagliflozin 10 mg OD. Sick-day rules explained via interpreter incl. SADMANS. Podiatry referral. Recheck HbA1c in 3/12.",
         meds=["metformin 1 g BD", "empagliflozin 10 mg OD", "atorvastatin 20 mg nocte", "ramipril 5 mg OD"]),
    dict(dept="Antenatal Clinic", reason="booking appointment, G3P2", pc="antenatal booking",
         hpi="G3P2, LMP uncertain, dating scan today CRL c/w 11+4 wks. Previous 2 SVDs overseas, no notes available. Nil PV bleeding.",
         exam="BP 112/70, urine NAD, BMI 24.",
         labs="Hb 109 g/L, ferritin 11, blood group O RhD neg, rubella immune, HIV/HepB/syphilis screen sent",
         plan="Ferrous fumarate 210 mg BD. Anti-D pathway explained. Combined screening offered - declined after discussion with interpreter. Next appt 16/40.",
         meds=["ferrous fumarate 210 mg BD", "folic acid 400 mcg OD", "Pregnacare"]),
    dict(dept="Paediatric Respiratory Clinic", reason="asthma review, child", pc="wheeze, night cough",
         hpi="Night cough 4/7 per week, using blue inhaler most days. Uses MDI without spacer. Smokers in household.",
         exam="Chest clear today. PEFR 210 L/min (68% predicted). SpO2 98% RA. RR 22.",
         labs="FeNO 42 ppb",
         plan="Step up to ICS/LABA (Symbicort 100/6 1 puff BD). Spacer technique taught, teach-back via interpreter satisfactory. Written asthma action plan given in English - translation requested.",
         meds=["salbutamol 100 mcg MDI 2 puffs PRN", "Symbicort 100/6 1 puff BD", "spacer (AeroChamber)"]),
    dict(dept="Fracture Clinic", reason="post-op review L distal radius ORIF", pc="wrist fracture follow-up",
         hpi="FOOSH 3/52 ago, ORIF with volar locking plate. Pain 3/10, taking co-codamol 30/500 PRN. Some tingling in thumb.",
         exam="Wound healed, steri-strips removed. Mild swelling. Sensation intact median/ulnar/radial. Cap refill <2 s.",
         labs="XR: plate in situ, alignment maintained",
         plan="Removable splint. Hand therapy referral. Return-to-work discussed - pt manual job, fit note 4/52. Review 6/52 with XR.",
         meds=["co-codamol 30/500 2 tabs QDS PRN", "ibuprofen 400 mg TDS with food"]),
    dict(dept="Cardiology Outpatients", reason="chest pain ?angina", pc="exertional chest tightness",
         hpi="Tightness walking uphill, relieved by rest within 5 min. No pain at rest. Ex-smoker 20 pack-yr. FHx premature IHD (father).",
         exam="HS I+II+0. Chest clear. No peripheral oedema. BP 152/94, HR 78 SR.",
         labs="ECG: SR, no acute ST changes. Trop <5 ng/L. Chol 6.2, HDL 0.9, QRISK3 24%",
         plan="CT coronary angiogram requested. GTN spray 400 mcg PRN - use and side effects explained with interpreter. Start bisoprolol 2.5 mg OD, aspirin 75 mg.",
         meds=["GTN spray 400 mcg PRN", "bisoprolol 2.5 mg OD", "aspirin 75 mg OD", "atorvastatin 80 mg"]),
    dict(dept="Renal Outpatients", reason="CKD 3b follow-up", pc="kidney function review",
         hpi="CKD 3b attributed to hypertensive nephropathy. Ankle swelling. Uses ibuprofen for back pain - advised to stop.",
         exam="BP 158/96. Pitting oedema to mid-shin bilat.",
         labs="Cr 168 umol/L, eGFR 34, K+ 5.3, Hb 112, PTH 9.8, urine PCR 86",
         plan="Stop NSAIDs. Increase amlodipine to 10 mg. Low-potassium diet leaflet - Arabic version requested from dietetics. Repeat U&E 2/52.",
         meds=["amlodipine 10 mg OD", "furosemide 40 mg OM", "calcium carbonate 1.25 g TDS"]),
    dict(dept="Refugee Health Service", reason="new arrival health assessment", pc="initial health assessment",
         hpi="Arrived recently after long transit. Poor sleep, nightmares, intrusive memories. Headaches. No chest sx. Incomplete vaccination record.",
         exam="Wt 52 kg, Ht 161 cm. Scarring L forearm (old). Dental caries++.",
         labs="QuantiFERON pending, HBsAg neg, strongyloides serology pending, Hb 121, vit D 18 nmol/L",
         plan="Catch-up immunisation schedule started (MMR, dTpa). Vit D 1000 IU daily. Referral to trauma counselling service with same-gender interpreter. PHQ-9 = 17, K10 = 34.",
         meds=["cholecalciferol 1000 IU daily", "paracetamol 500 mg 1-2 tabs PRN"]),
    dict(dept="Memory Clinic", reason="cognitive assessment", pc="memory decline",
         hpi="Family report 18/12 of forgetfulness, getting lost, repeating questions. Formal education: primary level only. Cognitive testing via interpreter - RUDAS used rather than MoCA.",
         exam="RUDAS 19/30. Neuro exam grossly normal. No extrapyramidal signs.",
         labs="B12 220, folate 5.1, TSH 2.1, Ca 2.38. CT head: generalised atrophy, small vessel change",
         plan="Likely Alzheimer's disease, mixed picture. Discussed diagnosis with pt and family via interpreter - family asked that the word 'dementia' not be used directly; documented. Donepezil 5 mg nocte.",
         meds=["donepezil 5 mg nocte", "amlodipine 5 mg OD"]),
    dict(dept="Stroke Rehabilitation", reason="stroke rehab MDT review", pc="R MCA infarct, rehab",
         hpi="Day 12 post L hemiparesis from R MCA infarct. NIHSS on admission 9, now 4. Dysphagia improving - on IDDSI level 5 diet.",
         exam="Power L arm 3/5, L leg 4-/5. Barthel 55/100. Neglect L side.",
         labs="Lipids: LDL 3.8. Echo: no thrombus. 72-hr Holter: no AF",
         plan="Continue OT/PT. Family training with interpreter for transfers. Clopidogrel 75 mg OD, atorvastatin 80 mg. Home visit planned.",
         meds=["clopidogrel 75 mg OD", "atorvastatin 80 mg nocte", "lansoprazole 15 mg OD"]),
    dict(dept="Audiology", reason="hearing aid review", pc="hearing aid not working well",
         hpi="Bilateral severe-profound SNHL since childhood (?Waardenburg syndrome - family hx). Uses sign language primarily. Reports whistling from R aid. Some tinnitus.",
         exam="Otoscopy: wax L ear, TM intact. Tympanometry type A bilat.",
         labs="PTA: R 85 dB HL, L 90 dB HL average",
         plan="Retubed R aid. New earmould impressions taken. Discussed cochlear implant candidacy assessment - information provided in signed video format.",
         meds=["olive oil ear drops BD x 7/7"]),
    dict(dept="Gastroenterology", reason="IBD review", pc="Crohn's disease flare",
         hpi="Known Crohn's disease (ileocolonic). 6-8 loose stools/day x 2/52, some blood. Abdominal cramps. Wt loss 3 kg.",
         exam="Tender RIF, no guarding. Perianal exam declined.",
         labs="CRP 48, Hb 108, albumin 31, faecal calprotectin 1240",
         plan="Prednisolone 40 mg OD reducing by 5 mg weekly. Bone protection (Adcal-D3). Colonoscopy booked - bowel prep instructions to be translated (Moviprep).",
         meds=["prednisolone 40 mg OD (reducing)", "Adcal-D3 1 tab BD", "azathioprine 100 mg OD"]),
    dict(dept="Neurology Outpatients", reason="Parkinson's disease review", pc="tremor, slowness",
         hpi="Parkinson's disease dx 4 yrs. Wearing-off ~3 h after each Sinemet dose. Falls x2 in last month. Constipation.",
         exam="Rest tremor R>L, bradykinesia, cogwheel rigidity R arm. Pull test: 3 steps back.",
         labs="Lying/standing BP 138/82 -> 112/70",
         plan="Increase co-careldopa 25/100 to 5x daily. Falls clinic referral. Movicol 1 sachet OD. Discussed DBS not appropriate at present.",
         meds=["co-careldopa 25/100 1 tab 5x daily", "Movicol 1 sachet OD", "rasagiline 1 mg OD"]),
    dict(dept="Emergency Department", reason="head injury, fall", pc="fall with head strike",
         hpi="Fall from ladder approx 1.5 m at work, struck head. Brief LOC reported by colleague. Vomited x1. On no anticoagulants.",
         exam="GCS 15/15 (E4 V5 M6). Laceration 3 cm occiput. PERLA. No focal neuro deficit. C-spine cleared per Canadian C-spine rule.",
         labs="CT head: no acute intracranial abnormality",
         plan="Wound closed with 4x 4-0 Prolene. Head injury advice sheet provided in translated version. STO 7/7. Return precautions explained via telephone interpreter.",
         meds=["paracetamol 1 g QDS PRN"]),
    dict(dept="Sexual Health", reason="HIV follow-up", pc="HIV routine monitoring",
         hpi="Stable on Biktarvy, adherent. Wants to discuss disclosure to partner. Confidentiality concerns about interpreter being from same community - telephone interpreter from out-of-area used at pt request.",
         exam="Well. No lymphadenopathy.",
         labs="VL <20 copies/mL, CD4 612, eGFR 91",
         plan="Continue Biktarvy 1 tab OD. Partner notification support offered. 6/12 bloods.",
         meds=["Biktarvy 50/200/25 mg OD"]),
    dict(dept="Ophthalmology", reason="cataract surgery consent", pc="blurred vision",
         hpi="Gradual blurring R eye, glare when driving at night. VA R 6/36, L 6/12.",
         exam="Dense nuclear sclerotic cataract R. Fundus view limited. IOP 16/17.",
         labs="Biometry: AL 23.41 mm, IOL SN60WF +21.5 D",
         plan="R phaco + IOL under LA. Risks (PCR 1-2%, endophthalmitis ~1/1000, retinal detachment) explained via interpreter. Maxitrol drops post-op QDS x 2/52.",
         meds=["Maxitrol eye drops QDS", "ketorolac eye drops TDS"]),
    dict(dept="Oncology Day Unit", reason="chemotherapy consent C1", pc="new diagnosis breast cancer",
         hpi="ER+/HER2- invasive ductal carcinoma L breast, T2N1. Post WLE + SLNB. Planned adjuvant EC x4 then paclitaxel x12.",
         exam="ECOG 0. Wound healed.",
         labs="FBC normal, LFTs normal, LVEF 62% on echo",
         plan="Consent for EC-T obtained with professional interpreter - sight translation of consent form; pt daughter present but not used to interpret. Scalp cooling discussed. Neutropenic sepsis card given (24h triage line).",
         meds=["ondansetron 8 mg BD x 3/7", "dexamethasone 8 mg OD x 3/7", "domperidone 10 mg TDS PRN"]),
    dict(dept="Community Mental Health Team", reason="depot clinic / review", pc="psychosis follow-up",
         hpi="Paranoid schizophrenia. On paliperidone depot monthly. Reports hearing voices less. Sleep OK. Denies SI/HI.",
         exam="MSE: appropriately dressed, good rapport via interpreter, speech normal rate, mood 'ok', no FTD, insight partial.",
         labs="Prolactin 780, HbA1c 41, BMI 29",
         plan="Continue paliperidone palmitate 100 mg IM monthly. Physical health check. Crisis plan reviewed - crisis line number given.",
         meds=["paliperidone palmitate 100 mg IM every 4 weeks", "procyclidine 5 mg PRN"]),
    dict(dept="Maternity Triage", reason="reduced fetal movements 34/40", pc="RFM",
         hpi="G2P1 at 34+2 wks, RFM since last night. No PV loss, no pain. Previous LSCS.",
         exam="BP 118/76. SFH 33 cm. FH 140 bpm. CTG: reactive, meets Dawes-Redman criteria at 20 min.",
         labs="Urine: protein neg",
         plan="Reassured. Growth scan booked. Kick-count leaflet given in translated version. Advised to return if any further reduction.",
         meds=["nil regular"]),
    dict(dept="Paediatrics", reason="developmental review", pc="speech delay",
         hpi="Bilingual household. Few single words in home language, none in English. Good eye contact and pointing. Apgars 9 and 10 per parent-held record; Guthrie test done at birth overseas. Hearing test not done.",
         exam="Growth along 25th centile. Normal tone. M-CHAT-R low risk.",
         labs="Ages and Stages (ASQ-3) communication domain below cutoff",
         plan="Audiology referral (OAE/VRA). Speech and language therapy referral - bilingual SLT requested. Parents advised to keep using home language.",
         meds=["nil"]),
    dict(dept="Respiratory Clinic", reason="TB contact tracing", pc="TB contact screening",
         hpi="Household contact of smear-positive pulmonary TB case. Asymptomatic. BCG scar present. No weight loss or night sweats.",
         exam="Chest clear. No lymphadenopathy.",
         labs="IGRA positive. CXR: no active disease",
         plan="Latent TB - 3HR (isoniazid + rifampicin x 3/12) offered and accepted. LFTs at baseline. Explained orange discolouration of urine/tears via interpreter. Pyridoxine 10 mg OD.",
         meds=["isoniazid 300 mg OD", "rifampicin 600 mg OD", "pyridoxine 10 mg OD"]),
    dict(dept="Orthopaedic Pre-op Assessment", reason="pre-op for L TKR", pc="OA knee, pre-operative",
         hpi="End-stage OA L knee. Walks 100 m with stick. Known HTN, T2DM diet controlled. Previous anaesthetic uneventful.",
         exam="Mallampati II. Chest clear. BP 138/84.",
         labs="MRSA screen sent. Hb 131, HbA1c 49, ECG SR",
         plan="Fit for surgery. Fasting instructions (no food 6 h, clear fluids until 2 h pre-op) explained via interpreter; written copy in target language requested. Stop aspirin 7/7 pre-op per surgeon.",
         meds=["amlodipine 5 mg OD", "paracetamol 1 g QDS PRN", "aspirin 75 mg OD (stop 7/7 pre-op)"]),
    dict(dept="Palliative Care", reason="goals of care discussion", pc="advanced pancreatic cancer",
         hpi="Metastatic pancreatic adenocarcinoma. Pain controlled on MST 30 mg BD. Poor appetite, fatigue. Wishes to die at home per family.",
         exam="Cachectic. Jaundiced. Abdomen distended, shifting dullness.",
         labs="Bili 142, albumin 24, Ca 2.71 (corrected)",
         plan="Family meeting held with interpreter. Preferred place of death: home. ReSPECT form completed. Anticipatory meds (midazolam, morphine, levomepromazine, glycopyrronium) prescribed.",
         meds=["MST Continus 30 mg BD", "Oramorph 5-10 mg PRN", "Creon 25000 with meals"]),
    dict(dept="Endocrinology", reason="thyroid review", pc="hypothyroid symptoms",
         hpi="Hashimoto's thyroiditis. Fatigue, weight gain, cold intolerance. Takes levothyroxine with breakfast and iron tablets.",
         exam="Small diffuse goitre. Reflexes slow-relaxing.",
         labs="TSH 9.4 mU/L, fT4 9.8 pmol/L, TPO Ab positive",
         plan="Increase levothyroxine to 100 mcg OD, take on empty stomach, 4 h apart from iron. Recheck TFTs 6/52.",
         meds=["levothyroxine 100 mcg OD", "ferrous sulfate 200 mg OD"]),
    dict(dept="Dermatology", reason="rash review", pc="itchy rash",
         hpi="Itchy rash arms and trunk x 6/52, worse at night. Household members also itchy.",
         exam="Burrows in finger web spaces. Excoriated papules trunk.",
         labs="Dermoscopy: delta-wing sign",
         plan="Scabies. Permethrin 5% cream whole body, repeat after 7 days; all household contacts to treat. Laundry advice via interpreter; pictorial leaflet given.",
         meds=["permethrin 5% cream", "chlorphenamine 4 mg nocte PRN"]),
]

# (min age, max age, sex or None, sign-language patients only)
_CONSTRAINTS = {
    "Diabetes Clinic": (35, 85, None, False), "Antenatal Clinic": (18, 42, "F", False),
    "Paediatric Respiratory Clinic": (4, 15, None, False), "Fracture Clinic": (18, 80, None, False),
    "Cardiology Outpatients": (40, 85, None, False), "Renal Outpatients": (40, 88, None, False),
    "Refugee Health Service": (18, 60, None, False), "Memory Clinic": (62, 94, None, False),
    "Stroke Rehabilitation": (50, 92, None, False), "Audiology": (18, 80, None, True),
    "Gastroenterology": (18, 60, None, False), "Neurology Outpatients": (55, 88, None, False),
    "Emergency Department": (20, 65, None, False), "Sexual Health": (20, 60, None, False),
    "Ophthalmology": (55, 90, None, False), "Oncology Day Unit": (30, 75, "F", False),
    "Community Mental Health Team": (20, 60, None, False), "Maternity Triage": (18, 42, "F", False),
    "Paediatrics": (1, 3, None, False), "Respiratory Clinic": (18, 70, None, False),
    "Orthopaedic Pre-op Assessment": (50, 85, None, False), "Palliative Care": (45, 90, None, False),
    "Endocrinology": (25, 75, None, False), "Dermatology": (5, 70, None, False),
}
for _sc in SCENARIOS:
    _sc["amin"], _sc["amax"], _sc["sex"], _sc["sign_only"] = _CONSTRAINTS[_sc["dept"]]

DEPTS = sorted(set(s["dept"] for s in SCENARIOS)) + ["Physiotherapy", "Dietetics", "Pre-Admission Clinic",
                                                     "Speech and Language Therapy", "Haematology Day Unit",
                                                     "Pharmacy", "Urology Outpatients", "Women's Health", "Social Work"]

INTERP_MODES = ["face-to-face", "telephone (OPI)", "video (VRI)", "on-site", "video remote", "F2F", "phone"]

TEACHBACK = [
    "Teach-back used; pt able to repeat key points of plan in own words via interpreter.",
    "Understanding checked with teach-back x2. Pt had no further questions.",
    "Interpreter reported pt appeared to understand; asked appropriate questions about side effects.",
    "Pt declined family member interpreting, preferred professional interpreter - documented.",
    "Adult son offered to interpret; explained policy that family should not interpret for clinical discussions.",
    "Interpreter clarified a term: pt used a word meaning 'weak blood' = anaemia in their usage.",
    "Some dialect mismatch noted early on; resolved, pt comfortable to continue.",
    "Pt requested same-gender interpreter for future intimate examinations.",
    "Interpreter spoke in first person throughout; no side conversations.",
    "Pt became tearful; interpreter maintained neutrality. Session extended by 15 min.",
]

INTERP_ISSUES = [
    "interpreter arrived 20 min late - appointment shortened",
    "audio dropped 3 times on VRI cart, reconnected each time",
    "wrong language sent (Arabic MSA instead of Sudanese dialect)",
    "interpreter did not attend - no-show, rebooked",
    "telephone interpreter line had long hold time (>10 min)",
    "interpreter left before consent completed due to next job",
    "family member ended up interpreting because booked interpreter cancelled",
    "camera framing poor on iPad - signer's hands cut off",
    "interpreter appeared to summarise rather than interpret in full",
    "booking made for wrong date by requesting team",
    "double-booked with another department",
    "interpreter gender did not match documented preference",
]

HARD_NEG_LINES = [
    "Glasgow Coma Scale 15/15.",
    "Wells score 1 - PE unlikely.", "Barthel 85/100.", "Murphy's sign negative.",
    "No Kernig's or Brudzinski's sign.", "Hx Bell's palsy R side (resolved).",
    "Background: Graves' disease, treated with RAI.", "Known Meniere's disease - vertigo episodes.",
    "Foley catheter removed 48 h ago.", "Hx Osgood-Schlatter as teenager.", "Raynaud's phenomenon noted.",
    "MUST score 1.", "Waterlow 14.", "NEWS2 = 2.", "CURB-65 = 1.",
    "Epworth 11/24.", "FRAX 10-yr major osteoporotic risk 14%.", "MoCA not valid - not normed for this language.",
    "Dose: 5 mL BD x 7/7.", "Wt 71.2 kg, Ht 1.64 m.", "SpO2 96% RA.", "T 37.9.", "BP 134/82, HR 92.",
    "Cr 88, Na 138, K 4.4, Urea 5.1.", "INR 2.6 (target 2-3).", "Hb 126 g/L, WCC 7.2, Plt 241.",
]

CODES = ["HCPCS T1013 (sign language or oral interpretive services, per 15 min)", "CPT 99214",
         "ICD-10 Z60.3", "ICD-10 E11.65", "ICD-10 I10", "SNOMED 315560000", "Read code 9NU0.",
         "ICD-10-CA Z75.8", "MBS item 23", "Code T1013 x 4 units", "ICD-10 Z71.89"]

LANG_CODES = {"Arabic": "ara", "Somali": "som", "Polish": "pol", "Vietnamese": "vie", "Mandarin": "cmn",
              "Cantonese": "yue", "Spanish": "spa", "Tigrinya": "tir", "Dari": "prs", "Farsi": "fas",
              "Punjabi": "pan", "Urdu": "urd", "Tamil": "tam", "Nepali": "nep", "Romanian": "ron",
              "Portuguese": "por", "Russian": "rus", "Ukrainian": "ukr", "Korean": "kor", "Turkish": "tur"}

SIGN_NOTES = [
    "Deafblind - tactile/hands-on required.",
    "Pt prefers video over phone as lip-reads partly.",
    "Deaf Interpreter requested in addition - pt has limited formal sign language.",
    "Please ensure good lighting and seat interpreter beside clinician.",
]

BOOKING_NOTES = [
    "Pt is hard of hearing - interpreter to sit on L side.",
    "Please send interpreter who speaks the Sylheti dialect, not standard Bengali.",
    "Long appointment - may need 2 interpreters if over 2 hrs.",
    "Sensitive topic (gynae) - female interpreter only please.",
    "Pt has low literacy in own language - sight translation of leaflets needed.",
    "Please do not send interpreter previously used (pt request, community connection).",
    "Child safeguarding discussion - interpreter must be DBS/WWCC checked.",
    "Interpreter to meet clinician 5 min before for pre-brief.",
    "Pt uses a wheelchair; venue is step-free.",
    "Previous interpreter reported as excellent - request same if available.",
]

CANCEL_POLICY = [
    "Cancellations with less than 48 hours notice are chargeable in full.",
    "Cancellations within 24 hrs incur 100% fee; 24-48 hrs 50%.",
    "Minimum booking 2 hours for on-site sign language interpreting. Travel charged at the agreed rate.",
    "Minimum charge 1 hr then 15-minute increments. Mileage charged per agreed schedule.",
    "Late cancellation (<2 business days) billed at minimum call-out (2 hrs).",
    "No-shows by the client are billed at the full booked duration.",
]

DOC_TYPES = ["discharge summary", "clinic letter", "consent form (colonoscopy)", "medication schedule",
             "patient information leaflet - bowel prep", "child health record (overseas)", "vaccination record",
             "operation note", "letter from overseas specialist", "birth certificate (for records)",
             "lab report (overseas)", "care plan", "asthma action plan", "advance care directive",
             "mental health crisis plan", "appointment letter", "hospital passport"]

SPOKEN_CLOSINGS = ["thanks", "many thanks", "kind regards", "regards", "cheers", "best wishes", "thank you"]


def booking_note(rng, c):
    if c["sign"] and rng.random() < 0.7:
        return rng.choice(SIGN_NOTES)
    return rng.choice(BOOKING_NOTES)


def pick_scenario(rng):
    return rng.choice(SCENARIOS)


def med_block(rng, sc, bullet="- "):
    meds = list(sc["meds"])
    if rng.random() < 0.4:
        meds.append(rng.choice(["omeprazole 20 mg OD", "paracetamol 1 g QDS PRN", "sertraline 50 mg OD",
                                "salbutamol 100 mcg 2 puffs PRN", "vitamin D 1000 IU", "amoxicillin 500 mg TDS x 5/7"]))
    return "".join(bullet + m + "\n" for m in meds)


SIGN_NEG_LINES = ["Usher syndrome type 2 - RP progressing, tactile signing increasingly used.",
                  "Hearing: profound bilateral SNHL; Cochlear Nucleus 7 processor not worn today.",
                  "Lip-reading unreliable - all info via interpreter."]


def hard_neg(rng, k=1, sign=False):
    pool = HARD_NEG_LINES + (SIGN_NEG_LINES if sign else [])
    return " ".join(rng.sample(pool, k))
