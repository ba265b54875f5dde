"""Genre: midwife and health visitor home visits (incl. PHN, MCH nurse, Plunket, nurse home visiting)."""
import pools
from core import P, add_days, make_person, title, num_words, years_between
from ctx import make_clin, make_family, facility_name, child_age_phrase, school_name
from blocks import fac_header, setup_patient, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, er
from kids import setup_child, mum_word, parent_line, sib_text, age_label, growth, pct


def lone_worker(r, ctx, clin):
    loc = ctx.loc
    buddy = make_clin(r, loc, clin.role)
    return (f"Lone working: visit logged with {P(buddy.p.full, 'DOCTOR')}; own vehicle {P(loc.plate(), 'VEHICLE')} parked "
            f"{r.choice(['outside', 'on the street', 'in the visitor bay'])}; checked out {r.randint(10, 16)}:{r.choice(['05', '20', '35', '50'])}.")


def access_note(r, ctx):
    return r.choice(["Ground floor flat, buzzer 3.", "Dog in home - shut in kitchen during visit.", "Parking difficult - use rear lane.",
                     "Home clean and warm.", "Second floor flat, no lift; pram stored in hallway.", "Smoke alarm fitted and tested.",
                     "Grandparents also present.", "Cluttered but safe; stair gate in place."])


