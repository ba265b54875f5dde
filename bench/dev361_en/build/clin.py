"""Clinical content for thyroid / parathyroid pathways (no PHI here)."""
from core import ch, rint, chance

THY_KINDS = ["nodule", "ptc", "mng", "graves", "ftc", "mtc"]
ALL_KINDS = THY_KINDS + ["phpt"]
KIND_W = {"nodule": 5, "ptc": 5, "mng": 3, "graves": 2, "ftc": 1, "mtc": 1, "phpt": 5}

BETH = {"I": ("Nondiagnostic", "Thy1"), "II": ("Benign", "Thy2"),
        "III": ("Atypia of undetermined significance (AUS)", "Thy3a"),
        "IV": ("Follicular neoplasm", "Thy3f"), "V": ("Suspicious for malignancy", "Thy4"),
        "VI": ("Malignant", "Thy5")}
COMP = [("solid or almost completely solid", 2), ("mixed cystic and solid", 1), ("spongiform", 0),
        ("cystic", 0)]
ECHO = [("hypoechoic", 2), ("isoechoic", 1), ("hyperechoic", 1), ("very hypoechoic", 3)]
MARGIN = [("smooth", 0), ("ill-defined", 0), ("lobulated/irregular", 2), ("extrathyroidal extension", 3)]
FOCI = [("no echogenic foci", 0), ("large comet-tail artefacts", 0), ("macrocalcifications", 1),
        ("peripheral (rim) calcification", 2), ("punctate echogenic foci", 3)]
GLANDS = ["left inferior", "right inferior", "left superior", "right superior"]


def ca_fmt(c, v):
    """v in mmol/L; returns value string in the note's unit."""
    if c["cc"] == "US":
        return "%.1f" % (v * 4.008)
    return "%.2f" % v


def pth_fmt(c, v):
    """v in pmol/L."""
    if c["pth_u"] == "pmol/L":
        return "%.1f" % v
    return "%d" % round(v * 9.43)


