"""Procedure and diagnostic genres: operative, radiology, pathology, cardiology reports."""
import datetime as dt

import clinical as K
import gcommon as G
from core import T

# ---------------------------------------------------------------------------
OPS = [
    dict(
        name="Laparoscopic cholecystectomy", sex=None,
        pre="Symptomatic cholelithiasis with biliary colic", post="Same, with chronic cholecystitis",
        ind="{pt} is {intro} with recurrent postprandial right upper quadrant pain and ultrasound-proven "
            "gallstones. Seen in clinic on {my_recent}. Risks including bleeding, infection, bile leak, "
            "common bile duct injury and conversion to open were discussed and consent obtained.",
        desc="The patient was brought to the operating room and placed supine. After induction of general "
             "endotracheal anesthesia, the abdomen was prepped and draped in the usual sterile fashion. A "
             "timeout was performed. A 12 mm umbilical port was placed using the Hasson technique and "
             "pneumoperitoneum established to 15 mmHg. Three 5 mm ports were placed under direct vision. "
             "The gallbladder fundus was retracted cephalad. The peritoneum over the triangle of Calot was "
             "opened and the critical view of safety obtained. The cystic duct and artery were clipped "
             "and divided. The gallbladder was removed from the liver bed with electrocautery and "
             "extracted in an Endo Catch bag. Hemostasis was confirmed. Fascia at the umbilicus was "
             "closed with 0 Vicryl and skin with 4-0 Monocryl.",
        spec="Gallbladder", implants=[], ebl="20 mL", drains="None",
    ),
    dict(
        name="Laparoscopic appendectomy", sex=None,
        pre="Acute appendicitis", post="Acute suppurative appendicitis without perforation",
        ind="{pt} is {intro} who presented to the ED on {d0} with right lower quadrant pain and CT findings "
            "of acute appendicitis. Consent obtained from the patient; {fam} was present.",
        desc="Under general anesthesia, supine, arms tucked. Periumbilical 12 mm port by open technique, "
             "5 mm suprapubic and left lower quadrant ports. The appendix was inflamed but intact. The "
             "mesoappendix was divided with a vessel-sealing device and the base stapled with an "
             "Endo GIA 45 mm vascular load. Specimen removed in a bag. Irrigation of the right lower "
             "quadrant until clear. Ports removed under vision.",
        spec="Appendix", implants=[], ebl="minimal", drains="None",
    ),
    dict(
        name="Right total knee arthroplasty", sex=None,
        pre="Primary osteoarthritis, right knee", post="Same",
        ind="{pt} is {intro} with end-stage right knee osteoarthritis, failed injections and physical "
            "therapy since {y1}. Lachman test stable; varus deformity of 8 degrees.",
        desc="Spinal anesthesia with adductor canal block. Tourniquet inflated to 250 mmHg. Medial "
             "parapatellar arthrotomy. Distal femoral cut with intramedullary guide at 5 degrees valgus; "
             "proximal tibial cut perpendicular to the mechanical axis with 3 degrees posterior slope. "
             "Balanced in flexion and extension. Trial components showed good stability and tracking. "
             "Final components cemented. Periarticular injection of ropivacaine, ketorolac and "
             "epinephrine. Layered closure, staples to skin.",
        spec=None, ebl="150 mL",
        implants=["Femoral component, cruciate-retaining, size 6", "Tibial baseplate, size 5",
                  "Polyethylene insert, 11 mm", "Patellar button, 35 mm", "Bone cement, 40 g x 2"],
        drains="None",
    ),
    dict(
        name="Left hip bipolar hemiarthroplasty", sex=None,
        pre="Displaced left femoral neck fracture", post="Same",
        ind="{pt} is {intro} who fell at home on {dm1} and sustained a displaced left femoral neck fracture. "
            "Cleared by medicine and cardiology. Consent signed by the patient with {fam} present.",
        desc="Spinal anesthesia. Right lateral decubitus position. Posterior approach. Short external "
             "rotators and capsule tagged. Femoral neck osteotomy; head extracted and measured at 48 mm. "
             "Canal broached. Cemented stem placed with a bipolar head. Hip reduced and stable to 90 "
             "degrees of flexion with 45 degrees of internal rotation. Capsule and rotators repaired "
             "through drill holes.",
        spec="Femoral head", ebl="300 mL",
        implants=["Femoral stem, cemented, size 3", "Bipolar head 48 mm", "Cement restrictor"],
        drains="None",
    ),
    dict(
        name="Open right inguinal hernia repair with mesh (Lichtenstein)", sex=None,
        pre="Symptomatic right inguinal hernia", post="Right indirect inguinal hernia",
        ind="{pt} is {intro} with an enlarging, painful right groin bulge for a year, worse with lifting; "
            "{he} {work}.",
        desc="Local anesthesia with monitored anesthesia care. Right groin incision. External oblique "
             "opened in line with its fibers; ilioinguinal nerve identified and preserved. Indirect sac "
             "dissected off the cord and reduced. A polypropylene mesh was tailored and secured to the "
             "pubic tubercle and shelving edge with 2-0 Prolene. External oblique closed over the cord.",
        spec=None, ebl="5 mL", implants=["Polypropylene mesh, 6 x 14 cm"], drains="None",
    ),
    dict(
        name="Open reduction and internal fixation, right bimalleolar ankle fracture", sex=None,
        pre="Right bimalleolar ankle fracture", post="Same",
        ind="{pt} is {intro} who twisted {his} right ankle stepping off a curb on {dm3}.",
        desc="General anesthesia with popliteal block. Thigh tourniquet. Lateral incision; fibula reduced "
             "and fixed with a lag screw and a one-third tubular plate. Medial incision; medial malleolus "
             "reduced and fixed with two 4.0 mm partially threaded cannulated screws. Stress view showed a "
             "stable syndesmosis. Fluoroscopy confirmed reduction and hardware position.",
        spec=None, ebl="25 mL",
        implants=["One-third tubular plate, 7-hole", "3.5 mm cortical screws x 6", "4.0 mm cannulated screws x 2"],
        drains="None",
    ),
    dict(
        name="Cystoscopy, left ureteroscopy with laser lithotripsy and ureteral stent placement", sex=None,
        pre="Obstructing left ureteral calculus", post="Same",
        ind="{pt} is {intro} with a 7 mm obstructing left proximal ureteral stone and persistent pain since "
            "{dm6}, failed medical expulsive therapy.",
        desc="General LMA anesthesia, dorsal lithotomy. Cystoscopy: normal bladder. Sensor wire passed to "
             "the left kidney under fluoroscopy. Semi-rigid then flexible ureteroscopy; stone fragmented "
             "with holmium laser and fragments basketed. Retrograde pyelogram without extravasation. "
             "6 Fr x 26 cm double-J stent placed with good curls.",
        spec="Stone fragments for analysis", ebl="minimal",
        implants=["Ureteral stent 6 Fr x 26 cm, double-J"], drains="Foley catheter removed at end of case",
    ),
    dict(
        name="Total thyroidectomy", sex=None,
        pre="Multinodular goiter with compressive symptoms; Bethesda IV nodule", post="Same",
        ind="{pt} is {intro} with progressive dysphagia and a 4.1 cm left thyroid nodule, FNA Bethesda IV "
            "on {my_recent}. Graves' disease excluded (TRAb negative).",
        desc="General endotracheal anesthesia with a nerve-monitoring tube. Transverse cervical incision. "
             "Subplatysmal flaps. Strap muscles divided in the midline. Left lobe mobilized; recurrent "
             "laryngeal nerve identified and stimulated with good signal throughout. Superior and inferior "
             "parathyroid glands preserved on their blood supply. Same on the right. Specimen oriented "
             "with a stitch on the left superior pole.",
        spec="Total thyroid, stitch marks left superior pole", ebl="30 mL", implants=[], drains="None",
    ),
    dict(
        name="Right open carpal tunnel release", sex=None,
        pre="Right carpal tunnel syndrome", post="Same",
        ind="{pt} is {intro} with nocturnal numbness of the right thumb, index and middle fingers, positive "
            "Tinel sign and Phalen test, and EMG on {my_recent} showing moderate median neuropathy at the wrist.",
        desc="Local anesthesia with a forearm tourniquet. Longitudinal palmar incision in line with the "
             "radial border of the ring finger. Palmar fascia divided; transverse carpal ligament released "
             "completely under direct vision, protecting the median nerve and its recurrent branch. Skin "
             "closed with 4-0 nylon horizontal mattress sutures.",
        spec=None, ebl="minimal", implants=[], drains="None",
    ),
]