def layout_midwife_pn(r, ctx):
    loc = ctx.loc
    baby = ctx.pt  # the baby is the patient record? use mother as patient
    mother = ctx.mother
    mw = make_clin(r, loc, "midwife", sex="F" if r.random() < 0.9 else "M")
    days = (ctx.visit - ctx.dob).days
    out = [f"{P(ctx.mat, 'HOSPITAL')} Community Midwifery - {r.choice(['Postnatal Home Visit', 'Postnatal Contact', 'PN visit record'])}", ""]
    out.append(f"Mother: {P(mother.fmt(r.choice(['full', 'first_LAST', 'LAST_first'])), 'PATIENT')}   DOB {loc.D(ctx.mother_dob, 'num')} ({P(str(ctx.mother_age), 'AGE')})   "
               + "   ".join(id_lines(r, ctx, ("mrn",))))
    out.append(f"Baby: {P(baby.fmt('full'), 'FAMILY')} ({'boy' if baby.sex == 'M' else 'girl'})   born {loc.D(ctx.dob, 'num')} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}   "
               f"BW {ctx.bw} kg   Baby hosp no {P(loc.mrn(), 'MRN')}")
    out.append(f"Visit address: {loc.addr_inline(ctx.addr)}")
    out.append(f"Date/time: {loc.D(ctx.visit, r.choice(loc.header_dates))} {ctx.time}   Midwife: {P(mw.p.full, 'DOCTOR')} ({mw.cred})")
    pres = [f"{ctx.partner.relation} {P(ctx.partner.given, 'FAMILY')}"] if ctx.partner and r.random() < 0.7 else []
    if r.random() < 0.4:
        gm = make_family(r, loc, mother, "grandmother", same_surname=False)
        pres.append(f"maternal grandmother {P(gm.full, 'FAMILY')}")
    out.append("Present: mother, baby" + ("".join(", " + x for x in pres)) + ".  " + access_note(r, ctx))
    out.append("")
    mode = r.choice(["SVD", "ventouse", "forceps", "elective LSCS", "emergency LSCS"])
    out.append(f"Delivery: {mode} at {P(r.choice([ctx.mat, ctx.hospital]), 'HOSPITAL')} on {loc.D(ctx.dob, r.choice(['weekday', 'day_month', 'num']))}, "
               f"baby now {child_age_phrase(r, days, 'days', 'old')}. Discharged home {loc.D(add_days(ctx.dob, r.randint(1, min(3, days))), r.choice(['weekday', 'dm']))}.")
    out.append("")
    out.append("MOTHER")
    out.append(f"  Obs: T {round(r.uniform(36.3, 37.4), 1)}, P {r.randint(64, 96)}, BP {r.randint(102, 134)}/{r.randint(62, 86)}. "
               + ("Wound clean and dry, dressing removed." if "LSCS" in mode else r.choice(["Perineum healing well, sutures intact.", "Perineum: minor graze, healing.", "Perineum bruised, using ice packs."])))
    out.append(f"  Lochia {r.choice(['moderate, rubra', 'light, serosa', 'normal'])}. Fundus well contracted. Calves soft, non-tender. "
               + r.choice(["Bladder and bowels normal.", "Has not opened bowels yet - lactulose advised.", "Passing urine normally."]))
    out.append(f"  Mood: {r.choice(['tearful day 3-4, settling - baby blues discussed', 'well, good support', 'anxious about feeding, reassured', 'tired but coping'])}. "
               f"Sleep {r.choice(['broken', 'reasonable', 'poor'])}. " + r.choice(["No history of mental illness.", "History of anxiety - perinatal mental health leaflet given."]))
    out.append("")
    out.append("BABY")
    wt = round(ctx.bw * r.uniform(0.9, 1.02), 3)
    loss = round((ctx.bw - wt) / ctx.bw * 100, 1)
    out.append(f"  Weight {wt} kg ({'-' if loss >= 0 else '+'}{abs(loss)}% from BW). Feeding: {r.choice(['breast, 8-12 feeds/24h, good latch observed', 'formula 60-90 ml 3-hourly', 'mixed, expressing', 'breastfeeding, nipple trauma - positioning reviewed'])}.")
    out.append(f"  Output: {r.randint(4, 8)} wet nappies, {r.choice(['yellow', 'changing', 'mustard'])} stools. Cord {r.choice(['clean and dry', 'separated', 'slightly sticky - cleaned'])}.")
    if r.random() < 0.5:
        out.append(f'  Mum reports "{P(baby.given.lower(), "FAMILY")} is feeding every 2-3 hours and settles after"; ' + r.choice(["no concerns.", "wants feeding reviewed.", "worried about wind."]))
    out.append(f"  Colour: {r.choice(['pink', 'mild jaundice to chest - SBR checked, below threshold', 'no jaundice'])}. Tone and cry normal. Temp {round(r.uniform(36.6, 37.3), 1)}.")
    if days >= 4:
        card = loc.digits(10) if r.random() < 0.5 else f"{loc.letters(1)}{loc.digits(9)}"
        nm = {"UK": "Newborn blood spot", "IE": "Heel prick (NNBSP)", "AU": "Newborn screening", "NZ": "Newborn metabolic screening (Guthrie)",
              "CA": "Newborn screening", "US": "Newborn screen"}[loc.code]
        out.append(f"  {nm} taken today, card no. {P(card, 'IDNUM')}; parents consented.")
    out.append(f"  Safe sleep: {r.choice(['cot in parents room, feet to foot', 'Moses basket, no co-sleeping', 'co-sleeping discussed - risk factors reviewed'])}. Car seat in use.")
    out.append("")
    nxt = add_days(ctx.visit, r.choice([1, 2, 3, 4, 5]))
    out.append(f"Plan: next visit {loc.D(nxt, r.choice(['weekday', 'num', 'wk_short']))}" + r.choice(["", " at the postnatal clinic", " (telephone contact)"]) +
               f". Discharge to health visitor once feeding established{' - ' + P(make_clin(r, loc, 'hv').p.full, 'DOCTOR') + ' informed' if r.random() < 0.5 else ''}.")
    out.append(f"Contact: community midwives {P(loc.phone(), 'PHONE')} (08:00-17:00); maternity triage 24h {P(loc.phone(), 'PHONE')}.")
    if r.random() < 0.35:
        out.append(lone_worker(r, ctx, mw))
    out.append("")
    out.append(signature(r, ctx, mw, esign=r.random() < 0.5, lic=r.random() < 0.5))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("nappies", "diapers").replace("Community Midwifery", "Midwifery").replace("Moses basket", "bassinet").replace("cot", "crib")
    return s


