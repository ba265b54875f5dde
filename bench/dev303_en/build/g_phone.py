"""Genre: parent telephone log."""

from common import Note, ch, maybe, cap, a_an
import clin
import ctx as C
import phi
from phi import addd, fdate

QUOTES_CHILD = [
    "{he}'s been sleeping most of the day and says the light hurts {his} eyes",
    "{he} threw up once after dinner, is that normal",
    "{he} seems fine now, can {he} go to training on {wday}",
    "{he} can't remember the drive home from the game",
    "the headache is worse when {he} reads, {he} was on the laptop for an hour",
    "{he}'s really grumpy and snapping at {his} {sib}",
    "the school wants a letter before {he} goes back",
    "{he} wants to play in the final, the coach says it's up to us",
]
QUOTES_ADULT = [
    "i've still got a headache but i need to get back to work",
    "can i drive yet, i've got no other way to get to work",
    "i had two beers at the club and the headache came back",
    "the physio said i could start the bike, is that ok with you",
]
ADVICE = [
    "Red flags reviewed (worsening headache, repeated vomiting, drowsiness, confusion, seizure, weakness) - go to ED or call emergency services if any.",
    "Advised relative rest for 24-48 h then gentle walking; limit screens; regular meals and fluids.",
    "Paracetamol only for headache; avoid ibuprofen first 48 h; no alcohol.",
    "Not to return to training or games until reviewed and cleared in writing.",
    "Sleep is fine - no need to wake overnight unless concerned; check breathing and colour as usual.",
    "Return to school half days once tolerating 30-45 min of reading without symptoms.",
]


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


def _q(rng, c, pool):
    q = ch(rng, pool)
    return q.format(he=c.he, his=c.his, sib=c.sib_rel, wday="WDAY")


def phone_log(rng, c):
    if maybe(rng, 0.25):
        return phone_consult(rng, c)
    n = Note()
    cty = c.country
    nurse = c.nurse
    caller = c.parent if c.minor else c.pt
    rel = c.parent_rel if c.minor else "patient"
    k = rng.randrange(2)
    if k == 0:
        n.line("TELEPHONE ENCOUNTER LOG - ", (c.clinic, "HOSPITAL"))
        n.line("Patient: ", c.pt.full() if maybe(rng, 0.5) else c.pt.LF(), "   DOB ", _d(rng, c, c.dob, ["num", "num1"]),
               "   MRN ", (c.mrn, "MRN"), "   Age ", (str(c.age), "AGE"))
        n.line("Primary contact: ", caller.full(), " (", rel, ")   callback ", (c.parent_mob if c.minor else c.mob, "PHONE"))
        n.line("Treating clinician: ", c.doc.tl(rng), "   Injury date: ", _d(rng, c, c.inj, ["num", "mon", "dm"]))
        n.line("-" * 70)
    else:
        n.line("AFTER-HOURS NURSE ADVICE LINE - CALL RECORD")
        n.line("Call ID: ", (phi.idnum(rng, "ref"), "IDNUM"), "   Line: ", (c.clinic, "HOSPITAL"), " concussion service")
        n.line("Caller: ", caller.full(), "   Relationship: ", rel, "   Caller number: ",
               (c.parent_mob if c.minor else c.mob, "PHONE"))
        n.line("Patient: ", c.pt.full(), ", ", phi.age_pc(rng, c.age, c.sex, ch(rng, ["yo", "yrs", "sexs", "y_o"])),
               ", DOB ", _d(rng, c, c.dob, ["num", "iso"]), "   Address on file: ", C.addr_line(rng, c.addr))
        n.line("Call handler: ", nurse.full(), ", ", nurse.creds, "   ", C.lic_pc(nurse) if maybe(rng, 0.3) else "")
        n.line("-" * 70)
    day = addd(c.inj, rng.randrange(0, 2))
    calls = rng.randrange(3, 6)
    for i in range(calls):
        hh, mm = rng.randrange(7, 22), rng.randrange(60)
        who = rng.randrange(4) if i else 0
        if who in (1, 2):
            dirn = "Incoming"
        elif who == 3:
            dirn = "Outgoing"
        else:
            dirn = ch(rng, ["Incoming", "Incoming", "Returned call"])
        n.line(_d(rng, c, day, ["num", "wds", "num1", "wd"]), "  %02d:%02d  " % (hh, mm),
               dirn, " - ", "duration %d min" % rng.randrange(2, 18))
        if who == 0:
            qt = _q(rng, c, QUOTES_CHILD if c.minor else QUOTES_ADULT)
            parts = qt.split("WDAY")
            qpieces = [parts[0]]
            if len(parts) > 1:
                qpieces += [(fdate(addd(day, rng.randrange(1, 5)), cty, "wday").lower(), "DATE"), parts[1]]
            n.line("  Spoke with ", caller.fn() if maybe(rng, 0.5) else caller.tl(rng), " (", rel, "). ",
                   ch(rng, ["States: \"", "Reports: \"", "Quote: \""]), qpieces, "\".")
            ns, sev = clin.symptom_scores(rng)
            n.line("  Symptoms: ", ", ".join(clin.pick_symptoms(rng, rng.randrange(1, 5))),
                   "; severity ~%d/10. Vomiting x%d. No seizure. Alert and talking normally." % (
                       rng.randrange(1, 8), rng.randrange(0, 3)))
        elif who == 1 and c.minor:
            n.line("  Call from ", c.parent2_rel, ", ", c.parent2.full(), ", at work (",
                   (phi.with_ext(rng, phi.phone(rng, cty, "land")), "PHONE"), "). Works as ", a_an(c.parent2_job), " ",
                   (c.parent2_job, "PROFESSION"), " on shifts - asks for update to be emailed to ",
                   (phi.email(rng, c.parent2), "EMAIL"), ".")
        elif who == 2:
            n.line("  Call from ", ch(rng, ["school nurse ", "year head ", "coach "]), c.teacher.full() if c.minor else c.coach.full(),
                   " at ", (c.school if c.minor else c.team_org, "ORGANIZATION"), " (", (phi.phone(rng, cty, "land"), "PHONE"),
                   ") re: ", ch(rng, ["return to learn plan", "whether he can sit the exam", "team selection for the weekend",
                                      "missing consent form"]), ". Consent on file to share: ", ch(rng, ["yes", "yes", "no - not discussed"]), ".")
        else:
            if c.age >= 17 and maybe(rng, 0.6):
                n.line("  ", cap(rel) if c.minor else "Partner", " reports ", c.pt.fn(), " drove the family car (reg ",
                       (phi.plate(rng, cty), "VEHICLE"), ") to training against advice. Reiterated: no driving until symptom-free "
                       "and cleared.")
            else:
                n.line("  Voicemail left for ", caller.fn(), " on ", (c.home, "PHONE"), " requesting call back to ",
                       (c.clinic_tel, "PHONE"), ".")
        if maybe(rng, 0.8):
            n.line("  Advice: ", ch(rng, ADVICE))
        act = rng.randrange(4)
        if act == 0:
            n.line("  Plan: appointment booked ", _d(rng, c, phi.workday(addd(day, rng.randrange(1, 4))), ["wds", "wdm", "mon"]),
                   " %d:%02d with " % (rng.randrange(8, 17), ch(rng, [0, 15, 30, 45])), c.doc.tl(rng), ".")
        elif act == 1:
            n.line("  Plan: to attend ", (c.hosp, "HOSPITAL"), " ED now - ", ch(rng, ["vomited x3", "increasingly drowsy",
                                                                            "new slurred speech"]), ". ED notified.")
        elif act == 2:
            n.line("  Plan: call back in 24 h; ", c.at.full(), " (", c.at.role, ") updated by text.")
        else:
            n.line("  Plan: symptom diary via app (", (phi.url(rng, org=c.clinic, path="diary"), "URL"), ").")
        sig = rng.randrange(3)
        if sig == 0:
            n.line("  -- ", nurse.ini(dots=False), " ", nurse.creds)
        elif sig == 1:
            n.line("  -- ", nurse.full(), ", ", nurse.creds)
        else:
            n.line("  -- entered by ", (nurse.user, "USERNAME"))
        n.blank()
        day = addd(day, rng.randrange(1, 3))
    n.line("Reviewed by ", c.doc.tl(rng), " ", _d(rng, c, day, ["num", "dm", "wds"]), ". ",
           ch(rng, ["Agree with advice given.", "Appropriate. Continue GRTP when symptom-free.",
                    "Discussed with family; MRI not indicated at this stage."]))
    return n


