"""The ten genre generators. Each returns marked text (see common.P)."""
from common import P, words
from parts import letterhead, patient_block, gp_line, signature, social, telehealth, followup


def vitals(c):
    r = c.r
    return (f"BP {r.randint(98, 178)}/{r.randint(55, 102)} mmHg, HR {r.randint(52, 118)} bpm, RR {r.randint(12, 24)}, "
            f"SpO2 {r.randint(91, 100)}% RA, T {r.randint(360, 389) / 10} C, BMI {r.randint(180, 440) / 10} kg/m2.")


def eponym_line(c, phrases):
    """Mention the eponym that matches a person's surname, if the note has one."""
    if c.epo_role and c.epo_surname in phrases:
        return phrases[c.epo_surname]
    return ""


# ---------------------------------------------------------------- 1 general practice
GP_EPO = {"Wells": "Wells score for DVT 0 (unlikely).", "Bell": "No features of Bell's palsy; forehead sparing not relevant.",
          "Graves": "TFTs to exclude Graves' disease.", "Addison": "Short Synacthen test arranged to exclude Addison's disease.",
          "Cushing": "No cushingoid features; Cushing's syndrome not suspected.", "Down": "Sibling with Down syndrome noted.",
          "Parkinson": "No features of Parkinson's disease.", "Raynaud": "Raynaud's phenomenon in cold weather.",
          "Foley": "Foley catheter removed by district nurses last month.", "Still": "Adult-onset Still's disease considered unlikely."}


def gen_gp(c):
    r = c.r
    out = [letterhead(c, c.practice), "", "CONSULTATION RECORD", f"Date: {c.d()} {r.randint(8, 17)}:{r.choice(['00', '10', '20', '40', '50'])}",
           patient_block(c), f"Seen by: {c.dr(0, r.choice(['dr_full', 'full_cred', 'dr_sur']))}" + (f" with student {c.dr(2, 'given')}" if r.random() < 0.3 else ""), ""]
    if r.random() < 0.3:
        out.append(telehealth(c))
    pres = r.choice(["productive cough for 10 days", "lower back pain after lifting", "fatigue and weight gain", "painful left calf",
                     "sore throat and fever", "dysuria and frequency", "low mood since losing job", "palpitations", "itchy rash on both hands",
                     "headaches worse in the mornings", "review of type 2 diabetes", "blood pressure check"])
    out.append(f"S: {c.age_s()} {'man' if c.sex == 'M' else 'woman'} presenting with {pres}. {c.pt(r.choice(['title_sur', 'given']))} reports symptoms began on {c.d(delta=-r.randint(3, 20))}"
               + r.choice([", after returning from ", " following a trip to "]) + f"{P('CITY', c.place()['city'])}." if r.random() < 0.5 else
               f"S: {c.age_s()} {'M' if c.sex == 'M' else 'F'} c/o {pres} x {r.randint(2, 21)} days. No red flags. Last seen {c.d(delta=-r.randint(30, 400))} by {c.dr(1, 'dr_sur')}.")
    out.append(r.choice([f"PMH: T2DM (HbA1c {r.randint(48, 92)} mmol/mol), HTN, OA knees. Appendicectomy {c.year()}.",
                         f"PMH: asthma, GORD, hypothyroidism (on levothyroxine {r.choice([50, 75, 100, 125])} mcg OD). Cholecystectomy in {c.month_year()}.",
                         f"PMH: depression, IBS, migraine. G{r.randint(1, 4)}P{r.randint(1, 3)}.",
                         f"PMH: AF on apixaban 5 mg BD, CKD 3a (eGFR {r.randint(45, 59)}), gout."]))
    out.append("Meds: " + r.choice(["metformin 1 g BD, ramipril 5 mg OD, atorvastatin 40 mg ON", "salbutamol 100 mcg PRN, omeprazole 20 mg OD",
                                    "sertraline 100 mg OD, propranolol 10 mg TDS PRN", "amlodipine 10 mg OD, allopurinol 300 mg OD, paracetamol 1 g QDS PRN"])
               + f". Dispensed by {P('HOSPITAL', c.pharmacy())}.")
    out.append("SH: " + social(c))
    fam = r.choice(["father", "mother", "brother"])
    out.append(f"FH: {fam} had MI at {P('AGE', str(r.randint(38, 70)))}; {r.choice(['mother', 'sister', 'aunt'])} died at {P('AGE', str(r.randint(50, 95)))} (breast cancer).")
    out.append(f"O: {vitals(c)} " + r.choice(["Chest clear. Calves soft, non-tender, Homans' sign negative.", "Throat: exudative tonsils, Centor score 3/4.",
                                               "Lumbar tenderness, straight leg raise negative bilaterally, Waddell signs 0/5.",
                                               "Murphy's sign negative. Abdomen soft.", "Skin: Koebner phenomenon noted, Auspitz sign positive.",
                                               "PHQ-9 14, GAD-7 11. No thoughts of self-harm."]))
    out.append(r.choice(["QRISK3 14.2%. Urine dip: nitrites +, leucocytes ++.", "FBC: Hb 128 g/L, WCC 11.2, CRP 34 mg/L. Ottawa ankle rules negative.",
                         "ECG: sinus rhythm 72 bpm, QTc 430 ms.", "Bristol stool chart type 6. FIT 12 ug/g.", "TSH 6.8 mU/L, free T4 11 pmol/L."]))
    e = eponym_line(c, GP_EPO)
    if e:
        out.append(e)
    out.append("A/P: " + r.choice(["amoxicillin 500 mg TDS 5 days; safety-netted.", "bloods requested", "refer physiotherapy; naproxen 500 mg BD with PPI.",
                                   "start nitrofurantoin 100 mg MR BD 3 days.", "titrate sertraline to 150 mg; crisis line numbers given."])
               + f" Pathology request {P('IDNUM', c.idnum())}." + (f" Fit note issued for {c.employer and P('ORGANIZATION', c.employer)} until {c.d(delta=14)}." if r.random() < 0.4 else ""))
    if r.random() < 0.4:
        out.append(f"Referral sent to {P('HOSPITAL', c.hospital)} ({r.choice(['UBRN', 'e-referral', 'referral ID'])} {P('IDNUM', str(r.randint(10**11, 10**12 - 1)))}) on {c.weekday()}.")
    if r.random() < 0.3:
        g, s = c.relative("daughter")
        out.append(f'Pt said "my daughter {P("FAMILY", g.lower())} can drive me to the hospital" — {P("FAMILY", g)} can be reached on {P("PHONE", c.phone(True))}.')
    out.append(followup(c))
    out.append(f"{c.dr(0, 'upper_init')} / {c.dr(0, 'dr_init')}" if r.random() < 0.5 else f"Signed: {c.dr(0, 'full_cred')}")
    return "\n".join(out)


# ---------------------------------------------------------------- 2 discharge letter
DC_EPO = {"Charlson": "Charlson Comorbidity Index 6.", "Rockwood": "Rockwood Clinical Frailty Scale 5.",
          "Wells": "Wells score 4.5 on admission.", "Caprini": "Caprini score 5: LMWH prophylaxis given.",
          "Foley": "Foley catheter inserted on admission, removed prior to discharge.", "Still": "Still's murmur noted in childhood notes.",
          "Parkinson": "Known Parkinson's disease; doses given on time.", "Addison": "Addison's disease - sick day rules reinforced.",
          "Graves": "Graves' disease treated with RAI in the past.", "Cushing": "Cushing's triad absent."}


