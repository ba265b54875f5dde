"""Patient portal messages and telemedicine video consultations."""
import content
import inst
import clinical
from common import (pick, demographics, staff_line, esign, gp_ref, context_sentences, landmark, country, job_phrase,
                    dob_item, age_years, lab)
from content import vx
from phi import Doc, P, join
from g_triage import setup_acute

PORTALS = {"US": ["MyChart", "FollowMyHealth", "Patient Portal", "MyHealth Online"],
           "CA": ["MyHealth portal", "Patient Portal", "MyChart"],
           "UK": ["NHS App messaging", "Online Consultation", "Practice online service", "Patient Access messaging"],
           "IE": ["Patient Portal", "online messaging service", "HealthMail (patient)"],
           "AU": ["patient portal", "HotDoc messaging", "practice app"],
           "NZ": ["ManageMyHealth", "patient portal", "MyIndici messaging"]}
PLATFORMS = ["Zoom for Healthcare", "Microsoft Teams", "Doxy.me", "Attend Anywhere", "the practice video platform",
             "Healthdirect Video Call", "MyChart Video Visit", "Coviu", "VSee"]

GREET = ["Hi Dr. {n},", "Hello Dr {n},", "Dear Dr {n},", "Hi,", "Hello,", "Good morning,", "hi there", "Dr {n} -", "To the nurse,"]
SIGNOFF = ["Thanks,", "Thank you,", "Regards,", "Cheers,", "Many thanks,", "thanks so much", "Kind regards,"]


def _v(c, s):
    return vx(s, c.v)


def _pt_sign(c):
    r = c.r
    pt = c.pt
    return r.choice([pt.g(), pt.full(), pt.nickname(), pt.g(), pt.init()])


def patient_body(c, kind, sc, fam):
    """First-person message body; returns list of paragraphs (lists)."""
    r = c.r
    L = c.L
    pt = c.pt
    paras = []
    if kind == "acute":
        vs = pick(r, sc["voice"], r.randint(2, len(sc["voice"])))
        p1 = ""
        caps = r.random() < 0.6
        for i, s in enumerate(vs):
            t = _v(c, s)
            if caps and (i == 0 or p1.endswith(". ")):
                t = t[0].upper() + t[1:]
            p1 += t
            if t[-1] in "?!.":
                p1 += " "
            elif i == len(vs) - 1:
                p1 += r.choice([".", "", "..."])
            else:
                p1 += r.choice([". ", ". ", "... ", ", "])
        paras.append([p1.rstrip()])
        extra = context_sentences(c, k=r.randint(1, 2), first_person=True, allow=["family", "job", "onset", "prev", "travel", "pharmacy"])
        if extra:
            paras.append(join(extra, " "))
        paras.append([r.choice(["Should I come in or can this be handled over the phone?", "Do I need to be seen?",
                                "What should I do?", "Can someone call me back?", "Is this something to worry about?"])])
    elif kind == "refill":
        med = r.choice(clinical.meds(c, 3))
        ph = inst.pharmacy(L)
        a = L.address(unit=False)
        paras.append([r.choice(["I'm almost out of my ", "Could I please get a refill on my ", "Requesting a repeat of "]), med,
                      r.choice([". I have about 3 days left.", " - ran out yesterday.", ", only a few tablets left."])])
        paras.append([r.choice(["Please send it to ", "My pharmacy is ", "Can it go to "]), P("HOSPITAL", ph), " on ",
                      P("STREET", a.lines[-1]), ", ", P("CITY", a.city), r.choice([" (not the one by work).", ".", ", thanks."])])
        if r.random() < 0.6:
            away = ["I'm away from ", c.D(c.days(r.randint(3, 10)), L.short), " to ", c.D(c.days(r.randint(12, 20)), L.short)]
            if r.random() < 0.5:
                paras.append(away + [" so I need it before then."])
            else:
                paras.append(away + [" visiting family in "] + country(c) + [", so I'll need extra."])
    elif kind == "results":
        dd = c.days(-r.randint(2, 12))
        paras.append(["I saw my blood results from ", c.D(dd), " were posted. ",
                      r.choice(["It says my cholesterol is high - is that something to worry about?", "My ferritin is flagged as low.",
                                "The kidney number (eGFR) went down from last time.", "My TSH is flagged abnormal.",
                                "Vitamin D says deficient - should I buy supplements?"])])
        paras.append(["I also wondered about the scan I had at ", P("HOSPITAL", inst.hospital(L)), " on ", c.wd(c.days(-r.randint(1, 20))),
                      r.choice([" - no one has contacted me yet.", ", has the report come through?"])])
    elif kind == "form":
        org = inst.employer(L) if r.random() < 0.6 else inst.insurer(L)
        paras.append(["My employer (", P("ORGANIZATION", org), ") needs a form completed ",
                      r.choice(["for my return to work after the surgery.", "to confirm my fitness for shift work.",
                                "for my income protection claim.", "about my adjusted duties."])])
        jp = job_phrase(c, first_person=True)
        if jp:
            paras.append(jp + [r.choice(["; the form has to be in by ", "; HR want it back by "]), c.D(c.days(r.randint(5, 15)), L.dm_long), "."])
        if r.random() < 0.7:
            paras.append(["They asked for my ", pt.ssn[0], " on it, which is ", P("SSN", pt.ssn[1]), ", and my date of birth ", c.D(pt.dob), "."])
        paras.append(["I can drop it at reception or email it - my email is ", P("EMAIL", pt.email), "."])
    else:  # travel
        dd = c.days(r.randint(10, 60))
        paras.append(["I'm going to "] + country(c) + [" on ", c.D(dd), " for ", r.choice(["three weeks", "a month", "ten days"]), r.choice([
            " and need a letter for my insulin and needles.", " - do I need any vaccines?", " and want to bring my CPAP machine."])])
        paras.append(["Flight is from ", P("CITY", L.city_name()), r.choice([" early in the morning.", ".", " with a stopover."]),
                      " Could the letter include my passport name as ", pt.full_midname(), "?"])
    return paras


