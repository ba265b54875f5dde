"""Hard negatives: clinical text that looks identifying but is not PHI (never annotated)."""

DIAG = [
    ("I48.9", "atrial fibrillation"), ("E11.9", "type 2 diabetes mellitus"), ("I10", "essential hypertension"),
    ("J44.1", "COPD with acute exacerbation"), ("N18.4", "chronic kidney disease stage 4"),
    ("F03", "dementia, unspecified"), ("G30.1", "late-onset Alzheimer's disease"), ("G20", "Parkinson's disease"),
    ("S72.0", "fractured neck of femur"), ("I50.9", "congestive cardiac failure"), ("M81.0", "postmenopausal osteoporosis"),
    ("F32.1", "moderate depressive episode"), ("F20.0", "paranoid schizophrenia"),
    ("F31.2", "bipolar affective disorder, manic with psychotic symptoms"), ("F10.2", "alcohol dependence syndrome"),
    ("C34.9", "carcinoma of the bronchus"), ("C61", "adenocarcinoma of the prostate"), ("C50.9", "carcinoma of the breast"),
    ("L89.2", "category 3 pressure ulcer"), ("I63.9", "ischaemic stroke"), ("E03.9", "hypothyroidism"),
    ("K50.9", "Crohn's disease"), ("E05.0", "Graves' disease"), ("G51.0", "Bell's palsy"),
    ("S52.5", "Colles fracture of the left wrist"), ("M72.0", "Dupuytren's contracture"), ("K22.7", "Barrett's oesophagus"),
    ("I73.0", "Raynaud's phenomenon"), ("M88.9", "Paget's disease of bone"), ("G10", "Huntington's disease"),
    ("G31.8", "dementia with Lewy bodies"), ("S06.0", "concussion"), ("S13.4", "whiplash-associated disorder grade II"),
    ("M54.5", "mechanical low back pain"), ("F43.1", "post-traumatic stress disorder"), ("J18.9", "community-acquired pneumonia"),
    ("N39.0", "urinary tract infection"), ("R55", "syncope"), ("E86", "dehydration"), ("D64.9", "anaemia"),
    ("I26.9", "pulmonary embolism"), ("K57.3", "diverticular disease"), ("H81.0", "Meniere's disease"),
    ("E27.1", "Addison's disease"), ("E06.3", "Hashimoto's thyroiditis"), ("G61.0", "Guillain-Barre syndrome"),
    ("M35.0", "Sjogren's syndrome"), ("C81.9", "Hodgkin lymphoma"), ("E51.2", "Wernicke's encephalopathy"),
    ("F10.6", "Korsakoff syndrome"), ("M17.1", "osteoarthritis of the knee"), ("M75.1", "rotator cuff tear"),
    ("S82.6", "fracture of the lateral malleolus"), ("T14.1", "open wound"), ("F41.1", "generalised anxiety disorder"),
    ("Z51.5", "palliative care"), ("C25.9", "pancreatic carcinoma"), ("C18.7", "carcinoma of the sigmoid colon"),
    ("G35", "multiple sclerosis"), ("G12.2", "motor neurone disease"), ("R41.0", "delirium"), ("E87.1", "hyponatraemia"),
]

