"""Genre: radiology report."""
import phi as H
import pools as P

# (code, US name, UK name, CPT, findings, impression)
EXAMS = (
    ("CT", "CT CHEST WITHOUT CONTRAST", "CT Thorax (non-contrast)", "71250",
     "Lungs: {n} mm solid nodule in the right upper lobe (series 3, image 45), previously "
     "{m} mm. Mild centrilobular emphysema, upper zone predominant. No consolidation or "
     "effusion. Mediastinum: no lymphadenopathy by size criteria (short axis < 10 mm). "
     "Coronary artery calcification. Imaged upper abdomen unremarkable.",
     "{n} mm RUL nodule, slight interval growth. Per Fleischner Society 2017 guidance, "
     "recommend CT in 3 months or PET-CT. Lung-RADS 4A."),
    ("CT", "CT ABDOMEN AND PELVIS WITH IV CONTRAST", "CT Abdomen/Pelvis (portal venous)", "74177",
     "Appendix dilated to {n} mm with wall hyperenhancement and periappendiceal fat stranding. "
     "Appendicolith at the base. No free gas. No drainable collection. Liver, spleen, pancreas "
     "and adrenals unremarkable. Kidneys enhance symmetrically; no hydronephrosis. Small volume "
     "free fluid in the pelvis. Lung bases clear.",
     "Acute uncomplicated appendicitis with appendicolith. No perforation or abscess."),
    ("CT", "CTA CHEST (PE PROTOCOL)", "CT Pulmonary Angiogram", "71275",
     "Adequate opacification of the pulmonary arteries (main PA 310 HU). Filling defects in the "
     "right lower lobe segmental and subsegmental arteries. RV/LV ratio {r}. Straightening of the "
     "interventricular septum is not seen. No pleural effusion. Small wedge-shaped opacity "
     "RLL, likely infarct.",
     "Acute right lower lobe segmental pulmonary emboli. RV/LV ratio {r}; no CT evidence of "
     "right heart strain."),
    ("MR", "MRI BRAIN WITH AND WITHOUT CONTRAST", "MRI Head with gadolinium", "70553",
     "{n} mm ring-enhancing lesion in the left frontal lobe with surrounding FLAIR "
     "hyperintensity and 4 mm midline shift. Restricted diffusion centrally (ADC 0.6 x 10-3 mm2/s). "
     "No hydrocephalus. Normal flow voids. Scattered periventricular white matter foci, Fazekas 1.",
     "Solitary ring-enhancing left frontal lesion; abscess favoured over necrotic neoplasm "
     "given central restricted diffusion. Neurosurgical review advised."),
    ("XR", "XR CHEST PA AND LATERAL", "CXR PA", "71046",
     "ET tube tip {n} cm above the carina. NG tube tip below the diaphragm in the stomach. "
     "Right IJ CVC tip at the cavoatrial junction. Patchy left basal airspace opacity. "
     "Small left effusion. No pneumothorax. Heart size normal (CTR 0.48).",
     "Lines and tubes satisfactory. Left basal consolidation with small effusion."),
    ("US", "US ABDOMEN COMPLETE", "US Abdomen", "76700",
     "Gallbladder contains multiple mobile calculi up to {n} mm, wall 2 mm, sonographic Murphy "
     "sign negative. CBD 4 mm. Liver normal echotexture, span 15.2 cm. Spleen 10.8 cm. "
     "Right kidney 10.9 cm, left 11.3 cm, no hydronephrosis. Aorta not dilated.",
     "Cholelithiasis without sonographic evidence of acute cholecystitis."),
    ("MG", "SCREENING MAMMOGRAM BILATERAL WITH TOMOSYNTHESIS", "Bilateral mammography", "77067",
     "Breast composition: scattered fibroglandular density (ACR B). Stable benign-appearing "
     "calcifications right upper outer quadrant. No suspicious mass, architectural distortion "
     "or grouped microcalcification. Axillae unremarkable.",
     "BI-RADS 2: benign. Routine screening in 1 year."),
    ("MR", "MRI LUMBAR SPINE WITHOUT CONTRAST", "MRI Lumbar Spine", "72148",
     "L4-5: broad-based disc protrusion with a {n} mm left paracentral extrusion contacting the "
     "traversing left L5 nerve root. Moderate left lateral recess stenosis. L5-S1: disc "
     "desiccation, Modic type 1 endplate change. Conus terminates at L1 and is normal.",
     "L4-5 left paracentral extrusion compressing the traversing left L5 root."),
    ("CT", "CT HEAD WITHOUT CONTRAST", "CT Head (non-contrast)", "70450",
     "No acute intracranial haemorrhage. Loss of grey-white differentiation in the right insular "
     "ribbon. ASPECTS {a}. Hyperdense right MCA sign. No midline shift. Chronic small vessel "
     "ischaemic change. Paranasal sinuses and mastoid air cells clear.",
     "Early right MCA territory infarct, ASPECTS {a}, with hyperdense right MCA. Stroke team "
     "informed."),
    ("US", "US VENOUS DOPPLER LOWER EXTREMITY LEFT", "US Doppler Left Leg", "93971",
     "Non-compressible left popliteal and posterior tibial veins with echogenic intraluminal "
     "thrombus and absent colour flow. Common femoral vein compressible with normal phasicity. "
     "{n} cm Baker's cyst.",
     "Acute left popliteal and calf DVT. Incidental Baker's cyst."),
    ("MR", "MRI KNEE RIGHT WITHOUT CONTRAST", "MRI Right Knee", "73721",
     "Complete tear of the anterior cruciate ligament with bone bruising of the lateral femoral "
     "condyle and posterolateral tibial plateau. Bucket-handle tear of the medial meniscus with "
     "displaced fragment in the intercondylar notch (double PCL sign). Moderate joint effusion.",
     "Complete ACL tear and displaced bucket-handle medial meniscal tear."),
    ("PT", "PET/CT SKULL BASE TO MID THIGH", "FDG PET-CT", "78815",
     "FDG-avid left supraclavicular and mediastinal lymph nodes, SUVmax {s}. Splenic uptake "
     "greater than liver. No FDG-avid osseous lesion. Blood glucose 5.4 mmol/L at injection; "
     "uptake time 62 minutes; 312 MBq F-18 FDG.",
     "FDG-avid supradiaphragmatic nodal disease, Deauville 4. Lugano stage II."),
    ("XR", "XR WRIST LEFT 3 VIEWS", "XR Left Wrist", "73110",
     "Extra-articular distal radial fracture with {n} degrees of dorsal angulation and 3 mm "
     "shortening (Colles type). Ulnar styloid avulsion. Scaphoid intact. Soft tissue swelling.",
     "Dorsally angulated distal radius fracture with ulnar styloid fracture."),
    ("US", "OB ULTRASOUND 2ND TRIMESTER ANATOMY", "Fetal anomaly scan", "76805",
     "Single live intrauterine pregnancy. BPD, HC, AC and FL consistent with 20w{n}d. EFW 340 g "
     "(52nd centile). Placenta posterior, not low lying. Amniotic fluid normal (DVP 5.1 cm). "
     "Fetal heart rate 148 bpm. Four-chamber view and outflow tracts normal.",
     "Normal anatomy survey at 20w{n}d by biometry."),
)

