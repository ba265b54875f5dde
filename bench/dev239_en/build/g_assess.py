"""Genres: bariatric surgery assessment; dietitian consultation note."""
import clin as K
import common as C
import pools as P


def _comorbs(c, n=None):
    n = n or c.ri(2, 5)
    picks = K.cm_sample(c, n)
    if c.cc == "US":
        return [(K.comorb_us(a), K.comorb_us(b2)) for a, b2 in picks]
    return picks


def _meds(c, cms):
    out = []
    for ab, _ in cms:
        key = "GORD" if ab in ("GORD", "GERD") else ("dyslipidaemia" if ab.startswith("dyslipid") else ab)
        if key in K.MEDS:
            out.append(c.ch(K.MEDS[key]))
    out += K.other_meds(c, c.ri(1, 3))
    return out


def weight_history(c, b, body):
    onset = c.ri(5, min(30, c.age - 1))
    b.add(c.r("Weight history: ", "WEIGHT HISTORY\n", "Wt hx: "))
    v = c.ri(0, 3)
    if v == 0:
        b.add("Struggled with weight since childhood (obese from ", c.r("age ", "about age "), (str(onset), "AGE"), ").")
    elif v == 1:
        b.add("Weight gain began in ", c.his, " teens; ", c.r("worse after pregnancies" if c.sex == "F" else "worse after a back injury", "worse after a knee injury",
                                                             "worse after starting quetiapine", "worse after stopping rugby"), ".")
    elif v == 2:
        b.add("Gained ~%d kg since " % c.ri(15, 50), c.dt(c.day(-c.ri(700, 3000)), "y"), c.r(" (lockdown, shift work).", " after marriage.",
                                                                                        " when started night shifts."))
    else:
        b.add("Overweight since the age of ", (str(onset), "AGE"), "; ", c.r("gained 30 kg with depression", "steady gain ~3 kg/yr", "yo-yo dieting"), ".")
    b.add("\n")
    when = c.day(-c.ri(200, 2500))
    if c.p(0.5):
        b.line("Highest adult weight ", body.wt(c, body.max_kg), " (", c.dt(when, c.r("y", "my", "my_abbr")), "). Current ",
               body.wt(c), ", BMI ", "%.1f" % body.bmi, " kg/m2.")
    else:
        b.line("Max wt ", body.wt(c, body.max_kg), " in ", c.dt(when, c.r("y", "my")), "; today ", body.wt(c), " (BMI ", "%.1f" % body.bmi, ").")
    tries = c.rng.sample(K.DIETS, c.ri(3, 5))
    b.add("Previous attempts: ")
    for i, t in enumerate(tries):
        b.add(t)
        if c.p(0.45):
            b.add(" (", c.dt(c.day(-c.ri(300, 4000)), c.r("y", "y", "my_abbr")), c.r(", lost %d kg)" % c.ri(4, 25), ")", ", regained)"))
        b.add(", " if i < len(tries) - 1 else ".\n")
    if c.p(0.5):
        b.line("Pharmacotherapy: ", c.ch(K.OTHER_AOM), "; ", c.r("semaglutide trial ", "Saxenda ", "tirzepatide "),
               c.r("stopped due to cost.", "- nausea, stopped after 8 wks.", "not funded.", "lost 9% TBWL, plateaued."))


def end_year(c):
    if c.p(0.3):
        return [" ", c.dt(c.day(-c.ri(600, 1800)), "y"), "."]
    return "."