EPONYM_PHRASES = [
    "Babinski sign was absent bilaterally", "Romberg's test was positive", "Kernig's sign negative",
    "Murphy's sign was negative", "a Trendelenburg gait", "Tinel's sign positive at the wrist", "Phalen's test positive",
    "Lachman test equivocal", "McMurray's test negative", "Stokes-Adams attacks were considered",
    "Cheyne-Stokes breathing noted overnight", "previous Hartmann's procedure", "Whipple's procedure in the past",
    "long-term Foley catheter in situ", "Foley catheter changed", "Hickman line removed", "Nissen fundoplication",
    "Schober's test 3 cm", "Glasgow Coma Scale 14/15", "Bristol stool chart type 6", "Edinburgh Postnatal Depression Scale 9",
    "Manchester Triage category orange", "Canadian C-spine rule applied", "Ottawa ankle rules negative",
    "Waterlow score 18", "Braden score 13", "Barthel index 11/20", "Rockwood Clinical Frailty Scale 6",
    "Karnofsky performance status 50%", "Morse Fall Scale 55", "Wells score 4", "Lund and Browder chart used",
    "Kirschner wires removed", "Seldinger technique", "Steri-Strips applied", "Parkinson's disease nurse specialist",
    "Alzheimer's dementia leaflet given", "Cushing's triad absent", "Virchow's node not palpable", "Hoffmann's sign negative",
    "Sim's position", "Korotkoff sounds", "Apley grind test negative", "Thompson's test negative",
]

MEDS = [
    "atorvastatin 40 mg nocte", "metformin 500 mg BD", "apixaban 5 mg BD", "apixaban 2.5 mg BD", "bisoprolol 2.5 mg OD",
    "ramipril 5 mg OD", "amlodipine 10 mg OD", "furosemide 40 mg mane", "levothyroxine 75 micrograms OD",
    "omeprazole 20 mg OD", "lansoprazole 30 mg OD", "paracetamol 1 g QDS PRN", "co-codamol 30/500 two tablets QDS PRN",
    "morphine sulfate MR 10 mg BD", "Oramorph 2.5-5 mg 2-hourly PRN", "midazolam 2.5 mg s/c PRN",
    "levomepromazine 6.25 mg s/c PRN", "glycopyrronium 200 micrograms s/c PRN", "haloperidol 500 micrograms s/c PRN",
    "sertraline 50 mg OD", "mirtazapine 15 mg nocte", "donepezil 10 mg nocte", "memantine 20 mg OD",
    "co-careldopa 25/100 one tablet TDS", "levetiracetam 500 mg BD", "warfarin as per INR", "alendronic acid 70 mg weekly",
    "Adcal-D3 one tablet BD", "tamsulosin 400 micrograms OD", "finasteride 5 mg OD", "gliclazide 80 mg BD",
    "insulin glargine 18 units at 22:00", "salbutamol 100 micrograms 2 puffs PRN", "Fostair 100/6 2 puffs BD",
    "tiotropium 18 micrograms OD", "prednisolone 30 mg OD for 5 days", "amoxicillin 500 mg TDS for 7 days",
    "doxycycline 100 mg OD", "nitrofurantoin 50 mg nocte", "clozapine 300 mg nocte", "olanzapine 10 mg nocte",
    "aripiprazole 15 mg OD", "lithium carbonate 400 mg nocte", "sodium valproate 500 mg BD",
    "paliperidone palmitate 100 mg IM monthly", "zuclopenthixol decanoate 200 mg IM 2-weekly", "lorazepam 1 mg PRN",
    "zopiclone 3.75 mg nocte", "thiamine 100 mg TDS", "Pabrinex IV", "chlordiazepoxide reducing regime",
    "ibuprofen 400 mg TDS with food", "naproxen 500 mg BD", "amitriptyline 10 mg nocte", "pregabalin 75 mg BD",
    "gabapentin 300 mg TDS", "methotrexate 15 mg once weekly", "folic acid 5 mg weekly",
    "buprenorphine 10 micrograms/hour patch weekly", "fentanyl 12 micrograms/hour patch every 72 hours",
    "senna 15 mg nocte", "Laxido one sachet BD", "docusate 100 mg BD", "ondansetron 4 mg PRN", "cyclizine 50 mg TDS PRN",
    "dexamethasone 4 mg mane", "enoxaparin 40 mg s/c OD", "dalteparin 5000 units s/c OD", "digoxin 62.5 micrograms OD",
    "spironolactone 25 mg OD", "sacubitril/valsartan 49/51 mg BD", "empagliflozin 10 mg OD", "clopidogrel 75 mg OD",
    "aspirin 75 mg OD", "methadone 60 mg daily supervised", "nicotine patch 21 mg/24 h", "diazepam 2 mg TDS PRN",
    "quetiapine 25 mg nocte", "risperidone 500 micrograms BD", "trazodone 50 mg nocte", "venlafaxine MR 150 mg OD",
]

