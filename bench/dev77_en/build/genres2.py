"""Genres: operative note, radiology report, pathology report, echo/cardiology report, nursing shift note."""
import pools
from common import P, cap, private_ip, letters
from ctx import D
from blocks import section, header_kv, header_banner, sign_block, cc_block, two_col

OPS = [
    ("acute calculous cholecystitis", "Laparoscopic cholecystectomy", "47562", "gallbladder", "Jackson-Pratt drain",
     "Pneumoperitoneum established with a Veress needle. Critical view of safety obtained; cystic duct and artery clipped and divided."),
    ("end-stage osteoarthritis, right knee", "Right total knee arthroplasty", "27447", "bone and soft tissue, right knee", "Hemovac drain",
     "Tourniquet inflated to 250 mmHg at 08:14. Medial parapatellar arthrotomy; bone cuts made with standard jigs; components cemented."),
    ("acute appendicitis", "Laparoscopic appendectomy", "44970", "appendix", "none",
     "Three-port technique. Inflamed, non-perforated appendix; base divided with a stapler."),
    ("right inguinal hernia", "Open right inguinal hernia repair with mesh", "49505", "hernia sac", "none",
     "Oblique groin incision. The indirect sac was dissected off the cord and high-ligated; mesh secured with 2-0 Prolene."),
    ("symptomatic bradycardia", "Dual-chamber permanent pacemaker implantation", "33208", "none", "none",
     "Left infraclavicular pocket created. Axillary venous access under fluoroscopy; leads positioned and tested with good thresholds."),
    ("right intertrochanteric hip fracture", "Cephalomedullary nailing, right femur", "27245", "none", "none",
     "Closed reduction on the fracture table under fluoroscopy. Guide wire passed; reamed and nail inserted; lag screw placed with tip-apex distance 18 mm."),
    ("need for central access", "Right IJ tunneled central venous catheter placement", "36558", "none", "none",
     "Ultrasound-guided access of the right internal jugular vein; catheter tunneled and tip confirmed at the cavoatrial junction."),
    ("colon mass", "Laparoscopic right hemicolectomy", "44205", "right colon and terminal ileum", "Blake drain",
     "Medial-to-lateral mobilization; ileocolic pedicle ligated; stapled side-to-side ileocolic anastomosis."),
]


# ====================================================================== operative note
def operative(c):
    r = c.r
    dx, proc, cpt, spec, drain, steps = c.c(OPS)
    layout = c.c(["headed-sections", "kv-header", "dictated"])
    surgeon, assist, anes = c.consultant, c.resident, c.staff("anes")
    dos = c.base + D(days=r.randint(0, 2))
    parts = []
    hdr = [("OPERATIVE REPORT", c.hospital()),
           ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
           ("DOB: " + c.dob_str(), "Age: " + P("AGE", c.age)),
           ("Date of surgery: " + c.d(dos, c.c(["mdy", "long", "iso"])), "OR " + P("LOCATION_OTHER", str(r.randint(1, 14))))]
    if layout == "kv-header":
        parts.append(two_col(hdr, 44))
    else:
        parts.append("OPERATIVE NOTE\n" + header_banner(c) + "\nDate of service: " + c.d(dos, c.c(["mdy", "long_wd", "dmy_abbr"])))
    team = [("Surgeon", c.doc(surgeon, c.c(["full_cred", "dr_full", "full_mi_cred"]))),
            ("Assistant", c.doc(assist, c.c(["full_cred", "dr_full"])) + c.c([" (resident)", " (PGY-4)", ""])),
            ("Anesthesia", c.doc(anes, c.c(["full_cred", "dr_full"])) + c.c(["; CRNA " + P("DOCTOR", c.staff("crna").full), ""])),
            ("Circulating RN", P("DOCTOR", c.staff("circ").full)),
            ("Scrub", P("DOCTOR", c.staff("scrub").first + " " + c.staff("scrub").last[0] + ".") + ", CST")]
    parts.append("\n".join("%s: %s" % kv for kv in team))
    parts.append(section("Preoperative diagnosis", dx, "inline") + "\n" + section("Postoperative diagnosis", c.c(["same", dx]), "inline") + "\n" +
                 section("Procedure", proc + " (CPT " + cpt + ")", "inline") + "\n" +
                 section("Anesthesia", c.c(["General endotracheal", "Spinal with MAC", "General, LMA"]) + "; " + c.c(["ASA II", "ASA III", "ASA IV"]), "inline"))
    parts.append("EBL: %d mL   IVF: %d mL LR   UOP: %d mL (%s)" % (r.randint(5, 600), r.randint(400, 2500), r.randint(50, 900), c.c(["Foley catheter", "voided pre-op"])))
    if proc.startswith("Dual-chamber"):
        impl = ("Implants: pulse generator " + c.c(["Corvion DR 2", "Stratus XL", "Meridia DDDR"]) + " (model), REF " + "%s-%03d" % (letters(r, 2), r.randint(100, 999)) +
                ", SN " + P("DEVICE", c.device_sn()) + "; RA lead SN " + P("DEVICE", c.device_sn()) + "; RV lead SN " + P("DEVICE", c.device_sn()))
    elif proc.startswith(("Right total", "Cephalo", "Open right")):
        impl = "Implants: " + {"R": "femoral and tibial components, patellar button", "C": "nail 11 x 360 mm with lag screw", "O": "polypropylene mesh 6 x 11 cm"}[proc[0]] + \
               ", REF " + "%d-%04d" % (r.randint(10, 99), r.randint(0, 9999)) + ", lot " + P("DEVICE", "%s%d" % (letters(r, 2), r.randint(10000, 99999))) + \
               ", serial " + P("DEVICE", c.device_sn())
    elif proc.startswith("Right IJ"):
        impl = "Implants: 14.5 Fr tunneled catheter, lot " + P("DEVICE", "%s%d" % (letters(r, 3), r.randint(1000, 99999)))
    else:
        impl = "Implants: none"
    parts.append(impl)
    parts.append("Specimens: " + (spec + " to pathology, accession " + P("IDNUM", c.accession("S")) if spec != "none" else "none") +
                 "\nDrains: " + drain + "\nComplications: none apparent")
    ind = (c.ptn(c.c(["title_last", "full"])) + " is " + c.a_age_sex() + " with " + dx + ". Risks, benefits and alternatives were discussed with " + c.him +
           c.c([" and " + c.fam(None, c.c(["rel_first", "rel_full", "rel_title"])), ""]) + " in clinic on " + c.rel(-r.randint(5, 40), c.c(["mdy", "md", "long"])) +
           " and again in pre-op holding; consent signed. " + c.nameword())
    parts.append(section("Indications", ind, "caps"))
    desc = ("The patient was identified in the pre-operative area by name, date of birth (" + c.dob_str() + ") and wristband, and the site was marked. " +
            "Brought to OR " + c.c(["suite ", ""]) + "and placed supine. A time-out was performed with " + c.role_neg() + " present. " +
            steps + " " + c.eponym_dev() + " used. Counts correct x2 per " + c.staff_ref("nurse", c.c(["word_full", "full_cred"])) + ". " +
            c.c(["Skin closed with 4-0 Monocryl and Steri-Strips.", "Staples to skin.", "Dermabond applied."]) + " " + c.score() + ".")
    parts.append(section("Description of procedure", desc, "caps"))
    parts.append(section("Disposition", "To PACU in stable condition at " + c.time() + ". Findings discussed with " + c.fam(None, c.c(["rel_first", "rel_title", "name_rel"])) +
                         " in the family waiting area" + c.c([" of " + P("LOCATION_OTHER", c.building), ""]) + ".", "caps"))
    if layout == "dictated":
        parts.append(sign_block(c, surgeon, "dictated", dos))
    else:
        parts.append(sign_block(c, surgeon, c.c(["esign", "esign_ids"]), dos))
    return "\n\n".join(parts), layout


