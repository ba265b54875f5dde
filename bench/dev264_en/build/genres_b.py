"""Genres: day-programme attendance log, FBT session, paediatric transfer letter, school liaison letter."""
import phi
import clin
import common as K
from genres_a import school_year, pt_intro


GROUPS = ["CBT-E group", "Body image", "DBT skills", "Meal support", "Art therapy", "Mindfulness",
          "Relapse prevention", "OT cooking skills", "Psychoeducation: refeeding", "Community outing (cafe)",
          "Family group", "Yoga (gentle, approved)", "Emotion regulation"]
PCT = ["100%", "100%", "100%", "75%", "50%", "25%", "0%", "100% + Ensure", "75% + sup", "refused"]


def dayprog_log(c, d, s):
    rng = c.rng
    start = -c.date.weekday() - 7 * rng.randrange(0, 3)
    d.ln(("HOSPITAL", c.unit), rng.choice([" Day Programme", " - Day Patient Service", " DP"]))
    d.ln(rng.choice(["WEEKLY ATTENDANCE LOG", "Attendance & Meal Completion Record", "Day programme register"]))
    d.ln("Patient: ", c.pn("Lf", "full", "LF"), "   ", c.ids_line())
    d.ln("Week commencing: ", c.dt(start, rng.choice(["wd dd/mm/yyyy", "Weekday d Month"]) if c.country != "US"
                                       else "Weekday, Month d"),
         "   Programme week %d of %d" % (rng.randrange(1, 12), rng.choice([12, 16, 20])))
    d.ln("Keyworker: ", c.dr("nurse", rng.choice(["full", "full_cred"])), "   Consultant: ", c.dr("psych", "title_last"))
    if rng.random() < 0.6:
        kind = rng.choice(["finger", "palm", "face"])
        d.ln("Sign-in: ", {"finger": "fingerprint kiosk", "palm": "biometric reader (palm-vein)", "face": "face-ID tablet"}[kind],
             ", template ID ", ("BIOID", phi.bioid(rng, kind)))
    d.ln("")
    d.ln("%-12s %-6s %-6s %-8s %-8s %-8s %-8s %-20s %s" % ("Day", "In", "Out", "Bkfst", "AM sn", "Lunch",
                                                           "PM sn", "Groups", "Staff"))
    absent = rng.randrange(0, 5) if rng.random() < 0.5 else -1
    for i in range(5):
        d.w(c.dt(start + i, phi.wd_style(c.country)), "  ")
        if i == absent:
            d.w("%-6s %-6s %-8s %-8s %-8s %-8s %-20s " % ("--", "--", "DNA", "DNA", "DNA", "DNA", "--"))
        else:
            d.w("%-6s %-6s %-8s %-8s %-8s %-8s %-20s " % (
                "%02d:%02d" % (8, rng.randrange(30, 60)), "%02d:%02d" % (rng.choice([14, 15, 16]), rng.choice([0, 30])),
                rng.choice(PCT), rng.choice(PCT), rng.choice(PCT), rng.choice(PCT), rng.choice(GROUPS)[:20]))
        d.ln(K.staff_initials(c))
    d.ln("")
    d.ln("Daily notes:")
    for i in range(5):
        if i == absent:
            d.ln(c.day(start + i, short=True), ": Absent. ", c.mother.rel.capitalize() if c.adol else "Patient",
                 " phoned 08:10 from ", c.ph("mobile"), " - ", rng.choice(["'stomach bug'", "dental appt", "refused to get in car",
                                                                           "overslept after poor night"]), ". ",
                 rng.choice(["Welfare call completed.", "Advised re fluids; to attend tomorrow.", "Escalated to keyworker."]))
        elif rng.random() < 0.6:
            note = rng.choice([
                ["Completed all meals within time. Challenged self with ", rng.choice(clin.FOODS), " at lunch."],
                ["Observed hiding crusts in sleeve at AM snack - gently addressed. ", c.dr("hca", "first"), " sat with ", c.him, "."],
                ["Tearful in body image group; 1:1 with ", c.dr("psychol", "title_last"), " afterwards."],
                ["Weighed (blind): stable. HR %d sitting. No concerns." % (s.hr + rng.randrange(-3, 5))],
                ["Left group to use toilet post-lunch, staff followed per plan - no evidence of purging."],
                ["Community outing to the ", ("LOCATION_OTHER", rng.choice(["Millpond Shopping Centre", "Quayside Food Court",
                                                                         "Kingsmead Arcade", "Harbour Pier kiosk"])),
                 " - ordered and ate a toasted sandwich."],
            ])
            d.ln(c.day(start + i, short=True), ": ", note)
    d.ln("")
    if rng.random() < 0.6:
        d.ln(K.vehicle_sentence(c))
    d.ln("Weekly summary: attendance %d/5 days; meal completion approx %d%%. " % (5 if absent < 0 else 4, rng.randrange(55, 98)),
         rng.choice(["Continue current stage.", "Move to stage 2 (self-plated lunch).",
                     ["Discuss at MDT on ", c.day(rng.randrange(1, 5)), "."],
                     "Consider return to inpatient if further decline."]))
    d.ln("CPA review booked for ", c.dt(rng.randrange(7, 30)), ", ", "%02d:%02d" % (rng.randrange(9, 16), rng.choice([0, 30])),
         ", ", rng.choice(["Meeting Room 2", "the family room", "MS Teams"]), ".")
    d.ln("")
    d.ln("Completed by ", c.dr("nurse", rng.choice(["full", "il", "full_cred"])), " ", c.dt(start + 4, phi.numeric_style(c.country)))
    if rng.random() < 0.5:
        K.footer(c, d)


