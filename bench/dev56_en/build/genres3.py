"""Genres 6-8: radiology reports, emergency department records, outpatient
clinic follow-up letters."""
import datetime as dt
import re

import blocks as B
import clinical as C
import fake
import pools
from seg import P
from tpl import T

# ------------------------------------------------------------ radiology
EXAMS = [
    dict(name="CHEST, 2 VIEWS (PA AND LATERAL)", mod="XR", hx=["shortness of breath", "cough and fever", "CHF, follow-up effusions"],
         tech="PA and lateral radiographs of the chest.",
         find=["Heart size is mildly enlarged. Mediastinal contours are unremarkable. There is interstitial prominence with "
               "Kerley B lines and small bilateral pleural effusions, right greater than left. No pneumothorax. "
               "Median sternotomy wires are intact. A left chest wall dual-chamber pacemaker is present with leads in "
               "the right atrium and right ventricle.",
               "Right lower lobe airspace opacity obscuring the right hemidiaphragm. No effusion or pneumothorax. "
               "Cardiomediastinal silhouette within normal limits. Degenerative changes of the thoracic spine.",
               "Lungs are clear. No focal consolidation, effusion or pneumothorax. Heart size normal. "
               "Right internal jugular central venous catheter tip projects over the cavoatrial junction. "
               "A Swan-Ganz catheter has been removed since the prior exam."],
         imp=["Mild pulmonary edema with small bilateral effusions.", "Right lower lobe pneumonia. Recommend follow-up "
              "radiographs in 6-8 weeks to document resolution.", "No acute cardiopulmonary process."]),
    dict(name="CT HEAD WITHOUT CONTRAST", mod="CT", hx=["fall, on anticoagulation", "headache and confusion", "stroke alert, left-sided weakness"],
         tech="Axial noncontrast CT images of the head with coronal and sagittal reformats. DLP 912 mGy-cm.",
         find=["No acute intracranial hemorrhage, mass effect or midline shift. Gray-white differentiation is preserved. "
               "Moderate periventricular white matter hypoattenuation, likely chronic small vessel ischemic disease. "
               "Ventricles and sulci are prominent, consistent with age-related volume loss. Left frontal scalp hematoma "
               "without underlying fracture. Mastoid air cells are clear.",
               "Acute 9 mm right frontal subdural hematoma with 3 mm leftward midline shift. No intraventricular extension. "
               "Basal cisterns patent.",
               "Hyperdense right MCA sign. Loss of gray-white differentiation in the right insular ribbon. ASPECTS 8. "
               "No hemorrhage."],
         imp=["No acute intracranial abnormality. Chronic microvascular ischemic change.",
              "Acute right subdural hematoma with mild mass effect. Neurosurgery notified.",
              "Findings suspicious for early right MCA territory infarct. No hemorrhage."]),
    dict(name="CT ABDOMEN AND PELVIS WITH IV CONTRAST", mod="CT", hx=["right lower quadrant pain", "abdominal pain, vomiting", "weight loss, anemia"],
         tech="Helical CT through the abdomen and pelvis after 100 mL Omnipaque 350 IV. Oral contrast was not given.",
         find=["The appendix is dilated to 13 mm with periappendiceal fat stranding and an appendicolith at its base. "
               "No abscess or free air. Liver, spleen, pancreas and adrenal glands are normal. Gallbladder is unremarkable. "
               "Kidneys enhance symmetrically; a 2.1 cm simple cyst in the left kidney (Bosniak I). Small hiatal hernia.",
               "Multiple dilated loops of small bowel up to 3.8 cm with a transition point in the right lower quadrant; "
               "distal small bowel is decompressed. No closed loop, pneumatosis or free air. Small volume ascites in Morison's pouch.",
               "Irregular circumferential wall thickening of the sigmoid colon over 5 cm with adjacent lymph nodes up to 1.3 cm. "
               "Two hypoenhancing hepatic lesions measuring 1.8 cm and 2.4 cm, suspicious for metastases. Schmorl's node at L2."],
         imp=["Acute uncomplicated appendicitis.", "Small bowel obstruction with transition point in the right lower quadrant.",
              "Sigmoid colon mass with regional adenopathy and probable hepatic metastases. Recommend colonoscopy and tissue sampling."]),
    dict(name="CT ANGIOGRAPHY CHEST (PE PROTOCOL)", mod="CT", hx=["pleuritic chest pain, tachycardia", "hypoxia, elevated D-dimer"],
         tech="CTA of the chest with 75 mL Isovue 370 timed to the pulmonary arteries.",
         find=["Filling defects in the right lower lobe segmental and left upper lobe subsegmental pulmonary arteries. "
               "RV/LV ratio 0.9. No pleural effusion. Small peripheral wedge-shaped opacity in the right lower lobe, possible infarct. "
               "A 5 mm solid nodule in the right upper lobe.",
               "No pulmonary embolism to the subsegmental level. Mild centrilobular emphysema. No consolidation."],
         imp=["Acute bilateral pulmonary emboli without CT evidence of right heart strain. 5 mm RUL nodule; per Fleischner Society "
              "guidelines, optional CT at 12 months if high risk.", "No pulmonary embolism."]),
    dict(name="MRI LUMBAR SPINE WITHOUT CONTRAST", mod="MR", hx=["low back pain radiating to the left leg", "neurogenic claudication"],
         tech="Sagittal T1, T2 and STIR and axial T1 and T2 images of the lumbar spine.",
         find=["Five lumbar-type vertebral bodies. Conus terminates at L1. L4-L5: broad-based disc bulge and facet hypertrophy "
               "with severe central canal stenosis and moderate bilateral foraminal narrowing. L5-S1: left paracentral disc "
               "extrusion contacting the traversing left S1 nerve root. Modic type 1 endplate change at L5-S1. Tarlov cyst at S2.",
               "Mild multilevel degenerative disc disease without significant canal or foraminal stenosis. No fracture."],
         imp=["Severe L4-L5 central canal stenosis. Left paracentral L5-S1 extrusion contacting the left S1 root.",
              "Mild degenerative change without stenosis."]),
    dict(name="ULTRASOUND RIGHT UPPER QUADRANT", mod="US", hx=["RUQ pain, elevated LFTs", "epigastric pain, nausea"],
         tech="Grayscale and color Doppler sonography of the right upper quadrant.",
         find=["Multiple mobile shadowing gallstones, the largest 1.6 cm. Gallbladder wall thickened to 5 mm with pericholecystic "
               "fluid. Sonographic Murphy's sign positive. Common bile duct 5 mm. Liver normal in echotexture. Main portal vein "
               "hepatopetal.",
               "Gallbladder is normal without stones or wall thickening. Sonographic Murphy's sign negative. Increased hepatic "
               "echogenicity consistent with steatosis."],
         imp=["Acute calculous cholecystitis.", "Hepatic steatosis. Normal gallbladder."]),
    dict(name="BILATERAL LOWER EXTREMITY VENOUS DUPLEX", mod="US", hx=["left calf swelling", "leg pain after long flight"],
         tech="Compression and color Doppler imaging of the deep veins of both lower extremities.",
         find=["Noncompressible left popliteal and posterior tibial veins with intraluminal echogenic thrombus. Right deep veins "
               "compress normally with phasic flow. 3 cm Baker's cyst in the left popliteal fossa.",
               "All visualized deep veins are fully compressible with normal augmentation. No Baker's cyst."],
         imp=["Acute deep venous thrombosis of the left popliteal and posterior tibial veins.", "No DVT in either lower extremity."]),
    dict(name="SCREENING BILATERAL DIGITAL MAMMOGRAM WITH TOMOSYNTHESIS", mod="MG", hx=["annual screening", "screening, family history of breast cancer"],
         tech="Standard CC and MLO views with digital breast tomosynthesis. Computer-aided detection was used.",
         find=["The breasts are heterogeneously dense, which may obscure small masses (ACR density C). No suspicious mass, "
               "calcification or architectural distortion. Stable benign-appearing calcifications in the left upper outer quadrant.",
               "Scattered fibroglandular density. A new 8 mm spiculated mass in the right breast at 10 o'clock, 6 cm from the nipple."],
         imp=["BI-RADS 2: Benign. Recommend routine annual screening.", "BI-RADS 0: Incomplete. Recommend diagnostic mammogram and "
              "right breast ultrasound."]),
    dict(name="LOW-DOSE CT CHEST FOR LUNG CANCER SCREENING", mod="CT", hx=["lung cancer screening, 40 pack-year smoker"],
         tech="Low-dose noncontrast CT of the chest. CTDIvol 1.4 mGy.",
         find=["Moderate centrilobular emphysema. 4 mm solid nodule in the left lower lobe, unchanged. Coronary artery "
               "calcifications, moderate. No lymphadenopathy.",
               "New 9 mm part-solid nodule in the right upper lobe with a 5 mm solid component. Emphysema."],
         imp=["Lung-RADS 2: benign appearance. Continue annual screening in 12 months.",
              "Lung-RADS 4A. Recommend PET/CT or 3-month low-dose CT."]),
    dict(name="XR LEFT HIP AND PELVIS", mod="XR", hx=["fall, left hip pain, unable to bear weight", "hip pain"],
         tech="AP pelvis and two views of the left hip.",
         find=["Displaced intertrochanteric fracture of the left femur with varus angulation. No dislocation. Osteopenia. "
               "Degenerative changes of the lower lumbar spine and both sacroiliac joints.",
               "Interval cephalomedullary nail fixation of the left intertrochanteric fracture in near-anatomic alignment. "
               "No hardware complication."],
         imp=["Displaced left intertrochanteric femur fracture.", "Postoperative changes, alignment maintained."]),
    dict(name="MRI BRAIN WITH AND WITHOUT CONTRAST", mod="MR", hx=["new seizure", "stroke follow-up", "headaches, papilledema"],
         tech="Multiplanar multisequence MRI of the brain before and after 7 mL gadobutrol.",
         find=["Restricted diffusion in the right corona radiata and posterior insula with corresponding FLAIR hyperintensity, "
               "consistent with acute infarct. No hemorrhage on SWI. No enhancing lesion. Flow voids preserved.",
               "A 2.3 cm enhancing extra-axial mass along the left frontal convexity with a dural tail, most consistent with "
               "meningioma. Mild adjacent edema. No midline shift."],
         imp=["Acute right MCA territory infarct.", "Left frontal convexity meningioma, 2.3 cm. Neurosurgical consultation suggested."]),
    dict(name="RENAL ULTRASOUND", mod="US", hx=["acute kidney injury", "flank pain, hematuria"],
         tech="Grayscale and color Doppler images of both kidneys and the bladder.",
         find=["Right kidney 10.9 cm, left kidney 11.2 cm. Normal cortical thickness. No hydronephrosis, stones or masses. "
               "Bladder is decompressed around a Foley catheter.",
               "Moderate left hydronephrosis with a 7 mm shadowing stone at the left UVJ. Twinkle artifact present. Right kidney normal."],
         imp=["No hydronephrosis.", "Moderate left hydronephrosis due to a 7 mm left UVJ stone."]),
]