PROCS = ["dual-chamber pacemaker", "implantable cardioverter-defibrillator", "insulin pump", "syringe driver",
         "CPAP machine", "left hearing aid", "pressure-relieving mattress", "home oxygen concentrator",
         "cochlear implant processor", "continuous glucose monitor", "telecare pendant alarm", "electric wheelchair",
         "infusion pump", "spinal cord stimulator", "implantable loop recorder", "volumetric pump"]
DEVICE_MODELS = ["T34 syringe driver", "Azure-class pacemaker", "dual-chamber device", "VPAP unit", "MRI-conditional system",
                 "alternating-pressure mattress", "Freestyle-type sensor"]

DURATIONS = ["for 3 days", "over the past 48 hours", "for 2/52", "for 10 years", "for the last fortnight",
             "for about 18 months", "for 6/7", "for the past 4 weeks", "over several months", "for 5 days",
             "for 14 days", "for 12 weeks", "for three months", "over 72 hours", "for 1/12", "for two weeks",
             "for six weeks", "for 3/12", "over the last year", "for about 10 days", "for four days"]

TIMES = ["at 14:20", "at 0640hrs", "at 3 pm", "around 2230", "at midnight", "at 09:15", "at 11.40", "at 17:05",
         "shortly after 0300", "at 4.30 am", "at 19:48", "at 08:00", "at noon", "at 2145 hrs"]

ROLES = ["the consultant", "the on-call registrar", "the ward sister", "the GP", "the duty psychiatrist",
         "the nurse in charge", "the night staff", "the pharmacist", "the attending crew", "the coroner's officer",
         "the occupational therapist", "the physiotherapist", "the district nurses", "the care coordinator",
         "the Approved Mental Health Professional", "the FY1 doctor", "the healthcare assistant", "the bed manager",
         "the palliative care team", "the falls team", "the discharge coordinator", "the tissue viability nurse",
         "the matron", "the site manager", "the out-of-hours GP", "the dietitian", "the speech and language therapist"]

WORD_SENTENCES = [
    "There is real hope that mobility will improve with therapy.",
    "A repeat film will be needed in six weeks.",
    "A rose-coloured macular rash was noted over the trunk.",
    "This was felt to be in the patient's best interests.",
    "Please see page 2 for the full medication list.",
    "Imaging excluded small bowel obstruction.",
    "It would be wise to avoid NSAIDs given the renal function.",
    "There was frank haematuria on the morning of admission.",
    "There is a small mark on the left shin from an old injury.",
    "The family accepted the news with good grace.",
    "The urine was dark brown and the sputum green.",
    "The white cell count was normal.",
    "Weight has fallen by almost a stone since the spring.",
    "The visual field examination was full to confrontation.",
    "The patient can no longer manage the hill to the shops.",
    "The kitchen is small and there is no room for a perching stool.",
    "A diet rich in fibre was recommended.",
    "The patient was unable to cook or shop independently.",
    "A wood-burning stove is the only heating in the house.",
    "The patient has made a will and has a lasting power of attorney.",
    "The carers were asked to page the team if the pain worsened.",
    "Symptoms are worse at dawn and ease by late morning.",
    "The patient takes little joy in previous hobbies.",
    "A renal stone was seen on the CT.",
    "Home oxygen was discussed on a long-term basis but not started.",
    "A hardy perennial problem has been constipation.",
    "The patient keeps faith with the exercise programme.",
    "A young carer supports the household.",
    "The bruising is a greenish-black colour.",
    "The short-term plan is a trial without catheter.",
    "The church hall lunch club is attended weekly.",
    "A strong smell of ketones was noted.",
]

