"""Interventional radiology procedure notes, nuclear medicine reports, surgical pathology and
cytology reports."""
import pools as P
import neg
from phi import R, ch, pr, Person, clock, pager, accession, device_sn, digits, letters, order_no
from blocks import (letterhead, demo_block, referrer_line, sig_block, cc_block, footer, Staff, relative)
from genres_a import hist_extra, comparison

IR_PROCS = {
    "CT-guided biopsy, right lower lobe lung lesion": (
        "18G coaxial core biopsy via posterior approach, 4 cores obtained", "Small pneumothorax, no drain required",
        None),
    "Ultrasound-guided liver biopsy (random, non-targeted)": (
        "16G Temno x2 passes, right lobe, intercostal", "None", None),
    "Right IJ tunnelled chest port insertion": (
        "8 Fr single-lumen port, tip at cavoatrial junction, flushed and locked with heparinised saline 5 mL (100 units/mL)",
        "None", "port"),
    "Infrarenal IVC filter insertion": (
        "Retrievable filter deployed infrarenally via right CFV; cavogram showed single IVC, renal veins at L1",
        "None", "filter"),
    "Percutaneous nephrostomy, left": (
        "8.5 Fr locking pigtail placed under US and fluoroscopic guidance, turbid urine aspirated and sent for culture",
        "None", None),
    "PICC insertion, left basilic": ("4 Fr single-lumen PICC, 42 cm, tip at cavoatrial junction on fluoroscopy",
                                     "None", "picc"),
    "Uterine artery embolisation": ("Bilateral UAE with 500-700 micron microspheres to near stasis",
                                    "None", None),
    "Ultrasound-guided paracentesis": ("5 Fr catheter, 6.2 L straw-coloured fluid drained; albumin 20% 100 mL given",
                                       "None", None),
    "Percutaneous cholecystostomy": ("8 Fr pigtail transhepatic, bile sent for MC&S", "None", None),
    "Embolisation of splenic artery pseudoaneurysm": ("Coil embolisation with 4 detachable coils; completion angiogram shows exclusion",
                                                      "None", "coil")}


IR_IND = ["{a} mm RLL mass, PET-avid, ?primary lung cancer.", "Abnormal LFTs, ?NAFLD vs autoimmune hepatitis.",
          "Long-term chemotherapy access (FOLFOX).", "Recurrent PE despite anticoagulation; major surgery planned.",
          "Obstructed infected left kidney, 9 mm VUJ stone, septic.", "IV antibiotics for 6 weeks (vertebral osteomyelitis).",
          "Symptomatic fibroids, menorrhagia, Hb 92.", "Refractory ascites, alcohol-related cirrhosis.",
          "Acute calculous cholecystitis, unfit for surgery.", "Delayed splenic bleed after fall."]
IR_IND = [x.replace("{a}", str(R.randint(12, 40))) for x in IR_IND]


