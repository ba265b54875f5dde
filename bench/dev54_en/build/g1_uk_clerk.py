"""Genre 1: hospital admission clerking and post-take ward round notes (UK)."""
from core import m, table, aligned
from common import time, vitals, bloods, bloods_text, medlist, ALLERGY, pick, print_banner
from ctx import Ctx
from common import obs_chart, trend_table
import datetime as dt

AGES = {"dka": (18, 45), "pe": (21, 62), "cellulitis": (35, 88), "acs": (42, 86), "ugib": (30, 85), "cap": (25, 95)}

EXTRA_NOTES = [
    "Pharmacy: meds reconciled against GP summary care record - 2 discrepancies (ramipril dose, OTC ibuprofen). Patient's own drugs in locker.",
    "VTE risk assessment completed: high risk, no bleeding contraindication - LMWH prescribed.",
    "MUST score 1 - dietitian referral if intake poor at 72h.",
    "Waterlow 16 - pressure area care 2-hourly, pressure relieving mattress ordered.",
    "Sepsis screen red flag: no. Lactate 1.4.",
    "Frailty: Rockwood CFS 6. Comprehensive geriatric assessment requested.",
    "Delirium screen (4AT) 2 on admission.",
    "Blood cultures x2 taken prior to antibiotics.",
]

