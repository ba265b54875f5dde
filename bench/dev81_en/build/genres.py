"""The twelve short-text genres. Each generator returns (marked_text, layout)."""
import re

import pools
from phi import P
from scen import Scen
from forms import WDAYS, MONTHS


# ---------------------------------------------------------------- hard-negative snippets
def neg(c, kind=None):
    kind = kind or c.ch(["lab", "vital", "drug", "score", "icd", "epo", "role", "dur", "time", "word", "abbr", "pub"])
    if kind == "lab":
        return c.ch(["%s", "last %s", "%s (was lower before)", "repeat %s", "%s, slightly off"]) % c.ch(pools.LABS)
    if kind == "vital":
        return c.ch(["%s", "%s this morning", "%s at home", "home reading %s"]) % c.ch(pools.VITALS)
    if kind == "drug":
        return c.ch(["on %s", "taking %s", "started %s", "still on %s", "given %s"]) % c.ch(pools.DRUGS)
    if kind == "score":
        return c.ch(["%s", "%s today", "scored %s"]) % c.ch(pools.SCORES)
    if kind == "icd":
        return c.ch(["dx code %s", "ICD-10 %s", "code %s", "(%s)"]) % c.ch(pools.ICD)
    if kind == "epo":
        return c.ch(["known %s", "hx of %s", "?%s", "has %s", "%s noted"]) % c.ch(pools.EPONYMS)
    if kind == "role":
        return c.ch(["%s said to watch it", "spoke to %s", "%s will ring back", "%s was lovely"]) % c.ch(pools.ROLES)
    if kind == "dur":
        return c.ch(["like this %s", "been going %s", "bad %s"]) % c.ch(pools.DURATIONS)
    if kind == "time":
        return c.ch(["woke up %s", "last dose %s", "worse %s", "called %s"]) % c.ch(pools.TIMES)
    if kind == "abbr":
        return c.ch(["%s", "also %s", "plus %s"]) % c.ch(pools.ABBREV_NEG)
    if kind == "pub":
        return c.ch(["checked %s advice", "rang %s first", "%s says to wait"]) % c.ch(pools.PUBLIC)
    return c.ch(["I hope it's nothing", "will keep an eye on it", "temp rose to 38.9", "best to be safe",
                 "the pain is sharp", "just a small amount", "wise to get it checked", "short of breath on stairs",
                 "she was at church when it started", "a mark on his leg like a bruise", "the bill from last time",
                 "woke at dawn coughing", "green phlegm", "black stools twice", "white patches in the mouth",
                 "it's been a long week", "a kidney stone before", "king-size bed so he's got room",
                 "in good faith", "no joy with the inhaler", "the rash looks like poison ivy",
                 "page the on-call if worse", "brown discharge", "a swift recovery", "a grace period on the bill",
                 "feeling young again", "mark the chart", "bell-shaped curve", "stone cold hands"])


def negs(c, n):
    return ". ".join(neg(c) for _ in range(n))


def cap(s):
    return s[0].upper() + s[1:] if s else s


SCHOOL_TIMES = ["at 10:42", "at 1:15pm", "after lunch", "at morning tea", "during PE", "at 9.05", "at recess", "at 11:20"]
LINES = {"US": "911 for emergencies", "UK": "NHS 111", "AU": "Healthdirect", "NZ": "Healthline", "CA": "811",
         "IN": "the 104 helpline", "NG": "112", "PH": "the DOH hotline"}


def art(prof):
    return ("an " if prof[0] in "aeiou" else "a ") + P("PROFESSION", prof)


def veh(c):
    k, v = c.vehicle()
    return "%s %s" % (k, P("VEHICLE", v))


def lic_line(c, kind=None):
    lab, v = c.license(kind)
    return "%s %s" % (lab, P("LICENSE", v))


# ================================================================= 1 symptom checker
def symptom_checker(c):
    s = Scen(c)
    lay = c.ch(["form", "freetext", "chatbot"])
    who = "Myself" if s.self_writer else "My " + s.ptrel
    sess_k, sess_v = c.idnum("Ticket")
    out = []
    if lay == "form":
        out.append("SymptomCheck - session %s" % P("IDNUM", sess_v.replace("TKT ", "SC-")))
        out.append("Signed in as: %s (%s)  IP %s" % (P("USERNAME", s.handle), P("EMAIL", s.wemail if not s.self_writer else s.email), P("IPADDR", c.ip())))
        out.append("Date: %s" % c.date(c.today, c.ch(["num", "long", "iso", "long_wd"])))
        out.append("Who is this for? %s" % who)
        out.append("Name: %s   Age: %s   Sex: %s" % (s.pt(c.ch(["full", "first", "finit"])), c.age_num(s.a, 0.05), s.sex))
        out.append("Postcode/ZIP: %s   Town: %s" % (P("ZIP", c.postcode()), s.town_p()))
        out.append("Main symptom: %s" % s.sym)
        out.append("Started: %s" % c.casual(s.onset))
        out.append("Other symptoms: %s. %s" % (s.sym2, neg(c, "vital")))
        out.append("Medicines: %s; %s" % (c.ch(pools.DRUGS), c.ch(pools.DRUGS)))
        out.append("Conditions: %s, %s" % (c.ch(pools.EPONYMS), c.ch(pools.ABBREV_NEG)))
        out.append("Usual GP/clinic: %s at %s, %s" % (s.dr(), s.clinic_p(), s.town_p()))
        if c.maybe(0.5):
            out.append("Occupation: %s" % P("PROFESSION", s.prof))
        if c.maybe(0.3):
            out.append("Recent travel: %s (back %s)" % (P("COUNTRY", c.ch(pools.COUNTRIES_ABROAD)), c.casual(c.days_ago(3, 20))))
        out.append("Anything else? %s" % free_story(c, s, 2))
        if c.maybe(0.25):
            k, v = c.bioid()
            out.append("Login verified: %s %s" % (k, P("BIOID", v)))
        out.append("Result: %s" % c.ch(["See a GP within 24 hours", "Go to the emergency department now",
                                        "Self-care at home", "Call an ambulance", "Speak to a pharmacist",
                                        "Book a routine appointment"]))
        return "\n".join(out), lay
    if lay == "freetext":
        out.append("[%s | %s | %s]" % (P("USERNAME", s.handle), c.date(c.today, c.ch(["num", "iso", "abbr"])), P("IPADDR", c.ip())))
        out.append(free_story(c, s, c.r.randint(4, 7)))
        return "\n".join(out), lay
    # chatbot
    out.append("Chat transcript %s - %s" % (P("IDNUM", sess_v.replace("TKT ", "CB")), c.date(c.today, "long_wd")))
    out.append("Bot: Hi! Who are you checking symptoms for?")
    out.append("User: %s" % (("me, " + s.pt(c.ch(["first", "full"]))) if s.self_writer else "my %s %s" % (s.ptrel, s.pt(c.ch(["first", "nick", "full"])))))
    out.append("Bot: How old are they?")
    out.append("User: %s" % c.ch([P("AGE", str(s.a)), c.age_adj(s.a),
                                    "%s %s" % (c.ch(["she's", "he's", "they're"]), P("AGE", str(s.a))),
                                    P("AGE", str(s.a)) + " in " + P("DATE", MONTHS[s.dob.month - 1])]))
    out.append("Bot: What's the main problem?")
    out.append("User: %s %s, %s" % (s.sym, c.casual(s.onset), neg(c)))
    out.append("Bot: Where are you right now?")
    out.append("User: %s" % c.ch(["home in %s" % s.town_p(), "at work, %s in %s" % (s.emp_p(), s.town_p()),
                                    "%s, %s" % (s.town_p(), P("STATE", c.region())), "at my %s's place on %s" % (
                                        c.ch(["sister", "mum", "friend"]), P("STREET", c.street()))]))
    out.append("Bot: Any other conditions or medicines?")
    out.append("User: %s, %s" % (neg(c, "drug"), neg(c, c.ch(["epo", "abbr", "icd"]))))
    out.append("Bot: Anything else you'd like to add?")
    out.append("User: %s" % free_story(c, s, 2))
    out.append("Bot: Thanks. Based on your answers: %s. Nearest open service: %s, %s." % (
        c.ch(["urgent care today", "see a GP in 1-2 days", "emergency department now", "home care advice"]),
        s.hosp_p() if c.maybe() else s.clinic_p(), P("PHONE", c.phone("office"))))
    return "\n".join(out), lay


