"""Clinical vocabulary: semen parameters, hormone panels, histories, drugs.
Almost everything here is a hard negative (values, units, eponyms, drugs)."""

WHO = {
    "2021": {"vol": 1.4, "conc": 16, "tot": 39, "tm": 42, "pr": 30, "vit": 54, "morph": 4},
    "2010": {"vol": 1.5, "conc": 15, "tot": 39, "tm": 40, "pr": 32, "vit": 58, "morph": 4},
}

SA_CATS = [("normozoospermia", 28), ("oligozoospermia", 12), ("asthenozoospermia", 10),
           ("teratozoospermia", 8), ("oligoasthenoteratozoospermia", 10), ("azoospermia", 9),
           ("cryptozoospermia", 4), ("low volume", 4), ("leukocytospermia", 3),
           ("asthenoteratozoospermia", 6), ("severe oligozoospermia", 6)]


def semen(r, cat=None):
    cat = cat or r.choices([c for c, _ in SA_CATS], [w for _, w in SA_CATS])[0]
    v = {"cat": cat}
    v["vol"] = round(r.uniform(1.6, 5.2), 1)
    v["ph"] = round(r.choice([7.2, 7.4, 7.5, 7.6, 7.7, 7.8, 8.0, 8.2]), 1)
    v["conc"] = round(r.uniform(18, 110), 1)
    v["pr"] = r.randint(32, 62)
    v["np"] = r.randint(3, 14)
    v["morph"] = r.randint(4, 11)
    v["vit"] = r.randint(58, 86)
    v["wbc"] = r.choice(["<0.2", "0.3", "0.4", "<0.5", "0.6"])
    v["liq"] = r.choice(["complete at 20 min", "complete at 30 min", "complete at 15 min",
                         "incomplete at 60 min"] if r.random() < 0.1 else
                        ["complete at 20 min", "complete at 30 min", "complete at 15 min"])
    v["visc"] = r.choice(["normal", "normal", "normal", "slightly increased", "increased"])
    v["app"] = r.choice(["grey-opalescent", "normal", "homogeneous grey", "opalescent"])
    if "oligo" in cat:
        v["conc"] = round(r.uniform(2.0, 14.5), 1)
    if cat == "severe oligozoospermia":
        v["conc"] = round(r.uniform(0.2, 4.8), 1)
    if "astheno" in cat:
        v["pr"] = r.randint(4, 28)
        v["np"] = r.randint(2, 9)
    if "terato" in cat:
        v["morph"] = r.randint(0, 3)
    if cat in ("azoospermia", "cryptozoospermia"):
        v["conc"] = 0.0
        v["pr"] = v["np"] = 0
        v["morph"] = None
        v["vit"] = None
    if cat == "low volume":
        v["vol"] = round(r.uniform(0.2, 1.2), 1)
        v["ph"] = r.choice([6.4, 6.6, 6.8, 7.0])
        if r.random() < 0.6:
            v["conc"] = 0.0
            v["pr"] = v["np"] = 0
            v["morph"] = None
            v["vit"] = None
            v["cat"] = "low-volume azoospermia"
    if cat == "leukocytospermia":
        v["wbc"] = r.choice(["1.4", "2.2", "3.8", "1.1"])
    v["im"] = 100 - v["pr"] - v["np"] if v["conc"] else 0
    v["tot"] = round(v["vol"] * v["conc"], 1)
    v["tm"] = v["pr"] + v["np"]
    v["mar"] = r.choice(["<10%", "4%", "0%", "12%", "38%", "not done", "not done"])
    return v


def sa_summary(v):
    if v["conc"] == 0:
        if v["cat"] == "cryptozoospermia":
            return "cryptozoospermia (occasional sperm in centrifuged pellet only)"
        return v["cat"] + " (no sperm seen in centrifuged pellet)"
    return v["cat"]


def conc_txt(v):
    if v["conc"] == 0:
        return "0"
    return ("%.1f" % v["conc"]).rstrip("0").rstrip(".")


# ---------------- hormones ----------------
H_CATS = [("normal", 40), ("primary", 20), ("secondary", 10), ("steroid", 8), ("prolactin", 5),
          ("obesity", 10), ("borderline", 7)]