PRES = [
    dict(key="cap", pc="SOB and productive cough", dur="4/7", ab=["infection"],
         hpc=["Green sputum, pleuritic R sided chest pain, rigors at home.", "Reduced oral intake, no haemoptysis.",
              "GP started doxycycline %s, no improvement."],
         ex="Coarse creps R base, bronchial breathing R mid zone. HS I+II+0. Calves SNT.",
         ix="CXR: R lower zone consolidation, no effusion. CURB-65 = %d.",
         imp="Community acquired pneumonia (R lower lobe), CURB-65 %d",
         plan=["IV co-amoxiclav 1.2g TDS + PO clarithromycin 500mg BD", "Sputum + blood cultures, urinary legionella/pneumococcal Ag",
               "IV fluids 1L 0.9% NaCl over 8h", "VTE prophylaxis - enoxaparin 40mg OD", "Repeat CRP/U&E in AM"]),
    dict(key="fall", pc="Fall at home, long lie", dur="~10h on floor", ab=["aki"],
         hpc=["Found on floor by %s this morning, unable to get up.", "No LOC per pt, no prodrome, no palpitations.",
              "Increasing falls over past 3/12, uses Zimmer frame indoors."],
         ex="Bruising L hip and L elbow, no shortening/rotation. Pressure areas intact. Postural BP drop 28 mmHg systolic.",
         ix="CK 4,210. ECG: SR 78, 1st degree HB (PR 224ms). CT head: no acute intracranial abnormality.",
         imp="Fall with long lie ?cause, rhabdomyolysis, AKI stage 2, postural hypotension",
         plan=["IV fluids 2L/24h, strict fluid balance, daily U&E + CK", "Hold ramipril and indapamide", "Lying/standing BP BD",
               "PT/OT assessment, falls bundle", "Medication review - consider stopping tamsulosin"]),
    dict(key="acs", pc="Central chest pain", dur="3h", ab=["trop"],
         hpc=["Heavy central CP radiating to L arm and jaw, onset at rest ~%s.", "Associated sweating and nausea.",
              "Similar but milder episodes on exertion over last fortnight."],
         ex="Clammy, HS normal, no murmurs, chest clear. No peripheral oedema.",
         ix="ECG: ST depression 1.5mm V4-V6, TWI I/aVL. hs-TnT 0h 48 -> 3h 186.",
         imp="NSTEMI, GRACE score %d",
         plan=["Aspirin 300mg stat then 75mg OD, ticagrelor 180mg loading", "Fondaparinux 2.5mg SC OD", "Bisoprolol 1.25mg, atorvastatin 80mg",
               "Echo, refer to cardiology for inpatient angiogram", "Telemetry, K > 4, Mg > 1"]),
    dict(key="copd", pc="Increasing SOB and wheeze", dur="5/7", ab=["infection"],
         hpc=["Known COPD (FEV1 41% predicted), usual exercise tolerance 50 yards.", "Increased sputum volume and purulence.",
              "Used rescue pack %s (pred + amox)."],
         ex="Tripoding, pursed lip breathing, widespread expiratory wheeze, reduced air entry bilaterally.",
         ix="ABG on 28%%: pH 7.31, pCO2 7.8, pO2 8.1, HCO3 29. CXR hyperexpanded, no consolidation. DECAF %d.",
         imp="Infective exacerbation of COPD with acute hypercapnic respiratory failure",
         plan=["Controlled O2, target sats 88-92%", "Nebs: salbutamol 5mg / ipratropium 500mcg 4-hourly", "Prednisolone 30mg OD x5/7, doxycycline",
               "Repeat ABG 1h - if pH < 7.35 start NIV", "Ceiling of care discussed - for NIV, not for intubation, DNACPR form completed"]),
    dict(key="ugib", pc="Coffee ground vomiting and melaena", dur="2/7", ab=["anaemia"],
         hpc=["3 episodes CG vomit today, black tarry stools x2.", "Takes naproxen OTC for knee OA.", "Alcohol ~30 units/week."],
         ex="Pale, HR 108, BP 104/62. Abdo soft, mild epigastric tenderness. PR: melaena.",
         ix="Hb 84 (baseline 132). Urea 16.2. Glasgow-Blatchford %d.",
         imp="Upper GI bleed ?peptic ulcer disease (NSAID use)",
         plan=["2 large bore cannulae, G&S + crossmatch 2 units", "Transfuse if Hb < 70", "NBM, OGD within 24h - discussed with GI reg",
               "Stop naproxen; IV PPI post-endoscopy only if stigmata", "CIWA monitoring, Pabrinex"]),
    dict(key="dka", pc="Vomiting, abdominal pain, polyuria", dur="2/7", ab=["dka"],
         hpc=["T1DM since childhood, on basal-bolus.", "Missed insulin doses %s while unwell with D&V.", "Kussmaul breathing noted by paramedics."],
         ex="Dry mucous membranes, cap refill 3s, ketotic breath. Abdo diffusely tender, no guarding.",
         ix="VBG pH 7.14, HCO3 9, ketones 5.6, glucose 27.4. K 5.1.",
         imp="Moderate DKA, precipitant ?viral gastroenteritis",
         plan=["DKA protocol - FRIII 0.1 u/kg/h, continue long-acting insulin", "IV fluids per protocol, add KCl when K < 5.5",
               "Hourly CBG + ketones, 2-hourly VBG", "Diabetes specialist nurse referral", "Sick day rules education before discharge"]),
    dict(key="cellulitis", pc="Red, hot, swollen L leg", dur="3/7", ab=["infection"],
         hpc=["Started after minor graze gardening %s.", "Fevers and rigors overnight.", "Background of lymphoedema and T2DM."],
         ex="Erythema L shin to knee, marked, warm, tender. No crepitus, no bullae. Tinea between toes.",
         ix="Eron class %d. Doppler not indicated - Wells low.",
         imp="L lower limb cellulitis",
         plan=["IV flucloxacillin 2g QDS (or clarithromycin if pen allergic)", "Elevate leg, mark erythema margins", "Treat tinea - terbinafine cream",
               "Consider OPAT if improving at 48h", "CBG monitoring"]),
    dict(key="hf", pc="Worsening breathlessness and leg swelling", dur="2/52", ab=["aki"],
         hpc=["Orthopnoea now 4 pillows, PND x3 this week.", "Weight up 6kg since clinic %s.", "Known HFrEF, EF 30% on echo."],
         ex="JVP raised 6cm, bibasal creps to mid zones, pitting oedema to thighs.",
         ix="NT-proBNP 8,450. CXR: upper lobe diversion, bilateral effusions. ECG AF 96.",
         imp="Acute decompensated heart failure (HFrEF), fast AF",
         plan=["IV furosemide 80mg BD, daily weights, fluid restrict 1.5L", "Strict input/output", "Continue bisoprolol, hold spironolactone while AKI",
               "Heart failure nurse review", "Anticoagulation - CHA2DS2-VASc %d, apixaban"]),
    dict(key="stroke", pc="Sudden L sided weakness and slurred speech", dur="onset 07:40", ab=[],
         hpc=["Woke normal, weakness noted at breakfast by %s.", "No headache, no seizure activity.", "AF - stopped warfarin last year."],
         ex="L facial droop, L arm 2/5, L leg 3/5, dysarthria, L sensory inattention. NIHSS %d.",
         ix="CT head: no haemorrhage. CTA: R M1 occlusion. ASPECTS 9.",
         imp="R MCA territory ischaemic stroke",
         plan=["Thrombolysis given by stroke team 08:55", "Transfer for thrombectomy - accepted by neuro IR", "Neuro obs 15-min",
               "SALT assessment - NBM until swallow screen", "BP < 180/105 post-lysis"]),
    dict(key="uro", pc="Confusion, fevers", dur="2/7", ab=["infection", "lactate"],
         hpc=["Carers report new confusion and reduced mobility.", "Offensive urine, frequency.", "Long-term catheter changed %s."],
         ex="Drowsy but rousable, GCS 14. Suprapubic tenderness. Catheter draining cloudy urine. NEWS2 %d.",
         ix="Urine dip: leuc +++, nit +. Lactate 3.4.",
         imp="Urosepsis (catheter associated), delirium",
         plan=["Sepsis 6 completed within 1h", "IV gentamicin stat + IV co-amoxiclav", "Change catheter, send CSU",
               "4AT on ward, delirium bundle", "Review in 1h - if no response outreach"]),
    dict(key="hypona", pc="Confusion and unsteadiness", dur="1/52", ab=["hypoNa"],
         hpc=["Started on citalopram and indapamide %s.", "Nausea, 2 falls, no seizures.", "Drinking 'lots of water' for constipation."],
         ex="Euvolaemic clinically. Mild ataxia, no focal neuro deficit.",
         ix="Na 119 (was 136). Serum osm 251, urine osm 412, urine Na 48.",
         imp="Moderate-severe hyponatraemia, likely SIADH (SSRI) + thiazide",
         plan=["Stop citalopram and indapamide", "Fluid restrict 1L/day", "U&E 6-hourly - limit rise to < 8 mmol/L in 24h",
               "TFTs, 9am cortisol", "Discuss with endo if < 125 at 24h"]),
    dict(key="pe", pc="Pleuritic chest pain and breathlessness", dur="2/7", ab=[],
         hpc=["Long-haul flight back from %s last week.", "L calf ache.", "On combined OCP."],
         ex="Sats 92% RA, HR 112. L calf swollen 3cm > R.",
         ix="Wells score %d. D-dimer 2.84. CTPA: bilateral segmental PE, no RV strain.",
         imp="Bilateral pulmonary emboli, provoked",
         plan=["Apixaban 10mg BD 7/7 then 5mg BD", "Stop COCP - contraception counselling", "PESI class II - consider early discharge",
               "Anticoag clinic referral", "3 months treatment then review"]),
]

