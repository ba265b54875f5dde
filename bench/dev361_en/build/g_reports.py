"""Reports: thyroid ultrasound, FNA cytology, histology, parathyroid localisation imaging."""
import datetime

import clin
import common as M
import core as C
from core import ch, rint, chance

TD = datetime.timedelta


def _tm():
    return "%02d:%02d" % (rint(7, 18), rint(0, 59))


def _banner(n, c, style):
    if style == 0:
        n.f("PATIENT: {pt_LFU}    DOB: {dob}    {mrn_label}: {mrn}\n", c)
    elif style == 1:
        n.f("Name: {pt_fml}\nDate of Birth: {dob}  Age: {age}  Sex: {sx}\n{mrn_label}: {mrn}", c)
        if c["cc"] == "UK":
            n.f("   {nhs_label}: {nhs}", c)
        n.t("\n")
    elif style == 2:
        n.f("{pt_LF} | {sx} | {age}y | DOB {dob} | {mrn_label} {mrn}\n", c)
    else:
        n.f("Surname: {pt_last}   Forename: {pt_first}\nDOB: {dob}   Hosp no: {mrn}\n", c)
        if c["cc"] == "UK":
            n.f("{nhs_label}: {nhs}\n", c)
    if chance(0.35):
        n.f(ch(["Address: {addr1}\n", "Patient address: {street}, {city}\n", "Location: Outpatients, {hosp2}\n"]), c)


def _clin_details(c):
    k = c["kind"]
    if k == "phpt":
        return "PHPT, calcium %s %s, PTH %s %s. ?adenoma localisation." % (
            clin.ca_fmt(c, c["ca_pre"]), c["ca_u"], clin.pth_fmt(c, c["pth_pre"]), c["pth_u"])
    if k == "graves":
        return ch(["Graves' - size and vascularity pre-op.", "Thyrotoxicosis, TRAb positive. Goitre."])
    if k == "mng":
        return ch(["Goitre, compressive symptoms.", "Enlarging goitre; dysphagia. ?retrosternal."])
    return ch(["Palpable {side} neck lump.", "Incidental nodule on CT chest.", "Incidental FDG-avid thyroid focus on PET.",
               "{Side} thyroid lump noted by GP."])


