"""Genres: primary-care referral letter to bariatric service; post-op follow-up clinic letter."""
import clin as K
import common as C
import pools as P


def g_referral(c, b):
    us = c.cc == "US"
    body = K.Body(c)
    site = c.H("clinic")
    b.line(site)
    b.line(C.site_addr(c))
    b.line("Tel: ", c.phone("gp", "land"), c.r("", ["   Fax: ", c.fax("gp")]), c.r("", ["   ", c.org_email(c.r("admin", "reception", "referrals.practice"))]))
    b.add("\n")
    b.line(c.dt(c.d0, c.r(None, "gb_long" if c.gb else "long")))
    b.add("\n")
    b.line(c.r("To: ", "", "Attn: "), c.r("Bariatric Surgery Service", "Specialist Weight Management Service (Tier 3)" if c.cc == "UK" else "Bariatric Surgery Clinic",
                                       "Metabolic and Bariatric Surgery", "Obesity Medicine Clinic"))
    b.line(c.H(), c.r("", [", ", c.r("Outpatients", "Surgical OPD", "Level 2")]))
    b.add("\n")
    if c.cc == "UK":
        b.line("e-RS UBRN: ", c.idnum("ubrn"), "   Priority: ", c.r("Routine", "Routine", "Soon"))
    elif c.cc == "NZ":
        b.line("eReferral ID: ", ("ER" + c.digits(8), "IDNUM"), "   Priority: ", c.r("Routine", "Semi-urgent"))
    else:
        b.line("Referral #: ", c.idnum("pa"), "   Insurance: ", c.insurer(), " ", c.hp(), c.r("", ["   Acct ", c.acct()]))
    b.add("\n")
    b.line(c.r("Dear Colleague,", "Dear Doctor,", ["Dear ", c.D("surgeon", "t_last"), ","], "Dear Bariatric Team,"))
    b.add("\n")
    b.line(c.r("Re: ", "RE: ", "Patient: "), c.P(c.r("full", "fml", "LF")), "   DOB ", c.dt(c.dob), "   ", C.pt_id(c))
    b.line(c.addr_items(), c.r("", ["   ", c.r("Mob ", "Tel ", "Ph "), c.phone("pt")]))
    if c.p(0.35):
        b.line("Email: ", c.email(), c.r("", "  (happy to be contacted by email)"))
    b.add("\n")
    b.line("I would be grateful if you could see this ", c.age_items(f=c.r("yearold", "year old", "words")), " ",
           c.r("woman", "lady") if c.sex == "F" else c.r("man", "gentleman"), " ", c.r("with a view to bariatric surgery.", "for assessment for weight-loss surgery.",
                                                                                     "for consideration of surgical and medical options for weight management."))
    cms = K.cm_sample(c, c.ri(2, 5))
    b.line(c.His, " BMI today is ", "%.1f" % body.bmi, " (", body.wt(c), ", ", body.ht_s(c), "), with ",
           ", ".join(K.comorb_us(f) if us else f for _, f in cms), ".")
    b.add("\n")
    b.line(c.r("Problem list:", "Active problems:", "PMHx:"))
    bullet = c.r("- ", "* ", "")
    for ab, full in cms:
        b.line(bullet, K.comorb_us(ab) if us else ab, c.r("", [" (", c.dt(c.day(-c.ri(300, 6000)), c.r("y", "my", "y")), ")"]))
    if c.p(0.4):
        b.line(bullet, c.r("Gestational diabetes" if c.sex == "F" else "Renal colic", "Cholecystectomy", "Depression", "Iron deficiency"), " ", c.dt(c.day(-c.ri(800, 7000)), "y"))
    b.add("\n")
    b.line(c.r("Medication:", "Current repeats:", "Meds:"))
    meds = []
    for ab, _ in cms:
        key = "GORD" if ab in ("GORD",) else ("dyslipidaemia" if ab.startswith("dyslipid") else ab)
        if key in K.MEDS:
            meds.append(c.ch(K.MEDS[key]))
    meds += K.other_meds(c, c.ri(1, 2))
    for m in meds:
        b.line(bullet, m)
    b.add("\n")
    b.line(c.r("Weight management so far: ", "Previous attempts: "), ", ".join(c.rng.sample(K.DIETS, 3)), ". ",
           c.r(["Completed Tier 3 at ", c.H("spec_clinic"), " (", c.dt(c.day(-c.ri(200, 900)), "my"), " to ", c.dt(c.day(-c.ri(20, 190)), "my"), ")."]
               if c.cc == "UK" else ["Seen by dietitian ", (c.person().form("full"), "DOCTOR"), " ", c.dt(c.day(-c.ri(100, 700)), "y"), "."],
               ["Tried ", c.ch(K.OTHER_AOM), " ", c.dt(c.day(-c.ri(100, 1200)), c.r("y", "my")), "."],
               "Highly motivated."))
    b.line("Social: ", c.r("lives with ", "married, lives with ", "single parent, lives with "), c.kin(f="first"),
           c.r("", [" and ", c.r("two", "three"), " children"]), " in ", c.city(), ". ",
           c.r(["Works as a ", c.job(), "."], ["Employed by ", c.employer(), " as ", c.job(), "."], ["Unemployed since ", c.dt(c.day(-c.ri(300, 2000)), "y"), "."]),
           " ", c.r("Non-smoker.", "Smoker - referred to stop smoking service.", "Ex-smoker."), " ", c.r("Alcohol minimal.", "Alcohol ~12 units/wk."))
    if c.p(0.3):
        lang = c.r("Samoan", "Tongan", "Punjabi", "Urdu", "Spanish", "Polish", "Arabic", "Cantonese")
        b.line("Interpreter needed (", lang, "); ", c.kin(["son", "daughter", "niece"], f="first"), " usually interprets but ", c.his,
               " preference is a professional interpreter.")
    if c.p(0.3):
        b.line("Born in ", c.country(), "; moved here ", c.r(["in ", c.dt(c.day(-c.ri(1500, 9000)), "y")], ["aged ", (str(c.ri(2, 35)), "AGE")]), ".")
    b.add("\n")
    labs = K.labs(c)
    pick = [r for r in labs if r[0] in ("HbA1c", "ALT", "TSH", "Ferritin", "Vit D", "Vit D 25-OH", "Creat", "Cr", "LDL")]
    b.line(c.r("Recent bloods ", "Results "), c.dt(c.day(-c.ri(5, 60)), c.r(None, "dmn")), ": ", ", ".join("%s %s %s" % r for r in pick),
           c.r("", ". BP %s." % K.vitals(c)["BP"]))
    b.add("\n")
    b.line(c.r("Many thanks for seeing " + c.him + ".", "Thank you for your help.", "I would value your opinion."))
    b.add("\n")
    b.line(c.r("Yours sincerely,", "Kind regards,", "Sincerely,"))
    b.add("\n")
    b.line(c.dtitle("gp"), (c.doc("gp").form(c.r("full", "fml")), "DOCTOR"))
    b.line(c.r("General Practitioner", "GP", "Family Physician", "Primary Care Physician") if not us else c.r("Family Medicine", "Internal Medicine", "PCP"))
    if us:
        b.line("NPI ", c.npi("gp"))
    elif c.cc == "UK":
        b.line("GMC ", c.reg("gp"))
    else:
        b.line("MCNZ ", c.reg("gp"))
    if c.p(0.4):
        b.line("Typed by ", (c.doc("clerk").form(c.r("full", "fl")), "DOCTOR"), " ", c.dt(c.d0, c.r("dmn", None)))