GRADES = ["FY1", "FY2", "CT1", "CT2", "IMT1", "IMT2", "ST3", "SpR", "Clinical Fellow", "ACP", "SHO"]


def sh_block(c, kin, terse):
    r = c.rng
    job = c.profession()
    lives = r.choice(["Lives with %s %s" % (kin.rel, c.nm(kin, "FAMILY", "first")),
                      "Lives alone in %s" % r.choice(["a bungalow", "a 2nd floor flat (lift)", "sheltered housing", "a terraced house"]),
                      "Lives with %s (%s) in %s" % (kin.rel, c.nm(kin, "FAMILY", "full"), m("CITY", c.town))])
    parts = [lives + ".", "Works as a %s." % job if r.random() < 0.6 else "Previously %s." % job,
             r.choice(["Never smoker.", "Ex-smoker, 30 pack years, quit %s." % c.D(c.ago(r.randint(400, 6000)), "year"),
                       "Smokes 10/day.", "Current smoker 20/day."]),
             r.choice(["Alcohol: 14 units/wk.", "Teetotal.", "ETOH ~40u/week.", "Occasional alcohol."]),
             r.choice(["Independent with ADLs, mobile with stick.", "Package of care BD (carers from %s)." % m("ORGANIZATION", c.employer()),
                       "Mobile with Zimmer frame, needs help with bathing.", "Fully independent, drives."])]
    if terse:
        return " ".join(parts).lower().replace("lives", "lives") if False else " ".join(parts)
    return " ".join(parts)