def operative_report(c):
    op = c.pick(OPS)
    if "knee" in op["name"]:
        c.ensure_age(50, 88)
    elif "hemiarthroplasty" in op["name"]:
        c.ensure_age(65, 99)
    surg = c.new_doc("md", surgeon=True)
    c.__dict__["_att"] = surg
    asst = c.new_doc(c.pick(["pa", "res", "np"]))
    anes = c.new_doc("md")
    crna = c.new_doc("crna")
    circ, scrub = c.new_doc("rn"), c.new_doc("tech")
    date = c.d0 + dt.timedelta(days=c.ri(0, 2))
    extra = {"my_recent": lambda: c.month_year(20, 200)}
    out = []
    out.append(c.pick(["OPERATIVE REPORT", "Operative Note", "BRIEF OP NOTE / OPERATIVE REPORT", "OPERATION REPORT"]))
    out.append(c.H())
    out.append("")
    out.append(G.patient_header(c, extra_dates=[(c.pick(["Date of surgery", "Date of operation", "DOS"]),
                                                 c.dt(date, kind="head"))]))
    out.append("")
    out.append("Surgeon: %s" % c.D(surg, c.pick(["full_cred", "lf_cred", "dr_full"])))
    out.append("Assistant(s): %s" % c.D(asst, "full_cred"))
    out.append("Anesthesiologist: %s    CRNA: %s" % (c.D(anes, "dr_full"), c.D(crna, "full_cred")))
    out.append("Anesthesia: %s" % c.pick(["General endotracheal", "Spinal with sedation", "MAC with local",
                                          "General LMA", "Regional block with sedation"]))
    out.append("Operating room: OR %s" % T("LOCATION_OTHER", str(c.ri(1, 24))))
    out.append("")
    out.append("PREOPERATIVE DIAGNOSIS: %s" % op["pre"])
    out.append("POSTOPERATIVE DIAGNOSIS: %s" % op["post"])
    out.append("PROCEDURE: %s" % op["name"])
    out.append("")
    out.append("INDICATIONS: " + c.fill(op["ind"], extra))
    out.append("")
    out.append("DESCRIPTION OF PROCEDURE: " + op["desc"])
    out.append("")
    out.append("ESTIMATED BLOOD LOSS: %s" % op["ebl"])
    out.append("FLUIDS: %d mL crystalloid    URINE OUTPUT: %s" % (c.ri(400, 2200), c.pick(["not measured", "%d mL" % c.ri(50, 600)])))
    if op["spec"]:
        out.append("SPECIMENS: %s to pathology (%s %s)" % (op["spec"], c.pick(["accession", "specimen #", "case"]),
                                                            T("IDNUM", c.accession("path"))))
    else:
        out.append("SPECIMENS: None")
    if op["implants"]:
        out.append("IMPLANTS:")
        for im in op["implants"]:
            if c.chance(0.5):
                out.append("- %s, REF %s, LOT %s" % (im, "%s-%s" % (c.digits(2), c.digits(4)), T("DEVICE", c.lot())))
            else:
                out.append("- %s, SN %s, lot %s" % (im, T("DEVICE", c.serial()), T("DEVICE", c.lot())))
    out.append("DRAINS: %s" % op["drains"])
    out.append("COMPLICATIONS: None apparent.")
    out.append("COUNTS: Sponge, needle and instrument counts correct x2, confirmed by %s and %s." % (
        c.D(circ, "full_cred"), c.D(scrub, c.pick(["full", "full"])) + c.pick([", CST", " (scrub tech)", ""])))
    out.append("DISPOSITION: To PACU extubated and in stable condition.%s" % c.pick([
        "", " I called %s in the family waiting area with an update." % c.fam_phrase(c.main_fam_kind(), "the patient's"),
        " Findings discussed with %s by phone at %s." % (c.fam_phrase(c.main_fam_kind(), "the patient's"), c.Ph())]))
    out.append("")
    out.append("I was present and scrubbed for the entire procedure.")
    out.append("")
    if c.loc == "US" and c.chance(0.5):
        out.append(G.dictation_footer(c, surg, cc=[c.pcp_doc()]))
    else:
        out.append(G.esign(c, surg, date))
    return "\n".join(out)


