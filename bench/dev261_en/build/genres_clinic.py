"""Genres: walk-in clinic note, telephone encounter, portal message thread."""

import blocks as B
import clinical as C
import phi
import pools_places as PP

YEARS = ["first-year", "2nd yr", "sophomore", "junior", "senior", "third-year", "final-year",
         "postgrad", "PhD", "1st year", "exchange", "Masters"]
LANGS = ["Mandarin", "Arabic", "Vietnamese", "Farsi", "Korean", "Spanish", "Portuguese", "Swahili", "Tamil", "BSL", "ASL"]
LABS = ["WBC 11.8 (H), neut 8.9, CRP 34 mg/L", "Hb 118 g/L, ferritin 9 ug/L (L)", "Urine hCG negative",
        "UA: SG 1.030, ketones 2+, LE neg", "Monospot negative; EBV VCA IgM pending", "Glucose (POC) 5.6 mmol/L",
        "Rapid strep (RADT) positive", "Flu A/B + SARS-CoV-2 PCR: flu A detected", "TSH 3.2 mU/L", "ESR 12 mm/h"]


def _intro(n, cs):
    rng = cs.rng
    n.seg(cs.age_seg(rng.choice(["yo", "y/o", "-year-old", "yF", "year old", "words"])))
    n.t(rng.choice([" ", ", "]) + rng.choice(YEARS) + " " + cs.major + " student")
    if cs.intl and rng.random() < 0.6:
        n.f(" (international, from {c})", c=(cs.home_country, "COUNTRY"))


