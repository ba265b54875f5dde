"""Non-PHI clinical content for dev193: vitals, labs, medicines, vaccines, complaints."""


def vitals(r, c, line=True, adult=True, weight=True):
    sbp = r.randint(104, 172)
    dbp = r.randint(60, 102)
    hr = r.randint(54, 112)
    rr = r.randint(12, 22)
    spo2 = r.randint(93, 100)
    if c == "US":
        temp = "%.1f F" % (r.randint(970, 1012) / 10.0)
        wt = "%d lb" % r.randint(110, 290) if adult else "%d lb" % r.randint(30, 130)
    else:
        temp = "%.1f C" % (r.randint(361, 385) / 10.0)
        wt = "%.1f kg" % (r.randint(480, 1320) / 10.0) if adult else "%.1f kg" % (r.randint(140, 600) / 10.0)
    bmi = "%.1f" % (r.randint(185, 410) / 10.0)
    parts = ["BP %d/%d" % (sbp, dbp), "HR %d" % hr, "RR %d" % rr, "T %s" % temp,
             "SpO2 %d%% RA" % spo2]
    if weight:
        parts.append("Wt %s" % wt)
    if weight and adult and r.random() < 0.6:
        parts.append("BMI %s" % bmi)
    if line:
        return r.choice(["Vitals: ", "VS: ", "Obs: ", "O/E: "]) + ", ".join(parts)
    return parts


COMPLAINTS = [
    ("sore throat", "3 days of sore throat, odynophagia, low-grade fever. No cough. Centor 3.",
     "Rapid strep antigen positive.", "Streptococcal pharyngitis", ["Penicillin V 500 mg PO BID x 10 days", "Paracetamol 1 g PO QID PRN"]),
    ("dysuria", "Dysuria and frequency x 2 days, no loin pain, no fever.",
     "Urine dip: leucocytes ++, nitrites +, blood trace.", "Uncomplicated cystitis", ["Nitrofurantoin MR 100 mg PO BID x 5 days"]),
    ("low back pain", "Mechanical LBP after lifting, 10 days. No red flags: no saddle anaesthesia, bladder/bowel normal.",
     "SLR negative bilaterally, power 5/5, reflexes symmetrical.", "Mechanical low back pain", ["Ibuprofen 400 mg PO TID with food x 7 days", "Physiotherapy self-referral"]),
    ("rash", "Itchy annular rash on trunk for 3 weeks, spreading slowly.",
     "Scaly annular plaques with central clearing, KOH not done.", "Tinea corporis", ["Clotrimazole 1% cream BID x 4 weeks"]),
    ("cough", "Productive cough x 9 days, mild SOB, ex-smoker 20 pack-years.",
     "Coarse crackles R base. CRP 38.", "Lower respiratory tract infection", ["Amoxicillin 500 mg PO TID x 5 days", "Safety-net advice given"]),
    ("blood pressure check", "Home BP readings averaging 152/94. Asymptomatic. No chest pain.",
     "Fundi not examined. No oedema. HS I+II+0.", "Essential hypertension, stage 2", ["Amlodipine 5 mg PO daily", "Recheck U&E in 2 weeks"]),
    ("low mood", "Low mood, poor sleep, anhedonia for 2 months. PHQ-9 = 16. No suicidal ideation, protective factors present.",
     "Appropriate, good eye contact, mildly flat affect.", "Moderate depressive episode", ["Sertraline 50 mg PO daily", "Counselling referral"]),
    ("ear pain", "Right otalgia x 2 days after URTI, no discharge.",
     "R TM bulging and erythematous, L TM normal.", "Acute otitis media, right", ["Amoxicillin 500 mg PO TID x 5 days", "Analgesia as needed"]),
    ("fatigue", "Tiredness x 6 weeks, heavy menses, no weight loss.",
     "Conjunctival pallor. Hb 98 g/L, ferritin 6.", "Iron deficiency anaemia", ["Ferrous sulfate 200 mg PO daily", "Repeat FBC in 8 weeks"]),
    ("knee pain", "Gradual-onset R knee pain, worse on stairs, morning stiffness < 30 min.",
     "Crepitus, small effusion, no warmth.", "Osteoarthritis of knee", ["Topical diclofenac gel TID", "Weight loss and quadriceps exercises"]),
    ("headache", "Episodic bilateral band-like headaches, 3-4 per week, no aura, no neuro symptoms.",
     "Neuro exam normal, fundi normal.", "Tension-type headache", ["Amitriptyline 10 mg nocte", "Headache diary"]),
    ("diarrhoea", "Watery diarrhoea 6x/day for 4 days, no blood, tolerating fluids.",
     "Mild dehydration, abdomen soft, non-tender.", "Acute gastroenteritis", ["Oral rehydration solution", "Stool MC&S sent"]),
    ("palpitations", "Intermittent palpitations, caffeine 6 cups/day.",
     "ECG: sinus rhythm 84, normal intervals.", "Benign palpitations, likely ectopy", ["Reduce caffeine", "TFTs and FBC requested"]),
    ("contraception", "Requesting long-acting contraception. LMP 2 weeks ago, regular cycle.",
     "BP normal, BMI normal.", "Contraceptive counselling", ["Etonogestrel implant inserted L arm, lot recorded", "Back-up method 7 days"]),
]

