"""Clinical text blocks (no PHI at all): presenting complaints, history,
examination, impression, plan, prescriptions, vitals.  They carry most of the
hard negatives: eponyms, scores, doses, durations written like dates, codes."""


class Scn:
    def __init__(self, key, ages, where, pc, hx, ex, imp, plan, rx, sex=None):
        self.key, self.ages, self.where, self.sex = key, ages, where, sex
        self.pc, self.hx, self.ex, self.imp, self.plan, self.rx = pc, hx, ex, imp, plan, rx


# where: h home visit, c care home, b base, t telephone, p palliative
SCENARIOS = [
    Scn("uti_frail", (72, 101), "hcbt",
        ["increased confusion ?UTI", "dysuria, frequency", "off legs, ?urine infection", "smelly urine + more muddled"],
        ["Carers report 2/7 of increased confusion, more agitated overnight.", "Dysuria and frequency since yesterday, no haematuria.",
         "Eating and drinking less. No vomiting. Bowels opened today.", "No loin pain reported. Known mild Alzheimer's dementia.",
         "Had trimethoprim 3/12 ago for similar.", "eGFR 38 at last bloods per summary care record."],
        ["Alert but disorientated to time (baseline per staff). Mild suprapubic tenderness, no renal angle tenderness.",
         "Chest clear. HS I+II+0. Abdo soft, SP tender. Urine dip: leucs +++, nitrites +, blood +.",
         "Mucous membranes dry. No focal neuro. Calves SNT."],
        ["Probable lower UTI with delirium.", "UTI in frail elderly - treat empirically.", "Delirium likely 2ry to UTI, no sepsis features."],
        ["Push oral fluids, fluid chart.", "MSU sent with carers for own GP.", "Recheck obs 4 hourly; escalate if NEWS2 >= 5.",
         "Avoid trimethoprim given recent course.", "Own GP to review in 48-72h."],
        [("Nitrofurantoin", "100mg MR capsules", "1 BD with food", "6 (six) capsules", "3/7"),
         ("Pivmecillinam", "400mg tablets", "400mg stat then 200mg TDS", "10 tablets", "3/7"),
         ("Cefalexin", "500mg capsules", "1 BD", "14 capsules", "7/7")]),
    Scn("chest_infection", (45, 95), "hcbt",
        ["SOB and productive cough", "chesty cough, fever", "?LRTI", "worsening breathlessness"],
        ["Productive cough green sputum x 5/7, fever overnight.", "More breathless than usual, now SOBOE walking to the toilet.",
         "Known COPD, on Trelegy Ellipta 1 puff OD. No home O2.", "Pleuritic R sided chest pain on coughing.",
         "No haemoptysis. No calf swelling. Ex-smoker 40 pack years.", "Rescue pack not used yet."],
        ["Coarse creps R base, bronchial breathing R mid zone.", "Wheeze bilaterally, no creps. Speaking full sentences.",
         "CRB-65 = 1 (age).", "Reduced air entry L base, dull to percussion."],
        ["Community acquired pneumonia, CRB-65 1.", "Infective exacerbation of COPD.", "LRTI - suitable for home management."],
        ["Start rescue pack.", "Safety netting re sepsis, leaflet given.", "CXR via own GP in 6/52 to ensure resolution.",
         "If worse overnight dial 999.", "Sputum pot left."],
        [("Amoxicillin", "500mg capsules", "1 TDS", "15 capsules", "5/7"),
         ("Doxycycline", "100mg capsules", "200mg day 1 then 100mg OD", "6 capsules", "5/7"),
         ("Prednisolone", "5mg tablets", "30mg OM", "30 tablets", "5/7"),
         ("Clarithromycin", "500mg tablets", "1 BD", "10 tablets", "5/7")]),
    Scn("eol_agitation", (55, 99), "hcp",
        ["terminal agitation", "EOL - distressed, restless", "palliative pt - uncontrolled pain", "syringe driver alarming"],
        ["Known metastatic ca prostate, bony mets. Deteriorating over last 48h, now bedbound.",
         "Restless and calling out since 21:00, family distressed.", "Syringe driver (T34) running: morphine 20mg + midazolam 10mg /24h.",
         "JIC meds in house, midazolam given 2.5mg SC at 19:40 by DN with little effect.",
         "Not passing much urine. No oral intake for 24h.", "DNACPR in place, ReSPECT form in kitchen drawer."],
        ["Cheyne-Stokes breathing. Mottled peripheries. Not responding to voice.",
         "Moaning on turning, furrowed brow - Abbey pain scale 12.", "Bladder palpable ++, ?retention.",
         "Secretions audible, 'death rattle'."],
        ["Terminal agitation, likely dying - last hours to days.", "Uncontrolled pain in dying phase.",
         "Terminal secretions + agitation."],
        ["Midazolam 5mg SC given, good effect after 20 min.", "Glycopyrronium 200mcg SC given for secretions.",
         "Syringe driver increased per palliative care advice line.", "Family counselled re dying process.",
         "Hospice advice line consulted.", "Catheterised 12Fr Foley, 600ml residual drained."],
        [("Midazolam", "10mg/2ml injection", "2.5-5mg SC 1-2 hourly PRN agitation", "10 ampoules", ""),
         ("Morphine sulfate", "10mg/1ml injection", "2.5-5mg SC 1 hourly PRN pain", "10 ampoules", ""),
         ("Glycopyrronium", "200mcg/1ml injection", "200mcg SC 4 hourly PRN secretions", "10 ampoules", ""),
         ("Levomepromazine", "25mg/1ml injection", "6.25mg SC 8 hourly PRN", "5 ampoules", "")]),
    Scn("fall", (68, 100), "hcb",
        ["fall, found on floor", "unwitnessed fall", "fall - ?hip injury", "fall with head injury"],
        ["Found on floor by carer at approx 22:15, unable to get up. Long lie ?2h.",
         "Unwitnessed fall. Denies LOC, no prodrome. Tripped on rug.", "On apixaban 2.5mg BD for AF.",
         "Mobilises with Zimmer frame usually.", "Hit head on bedside table, small lac to forehead."],
        ["GCS 15/15. No C-spine tenderness. PEARL.", "Able to SLR, full ROM hips, weight bearing with frame.",
         "2cm laceration L forehead, edges opposed, Steri-Strips applied.", "Lying/standing BP 146/82 -> 121/70, symptomatic.",
         "Shortened externally rotated R leg."],
        ["Mechanical fall, no serious injury.", "Postural hypotension contributing.", "?#NOF - needs ED."],
        ["Falls leaflet, to be referred to falls team by own GP.", "Head injury advice to carers - on anticoag so low threshold for CT.",
         "Ambulance requested - category 3.", "Review meds - consider stopping doxazosin.", "Obs by night staff 2 hourly."],
        [("Co-codamol", "8/500mg tablets", "2 QDS PRN", "16 tablets", ""), ("Paracetamol", "500mg tablets", "1g QDS PRN", "32 tablets", "")]),
    Scn("paed_fever", (0, 12), "btb",
        ["fever in child", "febrile, not eating", "temp 39.4, irritable", "earache + fever"],
        ["Fever 2/7, max 39.4 at home. Coryzal. Eating less but drinking.", "Pulling at L ear, crying overnight.",
         "Wet nappies x4 today. No rash. No vomiting.", "Fully immunised per parent. Born at term, Apgars 9 and 10.",
         "Sibling unwell with similar.", "Calpol 240mg given 17:30."],
        ["Alert, interactive, playing in room. CRT < 2s. No rash, blanching or otherwise.",
         "L TM red and bulging, R TM normal. Throat: tonsils enlarged, no exudate.", "No neck stiffness, Kernig's and Brudzinski negative.",
         "Chest clear, no recession. HR 138, RR 32, SpO2 98%.", "NICE traffic light: green."],
        ["Viral URTI.", "Acute otitis media L.", "Self-limiting febrile illness, no red flags."],
        ["Regular antipyretics, fluids.", "Safety net - when should I worry leaflet given.", "Return if non-blanching rash, drowsy or not drinking.",
         "Delayed antibiotic script given.", "See own GP if not settling in 3/7."],
        [("Amoxicillin", "250mg/5ml oral suspension", "5ml TDS", "100ml", "5/7"),
         ("Paracetamol", "120mg/5ml oral suspension", "7.5ml QDS PRN", "100ml", ""),
         ("Ibuprofen", "100mg/5ml oral suspension", "5ml TDS with food", "100ml", "")]),
    Scn("catheter", (60, 98), "hcp",
        ["catheter blocked", "LTC not draining", "bypassing catheter", "catheter fell out"],
        ["Long term urethral catheter 16Fr, last changed 4/52 ago per DN notes.", "No urine in bag since 14:00, lower abdo pain.",
         "Bypassing ++ with pads soaked.", "DNs unable to attend tonight.", "Known BPH, failed TWOC x2."],
        ["Bladder palpable to umbilicus. Catheter flushed with 60ml water - no return.",
         "Catheter removed, encrustation ++ at tip.", "Afebrile, obs stable, NEWS2 1."],
        ["Blocked LTC.", "Retention with blocked catheter.", "Catheter expelled with balloon inflated."],
        ["Recatheterised 16Fr silicone Foley, 10ml balloon, 900ml clear urine drained.", "Catheter passport updated.",
         "DN to review, consider bladder washouts.", "If unable to recatheterise -> urology via ED."],
        [("Lidocaine/chlorhexidine", "gel 11ml", "use as directed for catheterisation", "2 tubes", "")]),
    Scn("abdo_pain", (18, 85), "hbt",
        ["abdominal pain", "RIF pain", "epigastric pain + vomiting", "?renal colic"],
        ["Central abdo pain since lunchtime moving to RIF, anorexic.", "Colicky L loin to groin pain, 10/10, can't sit still.",
         "Vomited x3, unable to keep fluids down.", "LMP 2/52 ago, regular, urine hCG negative.",
         "No diarrhoea. Last BO this AM, normal."],
        ["Tender RIF with guarding, Rovsing's positive.", "Murphy's sign negative. Soft, non-tender.",
         "Urine dip: blood +++, nil else.", "Temp 37.9. HR 104."],
        ["?Appendicitis.", "Likely ureteric colic.", "Gastroenteritis, mild dehydration."],
        ["Referred to surgical team on call, pt to make own way to ED.", "Analgesia + antiemetic, strain urine.",
         "Dioralyte, small frequent fluids.", "Reassess if pain worse, fever or vomiting persists."],
        [("Diclofenac", "100mg suppositories", "1 PR stat", "1", ""), ("Cyclizine", "50mg tablets", "1 TDS PRN", "15 tablets", ""),
         ("Ondansetron", "4mg orodispersible tablets", "1 BD PRN", "6 tablets", "")]),
    Scn("cellulitis", (30, 90), "hbt",
        ["red hot swollen leg", "cellulitis L lower leg", "infected insect bite", "spreading redness forearm"],
        ["Red swollen L shin x 3/7, spreading. Had small graze from gardening.", "Fever and rigors last night.",
         "Diabetic, metformin 1g BD, gliclazide 80mg BD.", "No previous DVT. Not on anticoagulation."],
        ["Erythema 12 x 8cm L shin, outlined with pen, warm, tender. No crepitus.", "Wells score 0.",
         "Tracking lymphangitis to knee.", "CBG 14.2, ketones 0.4."],
        ["Cellulitis - Eron class I.", "Cellulitis Eron II - may need IV.", "Infected bite with early cellulitis."],
        ["Margin marked, review if spreads beyond.", "Elevate leg. Hydrate.", "Photo uploaded to record with consent.",
         "Own GP review in 48h."],
        [("Flucloxacillin", "500mg capsules", "1g QDS", "56 capsules", "7/7"),
         ("Clarithromycin", "500mg tablets", "1 BD", "14 tablets", "7/7"),
         ("Doxycycline", "100mg capsules", "200mg stat then 100mg OD", "8 capsules", "7/7")]),
    Scn("asthma", (6, 60), "bt",
        ["asthma attack", "wheezy, inhaler not helping", "SOB - known asthmatic"],
        ["Worsening wheeze x 24h despite salbutamol 10 puffs 4 hourly.", "Peak flow 260 (best 480).",
         "Previous admissions x2, never ICU.", "Trigger: viral illness, also cat at partner's house."],
        ["Speaking in sentences. RR 24, SpO2 95% RA. Widespread polyphonic wheeze.",
         "Post nebuliser (salbutamol 5mg) PEFR 380, wheeze much improved.", "No accessory muscle use."],
        ["Moderate acute asthma.", "Acute asthma responding to treatment."],
        ["Personalised asthma plan reviewed.", "Inhaler technique checked, spacer given.", "Asthma review with practice nurse in 48h.",
         "Return / 999 if worsening."],
        [("Prednisolone", "5mg tablets", "40mg OD", "40 tablets", "5/7"), ("Salbutamol", "100mcg MDI", "2-10 puffs via spacer PRN", "1 inhaler", "")]),
    Scn("mh_crisis", (16, 70), "btp",
        ["low mood, suicidal thoughts", "anxiety / panic", "ran out of sertraline", "acute distress"],
        ["Feels hopeless, passive thoughts of not wanting to wake up, no active plan.", "No access to stockpiled meds per pt.",
         "Drinks 4-5 cans most evenings.", "Protective factors: children, dog, job.", "Known to CMHT previously."],
        ["Appropriately dressed, good eye contact, tearful. Speech normal rate.", "No psychotic features. Capacity intact.",
         "PHQ-9 19. GAD-7 16."],
        ["Moderate depressive episode, low-moderate risk.", "Panic attack.", "Adjustment disorder."],
        ["Crisis team number given.", "Safety plan agreed with pt.", "Own GP to call back within 24h.",
         "Crisis line details given.", "Restart sertraline 50mg OD, 7 days supply only."],
        [("Sertraline", "50mg tablets", "1 OD", "7 tablets", "7/7"), ("Promethazine", "25mg tablets", "1 ON PRN", "7 tablets", "")]),
    Scn("rash", (1, 80), "bt",
        ["rash", "itchy rash all over", "facial swelling + rash", "?shingles"],
        ["Started new antibiotic 3/7 ago, now itchy urticarial rash.", "Painful blistering rash R side of chest in band, 2/7.",
         "No tongue/lip swelling. No SOB.", "Photos viewed via video link."],
        ["Urticarial wheals trunk and limbs, blanching. No mucosal involvement.", "Vesicular rash T6 dermatome R, not crossing midline.",
         "Obs normal."],
        ["Urticaria, likely drug reaction.", "Herpes zoster T6.", "Viral exanthem."],
        ["Stop antibiotic, record allergy.", "Antihistamine regular 5/7.", "Start antiviral within 72h of rash onset.",
         "Analgesia. Avoid pregnant contacts."],
        [("Cetirizine", "10mg tablets", "1 OD", "30 tablets", ""), ("Aciclovir", "800mg tablets", "1 five times daily", "35 tablets", "7/7"),
         ("Chlorphenamine", "4mg tablets", "1 QDS PRN", "28 tablets", "")]),
    Scn("dental", (16, 70), "bt",
        ["toothache", "dental abscess", "facial swelling - dental"],
        ["Pain lower L molar 3/7, now swelling of jaw.", "Can't get emergency dentist until after the weekend.",
         "Able to open mouth fully, swallowing OK."],
        ["Tender swelling L mandible, no trismus, floor of mouth soft.", "Temp 37.6."],
        ["Dental abscess, no airway compromise."],
        ["Advised emergency dental service.", "Analgesia, salt water rinses.", "Return if swallowing difficulty/trismus."],
        [("Metronidazole", "400mg tablets", "1 TDS", "15 tablets", "5/7"), ("Amoxicillin", "500mg capsules", "1 TDS", "15 capsules", "5/7")]),
    Scn("gastro", (1, 90), "hbt",
        ["D&V", "diarrhoea and vomiting", "vomiting, can't keep fluids down"],
        ["D&V x 2/7, several family members affected.", "No blood in stool. No foreign travel.",
         "Passing urine, less than usual."],
        ["Abdo soft, non-tender. BS active. CRT 2s.", "Mild dehydration, mucous membranes tacky.", "Temp 37.4."],
        ["Viral gastroenteritis."],
        ["Oral rehydration, small sips.", "Hand hygiene advice.", "Stool sample if persists > 7 days.",
         "Hold metformin/ramipril while unwell (sick day rules)."],
        [("Prochlorperazine", "3mg buccal tablets", "1-2 BD", "8 tablets", ""), ("Oral rehydration salts", "sachets", "1 after each loose stool", "20 sachets", "")]),
    Scn("chest_pain", (35, 90), "htb",
        ["chest pain", "central chest tightness", "?angina"],
        ["Central tightness radiating to L arm, 20 min, on exertion.", "GTN spray used x2 with relief.",
         "Known IHD, stents x2 - per records.", "Sharp pain worse on deep breath, since flu-like illness."],
        ["HR 88 reg, BP 152/94. HS normal. Chest clear.", "12 lead ECG (car machine): sinus rhythm, no acute ST changes.",
         "Tender costochondral junction reproduces pain."],
        ["?ACS - needs ED.", "Musculoskeletal chest pain.", "Stable angina."],
        ["999 ambulance called, aspirin 300mg chewed.", "Handover to paramedic crew on arrival.", "Analgesia, own GP review.",
         "Troponin via ED."],
        [("Aspirin", "300mg dispersible tablets", "300mg stat", "1", ""), ("Glyceryl trinitrate", "400mcg spray", "1-2 sprays SL PRN", "1", "")]),
    Scn("meds_request", (18, 95), "tb",
        ["ran out of meds", "emergency supply request", "lost prescription"],
        ["Away from home visiting family, forgot medication.", "Ran out of levetiracetam, last dose this AM.",
         "Pharmacy unable to do emergency supply as controlled drug.", "Confirmed current meds on summary care record."],
        ["Not examined - telephone.", "Well, no acute issues."],
        ["Emergency prescription request - appropriate."],
        ["Prescription sent to pharmacy for 7 days.", "Advised to contact own GP for ongoing supply.",
         "Pharmacist informed by phone."],
        [("Levetiracetam", "500mg tablets", "1 BD", "14 tablets", "7/7"), ("Amlodipine", "5mg tablets", "1 OD", "7 tablets", "7/7"),
         ("Insulin glargine", "100 units/ml pre-filled pen", "22 units ON", "1 pen", ""),
         ("Quetiapine", "25mg tablets", "1 ON", "7 tablets", "7/7")]),
    Scn("stroke", (50, 95), "hct",
        ["sudden weakness", "slurred speech", "facial droop"],
        ["Sudden onset R arm weakness and slurred speech at approx 20:30.", "Symptoms now improving.",
         "Known AF, not anticoagulated (pt choice)."],
        ["FAST positive. R facial droop, R arm drift, dysarthria.", "GCS 14 (E4V4M6). CBG 6.8."],
        ["?CVA / TIA - within thrombolysis window."],
        ["999 called - stroke pathway, category 2.", "Stayed with pt until crew arrived.", "Family informed."],
        []),
    Scn("verify_expected", (55, 103), "hcp",
        ["expected death", "verification of death requested", "pt passed away - expected"],
        ["Known end stage heart failure, on palliative care register.", "Died peacefully in sleep per family, found 02:10.",
         "DN visited yesterday."],
        ["No signs of life, see VOED."],
        ["Expected death."],
        ["Death verified.", "Family supported.", "Syringe driver removed, drugs disposed in presence of wife.",
         "Funeral director may remove body."],
        []),
    Scn("back_pain", (20, 75), "bt",
        ["back pain", "acute low back pain", "sciatica"],
        ["Lifting at home, sudden low back pain, shooting down L leg.", "No saddle anaesthesia, no bladder/bowel change.",
         "Tried ibuprofen 400mg TDS, not helping."],
        ["Paraspinal tenderness L4/5, SLR L 40 degrees. Power 5/5, reflexes normal.", "Cauda equina screen negative."],
        ["Mechanical LBP with sciatica."],
        ["Keep mobile, heat.", "Cauda equina safety net card given.", "Physio self-referral."],
        [("Naproxen", "500mg tablets", "1 BD with food", "14 tablets", "7/7"), ("Diazepam", "2mg tablets", "1 TDS PRN", "9 tablets", "3/7"),
         ("Codeine", "30mg tablets", "1 QDS PRN", "20 tablets", "")]),
    Scn("hypo_diabetes", (30, 90), "hct",
        ["hypoglycaemia", "high sugars, vomiting", "hypo - insulin dependent"],
        ["Carer found drowsy, CBG 2.1, given GlucoGel.", "Type 1 DM on basal-bolus, Libre sensor.",
         "Vomiting, CBG HI, ketones 2.8."],
        ["Now alert, CBG 6.4 after toast.", "Kussmaul breathing, dehydrated.", "GCS 15."],
        ["Hypoglycaemia, recovered.", "?DKA - needs ED."],
        ["Sick day rules reviewed.", "Hypo box restocked.", "DSN referral via own GP.", "999 - DKA."],
        [("Glucagon", "1mg injection kit", "1mg IM PRN", "1 kit", ""), ("GlucoGel", "40% oral gel", "1 tube PRN hypo", "3 tubes", "")]),
    Scn("sore_throat", (4, 60), "bt",
        ["sore throat", "tonsillitis", "can't swallow"],
        ["Sore throat 4/7, fever, no cough.", "Swallowing saliva OK."],
        ["Exudative tonsils, tender anterior cervical nodes. FeverPAIN 4. Centor 4.", "No trismus, uvula central."],
        ["Acute bacterial tonsillitis.", "Viral pharyngitis, FeverPAIN 1."],
        ["Analgesia, fluids.", "Quinsy safety net."],
        [("Phenoxymethylpenicillin", "500mg tablets", "1 QDS", "40 tablets", "10/7"), ("Clarithromycin", "250mg tablets", "1 BD", "10 tablets", "5/7")]),
    Scn("hf_oedema", (65, 98), "hct",
        ["breathless, swollen legs", "worsening oedema", "weight up 3kg"],
        ["Known HFrEF EF 30%, on bisoprolol 2.5mg, ramipril 5mg, furosemide 40mg OM.", "Orthopnoea, 3 pillows.",
         "Daily weights up 3kg in 5/7."],
        ["Pitting oedema to mid thigh bilat. Fine creps bibasal. JVP raised.", "SpO2 92% RA, RR 22."],
        ["Decompensated heart failure."],
        ["Increase furosemide to 80mg OM for 3/7 then review.", "Heart failure nurse referral via own GP.", "U&E in 3-5 days.",
         "Admission discussed - pt declines, has capacity."],
        [("Furosemide", "40mg tablets", "80mg OM", "6 tablets", "3/7")]),
    Scn("infant_colic", (0, 1), "tb",
        ["baby crying inconsolably", "baby not feeding well", "infant rash"],
        ["Crying ++ evenings, feeding 4 hourly, gaining weight.", "Wet nappies x6, stools yellow.",
         "Born 39+2 by SVD, Apgar 9 at 1 min, 10 at 5 min. Guthrie done."],
        ["Alert, good tone, fontanelle soft, not bulging. No rash.", "Abdo soft, no hernias. Hips stable."],
        ["Infant colic, well baby."],
        ["Reassured, feeding advice.", "Health visitor follow up.", "Return if fever >38 (under 3/12 = red flag)."],
        []),
]


