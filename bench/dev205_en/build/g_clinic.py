"""Genres: diabetes clinic review with HbA1c table; thyroid clinic letter."""
import fakers as F
import pools
import blocks as B


def _dx_year(rng, pt):
    yrs = rng.randint(1, max(2, min(30, pt.age - 15)))
    return F.shift(pt.visit, -365 * yrs - rng.randint(0, 200))


def clinic_review(rng, c, nb):
    pt = F.Patient(rng, c, 24, 86)
    hosp = rng.choice(pools.HOSPITALS[c])
    cons = F.Staff(rng, c, "doc")
    reg = F.Staff(rng, c, "doc")
    B.hosp_header(nb, rng, c, hosp, rng.choice(B.DEPTS), fax=rng.random() < 0.7, email=rng.random() < 0.3)
    nb.blank()
    nb.ln(rng.choice(["DIABETES CLINIC REVIEW", "Diabetes Outpatient Review", "DIABETES & METABOLISM CLINIC - REVIEW NOTE",
                      "Type 2 Diabetes Annual Review"]))
    fields = ["name", rng.choice(["dob", "dobage"]), "mrn"]
    for f, p in [("acct", 0.3), ("plan", 0.35), ("bio", 0.25), ("ssn", 0.2), ("cob", 0.15), ("addr", 0.5), ("phone", 0.4)]:
        if rng.random() < p:
            fields.append(f)
    fields.append("visit")
    B.id_lines(nb, rng, pt, fields)
    nb.f("Seen by: {0} ({2}){1}\n", cons.ref(rng),
         [" with ", reg.ref(rng), " (SpR)" if c == "IE" else (" (DM resident)" if c == "IN" else " (fellow)")] if rng.random() < 0.5 else "",
         "attending" if c == "US" else "Consultant Endocrinologist")
    nb.blank()

    t1 = rng.random() < 0.3
    dx = _dx_year(rng, pt)
    nb.ln("Background:")
    ap = B.age_piece(rng, pt.age, rng.choice(["year-old", "yo", "y/o", "yo_ns", "year-old"]))
    if t1:
        nb.f("{0} {1} with type 1 diabetes since {2}", ap, pt.sexw(rng), rng.choice(
            [F.D(dx, c, "year"), F.D(dx, c, "monyear"), ["age ", (str(max(2, pt.age - (pt.visit.year - dx.year))), "AGE")]]))
        nb.t(rng.choice([", on MDI.", ", on CSII.", ", basal-bolus.", "."]))
    else:
        nb.f("{0} {1} with T2DM diagnosed {2}", ap, pt.sexw(rng), rng.choice(
            [F.D(dx, c, "year"), ["in ", F.D(dx, c, "monyear")], ["on ", F.D(dx, c, B.ds(rng, pt))]]))
        nb.t(rng.choice([" during an admission for pneumonia.", " on routine bloods at GP.", " at a health camp." if c == "IN" else " at a pre-employment medical.", "."]))
    nb.blank()
    comps = rng.sample(["Background diabetic retinopathy (R1M0)", "Microalbuminuria", "Peripheral neuropathy, LOPS both feet",
                        "Hypertension", "Dyslipidaemia", "NAFLD on US", "IHD - PCI to LAD", "CKD stage 3a", "Obstructive sleep apnoea on CPAP",
                        "Erectile dysfunction" if pt.sex == "M" else "PCOS", "Depression, on sertraline"], rng.randint(2, 5))
    for x in comps:
        nb.ln("- ", x)
    if rng.random() < 0.6:
        ret = F.shift(pt.visit, -rng.randint(60, 400))
        nb.f("- Last retinal screen {0}: {1}\n", F.D(ret, c, B.ds(rng, pt)), rng.choice(["R0M0", "R1M0", "R2M1, referred to ophthalmology", "no change"]))
    nb.blank()

    # HbA1c table
    rows = rng.randint(4, 7)
    step = rng.randint(80, 130)
    if c == "IE":
        heads = ["Date", "HbA1c (mmol/mol)", "HbA1c (%)", "Weight (kg)", "eGFR"]
        widths = [14, 18, 11, 13]
    elif c == "IN":
        heads = ["Date", "HbA1c (%)", "FBS (mg/dL)", "PPBS (mg/dL)", "Wt (kg)"]
        widths = [14, 11, 13, 14]
    else:
        heads = ["Date", "A1c (%)", "Weight (lb)", "eGFR", "UACR (mg/g)"]
        widths = [14, 9, 13, 7]
    nb.ln(rng.choice(["HbA1c trend:", "Glycaemic control:", "RESULTS - HbA1c", "HbA1c history"]))
    nb.row(heads, widths)
    tst = rng.choice(["num", "dash", "short", "iso", "num"])
    w = rng.uniform(60, 120)
    for i in range(rows):
        d = F.shift(pt.visit, -step * (rows - 1 - i) - rng.randint(0, 10))
        mmol, pct = B.hba1c_val(rng, c)
        if c == "IE":
            cells = [F.D(d, c, tst), str(mmol), "%.1f" % pct, "%.1f" % w, str(rng.randint(35, 100))]
        elif c == "IN":
            cells = [F.D(d, c, tst), "%.1f" % pct, str(rng.randint(96, 240)), str(rng.randint(140, 340)), "%.1f" % w]
        else:
            cells = [F.D(d, c, tst), "%.1f" % pct, "%d" % (w * 2.2), str(rng.randint(35, 100)), str(rng.randint(5, 300))]
        nb.row(cells, widths)
        w += rng.uniform(-3, 2)
    nb.blank()

    B.meds(nb, rng, c, insulin=True if t1 else None, header=rng.choice(["Medications:", "Current Rx:", "MEDICATIONS"]))
    nb.blank()
    nb.ln("Interval history:")
    hx = []
    hx.append(rng.choice(["Feels well overall. ", "Reports fatigue and nocturia x2. ", "No new complaints. ",
                          "Struggling with diet since starting night shifts. "]))
    nb.t(hx[0])
    k = rng.randint(0, 4)
    if k == 0:
        nb.f("Glucose control deteriorated over {0} ", (rng.choice(pools.HOLIDAYS[c]), "DATE"))
        nb.t("with family gatherings; back on track since. ")
    elif k == 1:
        trip = F.shift(pt.visit, -rng.randint(20, 120))
        nb.f("Was in {0} from {1} to {2} visiting family; ran out of {3} for 2 weeks. ",
             F.country_piece(rng.choice(pools.COUNTRIES_ABROAD[c])),
             F.D(trip, c, "daymon"), F.D(F.shift(trip, rng.randint(10, 40)), c, "daymon"),
             rng.choice(["metformin", "sitagliptin", "his pens" if pt.sex == "M" else "her pens"]))
    elif k == 2:
        nb.f("Hypos: {0} per month, symptomatic, lowest {1} {2}. ", str(rng.randint(0, 6)), B.glu(rng, c, 2.2, 3.8), B.units_glucose(c))
    elif k == 3:
        nb.f("Attended {0} education in {1}. ", rng.choice(["DESMOND", "X-PERT", "structured group", "DAFNE"]), F.D(F.shift(pt.visit, -rng.randint(40, 300)), c, "monyear"))
    else:
        nb.t("Weight down 4 kg since GLP-1 RA started; mild nausea settled. ")
    if rng.random() < 0.5:
        rel, word = F.relative(rng, pt)
        nb.f("Attends with {0} {1}.", pt.his() + " " + word, rel.pick(rng, ["first", "fl"]))
    nb.blank()
    if rng.random() < 0.7:
        B.social_hx(nb, rng, pt)
    if rng.random() < 0.6:
        B.family_hx(nb, rng, pt)
    nb.blank()
    nb.ln("O/E: ", B.vitals(rng, c))
    nb.ln(rng.choice(["Feet: pulses palpable, monofilament 10/10 bilat.", "Feet: reduced vibration sense to ankles; callus R 1st MTPJ.",
                      "Injection sites: lipohypertrophy L abdomen.", "Acanthosis nigricans neck; no thyromegaly."]))
    nb.blank()
    nb.t("Bloods today: ", B.lab_line(rng) if c != "US" else B.us_lab_line(rng))
    if rng.random() < 0.5:
        nb.f(" (Lab no. {0})", (F.accession(rng), "IDNUM"))
    nb.blank()
    nb.blank()
    nb.ln(rng.choice(["Impression/Plan:", "PLAN", "Assessment & Plan:"]))
    plans = ["Add empagliflozin 10 mg OD - sick day guidance given.", "Increase basal insulin by 2 units every 3 days to FBG target.",
             "Refer to dietitian; consider GLP-1 RA if HbA1c > %s at next review." % ("58" if c == "IE" else "7.5%"), "Continue current regimen.",
             "Urine ACR repeat; start ramipril 2.5 mg if persistent.", "Statin intensified.",
             "Libre 2 sensor commenced; scan at least 8x/day.", "Podiatry referral - high-risk foot."]
    for i, p in enumerate(rng.sample(plans, rng.randint(3, 5))):
        nb.ln("%d. " % (i + 1), p)
    nxt = F.shift(pt.visit, rng.randint(80, 200))
    nb.f("Review in clinic {0}{1}.\n", rng.choice(["on ", "week of ", ""]), F.D(nxt, c, B.ds(rng, pt)))
    nb.blank()
    B.sig_block(nb, rng, c, cons, role_line=rng.choice(["Consultant Endocrinologist", "Consultant Physician, Diabetes & Endocrinology"]
                                                         if c != "US" else ["Attending Physician, Endocrinology", "Endocrinology"]), lic=rng.random() < 0.35, contact=rng.random() < 0.3)
    if rng.random() < 0.6:
        nb.blank()
        B.cc_block(nb, rng, c)
    if rng.random() < 0.3:
        B.transcr(nb, rng, cons, F.Staff(rng, c, "staff"))
    return "diabetes_clinic_review", pt


