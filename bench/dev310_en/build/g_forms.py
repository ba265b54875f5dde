"""Genres: NIV set-up record, equipment request, communication aid assessment."""
from doc import P, join
import phi
import clin
import common as cm


def _pt_block(n, c, rows_extra=()):
    rng = c.rng
    rows = [("Patient", c.pt_banner_name()), ("DOB", [c.Ds(c.dob, "num"), " (", c.age_seg(rng.choice(["yo", "sex", "y/o"])), ")"]),
            (c.mrn_label, P("MRN", c.mrn)), (c.hp_label, c.hp_seg())]
    rows += list(rows_extra)
    cm.header_kv(n, rows, 18)


def niv_setup(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["NIV SET-UP RECORD", "Non-Invasive Ventilation - Initiation Record", "HOME NIV INITIATION CHECKLIST"]))
    n.line("{s}, {h}", s=rng.choice(["Home Ventilation Service", "Respiratory Physiology", "Sleep and Ventilation Unit"]) if not us
           else rng.choice(["Respiratory Therapy Department", "Home Mechanical Ventilation Program"]), h=c.H())
    n.add("\n")
    inpt = rng.random() < 0.45
    extra = []
    if inpt:
        extra.append(("Location", [P("HOSPITAL", c.ward), ", bed ", P("LOCATION_OTHER", c.bed)]))
    else:
        extra.append(("Location", rng.choice(["Day case, respiratory investigation unit", "Home set-up", "Outpatient clinic"])))
    extra.append(("Encounter no.", P("ACCOUNT", c.acct)))
    _pt_block(n, c, extra)
    n.add("\n")
    n.line("Date of set-up: {d}   Start {t}", d=c.D(c.date, "full"), t=clin.time(rng))
    n.line("Referred by: {r} ({role}) on {d}", r=[c.neuro.t(), c.neuro.full()], role=c.neuro.role,
           d=c.D(c.day(-rng.randint(7, 40)), rng.choice(["full", "any"])))
    n.line("Set up by: {p}, {role}; supervising {s}", p=c.physiol.full(), role=c.physiol.role, s=[c.resp.t(), c.resp.full()])
    n.add("\n")
    n.line("Indication:")
    pct, fv = clin.fvc(rng, 28, 68)
    n.line("- {d}: {f}; {s}", d=c.Ds(c.day(-rng.randint(7, 40)), "num"), f=fv, s=clin.snip(rng))
    n.line("- Symptoms: {s}", s="; ".join(rng.sample(clin.SYMPT["resp"], 2)))
    n.line("- {a} (accession {x})", a=clin.abg(rng, c.c, rng.choice(["ABG", "Capillary gas", "VBG"])),
           x=P("IDNUM", phi.idnum(rng, rng.choice(["BG", "ACC", "LB"]))))
    mean = rng.randint(88, 95)
    n.line("- Overnight oximetry: mean SpO2 {m}%, ODI 4% {o}/h, {t}% of night <90%", m=str(mean),
           o=str(rng.randint(4, 31)), t=str(rng.randint(1, 10) if mean >= 93 else rng.randint(12, 48)))
    n.add("\n")
    model = clin.model(rng, "niv")
    n.line("Device: {m}    Serial no: {s}", m=model, s=P("DEVICE", phi.device_sn(rng)))
    if rng.random() < 0.6:
        n.line("Humidifier: integrated, setting {h}    Asset tag: {a}", h=str(rng.randint(2, 5)), a=P("DEVICE", phi.asset_tag(rng)))
    ipap, epap, rate, ti, rise = clin.settings(rng)
    n.line("Settings:")
    rows = [("Mode", rng.choice(["S/T", "ST", "PC", "ST with VAPS"])), ("IPAP", "%d cmH2O" % ipap), ("EPAP", "%d cmH2O" % epap),
            ("Backup rate", "%d bpm" % rate), ("Ti min / max", "%s / %.1f s" % (ti, float(ti) + 0.5)),
            ("Rise time", rise), ("Trigger", rng.choice(["medium", "auto", "sensitive (3)"])),
            ("O2 entrainment", rng.choice(["nil", "1 L/min", "nil"]))]
    for k, v in rows:
        n.line("  {k}{sp}{v}", k=k, sp=" " * (16 - len(k)), v=v)
    n.line("Interface: {m}, size {s}; chin strap {c}", m=clin.model(rng, "mask"), s=rng.choice(["S", "M", "L", "M/L"]),
           c=rng.choice(["no", "yes"]))
    n.add("\n")
    n.line("Acclimatisation: tolerated {m} min awake; Vt {v} mL, RR {r}, leak {l} L/min. SpO2 {o}% on NIV.",
           m=str(rng.randint(15, 90)), v=str(rng.randint(280, 560)), r=str(rng.randint(12, 24)), l=str(rng.randint(4, 38)),
           o=str(rng.randint(93, 99)))
    if rng.random() < 0.6:
        n.line("Remote monitoring: modem {s} paired; portal account {u}; hub IP {ip}",
               s=P("DEVICE", phi.device_sn(rng)), u=P("USERNAME", phi.username(rng, c.pt)), ip=P("IPADDR", phi.ipaddr(rng)))
        n.line("Data upload link: {u}", u=P("URL", phi.url(rng, "ventdata/" + str(rng.randint(10000, 99999)))))
    n.add("\n")
    n.line("Education:")
    carer = c.sp if not c.living_alone else c.fr
    n.f("Mask fitting, cleaning, alarms and power cut plan explained to {p} and {cr}. ", p=c.pt.first_only(), cr=carer.first_only())
    n.f("Written NIV emergency plan given; patient registered with electricity provider priority list "
        "({ac}).\n", ac=[rng.choice(["acct ", "account no. "]), P("ACCOUNT", phi.account(rng, c.c))])
    n.line("Contacts given: Ventilation service {t} (Mon-Fri 08:30-16:30); out of hours via switchboard {s}, bleep {b}.",
           t=P("PHONE", phi.phone(rng, c.c)), s=P("PHONE", phi.phone(rng, c.c)), b=P("PHONE", phi.pager(rng, c.c)))
    n.add("\n")
    n.line("Plan: review download at {d1}; clinic with {dr} in {dur}. {x}", d1=c.D(c.day(rng.randint(5, 16)), "any"),
           dr=[c.resp.t(), c.resp.last_only()], dur=clin.dur(rng),
           x=rng.choice(["Discharge home when using > 4 h/night.", "Home visit by physiologist next week.", "Repeat ABG on NIV if headaches persist."]))
    n.add("\n")
    n.line("Signed: {p} {t}", p=c.physiol.full(), t=clin.time(rng))
    if rng.random() < 0.6:
        n.line("{l} {v}", l=cm.LIC_LABEL["ahp"][c.c], v=P("LICENSE", phi.licence(rng, c.c, "ahp")))
    n.line("Checked: {r}, {role}", r=[c.resp.t(), c.resp.full()], role=c.resp.role)


