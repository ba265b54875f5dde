"""Genre: school nursing."""
import pools
from core import P, add_days, make_person, title, num_words
from ctx import make_clin, make_family, facility_name, school_name
from blocks import fac_header, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, er
from kids import setup_child, mum_word, parent_line, sib_text, age_label, growth, pct


def year_group(ctx):
    y = ctx.age
    c = ctx.code
    if c == "US":
        g = y - 5
        return "Kindergarten" if g <= 0 else f"Grade {g}"
    if c == "CA":
        g = y - 5
        return "Kindergarten" if g <= 0 else f"Grade {g}"
    if c == "IE":
        if y < 12:
            return ["Junior Infants", "Senior Infants", "1st Class", "2nd Class", "3rd Class", "4th Class", "5th Class", "6th Class"][max(0, min(7, y - 4))]
        return ["1st Year", "2nd Year", "3rd Year", "Transition Year", "5th Year", "6th Year"][min(5, y - 12)]
    return f"Year {max(1, y - 4)}" if c in ("UK", "NZ") else f"Year {max(0, y - 5)}"


def teacher(r, ctx, role=None):
    t = make_person(r, ctx.code, middle_p=0)
    role = role or r.choice(["class teacher", "Head of Year", "form tutor", "SENCo", "pastoral lead", "deputy head"])
    if ctx.code in ("US", "CA"):
        role = r.choice(["teacher", "school counselor", "assistant principal", "homeroom teacher"])
    ttl = r.choice(["Ms", "Mr", "Mrs", "Miss"]) if t.sex == "F" else "Mr"
    if t.sex == "M":
        ttl = "Mr"
    elif ttl == "Mr":
        ttl = "Ms"
    if ctx.code in ("US", "CA"):
        ttl += "."
    return t, role, ttl


SN_SCEN = ["anxiety", "selfharm", "asthma", "weight", "periods", "vaping", "headlice", "enuresis", "sexual_health",
           "eating", "diabetes", "injury"]
SN_AGE = {"anxiety": (9, 18), "selfharm": (11, 18), "asthma": (5, 18), "weight": (5, 12), "periods": (11, 17),
          "vaping": (12, 18), "headlice": (5, 10), "enuresis": (5, 10), "sexual_health": (14, 18), "eating": (12, 18),
          "diabetes": (6, 17), "injury": (5, 18)}