def gen_ir(d, cx):
    proc = ch(list(IR_PROCS))
    if "Uterine" in proc:
        cx.fix("F", 32, 52)
    detail, comp, dev = IR_PROCS[proc]
    if pr(.5):
        letterhead(d, cx, ch(["Interventional Radiology", "IR Department", "Vascular and Interventional Radiology"]))
    d.t(ch(["INTERVENTIONAL RADIOLOGY PROCEDURE NOTE\n", "IR Procedure Report\n", "PROCEDURE NOTE - IR\n"]))
    demo_block(d, cx, extra=pr(.6), style=ch(["grid", "lines", "compact"]))
    d.f("Procedure: {P}\nDate: {D}   Room: {K} {S}\nAccession: {A}\n", P=proc, D=cx.d(),
        K=ch(["IR Suite", "Angio Room", "IR", "Interventional Suite"]), S=("LOCATION_OTHER", str(R.randint(1, 4))),
        A=("IDNUM", accession("IR", cx.report.year)))
    op, fel = cx.rad, Staff(cx.c, "rad")
    d.f("\nOperator: {O}\n{F2}: {F}\nNursing: {N}\nRadiographer: {X}\n", O=op.signed(),
        F2=ch(["Fellow", "Assistant", "Registrar", "Resident"]), F=("DOCTOR", fel.full()),
        N=[("DOCTOR", cx.nurse.full()), ", " + cx.nurse.cred] if cx.nurse.cred else ("DOCTOR", cx.nurse.full()),
        X=("DOCTOR", Person().full()))
    if pr(.5):
        referrer_line(d, cx, "Referring team")
    d.t("\nIndication: ")
    hist_extra(d, cx)
    d.t(IR_IND[list(IR_PROCS).index(proc)] + "\n")
    k = R.random()
    if k < .5:
        d.f("Consent: Written informed consent obtained from the patient by {N} on {D}. Risks including bleeding, "
            "infection, pneumothorax and non-diagnostic sample discussed.\n", N=("DOCTOR", ch([fel.full(), op.full()])),
            D=cx.d(ch([0, 0, -1, -2])))
    elif k < .75:
        r, f = relative(cx)
        d.f("Consent: Patient lacks capacity (delirium). Procedure discussed with {R} {N} (next of kin, ph {T}); "
            "best-interests decision documented.\n", R=r, N=("FAMILY", f.full()), T=("PHONE", cx.phone))
    else:
        d.f("Consent: Verbal and written consent; interpreter {N} present ({L}).\n", N=("DOCTOR", Person().full()),
            L=ch(["Vietnamese", "Arabic", "Portuguese", "Somali", "Mandarin", "Polish", "Punjabi"]))
    if pr(.5):
        d.t("Current medications:\n" + neg.med_list())
    if pr(.3):
        d.t("Problem list:\n" + neg.problem_list())
    if pr(.6):
        d.t("Pre-procedure vitals: " + neg.vitals() + "\n")
    d.f("Pre-procedure: {L}. Plt {PL}. Allergies: {A}.\n", L=neg.lab_inline(2), PL=R.randint(60, 420),
        A=ch(["NKDA", "penicillin (rash)", "iodinated contrast (urticaria) - premedicated", "nil known"]))
    d.f("Time-out performed at {T}. Sedation: {S}. Monitoring by {N}.\n", T=clock(),
        S=ch(["midazolam 2 mg + fentanyl 50 mcg IV", "local anaesthetic only (lidocaine 1% 10 mL)",
              "GA (anaesthetics)", "midazolam 1 mg IV"]), N=("DOCTOR", cx.nurse.full()))
    d.t("\nTechnique: " + detail + ".\n")
    if dev == "port":
        d.f("Device: {M}; Lot {L}; SN {S}. Patient given implant card and port passport.\n",
            M=ch(["PowerPort ClearVUE 8F", "BardPort MRI", "Celsite ST305C"]), L=letters(2) + digits(5), S=("DEVICE", device_sn()))
    elif dev == "filter":
        d.f("Device: {M}, serial {S}. Retrieval planned {D}.\n", M=ch(["Denali", "Option Elite", "Celect Platinum"]),
            S=("DEVICE", device_sn()), D=cx.d(R.randint(42, 120), ch(["monyr", "long", None])))
    elif dev == "picc":
        d.f("Device: PowerPICC 4F SL, REF 3174118, lot {L}, SN {S}.\n", L=letters(4) + digits(4), S=("DEVICE", device_sn()))
    elif dev == "coil":
        d.t("Coils: Interlock 6 mm x 20 cm (x2), 4 mm x 10 cm (x2).\n")
    if "biopsy" in proc:
        d.f("Specimens: {N} cores in formalin to histopathology (specimen no. {S}); 1 core in saline to microbiology.\n",
            N=R.randint(2, 5), S=("IDNUM", accession(ch(["S", "H", "SP"]), cx.report.year)))
    if proc.startswith("Ultrasound"):
        d.t("Ultrasound guidance only; no fluoroscopy or contrast.\n")
    elif proc.startswith("CT"):
        d.t(f"CT fluoroscopy, DLP {R.randint(90, 600)} mGy.cm.\n")
    else:
        d.t(f"Fluoroscopy time {R.uniform(0.3, 24):.1f} min, DAP {R.uniform(0.5, 180):.1f} Gy.cm2. Contrast {R.randint(5, 140)} mL.\n")
    d.f("EBL minimal. Complications: {X}.\n", X=comp)
    plan = {"port": "Port may be accessed immediately", "picc": "PICC may be used immediately; weekly dressing and flush",
            "filter": "Restart anticoagulation in 24 h if no bleeding", "coil": "Serial Hb; repeat CT if haemodynamic change"}
    if "lung" in proc:
        pl = "CXR at 2 h to exclude pneumothorax; chase histology"
    elif "biopsy" in proc:
        pl = "Chase histology"
    elif any(w in proc for w in ("nephrostomy", "cholecystostomy", "paracentesis")):
        pl = "Drain to free drainage, flush 10 mL NS TDS" if "paracentesis" not in proc else "Catheter removed; daily weights"
    else:
        pl = plan.get(dev, "Analgesia per PCA protocol")
    d.t("\nPlan:\n- Bed rest 2 h, obs q15min x4 then q30min x4\n- " + pl + "\n")
    if pr(.5):
        d.f("- IR follow-up clinic {D} at {T}; queries to IR nurse {N} on {P}\n",
            D=cx.d(R.randint(7, 60), ch(["wd", "long", None])), T=clock(R.randint(8, 16), ch([0, 15, 30, 45])),
            N=("DOCTOR", cx.nurse.first), P=("PHONE", pager(cx.c) if pr(.5) else cx.site.phone))
    if pr(.3):
        d.t(neg.eponym("rad") + "\n")
    if pr(.3):
        d.t(neg.wordy("rad") + "\n")
    sig_block(d, cx, op)
    if pr(.4):
        cc_block(d, cx)


