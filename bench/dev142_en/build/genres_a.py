"""Cross-sectional and plain-film radiology reports: CT, MRI, ultrasound, X-ray."""
import pools as P
import neg
from phi import R, ch, pr, Person, clock, pager, accession, device_sn, plate, digits
from blocks import letterhead, demo_block, referrer_line, sig_block, cc_block, footer, Staff, relative


def fill(tpl):
    return tpl.format(a=R.randint(4, 38), b=R.randint(3, 25), c=R.randint(3, 15), i=R.randint(12, 260),
                      j=R.randint(2, 5), k=R.randint(10, 99))


# exam: (histories, technique, [(findings, impression), ...], CPT)
CT = {
    "CT CHEST WITH CONTRAST": (
        ["Cough and weight loss, ex-smoker 40 pack-years.", "Haemoptysis.", "Staging, biopsy-proven NSCLC."],
        "Axial 1 mm images through the chest after 75 mL iohexol 350 IV. DLP {i}0 mGy.cm.",
        [(["{a} x {b} mm spiculated mass in the right upper lobe (series 3, image {i}), abutting the oblique fissure.",
           "Enlarged right paratracheal node {b} mm short axis (station 4R).", "Moderate centrilobular emphysema.",
           "Adrenals unremarkable. No osseous metastasis."],
          "Right upper lobe mass with ipsilateral mediastinal adenopathy, suspicious for primary lung malignancy (at least cT2a N2)."),
         (["Calcified pleural plaques bilaterally, consistent with prior asbestos exposure.", "No pulmonary mass or nodule.",
           "Small left pleural effusion. No pericardial effusion."],
          "Benign pleural plaques (asbestos-related). No malignancy identified.")], "71260"),
    "CT PULMONARY ANGIOGRAM": (
        ["Pleuritic chest pain, Wells 4.5, D-dimer 1.9 mg/L FEU.", "Sudden SOB, tachycardic, post-op day 5.", "?PE. SpO2 89% RA."],
        "CTPA with bolus tracking on the main PA (trigger 100 HU); 60 mL contrast at 4.5 mL/s.",
        [(["Filling defects in the right lower lobe segmental and subsegmental arteries.", "No central filling defect.",
           "RV:LV ratio 0.{k}. No reflux of contrast into the IVC.", "Wedge-shaped peripheral opacity RLL, ?infarct."],
          "Acute right lower lobe segmental pulmonary emboli without CT evidence of right heart strain."),
         (["Pulmonary arteries well opacified; no filling defect to subsegmental level.", "Lungs clear. Trace bilateral effusions."],
          "No pulmonary embolus. No alternative acute abnormality.")], "71275"),
    "CT ABDOMEN/PELVIS WITH CONTRAST": (
        ["RLQ pain, fever, WCC 16.2.", "LIF pain, known diverticular disease.", "Weight loss, iron deficiency anaemia."],
        "Portal venous phase from diaphragm to symphysis after 100 mL Omnipaque 350. Coronal and sagittal MPRs.",
        [(["Dilated, thick-walled appendix measuring {c} mm with periappendiceal fat stranding.", "Appendicolith at the base.",
           "No free gas or collection."], "Acute uncomplicated appendicitis."),
         (["Sigmoid diverticulosis with pericolic stranding.", "No free gas or drainable collection.",
           "Liver: {b} mm hypodense lesion in segment VII, too small to characterise."],
          "Acute uncomplicated sigmoid diverticulitis (Hinchey Ia)."),
         (["Irregular mural thickening of the sigmoid colon over {a} mm with adjacent nodes up to {c} mm.",
           "Gallbladder contains a {b} mm calculus. CBD 6 mm.", "No liver metastasis."],
          "Sigmoid mural thickening suspicious for neoplasm; colonoscopy advised.")], "74177"),
    "CT HEAD WITHOUT CONTRAST": (
        ["Fall, on apixaban, GCS 14.", "Sudden onset headache, worst ever.", "Confusion, ?stroke, onset 2 hours."],
        "Non-contrast CT head, 5 mm axial with bone algorithm. DLP {i}0 mGy.cm.",
        [(["Acute right frontal subdural haematoma, maximal thickness {c} mm, with {c} mm midline shift.",
           "No skull vault fracture.", "Basal cisterns patent."],
          "Acute right subdural haematoma with mass effect; neurosurgical referral advised."),
         (["No acute intracranial haemorrhage.", "Chronic lacunar infarct in the left corona radiata.",
           "Periventricular white matter low attenuation, Fazekas 2.", "ASPECTS 10. Hyperdense MCA sign not seen."],
          "No acute intracranial abnormality. Chronic small vessel disease.")], "70450"),
    "CT KUB": (
        ["Left loin to groin pain, microscopic haematuria.", "Recurrent renal colic."],
        "Low-dose non-contrast CT KUB. CTDIvol {c}.2 mGy.",
        [(["{c} mm calculus at the left vesicoureteric junction with mild hydroureteronephrosis.", "Bladder unremarkable."],
          "Obstructing left VUJ calculus."),
         (["Two non-obstructing right lower pole calculi, largest {c} mm (density 9{k} HU).", "No hydronephrosis."],
          "Non-obstructing right renal calculi only.")], "74176"),
    "CT TRAUMA (HEAD TO PELVIS)": (
        ["High-speed MVC, restrained driver.", "Motorcyclist vs car.", "Pedestrian struck."],
        "Non-contrast head and C-spine; split-bolus chest/abdomen/pelvis.",
        [(["Non-displaced fractures of the right 7th and 8th ribs posteriorly.", "Small right apical pneumothorax ({c} mm).",
           "Grade II splenic laceration without active extravasation.", "No cervical spine fracture. No Chance fracture.",
           "Pelvic ring intact."], "Right rib fractures with small pneumothorax; grade II splenic injury. No active bleeding.")],
        "74177"),
    "CT LOW-DOSE CHEST (LUNG SCREENING)": (
        ["Lung cancer screening round 2.", "Annual LDCT, 30 pack-year history."],
        "Low-dose non-contrast CT chest, 1 mm reconstructions. CTDIvol 1.{c} mGy.",
        [(["{c} mm solid nodule left lower lobe (series 2, image {i}), new since prior.", "Mild emphysema.",
           "Coronary artery calcification, moderate."], "Lung-RADS 4A: new solid nodule; 3-month LDCT advised."),
         (["Stable 4 mm perifissural nodule.", "No suspicious mediastinal lymphadenopathy."],
          "Lung-RADS 2: benign appearance or behaviour; annual screening.")], "71271"),
}