MEDS = {
    "T2DM": ["Metformin 1 g PO BID", "Empagliflozin 10 mg PO daily", "Gliclazide MR 60 mg PO mane",
             "Sitagliptin 100 mg PO daily", "Insulin glargine 22 units SC nocte", "Atorvastatin 40 mg PO nocte"],
    "HTN": ["Amlodipine 10 mg PO daily", "Lisinopril 20 mg PO daily", "Hydrochlorothiazide 12.5 mg PO daily",
            "Perindopril 4 mg PO daily", "Losartan 50 mg PO daily", "Indapamide 1.5 mg PO daily"],
    "COPD": ["Tiotropium 18 mcg inh daily", "Salbutamol 100 mcg 2 puffs PRN", "Budesonide/formoterol 200/6 2 puffs BID"],
    "Asthma": ["Budesonide/formoterol 200/6 1-2 puffs PRN", "Beclometasone 100 mcg 2 puffs BID", "Montelukast 10 mg PO nocte"],
    "CKD": ["Ramipril 5 mg PO daily", "Calcium carbonate 500 mg PO TID", "Furosemide 40 mg PO mane"],
    "Hypothyroid": ["Levothyroxine 100 mcg PO daily"],
    "HIV": ["TLD (tenofovir/lamivudine/dolutegravir) 1 tab PO daily", "Co-trimoxazole 960 mg PO daily"],
    "AF": ["Apixaban 5 mg PO BID", "Bisoprolol 2.5 mg PO daily"],
    "Epilepsy": ["Levetiracetam 500 mg PO BID"],
    "Depression": ["Sertraline 100 mg PO daily", "Mirtazapine 15 mg PO nocte"],
}
COND_NAMES = {"T2DM": "Type 2 diabetes mellitus", "HTN": "Hypertension", "COPD": "COPD",
              "Asthma": "Asthma", "CKD": "CKD stage 3a", "Hypothyroid": "Hypothyroidism",
              "HIV": "HIV infection on ART", "AF": "Atrial fibrillation",
              "Epilepsy": "Epilepsy", "Depression": "Recurrent depressive disorder"}


def meds_for(r, conds, cap=6):
    out = []
    names = []
    for cd in conds:
        pool = MEDS[cd]
        n = min(len(pool), r.randint(1, 3))
        for m in r.sample(pool, n):
            key = m.split()[0]
            if key not in names and len(out) < cap:
                out.append(m)
                names.append(key)
    return out


