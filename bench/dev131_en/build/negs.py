"""Hard negatives: clinical values that must stay unannotated."""

DRUGS = [("metformin", ["500 mg BID", "1000 mg BID", "850 mg daily", "500 mg XR nocte"]),
         ("atorvastatin", ["20 mg daily", "40 mg nocte", "80 mg daily"]), ("rosuvastatin", ["10 mg daily", "5 mg daily"]),
         ("lisinopril", ["10 mg daily", "20 mg daily"]), ("perindopril", ["5 mg mane", "10 mg daily"]),
         ("amlodipine", ["5 mg daily", "10 mg daily"]), ("metoprolol", ["25 mg BID", "50 mg BID"]),
         ("levothyroxine", ["50 mcg daily", "88 mcg daily", "100 mcg daily"]), ("salbutamol", ["100 mcg 2 puffs PRN", "2 puffs q4h PRN"]),
         ("albuterol", ["90 mcg 2 puffs q4-6h PRN"]), ("fluticasone", ["250 mcg 1 puff BID", "50 mcg nasal spray daily"]),
         ("budesonide/formoterol", ["200/6 1 puff BID"]), ("sertraline", ["50 mg daily", "100 mg daily"]),
         ("escitalopram", ["10 mg daily", "5 mg daily"]), ("paracetamol", ["1 g QID PRN", "500 mg 2 tabs PRN"]),
         ("acetaminophen", ["650 mg q6h PRN", "500 mg PRN"]), ("ibuprofen", ["400 mg TDS with food", "200 mg PRN"]),
         ("naproxen", ["500 mg BID", "250 mg BID PRN"]), ("amoxicillin", ["500 mg TID x 7 days", "875 mg BID x 5 days"]),
         ("cephalexin", ["500 mg QID x 5 days"]), ("empagliflozin", ["10 mg daily", "25 mg daily"]),
         ("semaglutide", ["0.25 mg weekly", "0.5 mg weekly", "1 mg weekly"]), ("insulin glargine", ["18 units nocte", "24 units daily"]),
         ("apixaban", ["5 mg BID", "2.5 mg BID"]), ("warfarin", ["3 mg daily", "5 mg daily"]),
         ("omeprazole", ["20 mg daily", "40 mg daily"]), ("pantoprazole", ["40 mg daily"]),
         ("vitamin D", ["1000 IU daily", "50000 IU weekly"]), ("ferrous sulfate", ["325 mg daily"]),
         ("cetirizine", ["10 mg daily"]), ("loratadine", ["10 mg daily"]), ("montelukast", ["5 mg nocte", "10 mg daily"]),
         ("hydrochlorothiazide", ["12.5 mg daily", "25 mg daily"]), ("losartan", ["50 mg daily", "100 mg daily"]),
         ("gabapentin", ["300 mg TID", "100 mg nocte"]), ("prednisone", ["40 mg daily x 5 days"]),
         ("methylphenidate", ["18 mg mane", "10 mg BID"]), ("oral contraceptive pill", ["1 tab daily"]),
         ("levonorgestrel", ["1.5 mg stat"]), ("medroxyprogesterone", ["150 mg IM q12 weeks"]),
         ("folic acid", ["0.4 mg daily", "5 mg daily"]), ("allopurinol", ["100 mg daily", "300 mg daily"]),
         ("colchicine", ["0.5 mg BID"]), ("tiotropium", ["18 mcg daily"]), ("furosemide", ["40 mg mane", "20 mg daily"]),
         ("spironolactone", ["25 mg daily"]), ("melatonin", ["3 mg nocte"]), ("nicotine patch", ["21 mg/24 h"]),
         ("clotrimazole", ["1% cream BID"]), ("mupirocin", ["2% ointment TDS"]), ("hydrocortisone", ["1% cream BID"])]
VACCINES = ["MMR", "DTaP-IPV-Hib-HepB", "Tdap", "Td", "PCV13", "PCV20", "rotavirus", "MenACWY", "MenB", "HPV9",
            "varicella", "influenza", "COVID-19 bivalent", "hepatitis B", "hepatitis A", "zoster (recombinant)",
            "Boostrix", "Gardasil 9", "Priorix", "Infanrix hexa", "Prevenar 13", "Shingrix", "Fluarix Tetra"]
EXAM_EP = ["Lachman", "McMurray", "anterior drawer", "Thessaly", "Phalen", "Tinel", "Finkelstein", "Hawkins-Kennedy",
           "Neer", "Spurling", "Trendelenburg", "Ortolani", "Barlow", "Babinski", "Romberg", "Murphy's sign", "Kernig",
           "Brudzinski", "Homans", "FABER", "Simmonds", "Apley", "Valgus stress"]