def clerking(c, pr, hosp, ward, clerk, reg, gp, gp_practice, kin):
    r = c.rng
    terse = c.terse
    onset = c.ago(r.randint(1, 6))
    fill = {"cap": c.Ds(onset), "fall": kin.rel + " " + c.nm(kin, "FAMILY", "first"), "acs": time(c),
            "copd": c.Ds(c.ago(r.randint(3, 9))), "dka": "since " + c.D(onset, "weekday"),
            "cellulitis": "on " + c.Ds(onset), "hf": "on " + c.D(c.ago(r.randint(20, 60))),
            "stroke": "her " + kin.rel if c.pt.sex == "F" else "his " + kin.rel,
            "uro": "by DN on " + c.Ds(c.ago(r.randint(6, 14))), "hypona": "by GP on " + c.Ds(c.ago(r.randint(10, 30))),
            "pe": c.country(), "ugib": None}
    hpc = []
    for s in pr["hpc"]:
        if "%s" in s:
            s = s % fill[pr["key"]]
        hpc.append(s)
    age_s = c.A(r.choice(["yo", "year-old", "y/o", "agesex"]))
    seen = c.D(c.today)
    out = []
    hdr = r.choice(["ACUTE MEDICAL CLERKING", "MEDICAL ADMISSION - CLERKING", "Admission clerking (AMU)", "MEDICAL TAKE - CLERKING PROFORMA"])
    out.append(hdr)
    out.append("%s - %s" % (m("HOSPITAL", hosp), m("HOSPITAL", ward)))
    rows = [["Name:", c.P(r.choice(["LF_caps", "full", "LF_allcaps"]))], ["DOB:", c.D(c.dob) + " (" + c.A("bare") + ")"],
            ["NHS No:", m("MRN", c.ID("nhs"))], ["Hosp No:", m("MRN", c.ID("mrn"))]]
    if r.random() < 0.6:
        rows.append(["Address:", c.addr1()])
    if r.random() < 0.4:
        rows.append(["Tel:", m("PHONE", c.phone())])
    rows.append(["GP:", c.doc(gp, "dr_fi") + ", " + m("HOSPITAL", gp_practice)])
    out.append(aligned(rows))
    out.append("")
    bed = "Bay %s Bed %s" % (m("LOCATION_OTHER", str(r.randint(1, 6))), m("LOCATION_OTHER", str(r.randint(1, 8))))
    out.append("Date/time seen: %s %s    Location: %s" % (seen, time(c), bed))
    out.append("Clerked by: %s (%s, bleep %s)" % (c.doc(clerk, r.choice(["dr_full", "dr_fi", "full"])), r.choice(GRADES),
                                                  m("PHONE", c.bleep())))
    out.append("Referral: %s" % r.choice(["GP via SPA", "ED", "999 ambulance via ED", "Same Day Emergency Care", "GP - " + c.doc(gp, "dr_last")]))
    out.append("")
    out.append("PC: %s, %s" % (pr["pc"], pr["dur"]))
    out.append("")
    out.append("HPC:")
    out.append("%s %s presenting with %s. " % (age_s, "man" if c.pt.sex == "M" else "woman", pr["pc"][0].lower() + pr["pc"][1:]) + " ".join(hpc))
    if r.random() < 0.5:
        out.append("Collateral from %s %s (%s): %s" % (kin.rel, c.nm(kin, "FAMILY", "full"), m("PHONE", c.phone("mob")),
                                                        r.choice(["more muddled than usual for 2 days.", "has been off food since the weekend.",
                                                                  "no recent falls before this.", "usually very independent."])))
    out.append("")
    pmh = pick(c, ["HTN", "T2DM (diet controlled)", "T2DM on metformin", "AF", "CKD 3a", "COPD", "IHD - PCI to LAD",
                   "OA knees", "hypothyroidism", "depression", "GORD", "BPH", "osteoporosis", "previous TIA", "asthma",
                   "AAA 4.1cm (surveillance)", "gout", "vascular dementia"], r.randint(3, 6))
    out.append("PMH:")
    for x in pmh:
        if r.random() < 0.35:
            x += " (" + c.D(c.ago(r.randint(400, 7000)), r.choice(["year", "mon_y", "month_y"])) + ")"
        out.append("- " + x)
    out.append("")
    out.append("DH:")
    for x in medlist(c):
        out.append("  " + x)
    out.append("Allergies: %s" % pick(c, ALLERGY))
    out.append("")
    out.append("SH: " + sh_block(c, kin, terse))
    out.append("NOK: %s (%s) %s" % (c.nm(kin, "FAMILY", "full"), kin.rel, m("PHONE", c.phone())))
    out.append("FH: " + r.choice(["nil relevant", "father MI age " + m("AGE", str(r.randint(48, 70))), "mother T2DM, brother bowel ca at " + m("AGE", str(r.randint(45, 69))),
                                  "NC"]))
    out.append("")
    out.append("Systems review: " + r.choice(["otherwise unremarkable", "nil else of note", "no weight loss, no night sweats, bowels regular",
                                               "mild constipation, nocturia x2"]))
    out.append("")
    out.append("O/E:")
    out.append(vitals(c, sick=pr["key"] in ("cap", "uro", "cellulitis", "copd")))
    score = r.randint(1, 12)
    ex = pr["ex"].replace("%d", str(score))
    out.append(ex)
    out.append("Abdo: " + r.choice(["SNT, BS present", "soft, non-tender", "mildly distended, non-tender"]) + ". Neuro: " +
               r.choice(["grossly intact", "GCS 15, no focal deficit", "as above"]))
    out.append("")
    out.append("Ix:")
    out.append(bloods_text(c, bloods(c, abnormal=pr["ab"])))
    out.append(pr["ix"].replace("%d", str(r.randint(1, 4))).replace("%%", "%"))
    out.append("")
    out.append("Imp: " + pr["imp"].replace("%d", str(r.randint(1, 5))))
    out.append("")
    out.append("Plan:")
    for i, x in enumerate(pr["plan"]):
        out.append("%d. %s" % (i + 1, x))
    out.append("%d. Escalation: %s" % (len(pr["plan"]) + 1, r.choice(["full escalation", "ward based ceiling of care, DNACPR discussed with pt and " + kin.rel,
                                                                       "for ITU referral if deteriorates"])))
    out.append("")
    for x in r.sample(EXTRA_NOTES, r.randint(2, 4)):
        out.append(x)
    out.append("")
    out.append("Discussed with %s (%s)." % (c.doc(reg, "dr_last"), r.choice(["med reg", "SpR", "registrar on call"])))
    out.append("%s %s %s GMC %s" % (r.choice(["Signed", "Sig:", "—"]), c.doc(clerk, "full"), r.choice(GRADES), m("LICENSE", c.licence())))
    return "\n".join(out)


