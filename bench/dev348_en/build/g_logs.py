"""Genres: advice-line telephone log, flare triage note, patient-portal message thread (own)."""
import pools as PL
from phi import (pick, chance, dd, ll, nm, doc, fdate, D, agep, addr, addd, phone, initials,
                 idnum, uname, url, ipaddr, bioid, email_person, WDAYS, device_sn)
from ctx import pron, fam_person
from common import (ptblock, labs_line, fcp, scores, hard_neg, dx_line, CNS_ROLE, NURSE_CRED, mkid, art)


SAFETY = {"UK": ["NHS 111", "999"], "IE": ["112", "999", "GP out-of-hours"], "US": ["911", "urgent care"],
          "CA": ["911", "Telehealth"], "AU": ["000", "healthdirect"], "NZ": ["111", "Healthline"]}


def an(word):
    return "an" if word[0].lower() in "aeiou" else "a"


def tm(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


SYMPT = ["loose stools %d-%d x/day", "PR bleeding, %d-%d episodes/day", "RIF pain, BO %d-%d x daily",
         "nocturnal diarrhoea x%d-%d", "urgency and tenesmus, %d-%d x/day"]


def sympt(rng):
    a = rng.randint(2, 9)
    return pick(rng, SYMPT) % (a, a + rng.randint(1, 4))


def advice_terse(rng, n, x):
    c, p = x.c, x.pt
    d = x.date
    n.ln("tel ", pick(rng, ["advice line", "helpline", "ibd line"]), " ", D(rng, d, c, pick(rng, ["short", None, "wds"])), " ",
         tm(rng), " - ", ("DOCTOR", initials(x.cns)), pick(rng, [" cns", " ibd nurse", ""]))
    n.ln(nm(rng, p, "PATIENT", pick(rng, ["full", "lf", "first_li"])), " ", ("MRN", x.mrn), " dob ", D(rng, x.dob, c))
    if chance(rng, 0.5):
        n.ln("rang via ", x.rel, " (", ("FAMILY", x.nok.first), ") on ", ("PHONE", x.nokph))
    n.ln(sympt(rng), ", ", pick(rng, ["no fever", "feels hot", "abdo cramps"]), ", on ", x.brand.lower(),
         " last given ", D(rng, addd(d, -rng.randint(7, 50)), c, pick(rng, ["short", "dm"])))
    n.ln(pick(rng, ["o/e n/a (phone)", "hr 98 on home monitor", "wt stable"]), "; ", scores(rng, x).lower())
    n.ln("adv: fcp + cultures, bloods at ", ("HOSPITAL", pick(rng, [x.gp_practice, x.h["clinic"]])),
         ", start ", pick(rng, ["pred 40", "budesonide", "pr mesalazine"]), " if cultures neg")
    n.ln("d/w ", doc(rng, x.cons, pick(rng, ["dr_last", "fi_last"])), ". safety net given. call back ",
         D(rng, addd(d, rng.randint(1, 4)), c, pick(rng, ["wds", "short", "dm"])), " on ", ("PHONE", x.mob))
    if chance(rng, 0.5):
        n.ln("ref ", mkid(rng, "call", d), " / ", ("USERNAME", uname(rng, x.cns)))


def g_advice_line(rng, n, x):
    if chance(rng, 0.3):
        return advice_terse(rng, n, x)
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    nurse = x.cns
    user = uname(rng, nurse)
    n.ln(pick(rng, ["IBD ADVICE LINE - TELEPHONE LOG", "IBD Helpline call record", "IBD NURSE ADVICE LINE :: CALL LOG"]))
    n.ln(("HOSPITAL", x.h["name"]), " - ", pick(rng, ["IBD Nursing Team", "Gastroenterology", "IBD Service"]))
    n.ln("Call ref: ", mkid(rng, "call", d), "    Opened: ", D(rng, d, c), " ", tm(rng))
    caller_fam = chance(rng, 0.35)
    if caller_fam:
        n.ln("Caller: ", x.rel, " - ", nm(rng, x.nok, "FAMILY", pick(rng, ["full", "first", "title_full"])),
             " (consent on file: ", pick(rng, ["yes", "Y", "verbal"]), ")")
    else:
        n.ln("Caller: patient")
    n.ln("Patient: ", nm(rng, p, "PATIENT", pick(rng, ["LF", "full", "lf"])), "   DOB ", D(rng, x.dob, c),
         "   ", pick(rng, ["MRN ", "Hosp no ", "URN "]), ("MRN", x.mrn))
    n.ln("Call-back: ", ("PHONE", x.nokph if caller_fam else x.mob),
         pick(rng, ["", " (mobile, ok to leave msg)", " - do not leave message at work"]))
    idc = ["DOB", pick(rng, ["postcode", "address", "first line of address"])]
    n.w("ID check: ", " + ".join(idc), " confirmed")
    if chance(rng, 0.5):
        n.w("; voice biometric match ", ("BIOID", bioid(rng, "voice")))
    n.ln()
    n.ln("Consultant: ", doc(rng, x.cons, "dr_last"), "    Tx: ", x.brand, pick(rng, [" IV", " SC", ""]),
         "    Dx: ", "CD" if x.dx == "CD" else "UC", " (", x.mont, ")")
    n.ln("-" * pick(rng, [40, 52, 60]))
    d1 = d
    n.ln(D(rng, d1, c, pick(rng, [None, "short", "wds"])), " ", tm(rng, 7, 9),
         "  Answerphone msg: ", pick(rng, ["pt", "caller"]), " reports ", sympt(rng), " since ",
         pick(rng, [D(rng, addd(d1, -rng.randint(2, 6)), c, pick(rng, ["wds", "short", "dm"])),
                    ("DATE", WDAYS[addd(d1, -rng.randint(2, 6)).weekday()])]),
         ". Requests call back.")
    n.ln("   logged by ", ("USERNAME", uname(rng, x.nurse2)))
    d2 = addd(d1, pick(rng, [0, 0, 1]))
    n.ln(D(rng, d2, c, pick(rng, [None, "short"])), " ", tm(rng, 10, 16), "  Returned call - ",
         pick(rng, ["spoke to pt", "spoke with caller", "no answer, msg left", "spoke to pt (2nd attempt)"]))
    body = [
        ["   Stools ", str(rng.randint(3, 12)), "/day (baseline ", str(rng.randint(1, 3)), "), ",
         pick(rng, ["blood ++", "blood streaks", "no blood", "mucus"]), ", nocturnal ", pick(rng, ["yes", "no", "x2"]),
         ", pain ", str(rng.randint(0, 9)), "/10, temp ", pick(rng, ["not taken", "37.%d" % rng.randint(0, 9), "38.%d" % rng.randint(0, 5)])],
        ["   Last ", x.bio, " dose ", D(rng, addd(d2, -rng.randint(10, 60)), c), ", next due ",
         D(rng, addd(d2, rng.randint(3, 30)), c)],
        ["   No NSAIDs/abx. ", pick(rng, ["Recent travel to ", "Back from ", "Just returned from "]),
         ("COUNTRY", x.travel), " ", D(rng, addd(d2, -rng.randint(3, 20)), c, pick(rng, ["short", "dm"])),
         pick(rng, [" - family also had D&V.", ".", " (no contacts unwell)."])],
        ["   ", pick(rng, PL.EPONYM_PHRASES), " not applicable over phone; ", scores(rng, x), " (self-report)."],
    ]
    for b in body[:rng.randint(2, 4)]:
        n.ln(b)
    n.ln("   Red flags: ", pick(rng, ["none", "none - no fever/vomiting/distension", "tachycardia per Apple Watch (HR 110)",
                                     "passing clots - advised ED"]))
    n.ln("   Plan:")
    acts = [["   - FCP + stool MC&S/C. diff pots posted to ", addr(rng, x.addr, c)],
            ["   - Bloods (FBC, U&E, LFT, CRP) at ", ("HOSPITAL", x.gp_practice), ", form emailed to ",
             ("EMAIL", x.email)],
            ["   - Discussed with ", doc(rng, x.reg, "dr_last"), " (bleep ", ("PHONE", x.bleep), "): start ",
             pick(rng, ["prednisolone 40 mg OD, reduce 5 mg/wk", "Octasa 4.8 g OD + Pentasa 1 g PR", "budesonide 9 mg OD"])],
            ["   - Letter faxed to GP ", doc(rng, x.gp, "dr_last"), " on ", ("FAX", x.gp_fax)],
            ["   - Rx for ", pick(rng, ["prednisolone 40 mg", "budesonide 9 mg", "mesalazine enemas"]), " sent to ",
             ("HOSPITAL", x.pharmacy), " (pt's nominated pharmacy)"],
            ["   - Brought forward to IBD clinic ", D(rng, addd(d2, rng.randint(2, 14)), c, pick(rng, [None, "wd", "wds"])),
             " with ", doc(rng, x.cons, "dr_last")],
            ["   - Safety-netted: ED / ", pick(rng, SAFETY[c]),
             " if >10 stools, fever or severe pain"]]
    rng.shuffle(acts)
    for a in acts[:rng.randint(3, 5)]:
        n.ln(a)
    n.ln("   ", ("DOCTOR", pick(rng, [nurse.full, nurse.first + " " + nurse.last[0], initials(nurse)])), " ",
         NURSE_CRED[c], pick(rng, ["", ", " + CNS_ROLE[c]]), "  ", tm(rng, 10, 17),
         ["  [user: ", ("USERNAME", user), "]"] if chance(rng, 0.4) else "")
    if chance(rng, 0.5):
        d3 = addd(d2, rng.randint(2, 7))
        n.ln(D(rng, d3, c, pick(rng, [None, "short"])), " ", tm(rng), "  F/U call: ",
             pick(rng, ["improving, 3x/day, no blood", "FCP back at %s ug/g - ctd plan" % fcp(rng),
                        "not improving - for flexi sig %s" % "next week"]), ". ",
             ("DOCTOR", x.cns2.first + " " + x.cns2.last), " (", ("USERNAME", uname(rng, x.cns2)), ")")
    n.ln("Call closed by ", ("USERNAME", user))


def g_flare_triage(rng, n, x):
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    short = chance(rng, 0.35)
    if short:
        # terse shorthand triage entry
        n.ln(pick(rng, ["IBD flare triage", "FLARE TRIAGE - ambulatory", "flare assessment (hot clinic)"]), " ",
             D(rng, d, c, pick(rng, [None, "short", "wds"])), " ", tm(rng))
        ap = agep(rng, x.age, p.sex, pick(rng, ["sex", "sexsp", "yo", "yo2"]))
        n.ln(nm(rng, p, "PATIENT", pick(rng, ["init", "fi_last", "first_li"])), " ", ap, " ", "CD" if x.dx == "CD" else "UC",
             " ", x.mont, ", on ", x.brand, ". MRN ", ("MRN", x.mrn))
        n.ln("c/o ", sympt(rng), " x ", rng.randint(2, 14), "/7. ", pick(rng, ["no fever", "rigors", "vomiting x2", "LLQ pain"]), ".")
        n.ln("obs: HR ", rng.randint(60, 125), " BP ", rng.randint(90, 140), "/", rng.randint(50, 90), " T ",
             "%.1f" % (rng.randint(361, 391) / 10), " SpO2 ", rng.randint(94, 100), "%")
        n.ln("bloods: ", labs_line(rng, c, False))
        n.ln("T&W: ", pick(rng, ["meets criteria (>6 bloody stools + HR>90)", "does not meet", "borderline - CRP 44"]))
        n.ln("travel: ", pick(rng, ["nil", ("COUNTRY", x.travel)]), ". sick contacts: ",
             pick(rng, ["nil", ["", x.rel, " ", ("FAMILY", x.nok.first), " had D&V"]]))
        n.ln("stool cx ", ("IDNUM", idnum(rng, "acc", d)), ", cdiff ", ("IDNUM", idnum(rng, "acc", d)))
        n.ln("plan: ", pick(rng, [["admit ", ("HOSPITAL", x.h["ward"]), " bed ", ("LOCATION_OTHER", str(rng.randint(1, 32)))],
                                  ["home on pred 40, review hot clinic ", D(rng, addd(d, rng.randint(2, 7)), c, "wds")],
                                  ["AXR + flexi sig tmrw, IV hydrocortisone 100 mg QDS"]]))
        n.ln(("DOCTOR", initials(x.reg)), " / ", ("DOCTOR", x.cns.first[0] + x.cns.last[0]), "  ext ",
             ("PHONE", phone(rng, c, "ext")))
        return
    n.ln(pick(rng, ["IBD FLARE TRIAGE ASSESSMENT", "Acute flare assessment - IBD ambulatory unit",
                    "IBD Rapid Access / Flare Clinic"]))
    n.ln("Date: ", D(rng, d, c, pick(rng, [None, "wd"])), "   Time: ", tm(rng), "   Location: ",
         pick(rng, [("HOSPITAL", x.h["clinic"]), "Same Day Emergency Care", [("HOSPITAL", x.h["name"]), " ED"], "telephone"]))
    n.ln("Assessed by: ", ("DOCTOR", x.cns.full), " (", CNS_ROLE[c], ") with ", doc(rng, x.reg, "dr_full"))
    n.ln()
    ptblock(rng, n, x, pick(rng, [1, 2, 3]), address=chance(rng, 0.5))
    n.ln("Age: ", ("AGE", str(x.age)), "   Consultant: ", doc(rng, x.cons, "dr_last"))
    n.ln("Diagnosis: ", dx_line(rng, x))
    n.ln("Current therapy: ", x.brand, " (", x.bio, "), last dose ", D(rng, addd(d, -rng.randint(5, 55)), c))
    n.ln()
    n.ln("History: ", sympt(rng), " for ", rng.randint(2, 21), " days, ",
         pick(rng, ["worse since ", "started after ", "onset around "]),
         pick(rng, [("DATE", x.holiday), D(rng, addd(d, -rng.randint(3, 20)), c, "dm")]), ". ",
         pick(rng, ["Recent antibiotics for UTI.", "Stopped mesalazine 2/52 ago.", "Missed last infusion (unwell with COVID).",
                    ["Travelled to ", ("COUNTRY", pick(rng, PL.TRAVEL_COUNTRIES)), " for a wedding; back ",
                     D(rng, addd(d, -rng.randint(3, 20)), c, pick(rng, ["dm", "short"])), "."]]))
    n.ln()
    n.ln("Truelove & Witts assessment:")
    rows = [("Bloody stools/day", str(rng.randint(2, 14)), ">=6"), ("Pulse", str(rng.randint(62, 128)), ">90"),
            ("Temperature", "%.1f" % (rng.randint(362, 392) / 10), ">37.8"), ("Hb (g/L)", str(rng.randint(80, 150)), "<105"),
            ("CRP (mg/L)", str(rng.randint(2, 220)), ">30")]
    for r in rows:
        n.ln("  ", r[0].ljust(20), r[1].rjust(5), "   (threshold ", r[2], ")")
    n.ln("Other: ", labs_line(rng, c, False), "; ", pick(rng, ["AXR: no dilatation", "AXR: transverse colon 5.2 cm",
                                                              "CT: no perforation"]))
    if chance(rng, 0.6):
        n.ln("Travel: returned from ", ("COUNTRY", x.travel), " on ", D(rng, addd(d, -rng.randint(3, 30)), c),
             pick(rng, ["", "; stayed with friends", "; ate street food", " (visiting family)"]))
    n.ln("Stool samples: culture ", ("IDNUM", idnum(rng, "acc", d)), ", C. difficile ", ("IDNUM", idnum(rng, "acc", d)),
         ", FCP ", fcp(rng), " ug/g")
    n.ln()
    out = rng.randrange(3)
    if out == 0:
        n.ln("Outcome: ASUC criteria met - admitted to ", ("HOSPITAL", x.h["ward"]), ", ",
             pick(rng, ["bed ", "side room ", ["bay ", ("LOCATION_OTHER", str(rng.randint(1, 6))), " bed "]]),
             ("LOCATION_OTHER", str(rng.randint(1, 28))),
             " under ", doc(rng, x.cons, "dr_last"), ". IV hydrocortisone 100 mg QDS, LMWH, flexible sigmoidoscopy within 72 h.")
    elif out == 1:
        n.ln("Outcome: moderate flare - oral prednisolone 40 mg, review in flare clinic ",
             D(rng, addd(d, rng.randint(3, 10)), c, pick(rng, [None, "wd", "wds"])), ". Advice line ",
             ("PHONE", x.h["advice"]), ".")
    else:
        n.ln("Outcome: infective picture likely - await cultures; stay on ", x.brand, ". Phone review by ",
             ("DOCTOR", x.cns2.full), " in 48 h on ", ("PHONE", x.mob), ".")
    if chance(rng, 0.4):
        n.ln("Lives with ", his, " ", x.rel, " ", nm(rng, x.nok, "FAMILY", "full"), " - ", pick(rng, ["aware", "driving " + him + " home", "NOK"]),
             ". Works as ", an(x.job), " ", ("PROFESSION", x.job), " - fit note given.")
    n.ln("Manchester Triage System category: ", pick(rng, ["yellow", "orange", "green"]), ". ", hard_neg(rng, x))
    n.ln("Signed ", ("DOCTOR", x.reg.full), ", ", pick(rng, ["SpR", "registrar", "fellow", "resident"]), "  ",
         x.reg.lic[0], " ", ("LICENSE", x.reg.lic[1]))


def g_portal(rng, n, x):
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    puser = uname(rng, p)
    nurse = pick(rng, [x.cns, x.cns2])
    host = pick(rng, ["portal.example.org", "myibd.example.net", "patients.example.com", "myhealth.example.org"])
    n.ln(pick(rng, ["Secure Message", "Patient Portal - Message Centre", "MyIBD secure messaging"]), " | ",
         ("HOSPITAL", x.h["name"]))
    n.ln(("URL", url(rng, host, "/messages/" + dd(rng, 7))))
    n.ln("Thread: ", mkid(rng, "msg", d), "   Subject: ",
         pick(rng, ["flare?", "question about my infusion", "blood results", "travel & biologic",
                    "Can I have my vaccine?", "Sick note", "missed injection"]))
    n.ln()
    t1 = tm(rng, 6, 23)
    n.ln("From: ", ("USERNAME", puser), " (", nm(rng, p, "PATIENT", "full"), ")   Sent: ", D(rng, d, c, pick(rng, ["iso", None])),
         " ", t1)
    if chance(rng, 0.6):
        n.ln("Client IP: ", ("IPADDR", ipaddr(rng)), pick(rng, ["  (mobile app)", "  (web)", ""]))
    if chance(rng, 0.4):
        n.ln("Sign-in: fingerprint key ", ("BIOID", bioid(rng, "finger")),
             [" on registered device IMEI ", ("DEVICE", device_sn(rng, "imei"))] if chance(rng, 0.5) else "")
    n.ln()
    lower = chance(rng, 0.6)
    intro = pick(rng, ["hi", "Hello", "Hi there", "Dear IBD team", "hiya"])
    nd = addd(d, -rng.randint(2, 6))
    msg = [intro, ", it's ", ("PATIENT", pick(rng, [p.first, p.full, p.first + " " + p.last[0]])), " - ",
           pick(rng, ["i've been going ", "I have been going to the loo ", "been having "]),
           str(rng.randint(4, 12)), " times a day since ", ("DATE", WDAYS[nd.weekday()]),
           pick(rng, [" with some blood", ", no blood but loads of pain", " and feel wiped out"]), ". "]
    msg += pick(rng, [["My ", x.rel, " ", ("FAMILY", x.nok.first), " thinks I should go to A&E but I'd rather not. "],
                      ["I'm meant to be flying to ", ("COUNTRY", x.travel), " on ", D(rng, addd(d, rng.randint(5, 30)), c, "dm"),
                       " - is it safe with my ", x.brand, "? "],
                      ["Work (", ("ORGANIZATION", x.employer), ") want a letter as I've been off since ",
                       D(rng, addd(d, -rng.randint(4, 20)), c, pick(rng, ["short", "dm"])), ". "],
                      ["my next infusion is on ", D(rng, addd(d, rng.randint(2, 20)), c, pick(rng, ["short", "dm", "wds"])),
                       " - do I still come in? "]])
    msg += [pick(rng, ["my number is ", "Call me on ", "best number "]), ("PHONE", x.mob),
            pick(rng, [" after 5", "", " anytime"]), ". thanks ", ("PATIENT", p.first)]
    if lower:
        msg = [m.lower() if isinstance(m, str) else (m[0], m[1].lower()) for m in msg]
    n.ln(msg)
    n.ln()
    d2 = addd(d, pick(rng, [1, 1, 2, 3]))
    n.ln("From: ", ("DOCTOR", nurse.full), " (", ("USERNAME", uname(rng, nurse)), "), ", CNS_ROLE[c],
         "   Sent: ", D(rng, d2, c, pick(rng, ["iso", None])), " ", tm(rng, 8, 17))
    n.ln()
    n.ln("Dear ", ("PATIENT", p.first), ",")
    n.ln(pick(rng, ["Thanks for your message. ", "Sorry to hear you're struggling. "]),
         pick(rng, ["Please drop a stool sample (FCP + culture) into ", "I have requested bloods and a calprotectin - please attend "]),
         ("HOSPITAL", pick(rng, [x.h["clinic"], x.gp_practice, x.h["name"]])),
         pick(rng, [" tomorrow", " by ", " on "]), D(rng, addd(d2, rng.randint(1, 4)), c, pick(rng, ["wds", "dm", "short"])), ".")
    n.ln(pick(rng, ["Live vaccines (e.g. yellow fever) should be avoided on ", "You can continue ", "Please continue "]),
         x.brand, "; ", pick(rng, ["I've spoken to ", "I have discussed with "]), doc(rng, x.cons, "dr_last"),
         pick(rng, [" who is happy.", " who suggests a short course of budesonide.", "."]))
    if chance(rng, 0.5):
        n.ln("Your fit note is attached and can also be downloaded at ",
             ("URL", url(rng, host, "/documents/" + dd(rng, 8))), ".")
    n.ln("If you get worse, call the advice line on ", ("PHONE", x.h["advice"]), pick(rng, [" or " + SAFETY[c][0] + ".", " or go to ED.", "."]))
    n.ln()
    n.ln(("DOCTOR", nurse.first), pick(rng, [" (IBD nurse)", ", IBD CNS team", ""]))
    n.ln()
    n.ln("--- audit ---")
    for _ in range(rng.randint(2, 4)):
        who = pick(rng, [("USERNAME", puser), ("USERNAME", uname(rng, nurse)), ("USERNAME", uname(rng, x.sec))])
        n.ln(D(rng, addd(d, rng.randint(0, 2)), c, "iso"), "T", tm(rng, 0, 23), ":%02d" % rng.randint(0, 59), "Z  ",
             pick(rng, ["VIEW", "REPLY", "LOGIN", "ATTACH", "READ"]), "  user=", who, "  src=", ("IPADDR", ipaddr(rng)))