# ---------------------------------------------------------------------------
RAD = [
    dict(name="CT HEAD WITHOUT CONTRAST", hist="Fall with head strike, on anticoagulation.",
         tech="Axial images from skull base to vertex without IV contrast. DLP 912 mGy-cm.",
         comp="CT head", find="No acute intracranial hemorrhage, mass effect or midline shift. Gray-white "
         "differentiation preserved. Mild periventricular white matter hypodensity, likely chronic small "
         "vessel ischemic change. Ventricles and sulci proportionate to age. Left parietal scalp hematoma. "
         "No calvarial fracture. Paranasal sinuses clear.",
         imp="1. No acute intracranial abnormality.\n2. Left parietal scalp hematoma without fracture.",
         crit=False),
    dict(name="XR CHEST PA AND LATERAL", hist="Fever, cough.",
         tech="PA and lateral views.", comp="Chest radiograph",
         find="Dense consolidation in the right lower lobe with air bronchograms. Small right pleural effusion. "
         "Left lung clear. Heart size normal. No pneumothorax.",
         imp="Right lower lobe pneumonia with small parapneumonic effusion. Follow-up radiograph in 6-8 weeks "
         "recommended to document resolution.", crit=False),
    dict(name="CT ABDOMEN AND PELVIS WITH IV CONTRAST", hist="Left lower quadrant pain, fever.",
         tech="Helical CT after 100 mL Omnipaque 350 IV. Oral contrast not given. DLP 684 mGy-cm.",
         comp="CT abdomen and pelvis",
         find="Segmental wall thickening of the sigmoid colon with pericolic fat stranding and numerous "
         "diverticula. 1.8 cm pericolic fluid collection without rim enhancement. No free air. Liver, "
         "spleen, pancreas and kidneys unremarkable. Appendix normal. No lymphadenopathy.",
         imp="Acute uncomplicated sigmoid diverticulitis with a small phlegmon; no abscess or perforation.",
         crit=False),
    dict(name="CTA CHEST (PULMONARY EMBOLISM PROTOCOL)", hist="Dyspnea, tachycardia, elevated D-dimer.",
         tech="CT angiography of the chest after 75 mL Isovue 370 IV.", comp="CT chest",
         find="Filling defects in the right main pulmonary artery extending into the right lower lobe "
         "segmental branches and in the left lower lobe segmental arteries. RV/LV ratio 1.1. Straightening "
         "of the interventricular septum. No pulmonary infarct. No effusion.",
         imp="Acute bilateral pulmonary emboli with CT evidence of right heart strain.", crit=True),
    dict(name="MRI LUMBAR SPINE WITHOUT CONTRAST", hist="Low back pain radiating to the left leg for 8 weeks.",
         tech="Sagittal T1, T2, STIR and axial T2 images.", comp="MRI lumbar spine",
         find="Normal alignment. L4-L5: disc desiccation with a left paracentral extrusion migrating caudally, "
         "contacting the traversing left L5 nerve root; moderate left subarticular stenosis. L5-S1: mild "
         "disc bulge without stenosis. Conus terminates normally at L1.",
         imp="L4-L5 left paracentral disc extrusion contacting the left L5 nerve root.", crit=False),
    dict(name="US ABDOMEN LIMITED (RIGHT UPPER QUADRANT)", hist="RUQ pain after meals.",
         tech="Grayscale and color Doppler images of the right upper quadrant.", comp="Ultrasound abdomen",
         find="Multiple mobile shadowing gallstones up to 1.4 cm. Gallbladder wall 4 mm. Positive sonographic "
         "Murphy's sign. Common bile duct 5 mm. Liver mildly echogenic. Right kidney unremarkable.",
         imp="Cholelithiasis with positive sonographic Murphy's sign; early acute cholecystitis not excluded.",
         crit=False),
    dict(name="US VENOUS DUPLEX BILATERAL LOWER EXTREMITIES", hist="Left calf swelling.",
         tech="Grayscale compression, color and spectral Doppler.", comp="Venous duplex",
         find="Noncompressible left popliteal and posterior tibial veins with echogenic intraluminal thrombus. "
         "Right lower extremity veins compressible with normal flow. Baker cyst on the right, 2.1 cm.",
         imp="Acute left popliteal and posterior tibial deep vein thrombosis.", crit=True),
    dict(name="MAMMOGRAM SCREENING BILATERAL WITH TOMOSYNTHESIS", hist="Routine screening.",
         tech="CC and MLO views of both breasts with tomosynthesis.", comp="Mammogram",
         find="Heterogeneously dense breasts, which may obscure small masses. New 7 mm focal asymmetry in the "
         "right breast upper outer quadrant at middle depth. No suspicious calcifications. Left breast "
         "stable.", imp="BI-RADS 0: Incomplete. Recall for diagnostic right mammogram and ultrasound.",
         crit=False),
    dict(name="MRI BRAIN WITH AND WITHOUT CONTRAST", hist="New headaches, papilledema?",
         tech="Multiplanar multisequence MRI before and after 7 mL gadobutrol.", comp="MRI brain",
         find="2.6 cm extra-axial dural-based enhancing mass along the right frontal convexity with a dural "
         "tail and mild adjacent vasogenic edema. 3 mm leftward midline shift. No restricted diffusion. "
         "Ventricles normal.", imp="Right frontal convexity meningioma with mild mass effect. Neurosurgical "
         "consultation recommended.", crit=False),
    dict(name="XR WRIST LEFT 3 VIEWS", hist="Fall on outstretched hand.", tech="PA, oblique and lateral views.",
         comp="Left wrist radiograph",
         find="Transverse fracture of the distal radial metaphysis with 15 degrees dorsal angulation and 3 mm "
         "impaction (Colles-type). Ulnar styloid fracture. Carpal alignment maintained.",
         imp="Dorsally angulated distal radius fracture with ulnar styloid fracture.", crit=False),
    dict(name="CT CHEST LOW-DOSE LUNG CANCER SCREENING", hist="50 pack-year former smoker.",
         tech="Low-dose helical CT of the chest without contrast. CTDIvol 1.4 mGy.", comp="LDCT chest",
         find="5 mm solid nodule in the right upper lobe (series 3, image 42), previously 5 mm. Centrilobular "
         "emphysema. Coronary artery calcifications. No lymphadenopathy.",
         imp="Lung-RADS 2: benign appearance or behavior. Continue annual screening in 12 months.", crit=False),
    dict(name="US RENAL BILATERAL", hist="AKI.", tech="Grayscale and color Doppler images of both kidneys and bladder.",
         comp="Renal ultrasound",
         find="Right kidney 10.4 cm, left kidney 10.9 cm. Increased cortical echogenicity bilaterally. No "
         "hydronephrosis, stones or masses. Bladder decompressed around a Foley catheter.",
         imp="Echogenic kidneys consistent with medical renal disease. No hydronephrosis.", crit=False),
]


