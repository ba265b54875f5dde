"""Consultation notes and emergency department physician notes."""
import datetime as dt

import clinical as K
import gcommon as G
from core import T

CONSULTS = [
    dict(
        svc="Cardiology", reason="Preoperative cardiovascular risk assessment before left hip hemiarthroplasty",
        hpi="{pt} is {intro} with CAD s/p PCI to the RCA in {y2}, HFpEF, hypertension and CKD stage 3 who "
            "tripped over a rug at home on {dm1} and was found to have a displaced left femoral neck "
            "fracture. Orthopedics plans hemiarthroplasty. {He} denies exertional chest pain; before the "
            "fall {he} walked {his} dog twice a day and climbed a flight of stairs without stopping "
            "(more than 4 METs). Last stress test in {y1} at {osh} showed no ischemia.",
        exam="BP 152/84, HR 76 regular. JVP not elevated. II/VI systolic murmur at the RUSB without radiation. "
             "Lungs clear. Left leg shortened and externally rotated.",
        data="ECG: sinus rhythm 74, old inferior Q waves, unchanged from {my}. Troponin < 0.01. BNP 88. Hgb 11.2, Cr 1.4.",
        recs=["RCRI 2 (ischemic heart disease, heart failure); estimated risk of major adverse cardiac event about 10%.",
              "Functional capacity adequate; no further cardiac testing indicated, as it would not change management. "
              "Acceptable risk to proceed.",
              "Continue aspirin 81 mg and metoprolol perioperatively. Hold lisinopril the morning of surgery.",
              "Resume home furosemide once taking PO. Telemetry for 24 hours postoperatively.",
              "We will sign off; please re-consult with questions. Outpatient follow-up with {cons} in 4-6 weeks."],
    ),
    dict(
        svc="Infectious Diseases", reason="MRSA bacteremia",
        hpi="{pt} is {intro} with ESRD on hemodialysis via a right internal jugular tunneled catheter (placed "
            "{my}) who developed fever and rigors during dialysis at {dial} on {dm1}. Blood cultures from {d0} "
            "are growing MRSA in 2 of 2 bottles. No prosthetic joints, valves or implanted devices.",
        exam="T 38.9 C. Tunneled catheter exit site erythematous with scant purulence. II/VI flow murmur. "
             "No Janeway lesions, Osler nodes or splinter hemorrhages. Left arm AV fistula with good thrill.",
        data="WBC 15.8. MRSA, vancomycin MIC 1. Repeat blood cultures {d2} pending. TTE {d1}: no vegetation seen.",
        recs=["Vancomycin dosed with HD, goal pre-HD level 15-20.",
              "Remove the tunneled catheter; line holiday until blood cultures negative 48-72 hours.",
              "TEE to exclude endocarditis.", "Daily blood cultures until clear.",
              "Anticipate at least 4 weeks of vancomycin from the first negative culture, given at {dial}. "
              "ID clinic with {cons} in 2 weeks."],
    ),
    dict(
        svc="Nephrology", reason="Acute kidney injury after contrast CT",
        hpi="{pt} is {intro} with diabetes and CKD stage 3a (baseline Cr 1.4 in {my}) admitted {d0} with "
            "abdominal pain. Underwent CT abdomen/pelvis with IV contrast on {d0}. Creatinine rose to 2.6 "
            "on {d2} with urine output around 600 mL/day. Also received IV vancomycin and piperacillin-"
            "tazobactam for 48 hours, and home lisinopril was continued.",
        exam="BP 148/90. Euvolemic to mildly hypervolemic, trace edema. No asterixis, no rub.",
        data="Cr 1.4 to 1.9 to 2.6. K 5.3, HCO3 19. UA: 1+ protein, no blood, few granular casts. FENa 1.8%. "
             "Renal ultrasound {d2}: normal-sized kidneys, no hydronephrosis.",
        recs=["Likely contrast-associated AKI with a contribution from vancomycin/pip-tazo and ACE inhibitor.",
              "Hold lisinopril and metformin. Avoid NSAIDs and further contrast.",
              "Change vancomycin/piperacillin-tazobactam to cefepime if ongoing coverage needed, renally dosed.",
              "No indication for dialysis at present. Daily BMP, strict I/O.",
              "Renal clinic with {cons} 2 weeks after discharge."],
    ),
    dict(
        svc="Psychiatry (Consultation-Liaison)", reason="Decision-making capacity regarding discharge plan",
        hpi="{pt} is {intro} with vascular dementia admitted for a UTI and delirium, now medically ready for "
            "discharge. PT recommends placement at a skilled nursing facility; {he} insists on returning "
            "home alone to {his} house in {city}. {fam} (health care proxy) is worried about falls and "
            "the stove being left on. Two falls since {hol}.",
        exam="Pleasant, fidgety, oriented to person and hospital but not date. MoCA 16/30 (missed delayed recall "
             "5/5, clock drawing). Cannot describe how {he} would manage medications or get help after a fall.",
        data="TSH, B12 normal. CT head {d0}: chronic small vessel ischemic change.",
        recs=["The patient currently lacks capacity for this specific decision: cannot appreciate the risks or "
              "reason about alternatives.", "Recommend the health care proxy act as surrogate decision-maker.",
              "Delirium precautions; melatonin 3 mg nightly. Avoid benzodiazepines and diphenhydramine.",
              "Reassess capacity if mental status improves. Psychiatry will follow."],
    ),
    dict(
        svc="Palliative Care", reason="Goals of care, metastatic pancreatic adenocarcinoma",
        hpi="{pt} is {intro} with metastatic pancreatic adenocarcinoma (diagnosed {my}, liver and peritoneal "
            "metastases) on second-line chemotherapy with {onc}, admitted {d0} with malignant bowel obstruction "
            "and uncontrolled pain. Family meeting held {d1} at 1400 with the patient, {fam}, {fam2}, "
            "chaplain {chap} and the primary team.",
        exam="Cachectic, uncomfortable. Abdomen distended, diffusely tender. PPS 40%.",
        data="Albumin 2.1. CT {d0}: progression of hepatic metastases, new ascites.",
        recs=["Patient voiced that {his} priority is to be at home with family and comfortable. DNR/DNI "
              "confirmed; MOLST completed.", "Hydromorphone PCA basal 0.2 mg/h, demand 0.3 mg q10min; "
              "transition to methadone when taking PO.", "Venting G-tube discussed with IR.",
              "Home hospice referral to {hospice}; intake nurse to visit {d3}.",
              "Chaplaincy and social work following. Palliative team pager {pager}."],
    ),
    dict(
        svc="Gastroenterology", reason="Iron-deficiency anemia with heme-positive stool",
        hpi="{pt} is {intro} referred from the medicine service for iron-deficiency anemia (Hgb 8.1, ferritin 6) "
            "found on labs drawn by {pcp} in {my}. Reports fatigue and dyspnea on exertion. No overt bleeding. "
            "Last colonoscopy in {y3} at {osh} showed two small tubular adenomas; surveillance was overdue. "
            "Takes aspirin 81 mg daily. {His} father had colon cancer diagnosed at {agedx}.",
        exam="Conjunctival pallor. Abdomen soft, nontender, no masses. Rectal: brown stool, guaiac positive.",
        data="Hgb 8.1, MCV 71, ferritin 6, TSAT 4%. Celiac serology pending.",
        recs=["Bidirectional endoscopy (EGD and colonoscopy), scheduled for {d2}; split-dose bowel prep.",
              "Clear liquid diet the day before, NPO after midnight.", "IV iron sucrose 200 mg x 5 doses.",
              "Hold aspirin unless a strong cardiac indication.", "We will follow up biopsy results."],
    ),
    dict(
        svc="Endocrinology", reason="Steroid-induced hyperglycemia",
        hpi="{pt} is {intro} with type 2 diabetes (A1c 7.8% in {my}) on metformin alone, admitted with a "
            "COPD exacerbation and started on prednisone 40 mg daily on {d0}. Afternoon and evening "
            "glucose readings have been 280-390 mg/dL since {d1}.",
        exam="Cushingoid features absent. Feet: monofilament sensation decreased bilaterally.",
        data="Fingersticks: fasting 140s, pre-lunch 220s, pre-dinner 330s, bedtime 360s. Cr 0.9.",
        recs=["Add NPH 14 units with the morning prednisone dose (0.1 units/kg per 10 mg prednisone).",
              "Continue lispro correction scale with meals; reduce NPH as prednisone tapers.",
              "Metformin may continue. Diabetes education before discharge.",
              "Endocrine clinic follow-up with {cons} in 4-6 weeks."],
    ),
    dict(
        svc="Hematology", reason="Thrombocytopenia on heparin",
        hpi="{pt} is {intro} post-op day 7 from CABG at {hosp}, on heparin subcut since surgery, whose platelet "
            "count fell from 228 on {dm6} to 71 today. New painful swelling of the left leg on {d0}.",
        exam="Left calf swollen and tender. No petechiae. Sternal wound clean.",
        data="Plt 228 to 71 (69% drop). 4T score 7 (high). PF4/heparin ELISA OD 1.9; SRA sent. LLE duplex: "
             "occlusive left femoral DVT.",
        recs=["High probability of heparin-induced thrombocytopenia with thrombosis.",
              "Stop all heparin including flushes; add HIT to the allergy list.",
              "Start argatroban 1 mcg/kg/min, titrate to aPTT 1.5-3x baseline.",
              "Do not start warfarin until platelets over 150K; overlap at least 5 days.",
              "Hematology will follow; {cons} is available at pager {pager}."],
    ),
    dict(
        svc="Neurology", reason="First unprovoked seizure",
        hpi="{pt} is {intro} with no prior neurologic history who had a witnessed generalized tonic-clonic "
            "seizure at work at {org} on {d0} at approximately 1015, lasting 2 minutes per a coworker, "
            "with tongue biting and urinary incontinence and 20 minutes of postictal confusion. Sleep-deprived "
            "after night shifts. No alcohol or drug use.",
        exam="Awake, alert, fluent. Left lateral tongue laceration. Nonfocal exam. Normal gait; Romberg negative.",
        data="CT head {d0} negative. MRI brain {d1}: no structural lesion. Routine EEG {d1}: left temporal sharp waves.",
        recs=["Given epileptiform discharges on EEG, recurrence risk is elevated; start levetiracetam 500 mg BID.",
              "Seizure precautions. No driving for 6 months per {state} law; patient counseled and "
              "understands.", "Outpatient neurology follow-up with {cons} in 6 weeks.",
              "Counseled on sleep hygiene and avoiding alcohol."],
    ),
]