def gen_discharge(c):
    r = c.r
    adm = r.randint(3, 21)
    ward = c.ward()
    out = [letterhead(c), "", "DISCHARGE SUMMARY", patient_block(c),
           f"Admitted: {c.d(delta=-adm)}   Discharged: {c.d()}   Ward: {P('HOSPITAL', ward)}, bed {P('LOCATION_OTHER', str(r.randint(1, 32)))}",
           f"Consultant: {c.dr(0, r.choice(['dr_full', 'dr_sur', 'prof_sur']))}   Discharging doctor: {c.dr(1, r.choice(['dr_full', 'full_cred']))}, bleep {P('PHONE', c.pager())}",
           gp_line(c), ""]
    dx = r.choice(["Community-acquired pneumonia (CURB-65 2)", "NSTEMI", "Upper GI bleed (Glasgow-Blatchford score 9, Rockall 4)",
                   "Diabetic ketoacidosis", "Decompensated heart failure (NYHA III)", "Pyelonephritis with AKI stage 2",
                   "Ischaemic stroke (NIHSS 6)", "Cellulitis left leg", "Exacerbation of COPD (DECAF 2)"])
    out.append(f"Diagnosis: {dx}")
    out.append(f"Presentation: {c.pt(r.choice(['title_sur', 'full', 'given']))}, a {c.age_s(r.choice(['yo_dash', 'words', 'year_old_space']))} {P('PROFESSION', c.occupation)}, "
               f"was brought in by ambulance from {c.addr() if r.random() < 0.3 else P('CITY', c.home['city'])} on {c.d(delta=-adm)} after {r.choice(['a fall at home', 'collapse at work', 'two days of vomiting', 'worsening breathlessness'])}. "
               f"GCS on arrival {r.randint(9, 15)}/15" + (f"; found by neighbour {P('FAMILY', ' '.join(c.relative('neighbour')))}." if r.random() < 0.5 else "."))
    out.append(f"Course: Treated on {P('HOSPITAL', ward)} then stepped down to {P('HOSPITAL', c.ward())} (side room {P('LOCATION_OTHER', str(r.randint(1, 20)) + r.choice(['', 'a', 'b']))}). "
               + r.choice(["IV co-amoxiclav 1.2 g TDS switched to oral doxycycline 100 mg OD on day 3.", "Dual antiplatelet therapy, fondaparinux 2.5 mg OD, angiogram via right radial.",
                           "OGD on day 2: Forrest IIa ulcer, clipped. IV pantoprazole 80 mg bolus then 8 mg/h.", "Fixed-rate insulin infusion 0.1 units/kg/h, potassium replaced.",
                           "IV furosemide 80 mg BD, weight down 6.2 kg. Echo: EF 30%.", "Thrombolysed with alteplase at 14:20, door-to-needle 42 minutes."])
               + " Seen by {} ({}, {}).".format(*(lambda k: (k[0], P('DOCTOR', ' '.join(c.doctors[2])), k[1]))(r.choice([('physiotherapy', 'PT'), ('OT', 'OT'), ('dietetics', 'RD'), ('the stroke nurse', 'CNS')]))))
    out.append(f"Results: Na {r.randint(128, 145)} mmol/L, K {r.randint(32, 55) / 10} mmol/L, Cr {r.randint(60, 280)} umol/L, Hb {r.randint(78, 150)} g/L, "
               f"troponin {r.randint(3, 900)} ng/L, lactate {r.randint(8, 40) / 10}. Blood cultures ({P('IDNUM', c.idnum())}) no growth. CXR {c.d(delta=-adm)}: right lower lobe consolidation.")
    e = eponym_line(c, DC_EPO)
    if e:
        out.append(e)
    if r.random() < 0.35:
        out.append(f"Implanted device: {r.choice(['dual-chamber pacemaker', 'ICD', 'loop recorder'])}, serial no. {P('DEVICE', c.device_sn())}, implanted {c.month_year()}.")
    out.append("Discharge medications: " + r.choice(["ramipril 2.5 mg OD, bisoprolol 2.5 mg OD, aspirin 75 mg OD, ticagrelor 90 mg BD, atorvastatin 80 mg ON",
                                                  "furosemide 40 mg OM, spironolactone 25 mg OD, dapagliflozin 10 mg OD", "doxycycline 100 mg OD for 2 more days",
                                                  "insulin glargine 18 units ON, insulin aspart per carbohydrate ratio"]) + ".")
    out.append(f"Follow-up: {r.choice(['cardiology', 'respiratory', 'diabetes', 'stroke'])} clinic at {P('HOSPITAL', c.hospital2)} on {c.d(delta=r.randint(14, 60))}; "
               f"GP to check U&E in 1 week. Social: {social(c, rich=False)}")
    if r.random() < 0.3:
        lab, val = c.ssn()
        out.append(f"Benefits form completed ({lab} {P('SSN', val)}).")
    if r.random() < 0.3:
        out.append(f"Transport home arranged; son {P('FAMILY', c.relative('son')[0])} to collect at 16:00 from the {P('LOCATION_OTHER', r.choice(['Discharge Lounge', 'Main Entrance', 'Riverside Atrium', 'Kowhai Building']))}.")
    out.append(signature(c, 1, r.choice(["Foundation Year 2 Doctor", "Resident Medical Officer", "Hospitalist", "Registrar in General Medicine"])))
    return "\n".join(out)


# ---------------------------------------------------------------- 3 neurology
NEURO_EPO = {"Romberg": "Romberg's test positive (sways with eyes closed).", "Hoffmann": "Hoffmann's sign present on the right.",
             "Weber": "Weber test lateralises to the left; Rinne positive bilaterally.", "Bell": "Old left Bell's palsy with synkinesis.",
             "Parkinson": "No signs of Parkinson's disease: no cogwheeling, no bradykinesia.", "Wilson": "Copper studies sent to exclude Wilson's disease.",
             "Horner": "No Horner's syndrome.", "Adie": "Right Adie's tonic pupil noted.", "Gower": "Gowers' sign negative.",
             "Down": "Brother has Down syndrome.", "Kennedy": "No features of Kennedy's disease (SBMA)."}