_BONES = "Bones: no aggressive osseous lesion. Multilevel degenerative change in the spine."
_SOFT = "Soft tissues: unremarkable. No inguinal or axillary lymphadenopathy."
_LIVER = ("Incidental 9 mm hypodensity in hepatic segment VI, too small to characterise, "
          "statistically likely a cyst.")
_ADR = "Adrenals: 14 mm left adrenal nodule measuring -8 HU, consistent with lipid-rich adenoma."
_THY = "Thyroid: 8 mm left lobe hypodense nodule; no further imaging per ACR white paper."
_BRAIN = ("Incidental 6 mm pineal cyst.", "Visualised paranasal sinuses show mild mucosal "
          "thickening.", "No abnormal susceptibility artefact on SWI.")
_HABITUS = "Limited views due to body habitus (BMI 38)."
# extra lines per exam index (same order as EXAMS)
EXTRA = (
    (_THY, _ADR, _BONES, "Small hiatus hernia."),
    (_LIVER, _ADR, _BONES, _SOFT, "Sigmoid diverticulosis without diverticulitis."),
    (_THY, _BONES, "Small pericardial effusion, 6 mm."),
    _BRAIN,
    ("Bones: osteopenic. No acute rib fracture.", "Old healed left 6th rib fracture."),
    (_HABITUS, "Pancreatic tail obscured by bowel gas.", "Bladder well distended."),
    ("Skin and nipples normal.", "Bilateral benign-appearing axillary nodes with fatty hila."),
    ("Marrow signal within normal limits.", "Incidental left renal cortical cyst 12 mm."),
    ("Visualised paranasal sinuses clear.", "Old right cerebellar lacune."),
    (_HABITUS, "No contralateral assessment requested."),
    ("Patellar cartilage intact.", "Small popliteal cyst."),
    ("Physiological uptake in brain, myocardium, bowel and urinary tract.",
     "Low-dose CT: no pulmonary nodules."),
    ("Bones: osteopenic.", "Soft tissues swollen; no radio-opaque foreign body."),
    ("Cervical length 36 mm.", "Maternal ovaries normal."),
)

