"""Psychosocial genres: HEEADSSS assessment, counselling intake, eating
disorder progress note."""
from doc import P
import phi as H
import clin as C
import pools as PL
from g_school import tname, teacher, gname


def other_city(rng, c):
    if c.country == "US":
        return rng.choice(PL.US_PLACES)[0]
    return rng.choice(PL.NZ_PLACES)[1]


def absent_parent(c):
    rels = [g.rel for g in c.guardians]
    if not any(r in ("dad", "father", "stepdad", "stepfather") for r in rels):
        return "Dad"
    if not any(r in ("mum", "mother", "stepmother") for r in rels):
        return "Mum" if c.country == "NZ" else "Mom"
    return None


def pron(c):
    return ("she", "her") if c.sex == "F" else ("he", "his")


def family_line(d, c, rng, terse):
    gs = c.guardians
    us = c.country == "US"
    if terse:
        d.t("Lives w/ ")
    else:
        d.f("{pt} lives with ", pt=H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "nick", "given"])))
    for i, g in enumerate(gs):
        if i:
            d.t(" and ")
        d.f("{rel} {g}", rel=g.rel, g=gname(rng, g, rng.choice(["given", "full", "given"])))
        k = rng.randrange(4)
        if k == 0:
            d.f(" ({a}, {job})", a=P(str(g.age), "AGE"), job=P(g.job, "PROFESSION"))
        elif k == 1:
            d.f(" (works as a {job})", job=P(g.job, "PROFESSION"))
        elif k == 2:
            d.f(", a {job}{emp}", job=P(g.job, "PROFESSION"),
                emp=[" at ", P(g.emp, "ORGANIZATION")] if g.emp else "")
    if c.sibs:
        d.t(rng.choice([" and sibs ", ", plus ", " + siblings "]))
        for i, s in enumerate(c.sibs):
            if i:
                d.t(", ")
            d.f("{s} ({a})", s=H.pname(s, "FAMILY", rng, "given"), a=P(str(s.age), "AGE"))
    if rng.random() < 0.5:
        d.f(" at {ad}", ad=c.addr(rng))
    d.t(". ")