def radiology_report(c):
    ex = c.pick(RAD)
    if "MAMMOGRAM" in ex["name"] and c.pt.sex == "M":
        ex = RAD[0]
    if "MAMMOGRAM" in ex["name"]:
        c.ensure_age(40, 80)
    elif "LUNG CANCER" in ex["name"]:
        c.ensure_age(50, 80)
    elif "CT HEAD" in ex["name"]:
        c.ensure_age(60, 99)
    rad = c.new_doc("md")
    orderer = c.new_doc("md")
    date = c.d0
    out = []
    out.append(c.pick(["RADIOLOGY REPORT", "DIAGNOSTIC IMAGING REPORT", "Department of Radiology", "IMAGING REPORT"]))
    out.append(c.H())
    out.append("")
    out.append("Patient: %s    %s: %s" % (c.PT(c.pick(["LF", "lf", "full"])), c.mrn_label(), T("MRN", c.mrn())))
    out.append("DOB: %s    Age/Sex: %s" % (G.dob_line(c), c.age_sex()))
    out.append("Accession #: %s    Order #: %s" % (T("IDNUM", c.accession("rad")), T("IDNUM", c.accession("order"))))
    out.append("Exam date: %s %02d:%02d" % (c.dt(date, kind="head"), c.ri(0, 23), c.ri(0, 59)))
    out.append("Ordering provider: %s" % c.D(orderer, c.pick(["lf_cred", "full_cred", "LF"])))
    out.append("Patient location: %s" % c.pick(["ED", "Outpatient imaging, %s" % c.H(c.clinic_name()),
                                                "%s, room %s" % (c.ward_bare(), T("LOCATION_OTHER", c.room_no())),
                                                "ICU bed %s" % T("LOCATION_OTHER", str(c.ri(1, 24)))]))
    out.append("")
    out.append("EXAM: %s" % ex["name"])
    out.append("")
    out.append("CLINICAL HISTORY: %s %s" % (c.age_sex(), ex["hist"]))
    out.append("")
    out.append("TECHNIQUE: %s" % ex["tech"])
    out.append("")
    cs = c.pick(["two", "one", "none", "outside"])
    d1 = c.past_date(30, 900)
    d2 = d1 - dt.timedelta(days=c.ri(60, 1500))
    st = {"US": ["mdy", "mdy_nz", "long", "mdy_s"], "UK": ["dmy", "d_month_y"], "CA": ["iso", "long"],
          "AU": ["dmy", "d_month_y"]}[c.loc]
    if cs == "two":
        out.append("COMPARISON: %s dated %s and %s." % (ex["comp"], c.dt(d1, style=c.pick(st)), c.dt(d2, style=c.pick(st))))
    elif cs == "one":
        out.append("COMPARISON: %s %s." % (ex["comp"], c.dt(d1, style=c.pick(st))))
    elif cs == "outside":
        out.append("COMPARISON: Outside %s from %s dated %s, images uploaded to PACS." % (
            ex["comp"].lower(), c.H(c.outside_hosp()), c.dt(d1, style=c.pick(st))))
    else:
        out.append("COMPARISON: None available.")
    out.append("")
    out.append("FINDINGS:")
    out.append(ex["find"])
    if cs in ("two", "one") and c.chance(0.5):
        out.append("Findings are new compared with %s." % c.dt(d1, style=c.pick(st)))
    out.append("")
    out.append("IMPRESSION:")
    out.append(ex["imp"])
    out.append("")
    if ex["crit"] or c.chance(0.15):
        out.append("Critical result communicated to %s by telephone at %02d:%02d on %s, with read-back confirmation." % (
            c.D(orderer, c.pick(["dr_last", "dr_full", "full_cred"])), c.ri(0, 23), c.ri(0, 59), c.dt(date, style=c.pick(st))))
        out.append("")
    if c.chance(0.4):
        resd = c.new_doc("res")
        out.append("Resident: %s" % c.D(resd, "full_cred"))
    out.append(c.pick([
        "Interpreted by: %s" % c.D(rad, "full_cred"),
        "Dictated by: %s    Signed: %s %02d:%02d" % (c.D(rad, "full_cred"), c.dt(date, kind="head"), c.ri(0, 23), c.ri(0, 59)),
        G.esign(c, rad, date, user=c.chance(0.5)),
    ]))
    if c.chance(0.3):
        out.append(c.pick(["Read remotely via VPN (client address %s).", "Reading workstation address: %s.",
                           "Teleradiology read; session originated from %s."]) % T("IPADDR", c.ip()))
    if c.chance(0.15):
        out.append("Images available to referring providers at %s." % T("URL", c.url()))
    return "\n".join(out)