HISTORIES = (
    "{a} with cough and weight loss, ex-smoker 40 pack-years",
    "{a} with RLQ pain, fever 38.4 C, WBC 15.2",
    "{a} with pleuritic chest pain, tachycardic, Wells score 6, D-dimer 2400 ng/mL",
    "{a} with new seizures and headache, recent dental abscess",
    "{a} intubated in ICU, check tube position",
    "{a} with RUQ pain after fatty meals, LFTs normal",
    "{a} routine screening, no symptoms",
    "{a} with left leg sciatica for 6 weeks, failed conservative management",
    "{a} with left-sided weakness, last known well 08:15, NIHSS 14",
    "{a} with swollen painful left calf after long-haul flight",
    "{a} twisting injury playing football, locked knee",
    "{a} restaging after 2 cycles ABVD",
    "{a} FOOSH, deformity left wrist",
    "{a} routine anomaly scan, G2P1",
)


def _history(n, pt, i):
    rng = n.rng
    h = HISTORIES[i]
    pre, post = h.split("{a}")
    n.t(pre)
    n.age(pt["age"], pt["sex"], mode=rng.choice(("yo", "year", "agesex", "y/o")))
    if i not in (6, 13) and pt["prof"] and rng.random() < 0.7:
        n.t(", ")
        n.prof(pt)
        if rng.random() < 0.3:
            n.w(" at ", (rng.choice(P.EMPLOYERS), "ORGANIZATION"))
        n.t(",")
    n.t(post)


def _fill(s, rng):
    return s.format(n=rng.randrange(4, 15), m=rng.randrange(3, 8),
                    r="%.1f" % (rng.randrange(8, 14) / 10.0), a=rng.randrange(6, 10),
                    s="%.1f" % (rng.randrange(45, 160) / 10.0))


def _implant(n, pt):
    rng = n.rng
    dev = rng.choice(("MR Conditional pacemaker (Azure XT DR MRI SureScan)",
                      "cochlear implant (Nucleus CI632)", "deep brain stimulator (Percept PC)",
                      "ICD (Cobalt XT VR)", "spinal cord stimulator (Intellis)",
                      "programmable VP shunt valve (Codman Certas Plus)"))
    n.w("Implant: ", dev, ", serial ", (H.serial(rng), "DEVICE"))
    n.w("; checked by cardiac physiology ", n.dstr(H.plus(n.ref, -rng.randrange(0, 3))))
    n.t("; SAR limited to 2.0 W/kg, 1.5T only.\n")