CONSULT_AGE = {"Cardiology": (62, 95), "Infectious Diseases": (30, 85), "Nephrology": (40, 90),
               "Psychiatry (Consultation-Liaison)": (70, 98), "Palliative Care": (45, 90),
               "Gastroenterology": (45, 90), "Endocrinology": (45, 85), "Hematology": (50, 85),
               "Neurology": (18, 60)}


def consultation(c):
    cs = c.pick(CONSULTS)
    c.ensure_age(*CONSULT_AGE[cs["svc"]])
    cons, req = c.cons_doc(), c.att_doc()
    extra = {
        "dial": lambda: c.H(c._cache("_dial", lambda: c.hospital_name("dialysis"))),
        "fam2": lambda: c.fam_phrase("sibling"),
        "chap": lambda: c.D(c._cache("_chap", lambda: c.new_doc("chap")), c.pick(["full", "first"])),
        "hospice": lambda: T("HOSPITAL", c._cache("_hospice", lambda: "%s Hospice" % c.pick(
            ["Riverside", "Hope", "Serenity", "Compassus Valley", "Good Shepherd"]))),
        "pager": lambda: T("PHONE", c.pager()),
        "onc": lambda: c.D(c._cache("_onc", lambda: c.new_doc("md")), c.pick(["dr_last", "dr_full"])),
        "state": lambda: T("STATE", c.addr["stname"]) if c.loc != "UK" else T("COUNTRY", "UK"),
    }
    out = []
    out.append(c.pick(["CONSULTATION NOTE", "%s Consultation" % cs["svc"], "INPATIENT CONSULT - %s" % cs["svc"].upper()]))
    out.append(c.H())
    out.append("")
    out.append(G.patient_header(c, extra_dates=[("Date of consultation", c.day(min(2, c.los), kind="head"))]))
    out.append("Location: %s, room %s" % (c.ward_bare(), c.fill("{rm}")))
    out.append("Requesting physician: %s (%s)" % (c.D(req, c.pick(["dr_full", "full_cred", "lf_cred"])),
                                                  c.pick(["Hospital Medicine", "Orthopedic Surgery", "General Surgery",
                                                          "Internal Medicine"])))
    out.append("Consultant: %s" % c.D(cons, "full_cred"))
    out.append("Reason for consultation: %s" % cs["reason"])
    out.append("")
    out.append(c.pick([
        "Thank you for asking us to see %s, whom we saw at the request of %s." % (c.PT(), c.D(req, "dr_last")),
        "Thank you %s for this kind referral." % c.D(req, "dr_last"),
        "We were asked by %s to evaluate this patient." % c.D(req),
    ]))
    out.append("")
    out.append("HISTORY OF PRESENT ILLNESS:")
    out.append(c.fill(cs["hpi"], extra))
    out.append("")
    out.append("PAST MEDICAL HISTORY: %s" % c.pick(["As above. Also hypertension, hyperlipidemia.",
                                                    "As per HPI; osteoarthritis, GERD, BPH.",
                                                    "Hypothyroidism, depression, as above."]))
    out.append("MEDICATIONS: " + "; ".join(c.fill(m) for m in G.home_meds(c, c.ri(3, 6))))
    out.append("ALLERGIES: " + c.pick(K.ALLERGIES))
    out.append("SOCIAL HISTORY: " + G.social_history(c))
    out.append("FAMILY HISTORY: " + G.family_history(c))
    out.append("")
    out.append("EXAM: " + K.vitals(c, short=True) + ". " + c.fill(cs["exam"], extra))
    out.append("")
    out.append("DATA: " + c.fill(cs["data"], extra))
    out.append("")
    out.append("IMPRESSION AND RECOMMENDATIONS:")
    out.append("%s is %s seen for %s." % (c.PT(), c.intro(), G.lc(cs["reason"])))
    for i, r in enumerate(cs["recs"]):
        out.append("%d. %s" % (i + 1, c.fill(r, extra)))
    out.append("")
    out.append(c.pick([
        "Discussed with %s (primary team) at %s." % (c.D(req, "dr_last"), c.pick(["1530", "11:45", "0910", "4:20 PM"])),
        "Recommendations communicated to %s by secure chat." % c.D(req),
        "Discussed with the patient and %s at bedside." % c.fam_phrase(c.main_fam_kind(), "the patient's")]))
    out.append("")
    out.append("%s\n%s Consult Service, pager %s" % (c.D(cons, c.pick(["full_cred", "fml_cred"])), cs["svc"], T("PHONE", c.pager())))
    if c.chance(0.5):
        fel = c.new_doc("res")
        out.append("Seen with fellow %s." % c.D(fel, c.pick(["dr_full", "full_cred"])))
    if c.chance(0.4):
        out.append(G.esign(c, cons, c.d0 + dt.timedelta(days=min(2, c.los))))
    return "\n".join(out)


