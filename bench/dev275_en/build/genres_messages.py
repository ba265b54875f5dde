"""Genres: patient portal messages; telephone encounters."""
import clinical as cl
import phi
from blocks import (address, baby_ref, doctor_ref, dt, holiday, mrn_label, mum_ref, partner_ref, plus, signature, staff_ref, tm,
                    weekday)
from case import baby_age_items
from doc import Doc, P

PORTAL = ["MyHealth Connect", "Patient Portal", "FamilyLink messages", "CarePortal", "Secure Messaging", "MyChart-style inbox"]

MEDS = ["flucloxacillin", "sertraline", "codeine", "pseudoephedrine", "fluconazole", "the combined pill", "prednisolone",
        "cetirizine"]

THREADS = [
    ("Feeding all evening",
     "Hi, since {date} {b} has been feeding every hour in the evenings and I'm worried I don't have enough milk. "
     "{he} has {n} wet {nap} a day. Is this normal or should we start formula? Thanks",
     "Cluster feeding in the evening is very common at this age and is how babies build supply. As long as output and weight "
     "are good, formula isn't needed. If you'd like a weight check, call us on {phone}."),
    ("Sore nipples again",
     "Hello, my nipples are still cracked and bleeding even after the tongue tie was cut. The pain is about 7/10. "
     "Should I keep using the shield? {p} thinks I should just stop.",
     "Sorry to hear it's still sore. Healing can take 1-2 weeks after division. Please book a feed observation - I'd like to "
     "watch a full feed. Keep using the shield if it helps for now."),
    ("Going back to work",
     "Hi there - I go back to work as a {job} on {date} and need to build a freezer stash. How much should I be pumping and when? "
     "Also is the {pump} ok for that?",
     "Great question. Start pumping once a day ~2 weeks before ({date} would be ideal), after the first morning feed. "
     "Aim for about 1 oz (30 mL) per hour you're apart. The {pump} is fine. See our handout: {url}"),
    ("Pump not working",
     "The pump I borrowed (serial {serial}) keeps losing suction after 5 minutes. Can I swap it?",
     "Thanks for letting us know - please bring it in and we'll swap it for another unit. Any of the team can do this."),
    ("Medication while breastfeeding",
     "I've been prescribed {med} by my GP. Is it safe while breastfeeding {b}?",
     "That medication is generally considered compatible (LactMed / Hale L2). Watch baby for drowsiness or poor feeding "
     "and let us know."),
    ("Thank you!",
     "Just wanted to say thank you to the team. {b} is now {n} weeks old and exclusively breastfed which I never thought "
     "would happen!",
     "Thank you so much for your lovely message! We've passed it on to the whole team."),
    ("Blood in milk??",
     "Noticed some pink streaks in my expressed milk this morning (cracked nipple on L). Is it safe to give to baby?",
     "A small amount of blood is not harmful to baby, but may cause dark stools or spit-up. Let's look at the latch to "
     "help healing - can you come in on {date}?"),
    ("Weight check",
     "Hi, we were told to weigh again on {date}. Can we do it at the clinic near {city} instead?",
     "Yes, you can attend the drop-in there instead - bring the baby's health record and we'll update the chart."),
    ("Is this thrush",
     "white patches inside {b}'s cheeks that don't wipe off and my nipples are burning after every feed. thrush??",
     "That does sound like it could be thrush. Please see your GP/doctor for you both to be treated at the same time "
     "(oral gel for baby + cream for you). Keep feeding."),
    ("Donor milk question",
     "The NICU said {b} might get donor milk. Is it safe? Where does it come from?",
     "Donor milk comes from screened donors (blood tests, health questionnaire) and is pasteurised and tested before use. "
     "Happy to talk it through - call {phone}."),
]