MR = {
    "MRI BRAIN WITH AND WITHOUT CONTRAST": (
        ["New-onset seizure.", "Headaches, papilloedema.", "Known glioma, post chemoradiation."],
        "3T: axial DWI/ADC, FLAIR, SWI, T2, post-gadolinium 3D T1.",
        [(["Enhancing {a} mm lesion in the left frontal lobe with vasogenic oedema.", "No restricted diffusion.",
           "No microhaemorrhage on SWI."], "Solitary enhancing left frontal lesion: metastasis vs high-grade glioma."),
         (["Scattered T2/FLAIR white matter hyperintensities, Fazekas 1.", "No abnormal enhancement.",
           "Ventricles and sulci appropriate for age."], "No acute intracranial abnormality.")], "70553"),
    "MRI LUMBAR SPINE": (
        ["Sciatica L>R 6 weeks.", "Back pain with saddle numbness.", "Neurogenic claudication."],
        "Sagittal T1, T2, STIR; axial T2 L3-S1. 1.5T.",
        [(["L5/S1 left paracentral extrusion contacting the descending S1 root.", "Conus terminates at L1.",
           "No cauda equina compression."], "L5/S1 extrusion compressing the left S1 nerve root."),
         (["L4/5 broad-based disc bulge with moderate canal stenosis.", "Modic type 1 endplate change at L4/5.",
           "No cauda equina compression."], "Multilevel degenerative change with moderate L4/5 canal stenosis.")], "72148"),
    "MRI KNEE RIGHT": (
        ["Twisting injury at football, locking.", "Medial joint line pain."], "PD fat-sat three planes, T1 coronal. 3T.",
        [(["Complex tear of the posterior horn of the medial meniscus.", "ACL and PCL intact.", "Grade 2 MCL sprain.",
           "Small Baker's cyst."], "Medial meniscal tear, posterior horn; no ligament rupture.")], "73721"),
    "MRI PROSTATE (MULTIPARAMETRIC)": (
        ["PSA 8.2 ng/mL, rising.", "PSA density 0.21, prior negative biopsy."],
        "T2W, DWI (b1400), DCE per PI-RADS v2.1. Gland volume {a} mL.",
        [(["{c} mm lesion left PZ mid-gland, ADC 7{k}, DCE positive.", "No extraprostatic extension.",
           "Seminal vesicles normal. No pelvic adenopathy."], "PI-RADS 4 left PZ lesion; targeted biopsy recommended."),
         (["Heterogeneous transition zone (BPH).", "No focal PZ lesion."], "PI-RADS 2; no clinically significant lesion.")],
        "72197"),
    "MRI LIVER (GADOXETATE)": (
        ["Indeterminate liver lesion on CT.", "Cirrhosis surveillance, AFP rising."],
        "Dynamic gadoxetate with 20-minute hepatobiliary phase.",
        [(["Segment VI lesion {c} mm, arterial hyperenhancement, washout, HBP hypointense.", "Cirrhotic morphology.",
           "No portal vein thrombus."], "LI-RADS 5 observation segment VI, consistent with HCC."),
         (["Segment IVb lesion {c} mm, arterial enhancement, iso- to hyperintense on HBP, central scar."],
          "Focal nodular hyperplasia; no follow-up needed.")], "74183"),
    "MRI BREAST BILATERAL": (
        ["High-risk screening, BRCA2 carrier.", "Lobular carcinoma on core, extent."],
        "Dynamic gadobutrol with subtraction and MIP.",
        [(["Irregular non-mass enhancement {a} mm left UOQ.", "Moderate background parenchymal enhancement.",
           "No suspicious axillary nodes."], "BI-RADS 4: left UOQ NME; MRI-guided biopsy advised."),
         (["Minimal background parenchymal enhancement.", "No suspicious enhancement."], "BI-RADS 1. Continue annual screening.")],
        "77049"),
}

