"""Shared narrative pieces: oncological history, interval history, plans."""
import datetime as dt

import clinical as CL
import locales as LC
from doc import X


def td(n):
    return dt.timedelta(days=n)


def fill_dx(R, s):
    return s.format(side=R.choice(["left", "right", "Left", "Right"]).lower(), g=R.choice([1, 2, 3]),
                    er=R.choice(["positive", "positive (8/8)", "negative", "positive (Allred 7/8)"]),
                    pr=R.choice(["positive", "negative", "weakly positive"]),
                    her2=R.choice(["negative", "negative (IHC 1+)", "positive (IHC 3+)", "equivocal (2+), FISH not amplified"]))


def timeline(C, cancer=None, min_ago=120, max_ago=1100):
    R = C.R
    t = {}
    t["dx"] = C.days(-R.randint(min_ago, max_ago))
    t["bx"] = t["dx"] - td(R.randint(3, 14))
    t["present"] = t["bx"] - td(R.randint(10, 60))
    t["ct"] = t["bx"] - td(R.randint(2, 12))
    t["mdt"] = t["dx"] + td(R.randint(2, 9))
    t["surg"] = t["dx"] + td(R.randint(20, 55))
    t["chemo"] = t["surg"] + td(R.randint(28, 50))
    t["chemo_end"] = t["chemo"] + td(R.choice([84, 105, 126, 168]))
    if t["chemo_end"] > C.today:
        t["chemo_end"] = None
    t["scan"] = C.days(-R.randint(3, 20))
    t["last"] = C.days(-R.randint(21, 90))
    t["next"] = C.days(R.randint(14, 120))
    C.t = t
    C.cancer = cancer
    if cancer:
        d = R.choice(cancer["dx"])
        if isinstance(d, tuple):
            C.dx = fill_dx(R, d[0])
            C.stage = R.choice(d[1])
        else:
            C.dx = fill_dx(R, d)
            C.stage = R.choice(cancer["stage"])
        C.surgery = R.choice(cancer["surgery"])
        C.regimen = R.choice(cancer["regimens"])
        C.rt = R.choice(cancer["rt"])
    return t


def surgeon_ref(C):
    s = C.staff("surgeon", "surgeon")
    r = C.R.random()
    if r < 0.7:
        return s.t_last(C.period)
    return s.t_full(C.period)


def history(C, cancer, detail=2):
    """Paragraph(s) telling the oncological history."""
    R, t = C.R, C.t
    p = C.pt
    out = []
    gp, practice = C.gp_and_practice()
    ref = R.random()
    if ref < 0.4:
        out += [C.He, " first presented to ", C.his, " GP, ", gp.t_last(C.period), ", in ", C.MY(t["present"]),
                " with ", R.choice(cancer["sym"]), ". "]
    elif ref < 0.7:
        out += [C.He, " presented in ", C.MY(t["present"]), " with ", R.choice(cancer["sym"]), " and was referred ",
                R.choice(["on the two-week-wait pathway", "as an urgent suspected cancer referral", "as a category 1 referral",
                          "to the rapid access clinic"]), ". "]
    else:
        out += ["Presentation was with ", R.choice(cancer["sym"]), " in ", C.MY(t["present"]), ". "]
    if R.random() < 0.7:
        acc = LC.imaging_acc(R)
        out += [R.choice(["Staging CT", "CT chest/abdomen/pelvis", "PET-CT", "MRI"]), " on ", C.D(t["ct"])]
        if R.random() < 0.35:
            out += [" (accession ", X("IDNUM", acc), ")"]
        out += [R.choice([" showed ", " demonstrated ", " reported "]),
                R.choice(["no distant metastatic disease", "a 3.4 cm primary with two enlarged regional nodes",
                          "several sub-centimetre pulmonary nodules of uncertain significance",
                          "multiple liver metastases, the largest 4.1 cm", "a solitary bone lesion in L3",
                          "locally advanced disease without distant spread"]), ". "]
    acc = LC.accession(R, t["bx"].year)
    out += [R.choice(["Biopsy on ", "Core biopsy performed on ", "Histology from the biopsy of "]), C.D(t["bx"])]
    if R.random() < 0.7:
        out += [" (", R.choice(["lab no. ", "specimen ", "", "path ref "]), X("IDNUM", acc), ")"]
    out += [R.choice([" confirmed ", " showed ", " was reported as "]), C.dx,
            (", " if C.stage.lower().startswith(("stage", "who", "figo", "ann arbor", "bclc", "borderline", "locally")) else ", staged "),
            C.stage, ". "]
    if detail >= 2 and R.random() < 0.7:
        out += [C.His, " case was discussed at the ", cancer["mdt"], " MDT on ", C.D(t["mdt"]), ". "]
    if t["surg"] < C.today and cancer["key"] not in ("lymphoma",) and R.random() < 0.8:
        where = C.make_inst("hospital") if R.random() < 0.35 else C.hosp
        out += [C.He, " underwent ", C.surgery, " on ", C.D(t["surg"]), " under ", surgeon_ref(C)]
        if R.random() < 0.6:
            out += [" at ", where.X()]
        out += [". "]
        if R.random() < 0.5:
            out += [R.choice(["Post-operative recovery was uncomplicated", "Recovery was complicated by a wound infection treated with oral antibiotics",
                              "There was a small seroma which was aspirated twice", "Discharged on day 4"]), ". "]
    if t["chemo"] < C.today:
        out += [C.He, R.choice([" started ", " commenced ", " began "]), C.regimen, " on ", C.D(t["chemo"])]
        if t["chemo_end"]:
            out += [", completing treatment in ", C.MY(t["chemo_end"])]
        out += [". "]
    return out