def radiology(x):
    r = x.r
    n_exams = 1 if r.random() < 0.65 else 2
    rad = x.staff("rad", "physician")
    resd = x.staff("radres", "resident") if r.random() < 0.4 else None
    ordering = x.staff("ord", "physician")
    refr = x.staff("pcp", "physician")
    parts = []
    dept = r.choice(["Department of Radiology", "Diagnostic Imaging", "Imaging Services", "RADIOLOGY REPORT"])
    parts.append(B.hosp_banner(x, with_addr=r.random() < 0.45))
    parts.append(dept)
    parts.append("")
    f = B.pt_fields(x, sexage=r.random() < 0.6)
    f.append((r.choice(["ACCESSION #", "ACC", "ACCESSION"]), P("IDNUM", fake.accession(r, x.anchor.year))))
    if r.random() < 0.5:
        f.append(("ORDER #", P("IDNUM", fake.order_no(r))))
    if r.random() < 0.5:
        f.append(("ACCOUNT", P("ACCOUNT", x.acct)))
    f.append((r.choice(["EXAM DATE", "DATE OF SERVICE", "DATE OF EXAM"]),
              x.D(x.anchor) + " %02d:%02d" % (r.randint(0, 23), r.randint(0, 59))))
    f.append((r.choice(["ORDERING PHYSICIAN", "ORDERED BY"]), x.DOC(ordering, r.choice(["lf_caps_cred", "full_cred", "dr_full"]))))
    if r.random() < 0.6:
        f.append((r.choice(["REFERRING PHYSICIAN", "PCP", "cc"]), x.DOC(refr, r.choice(["lf_caps", "full_cred", "dr_full"]))))
    f.append(("LOCATION", r.choice(["ED", "Outpatient", "ICU", x.room_bed(), x.room_bed(),
                                    P("HOSPITAL", x.clinic().name)])))
    parts.append(B.header_block(x, f))
    parts.append("")
    exams = r.sample(EXAMS, n_exams)
    S = lambda t, b: parts.append(B.sec(x, t, b))
    for ex in exams:
        if ex["mod"] == "MG" and x.sex == "M":
            ex = EXAMS[0]
        k = r.randrange(len(ex["find"]))
        S("Exam", ex["name"])
        hx = r.choice(ex["hx"])
        S("Clinical history", T(x, r.choice(["{AGEN} with %s." % hx,
                                             "%s. %s %s." % (hx.capitalize(), x.AGE(style=r.choice(["yo", "yoc", "y/o"])),
                                                             x.sex),
                                             "%s, %s." % (x.AGE(style="sex"), hx)])))
        comp = r.choice([
            "None available.",
            "{DX:-%d}." % r.randint(20, 900),
            "%s of {DX:-%d} and radiograph of {D:-%d}." % (ex["mod"], r.randint(100, 1500), r.randint(1, 10)),
            "Outside CT from {OHOSP} dated {DX:-%d}, images uploaded to PACS." % r.randint(30, 800),
            "Prior exams {DX:-%d} and {DX:-%d}." % (r.randint(300, 800), r.randint(801, 2000)),
            "{MY:-%d} (report only)." % r.randint(6, 40),
        ])
        S("Comparison", T(x, comp))
        S("Technique", ex["tech"])
        S("Findings", ex["find"][k])
        S("Impression", ex["imp"][min(k, len(ex["imp"]) - 1)])
        parts.append("")
    if r.random() < 0.55:
        parts.append(T(x, r.choice([
            "Critical result for {PTN} called to %s by telephone at %02d:%02d on {DF:0}; read-back confirmed." % (
                x.DOC(ordering, r.choice(["dr", "dr_full"])), r.randint(0, 23), r.randint(0, 59)),
            "Findings discussed with %s (%s) at %02d%02d." % (x.DOC(ordering, "dr"), P("PHONE", fake.pager(r)),
                                                              r.randint(0, 23), r.randint(0, 59)),
            "Results communicated to the ED charge nurse, %s, at %02d:%02d." % (x.NURSE(x.staff("edrn", "nurse"), "full"),
                                                                            r.randint(0, 23), r.randint(0, 59)),
        ])))
        parts.append("")
    if resd:
        parts.append("Resident: " + x.DOC(resd, "full_cred"))
    parts.append(T(x, r.choice([
        "I have personally reviewed the images and agree with the report above.\n%s\nSigned {DF:%d} %02d:%02d" % (
            x.DOC(rad, "full_cred"), r.choice([0, 0, 1]), r.randint(0, 23), r.randint(0, 59)),
        "Dictated by: %s\nSigned by: %s on {DF:%d}" % (x.DOC(rad, "full_cred"), x.DOC(rad, "init_last_cred"), r.choice([0, 1])),
        "Read by %s, Radiologist. Workstation %s, user %s." % (x.DOC(rad, "full_cred"), P("IPADDR", fake.ip(r)),
                                                               P("USERNAME", rad.username(r))),
    ])))
    if r.random() < 0.3:
        parts.append("")
        parts.append(T(x, "ADDENDUM ({DF:%d}): Comparison with the outside study from {OHOSP} dated {DX:-%d} shows the finding "
                          "is new. Discussed with %s at %s. -- %s" % (
                              r.randint(0, 3), r.randint(200, 900), x.DOC(refr, "dr"), P("PHONE", x.L.phone()),
                              x.DOC(rad, "init_last"))))
    return "\n".join(parts), {"exams": [e["name"] for e in exams]}


