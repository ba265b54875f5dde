"""Genres: Choice / first assessment letter, school liaison letter,
discharge and transition letter."""
import clin
from clin import pr
import blocks as B
import places as PL
from fmt import pat


def _gp_address(c):
    from fmt import postcode
    st = "%d %s" % (c.rng.randint(1, 300), c.street_name())
    out = [(st, "STREET"), ", ", (c.town if c.chance(0.6) else c.base_town, "CITY")]
    if c.cc in ("US", "CA", "AU"):
        out += [", " if c.cc != "AU" else " ", c.region_t(True)]
    return out + [" ", (postcode(c.rng, c.cc), "ZIP")]


def _re_block(c):
    out = ["Re: ", c.P(c.ch(["full", "caps"])), "   DOB: ", c.DOB()]
    out += ["\n    "] + c.ids("   ")
    if c.chance(0.7):
        out += ["\n    "] + c.addr()
    return out + ["\n\n"]


def _dear_gp(c):
    if c.cc == "SG" or c.chance(0.15):
        return ["Dear ", c.ch(["Colleague", "Doctor"]), ",\n\n"]
    return ["Dear ", c.St("gp"), ",\n\n"]


def choice_letter(nb, c):
    prob = clin.pick(c)
    nb.add(B.letterhead(c))
    nb.w("\n{d}\n\n", d=c.D(c.day(c.rng.randint(3, 14)), c.ch(["long", "abbr", None])))
    nb.t(c.ch(["PRIVATE & CONFIDENTIAL\n", "Confidential\n", ""]))
    nb.w("{gp}\n{prac}\n", gp=c.St("gp", full=True), prac=(c.gp_practice, "HOSPITAL"))
    nb.add(_gp_address(c))
    nb.t("\n\n")
    nb.add(_dear_gp(c))
    nb.add(_re_block(c))
    kind = c.ch(["Choice appointment", "initial assessment", "first appointment", "Choice assessment",
                 "new patient assessment"]) if c.cc != "US" else "initial psychiatric evaluation"
    seen = c.enc
    nb.w("Thank you for referring {p}, whom I saw for a{n} {k} on {d} at {loc} with {mr}. ",
         p=c.P("first"), n="n" if kind[0] in "aeiou" else "", k=kind, d=c.D(seen, c.ch(["wk", "long", None])),
         loc=(c.team if c.chance(0.6) else c.acute, "HOSPITAL"), mr=B.mum_ref(c))
    if c.chance(0.3):
        nb.w("{S} ({r}) joined for the second half. ", S=c.SN("nurse"), r=c.S("nurse").label)
    if c.chance(0.2):
        nb.w("A {l} interpreter ({i}) was used throughout. ", l=c.ch(["Polish", "Arabic", "Somali", "Tigrinya",
                                                                      "Romanian", "Dari", "Urdu"]),
             i=(c.person(c.ch("FM"), c.ch(["arabic", "eastern_european", "east_african", "south_asian"])).full(),
                "FAMILY"))
    nb.t(c.ch(["\n\nPresenting difficulties\n", "\n\nPRESENTING COMPLAINT\n", "\n\nHistory of presenting complaint:\n"]))
    nb.w("{p} is a {a} {g} in {y} who presents with {r}. ", p=c.P("first"), a=c.age_phr(), g=c.boy,
         y=c.school_year(), r=B.presenting(c, prob))
    nb.w("{mum} dates the change to {when}, ", mum=c.mumw.capitalize(), when=c.ch([
        B.holiday(c), [(c.D(c.day(-c.rng.randint(90, 420)), "monthyear")[0], "DATE")],
        ["the move to ", (c.school, "ORGANIZATION")], ["when ", c.he, " turned ", c.A(c.age - 1)]]))
    nb.t(pr(c, c.ch(["when {he} also stopped seeing freinds outside school. " if c.chance(0.05) else
                     "when {he} also stopped seeing friends outside school. ",
                     "around the time {his} grandparent became unwell. ",
                     "after a falling out with {his} friendship group. ",
                     "although school had noticed difficulties before this. "])))
    nb.w("{He} scored {sc} and {sc2} on questionnaires completed in clinic. ", He=c.He,
         sc=c.ch(clin.SCORES[prob]), sc2=c.ch(clin.GENERIC_SCORES))
    nb.t(pr(c, c.ch(["Sleep is poor (onset 2-3 hours), appetite reduced. ",
                     "{He} sleeps 9-10 hours but wakes unrefreshed. ",
                     "Screen time is around 6 hours a day, often past midnight. "])))
    nb.t(c.ch(["\n\nBackground\n", "\n\nDevelopmental and medical history\n", "\n\nDevelopmental history\n"]))
    nb.t(c.ch(clin.DEV) + " ")
    nb.w("Past medical history: {pmh}. Medication: {med}. Allergies: {al}.\n",
         pmh=c.ch(clin.PMH), med=c.ch(clin.MEDS[prob]) if c.chance(0.4) else "none",
         al=c.ch(["NKDA", "penicillin (rash)", "nil known", "peanuts (EpiPen)"]))
    nb.w("Family history: {fh}.\n", fh=c.ch(clin.FAMILY_HX))
    nb.t(c.ch(["\nFamily and social\n", "\nSocial history\n"]))
    nb.add(B.family_para(c))
    if c.pt.job:
        nb.w("{p} works weekends as {a} {j} at {s}. ", p=c.P("first"), a=c.an(c.pt.job[0]), j=(c.pt.job[0], "PROFESSION"),
             s=(c.pt.job[1], "ORGANIZATION"))
    nb.t("\n\nEducation\n")
    nb.add(B.school_para(c))
    if c.chance(0.4):
        nb.w("{He} enjoys {x} and goes to {cl}. ", He=c.He, x=c.ch(["drawing", "gaming", "football", "dance",
                                                                  "music production", "horse riding"]),
             cl=(c.club, "ORGANIZATION"))
    nb.t(c.ch(["\n\nMental state examination\n", "\n\nMSE\n"]))
    for grp in clin.MSE:
        nb.t(c.ch(grp) + "\n")
    nb.t("\nRisk\n")
    nb.t(pr(c, c.ch([
        "{He} described fleeting thoughts of not wanting to be here but no plans or intent, and identified {his} family as a reason to live. ",
        "No current suicidal ideation. Historic self-harm (scratching) last 4 months ago. ",
        "Self-harm by cutting 2-3 times a week, superficial. Passive suicidal ideation. No previous attempts. ",
        "No thoughts of harm to self or others. No safeguarding concerns raised. "])))
    nb.t(c.ch(["A safety plan was completed with ", "We agreed a safety plan with "]))
    nb.w("{p} and {m}, who will lock away medicines at home.\n", p=c.P("first"), m=c.mumw)
    nb.t(c.ch(["\nFormulation\n", "\nImpression\n", "\nSummary and formulation\n"]))
    nb.w("{p}'s difficulties are in keeping with {dx}. ", p=c.P("first"), dx=c.ch(clin.DX[prob]))
    nb.t(pr(c, c.ch(["Predisposing factors include family history and temperament; precipitating factors the recent transitions; "
                     "perpetuating factors avoidance and sleep disruption; protective factors {his} close relationship with {mum}. ",
                     "I did not find evidence of psychosis or an eating disorder. ",
                     "There may be an underlying neurodevelopmental component, which we will keep under review. "])))
    nb.t("\n\nPlan\n")
    nb.w("1. {x}\n", x=c.ch(["Offer 8-12 sessions of CBT with our psychology team.",
                            "Add to the neurodevelopmental assessment pathway (current wait 40 weeks).",
                            "Refer to the eating disorder team for FBT (Maudsley model).",
                            "Offer family work with our systemic team.",
                            "Start sertraline 25 mg once daily, increasing to 50 mg after 1 week if tolerated."]))
    nb.w("2. Review with {s} on {d} at {t}.\n", s=c.St(c.ch(["nurse", "psych", "cons"])),
         d=c.D(c.day(c.rng.randint(14, 35)), c.ch(["wk", None])), t=c.tm(c.rng.randint(9, 16)))
    nb.w("3. With consent, I will write to {sch} to share recommendations.\n", sch=(c.school, "ORGANIZATION"))
    if c.chance(0.5):
        nb.w("4. Could you kindly check {x}?\n", x=c.ch(["FBC, ferritin, TFTs and vitamin D", "height, weight and BP",
                                                         "an ECG (QTc) before any medication", "U&Es and LFTs"]))
    nb.t("\n" + c.ch(["Yours sincerely,", "Kind regards,", "Yours sincerely"]) + "\n\n\n")
    nb.add(c.sig("cons" if c.chance(0.6) else "reg"))
    items = [B.cc_parent(c)]
    if c.chance(0.4):
        items.append([c.SN("nurse"), ", ", c.S("nurse").label])
    nb.add(B.cc_block(c, items))
    if c.chance(0.6):
        nb.add(B.typed_by(c))


