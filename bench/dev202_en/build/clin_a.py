"""Clinical (non-PHI) content for CT, MRI and plain film studies.
Each study function returns a dict: exam, indication, technique, findings (list),
impression (list), crit (critical finding phrase or None), side."""


def mm(r, lo, hi):
    v = r.randint(lo, hi)
    if v >= 20 and r.random() < 0.4:
        return "%.1f cm" % (v / 10.0)
    return "%d mm" % v


def side(r):
    return r.choice(["right", "left"])


def labs(r, us):
    if us:
        return "Cr %.1f mg/dL, eGFR %s mL/min/1.73m2" % (r.uniform(0.6, 1.8), r.choice([">60", str(r.randint(32, 59)), str(r.randint(61, 110))]))
    return "Creatinine %d umol/L, eGFR %s" % (r.randint(55, 160), r.choice([">90", str(r.randint(35, 89))]))


def dose(r):
    return "CTDIvol %.1f mGy; DLP %d mGy*cm" % (r.uniform(3.5, 22.0), r.randint(180, 1450))


def contrast(r, us):
    agent = r.choice(["Omnipaque 350", "Omnipaque 300", "Isovue 370", "Visipaque 320", "iohexol 350"])
    return "%d mL %s IV" % (r.choice([75, 80, 90, 100, 110]), agent)


def ct_head(r, us):
    bleed = r.random() < 0.3
    f = ["No acute intracranial hemorrhage." if not bleed else
         "Acute %s subdural hematoma measuring %s in maximal thickness with %s of midline shift." % (
             side(r), mm(r, 6, 18), mm(r, 2, 9)),
         "Gray-white matter differentiation is preserved.",
         r.choice(["Mild periventricular white matter hypoattenuation, likely chronic small vessel ischemic change.",
                   "Age-appropriate volume loss.", "No hydrocephalus."]),
         "The basal cisterns are patent." if not bleed else "Effacement of the ipsilateral sulci.",
         "Visualized paranasal sinuses and mastoid air cells are clear.",
         "No calvarial fracture."]
    imp = ["No acute intracranial abnormality."] if not bleed else [
        "Acute subdural hematoma with mass effect as above.", "Neurosurgery notified."]
    return dict(exam="CT Head without contrast", indication=r.choice([
        "Fall from standing, on apixaban, head strike.", "Acute confusion, ?stroke. Code stroke.",
        "Worst headache of life.", "GCS 13 after assault.", "New left-sided weakness, onset 40 min ago."]),
        technique="Axial images from skull base to vertex without IV contrast. Coronal and sagittal reformats. " + dose(r) + ".",
        findings=f, impression=imp, crit="acute subdural hematoma with midline shift" if bleed else None)


def ct_pe(r, us):
    pe = r.random() < 0.45
    f = [("Filling defects in the %s main and lobar pulmonary arteries extending into segmental branches." % side(r))
         if pe else "No filling defect in the pulmonary arterial tree to the subsegmental level.",
         "RV/LV ratio %.2f." % (r.uniform(0.8, 1.4)),
         r.choice(["No pleural effusion.", "Small right pleural effusion.", "Trace bilateral pleural effusions."]),
         r.choice(["Dependent atelectasis at both bases.", "Lungs are clear.",
                   "Peripheral wedge-shaped opacity in the right lower lobe, possibly infarct."]),
         "Heart size normal. No pericardial effusion.",
         "No mediastinal or hilar lymphadenopathy by size criteria.",
         "Limited upper abdomen unremarkable."]
    imp = (["Acute pulmonary embolism with %s right heart strain." % r.choice(["no CT evidence of", "CT evidence of"])]
           if pe else ["No pulmonary embolism."])
    return dict(exam="CT Angiogram Chest (PE protocol)" if us else "CT Pulmonary Angiogram",
                indication=r.choice(["Pleuritic chest pain, tachycardia, D-dimer %d ng/mL." % r.randint(600, 4800),
                                     "Wells score 6. Hypoxia SpO2 %d%% on RA." % r.randint(84, 93),
                                     "Post-op day 5 TKR, acute SOB."]),
                technique="CTPA following %s. Bolus tracking on the main pulmonary artery. %s." % (contrast(r, us), dose(r)),
                findings=f, impression=imp, crit="acute pulmonary embolism" if pe else None)


