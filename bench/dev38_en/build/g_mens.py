"""Genre: men's health checks."""
import pools
from core import P, add_days, make_person, title, num_words
from ctx import make_clin, make_family, facility_name, age_phrase
from blocks import fac_header, setup_patient, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, er, transcription


def _setup(r, ctx, lo=40, hi=74):
    loc = ctx.loc
    setup_patient(ctx, sex="M", age_years=r.randint(lo, hi))
    prof = pools.US_PROFESSIONS if ctx.code in ("US", "CA") else pools.PROFESSIONS
    ctx.job = r.choice(prof)
    ctx.employer = pools.employer_for(r, ctx.job if hasattr(ctx, 'job') else ctx.mother_job, ctx.city)
    psex = "F" if r.random() < 0.9 else "M"
    ctx.partner = make_family(r, loc, ctx.pt, r.choice(["wife", "wife", "partner"]) if psex == "F" else r.choice(["husband", "partner"]), sex=psex) \
        if r.random() < 0.7 else None
    ctx.doc = make_clin(r, loc, "doc")
    ctx.nurse = make_clin(r, loc, "nurse")
    ctx.sbp, ctx.dbp = r.randint(118, 162), r.randint(70, 100)
    ctx.ht = r.randint(162, 192)
    ctx.wt = round(r.uniform(64, 128), 1)
    ctx.bmi = round(ctx.wt / (ctx.ht / 100) ** 2, 1)
    ctx.tc = round(r.uniform(3.8, 7.4), 1)
    ctx.hdl = round(r.uniform(0.8, 1.7), 1)
    ctx.a1c = r.randint(34, 50)
    ctx.smoker = r.choice(["never", "ex", "current"])
    ctx.units = r.choice([0, 4, 8, 14, 20, 28, 35])


def fhx(r, ctx):
    loc = ctx.loc
    opts = [f"father MI aged {P(str(r.randint(48, 70)), 'AGE')}", f"mother type 2 diabetes", f"brother died of bowel cancer at {P(str(r.randint(50, 66)), 'AGE')}",
            "no premature CVD", f"father prostate cancer diagnosed at {P(str(r.randint(60, 78)), 'AGE')}", f"mother stroke aged {P(str(r.randint(62, 80)), 'AGE')}"]
    return "; ".join(r.sample(opts, r.randint(1, 2)))