def walkin(rng, n, cs):
    prob = rng.choice(C.problem_names())
    P = C.PROBLEMS[prob]
    title = rng.choice(["WALK-IN CLINIC NOTE", "Same Day / Urgent Care Visit", "Acute Visit - Walk-in",
                        "Triage & Treat Consultation", "NURSE PRACTITIONER VISIT", "Drop-in Clinic"])
    B.header(n, cs, title)
    t = B.hhmm(rng)
    n.f("Date of service: {d}  Arrived " + t + "  Roomed: Exam {r}\n", d=(cs.d(), "DATE"),
        r=(rng.choice(["3", "7", "12", "2B", "4", "9", "11A"]), "LOCATION_OTHER"))
    fields = ["name", "dob", "sex", "mrn"] + rng.sample(["sid", "plan", "acct", "phone", "hall", "pref", "email", "ssn"], 3)
    B.demo(n, cs, fields)
    if rng.random() < 0.4:
        n.f("Home PCP: {dr} at {h}\n", dr=["Dr. ", (phi.make_person(rng).last, "DOCTOR")],
            h=(rng.choice(PP.HOSPITALS[cs.c]), "HOSPITAL"))
    if cs.intl and rng.random() < 0.3:
        n.f("Interpreter: " + rng.choice(LANGS) + " via phone line, interpreter ID {i} (", i=(phi.digits(rng, 6), "IDNUM"))
        n.seg(phi.name(rng, phi.make_person(rng), "DOCTOR", rng.choice(["first", "full"]), cs.c))
        n.t(")\n")
    n.nl()
    cc = rng.choice(P["cc"])
    n.t("CC: " + rng.choice(['"%s"' % cc, cc]) + "\n\n")
    n.t(rng.choice(["HPI: ", "S: ", "History: "]))
    _intro(n, cs)
    n.t(" presents with " + cc + ". ")
    for s in C.pick(rng, P["hpi"], rng.randint(2, 3)):
        n.t(C.fill(rng, s) + " ")
    if rng.random() < 0.5:
        f = cs.friend()
        n.t("Accompanied by " + rng.choice(["roommate ", "friend ", "flatmate ", "teammate "]))
        n.seg(cs.fname(f, rng.choice(["full", "first", "first_init"])))
        n.t(". ")
    r = rng.random()
    if r < 0.3:
        d0 = phi.add_days(cs.visit, -rng.randint(2, 9))
        n.f("Symptoms began {d}.", d=(cs.d(d0, rng.choice(["wk", "mon_day", "short", "weekday"])), "DATE"))
    elif r < 0.45:
        n.f("Was home for {h} and felt unwell on the journey back.", h=(phi.holiday(rng, cs.c), "DATE"))
    n.nl(2)
    n.t("PMH: " + C.pmh_line(rng) + "\nMeds: " + C.meds_line(rng) + "\nAllergies: " + rng.choice(C.ALLERGIES) + "\n")
    n.t("Social: " + " ".join(C.pick(rng, C.SOCIAL, 2)))
    if rng.random() < 0.6:
        n.f(" Works part-time as a {j} at {e}.", j=(cs.job, "PROFESSION"), e=(cs.employer, "ORGANIZATION"))
    if rng.random() < 0.15:
        n.f(" Drives to campus (reg {pl}); advised no driving if drowsy.", pl=(phi.plate(rng, cs.c), "VEHICLE"))
    if rng.random() < 0.2:
        n.f(" Lives with {a}-year-old sibling off campus.", a=(str(rng.randint(12, 30)), "AGE"))
    n.nl()
    if rng.random() < 0.35:
        rel = rng.choice(["Mother", "Father", "Older sister", "Mum", "Dad"])
        dx, age = rng.choice([("T2DM", None), ("HTN", None), ("breast ca at {a}", (38, 55)), ("bipolar d/o", None),
                              ("MI at {a}", (41, 60)), ("coeliac", None)])
        n.f("FHx: {r} - " + dx + "; {r2} works as a {p}.\n", r=rel, r2=rel.lower(),
            a=(str(rng.randint(*age)), "AGE") if age else "", p=(rng.choice(PP.REL_PROFESSIONS), "PROFESSION"))
    n.t("ROS: " + " ".join(C.pick(rng, C.ROS_NEG, 3)) + "\n\n")
    n.t(rng.choice(["O: ", "Exam: ", "PE: "]) + "\n" + C.vitals(rng, cs.c) + "\n")
    n.t("Gen: alert, NAD. " + " ".join(P["exam"]) + "\n")
    if rng.random() < 0.5:
        n.t("Labs/POC: " + "; ".join(C.pick(rng, LABS, 2)))
        if rng.random() < 0.5:
            n.f(" (order {o})", o=(phi.idnum(rng, "order"), "IDNUM"))
        n.nl()
    n.nl()
    n.t(rng.choice(["A/P:", "Assessment & Plan:", "Impression/Plan:"]) + "\n")
    n.t("1. " + rng.choice(P["assess"]) + "\n")
    for s in C.pick(rng, P["plan"], rng.randint(2, 4)):
        n.t("   - " + s + "\n")
    r = rng.random()
    if r < 0.5:
        d1 = cs.visit
        d2 = phi.add_days(d1, rng.randint(1, 4))
        sty = rng.choice(["short", "num", "mon_day"])
        n.f("   - Class excuse letter given for {a}-{b}.\n", a=(cs.d(d1, sty), "DATE"), b=(cs.d(d2, sty), "DATE"))
    elif r < 0.7:
        n.f("   - Referred to {h} if worsening; transfer note faxed to {f}.\n", h=(cs.hospital, "HOSPITAL"),
            f=(phi.phone(rng, cs.c, mobile=False), "FAX"))
    if rng.random() < 0.6:
        n.t("   - F/U ")
        n.f("{d} with ", d=(cs.day(rng.randint(3, 14), rng.choice(["num", "wk", "mon_day"])), "DATE"))
        n.seg(cs.sname("md", 1, rng.choice(["dr", "full_cred"])))
        n.t(" or sooner PRN.\n")
    if rng.random() < 0.4:
        n.t("Pharmacy: ")
        n.p(cs.pharmacy, "HOSPITAL")
        n.f(" ({p})\n", p=(phi.phone(rng, cs.c, mobile=False), "PHONE"))
    n.t("Time spent: %d min, >50%% counselling. CPT 9921%d.\n\n" % (rng.randint(15, 40), rng.randint(2, 4)))
    B.signature(n, cs, rng.choice(["md", "np"]))
    if rng.random() < 0.4:
        n.t("Scribe: ")
        n.seg(phi.staff_name(rng, cs.staff("ma"), rng.choice(["full", "initials", "INITIALS"])))
        n.nl()
    if rng.random() < 0.3:
        n.t("cc: ")
        n.seg(cs.sname("md", 2, "dr"))
        n.f(", {h}\n", h=(rng.choice(PP.HOSPITALS[cs.c]), "HOSPITAL"))