# ---------------------------------------------------------------------------
PATH = [
    dict(key="gb", sex=None, clin="Symptomatic cholelithiasis.", spec="A. Gallbladder",
         gross="Received fresh, labeled with the patient's name and medical record number and \"gallbladder\", is an "
               "intact gallbladder measuring 8.2 x 3.1 x 2.4 cm. The serosa is tan-pink and smooth. The wall "
               "measures 0.3 cm. The lumen contains multiple yellow-green faceted calculi, 0.3 to 1.1 cm. "
               "Representative sections submitted in cassettes A1-A2.",
         micro="Sections show gallbladder wall with Rokitansky-Aschoff sinuses, mild chronic inflammation and "
               "muscular hypertrophy. No dysplasia.",
         dx="A. Gallbladder, cholecystectomy:\n- Chronic cholecystitis with cholelithiasis.\n- Negative for dysplasia and malignancy."),
    dict(key="app", sex=None, clin="Acute appendicitis.", spec="A. Appendix",
         gross="Received in formalin labeled with the patient's name and \"appendix\" is a vermiform appendix, "
               "6.4 cm in length and 1.2 cm in diameter, with a dull fibrinous serosa. Tip and cross sections "
               "submitted in A1-A3.",
         micro="Transmural neutrophilic infiltrate with mucosal ulceration and serositis. No perforation seen. "
               "No neoplasm.",
         dx="A. Appendix, appendectomy:\n- Acute suppurative appendicitis with periappendicitis.\n- No evidence of neoplasm."),
    dict(key="polyp", sex=None, clin="Screening colonoscopy; polyps.", spec="A. Ascending colon polyp\nB. Sigmoid colon polyp",
         gross="A. Received in formalin labeled \"ascending colon polyp\" are two tan polypoid fragments, 0.4 and 0.6 cm. "
               "Entirely submitted in A1.\nB. Received in formalin labeled \"sigmoid polyp\" is a single fragment, "
               "0.3 cm, entirely submitted in B1.",
         micro="A. Tubular adenoma with low-grade dysplasia.\nB. Hyperplastic polyp.",
         dx="A. Ascending colon, polypectomy:\n- Tubular adenoma, negative for high-grade dysplasia.\n"
            "B. Sigmoid colon, polypectomy:\n- Hyperplastic polyp."),
    dict(key="bcc", sex=None, clin="Pearly papule left cheek, r/o BCC.", spec="A. Skin, left cheek, shave",
         gross="Received in formalin labeled \"L cheek\" is a shave of tan skin, 0.8 x 0.6 x 0.2 cm, with a "
               "central pearly papule. Inked, trisected and entirely submitted in A1.",
         micro="Nests of basaloid cells with peripheral palisading and retraction artifact arising from the epidermis.",
         dx="A. Skin, left cheek, shave biopsy:\n- Basal cell carcinoma, nodular type.\n- Tumor extends to the deep margin."),
    dict(key="prostate", sex="M", clin="PSA 7.8, PI-RADS 4 lesion left peripheral zone.",
         spec="A-L. Prostate, needle core biopsies (12 sites)",
         gross="Received in formalin in twelve containers labeled with the patient's name and site, each with 1-2 tan "
               "cores, 0.8 to 1.6 cm. Entirely submitted, one cassette per site.",
         micro="Left mid and left base cores show infiltrative small glands with prominent nucleoli, including "
               "poorly formed glands. Perineural invasion present.",
         dx="Prostate, left base and left mid, needle biopsies:\n- Prostatic adenocarcinoma, Gleason score 3+4=7 "
            "(Grade Group 2), involving 4 of 12 cores, up to 60% of core length.\n- Perineural invasion identified.\n"
            "All other cores: benign prostatic tissue."),
    dict(key="breast", sex="F", clin="Right breast mass 1:00, BI-RADS 5.", spec="A. Right breast, 1:00, US-guided core biopsy",
         gross="Received in formalin (cold ischemia < 1 h; fixation start 10:42) are four cores, 1.2-1.6 cm, entirely submitted in A1-A2.",
         micro="Infiltrating cords and nests of ductal cells with moderate pleomorphism; mitoses 6/10 hpf.",
         dx="A. Right breast, 1:00, core biopsy:\n- Invasive ductal carcinoma, Nottingham grade 2 (3+2+2).\n"
            "- ER positive (95%, strong), PR positive (40%, moderate), HER2 negative (IHC 1+).\n- Ki-67 18%."),
    dict(key="emb", sex="F", clin="Postmenopausal bleeding.", spec="A. Endometrium, biopsy",
         gross="Received in formalin is 1.2 cc of tan-red mucoid tissue, entirely submitted in A1-A2.",
         micro="Proliferative-type endometrium with glandular crowding but without cytologic atypia.",
         dx="A. Endometrium, biopsy:\n- Disordered proliferative endometrium.\n- Negative for hyperplasia and carcinoma."),
    dict(key="thyroid", sex=None, clin="Multinodular goiter, Bethesda IV nodule left lobe.",
         spec="A. Total thyroid, stitch marks left superior pole",
         gross="Received fresh is a total thyroidectomy specimen, 42 g. Left lobe 6.1 x 3.4 x 2.8 cm with a "
               "well-circumscribed tan nodule 1.4 cm, 0.2 cm from the inked capsule. Representative sections A1-A14.",
         micro="Papillary architecture with nuclear clearing, grooves and pseudoinclusions. No angioinvasion.",
         dx="A. Thyroid, total thyroidectomy:\n- Papillary thyroid carcinoma, classic type, 1.4 cm, left lobe.\n"
            "- Margins negative (closest 0.2 cm). No lymphovascular invasion.\n- Background nodular hyperplasia.\n"
            "- pT1b pNX."),
    dict(key="ln", sex=None, clin="Cervical lymphadenopathy, B symptoms.", spec="A. Lymph node, left cervical, excision",
         gross="Received fresh for lymphoma workup is a tan rubbery lymph node, 3.2 cm. Portions to flow cytometry "
               "and cytogenetics; remainder submitted A1-A4.",
         micro="Effaced architecture with scattered large Reed-Sternberg cells in a mixed inflammatory background. "
               "Large cells CD30+, CD15+, PAX5 weak, CD45-.",
         dx="A. Lymph node, left cervical, excision:\n- Classic Hodgkin lymphoma, nodular sclerosis type."),
]