def layout_nhs_check(r, ctx):
    loc, p = ctx.loc, ctx.pt
    cl = r.choice([ctx.nurse, make_clin(r, loc, "nurse")])
    name = {"UK": "NHS Health Check", "IE": "Cardiovascular risk check (Chronic Disease Programme)", "AU": "Men's health assessment",
            "NZ": "Heart and diabetes check (CVDRA)", "CA": "Periodic health review", "US": "Preventive visit"}[loc.code]
    out = [f"{P(ctx.practice, 'HOSPITAL')} - {name}", ""]
    out.append(f"Patient: {title(r, p, loc.code)} {pt_name(r, ctx, r.choice(['full', 'first_LAST']))}   DOB {loc.D(ctx.dob, 'num')}   Age {P(str(ctx.age), 'AGE')}")
    out.append("   ".join(id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",))))
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}   Clinician: {P(cl.p.full, 'DOCTOR')} ({cl.cred})")
    out.append("")
    eth = pools.ETHNICITY[p.origin][loc.code]
    out.append(f"Ethnicity: {eth}.   Occupation: {P(ctx.job, 'PROFESSION')}" + (f" ({P(ctx.employer, 'ORGANIZATION')})" if r.random() < 0.5 else "") + ".")
    out.append(f"Family history: {fhx(r, ctx)}.")
    sm = {"never": "never smoked", "ex": f"ex-smoker, quit {loc.D(add_days(ctx.visit, -r.randint(400, 6000)), 'year')}", "current": f"current smoker {r.randint(5, 25)}/day"}[ctx.smoker]
    out.append(f"Smoking: {sm}.   Alcohol: {ctx.units} units/wk, AUDIT-C {min(12, ctx.units // 3)}.")
    out.append(f"Physical activity (GPPAQ): {r.choice(['inactive', 'moderately inactive', 'moderately active', 'active'])}.")
    out.append("Medical history: " + r.choice(["nil", "asthma", "gout", "depression (past)", "knee OA", "reflux"]) + ". Medication: "
               + r.choice(["nil", "omeprazole 20 mg", "salbutamol PRN", "naproxen PRN"]) + ". No known CVD, diabetes, CKD or FH.")
    if ctx.partner:
        out.append(f"Lives with {ctx.partner.relation} {P(ctx.partner.given, 'FAMILY')}" + r.choice(["", " and two children", "; children grown up"]) + ".")
    out.append(f"{P(p.given, 'PATIENT')} " + r.choice(["keen to lose weight before his daughter's wedding.", "has no symptoms and attends following the invitation letter.",
                                                   "reports occasional chest tightness when running for the bus - see below.", "wants to get fitter after retirement."]))
    out.append("")
    out.append("Measurements:")
    out.append(f"  BP {ctx.sbp}/{ctx.dbp} (repeat {ctx.sbp - r.randint(0, 8)}/{ctx.dbp - r.randint(0, 5)})   Pulse {r.randint(56, 92)} regular")
    out.append(f"  Height {ctx.ht} cm   Weight {ctx.wt} kg   BMI {ctx.bmi}   Waist {r.randint(84, 120)} cm")
    out.append(f"  Total cholesterol {ctx.tc} mmol/L   HDL {ctx.hdl}   TC:HDL {round(ctx.tc / ctx.hdl, 1)}   (lab no. {P(loc.accession(), 'IDNUM')})")
    out.append(f"  HbA1c {ctx.a1c} mmol/mol" + (" - non-diabetic hyperglycaemia" if 42 <= ctx.a1c < 48 else (" - repeat to confirm diabetes" if ctx.a1c >= 48 else "")))
    q = round(r.uniform(3, 24), 1)
    out.append(f"  QRISK3 10-year risk: {q}%" if loc.code in ("UK", "IE") else f"  5-year CVD risk: {round(q / 2, 1)}%")
    out.append("")
    adv = ["Healthy eating and weight", "Physical activity - 150 min/week"]
    if ctx.smoker == "current":
        adv.append(f"Very brief advice on smoking - referred to {P(facility_name(r, loc, 'smoking', ctx.city), 'HOSPITAL')}")
    if ctx.units > 14:
        adv.append("Alcohol brief intervention")
    if q >= 10:
        adv.append("Statin discussed (atorvastatin 20 mg) - GP appointment booked")
    if ctx.age >= 65 and loc.code == "UK":
        adv.append("Dementia risk reduction information given")
    if r.random() < 0.4:
        adv.append(f"Exercise referral to {P(r.choice([ctx.city + ' Leisure Centre', ctx.city + ' Active Living', ctx.city + ' YMCA']), 'ORGANIZATION')}")
    out.append("Advice / actions: " + "; ".join(adv) + ".")
    out.append("Discussion: explained what the risk score means, how it can be reduced, and agreed goals: " + r.choice(
        ["walk 30 min 5 days/week, swap sugary drinks", "cut alcohol to under 14 units", "lose 5% body weight over 6 months", "stop smoking and review BP in 3 months"]) + ".")
    out.append(f"Results letter sent to {P(loc.street_line() if False else ctx.addr['street'], 'STREET')}, {P(ctx.addr['city'], 'CITY')} and text to {P(ctx.pt_mobile, 'PHONE')}.")
    out.append("")
    out.append(signature(r, ctx, cl, esign=r.random() < 0.6))
    s = "\n".join(out)
    if loc.code not in ("UK",):
        s = s.replace(" (GPPAQ)", "")
    return s


def layout_us_physical(r, ctx):
    loc, p = ctx.loc, ctx.pt
    out = [fac_header(r, ctx), ""]
    out.append(r.choice(["ANNUAL PHYSICAL - MALE", "Annual Wellness / Preventive Exam", "COMPLETE PHYSICAL EXAM"]))
    out.append(f"Patient: {pt_name(r, ctx, r.choice(['LAST_FIRST_MI', 'last_first']))}   DOB: {loc.D(ctx.dob, 'num')}   {age_phrase(r, ctx.age, 'yo')} M")
    out.append("   ".join(id_lines(r, ctx, ("mrn",)) + [f"CSN: {P(ctx.acct, 'ACCOUNT')}"]))
    out += id_lines(r, ctx, ("nat", "plan"))
    if r.random() < 0.35:
        out.append(f"Check-in: kiosk, identity verified by palm-vein scan (biometric ID {P(loc.bioid(), 'BIOID')}).")
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}   PCP: {clin_ref(r, loc, ctx.doc)}")
    out.append("")
    out.append("ROS: " + "; ".join(r.sample(["no chest pain", "no dyspnea", "no GI bleeding", "no weight loss", "no urinary symptoms", "mood good",
                                             "sleeps 6-7 h", "no headaches", "no joint pain", "no skin changes"], r.randint(4, 7))) + ".")
    out.append(f"SUBJECTIVE: {P(p.given, 'PATIENT')} presents for annual exam. " + r.choice([
        "Feels well. No chest pain, SOB, or claudication.", "Reports some ED over past year; no morning erections change.",
        "Nocturia x2, weak stream. No hematuria.", "Concerned about weight gain since changing jobs.", "Knee stiffness in mornings, otherwise well."]))
    if ctx.age >= 62 and r.random() < 0.6:
        out.append(f"Work: retired {P(ctx.job, 'PROFESSION')}.")
    else:
        out.append(f"Work: {P(ctx.job, 'PROFESSION')}" + r.choice([f" at {P(ctx.employer, 'ORGANIZATION')}", ""]) + ".")
    if ctx.partner:
        out.append(f"Social: married to {P(ctx.partner.full, 'FAMILY')}; " + r.choice(["two adult children", "no children", "one son in college"]) + ".")
    out.append(f"FHx: {fhx(r, ctx)}.")
    out.append(f"Tobacco: {ctx.smoker}" + (f", {r.randint(10, 45)} pack-years" if ctx.smoker != "never" else "") + f". EtOH: {max(0, ctx.units // 2)} drinks/wk. AUDIT-C neg.")
    out.append("")
    out.append(f"OBJECTIVE: BP {ctx.sbp}/{ctx.dbp}  HR {r.randint(56, 90)}  Ht {round(ctx.ht / 2.54)} in  Wt {round(ctx.wt * 2.2046)} lb  BMI {ctx.bmi}")
    out.append("Gen: NAD. HEENT: normal. Neck: no thyromegaly. CV: RRR, no murmur. Lungs: CTA. Abd: soft, no bruit, no pulsatile mass. "
               + r.choice(["GU: normal testes, no hernia. DRE deferred.", "GU: declined.", "GU: testes normal; prostate smooth, mildly enlarged, non-tender."])
               + " Skin: " + r.choice(["seborrheic keratoses on back.", "no suspicious lesions.", "2 atypical nevi - derm referral."]))
    out.append("")
    out.append("PREVENTIVE:")
    last_colo = add_days(ctx.visit, -r.randint(300, 3500))
    out.append(f"  Colon cancer screening: colonoscopy {loc.D(last_colo, r.choice(['num', 'mon_year', 'year']))} - {r.choice(['normal, repeat 10 yr', '2 tubular adenomas, repeat 3-5 yr', 'due - Cologuard ordered'])}")
    out.append(f"  Prostate: PSA shared decision-making done; {r.choice(['patient elects to screen - PSA ordered', 'declines PSA', f'last PSA {round(r.uniform(0.5, 4.5), 1)} ng/mL'])}")
    if ctx.age >= 65 and ctx.smoker != "never":
        out.append("  AAA: one-time screening ultrasound ordered (ever-smoker, meets age criteria).")
    if ctx.smoker != "never" and ctx.age >= 50:
        out.append("  Lung: LDCT annual screening discussed.")
    out.append(f"  Lipids: TC {int(ctx.tc * 38.67)}, HDL {int(ctx.hdl * 38.67)}; ASCVD 10-yr {round(r.uniform(3, 22), 1)}%")
    out.append(f"  Vaccines: {r.choice(['Shingrix #1 today', 'flu shot today', 'Tdap due - given', 'up to date'])}; lot {P(loc.batch(), 'IDNUM')}")
    out.append("")
    out.append("ASSESSMENT/PLAN: " + r.choice(["Healthy adult male - continue current lifestyle.", "Elevated BP without dx HTN - home monitoring, recheck 1 month.",
                                                "Prediabetes (A1c 6.1%) - DPP referral.", "ED - trial sildenafil 50 mg PRN, discussed cardiac risk."])
               + f" Labs: CMP, lipid panel, A1c{', PSA' if r.random() < 0.5 else ''}. Return 1 year or PRN.")
    out.append("")
    out.append(signature(r, ctx, ctx.doc))
    return "\n".join(out)