def gen_neuro(c):
    r = c.r
    out = [letterhead(c, dept="Department of Neurology"), "", f"Clinic date: {c.d()}", patient_block(c),
           f"Dear {c.dr(4, r.choice(['dr_sur', 'dr_full']))},", ""]
    out.append(f"Thank you for referring this {c.age_s(r.choice(['yo_dash', 'words', 'year_old_space']))} right-handed {P('PROFESSION', c.occupation)} "
               f"(Edinburgh Handedness Inventory +{r.randint(60, 100)}), whom I saw in clinic room {P('LOCATION_OTHER', str(r.randint(1, 30)))} today with {c.his} {r.choice(['wife' if c.sex == 'M' else 'husband', 'partner', 'daughter', 'son'])} {P('FAMILY', c.relative('partner')[0])}.")
    comp = r.choice(["episodes of loss of awareness", "progressive unsteadiness", "tremor of the right hand", "numbness in both feet",
                     "recurrent headaches", "diplopia and ptosis fatigable by evening", "tingling down the arms on neck flexion"])
    out.append(f"History: {c.pt(r.choice(['title_sur', 'given']))} describes {comp} since {c.month_year(r.randint(0, 3))}. The first episode occurred at {P('ORGANIZATION', c.employer)} on {c.d(delta=-r.randint(60, 300))}"
               + r.choice([", witnessed by a colleague, " + P("FAMILY", " ".join(c.relative("colleague"))) + ".", "."]))
    out.append("Examination: " + r.choice([
        "Cranial nerves intact. Pupils equal and reactive, no RAPD. Fundi: no papilloedema.",
        "Tone increased in the right arm with cogwheel rigidity; Myerson's sign (glabellar tap) positive; re-emergent rest tremor.",
        "Reflexes brisk throughout, Babinski sign extensor on the left, Hoffmann's sign absent, pectoral jerks present.",
        "Lhermitte's phenomenon reported. Romberg's test negative. Tandem gait unsteady.",
        "Pes cavus, absent ankle jerks, glove-and-stocking loss to vibration at the ankles; Tinel's sign at the carpal tunnel positive, Phalen's test positive.",
        "Ice-pack test improved ptosis; Cogan's lid twitch present; fatigable ptosis after 60 s upgaze.",
        "Kernig's and Brudzinski's signs negative. No meningism. Dix-Hallpike negative, HINTS exam central features absent."]))
    out.append(r.choice([f"MoCA {r.randint(18, 30)}/30; Addenbrooke's Cognitive Examination (ACE-III) {r.randint(70, 100)}/100; Boston Naming Test {r.randint(10, 15)}/15.",
                         f"EDSS {r.randint(1, 6)}.{r.choice(['0', '5'])}. Expanded Disability Status Scale documented.",
                         f"UPDRS part III {r.randint(10, 45)}; Hoehn and Yahr stage {r.randint(1, 4)}.",
                         f"GCS 15. mRS {r.randint(0, 4)}. ABCD2 score {r.randint(1, 7)}."]))
    e = eponym_line(c, NEURO_EPO)
    if e:
        out.append(e)
    out.append(f"Investigations: MRI brain at {P('HOSPITAL', c.hospital2)} on {c.d(delta=-r.randint(5, 60))} (accession {P('IDNUM', c.idnum())}): "
               + r.choice(["periventricular and juxtacortical T2 lesions, Dawson's fingers.", "no acute abnormality.", "small vessel disease, Fazekas grade 2.",
                           "left mesial temporal sclerosis."]) + f" EEG {c.d(delta=-r.randint(5, 60))}: {r.choice(['normal', 'left temporal sharp waves', 'photoparoxysmal response'])}.")
    out.append("Plan: " + r.choice([f"start levetiracetam 250 mg BD increasing to 500 mg BD; DVLA informed that {c.he} must not drive (vehicle {P('VEHICLE', c.plate())}).",
                                    "co-careldopa 62.5 mg TDS; refer to Parkinson's disease nurse specialist.", "lumbar puncture for oligoclonal bands; discuss DMT at MDT.",
                                    "nerve conduction studies; B12, folate, HbA1c, SPEP.", "acetylcholine receptor antibodies, CT thorax; pyridostigmine 30 mg QDS."]))
    if r.random() < 0.3:
        out.append(f"VNS implant serial {P('DEVICE', c.device_sn())}; programming reviewed.")
    if r.random() < 0.25:
        out.append(f"Seizure diary via app (user {P('USERNAME', c.username(c.given, c.surname))}); videos to {P('EMAIL', c.email(*c.doctors[0], domain=c.site_domain(c.hospital)))}.")
    out.append(followup(c))
    out.append(signature(c, 0, r.choice(["Consultant Neurologist", "Neurology Registrar", "Attending Neurologist"])))
    return "\n".join(out)


# ---------------------------------------------------------------- 4 orthopaedic
ORTHO_EPO = {"Lachman": "Lachman test 2+ with soft end point.", "McMurray": "McMurray's test positive for medial meniscus.",
             "Thomas": "Thomas test: 10 degree fixed flexion deformity.", "Hawkins": "Hawkins-Kennedy test positive.",
             "Kennedy": "Hawkins-Kennedy impingement test positive.", "Spurling": "Spurling's test negative.",
             "Harris": "Harris Hip Score 62.", "Constant": "Constant-Murley score 48/100.", "Weber": "Weber B ankle fracture on old films.",
             "Garden": "Garden III neck of femur fracture on the contralateral side in the past.", "Neer": "Neer's impingement sign positive.",
             "Trendelenburg": "Trendelenburg sign positive on the right.", "Paget": "Paget's disease of bone on X-ray of the pelvis."}


def gen_ortho(c):
    r = c.r
    side = r.choice(["right", "left"])
    joint = r.choice(["knee", "shoulder", "hip", "spine"])
    out = [P("HOSPITAL", c.hospital) + f" - Orthopaedic {r.choice(['Fracture', 'Elective', 'Sports Injury', 'Arthroplasty'])} Clinic",
           f"Clinic: {c.d()}  Room {P('LOCATION_OTHER', str(r.randint(1, 25)))}  Surgeon: {c.dr(0, r.choice(['dr_full', 'sur', 'full_cred']))} ({r.choice(['FRCS (Tr & Orth)', 'FRACS', 'FRCSC', 'MS (Ortho)', 'MD'])})",
           patient_block(c), ""]
    out.append(f"{c.pt(r.choice(['title_sur', 'full', 'sur_given']))} is a {c.age_s()} {P('PROFESSION', c.occupation)} with {side} {joint} pain"
               + r.choice([f" after a {r.choice(['rugby', 'netball', 'skiing', 'soccer', 'cricket'])} injury on {c.d(delta=-r.randint(10, 200))}.", f" for {r.randint(2, 15)} years.", f" since a fall at {P('ORGANIZATION', c.employer)} in {c.month_year(0)}."]))
    if joint == "knee":
        ex = r.choice(["Effusion +, Lachman 2+ with soft end point, anterior drawer positive, pivot shift grade 2. McMurray's test positive medially; Apley grind test positive; Thessaly test positive at 20 degrees.",
                       "Varus alignment, ROM 5-110, patellar apprehension negative, Clarke's test positive. Ottawa knee rules negative."])
        sc = f"Oxford Knee Score {r.randint(10, 40)}/48; KOOS {r.randint(30, 80)}; Lysholm {r.randint(40, 90)}; Tegner {r.randint(2, 8)}."
        img = f"X-ray: Kellgren-Lawrence grade {r.randint(1, 4)}. MRI: {r.choice(['complete ACL rupture, bucket-handle tear of the medial meniscus', 'Outerbridge grade III chondral loss'])}."
        imp = "Triathlon CR total knee, size 5 femur"
    elif joint == "shoulder":
        ex = r.choice(["Painful arc 70-120, Neer's sign positive, Hawkins-Kennedy test positive, Jobe's empty-can test weak, drop-arm test negative. Speed's and Yergason's tests negative.",
                       "Apprehension and relocation tests positive, sulcus sign 1+, O'Brien's test positive. Belly-press and lift-off tests normal."])
        sc = f"Oxford Shoulder Score {r.randint(10, 40)}/48; Constant-Murley score {r.randint(30, 80)}; ASES {r.randint(30, 80)}."
        img = r.choice(["US: full-thickness supraspinatus tear 14 mm.", "MRI arthrogram: Bankart lesion with Hill-Sachs defect."])
        imp = "Aequalis reverse shoulder, 36 mm glenosphere"
    elif joint == "hip":
        ex = r.choice(["Trendelenburg sign positive, Thomas test shows fixed flexion deformity 15 degrees, FABER test positive, internal rotation 5 degrees.",
                       "FADIR positive, Stinchfield test positive, leg length discrepancy 1.5 cm."])
        sc = f"Oxford Hip Score {r.randint(10, 40)}/48; Harris Hip Score {r.randint(40, 90)}; WOMAC {r.randint(20, 70)}."
        img = f"X-ray: Tonnis grade {r.randint(1, 3)} OA; old Garden I fracture healed. Dorr type B femur."
        imp = "Exeter V40 stem 44 no. 1, Trident cup 52 mm"
    else:
        ex = r.choice(["Straight leg raise 40 degrees on the " + side + ", Lasegue sign positive, crossed SLR negative. Spurling's test negative. Schober's test 5 cm.",
                       "Waddell's signs 1/5, femoral stretch test positive, L5 dermatomal sensory loss. Babinski downgoing."])
        sc = f"Oswestry Disability Index {r.randint(20, 70)}%; VAS back {r.randint(3, 9)}/10, leg {r.randint(3, 9)}/10; EQ-5D {r.randint(30, 90) / 100}."
        img = "MRI: L4/5 disc extrusion compressing the L5 root; Pfirrmann grade IV; Modic type 1 changes."
        imp = "Medtronic CD Horizon pedicle screws L4-L5"
    out += [f"Examination: {ex}", sc, img]
    e = eponym_line(c, ORTHO_EPO)
    if e:
        out.append(e)
    if r.random() < 0.55:
        out.append(f"Previous surgery at {P('HOSPITAL', c.hospital2)} on {c.d(delta=-r.randint(200, 3000))}: {imp} (catalogue REF {r.randint(5000, 7999)}-{r.randint(10, 99)}-{r.randint(100, 999)}; serial no. {P('DEVICE', c.device_sn())}).")
    out.append("Plan: " + r.choice(["listed for arthroscopic ACL reconstruction with hamstring autograft.", "physiotherapy with " + P("DOCTOR", " ".join(c.doctors[2])) + ", physiotherapist, and review with MRI.",
                                    "ultrasound-guided subacromial injection (40 mg triamcinolone + 5 ml 1% lidocaine) given today.", "listed for primary total joint replacement; ASA 2; consent form 4 signed.",
                                    "L4/5 microdiscectomy; pre-op assessment booked."]))
    out.append(f"Work: {r.choice(['off work', 'light duties', 'modified duties'])} for {r.randint(2, 12)} weeks; letter for employer {P('ORGANIZATION', c.employer)}. "
               + (f"Claim number {P('IDNUM', 'WC' + str(r.randint(10**6, 10**7 - 1)))}." if r.random() < 0.5 else f"Insurer: {lab_plan(c)}."))
    if r.random() < 0.3:
        out.append(f"X-rays (accession {P('IDNUM', c.idnum())}) reported by {c.dr(3, r.choice(['dr_sur', 'dr_full']))}, radiologist.")
    out.append(followup(c))
    out.append(signature(c, 0, r.choice(["Consultant Orthopaedic Surgeon", "Orthopaedic Fellow", "Specialty Registrar T&O"])))
    return "\n".join(out)


