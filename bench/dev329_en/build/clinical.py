"""Clinical content pools (no PHI): conditions, drugs, findings, procedures, notation.

These supply the hard negatives: eponyms, drug doses, lab values, scores, tooth
notation, device model names, times and durations.
"""

from core import pick, chance, sample

CONDITIONS = [
    "Down syndrome", "autism spectrum condition", "cerebral palsy (spastic quadriplegia)",
    "severe learning disability", "moderate learning disability", "Alzheimer's disease",
    "vascular dementia", "Lewy body dementia", "Parkinson's disease", "multiple sclerosis",
    "Huntington's disease", "epilepsy (Lennox-Gastaut syndrome)", "Rett syndrome",
    "Angelman syndrome", "Prader-Willi syndrome", "fragile X syndrome",
    "acquired brain injury (RTC)", "schizophrenia", "bipolar affective disorder",
    "severe dental anxiety (MDAS 24/25)", "haemophilia A (moderate, FVIII 3%)",
    "von Willebrand disease type 1", "ischaemic heart disease", "atrial fibrillation",
    "CKD stage 4", "Sjögren's syndrome", "motor neurone disease", "Duchenne muscular dystrophy",
    "spina bifida with VP shunt", "Williams syndrome", "Tourette syndrome", "Crohn's disease",
    "COPD (MRC 3)", "type 2 diabetes", "type 1 diabetes", "morbid obesity (BMI 46)",
    "Ehlers-Danlos syndrome (hypermobile type)", "post-stroke left hemiparesis",
    "SCC tongue post radiotherapy (60 Gy)", "Cornelia de Lange syndrome", "tuberous sclerosis",
    "Smith-Magenis syndrome", "22q11.2 deletion syndrome", "Wolf-Hirschhorn syndrome",
    "Charcot-Marie-Tooth disease", "Addison's disease", "Graves' disease",
    "Eisenmenger syndrome", "Marfan syndrome", "sickle cell disease (HbSS)",
    "PTSD", "obsessive-compulsive disorder", "Korsakoff syndrome",
]

US_COND = {"haemophilia A (moderate, FVIII 3%)": "hemophilia A (moderate, FVIII 3%)",
           "haemophilia A (severe, on prophylaxis)": "hemophilia A (severe, on prophylaxis)",
           "ischaemic heart disease": "ischemic heart disease",
           "severe learning disability": "severe intellectual disability",
           "moderate learning disability": "moderate intellectual disability",
           "SCC tongue post radiotherapy (60 Gy)": "SCC tongue s/p radiation (60 Gy)"}

MEDS = [
    "sodium valproate 500 mg BD", "levetiracetam 750 mg BD", "lamotrigine 100 mg BD",
    "apixaban 5 mg BD", "rivaroxaban 20 mg OD", "warfarin (target INR 2-3)",
    "alendronic acid 70 mg weekly", "risperidone 1 mg nocte", "donepezil 10 mg ON",
    "co-careldopa 25/100 TDS", "metformin 1 g BD", "salbutamol 100 mcg inhaler PRN",
    "omeprazole 20 mg OD", "baclofen 10 mg TDS", "buccal midazolam 10 mg PRN (seizure > 5 min)",
    "sertraline 100 mg OD", "clozapine 300 mg daily", "amlodipine 5 mg OD",
    "bisoprolol 2.5 mg OD", "atorvastatin 40 mg ON", "phenytoin 100 mg TDS",
    "nifedipine MR 30 mg OD", "ciclosporin 100 mg BD", "prednisolone 5 mg OD",
    "insulin glargine 18 units ON", "macrogol 1 sachet OD", "melatonin 2 mg nocte",
    "glycopyrronium 1 mg TDS (drooling)", "hyoscine patch 1 mg/72 h", "lactulose 10 ml BD",
    "aspirin 75 mg OD", "clopidogrel 75 mg OD", "denosumab 60 mg SC 6-monthly",
    "olanzapine 10 mg ON", "lithium carbonate 400 mg ON (level 0.7 mmol/L)",
    "carbamazepine 200 mg BD", "methotrexate 15 mg weekly", "fluoxetine 20 mg OD",
]

ALLERGIES = ["NKDA", "NKDA", "NKDA", "penicillin (rash)", "latex (type I)",
             "chlorhexidine (urticaria)", "codeine (vomiting)", "elastoplast", "NSAIDs (bronchospasm)",
             "erythromycin (GI upset)", "no known allergies", "iodine (contact dermatitis)"]