def vitals(rng, sick=False, child=False):
    t = round(rng.uniform(36.2, 37.4) + (rng.uniform(0.8, 2.2) if sick else 0), 1)
    hr = rng.randrange(62, 96) + (rng.randrange(10, 40) if sick else 0) + (40 if child else 0)
    sbp = rng.randrange(102, 168)
    dbp = rng.randrange(58, 96)
    rr = rng.randrange(14, 20) + (rng.randrange(2, 9) if sick else 0) + (10 if child else 0)
    sat = rng.randrange(93, 100) - (rng.randrange(0, 5) if sick else 0)
    news = (1 if t > 38 else 0) + (2 if hr > 110 else (1 if hr > 90 else 0)) + \
           (2 if rr > 24 else (1 if rr > 20 else 0)) + (2 if sat < 92 else (1 if sat < 94 else 0))
    style = rng.randrange(4)
    if style == 0:
        return "T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  NEWS2 %d" % (t, hr, sbp, dbp, rr, sat, news)
    if style == 1:
        return "temp %.1fC, pulse %d reg, BP %d/%d, RR %d, sats %d%% on air, CBG %.1f" % (
            t, hr, sbp, dbp, rr, sat, rng.uniform(4.5, 11.5))
    if style == 2:
        return "Temp: %.1f | P: %d | BP: %d/%d | R: %d | O2: %d%% | GCS 15 | NEWS2 = %d" % (
            t, hr, sbp, dbp, rr, sat, news)
    return "t%.1f p%d bp%d/%d rr%d sats%d%% cap refill <2s" % (t, hr, sbp, dbp, rr, sat)