def free_story(c, s, n):
    """Free-text story written by the patient or a relative; n sentences."""
    pool = []
    if s.self_writer:
        pool.append(lambda: "hi im %s, %s, %s" % (s.pt(c.ch(["first", "full", "finit"])), c.age_tag(s.a, s.sex),
                                                 c.ch(["from %s" % s.town_p(), "in %s" % s.town_p(), "living in %s" % s.town_p()])))
        pool.append(lambda: "I work as %s at %s" % (art(s.prof), s.emp_p()))
        pool.append(lambda: "I've had %s %s, %s" % (s.sym, c.casual(s.onset), neg(c)))
        pool.append(lambda: "my %s %s said I should ask here" % (c.ch(["wife", "husband", "partner", "flatmate", "mum"]), P("FAMILY", s.w.first)))
    else:
        pool.append(lambda: "my %s %s %s has %s %s" % (c.age_adj(s.a), s.ptrel, s.pt(c.ch(["first", "nick", "full", "first"])),
                                                       s.sym, c.casual(s.onset)))
        pool.append(lambda: "%s %s and lives %s" % (s.pt(c.ch(["first", "nick", "title_last"])), s.age("pred"),
                                                      c.ch(["with us in %s" % s.town_p(), "alone in %s" % s.town_p(),
                                                            "at %s" % P("HOSPITAL", c.ch(pools.CARE_HOMES)),
                                                            "on %s" % P("STREET", c.street())])))
        pool.append(lambda: "%s %s %s at %s" % (s.he, "used to be" if s.grp == "old" else "works as", art(s.prof), s.emp_p())
                    if s.grp != "kid" else "%s is in %s at %s" % (s.he, c.ch(["year 3", "grade 2", "prep", "year 6", "kindy", "grade 5"]), s.school_p()))
        pool.append(lambda: "I'm %s, %s %s, I'm %s myself" % (s.wr(c.ch(["first", "full", "finit"])), s.his, s.wrel, art(s.wprof)) if c.maybe(0.8) else "I'm %s, %s %s, I'm %s myself" % (s.wr(c.ch(["first", "full", "finit"])), c.ch(["the", "their", "her", "his"]),
                                                               c.ch([s.wrel, "carer"]),
                                                               P("PROFESSION", s.wprof)))
    pool += [
        lambda: "%s, %s" % (neg(c, "vital"), neg(c, "drug")),
        lambda: "%s at %s %s%s" % (c.ch(["we went to the walk-in", "saw someone", "we were seen"]), s.clinic_p(), c.casual(s.prev) if c.maybe(0.4) else "on " + c.date(s.prev), c.ch(["", " and nothing changed", " and got antibiotics"])),
        lambda: "%s is away till %s" % (s.dr(), c.future(s.next, prep=False)),
        lambda: "should we go to %s or wait for %s" % (s.hosp_p(), c.ch(["the GP", "the clinic", "the nurse line", "the morning"])),
        lambda: "%s %s" % (neg(c, "epo"), neg(c, "lab")),
        lambda: "%s %s" % (c.ch(["got worse after", "started after", "it all began after"]), c.holiday()),
        lambda: "%s %s and %s are worried too" % ("my" if s.self_writer else c.ch(["my", s.his]), c.fam(s.rel2, s.rel2w), P("FAMILY", c.person().first)),
        lambda: "we just got back from %s %s" % (P("COUNTRY", c.ch(pools.COUNTRIES_ABROAD)), c.casual(c.days_ago(2, 15))),
        lambda: "you can email me at %s or call %s" % (P("EMAIL", s.wemail), P("PHONE", s.phone)),
        lambda: neg(c, "word"),
        lambda: "%s (dob %s)" % (s.pt(c.ch(["full", "first"])), s.dob_p()),
        lambda: "pharmacist at %s said %s" % (s.pharm_p(), c.ch(["see a doctor", "it's viral", "try an antihistamine"])),
        lambda: "last time this happened was %s" % c.date(s.prev, c.ch(["long", "abbr", "num", "long_wd"])),
    ]
    out = []
    idx = list(range(len(pool)))
    c.r.shuffle(idx)
    # always open with the first (who) line
    order = [0] + [i for i in idx if i != 0]
    for i in order[:n]:
        out.append(pool[i]())
    return ". ".join(out) + c.ch([".", "?", " - thanks", ". any advice?", "??", ". pls help"])


# ================================================================= 2 ask-a-doctor question
def ask_doctor(c):
    s = Scen(c)
    lay = c.ch(["forum_post", "forum_post", "web_form"])
    title = c.ch(["%s - should I worry?" % cap(s.sym), "Question about my %s" % s.ptrel, "Is this normal at %s?" % P("AGE", str(s.a)),
                  "%s after %s" % (cap(s.sym), c.ch(pools.DRUG_NAMES)), "Advice please re %s" % s.sym])
    out = []
    if lay == "forum_post":
        out.append("Title: %s" % title)
        out.append("Posted by %s on %s%s" % (P("USERNAME", s.handle), c.date(c.today, c.ch(["long", "num", "abbr", "long_wd"])),
                                             c.ch(["", " from %s, %s" % (s.town_p(), P("STATE", c.region())), " (%s)" % P("COUNTRY", s.c.L["country"])])))
    else:
        out.append("Ask a Doctor - new question")
        out.append("Your name: %s   Email: %s   Phone: %s" % (s.wr("full") if not s.self_writer else s.pt("full"),
                                                              P("EMAIL", s.wemail if not s.self_writer else s.email), P("PHONE", s.phone)))
        out.append("Patient age: %s   Sex: %s   Location: %s" % (c.age_num(s.a), s.sex, s.town_p()))
        out.append("Subject: %s" % title)
        if c.maybe(0.3):
            out.append("Submitted from %s at %s" % (P("IPADDR", c.ip()), c.ch(["10:42", "22:17", "06:05", "3:48 pm"])))
    out.append("")
    out.append(free_story(c, s, c.r.randint(5, 8)))
    if c.maybe(0.5):
        out.append("")
        out.append(c.ch(["Update %s: " % c.date(c.days_ahead(1, 3), c.ch(["num_noyear", "abbr_noyear"])), "EDIT: ", "edit (%s) " % c.stamp(c.today)]) +
                   "%s. %s" % (c.ch(["saw %s at %s" % (s.dr2(), s.hosp_p()), "%s says %s" % (s.dr(), neg(c, "lab")),
                                     "%s" % neg(c, "score"), "my %s %s took %s to %s" % (s.rel2w, P("FAMILY", s.rel2.first), s.him, s.hosp_p())]),
                                neg(c)))
    if c.maybe(0.4):
        out.append("Tags: %s, %s" % (c.ch(["elderly", "kids", "fever", "rash", "medication", "mental health"]), c.ch(pools.DRUG_NAMES)))
    return "\n".join(out), lay