def _extra(n, ex):
    rng = n.rng
    pool = EXTRA[EXAMS.index(ex)]
    for x in rng.sample(pool, min(len(pool), rng.randrange(1, 4))):
        n.ln(x)


def _followup(n):
    rng = n.rng
    r = rng.random()
    if r < 0.35:
        n.w("Follow-up recommendation logged with the incidental findings nurse navigator (ext ",
            (H.digits(rng, 4), "PHONE"), "); tracking ID ", (H.order_no(rng), "IDNUM"), ".\n")
    elif r < 0.55:
        n.w("Result also copied to ", "PCP " if n.country == "US" else "GP ")
        n.staff(H.make_clin(rng, n.country), "dr_l")
        n.w(" at ", (rng.choice(P.US_CLINICS if n.country == "US" else P.UK_GP), "HOSPITAL"),
            ".\n")


def report_us(n, pt, ex, i):
    rng = n.rng
    s = n.site
    n.ln((s["name"], "HOSPITAL"), " - Department of Radiology")
    if rng.random() < 0.7:
        n.addr(s["addr"], "one")
        n.ln("   Ph ", (s["phone"], "PHONE"), "   Fax ", (s["fax"], "FAX"))
    n.t("\n")
    n.pid_block(pt, rng.choice(("kv", "caps")), extra=("acct",) if rng.random() < 0.6 else ())
    n.ln("EXAM: ", ex[1], "    CPT: ", ex[3])
    n.ln("ACCESSION: ", (H.accession(rng, "US", ex[0]), "IDNUM"))
    n.ln("DATE OF SERVICE: ", n.dstr(n.ref), " ", n.tm("colon"))
    ref = H.make_clin(rng, "US")
    n.w("ORDERING PHYSICIAN: ")
    n.staff(ref, rng.choice(("Lf", "fl_cred", "dr_fl")))
    if rng.random() < 0.5:
        n.w("  (NPI ", (ref["lic"], "LICENSE"), ")")
    n.t("\n")
    if rng.random() < 0.6:
        n.t("LOCATION: ")
        n.room()
        if rng.random() < 0.5:
            n.t(" / ")
            n.ward()
        n.t("\n")
    n.t("\nCLINICAL HISTORY: ")
    _history(n, pt, i)
    n.t(".\n")
    if ex[0] == "MR" and rng.random() < 0.6:
        _implant(n, pt)
    n.t("\nCOMPARISON: ")
    r = rng.random()
    if r < 0.3:
        n.t("None.\n")
    elif r < 0.65:
        n.ln(ex[1].split(" ")[0], " dated ", n.dstr(H.plus(n.ref, -rng.randrange(30, 900))), ".")
    else:
        o = n.other_site()
        n.ln("Outside study from ", (o["name"], "HOSPITAL"), " dated ",
             n.dstr(H.plus(n.ref, -rng.randrange(3, 400))), ", imported to PACS.")
    n.t("\nTECHNIQUE: ")
    if ex[0] == "CT":
        n.t("Axial images with coronal and sagittal reformats. CTDIvol %d mGy, DLP %d mGy-cm. "
            % (rng.randrange(4, 30), rng.randrange(150, 900)))
        if "CONTRAST" in ex[1] and "WITHOUT" not in ex[1] or "CTA" in ex[1]:
            n.t("%d mL Omnipaque 350 IV. " % rng.choice((75, 80, 90, 100)))
        n.t("Dose reduction techniques used.\n")
    elif ex[0] == "MR":
        n.t("Multiplanar multisequence imaging at 1.5T. 7.5 mL gadobutrol IV where indicated.\n")
    else:
        n.t("Standard protocol.\n")
    n.ln("\nFINDINGS:\n", _fill(ex[4], rng))
    _extra(n, ex)
    n.ln("\nIMPRESSION:\n1. ", _fill(ex[5], rng))
    _followup(n)
    if rng.random() < 0.4:
        rc = H.make_clin(rng, "US")
        n.w("2. Critical result communicated to ")
        n.staff(rc, "dr_l")
        n.w(" by telephone at ", n.tm("colon"), " on ", n.dstr(n.ref), " with read-back.\n")
    rad = H.make_clin(rng, "US")
    n.t("\n")
    if rng.random() < 0.5:
        res = H.make_clin(rng, "US")
        n.w("Dictated by: ")
        n.staff(res, "fl_cred")
        n.t(" (PGY-%d)\n" % rng.randrange(2, 6))
    n.w("Electronically signed by: ")
    n.staff(rad, rng.choice(("fml_cred", "fl_cred")))
    n.w(" on ", n.dstr(H.plus(n.ref, rng.choice((0, 0, 1)))), " at ", n.tm("colon"), "\n")
    if rng.random() < 0.5:
        n.ln("NPI: ", (rad["lic"], "LICENSE"), "   Reading room: ", (H.with_ext(rng, s["phone"])
                                                                   if rng.random() < 0.5 else
                                                                   s["phone"], "PHONE"))
    if rng.random() < 0.6:
        tr = H.person(rng)
        n.w("D: ", n.dstr(n.ref, "us_yy"), "  T: ", n.dstr(H.plus(n.ref, rng.randrange(0, 2)),
                                                            "us_yy"), "  ")
        n.w((rad["p"].r("INI"), "DOCTOR"), "/", (tr.r("lini"), "DOCTOR"), "\n")