def equipment_request(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["COMMUNITY EQUIPMENT REQUEST", "Equipment Request Form - MND Fast Track",
                       "DME ORDER / EQUIPMENT REQUEST" if us else "Equipment Loan Store - Request for Provision"]))
    n.line("Request ref: {r}    Date: {d}    Priority: {p}", r=P("IDNUM", phi.idnum(rng, rng.choice(["EQ", "REQ", "DME", "CES"]))),
           d=c.Ds(c.date, rng.choice(["num", "num_short", "abbr"])), p=rng.choice(["URGENT - rapid progression", "Fast track (MND)", "Routine", "Urgent (48 h)"]))
    n.add("\n")
    n.line("REQUESTER")
    req = rng.choice([c.ot, c.physio, c.coord])
    cm.header_kv(n, [("Name", req.full()), ("Role", req.role), ("Base", [c.H(), " / community neuro team"]),
                     ("Tel", P("PHONE", phi.ext(rng, c.c, phi.phone(rng, c.c)))), ("Email", P("EMAIL", phi.email(rng, req.first, req.last)))], 12)
    n.add("\n")
    n.line("PATIENT")
    rows = [("Name", c.pt_banner_name()), ("DOB", c.Ds(c.dob, "num")), (c.hp_label, c.hp_seg()),
            ("Address", c.addr_line()), ("Phone", P("PHONE", c.home))]
    if c.c == "AU" and c.age < 65:
        rows.append(("NDIS no.", P("HEALTHPLAN", phi.healthplan(rng, "AU", "ndis"))))
    if c.c in ("IE", "US") and rng.random() < 0.5:
        rows.append(("PPSN" if c.c == "IE" else "SSN", P("SSN", c.ssn)))
    if c.c == "US":
        rows.append(("Insurer", [P("ORGANIZATION", c.fund), ", member ", P("HEALTHPLAN", phi.healthplan(rng, "US")),
                                 ", group ", P("HEALTHPLAN", phi.healthplan(rng, "US", "group"))]))
    cm.header_kv(n, rows, 12)
    nok = c.sp if not c.living_alone else c.ch
    n.line("Next of kin: {nm} ({r}) {t}", nm=nok.full(), r=c.sp_rel if nok is c.sp else c.ch_rel,
           t=P("PHONE", c.sp_mob if nok is c.sp else c.ch_mob))
    acc = rng.random()
    if acc < 0.5:
        n.line("Access: {x} Parking {p}.", x=rng.choice(["Key safe by front door, code via coordinator.", "Ring bell and wait; patient slow to answer.",
                                                        "Steep drive, 3 steps to front door."]),
               p=["opposite ", P("LOCATION_OTHER", c.landmark)] if rng.random() < 0.5 else "on street")
    else:
        n.line("Access: ground floor; doorway widths 760 mm; bathroom upstairs.")
    n.add("\n")
    n.line("Diagnosis: {p} ({k}). Weight {w}.", p=c.pheno, k=clin.kings(rng), w=("%d kg" % rng.randint(48, 98)) if c.c != "US" else "%d lb" % rng.randint(105, 215))
    n.line("Clinical reasoning: {r}", r=rng.choice(["rapid decline in transfers over 4 weeks; carer at risk of injury.",
                                                    "unable to sit out > 1 h due to neck weakness; needs tilt and head support.",
                                                    "recurrent night-time positioning needs; carer exhausted.",
                                                    "discharge planned - equipment required before going home."]))
    n.add("\n")
    n.line("ITEMS REQUESTED")
    n.line("{a}{b}{c}", a="Item".ljust(48), b="Qty  ", c="Catalogue code")
    items = rng.sample(clin.EQUIP, rng.randint(3, 6))
    for name, kind in items:
        code = "%s-%s-%02d" % (kind[:3].upper(), rng.choice(["STD", "BAR", "PRF", "MED", "XL"]), rng.randint(1, 40))
        n.line("{a}{b}{c}", a=name.ljust(48), b=str(rng.choice([1, 1, 1, 2])).ljust(5), c=code)
    n.add("\n")
    if rng.random() < 0.6:
        n.line("Equipment to be collected: {m} wheelchair, serial {s}; {e}, asset {a}.", m=clin.model(rng, "chair"),
               s=P("DEVICE", phi.device_sn(rng)), e=rng.choice(["walking frame", "perching stool", "bath board"]),
               a=P("DEVICE", phi.asset_tag(rng)))
    if rng.random() < 0.5:
        n.line("Environmental control: {m} to link with existing router ({ip}); serial {s}.", m=clin.model(rng, "ecu"),
               ip=P("IPADDR", phi.ipaddr(rng)), s=P("DEVICE", phi.device_sn(rng)))
    if rng.random() < 0.45:
        v = rng.random()
        if v < 0.6:
            n.line("Transport: wheelchair-accessible vehicle, registration {p}; tie-down points to be checked with the powerchair.",
                   p=P("VEHICLE", phi.plate(rng, c.c)))
        else:
            n.line("Transport: converted van, VIN {v}, plate {p}; ramp rated 300 kg.", v=P("VEHICLE", phi.vin(rng)),
                   p=P("VEHICLE", phi.plate(rng, c.c)))
    n.add("\n")
    fund = {"UK": ["NHS Continuing Healthcare fast-track", "Joint health and social care", "Community equipment service"],
            "IE": ["HSE community aids and appliances", "HSE - fast track"],
            "AU": ["NDIS plan - capital supports", "State equipment program"],
            "CA": ["Assistive Devices Program", "Provincial equipment loan"],
            "US": ["Medicare Part B DME", "Private insurance - prior auth"]}[c.c]
    n.line("Funding: {f}{x}", f=rng.choice(fund), x=["; prior authorisation ", P("IDNUM", phi.idnum(rng, "PA"))] if rng.random() < 0.5 else "")
    n.line("Delivery required by: {d}   Deliver to: {w}", d=c.D(c.day(rng.randint(2, 10)), rng.choice(["full", "any"])),
           w=rng.choice([["home address above"], [P("HOSPITAL", c.ward), ", ", c.H(c.hosp2), " (for discharge)"]]))
    n.add("\n")
    n.line("Authorised by: {a}, {r}    Date: {d}", a=c.coord.full() if rng.random() < 0.5 else c.ot.full(),
           r=rng.choice(["Team Lead", "Budget holder", "Service manager"]), d=c.Ds(c.date, "num"))
    n.line("Budget code: {b}   Supplier: {s}", b="CC%d-%02d" % (rng.randint(1000, 9999), rng.randint(1, 99)), s=P("ORGANIZATION", c.supplier))