US = {
    "US ABDOMEN": (["RUQ pain post prandial.", "Deranged LFTs.", "Abnormal LFTs, alcohol excess."],
                   [(["Gallbladder contains multiple mobile calculi; wall 2 mm; sonographic Murphy's sign negative.",
                      "CBD {c} mm.", "Liver normal in size and echotexture."], "Cholelithiasis without cholecystitis."),
                    (["Liver {a}.{c} cm, increased echogenicity consistent with steatosis.", "Spleen {b} cm.",
                      "Pancreas partly obscured by bowel gas."], "Hepatic steatosis.")], "76700"),
    "US THYROID": (["Palpable neck lump.", "Incidental thyroid nodule on CT."],
                   [(["Right lobe {a} mm solid hypoechoic nodule, taller-than-wide, punctate echogenic foci.",
                      "No abnormal cervical nodes."], "TI-RADS 5 right nodule; FNA recommended."),
                    (["Left lobe spongiform nodule {c} mm.", "No abnormal cervical nodes."], "TI-RADS 1; no further follow-up.")],
                   "76536"),
    "US DOPPLER LEFT LEG (DVT)": (["Left calf swelling.", "Post-op, swollen leg."],
                                  [(["Non-compressible left popliteal vein with echogenic thrombus.",
                                     "Common femoral vein compressible with phasic flow."], "Acute left popliteal DVT."),
                                   (["All deep veins compressible with normal flow.", "Baker's cyst {a} mm."],
                                    "No DVT. Baker's cyst.")], "93971"),
    "US PELVIS (TA + TV)": (["PV bleeding, postmenopausal.", "Pelvic pain."],
                            [(["Endometrial thickness 1{c} mm.", "Uterus anteverted."], "Thickened endometrium; hysteroscopy advised."),
                             (["Simple left ovarian cyst {a} mm, O-RADS 2.", "Endometrium 4 mm."], "Simple cyst; no follow-up.")],
                            "76830"),
    "US OBSTETRIC (DATING)": (["Dating scan.", "Early pregnancy bleeding."],
                              [(["Single live intrauterine pregnancy, CRL {a} mm = 9w{j}d.", "FHR 1{k} bpm.",
                                 "No subchorionic haematoma."], "Viable IUP consistent with dates.")], "76801"),
    "US HIPS (NEONATAL)": (["Breech presentation.", "Family history DDH."],
                           [(["Right alpha angle 6{j} degrees, Graf I.", "Left alpha angle 5{j} degrees, Graf IIa."],
                             "Graf IIa left hip; repeat at 12 weeks.")], "76885"),
    "US BREAST RIGHT (TARGETED)": (["Palpable lump 10 o'clock.", "Mammographic asymmetry."],
                                   [(["10 o'clock 3 cm FN: {c} mm irregular hypoechoic mass, posterior shadowing.",
                                      "Axilla: one node with cortical thickening {c} mm."],
                                     "BI-RADS 4C right mass; US-guided core biopsy.")], "76642"),
}