NM_STUDIES = {
    "F-18 FDG PET/CT, skull base to mid-thigh": ("F-18 FDG", "MBq", (180, 420)),
    "Whole body bone scan (Tc-99m HDP)": ("Tc-99m HDP", "MBq", (550, 800)),
    "V/Q scan": ("Tc-99m MAA", "MBq", (80, 150)),
    "Ga-68 PSMA PET/CT": ("Ga-68 PSMA-11", "MBq", (110, 220)),
    "Myocardial perfusion scan (rest/stress)": ("Tc-99m sestamibi", "MBq", (300, 900)),
    "Thyroid uptake and scan (Tc-99m pertechnetate)": ("Tc-99m pertechnetate", "MBq", (70, 200)),
    "Gastric emptying study": ("Tc-99m sulphur colloid in egg meal", "MBq", (18, 40)),
    "Renal MAG3 with frusemide": ("Tc-99m MAG3", "MBq", (70, 120))}
NM_FIND = {  # key: list of coherent scenarios
    "FDG": [["Intensely FDG-avid right hilar mass, SUVmax {k}.{c}.", "FDG-avid subcarinal node SUVmax {c}.{j}.",
             "No FDG-avid distant metastasis."],
            ["Focal uptake in the sigmoid colon (SUVmax {c}.{j}); colonoscopy advised.", "Physiological uptake in brain, myocardium and urinary tract."]],
    "HDP": [["Multiple foci of increased uptake in the spine, ribs and pelvis consistent with osseous metastases."],
            ["Degenerative uptake at both knees and the lower cervical spine.", "Linear uptake at the right 6th rib, likely traumatic."]],
    "MAA": [["Multiple mismatched segmental perfusion defects (high probability)."], ["Normal perfusion; PE excluded."]],
    "PSMA": [["PSMA-avid left pelvic sidewall node 8 mm SUVmax {c}.{j} (miPSMA 3).", "Prostate bed: no recurrence.",
              "No PSMA-avid skeletal lesion."], ["No PSMA-avid disease identified."]],
    "sestamibi": [["Reversible inferolateral perfusion defect; TID ratio 1.1{j}.", "LVEF {k}% post stress."],
                  ["Normal perfusion. LVEF {k}% at rest."]],
    "pertechnetate": [["Diffusely increased uptake, 24 h uptake {k}% (Graves' disease)."],
                      ["Single hot nodule left lobe with suppression of the remainder (toxic adenoma)."]],
    "colloid": [["Retention at 2 h {k}%, at 4 h {c}% (delayed gastric emptying)."], ["Normal emptying, T1/2 {k} min."]],
    "MAG3": [["Left kidney contributes {k}% of function; prompt washout after frusemide."],
             ["Right obstructive drainage pattern, T1/2 > 20 min."]]}