PMH = ["T2DM (diet controlled)", "HTN", "AF on apixaban", "COPD (FEV1 48%)", "CKD 3b", "IHD, CABG x3",
       "Parkinson's disease", "Alzheimer's dementia", "vascular dementia", "Lewy body dementia",
       "osteoporosis, # L NOF (DHS)", "hypothyroidism", "OA knees", "PMR on pred 5mg", "glaucoma",
       "BPH", "prev CVA, residual L hemiparesis", "Crohn's disease", "epilepsy", "bipolar affective disorder",
       "depression", "asthma", "heart failure (HFrEF)", "Ca breast (WLE + DXT) - remission", "ca lung, palliative",
       "MND", "MS - secondary progressive", "Down syndrome", "learning disability", "Addison's disease",
       "Raynaud's", "Meniere's disease", "gout", "pernicious anaemia on B12", "Barrett's oesophagus",
       "Hartmann's procedure - end colostomy", "PVD", "AAA 4.1cm under surveillance", "Huntington's disease"]

MEDS = ["amlodipine 5mg OD", "ramipril 2.5mg OD", "bisoprolol 2.5mg OD", "atorvastatin 40mg ON",
        "apixaban 5mg BD", "rivaroxaban 20mg OD", "metformin 500mg BD", "levothyroxine 75mcg OD",
        "omeprazole 20mg OD", "lansoprazole 30mg OD", "donepezil 10mg ON", "memantine 20mg OD",
        "co-careldopa 25/100 1 TDS", "madopar 62.5 QDS", "furosemide 40mg OM", "spironolactone 25mg OD",
        "sertraline 100mg OD", "mirtazapine 15mg ON", "paracetamol 1g QDS", "MST 10mg BD",
        "Oramorph 10mg/5ml 2.5-5ml PRN", "senna 15mg ON", "laxido 1 sachet BD", "alendronic acid 70mg weekly",
        "adcal D3 1 BD", "tamsulosin 400mcg OD", "finasteride 5mg OD", "salbutamol 100mcg PRN",
        "Fostair 100/6 2 puffs BD", "Trelegy Ellipta 1 OD", "insulin Humalog Mix25 18u BD", "gabapentin 300mg TDS",
        "pregabalin 75mg BD", "quetiapine 25mg ON", "sodium valproate 500mg BD", "lithium 400mg ON (level 0.7)",
        "prednisolone 5mg OD", "warfarin as per INR book (target 2.5)", "digoxin 62.5mcg OD", "fentanyl patch 25mcg/h 72 hourly"]