def hormones(r, us=False, cat=None):
    cat = cat or r.choices([c for c, _ in H_CATS], [w for _, w in H_CATS])[0]
    h = {"cat": cat}
    h["FSH"] = round(r.uniform(1.8, 8.5), 1)
    h["LH"] = round(r.uniform(1.9, 7.5), 1)
    h["T"] = round(r.uniform(12.0, 26.0), 1)
    h["SHBG"] = r.randint(20, 52)
    h["PRL"] = r.randint(90, 300)
    h["E2"] = r.randint(60, 140)
    h["TSH"] = round(r.uniform(0.6, 3.8), 2)
    h["INHB"] = r.randint(110, 280)
    if cat == "primary":
        h["FSH"] = round(r.uniform(15, 48), 1)
        h["LH"] = round(r.uniform(9, 24), 1)
        h["T"] = round(r.uniform(6.5, 14.0), 1)
        h["INHB"] = r.randint(5, 40)
    elif cat == "secondary":
        h["FSH"] = round(r.uniform(0.2, 1.4), 1)
        h["LH"] = round(r.uniform(0.2, 1.2), 1)
        h["T"] = round(r.uniform(2.0, 7.5), 1)
    elif cat == "steroid":
        h["FSH"] = round(r.uniform(0.1, 0.4), 1)
        h["LH"] = round(r.uniform(0.1, 0.3), 1)
        h["T"] = round(r.choice([r.uniform(35, 60), r.uniform(1.5, 5)]), 1)
        h["E2"] = r.randint(150, 400)
    elif cat == "prolactin":
        h["PRL"] = r.randint(900, 3800)
        h["T"] = round(r.uniform(4.0, 8.0), 1)
        h["LH"] = round(r.uniform(0.8, 2.5), 1)
    elif cat == "obesity":
        h["T"] = round(r.uniform(6.5, 10.5), 1)
        h["SHBG"] = r.randint(11, 19)
        h["E2"] = r.randint(140, 210)
    elif cat == "borderline":
        h["T"] = round(r.uniform(8.0, 12.0), 1)
    # free T (Vermeulen approx, fake but plausible)
    h["FT"] = round(h["T"] * (0.02 + 0.6 / (h["SHBG"] + 20)) * 1000, 0)
    return h


def h_rows(h, us=False):
    """(analyte, value string, unit, ref range, flag)"""
    rows = []

    def fl(x, lo, hi):
        return "H" if x > hi else "L" if x < lo else ""
    rows.append(("FSH", "%.1f" % h["FSH"], "IU/L", "1.5 - 12.4", fl(h["FSH"], 1.5, 12.4)))
    rows.append(("LH", "%.1f" % h["LH"], "IU/L", "1.7 - 8.6", fl(h["LH"], 1.7, 8.6)))
    if us:
        t = h["T"] * 28.84
        rows.append(("Testosterone, total", "%d" % round(t), "ng/dL", "264 - 916", fl(t, 264, 916)))
        rows.append(("SHBG", "%d" % h["SHBG"], "nmol/L", "16.5 - 55.9", fl(h["SHBG"], 16.5, 55.9)))
        ft = h["FT"] * 0.2884
        rows.append(("Free testosterone (calc)", "%.1f" % ft, "pg/mL", "46.0 - 224.0", fl(ft, 46.0, 224.0)))
        prl = h["PRL"] / 21.2
        rows.append(("Prolactin", "%.1f" % prl, "ng/mL", "4.0 - 15.2", fl(prl, 4.0, 15.2)))
        e2 = h["E2"] / 3.67
        rows.append(("Estradiol", "%d" % round(e2), "pg/mL", "7.6 - 42.6", fl(e2, 7.6, 42.6)))
    else:
        rows.append(("Testosterone", "%.1f" % h["T"], "nmol/L", "8.6 - 29.0", fl(h["T"], 8.6, 29.0)))
        rows.append(("SHBG", "%d" % h["SHBG"], "nmol/L", "18 - 54", fl(h["SHBG"], 18, 54)))
        rows.append(("Free testosterone (calc)", "%d" % h["FT"], "pmol/L", "160 - 640",
                     fl(h["FT"], 160, 640)))
        rows.append(("Prolactin", "%d" % h["PRL"], "mIU/L", "86 - 324", fl(h["PRL"], 86, 324)))
        rows.append(("Oestradiol", "%d" % h["E2"], "pmol/L", "41 - 159", fl(h["E2"], 41, 159)))
    rows.append(("TSH", "%.2f" % h["TSH"], "mIU/L", "0.27 - 4.20", fl(h["TSH"], 0.27, 4.2)))
    return rows