THYROID_DX = [
    ("Graves' disease", "hyper"), ("Toxic multinodular goitre", "hyper"), ("Hashimoto's thyroiditis", "hypo"),
    ("Subclinical hypothyroidism", "hypo"), ("Papillary thyroid carcinoma, post total thyroidectomy", "ca"),
    ("Postpartum thyroiditis", "pp"), ("Amiodarone-induced thyrotoxicosis type 2", "ait"),
    ("Solitary thyroid nodule", "nodule"), ("Multinodular goitre, euthyroid", "nodule"),
]


def role(c):
    return "Consultant Endocrinologist" if c != "US" else rnd_us_role


rnd_us_role = "Attending Endocrinologist"


def thyroid_letter(rng, c, nb):
    pt = F.Patient(rng, c, 19, 84, sex="F" if rng.random() < 0.75 else "M")
    hosp = rng.choice(pools.HOSPITALS[c])
    cons = F.Staff(rng, c, "doc")
    gp = F.Staff(rng, c, "doc")
    practice = rng.choice(pools.PRACTICES[c])
    ats = "methimazole" if c == "US" else "carbimazole"
    B.hosp_header(nb, rng, c, hosp, rng.choice(["Thyroid Clinic", "Endocrinology - Thyroid Service", "Thyroid & Endocrine Clinic"]),
                  fax=True, email=rng.random() < 0.5, web=rng.random() < 0.15)
    nb.blank()
    letter_d = F.shift(pt.visit, rng.randint(1, 12))
    nb.ln(rng.choice(["Date dictated: ", "Date: ", ""]), F.D(letter_d, c, B.ds(rng, pt)))
    if rng.random() < 0.5:
        nb.ln("Date typed: ", F.D(F.shift(letter_d, rng.randint(1, 6)), c, B.ds(rng, pt)))
    nb.blank()
    nb.ln(gp.title + " ", (gp.full(), "DOCTOR"))
    nb.ln((practice, "HOSPITAL"))
    nb.ln(F.addr_pieces(B.facility_addr(rng, c), c, rng, oneline=rng.random() < 0.5))
    nb.blank()
    dx, cat = rng.choice(THYROID_DX)
    if c == "US":
        dx = dx.replace("goitre", "goiter")
    nb.t("Re: ", pt.pick(rng, ["full", "tfull", "lastfirst"]), ", DOB ", F.D(pt.dob, c, pt.ds))
    nb.t(rng.choice([", MRN ", ", Hosp no. ", " - ID "]), (pt.mrn, "MRN"))
    nb.blank()
    if rng.random() < 0.6:
        nb.ln("     ", F.addr_pieces(pt.addr, c, rng))
    nb.blank()
    nb.ln("Diagnosis: ", dx)
    if rng.random() < 0.5:
        nb.ln("Other: ", rng.choice(["T2DM", "Asthma", "Migraine", "Iron deficiency", "AF on apixaban", "Coeliac disease"]))
    nb.blank()
    nb.t("Dear ", gp.title + " ", (gp.last, "DOCTOR"), ",")
    nb.blank()
    nb.blank()
    nb.f("I reviewed {0} in the thyroid clinic on {1}. ", pt.pick(rng, ["tlast", "tfull", "first"]),
         F.D(pt.visit, c, rng.choice(["long", "ord", "num", "wk"])))
    nb.f("As you know, this {0} {1} ", B.age_piece(rng, pt.age, rng.choice(["year-old", "year-old", "yo"])), pt.sexw(rng))
    He = pt.he().capitalize()
    if cat == "hyper":
        nb.f("presented in {0} with weight loss, tremor and palpitations. ", F.D(F.shift(pt.visit, -rng.randint(60, 500)), c, "monyear"))
        nb.f("{0} is currently on {1} {2} mg daily{3}. ", He, ats, rng.choice(["5", "10", "15", "20", "30"]),
             rng.choice(["", " with levothyroxine 50 mcg (block-replace)", " and propranolol 40 mg TDS"]))
        nb.t(rng.choice(["Eyes: mild lid retraction, CAS 1/7. ", "No features of thyroid eye disease. ", "Tremor has settled. "]))
    elif cat == "ca":
        op = F.shift(pt.visit, -rng.randint(90, 900))
        nb.f("underwent total thyroidectomy at {0} on {1} (pT{2}N{3}), followed by RAI {4} GBq. ",
             (rng.choice(pools.HOSPITALS[c]), "HOSPITAL"), F.D(op, c, B.ds(rng, pt)), str(rng.randint(1, 3)), rng.choice(["0", "1a", "x"]),
             rng.choice(["1.1", "3.7", "5.5"]))
        nb.t("Stimulated thyroglobulin was undetectable with negative TgAb. ")
    elif cat == "pp":
        nb.f("delivered on {0} at {1} and developed thyrotoxic symptoms about 3 months post partum. ",
             F.D(F.shift(pt.visit, -rng.randint(100, 200)), c, B.ds(rng, pt)), (rng.choice(pools.HOSPITALS[c]), "HOSPITAL"))
        nb.t("TRAb was negative and technetium uptake low. ")
    elif cat == "ait":
        nb.f("has been on amiodarone since {0} for paroxysmal AF and developed thyrotoxicosis with TRAb negative, low-uptake scan. ",
             F.D(F.shift(pt.visit, -rng.randint(300, 1500)), c, rng.choice(["monyear", "year"])))
    elif cat == "hypo":
        nb.f("was referred with {0}. ", rng.choice(["a raised TSH on routine testing", "fatigue and weight gain", "TPO antibodies > 600 and a TSH of 9.8",
                                                    "hypothyroidism in the setting of planned IVF"]))
    else:
        nb.f("was referred with {0}. ", rng.choice(["a neck swelling noticed by a friend", "an incidental nodule on carotid Doppler",
                                                    "an incidental thyroid lesion on CT chest", "mild compressive symptoms on lying flat"]))
    if rng.random() < 0.5:
        nb.f("{0} works as a~ {1}", He, (pt.prof, "PROFESSION"))
        nb.t(rng.choice([" and finds the fatigue is affecting work.", ".", " and is keen to avoid time off."]))
    nb.blank()
    nb.blank()
    nb.ln("Thyroid function:")
    trab = cat == "hyper"
    heads = ["Date", "TSH (mIU/L)", "FT4 (pmol/L)", "FT3 (pmol/L)"] + (["TRAb (IU/L)"] if trab else [])
    widths = [14, 13, 14, 14]
    nb.row(heads, widths)
    tst = rng.choice(["num", "dash", "short", "dot" if c != "US" else "num"])
    n = rng.randint(3, 6)
    for i in range(n):
        d = F.shift(pt.visit, -rng.randint(40, 70) * (n - 1 - i) - rng.randint(0, 5))
        if cat in ("hyper", "ait", "pp"):
            vals = ["%.2f" % rng.uniform(0.01, 0.3), "%.1f" % rng.uniform(14, 48), "%.1f" % rng.uniform(5, 18)]
        elif cat == "hypo":
            vals = ["%.2f" % rng.uniform(4.5, 14), "%.1f" % rng.uniform(8, 15), "%.1f" % rng.uniform(3, 5)]
        else:
            vals = ["%.2f" % rng.uniform(0.05, 3.5), "%.1f" % rng.uniform(11, 20), "%.1f" % rng.uniform(3.5, 6)]
        if trab:
            vals.append(rng.choice(["%.1f" % rng.uniform(1, 25), "%.1f" % rng.uniform(1, 25), "-"]))
        nb.row([F.D(d, c, tst)] + vals, widths)
    nb.blank()
    more = False
    if cat in ("nodule", "hyper") or rng.random() < 0.3:
        more = True
        usd = F.shift(pt.visit, -rng.randint(10, 120))
        nb.f("Ultrasound thyroid ({0}, {1}): {2}\n", F.D(usd, c, B.ds(rng, pt)), (rng.choice(pools.HOSPITALS[c]), "HOSPITAL"),
             rng.choice(["diffusely enlarged hypervascular gland, no nodules." if cat == "hyper" else "heterogeneous echotexture c/w thyroiditis.",
                         "dominant 2.3 cm left nodule, TI-RADS 4; other sub-cm nodules.",
                         "multinodular goitre, largest 3.1 cm right lobe, retrosternal extension not excluded."]))
    if cat == "nodule" or (cat == "ca" and rng.random() < 0.5):
        more = True
        nb.f("FNA {0} (specimen {1}): Bethesda {2}.\n", F.D(F.shift(pt.visit, -rng.randint(5, 60)), c, B.ds(rng, pt)), (F.accession(rng), "IDNUM"),
             rng.choice(["II - benign", "III - AUS", "IV - follicular neoplasm"]) if cat == "nodule" else "VI - papillary carcinoma")
    if more:
        nb.blank()
    nb.ln(rng.choice(["Plan:", "Management plan", "Recommendations:"]))
    opts = {
        "hyper": ["Reduce %s to 10 mg daily; TFTs in 6 weeks." % ats, "Discussed radioiodine vs surgery; leaflet given.",
                  "Agranulocytosis warning given verbally and in writing - stop drug and check FBC if sore throat/fever.",
                  "Plan 18 months of %s then trial off." % ats, "Refer to joint thyroid eye clinic."],
        "hypo": ["Start levothyroxine 50 mcg daily; TFTs in 6-8 weeks.", "Target TSH 0.5-2.5 while planning pregnancy.",
                 "Take levothyroxine on an empty stomach, apart from calcium and iron.", "Discharge to GP once stable."],
        "ca": ["TSH suppression target 0.1-0.5 for now.", "Neck US and Tg in 12 months.", "Continue levothyroxine 150 mcg.",
               "Discussed at thyroid cancer MDT - low-risk, excellent response."],
        "pp": ["Propranolol 10 mg TDS for symptoms, wean as able.", "Expect hypothyroid phase - TFTs every 4-6 weeks.",
               "Safe to breastfeed on current treatment."],
        "ait": ["Prednisolone 30 mg daily, taper over 8 weeks.", "Liaise with cardiology re amiodarone.", "TFTs and glucose weekly while on steroid."],
        "nodule": ["Refer to ENT surgical team for diagnostic hemithyroidectomy.", "Repeat US in 12 months.",
                   "No treatment needed; repeat TFTs 6-monthly.", "Discussed at thyroid MDT."],
    }[cat if cat in ("hyper", "hypo", "ca", "pp", "ait") else "nodule"]
    for p in rng.sample(opts, rng.randint(2, min(4, len(opts)))):
        nb.ln("- ", p)
    nb.f("We will see {0} again on {1}{2}.\n", pt.pick(rng, ["tlast", "first"]) if rng.random() < 0.6 else ["her" if pt.sex == "F" else "him"],
         F.D(F.shift(pt.visit, rng.randint(40, 180)), c, B.ds(rng, pt)), rng.choice(["", " with bloods 1 week prior", " in the nurse-led clinic"]))
    if rng.random() < 0.4:
        nb.f("{0} can contact the thyroid nurse {1} on {2} with any queries.\n", pt.pick(rng, ["first", "tlast"]),
             F.Staff(rng, c, "staff").ref(rng), (F.phone(rng, c, mobile=False, ext=True), "PHONE"))
    nb.blank()
    nb.ln(rng.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]))
    nb.blank()
    B.sig_block(nb, rng, c, cons, role_line=role(c), lic=rng.random() < 0.4)
    nb.blank()
    nb.t("cc: ", pt.pick(rng, ["tfull", "tlast"]))
    if rng.random() < 0.6:
        nb.t(", ", F.addr_pieces(pt.addr, c, rng))
    nb.blank()
    if rng.random() < 0.3:
        B.transcr(nb, rng, cons, F.Staff(rng, c, "staff"))
    return "thyroid_clinic_letter", pt