# ================================================================= 3 clinician reply
def clinician_reply(c):
    s = Scen(c)
    lay = c.ch(["answer_card", "answer_card", "email_reply"])
    out = []
    addressee = P("USERNAME", s.handle) if c.maybe(0.5) else (s.wr("first") if not s.self_writer else s.pt("first"))
    if lay == "answer_card":
        out.append("Re: %s" % c.ch(["%s in my %s" % (s.sym, s.ptrel), "question about %s" % c.ch(pools.DRUG_NAMES), s.sym]))
        out.append("Answered by %s%s - %s, %s - %s" % (P("DOCTOR", s.doc.full), c.ch([", MD", ", GP", " (FRACGP)", ", MBBS", ", NP", ""]),
                                                      s.clinic_p(), s.town_p(), c.date(c.today, c.ch(["long", "num", "abbr"]))))
    else:
        out.append("From: %s <%s>" % (P("DOCTOR", s.doc.full), P("EMAIL", c.email(s.doc, org=True))))
        out.append("To: %s" % P("EMAIL", s.wemail))
        out.append("Date: %s %s" % (c.date(c.today, c.ch(["long_wd", "num", "caps"])), c.ch(["09:14", "17:52", "12:30"])))
        out.append("Subject: RE: your question %s" % P("IDNUM", "Q-" + c.d4(6)))
    out.append("")
    body = [
        lambda: "Hi %s, thanks for the detail about %s (%s)" % (addressee, s.pt(c.ch(["first", "nick", "title_last"])), c.age_num(s.a, 0.2) if c.maybe() else c.age_tag(s.a, s.sex, paren=False)),
        lambda: "At %s, %s needs a proper look %s" % (P("AGE", str(s.a)), c.ch(["this", "%s" % s.sym]), c.ch(["today", "within 24 hours", "this week"])),
        lambda: "%s and %s are reassuring, but %s is not" % (neg(c, "vital"), neg(c, "lab"), s.sym),
        lambda: "I would not stop the %s without talking to %s" % (c.ch(pools.DRUG_NAMES), s.dr2(c.ch(["dr_last", "dr_full", "dr_finit"]))),
        lambda: "Please take %s to %s or call them on %s" % (s.him if not s.self_writer else "yourself",
                                                            s.hosp_p(), P("PHONE", s.clinic_phone)),
        lambda: "If %s worse %s, go straight to the ED" % (c.ch(["things get", "this gets", "anything gets"]), c.ch(["overnight", "over the weekend", "before then"])),
        lambda: "This is not %s; %s" % (c.ch(pools.EPONYMS), neg(c, c.ch(["score", "lab", "dur"]))),
        lambda: "There is a leaflet at %s" % P("URL", c.url()),
        lambda: "Your %s %s could also ask %s at %s" % (s.rel2w, P("FAMILY", s.rel2.first), c.ch(pools.ROLES), s.pharm_p()),
        lambda: "You mentioned %s %s; %s" % ("you work as" if s.self_writer else s.he + " works as", art(s.prof),
                                                       c.ch(["dust exposure matters", "shift work can affect sugars", "lifting may aggravate it"])),
        lambda: "The %s result from %s fits with that" % (c.ch(["HbA1c", "CRP", "ferritin", "TSH", "INR"]), c.date(s.prev, c.ch(["long", "num", "abbr_noyear"]))),
        lambda: "Book a review with %s %s if you can" % (s.dr2(c.ch(["dr_last", "dr_finit"])), c.future(s.next)),
        lambda: "Reports can be faxed to us on %s" % P("FAX", c.phone("office")),
    ]
    idx = list(range(1, len(body)))
    c.r.shuffle(idx)
    out.append(". ".join(body[i]() for i in [0] + idx[:c.r.randint(5, 8)]) + ".")
    out.append("")
    out.append(c.ch(["Warm regards,", "Best wishes,", "Take care,", "Kind regards,", "--"]))
    sig = c.ch(["%s, %s" % (P("DOCTOR", s.doc.full), c.ch(["MD", "GP", "MBBS", "NP", "DO", "FRACGP"])),
                "%s %s" % (c.dr(), P("DOCTOR", s.doc.finit)), "%s %s" % (c.dr(), P("DOCTOR", s.doc.last)),
                P("DOCTOR", "%s. %s" % (s.doc.first[0], s.doc.last))])
    out.append(sig)
    if c.maybe(0.6):
        out.append("%s | %s | %s" % (s.clinic_p(), lic_line(c), P("PHONE", c.phone("office"))))
    if c.maybe(0.3):
        out.append("This answer is general information and does not replace a consultation.")
    return "\n".join(out), lay


# ================================================================= 4 secure message about results
def secure_message(c):
    s = Scen(c, age=c.rand_age(old=0.4, kid=0.04), self_writer=c.maybe(0.7))
    lay = c.ch(["portal_thread", "portal_thread", "single_message"])
    out = []
    thread_id = P("IDNUM", c.ch(["MSG-", "T", "SM-"]) + c.d4(7))
    out.append("%s - Secure messages - thread %s" % (P("URL", c.url()) if c.maybe(0.35) else "Patient portal", thread_id))
    out.append("Patient: %s   DOB: %s   MRN: %s" % (s.pt(c.ch(["lastfirst", "full", "mid"])), s.dob_p(), P("MRN", s.mrn)))
    if c.maybe(0.35):
        out.append("Last login %s from %s%s" % (c.date(c.days_ago(0, 2), c.ch(["num", "iso"])), P("IPADDR", c.ip()),
                                                 ", %s %s" % (c.ch(["fingerprint ID", "face-match ID"]), P("BIOID", c.bioid()[1])) if c.maybe(0.4) else ""))
    out.append("-" * 40)
    acc_k, acc_v = c.idnum("Accession")
    d0 = c.days_ago(1, 5)
    out.append("From: %s   To: %s   Sent: %s %s" % (c.doc(s.doc, c.ch(["name_cred", "dr_full", "dr_last"])), s.pt(c.ch(["full", "lastfirst", "title_last"])),
                                                   c.date(d0, c.ch(["num", "long", "caps", "iso"])), c.ch(["14:02", "08:31", "4:47 PM"])))
    out.append("Subject: %s" % c.ch(["Your blood test results", "Results from your recent visit", "Urine culture", "Follow-up on scan",
                                     "Lab results - action needed"]))
    lab_lines = ", ".join(c.ch(pools.LABS) for _ in range(c.r.randint(2, 4)))
    out.append("%s %s, your results from %s (accession %s) are back: %s. %s. %s %s" % (
        c.ch(["Hi", "Dear", "Hello"]), s.pt(c.ch(["first", "title_last", "first"])), c.date(s.prev if c.maybe(0.3) else c.days_ago(6, 14), c.ch(["num", "abbr_noyear", "long"])),
        P("IDNUM", acc_v), lab_lines,
        c.ch(["Nothing urgent, but I'd like to repeat the %s in 6 weeks" % c.ch(["ferritin", "TSH", "kidney function", "HbA1c"]),
              "Please increase %s as we discussed" % c.ch(pools.DRUGS),
              "This could explain the tiredness; %s" % neg(c, "drug"),
              "Please book in with %s to discuss" % s.rn(c.ch(["role_first", "first_role"]))]),
        *(lambda u: (c.ch(["Call us on", "Appointments:", "Phone"]), P("PHONE", s.clinic_phone)) if u else (c.ch(["You can book at", "Book online:"]), P("URL", c.url())))(c.maybe())))
    if lay == "portal_thread":
        d1 = c.days_ago(0, 1) if c.maybe() else d0
        out.append("-" * 40)
        who = s.pt(c.ch(["full", "first"])) if s.self_writer else "%s (on behalf of %s)" % (s.wr(c.ch(["full", "first"])), s.pt("first"))
        out.append("From: %s   To: %s   Sent: %s %s" % (who, c.doc(s.doc, c.ch(["dr_last", "dr_full"])), c.stamp(d1), c.ch(["19:40", "6:12 AM", "21:05"])))
        out.append(c.ch(["thanks doc", "Thank you", "ok thanks", "Thanks for getting back to me"]) + ". " + c.ch([
            "my %s %s asked if the %s is why i've been so tired" % (c.ch(["husband", "son", "partner"] if s.w.sex == "M" else ["wife", "daughter", "partner"]), P("FAMILY", s.w.first), c.ch(["iron", "thyroid", "sugar"])),
            "I can't come in %s because of work at %s, can I do %s instead" % (c.future(s.next), s.emp_p(), c.future(c.days_ahead(5, 12))),
            "is it ok to keep taking %s? %s" % (c.ch(pools.DRUG_NAMES), neg(c)),
            "I'm %s and work as %s, is it safe to drive" % (c.ch([P("AGE", str(s.a)), P("AGE", str(s.a)) + " years old", P("AGE", str(s.a)) + " now"]), art(s.prof)),
            "can you send the form to %s, fax %s" % (s.pharm_p(), P("FAX", c.phone("office")))]))
        out.append("-" * 40)
        d2 = d1
        out.append("From: %s on behalf of %s   Sent: %s %s" % (c.doc(s.nurse, c.ch(["name_cred", "sig"])), c.doc(s.doc, "dr_last"),
                                                            c.stamp(d2), c.ch(["09:15", "11:47", "3:30 PM"])))
        out.append("%s, %s. %s %s%s" % (c.ch(["Hi", "Hello"]), s.pt("first"),
                                        c.ch(["Dr", "Dr."]) + " " + P("DOCTOR", s.doc.last) + " " + c.ch(["agrees.", "has reviewed this.", "says that's fine."]),
                                        c.ch(["We've booked you", "You're booked"]),
                                        " %s at %s with %s. %s" % (c.future(s.next), s.clinic_p(), s.rn(c.ch(["role_first", "sig"])), neg(c, c.ch(["drug", "lab", "time"])))))
    else:
        out.append("Reply disabled. Contact %s on %s or %s." % (s.clinic_p(), P("PHONE", s.clinic_phone), P("EMAIL", c.email(org=True))))
    return "\n".join(out), lay