# ---------------------------------------------------------------------------
EDS = [
    dict(
        key="cp", cc="Chest pain",
        hpi="{pt} is {intro} with hypertension and hyperlipidemia who presents with 2 hours of left-sided "
            "chest tightness that began at rest while watching television around 1900, nonradiating, 5/10, "
            "without diaphoresis. Similar episode on {dm3} that resolved spontaneously. Father had an MI at "
            "{agefa}. {He} ran out of amlodipine last week.",
        exam="Well-appearing. RRR, no murmurs, rubs or gallops. Chest wall nontender. Lungs clear. No leg edema.",
        mdm="ECG NSR 82 without ischemic changes. Troponin I < 0.01 at 2010 and < 0.01 at 2310. CXR clear. "
            "HEART score 3 (low risk). Differential includes ACS, PE (PERC negative), aortic dissection "
            "(low suspicion, equal pulses), GERD and musculoskeletal pain.",
        dx="Chest pain, low risk; likely noncardiac",
        dispo="home", plan="Outpatient stress test within 72 hours, arranged with {cardclinic}. Restart amlodipine.",
    ),
    dict(
        key="mvc", cc="Motor vehicle collision",
        hpi="{pt} is {intro}, restrained driver of a sedan struck on the driver's side at about 35 mph at an "
            "intersection in {city} at 1640. Airbags deployed. No loss of consciousness. Self-extricated and "
            "ambulatory at the scene. Complains of left chest wall and neck pain. Brought by {ems} in a "
            "cervical collar. Officer {officer} of the {pd} was at bedside for the crash report (report "
            "no. {report}); vehicle plate {plate}, VIN {vin}. Driver's license {dl} "
            "used for registration.",
        exam="GCS 15. C-spine midline tenderness at C6. Seatbelt sign absent. Left lateral chest wall tender, "
             "no crepitus. Abdomen soft, FAST negative. Pelvis stable. Moves all extremities.",
        mdm="CT head and cervical spine: no acute fracture or hemorrhage. CXR and rib series: nondisplaced left "
            "6th rib fracture, no pneumothorax. Cervical collar cleared clinically after CT using NEXUS.",
        dx="Motor vehicle collision; closed fracture of one left rib; cervical strain",
        dispo="home", plan="Incentive spirometer, ibuprofen and acetaminophen. Return for shortness of breath.",
    ),
    dict(
        key="fall", cc="Fall with head strike on anticoagulation",
        hpi="{pt} is {intro} with atrial fibrillation on warfarin, from {snf}, who was found on the floor of "
            "{his} room by staff at 0545 after an unwitnessed fall. Small occipital hematoma. At baseline "
            "per facility nurse {fnurse} ({fphone}). {fam} met {him} in the department.",
        exam="Glasgow Coma Scale 15. 3 cm occipital hematoma. Pupils equal and reactive. No midline spinal "
             "tenderness. Full painless range of motion of both hips.",
        mdm="INR 2.8. CT head without contrast: no intracranial hemorrhage. CT C-spine: degenerative change only. "
            "Observed 6 hours with repeat neuro checks unchanged. Orthostatic vitals negative.",
        dx="Fall with minor head injury, on anticoagulation; no intracranial hemorrhage",
        dispo="snf", plan="Return to facility; neuro checks q4h overnight. Physical therapy to evaluate for walker.",
    ),
    dict(
        key="appy", cc="Right lower quadrant abdominal pain",
        hpi="{pt} is {intro} with periumbilical pain since the evening of {dm1}, migrating to the right lower "
            "quadrant, with anorexia and one episode of emesis. Tmax 100.8 F at home. No urinary symptoms.",
        exam="Uncomfortable, lying still. RLQ tenderness at McBurney's point with rebound and guarding. "
             "Positive Rovsing sign. No CVA tenderness.",
        mdm="WBC 15.1 with left shift. UA bland. CT abdomen/pelvis with contrast: dilated 11 mm appendix with "
            "periappendiceal stranding, no perforation or abscess. Alvarado score 8.",
        dx="Acute appendicitis",
        dispo="admit", plan="NPO, IV fluids, ceftriaxone and metronidazole. General surgery (Dr. on call) "
                            "evaluated and plans laparoscopic appendectomy tonight.",
    ),
    dict(
        key="bite", cc="Dog bite to right hand",
        hpi="{pt} is {intro} who was bitten on the dorsum of the right hand by a neighbor's dog at about 1300 "
            "today. The owner, {owner}, of {owneraddr}, reports the dog is up to date on rabies vaccination. "
            "Last tetanus booster in {y3}. Right-hand dominant; {he} {work}.",
        exam="Two puncture wounds and a 2.5 cm linear laceration over the 3rd MCP joint. Full extensor "
             "function, no tendon exposure. Sensation intact. Cap refill < 2 s.",
        mdm="X-ray right hand: no fracture or foreign body. Wound irrigated with 500 mL saline. Laceration "
            "loosely approximated with two 4-0 nylon sutures. Tdap given. Rabies PEP not indicated.",
        dx="Dog bite of the right hand with laceration",
        dispo="home", plan="Amoxicillin-clavulanate 875/125 mg BID x 5 days. Wound check in 48 hours. Suture removal in 10 days.",
    ),
    dict(
        key="asthma", cc="Shortness of breath, wheezing",
        hpi="{pt} is {intro} with asthma (one prior intubation in {y3}) with 2 days of wheezing after a "
            "viral URI, using albuterol every 2 hours since last night. Peak flow at home 180 (personal best "
            "420). Works as {prof_a}.",
        exam="Speaking in phrases. Diffuse expiratory wheezes, moderate accessory muscle use. SpO2 93% RA.",
        mdm="Three DuoNebs, methylprednisolone 125 mg IV and magnesium 2 g IV. Peak flow improved to 330. "
            "Ambulatory SpO2 96%. No CXR infiltrate.",
        dx="Moderate asthma exacerbation",
        dispo="home", plan="Prednisone 40 mg daily x 5 days, start budesonide-formoterol. Follow up with PCP within 1 week.",
    ),
    dict(
        key="stone", cc="Left flank pain",
        hpi="{pt} is {intro} with sudden severe colicky left flank pain radiating to the groin since 0400, with "
            "nausea and gross hematuria. Prior kidney stone in {y2}.",
        exam="Writhing in pain. Left CVA tenderness. Abdomen soft.",
        mdm="UA: large blood, no nitrite or leukocyte esterase. Cr 1.0. CT stone protocol: 5 mm left UVJ "
            "stone with mild hydronephrosis. Pain controlled with ketorolac 15 mg IV and ondansetron.",
        dx="Left ureterolithiasis",
        dispo="home", plan="Tamsulosin 0.4 mg daily, ibuprofen, strain urine. Urology follow-up with {uro}.",
    ),
    dict(
        key="anaph", cc="Allergic reaction",
        hpi="{pt} is {intro} with known peanut allergy who ate a sauce at {restaurant} at 2015 and developed "
            "lip swelling, hives and throat tightness within 10 minutes. Friend {friend} gave "
            "epinephrine auto-injector at 2030. Arrived by EMS at 2052.",
        exam="Diffuse urticaria, mild lip angioedema, no stridor. Scattered wheezes.",
        mdm="Anaphylaxis. Epinephrine 0.3 mg IM repeated once at 2100, diphenhydramine, famotidine, "
            "methylprednisolone. Observed 6 hours without biphasic reaction.",
        dx="Anaphylaxis due to peanut ingestion",
        dispo="home", plan="Two epinephrine auto-injectors prescribed. Allergy referral. Action plan reviewed.",
    ),
    dict(
        key="syncope", cc="Passed out",
        hpi="{pt} is {intro} who had a brief loss of consciousness while standing during a service at "
            "{church} this morning, preceded by warmth, nausea and tunnel vision. Witnessed by {friend}, "
            "who reports about 10 seconds of unresponsiveness without jerking. Back to baseline immediately.",
        exam="Orthostatic: HR 72 to 96, BP 124/78 to 102/64 on standing. Normal cardiac exam without murmur.",
        mdm="ECG sinus rhythm, normal intervals, no Brugada pattern or pre-excitation. Hgb normal. San "
            "Francisco Syncope Rule negative. Likely vasovagal with orthostasis from poor oral intake.",
        dx="Vasovagal syncope",
        dispo="home", plan="Hydration, counterpressure maneuvers. Return for exertional syncope or palpitations.",
    ),
    dict(
        key="etoh", cc="Alcohol withdrawal",
        hpi="{pt} is {intro} with alcohol use disorder (about a fifth of vodka daily) whose last drink was at "
            "about 2200 on {dm1}. Presents with tremor, sweats and anxiety. History of withdrawal seizure in "
            "{y2}. Staying at {shelter}.",
        exam="Tremulous, diaphoretic, tachycardic 118. Oriented x3. No hallucinations. CIWA-Ar 19.",
        mdm="Ethanol level undetectable. Mg 1.4, K 3.2. Lipase normal. Given phenobarbital load, thiamine "
            "500 mg IV, folate and electrolyte repletion.",
        dx="Alcohol withdrawal syndrome with history of withdrawal seizure",
        dispo="admit", plan="Admit to step-down for CIWA-guided therapy. Social work consult.",
    ),
    dict(
        key="ha", cc="Worst headache of life",
        hpi="{pt} is {intro} with sudden-onset occipital headache at 1530 while lifting boxes at home, maximal "
            "within a minute, with nausea. No prior similar headaches. {fam} drove {him} in.",
        exam="Uncomfortable. No meningismus. Neuro exam nonfocal. Fundi without papilledema.",
        mdm="CT head at 4.5 hours from onset: no hemorrhage. LP: opening pressure 17, tube 1 RBC 12, tube 4 "
            "RBC 8, no xanthochromia. Subarachnoid hemorrhage ruled out. Headache improved with "
            "metoclopramide and acetaminophen.",
        dx="Thunderclap headache; subarachnoid hemorrhage excluded",
        dispo="home", plan="Neurology clinic referral. Return for recurrence, weakness or confusion.",
    ),
]


