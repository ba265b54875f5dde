"""Genres: pharmacy/hormone prescription note, patient portal thread, telephone encounter (author 243)."""
import clinical as K
import common as C
from phi import Doc, rand_digits, rand_letters


def pharm(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    meds = K.regimen(r, c)
    style = r.choice(["rx", "note", "rx", "uk"] if c.c == "UK" else ["rx", "note", "rx"])
    if style == "rx":
        d.w("{s}\n", s=c.S("pharm"))
        d.w("{a}\n", a=C.faddr(c, "pharm"))
        d.w("Ph: {p}\n\n", p=c.PH("pharm"))
        d.w("PRESCRIPTION RECORD\nRx #: {rx}    Filled: {dt} {tm}\n", rx=c.IDN("rx", r.choice(["", "RX", "7"]) or None),
            dt=c.D(), tm=c.time())
        d.w("Patient: {n}\n", n=c.PREV("last_first_caps") if C.legal_is_prev(c) else c.P("last_first_caps"))
        if C.legal_is_prev(c):
            d.w("  ** Preferred name: {n} - use at counter / pick-up **\n", n=c.P("given"))
        d.w("DOB: {dob}   Ph: {p}\n", dob=c.D(c.dob), p=c.PH("mobile"))
        d.w("Addr: {a}\n", a=c.ADDR("line"))
        d.w("Prescriber: {n}", n=c.Dr("endo", r.choice(["full_cred", "last_first", "title_full"])))
        if c.c == "US":
            d.w("  DEA {x}  NPI {y}\n", x=c.LIC("endo", "dea"), y=c.LIC("endo", "npi"))
        else:
            d.w("  Lic {x}\n", x=c.LIC("endo"))
        d.w("Written: {dt}\n\n", dt=c.D(c.ago(1, 20)))
        m = meds[0]
        d.w("Drug: {m}\n", m=m)
        if " IM" in m or " SC" in m:
            d.w("Disp: {q} x {v} mL vial; {n} x {g} needles; {k} x 1 mL syringes\n", q=str(r.randint(1, 3)),
                v=r.choice(["1", "5", "10"]), n=str(r.choice([10, 12, 20])), g=r.choice(["25G 5/8\"", "23G 1\"", "18G blunt"]),
                k=str(r.choice([10, 12, 20])))
        else:
            d.w("Qty: {q}  Days supply: {ds}\n", q=str(r.choice([28, 56, 84, 90, 112, 168])), ds=str(r.choice([28, 30, 84, 90])))
        d.w("{rf}: {x}   {sch}\n", rf="Repeats" if c.c == "UK" else "Refills", x=str(r.randint(0, 5)),
            sch="C-III (testosterone)" if (c.hrt == "masc" and c.c == "US") else "")
        if c.c == "US":
            d.w("Plan: {i}  ID {m}  Grp {g}\n", i=c.ORG("insurer"), m=c.HP(), g=c.HP("group"))
            if r.random() < 0.5:
                d.w("Claim rejected 70 (NDC not covered) -> PA requested, ref {x}\n", x=c.IDN("pa", "PA"))
        elif c.c == "CA":
            d.w("Coverage: {x}, cert {m}\n", x=r.choice(["provincial drug plan", "Trillium", "employer plan"]), m=c.HP())
        if c.hrt == "masc" and c.c == "US" and r.random() < 0.5:
            d.w("Controlled-substance pick-up verified by fingerprint scan, template ID {b}\n", b=C.bio(c, "FPT"))
        d.w("RPh: {n}", n=c.Dr("pharm", r.choice(["initials", "INITIALS", "full"])))
        d.w("   Tech: {n}\n", n=c.Dr("admin", r.choice(["initials", "given"])))
    elif style == "uk":
        d.w("Community pharmacy record - {s}\n", s=c.S("pharm"))
        d.w("Date: {dt}   Pharmacist: {n} (GPhC {g})\n", dt=c.D(), n=c.Dr("pharm", r.choice(["full", "init_family"])),
            g=c.LIC("pharm", "gphc"))
        d.w("Patient: {n}   NHS {x}\n", n=c.P(r.choice(["full", "title_full"])), x=c.NHS())
        d.w("Item: {m}\nFP10 serial: {s}\nPrescriber: {p}, {pr}\n", m=meds[0], s=c.IDN("fp10", "FP"),
            p=c.Dr("gp", r.choice(["title_full", "title_family"])), pr=c.S("gp"))
        d.w("Notes: Shared care agreement with {g} confirmed ({dt}). ", g=c.S("gic"), dt=c.D(c.ago(30, 400), "partial"))
        d.w(r.choice(["Stock of Sustanon 250 delayed - Nebido supplied as per prescriber. ",
                      "Patient asked that PMR name be updated from {pv} - done, NHS Spine updated by surgery. ",
                      "Counselled on injection site rotation (vastus lateralis). ",
                      "Interaction check: ramipril + spironolactone - K+ monitoring advised. "]), pv=c.PREV("given"))
        d.w("Next collection due {dt}.\n", dt=c.D(c.ahead(20, 40), r.choice(["full", "wd", "partial"])))
    else:
        d.w("Pharmacist consult note\n")
        C.demo(d, c, r.choice(["bar", "kv"]))
        d.w("Date: {dt}  {tm}  Location: {s}\n\n", dt=c.D(), tm=c.time(), s=c.S("pharm"))
        d.w("Reason: {x}\n", x=r.choice(["new start GAHT - counselling", "injection teaching", "dose change", "med rec",
                                           "supply issue / alternative product"]))
        d.w("Current regimen:\n")
        for m in meds:
            d.w("- {m}\n", m=m)
        d.w("\n{n} ({pr}) counselled on {x}. ", n=c.P(r.choice(["given", "title_family"])), pr=c.pron,
            x=r.choice(["injection technique (%s), sharps disposal, storing vials at room temperature" % (
                "SC, abdomen/thigh" if " SC" in meds[0] else "IM, ventrogluteal"),
                        "signs of VTE and when to seek help; smoking cessation"] if (" IM" in meds[0] or " SC" in meds[0]) else
                       ["application sites and what to do if a dose is missed", "expected timeline of effects",
                        "signs of VTE and when to seek help; smoking cessation"]))
        d.w("Teach-back satisfactory. ")
        if r.random() < 0.5:
            d.w("Insurance card still shows legal name {pv}; advised to update with {ins} (member {m}). ",
                pv=c.PREV("full"), ins=c.ORG("insurer") if c.c == "US" else "plan", m=c.HP())
        d.w("Follow-up call in 2 weeks on {p}.\n\n", p=c.PH("mobile"))
        C.sig(d, c, "pharm", r.choice(["esig", "plain"]))
    return d


TYPOS = [("really", "realy"), ("Should", "shoud"), ("prescription", "perscription"), ("appointment", "appt"),
         ("normal", "normall"), ("Could you", "could u"), ("changed", "chnaged"), ("feeling", "feelign"), ("needs", "neds"),
         ("Thanks", "thnx"), ("script", "scrip"), ("since", "sinse")]
TOPICS = [
    ("name on my label", "i picked up my {m} on {dt} but the label still says {pv}. can this be fixed?? its really upsetting "
     "at the counter", "Thanks for letting us know, and sorry that happened. I have updated your preferred name in the system "
     "and flagged it for {ph}. Your legal name may still appear on insurance claims until the change goes through."),
    ("Re: lab results", "My lab results came back and my {lab} looks high. Should I be worried? I've been doing my doses every "
     "{wd} like we said.", "Your results were reviewed by {dr}: {lab} is slightly above range. No change for now; please "
     "drink plenty of water and we will repeat in 6 weeks. Lab order #{ord} is in."),
    ("needles", "Quick q - I ran out of needles and the pharmacy ({ph}) says they need a new script. Thanks!",
     "New prescription for needles and syringes sent electronically to {ph}. Please allow 24-48 hours."),
    ("injection site lump??", "I have a small hard lump where I injected last {wd}, no redness. Is that normal? It's about the "
     "size of a pea.", "A small firm lump after injection is common and usually settles in 1-2 weeks. Please rotate sites. "
     "If it becomes red, hot, or you get a fever, call us on {tel} or go to urgent care."),
    ("letter for passport", "Could you write a letter for my passport application please? My appointment is on {dt}.",
     "The letter has been drafted by {dr} and will be ready to collect from reception on {dt2}, or we can post it to the "
     "address on file."),
    ("mood", "Been feeling really flat since the dose went up on {dt}. not sure if related. my partner {fam} thinks I should "
     "call.", "Thank you for telling us. Mood changes can happen after a dose change. {dr} would like to see you this week - "
     "please call {tel} to book. If you feel unsafe at any point, call 911/999 or go to your nearest ED."),
    ("prior auth", "hi, my new insurance ({ins}) needs a prior auth for my {m}. member id is {hp} if u need it",
     "We have submitted the prior authorization to {ins}; reference {pa}. Decisions usually take 5-10 business days."),
    ("chart name change", "Hi, I legally changed my name on {dt}. Can my chart be updated from {pv} to {n}? I can upload the "
     "deed poll / court order.", "Yes - please upload a copy through the portal. Once registration verifies it, your chart, "
     "wristbands and letters will show {n}. Your MRN stays the same."),
]


def portal(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    subj, body, reply = r.choice(TOPICS)
    d.w("{p} - Message Thread\n", p=r.choice(["Patient Portal", "MyHealth Portal", "HealthBridge", "Secure Messaging",
                                              "Patient Gateway"]))
    d.w("Subject: {s}\n", s=subj)
    d.w("Patient: {n}  MRN {m}\n", n=c.P(r.choice(["full", "last_first"])), m=c.MRN())
    if r.random() < 0.55:
        d.w("Portal user: {u}   Last login {dt} {tm} from {ip}\n", u=c.USER(), dt=c.D(kind="full"), tm=c.time(), ip=c.IP())
    d.w("\n")
    t0 = c.ago(0, 10)
    tms = C.times_sorted(c, 4)
    sty = c.date_style("full")
    nurse = r.choice(["nurse", "gic", "endo"])
    d.w("From: {n}\nSent: {dt} {tm}\n", n=c.P(r.choice(["full", "given"])), dt=c.D(t0, style=sty), tm=tms[0])
    d.w("{g} {dr},\n", g=r.choice(["Hi", "Hello", "Hi there", "Dear", "hey"]),
        dr=c.Dr(nurse, r.choice(["title_family", "given"])) if r.random() < 0.8 else "team")
    kw = dict(m=K.regimen(r, c)[0].split(" ")[0], pv=c.PREV("given"), n=c.P("full"),
              dt=c.D(c.ago(3, 40), r.choice(["partial", "full"]), r.choice(["md_us" if c.c != "UK" else "md_uk", "dm_long",
                                                                            "md_long", "d_ord", None])),
              lab=r.choice(["hematocrit", "potassium", "estradiol", "prolactin", "ALT"] if c.hrt == "fem"
                           else ["hematocrit", "hemoglobin", "testosterone", "ALT"]),
              wd=(r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]), "DATE"),
              ph=c.S("pharm"), fam=c.F("partner", "given"), ins=c.ORG("insurer"), hp=c.HP(), pa=c.IDN("pa", "PA"),
              dr=c.Dr("endo", r.choice(["title_family", "title_full"])), ord=c.IDN("order"), tel=c.PH("clinic"),
              dt2=c.D(c.ahead(2, 10), r.choice(["wd", "partial", "full"])))
    if r.random() < 0.35:
        for a, b in TYPOS:
            if a in body:
                body = body.replace(a, b, 1)
                break
    d.w(body + "\n", **kw)
    d.w("{sig}\n\n", sig=r.choice([c.P("given"), [c.P("given"), " (" + c.pron + ")"], ["- ", c.P("initials_nodot")], "Thanks"]))
    d.w("From: {n}\nSent: {dt} {tm}\n", n=c.Dr(nurse, r.choice(["full_cred", "title_full", "full"])), dt=c.D(t0, style=sty),
        tm=tms[1])
    d.w("Hi {n},\n", n=c.P("given"))
    d.w(reply + "\n", **kw)
    d.w("{s}\n", s=c.Dr(nurse, r.choice(["given", "full_cred", "init_family_cred"])))
    if r.random() < 0.7:
        d.w("\nFrom: {n}\nSent: {dt} {tm}\n{b}\n", n=c.P(r.choice(["full", "given"])), dt=c.D(t0, style=sty), tm=tms[2],
            b=r.choice(["thank you so much!!", "Ok great, thanks.", "perfect ty", "Thank you - see you then.",
                        "thx. also can u cc my GP, {g}?", "Thanks. My new mobile is {mob} btw.",
                        "ok. I'm away from {d1} to {d2} so after that pls", "ok - I'm away over {hol}, is after that ok?"]),
            hol=(r.choice(["Christmas", "Easter", "New Year's Day", "Labor Day" if c.c == "US" else "Easter",
                           "Thanksgiving" if c.c != "UK" else "Boxing Day"]), "DATE"),
            g=c.Dr("gp", "title_family"), mob=c.PH("mobile2"),
            d1=c.D(c.ahead(3, 9), "partial", "md_us" if c.c == "US" else "md_uk"),
            d2=c.D(c.ahead(10, 16), "partial", "md_us" if c.c == "US" else "md_uk"))
    if r.random() < 0.4:
        d.w("\n[Notification sent to {e} at {tm}]\n", e=c.EMAIL(), tm=tms[3])
    return d


