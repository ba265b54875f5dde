"""Genres: paediatric diabetes clinic letter, new diagnosis education record, insulin pump start record."""
import fmt
from ctx import dt, glu, gnum, a1c
from common import R, ch, age_ph, age_pred, yrs, vals, letterhead, banner, sign, cc_list, insulin_line, cgm_metrics, growth, isf_txt, target_txt

COMORB = [
    ["Coeliac disease, diagnosed on duodenal biopsy ", ("Y", "DATE"), ", on gluten-free diet"],
    ["Hashimoto's thyroiditis on levothyroxine 50 micrograms daily"],
    ["Asthma - Clenil 100 micrograms 2 puffs BD, salbutamol PRN"],
    ["ADHD, on methylphenidate (Concerta XL 27 mg) since ", ("Y", "DATE")],
    ["Eczema"], ["Autism spectrum condition (diagnosed ", ("Y", "DATE"), ")"],
    ["Previous DKA at diagnosis (pH 7.08)"], ["Vitamin D insufficiency, treated"], ["Down syndrome"],
    ["Graves' disease, on carbimazole (block and replace)"], ["Addison's disease excluded (normal short Synacthen test)"],
    ["Possible Wolfram syndrome - genetics awaited"], ["Perthes disease (left hip), resolved"],
]


def _comorb(C):
    rng = R(C)
    out = []
    for item in rng.sample(COMORB, rng.randint(0, 2)):
        row = []
        for x in item:
            if isinstance(x, tuple):
                row.append((str(rng.randint(max(C["_dob"].year + 1, C["_visit"].year - 8), C["_visit"].year)), "DATE"))
            else:
                row.append(x)
        out.append(row)
    return out