FBT_THEMES = [
    "Externalised the illness ('the ED voice'); parents reminded that the eating disorder, not their child, is arguing at meals.",
    "Therapist agnostic re cause; reduced parental guilt about 'what we did wrong'.",
    "Uniting parents: father tends to back down at dinner; agreed consistent script and who plates meals.",
    "Sibling support: encouraged to provide distraction, not food policing.",
    "Discussed return of some control over snacks (Phase 2) - parents not yet confident.",
    "Reviewed weight graph together; upward trajectory praised as parents' work.",
    "Problem-solved weekend plan: birthday party, pre-planned portion, parent present.",
]


def fbt_session(c, d, s):
    rng = c.rng
    n = rng.randrange(1, 21)
    phase = 1 if n < 10 else (2 if n < 16 else 3)
    d.ln(rng.choice(["FAMILY-BASED TREATMENT (FBT) SESSION NOTE", "FBT-AN - Session note", "Family Therapy for AN (Maudsley) - Session record"]))
    d.ln(("HOSPITAL", c.unit))
    d.ln("Young person: ", c.pn("full", "Lf", "fi"), " (", c.age_t(), ")   DOB ", c.dob_t(), "   ", c.ids_line())
    mode = rng.choice(["face to face", "video (MS Teams)", "hybrid"])
    d.ln("Session %d  |  Phase %d  |  " % (n, phase), c.dt(0), "  |  ", mode)
    d.ln("Clinicians: ", c.dr("ft", rng.choice(["full_cred", "full"])), " (lead)", rng.choice([
        ["; ", c.dr("psychol", "title_full"), " (co-therapist)"], ["; ", c.dr("nurse", "full"), " (weighing)"], ""]))
    att = [c.mother.rel, " ", c.fam_ref(c.mother, rng.choice(["first", "full"])), ", ", c.father.rel, " ",
           c.fam_ref(c.father, "first")]
    if rng.random() < 0.6:
        att += [", ", c.sib.rel, " ", ("FAMILY", c.sib.first), " (", ("AGE", str(c.sib.age)), ")"]
    if rng.random() < 0.2:
        att += [", ", c.gran.rel, " ", c.fam_ref(c.gran, "title")]
    d.ln("Attendees: ", c.pn("first", "nick"), ", ", att)
    if mode != "face to face" or rng.random() < 0.25:
        d.ln(K.tele_line(c))
    d.ln("")
    d.ln("Weighing (open, with ", c.pn("first"), "): %.1f kg (%+.1f kg since " % (s.wt, rng.uniform(-0.6, 1.2)),
         c.dt(-7, phi.short_style(c.country)), ")", rng.choice(["", "; %mBMI " + str(s.pmbmi) + "%"]))
    d.ln("")
    d.ln("Parents' report of the week")
    d.ln(rng.choice([
        ["Meals mostly completed; dinner on ", c.day(-rng.randrange(1, 6)), " took 90 min with shouting. ",
         c.fam_ref(c.father, "first"), " stepped in and it settled."],
        ["Three 'good days'. Refused PM snack at ", ("ORGANIZATION", c.school), " twice - ", c.mother.rel,
         " now brings snack at pick-up."],
        ["Difficult week. ", c.pn("first"), " ran out of the house after being served lasagne; returned after 20 min. ",
         "Parents held firm, meal finished by 21:30."],
        ["Parents worried about exercise at night - heard star jumps. Agreed to remove door lock."],
        ["Grandma (", c.fam_ref(c.gran, "first"), ") staying for ", K.holiday(rng, c.country),
         "; she has been 'sneaking' smaller portions. Discussed how to include her in plan."],
    ]))
    d.ln("")
    d.ln("Session content")
    for t in rng.sample(FBT_THEMES, rng.randrange(2, 4)):
        d.ln("- ", t)
    d.ln("")
    d.ln(c.pn("first", "nick"), " said: '", rng.choice(["I just want to be normal again", "you don't get it, I'm fine",
                                                         "I miss netball", "it's my body"]), "'. ",
         rng.choice(["Validated distress; held boundary.", "Reflected ambivalence.", "Parents responded calmly."]))
    d.ln("")
    d.ln("Risk: ", rng.choice(["no new risk.", ["medical monitoring via ", ("HOSPITAL", c.gp_site), " weekly."],
                               "self-harm - none disclosed this week."]))
    d.ln("Plan: next session ", c.dt(7 if phase == 1 else 14), " ", "%02d:%02d" % (rng.randrange(9, 18), rng.choice([0, 15, 30])),
         ". ", rng.choice(["Parents to continue 6 x eating events/day.", "Trial one independent snack.",
                           ["Medical review with ", c.dr("paed", "title_last"), " first."], "Continue phase %d." % phase]))
    if c.country == "US":
        d.ln("Billing: CPT 90847 (family psychotherapy w/ patient), %d min. POS %s. Auth # " % (
            rng.randrange(50, 61), rng.choice(["11", "02", "10"])), ("HEALTHPLAN", phi.healthplan(rng, "US")),
             " / encounter ", ("ACCOUNT", c.acct))
    elif c.country == "AU" and rng.random() < 0.5:
        d.ln("EDP session %d of 40 (MBS item 90271). Medicare " % n, ("HEALTHPLAN", c.plan), ".")
    d.ln("")
    d.ln(c.sig("ft"))
    if rng.random() < 0.4:
        K.footer(c, d)


