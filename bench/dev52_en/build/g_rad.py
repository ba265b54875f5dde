"""Genre 3: radiology reports with PACS and order metadata."""
from core import *  # noqa
from world import *  # noqa
import pools as PL

EXAMS = [
    ("CT CHEST WITH CONTRAST", "CT", "Shortness of breath, raised D-dimer. ?PE",
     "Technique: CTPA following 70 mL Omnipaque 350. Bolus tracking. DLP 312 mGy*cm.",
     ["Filling defects in the right lower lobe segmental and subsegmental arteries consistent with acute PE.",
      "RV/LV ratio 0.9; no CT evidence of right heart strain.", "Small right pleural effusion.",
      "Incidental 6 mm solid nodule in the left upper lobe."],
     "1. Acute right lower lobe pulmonary emboli without right heart strain.\n2. 6 mm LUL nodule: Fleischner follow-up CT in 6-12 months."),
    ("MRI BRAIN WITHOUT AND WITH GADOLINIUM", "MR", "New onset seizure. Headache.",
     "Technique: Multiplanar multisequence MRI; 7.5 mL gadobutrol IV.",
     ["2.3 cm enhancing lesion in the right frontal lobe with surrounding vasogenic oedema.",
      "Mild mass effect on the frontal horn, no midline shift.", "No hydrocephalus.", "Normal flow voids."],
     "1. Solitary enhancing right frontal lesion; differential includes metastasis or high-grade glioma.\n2. Recommend neurosurgical review."),
    ("XR CHEST PA AND LATERAL", "CR", "Cough and fever 5 days.",
     "Two views.",
     ["Patchy consolidation in the left lower zone with air bronchograms.", "Heart size normal.",
      "No pneumothorax.", "Costophrenic angles clear."],
     "Left lower lobe pneumonia. Follow-up radiograph in 6 weeks to ensure resolution."),
    ("US ABDOMEN COMPLETE", "US", "RUQ pain, deranged LFTs.",
     "Real-time grey-scale and Doppler imaging.",
     ["Gallbladder distended with multiple mobile calculi up to 14 mm, wall 4 mm, positive sonographic Murphy sign.",
      "CBD 5 mm.", "Liver normal echotexture.", "Kidneys normal size without hydronephrosis."],
     "Acute calculous cholecystitis."),
    ("MAMMOGRAM BILATERAL SCREENING WITH TOMOSYNTHESIS", "MG", "Routine screening.",
     "Standard CC and MLO views with DBT. Comparison with prior studies.",
     ["Breast density: heterogeneously dense (C).", "New 9 mm irregular mass with spiculated margins, L breast 2 o'clock, 6 cm FN.",
      "No suspicious calcifications.", "Benign-appearing R axillary node."],
     "BI-RADS 0: incomplete. Recall for diagnostic imaging and ultrasound of the left breast."),
    ("CT HEAD WITHOUT CONTRAST", "CT", "Fall on warfarin, INR 3.1. Head strike.",
     "Axial images, bone and brain windows.",
     ["Acute subdural haematoma over the left convexity, max thickness 7 mm.", "3 mm midline shift to the right.",
      "No skull fracture.", "Chronic small vessel ischaemic change."],
     "Acute left convexity SDH with 3 mm midline shift. Discussed with neurosurgery."),
    ("XR LEFT WRIST 3 VIEWS", "CR", "FOOSH at netball. Snuffbox tenderness.",
     "PA, lateral and scaphoid views.",
     ["Undisplaced fracture through the waist of the scaphoid.", "Distal radius intact.", "Soft tissue swelling."],
     "Undisplaced scaphoid waist fracture."),
    ("DEXA SCAN", "DX", "Postmenopausal, on long-term prednisolone.",
     "Hologic-type densitometer, lumbar spine and hip.",
     ["L1-L4 T-score -2.7.", "Total hip T-score -2.1.", "FRAX 10-year major osteoporotic fracture risk 21%."],
     "Osteoporosis of the lumbar spine."),
    ("PET-CT SKULL BASE TO MID THIGH", "PT", "Restaging Hodgkin lymphoma.",
     "18F-FDG 350 MBq, uptake 62 min, BGL 5.4 mmol/L.",
     ["No FDG-avid cervical nodes (Deauville 2).", "Mediastinal residual mass 1.4 cm, SUVmax 2.1.", "Physiological marrow uptake."],
     "Complete metabolic response (Deauville 2)."),
]