def ct_nodule(r, us):
    sz = r.randint(4, 24)
    lobe = r.choice(["right upper lobe", "right middle lobe", "right lower lobe", "left upper lobe", "lingula", "left lower lobe"])
    f = ["%s nodule in the %s measuring %d x %d mm (series %d, image %d)." % (
        r.choice(["Solid", "Part-solid", "Ground-glass", "Spiculated solid"]), lobe, sz, max(3, sz - r.randint(0, 4)),
        r.randint(2, 6), r.randint(20, 240)),
        r.choice(["Centrilobular emphysema, upper lobe predominant.", "No emphysema.", "Mild bronchial wall thickening."]),
        r.choice(["Calcified granuloma in the left lower lobe, benign.", "No other suspicious pulmonary nodule.",
                  "Biapical pleuroparenchymal scarring."]),
        "No pleural effusion or pneumothorax.",
        r.choice(["Coronary artery calcification, moderate.", "Heart size normal.", "Dense aortic valve calcification."]),
        "Mediastinal lymph nodes are not enlarged (largest subcarinal %d mm short axis)." % r.randint(5, 9)]
    if sz >= 8:
        imp = ["%d mm %s nodule: Lung-RADS %s. Recommend PET-CT and respiratory MDT discussion." % (sz, lobe, r.choice(["4A", "4B"]))]
    else:
        imp = ["%d mm %s nodule. Per Fleischner Society 2017 guidelines, follow-up CT in 6-12 months." % (sz, lobe)]
    return dict(exam=r.choice(["CT Chest without contrast", "Low-dose CT Chest (lung cancer screening)", "CT Thorax with contrast"]),
                indication=r.choice(["%d pack-year smoker, annual screening." % r.randint(20, 70),
                                     "Incidental nodule on CXR.", "Haemoptysis and weight loss.", "Chronic cough 8 weeks."]),
                technique="Helical acquisition, 1.25 mm reconstructions, lung and soft tissue kernels. " + dose(r) + ".",
                findings=f, impression=imp, crit=None)