def sn_scenario(r, ctx, kind):
    loc, p = ctx.loc, ctx.pt
    nm = P(p.given, "PATIENT")
    if kind == "anxiety":
        t, role, ttl = teacher(r, ctx)
        friend = make_person(r, loc.code, sex=p.sex if r.random() < 0.7 else None, middle_p=0)
        fq = r.choice([f' In {his(ctx)} words: "me and {P(friend.given.lower(), "FAMILY")} fell out and now nobody talks to me at lunch."',
                       f' Says "{P(friend.fmt("nick").lower(), "FAMILY")} is the only one i can talk to".', ""])
        return ("Emotional health and wellbeing", f"Referred by {role} {ttl} {P(t.family, 'FAMILY')}",
                f"{nm} reports feeling worried 'all the time', trouble sleeping and stomach aches before school. Friendship difficulties "
                f"since {r.choice(['moving form groups', 'falling out with a friend', 'the start of term'])}.{fq} Lives with {mum_word(ctx)} "
                f"{P(ctx.mum.given, 'FAMILY')}" + (f" and dad {P(ctx.dad.given, 'FAMILY')}" if ctx.dad else "") +
                f". Enjoys {r.choice(['drawing', 'gaming', 'netball', 'football', 'dance'])}. No self-harm, no suicidal thoughts. "
                f"RCADS completed, elevated on generalised anxiety.",
                ["Four sessions of anxiety management work (CBT-based) agreed", "Sleep hygiene and breathing techniques",
                 f"With consent, spoke to {mum_word(ctx)} by phone ({P(ctx.mum_phone, 'PHONE')})", "Consider referral to mental health support team if not improving"])
    if kind == "selfharm":
        sw = make_person(r, loc.code)
        ref = f"{loc.letters(2)}{loc.digits(6)}"
        return ("Disclosure of self-harm", "Self-referral via drop-in",
                f"{nm} disclosed superficial cutting to left forearm over the past {r.choice(['month', 'three weeks', 'two months'])}, last "
                f"{loc.D(add_days(ctx.visit, -r.randint(1, 5)), 'weekday')}. Wounds healing, no signs of infection. Denies current suicidal intent; "
                f"has had fleeting thoughts. Triggers: {r.choice(['exam stress', 'conflict at home', 'online bullying'])}. "
                f"Trusted adult: {r.choice(['aunt', 'older sister', 'youth worker'])} {P(make_person(r, loc.code, sex='F').given, 'FAMILY')}.",
                ["Safety plan completed together", f"Safeguarding: discussed with DSL; referral to children's social care, ref {P(ref, 'IDNUM')}, allocated worker {P(sw.full, 'FAMILY')}",
                 f"Parent informed with young person's agreement", "CAMHS referral sent" if loc.code == "UK" else "Referral to youth mental health service",
                 f"Review at school {loc.D(add_days(ctx.visit, 7), 'weekday')}"])
    if kind == "asthma":
        return ("Asthma review / care plan", "School asthma register review",
                f"{nm} uses reliever {r.randint(2, 5)} times a week, mostly after PE. Night cough {r.choice(['occasionally', 'rarely', 'twice this week'])}. "
                f"Preventer {r.choice(['Clenil 100', 'Flixotide 50', 'Qvar 50'])} 2 puffs BD - admits to missing doses. Spare inhaler and spacer kept in "
                f"school office; last used {loc.D(add_days(ctx.visit, -r.randint(2, 20)), r.choice(loc.body_dates))}.",
                ["Inhaler technique checked - good with spacer", "Asthma action plan updated and copy given to class teacher",
                 f"Letter to GP {drn(loc, ctx.gp, 'last')} re poor control", "PE staff reminded re pre-exercise reliever"])
    if kind == "weight":
        w, l, h = growth(r, ctx)
        return ("Height and weight measurement (NCMP)" if loc.code == "UK" else "Growth screening",
                "Routine programme",
                f"Measured in school: height {l} cm, weight {w} kg, BMI centile {r.choice(['92nd', '96th', '99th', '50th', '4th'])}.",
                ["Results letter posted to parents", "Healthy lifestyle information and local family weight programme details included",
                 "Parent can contact the team to discuss"])
    if kind == "periods":
        return ("Heavy/painful periods", "Drop-in",
                f"{nm} reports periods every {r.randint(21, 35)} days, heavy on days 1-2 (changing pad hourly), severe cramps, missing school. "
                f"Menarche at {P(str(r.randint(10, 13)), 'AGE')}. LMP {loc.D(add_days(ctx.visit, -r.randint(3, 20)), r.choice(loc.body_dates))}. Not sexually active.",
                ["Advice on ibuprofen from day 1, heat pad", "Period products available from pastoral office", "Encouraged GP appointment re heavy bleeding; leaflet given"])
    if kind == "vaping":
        return ("Vaping", "Referred by pastoral team after being found vaping in toilets",
                f"{nm} vapes daily, disposable {r.choice(['bar', 'pod'])} devices, about {r.choice(['one every two days', 'one a day'])}. Buys from "
                f"{r.choice(['older friends', 'a local shop', 'online'])}. First tried at {P(str(r.randint(11, 14)), 'AGE')}. Would like to cut down.",
                ["Brief intervention, nicotine dependence discussed", "Offered referral to local stop smoking service (young people)", "Follow-up drop-in in 2 weeks"])
    if kind == "headlice":
        return ("Head lice", "Parent request",
                f"{mum_word(ctx, True)} {P(ctx.mum.full, 'FAMILY')} concerned about recurrent head lice; whole class letter sent last month.",
                ["Wet combing technique explained", "Leaflet given", "Check all household contacts"])
    if kind == "enuresis":
        return ("Bedwetting", "Parent referral",
                f"{nm} wets {r.randint(3, 7)} nights per week, dry by day. Drinks little at school. No constipation. Worried about upcoming "
                f"school residential trip on {loc.D(add_days(ctx.visit, r.randint(30, 90)), r.choice(['day_month', 'num']))}.",
                ["Fluid and toileting advice", "Bladder diary for 2 weeks", "Discussed enuresis alarm; GP re desmopressin for the trip"])
    if kind == "sexual_health":
        return ("Sexual health advice", "Drop-in",
                f"{nm} requests advice about contraception. In a relationship with a peer of similar age. Fraser competent. No concerns re exploitation.",
                ["Condoms (C-card) and advice given", "Signposted to local sexual health clinic", "Chlamydia screening kit offered"])
    if kind == "eating":
        return ("Concerns about eating", "Referred by form tutor",
                f"Friends worried {nm} is skipping lunch. Reports restricting, exercising daily, weight loss of ~{r.randint(3, 7)} kg in 3 months. "
                f"Periods stopped in {loc.D(add_days(ctx.visit, -r.randint(60, 120)), 'month')}.",
                ["Urgent GP review requested (bloods, ECG, obs)", "Parents informed", "Referral to eating disorders service discussed with GP"])
    if kind == "diabetes":
        sn = loc.device_serial()
        return ("Type 1 diabetes - school care plan", "Annual review",
                f"{nm} diagnosed {loc.D(add_days(ctx.visit, -r.randint(300, 2000)), 'month_year')}. Uses {r.choice(['Omnipod 5 pump', 'Tandem t:slim X2 pump', 'MDI with NovoRapid/Levemir'])} "
                f"and Dexcom G7 (receiver serial {P(sn, 'DEVICE')}). Hypo awareness good. Two hypos in school this term, treated per plan.",
                ["Care plan reviewed with diabetes nurse " + P(make_clin(r, loc, 'nurse').p.full, 'DOCTOR') + f" ({P(ctx.hospital, 'HOSPITAL')})",
                 "Hypo box restocked", "Staff training refreshed for PE and trips"])
    return ("Minor injury", "Sent from PE",
            f"{nm} fell on outstretched hand during {r.choice(['PE', 'lunch break', 'netball'])}. Pain and swelling over left wrist, no deformity.",
            ["Ice, sling, parent called to collect", f"Advised attendance at minor injuries/{P(ctx.hospital, 'HOSPITAL')} for X-ray", "Accident form completed"])


