"""Genres: orthogeriatrician post-operative review; delirium (4AT) assessment."""
import clinical as CL
import hdr
import ids
from common import pick, chance, fd, tm, add_days, digits, sample


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


PROBLEMS = [
    ("Post-op anaemia", ["Hb {hb} (pre-op {hb0}). Asymptomatic. IV iron (Monofer 1g) today, recheck FBC 48h",
                         "Hb {hb} - transfuse 1 unit RBC over 3h, furosemide 20mg PO mid-transfusion (HFrEF)",
                         "Hb {hb}, stable. Ferritin 45. Oral iron on d/c"]),
    ("AKI stage 1", ["Cr {cr} from baseline ~90. Pre-renal. IV fluids 1L/10h, hold ramipril + furosemide, daily U&E",
                     "Likely hypovolaemia + opioids. Encourage oral fluids, fluid balance, avoid nephrotoxics"]),
    ("Hyponatraemia", ["Na {na}. Euvolaemic. Paired osmolalities sent. Stop sertraline? Discuss with GP.",
                       "Na {na} - likely post-op SIADH + thiazide. Hold indapamide, FR 1.2L"]),
    ("Constipation", ["BNO x4 days. PR: soft stool in rectum. Regular Laxido + senna, phosphate enema if nil by tomorrow",
                      "Bristol type 1. Increase laxatives, mobilise, review opioid use"]),
    ("Pain", ["Controlled on regular paracetamol + oxycodone 2.5mg PRN (using 2-3/day)",
              "Poorly controlled overnight - Abbey Pain Scale 9. Add regular low-dose oxycodone MR 5mg BD, review 24h"]),
    ("Urinary retention", ["Bladder scan 780ml - catheterised. TWOC once mobilising. Tamsulosin started",
                           "Residual 420ml. IDC in situ, plan TWOC on day 5"]),
    ("Hypoactive delirium", ["4AT {f}. Precipitants: pain, constipation, opioids, new environment. Non-pharm measures, family to visit",
                             "4AT {f} - drowsy, inattentive. Septic screen sent (MSU, CXR). Stop cyclizine/codeine"]),
    ("Falls risk", ["Lying/standing BP: {bp1} -> {bp2} (symptomatic postural drop). Stop doxazosin, TEDs, increase fluids",
                    "Recurrent falls x3 this year. Medication review: stop zopiclone; Holter; vision/feet check"]),
    ("Bone health", ["Vit D {vd} nmol/L. Loading colecalciferol 40,000 u weekly x7 then Adcal-D3. IV zoledronic acid before d/c if eGFR >35",
                     "Previous Colles'. Not on treatment. FLS referral done. Dental check pending, plan denosumab 60mg SC",
                     "Already on alendronic acid (poor adherence, swallowing issues). Switch to IV zoledronate"]),
    ("Anticoagulation", ["AF, CHA2DS2-VASc 5, ORBIT 2. Restart apixaban 2.5mg BD from tomorrow (48h post-op), stop LMWH then",
                         "Warfarin - restart tonight at maintenance dose, bridge with enoxaparin until INR >2"]),
    ("Nutrition", ["MUST 2, Alb {alb}. Dietitian referral, Fortisip BD, food chart, red tray",
                   "Poor oral intake. SLT r/v - IDDSI level 6 diet, level 0 fluids"]),
    ("Pressure areas", ["Waterlow 20. Category 2 PU L heel - Repose boots, TVN referral",
                        "Skin intact, 2-hourly turns, air mattress in place"]),
    ("Chest", ["Bibasal creps, T 37.9, CRP {crp}. ?HAP - amoxicillin PO 5 days, chest physio, sit out",
               "Reduced air entry R base. CXR - small effusion. Monitor"]),
]