def ct_abdo(r, us):
    dx = r.choice(["appendicitis", "diverticulitis", "stone", "normal", "sbo", "free_air", "liver"])
    f = []
    crit = None
    if dx == "appendicitis":
        f.append("Dilated appendix measuring %d mm with periappendiceal fat stranding%s." % (
            r.randint(9, 16), r.choice(["", " and a 7 mm appendicolith", " and a small periappendiceal fluid collection"])))
        imp = ["Acute appendicitis without evidence of perforation."]
        crit = "acute appendicitis"
    elif dx == "diverticulitis":
        f.append("Sigmoid diverticulosis with segmental wall thickening and pericolic inflammatory change%s." % r.choice(
            ["", "; 2.8 cm pericolic abscess", "; a few extraluminal gas locules"]))
        imp = ["Acute sigmoid diverticulitis (Hinchey %s)." % r.choice(["Ia", "Ib", "II"])]
    elif dx == "stone":
        f.append("%s mm obstructing calculus at the %s ureterovesical junction with moderate hydroureteronephrosis." % (
            r.randint(3, 9), side(r)))
        imp = ["Obstructing distal ureteric calculus as above."]
    elif dx == "sbo":
        f.append("Dilated small bowel loops up to 3.6 cm with a transition point in the right lower quadrant; collapsed distal ileum.")
        imp = ["Small bowel obstruction, likely adhesional. No CT signs of ischemia."]
        crit = "small bowel obstruction"
    elif dx == "free_air":
        f.append("Moderate volume pneumoperitoneum anterior to the liver and in the lesser sac.")
        imp = ["Pneumoperitoneum consistent with hollow viscus perforation."]
        crit = "free intraperitoneal air"
    elif dx == "liver":
        f.append("%s hypoattenuating lesion in segment %s measuring %s, %s." % (
            r.choice(["Well-defined", "Ill-defined", "Rim-enhancing"]), r.choice(["II", "IVa", "VI", "VII", "VIII"]),
            mm(r, 8, 45), r.choice(["too small to characterize", "with peripheral nodular enhancement", "indeterminate"])))
        imp = ["Indeterminate hepatic lesion; MRI liver with hepatobiliary contrast recommended."]
    else:
        imp = ["No acute abnormality in the abdomen or pelvis."]
    f += ["Liver, spleen, pancreas and adrenal glands are unremarkable." if dx != "liver" else
          "Spleen, pancreas and adrenal glands are unremarkable.",
          r.choice(["Gallbladder contains layering calculi without wall thickening.", "Gallbladder is unremarkable.",
                    "Cholecystectomy clips."]),
          "Kidneys enhance symmetrically." if dx != "stone" else "Contralateral kidney unremarkable.",
          "Urinary bladder is %s." % r.choice(["unremarkable", "partially distended", "decompressed by a Foley catheter"]),
          r.choice(["No free fluid.", "Trace pelvic free fluid.", "Small volume ascites."]),
          "No lymphadenopathy.", "Bones: " + r.choice(["degenerative changes of the lumbar spine.", "no aggressive osseous lesion.",
                                                       "L1 superior endplate compression deformity, age indeterminate."])]
    return dict(exam=r.choice(["CT Abdomen and Pelvis with IV contrast", "CT Abdomen/Pelvis w/o contrast (renal stone protocol)",
                               "CT Abdomen Pelvis with oral and IV contrast"]),
                indication=r.choice(["RLQ pain, fever %.1f C, WBC %.1f." % (r.uniform(37.6, 39.4), r.uniform(11.0, 19.5)),
                                     "LLQ pain and tenderness.", "Right flank pain, microscopic haematuria.",
                                     "Abdominal distension and vomiting.", "Sudden severe epigastric pain.",
                                     "Abnormal LFTs, weight loss."]),
                technique="Portal venous phase following %s. %s. %s." % (contrast(r, us), labs(r, us), dose(r)),
                findings=f, impression=imp, crit=crit)


def ct_trauma(r, us):
    inj = r.sample(["Comminuted fracture of the left 6th-8th ribs posteriorly with small left pneumothorax.",
                    "Grade III splenic laceration with perisplenic hematoma; no active extravasation.",
                    "Right acetabular fracture involving the posterior wall.",
                    "L2 burst fracture with 30% loss of height and 4 mm retropulsion.",
                    "Right pulmonary contusion.", "Displaced fracture of the right clavicle.",
                    "Grade II liver laceration in segment VI.", "Left femoral shaft fracture (partially imaged)."], 3)
    return dict(exam="CT Trauma Pan-scan (head, C-spine, chest, abdomen, pelvis)",
                indication=r.choice(["High-speed MVC, restrained driver, airbag deployed.",
                                     "Motorcyclist vs car, approx 40 mph.", "Pedestrian struck by vehicle.",
                                     "Fall from height approx 4 m."]),
                technique="Non-contrast head and C-spine; arterial and portal venous chest/abdomen/pelvis after %s. %s." % (
                    contrast(r, us), dose(r)),
                findings=["Head: no acute intracranial injury.", "C-spine: no fracture or malalignment."] + inj +
                ["No free intraperitoneal air.", "Aorta and great vessels intact."],
                impression=[x.split(";")[0].rstrip(".") + "." for x in inj[:2]] + ["See findings for full list of injuries."],
                crit=inj[0].split(" with ")[0].lower().rstrip("."))