DX_EP = ["Osgood-Schlatter", "Sever's disease", "Hashimoto's thyroiditis", "Graves' disease", "Crohn's disease", "Bell's palsy",
         "Raynaud's phenomenon", "Baker's cyst", "Parkinson's disease", "Alzheimer's dementia", "Addison's disease",
         "Cushing's syndrome", "Down syndrome", "Paget's disease", "Dupuytren's contracture", "Meniere's disease"]
EPONYMS = ["Lachman", "McMurray", "anterior drawer", "Thessaly", "Ottawa ankle rules", "Phalen", "Tinel", "Finkelstein",
           "Hawkins-Kennedy", "Neer", "Spurling", "Trendelenburg", "Ortolani", "Barlow", "Babinski", "Romberg",
           "Murphy's sign", "McBurney's point", "Tanner stage", "Apgar", "Osgood-Schlatter", "Sever's disease",
           "Hashimoto's", "Graves' disease", "Crohn's", "Bell's palsy", "Raynaud's", "Baker's cyst", "Kernig",
           "Brudzinski", "Homans", "Wells score", "Centor score", "Beighton score", "Snellen", "Ishihara"]
SCORES = ["PHQ-9 {}", "GAD-7 {}", "AUDIT-C {}", "EPDS {}", "K10 {}", "CHA2DS2-VASc {}", "MMSE {}/30", "MoCA {}/30",
          "ASQ-3 {} in fine motor", "Epworth {}", "DASS-21 depression {}", "FRAX {}%", "Braden {}", "Waterlow {}",
          "ACT {}", "SCAT6 symptom score {}", "Morse falls score {}", "AUSDRISK {}"]
CODES = ["ICD-10 E11.9", "ICD-10 I10", "ICD-10 J45.909", "ICD-10 Z00.129", "ICD-10 Z00.00", "ICD-10 M54.5",
         "ICD-10 F41.1", "ICD-10 S93.401A", "ICD-10 N39.0", "CPT 99214", "CPT 99395", "CPT 90471", "CPT 99213",
         "MBS item 23", "MBS item 721", "MBS item 10997", "MBS item 701", "OHIP K131", "OHIP A007", "SNOMED 44054006",
         "LOINC 4548-4", "READ C10F", "CPT 96127", "HCPCS G0439"]
NAMEY = ["The rash may spread to the trunk.", "Will call if worse.", "We hope to taper over the next month.",
         "BP rose to 150/95 after the run.", "Given a grace period on repeat scripts.", "Some brown discharge noted.",
         "Discussed young adult mental health services.", "Faint mark on the skin at the injection site.",
         "Going to summer camp soon.", "Frost bite risk discussed for the trip.", "Snow shovelling aggravates the back.",
         "Baker's cyst palpable posteriorly.", "Known stone in left kidney.", "Enjoys long walks.", "Little appetite this week.",
         "The price of the test strips is a concern.", "Sharp pain on inspiration.", "Dog bite, not a wolf bite as first feared.",
         "Wood stove at home; smoke exposure.", "Has faith in the plan.", "Rich diet over the holidays.",
         "Hunter-gatherer diet fad discussed.", "Pearl-like papule on the nose.", "Ivy rash on both forearms.",
         "Daisy-chained extension cords noted as a trip hazard.", "Brook water not to be drunk untreated.",
         "Sterling silver earrings only.", "Grace and dignity in care discussed with family.", "Mark the calendar for the next dose."]


def _pick(r, x): return r.choice(x)


def vitals(c, child=False):
    r = c.r
    if child:
        parts = [f"Wt {r.uniform(3.2, 45):.1f} kg ({r.randint(5, 95)}th centile)", f"Ht {r.uniform(50, 160):.1f} cm",
                 f"HC {r.uniform(34, 52):.1f} cm", f"HR {r.randint(80, 150)} bpm", f"T {r.uniform(36.2, 37.8):.1f} °C",
                 f"RR {r.randint(18, 40)}", f"SpO2 {r.randint(95, 100)}%"]
        r.shuffle(parts)
        return ", ".join(parts[:r.randint(4, 7)])
    t = f"T {r.uniform(97.2, 99.5):.1f} °F" if c.us and r.random() < 0.7 else f"T {r.uniform(36.1, 37.6):.1f} °C"
    w = f"Wt {r.randint(110, 290)} lb" if c.us and r.random() < 0.6 else f"Wt {r.uniform(45, 130):.1f} kg"
    parts = [f"BP {r.randint(98, 168)}/{r.randint(58, 102)} mmHg", f"HR {r.randint(52, 110)} bpm", t,
             f"RR {r.randint(12, 22)}", f"SpO2 {r.randint(92, 100)}% on RA", w, f"BMI {r.uniform(18.5, 41):.1f} kg/m2",
             f"waist {r.randint(68, 128)} cm"]
    r.shuffle(parts)
    return r.choice([", ", "; ", "  "]).join(parts[:r.randint(4, 8)])