def h_comment(h, r):
    c = h["cat"]
    opts = {
        "normal": ["Gonadotrophins and testosterone within reference limits.",
                   "Normal male endocrine profile. No further endocrine tests suggested."],
        "primary": ["Raised FSH and LH with low-normal testosterone, consistent with primary "
                    "testicular failure. Suggest karyotype and Y chromosome microdeletion screen "
                    "if azoospermic.",
                    "Elevated FSH suggests impaired spermatogenesis. Interpret with semen analysis "
                    "and testicular volumes."],
        "secondary": ["Low testosterone with inappropriately low gonadotrophins: suggests "
                      "hypogonadotrophic hypogonadism. Suggest repeat early morning sample, "
                      "ferritin, prolactin and pituitary MRI if confirmed.",
                      "Pattern in keeping with secondary hypogonadism. Consider Kallmann syndrome "
                      "if anosmia; endocrinology opinion recommended."],
        "steroid": ["Profoundly suppressed LH/FSH. Pattern typical of exogenous androgen use "
                    "(anabolic steroids or testosterone therapy). Please correlate clinically.",
                    "Suppressed gonadotrophins with raised oestradiol - ? exogenous androgens / "
                    "aromatisation. Repeat 3 months after cessation."],
        "prolactin": ["Marked hyperprolactinaemia. Exclude macroprolactin (PEG precipitation "
                      "requested) and drug causes; pituitary MRI advised.",
                      "Prolactin significantly raised; macroprolactin screen added by lab."],
        "obesity": ["Low total testosterone with low SHBG; calculated free testosterone should be "
                    "used. Common in obesity / insulin resistance.",
                    "Low SHBG - total T may underestimate androgen status. Repeat fasting 08:00-"
                    "11:00 sample advised."],
        "borderline": ["Borderline testosterone. Repeat fasting morning sample x2 before any "
                       "treatment decision (per local guidance).",
                       "Testosterone in the equivocal range; repeat with SHBG and LH."],
    }
    return r.choice(opts[c])


# ---------------- histories ----------------
def infert_hx(ctx, n=3):
    """list of item-lists (strings or spans) describing fertility history"""
    r = ctx.r
    yr = ctx.dob.year
    opts = [
        lambda: ["Left orchidopexy aged ", (str(r.randint(2, 9)), "AGE"), "."],
        lambda: ["Bilateral orchidopexy as a child (", (str(yr + r.randint(2, 6)), "DATE"), ")."],
        lambda: ["Mumps orchitis at ", (str(r.randint(11, 19)), "AGE"), ", ",
                 r.choice(["bilateral", "right-sided", "left-sided"]), "."],
        lambda: ["Left varicocele noted by GP; no previous treatment."],
        lambda: ["Previous left varicocele embolisation in ", (str(ctx.today.year - r.randint(2, 9)), "DATE"), "."],
        lambda: ["Anabolic steroid use (testosterone enanthate, nandrolone) ",
                 r.choice(["for ~2 years", "in cycles until last year", "stopped 6 months ago"]), "."],
        lambda: ["Uses TRT gel 50 mg daily prescribed privately."],
        lambda: ["Smoker ", str(r.randint(5, 25)), "/day.", ],
        lambda: ["Ex-smoker, vapes daily."],
        lambda: ["Alcohol ", str(r.randint(4, 40)), " units/week."],
        lambda: ["Cannabis most weekends."],
        lambda: ["BMI ", "%.1f" % r.uniform(24, 41), " kg/m2."],
        lambda: ["Inguinal hernia repair (", r.choice(["left", "right", "bilateral"]),
                 ") aged ", (str(r.randint(1, 30)), "AGE"), "."],
        lambda: ["Testicular torsion (", r.choice(["left", "right"]), ") at ",
                 (str(r.randint(12, 22)), "AGE"), ", fixed bilaterally."],
        lambda: ["Chemotherapy (BEP x3) for testicular germ cell tumour, ",
                 (str(ctx.today.year - r.randint(3, 12)), "DATE"), "."],
        lambda: ["Type 1 diabetes since age ", (str(r.randint(4, 20)), "AGE"), ", HbA1c ",
                 str(r.randint(48, 78)), " mmol/mol."],
        lambda: ["Regular sauna / hot tub use."],
        lambda: ["Cyclist, ~", str(r.randint(80, 300)), " km/week."],
        lambda: ["No history of STI. Chlamydia screen negative."],
        lambda: ["Previous epididymo-orchitis (", r.choice(["left", "right"]), ") ",
                 (str(ctx.today.year - r.randint(1, 10)), "DATE"), ", treated with doxycycline."],
        lambda: ["Taking finasteride 1 mg for hair loss."],
        lambda: ["On sulfasalazine for ulcerative colitis."],
        lambda: ["Cystic fibrosis carrier status in family (",
                 r.choice(["brother", "cousin", "sister"]), ")."],
        lambda: ["Previously fathered a child (now ", (str(r.randint(3, 16)), "AGE"), ") with a previous partner."],
        lambda: ["Retractile testes as a child, no surgery."],
        lambda: ["Hypospadias repair in infancy."],
    ]
    idx = r.sample(range(len(opts)), n)
    return [opts[i]() for i in sorted(idx)]