EXTRA = {
    "CT": ["Mediastinum: no lymphadenopathy by size criteria. Thyroid unremarkable.",
           "Upper abdomen: limited views show a 1.2 cm hypodensity in segment VII, too small to characterise, likely a cyst.",
           "Bones: degenerative change in the thoracic spine. No aggressive osseous lesion.",
           "Soft tissues: unremarkable.", "Vessels: moderate calcified atheroma of the aorta and coronary arteries.",
           "Airways: patent to the segmental level.", "Sinuses and mastoids: clear.", "Orbits: normal."],
    "MR": ["Ventricles and sulci: age-appropriate.", "Diffusion: no restricted diffusion to suggest acute infarct.",
           "SWI: no microhaemorrhage.", "Pituitary and craniocervical junction normal.",
           "Scattered T2/FLAIR white matter hyperintensities, Fazekas grade 1.", "Orbits and paranasal sinuses: mild mucosal thickening."],
    "CR": ["Bones: no acute fracture in the visualised skeleton.", "Lines and tubes: none.", "Mediastinal contours within normal limits.",
           "No free subdiaphragmatic gas.", "Soft tissues unremarkable."],
    "US": ["Pancreas partially obscured by bowel gas.", "Spleen 10.8 cm, normal.", "No free fluid.",
           "Aorta normal calibre where visualised.", "Bladder partially filled, unremarkable."],
    "MG": ["Skin and nipple unremarkable.", "No architectural distortion elsewhere.", "Stable benign calcifications R upper outer quadrant.",
           "Scattered fibroglandular tissue."],
    "DX": ["Vertebral fracture assessment: no morphometric fracture T4-L4.", "L3 excluded due to degenerative change.",
           "Least significant change 0.025 g/cm2; compared with prior there is a 3.8% decrease at the spine."],
    "PT": ["Brain: physiological uptake.", "Liver and spleen: homogeneous uptake, no focal lesion.",
           "Bowel: physiological uptake.", "No FDG-avid osseous lesion."],
}


def study_uid(rng):
    return "1.2.840.%d.%d.%d.%d.%d" % (rng.randint(10000, 999999), rng.randint(1, 9), rng.randint(1, 99),
                                        rng.randint(10 ** 7, 10 ** 9), rng.randint(10 ** 5, 10 ** 7))