XR = {  # exam: (histories, [(findings, impression), ...])
    "CHEST PA AND LATERAL": (["SOB, febrile.", "Cough 3 weeks.", "Pre-op."],
                             [(["Right lower zone airspace opacity in keeping with consolidation.", "No pleural effusion."],
                               "Right lower lobe pneumonia."),
                              (["Lungs clear.", "Heart size normal. No pleural effusion or pneumothorax."], "No active disease."),
                              (["Cardiomegaly with upper lobe diversion and Kerley B lines.", "Small bilateral effusions."],
                               "Congestive cardiac failure.")]),
    "CXR PORTABLE AP (ICU)": (["Line placement.", "Post intubation."],
                              [(["ETT tip 4 cm above the carina.", "NG tube tip below the diaphragm.",
                                 "Right IJ CVC tip at the cavoatrial junction.", "Bibasal atelectasis."], "Lines and tubes satisfactory."),
                               (["Left-sided dual chamber pacemaker, leads in RA and RV.", "No pneumothorax post insertion."],
                                "Satisfactory pacemaker position; no pneumothorax.")]),
    "XR LEFT WRIST": (["FOOSH.", "Post reduction."],
                      [(["Minimally displaced distal radius fracture with dorsal angulation (Colles type).", "Ulnar styloid fracture.",
                         "Scaphoid intact."], "Distal radius and ulnar styloid fractures."),
                       (["No fracture. Scaphoid views normal."], "No fracture; if scaphoid tenderness persists, repeat in 10-14 days.")]),
    "XR PELVIS AND RIGHT HIP": (["Fall, shortened externally rotated leg."],
                                [(["Displaced intracapsular fracture right neck of femur (Garden IV).", "Degenerative change both hips."],
                                  "Displaced right intracapsular NOF fracture.")]),
    "XR RIGHT ANKLE": (["Inversion injury, Ottawa positive."],
                       [(["Weber B fracture of the lateral malleolus; mortise congruent.", "Soft tissue swelling."],
                         "Weber B lateral malleolar fracture.")]),
    "XR RIGHT FOOT": (["Inversion injury, 5th MT pain."],
                      [(["Transverse fracture at the base of the fifth metatarsal (Jones fracture)."], "Jones fracture.")]),
    "XR KNEE LEFT WEIGHT-BEARING": (["Chronic knee pain."],
                                    [(["Medial compartment narrowing and osteophytes, Kellgren-Lawrence 3.",
                                       "Small suprapatellar effusion."], "Moderate medial compartment osteoarthritis.")]),
    "XR HANDS BILATERAL": (["?Inflammatory arthritis, RF positive."],
                           [(["Erosions at the 2nd and 3rd MCP joints.", "Periarticular osteopenia."],
                             "Erosive arthropathy in keeping with rheumatoid arthritis.")]),
    "XR SKELETAL SURVEY": (["Safeguarding; unexplained bruising."],
                           [(["Healing fracture of the left 6th rib posteriorly.", "Metaphyseal corner fracture distal left tibia."],
                             "Fractures of differing ages; findings highly suspicious for inflicted injury."),
                            (["No fracture identified."], "No skeletal injury identified; follow-up survey in 11-14 days.")]),
}


def region(exam):
    e = exam.upper()
    for keys, r in ((("HEAD", "BRAIN"), "head"), (("CHEST", "PULMONARY", "CXR", "LUNG"), "chest"),
                    (("ABDOMEN", "KUB", "LIVER", "TRAUMA", "ENTERO"), "abdo"),
                    (("PELVIS", "PROSTATE", "OBSTETRIC"), "pelvis"),
                    (("DVT",), "leg"), (("KNEE", "SPINE", "WRIST", "ANKLE", "FOOT", "HAND", "HIP", "SHOULDER", "SKELETAL"), "msk")):
        if any(k in e for k in keys):
            return r
    return "other"


def incidental_line(d, exam, p=.45):
    if pr(p):
        x = neg.incidental(region(exam))
        k = R.random()
        d.t(("Incidental: " + x) if k < .4 else ("Incidentally, " + x[0].lower() + x[1:]) if k < .6 else x)
        d.t("\n")


