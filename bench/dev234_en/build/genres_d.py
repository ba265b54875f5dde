"""Genres: patient portal message thread, HLA / crossmatch report, remote monitoring summary."""
import datetime as dt

import case as K
import clinical as C

DAY = dt.timedelta(days=1)


def _tm(R, lo=0, hi=23):
    return "%02d:%02d" % (R.randint(lo, hi), R.randint(0, 59))


PORTAL_TOPICS = [
    ("Tac level", "my tac level came back at {tac} yesterday. I took my evening dose at 8pm the night before so I think it was timed right. ",
     " and we'd like you to reduce your tacrolimus by 0.5 mg twice a day, then repeat the level in 1 week."),
    ("Feeling unwell", "I have had loose stools since the weekend and feel a bit washed out. ",
     " - please get bloods (including a tac level) and a stool sample done tomorrow, and keep your fluids up."),
    ("Re: prescription", "I've run out of my valganciclovir early because the pharmacy gave me 30 not 60. ",
     " - a new prescription has been sent to your pharmacy for 60 tablets."),
    ("Blood test results?", "just wanted to check if the bloods from ",
     " - your kidney function and tacrolimus level are stable, no changes needed."),
    ("Rash", "I noticed a red patch on my shin that is warm and sore. ",
     " - this could be cellulitis; please see your GP or urgent care today and send us a photo through the portal."),
    ("Question about meds", "can I take ibuprofen for my back? the paracetamol isnt doing much. ",
     " - please avoid ibuprofen/NSAIDs as they can harm the transplant; you can take paracetamol up to 4 g a day."),
    ("Appointment", "can my clinic appointment be moved to an afternoon? I have started back at work. ",
     " - we have moved you to the afternoon list; a letter will follow."),
    ("Tremor", "my hands have been shaky since the dose went up, is that normal? ",
     " - a fine tremor is a common side effect; we'll check your level with the next bloods."),
]