def paeds_transfer(c, d, s):
    rng = c.rng
    K.letterhead(c, d)
    d.ln(K.letter_date(c))
    d.ln("")
    d.ln(c.dr("paed", "title_full"), "\n", c.S("paed").role, "\n", ("HOSPITAL", c.paeds_ward), ", ",
         ("HOSPITAL", c.paeds_hosp))
    if rng.random() < 0.5:
        d.ln("By secure email: ", ("EMAIL", phi.email(rng, c.S("paed").first, c.S("paed").last)))
    d.ln("")
    d.ln("Dear ", c.dr("paed", "title_last"), ",")
    d.ln("")
    d.ln("Re: ", c.pn("full", "LF", "Lf"), "  DOB ", c.dob_t(), "  ", c.ids_line())
    d.ln("    ", c.address())
    d.ln("")
    d.ln(rng.choice(["Thank you for accepting ", "I am writing to confirm the transfer of ", "Further to our telephone conversation, thank you for taking "]),
         c.ptref(), ", ", K.a_an(c), c.age_t(), rng.choice(["-year-old", " year old"]), " ",
         "young woman" if c.sex == "F" else "young man", " with ", rng.choice(clin.dx_inpt(c)).lower(),
         ", for medical stabilisation. ", c.he.capitalize(), " has been an inpatient on ", ("HOSPITAL", c.unit),
         " since ", c.dt(-rng.randrange(10, 90)), " (bed ", ("LOCATION_OTHER", c.bed), ").")
    d.ln("")
    d.ln("Reason for transfer:")
    reasons = ["bradycardia - HR %d awake, %d overnight" % (s.hr, s.hr - rng.randrange(3, 8)),
               "postural drop %d mmHg with presyncope" % (s.sbp - s.sbp_st + 15),
               "hypophosphataemia (PO4 %.2f) despite oral supplementation" % (s.po4 - 0.15),
               "QTc prolongation %d ms" % (s.qtc + 20), "refusal of NG feeding - needs sedation/ restraint in medical setting",
               "hypoglycaemia (BM 2.6) overnight", "temp %.1f C, cool peripheries" % (s.temp - 0.4)]
    for r in rng.sample(reasons, rng.randrange(2, 4)):
        d.ln(" - ", r)
    d.ln("")
    d.ln("Today's observations: ", clin.vitals_line(rng, s))
    d.ln(clin.anthro_line(rng, s, True))
    d.ln("Bloods ", c.dt(-1, phi.short_style(c.country)), " (lab ", ("IDNUM", phi.idnum(rng, "lab")), "):")
    d.ln(clin.bloods_table(rng, s))
    d.ln(clin.ecg_line(rng, s))
    d.ln("")
    d.ln("Current medication: ", "; ".join(rng.sample(clin.MEDS[:14], rng.randrange(3, 6))))
    d.ln("Nutrition: ", rng.choice([
        "1400 kcal oral meal plan + Fortisip Compact TDS, eating approx 50%.",
        ["NG Nutrison Energy 1.5 kcal/ml, 6 x 250 ml boluses; tube placed ",
         c.dt(-rng.randrange(1, 5), phi.short_style(c.country)), "."],
        "Continuous NG feed 60 ml/h x 20h (Corflo 8Fr), pH aspirate 4.5 on last check.",
    ]))
    d.ln("")
    lg = {"UK": ["Detained under Section 3 MHA 1983 from ", "Informal; parents consenting under parental responsibility (zone of parental control) from "],
          "US": ["Voluntary admission signed by parents ", "Court-ordered medical treatment petition filed "],
          "AU": ["Involuntary patient under the Mental Health Act 2014 (Vic), TTO made ", "Voluntary with parental consent, admitted "],
          "CA": ["Form 3 certificate of involuntary admission dated ", "Voluntary, capable SDM = parents, admitted "]}[c.country]
    d.ln("Legal status: ", rng.choice(lg), c.dt(-rng.randrange(5, 40)), ".", rng.choice([
        " Section 19 transfer paperwork enclosed; RC to remain " if c.country == "UK" else " Paperwork enclosed.", ""]))
    d.ln("Nursing: ", clin.obs_level(rng), "; escort x2 from our unit for transfer by ",
         rng.choice(["ambulance", "hospital transport", "taxi with staff escort"]), ".")
    d.ln("")
    d.ln("Family: ", c.mother.rel, " ", c.fam_ref(c.mother, "full"), " ", c.ph("mobile"), "; ", c.father.rel, " ",
         c.fam_ref(c.father, "full"), " ", c.ph("mobile"), ". ", rng.choice([
             "Both aware and in agreement.", "Parents separated - both have PR; please update both.",
             "Mother will accompany.", ["Father works away as a ", ("PROFESSION", c.father.prof), "; mother is main contact."]]))
    d.ln("")
    d.ln("We will continue to attend daily; our nurse in charge can be reached on ", c.ph(), 
         " or bleep ", ("PHONE", phi.bleep(rng)), ". Fax ", c.fax(), ".")
    d.ln("")
    d.ln(rng.choice(["Yours sincerely,", "Kind regards,", "With thanks,"]))
    d.ln("")
    d.ln(c.sig("psych", rng.random() < 0.6))
    K.cc_block(c, d, gp=True, parents=rng.random() < 0.5)


