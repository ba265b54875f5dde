"""Genres: cognitive rehabilitation session note; telephone encounter; school psychologist liaison."""
import phi
import variety as V
import clinical as cl
import clinical2 as c2
from common import bullets, a_an
from genres_report import pick_etio, make_case
from note import Note, frag
from phi import make_person
from pools_places import LANDMARKS, EMPLOYERS

STRATEGIES = ["errorless learning for the new phone PIN", "spaced retrieval of the weekly timetable",
              "Goal Management Training (STOP - define - list - learn - check)", "use of a memory notebook with tabbed sections",
              "setting recurring reminders in the phone calendar app", "APT-3 sustained attention drills (level 4)",
              "fatigue diary review and pacing plan", "a whiteboard 'command centre' in the kitchen",
              "the PQRST method for reading newspaper articles", "chunking shopping lists by supermarket aisle",
              "verbal self-instruction during cooking tasks", "time pressure management (TPM) for multi-step tasks",
              "a NeuroPage-style text reminder schedule", "visual imagery for names of new colleagues"]
GAS = ["Attend all medical appointments independently using phone reminders",
       "Prepare a two-course evening meal with no more than one prompt",
       "Manage weekly medication with a dosette box, no missed doses",
       "Return to 2 x 4-hour volunteer shifts per week",
       "Travel independently by bus to the town centre and back",
       "Complete online banking tasks using a written checklist",
       "Read and recall the gist of a short news article"]


