"""Genres: dietitian carbohydrate counting review, psychology screening note, transition clinic letter."""
import fmt
import places
from ctx import dt, glu, gnum, a1c
from common import R, ch, age_ph, vals, letterhead, banner, sign, cgm_metrics, growth, isf_txt, target_txt, insulin_line

BREAKFAST = [("Weetabix x2 with semi-skimmed milk", 28), ("2 slices white toast with butter", 30), ("Coco Pops 40 g + milk", 40),
             ("porridge (40 g oats) with banana", 45), ("Vegemite on 2 slices wholemeal toast", 28), ("chapati x1 with egg", 25),
             ("pancakes x2 with maple syrup", 55), ("nothing - skips breakfast", 0), ("croissant + orange juice 200 ml", 44),
             ("bagel with cream cheese", 48), ("Cheerios 30 g + milk", 30), ("congee with pork floss", 35),
             ("French toast x2 with syrup", 50), ("Danish pastry", 38), ("Boston bun slice", 42)]
LUNCH = [("school dinner: pasta bake + yoghurt", 65), ("packed lunch: ham sandwich, apple, crisps", 58),
         ("wrap with chicken, fruit pot", 45), ("rice and dahl (1 cup rice)", 60), ("pie and chips from canteen", 70),
         ("sushi rolls x6", 50), ("leftover spaghetti bolognese", 55), ("PB&J sandwich, goldfish crackers, juice box", 72),
         ("Cornish pasty and an apple", 55), ("Scotch egg, crackers, grapes", 35), ("Hawaiian pizza slice x2", 60)]
DINNER = [("chicken curry with rice", 70), ("spaghetti bolognese", 65), ("fish fingers, chips and peas", 55),
          ("roast dinner with potatoes and Yorkshire pudding", 60), ("tacos x3", 45), ("pho (large)", 55),
          ("mince and mash", 50), ("takeaway pizza, 3 slices", 90), ("jollof rice and chicken", 75), ("kai hangi (pork, kumara, potato)", 60),
          ("chicken Kiev, Jersey Royal potatoes, Brussels sprouts", 45), ("Swedish meatballs with mash", 50), ("Singapore noodles", 70)]
SNACKS = [("crisps 25 g", 13), ("apple", 12), ("cereal bar", 18), ("2 digestive biscuits", 20), ("Tim Tam x2", 19),
          ("fruit yoghurt", 15), ("popcorn", 10), ("banana", 20), ("milk 250 ml", 12), ("Bakewell tart", 30),
          ("Eccles cake", 32), ("Chelsea bun", 45), ("Victoria sponge slice", 35), ("Anzac biscuit", 14), ("Turkish delight, 2 pieces", 16),
          ("Swiss roll slice", 20)]

FESTIVALS = ["Ramadan", "Eid", "Diwali", "Christmas", "Easter", "Chinese New Year", "Thanksgiving", "Halloween", "Hanukkah", "Matariki"]


