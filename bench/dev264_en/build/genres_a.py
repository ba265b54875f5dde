"""Genres: comprehensive assessment, weight & bloods record, medical risk review, dietetics."""
import phi
import clin
import common as K


def school_year(c):
    if c.country in ("US", "CA"):
        return "Grade %d" % max(6, min(12, c.age - 5))
    return "Year %d" % max(7, min(13, c.age - 4))


def pt_intro(c):
    """'<name> is a 15-year-old Year 10 pupil at X who lives with ...'"""
    rng = c.rng
    out = list(c.ptref())
    agew = rng.choice(["-year-old", " year old", "yo", " y/o", "-yr-old"])
    at = c.age_t(words_ok=True)
    if not at[1][0].isdigit():
        agew = "-year-old"
    out += [" is ", "an " if at[1][0] in "ae" else ("a " if not at[1][0].isdigit() else K.a_an(c)), at, agew, " "]
    if c.adol:
        out += [school_year(c), " student at ", ("ORGANIZATION", c.school)]
        out += [" who lives with ", c.mother.rel, " ", ("FAMILY", c.mother.first), " and ",
                c.father.rel, " ", ("FAMILY", c.father.first)]
        if rng.random() < 0.6:
            out += [" and ", c.sib.rel, " ", ("FAMILY", c.sib.first), " (", ("AGE", str(c.sib.age)), ")"]
        out += [" in ", ("CITY", c.city), "."]
    else:
        r = rng.random()
        if r < 0.5:
            out += [("PROFESSION", c.pt_prof), " (works at ", ("ORGANIZATION", c.employer), ")"]
        else:
            out += ["student at ", ("ORGANIZATION", c.uni)]
        out += [" living with ", c.partner.rel if rng.random() < 0.5 else "her partner" if c.sex == "F" else "his partner",
                " ", ("FAMILY", c.partner.first), " in ", ("CITY", c.city), "."]
    return out


def onset(c):
    rng = c.rng
    k = rng.randrange(4)
    if k == 0:
        return ["Restriction started around ", c.dt(-rng.randrange(150, 700), "Month yyyy" if c.country != "UK" else "Mon yyyy"),
                " after a ", rng.choice(["'healthy eating' unit at school", "viral illness with weight loss",
                                         "comment from a coach", "breakup", "family bereavement"]), "."]
    if k == 1:
        return ["Parents first noticed skipped meals over ", K.holiday(rng, c.country), " and weight loss from ",
                ("DATE", str(c.date.year - rng.randrange(0, 2))), "."]
    if k == 2:
        return ["Difficulties date back to ", ("DATE", str(c.date.year - rng.randrange(1, 6))),
                " with a marked deterioration in the last ", rng.choice(["3/12", "6 weeks", "4 months", "2/12"]), "."]
    return ["Onset after moving from ", ("COUNTRY", c.birth_country), " in ",
            c.dt(-rng.randrange(300, 1500), "Month yyyy"), "; eating became rigid within a few months."]