# ------------------------------------------------------------ emergency department
ED_CASES = ["chest", "mvc", "fall", "lac", "abd", "asthma", "stone", "found", "work", "dog", "allergy", "back"]


def _ed_case(x, key):
    r = x.r
    o = {}
    if key == "chest":
        o["cc"] = "Chest pain"
        o["hpi"] = ("{PT} is a {AGEN} who presents with substernal chest pressure that started at rest around 0500 on {WK:0}. "
                    "Pressure-like, 6/10, radiating to the jaw, with mild dyspnea. Took one nitroglycerin from {his} {CH:wife|husband|neighbor} "
                    "with partial relief. Similar but milder episodes since {HOL}.")
        o["course"] = ("ECG at %s showed sinus rhythm, no STEMI criteria. Aspirin 324 mg chewed. Initial high-sensitivity troponin 18, "
                       "repeat at 2 hours 46. Heparin started. Discussed with cardiology {DOC:cards:cardiology}.")
        o["dx"] = ["NSTEMI", "Hypertension"]
        o["dispo"] = "Admitted to telemetry under {DOC:hosp:physician}."
    elif key == "mvc":
        o["cc"] = "MVC"
        o["hpi"] = ("{PT} is a {AGEN} restrained driver of a %s (plate %s) that was struck on the passenger side at about 35 mph "
                    "at the intersection near {LM:%s} on {WK:0}. Positive airbag deployment. Ambulatory at the scene. "
                    "Brought by {ORG:%s}. Complains of left chest wall and neck pain. Denies LOC." % (
                        r.choice(["silver sedan", "pickup truck", "minivan", "compact SUV"]), P("VEHICLE", fake.plate(r, x.code)),
                        r.choice(pools.LANDMARKS), x.ems()))
        o["course"] = ("Trauma evaluation at %s. FAST negative. CT head and C-spine negative by NEXUS-indicated imaging; CT chest showed "
                       "nondisplaced left 5th and 6th rib fractures without pneumothorax. Officer {FAMF:officer} (badge {BADGE}) "
                       "of the {ORG:%s} took a statement; vehicle VIN %s recorded on the crash report. Patient's driver's license "
                       "%s scanned at registration." % ("%s", x.police(), P("VEHICLE", fake.vin(r)),
                                                        P("LICENSE", fake.drivers_license(r))))
        o["dx"] = ["Motor vehicle collision", "Left rib fractures, 5th and 6th, nondisplaced", "Cervical strain"]
        o["dispo"] = "Discharged home with incentive spirometer; return precautions given."
    elif key == "fall":
        o["cc"] = "Fall"
        o["hpi"] = ("{PT} is a {AGEN} on apixaban for atrial fibrillation who slipped on ice outside {his} home on {WK:0} and struck "
                    "the back of {his} head. No LOC per {his} {CH:daughter {FAM:dau:daughter}|{SPOUSE}}, "
                    "who witnessed the fall. GCS 15. Small occipital hematoma.")
        o["course"] = ("CT head at %s: no intracranial hemorrhage. Occipital laceration 2 cm irrigated and closed with staples x3. "
                       "Tdap given (last {Y:-12}). Ambulated with steady gait. Observed for 4 hours.")
        o["dx"] = ["Closed head injury without intracranial hemorrhage", "Scalp laceration, repaired", "Anticoagulated"]
        o["dispo"] = "Home with head injury precautions; staple removal in 7-10 days at {CLIN}."
    elif key == "lac":
        o["cc"] = "Hand laceration"
        o["hpi"] = ("{PT} is a {AGEN} right-hand-dominant %s who cut {his} left palm on a broken glass while washing dishes at about 2000 "
                    "on {WD:0}. Bleeding controlled with pressure. Last tetanus {Y:-4}. No numbness." % P("PROFESSION", r.choice(pools.PROFESSIONS)))
        o["course"] = ("Digital block with 1% lidocaine at %s. Wound explored in a bloodless field; no tendon involvement, FDS/FDP intact. "
                       "Irrigated with 500 mL NS and closed with 6 simple interrupted 4-0 nylon sutures.")
        o["dx"] = ["Laceration of left palm, 3 cm, simple repair"]
        o["dispo"] = "Discharged. Suture removal in 10-14 days with PCP {DRN:pcp}."
    elif key == "abd":
        o["cc"] = "Abdominal pain"
        o["hpi"] = ("{PT} is a {AGEN} with periumbilical pain since the evening of {WK:-1} migrating to the RLQ overnight, with anorexia "
                    "and one episode of emesis. Tmax 100.9. Alvarado score 8. Last menstrual period {D:-17}." if x.sex == "F" else
                    "{PT} is a {AGEN} with periumbilical pain since the evening of {WK:-1} migrating to the RLQ overnight, with anorexia "
                    "and one episode of emesis. Tmax 100.9. Alvarado score 8.")
        o["course"] = ("Labs at %s: WBC 15.2. CT A/P: acute appendicitis without perforation. Morphine 4 mg IV, ondansetron 4 mg IV, "
                       "piperacillin-tazobactam. Surgery ({DOC:surg:surgeon}) evaluated and will take to OR.")
        o["dx"] = ["Acute appendicitis"]
        o["dispo"] = "Admitted to general surgery."
    elif key == "asthma":
        o["cc"] = "Wheezing"
        o["hpi"] = ("{PT} is a {AGEN} with moderate persistent asthma who ran out of {his} fluticasone-salmeterol on {D:-6} and presents "
                    "with two days of wheezing after a cold. Using albuterol every 2 hours. One prior ICU admission at {OHOSP} in {Y:-3}, never intubated.")
        o["course"] = ("DuoNeb x3 back to back starting at %s, methylprednisolone 125 mg IV, magnesium 2 g IV. Peak flow improved from 180 to "
                       "360 L/min. Ambulatory sat 96%.")
        o["dx"] = ["Acute asthma exacerbation, moderate"]
        o["dispo"] = "Discharged on prednisone 40 mg x 5 days; refill sent to {PHARM}."
    elif key == "stone":
        o["cc"] = "Left flank pain"
        o["hpi"] = ("{PT} is a {AGEN} with sudden severe left flank pain radiating to the groin that woke {him} at 0300 on {WK:0}. "
                    "Nausea, no fever. History of kidney stones in {Y:-5} and {Y:-2}. Writhing, unable to sit still.")
        o["course"] = ("Ketorolac 15 mg IV and ondansetron at %s with good relief. UA: large blood, no nitrite. CT stone protocol: 5 mm left UVJ "
                       "stone with mild hydronephrosis. Creatinine 1.0.")
        o["dx"] = ["Left ureterolithiasis, 5 mm", "Renal colic"]
        o["dispo"] = "Discharged with tamsulosin, strainer. Urology follow-up with {DRN:uro} in 1 week."
    elif key == "found":
        o["cc"] = "Found down"
        o["hpi"] = ("Patient brought in by {ORG:%s} after being found unresponsive on a bench at {LM:%s} at about 0640 on {WK:0}. "
                    "No identification on arrival; registered under a trauma alias and later identified as {PTN} by fingerprint match "
                    "(biometric ID %s) through the regional registry and confirmed by {his} {CH:sister {FAMF:sis:sister}|brother {FAMF:bro:brother}} by phone. "
                    "Naloxone 0.4 mg IN given by EMS with improvement in respirations." % (
                        x.ems(), r.choice(pools.LANDMARKS), P("BIOID", fake.bioid(r))))
        o["course"] = ("On arrival at %s GCS 10, RR 8, pinpoint pupils; naloxone 0.4 mg IV with arousal. Core temp 35.1 C, passive rewarming. "
                       "CK 2,840. Acetaminophen and salicylate negative. Social work ({RN:sw}) consulted.")
        o["dx"] = ["Opioid overdose", "Mild hypothermia", "Rhabdomyolysis"]
        o["dispo"] = "Admitted to the MICU for observation and naloxone infusion."
    elif key == "work":
        emp = r.choice(pools.EMPLOYERS)
        o["cc"] = "Work injury - crush injury right hand"
        o["hpi"] = ("{PT} is a {AGEN} who works as a %s at {ORG:%s} and caught {his} right hand in a press at about 1030 on {WK:0}. "
                    "Supervisor {FAMF:boss} drove {him} in. Workers' compensation claim #%s." % (
                        P("PROFESSION", r.choice(["machinist", "press operator", "assembly line worker", "forklift operator", "welder"])),
                        emp, P("IDNUM", "WC-%d-%05d" % (x.anchor.year, r.randint(0, 99999)))))
        o["course"] = ("X-ray right hand at %s: nondisplaced fracture of the 4th metacarpal shaft. Nail bed laceration of the right middle "
                       "finger repaired with Dermabond. Ulnar gutter splint. Hand surgery {DOC:hand:surgeon} to see in clinic.")
        o["dx"] = ["Crush injury right hand", "Nondisplaced fracture 4th metacarpal"]
        o["dispo"] = "Discharged; off work until seen by hand surgery. Work note provided for {ORG:%s}." % emp
    elif key == "dog":
        o["cc"] = "Dog bite"
        o["hpi"] = ("{PT} is a {AGEN} bitten on the left forearm by {his} neighbor's dog on {WK:0} at about 1700. The owner, "
                    "{FAMF:nbr}, states the dog's rabies vaccination is current. Animal control report #%s." % P("IDNUM", "AC-%05d" % r.randint(0, 99999)))
        o["course"] = "Wound irrigated at %s; puncture wounds left open. Amoxicillin-clavulanate started. Tdap updated."
        o["dx"] = ["Dog bite, left forearm"]
        o["dispo"] = "Discharged; wound check in 48 hours."
    elif key == "allergy":
        o["cc"] = "Facial swelling"
        o["hpi"] = ("{PT} is a {AGEN} who developed lip and tongue swelling after eating at a {CH:Thai|seafood|Indian} restaurant on {WD:0}. "
                    "Started lisinopril on {D:-20}. Hoarse voice, no stridor.")
        o["course"] = ("Epinephrine 0.3 mg IM, methylprednisolone 125 mg IV, diphenhydramine 50 mg IV, famotidine at %s. Swelling "
                       "stable. Observed 6 hours. Lisinopril discontinued; ACE-inhibitor angioedema likely.")
        o["dx"] = ["Angioedema, likely ACE inhibitor-induced"]
        o["dispo"] = "Discharged with EpiPen; allergy added to chart."
    else:
        o["cc"] = "Low back pain"
        o["hpi"] = ("{PT} is a {AGEN} with low back pain after lifting {his} grandson on {HOL}. No saddle anesthesia, bowel or bladder "
                    "dysfunction. No fever or IV drug use. Straight leg raise negative.")
        o["course"] = "Ketorolac 30 mg IM and lidocaine patch at %s. Ambulating without difficulty."
        o["dx"] = ["Acute lumbar strain"]
        o["dispo"] = "Discharged with PT referral."
    return o