def school_liaison(c, d, s):
    rng = c.rng
    K.letterhead(c, d)
    teacher = c._fam(rng.choice("FM"), rng.choice(["Hollings", "Nettleton", "Achterberg", "Kaczmarek", "Nwosu",
                                                   "Ramsey", "Ferreira", "Hughes", "Levi", "Quinn"]), "teacher", (28, 60))
    role = rng.choice(["Head of Year", "Pastoral Lead", "SENCo", "Deputy Head (Pastoral)", "School Counsellor",
                       "Wellbeing Coordinator"])
    d.ln(K.letter_date(c))
    d.ln("")
    d.ln("PRIVATE & CONFIDENTIAL")
    tt = "Ms " if teacher.sex == "F" else "Mr "
    d.ln(tt, ("FAMILY", teacher.form(rng.choice(["full", "last", "il"]))), ", ", role)
    d.ln(("ORGANIZATION", c.school))
    d.ln(K.site_address(c))
    d.ln("")
    d.ln("Dear ", tt, ("FAMILY", teacher.last), ",")
    d.ln("")
    d.ln("Re: ", c.pn("full", "fml"), ", DOB ", c.dob_t(), ", ", school_year(c),
         {"UK": ", UPN ", "US": ", Student ID ", "AU": ", Student no. ", "CA": ", OEN "}[c.country], ("IDNUM", phi.idnum(rng, "upn")))
    d.ln("")
    d.ln("I am writing with the written consent of ", c.pn("first"), " and ", c.his, " parents (",
         c.fam_ref(c.mother, "full"), " and ", c.fam_ref(c.father, "full"), ", consent form signed ",
         c.dt(-rng.randrange(2, 20)), ") to share information to support ", c.his, " return to school.")
    d.ln("")
    d.ln(c.pn("first"), " is under the care of our service for an eating disorder. ", rng.choice([
        "Physically, " + c.he + " remains at some medical risk, so we ask that:",
        "Weight is improving but " + c.he + " needs ongoing support at school, in particular:",
        ["We are recommending a phased return from ", c.dt(rng.randrange(3, 14)), ", and ask that:"]]))
    items = [
        "No PE, sport or dance until medically cleared (we will write again after review on DATE).",
        "Supervised snack at morning break and supervised lunch with a named adult.",
        "A quiet space to eat: the Learning Support base, ROOM, has been suggested.",
        "Part-time timetable: mornings only for the first 2 weeks.",
        "Access arrangements for exams: rest breaks and a snack allowed in the exam room.",
        "Please avoid weighing, calorie-focused lessons or 'healthy eating' projects for now.",
        "Allow toilet access but avoid prolonged unsupervised periods straight after lunch.",
    ]
    for it in rng.sample(items, rng.randrange(3, 6)):
        if "DATE" in it:
            a, b = it.split("DATE")
            d.ln(" - ", a, c.dt(rng.randrange(14, 42)), b)
        elif "ROOM" in it:
            a, b = it.split("ROOM")
            d.ln(" - ", a, "room ", ("LOCATION_OTHER", rng.choice(["B12", "S4", "G07", "L2", "14"])), b)
        else:
            d.ln(" - ", it)
    d.ln("")
    d.ln("The named adult suggested by the family is ", rng.choice(["Mrs ", "Mr ", "Ms "]),
         ("FAMILY", rng.choice(["Sowerby", "Pickles", "Oldroyd", "Marchbank", "Nilsen", "Bautista", "Mwangi"])),
         rng.choice([" (teaching assistant).", " (form tutor).", [", who ", c.pn("first"), " trusts."]]))
    d.ln("Warning signs to tell us about: leaving food, fainting or dizziness, excessive exercise, going to the toilet straight after eating, social withdrawal.")
    d.ln("Please do not contact emergency services for minor dizziness; if ", c.he, " faints or is unwell call ",
         {"UK": "999", "US": "911", "AU": "000", "CA": "911"}[c.country], " and then the parents (", c.ph("mobile"), ").")
    d.ln("")
    d.ln("Our school nurse liaison is ", c.dr("nurse2", rng.choice(["full", "full_cred"])), ". ", rng.choice([
        ["A review meeting is arranged for ", c.dt(rng.randrange(10, 30)), " at ", "%d:%02d" % (rng.randrange(1, 5), rng.choice([0, 30])), "pm in school."],
        ["We would welcome a call to arrange a meeting; I am in clinic on ", c.day(rng.randrange(1, 7)), " afternoons."],
        ["Information for schools is available at ", ("URL", phi.url(rng, c.unit.split()[1] if c.unit.startswith("The ") else c.unit.split()[0])), "."],
    ]))
    d.ln("Contact: ", c.ph(), rng.choice([" (team admin)", ""]), "  Email: ", ("EMAIL", phi.email(rng, c.S("ft").first, c.S("ft").last)))
    d.ln("")
    d.ln("Yours sincerely,")
    d.ln("")
    d.ln(c.sig(rng.choice(["ft", "nurse", "psychol"]), False))
    if rng.random() < 0.5:
        K.cc_block(c, d, gp=rng.random() < 0.5, parents=True)
