"""Genres: support-group attendance log; insurance letter of medical necessity."""
import clin as K
import common as C
import pools as P


def other_addr(c, sep=", "):
    rng = c.rng
    stem = rng.choice(P.STREET_STEMS)
    if c.cc == "US":
        city, state, ab, zp, county = rng.choice(P.US_PLACES)
        st = "%d %s %s" % (rng.randint(100, 9999), stem, rng.choice(P.STREET_TYPES_US))
        if rng.random() < 0.3:
            return [("PO Box %d" % rng.randint(1000, 99999), "STREET"), sep, (city, "CITY"), ", ", (ab, "STATE"), " ",
                    (zp + "%02d" % rng.randint(1, 99), "ZIP")]
        return [(st, "STREET"), sep, (city, "CITY"), ", ", (ab, "STATE"), " ", (zp + "%02d" % rng.randint(1, 99), "ZIP")]
    if c.cc == "UK":
        town, county, area = rng.choice(P.UK_PLACES)
        z = "%s%d %d%s%s" % (area, rng.randint(1, 20), rng.randint(1, 9), rng.choice("ABDEFGHJLNPQRSTUWXYZ"), rng.choice("ABDEFGHJLNPQRSTUWXYZ"))
        return [("%d %s %s" % (rng.randint(1, 90), stem, rng.choice(P.STREET_TYPES_UK)), "STREET"), sep, (town, "CITY"), " ", (z, "ZIP")]
    city, region, pc, subs = rng.choice(P.NZ_PLACES)
    if rng.random() < 0.4:
        return [("PO Box %d" % rng.randint(100, 9999), "STREET"), sep, (city, "CITY"), " ", (pc + "%02d" % rng.randint(10, 99), "ZIP")]
    return [("%d %s %s" % (rng.randint(1, 300), stem, rng.choice(P.STREET_TYPES_NZ)), "STREET"), sep, (city, "CITY"), " ",
            (pc + "%02d" % rng.randint(10, 99), "ZIP")]


P_SEX = {"husband": "M", "wife": "F", "daughter": "F", "mum": "F", "son": "M"}


def _id_for(c):
    if c.cc == "UK":
        return (c.r("K", "RX", "H") + c.digits(c.ri(6, 7)), "MRN")
    if c.cc == "NZ":
        return ("Z" + c.letters(2) + c.digits(4), "MRN")
    return (c.r(c.digits(8), "00" + c.digits(6), "M" + c.digits(7)), "MRN")