def household(r, ctx):
    loc = ctx.loc
    rows = [(ctx.mother.full, "mother", ctx.mother_dob, ctx.mother_job)]
    if ctx.partner:
        pdob = add_days(ctx.visit, -365 * r.randint(20, 48) - r.randint(0, 364))
        rows.append((ctx.partner.full, ctx.partner.relation if ctx.partner.relation != "husband" else "father", pdob, ctx.partner_job))
    for s in ctx.sibs:
        sd = add_days(ctx.visit, -365 * s.age - r.randint(0, 300))
        rows.append((s.full, "sibling", sd, None))
    return rows


def layout_hv_newbirth(r, ctx):
    loc = ctx.loc
    baby = ctx.pt
    hv = make_clin(r, loc, "hv", sex="F" if r.random() < 0.85 else "M")
    svc = {"UK": f"{ctx.city} Health Visiting Service", "IE": f"{ctx.city} Public Health Nursing", "AU": f"{ctx.city} Maternal and Child Health Service",
           "NZ": f"{ctx.city} Plunket", "CA": f"{ctx.city} Public Health - Healthy Babies Healthy Children", "US": f"{ctx.city} Nurse Home Visiting Program"}[loc.code]
    vname = {"UK": "New Birth Visit", "IE": "PHN Primary Visit", "AU": f"Home consultation ({P('2', 'AGE')} weeks)", "NZ": "Well Child core contact 1",
             "CA": "Postpartum home visit", "US": "Newborn home visit"}[loc.code]
    out = [f"{P(svc, 'HOSPITAL')} - {vname}", ""]
    out.append(f"Child: {pt_name(r, ctx, r.choice(['full', 'first_LAST']))}   DOB {loc.D(ctx.dob, 'num')}   Age {age_label(r, ctx, r.choice(['plain', 'short']))}   "
               + "   ".join(id_lines(r, ctx, ("nat",) if loc.code not in ("NZ",) else ("mrn",))))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}   Home tel: {P(ctx.pt_phone, 'PHONE')}")
    out.append(f"{'Pediatrician' if loc.code == 'US' else ('Family doctor' if loc.code == 'CA' else 'GP')}: {drn(loc, ctx.gp)}, {P(ctx.practice, 'HOSPITAL')}")
    out.append(f"Visit: {loc.D(ctx.visit, r.choice(loc.header_dates))} {ctx.time}, home.  By: {P(hv.p.full, 'DOCTOR')}, {hv.cred}")
    out.append("")
    out.append("Household:")
    for name, rel, dob, job in household(r, ctx):
        line = f"  {P(name, 'PATIENT' if False else 'FAMILY'):<1} - {rel}, DOB {loc.D(dob, 'num')}"
        if job:
            line += f", {P(job, 'PROFESSION')}"
        out.append(line)
    out.append("")
    out.append(f"Birth: {r.choice(['SVD', 'LSCS', 'ventouse'])} at {r.choice(['38+2', '39+5', '40+3', '37+1', '41+1'])} weeks, {P(ctx.mat, 'HOSPITAL')}. BW {ctx.bw} kg. "
               + r.choice(["No SCBU admission.", "Hearing screen passed.", "Hearing screen: referred for AABR left ear.", "Newborn examination normal."]))
    w, l, h = growth(r, ctx)
    out.append(f"Weight today {w} kg ({pct(r)} centile). {r.choice(['Regained birth weight.', 'Just below birth weight - reweigh in 1 week.', 'Good gain.'])}")
    out.append("Feeding: " + r.choice(["exclusively breastfed, good attachment observed", "formula, preparing feeds safely - discussed", "mixed feeding; wants to increase breast milk - infant feeding team referral"]) + ".")
    out.append("Maternal health: " + r.choice([f"Whooley questions negative, GAD-2 {r.randint(0, 2)}.", f"Whooley positive - EPDS {r.randint(11, 16)}; discussed with GP same day, listening visits offered.",
                                                f"Feels well; history of depression, on sertraline, monitoring."]))
    out.append("Routine enquiry re domestic abuse: asked when alone - " + r.choice(["no concerns", "no disclosure", "not possible today (partner present) - to revisit"]) + ".")
    out.append("Home environment: " + access_note(r, ctx) + " " + r.choice(["Smoke-free home.", f"{ctx.partner.relation.capitalize() if ctx.partner else 'Grandfather'} smokes outside.", "No smokers."]))
    out.append("Safe sleep, SIDS risk reduction, car seat, bathing, sunlight/vitamin D, immunisation schedule discussed. Personal child health record checked.")
    if ctx.sibs:
        s = ctx.sibs[0]
        out.append(f"Sibling: {P(s.given, 'FAMILY')} ({P(str(s.age), 'AGE')}) attends {P(school_name(r, loc, 'nursery' if s.age < 4 else 'primary', ctx.city), 'ORGANIZATION')}; adjusting well.")
    out.append("")
    nxt = add_days(ctx.dob, r.randint(42, 56))
    out.append(f"Plan: {r.choice(['universal', 'universal plus', 'targeted'])} service. Next contact {loc.D(nxt, r.choice(loc.body_dates))} "
               + r.choice([f"({P('8', 'AGE')}-week review at clinic)", "at home", "at the baby clinic"]) + ". "
               + f"Duty line {P(loc.phone(), 'PHONE')}.")
    if r.random() < 0.3:
        out.append(lone_worker(r, ctx, hv))
    out.append("")
    out.append(signature(r, ctx, hv, esign=r.random() < 0.5, lic=r.random() < 0.6))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("immunisation", "immunization").replace("centile", "percentile").replace(" Personal child health record checked.", "")
        s = s.replace("discussed with GP same day", "discussed with PCP same day")
    return s


