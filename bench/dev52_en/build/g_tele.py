"""Genre 1: telehealth visit notes and patient-portal message threads."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL

SCEN = [
    ("cough and fever", "Reports {d} days of productive cough, subjective fevers to 38.4 and mild pleuritic discomfort R side. "
     "No haemoptysis. Household contact with similar illness. Took {para} with some relief.",
     "Likely community-acquired LRTI vs viral bronchitis. CURB-65 0. Not hypoxic by home oximeter.",
     ["Doxycycline 100 mg BID x5 days sent to pharmacy", "Return precautions reviewed: SOB, chest pain, confusion",
      "CXR if not improving in 48-72h"]),
    ("BP follow-up", "Home BP log reviewed on screen: averages 148/92 mornings, 138/86 evenings over {d} days. "
     "Adherent to amlodipine. Occasional ankle swelling. No headaches.",
     "Hypertension, suboptimally controlled on monotherapy.",
     ["Add lisinopril 10 mg daily", "BMP in 1-2 weeks (K, creatinine)", "Continue home monitoring, upload readings to portal"]),
    ("low mood", "PHQ-9 today 16, GAD-7 12. Sleeping 4-5 h. Denies SI/HI. Struggling since job change. "
     "Started sertraline 50 mg {d} weeks ago, nausea settling.",
     "Moderate depressive episode, partial response.",
     ["Increase sertraline to 100 mg daily", "Referral to talking therapies / psychology", "Safety plan reviewed; crisis line given"]),
    ("rash on forearm", "Photo uploaded via portal shows 4 cm annular erythematous plaque with central clearing, L forearm. "
     "Pruritic x{d} days. New cat at home.",
     "Tinea corporis likely.",
     ["Clotrimazole 1% cream BID x2-4 weeks", "Review photo in 2 weeks via portal"]),
    ("diabetes review", "CGM download reviewed: time in range 58%, mean glucose 9.8 mmol/L, 2 lows overnight. "
     "HbA1c last 8.4%. Diet variable on shift work ({d} nights/week).",
     "T2DM suboptimal control with nocturnal hypoglycaemia.",
     ["Reduce glargine by 2 units", "Continue metformin 1 g BD", "Dietitian referral", "Repeat HbA1c 3 months"]),
    ("UTI symptoms", "Dysuria and frequency x{d} days, no fever, no flank pain, not pregnant (LMP 2 weeks ago).",
     "Uncomplicated cystitis.", ["Nitrofurantoin 100 mg BID x5 days", "Urine culture kit dropped at front desk"]),
    ("post-op check", "Day 10 after laparoscopic cholecystectomy. Wounds viewed on camera: clean, dry, steri-strips intact. "
     "Pain 2/10, off opioids. Eating normally.", "Uncomplicated post-operative course.",
     ["Remove strips at 14 days", "Return to light duties in 1 week", "Surgical clinic only if concerns"]),
    ("medication refill & ADHD check", "Parent reports improved school reports on methylphenidate. Appetite reduced at lunch, "
     "weight stable per home scale. Sleep onset ~{d}0 min.", "ADHD, combined type, responding well.",
     ["Continue methylphenidate ER 36 mg", "Weight and BP at in-person visit in 3 months"]),
    ("knee pain", "R knee pain after slipping on stairs {d} days ago. Able to weight bear; swelling improving. "
     "Ottawa knee rules: negative on video exam (patient able to flex >90, walk 4 steps).",
     "Likely MCL sprain.", ["RICE, NSAID if no contraindication", "Physio referral", "X-ray if not improving"]),
]

PLATFORMS = ["Zoom for Healthcare", "Doxy-style video room", "Teams", "the clinic video platform", "phone (audio only)",
             "Healthdirect video call", "Attend Anywhere", "OTN video"]


def _portal_domain(rng, c):
    slug = ascii_slug(c.hosp.split()[0])[:10]
    return rng.choice(["mychart.%s.example.org" % slug, "portal.%s.example.org" % slug,
                       "www.%s-health.example.com/patient" % slug, "%s.example.net/myhealth" % slug])


def telehealth_note(rng, c):
    sc = rng.choice(SCEN)
    t = c.t
    plat = rng.choice(PLATFORMS)
    if c.loc == "GB":
        plat = rng.choice(["Attend Anywhere", "AccuRx video", "telephone"])
    vurl = "https://" + _portal_domain(rng, c) + "/visit/" + fmt_id(rng, "@@@-####-@@")
    lines = []
    head = rng.choice(["TELEHEALTH VISIT NOTE", "Virtual Visit - Progress Note", "VIDEO CONSULTATION",
                       "Telemedicine Encounter", "Telephone consultation"])
    lines.append(hosp(c.clinic if rng.random() < 0.6 else c.hosp))
    lines.append(head)
    lines.append("")
    ids = c.nhs_or_mrn_header()
    if rng.random() < 0.5:
        lines.append("Patient: %s    DOB: %s    %s: %s" % (c.ptname(0.0), c.dobs(), ids[0][0], ids[0][1]))
        if len(ids) > 1:
            lines.append("%s: %s" % ids[1])
    else:
        lines.append("Name: %s" % pt(c.pt.last_first(upper=True)))
        lines.append("DOB: %s (%s)" % (c.dobs(), c.age_str()))
        for k, v in ids:
            lines.append("%s: %s" % (k, v))
    lines.append("Date of service: %s %s" % (c.d(), ftime(rng)))
    lines.append("Visit type: %s" % plat)
    if rng.random() < 0.5 and "phone" not in plat:
        lines.append("Video link: %s" % url(vurl))
    lines.append("Provider: %s" % c.md.sig())
    pa = c.addr
    lines.append("Patient location: %s, %s%s" % (rng.choice(["home", "home", "work", "car (parked)", "daughter's house"]),
                                                city(pa["city"]),
                                                (", " + state(pa["abbr"])) if pa["abbr"] else ""))
    lines.append("Provider location: %s" % rng.choice(["clinic office", "home office", hosp(c.hosp)]))
    lines.append("")
    who = ""
    if rng.random() < 0.6:
        who = " %s %s joined the call with patient's permission." % (c.rel.capitalize(), fam(c.fam.full()))
    lines.append("Consent: Verbal consent for %s visit obtained. Identity confirmed with full name and date of birth.%s"
                 % ("telephone" if "phone" in plat else "video", who))
    lines.append("")
    lines.append("CHIEF COMPLAINT: %s" % sc[0])
    lines.append("")
    hpi = "%s is a %s %s who %s. " % (c.ptname(0.85 if rng.random() < 0.5 else 0.7), c.age_str(),
                                      "woman" if c.pt.sex == "F" else "man",
                                      rng.choice(["presents via video", "is seen by telehealth today",
                                                  "calls in", "requested a virtual appointment"]))
    hpi += sc[1].format(d=rng.randint(2, 9), para=t["para"])
    if rng.random() < 0.7:
        hpi += " Works as a %s at %s." % (prof(c.job), org(c.employer))
    if rng.random() < 0.4:
        hpi += " Last seen in person on %s." % c.d(-rng.randint(30, 400))
    lines.append("HPI: " + hpi)
    lines.append("")
    lines.append("PMH: " + "; ".join(rng.sample(clin.PROBLEMS, 3)))
    lines.append("Medications:")
    for m in clin.med_list(rng, rng.randint(3, 6), c.loc):
        lines.append("  - " + m)
    lines.append("FHx: " + fam_hx(rng, c))
    if rng.random() < 0.7:
        lines.append("Health maintenance: " + health_maint(rng, c))
    lines.append("Allergies: " + rng.choice(["NKDA", "penicillin (rash)", "sulfa - hives", "nil known", "codeine (vomiting)"]))
    if rng.random() < 0.6:
        lines.append("Social: lives with %s %s in %s. %s" % (c.rel, fam(c.fam.first), city(c.addr["city"]),
                                                             rng.choice(["Non-smoker.", "Ex-smoker, 20 pack-years.",
                                                                         "Drinks 6-8 units/week.", "Vapes daily."])))
    if rng.random() < 0.5:
        lines.append("Travel: returned from %s on %s." % (country(rng.choice(PL.COUNTRIES)), c.d(-rng.randint(5, 30))))
    lines.append("")
    lines.append("ROS: " + " ".join(rng.sample(clin.ROS_NEG, 4)))
    lines.append("")
    vs = clin.vitals(rng, c.loc)
    src = rng.choice(["patient-reported", "home device", "per home cuff"])
    if rng.random() < 0.35:
        dsn = device_sn(rng)
        lines.append("Vitals (%s, %s SN %s): %s" % (src, rng.choice(["Omron-type BP cuff", "Bluetooth BP monitor",
                                                                 "pulse oximeter", "CGM reader"]), dev(dsn), vs))
    else:
        lines.append("Vitals (%s): %s" % (src, vs))
    lines.append("Exam (video-limited): " + " ".join(rng.sample(clin.EXAM, 3)))
    lines.append("")
    lines.append("ASSESSMENT: " + sc[2])
    lines.append("PLAN:")
    for i, p in enumerate(sc[3], 1):
        lines.append("%d. %s" % (i, p))
    lines.append("%d. Rx sent to %s, %s" % (len(sc[3]) + 1, hosp(c.pharm), tel(fphone(rng, c.loc, mobile=False))))
    lines.append("%d. Follow-up %s on %s" % (len(sc[3]) + 2, rng.choice(["video", "in clinic", "by phone"]),
                                               c.d(rng.randint(7, 42))))
    lines.append("")
    lines.append("Education: " + rng.choice([
        "Discussed diagnosis, expected course and red-flag symptoms. Written information sent via portal. Patient verbalised understanding using teach-back.",
        "Reviewed medication purpose, dose and common side effects. Advised to keep a symptom diary and upload home readings weekly.",
        "Counselled on limitations of virtual examination; in-person review offered and declined. Agreed to attend urgent care if worse.",
    ]))
    if rng.random() < 0.5:
        lines.append("Interpreter: %s via %s, interpreter ID %s." % (rng.choice(["Portuguese", "Cantonese", "Somali", "Tagalog", "Farsi", "Polish"]),
                                                                    rng.choice(["phone line", "video"]), idn(fmt_id(rng, "#####"))))
    lines.append("")
    lines.append("Best contact: %s (mobile)%s" % (c.ph(mobile=True),
                                                 (", email " + email(c.email)) if rng.random() < 0.6 else ""))
    lines.append("Total time: %d minutes, >50%% counselling." % rng.randint(12, 40))
    lines.append("")
    tail = rng.random()
    if tail < 0.4:
        lines.append("Electronically signed by %s on %s %s" % (c.md.sig(), c.d(), ftime(rng)))
    elif tail < 0.7:
        lines.append("%s\n%s\n%s" % (c.md.sig(), hosp(c.clinic), c.ph(ext=rng.random() < 0.5)))
    else:
        lines.append("Dictated by: %s  Transcribed by: %s  D: %s  T: %s" % (
            dr(c.md.full()), dr(c.rn.initials(False).lower()), c.d(), c.d(1)))
    if rng.random() < 0.4:
        lines.append("cc: %s (%s), %s" % (c.md2.ref(), t["gp"], c.fx() if rng.random() < 0.5 else hosp(clinic_name(rng, c.loc))))
    return "\n".join(lines)


SUBJECTS = ["Question about my new medication", "Test results?", "Refill request", "side effects", "Appointment change",
            "Forms for work", "blood pressure readings", "still coughing", "sick note please", "My mother's care plan"]

PT_MSGS = [
    "Hi {doc}, I started the {med} on {d1} and since then I've had an upset stomach most mornings. Is this normal? "
    "Should I keep taking it? I have a shift on {d2} and don't want to be sick at work.",
    "hello, this is {fam} writing for my {rel} {ptf}. {ptf_s} has been more confused since {d1} and isn't eating much. "
    "Can someone call me on {ph}? I am home after 3pm.",
    "Hi, could I please get a refill of my {med}. I use {pharm}. Also my address changed to {addr}. thanks {ptf}",
    "Good morning. I need a letter for {emp} saying I was unwell {d1} to {d2}. My manager {boss} asked for it by Friday. "
    "Email is fine: {em}",
    "hi doc my readings this week were 152/94, 147/90, 160/98. feeling ok just headaches in the morning. "
    "my {rel} {fam} says i should come in? - {ptf}",
    "Dear care team, I saw my results on the portal from {d1} and my {lab} is flagged high. What does that mean? "
    "I am travelling to {ctry} on {d2} for 3 weeks. Thank you, {ptfull}",
]


def portal_thread(rng, c):
    lines = []
    dom = _portal_domain(rng, c)
    lines.append(rng.choice(["Patient Portal - Message Thread", "MyHealth Secure Messaging", "PORTAL MESSAGE LOG",
                             "Patient Gateway > Messages > Conversation"]))
    lines.append("Printed from %s on %s" % (url(dom), c.d(rng.randint(1, 10))))
    h0 = c.nhs_or_mrn_header()[0]
    lines.append("Thread #%s   Patient: %s   %s: %s" % (idn(fmt_id(rng, "########")), c.ptname(rng.choice([0.0, 0.5])),
                                                       h0[0], h0[1]))
    lines.append("DOB %s   Preferred: %s" % (c.dobs(), c.ph(mobile=True)))
    lines.append("=" * 60)
    n = rng.randint(4, 7)
    off = 0
    pt_msgs = rng.sample(PT_MSGS, len(PT_MSGS))
    med = rng.choice(clin.MEDS)[0]
    rn_user = c.rn.username()
    for i in range(n):
        off += rng.randint(0, 2)
        patient_turn = (i % 2 == 0)
        lines.append("")
        if patient_turn:
            sender = fam(c.fam.full()) + " (proxy)" if rng.random() < 0.25 else pt(c.pt.full())
            lines.append("From: %s <%s>" % (sender, email(c.email)))
            lines.append("To: %s care team" % (dr(c.md.full()) + "'s" if rng.random() < 0.5 else hosp(c.clinic)))
        else:
            who = rng.choice([c.rn, c.md, c.rn2])
            lines.append("From: %s [user: %s]" % (who.sig(), usr(who.username() if who is not c.rn else rn_user)))
            lines.append("To: %s" % pt(c.pt.full()))
        lines.append("Sent: %s %s" % (c.d(off, rng.choice(["wlong", "mdy", "dmy", "iso", "wshort", "dlong"] if c.loc in ("US", "CA")
                                                          else ["dmy", "dlong", "wdlong", "iso", "dmy2"])), ftime(rng)))
        if i == 0:
            lines.append("Subject: %s" % rng.choice(SUBJECTS))
        lines.append("-" * 40)
        if patient_turn:
            tpl = pt_msgs[(i // 2) % len(pt_msgs)]
            boss = Person(rng)
            body = tpl.format(doc=("Dr " + dr(c.md.last)), med=med, d1=c.d(off - rng.randint(2, 10), "dmonname"),
                              d2=c.d(off + rng.randint(2, 14), "dmonname"), fam=fam(c.fam.first), rel=c.rel,
                              ptf=pt(c.pt.first), ptf_s=rng.choice(["He", "She"]) if False else pt(c.pt.first),
                              ph=tel(c.mobile), pharm=hosp(c.pharm), addr=addr_block(rng, make_address(rng, c.loc), oneline=True),
                              emp=org(c.employer), boss=fam(boss.full()), em=email(c.email),
                              lab=rng.choice(["ALT", "creatinine", "TSH", "glucose", "cholesterol"]),
                              ctry=country(rng.choice(PL.COUNTRIES)), ptfull=pt(c.pt.full()))
            if rng.random() < 0.4:
                body = body.lower()
            lines.append(body)
        else:
            body = rng.choice([
                "Thank you for your message, %s. I have discussed with Dr %s. It is common to have some nausea in the first "
                "2 weeks; please take it with food. If vomiting or unable to keep fluids down, call us on %s." % (
                    pt(c.pt.first), dr(c.md.last), tel(fphone(rng, c.loc, mobile=False, ext=rng.random() < 0.4))),
                "Hi %s, your refill has been sent to %s. It should be ready after 4pm. Please book a medication review "
                "before %s." % (pt(c.pt.first), hosp(c.pharm), c.d(off + 60, "monyr")),
                "Hello. Dr %s has reviewed your results from %s. The value is only mildly raised and we will repeat it in 6 weeks. "
                "A lab form has been placed; order #%s." % (dr(c.md.last), c.d(off - 3), idn(fmt_id(rng, "@#######"))),
                "Hi - I tried calling %s at %s but no answer, left a voicemail. Our triage line is %s. If symptoms worsen "
                "please attend %s." % (fam(c.fam.first), tel(c.mobile), tel(fphone(rng, c.loc, mobile=False)), c.t["ae"]),
                "Your work note is attached (PDF). It covers %s to %s. Regards, %s" % (
                    c.d(off - 5), c.d(off + 2), c.rn.sig()),
            ])
            lines.append(body)
            if rng.random() < 0.5:
                lines.append("")
                lines.append("%s | %s | %s" % (hosp(c.clinic), c.ph(), email("care.team@" + dom.split("/")[0].replace("www.", ""))))
    lines.append("")
    lines.append("=" * 60)
    lines.append("Thread attachments: %s" % rng.choice(["photo_%s.jpg (uploaded by patient)" % digits(rng, 4), "BP_log.pdf", "none",
                                                           "work_note_%s.pdf" % digits(rng, 5)]))
    lines.append("Patient portal account: %s, last login %s from %s" % (usr(c.pt.username()), c.d(off), ip(private_ip(rng))))
    if rng.random() < 0.6:
        lines.append("Proxy access: %s (%s), granted %s, expires %s" % (fam(c.fam.full()), c.rel, c.d(-rng.randint(90, 700)), c.d(rng.randint(90, 700))))
    lines.append("Routing: %s -> %s pool; closed by %s on %s" % (usr(rn_user), rng.choice(["RN triage", "MA", "Refill"]),
                                                                 usr(c.md.username()), c.d(off + 1)))
    return "\n".join(lines)


def gen(rng, c):
    if rng.random() < 0.55:
        return telehealth_note(rng, c)
    return portal_thread(rng, c)