def pathology_report(c):
    pool = [p for p in PATH if p["sex"] in (None, c.pt.sex)]
    sp = c.pick(pool)
    c.ensure_age(*{"prostate": (50, 85), "breast": (30, 90), "emb": (50, 85)}.get(sp["key"], (18, 95)))
    path, surg = c.new_doc("md"), c.new_doc("md", surgeon=True)
    pa = c.new_doc("pa")
    pa.cred = c.pick(["PA(ASCP)", "PA(ASCP)", "HTL(ASCP)"])
    coll = c.d0
    rec = coll + dt.timedelta(days=c.pick([0, 0, 1]))
    rep = rec + dt.timedelta(days=c.ri(1, 5))
    acc = c.accession("path")
    out = []
    out.append(c.pick(["SURGICAL PATHOLOGY REPORT", "Pathology Report", "ANATOMIC PATHOLOGY - FINAL REPORT"]))
    out.append("%s - Department of Pathology and Laboratory Medicine" % c.H())
    out.append("")
    out.append("Case #: %s" % T("IDNUM", acc))
    out.append("Patient: %s    %s: %s" % (c.PT(c.pick(["LF", "lf"])), c.mrn_label(), T("MRN", c.mrn())))
    out.append("DOB: %s (Age: %s)    Sex: %s" % (G.dob_line(c), c.age_t(), G.sex_word(c)))
    out.append("Collected: %s    Received: %s    Reported: %s" % (c.dt(coll, kind="head"), c.dt(rec, kind="head"),
                                                                 c.dt(rep, kind="head")))
    out.append("Submitting physician: %s" % c.D(surg, c.pick(["lf_cred", "full_cred", "dr_full"])))
    if c.chance(0.5):
        out.append("Copy to: %s, %s" % (c.D(c.pcp_doc(), "full_cred"), c.H(c.clinic_name())))
    if c.chance(0.3):
        out.append("Billing: %s %s" % (c.acct_label(), T("ACCOUNT", c.acct())))
    out.append("")
    out.append("CLINICAL HISTORY: %s %s" % (c.age_sex(), sp["clin"]))
    out.append("")
    out.append("SPECIMEN(S):\n%s" % sp["spec"])
    out.append("")
    out.append("FINAL DIAGNOSIS:")
    out.append(sp["dx"])
    out.append("")
    if c.chance(0.4):
        out.append("COMMENT: %s" % c.pick([
            "Intradepartmental consultation obtained with %s, who concurs." % c.D(c.new_doc("md"), "dr_full"),
            "Results discussed with %s by telephone on %s at %02d:%02d." % (c.D(surg, "dr_last"), c.dt(rep), c.ri(8, 17), c.ri(0, 59)),
            "Outside slides from %s (their case %s, dated %s) were reviewed for comparison." % (
                c.H(c.outside_hosp()), T("IDNUM", c.accession("path")), c.dt(c.past_date(60, 1500))),
        ]))
        out.append("")
    gross = sp["gross"]
    if "patient's name" in gross and c.chance(0.6):
        gross = gross.replace("labeled with the patient's name", "labeled with the patient's name (%s)" % c.PT("LF"), 1)
    out.append("GROSS DESCRIPTION:")
    out.append(gross + " (%s/%s)" % (c.D(pa, "init"), c.D(c.new_doc("tech"), "init_l")))
    out.append("")
    out.append("MICROSCOPIC DESCRIPTION:")
    out.append(sp["micro"])
    out.append("")
    out.append("Grossed by: %s    Gross date: %s" % (c.D(pa, c.pick(["full_cred", "full"])), c.dt(rec, kind="head")))
    out.append("")
    out.append("I have personally reviewed the slides and/or other material and rendered the above diagnosis.")
    out.append(c.pick([
        "%s, Pathologist    %s" % (c.D(path, "full_cred"), c.dt(rep, kind="head")),
        G.esign(c, path, rep, user=c.chance(0.4)),
    ]))
    if c.chance(0.2):
        out.append("Performed at %s, %s. CLIA #%s" % (c.H(), c.addr_line(c.hosp_addr), T("IDNUM", "%02dD%s" % (c.ri(10, 52), c.digits(7)))))
    return "\n".join(out)