def gen_rehab(rng, country):
    etio = rng.choice(["tbi", "tbi", "stroke", "mild_tbi", "dementia", "paeds"])
    c = make_case(rng, country, etio)
    n = Note()
    ther = make_person(rng)
    role = rng.choice(["Occupational Therapist", "Assistant Psychologist", "Clinical Psychologist",
                       "Rehabilitation Coordinator", "Speech Pathologist", "Neuropsychology Registrar"])
    sess = rng.randint(2, 14)
    tot = rng.choice([8, 10, 12, 16])
    tot = max(tot, sess)
    home = rng.random() < 0.4
    st = rng.randint(0, 2)
    if st == 0:
        n.ln(rng.choice(["COGNITIVE REHABILITATION - SESSION NOTE", "Cognitive Rehab Progress Note",
                         "Community Brain Injury Team - Contact Note"]))
        n.ln("Client: {p} ({as_})   {ml}: {m}   DOB: {d}", p=c.pt_header(), as_=c.age_sex(), ml=c.mrn_label(),
             m=("MRN", c.mrn), d=c.d(c.dob))
        n.ln("Session {s} of {t}   Date: {d}   Time: {a}-{b}", s=sess, t=tot, d=c.d(c.visit),
             a="%02d:%s" % (rng.randint(8, 15), rng.choice(["00", "30", "15"])), b="%02d:%s" % (rng.randint(9, 16), rng.choice(["00", "30", "45"])))
        if home:
            n.ln("Location: home visit, {a}", a=c.addr())
        else:
            n.ln("Location: {h}, {r}", h=c.H(), r=c2.room(rng))
        if rng.random() < 0.5:
            n.ln("Encounter no.: {a}", a=("ACCOUNT", c.acct))
        rel, p = c.rel(0)
        n.ln("Present: {nm}, {rel} {f}, {t} ({role})", nm=("PATIENT", c.pt.first), rel=rel, f=("FAMILY", p.first),
             t=("DOCTOR", ther.form("full")), role=role)
        n.nl()
        if rng.random() < 0.3:
            n.ln("S: Found the break over {h} hard - routine lost, several missed reminders.", h=V.holiday(rng, country))
        else:
            n.ln("S: " + rng.choice(["Reports a 'good week'; managed three appointments without prompting.",
                                 "Tired after weekend family event; missed two reminders.",
                                 "{rel} reports more arguments at home; client denies this.".replace("{rel}", rel.capitalize()),
                                 "Frustrated with slow progress; 'I used to run a whole team'."]))
        n.ln("O: Practised {a}. Accuracy {x}/{y} on in-session probe. Fatigue rating {f}/10 at start, {g}/10 at end.",
             a=rng.choice(STRATEGIES), x=rng.randint(4, 10), y=10, f=rng.randint(2, 6), g=rng.randint(5, 9))
        n.ln("A: " + rng.choice(["Steady gains in use of external aids; generalisation to home emerging.",
                                 "Limited carry-over; insight remains partial.", "On track for GAS goal 2 (+1 achieved).",
                                 "Mood appears to be the main barrier this week."]))
        nd = c.days(7 * rng.randint(1, 2))
        n.ln("P: Next session {d} at {t}. Homework: {h}.", d=c.df.wk(nd) if rng.random() < 0.6 else
             ("DATE", phi.fmt_date(nd, "wk_only")),
             t=rng.choice(["10:00", "2 pm", "11.30", "09:15"]), h=rng.choice(
                ["log all reminders and whether acted on", "trial the bus route with " + rel,
                 "complete fatigue diary daily", "practise GMT steps when cooking dinner"]))
    elif st == 1:
        n.ln("Progress note - {d} - {t} ({role})", d=c.d(c.visit), t=("DOCTOR", ther.form("init_last")), role=role)
        n.ln("Re: {p} ({ml} {m})", p=("PATIENT", c.pt.form(rng.choice(["full", "last_first"]))), ml=c.mrn_label(), m=("MRN", c.mrn))
        n.nl()
        n.ln("GAS goals (set {d}):", d=c.d(c.days(-7 * (sess - 1))))
        for i, g in enumerate(rng.sample(GAS, 3), 1):
            n.ln("  {i}. {g}  [baseline -1, now {s}]", i=i, g=g, s=rng.choice(["-1", "0", "0", "+1"]))
        n.nl()
        out = rng.choice(LANDMARKS)
        n.ln("Session focused on {a}. We completed a community outing to {lm}; {nm} planned the route using {his} "
             "checklist and needed {k} prompt(s).", a=rng.choice(STRATEGIES), lm=c2.the_loc(out), nm=c.pt_ref(),
             his=c.his(), k=rng.randint(0, 4))
        if rng.random() < 0.5:
            n.ln("Discussed return to work at {e}: {he} has a meeting with {his} manager {m} on {d}.",
                 e=c.org(c.employer), he=c.he(), his=c.his(), m=("FAMILY", make_person(rng).form(rng.choice(["full", "first"]))),
                 d=c.d(c.days(rng.randint(3, 20))))
        if rng.random() < 0.3:
            n.ln("Wearing loan ActiGraph (serial {s}) to monitor sleep/wake; return at next visit.",
                 s=("DEVICE", phi.device_serial(rng, "acti")))
        n.ln("Plan: continue weekly; review at session {k}.", k=min(tot, sess + 3))
        n.nl()
        n.ln("{t}, {role}", t=("DOCTOR", ther.form("full")), role=role)
    else:
        n.ln("{d} {tm}  COG REHAB  {nm}", d=c.d(c.visit), tm="%02d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])),
             nm=("PATIENT", c.pt.form("LAST_first")))
        n.ln("seen {w} for sess {s}/{t}.", w="at home (" if home else "in clinic", s=sess, t=tot) if not home else \
            n.ln("seen at home ({a}) for sess {s}/{t}.", a=[("STREET", c.street), ", ", ("CITY", c.city)], s=sess, t=tot)
        n.ln("- reviewed diary: {x}/7 days completed", x=rng.randint(1, 7))
        n.ln("- practised " + rng.choice(STRATEGIES))
        n.ln("- {rel} {f} joined for last 15 min, reports {r}", rel=c.rel(0)[0], f=c.fam(0, "first"),
             r=rng.choice(["fewer missed appts", "still needs prompting for meds", "better mood", "less irritability"]))
        if rng.random() < 0.3:
            n.ln("- returned loaned tablet (asset {s})", s=("DEVICE", phi.device_serial(rng, "ipad")))
        n.ln("- next: {d}", d=c.df.wk(c.days(7)))
        n.ln("{ini} {role}", ini=("DOCTOR", ther.form(rng.choice(["init_last", "initials_bare", "full"]))),
             role=rng.choice(["OT", "AP", "psych", "RC"]))
    return n, c


# ------------------------------------------------------------------ telephone encounter
REASONS = [
    ("appointment", "Requesting to reschedule neuropsychology testing appointment."),
    ("results", "Asking for results of recent assessment."),
    ("seizure", "Reporting a cluster of seizures over the weekend."),
    ("driving", "Concern that patient is still driving despite advice."),
    ("mood", "Post-feedback welfare check-in call."),
    ("forms", "Requesting a letter for employer / insurer."),
    ("school", "School requesting copy of report."),
    ("medication", "Query about whether to take medication on morning of testing."),
    ("dna", "Did not attend booked assessment."),
    ("interpreter", "Interpreter booking for assessment."),
    ("wandering", "Carer reports patient found wandering at night."),
    ("gp_query", "GP query re: driving and results."),
    ("insurer", "Third-party request for report."),
]


