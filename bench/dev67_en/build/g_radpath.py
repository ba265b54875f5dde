"""(4) Radiology and pathology reports."""
import clin
import common
import values as V
from marks import M

EXAMS = [
    ("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "RLQ pain, r/o appendicitis",
     "The appendix measures 12 mm with periappendiceal fat stranding and a 6 mm appendicolith. No free air. Liver, spleen, pancreas unremarkable. "
     "Simple-appearing 2.1 cm left renal cyst (Bosniak I). Mild degenerative change L4-L5.",
     "Acute uncomplicated appendicitis."),
    ("CT HEAD WITHOUT CONTRAST", "fall, on anticoagulation",
     "No acute intracranial hemorrhage, mass effect or midline shift. Gray-white differentiation preserved. Chronic microvascular ischemic change. "
     "Mastoid air cells clear.", "No acute intracranial abnormality."),
    ("CTA CHEST (PE PROTOCOL)", "dyspnea, tachycardia, elevated d-dimer",
     "Filling defects in the right lower lobe segmental and subsegmental arteries. RV/LV ratio 1.1. 4 mm RUL nodule (Fleischner: no routine follow-up "
     "if low risk). Small right pleural effusion.", "Acute right lower lobe pulmonary emboli with mild right heart strain."),
    ("MRI BRAIN WITH AND WITHOUT CONTRAST", "new left arm weakness",
     "Restricted diffusion in the right precentral gyrus consistent with acute infarct, 1.4 cm. No hemorrhagic transformation. FLAIR hyperintensities "
     "in periventricular white matter (Fazekas 2).", "Acute right MCA branch infarct."),
    ("BILATERAL DIGITAL SCREENING MAMMOGRAM WITH TOMOSYNTHESIS", "screening",
     "Heterogeneously dense breasts (density C). 8 mm irregular mass with spiculated margins, left breast 2:00, 6 cm FN. No suspicious calcifications.",
     "BI-RADS 4: suspicious. Ultrasound-guided biopsy recommended."),
    ("US RIGHT UPPER QUADRANT", "RUQ pain, fever",
     "Gallbladder distended with multiple shadowing stones, wall thickening 5 mm, pericholecystic fluid and sonographic Murphy sign. CBD 4 mm.",
     "Findings consistent with acute calculous cholecystitis."),
    ("XR CHEST 2 VIEWS", "cough, fever",
     "Right lower lobe consolidation with air bronchograms. No pneumothorax. Heart size normal. Right IJ catheter tip at the cavoatrial junction.",
     "Right lower lobe pneumonia."),
    ("NM MYOCARDIAL PERFUSION (REGADENOSON)", "chest pain, unable to exercise",
     "Small fixed defect inferior wall. No reversible ischemia. Post-stress EF 54%, TID ratio 1.02.", "No scintigraphic evidence of ischemia."),
    ("US OB > 14 WEEKS, SINGLE", "size/dates",
     "Single live intrauterine pregnancy, cephalic. BPD, HC, AC, FL consistent with 32w4d. EFW 2010 g (41st percentile). AFI 12 cm. Placenta posterior, no previa.",
     "Appropriately grown fetus."),
    ("XR LEFT WRIST 3 VIEWS", "fall on outstretched hand",
     "Transverse fracture of the distal radial metaphysis with 15 degrees dorsal angulation. Ulnar styloid fracture. No dislocation.", "Distal radius fracture (Colles type)."),
]