def emergency(x):
    r = x.r
    key = r.choice(ED_CASES)
    case = _ed_case(x, key)
    edmd = x.staff("edmd", "physician")
    trn = x.staff("triage", "nurse")
    scribe = x.staff("scribe", "nurse") if r.random() < 0.45 else None
    parts = [B.hosp_banner(x, with_addr=r.random() < 0.4),
             r.choice(["EMERGENCY DEPARTMENT RECORD", "EMERGENCY DEPARTMENT PHYSICIAN NOTE", "ED VISIT RECORD",
                       "EMERGENCY ROOM REPORT"]), ""]
    arr_h, arr_m = r.randint(0, 23), r.randint(0, 59)
    f = B.pt_fields(x, sexage=True)
    f.append((r.choice(["VISIT #", "ENC", "ACCOUNT #"]), P("ACCOUNT", x.acct)))
    f.append(("ARRIVAL", x.D(x.anchor) + " %02d:%02d" % (arr_h, arr_m)))
    mode = r.choice(["Walk-in", "Private vehicle", "Private vehicle", "EMS - " + P("ORGANIZATION", x.ems()),
                     "Ambulance (" + P("ORGANIZATION", x.ems()) + ")"])
    if mode == "Private vehicle" and key != "mvc" and r.random() < 0.6:
        mode += r.choice([", self-driven; car (plate %s) in ED lot", ", driven by family; plate %s noted for valet",
                          "; vehicle plate %s (parking pass issued)"]) % P("VEHICLE", fake.plate(r, x.code))
    f.append(("MODE", mode))
    parts.append(B.header_block(x, f))
    parts.append("")
    # registration block
    reg = ["REGISTRATION:" if x.layout != "title-case" else "Registration:"]
    reg.append("Address: " + x.home_addr(country=x.code != "en-US" and r.random() < 0.5))
    reg.append("Home phone: %s   Cell: %s" % (P("PHONE", x.home_phone), P("PHONE", x.cell_phone)))
    if r.random() < 0.4:
        reg.append("E-mail: " + P("EMAIL", fake.email(r, x.pt)))
    if x.L.ssn() and r.random() < 0.6:
        reg.append(("SSN: " if x.code == "en-US" else "SIN: " if x.code == "en-CA" else "NI No: ") + P("SSN", x.L.ssn()))
    ins = r.choice(pools.INSURERS)
    if x.code == "en-US" and x.age >= 65 and r.random() < 0.5:
        reg.append("Insurance: Medicare, MBI %s; secondary %s, Member ID %s" % (
            P("HEALTHPLAN", fake.member_id_mbi(r)), P("ORGANIZATION", ins), P("HEALTHPLAN", x.L.healthplan())))
    elif x.code == "en-US" and r.random() < 0.15:
        reg.append("Insurance: Medicaid, ID %s" % P("HEALTHPLAN", fake.member_id(r)))
    elif x.code == "en-US":
        reg.append("Insurance: %s, Member ID %s, Group %s" % (P("ORGANIZATION", ins), P("HEALTHPLAN", x.L.healthplan()),
                                                             P("HEALTHPLAN", fake.group_no(r))))
    else:
        reg.append("%s: %s" % ({"en-CA": "Health card", "en-AU": "Medicare No", "en-GB": "Private insurer ref"}[x.code],
                                P("HEALTHPLAN", x.L.healthplan())))
    reg.append(B.hcp_line(x))
    reg.append("PCP: %s, %s" % (x.DOC(x.staff("pcp"), r.choice(["dr", "full_cred"])), P("HOSPITAL", x.clinic().name)))
    parts.append("\n".join(reg))
    parts.append("")
    tri_h = (arr_h + (1 if arr_m > 50 else 0)) % 24
    tri = "TRIAGE (%02d:%02d, %s): ESI %d. CC: %s. %s. Pain %d/10. Allergies: %s." % (
        tri_h, (arr_m + 7) % 60, x.NURSE(trn, r.choice(["full_cred", "first_cred"])), r.randint(2, 4), case["cc"],
        C.vitals(x), r.randint(0, 10), r.choice(C.ALLERGIES))
    parts.append(tri)
    parts.append("")
    S = lambda t, b: parts.append(B.sec(x, t, b))
    S("History of present illness", T(x, case["hpi"]))
    S("Review of systems", C.ros(x))
    S("Past medical history", ", ".join(r.sample(C.PMH, r.randint(2, 5))) + ".")
    S("Medications", ", ".join("%s %s" % (m[0], m[1]) for m in r.sample(C.MEDS, r.randint(2, 6))) + ".")
    S("Social history", B.occupation(x) + " " + B.habits(x) if key != "work" else B.habits(x))
    S("Physical exam", ["Vitals as above."] + C.exam(x, caps=x.layout != "title-case", n=r.randint(4, 6)))
    t0 = "%02d:%02d" % ((arr_h + 1) % 24, r.randint(0, 59))
    S("ED course", T(x, case["course"].replace("%s", t0, 1)))
    S("Results", [C.bmp(x, "abbr"), C.cbc(x, "abbr")])
    S("MDM", T(x, r.choice([
        "Differential considered; presentation most consistent with the diagnosis below. Low risk by clinical decision tools. "
        "Discussed results and plan with the patient, who verbalized understanding.",
        "Given age {AGE:} and comorbidities, risk moderate. Records from {OHOSP} reviewed via HIE.".replace("{AGE:}", x.AGE(style="num")),
        "Independent interpretation of imaging performed. Case discussed with {DOC:cons:physician}.",
    ])))
    S("Diagnosis", ["%d. %s" % (i, d) for i, d in enumerate(case["dx"], 1)])
    S("Disposition", r.choice(["", "", x.PT("title") + ": ", x.PT("lf") + " - "]) + T(x, case["dispo"]) + " " + T(x, r.choice([
        "Condition stable at %02d:%02d on {D:0}." % ((arr_h + 4) % 24, r.randint(0, 59)),
        "Follow up with {DRN:pcp} at {CLIN} within 2-3 days ({PHONE}).",
        "Return for worsening symptoms. Work/school note given.",
    ])))
    if r.random() < 0.35:
        parts.append(T(x, "Prescriptions: %s. Prescriber %s." % (
            r.choice(["oxycodone 5 mg #8", "ibuprofen 600 mg #30", "cephalexin 500 mg #28", "prednisone 40 mg #5"]),
            x.prescriber_ids(edmd))))
    parts.append("")
    if scribe:
        parts.append("Scribe attestation: This note was scribed by %s in the presence of %s." % (
            x.NURSE(scribe, "full"), x.DOC(edmd, "dr")))
        parts.append("Provider attestation: I personally performed the services described and have verified the scribe's "
                     "documentation. - %s" % x.DOC(edmd, "full_cred"))
    else:
        parts.append(r.choice(["ED Physician: ", "Attending: ", ""]) + x.DOC(edmd, "full_cred"))
    parts.append(r.choice([
        "Signed %s %02d:%02d by %s" % (x.D(x.anchor, short=True), (arr_h + 5) % 24, r.randint(0, 59), P("USERNAME", edmd.username(r))),
        "Note finalized %s (user %s, terminal %s)" % (x.D(x.anchor), P("USERNAME", edmd.username(r)), P("IPADDR", fake.ip(r))),
        "DD: %s  DT: %s  %s" % (x.D(x.anchor, "mdy" if not x.L.dmy else "dmy"), x.D(x.anchor + dt.timedelta(days=1),
                                                                                 "mdy" if not x.L.dmy else "dmy"),
                                x.footer_initials(edmd)),
    ]))
    return "\n".join(parts), {"case": key}