# ------------------------------------------------------------------ ultrasound
def us_report(n, c):
    cc = c["cc"]
    c["site"] = c["imaging"] if chance(0.5) else c["hosp"]
    n.f(ch(["{site} - Department of Radiology\n", "{site}\nDiagnostic Imaging Report\n", "RADIOLOGY REPORT  ({site})\n",
            "{site} | Ultrasound\n"]), c)
    if chance(0.5):
        n.f(ch(["{hosp_addr}  Ph {hosp_tel}\n", "{hosp_addr}\nBookings {hosp_tel}  Fax {hosp_fax}\n"]), c)
    n.t("\n")
    _banner(n, c, rint(0, 3))
    exam = ch(["US THYROID AND NECK", "Ultrasound thyroid", "US NECK (THYROID/PARATHYROID)", "US Thyroid +/- FNA"])
    n.f("Exam: " + exam + "\nAccession: {rad_acc}   Date: {us} " + _tm() + "\n", c)
    n.f(ch(["Referrer: Dr {gp_full} ({practice})\n", "Requested by: {sur_fi}, Endocrine Surgery\n",
            "Ordering provider: {endo_full}, MD\n", "Referring doctor: Dr {gp_last}, {practice}, fax {gp_fax}\n"]), c)
    if chance(0.7):
        n.f("Sonographer: {son_full}" + ch(["   Machine: GE Logiq E10, SN {us_sn}\n", "\n", "   Probe ML6-15 (asset {us_sn})\n",
                                            "   Unit: Canon Aplio i800 (serial {us_sn})\n"]), c)
    n.f("\nClinical details: " + _clin_details(c) + ch(["", " Age {age}.", " Previous US {ref_s}."]) + "\n", c)
    if chance(0.5):
        n.f("Comparison: " + ch(["none available", "prior US {ref_s} ({imaging})", "CT neck {ref_my}", "outside study {ref}, images not available"]) + "\n", c)
    n.t("\nTechnique: High-frequency linear transducer; grey-scale and colour Doppler of both lobes, isthmus and "
        "cervical nodal levels I-VI%s.\n" % ch(["", "; cine clips stored", "; elastography not performed"]))
    n.t("\nFINDINGS:\n")
    for line in clin.us_lines(c):
        n.t(line + "\n")
    g_long, g_short = clin.us_grade(c)
    if c["kind"] in ("nodule", "ptc", "ftc", "mtc") and chance(0.7):
        n.t("\nNodule | Site | Size | C | E | S | M | EF | Pts | Grade\n")
        n.t("1 | %s %s | %d mm | %s | %s | %s | %s | %s | %d | %s\n" % (
            c["S"], ch(["upper", "mid", "lower"]), c["size"], c["comp"].split()[0], c["echo"].split()[-1],
            "TTW" if c["shape"].startswith("taller") else "WTT", c["margin"].split("/")[0], c["foci"].split()[0],
            c["tr_pts"], c["tr"]))
        if chance(0.5):
            n.t("2 | %s mid | %d mm | spongiform | iso | WTT | smooth | none | 0 | TR1\n" % (c["oside"][0].upper(), rint(4, 9)))
    if chance(0.6):
        n.t("\nLymph nodes: level II %s; level III %s; level IV normal; level VI %s.\n" % (
            ch(["reactive, fatty hila", "normal"]), ch(["normal", "oval, 6 mm short axis, hilum preserved"]),
            "suspicious node as above" if c["nodes"] else "no nodes seen"))
    if c["kind"] != "phpt" and chance(0.4):
        n.t("Parathyroids: no enlarged parathyroid gland identified.\n")
    n.t("\nIMPRESSION:\n")
    if c["kind"] == "phpt":
        n.t("1. Probable %s parathyroid adenoma.\n2. Normal thyroid. Suggest sestamibi SPECT/CT or 4D-CT for concordance.\n" % c["gland"])
    elif c["kind"] == "graves":
        n.t("Features in keeping with Graves' disease. No discrete nodule.\n")
    else:
        n.t("1. %s thyroid nodule, %s.\n" % (c["Side"], g_long))
        n.t("2. %s\n" % (clin.fna_advice(c) if cc not in ("UK", "IE") else
                         ("FNA recommended (%s)." % c["u"] if c["u"] in ("U3", "U4", "U5") else "Benign appearance; no FNA required.")))
        if c["nodes"]:
            n.t("3. Suspicious %s level node - FNA with Tg washout advised.\n" % c["side"])
    if chance(0.5):
        n.f("\nFNA booked for {fna} in the one-stop clinic; patient informed and given leaflet ({hosp_url}).\n", c)
    n.t("\n")
    k = rint(0, 3)
    if k == 0:
        n.f("Reported by: Dr {rad_full}, Consultant Radiologist\nVerified: {us_s} " + _tm() + "\n", c)
    elif k == 1:
        n.f("Electronically signed by {rad_full}, MD on {us} at " + _tm() + "\n", c)
    elif k == 2:
        n.f("{rad_fi} / {son_fi}    Dictated {us_s}\n", c)
    else:
        n.f("Radiologist: Dr {rad_last} (" + ch(["FRCR", "FRANZCR", "FRCPC", "MD"]) + ")   Typed by {typist}\n", c)
    if chance(0.35):
        n.f("Results sent to {gp_email}\n", c)


# ------------------------------------------------------------------ cytology
ROM = [("I", "Nondiagnostic", "5-20%"), ("II", "Benign", "0-3%"), ("III", "AUS", "13-30%"),
       ("IV", "Follicular neoplasm", "23-34%"), ("V", "Suspicious for malignancy", "67-83%"), ("VI", "Malignant", "97-100%")]