def operative_terse(c):
    r = c.r
    dx, proc, cpt, spec, drain, steps = c.c(OPS)
    dos = c.base + D(days=r.randint(0, 2))
    L = ["brief op note " + c.d(dos, c.c(["md", "mdy2", "wd_md"])) + " or " + P("LOCATION_OTHER", str(r.randint(1, 12))) + "  " + c.ptn(c.c(["Last_First", "LAST_FIRST0", "initials"])) + " " + P("MRN", c.mrn)]
    L.append(c.age_sex(c.c(["num_F", "yo_nospace", "num_sp_F"])) + ", pre/post dx: " + dx)
    L.append("proc: " + proc.lower() + " (" + cpt + ")")
    L.append("surg " + c.doc(c.consultant, c.c(["dr_last", "last", "initials"])) + ", asst " + c.doc(c.resident, c.c(["last", "first_init"])) + ", anes " + c.doc(c.staff("anes"), c.c(["dr_last", "last"])))
    L.append("ebl %d, ivf %d, uop %d. drains: %s. " % (r.randint(5, 400), r.randint(500, 2000), r.randint(50, 600), drain) + c.eponym_dev() + ".")
    if c.chance(0.6):
        L.append("implant sn " + P("DEVICE", c.device_sn()) + ", lot " + P("DEVICE", "%s%d" % (letters(r, 2), r.randint(1000, 99999))))
    L.append("spec: " + (spec + " -> path " + P("IDNUM", c.accession("S")) if spec != "none" else "none") + ". cx: none. " + c.score())
    L.append("findings d/w " + c.fam(None, c.c(["rel_first", "rel_only"])) + " @ " + c.time() + ". " + c.nameword())
    L.append("to pacu stable. " + c.doc(c.consultant, "initials") + "/" + P("DOCTOR", c.staff("trans").initials(False).lower()))
    return "\n".join(L), "terse-lowercase"


