"""Genres: care coordinator visit note, carer telephone log, advance care planning record."""
from doc import P, join
import phi
import clin
import common as cm


def _banner_short(n, c):
    rng = c.rng
    r = rng.random()
    if r < 0.4:
        n.line("Name: {nm}    DOB: {d}    {ids}", nm=c.pt_banner_name(), d=c.Ds(c.dob, "num"), ids=c.ids_line())
    elif r < 0.7:
        n.line("{nm} | {a} | {m}", nm=c.pt.caps(), a=c.age_seg("sex"), m=[c.mrn_label, " ", P("MRN", c.mrn)])
        n.line("Home: {a}", a=c.addr_line())
    else:
        cm.header_kv(n, [("Patient", c.pt.fml()), ("DOB", c.Ds(c.dob, "num")), (c.hp_label, c.hp_seg()),
                         ("Address", c.addr_line()), ("Tel", P("PHONE", c.home))], 16)


def coordinator_visit(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    where = rng.random()
    if where < 0.7:
        n.line(rng.choice(["MND CARE COORDINATOR - HOME VISIT", "Care Coordinator Visit Note", "HOME VISIT RECORD (MND)"])
               if not us else rng.choice(["ALS NURSE CARE COORDINATOR - HOME VISIT NOTE", "ALS Clinic Home Visit"]))
    else:
        n.line(rng.choice(["Care Coordinator Visit Note", "MND COORDINATOR - WARD VISIT"]) if not us
               else rng.choice(["ALS Nurse Coordinator - Inpatient Visit Note", "ALS CARE COORDINATION NOTE"]))
    _banner_short(n, c)
    t1 = clin.time(rng)
    n.line("Date of visit: {d}  {t}", d=c.D(c.date, rng.choice(["full", "any"])), t=t1)
    if where < 0.7:
        n.line("Seen at: home ({a})", a=[P("STREET", c.addr.street), ", ", P("CITY", c.addr.town)])
    else:
        n.line("Seen at: {h}, {w}, bed {b}", h=c.H(c.hosp2), w=P("HOSPITAL", c.ward), b=P("LOCATION_OTHER", c.bed))
    pres = [c.pt.first_only() if rng.random() < 0.5 else c.pt.titled()]
    if not c.living_alone:
        pres.append([c.sp.first_only(), " (" + c.sp_rel + ")"])
    if rng.random() < 0.5:
        pres.append([c.ot.full(), " (OT)"])
    if rng.random() < 0.3:
        pres.append([c.ch.first_only(), " (" + c.ch_rel + ", by video call from ", P("COUNTRY", c.abroad), ")"])
    n.line("Present: {p}", p=join(pres))
    n.line("Reason: {r}", r=rng.choice(["routine 6-weekly review", "post-clinic follow-up", "carer concern re breathing",
                                        "review after hospital discharge", "equipment review", "requested by GP" if c.c != "US" else "requested by PCP"]))
    n.add("\n")
    s = clin.symptoms(rng, c.pkind, 4)
    n.line("Mobility / falls:")
    n.f("{a}. ", a=rng.choice(["Walking indoors with a wheeled walker, wheelchair for distance",
                              "Now transferring with standing hoist and one carer",
                              "Independent indoors with a stick; foot drop splint worn",
                              "Hoisted for all transfers; tilt-in-space chair in use",
                              "Stairs no longer managed; sleeping downstairs"]))
    fall = rng.randint(0, 2)
    if fall == 0:
        n.add("No falls since last visit.")
    elif fall == 1:
        n.f("One fall on {d}, no injury; found on floor by {w}.", d=c.D(c.day(-rng.randint(2, 20)), rng.choice(["any", "full"])),
            w=[c.sp.first_only()] if not c.living_alone else [c.fr.full()])
    else:
        n.add("Two near-misses on the stairs; falls pendant discussed.")
    n.add("\n\n")
    n.line("Breathing:")
    if rng.random() < 0.6:
        ipap, epap, rate, ti, rise = clin.settings(rng)
        n.line("Using NIV ({m}) overnight, approx {h} h/night; IPAP {i}, EPAP {e}. Mask: {mk}. "
               "Data download shows leak {l} L/min, AHI {a}.", m=clin.model(rng, "niv"), h=str(rng.randint(4, 11)),
               i=str(ipap), e=str(epap), mk=clin.model(rng, "mask"), l=str(rng.randint(5, 40)), a=r1(rng))
    else:
        n.line("Not on NIV. Denies orthopnoea; {s}. Morning headaches {h}.", s=clin.spo2(rng),
               h=rng.choice(["absent", "occasional", "most days"]))
    n.add("\n")
    n.line("Nutrition / swallow:")
    w, wt = clin.weight(rng, c.c)
    n.line("{w}. {x}", w=wt, x=rng.choice(["Eating IDDSI level 6 with thin fluids, chin tuck.",
                                          "PEG in situ, 3 x 500 mL bolus feeds per day plus oral tastes.",
                                          "Meals taking 40+ minutes; gastrostomy discussion reopened.",
                                          "Appetite reduced; fortified diet, 2 x oral nutritional supplements daily."]))
    n.add("\n")
    n.line("Communication:")
    cm_i = rng.randint(0, 3)
    if cm_i == 3:
        n.line("Voice banking completed; message banking ongoing with {x}'s help.", x=c.ch.first_only())
    else:
        n.line("{x}", x=["Speech clear, slightly slowed.", "Dysarthric but intelligible to family; uses text-to-speech app on tablet.",
                         "Anarthric; using eye-gaze device well, mounted on wheelchair."][cm_i])
    n.line("Mood / cognition:")
    n.f("{pt} describes mood as {m}. ", pt=c.pt.first_only(), m=rng.choice(["'up and down'", "'fine, considering'", "low since the diagnosis anniversary", "better since starting sertraline"]))
    if rng.random() < 0.5:
        n.f("PHQ-9 {p}. ", p=str(rng.randint(3, 19)))
    n.f("Referred to {ps} for psychology support.\n\n" if rng.random() < 0.4 else "No new concerns.\n\n", ps=[c.psych.t(), c.psych.full()])
    n.line("Carer:")
    if c.living_alone:
        n.f("Lives alone. {f} ({r}) visits daily; {ag} carers {x} times a day.\n\n", f=c.fr.full(), r=c.fr_rel,
            ag=P("ORGANIZATION", c.agency), x=str(rng.randint(2, 4)))
    else:
        n.f("{sp} ({a}) is main carer, {st}. {w} ", sp=c.sp.first_only(), a=c.age_plain(c.sp_age),
            st=rng.choice(["tired but coping", "struggling with broken nights", "coping well", "tearful during the visit"]),
            w=(["Still working part-time as a ", P("PROFESSION", c.sp_prof), "."] if c.sp_age < 66 else
               ["Retired ", P("PROFESSION", c.sp_prof), "."]))
        n.f("{ca}; information on {ch} support group given.\n\n", ch=P("ORGANIZATION", c.charity),
            ca="Carer's assessment requested" if c.c in ("UK", "IE", "AU") else "Caregiver support referral made")
    n.line("Equipment / environment:")
    it = rng.sample(clin.EQUIP, 2)
    n.f("{a} delivered {d} by {s}; {b} on order. ", a=it[0][0], d=c.D(c.day(-rng.randint(2, 30)), "any"),
        s=P("ORGANIZATION", c.supplier), b=it[1][0].lower())
    if rng.random() < 0.25:
        n.f("WAV via {o}, reg {v}. ", o=P("ORGANIZATION", rng.choice(["Motion Ahead Vehicles", "Mobility Lease Co", "Access Drive Ltd"])),
            v=P("VEHICLE", phi.plate(rng, c.c)))
    n.add("\n\n")
    n.line("Actions:")
    acts = [["Email ", c.resp.titled(), " re increasing IPAP - ", c.D(c.day(rng.randint(1, 3)), "any")],
            ["Chase hoist delivery with community equipment service (ref ", P("IDNUM", phi.idnum(rng, "EQ")), ")"],
            ["Update " + ("GP " if c.c != "US" else "PCP "), c.gp.titled(), " - letter"],
            ["Liaise with ", c.hnurse.full(), " (", P("HOSPITAL", c.hospice), ") re day hospice"],
            ["SLT review - ", c.slt.full(), " to contact family"],
            ["Send ", c.charity, " grant form"]]
    acts[5] = ["Send ", P("ORGANIZATION", c.charity), " grant form to ", P("EMAIL", c.email)]
    rng.shuffle(acts)
    for a in acts[:rng.randint(3, 5)]:
        n.line("- {a}", a=a)
    n.add("\n")
    n.line("Next visit: {d}", d=c.D(c.day(rng.randint(14, 45)), rng.choice(["full", "any"])))
    n.add("\n")
    if rng.random() < 0.5:
        cm.sign_staff(n, c, c.coord)
    else:
        n.line("Signed: {nm} {cr}, {r}  {d} {t}", nm=c.coord.full(), cr=c.nurse_cred, r=c.coord.role,
               d=c.Ds(c.date, "num"), t=clin.time(rng))


def r1(rng):
    return "%.1f" % rng.uniform(0.5, 9.0)


def carer_phone_log(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["CARER TELEPHONE LOG", "Telephone Contact Record - MND Coordination", "Carer Advice Line - Call Log"]))
    _banner_short(n, c)
    carer, rel = (c.sp, c.sp_rel) if not c.living_alone else (c.fr, c.fr_rel)
    n.line("Main carer: {cr} ({r})  mob {m}", cr=carer.full(), r=rel, m=P("PHONE", c.sp_mob if carer is c.sp else phi.phone(rng, c.c, "mobile")))
    if rng.random() < 0.5:
        n.line("Second contact: {ch} ({r}) {m}", ch=c.ch.full(), r=c.ch_rel, m=P("PHONE", c.ch_mob))
    n.add("-" * 60 + "\n")
    staff = [c.coord, c.coord, c.coord, c.dn, c.physiol]
    d = phi.add_days(c.date, -rng.randint(10, 30))
    k = rng.randint(5, 8)
    lowtalk = rng.random() < 0.5
    kinds = list(range(10))
    rng.shuffle(kinds)
    for i in range(k):
        d = phi.add_days(d, rng.randint(0, 5))
        who = rng.choice(staff)
        ini = who.first[0] + who.last[0]
        st = rng.choice(["num", "num_short", "wd_short", "dm", "num", "wd_long"])
        kind = kinds[i]
        n.f("{d} {t}  ", d=c.Ds(d, st), t=("02:%02d" % rng.randint(15, 50)) if kind == 8 else clin.time(rng))
        cref = [carer.first_only()] if rng.random() < 0.6 else carer.titled()
        if kind == 0:
            n.f("Call from {cr}: mask rubbing bridge of nose, red mark. Advised nasal pillows trial and barrier dressing; "
                "will ask {p} to bring {m} size M on {w}.", cr=cref, p=c.physiol.first_only(), m=clin.model(rng, "mask"),
                w=c.Ds(phi.add_days(d, 2), "weekday"))
        elif kind == 1:
            n.f("{cr} rang - {pt} choked on bread at lunch, settled with cough assist. Reinforced IDDSI 6, no bread. "
                "SLT ({s}) informed, will call {c2} back tomorrow.", cr=cref, pt=c.pt.first_only(), s=c.slt.full(),
                c2=carer.first_only())
        elif kind == 2:
            n.f("Outgoing call to {g} at {gs} ({t}) re increasing secretions; GP to prescribe glycopyrronium 1 mg TDS. "
                "Prescription to {ph}.", g=c.gp.titled(), gs=P("HOSPITAL", c.gp_site), t=P("PHONE", phi.phone(rng, c.c)),
                ph=P("HOSPITAL", c.pharm))
        elif kind == 3:
            n.f("{cr} very tired, {pt} awake most nights needing turns every 2 h. Discussed night sitter; referral to "
                "{ag} sent (ref {r}).", cr=cref, pt=c.pt.first_only(), ag=P("ORGANIZATION", c.agency),
                r=P("IDNUM", phi.idnum(rng, rng.choice(["CR", "NS", "REF"]))))
        elif kind == 4:
            n.f("Call from {s} ({ph}): profiling bed delivery moved to {d2}. Carer informed.",
                s=P("ORGANIZATION", c.supplier), ph=P("PHONE", phi.phone(rng, c.c)), d2=c.Ds(phi.add_days(d, rng.randint(2, 9)), rng.choice(["wd_long", "day_month", "wd_day"])))
        elif kind == 5:
            n.f("NIV alarm overnight - {cr} unsure what it meant. Talked through high leak alarm; remote data reviewed "
                "via portal (user {u}). Usage {h} h, leak OK now.", cr=cref, u=P("USERNAME", phi.username(rng, c.physiol)),
                h=str(rng.randint(5, 12)))
        elif kind == 6:
            n.f("Voicemail left for {cr} on {m} re clinic moved to {d2}, room {r}.", cr=cref,
                m=P("PHONE", c.sp_mob if carer is c.sp else c.home), d2=c.Ds(phi.add_days(d, rng.randint(5, 20)), rng.choice(["wd_long", "num"])),
                r=P("LOCATION_OTHER", c.room))
        elif kind == 7:
            n.f("{ch} ({r}) phoned from {co}, wants update; consent on file to share. Summary given.",
                ch=c.ch.first_only(), r=c.ch_rel, co=P("COUNTRY", c.abroad) if rng.random() < 0.5 else P("CITY", c.ch_town))
        elif kind == 8:
            n.f("Out-of-hours: {cr} called, {pt} breathless and anxious. Advised lorazepam 0.5 mg SL as per plan, "
                "fan, NIV on. Settled within 30 min. Handed over to {dn} (DN).", cr=cref, pt=c.pt.first_only(),
                dn=c.dn.full())
        else:
            n.f("Email received from {e} asking about {b}. Form posted {d2}.", e=P("EMAIL", c.ch_email if rng.random() < 0.5 else c.email),
                b=rng.choice(["the blue badge", "carer's allowance", "respite at the hospice", "travel insurance"]),
                d2=c.Ds(phi.add_days(d, 1), rng.choice(["dm", "day_month"])))
        if lowtalk and rng.random() < 0.4:
            n.f(" {cr} said \"{q}\"", cr=carer.first_only(), q=rng.choice(["we're managing, just about", "he won't wear the mask in the day" if c.sex == "M" else "she won't wear the mask in the day",
                                                                         "can someone come out this week", "thanks, that's a weight off"]))
        n.f("  [{i}]\n", i=P("DOCTOR", ini if rng.random() < 0.6 else ini.lower()))
    n.add("-" * 60 + "\n")
    n.line("Log reviewed by {nm}, {r}", nm=c.coord.full(), r=c.coord.role)