PATH = [
    ("Gallbladder, cholecystectomy", "Chronic cholecystitis with cholelithiasis. Negative for dysplasia and malignancy.",
     "Received fresh is a 7.8 x 3.2 x 2.5 cm gallbladder. Serosa smooth. Wall 0.3 cm. Multiple yellow-green stones, 0.2-1.1 cm."),
    ("Appendix, appendectomy", "Acute suppurative appendicitis with periappendicitis. No neoplasm identified.",
     "Received in formalin is a 6.5 cm appendix, 0.9 cm in diameter, with fibrinopurulent serosal exudate."),
    ("Breast, left, 2:00, ultrasound-guided core biopsy", "Invasive ductal carcinoma, Nottingham grade 2 (3+2+1). ER positive (95%, strong), PR positive (40%), HER2 1+ (negative) by IHC. Ki-67 15%.",
     "Received in formalin are four tan-white cores, 1.2-1.8 cm, entirely submitted in cassettes A1-A2. Cold ischemia time < 1 h; fixation 18 h."),
    ("Prostate, needle biopsies (12 cores)", "Prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2), involving 4 of 12 cores, up to 45% of core (left mid). No perineural invasion.",
     "Received in formalin are twelve labeled containers (A-L), each with a single core 0.8-1.6 cm."),
    ("Colon, sigmoid, segmental resection", "Adenocarcinoma, moderately differentiated, invading through muscularis propria into pericolorectal tissue (pT3). 2 of 17 lymph nodes positive (pN1b). Margins negative. MMR proteins intact (MLH1, PMS2, MSH2, MSH6).",
     "Received fresh is a 24 cm segment of colon with attached mesentery. A 3.9 cm ulcerated mass is 8 cm from the distal margin."),
    ("Skin, left upper back, shave biopsy", "Melanoma in situ, lentigo maligna type; peripheral margin involved.",
     "Received in formalin is a 0.7 x 0.6 x 0.1 cm tan shave of skin with a variegated brown macule."),
    ("Lymph node, right axillary, excisional biopsy", "Classic Hodgkin lymphoma, nodular sclerosis type. CD30+, CD15+, PAX5 weak, CD45-.",
     "Received fresh is a 2.8 x 2.1 x 1.5 cm rubbery lymph node; touch preps made; portion to flow cytometry."),
    ("Endometrium, biopsy", "Disordered proliferative endometrium. Negative for hyperplasia and carcinoma.",
     "Received in formalin is 1.2 cc of red-tan mucoid tissue fragments, entirely submitted."),
]


def radiology(c):
    r = c.r
    exam, hx, findings, imp = r.choice(EXAMS)
    if "OB" in exam or "MAMMO" in exam:
        c.sex = "F"
    rad, res, ordering = c.S("rad"), c.S("resident"), c.S("attending")
    acc = M("IDNUM", V.accession(r, c.enc.year))
    L = [c.H(r.choice(["full", "upper"])) + " - Department of Radiology"]
    if r.random() < 0.5:
        L.append("%s, %s  %s   Tel %s   Fax %s" % (M("STREET", V.street(r).split(", Apt")[0]), c.hosp_loc(), M("ZIP", V.zipcode(r)), M("PHONE", V.us_phone(r)), M("FAX", V.us_phone(r))))
    L.append("")
    L.append("Patient: %s     MRN: %s     DOB: %s (%s)" % (c.P(r.choice(["LF", "LFc", "lf"])), c.ID("MRN"), c.dob_s(), c.A(r.choice(["y", "yrs", "bare"]))))
    L.append("Accession: %s     Order: %s     Visit: %s" % (acc, M("IDNUM", V.order_no(r)), c.ID("ACCOUNT")))
    L.append("Exam: %s\nExam date: %s %s     Location: %s" % (exam, c.D(None, "full"), c.time(), r.choice(["ED", "Inpatient " + c.WARD(), "Outpatient imaging, " + c.O("full")])))
    L.append("Ordering: %s   (%s)" % (c.N(ordering, r.choice(["LF", "full_cred", "dr_full"])), M("PHONE", V.with_ext(r, ordering.phone)) if r.random() < 0.5 else "NPI " + M("LICENSE", V.npi(r))))
    L.append("\nCLINICAL HISTORY: %s %s with %s." % (c.A(r.choice(["yo", "-year-old", "y/o"])), c.man() if r.random() < 0.5 else "patient", hx))
    cmp_ = r.random()
    if cmp_ < 0.4:
        L.append("COMPARISON: %s from %s (outside study, %s, images uploaded via %s)." % (
            exam.split(" ")[0] + " " + exam.split(" ")[1], c.D(-r.randrange(30, 1500), "full"), c.O("full"), M("URL", V.url(r, "pacs"))))
    elif cmp_ < 0.7:
        L.append("COMPARISON: %s and %s." % (c.D(-r.randrange(30, 900), "full"), c.D(-r.randrange(901, 2000), "full")))
    else:
        L.append("COMPARISON: None available.")
    L.append("TECHNIQUE: %s" % r.choice(["Axial images with coronal and sagittal reformats. DLP 612 mGy-cm. 100 mL Omnipaque 350 IV.",
                                         "Standard views obtained.", "Multiplanar multisequence imaging; 7 mL gadobutrol IV.",
                                         "Per protocol; CTDIvol 14.2 mGy."]))
    L.append("\nFINDINGS:\n%s\n%s" % (findings, r.choice(["Lines and tubes: " + r.choice(clin.DEVICES_GENERIC[:4]) + " in expected position.",
                                                             "Incidental: " + r.choice(["hepatic steatosis.", "small hiatal hernia.", "diverticulosis without diverticulitis.", "Schmorl node at T11."])])))
    L.append("\nIMPRESSION:\n1. %s\n2. %s" % (imp, r.choice(["No other acute findings.", "Follow-up per ACR guidelines.", "Recommend clinical correlation."])))
    if r.random() < 0.65:
        L.append("\nCRITICAL RESULT: Findings discussed with %s by telephone at %s on %s; read-back confirmed. Communicated by %s." % (
            c.N(ordering, r.choice(["dr_full", "dr_last", "full_cred"])), c.time(), c.D(None, "full"), c.N(res, "dr_last")))
    L.append("\nResident: %s\nAttending radiologist: %s" % (c.N(res, "full_cred"), c.N(rad, "fml_cred")))
    L.append("I have personally reviewed the images and agree with the report. Signed %s %s  [%s]" % (c.D(None, "numeric"), c.time(), M("USERNAME", rad.user)))
    if r.random() < 0.5:
        L.append("Report transmitted to %s fax %s. Reading station %s." % (c.O(), M("FAX", V.us_phone(r)), M("IPADDR", V.ip(r))))
    return "\n".join(L) + "\n", "radiology"


