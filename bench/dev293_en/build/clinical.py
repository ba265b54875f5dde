"""Clinical content (non-PHI): conditions, driving standards by country,
medications, examination values.  These supply the hard negatives."""

AUTH = {
    "UK": {"name": "DVLA", "long": "Driver and Vehicle Licensing Agency",
           "std": "Assessing fitness to drive: a guide for medical professionals",
           "g1": "Group 1 (car and motorcycle)", "g2": "Group 2 (bus and lorry)"},
    "NI": {"name": "DVA", "long": "Driver and Vehicle Agency",
           "std": "Assessing fitness to drive guidance",
           "g1": "Group 1", "g2": "Group 2"},
    "IE": {"name": "NDLS", "long": "National Driver Licence Service",
           "std": "Slainte agus Tiomaint: Medical Fitness to Drive Guidelines",
           "g1": "Group 1 (AM, A, B, W)", "g2": "Group 2 (C1, C, D1, D)"},
    "US": {"name": "DMV", "long": "Department of Motor Vehicles",
           "std": "FMCSA physical qualification standards (49 CFR 391.41)",
           "g1": "Class D (non-commercial)", "g2": "CDL Class A/B"},
    "AU": {"name": "the driver licensing authority", "long": "driver licensing authority",
           "std": "Assessing Fitness to Drive (Austroads)",
           "g1": "private vehicle", "g2": "commercial vehicle"},
    "CA": {"name": "the provincial Driver Medical Review office", "long": "Driver Medical Review",
           "std": "CCMTA Medical Standards for Drivers",
           "g1": "Class 5 (non-commercial)", "g2": "Class 1-4 (commercial)"},
}


def auth(c):
    if c.country == "UK" and c.region == "Northern Ireland":
        return AUTH["NI"]
    return AUTH[c.country]


