"""Genre: well-child visits and paediatric outpatient clinics."""
import pools
from core import P, add_days, make_person, title, num_words
from ctx import make_clin, make_family, facility_name, child_age_phrase, school_name
from blocks import fac_header, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, transcription, er
from kids import setup_child, mum_word, parent_line, sib_text, age_label, growth, pct

WCC_MONTHS = [1, 2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60]


def birth_hx(r, ctx):
    loc = ctx.loc
    return (f"Born at {r.choice(['38+2', '39+4', '40+1', '41+0', '37+0', '35+6'])} weeks by {r.choice(['SVD', 'elective CS', 'emergency CS', 'ventouse'])} "
            f"at {P(ctx.hospital, 'HOSPITAL')}, birth weight {round(r.uniform(2.4, 4.3), 2)} kg. "
            + r.choice(["No neonatal concerns.", "Phototherapy for jaundice for 2 days.", "Admitted to NICU for 3 days with TTN.",
                        "GBS prophylaxis given; baby observed 48 h."]))


def fam_hx(r, ctx):
    loc = ctx.loc
    bits = [r.choice([f"{mum_word(ctx, True)} ({P(str(ctx.mum_age), 'AGE')}) has asthma", f"{mum_word(ctx, True)} ({P(str(ctx.mum_age), 'AGE')}) well",
                      f"{mum_word(ctx, True)} has hypothyroidism"])]
    if ctx.dad:
        bits.append(r.choice([f"dad ({P(ctx.dad.given, 'FAMILY')}) has eczema", f"father {P(ctx.dad.given, 'FAMILY')} well, works as a {P(ctx.dad_job, 'PROFESSION')}",
                              "father had childhood epilepsy"]))
    bits.append(sib_text(r, ctx))
    return "; ".join(bits[:-1]) + ". " + bits[-1]


def milestones(r, months):
    if months < 3:
        return r.choice(["Fixes and follows, social smile, startles to noise, lifts head briefly prone.",
                         "Smiling responsively, cooing, good head control emerging."])
    if months < 6:
        return r.choice(["Rolls front to back, reaches for toys, laughs, holds head steady.",
                         "Good head control, brings hands to midline, babbles."])
    if months < 10:
        return r.choice(["Sits without support, transfers objects, babbles 'mama/dada', stranger awareness.",
                         "Sitting well, commando crawling, pincer grasp developing, responds to name."])
    if months < 16:
        return r.choice(["Pulls to stand, cruising, 2-3 words, waves bye-bye, points.",
                         "Walking independently, 3-5 words, follows simple commands, pincer grip."])
    if months < 25:
        return r.choice(["Runs, climbs stairs with hand held, 20+ words, uses spoon.",
                         "Two-word phrases, points to body parts, scribbles, kicks ball."])
    if months < 40:
        return r.choice(["Speaks in 3-4 word sentences, jumps with both feet, toilet training in progress.",
                         "Knows name and age, pedals tricycle, plays alongside others."])
    return r.choice(["Speech fully intelligible, hops, draws a person with 3+ parts, dresses self.",
                     "Counts to 10, knows colours, catches a ball, toilet trained day and night."])


def vaccines_for(r, ctx, months):
    us = ctx.code in ("US", "CA")
    if months < 2:
        return ["HepB #2" if us else "none due"]
    if months < 4:
        return ["Pentacel (DTaP-IPV-Hib)", "Vaxelis" if r.random() < 0.3 else "HepB", "Prevnar 20", "RotaTeq"] if us else \
            ["Infanrix hexa", "Rotarix", "Bexsero (MenB)"]
    if months < 6:
        return ["Pentacel", "Prevnar 20", "RotaTeq"] if us else ["Infanrix hexa", "Rotarix", "PCV13"]
    if months < 9:
        return ["Pentacel", "Prevnar 20", "HepB #3", "Influenza (Fluzone)"] if us else ["Infanrix hexa", "MenB"]
    if months < 13:
        return ["MMR II", "Varivax", "HepA #1", "Prevnar 20"] if us else ["MMR (Priorix)", "Hib/MenC", "PCV booster", "MenB booster"]
    if months < 20:
        return ["DTaP (Daptacel)", "HepA #2", "Hib (ActHIB)"] if us else ["MMRV", "DTaP-IPV-Hib-HepB booster"]
    if months < 48:
        return ["Influenza (Flumist)"] if us else ["Fluenz (LAIV)"]
    return ["Kinrix (DTaP-IPV)", "ProQuad (MMRV)"] if us else ["Boostrix-IPV (4-in-1 pre-school booster)", "MMR #2"]


