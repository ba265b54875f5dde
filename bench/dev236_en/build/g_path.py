"""Genres: surgical pathology report, cytology report."""
import phi
from base import Case, letterhead, patient_block, ordering, dates_block, signature, footer, hl7_pid
from common import Doc, P, pick, chance, add_days, fdate


def _hdr(rng, s):
    return pick(rng, [s.upper() + ":", s.title() + ":", s.upper(), "== " + s.upper() + " =="])


def _labeled(case, label_txt):
    """Gross 'received labeled with' phrase; sometimes carries the name and MRN."""
    rng = case.rng
    r = rng.random()
    if r < 0.45:
        return ["labeled with the patient's name and ", pick(rng, ["MRN", "medical record number", "DOB"])]
    if r < 0.8:
        return [pick(rng, ["labeled ", "labelled ", "labeled with "]), '"', case.pn(pick(rng, ["LAST_FIRST", "full", "LAST_FIRST_MI"])),
                '" and "', label_txt, '"']
    return ["labeled ", case.pn(pick(rng, ["LAST_FIRST", "UPPER"])), ", ", P(case.mrn, "MRN"), ", ", label_txt]


def _cm(rng):
    return "%.1f x %.1f x %.1f cm" % (rng.uniform(0.4, 9), rng.uniform(0.3, 6), rng.uniform(0.1, 4))