def clinic_letter(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    prev = fmt.add_days(visit, -rng.randint(75, 120))
    nxt = fmt.add_days(visit, rng.randint(80, 110))
    letterhead(d, C)
    d.ln(ch(C, ["Clinic date: {v}", "Date of clinic: {v}", "Seen in clinic on {v}", "Clinic: {v} (Room {room})"]), v=dt(C, visit))
    if rng.random() < 0.5:
        d.ln("Date of letter: {x}", x=dt(C, fmt.add_days(visit, rng.randint(1, 6))))
    d.ln()
    to_family = rng.random() < 0.3
    if to_family:
        d.ln("{p1_full}")
        d.ln("{addr}")
        d.ln()
        d.ln(ch(C, ["Dear {pt} and family,", "Dear {p1} and {pt},", "Dear {pt},"]))
    else:
        d.ln("Dr {gp}")
        d.ln("{gp_prac}")
        d.ln("{a}", a=C["gp_addr"])
        d.ln()
        d.ln("Dear Dr {gp_ln},")
    d.ln()
    banner(d, C)
    d.ln("Diagnoses:")
    d.ln("1. Type 1 diabetes mellitus, diagnosed {x} (aged {age_dx})", x=C["dx_my"])
    for i, row in enumerate(_comorb(C)):
        d.ln("%d. {r}" % (i + 2), r=row)
    d.ln()
    d.ln("Current treatment: " + insulin_line(C))
    if C["_on_pump"] and rng.random() < 0.6:
        d.ln("Pump serial: {pump_sn}   CGM: {cgm} (ID {cgm_sn})")
    elif rng.random() < 0.4:
        d.ln("CGM: {cgm} (sensor ID {cgm_sn})")
    d.ln("HbA1c: {a} today (previous {b} on {p})", a=a1c(C, v["a1c"]), b=a1c(C, v["a1c_prev"]), p=dt(C, prev))
    d.ln("CGM, last 14 days:")
    cgm_metrics(d, C, table=rng.random() < 0.4)
    d.ln()
    op = ch(C, [
        "I reviewed {pt} in the {paed} diabetes clinic today with {his} {p1_rel}, {p1}. ",
        "{pt} attended clinic today accompanied by {his} {p1_rel} {p1_full}. ",
        "Thank you for your ongoing care of this {A} {kid}, who was seen in the %s today. " % ("Young People's Diabetes Clinic" if C["_age"] >= 12 else "children's diabetes clinic"),
        "{pt} came to clinic on {v} with {p1} ({p1_rel}) and, for the second half, on {his} own. ",
    ])
    d.w(op, A=age_ph(C), v=dt(C, visit, "long"))
    d.ln(ch(C, [
        "{pt} has had type 1 diabetes for %s and is now {P}." % yrs(C["dur"]),
        "{He} was diagnosed in {dx_y} at the age of {age_dx} and has been managed on %s since {py}." % (ch(C, ["the pump", "hybrid closed loop"]) if C["_on_pump"] else "multiple daily injections"),
        "Since the last appointment on {pv} things have been %s." % ch(C, ["mostly settled", "up and down", "quite difficult at times", "much better"]),
    ]), P=age_pred(C), py=(str(rng.randint(C["_dx"].year, visit.year)), "DATE"), pv=dt(C, prev))
    d.ln()
    d.ln(ch(C, [
        "Glycaemic control: the download shows a clear rise after breakfast on school days and a dawn phenomenon pattern from about 04:00. ",
        "Glycaemic control: there were %d episodes below %s in the last fortnight, mostly after PE and %s. " % (v["hypos_wk"] * 2, glu(C, 3.9), C["sport"]),
        ("Glycaemic control: overnight profiles are flat with the algorithm doing most of the work; daytime highs follow missed or late boluses (%d boluses/day on average). " % v["bolus_day"])
        if C["_on_pump"] else "Glycaemic control: high variability; %s dose timing inconsistent and lunchtime injections often missed at school. " % C["basal"],
    ]))
    d.ln(ch(C, [
        "There has been no severe hypoglycaemia, no DKA and no hospital admissions since {pv}.",
        "One episode of ketosis (blood ketones 1.9 mmol/L) during a viral illness on {x} was managed at home with sick day rules and a call to the on-call team.",
        "{He} had a hypo at school on {x} requiring GlucoGel from {teacher_t}; {he} recovered fully and no glucagon was needed.",
        "No severe hypos. Ketones have not been above 0.6 mmol/L.",
    ]), pv=dt(C, prev), x=dt(C, fmt.add_days(prev, rng.randint(5, 60))))
    d.ln()
    soc = ch(C, [
        "Social: {pt} is in {grade} at {school}. {He} is a member of {club} (%s) and trains on {wd}; the coach, {coach}, has been trained to recognise hypos. " % C["sport"],
        "Social: {pt} lives with {his} {p1_rel} in {city}. {P1_rel} works as {p1_ajob} and {pt}'s {sib_rel} {sib} ({sib_age}) helps with reminders. ",
        "Social: {P1_rel} ({p1}) has returned to work as {p1_ajob} with %s shifts, so {pt} manages breakfast boluses independently. " % ch(C, ["early", "night", "rotating", "weekend"]),
        "Social: the family moved from {origin} in {my} and are settling well; {p1_rel} speaks good English but {lang} interpreting was offered for today.",
    ])
    d.ln(soc, wd=(ch(C, ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Saturdays"]), "DATE"),
         my=dt(C, fmt.add_days(visit, -rng.randint(200, 1500)), "my"))
    d.ln()
    d.w("Examination: ")
    growth(d, C)
    d.ln(ch(C, [
        "Injection/cannula sites: small area of lipohypertrophy on the left abdomen; advised to rotate to buttocks and thighs.",
        "Sites healthy, no lipohypertrophy. Feet normal. Thyroid not palpable.",
        "Mild lipohypertrophy both arms (CGM and cannula sites too close). Acanthosis nigricans absent.",
        "Puberty: Tanner stage %d. No goitre." % rng.randint(1, 5),
    ]))
    d.ln()
    d.ln("Plan:")
    plan = [
        "Change breakfast ICR from 1:%d to 1:%d." % (v["icr_b"], max(3, v["icr_b"] - 1)),
        "Pre-bolus 15 minutes before meals where possible.",
        "Annual review bloods today (TFTs, tTG-IgA, lipids, vitamin D) - sample no {lab1}.",
        "Urine ACR to be sent from home (first morning sample).",
        "Retinal screening due in {rm}; the family will receive a letter.",
        "Updated IHP to be sent to {school} by the {dsnw} ({dsn}).",
        "Referral to the clinical psychologist, Dr {psych_ln}, for support with diabetes distress.",
        "Seasonal flu vaccine recommended.",
        "Continue current settings; exercise target set %s %s." % (ch(C, ["1 hour before", "90 minutes before"]), C["sport"]),
        "Next clinic appointment: {nx} with Dr {cons_ln}.",
    ]
    chosen = rng.sample(plan[:-1], rng.randint(3, 6)) + [plan[-1]]
    for i, p in enumerate(chosen):
        d.ln("%d. %s" % (i + 1, p), rm=dt(C, fmt.add_days(visit, rng.randint(30, 200)), "my"), nx=dt(C, nxt))
    d.ln()
    if rng.random() < 0.4:
        d.ln("Guidance referenced: NICE NG18 (2015, updated 2023) and ISPAD Clinical Practice Consensus Guidelines 2022.")
        d.ln()
    sign(d, C, "cons" if rng.random() < 0.75 else "reg")
    d.ln()
    if not to_family:
        d.ln("cc: {p1_t}, {addr}")
        if C["_has_p2"] and rng.random() < 0.3:
            d.ln("cc: {p2_t} (separate address held on file)")
    else:
        d.ln("cc: Dr {gp}, {gp_prac}")
    if rng.random() < 0.35:
        d.ln("cc: {schn}, {schn_role}, {school}")


def new_diagnosis(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    dx = C["_dx"]
    adm = fmt.add_days(dx, 0)
    d.ln(ch(C, ["NEW DIAGNOSIS EDUCATION RECORD - TYPE 1 DIABETES", "Type 1 Diabetes: New Diagnosis Education Checklist",
                "Newly Diagnosed T1D - Family Education Record"]))
    d.ln("{hosp}, {Paed} Diabetes Team")
    d.ln()
    d.ln("Name: {pt_full}    DOB: {dob}    Age: {age}")
    d.ln("MRN: {mrn}    {nat_l}: {nat}")
    d.ln("Ward: {ward}, bed {bed}    Admission date: {a}", a=dt(C, adm))
    if C["_cc"] == "US":
        d.ln("Encounter #: {acct}   Insurance: {insurer} ID {plan}")
    d.ln("Family present: {P1_rel} ({p1_full}){p2}", p2=([" and " + C["p2_rel"] + " (", C["p2_full"], ")"] if C["_has_p2"] else ""))
    if rng.random() < 0.35:
        d.ln("Interpreter: {lang}, telephone interpreter ID {interp_id}")
    d.ln()
    d.ln("Presentation:")
    d.ln(ch(C, [
        "{pt}, a {A} {kid}, presented to the Children's Emergency Department on {a} with a %s history of polyuria, polydipsia and weight loss. " % ch(C, ["3/52", "2-week", "10-day", "4/52", "1-month"]),
        "{A} {kid} referred by {gpw} Dr {gp_ln} ({gp_prac}, {gp_lic_l} {gp_lic}) after a capillary glucose of %s in the surgery on {a}. " % glu(C, rng.uniform(18, 32)),
        "{pt} was brought in by {his} {p1_rel} on {a} with tiredness, thirst, nocturia and new bedwetting. ",
    ]), A=age_ph(C), a=dt(C, adm, "long"))
    d.ln("Initial BG %s, blood ketones %.1f mmol/L, venous pH %.2f, bicarbonate %d mmol/L. %s" % (
        glu(C, rng.uniform(15, 34)), rng.uniform(0.4, 5.5), rng.uniform(7.12, 7.38), rng.randint(9, 24),
        ch(C, ["Not in DKA.", "Mild DKA, treated per BSPED 2021 guideline.", "No DKA; started subcutaneous insulin same day."])))
    d.ln("Antibodies (GAD, IA-2, ZnT8) sent {a}, lab ref {lab1}. HbA1c at diagnosis %s. TFTs and coeliac screen sent." % a1c(C, rng.randint(75, 130)), a=dt(C, adm))
    d.ln()
    d.ln("Education checklist (initial and date when covered):")
    d.ln("| Day | Topic | Taught by | Date |")
    d.ln("|---|---|---|---|")
    topics = [
        ("Day 1", "What is type 1 diabetes; no one's fault"),
        ("Day 1", "Blood glucose and ketone testing, meter set-up"),
        ("Day 1", "Insulin pens: %s and %s, needles 4 mm" % (C["rapid"], C["basal"])),
        ("Day 2", "Hypoglycaemia: signs, 'Rule of 15', Dextro tablets, Lucozade, GlucoGel"),
        ("Day 2", "Glucagon (Baqsimi / GlucaGen HypoKit) demonstration"),
        ("Day 2", "Carbohydrate awareness with dietitian"),
        ("Day 3", "Sick day rules and ketone thresholds"),
        ("Day 3", "CGM insertion (%s), alarms and the follow app" % C["cgm"]),
        ("Day 3", "School, nursery and childcare; the IHP"),
        ("Day 4", "Driving, sport, holidays and travel (overview)"),
        ("Day 4", "Psychological impact; support groups; Digibete app"),
    ]
    for day, topic in topics:
        off = {"Day 1": 0, "Day 2": 1, "Day 3": 2, "Day 4": 3}[day]
        who = C["diet_ini"] if "dietitian" in topic else ch(C, [C["dsn_ini"], C["dsn_ini"], C["cons_ini"]])
        d.ln("| %s | %s | {w} | {x} |" % (day, topic), w=who, x=dt(C, fmt.add_days(adm, off), "short"))
    d.ln()
    d.ln("Equipment issued:")
    d.ln("- Blood glucose meter: {meter} (serial {meter_sn})")
    d.ln("- Blood ketone meter: FreeStyle Optium Neo (serial {ket_sn})")
    if rng.random() < 0.6:
        d.ln("- CGM: {cgm}, sensor/transmitter ID {cgm_sn}; follower account set up for {p1} ({user_p1})")
    d.ln("- Hypo box, sharps bin, diary, 'Type 1 and Me' booklet")
    d.ln()
    d.ln("Starting doses: %s %g units once daily; %s ICR 1:%d for all meals; correction %s above %s." % (
        C["basal"], round(v["wt"] * 0.3, 0), C["rapid"], max(10, v["icr_b"] + 5), isf_txt(C), glu(C, 8.0)))
    d.ln()
    d.ln("Contact details given to family:")
    d.ln("- Diabetes nurses (weekdays 08:30-17:00): {hosp_tel}")
    d.ln("- 24 h advice: {oncall} (ask for the {paed} registrar on call)")
    d.ln("- Team email: {team_email}   Resources: {team_url}")
    d.ln("Family contact numbers: {p1} {p1_mob}{p2}", p2=(["; ", C["p2"], " ", C["p2_mob"]] if C["_has_p2"] else ""))
    d.ln()
    d.ln("Prescription sent to {pharmacy}. {gpw} informed by letter ({gp_prac}, fax {gp_fax}).")
    d.ln(ch(C, ["%s ({school}) contacted by phone on {s}; visit booked." % ("Nursery" if C["_age"] < 5 else "School"), "Nursery manager informed; training session arranged for {s}.",
                "Letter e-mailed to {sch_email} on {s} with the draft IHP."]), s=dt(C, fmt.add_days(adm, rng.randint(2, 6))))
    d.ln()
    d.ln(ch(C, ["Discharged home on {x}. Daily phone contact for the first week.", "Planned discharge {x}, follow-up in clinic in 2 weeks."]),
         x=dt(C, fmt.add_days(adm, rng.randint(2, 5))))
    d.ln()
    d.ln("Completed by: {dsn}, {dsn_role}   Signature: {dsn_ini}   Date: {x}", x=dt(C, fmt.add_days(adm, 3)))
    if rng.random() < 0.5:
        d.ln("Parent signature: {p1_full}")


def pump_start(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    us = C["_cc"] == "US"
    d.ln(ch(C, ["INSULIN PUMP START RECORD", "Insulin Pump Initiation - Clinical Record", "Pump Start Day Documentation",
                "CSII / Hybrid Closed Loop Start"]))
    d.ln("{hosp} | {paed} Diabetes Technology Clinic")
    d.ln("Start date: {x}    Location: {bldg}, room {room}", x=dt(C, visit, "wd_long"))
    d.ln()
    d.ln("Patient: {pt_caps}   DOB: {dob}   MRN: {mrn}")
    if us:
        d.ln("Payer: {insurer}   Member ID: {plan}   Prior auth ref: {ref}")
    else:
        d.ln("{nat_l}: {nat}   Funding ref: {ref}")
    d.ln("Attending: {pt}, {p1_rel} {p1}" + (", {p2_rel} {p2}" if C["_has_p2"] else ""))
    d.ln("Clinicians: {dsn} ({dsn_role}); {diet} ({diet_role}); {rep}, {rep_role} for the manufacturer")
    d.ln()
    d.ln("Pre-pump checklist:")
    d.ln("- Carb counting assessment passed (dietitian {diet_ini}, {x})", x=dt(C, fmt.add_days(visit, -rng.randint(14, 60)), "short"))
    d.ln("- Saline start completed {x}: no occlusion alarms", x=dt(C, fmt.add_days(visit, -rng.randint(3, 10)), "short"))
    d.ln("- Consent form signed by {p1_full} ({p1_rel})")
    d.ln("- Previous regimen: " + "%s %g units + %s by ICR" % (C["basal"], v["basal"] + 1, C["rapid"]))
    d.ln()
    d.ln("Device details:")
    d.ln("| Device | Model | Serial / ID |")
    d.ln("|---|---|---|")
    d.ln("| Insulin pump | {pump} | {pump_sn} |")
    d.ln("| CGM | {cgm} | {cgm_sn} |")
    d.ln("| Meter (linked) | {meter} | {meter_sn} |")
    if rng.random() < 0.4:
        d.ln("| Controller phone | Android, app %s | {imei} |" % C["algo"], imei=(fmt.device_serial(rng, "phone"), "DEVICE"))
    d.ln("Warranty expires: {w}", w=dt(C, fmt.add_days(visit, 4 * 365)))
    d.ln()
    d.ln("Initial settings (%s):" % C["algo"])
    d.ln("Basal profile (total %.1f units/day):" % v["basal"])
    for hh in ["00:00", "03:00", "06:00", "11:00", "17:00", "21:00"]:
        r = round(v["basal"] / 24 * rng.uniform(0.75, 1.3), 3)
        d.ln("  %s  %.3f U/h" % (hh, r))
    d.ln("ICR: 1:%d (breakfast), 1:%d (lunch), 1:%d (dinner)   ISF: %s   Target: %s   Active insulin: %s h" % (
        v["icr_b"], v["icr_l"], v["icr_d"], isf_txt(C), target_txt(C), ch(C, ["2", "2.5", "3"])))
    d.ln("Max bolus %d U; low suspend at %s; temp target %s for sport." % (rng.randint(6, 15), glu(C, 3.9), glu(C, 8.3)))
    d.ln()
    d.ln("Data upload:")
    d.ln("- Clinic account linked: %s; family username {user_p1}" % C["cgm_app"])
    d.ln("- First upload from clinic PC ({ip}) at %02d:%02d by {user_staff}" % (rng.randint(10, 16), rng.randint(0, 59)))
    if rng.random() < 0.4:
        d.ln("- Home Nightscout site: {ns_url}")
    d.ln()
    d.ln("Modes explained: %s." % {"Control-IQ": "Sleep Activity and Exercise Activity", "Control-IQ+": "Sleep and Exercise Activity",
                                   "SmartGuard": "Temp Target and Auto Correction", "CamAPS FX": "Boost and Ease-off",
                                   "SmartAdjust": "Activity feature (target 150 mg/dL)"}[C["algo"]])
    d.ln("Education covered: cannula insertion (%s), site rotation, occlusion and 'no delivery' alarms, bolus calculator, temp basal / activity mode, pump failure plan - back-up pens and long-acting dose of %g units (%s) written on the plan. Disconnection for swimming max 1 h." % (
        ch(C, ["Autosoft 90", "Mio Advance", "VariSoft", "Orbit micro", "pod"]), round(v["basal"] * 1.1), C["basal"]))
    d.ln()
    d.ln("Follow-up calls:")
    for k in range(rng.randint(2, 3)):
        d.ln("- {x} %s ({w})" % ch(C, ["phone review of overnight profile", "video call, adjust ICR", "check first set change", "review of SmartGuard exits"]),
             x=dt(C, fmt.add_days(visit, k * 2 + 1), "wd_dm" if not C["_cc"] == "CA" else "iso"), w=ch(C, [C["dsn_fn"], C["dsn_ini"], C["diet_fn"]]))
    d.ln()
    if rng.random() < 0.3:
        d.ln("Parking: {p1_rel} given a day permit for car {plate} (multi-storey level 2).")
    d.ln("Record completed by {dsn}, {dsn_role} - {x}", x=dt(C, visit))
    d.ln("Manufacturer trainer: {rep} - mobile {m}", m=(fmt.phone(rng, C["_cc"], "mobile"), "PHONE"))