# ------------------------------------------------------------ clinic letters
SPECS = {
    "endocrinology": dict(
        dx="type 2 diabetes mellitus with peripheral neuropathy",
        interval=("Since {his} last visit on {DX:-95}, {he} has been checking glucose twice daily with fasting values of 140-180. "
                  "{He} had one hypoglycemic episode to 54 on {WK:-20} after skipping lunch. The Dexcom G7 sensor reports "
                  "time-in-range of 58%. {He} was seen at {OHOSP} emergency department on {DX:-40} for a foot blister."),
        data="HbA1c {F:7.2:10.9:1}% (previously {F:7.0:11.5:1}% in {MY:-3}). LDL {N:62:138}. Urine albumin/creatinine {N:12:310}. eGFR {N:38:88}.",
        plan=["Increase insulin glargine to 28 units nightly.", "Continue metformin 1000 mg BID; start semaglutide 0.25 mg weekly.",
              "Annual dilated eye exam with {DRN:eye}.", "Podiatry referral for the foot callus.", "HbA1c in 3 months."]),
    "nephrology": dict(
        dx="chronic kidney disease stage 4 due to diabetic nephropathy",
        interval=("{PTF} tells me {he} has been feeling more tired since {HOL}. {He} has been avoiding NSAIDs. Blood pressure at home "
                  "averages 138/82. {He} met with the transplant coordinator at {OHOSP} on {DX:-30} and was given information about "
                  "peritoneal dialysis."),
        data="Creatinine {F:2.6:3.9:1} ({F:2.1:3.0:1} in {MY:-4}), eGFR {N:15:28}, potassium {F:4.4:5.6:1}, bicarbonate {N:17:22}, hemoglobin {F:8.9:11.2:1}, PTH {N:90:340}.",
        plan=["Start sodium bicarbonate 650 mg BID.", "Low potassium diet reviewed with the renal dietitian {RN:diet}.",
              "Vein mapping for AV fistula planning.", "Continue losartan; repeat BMP in 2 weeks.",
              "Discussed dialysis modalities with {PTF} and {his} {CH:{SPOUSE}|daughter {FAM:dau:daughter}}."]),
    "neurology": dict(
        dx="Parkinson's disease",
        interval=("{PTF} returns with {his} {CH:{SPOUSE}|daughter {FAM:dau:daughter}|son {FAM:son:son}}. "
                  "Off periods now occur about two hours after each carbidopa-levodopa dose. There were two falls, on {WD:-9} and "
                  "{DX:-25}, without injury. Mild visual hallucinations at night. {He} retired as a {PROF:%s} and still "
                  "volunteers at {ORG:%s}." % ("high school teacher", "Fallowfield Public Library")),
        data="MoCA {N:19:29}/30. UPDRS part III {N:14:42} in the on state. Orthostatic vitals negative.",
        plan=["Increase carbidopa-levodopa 25/100 to 1.5 tabs five times daily.", "Add entacapone with each dose.",
              "PT for LSVT BIG program.", "Discuss DBS candidacy at next visit.", "Return in 4 months."]),
    "rheumatology": dict(
        dx="seropositive rheumatoid arthritis",
        interval=("{PTF} reports morning stiffness of about 30 minutes, improved from two hours before starting methotrexate in "
                  "{MY:-6}. {He} missed two doses over {HOL} because of travel to {COUNTRY:%s}. No oral ulcers or cough." % "Mexico"),
        data="CDAI {F:4:22:1}. ESR {N:8:48}, CRP {F:0.3:3.8:1}. CBC and LFTs normal on {DX:-14}.",
        plan=["Continue methotrexate 15 mg weekly with folic acid.", "Add hydroxychloroquine 200 mg BID; baseline eye exam.",
              "Hepatitis B and TB screening before any biologic.", "Return in 3 months with labs one week prior."]),
    "pulmonology": dict(
        dx="COPD, GOLD group E, and obstructive sleep apnea",
        interval=("Since hospitalization at {HOSP} from {DR:-40:-35}, {PTF} has had no further exacerbations. {He} uses a ResMed "
                  "AirSense 11 CPAP (serial %s) nightly; download shows 6.2 hours average use and AHI 3.1."),
        data="FEV1 {F:0.9:1.8:2} L ({N:32:64}% predicted), FEV1/FVC 0.{N:41:62}. 6-minute walk {N:220:420} m with nadir sat {N:86:92}%.",
        plan=["Continue tiotropium and start budesonide-formoterol.", "Pulmonary rehabilitation at {CLIN:pulmonology}.",
              "Pneumococcal and RSV vaccines today.", "CPAP supplies renewed through the DME vendor."]),
    "gastroenterology": dict(
        dx="Crohn's disease of the terminal ileum",
        interval=("{PTF} has been on adalimumab since {MY:-10}. Two to three formed stools daily. Colonoscopy on {DX:-60} "
                  "showed mild ileal inflammation (SES-CD 4); biopsies {SPEC} without dysplasia. {He} works as a {PROF:%s} and "
                  "missed {N:2:6} days of work in {MY:-2}." % "bank teller"),
        data="CRP {F:0.2:2.4:1}, fecal calprotectin {N:40:320}, hemoglobin {F:10.9:14.1:1}, albumin {F:3.2:4.3:1}. Adalimumab trough {F:4.1:11.8:1}.",
        plan=["Continue adalimumab 40 mg every other week.", "Vitamin B12 and D levels.", "Repeat colonoscopy in one year.",
              "Avoid NSAIDs. Smoking cessation reinforced."]),
    "oncology": dict(
        dx="stage IIIA adenocarcinoma of the sigmoid colon, status post resection",
        interval=("{PTF} completed cycle %d of adjuvant CAPOX on {DX:-21}. Grade 1 neuropathy in the fingertips, worse in cold "
                  "weather. No diarrhea. {His} port was flushed on {D:-7}. {He} celebrated {his} granddaughter's wedding on "
                  "{WD:-10} and is in good spirits."),
        data="CEA {F:0.8:3.2:1} ({F:6.0:28.0:1} at diagnosis in {MY:-5}). CBC: ANC {F:1.2:3.8:1}, platelets {N:96:240}.",
        plan=["Proceed with next cycle on {DF:+1} at the infusion center.", "Dose-reduce oxaliplatin by 20% for neuropathy.",
              "Surveillance CT chest/abdomen/pelvis in {MY:+3}.", "Genetic counseling referral; Lynch syndrome screening negative."]),
    "cardiology": dict(
        dx="heart failure with reduced ejection fraction and an ICD",
        interval=("{PTF} is doing well with NYHA class II symptoms. Remote monitoring from {his} %s (SN %s) on {DX:-14} showed no "
                  "arrhythmias. {He} walks {N:1:3} miles daily and has been following a 2 g sodium diet." ),
        data="Echo {DX:-30}: EF {N:30:45}% (previously {N:15:25}%). BNP {N:90:480}. Potassium {F:3.9:5.0:1}, creatinine {F:0.9:1.7:1}.",
        plan=["Continue sacubitril-valsartan 49/51 mg BID, carvedilol 12.5 mg BID, spironolactone 25 mg.",
              "Start empagliflozin 10 mg daily.", "Device check in 3 months.", "Cardiac rehab completed; continue home exercise."]),
    "urology": dict(
        dx="benign prostatic hyperplasia with lower urinary tract symptoms",
        interval=("{PTF} reports nocturia three times nightly, improved from five on tamsulosin since {MY:-5}. IPSS %d. No hematuria. "
                  "PSA drawn on {DX:-12}."),
        data="PSA {F:1.1:4.9:1} ng/mL ({F:0.9:4.2:1} in {MY:-12}). Post-void residual {N:30:160} mL. Prostate volume {N:35:90} g on TRUS.",
        plan=["Add finasteride 5 mg daily.", "Limit fluids after 6 pm.", "Repeat PSA in 6 months.", "Discussed HoLEP if symptoms persist."]),
}


