"""Clinical text blocks for blood donor notes: none of these strings is PHI.

They carry the hard negatives: eponyms, blood-group systems named after
people (Kell, Duffy, Kidd, Lewis), drug names, device models, scores, units,
durations, form codes and numbers that look like phones or identifiers.
"""

DHQ_QUESTIONS = [
    ("Are you feeling well and healthy today?", "Y"),
    ("Have you eaten and had something to drink in the last 4 hours?", "Y"),
    ("Have you ever had hepatitis, jaundice or a positive test for HIV, HBV, HCV or HTLV?", "N"),
    ("In the last 4 months have you had a tattoo, semi-permanent make-up or body piercing?", "N"),
    ("In the last 7 days have you had dental treatment (other than a check-up)?", "N"),
    ("Are you taking or have you recently taken any medicines (incl. aspirin, isotretinoin, finasteride, acitretin)?", "N"),
    ("Have you had a cold sore, infection or a course of antibiotics in the last 14 days?", "N"),
    ("Have you travelled outside the country in the past 12 months?", "N"),
    ("Have you ever had a blood transfusion or received human-derived pituitary hormone / dura mater graft?", "N"),
    ("Is there any family history of Creutzfeldt-Jakob disease (CJD)?", "N"),
    ("In the last 3 months have you had sex with a new partner or more than one partner?", "N"),
    ("Have you ever taken PrEP or PEP?", "N"),
    ("Have you ever injected drugs (including body-building drugs) not prescribed by a doctor?", "N"),
    ("Have you had an endoscopy, acupuncture or surgery in the last 4 months?", "N"),
    ("Are you pregnant, or have you been pregnant or breastfeeding in the last 6 months?", "N"),
    ("Have you ever had cancer (other than BCC or CIN)?", "N"),
    ("Do you have a heart condition, epilepsy, diabetes on insulin, or a bleeding disorder (e.g. von Willebrand disease)?", "N"),
    ("Have you had any vaccinations in the last 4 weeks (e.g. MMR, yellow fever, shingles)?", "N"),
    ("Have you ever had malaria, Chagas disease or unexplained fever after travel?", "N"),
    ("Have you fainted or felt unwell after a previous donation?", "N"),
    ("Will you be working in a hazardous occupation or doing a hazardous hobby within 12 hours?", "N"),
]

MEDS_OK = ["levothyroxine 100 mcg", "amlodipine 5 mg", "sertraline 50 mg", "atorvastatin 20 mg",
           "combined oral contraceptive", "salbutamol inhaler PRN", "cetirizine 10 mg",
           "omeprazole 20 mg", "ramipril 2.5 mg", "citalopram 20 mg", "metformin 500 mg BD",
           "losartan 50 mg", "budesonide nasal spray", "HRT patch", "vitamin D 1000 IU",
           "ferrous sulfate 200 mg", "propranolol 10 mg PRN", "montelukast 10 mg"]
MEDS_DEFER = [("isotretinoin (Roaccutane)", "1 month after last dose"),
              ("finasteride 1 mg", "1 month after last dose"),
              ("dutasteride", "6 months after last dose"),
              ("acitretin", "3 years after last dose"),
              ("warfarin", "while taking (permanent for whole blood)"),
              ("rivaroxaban", "while taking"),
              ("clopidogrel", "14 days for platelet donation"),
              ("aspirin 75 mg", "5 days for platelet donation only"),
              ("ibuprofen", "48 hours for platelet donation only"),
              ("doxycycline (antibiotic course)", "7 days after completing course"),
              ("amoxicillin (antibiotic course)", "7 days after completing course"),
              ("methotrexate", "refer to medical officer"),
              ("leflunomide", "2 years after stopping"),
              ("teriflunomide", "2 years after stopping")]

DEFERRALS = [
    # key, summary, plain-language reason, wait text, days
    ("low_hb", "Hb below threshold", "your haemoglobin (iron level) was a little below the level we need",
     "for 3 months", 91),
    ("tattoo", "tattoo < 4 months", "you told us you had a tattoo recently", "for 4 months after the tattoo", 120),
    ("piercing", "body piercing", "you had a body piercing recently", "for 4 months after the piercing", 120),
    ("travel", "malaria-risk travel", "you recently returned from a malaria-risk area", "for 4 months after your return", 120),
    ("antibiotics", "antibiotic course", "you were still taking a course of antibiotics", "until 7 days after the course ends", 10),
    ("bp_high", "BP above limit", "your blood pressure was above our safe limit for donation", "until it has been reviewed", 28),
    ("partner", "new sexual partner", "of your answers about recent sexual activity", "for 3 months", 91),
    ("endoscopy", "endoscopy", "you had an endoscopy with biopsy recently", "for 4 months", 120),
    ("pregnancy", "recent pregnancy", "you have had a baby recently", "until 6 months after the birth", 182),
    ("dental", "dental treatment", "you had dental treatment in the last 7 days", "for 7 days", 7),
    ("vaccine", "live vaccine", "you had a live vaccine recently", "for 4 weeks", 28),
    ("weight", "weight below 50 kg", "your weight was below the minimum for safe donation", "until your weight is above 50 kg", 0),
    ("cold_sore", "active cold sore", "you had an active cold sore", "until it has healed", 14),
    ("med", "medication", "of a medicine you are taking", "see below", 30),
    ("ferritin", "low ferritin", "your ferritin (iron stores) result was low", "for 6 months", 182),
]