WORD_SENTENCES_LC = [
    "some hope of improvement w/ physio.", "will need repeat bloods in 1/52.", "rose-coloured rash on trunk, non-blanching? no - blanching.",
    "best interests decision documented.", "see page 2 for mar chart.", "small bowel obs excluded on ct.",
    "frank haematuria this am.", "small mark l shin, old.", "urine dark brown, sputum green.", "wcc normal.",
    "lost about a stone since spring.", "can't manage the hill to the shops.", "diet rich in fibre advised.",
    "unable to cook, carers do meals.", "has made a will + lpa in place.", "symptoms worse at dawn.",
    "takes little joy in things.", "long hx of constipation.", "strong smell of ketones.", "wise to avoid nsaids.",
]


def rnd(r, lo, hi, dp=0):
    v = r.uniform(lo, hi)
    return f"{v:.{dp}f}" if dp else str(int(round(v)))


def labs(r, lc=False):
    items = [
        f"Hb {rnd(r, 82, 158)} g/L", f"WCC {rnd(r, 3.1, 18.4, 1)} x10^9/L", f"plt {rnd(r, 95, 480)}",
        f"Na {rnd(r, 124, 146)} mmol/L", f"K {rnd(r, 3.1, 5.9, 1)}", f"urea {rnd(r, 3.0, 28.0, 1)}",
        f"creatinine {rnd(r, 55, 320)} umol/L", f"eGFR {rnd(r, 14, 89)}", f"CRP {rnd(r, 1, 240)} mg/L",
        f"albumin {rnd(r, 22, 44)} g/L", f"HbA1c {rnd(r, 38, 96)} mmol/mol", f"INR {rnd(r, 0.9, 4.2, 1)}",
        f"TSH {rnd(r, 0.2, 8.8, 1)} mU/L", f"ALT {rnd(r, 9, 140)} U/L", f"bilirubin {rnd(r, 4, 60)}",
        f"corrected calcium {rnd(r, 2.05, 2.9, 2)}", f"magnesium {rnd(r, 0.55, 1.05, 2)}", f"ferritin {rnd(r, 8, 900)}",
        f"B12 {rnd(r, 110, 700)} ng/L", f"folate {rnd(r, 2.1, 18.0, 1)}", f"troponin {rnd(r, 4, 180)} ng/L",
        f"lactate {rnd(r, 0.6, 5.8, 1)}", f"BNP {rnd(r, 40, 4200)} pg/mL", f"D-dimer {rnd(r, 200, 3400)}",
        f"PSA {rnd(r, 0.4, 88.0, 1)}", f"vitamin D {rnd(r, 12, 95)} nmol/L", f"lithium level {rnd(r, 0.3, 1.3, 2)} mmol/L",
        f"clozapine level {rnd(r, 210, 780)} micrograms/L", f"GGT {rnd(r, 12, 640)}", f"MCV {rnd(r, 72, 112)} fL",
    ]
    r.shuffle(items)
    s = ", ".join(items[:r.randint(5, 10)])
    return s.lower() if lc else s


def vitals(r, lc=False):
    items = [
        f"BP {rnd(r, 88, 186)}/{rnd(r, 48, 104)}", f"HR {rnd(r, 48, 128)}", f"RR {rnd(r, 12, 32)}",
        f"SpO2 {rnd(r, 86, 99)}% on {r.choice(['room air', 'RA', '2 L/min', '28% Venturi', '4 L NC'])}",
        f"T {rnd(r, 35.4, 39.4, 1)}", f"GCS {r.choice(['15/15', '14/15', '13/15', 'E3V4M6', '15'])}",
        f"BM {rnd(r, 3.2, 24.0, 1)}", f"NEWS2 {r.randint(0, 11)}", f"pain score {r.randint(0, 10)}/10",
        f"cap refill {r.choice(['<2 s', '3 s', '2 s'])}", f"weight {rnd(r, 38, 128, 1)} kg",
        f"BMI {rnd(r, 15.5, 41.0, 1)}",
    ]
    r.shuffle(items)
    s = ", ".join(items[:r.randint(4, 8)])
    return s.lower() if lc else s