def ptwr(c, pr, cons, scribe, kin, terse, day2=False):
    r = c.rng
    out = []
    d = c.today if not day2 else c.ahead(1)
    if terse:
        out.append("ptwr %s %s - %s (cons)" % (c.Ds(d), time(c), c.doc(cons, r.choice(["dr_last", "full"]))))
        out.append("scribe: %s" % c.doc(scribe, r.choice(["full", "init"])))
        out.append("%s %s, adm w/ %s" % (c.A(r.choice(["agesex", "yo"])), c.P("init_nd"), pr["pc"].lower()))
        out.append("s: %s" % r.choice(["feels a bit better", "slept poorly, still sob", "no chest pain overnight", "eating small amounts"]))
        out.append("o: " + vitals(c, style="terse"))
        out.append(r.choice(["chest: creps R base", "abdo soft", "oedema improving", "alert, orientated x3", "AMTS 7/10"]))
        out.append("imp: " + pr["imp"].split(",")[0].lower().replace("%d", str(r.randint(1, 4))))
        out.append("plan:")
        for x in pr["plan"][:r.randint(2, 4)]:
            out.append("- " + x.lower())
        out.append("- dw %s %s on phone (%s), happy with plan" % (kin.rel, c.nm(kin, "FAMILY", r.choice(["lower_first", "first"])),
                                                                   m("PHONE", c.phone("mob"))))
        out.append("- edd %s" % c.Ds(c.ahead(r.randint(2, 7))))
        if r.random() < 0.6:
            out.append("bloods:")
            out.append(trend_table(c, days=(0, 1, 2)))
        out.append(c.doc(scribe, "init") + " " + r.choice(["fy1", "fy2", "ct1", "imt2"]) + " " + m("PHONE", c.bleep()))
    else:
        out.append("POST-TAKE WARD ROUND")
        out.append("Date: %s   Time: %s" % (c.D(d), time(c)))
        out.append("Consultant: %s    Scribe: %s" % (c.doc(cons, r.choice(["dr_full", "dr_fi"])), c.doc(scribe, "dr_full")))
        out.append("Also present: %s, %s" % (c.doc(c.person(), "rn"), r.choice(["pharmacist " + c.doc(c.person(), "full"), "medical student",
                                                                               "PA " + c.doc(c.person(), "full")])))
        out.append("")
        out.append("Summary: %s %s, %s." % (c.A(r.choice(["year-old", "word", "yo"])), "gentleman" if c.pt.sex == "M" else "lady", pr["pc"].lower()))
        out.append("Impression: " + pr["imp"].replace("%d", str(r.randint(1, 4))))
        out.append("")
        out.append("Overnight obs:")
        out.append(obs_chart(c, sick=pr["key"] in ("cap", "uro", "copd", "cellulitis")))
        out.append("")
        out.append("Bloods trend:")
        out.append(trend_table(c, days=(0, 1)))
        out.append("")
        out.append("Agree with clerking. Additional points:")
        out.append(r.choice(["- Review drug chart: anticholinergic burden high, rationalise.", "- Check B12/folate/TFTs.",
                             "- Needs Echo this admission.", "- Consider CT abdomen if CRP not settling."]))
        out.append(r.choice(["- Capacity: pt has capacity for treatment decisions.", "- Lacks capacity re: discharge destination - best interests meeting.",
                             "- Treatment escalation plan completed."]))
        out.append("- Update %s %s today." % (kin.rel, c.nm(kin, "FAMILY", "full")))
        out.append("- EDD: %s. Discharge to %s." % (c.D(c.ahead(r.randint(2, 8))), r.choice(["usual residence", "intermediate care",
                                                                                            m("HOSPITAL", c.hospital("care"))])))
        out.append("")
        out.append("Entered by %s, %s %s" % (c.doc(scribe, "full"), r.choice(GRADES), "GMC " + m("LICENSE", c.licence())))
    return "\n".join(out)