# ---------------------------------------------------------------- telephone
TEL_REASONS = [
    ("fever 39.2 and sore throat, asking if needs to come in", "Sore Throat (Adult)", "See today in clinic",
     ["Able to swallow fluids? Y", "Drooling / stridor? N", "Rash? N"], "Alternate paracetamol/ibuprofen; fluids."),
    ("vomiting since 0300, can't keep fluids down", "Vomiting (Adult)", "Go to ED now",
     ["Blood in vomit? N", "Signs of dehydration (no urine > 8 h)? Y", "Severe abdo pain? N"], "Sips of ORS while travelling."),
    ("possible exposure to measles at lecture", "Immunization Reaction/Exposure", "Callback by PCP within 24 hrs",
     ["MMR x2 documented? unknown", "Fever or rash now? N", "Pregnant/immunocompromised? N"], "Stay home pending callback."),
    ("rash after starting lamotrigine", "Rash - Widespread", "See within 4 hrs",
     ["Mouth/eye involvement? N", "Blistering? N", "Fever? Y"], "Hold next dose until seen."),
    ("ran out of sertraline, pharmacy needs new script", "Medication Question", "Routine - refill to prescriber",
     ["Withdrawal symptoms? mild dizziness", "Thoughts of self-harm? N"], "Do not double up doses."),
    ("chest tightness after pre-workout supplement", "Chest Pain", "Call emergency services now",
     ["Pain now? Y, 6/10", "SOB? Y", "Radiation to arm/jaw? N"], "Stop supplement. Do not drive."),
    ("request for test results (chlamydia NAAT)", "Results", "Information only",
     ["Identity verified (DOB + student number)? Y"], "Results given; treatment arranged."),
    ("head injury at rugby yesterday, worsening headache", "Head Injury", "Go to ED now",
     ["Vomiting? Y x2", "Confusion? N", "On anticoagulants? N"], "Someone to stay with student tonight."),
    ("dizzy after donating blood on campus", "Dizziness", "Home care",
     ["Fainted? N", "Palpitations? N", "Eaten today? N"], "Lie flat, legs raised, fluids, eat."),
    ("UTI symptoms returned after antibiotics", "Urination Pain - Female", "See within 24 hrs",
     ["Fever/flank pain? N", "Pregnant? N"], "Urine sample to clinic in the morning."),
]


