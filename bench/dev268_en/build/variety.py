"""Hard-negative sentences (no PHI) and system fragments that add realism (author 268)."""
import phi
from phi import make_person

HN = {
    "any": [
        "BP 132/84, HR 76 reg, BMI 27.4.",
        "Bloods: Na 139, K 4.2, B12 312 ng/L, folate 7.1 ug/L, TSH 1.8 mU/L, HbA1c 48 mmol/mol.",
        "Epworth Sleepiness Scale 14/24; STOP-BANG 5/8 - sleep study requested.",
        "Edinburgh Handedness Inventory laterality quotient +100 (strongly right-handed).",
        "Vision corrected with +2.50 readers; audiometry 25 dB HL bilaterally.",
        "Hospital Anxiety and Depression Scale: A 11, D 8.",
        "No history suggestive of Lewy body disease (no RBD, no fluctuations, no visual hallucinations).",
        "Charles Bonnet syndrome was considered but the hallucinations are not purely visual.",
        "Wisconsin Card Sorting Test: 4 categories achieved, 19 perseverative responses.",
        "Boston Naming Test 52/60 with 4 phonemic cues; no semantic paraphasias.",
        "Test of Premorbid Functioning predicts average range ability (predicted FSIQ 101).",
        "Rey-Osterrieth copy 34/36 (planned approach), 3-min recall 14/36.",
        "Verbal fluency F-A-S: 11, 8, 13 words in 60 s (total 32).",
        "Hooper Visual Organization Test 24/30; Benton Facial Recognition 43/54.",
        "Camden Pictorial Recognition Memory Test 29/30.",
        "Cambridge Behavioural Inventory-R total 41/180.",
        "Sydney Psychosocial Reintegration Scale-2 (self) 44/72.",
        "Mayo-Portland Adaptability Inventory-4 T = 48 (mild limitation).",
        "FIM 112/126, FAM 201/210 at discharge.",
        "Queen Square Screening Test for Cognitive Deficits not administered (time).",
        "Hopkins Verbal Learning Test-Revised: learning slope 1.3 words/trial.",
        "Raven's Standard Progressive Matrices 42/60.",
        "Kaufman Brief Intelligence Test-2 IQ Composite 94.",
        "Beck Depression Inventory-II 24 (moderate range); denies suicidal intent.",
        "Reviewed in 6/12 by neurology; seen 2/52 ago by physio.",
        "Headaches 3/7 per week, paracetamol 1 g up to QDS, no more than 10 days per month.",
        "Sertraline increased to 100 mg od 4/52 ago; no side effects reported.",
        "Drives an automatic; no near misses reported in the last 12 months.",
        "Alcohol AUDIT-C 3/12.",
        "CPT 96132/96133 (evaluation services) and 96136/96137 (test administration) documented.",
        "Q-interactive digital administration used for WAIS-IV subtests; paper record forms for WMS-IV.",
        "Glasgow Coma Scale 15 throughout the admission.",
        "No Babinski sign; Romberg negative; tandem gait steady.",
        "Hoehn and Yahr stage 2; MDS-UPDRS part III 24.",
        "Addenbrooke's Cognitive Examination-III 93/100 at the memory clinic, above the 88 cut-off.",
        "The Wechsler norms used are UK-standardised; demographically adjusted (Heaton) norms for TMT.",
        "Montreal Cognitive Assessment (MoCA) version 8.1; 1 point added for 12 years or fewer of education.",
        "Modified Six Elements: 5/6 tasks attempted, rule breaks 0.",
        "Uses a Fitbit Charge 5 for step counts and a pill organiser for medication.",
        "Hearing aids: Phonak Audeo P90 (bilateral).",
        "Seizure alert watch (Empatica EmbracePlus) worn at night.",
    ],
    "tbi": [
        "Glasgow Outcome Scale-Extended 5 (lower good recovery) at 12/12.",
        "Rancho Los Amigos level VII on transfer to rehabilitation.",
        "Galveston Orientation and Amnesia Test 76/100 on day 14.",
        "Mayo classification: moderate-severe (definite) TBI.",
        "SWI: multiple microhaemorrhages at the grey-white junction and corpus callosum (grade 2 DAI).",
        "Craniectomy flap replaced 3/12 later; no post-traumatic seizures; not on prophylactic AEDs.",
    ],
    "mild_tbi": [
        "Rivermead Post-Concussion Questionnaire: RPQ-3 7/12, RPQ-13 29/52.",
        "Buffalo Concussion Treadmill Test: symptom-limited at HR 152.",
        "SCAT6 symptom score 38/132 at 72 h; vestibular/ocular motor screen provoked dizziness.",
        "King-Devick test slower than baseline by 4.1 s.",
    ],
    "dementia": [
        "Amyloid PET positive (centiloid 78); CSF not performed.",
        "Bristol Activities of Daily Living Scale 14/60.",
        "Clinical Dementia Rating global 1, sum of boxes 5.5.",
        "Addenbrooke's Cognitive Examination-III 74/100, memory subscore 11/26.",
        "No features of Korsakoff syndrome; thiamine 100 mg TDS continued.",
        "Neuropsychiatric Inventory-Q: apathy and night-time behaviours endorsed.",
    ],
    "epilepsy": [
        "ILAE 2017 classification: focal impaired awareness, non-motor onset.",
        "Engel class IA outcome would be expected in ~60-70% after ATL for HS.",
        "Todd's paresis lasting up to 2 hours after GTCS.",
        "Levetiracetam level 18 mg/L (reference 12-46).",
        "Sleep-deprived EEG: left temporal sharp waves, phase reversal at T7 (10-20 system).",
        "Seizure diary app shows 9 events in the last 28 days.",
    ],
    "stroke": [
        "NIHSS 4 at discharge; Barthel Index 85/100.",
        "Star Cancellation 46/54 with left-sided omissions; line bisection deviated 12 mm right.",
        "Boston Diagnostic Aphasia Examination: mild anomic aphasia.",
        "Broca's area spared on MRI; lesion involves left insula and parietal operculum.",
        "Oxford Cognitive Screen: impaired on hearts cancellation and praxis.",
    ],
    "paeds": [
        "Apgars 9 and 10; Guthrie card normal; no NICU admission.",
        "Vineland-3 Adaptive Behavior Composite 78.",
        "Conners 4 (parent) Inattention/Executive Dysfunction T = 72.",
        "WISC-V GAI 96 vs CPI 79 (significant discrepancy, base rate 8%).",
        "Age-equivalent on the Beery VMI 6:8 (not a developmental age of concern on its own).",
        "CELF-5 Core Language Score 84.",
        "Reading age approx. 8;3 on the York Assessment of Reading for Comprehension.",
        "Down syndrome, Williams syndrome and fragile X excluded on microarray.",
    ],
}


