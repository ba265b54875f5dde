"""Genres (own additions): lipid nurse telephone note, patient portal
message thread."""

from locale_fmt import add_days, weekday_on_or_after
from pools import HOMECARE
from g_treat import private_ip, username
from blocks import abroad_rel


def _hdr(nb, c, title):
    L = c.L
    rr = c.rr
    p = c.pt
    nb.line(title)
    nb.line(("HOSPITAL", c.hospital), rr.pick([" - Lipid Service", " | FH nurse team", " - Cardiovascular Risk Clinic", ""]))
    nb.line("Pt: ", ("PATIENT", p.LF() if rr.chance(0.5) else p.fl()), "   DOB ", c.date(c.dob), "   ", c.mrn[0], " ", ("MRN", c.mrn[1]))


def nurse_phone_note(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    he, his, him = p.pron()
    _hdr(nb, c, rr.pick(["TELEPHONE ENCOUNTER", "Telephone contact - Lipid Nurse Specialist", "Phone note",
                         "Nurse-led telephone clinic"]))
    th, tmin = rr.int(8, 16), rr.int(0, 59)
    t = "%02d:%02d" % (th, tmin)
    nb.line("Date/time: ", c.date(c.visit), " ", t)
    caller_is_rel = rr.chance(0.3)
    if caller_is_rel:
        q = c.rel(None, 0.6)
        rel = rr.pick(["wife", "husband", "daughter", "son", "partner", "mother"])
        nb.line("Caller: ", rel, " (", ("FAMILY", q.fl()), ") with pt consent   Number: ", ("PHONE", L.phone(mobile=True)))
    else:
        nb.line("Caller: patient   Number: ", ("PHONE", rr.pick([c.mobile, c.phone])),
                rr.pick(["", " (mobile)", " - confirmed DOB/address"]))
    nb.add("\n")
    reason = rr.pick(["myalgia", "homecare", "cascade", "parking", "missed", "travel", "results"])
    u = c.ldl_units()
    if reason == "myalgia":
        nb.add("Reason: muscle aches since ", rr.pick(["increase", "switch"]), " to ", c.statin_str(), ".\n")
        nb.add("Pt c/o bilateral thigh ache x %d/52, worse after exercise. No dark urine. No weakness. " % rr.int(1, 6))
        nb.add("Not on fibrate/macrolide. Vit D last %d nmol/L. " % rr.int(22, 90))
        nb.add(rr.pick(["No calf swelling (Baker's cyst/DVT unlikely).", "No cramps or myoglobinuria to suggest McArdle disease.",
                        "No new drugs; grapefruit juice daily - advised to stop."]), "\n")
        nb.add("Plan: hold statin 4/52, CK + TSH via GP (", ("HOSPITAL", c.practice), "), rechallenge with ",
               rr.pick(["rosuvastatin 5 mg alt days", "atorvastatin 10 mg", "pravastatin 40 mg"]), ". D/w ",
               c.dr(c.cons, "last", title=c.cons_title), " - agrees.\n")
    elif reason == "homecare":
        hc = rr.pick(HOMECARE)
        nb.add("Reason: homecare delivery not received (due ", c.date(add_days(c.visit, -rr.int(1, 5))), ").\n")
        nb.add("Rang ", ("ORGANIZATION", hc), " on ", ("PHONE", L.phone()), " - spoke to ", ("DOCTOR", c.staff().first),
               ". Order ", ("IDNUM", "ORD" + rr.digits(7)), " held as prescription expired. ")
        nb.add("New Rx faxed to ", ("FAX", L.phone()), " today. Delivery rebooked for ", ("DATE", L.wdate(weekday_on_or_after(add_days(c.visit, rr.int(2, 6))))), ". ")
        nb.add("Pt has 1 pen left; advised dose can be up to 7 days late.\n")
    elif reason == "cascade":
        q = c.rel(None, 0.7)
        rel = rr.pick(["son", "daughter", "brother", "sister", "nephew", "niece"])
        nb.add("Reason: result of ", his, " ", rel, "'s cascade test.\n")
        nb.add(("FAMILY", q.first), " (", ("AGE", str(rr.int(6, 45))), ") tested ", c.date(add_days(c.visit, -rr.int(14, 40))),
               " - ", rr.pick(["familial " + c.variant[0] + " variant DETECTED", "familial variant NOT detected"]), ". ")
        nb.add("Explained result; ", rr.pick(["letter to follow", "appointment offered with lipid clinic",
                                              "reassured - no further testing needed"]), ". ")
        if rr.chance(0.5):
            nb.add(("FAMILY", q.first), " lives in ", abroad_rel(c), "; copy of report to be emailed to ", ("EMAIL", L.email(q)), ".")
        nb.add("\n")
    elif reason == "parking":
        nb.add("Reason: apheresis parking permit renewal.\n")
        nb.add("New vehicle - reg ", ("VEHICLE", L.plate()), " (old reg ", ("VEHICLE", L.plate()), " cancelled). ")
        nb.add("Form sent to car park office, ", ("LOCATION_OTHER", rr.pick(["Gate 2 lodge", "Multi-storey B", "Level 0 security desk", "the Estates Building"])), ". ")
        nb.add("Sessions remain ", rr.pick(["Tuesdays", "alternate Thursdays", "Mondays"]), " ", rr.pick(["08:00", "07:30", "13:00"]), ".\n")
    elif reason == "missed":
        nb.add("Reason: missed ", rr.pick(["evolocumab", "alirocumab"]), " dose, due ", c.date(add_days(c.visit, -rr.int(3, 10))), ".\n")
        nb.add("Advised to inject today and resume usual 2-weekly schedule from today's date. ")
        nb.add("Injection technique reviewed (abdomen/thigh, rotate sites). No site reactions.\n")
    elif reason == "travel":
        d1 = add_days(c.visit, rr.int(10, 60))
        d2 = add_days(d1, rr.int(7, 28))
        nb.add("Reason: travel letter for injections (", rr.pick(["holiday", "family wedding", "work trip"]), ") to ",
               abroad_rel(c), " ", ("DATE", L.date(d1)), " - ", ("DATE", L.date(d2)), ".\n")
        nb.add("Letter prepared for airline/customs; advised cool bag (2-8 C), pens in hand luggage; "
               "may keep at room temp up to 30 days.\n")
    else:
        pnl = c.panel(treated=True)
        nb.add("Reason: results of bloods taken ", c.date(add_days(c.visit, -rr.int(3, 14))), ".\n")
        nb.add("LDL-C ", c.fmt_ldl(pnl["LDL"]), " ", u, " (prev ", c.fmt_ldl(pnl["LDL"] * rr.uni(1.2, 2.2)), "), ALT ",
               str(rr.int(15, 60)), ", CK ", str(rr.int(80, 400)), ". ")
        nb.add(rr.pick(["Good response. Continue.", "Above target - d/w consultant re PCSK9i eligibility.",
                        "LVM x1 earlier; pt returned call."]), "\n")
    if rr.chance(0.35):
        nb.add("Pt works as a ", ("PROFESSION", rr.pick(["lorry driver", "nurse", "teacher", "chef", "farmer", "bus driver", "courier"])),
               " - ", rr.pick(["shift pattern discussed", "prefers calls after 5pm", "cannot take calls during the day"]), ".\n")
    nb.add("Safety-netting given. Callback: ", rr.pick(["not required", "1 week", "after results", "2/52"]), ".\n\n")
    nb.add(("DOCTOR", c.nurse.fl()), rr.pick([", Lipid CNS", ", FH Nurse Specialist", ", RN", ", CNS Lipids"]),
           "   signed %02d:%02d" % ((th * 60 + tmin + rr.int(6, 50)) // 60, (th * 60 + tmin + rr.int(6, 50)) % 60), "\n")
    if rr.chance(0.5):
        nb.add("Direct line ", ("PHONE", L.phone()), rr.pick(["", " (voicemail)", " / bleep " ]))
        if nb.buf[-1].endswith("bleep "):
            nb.add(("PHONE", L.pager()))
        nb.add("\n")


def portal_message(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    uname = username(rr, p)
    portal = rr.pick(["Patient Portal", "MyHealth portal", "HealthLink app", "Secure Messaging"])
    nb.line(rr.pick(["SECURE MESSAGE THREAD", "Patient portal - message thread", "Portal message (printed to chart)"]))
    nb.line(portal, " | ", ("HOSPITAL", c.hospital))
    nb.line("Patient: ", ("PATIENT", p.fl()), "  (", c.mrn[0], " ", ("MRN", c.mrn[1]), ")   Portal user: ", ("USERNAME", uname))
    nb.line("Thread ID: ", ("IDNUM", "MSG-" + rr.digits(8)))
    nb.add("\n")
    t0 = c.visit
    nb.line("From: ", ("PATIENT", p.fl()), " <", ("EMAIL", c.email), ">")
    nb.line("To: Lipid Clinic Nurses (pool)")
    nb.line("Sent: ", c.date(t0), " %02d:%02d" % (rr.int(6, 23), rr.int(0, 59)))
    body = rr.pick(["kids", "sidefx", "results", "rx"] if c.age > 27 else ["sidefx", "results", "rx"])
    subj = rr.pick({"kids": ["kids testing??", "Testing for my children", "Re: appointment"],
                    "sidefx": ["side effects", "Question about my medication", "is this normal"],
                    "results": ["cholesterol results", "Blood test", "LDL result"],
                    "rx": ["Repeat prescription", "ezetimibe script", "Prescription please"]}[body])
    nb.line("Subject: ", subj)
    nb.add("\n")
    informal = rr.chance(0.5)
    greet = rr.pick(["Hi ", "Hello ", "Dear ", "hi "])
    nb.add(greet)
    nb.add(rr.pick([["Dr ", ("DOCTOR", c.cons.last)], [("DOCTOR", c.nurse.first)], "team", "lipid team"]))
    nb.add(",\n")
    if body == "kids":
        k1 = c.rel(None, 0.95)
        k2 = c.rel(None, 0.95)
        nb.add("After my appointment on ", c.date(add_days(t0, -rr.int(7, 40))), " you said my children could be tested. ")
        nb.add(("FAMILY", k1.first), " is ", ("AGE", str(rr.int(2, 9))), " and ", ("FAMILY", k2.first), " is ",
               ("AGE", str(rr.int(10, max(10, min(17, c.age - 17))))), ". ")
        nb.add("Their dad ", ("FAMILY", c.rel("M", 0.5).fl()), " is happy for them to go ahead. ")
        nb.add("Do they need to fast? ", ("FAMILY", k2.first), " is terrified of needles lol" if informal else "Can they have the numbing cream?")
    elif body == "sidefx":
        inj = rr.chance(0.5)
        nb.add("since starting the ", rr.pick(["repatha", "praluent"] if inj else ["rosuvastatin", "bempedoic acid", "atorvastatin"]),
               " i have had ", rr.pick(["a rash where i inject", "flu like symptoms after each pen", "a sore lump at the site"] if inj
                                       else ["sore legs", "tummy upset", "aching calves at night"]),
               ". is this normal? ")
        nb.add("I am a ", ("PROFESSION", rr.pick(["postwoman", "landscaper", "dental nurse", "warehouse picker", "fitness instructor", "carpenter"])),
               " so on my feet all day. ")
    elif body == "results":
        nb.add("I had my bloods done at ", ("HOSPITAL", c.practice), " on ", c.date(add_days(t0, -rr.int(3, 20))),
               ". The app says LDL ", c.fmt_ldl(rr.uni(1.4, 4.8)), " - is that ok? The target on the leaflet was ",
               "70" if L.mgdl else "1.8", ". ")
    else:
        nb.add("My repeat for ezetimibe has run out and ", ("HOSPITAL", L.pharmacy()), " say they need a new script. ")
        nb.add("Could you send it to them? Their email is ", ("EMAIL", L.email(dept="rx." + str(rr.int(10, 99)))), ". ")
    nb.add("\n", rr.pick(["Thanks", "Many thanks", "thanks", "Cheers"]), "\n", ("PATIENT", p.first), "\n")
    if rr.chance(0.4):
        nb.add("Sent from my phone. Call me on ", ("PHONE", c.mobile), " if easier\n")
    nb.add("\n---\n")
    rep = c.nurse
    nb.line("From: ", ("DOCTOR", rep.fl()), rr.pick([", Lipid Nurse Specialist", ", RN", ", CNS", " (FH nurse)"]))
    nb.line("Sent: ", c.date(add_days(t0, rr.int(0, 3))), " %02d:%02d" % (rr.int(8, 17), rr.int(0, 59)))
    nb.add("\n", rr.pick(["Dear ", "Hi "]), ("PATIENT", p.first), ",\n")
    if body == "kids":
        nb.add("No fasting needed for children. I have booked them into the family clinic on ",
               ("DATE", L.wdate(weekday_on_or_after(add_days(t0, rr.int(14, 45))))), ". Numbing cream (EMLA) can be put on 1 hour before. ")
    elif body == "sidefx":
        nb.add("Thank you for letting us know. ", "Mild injection site reactions are common and usually settle; try a cold "
               "compress and rotate sites. " if inj else "Please book a blood test for CK and TSH. ",
               "I will discuss with ", c.dr(c.cons, "last", title=c.cons_title), ". ")
    elif body == "results":
        nb.add("Yes, that is a big improvement from your starting level. We aim for a 50% reduction and below ",
               "70 mg/dL" if L.mgdl else "1.8 mmol/L", " if possible. We will discuss at clinic. ")
    else:
        nb.add("Ezetimibe is prescribed by your GP under shared care - I have messaged the practice. ")
    nb.add("Kind regards,\n", ("DOCTOR", rep.first), "\n")
    nb.add("\n[Audit] message opened by ", ("USERNAME", uname), " from ", ("IPADDR", private_ip(rr)), " on ",
           ("DATE", L.sysdate(add_days(t0, rr.int(0, 4)))), "; staff reply by ", ("USERNAME", username(rr, rep)), "\n")
