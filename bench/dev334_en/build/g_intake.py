"""Genres: referral & triage note, e-referral portal record (own genre),
duty worker telephone log."""
import datetime

import clin
from clin import pr
import blocks as B
import places as PL
from fmt import pat, ip_private


def referral_triage(nb, c):
    prob = clin.pick(c)
    c.prob = prob
    us = c.cc == "US"
    title = c.ch(["REFERRAL TRIAGE", "Single Point of Access - Triage Record", "INTAKE SCREENING",
                  "Referral Screening & Triage", "New Referral - Triage Note"])
    nb.w("{t}\n{team}\n", t=title if not us else "Intake Screening - " + c.svc, team=(c.team, "HOSPITAL"))
    nb.w(c.ty("Referral received", "Referral recieved", 0.06) + ": {d}   Ref: {ref}\n", d=c.Dn(-c.rng.randint(2, 20)), ref=(c.ref, "IDNUM"))
    src = c.ch(["gp", "gp", "school", "ed", "sw", "self"])
    if src == "gp":
        nb.w("Source: {gpw} - {dr}, {prac} (Tel {ph})\n", gpw=c.gpw.upper() if c.gpw == "GP" else c.gpw.title(),
             dr=c.St("gp"), prac=(c.gp_practice, "HOSPITAL"), ph=c.ph())
    elif src == "school":
        nb.w("Source: {sn}, {role}, {sch}\n", sn=c.SN("sn"), role=c.S("sn").label, sch=(c.school, "ORGANIZATION"))
    elif src == "ed":
        nb.w("Source: {ed}, {h} - post-attendance referral\n", ed=c.ed, h=(c.acute, "HOSPITAL"))
    elif src == "sw":
        nb.w("Source: {sw}, Social Worker, children's social care\n", sw=c.SN("sw"))
    else:
        nb.w("Source: self/parent referral via online form\n")
    nb.add(c.pt_header(lines=True, addr=True))
    nb.w("Parent/carer: {m} ({rel}) - {mob}: {ph}\n", m=c.F(c.carer or c.mother),
         rel="foster carer" if c.carer else "mother", mob="cell" if us else "mobile", ph=c.ph("mob"))
    if us:
        nb.w("Insurance: {ins}   Member ID: {hp}   Group #: {grp}\n",
             ins=c.ch(["Medicaid", "CHIP", "commercial (employer plan)", "Medicaid managed care"]),
             hp=(c.hp, "HEALTHPLAN"), grp=(pat(c.rng, "%#####"), "HEALTHPLAN"))
        if c.chance(0.4):
            nb.w("SSN (guarantor): {s}\n", s=(c.ssn, "SSN"))
    nb.w("School: {s}, {y}\n", s=(c.school, "ORGANIZATION"), y=c.school_year())
    nb.w("Consent: {x}\n\n", x=c.ch([
        "discussed with young person and parent; agrees to referral",
        "young person consents - Gillick competent for this decision",
        "parent consented; young person aware", "verbal consent documented by referrer"]))
    nb.t(c.ch(["Reason for referral:\n", "REASON FOR REFERRAL\n", "Summary of referral:\n"]))
    nb.w("{age} {g} referred with {r}. ", age=c.age_phr(), g=c.boy, r=B.presenting(c, prob))
    nb.w("Difficulties noted since {when}. ", when=c.ch([
        [(c.D(c.day(-c.rng.randint(60, 400)), "monthyear")[0], "DATE")],
        B.holiday(c), ["the start of ", c.school_year()], ["moving to ", (c.town, "CITY")]]))
    sc = c.ch(clin.SCORES[prob])
    nb.w("Referrer enclosed {sc} and a school report. ", sc=sc)
    if c.chance(0.5):
        nb.w("{He} has {pmh}. ", He=c.He, pmh=c.ch(clin.PMH))
    nb.w("\n\nRisk (from referral): {r}. ", r=c.ch([
        "no current self-harm, no suicidal ideation reported",
        "self-harm by cutting, last 4 days ago, no medical attention required",
        "fleeting suicidal thoughts without plan or intent", "one previous overdose (paracetamol 16 x 500 mg) 6 months ago",
        "risk to others: punched wall and sibling; no weapons"]))
    if c.chance(0.4):
        nb.w("Safeguarding: {s}.", s=c.ch([
            "known to children's social care (child in need plan)", "no safeguarding concerns identified",
            ["previous referral to MASH in ", (str(c.day(-400).year), "DATE")],
            ["allocated social worker ", c.SN("sw")]]))
    nb.t("\n\n")
    nb.t(c.ch(["Previous contact: ", "Previous CAMHS involvement: "]))
    if c.chance(0.4):
        nb.w("seen by {team} {yr} for {x}, discharged {d}.\n", team=(c.team, "HOSPITAL"),
             yr=["in ", (str(c.day(-c.rng.randint(500, 1500)).year), "DATE")],
             x=c.ch(["anxiety", "sleep difficulties", "low mood", "behaviour"]), d=c.Dn(-c.rng.randint(300, 480)))
    else:
        nb.t("none recorded.\n")
    meet = c.day(c.rng.randint(1, 6))
    nb.w("\nTriage discussion ({mdt} {d}): ", mdt=c.ch(["MDT triage meeting", "daily huddle", "triage MDT"]),
         d=c.D(meet, c.ch(["wk", "wkshort", None])))
    nb.w("present {a}, {b} and {cc}. ", a=c.St("cons"), b=c.SN("nurse", c.ch(["full", "first"])), cc=c.SN("psych"))
    rag = c.ch(["RED", "AMBER", "AMBER", "GREEN"])
    nb.w("RAG rating: {r}.\n", r=rag)
    outc = {
        "RED": "Accepted - urgent assessment within 72 hours; duty clinician to contact family today",
        "AMBER": ("Accepted for Choice appointment within 4 weeks (routine-plus)" if c.cc in ("UK", "IE", "NZ", "AU")
                  else "Accepted - routine intake evaluation within 4 weeks"),
        "GREEN": "Not accepted for specialist CAMHS; signposted to school counselling and " + c.charity}
    if rag == "GREEN":
        nb.w("Outcome: Not accepted for specialist {svc}; signposted to school counselling and {ch}.\n",
             svc=c.svc, ch=(c.charity, "ORGANIZATION"))
    else:
        nb.w("Outcome: {o}.\n", o=outc[rag])
    nb.t("Actions:\n")
    nb.w("1. Letter to referrer and family ({who}).\n", who=c.ch(["admin", "template B2", "cc GP"]))
    nb.w("2. {x} to telephone {m} on {ph} by {d}.\n", x=c.SN("nurse", "first"), m=c.F(c.carer or c.mother, "first"),
         ph=c.ph("mob"), d=c.D(c.day(c.rng.randint(1, 4)), c.ch(["wkshort", "md", None])))
    if prob in ("eating",):
        nb.t("3. Request GP bloods (FBC, U&E, LFT, Mg, PO4), lying/standing BP and ECG (QTc).\n")
    elif prob == "adhd":
        nb.t("3. Send Conners 3 parent/teacher packs; add to neurodevelopmental pathway waiting list (approx. 38 weeks).\n")
    else:
        nb.t("3. Send RCADS and SDQ packs with appointment letter.\n")
    nb.w("\nTriaged by: {s}, {role}   {d} {t}\n", s=c.SN("nurse"), role=c.S("nurse").label, d=c.D(meet), t=c.tm())
    if c.chance(0.4):
        nb.w("Reviewed: {s}\n", s=c.St("cons"))