# ---------------------------------------------------------------------------
def portal(W, R, k, d):
    uk = k.uk
    he, his, him = K.pronoun(k)
    pool = R.choice(["Kidney Transplant Nurses", "Liver Tx Coordinators", "Transplant Pharmacy", "Post-Transplant Team",
                     "Heart Transplant Office", "Lung Tx Nurse Line"])
    user = W.username(k.pt)
    d.line(R.choice(["Patient Portal Message", "MyChart Message Thread", "Secure Message (Patient Portal)", "PORTAL MESSAGE"]))
    d.line("Thread: {t}", t=W.idnum("req"))
    d.f("From: {n} ({u})\n", n=k.pt.n(R.choice(["full", "fullmid", "LASTfirst"]), R), u=user)
    d.line("To: " + pool)
    sent = k.visit
    d.line("Sent: {dd} {t}", dd=W.date(sent, R.choice(["num", "long", "wd"])), t=_tm(R, 6, 23))
    topic = R.choice(PORTAL_TOPICS)
    subj, body, reply = topic
    d.line("Subject: " + (subj if R.random() < 0.8 else subj.lower()))
    d.nl()
    coord = k.coord
    d.add(R.choice(["Hi ", "Hello ", "Dear ", "hi "]))
    d.add(coord.n("given", R) if R.random() < 0.6 else "team")
    d.add(",\n")
    d.add(C.typo(R, body.replace("{tac}", C.tac(R)), 0.2))
    if body.endswith("from "):
        d.add(W.date(sent - DAY * R.randint(1, 8), R.choice(["wday", "md"])), " are back? ")
    r = R.random()
    if r < 0.35:
        f = W.relative(k.pt, R.choice(["daughter", "son", "sister", "brother"]))
        d.f("Also my {r} {n} is getting married in {co} in {m} - am I ok to fly? ", r=f.rel, n=f.n(R.choice(["given", "full"]), R),
            co=W.country(), m=W.date(sent + DAY * R.randint(30, 200), R.choice(["mon", "my"])))
        reply += " Flying is fine; take your medicines in hand luggage with a copy of your clinic letter."
    elif r < 0.55:
        d.f("We are away for {h} so I need my next blood test moved. ", h=W.holiday())
        reply += " The clinic team will move your blood test - you'll get a new date by text."
    elif r < 0.75:
        d.f("My work ({e}) need a fit note until {dd}. ", e=W.org(), dd=W.date(sent + DAY * R.randint(7, 40), R.choice(["md", "num"])))
        reply += " A fit note has been requested from the doctor."
    d.add(R.choice(["Thanks", "thank you", "Many thanks", "cheers"]) + "\n")
    d.add(k.pt.n(R.choice(["given", "given", "full", "nick"]), R), "\n\n")
    d.line("----")
    rs = sent + DAY * R.choice([1, 1, 2, 3])
    d.f("From: {n}\n", n=K.signed(coord, R, "full"))
    d.line("Sent: {dd} {t}", dd=W.date(rs, R.choice(["num", "long"])), t=_tm(R, 8, 18))
    d.nl()
    d.add("Hi ", k.pt.n("given", R), ",\n")
    d.add(R.choice(["Thanks for letting us know. ", "Thank you for your message. ", ""]))
    doc = K.staff(W, R, k, R.choice(["nephro", "hep", "surgeon", "pharm"]))
    d.f("I discussed this with {n}", n=K.dr(doc, R, R.choice(["last", "full"])))
    d.add(C.uk_spell(reply, uk) + " ")
    d.f("If you develop a fever above 38 please call us on {ph} or attend ED.\n", ph=k.tel)
    d.add(coord.n(R.choice(["given", "full"]), R), "\n\n")
    if R.random() < 0.5:
        d.line("----")
        d.f("From: {n}\n", n=k.pt.n(R.choice(["full", "given"]), R))
        d.line("Sent: {dd} {t}", dd=W.date(rs, R.choice(["num", "long"])), t=_tm(R, 17, 23))
        d.nl()
        d.add(R.choice(["ok thanks, ", "Thanks ", "Thank you - "]))
        d.add(R.choice(["will do. Do I still take it at the same time?", "booked bloods for ", "I will go to the lab at "]))
        if d.buf[-1].endswith("for "):
            d.add(W.date(rs + DAY * R.randint(1, 4), R.choice(["wday", "md"])), ".")
        elif d.buf[-1].endswith("at "):
            d.add(W.hospital(), " tomorrow.")
        d.add(" " + R.choice(["Also my BP was 150/92 this morning.", "I feel a bit better today.", "Tremor is still there.", ""]) + "\n")
        d.add(k.pt.n("given", R), "\n\n")
        if R.random() < 0.6:
            d.line("----")
            d.f("From: {n}\n", n=K.signed(coord, R, "full"))
            d.line("Sent: {dd} {t}", dd=W.date(rs + DAY, "num"), t=_tm(R, 8, 12))
            d.nl()
            d.add(R.choice(["Yes, keep the same times (e.g. 8am and 8pm). ", "That's fine. ", "Noted, thank you. "]))
            d.add(R.choice(["We'll review the results when they are back. ", "Please bring your BP diary to clinic. ",
                            "If the tremor is worse after the dose change let us know. "]))
            d.add(coord.n("given", R), "\n\n")
    d.f("This message was sent through {u}. Please do not reply to the notification email from {e}.\n",
        u=W.url(), e=W.email(generic=R.choice(["noreply", "portal-noreply", "do-not-reply"])))
    if R.random() < 0.75:
        d.nl()
        d.line("Audit:")
        d.f("  login {u}  IP {ip}  {dd} {t}  {dv}\n", u=user, ip=W.ip(), dd=W.date(sent, "iso"), t=_tm(R),
            dv=R.choice(["iOS app", "Android app", "web (Chrome)", "web (Safari)"]))
        if R.random() < 0.5:
            d.f("  staff reply {u}  IP {ip}\n", u=W.username(coord), ip=W.ip())
        if R.random() < 0.35:
            d.f("  device biometric key {b}\n", b=W.bioid())