CT_STUDIES = [ct_head, ct_pe, ct_nodule, ct_abdo, ct_abdo, ct_trauma]


def mri_brain(r, us):
    les = r.random() < 0.4
    f = ["No restricted diffusion to suggest acute infarct." if r.random() < 0.7 else
         "Focus of restricted diffusion in the %s corona radiata compatible with acute lacunar infarct." % side(r),
         "%d scattered T2/FLAIR hyperintense foci in the periventricular and juxtacortical white matter%s." % (
             r.randint(4, 15), ", Dawson finger configuration" if les else ""),
         "No abnormal enhancement." if not les else "One enhancing lesion in the %s centrum semiovale." % side(r),
         "Susceptibility-weighted imaging shows no microhemorrhage.",
         "Normal flow voids. Pituitary and posterior fossa unremarkable.",
         "Mild mucosal thickening in the maxillary sinuses."]
    return dict(exam="MRI Brain with and without gadolinium", side=None,
                indication=r.choice(["Optic neuritis, ?demyelination.", "Recurrent TIA.", "New seizure.",
                                     "Progressive headaches, papilloedema."]),
                technique="Sagittal T1, axial T2, FLAIR, DWI/ADC, SWI, post-contrast 3D T1 after %.1f mL gadobutrol." % r.uniform(5, 9),
                findings=f, impression=["White matter lesions meeting McDonald 2017 dissemination in space criteria." if les
                                        else "No acute intracranial abnormality; nonspecific white matter foci."], crit=None)


def mri_lspine(r, us):
    lv = r.choice(["L4-5", "L5-S1", "L3-4"])
    cauda = r.random() < 0.15
    f = ["Normal lumbar lordosis. Vertebral body heights maintained.",
         "Conus terminates at L1 and is normal in signal.",
         "%s: %s disc extrusion %s, contacting the traversing %s nerve root." % (
             lv, r.choice(["Right paracentral", "Left paracentral", "Broad-based central"]),
             "causing severe canal stenosis and compression of the cauda equina" if cauda else "with mild canal narrowing",
             r.choice(["L5", "S1", "L4"])),
         "Modic type %d endplate changes at %s." % (r.randint(1, 2), lv),
         "Facet arthropathy at the lower two levels.",
         "No suspicious marrow lesion. Paraspinal muscles unremarkable."]
    return dict(exam="MRI Lumbar Spine without contrast", side=None,
                indication=r.choice(["Sciatica 6 weeks, failed physio.", "Saddle anaesthesia and urinary retention, ?CES.",
                                     "Bilateral leg pain on walking."]),
                technique="Sagittal T1, T2, STIR; axial T2 L3-S1. 1.5T.",
                findings=f, impression=["%s disc extrusion with %s." % (lv, "cauda equina compression" if cauda else "nerve root contact")],
                crit="cauda equina compression" if cauda else None)


def mri_knee(r, us):
    s = side(r)
    f = ["%s meniscus: %s." % (r.choice(["Medial", "Lateral"]), r.choice([
        "oblique tear of the posterior horn extending to the inferior articular surface",
        "bucket-handle tear with displaced fragment in the intercondylar notch", "intact"])),
         "ACL: %s." % r.choice(["complete tear with pivot-shift bone bruising of the lateral femoral condyle and posterolateral tibia",
                                "intact", "mucoid degeneration, fibres intact"]),
         "PCL, MCL and LCL intact.",
         "Grade %d chondral loss of the medial femoral condyle." % r.randint(1, 3),
         r.choice(["Small joint effusion.", "Moderate joint effusion with a 2.5 cm Baker's cyst.", "No effusion."])]
    return dict(exam="MRI %s Knee without contrast" % s.title(), side=s,
                indication=r.choice(["Twisting injury playing football, locking.", "Medial joint line pain.", "Giving way since injury."]),
                technique="PD fat-sat in three planes, sagittal T1, coronal STIR. 3T.", findings=f,
                impression=["Meniscal and ligamentous findings as described."], crit=None)