# ====================================================================== radiology report
RAD = [
    ("CT HEAD WITHOUT CONTRAST", "70450", "No acute intracranial hemorrhage, mass effect or territorial infarct. Chronic small vessel ischemic change.",
     "No acute intracranial abnormality.", ["fall with head strike", "altered mental status", "headache"], "Axial images without contrast. DLP {n} mGy-cm.", None),
    ("CHEST X-RAY, PA AND LATERAL", "71046", "Small left pleural effusion. Mild cardiomegaly. No pneumothorax. Degenerative changes of the thoracic spine.",
     "Small left effusion; no focal consolidation.", ["dyspnea", "cough and fever", "hypoxia"], "Two views.", None),
    ("CT ABDOMEN AND PELVIS WITH CONTRAST", "74177", "Distended gallbladder with wall thickening to 5 mm and pericholecystic fluid. No biliary dilatation. Sigmoid diverticulosis without diverticulitis.",
     "Findings compatible with acute cholecystitis.", ["RUQ pain", "abdominal pain and fever"], "100 mL iohexol 350 IV. CTDIvol {f} mGy.", None),
    ("MRI BRAIN WITHOUT AND WITH CONTRAST", "70553", "Restricted diffusion in the right MCA territory involving the insula and frontal operculum. No hemorrhagic transformation.",
     "Acute right MCA territory infarct.", ["left facial droop", "acute left arm weakness"], "Standard protocol. 7.5 mL gadobutrol IV.", None),
    ("US RENAL", "76770", "Right kidney 10.4 cm, left 10.9 cm. Mild right hydronephrosis. No stones. Bladder decompressed by Foley catheter.",
     "Mild right hydronephrosis.", ["AKI", "flank pain"], "Grayscale and Doppler imaging.", None),
    ("XR RIGHT HIP 2 VIEWS", "73502", "Comminuted intertrochanteric fracture of the right femur with varus angulation. Osteopenia.",
     "Acute right intertrochanteric fracture.", ["hip pain after fall", "unable to bear weight after fall"], "AP and cross-table lateral views.", None),
    ("CTA CHEST PE PROTOCOL", "71275", "No filling defect in the pulmonary arteries to the subsegmental level. Emphysema, upper-lobe predominant. 4 mm RUL nodule.",
     "No pulmonary embolism. 4 mm nodule; Fleischner guidance applies.", ["pleuritic chest pain, Wells score 4.5", "tachycardia and hypoxia"], "80 mL iohexol 350 IV, bolus tracking. DLP {n} mGy-cm.", None),
    ("BILATERAL SCREENING MAMMOGRAM", "77067", "Scattered fibroglandular densities. No suspicious mass, calcification or architectural distortion.",
     "BI-RADS 1: negative.", ["screening", "screening; family history of breast cancer"], "Standard CC and MLO views with tomosynthesis.", "F"),
    ("US THYROID", "76536", "Right lobe 1.8 cm solid hypoechoic nodule with microcalcifications, taller than wide.",
     "TI-RADS 5 nodule; FNA recommended.", ["palpable thyroid nodule", "incidental nodule on CT"], "Grayscale and color Doppler imaging.", None),
]


def radiology(c):
    r = c.r
    exam, cpt, find, imp, hists, tech, sx = c.c([x for x in RAD if x[6] in (None, c.sex)])
    layout = c.c(["kv-header", "headed-sections", "banner"])
    when = c.base + D(days=r.randint(0, 2))
    acc = c.accession("RAD")
    rad = c.consultant
    parts = []
    if layout == "kv-header":
        parts.append(two_col([(P("HOSPITAL", c.hosp) + " - Department of Radiology", ""),
                              ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
                              ("DOB: " + c.dob_str(), "Sex: " + c.sex + "   Age: " + P("AGE", c.age)),
                              ("Exam: " + exam, "CPT: " + cpt),
                              ("Accession: " + P("IDNUM", acc), "Order #: " + P("IDNUM", c.order_no())),
                              ("Exam date: " + c.d(when, c.c(["mdy", "iso", "dmy_abbr"])) + " " + c.time(), "Ordering: " + c.doc(c.attending, c.c(["last_first_cred", "dr_full"])))], 46))
    elif layout == "banner":
        parts.append(exam + "\n" + header_banner(c) + "\nAcc# " + P("IDNUM", acc) + "  Performed " + c.d(when, c.c(["mdy", "long_wd"])) + " " + c.time() +
                     " at " + c.c([c.hospital(), P("HOSPITAL", c.clinic)]))
    else:
        parts.append("RADIOLOGY REPORT\n" + c.ptn(c.c(["LAST_FIRST", "full"])) + "  MRN " + P("MRN", c.mrn) + "  Acc " + P("IDNUM", acc) + "\n" + exam + "  " + c.d(when))
    hist = (c.c(["", "Clinical history: "]) + c.age_sex(c.c(["year_old", "yo_sex", "num_F"])) + " with " + c.c(hists) + ". " +
            c.c(["Ordered by " + c.doc(c.attending, c.c(["dr_last", "dr_full"])) + ".", "Per ED, " + c.eponym_dx().lower() + " history.", ""]))
    parts.append(section("Indication", hist, "caps"))
    prior = c.base - D(days=r.randint(30, 1500))
    parts.append(section("Comparison", c.c(["None.", c.d(prior, c.c(["mdy", "mdy_np", "iso"])) + " (outside, " + c.hospital(2) + ").",
                                            "Prior study dated " + c.d(prior) + ".", c.past_month_year(40, 1200) + " CT."]), "caps"))
    tech = tech.format(n=r.randint(300, 1300), f="%.1f" % r.uniform(5, 25))
    parts.append(section("Technique", tech, "caps"))
    parts.append(section("Findings", find + " " + c.c(["", c.eponym_dev() + " in expected position.", "Incidental " + c.c(["Baker's cyst", "hiatal hernia", "Bosniak I renal cyst"]) + "."]), "caps"))
    parts.append(section("Impression", imp, "caps"))
    if c.chance(0.45):
        parts.append("Critical result communicated to " + c.doc(c.attending, c.c(["dr_full", "dr_last", "full_cred"])) + " by telephone at " + c.time() + " on " +
                     c.d(when, c.c(["mdy", "md", "long"])) + "; read-back confirmed" + c.c([" (call center " + c.ophone(ext=True) + ")", ""]) + ".")
    sig = ("Interpreted by: " + c.doc(rad, c.c(["full_cred", "last_first_cred", "dr_full", "prof_last"])) + "\nSigned " + c.d(when, c.c(["mdy", "iso"])) + " " + c.time())
    if c.chance(0.5):
        sig += "\nResident: " + c.doc(c.resident, c.c(["dr_full", "full_cred"]))
    if c.chance(0.55):
        sig += "\nWorkstation " + c.c(["RAD-WS", "PACS", "rdws"]) + "%02d" % r.randint(1, 40) + " (" + P("IPADDR", private_ip(r)) + "), user " + P("USERNAME", rad.username(r))
    if c.chance(0.4):
        sig += "\nImages: " + P("URL", "https://pacs.example.%s/viewer?acc=%s" % (c.c(["org", "net", "com"]), acc.replace(" ", "")))
    parts.append(sig)
    if c.chance(0.3):
        parts.append("Technologist: " + P("DOCTOR", c.staff("tech").full) + ", RT(R)")
    return "\n\n".join(parts), layout