def vitals_table(c):
    r = c.r
    rows = [("BP", f"{r.randint(98, 168)}/{r.randint(58, 102)} mmHg"), ("Pulse", f"{r.randint(52, 110)} bpm"),
            ("Temp", f"{r.uniform(36.1, 37.6):.1f} °C"), ("SpO2", f"{r.randint(92, 100)}%"),
            ("Weight", f"{r.uniform(45, 130):.1f} kg"), ("Height", f"{r.randint(150, 195)} cm"),
            ("BMI", f"{r.uniform(18.5, 41):.1f}")]
    return "\n".join(f"{a:<8}{b}" for a, b in rows[:r.randint(4, 7)])


def labs(c, n=None):
    r = c.r
    us = c.us
    pool = [f"HbA1c {r.uniform(5.2, 10.5):.1f}%",
            (f"LDL {r.randint(60, 190)} mg/dL" if us else f"LDL {r.uniform(1.2, 5.2):.1f} mmol/L"),
            (f"glucose {r.randint(72, 240)} mg/dL" if us else f"fasting glucose {r.uniform(4.1, 12.5):.1f} mmol/L"),
            f"eGFR {r.randint(35, 110)} mL/min/1.73m2", (f"creatinine {r.uniform(0.6, 1.8):.2f} mg/dL" if us else f"creatinine {r.randint(55, 160)} umol/L"),
            f"TSH {r.uniform(0.3, 7.5):.2f} mIU/L", f"Hb {r.randint(98, 165)} g/L" if not us else f"Hgb {r.uniform(9.8, 16.5):.1f} g/dL",
            f"ferritin {r.randint(6, 300)} ug/L", f"potassium {r.uniform(3.4, 5.4):.1f} mmol/L", f"sodium {r.randint(132, 145)} mmol/L",
            f"ALT {r.randint(12, 95)} U/L", f"urine ACR {r.uniform(0.4, 30):.1f} mg/mmol", f"vitamin D {r.randint(25, 120)} nmol/L",
            f"CRP {r.randint(1, 80)} mg/L", f"WBC {r.uniform(3.8, 14):.1f} x10^9/L", f"platelets {r.randint(140, 420)} x10^9/L",
            f"PSA {r.uniform(0.2, 6.5):.1f} ng/mL", f"B12 {r.randint(140, 700)} pmol/L", f"INR {r.uniform(0.9, 3.6):.1f}",
            f"triglycerides {r.uniform(0.8, 4.2):.1f} mmol/L" if not us else f"triglycerides {r.randint(70, 380)} mg/dL"]
    r.shuffle(pool)
    return ", ".join(pool[:n or r.randint(3, 7)])


def med(c):
    r = c.r
    d, doses = r.choice(DRUGS)
    return f"{d} {r.choice(doses)}"


def meds(c, n=None):
    r = c.r
    return [med(c) for _ in range(n or r.randint(2, 6))]


def score(c):
    r = c.r
    s = r.choice(SCORES)
    return s.format(r.randint(0, 27) if "MMSE" not in s and "MoCA" not in s else r.randint(18, 30))


def time_(c):
    r = c.r
    return r.choice([f"{r.randint(7, 18):02d}:{r.choice(['00', '05', '15', '20', '30', '40', '45', '50'])}",
                     f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['am', 'pm', 'AM', 'PM'])}",
                     f"{r.randint(7, 18)}{r.randint(0, 59):02d}h" if False else f"{r.randint(8, 17)}:{r.randint(0, 59):02d}"])


def eponym(c): return c.r.choice(EXAM_EP)
def dx_ep(c): return c.r.choice(DX_EP)


def child_vitals(c, months):
    r = c.r
    wt = 3.4 + months * 0.5 if months < 12 else 9.5 + (months - 12) * 0.2
    ht = 50 + months * 2.0 if months < 12 else 74 + (months - 12) * 0.55
    parts = [f"Wt {wt * r.uniform(0.85, 1.15):.1f} kg ({r.randint(5, 95)}th centile)", f"Ht {ht * r.uniform(0.95, 1.05):.1f} cm",
             f"HR {r.randint(80, 150) if months < 36 else r.randint(70, 110)} bpm", f"T {r.uniform(36.2, 37.6):.1f} °C",
             f"RR {r.randint(24, 40) if months < 24 else r.randint(16, 26)}", f"SpO2 {r.randint(96, 100)}%"]
    if months < 36: parts.append(f"HC {34 + min(months, 36) * 0.45 * r.uniform(0.95, 1.05):.1f} cm")
    r.shuffle(parts)
    return ", ".join(parts[:r.randint(4, len(parts))])
def code(c): return c.r.choice(CODES)
def namey(c): return c.r.choice(NAMEY)
def vaccine(c): return c.r.choice(VACCINES)