SCORES = ["MMSE {a}/30", "ACE-III {b}/100", "MoCA {c}/30", "PHQ-9 {d}", "GAD-7 {e}", "AUDIT-C {f}", "MUST {g}",
          "CFS {h}", "ECOG {i}", "PPS {j}%", "HADS-D {e}", "4AT {g}", "CHA2DS2-VASc {i}", "HAS-BLED {g}",
          "Oxford Hip Score {k}/48", "Neck Disability Index {l}%", "PCL-5 {m}", "IES-R {m}", "Abbey pain scale {e}",
          "HoNOS {m}", "BPRS {k}", "Epworth {e}/24", "QRISK3 {l}%", "FRAX {l}%", "Timed Up and Go {n} s"]


def score(r, lc=False):
    s = r.choice(SCORES).format(a=r.randint(9, 29), b=r.randint(41, 96), c=r.randint(8, 29), d=r.randint(2, 27),
                                e=r.randint(1, 21), f=r.randint(0, 12), g=r.randint(0, 4), h=r.randint(3, 8),
                                i=r.randint(0, 4), j=r.choice([20, 30, 40, 50, 60]), k=r.randint(12, 46),
                                l=r.randint(6, 48), m=r.randint(18, 70), n=r.randint(9, 38))
    return s.lower() if lc else s


def scores(r, n=3, lc=False):
    return ", ".join(score(r, lc) for _ in range(n))


def drug(m):
    """Drug name part of a medication line ('alendronic acid 70 mg weekly' -> 'alendronic acid')."""
    out = []
    for w in m.split():
        if any(ch.isdigit() for ch in w):
            break
        out.append(w)
    return " ".join(out) or m.split()[0]


def meds(r, k=None, lc=False):
    k = k or r.randint(3, 8)
    out = r.sample(MEDS, k)
    return [m.lower() for m in out] if lc else out


def diags(r, k=None):
    k = k or r.randint(2, 5)
    return r.sample(DIAG, k)


def eponym(r, lc=False):
    s = r.choice(EPONYM_PHRASES)
    return s.lower() if lc else s


def duration(r):
    return r.choice(DURATIONS)


COMPLAINT_SENTENCES = [
    "I hope this letter addresses the concerns you raised.", "We accept that communication fell short of our best.",
    "Please see page 2 for the action plan agreed by the ward.", "A small change to the handover sheet has already been made.",
    "In hindsight it would have been wise to involve the family sooner.", "We will make every effort to learn from this.",
    "Staff will attend a short refresher on frank and open disclosure.", "It is clear that a number of things went wrong.",
]

CARER_REPORTS = ["{he} ate a small breakfast", "the urine is dark brown", "{he} is more sleepy", "{he} refused lunch",
                 "{he} was upset overnight", "the skin on {his} heels looks red", "{he} drank well today",
                 "{he} had a good night"]

ROLE_SENTENCES = ["This was discussed with {r}.", "I have updated {r}.", "{R} was informed.", "{R} agreed with the plan.",
                  "Advice was sought from {r}.", "A message was left for {r}.", "{R} will review.",
                  "The case was handed over to {r}."]


CLIN_ROLES = [x for x in ROLES if x not in ("the coroner's officer", "the bed manager", "the site manager")]


def role_sentence(r, lc=False):
    ro = r.choice(CLIN_ROLES)
    s = r.choice(ROLE_SENTENCES).replace("{r}", ro).replace("{R}", ro[0].upper() + ro[1:])
    return s.lower() if lc else s


def time_(r):
    return r.choice(TIMES)


def role(r):
    return r.choice(ROLES)


def wordsent(r, lc=False):
    return r.choice(WORD_SENTENCES_LC if lc else WORD_SENTENCES)