def _organ(case):
    """Return (history, parts[(label, desc)], diagnosis lines, extra lines, cpt, icd)."""
    rng = case.rng
    k = rng.randint(0, 10)
    if k in (0, 1, 8, 10):
        case.sex = "M" if k == 0 else "F"
        case.pat = phi.person(rng, case.c, case.sex)
        if k == 10:
            case.dob = phi.make_dob(rng, case.when, 17, 44)
            case.age, case.unit = phi.age_unit(case.dob, case.when)
        elif k == 8 and case.age < 40:
            case.dob = phi.make_dob(rng, case.when, 45, 80)
            case.age, case.unit = phi.age_unit(case.dob, case.when)
    if k == 0:
        psa = "%.1f" % rng.uniform(4.2, 22)
        n = rng.randint(6, 12)
        sites = ["right base", "right mid", "right apex", "left base", "left mid", "left apex", "right lateral base",
                 "left lateral base", "right lateral mid", "left lateral mid", "right lateral apex", "left lateral apex"]
        parts = [("Prostate, %s, needle core biopsy" % sites[i]) for i in range(n)]
        pos = sorted(rng.sample(range(n), rng.randint(0, 4)))
        g = pick(rng, ["3+3=6 (Grade Group 1)", "3+4=7 (Grade Group 2)", "4+3=7 (Grade Group 3)", "4+4=8 (Grade Group 4)"])
        dx = []
        for i in range(n):
            if i in pos:
                dx.append("%s: Prostatic adenocarcinoma, Gleason score %s, %d of %d cores, %d%% of tissue%s."
                          % (sites[i].upper(), g, rng.randint(1, 2), 2, rng.randint(5, 80),
                             pick(rng, ["", "; perineural invasion present", "; no PNI identified"])))
            else:
                dx.append("%s: Benign prostatic tissue%s." % (sites[i].upper(), pick(rng, ["", " with chronic inflammation", " with focal HGPIN", " with partial atrophy"])))
        hist = "PSA %s ng/mL, %s. PI-RADS %d lesion on MRI." % (psa, pick(rng, ["abnormal DRE", "rising PSA", "nodule on DRE"]), rng.randint(3, 5))
        return hist, parts, dx, ["Immunostains (p63/AMACR) performed on block %s%d support the diagnosis." % (chr(65 + (pos[0] if pos else 0)), 1)], "88305 x%d, 88342" % n, "C61" if pos else "R97.20"
    if k == 1:
        side = pick(rng, ["Right", "Left"])
        er = rng.randint(0, 100)
        her2 = pick(rng, ["0", "1+", "2+ (equivocal; FISH to follow)", "3+"])
        hist = "%s breast mass %d o'clock, %d cm FN, BI-RADS %s." % (side, rng.randint(1, 12), rng.randint(1, 9), pick(rng, ["4B", "4C", "5"]))
        parts = ["%s breast, %d:00, ultrasound-guided core biopsy" % (side, rng.randint(1, 12))]
        dx = ["Invasive ductal carcinoma (NST), Nottingham grade %d (tubules %d, nuclei %d, mitoses %d)." % (rng.randint(1, 3), rng.randint(1, 3), rng.randint(2, 3), rng.randint(1, 3)),
              pick(rng, ["Ductal carcinoma in situ, intermediate grade, cribriform pattern, present.", "No DCIS identified.", "Lymphovascular invasion: not identified."])]
        extra = ["Biomarkers (block A1): ER %d%% %s (clone SP1); PR %d%% (clone 1E2); HER2 %s (clone 4B5); Ki-67 %d%%."
                 % (er, "strong" if er > 50 else "weak-moderate", rng.randint(0, 95), her2, rng.randint(5, 60)),
                 "Cold ischemia time < 1 h; fixation in 10%% NBF %d h (ASCO/CAP compliant)." % rng.randint(8, 48)]
        return hist, parts, dx, extra, "88305, 88360 x3", "C50.%d1%d" % (rng.randint(1, 9), 1 if side == "Right" else 2)
    if k == 2:
        nodes = rng.randint(12, 28)
        pos = rng.randint(0, 4)
        hist = "Sigmoid mass on colonoscopy, CEA %.1f." % rng.uniform(1, 40)
        parts = [pick(rng, ["Sigmoid colon, resection", "Right colon, hemicolectomy", "Rectosigmoid, low anterior resection"]),
                 "Additional distal margin"]
        dx = ["Invasive adenocarcinoma, moderately differentiated, %.1f cm, invading %s." % (rng.uniform(1.5, 7), pick(rng, ["through muscularis propria into pericolorectal tissue", "into muscularis propria", "visceral peritoneum"])),
              "Margins negative (closest radial %d mm). Lymph nodes: %d/%d involved." % (rng.randint(2, 40), pos, nodes),
              "pT%s pN%s (AJCC 8th edition)." % (pick(rng, ["2", "3", "4a"]), "0" if pos == 0 else ("1a" if pos == 1 else "1b"))]
        extra = ["Mismatch repair IHC: MLH1, PMS2, MSH2, MSH6 %s." % pick(rng, ["all retained (MMR proficient)", "MLH1/PMS2 loss; BRAF V600E and MLH1 promoter methylation to follow"]),
                 "Tumor budding: %s (%d buds/0.785 mm2)." % (pick(rng, ["low", "intermediate", "high"]), rng.randint(0, 14))]
        return hist, parts, dx, extra, "88309, 88342 x4", "C18.7"
    if k == 3:
        site = pick(rng, ["left cheek", "right nasal ala", "upper back", "left forearm", "scalp vertex", "right shin"])
        t = rng.randint(0, 2)
        parts = ["Skin, %s, %s" % (site, pick(rng, ["shave biopsy", "punch biopsy 4 mm", "excision"]))]
        if t == 0:
            dx = ["Basal cell carcinoma, nodular type, extending to %s margin." % pick(rng, ["the deep", "a peripheral", "no"])]
        elif t == 1:
            dx = ["Squamous cell carcinoma, well differentiated, invasive to %.1f mm." % rng.uniform(0.5, 5)]
        else:
            dx = ["Malignant melanoma, superficial spreading type. Breslow thickness %.1f mm; Clark level %s; mitoses %d/mm2; no ulceration." % (rng.uniform(0.2, 3.2), pick(rng, ["II", "III", "IV"]), rng.randint(0, 6))]
        return "Changing pigmented lesion." if t == 2 else "Non-healing lesion, r/o BCC vs SCC.", parts, dx, [], "88305", pick(rng, ["C44.319", "C44.92", "C43.59", "C44.41"])
    if k == 4:
        parts = ["Gallbladder, laparoscopic cholecystectomy"]
        dx = ["Chronic cholecystitis with cholelithiasis.", pick(rng, ["Cholesterolosis.", "Rokitansky-Aschoff sinuses present.", "No dysplasia or malignancy."])]
        return "RUQ pain, gallstones on US, Murphy's sign positive.", parts, dx, ["Stones: %d, yellow-green, up to %.1f cm." % (rng.randint(1, 40), rng.uniform(0.2, 2.5))], "88304", "K80.10"
    if k == 5:
        parts = ["Appendix, laparoscopic appendectomy"]
        dx = [pick(rng, ["Acute suppurative appendicitis with periappendicitis.", "Acute gangrenous appendicitis with perforation.",
                         "Fibrous obliteration of the appendiceal tip; no acute inflammation.", "Low-grade appendiceal mucinous neoplasm (LAMN), confined."])]
        return "RLQ pain, WBC %.1f, Alvarado score %d." % (rng.uniform(9, 21), rng.randint(5, 10)), parts, dx, [], "88304", "K35.80"
    if k == 6:
        parts = ["Thyroid, %s lobectomy" % pick(rng, ["left", "right"]), "Central compartment lymph nodes"]
        dx = ["Papillary thyroid carcinoma, classic type, %.1f cm, unifocal; extrathyroidal extension absent." % rng.uniform(0.4, 3.8),
              "Lymph nodes: %d/%d positive; largest deposit %.1f mm." % (rng.randint(0, 3), rng.randint(3, 9), rng.uniform(0.5, 9)),
              pick(rng, ["Background lymphocytic (Hashimoto) thyroiditis.", "Background nodular hyperplasia.", "Parathyroid gland, incidental, normal."])]
        return "Bethesda V nodule, TSH %.2f mIU/L." % rng.uniform(0.3, 4.5), parts, dx, ["BRAF V600E (VE1) immunostain: %s." % pick(rng, ["positive", "negative"])], "88307", "C73"
    if k == 7:
        parts = ["Lung, %s, wedge resection" % pick(rng, ["right upper lobe", "left lower lobe", "right middle lobe"]), "Level 7 lymph node", "Level 4R lymph node"]
        dx = ["Invasive non-mucinous adenocarcinoma, %s predominant, %.1f cm; visceral pleural invasion %s." % (pick(rng, ["acinar", "lepidic", "papillary", "solid"]), rng.uniform(0.8, 4.5), pick(rng, ["absent", "present (PL1)"])),
              "Lymph nodes negative for carcinoma (0/%d)." % rng.randint(2, 8)]
        return "Spiculated RUL nodule, SUVmax %.1f; ex-smoker %d pack-years." % (rng.uniform(2, 14), rng.randint(5, max(6, min(60, case.age - 15)))), parts, dx, ["PD-L1 (22C3) TPS %d%%. TTF-1 positive, napsin A positive." % rng.randint(0, 90)], "88307, 88309", "C34.11"
    if k == 8:
        parts = ["Endometrium, pipelle biopsy"]
        dx = [pick(rng, ["Proliferative endometrium; no hyperplasia or malignancy.", "Secretory endometrium, consistent with ovulatory cycle.",
                         "Atypical endometrial hyperplasia / EIN.", "Endometrioid carcinoma, FIGO grade 1.", "Atrophic endometrium; scant sample."])]
        return "Postmenopausal bleeding, ET %d mm on TVUS." % rng.randint(3, 18), parts, dx, [], "88305", "N85.00"
    if k == 9:
        parts = ["Stomach, antrum, biopsy", "Stomach, body, biopsy", "Duodenum, D2, biopsy"]
        dx = ["ANTRUM: Chronic active gastritis with Helicobacter pylori-like organisms (confirmed on IHC).",
              "BODY: Mild chronic gastritis; no intestinal metaplasia.",
              "DUODENUM: %s" % pick(rng, ["Normal villous architecture (Marsh 0).", "Villous atrophy with IELs >30/100 enterocytes, Marsh 3a; correlate with tTG-IgA."])]
        if chance(rng, 0.4):
            parts.append("Oesophagus, distal, biopsy" if case.uk else "Esophagus, distal, biopsy")
            dx.append("DISTAL " + case.sp("ESOPHAGUS", "OESOPHAGUS") + ": " + pick(rng, ["Barrett's mucosa (intestinal metaplasia), negative for dysplasia.",
                                                                                     "Reflux oesophagitis; no Barrett's." if case.uk else "Reflux esophagitis; no Barrett's.",
                                                                                     "Eosinophilic oesophagitis pattern, peak 42 eos/hpf." if case.uk else "Eosinophilic esophagitis pattern, peak 42 eos/hpf."]))
        return "Dyspepsia, iron deficiency anaemia (Hb %d g/L)." % rng.randint(78, 118), parts, dx, [], "88305 x3, 88342", "K29.50"
    parts = ["Placenta, singleton, %d+%d weeks" % (rng.randint(30, 41), rng.randint(0, 6))]
    dx = ["Third-trimester placenta, %d g (%s percentile for GA)." % (rng.randint(320, 720), pick(rng, ["10th-25th", "<10th", "50th", "90th"])),
          pick(rng, ["Acute chorioamnionitis, maternal stage 2, with fetal funisitis.", "Maternal vascular malperfusion: distal villous hypoplasia.",
                     "Meconium-laden macrophages in membranes.", "No significant pathologic abnormality."])]
    return "G%dP%d, %s." % (rng.randint(1, 6), rng.randint(0, 4), pick(rng, ["preterm labour", "maternal fever 38.6 C", "FGR", "PROM > 18 h"])), parts, dx, ["Three-vessel cord, %d cm, eccentric insertion." % rng.randint(30, 70)], "88307", "O41.1230"