def assessment(c, d, s):
    rng = c.rng
    if rng.random() < 0.5:
        K.letterhead(c, d)
    d.ln(rng.choice(["COMPREHENSIVE EATING DISORDER ASSESSMENT", "Initial Assessment - Eating Disorders Service",
                     "EATING DISORDERS: NEW PATIENT ASSESSMENT", "Specialist ED Assessment (CEDS)"]))
    d.ln("Patient: ", c.pn("Lf", "full", "LFm", "lf"), "   DOB: ", c.dob_t(), "   Age: ", c.age_t())
    d.ln(c.ids_line())
    if c.country == "US" and rng.random() < 0.5:
        d.ln("Insurance: ", ("ORGANIZATION", c.insurer), "  Member ID ", ("HEALTHPLAN", c.plan),
             "  SSN ", ("SSN", c.ssn))
    d.ln("Date of assessment: ", c.dt(0), "   Time: ", "%02d:%02d" % (rng.randrange(9, 16), rng.choice([0, 15, 30, 45])))
    d.ln("Assessed by: ", c.dr("psych", "title_full"), " (", c.S("psych").role, ") and ", c.dr("diet", "full_cred"))
    if c.adol:
        d.ln("Present: ", c.pn("first"), ", ", c.mother.rel, " ", c.fam_ref(c.mother, "full"),
             rng.choice([", ", " and "]), c.father.rel, " ", c.fam_ref(c.father, "first"))
    else:
        d.ln("Seen alone", rng.choice(["", "; partner joined for last 20 min"]), ".")
    d.ln("")
    d.ln("REFERRAL")
    d.ln("Referred by ", c.dr("gp", rng.choice(["title_last", "title_full"])), " (", ("HOSPITAL", c.gp_site),
         ") on ", c.dt(-rng.randrange(8, 60)), " ", rng.choice((["via e-RS"] if c.country == "UK" else ["via EMR referral"]) + ["by letter", "urgent fax", "via referral portal"]),
         " - ref ", ("IDNUM", c.refno()), ". ",
         rng.choice(["Weight loss and amenorrhoea.", "Query AN, bradycardia at surgery.",
                     "Restrictive eating, mother very worried.", "Purging and low K+ on routine bloods."]))
    d.ln("")
    d.ln("HISTORY OF PRESENTING PROBLEM")
    d.ln(pt_intro(c), " ", onset(c))
    beh = rng.sample(clin.BEHAVIOURS, rng.randrange(3, 6))
    d.ln("Current behaviours:")
    for b in beh:
        d.ln(" - ", b)
    d.ln("Weight history: highest %.1f kg (" % (s.wt + s.loss + rng.uniform(0, 4)),
         ("DATE", str(c.date.year - rng.randrange(1, 3))), "), lowest %.1f kg (" % (s.wt - rng.uniform(0, 1.5)),
         c.dt(-rng.randrange(3, 30), phi.short_style(c.country)), "). ",
         rng.choice(["Amenorrhoea for 5/12.", "Periods irregular, on COCP.", "Primary amenorrhoea.",
                     "Menses ceased ~4/12 ago."]) if c.sex == "F" else "Reduced morning erections, low libido.")
    if c.sex == "F" and rng.random() < 0.5:
        d.ln("LMP: ", c.dt(-rng.randrange(40, 260), phi.numeric_style(c.country)), " (approx).")
    d.ln("")
    d.ln("PAST MEDICAL / PSYCHIATRIC HISTORY")
    for x in rng.sample(clin.comorb(c), rng.randrange(1, 4)):
        d.ln(" * ", x)
    if rng.random() < 0.5:
        d.ln(" * Previous admission to ", ("HOSPITAL", c.paeds_hosp), " ", c.dt(-rng.randrange(200, 900), "Month yyyy"),
             " (%d days, refeeding; NG not required)" % rng.randrange(3, 21))
    d.ln("Medications: ", "; ".join(rng.sample(clin.MEDS, rng.randrange(1, 4))), ". NKDA.")
    if c.adol and rng.random() < 0.6:
        d.ln("Birth/development: ", rng.choice(clin.BIRTH))
    if rng.random() < 0.5:
        d.ln(clin.misc_neg(rng, c))
    d.ln("")
    d.ln("FAMILY & SOCIAL HISTORY")
    m, f = c.mother, c.father
    d.ln(c.mother.rel.capitalize(), " ", c.fam_ref(m, "first"), " (", ("AGE", str(m.age)), ") works as a ",
         ("PROFESSION", m.prof), "; ", f.rel, " ", c.fam_ref(f, "first"), " (", ("AGE", str(f.age)), ") is a ",
         ("PROFESSION", f.prof), ". ",
         rng.choice(["Maternal hx of AN in teens.", "FHx depression (father).", "Maternal aunt - bulimia.",
                     "No FHx of eating disorder.", "Paternal grandmother T2DM, obesity."]))
    if rng.random() < 0.6:
        d.ln("Family originally from ", ("COUNTRY", c.birth_country), "; ",
             rng.choice(["bilingual household.", "interpreter not needed.",
                         "extended family visit yearly.", "moved when patient was a toddler."]))
    if c.adol:
        d.ln("School: ", ("ORGANIZATION", c.school), ", ", school_year(c), ". ",
             rng.choice(["High achiever, predicted top grades.", "Attendance ~70% this term.",
                         "Friendship difficulties for the past 2 years.", "Recently dropped out of sport."]))
        if rng.random() < 0.5:
            d.ln("Trains with ", ("ORGANIZATION", c.club), " (", c.sport, ") %d x/week." % rng.randrange(3, 9))
    else:
        d.ln("Occupation: ", ("PROFESSION", c.pt_prof), ". Alcohol ", rng.randrange(0, 14),
             " units/wk. Smokes ", rng.choice(["nil", "vapes daily", "5/day"]), ".")
    d.ln("")
    d.ln("RISK")
    d.ln(rng.choice(clin.RISKS))
    d.ln("")
    d.ln("MENTAL STATE")
    d.ln(rng.choice(clin.MSE))
    d.ln("")
    d.ln("PHYSICAL")
    d.ln(clin.anthro_line(rng, s, c.adol))
    d.ln(clin.vitals_line(rng, s))
    d.ln(clin.suss(rng, s), ". ", clin.ecg_line(rng, s))
    d.ln("Bloods (", ("IDNUM", phi.idnum(rng, "lab")), "): ", clin.bloods_table(rng, s, compact=True))
    d.ln("Questionnaires: ", clin.score_line(rng))
    if rng.random() < 0.25:
        K.pasted_lab(c, d, s)
    d.ln("")
    d.ln("DIAGNOSIS: ", rng.choice(clin.DX[c.country]))
    d.ln("Medical risk (", "MEED" if c.country == "UK" else "local criteria", "): ", clin.rag(s))
    d.ln("")
    d.ln("PLAN")
    opt = rng.choice(["Offer FBT-AN", "Offer CBT-E (40 sessions)", "MANTRA - 20 sessions",
                      "SSCM", "Day programme assessment", "Admission"])
    if opt == "Admission":
        d.ln("1. Admission to ", ("HOSPITAL", c.unit), " - bed requested; ", rng.choice(["informal", "may need MHA assessment"]), ".")
    else:
        d.ln("1. ", opt, ".")
    d.ln("2. Weekly weight/obs with practice nurse at ", ("HOSPITAL", c.gp_site), "; bloods fortnightly.")
    d.ln("3. Dietetic review with ", c.dr("diet", "first"), " on ", c.dt(rng.randrange(3, 15)), ".")
    d.ln("4. Next clinic ", c.dt(rng.randrange(7, 28)), " at ", "%02d:%02d" % (rng.randrange(9, 17), rng.choice([0, 30])),
         rng.choice(["", " (video)", " - room 4"]), ".")
    d.ln("5. Safety plan given; if unwell attend ED / call ",
         {"UK": "111 or 999", "US": "911", "AU": "000", "CA": "911"}[c.country], ".")
    d.ln("")
    d.ln(c.sig("psych"))
    if rng.random() < 0.6:
        K.cc_block(c, d, gp=True, parents=c.adol)
    if rng.random() < 0.4:
        K.footer(c, d)