def postop(d, rng, c):
    pod = rng.randrange(1, 6)
    date = add_days(c["op_d"], pod)
    d.t(pick(rng, ["ORTHOGERIATRIC REVIEW\n", "Orthogeriatrics WR\n", "ORTHO-GERIATRIC POST-OP REVIEW\n",
                   A(c, "Care of the Elderly - post-op review\n", "Geriatric Medicine Consult - follow-up\n")]))
    hdr.when_line(d, rng, c, date, day=True)
    if chance(rng, 0.6):
        hdr.banner(d, rng, c, pick(rng, [2, 0]))
    else:
        d.w("Pt: [[PATIENT:pt_fml]]  {ml} [[MRN:mrn]]\n", ml=c["mrn_lab"])
    if chance(rng, 0.5):
        hdr.ward_line(d, rng, c)
    d.t("WR: ")
    hdr.dr(d, rng, c, "geri", pick(rng, [0, 1, 2]))
    d.w(" (Cons), [[DOCTOR:v]] ({g})", v=c["reg"], g=c["reg_grade"])
    if chance(rng, 0.6):
        d.w(", SN [[DOCTOR:v]]" if chance(rng, 0.5) else ", [[DOCTOR:v]] RN", v=c["nurse"])
    d.t("\n\n")
    d.w("Day {p} post {S} {op} ([[DATE:v]], ", p=str(pod), S=c["S"], op=c["op_s"], v=fd(c, c["op_d"], pick(rng, ["dm", "num2", "wd"])))
    hdr.dr(d, rng, c, "ortho", 0)
    d.t(") for %s. %s + %s.\n" % (c["frac"], c["anaes_k"].capitalize(), c["block"]))
    d.t("\nS: ")
    d.t(pick(rng, ["Comfortable at rest. Pain 3/10 on movement. ", "Says %s 'feels rotten'. Poor sleep. " % c["he"],
                   "Denies pain. Eating small amounts. ", "Confused overnight per nursing staff, pulled out cannula x2. "]))
    if chance(rng, 0.5):
        d.w("{rel} [[FAMILY:nok_f]] visited {when} - feels {he2} is {st}. ", rel=c["nok_rel"].capitalize(),
            when=pick(rng, ["yesterday", "this am", "last night"]), he2=c["he"],
            st=pick(rng, ["'not herself'" if c["sex"] == "F" else "'not himself'", "more muddled than usual", "brighter than yesterday"]))
    if chance(rng, 0.3):
        d.w("Asked us to call {him} '[[PATIENT:pt_nick]]'. ")
    d.t("\nO: ")
    CL.w_obs(d, rng, c)
    d.t("\n%s %s %s\n" % (
        pick(rng, ["Chest clear.", "Bibasal creps.", "Scattered wheeze."]),
        pick(rng, ["Abdo soft, BS+.", "Abdo mildly distended, non-tender.", "Abdo SNT, bladder not palpable."]),
        pick(rng, ["Wound: dressing clean and dry.", "Wound: small ooze, redressed.", "Calves SNT. Heels intact."])))
    if chance(rng, 0.3):
        d.t(pick(rng, ["Edmonton Frail Scale %d/17. " % rng.randrange(5, 14), "Rockwood CFS %s. " % c["cfs"],
                       "Barthel %d/20 (pre-morbid ~%d). " % (rng.randrange(3, 12), rng.randrange(12, 20))]))
    d.w("4AT: {f}/12. Fluid balance: {fb}. BO: {bo}.\n", f=str(rng.randrange(0, 10)), fb=pick(rng, ["+600", "-200", "not recorded", "+1.2L"]),
        bo=pick(rng, ["yes (type 4)", "not since admission", "day 3 - nil", "diarrhoea x2, C diff sent"]))
    d.t("\nBloods:\n")
    v = CL.w_bloods(d, rng, c, style="table")
    d.t("\nA/P:\n")
    probs = sample(rng, PROBLEMS, rng.randrange(4, 8))
    for i, (name, opts) in enumerate(probs):
        txt = pick(rng, opts).format(hb=v["Hb"], hb0=str(int(float(v["Hb"]) + 15)) if c["cc"] != "US" else "%.1f" % (float(v["Hb"]) + 1.5),
                                     cr=v["Cr"], na=v["Na"], f=str(rng.randrange(4, 10)), vd=v["VitD"], alb=v["Alb"], crp=v["CRP"],
                                     bp1="%d/%d" % (rng.randrange(130, 170), rng.randrange(60, 90)),
                                     bp2="%d/%d" % (rng.randrange(90, 120), rng.randrange(50, 70)))
        d.t("%d. %s: %s\n" % (i + 1, name, txt))
    k = len(probs) + 1
    d.t("%d. Rehab: " % k)
    d.t(pick(rng, ["PT/OT input, mobilised with ZF + 1 today. ", "Sat out in chair. Stood with Sara Stedy. ", "Not yet mobilised - hypotensive. "]))
    dest = rng.randrange(4)
    if dest == 0:
        d.w("Likely needs inpatient rehab at [[HOSPITAL:community]]. ")
    elif dest == 1:
        d.w("Aim home with restart of POC ([[ORGANIZATION:agency]]), OT home visit. ")
    elif dest == 2:
        d.w("Return to [[HOSPITAL:home]] once mobilising - home manager aware. ")
    else:
        d.t("Discharge destination TBC - MDT. ")
    d.w("EDD [[DATE:v]].\n", v=fd(c, c["dc_d"], pick(rng, ["dm", "num", "wd"])))
    k += 1
    if chance(rng, 0.5):
        d.w("%d. Escalation: {e}" % k, e=pick(rng, ["DNACPR (discussed with %s), ward-based care" % c["nok_rel"], "for full escalation",
                                                  "ReSPECT form completed, not for ICU"]))
        if chance(rng, 0.5):
            d.w(" - spoke to [[FAMILY:nok]] on [[PHONE:nok_ph]]")
        d.t(".\n")
    d.t("\n")
    who = "reg" if chance(rng, 0.6) else "geri"
    grade = (c["reg_grade"] + " Geriatrics" if chance(rng, 0.5) else c["reg_grade"]) if who == "reg" else \
        pick(rng, ["Consultant Geriatrician", "Cons Orthogeriatrician", A(c, "Consultant", "Attending"), ""])
    hdr.sign(d, rng, c, who, grade, date=None, user=chance(rng, 0.25), edate=date)