# ================================================================= 5 SMS thread with practice nurse
def sms_thread(c):
    s = Scen(c)
    lay = c.ch(["sms_thread", "sms_thread", "sms_export"])
    out = []
    if lay == "sms_export":
        out.append("SMS export - %s - contact %s (%s)" % (s.clinic_p(), P("PHONE", s.phone), s.pt(c.ch(["full", "lastfirst"]))))
    else:
        out.append("Thread with %s  %s" % (s.pt(c.ch(["full", "first", "finit"])), P("PHONE", s.phone)))
    d = c.days_ago(2, 10)
    nurse_lbl = c.ch([P("DOCTOR", s.nurse.first) + " (%s)" % s.clinic_p(), P("DOCTOR", s.nurse.first) + " RN",
                      "Nurse " + P("DOCTOR", s.nurse.first), P("DOCTOR", s.nurse.finit)])
    pt_lbl = lambda: (s.pt(c.ch(["first", "first", "nick"])) if s.self_writer else s.wr(c.ch(["first", "first", "full"])))
    times = ["08:02", "08:15", "09:12", "09:40", "10:05", "11:31", "13:20", "14:02", "15:45", "16:30", "17:05", "18:22"]
    lines = [
        lambda: "Hi %s, it's %s from %s. %s" % (s.pt("first") if s.self_writer else s.wr("first"), P("DOCTOR", s.nurse.first), s.clinic_p(),
                                                 c.ch(["Your results are in, all fine except %s" % c.ch(pools.LABS),
                                                       "Just checking how %s is after %s" % (s.pt(c.ch(["first", "nick"])), c.ch(["the fall", "the jab", "the scan", "the procedure"])),
                                                       "Reminder: %s's appt %s at %s" % (s.pt("first"), c.future(s.next), c.ch(["9.30", "10:15", "2pm", "3.45"]))])),
        lambda: c.ch(["ok thanks", "yep got it", "thanks so much", "cheers"]) + ". %s" % c.ch([
            "%s %s" % (s.sym, c.casual(s.onset)), neg(c), "can my %s come instead, i'm at work at %s" % (c.fam(s.rel2, s.rel2w, c.ch(["rel_first", "rel_full"])), s.emp_p()),
            "she %s on %s" % (c.ch(["turns", "turned"]), c.date(c.days_ahead(1, 20), c.ch(["abbr_noyear", "num_noyear"]))) + " and is " + P("AGE", str(s.a))]),
        lambda: "Can you confirm DOB for me? Need it for the %s" % c.ch(["lab form", "referral", "script", "recall list"]),
        lambda: "%s" % s.dob_p() + c.ch(["", " x", " thanks"]),
        lambda: "Thanks. %s says to %s. %s" % (s.dr(c.ch(["dr_last", "dr_finit", "dr_last"])), c.ch(["keep the %s" % c.ch(pools.DRUG_NAMES), "halve the dose", "come in for a BP check"]),
                                                  neg(c, c.ch(["vital", "lab", "drug"]))),
        lambda: "%s. %s" % (c.ch(["sugars were 14.2", "bp was 160/95", "temp was 38.4", "weight is 72.3kg", "sats were 95%", "bp was 101/58"]) + " " + c.ch(["this am", "last night", "at 7"]), neg(c)),
        lambda: "Link to book: %s" % P("URL", c.url()),
        lambda: "%s" % c.ch(["Can we do %s instead? %s has %s at %s" % (c.future(c.days_ahead(3, 9)), s.pt("first"),
                                                                        c.ch(["swimming", "band practice", "rugby", "work"]),
                                                                        P("ORGANIZATION", c.ch(pools.GYMS + pools.CLUBS + pools.SCHOOLS[c.loc]))),
                                 "Sorry, running late, stuck at %s" % P("LOCATION_OTHER", c.ch(pools.LANDMARKS).replace("the ", "", 1))]),
        lambda: "No worries. Bring %s and the %s. Park at %s, %s" % (c.ch(["the meter", "the puffers", "her red book", "the glucometer"]),
                                                                   c.ch(["med list", "discharge letter", "blue folder"]),
                                                                   P("LOCATION_OTHER", c.ch(pools.BUILDINGS).replace("the ", "", 1)),
                                                                   c.ch(["level 2", "back entrance", "by the pharmacy"])),
        lambda: "Pharmacy is %s on %s yes?" % (s.pharm_p(), P("STREET", c.street())),
        lambda: "%s the car is %s, the one with the blue badge" % (c.ch(["fyi", "btw", "also"]), veh(c)),
        lambda: "Great see you then. %s" % c.ch(["Any issues call %s" % P("PHONE", s.clinic_phone), "Out of hours ring %s" % LINES[c.loc], neg(c, "word")]),
    ]
    n = c.r.randint(7, 11)
    order = [0, 1] + sorted(c.r.sample(range(2, len(lines)), min(n - 2, len(lines) - 2)))
    for k, i in enumerate(order):
        if k and c.maybe(0.2):
            d = d + __import__("datetime").timedelta(days=c.r.randint(1, 3))
        who = nurse_lbl if i in (0, 2, 4, 6, 8, 9, 11) else pt_lbl()
        st = c.stamp(d) if c.maybe(0.75) or k == 0 else ""
        tm = times[min(k, len(times) - 1)]
        if lay == "sms_export":
            out.append("%s%s | %s | %s" % ((st + " ") if st else "", tm, who, lines[i]()))
        else:
            out.append("[%s%s] %s: %s" % ((st + " ") if st else "", tm, who, lines[i]()))
    return "\n".join(out), lay


# ================================================================= 6 voicemail transcript
def voicemail(c):
    s = Scen(c)
    lay = c.ch(["vm_transcript", "vm_transcript", "vm_with_action"])
    out = []
    d = c.days_ago(0, 3)
    out.append("Voicemail - %s %s - from %s - %s" % (c.date(d, c.ch(["num", "long_wd", "wd_num", "iso"])), c.ch(["4:12 PM", "07:58", "12:03", "6:40 PM"]),
                                                   P("PHONE", s.phone), c.ch(["0:48", "1:12", "0:31", "2:05"])))
    out.append("Mailbox: %s %s" % (s.clinic_p() if c.maybe() else s.hosp_p(), c.ch(["nurse line", "reception", "pharmacy line", "results line"])))
    out.append("Transcript (auto, may contain errors):")
    caller = (s.pt(c.ch(["full", "full", "first"])) if s.self_writer else "%s, %s %s" % (s.wr(c.ch(["full", "first"])), c.ch(["the", s.his, s.his]), s.wrel))
    parts = [
        "hi %s this is %s" % (c.ch(["there", "um", "yes", "good morning"]), caller),
        "calling about %s %s" % (("my %s %s" % (s.ptrel, s.pt(c.ch(["full", "first", "title_last"])))) if not s.self_writer else "myself", c.ch(["", "again"])),
        "date of birth %s" % c.date(s.dob, c.ch(["num", "long", "num_short"])),
        c.ch(["spelt %s" % P("PATIENT", " ".join(ch for ch in s.p.last.upper() if ch.isalpha())), "surname %s" % P("PATIENT", s.p.last)]),
        "%s %s" % (("i've got %s" % s.sym) if s.self_writer else "%s's had %s" % (s.he, s.sym), c.casual(s.onset)),
        "%s %s" % (c.ch(["also", "um and", "oh and"]), neg(c, c.ch(["drug", "vital", "epo", "role"]))),
        "%s %s" % (c.ch(["%s saw %s" % (s.dr(c.ch(["dr_last", "dr_full"])), "me" if s.self_writer else s.him), "we were at %s" % s.hosp_p()]), c.casual(s.prev) if c.maybe(0.5) else "on " + c.date(s.prev, "long")),
        "%s %s" % (c.ch(["and %s" % s.age("pred"), "%s %s" % (s.he, s.age("pred"))]), c.ch(["so", "you know"] + (["and lives alone"] if s.grp == "old" else []))),
        "can someone call me back on %s %s" % (P("PHONE", s.phone if c.maybe() else s.phone2), c.ch(["", "thats my mobile", "or the home number"])),
        "or %s, %s %s, on %s" % (P("FAMILY", s.rel2.first), "my" if s.self_writer else c.ch([s.his, "my"]), s.rel2w, P("PHONE", s.phone2)),
        "we're at %s %s" % (P("STREET", c.street()), s.town_p()),
        "the script needs to go to %s" % s.pharm_p(),
        c.ch(["thanks bye", "ok thank you bye bye", "cheers", "thank you so much", "bye"]),
    ]
    if c.maybe(0.2):
        k, v = c.vehicle()
        parts.insert(-1, "oh and the parking permit is for %s %s" % (k, P("VEHICLE", v)))
    if c.maybe(0.25):
        lbl, typ = {"UK": ("NHS number", "MRN"), "NZ": ("NHI", "MRN"), "AU": ("Medicare number", "HEALTHPLAN"),
                    "US": ("member ID", "HEALTHPLAN"), "CA": ("health card number", "HEALTHPLAN")}.get(
            c.loc, c.ch([("hospital number", "MRN"), ("card number", "HEALTHPLAN")]))
        parts.insert(2, "%s %s is %s" % ("my" if s.self_writer else s.his, lbl, P(typ, s.mrn if typ == "MRN" else s.hp)))
    if c.loc in ("US", "UK") and c.maybe(0.3):
        parts.insert(3, "%s %s" % ("social is" if c.loc == "US" else "national insurance is", P("SSN", c.ssn())))
    keep = [parts[0], parts[1]] + [p for p in parts[2:-1] if c.maybe(0.72)] + [parts[-1]]
    out.append(" ".join(re.sub(r"\s+$", "", x) + c.ch([".", "...", ",", " um"]) for x in keep[:-1]) + " " + keep[-1])
    if c.maybe(0.2):
        k, v = c.bioid()
        out.append("Caller ID check: %s %s matched" % (k, P("BIOID", v)))
    if lay == "vm_with_action":
        out.append("")
        out.append("Action %s %s: %s - %s %s" % (c.date(c.days_ahead(0, 1) if d == c.today else d, c.ch(["num", "num_noyear"])), c.ch(["10:05", "16:50"]),
                                                 c.ch(["returned call", "called back", "left VM"]), c.ch([
                                                     "spoke to %s" % s.wr(c.ch(["first", "full"])),
                                                     "booked %s with %s" % (c.future(s.next), s.dr2(c.ch(["dr_last", "dr_finit"]))),
                                                     "advised %s" % c.ch(["ED", "NHS 111", "Healthdirect", "the walk-in", "urgent care"])]),
                                                 c.ch(["- " + P("DOCTOR", s.nurse.inits.replace(".", "").lower()), "(" + c.doc(s.nurse, c.ch(["name_cred", "sig"])) + ")"])))
    return "\n".join(out), lay