def weight_bloods(c, d, s):
    rng = c.rng
    d.ln(rng.choice(["WEEKLY WEIGHT & BLOODS MONITORING", "Physical Health Monitoring Record",
                     "Medical monitoring - weekly", "WT/BLOODS TRACKER"]), " - ", ("HOSPITAL", c.unit))
    d.ln("Name: ", c.pn("LF", "Lf", "full", "lf"), "  DOB ", c.dob_t(), "  ", c.ids_line())
    if rng.random() < 0.5:
        d.ln("GP: ", c.dr("gp", "title_last"), ", ", ("HOSPITAL", c.gp_site), "  Tel ", c.ph())
    sn = phi.device_sn(rng)
    d.ln("Scale: ", rng.choice(["Seca 799 column scale", "Marsden M-420 scale", "Tanita BC-545N"]), " s/n ", ("DEVICE", sn),
         " (calibrated ", c.dt(-rng.randrange(30, 200), "Mon yyyy"), ")")
    d.ln("Weighed in gown, post-void, before breakfast. Blind weighing: ", rng.choice(["yes", "no - open weighing (FBT)"]))
    d.ln("")
    d.ln("%-12s %-8s %-6s %-6s %-9s %-8s %-5s %s" % ("Date", "Wt(kg)", "BMI", "%mBMI" if c.adol else "chg",
                                                     "HR", "BP", "T", "By"))
    wt = s.wt - rng.uniform(0.5, 2.5)
    n = rng.randrange(4, 9)
    for i in range(n):
        off = -7 * (n - 1 - i)
        wt += rng.uniform(-0.4, 0.9)
        bmi = wt / (s.ht / 100.0) ** 2
        d.w(c.dt(off, phi.numeric_style(c.country) if rng.random() < 0.7 else phi.short_style(c.country)), "   ")
        d.w("%-8.1f %-6.1f %-6s %-9s %-8s %-5.1f " % (
            wt, bmi, ("%d%%" % int(s.pmbmi + i)) if c.adol else "%+.1f" % rng.uniform(-0.5, 0.9),
            "%d/%d" % (s.hr + rng.randrange(-4, 6), s.hr_st + rng.randrange(-4, 6)),
            "%d/%d" % (s.sbp + rng.randrange(-5, 6), s.dbp + rng.randrange(-4, 5)),
            s.temp + rng.uniform(-0.2, 0.3)))
        d.ln(K.staff_initials(c))
    d.ln("")
    d.ln("BLOODS (", rng.choice(["weekly", "twice weekly during refeeding", "fortnightly"]), ")")
    d.ln("Sample date: ", c.dt(-rng.randrange(0, 3), phi.numeric_style(c.country)), "   Lab no: ",
         ("IDNUM", phi.idnum(rng, "lab")), "   Order: ", ("IDNUM", phi.idnum(rng, "order")))
    d.ln(clin.bloods_table(rng, s))
    d.ln("")
    if rng.random() < 0.6:
        d.ln("Previous (", c.dt(-7, phi.short_style(c.country)), "): ", clin.bloods_table(rng, s, compact=True))
    d.ln(clin.ecg_line(rng, s))
    if rng.random() < 0.4:
        d.ln(clin.misc_neg(rng, c))
    d.ln("")
    d.ln("Comment: ", rng.choice([
        ["Weight gain of ~0.6 kg/wk, within target 0.5-1 kg/wk. PO4 stable off supplements. Discussed with ",
         c.dr("paed", "title_last"), "."],
        ["Weight static x2/52. K+ low - ? purging. ", c.ptref(), " denies. Inform ", c.dr("psych", "title_last"), "."],
        ["Bradycardia improving. HR >50 for 3 consecutive days. Step down obs to general."],
        ["Suspect water loading - urine SG 1.002, weight jump +1.4 kg. Repeat weigh on ", c.day(rng.randrange(1, 4)), "."],
    ]))
    d.ln("Next weigh: ", c.dt(7), ". Next bloods: ", c.dt(rng.choice([3, 7, 14])), ".")
    d.ln("")
    d.ln("Recorded by: ", c.dr(rng.choice(["nurse", "nurse2"]), rng.choice(["full_cred", "full", "il"])),
         [" - bleep ", ("PHONE", phi.bleep(rng))] if rng.random() < 0.3 else "")
    if rng.random() < 0.6:
        K.footer(c, d)