def fourat(d, rng, c):
    date = add_days(c["op_d"], rng.randrange(-1, 5))
    alert = pick(rng, [0, 0, 0, 4])
    amt4 = pick(rng, [0, 1, 2, 2])
    att = pick(rng, [0, 1, 1, 2])
    acute = pick(rng, [0, 4, 4])
    tot = alert + amt4 + att + acute
    d.t(pick(rng, ["4AT DELIRIUM ASSESSMENT\n", "Delirium screen (4AT)\n", "DELIRIUM ASSESSMENT - 4AT + CAM\n", "4AT\n"]))
    if chance(rng, 0.5):
        hdr.banner(d, rng, c, pick(rng, [0, 1, 2]))
    else:
        d.w("Patient: [[PATIENT:pt_LF]] ({ml} [[MRN:mrn]])   ", ml=c["mrn_lab"])
        hdr.ward_line(d, rng, c)
    hdr.when_line(d, rng, c, date, pick(rng, ["Date/time: ", "Assessed: "]))
    who = pick(rng, ["nurse", "sho", "reg"])
    d.t("Assessed by: ")
    if who == "nurse":
        d.w("[[DOCTOR:v]], {g}\n", v=c["nurse"], g=pick(rng, ["Staff Nurse", "RN", "Charge Nurse", "Delirium Practitioner"]))
    else:
        d.w("[[DOCTOR:v]] ({g})\n", v=c[who], g=c[who + "_grade"])
    d.t("\nReason: %s\n" % pick(rng, ["Routine post-op screen.", "New confusion overnight - trying to climb out of bed, pulling at IV line.",
                                       "Drowsy and withdrawn today per daughter.", "Agitated, shouting out; not settling.",
                                       "Admission screen (hip fracture pathway)."]))
    d.t("\n1. Alertness: %s  [%d]\n" % ("normal" if alert == 0 else "clearly abnormal - drowsy", alert))
    d.t("2. AMT4 (age, DOB, place, year): ")
    if amt4 == 0:
        d.t("all correct")
    else:
        ans = rng.randrange(3)
        if ans == 0:
            d.w("gave age as [[AGE:v]], ", v=str(rng.randrange(45, 80)))
        elif ans == 1:
            d.w("DOB given as [[DATE:v]] (actual [[DATE:v2]]), ", v=fd(c, add_days(c["dob_d"], rng.randrange(30, 900)), "num"),
                v2=fd(c, c["dob_d"], "num"))
        d.t(pick(rng, ["place: 'at home'", "place: 'the station'", "year incorrect", "unable to say where %s is" % c["he"]]))
    d.t("  [%d]\n" % amt4)
    d.t("3. Attention (months backwards): %s  [%d]\n" % (["achieves 7+ correctly", "starts but <7 months", "untestable"][att], att))
    d.t("4. Acute change or fluctuating course: %s  [%d]\n" % ("no" if acute == 0 else "yes - per family/nursing", acute))
    d.t("TOTAL 4AT: %d/12 -> %s\n" % (tot, "possible delirium +/- cognitive impairment" if tot >= 4 else
                                        ("possible cognitive impairment" if tot else "delirium unlikely")))
    if chance(rng, 0.5):
        d.t("CAM: acute onset %s, inattention %s, disorganised thinking %s, altered LOC %s. RASS %s.\n" % (
            pick(rng, ["+", "+", "-"]), pick(rng, ["+", "+"]), pick(rng, ["+", "-"]), pick(rng, ["+", "-"]), pick(rng, ["-2", "-1", "0", "+1", "+2"])))
    d.t("\nBaseline (collateral from ")
    k = rng.randrange(3)
    if k == 0:
        d.w("{rel} [[FAMILY:nok]]", rel=c["nok_rel"])
    elif k == 1:
        d.w("[[FAMILY:nok_f]], {rel}", rel=c["nok_rel"])
    else:
        d.w("staff at [[HOSPITAL:home]]")
    d.t("): %s\n" % pick(rng, ["Usually orientated, does the crossword, manages own tablets.",
                               "Known %s, AMTS 6 at memory clinic last year; recognises family; independent with personal care." % (c["dem"] or "mild memory problems"),
                               "Some short-term memory loss but lives independently.",
                               "Pleasantly confused at baseline; needs prompting with meals.",
                               "MoCA (Montreal Cognitive Assessment) %d/30 at memory clinic; ACE-III %d/100." % (rng.randrange(12, 26), rng.randrange(55, 88))]))
    d.t("\nPrecipitants (PINCH ME):\n")
    for line in sample(rng, ["Pain - %s" % pick(rng, ["Abbey Pain Scale 8", "grimacing on movement", "controlled"]),
                             "Infection - %s" % pick(rng, ["urine dip nitrites +, MSU sent", "CXR clear", "CRP 110, ?chest"]),
                             "Nutrition - poor intake, MUST 2",
                             "Constipation - BNO %d days" % rng.randrange(2, 6),
                             "Hydration - dry mucosae, urea rising",
                             "Medication - %s" % pick(rng, ["codeine, cyclizine, oxybutynin (ACB 3)", "zopiclone given last night", "tramadol"]),
                             "Environment - moved bays x2, no glasses/hearing aids",
                             "Retention - bladder scan %dml" % rng.randrange(150, 900),
                             "Hyponatraemia - Na %d" % rng.randrange(124, 133)], rng.randrange(3, 7)):
        d.t("- " + line + "\n")
    d.t("\nPlan:\n")
    plan = ["Reorientation: clock/calendar, glasses + hearing aids on, lights on in day / off at night",
            "Encourage family visiting (John's Campaign) - open visiting",
            "Stop %s" % pick(rng, ["codeine", "cyclizine", "oxybutynin", "zopiclone", "amitriptyline"]),
            "Regular laxatives, bowel chart", "Encourage oral fluids, FBC", "Avoid catheter; TWOC",
            "Haloperidol 0.5mg PO max BD only if severely distressed / risk to self" if "Parkinson" not in (c["dem"] or "") and "Lewy" not in (c["dem"] or "")
            else "AVOID haloperidol (Parkinson's/LBD) - low-dose lorazepam only if needed",
            "Bay with enhanced observation (cohort nursing)", "Repeat 4AT daily; document in delirium care plan",
            "Delirium leaflet given to family", "Assess capacity re: treatment decisions when less confused"]
    for item in sample(rng, plan, rng.randrange(4, 8)):
        d.t("- " + item + "\n")
    if chance(rng, 0.4):
        d.w("- {rel} [[FAMILY:nok_f]] happy to stay overnight; ", rel=c["nok_rel"].capitalize())
        d.t(pick(rng, ["bringing in family photos.\n", "will bring hearing aids from home.\n", "to be called if more unsettled.\n"]))
        if chance(rng, 0.5):
            d.w("  contact [[PHONE:v]]\n", v=c["nok_ph"])
    if chance(rng, 0.25):
        d.w("- DoLS urgent authorisation completed [[DATE:v]] (ref [[IDNUM:r]])\n", v=fd(c, date, "num"),
            r=ids.idnum(rng, "safeguard", date.year)) if c["cc"] == "UK" else d.t("- Capacity assessment + substitute decision-maker documented\n")
    d.t("\n")
    if who == "nurse":
        d.w("[[DOCTOR:v]] {g}", v=c["nurse"] if chance(rng, 0.5) else c["nurse_i"], g=pick(rng, ["RN", "SN", "Staff Nurse"]))
        if chance(rng, 0.4):
            d.w(" ({l} [[LICENSE:v]])", l=c["nurse_liclab"], v=c["nurse_lic"])
        d.t("\n")
    else:
        hdr.sign(d, rng, c, who, c[who + "_grade"], user=chance(rng, 0.3), edate=date)