def school_letter(nb, c):
    prob = clin.pick(c)
    t = c.person(c.ch("FM"), c.ch(["anglo", "anglo", c.origin]))
    role = c.ch(["SENCO", "Head of Year", "Designated Safeguarding Lead", "Pastoral Lead", "School Counsellor"]) \
        if c.cc != "US" else c.ch(["School Counselor", "504 Coordinator", "Assistant Principal", "School Psychologist"])
    nb.add(B.letterhead(c))
    nb.w("\n{d}\n\n", d=c.D(c.enc, c.ch(["long", None])))
    title = c.title(t)
    nb.w("{ti}{t}\n{role}\n{s}\n{st}, {tn} {z}\n\n", ti=title, t=(t.full(), "FAMILY"), role=role,
         s=(c.school, "ORGANIZATION"), st=(c.street().split(", Apt")[0], "STREET"), tn=(c.town, "CITY"),
         z=(c.zip, "ZIP"))
    nb.w("Dear {ti}{l},\n\n", ti=title, l=(t.lastname(), "FAMILY"))
    nb.w("Re: {p}   DOB {d}   {y}", p=c.P(c.ch(["full", "caps"])), d=c.DOB(), y=c.school_year())
    if c.cc in ("UK", "IE", "AU", "NZ") and c.chance(0.5):
        nb.w(", tutor group {tg}", tg=c.school_year().split()[-1] + pat(c.rng, "@@"))
    nb.t("\n\n")
    nb.w("I am writing, with the consent of {p} and {his} {par}, following our {how} on {d}. ", p=c.P("first"),
         his=c.his, par=c.ch(["parents", "mother", "family", "carer"]) if not c.carer else "foster carer",
         how=c.ch(["meeting in school", "telephone conversation", "Teams call", "professionals' meeting"]),
         d=c.D(c.day(-c.rng.randint(3, 20)), c.ch(["wk", "long", None])))
    nb.w("{p} is currently under the care of {team} for {x}, and is seen {f} by {s}. ", p=c.P("first"),
         team=(c.team, "HOSPITAL"), x={"low_mood": "low mood", "self_harm": "self-harm and low mood",
                                         "anxiety": "anxiety", "adhd": "ADHD", "asd": "autism-related anxiety",
                                         "eating": "an eating difficulty", "ocd": "OCD",
                                         "psychosis": "an early psychosis presentation",
                                         "school_refusal": "anxiety-related school avoidance",
                                         "trauma": "trauma-related difficulties", "tics": "tics and anxiety",
                                         "dysreg": "emotional regulation difficulties"}[prob],
         f=c.ch(["weekly", "fortnightly", "monthly"]), s=c.St(c.ch(["nurse", "psych", "cc"])))
    nb.t(pr(c, c.ch([
        "We have discussed what helps {him} manage in school and I enclose our recommendations below. ",
        "{He} has told us that lunchtimes and corridors between lessons are the hardest parts of the day. ",
        "{His} attendance has dropped and we would like to support a gradual return. "])))
    nb.t("\n\nRecommendations\n")
    recs = [
        ["- A time-out card allowing ", c.P("first"), " to leave lessons and go to ",
         c.ch([["the pastoral base (", ["Room ", (pat(c.rng, "@%#"), "LOCATION_OTHER")], ")"], ["the library"],
               ["the learning support hub in ", ["Block ", (c.ch("ABCDE"), "LOCATION_OTHER")]]]), ".\n"],
        ["- A named key adult to check in each morning: ", (c.person(c.ch("FM"), "anglo").full(), "FAMILY"),
         " has kindly agreed to do this.\n"],
        ["- A reduced timetable for 4 weeks from ", c.Dn(c.rng.randint(5, 14)), ", reviewed fortnightly.\n"],
        ["- Seating near the front, away from windows; instructions chunked and written down.\n"],
        ["- Movement breaks every 20-30 minutes and a visual timetable.\n"],
        ["- Advance warning of changes to routine, cover teachers or trips.\n"],
    ]
    if c.age >= 14:
        recs.append(["- Exam access arrangements (25% extra time, separate room, rest breaks).\n"])
    spec = {
        "adhd": [["- Lunchtime medication (", c.ch(clin.MEDS["adhd"]), ") to be held securely in the school office.\n"]],
        "eating": [["- Monitoring of lunch intake; a quiet space to eat with a trusted adult.\n"],
                   ["- No PE-based weighing or calorie-counting tasks in food technology.\n"]],
        "self_harm": [["- Please share the enclosed safety plan with the ",
                       "school counselor" if c.cc == "US" else "DSL", " only.\n"]],
        "low_mood": [["- Please share the enclosed safety plan with the ",
                      "school counselor" if c.cc == "US" else "DSL", " only.\n"]],
        "anxiety": [["- A graded plan for speaking in class; no cold-calling for now.\n"]],
        "school_refusal": [["- A phased return starting with 2 lessons a day, met at reception by a key adult.\n"]],
        "tics": [["- Permission to leave class if tics escalate; peers briefed with consent.\n"]],
        "ocd": [["- Staff not to provide repeated reassurance; use the agreed script instead.\n"]],
    }.get(prob, [])
    for r in spec + c.rng.sample(recs, c.rng.randint(3, 5)):
        nb.add(r)
    nb.t("\n")
    if c.chance(0.5):
        nb.w("{p} has asked that {his} classmates are not told about {his} diagnosis. ", p=c.P("first"), his=c.his)
    if c.chance(0.4):
        nb.w("{He} is also supported by {o}. ", He=c.He, o=(c.charity, "ORGANIZATION"))
    nb.w("We will review progress at a meeting on {d}", d=c.D(c.day(c.rng.randint(21, 50)), c.ch(["wk", None])))
    if c.chance(0.5):
        nb.w(" at {t} in school", t=c.tm(c.rng.randint(9, 15)))
    nb.t(". ")
    nb.w("Please do not hesitate to contact me on {ph} or at {e} if you have any concerns.\n\n",
         ph=c.ph_ext() if c.chance(0.4) else c.ph(), e=c.email_staff("nurse"))
    nb.t(c.ch(["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n"]))
    nb.add(c.sig("nurse", lic=False))
    items = [B.cc_parent(c), B.cc_gp(c)]
    if c.looked_after:
        items.append([c.SN("sw"), ", allocated social worker"])
    nb.add(B.cc_block(c, items))


