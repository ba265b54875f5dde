"""Genre: endocrinology and diabetes clinics."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi

PUMPS = [("Medtronic MiniMed 780G", "NG"), ("Tandem t:slim X2", "TS"), ("Omnipod 5", "OP"), ("Ypsomed mylife YpsoPump", "YP"),
         ("Medtronic MiniMed 640G", "NG")]
CGMS = [("Dexcom G7", "DX"), ("Dexcom G6", "DX"), ("FreeStyle Libre 2", "LB"), ("FreeStyle Libre 3", "LB"), ("Guardian 4 sensor", "GT")]
PLATFORMS = ["LibreView", "Dexcom Clarity", "CareLink", "Glooko", "Tandem Source"]
DRIVING = {"UK": "DVLA", "IE": "NDLS", "AU": "the state licensing authority", "NZ": "NZTA", "CA": "the Ministry of Transportation",
           "US": "the DMV"}


def dm_type(c):
    r = c.r
    if c.age < 35:
        return r.choice(["Type 1 diabetes", "Type 1 diabetes", "MODY (HNF1A)"])
    return r.choice(["Type 1 diabetes", "Type 2 diabetes", "Type 2 diabetes", "Type 2 diabetes", "LADA",
                     "Pancreatogenic (type 3c) diabetes"])


def a1c_rows(c, n):
    r = c.r
    out = []
    day = c.ago(n * 90 + r.randint(0, 40))
    v = r.uniform(6.5, 10.5)
    for i in range(n):
        out.append((day, v))
        v = max(5.8, min(12.5, v + r.uniform(-0.9, 0.6)))
        day += dt.timedelta(days=r.randint(70, 110))
        if day > c.visit:
            break
    return out


def diabetes_letter(c):
    r = c.r
    d = Doc()
    e = c.env()
    cons = c.doctor(r.choice(["Consultant Diabetologist", "Consultant Endocrinologist", "Consultant in Diabetes & Endocrinology", "Endocrinologist"]))
    dsn = c.staff(r.choice(["Diabetes Specialist Nurse", "Diabetes Nurse Educator", "Credentialled Diabetes Educator"]))
    typ = dm_type(c)
    CH.letterhead(d, c, r.choice(["Diabetes Centre" if not c.us else "Diabetes Center", "Diabetes & Endocrinology", "Young Adult Diabetes Clinic",
                                  "Diabetes Outpatients", "Diabetes Service"]), email=c.chance(0.5), url=c.chance(0.25))
    d.add("\n", r.choice(["Clinic date: ", "Seen: ", "Date of clinic: "]), c.Dh(c.visit), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    CH.re_line(d, c)
    d.nl()
    d.add("Diagnosis: ", typ, " (diagnosed ", c.Y(c.past(400, 15000)), ")\n")
    comps = r.sample(["background retinopathy", "microalbuminuria", "peripheral neuropathy",
                      "previous foot ulcer (healed)", "hypoglycaemia unawareness".replace("glycaemia", "glycemia" if c.na else "glycaemia")], r.randint(1, 3))
    if c.chance(0.25):
        comps = ["no known complications"]
    d.add("Complications: ", ", ".join(comps), "\n")
    d.add("Other: ", r.choice(["hypothyroidism", "coeliac disease" if not c.us else "celiac disease", "hypertension", "dyslipidaemia".replace("aemia", "emia" if c.us else "aemia"),
                               "obstructive sleep apnoea" if not c.us else "OSA", "depression"]), "\n\n")
    pump = None
    if "Type 1" in typ or c.chance(0.2):
        if c.chance(0.6):
            pump = r.choice(PUMPS)
            d.add("Insulin: ", pump[0], " pump (SN ", Phi(pump[1] + LF.digits(r, 7), "DEVICE"), "), ", r.choice(["NovoRapid", "Fiasp", "Humalog", "Lyumjev"]),
                  "; TDD ~", str(r.randint(24, 70)), " units\n")
        else:
            d.add("Insulin: basal-bolus - ", r.choice(["Toujeo", "Tresiba", "Lantus", "Levemir"]), " ", str(r.randint(10, 40)), " units ",
                  r.choice(["nocte", "mane"]), ", ", r.choice(["NovoRapid", "Fiasp", "Humalog"]), " ICR 1:", str(r.randint(6, 15)), ", ISF ", str(r.randint(2, 4)) if not c.us else str(r.randint(30, 80)), "\n")
    else:
        d.add("Medication: ", "; ".join(clin.pick_meds(c, clin.DM_MEDS, r.randint(3, 5))), "\n")
    cgm = r.choice(CGMS)
    d.add("Sensor: ", cgm[0], " (transmitter/reader ID ", Phi(cgm[1] + LF.digits(r, 2) + LF.letters(r, 2) + LF.digits(r, 4), "DEVICE"), ")\n")
    if c.chance(0.7):
        d.add(r.choice(PLATFORMS), " account: ", c.username(c.pt), r.choice(["", " (shared with clinic)", "; linked to clinic practice ID " ]))
        if d.parts[-1].endswith("ID "):
            d.add(Phi(LF.digits(r, 8), "IDNUM"))
        d.add("\n")
    d.add("\nHbA1c:\n")
    rows = a1c_rows(c, r.randint(3, 6))
    for day, v in rows:
        d.add("  ", c.Dh(day), "   ", clin.hba1c(c, v), "\n")
    d.add("\n")
    tir = max(20, min(90, int(100 - (rows[-1][1] - 5.0) * 14 + r.randint(-6, 6))))
    d.add("I saw ", c.pt.t(), " ", r.choice(["in the diabetes clinic today", "for routine review", "in the young adult clinic", "with the DSN team"]), ". ")
    d.add("Sensor data over the last 14 days show time in range %d%%, below range %d%%, mean glucose %s, GMI %.1f%%. " % (
        tir, r.randint(0, 9), clin.glucose(c), r.uniform(6.2, 9.4)))
    d.add(r.choice(["Hypoglycaemia is mostly overnight.", "Post-prandial spikes after breakfast.", "Good overnight control.",
                    "Several missed boluses at lunch."]).replace("Hypoglycaemia", c.sp("Hypoglycaemia")), " ")
    if c.chance(0.6):
        d.add(e["He"], " works as ", CH.art(c.prof), " ", Phi(c.prof, "PROFESSION"), " and finds it hard to ", r.choice(["test at work", "eat regularly on shifts",
              "manage night shifts", "carry hypo treatment on site"]), ". ")
    if c.chance(0.5):
        d.add("We discussed driving: ", e["he"], " holds a ", r.choice(["Group 1", "car", "heavy vehicle"]), " licence")
        if c.L == "UK" and c.chance(0.6):
            d.add(" (", Phi(LF.uk_driving(r, c.pt.family), "LICENSE"), ")")
        d.add(" and understands the requirement to inform ", DRIVING[c.L], " of ", r.choice(["insulin treatment", "any severe hypoglycaemia".replace("glycaemia", "glycemia" if c.na else "glycaemia")]), ". ")
    d.add("\n\n", PR.para(c, e, "diabetes", 1, 3), PR.para(c, e, "general_history", 1, 2), PR.para(c, e, "discussion", 1, 3))
    d.add("\n\nScreening: retinal screening ", c.D(c.ago(r.randint(30, 400))), " - ", r.choice(["no retinopathy", "R1M0", "mild NPDR", "referable maculopathy"]),
          "; feet ", r.choice(["low risk", "moderate risk - podiatry", "high risk, active foot team"]), "; urine ACR ", "%.1f" % r.uniform(0.4, 30), " mg/mmol" if not c.us else " mg/g",
          "; ", clin.ldl(c), ".\n\n")
    d.add("Plan:\n")
    items = ["Adjust ICR at breakfast to 1:%d" % r.randint(5, 9), "Reduce basal rate 02:00-06:00 by 10%",
             "Start semaglutide 0.25 mg weekly", "Structured education course (" + r.choice(["DAFNE", "DESMOND", "carbohydrate counting"]) + ")",
             "Hypo treatment reviewed; glucagon prescribed", "Increase metformin to 1 g bd", "Referral to dietitian"]
    for it in r.sample(items, r.randint(2, 4)):
        d.add("- ", it, "\n")
    d.add("- Review in ", r.choice(["3 months", "4 months", "6 months"]), " (", c.D(c.next_weekday(80, 190)), ")\n\n")
    d.add(e["He"], " can contact the diabetes nurses on ", Phi(c.phone("land"), "PHONE"), " or ", c.inst_email(c.hosp, r.choice(["diabetes.nurses", "dsn.team", "diabetes"])), ".\n\n")
    CH.signature(d, c, cons, cons.role, lic=c.licence_for(cons) if c.chance(0.4) else None)
    d.nl()
    if c.chance(0.5):
        CH.cc_block(d, c, extra=[[dsn.full(), ", ", dsn.role]], pt=True)
    if c.chance(0.4):
        CH.dictation(d, c, cons)
    if c.chance(0.45):
        CH.confidential(d, c)
    return d


def num_art(n):
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


ENDO_SCEN = ["thyroid", "adrenal", "pituitary", "calcium", "thyroid_nodule"]


def endo_letter(c):
    r = c.r
    d = Doc()
    e = c.env()
    cons = c.doctor(r.choice(["Consultant Endocrinologist", "Endocrinology Registrar", "Endocrinologist"]))
    scen = r.choice(ENDO_SCEN)
    CH.letterhead(d, c, r.choice(["Endocrinology", "Department of Endocrinology", "Endocrine Clinic"]), email=c.chance(0.4))
    d.add("\n", c.D(c.later(r.randint(1, 7))), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    CH.re_line(d, c)
    d.nl()
    lab = lambda: Phi(r.choice(["", "B", "C", "H"]) + str(c.visit.year % 100) + LF.letters(r, 1) + LF.digits(r, 6), "IDNUM")
    if scen == "thyroid":
        dxn = r.choice(["Graves' disease", "Toxic multinodular goitre" if not c.us else "Toxic multinodular goiter", "Subclinical hypothyroidism",
                        "Amiodarone-induced thyrotoxicosis"])
        hyper = "hypothyroidism" not in dxn
        d.add("Diagnosis: ", dxn, "\n\n")
        d.add("Thank you for referring ", c.pt.t(), ", ", CH.num_art(c.age), " ", c.A(), "-year-old ", e["man"], " with ",
              r.choice(["palpitations, weight loss and tremor", "a suppressed TSH on routine bloods"]) if hyper else
              r.choice(["fatigue and weight gain", "a raised TSH on routine bloods"]), ". ")
        if hyper:
            d.add("TSH ", "<0.01" if c.chance(0.5) else "%.2f" % r.uniform(0.01, 0.05), " mU/L, free T4 ", "%.1f" % r.uniform(26, 58), " pmol/L, TRAb ",
                  "%.1f" % r.uniform(0.3, 12), " (", c.D(c.ago(r.randint(5, 40))), ", lab no ", lab(), "). ")
            d.add("Thyroid uptake scan ", c.D(c.ago(r.randint(5, 60))), ": ",
                  {"G": "diffuse increased uptake", "T": "multiple hot nodules", "A": "low uptake"}[dxn[0]], ".\n\n")
            d.add("I have started ", r.choice(["carbimazole 20 mg daily", "propylthiouracil 100 mg tds" if c.sex == "F" and c.age < 45 else "carbimazole 10 mg daily"]),
                  " and provided written information about agranulocytosis. ")
        else:
            d.add("TSH ", "%.2f" % r.uniform(5.2, 9.8), " mU/L, free T4 ", "%.1f" % r.uniform(10, 15), " pmol/L, TPO antibodies ",
                  r.choice(["positive", "negative"]), " (", c.D(c.ago(r.randint(5, 40))), ", lab no ", lab(), "). ")
            d.add("\n\nI have suggested ", r.choice(["a trial of levothyroxine 25 micrograms daily", "repeating thyroid function in 3 months without treatment"]), ". ")
    elif scen == "adrenal":
        d.add("Diagnosis: ", r.choice(["Primary adrenal insufficiency (Addison's disease)", "Adrenal incidentaloma 2.8 cm", "Primary aldosteronism",
                                       "Secondary adrenal insufficiency (exogenous steroids)"]), "\n\n")
        d.add("I reviewed ", c.pt.tf(), " today. ")
        d.add("Short Synacthen test ", c.D(c.ago(r.randint(7, 50))), " (lab no ", lab(), "): 0 min cortisol ", str(r.randint(40, 420)), ", 30 min ",
              str(r.randint(180, 640)), " nmol/L. ")
        d.add("CT adrenals ", c.D(c.ago(r.randint(10, 80))), " (accession ", Phi("CT" + LF.digits(r, 8), "IDNUM"), "): ",
              r.choice(["lipid-rich adenoma, 8 HU", "bilateral atrophy", "left 2.1 cm nodule"]), ".\n\n")
        d.add("Steroid sick day rules explained; emergency hydrocortisone kit prescribed and ", e["he"], " will register with a medical alert service. ")
    elif scen == "pituitary":
        d.add("Diagnosis: ", r.choice(["Macroprolactinoma", "Non-functioning pituitary macroadenoma", "Acromegaly", "Cushing's disease (post-TSS)"]), "\n\n")
        d.add(c.pt.t(), " attended with ", e["his"], " ", c.relative().rel, " ", c.fam[-1].first(), ". ")
        d.add("MRI pituitary ", c.D(c.ago(r.randint(10, 120))), " (accession ", Phi(LF.letters(r, 2) + LF.digits(r, 7), "IDNUM"), ") shows ",
              r.choice(["a 14 mm adenoma abutting the chiasm", "reduction in tumour size to 6 mm", "stable appearances"]).replace("tumour", c.sp("tumour")), ". ")
        d.add("Visual fields (", c.D(c.ago(r.randint(10, 90))), ") ", r.choice(["normal", "bitemporal superior quadrantanopia", "improved"]), ". ")
        d.add("Prolactin ", str(r.randint(300, 9000)), " mU/L; IGF-1 ", "%.1f" % r.uniform(10, 80), " nmol/L.\n\n")
        d.add("Discussed at the pituitary MDT on ", c.D(c.ago(r.randint(1, 10))), " with Mr", c.dot, " ", c.doctor("Neurosurgery").sur(), " (neurosurgery). ")
    elif scen == "calcium":
        d.add("Diagnosis: Primary hyperparathyroidism\n\n")
        d.add("Adjusted calcium ", "%.2f" % r.uniform(2.65, 3.05), " mmol/L, PTH ", "%.1f" % r.uniform(7, 25), " pmol/L, 24 h urine calcium ",
              "%.1f" % r.uniform(4, 11), " mmol (collection ", c.D(c.ago(r.randint(5, 40))), "). DEXA ", c.D(c.ago(r.randint(20, 200))),
              ": T-score ", "%.1f" % -r.uniform(0.5, 3.2), " at the radius. Sestamibi: ", r.choice(["right inferior adenoma", "no localisation"]), ".\n\n")
        d.add("Referred to Ms", c.dot, " ", c.doctor("Endocrine surgery").sur(), ", endocrine surgeon, for parathyroidectomy. ")
    else:
        d.add("Diagnosis: Thyroid nodule, ", r.choice(["U3", "TIRADS 4", "U2 (benign)"]), "\n\n")
        d.add("Ultrasound ", c.D(c.ago(r.randint(5, 40))), ": ", str(r.randint(12, 38)), " mm ", r.choice(["solid hypoechoic", "mixed cystic", "isoechoic"]),
              " nodule in the ", r.choice(["right", "left"]), " lobe. FNA ", c.D(c.ago(r.randint(2, 20))), " (cytology no ", lab(), "): Thy",
              r.choice(["2", "3a", "3f", "4"]), ".\n\n")
        d.add("Options discussed with ", c.pt.t(), "; ", e["he"], " would like ", r.choice(["surveillance", "a diagnostic hemithyroidectomy", "repeat FNA"]), ". ")
    d.add("\n\nPast medical history:\n", CH.pmh_block(c))
    d.add("Medication: ", "; ".join(clin.pick_meds(c, clin.DM_MEDS + clin.CARD_MEDS, r.randint(2, 5))), "\n")
    d.add("Allergies: ", CH.allergies(c), "\n")
    if c.chance(0.6):
        d.add("Social: ", CH.social(c, brief=c.chance(0.5)), "\n")
    d.add("Examination: ", clin.vitals(c, 3), ", BMI %.1f. " % r.uniform(19, 38),
          c.spx(r.choice({"thyroid": ["Small diffuse goitre, no bruit.", "Fine tremor, lid lag.", "No goitre palpable."],
                          "adrenal": ["Pigmented palmar creases and buccal mucosa.", "Cushingoid habitus with violaceous striae.", "Unremarkable."],
                          "pituitary": ["Coarse facial features, large hands.", "Visual fields to confrontation reduced temporally.", "Unremarkable."],
                          "calcium": ["Unremarkable.", "No neck masses palpable."],
                          "thyroid_nodule": ["Firm 2 cm nodule, moves on swallowing; no lymphadenopathy.", "Small nodule palpable on the right."]}[scen])).replace("goitre", "goiter" if c.us else "goitre"), "\n\n")
    d.add(PR.para(c, e, "discussion", 1, 3), "\n\n")
    d.add("I will see ", e["him"], " again on ", c.D(c.next_weekday(40, 150)), r.choice([" with repeat bloods a week beforehand.", ".", " in the joint endocrine clinic."]), "\n\n")
    CH.signature(d, c, cons, cons.role, lic=c.licence_for(cons) if c.chance(0.4) else None)
    if c.chance(0.5):
        d.nl()
        CH.dictation(d, c, cons)
    return d


def dsn_phone(c):
    """Log of diabetes nurse telephone contacts."""
    r = c.r
    d = Doc()
    e = c.env()
    dsns = [c.staff(r.choice(["DSN", "Diabetes Educator", "CDE"])), c.staff("DSN")]
    typ = dm_type(c)
    d.add(r.choice(["DSN telephone advice log", "Diabetes nurse contacts", "Diabetes education - phone record", "Telehealth insulin titration log"]), "\n")
    d.add(c.pt.caps(r.choice([0, 1, 3])), "  DOB ", c.Dh(c.dob), "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "\n")
    d.add("Dx: ", typ, "; latest HbA1c ", clin.hba1c(c), " (", c.Dh(c.ago(r.randint(10, 80))), ")\n")
    d.add("Regimen: ", "; ".join(clin.pick_meds(c, clin.DM_MEDS, r.randint(2, 4))), "\n")
    d.add("Contact: ", Phi(c.pmob, "PHONE"), "   Consultant: Dr", c.dot, " ", c.doctor("Diabetes").full(), "   ", "PCP: " if c.us else "GP: ", c.gpprac.N(), "\n")
    if c.chance(0.5):
        cg = r.choice(CGMS)
        d.add("Devices: ", cg[0], " (", Phi(cg[1] + LF.digits(r, 2) + LF.letters(r, 2) + LF.digits(r, 4), "DEVICE"), ")\n")
    d.add("\n")
    n = r.randint(3, 5)
    whens = sorted(c.ago(r.randint(1, 30)) for _ in range(n - 1)) + [c.visit]
    kinds = r.sample([0, 0, 1, 2, 3, 4, 4], n)
    for w, k in zip(whens, kinds):
        dsn = r.choice(dsns)
        d.add(c.Dh(w), " ", c.time(), " - ", r.choice(["called pt", "pt rang DSN line", "TC", "returned call"]), ". ")
        if k == 0:
            d.add("Fasting BGs last 3 days: ", ", ".join(clin.glucose(c).split()[0] for _ in range(3)), ". Advised increase ",
                  r.choice(["Toujeo", "Lantus", "Abasaglar", "glargine"]), " by 2 units every 3 days until fasting in target.\n")
        elif k == 1:
            d.add("Sick day: D&V since ", c.Dw(w - dt.timedelta(days=r.randint(1, 3))), ", ketones ", "%.1f" % r.uniform(0.4, 2.4), " mmol/L. Sick day rules reiterated; ",
                  "advised to attend ED if ketones >3 or vomiting persists. ", e["His"], " ", c.relative().rel, " ", c.fam[-1].first(), " is with ", e["him"], ".\n")
        elif k == 2:
            d.add("Hypo ", c.Dw(w - dt.timedelta(days=r.randint(1, 5))), " night - BG ", clin.glucose(c), ", needed help from ", c.relative().rel, " ", c.fam[-1].first(),
                  ". Reduce evening basal by 10%. Driving advice given - must not drive until reviewed.\n")
        elif k == 3:
            d.add("New sensor started ", c.Dw(w - dt.timedelta(days=r.randint(1, 4))), " (", r.choice(CGMS)[0], ", serial ",
                  Phi(LF.digits(r, 4) + LF.letters(r, 2) + LF.digits(r, 4), "DEVICE"),
                  ") - failed after 2 days. Replacement requested from manufacturer; case no ", Phi(LF.digits(r, 8), "IDNUM"), ".\n")
        else:
            d.add("Reviewed 14-day download: TIR ", str(r.randint(35, 80)), "%, TBR ", str(r.randint(0, 8)), "%. ",
                  r.choice(["Breakfast ICR changed to 1:8.", "No change.", "Pre-bolus 15 min advised.", "Basal 03:00-07:00 reduced 10%."]), "\n")
        if c.chance(0.35):
            d.add("Data reviewed on ", r.choice(PLATFORMS), " (user ", c.username(c.pt), ").\n")
        d.add("Plan: call back ", c.Dw(c.wd_after(w, 2, 6)), ". ", dsn.full() if c.chance(0.5) else dsn.init_sur(), ", ", dsn.role, "\n\n")
    d.add("DSN line ", Phi(c.phone("land"), "PHONE"), r.choice([" (weekdays 08:30-16:30)", "", " - answerphone"]), "\n")
    return d


def us_endo(c):
    r = c.r
    d = Doc()
    e = c.env()
    md = c.doctor("Endocrinology")
    ma = c.staff("MA")
    typ = dm_type(c)
    clinic = Phi("%s %s" % (c.hosp.addr.city, r.choice(["Endocrinology & Diabetes", "Diabetes & Endocrine Associates", "Endocrine Clinic"])), "HOSPITAL")
    d.add(clinic, "\n", c.addr_inline(c.hosp.addr), "   Tel ", Phi(c.hosp.phone, "PHONE"), "   Fax ", Phi(c.hosp.fax, "FAX"), "\n\n")
    d.add("PROGRESS NOTE\n")
    d.add("Patient: ", c.pt.caps(1), "   DOB: ", c.Dh(c.dob), "   MRN: ", Phi(c.mrn, "MRN"), "\n")
    d.add("DOS: ", c.Dh(c.visit), "   Visit type: ", r.choice(["follow-up", "telehealth video", "new patient"]), "\n")
    if "video" in d.parts[-1] or c.chance(0.2):
        d.add("Telehealth: patient at home in ", Phi(c.paddr.city, "CITY"), ", ", c.region_piece(c.paddr.region), "; connection from ", Phi(CH.rand_ip(c, public=True), "IPADDR"), "\n")
    if c.L == "US":
        d.add("Insurance: ", Phi(c.insurer, "ORGANIZATION"), " ", Phi(c.plans[0][1], "HEALTHPLAN"), "\n")
    d.add("PCP: ", c.gp.full(), ", ", r.choice(["MD", "DO", "NP"]), " (", c.gpprac.N(), ")\n\n")
    d.add("Dx: ", typ, ", ", r.choice(["uncontrolled", "at goal", "improving"]), "\n")
    d.add("Subjective: ", c.pt.t(), " is ", CH.num_art(c.age), " ", c.A(), " yo ", e["sex"], " ", r.choice(["here for 3-month f/u.", "reporting more lows since starting a new job.",
                                                                                     "who ran out of insulin last month due to cost."]), " ")
    if not c.retired:
        d.add("Works as ", CH.art(c.prof), " ", Phi(c.prof, "PROFESSION"), ". ")
    d.add("\n")
    a1 = a1c_rows(c, r.randint(2, 4))
    d.add("A1c: ")
    for i, (day, v) in enumerate(a1):
        d.add(", " if i else "", clin.hba1c(c, v), " (", c.My(day) if c.chance(0.5) else c.Dh(day), ")")
    d.add("\n")
    pump = r.choice(PUMPS)
    if "Type 1" in typ:
        d.add("Pump: ", pump[0], " SN ", Phi(pump[1] + LF.digits(r, 7), "DEVICE"), "; CGM ", r.choice(CGMS)[0], ". ", r.choice(PLATFORMS), " username ", c.username(c.pt), ".\n")
    else:
        d.add("Meds: ", "; ".join(clin.pick_meds(c, clin.DM_MEDS, r.randint(3, 5))), "\n")
    d.add("PMH:\n", CH.pmh_block(c))
    d.add("Allergies: ", CH.allergies(c), "\n")
    d.add("Hypoglycemia: ", r.choice(["none", "2-3 mild episodes/week, mostly pre-lunch", "one severe episode requiring EMS on ", "occasional overnight lows"]))
    if d.parts[-1].endswith("on "):
        d.add(c.D(c.ago(r.randint(5, 60))))
    d.add("\n")
    d.add("Objective: ", clin.vitals(c, 1), ", BMI %.1f\n" % r.uniform(21, 42))
    d.add("Exam: ", r.choice(["no lipohypertrophy", "lipohypertrophy at abdominal sites", "acanthosis nigricans"]), "; monofilament ",
          r.choice(["intact bilaterally", "reduced at both great toes"]), "; ", r.choice(["no foot lesions", "callus R 1st MTH"]), ".\n")
    d.add("Labs ", c.Dh(c.ago(r.randint(3, 30))), ": glucose ", clin.glucose(c), ", Cr ", clin.creat(c), ", eGFR ", str(r.randint(35, 110)), ", ", clin.ldl(c),
          ", UACR ", str(r.randint(4, 300)), " mg/g, TSH %.2f\n" % r.uniform(0.5, 4.5))
    d.add("Plan:\n")
    d.add("1. ", r.choice(["Start tirzepatide 2.5 mg weekly - prior auth submitted", "Continue current regimen",
                           "Switch to Tresiba for cost - PA submitted", "Increase Ozempic to 1 mg weekly"]), "")
    if "prior auth" in d.parts[-1] or "PA submitted" in d.parts[-1]:
        d.add(", ref# ", Phi("PA-" + LF.digits(r, 9), "IDNUM"))
    d.add("\n2. Rx sent to ", Phi(r.choice(P.PHARM_NAMES), "HOSPITAL"), "\n3. Labs: A1c, CMP, lipids, UACR before next visit\n")
    d.add("4. RTC ", c.D(c.next_weekday(80, 120)), "\n\n")
    d.add("Vitals by ", ma.full(), ", CMA.\n")
    d.add(md.full(), ", MD  NPI ", Phi(LF.npi(r), "LICENSE"), "\n")
    if c.chance(0.5):
        CH.ehr_footer(d, c, md, ip=CH.rand_ip(c) if c.chance(0.4) else None, user=True)
    return d


def build(c):
    r = c.r
    if c.L == "US":
        f = r.choice([us_endo, us_endo, dsn_phone, diabetes_letter])
    else:
        f = r.choice([diabetes_letter, diabetes_letter, endo_letter, dsn_phone, endo_letter])
    return f(c), f.__name__