NM_HX = {"FDG": "Staging of NSCLC.", "PSMA": "Biochemical recurrence post prostatectomy, PSA 0.{}.",
         "HDP": "Bone pain, known breast cancer.", "MAA": "Suspected PE, CXR abnormal.",
         "sestamibi": "Chest pain, equivocal ETT.", "pertechnetate": "Thyrotoxicosis, TSH <0.01.",
         "colloid": "Nausea and early satiety, diabetic.", "MAG3": "PUJ obstruction follow-up."}


def fillnm(s):
    return s.format(k=R.randint(11, 68), c=R.randint(2, 9), j=R.randint(0, 9))


def gen_nm(d, cx):
    study = ch(list(NM_STUDIES))
    if "PSMA" in study:
        cx.fix("M", 50, 88)
    agent, unit, (lo, hi) = NM_STUDIES[study]
    key = next(k for k in NM_FIND if k in agent)
    if pr(.6):
        letterhead(d, cx, ch(["Nuclear Medicine", "Department of Nuclear Medicine and PET", "Molecular Imaging"]))
    demo_block(d, cx, extra=pr(.6))
    d.f("Study: {S}\nAccession: {A}   Study date: {D}\n", S=study, A=("IDNUM", accession("NM", cx.report.year)),
        D=cx.d(0, ch(["wd", None, None])))
    if pr(.6):
        referrer_line(d, cx)
    d.t("\nClinical question: ")
    hist_extra(d, cx)
    d.t(NM_HX[key].format(R.randint(2, 9)) + "\n")
    d.f("\nRadiopharmaceutical: {A} {N} {U} IV {S} at {T}. ", A=agent, N=R.randint(lo, hi), U=unit,
        S=ch(["left antecubital fossa", "right hand", "via PICC", "right ACF"]), T=clock())
    if key == "FDG":
        d.f("BSL {G} mmol/L. Uptake time {U} min. Weight {W} kg.", G=f"{R.uniform(4.1, 9.8):.1f}", U=R.randint(55, 75),
            W=R.randint(45, 120))
    d.t("\n")
    d.f("Injected by: {N}, {C}\n", N=("DOCTOR", Person().full()), C=ch(["NMT", "CNMT", "Nuclear Medicine Technologist"]))
    comparison(d, cx)
    d.t("\nFindings:\n")
    fs = [fillnm(x) for x in ch(NM_FIND[key])]
    for x in fs:
        d.t(x + "\n")
    d.t("\nConclusion: " + ch(["", "", "Scintigraphic appearances: "]) + fs[0] + "\n")
    if pr(.35):
        d.t(neg.wordy("rad") + "\n")
    if pr(.4):
        r, f = relative(cx)
        d.f("\nRadiation safety advice given to patient and {R} {N}: avoid prolonged close contact with young "
            "children and pregnant women for {H} hours.\n", R=r, N=("FAMILY", f.first), H=ch([6, 12, 24]))
    if cx.pt.sex == "F" and 18 <= cx.age <= 45 and pr(.5):
        d.f("Breastfeeding: patient advised to interrupt for {H} h; infant {N} aged {A} months.\n", H=ch([12, 24]),
            N=("FAMILY", Person().first), A=("AGE", str(R.randint(2, 11))))
    sig_block(d, cx, verb="Reported by")
    if pr(.35):
        cc_block(d, cx)
    footer(d, cx)