def heeadsss(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    she, her = pron(c)
    terse = rng.random() < 0.5
    fac = c.uni_clinic if c.setting == "uni" else c.clinic
    c.author = C.author(rng, c, rng.choice(["prov", "prov", "psy", "nurse"]))
    d.f("{t}\n", t=rng.choice(["ADOLESCENT PSYCHOSOCIAL ASSESSMENT (HEEADSSS)", "HEEADSSS assessment", "Youth psychosocial screen - HEEADSSS",
                               "HEADSS / HEEADSSS Assessment"]))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "acct"), ("mrn", "plan")]))
    rows.append(("Date", C.D(c.visit, ds)))
    rows.append(("Clinician", H.cname(c.author, rng, "full_cred")))
    rows.append(("Site", P(fac, "HOSPITAL")))
    C.header(d, rng, rows)
    d.f("\n{intro}\n", intro=rng.choice([
        "Seen alone for second half of visit; confidentiality and its limits explained (risk to self/others, abuse).",
        "Pt seen without parent. Confidentiality discussed, pt agreeable.",
        "Seen with " + ("mom" if us else "mum") + " initially then alone. Limits of confidentiality reviewed.",
        "Interviewed alone. Rationale for confidential time explained to young person and " + ("whanau." if not us else "parent.")]))
    d.f("Reason for visit: {r}. {acc}\n", r=rng.choice(["annual well visit", "referred by school nurse re frequent visits",
        "low mood per parent", "new patient enrolment", "follow-up after ED attendance", "contraception request", "weight concerns"]),
        acc=["Accompanied by ", c.guardians[0].rel, " ", gname(rng, c.guardians[0], rng.choice(["given", "full", "family_t"])), "."]
        if c.setting != "uni" else "Attended alone.")
    if rng.random() < 0.5:
        d.f("Vitals: {v}\n", v=C.vitals(rng, c))
    d.t("\nHOME: ")
    family_line(d, c, rng, terse)
    k = rng.randrange(4)
    ab = absent_parent(c)
    if k == 0 and ab:
        d.f("{ab} lives in {co}, contact around {h}. ", ab=ab, co=P(rng.choice(PL.COUNTRIES), "COUNTRY"), h=C.hol(rng, c))
    elif k == 1:
        d.t("Overcrowded - %d people in %d-bedroom house. " % (rng.randrange(7, 12), rng.randrange(2, 4)))
    elif k == 2:
        d.f("Moved from {city} in {dt}. ", city=P(other_city(rng, c), "CITY"),
            dt=C.D(c.visit - H.days(rng.randrange(60, 900)), rng.choice(["month_year", "year"])))
    d.t(rng.choice(["Relationships 'mostly ok', arguments re phone use. ", "Feels safe at home. ",
                    "Tension with stepparent; no physical violence reported. ", "Close to nana, sees her weekends. ",
                    "Has own room. Pet dog " + c.pet + " 'is my best mate'. "]))
    d.t("\nEDUCATION/EMPLOYMENT: " if not terse else "\nEd: ")
    if c.setting == "uni":
        d.f("{yr} student at {u}, {prog}. ", yr=rng.choice(["1st-year", "2nd-year", "3rd-year"]), u=P(c.uni, "ORGANIZATION"),
            prog=rng.choice(["nursing", "engineering", "BCom", "biomed", "arts", "sports science"]))
    else:
        d.f("{gr} at {s}. Attendance {p}% this {term}. ", gr=c.grade(rng), s=P(c.school, "ORGANIZATION"),
            p=rng.randrange(55, 99), term="semester" if us else "term")
        if rng.random() < 0.5:
            d.f("{dean} ({role}) aware of concerns. ", dean=tname(rng, teacher(rng, c)), role=rng.choice(["dean", "teacher", "counselor" if us else "form teacher"]))
    if c.age >= 14 and rng.random() < 0.6:
        d.f("Works {h} h/wk as a {job} at {emp}. ", h=rng.randrange(6, 25), job=P(c.teen_job, "PROFESSION"), emp=P(c.employer, "ORGANIZATION"))
    d.t(rng.choice(["Grades slipping. ", "Enjoys art/PE. ", "Wants to be a vet. ", "IEP for dyslexia. ", "Suspended x1 for fighting. "]))
    d.t("\nEATING: " if not terse else "\nEat: ")
    d.t(rng.choice(["3 meals most days, skips breakfast. No restriction/purging. SCOFF 0.",
                    "Trying to 'eat clean', counts calories on app, wt down ~4 kg. SCOFF 2 - see ED screen.",
                    "Food insecurity at times - relies on school lunch programme.",
                    "Body image concerns, no compensatory behaviours.", "Energy drinks 2-3/day."]))
    d.t("\nACTIVITIES: " if not terse else "\nAct: ")
    if rng.random() < 0.6:
        d.f("Plays {tm}; also involved with {club}. ", tm=c.team, club=P(c.club, "ORGANIZATION"))
    d.f("Best friend {f}. ", f=H.pname(c.friend, "FAMILY", rng, rng.choice(["given", "full"])))
    d.f("Screen time ~{h} h/day ({apps}). ", h=rng.randrange(3, 10), apps=rng.choice(["TikTok, Snapchat", "YouTube, Discord",
                                                                                     "Instagram", "gaming - Fortnite"]))
    d.t("\nDRUGS: " if not terse else "\nDrugs: ")
    k = rng.randrange(4) if c.age >= 13 else rng.choice([0, 3])
    if k == 0:
        d.t("Denies alcohol, tobacco, vaping, cannabis. ")
    elif k == 1:
        d.f("Vapes daily since {a}; {alc}. CRAFFT {cr}. ", a=["age ", P(str(rng.randrange(11, max(12, min(c.age, 18)))), "AGE")] if rng.random() < 0.5 else C.hol(rng, c),
            alc=rng.choice(["alcohol at parties, 4-5 drinks", "no alcohol", "binge on weekends"]), cr=rng.randrange(1, 6))
    elif k == 2:
        d.f("First drink at {a}. Cannabis x{n} in past month. ", a=P(str(rng.randrange(11, max(12, min(c.age, 18)))), "AGE"), n=rng.randrange(1, 8))
    else:
        d.t("Occasional alcohol. No other drugs. Friends vape. ")
    d.t("\nSEXUALITY: " if not terse else "\nSex: ")
    k = rng.randrange(3) if c.age >= 14 else 0
    if k == 0:
        d.t("Not sexually active. Questions re sexuality, comfortable talking. ")
    else:
        d.f("In relationship with {p} ({a}) x {m} months; {cond}. ", p=H.pname(c.partner, "FAMILY", rng, rng.choice(["given", "given_init"])),
            a=P(str(c.age + rng.randrange(-1, 3)), "AGE"), m=rng.randrange(1, 14),
            cond=rng.choice(["condoms 'mostly'", "no contraception", "on Depo", "implant in situ"]))
        if c.sex == "F":
            d.f("LMP {dt}. ", dt=C.D(c.visit - H.days(rng.randrange(3, 40)), rng.choice([ds, "us_md" if us else "nz_dm"])))
    d.t("\nSUICIDE/DEPRESSION: " if not terse else "\nMood/SI: ")
    k = rng.randrange(3)
    if k == 0:
        d.f("Mood 'fine'. PHQ-A {p}. Denies SI/SH.", p=rng.randrange(0, 9))
    elif k == 1:
        d.f("Low mood most days x {w} wks. PHQ-A {p}, item 9 = 1 (passive). No plan/intent. Hx cutting (thighs) last {dt}.",
            w=rng.randrange(2, 12), p=rng.randrange(10, 24), dt=C.D(c.visit - H.days(rng.randrange(20, 300)), rng.choice(["month", "month_year"])))
    else:
        d.f("Anxious, panic sx before school. GAD-7 {g}. Denies SI.", g=rng.randrange(8, 20))
    d.t("\nSAFETY: " if not terse else "\nSafety: ")
    d.t(rng.choice(["Wears seatbelt. No weapons at home. Not bullied.", "Cyberbullying via group chat - screenshots shown.",
                    "Rides in cars with peers who drink - discussed.", "Witnessed family violence in past; police attended."]))
    if rng.random() < 0.3:
        d.f(" {cps} involved previously (case {cn}).", cps=rng.choice(PL.US_CPS if us else PL.NZ_CPS), cn=P(H.digits(rng, 2) + "-" + H.digits(rng, 6), "IDNUM"))
    if rng.random() < 0.5:
        d.f("\n\nPARENT/WHANAU VIEW: {rel} {g} {v}" if not us else "\n\nPARENT VIEW: {rel} {g} {v}", rel=c.guardians[0].rel.capitalize(),
            g=gname(rng, c.guardians[0], "given"), v=rng.choice(["worried about mood and sleep; phone taken at 10 pm.",
                                                                "feels school is the main issue; wants a meeting with dean.",
                                                                "unaware of substance use (not disclosed - confidential).",
                                                                "reports good appetite, no concerns at home."]))
    if rng.random() < 0.6:
        d.t("\n\nFurther history: ")
        C.narrative(d, rng, c, ds)
    d.t("\n\nSTRENGTHS: " + rng.choice(["funny, loyal, good with younger sibs", "sport, music", "church community", "insightful, wants help",
                                       "kapa haka, whanau support" if not us else "art, close to grandparents"]))
    d.t("\n\nPLAN:\n")
    items = [["- Follow-up with ", H.cname(c.other, rng, rng.choice(["full_cred", "title_fam"])), " in ", str(rng.randrange(1, 4)), " wks (",
              C.D(c.visit + H.days(rng.randrange(7, 30)), rng.choice([ds, "us_wd" if us else "nz_wd"])), ")."],
             ["- Referral to ", P(c.clinic2, "HOSPITAL"), " for counselling."],
             ["- Safety plan completed; crisis line ", "988" if us else "1737", " given."],
             ["- STI screen + contraception discussed; see separate note."],
             ["- Info: ", P(H.url(rng), "URL")],
             ["- " + C.decoy(rng, c)]]
    for it in rng.sample(items, rng.randrange(2, 5)):
        d.put(it)
        d.t("\n")
    C.sign(d, rng, c, c.author, ds=ds, facility=fac)


