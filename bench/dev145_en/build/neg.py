"""Clinical vocabulary and hard negatives (text that is NOT PHI) for dev145_en.

Drug names and doses, vaccine products and lot numbers, NDC/DIN product codes,
lab and vital values with units, clinical scores, eponymous diseases, signs and
instruments, ICD-10 and CPT codes, clock times, and ordinary English words that
are also names in the pools.  Nothing returned here is annotated.
"""

DRUGS = [
    # name, strength, form, US sig, UK sig
    ("warfarin", "5 mg", "tab", "1 tab PO daily per INR", "as directed by anticoagulant clinic"),
    ("apixaban", "5 mg", "tab", "1 tab PO BID", "ONE tablet TWICE a day"),
    ("rivaroxaban", "20 mg", "tab", "1 tab PO daily with evening meal", "ONE tablet daily with food"),
    ("metformin", "500 mg", "tab", "1 tab PO BID with meals", "ONE tablet TWICE a day with meals"),
    ("metformin XR", "1000 mg", "tab", "2 tabs PO qPM", "TWO tablets at night"),
    ("atorvastatin", "40 mg", "tab", "1 tab PO qHS", "ONE tablet at NIGHT"),
    ("ramipril", "5 mg", "cap", "1 cap PO daily", "ONE capsule daily"),
    ("lisinopril", "10 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("amlodipine", "5 mg", "tab", "1 tab PO daily", "ONE tablet in the MORNING"),
    ("bisoprolol", "2.5 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("metoprolol succinate", "50 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("furosemide", "40 mg", "tab", "1 tab PO qAM", "ONE tablet in the MORNING"),
    ("levothyroxine", "75 mcg", "tab", "1 tab PO qAM on empty stomach", "ONE tablet before breakfast"),
    ("omeprazole", "20 mg", "cap", "1 cap PO daily before breakfast", "ONE capsule daily"),
    ("lansoprazole", "30 mg", "cap", "1 cap PO daily", "ONE capsule each morning"),
    ("sertraline", "50 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("mirtazapine", "15 mg", "tab", "1 tab PO qHS", "ONE tablet at night"),
    ("donepezil", "10 mg", "tab", "1 tab PO qHS", "ONE tablet at night"),
    ("co-codamol", "30/500", "tab", "1-2 tabs PO q6h PRN pain, max 8/day", "ONE or TWO tablets up to FOUR times a day when required"),
    ("oxycodone IR", "5 mg", "tab", "1 tab PO q4-6h PRN, max 6/day", "ONE capsule every 4-6 hours when required"),
    ("morphine sulfate ER", "15 mg", "tab", "1 tab PO q12h", "ONE tablet every 12 hours"),
    ("gabapentin", "300 mg", "cap", "1 cap PO TID", "ONE capsule THREE times a day"),
    ("pregabalin", "75 mg", "cap", "1 cap PO BID", "ONE capsule TWICE a day"),
    ("zopiclone", "7.5 mg", "tab", "1 tab PO qHS PRN", "ONE tablet at night when required"),
    ("lorazepam", "0.5 mg", "tab", "1 tab PO BID PRN anxiety", "ONE tablet TWICE a day when required"),
    ("salbutamol MDI", "100 mcg/dose", "inh", "2 puffs q4-6h PRN", "TWO puffs when required"),
    ("albuterol HFA", "90 mcg/act", "inh", "2 puffs q4-6h PRN SOB", "TWO puffs when required"),
    ("fluticasone/salmeterol", "250/50", "inh", "1 puff BID, rinse mouth", "ONE puff TWICE a day"),
    ("tiotropium", "18 mcg", "inh", "1 cap inhaled daily", "inhale ONE capsule daily"),
    ("insulin glargine", "100 units/mL", "pen", "22 units subcut qHS", "22 units at bedtime"),
    ("insulin aspart", "100 units/mL", "pen", "per sliding scale with meals", "as per sliding scale"),
    ("empagliflozin", "10 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("sitagliptin", "100 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("prednisolone", "5 mg", "tab", "6 tabs PO daily x5 days", "SIX tablets each morning for 5 days"),
    ("amoxicillin", "500 mg", "cap", "1 cap PO TID x5 days", "ONE capsule THREE times a day for 5 days"),
    ("nitrofurantoin MR", "100 mg", "cap", "1 cap PO BID x5 days", "ONE capsule TWICE a day for 3 days"),
    ("doxycycline", "100 mg", "cap", "1 cap PO daily", "ONE capsule daily"),
    ("clarithromycin", "500 mg", "tab", "1 tab PO BID x7 days", "ONE tablet TWICE a day"),
    ("alendronic acid", "70 mg", "tab", "1 tab PO weekly, upright 30 min", "ONE tablet ONCE a WEEK"),
    ("calcium/vitamin D3", "500 mg/400 IU", "tab", "1 tab PO BID", "ONE tablet TWICE a day"),
    ("tamsulosin", "0.4 mg", "cap", "1 cap PO qHS", "ONE capsule at night"),
    ("finasteride", "5 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("allopurinol", "100 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("colchicine", "500 mcg", "tab", "1 tab PO BID", "ONE tablet TWICE a day"),
    ("levetiracetam", "500 mg", "tab", "1 tab PO BID", "ONE tablet TWICE a day"),
    ("sodium valproate", "200 mg", "tab", "2 tabs PO BID", "TWO tablets TWICE a day"),
    ("quetiapine", "25 mg", "tab", "1 tab PO qHS", "ONE tablet at night"),
    ("haloperidol", "0.5 mg", "tab", "1 tab PO BID PRN agitation", "ONE tablet TWICE a day when required"),
    ("lactulose", "10 g/15 mL", "soln", "15 mL PO BID", "15ml TWICE a day"),
    ("senna", "7.5 mg", "tab", "2 tabs PO qHS", "TWO tablets at night"),
    ("paracetamol", "500 mg", "tab", "1 g PO QID PRN", "TWO tablets FOUR times a day when required"),
    ("acetaminophen", "500 mg", "tab", "2 tabs PO q6h PRN, max 3 g/day", "TWO tablets when required"),
    ("ibuprofen", "400 mg", "tab", "1 tab PO TID with food PRN", "ONE tablet THREE times a day with food"),
    ("naproxen", "500 mg", "tab", "1 tab PO BID with food", "ONE tablet TWICE a day with food"),
    ("methotrexate", "2.5 mg", "tab", "6 tabs PO once weekly", "SIX tablets ONCE a WEEK"),
    ("folic acid", "5 mg", "tab", "1 tab PO weekly, not on MTX day", "ONE tablet ONCE a WEEK"),
    ("buprenorphine/naloxone", "8/2 mg", "SL film", "1 film SL daily", "ONE film under the tongue daily"),
    ("nicotine patch", "21 mg/24 h", "patch", "apply 1 patch daily", "apply ONE patch daily"),
    ("naloxone nasal spray", "4 mg", "spray", "1 spray intranasal PRN OD, repeat in 2-3 min", "as directed"),
    ("EpiPen", "0.3 mg", "auto-injector", "0.3 mg IM PRN anaphylaxis", "use as directed"),
    ("digoxin", "125 mcg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("amiodarone", "200 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("clopidogrel", "75 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
    ("aspirin", "81 mg", "tab", "1 tab PO daily", "ONE tablet daily"),
]

METHADONE_STRENGTH = ["1 mg/mL", "10 mg/mL"]

VACCINES = [
    # key, display, brand, dose, route, US CPT, UK/CA label
    ("flu_hd", "Influenza, high-dose (IIV4-HD)", "Fluzone High-Dose", "0.7 mL", "IM", "90662"),
    ("flu", "Influenza (IIV4)", "Flulaval Tetra", "0.5 mL", "IM", "90686"),
    ("flu_cc", "Influenza (ccIIV4)", "Flucelvax", "0.5 mL", "IM", "90756"),
    ("flu_laiv", "Influenza, live attenuated (LAIV)", "Fluenz", "0.2 mL", "intranasal", "90672"),
    ("covid", "COVID-19 mRNA", "Comirnaty", "0.3 mL", "IM", "91320"),
    ("covid_m", "COVID-19 mRNA", "Spikevax", "0.5 mL", "IM", "91322"),
    ("pcv20", "Pneumococcal conjugate (PCV20)", "Prevnar 20", "0.5 mL", "IM", "90677"),
    ("ppsv23", "Pneumococcal polysaccharide (PPSV23)", "Pneumovax 23", "0.5 mL", "IM", "90732"),
    ("rzv", "Recombinant zoster (RZV)", "Shingrix", "0.5 mL", "IM", "90750"),
    ("tdap", "Tdap", "Boostrix", "0.5 mL", "IM", "90715"),
    ("td_ipv", "Td/IPV", "Revaxis", "0.5 mL", "IM", "90714"),
    ("hpv", "HPV 9-valent", "Gardasil 9", "0.5 mL", "IM", "90651"),
    ("hepa", "Hepatitis A", "Havrix 1440", "1 mL", "IM", "90632"),
    ("hepb", "Hepatitis B", "Engerix-B", "1 mL", "IM", "90746"),
    ("twinrix", "Hepatitis A/B combined", "Twinrix", "1 mL", "IM", "90636"),
    ("typhoid", "Typhoid Vi polysaccharide", "Typhim Vi", "0.5 mL", "IM", "90691"),
    ("typhoid_po", "Typhoid, oral live (Ty21a)", "Vivotif", "1 cap", "PO", "90690"),
    ("yf", "Yellow fever", "Stamaril", "0.5 mL", "subcut", "90717"),
    ("rabies", "Rabies (pre-exposure)", "Rabipur", "1 mL", "IM", "90675"),
    ("je", "Japanese encephalitis", "Ixiaro", "0.5 mL", "IM", "90738"),
    ("menacwy", "Meningococcal ACWY", "Nimenrix", "0.5 mL", "IM", "90734"),
    ("menb", "Meningococcal B", "Bexsero", "0.5 mL", "IM", "90620"),
    ("cholera", "Cholera, oral", "Dukoral", "1 sachet", "PO", "90625"),
    ("mmr", "MMR", "M-M-R II", "0.5 mL", "subcut", "90707"),
    ("rsv", "RSV prefusion F", "Arexvy", "0.5 mL", "IM", "90679"),
    ("tbe", "Tick-borne encephalitis", "TicoVac", "0.5 mL", "IM", "90626"),
]
SITES = ["L deltoid", "R deltoid", "left deltoid", "right deltoid", "L anterolateral thigh", "R upper arm",
         "left upper arm", "LD", "RD", "nares (both)"]
ADMIN_CPT = ["90471", "90472", "90473", "G0008", "G0009"]

ICD10 = [("Z23", "Encounter for immunization"), ("Z71.84", "Travel health counseling"),
         ("I48.91", "Atrial fibrillation, unspecified"), ("Z79.01", "Long-term (current) use of anticoagulants"),
         ("F11.20", "Opioid dependence, uncomplicated"), ("E11.9", "Type 2 diabetes mellitus without complications"),
         ("I10", "Essential hypertension"), ("J45.909", "Asthma, unspecified"), ("T50.Z95A", "Adverse effect of other vaccines"),
         ("T88.1XXA", "Other complications following immunization"), ("L50.0", "Allergic urticaria"),
         ("R50.83", "Postvaccination fever"), ("N39.0", "Urinary tract infection"), ("J02.9", "Acute pharyngitis"),
         ("B02.9", "Zoster without complications"), ("N30.00", "Acute cystitis"), ("Z91.120", "Intentional underdosing"),
         ("I82.409", "DVT, unspecified"), ("J44.9", "COPD, unspecified"), ("F03.90", "Dementia, unspecified"),
         ("G20", "Parkinson's disease"), ("E03.9", "Hypothyroidism"), ("N18.3", "CKD stage 3"),
         ("G51.0", "Bell's palsy"), ("G61.0", "Guillain-Barre syndrome"), ("K50.90", "Crohn's disease"),
         ("E27.1", "Addison's disease (primary adrenocortical insufficiency)"), ("M10.9", "Gout")]

EPONYM_HX = ["Parkinson's disease", "Alzheimer's dementia", "Addison's disease", "Graves' disease",
             "Hashimoto's thyroiditis", "Crohn's disease", "Raynaud's phenomenon", "Sjogren's syndrome",
             "Hodgkin lymphoma (in remission)", "Barrett's oesophagus", "Dupuytren's contracture",
             "Paget's disease of bone", "Meniere's disease", "Bell's palsy", "Guillain-Barre syndrome",
             "Cushing's syndrome", "Wilson's disease", "Down syndrome", "Tourette's", "Christmas disease (haemophilia B)",
             "Still's disease", "Wolff-Parkinson-White", "Baker's cyst", "Osgood-Schlatter"]
SCORES = ["CHA2DS2-VASc 4", "HAS-BLED 2", "COWS 6", "COWS 11", "CIWA-Ar 3", "PHQ-9 12", "GAD-7 8", "MMSE 22/30",
          "MoCA 19/30", "Morisky MMAS-8 score 6", "Naranjo score 5 (probable)", "Brighton Collaboration level 2",
          "Glasgow Coma Scale 15", "Waterlow 14", "Braden 16", "Bristol stool type 6", "Epworth 9",
          "Barthel 65/100", "Child-Pugh A", "Wells score 1", "Beers criteria flag", "STOPP/START: 2 flags",
          "ACB score 3", "Rockwood CFS 6", "Centor 3", "FeverPAIN 4", "Apgar 9"]
INSTRUMENTS = ["Dosett box", "Venalink blister pack", "Webster-pak", "Nomad tray", "Foley catheter",
               "Mantoux test", "Snellen chart", "Holter monitor", "Doppler", "CoaguChek XS meter",
               "FreeStyle Libre sensor", "Hickman line", "Guthrie card", "Yankauer"]
AGENCIES_PUBLIC = {"US": ["CDC", "FDA", "VAERS", "ACIP", "VFC program", "DEA", "state IIS", "MedWatch"],
                   "CA": ["Health Canada", "PHAC", "CAEFISS", "NACI", "ODB", "Canada Vigilance", "the CIG"],
                   "UK": ["MHRA", "UKHSA", "NHS England", "the Green Book", "Yellow Card scheme", "JCVI", "NHSBSA",
                          "the CQC"]}

# sentences that use name-like ordinary words in their ordinary sense
WORDY = [
    "Grace period on the claim still running per the plan helpline.",
    "Will call back once the wholesaler confirms stock.",
    "Marked improvement in inhaler technique.",
    "Frank haematuria denied.",
    "Diet rich in vitamin K (spinach, kale) discussed.",
    "Drew up 0.5 mL, air bubble expelled.",
    "Chase prescriber re: missing strength.",
    "Clay-coloured stools denied; no jaundice.",
    "Rice-water stools would need urgent review; ORS sachets supplied.",
    "Sharps bin issued, yellow lid.",
    "Major bleed risk discussed; HAS-BLED reviewed.",
    "Strong opioid: CD register entry made, witnessed.",
    "Hope to step down dose at next review.",
    "Poison ivy contact dermatitis last summer, no other rash.",
    "Amber alert on fridge display cleared after door closed.",
    "Dawn phenomenon suspected on CGM download.",
    "Cross-reactivity with penicillin explained.",
    "Little relief from OTC antihistamine.",
    "Short of breath on exertion only.",
    "White cell count normal.",
    "Brown discolouration of urine noted with nitrofurantoin (benign).",
    "Green sputum x 3 days.",
    "Black tarry stools denied.",
    "Best interests meeting minuted by the home manager.",
    "Bill the plan under the minor ailment code.",
    "Price check done; generic equivalent cheaper.",
    "Porter brought the bag up from the ED.",
    "Kidney stone history; encourage fluids.",
    "Wood's lamp not available in pharmacy.",
    "Patient travelling 200 miles by road; cool bag supplied.",
    "Gold standard is a documented titre.",
    "Stone fruit allergy (oral allergy syndrome) only.",
    "Snow and ice forecast; delivery may be delayed.",
    "Day 3 of 5 of antibiotic course.",
    "Young people's service referral declined.",
    "Field hospital stock not applicable.",
    "Bell's palsy precautions: none needed for this vaccine.",
    "Reye's syndrome risk explained: no aspirin for under-16s.",
    "Christmas disease is not a contraindication to IM route with fine needle and pressure.",
    "Joy at finally getting the delivery slot sorted, per pt.",
    "Summer holiday supply request logged.",
    "Faith-based fasting considered for dosing times.",
    "King-size duvet noted as trip hazard (home visit).",
    "Fox bite abroad would need post-exposure course.",
    "Holly berries not a concern here.",
]

CLINIC_PHRASES = [
    "No known drug allergies.", "NKDA.", "Allergy: penicillin (rash).", "Allergies: sulfa - hives; latex.",
    "Egg allergy - not a contraindication.", "Consent obtained verbally.", "Pt consented, PIL given.",
    "Observed 15 min post-vaccination, no reaction.", "Observed 15 min, well on leaving.",
    "No fever, no recent illness.", "Not pregnant, not breastfeeding.", "Not immunocompromised.",
    "No previous anaphylaxis.", "Counselled on expected side effects: sore arm, fatigue, mild fever.",
    "Advised paracetamol PRN for fever.", "Inhaler technique checked - good.",
    "Adherence reported as good; pill organiser in use.", "Missed doses x2 last week.",
    "Renal function adequate for dose.", "Interaction checked: nil significant.",
    "Safety-netting advice given.", "Advised to seek urgent care if symptoms worsen.",
    "Return if no improvement in 48 h.", "Leaflet given.", "Documented on national record.",
    "Record sent to GP via PharmOutcomes.", "Pt happy with plan.", "Questions answered.",
]

TIMES = ["08:15", "09:02", "09:40", "10:05", "10:42", "11:18", "11:55", "12:30", "13:10", "13:47", "14:05",
         "14:33", "15:20", "15:58", "16:25", "17:04", "17:40", "18:12", "19:30", "0930", "1415", "1100h", "8:45 AM",
         "2:15 PM", "4:50 pm", "10:30am"]


def drug_line(r, country, numbered=None, d=None):
    d = d or r.choice(DRUGS)
    sig = d[3] if country != "UK" else d[4]
    pre = "%d. " % numbered if numbered else r.choice(["- ", "* ", ""])
    qty = r.choice(["#30", "#60", "#90", "qty 28", "qty 56", "x28", "84 tabs", "1 pack", ""])
    return "%s%s %s %s - %s%s" % (pre, d[0], d[1], d[2], sig, (" " + qty) if qty and r.random() < 0.4 else "")


def lot(r):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return r.choice(["%s%s%d" % (r.choice(L), r.choice(L), r.randint(1000, 99999)),
                     "%d%s" % (r.randint(100000, 999999), r.choice(L)),
                     "%s%d%s" % (r.choice(L), r.randint(100, 999), r.choice(L) + r.choice(L))])


def ndc(r):
    return "%05d-%04d-%02d" % (r.randint(1000, 99999), r.randint(0, 9999), r.randint(1, 99))


def din(r):
    return "02%06d" % r.randint(0, 999999)


def vitals(r, country, lower=False):
    t = "%.1f C" % (36.1 + r.random() * 1.6) if country != "US" or r.random() < 0.3 else "%.1f F" % (97.0 + r.random() * 3)
    parts = ["BP %d/%d" % (r.randint(98, 172), r.randint(58, 98)), "HR %d" % r.randint(52, 112),
             "RR %d" % r.randint(12, 22), "T %s" % t, "SpO2 %d%%" % r.randint(91, 100)]
    if r.random() < 0.5:
        parts.append("Wt %.1f kg" % (45 + r.random() * 70))
    if r.random() < 0.3:
        parts.append("BMI %.1f" % (18 + r.random() * 20))
    return ", ".join(parts) if r.random() < 0.6 else "  ".join(parts)


def lab_rows(r, k=None):
    rows = [("INR", "%.1f" % (1.0 + r.random() * 3.5), "", "2.0-3.0"),
            ("Hb", "%d" % r.randint(92, 168), "g/L", "120-160"),
            ("Plt", "%d" % r.randint(110, 420), "x10^9/L", "150-400"),
            ("WBC", "%.1f" % (3.5 + r.random() * 9), "x10^9/L", "4.0-11.0"),
            ("Na", "%d" % r.randint(129, 146), "mmol/L", "135-145"),
            ("K", "%.1f" % (3.2 + r.random() * 2.2), "mmol/L", "3.5-5.0"),
            ("Cr", "%d" % r.randint(55, 210), "umol/L", "60-110"),
            ("eGFR", "%d" % r.randint(18, 95), "mL/min/1.73m2", ">60"),
            ("CrCl (Cockcroft-Gault)", "%d" % r.randint(22, 110), "mL/min", ""),
            ("ALT", "%d" % r.randint(9, 140), "U/L", "<40"),
            ("HbA1c", "%d" % r.randint(38, 96), "mmol/mol", "<48"),
            ("TSH", "%.2f" % (0.2 + r.random() * 7), "mIU/L", "0.4-4.0"),
            ("QTc", "%d" % r.randint(398, 512), "ms", "<450"),
            ("Digoxin level", "%.1f" % (0.4 + r.random() * 1.8), "nmol/L", "0.6-1.2"),
            ("Vit D (25-OH)", "%d" % r.randint(18, 110), "nmol/L", ">50")]
    r.shuffle(rows)
    return rows[:k or r.randint(3, 7)]


def wordy(r, n=1):
    return r.sample(WORDY, n)


def phrases(r, n=2):
    return r.sample(CLINIC_PHRASES, n)
