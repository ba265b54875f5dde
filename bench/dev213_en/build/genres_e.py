"""Genres (author's own): remote pharmacy supply record, ear health and hearing outreach."""
import clinical as K
import fmt
import parts
import pools as P


def pharmacy(c, n):
    r = c.rng
    pharmacist = c.clin("BPharm" if c.au else "RPh")
    if c.au:
        n.w(("HOSPITAL", c.pharm), " - Remote Area Supply (s100)\n")
    else:
        n.w(("HOSPITAL", c.pharm), " - Remote Community Pharmacy Services\n")
    n.w(("STREET", "%d %s" % (r.randint(1, 120), r.choice(["Smith Street", "Todd Mall", "Main Street", "Front Street",
                                                           "Queen Street", "Franklin Avenue", "Mitchell Street"]))),
        ", ", ("CITY", c.hub), " ", ("STATE", c.hub_st), " ", ("ZIP", c.hub_pc), "\n")
    ph = fmt.phone(r, c.country, "land", c.area)
    fx = fmt.phone(r, c.country, "land", c.area)
    while fmt.digits_of(fx)[-4:] == fmt.digits_of(ph)[-4:]:
        fx = fmt.phone(r, c.country, "land", c.area)
    n.w("Ph ", ("PHONE", ph), "  Fax ", ("FAX", fx), "\n\n")
    n.w(r.choice(["MEDICATION PROFILE AND SUPPLY RECORD", "Dose Administration Aid - Supply Log", "Pharmacist Medication Review"]), "\n")
    n.w("Patient: ", c.P(r.choice(["caps", "full"])), "   DOB: ", c.DOB(), "   Age: ", ("AGE", str(c.age)), "\n")
    if c.au:
        n.w("Medicare: ", ("HEALTHPLAN", c.hp))
        if r.random() < 0.4:
            n.w("   DVA file no: ", ("HEALTHPLAN", "%s%s%s" % (r.choice(["N", "Q", "W"]), r.choice(["X", "KM", ""]), fmt.digits(r, 6))))
        if r.random() < 0.3:
            n.w("   Concession: ", ("SSN", fmt.ssn(r, "AU")), " (CRN)")
        n.w("\n")
    else:
        n.w("NIHB client no: ", ("HEALTHPLAN", c.status), "   ", c.hp_label, ": ", ("HEALTHPLAN", c.hp), "\n")
    n.w("Supplied to: ", ("HOSPITAL", c.clinic), ", ", ("CITY", c.comm), "\n")
    n.w("Prescriber: ", c.C(c.doc, "dr"), "   ")
    lab, val = parts.licence_for(c, c.doc)
    n.w(lab, val, "\n")
    n.w("Allergies: ", r.choice(["nil known", "penicillin - anaphylaxis (uses lincomycin for RHD)", "codeine - vomiting",
                                 "sulfonamides - rash"]), "\n\n")
    n.w("| Rx no. | Medicine | Directions | Qty | Supplied |\n|---|---|---|---|---|\n")
    for m in K.med_list(r, r.randint(3, 7), c.au):
        toks = m.split(" ")
        cut = next((i + 1 for i, t in enumerate(toks) if t in ("mg", "mcg", "g", "units", "MU", "mg/kg")), len(toks))
        n.w("| ", ("IDNUM", "%s%s" % (r.choice(["", "R", "RX"]), fmt.digits(r, 6))), " | ", " ".join(toks[:cut]), " | ",
            " ".join(toks[cut:]) or "as directed", " | %d | " % r.choice([28, 30, 56, 60, 90, 1, 100]), c.D(c.dd(-r.randint(0, 40))), " |\n")
    n.w("\nDAA: ", r.choice(["weekly Webster-pak, sent on mail plane Tuesdays", "blister packs x4 weeks, collected by clinic",
                             "no DAA - patient self-manages"]), "\n")
    if r.random() < 0.5:
        n.w("Dispensing cabinet access: user ", ("USERNAME", fmt.username(r, c.ran.first, c.ran.last)),
            r.choice(["; fingerprint template ", "; biometric login "]), ("BIOID", fmt.bioid(r)), "\n")
    if not c.au and r.random() < 0.6:
        n.w("NIHB claim no: ", ("ACCOUNT", "%s%s" % (fmt.digits(r, 9), fmt.letters(r, 1))), "   Prior approval: ",
            ("IDNUM", "PA-%s" % fmt.digits(r, 7)), "\n")
    n.w("\nReview notes (", c.C(pharmacist, "name"), "):\n")
    notes = ["Adherence by pill count ~%d%% over last month." % r.randint(40, 95),
             "eGFR %d - metformin dose reviewed with prescriber." % r.randint(25, 55),
             "Triple whammy risk (ACEi + diuretic + NSAID) - advised no ibuprofen from store.",
             "Insulin pen stored in clinic fridge; patient has no working fridge.",
             "Duplicate statin removed from profile.", "Spacer technique checked by AHP."]
    for s in r.sample(notes, r.randint(2, 4)):
        n.w("- ", s, "\n")
    if r.random() < 0.5:
        n.w("Discussed by phone with ", c.C(c.ran, r.choice(["cred", "first"])), " at ", ("HOSPITAL", c.clinic), " on ",
            c.D(c.dd(-r.randint(0, 5))), ".\n")
    if r.random() < 0.4:
        n.w("Home medicines review claim: ", ("ACCOUNT", "HMR-%s" % fmt.digits(r, 6)), "\n")
    n.w("\nPharmacist: ", c.C(pharmacist, "cred"), "   ")
    if c.au:
        n.w("AHPRA ", ("LICENSE", fmt.ahpra(r, "PHA")), "\n")
    else:
        n.w("Licence ", ("LICENSE", fmt.lic_ca(r)), "\n")
    n.w("Email: ", ("EMAIL", fmt.email_for(r, pharmacist.first, pharmacist.last)), "\n", c.D(), "\n")