def e_referral(nb, c):
    rng = c.rng
    sub = c.day(-rng.randint(1, 10))
    uname_parent = (c.ascii((c.mother.first[0] + c.mother.lastname()).lower()) + str(rng.randint(1, 99)), "USERNAME")
    self_ref = c.chance(0.45)
    ip1 = (ip_private(rng), "IPADDR")
    nb.t(c.ch(["=== ONLINE REFERRAL SUBMISSION ===\n", "eReferral Record (system generated)\n",
               "WEB REFERRAL - PORTAL EXPORT\n"]))
    nb.w("Portal: {u}\nSubmission ID: {sid}   Status: {st}\n", u=c.url(), sid=(c.ref, "IDNUM"),
         st=c.ch(["RECEIVED", "IN TRIAGE", "ACCEPTED", "AWAITING INFO"]))
    sub_h, sub_m = rng.randint(0, 23), rng.randint(0, 59)
    sub_t = "%02d:%02d" % (sub_h, sub_m)
    nb.w("Submitted: {d} {t}\n", d=c.D(sub, "iso"), t=sub_t + ":%02d" % rng.randint(0, 59))
    if self_ref:
        nb.w("Submitted by: user {u} (parent/carer self-referral)\n", u=uname_parent)
    else:
        gp_user = (c.ascii((c.S("gp").first[0] + "." + c.S("gp").lastname()).lower()), "USERNAME")
        nb.w("Submitted by: user {u} ({gp}, {prac})\n", u=gp_user, gp=c.St("gp", full=True),
             prac=(c.gp_practice, "HOSPITAL"))
    nb.w("Client IP: {ip}   Browser: {b}\n", ip=ip1, b=c.ch(["Chrome 122 / Windows 10", "Safari 17 / iOS",
                                                           "Edge 120 / Windows 11", "Firefox 115 ESR"]))
    if c.cc == "UK" and not self_ref and c.chance(0.6):
        nb.w("e-RS UBRN: {u}\n", u=(pat(rng, "#### #### ####"), "IDNUM"))
    nb.t("\n--- Young person ---\n")
    nb.w("First name: {f}\nSurname: {l}\n", f=c.P("first"), l=c.P("last"))
    if c.nick:
        nb.w("Preferred name: {n}\n", n=c.P("nick"))
    nb.w("Date of birth: {d}   Age: {a}\nGender: {g}\n", d=c.DOB("num"), a=c.A(),
         g=c.ch(["Female", "Girl"]) if c.sex == "F" else c.ch(["Male", "Boy"]))
    nb.w("Address line 1: {s}\nTown/City: {t}\n", s=(c.street_, "STREET"), t=(c.town, "CITY"))
    if c.region:
        lab = {"UK": "County", "IE": "County", "US": "State", "CA": "Province", "AU": "State"}.get(c.cc, "Region")
        nb.w("{lab}: {r}\n", lab=lab, r=c.region_t())
    nb.w("{pc}: {z}\nCountry: {co}\n", pc={"US": "ZIP", "IE": "Eircode"}.get(c.cc, "Postcode"),
         z=(c.zip, "ZIP"), co=(PL.COUNTRY_NAMES[c.cc], "COUNTRY"))
    nb.add(c.ids("\n"))
    nb.w("\nSchool/college: {s}   Year group: {y}\n", s=(c.school, "ORGANIZATION"), y=c.school_year())
    if c.chance(0.3):
        cob = c.rng.choice(PL.ABROAD)
        lang = {"Poland": "Polish", "Syria": "Arabic", "Iraq": "Arabic", "Eritrea": "Tigrinya", "Romania": "Romanian",
                "Afghanistan": "Dari", "Somalia": "Somali", "Brazil": "Portuguese", "Ukraine": "Ukrainian",
                "Vietnam": "Vietnamese", "China": "Mandarin", "Sudan": "Arabic"}.get(cob)
        nb.w("Country of birth: {co}   Interpreter needed: {i}\n", co=(cob, "COUNTRY"),
             i=("Yes - " + lang + " (for parent)") if lang and c.chance(0.6) else "No")
    nb.t("\n--- Parent/carer ---\n")
    p = c.carer or c.mother
    nb.w("Name: {n}   Relationship: {r}\nMobile: {m}\nEmail: {e}\n", n=c.F(p),
         r="Foster carer" if c.carer else "Mother", m=c.ph("mob"), e=c.email_family(p))
    if p.prof and c.chance(0.5):
        nb.w("Occupation: {o}\n", o=(p.prof, "PROFESSION"))
    nb.w("Preferred contact: {x}\n", x=c.ch(["text message", "phone after 4pm", "email", "phone (not at work)"]))
    nb.t("\n--- GP ---\n")
    nb.w("Practice: {p}\nGP: {g}\nPractice phone: {ph}\n", p=(c.gp_practice, "HOSPITAL"), g=c.St("gp", True),
         ph=c.ph())
    prob = clin.pick(c)
    nb.t("\n--- Reason for referral (free text) ---\n")
    if self_ref:
        fn = c.P("first") if c.chance(0.7) else c.P("nick")
        nb.w("{n} has been really struggling since {when}. {x} {y} we have been to the {gpw} twice and "
             "they said to refer here. {z}\n",
             n=fn, when=c.ch([B.holiday(c), ["about ", (c.D(c.day(-200), "monthyear")[0], "DATE")],
                              "the start of secondary school"]),
             x=pr(c, c.ch(["{he} wont go to school and cries every morning.",
                          "{he} is angry all the time and smashed {his} door.",
                          "{he} has stopped eating properly and is always at the gym.",
                          "we found cuts on {his} arms last week.",
                          "{he} says {he} hears a voice telling {him} {he} is useless.",
                          "{he} cant sit still and is getting in trouble every day at school."])),
             y=c.ch(["Please help,", "I dont know what else to do,", "School are worried too,"]),
             gpw=c.gpw, z=pr(c, c.ch(["Im a single parent working nights.", "{His} dad is not involved.",
                                      "Best to call me after 3.", ""])))
    else:
        nb.w("Dear colleague, I would be grateful if you could assess this {age} year old with {r}. "
             "{sc}. {pmh}. Thank you.\n", age=c.A(), r=B.presenting(c, prob), sc=c.ch(clin.SCORES[prob]),
             pmh="PMH: " + c.ch(clin.PMH))
    nb.t("\n--- Risk questions ---\n")
    for q, opts in [("Has your child harmed themselves?", ["Yes", "No", "Not sure"]),
                    ("Thoughts of ending life?", ["No", "Yes - sometimes", "Not sure"]),
                    ("Any risk to others?", ["No", "No", "Yes - see above"]),
                    ("Any safeguarding concerns?", ["No", "Yes", "Prefer to discuss"])]:
        nb.w("{q} {a}\n", q=q, a=c.ch(opts))
    nb.t("\n--- Audit trail ---\n")
    t0 = sub
    rows = [("created", uname_parent if self_ref else None, ip1)]
    admin_u = (c.ascii((c.S("admin").first[0] + c.S("admin").lastname()).lower()), "USERNAME")
    tri_u = (c.ascii((c.S("nurse").first + "." + c.S("nurse").lastname()).lower())[:14], "USERNAME")
    ip2 = (ip_private(rng), "IPADDR")
    rows += [("viewed", admin_u, ip2), ("status -> TRIAGE", tri_u, ip2)]
    if c.chance(0.5):
        rows.append(("attachment added (referral_letter.pdf)", admin_u, (ip_private(rng), "IPADDR")))
    stamps = [(t0, sub_t)]
    later = sorted([(rng.randint(1, 3), rng.randint(8, 17), rng.randint(0, 59)) for _ in rows[1:]])
    for dd, hh, mm in later:
        stamps.append((t0 + datetime.timedelta(days=dd),
                       "%02d:%02d" % (hh, mm)))
    for i, (act, user, ip) in enumerate(rows):
        d, tt = stamps[i]
        nb.w("{d} {t}  {act}", d=c.D(d, "iso"), t=tt, act=act)
        if user is not None:
            nb.w(" by {u}", u=user)
        nb.w(" from {ip}\n", ip=ip)
    if c.chance(0.5):
        nb.w("Auto-acknowledgement sent to {e}\n", e=c.email_family(p) if self_ref else c.email_staff("gp"))