def surgical_path(rng, country):
    case = Case(rng, country, spec="path")
    doc = Doc()
    y = case.when.year
    acc = phi.accession(rng, pick(rng, ["S", "SP", "SUR", "AP", "H"]), y)
    hist, parts, dx, extra, cpt, icd = _organ(case)
    if chance(rng, 0.15):
        hl7_pid(doc, case)
        doc.add("OBX|1|TX|22634-0^Path report^LN||\n\n")
    letterhead(doc, case, pick(rng, ["Anatomic Pathology", "Histopathology", "Pathology and Laboratory Medicine", "Surgical Pathology"]))
    doc.line(pick(rng, ["SURGICAL PATHOLOGY REPORT", "HISTOPATHOLOGY REPORT", "Surgical Pathology Consultation Report", "PATHOLOGY REPORT - FINAL"]))
    doc.line(pick(rng, ["Accession #: ", "Case No: ", "Lab No. ", "Specimen #: "]), P(acc, "IDNUM"))
    patient_block(doc, case)
    ordering(doc, case)
    recv = add_days(case.when, rng.randint(0, 1))
    rep = add_days(recv, rng.randint(1, 6))
    dates_block(doc, case, case.when, recv, rep)
    if chance(rng, 0.25):
        doc.line("Procedure location: ", P(phi.hospital_name(rng, case.lab["addr"]["city"]), "HOSPITAL"),
                 pick(rng, [[""], [", OR ", P(str(rng.randint(1, 18)), "LOCATION_OTHER")]]))
    doc.add("\n")
    doc.line(_hdr(rng, "Clinical history"))
    r = rng.random()
    if r < 0.6:
        doc.line(case.age_p(), " ", pick(rng, ["with ", "- ", "w/ "]), hist)
    elif r < 0.8:
        doc.line(pick(rng, ["Pt ", ""]), case.pn(pick(rng, ["initials", "given_initial"])), ", ", case.age_p(), ". ", hist)
    else:
        doc.line(hist, " ", pick(rng, ["Occupation: ", "Works as "]), P(pick(rng, phi.pools.PROFESSIONS), "PROFESSION"), ".")
    if chance(rng, 0.25):
        doc.line("Prior: ", P(phi.accession(rng, "S", y - rng.randint(1, 4)), "IDNUM"), " (", case.dpart(add_days(case.when, -rng.randint(200, 1500))), ") ",
                 pick(rng, ["benign", "tubular adenoma", "atypia", "negative"]), ".")
    doc.add("\n")
    spec = [_hdr(rng, "Specimen(s) submitted" if chance(rng, 0.5) else "Specimen")]
    dxl = [_hdr(rng, "Final diagnosis")]
    doc.line(spec[0])
    for i, pdesc in enumerate(parts):
        doc.line("%s. %s" % (chr(65 + i), pdesc))
    doc.add("\n")
    doc.line(dxl[0])
    for i, line in enumerate(dx):
        doc.line(("%s. " % chr(65 + i) if len(dx) == len(parts) and len(parts) > 1 else "- ") + line)
    for e in extra:
        doc.line(e)
    if chance(rng, 0.35):
        doc.add("Comment: Findings discussed with ", case.st("orderer", "phys", "dr_last"), " by telephone on ",
                case.d(rep), " at ", case.t(rng.randint(8, 17)), pick(rng, [".", " (read back).", "; he/she verbalized understanding."]), "\n")
    if chance(rng, 0.3):
        doc.add("Intradepartmental consultation: ", case.st("consult", "path", pick(rng, ["dr_last", "full_cred", "init_cred"])),
                pick(rng, [" concurs.", " agrees with the diagnosis.", " reviewed selected slides."]), "\n")
    doc.add("\n")
    doc.line(_hdr(rng, "Gross description"))
    for i, pdesc in enumerate(parts[:4]):
        doc.add(pick(rng, ["Received in formalin ", "Received fresh ", "The specimen is received in formalin, "]),
                _labeled(case, pdesc.split(",")[-1].strip() if i == 0 else chr(65 + i)),
                pick(rng, [", and consists of ", ". It consists of ", "; consists of "]),
                pick(rng, ["%d tan-pink cores ranging from %.1f to %.1f cm" % (rng.randint(1, 4), rng.uniform(0.3, 1), rng.uniform(1, 2.2)),
                           "a tan-brown tissue fragment measuring " + _cm(rng),
                           "an oriented specimen, " + _cm(rng) + ", inked blue (deep) and black (peripheral)"]),
                ". Entirely submitted in cassette %s%d%s.\n" % (chr(65 + i), 1, pick(rng, ["", "-%s%d" % (chr(65 + i), rng.randint(2, 6))])))
    if len(parts) > 4:
        doc.line("Parts E-%s received similarly labeled; each submitted entirely (E1-%s1)." % (chr(64 + len(parts)), chr(64 + len(parts))))
    gr = case.who("grosser")
    doc.line(pick(rng, ["Gross: ", "Dictated by: ", "Grossed by "]),
             pick(rng, [[P(phi.pname(gr, "initials_nodot"), "DOCTOR")], phi.staff(rng, gr, country, "tech", "full_cred"),
                        [P(phi.pname(gr, "initials_nodot"), "DOCTOR"), "/", P(phi.pname(case.who("tx"), "initials_nodot").lower(), "DOCTOR")]]))
    if chance(rng, 0.55):
        doc.add("\n", _hdr(rng, "Microscopic description"), "\n")
        doc.line(pick(rng, ["Sections show the features summarized above.", "H&E sections examined at multiple levels.",
                            "Microscopic examination performed; see diagnosis.", "Levels x3 examined. Special stains (PAS-D, GMS) negative for fungi."]))
    if chance(rng, 0.2):
        fs_t = case.t()
        doc.add("\n", _hdr(rng, "Intraoperative consultation"), "\n")
        doc.add("FS1 (A): ", pick(rng, ["Malignant.", "Benign.", "Deferred to permanents.", "Margin free of tumor."]),
                " Called to ", case.st("surgeon", "phys", "dr_last"), " in OR ", P(str(rng.randint(1, 22)), "LOCATION_OTHER"),
                " at ", fs_t, " by ", case.st("path", "path", "dr_last"), ".\n")
    doc.add("\n")
    doc.line("CPT: ", cpt, "   ICD-10: ", icd)
    signature(doc, case, "path", "path", when=rep)
    if chance(rng, 0.2):
        ad = add_days(rep, rng.randint(2, 12))
        doc.add("\nADDENDUM (", case.d(ad), "): ", pick(rng, ["HER2 FISH: HER2/CEP17 ratio 1.4, average HER2 copy number 3.1; NOT amplified (Group 5).",
                                                               "Deeper levels reviewed; diagnosis unchanged.", "MMR results appended; see above.",
                                                               "Case reviewed at tumour board; no change."]), "\n")
        signature(doc, case, "path", "path", when=ad)
    footer(doc, case, acc)
    return doc


