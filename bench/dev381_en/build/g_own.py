"""Own genres: fracture liaison service (bone health) clinic letter; ward pharmacist
medication review."""
import datetime as dt

import clinical as CL
import hdr
import ids
from common import pick, chance, fd, tm, add_days, digits, sample
from g_letters import letterhead


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


RISK_TOOL = {"UK": "FRAX (UK)", "IE": "FRAX (Ireland)", "AU": "Garvan calculator", "NZ": "FRAX (NZ)", "CA": "FRAX (Canada) / CAROC",
             "US": "FRAX (US)"}


def fls(d, rng, c):
    clinic = add_days(c["dc_d"], rng.randrange(20, 110))
    letterhead(d, rng, c, pick(rng, ["Fracture Liaison Service", "Bone Health Clinic", "Osteoporosis & Fracture Prevention Service"]))
    d.w("\nClinic date: [[DATE:v]]   Our ref: [[IDNUM:r]]\n", v=fd(c, clinic, pick(rng, ["num", "long"])), r=ids.idnum(rng, "referral", clinic.year))
    d.w("Typed: [[DATE:v]] ([[DOCTOR:ini]]/[[DOCTOR:t]])\n\n", v=fd(c, add_days(clinic, rng.randrange(1, 8)), "num"), ini=c["fls_ini"],
        t=pick(rng, ["jk", "mb", "sp", "ht", "ar"]))
    d.t("Dear ")
    hdr.dr(d, rng, c, "gp", 0)
    d.t(",\n\n")
    d.w("Re: [[PATIENT:pt_fml]]   DOB [[DATE:v]]   {hl} [[HEALTHPLAN:hp]]\n", v=fd(c, c["dob_d"], "num"), hl=c["hp_lab"])
    d.t("     ")
    hdr.address(d, rng, c)
    d.t("\n\n")
    d.w("I saw {pt} in the fracture liaison clinic today{acc}. ", pt=lambda x: hdr.pt_ref(x, rng, c, False),
        acc=pick(rng, ["", ", accompanied by %s %s" % ("her" if c["sex"] == "F" else "his", c["nok_rel"])]))
    if chance(rng, 0.4):
        d.w("({Rel}: [[FAMILY:nok]].) ", Rel=c["nok_rel"].capitalize())
    if chance(rng, 0.4):
        d.w("{He} is a retired [[PROFESSION:prof]] and {lv}. ", He=c["He"], lv=pick(rng, ["lives alone", "lives with family", "now lives in residential care", "was walking independently before the fall"]))
    d.t("\n\nIndex fracture: ")
    d.w("{S} {fr} [[DATE:v]], treated with {op} at [[HOSPITAL:hosp]].\n", S=c["Side"], fr=c["frac"], v=fd(c, c["fall_d"], pick(rng, ["num", "mya", "long"])), op=c["op_s"])
    d.t("Previous fragility fractures: ")
    k = rng.randrange(3)
    lo = max(c["dob_d"].year + 50, 1985)
    if k == 0:
        d.t("none known.\n")
    elif k == 1:
        d.w("{f} [[DATE:v]].\n", f=pick(rng, ["L distal radius (Colles')", "R proximal humerus", "T12 and L1 vertebral wedge", "R ankle"]),
            v=str(rng.randrange(lo, c["adm_d"].year)))
    else:
        d.w("{f} ([[DATE:v]]) and {g} ([[DATE:v2]]).\n", f=pick(rng, ["wrist", "rib", "pubic ramus"]), v=str(rng.randrange(lo, c["adm_d"].year)),
            g=pick(rng, ["vertebral (L2)", "humerus", "ankle"]), v2=fd(c, dt.date(rng.randrange(lo, c["adm_d"].year), rng.randrange(1, 13), 1), "mya"))
    d.t("\nRisk factors:\n")
    rf = []
    if c["sex"] == "F" and chance(rng, 0.6):
        rf.append(("menopause age [[AGE:v]]", str(rng.randrange(38, 54))))
    if chance(rng, 0.5):
        rf.append(("{par} had a hip fracture aged [[AGE:v]]", str(rng.randrange(62, 95))))
    pool = ["BMI %.1f" % rng.uniform(16.5, 31.0), "prednisolone >5mg for >3 months (PMR)", "rheumatoid arthritis",
            "ex-smoker", "alcohol <14 units/wk", "2 falls in the last year", "T2DM", "coeliac disease"]
    pool += ["aromatase inhibitor (letrozole)", "early hysterectomy + oophorectomy"] if c["sex"] == "F" else \
        ["androgen deprivation therapy (prostate ca)", "low testosterone"]
    rf += [(x, None) for x in sample(rng, pool, rng.randrange(2, 5))]
    for txt, val in rf:
        d.w("- " + txt + "\n", v=val, par=pick(rng, ["Mother", "Father"])) if val else d.t("- " + txt + "\n")
    d.w("\n{tool}: 10-year MOF risk {a}%, hip {b}%", tool=RISK_TOOL[c["cc"]], a=str(rng.randrange(14, 45)), b=str(rng.randrange(6, 30)))
    d.t(" - %s.\n" % A(c, pick(rng, ["above NOGG intervention threshold", "very high risk", "treat without DXA given age and hip fracture"]),
                      pick(rng, ["high risk", "treatment recommended per Osteoporosis Canada guideline" if c["cc"] == "CA" else "treatment recommended"])))
    if chance(rng, 0.6):
        dx = add_days(clinic, -rng.randrange(0, 20))
        d.w("DXA [[DATE:v]] ([[HOSPITAL:hosp2]], scan no [[IDNUM:r]]): L1-L4 T-score {a}, {S} femoral neck T-score {b}, total hip {t}.\n",
            v=fd(c, dx, "num"), r=ids.idnum(rng, "dexa", dx.year), a="%.1f" % -rng.uniform(0.8, 3.9), S=("L" if c["S"] == "R" else "R"),
            b="%.1f" % -rng.uniform(1.8, 4.2), t="%.1f" % -rng.uniform(1.5, 3.9))
    else:
        d.t("DXA not required to start treatment.\n")
    d.t("\nBloods: adj Ca %.2f, ALP %d, PTH %.1f, 25-OH vit D %d nmol/L, eGFR %d, TSH %.1f, %s.\n" % (
        rng.uniform(2.1, 2.6), rng.randrange(50, 180), rng.uniform(2, 14), rng.randrange(10, 95), rng.randrange(25, 90), rng.uniform(0.4, 4.5),
        pick(rng, ["myeloma screen negative", "tTG negative", "serum electrophoresis NAD", "testosterone normal"])))
    d.t("Dental: %s.\n" % pick(rng, ["seen dentist recently, no extractions planned", "edentulous", "needs review before denosumab - letter given"]))
    d.t("\nPlan:\n")
    tx = rng.randrange(4)
    if tx == 0:
        dd = add_days(clinic, rng.randrange(7, 30))
        d.w("1. Zoledronic acid 5mg IV annually for 3 years - first infusion booked [[DATE:v]] at the {u}.\n", v=fd(c, dd, pick(rng, ["num", "long"])),
            u=pick(rng, ["day unit", "ambulatory care unit", "infusion suite"]))
    elif tx == 1:
        d.t("1. Denosumab (Prolia) 60mg SC 6-monthly - please prescribe; must NOT be stopped abruptly (rebound vertebral fractures).\n")
    elif tx == 2:
        d.t("1. Alendronic acid 70mg once weekly - counselled on technique (upright 30 min, plain water). Review at 5 years.\n")
    else:
        d.t("1. Very high risk: teriparatide (Forsteo) 20mcg SC daily x 24 months then antiresorptive; romosozumab (Evenity) considered but prior CVA.\n")
    d.t("2. %s\n" % pick(rng, ["Adcal-D3 1 tablet BD", "Colecalciferol 800 units daily (dietary Ca adequate)", "Accrete D3 1 BD"]))
    d.t("3. Falls: %s\n" % pick(rng, ["referred to community falls service (strength & balance)", "Otago exercise programme", "already attending falls clinic"]))
    d.t("4. Repeat DXA in %d years.\n" % pick(rng, [2, 3, 5]))
    if chance(rng, 0.3):
        d.w("5. Patient information: [[URL:v]]\n", v=ids.url(rng, c["hosp_stem"]))
    d.t("\nYours sincerely,\n\n")
    d.w("[[DOCTOR:v]]\n{g}\n", v=c["fls"], g=pick(rng, ["Fracture Liaison Nurse Specialist", "FLS Coordinator", "Osteoporosis CNS"]))
    if chance(rng, 0.6):
        d.w("Direct line [[PHONE:v]] | [[EMAIL:fls_email]]\n", v=ids.phone(rng, c["cc"]))
    if chance(rng, 0.4):
        d.t("Supervising consultant: ")
        hdr.dr(d, rng, c, "geri", pick(rng, [0, 1]))
        d.t("\n")
    d.t("cc: %s\n" % pick(rng, ["patient", "patient; orthogeriatric team", "patient; care home"]))