def social(c, b):
    rel = c.r("spouse", "partner", "mother", "adult son" if c.age >= 42 else "mother", "two children" if c.age >= 24 else "flatmate", "flatmate")
    b.add(c.r("SOCIAL: ", "Social history: ", "SH: "))
    b.add("Lives in ", c.city(), " with ")
    if rel == "two children":
        b.add("two children (ages ", c.age_items(c.ri(2, min(17, c.age - 18)), "bare"), " and ", c.age_items(c.ri(2, min(17, c.age - 18)), "bare"), ")")
    elif rel == "flatmate":
        b.add("a flatmate")
    else:
        rels = {"spouse": ["husband"] if c.sex == "F" else ["wife"], "partner": ["partner"], "mother": ["mother"],
                "adult son": ["adult son", "adult daughter"]}[rel]
        b.add(c.his, " ", c.kin(rels))
    b.add(". ")
    v = c.ri(0, 3)
    if v == 0:
        b.add("Works as a ", c.job(), " at ", c.employer(), c.r(" (night shifts)", "", " - long hours, mostly sedentary"), ". ")
    elif v == 1:
        b.add("Employed as ", c.job(), c.r("", " for 12 years"), ". ")
    elif v == 2:
        b.add("Currently off work (", c.job(), ") due to knee pain. ")
    else:
        b.add("Former ", c.job(), ", now on ", c.r("disability", "ESA" if c.cc == "UK" else "a benefit", "sick leave"), ". ")
    b.add(c.r("Never smoker. ", ["Ex-smoker, quit ", c.dt(c.day(-c.ri(100, 3000)), c.r("y", "my")), ". "],
              "Smokes 10/day. ", "Vapes daily. ", "Ex-smoker (20 pack-years). "))
    b.add(c.r("Alcohol: rare.", "EtOH socially, 4-6 units/wk.", "Drinks 2-3 beers most nights.", "Denies alcohol or drugs.",
              "Cannabis occasionally."))
    b.add("\n")


