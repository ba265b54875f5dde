"""Genres: psychology session note; NDIS / insurer progress report."""
import pools as P
from common import (NB, make_ctx, letterhead, signature, footer, nm, title, fdate, shift, rtime, person,
                    phone, email_for, digits, claim_no, pt_ref, a_an, addr_args)
from blocks import (pt_header, gp_ref, age_phrase, occupation, family_line, review_line, dstyle, dob_age, school_for)

MSE = [
    "Appearance: casually dressed, good self-care. Behaviour: good rapport, fidgety at times.",
    "Appearance: unkempt, tired-looking. Behaviour: poor eye contact initially, improved through session.",
    "Appearance: neat, appropriately dressed. Behaviour: cooperative, tearful when discussing family.",
]
MOOD = ['"flat"', '"anxious all the time"', '"a bit better"', '"pretty low"', '"stressed out"', '"numb"']
INTERV = [
    "CBT: completed thought record re {event}; identified catastrophising and mind-reading; generated balanced thought.",
    "Behavioural activation: reviewed activity schedule; 3/5 planned activities completed; scheduled walk at {park}.",
    "ACT: defusion ('I'm having the thought that...'), values card sort – family and creativity rated highest.",
    "Graded exposure: hierarchy reviewed; item 4 (catching the bus into {city}) completed twice, SUDS 70→40.",
    "Psychoeducation re panic cycle; interoceptive exposure (spinning in chair) practised in session.",
    "Sleep hygiene and stimulus control reviewed; sleep diary shows SOL ~60 min, 2 awakenings.",
    "Trauma-focused CBT: psychoeducation re PTSD, grounding skills (5-4-3-2-1); began trauma narrative.",
    "Problem-solving therapy re workplace conflict with {mgr}; generated 4 options, chose to request meeting with HR.",
]
QUOTES = [
    "\"Since {hol} I've barely slept – I just lie there going over everything.\"",
    "\"{fam} says I'm snapping at everyone, and fair enough.\"",
    "\"I went to {fam2}'s birthday on {date} and actually enjoyed it for once.\"",
    "\"Work at {org} is full on; {mgr} keeps piling more on me.\"",
    "\"I keep thinking I'll have another attack on the train.\"",
    "\"It's been a year since Dad died on {date}, and it's hit me hard.\"",
]


def _fill(nb, rng, c, tpl):
    """Fill a template with {slots} mapped to spans."""
    sp = c["spouse"]
    mgr = person(rng, c["cc"])
    vals = {
        "hol": ("DATE", rng.choice(["Christmas", "Easter", "New Year", "the long weekend"] if c["cc"] == "AU" else
                                   ["Christmas", "Easter", "St Patrick's Day", "New Year"])),
        "fam": ("FAMILY", nm(sp, "first")), "fam2": ("FAMILY", nm(c["kid"], "first")),
        "date": ("DATE", fdate(shift(c["date"], -rng.randint(5, 370)), rng.choice(["d_month", "dth_month_y", "wd_short"]))),
        "org": ("ORGANIZATION", c["employer"]), "mgr": ("FAMILY", nm(mgr, rng.choice(["first", "full"]))),
        "park": ("LOCATION_OTHER", rng.choice(P.PARKS[c["cc"]])), "city": ("CITY", c["addr"]["city"]),
        "event": ("DATE", "x"),
    }
    if "{hol}" in tpl and vals["hol"][1] == "the long weekend":
        tpl = tpl.replace("{hol}", "the long weekend")
    i = 0
    while i < len(tpl):
        j = tpl.find("{", i)
        if j < 0:
            nb.w(tpl[i:])
            break
        k = tpl.find("}", j)
        nb.w(tpl[i:j])
        key = tpl[j + 1:k]
        if key == "event":
            nb.w(rng.choice(["an email from their manager", "a missed call from their mother", "a comment at a family dinner"]))
        else:
            nb.w(vals[key])
        i = k + 1