PATH_SPEC = {
    "Right breast, wide local excision with orientation sutures": (
        "Invasive carcinoma of no special type (ductal), Nottingham grade 2 (3+2+1), 18 mm. DCIS intermediate grade, "
        "10% of tumour. Margins: closest superior 3 mm. LVI not identified. ER 8/8, PR 6/8, HER2 IHC 1+ (negative).",
        "pT1c pN0(sn) (AJCC 8th)", "F"),
    "Sigmoid colon, anterior resection": (
        "Adenocarcinoma, moderately differentiated, invading through muscularis propria into pericolic fat (pT3). "
        "2/18 lymph nodes involved. EMVI present. CRM 12 mm. MMR proteins: MLH1/PMS2 lost, MSH2/MSH6 retained.",
        "pT3 pN1b; recommend BRAF V600E and MLH1 promoter methylation", None),
    "Prostate, 12-core TRUS biopsy": (
        "Acinar adenocarcinoma in 5/12 cores, Gleason 3+4=7 (Grade Group 2), pattern 4 20%, max core length 7 mm. "
        "Perineural invasion present.", "ISUP Grade Group 2", "M"),
    "Skin, left upper back, excision": (
        "Superficial spreading melanoma, Breslow thickness 1.4 mm, Clark level IV, mitoses 3/mm2, no ulceration. "
        "Peripheral margin 4 mm, deep margin 2 mm.", "pT2a", None),
    "Gallbladder, laparoscopic cholecystectomy": (
        "Chronic cholecystitis with cholelithiasis. Rokitansky-Aschoff sinuses. No dysplasia or malignancy.", "Benign", None),
    "Appendix, laparoscopic appendicectomy": (
        "Acute suppurative appendicitis with periappendicitis. No neoplasm.", "Benign", None),
    "Thyroid, total thyroidectomy": (
        "Papillary thyroid carcinoma, classic type, 14 mm, right lobe; background Hashimoto thyroiditis. "
        "No extrathyroidal extension. Margins clear.", "pT1b pNx", None),
    "Endometrium, pipelle biopsy": ("Complex atypical hyperplasia (EIN). No invasive carcinoma in this sample.",
                                    "EIN", "F"),
    "Lung, right upper lobe, CT-guided core biopsy": (
        "Non-small cell carcinoma, favour adenocarcinoma (TTF-1 positive, p40 negative). PD-L1 TPS 60%.",
        "Molecular testing (EGFR, ALK, ROS1, KRAS) requested", None),
    "Stomach, antral biopsies": ("Chronic active gastritis with Helicobacter pylori-like organisms. No intestinal metaplasia.",
                                 "Benign", None)}


PATH_NOTES = {"breast": "No Paget's disease of the nipple in the sampled skin.", "Sigmoid": "No Crohn's-type granulomas.",
              "Prostate": "Gleason pattern 5 not identified.", "Skin": "No Spitz-like features.",
              "Gallbladder": "No Porcelain change.", "Appendix": "No Enterobius vermicularis identified.",
              "Thyroid": "Psammoma bodies present; focal Hurthle cell change.", "Endometrium": "No Arias-Stella reaction.",
              "Lung": "No Langhans-type giant cells.", "Stomach": "Giemsa stain highlights Helicobacter organisms."}


def path_note(spec):
    for k, v in PATH_NOTES.items():
        if k.lower() in spec.lower():
            return v
    return neg.eponym("path")