def g_assessment(c, b):
    body = K.Body(c)
    cms = _comorbs(c)
    meds = _meds(c, cms)
    letter = c.cc != "US" and c.p(0.6)
    if letter:
        C.letterhead(c, b, c.r("Bariatric Surgery Service", "Tier 4 Bariatric Surgery", "Obesity Surgery Clinic",
                               "Upper GI & Bariatric Surgery"))
        b.line(c.r("Clinic date: ", "Date seen: "), c.dt(c.d0), "    ", c.r("Typed: ", "Dictated: "), c.dt(c.day(c.ri(1, 9))))
        b.add("\n")
        b.line(c.D("gp", c.r("t_full", "t_last")))
        b.line(c.H("clinic"))
        b.add("\n")
        C.letter_re(c, b)
        b.line("Dear ", c.D("gp", "t_last"), ",")
        b.add("\n")
        b.line("Thank you for referring this ", c.age_items(f=c.r("yearold", "words")), " ", c.r("lady", "woman") if c.sex == "F" else c.r("gentleman", "man"),
               " whom I saw in the ", c.r("bariatric surgical clinic", "Tier 4 clinic", "obesity surgery clinic"), " today",
               c.r("", [" with ", c.his, " ", c.kin(f="first")]), ".")
    else:
        b.line(c.r("BARIATRIC SURGERY NEW PATIENT CONSULTATION", "Bariatric Surgical Evaluation", "INITIAL BARIATRIC ASSESSMENT",
                   "Metabolic & Bariatric Surgery - New Consult"))
        b.line(c.H())
        C.demo_header(c, b, c.r("Date of visit", "DOS", "Date"))
        b.line(c.r("Referring provider: ", "Referred by: ", "PCP: "), c.D("gp"), c.r("", [" (", c.H("clinic"), ")"]))
        if c.cc == "US" and c.p(0.6):
            b.line("Insurance: ", c.insurer(), "  Member ID ", c.hp(), c.r("", ["  Group ", c.hp("group")]))
        b.line("Surgeon: ", c.D("surgeon", "t_full"))
        b.add("\n")
        b.line(c.r("HPI: ", "History of present illness:\n", "CC/HPI: "), c.P(c.r("first", "full")) if c.p(0.3) else c.Pt(),
               " is a ", c.age_items(), " ", c.r("with class III obesity", "with severe obesity", "with morbid obesity"),
               " (BMI ", "%.1f" % body.bmi, ") and ", ", ".join(a for a, _ in cms), " who presents ", c.r(
                   "to discuss surgical weight loss options.", "for evaluation for bariatric surgery.",
                   ["after attending the info seminar on ", c.dt(c.day(-c.ri(20, 90))), "."]))
    b.add("\n")
    weight_history(c, b, body)
    b.add("\n")
    b.line(c.r("Comorbidities:", "PMH:", "Past medical history:", "Obesity-related conditions:"))
    for ab, full in cms:
        extra = ""
        if ab in ("T2DM",):
            extra = c.r(" - HbA1c %d mmol/mol" % c.ri(50, 92) if c.gb else " - A1c %.1f%%" % c.rf(6.6, 10.2), " dx", " on insulin")
        if ab == "OSA":
            b.line("- ", ab, " on CPAP", c.r("", [" (", c.r("ResMed AirSense 10", "DreamStation 2", "AirSense 11"), " SN ", c.device(), ")"]),
                   ", AHI ", str(c.ri(16, 68)), "/h")
            continue
        if ab == "T2DM" and " dx" in extra:
            b.line("- ", ab, " dx ", c.dt(c.day(-c.ri(400, 5000)), "y"))
            continue
        b.line("- ", ab, extra)
    if c.p(0.6):
        b.line(c.r("PSH: ", "Surgical hx: "), c.r("lap chole ", "C-section x2 " if c.sex == "F" else "inguinal hernia repair ", "appendicectomy ", "R knee arthroscopy "),
               c.dt(c.day(-c.ri(400, 6000)), "y"), c.r("", [" at ", c.other_hosp()]),
               c.r("", "; umbilical hernia repair", "; tubal ligation" if c.sex == "F" else "; vasectomy", "; tonsillectomy as child"))
    if c.p(0.25):
        b.line("Lap band placed ", c.dt(c.day(-c.ri(2000, 5000)), "y"), " in ", c.country(P.ABROAD_SURGERY), ", removed ",
               c.dt(c.day(-c.ri(200, 1500)), c.r("my", "y")), " for slippage.")
    b.add("\n")
    b.line(c.r("Medications:", "Current meds:", "MEDS"))
    bullet = c.r("- ", "  ", "* ")
    for m in meds:
        b.line(bullet, m)
    b.line(c.r("Allergies: ", "ALLERGIES: ", "Allergy: "), c.r("NKDA", "penicillin (rash)", "codeine - vomiting", "nil known", "sulfa"))
    b.add("\n")
    social(c, b)
    if c.p(0.7):
        fa = c.r("Mother", "Father", "Both parents", "Sister")
        fh = c.ri(0, 2)
        b.line(c.r("FH: ", "Family history: "), fa,
               [" T2DM", c.r("", "; brother had a sleeve")] if fh == 0 else
               ([" obesity, T2DM; aunt had bypass in ", c.dt(c.day(-c.ri(300, 3000)), "y")] if fh == 1 else
                [" T2DM; father MI at ", (str(c.ri(44, 68)), "AGE")]), ".")
    b.add("\n")
    v = K.vitals(c)
    b.line(c.r("EXAM", "O/E:", "Examination:", "PHYSICAL EXAM"))
    b.line("Wt ", body.wt(c), "  Ht ", body.ht_s(c), "  BMI ", "%.1f" % body.bmi, "  BP ", v["BP"], "  HR ", v["HR"],
           "  SpO2 ", v["SpO2"])
    b.line(c.r("Neck circ %d cm, waist %d cm. " % (body.neck, body.waist), "Waist %d cm. " % body.waist, ""),
           c.r("Abdomen soft, pannus, no hernia. ", "Abdo obese, non-tender, well-healed Pfannenstiel scar. ",
               "Acanthosis nigricans at neck. No striae. "), "Mallampati ", str(c.ri(2, 4)), ".")
    b.add("\n")
    proc = c.r("sleeve", "rygb", "sleeve", "oagb")
    pname, pab, cpt, opcs = K.PROC[proc]
    b.line(c.r("ASSESSMENT / PLAN", "Impression and plan:", "A/P:", "Plan"))
    b.line(c.r("Suitable candidate for ", "Good candidate for ", "Meets criteria for "), pname, " (", pab, ")",
           c.r(". Discussed sleeve vs bypass; reflux favours bypass.", ". Risks discussed incl. leak (1-2%), bleeding, VTE, death (<0.3%).",
               ". EOSS 2. King's obesity staging 2/3/1."))
    todo = [["Dietitian assessment with ", c.D("dietitian", c.r("full_cred", "plain"))],
            ["Psychology pre-op evaluation (", c.D("psych", c.r("t_last", "full_cred")), ")"],
            ["OGD/EGD ", c.r("booked", "requested", "- H. pylori biopsy")],
            [c.r("Sleep study (STOP-BANG %d)" % c.ri(3, 7), "CPAP compliance download", "Echo if symptomatic")],
            ["Bloods: FBC, U&E, LFT, HbA1c, ferritin, B12, folate, vit D, PTH" if c.gb else "Labs: CBC, CMP, A1c, lipids, iron studies, B12, folate, 25-OH D"]]
    if c.cc == "US":
        todo.append([c.r("6-month", "3-month"), " physician-supervised diet per ", c.insurer(), " requirement"])
    if c.p(0.4):
        todo.append(["Target ", c.r("5%", "10 kg", "15 lb"), " pre-op weight loss; 2-week LRD pre-op"])
    numbered = c.p(0.6)
    for i, t in enumerate(todo):
        b.line("%d. " % (i + 1) if numbered else "- ", t)
    b.line(c.r("Provisional date ", "Tentative surgery ", "Aim for surgery in "),
           c.dt(c.day(c.ri(60, 200)), c.r("my", "mon", "my_abbr")), c.r("", " pending MDT", " subject to insurance approval"), ".")
    if letter:
        C.sign(c, b, "surgeon", letter=True)
        C.cc_list(c, b, ["pt", c.r("dietitian", "psych")])
    else:
        b.line("Return ", c.r("in 4 weeks", "after work-up", ["on ", c.dt(c.day(c.ri(28, 70)))]), ".")
        C.sign(c, b, "surgeon", lic=c.p(0.3), letter=False)
        if c.p(0.6):
            C.audit(c, b, c.r("scribe", "nurse"))