ALLERGIES = ["NKDA", "penicillin - rash", "codeine - vomiting", "trimethoprim - rash", "latex", "NKDA",
             "clarithromycin - GI upset", "sulfa drugs", "elastoplast", "morphine - hallucinations", "NKDA",
             "nuts (anaphylaxis) - carries EpiPen"]

NEGATIVE_CODES = ["SNOMED 68566005", "ICD-10 N39.0", "ICD-10 J22", "SNOMED 419620001", "Read XaIyE",
                  "ICPC-2 U71", "ICD-10 R41.0", "Dx05", "Dx06", "Dx11", "Dx32", "Dx75", "Dx3315",
                  "Pathways 6.2.1", "ICPC-2 R74"]


def pick_scenario(rng, where_char, age=None):
    pool = [s for s in SCENARIOS if where_char in s.where and (age is None or s.ages[0] <= age <= s.ages[1])]
    if not pool:
        pool = [s for s in SCENARIOS if where_char in s.where]
    return rng.choice(pool)


# emergency number used in plan text; make.py sets COUNTRY before each note
COUNTRY = "UK"
EMERG = {"UK": "999", "IE": "999", "AU": "000", "NZ": "111", "CA": "911"}


def some(rng, items, lo, hi):
    k = min(len(items), rng.randint(lo, hi))
    out = rng.sample(items, k)
    return [x.replace("999", EMERG.get(COUNTRY, "999")) if isinstance(x, str) else x for x in out]