COMMUNICATION = [
    "non-verbal; uses Makaton signs and a PECS book",
    "verbal in short phrases; needs extra processing time",
    "BSL user; interpreter required for all appointments",
    "uses a communication passport; understands simple one-step instructions",
    "verbal but echolalic; responds best to visual timetable (Now/Next board)",
    "limited verbal; nods/shakes head reliably for yes/no",
    "uses a tablet-based AAC app; carer to bring it charged",
    "hearing impaired (bilateral hearing aids); lip-reads",
    "fluent speech, word-finding difficulty since CVA",
    "speaks Polish at home; English limited, interpreter offered",
]

BEHAVIOUR = [
    "tolerates exam in wheelchair with head support",
    "tactile defensiveness around face; allows exam with toothbrush first",
    "will not open mouth on request; mouth prop tolerated briefly",
    "first appointment of the day preferred, quiet waiting area",
    "history of biting during mouthcare; carers use a three-sided brush",
    "becomes distressed with bright lights; sunglasses helpful",
    "wanders; needs two staff to support in clinic",
    "clinical holding NOT agreed in behaviour support plan",
    "able to sit in dental chair with hoist transfer",
    "low tolerance for waiting; ring from car park on arrival",
    "responds well to a favourite song on phone during treatment",
    "tends to grab instruments; weighted blanket settles",
]

DENTAL_FINDINGS = [
    "generalised plaque, gingival bleeding on probing",
    "heavy supragingival calculus lower anteriors",
    "gross caries with retained roots",
    "cervical caries lower incisors and canines",
    "drug-induced gingival overgrowth",
    "bruxism with marked tooth wear",
    "angular cheilitis and denture stomatitis (Newton type II)",
    "candidal infection palate",
    "traumatic ulcer left buccal mucosa",
    "xerostomia with root caries",
    "mobile teeth (grade II) lower incisors",
    "fractured crown with pulp exposure",
    "food packing and halitosis",
    "self-injurious behaviour: lip biting, healed scar lower lip",
    "sinus buccal to lower molar",
]

PROCEDURES = [
    "scale and polish", "fluoride varnish (Duraphat 22,600 ppm F)", "fissure sealants",
    "glass ionomer restoration", "composite restoration", "amalgam restoration",
    "simple extraction", "surgical extraction with bone removal", "pulp extirpation",
    "root canal treatment", "pulpotomy", "subgingival PMPR",
    "impressions for upper complete denture", "bitewing radiographs", "DPT",
    "atraumatic restorative treatment (ART)", "silver diamine fluoride 38% application",
    "incision and drainage", "biopsy of lesion", "denture marking",
]

PROFESSIONS = [
    "bus driver", "machinist", "shop assistant", "warehouse operative", "nursery nurse",
    "taxi driver", "bookkeeper", "hairdresser", "farmer", "plasterer", "chef",
    "primary school teacher", "plumber", "care worker", "postman", "librarian",
    "civil engineer", "software developer", "midwife", "forklift driver", "cleaner",
    "carpenter", "dairy farmer", "fisherman", "mechanic", "pharmacist", "lorry driver",
    "seamstress", "shepherd", "bank clerk", "welder", "police officer", "firefighter",
    "paramedic", "dressmaker", "bricklayer", "graphic designer", "sheet metal worker",
    "cook", "receptionist", "solicitor", "painter and decorator", "miner", "nurse",
    "lecturer", "groundsman", "baker", "kitchen porter", "supermarket cashier", "tiler",
]

DEVICE_MODELS = ["Aerova RA-3 relative analgesia unit", "PulseTrak 40 oximeter",
                 "Nexa IV-10 syringe driver", "Corvel M5 monitor", "Veyra portable suction",
                 "Lumio LED curing light", "Orrin DX-2 portable X-ray unit"]

PATIENT_DEVICES = [("pacemaker", "SN"), ("ICD", "serial no."), ("VNS generator", "SN"),
                   ("cochlear implant processor", "serial"), ("insulin pump", "SN"),
                   ("baclofen pump", "serial no."), ("bilateral hearing aids", "L serial"),
                   ("PEG feeding pump", "SN"), ("intrathecal pump", "SN")]

IOSN_TEXT = ["IOSN 3 (high need)", "IOSN 2 (moderate need)", "IOSN 3", "IOSN grade 2",
             "Case Mix score 21 (Band C)", "Case Mix score 14 (Band B)",
             "Case Mix score 27 (Band C)"]

def triage(rng, L):
    if L.code in ("UK", "IE"):
        return pick(rng, IOSN_TEXT)
    return pick(rng, ["priority: routine", "triage category 2 (urgent)", "priority 3 - routine",
                      "semi-urgent", "acuity level 2", "priority B"])


SCORES = ["ASA II", "ASA III", "ASA II", "ASA I", "ASA III (epilepsy, poorly controlled)"]