def layout_sn_record(r, ctx):
    loc, p = ctx.loc, ctx.pt
    yrs = ctx.age
    kind = r.choice([k for k in SN_SCEN if SN_AGE[k][0] <= yrs <= SN_AGE[k][1] and not (k == "periods" and p.sex == "M")])
    reason, source, hx, plan = sn_scenario(r, ctx, kind)
    nurse = make_clin(r, loc, "school")
    team = r.choice([f"{ctx.city} School Nursing Team", f"{ctx.city} School Health Service", f"{ctx.city} 0-19 Service"])
    if loc.code == "NZ":
        team = f"{ctx.city} Public Health Nursing"
    if loc.code == "IE":
        team = f"{ctx.city} Public Health Nursing"
    out = [f"{P(team, 'HOSPITAL')} - {r.choice(['Contact Record', 'Clinical Contact', 'School Nurse Record'])}", ""]
    out.append(f"Name: {pt_name(r, ctx, r.choice(['full', 'first_LAST', 'LAST_first']))}    DOB: {loc.D(ctx.dob, 'num')} (age {P(str(yrs), 'AGE')})    Sex: {p.sex}")
    ids = id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",))
    out.append(f"School: {P(ctx.school, 'ORGANIZATION')}    {year_group(ctx)}" + ("    " + ids[0] if ids else ""))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}")
    out.append(parent_line(r, ctx, "mum"))
    out.append(f"{'Family doctor' if loc.code == 'CA' else 'GP'}: {drn(loc, ctx.gp)}, {P(ctx.practice, 'HOSPITAL')}")
    room = r.choice(["medical room", "wellbeing room", "Room", "Room", "pastoral office"])
    venue = f"{room} {P(r.choice(['B12', '14', 'G3', '2.07', 'S21', '5']), 'LOCATION_OTHER')}" if room == "Room" else room
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}  Time: {ctx.time}  Venue: school, {venue}")
    out.append(f"Contact type: {source}")
    out.append("")
    out.append(f"Reason: {reason}")
    out.append("")
    out.append(hx)
    out.append("")
    out.append("Background: " + r.choice(["no significant medical history", "asthma", "eczema", "ADHD (on methylphenidate)", "previous anxiety"]) +
               ". Medication: " + r.choice(["none", "salbutamol PRN", "emollients", "as above"]) + ". Allergies: " + r.choice(["none known", "penicillin", "nuts"]) + ".")
    prev = [add_days(ctx.visit, -r.randint(20, 500)) for _ in range(r.randint(0, 3))]
    if prev:
        out.append("Previous contacts: " + "; ".join(f"{loc.D(d, 'num')} ({r.choice(['drop-in', 'health review', 'immunisation session', 'NCMP', 'phone call with parent'])})" for d in sorted(prev)) + ".")
    if yrs >= 11 and r.random() < 0.5:
        out.append("")
        out.append("HEADSSS: Home - " + r.choice(["lives with mum and stepdad, gets on OK", "parents separated, alternates weeks", "lives with grandparents"])
                   + "; Education - " + r.choice(["attendance 91%", "behind in maths", "doing well"]) + "; Activities - " + r.choice(["football club", "part-time job at weekend", "gaming"])
                   + "; Drugs - " + r.choice(["denies", "tried cannabis once", "vapes"]) + "; Sexuality - not discussed in depth; Suicide - denies; Safety - "
                   + r.choice(["feels safe at home", "no concerns"]) + ".")
    out.append("")
    out.append("Plan:")
    for x in plan:
        out.append(f"- {x}")
    if r.random() < 0.12:
        t, role, ttl = teacher(r, ctx)
        out.append(f"- {role.capitalize()} {ttl} {P(t.family, 'FAMILY')} reported {p.given and his(ctx)} being collected by an unknown adult in a car, reg {P(loc.plate(), 'VEHICLE')}; passed to DSL.")
    out.append("")
    out.append("Consent: " + r.choice(["verbal consent from young person", "Fraser/Gillick competence assessed - competent", "parent consent on file"]) + ".")
    out.append("")
    out.append(signature(r, ctx, nurse, esign=r.random() < 0.35, lic=r.random() < 0.6))
    if r.random() < 0.4:
        out.append(f"Team contact: {P(loc.phone(), 'PHONE')} | {P(loc.email(nurse.p, kind='schoolhealth.example.org'), 'EMAIL')}")
    s = "\n".join(out)
    return s