def gen_path(d, cx):
    spec = ch(list(PATH_SPEC))
    diag, stage, sex = PATH_SPEC[spec]
    if "Appendix" not in spec:
        cx.fix(sex, 30, 88)
    path = Staff(cx.c, "path")
    if pr(.7):
        letterhead(d, cx, ch(["Department of Anatomical Pathology", "Histopathology", "Surgical Pathology",
                              "Cellular Pathology"]))
    d.t(ch(["SURGICAL PATHOLOGY REPORT\n", "HISTOPATHOLOGY REPORT\n", "Anatomical Pathology Report\n"]))
    demo_block(d, cx, extra=pr(.7))
    acc = accession(ch(["S", "SP", "H"]), cx.report.year)
    d.f("Lab No: {A}\nCollected: {D1} {T1}   Received: {D2} {T2}   Reported: {D3}\n", A=("IDNUM", acc),
        D1=cx.d(-R.randint(3, 9)), T1=clock(), D2=cx.d(-R.randint(1, 3)), T2=clock(), D3=cx.d())
    referrer_line(d, cx, ch(["Surgeon", "Requesting clinician", "Submitting physician"]))
    if pr(.4):
        d.f("Copy to: {N}, {H}\n", N=("DOCTOR", Person().full()), H=("HOSPITAL", cx.site2.name))
    d.t("\nCLINICAL NOTES:\n")
    hist_extra(d, cx)
    d.t(ch(["Mass on imaging.", "?malignancy.", "Screen-detected lesion.", "Symptomatic.", "Query recurrence."]) + "\n")
    d.f("\nSPECIMEN:\nA. {S}\n", S=spec)
    if pr(.4):
        d.t("B. " + ch(["Sentinel lymph node #1", "Additional margin, superior", "Separate fragment", "Left axillary tissue"]) + "\n")
    d.t("\nMACROSCOPIC:\n")
    k = R.random()
    if k < .6:
        d.f('Received in formalin in a container labelled "{N}", "{M}" and "{S}". ', N=cx.ptname(ch(["full", "LF", "lf"])),
            M=("MRN", cx.mrn), S=spec.split(",")[0])
    else:
        d.f("Received fresh, labelled with the patient's name ({N}) and date of birth ({B}). ",
            N=cx.ptname(ch(["LF", "full"])), B=cx.dob_piece())
    d.f("{X} x {Y} x {Z} mm. Serially sectioned and entirely embedded, blocks A1-A{B}. "
        "Fixation time {H} h.\n", X=R.randint(4, 120), Y=R.randint(3, 90), Z=R.randint(2, 50), B=R.randint(2, 14),
        H=R.randint(6, 72))
    g = Person()
    d.f("Grossed by {N} ({I}).\n", N=("DOCTOR", g.full()), I=("DOCTOR", g.first[0] + g.last[0]))
    d.t("\nMICROSCOPIC:\n" + diag + "\n")
    if pr(.6):
        d.t(path_note(spec) + "\n")
    d.t("\nDIAGNOSIS:\nA. " + spec + ": " + diag.split(". ")[0].rstrip(".") + ".\n" + stage + ".\n")
    if pr(.4):
        d.t(neg.wordy("path") + "\n")
    if pr(.35):
        d.f("\nIntradepartmental consultation: {N} concurs.\n", N=Staff(cx.c, "path").dr())
    if pr(.3):
        d.f("Case presented at the {M} MDT on {D}.\n", M=ch(["breast", "colorectal", "urology", "skin", "upper GI", "lung"]),
            D=cx.d(R.randint(2, 9), ch(["wd", "wdshort", None])))
    if pr(.25):
        d.f("\nADDENDUM ({D}): Block A{B} sent to {L} for molecular testing, ref {R}.\n",
            D=cx.d(R.randint(3, 15)), B=R.randint(1, 6), L=("ORGANIZATION", ch(P.REF_LABS + P.GENE_LABS)),
            R=("IDNUM", order_no()))
    if cx.c == "US" and pr(.4):
        d.t(f"CPT: 88307, 88342 x{R.randint(1, 4)}, 88360\n")
    sig_block(d, cx, path, "Pathologist")
    footer(d, cx)


