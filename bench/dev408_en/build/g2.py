"""Genres: CGM download review, school care plan, DKA admission summary."""
import fmt
from ctx import dt, glu, gnum, a1c
from common import R, ch, age_ph, vals, letterhead, banner, sign, cgm_metrics, growth, isf_txt, target_txt

WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def cgm_review(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    n = rng.choice([14, 14, 14, 28, 30, 90])
    d1 = fmt.add_days(visit, -n)
    on_pump = C["_on_pump"]
    d.ln(ch(C, ["CGM DOWNLOAD REVIEW", "Remote CGM Review - %s" % C["cgm_app"], "Diabetes technology review: CGM/AGP report",
                "Virtual clinic - CGM data review"]))
    d.ln("{hosp_s} {Paed} Diabetes")
    d.ln()
    d.ln(ch(C, ["Patient: {pt_full} | DOB {dob} | MRN {mrn}", "{pt_caps}   {dob}   Hosp no. {mrn}   {nat_l} {nat}",
                "Re: {pt_t} ({pt_init})   DOB {dob}   MRN {mrn}"]))
    d.ln("Device: {cgm} (ID {cgm_sn})" + (" with {pump} (SN {pump_sn}), %s" % C["algo"] if on_pump else "; MDI with %s/%s" % (C["basal"], C["rapid"])))
    d.ln("Report period: {a} to {b} (%d days)" % n, a=dt(C, d1), b=dt(C, visit))
    d.ln("Data source: %s clinic account; patient account {user_pt}; last upload {u} from {ip}" % C["cgm_app"],
         u=dt(C, fmt.add_days(visit, -rng.randint(0, 2)), "short"))
    d.ln()
    cgm_metrics(d, C, table=rng.random() < 0.6)
    d.ln("Mean glucose %s; SD %s." % (glu(C, 6.5 + (100 - v["tir"]) * 0.08), gnum(C, rng.uniform(2.4, 4.8))))
    if on_pump:
        d.ln("Pump: auto mode %d%% of time, %d exits (%s), set changes every %.1f days, %.1f boluses/day, TDD %.1f units (basal %d%%)." % (
            rng.randint(70, 98), rng.randint(0, 9), ch(C, ["mostly 'max delivery'", "sensor updating", "BG required", "no calibration"]),
            rng.uniform(2.4, 3.6), v["bolus_day"] + rng.uniform(0, 1), v["tdd"], rng.randint(30, 55)))
    d.ln()
    d.ln("Patterns:")
    lo_day = fmt.add_days(d1, rng.randint(1, n - 2))
    hi_day = fmt.add_days(d1, rng.randint(1, n - 2))
    d.ln("- " + ch(C, [
        "Overnight lows between 02:00 and 04:00, notably on {a} (nadir %s) and {b}." % glu(C, rng.uniform(2.4, 3.6)),
        "Recurrent lows after sport on {a} and {b}; no overnight lows.",
        "One prolonged low on {a} from 03:10 to 03:55 (%s) - alarm slept through; parent woken by follower alert." % glu(C, rng.uniform(2.3, 3.3)),
    ]), a=dt(C, lo_day, ch(C, ["wd_num", "wd_dm", "dm", "num"])), b=dt(C, fmt.add_days(lo_day, rng.randint(2, 6)), ch(C, ["wd_dm", "dm", "num"])))
    d.ln("- " + ch(C, [
        "Post-breakfast excursions to %s on school days; weekends better." % glu(C, rng.uniform(14, 20)),
        "Evening highs after dinner with late or missed boluses (%d missed meal boluses in the period)." % rng.randint(3, 14),
        "Highs on {w} evenings linked to takeaway meals; ketones checked once (0.4).",
        "Variability high (CV above 36%); rapid drops after corrections stacked within 2 h.",
        "Dawn phenomenon from 04:00 to 07:00; no evidence of a Somogyi effect (no preceding lows).",
        "Family also use xDrip+ and Nightscout for remote follow; Apple Watch complication shows readings at school.",
    ]), w=(ch(C, ["Friday", "Saturday", "Sunday"]), "DATE"))
    d.ln("- Sensor: %s. Compression lows suspected on {a} (lying on arm)." % ch(C, ["good wear", "gap of 2 days while waiting for sensors", "2 early sensor failures reported to manufacturer"]),
         a=dt(C, hi_day, ch(C, ["num", "dm", "short"])))
    d.ln()
    d.ln("Changes made:")
    ch_list = [
        "Basal 02:00-05:00 reduced by 10%.",
        "Breakfast ICR strengthened from 1:%d to 1:%d." % (v["icr_b"], max(3, v["icr_b"] - 1)),
        "ISF changed to %s." % isf_txt(C),
        "Low alert raised to %s overnight." % glu(C, 4.4),
        "Advised pre-bolus 10-15 minutes; Fiasp considered.",
        "Activity/exercise mode 60 minutes before netball/football.",
        "No changes - reinforce bolus timing.",
    ]
    for x in rng.sample(ch_list, rng.randint(2, 4)):
        d.ln("- " + x)
    d.ln()
    k = rng.randint(0, 3)
    if k == 0:
        d.ln("Discussed by telephone with {p1} ({p1_rel}) on {mob} on {x}; agreed.", mob=C["p1_mob"], x=dt(C, visit))
    elif k == 1:
        d.ln("Summary sent to family via patient portal ({portal_url}) and to {p1_email}.")
    elif k == 2:
        d.ln("Video consult with {pt} and {p1}; connection from {ip2}. Plan agreed.")
    else:
        d.ln("Left voicemail on {home_tel}; letter to follow to {addr}.")
    if cc == "US":
        d.ln("Billing: CPT 95251 (CGM interpretation), ICD-10 E10.65. Encounter {acct}.")
    d.ln("Next review: {x}", x=dt(C, fmt.add_days(visit, rng.choice([14, 28, 42, 90]))))
    d.ln()
    d.ln("Reviewed by: {r}   Time: %d min" % rng.choice([15, 20, 25, 30]), r=ch(C, [[C["dsn"], ", ", C["dsn_role"]], ["Dr ", C["reg"]], [C["dsn2"], ", ", C["dsn2_role"]]]))
    if rng.random() < 0.4:
        d.ln("Co-signed: Dr {cons_i}")


def school_care_plan(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    title = {"UK": "INDIVIDUAL HEALTHCARE PLAN (IHP) - TYPE 1 DIABETES",
             "US": "DIABETES MEDICAL MANAGEMENT PLAN (DMMP) / SECTION 504 SUPPORT",
             "AU": "DIABETES MANAGEMENT PLAN AND ACTION PLAN FOR SCHOOLS",
             "CA": "Individual Care Plan - Type 1 Diabetes (School)",
             "IE": "School Healthcare Plan - Type 1 Diabetes", "NZ": "School Health Plan: Type 1 Diabetes"}[cc]
    d.ln(title)
    d.ln("Prepared by the {Paed} Diabetes Team, {hosp}, for {school}")
    d.ln()
    d.ln("1. Student details")
    d.ln("Name: {pt_full}   Known as: {pt}")
    d.ln("DOB: {dob}   Class: {grade}   %s: {teacher_t}" % ("Homeroom teacher" if cc in ("US", "CA") else "Class teacher"))
    if rng.random() < 0.5:
        d.ln("Student ID: {student}")
    d.ln("Home address: {addr}")
    d.ln("Hospital no: {mrn}")
    d.ln()
    d.ln("2. Contacts")
    d.ln("| Contact | Name | Phone |")
    d.ln("|---|---|---|")
    d.ln("| {R} | {p1_full} | {p1_mob} (mobile) |", R=C["P1_rel"])
    if C["_has_p2"]:
        d.ln("| {R} | {p2_full} | {p2_mob}; work ({employer}) {w} |", R=C["P2_rel"], w=(fmt.phone(rng, cc, "land") + fmt.extension(rng), "PHONE"))
    d.ln("| {gpw} | Dr {gp}, {gp_prac} | {gp_tel} |")
    d.ln("| Diabetes nurse | {dsn} | {hosp_tel} |")
    d.ln("| Out of hours | {paed} registrar on call | {oncall} |")
    d.ln("| {schn_role} | {schn} | {s} |", s=(fmt.phone(rng, cc, "land"), "PHONE"))
    d.ln("Team email: {team_email}")
    d.ln()
    d.ln("3. Medical information")
    d.ln("{pt} was diagnosed with type 1 diabetes in {dx_my}. {He} uses %s." % (
        ("an insulin pump (%s, serial {pump_sn}) with %s CGM" % (C["pump"], C["cgm"])) if C["_on_pump"] else
        ("insulin pens (%s and %s) and a %s sensor" % (C["rapid"], C["basal"], C["cgm"]))))
    d.ln("Target glucose range at school: %s to %s. Sensor readings can be viewed on the school iPad via the follower app (login {u})." % (gnum(C, 4.0), glu(C, 10.0)),
         u=(fmt.username(rng, C["_pt"]["last"], "school", "staff") if rng.random() < 0.3 else C["user_p1"][0], "USERNAME"))
    d.ln()
    d.ln("4. Daily care")
    d.ln("- Snack at morning break (10:30) - usually 15-20 g, no insulin needed unless above %s." % glu(C, 12))
    d.ln("- Lunch at %s: carbs counted by {pt} with support from {ta} (teaching assistant); bolus given before eating." % ch(C, ["12:00", "12:15", "12:30", "13:00"]))
    d.ln("- PE/sport on {a} and {b}: check glucose before; if below %s take 10-15 g carbs first." % glu(C, 7),
         a=(ch(C, WD[:2]), "DATE"), b=(ch(C, WD[2:5]), "DATE"))
    d.ln("- Cashless catering: biometric (fingerprint) ID {bio_finger}; carb values for school meals supplied by the catering team.")
    d.ln()
    d.ln("5. Hypoglycaemia (below %s)" % glu(C, 4.0))
    d.ln("Signs for {pt}: %s." % ", ".join(rng.sample(["pale", "shaky", "quiet", "giggly", "cross", "sweaty", "hungry", "headache", "blurred vision", "wobbly legs"], 4)))
    d.ln("Treat: %s. Recheck after 15 minutes; repeat if still low. Then a starchy snack if next meal >1 h away." % ch(C, [
        "4 Dextro Energy tablets", "5 Jelly Babies", "GlucoGel 1 tube", "100 ml Coca-Cola (full sugar)", "Glucojuice 60 ml", "3 glucose tablets + juice box"]))
    d.ln("If unconscious or fitting: recovery position, give glucagon (%s) if trained, call %s, then parents. Do NOT give anything by mouth." % (
        ch(C, ["Baqsimi 3 mg nasal", "GlucaGen HypoKit 0.5 mg IM", "Gvoke"]), {"UK": "999", "US": "911", "AU": "000", "NZ": "111", "CA": "911", "IE": "112"}[cc]))
    d.ln()
    d.ln("6. Hyperglycaemia (above %s)" % glu(C, 14))
    d.ln("Check ketones (blood). If above 0.6 mmol/L phone parents; above 1.5 mmol/L or vomiting - parents to collect and call the diabetes team.")
    d.ln()
    d.ln("7. Trips, exams and events")
    d.ln("%s on {t}: {dsnw} to meet staff beforehand. Exams (%s): glucose meter, sensor and hypo treatment allowed in the exam room; extra time if hypo." % (
        ch(C, ["Residential trip to the outdoor centre", "School camp", "Day trip to the museum", "Day trip to the zoo"]), {"UK": ch(C, ["SATs", "GCSEs", "mock exams"]), "US": ch(C, ["state testing", "finals"]), "AU": "NAPLAN",
                 "CA": ch(C, ["EQAO", "provincial exams"]), "IE": ch(C, ["Junior Cycle", "Leaving Cert mocks"]), "NZ": "NCEA"}[cc]),
         t=dt(C, fmt.add_days(visit, rng.randint(20, 200)), ch(C, ["long", "dml", "my"])))
    if rng.random() < 0.55:
        d.ln("Parking: parent vehicle {plate} may use the staff car park for emergency collection.")
    d.ln()
    d.ln("8. Staff trained")
    for who in rng.sample([C["teacher"], C["ta"], C["head"], ("Front office", None)], 3):
        d.ln("- {w} - trained by {dsn_fn} on {x}", w=who if who[1] else who[0], x=dt(C, fmt.add_days(visit, -rng.randint(1, 30)), "short"))
    d.ln()
    d.ln("Agreed by:")
    d.ln("Parent/carer: {p1_full}   Date: {x}", x=dt(C, visit))
    d.ln("Head teacher/principal: {head_t}   Date: {x}", x=dt(C, fmt.add_days(visit, rng.randint(0, 7))))
    d.ln("Diabetes nurse: {dsn}, {dsn_role}")
    d.ln("Review date: {x} or sooner if treatment changes", x=dt(C, fmt.add_days(visit, 365), ch(C, ["my", "num", "long"])))
    d.ln("School contact: {sch_tel} / {sch_email}")


def dka_summary(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    adm = fmt.add_days(visit, -rng.randint(1, 4))
    new = rng.random() < 0.3
    ph = rng.uniform(6.95, 7.28)
    sev = "severe" if ph < 7.1 else ("moderate" if ph < 7.2 else "mild")
    d.ln(ch(C, ["DISCHARGE SUMMARY", "Inpatient Discharge Summary - Paediatrics" if cc != "US" else "Pediatric Inpatient Discharge Summary", "DKA ADMISSION SUMMARY"]))
    d.ln("{hosp} - {ward}, bed {bed}")
    d.ln()
    d.ln("Patient: {pt_caps}   DOB: {dob}   Sex: {sx}")
    d.ln("MRN: {mrn}   {nat_l}: {nat}   Encounter: {acct}")
    if cc == "US":
        d.ln("Identity verified at registration by palm-vein scan, template ID {bio_palm}.")
        if rng.random() < 0.6:
            d.ln("Guarantor: {p1_full}, SSN {ssn}; {insurer} member {plan}")
    d.ln("Admitted: {a} %02d:%02d via Emergency Department   Discharged: {b}" % (rng.randint(0, 23), rng.randint(0, 59)),
         a=dt(C, adm), b=dt(C, visit))
    d.ln("Consultant: Dr {cons}   Discharging clinician: Dr {reg} (pager {bleep})")
    d.ln("{gpw}: Dr {gp}, {gp_prac}, fax {gp_fax}")
    d.ln()
    d.ln("Diagnosis: %s diabetic ketoacidosis%s" % (sev, " - new presentation of type 1 diabetes" if new else " in established type 1 diabetes (diagnosed {dx_y})"))
    d.ln()
    d.ln("Presentation:")
    if new:
        d.ln("{A} {kid} with 3 weeks of polyuria, polydipsia and weight loss, then 24 h of vomiting and abdominal pain. Kussmaul breathing and ketotic breath on arrival; Glasgow Coma Scale 14/15.", A=age_ph(C))
    else:
        d.ln(ch(C, [
            "{A} {kid} on {pump}; cannula dislodged overnight and not replaced, vomiting from 06:00. Ketones 5.8 at home. {P1_rel} called the on-call line and was advised to attend."
            if C["_on_pump"] else "{A} with T1D on MDI; missed basal doses for several days (admitted during exam period). Abdominal pain and vomiting.",
            "{A} {kid} with gastroenteritis for 48 h (Bristol stool type 7); sick day rules followed partially; ketones rising despite extra insulin.",
        ]), A=age_ph(C))
    if rng.random() < 0.4:
        d.ln("Brought in by ambulance, incident number {ambref}.")
    elif rng.random() < 0.3:
        d.ln("Transferred from {hosp3} ED after initial resuscitation (retrieval team).")
    d.ln()
    d.ln("Initial results ({a}, lab no {lab1}):", a=dt(C, adm, "short"))
    d.ln("| Test | Result |")
    d.ln("|---|---|")
    d.ln("| pH (venous) | %.2f |" % ph)
    d.ln("| Bicarbonate | %.1f mmol/L |" % rng.uniform(3.5, 14.9))
    d.ln("| pCO2 | %.1f kPa |" % rng.uniform(1.8, 4.2) if cc != "US" else "| pCO2 | %d mmHg |" % rng.randint(14, 32))
    d.ln("| Glucose | %s |" % glu(C, rng.uniform(16, 38)))
    d.ln("| Beta-hydroxybutyrate | %.1f mmol/L |" % rng.uniform(3.2, 7.9))
    d.ln("| Sodium | %d mmol/L (corrected %d) |" % (rng.randint(129, 138), rng.randint(136, 148)))
    d.ln("| Potassium | %.1f mmol/L |" % rng.uniform(3.4, 5.9))
    d.ln("| Urea / creatinine | %.1f / %d |" % (rng.uniform(3.5, 9.8), rng.randint(38, 110)))
    d.ln("| HbA1c | %s |" % a1c(C, rng.randint(70, 120)))
    d.ln()
    d.ln("Management:")
    d.ln("Treated per the %s. Fluid deficit calculated at %d%%; 10 ml/kg 0.9%% saline bolus in ED (no shock). Fixed rate IV insulin %s units/kg/h started 1-2 h after fluids; potassium added to maintenance. Neuro obs hourly - no signs of cerebral oedema; mannitol not required." % (
        ch(C, ["BSPED Integrated Care Pathway 2021", "ISPAD 2022 DKA guideline", "hospital DKA protocol (ISPAD 2022)", "trust DKA integrated care pathway"]),
        ch(C, [5, 5, 10]), ch(C, ["0.05", "0.1"])))
    d.ln("Care on %s. Ketones below 0.6 at %d h; transitioned to subcutaneous insulin on {x} with breakfast." % (
        ch(C, ["the ward (HDU bed)", "PICU for the first 12 h", "the high dependency unit", "the ward"]), rng.randint(10, 30)),
         x=dt(C, fmt.add_days(adm, 1), ch(C, ["dm", "wd_dm", "short"])))
    d.ln()
    d.ln("Psychosocial:")
    d.ln(ch(C, [
        "Seen by {sw} (social work); family under strain since {p2_rel} lost job as {p2_ajob}. Referred to psychology.",
        "Missed insulin acknowledged; {pt} reports feeling 'fed up'. PHQ-A 11. Psychology (Dr {psych_ln}) to follow up within 2 weeks.",
        "Lives with {p1_rel} ({p1}), who works nights as {p1_ajob}; supervision of evening doses agreed with {his} {gran_rel}, {gran}.",
        "No safeguarding concerns. School ({school}) informed of admission with consent.",
    ]))
    d.ln()
    d.ln("Discharge insulin: " + ("%s %g units daily + %s ICR 1:%d, ISF %s" % (C["basal"], v["basal"], C["rapid"], v["icr_b"], isf_txt(C))
                                   if new or not C["_on_pump"] else "resume %s; new infusion sets supplied; back-up pens" % C["pump"]))
    d.ln("Follow-up: diabetes nurse phone call {a}; clinic with Dr {cons_ln} on {b}.", a=dt(C, fmt.add_days(visit, 2), "dm"),
         b=dt(C, fmt.add_days(visit, rng.randint(10, 30))))
    if rng.random() < 0.35:
        d.ln("Parking concession issued to {p1_rel} for vehicle {plate} for the duration of admission.")
    d.ln()
    d.ln("Summary completed by Dr {reg}, {reg_role}, {x}", x=dt(C, visit))
    d.ln("Copy to: {gp_prac}; {P1_rel}, {addr}")