def dietitian_review(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    prev = fmt.add_days(visit, -rng.randint(150, 400))
    d.ln(ch(C, ["DIETETIC REVIEW - CARBOHYDRATE COUNTING", "Paediatric Dietetics: Carbohydrate Counting Review" if C["_cc"] not in ("US", "CA") else "Pediatric Nutrition: Carb Counting Review",
                "Dietitian outpatient note - T1D"]))
    d.ln(ch(C, ["{pt_full}   DOB {dob}   MRN {mrn}", "Name: {pt_nick_line} {pt_ln}   DOB {dob}   MRN {mrn}"]))
    d.ln("Seen: {x} %s   Present: {pt}, {p1_rel} ({p1})" % ch(C, ["in clinic", "by video", "by telephone", "at {hosp_s}"]), x=dt(C, visit))
    d.ln("Dietitian: {diet}, {diet_role}")
    d.ln()
    d.ln("Reason for review: " + ch(C, ["annual dietetic review", "carb counting refresher requested by the diabetes nurse", "post pump start - advanced carb counting (fat/protein)",
                                         "rising HbA1c and weight gain", "coeliac disease and T1D - gluten free carb counting"]
                                        if C["_on_pump"] else ["annual dietetic review", "carb counting refresher requested by the diabetes nurse",
                                                               "rising HbA1c and weight gain", "pre-pump carb counting assessment"]))
    d.ln("Current insulin: " + insulin_line(C))
    d.ln("HbA1c {a} (%s); previous %s on {p}." % (a1c(C, v["a1c"]), a1c(C, v["a1c_prev"])), a=dt(C, fmt.add_days(visit, -rng.randint(0, 20)), "short"), p=dt(C, prev))
    d.ln()
    d.w("Anthropometry: ")
    growth(d, C)
    d.ln("Weight on {p}: %.1f kg." % (v["wt"] - rng.uniform(0.5, 4)), p=dt(C, prev, ch(C, ["num", "dm", "short"])))
    d.ln()
    d.ln("Typical day (24 h recall):")
    d.ln("| Time | Food | Carbs (g) estimated by family | Dietitian |")
    d.ln("|---|---|---|---|")
    items = [("07:15", rng.choice(BREAKFAST)), ("10:30", rng.choice(SNACKS)), ("12:20", rng.choice(LUNCH)),
             ("15:45", rng.choice(SNACKS)), ("18:00", rng.choice(DINNER)), ("20:30", rng.choice(SNACKS))]
    for t, (food, g) in items:
        est = max(0, g + rng.choice([-15, -10, -5, 0, 0, 5, 10]))
        d.ln("| %s | %s | %d | %d |" % (t, food, est, g))
    d.ln()
    d.ln("Assessment:")
    d.ln("- Carb counting quiz: %d/10 correct. %s" % (rng.randint(5, 10), ch(C, [
        "Tends to underestimate pasta and rice portions.", "Good label reading (uses 'per 100 g' column).",
        "Uses the {carbapp} app and kitchen scales at home.", "Guesses restaurant meals - discussed the 'fist' method.",
        "Not counting carbs in drinks (juice, milk)."])))
    d.ln("- " + ch(C, [
        "Fat/protein: pizza and takeaway nights cause late highs; trial extended/dual-wave bolus (60/40 over 2 h).",
        "School meals at {school}: menu with carb values obtained from the catering manager; packed lunch on {w}.",
        "Grazing after school; agreed structured snack at 15:45.",
        "Weight gain above centiles; reviewed hypo treatments (over-treating with chocolate).",
    ]), w=(ch(C, ["Fridays", "Mondays", "Wednesdays"]), "DATE"))
    if rng.random() < 0.7:
        fest = ch(C, FESTIVALS)
        d.ln("- Cultural/religious: discussed {f} %s." % ch(C, [
            "- family plan to fast; advised against for {pt} this year, or to break the fast if glucose below %s" % glu(C, 4.0),
            "- sweets and celebration meals; pre-bolus and count the extra portions",
            "- travelling to see {gran_rel} in {origin}; carb values of traditional foods given"]),
             f=(fest, "DATE"))
    d.ln("- Activity: %s with {club} %s; " % (C["sport"], ch(C, ["twice a week", "on {w2} mornings", "three evenings a week"])) +
         "15 g uncovered carbs before training if below %s." % glu(C, 7.0), w2=(ch(C, ["Saturday", "Sunday"]), "DATE"))
    d.ln("- Family: {P1_rel} works as {p1_ajob}; %s" % ch(C, ["shift pattern means {gran_rel} often cooks dinner.",
                                                           "budget is tight - discussed low-cost meals and free school meals eligibility.",
                                                           "{sib} ({sib_rel}) also has coeliac disease."]))
    d.ln()
    d.ln("Goals agreed:")
    for g in rng.sample(["Weigh pasta/rice portions for 2 weeks.", "Bolus for all snacks over 10 g.",
                         "Pre-bolus breakfast 15 minutes before eating.", "Use {carbapp} for %s meals." % ("takeout" if C["_cc"] in ("US", "CA") else "takeaway"),
                         "Swap juice for water with meals.", "Hypo treatment: 15 g fast-acting glucose, not chocolate.",
                         "Try split bolus for pizza nights."], 3):
        d.ln("- " + g)
    d.ln()
    d.ln("Review: {x} (%s)." % ch(C, ["3 months", "6 months", "with next clinic"]), x=dt(C, fmt.add_days(visit, rng.randint(85, 190)), ch(C, ["my", "num"])))
    d.ln()
    sign(d, C, "diet", close=False)
    if rng.random() < 0.4:
        d.ln("Contact: {team_email} | {hosp_tel_x}")


def psychology(d, C):
    rng = R(C)
    visit = C["_visit"]
    age = C["_age"]
    d.ln(ch(C, ["CLINICAL PSYCHOLOGY - PSYCHOSOCIAL SCREENING", "Psychology screening note (diabetes MDT)", "Annual psychosocial screen - T1D"]))
    d.ln("{hosp}, %s, Room {room}" % ch(C, ["Outpatients", "Child Health", "Young People's Unit"]))
    d.ln("Date: {x}   Clinician: Dr {psych}, {psych_role}", x=dt(C, visit))
    d.ln("Client: {pt_full} ({age})   DOB: {dob}   MRN: {mrn}")
    d.ln("Seen: %s" % ch(C, ["alone, then with {p1_rel}", "with {p1_rel} ({p1}) and {p2_rel} ({p2})" if C["_has_p2"] else "with {p1_rel} ({p1})", "alone (age-appropriate)"]))
    d.ln()
    d.ln("Measures completed:")
    teen = age >= 12
    rows = []
    def band(x, cuts):
        for lim, name in cuts:
            if x <= lim:
                return name
        return cuts[-1][1]
    phq = [(4, "minimal"), (9, "mild"), (14, "moderate"), (19, "moderately severe"), (99, "severe")]
    gad = [(4, "minimal"), (9, "mild"), (14, "moderate"), (99, "severe")]
    if teen:
        a, b, c, e = rng.randint(20, 120), rng.randint(0, 22), rng.randint(0, 19), rng.randint(2, 38)
        rows += [("PAID-T", a, "above threshold (>= 90)" if a >= 90 else "below threshold (< 90)"),
                 ("PHQ-A", b, band(b, phq)), ("GAD-7", c, band(c, gad)),
                 ("DEPS-R", e, "above cut-off (20)" if e >= 20 else "below cut-off (20)")]
    else:
        a, b = rng.randint(10, 60), rng.randint(3, 28)
        rows += [("PAID-C", a, "higher = more distress"), ("SDQ total (parent)", b, band(b, [(13, "close to average"), (16, "slightly raised"), (19, "high"), (40, "very high")]))]
    rows.append(("P-PAID-" + ("T" if teen else "C") + " (parent)", rng.randint(15, 95), "-"))
    rows.append(("HFS-C (fear of hypos)", rng.randint(10, 70), "-"))
    d.ln("| Measure | Score | Interpretation |")
    d.ln("|---|---|---|")
    for r in rows:
        d.ln("| %s | %d | %s |" % r)
    d.ln()
    d.ln("Background:")
    d.ln(ch(C, [
        "{pt} lives in {city}%s with {his} {p1_rel} {p1}%s and {sib_rel} {sib}. {P1_rel} works as {p1_ajob}." % (
            ", {region_long}" if C["_cc"] in ("US", "AU", "CA", "NZ") else "", " and {p2_rel} {p2}" if C["_has_p2"] else ""),
        "{pt} is a {A} in {grade} at {school}. Best friend {friend} knows about the diabetes and can give GlucoGel.",
        "Parents separated in {y}; {pt} spends alternate weekends with {p2_rel} in {c2}. Diabetes care differs between houses.",
    ]), A=age_ph(C), y=(str(visit.year - rng.randint(1, 5)), "DATE"), c2=(rng.choice([t for t in places.TOWNS[C["_cc"]] if t[0] != C["_town"]])[0], "CITY"))
    d.ln(ch(C, [
        "Reports feeling 'different' from peers and hiding BG checks at school; skipping lunchtime boluses ('can't be bothered').",
        "Sleep disrupted by CGM alarms and {p1_rel} checking overnight; both tired. Fear of night-time hypos since the seizure on {x}.",
        "Some low mood since moving school in {m}; enjoys drawing and gaming (username {user_pt} on the family's console - not discussed further).",
        "Eating: some restriction to lose weight and occasional insulin omission disclosed privately; DEPS-R elevated.",
        "Coping well overall; main stress is exams. Good support from {teacher_t} at school.",
    ]), x=dt(C, fmt.add_days(visit, -rng.randint(40, 400))), m=dt(C, fmt.add_days(visit, -rng.randint(60, 300)), "my"))
    d.ln()
    d.ln("Risk: " + ch(C, ["No thoughts of self-harm or suicide. No safeguarding concerns.",
                           "Passive thoughts ('wish I didn't have diabetes'), no plan or intent. Safety plan completed; crisis line numbers given.",
                           "Deliberate insulin omission = risk of DKA; discussed with Dr {cons_ln} and documented. Safeguarding lead informed."]))
    d.ln()
    d.ln("Formulation: " + ch(C, ["diabetes distress with burnout of routine self-care, maintained by avoidance.",
                                  "parental {hypo_w} anxiety driving high overnight targets.",
                                  "emerging disordered eating with insulin restriction - needs specialist input.",
                                  "adjustment difficulties after a recent diagnosis, improving."]))
    d.ln("Plan:")
    for p in rng.sample(["6 sessions CBT-informed work with {pt} (fortnightly, {w} after school).",
                         "Parent session with {p1} re: hypo fear and night checks.",
                         "Liaise with school SENCO {ta} - exam access arrangements, quiet space for BG checks.",
                         "Referral to {camhs} (eating disorder pathway) with consent.",
                         "Rescreen at next annual review.", "Share 'Diabetes and Me' peer group dates; next meet on {g}."], 3):
        d.ln("- " + p, w=(ch(C, ["Tuesdays", "Thursdays", "Wednesdays"]), "DATE"), g=dt(C, fmt.add_days(visit, rng.randint(10, 60))))
    d.ln()
    d.ln("Confidentiality discussed; {pt} agreed to information being shared with the diabetes team.")
    d.ln("Dr {psych}, {psych_role}")
    if rng.random() < 0.4:
        d.ln("Entered by: {u} on {x}", u=(fmt.username(rng, C["_psych"]["first"], C["_psych"]["last"], "staff"), "USERNAME"), x=dt(C, visit, "num"))


def transition_letter(d, C):
    rng = R(C)
    v = vals(C)
    visit = C["_visit"]
    cc = C["_cc"]
    first_adult = fmt.add_days(visit, rng.randint(40, 160))
    letterhead(d, C, dept=ch(C, ["Young Persons' Diabetes Transition Clinic", "Adolescent & Young Adult Diabetes Service", "Transition Diabetes Clinic"]))
    d.ln("{x}", x=dt(C, fmt.add_days(visit, rng.randint(1, 7)), "long"))
    d.ln()
    to_yp = rng.random() < 0.55
    if to_yp:
        d.ln("{pt_full}")
        d.ln("{addr}")
        d.ln()
        d.ln("Dear {pt},")
    else:
        d.ln("Dr {adult}")
        d.ln("Consultant Diabetologist, Young Adult Diabetes Clinic")
        d.ln("{hosp2}")
        d.ln()
        d.ln("Dear Dr {adult_ln},")
    d.ln()
    d.ln("Re: {pt_full}, DOB {dob}, MRN {mrn}, {nat_l} {nat}")
    d.ln()
    if to_yp:
        d.ln("It was good to see you in the transition clinic on {x}. As we discussed, this letter summarises where things are and what happens next as you move to the adult diabetes team at {hosp2}.", x=dt(C, visit, "long"))
    else:
        d.ln("I would be grateful if you could take over the care of this {A} {yp}, who has attended our transition clinic jointly with your team's diabetes nurse {dsn2} since {y}.",
             A=age_ph(C), y=(str(visit.year - rng.randint(1, 2)), "DATE"))
    d.ln()
    d.ln("Diabetes summary")
    d.ln("- Type 1 diabetes diagnosed {dx} (aged {age_dx}).")
    d.ln("- " + insulin_line(C))
    d.ln("- HbA1c trend:")
    for k in range(3, 0, -1):
        d.ln("    {x}  %s" % a1c(C, max(45, v["a1c"] + rng.randint(-10, 10))), x=dt(C, fmt.add_days(visit, -k * 120 - rng.randint(0, 20)), ch(C, ["num", "mys", "mnum"])))
    d.ln("- Complications screening: retinal screen %s; urine ACR %.1f mg/mmol; TFTs normal." % (ch(C, ["normal", "background changes R eye (R1)", "normal, next due in 12 months"]), rng.uniform(0.3, 3.4)))
    d.ln()
    d.ln("Topics covered (Ready Steady Go questionnaire completed)")
    you = "You" if to_yp else "{He}"
    yr = "your" if to_yp else "{his}"
    d.ln("- Driving: " + ch(C, [
        you + " passed the driving test on {x}; licence number {dl}. 'Above 5 to drive' rule and the DVLA/licensing authority notification discussed.",
        you + " now hold" + ("" if to_yp else "s") + " a %s ({dl}); check glucose before every drive and every 2 h. Car: {plate}." % {"UK": "provisional driving licence", "US": "learner's permit", "AU": "learner licence",
                                                                         "CA": "G1 licence" if cc != "CA" else "class 7 learner's licence", "IE": "learner permit", "NZ": "learner licence"}[cc],
        "Not yet driving; information leaflet given.",
    ]), x=dt(C, fmt.add_days(visit, -rng.randint(20, 300))))
    d.ln("- Alcohol and recreational drugs: risks of delayed {hypo_w} overnight; eat before bed, reduce basal if drinking.")
    d.ln("- Sexual health and contraception; pregnancy planning (folic acid 5 mg, HbA1c below 48 mmol/mol before conception)." if C["sx"] == "F" else
         "- Sexual health, smoking and vaping discussed.")
    d.ln("- Education/work: " + ch(C, [
        "starting %s at {uni} in {c} in {m}; will register with a GP there." % ch(C, ["nursing", "engineering", "law", "a plumbing apprenticeship", "sports science"]),
        "works part-time as {pt_ajob} at {employer} (%d h/week); manager {coach} is aware of the diabetes." % rng.randint(8, 24),
        "sitting exams in {m}; exam board access arrangements in place.",
        "left school, now employed as {pt_ajob} at {employer}.",
    ]), c=(rng.choice([t for t in places.TOWNS[cc] if t[0] != C["_town"]])[0], "CITY"),
         m=dt(C, fmt.add_days(visit, rng.randint(30, 250)), "my"))
    d.ln("- Mental health: " + ch(C, ["PAID-T 38, no concerns.", "some diabetes burnout; continues with psychology (Dr {psych_ln}).", "anxious about moving on - joint appointment agreed."]))
    if cc == "CA":
        d.ln("- Disability Tax Credit (T2201) completed; SIN {ssn} provided by {pt} for the form.")
    elif cc == "IE":
        d.ln("- Long Term Illness card renewed (LTI no. {plan}); PPSN {ssn}.")
    elif cc == "AU":
        d.ln("- NDSS registration {plan} updated to adult details; Medicare card {nat} in own name.")
    elif cc == "US":
        d.ln("- Insurance: remains on {p1_rel}'s {insurer} plan (member {plan}) while in college; SSN {ssn} on file.")
    elif cc == "NZ":
        d.ln("- Community Services Card {plan}; prescriptions via {pharmacy}.")
    d.ln()
    d.ln("Next steps")
    d.ln("- First appointment in the adult clinic: {x} at %s with Dr {adult_ln}, {hosp2}." % ch(C, ["09:30", "14:00", "10:15", "15:40"]),
         x=dt(C, first_adult, ch(C, ["wd_long", "long", "num"])))
    d.ln("- Adult diabetes nurses: {t}; email {e}", t=(fmt.phone(rng, cc, "land") + (fmt.extension(rng) if rng.random() < 0.4 else ""), "PHONE"),
         e=(fmt.email(rng, role=ch(C, ["yadiabetes", "adult.diabetes", "dafne.team"])), "EMAIL"))
    d.ln("- Until then, contact us on {hosp_tel}; out of hours {oncall}.")
    d.ln("- Structured education: DAFNE-style course for young adults recommended.")
    d.ln()
    if to_yp:
        d.ln("Good luck with everything, {pt} - it has been a pleasure looking after you since you were {a}.", a=(str(C["_dx_age"]), "AGE"))
        d.ln()
    sign(d, C, "cons")
    d.ln()
    d.ln("cc: Dr {gp}, {gp_prac}")
    d.ln("cc: " + ("Dr {adult}, {hosp2}" if to_yp else "{pt_full}, {addr}"))