SYSTEMS = {
    "General": ["Looks unwell, pale and clammy.", "Comfortable at rest, chatting.", "Frail, lying in bed, rousable.",
                "Alert and orientated x3.", "Drowsy but responds to voice.", "Well perfused, not distressed."],
    "CVS": ["HS I+II+0, no murmurs.", "Irregularly irregular, rate 96, HS normal.", "Ejection systolic murmur (known AS).",
            "CRT 2s, peripheries warm, no oedema.", "Pitting oedema to ankles bilat."],
    "RS": ["Chest clear, good air entry bilat.", "Fine bibasal creps.", "Scattered wheeze, no focal signs.",
           "Reduced AE R base, dull PN.", "Trachea central, no recession."],
    "Abdo": ["Soft, non-tender, BS present.", "Mild epigastric tenderness, no guarding.", "Distended, tympanic, BS tinkling.",
             "Stoma healthy, output in bag.", "PEG site clean, no leak."],
    "Neuro": ["GCS 15, PERLA, no focal deficit.", "Moves all 4 limbs, speech clear.", "Power 5/5 throughout, reflexes symmetrical.",
              "No meningism. Babinski downgoing.", "AMTS 6/10 (baseline 7 per family).",
              "Glasgow Coma Scale 15/15, Romberg negative, no pronator drift."],
    "ENT": ["TMs normal, throat mildly injected.", "Tonsils 2+, no exudate.", "No cervical lymphadenopathy."],
    "Skin": ["No rash. Pressure areas intact.", "Grade 2 pressure sore sacrum, dressed by DN.", "Skin tear L forearm, steri-stripped.",
             "Cool mottled knees."],
}