def pathology(c):
    r = c.r
    site, dx, gross = r.choice(PATH)
    if "Breast" in site or "Endometrium" in site:
        c.sex = "F"
    if "Prostate" in site:
        c.sex = "M"
    path, res = c.S("path"), c.S("resident")
    case = M("IDNUM", V.accession(r, c.enc.year))
    L = ["%s\nSURGICAL PATHOLOGY REPORT" % c.H(r.choice(["full", "upper", "full"])), ""]
    L.append("Case: %s          Received: %s     Collected: %s" % (case, c.D(None, "full"), c.D(r.choice([0, -1]), "full")))
    L.append("Patient: %s   Sex: %s   Age: %s   DOB: %s" % (c.P(r.choice(["LF", "LFc", "fml"])), c.sex, c.A(r.choice(["bare", "y", "YO"])), c.dob_s()))
    L.append("MRN: %s   Acct: %s   Location: %s" % (c.ID("MRN"), c.ID("ACCOUNT"), r.choice([c.WARD(), c.O("full"), "OR"])))
    L.append("Submitting physician: %s   Copy to: %s" % (c.N(c.S("surgeon"), r.choice(["LF", "full_cred", "dr_full"])), c.N(c.S("pcp", "attending"), r.choice(["LF", "dr_full"]))))
    L.append("\nCLINICAL HISTORY: %s; %s %s" % (r.choice([c.A("sexS"), c.A(r.choice(["yo", "-year-old"])) + " " + c.man()]), "history:", r.choice(["mass on imaging", "elevated PSA 8.2", "rule out malignancy", "abdominal pain"])))
    L.append("\nFINAL DIAGNOSIS:\n%s:\n- %s" % (site.upper() if r.random() < 0.5 else site, dx))
    if "carcinoma" in dx.lower() and r.random() < 0.6:
        L.append("\nSYNOPTIC: Procedure: %s. Tumor size 3.9 cm. Histologic grade G2. LVI: present. pT3 pN1b. AJCC 8th edition." % site.split(",")[-1].strip())
    L.append("\nCOMMENT: %s" % r.choice([
        "Intradepartmental consultation with %s, who concurs." % c.N(c.S("path2", "path"), "dr_full"),
        "Outside slides from %s (their case %s, collected %s) were reviewed for comparison." % (c.O("full"), M("IDNUM", V.accession(r, c.enc.year - 1)), c.D(-r.randrange(60, 900), "full")),
        "Results called to %s at %s on %s." % (c.N(c.S("surgeon"), "dr_last"), c.time(), c.D(r.randrange(1, 4), "short")),
        "Block %s sent for molecular testing (requisition %s)." % ("A2", M("IDNUM", V.order_no(r))),
    ]))
    L.append("\nGROSS DESCRIPTION:\nThe specimen is received in a container labeled with the patient's name, \"%s\", and medical record number %s. %s "
             "Representative sections submitted. (Grossed by %s, %s)" % (c.P(r.choice(["LF", "full", "FULLUP"])), c.ID("MRN"), gross, c.N(c.S("pa", "tech"), r.choice(["full_cred", "initials"])), c.D(None, "short")))
    L.append("\nMICROSCOPIC DESCRIPTION: Sections confirm the above diagnosis. Controls stain appropriately. %s" % r.choice(
        ["Immunostains performed on block A1 with appropriate controls.", "Deeper levels examined.", "Special stains (PAS-D, GMS) negative for organisms."]))
    L.append("\nI attest that I personally reviewed the slides and rendered the diagnosis.\n%s  %s  Electronically signed %s" % (
        c.N(path, r.choice(["fml_cred", "full_cred"])), r.choice(["", "Pathologist"]), c.D(r.randrange(1, 5), "full")))
    L.append("Lab: %s Pathology, CLIA # %s, Medical Director %s" % (c.H("short"), M("LICENSE", V.digits(r, 2) + "D" + V.digits(r, 7)), c.N(c.S("labdir", "path"), "dr_full")))
    if r.random() < 0.4:
        L.append(common.audit(c))
    return "\n".join(L) + "\n", "pathology"