def fna_cytology(n, c):
    cc = c["cc"]
    n.f(ch(["CYTOPATHOLOGY REPORT\n{lab}\n", "{hosp} - Department of Cellular Pathology\nNON-GYNAE CYTOLOGY\n",
            "THYROID FNA CYTOLOGY\n{hosp} Laboratory Medicine\n"]), c)
    if chance(0.5):
        n.f("{hosp_addr}   Lab enquiries {hosp_tel}\n", c)
    n.f("Lab No: {cyto_acc}    Collected: {fna}    Received: {fna_s} " + _tm() + "    Reported: {fna_dm}\n", c)
    _banner(n, c, rint(0, 3))
    n.f(ch(["Requesting clinician: {sur_full}\n", "Requested by: Dr {endo_fi}, Endocrinology\n",
            "Clinician: " + M.dr(c) + " {sur_last}   Location: Thyroid one-stop clinic\n"]), c)
    if chance(0.6):
        n.f("Order no: {order}\n", c)
    n.f("\nClinical history: " + ch(["{age}{sx}, ", "{age}-year-old, ", ""]) + "%s thyroid nodule %d mm, %s. %s\n" % (
        c["side"], c["size"], clin.us_grade(c)[1], ch(["Euthyroid.", "Previous benign FNA elsewhere.", "Rapid growth.",
                                                          "Family history of thyroid cancer."])), c)
    n.t("\nSpecimen: US-guided FNA, %s thyroid nodule, %d passes %s%s.\n" % (
        c["side"], rint(2, 4), ch(["25G", "27G", "23G"]), ch(["", ", non-aspiration technique", ", capillary technique"])))
    if chance(0.6):
        n.f("Aspirated by {rad_full}; ROSE by {sci_full} (" + ch(["BMS", "cytotechnologist", "CT(ASCP)"]) + ").\n", c)
    n.t("\nMacroscopy: %d air-dried and %d alcohol-fixed slides%s.\n" % (
        rint(2, 6), rint(2, 6), ch(["", " and a ThinPrep vial", " plus needle rinse in CytoLyt"])))
    n.t("Adequacy: %s\n" % ("Non-diagnostic - fewer than six groups of ten follicular cells." if c["beth"] == "I"
                            else "Satisfactory for evaluation."))
    n.t("\nMicroscopy:\n" + clin.cyto_micro(c) + "\n")
    if c["beth"] in ("IV", "V", "VI") and chance(0.6):
        n.t("Cell block: %s\n" % ("calcitonin +, CEA +, thyroglobulin -" if c["kind"] == "mtc"
                                  else ch(["TTF-1 +, thyroglobulin +, calcitonin -", "HBME-1 focal +, galectin-3 +, CK19 +"])))
    n.t("\nDiagnosis:\n")
    if cc in ("UK", "IE") and chance(0.7):
        n.t("%s - %s (RCPath). Equivalent Bethesda %s.\n" % (c["thy"], c["beth_t"], c["beth"]))
    else:
        n.t("The Bethesda System for Reporting Thyroid Cytopathology: Category %s - %s.\n" % (c["beth"], c["beth_t"]))
    n.t("\nComment: ")
    n.t({"I": "Repeat FNA under ultrasound guidance in not less than 3 months.",
         "II": "Benign. Clinical and sonographic follow-up.",
         "III": "Suggest repeat FNA or molecular testing (%s)." % ch(["ThyroSeq v3", "Afirma GSC"]),
         "IV": "Diagnostic lobectomy is usually recommended; MDT discussion.",
         "V": "Suspicious for papillary carcinoma. %s mutation analysis performed on cell block." % ch(["BRAF V600E", "BRAF/RAS"]),
         "VI": "Consistent with %s. Refer to thyroid MDT." % ("medullary carcinoma" if c["kind"] == "mtc" else "papillary thyroid carcinoma")}[c["beth"]])
    if chance(0.35):
        n.f(" Discussed with {sur_fi} by phone on {fna_dm}.", c)
    n.t("\n")
    if chance(0.5):
        n.t("\nImplied risk of malignancy (Bethesda 2023):\n")
        for cat, name, rom in ROM:
            n.t("  %s %-26s %s%s\n" % (cat, name, rom, "   <--" if cat == c["beth"] else ""))
    n.t("\n")
    k = rint(0, 2)
    if k == 0:
        n.f("Reported by: Dr {cyt_full}, Consultant Cytopathologist\nScreened by: {sci_fi}\nAuthorised: {fna} " + _tm() + "\n", c)
    elif k == 1:
        n.f("Pathologist: {cyt_LF}, " + ch(["MD", "FRCPath", "FRCPA", "FRCPC"]) + "   Date: {fna_s}\n", c)
    else:
        n.f("Electronically verified by {cyt_full} ({lic2_label} {gp_lic})\n", c)
    if chance(0.4):
        n.f("Copy to: {gp_full}, {practice}" + ch(["", " (fax {gp_fax})"]) + "\n", c)