def lab_plan(c):
    lab, val, typ = c.national_health_id()
    return f"{lab} {P(typ, val)}"


# ---------------------------------------------------------------- 5 psychiatry
PSY_EPO = {"Hamilton": "Hamilton Depression Rating Scale (HAM-D-17) {h}.", "Beck": "Beck Depression Inventory-II {h}; Beck Anxiety Inventory 19.",
           "Young": "Young Mania Rating Scale {h}.", "Montgomery": "Montgomery-Asberg Depression Rating Scale {h}.",
           "Kessler": "Kessler Psychological Distress Scale (K10) {h}.", "Parkinson": "Drug-induced parkinsonism absent; no Parkinson's disease features.",
           "Down": "Sister with Down syndrome, lives in supported accommodation."}


def gen_psych(c):
    r = c.r
    out = [letterhead(c, r.choice([c.hospital, c.clinic_name()]), dept=r.choice(["Community Mental Health Team", "Adult Psychiatry Outpatients", "Mood Disorders Clinic"])),
           "", f"OUTPATIENT REVIEW - {c.d()}", patient_block(c), f"Clinician: {c.dr(0, r.choice(['dr_full', 'full_cred', 'dr_sur']))}; also present: {P('DOCTOR', ' '.join(c.doctors[2]))} ({r.choice(['CPN', 'care coordinator', 'OT', 'pharmacist'])})", ""]
    if r.random() < 0.35:
        out.append(telehealth(c))
    dx = r.choice(["recurrent depressive disorder", "bipolar affective disorder type I", "generalised anxiety disorder", "OCD", "schizophrenia", "PTSD", "emotionally unstable personality disorder"])
    out.append(f"{c.pt(r.choice(['given', 'title_sur', 'full']))} is a {c.age_s(r.choice(['yo_dash', 'yo', 'words']))} {P('PROFESSION', c.occupation)} with {dx}, last reviewed on {c.d(delta=-r.randint(28, 120))}.")
    rel = r.choice(["mother", "wife", "husband", "partner", "brother"])
    g, s = c.relative(rel)
    out.append(f"Since then: mood {r.randint(2, 8)}/10, sleep {r.randint(3, 8)} h, appetite reduced. Conflict with {rel} {P('FAMILY', g)}; "
               + r.choice([f'quote: "{P("FAMILY", g.lower())} says i should go back to {P("ORGANIZATION", c.employer)} but i can\'t face it".',
                           f'states "I spent {P("DATE", c.r.choice(["Christmas", "New Year", "Easter", "Diwali", "Thanksgiving"]))} alone at the flat on {P("STREET", c.home["street"])}".',
                           f"{P('FAMILY', g + ' ' + s)} phoned the team on {c.d(delta=-r.randint(2, 20))} with concerns."]))
    hamd = r.randint(4, 30)
    out.append(f"Rating scales: PHQ-9 {r.randint(3, 27)}, GAD-7 {r.randint(2, 21)}, HAM-D {hamd}, MADRS {r.randint(5, 45)}, "
               + r.choice([f"YMRS {r.randint(0, 30)}", f"Y-BOCS {r.randint(8, 35)}", f"PCL-5 {r.randint(20, 70)}", f"BDI-II {r.randint(5, 50)}"])
               + f", AUDIT {r.randint(0, 25)}, CGI-S {r.randint(2, 6)}.")
    e = eponym_line(c, PSY_EPO)
    if e:
        out.append(e.replace("{h}", str(hamd)))
    out.append("MSE: " + r.choice(["casually dressed, good rapport, speech normal rate; mood 'flat', affect restricted; no formal thought disorder; no perceptual abnormalities; insight partial.",
                                   "pressured speech, flight of ideas, grandiose delusions about a business venture; Schneiderian first-rank symptoms absent.",
                                   "anxious, tearful, intrusive memories of assault; hypervigilant."]))
    out.append("Risk: " + r.choice(["no current suicidal intent; protective factors children and faith (attends " + P("ORGANIZATION", c.church()) + ").",
                                    f"overdose on {c.d(delta=-r.randint(30, 700))} ({r.randint(10, 40)} x paracetamol 500 mg); safety plan updated.",
                                    "low risk to others; medium risk of self-neglect."]))
    out.append("Medication: " + r.choice(["sertraline 150 mg OD, mirtazapine 15 mg ON", "lithium carbonate 800 mg ON (level 0.72 mmol/L on " + c.d(delta=-7) + "), quetiapine 200 mg ON",
                                          "clozapine 300 mg/day (ANC 3.4), procyclidine 5 mg PRN", "venlafaxine XL 225 mg OD, pregabalin 75 mg BD"]) + ". ECG QTc 438 ms; prolactin 410 mIU/L.")
    if r.random() < 0.3:
        lab, val = c.ssn()
        out.append(f"Supported with disability benefit application ({lab} {P('SSN', val)}).")
    if r.random() < 0.25:
        out.append(f"Crisis team: {P('PHONE', c.phone(False, ext=r.random() < 0.5))}; out-of-hours {P('PHONE', c.phone(False))}.")
    out.append(f"Plan: continue; CBT with {c.dr(3, r.choice(['dr_full', 'given']))} ({r.choice(['psychologist', 'CBT therapist'])}); next review {c.d(delta=r.randint(28, 90))}.")
    out.append(signature(c, 0, r.choice(["Consultant Psychiatrist", "Specialty Doctor in Psychiatry", "Psychiatry Registrar (ST5)"])))
    return "\n".join(out)