def palmer(rng):
    return pick(rng, ["UR", "UL", "LR", "LL"]) + str(rng.randrange(1, 9))


def fdi(rng):
    return str(rng.randrange(1, 5)) + str(rng.randrange(1, 9))


def universal(rng):
    return "#" + str(rng.randrange(1, 33))


def tooth(rng, L):
    nota = getattr(L, "notation", None)
    if nota is None:
        nota = "universal" if L.code == "US" else ("palmer" if L.code in ("UK", "IE") else "fdi")
    if nota == "universal":
        return universal(rng)
    if nota == "palmer":
        return palmer(rng)
    return fdi(rng)


NO_TOOTH = {"scale and polish", "fluoride varnish (Duraphat 22,600 ppm F)", "bitewing radiographs", "DPT",
            "impressions for upper complete denture", "denture marking", "subgingival PMPR",
            "silver diamine fluoride 38% application"}


def proc_text(rng, L):
    p = pick(rng, PROCEDURES)
    if p in NO_TOOTH:
        return p
    return p + " " + ", ".join(teeth(rng, L, rng.randrange(1, 3)))


def teeth(rng, L, k):
    out = []
    while len(out) < k:
        t = tooth(rng, L)
        if t not in out:
            out.append(t)
    return out


def bpe(rng):
    v = [str(rng.choice([0, 1, 2, 2, 3, 3, 4, "*", "X"])) for _ in range(6)]
    return v[0] + " | " + v[1] + " | " + v[2] + " / " + v[3] + " | " + v[4] + " | " + v[5]


def vitals_row(rng, t, drowsy=False):
    hr = rng.randrange(62, 104)
    sbp = rng.randrange(104, 158)
    dbp = rng.randrange(60, 96)
    sp = rng.randrange(94, 100) if not drowsy else rng.randrange(92, 99)
    rr = rng.randrange(11, 19)
    return t, hr, "%d/%d" % (sbp, dbp), sp, rr


def clock(h, m):
    return "%02d:%02d" % (h, m)


def add_min(h, m, k):
    t = h * 60 + m + k
    return (t // 60) % 24, t % 60


PAED_CONDITIONS = [
    "Down syndrome", "autism spectrum condition", "cerebral palsy (spastic diplegia)", "global developmental delay",
    "epilepsy (Lennox-Gastaut syndrome)", "Rett syndrome", "Angelman syndrome", "Prader-Willi syndrome",
    "fragile X syndrome", "Duchenne muscular dystrophy", "spina bifida with VP shunt", "Williams syndrome",
    "type 1 diabetes", "Cornelia de Lange syndrome", "tuberous sclerosis", "22q11.2 deletion syndrome",
    "sickle cell disease (HbSS)", "haemophilia A (severe, on prophylaxis)", "ADHD", "severe dental anxiety",
    "Hurler syndrome (MPS I, post-HSCT)", "epidermolysis bullosa (dystrophic)", "cleft lip and palate (repaired)",
    "repaired tetralogy of Fallot", "Dravet syndrome", "ARFID (avoidant/restrictive food intake)",
]
PAED_MEDS = ["risperidone 0.5 mg nocte", "melatonin 3 mg nocte", "levetiracetam 250 mg BD", "sodium valproate 200 mg BD",
             "buccal midazolam 5 mg PRN (seizure > 5 min)", "macrogol 1 sachet OD", "glycopyrronium 1 mg TDS (drooling)",
             "salbutamol 100 mcg inhaler PRN", "insulin via pump (basal 0.4 units/h)", "methylphenidate XL 18 mg mane",
             "clobazam 5 mg BD", "omeprazole 10 mg OD", "emicizumab SC weekly"]


def conditions(rng, L, k, child=False):
    out = sample(rng, PAED_CONDITIONS if child else CONDITIONS, k)
    if L.code == "US":
        out = [US_COND.get(c, c) for c in out]
    return out


def meds(rng, k, child=False):
    return sample(rng, PAED_MEDS if child else MEDS, k)


def labs(rng):
    choices = [
        "Hb %d g/L (130-170)" % rng.randrange(98, 162),
        "platelets %d x10^9/L" % rng.randrange(95, 380),
        "INR %.1f" % (rng.randrange(10, 34) / 10.0),
        "HbA1c %d mmol/mol" % rng.randrange(38, 92),
        "eGFR %d mL/min/1.73m2" % rng.randrange(14, 90),
        "FVIII %d%%" % rng.randrange(2, 40),
        "Na %d mmol/L" % rng.randrange(131, 146),
        "CRP %d mg/L" % rng.randrange(1, 60),
    ]
    return sample(rng, choices, rng.randrange(1, 4))