def staff_reply(c, kind, sc, nurse, doc, practice):
    r = c.r
    L = c.L
    pt = c.pt
    body = []
    hi = r.choice([["Hi ", pt.g(), ","], ["Dear ", pt.tf(), ","], ["Hello ", pt.g(), ","], ["Good afternoon ", pt.g(), ","]])
    body.append(hi)
    if kind == "acute":
        adv = pick(r, sc["advice"], 2)
        body.append([r.choice(["Thanks for your message. ", "Sorry to hear you're unwell. ", "Thank you for letting us know. "]),
                     " ".join(_v(c, s) for s in adv)])
        if r.random() < 0.6:
            body.append(["I've booked you with "] + doc.dr() + [" on ", c.DW(c.wdays(r.randint(0, 3)), style=L.short), " at ", L.appt_time(),
                                                                 r.choice([" (in person).", " (telephone).", " - video link will be sent by SMS."])])
        else:
            body.append(["If this gets worse, please call us on ", P("PHONE", L.phone("landline")), " or ", _v(c, "{emerg}"), " in an emergency."])
    elif kind == "refill":
        k = r.randrange(3)
        if k == 0:
            body.append(["Your prescription has been sent electronically."])
        elif k == 1:
            body.append(["Refill approved and sent to your pharmacy."])
        else:
            body.append(["I've passed this to "] + doc.dr() + [" to authorise - it should be ready within 48 hours."])
        body.append(["You are due a medication review before ", c.D(c.days(r.randint(20, 90)), L.dm_long if not L.us_like else "md_long"),
                     "; please book with reception."])
    elif kind == "results":
        body.append(["Your results have been reviewed by "] + doc.dr() + [". ",
                    r.choice(["Nothing urgent - we'll discuss at your next review.", "We'd like to repeat the test in 3 months.",
                              "Please start the supplement and we'll recheck.", "Please book a routine appointment to talk it through."])])
        body.append(["The scan report is ", r.choice(["now in your record.", "still awaited from the hospital; we'll chase it.", "normal."])])
    elif kind == "form":
        body.append(["Forms are completed by the GP within 10 working days and there is a fee. ",
                     "We'll text you on ", P("PHONE", pt.mobile), " when it is ready to collect."])
    else:
        body.append(["Travel vaccines need a nurse appointment at least 6 weeks before travel - ",
                     "we have one on ", c.DW(c.wdays(r.randint(2, 9)), style=L.short), " at ", L.appt_time(), ". ",
                     "The medication letter will be ready at reception."])
    return body