def discharge_letter(nb, c):
    prob = clin.pick(c)
    transition = c.age >= 17 or c.chance(0.35)
    inpatient = c.chance(0.35)
    nb.add(B.letterhead(c, url=c.chance(0.3)))
    nb.t("\n" + (c.ch(["TRANSITION LETTER", "Transfer of Care to Adult Services",
                         "DISCHARGE AND TRANSITION SUMMARY"]) if transition else
                   c.ch(["DISCHARGE SUMMARY", "Discharge Letter", "Closing Summary"])) + "\n")
    nb.w("Date: {d}\n\n", d=c.D(c.enc))
    nb.w("To: {gp}, {prac}\n", gp=c.St("gp", full=True), prac=(c.gp_practice, "HOSPITAL"))
    adult_team = "%s %s" % (c.ch([c.town, c.base_town]), c.ch(["CMHT", "Community Mental Health Team",
                                                              "Early Intervention in Psychosis Service",
                                                              "Adult Mental Health Service", "Youth Mental Health Team"]))
    if transition:
        nb.w("cc: {at}; {p}\n\n", at=(adult_team, "HOSPITAL"), p=c.P("full"))
    nb.add(_re_block(c))
    ref = c.day(-c.rng.randint(200, 900))
    nb.w("Dates of involvement: {a} - {b}\n", a=c.D(ref), b=c.D(c.enc))
    if inpatient:
        adm = c.day(-c.rng.randint(30, 150))
        dis = c.day(c.rng.randint(-20, -3))
        nb.w("Inpatient admission: {u}, {h}, {a} to {b} ({n} days)", u=(c.unit, "HOSPITAL"),
             h=(c.acute if c.chance(0.3) else c.team, "HOSPITAL"), a=c.D(adm), b=c.D(dis), n=str((dis - adm).days))
        if c.cc == "UK" and c.chance(0.4):
            nb.w(" - detained under Section 3 MHA 1983, discharged from section on {d}.\n", d=c.D(dis))
        else:
            nb.t(c.ch([" - informal.\n", " - voluntary admission.\n"]))
    nb.w("Lead clinician: {s}\n", s=c.Sfull("cons"))
    nb.w("Diagnoses: {d1}{d2}\n\n", d1=c.ch(clin.DX[prob]),
         d2=c.ch(["", "; " + c.ch(clin.DX["adhd"] + clin.DX["asd"]), "; " + c.ch(clin.PMH)]))
    nb.t(c.ch(["Summary of involvement\n", "Summary of care\n", "Course of treatment\n"]))
    nb.w("{p} was referred by {src} in {d} with {r}. ", p=c.P("first"),
         src=c.ch([["you"], ["school"], [c.ed, " at ", (c.acute, "HOSPITAL")]]),
         d=(c.D(ref, "monthyear")[0], "DATE"), r=B.presenting(c, prob))
    nb.w("{He} attended {n} sessions of {tx} with {s}", He=c.He, n=str(c.rng.randint(6, 30)),
         tx=c.ch(["CBT", "DBT-A skills group and individual sessions", "family therapy", "IPT-A",
                  "FBT", "ERP", "trauma-focused CBT", "psychoeducation and parent training"]), s=c.St("psych"))
    nb.t(c.ch([" and engaged well. ", ", with some missed appointments over the summer. ", ". "]))
    if c.chance(0.7):
        nb.w("{med} was started on {d} and titrated to the current dose; {se}. ", med=c.ch(clin.MEDS[prob]).split(" ")[0].capitalize(),
             d=c.D(c.day(-c.rng.randint(60, 300))), se=c.ch(["no significant side effects", "mild nausea initially",
                                                              "weight monitored (gained 2.4 kg)", "sleep improved"]))
    nb.w("End-of-treatment scores: {a} (baseline {b}).\n\n", a=c.ch(clin.GENERIC_SCORES),
         b=c.ch(clin.SCORES[prob]))
    nb.w("Current medication: {m}\n", m=c.ch(clin.MEDS[prob]))
    nb.t("Risk at discharge: " + pr(c, c.ch([
        "low; no self-harm for 5 months, protective factors strong.",
        "moderate and long-standing; relapse indicators shared with {him} and family.",
        "low to others; chronic risk of impulsive self-harm when intoxicated."])) + "\n")
    if transition:
        tdate = c.dob.replace(year=c.dob.year + 18) if not (c.dob.month == 2 and c.dob.day == 29) else c.dob
        nb.w("\nTransition: {p} turns 18 on {d}. ", p=c.P("first"), d=c.D(tdate, c.ch(["long", None])))
        nb.w("A joint transition meeting was held on {d} with {s} from {at}, {p} and {m}. ",
             d=c.D(c.day(-c.rng.randint(10, 60)), c.ch(["wk", None])),
             s=(c.person(c.ch("FM"), c.origin).full(), "DOCTOR"), at=(adult_team, "HOSPITAL"), p=c.P("first"),
             m=B.mum_ref(c)[0])
        nb.w("First appointment with the adult team is booked for {d}.\n", d=c.D(c.day(c.rng.randint(7, 30))))
        if c.cc == "UK" and c.chance(0.6):
            nb.w("We have supported a PIP application (NI number {ni}).\n", ni=(c.ssn, "SSN"))
        if c.cc == "IE" and c.chance(0.6):
            nb.w("Disability Allowance application supported (PPSN {ni}).\n", ni=(c.ssn, "SSN"))
        if c.cc in ("US", "CA") and c.chance(0.5):
            nb.w("Guardian informed re: adult consent; SSN on file {ni}.\n", ni=(c.ssn, "SSN"))
    nb.t("\nRelapse signature: " + pr(c, c.ch(["withdrawal to {his} room, stopping eating with family, missing college.",
                                                "poor sleep, increased irritability and cannabis use.",
                                                "increased checking and reassurance seeking."])) + "\n")
    nb.w("If concerns arise please re-refer via {x}.\n", x=c.ch([["our single point of access on ", c.ph()],
                                                               ["the referral portal ", c.url()],
                                                               ["email ", c.email_team()]]))
    if c.chance(0.4):
        nb.w("{p} has also been given details of {ch}.\n", p=c.P("first"), ch=(c.charity, "ORGANIZATION"))
    nb.t("\n" + c.ch(["Yours sincerely,", "Kind regards,", "Best wishes,"]) + "\n\n")
    nb.add(c.sig("cons"))
    if c.chance(0.5):
        nb.add(["\n", c.SN("cc"), ", ", c.S("cc").label, "\n"])
    nb.add(B.cc_block(c, [B.cc_parent(c)] + ([[(c.school, "ORGANIZATION"), " (with consent)"]] if c.chance(0.3) else [])))