def mri_prostate(r, us):
    score = r.randint(2, 5)
    f = ["Prostate volume %d mL; PSA density %.2f." % (r.randint(28, 90), r.uniform(0.05, 0.35)),
         "Index lesion in the %s %s peripheral zone measuring %d mm, PI-RADS %d." % (
             side(r), r.choice(["apical", "mid-gland", "basal"]), r.randint(6, 19), score),
         "No extraprostatic extension. Seminal vesicles are clear.",
         "No pelvic lymphadenopathy. No suspicious bone lesion."]
    return dict(exam="MRI Prostate multiparametric (PI-RADS v2.1)", side=None,
                indication="PSA %.1f ng/mL, rising." % r.uniform(4.2, 18.0),
                technique="T2 in three planes, DWI b=1400, DCE. 3T without endorectal coil.",
                findings=f, impression=["PI-RADS %d lesion; %s." % (score, "targeted biopsy recommended" if score >= 3 else "low suspicion")],
                crit=None)


def mri_shoulder(r, us):
    s = side(r)
    f = ["Full-thickness tear of the supraspinatus tendon with %d mm retraction." % r.randint(5, 30),
         "Infraspinatus tendinosis. Subscapularis intact.", "Long head of biceps in the groove.",
         r.choice(["Hill-Sachs lesion and Bankart lesion of the anteroinferior labrum.", "Type II acromion with AC joint arthropathy."]),
         "Subacromial-subdeltoid bursal fluid."]
    return dict(exam="MRI %s Shoulder (MR arthrogram)" % s.title(), side=s,
                indication="Pain and weakness on abduction after fall.",
                technique="Fluoroscopic-guided intra-articular injection of dilute gadolinium followed by fat-sat T1 and PD sequences.",
                findings=f, impression=["Full-thickness supraspinatus tear."], crit=None)


def mri_liver(r, us):
    lr = r.choice(["LR-3", "LR-4", "LR-5", "LR-TR viable"])
    f = ["Cirrhotic liver morphology with splenomegaly (%.1f cm)." % r.uniform(13, 18),
         "Segment %s observation measuring %d mm with arterial phase hyperenhancement%s: %s." % (
             r.choice(["V", "VI", "VII", "VIII"]), r.randint(10, 35),
             r.choice([" and washout", ", washout and capsule", ""]), lr),
         "Patent portal and hepatic veins.", "Small volume ascites."]
    return dict(exam="MRI Liver with gadoxetate (LI-RADS)", side=None,
                indication="HCC surveillance, hepatitis C cirrhosis, Child-Pugh A.",
                technique="Dynamic T1 pre, arterial, portal venous, transitional and 20-min hepatobiliary phase; DWI.",
                findings=f, impression=["%s observation; discuss at HPB MDT." % lr], crit=None)


MRI_STUDIES = [mri_brain, mri_lspine, mri_knee, mri_prostate, mri_shoulder, mri_liver]


