"""More clinical (non-PHI) pools for dev226_en: discharge medications and ICD-10 codes."""

MEDS_DC_US = ["acetaminophen 1 g PO q6h PRN pain", "oxycodone 5 mg PO q6h PRN severe pain, #20, no refills",
              "ibuprofen 600 mg PO q8h with food x 7 days", "docusate 100 mg PO BID while on opioids",
              "senna 8.6 mg PO nightly", "enoxaparin 40 mg SC daily x 28 days", "amoxicillin-clavulanate 875 mg PO BID x 5 days",
              "lidocaine 5% patch daily", "methocarbamol 500 mg PO TID PRN spasm", "pantoprazole 40 mg PO daily",
              "naloxone 4 mg nasal spray - for emergencies", "gabapentin 300 mg PO TID", "ferrous sulfate 325 mg PO daily"]
MEDS_DC_ZA = ["paracetamol 1 g PO 6hrly", "tramadol 50 mg PO 8hrly PRN x 5/7", "ibuprofen 400 mg PO 8hrly x 5/7",
              "lactulose 15 mL PO bd", "co-amoxiclav 875/125 mg PO bd x 5/7", "omeprazole 20 mg PO daily",
              "ferrous sulphate 200 mg PO tds", "TDF/3TC/DTG 1 tab PO nocte - continue", "enoxaparin 40 mg SC daily x 4/52",
              "folic acid 5 mg PO daily", "metoclopramide 10 mg PO 8hrly PRN", "vitamin B Co 1 tab daily"]


def meds_dc(r, country):
    return r.sample(MEDS_DC_US if country == "US" else MEDS_DC_ZA, r.randint(3, 6))


ICD = [("liver", "S36.116A"), ("splen", "S36.039A"), ("small bowel", "S36.409A"), ("jejun", "S36.438A"),
       ("colon", "S36.509A"), ("gastric", "S36.30XA"), ("kidney", "S37.009A"), ("haemopneumo", "S27.2XXA"),
       ("hemothorax", "S27.1XXA"), ("pneumothorax", "S27.0XXA"), ("rib", "S22.49XA"), ("pelvic", "S32.810A"),
       ("femur", "S72.309A"), ("SDH", "S06.5X0A"), ("diaphragm", "S27.803A"), ("burst", "S32.011A"),
       ("duodenal ulcer", "K26.1"), ("appendicitis", "K35.33"), ("small bowel obstruction", "K56.50"),
       ("volvulus", "K56.2"), ("inguinal hernia", "K40.30"), ("ischaemia", "K55.069"), ("diverticulitis", "K57.20"),
       ("pancreatitis", "K85.12"), ("gastric malignancy", "C16.3"), ("GSW", "W34.00XA"), ("SW", "X99.9XXA")]


def icd(dx):
    for k, code in ICD:
        if k.lower() in dx.lower():
            return code
    return "T14.90XA"