def layout_workplace(r, ctx):
    loc, p = ctx.loc, ctx.pt
    nurse = make_clin(r, loc, "nurse")
    provider = r.choice([f"{ctx.city} Men's Health Outreach", f"{pools.PLACE_WORDS[r.randint(0, len(pools.PLACE_WORDS) - 1)]} Occupational Health",
                         f"{ctx.city} Workplace Health Checks"])
    site = r.choice(["depot", "site office", "canteen", "crib room", "first aid room"])
    gate = str(r.randint(1, 6))
    out = [f"{P(provider, 'HOSPITAL')} - Workplace Men's Health Check", ""]
    out.append(f"Employer: {P(ctx.employer, 'ORGANIZATION')}   Venue: {site}, Gate {P(gate, 'LOCATION_OTHER')}   Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}")
    out.append(f"Name: {pt_name(r, ctx, r.choice(['full', 'LAST_first']))}   DOB {loc.D(ctx.dob, 'num')} ({P(str(ctx.age), 'AGE')})   Employee ID {P(loc.digits(r.choice([5, 6, 7])), 'IDNUM')}")
    out.append(f"Role: {P(ctx.job, 'PROFESSION')}   Mobile {P(ctx.pt_mobile, 'PHONE')}")
    if r.random() < 0.6:
        out.append(f"Heavy vehicle licence no. {P(loc.driving_licence() if loc.code != 'UK' else loc.driving_licence(p.family), 'LICENSE')}; fleet vehicle {P(loc.plate(), 'VEHICLE')}")
    if r.random() < 0.25:
        out.append(f"Sign-in: site fingerprint reader, template ID {P(loc.bioid(), 'BIOID')}.")
    out.append(f"Usual GP: {drn(loc, make_clin(r, loc, 'doc'))}, {P(ctx.practice, 'HOSPITAL')}" if r.random() < 0.7 else "Usual GP: none - encouraged to register.")
    out.append("")
    out.append("Questionnaire:")
    out.append(f"  Shift pattern: {r.choice(['12-hr rotating', 'days', 'nights', 'FIFO 2 weeks on/1 off', '4 on 4 off'])}. Sleep {r.randint(4, 8)} h/night. "
               + r.choice(["Snores, wife says stops breathing at night.", "No daytime sleepiness.", "Epworth 13."]).replace("wife", ctx.partner.relation if ctx.partner else "wife"))
    out.append(f"  Smoking: {ctx.smoker}. Alcohol: {ctx.units} std drinks/wk. Energy drinks: {r.randint(0, 4)}/day.")
    out.append(f"  Mood (K10): {r.randint(11, 30)}. " + r.choice(["No concerns.", "Stress re finances.", "Recent separation - support options discussed.", "Lost a mate at work last year."]))
    out.append(f"  Family: {fhx(r, ctx)}.")
    out.append("")
    out.append("Checks:")
    out.append(f"  BP {ctx.sbp}/{ctx.dbp}, BMI {ctx.bmi}, waist {r.randint(86, 122)} cm")
    out.append(f"  Finger-prick cholesterol {ctx.tc} mmol/L, glucose {round(r.uniform(4.5, 8.9), 1)} mmol/L ({r.choice(['fasting', 'random'])})")
    out.append(f"  AUSDRISK {r.randint(5, 22)}" if loc.code == "AU" else f"  Diabetes risk score {r.randint(5, 22)}")
    out.append(f"  Skin check: {r.choice(['sun damage forearms, 1 lesion to check', 'nil of note', 'actinic keratoses on scalp'])}. Hearing: {r.choice(['noise-induced loss pattern', 'pass', 'wears earplugs inconsistently'])}.")
    out.append("")
    out.append("Outcome: " + r.choice(["Green - routine GP check in 12 months.", "Amber - see GP within 4 weeks (BP).", "Red - same-week GP review (glucose 8.9 random, symptoms)."]))
    out.append(f"Referral letter given. Consent to share results with GP: {r.choice(['yes', 'no'])}. Results NOT shared with employer.")
    out.append("")
    out.append(signature(r, ctx, nurse, esign=r.random() < 0.4))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("Usual GP", "Family doctor").replace("see GP", "see doctor").replace("GP check", "checkup").replace("with GP", "with family doctor")
    return s