US_COMPLAINTS = [("headache", "T 98.4F. Rested 15 min, water, snack", "RTC"),
                 ("stomach ache", "No fever. Rested, used restroom", "RTC"),
                 ("asthma - SOB after recess", "Albuterol 2 puffs via spacer per order, O2 sat 97%", "RTC after 20 min"),
                 ("scraped knee on playground", "Cleaned, bandaid applied", "RTC"),
                 ("fever", "T 101.2F. Parent called", "Sent home with parent"),
                 ("nosebleed", "Pressure 10 min, resolved", "RTC"),
                 ("low BG (68 mg/dL)", "15 g juice, recheck 15 min 104", "RTC"),
                 ("daily insulin - lunch", "BG 182, carb count 60 g, bolus via pump", "RTC"),
                 ("vomited in class", "T 99.1F. Parent called", "Dismissed home"),
                 ("loose tooth", "Tooth came out, saved in envelope", "RTC"),
                 ("hit head on locker", "No LOC, pupils equal, alert. Ice pack. Head injury note sent home", "RTC"),
                 ("anxiety / tearful", "Calm-down breathing, spoke with counselor", "RTC"),
                 ("ADHD med - noon dose", "Methylphenidate 5 mg given per order", "RTC")]


def layout_us_log(r, ctx):
    loc, p = ctx.loc, ctx.pt
    nurse = make_clin(r, loc, "school")
    t, role, ttl = teacher(r, ctx)
    district = r.choice([f"{ctx.city} Unified School District", f"{ctx.city} Public Schools", f"{ctx.city} School Board"])
    out = [f"{P(district, 'ORGANIZATION')} - {P(ctx.school, 'ORGANIZATION')}", "Health Office - Student Visit Log", ""]
    sid = loc.digits(r.choice([6, 7, 9]))
    out.append(f"Student: {pt_name(r, ctx, 'LAST_first')}   DOB: {loc.D(ctx.dob, 'num')}   {year_group(ctx)}   Student ID: {P(sid, 'IDNUM')}")
    out.append(f"Teacher: {ttl} {P(t.family, 'FAMILY')} (Rm {P(str(r.randint(101, 240)), 'LOCATION_OTHER')})")
    out.append(f"Parent/Guardian: {P(ctx.mum.full, 'FAMILY')} (mother) cell {P(ctx.mum_phone, 'PHONE')}"
               + (f"; {P(ctx.dad.full, 'FAMILY')} (father) {P(ctx.dad_phone, 'PHONE')}" if ctx.dad else ""))
    gm = make_family(r, loc, p, "grandmother", same_surname=r.random() < 0.5)
    out.append(f"Emergency contact: {P(gm.full, 'FAMILY')} (grandmother) {P(loc.phone(), 'PHONE')}")
    cond = r.choice(['Asthma (albuterol at school)', 'Type 1 diabetes (pump)', 'ADHD', 'Peanut allergy (EpiPen Jr x2 in office)', 'None'])
    out.append(f"Health conditions: {cond}")
    out.append(f"Physician: {drn(loc, ctx.gp)} - {P(ctx.practice, 'HOSPITAL')} {P(ctx.ph, 'PHONE')}")
    out.append("")
    out.append(f"{'Date':<11}| {'Time':<6}| {'Complaint':<28}| {'Assessment / Intervention':<48}| {'Disp.':<20}| Init")
    out.append("-" * 120)
    d = add_days(ctx.visit, -r.randint(20, 60))
    init = nurse.p.fmt("init")
    special = {"Asthma": ["asthma - SOB after recess"], "Type 1": ["low BG (68 mg/dL)", "daily insulin - lunch"], "ADHD": ["ADHD med - noon dose"]}
    skip = {"asthma - SOB after recess", "low BG (68 mg/dL)", "daily insulin - lunch", "ADHD med - noon dose"}
    allowed = [x for x in US_COMPLAINTS if x[0] not in skip or any(x[0] in v for k, v in special.items() if cond.startswith(k))]
    for _ in range(r.randint(4, 8)):
        d = add_days(d, r.randint(1, 9))
        while d.weekday() >= 5:
            d = add_days(d, 1)
        cpl, act, disp = r.choice(allowed)
        ds = loc.fmt_date(d, "num_short")
        out.append(f"{P(ds, 'DATE')}{' ' * (11 - len(ds))}| {r.randint(8, 14):02d}:{r.randint(0, 59):02d} | {cpl:<28}| {act:<48}| {disp:<20}| {P(init, 'DOCTOR')}")
    out.append("")
    out.append("Notes:")
    out.append(r.choice([
        f"Frequent visits noted ({r.randint(5, 9)} this month). Called {mum_word(ctx)} {P(ctx.mum.given, 'FAMILY')}; she reports stress at home since "
        f"{loc.D(add_days(ctx.visit, -r.randint(30, 90)), 'month')}. Referred to school counselor {P(make_person(r, loc.code).full, 'FAMILY')}.",
        f"Parent sent updated {'asthma action plan' if cond.startswith('Asthma') else ('diabetes medical management plan' if cond.startswith('Type') else 'medication authorization')} signed by {drn(loc, ctx.gp)} on {loc.D(add_days(ctx.visit, -r.randint(5, 40)), 'num')}. Copy to teacher and PE.",
        f"Fever: {P(p.given, 'PATIENT')} picked up by grandmother {P(gm.given, 'FAMILY')} at {r.randint(11, 14)}:{r.randint(10, 55)}. Must be fever-free 24h before returning.",
        f"504 plan meeting scheduled {loc.D(add_days(ctx.visit, r.randint(5, 20)), 'wk_long')} with parents and {role} {ttl} {P(t.family, 'FAMILY')}."]))
    out.append("")
    out.append(f"{P(nurse.p.full, 'DOCTOR')}, {nurse.cred}" + r.choice(["", f"  School Nurse  x{r.randint(200, 450)}", f"  {nurse.lic[0]} {P(nurse.lic[1], 'LICENSE')}"]))
    if r.random() < 0.5:
        out.append(f"{P(loc.email(nurse.p, kind=ctx.domain.replace('.example', 'schools.example') if False else 'k12.example.org'), 'EMAIL')}  |  Health office fax {P(ctx.fax, 'FAX')}")
    return "\n".join(out)