def pharm(d, rng, c):
    date = add_days(c["op_d"], rng.randrange(0, 4))
    d.t(pick(rng, ["WARD PHARMACY - MEDICINES RECONCILIATION\n", "Pharmacist medication review (orthogeriatrics)\n", "CLINICAL PHARMACY NOTE\n",
                   "Medicines rec + STOPP/START review\n"]))
    hdr.when_line(d, rng, c, date, day=True)
    hdr.banner(d, rng, c, pick(rng, [0, 1, 2]))
    if chance(rng, 0.5):
        hdr.ward_line(d, rng, c)
    d.t("Weight %.1fkg (%s). " % (rng.uniform(38, 88), pick(rng, ["weighed", "estimated", "from ED"])))
    d.t("CrCl (Cockcroft-Gault) %d ml/min.\n" % rng.randrange(15, 70))
    d.t("\nSources: ")
    srcs = []
    srcs.append(pick(rng, [A(c, "GP Summary Care Record", "PharmaNet profile"), "GP repeat list", "My Health Record" if c["cc"] == "AU" else "GP letter"]))
    d.t(srcs[0])
    if chance(rng, 0.6):
        d.w("; POD (blister pack from [[HOSPITAL:pharmacy]], [[PHONE:pharmacy_ph]])")
    if chance(rng, 0.5):
        d.w("; {rel} [[FAMILY:nok_f]] by phone", rel=c["nok_rel"])
    if c["res"] in ("resid", "nursing") and chance(rng, 0.8):
        d.w("; MAR from [[HOSPITAL:home]]")
    d.t(".\nAllergies confirmed: %s.\n" % pick(rng, ["NKDA", "penicillin - rash", "sulfa - SJS (!)", "morphine - hallucinations"]))
    d.t("\nPre-admission medicines (reconciled):\n")
    meds = CL.med_list(rng, c, rng.randrange(5, 11))
    for m in meds:
        d.t("- %s %s\n" % (m, pick(rng, ["- charted", "- charted", "- withheld", "- not charted, ?intentional", "- dose differs on chart"])))
    d.t("\nIssues:\n")
    iss = [
        "Anticholinergic burden (ACB) score %d - oxybutynin/amitriptyline: suggest stopping (delirium risk)." % rng.randrange(3, 8),
        "Falls-risk increasing drugs: %s. Suggest deprescribe." % ", ".join(sample(rng, ["zopiclone", "doxazosin", "amitriptyline", "quetiapine", "furosemide", "gabapentin"], 2)),
        "DOAC dosing: apixaban 2.5mg BD appropriate (age >=80 + weight <=60kg). Restart 48h post-op per ortho." if c["ac"] == "apixaban" else
        "No anticoagulant pre-admission; VTE prophylaxis enoxaparin 40mg OD charted - check weight/CrCl.",
        "Enoxaparin: CrCl <30 -> reduce to 20mg OD.",
        "Vitamin D %d nmol/L: colecalciferol loading 40,000 units weekly x 7 then 800 units OD." % rng.randrange(10, 30),
        "Zoledronic acid: needs eGFR >35, adj Ca normal and vit D replete first. Dental check advised.",
        "STOPP: PPI >8 weeks without indication - review.",
        "START: bone protection not prescribed despite fragility fracture.",
        "Codeine + oxycodone both charted PRN - duplicate opioids; suggest stop codeine.",
        "Laxatives not prescribed with regular opioid - add senna 15mg ON.",
        "Patient unable to manage foil packs - compliance aid (MDS/dosette) from community pharmacy on discharge.",
        "Levothyroxine and Adcal-D3 timing - separate by 4 hours.",
    ]
    for i, s in enumerate(sample(rng, iss, rng.randrange(3, 7))):
        d.t("%d. %s\n" % (i + 1, s))
    d.t("\n")
    d.w("Discussed with [[DOCTOR:v]] ({g}) - {x}.\n", v=pick(rng, [c["reg"], c["sho"], c["reg_i"]]), g=pick(rng, [c["reg_grade"], c["sho_grade"]]),
        x=pick(rng, ["agreed, chart amended", "will review on WR", "agreed except PPI"]))
    if chance(rng, 0.4):
        d.w("Community pharmacy ([[HOSPITAL:pharmacy]]) informed re: changes via {m}.\n", m=pick(rng, ["DMS referral", "phone", "fax"]))
    d.t("\n")
    d.w("[[DOCTOR:v]], {g}", v=c["pharm"] if chance(rng, 0.6) else c["pharm_i"], g=pick(rng, ["Clinical Pharmacist", "Specialist Pharmacist - Older People",
                                                                                          A(c, "Pharmacist (Band 7)", "PharmD")]))
    if chance(rng, 0.5):
        d.w(" {l} [[LICENSE:v]]", l=c["pharm_liclab"], v=c["pharm_lic"])
    if chance(rng, 0.5):
        d.w(" ext [[PHONE:v]]", v=c["pharm_bleep"])
    d.t("\n")
    if chance(rng, 0.35):
        hdr.efoot(d, rng, c, "pharm", date)