def hist_extra(d, cx):
    """One clinical-history fragment carrying PHI."""
    k = R.randint(0, 10)
    if cx.age_unit:
        k = 2
    elif cx.age < 16 and k in (0, 1, 6, 7, 9):
        k = ch([2, 3, 4, 8])
    if k == 0:
        d.f("{A}{S} {J}. ", A=("AGE", str(cx.age)), S=cx.pt.sex, J=("PROFESSION", ch(P.PROFESSIONS)))
    elif k == 1:
        d.f("Works as a {J} at {E}. ", J=("PROFESSION", ch(P.PROFESSIONS)), E=("ORGANIZATION", ch(P.EMPLOYERS)))
    elif k == 2:
        r, f = relative(cx)
        d.f("Accompanied by {R} {N}. ", R=r, N=("FAMILY", ch([f.first, f.full()])))
    elif k == 3:
        d.f("Recently returned from {C}. ", C=("COUNTRY", ch(P.COUNTRIES)))
    elif k == 4:
        d.f("Fall at home on {D}. ", D=cx.d(-R.randint(1, 9), ch(["wd", "daymon", "short", None])))
    elif k == 5:
        d.f("Previous imaging at {H} in {D}. ", H=("HOSPITAL", cx.site3.name),
            D=cx.d(-R.randint(60, 900), ch(["monyr", "year", "monyr3"])))
    elif k == 6:
        d.f("Retired {J}. ", J=("PROFESSION", ch(P.PROFESSIONS)))
    elif k == 7:
        d.f("{A} year old {S}. ", A=("AGE", str(cx.age)), S=cx.sex_word())
    elif k == 8:
        d.f("Symptoms since {D}. ", D=cx.d(-R.randint(5, 40), ch(["daymon", "short", "wdshort"])))
    elif k == 9:
        d.f("{A}yo {S}, ", A=("AGE", str(cx.age)), S=ch(["M", "F"]) if pr(.2) else cx.pt.sex)
    else:
        r, f = relative(cx)
        d.f("Lives with {R} {N}. ", R=r, N=("FAMILY", ch([f.first, f.full()])))


def comparison(d, cx):
    k = 0 if cx.age_unit else R.random()
    if k < .2:
        d.t("COMPARISON: None.\n")
    elif k < .55:
        d.f("COMPARISON: {E} dated {D}.\n", E=ch(["Prior study", "CT", "MRI", "Ultrasound", "Radiograph"]),
            D=cx.d(-R.randint(20, 800)))
    elif k < .8:
        d.f("Comparison: {D} and {D2} ({H}).\n", D=cx.d(-R.randint(200, 600)), D2=cx.d(-R.randint(20, 190)),
            H=("HOSPITAL", cx.site3.name))
    else:
        d.f("Comparison: outside images from {H} imported to PACS on {D} (acc {A}).\n",
            H=("HOSPITAL", cx.site3.name), D=cx.d(-R.randint(1, 5)), A=("IDNUM", accession()))


def comm_line(d, cx):
    w = cx.ref if pr(.6) else Staff(cx.c, "doc")
    k = R.random()
    if k < .35:
        d.f("\nDiscussed by telephone with {N} at {T} on {D}, with read-back.\n", N=w.dr(), T=clock(), D=cx.d())
    elif k < .6:
        d.f("\nResult communicated to {N} (pager {P}) at {T}. Acknowledged.\n",
            N=("DOCTOR", w.full()), P=("PHONE", pager(cx.c)), T=clock())
    elif k < .8:
        d.f("\nUrgent finding: {N} {W}informed via {P} at {T}; CNS {C} also notified.\n",
            N=("DOCTOR", w.full()), W=ch(["(ED) ", "(on-call reg) ", "(surgical team) ", ""]),
            P=ch(["switchboard", "phone", "secure message"]), T=clock(), C=("DOCTOR", cx.nurse.full()))
    else:
        d.t("\n" + neg.wordy() + "\n")