def fill(c):
    k = c["kind"]
    c["side"] = ch(["left", "right"])
    c["Side"] = c["side"].capitalize()
    c["oside"] = "right" if c["side"] == "left" else "left"
    c["S"] = c["side"][0].upper()
    c["ca_u"] = "mg/dL" if c["cc"] == "US" else "mmol/L"
    c["pth_u"] = "pg/mL" if c["cc"] in ("US", "CA") else ch(["pmol/L", "pmol/L", "ng/L"])
    c["thyroid"] = k != "phpt"
    if k in ("nodule", "ptc", "ftc", "mtc"):
        comp = ch(COMP[:2]) if k != "nodule" else ch(COMP[:3])
        echo = ch(ECHO[:2] + ECHO[3:]) if k in ("ptc", "mtc") else ch(ECHO)
        shape = ("taller-than-wide", 3) if k == "ptc" and chance(0.5) else ("wider-than-tall", 0)
        marg = ch(MARGIN[2:]) if k == "ptc" and chance(0.6) else ch(MARGIN[:3])
        foci = ch(FOCI[3:]) if k == "ptc" else ch(FOCI[:4])
    else:
        comp, echo, shape, marg, foci = ch(COMP), ch(ECHO[:3]), ("wider-than-tall", 0), ch(MARGIN[:2]), ch(FOCI[:3])
    pts = comp[1] + echo[1] + shape[1] + marg[1] + foci[1]
    c["comp"], c["echo"], c["shape"], c["margin"], c["foci"] = comp[0], echo[0], shape[0], marg[0], foci[0]
    c["tr_pts"] = pts
    c["tr"] = "TR1" if pts == 0 else "TR2" if pts == 2 else "TR3" if pts <= 3 else "TR4" if pts <= 6 else "TR5"
    c["u"] = {"TR1": "U2", "TR2": "U2", "TR3": "U3", "TR4": "U4", "TR5": "U5"}[c["tr"]]
    if k == "mng":
        c["u"] = ch(["U2", "U3"])
    size = rint(9, 48) if k != "mng" else rint(25, 70)
    c["size"] = size
    c["dims"] = "%d x %d x %d mm" % (size, max(5, size - rint(2, 9)), max(4, size - rint(4, 14)))
    c["beth"] = {"nodule": ch(["III", "IV", "III"]), "ptc": ch(["V", "VI", "VI"]), "mng": ch(["II", "II", "I"]),
                 "graves": "II", "ftc": "IV", "mtc": ch(["V", "VI"]), "phpt": "II"}[k]
    c["beth_t"], c["thy"] = BETH[c["beth"]]
    if c["thy"] == "Thy3a" and chance(0.3):
        c["thy"] = "Thy3a"
    c["nodes"] = k in ("ptc", "mtc") and chance(0.45)
    if k == "nodule":
        c["proc"] = "%s hemithyroidectomy" % c["side"]
        c["dx"] = ch(["indeterminate %s thyroid nodule" % c["side"], "%s thyroid nodule, Bethesda %s" % (c["side"], c["beth"])])
        c["histo_dx"] = ch(["follicular adenoma", "adenomatoid nodule within nodular hyperplasia",
                            "NIFTP (non-invasive follicular thyroid neoplasm with papillary-like nuclear features)",
                            "oncocytic (Hürthle cell) adenoma", "follicular adenoma; background lymphocytic thyroiditis"])
    elif k == "ptc":
        c["proc"] = ch(["total thyroidectomy", "total thyroidectomy and central neck dissection"]) if c["nodes"] or size > 40 \
            else ch(["%s hemithyroidectomy" % c["side"], "total thyroidectomy"])
        c["dx"] = "papillary thyroid carcinoma, %s lobe" % c["side"]
        c["histo_dx"] = ch(["papillary thyroid carcinoma, classic subtype", "papillary thyroid carcinoma, follicular subtype",
                            "papillary thyroid carcinoma, tall cell subtype", "papillary microcarcinoma, classic"])
    elif k == "ftc":
        c["proc"] = "%s hemithyroidectomy" % c["side"]
        c["dx"] = "follicular neoplasm, %s lobe" % c["side"]
        c["histo_dx"] = ch(["minimally invasive follicular carcinoma", "encapsulated angioinvasive follicular carcinoma"])
    elif k == "mtc":
        c["proc"] = "total thyroidectomy and bilateral central neck dissection"
        c["dx"] = "medullary thyroid carcinoma"
        c["histo_dx"] = "medullary thyroid carcinoma"
    elif k == "mng":
        c["proc"] = "total thyroidectomy"
        c["dx"] = ch(["multinodular goitre with compressive symptoms", "retrosternal multinodular goitre",
                      "toxic multinodular goitre"])
        c["histo_dx"] = ch(["multinodular hyperplasia (goitre)", "nodular hyperplasia with Hashimoto's thyroiditis",
                            "multinodular goitre; incidental 3 mm papillary microcarcinoma"])
    elif k == "graves":
        c["proc"] = "total thyroidectomy"
        c["dx"] = ch(["Graves' disease, relapsed after carbimazole", "Graves' disease with moderate thyroid eye disease",
                      "Graves' disease, intolerant of antithyroid drugs"])
        c["histo_dx"] = "diffuse hyperplasia consistent with Graves' disease"
    else:
        c["gland"] = ch(GLANDS)
        c["proc"] = ch(["focused %s parathyroidectomy" % c["gland"], "minimally invasive parathyroidectomy (%s)" % c["gland"],
                        "bilateral neck exploration and parathyroidectomy"])
        c["dx"] = ch(["primary hyperparathyroidism", "primary hyperparathyroidism with osteoporosis",
                      "primary hyperparathyroidism, renal calculi", "tertiary hyperparathyroidism post renal transplant"])
        c["weight"] = rint(180, 2400)
        c["histo_dx"] = ch(["parathyroid adenoma", "parathyroid adenoma, oxyphil-rich", "parathyroid hyperplasia",
                            "atypical parathyroid tumour"])
    if c["cc"] == "US":
        c["proc_code"] = {"nodule": "CPT 60220", "ftc": "CPT 60220", "ptc": "CPT 60240", "mng": "CPT 60240",
                          "graves": "CPT 60240", "mtc": "CPT 60252", "phpt": "CPT 60500"}[k]
    elif c["cc"] == "UK":
        c["proc_code"] = {"nodule": "OPCS B08.1", "ftc": "OPCS B08.1", "ptc": "OPCS B08.5", "mng": "OPCS B08.5",
                          "graves": "OPCS B08.5", "mtc": "OPCS B08.5", "phpt": "OPCS B14.1"}[k]
    else:
        c["proc_code"] = {"nodule": "MBS 30296", "ftc": "MBS 30296", "ptc": "MBS 30306", "mng": "MBS 30306",
                          "graves": "MBS 30306", "mtc": "MBS 30306", "phpt": "MBS 30315"}[k] if c["cc"] == "AU" else \
            {"phpt": "ICD-10 E21.0", "mng": "ICD-10 E04.2", "graves": "ICD-10 E05.0"}.get(k, "ICD-10 C73" if k in ("ptc", "mtc", "ftc") else "ICD-10 D34")
    c["total"] = "total" in c["proc"]
    c["ca_pre"] = round(2.68 + R_() * 0.35, 2) if k == "phpt" else round(2.22 + R_() * 0.3, 2)
    c["pth_pre"] = round(8.5 + R_() * 14, 1) if k == "phpt" else round(2.0 + R_() * 4, 1)
    c["tsh"] = round(0.01 + R_() * 0.08, 2) if k == "graves" or c["dx"].startswith("toxic") else round(0.6 + R_() * 3, 2)
    c["ft4"] = round(24 + R_() * 20, 1) if k == "graves" else round(11 + R_() * 8, 1)
    c["vitd"] = rint(22, 110)
    c["tg"] = round(R_() * 60, 1)
    c["calcitonin"] = rint(180, 4000) if k == "mtc" else rint(1, 8)
    c["rai_dose"] = ch(["1.1 GBq", "1.1 GBq", "3.7 GBq", "5.5 GBq", "30 mCi", "100 mCi", "150 mCi"])
    if c["cc"] in ("UK", "IE", "AU", "NZ"):
        c["rai_dose"] = c["rai_dose"] if "GBq" in c["rai_dose"] else "3.7 GBq"
    c["ete"] = k == "ptc" and "extrathyroidal" in c["margin"]
    if k in ("ptc", "ftc", "mtc"):
        sz = c["size"]
        c["pT"] = "pT3b" if c["ete"] else "pT1a" if sz <= 10 else "pT1b" if sz <= 20 else "pT2" if sz <= 40 else "pT3a"
        c["n_nodes"] = rint(3, 14) if "neck dissection" in c["proc"] else rint(0, 3)
        c["n_pos"] = rint(1, max(1, c["n_nodes"] // 2)) if c["nodes"] and c["n_nodes"] else 0
        c["pN"] = "pN1a" if c["n_pos"] else ("pN0" if c["n_nodes"] else "pNX")
    else:
        c["pT"] = c["pN"] = "n/a"
        c["n_nodes"] = c["n_pos"] = 0
    c["vhi"] = rint(0, 9) if chance(0.8) else rint(10, 30)
    c["cords"] = "normal" if chance(0.9) else "reduced"
    c["drain"] = chance(0.25)


def R_():
    import core
    return core.R.random()


def us_lines(c):
    """Plain descriptive sentences for a thyroid ultrasound."""
    s = c["side"]
    if c["kind"] == "phpt":
        return ["Thyroid gland normal in size with homogeneous echotexture; no suspicious thyroid nodule.",
                "Posterior to the %s pole of the %s lobe there is a %d x %d mm oval hypoechoic lesion with a polar feeding vessel, "
                "in keeping with an enlarged parathyroid gland." % ("lower" if "inferior" in c["gland"] else "upper",
                                                                     c["gland"].split()[0], rint(7, 22), rint(4, 12)),
                "No abnormal cervical lymph nodes."]
    out = []
    rl, ll = (rint(38, 62), rint(36, 60))
    out.append("Right lobe %d x %d x %d mm, left lobe %d x %d x %d mm, isthmus %d mm." %
               (rl, rint(14, 26), rint(12, 24), ll, rint(13, 25), rint(12, 23), rint(2, 7)))
    if c["kind"] == "graves":
        out.append("Diffusely enlarged heterogeneous gland with markedly increased vascularity ('thyroid inferno').")
        return out
    if c["kind"] == "mng":
        out.append("Multiple bilateral nodules, the dominant in the %s lobe measuring %s, %s, %s." %
                   (s, c["dims"], c["comp"], c["echo"]))
        if chance(0.5):
            out.append("Inferior extent not seen; likely retrosternal extension. Tracheal deviation to the %s." % c["oside"])
        return out
    out.append("%s lobe: %s nodule in the %s pole, %s." % (c["Side"], c["echo"], ch(["upper", "mid", "lower"]), c["dims"]))
    out.append("Composition %s; %s; %s margin; %s." % (c["comp"], c["shape"], c["margin"], c["foci"]))
    if c["nodes"]:
        out.append("Abnormal level %s node on the %s, %d mm short axis, with microcalcification and loss of fatty hilum." %
                   (ch(["III", "IV", "VI"]), s, rint(7, 15)))
    else:
        out.append("No suspicious cervical lymphadenopathy at levels II-VI.")
    return out


def us_grade(c):
    cc = c["cc"]
    if cc in ("UK", "IE"):
        return "%s (BTA U-classification)" % c["u"], "U-score %s" % c["u"][1]
    if cc == "AU" or cc == "NZ":
        return "ACR TI-RADS %s (%d points)" % (c["tr"], c["tr_pts"]), c["tr"]
    return "ACR TI-RADS %s, %d points" % (c["tr"], c["tr_pts"]), c["tr"]


def fna_advice(c):
    if c["tr"] == "TR5" and c["size"] >= 10:
        return "Meets ACR criteria for FNA (TR5, >= 1.0 cm)."
    if c["tr"] == "TR4" and c["size"] >= 15:
        return "Meets ACR criteria for FNA (TR4, >= 1.5 cm)."
    if c["tr"] == "TR3" and c["size"] >= 25:
        return "Meets ACR criteria for FNA (TR3, >= 2.5 cm)."
    return "FNA recommended given clinical context; otherwise surveillance at 12 months would be reasonable."


def cyto_micro(c):
    b = c["beth"]
    if b == "II":
        return "Abundant colloid with bland follicular cells in flat sheets and scattered macrophages. No nuclear atypia."
    if b == "I":
        return "Fewer than six groups of well-preserved follicular cells; predominantly blood and cyst contents."
    if b == "III":
        return "Moderately cellular; follicular cells with focal nuclear enlargement and occasional grooves, insufficient for higher category."
    if b == "IV":
        return "Cellular aspirate of crowded microfollicles with scant colloid; no papillary nuclear features."
    if c["kind"] == "mtc":
        return "Dispersed plasmacytoid and spindle cells with salt-and-pepper chromatin; amyloid-like material present. Calcitonin immunostain positive."
    return "Papillary fragments; nuclear enlargement, overlapping, grooves and intranuclear pseudoinclusions. Psammoma bodies present."