def ear_health(c, n):
    r = c.rng
    aud = c.clin(r.choice(["MAud", "Audiologist", "AuD"]))
    ent = c.clin("FRACS" if c.au else "FRCSC", dr=True)
    child = c.age < 16
    school = "%s %s" % (c.comm, r.choice(["School", "Community School", "CEC" if c.au else "Memorial School"]))
    n.w(r.choice(["EAR HEALTH AND HEARING OUTREACH", "Ear & Hearing Screening - Outreach Clinic", "Hearing Health Program - Visit Record"]),
        "\n")
    n.w(("HOSPITAL", c.service), " | ", r.choice(["Visit date: ", "Date: "]), c.D(), "\n")
    n.w("Team: ", c.C(aud, "cred"), "; ", c.C(ent, "dr"), r.choice([[" (ENT, by video, endpoint ", ("IPADDR", fmt.ipaddr(r)), ")"], " (ENT)"]), "; ",
        c.C(c.hw, "name"), " (", c.hw.cred, ")\n")
    n.w("Venue: ", r.choice([["clinic ", "room ", ("LOCATION_OTHER", str(r.randint(1, 5)))], [("HOSPITAL", c.clinic)],
                             [("ORGANIZATION", school), " - library"]]), "\n\n")
    n.w("Client: ", ("PATIENT", c.pt.full(mid=r.random() < 0.3)), "   DOB ", c.DOB(), "   Age ", c.A("yrs") if child else [("AGE", str(c.age))],
        "   HRN ", ("MRN", c.mrn), "\n")
    if child:
        par = c.relative(r.choice(["mother", "father", "grandmother", "aunty"]))
        n.w("Parent/carer: ", c.F(par, "full"), " (", par.role, "), ", ("PHONE", c.mob()), "\n")
        teacher = c.person("FAMILY", indig=False)
        n.w("School: ", ("ORGANIZATION", school),
            ", class teacher ", r.choice([["Ms ", ("FAMILY", teacher.last)], ["Mr ", ("FAMILY", teacher.last)],
                                           [("FAMILY", teacher.full())]]), "\n")
    else:
        n.w("Occupation: ", ("PROFESSION", c.prof), r.choice([" (noise exposure)", "", " - works around generators"]), "\n")
    n.w("\nHistory: ", r.choice(["recurrent ear discharge since infancy", "teacher concerned about listening in class",
                                 "failed hearing screen at ", "grommets inserted ", "hearing aid review", "ear pain and itch x 2 weeks"]))
    last = n.buf[-1]
    if last.endswith("at "):
        n.w(("HOSPITAL", c.hub_hosp), " in ", ("DATE", str(c.d0.year - r.randint(1, 3))))
    elif last.endswith("inserted "):
        n.w(c.Dmy(c.dd(-r.randint(120, 900))), " at ", ("HOSPITAL", c.hub_hosp))
    n.w(".\n\n")
    tymp = ["A", "B (low volume)", "B (high volume - perforation)", "C", "As"]
    oto = ["intact, normal", "dull, retracted", "central perforation, dry", "central perforation, discharging", "wax - cleared",
           "grommet in situ, patent"]
    n.w("| Ear | Otoscopy | Tympanometry | OAE |\n|---|---|---|---|\n")
    for ear in ("R", "L"):
        n.w("| %s | %s | Type %s | %s |\n" % (ear, r.choice(oto), r.choice(tymp), r.choice(["pass", "refer", "not done"])))
    n.w("\nAudiogram (dB HL)   0.5k  1k  2k  4k\n")
    for ear in ("R", "L"):
        base = r.choice([10, 20, 30, 40, 55])
        n.w("  %s air             %3d %3d %3d %3d\n" % (ear, base + r.randint(-5, 10), base + r.randint(-5, 10),
                                                       base + r.randint(-5, 10), base + r.randint(-5, 15)))
    n.w("\nImpression: ", r.choice(["bilateral otitis media with effusion, mild conductive loss",
                                    "R CSOM with moderate conductive loss", "normal hearing, L dry perforation",
                                    "moderate sensorineural loss, noise-induced pattern"]), ".\n")
    if r.random() < 0.55:
        n.w("Device: ", r.choice(["bone conduction aid (softband)", "BTE hearing aid", "classroom soundfield system",
                                  "remote microphone system"]), " S/N ", ("DEVICE", fmt.serial(r)))
        if r.random() < 0.5:
            n.w(", second unit S/N ", ("DEVICE", fmt.serial(r)))
        n.w(r.choice([" fitted today.", " - reviewed, working.", " - replaced (lost)."]), "\n")
    n.w("\nPlan:\n- ", r.choice(["Dry mopping and ciprofloxacin drops BD 2 weeks, taught to ", "ENT review at next visit",
                                 "Refer for grommets at ", "Repeat audiology in 3 months"]))
    last = n.buf[-1]
    if last.endswith("to "):
        n.w(c.F(c.fam[0], "first") if c.fam else "family", ".")
    elif last.endswith("at "):
        n.w(("HOSPITAL", c.hub_hosp), " (referral no. ", ("IDNUM", "%s%s" % (fmt.letters(r, 2), fmt.digits(r, 6))), ").")
    n.w("\n- Letter to ", "school" if child else "client", r.choice([" re seating near teacher and soundfield use.", ".",
                                                                      " with hearing strategies."]), "\n")
    n.w("- Next outreach visit: ", c.Dmy(c.dd(r.randint(60, 150))), "\n")
    parts.signature(c, n, aud, lic=r.random() < 0.25, user=r.random() < 0.3)
