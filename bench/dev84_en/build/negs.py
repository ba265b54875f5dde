"""Hard negatives: clinical look-alikes that must stay unannotated."""

LABS = ["HbA1c was 58 mmol/mol", "potassium 5.9", "eGFR 42", "INR 3.4 this morning", "CRP 112", "Hb 94 g/L",
        "BP 148/92", "sats 94% on room air", "temp 38.6", "HR 112", "sugar was 14.2", "ferritin 8", "TSH 6.1",
        "platelets 88", "creatinine 142 umol/L", "sodium 129", "WCC 15.2", "lactate 2.4", "troponin negative",
        "BMI 31", "peak flow 280", "ketones 1.8", "bilirubin 210", "glucose 4.1 mmol/L", "BP 92/54",
        "resp rate 28", "vit D 21 nmol/L", "PSA 6.8", "LDL 4.2", "temp 37.9C", "O2 sats 89%", "weight 3.4 kg",
        "urine dip +2 leucocytes", "cholesterol 6.1", "BP 201/110", "pulse 48"]
DRUGS = ["metformin 500 mg twice a day", "amoxicillin 250mg/5ml, 5 ml three times a day", "paracetamol 1 g QDS",
         "ibuprofen 200mg", "oxycodone 5 mg PRN", "apixaban 5 mg BID", "sertraline 50mg once daily", "Calpol 5ml",
         "salbutamol 2 puffs PRN", "prednisolone 30 mg OD for 5 days", "omeprazole 20mg", "levothyroxine 75 mcg",
         "insulin glargine 18 units at night", "enoxaparin 40 mg SC daily", "co-codamol 30/500", "cetirizine 10mg",
         "amlodipine 5 mg", "furosemide 40mg mane", "Movicol one sachet", "Oramorph 2.5ml",
         "flucloxacillin 500 mg QID", "methotrexate 15 mg weekly", "ondansetron 4mg", "melatonin 2mg",
         "Tylenol 650 mg q6h", "Nurofen for children 7.5ml", "warfarin 3mg", "lisinopril 10 mg daily",
         "atorvastatin 40mg nocte", "gabapentin 300 mg TID", "cefalexin 500mg", "hydrocortisone 1% cream BD"]
SCORES = ["pain 7/10", "GCS 15", "NEWS2 of 5", "Wells score 4", "PHQ-9 of 14", "MMSE 22/30", "Apgar 9 at 5 min",
          "Braden 14", "CURB-65 of 2", "Waterlow 18", "ASA 2", "GAD-7 of 11", "pain 3 out of 10", "AMT 7/10",
          "Rockwood frailty 6", "Bristol type 6", "EPDS of 13", "FeverPAIN 3"]
EPONYMS = ["Parkinson's", "Crohn's", "Hashimoto's", "Bell's palsy", "a Foley catheter", "Down syndrome",
           "Graves' disease", "Addison's", "Cushing's", "Guillain-Barre", "a Baker's cyst", "Osgood-Schlatter",
           "Kawasaki disease", "Meniere's", "Raynaud's", "Hirschsprung's", "Perthes", "Barrett's oesophagus",
           "a Colles fracture", "Sjogren's", "Tourette's", "the Epley manoeuvre", "a Whipple", "Murphy's sign",
           "Hodgkin's", "Alzheimer's", "a Hickman line", "Stevens-Johnson", "Wilms tumour", "Tinel's sign"]
ROLES = ["the night nurse", "the registrar", "the on-call GP", "the pharmacist", "the surgeon", "the receptionist",
         "the physio", "the consultant", "the midwife", "the health visitor", "the district nurse",
         "the anaesthetist", "the OT", "the triage nurse", "the locum", "the ward clerk", "the HCA",
         "the attending", "the charge nurse", "the dietitian"]
TIMES = ["at 3am", "around 10:40", "at half 7", "by 14:00", "at 6.30pm", "about midnight", "at 0815",
         "around lunchtime", "at 4 in the morning", "before 9am"]
DURS = ["for 3 days", "for two weeks", "for about 6 weeks", "for 48 hours", "every 4 hours", "for a fortnight",
        "over the last 10 days", "for 20 minutes", "since last week", "for a month", "twice in 24 hours"]
WORDY = ["hope it settles", "the temp rose to 38.9 overnight", "best to keep an eye on it", "will ring back",
         "the rash is small", "on page 2 of the leaflet", "pressed the call bell", "they think it's a kidney stone",
         "went to church as usual", "sharp pain under the ribs", "the bill came through", "may need a second course",
         "up since dawn", "a long night", "walking up the hill is hard", "looks a bit young for that",
         "the price of the inhaler", "fair enough", "a little better", "grace period on the prescription",
         "wise to check", "joy of joys, no fever", "frank blood in the stool", "a mark on his cheek",
         "sandy coloured discharge", "the moss on the steps", "a swift recovery", "rich in iron"]