def layout_care_plan(r, ctx):
    loc, p = ctx.loc, ctx.pt
    cond = r.choice(["Anaphylaxis", "Asthma", "Type 1 Diabetes", "Epilepsy"])
    nurse = make_clin(r, loc, "school")
    title_ = r.choice(["Individual Healthcare Plan", "Student Health Care Plan", "Medical Management Plan"])
    out = [f"{title_.upper()} - {cond}", f"{P(ctx.school, 'ORGANIZATION')}", ""]
    out.append(f"Child's name:        {pt_name(r, ctx, 'full')}")
    out.append(f"Date of birth:       {loc.D(ctx.dob, r.choice(['num', 'long']))}")
    out.append(f"Class / year:        {year_group(ctx)}")
    out.append(f"Home address:        {loc.addr_inline(ctx.addr)}")
    ids = id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",)) if loc.code != "US" else []
    if ids:
        lab, val = ids[0].split(": ", 1)
        out.append(f"{(lab + ':'):<21}{val}")
    out.append("")
    out.append("FAMILY CONTACTS")
    out.append(f"1. {P(ctx.mum.full, 'FAMILY')} - mother - mobile {P(ctx.mum_phone, 'PHONE')} - work {P(loc.ext(loc.phone()), 'PHONE')}")
    if ctx.dad:
        out.append(f"2. {P(ctx.dad.full, 'FAMILY')} - father - mobile {P(ctx.dad_phone, 'PHONE')}")
    else:
        a = make_family(r, loc, p, "aunt", same_surname=False)
        out.append(f"2. {P(a.full, 'FAMILY')} - aunt - {P(loc.phone(kind='mobile'), 'PHONE')}")
    out.append("")
    out.append("CLINICAL CONTACTS")
    gpw = {"US": "Pediatrician:", "CA": "Family doctor:"}.get(loc.code, "GP:")
    out.append(f"{gpw:<15}{drn(loc, ctx.gp)}, {P(ctx.practice, 'HOSPITAL')}, {P(ctx.ph, 'PHONE')}")
    spec = make_clin(r, loc, "paed")
    out.append(f"{'Specialist:':<15}{drn(loc, spec)}, {P(ctx.hospital, 'HOSPITAL')}")
    out.append("")
    if cond == "Anaphylaxis":
        food = r.choice(["peanut and tree nuts", "egg", "sesame", "cow's milk", "shellfish"])
        out.append(f"Condition: severe allergy to {food}. Previous anaphylaxis at age {P(str(r.randint(1, 6)), 'AGE')}.")
        out.append(f"Medication: {r.choice(['EpiPen Jr 0.15 mg', 'Jext 300 mcg', 'EpiPen 0.3 mg', 'Anapen 300'])} x2 - one in classroom bag, one in office. Cetirizine for mild reactions.")
        out.append("Mild/moderate: swelling lips/face, hives, tingling mouth, abdominal pain, vomiting -> antihistamine, stay with child, contact parent.")
        out.append(f"SEVERE: difficulty breathing, wheeze, persistent cough, hoarse voice, pale/floppy -> lie flat, give auto-injector, call {r.choice(['999', '911', '000', '111', '112'] if False else [{'UK': '999', 'US': '911', 'CA': '911', 'AU': '000', 'NZ': '111', 'IE': '112'}[loc.code]])}.")
    elif cond == "Asthma":
        out.append("Condition: asthma. Triggers: exercise, cold air, colds, pollen.")
        out.append(f"Reliever: salbutamol 100 mcg via spacer, 2-4 puffs, repeat up to 10 puffs. Kept: {r.choice(['with child', 'class teacher', 'office'])}.")
        out.append("Emergency: if no improvement after 10 puffs or too breathless to talk, call ambulance and parents.")
    elif cond == "Type 1 Diabetes":
        sn = loc.device_serial()
        out.append(f"Condition: type 1 diabetes, diagnosed {loc.D(add_days(ctx.visit, -r.randint(200, 1500)), 'month_year')}.")
        out.append(f"Devices: insulin pump ({r.choice(['Omnipod 5', 'Tandem t:slim X2', 'Medtronic 780G'])}) SN {P(sn, 'DEVICE')}; CGM Dexcom G7, transmitter {P(loc.device_serial(), 'DEVICE')}.")
        out.append("Hypo (<4 mmol/L or <70 mg/dL): 15 g fast-acting glucose, recheck 15 min. Hyper >14 mmol/L: check ketones, call parent.")
        out.append(f"Trained staff: {P(make_person(r, loc.code).full, 'FAMILY')} (TA), {P(make_person(r, loc.code).full, 'FAMILY')} (office).")
    else:
        out.append(f"Condition: {r.choice(['focal epilepsy', 'absence epilepsy', 'generalised epilepsy'])}. Seizures: staring, lip smacking, may fall.")
        out.append(f"Medication: {r.choice(['levetiracetam', 'sodium valproate', 'ethosuximide', 'lamotrigine'])} at home. Emergency: buccal midazolam {r.choice(['5 mg', '7.5 mg', '10 mg'])} if seizure >5 minutes.")
        out.append("Record all seizures in log and inform parent same day.")
    out.append("")
    pd = add_days(ctx.visit, 0)
    out.append(f"Plan agreed: {loc.D(pd, 'num')}    Review date: {loc.D(add_days(pd, 365), r.choice(['num', 'month_year']))}")
    out.append(f"Completed by: {P(nurse.p.full, 'DOCTOR')} ({nurse.cred})" + (f"  {nurse.lic[0]} {P(nurse.lic[1], 'LICENSE')}" if r.random() < 0.5 else ""))
    out.append(f"Parent signature: {P(ctx.mum.full, 'FAMILY')}    Head teacher: {P(make_person(r, loc.code).full, 'FAMILY')}")
    s = "\n".join(out)
    return s