# ================================================================= 7 after-hours call log
def afterhours_log(c):
    lay = c.ch(["log_table", "log_entries"])
    out = []
    head = Scen(c)
    night = c.days_ago(0, 6)
    out.append("%s - after-hours call log - %s" % (head.clinic_p() if c.maybe() else head.hosp_p(), c.date(night, c.ch(["long_wd", "num", "caps"]))))
    out.append("On call: %s (%s)   Answering service: %s" % (head.dr(c.ch(["dr_full", "dr_last", "name_cred"])), c.pager(), c.ch(["Nightline", "the exchange", "after-hours desk"])))
    if lay == "log_table":
        out.append("Time | Caller | Patient | Callback | Reason | Advice | By")
    for k in range(c.r.randint(3, 6)):
        s = Scen(c)
        t = c.ch(["18:42", "19:55", "21:10", "22:41", "23:58", "00:37", "02:14", "03:50", "05:22", "06:40"])
        caller = (("self",) if s.self_writer else (s.wr(c.ch(["full", "first", "title_full", "finit"])) + " (%s)" % c.ch([s.wrel, s.wrel, "carer"]),))[0]
        pt = "%s, %s, DOB %s, %s %s" % (s.pt(c.ch(["full", "lastfirst", "mid"])), c.age_tag(s.a, s.sex), s.dob_p(),
                                        c.ch(["MRN", "Hosp no", "NHI" if c.loc == "NZ" else "MRN", "UR"]), P("MRN", s.mrn))
        reason = "%s %s; %s" % (s.sym, c.casual(s.onset) if c.maybe(0.5) else c.ch(pools.DURATIONS), neg(c, c.ch(["vital", "drug", "lab", "epo"])))
        advice = c.ch(["ED now", "ambulance called", "paracetamol, review AM", "GP tomorrow", "advised 111", "see at 8am clinic",
                       "hold %s" % c.ch(pools.DRUG_NAMES), "ring back if worse", "sent to %s" % s.hosp_p()])
        by = c.ch([P("DOCTOR", head.doc.inits.replace(".", "")), P("DOCTOR", head.doc.last), P("DOCTOR", s.nurse.first) + " RN"])
        cb = P("PHONE", s.phone)
        if lay == "log_table":
            out.append("%s | %s | %s | %s | %s | %s | %s" % (t, caller, pt, cb, reason, advice, by))
        else:
            out.append("")
            out.append("#%d %s %s - caller: %s, cb %s" % (k + 1, c.date(night if t[0] in "12" else night + __import__("datetime").timedelta(days=1), c.ch(["num_noyear", "num"])), t, caller, cb))
            out.append("  Pt: %s" % pt)
            if c.maybe(0.5):
                out.append("  Address: %s" % c.address())
            out.append("  Reason: %s" % reason)
            extra = c.ch(["Lives at %s, %s" % (P("HOSPITAL", c.ch(pools.CARE_HOMES)), c.room()),
                          "Works nights as %s at %s" % (art(s.prof), s.emp_p()),
                          "Usual GP %s at %s" % (s.dr2(c.ch(["dr_last", "dr_full"])), s.clinic_p()),
                          "Carer %s from %s on site" % (P("FAMILY", s.rel2.full), c.org("agency")),
                          "Pt %s, %s" % (s.age("pred"), neg(c, "abbr")),
                          "Family: %s %s" % (c.fam(s.rel2, s.rel2w, c.ch(["rel_full", "first_rel"])), P("PHONE", s.phone2))])
            out.append("  Note: %s" % extra)
            out.append("  Advice: %s - %s" % (advice, by))
    if c.maybe(0.4):
        out.append("")
        out.append("Handover to day team %s 08:00 - %s" % (c.date(night + __import__("datetime").timedelta(days=1), c.ch(["num", "wd_num"])), P("DOCTOR", head.doc2.full)))
    return "\n".join(out), lay


# ================================================================= 8 refill request
def refill_request(c):
    s = Scen(c, age=c.rand_age(old=0.45, kid=0.05))
    lay = c.ch(["refill_form", "refill_form", "refill_message"])
    out = []
    rxk, rxv = c.idnum("Rx #")
    meds = [c.ch(pools.DRUGS) for _ in range(c.r.randint(1, 3))]
    if lay == "refill_form":
        out.append("REFILL REQUEST  #%s   received %s %s" % (P("IDNUM", "RR-" + c.d4(6)), c.date(c.today, c.ch(["num", "iso", "caps"])), c.ch(["08:14", "13:27", "17:59"])))
        out.append("Patient: %s   DOB: %s (%s)   MRN: %s" % (s.pt(c.ch(["lastfirst", "full", "mid"])), s.dob_p(), c.age_num(s.a, 0), P("MRN", s.mrn)))
        out.append("Phone: %s   Email: %s" % (P("PHONE", s.phone), P("EMAIL", s.email)))
        out.append("Address: %s" % c.address())
        if c.loc in ("US", "UK") or c.maybe(0.3):
            out.append("%s: %s" % ("NI no" if c.loc == "UK" else "SSN", P("SSN", c.ssn())) if c.loc in ("US", "UK") else
                       "Insurance: %s, member %s" % (c.org("ins"), P("HEALTHPLAN", s.hp)))
        out.append("Pharmacy: %s, %s, %s  Ph %s  Fax %s" % (s.pharm_p(), P("STREET", c.street()), s.town_p(), P("PHONE", c.phone("office")), P("FAX", c.phone())))
        for m in meds:
            out.append("  - %s  Rx #%s  %s" % (m, P("IDNUM", c.d4(7)), c.ch(["90-day supply", "28 tabs", "1 month", "x3 repeats", "2 pens"])))
        out.append("Last seen: %s by %s   %s" % (c.date(s.prev, c.ch(["num", "long", "abbr"])), s.dr(c.ch(["dr_last", "dr_full", "name_cred"])), neg(c, c.ch(["lab", "vital"]))))
        out.append("Patient comment: %s" % c.ch([
            "running out %s, going to %s for work" % (c.future(c.days_ahead(2, 6)), P("COUNTRY", c.ch(pools.COUNTRIES_ABROAD))),
            "my %s %s will pick it up, %s" % (s.wrel if not s.self_writer else c.ch(["son", "partner", "husband", "brother"] if s.w.sex == "M" else ["daughter", "partner", "wife", "sister"]), P("FAMILY", s.w.first), neg(c, "word")),
            "%s says i need bloods first?? %s" % (s.dr(c.ch(["dr_last", "dr_finit"])), neg(c)),
            "please send to %s not the usual one" % P("HOSPITAL", c.ch(pools.PHARMACIES[c.loc])),
            "I am %s now and can't get to the surgery" % P("AGE", str(s.a))]))
        out.append("Action: %s by %s %s on %s" % (c.ch(["Approved x 90 days", "Approved x1", "Declined - needs review", "Approved, 1 repeat"]),
                                                  c.doc(s.doc2, c.ch(["name_cred", "dr_finit", "sig"])), lic_line(c), c.date(c.today, c.ch(["num", "num_noyear"]))))
        if c.maybe(0.35):
            out.append("Sent electronically to %s via %s" % (s.pharm_p(), P("URL", c.url())))
        return "\n".join(out), lay
    out.append("From: %s <%s>" % (s.pt(c.ch(["full", "first"])) if s.self_writer else s.wr("full"), P("EMAIL", s.email if s.self_writer else s.wemail)))
    out.append("Sent: %s" % c.date(c.today, c.ch(["long_wd", "num"])))
    out.append("Subject: repeat script %s" % c.ch(["", "pls", "- urgent"]))
    out.append("")
    out.append(". ".join([
        "%s %s" % (c.ch(["Hi", "Hello", "Dear", "hiya"]), c.ch([s.dr(c.ch(["dr_last", "dr_finit"])), "team", P("DOCTOR", s.nurse.first)])),
        "%s %s %s" % (c.ch(["could I please get a refill of", "can %s have more" % s.pt(c.ch(["first", "nick"])), "need repeat of"]), meds[0], "for " + (s.pt(c.ch(["full", "title_last"])) if not s.self_writer else "me")),
        "DOB %s, %s %s" % (s.dob_p(), c.ch(["MRN", "patient no", "hosp no"]), P("MRN", s.mrn)),
        "%s %s" % (c.ch(["down to the last", "only", "2 tabs left", "last pen"]), c.ch(["few", "strip", "pen", "box"])),
        "please send it to %s on %s" % (s.pharm_p(), P("STREET", c.street())),
        "%s" % neg(c),
        "my number is %s" % P("PHONE", s.phone),
        c.ch(["thanks", "thanks heaps", "much appreciated"]) + ", " + (s.pt("first") if s.self_writer else s.wr("first")),
    ]))
    return "\n".join(out), lay


