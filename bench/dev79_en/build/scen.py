"""Clinical scenarios used by letters.  Placeholders are filled from the note context:
{pt} a short patient form, {He}/{he}/{his}/{His}/{him}, {dur} a duration, {vitals}, {labs}, {epo},
{score}, {onset} a recent DATE, {year} an earlier year DATE, {relx} a named relative mention,
{wn} a name-word sentence."""

SCEN = [
    dict(spec="Cardiology", min_age=35, sex=None, clinic="cardiology clinic", dx="Paroxysmal atrial fibrillation",
         reason="palpitations and exertional breathlessness",
         hx="{pt} describes episodes of a racing, irregular heartbeat {dur}, the first on {onset}. {He} has had no syncope. "
            "An ECG in the surgery showed atrial fibrillation with a ventricular rate of 118. CHA2DS2-VASc 3, HAS-BLED 1.",
         exam="Irregularly irregular pulse. {vitals}. Heart sounds normal, chest clear, no peripheral oedema.",
         plan="I have started bisoprolol 2.5 mg OD and apixaban 5 mg BD. An echocardiogram and 24-hour Holter have been requested."),
    dict(spec="Respiratory", min_age=45, sex=None, clinic="chest clinic", dx="COPD, frequent exacerbator",
         reason="a third exacerbation of COPD this winter",
         hx="{pt} has had three courses of prednisolone 30 mg OD for 5 days and doxycycline since {onset}. "
            "MRC dyspnoea grade 4. An ex-smoker of 40 pack-years; stopped in {year}.",
         exam="{vitals}. Scattered wheeze bilaterally, reduced air entry at the bases. FEV1 0.9 L (38% predicted).",
         plan="Please consider pulmonary rehabilitation and review of inhaled therapy; Fostair 100/6 two puffs BD was started."),
    dict(spec="Rheumatology", clinic="rheumatology clinic", dx="Inflammatory polyarthritis, probable rheumatoid arthritis",
         reason="a symmetrical small-joint polyarthritis",
         hx="{He} reports early-morning stiffness lasting two hours and swelling of both hands {dur}. "
            "Rheumatoid factor positive, anti-CCP strongly positive. {labs}.",
         exam="Synovitis of MCP joints 2-4 bilaterally; Phalen's test negative. {vitals}.",
         plan="We will start methotrexate 15 mg once weekly with folic acid 5 mg once weekly and a depot of methylprednisolone 120 mg IM."),
    dict(spec="Memory Assessment", min_age=60, sex=None, clinic="memory clinic", dx="Mixed Alzheimer's and vascular dementia",
         reason="progressive short-term memory loss",
         hx="{relx} reports that {pt} has been repeating questions and getting lost when driving {dur}. "
            "{He} left the gas on twice in {onset_month}. MMSE in surgery 21/30; 6CIT 14.",
         exam="Alert and pleasant; ACE-III 68/100 with deficits in recall and fluency. No focal neurology; no Parkinsonian signs.",
         plan="CT head showed small vessel disease. Donepezil 5 mg ON for one month then 10 mg ON. DVLA has been informed."),
    dict(spec="Neurology", min_age=45, sex=None, clinic="neurology clinic", dx="Idiopathic Parkinson's disease",
         reason="a resting tremor of the right hand",
         hx="{pt} noticed the tremor {dur}; {his} handwriting has become smaller. No falls. {relx} has noticed {he} is slower. {wno}",
         exam="Pill-rolling tremor right hand, cogwheel rigidity, bradykinesia; Romberg's test negative, plantars flexor.",
         plan="A trial of co-careldopa 25/100 one tablet TDS has been started; Parkinson's nurse specialist referral made."),
    dict(spec="Gastroenterology", min_age=30, sex=None, clinic="gastroenterology clinic", dx="Iron deficiency anaemia",
         reason="iron deficiency anaemia with a change in bowel habit",
         hx="{pt} has had looser stools {dur} and 4 kg weight loss. FIT 148 ug Hb/g. {labs}.",
         exam="Pale. Abdomen soft, non-tender, no masses. PR: no palpable mass. {vitals}.",
         plan="Urgent colonoscopy and OGD have been requested under the suspected cancer pathway; ferrous fumarate 210 mg BD started."),
    dict(spec="Orthopaedics", min_age=45, sex=None, clinic="fracture clinic", dx="Osteoarthritis of the right knee",
         reason="severe right knee pain limiting mobility",
         hx="{He} has had right knee pain {dur}, now waking {him} at night. Walking distance under 100 yards. Oxford knee score 14.",
         exam="Antalgic gait, varus deformity, crepitus, effusion; McMurray's test equivocal. BMI 31.",
         plan="X-rays show tricompartmental OA. Listed for right total knee replacement; pre-operative assessment to follow."),
    dict(spec="Diabetes and Endocrinology", min_age=30, sex=None, clinic="diabetes clinic", dx="Type 2 diabetes mellitus, suboptimal control",
         reason="poorly controlled type 2 diabetes despite triple therapy",
         hx="HbA1c has risen from 62 to 91 mmol/mol since {onset}. {He} is on metformin 1 g BD, gliclazide 80 mg BD and sitagliptin 100 mg OD. {labs}.",
         exam="{vitals}. Feet: monofilament sensation reduced bilaterally; pulses palpable. No retinopathy on last screening.",
         plan="Insulin glargine 10 units at 22:00 started with titration; dietitian and DESMOND course offered."),
    dict(spec="Urology", min_age=45, sex='M', clinic="urology clinic", dx="Lower urinary tract symptoms, raised PSA",
         reason="a raised PSA of 9.8 ng/mL",
         hx="{pt} has nocturia x3 and poor stream {dur}. IPSS 19. Repeat PSA 10.4 on {onset}.",
         exam="DRE: moderately enlarged, smooth, benign-feeling prostate. {vitals}.",
         plan="Multiparametric MRI prostate requested; tamsulosin 400 micrograms OD continued."),
    dict(spec="Dermatology", min_age=40, sex=None, clinic="dermatology clinic", dx="Suspected basal cell carcinoma",
         reason="a non-healing lesion on the left temple",
         hx="The lesion has been present {dur} and bleeds intermittently. {He} worked outdoors for many years.",
         exam="8 mm pearly nodule with telangiectasia and central ulceration on the left temple.",
         plan="Listed for excision biopsy with 4 mm margins under local anaesthetic."),
    dict(spec="Old Age Psychiatry", min_age=66, sex=None, clinic="older adults mental health clinic", dx="Depressive episode, moderate",
         reason="low mood and poor appetite following bereavement",
         hx="{pt} lost {his} spouse in {year_b} and has been low {dur}. PHQ-9 17. No plans to end {his} life; {he} says {he} has {his} grandchildren to live for. {wns}",
         exam="Tearful, good rapport, no psychotic features. GDS-15 11.",
         plan="Sertraline 50 mg OD started; referral to talking therapies. Crisis numbers given."),
    dict(spec="Care of the Elderly", min_age=68, sex=None, clinic="falls clinic", dx="Recurrent falls with orthostatic hypotension",
         reason="recurrent falls",
         hx="{pt} has fallen four times since {onset}, twice at night. Lying BP 148/82, standing BP 112/70 at 3 minutes. {wno}",
         exam="Timed up-and-go 24 seconds. Trendelenburg gait on the right. Rockwood CFS 6.",
         plan="Doxazosin stopped, amlodipine reduced to 5 mg. Falls team and physiotherapy for strength and balance."),
    dict(spec="General Surgery", clinic="surgical outpatient clinic", dx="Symptomatic gallstones",
         reason="recurrent right upper quadrant pain",
         hx="Four episodes of biliary colic {dur}, the worst on {onset}. Ultrasound: multiple gallstones, CBD 5 mm. Murphy's sign was positive at the time.",
         exam="Abdomen soft, mild RUQ tenderness, negative Murphy's sign today. {vitals}.",
         plan="Listed for laparoscopic cholecystectomy. Low-fat diet advice given."),
    dict(spec="Haematology", min_age=25, sex=None, clinic="haematology clinic", dx="Hodgkin lymphoma, in remission",
         reason="surveillance after treatment for Hodgkin lymphoma",
         hx="{He} completed ABVD chemotherapy in {year}. Remains well with no B symptoms. {labs}.",
         exam="No palpable lymphadenopathy or hepatosplenomegaly.",
         plan="Continue annual surveillance; breast screening advice given where relevant."),
    dict(spec="Renal", min_age=30, sex=None, clinic="renal clinic", dx="Chronic kidney disease stage 4",
         reason="declining renal function",
         hx="eGFR has fallen from 34 to 22 since {onset}. ACR 88 mg/mmol. {labs}.",
         exam="{vitals}. Mild pitting oedema to the shins.",
         plan="Ramipril continued; sodium bicarbonate 500 mg BD started. Low clearance education to be arranged."),
    dict(spec="Gynaecology", min_age=50, sex='F', clinic="gynaecology clinic", dx="Postmenopausal bleeding",
         reason="postmenopausal bleeding",
         hx="Two episodes of bleeding {dur}; LMP in {year}. Not on HRT. Cervical screening up to date.",
         exam="Speculum: atrophic changes, cervix healthy. Bimanual: uterus normal size.",
         plan="Transvaginal ultrasound: endometrial thickness 7 mm. Hysteroscopy and biopsy booked."),
    dict(spec="Stroke", min_age=40, sex=None, clinic="TIA clinic", dx="Transient ischaemic attack",
         reason="transient left arm weakness and dysarthria",
         hx="On {onset} at about 14:30 {pt} had 20 minutes of left arm weakness and slurred speech; ABCD2 4. {relx} called 111.",
         exam="No residual deficit. {vitals}. Carotid bruit absent.",
         plan="Aspirin 300 mg for 2 weeks then clopidogrel 75 mg OD; atorvastatin 80 mg ON. Carotid Doppler booked. Not to drive for one month."),
]


def pick(c):
    """a scenario that fits the patient's sex; the patient is aged up if younger than the scenario allows"""
    rng = c.rng
    while True:
        sc = rng.choice(SCEN)
        if sc.get("sex") and sc["sex"] != c.pt.sex:
            continue
        if c.age < sc.get("min_age", 0):
            c.set_age(rng.randrange(sc["min_age"], 96))
        return sc
