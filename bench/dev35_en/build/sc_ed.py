"""Emergency department presentations. Placeholders are filled from the case context."""

ED = [
    dict(
        key="chest_pain", age=(42, 88), sex=None, cc="Chest pain",
        hpi=[
            "{R} is a {age}-year-old {man} with hypertension and hyperlipidaemia who presents with central chest "
            "tightness that began at {t1} today while at rest watching television. Pain 7/10, radiating to the left "
            "arm and jaw, associated with sweating and nausea. {His} {f1_rel} {f1_f} called an ambulance; crew gave "
            "aspirin 300 mg and GTN x2 with partial relief. Reports a similar but shorter episode on {onset_wd} while "
            "walking the dog. Father had an MI at {fage}. No recent travel, no leg swelling, no haemoptysis.",
            "{age}{sx} c/o central CP since {t1}, heavy, radiating L arm, +diaphoresis, +nausea. Onset at rest. "
            "Similar episode {onset_wd}, self-resolved after ~10 {mins}. Cardiac RFs: HTN, ex-smoker, FHx (father MI "
            "aged {fage}). Brought in by {f1_rel} ({f1}). Denies SOB at rest, palpitations, syncope.",
            "Pleasant {age} yo {sex} presenting with 2 h of retrosternal pressure which woke {him} at {t1}. Describes it "
            "as 'an elephant sitting on my chest'. Associated with lightheadedness. Was seen by {his} {gpw} "
            "{Dr} {gp_l} on {d_prev} for BP review and started on amlodipine. {His} {f1_rel}, {f1}, is at the bedside.",
        ],
        exam="Alert, pale, clammy. HS I+II+0, no murmurs. Chest clear bilaterally. Abdomen soft. No peripheral oedema, "
             "calves soft and non-tender.",
        ix="ECG: sinus rhythm 88, 1 mm ST depression V4-V6, no ST elevation. hs-Troponin 64 ng/L, repeat at 3 h 112 ng/L. "
           "CXR (accession {acc_no}): no acute cardiopulmonary process. Hb 138, Cr 92, K 4.1.",
        imp="NSTEMI.",
        plan="Aspirin 300 mg given, ticagrelor 180 mg, fondaparinux 2.5 mg SC. Discussed with cardiology "
             "({Dr} {md2_l}) - accepted to CCU, for inpatient angiogram. {f1_f} updated by phone on {f1_ph}.",
    ),
    dict(
        key="asthma", age=(6, 45), sex=None, cc="Shortness of breath / wheeze",
        hpi=[
            "{R} is a {age}-year-old known asthmatic with 2 days of worsening wheeze and cough after a viral URTI. Using "
            "reliever every 2 hours since {onset_wd} without much relief. Woke at {t1} unable to complete sentences. "
            "One previous admission to {hosp2} in {mon_prev}, never intubated. Preventer compliance poor.",
            "{age}{sx} with asthma, increasing SOB x 48 h, using salbutamol 10-12 puffs q2h. Night cough. Trigger: "
            "cat at {f1_rel}'s house over the weekend. Last OCS course {mon_prev}. No ICU admissions.",
        ],
        exam="Speaking in short sentences, using accessory muscles. Widespread expiratory wheeze, reduced air entry at "
             "bases. PEFR 180 L/min (best 420).",
        ix="VBG pH 7.41, pCO2 4.9 kPa. CXR: hyperinflated, no pneumothorax or consolidation.",
        imp="Acute severe asthma.",
        plan="Back-to-back nebulised salbutamol x3 and ipratropium, prednisolone 40 mg, IV magnesium 2 g. Improved, PEFR "
             "310 at 4 h. Admit to {ward} for observation. Asthma nurse review; preventer technique taught.",
    ),
    dict(
        key="nof", age=(70, 98), sex=None, cc="Fall, unable to weight bear",
        hpi=[
            "{R}, {agew} years old, lives alone at {street}. Tripped on a rug at around {t1} and was on the floor until "
            "found by {his} {f1_rel} {f1} the next morning. Pain right hip, unable to stand. No head strike, no LOC "
            "reported. Normally mobilises with a stick, independent with ADLs, {f2_rel} {f2_f} helps with shopping.",
            "{age}{sx} from {carehome}, unwitnessed fall in room {room} overnight. Found by night staff at {t1} on the "
            "floor. Shortened, externally rotated R leg. Care home manager {nb} reports baseline mild dementia, "
            "mobile with frame. DNACPR in place, dated {d_prev}.",
        ],
        exam="Shortened and externally rotated right leg, pain on log roll. Distal pulses present, sensation intact. "
             "Bruise over right temple, no boggy swelling. Heel pressure areas intact.",
        ix="XR pelvis and R hip (acc {acc_no}): displaced intracapsular NOF fracture. CK 910. Hb 121. ECG AF rate 84.",
        imp="Right intracapsular neck of femur fracture; long lie.",
        plan="Fascia iliaca block at {t2}. IV fluids. Referred to orthopaedics ({Dr} {md2_l}) - admit to {ward}, "
             "for hemiarthroplasty. {f1_f} informed.",
    ),
    dict(
        key="assault", age=(18, 45), sex=None, cc="Head injury after assault",
        hpi=[
            "{R} states {he} was punched and kicked by two unknown males outside {landmark} at about {t1}. Possible "
            "brief LOC per friend {f1}, who was present. Vomited once. Has had ~6 pints. Police attended the scene; "
            "incident reference {police}. Complains of headache and pain to the left cheek.",
            "Pt reports assault on {street2} near {landmark} at around {t1}. Struck with a bottle to the head. "
            "No LOC, amnesia for event unclear. Friend ({f1_f}) accompanying. Police informed, crime ref {police}.",
        ],
        exam="GCS 15. 3 cm laceration to left parietal scalp, haemostatic. Periorbital swelling left eye, EOM full, "
             "no diplopia. Tender left zygoma. C-spine cleared clinically (Canadian C-spine rule).",
        ix="CT head (acc {acc_no}): no intracranial haemorrhage; undisplaced fracture of left zygomatic arch.",
        imp="Minor head injury; scalp laceration; zygomatic arch fracture.",
        plan="Laceration closed with 4 x 4-0 Prolene. OMFS clinic follow up. Head injury advice given to pt and friend. "
             "To stay with {f1_f} tonight.",
    ),
    dict(
        key="rtc", age=(17, 70), sex=None, cc="Motor vehicle collision",
        hpi=[
            "Restrained driver of a sedan ({rego} {plate}) which was struck on the driver's side at an intersection on "
            "{street2} at approximately {t1}. Airbags deployed. Self-extricated, ambulatory at scene. Complains of "
            "neck and left chest wall pain. Other driver was taken to {hosp2}.",
            "{R}, {age}, was the front-seat passenger in a vehicle ({rego}: {plate}) that hit a parked truck at ~50 km/h "
            "on {street2}. Seatbelt on. Driver was {his} {f1_rel} {f1}, who is also being assessed in our department. "
            "Pain L shoulder and lower abdomen along the belt line.",
        ],
        exam="Primary survey intact. Seatbelt sign across L chest. Tender L ribs 5-7, no crepitus. Midline C-spine "
             "tenderness at C6. Abdomen soft, mildly tender LUQ. FAST negative.",
        ix="CT trauma series (acc {acc_no}): undisplaced L 6th rib fracture, no pneumothorax; C-spine normal; no "
           "solid organ injury.",
        imp="Blunt chest wall injury, single rib fracture.",
        plan="Analgesia, incentive spirometry. Collar removed after CT. Discharged with {f1_rel} with rib fracture "
             "advice, review by {gpw} in 1 week. Insurance paperwork: policy with {insurer}.",
    ),
    dict(
        key="appendicitis", age=(10, 40), sex=None, cc="Abdominal pain",
        hpi=[
            "{R} presents with 24 h of periumbilical pain migrating to the right iliac fossa, anorexia and one episode of "
            "vomiting. Pain worse on walking and over speed bumps on the drive in. No urinary symptoms. "
            "{lmp_line}",
            "{age}{sx} w/ RLQ pain since {onset_wd} evening, initially central. Nausea, no diarrhoea. Fever at home 38.4. "
            "{lmp_line}",
        ],
        exam="Tender RIF with guarding, Rovsing's positive. Temp 38.1. Bowel sounds present.",
        ix="WCC 15.2, CRP 68. Urinalysis: nil. bHCG negative where relevant. USS abdomen (acc {acc_no}): "
           "non-compressible appendix 9 mm.",
        imp="Acute appendicitis.",
        plan="NBM, IV fluids, IV co-amoxiclav. Surgical review by {Dr} {md2_l}: for laparoscopic appendicectomy tonight. "
             "Consent discussed.",
    ),
    dict(
        key="urosepsis", age=(72, 97), sex=None, cc="Confusion, fever",
        hpi=[
            "Resident of {carehome}. Staff report 2 days of increased confusion, reduced oral intake and a fever of 38.6 "
            "this morning. Baseline: orientated to person, walks with frame. {f1_rel_cap} {f1} (NOK, {f1_ph}) "
            "contacted and on the way in. Recent course of nitrofurantoin from {gpw} {Dr} {gp_l} ended {d_prev}.",
            "{agew}-year-old {man} brought from home by {f1_rel} {f1_f} with new confusion since {onset_wd}. Foul-smelling "
            "urine, rigors overnight. Usually independent, manages own medications with a blister pack from {pharmacy}.",
        ],
        exam="Drowsy but rousable, GCS 14 (E4 V4 M6). Dry mucous membranes. Suprapubic tenderness. Chest clear.",
        ix="Lactate 3.1. WCC 18.4, CRP 212, Cr 164 (baseline 95). Urine dip: nitrites +, leucocytes +++. Blood cultures "
           "x2 sent (specimen {spec}).",
        imp="Urosepsis with AKI.",
        plan="Sepsis 6 completed within 1 h. IV gentamicin per renal dosing, IV fluids 1 L stat. Admit under medicine "
             "({Dr} {md2_l}). Escalation discussed with {f1_f}: for full active treatment, not for CPR (existing "
             "DNACPR {d_prev2}).",
    ),
    dict(
        key="anaphylaxis", age=(8, 60), sex=None, cc="Allergic reaction",
        hpi=[
            (18, 99, "{R} ate a satay dish at a work lunch ({employer}) at {t1} and within 15 {mins} developed lip swelling, "
            "generalised hives and throat tightness. Colleague administered {his} own adrenaline autoinjector at {t2}. "
            "Known peanut allergy since age {alage}."),
            (0, 17, "Known peanut allergy. Ate a muesli bar at {school} at lunchtime. Teacher noticed facial swelling "
             "and wheeze; school nurse gave EpiPen 0.3 mg. {mum_cap} {f1} met the ambulance here."),
        ],
        exam="Urticarial rash trunk and arms. Mild lip angioedema, no stridor. Scattered wheeze. BP stable.",
        ix="Mast cell tryptase taken at {t2} and at 2 h (specimen {spec}).",
        imp="Anaphylaxis - peanut.",
        plan="IM adrenaline 0.5 mg repeated once, nebulised salbutamol, hydrocortisone. Observed 6 h, no biphasic "
             "reaction. 2 x autoinjectors prescribed, technique checked. Allergy clinic referral.",
    ),
    dict(
        key="syncope_ppm", age=(64, 92), sex=None, cc="Collapse",
        hpi=[
            "{R} collapsed at home at around {t1} while getting up from the table, witnessed by {his} {f1_rel} {f1_f}. "
            "Brief LOC <1 min, no jerking, no incontinence. Has a dual-chamber pacemaker (Medtronic Azure) implanted at "
            "{hosp2} on {d_prev2} for complete heart block; device serial number {device}. Last check {mon_prev}.",
            "{age}{sx}, PPM in situ (SN {device}), 2 pre-syncopal episodes in past week and a full collapse today at "
            "{street2} post office queue. Bystander called 999. No chest pain. Recently started doxazosin by {Dr} {gp_l}.",
        ],
        exam="Lying BP 138/76, standing 104/62 with symptoms. HS normal. Neuro non-focal. PPM site clean.",
        ix="ECG: paced rhythm 70. Device interrogation by cardiac physiologist: normal lead parameters, no "
           "arrhythmia episodes logged. Hb 131, Na 134.",
        imp="Orthostatic syncope, likely medication-related; pacemaker functioning normally.",
        plan="Stop doxazosin. IV fluids. Falls advice. Discharge home with {f1_f}; {gpw} to review BP in 1 week.",
    ),
    dict(
        key="dka_pump", age=(12, 40), sex=None, cc="Vomiting, high blood sugar",
        hpi=[
            "{R} has type 1 diabetes (dx age {alage}) on an insulin pump (t:slim, serial {device}) with a CGM. "
            "Vomiting since {onset_wd}, blood ketones 4.8 at home. Pump site had been in for 5 days. Blood glucose "
            "'HI' on meter. Under the diabetes team at {hosp2}.",
            "T1DM on CSII; pump SN {device}. 24 h of abdominal pain, vomiting and polyuria. Suspects cannula kinked. "
            "{f1_rel_cap} {f1_f} brought {him} in after CGM alarm at {t1}.",
        ],
        exam="Kussmaul breathing, dry, HR 124. Abdomen diffusely tender, no peritonism. GCS 15.",
        ix="VBG pH 7.12, HCO3 9, glucose 28.4 mmol/L, ketones 5.6. K 5.2. Lactate 2.1.",
        imp="Diabetic ketoacidosis secondary to pump failure.",
        plan="Pump removed and given to {f1_f}. DKA protocol: fixed-rate insulin, fluids, K replacement. Admit "
             "to {ward}. Diabetes nurse to review tomorrow.",
    ),
    dict(
        key="febrile_seizure", age=(1, 4), sex=None, cc="Seizure",
        hpi=[
            "{R} ({age} years) had a generalised tonic-clonic seizure lasting about 3 {mins} at home at {t1}, witnessed by "
            "{mum} {f1}. Coryzal for 2 days, temp 39.2 at home. First episode. No family history of epilepsy. "
            "Attends {nursery}; other children unwell.",
            "Parents ({f1_f} and {f2_f}) report {pt_f} went stiff then jerked all four limbs for ~2 {mins}, post-ictal "
            "drowsy for 20 {mins}. Fever since {onset_wd}. Immunisations up to date. Born at term at {hosp2}.",
        ],
        exam="Alert, interactive, febrile 38.9. Red bulging R TM. No meningism, no rash. Fontanelle n/a.",
        ix="BM 5.8. Urine dip negative.",
        imp="Simple febrile convulsion; R otitis media.",
        plan="Antipyretics, amoxicillin. Observed 4 h, back to baseline. Febrile seizure leaflet given to {f1_f}.",
    ),
    dict(
        key="laceration_work", age=(18, 64), sex=None, occ=["welder", "roofer", "sheet metal worker", "machinist", "carpenter", "HVAC technician"], cc="Hand laceration",
        hpi=[
            "{R} works as a {occ} at {employer} and cut {his} left palm on a sheet of metal at about {t1}. Supervisor "
            "{sup} drove {him} in. Workplace incident report no. {order}. Bleeding controlled with pressure. "
            "Right-hand dominant. Last tetanus {yr_prev}.",
            "{age}{sx}, {occ}, laceration to R index finger with a Stanley knife at work ({employer}) today. "
            "Numbness on radial side of fingertip. Tetanus status unknown.",
        ],
        exam="4 cm clean laceration thenar eminence, no tendon exposed. FDS/FDP intact all digits. Sensation intact, "
             "cap refill <2 s.",
        ix="XR hand: no foreign body.",
        imp="Simple laceration, no neurovascular or tendon involvement.",
        plan="Washout, 5 x 4-0 nylon sutures. Tetanus booster given. Sutures out in 10 days at {gp_practice}. "
             "Fit note / work certificate for 1 week given.",
    ),
    dict(
        key="overdose", age=(16, 52), sex=None, cc="Intentional overdose",
        hpi=[
            "{R} took 32 x 500 mg {apap} tablets at around {t1} after an argument with {his} {f1_rel}. Tablets bought from "
            "{pharmacy} earlier today. Told {his} friend {nb}, who called the ambulance. Also drank half a bottle of vodka. "
            "No co-ingestants otherwise. Previous overdose in {mon_prev}, seen by liaison psychiatry.",
            "Pt states took 'about 20' sertraline and 10 {apap} at {t1}. Found by {f1_rel} {f1_f}. Low mood since losing "
            "job at {employer} in {mon_only}.",
        ],
        exam="GCS 15, tearful. HR 104. Pupils normal. No clonus. No self-harm wounds.",
        ix="4 h paracetamol level 182 mg/L (above treatment line). ALT 24, INR 1.0. ECG QTc 438 ms.",
        imp="Intentional paracetamol overdose; above treatment line.",
        plan="Acetylcysteine (SNAP regimen) commenced at {t2}. Mental health liaison review once medically fit. "
             "Risk assessment: 1:1 observation, in bay {bed}.",
    ),
    dict(
        key="stroke", age=(55, 92), sex=None, cc="Left-sided weakness",
        hpi=[
            "Code stroke. {R} was last known well at {t1} when {his} {f1_rel} {f1_f} spoke to {him}. Found at {t2} "
            "with slurred speech and left arm weakness. On no anticoagulation. Independent at baseline, lives at "
            "{street}, {town}.",
            "{age}{sx} with sudden onset R facial droop and expressive dysphasia at {t1}, witnessed by {f1} ({f1_rel}). "
            "PMH AF, stopped warfarin in {mon_prev} due to falls.",
        ],
        exam="NIHSS 9: L facial weakness, L arm drift, dysarthria, L sensory loss. BM 6.4.",
        ix="CT head / CTA (acc {acc_no}): no haemorrhage; R M2 occlusion.",
        imp="Acute ischaemic stroke, R MCA territory.",
        plan="Thrombolysed (tenecteplase) at {t3}. Discussed with {Dr} {md2_l} (stroke) and neurointerventional team at "
             "{hosp2} - transfer for thrombectomy. {f1_f} accompanying.",
    ),
    dict(
        key="copd", age=(55, 90), sex=None, cc="Breathlessness",
        hpi=[
            "{R}, known COPD (home O2 nil), 4 days increasing dyspnoea and green sputum. Rescue pack started {onset_wd} "
            "with little effect. Exercise tolerance now 10 metres (usually 200). Two admissions in the last year, most "
            "recently {d_prev} under {Dr} {md2_l}.",
            "{age}{sx}, COPD GOLD 3, ex-smoker 50 pack-years, worsening SOB and cough since {onset_wd}. {f1_rel_cap} "
            "{f1_f} says {hes} been 'grey and sleepy'.",
        ],
        exam="Tachypnoeic 28, sats 84% on air. Widespread wheeze, coarse crackles R base. No flap.",
        ix="ABG on 28% venturi: pH 7.31, pCO2 7.4, pO2 8.2. CXR: R lower zone consolidation. CRP 96.",
        imp="Infective exacerbation of COPD with acute hypercapnic respiratory failure.",
        plan="Controlled O2 88-92%, nebs, prednisolone, doxycycline. Repeat ABG 1 h - if pH < 7.30 for NIV. "
             "Admit respiratory ward ({ward}).",
    ),
    dict(
        key="renal_colic", age=(25, 62), sex=None, cc="Flank pain",
        hpi=[
            "{R} woke at {t1} with severe left loin-to-groin pain (first twinges over {holiday}), 10/10, colicky, with vomiting. Cannot get comfortable. "
            "Visible haematuria. Similar episode in {yr_prev} treated at {hosp2}.",
            "{age}{sx} {occ}, sudden R flank pain radiating to groin since {t1}. Nausea. No fevers. Hx of stones.",
        ],
        exam="Writhing. Afebrile. L renal angle tenderness. Abdomen soft.",
        ix="Urine dip blood +++. Cr 88. CTKUB (acc {acc_no}): 5 mm calculus L VUJ, mild hydronephrosis.",
        imp="Left ureteric colic.",
        plan="IV/PR diclofenac, tamsulosin 400 mcg for 4 weeks. Urology clinic follow-up on {d_fu}. Return if fever.",
    ),
    dict(
        key="epb", age=(18, 42), sex="F", cc="PV bleeding in early pregnancy",
        hpi=[
            "{R}, G2P1, LMP {lmp}, presents with 2 days of PV spotting and now heavier bleeding with cramping lower "
            "abdominal pain since {t1}. Positive home test {onset_wd}. Partner {f1} with her. Blood group unknown.",
            "{age}F, approx 7/40 by dates (LMP {lmp}). R iliac fossa pain and shoulder-tip pain. Light PV bleeding. "
            "Previous chlamydia {yr_prev}.",
        ],
        exam="Abdomen tender RIF, no guarding. Speculum: small amount of blood, os closed.",
        ix="Serum bHCG 2,140 IU/L. Hb 126. Group O Rh neg. Bedside USS: no IUP seen, small free fluid.",
        imp="Pregnancy of unknown location - ectopic not excluded.",
        plan="Anti-D given. Referred to gynae ({Dr} {md2_l}) - formal TVUS in EPAU on {d_next}. Repeat bHCG 48 h. "
             "Ectopic red flags explained.",
    ),
    dict(
        key="back_pain", age=(25, 65), sex=None, occ=["warehouse operative", "courier", "delivery driver", "shelf stacker", "care worker", "removalist"], cc="Lower back pain",
        hpi=[
            "{R}, {occ}, lifted a heavy box at work ({employer}) on {onset_wd} and felt a twinge in the low back. Pain "
            "radiates to the L buttock, no further. No saddle anaesthesia, bladder and bowel normal. No weight loss, "
            "no fevers, no history of cancer.",
            "{age}{sx} with acute LBP since {onset_wd}, after gardening. Red flags screened and negative. Has tried "
            "{apap} and ibuprofen.",
        ],
        exam="Paraspinal tenderness L4-L5. SLR negative bilaterally. Power 5/5, reflexes symmetrical, sensation intact. "
             "PR not indicated.",
        ix="None required.",
        imp="Mechanical low back pain.",
        plan="Analgesia, keep active. Physio self-referral information. Return precautions for cauda equina "
             "symptoms given verbally and in writing.",
    ),
    dict(
        key="intox", age=(20, 60), sex="M", cc="Found intoxicated",
        hpi=[
            "Brought in by police after being found lying near {landmark} at {t1}, smelling of alcohol. Unable to give "
            "a history initially. Later identified himself. Had been out celebrating {holiday}. Known to the department - "
            "last attendance {d_prev}. "
            "Wallet contained a driving licence no. {dl}.",
            "{R} found slumped at the bus shelter on {street2} by a passer-by. Small abrasion to forehead. "
            "Police officer present: collar no. withheld; incident {police}. Identified by police mobile fingerprint "
            "check (record {bio}).",
        ],
        exam="GCS 13 (E3 V4 M6), improving to 15 over 3 h. Abrasion R forehead. Pupils equal and reactive. No focal "
             "neurology.",
        ix="BM 5.1. Ethanol 62 mmol/L. CT head (acc {acc_no}): no acute findings.",
        imp="Alcohol intoxication; minor head injury.",
        plan="Observed until sober. Alcohol liaison nurse review; brief intervention delivered. Discharged with "
             "{f1_rel} {f1_f}.",
    ),
    dict(
        key="pedestrian", age=(8, 85), sex=None, cc="Pedestrian struck by car",
        hpi=[
            "{R} was crossing {street2} at about {t1} when struck by a reversing van (registration {plate}) at low "
            "speed. Knocked to the ground, landed on the left side. No LOC. Driver stopped and called police "
            "(ref {police}). Walked with assistance.",
            "Pedestrian vs car, approx 20 km/h, outside {landmark}. Car {rego} {plate}; driver details taken by police. "
            "{R} complains of L knee and hip pain. {f1_rel_cap} {f1_f} arrived shortly after.",
        ],
        exam="Abrasions L forearm and hip. Tender L lateral tibial plateau, small effusion. Pelvis stable. Head, "
             "chest and abdomen unremarkable.",
        ix="XR L knee (acc {acc_no}): no fracture; lipohaemarthrosis absent. XR pelvis normal.",
        imp="Soft tissue injuries L knee and hip after low-speed pedestrian collision.",
        plan="Analgesia, wound care, crutches. Knee review in fracture clinic if not improving. Police statement "
             "pending; copy of notes can be released with consent.",
    ),
    dict(
        key="dog_bite", age=(5, 70), sex=None, cc="Dog bite",
        hpi=[
            "{R} was bitten on the right forearm by a neighbour's dog (a Staffordshire cross belonging to {nb}) at "
            "about {t1} in the front garden at {street}. Dog is known, vaccinated. Wound bled a lot at the time.",
            "Bitten by a dog at {landmark} this afternoon. Owner details: {nb}, {nb_ph}. Animal control notified, "
            "case ref {police}.",
        ],
        exam="Two puncture wounds and a 2 cm laceration volar forearm. No tendon involvement, NV intact.",
        ix="XR forearm: no retained tooth fragment.",
        imp="Dog bite to R forearm.",
        plan="Irrigation, wound left open, co-amoxiclav 5 days. Tetanus up to date ({yr_prev}). Wound check at "
             "{gp_practice} in 48 h.",
    ),
]
