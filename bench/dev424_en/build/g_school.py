"""Genre: school liaison letter from CAMHS to school."""
from doc import Phi
import blocks as B
import pools_text as PT

GENRE = "school_liaison_letter"

RECS = {
    "anxiety": ["A named key adult ({key}) for a brief check-in at the start of each day.",
                "An exit card allowing {pt_f} to leave class to the pastoral base when anxious, no questions asked.",
                "Advance warning of changes (cover teachers, room changes, fire drills).",
                "Avoid asking {pt_f} to read aloud or present to the class for now.",
                "Access arrangements for exams: separate room and rest breaks (JCQ)."],
    "depression": ["Reduced homework expectations for this half term.",
                   "A weekly check-in with {key}; please notice withdrawal or absence and let us know.",
                   "Flexibility with deadlines; {pt_f} is currently sleeping poorly.",
                   "Encourage continued attendance at {club} - an important protective factor."],
    "selfharm": ["Please follow the school's self-harm protocol; first aid for wounds and inform {crel} the same day.",
                 "Long sleeves in PE are fine; please do not single {pt_f} out.",
                 "An agreed quiet space and exit card.",
                 "If you are worried about immediate safety, call {crel} and the crisis team on {ct}; in an emergency {emerg}."],
    "eating": ["Supervised lunch with {key} in a quiet room, following the meal plan we have shared.",
               "No PE or competitive sport until medically cleared (current MEED risk: amber).",
               "Please do not comment on food, weight or appearance.",
               "Allow a snack at morning break (provided from home) and water bottle in class."],
    "adhd": ["Seat near the front, away from windows and doors.", "Movement breaks every 20-30 minutes.",
             "Chunk instructions and give them in writing.",
             "Medication at school: methylphenidate IR 5 mg at 12:30 from the school office (parental consent form enclosed).",
             "Use a home-school diary / planner checked daily."],
    "asd": ["Visual timetable and advance notice of changes.", "Access to a low-sensory space at break and lunch.",
            "Allow ear defenders in assembly and the canteen.",
            "Literal language; avoid sarcasm and idioms when giving instructions.",
            "Support for unstructured times (lunch club)."],
    "ocd": ["Please avoid providing reassurance when {pt_f} asks repeatedly - we are working on this in ERP.",
            "Allow extra time for written work; re-writing is a compulsion we are targeting.",
            "Hand gel is fine but please do not extend handwashing time."],
    "trauma": ["A consistent key adult and predictable routine.", "Warn {pt_f} ahead of fire alarms and loud events.",
               "Please let us know of any disclosures via the DSL."],
    "ebsa": ["A graded return: week 1 - two mornings in the library with {key}; building up weekly.",
             "A 'soft start' before the bell, arriving via the side entrance.",
             "Part-time timetable reviewed every two weeks.",
             "Work sent home via the online platform while attendance builds."],
}


def build(c, d, v):
    rng, cty = c.rng, c.cty
    auth = c.staff("pract", rng.choice(["nurse", "psychologist", "ot", "social_worker"]))
    B.letterhead(d, c, v, auth)
    d.w("Our ref: {r}/{i}\n", r=auth.init(), i=cty.idnum("ref"))
    d.w("{idx}\n\n", v)
    d.add(rng.choice(["PRIVATE AND CONFIDENTIAL\n", "CONFIDENTIAL - addressee only\n"]))
    to = c.senco if rng.random() < 0.55 else c.hoy
    role = "SENCo" if to is c.senco else rng.choice(["Head of Year", "Pastoral Lead", "Designated Safeguarding Lead"])
    d.w("{t}, {role}\n{school}\n", v, t=to.formal(), role=role)
    st = c.street(False)
    d.w("{st}\n{town} {pc}\n\n", v, st=st, pc=Phi(cty.postcode(c.reg_s), "ZIP"))
    d.w("Dear {t},\n\n", t=to.formal())
    d.w("Re: {pt}   DOB: {dob}   {yg}\n", v)
    if c.code == "GB" and rng.random() < 0.5:
        d.w("UPN: {u}\n", u=cty.idnum("pupil"))
    elif rng.random() < 0.3:
        d.w("Student ID: {u}\n", u=cty.idnum("student"))
    d.add("\n")
    d.w(rng.choice([
        "I am writing with the consent of {pt_f} and {pos} {crel} following our meeting in school on {md}. ",
        "Thank you for meeting with me and {carer_formal} on {md} to discuss how best to support {pt_f}. ",
        "Further to our telephone conversation on {md}, I am writing to summarise our recommendations. "]), v,
        md=c.rel(-rng.randint(2, 21), rng.choice([None, "dmy_long", "wd_long"])))
    d.w("{pt_f} has been open to {team} since {od} and is currently receiving {iv} (" +
        rng.choice(["weekly", "fortnightly", "six sessions so far"]) + "). ", v,
        od=c.rel(-rng.randint(60, 500), "month_year"), iv=rng.choice(PT.INTERVENTION[c.problem]))
    d.add(rng.choice(["We have agreed with the family what information can be shared. ",
                      "The family have asked that details of the therapy remain confidential. ", ""]))
    d.add("\n\nOur recommendations are:\n")
    key = rng.choice([c.hoy.full(), c.person("FAMILY").full(), c.senco.formal()])
    recs = RECS[c.problem]
    for r in rng.sample(recs, min(len(recs), rng.randint(3, 5))):
        d.w("  - " + r + "\n", v, key=key, ct=cty.phone("land"))
    if rng.random() < 0.4:
        d.w("  - We support the request for an Education, Health and Care needs assessment; I have enclosed a report "
            "for the educational psychologist, {ep}.\n", ep=c.staff("ep", "psychologist").full())
    d.add("\n")
    d.add(rng.choice(["I would be grateful if you could complete the enclosed SDQ (teacher version) and return it to me. ",
                      "Please share this letter with relevant staff on a need-to-know basis. ",
                      "It would be helpful to review this plan at the TAC meeting. "]))
    d.w("If you have any questions please contact me on {dl} or by email at {em}.\n\n", dl=cty.phone("land", town=None)
        if rng.random() < 0.5 else cty.phone("ext"), em=auth.email(rng))
    B.signature(d, c, auth, v, lic=rng.random() < 0.4, closing=rng.choice(["Yours sincerely,", "Kind regards,"]))
    d.w("{team}\n", v)
    B.cc_block(d, c, v, rng.sample(["carer", "gp", "file", "yp"], rng.randint(1, 3)))