RISK_DOMAINS = [("BMI / %mBMI", "bmi"), ("Rate of weight loss", "loss"), ("HR (awake)", "hr"),
                ("BP / postural", "bp"), ("Temperature", "temp"), ("Bloods", "bl"), ("ECG", "ecg"),
                ("SUSS / muscle power", "suss"), ("Disordered eating behaviour", "beh"),
                ("Engagement / insight", "eng")]


def medical_risk(c, d, s):
    rng = c.rng
    fw = {"UK": rng.choice(["MARSIPAN", "Junior MARSIPAN", "MEED (RCPsych CR233)"]),
          "US": "SAHM admission criteria", "AU": "RANZCP CPG / state ED medical guidelines",
          "CA": "CPS hospitalization criteria"}[c.country]
    d.ln("MEDICAL RISK REVIEW (", fw, ")")
    d.ln(("HOSPITAL", c.unit), rng.choice([" - ", " / "]), ("HOSPITAL", c.hosp))
    d.ln("Pt: ", c.pn("Lf", "full", "LF", "fi"), " | ", c.age_t(), c.sex if rng.random() < 0.6 else " yrs",
         " | DOB ", c.dob_t(), " | ", c.ids_line())
    if rng.random() < 0.5:
        d.ln("Location: ", ("HOSPITAL", c.unit), " ", rng.choice(["bed ", "room ", "bay 2 bed "]), ("LOCATION_OTHER", c.bed),
             "   Named nurse: ", c.dr("nurse", rng.choice(["full", "first"])))
    d.ln("Review date: ", c.dt(0), "  Reviewer: ", c.dr(rng.choice(["paed", "reg", "psych"]), "full_role"))
    if rng.random() < 0.3:
        d.ln("Holter ", rng.choice(["Zio XT patch", "24h Holter"]), " SN ", ("DEVICE", phi.device_sn(rng)),
             " fitted ", c.dt(-rng.randrange(1, 4), phi.short_style(c.country)))
    d.ln("")
    d.ln("%-28s %-26s %s" % ("Domain", "Finding", "RAG"))
    for dom, key in RISK_DOMAINS:
        val = {
            "bmi": ("BMI %.1f / %d%% mBMI" % (s.bmi, s.pmbmi)) if c.adol else "BMI %.1f" % s.bmi,
            "loss": "%.1f kg in %d/52" % (s.loss / 3, rng.randrange(2, 8)),
            "hr": "%d bpm" % s.hr,
            "bp": "%d/%d; drop %d" % (s.sbp, s.dbp, s.sbp - s.sbp_st),
            "temp": "%.1f C" % s.temp,
            "bl": "K %.1f PO4 %.2f Na %d" % (s.k, s.po4, s.na),
            "ecg": "QTc %d" % s.qtc,
            "suss": "%s" % clin.suss(rng, s)[11:],
            "beh": rng.choice(["<500 kcal/day", "purging daily", "eating 50% of plan", "refusing fluids"]),
            "eng": rng.choice(["partial", "poor - ambivalent", "good", "denies illness"]),
        }[key]
        col = rng.choice(["Red", "Amber", "Green"]) if s.level == "amber" else (
            "Red" if s.level == "red" and rng.random() < 0.6 else rng.choice(["Amber", "Green"]))
        d.ln("%-28s %-26s %s" % (dom, val, col))
    d.ln("")
    d.ln("Overall: ", clin.rag(s))
    d.ln(clin.vitals_line(rng, s))
    d.ln(clin.ecg_line(rng, s), " ECG ref ", ("IDNUM", phi.idnum(rng, "ecg")), ".")
    if rng.random() < 0.5:
        d.ln(clin.misc_neg(rng, c))
    if rng.random() < 0.3:
        K.pasted_lab(c, d, s)
    d.ln("")
    d.ln("Discussion")
    d.ln(rng.choice([
        ["Discussed with on-call paediatric registrar ", c.dr("reg", "title_full"), " (bleep ", ("PHONE", phi.bleep(rng)),
         ") at 16:40. Agreed criteria met for admission to ", ("HOSPITAL", c.paeds_ward), ", ", ("HOSPITAL", c.paeds_hosp), "."],
        ["Reviewed jointly with ", c.dr("psych", "title_last"), ". Not meeting threshold for medical admission; continue ",
         rng.choice(["day programme", "outpatient FBT", "intensive home treatment"]), " with twice-weekly obs."],
        ["Parents ", c.fam_ref(c.mother, "first"), " and ", c.fam_ref(c.father, "first"),
         " informed by phone (", c.ph("mobile"), "). Plan explained, agree."],
        ["Medical team at ", ("HOSPITAL", c.hosp), " contacted via switchboard ", c.ph(),
         " - acute medical bed requested; MEDFASH-trained nurse on shift."],
    ]))
    d.ln("")
    d.ln("Actions")
    acts = [
        "Repeat U&E/PO4/Mg in 24h; BMs 4-hourly x48h.",
        "Lying/standing BP and HR twice daily; escalate HR <40 or postural drop >20.",
        "Thiamine 100mg TDS + Vit B Co Strong for 10 days.",
        "Restrict activity: wheelchair for distances > 50 m; no PE.",
        "Start meal plan at 1400 kcal; dietitian to review " + "",
        "Review ECG if K < 3.0 or QTc > 460.",
        "MEED: Amber -> weekly review by consultant.",
    ]
    for a in rng.sample(acts, rng.randrange(3, 6)):
        if a.startswith("Start meal plan"):
            d.ln(" - ", a, c.day(rng.randrange(1, 4)), ".")
        else:
            d.ln(" - ", a)
    d.ln("Next review: ", c.dt(rng.choice([1, 2, 7])), rng.choice([" (or sooner if deteriorates)", "", " AM ward round"]))
    d.ln("")
    d.ln(c.sig(rng.choice(["paed", "reg", "psych"])))
    if rng.random() < 0.5:
        K.footer(c, d)


