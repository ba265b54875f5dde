"""Genres: diabetic foot screening record; bariatric / obesity clinic assessment."""
import fakers as F
import pools
import blocks as B


def foot_screen(rng, c, nb):
    pt = F.Patient(rng, c, 35, 92)
    pod = F.Staff(rng, c, "staff", creds={"IE": ["BSc Pod", "Senior Podiatrist", "MChS"], "IN": ["Podiatrist", "BPT, Cert Pod"],
                                          "US": ["DPM", "DPM, FACFAS"]}[c])
    if c == "US":
        pod.title = "Dr."
    site = rng.choice(pools.PRACTICES[c] + pools.HOSPITALS[c])
    st = pt.ds
    nb.ln(rng.choice(["DIABETIC FOOT SCREENING RECORD", "Annual Diabetes Foot Check", "Comprehensive Diabetic Foot Exam" if c == "US" else "Diabetic Foot Risk Assessment",
                      "FOOT PROTECTION SERVICE - SCREENING FORM"]))
    nb.ln("Site: ", (site, "HOSPITAL"), rng.choice([" - Podiatry", " Podiatry Dept", ", Integrated Care Diabetes Hub", ""]))
    nb.ln("-" * 48)
    B.id_lines(nb, rng, pt, ["name", rng.choice(["dob", "dobage"]), "mrn"] + (["plan"] if rng.random() < 0.4 else []) +
               (["addr"] if rng.random() < 0.35 else []) + (["phone"] if rng.random() < 0.3 else []))
    gp = F.Staff(rng, c, "doc")
    nb.ln("GP / PCP: ", gp.ref(rng), rng.choice([["  (", (rng.choice(pools.PRACTICES[c]), "HOSPITAL"), ")"], ""]))
    nb.f("Date of screen: {0}    Screened by: {1}\n", F.D(pt.visit, c, st), pod.ref(rng))
    nb.ln("-" * 48)
    dtype = rng.choice(["Type 2", "Type 2", "Type 1", "Type 2 (insulin-treated)"])
    dur = rng.randint(2, 35)
    nb.f("Diabetes: {0}, duration {1} years. Last HbA1c {2}.\n", dtype, str(dur),
         "%d mmol/mol" % rng.randint(45, 99) if c == "IE" else "%.1f%%" % rng.uniform(6.2, 11.5))
    hist = rng.randint(0, 3)
    if hist == 0:
        nb.f("History: previous ulcer R hallux {0}, healed in 14 weeks.\n", rng.choice([F.D(F.shift(pt.visit, -rng.randint(200, 2000)), c, "year"),
                                                                                          ["in ", F.D(F.shift(pt.visit, -rng.randint(200, 2000)), c, "monyear")]]))
    elif hist == 1:
        nb.f("History: L 2nd toe amputation at {0} on {1}.\n", (rng.choice(pools.HOSPITALS[c]), "HOSPITAL"), F.D(F.shift(pt.visit, -rng.randint(300, 2500)), c, st))
    elif hist == 2:
        nb.ln("History: no previous ulceration or amputation. Smoker 20/day.")
    else:
        nb.ln("History: Charcot neuroarthropathy R midfoot (inactive), custom AFO.")
    nb.blank()
    w = [26, 24]
    nb.row(["", "Right", "Left"], w)
    mono_r, mono_l = rng.randint(3, 10), rng.randint(3, 10)
    nb.row(["Monofilament 10 g (/10)", str(mono_r), str(mono_l)], w)
    nb.row(["Vibration 128 Hz", rng.choice(["present", "reduced", "absent"]), rng.choice(["present", "reduced", "absent"])], w)
    nb.row(["Ankle reflex", rng.choice(["present", "absent", "with reinforcement"]), rng.choice(["present", "absent"])], w)
    nb.row(["Dorsalis pedis", rng.choice(["palpable", "weak", "absent"]), rng.choice(["palpable", "weak", "absent"])], w)
    nb.row(["Posterior tibial", rng.choice(["palpable", "weak", "absent"]), rng.choice(["palpable", "weak", "absent"])], w)
    if rng.random() < 0.6:
        nb.row(["ABPI", "%.2f" % rng.uniform(0.55, 1.35), "%.2f" % rng.uniform(0.55, 1.35)], w)
    if rng.random() < 0.5:
        nb.row(["TBPI", "%.2f" % rng.uniform(0.4, 1.0), "%.2f" % rng.uniform(0.4, 1.0)], w)
    nb.row(["Skin", rng.choice(["intact", "dry, fissured heel", "callus 1st MTPJ", "pre-ulcerative callus"]), rng.choice(["intact", "tinea", "callus 5th MTPJ"])], w)
    nb.row(["Deformity", rng.choice(["nil", "hallux valgus", "claw toes", "pes cavus"]), rng.choice(["nil", "hammer 2nd toe", "hallux rigidus"])], w)
    nb.row(["Nails", rng.choice(["normal", "onychomycosis", "thickened"]), rng.choice(["normal", "involuted"])], w)
    nb.blank()
    risk = "High" if min(mono_r, mono_l) < 6 or hist in (0, 1, 3) else rng.choice(["Low", "Moderate"])
    nb.f("Risk category: {0}{1}\n", risk, rng.choice([" (IWGDF %d)" % {"Low": 0, "Moderate": 1, "High": 3}[risk], "", " risk"]))
    nb.ln("Footwear: ", rng.choice(["appropriate", "ill-fitting - advised", "barefoot at home - advised against", "orthotic insoles in situ"]))
    soc = rng.randint(0, 3)
    if soc == 0:
        carer = F.Person(rng, c, "FAMILY")
        nb.f("Social: lives alone in {0}; carer {1} from {2} visits daily.\n", (pt.addr["city"], "CITY"), carer.pick(rng, ["fl", "first"]),
             (rng.choice(["Caremark Homecare", "Sunrise Home Support", "BrightPath Home Health", "Seva Home Nursing"]), "ORGANIZATION"))
    elif soc == 1:
        rel, word = F.relative(rng, pt)
        nb.f("Social: {0} {1} helps with nail care. ", word.capitalize(), rel.pick(rng, ["first", "fl"]))
        nb.f("Previously worked as a~ {0}.\n", (pt.prof, "PROFESSION"))
    elif soc == 2:
        nb.f("Social: works as a~ {0}, on feet 10 h/day.\n", (pt.prof, "PROFESSION"))
    else:
        nb.ln("Social: independent, drives.")
    nb.blank()
    nb.ln("Actions:")
    acts = ["Foot care education + leaflet", "Callus debrided", "Referred to vascular - ABPI < 0.8", "Nails cut",
            "Referred to orthotics for custom insoles", "Urgent referral to MDT foot clinic", "Emollient advised"]
    if c == "US":
        acts.append("Certified for therapeutic shoes (Medicare)")
    for a in rng.sample(acts, rng.randint(2, 4)):
        nb.ln("  [x] ", a)
    nxt = F.shift(pt.visit, {"Low": 365, "Moderate": 180, "High": 84}[risk] + rng.randint(-10, 10))
    nb.f("Next screen due: {0}\n", F.D(nxt, c, rng.choice([st, "monyear"])))
    if c == "US" and rng.random() < 0.6:
        nb.f("Medicare MBI: {0}\n", (F.digits(rng, 1) + F.upper(rng, 2) + F.digits(rng, 1) + "-" + F.upper(rng, 2) + F.digits(rng, 1) + "-" + F.upper(rng, 2) + F.digits(rng, 2), "HEALTHPLAN"))
    nb.blank()
    nb.ln("Signed: ", pod.sig(rng))
    if rng.random() < 0.4:
        nb.ln({"IE": "CORU reg. ", "IN": "Reg. ", "US": "NPI "}[c], (F.npi(rng) if c == "US" else F.upper(rng, 2) + F.digits(rng, 6), "LICENSE"))
    if rng.random() < 0.4:
        nb.ln("Podiatry office: ", (F.phone(rng, c, mobile=False), "PHONE"), rng.choice(["", ["  Fax ", (F.phone(rng, c, mobile=False), "FAX")]]))
    return "diabetic_foot_screening", pt