# ---------------------------------------------------------------- 6 obstetric booking
OB_EPO = {"Bishop": "Previous induction: Bishop score 3 at 41+3.", "Down": "Combined screening for Down syndrome offered; low chance 1 in 4200.",
          "Naegele": "EDD by Naegele's rule confirmed by dating scan.", "Kleihauer": "Kleihauer test after previous sensitising event.",
          "Hicks": "Occasional Braxton Hicks tightenings.", "Braxton": "Braxton Hicks contractions reported.",
          "Montgomery": "Montgomery's tubercles prominent.", "Graves": "History of Graves' disease - TFTs and TRAb requested."}


def gen_ob(c):
    r = c.r
    c.sex = "F"
    c.he, c.his, c.him, c.He, c.His = "she", "her", "her", "She", "Her"
    c.title = r.choice(["Mrs", "Ms", "Ms.", "Miss", "Mrs."])
    c.age = r.randint(17, 46)
    c.dob = c.dob.replace(year=c.visit.year - c.age - 1)
    c.age = c.visit.year - c.dob.year - ((c.visit.month, c.visit.day) < (c.dob.month, c.dob.day))
    if c.epo_role == "patient" or c.given in __import__("pools").MALE:
        c.given = r.choice(__import__("pools").FEMALE)
    ga_w = r.randint(7, 13)
    lmp = -7 * ga_w - r.randint(0, 6)
    out = [letterhead(c, dept=r.choice(["Antenatal Clinic", "Maternity Unit", "Women's Health"])), "", "ANTENATAL BOOKING", patient_block(c),
           f"Booking date: {c.d()}   Midwife: {P('DOCTOR', ' '.join(c.doctors[1]))}, {r.choice(['RM', 'RN RM', 'CNM', 'Midwife'])}   Named obstetrician: {c.dr(0, r.choice(['dr_sur', 'dr_full']))}", ""]
    out.append(f"{c.pt(r.choice(['given', 'title_sur', 'full']))}, {c.age_s(r.choice(['aged', 'yo', 'year_old_space']))}, G{r.randint(1, 5)}P{r.randint(0, 3)}, LMP {c.d(delta=lmp)}, EDD {c.d(delta=lmp + 280)} "
               f"(by dating scan on {c.d(delta=r.randint(0, 7))}: CRL {r.randint(12, 70)} mm = {ga_w}+{r.randint(0, 6)} weeks).")
    g, s = c.relative("partner")
    out.append(f"Partner: {P('FAMILY', g + ' ' + s)}, {P('AGE', str(r.randint(19, 55)))}, works as a {P('PROFESSION', r.choice(['plumber', 'mechanic', 'teacher', 'software engineer', 'farmer', 'chef', 'paramedic', 'soldier']))}. "
               f"{c.His} own occupation: {P('PROFESSION', c.occupation)} at {P('ORGANIZATION', c.employer)}.")
    out.append("Obstetric history: " + r.choice([f"SVD {c.year(r.randint(1, 8))} at 39+2, {r.randint(2800, 4200)} g, Apgars 9 and 10; son {P('FAMILY', c.relative('son')[0])} now {P('AGE', str(r.randint(1, 10)))}.",
                                                 f"emergency LSCS {c.month_year()} for failure to progress (Pfannenstiel incision); daughter {P('FAMILY', c.relative('daughter')[0])}.",
                                                 "primigravida.", f"miscarriage at 9 weeks in {c.year(r.randint(1, 4))}; ERPC."]))
    out.append(f"Observations: BP {r.randint(98, 142)}/{r.randint(58, 92)}, BMI {r.randint(185, 420) / 10}, urine NAD. Hb {r.randint(95, 140)} g/L, blood group {r.choice(['O', 'A', 'B', 'AB'])} Rh{r.choice(['D positive', 'D negative'])}, "
               f"antibody screen negative. Sample no. {P('IDNUM', c.idnum())}.")
    out.append(f"Screening: EPDS {r.randint(0, 20)}/30 (Edinburgh Postnatal Depression Scale); Whooley questions negative; GAD-2 {r.randint(0, 6)}. "
               + r.choice(["NIPT discussed.", "Combined test: PAPP-A 0.82 MoM, free beta-hCG 1.1 MoM.", "Quad test declined.", "GTT at 24-28 weeks (previous GDM)."]))
    e = eponym_line(c, OB_EPO)
    if e:
        out.append(e)
    out.append("Risk: " + r.choice(["low risk, midwife-led care.", "aspirin 150 mg ON from 12 weeks (pre-eclampsia risk: chronic hypertension).",
                                    "LMWH: Royal College VTE score 3.", "consultant-led care due to previous LSCS; VBAC discussion at 36 weeks."])
               + " Folic acid 400 mcg, vitamin D 10 mcg.")
    if r.random() < 0.4:
        out.append(f"Lives at {c.addr()}. Next of kin {P('FAMILY', c.relative('mother')[0] + ' ' + c.surname)} (mother), {P('PHONE', c.phone(True))}.")
    if r.random() < 0.3:
        out.append(f"Maternity notes app: login {P('USERNAME', c.username(c.given, c.surname))}, {P('URL', c.url(c.hospital))}.")
    if r.random() < 0.3:
        lab, val = c.ssn()
        out.append(f"Maternity benefit claim ({lab} {P('SSN', val)}).")
    out.append(f"Next: {r.choice(['anomaly scan', 'growth scan', '16-week midwife appointment'])} on {c.d(delta=r.randint(20, 70))} at {P('HOSPITAL', c.hospital2)}; delivery suite {P('PHONE', c.phone(False))}.")
    out.append(signature(c, 1, "Community Midwife"))
    return "\n".join(out)


# ---------------------------------------------------------------- 7 sleep clinic
SLEEP_EPO = {"Mallampati": "Mallampati class III.", "Friedman": "Friedman tongue position 3.", "Brodsky": "Brodsky tonsil grade 2.",
             "Stokes": "Cheyne-Stokes respiration seen during NREM sleep.", "Willis": "Willis-Ekbom disease (RLS) symptoms absent.",
             "Parkinson": "REM sleep behaviour disorder - no features of Parkinson's disease at present."}