def comms_aid(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["COMMUNICATION AID ASSESSMENT", "AAC Assessment Report", "Augmentative and Alternative Communication (AAC) Assessment"]))
    n.line("{s}, {h}", s=rng.choice(["Specialised AAC Hub", "Speech and Language Therapy", "Assistive Technology Service"]) if not us
           else rng.choice(["Speech-Language Pathology", "Augmentative Communication Program"]), h=c.H(c.hosp2 if rng.random() < 0.4 else c.hosp))
    n.add("\n")
    _pt_block(n, c, [("Address", c.addr_line())])
    n.add("\n")
    n.line("Date of assessment: {d}    Venue: {v}", d=c.D(c.date, "full"),
           v=rng.choice([["home"], ["clinic room ", P("LOCATION_OTHER", c.room)], [P("LOCATION_OTHER", c.building), ", AAC suite"]]))
    n.line("Assessors: {a} ({r}); {b} (clinical scientist, assistive technology)", a=c.slt.full(), r="SLT" if not us else "SLP",
           b=phi.Person(rng, "DOCTOR", c.c).full())
    n.line("Referred by: {r} on {d}", r=[c.neuro.t(), c.neuro.last_only()] if rng.random() < 0.5 else c.coord.full(),
           d=c.D(c.day(-rng.randint(14, 60)), "any"))
    n.add("\n")
    n.line("Background")
    n.f("{pt} is {art} {a} former {p} with {ph} diagnosed {d}. ", pt=c.pt.first_only(), art=c.a(), a=c.age_seg("year-old"),
        p=P("PROFESSION", c.prof), ph=c.pheno, d=c.D(c.dx, "part"))
    n.f("Speech deteriorated over the last {m}; ALSFRS-R speech item {s}/4. Hand function: {h}. Vision and hearing adequate. "
        "Literacy good; prefers typing over symbols.\n\n", m=rng.choice(["three months", "6 months", "year"]), s=str(rng.randint(0, 2)),
        h=rng.choice(["reduced pincer grip, slow typing on phone", "no functional use of right hand", "finger isolation poor both hands",
                      "good, types quickly"]))
    n.line("Current communication")
    n.f("Uses {x}. Family ({f}) report frustration when {he} cannot get attention at night.\n\n",
        x=rng.choice(["a low-tech alphabet board with partner-assisted scanning", "a text-to-speech app on a phone",
                      "gestures, writing and a yes/no thumb signal"]),
        f=c.sp.first_only() if not c.living_alone else c.fr.first_only(), he=c.he)
    n.line("Trials")
    models = rng.sample(list(clin.pools.DEVICE_MODELS["aac"]), 2)
    n.line("1. {m} with eye-gaze camera - calibration {q}/5 points, typed 'hello {x}' in {s} s.", m=models[0],
           q=str(rng.randint(3, 5)), x=c.sp.first_only() if not c.living_alone else c.fr.first_only(), s=str(rng.randint(18, 90)))
    n.line("2. {m} with single switch (head-mounted) - scanning accurate but slow.", m=models[1])
    n.line("3. Buzzer/call bell via {e} - achieved.", e=clin.model(rng, "ecu"))
    n.add("\n")
    n.line("Voice banking")
    if rng.random() < 0.8:
        n.f("Voice bank completed {d} ({k} phrases recorded). Voiceprint ID {b}; synthetic voice installed. ",
            d=c.D(c.day(-rng.randint(20, 200)), rng.choice(["full", "part"])), k=str(rng.choice([350, 800, 1600, 1800])),
            b=P("BIOID", phi.bioid(rng, "voice")))
        n.f("Message banking file shared from {e}.\n\n", e=P("EMAIL", c.email if rng.random() < 0.5 else c.ch_email))
    else:
        n.add("Not completed; speech now too dysarthric. Donor voice selected instead.\n\n")
    n.line("Recommendation")
    n.f("Loan of {m} (serial {s}) on {mt} mount to wheelchair, with eye-gaze access and switch back-up. ",
        m=models[0], s=P("DEVICE", phi.device_sn(rng)), mt=rng.choice(["floor-stand", "desk", "rigid"]))
    if rng.random() < 0.5:
        n.f("Mount serial {s}. ", s=P("DEVICE", phi.device_sn(rng)))
    n.add("\n")
    n.line("Set-up details")
    rows = [("Device account", P("USERNAME", phi.username(rng, c.pt))),
            ("Linked e-mail", P("EMAIL", c.email)),
            ("Home Wi-Fi IP", P("IPADDR", phi.ipaddr(rng))),
            ("Backup", P("URL", phi.url(rng, "aac/backup/" + str(rng.randint(1000, 9999)))))]
    if rng.random() < 0.3:
        rows.append(("Remote support IP", P("IPADDR", phi.ipaddr(rng))))
    rng.shuffle(rows)
    for k, v in rows[:rng.randint(2, len(rows))]:
        n.line("  {k}: {v}", k=k, v=v)
    n.add("\n")
    fund = {"UK": ["NHS specialised AAC commissioning", "charity grant"], "IE": ["HSE assistive technology", "charity grant"],
            "AU": ["NDIS AT budget" if c.age < 65 else "state equipment scheme", "charity grant"],
            "CA": ["Assistive Devices Program (ADP)", "charity grant"], "US": ["Medicare SGD benefit", "insurance SGD benefit"]}[c.c]
    n.line("Funding: {f} ref {r}", f=rng.choice(fund),
           r=P("IDNUM", phi.idnum(rng, rng.choice(["AAC", "SGD", "AT"]))))
    if rng.random() < 0.5:
        n.line("Charity grant: {ch} (case worker {cw}, {t})", ch=P("ORGANIZATION", c.charity), cw=phi.Person(rng, "DOCTOR", c.c).full(),
               t=P("PHONE", phi.phone(rng, c.c)))
    n.line("Training: {p}, {f} and carers from {a} on {d}.", p=c.pt.first_only(),
           f=c.sp.first_only() if not c.living_alone else c.fr.first_only(), a=P("ORGANIZATION", c.agency),
           d=c.D(c.day(rng.randint(3, 20)), rng.choice(["wd_long", "any"])))
    n.line("Review: {d}", d=c.D(c.day(rng.randint(20, 60)), "any"))
    n.add("\n")
    cm.sign_staff(n, c, c.slt, kind="ahp", cred={"CA": "M.Sc. S-LP(C)", "US": "MS, CCC-SLP"}.get(c.c, ""))