PAEDS_SAFE = [
    "Edinburgh Handedness Inventory laterality quotient +100 (strongly right-handed).",
    "Wisconsin Card Sorting Test: 4 categories achieved, 19 perseverative responses.",
    "Hooper Visual Organization Test 24/30; Benton Facial Recognition 43/54.",
    "Raven's Standard Progressive Matrices 42/60.",
    "Kaufman Brief Intelligence Test-2 IQ Composite 94.",
    "Reviewed in 6/12 by neurology; seen 2/52 ago by physio.",
    "Glasgow Coma Scale 15 throughout the admission.",
    "No Babinski sign; Romberg negative; tandem gait steady.",
    "Seizure alert watch (Empatica EmbracePlus) worn at night.",
    "Headaches 3/7 per week; paracetamol 15 mg/kg PRN.",
]


def hn(rng, etio, k=1):
    if etio == "paeds":
        pool = HN["paeds"] + PAEDS_SAFE
    else:
        pool = HN.get(etio, []) + HN["any"]
    return " ".join(rng.sample(pool, min(k, len(pool))))


HOLIDAYS = {"UK": ["Christmas", "Easter", "Boxing Day", "New Year's Day", "the May Day bank holiday"],
            "US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "Memorial Day"],
            "AU": ["Christmas", "Easter", "Anzac Day", "Australia Day", "the King's Birthday"],
            "CA": ["Canada Day", "Thanksgiving", "Christmas", "Victoria Day", "Boxing Day"]}


def holiday(rng, country):
    h = rng.choice(HOLIDAYS[country])
    if h.startswith("the "):
        return ["the ", ("DATE", h[4:])]
    return [("DATE", h)]


def ehr_footer(n, c, rng):
    """Electronic record footer with sign-off time stamp, print user and page counter."""
    r = rng.random()
    if r < 0.4:
        n.ln("Electronically signed by {s} on {d} at {t}", s=("DOCTOR", c.np.form("full")), d=c.d(c.days(rng.randint(10, 40))),
             t="%02d:%02d" % (rng.randint(8, 19), rng.randint(0, 59)))
    elif r < 0.7:
        n.ln("Printed {d} by {u}    Page 1 of {k}", d=c.d(c.days(rng.randint(10, 60))), u=("USERNAME", phi.username(rng, make_person(rng))),
             k=rng.randint(2, 6))
    else:
        n.ln("Document ID {x} | Author {u} | Status: Final", x=("IDNUM", "DOC-" + phi.digits(rng, 8)),
             u=("USERNAME", phi.username(rng, c.np)))


def forwarded(n, c, rng):
    """Copy-pasted e-mail header block (internal forwarding)."""
    a = make_person(rng)
    n.ln("-----Original Message-----")
    n.ln("From: {x} <{e}>", x=("DOCTOR", a.form(rng.choice(["full", "LAST_first"]))), e=("EMAIL", phi.email_for(rng, a)))
    n.ln("Sent: {d} {t}", d=c.df.wk(c.days(-rng.randint(1, 5))), t="%d:%02d %s" % (rng.randint(1, 11), rng.randint(0, 59),
                                                                                     rng.choice(["AM", "PM"])))
    n.ln("To: {e}", e=("EMAIL", c.np_email))
    n.ln("Subject: RE: {x}", x=rng.choice([[("PATIENT", c.pt.form("LAST_first"))], [("MRN", c.mrn)],
                                           ["pt ", ("PATIENT", c.pt.form("initials_bare")), " appt"]]))
    return a