def counselling(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    she, her = pron(c)
    uni = c.setting == "uni"
    fac = c.uni_clinic if uni else rng.choice(PL.COUNSEL_US if us else PL.COUNSEL_NZ)
    c.author = c.counsellor
    d.f("{t}\n{f}\n\n", t=rng.choice(["COUNSELLING SERVICE - INTAKE ASSESSMENT", "Counseling Intake", "Initial Assessment - Counselling",
                                      "INTAKE / TRIAGE ASSESSMENT"]), f=P(fac, "HOSPITAL"))
    rows = [("Client", H.pname(c.pt, "PATIENT", rng, rng.choice(["full", "last_first", "fullmid"]))), ("DOB", C.D(c.dob, ds))]
    rows.append(("Pronouns", rng.choice([("she/her" if c.sex == "F" else "he/him")] * 4 + ["they/them"]) if rng.random() < 0.5 else "not stated"))
    rows.append(("Student ID" if uni else "File no", P(c.sid if uni else c.mrn, "IDNUM" if uni else "MRN")))
    if uni:
        rows.append(("Residence", [P(c.dorm, "LOCATION_OTHER"), " room ", P(str(rng.randrange(101, 460)), "LOCATION_OTHER")]
                     if rng.random() < 0.6 else c.addr(rng)))
        rows.append(("Email", P(H.email_for(c.pt, rng, "students." + H.slug(c.uni)[:10] + ".test"), "EMAIL")))
    rows.append(("Mobile", P(c.phone, "PHONE")))
    rows.append(("Intake date", [C.D(c.visit, ds), "  " + C.tm(rng)]))
    rows.append(("Counsellor" if not us else "Counselor", H.cname(c.author, rng, rng.choice(["full_cred", "title_full"]))))
    C.header(d, rng, rows)
    tele = rng.random() < 0.35
    if tele:
        d.f("\nSession by video ({u}). Client located at {loc} for session; emergency address confirmed. Connection log IP {ip}.\n",
            u=P(H.url(rng, fac), "URL"), loc=rng.choice([[P(c.dorm, "LOCATION_OTHER")], c.addr(rng)]) if uni else c.addr(rng), ip=P(H.ip(rng), "IPADDR"))
    d.f("\nReferral: {r}\n", r=rng.choice([["self-referred via online form"],
                                             ["GP ", H.cname(c.doc, rng, "title_fam"), " at ", P(c.clinic, "HOSPITAL")],
                                             ["RA in hall (", P(H.rand_person(rng, c.country).full(), "FAMILY"), ")"] if uni else
                                             [c.guardians[0].rel, " ", gname(rng, c.guardians[0], "full"), " (phoned intake line)"],
                                             ["school counselor " if us else "guidance counsellor ", H.cname(c.other, rng, "full")]]))
    d.t("\nPRESENTING CONCERNS\n")
    d.t(rng.choice([
        "Low mood, poor sleep (2-3 am), missing lectures, 'can't make myself do anything'. ",
        "Escalating anxiety, panic attacks before exams, avoiding tutorials. ",
        "Relationship breakdown, tearful, drinking more. ",
        "Homesick, isolated in halls, not eating regular meals. ",
        "Grief - death of a family member, struggling to concentrate. ",
        "Exam stress + family pressure re grades; thoughts of dropping out. "] if uni else [
        "Low mood, irritability, sleeping late, refusing school some mornings. ",
        "Anxiety, stomach aches before school, avoiding PE and presentations. ",
        "Friendship fallout + online bullying, tearful at home. ",
        "Anger outbursts at home, suspended once this term. ",
        "Grief - death of a family member, struggling to concentrate in class. ",
        "Self-harm (scratching) disclosed to school nurse; parents aware. "]))
    k = rng.randrange(3)
    if k == 0:
        d.f("Onset around {dt}. ", dt=C.D(c.visit - H.days(rng.randrange(20, 200)), rng.choice(["month", "month_year", ds])))
    elif k == 1:
        d.f("Worse since {h}. ", h=C.hol(rng, c))
    else:
        d.f("{gm} died {dt}; {rel} flew to {co} for the funeral. ", gm=rng.choice(["Grandmother", "Grandfather", "Uncle"]),
            dt=C.D(c.visit - H.days(rng.randrange(20, 120)), rng.choice([ds, "us_md_long" if us else "nz_dm_long"])),
            rel=c.guardians[0].rel, co=P(c.origin, "COUNTRY"))
    if rng.random() < 0.7:
        d.t("\n")
        C.narrative(d, rng, c, ds, rng.randrange(1, 5))
    d.t("\n\nBACKGROUND\n")
    d.f("Grew up in {city}{co}. ", city=P(other_city(rng, c), "CITY"),
        co=[", ", P(c.origin, "COUNTRY")] if rng.random() < 0.3 else "")
    family_line(d, c, rng, False)
    if rng.random() < 0.5:
        d.f("Part-time {job} at {emp}, {h} hrs/wk. ", job=P(c.teen_job, "PROFESSION"), emp=P(c.employer, "ORGANIZATION"), h=rng.randrange(8, 30))
    d.f("\nPrior MH care: {p}\n", p=rng.choice([["none"], ["CAMHS" if not us else "outpatient therapy", " at ", P(c.clinic3, "HOSPITAL"), " in ",
                                                     P(str(c.visit.year - rng.randrange(1, 4)), "DATE")],
                                                    ["school counsellor in Year 10" if not us else "school counselor in 10th grade"],
                                                    ["sertraline from GP, stopped ", C.D(c.visit - H.days(rng.randrange(40, 300)), "month_year")]]))
    d.t("Medications: " + ", ".join(C.meds(rng, c, rng.randrange(0, 3))) + "\n" if rng.random() < 0.6 else "Medications: nil\n")
    d.t("Substances: " + (rng.choice(["alcohol 2-3x/wk, up to 8 standard drinks", "cannabis most nights to sleep", "nil", "vapes", "occasional alcohol"])
                          if c.age >= 16 else rng.choice(["nil", "denies", "tried vaping once", "nil reported"])) + "\n")
    d.t("\nRISK ASSESSMENT\n")
    d.put(rng.choice([["Denies current SI, no hx attempts. Protective: family, pets, future plans. Risk assessed as low."],
                      ["Passive SI ('wouldn't mind not waking up'), no plan/intent/means. Hx OD age ", P(str(rng.randrange(13, max(14, min(c.age, 18)))), "AGE"),
                       " (paracetamol" if c.country == "NZ" else " (acetaminophen", ") - see below. Risk moderate."],
                      ["Fleeting SI last week during argument; no plan. Self-harm (scratching) last 2 wks. Risk low-moderate."]]))
    if rng.random() < 0.4:
        d.f(" Previous ED presentation at {h} ({dt}).", h=P(c.hospital, "HOSPITAL"), dt=C.D(c.visit - H.days(rng.randrange(100, 900)), rng.choice([ds, "month_year"])))
    d.t(" C-SSRS screen: " + rng.choice(["negative", "positive item 1 only", "items 1-2 positive"]) + ". K10 " + str(rng.randrange(14, 44)) + ".\n")
    d.t("\nSafety plan: warning signs, coping (music, walk), people to contact: ")
    d.f("{f} ({fp}), {rel}. Crisis: {cr}.\n", f=H.pname(c.friend, "FAMILY", rng, "given"), fp=P(H.phone(c.country, rng, mobile=True), "PHONE"),
        rel=c.guardians[0].rel, cr=("988 / campus security" if uni else "988 / 911") if us else "1737 / 111")
    d.f("Emergency contact: {g} ({rel}) {ph}\n", g=H.pname(c.guardians[0], "FAMILY", rng, "full"), rel=c.guardians[0].rel, ph=P(c.guardians[0].phone, "PHONE"))
    d.t("\nMENTAL STATUS\n")
    d.t(rng.choice(["Casually dressed, good hygiene. ", "Dishevelled, hood up. ", "Neatly groomed, fidgeting. "]) +
        rng.choice(["Speech normal rate/volume. ", "Quiet, slowed speech. ", "Pressured at times. "]) +
        rng.choice(["Mood 'flat', affect constricted. ", "Mood 'stressed', affect anxious, reactive. ", "Mood 'ok', affect tearful. "]) +
        "Thought form logical; no perceptual disturbance. Insight " + rng.choice(["good", "partial", "fair"]) + ".\n")
    d.f("Measures: PHQ-9 {p}, GAD-7 {g}, AUDIT-C {a}.\n", p=rng.randrange(3, 25), g=rng.randrange(2, 20), a=rng.randrange(0, 10))
    d.t("Client goals: " + rng.choice(["'get back to classes'", "'sleep properly'", "'stop panicking in tutorials'", "'sort out drinking'",
                                       "'feel like myself again'"]) + ".\n")
    d.t("\nFORMULATION/PLAN\n")
    d.t(rng.choice(["Adjustment difficulties with depressive sx in context of transition + isolation. ",
                    "GAD features, perfectionism, maintaining avoidance. ", "Grief reaction with low mood. "]))
    d.f("Plan: {n} sessions CBT-informed with {c}; next {dt} {t}. ", n=rng.choice(["4", "6", "6-8"]), c=H.cname(c.author, rng, "given"),
        dt=C.D(c.visit + H.days(rng.randrange(5, 16)), rng.choice([ds, "us_wd" if us else "nz_wd"])), t=C.tm(rng, 2))
    if not uni and rng.random() < 0.5:
        d.f("With consent, will liaise with {s} {role}. ", s=P(c.school, "ORGANIZATION"), role=rng.choice(["counselor" if us else "guidance counsellor", "dean", "nurse"]))
    if uni and rng.random() < 0.6:
        d.f("Letter to {o} re special consideration / extension. ", o=rng.choice(["Disability Services", "Student Accessibility", "course coordinator"]))
    if rng.random() < 0.4:
        d.f("GP review re meds with {n}. ", n=H.cname(c.doc, rng, "title_fam"))
    d.t("\n")
    C.sign(d, rng, c, c.author, ds=ds, facility=fac)


def eating_disorder(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    she, her = pron(c)
    fac = rng.choice(["Pinecrest Eating Disorders Program", c.clinic]) if us else rng.choice(["Whitecliffs Eating Disorders Service", c.clinic])
    d.f("{f} - {t}\n", f=P(fac, "HOSPITAL"), t=rng.choice(["PROGRESS NOTE", "Medical Monitoring Visit", "Adolescent Medicine Follow-up (ED)",
                                                           "FBT session + medical review"]))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn", "acct"), ("mrn",), ("mrn", "plan")]))
    n_visit = rng.randrange(2, 30)
    rows.append(("Visit", [C.D(c.visit, ds), " (#%d)" % n_visit]))
    rows.append(("Provider", H.cname(c.doc, rng, rng.choice(["full_cred", "title_full"]))))
    C.header(d, rng, rows)
    dx = rng.choice(["AN-R", "atypical AN", "AN binge-purge type", "ARFID", "BN", "OSFED"])
    d.f("\n{a} {dx}, {ph}. Present: {pt}", a=H.age_p(c.age, rng, rng.choice(["yo", "-year-old", "sexF", "y/o"]), c.sex), dx=dx,
        ph=rng.choice(["FBT phase 1", "FBT phase 2", "post-discharge week %d" % rng.randrange(1, 8), "outpatient monitoring"]),
        pt=H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "nick", "given"])))
    for g in c.guardians:
        d.f(", {rel} {g}", rel=g.rel, g=gname(rng, g, rng.choice(["given", "full"])))
    d.t(".\n")
    if rng.random() < 0.5:
        d.f("Interpreter not needed. {rel} is a {job}, took time off work.\n", rel=c.guardians[0].rel.capitalize(), job=P(c.guardians[0].job, "PROFESSION"))
    kg = rng.random() < 0.7 or not us
    w = rng.randrange(380, 520) / 10.0
    d.t("\nWEIGHT TREND (gowned, post-void)\n")
    d.t(rng.choice(["Date         Wt (kg)   %mBMI\n", "date | wt | %mBMI | note\n"]) if kg else "Date        Wt (lb)   %mBMI\n")
    npts = rng.randrange(3, 8)
    offs = sorted(rng.sample(range(1, 80), npts - 1), reverse=True) + [0]
    for i in range(npts):
        dt = c.visit - H.days(offs[i])
        wv = w + i * rng.choice([0.2, 0.4, 0.6, -0.3, 0.8])
        pct = 72 + i * rng.randrange(1, 3) + rng.randrange(0, 6)
        val = "%.1f" % (wv if kg else wv * 2.2046)
        d.f("{dt}   {w}   {p}%{nt}\n", dt=C.D(dt, rng.choice([ds, ds, "us_md" if us else "nz_dm"])), w=val, p=pct,
            nt=rng.choice(["", "", "  water-loaded?", "  (home scale)", "  clinic"]))
    lhr, shr = rng.randrange(40, 62), 0
    shr = lhr + rng.randrange(8, 42)
    d.f("\nOrthostatics: lying HR {a} BP {b}/{c2}; standing HR {s} BP {sb}/{sc}. Temp {t}. {dec}\n", a=lhr,
        b=rng.randrange(84, 110), c2=rng.randrange(44, 66), s=shr, sb=rng.randrange(80, 108), sc=rng.randrange(44, 70), t=C.temp(rng, c, True),
        dec=rng.choice(["Cap refill <2s. Lanugo on back.", "Cool peripheries, acrocyanosis.", "No Russell's sign, parotids normal.", ""]))
    d.f("Labs ({dt}, accession {acc}): ", dt=C.D(c.visit - H.days(rng.randrange(0, 4)), rng.choice([ds, "us_md" if us else "nz_dm"])),
        acc=P(H.specimen(rng, c.visit.year), "IDNUM"))
    if us and rng.random() < 0.6:
        d.t("Na %d, K %.1f, Cl %d, CO2 %d, BUN %d, Cr %.2f, Glu %d, Phos %.1f, Mg %.1f, Ca %.1f, ALT %d, AST %d. " % (
            rng.randrange(132, 143), rng.randrange(28, 46) / 10.0, rng.randrange(96, 108), rng.randrange(20, 30), rng.randrange(6, 24),
            rng.randrange(50, 90) / 100.0, rng.randrange(58, 96), rng.randrange(22, 48) / 10.0, rng.randrange(15, 24) / 10.0,
            rng.randrange(84, 102) / 10.0, rng.randrange(14, 90), rng.randrange(16, 70)))
    else:
        d.t("Na %d, K %.1f, urea %.1f, creat %d, gluc %.1f, PO4 %.2f, Mg %.2f, Ca %.2f, ALT %d. " % (
            rng.randrange(132, 143), rng.randrange(28, 46) / 10.0, rng.randrange(20, 80) / 10.0, rng.randrange(45, 85),
            rng.randrange(32, 55) / 10.0, rng.randrange(70, 150) / 100.0, rng.randrange(65, 100) / 100.0, rng.randrange(215, 255) / 100.0,
            rng.randrange(14, 90)))
    d.t(rng.choice(["FBC unremarkable. ", "WCC 3.1 (low), Hb ok. ", "TSH/fT4 normal. ", "Ferritin 14. ", ""]))
    d.f("ECG: sinus {r} {hr} bpm, QTc {q} ms.\n", r=rng.choice(["bradycardia", "rhythm"]), hr=lhr + rng.randrange(-2, 4), q=rng.randrange(380, 460))
    d.t("\nS: ")
    d.t(rng.choice(["Parents plating all meals, 3 meals + 3 snacks. Completing ~80%. Distress at dinner. ",
                    "Reports urge to exercise, doing sit-ups at night (parents heard). ",
                    "Purging x2 this wk after school lunch, denies laxatives. ",
                    "Eating better, 'voice quieter'. Wants to return to sport. "]))
    if rng.random() < 0.5:
        C.narrative(d, rng, c, ds, rng.randrange(1, 3))
    d.f("Missed {n} days at {s}{dean}. ", n=rng.randrange(0, 9), s=P(c.uni if c.setting == "uni" else c.school, "ORGANIZATION"),
        dean=[", ", tname(rng, teacher(rng, c)), " supervising lunch"] if rng.random() < 0.4 else "")
    if c.sex == "F":
        d.f("Amenorrhoea since {dt}. " if not us else "Amenorrhea since {dt}. ", dt=C.D(c.visit - H.days(rng.randrange(60, 400)), rng.choice(["month", "month_year"])))
    d.t("\nMSE: " + rng.choice(["thin, cooperative, flat affect; ED cognitions prominent; no SI.",
                                "engaged, brighter; some body checking; denies SI/SH.",
                                "irritable, refused to talk about food; passive SI, no plan - safety plan reviewed."]) + "\n")
    if rng.random() < 0.6:
        d.f("FBT: {th} met with family. {c2}\n", th=H.cname(c.counsellor, rng, rng.choice(["given", "full_cred"])),
            c2=rng.choice(["Externalising the illness; parents united. Siblings involved in distraction after meals.",
                           "Family meal observed - pt ate 3/4 of meal with prompting.", "Parents exhausted; discussed respite and school lunch supervision.",
                           "Plan to move toward phase 2 - pt to choose own snack."]))
    d.t("\n\nA/P:\n")
    d.f("1. {dx} - {st}. {adm}\n", dx=dx, st=rng.choice(["medically stable for outpatient care", "borderline stability", "improving"]),
        adm=["Meets 1 admission criterion (HR <50 overnight); discussed admission to ", P(c.ward, "HOSPITAL"),
             " at ", P(c.hospital, "HOSPITAL"), " if HR <45 or wt loss continues."] if lhr < 50 else "")
    d.f("2. Refeeding: {r}\n", r=rng.choice(["phos supplement 500 mg BID x 5 d", "monitor phos/Mg", "no current risk", "thiamine 100 mg daily"]))
    d.f("3. Meds: {m}\n", m=", ".join(C.meds(rng, c, rng.randrange(1, 3))))
    d.f("4. School: no PE/sport until {dt}; letter given. {dec}\n", dt=C.D(c.visit + H.days(rng.randrange(14, 60)), rng.choice([ds, "us_md_long" if us else "nz_dm_long"])),
        dec=C.decoy(rng, c) if rng.random() < 0.4 else "")
    d.f("5. RTC {dt} with {th} (FBT) and {dd}.\n", dt=C.D(c.visit + H.days(7 * rng.randrange(1, 3)), rng.choice([ds, "us_wd" if us else "nz_wd"])),
        th=H.cname(c.counsellor, rng, rng.choice(["full", "given", "full_cred"])), dd=H.cname(c.doc, rng, "title_fam"))
    if rng.random() < 0.3:
        d.f("Dietitian {rd} reviewed meal plan (exchanges).\n", rd=H.cname(H.rand_clin(rng, c.country, ["RD", "NZRD"]), rng, "full_cred"))
    C.sign(d, rng, c, c.doc, ds=ds, facility=fac)