def _fill(rng, d, c, text, date, future=False):
    parts = text.split("{")
    d.add(parts[0])
    for part in parts[1:]:
        key, rest = part.split("}", 1)
        if key == "date":
            d.add(dt(rng, c, plus(date, rng.randint(1, 12) if future else rng.randint(-6, 20)), rng.choice(["short", "wd", "text", "num"])))
        elif key == "b":
            d.add(c.baby.nm(rng, "first"))
        elif key == "he":
            d.add("He" if c.baby.sex == "M" else "She")
        elif key == "n":
            d.add(str(rng.randint(4, 9)))
        elif key == "nap":
            d.add(c.word("nappies"))
        elif key == "p":
            d.add(c.partner.nm(rng, "first") if c.partner is not None else "My mum")
        elif key == "job":
            d.add(P(c.mum_job, "PROFESSION"))
        elif key == "pump":
            d.add(rng.choice(cl.PUMP_MODELS))
        elif key == "serial":
            d.add(P(phi.serial_bare(rng), "DEVICE"))
        elif key == "med":
            d.add(rng.choice(MEDS))
        elif key == "city":
            d.add(P(c.addr.city, "CITY"))
        elif key == "phone":
            d.add(P(phi.phone(rng, c.c, "land"), "PHONE"))
        elif key == "url":
            d.add(P(phi.url(rng, c.clinic), "URL"))
        else:
            raise KeyError(key)
        d.add(rest)


def gen_portal(rng, c):
    d = Doc()
    date = c.days_after(rng, 3, 120)
    user = phi.username(rng, c.mum.first, c.mum.last)
    d.line("{} - {}", rng.choice(PORTAL), rng.choice(["Message thread", "Conversation", "Inbox", "Message detail"]))
    thread = rng.sample(THREADS, 3)
    d.line("Subject: {}", thread[0][0])
    who = rng.choice([(c.baby, c.baby_mrn), (c.mum, c.mum_mrn)])
    d.line("Patient: {}   {} {}", who[0].nm(rng, rng.choice(["LF", "full"])), mrn_label(rng), P(who[1], "MRN"))
    d.nl()
    k = rng.randint(1, 3)
    cur = date
    for i in range(k):
        d.line("From: {} ({})", c.mum.nm(rng, rng.choice(["full", "full", "first"])), P(user, "USERNAME"))
        d.line("To: {}", rng.choice(["Lactation Services", "Infant Feeding Team", "Breastfeeding Clinic pool"]) if rng.random() < 0.5
               else [staff_ref(rng, c.lc, "cred")])
        d.line("Sent: {} {}", dt(rng, c, cur, rng.choice(["num", "wd", "text"])), tm(rng, c))
        d.nl()
        body = thread[i][1]
        if rng.random() < 0.3:
            body = body.lower()
        _fill(rng, d, c, body, cur)
        d.nl()
        if rng.random() < 0.5:
            if rng.random() < 0.5:
                d.line("{}", rng.choice(["Thanks", "thx", "Cheers", "Thank you!"]))
            else:
                d.line("{} {}", rng.choice(["-", "Thanks,", "x"]), c.mum.nm(rng, rng.choice(["first", "nick"])))
        d.nl()
        d.line("-" * 30)
        rep = plus(cur, rng.randint(0, 2))
        d.f("From: ")
        d.add(staff_ref(rng, rng.choice([c.lc, c.lc2]), "cred"))
        d.nl()
        d.line("Sent: {} {}", dt(rng, c, rep, rng.choice(["num", "wd", "text"])), tm(rng, c))
        d.nl()
        d.add(rng.choice(["Hi ", "Dear ", "Hello "]), c.mum.nm(rng, "first"), ",")
        d.nl(2)
        _fill(rng, d, c, thread[i][2], rep, future=True)
        d.nl(2)
        if rng.random() < 0.5:
            d.line("{}", rng.choice(["If baby is unwell or you are worried, please call us or seek urgent care - this inbox is not monitored "
                                      "after hours.", "This message was sent from a secure system. Please do not reply with urgent concerns."]))
        d.line("-" * 30)
        cur = plus(rep, rng.randint(1, 6))
    d.nl()
    d.line("[audit] msg id {} | session ip {} | client {}", P(phi.idnum(rng, "message", date.year), "IDNUM"), P(phi.ip(rng), "IPADDR"),
           rng.choice(["iOS app 5.2.1", "Android 14 app", "web (Chrome 121)", "web (Safari)"]))
    if rng.random() < 0.4:
        d.line("Portal: {}", P(phi.url(rng, c.hosp, "portal"), "URL"))
    return d


TRIAGE = [
    "Fever? {}  Wet {} in 24h: {}  Stools: {}  Jaundice worse? {}  Vomiting? {}",
]