def radiology_terse(c):
    r = c.r
    exam, cpt, find, imp, hists, tech, sx = c.c([x for x in RAD if x[6] in (None, c.sex)])
    when = c.base + D(days=r.randint(0, 2))
    L = [exam.lower() + "  " + c.d(when, c.c(["md", "mdy2"])) + " " + c.time() + "  acc " + P("IDNUM", c.accession("R"))]
    L.append("pt " + c.ptn(c.c(["Last_First", "initials", "LAST_FIRST0"])) + ", " + c.age_sex(c.c(["num_F", "yo_nospace", "num_sp_F"])) + ", mrn " + P("MRN", c.mrn) + ", " + P("HOSPITAL", c.c([c.unit, c.hosp])))
    L.append("hx: " + c.c(hists).lower() + ". ord " + c.doc(c.attending, c.c(["last", "dr_last"])))
    L.append("comp: " + c.c(["none", c.d(c.base - D(days=r.randint(30, 900)), c.c(["md", "mdy2"]))]))
    L.append("find: " + find.lower())
    L.append("imp: " + imp.lower())
    if c.chance(0.5):
        L.append("called to " + c.doc(c.attending, c.c(["dr_last", "first_init"])) + " " + c.time() + ", rb ok")
    L.append("-- " + c.doc(c.consultant, c.c(["last", "initials", "first_init"])) + " (" + P("USERNAME", c.consultant.username(r)) + " @ " + P("IPADDR", private_ip(r)) + ")")
    return "\n".join(L), "terse-lowercase"


# ====================================================================== pathology report
PATH = [
    ("Gallbladder, cholecystectomy", "Acute and chronic cholecystitis with cholelithiasis. Negative for dysplasia or malignancy.",
     "Received fresh labeled with the patient's name and 'gallbladder' is a 7.8 x 3.1 x 2.4 cm gallbladder. Multiple yellow-green faceted stones. Representative sections in A1-A3.",
     "RUQ pain, gallstones", "K80.00", None),
    ("Prostate, needle biopsies (12 cores)", "Prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2), involving 4 of 12 cores, up to 40% of core length. Perineural invasion present.",
     "Received in formalin in twelve containers labeled A-L, each with 1-2 tan cores ranging 0.8-1.6 cm. Entirely submitted.",
     "elevated PSA 8.2", "C61", "M"),
    ("Skin, left upper back, excision", "Malignant melanoma, superficial spreading type, Breslow thickness 0.9 mm, Clark level III, no ulceration. Margins negative (closest 4 mm).",
     "Ellipse of skin 3.2 x 1.4 x 0.6 cm with a 0.8 cm variegated macule. Margins inked. Serially sectioned, A1-A6.",
     "changing pigmented lesion", "C43.59", None),
    ("Colon, right, hemicolectomy", "Invasive adenocarcinoma, moderately differentiated, invading into the muscularis propria (pT2). 0 of 18 lymph nodes involved (pN0). Margins negative.",
     "Segment of ileum (6 cm) and right colon (18 cm) with a 3.2 cm ulcerated mass 4 cm from the ileocecal valve. Lymph nodes dissected, cassettes A1-A24.",
     "ascending colon mass on colonoscopy", "C18.2", None),
    ("Thyroid, right lobe, FNA", "Bethesda category V: suspicious for papillary thyroid carcinoma.",
     "Four direct smears and one ThinPrep slide.", "TI-RADS 5 thyroid nodule", "E04.1", None),
    ("Endometrium, biopsy", "Disordered proliferative endometrium. No hyperplasia or carcinoma.",
     "Scant tan-pink fragments, 0.8 cm aggregate, entirely submitted in A1.", "postmenopausal bleeding", "N95.0", "F"),
    ("Bone marrow, left posterior iliac crest, aspirate and core", "Hypercellular marrow (70%) with involvement by classic Hodgkin lymphoma; Reed-Sternberg cells CD30+, CD15+.",
     "Core 1.6 cm and clot section; aspirate smears x6.", "lymphadenopathy and cytopenias", "C81.90", None),
    ("Appendix, appendectomy", "Acute suppurative appendicitis with periappendicitis. No neoplasm.",
     "Appendix 6.1 cm x 0.9 cm with fibrinous exudate. Tip and representative sections A1-A2.", "RLQ pain", "K35.80", None),
]


