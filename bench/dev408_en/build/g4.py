"""Genres: out-of-hours advice call log, annual review, severe hypoglycaemia incident report."""
import fmt
from ctx import dt, glu, gnum, a1c
from common import R, ch, age_ph, yrs, vals, sign, cgm_metrics, growth, isf_txt

WDN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _t(rng, h0, h1):
    return "%02d:%02d" % (rng.randint(h0, h1) % 24, rng.randint(0, 59))


def ooh_call(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    d.ln(ch(C, ["OUT-OF-HOURS DIABETES ADVICE LINE - CALL LOG", "Paeds diabetes on-call telephone advice record", "OOH call log - T1D advice",
                "After-hours diabetes phone advice"]))
    d.ln("Date: {x}   Call ref: {callref}", x=dt(C, visit, ch(C, ["wd_num", "wd_long", "num"])))
    d.ln("Taken by: Dr {oc} ({oc_role}), pager {bleep}" if rng.random() < 0.6 else "Taken by: {rn}, {rn_role} (diabetes advice line {hosp_tel_x})")
    d.ln(ch(C, ["Caller: {p1} ({p1_rel}) on {p1_mob}", "Caller: {p1_t}, {p1_rel} of {pt_init}, on {p1_mob}",
                "Caller: {p1_full} ({p1_rel}), mobile {p1_mob}", "Caller: {pt}'s {p1_rel} {p1} - {p1_mob}"]))
    idk = rng.randint(0, 2)
    if idk == 0:
        d.ln("ID check: DOB and postcode ({zip}) confirmed.")
    elif idk == 1:
        d.ln("ID check: caller matched to voice biometric profile {bio_voice}; DOB confirmed.")
    else:
        d.ln("ID check: name, DOB, address ({street}) confirmed.")
    d.ln("Patient: {pt_full}, {A}, MRN {mrn}, {r}", A=age_ph(C), r="on pump (%s)" % C["pump"] if C["_on_pump"] else "on MDI (%s/%s)" % (C["basal"], C["rapid"]))
    d.ln()
    scen = rng.choice([0, 1, 2, 3, 4] if C["_age"] >= 14 else [0, 1, 2, 3])
    if scen == 3 and not C["_on_pump"]:
        scen = 0
    clock = [rng.choice([1, 2, 3]) * 60 + rng.randint(0, 59) if scen == 2 else rng.randint(17, 23) * 60 + rng.randint(0, 40)]

    def tick(lo=3, hi=25):
        clock[0] += rng.randint(lo, hi)
        m = clock[0] % (24 * 60)
        return "%02d:%02d" % (m // 60, m % 60)
    d.ln("Time log:")
    if scen == 0:
        d.ln("%s  call received. {pt} vomiting x%d since tea time, BG %s, blood ketones %.1f." % (tick(0, 0), rng.randint(2, 5), gnum(C, rng.uniform(14, 24)), rng.uniform(1.5, 2.9)))
        d.ln("%s  advised sick day rules: correction by pen 10%% of TDD (%.1f u), fluids 100 ml/h, recheck BG and ketones in 1 h.%s" % (tick(), v["tdd"] * 0.1, " Change pump set." if C["_on_pump"] else ""))
        d.ln("%s  call back: ketones %.1f, kept fluids down, BG %s. Continue; call again if vomits." % (tick(55, 80), rng.uniform(0.6, 1.4), gnum(C, rng.uniform(10, 15))))
        out = "Outcome: managed at home. Handover to day team."
    elif scen == 1:
        d.ln("%s  {P1_rel} reports ketones %.1f, BG 'HI' on meter, abdo pain, breathing fast." % (tick(0, 0), rng.uniform(3.1, 6.5)))
        d.ln("%s  advised to attend ED at {hosp} now; ambulance if drowsy. ED nurse in charge informed on {hosp_tel_x}." % tick())
        out = "Outcome: attended ED, DKA pathway started (see admission notes)."
    elif scen == 2:
        d.ln("%s  low alarm %s, {pt} treated with %s, now %s. Low again 20 min later." % (tick(0, 0), gnum(C, rng.uniform(2.3, 3.3)),
                                                                               ch(C, ["4 Dextro", "juice", "GlucoGel"]), gnum(C, rng.uniform(3.6, 4.5))))
        d.ln("%s  advice: %s; long-acting carb snack; check in 15 min. %s earlier in the day likely cause." % (
            tick(), "temp basal -30%% for 2 h" if C["_on_pump"] else "no change to %s tonight, reduce by 10%% tomorrow" % C["basal"], C["sport"].capitalize()))
        out = "Outcome: resolved, BG %s at %s. Day team to review basal." % (gnum(C, rng.uniform(5.5, 8)), tick(40, 90))
    elif scen == 3:
        d.ln("%s  pump (%s) 'occlusion' alarm x2, BG %s and rising, no ketones yet." % (tick(0, 0), C["pump"], gnum(C, rng.uniform(15, 22))))
        d.ln("%s  advice: change whole set and site, correction by pen; back-up pump plan. Manufacturer 24 h helpline given. Pump serial {pump_sn} noted for fault report." % tick())
        out = "Outcome: home; device report to be logged " + ch(C, ["on {w}.", "tomorrow.", "by the {dsnw}."])
    else:
        d.ln("%s  {pt} at a party, drank alcohol, BG %s; friend {friend} with {him}." % (tick(0, 0), gnum(C, rng.uniform(4.0, 6.5))))
        d.ln("%s  advice: eat starchy snack, no bolus, reduce basal, set alarm; adult to stay with {him} overnight; glucagon available at home ({street})." % tick())
        out = "Outcome: home. Follow-up call with the {dsnw} next week."
    d.ln(out, w=(ch(C, ["Monday", "Tuesday"]), "DATE"))
    d.ln()
    k = rng.randint(0, 2)
    if k == 0:
        d.ln("Emailed summary to {team_email} for the day team.")
    elif k == 1:
        d.ln("Handover given to {dsn_fn} ({dsn_role}) at 08:30 on {x}.", x=dt(C, fmt.add_days(visit, 1), ch(C, ["wd", "wd_dm", "dm"])))
    else:
        d.ln("Documented in EPR by {user_staff}; workstation {ip}.")
    if rng.random() < 0.3:
        d.ln("Previous calls: {x}, {y} (similar issue).", x=dt(C, fmt.add_days(visit, -rng.randint(10, 60)), "short"), y=dt(C, fmt.add_days(visit, -rng.randint(61, 200)), "short"))


def annual_review(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    age = C["_age"]
    d.ln(ch(C, ["ANNUAL REVIEW - TYPE 1 DIABETES", "T1D Annual Review and Care Processes", "Annual diabetes review (complications screening)"]))
    d.ln("{hosp} {Paed} Diabetes Clinic - seen by Dr {cons} and {dsn}")
    d.ln()
    d.ln("Name: {pt_full}   DOB: {dob}   Age: {age}")
    d.ln("MRN: {mrn}   {nat_l}: {nat}   Visit/encounter no: {acct}")
    d.ln("Review date: {x}   Duration of diabetes: %s (diagnosed {dx_my})" % yrs(C["dur"]), x=dt(C, visit))
    d.ln()
    d.ln("| Care process | Date | Result |")
    d.ln("|---|---|---|")
    def row(name, off, res, **kw):
        d.ln("| %s | {x} | %s |" % (name, res), x=dt(C, fmt.add_days(visit, -off), ch(C, ["num", "short", "num"])), **kw)
    row("HbA1c", 0, a1c(C, v["a1c"]))
    row("Height / weight", 0, "%.1f cm / %.1f kg (BMI %.1f)" % (v["ht"], v["wt"], v["bmi"]))
    row("Blood pressure", 0, "%d/%d (%s centile)" % (v["bp_s"], v["bp_d"], fmt.ordinal(rng.choice([25, 50, 75, 90]))))
    row("Urine ACR", rng.randint(0, 20), "%.1f mg/mmol, lab no {lab1}" % rng.uniform(0.2, 3.9) if cc != "US" else "%d mg/g, lab no {lab1}" % rng.randint(4, 40))
    row("Thyroid function", rng.randint(0, 20), "TSH %.1f mU/L, fT4 %d pmol/L" % (rng.uniform(0.6, 5.8), rng.randint(10, 20)))
    row("Coeliac screen (tTG-IgA)", rng.randint(0, 20), ch(C, ["<0.5 U/mL, total IgA normal", "7 U/mL (borderline), repeat", "negative"]))
    if age >= 12:
        row("Lipids", rng.randint(0, 20), "TC %.1f, LDL %.1f, HDL %.1f mmol/L" % (rng.uniform(3.2, 5.6), rng.uniform(1.5, 3.6), rng.uniform(0.9, 1.9)) if cc != "US" else "LDL %d mg/dL" % rng.randint(60, 140))
        row("Retinal screening", rng.randint(20, 200), ch(C, ["R0 M0 both eyes", "R1 right, R0 left; rescreen 12 months", "no retinopathy"]) + ", screening ref {ref}")
    row("Foot examination", 0, "normal sensation, no callus")
    row("Injection/cannula sites", 0, ch(C, ["lipohypertrophy L thigh", "healthy", "mild bruising at sensor sites"]))
    row("Psychological screen", rng.randint(0, 30), ch(C, ["PAID-T %d" % rng.randint(20, 110), "SDQ %d/40" % rng.randint(4, 24), "PHQ-A %d" % rng.randint(0, 16)]) if age >= 12 else "SDQ %d/40 (parent)" % rng.randint(4, 24))
    row("Influenza vaccine", rng.randint(30, 150), ch(C, ["given (nasal LAIV)", "declined", "given at {gp_prac}"]))
    row("Structured education", rng.randint(0, 90), ch(C, ["KICk-OFF refresher", "carb counting update", "sick day rules update"]))
    row("Dental check", rng.randint(10, 180), "up to date")
    d.ln()
    d.ln("CGM summary:")
    cgm_metrics(d, C, table=False)
    d.ln()
    d.ln("Notes:")
    d.ln(ch(C, [
        "{pt} is doing well at {school}; %s at {club}. No severe hypos or DKA this year." % ch(C, ["plays rugby", "swims", "does gymnastics", "plays netball"]),
        "One admission with DKA on {x} at {hosp2} (see summary). Family engagement improved since.",
        "Moved from {c} in {y}; care transferred from {hosp2}.",
        "Smoking: never. Vaping: %s. Alcohol: %s." % (ch(C, ["no", "occasionally with friends"]), ch(C, ["none", "occasional"])),
    ]), x=dt(C, fmt.add_days(visit, -rng.randint(30, 300))), c=(rng.choice(["Birmingham", "Perth", "Winnipeg", "Wellington", "Dublin", "Tucson", "Dunedin", "Adelaide"]), "CITY"),
         y=(str(visit.year - rng.randint(0, 3)), "DATE"))
    if cc == "UK":
        d.ln("NPDA care processes complete (7/7 for age). Data submitted to the National Paediatric Diabetes Audit.")
    elif cc == "US":
        d.ln("Screening per ADA Standards of Care 2024, Section 14 (Children and Adolescents).")
    else:
        d.ln("Screening per ISPAD 2022 guidelines.")
    d.ln()
    d.ln("Plan: " + ch(C, ["repeat tTG in 6 months", "continue current regimen", "referral to ophthalmology ({hosp2})", "dietetic review", "repeat ACR x2 (early morning)"]) +
         "; next review {x}.", x=dt(C, fmt.add_days(visit, 365), ch(C, ["my", "num"])))
    d.ln("Results letter sent to {addr}.")
    d.ln("Signed: Dr {cons_i}, {cons_lic_l} {cons_lic}")
    if rng.random() < 0.4:
        d.ln("Electronically signed by {user_cons} on {x}", x=dt(C, fmt.add_days(visit, rng.randint(0, 3)), "num"))


def incident(d, C):
    rng = R(C)
    visit = C["_visit"]
    cc = C["_cc"]
    age = C["_age"]
    where = rng.randint(0, 2) if age < 17 else rng.choice([0, 2, 3, 3])
    t0 = rng.randint(8 * 60, 21 * 60) if where != 2 else rng.randint(5 * 60, 7 * 60)
    if where == 0:
        t0 = rng.randint(9 * 60, 15 * 60)
    tm = lambda k: "%02d:%02d" % ((t0 + k) // 60 % 24, (t0 + k) % 60)
    d.ln(ch(C, ["INCIDENT REPORT - SEVERE HYPOGLYCAEMIA" if cc != "US" else "INCIDENT REPORT - SEVERE HYPOGLYCEMIA",
                "Clinical incident form: hypoglycaemia requiring assistance", "Adverse event report - severe hypo"]))
    d.ln("Incident no: {incident}   Reported: {x}", x=dt(C, fmt.add_days(visit, rng.randint(0, 2))))
    d.ln("Date/time of incident: {x} %s" % tm(0), x=dt(C, visit, ch(C, ["wd_long", "num", "long"])))
    d.ln("Person affected: {pt_full} ({A}), MRN {mrn}", A=age_ph(C))
    d.ln("Home address: {addr}")
    if where == 0:
        d.ln("Location: {school} - %s" % ch(C, ["sports hall", "playground", "Room 12", "library"]))
        d.ln("Reported by: {teacher} (class teacher), {sch_tel}")
        d.ln()
        d.ln("Description:")
        d.ln("During %s {pt} became confused and unsteady; sensor reading %s. {ta} gave GlucoGel but {pt} could not swallow safely. {teacher_t} administered %s at %s (trained {x}). Ambulance called - incident number {ambref}." % (
            ch(C, ["PE", "lunch break", "a maths lesson", "swimming"]), glu(C, rng.uniform(1.6, 2.6)), ch(C, ["Baqsimi", "GlucaGen 0.5 mg IM", "glucagon"]), tm(rng.randint(4, 9))),
             x=dt(C, fmt.add_days(visit, -rng.randint(20, 200)), "my"))
    elif where == 1:
        d.ln("Location: {ward}, {hosp}, bed {bed}")
        d.ln("Reported by: {rn}, {rn_role}")
        d.ln()
        d.ln("Description:")
        d.ln("{pt} found drowsy at the %s observations, capillary BG %s. IV 10%% glucose 2 ml/kg given by Dr {oc} (pager {bleep}). Prescribed insulin dose had been given twice (paper and electronic charts). " % (
            tm(0), glu(C, rng.uniform(1.6, 2.6))))
    elif where == 2:
        d.ln("Location: home, {street}, {city}")
        d.ln("Reported by: {dsn} following call from {p1_rel}")
        d.ln()
        d.ln("Description:")
        d.ln("{P1_rel} ({p1}) found {pt} unrousable at %s with a seizure; sensor %s. Glucagon given by {p1_rel}; ambulance {ambref}. Paramedics {pm1} and {pm2} gave IV glucose; conveyed to {hosp}." % (
            tm(0), glu(C, rng.uniform(1.5, 2.4))), pm1=_para(C), pm2=_para(C))
    else:
        d.ln("Location: %s, {city}" % ch(C, ["car park of {employer}", "roadside near {employer}", "petrol station forecourt"]))
        d.ln("Reported by: police via ED liaison; {dsn2} informed")
        d.ln()
        d.ln("Description:")
        d.ln("{pt} was driving {his} car (registration {plate}, VIN {vin}) after work as {pt_ajob} and became confused; pulled over, bystander called emergency services. BG %s on paramedic arrival; treated with oral glucose. No collision. Driver licence {dl} - advised not to drive and to inform the licensing authority." % glu(C, rng.uniform(2.0, 3.0)))
    d.ln()
    if where == 1:
        d.ln("Outcome: recovered, BG %s after 15 min; hourly capillary glucose for 4 h on the ward." % glu(C, rng.uniform(5, 9)))
    else:
        d.ln("Outcome: " + ch(C, ["recovered, BG %s after 15 min; collected by {p1_rel}." % glu(C, rng.uniform(5, 9)),
                                   "taken to {hosp} ED, observed 4 h, discharged home.", "admitted overnight for observation on {ward}."]))
    d.ln(("Parents informed: {p1_full} on {p1_mob} at %s." % tm(rng.randint(10, 35))) if where != 2 else "Parent present throughout: {p1_full} ({p1_mob}).")
    d.ln()
    factors = {0: ["exercise without carb/temp target", "missed snack", "sensor lag", "no trained staff on duty", "CGM alarm muted"],
               1: ["dose given twice (paper and electronic charts)", "handover omitted insulin time", "reduced oral intake not recognised"],
               2: ["exercise without carb/temp target", "alcohol previous evening", "CGM alarm muted", "new ICR started that week"],
               3: ["missed meal", "no glucose check before driving", "sensor lag", "long shift without a break"]}[where]
    d.ln("Contributing factors: " + ", ".join(rng.sample(factors, 2)) + ".")
    act = {0: "IHP reviewed with {school}; refresher glucagon training for staff on {x}; settings reviewed by {dsn_fn}.",
           1: "prescribing error reported; ward teaching on insulin charts on {x}; pharmacist {pharm_p} reviewing.",
           2: "overnight settings reviewed by {dsn_fn}; follow-up call on {x}; spare glucagon prescribed.",
           3: "driving advice given in writing; review in clinic on {x}; CGM low alert set to %s." % glu(C, 5.0)}[where]
    d.ln("Actions: " + act, x=dt(C, fmt.add_days(visit, rng.randint(3, 20)), "dm"))
    d.ln("Harm level: %s. Duty of candour: %s." % (ch(C, ["low", "moderate", "no harm"]), ch(C, ["not applicable", "completed with family"])))
    d.ln("Reviewed by: {dsn2} ({dsn2_role}); closed {x}", x=dt(C, fmt.add_days(visit, rng.randint(14, 60))))


def _para(C):
    rng = R(C)
    import pools
    return (rng.choice(pools.ADULT_F + pools.ADULT_M) + " " + rng.choice(["Okoye", "Brannigan", "Tasker", "Muir", "Delaney", "Hartigan", "Pearce", "Vos", "Kapoor", "Nakata", "Ruru", "Lindqvist"]), "DOCTOR")