CONDITIONS = {
    "first_seizure": {
        "names": ["first unprovoked seizure", "single unprovoked generalised tonic-clonic seizure",
                  "first generalized tonic-clonic seizure", "isolated unprovoked seizure"],
        "event": "a first generalised tonic-clonic seizure",
        "meds": ["no antiseizure medication started", "levetiracetam 500 mg BD",
                 "levetiracetam 250 mg BD, titrating"],
        "tests": ["MRI brain (3T): no structural lesion", "EEG: no epileptiform discharges",
                  "CT head on arrival: no acute abnormality", "ECG: sinus rhythm, QTc 418 ms",
                  "Prolactin not sent", "CK 612 U/L at 12 h"],
        "g1": {"UK": "6 months off driving from the date of the seizure", "IE": "6 months off driving",
               "US": "a seizure-free interval as set by the state (commonly 3 to 6 months)",
               "AU": "a minimum of 6 months seizure-free for a private licence",
               "CA": "a seizure-free period of at least 3 months"},
        "g2": {"UK": "5 years seizure-free off antiseizure medication", "IE": "5 years off driving",
               "US": "not medically qualified to drive a CMV at present",
               "AU": "5 years seizure-free for a commercial licence",
               "CA": "12 months seizure-free with specialist review"},
    },
    "epilepsy": {
        "names": ["epilepsy", "focal epilepsy with impaired awareness seizures",
                  "juvenile myoclonic epilepsy", "temporal lobe epilepsy", "idiopathic generalised epilepsy"],
        "event": "a breakthrough seizure",
        "meds": ["lamotrigine 100 mg BD", "levetiracetam 750 mg BD", "carbamazepine MR 400 mg BD",
                 "sodium valproate 500 mg BD", "lacosamide 100 mg BD", "zonisamide 200 mg OD"],
        "tests": ["EEG: left temporal sharp waves", "MRI: left mesial temporal sclerosis",
                  "lamotrigine level 6.2 mg/L", "video telemetry: focal onset confirmed"],
        "g1": {"UK": "12 months free of seizures", "IE": "1 year seizure-free",
               "US": "a seizure-free interval set by the state, often 6 months",
               "AU": "12 months seizure-free on treatment", "CA": "6 months seizure-free on medication"},
        "g2": {"UK": "10 years seizure-free without medication", "IE": "10 years off medication",
               "US": "disqualifying for interstate CMV driving", "AU": "10 years seizure-free off medication",
               "CA": "5 years seizure-free with or without medication"},
    },
    "stroke": {
        "names": ["left MCA territory ischaemic stroke", "right partial anterior circulation infarct",
                  "posterior circulation stroke", "lacunar infarct (left internal capsule)",
                  "right parietal ischemic stroke", "cerebellar infarct"],
        "event": "an ischaemic stroke",
        "meds": ["clopidogrel 75 mg OD", "atorvastatin 80 mg ON", "apixaban 5 mg BD",
                 "ramipril 5 mg OD", "amlodipine 5 mg OD", "aspirin 75 mg OD"],
        "tests": ["NIHSS 4 on admission, 1 at discharge", "mRS 1", "CT angiogram: no large vessel occlusion",
                  "carotid duplex: <50% stenosis bilaterally", "24 h Holter: no AF", "MoCA 25/30"],
        "g1": {"UK": "no driving for 1 month; may resume if no residual deficit",
               "IE": "no driving for 1 month", "US": "no driving until cleared after review",
               "AU": "no driving for at least 1 month", "CA": "no driving for at least 1 month"},
        "g2": {"UK": "no driving for 1 year", "IE": "no driving for 1 year",
               "US": "not qualified until neurological review", "AU": "no driving for at least 3 months",
               "CA": "no driving for at least 3 months"},
    },
    "tia": {
        "names": ["transient ischaemic attack", "TIA (left hemisphere)", "transient ischemic attack",
                  "amaurosis fugax, right eye"],
        "event": "a transient ischaemic attack",
        "meds": ["clopidogrel 75 mg OD", "atorvastatin 40 mg ON", "aspirin 300 mg for 14 days"],
        "tests": ["ABCD2 score 4", "MRI DWI negative", "carotid Doppler: 40% left ICA stenosis",
                  "ECG: sinus rhythm 68 bpm"],
        "g1": {"UK": "1 month off driving", "IE": "1 month off driving", "US": "a short period off driving",
               "AU": "2 weeks off driving", "CA": "no driving until assessed"},
        "g2": {"UK": "1 year off driving", "IE": "1 year off driving", "US": "not qualified pending review",
               "AU": "3 months off driving", "CA": "30 days minimum"},
    },
    "syncope": {
        "names": ["unexplained syncope", "recurrent vasovagal syncope", "loss of consciousness, cause undetermined",
                  "cardiac syncope (complete heart block)"],
        "event": "an episode of loss of consciousness",
        "meds": ["fludrocortisone 100 mcg OD", "midodrine 2.5 mg TDS", "midodrine 5 mg TDS"],
        "tests": ["12-lead ECG: first-degree AV block", "echocardiogram: LVEF 55%",
                  "implantable loop recorder inserted", "tilt-table test: vasodepressor response",
                  "24 h tape: pauses up to 3.8 s"],
        "g1": {"UK": "6 months off driving if no cause is found", "IE": "6 months off driving",
               "US": "no driving pending cardiology review", "AU": "6 months off driving if unexplained",
               "CA": "7 days after a cause is found and treated"},
        "g2": {"UK": "12 months off driving", "IE": "12 months off driving", "US": "not qualified pending cardiology clearance",
               "AU": "12 months off driving", "CA": "12 months off commercial driving"},
    },
    "diabetes": {
        "names": ["type 1 diabetes", "insulin-treated type 2 diabetes", "type 2 diabetes on sulfonylurea",
                  "type 1 diabetes with impaired hypoglycaemia awareness"],
        "event": "a severe hypoglycaemic episode requiring help from another person",
        "meds": ["insulin glargine 24 units ON", "insulin aspart with meals", "gliclazide 80 mg BD",
                 "metformin 1 g BD", "insulin degludec 30 units OD", "empagliflozin 10 mg OD"],
        "tests": ["HbA1c 61 mmol/mol", "HbA1c 7.8%", "CGM time in range 64%", "eGFR 72",
                  "GOLD score 5 (impaired awareness)", "retinopathy screening: background only"],
        "g1": {"UK": "must not drive if more than one episode of severe hypoglycaemia while awake in 12 months",
               "IE": "should not drive after a severe hypoglycaemic event until reviewed",
               "US": "no driving until hypoglycemia is controlled", "AU": "no driving for at least 6 weeks after a severe hypoglycaemic event",
               "CA": "no driving until the cause is corrected"},
        "g2": {"UK": "any severe hypoglycaemia in 12 months is disqualifying",
               "IE": "no Group 2 driving after any severe hypoglycaemia in 12 months",
               "US": "requires the ITDM Assessment Form (MCSA-5870)", "AU": "no commercial driving for 3 months",
               "CA": "no commercial driving until reassessed"},
    },
    "osa": {
        "names": ["obstructive sleep apnoea", "severe obstructive sleep apnea", "moderate OSA with excessive daytime sleepiness",
                  "obesity hypoventilation with OSA"],
        "event": "excessive sleepiness at the wheel",
        "meds": ["modafinil 100 mg mane", "solriamfetol 75 mg OD", "nil specific (CPAP only)"],
        "treat": ["CPAP 10 cmH2O", "auto-CPAP 6-14 cmH2O", "mandibular advancement device", "auto-CPAP 5-15 cmH2O"],
        "tests": ["AHI 34/h", "ODI 28/h", "Epworth Sleepiness Scale 15/24", "AHI 18/h, supine",
                  "mean SpO2 92%, nadir 78%", "ESS 6/24 on treatment"],
        "g1": {"UK": "must not drive until symptoms are controlled", "IE": "no driving until sleepiness is controlled",
               "US": "no driving while sleepy; commercial drivers need compliance data",
               "AU": "no driving until treated and sleepiness resolved", "CA": "no driving until effectively treated"},
        "g2": {"UK": "must not drive until compliance and symptom control are confirmed",
               "IE": "annual review required", "US": "certification limited to 1 year with CPAP compliance",
               "AU": "conditional licence with annual review", "CA": "annual review with compliance download"},
    },
    "vision": {
        "names": ["primary open-angle glaucoma", "bilateral cataract", "neovascular age-related macular degeneration",
                  "right homonymous hemianopia", "diabetic retinopathy post-PRP", "retinitis pigmentosa"],
        "event": "deterioration in vision",
        "meds": ["latanoprost 0.005% ON both eyes", "timolol 0.5% BD", "aflibercept intravitreal injections",
                 "brimonidine 0.2% BD"],
        "tests": ["Esterman binocular: 112 points seen, 8 missed", "VA R 6/9 L 6/18", "Humphrey 24-2: superior arcuate defect",
                  "IOP 18/19 mmHg", "Goldmann III4e: horizontal extent 105 degrees"],
        "g1": {"UK": "binocular field of at least 120 degrees with no significant central defect",
               "IE": "visual acuity of at least 0.5 (6/12) binocular", "US": "20/40 in the better eye in most states",
               "AU": "visual acuity of 6/12 with both eyes open", "CA": "20/50 with both eyes"},
        "g2": {"UK": "6/7.5 in the better eye and 6/60 in the worse eye, field 160 degrees",
               "IE": "0.8 better eye and 0.1 worse eye", "US": "20/40 each eye and 70 degrees horizontal field each eye",
               "AU": "6/9 in the better eye and 6/18 in the worse eye", "CA": "20/30 with both eyes, 150 degree field"},
    },
    "dementia": {
        "names": ["mild cognitive impairment", "early Alzheimer's disease", "mixed dementia", "vascular cognitive impairment",
                  "frontotemporal dementia (behavioural variant)"],
        "event": "getting lost while driving",
        "meds": ["donepezil 10 mg ON", "memantine 10 mg BD", "rivastigmine 9.5 mg/24 h patch"],
        "tests": ["MoCA 21/30", "ACE-III 78/100", "Trail Making B 186 s", "MMSE 24/30", "clock drawing: 2/3",
                  "SDSA: predicted fail"],
        "g1": {"UK": "may drive if an assessment shows it is safe; annual review",
               "IE": "driving review at least annually", "US": "referral for a driving evaluation",
               "AU": "conditional licence subject to review", "CA": "road test required"},
        "g2": {"UK": "licence refused or revoked", "IE": "not fit for Group 2",
               "US": "not qualified", "AU": "not fit for commercial licence", "CA": "not fit for commercial classes"},
    },
    "parkinsons": {
        "names": ["Parkinson's disease", "idiopathic Parkinson's disease (H&Y stage 2)", "parkinsonism"],
        "event": "slowed reactions and freezing",
        "meds": ["co-careldopa 25/100 TDS", "ropinirole XL 8 mg OD", "rasagiline 1 mg OD", "carbidopa-levodopa 25/100 QID"],
        "tests": ["UPDRS-III 24", "Hoehn and Yahr 2", "Epworth 12/24", "brake reaction time 0.82 s"],
        "g1": {"UK": "may drive if safe; notify DVLA", "IE": "may drive subject to review", "US": "periodic review",
               "AU": "conditional licence", "CA": "functional assessment"},
        "g2": {"UK": "assessed case by case", "IE": "case by case", "US": "case by case",
               "AU": "conditional licence unlikely", "CA": "functional assessment"},
    },
    "icd": {
        "names": ["ICD for secondary prevention after VT arrest", "primary prevention ICD (LVEF 30%)",
                  "ischaemic cardiomyopathy with ICD", "hypertrophic cardiomyopathy with ICD"],
        "event": "an appropriate ICD shock",
        "meds": ["bisoprolol 5 mg OD", "sacubitril/valsartan 49/51 mg BD", "amiodarone 200 mg OD", "eplerenone 25 mg OD"],
        "tests": ["device check: 1 episode VT treated with ATP", "LVEF 35% on echo", "ECG: paced rhythm 70 bpm",
                  "NT-proBNP 860 ng/L"],
        "g1": {"UK": "6 months off driving after implant for secondary prevention", "IE": "6 months off driving",
               "US": "no driving for 6 months after shock", "AU": "6 months off driving after secondary prevention implant",
               "CA": "6 months off driving"},
        "g2": {"UK": "permanently barred from Group 2", "IE": "permanently unfit for Group 2",
               "US": "not qualified to drive a CMV", "AU": "not fit for commercial licence",
               "CA": "not fit for commercial classes"},
    },
    "alcohol": {
        "names": ["alcohol dependence", "harmful alcohol use", "alcohol use disorder (moderate)", "alcohol-related seizures"],
        "event": "a drink-driving offence",
        "meds": ["acamprosate 666 mg TDS", "thiamine 100 mg TDS", "naltrexone 50 mg OD", "disulfiram 200 mg OD"],
        "tests": ["CDT 1.2%", "GGT 188 U/L", "MCV 104 fL", "AUDIT 24", "ALT 67 U/L", "PEth 0.42 umol/L"],
        "g1": {"UK": "1 year free from alcohol dependence", "IE": "6 months controlled drinking",
               "US": "ignition interlock required", "AU": "12 months abstinence documented", "CA": "remedial programme"},
        "g2": {"UK": "3 years free from alcohol dependence", "IE": "3 years", "US": "disqualified",
               "AU": "not fit until reviewed", "CA": "not fit until reviewed"},
    },
    "hypertension": {
        "names": ["essential hypertension", "stage 2 hypertension", "poorly controlled hypertension"],
        "event": "raised blood pressure at certification",
        "meds": ["amlodipine 10 mg OD", "lisinopril 20 mg OD", "indapamide 2.5 mg OD", "losartan 50 mg OD",
                 "hydrochlorothiazide 25 mg OD"],
        "tests": ["BP 162/104 mmHg", "BP 138/86 mmHg repeat", "creatinine 92 umol/L", "urine ACR 3.1"],
        "g1": {"UK": "no restriction", "IE": "no restriction", "US": "no restriction", "AU": "no restriction",
               "CA": "no restriction"},
        "g2": {"UK": "must not drive if resting BP is 180/100 or more", "IE": "180/100 threshold",
               "US": "3-month one-time certificate for 160-179/100-109", "AU": "review if 200/110 or more",
               "CA": "review if 170/110 or more"},
    },
    "tbi": {
        "names": ["moderate traumatic brain injury", "severe TBI with frontal contusions", "subdural haematoma (evacuated)"],
        "event": "a head injury",
        "meds": ["levetiracetam 500 mg BD (prophylaxis)", "sertraline 50 mg OD", "paracetamol PRN"],
        "tests": ["GCS 15", "post-traumatic amnesia 9 days", "MoCA 24/30", "Trail Making B 142 s", "UFOV risk category 3"],
        "g1": {"UK": "no driving until clinical recovery; 6 to 12 months", "IE": "6 months", "US": "after neuro review",
               "AU": "no driving until specialist review", "CA": "no driving until cleared"},
        "g2": {"UK": "individual assessment", "IE": "individual assessment", "US": "not qualified",
               "AU": "not fit until reviewed", "CA": "not fit until reviewed"},
    },
    "ms": {
        "names": ["relapsing-remitting multiple sclerosis", "secondary progressive MS", "multiple sclerosis with spastic paraparesis"],
        "event": "a relapse with right leg weakness",
        "meds": ["ocrelizumab 6-monthly", "baclofen 10 mg TDS", "fampridine 10 mg BD", "dimethyl fumarate 240 mg BD"],
        "tests": ["EDSS 4.0", "timed 25-foot walk 9.8 s", "right ankle dorsiflexion MRC 3/5", "9-hole peg 28 s"],
        "g1": {"UK": "may drive with adaptations", "IE": "may drive with conditions", "US": "adaptive equipment",
               "AU": "conditional licence with vehicle modifications", "CA": "restricted licence"},
        "g2": {"UK": "individual assessment", "IE": "individual assessment", "US": "case by case",
               "AU": "case by case", "CA": "case by case"},
    },
}