def pathology(c):
    r = c.r
    spec, dx, gross, chx, icd, sx = c.c([x for x in PATH if x[5] in (None, c.sex)])
    layout = c.c(["kv-header", "synoptic", "headed-sections"])
    acc = c.accession(c.c(["S", "SP", "CY"]))
    coll = c.base
    recv = c.base + D(days=r.randint(0, 1))
    signed = recv + D(days=r.randint(1, 6))
    pth = c.consultant
    parts = []
    top = [(P("HOSPITAL", c.hosp) + " Department of Pathology", "Tel " + c.ophone() + "  Fax " + c.fax()),
           ("Patient: " + c.ptname_header(), "Accession: " + P("IDNUM", acc)),
           ("MRN: " + P("MRN", c.mrn), "DOB: " + c.dob_str() + " (Age: " + P("AGE", c.age) + ")"),
           ("Collected: " + c.d(coll, c.c(["mdy", "iso"])), "Received: " + c.d(recv, c.c(["mdy", "iso"]))),
           ("Submitting: " + c.doc(c.attending, c.c(["last_first_cred", "full_cred"])), "Location: " + P("HOSPITAL", c.c([c.clinic, c.unit, c.hosp])))]
    if layout == "synoptic":
        parts.append("SURGICAL PATHOLOGY REPORT\n" + two_col(top, 48))
    else:
        parts.append("SURGICAL PATHOLOGY REPORT\n" + header_banner(c) + "\nAccession " + P("IDNUM", acc) + "; collected " + c.d(coll) + ", received " + c.d(recv) +
                     "\nSubmitted by " + c.doc(c.attending, c.c(["dr_full", "full_cred"])) + ", " + P("HOSPITAL", c.c([c.clinic, c.hosp])))
    parts.append(section("Clinical history", c.age_sex(c.c(["year_old", "yo_sex", "num_F", "aged"])) + "; " + chx + ".", "caps"))
    parts.append(section("Specimen", "A. " + spec, "caps"))
    parts.append(section("Final diagnosis", "A. " + spec.upper() + ":\n   - " + dx, "caps"))
    if layout == "synoptic":
        syn = ["Procedure: " + spec.split(", ")[-1], "Tumor size: %.1f cm" % r.uniform(0.3, 5.5), "Margins: negative",
               "Lymphovascular invasion: " + c.c(["not identified", "present"]), "pTNM: " + c.c(["pT2 pN0", "pT1a", "pT3 pN1a", "not applicable"]),
               "Specimen ID: " + P("IDNUM", "%s-%s%d" % (acc.replace(" ", ""), c.c(["A", "B"]), r.randint(1, 9)))]
        parts.append(section("Synoptic summary", "\n".join(syn), "caps"))
    parts.append(section("Gross description", gross.replace("the patient's name", "the patient's name (" + c.ptn(c.c(["full", "LAST_FIRST0"])) + ")") +
                         " Dictated by " + P("DOCTOR", c.staff("pa").full) + ", PA(ASCP), on " + c.d(recv, c.c(["md", "mdy"])) + ".", "caps"))
    parts.append(section("Microscopic", c.c(["Sections confirm the diagnosis above.", "Immunohistochemistry with appropriate controls supports the diagnosis.",
                                            "Step levels examined."]) + " " + c.c(["", "Intradepartmental consultation with " + c.doc(c.staff("path2"), c.c(["dr_full", "dr_last", "prof_last"])) + ", who agrees."]), "caps"))
    parts.append("CPT: " + c.c(["88305", "88307", "88305 x2, 88342"]) + "   ICD-10: " + icd)
    parts.append("I attest that I have personally reviewed the slides and rendered the diagnosis.\n" + c.doc(pth, c.c(["full_cred", "full_mi_cred"])) + ", Pathologist\n" +
                 "Electronically signed " + c.d(signed, c.c(["mdy", "long", "iso"])) + " " + c.time() + c.c(["  (" + P("USERNAME", pth.username(r)) + ")", ""]))
    if c.chance(0.5):
        parts.append("Report faxed to " + c.doc(c.attending, "dr_last") + " at " + c.fax() + " on " + c.d(signed, c.c(["md", "mdy"])) + c.c([" by " + P("DOCTOR", c.staff("clerk").first), ""]) + ".")
    return "\n\n".join(parts), layout


def pathology_terse(c):
    r = c.r
    spec, dx, gross, chx, icd, sx = c.c([x for x in PATH if x[5] in (None, c.sex)])
    acc = c.accession(c.c(["S", "SP", "CY"]))
    L = ["path " + P("IDNUM", acc) + " / " + c.ptn(c.c(["LAST_FIRST0", "Last_First", "initials"])) + " / " + P("MRN", c.mrn) + " / " + c.age_sex(c.c(["num_F", "num_sp_F", "yo_nospace"]))]
    L.append("coll " + c.d(c.base, c.c(["md", "mdy2"])) + " rec'd " + c.d(c.base + D(days=1), c.c(["md", "mdy2"])) + " from " + P("HOSPITAL", c.c([c.clinic, c.hosp])) + " (" + c.doc(c.attending, c.c(["dr_last", "last"])) + ")")
    L.append("spec: " + spec.lower())
    L.append("gross: " + gross.lower().replace("the patient's name", "pt name") + " (" + P("DOCTOR", c.staff("pa").initials(False).lower()) + ")")
    L.append("dx: " + dx.lower())
    if c.chance(0.5):
        L.append("shown to " + c.doc(c.staff("path2"), c.c(["dr_last", "last"])) + ", agrees.")
    L.append("signed " + c.doc(c.consultant, c.c(["last", "initials", "first_init"])) + " " + c.d(c.base + D(days=r.randint(2, 6)), c.c(["md", "mdy2"])) + ". fax " + c.fax())
    return "\n".join(L), "terse-lowercase"