def gen_sleep(c):
    r = c.r
    out = [letterhead(c, r.choice([c.hospital, f"{r.choice(['Harbourside', 'Northgate', 'Lakeview', 'Westmoor', 'Kauri'])} Sleep Centre"]), dept="Sleep Disorders Service"),
           "", "SLEEP STUDY REPORT", patient_block(c), f"Study date: {c.d(delta=-r.randint(3, 30))} (night of {c.weekday()})   Reported: {c.d()}",
           f"Referring: {c.dr(4, r.choice(['dr_full', 'dr_sur']))}   Scorer: {P('DOCTOR', ' '.join(c.doctors[2]))}, RPSGT   Physician: {c.dr(0, r.choice(['dr_full', 'full_cred']))}", ""]
    out.append(f"Indication: {c.age_s()} {P('PROFESSION', c.occupation)} with loud snoring, witnessed apnoeas (reported by {r.choice(['wife', 'husband', 'partner'])} {P('FAMILY', c.relative('partner')[0])}) and daytime sleepiness. "
               + r.choice(["Falls asleep at traffic lights.", "Near-miss driving incident on the highway.", "Naps at work at " + P("ORGANIZATION", c.employer) + ".", "Works night shifts."]))
    out.append(f"Questionnaires: Epworth Sleepiness Scale {r.randint(4, 22)}/24; STOP-Bang {r.randint(2, 8)}/8; Berlin Questionnaire {r.choice(['high', 'low'])} risk; "
               f"Pittsburgh Sleep Quality Index {r.randint(3, 18)}; Stanford Sleepiness Scale {r.randint(1, 7)}; Insomnia Severity Index {r.randint(2, 25)}.")
    out.append(f"Examination: neck circumference {r.randint(36, 50)} cm, BMI {r.randint(22, 46)}, Mallampati {r.choice(['I', 'II', 'III', 'IV'])}, Friedman tongue position {r.randint(1, 4)}, tonsils Brodsky grade {r.randint(0, 4)}, retrognathia {r.choice(['present', 'absent'])}.")
    out.append(f"Results (study no. {P('IDNUM', 'PSG-' + str(r.randint(10000, 99999)))}): TST {r.randint(250, 430)} min, sleep efficiency {r.randint(55, 95)}%, AHI {r.randint(2, 85)}/h "
               f"(supine {r.randint(5, 95)}/h), RDI {r.randint(5, 90)}/h, ODI {r.randint(2, 80)}/h, nadir SpO2 {r.randint(68, 92)}%, T90 {r.randint(0, 35)}%, PLMI {r.randint(0, 40)}/h. "
               + r.choice(["No Cheyne-Stokes respiration.", "Central apnoea index 2/h.", "REM without atonia noted.", "MSLT mean sleep latency 4.2 min with 3 SOREMPs."]))
    e = eponym_line(c, SLEEP_EPO)
    if e:
        out.append(e)
    out.append("Conclusion: " + r.choice(["severe obstructive sleep apnoea.", "moderate OSA, positional.", "mild OSA; sleep hygiene.", "narcolepsy type 1 likely; HLA DQB1*06:02 requested.", "insomnia disorder; CBT-I."]))
    if r.random() < 0.7:
        out.append(f"CPAP: ResMed AirSense 10 AutoSet, serial {P('DEVICE', c.device_sn())}, pressure {r.randint(4, 8)}-{r.randint(12, 20)} cmH2O, nasal pillows. "
                   f"Modem data upload to {P('URL', c.url(c.hospital))} from {P('IPADDR', c.ip())}." if r.random() < 0.5 else
                   f"CPAP issued {c.d(delta=r.randint(1, 30))}: device SN {P('DEVICE', c.device_sn())}; compliance {r.randint(30, 98)}% nights > 4 h, residual AHI {r.randint(1, 9)}.")
    out.append(f"Driving: {c.He} holds a {r.choice(['Group 1', 'Group 2 (HGV)', 'Class 1', 'commercial'])} licence (no. {P('LICENSE', lic_no(c))}); advised not to drive until symptoms controlled"
               + (f"; vehicle registration {P('VEHICLE', c.plate())}." if r.random() < 0.5 else "."))
    if r.random() < 0.3:
        out.append(f"Home study kit loan agreement signed; biometric enrolment (fingerprint ID {P('BIOID', c.bioid('FP'))}) for kit locker at the {P('LOCATION_OTHER', r.choice(['Level 2 reception', 'Kauri Building', 'Outpatient Block B', 'Sleep Lab bay 3']))}.")
    out.append(followup(c))
    out.append(signature(c, 0, r.choice(["Consultant in Sleep and Respiratory Medicine", "Sleep Physician", "Somnologist"])))
    return "\n".join(out)