def prelim(c):
    r = c.r
    exam, hx, findings, imp = r.choice(EXAMS)
    if "OB" in exam or "MAMMO" in exam:
        c.sex = "F"
    res = c.S("resident")
    L = ["PRELIMINARY READ (overnight) -- %s %s" % (c.D(None, "short"), c.time()),
         "%s / %s / %s / acc %s" % (c.P(r.choice(["LAST", "LF", "init"])), c.A(r.choice(["sexS", "y"])), c.ID("MRN"), M("IDNUM", V.accession(r, c.enc.year))),
         exam.lower() if r.random() < 0.5 else exam,
         "hx: " + hx + "; pt in ED " + c.RM() + ", ordered by " + c.N(c.S("attending"), r.choice(["last", "dr_last"])),
         "comparison: " + r.choice(["none", c.D(-r.randrange(30, 900), "any") + " (" + c.O(r.choice(["acr", "full"])) + ")"]),
         "findings: " + findings,
         "prelim: " + imp.lower(),
         "called to %s in ED (ext %s) at %s, %s read back." % (c.N(c.S("attending"), r.choice(["dr_last", "last", "lower"])), M("PHONE", V.digits(r, 5)), c.time(), c.N(c.S("nurse"), "first")),
         "final to follow by %s." % c.N(c.S("rad"), "dr_last"),
         "-%s (%s) pgr %s" % (c.N(res, r.choice(["initials", "lower", "full"])), M("USERNAME", res.user), M("PHONE", res.pager))]
    L += ["", "ADDENDUM %s %s: final read %s; reviewed with %s. Final report sent to %s (fax %s)." % (
        c.D(r.choice([0, 1]), "short"), c.time(), r.choice(["unchanged", "agrees", "with minor discrepancy (incidental nodule added)"]),
        c.N(c.S("rad"), "dr_full"), c.N(c.S("pcp", "attending"), "dr_last"), M("FAX", V.us_phone(r)))]
    if r.random() < 0.5:
        L.append(common.audit(c))
    return "\n".join(L) + "\n", "prelim-read"


def make(c):
    return c.r.choice([radiology, radiology, pathology, pathology, prelim])(c)
