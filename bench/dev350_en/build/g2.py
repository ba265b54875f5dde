"""Genres: orthotics casting order, intrathecal baclofen pump refill log,
school/therapy liaison letter, consent form."""
import datetime as dt
import clin
import blocks as B
import pools as P


def orthotics(c, n):
    r = c.r
    sup = r.choice(P.SUPPLIERS)
    dev = r.choice([o for o in clin.ORTHOSES if ("AFO" in o or "SMO" in o or "KAFO" in o)] if c.kind == "child" or r.random() < 0.6 else clin.ORTHOSES)
    if r.random() < 0.5:
        n.w(("HOSPITAL", c.hosp), " - Orthotics Department\n")
    else:
        n.w("Orthotic Service, ", ("HOSPITAL", c.hosp), "  |  tel ", c.PH("work"), "\n")
    n.w(r.choice(["ORTHOTIC CASTING ORDER", "Orthosis Prescription / Manufacturing Order", "CAST & ORDER FORM - custom orthoses",
                  "Orthotic Work Order"]), "\n")
    n.w("Order no: ", c.idnum(r.choice(["ORD", "OWO", "CO"])), "    Date cast: ", c.D(c.visit), "\n")
    n.w("Required by: ", c.D(c.plus(21, 42)), r.choice(["", " (urgent - skin breakdown)", " (before school term)" if c.kind == "child" else " (before holiday)"]), "\n\n")
    B.banner(c, n, style=r.choice([0, 1, 3]), extra=False)
    n.w("Delivery address: ", c.ADDR(sep=", "), "\n")
    n.w("Contact: ")
    if c.kind == "child":
        p = c.fam[0]
        n.w(p.rel, " ", c.F(p, r.choice(["full", "first"])), " ", c.PH("mobile"), "\n")
    else:
        n.w(c.PH(r.choice(["home", "mobile"])), "\n")
    if c.cc == "US":
        n.w("Payer: ", ("ORGANIZATION", r.choice(P.INSURERS["US"])), "  Member ID ", ("HEALTHPLAN", c.hp_num),
            "  Group ", ("HEALTHPLAN", c.dg(6)), "\n")
        n.w("Prior auth #: ", c.idnum("PA"), "   HCPCS ", r.choice(["L1970", "L1960", "L1951", "L3808"]), "\n")
    elif c.cc == "AU":
        n.w("Funding: NDIS plan-managed; NDIS no ", ("HEALTHPLAN", "43" + c.dg(7)), "\n")
    elif c.cc in ("IE", "NZ"):
        n.w("Funding: ", r.choice(["HSE", "ACC claim " if c.cc == "NZ" else "HSE Primary Care", "Whaikaha"]), "\n")
    else:
        n.w("Funding: ", r.choice(["NHS", "NHS (Continuing Care)", "provincial program", "NHS - wheelchair & orthotic budget"]), "\n")
    n.w("\nPrescriber: ", c.S(c.cons, r.choice(["title_full", "title_last"])), "\n")
    n.w("Orthotist: ", c.S(c.orth, "full_cred"), "  ", c.LIC(c.orth), "\n")
    n.w("Supplier/manufacturer: ", ("ORGANIZATION", sup))
    if r.random() < 0.5:
        n.w(", ", ("CITY", r.choice(P.TOWNS[c.cc])))
    n.w("\n\nDevice: ", r.choice(["Left ", "Right ", "Bilateral ", "Pair "]), dev, "\n")
    n.w("Indication: ", clin.dx(c)[0], "; ", clin.tardieu(c), "\n")
    n.w("Ankle set at ", r.choice(["90 deg", "3 deg DF", "5 deg DF", "plantigrade", "neutral"]), "; footplate ", r.choice(["full length", "to sulcus", "3/4 length"]),
        "; trim lines ", r.choice(["anterior to malleoli", "posterior", "standard"]), ".\n")
    shoe = (r.randint(8, 13) if c.kind == "child" else r.randint(4, 11))
    n.w("Shoe size ", r.choice(["UK ", "US ", "EU "]), str(shoe), "; heel raise ", str(r.choice([0, 5, 6, 10])), " mm; straps ", r.choice(["velcro x3", "D-ring ankle strap + 2", "figure-of-8"]), ".\n")
    if c.kind == "child":
        n.w("Pattern: ", r.choice(["dinosaurs", "blue camouflage", "unicorns", "football", "space rockets", "plain black"]), ".\n")
    n.w("Measurements: calf circ ", str(r.randint(18, 40)), " cm, MTP width ", str(r.randint(5, 10)), " cm, foot length ", str(r.randint(14, 28)), " cm, fibular head to floor ",
        str(r.randint(22, 48)), " cm.\n")
    if r.random() < 0.6:
        n.w("Previous orthosis: serial no ", c.device_sn("afo"), ", issued ", c.D(c.plus(-500, -180), r.choice([c.dstyle, "my", "my3"])),
            " - ", r.choice(["outgrown", "cracked at ankle", "rubbing on navicular", "lost at school"]), ".\n")
    if r.random() < 0.5:
        n.w("Capture: 3D scan, file ", c.idnum("SCN"), r.choice([" uploaded to supplier portal ", " sent via "]), c.url("portal"), "\n")
    else:
        n.w("Capture: plaster negative cast, ", r.choice(["sub-talar neutral", "corrected", "weight-bearing"]), ".\n")
    fit = c.plus(21, 45)
    n.w("\nFitting appointment: ", c.D(fit, r.choice([c.dstyle, "wklong", "wk"])), " ", "%02d:%02d" % (r.randint(9, 16), r.choice([0, 15, 30, 45])),
        ", clinic room ", c.room(), "\n")
    if r.random() < 0.5:
        nb = c.person("neighbour")
        n.w("Note: if no answer, parcel may be left with neighbour ", c.F(nb, r.choice(["full", "title"])), " at no. ", ("STREET", str(r.randint(1, 90)) + " " + c.addr["street"].split(" ", 1)[-1] if c.addr["street"][0].isdigit() else str(r.randint(1, 90)) + " " + r.choice(P.STREET_STEMS) + " Road"), ".\n")
    if c.kind == "child" and r.random() < 0.5:
        n.w("Transport for fitting booked with ", ("ORGANIZATION", r.choice(P.TRANSPORT)), ", booking ref ", c.idnum("TR"), ".\n")
    n.w("\nSigned: ", c.S(c.orth, r.choice(["full", "init_last"])), "   Date: ", c.D(c.visit), "\n")