# ====================================================================== echo / cardiology report
def echo(c):
    r = c.r
    layout = c.c(["kv-header", "measurement-table", "headed-sections"])
    when = c.base + D(days=r.randint(0, 3))
    ht, wt = r.randint(150, 192), r.uniform(45, 128)
    ef = r.choice([20, 25, 30, 35, 40, 45, 50, 55, 60, 65])
    card = c.consultant
    sono = c.staff("sono")
    parts = []
    rows = [("TRANSTHORACIC ECHOCARDIOGRAM", c.hospital()),
            ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
            ("DOB: " + c.dob_str(), "Age: " + P("AGE", c.age) + "  Sex: " + c.sex),
            ("Study date: " + c.d(when, c.c(["mdy", "iso", "dmy_abbr"])), "Accession: " + P("IDNUM", c.accession("EC"))),
            ("Referring: " + c.doc(c.attending, c.c(["dr_full", "last_first_cred"])), "Sonographer: " + P("DOCTOR", sono.full) + ", RDCS"),
            ("Ht %d cm  Wt %.1f kg  BSA %.2f m2" % (ht, wt, ((ht * wt) / 3600) ** 0.5), "BP %d/%d  HR %d" % (r.randint(95, 170), r.randint(50, 95), r.randint(50, 120)))]
    if layout == "headed-sections":
        parts.append("Echocardiography Report\n" + header_banner(c) + "\nDate of study: " + c.d(when, "long_wd") + "; sonographer " + P("DOCTOR", sono.first + " " + sono.last[0] + "."))
    else:
        parts.append(two_col(rows, 48))
    ind, icd = c.c([("Dyspnea", "R06.00"), ("Syncope", "R55"), ("Atrial fibrillation", "I48.91"), ("Pre-operative evaluation", "Z01.810"),
                    ("Murmur", "R01.1"), ("Follow-up of cardiomyopathy", "I42.0")])
    parts.append(section("Indication", ind + "; ICD-10 " + icd + ". CPT 93306.", "inline"))
    if layout == "measurement-table":
        meas = ["Measurement           Value     Normal",
                "LVIDd                 %.1f cm    3.9-5.3" % r.uniform(3.8, 7.1),
                "LVIDs                 %.1f cm    2.5-4.0" % r.uniform(2.4, 6.0),
                "IVSd                  %.1f cm    0.6-1.0" % r.uniform(0.7, 1.6),
                "LA volume index       %d mL/m2   16-34" % r.randint(18, 62),
                "LVEF (biplane)        %d %%       52-72" % ef,
                "TAPSE                 %.1f cm    >1.7" % r.uniform(1.0, 2.6),
                "E/e' average          %d         <14" % r.randint(6, 22),
                "RVSP                  %d mmHg   <35" % r.randint(20, 68)]
        parts.append("\n".join(meas))
    find = ["Left ventricle: " + c.c(["normal size", "moderately dilated", "mild concentric LVH"]) + "; LVEF estimated %d%%." % ef,
            "Right ventricle: " + c.c(["normal size and function", "mildly reduced function"]) + ".",
            "Valves: " + c.c(["mild MR", "moderate AS, mean gradient 28 mmHg, AVA 1.1 cm2", "trace TR", "no significant valvular disease"]) + ".",
            "Pericardium: " + c.c(["no effusion", "small circumferential effusion without tamponade physiology"]) + "."]
    if c.chance(0.35):
        find.append("Device: " + c.c(["pacemaker", "ICD"]) + " lead seen in the RV. Device " + c.c(["serial ", "SN "]) + P("DEVICE", c.device_sn()) +
                    " (" + c.c(["Stratus XL", "Corvion DR 2", "Meridia VR"]) + ") per device clinic record.")
    parts.append(section("Findings", "\n".join(find), "caps"))
    prior = c.base - D(days=r.randint(90, 1800))
    conc = ["1. LVEF %d%%." % ef, "2. " + c.c(["Compared with the study of " + c.d(prior) + ", EF " + c.c(["improved", "unchanged", "decreased"]) + ".", "No prior study for comparison."]),
            "3. " + c.c(["No intracardiac thrombus.", "Diastolic dysfunction grade II.", "Findings discussed with " + c.doc(c.attending, "dr_last") + "."])]
    parts.append(section("Conclusions", "\n".join(conc), "caps"))
    if c.chance(0.4):
        parts.append("ECG " + c.d(when, c.c(["md", "mdy"])) + " " + c.time() + ": " + c.c(["sinus rhythm 72, PR 184 ms, QRS 96 ms, QTc 452 ms", "atrial fibrillation 118, LBBB", "sinus bradycardia 48, first-degree AV block"]) +
                     ". Read by " + c.doc(card, c.c(["dr_last", "full_cred"])) + ".")
    parts.append("Reading physician: " + c.doc(card, c.c(["full_cred", "full_mi_cred", "dr_full"])) + "\n" + c.c(["Electronically signed ", "Finalized "]) + c.d(when, c.c(["mdy", "iso"])) + " " + c.time() +
                 c.c(["\n" + P("HOSPITAL", c.c(["Larchmere Cardiology Associates", c.clinic])) + " echo lab " + c.ophone(ext=True), ""]))
    return "\n\n".join(parts), layout