def gen_phone(rng, c):
    d = Doc()
    date = c.days_after(rng, 2, 90)
    caller_kind = rng.choice(["mum", "mum", "mum", "partner", "gran"])
    d.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Advice Record", "Phone call - infant feeding", "TELEPHONE TRIAGE NOTE",
                       "Phone Note"]))
    d.line("Date: {}  Time: {}   Encounter #: {}", dt(rng, c, date, rng.choice(["num", "full", "wd"])), tm(rng, c), P(c.acct, "ACCOUNT"))
    d.f("Patient: {}  DOB {}  ", c.baby.nm(rng, rng.choice(["LF", "full"])), dt(rng, c, c.birth, "num"))
    d.line("{} {}", mrn_label(rng), P(c.baby_mrn, "MRN"))
    d.f("Caller: ")
    if caller_kind == "mum" or (caller_kind == "partner" and c.partner is None):
        d.add(c.mum.nm(rng, rng.choice(["full", "first"])), " (mother)")
    elif caller_kind == "partner":
        d.add(c.partner.nm(rng, "full"), " (", "father" if c.partner.sex == "M" else "partner", ")")
    else:
        d.add(c.gran.nm(rng, "full"), " (maternal grandmother)")
    d.line("   Call back: {}", P(rng.choice([c.mobile, c.home]), "PHONE"))
    d.line("ID verified: name + DOB + {}", rng.choice(["address", "postcode", "ZIP", "MRN"]))
    d.nl()
    reason, pkey = rng.choice([("painful breast, red patch, fever since last night", "mastitis"),
                               ("baby not interested in feeding, sleepy", "loss"),
                               ("only 2 wet %s today" % c.word("nappies"), "loss"), ("nipple shield - how to wean off", "latch"),
                               ("how to store EBM for daycare", None),
                               ("white spots in baby's mouth, burning nipples", None),
                               ("pump loan return - extension request", None),
                               ("wants to restart BF after 2 weeks FF (relactation)", "low"),
                               ("baby screaming at breast, pulling off", "over"), ("cracked bleeding nipples", "trauma")])
    d.line("Reason for call: {}", reason)
    age = (date - c.birth).days
    d.f("Baby is ")
    d.add(baby_age_items(rng, age))
    d.line(", {}.", rng.choice(["EBF", "mixed fed", "BF + EBM", "on EBM only"]))
    d.line("Fever? {}  Wet {} 24h: {}  Stools: {}  Jaundice worse? {}  Vomiting? {}", rng.choice(["N", "Y 38.4", "N"]), c.word("nappies"),
           rng.randint(1, 9), rng.choice(["yellow x3", "none 2 days", "green", "normal"]), rng.choice(["N", "N", "unsure"]),
           rng.choice(["N", "possets only", "N"]))
    if rng.random() < 0.4:
        d.line("Mum: {} {}", rng.choice(["T 38.6C, chills, aches.", "no fever.", "feels well.", "very tired, tearful."]),
               rng.choice(["", "Breast: hot wedge R upper outer.", "Nipple cracked L."]))
    d.nl()
    d.line("Advice given: {}", " ".join(cl.plan_items(rng, c, rng.randint(2, 3), pkey)))
    d.line("{}", cl.red_flags(rng, c))
    disp = rng.random()
    d.f("Disposition: ")
    if disp < 0.35:
        d.line("same-day appt at {} {} with {}", P(c.clinic, "HOSPITAL"), tm(rng, c), staff_ref(rng, c.lc, "plain"))
    elif disp < 0.55:
        d.f("GP today - message sent to ")
        d.add(doctor_ref(rng, c.gp))
        d.line(" at {}", P(c.gp_practice, "HOSPITAL"))
    elif disp < 0.65:
        d.line("advised ED / urgent care now; caller agreed.")
    elif disp < 0.8:
        d.line("home care advice; call back {} if no better.", rng.choice(["in 24 h", "tomorrow", "tonight"]))
    else:
        d.line("home care advice; LC to phone back on {} (clinic closed {}).", weekday(rng, c, plus(date, rng.randint(1, 4))),
               holiday(rng, c))
    d.line("Call duration {} min.", rng.randint(4, 35))
    d.nl()
    d.f("Documented by: ")
    s = rng.choice([c.lc, c.lc2, c.mw, c.hv])
    d.add(staff_ref(rng, s, "cred"))
    if rng.random() < 0.5:
        d.f("  [user {}]", P(phi.username(rng, s.first, s.last, staff=True), "USERNAME"))
    d.nl()
    if rng.random() < 0.35:
        d.f("Routed to: ")
        d.add(doctor_ref(rng, c.paed))
        d.line(" for co-sign.")
    return d