# ------------------------------------------------------------------ histology
def histology(n, c):
    th = c["thyroid"]
    n.f(ch(["HISTOPATHOLOGY REPORT\n", "SURGICAL PATHOLOGY REPORT\n", "Cellular Pathology Report\n"]) +
        ch(["{hosp} Department of Pathology\n", "{lab}\n", "{hosp_s} Anatomical Pathology\n"]), c)
    if chance(0.4):
        n.f("{hosp_addr}  Tel {hosp_tel}\n", c)
    n.f("Specimen no: {histo_acc}   Collected: {op}   Received: {op_s}   Reported: {histo}\n", c)
    _banner(n, c, rint(0, 3))
    n.f(ch(["Consultant: {sur_full}   Location: {ward}\n", "Surgeon: Dr {sur_last}\n",
            "Requesting: {sur_fi} ({hosp_s}), cc {endo_fi}\n"]), c)
    if c["cc"] in ("US", "CA"):
        n.f("{acct_label}: {acct}\n", c)
    n.t("\nSPECIMEN:\n")
    if th:
        n.t("A. %s\n" % c["proc"].replace(" and bilateral central neck dissection", "").replace(" and central neck dissection", ""))
        if "neck dissection" in c["proc"]:
            n.t("B. Central compartment (level VI) lymph nodes\n")
    else:
        n.t("A. %s parathyroid gland\n" % c["gland"].capitalize())
        if chance(0.4):
            n.t("B. %s parathyroid biopsy\n" % ch(GL_OTHER))
    n.t("\nCLINICAL DETAILS: %s. %s\n" % (c["dx"][0].upper() + c["dx"][1:],
                                         ("FNA %s." % c["thy" if c["cc"] in ("UK", "IE") else "beth"]) if th else
                                         "Pre-op calcium %s %s." % (clin.ca_fmt(c, c["ca_pre"]), c["ca_u"])))
    if chance(0.3):
        n.f("Previous cytology: {cyto_acc} ({fna_s}).\n", c)
    n.t("\nMACROSCOPY:\n")
    if th:
        hemi = "hemi" in c["proc"]
        w = rint(9, 25) if hemi else rint(18, 160)
        big = max(c["size"] + rint(8, 30), 35)
        n.t("A. Labelled '%s'. %s weighing %d g, %d x %d x %d mm%s. Serial slicing: %s nodule %d mm, %d mm from the "
            "capsule. Blocks A1-A%d (A1 %s).\n" % (
                c["proc"], "Lobe" if hemi else "Thyroid", w, big, rint(20, 40), rint(15, 30),
                ", orientated with a long suture" if chance(0.5) else "",
                ch(["well-circumscribed tan", "firm white ill-defined", "encapsulated fleshy"]), c["size"], rint(0, 5),
                rint(6, 18), ch(["nodule and capsule", "superior pole", "isthmus margin"])))
        if "neck dissection" in c["proc"]:
            n.t("B. Fibrofatty tissue 35 x 20 x 8 mm; %d nodes identified. All submitted.\n" % c["n_nodes"])
    else:
        n.t("A. Ovoid red-brown nodule %d x %d x %d mm, weight %d mg. Bisected, all embedded (A1-A2).\n" % (
            rint(8, 30), rint(5, 15), rint(3, 10), c["weight"]))
    if not th and chance(0.5):
        n.f("Frozen section ({op_dm}, " + _tm() + "): parathyroid tissue, hypercellular. Reported to theatre {theatre} by Dr {path_last}.\n", c)
    n.t("\nMICROSCOPY:\n")
    if th:
        n.t(ch(["Sections show %s. " % c["histo_dx"], "Appearances are those of %s. " % c["histo_dx"]]))
        if c["kind"] in ("ptc", "ftc", "mtc"):
            n.t("Lymphovascular invasion: %s. Extrathyroidal extension: %s. Margin: %s.\n" % (
                ch(["not identified", "present (2 vessels)", "not identified"]), "present" if c["ete"] else "none",
                ch(["clear (1.5 mm)", "clear (>2 mm)", "involved at posterior surface"])))
        else:
            n.t("No malignancy. %s\n" % ch(["Background lymphocytic thyroiditis.", "Parathyroid gland incidentally included.",
                                            "Background Hashimoto's thyroiditis."]))
    else:
        n.t("Hypercellular parathyroid tissue (chief cells) with a compressed rim of normal gland; no capsular or vascular invasion. "
            "Ki-67 <2%. Parafibromin retained.\n")
    if c["kind"] in ("ptc", "ftc", "mtc"):
        n.t("\nSYNOPTIC (%s dataset):\nTumour type: %s\nSize: %d mm\nFocality: %s\nLymph nodes: %s\nStage: %s %s (AJCC 8th ed)\n" % (
            ch(["RCPath", "ICCR", "CAP", "RCPA"]), c["histo_dx"], c["size"], ch(["unifocal", "multifocal (2 foci)"]),
            ("%d/%d positive" % (c["n_pos"], c["n_nodes"])) if c["n_nodes"] else "none submitted", c["pT"], c["pN"]))
        if chance(0.4):
            n.t("Molecular: %s\n" % ("RET M918T detected (somatic); germline testing advised" if c["kind"] == "mtc" else
                                      ch(["BRAF V600E detected", "NRAS Q61R detected", "no BRAF/RAS mutation", "PAX8::PPARG fusion"])))
    n.t("\nDIAGNOSIS:\n%s: %s.\n" % (("A. " + c["proc"]) if th else "A. Parathyroid", c["histo_dx"]))
    if chance(0.5):
        n.t("SNOMED: %s\n" % ch(["T96000 M80503", "T97000 M81400", "T96100 M72000", "T96000 M83303"]))
    if chance(0.3):
        n.f("\nADDENDUM ({mdt2_s}): case reviewed at MDT; intradepartmental review by Dr {cyt_full} agrees.\n", c)
    n.t("\n")
    k = rint(0, 2)
    if k == 0:
        n.f("Reported by: Dr {path_full}, " + ch(["FRCPath", "FRCPA", "MD", "FRCPC"]) + "\nAuthorised: {histo} " + _tm() + "\n", c)
    elif k == 1:
        n.f("{path_LF} (Pathologist)   {histo_s}\nSecond opinion: Dr {cyt_full}\n", c)
    else:
        n.f("Electronically signed out by {path_full} on {histo_l}\n", c)
    if chance(0.4):
        n.f("Results to: {sur_email}; for discussion at thyroid MDT {mdt2}\n", c)