def interval(C, n_tox=None):
    R = C.R
    out = []
    if n_tox is None:
        n_tox = R.choice([1, 2, 2, 3])
    toks = R.sample(CL.TOX, n_tox)
    out += [R.choice(["Since I last saw " + C.him + " on ", "Since the last review on ", "Since clinic on "]), C.D(C.t["last"]),
            ", ", C.he, " reports ", "; ".join(toks), ". "]
    if R.random() < 0.45:
        fam = [f for f in C.pt.family if f.rel in ("wife", "husband", "partner", "daughter", "son")]
        if fam:
            f = R.choice(fam)
            out += [C.He, " attended with ", C.his, " ", f.rel, " ", f.firstname() if R.random() < 0.6 else f.full(),
                    R.choice([", who confirms this.", ", who feels " + C.he + " has been more tired.",
                              ", who had a number of questions.", "."]), " "]
    m = C.today.month
    hols = {12: ["Christmas"], 1: ["Christmas", "New Year"], 4: ["Easter"], 5: ["Easter"], 3: ["Easter"]}.get(m, [])
    if C.L == "US" and m in (11, 12):
        hols = hols + ["Thanksgiving"]
    if C.L == "CA" and m in (10, 11):
        hols = hols + ["Thanksgiving"]
    if hols and R.random() < 0.6:
        hol = R.choice(hols)
        out += R.choice([["Had a good ", X("DATE", hol), " with family. "],
                         ["Was unwell over the ", X("DATE", hol), " break. "],
                         ["Managed to get away over ", X("DATE", hol), " despite the fatigue. "]])
    return out


def plan(C, items=None):
    R = C.R
    t = C.t
    out = []
    opts = [
        ["Continue current treatment; next cycle due ", C.D(C.days(R.choice([7, 14, 21, 28])))],
        ["Restaging CT in ", C.MY(C.days(R.randint(40, 100)))],
        ["Review in clinic on ", C.WD(t["next"])],
        ["Bloods to be taken at ", X("HOSPITAL", C.gp_and_practice()[1].name), " 48 hours before next cycle"],
        ["Refer to the dietitian for weight loss"],
        ["Dose reduce to 80% for ongoing toxicity"],
        ["Referral to palliative care team at ", X("HOSPITAL", C.make_inst("hospice").name)],
        ["Follow-up with ", C.staff("cns", "cns").full(), ", CNS, by telephone in 2 weeks"],
        ["Next appointment ", C.D(t["next"])],
    ]
    key = C.cancer["key"] if getattr(C, "cancer", None) else None
    if key == "breast":
        opts += [["Continue adjuvant endocrine therapy for a total of 5 years"], ["Annual mammography"],
                 ["Arrange echocardiogram before next trastuzumab"]]
    elif key == "prostate":
        opts += [["PSA in 3 months"], ["Continue ADT; bone health review"]]
    elif key in ("colorectal", "upper_gi", "hpb"):
        opts += [["CEA and CA 19-9 with next bloods"], ["Surveillance colonoscopy as per guideline" if key == "colorectal" else "Dietitian review re: weight"]]
    k = items or R.choice([3, 3, 4, 5])
    return R.sample(opts, k)


def pick_cancer(C, keys=None):
    R = C.R
    opts = [c for c in CL.CANCERS if (keys is None or c["key"] in keys) and c.get("sex", C.pt.sex) == C.pt.sex]
    if not opts:
        opts = [c for c in CL.CANCERS if c.get("sex", C.pt.sex) == C.pt.sex]
    return R.choice(opts)


def exam(C, k=2, general=False):
    R = C.R
    pool = CL.EXAM
    if general:
        pool = [e for e in pool if "treatment field" not in e and "Port site" not in e and "Scar" not in e]
    return " ".join(e.replace("{self}", "herself" if C.pt.sex == "F" else "himself") for e in R.sample(pool, k))
