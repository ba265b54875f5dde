"""Shared note-level helpers and non-PHI clinical content pools."""
import datetime as dt

import pools
from core import Doc, Person, Loc, add_days, num_words, rand_digits, rand_letters, slug  # noqa: F401

START = dt.date(2019, 1, 1)
SPAN_DAYS = (dt.date(2025, 6, 30) - START).days


class Ctx:
    def __init__(self, rng, code):
        self.rng = rng
        self.loc = Loc(code, rng)
        self.code = code
        self.d = Doc()
        self.ref = START + dt.timedelta(days=rng.randint(0, SPAN_DAYS))
        self.pt = Person(rng, "PATIENT")
        self.age = 50
        self._mrn = None

    @property
    def pt_mrn(self):
        if self._mrn is None:
            self._mrn = self.loc.mrn()
        return self._mrn

    # shortcuts
    def r(self):
        return self.rng.random()

    def ch(self, seq):
        return self.rng.choice(seq)

    def date(self, offset=0, style=None):
        return self.loc.date(add_days(self.ref, offset), style)

    def workday(self, off):
        """Shift an offset forward to a Monday-Friday."""
        while add_days(self.ref, off).weekday() >= 5:
            off += 1
        return off

    def dob(self, age):
        """A date of birth giving exactly `age` completed years on the reference date."""
        self.age = age
        while True:
            y = self.ref.year - age - self.rng.choice([0, 1])
            m = self.rng.randint(1, 12)
            dd = self.rng.randint(1, 28)
            b = dt.date(y, m, dd)
            years = self.ref.year - b.year - ((self.ref.month, self.ref.day) < (b.month, b.day))
            if years == age and b < self.ref:
                return b

    def staff(self, sex=None):
        return Person(self.rng, "DOCTOR", sex=sex)

    def fam(self, sex=None, same_surname=False):
        return Person(self.rng, "FAMILY", sex=sex, surname=self.pt.surname if same_surname else None)

    def relative(self, sex=None, same_surname=None):
        """(relation word, Person)"""
        sex = sex or self.ch("FM")
        rels = list(pools.RELATIONS_F if sex == "F" else pools.RELATIONS_M)
        drop = set()
        if self.age < 40:
            drop |= {"grandson", "granddaughter", "son-in-law", "daughter-in-law"}
        if self.age < 26:
            drop |= {"son", "daughter", "ex-wife", "ex-husband", "niece", "nephew"}
        if self.age > 60:
            drop |= {"grandmother", "grandfather", "stepmother", "stepfather"}
        if self.age > 75:
            drop |= {"mother", "father", "girlfriend", "boyfriend"}
        rel = self.ch([x for x in rels if x not in drop])
        if same_surname is None:
            same_surname = rel in ("mother", "father", "sister", "brother", "son", "daughter", "husband", "wife",
                                   "grandmother", "grandfather", "grandson", "granddaughter") and self.r() < 0.6
        return rel, self.fam(sex, same_surname)

    def prof(self):
        extra = pools.LOCAL_PROFESSIONS.get(self.code, [])
        if extra and self.r() < 0.1:
            return (self.ch(extra), "PROFESSION")
        return (self.ch(pools.PROFESSIONS), "PROFESSION")

    def org(self):
        return (self.loc.c("employers"), "ORGANIZATION")

    def time(self, lo=None, hi=None):
        if lo is None:
            h = self.rng.randint(7, 19) if self.rng.random() < 0.85 else self.rng.randint(0, 23)
        else:
            h = self.rng.randint(lo, hi)
        m = self.ch([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
        st = self.rng.random()
        if st < 0.5:
            return f"{h:02d}:{m:02d}"
        if st < 0.75 and self.code in ("us", "ca", "au"):
            return f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}"
        if st < 0.9:
            return f"{h:02d}{m:02d}"
        return f"{h:02d}{m:02d}h"

    def age_expr(self, n, sex=None):
        sex = sex or self.pt.sex
        s = str(n)
        return self.ch([
            [(s, "AGE"), "-year-old"], [(s, "AGE"), " yo"], [(s, "AGE"), "yo"], [(s, "AGE"), " y/o"],
            [(s, "AGE"), sex], [(s, "AGE"), " ", sex], [(s, "AGE"), "-yr-old"], ["aged ", (s, "AGE")],
            [(s, "AGE"), " year old"], [(s, "AGE"), " yrs"], [(num_words(n), "AGE"), "-year-old"] if n < 100 else [(s, "AGE"), "yo"],
        ])

    def sign(self, p, role, lic=None, with_cred=True):
        items = list(p.full() if self.r() < 0.8 else p.full_mid())
        if with_cred:
            items += [", ", self.loc.cred(role)]
        if lic:
            lab, val = self.loc.license(role)
            items += [f"  {lab} ", (val, "LICENSE")]
        return items

    def mrn_line(self):
        return [self.loc.mrn_label(), ": ", (self.pt_mrn, "MRN")]

    def country_other(self):
        return (self.ch(pools.COUNTRIES_OTHER), "COUNTRY")

    def sp(self, a, b):
        return a if self.r() < 0.5 else b


DRUGS = [
    "sertraline 100 mg PO daily", "sertraline 50 mg OD", "fluoxetine 20 mg mane", "mirtazapine 15 mg nocte",
    "quetiapine 100 mg BD", "olanzapine 10 mg ON", "aripiprazole 10 mg daily", "risperidone 2 mg BD",
    "lithium carbonate 400 mg nocte", "sodium valproate 500 mg BD", "lorazepam 1 mg PRN max 4 mg/24h",
    "zopiclone 7.5 mg nocte PRN", "clozapine 300 mg/day in divided doses", "metformin 500 mg BD with meals",
    "atorvastatin 40 mg ON", "amlodipine 5 mg OD", "ramipril 2.5 mg daily", "bisoprolol 2.5 mg mane",
    "apixaban 5 mg BID", "warfarin as per INR (target 2-3)", "levothyroxine 75 mcg OD", "omeprazole 20 mg daily",
    "paracetamol 1 g QDS PRN", "acetaminophen 650 mg q6h PRN", "ibuprofen 400 mg TDS with food",
    "oxycodone 5 mg q4h PRN", "morphine sulfate IR 2.5-5 mg q2h PRN", "furosemide 40 mg mane",
    "salbutamol 100 mcg 2 puffs PRN", "budesonide/formoterol 200/6 1 puff BD", "prednisolone 30 mg OD x5 days",
    "amoxicillin 500 mg TDS x7 days", "cefalexin 500 mg QID", "enoxaparin 40 mg SC daily",
    "insulin glargine 18 units at 22:00", "gabapentin 300 mg TDS", "pregabalin 75 mg BD",
    "tamsulosin 400 mcg ON", "donepezil 5 mg nocte", "memantine 10 mg daily", "vitamin D3 1000 IU daily",
    "ferrous sulfate 200 mg BD", "methotrexate 15 mg weekly (Fridays)", "folic acid 5 mg weekly",
    "adalimumab 40 mg SC every other week", "clopidogrel 75 mg OD", "aspirin 81 mg daily", "aspirin 75 mg OD",
    "spironolactone 25 mg daily", "sacubitril/valsartan 49/51 mg BID", "empagliflozin 10 mg daily",
    "digoxin 62.5 mcg OD", "amiodarone 200 mg daily", "tramadol 50 mg QDS PRN", "codeine 30 mg QDS PRN",
    "cetirizine 10 mg OD", "montelukast 5 mg ON", "beclometasone 100 mcg 2 puffs BD via spacer",
    "ondansetron 4 mg PO q8h PRN", "senna 15 mg ON", "macrogol 1 sachet BD", "buprenorphine 5 mcg/h patch weekly",
]

PAEDS_DRUGS = ["paracetamol 15 mg/kg 6-hourly PRN", "ibuprofen 10 mg/kg TDS PRN", "salbutamol 100 mcg 4 puffs via spacer PRN",
               "beclometasone 100 mcg BD via spacer", "montelukast 4 mg ON", "amoxicillin 250 mg TDS x5 days",
               "cetirizine 5 mg OD", "emollient (Epaderm) liberally TDS", "hydrocortisone 1% cream BD x7 days",
               "melatonin 2 mg ON", "methylphenidate XL 18 mg mane", "Movicol Paediatric 1 sachet daily",
               "vitamin D 400 IU daily", "iron (Sytron) 2.5 mL BD", "prednisolone 2 mg/kg OD x3 days"]

PSY_SYMPTOMS = [
    "low mood, anhedonia and early morning wakening for about six weeks",
    "increasingly disorganised behaviour, pressured speech and reduced need for sleep",
    "command auditory hallucinations telling {pron} to harm {refl}",
    "persecutory beliefs that neighbours are monitoring {pron} through the smart meter",
    "escalating alcohol use (approx. 120 units/week) and suicidal ideation",
    "an intentional overdose of 32 x paracetamol 500 mg tablets",
    "panic attacks, derealisation and poor sleep after a workplace incident",
    "thought broadcasting and social withdrawal over three months",
    "expansive mood, overspending and grandiose plans to open several businesses",
    "self-neglect, weight loss of 8 kg and refusal of food and fluids",
]

MSE = [
    "MSE: casually dressed, fair self-care, guarded. Speech normal rate and volume. Mood 'flat', affect restricted. "
    "No formal thought disorder. Denies AH/VH at interview. Cognition grossly intact (MoCA 27/30). Insight partial.",
    "MSE: dishevelled, poor eye contact, psychomotor retardation. Speech slow, monosyllabic. Mood 'empty'; affect "
    "congruent. Passive death wish, no active plan. No psychotic features elicited. Insight present.",
    "MSE: restless, intrusive, over-familiar. Pressured speech with flight of ideas. Mood 'fantastic'; affect elated, "
    "labile. Grandiose delusions. Distractible. Insight absent.",
    "MSE: perplexed, responding to unseen stimuli. Thought blocking and loosening of associations. Mood 'scared'. "
    "Persecutory delusions re neighbours. Oriented x3. Insight poor.",
    "MSE: tearful, anxious, well kempt. Speech normal. Mood 'low', affect reactive. Intrusive images of the "
    "incident; no psychosis. MMSE 29/30. Good insight, engaged.",
]

PAEDS_PRESENT = [
    "recurrent wheeze with viral illnesses, three courses of oral steroids this winter",
    "poor weight gain (crossing from 50th to 9th centile) and loose stools",
    "concerns about speech delay; says around 10 single words",
    "recurrent abdominal pain, worse on school days, no red flags",
    "eczema flare affecting flexures despite emollients",
    "inattention and impulsivity reported at home and school",
    "headaches for 2 months, mostly frontal, no morning vomiting",
    "nocturnal enuresis, dry by day since toilet training",
    "follow-up of type 1 diabetes, HbA1c 62 mmol/mol",
    "constipation with overflow soiling; Bristol stool chart type 1-2",
    "review after Kawasaki disease; echo at 6 weeks normal",
    "febrile seizure last month, first episode, lasting under 5 minutes",
]

LABS_PANEL = [
    # name, unit, low, high, decimals
    ("Sodium", "mmol/L", 135, 145, 0), ("Potassium", "mmol/L", 3.5, 5.1, 1), ("Chloride", "mmol/L", 98, 107, 0),
    ("Bicarbonate", "mmol/L", 22, 29, 0), ("Urea", "mmol/L", 2.5, 7.8, 1), ("Creatinine", "umol/L", 45, 90, 0),
    ("eGFR", "mL/min/1.73m2", 60, 120, 0), ("Glucose (fasting)", "mmol/L", 3.9, 5.5, 1),
    ("HbA1c", "mmol/mol", 20, 41, 0), ("ALT", "U/L", 7, 40, 0), ("AST", "U/L", 10, 40, 0), ("ALP", "U/L", 30, 130, 0),
    ("Bilirubin, total", "umol/L", 3, 21, 0), ("Albumin", "g/L", 35, 50, 0), ("CRP", "mg/L", 0, 5, 1),
    ("Haemoglobin", "g/L", 120, 160, 0), ("WCC", "x10^9/L", 4.0, 11.0, 1), ("Platelets", "x10^9/L", 150, 400, 0),
    ("MCV", "fL", 80, 100, 0), ("Neutrophils", "x10^9/L", 2.0, 7.5, 1), ("Lymphocytes", "x10^9/L", 1.0, 4.0, 1),
    ("TSH", "mU/L", 0.4, 4.0, 2), ("Free T4", "pmol/L", 10, 22, 1), ("Ferritin", "ug/L", 30, 300, 0),
    ("Vitamin B12", "ng/L", 200, 900, 0), ("Folate", "ug/L", 3.0, 20.0, 1), ("Magnesium", "mmol/L", 0.70, 1.00, 2),
    ("Calcium (adj)", "mmol/L", 2.20, 2.60, 2), ("Phosphate", "mmol/L", 0.80, 1.50, 2), ("Troponin I (hs)", "ng/L", 0, 34, 0),
    ("NT-proBNP", "pg/mL", 0, 125, 0), ("INR", "", 0.8, 1.2, 1), ("APTT", "s", 25, 36, 1), ("Fibrinogen", "g/L", 1.5, 4.0, 1),
    ("Cholesterol, total", "mmol/L", 0, 5.0, 1), ("LDL-C", "mmol/L", 0, 3.0, 1), ("HDL-C", "mmol/L", 1.0, 2.5, 1),
    ("Triglycerides", "mmol/L", 0, 1.7, 1), ("Urate", "umol/L", 200, 420, 0), ("Lithium", "mmol/L", 0.4, 1.0, 2),
    ("Vancomycin (trough)", "mg/L", 10, 20, 1), ("PSA", "ug/L", 0, 4.0, 2), ("Lactate", "mmol/L", 0.5, 2.2, 1),
    ("CK", "U/L", 25, 200, 0), ("Amylase", "U/L", 28, 100, 0), ("ESR (Westergren)", "mm/h", 0, 20, 0),
    ("Vitamin D (25-OH)", "nmol/L", 50, 150, 0), ("Prolactin", "mU/L", 86, 324, 0), ("Cortisol (09:00)", "nmol/L", 140, 690, 0),
]

US_LABS_UNITS = {"Sodium": "mEq/L", "Potassium": "mEq/L", "Chloride": "mEq/L", "Bicarbonate": "mEq/L"}

CLIN_FILLER = [
    "Obs: BP 132/84, HR 88 reg, RR 16, SpO2 97% RA, T 36.8 C, NEWS2 1.",
    "Vitals: BP 118/76 mmHg, P 72, RR 14, SpO2 98% on RA, Temp 98.4 F.",
    "CBG 7.2 mmol/L pre-lunch.", "Weight 71.4 kg, BMI 26.1.", "Pain 3/10 on NRS at rest, 6/10 on movement.",
    "Bowels opened today (Bristol type 4).", "GCS 15/15 (Glasgow Coma Scale), PERLA.",
    "Chest clear, HS I+II+0, no peripheral oedema.", "Abdo soft, non-tender, BS present.",
    "Calves SNT, Homans sign negative.", "No Babinski sign; reflexes symmetrical.",
]
