"""Genres: wound and pressure injury chart, GP visit at a care home, family meeting minutes."""
import clin as K
import common as CM
import gen as G
from case import nm
from nb import V, join


def wound_chart(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    word = "Pressure Ulcer" if uk else "Pressure Injury"
    n.add(r.choice(["WOUND ASSESSMENT AND MANAGEMENT CHART\n", "Wound & %s Chart\n" % word,
                    "%s / Wound Care Record\n" % word.upper()]))
    n.f("{home} - {unit}\n", ctx)
    n.f("Resident: {nm}   Room {room}   DOB {dob}   ", ctx, nm=nm(c.pt, r.choice(["LF", "full", "title_full"])))
    n.put(c.ids_line(r.choice([("res",), ("mrn",), ("hp",)])))
    n.add("\n\n")
    nw = r.randrange(1, 3)
    site = K.pick(r, K.SITES, nw)
    first = -r.randrange(20, 70)
    for w in range(nw):
        stage = r.choice(K.STAGES)
        n.f("Wound {k} of {nw}: {site} - {stage}\n", ctx, k=str(w + 1), nw=str(nw), site=site[w], stage=stage)
        n.f("First identified: {d}   Origin: {orig}\n", ctx, d=c.D(first + w * 3),
            orig=r.choice([["present on admission from ", V("HOSPITAL", c.ward), ", ", V("HOSPITAL", c.hosp)],
                           ["facility acquired"], ["acquired at home prior to admission"]]))
        n.f("Incident ref: {ref}   Photo ref: {ph}\n", ctx, ref=V("IDNUM", G.incident_ref(r)),
            ph=V("IDNUM", "IMG-" + str(c.v.year) + "-" + G.digits(r, 5)))
    n.add("Risk: " + "; ".join(K.risk_scores(c)[:2]) + ". ")
    n.f("Alternating air mattress, asset {a}; pressure cushion serial {s}.\n\n", ctx,
        a=V("DEVICE", G.device_serial(r, "asset")), s=V("DEVICE", G.device_serial(r, "other")))
    n.add("Date        Size LxWxD cm    Bed                      Exudate     Peri-wound   Pain  Dressing                 Sign\n")
    L, W, D = r.randrange(18, 60) / 10, r.randrange(12, 45) / 10, r.randrange(0, 12) / 10
    team = r.sample(c.rns, 3)
    off = first
    for k in range(r.randrange(4, 9)):
        n.put(c.D(off, r.choice([c.style, "dmy"]) if k == 0 else "dmy"))
        bed = r.choice(["100% granulation", "70% gran / 30% slough", "50% slough", "epithelialising", "eschar, dry",
                        "granulating, bleeds easily"])
        n.add("  %-15s  %-23s  %-10s  %-11s  %-4s  %-23s  " % (
            "%.1fx%.1fx%.1f" % (L, W, D), bed, r.choice(["nil", "low serous", "moderate", "heavy, ooze"]),
            r.choice(["intact", "macerated", "erythema 1 cm", "dry/flaky"]), "%d/10" % r.randrange(0, 7),
            r.choice(K.DRESSINGS)[:23]))
        n.put(nm(r.choice(team), r.choice(["initials", "initials", "init_last"])))
        n.add("\n")
        L, W = max(0.3, L - r.randrange(-2, 6) / 10), max(0.2, W - r.randrange(-2, 5) / 10)
        D = max(0.0, D - r.randrange(0, 3) / 10)
        off += r.choice([2, 3, 3, 4, 7])
    n.add("\nProgress notes\n")
    tvn = c.staff("", "Tissue Viability Nurse" if uk else "Wound Care Nurse Consultant")
    n.f("{d} {t}  Reviewed by {tvn}, {role} (tel {ph}). {rec}\n", ctx, d=c.D(first + 5), t=c.time(),
        tvn=nm(tvn, r.choice(["full", "init_last"])), role=tvn.role, ph=V("PHONE", tvn.phone),
        rec=r.choice(["Change to silver dressing x 2 weeks then review.", "Offload heels with boots; 2-hourly repositioning.",
                      "Wound deteriorating - GP asked to review for cellulitis.", "Continue plan; good progress."]))
    if r.random() < 0.7:
        n.f("{d}  Wound swab sent (lab no. {acc}): {res}.\n", ctx, d=c.D(first + r.randrange(6, 15)),
            acc=V("IDNUM", G.accession(r, c.v.year)), res=r.choice(["Staph aureus, flucloxacillin sensitive", "mixed skin flora",
                                                                    "Pseudomonas aeruginosa", "MRSA - isolation not required per policy"]))
    n.f("{d}  {Pt} {ev}. {fam} ({rel}) updated by phone on {ph}.\n", ctx, d=c.D(first + r.randrange(10, 25)),
        ev=r.choice(["reluctant to reposition overnight", "eating better, Fortisip BD", "reports pain 5/10 at dressing change - paracetamol given 30 min prior",
                     "seen by dietitian"]), fam=nm(c.nok1, r.choice(["first", "full", "title_last"])), rel=c.nok1.rel,
        ph=V("PHONE", c.nok1.mobile))
    if r.random() < 0.5:
        n.f("{d}  {gp} reviewed - {plan}.\n", ctx, d=c.D(off - 2), gp=CM.sref(c, c.gp),
            plan=r.choice(["oral doxycycline 100 mg BD x 7 days", "refer to vascular - ABPI 0.6", "no antibiotics indicated"]))
    if uk and r.random() < 0.5:
        n.f("Safeguarding consideration completed; {cat} - not referred. Notified CQC? No.\n", ctx, cat=r.choice(["Category 3", "Category 4"]))
    n.add("\nRepositioning: %s. Next full reassessment due " % r.choice(["2-hourly day, 3-hourly night", "4-hourly, 30-degree tilt"]))
    n.put(c.D(off + 7))
    n.add(".\n\n")
    n.put(CM.esign(c, team[0], off=off - 1))


def gp_visit(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    video = r.random() < 0.3
    n.f(r.choice(["GP VISIT NOTE - {home}\n", "Care Home Visit ({home})\n", "RACF visit - {home}\n" if not uk else "Nursing home ward round - {home}\n"]), ctx)
    n.f("Date: {d}   Time: {t}   Clinician: {gp} ({practice})\n", ctx, d=c.D(0), t=c.time(), gp=CM.sref(c, c.gp))
    n.f("Visit no.: {acct}   {mode}\n", ctx, acct=V("ACCOUNT", c.acct),
        mode="Consultation: face to face" if not video else ["Consultation: video, connected from ", V("IPADDR", G.ip(r))])
    if not uk:
        n.add("MBS item %s\n" % r.choice(["90020", "90035", "90043", "92024"]))
    n.f("Patient: {nm} ({agep}), DOB {dob}, room {room}, {unit}\n", ctx, nm=nm(c.pt, r.choice(["full", "LF", "fml"])))
    n.put(c.ids_line(("mrn",) if uk else ("hp",)))
    n.f("\nRequested by: {rn} - {why}\n\n", ctx, rn=CM.sref(c, r.choice(c.rns)),
        why=r.choice(["new confusion and reduced intake x 2 days", "fall overnight, pain R hip", "cough and temp 38.2",
                      "review of sleep and PRN use", "increasing leg swelling", "family request for medication review",
                      "rash on trunk", "urinary frequency and foul-smelling urine"]))
    n.add("S: ")
    n.f("Seen with {rn}. {Pt} {hx}. ", ctx, rn=nm(r.choice(c.rns), "first"),
        hx=r.choice(["says she 'feels a bit rotten'" if c.pt.sex == "F" else "says he 'feels rough'",
                     "unable to give history - baseline advanced dementia", "denies pain, says eating 'fine'",
                     "complains of burning on micturition"]))
    n.add(r.choice(["Carers report more drowsy than usual. ", "Bowels last open 4 days ago. ", "Drinking 800 mL/day per fluid chart. ",
                    "No vomiting or diarrhoea. "]))
    n.f("{rel} {fam} called the home on {d} worried about {worry}.\n", ctx, rel=c.nok1.rel.capitalize(),
        fam=nm(c.nok1, "first"), d=c.D(-r.randrange(1, 4), r.choice(["weekday", "wd_dm", c.style])),
        worry=r.choice(["weight loss", "a new bruise", "low mood", "sleepiness"]))
    n.add("O: " + K.vitals(c) + ". " + K.news2(c) + ".\n")
    n.add(r.choice(["Chest: coarse creps R base. ", "Abdo: suprapubic tenderness. ", "Hip: no shortening or rotation, FROM. ",
                    "Legs: pitting oedema to knees bilaterally. ", "Skin: erythematous papular rash trunk. "]) +
          r.choice(["Alert, orientated to person only.", "Drowsy but rousable, 4AT 5.", "At baseline per staff."]) + "\n")
    n.add("A: " + r.choice(["Probable LRTI.", "Likely UTI - delirium.", "Soft tissue injury after fall.", "Fluid overload.",
                            "Drug-related drowsiness (mirtazapine + PRN lorazepam)."]) + "\n")
    n.add("P:\n")
    n.add("- " + r.choice(["Amoxicillin 500 mg TDS x 5 days.", "Nitrofurantoin 50 mg QID x 5 days (eGFR 48).",
                           "Increase furosemide to 40 mg mane; daily weights.", "Stop PRN lorazepam; sleep hygiene.",
                           "Regular paracetamol; X-ray only if unable to weight-bear."]) + "\n")
    n.f("- Bloods FBC, U&E, CRP - request no. {req}; phlebotomy {when}.\n", ctx, req=V("IDNUM", G.accession(r, c.v.year)),
        when=["on ", c.W(1, r.choice(["weekday", "wd_dm"]))])
    n.f("- eScript sent to {pharmacy} (fax {pharmacy_fax}).\n", ctx)
    n.f("- Phoned {fam} on {ph} - {res}.\n", ctx, fam=nm(c.nok1, r.choice(["first", "title_last", "full"])),
        ph=V("PHONE", c.nok1.mobile if r.random() < 0.7 else c.nok1.land), res=r.choice(["agrees with plan", "no answer, voicemail left", "will visit tomorrow"]))
    n.add("- " + r.choice(["ReSPECT form reviewed: ward-based care, not for CPR." if uk else "ACD sighted: not for CPR, for treatment in facility.",
                           "Ceiling of care discussed with family previously.", "Escalate to 111/ambulance if NEWS2 >= 5." if uk else
                           "Escalate via RaCE/hospital in the home if deteriorates."]) + "\n")
    n.f("- Review {when}. Staff to ring surgery on {practice_phone} if concerned.\n\n", ctx,
        when=r.choice([["on ", c.D(r.randrange(2, 8), r.choice(["wd_long", "weekday", c.style]))], "next ward round", ["at next visit ", c.D(7)]]))
    if r.random() < 0.4:
        n.f("Medication list reconciled with MAR (printout {d}).\n", ctx, d=c.D(-1))
    n.put(CM.esign(c, c.gp))


def family_meeting(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    n.add(r.choice(["FAMILY MEETING - MINUTES\n", "Minutes of Family Case Conference\n", "Care Review Meeting with Family\n"]))
    n.f("Re: {nm} ({pt_nick_paren}), room {room}, {home}\n", ctx, nm=nm(p, r.choice(["full", "title_full", "LF"])),
        pt_nick_paren=["known as ", nm(p, "nick")] if p.nick else ["DOB ", c.dobv()])
    n.f("Date: {d}   Time: {t}   Venue: {venue}\n", ctx, d=c.D(0, r.choice([c.style, "wd_long", "wd_comma"])), t=c.time_ampm(),
        venue=r.choice([["quiet lounge, ", V("HOSPITAL", c.unit)], ["conference room"], ["video call (meeting ID ", V("IDNUM", G.digits(r, 3) + " " + G.digits(r, 4) + " " + G.digits(r, 4)), ")"]]))
    n.add("\nPresent:\n")
    chair = c.manager
    attendees = [[nm(c.nok1, "full"), " - ", c.nok1.rel, r.choice([" (attorney)", " (LPA)" if uk else " (EPOA)", ""])],
                 [nm(chair, "full"), " - ", chair.role, " (chair)"],
                 [nm(c.rns[0], "full"), c.rns[0].cred, " - clinical lead"],
                 [nm(c.physio, r.choice(["full", "init_last"])), " - physiotherapist"]]
    if r.random() < 0.7:
        attendees.append([nm(c.nok2, "full"), " - ", c.nok2.rel, " (by phone from ", V("CITY", c.nok2.town), ")"])
    if r.random() < 0.5:
        attendees.append([CM.sref(c, c.gp, 0), " - GP"])
    if r.random() < 0.5:
        attendees.append([nm(c.sw, "full"), " - social worker, ", V("ORGANIZATION", r.choice(
            ["Pennine Care Partnership", "Kinder Care Community Services", "Helping Hands Advocacy", "Blue Wren Home Support"]))])
    for a in attendees:
        n.add("- ")
        n.put(a)
        n.add("\n")
    if r.random() < 0.6:
        n.f("Apologies: {x}\n", ctx, x=[nm(c.ot, "full"), " (OT)"])
    sec = c.staff("", "Administrator")
    n.f("Minutes: {s}\n\n", ctx, s=nm(sec, r.choice(["full", "first"])))
    n.add("1. Purpose\n")
    n.f("{purp} {Pt} moved in on {d}.\n\n", ctx, purp=r.choice(["Six-week post-admission review.", "Requested by family following recent hospital admission.",
                                                                 "Annual care plan review.", "To discuss changing care needs and funding."]),
        d=c.D(-r.randrange(40, 900)))
    n.add("2. Health update\n")
    adm = -r.randrange(10, 60)
    n.f("{rn} summarised: admitted to {hosp} {d1} to {d2} with {dx}. ", ctx, rn=nm(c.rns[0], "first"), hosp=V("HOSPITAL", c.hosp),
        d1=c.D(adm, "dm" if r.random() < 0.5 else c.style), d2=c.D(adm + r.randrange(3, 12), "dm" if r.random() < 0.5 else c.style),
        dx=r.choice(["aspiration pneumonia", "urosepsis and delirium", "a fractured pubic ramus", "hyponatraemia (Na 121)"]))
    n.add("Since return: " + "; ".join(K.frailty(c)[:2]) + ". " + K.risk_scores(c)[1] + ".\n")
    n.add(r.choice(["Appetite improving; weight stable at %.1f kg.\n" % (r.randrange(420, 700) / 10),
                    "More unsettled in the evenings (sundowning); responds to music and hand massage.\n",
                    "Now needs hoist for transfers; 2 staff.\n"]))
    n.add("\n3. Family concerns\n")
    concerns = [["- Missing hearing aid (R, serial ", V("DEVICE", G.device_serial(r, "hearing")), ") - search of room and laundry under way.\n"],
                ["- ", nm(c.nok1, "first"), " felt visiting on ", V("DATE", G.WD[c.day(-r.randrange(2, 9)).weekday()]),
                 " was rushed as lunch was late.\n"],
                ["- Clothing going missing; labels to be sewn in by family.\n"],
                ["- Invoice queried (account ", V("ACCOUNT", c.acct), ") - ", r.choice(["hairdressing charges", "top-up fee", "daily care fee"]), ".\n"],
                ["- Would like ", nm(p, r.choice(["nick", "first"])), " to get out to the garden more and to attend ", V("ORGANIZATION", c.church), " services if possible.\n"],
                ["- Wish for ", nm(p, "first"), " to have a phone in the room; family mobile ", V("PHONE", c.nok1.mobile), " to be on the whiteboard.\n"]]
    r.shuffle(concerns)
    for x in concerns[:r.randrange(2, 5)]:
        n.put(x)
    n.add("\n4. Care plan and goals\n")
    n.add(r.choice(["Focus on comfort and quality of life; family agree no further hospital transfers unless for comfort.",
                    "Goal to walk to the dining room with 4WW and 1 staff; physio 2x weekly.",
                    "Trial of reduced antipsychotic (risperidone 0.25 mg to stop) with behaviour chart monitoring."]) + "\n")
    if uk:
        n.add("CHC checklist: " + r.choice(["to be completed", "negative", "positive - referred for full assessment"]) + ".\n")
    else:
        n.add("Funding: " + r.choice(["means-tested care fee unchanged", "AN-ACC reclassification requested", "DVA to be advised"]) + ".\n")
    n.add("\n5. Actions\n%-54s %-22s %s\n" % ("Action", "Owner", "Due"))
    acts = [("Search for hearing aid / refer to audiology", c.rns[1]), ("Send updated care plan to family by email", chair),
            ("Medication review re sedation", c.gp), ("Strength and balance sessions", c.physio),
            ("Update personal profile 'About Me'", c.carers[0])]
    r.shuffle(acts)
    for txt, who in acts[:r.randrange(3, 5)]:
        n.add("%-54s " % txt)
        w = nm(who, r.choice(["full", "init_last", "first"]))
        n.put(w)
        wlen = len(w.s)
        n.add(" " * max(1, 23 - wlen))
        n.put(c.D(r.randrange(3, 30), r.choice(["dm", "d_mon", c.style])))
        n.add("\n")
    n.f("\nNext meeting: {d}. Minutes circulated to {e1} and {e2}.\n", ctx, d=c.D(r.randrange(60, 120), r.choice(["my", c.style])),
        e1=V("EMAIL", c.nok1.email), e2=V("EMAIL", chair.email))
    if r.random() < 0.5:
        n.f("Family portal: {u}\n", ctx, u=V("URL", c.home_url))