def dietetics(c, d, s):
    rng = c.rng
    d.ln(rng.choice(["DIETETIC REVIEW", "Dietetics - Meal Plan Note", "Nutrition & Dietetics Progress Note",
                     "MEAL PLAN / DIETETICS"]))
    d.ln(("HOSPITAL", c.unit), "  |  ", c.pn("full", "Lf", "fi"), "  |  DOB ", c.dob_t(), "  |  ", c.ids_line())
    d.ln("Date: ", c.dt(0), "   Seen by: ", c.dr("diet", "full_cred"))
    if rng.random() < 0.4:
        d.ln("With ", c.mother.rel, " ", c.fam_ref(c.mother), " present", rng.choice([" (via phone)", "", " for second half"]), ".")
    d.ln("")
    d.ln("S: ", rng.choice([
        [c.ptref(), " reports managing 5/6 meals this week; found PM snack hardest. Anxious about ",
         K.holiday(rng, c.country), " meals with extended family."],
        ["States 'I'm eating loads'. ", c.mother.rel.capitalize(), " reports lunch is binned at ",
         ("ORGANIZATION", c.school if c.adol else c.employer), " most days."],
        ["Binge/purge episodes down from daily to x2 this week. Using regular eating (3+3). Still avoiding carbs at dinner."],
        ["Tolerating Fortisip Compact BD. Complains of bloating and early satiety - reassured, expected."],
    ]))
    d.ln("24h recall (", c.day(-1), "): ", "; ".join(rng.sample(clin.FOODS, 4)), ".")
    d.ln("")
    d.ln("O: ", clin.anthro_line(rng, s, c.adol))
    d.ln("   Bloods ", c.dt(-rng.randrange(1, 6), phi.short_style(c.country)), ": PO4 %.2f, Mg %.2f, K %.1f, glucose %.1f" % (
        s.po4, s.mg, s.k, s.glu))
    d.ln("   Estimated requirements: %d-%d kcal/day (Schofield x PAL 1.4 + 500 for weight restoration)" % (
        rng.randrange(2200, 2600), rng.randrange(2700, 3300)))
    d.ln("")
    d.ln("A: ", rng.choice(["Weight restoration progressing at target rate.",
                            "Inadequate intake, likely compensatory exercise.",
                            "Refeeding risk now low; PO4 stable off supplements x5 days.",
                            "Meal plan adherence ~70%, supplements used to top up."]))
    d.ln("")
    kcal = rng.choice([1400, 1800, 2200, 2500, 2800, 3000])
    d.ln("P: Meal plan from ", c.dt(rng.randrange(0, 3), phi.short_style(c.country)), " (", kcal, " kcal):")
    d.ln(clin.meal_plan(rng, kcal))
    if rng.random() < 0.6:
        d.ln("Supplement: ", rng.choice(["Ensure Plus 200ml if <75% of meal", "Fortisip Compact x1 per missed snack",
                                          "Fresubin 2kcal 200ml x2 daily", "Boost Plus BD"]), ".")
    d.ln("Target wt range: %.0f-%.0f kg (%s)." % (s.wt + 5, s.wt + 8, "95-100% mBMI" if c.adol else "BMI 19-20"))
    d.ln("Copy of meal plan emailed to ", c.mother.rel if c.adol else "patient", " at ",
         ("EMAIL", phi.email(rng, (c.mother if c.adol else c.pt).first, (c.mother if c.adol else c.pt).last, "lay")), ".")
    d.ln("Review ", c.dt(rng.choice([7, 14])), " ", rng.choice(["in clinic", "by telehealth", "on ward"]), ".",
         rng.choice(["", [" Liaise with ", c.dr("psych", "title_last"), " re supplements."],
                     [" Weights to be sent to ", c.dr("gp", "title_last"), " at ", ("HOSPITAL", c.gp_site), "."]]))
    d.ln("")
    d.ln(c.sig("diet"))
    if rng.random() < 0.4:
        K.footer(c, d)