def labs(r, c, conds):
    """List of (test, value, unit, ref) tuples, non-PHI."""
    us = c == "US"
    out = []
    if "T2DM" in conds or r.random() < 0.3:
        a1c = r.randint(52, 102) / 10.0
        if us:
            out.append(("HbA1c", "%.1f" % a1c, "%", "4.0-5.6"))
        else:
            out.append(("HbA1c", "%d" % round((a1c - 2.15) * 10.929), "mmol/mol", "20-42"))
        out.append(("Fasting glucose", "%d" % r.randint(88, 210), "mg/dL", "70-99") if us else
                   ("Fasting glucose", "%.1f" % (r.randint(48, 118) / 10.0), "mmol/L", "3.9-5.5"))
    cr = r.randint(60, 160)
    out.append(("Creatinine", "%.2f" % (cr / 88.4), "mg/dL", "0.60-1.20") if us else
               ("Creatinine", "%d" % cr, "umol/L", "45-110"))
    out.append(("eGFR", "%d" % r.randint(38, 104), "mL/min/1.73m2", ">60"))
    out.append(("Sodium", "%d" % r.randint(133, 145), "mmol/L", "135-145"))
    out.append(("Potassium", "%.1f" % (r.randint(34, 54) / 10.0), "mmol/L", "3.5-5.1"))
    tc = r.randint(32, 72) / 10.0
    if us:
        out.append(("Total cholesterol", "%d" % round(tc * 38.67), "mg/dL", "<200"))
        out.append(("LDL-C", "%d" % round((tc - 2.0) * 38.67), "mg/dL", "<100"))
        out.append(("HDL-C", "%d" % r.randint(32, 78), "mg/dL", ">40"))
    else:
        out.append(("Total cholesterol", "%.1f" % tc, "mmol/L", "<5.0"))
        out.append(("LDL-C", "%.1f" % (tc - 2.0), "mmol/L", "<3.0"))
        out.append(("HDL-C", "%.1f" % (r.randint(8, 21) / 10.0), "mmol/L", ">1.0"))
    if "CKD" in conds or "T2DM" in conds or r.random() < 0.4:
        out.append(("Urine ACR", "%d" % r.randint(5, 420), "mg/g", "<30") if us else
                   ("Urine ACR", "%.1f" % (r.randint(5, 480) / 10.0), "mg/mmol", "<3.0"))
    if "Hypothyroid" in conds or r.random() < 0.3:
        out.append(("TSH", "%.2f" % (r.randint(30, 780) / 100.0), "mIU/L", "0.40-4.00"))
    if r.random() < 0.5:
        out.append(("Hb", "%d" % r.randint(105, 168), "g/L", "120-160") if not us else
                   ("Hgb", "%.1f" % (r.randint(105, 168) / 10.0), "g/dL", "12.0-16.0"))
    if "HIV" in conds:
        out.append(("CD4", "%d" % r.randint(120, 980), "cells/uL", "500-1500"))
        out.append(("HIV viral load", r.choice(["<50", "<20", "LDL", "%d" % r.randint(60, 9000)]), "copies/mL", "<50"))
    if r.random() < 0.4:
        out.append(("ALT", "%d" % r.randint(9, 88), "U/L", "<40"))
    return out


# Routine and travel vaccines: (name, route, typical site)
TRAVEL_VAX = [
    ("Hepatitis A (Havrix 1440)", "IM", "L deltoid"),
    ("Typhoid Vi polysaccharide (Typhim Vi)", "IM", "R deltoid"),
    ("Yellow fever (Stamaril)", "SC", "L upper arm"),
    ("Hepatitis B (Engerix-B)", "IM", "R deltoid"),
    ("Rabies PrEP (Verorab) dose 1", "IM", "L deltoid"),
    ("Japanese encephalitis (Ixiaro) dose 1", "IM", "R deltoid"),
    ("Meningococcal ACWY (Menveo)", "IM", "L deltoid"),
    ("Cholera oral (Dukoral) dose 1", "PO", "oral"),
    ("Tdap (Boostrix)", "IM", "R deltoid"),
    ("Polio IPV booster", "IM", "L deltoid"),
    ("Hepatitis A+B combined (Twinrix)", "IM", "R deltoid"),
    ("MMR (Priorix)", "SC", "L upper arm"),
    ("Tick-borne encephalitis (TicoVac) dose 1", "IM", "L deltoid"),
]
CHILD_VAX = [
    ("BCG", "ID", "R upper arm"), ("Hexavalent (DTaP-IPV-Hib-HepB)", "IM", "L thigh"),
    ("PCV13", "IM", "R thigh"), ("Rotavirus (oral)", "PO", "oral"),
    ("MenB (Bexsero)", "IM", "L thigh"), ("MMR", "SC", "L arm"), ("Varicella", "SC", "R arm"),
    ("DTaP-IPV booster", "IM", "L deltoid"), ("HPV (Gardasil 9)", "IM", "L deltoid"),
    ("Influenza (LAIV, intranasal)", "IN", "nasal"), ("Hepatitis B birth dose", "IM", "R thigh"),
    ("Measles-Rubella (MR)", "SC", "R arm"), ("Td booster", "IM", "L deltoid"),
    ("MenC", "IM", "L thigh"), ("Hib/MenC", "IM", "R thigh"), ("OPV", "PO", "oral"),
]
ADULT_VAX = [
    ("Influenza, quadrivalent", "IM", "L deltoid"), ("COVID-19 mRNA booster", "IM", "R deltoid"),
    ("Pneumococcal PPSV23", "IM", "L deltoid"), ("Shingrix dose 1", "IM", "R deltoid"),
    ("Td booster", "IM", "L deltoid"), ("Hepatitis B (Heplisav-B)", "IM", "R deltoid"),
    ("Tdap", "IM", "L deltoid"), ("PCV20", "IM", "R deltoid"),
]