def gen_psych(rng, lower, cc):
    c = make_ctx(rng, cc, "psychology", 16, 78)
    pt = c["pt"]
    nb = NB(lower)
    if rng.random() < 0.5:
        letterhead(nb, rng, c)
    else:
        nb.w(("HOSPITAL", c["prac"]), " – Clinical Record\n\n")
    sess = rng.randint(1, 10)
    fmt = rng.choice(["SOAP", "DAP", "narrative"])
    nb.w(rng.choice(["PSYCHOLOGY SESSION NOTE", "Session Note", "PROGRESS NOTE"]), " – Session ", str(sess), "\n")
    s = rng.randint(0, 1)
    if s:
        nb.w(pt_header(rng, c))
    else:
        nb.w("Client: ", ("PATIENT", nm(pt, rng.choice(["full", "LF", "fml"]))), "   DOB: ", dob_age(rng, c), "   File: ", ("MRN", c["client_no"]), "\n")
    nb.w("Date: ", ("DATE", fdate(c["date"], dstyle(rng))), "   Time: ", rtime(rng), "   Duration: ", rng.choice(["50", "50", "60", "45", "80"]), " min\n")
    if cc == "AU":
        md = shift(c["date"], -rng.randint(20, 160))
        nb.w("Funding: Better Access – MHTP from ", gp_ref(rng, c, short=True), " dated ", ("DATE", fdate(md, "dmy")), "; item ",
             rng.choice(["80010", "80110", "91166", "80000"]), "; session ", str(sess), " of 10\n")
    else:
        fu = rng.choice(["private", "EAP (", "insurer –"])
        nb.w("Funding: ", fu)
        if fu == "EAP (":
            nb.w(("ORGANIZATION", c["employer"]), ")")
        elif fu == "insurer –":
            nb.w(" ", ("ORGANIZATION", rng.choice(P.INSURERS["IE"])), ", member ", ("HEALTHPLAN", c["fund_no"]))
        nb.w("\n")
    mode = rng.choice(["In person", "Telehealth (video)", "Phone"])
    nb.w("Modality: ", mode)
    if mode == "In person" and rng.random() < 0.7:
        nb.w(", Room ", ("LOCATION_OTHER", str(rng.randint(1, 8))))
    if mode != "In person" and rng.random() < 0.6:
        nb.w(" – client located at home (", addr_args(rng, c["addr"], "line"), ")")
    nb.w("\nPresent: client")
    if rng.random() < 0.3:
        nb.w("; ", c["spouse_rel"], " ", ("FAMILY", nm(c["spouse"], "full")), " joined for final 15 min")
    nb.w("\n\n")
    nb.w("S:" if fmt == "SOAP" else "D:" if fmt == "DAP" else "SUBJECTIVE", "\n")
    nb.w(pt_ref(rng, pt), " (", ("AGE", str(c["age"])), ") ", rng.choice(["presented for", "attended", "logged on for"]), " session ", str(sess),
         ". Presenting concerns: ", rng.choice(["low mood and withdrawal", "panic attacks and agoraphobic avoidance", "work stress and insomnia",
                                               "grief following death of father", "generalised worry", "relationship difficulties",
                                               "post-natal anxiety", "trauma symptoms after MVA"]), ". ")
    nb.w(occupation(rng, c), "\n")
    for q in rng.sample(QUOTES, rng.randint(1, 3)):
        nb.w("Client stated: ")
        _fill(nb, rng, c, q)
        nb.w("\n")
    if rng.random() < 0.4:
        nb.w("Reports moving from ", ("COUNTRY", rng.choice(P.ORIGIN_COUNTRIES)), " in ", ("DATE", str(c["date"].year - rng.randint(1, 12))),
             "; limited social network in ", ("CITY", c["addr"]["city"]), ".\n")
    nb.w("\nMeasures: ")
    k10 = rng.randint(14, 44)
    nb.w("K10 ", str(k10))
    if rng.random() < 0.6:
        nb.w(" (prev ", str(min(50, k10 + rng.randint(-4, 9))), " on ", ("DATE", fdate(shift(c["date"], -rng.randint(14, 70)), "dmy2")), ")")
    nb.w("; DASS-21 D ", str(rng.randrange(0, 42, 2)), " / A ", str(rng.randrange(0, 42, 2)), " / S ", str(rng.randrange(0, 42, 2)))
    nb.w("; PHQ-9 ", str(rng.randint(2, 25)), "; GAD-7 ", str(rng.randint(2, 21)), ".\n\n")
    nb.w("O:" if fmt == "SOAP" else "" if fmt == "DAP" else "MENTAL STATE", "\n" if fmt != "DAP" else "")
    nb.w(rng.choice(MSE), " Speech: normal rate/volume. Mood: ", rng.choice(MOOD), ". Affect: ", rng.choice(["restricted", "congruent, reactive",
         "anxious", "dysphoric"]), ". Thought form: logical. Content: ", rng.choice(["ruminative themes of failure", "worry re health",
         "no delusional content", "guilt"]), ". Perception: NAD. Insight/judgement: ", rng.choice(["good", "fair"]), ".\n\n")
    nb.w("RISK: ", rng.choice(["Denies current SI/intent/plan. ", "Passive SI ('wouldn't mind not waking up'), no plan/intent; safety plan updated. ",
                               "No SI/HI. "]), "Protective factors: ", c["kid_rel"], " ", ("FAMILY", nm(c["kid"], "first")), ", ",
         )
    pf = rng.choice(["dog", "involvement with ", "sport"])
    nb.w(pf)
    if pf.endswith("with "):
        nb.w(("ORGANIZATION", rng.choice(P.CLUBS[cc])))
    nb.w(". Crisis lines provided.\n\n")
    nb.w("A:" if fmt in ("SOAP", "DAP") else "INTERVENTION", "\n")
    for t in rng.sample(INTERV, rng.randint(1, 2)):
        _fill(nb, rng, c, t)
        nb.w("\n")
    nb.w("\nP:" if fmt in ("SOAP", "DAP") else "\nPLAN", "\n")
    nb.w("Homework: ", rng.choice(["thought record x3", "activity schedule", "daily 10-min mindfulness (Smiling Mind app)", "exposure item 5",
                                    "sleep diary"]), ". Next session ", ("DATE", fdate(shift(c["date"], rng.choice([7, 14, 14, 21])), rng.choice(["wd_full", "dmy", "wd_short"]))),
         " ", rtime(rng), ".\n")
    if sess >= 5 and cc == "AU":
        nb.w("Review letter to ", gp_ref(rng, c, short=True), " after session 6 as required under MHTP.\n")
    nb.w("\n")
    signature(nb, rng, c, closing="")
    footer(nb, rng, c, 0.6)
    return nb