# ================================================================= 9 prior authorisation
def prior_auth(c):
    s = Scen(c, age=c.rand_age(old=0.35, kid=0.1))
    lay = c.ch(["pa_form", "pa_form", "pa_letter"])
    title = {"US": "PRIOR AUTHORIZATION REQUEST", "UK": "INDIVIDUAL FUNDING REQUEST", "AU": "AUTHORITY APPLICATION",
             "NZ": "SPECIAL AUTHORITY APPLICATION", "CA": "SPECIAL ACCESS / PRIOR APPROVAL REQUEST",
             "IN": "TPA PRE-AUTHORISATION REQUEST", "NG": "HMO AUTHORISATION CODE REQUEST", "PH": "LOA REQUEST"}[c.loc]
    out = []
    ins = c.ch(pools.INSURERS[c.loc])
    casek, casev = c.idnum("Case")
    out.append("%s - %s" % (title, P("ORGANIZATION", ins)))
    out.append("Fax to: %s   Phone: %s   Case #: %s" % (P("FAX", c.phone()), P("PHONE", c.phone("office")), P("IDNUM", casev)))
    out.append("Date submitted: %s" % c.date(c.today, c.ch(["num", "iso", "long", "dash"])))
    out.append("")
    out.append("MEMBER")
    out.append("Name: %s   DOB: %s   Age: %s   Sex: %s" % (s.pt(c.ch(["lastfirst", "full", "mid"])), s.dob_p(), c.age_num(s.a, 0), s.sex))
    out.append("Member ID: %s   Group: %s" % (P("HEALTHPLAN", s.hp), P("HEALTHPLAN", c.group_no())))
    if c.loc in ("US", "UK"):
        out.append("%s: %s" % ("SSN" if c.loc == "US" else "NI number", P("SSN", c.ssn())))
    if c.maybe(0.4):
        out.append("Claim / billing ref: %s" % P("ACCOUNT", c.account()))
    out.append("Address: %s   Phone: %s" % (c.address(), P("PHONE", s.phone)))
    if c.maybe(0.25):
        k, v = c.license("dl")
        out.append("ID verified: driver's licence %s" % P("LICENSE", v))
    if c.maybe(0.3):
        out.append("Employer: %s (%s)" % (s.emp_p(), P("PROFESSION", s.prof)))
    out.append("")
    out.append("PRESCRIBER")
    out.append("Name: %s   %s   %s" % (c.doc(s.doc, c.ch(["name_cred", "dr_full"])), lic_line(c, "npi" if c.loc == "US" else None),
                                     lic_line(c, "dea") if c.loc == "US" and c.maybe(0.7) else ""))
    out[-1] = out[-1].rstrip()
    out.append("Practice: %s, %s   Ph %s   Fax %s" % (s.clinic_p(), c.address(), P("PHONE", s.clinic_phone), P("FAX", c.phone())))
    out.append("Contact: %s" % c.ch([c.doc(s.staff, c.ch(["name_cred", "first_role"])), "%s (%s)" % (P("DOCTOR", s.staff.full), c.ch(["PA coordinator", "medical assistant", "practice manager"]))]))
    out.append("")
    out.append("REQUEST")
    drug = c.ch(pools.DRUGS + ["CPAP machine", "insulin pump", "CGM sensors", "power wheelchair", "hearing aids"])
    out.append("Item: %s   Dx: %s   %s" % (drug, c.ch(pools.ICD), c.ch(["", "Qty: 30", "Duration: 12 months", "Refills: 5"])))
    if any(w in drug for w in ("CPAP", "pump", "CGM", "wheelchair", "hearing")) or c.maybe(0.3):
        out.append("Current device serial: %s   %s" % (P("DEVICE", c.device()), c.ch(["AHI 34", "HbA1c 9.1%", "Epworth 16", "usage 6.2 h/night"])))
    tried = c.ch(pools.DRUG_NAMES)
    out.append("Previously tried: %s from %s to %s - %s" % (tried, c.date(c.days_ago(200, 400), c.ch(["num", "abbr", "long"])),
                                                              c.date(c.days_ago(30, 190), c.ch(["num", "abbr", "long"])),
                                                              c.ch(["failed", "intolerant (GI upset)", "rash", "no response", "HbA1c still 8.9%"])))
    out.append("Clinical notes: %s. %s. %s." % (neg(c, c.ch(["lab", "score"])), neg(c, "vital"), neg(c, c.ch(["epo", "abbr"]))))
    if c.maybe(0.4):
        out.append("Seen at %s %s, %s; specialist %s." % (s.hosp_p(), c.date(s.prev, c.ch(["num", "long"])), c.room() if c.maybe(0.3) else "outpatients",
                                                          c.doc(s.doc2, c.ch(["dr_full", "dr_last"]))))
    if lay == "pa_letter":
        out.append("")
        out.append("Dear reviewer, %s is a %s %s with %s %s. I am writing %s. %s" % (
            s.pt(c.ch(["title_last", "full"])), c.age_adj(s.a), ("woman" if s.sex == "F" else "man") if s.a > 15 else "child",
            c.ch(pools.EPONYMS + pools.ABBREV_NEG[:8]), c.ch(["diagnosed in %s" % P("DATE", str(s.prev.year)), "since %s" % c.date(s.prev, c.ch(["abbr", "long"]))]),
            c.ch(["to request an urgent review", "to support this request", "as the %s has failed" % tried]),
            c.ch(["Please reply to %s." % P("EMAIL", c.email(s.doc, org=True)), "Portal: %s." % P("URL", c.url()), "Call me on %s." % c.pager()])))
    out.append("")
    out.append("Signed: %s   Date: %s" % (c.doc(s.doc, c.ch(["sig", "name_cred", "dr_full"])), c.date(c.today, c.ch(["num", "num_short", "iso"]))))
    return "\n".join(out), lay