def lic_no(c):
    r = c.r
    L = lambda k: "".join(r.choice("ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(k))
    return {"US": f"{L(1)}{r.randint(1000000, 9999999)}", "UK": f"{c.surname.upper().replace(' ', '').replace(chr(39), '')[:5]:9<5}{r.randint(100000, 999999)}{L(2)}9{L(2)}",
            "CA": f"{L(1)}{r.randint(1000, 9999)}-{r.randint(10000, 99999)}-{r.randint(10000, 99999)}", "AU": f"{r.randint(10**7, 10**8 - 1)}",
            "NZ": f"{L(2)}{r.randint(100000, 999999)}", "IE": f"{r.randint(10**8, 10**9 - 1)}", "IN": f"{r.choice(['KA', 'MH', 'TN'])}{r.randint(10, 99)} {r.randint(2005, 2022)}{r.randint(1000000, 9999999)}"}[c.loc]


# ---------------------------------------------------------------- 8 ophthalmology
EYE_EPO = {"Snellen": "Snellen chart at 6 m.", "Ishihara": "Ishihara plates 17/17.", "Amsler": "Amsler grid: metamorphopsia superotemporally.",
           "Goldmann": "Goldmann applanation tonometry used.", "Seidel": "Seidel test negative.", "Schirmer": "Schirmer test 4 mm in 5 minutes.",
           "Fuchs": "Fuchs endothelial dystrophy with guttae.", "Horner": "No Horner's syndrome.", "Adie": "Adie's tonic pupil on the left.",
           "Gunn": "Marcus Gunn pupil (RAPD) absent.", "Graves": "Graves' orbitopathy, CAS 2/7."}


def gen_eye(c):
    r = c.r
    out = [letterhead(c, dept="Eye Clinic"), "", f"Ophthalmology clinic note - {c.d()}", patient_block(c), f"Seen by {c.dr(0, r.choice(['dr_full', 'dr_sur', 'full_cred']))}; orthoptist {P('DOCTOR', c.doctors[2][0])}", ""]
    out.append(f"{c.pt(r.choice(['title_sur', 'full', 'given']))}, {c.age_s(r.choice(['yo', 'yo_dash', 'sexletter']))}, {P('PROFESSION', c.occupation)}, referred by optometrist {P('DOCTOR', ' '.join(c.doctors[3]))} "
               + r.choice(["with raised IOP.", "with gradual blurred vision.", "with sudden floaters and flashes.", "for diabetic retinopathy screening.", "with a red painful eye."]))
    va = ["6/6", "6/9", "6/12", "6/18", "6/36", "6/60", "CF", "20/20", "20/40", "20/200"]
    out.append(f"VA (Snellen): R {r.choice(va)}, L {r.choice(va)}; pinhole improves to {r.choice(va[:4])}. LogMAR {r.randint(0, 10) / 10}. Ishihara {r.randint(10, 17)}/17.")
    out.append(f"IOP (Goldmann applanation) R {r.randint(10, 34)} L {r.randint(10, 34)} mmHg at 10:{r.randint(10, 59)}. CCT {r.randint(490, 600)} um. Gonioscopy: Shaffer grade {r.randint(1, 4)}; van Herick {r.randint(1, 4)}.")
    out.append("Anterior segment: " + r.choice(["quiet; NS2 cataract (LOCS III NO3 NC3).", "Krukenberg spindle, iris transillumination defects.", "Seidel negative; corneal abrasion fluorescein-stained.",
                                                "guttae consistent with Fuchs endothelial dystrophy.", "Schirmer 5 mm; TBUT 4 s; meibomian gland dysfunction."]))
    out.append("Fundus: " + r.choice(["C:D 0.7 R, 0.5 L; notch inferiorly. RNFL thinning on OCT.", "drusen and pigment change; Amsler grid distortion.", "moderate NPDR (ETDRS level 43); no CSMO.",
                                      "horseshoe tear at 2 o'clock, Shafer's sign positive.", "disc swelling, Paton's lines."]) + f" OCT scan ID {P('IDNUM', c.idnum())}.")
    e = eponym_line(c, EYE_EPO)
    if e:
        out.append(e)
    out.append(f"Visual field (Humphrey 24-2): MD -{r.randint(1, 15)}.{r.randint(0, 9)} dB; Esterman binocular field {r.choice(['meets', 'does not meet'])} the driving standard.")
    if r.random() < 0.45:
        out.append(f"Driving: holds licence {P('LICENSE', lic_no(c))}; car {P('VEHICLE', c.plate() if r.random() < 0.7 else c.vin())}. Advised to inform the licensing authority.")
    if r.random() < 0.35:
        out.append(f"Iris recognition ID {P('BIOID', c.bioid('IRIS'))} enrolled for the research imaging platform; images stored under study subject {P('IDNUM', 'EYE-' + str(r.randint(1000, 9999)))}.")
    if r.random() < 0.4:
        out.append(f"IOL implanted {c.d(delta=-r.randint(100, 2000))} at {P('HOSPITAL', c.hospital2)}: AcrySof IQ SN60WF +21.5 D, serial {P('DEVICE', c.device_sn())}.")
    out.append("Plan: " + r.choice(["latanoprost 0.005% ON both eyes; SLT discussed.", "listed for phacoemulsification + IOL right eye.", "intravitreal aflibercept 2 mg loading x3.",
                                    "barrier laser today.", "chloramphenicol 0.5% QDS 1 week."]))
    out.append(followup(c))
    out.append(signature(c, 0, r.choice(["Consultant Ophthalmologist", "Ophthalmology Registrar", "Glaucoma Fellow"])))
    return "\n".join(out)


# ---------------------------------------------------------------- 9 rheumatology
RHEUM_EPO = {"Still": "Adult-onset Still's disease considered (ferritin {f}).", "Paget": "Paget's disease of bone excluded (ALP normal).",
             "Bouchard": "Bouchard's nodes at the PIPJs.", "Heberden": "Heberden's nodes at DIPJs.", "Schober": "Modified Schober's test 3 cm.",
             "Gottron": "Gottron's papules over the MCPJs.", "Raynaud": "Raynaud's phenomenon with digital pitting.", "Felty": "No features of Felty's syndrome.",
             "Graves": "Background of Graves' disease.", "Addison": "Addison's disease on hydrocortisone; steroid sick day rules."}


def gen_rheum(c):
    r = c.r
    out = [letterhead(c, dept="Rheumatology Department"), "", f"Date of clinic: {c.d()}   Typed: {c.d(delta=r.randint(1, 7))}", patient_block(c),
           f"Dear {c.dr(4, r.choice(['dr_sur', 'dr_full']))},", ""]
    dx = r.choice(["seropositive rheumatoid arthritis", "axial spondyloarthritis (HLA-B27 positive)", "psoriatic arthritis", "systemic lupus erythematosus",
                   "polymyalgia rheumatica", "gout", "primary Sjogren's syndrome", "dermatomyositis", "giant cell arteritis"])
    out.append(f"I reviewed {c.pt(r.choice(['title_sur', 'title_full']))}, a {c.age_s(r.choice(['yo_dash', 'words', 'year_old_space']))} {P('PROFESSION', c.occupation)}, with {dx}, diagnosed in {c.month_year()} at {P('HOSPITAL', c.hospital2)}.")
    out.append(r.choice([f"{c.He} has had {r.randint(1, 4)} flares since {c.holiday()}.", f"{c.He} missed work at {P('ORGANIZATION', c.employer)} for {r.randint(1, 6)} weeks.",
                         f"Morning stiffness {r.randint(15, 180)} minutes. {c.His} husband {P('FAMILY', c.relative('husband')[0])} helps with buttons." if c.sex == "F" else f"Morning stiffness {r.randint(15, 180)} minutes. {c.His} wife {P('FAMILY', c.relative('wife')[0])} helps with shoelaces."]))
    out.append("Examination: " + r.choice([f"{r.randint(0, 20)} tender and {r.randint(0, 15)} swollen joints (28-joint count); ulnar deviation, swan-neck and boutonniere deformities; positive MCP squeeze test.",
                                           "Heberden's and Bouchard's nodes; squaring of the first CMCJ.", f"modified Schober's test {r.randint(1, 6)} cm, occiput-to-wall {r.randint(0, 12)} cm, chest expansion {r.randint(2, 6)} cm; FABER positive.",
                                           "Gottron's papules, heliotrope rash, proximal weakness MRC 4/5.", "malar rash, oral ulcers, Raynaud's phenomenon; nailfold capillaroscopy abnormal.",
                                           "tophi on both helices; Achilles enthesitis; dactylitis of the second toe."]))
    f = r.randint(80, 9000)
    out.append(f"Scores: DAS28-CRP {r.randint(18, 68) / 10}; CDAI {r.randint(2, 40)}; HAQ-DI {r.randint(0, 30) / 10}; BASDAI {r.randint(1, 9)}.{r.randint(0, 9)} (Bath Ankylosing Spondylitis Disease Activity Index); BASFI {r.randint(1, 9)}; "
               + r.choice(["SLEDAI-2K 6", "PASI 4.2", "ESSDAI 5", "EULAR/ACR criteria 8/10"]) + ".")
    out.append(f"Bloods ({c.d(delta=-r.randint(3, 14))}, lab no. {P('IDNUM', c.idnum())}): ESR {r.randint(5, 110)} mm/h, CRP {r.randint(1, 150)} mg/L, RF {r.randint(5, 400)} IU/mL, anti-CCP {r.choice(['>340', '12', '58', 'negative'])} U/mL, "
               f"ANA 1:{r.choice([80, 160, 320, 640])} speckled, dsDNA {r.randint(1, 300)}, C3 {r.randint(50, 150) / 100} g/L, urate {r.randint(200, 620)} umol/L, ferritin {f}, ALT {r.randint(10, 90)}.")
    e = eponym_line(c, RHEUM_EPO)
    if e:
        out.append(e.replace("{f}", str(f)))
    out.append("Treatment: " + r.choice(["methotrexate 20 mg weekly SC + folic acid 5 mg weekly; hydroxychloroquine 200 mg BD.", "adalimumab 40 mg SC every 2 weeks (biosimilar).",
                                         "prednisolone 15 mg OD tapering; alendronate 70 mg weekly.", "allopurinol titrate to urate < 300; colchicine 500 mcg BD cover.",
                                         "tocilizumab 162 mg SC weekly.", "mycophenolate 1 g BD."]))
    if r.random() < 0.4:
        out.append(f"Biologic funding approved; homecare provider {P('ORGANIZATION', r.choice(['Healthnet Homecare', 'Sciensus', 'CarePath Services', 'Bluegum Home Infusions']))}, patient ref {P('ACCOUNT', c.acct())}. Injection training by {P('DOCTOR', ' '.join(c.doctors[2]))}, CNS.")
    if r.random() < 0.35:
        out.append(f"Advice line: {P('PHONE', c.phone(False, ext=True))} or {P('EMAIL', 'rheum.advice@' + c.site_domain(c.hospital))}.")
    if r.random() < 0.25:
        lab, val, typ = c.national_health_id()
        out.append(f"Insurance: {lab} {P(typ, val)}" + (f", group {P('HEALTHPLAN', c.group_no())}." if c.loc == "US" else "."))
    out.append(followup(c))
    out.append(signature(c, 0, r.choice(["Consultant Rheumatologist", "Rheumatology Registrar", "Associate Professor of Rheumatology"])))
    return "\n".join(out)


# ---------------------------------------------------------------- 10 pre-operative assessment
PREOP_EPO = {"Mallampati": "Mallampati class documented by the nurse.", "Cormack": "Previous Cormack-Lehane grade 3 view.", "Lehane": "Cormack-Lehane grade 2a at last GA.",
             "Goldman": "Goldman cardiac risk index class II.", "Lee": "Lee Revised Cardiac Risk Index 2 points.", "Apfel": "Apfel score 3/4 for PONV.",
             "Caprini": "Caprini VTE score 6.", "Wilson": "Wilson airway risk score 3.", "Charlson": "Charlson Comorbidity Index 5.", "Rockwood": "Rockwood Clinical Frailty Scale 4.",
             "Parkinson": "Parkinson's disease: levodopa timing critical."}


def gen_preop(c):
    r = c.r
    op = r.choice(["laparoscopic cholecystectomy", "total knee replacement", "TURP", "hysterectomy", "inguinal hernia repair", "hemicolectomy", "thyroidectomy", "cataract surgery under GA"])
    out = [letterhead(c, dept="Pre-operative Assessment Clinic"), "", f"PRE-ASSESSMENT - {c.d()}", patient_block(c),
           f"Procedure: {op}   Date of surgery: {c.d(delta=r.randint(7, 60))}   Surgeon: {c.dr(1, r.choice(['dr_sur', 'dr_full', 'sur']))}   Theatre {P('LOCATION_OTHER', str(r.randint(1, 12)))}",
           f"Assessed by: {P('DOCTOR', ' '.join(c.doctors[2]))}, {r.choice(['RN', 'Pre-op Nurse Practitioner', 'PA-C', 'NP'])}; anaesthetist {c.dr(0, r.choice(['dr_full', 'dr_sur', 'full_cred']))}", ""]
    out.append(f"{c.pt(r.choice(['title_sur', 'full', 'sur_given']))}, {c.age_s()} {P('PROFESSION', c.occupation)}. " + r.choice(["PMH: HTN, T2DM (HbA1c 61), OSA on CPAP.", "PMH: IHD with stents " + c.year() + ", CKD 3b.", "PMH: asthma, GORD, anxiety.", "PMH: AF, previous PE " + c.month_year() + "."]))
    out.append(f"Anaesthetic history: {r.choice(['PONV after GA in ' + c.year(), 'uneventful GA', 'difficult intubation documented at ' + P('HOSPITAL', c.hospital2), 'no previous anaesthetics'])}. FH: no malignant hyperthermia or suxamethonium apnoea.")
    out.append(f"Airway: Mallampati {r.choice(['I', 'II', 'III', 'IV'])}, thyromental distance {r.randint(4, 8)} cm, mouth opening {r.randint(2, 5)} FB, neck extension {r.choice(['full', 'reduced'])}, "
               f"upper lip bite test class {r.randint(1, 3)}, LEMON {r.randint(0, 5)}, El-Ganzouri risk index {r.randint(0, 8)}; previous Cormack-Lehane grade {r.choice(['1', '2a', '2b', '3'])}. Dentition: crowns UR1.")
    out.append(f"Risk: ASA {r.choice(['I', 'II', 'III', 'IV'])}; RCRI (Lee) {r.randint(0, 4)}; Goldman class {r.choice(['I', 'II', 'III'])}; STOP-BANG {r.randint(1, 8)}; Apfel {r.randint(0, 4)}/4; Caprini {r.randint(1, 9)}; "
               f"Clinical Frailty Scale {r.randint(1, 7)}; DASI {r.randint(10, 58)}.{r.randint(0, 9)} (Duke Activity Status Index, est. {r.randint(3, 9)} METs); P-POSSUM morbidity {r.randint(5, 60)}%; NSQIP mortality {r.randint(1, 40) / 10}%.")
    out.append(f"Obs: {vitals(c)} Hb {r.randint(90, 160)} g/L, Plt {r.randint(120, 420)}, INR {r.randint(9, 30) / 10}, eGFR {r.randint(25, 90)}, K {r.randint(34, 52) / 10}. ECG: {r.choice(['SR', 'AF rate-controlled', 'LBBB'])}. Group and save {P('IDNUM', c.idnum())}.")
    e = eponym_line(c, PREOP_EPO)
    if e:
        out.append(e)
    if r.random() < 0.4:
        out.append(f"Cardiac device: {r.choice(['Medtronic Azure pacemaker', 'Boston Scientific ICD', 'Abbott Assurity pacemaker'])}, SN {P('DEVICE', c.device_sn())}; check with cardiac physiology pre-op, magnet available.")
    out.append("Plan: " + r.choice(["hold apixaban 48 h; no bridging.", "omit metformin morning of surgery; VRIII if fasting > 1 missed meal.", "continue beta blocker; hold ACEi day of surgery.",
                                    "awake fibreoptic intubation plan; videolaryngoscope available.", "spinal anaesthesia preferred; CPAP to bring on the day."])
               + f" Fasting from 02:00. Admit to {P('HOSPITAL', c.ward())} via Day Surgery Unit at 07:00 on {c.d(delta=r.randint(7, 60))}.")
    if r.random() < 0.35:
        g, s = c.relative(r.choice(["wife", "husband", "son", "daughter"]))
        out.append(f"Escort home: {P('FAMILY', g + ' ' + s)}, {P('PHONE', c.phone(True))}; will stay overnight at {c.addr()}.")
    if r.random() < 0.3:
        out.append(f"Billing: account {P('ACCOUNT', c.acct())}; {lab_plan(c)}.")
    if r.random() < 0.25:
        out.append(f"Consent e-signed via portal (user {P('USERNAME', c.username(c.given, c.surname))}, IP {P('IPADDR', c.ip())}).")
    if r.random() < 0.2:
        out.append(f"Identity checked with palm-vein scan ID {P('BIOID', c.bioid('PV'))} at the {P('LOCATION_OTHER', r.choice(['Day Surgery reception', 'Level 4 admissions desk', 'East Wing kiosk']))}.")
    out.append(signature(c, 0, r.choice(["Consultant Anaesthetist", "Anaesthesia Registrar", "Staff Anesthesiologist"])))
    return "\n".join(out)


GENRES = [("general practice consultation", gen_gp, GP_EPO, ["Wells", "Bristol", "Addison", "Cushing", "Old Lyme", "Lyme Regis", "Ottawa"]),
          ("hospital discharge letter", gen_discharge, DC_EPO, ["Glasgow", "Denver", "Boston", "Nottingham"]),
          ("neurology clinic letter", gen_neuro, NEURO_EPO, ["Montreal", "Boston", "Edinburgh", "Glasgow", "Wilson"]),
          ("orthopaedic clinic note", gen_ortho, ORTHO_EPO, ["Oxford", "Oswestry", "Ottawa"]),
          ("psychiatry outpatient review", gen_psych, PSY_EPO, ["Hamilton", "Kingston"]),
          ("obstetric antenatal booking", gen_ob, OB_EPO, ["Edinburgh", "Hamilton"]),
          ("sleep clinic report", gen_sleep, SLEEP_EPO, ["Epworth", "Berlin", "Stanford", "Pittsburgh"]),
          ("ophthalmology clinic note", gen_eye, EYE_EPO, ["Darwin", "Vellore", "Hamilton"]),
          ("rheumatology letter", gen_rheum, RHEUM_EPO, ["Bath", "Wilson", "Still"]),
          ("pre-operative assessment", gen_preop, PREOP_EPO, ["Wilson", "Denver", "Boston"])]