REACTIONS = [
    ("vasovagal", "Vasovagal reaction (immediate, with loss of consciousness < 60 s)",
     "Donor reported feeling hot and lightheaded at approx. {vol} mL. Became pale and clammy, "
     "brief LOC (~20 s) with no injury. Needle removed, Trendelenburg position, cold compress to neck. "
     "Recovered within 10 min."),
    ("vasovagal_noloc", "Vasovagal reaction without loss of consciousness",
     "Dizzy and nauseated during the last minute of collection. Donation stopped at {vol} mL. Legs raised, "
     "muscle tension exercises (AMT) coached, oral fluids given. Settled after 15 min."),
    ("delayed", "Delayed vasovagal reaction (off site)",
     "Donor fainted approx. 40 minutes after leaving the session while standing in a queue. "
     "Struck head on a shelf, small laceration, no concussion per GCS 15/15 at A&E review."),
    ("haematoma", "Haematoma / bruise",
     "Large bruise (approx. 8 x 6 cm) developing at the venepuncture site in the left antecubital fossa "
     "after needle removal. Firm pressure applied for 10 min, arm elevated. No swelling of forearm."),
    ("arterial", "Suspected arterial puncture",
     "Bright red blood, rapid fill (bag full in 3 min 40 s), pulsatile flow noted. Needle removed, "
     "firm pressure 15 min. Radial pulse present. Allen test normal."),
    ("nerve", "Nerve irritation / injury",
     "Sharp shooting pain radiating to the forearm and thumb on needle insertion. Needle removed immediately. "
     "Tinel's sign negative; paraesthesia in median nerve distribution persisting at 24 h."),
    ("citrate", "Citrate reaction (apheresis)",
     "Perioral tingling and paraesthesia of the fingertips at 35 min. Return rate reduced, "
     "oral calcium carbonate 1000 mg given. Symptoms resolved, procedure completed."),
    ("allergy", "Local allergic reaction (skin preparation)",
     "Itchy erythematous rash at the arm cleansing site after chlorhexidine 2% / IPA 70%. "
     "No angioedema, no wheeze. Cetirizine 10 mg given."),
    ("thrombophlebitis", "Superficial thrombophlebitis",
     "Painful, red, cord-like vein above the venepuncture site developing on day 3. "
     "Advised warm compresses and to see GP; no antibiotics needed."),
]
SEVERITY = ["Mild (Grade 1)", "Moderate (Grade 2)", "Severe (Grade 3)", "Non-severe",
            "Severe - hospital attendance", "Minor"]
IMPUTABILITY = ["Definite", "Probable", "Possible", "Unlikely"]

MARKERS = [
    ("HBsAg", "hepatitis B", "HBV DNA (NAT) detected; anti-HBc reactive; HBsAg neutralisation confirmed"),
    ("anti-HCV", "hepatitis C", "HCV RNA detected by NAT; immunoblot (RIBA) positive"),
    ("anti-HCV", "hepatitis C", "HCV RNA not detected; immunoblot indeterminate - likely non-specific"),
    ("HIV Ag/Ab", "HIV", "HIV-1 RNA detected; western blot positive"),
    ("HTLV-I/II Ab", "HTLV", "line immunoassay positive for HTLV-I"),
    ("TPHA / treponemal Ab", "syphilis", "TPPA reactive, RPR 1:8 - consistent with recent infection"),
    ("TPHA / treponemal Ab", "syphilis", "TPPA reactive, RPR non-reactive - consistent with past treated infection"),
    ("HEV RNA", "hepatitis E", "HEV RNA detected (genotype 3), ALT 212 U/L"),
    ("anti-HBc", "past hepatitis B", "anti-HBs 64 mIU/mL, HBV DNA not detected"),
    ("T. cruzi Ab", "Chagas disease", "confirmatory ELISA and IFA reactive"),
    ("WNV NAT", "West Nile virus", "WNV RNA detected on individual donation NAT"),
    ("HBsAg", "hepatitis B", "not confirmed - false reactive screening result"),
]

COMPONENTS = ["Red cells in additive solution (SAGM)", "Red cells, leucodepleted",
              "FFP", "Fresh frozen plasma", "Platelets, pooled", "Platelets, apheresis",
              "Cryoprecipitate", "Plasma for fractionation", "RBC LR", "Plasma, solvent-detergent pool"]
COMPONENT_CODES = ["E0336V00", "E3845V00", "E2555V00", "E0701V00", "E7644V00", "E4507V00"]