def layout_parent_letter(r, ctx):
    loc, p = ctx.loc, ctx.pt
    nurse = make_clin(r, loc, "school")
    kind = r.choice(["vision", "hearing", "ncmp", "scoliosis" if ctx.age >= 10 else "vision"])
    team = r.choice([f"{ctx.city} School Health Team", f"{ctx.city} School Nursing Service", f"{ctx.city} Children's Community Health"])
    out = [P(team, "HOSPITAL"), loc.addr_inline(ctx.fac_addr)]
    out.append(f"Tel: {P(ctx.ph, 'PHONE')}   Email: {P(loc.email(nurse.p, kind='schoolhealth.example.org'), 'EMAIL')}")
    if r.random() < 0.5:
        out.append(f"Web: {P('www.' + ctx.city.lower().replace(' ', '').replace('-', '') + '-schoolhealth.example.org', 'URL')}")
    out.append("")
    out.append(loc.D(add_days(ctx.visit, r.randint(2, 10)), r.choice(["long", "num", "long_ord"])))
    out.append("")
    out.append(f"To the parent/carer of {pt_name(r, ctx, 'full')}")
    out.append(loc.addr_block(ctx.addr))
    out.append("")
    out.append(f"Date of birth: {loc.D(ctx.dob, 'num')}    School: {P(ctx.school, 'ORGANIZATION')}    Class: {year_group(ctx)}")
    out.append("")
    out.append(f"Dear {P(ctx.mum.fmt(r.choice(['full', 'given'])), 'FAMILY') if r.random() < 0.5 else 'Parent/Carer'},")
    out.append("")
    if kind == "vision":
        out.append(f"{P(p.given, 'PATIENT')} had a vision screening check at school on {loc.D(ctx.visit, r.choice(loc.body_dates))}. "
                   f"The results were: right eye {r.choice(['0.200', '0.300', '0.150'])}, left eye {r.choice(['0.100', '0.025', '0.275'])} (logMAR). "
                   f"This is outside the expected range and we recommend that {he(ctx)} has a full eye test with an optometrist/optician. "
                   f"Please take this letter with you.")
    elif kind == "hearing":
        out.append(f"{P(p.given, 'PATIENT')} had a hearing screen at school on {loc.D(ctx.visit, r.choice(loc.body_dates))}. "
                   f"{he(ctx, True)} did not respond to some sounds in the {r.choice(['left', 'right'])} ear. We have referred {him(ctx)} to the "
                   f"audiology department at {P(ctx.hospital, 'HOSPITAL')}, who will send you an appointment.")
    elif kind == "ncmp":
        w, l, h = growth(r, ctx)
        out.append(f"As part of the National Child Measurement Programme, {P(p.given, 'PATIENT')} was measured at school on "
                   f"{loc.D(ctx.visit, r.choice(loc.body_dates))}. Height {l} cm, weight {w} kg. This puts {him(ctx)} in the "
                   f"{r.choice(['overweight', 'very overweight', 'underweight'])} category for {his(ctx)} age and sex. "
                   f"Many families find it helpful to talk to us; a school nurse can see you at {P(ctx.school, 'ORGANIZATION')} or at "
                   f"{P(facility_name(r, loc, 'community', ctx.city), 'HOSPITAL')}.")
    else:
        out.append(f"A scoliosis screen on {loc.D(ctx.visit, r.choice(loc.body_dates))} showed possible asymmetry of the back on forward bend. "
                   f"This is common and often mild; we have asked your {'GP' if loc.code != 'US' else 'pediatrician'}, {drn(loc, ctx.gp)}, to arrange a review.")
    out.append("")
    out.append(f"If you have any questions please call {P(nurse.p.given, 'DOCTOR')} on {P(loc.ext(ctx.ph), 'PHONE')}.")
    out.append("")
    out.append("Yours sincerely,")
    out.append(f"{P(nurse.p.full, 'DOCTOR')}")
    out.append(f"{nurse.cred}, on behalf of the School Health Team")
    s = "\n".join(out)
    if loc.code == "US":
        s = s.replace("optometrist/optician", "optometrist").replace("National Child Measurement Programme", "district growth screening program").replace("Programme", "Program")
    if loc.code != "UK":
        s = s.replace("As part of the National Child Measurement Programme, ", "As part of routine school screening, ")
    return s


def generate(r, ctx):
    c = ctx.code
    if c == "US":
        f = r.choices([layout_us_log, layout_care_plan, layout_parent_letter], [5, 3, 2])[0]
    else:
        f = r.choices([layout_sn_record, layout_care_plan, layout_parent_letter], [5, 2, 2])[0]
    lo = 5
    if f is layout_sn_record:
        days = r.randint(5 * 365, 17 * 365)
    elif f is layout_parent_letter:
        days = r.randint(4 * 365 + 200, 13 * 365)
    else:
        days = r.randint(5 * 365, 16 * 365)
    setup_child(r, ctx, days=days)
    return f(r, ctx)