def g_group(c, b):
    us = c.cc == "US"
    grp = c.ch(P.SUPPORT_GROUPS)
    sess = c.d0
    virtual = c.p(0.45)
    b.line(c.r("BARIATRIC SUPPORT GROUP - ATTENDANCE LOG", "Support Group Attendance Register", "WLS Peer Support Group: sign-in sheet (transcribed)",
               "Post-op Support Group - Session Record"))
    b.line("Group: ", (grp, "ORGANIZATION"), c.r("", [" (", c.H(), ")"], [" - hosted by ", c.H()]))
    b.line("Session: ", c.dt(sess, c.r("wdl", "wd2", None)), c.r(" 18:00-19:30", " 1830-2000", " 10:00-11:30", " 6-7:30pm"),
           c.r(" (in person)", " (hybrid)", "") if not virtual else " (hybrid - in person + video)")
    b.line("Venue: ", (c.ch(P.BUILDINGS), "LOCATION_OTHER"), c.r(", room ", ", Rm ", " seminar room "), (c.r(str(c.ri(1, 40)), "G%02d" % c.ri(1, 20),
                                                                                                               "%d.%02d" % (c.ri(1, 4), c.ri(1, 30))), "LOCATION_OTHER"))
    b.line("Facilitator(s): ", c.D("facil", c.r("full_cred", "plain")), c.r("", [" & ", c.D("dietitian", c.r("full_cred", "plain"))],
                                                                              [" & ", c.D("psych", c.r("full_cred", "t_full"))]))
    b.line("Topic: ", c.r("Protein first - label reading", "Alcohol after surgery (transfer addiction)", "Plateaus and the 3-month stall",
                          "Holiday eating", "Body image & loose skin", "Vitamins: why lifelong?", "Exercise after WLS - guest physio",
                          "Dumping syndrome and hypoglycaemia" if not us else "Dumping syndrome and hypoglycemia",
                          "Relationships after weight loss", "Pregnancy after bariatric surgery"))
    if c.p(0.4):
        guest = c.person()
        b.line("Guest speaker: ", c.r(["former patient ", (guest.form(c.r("first", "fl")), "PATIENT")],
                                      [(guest.form("full"), "DOCTOR"), c.r(", physiotherapist", ", exercise physiologist", ", plastic surgeon")]))
    b.add("\n")
    n = c.ri(6, 12)
    b.line(c.r("#  | Name | ID | Procedure / date | Check-in | Notes", "No. Name  -  record no.  -  surgery  -  comments",
               "ATTENDEES"))
    kiosk = c.p(0.5)
    for i in range(n):
        p = c.person()
        proc = c.r("LSG", "RYGB", "OAGB", "sleeve", "bypass", "band", "pre-op", "pre-op", "revision")
        pre = proc == "pre-op"
        b.add("%d. " % (i + 1) if c.p(0.5) else "%-3d| " % (i + 1))
        b.add((p.form(c.r("full", "fl", "lf", "full", "fi", "init")), "PATIENT"))
        b.add(c.r(" | ", " - ", "  "), _id_for(c))
        if pre:
            b.add(c.r(" | ", " - "), "pre-op", c.r("", " (seminar done)", [" (surgery ", c.dt(c.day(c.ri(14, 120)), c.r("dmn", "my_abbr", "dm")), ")"]))
        else:
            sd = c.day(-c.ri(20, 1600))
            b.add(c.r(" | ", " - "), proc, " ", c.dt(sd, c.r(None, "my", "my_abbr", "y")))
        if kiosk and c.p(0.6):
            b.add(c.r(" | kiosk palm ID ", " | biometric ", " | palm-vein "), (c.r("PV-", "BIO-", "PALM-") + c.digits(6), "BIOID"))
        elif virtual and c.p(0.35):
            b.add(" | zoom user ", (c.r(p.first.lower() + "_" + p.last[:3].lower(), p.first.lower() + str(c.ri(70, 99)),
                                       (p.first[0] + p.last).lower().replace(" ", "").replace("'", "")), "USERNAME"),
                  c.r("", [" @ ", c.ip()]))
        else:
            b.add(c.r(" | signed", " | in person", " | late", ""))
        note = c.ri(0, 9)
        if note == 0:
            b.add(" | with ", c.r("husband ", "wife ", "daughter ", "mum ", "son "))
            b.add((c.fam(P_SEX[b.buf[-1].strip()]).form("first"), "FAMILY"))
        elif note == 1:
            b.add(" | down %d kg since last" % c.ri(1, 9) if not us else " | down %d lb since last" % c.ri(2, 20))
        elif note == 2:
            b.add(" | parking validated - plate ", (c.r(c.letters(3) + c.digits(3), c.letters(2) + c.digits(2) + " " + c.letters(3),
                                                     str(c.ri(1, 9)) + c.letters(3) + c.digits(3)), "VEHICLE"))
        elif note == 3:
            b.add(" | ", c.r("asked re: hair loss", "struggling with regain", "asked re: constipation", "shared milestone: -50 kg",
                             ["shared: returned to work as ", (c.ch(P.PROFESSIONS), "PROFESSION")], "shared: first 5k run",
                             "struggling with grazing"))
        elif note == 4:
            b.add(" | turns ", (str(c.ri(21, 70)), "AGE"), c.r(" today", " this week"))
        elif note == 5:
            b.add(" | call back ", c.phone("att%d" % i, c.r("mob", "land")))
        elif note == 6:
            b.add(" | new - referred by ", c.r("Dr ", "Dr. "), (c.person().form("last"), "DOCTOR"))
        b.add("\n")
    b.add("\n")
    if virtual:
        b.line("Video attendees (from meeting report):")
        for i in range(c.ri(2, 5)):
            p = c.person()
            b.line("  ", (p.form(c.r("full", "fl", "first")), "PATIENT"), " - user ",
                   ((p.first[0] + p.last).lower().replace(" ", "").replace("'", "") + str(c.ri(1, 99)), "USERNAME"),
                   " - joined %02d:%02d from " % (c.ri(17, 18), c.ri(0, 59)), c.ip(),
                   c.r("", " (dropped 18:40)", " (audio only)", " (camera off)"))
        b.line("Meeting link: ", c.url("/j/" + c.digits(10)))
        b.add("\n")
    b.line("Summary: ", str(n), " in person", c.r("", ", 3 first-timers", ", 2 family members"), ". ",
           c.r("Discussion lively; several members reported plateau at 6-9 months.", "Reviewed protein targets (60-80 g) and fluid 1.5-2 L.",
               "One member disclosed low mood - followed up privately (see separate note).",
               "Members shared tips on eating out and portion plates."))
    if c.p(0.5):
        b.line("Next session: ", c.dt(c.day(c.r(14, 28, 30, 35)), c.r(None, "wdl", "wd2", "dm")),
               c.r("", " - topic TBC", [" - ", ("Christmas", "DATE"), " pot-luck (healthy!)"]))
    if c.p(0.3):
        hol = c.r("Christmas", "Easter", "Thanksgiving" if us else "Boxing Day", "Labour Day" if c.cc == "NZ" else "New Year")
        b.line("Note: group will not run over ", c.r("", "the "), (hol, "DATE"), c.r("", " weekend", " break"), ".")
    b.add("\n")
    b.line("Recorded by ", (c.doc("facil").form(c.r("full", "fl")), "DOCTOR"), c.r("", [" (", c.user("facil"), ")"]),
           c.r("", [" ", c.dt(c.d0, "iso")]))