COND_KEYS = sorted(CONDITIONS)

VITALS = [
    "BP {bp} mmHg", "HR {hr} bpm", "BMI {bmi} kg/m2", "SpO2 {sp}% RA", "RR 16", "Temp 36.{t} C",
    "neck circumference {neck} cm", "waist {waist} cm",
]

OTHER_DRUGS = ["omeprazole 20 mg OD", "simvastatin 40 mg ON", "sertraline 100 mg OD", "mirtazapine 15 mg ON",
               "amitriptyline 10 mg ON", "gabapentin 300 mg TDS", "pregabalin 75 mg BD", "codeine 30 mg PRN",
               "tramadol 50 mg PRN", "diazepam 2 mg PRN", "zopiclone 7.5 mg ON", "cetirizine 10 mg OD",
               "salbutamol 100 mcg PRN", "levothyroxine 100 mcg OD", "tamsulosin 400 mcg OD",
               "citalopram 20 mg OD", "quetiapine 25 mg ON", "methadone 60 mg OD", "buprenorphine 8 mg SL OD",
               "oxycodone MR 10 mg BD", "lisinopril 10 mg OD", "furosemide 40 mg OM", "warfarin as per INR",
               "rivaroxaban 20 mg OD", "bendroflumethiazide 2.5 mg OD", "allopurinol 300 mg OD"]