def gen_phone(rng, country):
    etio = pick_etio(rng, 0.25)
    c = make_case(rng, country, etio)
    n = Note()
    kind, reason = rng.choice(REASONS)
    if kind in ("wandering", "driving") and c.paeds:
        kind, reason = REASONS[0]
    if kind == "school" and not c.paeds:
        kind, reason = REASONS[5]
    if rng.random() < 0.12:
        V.forwarded(n, c, rng)
        n.nl()
    staff = make_person(rng)
    srole = rng.choice(["Admin", "Receptionist", "Clinical Psychologist", "Assistant Psychologist", "Nurse",
                        "Medical Secretary", "Neuropsychologist"])
    caller_is_pt = (not c.paeds) and rng.random() < 0.4
    rel, p = c.rel(0)
    t = "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59))
    st = rng.randint(0, 2)
    if st == 0:
        n.ln("TELEPHONE ENCOUNTER")
        n.ln("Date: {d}  Time: {t}  Direction: {dir}", d=c.d(c.visit), t=t, dir=rng.choice(["Incoming", "Outgoing"]))
        n.ln("Patient: {p}   {ml}: {m}   DOB: {d}", p=c.pt_header(), ml=c.mrn_label(), m=("MRN", c.mrn), d=c.d(c.dob))
        if caller_is_pt:
            n.ln("Caller: patient   Call-back no.: {ph}", ph=("PHONE", c.mobile))
        else:
            n.ln("Caller: {f} ({rel})   Call-back no.: {ph}", f=("FAMILY", p.form("full")), rel=rel,
                 ph=("PHONE", phi.phone(rng, country, "mobile")))
        n.ln("Reason: " + reason)
        n.ln("Notes:")
    elif st == 1:
        n.ln("Phone call {d} @ {t} - {nm} ({m})", d=c.d(c.visit), t=t, nm=("PATIENT", c.pt.form(rng.choice(["full", "last_first", "init_last"]))),
             m=("MRN", c.mrn))
        n.ln("Spoke with {w}.", w="pt" if caller_is_pt else [rel, " ", ("FAMILY", p.first)])
    else:
        n.ln("{d} {t} TC {io} {w} re {nm} ({as_})", d=c.d(c.visit), t=t, io=rng.choice(["from", "to"]),
             w="pt" if caller_is_pt else [rel, " (", ("FAMILY", p.first), ")"], nm=("PATIENT", c.pt.form("initials")),
             as_=c.age_sex())
    if rng.random() < 0.4:
        n.ln("Encounter #: {a}", a=("ACCOUNT", c.acct))
    if rng.random() < 0.2:
        n.ln("Identity confirmed via voice biometric match (voiceprint ref {b}) plus DOB.", b=("BIOID", phi.bioid(rng, "voice")))
    else:
        n.ln(rng.choice(["ID checked: name, DOB and address confirmed.", "Two identifiers confirmed.",
                         "Caller on consent list; identity confirmed."]))
    if kind == "appointment":
        old = c.days(rng.randint(2, 10))
        new = c.days(rng.randint(14, 60))
        n.ln("Unable to attend {o} due to {why}. Rebooked for {nw} at {tm} with {d}. Confirmation text sent to {ph}.",
             o=c.d(old), why=rng.choice(["work shift", "hospital appointment", "childcare", "a family funeral", "covid symptoms"]),
             nw=c.df.wk(new), tm=rng.choice(["9:00", "13:30", "10am", "2.15pm"]), d=c.dr(c.np, "last"),
             ph=("PHONE", c.mobile))
        n.ln("Reminded to bring glasses/hearing aids and list of medications. Testing takes approx 4 hrs incl. breaks.")
    elif kind == "results":
        n.ln("Explained report is being finalised; feedback appointment booked for {d}. {nm} happy with this.",
             d=c.d(c.days(rng.randint(10, 40))), nm="Pt" if caller_is_pt else ("FAMILY", p.first))
    elif kind == "seizure":
        n.ln("{k} focal seizures on {d1} and 2 on {d2}, longest ~2 min, no injury. Took clobazam 10 mg as per rescue plan. "
             "Advised to inform epilepsy nurse {en} on {ph}; testing on {dt} may need to be postponed if seizures continue "
             "(results within 24-48 h of a cluster unreliable).", k=rng.randint(2, 5),
             d1=c.d(c.days(-2)), d2=c.d(c.days(-1)), en=("DOCTOR", make_person(rng, "F").form(rng.choice(["full", "first"]))),
             ph=("PHONE", phi.with_ext(rng, phi.phone(rng, country))), dt=c.d(c.days(rng.randint(3, 12))))
    elif kind == "driving":
        n.ln("{f} worried {nm} is still driving to {e} despite advice. Plate {pl}. Advised that the clinician will "
             "discuss with patient; duty to inform licensing authority reviewed with {d}.", f=("FAMILY", p.first),
             nm=c.pt_ref(), e=c.org(rng.choice(EMPLOYERS)), pl=("VEHICLE", phi.plate(rng, country)), d=c.dr(c.np, "last"))
    elif kind == "mood":
        n.ln("Called as planned after feedback on {d}. Mood 'up and down'; PHQ-9 over phone 11/27, no thoughts of self-harm. "
             "Given crisis numbers. Agreed GP review with {g}.", d=c.d(c.days(-rng.randint(3, 14))), g=c.dr(c.gp, "last"))
    elif kind == "forms":
        n.ln("Needs letter for {o} confirming dates of assessment ({a} and {b}). Email to {e} once signed.",
             o=c.org(rng.choice(EMPLOYERS)), a=c.d(c.days(-rng.randint(20, 60))), b=c.d(c.days(-rng.randint(5, 19))),
             e=("EMAIL", c.email))
    elif kind == "school":
        n.ln("{s} requested the report. Consent form signed by {f} on {d}. Sent via secure email to {e}.",
             s=c.org(c.school), f=("FAMILY", p.form("full")), d=c.d(c.days(-3)),
             e=("EMAIL", phi.email_for(rng, c.teacher, "example.org")))
    elif kind == "dna":
        n.ln("DNA {d}. Called mobile {ph} x2 - no answer, voicemail left. {alt} Letter sent; if no contact within 2/52 "
             "will discharge back to referrer ({r}).", d=c.d(c.days(-1)), ph=("PHONE", c.mobile),
             alt=rng.choice(["Tried NOK number - disconnected.", "Home number rang out.",
                             ["Spoke with ", rel, " ", ("FAMILY", p.first), " who thinks appt letter went to old address."]]),
             r=c.dr(c.referrer, "last"))
    elif kind == "interpreter":
        n.ln("{lang} interpreter booked for {d} ({dur}), job no. {j}. Face-to-face preferred by family; phone interpreting "
             "not suitable for verbal memory tests.", lang=rng.choice(["Vietnamese", "Arabic", "Dari", "Polish", "Mandarin",
                                                                     "Somali", "Tamil", "Portuguese"]),
             d=c.d(c.days(rng.randint(7, 30))), dur=rng.choice(["3 hrs", "half day", "9:00-12:30"]),
             j=("IDNUM", phi.digits(rng, 7, True)))
    elif kind == "wandering":
        n.ln("{f} reports {nm} was found by police walking along {st} at about 3 am on {d}, in {his} dressing gown. "
             "Returned home unharmed. {f} now sleeping over most nights. Brought forward review; discussed safeguarding "
             "referral and GPS tracker options.", f=("FAMILY", p.first), nm=c.pt_ref(),
             st=("STREET", rng.choice(["Quarry Road", "Mill Lane", "Kingfisher Drive", "Pilgrim Way", "Tanners Street"])),
             d=c.df.wk(c.days(-rng.randint(1, 4))), his=c.his())
    elif kind == "gp_query":
        n.ln("{g} ({pr}) rang asking whether {nm} is safe to drive and when the report will be ready. Advised report due "
             "by {d}; driving advice will be in it. Direct line given: {ph}.", g=c.dr(c.gp, "full"), pr=("HOSPITAL", c.gp_practice),
             nm=c.pt_ref(), d=c.d(c.days(rng.randint(5, 25))), ph=("PHONE", phi.with_ext(rng, c.hosp_phone)))
    elif kind == "insurer":
        n.ln("{x} from {i} requested a copy of the neuropsychology report for claim {r}. Advised that written consent from "
             "the patient is required; consent form emailed to {e}.", x=("FAMILY", make_person(rng).form("full")),
             i=c.org(rng.choice(["Bluewater Mutual", "Keystone Assurance", "Harbourline Insurance", "Lighthouse Casualty"])),
             r=("IDNUM", phi.ref_number(rng, country, "claim")), e=("EMAIL", phi.generic_email(rng, "claims.intake")))
    else:
        n.ln("Advised to take usual medication on the morning of testing incl. {m}. Eat breakfast. Appointment remains {d}.",
             m=c2.meds_text(rng, "epilepsy" if etio == "epilepsy" else "x").split(",")[0], d=c.d(c.days(rng.randint(2, 9))))
    if rng.random() < 0.2:
        n.ln("Outcome: callback {w} am", w=("DATE", phi.fmt_date(c.days(rng.randint(1, 6)), "wk_only")))
    else:
        n.ln("Outcome: " + rng.choice(["no further action", "message sent to clinician", "task created", "resolved",
                                       "callback in 1/52"]))
    r = rng.random()
    if r < 0.4:
        n.ln("{s}, {r}  ({u})", s=("DOCTOR", staff.form("full")), r=srole, u=("USERNAME", phi.username(rng, staff)))
    elif r < 0.7:
        n.ln("Signed: {s} {r}", s=("DOCTOR", staff.form(rng.choice(["init_last", "full"]))), r=srole)
    else:
        n.ln("-- {ini}", ini=("DOCTOR", staff.form("initials_bare")))
    if rng.random() < 0.3:
        n.ln("Entered by user {u} from workstation {ip}", u=("USERNAME", phi.username(rng, staff)), ip=("IPADDR", phi.ipaddr(rng)))
    return n, c