# ---------------------------------------------------------------------------
def _cath(c, doc):
    lot = lambda: T("DEVICE", c.lot())
    out = []
    out.append("PROCEDURES PERFORMED: Left heart catheterization, selective coronary angiography, left "
               "ventriculography, PCI of the mid LAD.")
    out.append("INDICATION: NSTEMI. %s is %s with troponin I peak 2.9 ng/mL on %s." % (c.PT(), c.intro(), c.day(0)))
    out.append("ACCESS: Right radial artery, 6 Fr Glidesheath using modified Seldinger technique; Allen test normal. "
               "Radial cocktail given. Judkins catheters JL3.5 and JR4.")
    out.append("HEMODYNAMICS: Ao 132/74 (mean 96) mmHg, LV 132/14, LVEDP 18 mmHg. No aortic valve gradient.")
    out.append("CORONARY ANATOMY: Right dominant. LM: normal. LAD: 90% mid stenosis after D1, TIMI 2 flow. "
               "LCx: 30% proximal. RCA: 40% mid.")
    out.append("LV GRAM: EF 45% with anterolateral hypokinesis. No MR.")
    out.append("INTERVENTION: Heparin 70 units/kg, ACT 284 s. EBU 3.5 guide. Lesion predilated with a 2.5 x 15 mm "
               "balloon (lot %s). Deployed a 3.0 x 23 mm everolimus-eluting stent (lot %s, SN %s) at 14 atm, "
               "post-dilated with a 3.25 mm NC balloon (lot %s). 0%% residual, TIMI 3 flow." % (lot(), lot(), T("DEVICE", c.serial()), lot()))
    out.append("Contrast 145 mL iohexol. Fluoroscopy 11.2 min. Air kerma 842 mGy. TR Band applied at %02d:%02d." % (c.ri(8, 18), c.ri(0, 59)))
    out.append("CONCLUSION: Single-vessel CAD, successful PCI of the mid LAD with 1 DES. DAPT with aspirin and "
               "ticagrelor for 12 months. Moderate RCA disease for medical therapy.")
    return out


def _echo(c, doc):
    sono = c.new_doc("tech")
    out = []
    out.append("STUDY: Transthoracic echocardiogram, complete, with Doppler and contrast (Definity).")
    out.append("INDICATION: %s" % c.pick(["Dyspnea.", "Heart failure, assess LVEF.", "Murmur.", "Atrial fibrillation."]))
    out.append("Height %d cm  Weight %d kg  BSA %.2f m2  BP %d/%d  HR %d  Rhythm: sinus" % (
        c.ri(150, 192), c.ri(50, 130), c.r.uniform(1.5, 2.4), c.ri(100, 160), c.ri(55, 95), c.ri(55, 100)))
    out.append("Sonographer: %s    Image quality: %s" % (c.D(sono, c.pick(["full", "init"])) + c.pick([", RDCS", ", RCS", ""]),
                                                         c.pick(["good", "fair", "technically difficult"])))
    out.append("MEASUREMENTS: LVIDd 5.9 cm, LVIDs 4.8 cm, IVSd 1.0 cm, LVPWd 1.0 cm, LA volume index 42 mL/m2, "
               "TAPSE 1.6 cm, RVSP 46 mmHg, E/e' 16.")
    out.append("FINDINGS: Left ventricle mildly dilated with global hypokinesis; LVEF 30% by biplane Simpson. "
               "Grade II diastolic dysfunction. Right ventricle normal size, mildly reduced function. "
               "Moderate functional mitral regurgitation. Trivial TR. Aortic valve trileaflet, sclerotic, "
               "no stenosis. No pericardial effusion. IVC 2.3 cm with < 50% collapse.")
    out.append("COMPARISON: Prior TTE dated %s: LVEF 40%%." % c.dt(c.past_date(150, 1200)))
    out.append("CONCLUSIONS: 1. LVEF 30%, decreased from 40%. 2. Moderate functional MR. 3. Elevated filling pressures.")
    return out