# ================================================================= 10 school-nurse note to parents
def school_nurse(c):
    s = Scen(c, age=c.r.randint(4, 17))
    lay = c.ch(["letter", "letter", "slip"])
    out = []
    sn = s.nurse
    par = s.w
    if c.maybe(0.7):
        par.last = s.p.last
    if lay == "letter":
        out.append(s.school_p())
        out.append("Health Office - %s" % c.address())
        out.append("Tel %s   %s" % (P("PHONE", s.clinic_phone), P("EMAIL", c.email(org=True))))
        out.append(c.date(c.today, c.ch(["long", "long_wd", "num", "caps"])))
        out.append("")
        out.append("Dear %s," % c.ch(["%s %s" % (c.title(par), P("FAMILY", par.last)), P("FAMILY", par.full), "parent/carer of %s" % s.pt(c.ch(["full", "first"])),
                                      "%s and %s %s" % (P("FAMILY", par.first), P("FAMILY", c.person().first), P("FAMILY", par.last))]))
    else:
        out.append("NURSE'S OFFICE VISIT SLIP - %s" % s.school_p())
        out.append("Student: %s   Class: %s   Age: %s   Student ID: %s" % (s.pt(c.ch(["full", "lastfirst"])), c.ch(["4B", "Yr 7", "Grade 2", "Room 12", "K1", "Year 10"]),
                                                                            P("AGE", str(s.a)), P("IDNUM", "S" + c.d4(6))))
        out.append("Date: %s   Time in: %s   Time out: %s" % (c.date(c.today, c.ch(["num", "num_noyear", "wd_num"])), c.ch(["9:40", "11:05", "1:15"]), c.ch(["10:10", "11:30", "2:00"])))
    body = [
        lambda: "Today %s came to the health office %s with %s" % (s.pt(c.ch(["first", "first", "full", "nick"])), c.ch(SCHOOL_TIMES), s.sym),
        lambda: "%s (%s) %s" % (s.pt("first"), c.ch(["age " + P("AGE", str(s.a)), "aged " + P("AGE", str(s.a)), P("AGE", str(s.a)) + " yrs"]),
                                c.ch(["said it started at lunch", "had not eaten breakfast", "was sent by %s %s" % (c.ch(["Mr", "Mrs", "Ms", "Miss", "coach"]), P("FAMILY", c.person().last))])),
        lambda: "%s; %s" % (c.ch(["Temp 38.1", "temp 37.2", "Peak flow 210", "BGL 3.8", "pulse 104"]), c.ch(["no rash", "alert and chatty", "pale", "pupils equal", "Babinski not tested"])),
        lambda: "We gave %s %s as per the consent on file" % (c.ch(["Calpol 5 ml", "paracetamol 250 mg", "2 puffs of salbutamol", "an ice pack", "glucose tabs"]), c.ch(SCHOOL_TIMES)),
        lambda: "Please keep %s home %s if %s" % (s.him, c.future(c.days_ahead(1, 3)), c.ch(["the fever returns", "vomiting continues", "the rash spreads"])),
        lambda: "%s's teacher %s %s noticed %s" % (s.pt("first"), c.ch(["Mr", "Mrs", "Ms", "Miss"]), P("FAMILY", c.person().last), c.ch(["squinting at the board", "coughing in class", "tiredness after lunch"])),
        lambda: "Head lice were found in %s; %s will be checked %s" % (c.ch(["Year 3", "Room 9", "the class"]), c.ch(["all students", "the class"]), c.future(c.days_ahead(2, 7))),
        lambda: "Please update the asthma / allergy plan at %s" % P("URL", c.url()),
        lambda: "The action plan from %s at %s expired on %s" % (s.dr(c.ch(["dr_last", "dr_full"])), s.clinic_p(), c.date(c.days_ago(3, 60), c.ch(["num", "long"]))),
        lambda: "%s was collected by %s at %s" % (s.pt("first"), c.fam(s.rel2, c.ch(["grandmother", "grandfather", "aunty", "uncle", "nanny", "older brother", "older sister"]),
                                                                         c.ch(["rel_first", "rel_full", "first_rel"])), c.ch(["12:30", "1:45 pm", "2.10pm"])),
        lambda: "The car at pick-up was %s %s" % (veh(c), c.ch(["as listed on the pick-up form", "(not on file - please update)"])),
        lambda: "Immunisation record shows %s given %s" % (c.ch(["HPV dose 1", "MMR 2", "Tdap", "flu vaccine"]), c.date(c.days_ago(100, 900), c.ch(["num", "abbr", "long"]))),
        lambda: "%s's EpiPen on file expires %s" % (s.pt("first"), P("DATE", "%s %d" % (MONTHS[c.days_ahead(30, 200).month - 1], c.today.year + 1))),
        lambda: "%s mentioned %s %s %s works as %s and is away" % (s.pt("first"), s.his, "dad" if par.sex == "M" else "mum", P("FAMILY", par.first), art(s.wprof)),
        lambda: "Recommend review with %s at %s" % (c.ch(["your GP", "the optometrist", "your family doctor", "the dentist"]), c.ch([s.clinic_p(), s.hosp_p()])),
    ]
    idx = list(range(1, len(body)))
    c.r.shuffle(idx)
    out.append("")
    out.append(". ".join(body[i]() for i in [0] + idx[:c.r.randint(6, 9)]) + ".")
    out.append("")
    out.append(c.ch(["Kind regards,", "Thanks,", "Regards,", "With thanks,"]))
    out.append("%s, %s" % (c.ch([P("DOCTOR", sn.full), "%s %s" % (c.title(sn), P("DOCTOR", sn.last)), P("DOCTOR", "%s. %s" % (sn.first[0], sn.last))]),
                           c.ch(["School Nurse", "RN, School Health", "Health Office", "School Health Nurse", "Public Health Nurse"])))
    if c.maybe(0.5):
        out.append("Direct line %s  |  after hours %s" % (P("PHONE", c.phone("office")), LINES[c.loc]))
    return "\n".join(out), lay


# ================================================================= 11 carer group chat
def carer_chat(c):
    s = Scen(c, age=c.rand_age(old=0.7, kid=0.1))
    lay = c.ch(["group_chat", "group_chat", "chat_export"])
    out = []
    m1, m2, m3 = s.w, s.rel2, c.person()
    paid = c.person()
    names = [m1, m2, m3, paid]
    title = c.ch(["%s care team" % c.ch(["Mum's", "Dad's", "Nana's", "Lola's", "Grandad's"]), "%s updates" % P("PATIENT", s.p.first),
                  "Team %s" % P("PATIENT", s.p.last), "Family + carers"])
    out.append("Group: %s (%d members)" % (title, c.r.randint(4, 9)))
    if lay == "chat_export":
        out.append("Exported %s by %s" % (c.date(c.today, c.ch(["num", "iso"])), P("USERNAME", c.handle(m1))))
    d = c.days_ago(3, 12)
    times = ["7:02 am", "7:45 am", "8:30 am", "9:12 am", "10:20 am", "11:58 am", "1:14 pm", "2:40 pm", "4:05 pm", "5:31 pm", "7:48 pm", "9:15 pm", "10:02 pm"]
    who_lbl = lambda p: c.ch([P("FAMILY", p.first), P("FAMILY", p.first), P("FAMILY", p.full), P("FAMILY", p.finit)])
    pname = lambda: s.pt(c.ch(["first", "nick", "first"])) if c.maybe(0.6) else c.ch(["Mum", "Dad", "Nan", "Lola", "Grandad", "Aunty"]) 
    msgs = [
        lambda: "morning all, %s had a %s night. %s" % (pname(), c.ch(["rough", "good", "restless", "quiet"]), neg(c, c.ch(["vital", "drug", "time"]))),
        lambda: "%s from %s is coming at %s, %s knows the key safe code" % (P("FAMILY", paid.first), c.org("agency"), c.ch(["9", "10.30", "2pm"]), P("FAMILY", m2.first)),
        lambda: "reminder %s appt with %s %s at %s" % (pname(), s.dr(c.ch(["dr_last", "dr_full", "dr_finit"])), c.future(s.next), c.ch([s.hosp_p(), s.clinic_p()])),
        lambda: "%s %s %s!! cake at mine %s" % ("she" if s.sex == "F" else "he", c.ch(["turns", "will be"]), c.age_num(s.a, 0.2), c.future(c.days_ahead(2, 20))),
        lambda: "%s rang, %s" % (s.rn(c.ch(["role_first", "first_role", "dr_last"])), c.ch(["bloods look ok - %s" % c.ch(pools.LABS), "dressing change moved to %s" % c.stamp(c.days_ahead(1, 4)),
                                                                                           "wants the %s stopped" % c.ch(pools.DRUG_NAMES)])),
        lambda: "%s script ready at %s, can someone grab it" % (c.ch(pools.DRUG_NAMES).capitalize(), s.pharm_p()),
        lambda: "i can, finishing at %s at 3%s" % (P("ORGANIZATION", c.employer()), c.ch(["", " today"])),
        lambda: "@%s can you do %s? i'm on nights at %s" % (P("USERNAME", c.handle(m3)), c.future(c.days_ahead(1, 5)), P("ORGANIZATION", c.employer())),
        lambda: "%s's in %s, %s at %s. visiting till 8" % (s.he, P("HOSPITAL", s.ward), c.room(), s.hosp_p()),
        lambda: "parked in the disabled bay, %s, blue badge on dash" % veh(c),
        lambda: "new hearing aid serial is %s in case it goes missing again" % P("DEVICE", c.device()),
        lambda: "pendant alarm %s tested ok, it calls %s first then %s" % (P("DEVICE", c.device()), P("PHONE", c.phone()), P("PHONE", c.phone())),
        lambda: "%s from %s dropped soup round, so kind" % (c.ch(["Pastor", "Father", "Auntie", "Sister"]) + " " + P("FAMILY", c.person().first), c.org("church")),
        lambda: "%s %s. %s" % (c.ch(["sats 93%", "bp 138/80", "temp 37.9", "sugar 11.2", "sats 88% on 2L", "bp 104/62", "pulse 118"]), c.ch(["this morning", "at lunch", "tonight"]), neg(c)),
        lambda: "%s's old mate %s from the %s days asked after %s" % (pname(), P("FAMILY", c.person().full), P("PROFESSION", s.prof), s.him),
        lambda: "%s wants everyone at the family meeting %s, %s" % (s.dr2(c.ch(["dr_last", "dr_finit", "role_first"])), c.future(c.days_ahead(3, 10)), P("LOCATION_OTHER", c.ch(pools.BUILDINGS).replace("the ", "", 1))),
        lambda: "paperwork: %s no %s, %s %s" % ({"UK": "NHS", "NZ": "NHI", "AU": "UR"}.get(c.loc, c.ch(["hosp", "MRN"])), P("MRN", s.mrn), c.ch(["member id", "policy"]), P("HEALTHPLAN", s.hp)),
        lambda: "%s says the home care invoice %s is due" % (P("FAMILY", m1.first), P("ACCOUNT", c.account())),
        lambda: "uploaded the care plan here: %s" % P("URL", c.url()),
        lambda: "thanks everyone. %s" % neg(c, "word"),
        lambda: "%s's flying back from %s %s" % (P("FAMILY", m3.first), P("COUNTRY", c.ch(pools.COUNTRIES_ABROAD)), c.future(c.days_ahead(1, 9))),
    ]
    n = c.r.randint(9, 14)
    order = sorted(c.r.sample(range(len(msgs)), n))
    for k, i in enumerate(order):
        if k and c.maybe(0.3):
            d = d + __import__("datetime").timedelta(days=1)
        who = c.ch(names)
        st = c.stamp(d)
        tm = times[min(k, len(times) - 1)]
        if lay == "chat_export":
            out.append("%s, %s - %s: %s" % (st, tm, who_lbl(who), msgs[i]()))
        else:
            out.append("[%s %s] %s: %s" % (st, tm, who_lbl(who), msgs[i]()))
    return "\n".join(out), lay