def itb(c, n):
    r = c.r
    size = r.choice([20, 40])
    conc = r.choice([500, 1000, 2000, 2000, 2000])
    implant = c.plus(-3000, -200)
    n.w(("HOSPITAL", c.hosp), " ", r.choice(["ITB Service", "Neuromodulation Unit", "Spasticity Service - ITB clinic"]), "\n")
    n.w(r.choice(["INTRATHECAL BACLOFEN PUMP REFILL LOG", "ITB Pump Refill Record", "Intrathecal Baclofen - Refill & Programming Log"]), "\n\n")
    B.banner(c, n, style=r.choice([0, 1, 3]), extra=r.random() < 0.4)
    n.w("Pump: SynchroMed II ", str(size), " mL   SN ", c.device_sn("pump"), "\n")
    n.w("Implanted: ", c.D(implant), " at ", ("HOSPITAL", c.hosp if r.random() < 0.6 else r.choice(P.HOSP_STEMS) + " " + r.choice(P.HOSP_KINDS[c.cc])),
        " by ", c.S(c.staff("cons", title="Mr" if c.cc in ("GB", "IE") else "Dr"), "title_last"), "\n")
    eri = dt.date(implant.year + 7, implant.month, 1)
    n.w("Catheter: ", r.choice(["T10 tip", "T4 tip (upper limb)", "T8 tip", "C7 tip"]), "; revision ", r.choice(["none", "once"]), ". ERI ", c.D(eri, r.choice(["my", "mmyyyy", "my3"])), "\n")
    n.w("Programmer: clinician tablet SN ", c.device_sn("prog"), "; patient PTM ", r.choice(["not issued", "issued"]), "\n")
    n.w("Drug: baclofen intrathecal ", str(conc), " mcg/mL (preservative-free)\n")
    n.w("Mode: ", r.choice(clin.ITB_MODES), "\n\n")
    n.w("Date        | Expected mL | Aspirated mL | Added mL | Dose mcg/day | Lot      | By / witness\n")
    dose = r.randint(80, 600)
    nurses = [c.nurse, c.staff("nurse")]
    rows = r.randint(3, 6)
    gaps = [r.randint(42, 110) for _ in range(rows)]
    d = c.visit - dt.timedelta(days=sum(gaps))
    for i in range(rows):
        exp = round(r.uniform(1.5, 6.0), 1)
        asp = round(exp + r.uniform(-0.6, 0.6), 1)
        n.w(c.D(d, c.dstyle if r.random() < 0.8 else "iso"), " | ", str(exp), " | ", str(asp), " | ", str(size), " | ", str(dose), " | ", clin.lot(c), " | ",
            c.S(nurses[i % 2], "INITIALS"), " / ", c.S(nurses[(i + 1) % 2], "INITIALS"), "\n")
        d = d + dt.timedelta(days=gaps[i])
        dose = int(dose * r.choice([1.0, 1.0, 1.05, 1.1, 0.95]))
    n.w("\nToday: refilled by ", c.S(c.nurse, "full_cred"), ", witness ", c.S(nurses[1], "full"), ". Pocket fill excluded on aspirate check.\n")
    if r.random() < 0.7:
        n.w("CD cabinet access: user ", c.user(c.nurse), ", biometric ID ", c.bioid(), "; CD register page ", str(r.randint(10, 199)), ".\n")
    nxt = c.plus(60, 120)
    alarm = nxt + dt.timedelta(days=r.randint(5, 14))
    n.w("Next refill due: ", c.D(nxt), "   Low reservoir alarm date: ", c.D(alarm), "\n")
    n.w("Observations: ", " ".join(clin.exam(c, 1)), " Ashworth lower limbs ", r.choice(clin.MAS), "; ",
        r.choice(["no signs of withdrawal or overdose", "reports more leg stiffness in mornings - dose increased 5%", "drowsy since last increase - dose reduced"]), ".\n")
    n.w("Withdrawal warning card checked. 24-hour ITB line: ", c.PH("work"), r.choice(["; out of hours bleep ", "; on-call registrar via switchboard "]))
    n.w(c.bleep(), "\n")
    if c.us:
        n.w("CPT 62370 (refill + reprogramming). Account ", c.acct(), "\n")
    if r.random() < 0.5:
        n.w("Next refill booked at ", r.choice(["home (community ITB nurse)", "clinic room "]))
        if r.random() < 0.5:
            n.w(c.room())
        else:
            n.w(("HOSPITAL", c.ward))
        n.w("\n")
    if r.random() < 0.3:
        n.w("Travel: flying to ", ("COUNTRY", r.choice(P.BIRTH_COUNTRIES)), " on ", c.D(c.plus(10, 50)),
            " - pump ID card and airport security letter given; refill timed before departure.\n")
    if r.random() < 0.5:
        B.audit(c, n, staff=[c.nurse, nurses[1]], k=2)