# ------------------------------------------------------------------ school liaison
def gen_school(rng, country):
    c = make_case(rng, country, "paeds")
    n = Note()
    spsy = make_person(rng)
    spsy_role = {"UK": "Educational Psychologist", "US": "School Psychologist", "AU": "School Psychologist",
                 "CA": "School Psychologist"}[country]
    senco = {"UK": "SENCo", "US": "Special Education Coordinator", "AU": "Learning Support Coordinator",
             "CA": "Resource Teacher"}[country]
    plan = {"UK": "EHCP", "US": "IEP", "AU": "Individual Learning Plan", "CA": "IEP"}[country]
    rel, par = c.rel(0)
    sid = phi.ref_number(rng, country, "student")
    st = rng.randint(0, 2)
    if st == 0:
        n.ln("SCHOOL LIAISON MEETING - NOTES")
        n.ln("Date: {d}   Venue: {s}, {a}", d=c.d(c.visit), s=c.org(c.school),
             a=[("STREET", c._street(False)), ", ", ("CITY", c.city)])
        n.ln("Student: {p}  DOB {d}  {yr}  Student ID {i}", p=("PATIENT", c.pt.form("full")), d=c.d(c.dob),
             yr=c2.school_year(rng, c), i=("IDNUM", sid))
        n.ln("Present:")
        n.ln("  {t} - class teacher", t=("FAMILY", c.teacher.form("full")))
        n.ln("  {s} - {r}", s=("FAMILY", make_person(rng).form("full")), r=senco)
        n.ln("  {p} - {r}", p=("DOCTOR", spsy.form("full")), r=spsy_role)
        n.ln("  {f} - {rel}", f=("FAMILY", par.form("full")), rel=rel)
        n.ln("  {np} - {role}, {h}", np=c.dr(c.np, "full"), role=c.np_role, h=c.H())
        n.nl()
        n.ln("1. Summary of neuropsychology findings (assessment {d}) shared with consent.", d=c.d(c.days(-rng.randint(20, 80))))
        rows = cl.draw_rows(rng, rng.choice(["adhd", "ld", "tbi"]), paeds=True, n=rng.randint(5, 8))
        n.add(cl.render_table(rng, rows, "wechsler", rng.choice(["inline", "dash"])))
        if rng.random() < 0.5:
            n.ln("   " + V.hn(rng, "paeds", 1))
        n.ln("2. Teacher observations: {t} reports {x}.", t=("FAMILY", c.teacher.form("last") if rng.random() < 0.5 else c.teacher.first),
             x=rng.choice(["work completion around 50% of peers", "frequent daydreaming after lunch",
                           "difficulty copying from the board", "tearfulness on test days", "good peer relationships"]))
        n.ln("3. Agreed actions:")
        acts = c2.recs(rng, "paeds", 3)
        for a in acts:
            owner = rng.choice([("FAMILY", c.teacher.form("initials_bare")), ("DOCTOR", spsy.form("initials_bare"))])
            n.ln("   - {a} (owner: {o})", a=a, o=owner)
        n.ln("4. {plan} review to be scheduled for {d}.", plan=plan, d=c.df.my(c.days(rng.randint(60, 200))))
        n.nl()
        n.ln("Notes taken by {t}", t=("DOCTOR", c.tech.form("full")))
    elif st == 1:
        n.ln("From: {a}", a=("EMAIL", c.np_email))
        n.ln("To: {b}", b=("EMAIL", phi.email_for(rng, spsy, rng.choice(["schools.example.org", "example.net", "edu.example.com"]))))
        n.ln("Cc: {cc}", cc=("EMAIL", phi.email_for(rng, par, rng.choice(["example.com", "example.net"]))))
        n.ln("Sent: {d} {t}", d=c.df.wk(c.visit), t="%d:%02d %s" % (rng.randint(1, 11), rng.randint(0, 59), rng.choice(["AM", "PM"])))
        n.ln("Subject: {ini} - neuropsych recs for {plan}", ini=("PATIENT", c.pt.form("initials_bare")), plan=plan)
        n.nl()
        n.ln("Hi {f},", f=("DOCTOR", spsy.first))
        n.nl()
        n.ln("Thanks for your call on {d}. As discussed, and with {rel}'s consent ({f}), here are the key points for "
             "{nm} ({yr}, {s}):", d=c.d(c.days(-rng.randint(1, 10))), rel=rel, f=("FAMILY", par.first),
             nm=("PATIENT", c.pt.first), yr=c2.school_year(rng, c), s=c.org(c.school))
        n.ln("- FSIQ in the {r} range but PSI {p} and WMI {w}: {he} needs more processing time.",
             r=rng.choice(["average", "low average"]), p=rng.randint(72, 86), w=rng.randint(74, 90), he=c.he())
        n.ln("- BRIEF-2 teacher GEC T={t}; parent T={u}.", t=rng.randint(62, 80), u=rng.randint(60, 78))
        for a in c2.recs(rng, "paeds", 3):
            n.ln("- " + a)
        n.ln("Full report to follow by post. Feel free to call me on {p}.", p=("PHONE", phi.with_ext(rng, c.hosp_phone)))
        n.nl()
        n.ln("Best,")
        n.ln("{nm}", nm=("DOCTOR", c.np.first))
        n.ln("--")
        c.np_sig(n, lic=rng.random() < 0.5)
    else:
        c.letterhead(n, "Paediatric Neuropsychology" if country != "US" else "Pediatric Neuropsychology")
        n.ln("{d}", d=c.d(c.days(rng.randint(10, 40))))
        n.nl()
        n.ln("{t}", t=("FAMILY", c.teacher.form("full")))
        n.ln(senco)
        n.ln("{s}", s=c.org(c.school))
        n.add(c.addr(False, c._street(False), c.city, phi.postcode(rng, country)), "\n")
        n.nl()
        n.ln("Dear {t} {l},", t=c.teacher.title(country), l=("FAMILY", c.teacher.last))
        n.nl()
        n.ln("Re: {p}, DOB {d}, {yr}", p=("PATIENT", c.pt.form("full")), d=c.d(c.dob), yr=c2.school_year(rng, c))
        n.nl()
        n.ln("I am writing, with the consent of {nm}'s {rel} {f}, to share the outcome of {his} recent neuropsychological "
             "assessment at {h}, and to suggest strategies that may support {him} at school. {nm} is {a} "
             "child who has {dx}.", nm=("PATIENT", c.pt.first), rel=rel, f=("FAMILY", par.form("full")), his=c.his(),
             h=c.H(), him=c.him(), a=rng.choice(["a warm and chatty", "a quiet, conscientious", "an energetic and curious"]),
             dx=c.dxv)
        n.nl()
        n.ln("Key findings")
        rows = cl.draw_rows(rng, rng.choice(["adhd", "ld", "tbi", "normal"]), paeds=True, n=rng.randint(4, 7))
        n.add(cl.render_table(rng, rows, "wechsler", "inline"))
        n.nl()
        n.ln("Suggested classroom strategies")
        bullets(n, c2.recs(rng, "paeds", 4), rng)
        n.ln("These recommendations could be incorporated into {his} {plan}. I would be happy to join a meeting with "
             "{s}, your {r}, if helpful.", his=c.his(), plan=plan, s=("DOCTOR", spsy.form("full")), r=spsy_role)
        n.nl()
        n.ln("Yours sincerely,")
        n.nl()
        c.np_sig(n, lic=rng.random() < 0.5)
        n.ln("cc: {f} ({rel})", f=("FAMILY", par.form("full")), rel=rel)
    return n, c