def xr_chest(r, us):
    dx = r.choice(["normal", "ptx", "consol", "chf", "line", "effusion"])
    f = {"normal": ["Heart size normal. Lungs clear. No effusion or pneumothorax."],
         "ptx": ["Large %s pneumothorax with %s mediastinal shift." % (side(r), r.choice(["slight contralateral", "no"]))],
         "consol": ["Airspace consolidation in the %s with air bronchograms." % r.choice(["right lower zone", "left lower lobe", "right middle lobe"])],
         "chf": ["Cardiomegaly (CTR 0.6), upper lobe venous diversion, bilateral small effusions and Kerley B lines."],
         "line": ["Right IJ central line tip at the cavoatrial junction. NG tube tip below the diaphragm in the stomach.",
                  "ETT tip %.1f cm above the carina." % r.uniform(2.5, 6.0)],
         "effusion": ["Moderate %s pleural effusion with adjacent atelectasis." % side(r)]}[dx]
    f = f + [r.choice(["Mediastinal contours are within normal limits.", "Trachea central. Hila normal.",
                       "Unfolded thoracic aorta."]),
             r.choice(["Costophrenic angles are sharp.", "Blunting of the left costophrenic angle.", "No free air under the diaphragm."]),
             r.choice(["Degenerative changes of the thoracic spine.", "No acute bony abnormality.", "Sternotomy wires intact."])]
    return dict(exam=r.choice(["XR Chest PA and lateral", "CXR AP portable", "Chest X-ray PA"]), side=None,
                indication=r.choice(["Cough and fever.", "SOB.", "Line placement check.", "Pleuritic chest pain.", "Pre-op."]),
                technique=r.choice(["PA and lateral views.", "Single AP semi-erect view.", "PA view."]),
                findings=f, impression=[{"normal": "No acute cardiopulmonary process.", "ptx": "Large pneumothorax.",
                                         "consol": "Consolidation consistent with pneumonia.", "chf": "Pulmonary oedema.",
                                         "line": "Lines and tubes as above.", "effusion": "Pleural effusion."}[dx]],
                crit="large pneumothorax" if dx == "ptx" else None)


def xr_limb(r, us):
    s = side(r)
    part = r.choice(["wrist", "ankle", "hip", "hand", "elbow", "knee", "shoulder"])
    frac = {"wrist": "Dorsally angulated extra-articular fracture of the distal radius with ulnar styloid avulsion.",
            "ankle": "Weber B fracture of the distal fibula with medial clear space widening (6 mm).",
            "hip": "Displaced intracapsular fracture of the femoral neck (Garden IV).",
            "hand": "Fracture of the fifth metacarpal neck with 35 degrees volar angulation.",
            "elbow": "Positive anterior and posterior fat pad signs; no discrete fracture line.",
            "knee": "Lipohaemarthrosis on the horizontal beam lateral; subtle lateral tibial plateau depression.",
            "shoulder": "Anterior glenohumeral dislocation with a Hill-Sachs defect."}[part]
    ok = r.random() < 0.3
    return dict(exam="XR %s %s, %d views" % (s.title(), part.title(), r.choice([2, 3])), side=s,
                indication=r.choice(["FOOSH.", "Inversion injury, unable to weight bear (Ottawa positive).", "Fall, shortened and externally rotated leg.",
                                     "Punched a wall.", "Fall onto outstretched hand, swelling."]),
                technique="AP and lateral views%s." % r.choice(["", " plus oblique", " plus scaphoid series"]),
                findings=(["No fracture or dislocation.", "Joint spaces preserved.", "Bone density normal for age.",
                           "Soft tissues unremarkable. No radio-opaque foreign body."] if ok else
                          [frac, "Diffuse osteopenia." if r.random() < 0.4 else "Soft tissue swelling.",
                           r.choice(["No other fracture identified.", "Alignment otherwise maintained.", "Degenerative change at the adjacent joint."]),
                           "No radio-opaque foreign body."]),
                impression=["No acute bony injury."] if ok else [frac.split(" with ")[0].rstrip(".") + "."], crit=None)


def xr_abdo(r, us):
    return dict(exam="XR Abdomen supine", side=None, indication="Constipation and distension. ?obstruction.",
                technique="Single supine AP view.",
                findings=[r.choice(["Non-obstructive bowel gas pattern with moderate faecal loading.",
                                    "Dilated small bowel loops centrally up to 4 cm; paucity of colonic gas.",
                                    "Dilated sigmoid loop with coffee-bean configuration, up to 10 cm."]),
                          "No free air on this supine view (limited).", "Phleboliths in the pelvis."],
                impression=["See findings; correlate clinically."], crit=None)


XR_STUDIES = [xr_chest, xr_chest, xr_limb, xr_limb, xr_abdo]