def g_lmn(c, b):
    us = c.cc == "US"
    body = K.Body(c)
    proc = c.r("sleeve", "rygb", "rygb", "sleeve", "revision")
    pname, pab, cpt, opcs = K.PROC[proc]
    C.letterhead(c, b, c.r("Centre for Metabolic & Bariatric Surgery" if c.gb else "Center for Metabolic & Bariatric Surgery", "Bariatric Surgery Program", "Weight Loss Surgery Service",
                           "Bariatric & Metabolic Surgery"))
    b.line(c.dt(c.d0, ("gb_long" if c.gb else "long") if c.p(0.5) else None))
    b.add("\n")
    ins = c.insurer()
    b.line(ins)
    b.line(c.r("Attn: Utilization Management", "Attn: Prior Authorization Dept.", "Medical Review Unit", "Pre-authorisation Team",
               "Claims Assessment"))
    b.line(other_addr(c, "\n"))
    if c.p(0.5):
        b.line("Fax: ", c.fax("ins"))
    b.add("\n")
    b.line(c.r("RE: Letter of Medical Necessity", "Re: Request for prior authorization" if us else "Re: Request for pre-approval",
               "LETTER OF MEDICAL NECESSITY"), " - ", pname)
    b.line("Patient: ", c.P(c.r("full", "fml")), "    DOB: ", c.dt(c.dob))
    b.line(c.r("Member ID: ", "Policy no.: ", "Membership number: "), c.hp(), c.r("", ["    Group #: ", c.hp("group")]) if us else "")
    if us and c.p(0.6):
        b.line(c.r("SSN: ", "Subscriber SSN: ", "Social Security #: "), c.ssn())
    if c.p(0.5):
        b.line(c.r("Reference #: ", "Case ref: ", "Claim no.: "), c.idnum("pa") if c.p(0.6) else c.acct("claim"))
    if us:
        b.line("CPT: ", cpt, c.r("", ", 43239"), "   ICD-10: ", ", ".join(c.rng.sample(K.ICD, 3)))
    b.add("\n")
    b.line(c.r("To Whom It May Concern:", "Dear Medical Director,", "Dear Sir/Madam,", "Dear Colleague,"))
    b.add("\n")
    cms = K.cm_sample(c, c.ri(2, 4))
    cm_txt = ", ".join((K.comorb_us(f) if us else f) for _, f in cms)
    b.line("I am writing on behalf of my patient, ", c.r(c.P("full"), [c.title, " ", (c.pt.last, "PATIENT")]), ", a ",
           c.age_items(f=c.r("yearold", "year old")), " ", c.r("woman", "female") if c.sex == "F" else c.r("man", "male"),
           ", to request ", c.r("authorization", "approval", "coverage") if us else c.r("approval", "funding"), " for ", pname,
           " (", pab, "). ", c.He, " has class ", c.r("II", "III") if body.bmi < 40 else "III", " obesity with a current BMI of ",
           "%.1f" % body.bmi, " kg/m2 (weight ", body.wt(c), ", height ", body.ht_s(c), ") and the following obesity-related conditions: ",
           cm_txt, ".")
    b.add("\n")
    b.line(c.His, " BMI has exceeded ", c.r("40", "35"), " since at least ", c.dt(c.day(-c.ri(800, 4000)), c.r("y", "my")),
           ". Documented weights: ")
    for k in range(c.ri(3, 5)):
        d = c.day(-c.ri(60, 1400))
        b.line("  - ", c.dt(d), ": ", body.wt(c, round(body.kg + c.rf(-6, 12), 1)), c.r("", " (PCP)", " (clinic)"))
    b.add("\n")
    if us:
        b.line(c.He, " completed a ", c.r("6-month", "six-month"), " physician-supervised weight loss program with ",
               c.D("physician", c.r("t_full", "full_cred")), " at ", c.H("clinic"), " from ", c.dt(c.day(-c.ri(200, 260))), " to ",
               c.dt(c.day(-c.ri(20, 40))), ", with monthly visits documented (records enclosed). ",
               c.His, " weight change over the program was ", c.r("-4 lb", "-11 lb", "+2 lb", "-7 lb"), ".")
    else:
        b.line(c.He, " has completed ", c.r("a Tier 3 specialist weight management programme", "a 12-month structured programme",
                                         "an intensive lifestyle programme"), c.r("", [" at ", c.H("clinic")]),
               " without sustained weight loss, and has tried ", ", ".join(c.rng.sample(K.DIETS, 3)), ".")
    b.line("Psychological evaluation by ", c.D("psych", c.r("t_full", "full_cred")), " on ", c.dt(c.day(-c.ri(30, 120))),
           " found no contraindication. Nutrition evaluation by ", c.D("dietitian", c.r("full_cred", "plain")), " on ",
           c.dt(c.day(-c.ri(30, 120))), " was satisfactory. ", c.r("Upper endoscopy ", "OGD ", "EGD "),
           c.dt(c.day(-c.ri(10, 90)), c.r(None, "my")), ": ", c.r("mild gastritis, H. pylori negative.", "small hiatal hernia.", "normal."))
    b.add("\n")
    crit = c.r("1991 NIH Consensus", "2022 ASMBS/IFSO", "plan policy") if us else c.r("NICE CG189" if c.cc == "UK" else "Ministry of Health", "2022 ASMBS/IFSO", "policy")
    b.line("This patient meets the ", crit, " criteria for metabolic and bariatric surgery. ",
           c.r("Surgery is expected to improve or resolve ", "Bariatric surgery is the most effective durable treatment for "),
           c.r("the diabetes and sleep apnea" if us else "the diabetes and sleep apnoea", "these comorbidities", "the conditions listed above"),
           ". Delaying treatment places ", c.him, " at continued risk. ", c.r("Surgery is planned at ", "The procedure would be performed at "),
           c.H(), c.r("", [" on ", c.dt(c.day(c.ri(30, 120)))], [" in ", c.dt(c.day(c.ri(30, 120)), "my")]), ".")
    b.add("\n")
    b.line("Please contact my office at ", c.phone("site", "land"), c.r("", [" or fax ", c.fax("site")]),
           c.r("", [", or email ", c.email(c.doc("coord"), key="coord")]), " with any questions. ",
           c.r("", ["Our coordinator, ", c.D("coord", "plain"), ", can assist."]))
    b.add("\n")
    b.line(c.r("Sincerely,", "Yours faithfully,", "Kind regards,"))
    b.add("\n")
    b.line(c.D("surgeon", c.r("full_cred", "fml_cred")) if us else [c.dtitle("surgeon"), (c.doc("surgeon").form("full"), "DOCTOR"), " ", c.cred("surgeon")])
    b.line(c.r("Director, Bariatric Surgery", "Consultant Bariatric Surgeon", "Attending Surgeon", "Medical Director"))
    if us:
        b.line("NPI ", c.npi("surgeon"), c.r("", ["  |  State Lic. ", c.reg("surgeon")]))
    elif c.cc == "UK":
        b.line("GMC ", c.reg("surgeon"))
    else:
        b.line("MCNZ ", c.reg("surgeon"))
    b.line("Enclosures: ", c.r("clinic notes, weight history, psych and RD clearances", "supervised diet records x6", "sleep study, labs"))