ICE = ["ICE: worried it could be sepsis; wants to stay at home if safe.", "ICE: family concerned about dehydration, hoping for a drip.",
       "ICE: pt thinks it is the new tablets; wants them stopped.", "ICE: daughter worried about leaving her alone tonight.",
       "Ideas/concerns: ?stroke; expectations: reassurance.", "ICE - wants antibiotics, accepted watchful approach."]

CAPACITY = ["Capacity: pt able to understand, retain, weigh up and communicate decision - has capacity for this decision.",
            "Lacks capacity re treatment decisions (advanced dementia) - best interests discussion with NOK.",
            "Capacity not formally assessed - pt agreeable to plan.", "Gillick competent, consented to examination."]

DISCUSSED = ["Discussed with on-call med reg who agrees with plan.", "Discussed with palliative care consultant on call.",
             "Discussed with paeds SHO - happy for home with safety netting.", "Advice from on-call pharmacist re interaction.",
             "Discussed with duty psychiatrist - crisis team to call in AM."]


def exam_systems(rng, k=None):
    keys = ["General", "CVS", "RS", "Abdo", "Neuro", "ENT", "Skin"]
    pick = ["General"] + rng.sample(keys[1:], k or rng.randint(2, 4))
    return ["%s: %s" % (x, rng.choice(SYSTEMS[x])) for x in pick]


PMH_YOUNG = ["asthma", "eczema", "depression", "anxiety", "migraine", "T1DM", "IBS", "epilepsy", "ADHD",
             "coeliac disease", "PCOS", "nil significant", "recurrent tonsillitis", "hay fever"]
MEDS_YOUNG = ["salbutamol 100mcg PRN", "sertraline 50mg OD", "combined pill", "cetirizine 10mg OD",
              "insulin Novorapid per carb count", "lamotrigine 100mg BD", "methylphenidate XL 36mg OM", "nil regular"]