# ---------------------------------------------------------------------------- cytology
def _pap(case):
    rng = case.rng
    dx = pick(rng, ["NEGATIVE FOR INTRAEPITHELIAL LESION OR MALIGNANCY (NILM).", "Atypical squamous cells of undetermined significance (ASC-US).",
                    "Low-grade squamous intraepithelial lesion (LSIL).", "High-grade squamous intraepithelial lesion (HSIL).",
                    "Atypical squamous cells, cannot exclude HSIL (ASC-H).", "Atypical glandular cells, NOS (AGC).",
                    "NILM. Shift in flora suggestive of bacterial vaginosis.", "NILM. Trichomonas vaginalis present."])
    lines = ["Specimen type: %s" % pick(rng, ["ThinPrep liquid-based", "SurePath liquid-based", "Conventional smear"]),
             "Adequacy: %s" % pick(rng, ["Satisfactory for evaluation; endocervical/transformation zone component present.",
                                         "Satisfactory; transformation zone component absent.", "Satisfactory but limited by obscuring blood."]),
             "Interpretation: " + dx,
             "HPV (hr) co-test: %s" % pick(rng, ["Not detected", "DETECTED - HPV 16", "Detected - other hr types (non 16/18)", "DETECTED - HPV 18/45", "Not requested"])]
    if case.age >= 52:
        hx = ["G%dP%d, postmenopausal%s" % (rng.randint(0, 5), rng.randint(0, 4), pick(rng, [", on HRT.", ".", ", PMB x1.", ". Previous colposcopy."]))]
    else:
        hx = ["G%dP%d, LMP " % (rng.randint(0, 5), rng.randint(0, 4)), case.d(add_days(case.when, -rng.randint(5, 40))),
              pick(rng, [", on COCP.", ", IUD in situ.", ". Previous colposcopy.", ", post-coital bleeding.", "."])]
    return "Gynaecological cytology" if case.uk else "Gynecologic cytology", lines, hx, "88175", pick(rng, ["Z12.4", "R87.610", "R87.612"])