# ---------------------------------------------------------------------------
HLA_A = ["A*01:01", "A*02:01", "A*03:01", "A*11:01", "A*24:02", "A*26:01", "A*30:01", "A*33:03", "A*68:01"]
HLA_B = ["B*07:02", "B*08:01", "B*15:01", "B*35:01", "B*40:01", "B*44:02", "B*51:01", "B*57:01", "B*58:01"]
HLA_DR = ["DRB1*01:01", "DRB1*03:01", "DRB1*04:01", "DRB1*07:01", "DRB1*11:01", "DRB1*13:01", "DRB1*15:01"]
HLA_DQ = ["DQB1*02:01", "DQB1*03:01", "DQB1*03:02", "DQB1*05:01", "DQB1*06:02"]


def _typing(R):
    return "  ".join([",".join(sorted(R.sample(p, 2))) for p in (HLA_A, HLA_B, HLA_DR, HLA_DQ)])


def hla(W, R, k, d):
    uk = k.uk
    d.line(R.choice(["HISTOCOMPATIBILITY & IMMUNOGENETICS REPORT", "H&I Laboratory - Crossmatch Report",
                     "HLA LABORATORY: PRE-TRANSPLANT CROSSMATCH", "Transplant Immunology Report"]))
    d.f("{h} {lab}\n", h=k.centre, lab=R.choice(["H&I Laboratory", "Tissue Typing Laboratory", "HLA Lab"]))
    if R.random() < 0.5:
        d.f("Tel {t}  Fax {f}\n", t=W.phone(), f=W.phone("FAX"))
    d.nl()
    d.line("Lab no: {l}    Request: {r}", l=W.idnum("lab"), r=W.idnum("req"))
    d.f("Recipient: {n}   DOB {dob}   ", n=k.pt.n(R.choice(["LASTFIRST", "LASTfirst", "lastfirst"]), R), dob=W.date(k.dob))
    if uk:
        d.f("NHS {n}\n", n=k.nhs)
    else:
        d.f("MRN {m}\n", m=k.mrn)
    d.line("ABO: {a}   Sex: {s}   Sensitising events: {e}", a=R.choice(["O", "A", "B", "AB"]), s=k.pt.sex,
           e=R.choice(["2 pregnancies, 1 transfusion", "previous transplant (failed)", "transfusion x6", "none"]))
    if R.random() < 0.4:
        d.f("Waiting list ID: {w}\n", w=W.idnum("waitlist"))
    d.line("Recipient HLA: " + _typing(R))
    d.nl()
    living = R.random() < 0.35
    if living:
        f = k.fam[0]
        d.f("Donor: {n} ({r}), living donor, ", n=f.n(R.choice(["full", "LASTfirst"]), R), r=f.rel)
        d.add(W.age(R.randint(22, 68), R.choice(["yo", "-year-old", "aged"])), "\n")
    else:
        d.f("Donor: {id} ({t}), ", id=W.idnum("odt" if uk else "unos"), t=R.choice(["DBD", "DCD"]))
        d.add(W.age(R.randint(5, 75), R.choice(["yo", "sexletter", "aged"])), "\n")
    d.line("Donor HLA: " + _typing(R))
    d.line("Mismatch (A-B-DR): %d-%d-%d   Level %d" % (R.randint(0, 2), R.randint(0, 2), R.randint(0, 2), R.randint(1, 4)))
    d.nl()
    d.line("Antibody screening (Luminex single antigen):")
    sera = [k.visit - DAY * R.randint(0, 2)] + sorted([k.visit - DAY * R.randint(30, 900) for _ in range(R.randint(1, 3))], reverse=True)
    kind = R.choice(["num", "dmy", "iso"])
    for i, s in enumerate(sera):
        d.f("  Serum {dd}{cur}: {res}\n", dd=W.date(s, kind), cur=" (current)" if i == 0 else "",
            res=R.choice(["no DSA", "DSA anti-DQ7 MFI %d" % R.randint(600, 9000), "anti-A2 MFI %d (DSA)" % R.randint(800, 6000),
                          "non-DSA anti-B57 MFI 3,100", "negative", "anti-DR53 MFI 1,450 (weak)"]))
    d.line("cPRA %d%%" % R.choice([0, 8, 24, 56, 78, 91, 98, 100]))
    d.nl()
    d.line("Crossmatch:")
    d.line("  CDC T cell: %s   B cell: %s" % (R.choice(["NEG", "neg", "POS (DTT-resistant)"]), R.choice(["NEG", "neg", "weak pos"])))
    d.line("  Flow T: %d MCS (cut-off 40)   Flow B: %d MCS (cut-off 100)" % (R.randint(0, 120), R.randint(0, 260)))
    d.line("  Virtual XM: " + R.choice(["negative", "positive - DQ DSA", "negative (historic sera reviewed)"]))
    d.nl()
    if R.random() < 0.5:
        d.f("Previous transplant: {y} ({h}), graft failed {y2}; repeat mismatches avoided: {rm}.\n",
            y=W.date(k.dob + DAY * 365 * max(10, k.age - R.randint(4, 12)), "y"), h=W.hospital(),
            y2=W.date(k.visit - DAY * R.randint(200, 1500), R.choice(["y", "my"])), rm=R.choice(["A2, DR4", "B44", "DQ7", "none"]))
    d.line("Interpretation: " + R.choice(["Standard immunological risk. Suitable to proceed.", "Intermediate risk - historic DSA; recommend enhanced induction.",
                                          "High risk - positive B flow XM; discussed with clinical team.", "Low risk; proceed."]))
    sci, auth = K.staff(W, R, k, "lab"), K.staff(W, R, k, "path")
    d.f("Tested by: {a}   Reported: {dd} {t}\n", a=K.signed(sci, R, R.choice(["full", "iname"])), dd=W.date(k.visit, kind), t=_tm(R))
    d.f("Authorised: {b}", b=K.dr(auth, R, "full") if R.random() < 0.6 else K.signed(auth, R))
    if R.random() < 0.5:
        d.f(" - results phoned to {c} on {ph}", c=K.staff(W, R, k, "coord").n(R.choice(["full", "given"]), R), ph=W.phone())
    d.nl()