def rad_head(d, cx, dept, exam, pfx):
    box = pr(.3)
    if pr(.65):
        letterhead(d, cx, dept)
    if box:
        d.t("=" * 60 + "\n")
    demo_block(d, cx, extra=pr(.7))
    d.f("Exam: {E}\nAccession: {A}\n", E=exam, A=("IDNUM", accession(pfx, cx.report.year)))
    if pr(.7):
        d.f("Exam Date: {D} {T}\n", D=cx.d(), T=clock())
    if pr(.7):
        referrer_line(d, cx)
    if pr(.3):
        d.f("Order #: {O}   Priority: {P}\n", O=("IDNUM", digits(9)), P=ch(["STAT", "Routine", "Urgent", "2WW"]))
    if box:
        d.t("=" * 60 + "\n")
    d.t("\n")


def history(d, cx, opts, label):
    d.t(label)
    if pr(.75):
        hist_extra(d, cx)
    d.t(ch(opts) + "\n")
    if pr(.35):
        hist_extra(d, cx)
        d.t("\n")


def tail(d, cx, pcomm=.35, pcc=.4, code=None):
    if pr(.45):
        d.t(neg.wordy("rad") + "\n")
    if pr(.15):
        d.t(f"Labs {clock()}: {neg.lab_inline(R.randint(2, 4))}.\n")
    if code and cx.c == "US" and pr(.45):
        d.t(f"CPT: {code}\n")
    if pr(pcomm):
        comm_line(d, cx)
    sig_block(d, cx)
    if pr(pcc):
        cc_block(d, cx)
    footer(d, cx)


def gen_ct(d, cx):
    exam = ch(list(CT))
    if "SCREENING" in exam:
        cx.fix(None, 50, 80)
    hx, tech, scen, cpt = CT[exam]
    finds, imp = ch(scen)
    rad_head(d, cx, ch(["Department of Radiology", "Diagnostic Imaging", "Medical Imaging", "CT Department"]), exam, "CT")
    history(d, cx, hx, ch(["CLINICAL HISTORY: ", "Clinical details: ", "INDICATION: ", "History: "]))
    if "TRAUMA" in exam and pr(.75):
        d.f("Per ambulance handover: driver of vehicle reg {V}, extricated at scene on {D}.\n",
            V=("VEHICLE", plate(cx.c)), D=cx.d(0, ch(["short", "wdshort", None])))
    comparison(d, cx)
    d.t("TECHNIQUE: " + fill(tech) + "\n\n" + ch(["FINDINGS:\n", "Findings:\n", "REPORT:\n"]))
    for x in finds:
        d.t(fill(x) + "\n")
    incidental_line(d, exam)
    if pr(.3):
        d.t(f"Renal function ({neg.lab_inline(2)}) checked prior to contrast.\n")
    d.t("\n" + ch(["IMPRESSION:\n", "Conclusion:\n", "IMPRESSION\n", "Summary:\n"]))
    d.t(f"1. {fill(imp)}\n")
    if pr(.35):
        d.t("2. " + ch(["Recommend MDT discussion.", "Correlate clinically.", "Follow-up as above.",
                        "Incidental findings as above; no further action."]) + "\n")
    tail(d, cx, .45, code=cpt)


def mri_safety(d, cx):
    k = R.random()
    if k < .45:
        d.f("MRI safety: {D} in situ, SN {S}. Checked against manufacturer conditions; scanned in "
            "{M} mode, supervised by {N} (MR safety officer).\n",
            D=ch(["MR-conditional pacemaker", "cochlear implant", "spinal cord stimulator", "ICD",
                  "programmable VP shunt"]), S=("DEVICE", device_sn()),
            M=ch(["Normal Operating", "First Level"]), N=("DOCTOR", Person().full()))
    elif k < .7:
        r, f = relative(cx)
        d.f("Safety questionnaire completed with {R} {N}; no contraindication. Weight {W} kg.\n",
            R=r, N=("FAMILY", f.full()), W=R.randint(48, 130))
    else:
        d.t(f"eGFR {R.randint(35, 110)} mL/min/1.73m2 prior to gadolinium. No sedation.\n")


def gen_mri(d, cx):
    exam = ch(list(MR))
    if "PROSTATE" in exam:
        cx.fix("M", 48, 84)
    elif "BREAST" in exam:
        cx.fix("F", 28, 75)
    hx, tech, scen, cpt = MR[exam]
    finds, imp = ch(scen)
    rad_head(d, cx, ch(["MRI Unit", "Department of Radiology - MRI", "Magnetic Resonance Imaging"]), exam, "MR")
    history(d, cx, hx, ch(["Clinical information: ", "CLINICAL INDICATION: ", "Hx: "]))
    mri_safety(d, cx)
    comparison(d, cx)
    d.t("Technique: " + fill(tech) + "\n\nFindings:\n")
    for x in finds:
        d.t("- " + fill(x) + "\n")
    incidental_line(d, exam)
    d.t("\nImpression:\n" + fill(imp) + "\n")
    if pr(.3):
        r, f = relative(cx)
        d.f("Patient asked to bring prior films from {H}; {G} {R} {N} will drop them off.\n",
            H=("HOSPITAL", cx.site3.name), G="his" if cx.pt.sex == "M" else "her", R=r, N=("FAMILY", f.first))
    tail(d, cx, code=cpt)