def _nongyn(case):
    rng = case.rng
    k = rng.randint(0, 3)
    if k == 0:
        cat = pick(rng, ["II - Benign (consistent with benign follicular nodule)", "III - Atypia of undetermined significance (AUS)",
                         "IV - Follicular neoplasm", "V - Suspicious for malignancy", "VI - Malignant (papillary thyroid carcinoma)", "I - Nondiagnostic"])
        lines = ["Specimen: Thyroid, %s lobe nodule, US-guided FNA (%d passes)" % (pick(rng, ["right", "left"]), rng.randint(2, 5)),
                 "The Bethesda System category " + cat + ".",
                 "ROM per TBSRTC 3rd ed. Afirma/ThyroSeq molecular testing %s." % pick(rng, ["may be considered", "sent", "not indicated"])]
        return "Non-gynaecological cytology" if case.uk else "Nongynecologic cytology", lines, ["TI-RADS %d nodule, %.1f cm." % (rng.randint(3, 5), rng.uniform(1, 4.5))], "88173, 10005", "E04.1"
    if k == 1:
        cat = pick(rng, ["Negative for high-grade urothelial carcinoma (NHGUC)", "Atypical urothelial cells (AUC)",
                         "Suspicious for HGUC (SHGUC)", "High-grade urothelial carcinoma (HGUC)"])
        lines = ["Specimen: Urine, %s, %d mL" % (pick(rng, ["voided", "bladder washing", "catheterized"]), rng.randint(15, 120)),
                 "The Paris System: " + cat + ".", "UroVysion FISH: %s." % pick(rng, ["not performed", "pending", "negative"])]
        return "Urine cytology", lines, ["Haematuria; hx pTa LG UC." if case.uk else "Gross hematuria; hx pTa LG UC."], "88112", "R31.0"
    if k == 2:
        lines = ["Specimen: Pleural fluid, %s, %d mL, %s" % (pick(rng, ["right", "left"]), rng.randint(40, 1500), pick(rng, ["straw-coloured", "bloody", "turbid"])),
                 "Interpretation: %s" % pick(rng, ["NEGATIVE for malignant cells. Reactive mesothelial cells and lymphocytes.",
                                                   "POSITIVE for malignant cells: metastatic adenocarcinoma, breast primary favoured (GATA3+, ER+).",
                                                   "ATYPICAL cells present; cell block immunostains (calretinin, BerEP4, MOC-31) pending."]),
                 "Cell block prepared; LDH fluid %d U/L; protein %d g/L." % (rng.randint(90, 1800), rng.randint(15, 55))]
        return "Body fluid cytology", lines, ["Recurrent effusion; hx breast ca."], "88112, 88305", "J91.0"
    lines = ["Specimen: Lymph node, station %s, EBUS-TBNA (%d passes; ROSE adequate)" % (pick(rng, ["4R", "7", "11L", "10R"]), rng.randint(2, 6)),
             "Interpretation: %s" % pick(rng, ["Metastatic non-small cell carcinoma, favour adenocarcinoma (TTF-1+).",
                                               "Non-necrotizing granulomas; AFB and GMS stains negative.", "Benign lymph node tissue; no malignant cells.",
                                               "Small cell carcinoma (synaptophysin+, INSM1+, Ki-67 ~90%)."])]
    return "FNA cytology", lines, ["PET-avid mediastinal adenopathy."], "88172, 88173", "R59.0"