def exam(r):
    lv = r.choice([6, 8, 10, 12, 15, 15, 18, 20, 20, 25])
    rv = max(4, min(25, lv + r.choice([-5, -3, -2, 0, 0, 0, 2, 3])))
    vasa = r.choice(["Both vasa palpable.", "Vasa present bilaterally.",
                     "Vasa not palpable bilaterally.", "Right vas palpable, left not felt.",
                     "Vasa palpable and normal."])
    var = r.choice(["No varicocele.", "Grade 2 left varicocele.", "Grade 1 left varicocele on "
                    "Valsalva.", "Grade 3 left varicocele.", "No varicocele on standing or Valsalva."])
    epi = r.choice(["Epididymes soft.", "Epididymes full / indurated bilaterally.",
                    "Small left epididymal cyst.", "Epididymal heads slightly dilated."])
    return ("Testes %d mL (R) and %d mL (L) by Prader orchidometer. %s %s %s" % (rv, lv, vasa, var, epi),
            (rv, lv))


DRUGS_ED = ["sildenafil 50 mg", "sildenafil 100 mg", "tadalafil 20 mg PRN", "tadalafil 5 mg OD",
            "vardenafil 10 mg", "avanafil 100 mg", "alprostadil cream 300 micrograms",
            "alprostadil intracavernosal 10 micrograms", "Trimix injection"]
MEDS = ["amlodipine 5 mg OD", "ramipril 5 mg OD", "atorvastatin 40 mg nocte", "metformin 1 g BD",
        "bisoprolol 2.5 mg OD", "omeprazole 20 mg OD", "sertraline 100 mg OD",
        "citalopram 20 mg OD", "tamsulosin 400 micrograms OD", "finasteride 5 mg OD",
        "empagliflozin 10 mg OD", "indapamide 2.5 mg OD", "gliclazide 80 mg BD",
        "salbutamol inhaler PRN", "levothyroxine 100 micrograms OD", "lisinopril 10 mg daily",
        "hydrochlorothiazide 25 mg daily", "rosuvastatin 10 mg daily", "propranolol 40 mg BD",
        "mirtazapine 15 mg nocte", "finasteride 1 mg OD", "spironolactone 25 mg OD"]
ED_RISKS = ["type 2 diabetes", "hypertension", "hyperlipidaemia", "current smoker",
            "obesity (BMI 34)", "ischaemic heart disease (PCI 2 stents)", "depression on SSRI",
            "previous radical prostatectomy (nerve-sparing)", "pelvic radiotherapy",
            "obstructive sleep apnoea on CPAP", "multiple sclerosis", "spinal cord injury (T10)",
            "Peyronie's disease", "low testosterone", "performance anxiety",
            "heavy alcohol use", "peripheral vascular disease", "chronic kidney disease stage 3"]