SEDATING = ["zopiclone", "diazepam", "pregabalin", "gabapentin", "mirtazapine", "amitriptyline",
            "quetiapine", "codeine", "tramadol", "oxycodone", "methadone"]

VA_METRIC = ["6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60"]
VA_US = ["20/15", "20/20", "20/25", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200"]
VA_DEC = ["1.2", "1.0", "0.8", "0.67", "0.5", "0.33", "0.25", "0.17", "0.1"]


def va(rng, country, best=0, worst=5):
    i = rng.randint(best, worst)
    if country in ("US", "CA"):
        return VA_US[i], i
    if country == "IE" and rng.random() < 0.5:
        return VA_DEC[i], i
    return VA_METRIC[i], i


def vitals(rng):
    return {"bp": "%d/%d" % (rng.randint(112, 168), rng.randint(64, 102)), "hr": str(rng.randint(52, 98)),
            "bmi": "%d.%d" % (rng.randint(21, 41), rng.randint(0, 9)), "sp": str(rng.randint(93, 99)),
            "t": str(rng.randint(4, 9)), "neck": str(rng.randint(36, 48)), "waist": str(rng.randint(80, 128))}


def vital_line(rng, sep=", "):
    v = vitals(rng)
    items = rng.sample(VITALS, rng.randint(3, 6))
    items.sort(key=VITALS.index)
    return sep.join(x.format(**v) for x in items)


LABS = ["Hb 138 g/L", "WCC 7.2", "Plt 244", "Na 139", "K 4.4", "Cr 88 umol/L", "eGFR >90",
        "ALT 31", "GGT 42", "TSH 1.9 mU/L", "HbA1c 44 mmol/mol", "glucose 6.1 mmol/L", "B12 312 ng/L",
        "ferritin 84", "LDL 2.1 mmol/L", "CRP <4", "Mg 0.84", "Ca 2.36"]


def lab_line(rng):
    return ", ".join(rng.sample(LABS, rng.randint(3, 7)))


NEURO_EXAM = ["Cranial nerves II-XII intact", "no pronator drift", "power 5/5 throughout",
              "reflexes symmetrical, plantars flexor", "Romberg negative", "finger-nose normal",
              "mild left facial droop", "left inferior quadrantanopia to confrontation",
              "tone normal", "gait normal, tandem steady", "heel-shin normal",
              "MRC 4+/5 right hip flexion", "sensation intact to light touch",
              "Babinski absent bilaterally", "no nystagmus", "Dix-Hallpike negative"]


def neuro_line(rng):
    return "; ".join(rng.sample(NEURO_EXAM, rng.randint(3, 6)))


ICD10 = {"first_seizure": "R56.9", "epilepsy": "G40.909", "stroke": "I63.9", "tia": "G45.9",
         "syncope": "R55", "diabetes": "E10.649", "osa": "G47.33", "vision": "H40.1",
         "dementia": "G30.1", "parkinsons": "G20", "icd": "Z95.810", "alcohol": "F10.20",
         "hypertension": "I10", "tbi": "S06.2X0A", "ms": "G35"}

DEVICE_MODELS = {"diabetes": ["Dexcom G7", "FreeStyle Libre 2", "Medtronic MiniMed 780G", "Omnipod 5",
                              "FreeStyle Libre 3", "Tandem t:slim X2"],
                 "osa": ["ResMed AirSense 10 AutoSet", "ResMed AirSense 11", "Philips DreamStation 2",
                         "Fisher & Paykel SleepStyle"],
                 "icd": ["Medtronic Cobalt XT", "Boston Scientific Resonate", "Abbott Gallant",
                         "Biotronik Rivacor"],
                 "syncope": ["Medtronic Reveal LINQ", "Abbott Assert-IQ", "Boston Scientific LUX-Dx"],
                 "alcohol": ["Draeger Interlock 7000", "Smart Start SSI-20/30", "Alcolock V3"],
                 "hearing": ["Phonak Audeo P90", "Oticon More 1", "Signia Pure Charge&Go"]}


def device_serial(rng):
    from entities import letters, digits
    f = rng.randrange(4)
    if f == 0:
        return "%s%s" % (letters(rng, 3), digits(rng, 6))
    if f == 1:
        return "%s%s" % (digits(rng, 2), "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8)))
    if f == 2:
        return "%s-%s" % (letters(rng, 2), digits(rng, 7))
    return digits(rng, 11)


def advice_text(c, key, group=1):
    cond = CONDITIONS[key]
    return cond["g1" if group == 1 else "g2"][c.country]