# ================================================================= 12 discharge follow-up phone script
def discharge_call(c):
    s = Scen(c, age=c.rand_age(old=0.5, kid=0.08))
    lay = c.ch(["call_script", "call_script", "call_note"])
    out = []
    dd = c.days_ago(2, 4)
    out.append("POST-DISCHARGE FOLLOW-UP CALL")
    out.append("Patient: %s | %s %s | DOB %s (%s) | Acct %s" % (s.pt(c.ch(["lastfirst", "full", "mid"])), c.ch(["MRN", "UR", "Hosp no"]), P("MRN", s.mrn),
                                                            s.dob_p(), c.age_tag(s.a, s.sex, paren=False), P("ACCOUNT", c.account())))
    out.append("Discharged: %s from %s, %s, %s" % (c.date(dd, c.ch(["num", "long", "caps", "iso"])), s.hosp_p(), P("HOSPITAL", s.ward), c.room()))
    out.append("Discharge dx: %s (%s). Attending: %s" % (c.ch(["CAP", "NSTEMI", "cellulitis L leg", "COPD exacerbation", "UTI with delirium", "fractured NOF", "DKA", "bronchiolitis"]),
                                                         c.ch(pools.ICD), s.dr(c.ch(["dr_full", "name_cred", "dr_last"]))))
    out.append("Phone on file: %s   Alt: %s (%s)" % (P("PHONE", s.phone), P("PHONE", s.phone2), c.fam(s.w, s.wrel, c.ch(["rel_first", "rel_full"]))))
    a1 = dd + __import__("datetime").timedelta(days=c.r.randint(1, 2))
    out.append("Attempt 1: %s %s - %s" % (c.date(a1, c.ch(["num", "num_noyear", "wd_num"])), c.ch(["10:15", "09:40", "13:05"]), c.ch(["no answer, VM left", "line busy", "wrong number - updated"])))
    out.append("Attempt 2: %s %s - spoke with %s" % (c.date(a1 + __import__("datetime").timedelta(days=1), c.ch(["num", "num_noyear", "wd_num"])), c.ch(["14:30", "16:10", "11:20"]),
                                                       c.ch([s.pt(c.ch(["first", "title_last"])), s.wr(c.ch(["full", "first"])) + " (" + s.wrel + ")"])))
    if c.maybe(0.3):
        k, v = c.bioid()
        out.append("Identity: DOB confirmed; %s %s on file" % (k, P("BIOID", v)))
    elif c.loc in ("US", "UK"):
        out.append("Identity: DOB and %s %s confirmed" % ("SSN" if c.loc == "US" else "NI no.", P("SSN", c.ssn())))
    out.append("")
    if lay == "call_script":
        out.append("Script: \"Hello, this is %s calling from %s. I'm following up after %s stay with us %s. Is now a good time?\"" % (
            P("DOCTOR", s.nurse.first), s.hosp_p(), c.ch(["your", "your mum's", "your dad's", "%s's" % s.pt("first")]), c.casual(dd)))
    qa = [
        ("Do you have all your medicines?", c.ch(["yes - %s and %s" % (c.ch(pools.DRUGS), c.ch(pools.DRUGS)), "no, %s didn't have the %s, got it %s" % (s.pharm_p(), c.ch(pools.DRUG_NAMES), c.casual(a1))])),
        ("Any new or worse symptoms?", "%s. %s" % (c.ch(["no", "a bit more breathless", "swelling down", "temp 37.8 last night", "pain 3/10"]), neg(c, c.ch(["vital", "score", "epo"])))),
        ("Who is at home with you?", c.ch(["%s, %s" % (c.fam(s.rel2, s.rel2w, c.ch(["rel_first", "rel_full"])), c.ch(["visits daily", "lives with pt", "stays weekends"])),
                                          "lives alone at %s; neighbour %s checks in" % (P("STREET", c.street()), P("FAMILY", c.person().first)),
                                          "back at %s, %s" % (P("HOSPITAL", c.ch(pools.CARE_HOMES)), c.room())])),
        ("Follow-up appointment?", "%s at %s %s" % (s.dr2(c.ch(["dr_last", "dr_full", "dr_finit"])), s.clinic_p(), c.future(s.next))),
        ("Home services?", c.ch(["%s nurse visit %s" % (c.org("agency"), c.future(c.days_ahead(1, 4))),
                                 "oxygen concentrator delivered, SN %s" % P("DEVICE", c.device()),
                                 "walker + shower chair, %s" % c.ch(["delivered", "pending"]),
                                 "%s %s" % (c.ch(["district nurse", "community nurse", "home health RN"]), P("DOCTOR", c.person().full))])),
        ("Transport to appointment?", c.ch(["%s will drive, %s" % (P("FAMILY", s.w.first), veh(c)),
                                            "community transport booked, ref %s" % P("IDNUM", "CT-" + c.d4(5)), "taxi", "bus"])),
        ("Work / school?", c.ch(["off work from %s until %s" % (s.emp_p(), c.date(c.days_ahead(7, 21), c.ch(["num", "abbr_noyear"]))),
                                  "retired %s" % P("PROFESSION", s.prof), "back at %s %s" % (s.school_p() if s.a < 18 else s.emp_p(), c.future(c.days_ahead(3, 10))),
                                  "works as %s, wants to know about lifting" % art(s.prof)])),
        ("Questions?", c.ch(["asked about driving", "none", "wants the discharge summary emailed to %s" % P("EMAIL", s.wemail),
                             "wants letter faxed to %s on %s" % (s.clinic_p(), P("FAX", c.phone("office"))), neg(c)])),
    ]
    for i, (q, a) in enumerate(qa):
        if i < 4 or c.maybe(0.7):
            out.append("%d. %s  %s" % (i + 1, q, cap(a)))
    out.append("")
    out.append("Outcome: %s. Portal: %s" % (c.ch(["no concerns", "escalated to %s" % s.dr(c.ch(["dr_last", "dr_full"])), "GP letter sent", "re-attend advised"]), P("URL", c.url())))
    out.append("Called by: %s  %s" % (c.doc(s.nurse, c.ch(["name_cred", "sig"])), c.ch(["", "ext " + P("PHONE", str(c.r.randint(2000, 6999)))])))
    out[-1] = out[-1].rstrip()
    return "\n".join(out), lay


GENRES = [
    ("symptom_checker", symptom_checker, 0.55),
    ("ask_doctor_question", ask_doctor, 0.5),
    ("clinician_reply", clinician_reply, 0.15),
    ("secure_message_results", secure_message, 0.25),
    ("sms_thread_practice_nurse", sms_thread, 0.55),
    ("voicemail_transcript", voicemail, 0.55),
    ("after_hours_call_log", afterhours_log, 0.1),
    ("refill_request", refill_request, 0.3),
    ("prior_authorisation_request", prior_auth, 0.06),
    ("school_nurse_note", school_nurse, 0.15),
    ("carer_group_chat", carer_chat, 0.6),
    ("discharge_followup_call", discharge_call, 0.1),
]