def layout_hv_review(r, ctx):
    loc = ctx.loc
    hv = make_clin(r, loc, "hv", sex="F")
    months = round((ctx.visit - ctx.dob).days / 30.4)
    review = f"{P('1', 'AGE')}-year review" if months < 18 else f"{P('2', 'AGE')}-year review"
    out = [f"{r.choice(['Health Visiting', 'HV', 'Child Health'])} - {review} (home)", ""]
    out.append(f"Name: {pt_name(r, ctx, 'full')}   DOB: {loc.D(ctx.dob, 'num')}   Age: {P(str(months), 'AGE')} months   "
               + "   ".join(id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",))))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}")
    out.append(f"Seen with: {mum_word(ctx)} {P(ctx.mum.full, 'FAMILY')}" + (f" and dad {P(ctx.dad.given, 'FAMILY')}" if ctx.dad and r.random() < 0.5 else "")
               + f". Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}.")
    out.append("")
    out.append("ASQ-3 scores:")
    for dom, cut in [("Communication", 13.0 if months > 18 else 15.6), ("Gross motor", 25.2 if months > 18 else 21.5), ("Fine motor", 19.3 if months > 18 else 34.5),
                     ("Problem solving", 27.6 if months > 18 else 27.3), ("Personal-social", 26.6 if months > 18 else 21.7)]:
        sc = r.choice([60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10])
        flag = "below cut-off" if sc < cut else ("monitoring zone" if sc < cut + 10 else "on schedule")
        out.append(f"  {dom:<17} {sc:>3}   (cut-off {cut})  {flag}")
    out.append("ASQ:SE-2: " + r.choice(["below threshold", "monitor", "no concerns"]) + ".")
    out.append("")
    if months < 18:
        dev = r.choice([f"Cruising furniture, first steps at {P(str(r.randint(10, months)), 'AGE')} months. Babbles, 2-3 words, points, waves.",
                        "Crawling, pulls to stand, pincer grip, responds to name, no words yet - monitor.",
                        "Walking with one hand held, drinks from open cup, gives toys on request."])
    else:
        dev = r.choice([f"Walked at {P(str(r.randint(10, 16)), 'AGE')} months. Uses {r.randint(20, 50)} words, points, brings toys to show.",
                        f"Few words only ({r.randint(3, 8)}), understands simple instructions. Hearing: no concerns, passed newborn screen. Referral to speech and language therapy with consent.",
                        "Running, climbing, stacking 6 bricks, 2-word phrases. Plays alongside others at nursery."])
    out.append("Development/observations: " + dev)
    out.append("Nutrition: " + r.choice(["family foods, 3 meals + 2 snacks, cow's milk 300 ml/day", "still bottle at night - advice re cup and teeth", "fussy eater - reassurance and tips given"]) + ".")
    out.append("Teeth: " + r.choice(["brushing twice daily, registered with dentist", "not yet seen dentist - local practices given", "early caries noted on upper incisors - dental referral"]) + ".")
    out.append("Sleep/behaviour: " + r.choice(["tantrums - strategies discussed", "sleeps 7pm-6am", "night waking - sleep routine plan"]) + ".")
    out.append(f"Childcare: {P(ctx.school, 'ORGANIZATION')} {r.randint(1, 4)} days/week." if r.random() < 0.6 else "Childcare: at home with grandmother.")
    out.append(f"Parent wellbeing: {mum_word(ctx, True)} back at work as a {P(ctx.mum_job, 'PROFESSION')}; " + r.choice(["coping well.", "finding it stressful - signposted.", "well supported."]))
    out.append("Immunisations: " + r.choice(["up to date", "MMR outstanding - booked with practice nurse", "pre-school booster not yet due"]) + ".")
    out.append("Safety: " + r.choice(["stair gates, blind cords, button batteries, medicines locked", "water safety, hot drinks, window locks", "car seat checked"]) + ".")
    w, l, h = growth(r, ctx)
    out.append(f"Weight {w} kg, height {l} cm.")
    out.append("")
    out.append(f"Outcome: {r.choice(['universal - next routine contact at school entry', 'review in 3 months re communication', 'referral to SLT and audiology'])}.")
    out.append("")
    out.append(signature(r, ctx, hv, esign=r.random() < 0.6))
    s = "\n".join(out)
    if loc.code in ("AU", "NZ", "IE", "CA", "US"):
        s = s.replace("Health Visiting", "Child Health Nurse").replace("HV -", "Child health nurse -")
    if loc.code in ("US", "CA"):
        s = s.replace("Immunisations", "Immunizations")
    return s


def layout_us_home(r, ctx):
    """US/CA nurse home visiting program (prenatal/postpartum client)."""
    loc = ctx.loc
    mother = ctx.mother
    nurse = make_clin(r, loc, "hv", sex="F")
    prog = r.choice([f"{ctx.city} County Nurse-Family Home Visiting", f"{ctx.city} Healthy Start Home Visiting", f"{ctx.city} Maternal Infant Health Program"])
    if loc.code == "CA":
        prog = f"{ctx.city} Healthy Babies Healthy Children"
    visit_no = r.randint(3, 40)
    out = [f"{P(prog, 'HOSPITAL')}", f"HOME VISIT ENCOUNTER - Visit #{visit_no}", ""]
    out.append(f"Client: {P(mother.fmt('LAST_first'), 'PATIENT')}   DOB: {loc.D(ctx.mother_dob, 'num')} ({P(str(ctx.mother_age), 'AGE')})   Client ID: {P(loc.digits(7), 'IDNUM')}")
    out += id_lines(r, ctx, ("plan",) if loc.code == "US" else ("nat",))
    out.append(f"Infant: {P(ctx.pt.full, 'FAMILY')}, DOB {loc.D(ctx.dob, 'num')} ({age_label(r, ctx)})")
    out.append(f"Address: {loc.addr_inline(ctx.addr)}   Cell: {P(ctx.pt_mobile, 'PHONE')}")
    out.append(f"Visit date: {loc.D(ctx.visit, 'num')}   Time in {ctx.time}   Nurse: {P(nurse.p.full, 'DOCTOR')}, {nurse.cred}")
    out.append("")
    out.append("Present: client, infant" + (f", FOB {P(ctx.partner.given, 'FAMILY')}" if ctx.partner and r.random() < 0.5 else "") + ".")
    out.append("")
    out.append("Domains addressed:")
    out.append(f"  Personal health: PP {child_age_phrase(r, (ctx.visit - ctx.dob).days // 7, 'weeks', 'old') if False else str((ctx.visit - ctx.dob).days // 7) + ' weeks'}. "
               + r.choice(["Using Nexplanon.", "Undecided about contraception - options reviewed.", "PHQ-9 score 4.", f"PHQ-9 score {r.randint(10, 15)} - referred to {P(ctx.practice, 'HOSPITAL')} behavioral health."]))
    wk = (ctx.visit - ctx.dob).days // 7
    shots = "2-month shots due" if wk < 9 else ("4-month shots due" if wk < 18 else ("6-month shots due" if wk < 26 else "immunizations up to date"))
    out.append(f"  Infant health: weight {growth(r, ctx)[0]} kg on home scale; " + r.choice(["WIC appointment kept" if loc.code == "US" else "feeding well", "breastfeeding going well", "formula - preparation reviewed", shots]) + ".")
    out.append(f"  Environment: " + access_note(r, ctx) + " " + r.choice(["Working smoke detector.", "Crib from program delivered.", "Needs car seat - referral to safety program."]))
    out.append(f"  Life course: client works as {P(ctx.mother_job, 'PROFESSION')} at {P(ctx.employer, 'ORGANIZATION')}; " + r.choice(["returning in 2 weeks", "on unpaid leave", "looking for childcare"]) + ".")
    out.append(f"  Family/friends: {r.choice(['mother', 'sister', 'aunt'])} {P(make_person(r, loc.code, sex='F').full, 'FAMILY')} helps with childcare.")
    out.append("")
    out.append("Plan: " + r.choice(["Follow up re PHQ-9.", "Bring WIC paperwork.", "Practice safe sleep checklist."]) + f" Next visit {loc.D(add_days(ctx.visit, 14), r.choice(['num', 'wk_short']))}.")
    out.append("")
    out.append(signature(r, ctx, nurse, esign=True))
    return "\n".join(out)


def _setup(r, ctx, days):
    setup_child(r, ctx, days=days)
    loc = ctx.loc
    ctx.mother = ctx.mum
    ctx.mother_age = ctx.mum_age
    import datetime as dt
    y = ctx.visit.year - ctx.mother_age - 1
    ctx.mother_dob = dt.date(y, 1, 1) + dt.timedelta(days=r.randint(0, 364))
    while years_between(ctx.mother_dob, ctx.visit) != ctx.mother_age:
        ctx.mother_dob = add_days(ctx.mother_dob, 40 if years_between(ctx.mother_dob, ctx.visit) > ctx.mother_age else -40)
    ctx.mother_job = ctx.mum_job
    ctx.partner = ctx.dad
    if ctx.partner:
        ctx.partner.relation = r.choice(["partner", "husband", "partner"])
    ctx.partner_job = ctx.dad_job
    ctx.mat = facility_name(r, loc, "maternity", ctx.city) if r.random() < 0.5 else ctx.hospital
    ctx.bw = round(r.uniform(2.6, 4.3), 3)
    ctx.employer = pools.employer_for(r, ctx.job if hasattr(ctx, 'job') else ctx.mother_job, ctx.city)


def generate(r, ctx):
    c = ctx.code
    if c in ("US",):
        f = r.choices([layout_us_home, layout_midwife_pn, layout_hv_newbirth], [3, 1, 1])[0]
    elif c == "CA":
        f = r.choices([layout_us_home, layout_midwife_pn, layout_hv_newbirth, layout_hv_review], [2, 2, 1, 1])[0]
    else:
        f = r.choices([layout_midwife_pn, layout_hv_newbirth, layout_hv_review], [4, 4, 2])[0]
    if f is layout_midwife_pn:
        days = r.randint(2, 9)
    elif f is layout_hv_newbirth:
        days = r.randint(10, 16)
    elif f is layout_hv_review:
        days = r.choice([r.randint(350, 400), r.randint(730, 900)])
    else:
        days = r.randint(14, 200)
    _setup(r, ctx, days)
    if f in (layout_midwife_pn, layout_us_home):
        # the mother is the patient of these records; the baby is mentioned as family
        ctx.mrn = ctx.loc.mrn()
        text = f(r, ctx)
        ctx.baby = ctx.pt
        ctx.pt, ctx.dob, ctx.age = ctx.mother, ctx.mother_dob, ctx.mother_age
        ctx.pt_mobile = ctx.mum_phone
        return text
    return f(r, ctx)