def cytology(rng, country):
    case = Case(rng, country, spec="cyto")
    if chance(rng, 0.55):
        case.pat = phi.person(rng, country, "F")
        case.sex = "F"
        case.dob = phi.make_dob(rng, case.when, 21, 65)
        case.age, case.unit = phi.age_unit(case.dob, case.when)
        gyn = True
        kind, lines, hx, cpt, icd = _pap(case)
        pref = pick(rng, ["GYN", "C", "PAP", "CG"])
    else:
        kind, lines, hx, cpt, icd = _nongyn(case)
        gyn = False
        pref = pick(rng, ["NG", "CY", "FNA", "C"])
    doc = Doc()
    y = case.when.year
    acc = phi.accession(rng, pref, y)
    letterhead(doc, case, pick(rng, ["Cytopathology", "Cytology", "Cellular Pathology"]))
    doc.line(pick(rng, ["CYTOLOGY REPORT", "Cytopathology Report", "CYTOPATHOLOGY - FINAL REPORT"]), " - ", kind)
    doc.line(pick(rng, ["Cytology No: ", "Accession: ", "Lab #: "]), P(acc, "IDNUM"),
             pick(rng, [[""], ["   Requisition: ", P("RQ" + phi.digits(rng, 7), "IDNUM")], ["   Order #", P(phi.digits(rng, 9), "IDNUM")]]))
    patient_block(doc, case, location=False)
    if chance(rng, 0.4):
        doc.line("Address: ", phi.addr_parts(rng, phi.address(rng, country)))
    if country == "IE" and chance(rng, 0.5):
        doc.line("CervicalCheck ID: ", P(phi.digits(rng, 9), "IDNUM"), "   PPSN: ", P(phi.ssn(rng, "IE"), "SSN"))
    elif country == "CA" and chance(rng, 0.5):
        doc.line("Health Card: ", P(phi.healthplan(rng, "CA"), "HEALTHPLAN"))
    ordering(doc, case, label=pick(rng, ["Smear taker", "Sample taker", "Ordering Provider"] if gyn else
                                   ["Requesting clinician", "Ordering Provider", "Referring physician"]))
    clinic = phi.clinic_name(rng, case.lab["addr"]["city"], country)
    doc.line("Source: ", P(clinic, "HOSPITAL"))
    recv = add_days(case.when, rng.randint(0, 4))
    rep = add_days(recv, rng.randint(1, 12))
    dates_block(doc, case, case.when, recv, rep)
    doc.add("\n", pick(rng, ["Clinical information: ", "CLINICAL HX: ", "History: "]))
    if chance(rng, 0.5):
        doc.add(case.age_p(), ". ")
    doc.add(hx, "\n\n")
    for ln in lines:
        doc.line(ln)
    if chance(rng, 0.4):
        prev = add_days(case.when, -rng.randint(180, 1800))
        doc.line("Previous: ", case.dpart(prev), " ", pick(rng, ["NILM", "LSIL", "ASC-US, HPV+", "negative"] if gyn else
                                                        ["negative", "atypical cells", "non-diagnostic", "benign"]), " (",
                 P(phi.accession(rng, pref, prev.year), "IDNUM"), ")")
    if chance(rng, 0.4):
        doc.line("Recommendation: ", pick(rng, ["Routine recall in 3 years.", "Colposcopy referral recommended.",
                                                "Repeat cytology in 12 months."] if gyn else
                                          ["Clinical and radiological correlation.", "Repeat FNA in 3-6 months.",
                                           "MDT discussion suggested."]))
    doc.add("\n")
    ct = case.who("ct")
    doc.line(pick(rng, ["Screened by: ", "Cytotechnologist: ", "Primary screener: "]),
             phi.staff(rng, ct, country, "ct", pick(rng, ["full_cred", "init_cred", "initials"])),
             pick(rng, ["", "  (1 slide)", "  (%d slides)" % rng.randint(2, 4)]))
    if chance(rng, 0.15):
        doc.line("Rescreen (10% QC): ", P(phi.pname(case.who("ct2"), "initials_nodot"), "DOCTOR"), " - concordant")
    if chance(rng, 0.7) or "HSIL" in " ".join(lines) or "POSITIVE" in " ".join(lines):
        signature(doc, case, "path", "path", when=rep)
    doc.line("CPT ", cpt, " | ICD-10 ", icd)
    footer(doc, case, acc)
    return doc