def echo_terse(c):
    r = c.r
    ef = r.choice([20, 30, 35, 45, 55, 60, 65])
    when = c.base + D(days=r.randint(0, 2))
    L = ["tte " + c.d(when, c.c(["md", "mdy2", "wd_md"])) + " - " + c.ptn(c.c(["Last_First", "initials", "LAST_FIRST0"])) + " " + P("MRN", c.mrn) + " " + c.age_sex(c.c(["num_F", "yo_nospace", "num_sp_F"]))]
    L.append("ind: " + c.c(["sob", "syncope", "afib", "preop", "murmur"]) + ". ref " + c.doc(c.attending, c.c(["last", "dr_last"])) + ". sono " + P("DOCTOR", c.staff("sono").first.lower()))
    L.append("lv " + c.c(["nl size", "dilated", "lvh"]) + ", ef %d%%. rv %s. %s. %s." % (ef, c.c(["nl", "mildly down"]), c.c(["mild mr", "mod as", "trace tr"]), c.c(["no eff", "sm eff"])))
    L.append("lvidd %.1f, ivs %.1f, lavi %d, e/e' %d, rvsp %d" % (r.uniform(3.8, 6.8), r.uniform(0.7, 1.5), r.randint(18, 60), r.randint(6, 20), r.randint(20, 60)))
    if c.chance(0.5):
        L.append("ppm in situ, sn " + P("DEVICE", c.device_sn()) + " per dev clinic")
    L.append("vs prior " + c.c([c.d(c.base - D(days=r.randint(100, 1500)), c.c(["mdy2", "md", "mon_year"])), "none"]) + ": " + c.c(["unchanged", "ef better", "ef worse"]))
    L.append("read " + c.doc(c.consultant, c.c(["initials", "last", "dr_last"])) + " " + c.time())
    return "\n".join(L), "terse-lowercase"


