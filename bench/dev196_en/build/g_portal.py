"""Genre: patient portal secure-message thread (patient / family <-> orthopaedic or physio team)."""
import clin as K
import core as C
from ctx import Ctx, dname

TOPICS = ["wound", "hep", "worknote", "meds", "proxy", "travel"]


def stamp(n, x, d, lo=6):
    rng = x.rng
    h = rng.randint(lo, 23)
    if x.us:
        t = "%d:%02d %s" % ((h - 1) % 12 + 1, rng.randint(0, 59), "AM" if h < 12 else "PM")
    else:
        t = "%02d:%02d" % (h, rng.randint(0, 59))
    n.f("Sent: {DATE} " + t + "\n", x.d(d) if rng.random() < 0.7 else C.fd_wk(d, x.c, rng))


def portal_thread(rng, country, lower):
    x = Ctx(rng, country, min_age=18, max_age=84)
    n = C.Note(lower)
    topic = rng.choice([t for t in TOPICS if (t != "worknote" or x.age < 67) and (t != "proxy" or x.age >= 55)])
    user = C.slug(x.pt.known) + rng.choice(["", "_", "."]) + C.slug(x.pt.last)[:5] + C.digits(rng, rng.choice([0, 2, 2, 4]))
    in_hosp = rng.random() < 0.6
    team = rng.choice([x.ortho + " Clinic Nurse Line", "Fracture Clinic Inbox", x.ortho + " Surgery Team"] if in_hosp else
                      ["Sports Medicine Team", ("Physical Therapy" if x.us else "Physiotherapy") + " Dept"])
    proc = rng.choice(["knee replacement", "hip replacement", "ankle surgery", "wrist plate", "shoulder surgery"] if x.age >= 50 else
                      ["ACL surgery", "ankle surgery", "wrist plate", "shoulder surgery", "meniscus repair"])
    sdate = C.add(x.visit, -rng.randint(4, 30))
    n.t(rng.choice(["Patient Portal - Secure Messages", "MyHealth Portal :: Message Thread", "Secure Message Conversation"]) + "\n")
    n.f("Thread ID: {IDNUM}\n", rng.choice(["MSG-", "T", ""]) + C.digits(rng, 9))
    n.f("Patient: {PATIENT}  ", x.pt.fl)
    n.f("(portal user: {USERNAME})  ", user)
    n.f("MRN {MRN}\n", x.mrn)
    n.f("Clinic: {HOSPITAL} - " + team + "\n", x.hosp if in_hosp else x.clinic)
    n.t("Subject: " + {"wound": "incision question", "hep": "exercises", "worknote": "note for work", "meds": "pain meds refill",
                       "proxy": "question about my dad" if x.sex == "M" else "question about my mom",
                       "travel": "flying after surgery?"}[topic] + "\n\n")
    d = x.visit
    # first message
    proxy = topic == "proxy"
    if proxy:
        n.f("From: {FAMILY} (proxy for {PATIENT})\n", x.child.fl, x.pt.first)
    else:
        n.f("From: {PATIENT}\n", x.pt.fl if rng.random() < 0.5 else x.pt.known + " " + x.pt.last)
    stamp(n, x, d, 6)
    greet = rng.choice(["Hi,", "Hello there,", "Hi all,", "Good morning,", "hey"])
    n.t(greet + " ")
    if proxy:
        n.f("this is {FAMILY}, " + ("his" if x.sex == "M" else "her") + " " + ("daughter" if x.child.sex == "F" else "son") + ". ", x.child.first)
        n.f("{PATIENT} had " + x.his() + " " + proc + " on {DATE} with ", x.pt.known, C.fd_short(sdate, x.c))
        dname(n, x.surg, rng, "title_last")
        n.t(" and " + x.he() + "'s " + rng.choice(["not eating much", "very sleepy on the oxy", "a bit confused at night", "not using the walker"]) + ". ")
        n.t("Is that normal? I'm staying with " + x.him() + " at ")
        x.addr.write(n, rng)
        n.f(" - best number is {PHONE}.\n", x.kin_phone)
    elif topic == "wound":
        n.f("it's {PATIENT} again. I'm day " + str((x.visit - sdate).days) + " after my " + proc + " (done {DATE}). ", x.pt.known, x.d(sdate))
        n.t("The bottom of the incision is " + rng.choice(["a bit red and warm", "leaking clear fluid onto the dressing", "itchy and the glue is peeling"]) +
            ". Temp this morning " + rng.choice(["99.1", "100.2", "98.6"] if x.us else ["37.4", "37.9", "36.8"]) + ". Photo attached (IMG_" + C.digits(rng, 4) + ".jpg).\n")
    elif topic == "hep":
        n.t("quick question on the exercises ")
        n.f("{DOCTOR}", x.physio.first)
        n.t(" gave me - the " + rng.choice(["heel slides", "banded rows", "step-downs", "Nordic curls"]) + " are really sore on the " + x.side() +
            " side. Should I push through or stop? Next appt is ")
        n.f("{DATE}.\n", C.fd_wk(C.add(x.visit, rng.randint(2, 9)), x.c, rng))
    elif topic == "worknote":
        n.f("my boss at {ORGANIZATION} needs a note saying I can't do ladders until I'm cleared. ", x.employer)
        n.f("I work as a {PROFESSION}. Can you fax it to {FAX}? Attn {FAMILY} in HR. Thanks!\n", x.prof,
            C.phone(rng, country, x.addr.area), C.make_person(rng, country, nick_p=0).fl)
    elif topic == "meds":
        n.f("I'm nearly out of the " + rng.choice(["oxycodone", "tramadol", "celecoxib", "naproxen"]) + ". Can a refill be sent to {HOSPITAL} on {STREET}? ",
            x.pharm, x.addr.street.split(",")[0])
        n.t("Pain is " + str(rng.randint(3, 7)) + "/10 mostly at night.\n")
    else:
        n.f("we booked a trip to {COUNTRY} leaving {DATE} (" + rng.choice(["6 hr", "9 hr", "3 hr"]) + " flight). ", x.abroad,
            x.d(C.add(x.visit, rng.randint(10, 40))))
        n.t("I had my " + proc + " ")
        n.f("on {DATE}. Is it safe? Do I need a letter for airport security because of the implant?\n", x.d(sdate))
    n.t("\n")
    # reply
    resp = x.physio if topic == "hep" else rng.choice([x.nurse, x.pa, x.jun] if topic in ("meds", "wound") else [x.nurse, x.pa])
    n.t("From: ")
    n.f("{DOCTOR}, " + resp.cred + " (" + team + ")\n", resp.fl if rng.random() < 0.6 else resp.fi_last)
    stamp(n, x, C.add(d, 1), 8)
    hi = x.pt.known if not proxy else x.child.first
    n.f(rng.choice(["Hi {PATIENT},", "Dear {PATIENT},", "Hello {PATIENT},"]) + " " if not proxy else rng.choice(["Hi {FAMILY},", "Dear {FAMILY},"]) + " ", hi)
    if topic == "wound":
        n.t("thanks for the photo. Some redness is common but " + rng.choice(["please come to the wound clinic tomorrow", "we'd like to see you today"]) + ". ")
        n.f("Please call {PHONE} to book, or go to the ED if the fever is over " + ("101" if x.us else "38") + ".", x.hphone)
    elif topic == "hep":
        n.t("mild soreness (up to 4/10) that settles within 24 hours is OK. Drop to 2 sets for now; we'll progress at your visit. ")
        n.f("Video refresher: {URL}", rng.choice(["https://", "www."]) + "rehab." + rng.choice(["example.org", "example.com"]) + "/videos/" +
            rng.choice(["heel-slides", "step-down", "banded-row", "nordics"]))
    elif topic == "worknote":
        n.f("the note has been signed by ", )
        dname(n, x.surg, rng, "title_last")
        n.f(" and faxed today. A copy is in your documents tab (doc ID {IDNUM}).", "DOC" + C.digits(rng, 7))
    elif topic == "meds":
        n.t("we've sent a " + rng.choice(["7-day", "5-day", "final"]) + " supply. Please start tapering; see the plan in your after-visit summary.")
    elif topic == "proxy":
        n.t("thanks for letting us know. Tiredness and a poor appetite are common in the first weeks, but we would like " + x.him() + " checked - ")
        n.f("please have " + x.him() + " seen by the GP today" if not x.us else "please call our nurse line at {PHONE} right away", *([] if not x.us else [x.hphone]))
        n.t(". We have updated " + x.his() + " chart. Proxy access is on file until ")
        n.f("{DATE}.", x.d(C.add(x.visit, 365)))
    else:
        n.t("flying is generally fine after 6 weeks; keep mobile and wear compression stockings. No letter is needed - implants rarely trigger scanners now. ")
        n.f("Implant card: serial {DEVICE}.", "SN" + C.digits(rng, 8))
    n.t("\n\n")
    if rng.random() < 0.7:
        n.t("From: ")
        if proxy:
            n.f("{FAMILY}\n", x.child.first)
        else:
            n.f("{PATIENT}\n", x.pt.known)
        stamp(n, x, C.add(d, 2), 7)
        n.t(rng.choice(["ok thank you!!", "Thanks, will do.", "great, appreciate it.", "Perfect - see you then."]))
        if rng.random() < 0.45:
            n.f(" Could I come in on {DATE} " + rng.choice(["instead?", "afternoon?", "morning if there's a slot?"]),
                rng.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]))
        if rng.random() < 0.5:
            n.f(" My new email is {EMAIL} btw.", x.email if not proxy else C.slug(x.child.first) + "." + C.slug(x.child.last) + "@example.com")
        n.t("\n")
    n.t("\n")
    k = rng.randrange(3)
    if k == 0:
        n.f("-- Message routed by {USERNAME}; pool " + team + "\n", C.slug(x.nurse.first[0] + x.nurse.last))
    elif k == 1:
        n.f("Client IP (logged): {IPADDR}\n", x.ip)
    return n