def gen(rng, idx):
    c = Ctx(rng, "GB", age_range=(19, 97))
    r = c.rng
    c.terse = r.random() < 0.3
    pr = r.choice(PRES)
    lo, hi = AGES.get(pr["key"], (55, 97))
    c.age = r.randint(lo, hi)
    c.dob = c.today - dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
    hosp = c.hospital("hosp", town=c.town if r.random() < 0.5 else None)
    ward = c.hospital("ward")
    clerk, reg, cons, scribe = c.person(), c.person(), c.person(), c.person()
    gp = c.person()
    gp_practice = c.hospital("gp")
    kin = c.relative()
    parts = []
    layout = r.choice(["both", "both", "clerk", "ptwr2", "epr"])
    if layout == "epr" or r.random() < 0.35:
        parts.append(print_banner(c, hosp, c.username(c.person())))
        parts.append("")
    if layout in ("both", "clerk", "epr"):
        parts.append(clerking(c, pr, hosp, ward, clerk, reg, gp, gp_practice, kin))
    if layout in ("both", "ptwr2", "epr"):
        parts.append("")
        parts.append("-" * r.choice([40, 60, 20]))
        parts.append(ptwr(c, pr, cons, scribe, kin, c.terse))
    if layout == "ptwr2":
        hdr = "%s | %s | %s | NHS %s" % (m("HOSPITAL", hosp), c.P("LF_caps"), c.D(c.dob), m("MRN", c.ID("nhs")))
        parts.insert(0, hdr)
        parts.append("")
        parts.append(ptwr(c, pr, c.person(), c.person(), kin, True, day2=True))
        parts.append("")
        parts.append("Nursing note %s %s: %s. %s" % (c.Ds(c.ahead(1)), time(c), r.choice(["Settled overnight", "Pt agitated ~0300, 4AT 5",
                                                                                          "Obs stable, NEWS 2"]),
                                                    c.doc(c.person(), "rn")))
    if r.random() < 0.4:
        parts.append("")
        parts.append("Audit: created %s %s by %s; last edited by %s" % (c.D(c.today, "iso"), time(c), m("USERNAME", c.username(clerk)),
                                                                      m("USERNAME", c.username(cons))))
    return "\n".join(parts), "admission_clerking_ptwr"