APH_MACHINES = ["Trima Accel v7", "Amicus", "Aurora Xi", "PCS2", "Spectra Optia", "Aurora"]
HB_DEVICES = ["HemoCue Hb 301", "HemoCue Hb 201+", "CompoLab TM", "capillary Hb (HemoCue)",
              "venous Hb (Sysmex XN-550)", "copper sulphate (SG 1.053)"]
BLOOD_GROUPS = ["O RhD neg", "O RhD pos", "A RhD pos", "A RhD neg", "B RhD pos", "AB RhD pos",
                "O neg", "O pos", "A pos", "B neg", "AB neg", "O-", "A+", "B+", "AB+"]
PHENOTYPES = ["R1r, K-", "rr, Kell neg, Fy(a-b+)", "R1R1, K neg, Jk(a+b-)", "R2r, Lewis Le(a-b+)",
              "rr, Duffy Fy(a+b+), Kidd Jk(a+b+)", "R0r, K-, CMV neg", "HbS neg, Lu(a-)"]

HAZARD_REST = ["Advised no hazardous work or hobbies for 12 h post donation.",
               "Hazardous occupation: advised to wait until next day before returning to duty.",
               "Reminded re 12-hour rule before driving PSV / working at heights."]

FORM_REFS = ["Form DHC-7 v4.2", "BDS-F014 rev 6", "SOP DON-112 v9", "FRM-ADR-03", "QF-LB-21 v3",
             "SPN223/5.1", "Template APH-R v2.0", "DL-DEF-11", "PDI-F07"]

# phrases with numbers that look like phones / IDs but are not PHI
NUMBER_NOISE = [
    "Bag lot 24B1177, triple top/bottom",
    "Collection set lot 7731-2208",
    "Kit ref. 80400 / lot 2311A05",
    "Anticoagulant ACD-A lot 23K4190, 500 mL",
    "Hb 1st reading discarded (clotted cuvette), repeat taken",
    "Volume 470 mL +/- 10%",
    "ICD-10 T80.89, Z52.000",
    "ISBT product code E0336V00",
    "Weight scale calibration check 500 g OK",
    "BP cuff size M (27-35 cm)",
    "Agitator speed 65 rpm",
    "Temperature 36.8 C",
]

ABBREV_LINE = ["VVR", "LOC", "AMT", "DHC", "PDI", "TTI", "NAT", "TRALI", "HLA", "HNA", "CMV", "WB",
               "PLT", "FFP", "SAGM", "ACD-A", "RBC", "ALT", "MO", "RN", "DC", "DCA", "SL"]

ARM_SITES = ["L ACF", "R ACF", "left antecubital fossa", "right antecubital", "L median cubital vein",
             "R cephalic vein", "left arm", "right arm"]

POST_DONATION_ILLNESS = [
    ("fever and sore throat starting 2 days after donation", "bacterial/viral infection - components quarantined"),
    ("diagnosed with shingles 3 days after donating", "VZV - plasma for fractionation only"),
    ("positive COVID-19 RAT 36 h after donation", "no action per current policy; logged"),
    ("diarrhoea and vomiting the evening of donation", "components quarantined pending review"),
    ("diagnosed with Hodgkin lymphoma 5 weeks after donation", "recall all in-date components; permanent deferral"),
    ("remembered a dental extraction 2 days before donation", "platelets withdrawn (bacterial risk)"),
    ("partner diagnosed with hepatitis B after donation", "lookback trigger; donor recall for testing"),
    ("started a course of doxycycline the day after donating for a tick bite (query Lyme disease)", "components quarantined"),
    ("returned from a malaria area 3 weeks before donating but forgot to declare", "red cells withdrawn; plasma to fractionation"),
    ("rash and joint pains 4 days post donation after travel (query Ross River virus / dengue)", "quarantine, NAT on archive sample"),
    ("took finasteride the week of donation and forgot to mention it", "plasma withdrawn from issue"),
]

CALL_REASONS = ["reschedule appointment", "eligibility query (travel)", "eligibility query (medication)",
                "update contact details", "request donation record / certificate",
                "complaint - long wait at session", "query about deferral letter",
                "post-donation bruise", "query about ferritin result", "new donor registration",
                "cancel appointment", "request to stop communications", "plasma donor payment query",
                "query re blood group card", "feedback - staff compliment", "password reset for donor portal"]

ELIGIBILITY_OUTCOMES = ["Accepted - proceed to donation", "Deferred (temporary)",
                        "Referred to medical officer", "Accepted after MO review",
                        "Deferred - did not meet Hb threshold", "Accepted - platelet pheresis only",
                        "Deferred permanently (MO decision)"]

SIGNOFF_UK = ["Kind regards", "Yours sincerely", "With best wishes", "Yours faithfully"]
SIGNOFF_US = ["Sincerely", "Best regards", "Thank you", "Respectfully"]