CYTO = {
    "Cervical cytology (ThinPrep) with HPV co-test": (
        ["Satisfactory for evaluation; endocervical/transformation zone component present.",
         "Negative for intraepithelial lesion or malignancy (NILM).",
         "Low-grade squamous intraepithelial lesion (LSIL).", "Atypical squamous cells of undetermined significance (ASC-US).",
         "Shift in flora suggestive of bacterial vaginosis."],
        "HPV (high-risk) {H}; types 16/18 {X}.", "F"),
    "Thyroid FNA, right lobe nodule": (
        ["Benign follicular nodule (Bethesda II).", "Atypia of undetermined significance (Bethesda III).",
         "Follicular neoplasm (Bethesda IV).", "Colloid and macrophages; adequate (>6 groups of 10 cells)."], None, None),
    "Urine cytology, voided": (
        ["Negative for high-grade urothelial carcinoma (Paris category II).", "Atypical urothelial cells (AUC).",
         "Suspicious for high-grade urothelial carcinoma (SHGUC)."], None, None),
    "Pleural fluid cytology": (
        ["Malignant cells present, consistent with metastatic adenocarcinoma; cell block BerEP4+, calretinin-.",
         "Reactive mesothelial cells and lymphocytes; no malignant cells identified."], None, None),
    "EBUS-TBNA, station 7": (
        ["Adequate lymph node sampling. Metastatic non-small cell carcinoma.", "Granulomatous inflammation; ZN negative."],
        None, None)}


def gen_cyto(d, cx):
    test = ch(list(CYTO))
    lines, hpv, sex = CYTO[test]
    if sex:
        cx.fix(sex, 21, 65)
    if pr(.6):
        letterhead(d, cx, ch(["Cytopathology", "Cytology Laboratory", "Department of Cellular Pathology - Cytology"]))
    d.t(ch(["CYTOLOGY REPORT\n", "Cytopathology Report\n", "NON-GYNAE CYTOLOGY\n" if not hpv else "GYNAECOLOGICAL CYTOLOGY\n"]))
    demo_block(d, cx, extra=pr(.6))
    d.f("Specimen: {T}\nCytology No: {A}   Collected: {D1}   Received: {D2}\n", T=test,
        A=("IDNUM", accession("C", cx.report.year)), D1=cx.d(-R.randint(2, 7)), D2=cx.d(-R.randint(0, 2)))
    referrer_line(d, cx, ch(["Collected by", "Clinician", "Referrer"]))
    if hpv:
        d.f("LMP: {L}. Last screen: {P} ({R}). Contraception: {C}.\n", L=cx.d(-R.randint(5, 30), ch(["short", None])),
            P=cx.d(-R.randint(700, 1900), ch(["monyr", "year", None])), R=ch(["NILM", "LSIL", "HPV negative"]),
            C=ch(["COCP", "IUD", "nil", "Depo"]))
        if pr(.3):
            d.f("Screening programme ID {S}.\n", S=("IDNUM", letters(2) + digits(7)))
    else:
        d.t("Clinical: ")
        hist_extra(d, cx)
        d.t(ch(["Haematuria.", "Effusion, ?malignant.", "Nodule on US.", "Mediastinal adenopathy."]) + "\n")
    d.t("\nMicroscopy / Interpretation:\n")
    for x in R.sample(lines, R.randint(1, min(3, len(lines)))):
        d.t("- " + x + "\n")
    if hpv:
        d.t(hpv.format(H=ch(["detected", "not detected"]), X=ch(["not detected", "detected (type 16)"])) + "\n")
    if pr(.4):
        d.t(("Papanicolaou-stained ThinPrep slide reviewed." if hpv else
             ch(["Papanicolaou and Romanowsky (Diff-Quik) stains reviewed.", "Cell block prepared; Giemsa stain reviewed."])) + "\n")
    sc = Person()
    d.f("\nScreened by: {I} ({C})", I=("DOCTOR", ch([sc.first[0] + sc.last[0], sc.full()])),
        C=ch(["CT(ASCP)", "cytoscientist", "BMS", "Medical Scientist"]))
    if pr(.6):
        d.f("   QC rescreen: {N}", N=("DOCTOR", Person().initf()))
    d.t("\n")
    if hpv:
        d.f("Recommendation: {R}\n", R=ch(["Routine recall in 3 years.", "Colposcopy referral.", "Repeat co-test in 12 months."]))
    if pr(.3):
        d.f("Letter sent to patient at {A}.\n", A=cx.addr.inline())
    sig_block(d, cx, Staff(cx.c, "path"), "Pathologist")
    footer(d, cx)