def ed_note(c):
    e = c.pick(EDS)
    c.ensure_age(*{"fall": (65, 99), "cp": (35, 80), "stone": (20, 75), "etoh": (25, 70), "asthma": (18, 60)}.get(e["key"], (18, 90)))
    attd = c.new_doc("md")
    mid = c.new_doc(c.pick(["res", "pa", "np"]))
    arrival = c.d0
    t_arr = "%02d:%02d" % (c.ri(0, 23), c.ri(0, 59))
    neighbor = c.fam("neighbour")
    extra = {
        "ems": lambda: c.pick(["EMS", "%s EMS" % c.city(), T("ORGANIZATION", c.pick(["Tri-County Ambulance",
                                                                                 "Rapid Response Ambulance Service",
                                                                                 "Metro Medic Transport"]))])
        if c.loc == "US" else c.pick(["ambulance", "paramedics", "road ambulance"]),
        "officer": lambda: T("FAMILY", c._cache("_off", lambda: c.person(middle_p=0)).last),
        "pd": lambda: T("ORGANIZATION", c._cache("_pd", lambda: {
            "US": "%s Police Department" % c.addr["city"], "CA": "%s Police Service" % c.addr["city"],
            "UK": "%s Police" % c.addr["st"], "AU": "%s Police" % c.addr["stname"]}[c.loc])),
        "report": lambda: T("IDNUM", c._cache("_rep", lambda: "%d-%s" % (c.d0.year, c.digits(6)))),
        "plate": lambda: T("VEHICLE", c._cache("_plate", c.plate)),
        "vin": lambda: T("VEHICLE", c._cache("_vin", c.vin)),
        "dl": lambda: T("LICENSE", c.drivers_license()),
        "fnurse": lambda: c.D(c._cache("_fn", lambda: c.new_doc("rn")), "full_cred"),
        "fphone": lambda: c.Ph(),
        "owner": lambda: c.F(neighbor, "full"),
        "owneraddr": lambda: T("STREET", c._cache("_ownst", lambda: c.street())),
        "restaurant": lambda: T("ORGANIZATION", c._cache("_rest", lambda: "%s %s" % (c.pick(
            ["Golden", "Lucky", "Blue", "Little", "Saffron"]), c.pick(["Dragon", "Bowl", "Kitchen", "Bistro", "Thai House"])))),
        "friend": lambda: c.F(c.fam("friend"), "full"),
        "church": lambda: T("ORGANIZATION", c._cache("_church", lambda: "St. %s Catholic Church" % c.pick(
            ["Agnes", "Luke", "Bernadette", "Gerard"]) if c.chance(0.5) else "%s Baptist Church" % c.pick(["Mount Zion", "Greater Hope", "New Life"]))),
        "shelter": lambda: T("ORGANIZATION", c._cache("_shelter", lambda: c.pick(
            ["Harbor Light Center", "Safe Haven Men's Shelter", "Hope House", "St. Vincent Shelter"]))),
        "uro": lambda: c.D(c.new_doc("md"), "dr_full"),
        "cardclinic": lambda: c.H(c.clinic_name()),
        "agefa": lambda: T("AGE", c.ri(44, 62)),
    }
    out = []
    out.append(c.pick(["EMERGENCY DEPARTMENT PHYSICIAN NOTE", "ED Provider Note", "Emergency Department Record",
                       "EMERGENCY MEDICINE - PHYSICIAN DOCUMENTATION"]))
    out.append("%s Emergency Department" % c.H())
    out.append("")
    out.append(G.patient_header(c, extra_dates=[("Arrival", "%s %s" % (c.dt(arrival, kind="head"), t_arr))]))
    rl, rn_ = c.pick([("ED ", c.ri(1, 40)), ("Trauma ", c.ri(1, 3)), ("Hall bed ", c.ri(1, 12)),
                      ("Resus ", c.ri(1, 4)), ("", c.ri(1, 48)), ("Pod B, bed ", c.ri(1, 12))])
    out.append("Mode of arrival: %s    Triage: ESI %d    Room: %s%s" % (
        c.pick(["ambulance", "private vehicle", "walk-in", "police"]), c.ri(2, 4), rl, T("LOCATION_OTHER", rn_)))
    out.append("PCP: %s" % c.pick([c.D(c.pcp_doc()), "none; given list of clinics accepting new patients"]))
    out.append("Attending: %s    %s: %s" % (c.D(attd, "dr_full"), {"res": "Resident", "pa": "PA", "np": "NP"}[mid.role],
                                          c.D(mid, "full_cred")))
    scribe = None
    if c.chance(0.4):
        scribe = c.new_doc("scribe")
        out.append("Scribe: %s" % c.D(scribe, "full"))
    out.append("")
    out.append("CHIEF COMPLAINT: %s" % e["cc"])
    out.append("")
    out.append("HPI: " + c.fill(e["hpi"], extra))
    if c.chance(0.35):
        f = c.fam(c.main_fam_kind())
        out.append('Per %s at bedside: "%s"' % (f.relation, c.pick([
            "%s has not been %sself since %s" % (c.he, c.him if c.pt.sex == "M" else "her", c.dt(c.d0 - dt.timedelta(days=c.ri(1, 4)), style="wd")),
            "i told %s to come in yesterday" % c.him,
            "we came straight from %s" % c.pick(["work", "church", "the airport"]),
        ])))
    out.append("")
    out.append("ROS: Negative except as per HPI.")
    out.append("PMH: %s" % c.pick(["Hypertension, hyperlipidemia.", "Asthma.", "None.", "Type 2 DM, GERD, depression.",
                                   "AF on warfarin, CKD 3, OA."]))
    out.append("Medications: " + "; ".join(c.fill(m) for m in G.home_meds(c, c.ri(1, 4))))
    out.append("Allergies: " + c.pick(K.ALLERGIES))
    out.append("Social: " + c.pick([
        "Lives with %s in %s. %s" % (c.fam_phrase(), c.city(), c.fill(c.pick(K.SOCIAL_SUBST))),
        c.fill(c.pick(K.SOCIAL_SUBST)),
        ("Works as %s %s." % (c.article(c.pt_prof()), T("PROFESSION", c.pt_prof()))) if c.pt.age < 68
        else "Retired %s. Lives with %s." % (T("PROFESSION", c.pt_prof()), c.fam_phrase()),
    ]))
    out.append("")
    out.append("PHYSICAL EXAM:")
    out.append("Vitals at %s: %s" % (t_arr, K.vitals(c, sick=c.chance(0.4), short=True)))
    out.append(e["exam"])
    out.append("")
    out.append("MDM / ED COURSE:")
    out.append(c.fill(e["mdm"], extra))
    h = int(t_arr[:2])
    out.append("%02d%02d - Reassessed, %s." % ((h + 2) % 24, c.ri(0, 59), c.pick(["pain improved to 3/10", "resting comfortably",
                                                                                  "tolerating PO", "ambulating without difficulty"])))
    if e["dispo"] == "admit":
        hosp_doc = c.new_doc("md")
        out.append("%02d%02d - Discussed with %s (%s), who accepts for admission." % (
            (h + 3) % 24, c.ri(0, 59), c.D(hosp_doc), c.pick(["hospitalist", "surgery", "MICU"])))
    out.append("")
    out.append("CLINICAL IMPRESSION: %s" % e["dx"])
    out.append("")
    if e["dispo"] == "home":
        out.append("DISPOSITION: Discharged home%s at %02d:%02d in stable condition. %s" % (
            c.pick(["", " with %s" % c.fam_phrase(c.main_fam_kind())]), (h + 4) % 24, c.ri(0, 59), c.fill(e["plan"], extra)))
    elif e["dispo"] == "snf":
        out.append("DISPOSITION: Returned to %s by ambulance. Report called to %s. %s" % (
            c.H(c.snf_name()), c.Ph(), c.fill(e["plan"], extra)))
    else:
        out.append("DISPOSITION: Admitted to %s. %s" % (c.pick(["medicine", "surgery", "step-down"]), c.fill(e["plan"], extra)))
    out.append("")
    if scribe:
        out.append("Scribe attestation: I, %s, am scribing for and in the presence of %s." % (
            c.D(scribe, "full"), c.D(attd, "dr_full")))
        out.append("Provider attestation: I, %s, personally performed the services described in this "
                   "documentation as scribed by %s, and it is accurate and complete." % (c.D(attd, "dr_full"), c.D(scribe, "full")))
    else:
        out.append("I personally evaluated the patient with %s and agree with the above. %s" % (
            c.D(mid, c.pick(["last", "full"])) if mid.role != "res" else c.D(mid, "dr_last"), c.D(attd, "full_cred")))
    out.append(G.esign(c, attd, c.d0))
    return "\n".join(out)