GL_OTHER = ["Right superior", "Left superior", "Right inferior", "Left inferior"]


# ------------------------------------------------------------------ parathyroid localisation (own genre)
def para_imaging(n, c):
    mod = ch(["mibi", "mibi", "4dct", "choline"])
    c["site"] = c["hosp"] if chance(0.6) else c["imaging"]
    n.f(ch(["NUCLEAR MEDICINE REPORT\n", "{site} - Nuclear Medicine\n", "MOLECULAR IMAGING REPORT  {site}\n"]) if mod != "4dct"
        else ch(["CT REPORT - {site}\n", "{site} Radiology: 4D-CT parathyroid\n"]), c)
    if chance(0.4):
        n.f("{hosp_addr}   Ph {hosp_tel}   Fax {hosp_fax}\n", c)
    _banner(n, c, rint(0, 3))
    exam = {"mibi": "99mTc-sestamibi dual-phase parathyroid scintigraphy with SPECT/CT",
            "4dct": "4D-CT neck (non-contrast, arterial 25 s, venous 80 s)",
            "choline": "18F-fluorocholine PET/CT parathyroid"}[mod]
    n.f("Study: " + exam + "\nAccession: {rad_acc}    Date: {us}\n", c)
    n.f("Referring: " + M.dr(c) + " {sur_full}" + ch(["", ", {hosp2}", " (Endocrine Surgery)"]) + "\n", c)
    if chance(0.4):
        n.f("Copy: Dr {endo_full}; Dr {gp_fi}, {practice}\n", c)
    if mod != "4dct":
        n.f(ch(["Camera: Siemens Symbia Intevo (serial {us_sn})\n", "Scanner: Biograph Vision 600, asset {us_sn}\n", ""]), c)
        dose = "150 MBq 18F-fluorocholine" if mod == "choline" else ch(["740 MBq Tc-99m sestamibi IV", "900 MBq sestamibi"])
        n.f("Administered: %s at %s by {sci_full}, technologist\n" % (dose, _tm()), c)
    else:
        n.t("Dose: DLP %d mGy.cm. Contrast: Omnipaque 350, 75 mL.\n" % rint(400, 900))
    n.t("\nClinical: %s. Adjusted Ca %s %s, PTH %s %s.%s\n" % (
        c["dx"], clin.ca_fmt(c, c["ca_pre"]), c["ca_u"], clin.pth_fmt(c, c["pth_pre"]), c["pth_u"],
        ch(["", " Ultrasound equivocal.", " Previous neck surgery: nil.", " On lithium.", " eGFR 48."])))
    if chance(0.5):
        n.f("Comparison: neck ultrasound {ref_s}" + ch([" ({imaging})", "", " - %s lesion suggested" % c["gland"]]) + ".\n", c)
    n.t("\nFindings:\n")
    loc = c["gland"]
    if mod == "mibi":
        n.t("Early (10 min) images: focal tracer uptake at the %s aspect of the %s thyroid lobe. Delayed (2 h) images: "
            "persistent focal retention with washout of thyroid activity. SPECT/CT localises this to a %d mm soft-tissue "
            "nodule %s.\n" % ("inferior" if "inferior" in loc else "posterosuperior", loc.split()[0], rint(6, 18),
                               ch(["posterior to the lower pole", "in the tracheo-oesophageal groove", "at the level of the cricoid"])))
    elif mod == "4dct":
        n.t("%d x %d mm lesion at the %s position with avid arterial enhancement (%d HU) and washout on venous phase (%d HU). "
            "Thyroid: %s.\n" % (rint(5, 16), rint(4, 10), loc, rint(140, 260), rint(70, 120),
                                ch(["normal", "small colloid cysts", "TR2 nodule, no action"])))
    else:
        n.t("Focal intense fluorocholine uptake (SUVmax %.1f) at the %s position, %d mm. No ectopic uptake in the mediastinum.\n" % (
            3 + rint(0, 60) / 10, loc, rint(5, 15)))
    n.t("No ectopic uptake in the mediastinum or carotid sheath. Incidental: %s\n" % ch(
        ["nil", "thyroid isthmus nodule 6 mm", "degenerative cervical spine", "small hiatus hernia", "aberrant right subclavian artery"]))
    n.t("\nConclusion: %s parathyroid adenoma%s. Suitable for focused approach.\n" % (
        loc.capitalize(), ch(["", " (concordant with ultrasound)", ", likely"])))
    if chance(0.4):
        n.t("Recommend %s if surgery planned.\n" % ch(["intra-operative PTH", "bilateral exploration if IOPTH fails to fall",
                                                       "correlation at MDT"]))
    n.t("\n")
    k = rint(0, 2)
    if k == 0:
        n.f("Reported: Dr {nm_full} / Dr {rad_fi}   {us_s}\n", c)
    elif k == 1:
        n.f("Electronically signed: {nm_full}, " + ch(["MD", "FRACP", "FRCR", "FRCPC"]) + " ({us})\n", c)
    else:
        n.f("Dictated by {nm_fi}; verified {us_l}\n", c)
    if chance(0.35):
        n.f("Images available on PACS (node {ip}) and via {hosp_url}\n", c)