# ------------------------------------------------------------------ progress report
DIAG = ["autism spectrum disorder (Level 2)", "cerebral palsy (GMFCS III)", "acquired brain injury", "multiple sclerosis",
        "intellectual disability (moderate)", "Down syndrome", "spinal cord injury (T10 complete)", "schizophrenia",
        "global developmental delay", "Parkinson's disease"]
NDIS_ITEMS = {"ot": "15_617_0128_1_3", "speech": "15_622_0128_1_3", "psychology": "15_621_0128_1_3",
              "dietetics": "15_610_0128_1_3", "podiatry": "15_606_0128_1_3"}
GOALS = ["I want to shower by myself", "I want to talk to my friends at school", "I want to cook a simple meal",
         "I want to catch the bus to work", "I want to manage my feelings when things change",
         "I want to eat safely with my family", "I want to walk further without pain", "I want to use my talker at the shops"]


def gen_progress(rng, lower, cc):
    ndis = cc == "AU" and rng.random() < 0.65
    disc = rng.choice(["ot", "speech", "psychology", "dietetics", "podiatry"] if ndis else ["ot", "ot", "psychology"])
    cur = "$" if cc == "AU" else "€"
    svc = {"ot": "occupational therapy", "speech": "speech pathology", "psychology": "psychology",
           "dietetics": "dietetics", "podiatry": "podiatry"}[disc]
    c = make_ctx(rng, cc, disc, 6 if ndis else 19, 64)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    coord = person(rng, cc)
    if ndis:
        nb.w(rng.choice(["NDIS PROGRESS REPORT", "NDIS Progress Report – Plan Review", "END OF PLAN REPORT (NDIS)"]), "\n", c["clin"]["role"], "\n\n")
        nn = "43" + digits(rng, 7)
        nb.w("Participant: ", ("PATIENT", nm(pt, rng.choice(["full", "fml"]))), "\n", "NDIS number: ", ("HEALTHPLAN", nn), "\n")
        nb.w("Date of birth: ", dob_age(rng, c), "\n")
        ps = shift(c["date"], -rng.randint(200, 340))
        nb.w("Plan dates: ", ("DATE", fdate(ps, "dmy")), " – ", ("DATE", fdate(shift(ps, 365), "dmy")), "\n")
        pm = rng.choice(P.PLAN_MANAGERS)
        nb.w("Plan management: ", rng.choice(["plan-managed by ", "plan manager: "]), ("ORGANIZATION", pm), "\n")
        nb.w("Support coordinator: ", ("DOCTOR", nm(coord, "full")), ", ", ("ORGANIZATION", rng.choice(P.PLAN_MANAGERS[3:])), " – ",
             ("PHONE", phone(rng, cc, "mobile")), ", ", ("EMAIL", email_for(rng, coord)), "\n")
    else:
        ins = rng.choice(P.INSURERS[cc][3:] if cc == "AU" else P.INSURERS[cc])
        nb.w(rng.choice(["PROGRESS REPORT TO INSURER", "Treatment Progress Report", "PROGRESS REPORT – CLAIM"]), "\n\n")
        nb.w("To: ", ("DOCTOR", nm(coord, rng.choice(["full", "il"]))), ", ", rng.choice(["Case Manager", "Claims Officer", "Rehabilitation Case Manager"]),
             ", ", ("ORGANIZATION", ins), "\n")
        nb.w("Email: ", ("EMAIL", email_for(rng, coord)), "   Fax: ", ("FAX", phone(rng, cc, "land")), "\n")
        nb.w("Claimant: ", ("PATIENT", nm(pt, "LFU")), "   DOB: ", ("DATE", fdate(c["dob"], "dmy")), "\n")
        nb.w("Claim no.: ", ("IDNUM", claim_no(rng)))
        if rng.random() < 0.5:
            nb.w("   Policy: ", ("HEALTHPLAN", c["fund_no"]))
        doi = shift(c["date"], -rng.randint(60, 500))
        nb.w("\nDate of injury: ", ("DATE", fdate(doi, rng.choice(["dmy", "d_month_y"]))), "\n")
        nb.w("Employer: ", ("ORGANIZATION", c["employer"]), "   Pre-injury role: ", ("PROFESSION", c["prof"]), "\n")
        if cc == "IE" and rng.random() < 0.5:
            nb.w("PPSN: ", ("SSN", c["ppsn"]), "\n")
        if cc == "AU" and rng.random() < 0.4:
            nb.w("TFN on file (declaration received): ", ("SSN", "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3)), "\n")
    nb.w("Referring GP: ", gp_ref(rng, c), "\n")
    nb.w("Report author: ", ("DOCTOR", nm(c["clin"]["p"], "full")), ", ", c["clin"]["role"], "\n")
    nb.w("Report date: ", ("DATE", fdate(c["date"], rng.choice(["d_month_y", "dmy", "dth_month_y"]))), "\n\n")
    nb.w("1. BACKGROUND\n")
    if ndis:
        nb.w(("PATIENT", nm(pt, "first")), " is ", age_phrase(rng, c, "participant"), " with ", rng.choice(DIAG), ". ")
        nb.w(family_line(rng, c), "\n")
        if c["age"] < 18:
            nb.w(("PATIENT", nm(pt, "first")), " attends ", ("ORGANIZATION", school_for(rng, cc, c["age"])), ".\n")
    else:
        nb.w(title(pt, rng), " ", ("PATIENT", pt["last"]), " sustained ", rng.choice(["a lumbar strain lifting stock", "a crush injury to the R hand",
             "whiplash and concussion in a rear-end collision", "a psychological injury following workplace bullying",
             "a fall from a ladder (#calcaneus L)"]), " on ", ("DATE", fdate(doi, "dmy")), ". ")
        nb.w("Currently ", rng.choice(["unfit for work", "on suitable duties 4 h/day x 3 days", "working full hours with restrictions"]), ".\n")
    nb.w("\n2. SERVICES DELIVERED\n")
    first = shift(c["date"], -rng.randint(60, 180))
    nses = rng.randint(4, 12)
    ncx = rng.randint(0, 3)
    nb.w("Sessions attended: ", str(nses), " (", ("DATE", fdate(first, "dmy")), " to ", ("DATE", fdate(shift(c["date"], -3), "dmy")), "); ",
         str(ncx), " cancellation" if ncx == 1 else " cancellations", ".\n")
    if ndis:
        fh = rng.randint(20, 60)
        nb.w("Support item ", NDIS_ITEMS[disc], " – ", str(rng.randint(8, fh)), " of ", str(fh), " funded hours used ($",
             "{:,.2f}".format(fh * 193.99), " allocated).\n")
    nb.w("\n3. PROGRESS TOWARDS GOALS\n")
    nb.cell(48, "Goal"); nb.cell(14, "Baseline"); nb.w("Current (GAS)\n")
    gl = [g for g in GOALS if (c["age"] < 18) == ("school" in g or "eat safely" in g or "feelings" in g)]
    for g in rng.sample(gl, min(len(gl), rng.randint(2, 4))):
        nb.cell(48, '"' + g + '"'); nb.cell(14, str(rng.choice([-2, -1]))); nb.w(str(rng.choice([-1, 0, 0, 1, 2])), "\n")
    nb.w("\nCOPM performance ", "%.1f" % rng.uniform(2, 5), " → ", "%.1f" % rng.uniform(4, 8.5), "; satisfaction ",
         "%.1f" % rng.uniform(2, 5), " → ", "%.1f" % rng.uniform(4, 9), ".\n")
    if rng.random() < 0.5:
        nb.w("Feedback from ", c["spouse_rel"], " ", ("FAMILY", nm(c["spouse"], "first")), ": \"",
             rng.choice(["mornings are much calmer now", "he's trying new foods", "she used her words at the shops",
                         "we can finally go out for dinner"]), "\".\n")
    nb.w("\n4. RECOMMENDATIONS\n")
    recs = ["Continue " + svc + " fortnightly: " + str(rng.randint(20, 40)) + " hours for next plan period.",
            "Assistive technology assessment (shower commode, AAC) – quote to follow.",
            "Further " + str(rng.randint(4, 8)) + " sessions requested; estimated cost " + cur + str(rng.randint(8, 16)) + "00.",
            "Graduated return to work: 4 h x 3 days, increase fortnightly.",
            "Support worker training (2 h) to generalise strategies at home."]
    for i, r in enumerate(rng.sample(recs, rng.randint(2, 4))):
        nb.w(str(i + 1), ". ", r, "\n")
    nb.w("\nThis report was prepared with the consent of ", ("PATIENT", nm(pt, "first")), rng.choice([".", " and their family."]), "\n\n")
    signature(nb, rng, c)
    footer(nb, rng, c)
    return nb