def report_uk(n, pt, ex, i):
    rng = n.rng
    s = n.site
    n.ln((s["name"].upper(), "HOSPITAL"), "  |  Radiology Department")
    if rng.random() < 0.5:
        n.ln((s["trust"], "HOSPITAL"))
    n.t("\n")
    n.w("Name: ")
    n.pt_name(pt, rng.choice(("fl", "fL", "LU")), title=rng.random() < 0.6)
    n.ln("    Hosp No: ", (pt["mrn"], "MRN"))
    n.ln("NHS No: ", (pt["nhs"], "MRN"), "    DOB: ", n.dstr(pt["dob"]), "    Age: ",
         (str(pt["age"]), "AGE"))
    if rng.random() < 0.5:
        n.ln("Address: ", [(pt["addr"]["street"], "STREET"), ", ", (pt["addr"]["city"], "CITY"),
                           " ", (pt["addr"]["zip"], "ZIP")])
    ref = H.make_clin(rng, "UK")
    n.w("Referrer: ")
    n.staff(ref, "dr_l")
    n.w(", ", rng.choice(("Consultant Physician", "ED", "Orthopaedics", "Respiratory",
                          "Acute Medicine", "Stroke")))
    if rng.random() < 0.6:
        n.t(", ")
        n.ward()
    if rng.random() < 0.5:
        n.w(" (bleep ", (ref["pager"], "PHONE"), ")")
    n.t("\n")
    if rng.random() < 0.5:
        n.ln("GP: ", (rng.choice(P.UK_GP), "HOSPITAL"))
    n.ln("Examination: ", ex[2], "    Date: ", n.dstr(n.ref), "    Acc No: ",
         (H.accession(rng, "UK", ex[0]), "IDNUM"))
    n.t("\nClinical details: ")
    _history(n, pt, i)
    n.t(rng.choice((".\n", ". Please compare with previous.\n", ". Thank you.\n", ".\n")))
    if ex[0] == "MR" and rng.random() < 0.5:
        _implant(n, pt)
    n.t("\nReport:\n")
    if rng.random() < 0.5:
        n.w("Comparison made with the previous examination of ",
            n.dstr(H.plus(n.ref, -rng.randrange(20, 1200))))
        if rng.random() < 0.5:
            n.w(" performed at ", (n.other_site()["name"], "HOSPITAL"))
        n.t(".\n")
    n.ln(_fill(ex[4], rng).replace("hemorrhage", "haemorrhage"))
    _extra(n, ex)
    n.ln("\nConclusion:\n", _fill(ex[5], rng))
    _followup(n)
    rad = H.make_clin(rng, "UK")
    n.w("\nReported by: ")
    n.staff(rad, rng.choice(("dr_fl", "fml_cred")))
    n.w(", Consultant Radiologist")
    if rng.random() < 0.6:
        n.w(" (GMC ", (rad["lic"], "LICENSE"), ")")
    n.w("\nDate/time reported: ", n.dstr(n.ref), " ", n.tm("colon"), "\n")
    if rng.random() < 0.5:
        n.ln("Verified in CRIS by ", (rad["user"], "USERNAME"))
    if rng.random() < 0.4:
        n.ln("Enquiries: ", (s["phone"], "PHONE"), " or ", (rad["email"], "EMAIL"))