def g_followup(c, b):
    us = c.cc == "US"
    body = K.Body(c)
    proc = c.r("sleeve", "rygb", "oagb", "sleeve", "rygb")
    pname, pab, cpt, opcs = K.PROC[proc]
    months = c.r(3, 6, 12, 12, 18, 24, 36)
    surg = c.day(-months * 30 - c.ri(-10, 10))
    C.letterhead(c, b, c.r("Bariatric Follow-up Clinic", "Metabolic & Bariatric Surgery - Post-operative Clinic", "Weight Management Service",
                           "Bariatric Surgery Outpatients"))
    b.line("Clinic date: ", c.dt(c.d0), c.r("", ["   Typed ", c.dt(c.day(c.ri(1, 6)))]))
    b.add("\n")
    if c.p(0.6):
        b.line(c.D("gp", c.r("t_full", "t_fi")))
        b.line(c.H("clinic"))
        b.add("\n")
        C.letter_re(c, b)
        b.line("Dear ", c.D("gp", "t_last"), ",")
        b.add("\n")
    else:
        C.demo_header(c, b, "Seen")
    b.line(c.r("Diagnosis: ", "Dx: "), pname, " ", c.dt(surg), c.r("", [" (", c.D("surgeon", "t_last"), ")"]), "; ", str(months), " months post-op.")
    pre_kg = body.kg / (1 - c.rf(0.12, 0.38, 3))
    b.line("Pre-op BMI ", "%.1f" % K.bmi(pre_kg, body.ht), ".")
    b.add("\n")
    b.line(c.r("Weight trajectory:", "WEIGHT", "Progress:"))
    pts = [("Referral", c.day(-months * 30 - c.ri(200, 500)), pre_kg + c.rf(0, 8)), ("Surgery", surg, pre_kg)]
    for m in (3, 6, 12, 18, 24, 36):
        if m < months:
            pts.append(("%d mo" % m, c.day(-(months - m) * 30 + c.ri(-7, 7)), pre_kg - (pre_kg - body.kg) * min(1.0, (m / float(months)) ** 0.6)))
    pts.append(("Today", c.d0, body.kg))
    for lab, d, kg in pts:
        w = "%d lb" % K.kg_to_lb(kg) if us else "%.1f kg" % kg
        b.line("  ", lab.ljust(9), c.dt(d) if lab != "Today" else "today", "  ", w)
    twl = 100 * (pre_kg - body.kg) / pre_kg
    b.line("%TWL ", "%.1f%%" % twl, ", %EWL ", "%d%%" % min(99, round(twl * 2.1)), ", current BMI ", "%.1f" % body.bmi, ".")
    b.add("\n")
    b.line(c.r("Comorbidities:", "Metabolic outcomes:", "Comorbidity review:"))
    b.line("- ", c.r("T2DM in remission - HbA1c 41 mmol/mol off all meds" if c.gb else "T2DM in remission - A1c 5.6% off meds",
                     "T2DM improved - metformin only", "No diabetes"), ".")
    b.line("- ", c.r("HTN resolved, amlodipine stopped", "BP 124/78 on reduced ramipril", "BP normal"), "; ",
           c.r("OSA - CPAP discontinued after repeat study", "OSA - still on CPAP, repeat study requested", "no OSA"), ".")
    b.line("- ", c.r("reflux resolved", "new reflux - on PPI", "knee pain improved, walking 8,000 steps/day", "off all analgesia"), ".")
    b.add("\n")
    labs = K.labs(c)
    pick = [r for r in labs if r[0] in ("Hb", "Hgb", "Ferritin", "B12", "Folate", "Vit D", "Vit D 25-OH", "Albumin", "HbA1c", "ALT")]
    b.line("Bloods ", c.dt(c.day(-c.ri(3, 30)), c.r(None, "dmn")), c.r("", [" (", c.idnum("acc"), ")"]), ":")
    for n, v, u in pick:
        b.line("  ", n.ljust(10), v, " ", u)
    b.line("  PTH ", "%.1f" % c.rf(3.0, 12.5), " pmol/L" if not us else " pg/mL", c.r("", "  Zinc %.1f umol/L" % c.rf(8, 16), "  Copper %.1f umol/L" % c.rf(10, 22)))
    b.add("\n")
    b.line(c.r("Issues today:", "Discussion:", "Current issues:"))
    iss = c.rng.sample(["hair thinning (telogen effluvium, improving)", "early dumping after sweet drinks", "post-prandial hypoglycaemia ~2 h after meals" if c.gb else "postprandial hypoglycemia",
                        "food intolerance to bread and red meat", "constipation", "excess skin - abdomen and arms",
                        "low mood after initial elation", "alcohol use increased (AUDIT-C 6)", "marginal ulcer symptoms - OGD booked",
                        "fatigue", "regain of %d kg from nadir" % c.ri(3, 12), "planning pregnancy" if c.sex == "F" else "gallstones on US - asymptomatic"], c.ri(2, 4))
    for x in iss:
        b.line("- ", x)
        if x.startswith("excess skin"):
            b.line("  Referred to ", c.r("plastics", "plastic surgery"), ": ", (c.person().form("full"), "DOCTOR"), ", ", c.other_hosp(), ".")
        if x == "planning pregnancy":
            b.line("  Advised to wait until 12-18 months post-op; folic acid 5 mg; early antenatal referral to ", c.other_hosp(), ".")
    b.add("\n")
    b.line(c.r("Supplements: ", "Vitamins: "), "; ".join(c.rng.sample(K.SUPPLEMENTS, 3)), ". ", c.r("Adherent.", "Misses doses at weekends.",
                                                                                                  "Not taking calcium."))
    b.line(c.r("Exercise: ", "Activity: "), c.r("gym 3x/wk at ", "aqua aerobics at ", "walking group, and classes at "), (c.ch(P.GYMS), "ORGANIZATION"), ".")
    if c.p(0.4):
        b.line("Back at work as a ", c.job(), c.r("", [" (", c.employer(), ")"]), " since ", c.dt(c.day(-c.ri(30, 200)), c.r("my", "dm", None)), ".")
    b.add("\n")
    b.line(c.r("Plan:", "PLAN", "Recommendations:"))
    b.line("1. Continue lifelong supplements; annual bloods ", c.r("via GP", "in primary care", "at 12 and 24 months then yearly") if c.gb else "via PCP", ".")
    b.line("2. ", c.r("Dietitian review", "Psychology referral", "Physio/exercise programme"), c.r("", [" with ", c.D(c.r("dietitian", "psych"), "plain")]), ".")
    b.line("3. Next review ", c.r(["in ", c.r("6 months", "12 months", "3 months")], ["on ", c.dt(c.day(c.ri(80, 360)))]), c.r("", " (telephone)", " in the virtual clinic"), ".")
    if months >= 24 and c.p(0.6):
        b.line("4. Discharge to ", "GP" if c.gb else "PCP", " for annual monitoring per ", c.r("BOMSS guidance", "ASMBS guidance", "local pathway"), ".")
    b.add("\n")
    C.sign(c, b, c.r("surgeon", "nurse", "physician"), when=c.p(0.4))
    if c.p(0.5):
        C.cc_list(c, b, ["pt", c.r("dietitian", "gp")])