def g_dietitian(c, b):
    body = K.Body(c)
    us = c.cc == "US"
    pre = c.p(0.6)
    b.line(c.r("NUTRITION ASSESSMENT", "Dietitian Consultation", "Bariatric Dietetic Assessment", "MNT - Initial",
               "DIETETICS OUTPATIENT NOTE") + (" - pre-op" if pre and c.p(0.5) else ""))
    if c.p(0.5):
        b.line(c.H("clinic") if c.p(0.4) else c.H(), " - ", c.r("Nutrition & Dietetics", "Dietetics", "Weight Management Service"))
    C.demo_header(c, b, c.r("Date", "Appointment", "Seen"), extra=c.p(0.5))
    b.line("Referred by: ", c.D(c.r("surgeon", "physician", "gp")), c.r("", "  for pre-surgical nutrition assessment",
                                                                       "  (post-op review)"))
    if c.p(0.3):
        b.line("Attended with ", c.kin(f="first"), c.r(".", ["; interpreter ", (c.person().form("full"), "DOCTOR"), " (",
                                                          c.r("Samoan", "Tongan", "Punjabi", "Spanish", "Polish"), ")."]))
    b.add("\n")
    b.line(c.r("ANTHROPOMETRY", "Anthropometrics:", "Measurements"))
    rows = [("Weight", body.wt(c)), ("Height", body.ht_s(c)), ("BMI", "%.1f kg/m2" % body.bmi),
            ("Waist", "%d cm" % body.waist)]
    if c.p(0.5):
        rows.append(("Body fat (BIA)", "%.1f%%" % c.rf(38, 56)))
    if not pre:
        rows.append(("%TWL", "%.1f%%" % c.rf(8, 34)))
        rows.append(("%EWL", "%d%%" % c.ri(25, 78)))
    tbl = c.p(0.5)
    for k, val in rows:
        b.line(("| %-14s | %s |" % (k, val)) if tbl else ("  %s: %s" % (k, val)))
    if c.p(0.5):
        b.line("Weight at last visit ", c.dt(c.day(-c.ri(28, 120))), ": ", body.wt(c, body.kg + c.rf(-4, 6)))
    b.add("\n")
    b.line(c.r("24-h recall / usual intake:", "DIET HISTORY", "Typical day:"))
    b.line("  B: ", c.ch(K.FOODS_B))
    b.line("  L: ", c.ch(K.FOODS_L))
    b.line("  D: ", c.ch(K.FOODS_D))
    b.line("  Snacks: ", ", ".join(c.rng.sample(K.SNACKS, 2)))
    b.line("  Fluids: ", ", ".join(c.rng.sample(K.DRINKS, 2)))
    b.line(c.r("Eats out ", "Takeaways "), "%d-%dx/wk" % (c.ri(1, 3), c.ri(4, 6)), ". ",
           c.r("Grazing in evenings.", "Eats quickly, <10 min/meal.", "Skips meals then overeats.",
               "Emotional eating when stressed at work.", "Night eating - up at 0200 for toast."))
    if c.p(0.6):
        b.line("Shopping/cooking: ", c.r("does own", ["partner cooks (", (c.fam("M" if c.sex == "F" else "F").form("first"), "FAMILY"), ")"],
                                          ["mum cooks (", (c.fam("F").form("first"), "FAMILY"), ")"]),
               "; works ", c.r("shifts as a ", "as a ", "days as "), c.job(), c.r("", [" at ", c.employer()]), ".")
    b.add("\n")
    if pre:
        b.line(c.r("PRE-OP EDUCATION", "Education provided:", "Discussed:"))
        b.line("- Liver reduction diet: ", c.r("Optifast 4 sachets/day + 2 cups veg (~800 kcal)", "milk diet 2 pints semi-skimmed + 1 yoghurt",
                                               "low-carb LRD 1000 kcal, <100 g CHO/day"), " for ", c.r("2 weeks", "14 days", "3 weeks"), " pre-op")
        b.line("- Post-op stages: clear fluids (days 1-2), full fluids (to wk 2), puree (wks 3-4), soft (wks 5-6), then normal texture")
        b.line("- Protein target ", c.r("60-80 g/day", "1.0-1.5 g/kg IBW", "60 g minimum"), "; fluids ", c.r("1.5-2 L", "2 L", "64 oz"),
               " sipped, no drinking 30 min either side of meals")
        b.line("- Lifelong supplements: ", "; ".join(c.rng.sample(K.SUPPLEMENTS, 3)))
        b.line("- Avoid carbonated drinks, straws, chewing gum. Alcohol risk discussed (AUDIT-C ", str(c.ri(0, 6)), ").")
        if c.p(0.4):
            b.line("- Goals set: ", c.r("cut Coke to 1 can/day", "3 meals/day no grazing", "walk 20 min after work",
                                         "swap takeaways to 1x/wk"), "; recheck weight at ", c.r("next visit", "MDT"))
    else:
        b.line(c.r("POST-OP REVIEW", "Progress since surgery", "Post-op nutrition"), " (", c.r("sleeve", "RYGB", "OAGB"), " ",
               c.dt(c.day(-c.ri(40, 700))), " at ", c.H(), ")")
        b.line("Tolerating ", c.r("soft diet", "normal textures", "small meals 1/2 cup", "puree only"), ". Protein ~",
               str(c.ri(35, 90)), " g/day. Fluids ", c.r("1.2 L", "1.5-2 L", "<1 L - encouraged more"), ".")
        b.line(c.r("Dumping sx after sweet foods.", "Some food intolerance to bread and rice.", "Occasional regurgitation.",
                   "No vomiting.", "Constipation - on Movicol 1 sachet daily."))
        b.line("Supplements: ", c.r("taking as advised", "inconsistent with multivitamin", "stopped calcium - taste"), ". ",
               c.r("Labs " + c.ch(["ok", "pending", "reviewed"]), "Ferritin low - iron started", "Vit D 38 nmol/L - loading dose"),
               " (", c.r("accession ", "lab no. ", "req "), c.idnum("acc"), ")" if c.p(1) else "")
    b.add("\n")
    b.line(c.r("Nutrition diagnosis: ", "PES: ", "Dx: "), c.r(
        "Obesity class III r/t excessive energy intake AEB BMI %.1f and diet hx." % body.bmi,
        "Food- and nutrition-related knowledge deficit r/t upcoming surgery AEB pt questions.",
        "Excess oral intake r/t emotional eating AEB BES %d." % c.ri(18, 30)) if pre else c.r(
        "Inadequate protein intake r/t reduced gastric capacity AEB intake <50 g/day.",
        "Inadequate fluid intake r/t post-op restriction AEB <1 L/day and constipation.",
        "Altered GI function r/t RYGB AEB dumping after sweet foods."))
    b.line(c.r("Plan: ", "Follow-up: ", "F/U "), c.r("review in 4 weeks", "see 2/52 post-op", "phone review 6/52",
                                                    "f/u next month"), c.r("", [" (", c.dt(c.day(c.ri(14, 45)), c.r("dm", "dmn", "wd2")), ")"]),
           c.r("", "; handout given", "; app diary shared"), ".")
    b.add("\n")
    role = c.r("dietitian", "dietitian2")
    C.sign(c, b, role, letter=False)
    if c.p(0.5):
        if c.cc == "UK":
            b.line("HCPC reg: ", c.reg(role))
        elif c.cc == "NZ":
            b.line("Dietitians Board reg no. ", c.reg(role))
        else:
            b.line("License # ", c.reg(role), c.r("", ["  NPI ", c.npi(role)]))
    if c.p(0.5):
        b.line(c.r("Contact: ", "Direct line "), c.phone("diet", "land", ext=c.p(0.4)), c.r("", ["  ", c.email(c.doc(role))]))
    if c.p(0.4):
        C.audit(c, b, role)