def portal_message(c):
    r = c.r
    L = c.L
    kind = r.choice(["acute", "acute", "acute", "refill", "results", "form", "travel"])
    if kind == "acute":
        sc, pt = setup_acute(c, allow_peds=False, min_age=18)
        if sc["acuity"] >= 3:
            sc = r.choice([s for s in content.ACUTE if s["acuity"] <= 1 and s["pop"] in ("adult", "female", "older")])
        subj = _v(c, r.choice(sc["cc"]))
    else:
        sc = None
        pt = c.patient(age=(19, 85))
        subj = {"refill": "Prescription refill", "results": "Question about my results", "form": "Form for work",
                "travel": "Travel letter / vaccines"}[kind]
    doc = c.clin("gp")
    nurse = c.clin(r.choice(["nurse", "nurse", "np"]))
    practice = inst.practice(L)
    portal = r.choice(PORTALS[c.code])
    d = Doc()
    lay = r.choice(["thread", "thread", "advice", "econsult"] if c.code in ("UK", "IE") else ["thread", "thread", "advice"])
    sent1 = c.days(-r.randint(0, 2))
    if lay == "econsult":
        d.ln(r.choice(["ONLINE CONSULTATION REQUEST", "Online Consultation - Patient Submission"]))
        d.ln("Submitted: ", c.D(sent1), " ", L.time(r.randrange(6, 23)), "    Reference: ", P("IDNUM", "%s%s" % (L.letters(3), L.digits(7))))
        d.ln("Practice: ", P("HOSPITAL", practice))
        d.ln()
        d.ln("Patient details")
        demographics(d, c, layout="aligned", fields=("name", "dob", "nh", "addr", "phone", "email"))
        d.ln()
        d.ln("Q: What would you like help with?")
        d.ln("A: ", subj)
        d.ln("Q: Please describe the problem in your own words")
        for p in patient_body(c, kind, sc, None)[:2]:
            d.ln("A: ", p)
        d.ln("Q: Have you had any of the following: chest pain, severe breathlessness, heavy bleeding?")
        d.ln("A: No")
        d.ln("Q: How would you like the practice to contact you?")
        d.ln("A: ", r.choice(["Phone call", "Text message", "Email"]), " - ", P("PHONE", pt.mobile), ", ", r.choice(["any time", "after 3pm", "mornings only"]))
        if r.random() < 0.6:
            d.ln("Submission metadata: IP ", P("IPADDR", L.ip()), "; browser session ", P("IDNUM", L.digits(10)))
        d.ln()
        d.ln("---- Practice triage ----")
        d.ln(c.D(), " ", L.time(r.randrange(8, 12)), " reviewed by ", staff_line(c, doc, style=r.choice([0, 2, 3])))
        for p in staff_reply(c, kind, sc, nurse, doc, practice)[1:]:
            d.ln(p)
        d.ln("Outcome: ", r.choice({"acute": ["GP telephone call", "Face-to-face appointment booked", "Self-care advice sent"],
                                     "refill": ["Prescription issued"], "results": ["GP telephone call", "Results letter sent"],
                                     "form": ["Admin - form to GP tray"], "travel": ["Nurse appointment booked"]}[kind]))
        if kind in ("results", "form") and r.random() < 0.7:
            d.ln("Appointment: ", c.DW(c.wdays(r.randint(1, 6)), style=L.short), " ", L.appt_time(), " with ",
                 doc.dr(), " (telephone) - SMS confirmation to ", P("PHONE", pt.mobile))
        d.ln("PMH (record): ", ", ".join(clinical.pmh(c)), ". Repeat meds: ", ", ".join(clinical.meds(c)), ".")
        if r.random() < 0.5:
            clinical.recent_contacts(d, c, header="Recent activity:")
        return d
    if lay == "thread":
        d.ln(portal, " - ", r.choice(["Message Thread", "Secure Message Export", "Conversation"]))
        demographics(d, c, layout=r.choice(["pipes", "inline"]), fields=("name", "mrn", "dob"), sep="  |  ")
        d.ln("Subject: ", subj)
        if r.random() < 0.6:
            d.ln("Thread ID: ", P("IDNUM", L.digits(9)))
        if r.random() < 0.5:
            d.ln("Exported by: ", P("USERNAME", c.clin("clerk").username()), " on ", c.DH(), " ", L.time(r.randrange(8, 18)))
        d.ln("=" * r.choice([40, 48, 56]))
        # message 1 (patient)
        d.ln("From: ", pt.full(), " (patient)")
        d.ln("To: ", r.choice([[doc.dr(full=True), r.choice(["'s care team", " / Care Team", ""])], [P("HOSPITAL", practice), " clinical inbox"]]))
        d.ln("Sent: ", c.DW(sent1, long=r.random() < 0.3), " ", L.time(r.randrange(5, 24)))
        d.ln()
        g = r.choice(GREET)
        d.fl(g.replace("{n}", "{n}"), n=doc.f()) if "{n}" in g else d.ln(g)
        for p in patient_body(c, kind, sc, None):
            d.ln(p)
        d.ln(r.choice(SIGNOFF))
        d.ln(_pt_sign(c))
        if r.random() < 0.5:
            d.ln("[client: ", r.choice(["iOS app", "Android app", "web"]), "; user ", P("USERNAME", pt.username()), "; IP ", P("IPADDR", L.ip()), "]")
        elif r.random() < 0.25:
            d.ln("[login: biometric (face) - enrolment ref ", P("BIOID", "BIO-%s-%s" % (L.letters(2), L.digits(6))), "; user ", P("USERNAME", pt.username()), "]")
        d.ln("-" * 40)
        # message 2 (staff)
        d.ln("From: ", staff_line(c, nurse, style=0))
        h2 = r.randrange(8, 17)
        d.ln("Sent: ", c.DW(c.today, long=False), " ", L.time(h2))
        d.ln()
        for p in staff_reply(c, kind, sc, nurse, doc, practice):
            d.ln(p)
        d.ln()
        d.ln(nurse.full(), ", ", nurse.cred or "RN")
        pa = L.address(unit=False)
        d.ln(P("HOSPITAL", practice), " | ", pa.oneline())
        d.ln("Phone ", P("PHONE", L.phone("landline")), r.choice([" | Fax ", " | F: "]), P("FAX", L.phone("landline")), " | ", P("URL", "www." + inst.domain(L, practice)))
        d.ln(r.choice(["Please do not use this service for urgent problems. In an emergency call " + c.v["emerg"] + ".",
                       "Messages are answered within 2 working days.",
                       "This inbox is monitored on weekdays, 8am-6pm."]))
        if r.random() < 0.6:
            d.ln("-" * 40)
            d.ln("From: ", pt.full(), " (patient)")
            d.ln("Sent: ", c.DW(c.today, long=False), " ", L.time(r.randrange(h2 + 1, 24)))
            d.ln()
            d.ln(r.choice(["Ok thank you, that works for me.", "thanks, will do", "Great, see you then.",
                           "Perfect, thanks for getting back so quickly.", "Thank you!"]))
            if r.random() < 0.4:
                q = c.relative(kind="spouse" if pt.age > 25 else "parent")
                d.ln(r.choice(["My ", "FYI my "]), q.relation, " ", q.g(), r.choice([" will drive me, so I'll be a bit early.",
                                                                                  " may ring on my behalf if I'm at work."]))
            d.ln(_pt_sign(c))
        if kind == "acute" and r.random() < 0.55:
            d.ln("-" * 40)
            d.ln("From: ", doc.dr(full=True), r.choice(["", " (" + (doc.cred or "GP") + ")"]))
            d.ln("Sent: ", c.DW(c.days(1), long=False), " ", L.time(r.randrange(8, 12)))
            d.ln()
            d.ln("Dear ", pt.g(), ",")
            d.ln(r.choice(["I've reviewed your message and the nurse's advice. ", "Just following up on your message. "]),
                 r.choice(["I'm happy with the plan. ", "I'd like to see you in person if things aren't better by the weekend. ",
                           "I've sent a prescription to your usual pharmacy. "]),
                 "If you have any new symptoms, please call the practice on ", P("PHONE", L.phone("landline")), ".")
            d.ln(doc.dr())
        if r.random() < 0.5:
            d.ln("-" * 40)
            d.ln("Internal note (not visible to patient) - ", doc.i_f(), ", ", c.D(), ":")
            d.ln(r.choice(["Agree with plan.", "Reviewed. Rx signed.", "Please add to tomorrow's call-back list.",
                           "Discussed with RN, OK to proceed."]))
        return d
    # advice request encounter (clinician side)
    d.ln(r.choice(["Patient Advice Request", "E-Visit / Portal Message Encounter", "PATIENT MESSAGE - CLINICAL"]))
    d.ln("Encounter date: ", c.D(), "    Encounter #: ", P("ACCOUNT", L.account()))
    demographics(d, c, layout="two", fields=("name", "dob", "age", "sex", "mrn", "phone"))
    d.ln("Provider: ", doc.dr(full=True), "    Dept: ", P("HOSPITAL", practice))
    d.ln()
    d.ln("Message received ", c.D(sent1), " ", L.time(r.randrange(5, 24)), " via ", portal, ":")
    body = patient_body(c, kind, sc, None)
    d.add("\"")
    for i, p in enumerate(body):
        if i:
            d.add(" ")
        d.add(p)
    d.add("\"\n\n")
    d.ln("Chart reviewed. PMH: ", ", ".join(clinical.pmh(c)), ". Current meds: ", ", ".join(clinical.meds(c)), ".")
    d.ln("SH: ", clinical.social_history(c))
    if r.random() < 0.6:
        clinical.recent_contacts(d, c, header="Recent visits:")
    if kind == "acute":
        d.ln("Relevant: ", " ".join(_v(c, s) for s in pick(r, sc["hx"], 2)))
    d.ln()
    d.ln("Response sent:")
    for p in staff_reply(c, kind, sc, nurse, doc, practice):
        d.ln("  ", p)
    d.ln()
    d.ln("Time spent: ", r.choice(["8", "11", "6", "14"]), " minutes. ", r.choice(["Billed as e-visit.", "No charge.", ""]))
    esign(d, c, doc)
    return d


