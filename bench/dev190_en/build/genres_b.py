"""Genres: opioid treatment program dosing log, group therapy note, crisis line call record."""
from common import P, days, hhmm, ampm, fmt_short, fmt_wd, month_year, trange
import clin
import fakers
import parts


def _initials(st):
    return st.first[0] + st.last[0]


def otp_log(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    if us:
        clinic = rng.choice(["Summit Comprehensive Treatment Center", "New Dawn Opioid Treatment Program",
                             "Northstar Addiction Services", "Harbor Lights Recovery Clinic"])
        parts.facility_line(nb, ctx, rng, clinic, with_addr=rng.random() < 0.6)
        nb.add(rng.choice(["OPIOID TREATMENT PROGRAM - DOSING LOG\n", "Medication Administration Record (OTP)\n",
                           "Methadone Dosing Record\n"]))
        drug = rng.choice(["Methadone HCl oral concentrate 10 mg/mL", "Methadone liquid 10 mg/mL",
                           "Buprenorphine/naloxone SL film", "Buprenorphine 8 mg SL tab"])
    else:
        clinic = rng.choice(["Whakaora Opioid Substitution Service", "Mahana Addiction Service",
                             "Eastbay Community Alcohol and Drug Service"])
        nb.f("{c}\nOpioid Substitution Treatment (OST) - Dispensing and Dosing Record\n", c=P(clinic, "HOSPITAL"))
        drug = rng.choice(["Methadone oral liquid 5 mg/mL (Biodone Forte)", "Methadone 10 mg/mL",
                           "Buprenorphine with naloxone 8 mg/2 mg SL", "Methadone oral liquid 2 mg/mL"])
    bup = "uprenorphine" in drug
    nb.add("\n")
    nb.f("Client: {n}    DOB: {d}\n", n=pt.name(rng.choice(["LF", "LF", "full", "fml"])), d=ctx.d(ctx.dob))
    nb.f("{il}: {m}    Program ID: {pid}\n", il="NHI" if not us else "Chart #", m=P(ctx.mrn, "MRN"),
         pid=P(rng.choice(["OTP-", "P", "CL"]) + fakers.digits(rng, 5), "IDNUM"))
    if us and rng.random() < 0.7:
        nb.f("Central registry #: {r}\n", r=P("CR" + fakers.digits(rng, 7), "IDNUM"))
    if rng.random() < 0.85:
        bk = rng.choice(["palm vein", "fingerprint", "iris", "fingerprint"])
        nb.f("Biometric ID: {b} ({k}, enrolled {d})\n", b=P(fakers.bioid(rng, bk), "BIOID"),
             k=bk, d=ctx.d(ctx.date - days(rng.randint(60, 1500)), alt=True))
    if us:
        hp = fakers.healthplan(rng, "US")
        if rng.random() < 0.3:
            nb.f("SSN (registry): {s}\n", s=P(fakers.ssn(rng), "SSN"))
        nb.f("Payer: {p}  {l} {h}\n", p=rng.choice(["Medicaid", "Medicaid MCO", "Self-pay", "Commercial"]), l=hp[0], h=P(hp[1], "HEALTHPLAN"))
    pres = st["psychiatrist"] if rng.random() < 0.5 else st["nurse practitioner"]
    if us:
        nb.f("Prescriber: {p}   DEA {d}\n", p=pres.sig(rng), d=P(fakers.dea(rng), "LICENSE"))
    else:
        nb.f("Prescriber: {p} (authorised prescriber)\nDispensing pharmacy: {ph}, {c}\n", p=pres.name(rng.choice(["drfl", "full"])),
             ph=P(fakers.hospital(rng, "NZ", "pharm"), "HOSPITAL"), c=P(ctx.place.city, "CITY"))
    nb.f("Medication: {d}   Phase: {ph}\n", d=drug, ph=rng.choice(["1", "2", "3", "4", "induction", "stabilisation" if not us else "stabilization"]))
    cnsl = st["counselor"] if us else st["AOD clinician"]
    nb.f("Primary counsellor: {c}\n" if not us else "Primary counselor: {c}\n", c=cnsl.sig(rng))
    if rng.random() < 0.6:
        pm = rng.choice([("MethaMeasure MX", "MM"), ("DoseDirect 4000", "DD"), ("AutoDose II", "AD")])
        nb.f("Dispensing pump: {m}, SN {s}   Station IP {i}\n", m=pm[0],
             s=P(fakers.serial(rng, pm[1]), "DEVICE"), i=P(fakers.ip(rng), "IPADDR"))
    nb.add("\n")
    dose = rng.choice([8, 12, 16, 24]) if bup else rng.choice([30, 45, 60, 75, 80, 90, 100, 110, 120])
    givers = [st["nurse"], st["nurse2"]] if us else [st["pharmacist"], st["nurse"]]
    style = rng.randint(0, 2)
    if style == 0:
        nb.add("Date       | Time  | Dose (mg) | Given by | Verify | Comments\n")
        nb.add("-----------+-------+-----------+----------+--------+---------\n")
    elif style == 1:
        nb.add("DATE\tTIME\tDOSE\tINIT\tNOTES\n")
    else:
        nb.add("Dosing entries:\n")
    start = ctx.date - days(rng.randint(6, 13))
    n = rng.randint(6, 11)
    missed = set(rng.sample(range(n), rng.randint(0, 2)))
    for i in range(n):
        d = start + days(i)
        g = rng.choice(givers)
        note = rng.choice(["observed, no sedation", "COWS 2", "requests increase", "alert, pupils normal",
                           "BAC 0.00", "late arrival", "split dose per order", "spoke with counselor" if us else "seen by clinician",
                           "", "", "nodding - dose held pending review"])
        if i in missed:
            note = "MISSED - no show"
        if i == n // 2 and rng.random() < 0.5:
            dose += rng.choice([5, 10]) if not bup else 2
            note = "dose increase per order"
        if style == 0:
            nb.add(ctx.d(d), " | ", hhmm(rng, 5, 11) if i not in missed else "--:--", " | ")
            nb.add(("%-9s" % (str(dose) if i not in missed else "0")), " | ")
            if rng.random() < 0.5:
                nb.add(P(g.user, "USERNAME"))
            else:
                nb.add(P(_initials(g), "DOCTOR"))
            nb.add(" | ", rng.choice(["BIO", "PHOTO", "BIO", "2-ID"]), " | ", note, "\n")
        elif style == 1:
            nb.add(P(fmt_short(d, ctx.country), "DATE"), "\t", hhmm(rng, 5, 11), "\t",
                   ("%d mg" % dose) if i not in missed else "-", "\t", P(_initials(g), "DOCTOR"), "\t", note, "\n")
        else:
            nb.add("- ", P(fmt_wd(d, ctx.country, rng), "DATE"), ": ")
            if i in missed:
                nb.add("not dosed (no show)\n")
            else:
                nb.f("{x} mg at {t}, witnessed by {g}. {n}\n", x=str(dose), t=ampm(rng, 6, 11), g=g.name(rng.choice(["full", "fi"])), n=note)
    nb.add("\n")
    if rng.random() < 0.6:
        tb = ctx.date + days(rng.randint(1, 3))
        nb.f("Take-home doses: {k} bottle(s) for {d}; lockbox SN {s} verified.\n", k=str(rng.randint(1, 3)),
             d=ctx.d(tb), s=P(fakers.serial(rng, "LB"), "DEVICE"))
    if rng.random() < 0.5:
        other = fakers.hospital(rng, ctx.country, "clinic" if us else "pharm")
        nb.f("Guest dosing arranged at {o} ({c}) for {a}-{b} due to family travel.\n", o=P(other, "HOSPITAL"),
             c=P(fakers.Place(rng, ctx.country).city, "CITY"), a=ctx.d(ctx.date + days(5), alt=True),
             b=ctx.d(ctx.date + days(rng.randint(7, 10)), alt=True))
    spec = ctx.date - days(rng.randint(1, 6))
    nb.f("UDS collected {d}, specimen {s}: {r}.\n", d=ctx.d(spec), s=P("U" + fakers.digits(rng, 2) + "-" + fakers.digits(rng, 5), "IDNUM"),
         r=clin.uds(rng))
    nb.add(rng.choice(["Client reports ongoing cravings 4/10. ", "No signs of diversion. ",
                       "Discussed benzodiazepine co-use risk. ", "Client attending employment course. "]))
    if rng.random() < 0.5:
        f = ctx.fam(rng.choice(["partner", "mother", "sister"]))
        nb.f("Authorised support person {n} may collect scripts ({p}).\n" if not us else "Authorized to pick up: {n} ({p}).\n",
             n=f.name("full"), p=P(fakers.phone(rng, ctx.country), "PHONE"))
    else:
        nb.add("\n")
    nb.f("Last reviewed by {p} on {d}.\n", p=pres.ref(rng), d=ctx.d(ctx.date))
    if rng.random() < 0.5:
        nb.f("Printed {d} {t} by {u}\n", d=ctx.d(ctx.date), t=hhmm(rng, 12, 18), u=P(rng.choice(givers).user, "USERNAME"))


GROUPS = (("Relapse Prevention", "identifying high-risk situations and urges"),
          ("DBT Skills - Distress Tolerance", "TIPP and self-soothe skills"),
          ("Seeking Safety", "setting boundaries in relationships"),
          ("Hearing Voices Group", "coping strategies for distressing voices"),
          ("Anger Management", "early warning signs and time-outs"),
          ("Mindfulness-Based Relapse Prevention", "urge surfing"),
          ("Dual Diagnosis Process Group", "medication adherence and substance use"),
          ("Wellness Recovery Action Plan (WRAP)", "daily maintenance plans"),
          ("Men's Trauma Group", "grounding and sleep hygiene"),
          ("Women's Recovery Group", "shame, stigma and parenting in recovery"))


def group_note(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    clinic = fakers.hospital(rng, ctx.country, "clinic")
    g = rng.choice(GROUPS)
    nb.f("{c}\n", c=P(clinic, "HOSPITAL"))
    nb.add(rng.choice(["GROUP THERAPY PROGRESS NOTE\n", "Group Psychotherapy Note\n", "IOP Group Note\n", "Group Session Record\n"]))
    t1, t2 = trange(rng, 9, 16, (60, 75, 90, 120))
    nb.f("Group: {g}\nDate: {d}   Time: {t1}-{t2}\n", g=g[0], d=rng.choice([ctx.d(ctx.date), P(fmt_wd(ctx.date, ctx.country, rng), "DATE")]),
         t1=t1, t2=t2)
    nb.f("Location: {r}\n", r=rng.choice([["Room ", P(parts.room(rng), "LOCATION_OTHER")],
                                          [P(rng.choice(["Harakeke Room", "Whare Hui", "Cedar Conference Room", "Group Room B", "Annex 2"]), "LOCATION_OTHER")],
                                          ["Telehealth (", P(fakers.url(rng, "tele"), "URL"), ")"]]))
    f1, f2 = (st["social worker"], st["peer specialist"]) if us else (st["AOD clinician"], st["peer support worker"])
    nb.f("Facilitators: {a}; {b}\n", a=f1.sig(rng), b=f2.sig(rng))
    tot = rng.randint(6, 12)
    nb.f("Attendance: {a} of {t} enrolled\n\n", a=str(rng.randint(4, tot)), t=str(tot))
    nb.f("Client: {n}   {il} {m}\n", n=pt.name(rng.choice(["LF", "full", "fml"])), il="MRN" if us else "NHI", m=P(ctx.mrn, "MRN"))
    if us and rng.random() < 0.6:
        nb.f("Encounter #: {a}   CPT 90853, {m} min\n", a=P(fakers.account(rng, "US"), "ACCOUNT"), m=str(rng.choice([60, 75, 90])))
    nb.f("\nTopic: {t}.\n\n", t=g[1])
    nb.add("Participation: ")
    nb.add(pt.name(rng.choice(["tl", "first", "first", "last", "init"])))
    nb.add(rng.choice([" arrived on time, engaged throughout and volunteered to share first. ",
                       " arrived 15 minutes late, initially quiet. ", " was attentive but declined to share. ",
                       " appeared tired, left once to use the restroom, returned. "]))
    fam = ctx.fam(rng.choice(["daughter", "son", "partner", "mother", "ex-partner", "brother"]))
    k = rng.randint(0, 3)
    if k == 0:
        nb.f("{H} described an argument with {h} {r} {n} over visitation, stating \"{q}.\" ",
             H=pt.he().capitalize(), h=pt.his(), r=fam.rel, n=fam.name("first"),
             q=rng.choice(["I just want to see my kid on her birthday", "they keep bringing up the past", "I'm doing the work and nobody sees it"]))
        if rng.random() < 0.6:
            nb.f("Noted {h} child's birthday is {d}. ", h=pt.his(), d=P(rng.choice(["%s %d" % (m, dd) for m in ("March", "July", "Oct", "December") for dd in (3, 14, 22)]), "DATE"))
    elif k == 1:
        nb.f("{H} shared that {h} boss at {o} offered more shifts, a trigger for using. ",
             H=pt.he().capitalize(), h=pt.his(), o=P(fakers.org(rng, ctx.country), "ORGANIZATION"))
    elif k == 2:
        nb.f("{H} reported a court date on {d} and anxiety about sentencing. ", H=pt.he().capitalize(),
             d=ctx.d(ctx.date + days(rng.randint(3, 30)), alt=True))
    else:
        nb.f("{H} spoke about {h} late {r}, who died at {a}, and grief around {hol}. ", H=pt.he().capitalize(), h=pt.his(),
             r=rng.choice(["father", "brother", "best friend", "cousin"]), a=P(str(rng.randint(17, 70)), "AGE"),
             hol=P(rng.choice(["Christmas", "Thanksgiving", "Easter", "New Year's Eve"] if us else ["Christmas", "Matariki", "Easter", "Waitangi Day"]), "DATE"))
    peer = fakers.Person(rng, ctx.country, typ="FAMILY")
    nb.f("Peer {p} offered support and shared a similar experience. ", p=peer.name(rng.choice(["init", "fl_init", "first"])))
    nb.add(rng.choice(["Client practised the skill in session and identified two coping strategies. ",
                       "Client was able to name three personal warning signs. ",
                       "Client challenged a peer respectfully; redirected once for crosstalk. "]))
    nb.add("\n\nClinical observations: " + rng.choice(["Mood euthymic, affect full range.", "Mood anxious, affect congruent.",
                                                      "Appeared mildly sedated.", "Irritable when discussing family."]) + " ")
    nb.add(rng.choice(["Denied SI/HI when checked in privately after group.", "No safety concerns identified.",
                       "Reported passive SI; safety plan reviewed with facilitator after group."]) + "\n")
    nb.add("Recent use: " + rng.choice(["denies", "reports cannabis use 2 days ago", "reports one drink at weekend", "positive UDS for fentanyl this week"]) + ". ")
    nb.add("Sobriety/clean date: ")
    nb.add(ctx.d(ctx.date - days(rng.randint(10, 900)), alt=True), ".\n")
    nb.add("\nPlan: " + rng.choice(["Continue IOP 3x/week.", "Continue weekly group; individual session next week.",
                                   "Step down to outpatient after 2 more sessions.", "Refer to trauma-focused individual therapy."]) + " ")
    nb.f("Next group {d}.\n\n", d=ctx.d(ctx.date + days(rng.choice([2, 7])), alt=True))
    parts.sign(nb, ctx, rng, f1)
    if rng.random() < 0.5:
        nb.f("Co-signed: {s}\n", s=f2.sig(rng))


def crisis_call(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    svc = rng.choice(["Tri-County Crisis Center", "Valley Crisis Stabilization Unit"] if us else
                     ["Bayview Crisis Respite", "Te Whare Tiaki Community Mental Health"])
    mode = rng.choice(["Phone", "Phone", "Text", "Chat"])
    nb.f("{s}\n", s=P(svc, "HOSPITAL"))
    nb.add(rng.choice(["CRISIS LINE CALL RECORD\n", "Crisis Contact Record\n", "Crisis Line - Contact Note\n"]))
    cid = P(rng.choice(["CL-", "C", "CR"]) + str(ctx.date.year) + "-" + fakers.digits(rng, 6), "IDNUM")
    nb.f("Contact ID: {c}   Mode: {m}\n", c=cid, m=mode)
    t1, t2 = trange(rng, 0, 22, (12, 20, 25, 34, 41, 55, 70))
    dur = (int(t2[:2]) * 60 + int(t2[3:])) - (int(t1[:2]) * 60 + int(t1[3:]))
    nb.f("Date: {d}   Start: {t1}   Duration: {m} min\n", d=ctx.d(ctx.date), t1=t1, m=str(dur))
    if mode in ("Phone", "Text"):
        nb.f("Caller number (ANI): {p}\n", p=P(ctx.phone, "PHONE"))
    else:
        nb.f("Chat handle: {u}   Session IP: {i}\n", u=P(rng.choice(["nightowl", "bluemoon", "lostkiwi", "rainyday", "anon_", "tired"]) + fakers.digits(rng, 2), "USERNAME"),
             i=P(fakers.ip(rng), "IPADDR"))
    third = rng.random() < 0.25
    counsellor = st["nurse"] if rng.random() < 0.5 else st["case manager" if us else "key worker"]
    nb.f("Counselor: {c} (login {u})\n" if us else "Crisis clinician: {c} (login {u})\n", c=counsellor.name(rng.choice(["full", "fi", "first"])),
         u=P(counsellor.user, "USERNAME"))
    nb.add("\n")
    if third:
        f = ctx.fam(rng.choice(["mother", "sister", "partner", "friend", "flatmate" if not us else "roommate"]))
        nb.f("Third-party caller: {n} ({r}), calling about {p}, ", n=f.name(rng.choice(["full", "first"])), r=f.rel,
             p=pt.name(rng.choice(["full", "first"])))
        nb.add([P(str(ctx.age), "AGE"), ". "])
    else:
        nb.f("Caller identified as {n}, age {a}", n=pt.name(rng.choice(["first", "first", "full", "fl_init"])), a=P(str(ctx.age), "AGE"))
        nb.add(rng.choice([", declined to give surname. ", ". ", ", known to service. "]))
    nb.f("Location: {l}", l=ctx.place.city_state(rng))
    if rng.random() < 0.4:
        nb.f(", in car outside {x} (plate {p})", x=P(rng.choice(["Riverside Reserve", "Eastgate Mall", "Lakeview Marina", "Harbour View Lookout", "Northgate Plaza"]), "LOCATION_OTHER"),
             p=P(fakers.plate(rng, ctx.country), "VEHICLE"))
    elif rng.random() < 0.5:
        nb.f(", at home ({a})", a=[P(ctx.place.street, "STREET")])
    nb.add(".\n\nPresenting concern:\n")
    nb.add(rng.choice(["Caller tearful, reports relationship ended tonight and has been drinking since 6 pm. ",
                       "Caller reports voices telling her/him to jump, has not slept in 3 days. ".replace("her/him", pt.him()),
                       "Caller using fentanyl alone, worried about overdose, asking for naloxone. ",
                       "Caller reports panic, chest tightness, feels \"like I'm dying\". ",
                       "Caller states they have a plan to hang themselves in the garage tonight. ",
                       "Caller just released from custody, no meds, no place to stay. "]))
    nb.add("Quote: \"" + rng.choice(["i can't keep doing this", "nobody would even notice", "i just need someone to talk to",
                                     "i flushed my pills, they were poisoning me", "please don't send the cops"]) + "\"\n")
    nb.add("\nRisk assessment (C-SSRS screen):\n")
    for q in ("Wish to be dead", "Suicidal thoughts", "Method", "Intent", "Plan", "Behaviour in past 3 months" if not us else "Behavior in past 3 months"):
        nb.add("  %s: %s\n" % (q, rng.choice(["Y", "N", "N", "Y", "unknown"])))
    nb.add("Means: " + rng.choice(["stockpiled quetiapine (approx 40 tabs)", "rope in garage", "no firearms per caller", "knife, agreed to put outside",
                                  "car - caller has keys"]) + ". Substances: " + rng.choice(["alcohol (approx 8 standard drinks)", "methamphetamine", "none", "fentanyl"]) + ".\n")
    nb.add("\nInterventions: " + ", ".join(rng.sample(["active listening", "collaborative safety planning", "grounding exercise",
                                                       "means restriction counselling", "problem solving", "psychoeducation"], 3)) + ".\n")
    k = rng.randint(0, 2)
    if k == 0:
        mt = fakers.hospital(rng, ctx.country, "clinic")
        nb.f("Warm transfer to mobile crisis team ({m}) at {p}. ", m=P(mt, "HOSPITAL"), p=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"))
    elif k == 1:
        nb.f("Imminent risk: emergency services dispatched for welfare check; police event no. {e}. ",
             e=P(rng.choice(["P0", "EV", "24-"]) + fakers.digits(rng, 7), "IDNUM"))
    else:
        nb.add("Caller agreed to safety plan and to remove means. ")
    sf = ctx.fam(rng.choice(["sister", "friend", "mother", "cousin"]))
    nb.f("Support person {n} ({r}) {x} at {p}.\n", n=sf.name(rng.choice(["first", "full"])), r=sf.rel,
         x=rng.choice(["contacted", "to stay overnight, reachable", "left a voicemail"]), p=P(fakers.phone(rng, ctx.country), "PHONE"))
    if rng.random() < 0.5:
        nb.f("Safety plan sent via {u}.\n", u=P(fakers.url(rng, "crisis"), "URL"))
    fu = ctx.date + days(1)
    nb.f("\nFollow-up: call-back scheduled {d} at {t}", d=rng.choice([ctx.d(fu), P(fmt_wd(fu, ctx.country, rng), "DATE")]), t=ampm(rng, 9, 17))
    if rng.random() < 0.5:
        cl = fakers.hospital(rng, ctx.country, "clinic")
        nb.f("; referral to {c} (fax {f})", c=P(cl, "HOSPITAL"), f=P(fakers.phone(rng, ctx.country, mobile=False), "FAX"))
    nb.add(".\n")
    sup = st["psychologist"] if rng.random() < 0.5 else st["social worker"]
    nb.f("Supervisor consulted: {s}\n", s=sup.ref(rng))
    tc = "%02d:%s" % (int(t2[:2]) % 24, t2[3:])
    nb.f("Record closed {d} {t} - {u}\n", d=ctx.d(ctx.date if int(t2[:2]) < 24 else ctx.date + days(1)), t=tc, u=P(counsellor.user, "USERNAME"))