# ---------------------------------------------------------------------------
def remote(W, R, k, d):
    uk = k.uk
    kind = {"lung": "spiro", "heart": "bp", "SPK": "cgm", "kidney": R.choice(["bp", "bp", "scale"]), "liver": "bp"}[k.organ]
    title = {"spiro": "Home Spirometry Remote Monitoring Summary", "bp": "Remote BP Monitoring Report",
             "cgm": "CGM Download Review", "scale": "Telemonitoring - Weight/BP"}[kind]
    d.line(title)
    K.header(d, W, R, k)
    model = {"spiro": R.choice(["MIR Spirobank Smart", "NDD EasyOne Air", "Vitalograph Lung Monitor"]),
             "bp": R.choice(["Omron HEM-9210T", "A&D UA-651BLE", "Withings BPM Connect"]),
             "cgm": R.choice(["Dexcom G7", "FreeStyle Libre 3", "Medtronic Guardian 4"]),
             "scale": R.choice(["BodyTrace scale", "Withings Body+"])}[kind]
    d.f("Device: {m}, serial {sn}\n", m=model, sn=W.device())
    if R.random() < 0.4:
        d.f("Hub/gateway: {sn2}   last sync IP {ip}\n", sn2=W.device(), ip=W.ip())
    else:
        d.f("Last upload from {ip}\n", ip=W.ip())
    d.f("App account: {u}\n", u=W.username(k.pt))
    start = k.visit - DAY * R.randint(7, 28)
    d.line("Period: {a} to {b}", a=W.date(start, "num"), b=W.date(k.visit, "num"))
    d.nl()
    n = R.randint(4, 8)
    step = max(1, (k.visit - start).days // n)
    dk = R.choice(["md", "num", "dmy"])
    if kind == "spiro":
        d.line("%-12s %-8s %-8s %s" % ("Date", "FEV1 L", "FVC L", "SpO2"))
        base = R.uniform(1.6, 3.4)
        for i in range(n):
            v = base * R.uniform(0.86, 1.04)
            d.add(W.date(start + DAY * step * i, dk), "   %-8.2f %-8.2f %d%%\n" % (v, v * R.uniform(1.15, 1.5), R.randint(90, 99)))
    elif kind == "cgm":
        d.line("Time in range %d%%, below %d%%, above %d%%; GMI %.1f%%; CV %d%%" % (R.randint(55, 96), R.randint(0, 6), R.randint(2, 40),
                                                                                R.uniform(5.6, 8.4), R.randint(22, 41)))
        for i in range(n // 2):
            d.add(W.date(start + DAY * step * i, dk), ": " + R.choice(["overnight low 3.4 mmol/L" if uk else "overnight low 61 mg/dL",
                                                                       "post-prandial peaks to 14" if uk else "post-prandial peaks to 250",
                                                                       "sensor gap 6 h", "all in range"]) + "\n")
    else:
        d.line("%-12s %-10s %-6s %s" % ("Date", "BP", "HR", "Wt kg"))
        wt = R.uniform(55, 110)
        for i in range(n):
            d.add(W.date(start + DAY * step * i, dk), "   %-10s %-6d %.1f\n" % ("%d/%d" % (R.randint(112, 176), R.randint(62, 102)),
                                                                              R.randint(58, 98), wt + R.uniform(-1.2, 1.8)))
    if kind == "spiro":
        d.f("Baseline (best post-transplant) FEV1 {v} L on {dd}\n", v="%.2f" % R.uniform(2.2, 3.8),
            dd=W.date(k.txdate + DAY * R.randint(90, 400), R.choice(["num", "my"])))
    d.line("Current IS: " + "; ".join(C.med_line(m, R, uk) for m in C.immuno(R, k.organ, uk)))
    d.nl()
    d.line("Alerts:")
    d.f("- {dd}: {a}\n", dd=W.date(k.visit - DAY * R.randint(0, 5), dk),
        a=R.choice(["FEV1 fall >10% from baseline x2 readings", "systolic >170 x3", "weight gain 2.1 kg in 48 h",
                    "no upload for 4 days", "low glucose alert x3 overnight"]))
    who = R.random()
    if who < 0.5:
        f = k.fam[0]
        d.f("Called home number {ph}; spoke with {r} {n} - ", ph=W.phone(), r=f.rel, n=f.n(R.choice(["given", "full", "titlefull"]), R))
    else:
        d.f("Called patient on {ph} - ", ph=W.phone())
    d.add(R.choice(["well, technique issue, repeat blow coached.", "asymptomatic; clinic brought forward.",
                    "reports cold symptoms; repeat in 48 h.", "advised to attend for bloods tomorrow.",
                    "battery flat - replaced."]) + "\n")
    d.nl()
    d.line("Plan:")
    for it in C.sentences(R, ["Continue daily readings, upload by 10:00.", "Repeat in 48 h; if persistent bring clinic forward.",
                              "Bloods incl. tac trough this week.", "Technique check at next visit.", "Spare cuff/battery posted.",
                              "Review thresholds: SBP >170 or <95; wt +2 kg/48 h; FEV1 fall >10%."], R.randint(2, 3)):
        d.line("- " + it)
    d.nl()
    rn = K.staff(W, R, k, R.choice(["coord", "np", "rn"]))
    d.f("Reviewed by {n} on {dd}", n=K.signed(rn, R, R.choice(["full", "iname"])), dd=W.date(k.visit, R.choice(["num", "md"])))
    if R.random() < 0.5:
        d.f("; escalated to {n}", n=K.dr(k.cons, R, "last"))
    d.nl()