def bariatric(rng, c, nb):
    pt = F.Patient(rng, c, 19, 66)
    hosp = rng.choice(pools.HOSPITALS[c])
    cons = F.Staff(rng, c, "doc")
    surg = F.Staff(rng, c, "doc")
    diet = F.Staff(rng, c, "staff", creds={"IE": ["RD", "Senior Dietitian"], "IN": ["Dietitian", "MSc (Nutrition)"], "US": ["RD, LD", "MS, RDN"]}[c])
    psy = F.Staff(rng, c, "doc")
    st = pt.ds
    B.hosp_header(nb, rng, c, hosp, rng.choice(["Weight Management & Metabolic Surgery Service", "Obesity Clinic", "Bariatric Surgery Programme" if c != "US" else "Bariatric Surgery Program",
                                                "Metabolic Medicine - Obesity Service"]), fax=rng.random() < 0.5)
    nb.blank()
    nb.ln(rng.choice(["OBESITY CLINIC - INITIAL ASSESSMENT", "Bariatric / Metabolic Surgery Assessment", "MEDICAL WEIGHT MANAGEMENT CONSULTATION"]))
    B.id_lines(nb, rng, pt, ["name", "dobage", "mrn"] + (["plan"] if c != "IE" or rng.random() < 0.3 else []) +
               (["ssn"] if rng.random() < 0.15 else []) + (["bio"] if rng.random() < 0.2 else []) + ["visit"])
    nb.f("Referred by: {0}{1}\n", F.Staff(rng, c, "doc").ref(rng), ["  (", (rng.choice(pools.PRACTICES[c]), "HOSPITAL"), ")"] if rng.random() < 0.6 else "")
    nb.blank()
    ht = rng.randint(150, 190)
    bmi = rng.uniform(35, 58)
    wt = bmi * (ht / 100.0) ** 2
    nb.ln("WEIGHT HISTORY")
    nb.f("Weight at age {0}: approx {1} kg. ", (str(rng.choice([16, 18, 20, 21])), "AGE"), str(int(wt * rng.uniform(0.45, 0.7))))
    nb.f("Progressive gain after {0}. ", rng.choice(["pregnancies" if pt.sex == "F" else "a knee injury", "starting night shifts", "moving to a desk job",
                                                      "quitting smoking", "starting olanzapine"]))
    peak = F.shift(pt.visit, -rng.randint(30, 900))
    nb.f("Peak weight {0} kg in {1}.\n", "%.0f" % (wt * rng.uniform(1.0, 1.08)), F.D(peak, c, rng.choice(["monyear", "year", "monyr"])))
    nb.ln("Previous attempts: ", ", ".join(rng.sample(["commercial slimming group x3", "meal replacement (800 kcal) 12 weeks", "orlistat 6 months",
                                                       "liraglutide 3 mg - stopped, GI side effects", "gym membership", "keto diet", "intermittent fasting",
                                                       "Ayurvedic weight-loss programme" if c == "IN" else "online coaching programme"], rng.randint(2, 4))))
    nb.blank()
    nb.ln("COMORBIDITIES")
    for x in rng.sample(["T2DM (HbA1c %d mmol/mol)" % rng.randint(48, 90) if c == "IE" else "T2DM (A1c %.1f%%)" % rng.uniform(6.5, 10.5),
                         "OSA - STOP-BANG %d, sleep study pending" % rng.randint(3, 8), "Hypertension", "GORD" if c != "US" else "GERD",
                         "PCOS" if pt.sex == "F" else "Low testosterone", "Knee OA, awaiting TKR", "MASLD, FIB-4 %.2f" % rng.uniform(0.6, 2.9),
                         "Depression (PHQ-9 %d)" % rng.randint(3, 18), "Idiopathic intracranial hypertension"], rng.randint(3, 5)):
        nb.ln("- ", x)
    nb.blank()
    B.meds(nb, rng, c, header="MEDICATIONS")
    nb.blank()
    nb.ln("SOCIAL")
    B.social_hx(nb, rng, pt, prefix="")
    if rng.random() < 0.5:
        rel, word = F.relative(rng, pt, rel=rng.choice(["wife", "husband", "partner"]) if pt.age > 22 else None)
        nb.f("Good support from {0} {1}", word, rel.pick(rng, ["first", "fl"]))
        if rng.random() < 0.5:
            nb.f(", who works as a~ {0}", (rng.choice(pools.PROFESSIONS[c]), "PROFESSION"))
        nb.ln(".")
    nb.blank()
    nb.ln("EXAMINATION")
    nb.ln("Wt %.1f kg  Ht %d cm  BMI %.1f kg/m2  Waist %d cm  Neck %d cm  BP %d/%d" % (
        wt, ht, bmi, rng.randint(104, 152), rng.randint(38, 50), rng.randint(118, 168), rng.randint(70, 102)))
    nb.ln(rng.choice(["Acanthosis nigricans. No cushingoid features.", "Intertrigo under pannus. Pedal oedema.", "Striae (pale, < 1 cm). Normal thyroid."]))
    nb.blank()
    nb.t("INVESTIGATIONS: ", B.lab_line(rng) if c != "US" else B.us_lab_line(rng))
    nb.f(", ferritin {0}, vit D {1}, H. pylori {2}", str(rng.randint(12, 300)), str(rng.randint(18, 90)), rng.choice(["neg", "pos - eradication given"]))
    nb.ln(".")
    if rng.random() < 0.5:
        nb.f("OGD {0}: {1}\n", F.D(F.shift(pt.visit, -rng.randint(10, 200)), c, st), rng.choice(["small hiatus hernia, LA grade A oesophagitis", "normal", "gastritis, CLO positive"]))
    nb.blank()
    nb.f("MDT input: dietetic assessment by {0}; psychology screen by {1} - ", diet.ref(rng), psy.ref(rng))
    nb.ln(rng.choice(["no contraindication.", "binge-eating features - 6 sessions CBT first.", "cleared, good insight."]))
    nb.blank()
    nb.ln("PLAN")
    op = rng.choice(["laparoscopic sleeve gastrectomy", "Roux-en-Y gastric bypass", "one-anastomosis gastric bypass", "medical therapy first"])
    if op == "medical therapy first":
        nb.ln("- Start ", rng.choice(["semaglutide 2.4 mg weekly (titrate over 16 weeks)", "tirzepatide 2.5 mg weekly", "liraglutide 3 mg"]), "; review 3-monthly.")
    else:
        nb.f("- Suitable candidate for {0}; listed for surgical consultation with {1}.\n", op, [rng.choice(["Mr ", "Ms ", "Dr "]) if c == "IE" else "Dr. ", (surg.last, "DOCTOR")])
        nb.ln("- Pre-op low-energy liver-reduction diet 2 weeks.")
    if c != "IE" or rng.random() < 0.3:
        nb.f("- Prior authorisation requested from {0}, ref {1}.\n", (rng.choice(pools.INSURERS[c]), "ORGANIZATION"), (F.order_no(rng), "IDNUM"))
    nb.f("- Presented at obesity MDT on {0}.\n", F.D(F.shift(pt.visit, rng.randint(7, 40)), c, st))
    nb.f("- Review {0}.\n", F.D(F.shift(pt.visit, rng.randint(60, 120)), c, rng.choice([st, "monyear"])))
    nb.blank()
    B.sig_block(nb, rng, c, cons, role_line=rng.choice(["Consultant Endocrinologist, Obesity Service", "Consultant in Metabolic Medicine"] if c != "US" else
                                                         ["Obesity Medicine", "Endocrinology & Obesity Medicine"]), lic=rng.random() < 0.4, contact=rng.random() < 0.4)
    return "bariatric_obesity_assessment", pt