def telephone(rng, n, cs):
    reason, proto, dispo, qs, advice = rng.choice(TEL_REASONS)
    n.t(rng.choice(["TELEPHONE ENCOUNTER", "Phone Note", "Telephone Triage Record", "NURSE ADVICE LINE - CALL LOG"]) + "\n")
    if rng.random() < 0.7:
        n.p(cs.clinic if rng.random() < 0.6 else cs.clinic.upper(), "HOSPITAL")
        n.nl()
    n.f("Call date: {d}  Time: " + B.hhmm(rng) + "  Duration: %d min  Direction: %s\n" % (
        rng.randint(3, 19), rng.choice(["Incoming", "Outgoing", "Incoming (after-hours)"])), d=(cs.d(), "DATE"))
    n.f("Encounter #: {a}\n", a=(phi.account(rng), "ACCOUNT"))
    caller_is_parent = rng.random() < 0.35
    if caller_is_parent:
        rel = rng.choice(["mother", "father", "mom", "mum", "stepfather"])
        par = cs.family(0, "F" if rel in ("mother", "mom", "mum") else "M")
        n.t("Caller: ")
        n.seg(cs.fname(par, rng.choice(["full", "title"])))
        n.t(" (%s) - verbal consent from student on file: %s\n" % (rel, rng.choice(["YES", "NO - general advice only"])))
    else:
        n.t("Caller: self\n")
    n.f("Callback number: {p}\n", p=(cs.phone if not caller_is_parent else phi.phone(rng, cs.c), "PHONE"))
    B.demo(n, cs, ["name", "dob", "mrn"] + rng.sample(["sid", "plan", "hall", "email"], 1), layout=rng.choice(["pipe", "lines"]))
    n.nl()
    n.t("Reason for call: " + reason + ".\n")
    n.t("Protocol used: " + proto + " (Schmitt-Thompson adult telephone protocols)\n")
    for q in qs:
        n.t("  > " + q + "\n")
    n.t("Assessment: ")
    n.seg(cs.pname(rng.choice(["first", "title", "first", "pref", "initials"])))
    n.t(" " + rng.choice(["reports", "states", "describes"]) + " symptoms started " + rng.choice(
        ["yesterday evening", "2 days ago", "this morning", "after practice", "over the weekend"]) + ". ")
    n.t(rng.choice(["Afebrile per home thermometer.", "Temp 38.9 at 0800.", "No red flags identified.",
                    "Denies SOB, confusion, neck stiffness or non-blanching rash."]) + " ")
    if rng.random() < 0.4:
        n.f("Currently at {w}. ", w=rng.choice([B.hall_room(cs), [(cs.employer, "ORGANIZATION")],
                                               [B.building(rng)]]))
    if rng.random() < 0.3:
        n.f("Was driving home - advised to pull over. Vehicle {pl}.", pl=(phi.plate(rng, cs.c), "VEHICLE"))
    elif rng.random() < 0.3:
        n.f("Flying home for {h}; asked about fitness to travel.", h=(phi.holiday(rng, cs.c), "DATE"))
    n.nl()
    n.t("Disposition: " + dispo + ".\nAdvice given: " + advice + "\n")
    r = rng.random()
    if r < 0.45:
        n.f("Appt booked {d} at " + B.hhmm(rng) + " with ", d=(cs.day(rng.randint(0, 3), rng.choice(["num", "wk", "short", "weekday"])), "DATE"))
        n.seg(cs.sname(rng.choice(["md", "np"]), 0, rng.choice(["dr", "full_cred", "full"])))
        n.t(".\n")
    elif r < 0.7:
        n.t("Advised to attend ")
        n.p(cs.hospital, "HOSPITAL")
        n.t(rng.choice([" ED.", " Emergency Dept.", " urgent care."]) + " Patient agreed.\n")
    else:
        n.t("Home care advice given; call back if worse. ")
        n.t(rng.choice(["Caller verbalised understanding.", "Teach-back done.", "Voicemail left (no answer x2)."]) + "\n")
    if rng.random() < 0.5:
        n.t("Message routed to ")
        if rng.random() < 0.5:
            n.seg(cs.sname("md", 0, rng.choice(["dr", "full", "drfull"])))
            n.t("'s inbox for review. ")
        else:
            n.seg(cs.sname("md", 0, rng.choice(["dr", "full_cred", "lastfirst"])))
            n.t(" for review. ")
        n.t(rng.choice(["Priority: high.", "Priority: routine.", "FYI only."]) + "\n")
    if rng.random() < 0.45:
        n.t("Pharmacy on file: ")
        n.p(cs.pharmacy, "HOSPITAL")
        n.f(", fax {f}\n", f=(phi.phone(rng, cs.c, mobile=False), "FAX"))
    if rng.random() < 0.4:
        n.f("Follow-up call made {d}: ", d=(cs.day(1, rng.choice(["short", "wk", "num"])), "DATE"))
        n.t(rng.choice(["feeling better, fever resolved.", "no answer, voicemail left at the number above.",
                        "attended ED overnight, discharged with antibiotics."]) + "\n")
    n.nl()
    n.t(rng.choice(["Call taken by: ", "Nurse: ", "Triage RN: "]))
    n.seg(cs.sname("rn", 0, rng.choice(["full_cred", "init_cred", "full"])))
    if rng.random() < 0.5:
        n.f(" | ext {x}", x=(rng.choice(["555-%04d", "555%d"]) % rng.randint(0, 9999), "PHONE"))
    n.nl()
    if rng.random() < 0.4:
        n.f("Reviewed/cosigned: {s} {d}\n", s=cs.sname("md", 0, rng.choice(["dr", "full_cred", "initials"])), d=(cs.d(), "DATE"))