def report_prelim(n, pt, ex, i):
    rng = n.rng
    us = n.country == "US"
    n.ln(rng.choice(("PRELIMINARY READ", "WET READ", "On-call preliminary report")), " - ",
         rng.choice(("ED", "ICU", "Overnight", "Teleradiology")))
    n.w("Pt: ")
    n.pt_name(pt, rng.choice(("LF", "Lf")))
    n.w("  ", "MRN" if us else "Hosp no", " ", (pt["mrn"], "MRN"), "  Acc ",
        (H.accession(rng, n.country, ex[0]), "IDNUM"), "\n")
    n.age(pt["age"], pt["sex"], mode="agesex")
    n.w(". ", ex[1].lower() if us else ex[2], ", ", n.dstr(n.ref, H.short_style(n.country)),
        " ", n.tm("colon"), ".\n\n")
    f = _fill(ex[5], rng)
    n.ln(f)
    n.t("\nD/w ")
    c = H.make_clin(rng, n.country)
    n.staff(c, rng.choice(("dr_l", "Lf")))
    n.w(" (", rng.choice(("ED", "ICU reg", "surgical SHO", "stroke fellow", "primary team")),
        ") at ", n.tm("colon"), " via ", rng.choice(("phone ", "pager ")))
    n.p(rng.choice((c["pager"], H.phone(rng, n.country))), "PHONE")
    n.t(", read back.\n")
    res = H.make_clin(rng, n.country)
    att = H.make_clin(rng, n.country)
    n.t("Final report to follow. -")
    n.staff(res, "fL")
    n.t(" / ")
    n.staff(att, rng.choice(("dr_l", "fL")))
    n.t("\n")
    if rng.random() < 0.5:
        n.w("Workstation ", (H.ip(rng), "IPADDR"), "  login ", (res["user"], "USERNAME"), "\n")
    if rng.random() < 0.5:
        n.w("\nADDENDUM ", n.dstr(H.plus(n.ref, 1)), ": Final read by ")
        n.staff(att, "dr_l")
        n.t(" agrees with preliminary interpretation; no discrepancy (RADPEER 1).\n")


def gen_report(n):
    rng = n.rng
    i = rng.randrange(len(EXAMS))
    ex = EXAMS[i]
    while True:
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        if i not in (6, 13) or (pt["sex"] == "F" and (i == 6 or 18 <= pt["age"] <= 45)):
            break
    r = rng.random()
    if r < 0.25:
        report_prelim(n, pt, ex, i)
    elif n.country == "US":
        report_us(n, pt, ex, i)
    else:
        report_uk(n, pt, ex, i)
