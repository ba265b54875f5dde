"""Own genres: pre-surgical epilepsy neuropsychology / MDT summary; tele-neuropsychology session record;
pre-assessment intake questionnaire."""
import phi
import variety as V
import clinical as cl
import clinical2 as c2
from common import bullets, a_an
from genres_report import make_case, scheme_for
from note import Note, frag
from phi import make_person
from pools_places import COUNTRIES, SCHOOL_STEMS, SCHOOL_SUFFIX, EMPLOYERS


def gen_epilepsy(rng, country):
    c = make_case(rng, country, "epilepsy")
    n = Note()
    side = rng.choice(["left", "right"])
    neuro = make_person(rng)
    surg = make_person(rng)
    rad = make_person(rng)
    esn = make_person(rng, "F")
    mdt_d = c.days(rng.randint(7, 40))
    n.ln(rng.choice(["EPILEPSY SURGERY MDT - NEUROPSYCHOLOGY SUMMARY", "Pre-surgical Neuropsychological Evaluation",
                     "Comprehensive Epilepsy Program: Neuropsychology Pre-operative Report",
                     "PRESURGICAL WORK-UP - NEUROPSYCHOLOGY"]))
    n.ln("{h}", h=c.H())
    n.nl()
    n.ln("Patient: {p}   {ml}: {m}   Age: {a}   Handedness: {hd}", p=c.pt_header(), ml=c.mrn_label(), m=("MRN", c.mrn),
         a=("AGE", str(c.age)), hd=rng.choice(["right (Edinburgh LQ +90)", "left (Edinburgh LQ -70)", "mixed (LQ +20)"]))
    n.ln("DOB: {d}   {lab}: {h}", d=c.d(c.dob), lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
    n.ln("MDT date: {d}   Venue: {h}, {r}", d=c.d(mdt_d), h=c.H(), r=["seminar room ", ("LOCATION_OTHER", str(rng.randint(1, 6)))]
         if rng.random() < 0.5 else c2.room(rng))
    us = c.us
    n.ln("Attendees: {a} (epileptologist), {b} (neurosurgeon), {r} (neuroradiology), {e} (epilepsy nurse specialist), {np} "
         "(neuropsychology)", a=c.dr(neuro, "full"),
         b=[("Mr " if country in ("UK", "AU") and surg.sex == "M" else "Dr "), ("DOCTOR", surg.form("full"))],
         r=c.dr(rad, "last"), e=("DOCTOR", esn.form("full")), np=c.dr(c.np, "last"))
    n.nl()
    n.ln("SEIZURE HISTORY")
    n.add(c2.etiology_block(rng, c, "epilepsy"), "\n")
    if rng.random() < 0.8:
        n.ln(V.hn(rng, "epilepsy", rng.randint(1, 3)))
    if rng.random() < 0.5:
        vns_d = c.days(-rng.randint(400, 3000))
        n.ln("VNS implanted {d} (LivaNova model {mdl}, generator serial no. {sn}); output 1.75 mA, 30 s on / 5 min off. "
             "Reduction in seizure severity but not frequency.", d=c.d(vns_d), mdl=rng.choice(["106", "1000", "105"]),
             sn=("DEVICE", phi.device_serial(rng, "vns")))
    n.ln("Education/occupation: {x}", x=[rng.choice(["completed Year 12", "left school at 16", "TAFE certificate",
                                                     "university graduate"]), "; works as ", a_an(c.prof), " ",
                                       ("PROFESSION", c.prof)])
    n.nl()
    n.ln("NEUROPSYCHOLOGICAL FINDINGS ({d})", d=c.d(c.visit))
    rows = cl.draw_rows(rng, "tle_left" if side == "left" else "tle_right", n=rng.randint(8, 13))
    n.add(cl.render_table(rng, rows, scheme_for(c, rng)))
    n.ln("Mood: " + "; ".join(cl.mood_lines(rng, rng.random() < 0.5)) + ". No current suicidal ideation.")
    n.nl()
    n.ln("LANGUAGE LATERALISATION" if not us else "LANGUAGE LATERALIZATION")
    n.ln("fMRI ({d}): verb generation and semantic decision paradigms; laterality index {li} ({lat}).",
         d=c.d(c.days(-rng.randint(10, 120))), li="%+.2f" % rng.uniform(-0.6, 0.9),
         lat=rng.choice(["left dominant", "bilateral", "atypical right"]))
    if rng.random() < 0.5:
        n.ln("IAT/Wada ({d}): {s} injection - speech arrest {x} s, memory {m1}/8; contralateral injection - memory {m2}/8.",
             d=c.d(c.days(-rng.randint(5, 60))), s=side, x=rng.randint(40, 180), m1=rng.randint(2, 8), m2=rng.randint(3, 8))
    n.nl()
    n.ln("OPINION")
    n.ln("Findings are {conc} with {side} temporal dysfunction. Risk of post-operative decline in {dom} memory: {risk}. "
         "Naming decline risk: {nr}.", conc=rng.choice(["concordant", "partly concordant", "not clearly concordant"]),
         side=side, dom="verbal" if side == "left" else "visual", risk=rng.choice(["high", "moderate", "low-moderate"]),
         nr=rng.choice(["significant (dominant resection)", "low", "moderate"]))
    n.nl()
    n.ln("MDT OUTCOME")
    out = rng.choice(["proceed to {s} anterior temporal lobectomy", "proceed to SEEG to clarify onset zone",
                      "offer {s} laser interstitial thermal therapy (LITT)", "not a resective candidate; consider RNS",
                      "offer {s} selective amygdalohippocampectomy"]).replace("{s}", side)
    n.ln("Agreed to " + out + ". Discussed with {nm} and {rel} {f} on {d}.", nm=c.pt_ref(), rel=c.rel(0)[0],
         f=c.fam(0), d=c.d(phi.add_days(mdt_d, rng.randint(1, 14))))
    if "RNS" in out and rng.random() < 0.7:
        n.ln("(If RNS implanted, record neurostimulator serial in device registry: {sn}.)",
             sn=("DEVICE", phi.device_serial(rng, "rns")))
    n.ln("Post-operative neuropsychology review at 6 and 12 months. Driving: not permitted until seizure-free per licensing rules.")
    n.nl()
    c.np_sig(n, lic=rng.random() < 0.6, email=rng.random() < 0.3)
    n.ln("ESN contact: {p}", p=("PHONE", phi.with_ext(rng, c.hosp_phone)))
    return n, c


# ------------------------------------------------------------------ tele-neuropsychology
PLATFORMS = ["Zoom for Healthcare", "Microsoft Teams", "Attend Anywhere", "Doxy.me", "Healthdirect Video Call",
             "OTN Hub video", "Webex"]


def gen_tele(rng, country):
    from genres_report import pick_etio
    etio = pick_etio(rng, 0.15)
    c = make_case(rng, country, etio)
    n = Note()
    sid = phi.ref_number(rng, country, "session")
    plat = rng.choice(PLATFORMS)
    uname = phi.username(rng, c.np)
    n.ln(rng.choice(["TELE-NEUROPSYCHOLOGY SESSION RECORD", "Telehealth Neuropsychology - Session Log",
                     "VIDEO CONSULTATION RECORD (Neuropsychology)", "Remote Cognitive Assessment - Technical & Clinical Log"]))
    n.ln("Session ID: {s}   Platform: {p}", s=("IDNUM", sid), p=plat)
    n.ln("Join link: {u}", u=("URL", phi.url(rng, "room/" + phi.letters(rng, 3).lower() + "-" + phi.digits(rng, 4))))
    t0 = rng.randint(8, 15)
    m = rng.randint(0, 10)
    n.ln("Date: {d}   Scheduled: {a}   Actual start: {b}", d=c.d(c.visit), a="%02d:00" % t0,
         b="%02d:%02d" % (t0, m + 1))
    if rng.random() < 0.4:
        n.ln("Billing account: {a}", a=("ACCOUNT", c.acct))
    n.nl()
    n.ln("Clinician: {d} (user {u})   Location: {h}, {r}", d=c.dr(c.np, "full"), u=("USERNAME", uname), h=c.H(),
         r=["office ", ("LOCATION_OTHER", "%d.%02d" % (rng.randint(1, 5), rng.randint(1, 30)))])
    n.ln("Patient: {p}   DOB {d}   {ml} {m}", p=c.pt_header(), d=c.d(c.dob), ml=c.mrn_label(), m=("MRN", c.mrn))
    n.ln("Patient location (verified at start): {a}", a=c.addr())
    rel, fam = c.rel(0)
    n.ln("Emergency contact on site: {f} ({rel}) {ph}; local emergency number {e}.", f=("FAMILY", fam.form("full")),
         rel=rel, ph=("PHONE", phi.phone(rng, country, "mobile")),
         e={"UK": "999", "US": "911", "AU": "000", "CA": "911"}[country])
    r = rng.random()
    if r < 0.3:
        n.ln("Identity: photo driver licence held to camera, no. {l}.", l=("LICENSE", phi.driver_licence(rng, country, c.pt)))
    elif r < 0.62:
        n.ln("Identity: platform face-match passed (biometric template {b}).", b=("BIOID", phi.bioid(rng, "face")))
    else:
        n.ln("Identity: name, DOB and address confirmed verbally.")
    dev = rng.random()
    if dev < 0.45:
        n.ln("Patient device: loaned service iPad, serial {s}; stand and external keyboard supplied.",
             s=("DEVICE", phi.device_serial(rng, "ipad")))
    else:
        n.ln("Patient device: " + rng.choice(["own laptop (Windows 11, Chrome)", "own desktop PC with webcam",
                                              "own tablet - screen small, visual tasks omitted", "smartphone (not ideal)"]))
    n.nl()
    n.ln("CONNECTION LOG")
    ip1 = phi.ipaddr(rng)
    n.ln("{t}  client connected from {ip}; audio/video OK", t="%02d:%02d" % (t0, m), ip=("IPADDR", ip1))
    n.ln("{t}  clinician endpoint {ip}", t="%02d:%02d" % (t0, m + 1), ip=("IPADDR", phi.ipaddr(rng)))
    if rng.random() < 0.6:
        n.ln("{t}  video frozen ~40 s during Digit Span; item re-administered", t="%02d:%02d" % (t0, m + rng.randint(12, 25)))
        n.ln("{t}  reconnected from {ip}", t="%02d:%02d" % (t0, m + rng.randint(26, 40)), ip=("IPADDR", phi.ipaddr(rng)))
    n.ln("{t}  session ended; total {k} min", t="%02d:%02d" % (t0 + rng.randint(1, 2), rng.randint(0, 59)), k=rng.randint(70, 160))
    n.nl()
    n.ln("ENVIRONMENT")
    n.ln("{x}", x=rng.choice([
        frag("Quiet bedroom; {rel} {f} helped set up the camera then left the room. Door closed.", rel=rel, f=("FAMILY", fam.first)),
        frag("Kitchen table; dog barking intermittently. {f} ({rel}) remained in view but did not prompt.", rel=rel, f=("FAMILY", fam.first)),
        "Private room at local library booked by patient. Headphones used."]))
    n.nl()
    n.ln("MEASURES ADMINISTERED (tele-adapted)")
    tests = rng.sample(["WAIS-IV Vocabulary, Similarities", "Digit Span (oral)", "Oral Trail Making Test A/B",
                        "HVLT-R Form 1", "Category and letter fluency (FAS)", "BNT-15 (screen share)",
                        "MoCA v8.1 (video version)", "WMS-IV Logical Memory", "Oral SDMT", "TOPF",
                        "PHQ-9 and GAD-7 (read aloud)", "Reliable Digit Span (embedded)"], rng.randint(5, 8))
    bullets(n, tests, rng)
    n.ln("Deviations from standard administration: " + rng.choice([
        "visuoconstructional tasks not given (no document camera).",
        "response forms held to camera; scored after session.", "none significant.",
        "two breaks of 5 minutes each for fatigue."]))
    n.nl()
    n.ln("Consent for video assessment obtained verbally on {d}; recording not made.", d=c.d(c.days(-rng.randint(2, 20))))
    n.ln("Follow-up: in-person session on {d} at {h} for remaining tasks.", d=c.d(c.days(rng.randint(7, 40))),
         h=c.H() if rng.random() < 0.5 else ("HOSPITAL", c.ref_site))
    n.nl()
    n.ln("Completed by {d} {t}", d=("DOCTOR", c.np.form(rng.choice(["full", "init_last"]))), t=c.d(c.visit))
    n.ln("Audit: record created by {u} on {d} from {ip}", u=("USERNAME", uname), d=c.d(c.visit), ip=("IPADDR", phi.ipaddr(rng)))
    return n, c


# ------------------------------------------------------------------ intake questionnaire
def box(rng, p=0.3):
    return "[x]" if rng.random() < p else "[ ]"


def gen_intake(rng, country):
    from genres_report import pick_etio
    etio = pick_etio(rng, 0.45)
    c = make_case(rng, country, etio)
    n = Note()
    c.letterhead(n) if rng.random() < 0.5 else n.ln("{h}", h=c.H())
    n.ln(rng.choice(["PRE-ASSESSMENT QUESTIONNAIRE", "Neuropsychology Intake Form",
                     "Developmental History Questionnaire (Parent/Carer)" if c.paeds else "Client Background Questionnaire"]))
    n.ln("Please complete before your appointment and bring it with you or return by email to {e}.",
         e=("EMAIL", phi.generic_email(rng, rng.choice(["np.intake", "neuropsych.admin", "cognitive.clinic"]))))
    n.nl()
    n.ln("SECTION A - DETAILS")
    n.ln("Full name: {p}", p=("PATIENT", c.pt.form(rng.choice(["full", "full_mid", "full_mid"]))))
    if rng.random() < 0.5:
        nick = rng.choice([c.pt.first[:3], c.pt.first[:4] + "y", c.pt.first[0] + "J"]) if len(c.pt.first) > 3 else c.pt.first
        n.ln("Preferred name: {k}", k=("PATIENT", nick))
    n.ln("Date of birth: {d}    Age: {a}", d=c.d(c.dob), a=("AGE", str(c.age)))
    n.ln("Address: {a}", a=c.addr())
    n.ln("Home phone: {h}   Mobile: {m}", h=("PHONE", c.phone), m=("PHONE", c.mobile))
    n.ln("Email: {e}", e=("EMAIL", c.email))
    n.ln("Country of birth: {ct}   {yr}", ct=c2.c2_country(c.birth_country) if rng.random() < 0.6 else
         ("COUNTRY", {"UK": "England", "US": "United States", "AU": "Australia", "CA": "Canada"}[country]),
         yr=["Year arrived: ", c.df.year(c.days(-rng.randint(1500, 9000)))] if rng.random() < 0.5 else "")
    n.ln("First language: {l}   Interpreter needed? {y} Yes {n} No", l=rng.choice(["English", "Vietnamese", "Arabic", "Polish",
                                                                                "Tagalog", "Punjabi", "Greek", "French"]),
         y=box(rng, 0.15), n="[x]")
    n.ln("{lab}: {h}", lab=c.hplan_label(), h=("HEALTHPLAN", c.hplan))
    if country in ("US", "CA") and rng.random() < 0.6:
        n.ln("{lab}: {s}", lab="Social Security No." if country == "US" else "SIN (optional)", s=("SSN", c.ssn))
    n.ln("GP / family doctor: {g}, {p}  Ph {ph}", g=c.dr(c.gp, "full"), p=("HOSPITAL", c.gp_practice),
         ph=("PHONE", phi.phone(rng, country)))
    rel, fam = c.rel(0)
    if c.paeds:
        n.ln("Form completed by: {f}   Relationship: {rel}   Date: {d}", f=("FAMILY", fam.form("full")), rel=rel,
             d=c.d(c.days(-rng.randint(3, 30))))
        n.ln("Parent occupation(s): {a}{b}", a=("PROFESSION", rng.choice(["nurse", "plumber", "cleaner", "engineer", "teacher",
                                                                          "truck driver", "pharmacist", "stay-at-home parent"])),
             b=[" / ", ("PROFESSION", rng.choice(["labourer", "retail worker", "IT consultant", "chef", "police officer"]))]
             if rng.random() < 0.5 else "")
    else:
        n.ln("Next of kin: {f} ({rel})  Ph {ph}", f=("FAMILY", fam.form("full")), rel=rel, ph=("PHONE", phi.phone(rng, country, "mobile")))
    n.nl()
    if c.paeds:
        n.ln("SECTION B - PREGNANCY, BIRTH AND DEVELOPMENT")
        n.add(c2.dev_block(rng, c), "\n")
        n.ln("Any concerns in the first year?  {a} Feeding  {b} Sleep  {c} Reflux  {d} None", a=box(rng), b=box(rng),
             c=box(rng), d=box(rng, 0.4))
        n.nl()
        n.ln("SECTION C - SCHOOLING")
        prev = "%s %s" % (rng.choice(SCHOOL_STEMS), rng.choice(SCHOOL_SUFFIX[country]))
        n.ln("Current school: {s}   Year/grade: {g}   Teacher: {t}", s=c.org(c.school), g=c2.school_year(rng, c),
             t=[c.teacher.title(country), " ", ("FAMILY", c.teacher.last)])
        n.ln("Previous schools (with years): {p} ({y1}-{y2})", p=c.org(prev), y1=c.df.year(c.days(-rng.randint(1500, 2500))),
             y2=c.df.year(c.days(-rng.randint(200, 1400))))
        n.ln("Extra help at school?  {a} Teacher aide  {b} Reading group  {c} Speech therapy  {d} None", a=box(rng),
             b=box(rng), c=box(rng), d=box(rng))
        if rng.random() < 0.5:
            n.ln("Previous assessments: speech pathology with {s} ({d}); hearing test at {h}.",
                 s=("DOCTOR", make_person(rng).form("full")), d=c.df.my(c.days(-rng.randint(300, 1500))),
                 h=("HOSPITAL", c.ref_site))
    else:
        n.ln("SECTION B - EDUCATION AND WORK")
        n.ln("Highest level of education: " + rng.choice(["Year 10", "Year 12 / high school diploma", "Trade certificate",
                                                          "Bachelor's degree", "Postgraduate"]))
        n.ln("Current/last job: {p}   Employer: {e}", p=("PROFESSION", c.prof), e=c.org(c.employer))
        y1 = c.days(-rng.randint(3000, 9000))
        n.ln("Employed there from {a} to {b}", a=c.df.year(y1), b=c.df.my(c.days(-rng.randint(30, 900))))
        prev_emp = rng.choice([e for e in EMPLOYERS if e != c.employer])
        n.ln("Previous jobs: {p} at {e}", p=("PROFESSION", rng.choice(["kitchen hand", "labourer", "sales assistant",
                                                                     "receptionist", "army reservist", "factory worker"])),
             e=c.org(prev_emp))
        n.nl()
        n.ln("SECTION C - HEALTH")
        n.ln("Please tick: {a} Head injury  {b} Stroke  {c} Seizures  {d} Diabetes  {e} High BP  {f} Depression/anxiety",
             a=box(rng, 0.5), b=box(rng), c=box(rng), d=box(rng), e=box(rng, 0.4), f=box(rng, 0.5))
        n.ln("Medications: " + c2.meds_text(rng, etio))
        n.ln("Handedness: {a} Right {b} Left   Glasses {c}   Hearing aids {d}", a=box(rng, 0.8), b=box(rng, 0.1),
             c=box(rng, 0.6), d=box(rng, 0.2))
        n.ln("Sleep: about {h} hours/night.  Alcohol: {u} standard drinks/week.  Smoking: {s}",
             h=rng.randint(4, 9), u=rng.randint(0, 30), s=rng.choice(["never", "ex", "10/day", "vape"]))
    n.nl()
    n.ln("SECTION D - MAIN CONCERNS (tick all that apply)")
    n.ln("{a} Memory  {b} Concentration  {c} Word-finding  {d} Planning/organising  {e} Mood  {f} Fatigue  {g} Behaviour",
         a=box(rng, 0.7), b=box(rng, 0.6), c=box(rng), d=box(rng), e=box(rng), f=box(rng, 0.5), g=box(rng, 0.4 if c.paeds else 0.1))
    if c.paeds:
        words = rng.choice(["Teachers say {he} doesn't listen but I think {he} just can't hold it all in {his} head",
                            "{He} gets exhausted by lunchtime and {his} marks have dropped since the seizure medication change.",
                            "meltdowns every afternoon after school, homework is a battle",
                            "{He} reads well but can't remember what {he} has just read."])
        words = words.replace("{He}", c.He()).replace("{he}", c.he()).replace("{his}", c.his())
    else:
        words = rng.choice(["since the accident i just cant keep track of things, my partner says i repeat myself",
                            "Forgetting names of people I've known for years. Getting lost driving home.",
                            "I worry I'm getting dementia like my mum.", "Can't multitask at work anymore, exhausted by 2pm",
                            "Words on the tip of my tongue all the time. Lost my train of thought in meetings."])
    n.ln("In your own words: " + words)
    if rng.random() < 0.4:
        n.ln("When did you first notice these problems? {d}", d=rng.choice([c.df.my(c.days(-rng.randint(100, 900))),
                                                                            ["around ", ("DATE", rng.choice(["Christmas", "Easter", "Thanksgiving" if c.us else "Boxing Day"]))]]))
    n.nl()
    n.ln("Signature: {s}   Date: {d}", s=("FAMILY", fam.form("full")) if c.paeds else ("PATIENT", c.pt.form("full")),
         d=c.d(c.days(-rng.randint(1, 20))))
    n.ln("Office use: received {d} by {u}; file {m}", d=c.d(c.days(-rng.randint(0, 5))),
         u=("USERNAME", phi.username(rng, make_person(rng))), m=("MRN", c.mrn))
    if rng.random() < 0.25:
        n.ln("Self check-in kiosk enrolment: palm-vein ID {b}", b=("BIOID", phi.bioid(rng, "palm")))
    return n, c