def _device(c, doc):
    imp = c.past_date(200, 3000)
    dev_sn, ra_sn, rv_sn = c.serial(), c.serial(), c.serial()
    out = []
    out.append("STUDY: %s device interrogation and programming" % c.pick(["In-clinic", "Remote", "Post-operative"]))
    out.append("DEVICE: Dual-chamber %s, model %s. Serial number %s. Implanted %s by %s at %s." % (
        c.pick(["pacemaker", "ICD"]), c.pick(["Azure XT DR", "Assurity MRI", "Accolade MRI", "Edora 8 DR-T"]),
        T("DEVICE", dev_sn), c.dt(imp), c.D(c.new_doc("md"), "dr_last"), c.H(c.outside_hosp())))
    out.append("LEADS: RA lead model 5076, SN %s; RV lead model 5076, SN %s." % (T("DEVICE", ra_sn), T("DEVICE", rv_sn)))
    out.append("INDICATION: %s" % c.pick(["Sick sinus syndrome with symptomatic bradycardia.", "Complete heart block.",
                                          "Primary prevention ICD, ischemic cardiomyopathy, LVEF 25%."]))
    out.append("BATTERY: %.2f V, estimated longevity %d years. Mode DDDR 60/130." % (c.r.uniform(2.9, 3.1), c.ri(3, 11)))
    out.append("MEASUREMENTS: RA sensing 2.8 mV, impedance 512 ohms, threshold 0.75 V @ 0.4 ms. RV sensing 11.2 mV, "
               "impedance 608 ohms, threshold 1.0 V @ 0.4 ms.")
    out.append("PACING: RA 34%%, RV 2%%. EVENTS: 3 AHRE episodes, longest 4 min on %s; no VT/VF." % c.dt(c.past_date(5, 80)))
    if c.chance(0.6):
        out.append("REMOTE MONITORING: Home transmitter SN %s paired; next scheduled transmission %s. Data viewed via %s." % (
            T("DEVICE", c.serial()), c.dt(c.d0 + dt.timedelta(days=91)), T("URL", "https://" + c.pick(["heartlink", "cardiosync", "rhythmview"]) + ".example-remote.net/clinic")))
    out.append("CONCLUSION: Normal device function. No programming changes. Next in-clinic check in 12 months.")
    return out


def _stress(c, doc):
    out = []
    out.append("STUDY: Exercise treadmill stress test, Bruce protocol")
    out.append("INDICATION: Chest pain, intermediate pretest probability.")
    out.append("BASELINE: HR 72, BP 128/80. ECG sinus rhythm, no ST abnormalities.")
    out.append("EXERCISE: 9:30 min, stage 4 reached, 10.8 METs. Peak HR 158 (93% MPHR). Peak BP 176/82. "
               "Stopped for fatigue. No chest pain.")
    out.append("ECG: 1 mm upsloping ST depression in II, III, aVF at peak, resolving by 1 min of recovery. No arrhythmia.")
    out.append("DUKE TREADMILL SCORE: +9 (low risk).")
    out.append("CONCLUSION: Negative for ischemia at an adequate workload. Good functional capacity.")
    out.append("Supervised by %s; technician %s." % (c.D(c.new_doc("np"), "full_cred"), c.D(c.new_doc("tech"), "full")))
    return out


def _tee_dccv(c, doc):
    out = []
    out.append("PROCEDURES: Transesophageal echocardiogram and synchronized DC cardioversion")
    out.append("INDICATION: Persistent atrial fibrillation, symptomatic; anticoagulated with apixaban since %s, "
               "adherence confirmed." % c.dt(c.past_date(21, 60)))
    out.append("SEDATION: Propofol by anesthesia (%s). Topical lidocaine." % c.D(c.new_doc("md"), "dr_full"))
    out.append("TEE: No left atrial appendage thrombus; LAA emptying velocity 38 cm/s. LVEF 50-55%. Mild MR. "
               "Grade 2 aortic atheroma.")
    out.append("CARDIOVERSION: 200 J biphasic x1, anterior-posterior pads. Converted to sinus rhythm at 64 bpm.")
    out.append("CONCLUSION: Successful TEE-guided cardioversion. Continue apixaban for at least 4 weeks, indefinitely given CHA2DS2-VASc 3.")
    return out


CARDIO = [("CARDIAC CATHETERIZATION REPORT", _cath), ("ECHOCARDIOGRAPHY REPORT", _echo),
          ("CARDIAC DEVICE CLINIC REPORT", _device), ("EXERCISE STRESS TEST REPORT", _stress),
          ("TEE / CARDIOVERSION REPORT", _tee_dccv)]


def cardiology_report(c):
    title, fn = c.pick(CARDIO)
    c.ensure_age(*{"_cath": (40, 88), "_device": (50, 95), "_tee_dccv": (45, 90)}.get(fn.__name__, (25, 90)))
    doc = c.new_doc("md")
    out = []
    out.append(title)
    out.append("%s - %s" % (c.H(), c.pick(["Heart and Vascular Center", "Cardiac Catheterization Laboratory",
                                          "Non-invasive Cardiology", "Cardiology Department"])))
    out.append("")
    out.append(G.patient_header(c, extra_dates=[("Study date", c.dt(c.d0, kind="head"))]))
    out.append("Referring: %s    PCP: %s" % (c.D(c.new_doc("md"), c.pick(["dr_full", "full_cred"])), c.D(c.pcp_doc())))
    out.append("Performing: %s%s" % (c.D(doc, "full_cred"),
                                     "; fellow %s" % c.D(c.new_doc("res"), "dr_full") if c.chance(0.4) else ""))
    out.append("")
    body = fn(c, doc)
    out.extend(body)
    out.append("")
    if c.chance(0.5):
        out.append("Findings reviewed with the patient and %s. Report sent to %s (fax %s)." % (
            c.fam_phrase(c.main_fam_kind(), "the patient's"), c.D(c.pcp_doc(), "dr_last"), c.Fx()))
    out.append(c.pick([G.esign(c, doc, c.d0), "%s    %s" % (c.D(doc, "full_cred"), c.dt(c.d0, kind="head"))]))
    return "\n".join(out)