# ====================================================================== nursing shift note
def nursing(c):
    r = c.r
    layout = c.c(["narrative", "timed-entries", "sbar"])
    day = c.base + D(days=r.randint(0, 4))
    shift = c.c(["0700-1900", "1900-0700", "day shift", "night shift"])
    rn = c.staff("rn")
    parts = []
    parts.append(c.c(["Nursing Shift Note", "RN Progress Note", "Nursing Narrative"]) + " - " + c.d(day, c.c(["mdy", "wd_md", "long_wd", "iso"])) + ", " + shift + "\n" +
                 c.ptn(c.c(["LAST_FIRST", "full", "Last_First"])) + "  MRN " + P("MRN", c.mrn) + "  " + P("HOSPITAL", c.unit) + " " + c.room_bed())
    if layout == "timed-entries":
        e = ["%s  Received report from %s. Pt A&Ox%d, %s." % (c.time(), c.staff_ref("nurse", c.c(["word_full", "full_cred", "first_init_cred"])), r.randint(1, 4), c.c(["resting in bed", "sitting in chair", "ambulating in hall"])),
             "%s  Pain %d/10, oxycodone 5 mg PO given. Reassessed at %s: %d/10." % (c.time(), r.randint(4, 9), c.time(), r.randint(0, 4)),
             "%s  %s" % (c.time(), c.c(["Fall precautions in place; Morse fall score %d." % r.randint(25, 95), "Braden %d, turned q2h." % r.randint(9, 20), "Bed alarm on."])),
             "%s  %s called for update; %s. %s" % (c.time(), cap(c.fam(None, c.c(["rel_first", "rel_full", "rel_title", "rel_only"]))), c.c(["updated per pt's permission", "pt asked that no info be given"]), c.nameword()),
             "%s  %s" % (c.time(), c.c(["Foley catheter draining clear yellow urine, 450 mL.", "PIV 20g L forearm, site c/d/i.", "Telemetry: NSR 70s.", "Blood glucose 214, 4 units lispro per sliding scale."])),
             "%s  %s" % (c.time(), c.c(["Pt identity verified with wristband and palm-vein scan ID " + P("BIOID", c.bioid()) + " prior to blood transfusion.",
                                        "Two-RN check of blood product with " + c.staff_ref("rn2", "word_first") + ".", "Pt's " + c.c(["son", "daughter", "spouse"]) + " took home valuables."]))]
        if c.chance(0.4):
            e.append("%s  Security: pt's car (%s) in visitor garage level %d, ticket validated." % (c.time(), c.vehicle_ref(), r.randint(1, 5)))
        e.append("%s  Report given to %s." % (c.time(), c.staff_ref("nurse2", c.c(["word_full", "word_first", "full_cred"]))))
        parts.append("\n".join(e))
    elif layout == "sbar":
        parts.append("S: " + c.ptn(c.c(["title_last", "first", "full"])) + ", " + c.age_sex(c.c(["num_F", "yo_sex", "year_old"])) + ", " + c.c(["increased confusion this evening", "new O2 requirement 3 L", "BP 84/50", "fell in bathroom, no injury"]) + ".")
        parts.append("B: Admitted " + c.d(c.admit, c.c(["md", "mdy"])) + c.c(["", " (prior stay " + c.drange(-r.randint(60, 200), -r.randint(50, 59) + 0, "md") + ")"]) + " with " + c.c(["pneumonia", "CHF", "UTI", "hip fracture"]) + "; hx " + c.eponym_dx() + ". Code status " + c.c(["full", "DNR/DNI"]) + ".")
        parts.append("A: " + c.vitals("pipe") + ". " + c.score() + ". " + c.c(["Skin: stage 2 sacral pressure injury, dressing changed.", "Lungs: crackles bilat.", "Neuro: oriented x2."]))
        parts.append("R: Paged " + c.doc(c.resident, c.c(["dr_last", "dr_first_init"])) + " at " + c.time() + " (pager " + c.pager() + "); " + c.c(["orders for CXR and BMP received", "to bedside", "1 L bolus ordered"]) +
                     ". " + c.role_neg().capitalize() + " notified. " + cap(c.fam(None, c.c(["rel_first", "rel_title", "rel_full"]))) + " updated at " + P("PHONE", c.nok_phone) + ".")
        if c.chance(0.4):
            parts.append("Note: pt's vehicle (" + c.vehicle_ref() + ") moved from ED lot by security at family request.")
    else:
        t = (c.ptn(c.c(["title_last", "full", "first"])) + " " + c.c(["slept most of the shift", "was restless overnight", "had an uneventful day"]) + ". " +
             "VS: " + c.vitals("inline") + ". " + c.c(["Tolerating regular diet", "NPO after midnight for procedure", "Ate 50% of meals"]) + ". " +
             c.c(["Ambulated to the bathroom with walker and assist x1.", "Up to chair with PT " + P("DOCTOR", c.staff("pt").first) + ".", "Bed rest, turned q2h."]) + " " +
             c.score() + ". " + cap(c.fam(None, c.c(["rel_first", "rel_full", "rel_title"]))) + " " + c.c(["visited from", "stayed until", "called at"]) + " " + c.clock() + ". " +
             c.c(["Chaplain " + P("DOCTOR", c.staff("chaplain").full) + " visited at family request.", "Pt identity confirmed by fingerprint ID " + P("BIOID", c.bioid()) + " at the dispensing cabinet.",
                  "Pt asked about returning to work at " + P("ORGANIZATION", c.employer) + ".", c.nameword()]) + " " +
             "Report given to " + c.staff_ref("nurse2", c.c(["word_full", "full_cred"])) + " at " + c.time() + ".")
        parts.append(t)
    parts.append("-- " + P("DOCTOR", c.c([rn.full, "%s %s." % (rn.first, rn.last[0])])) + ", RN" + c.c(["  ext " + P("PHONE", "x%d" % r.randint(2000, 7999)), "", "  (" + P("USERNAME", rn.username(r)) + ")"]))
    return "\n\n".join(parts), layout


def nursing_terse(c):
    r = c.r
    day = c.base + D(days=r.randint(0, 4))
    L = ["rn note " + c.d(day, c.c(["md", "wd_md", "mdy2"])) + " " + c.c(["nights", "days", "7p-7a", "7a-7p"]) + " - " + c.ptn(c.c(["Last_First", "first", "initials", "nick"])) + " rm " + P("LOCATION_OTHER", c.room) +
         c.c([" bed " + P("LOCATION_OTHER", c.bed), ""])]
    L.append(c.time() + " rec'd from " + c.staff_ref("nurse", c.c(["word_first", "first_init_cred"])) + ". aox" + str(r.randint(1, 4)) + ", " + c.c(["calm", "anxious", "pulling at lines"]))
    L.append(c.time() + " vs " + c.vitals("pipe"))
    L.append(c.time() + " " + c.c(["prn oxy 5mg for pain %d/10" % r.randint(5, 9), "tylenol 650 for t 38.3", "zofran 4mg iv"]) + ", reassess " + c.time() + " ok")
    L.append(c.time() + " " + c.c(["foley ", "purewick ", "voiding "]) + c.c(["clr yellow", "amber, 200 ml", "adequate"]) + ". " + c.score())
    L.append(c.time() + " " + c.fam(None, c.c(["rel_first", "rel_only", "rel_first"])) + " " + c.c(["called", "at bs", "left"]) + ". " + c.c(["updated", "no info per pt req"]) + ". " + c.nameword().lower())
    if c.chance(0.5):
        L.append(c.time() + " " + c.c(["blood tx, 2 rn check w/ " + c.staff_ref("rn2", "word_first") + ", id by palm scan " + P("BIOID", c.bioid()),
                                       "car in garage, " + c.vehicle_ref() + " - security has keys"]))
    L.append(c.time() + " paged " + c.doc(c.resident, c.c(["dr_last", "first", "last"])) + " re " + c.c(["bp 88/50", "ams", "k 3.1"]) + ", " + c.c(["bolus ordered", "repl k", "no new orders"]))
    L.append("report to " + c.staff_ref("nurse2", "word_first") + ". -" + P("DOCTOR", c.staff("rn").first.lower()) + " rn")
    return "\n".join(L), "terse-lowercase"