def layout_wcc(r, ctx):
    loc, p = ctx.loc, ctx.pt
    months = round((ctx.visit - ctx.dob).days / 30.4)
    target = min(WCC_MONTHS, key=lambda x: abs(x - months))
    tn, tu = (target, "month") if target < 24 else (target // 12, "year")
    out = [fac_header(r, ctx), ""]
    hdr_age = P(str(tn), "AGE")
    out.append(r.choice([f"WELL CHILD CHECK - {hdr_age} {tu.upper()}", f"{hdr_age}-{tu} well-child visit",
                         f"Well Child Care ({hdr_age} {tu}s)" if tn > 1 else f"Well Child Care ({hdr_age} {tu})"]))
    out.append(f"Patient: {pt_name(r, ctx, r.choice(['LAST_first', 'full', 'LAST_FIRST_MI']))}   DOB: {loc.D(ctx.dob, 'num')}   "
               f"Age: {age_label(r, ctx, 'old')}   Sex: {p.sex}")
    out.append("   ".join(id_lines(r, ctx, ("mrn",)) + ([f"Visit #: {P(ctx.acct, 'ACCOUNT')}"] if r.random() < 0.6 else [])))
    out += id_lines(r, ctx, ("nat", "plan")) if loc.code != "US" or r.random() < 0.8 else []
    out.append(f"Date of service: {loc.D(ctx.visit, r.choice(loc.header_dates))}   Provider: {clin_ref(r, loc, ctx.paed, 'full_cred')}")
    out.append("")
    who = [f"{mum_word(ctx)} {P(ctx.mum.given, 'FAMILY')}"]
    if ctx.dad and r.random() < 0.4:
        who.append(f"dad {P(ctx.dad.given, 'FAMILY')}")
    if ctx.sibs and r.random() < 0.4:
        s = ctx.sibs[0]
        who.append(f"{s.relation} {P(s.given, 'FAMILY')}")
    out.append("Accompanied by: " + ", ".join(who) + ".")
    out.append("")
    out.append("BIRTH HISTORY: " + birth_hx(r, ctx))
    out.append("PMH: " + r.choice(["none", "eczema", "1 episode bronchiolitis", "reflux, resolved", "tongue tie released"]) +
               ". Meds: " + r.choice(["vitamin D drops", "none", "emollient PRN", "none"]) + ". Allergies: " + r.choice(["NKDA", "NKDA", "egg (hives)"]) + ".")
    out.append("FAMILY HISTORY: " + fam_hx(r, ctx))
    out.append("")
    out.append("INTERVAL HISTORY: " + r.choice([
        f"Doing well. One cold last month, no ER visits. {mum_word(ctx, True)} has no concerns.",
        f"Seen at urgent care on {loc.D(add_days(ctx.visit, -r.randint(15, 60)), r.choice(loc.body_dates))} for otitis media, completed amoxicillin. Otherwise well.",
        f"{mum_word(ctx, True)} concerned about {r.choice(['rash on cheeks', 'constipation', 'night waking', 'picky eating', 'flat spot on head'])}.",
        "No illnesses since last visit. Sleeping through the night."]))
    if months < 12:
        feed = r.choice(["Exclusively breastfed on demand, 8-10 feeds/day.", f"Formula ({r.choice(['Similac', 'Enfamil', 'Aptamil'])}) {r.randint(4, 7)} oz every 3-4 h.",
                         "Breastfeeding plus purees twice daily.", "Combination feeding; started solids at " + P(str(r.choice([5, 6])), "AGE") + " months."])
    else:
        feed = r.choice(["Eats table foods, whole milk 16 oz/day, drinks from cup.", "Picky eater, mostly carbs; juice once a day.",
                         "Varied diet, 2 cups milk, still one bottle at bedtime."])
    out.append("NUTRITION: " + feed)
    out.append("ELIMINATION: " + r.choice(["Normal wet diapers, soft stools daily.", "Stools hard every 2-3 days.", "Potty training, dry in daytime."]))
    out.append("SLEEP: " + r.choice(["Own crib, back to sleep.", "Co-sleeping some nights - safe sleep discussed.", "Sleeps 11 h at night, 1 nap.", "Wakes 1-2 times at night."]))
    out.append("DEVELOPMENT: " + milestones(r, months) + (f" ASQ-3 passed all domains." if r.random() < 0.5 else ""))
    if months >= 16 and months <= 30 and r.random() < 0.6:
        out.append(f"M-CHAT-R: {r.choice(['low risk (score 1)', 'low risk (0)', 'medium risk (score 4) - follow-up interview done, negative'])}.")
    out.append("SOCIAL: " + r.choice([
        f"Lives with parents in {P(ctx.city, 'CITY')}. {mum_word(ctx, True)} works as a {P(ctx.mum_job, 'PROFESSION')}; attends {P(ctx.school, 'ORGANIZATION')} 3 days/wk.",
        f"Lives with {mum_word(ctx)} and grandmother {P(make_family(r, loc, p, 'grandmother').given, 'FAMILY')}. No smokers in home.",
        f"Dad is a {P(ctx.dad_job, 'PROFESSION')}, {mum_word(ctx)} at home. " + sib_text(r, ctx),
        f"Stays with {P(make_person(r, loc.code, sex='F').full, 'FAMILY')} (in-home daycare) while parents work. Pets: dog."]))
    out.append("")
    w, l, h = growth(r, ctx)
    lw = "Length" if months < 24 else "Height"
    if loc.code == "US" and r.random() < 0.6:
        lb = w * 2.20462
        wtxt = f"{int(lb)} lb {int((lb - int(lb)) * 16)} oz ({w} kg)"
    else:
        wtxt = f"{w} kg"
    out.append("GROWTH:")
    out.append(f"  Weight   {wtxt:<22} {pct(r)} %ile")
    out.append(f"  {lw:<8} {str(l) + ' cm':<22} {pct(r)} %ile")
    if months < 36:
        out.append(f"  HC       {str(h) + ' cm':<22} {pct(r)} %ile")
    else:
        out.append(f"  BMI      {round(w / (l / 100) ** 2, 1):<22} {pct(r)} %ile")
    out.append("")
    out.append("EXAM: " + r.choice([
        "Well appearing, active. AF soft and flat. Red reflex present bilaterally. TMs clear. Heart RRR, no murmur. Lungs clear. Abdomen soft, no HSM. Hips: Ortolani/Barlow negative. Normal male genitalia, testes descended bilaterally." if p.sex == "M" and months < 12 else
        "Well appearing, interactive. HEENT normal, TMs pearly. Heart RRR no murmur. Lungs CTA. Abdomen benign. Skin: dry patches on cheeks. Neuro: normal tone, moves all limbs.",
        "Alert, playful. Eyes: red reflex present, no strabismus on cover test. Teeth: no caries. Heart/lungs normal. Abdomen soft. Gait normal.",
    ]))
    if months in range(9, 13) or months in range(23, 26):
        out.append(f"Lead: {r.choice(['< 3.5 mcg/dL', 'not done - ordered'])}. Hgb {round(r.uniform(10.5, 12.8), 1)} g/dL.")
    out.append("")
    vax = vaccines_for(r, ctx, months)
    if vax and vax[0] != "none due":
        out.append("IMMUNIZATIONS GIVEN TODAY:" if loc.code == "US" else "IMMUNIZATIONS GIVEN:")
        site = ["R thigh IM", "L thigh IM", "PO", "R deltoid IM", "L deltoid IM", "SC L arm", "intranasal"]
        for v in vax:
            s = "PO" if "Rota" in v else ("intranasal" if "mist" in v.lower() or "LAIV" in v else r.choice(site[:2] if months < 18 else site[3:6]))
            out.append(f"  - {v:<26} Lot {P(loc.batch(), 'IDNUM')}   {s}")
        out.append(f"  Administered by {P(make_clin(r, loc, 'nurse').p.full, 'DOCTOR')}, {loc.cred('nurse')}. VIS given, parent consented. No immediate reaction.")
    out.append("")
    out.append("ANTICIPATORY GUIDANCE: " + r.choice([
        "Rear-facing car seat, water heater <120F, no honey yet, tummy time, reading daily.",
        "Childproofing, poison control number, choking hazards, sunscreen, limit screen time.",
        "Transition to cup, brush teeth twice daily with rice-grain fluoride toothpaste, dental home.",
        "Toilet training readiness, consistent bedtime routine, water safety, helmet for bike."]))
    nxt = [x for x in WCC_MONTHS if x > target]
    if nxt:
        nn = nxt[0]
        nd = add_days(ctx.dob, int(nn * 30.44) + r.randint(0, 10))
        lab = f"{P(str(nn), 'AGE')}-month" if nn < 24 else f"{P(str(nn // 12), 'AGE')}-year"
        out.append(f"RTC: {lab} well visit ({loc.D(nd, r.choice(['num', 'abbr', 'mon_year']))}) or sooner PRN.")
    out.append("")
    out.append(signature(r, ctx, ctx.paed))
    return "\n".join(out)


PAED_PROBLEMS = {"constipation": (1, 12), "wheeze": (1, 5), "allergy": (0.6, 6), "enuresis": (6, 12), "seizure": (0.6, 5),
                 "murmur": (0.2, 14), "growth": (0.4, 2), "headache": (7, 15), "adhd": (6, 13)}


def paed_problem(r, ctx, prob):
    loc, p = ctx.loc, ctx.pt
    H, Hs = he(ctx, True), his(ctx)
    nm = P(p.given, "PATIENT")
    if prob == "constipation":
        return (["Functional constipation with overflow"],
                f"{nm} has had hard, painful stools every 4-5 days {r.choice(['since starting solids', 'since toilet training', 'for over a year'])}, "
                f"with soiling most days. Stool withholding behaviours. Diet is low in fruit and fibre. No red flags: passed meconium in first day, "
                f"no abdominal distension, normal growth.",
                "Abdomen soft, faecal loading palpable in left iliac fossa. Perianal inspection normal. Spine and lower limb neurology normal.",
                ["Disimpaction regimen with Movicol Paediatric Plain as per leaflet, then maintenance", "Star chart and regular toileting after meals",
                 "Review in clinic in 3 months; contact nurse specialist if not passing stool"])
    if prob == "wheeze":
        last = add_days(ctx.visit, -r.randint(20, 120))
        return (["Preschool viral-induced wheeze", "Atopic eczema"],
                f"{nm} has had {r.randint(3, 6)} episodes of wheeze with colds this year, including an admission to "
                f"{P(ctx.hospital, 'HOSPITAL')} on {loc.D(last, r.choice(loc.body_dates))} requiring oxygen for 24 hours. "
                f"Between episodes {he(ctx)} is well with no night cough. {r.choice(['Dad smokes outside.', 'No smokers at home.', 'Damp in the bedroom.'])} "
                f"Family history of asthma in {r.choice(['mother', 'father', 'older brother'])}.",
                "Thriving. Chest clear today, no recession, no Harrison's sulci. Mild eczema in flexures.",
                ["Salbutamol via spacer PRN, written wheeze plan given", "Trial of montelukast 4 mg nocte for 3 months",
                 "Inhaler technique checked with spacer and mask", "Advised re smoke-free home"])
    if prob == "allergy":
        age_r = r.randint(6, 11)
        food = r.choice(["egg", "peanut", "cashew", "cow's milk", "sesame"])
        return ([f"IgE-mediated {food} allergy", "Eczema"],
                f"At {P(str(age_r), 'AGE')} months {nm} developed facial urticaria and lip swelling within minutes of first trying {food}, "
                f"with one vomit. No respiratory symptoms. {r.choice(['Managed at home with antihistamine.', 'Seen in ED, given antihistamine.'])} "
                f"Other foods tolerated. Skin prick test today: {food} {r.randint(5, 12)} mm wheal, histamine {r.randint(3, 6)} mm.",
                "Well grown. Mild dry skin. Chest clear.",
                [f"Strict {food} avoidance, label reading discussed", "Allergy action plan given (ASCIA)" if ctx.code == "AU" else "Allergy action plan given",
                 r.choice(["Adrenaline auto-injector 150 mcg x2 prescribed and demonstrated", "Antihistamine dose advice; no auto-injector needed at present"]),
                 "Dietitian referral", "Repeat testing in 12 months"])
    if prob == "enuresis":
        return (["Primary nocturnal enuresis"],
                f"{nm} wets the bed {r.randint(4, 7)} nights per week and has never been dry for more than a few nights. Daytime continence normal. "
                f"No constipation. Drinks {r.choice(['very little at school', 'mostly squash', 'plenty of water'])}. Father was dry at "
                f"{P(str(r.randint(9, 12)), 'AGE')}. Embarrassed about a sleepover with {P(make_person(r, loc.code).given, 'FAMILY')} from school.",
                "Normal examination. Urinalysis negative for glucose, leucocytes and nitrites.",
                ["Enuresis alarm loaned (body-worn)", "Fluid and toileting advice", "Desmopressin for sleepovers if alarm not successful",
                 "Continence nurse follow-up"])
    if prob == "seizure":
        sd = add_days(ctx.visit, -r.randint(14, 60))
        return (["Simple febrile seizure"],
                f"On {loc.D(sd, r.choice(['wk_long', 'long', 'num']))} {nm} had a generalised tonic-clonic seizure lasting about "
                f"{r.randint(1, 4)} minutes at {P(ctx.school, 'ORGANIZATION')} during a febrile illness (temp {round(r.uniform(38.6, 40.1), 1)}). "
                f"Brought by ambulance to {P(ctx.hospital, 'HOSPITAL')}; cause was {r.choice(['otitis media', 'a viral URTI', 'roseola'])}. "
                f"Back to baseline within the hour. Cousin had febrile convulsions.",
                "Normal neurological examination and development.",
                ["Explained benign nature and recurrence risk (~30%)", "First aid and when to call an ambulance",
                 "No EEG or anticonvulsant needed", "Discharged to GP care"])
    if prob == "murmur":
        return (["Innocent (Still's) murmur"],
                f"Murmur heard by {P(make_clin(r, loc, 'doc').p.family, 'DOCTOR')} at a routine check. Asymptomatic: no sweating with feeds, "
                f"no cyanosis, no syncope, good exercise tolerance.",
                f"Grade 2/6 vibratory systolic murmur left sternal edge, softer on standing. Normal femoral pulses. SpO2 {r.randint(98, 100)}%. ECG normal.",
                ["Reassurance; no echocardiogram required", "Discharged"])
    if prob == "growth":
        return (["Faltering growth - resolved", "Cow's milk protein allergy (non-IgE)"],
                f"Referred as weight had dropped from the {r.choice(['50th', '75th'])} to below the {r.choice(['9th', '2nd'])} centile. "
                f"Since switching to {r.choice(['Nutramigen', 'Aptamil Pepti', 'Alfamino'])} stools have normalised and weight is climbing.",
                "Alert, well hydrated, no dysmorphism.",
                ["Continue extensively hydrolysed formula", "Milk ladder later with dietitian support", "Weigh monthly at baby clinic"])
    if prob == "headache":
        return (["Migraine without aura"],
                f"{nm} describes frontal throbbing headaches {r.randint(2, 4)} times a month, lasting hours, with nausea and wanting to lie in a dark room. "
                f"Missed {r.randint(3, 9)} days from {P(ctx.school, 'ORGANIZATION')} this term. Mother has migraine.",
                "BP normal for age. Fundoscopy: discs sharp. Full neuro exam normal.",
                ["Headache diary", "Ibuprofen early in attack", "Regular meals, sleep and hydration", "Review 4 months"])
    return (["Behavioural concerns - ?ADHD"],
            f"Referred by GP after concerns raised by {his(ctx)} class teacher {r.choice(['Ms', 'Mr', 'Mrs'])} {P(make_person(r, loc.code).family, 'FAMILY')} at "
            f"{P(ctx.school, 'ORGANIZATION')} about inattention and impulsivity. Difficulties also at home. Sleep onset delayed.",
            "Fidgety, distractible during consultation but engaged. Physical examination normal.",
            ["Conners questionnaires to parents and school", "Parenting programme information", "Review with questionnaires in 3 months"])


def layout_paed_letter(r, ctx):
    loc, p = ctx.loc, ctx.pt
    ch = facility_name(r, loc, "children", ctx.city) if r.random() < 0.6 else ctx.hospital
    yrs = (ctx.visit - ctx.dob).days / 365.25
    prob = r.choice([k for k, (lo, hi) in PAED_PROBLEMS.items() if lo <= yrs <= hi])
    dx, hx, exam, plan = paed_problem(r, ctx, prob)
    out = []
    out.append(P(ch, "HOSPITAL"))
    out.append(r.choice(["Department of Paediatrics", "General Paediatric Outpatients", "Children's Outpatient Department"]))
    out.append(loc.addr_inline(ctx.fac_addr))
    sec = loc.ext(ctx.ph) if r.random() < 0.5 else ctx.ph
    out.append(f"Secretary: {P(sec, 'PHONE')}   Fax: {P(ctx.fax, 'FAX')}")
    out.append("")
    ref = f"{P(ctx.paed.p.fmt('init'), 'DOCTOR')}/{P(make_person(r, loc.code).fmt('lower_init'), 'DOCTOR')}"
    out.append(f"Our ref: {ref}   Clinic date: {loc.D(ctx.visit, 'num')}   Typed: {loc.D(add_days(ctx.visit, r.randint(1, 9)), 'num')}")
    out.append("")
    out.append(f"{drn(loc, ctx.gp)}")
    out.append(P(ctx.practice, "HOSPITAL"))
    ga = loc.address()
    ga["city"], ga["state"] = ctx.city, ctx.state
    ga["zip"] = loc.zip_near(ctx.addr)
    out.append(loc.addr_block(ga))
    out.append("")
    out.append(f"Dear {drn(loc, ctx.gp, 'last')},")
    out.append("")
    out.append(f"Re: {pt_name(r, ctx, r.choice(['first_LAST', 'full']))}   DOB: {loc.D(ctx.dob, 'num')}   " + "   ".join(id_lines(r, ctx, ("nat", "mrn") if loc.code != "NZ" else ("mrn",))))
    out.append(f"    {loc.addr_inline(ctx.addr)}")
    out.append("")
    out.append("Diagnoses:")
    for i, d in enumerate(dx, 1):
        out.append(f"{i}. {d}")
    out.append("")
    out.append("Plan:")
    for i, d in enumerate(plan, 1):
        out.append(f"{i}. {d}")
    out.append("")
    who = r.choice([f"{his(ctx)} mother {P(ctx.mum.fmt(r.choice(['full', 'given'])), 'FAMILY')}",
                    f"both parents" if not ctx.dad else f"{his(ctx)} parents {P(ctx.mum.given, 'FAMILY')} and {P(ctx.dad.given, 'FAMILY')}",
                    f"{his(ctx)} {r.choice(['grandmother', 'nan'])} {P(make_family(r, loc, p, 'grandmother').full, 'FAMILY')}"])
    known = f" (known as {P(p.nick, 'PATIENT')})" if p.nick and r.random() < 0.7 else ""
    out.append(f"I reviewed {P(p.given, 'PATIENT')}{known}, who is now {age_label(r, ctx, 'old')}, in clinic today with {who}. {hx}")
    out.append("")
    out.append("Background: " + birth_hx(r, ctx) + " " + r.choice(["Immunisations are up to date.", "Immunisations are up to date per the personal child health record.",
                                                               "One set of immunisations outstanding - parents will book."]))
    out.append("")
    out.append("Family and social: " + fam_hx(r, ctx) + " " + r.choice([
        f"{P(p.given, 'PATIENT')} attends {P(ctx.school, 'ORGANIZATION')}.", f"{mum_word(ctx, True)} works as a {P(ctx.mum_job, 'PROFESSION')}.",
        f"The family live in {P(ctx.city, 'CITY')} and are well supported by grandparents."]))
    out.append("")
    out.append(f"On examination: {exam} Weight {growth(r, ctx)[0]} kg ({pct(r)} centile).")
    out.append("")
    out.append(r.choice(["I have explained the plan above and given written information.",
                         f"I discussed this at length with the family, who were happy with the plan.",
                         f"{mum_word(ctx, True)} can contact the {r.choice(['paediatric nurse specialists', 'ward'])} on {P(loc.phone(), 'PHONE')} with any concerns."]))
    nxt = add_days(ctx.visit, r.choice([56, 84, 120, 180]))
    out.append(r.choice([f"I will see {him(ctx)} again in clinic in {loc.D(nxt, 'month_year')}.",
                         f"Follow-up appointment: {loc.D(nxt, 'num')}.", "I have not arranged further follow-up."]))
    out.append("")
    out.append("Yours sincerely,")
    out.append("")
    out.append(drn(loc, ctx.paed) if ctx.paed.is_dr else P(ctx.paed.p.full, "DOCTOR"))
    out.append(f"{ctx.paed.cred}" + (f" ({ctx.paed.lic[0]} {P(ctx.paed.lic[1], 'LICENSE')})" if r.random() < 0.4 else ""))
    out.append("")
    out.append(f"cc: Parents of {P(p.full, 'PATIENT')}, {loc.addr_inline(ctx.addr)}")
    if r.random() < 0.5:
        hv = make_clin(r, loc, "hv" if ctx.n < 6 and ctx.unit == "years" or ctx.unit != "years" else "school")
        out.append(f"cc: {P(hv.p.full, 'DOCTOR')}, {hv.cred}, {P(facility_name(r, loc, 'community', ctx.city), 'HOSPITAL')}")
    s = "\n".join(out)
    if ctx.code in ("US", "CA"):
        s = s.replace("Paediatric", "Pediatric").replace("paediatric", "pediatric").replace("faecal", "fecal").replace("centile", "percentile")
    return s


def layout_nurse_check(r, ctx):
    """AU 'blue book' / NZ Well Child / CA Rourke / UK-IE 6-8 week GP check style."""
    loc, p = ctx.loc, ctx.pt
    months = round((ctx.visit - ctx.dob).days / 30.4)
    c = loc.code
    nurse = make_clin(r, loc, "hv") if c in ("AU", "NZ", "CA") else ctx.gp
    title_line = {"AU": f"Maternal & Child Health - Key Age and Stage visit",
                  "NZ": "Well Child / Tamariki Ora core contact",
                  "CA": "Rourke Baby Record - enhanced well-baby visit",
                  "UK": f"{P('8', 'AGE')}-week baby check (GP)", "IE": f"{P('6', 'AGE')}-week developmental check (GP)",
                  "US": "Well baby check"}[c]
    site = facility_name(r, loc, "community" if c in ("AU", "NZ", "CA") else "practice", ctx.city)
    out = [f"{title_line} -- {P(site, 'HOSPITAL')}", ""]
    out.append(f"Child: {pt_name(r, ctx, r.choice(['full', 'first_LAST']))}    DOB: {loc.D(ctx.dob, r.choice(['num', 'long']))}    "
               f"Age: {age_label(r, ctx)}")
    ids = id_lines(r, ctx, ("nat",) if c != "NZ" else ("mrn",))
    if ids:
        out.append("    ".join(ids))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}")
    out.append(parent_line(r, ctx, "mum"))
    if ctx.dad:
        out.append(parent_line(r, ctx, "dad"))
    out.append(f"Seen: {loc.D(ctx.visit, r.choice(loc.header_dates))}   by {clin_ref(r, loc, nurse)}")
    out.append("")
    bw = round(r.uniform(2.6, 4.3), 2)
    ga = r.choice(["37+4", "38+6", "39+2", "40+1", "41+0", "36+5"])
    out.append(f"Birth: {r.choice(['SVD', 'LSCS', 'ventouse', 'forceps'])} at {ga} weeks at {P(ctx.hospital, 'HOSPITAL')}, birth weight {bw} kg. "
               + r.choice(["No NICU admission.", f"Admitted to {P(r.choice(['Kowhai', 'Rata', 'Banksia', 'Rowan', 'Willow', 'Cedar']) + ' Ward', 'HOSPITAL')} for 2 days for jaundice.", "Uneventful."]))
    w, l, h = growth(r, ctx)
    out.append(f"Weight {w} kg ({pct(r)}), length {l} cm ({pct(r)}), HC {h} cm ({pct(r)}).")
    out.append("Feeding: " + r.choice(["breastfeeding well", "formula 150 ml 4-hourly", "mixed feeding", "breastfeeding, some nipple pain - latch reviewed"]) + ".")
    out.append("Development: " + milestones(r, max(1, months)))
    if months < 4:
        out.append("Exam: " + r.choice([
            "Red reflexes present. Heart sounds normal, no murmur. Femoral pulses palpable. Hips stable (Barlow/Ortolani negative). "
            + ("Testes descended bilaterally. " if p.sex == "M" else "") + "Spine normal. Umbilicus healed. Tone normal.",
            "Fontanelle normal. Eyes: red reflex both. CVS normal. Hips: clunk-free, symmetrical skin creases. Good head control for age."]))
    out.append("Hearing: " + r.choice(["newborn hearing screen passed both ears", "AABR clear response bilaterally", "parent has no concerns"]) + ".")
    out.append("Maternal wellbeing: " + r.choice([f"{mum_word(ctx, True)} ({P(str(ctx.mum_age), 'AGE')}) feels well, EPDS {r.randint(2, 8)}.",
                                                  f"{mum_word(ctx, True)} tearful at times, EPDS {r.randint(10, 14)} - GP follow-up arranged.",
                                                  (f"Dad {P(ctx.dad.given, 'FAMILY')} back at work; {mum_word(ctx)} coping well." if ctx.dad else f"{mum_word(ctx, True)} well supported by her sister.")]))
    out.append("Safety: safe sleep, car restraint, smoke alarms, hot drinks discussed.")
    out.append("Immunisations: " + r.choice(["up to date", "due next week - booked", "given today at practice nurse clinic"]) + ".")
    nx = add_days(ctx.visit, r.choice([28, 42, 56, 120, 180]))
    out.append(f"Next contact: {loc.D(nx, r.choice(loc.body_dates))}.")
    out.append("")
    out.append(signature(r, ctx, nurse, esign=r.random() < 0.4))
    return "\n".join(out)


def generate(r, ctx):
    c = ctx.code
    if c == "US":
        f = r.choices([layout_wcc, layout_paed_letter, layout_nurse_check], [6, 2, 1])[0]
    elif c == "CA":
        f = r.choices([layout_wcc, layout_paed_letter, layout_nurse_check], [3, 2, 2])[0]
    else:
        f = r.choices([layout_paed_letter, layout_nurse_check], [3, 2])[0]
    if f is layout_wcc:
        setup_child(r, ctx, days=int(r.choice(WCC_MONTHS) * 30.44) + r.randint(-5, 10))
    elif f is layout_nurse_check:
        setup_child(r, ctx, days=r.choice([r.randint(42, 60), r.randint(42, 70), r.randint(110, 140), r.randint(250, 290), r.randint(360, 420), r.randint(700, 1000)]) if c != "UK" and c != "IE" else r.randint(42, 62))
    else:
        setup_child(r, ctx, days=r.randint(200, 14 * 365))
    return f(r, ctx)