def telemedicine_video(c):
    r = c.r
    L = c.L
    c.today = c.wdays(0)
    chronic = r.random() < 0.6
    if chronic:
        cs = r.choice(content.CHRONIC)
        pt = c.patient(age=(18, 88), sex="F" if cs["key"] in ("contraception", "menopause") else None)
        if cs["key"] == "menopause":
            pt.age = max(pt.age, 45)
        sc = None
    else:
        sc, pt = setup_acute(c, allow_peds=True, max_acuity=2, exclude=("fall", "infant_vomit", "abdo_pain", "chest_pain", "anticoag_bleed"))
        cs = None
    doc = c.clin(r.choice(["gp", "gp", "physician", "np"]))
    practice = inst.practice(L) if r.random() < 0.7 else inst.hospital(L)
    platform = r.choice(PLATFORMS)
    d = Doc()
    t0h = r.randrange(8, 18)
    t0 = L.time(t0h, r.choice([0, 10, 15, 20, 30, 40, 45]))
    mins = r.randint(12, 35)
    lay = r.choice(["us", "us", "soap", "narr"]) if L.us_like else r.choice(["soap", "soap", "narr", "us"])
    others = None
    if pt.age < 16 or pt.age > 80 or r.random() < 0.3:
        others = c.relative()
    title = cs["title"] if cs else _v(c, r.choice(sc["cc"])).capitalize()
    if lay == "us":
        d.ln(r.choice(["TELEHEALTH VIDEO VISIT", "Telemedicine Visit Note", "VIRTUAL VISIT (VIDEO)"]))
        d.ln(P("HOSPITAL", practice))
        d.ln()
        demographics(d, c, layout="lines", fields=("name", "dob", "age", "sex", "mrn"))
        d.ln("Date of service: ", c.D(), "   Start: ", t0, "   Duration: ", str(mins), " min")
        d.ln("Visit #: ", P("ACCOUNT", L.account()))
        d.ln("Provider: ", staff_line(c, doc, style=0), r.choice([" (location: clinic office)", " (provider at home office)", ""]))
        d.ln("Patient location: ", r.choice(["home", "home", "work", "car (parked)"]) if pt.age >= 18 else "home", " - ", pt.addr.oneline())
        d.ln("Callback # if disconnected: ", P("PHONE", pt.mobile))
        d.ln("Platform: ", platform)
        if r.random() < 0.6:
            d.ln("Session ID: ", P("IDNUM", "%s-%s-%s" % (L.digits(3), L.digits(3), L.digits(4))), "  Client IP: ", P("IPADDR", L.ip()))
        d.ln("Consent: verbal consent for telehealth obtained. Identity verified by ",
             r.choice([["name and DOB."], ["photo ID shown to camera (driver licence ", P("LICENSE", L.driver_licence(pt)), ")."],
                       ["biometric face match, ref ", P("BIOID", "FM-%s%s" % (L.letters(2), L.digits(6))), "."], ["name, DOB and address."]]))
        if others:
            d.ln("Also present: ", others.full(), " (", others.relation, ")")
        d.ln()
        d.ln("Chief complaint: ", title)
    elif lay == "soap":
        d.ln(r.choice(["Video consultation", "Video consult", "Telehealth consultation (video)"]), " - ", P("HOSPITAL", practice))
        d.ln(c.DW(long=True, comma=L.us_like), " ", t0, " | ", staff_line(c, doc, style=r.choice([2, 3])))
        d.f("Pt: {n} | {dob} | {nhl}: {nh}\n", n=pt.full(), dob=dob_item(c), nhl=pt.nh[0], nh=P("HEALTHPLAN", pt.nh[1]))
        d.ln("Via ", platform, ". Pt at ", r.choice(["home", "home", "work", "a relative's house"]), " (", pt.addr.town_short(), "). ",
             r.choice(["Consent obtained.", "Verbal consent given.", "Consent + ID confirmed."]),
             r.choice([" Good connection.", " Audio dropped once; reconnected.", " Video quality poor, switched to phone for last 5 min.", ""]))
        if c.code == "AU":
            d.ln("MBS item: ", r.choice(["91800", "91801", "91802"]), " (video)")
        if others:
            d.ln(others.relation.capitalize(), " ", others.g(), " present with consent.")
        d.ln()
    else:
        d.ln(c.D(), " - ", r.choice(["Video call", "Virtual clinic (video)", "Video appointment"]), " with ", pt.tfull(), ", ", c.age_sex(), ".")
        d.ln("Clinician: ", staff_line(c, doc), ". Platform: ", platform, ". Patient joined from ", pt.addr.town_short(), ".")
        d.ln(pt.nh[0], ": ", P("HEALTHPLAN", pt.nh[1]), "   ", pt.mrn[0], ": ", P("MRN", pt.mrn[1]), "   DOB: ", dob_item(c))
        if others:
            d.ln("Joined by ", c.v["his"], " ", others.relation, ", ", others.full(), ".")
        d.ln()
    # body
    if cs:
        hpi = [_v(c, s) for s in pick(r, cs["hpi"], r.randint(2, len(cs["hpi"])))]
        ex = [_v(c, s) for s in cs["exam"]]
        plan = [_v(c, s) for s in pick(r, cs["plan"], r.randint(2, len(cs["plan"])))] + pick(r, content.EXTRA_PLAN, r.randint(0, 2))
    else:
        hpi = [_v(c, s) for s in pick(r, sc["hx"], r.randint(2, len(sc["hx"])))] + [_v(c, s) for s in pick(r, sc["neg"], 2)]
        ex = [r.choice(["Alert, well-appearing, speaking full sentences.", "Looks uncomfortable but not distressed.", "Appears tired, otherwise well."]),
              r.choice(["No increased work of breathing visible.", "Skin colour normal on video.", "Able to walk to camera without difficulty."])]
        plan = [_v(c, s) for s in pick(r, sc["advice"], 2)] + [_v(c, r.choice(sc["dispo"]))]
    ctxs = context_sentences(c, k=r.randint(1, 3), allow=None if sc else ["family", "job", "travel", "prev", "pharmacy", "landmark", "carer", "born"])
    hd = (lambda s: s.upper() + ":") if lay == "us" else (lambda s: s + ":")
    d.ln(hd("HPI" if lay != "narr" else "History"))
    d.ln(" ".join(hpi))
    for s in ctxs:
        d.ln(s)
    d.ln()
    if lay != "narr":
        d.ln(hd("ROS"), " ", " ".join(clinical.ros(c)))
    d.ln(hd("PMH"), " ", "; ".join(clinical.pmh(c)))
    d.ln(hd("Medications"), " ", "; ".join(clinical.meds(c)))
    d.ln(hd("Allergies"), " ", clinical.allergy(c))
    d.ln(hd("Social"), " ", clinical.social_history(c))
    d.ln()
    d.ln(hd("Exam (video)" if lay != "narr" else "Observations"))
    d.ln(" ".join(ex))
    d.ln()
    d.ln(hd("Assessment/Plan" if lay == "us" else "Plan"))
    for i, s in enumerate(plan):
        d.ln(("%d. " % (i + 1)) if lay == "us" else "- ", s)
    if r.random() < 0.5:
        ph = inst.pharmacy(L)
        d.ln("Prescriptions sent to ", P("HOSPITAL", ph), ", ", P("STREET", L.street(allow_unit=False)[0]), ", ", P("CITY", pt.addr.city), ".")
    if r.random() < 0.5:
        if r.random() < 0.5:
            d.ln("Patient education: leaflet emailed to ", P("EMAIL", pt.email), ".")
        else:
            d.ln("Patient education: ", r.choice(["written information sent via portal.", "self-care advice discussed.", "safety-netting advice given verbally."]))
    fu = c.wdays(r.randint(7, 60))
    d.ln(r.choice(["Follow-up: ", "Review: ", "F/U: "]), r.choice([[c.D(fu)], [c.DW(fu, style=L.short)], ["in 4 weeks (", c.D(fu), ")"]]),
         r.choice([" by video.", " in person.", " by phone.", "."]))
    if r.random() < 0.35:
        q = c.clin("nurse")
        d.ln("Referral/task: ", r.choice(["bloods booked with ", "BP check with ", "dressing with "]), staff_line(c, q, style=3),
             " at ", P("HOSPITAL", inst.practice(L) if r.random() < 0.3 else practice), ".")
    d.ln()
    d.ln(" ".join(pick(r, content.TELEHEALTH_ATTEST, r.randint(1, 3))))
    d.ln()
    if lay == "us":
        d.ln("Total time on date of service: ", str(mins + r.randint(3, 10)), " minutes including documentation.")
        esign(d, c, doc, with_lic=r.random() < 0.3)
    elif lay == "soap":
        d.ln(doc.i_f() if r.random() < 0.5 else doc.dr(full=True), r.choice(["", " (video)", " - consult ended " + L.time(t0h + 1)]))
    else:
        d.ln(staff_line(c, doc, with_lic=r.random() < 0.4))
    return d