# ---------------------------------------------------------------- portal message
PORTAL = [
    ("question about my prescription",
     "hi, i was prescribed {med} last week and i'm getting really bad nausea, is it ok to take it with food? "
     "also can i drink this weekend its my friends birthday lol",
     ["Thanks for your message. Taking it with food should help the nausea; it usually settles in 1-2 weeks. "
      "Please avoid heavy drinking while starting this medication.",
      "Nausea is a common early side effect. Take it after breakfast. Alcohol can make dizziness worse - please keep it light."],
     "ok thank you!! will try that"),
    ("sick note needed",
     "Hello, I was seen on {d} for flu and I need a medical certificate for my {course} exam, "
     "my professor said it has to come from the health centre. Can you email it?",
     ["Certificates can only be issued for dates we assessed you. I've attached a letter covering {d1} to {d2}.",
      "I've uploaded a letter to your documents tab. For the extenuating circumstances form, the clinician section is completed."],
     "Got it, thanks so much. Do I also need to send it to student services?"),
    ("test results?",
     "hey just checking if my results are back from the STI screen, the portal still says pending. thanks",
     ["Your results are now available in the portal. Please log in to view them at {url} or book a call-back.",
      "All of your results were negative. No further action is needed; we recommend a repeat screen with any new partner."],
     "thanks, that's a relief"),
    ("immunization hold on my account",
     "Hi there, I have a registration hold because it says my MMR is missing. I uploaded my records from home on {d}. "
     "Could someone check? Registration closes soon.",
     ["We've received your uploaded form and cleared the hold. Allow 24 hours for the registrar's system to update.",
      "Your record shows one MMR dose only. You can get dose 2 at the walk-in immunisation clinic, no appointment needed."],
     "ok I'll come in tomorrow morning"),
    ("rash after vaccine",
     "Hi, I got my meningitis B shot yesterday and my arm is red and hot, about 6 cm across. Is this normal?? I have a lab at 2 pm",
     ["A large local reaction can happen after Bexsero. Cold compress, ibuprofen 400 mg if needed. If it spreads past "
      "10 cm, you get a fever over 38.5 or red streaks, please come to the walk-in clinic."],
     "it's a bit smaller today, thanks"),
    ("travel appointment",
     "Good afternoon. I am going to {country} for a field course and need vaccines. Do I need yellow fever? "
     "What's the earliest appointment?",
     ["Travel appointments are 40 minutes; please book at least 6 weeks before departure at {url}. Bring your vaccine record.",
      "Yellow fever depends on your exact itinerary - we will go through it at the consult. Our next travel slot is next week."],
     "Booked, see you then."),
    ("feeling really low",
     "i don't really know who to message. i haven't left my room in 4 days and i can't focus on anything. "
     "i'm not going to do anything stupid i just feel awful",
     ["Thank you for reaching out - I'm glad you did. I'd like someone from the team to call you today. If you feel unsafe "
      "at any point please call {crisis} or go to {hosp}."],
     "ok. my phone is on now"),
    ("refill",
     "Can I please get a refill of my {med}? I'm down to 3 days left. Same pharmacy as before.",
     ["I've sent the request to the prescriber. Refills can take 48-72 business hours. Your pharmacy is listed as {ph}.",
      "You are due a medication review before we can renew this. Please book a 15 minute appointment this week."],
     "thank you"),
]
PORTAL_MEDS = ["sertraline 50mg", "Concerta 36", "the Yaz pill", "ventolin inhaler", "amoxicillin", "Vyvanse 30mg",
               "lamotrigine", "spironolactone 100mg", "doxy"]