def phone_consult(rng, c):
    """doctor's narrative note of a telephone consultation with a parent"""
    n = Note()
    cty = c.country
    day = addd(c.inj, rng.randrange(1, 6))
    caller = c.parent if c.minor else c.nok
    rel = c.parent_rel if c.minor else c.nok_rel
    n.line("Telephone consultation - ", _d(rng, c, day, ["wd", "long", "num"]), " %d:%02d" % (
        rng.randrange(8, 20), rng.randrange(60)))
    n.line("Re: ", c.pt.full(), " (", _d(rng, c, c.dob, ["num", "num1"]), "), ", (c.mrn, "MRN"))
    n.line("Spoke to: ", caller.full(), " (", rel, ") on ", (c.parent_mob if c.minor else c.nok_mob, "PHONE"),
           ". Identity confirmed with DOB and address (", (c.addr["street"], "STREET"), ").")
    n.blank()
    n.line(cap(rel), " rang because ", ch(rng, [c.pt.fn(), c.pt.nk()]), " ", ch(rng, [
        "has had a headache every afternoon since going back to school on ",
        "was sent home from school with dizziness on ",
        "vomited once after training on ",
        "has not been sleeping well since "]), _d(rng, c, addd(day, -1), ["wday", "dm", "mon"]), ". ",
        ch(rng, ["No further vomiting. No drowsiness or confusion.",
                 "Headache 3/10, eases with rest and paracetamol.",
                 "Coach had let " + c.him + " join non-contact drills against advice."]))
    n.line("Quote from ", rel, ": \"", ch(rng, [
        "honestly " + c.he + " seems fine, " + c.he + " just wants to play",
        "i'm worried because this is the second one this year",
        "the teachers don't seem to know about the letter",
        c.he + "'s on " + c.his + " phone till midnight, i can't stop " + c.him]), "\"")
    n.blank()
    adv = list(ADVICE)
    rng.shuffle(adv)
    n.line("Advice: ", adv[0])
    n.line("Also: ", adv[1])
    n.line("Outcome: ", ch(rng, [["appointment moved forward to ", _d(rng, c, phi.workday(addd(day, 1)), ["wds", "wday", "mon"]), "."],
                                 ["will email school (", (c.school if c.minor else c.team_org, "ORGANIZATION"), ") today."],
                                 ["to attend ", (c.hosp, "HOSPITAL"), " ED if any red flags overnight."]]))
    if c.minor and maybe(rng, 0.5):
        n.line(cap(c.parent2_rel), " (", c.parent2.fn(), ", ", (c.parent2_job, "PROFESSION"), ") to be copied into emails at ",
               (phi.email(rng, c.parent2), "EMAIL"), ".")
    n.blank()
    n.line(c.doc.tl(rng), " / ", c.doc.creds)
    return n