def clinic_letter(x):
    r = x.r
    spec = r.choice(list(SPECS))
    if spec == "urology" and x.sex == "F":
        spec = "nephrology"
    sd = SPECS[spec]
    doc = x.staff("spec", "cardiology" if spec == "cardiology" else "physician")
    pcp = x.staff("pcp", "physician")
    cl = x.clinic(spec)
    pcl = x.clinic()
    vis = x.anchor
    parts = []
    # letterhead
    parts.append(P("HOSPITAL", cl.name.upper() if r.random() < 0.4 else cl.name))
    if r.random() < 0.4:
        parts.append("A division of " + P("HOSPITAL", x.hospital().name))
    parts.append(x.place_addr(cl))
    ph = "Tel " + P("PHONE", cl.phone) + "  |  Fax " + P("FAX", cl.fax)
    if r.random() < 0.7:
        ph += "  |  " + P("URL", x.web(cl.name))
    parts.append(ph)
    parts.append("")
    letter_date = vis + dt.timedelta(days=r.randint(0, 6))
    parts.append(x.D(letter_date, "dmy_long" if x.L.dmy else r.choice(["long", "long", x.datefmt()])))
    parts.append("")
    parts.append(x.DOC(pcp, r.choice(["full_cred", "dr_full"])))
    parts.append(P("HOSPITAL", pcl.name))
    parts.append(x.place_addr(pcl, sep="\n"))
    parts.append("")
    re_line = "RE: %s   DOB: %s   MRN: %s" % (x.PT(r.choice(["full", "lf", "lf_caps"])), x.D(x.dob), P("MRN", x.mrn))
    parts.append(re_line)
    if r.random() < 0.5:
        parts.append("Date of visit: " + x.D(vis))
    parts.append("")
    dr = "Dr" if x.code == "en-GB" else "Dr."
    parts.append(r.choice(["Dear %s %s," % (dr, P("DOCTOR", pcp.last)), "Dear %s," % P("DOCTOR", pcp.first),
                           "Dear %s %s," % (dr, P("DOCTOR", pcp.full(mid=False)))]))
    parts.append("")
    opening = T(x, r.choice([
        "I had the pleasure of seeing {PTF} in follow-up in the %s clinic on {DF:0} for %s. As you know, {he} is a {AGEN}." % (spec, sd["dx"]),
        "Thank you for referring {PTT}, a {AGEN}, whom I saw on {WK:0} regarding %s." % sd["dx"],
        "I saw your patient {PTN} ({AGE}) again today for ongoing management of %s." % sd["dx"],
    ]))
    parts.append(opening)
    parts.append("")
    interval = sd["interval"]
    if "%s" in interval:
        if spec == "pulmonology":
            interval = interval % P("DEVICE", fake.serial(r))
        elif spec == "cardiology":
            interval = interval % (r.choice(["Medtronic Evera MRI XT DR ICD", "Boston Scientific Dynagen Mini ICD"]),
                                   P("DEVICE", fake.serial(r)))
    if "%d" in interval:
        interval = interval % r.randint(2, 8)
    parts.append(T(x, interval))
    parts.append("")
    parts.append(T(x, "Current medications: " + "; ".join("%s %s %s" % m for m in r.sample(C.MEDS, r.randint(4, 8))) + "."))
    parts.append("")
    parts.append("On examination: " + C.vitals(x, outpatient=True) + ". " + r.choice(C.BENIGN_EXAM))
    parts.append("")
    data = sd["data"]
    parts.append(T(x, "Results: " + data))
    parts.append("")
    parts.append("Impression: " + sd["dx"][0].upper() + sd["dx"][1:] + ", " + r.choice(["stable", "improving", "suboptimally controlled"]) + ".")
    parts.append("")
    parts.append("Plan:")
    for i, p in enumerate(sd["plan"], 1):
        parts.append("%d. %s" % (i, T(x, p)))
    parts.append("")
    nxt = vis + dt.timedelta(days=r.choice([28, 42, 90, 91, 120, 180]))
    parts.append(T(x, r.choice([
        "I will see {him} again in %s. " % x.D(nxt, r.choice(["month_year", "mon_year"])),
        "Next appointment: %s at 9:40. " % x.D(nxt, "wk_long" if not x.L.dmy else "wk_dmy_long"),
        "Return visit is scheduled for %s. " % x.D(nxt),
    ]) + r.choice([
        "{PTF} can reach our nurse line at %s or message us through the patient portal at %s." % (
            P("PHONE", cl.phone + fake.extension(r)), P("URL", x.web(cl.name, "mychart"))),
        "{He} has been given my office e-mail, %s, for non-urgent questions." % P("EMAIL", fake.email(r, doc, r.choice(
            ["example.org", "example.com"]))),
        "Please do not hesitate to contact me at %s with any questions." % P("PHONE", cl.phone),
    ])))
    parts.append("")
    parts.append(r.choice(["Sincerely,", "With kind regards,", "Yours sincerely,", "Best regards,"]))
    parts.append("")
    parts.append(x.DOC(doc, r.choice(["full_cred", "full_cred", "caps_full_cred"])))
    parts.append(r.choice(["Division of %s" % spec.title(), "%s Clinic" % spec.title(), "Attending Physician"]))
    if r.random() < 0.4:
        parts.append(x.prescriber_ids(doc).split(", ")[-1])
    parts.append("")
    cc = ["cc: " + x.PT(r.choice(["full", "full_nomid"])) + ", " + x.home_addr()]
    if r.random() < 0.5:
        cc.append("    " + P("EMAIL", fake.email(r, x.pt)))
    if r.random() < 0.4:
        cc.append("    " + x.DOC(x.staff("other", "physician"), "dr_full") + ", " + P("HOSPITAL", x.other_hospital()))
    parts.extend(cc)
    if r.random() < 0.5:
        parts.append("")
        parts.append("DD: %s  DT: %s  %s" % (x.D(vis, "mdy" if not x.L.dmy else "dmy"),
                                             x.D(letter_date, "mdy" if not x.L.dmy else "dmy"), x.footer_initials(doc)))
    return "\n".join(parts), {"specialty": spec}