def school(c, n):
    r = c.r
    if c.kind != "child":
        c.kind = "child"
    B.letterhead(c, n)
    n.w(c.D(c.plus(1, 10), r.choice([c.dstyle, "long_us" if c.na else "long_uk"])), "\n\n")
    role = r.choice(["SENCo", "Head Teacher", "Class Teacher", "Learning Support Coordinator", "Inclusion Lead", "Principal"])
    tsex = r.choice("FM")
    tfirst = r.choice(P.FEMALE if tsex == "F" else P.MALE)
    tlast = r.choice(P.SURNAMES)
    ttl = r.choice(["Ms", "Mrs"]) if tsex == "F" else "Mr"
    n.w(r.choice([ttl + " ", ""]), ("FAMILY", tfirst + " " + tlast), ", ", role, "\n", ("ORGANIZATION", c.school), "\n", c.ADDR(c.make_addr()), "\n\n")
    n.w("Dear ", ttl, " ", ("FAMILY", tlast), ",\n\n")
    yr = {"US": ", Grade %d" % max(1, c.age - 5), "CA": ", Grade %d" % max(1, c.age - 5), "IE": ", Class %d" % max(1, c.age - 6)}.get(c.cc, ", Year %d" % max(1, c.age - 4))
    n.w("Re: ", c.P(r.choice(["full", "fmlfull"])), ", DOB ", c.D(c.dob), r.choice([yr, ""]) if c.age > 5 else "", "\n")
    if r.random() < 0.6:
        lab, pre = {"GB": ("EHCP ref: ", "EH"), "US": ("IEP no: ", "IEP"), "CA": ("IPP/IEP ref: ", "IEP"), "AU": ("ISP ref: ", "ISP"),
                    "NZ": ("IEP ref: ", "IEP"), "IE": ("Student support file no: ", "SSF")}[c.cc]
        n.w(lab, c.idnum(pre), "\n")
    par = c.fam[0]
    n.w("\nI am writing with the agreement of ", c.P("first"), "'s ", par.rel, ", ", c.F(par, r.choice(["full", "title"])), ", to update you following ",
        c.P("first"), "'s ", r.choice(["botulinum toxin injections", "review in the spasticity clinic", "serial casting", "gait analysis"]), " on ", c.Dn(c.visit), ".\n\n")
    n.w(c.P("first"), " has ", clin.dx(c)[0], ". ")
    n.w(r.choice(["Over the next 6 weeks the calf muscles will be weaker and more stretchy, which is the ideal time to work on walking.",
                  "The injections reduce stiffness for about 3-4 months; some tiredness is normal in the first fortnight.",
                  "New AFOs have been made and should be worn for most of the school day."]), "\n\n")
    n.w("We would be grateful if school could help with:\n")
    items = ["AFOs on for all lessons; off for PE barefoot activities and at lunch if skin is red.",
             "Standing frame 30-45 minutes daily (morning circle time works well).",
             "Extra time to move between classrooms; leave lessons 5 minutes early to avoid busy corridors.",
             "Seating: feet flat on the floor or footrest, hips at 90 degrees.",
             "Modified PE - swimming is excellent; avoid long-distance running until review.",
             "Rest breaks when fatigued; a water bottle at the desk.",
             "Calf stretches (programme attached) - please ask a teaching assistant to supervise."]
    for it in r.sample(items, r.randint(3, 5)):
        n.w("- ", it, "\n")
    ta = r.choice(P.FEMALE + P.MALE)
    n.w("\n", c.S(c.pt, r.choice(["full", "first"])), c.sp(" (physiotherapist)", " (physical therapist)"), " will visit school on ", c.D(c.plus(14, 40), r.choice(["wklong", "wkdm", c.dstyle])),
        " to show ", r.choice(["the teaching assistant, ", "the TA, ", "the classroom assistant, "]), ("FAMILY", ta), ", the stretches.")
    if r.random() < 0.5:
        n.w(" ", c.S(c.ot, "full"), " (OT) will review seating and the sloping board at the same visit.")
    n.w("\n\n")
    if r.random() < 0.5:
        n.w("School transport is provided by ", ("ORGANIZATION", r.choice(P.TRANSPORT)), "; the driver, ", ("FAMILY", r.choice(P.MALE + P.FEMALE)),
            ", has been shown how to secure the wheelchair.\n\n")
    n.w("Please contact me on ", c.PH("work"), " or ", c.email_staff(c.pt if r.random() < 0.5 else c.cons), " with any questions. ")
    n.w(r.choice(["The next clinic review is on ", "We will see ", "Review in clinic "]))
    if n.parts[-1].lower().startswith("we will"):
        n.w(c.P("first"), " again on ")
    n.w(c.D(c.plus(70, 120)), ".\n\n")
    if r.random() < 0.5:
        B.sig(c, n, c.pt, role_text=r.choice([c.sp("Paediatric Physiotherapist", "Pediatric Physical Therapist"), "Clinical Specialist Physiotherapist"]))
    else:
        B.sig(c, n, c.cons, role_text=c.sp("Consultant Paediatrician (Neurodisability)", "Attending, Pediatric Rehabilitation"))
    n.w("\ncc: ", c.F(par, "full"), ", ", c.ADDR(sep=", "), "\n    ")
    if r.random() < 0.5:
        n.w("School nurse ", c.S(c.staff("nurse"), "full"), "\n")
    else:
        n.w(c.sp("GP", "PCP"), " ", c.S(c.gp, "title_full"), ", ", ("HOSPITAL", c.practice), "\n")