def portal(rng, n, cs):
    subj, body, replies, followup = rng.choice(PORTAL)
    tid = phi.idnum(rng, "ticket")
    n.t(rng.choice(["Secure Message", "PATIENT PORTAL MESSAGE", "MyHealth Portal - Message Thread",
                    "Patient Message (e-visit)"]) + "\n")
    n.f("Thread ID: {t}   Category: {cat}\n", t=(tid, "IDNUM"),
        cat=rng.choice(["Clinical question", "Prescription", "Results", "Admin / Forms", "Immunizations"]))
    n.t("From: ")
    n.seg(cs.pname(rng.choice(["full", "full", "lastfirst"])))
    n.f(" <{e}>\n", e=(cs.email, "EMAIL"))
    n.t("To: ")
    if rng.random() < 0.5:
        n.p(cs.clinic, "HOSPITAL")
        n.t(" - " + rng.choice(["Nurse Line", "Medical Records", "Pharmacy Team", "Immunization Office"]) + "\n")
    else:
        n.seg(cs.sname(rng.choice(["md", "np"]), 0, rng.choice(["dr", "drfull", "full_cred"])))
        n.nl()
    d_sent = cs.visit
    n.f("Sent: {d} " + B.hhmm(rng) + "\n", d=(cs.d(d_sent, rng.choice(["wk", "num", "mdy_txt", "iso"])), "DATE"))
    n.t("Subject: " + subj + "\n")
    if rng.random() < 0.7:
        n.f("[audit] login {u} from {ip} ({dev})\n", u=(cs.netid, "USERNAME"), ip=(phi.ip(rng), "IPADDR"),
            dev=rng.choice(["iPhone; iOS 17.5", "Chrome 124 / Windows 11", "Android app 4.2.1", "Safari / macOS 14"]))
    n.nl()
    prev = phi.add_days(cs.visit, -rng.randint(2, 12))
    n.f(body, med=rng.choice(PORTAL_MEDS), d=(cs.d(prev, rng.choice(["short", "mon_day", "wk", "num", "weekday"])), "DATE"),
        course=rng.choice(["CHEM 201", "Organic Chem", "Stats 2B", "MATH1010", "anatomy", "contracts law"]),
        country=(rng.choice(PP.TRAVEL_DEST), "COUNTRY"))
    if rng.random() < 0.6:
        op, cl = rng.choice([(" my student id is ", ""), (" Student number: ", "."), (" (ID ", ")"), (" sid ", "")])
        n.t(op)
        n.p(cs.sid, "IDNUM")
        n.t(cl)
    if rng.random() < 0.5:
        n.f(" you can call me on {p}", p=(cs.phone, "PHONE"))
    n.nl()
    n.seg(cs.pname(rng.choice(["first", "pref", "full", "first_init"])))
    n.nl(2)
    n.t("---- Reply ----\n")
    n.t("From: ")
    st = cs.staff(rng.choice(["rn", "np", "md", "ph"]))
    n.seg(phi.staff_name(rng, st, rng.choice(["full_cred", "init_cred", "dr"])))
    d_rep = phi.add_days(d_sent, rng.randint(0, 2))
    n.f("  {d} " + B.hhmm(rng) + "\n", d=(cs.d(d_rep, rng.choice(["wk", "num", "short"])), "DATE"))
    n.t(rng.choice(["Hi ", "Dear ", "Hello "]))
    n.seg(cs.pname(rng.choice(["first", "pref", "title"])))
    n.t(",\n")
    crisis = {"US": "988", "CA": "988", "UK": "999 or Samaritans on 116 123", "AU": "000 or Lifeline 13 11 14"}[cs.c]
    n.f(rng.choice(replies), url=(phi.url(rng, rng.choice(["/portal/results", "/mychart", "/login", "/book"])), "URL"),
        ph=(cs.pharmacy, "HOSPITAL"), crisis=crisis, hosp=(cs.hospital, "HOSPITAL"),
        d1=(cs.d(prev, "short"), "DATE"), d2=(cs.d(phi.add_days(prev, 3), "short"), "DATE"))
    n.nl()
    if rng.random() < 0.5:
        n.f("You can also reach the nurse line on {p}.\n", p=(cs.clinic_phone, "PHONE"))
    n.nl()
    n.seg(phi.staff_name(rng, st, rng.choice(["full_cred", "first", "full"])))
    n.nl()
    n.p(cs.clinic, "HOSPITAL")
    n.nl()
    if rng.random() < 0.55:
        n.f("\n---- Message from {p} ", p=cs.pname(rng.choice(["full", "first"])))
        n.f("{d} " + B.hhmm(rng) + " ----\n" + followup + "\n", d=(cs.d(phi.add_days(d_rep, rng.randint(0, 1)), rng.choice(["wk", "short", "num"])), "DATE"))
        if rng.random() < 0.5:
            n.t("[Thread closed by ")
            n.seg(phi.staff_name(rng, st, rng.choice(["initials", "full", "lastfirst"])))
            n.f(" on {d}]\n", d=(cs.d(phi.add_days(d_rep, 2), "num"), "DATE"))
    if rng.random() < 0.5:
        n.t("This message was sent via the secure portal. Do not reply by email to ")
        n.p(phi.generic_email(rng, rng.choice(["noreply", "no-reply.portal", "donotreply"])), "EMAIL")
        n.t(".\n")