def lot(r):
    """Vaccine lot number (a manufacturing batch, not PHI in this set)."""
    return r.choice(["%s%d%s%s" % (r.choice("UAKRHT"), r.randint(1000, 9999), r.choice("ABCDEFGH"), r.choice("ABX")),
                     "%d%s%03d" % (r.randint(1, 9), r.choice("ABCDEFGHJK"), r.randint(0, 999)),
                     "FL%04d" % r.randint(0, 9999), "EW%04d" % r.randint(0, 9999)])


MALARIA = [
    "Atovaquone/proguanil 250/100 mg 1 tab daily, start 1-2 days before entering malarious area, continue 7 days after leaving",
    "Doxycycline 100 mg daily, start 2 days before, continue 4 weeks after return; photosensitivity advice given",
    "Mefloquine 250 mg weekly, start 2-3 weeks before; no psychiatric history; counselled on neuropsychiatric effects",
    "No chemoprophylaxis required for itinerary; bite avoidance only",
    "Standby emergency treatment not indicated; chemoprophylaxis with atovaquone/proguanil advised",
]

NOTIFIABLE = [
    ("Measles", "fever, maculopapular rash, coryza, conjunctivitis", "Measles IgM positive; PCR (throat swab) positive", "airborne"),
    ("Pertussis", "paroxysmal cough x 3 weeks with inspiratory whoop, post-tussive vomiting", "Bordetella pertussis PCR positive (NPS)", "droplet"),
    ("Hepatitis A", "jaundice, dark urine, RUQ pain, ALT 1840 U/L", "HAV IgM reactive", "faecal-oral"),
    ("Salmonellosis", "bloody diarrhoea, fever 39.1, cramps", "Salmonella Enteritidis isolated from stool", "foodborne"),
    ("Meningococcal disease", "fever, petechial rash, neck stiffness", "N. meningitidis group B on blood culture and CSF PCR", "droplet"),
    ("Legionnaires' disease", "pneumonia, confusion, hyponatraemia", "Legionella urinary antigen positive", "environmental"),
    ("Typhoid fever", "stepwise fever x 10 days, relative bradycardia, abdominal pain", "Salmonella Typhi on blood culture", "faecal-oral"),
    ("Malaria", "fever, rigors, headache after return from endemic area", "P. falciparum on thick/thin film, parasitaemia 2.1%", "vector-borne"),
    ("Mumps", "bilateral parotid swelling, fever", "Mumps PCR (buccal swab) positive", "droplet"),
    ("STEC/VTEC infection", "bloody diarrhoea, abdominal cramps", "STEC O157 stx2 detected", "foodborne"),
    ("Listeriosis", "fever, myalgia, pregnant 31 weeks", "Listeria monocytogenes on blood culture", "foodborne"),
    ("Tuberculosis, pulmonary", "cough > 3 weeks, night sweats, weight loss 6 kg", "Sputum AFB smear 2+, Xpert MTB/RIF Ultra detected, RIF resistance not detected", "airborne"),
    ("Cholera", "profuse rice-water stools, dehydration", "Vibrio cholerae O1 isolated", "waterborne"),
    ("Invasive group A streptococcal infection", "cellulitis with septic shock", "Streptococcus pyogenes on blood culture", "contact/droplet"),
    ("Shigellosis", "fever, bloody diarrhoea, tenesmus", "Shigella sonnei isolated from stool", "faecal-oral"),
    ("Hepatitis B, acute", "jaundice, fatigue, ALT 2210 U/L", "HBsAg positive, anti-HBc IgM positive", "blood/sexual"),
]