def layout_results_letter(r, ctx):
    loc, p = ctx.loc, ctx.pt
    out = [fac_header(r, ctx, compact=False), ""]
    out.append(loc.D(add_days(ctx.visit, r.randint(3, 12)), r.choice(["long", "num", "long_ord"])))
    out.append("")
    out.append(f"{title(r, p, loc.code)} {P(p.fmt(r.choice(['full', 'full_mi', 'init_last'])), 'PATIENT')}")
    out.append(loc.addr_block(ctx.addr))
    out.append("")
    out.append(f"Dear {title(r, p, loc.code)} {P(p.family, 'PATIENT')},")
    out.append("")
    chk = r.choice(["health check", "men's health check", "annual review"])
    out.append(f"Thank you for attending your {chk} on {loc.D(ctx.visit, r.choice(loc.body_dates))}. Your results are below.")
    out.append("")
    out.append(f"  Blood pressure:     {ctx.sbp}/{ctx.dbp} mmHg")
    out.append(f"  Body mass index:    {ctx.bmi}")
    out.append(f"  Cholesterol:        {ctx.tc} mmol/L (HDL {ctx.hdl})")
    out.append(f"  HbA1c:              {ctx.a1c} mmol/mol")
    if r.random() < 0.5:
        out.append(f"  PSA:                {round(r.uniform(0.4, 5.2), 1)} ng/mL")
    out.append("")
    out.append(r.choice([
        "These results are within the normal range. We recommend another check in five years.",
        f"Your blood pressure was raised. Please book a review with {drn(loc, ctx.doc)} and do home readings for a week beforehand.",
        "Your cholesterol level is raised. The doctor would like to discuss medication with you; please call to book.",
        "Your HbA1c shows you are at increased risk of type 2 diabetes. We would like to refer you to a prevention programme."]))
    out.append("")
    out.append(f"You can book online at {P(ctx.url, 'URL')} or by calling {P(ctx.ph, 'PHONE')}.")
    out.append("")
    out.append("Yours sincerely,")
    out.append("")
    out.append(f"{P(ctx.nurse.p.full, 'DOCTOR')}")
    out.append(f"{ctx.nurse.cred}, on behalf of {drn(loc, ctx.doc)}")
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("programme", "program")
    return s


def generate(r, ctx):
    c = ctx.code
    if c == "US":
        f = r.choices([layout_us_physical, layout_workplace, layout_results_letter], [6, 2, 1])[0]
    elif c == "CA":
        f = r.choices([layout_us_physical, layout_workplace, layout_results_letter, layout_nhs_check], [2, 2, 1, 1])[0]
    elif c == "UK":
        f = r.choices([layout_nhs_check, layout_workplace, layout_results_letter], [6, 2, 2])[0]
    else:
        f = r.choices([layout_nhs_check, layout_workplace, layout_results_letter], [3, 3, 2])[0]
    if f is layout_workplace:
        _setup(r, ctx, 22, 64)
    elif f is layout_us_physical:
        _setup(r, ctx, 35, 78)
    else:
        _setup(r, ctx, 40, 74)
    return f(r, ctx)