def duty_log(nb, c):
    rng = c.rng
    nb.w("{h} - {team}\n", h=c.ch(["DUTY LOG", "Duty Worker Telephone Log", "Duty Contact Record", "DUTY / OOH CALL LOG"]),
         team=(c.team, "HOSPITAL"))
    nb.w("Date: {d}   Duty worker: {s} ({r})\n", d=c.D(c.enc, c.ch(["wk", None])), s=c.SN("duty"),
         r=c.S("duty").label)
    nb.w("Client: {p}   DOB {d}   ", p=c.P(c.ch(["caps", "full"])), d=c.DOB())
    nb.add(c.ids("   "))
    nb.t("\n" + c.ch(["Open to: ", "Allocated: "]))
    if c.chance(0.25):
        nb.t("not allocated - on waiting list\n\n")
    else:
        nb.w("{cc} (care coordinator){x}\n\n", cc=c.SN("cc"),
             x=c.ch(["", [" - on annual leave until ", c.Dn(rng.randint(2, 9), c.ch(["md", "wkshort", None]))]]))
    caller = c.ch(["mum", "mum", "yp", "school", "police", "gp"])
    h = rng.randint(8, 11)
    m = c.mother if not c.carer else c.carer
    nb.t("%02d:%02d  " % (h, rng.randint(0, 59)))
    if caller == "mum":
        nb.w("Incoming call from {mr} on {ph}. ", mr=B.mum_ref(c) if not c.carer else ["foster carer ", c.F(m)],
             ph=c.ph("mob"))
        nb.w("Reports {p} {x}. ", p=c.P("first"), x=pr(c, c.ch([
            "came home from school very distressed and said {he} wanted to die",
            "has not eaten since the weekend and is refusing fluids this morning",
            "smashed a window last night and ran off for 3 hours",
            "disclosed cutting to {his} upper arms - wounds look clean, no stitches needed",
            "has been awake most of the night, muttering and pacing"])))
    elif caller == "yp":
        nb.w("Call from {p} (young person) on {ph}. ", p=c.P("first"), ph=c.ph("mob"))
        nb.w("Tearful, says '{q}'. ", q=c.ch(["i cant do this anymore", "everyone would be better off without me",
                                              "i just need someone to talk to", "i took some tablets but not loads"]))
    elif caller == "school":
        t = c.person(c.ch("FM"), "anglo")
        nb.w("Call from {t} ({role}) at {s}, {ph}. ", t=(t.full(), "FAMILY"),
             role=c.ch(["DSL", "Head of Year", "pastoral manager", "school counsellor"]), s=(c.school, "ORGANIZATION"),
             ph=c.ph_ext())
        nb.w("{p} disclosed {x} to a friend, who told staff. ", p=c.P("first"), x=pr(c, c.ch([
            "a plan to jump from a bridge", "that {he} has been cutting daily", "thoughts of overdose"])))
    elif caller == "police":
        nb.w("Call from {rk} {pc} ({bd} {cn}), {pol}. ", rk=c.pc, bd=c.badge, pc=(c.person(c.ch("FM"), "anglo").last, "FAMILY"),
             cn=(pat(rng, "%###"), "IDNUM"), pol=c.ch(["police control room", "local neighbourhood team"]))
        nb.w("{p} found at {lm} at {t} last night, brought home. Log ref {r} of {d}. ", p=c.P("first"),
             lm=(c.landmark.replace("the ", ""), "LOCATION_OTHER"), t=c.tm(rng.randint(21, 23)),
             r=(pat(rng, "%###"), "IDNUM"), d=c.D(c.day(-1), "md"))
    else:
        nb.w("Call from {g} ({prac}) on {ph}. ", g=c.St("gp"), prac=(c.gp_practice, "HOSPITAL"), ph=c.ph())
        nb.w("Saw {p} this morning: {x}. ", p=c.P("first"), x=c.ch([
            "PHQ-A 22, passive SI", "weight 41.2 kg (down 3 kg in 4 weeks), HR 48 lying",
            "new-onset paranoid ideas, no drug history", "requesting advice re: fluoxetine dose"]))
    nb.t("\n")
    h += 1
    nb.w("%02d:%02d  Checked record - last seen {d} by {s}. {x}\n" % (h, rng.randint(0, 59)),
         d=c.Dn(-rng.randint(7, 60)), s=c.SN("cc", "first") if c.chance(0.5) else c.St("cons"),
         x=c.ch(["Safety plan in notes.", "No safety plan on file.", "Known to social care."]))
    h += 1
    nb.w("%02d:%02d  " % (h, rng.randint(0, 59)))
    nb.w("Call to {who} on {ph}. {res}\n", who=c.ch([[B.mum_ref(c)], [c.ch(["young person", "YP"])], ["school"]]) if not c.carer else ["carer ", c.F(c.carer, "first")],
         ph=c.ph("mob"), res=c.ch([
             c.ty("No answer, voicemail left asking to call duty line.", "No answer, vm left asking to call duty line.", 0.3),
             "Spoke for 25 mins. Risk explored: no plan, no access to means (meds locked away).",
             "Agreed to bring " + c.him + " to duty appointment today at 14:00.",
             ["Advised to attend ", c.ed, " at ", (c.acute, "HOSPITAL"), " if risk escalates; call " + c.emerg + " out of hours."]]))
    if c.chance(0.6):
        h += 1
        nb.w("%02d:%02d  Discussed with {s}. Plan agreed.\n" % (h, rng.randint(0, 59)), s=c.St("cons"))
    if c.chance(0.6):
        h += 1
        nb.w("%02d:%02d  Emailed {gp} ({e}) and care coordinator with update.\n" % (h, rng.randint(0, 59)),
             gp=(c.gp_practice, "HOSPITAL"), e=c.email_staff("gp"))
    nb.t("\nOutcome: ")
    nb.t(c.ch(["Duty appointment offered today. ", "Telephone follow-up tomorrow. ", "Urgent review booked. ",
               "Advice given, no further action by duty. "]))
    nb.w("Next contact: {d}.\n", d=B.weekday_phrase(c, rng.randint(1, 5)))
    if c.chance(0.3):
        nb.w("Vehicle: {m} reports {p} left in a car, reg {v}, driven by an older male (unknown). Police informed.\n",
             m=c.mumw.capitalize(), p=c.P("first"), v=(vehicle(c), "VEHICLE"))
    nb.w("\nEntered by: {u}   {d} {t}\n", u=(c.ascii((c.S("duty").first[0] + c.S("duty").lastname()).lower()), "USERNAME"),
         d=c.D(c.enc, "num"), t=c.tm())


def vehicle(c):
    rng = c.rng
    return {
        "UK": pat(rng, "@@%# @@@"), "IE": pat(rng, "%#-") + rng.choice(["D", "C", "G", "KE", "WX", "LH"]) + pat(rng, "-%####"),
        "US": pat(rng, "%@@@###"), "CA": pat(rng, "@@@@ ###"), "AU": pat(rng, "%@@-%#@"),
        "NZ": pat(rng, "@@@###"), "ZA": pat(rng, "@@ ## @@ GP"), "SG": pat(rng, "S@@ ####@"),
    }[c.cc]
