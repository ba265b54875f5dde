"""Genres: capacity assessment report; return-to-study / return-to-work recommendations."""
import phi
import variety as V
import clinical as cl
import clinical2 as c2
from common import bullets, a_an, demo_block
from genres_report import make_case
from note import Note, frag
from phi import make_person
from pools_places import CARE_HOMES, BANKS, WARDS, EMPLOYERS

DECISIONS = ["residence", "care", "finances", "litigation", "lpa", "tenancy", "contact"]
LAW = {"UK": "Mental Capacity Act 2005", "AU": "Guardianship and Administration Act 2019",
       "CA": "Substitute Decisions Act, 1992", "US": "state guardianship statute"}


def gen_capacity(rng, country):
    etio = rng.choice(["dementia", "dementia", "tbi", "stroke"])
    c = make_case(rng, country, etio, age=rng.randint(68, 94) if etio == "dementia" else None)
    n = Note()
    dec = rng.choice(DECISIONS)
    ch = rng.choice(CARE_HOMES)
    sw = make_person(rng)
    imca = make_person(rng)
    interp = make_person(rng) if rng.random() < 0.3 else None
    inpatient = rng.random() < 0.55
    c.letterhead(n) if rng.random() < 0.6 else n.ln("{h} - Neuropsychology", h=c.H())
    n.ln(rng.choice(["MENTAL CAPACITY ASSESSMENT", "Capacity Assessment Report", "ASSESSMENT OF DECISION-SPECIFIC CAPACITY",
                     "Neuropsychological Opinion on Capacity"]))
    n.nl()
    n.ln("Person assessed: {p}", p=c.pt_header())
    n.ln("DOB: {d} ({a} years)   {ml}: {m}", d=c.d(c.dob), a=("AGE", str(c.age)), ml=c.mrn_label(), m=("MRN", c.mrn))
    if country == "UK" or rng.random() < 0.4:
        n.ln("{lab}: {h}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
    n.ln("Usual address: {a}", a=c.addr())
    if inpatient:
        n.ln("Current location: {w}, {h}, bed {b}", w=("HOSPITAL", rng.choice(WARDS)), h=("HOSPITAL", c.ref_site),
             b=("LOCATION_OTHER", str(rng.randint(1, 28)) + rng.choice(["", "", "A", "B"])))
    else:
        n.ln("Current location: {ch} (respite placement since {d})", ch=("HOSPITAL", ch), d=c.d(c.days(-rng.randint(10, 90))))
    d1 = c.visit
    d2 = c.days(rng.randint(2, 9))
    n.ln("Date(s) of assessment: {a}; {b}", a=c.d(d1), b=c.d(d2))
    n.ln("Assessor: {d}, {r}", d=c.dr(c.np, "full"), r=c.np_role)
    n.ln("Legal framework: " + LAW[country])
    if country == "US" and rng.random() < 0.6:
        n.ln("Probate Court case no.: {x}", x=("IDNUM", phi.ref_number(rng, country, "court")))
    n.nl()
    n.ln("1. The decision")
    rel, fam = c.rel(0)
    if dec == "residence":
        n.ln("Whether {nm} has capacity to decide where to live on discharge: return home to {a} with a package of "
             "care (QDS calls), or move to {ch}.", nm=c.pt_ref(), a=("STREET", c.street), ch=("HOSPITAL", ch))
    elif dec == "care":
        n.ln("Whether {nm} can make decisions about {his} care and support needs, including accepting carers into the home.",
             nm=c.pt_ref(), his=c.his())
    elif dec == "finances":
        n.ln("Whether {nm} has capacity to manage {his} property and financial affairs, including {his} account at "
             "{b} (account no. {acc}) and a pension of approximately {amt} per month.", nm=c.pt_ref(), his=c.his(),
             b=c.org(rng.choice(BANKS)), acc=("ACCOUNT", phi.bank_account(rng)),
             amt={"UK": "GBP 1,450", "US": "$2,180", "AU": "$1,960 AUD", "CA": "$2,400 CAD"}[country])
    elif dec == "litigation":
        n.ln("Whether {nm} has capacity to conduct proceedings (claim ref {r}) and instruct {his} solicitor {s}.",
             nm=c.pt_ref(), r=("IDNUM", phi.ref_number(rng, country, "claim")), his=c.his(),
             s=("FAMILY", make_person(rng).form("full")))
    elif dec == "lpa":
        n.ln("Whether {nm} has capacity to make a Lasting Power of Attorney (or equivalent enduring power) naming "
             "{his} {rel} {f} as attorney.", nm=c.pt_ref(), his=c.his(), rel=rel, f=("FAMILY", fam.form("full")))
    elif dec == "tenancy":
        n.ln("Whether {nm} can understand and sign a tenancy agreement for {a}, {city}.", nm=c.pt_ref(),
             a=("STREET", c._street()), city=("CITY", c.city))
    else:
        n.ln("Whether {nm} can decide who {he} has contact with, specifically {x}.", nm=c.pt_ref(), he=c.he(),
             x=[("FAMILY", make_person(rng).form("full")), ", a neighbour who has been borrowing money"])
    n.nl()
    n.ln("2. Persons present / consulted")
    n.ln("- {f} ({rel}) - in person on {d}", f=("FAMILY", fam.form("full")), rel=rel, d=c.d(d1))
    n.ln("- {s}, social worker ({t})", s=("DOCTOR", sw.form("full")), t=("PHONE", phi.phone(rng, country)))
    if rng.random() < 0.5:
        n.ln("- {i}, {adv}", i=("FAMILY", imca.form("full")),
             adv="IMCA" if country == "UK" else "independent advocate")
    if interp:
        n.ln("- {i}, interpreter ({lang}), booking ref {r}", i=("DOCTOR", interp.form("full")),
             lang=rng.choice(["Polish", "Cantonese", "Punjabi", "Greek", "Arabic", "Italian", "Tagalog"]),
             r=("IDNUM", "INT-" + phi.digits(rng, 6)))
    n.nl()
    n.ln("3. Is there an impairment of, or disturbance in, the functioning of the mind or brain?")
    n.ln("Yes. {nm}, {ap}, has {dx}. {scr}. Neuropsychological testing ({d}) showed {f}", nm=c.pt_ref(), ap=c.age_phrase(), dx=c.dxv,
         scr=cl.screen_line(rng, True), d=c.d(d1), f=rng.choice([
             "severe impairment of new learning and reduced verbal reasoning.",
             "marked executive dysfunction with poor insight (anosognosia).",
             "moderate memory impairment with relatively preserved language comprehension."]))
    if rng.random() < 0.6:
        n.ln("Other findings: " + V.hn(rng, etio, rng.randint(1, 2)))
    n.nl()
    n.ln("4. Functional test")
    lacks = rng.random() < 0.6
    n.ln("(a) Understanding: " + rng.choice([
        "Able to repeat back the main options in simple language; could not explain the risks of returning home (falls, "
        "missed medication, cooker left on).", "Understood the information when presented with a written summary and pictures.",
        "Could not grasp that {he} had been in hospital for several weeks; believed {he} had arrived 'yesterday'."]).format(he=c.he()))
    n.ln("(b) Retaining: " + rng.choice([
        "Retained the key points for under five minutes, even with a prompt card.",
        "Retained information across the session (about 50 minutes) and on the second visit.",
        "No recall of our first meeting on {x} at the second visit."]).replace("{x}", "the earlier date"))
    uw = rng.randint(0, 2)
    if uw == 0:
        n.ln("(c) Using or weighing: Repeatedly stated 'I'll be fine, my {rel} will pop in', but {f} lives 200 km away.",
             rel=rel, f=("FAMILY", fam.first))
    elif uw == 1:
        n.ln("(c) Using or weighing: Weighed the pros and cons coherently, citing {his} wish to stay near {his} church "
             "and friends.", his=c.his())
    else:
        n.ln("(c) Using or weighing: Could not hold two options in mind to compare them.")
    n.ln("(d) Communicating: Able to communicate a choice verbally{w}.",
         w=" with the interpreter" if interp else "")
    n.nl()
    n.ln("5. Conclusion")
    if lacks:
        n.ln("On the balance of probabilities, {nm} lacks capacity to make this specific decision at this time, "
             "because of {his} {dx}. A best interests meeting is planned for {d} at {t}.", nm=c.pt_ref(), his=c.his(),
             dx=rng.choice(["memory impairment", "cognitive impairment", "brain injury"]),
             d=c.d(c.days(rng.randint(5, 21))), t=rng.choice(["10:00", "14:30", "11.00 am"]))
    else:
        n.ln("{nm} has capacity to make this decision, even though others may consider it unwise. "
             "Support measures used: written summary, large print, assessment in the morning when less fatigued.",
             nm=c.pt_ref())
    n.ln("Capacity is decision- and time-specific and should be reviewed if circumstances change.")
    n.nl()
    n.ln("Signed: {s}   Date: {d}", s=("DOCTOR", c.np.form(rng.choice(["full", "init_last"]))), d=c.d(d2))
    n.ln("{r}  {lab} {l}", r=c.np_role, lab={"UK": "HCPC", "US": "Lic", "AU": "AHPRA", "CA": "Reg"}[country],
         l=("LICENSE", c.np_lic))
    if rng.random() < 0.5:
        n.ln("Copy to: {s} ({e})", s=("DOCTOR", sw.form("full")), e=("EMAIL", phi.email_for(rng, sw)))
    return n, c


# ------------------------------------------------------------------ RTW / RTS
def gen_rtw(rng, country):
    study = rng.random() < 0.4
    etio = rng.choice(["tbi", "mild_tbi", "mild_tbi", "stroke", "epilepsy"])
    if study and rng.random() < 0.5:
        c = make_case(rng, country, "paeds", age=rng.randint(13, 17))
        school = True
    else:
        c = make_case(rng, country, etio, age=rng.randint(18, 34) if study else None)
        school = False
    n = Note()
    c.letterhead(n)
    n.ln("{d}", d=c.d(c.days(rng.randint(3, 30))))
    n.nl()
    mgr = make_person(rng)
    oh = make_person(rng)
    if study:
        adv = make_person(rng)
        inst = c.school if school else c.uni
        n.ln("{a}", a=("FAMILY", adv.form("full")))
        n.ln("{r}", r="Head of Year / Wellbeing Coordinator" if school else "Disability Adviser, Accessibility & Inclusion Service")
        n.ln("{i}", i=c.org(inst))
        n.nl()
        n.ln("Dear {t} {l},", t=adv.title(country), l=("FAMILY", adv.last))
        n.nl()
        n.ln("RE: {p} (DOB {d}) - {sid}", p=("PATIENT", c.pt.form("full")), d=c.d(c.dob),
             sid=["Student no. ", ("IDNUM", phi.ref_number(rng, country, "student"))])
        n.ln(rng.choice(["RETURN TO STUDY RECOMMENDATIONS", "Graduated return to learning plan",
                         "Academic adjustments following brain injury"]))
        n.nl()
        n.ln("I have been seeing {nm} in the neuropsychology clinic following {dx} on {d}. With {his} consent{pc}, I "
             "am writing to recommend adjustments to support {his} return to {what}.",
             nm=("PATIENT", c.pt.first), dx=rng.choice(["a concussion sustained in a school sports match", "a moderate brain injury",
                                                         "a seizure cluster and change of medication", "a sports concussion"]),
             d=c.d(c.days(-rng.randint(30, 200))), his=c.his(),
             pc=[" and that of {his} {rel} ".replace("{his}", c.his()).replace("{rel}", c.rel(0)[0]), ("FAMILY", c.rel(0)[1].first)]
             if school else "",
             what="school" if school else rng.choice(["a Bachelor of Nursing", "the second year of an engineering degree",
                                                     "a Certificate III in Carpentry", "postgraduate study"]))
        n.nl()
        n.ln("Recommended plan:")
        plan = [("Weeks 1-2", "half days (mornings only), no assessments; rest break every 45 minutes"),
                ("Weeks 3-4", "build to 4 full days; homework limited to 30 min/night"),
                ("Weeks 5-6", "full timetable if symptoms stable; sit deferred tests with 25% extra time"),
                ("From week 7", "full participation; PE/contact sport only after medical clearance")]
        if not school:
            plan = [("Semester 1", "reduced study load (2 units instead of 4)"),
                    ("Exams", "25% extra time, rest breaks of 10 minutes per hour, separate quiet room"),
                    ("Lectures", "access to lecture recordings and a note-taker"),
                    ("Deadlines", "extensions of up to 7 days on request without medical certificate")]
        for a, b in plan:
            n.ln("  {a:<14}{b}".replace("{a:<14}", "%-14s" % a), b=b)
    else:
        n.ln("{m}", m=("FAMILY", mgr.form("full")))
        n.ln(rng.choice(["Line Manager", "Operations Manager", "HR Business Partner", "Site Supervisor"]))
        n.ln("{e}", e=c.org(c.employer))
        n.add(c.addr(False, c._street(False), rng.choice([c.city, c.hosp_city]), phi.postcode(rng, country)), "\n")
        n.nl()
        n.ln("Dear {t} {l},", t=mgr.title(country), l=("FAMILY", mgr.last))
        n.nl()
        n.ln("Re: {p}, employee no. {e}, {role}", p=("PATIENT", c.pt.form("full")),
             e=("IDNUM", phi.ref_number(rng, country, "employee")), role=("PROFESSION", c.prof))
        n.nl()
        n.ln("{nm} has asked me to write in support of a graded return to work following {dx}. {He} was assessed at "
             "{h} on {d}. In brief: {f}", nm=c.pt_ref(), dx=c.dxv, He=c.He(), h=c.H(),
             d=c.d(c.visit), f=c2.formulation(rng, etio))
        n.nl()
        n.ln("Suggested graded return (to be agreed with occupational health, {oh}):",
             oh=[("DOCTOR", oh.form("full")), ", OH nurse"] if rng.random() < 0.6 else "")
        weeks = [("Weeks 1-2", "3 days x 4 hours, non-consecutive days"), ("Weeks 3-4", "4 days x 5 hours"),
                 ("Weeks 5-6", "4 days x 7.5 hours"), ("Week 7 onward", "usual hours if fatigue manageable")]
        for a, b in weeks:
            n.ln("  - {a}: {b}", a=a, b=b)
        n.ln("Adjustments:")
        bullets(n, rng.sample(["a quiet workspace away from the main floor; noise-cancelling headphones",
                               "written instructions and a daily task list agreed with the supervisor",
                               "no safety-critical duties (e.g., forklift operation, working at heights) until review",
                               "no night shifts or driving for work for at least 6 months",
                               "regular 10-minute breaks every 90 minutes", "a single point of contact for new requests",
                               "phased re-introduction to email, starting with 30 minutes twice daily"], 4), rng)
        if etio == "epilepsy":
            n.ln("Seizure first aid: if a seizure lasts longer than 5 minutes call an ambulance "
                 "({e}).", e={"UK": "999", "US": "911", "AU": "000", "CA": "911"}[country])
    n.nl()
    n.ln("I suggest a review on or around {d}. Please contact me on {p} or {e} with any questions.",
         d=c.d(c.days(rng.randint(40, 90))), p=("PHONE", c.hosp_phone), e=("EMAIL", c.np_email))
    n.nl()
    n.ln(rng.choice(["Yours sincerely,", "Kind regards,"]))
    n.nl()
    c.np_sig(n, lic=rng.random() < 0.5)
    n.ln("cc: {p}; {g}", p=("PATIENT", c.pt.form(rng.choice(["full", "init_last"]))), g=c.dr(c.gp, "full"))
    return n, c