CONSENT_PROCS = [
    ("Botulinum toxin A injections to {m} under ultrasound guidance", "localised weakness, pain/bruising at injection sites, flu-like symptoms, rarely swallowing or breathing difficulty, incontinence"),
    ("Botulinum toxin injections with serial casting (3 casts, weekly changes)", "pressure areas under cast, temporary weakness, falls, skin irritation"),
    ("Phenol nerve block to the obturator nerve", "dysaesthetic pain, temporary numbness, vascular injection, DVT (rare)"),
    ("Intrathecal baclofen trial (lumbar bolus 50 mcg)", "headache, CSF leak, drowsiness, hypotonia, infection"),
    ("Intrathecal baclofen pump refill and reprogramming", "infection, pocket fill, overdose or withdrawal if programming error"),
    ("Botulinum toxin injection under general anaesthetic", "anaesthetic risks, sore throat, weakness, flu-like illness"),
]


def consent(c, n):
    r = c.r
    pi = r.randrange(len(CONSENT_PROCS))
    proc, risks = CONSENT_PROCS[pi]
    mus = ", ".join(sorted(set(m for m, s, d, st in clin.plan(c, clin.dx(c)[2]))))
    proc = proc.format(m=mus.lower())
    child = c.kind == "child"
    n.w(("HOSPITAL", c.hosp), "\n")
    if c.cc == "GB":
        n.w("CONSENT FORM ", "2" if child else "1", ": ", "Parental agreement to investigation or treatment for a child or young person" if child else "Patient agreement to investigation or treatment", "\n")
    else:
        n.w(r.choice(["INFORMED CONSENT FOR PROCEDURE", "Consent to Treatment", "Procedure Consent Form"]), r.choice([" (Parent/Guardian)", ""]) if child else "", "\n")
    n.w("Form ref: ", c.idnum(r.choice(["CF", "CON"])), "\n\n")
    B.banner(c, n, style=r.choice([0, 3]), extra=True)
    n.w("Special requirements: ", r.choice(["none", "wheelchair user", "requires interpreter", "hearing impaired - BSL", "communication aid (eye gaze)"]), "\n\n")
    cons = c.cons
    n.w("Responsible health professional: ", c.S(cons, "title_full"), ", ", r.choice(["Consultant", "Attending physician", "Consultant Physician"]), "\n")
    n.w("Name of proposed procedure: ", proc, ".\n")
    n.w("Side: ", r.choice(["left", "right", "bilateral"]), "\n\n")
    n.w("STATEMENT OF HEALTH PROFESSIONAL\nIntended benefits: reduce spasticity and pain; agreed goal - ", r.choice(clin.goals(c, 1)), ".\n")
    n.w("Serious or frequently occurring risks: ", risks, ".\n")
    n.w("Alternatives discussed: stretching, orthoses, oral ", r.choice(["baclofen", "tizanidine", "gabapentin"]), ", no treatment.\n")
    n.w("Leaflet provided: ", ["Botulinum toxin for spasticity (v4)", "Serial casting - information for families", "Phenol nerve blocks (PIL 212)",
                                "ITB therapy - patient guide", "ITB therapy - patient guide", "Botulinum toxin under GA - what to expect"][pi], ".\n")
    d_sign = c.plus(-30, 0)
    n.w("Signed: ", c.S(cons, r.choice(["full", "init_last"])), "   Date: ", c.D(d_sign), "   ", c.LIC(cons), "\n")
    n.w("Contact details (if patient/parent wishes to discuss options later): ", c.PH("work"), "\n\n")
    if r.random() < 0.45:
        lang = r.choice(P.LANGUAGES)
        n.w("STATEMENT OF INTERPRETER\nI have interpreted the information above into ", lang, " to the best of my ability.\n")
        n.w("Interpreter: ", c.S(c.staff("interp"), "full"), "   booking no ", c.idnum("INT"), "   Date: ", c.D(d_sign), "\n\n")
    if child:
        p = c.fam[0]
        n.w("STATEMENT OF PERSON WITH PARENTAL RESPONSIBILITY\nI agree to the procedure described on this form.\n")
        n.w("Name (PRINT): ", ("FAMILY", (p.first + " " + p.last).upper() if r.random() < 0.5 else p.first + " " + p.last), "   Relationship: ", p.rel, "\n")
        n.w("Date: ", c.D(d_sign), "\n")
        if c.age >= 12 and r.random() < 0.6:
            n.w("Child's agreement (optional): ", c.P("first"), " agrees - signed ", c.D(d_sign), "\n")
    else:
        n.w("STATEMENT OF PATIENT\nI agree to the procedure described on this form.\nPatient name: ", c.P(r.choice(["full", "FULLU"])), "   Date: ", c.D(d_sign), "\n")
        if r.random() < 0.4:
            w = c.fam[0]
            n.w("Witness (patient unable to sign): ", c.F(w, "full"), ", ", w.rel, "\n")
    n.w("\nCONFIRMATION OF CONSENT (on the day)\nConfirmed by ", c.S(c.reg, r.choice(["title_full", "full"])), " on ", c.D(c.visit, r.choice([c.dstyle, "wk"])),
        " - no change in condition; ", r.choice(["patient", "parent"]), " wishes to proceed.\n")
    if r.random() < 0.6:
        n.w("\nE-signature captured on tablet SN ", ("DEVICE", "TAB-" + c.dg(6)), "; biometric signature ID ", c.bioid(), "; session IP ", c.ip(), "\n")
    n.w("Copy accepted by ", r.choice(["parent", "guardian"]) if child else "patient", ": ", r.choice(["yes", "declined", "yes (emailed to "]))
    if n.parts[-1].endswith("to "):
        n.w(c.email_pt(c.fam[0] if child else None), ")")
    n.w("\n")