def tel(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    d.w("{t}\n", t=r.choice(["TELEPHONE ENCOUNTER", "Telephone consultation", "Phone note", "Telephone Call - Nurse Triage",
                              "Tel. contact"]))
    tms = C.times_sorted(c, 3)
    d.w("Date: {dt}   Time: {tm}\n", dt=c.D(), tm=tms[1])
    caller = r.choice(["patient"] * 4 + ["mother", "partner", "pharmacy", "father"])
    d.w("Patient: {n}   DOB: {dob}   {lab} {m}\n", n=c.P(r.choice(["full", "last_first", "last_first_caps"])), dob=c.D(c.dob),
        lab=r.choice(["MRN", "Hosp No", "Chart"]), m=c.MRN())
    if C.legal_is_prev(c) and r.random() < 0.6:
        d.w("Alert: registered under legal name {pv} - use {n} / {pr}\n", pv=c.PREV("full"), n=c.P("given"), pr=c.pron)
    if caller == "patient":
        d.w("Caller: patient   Callback: {p}\n", p=c.PH("mobile"))
    elif caller == "pharmacy":
        d.w("Caller: {n} at {s}, {p}\n", n=c.Dr("pharm", r.choice(["full", "given"])), s=c.S("pharm"), p=c.PH("pharm"))
    else:
        d.w("Caller: {n} ({rel}) - consent to discuss on file   Callback: {p}\n", n=c.F(caller, "full"), rel=caller,
            p=c.PH("fam"))
    if r.random() < 0.35:
        d.w("Attempt 1 at {t}: no answer, voicemail left. Attempt 2: connected.\n", t=tms[0])
    v = r.random()
    if v < 0.3:
        d.w("ID verified: voice biometric match {b} + DOB\n", b=(c.idv("voice", lambda r: "VB-" + rand_digits(r, 8)), "BIOID"))
    elif v < 0.42:
        d.w("ID verified via fingerprint on app login (biometric ID {b})\n",
            b=(c.idv("fpid", lambda r: "%s%s" % (rand_letters(r, 3), rand_digits(r, 6))), "BIOID"))
    else:
        d.w("ID verified with {x}\n", x=r.choice(["name, DOB and first line of address", "DOB and postcode" if c.c == "UK"
                                                  else "DOB and ZIP", "two identifiers"]))
    d.w("\n")
    who = c.P(r.choice(["given", "title_family"])) if caller == "patient" else "Caller"
    reason = "supply" if caller == "pharmacy" else r.choice(["supply", "symptoms", "results", "admin", "post-op"])
    if reason == "supply":
        d.w("{w} calling as {x}. ", w=who if caller != "pharmacy" else "Pharmacist",
            x=r.choice(["there is no stock of the prescribed product", "the testosterone script has expired"
                        if c.hrt == "masc" else "the estradiol script has expired",
                        "the GP has declined to continue prescribing under shared care", "the quantity on the script is wrong"]))
        d.w("Last dose {dt}. ", dt=c.D(c.ago(1, 9), r.choice(["partial", "wd"]), r.choice(["md_us", "dm_long", "wd", "d_ord"])))
        d.w("Advised: {a}\n", a=r.choice(["bridging script sent to {ph}", "alternative product sent to {ph}",
                                            "contact GP; letter re shared care faxed to {fx}"]), ph=c.S("pharm"), fx=c.FAX())
    elif reason == "symptoms":
        d.w("Reports {x} since {wd}. ", x=r.choice(["unilateral calf pain and swelling", "headaches and visual blurring",
                                                      "palpitations", "low mood, thoughts of self-harm", "acne flare"] +
                                                     (["heavy bleeding despite T"] if c.hrt == "masc" else ["breast pain, L>R"])),
            wd=(r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Sat", "Mon"]), "DATE"))
        d.w("Vitals per caller: {v}. ", v=r.choice(["BP 138/88 on home cuff", "temp 37.1", "HR 110", "not taken"]))
        d.w("Disposition: {x}\n", x=r.choice(["advised attend ED at {h} now for assessment", "same-day GP appt booked",
                                                "crisis line number given; safety plan reviewed; GP informed",
                                                "hold next dose, bloods tomorrow at {h}."]), h=c.S("hosp"))
    elif reason == "results":
        d.w("Results from {dt} discussed: {l}. {n} aware. Plan {p}.\n", dt=c.D(c.ago(2, 20)),
            l=r.choice(["E2 640 pmol/L", "K 5.6 mmol/L", "T 2.1 nmol/L", "prolactin 980 mIU/L", "E2 52 pg/mL"] if c.hrt == "fem"
                       else ["Hct 0.52 L/L", "Hgb 18.1 g/dL", "T 41 nmol/L", "trough T 6.2 nmol/L", "ALT 88 U/L"]),
            n=who, p=r.choice(["reduce dose", "repeat in 4/52", "MRI pituitary requested" if c.hrt == "fem" else "venesection discussed",
                               "no change"]))
    elif reason == "admin":
        d.w("Requesting {x}. Email to confirm: {e}. ", x=r.choice(["copy of clinic letter for employer ({o})",
                                                                     "records to be updated to new name",
                                                                     "appointment moved from {dt}"]),
            o=c.ORG("employer"), dt=c.D(c.ahead(1, 30), r.choice(["full", "wd"])), e=c.EMAIL())
        d.w("Previous name {pv} to be removed from correspondence.\n", pv=c.PREV(r.choice(["given", "full"])))
    else:
        d.w("Post-op call day {n} after {p} at {s}. ", n=str(r.randint(2, 14)), p=r.choice(K.PROCS[c.hrt]), s=c.S("surg"))
        d.w("Pain {x}/10, {y}. ", x=str(r.randint(1, 7)), y=r.choice(["drains removed", "wound edges dry", "minor oozing only",
                                                                      "bowels opened", "eating and drinking well"]))
        d.w("Next review {dt}.\n", dt=c.D(c.ahead(3, 20), r.choice(["full", "wd"])))
    d.w("Call duration {m} min. {x}\n\n", m=str(r.randint(3, 22)), x=r.choice(["No further action.", "Task sent to prescriber.",
                                                                                 "Documented by {sc} (scribe).", ""]),
        sc=c.Dr("admin", r.choice(["full", "initials"])))
    C.sig(d, c, r.choice(["nurse", "gic"]), r.choice(["plain", "esig"]))
    return d