def gen_us(d, cx):
    exam = ch(list(US))
    if "NEONATAL" in exam:
        cx.set_infant(R.randint(1, 3))
    elif "OBSTETRIC" in exam:
        cx.fix("F", 18, 44)
    elif "PELVIS" in exam or "BREAST" in exam:
        cx.fix("F", 25, 85)
    hx, scen, cpt = US[exam]
    finds, imp = ch(scen)
    rad_head(d, cx, ch(["Ultrasound Department", "Sonography", "Imaging Services - Ultrasound"]), exam, "US")
    if pr(.6):
        son = Staff(cx.c, "sci")
        d.f("Sonographer: {N}{C}\n", N=("DOCTOR", son.full()), C=ch([", RDMS", " (AMS)", ", RDMS, RVT", ""]))
    if "NEONATAL" in exam:
        d.f("Infant aged {A} weeks; mother {N} present.\n", A=("AGE", str((cx.report - cx.dob).days // 7)),
            N=("FAMILY", Person("F").full()))
    history(d, cx, hx, "Indication: ")
    if "OBSTETRIC" in exam:
        d.f("LMP: {L}   EDD (by LMP): {E}\n", L=cx.d(-R.randint(55, 80)), E=cx.d(R.randint(190, 220)))
        if pr(.6):
            d.f("G{G}P{P}. Partner {N} present.\n", G=R.randint(1, 5), P=R.randint(0, 3), N=("FAMILY", Person("M").first))
    comparison(d, cx)
    d.t("\nFindings:\n")
    for x in finds:
        d.t(fill(x) + "\n")
    incidental_line(d, exam, .3)
    d.t("\nConclusion: " + fill(imp) + "\n")
    if pr(.3):
        d.f("Procedure booked for {D} with {N}.\n", D=cx.d(R.randint(3, 20), ch(["wd", "wdshort", None])), N=cx.rad2.dr())
    tail(d, cx, .25, .2, code=cpt)


def gen_xr(d, cx):
    exam = ch([x for x in XR if x != "XR SKELETAL SURVEY"] + (["XR SKELETAL SURVEY"] * 2 if pr(.15) else []))
    if "SURVEY" in exam:
        cx.set_infant(R.randint(2, 23))
    hx, scen = XR[exam]
    chosen, imp = ch(scen)
    rad_head(d, cx, ch(["Radiology", "Plain Film Reporting", "X-Ray Department", "Medical Imaging"]), exam, "XR")
    history(d, cx, hx, ch(["Clinical: ", "Hx: ", "History: ", "Indication: "]))
    if "SURVEY" in exam:
        d.f("Child aged {A} months. Referred by safeguarding lead {N}; accompanied by foster carer {S}.\n",
            A=("AGE", str((cx.report - cx.dob).days // 30)), N=("DOCTOR", Person().full()), S=("FAMILY", Person().full()))
    if "ICU" in exam:
        d.f("Location: {W} {K} {B}. Film taken {T}.\n", W=("HOSPITAL", cx.ward), K=ch(["bed", "Bed", "bay"]),
            B=("LOCATION_OTHER", cx.room), T=clock())
    if pr(.3):
        d.f("Previous: {D}\n", D=cx.d(-R.randint(1, 400)))
    d.t("\n")
    for x in chosen:
        d.t(x + "\n")
    if any("pacemaker" in x for x in chosen) or pr(.06):
        d.f("Device (per implant card): {M}, generator SN {S}.\n",
            M=ch(["Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity"]), S=("DEVICE", device_sn()))
    incidental_line(d, exam, .35)
    d.t(ch(["\nImpression: ", "\nComment: ", "\nOpinion: "]) + imp + "\n")
    if pr(.2):
        d.t(f"Vitals at time of film: {neg.vitals()}.\n")
    tail(d, cx, .25, .3)