def report(rng, c):
    exam = rng.choice(EXAMS)
    c.set_age(18, 96) if rng.random() < 0.9 else c.set_age(3, 17)
    if exam[1] in ("MG", "DX") or "wrist" in exam[0].lower() and rng.random() < 0.5:
        c.set_sex("F")
        if exam[1] in ("MG", "DX"):
            c.set_age(45, 88)
    lines = []
    rad = c.md2
    site = c.hosp
    acc = fmt_id(rng, rng.choice(["##########", "RAD-#######", "@@########", "CT##-######", "A#########"]))
    order = fmt_id(rng, rng.choice(["ORD#######", "#########", "OR-####-####"]))
    style = rng.random()
    if style < 0.35:
        lines.append("%s  |  Department of %s" % (hosp(site), rng.choice(["Radiology", "Medical Imaging", "Diagnostic Imaging"])))
        lines.append("=" * 76)
        lines.append("PATIENT: %s MRN: %s" % (vpad(pt(c.pt.last_first(upper=True)), 28), mrn(c.mrn)))
        lines.append("DOB: %s AGE: %s SEX: %s" % (vpad(c.dobs(), 12), vpad(age(c.age) + "Y", 6), c.pt.sex))
        lines.append("ACCESSION: %s ORDER #: %s" % (vpad(idn(acc), 16), idn(order)))
        lines.append("VISIT: %s  LOCATION: %s" % (acct(c.acct), rng.choice(["ED", "OP", hosp(rng.choice(PL.WARDS)) + " " + loc("Rm %d" % rng.randint(2, 40))
                                                                             if False else hosp(rng.choice(PL.WARDS))])))
        lines.append("EXAM: %s" % exam[0])
        lines.append("EXAM DATE: %s %s   MODALITY: %s" % (c.d(0, "mdy" if c.loc == "US" else "dmy"), ftime(rng), exam[1]))
        lines.append("REFERRING: %s   NPI %s" % (c.md.ref(), lic(npi(rng))) if c.loc == "US" else "REFERRING: %s" % c.md.ref())
        lines.append("=" * 76)
    elif style < 0.7:
        lines.append("RADIOLOGY REPORT")
        lines.append("Patient Name: %s" % pt(c.pt.full_mid()))
        for k, v in c.nhs_or_mrn_header():
            lines.append("%s: %s" % (k, v))
        lines.append("Date of Birth: %s (%s)" % (c.dobs(), c.age_str()))
        lines.append("Address: %s" % addr_block(rng, c.addr, oneline=True))
        lines.append("Study: %s" % exam[0])
        lines.append("Study Date: %s" % c.d())
        lines.append("Accession No: %s   Order No: %s" % (idn(acc), idn(order)))
        lines.append("Requested by: %s, %s" % (c.md.ref(), hosp(c.clinic)))
        lines.append("Performed at: %s" % hosp(site))
    else:
        lines.append("[PACS] %s | %s | %s | DOB %s | %s | Acc %s" % (hosp(site), pt(c.pt.hl7().replace("^", ", ", 1).replace("^", " ")),
                                                                   mrn(c.mrn), c.dobs("iso"), exam[1], idn(acc)))
        lines.append("Study Instance UID: %s" % idn(study_uid(rng)))
        lines.append("Series: 4   Images: %d   Station: %s" % (rng.randint(2, 900), loc("Scanner room %d" % rng.randint(1, 6))))
        lines.append("Modality AE IP: %s   Archive: %s" % (ip(private_ip(rng)), ip(private_ip(rng))))
        lines.append("")
        lines.append("EXAMINATION: %s, %s" % (exam[0], c.d()))
    lines.append("")
    lines.append("CLINICAL HISTORY: %s %s" % (c.age_str(), exam[2]))
    if rng.random() < 0.6:
        lines.append("ORDER QUESTIONS: Reason for exam: %s | Pregnant? %s | Isolation: %s | Transport: %s | Ordering pager: %s" % (
            exam[2].split(".")[0], rng.choice(["No", "N/A", "Unknown"]), rng.choice(["none", "contact", "droplet"]),
            rng.choice(["ambulatory", "wheelchair", "stretcher with RN"]), tel(fpager(rng))))
    if rng.random() < 0.3:
        lines.append("Additional: patient is a %s; %s" % (prof(c.job), rng.choice(["claustrophobic", "pacemaker in situ",
                                                                                    "eGFR 48", "pregnancy test negative"])))
    lines.append("")
    lines.append("COMPARISON: " + rng.choice(["None available.", "%s %s at %s." % (exam[1], c.d(-rng.randint(60, 900)), hosp(hospital_name(rng, c.loc))),
                                              "Prior study dated %s." % c.d(-rng.randint(30, 700))]))
    lines.append("")
    lines.append("TECHNIQUE: " + exam[3])
    if exam[1] in ("CT", "PT"):
        lines.append("Dose report: CTDIvol %.1f mGy, DLP %d mGy*cm. Iterative reconstruction. Protocol per departmental guideline." % (rng.uniform(2, 18), rng.randint(90, 900)))
    elif exam[1] == "MR":
        lines.append("Field strength %s T. Sequences: sagittal T1, axial T2, FLAIR, DWI/ADC, SWI, post-contrast 3D T1." % rng.choice(["1.5", "3"]))
    lines.append("Performed by: %s. Contrast lot %s." % (dr(Person(rng).full()), idn(fmt_id(rng, "@#####"))) if exam[1] in ("CT", "MR", "PT") else
                 "Performed by: %s." % dr(Person(rng).full()))
    if rng.random() < 0.15:
        lines.append("MR-conditional device: %s, serial %s, checked by %s prior to scan." % (
            rng.choice(["pacemaker", "ICD", "cochlear implant", "spinal cord stimulator"]), dev(device_sn(rng)), dr(Person(rng).full())))
    lines.append("")
    lines.append("SAFETY CHECKLIST: weight %d kg; eGFR %d (%s); contrast allergy %s; pregnancy %s; IV %s by %s." % (
        rng.randint(40, 130), rng.randint(35, 110), c.d(-rng.randint(1, 20), rng.choice(["md", None])),
        rng.choice(["none", "iodinated (hives) - premedicated with prednisone 50 mg 13/7/1 h", "none known"]),
        rng.choice(["n/a", "negative (urine hCG)", "not pregnant per patient"]), rng.choice(["20G L ACF", "22G R hand", "PICC"]),
        dr(Person(rng).full())))
    lines.append("")
    lines.append("FINDINGS:")
    fl = list(exam[4]) + rng.sample(EXTRA[exam[1]], min(len(EXTRA[exam[1]]), rng.randint(2, 5)))
    for f in fl:
        lines.append(("- " if rng.random() < 0.3 else "") + f)
    lines.append("")
    lines.append("IMPRESSION:")
    lines.append(exam[5])
    lines.append("")
    lines.append("RECOMMENDATION: " + rng.choice([
        "Clinical correlation. Follow-up imaging as above; reminder created in tracking system, ref %s." % idn(fmt_id(rng, "FU-######")),
        "No further imaging required at this time.",
        "Suggest comparison with outside imaging from %s if available (images requested %s)." % (hosp(hospital_name(rng, c.loc)), c.d(1)),
        "MDT discussion recommended; added to %s list for %s." % (rng.choice(["thoracic", "neuro-oncology", "breast", "HPB"]), c.d(rng.randint(2, 9), rng.choice(["wshort", "wdlong", "wlong"])))]))
    lines.append("")
    if rng.random() < 0.55:
        lines.append("Critical result communicated to %s by telephone (%s) on %s at %s; read back confirmed." % (
            c.md.ref(), c.ph(ext=rng.random() < 0.5), c.d(), ftime(rng)))
    if rng.random() < 0.3:
        lines.append("Preliminary read by %s (resident); agree with findings." % dr(Person(rng).full()))
    lines.append("")
    lines.append("Radiologist: %s" % rad.sig())
    if c.loc == "GB":
        lines.append("GMC: %s" % lic(med_license(rng, "GB")))
    elif rng.random() < 0.5:
        lines.append("Licence #: %s" % lic(med_license(rng, c.loc)))
    lines.append("Signed: %s %s" % (c.d(rng.randint(0, 1)), ftime(rng)))
    lines.append("Transcribed: %s/%s" % (dr(rad.initials(False)), dr(Person(rng).initials(False).lower())))
    lines.append("")
    if rng.random() < 0.35:
        lines.append("ADDENDUM %s: %s" % (c.d(rng.randint(1, 4)), rng.choice([
            "Comparison made with outside CT from %s received via image exchange; nodule stable, favour benign." % hosp(hospital_name(rng, c.loc)),
            "Discussed with %s who reports patient has a history of %s." % (c.md.ref(), rng.choice(["sarcoidosis", "prior resection", "TB in childhood"])),
            "Measurement corrected in finding 2 (typographical error)."])))
        lines.append("Addendum signed: %s" % rad.sig())
        lines.append("")
    lines.append("--- ORDER METADATA ---")
    meta = [("Order ID", idn(order)), ("Ordered", "%s %s" % (c.d(-rng.randint(0, 3)), ftime(rng))),
            ("Ordering user", usr(c.md.username())), ("Priority", rng.choice(["STAT", "Routine", "Urgent"])),
            ("Encounter", acct(c.acct)), ("Insurance", "%s / %s" % (org(c.insurer), hplan(c.hplan))),
            ("Scheduled by", dr(Person(rng).full()) + " (%s)" % c.ph()),
            ("Protocolled by", usr(rad.username())), ("Tech", dr(Person(rng).full()) + ", RT(R)" if c.loc == "US" else dr(Person(rng).full())),
            ("Pt phone", tel(c.phone)), ("Reading WS", ip(private_ip(rng)))]
    for k, v in rng.sample(meta, rng.randint(6, len(meta))):
        lines.append("%s %s" % (vpad(k + ":", 15), v))
    if rng.random() < 0.4:
        lines.append("Images available: %s" % url("https://pacs.%s.example.org/viewer?acc=%s" % (ascii_slug(site.split()[0]), acc)))
    return "\n".join(lines)


def gen(rng, c):
    return report(rng, c)