def acp_record(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["ADVANCE CARE PLANNING RECORD", "Advance Care Planning - Discussion Record",
                       "Goals of Care and Advance Care Planning Note" if us else "Advance Statement and Treatment Preferences"]))
    n.line("{h} - {s}", h=c.H(), s="MND Service" if not us else "ALS Clinic")
    n.add("\n")
    cm.header_kv(n, [("Name", c.pt.fml()), ("Date of birth", [c.Ds(c.dob, "num"), " (age ", c.age_plain(), ")"]),
                     (c.mrn_label, P("MRN", c.mrn)), (c.hp_label, c.hp_seg()), ("Address", c.addr_line())], 16)
    if c.c == "US" and rng.random() < 0.5:
        n.line("Palm-vein ID:   {b}", b=P("BIOID", phi.bioid(rng, "palm")))
    if c.c == "US" and rng.random() < 0.5:
        n.line("SSN:            {s}", s=P("SSN", c.ssn))
    n.add("\n")
    loc = rng.random()
    n.line("Date of discussion: {d}", d=c.D(c.date, "full"))
    if loc < 0.5:
        n.line("Location: patient's home")
    else:
        n.line("Location: {b}, clinic room {r}", b=P("LOCATION_OTHER", c.building), r=P("LOCATION_OTHER", c.room))
    pres = [[c.pt.titled(), " (patient)"], [c.coord.full(), ", ", c.coord.role], [c.neuro.t(), c.neuro.full()]]
    if not c.living_alone:
        pres.insert(1, [c.sp.full(), " (" + c.sp_rel + ")"])
    if rng.random() < 0.4:
        pres.append([c.ch.full(), " (" + c.ch_rel + ")"])
    n.line("Present: {p}", p=join(pres, "; "))
    n.add("\n")
    n.line("Capacity:")
    n.f("{pt} has capacity for these decisions. Communication was via {m}. ", pt=c.pt.first_only(),
        m=rng.choice(["speech", "speech, with extra time", "an eye-gaze communication aid", "a letter board and yes/no signals", "text-to-speech on a tablet"]))
    if c.pkind == "ftd":
        n.add("Given the FTD component, understanding was checked with teach-back; ECAS last 88/136.")
    n.add("\n\n")
    n.line("What matters most to {p}:", p=c.pt.first_only())
    n.f("Being at home with {f}, {x}. ", f=[c.sp.first_only()] if not c.living_alone else [c.fr.first_only(), " (" + c.fr_rel + ") visiting"],
        x=rng.choice(["keeping the garden going", "watching the football", "the dog", "time with the grandchildren"]))
    n.f("{He} hopes to see {his} granddaughter's wedding in {d} and to spend {h} at home. ", He=c.He, his=c.his,
        d=c.D(c.day(rng.randint(60, 300)), "part"), h=P("DATE", rng.choice(["Christmas", "Easter", "Christmas", "New Year's Day"])))
    if rng.random() < 0.4:
        n.f("Faith is important; {he} attends {ch}. ", he=c.he, ch=P("ORGANIZATION", rng.choice(["Holy Cross Parish", "Grace Fellowship Church", "Riverside Baptist Church"])))
    n.add("\n\n")
    n.line("Treatment preferences:")
    rows = [
        ("Non-invasive ventilation", rng.choice(["Accepts; wants it continued while it gives comfort", "Declines", "Using; wishes withdrawal to be discussed if dependence exceeds 20 h/day"])),
        ("Tracheostomy / invasive ventilation", rng.choice(["Declines", "Declines", "Undecided - revisit"])),
        ("Gastrostomy", rng.choice(["In place (RIG)", "Accepts", "Declines; understands risks", "In place (PEG)"])),
        ("CPR", rng.choice(["DNR / no CPR", "DNR agreed", "Full code at present"] if us else ["Not for CPR", "DNACPR agreed", "For discussion"])),
        ("Hospital admission", rng.choice(["Only if symptoms cannot be managed at home", "For reversible causes only", "Wishes to avoid"])),
        ("Antibiotics", rng.choice(["Oral only", "Yes for chest infection", "Comfort focus"])),
    ]
    for k, v in rows:
        n.line("- {k}: {v}", k=k, v=v)
    n.add("\n")
    n.f("Preferred place of care: {p}. Preferred place of death: {q}.\n", p=rng.choice(["home", "home"]),
        q=rng.choice(["home", "hospice", "home, hospice if not possible"]))
    if rng.random() < 0.6:
        n.f("If at {hs}: {pt} would like to be in a single room near the garden.\n", hs=P("HOSPITAL", c.hospice),
            pt=c.pt.first_only())
    n.add("\n")
    n.line("Legal documents:")
    form = rng.choice(["ReSPECT", "ADRT", "Advance Healthcare Directive", "POLST", "MOLST", "Advance care directive"]) if not us else rng.choice(["POLST", "MOLST", "Advance directive"])
    n.f("{f} signed {d}; form no. {r}. ", f=form, d=c.D(c.date, rng.choice(["full", "any"])), r=P("IDNUM", phi.idnum(rng, rng.choice(["RSP", "ACD", "POLST", "AD"]))))
    n.f("Witnessed by {w}{o}.\n", w=[rng.choice(["Mrs ", "Mr ", "Ms ", ""]), phi.Person(rng, "FAMILY", c.c).full()],
        o=(" (" + rng.choice(["neighbour", "friend"]) + ")" if rng.random() < 0.6 else ""))
    lpa = c.sp if not c.living_alone else c.ch
    lab = {"UK": "Lasting Power of Attorney (health and welfare)", "IE": "Enduring Power of Attorney / Decision-Making Representative",
           "AU": "Enduring Guardian", "CA": "Substitute decision-maker (POA for personal care)", "US": "Health care proxy / agent"}[c.c]
    n.f("{l}: {nm} ({r}), tel {t}", l=lab, nm=lpa.full(), r=c.sp_rel if lpa is c.sp else c.ch_rel,
        t=P("PHONE", c.sp_mob if lpa is c.sp else c.ch_mob))
    if rng.random() < 0.5:
        n.f(", registered {d} via {s}", d=c.D(c.day(-rng.randint(20, 400)), "full"), s=P("ORGANIZATION", rng.choice(["Bramley & Cole Solicitors", "Fairlie Ogden LLP", "Quill & Mercer Law", "Ridgeway Legal"])))
    n.add(".\n\n")
    n.line("Shared with: {gl} ({g}), {o}, {h}, {a}.", gl="PCP" if c.c == "US" else ("family physician" if c.c == "CA" else "GP"),
           g=[c.gp.t(), c.gp.last_only()], o="out-of-hours service" if not us else "after-hours line",
           h=P("HOSPITAL", c.hospice), a="ambulance service (special patient note)" if not us else "EMS (POLST registry)")
    n.line("Review: {d} or sooner if condition changes.", d=c.D(c.day(rng.randint(60, 120)), rng.choice(["part", "full"])))
    n.add("\n")
    if rng.random() < 0.4:
        n.line("Completed by: {nm}, {r}", nm=[c.neuro.t(), c.neuro.full()], r=c.neuro.role)
    else:
        n.line("Completed by: {nm}, {r}", nm=c.coord.full(), r=c.coord.role)
    if rng.random() < 0.5:
        n.line("Entered by {u} at {t} on {d}", u=P("USERNAME", phi.username(rng, c.coord)), t=clin.time(rng), d=c.Ds(c.date, "num"))
