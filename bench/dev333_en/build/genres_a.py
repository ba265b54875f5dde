"""Genres: orthoptic assessment, school vision screening referral,
refraction and glasses prescription, patching/atropine plan."""
import clin
import core
import locale_fmt as L
import parts


def history(b, ctx):
    r = ctx.rng
    pt = ctx.pt
    src = r.randrange(5)
    if src == 0 and ctx.age_y < 4:
        src = 4
    if src == 0:
        b.f("{f} is a {a} {bg} referred via school vision screening at {s} (failed VA {e}).",
            f=pt.n("first"), a=ctx.age("hyph"), bg=ctx.boygirl, s=(ctx.school, "ORGANIZATION"),
            e=r.choice(["RE", "LE", "both eyes"]))
    elif src == 1:
        b.f("{f} ({a}) referred by {g} at {p}: {m} noticed the {e} eye turning {io} in photographs since {my}.",
            f=pt.n("first"), a=ctx.age("yo"), g=ctx.gp.t("last"), p=(ctx.practice, "HOSPITAL"),
            m=ctx.mum_word, e=r.choice(["right", "left"]), io=r.choice(["in", "out"]),
            my=(L.month_year(ctx.earlier(60, 400), r), "DATE"))
    elif src == 2:
        b.f("Known to the department since {y}. Attends for %s review with {w}." % r.choice(["patching", "atropine", "glasses", "post-op"]),
            y=(str(ctx.earlier(200, 900).year), "DATE"), w=r.choice([["mum ", ctx.mum.n("first")], ["dad ", ctx.dad.n("first")],
                                                                     ["both parents"], ["grandmother, Mrs ", (ctx.mum.last, "FAMILY")]]))
    elif src == 3:
        b.f("Referred by optometrist {o} ({op}) with %s. Rx given {d}." % r.choice(["high hypermetropia", "reduced VA L", "a small esotropia", "anisometropia"]),
            o=ctx.optom.n("full"), op=(ctx.optician, "HOSPITAL"), d=ctx.Dr(ctx.earlier(20, 120)))
    else:
        b.f("{f}, {a}, seen with {pw} ({pn}). Concerns: %s." % r.choice(["eye drifts out when tired or daydreaming",
                                                                       "closes one eye in bright sunlight",
                                                                       "sits very close to the TV", "head tilt in photos",
                                                                       "rubbing eyes, headaches after school"]),
            f=pt.n("first"), a=ctx.age("aged"), pw=ctx.parent_word, pn=ctx.parent.n("full"))
    b.t("\n")
    if r.random() < 0.6:
        b.t("Birth hx: born at %s weeks, BW %s kg, %s. Development normal.\n" % (
            r.choice(["40", "39+2", "38", "36+5", "34", "41+1", "32+4"]), r.choice(["3.4", "2.9", "3.1", "2.2", "3.8", "1.9"]),
            r.choice(["SVD", "LSCS", "NVD, no SCBU", "ventouse", "emergency C-section"])))
    fh = r.randrange(5)
    if fh == 0:
        b.f("FHx: dad ({d}) patched as a child, wore glasses from age {a}.\n", d=ctx.dad.n("first"), a=(str(r.randrange(3, 9)), "AGE"))
    elif fh == 1:
        b.f("FHx: older sibling {s} (age {a}) has accommodative ET, under {h}.\n", s=ctx.sib.n("first"),
            a=(str(ctx.sib_age), "AGE"), h=(ctx.hosp2, "HOSPITAL"))
    elif fh == 2:
        b.t("FHx: nil squint / amblyopia. Maternal side myopic.\n")
    else:
        b.t("FHx: %s\n" % r.choice(["NKFH", "mum has a lazy eye", "nil of note", "cousin had squint surgery"]))
    if r.random() < 0.35:
        tail = r.choice([" (shifts)", "", [" at ", (ctx.employer, "ORGANIZATION")]])
        b.f("SHx: lives with parents; %s works as a {p}{t}.\n" % ctx.mum_word, p=(ctx.prof, "PROFESSION"), t=tail)


def orthoptic_assessment(b, ctx):
    r = ctx.rng
    c = ctx.c
    v = r.randrange(3)
    if v < 2:
        parts.letterhead(b, ctx, contacts=r.random() < 0.5, address=r.random() < 0.4)
        b.t(r.choice(["ORTHOPTIC ASSESSMENT", "ORTHOPTIC REPORT", "Orthoptic Clinic - New Patient", "Orthoptic Follow-up",
                      "ORTHOPTIC EVALUATION" if ctx.us else "Orthoptic Review"]) + "\n\n")
        parts.id_block(b, ctx)
        b.f("Clinic date: {d}   Time: %s\n" % clin.time(r), d=ctx.visit_())
        b.f("Seen by: {o}, %s\n" % parts.role_orth(ctx), o=ctx.orth.n("full"))
        if r.random() < 0.5:
            b.f("Consultant: {c}\n", c=ctx.cons.t(r.choice(["last", "full"])))
        if r.random() < 0.3:
            b.f("Room: %s{rm}\n" % r.choice(["", "Orthoptic ", "Clinic room "]), rm=(str(r.randrange(1, 30)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
        b.t("\nHistory:\n")
        history(b, ctx)
    else:
        b.f("Orthoptic review {d} - {h}\n", d=ctx.visit_(), h=(ctx.hosp, "HOSPITAL"))
        b.f("{n} ({a}), %s {m}\n\n" % parts.mrn_label(ctx), n=ctx.pt.n("full"), a=ctx.age("yo"), m=(ctx.mrn, "MRN"))
        history(b, ctx)
    if r.random() < 0.6:
        b.f("Glasses: worn ~%d%% of waking hours per %s; current Rx issued {d}.\n" % (r.choice([30, 50, 70, 80, 90, 100]), ctx.parent_word),
            d=ctx.Dr(ctx.earlier(60, 500)))
    if r.random() < 0.18:
        b.f("Family moved from {c} in {y}; previous eye records %s.\n" % r.choice(["not available", "requested", "reviewed - patched there for 6 months"]),
            c=(ctx.abroad, "COUNTRY"), y=(str(ctx.earlier(100, 900).year), "DATE"))
    if r.random() < 0.15:
        b.f("Interpreter: {i} (%s, ID {n}) present throughout.\n" % r.choice(["Arabic", "Polish", "Romanian", "Somali", "Punjabi", "Tigrinya", "Portuguese", "Mandarin"]),
            i=core.P(r, "DOCTOR", c=c).n("full"), n=("INT-" + L.dig(r, 5), "IDNUM"))
    if r.random() < 0.6:
        b.t("PMH: %s\n" % r.choice(clin.PMH))
    b.t("Meds: %s. Allergies: %s.\n" % (r.choice(["nil regular", "salbutamol inhaler PRN", "melatonin 2 mg nocte", "levetiracetam", "none"]), r.choice(["NKDA", "penicillin (rash)", "nil known", "Elastoplast - skin reaction"])))
    b.t("\n" + clin.va_block(r, c) + "\n")
    b.t(clin.cover_test(r) + "\n")
    b.t(r.choice(clin.MOTILITY) + "\n")
    if r.random() < 0.4:
        b.t(r.choice(["Hirschberg: %s" % r.choice(["symmetrical", "L reflex displaced temporally ~15 deg", "R nasal displacement"]),
                      "Krimsky: %d PD BO L" % r.choice([20, 25, 30, 35]), "Maddox wing: %s" % r.choice(["exo 6, no hyper", "eso 4, R hyper 1", "exo 12"]),
                      "Hess chart: %s" % r.choice(["L SO underaction with LIO overaction", "full, no restriction", "R LR underaction"])]) + "\n")
    b.t("Stereo: %s\n" % r.choice(clin.STEREO))
    if r.random() < 0.7:
        b.t("BSV: %s\n" % r.choice(clin.BINOC))
    if r.random() < 0.6:
        b.t("%s; %s\n" % (r.choice(clin.CONV), r.choice(clin.HEAD)))
    if r.random() < 0.5:
        b.t("Fixation: %s\n" % r.choice(clin.FIX))
    if r.random() < 0.5:
        b.t("Last cyclo Rx (%s): RE %s  LE %s\n" % (r.choice(clin.DRUGS_DIL), clin.rx(r), clin.rx(r)))
    b.t("\nImpression: %s\n" % r.choice(clin.DIAG))
    b.t("Plan:\n")
    plan = r.sample([
        "- Continue full-time glasses wear",
        "- Patching %s eye %d hrs/day (%s)" % (r.choice(["R", "L"]), r.choice([1, 2, 3, 4, 6]), r.choice(clin.PATCH)),
        "- Atropine 1%% %s eye weekends only" % r.choice(["R", "L"]),
        "- Cyclo refraction next visit",
        "- Discussed surgery; for listing with consultant",
        "- Convergence exercises (pencil push-ups, dot card) 5 min BD",
        "- Fresnel prism %d PD BO %s" % (r.choice([6, 10, 15, 20]), r.choice(["R", "L"])),
        "- Discharge to community optometrist, annual eye test",
        "- Patch diary given; leaflet explained",
    ], r.randrange(2, 5))
    b.t("\n".join(plan) + "\n")
    b.t(r.choice(["Discussed findings and plan with parent; questions answered. ",
                  "Importance of compliance reinforced; reward chart suggested. ",
                  "Parent reports good effort at home; nursery now supportive. ",
                  "Explained that amblyopia treatment works best when started early. ", "Discussed findigs with parent. ",
                  ""]) + r.choice(["Happy with plan.", "Written information given.", "Will phone if problems.", "Agrees to continue."]) + "\n")
    nxt = ctx.later(28, 120)
    b.f("Next appt: {d} with {o}\n", d=r.choice([ctx.D(nxt), ctx.Dw(nxt)]), o=r.choice([ctx.orth.n("full"), ctx.orth2.n("full"), ctx.cons.t("last")]))
    if r.random() < 0.3:
        b.f("Parent contact: {p}\n", p=(ctx.mob, "PHONE"))
    b.t("\n")
    parts.esign(b, ctx, ctx.orth, parts.role_orth(ctx))


def school_screening(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    if c == "US":
        b.f("{dist} - School Health Services\nVISION SCREENING REFERRAL\n\n",
            dist=(ctx.city + " Unified School District", "ORGANIZATION") if r.random() < 0.5 else (ctx.school, "ORGANIZATION"))
    else:
        b.t(r.choice(["Child Health Vision Screening Service", "School Entry Vision Screening Programme",
                      "Community Orthoptic Screening", "School Health Service - Vision Screening",
                      "B4 School Check - Vision and Hearing" if c == "NZ" else "Preschool Vision Screening"]) + "\n")
        b.t(r.choice(["REFERRAL FOR FURTHER EYE EXAMINATION", "Vision Screening Result - Referral", "Notification of screening outcome"]) + "\n\n")
    b.f("Screening ID: {s}\n", s=(r.choice(["VS", "SCR", "SV"]) + L.dig(r, 2) + "-" + L.dig(r, 5), "IDNUM"))
    b.f("Child: {n}   {s}   DOB: {d}\n", n=pt.n(r.choice(["full", "LF", "LFU"])), s=pt.sex, d=ctx.dob_())
    b.f("School: {s}", s=(ctx.school, "ORGANIZATION"))
    b.t("   %s\n" % ctx.grade())
    if r.random() < 0.5:
        b.f("Class teacher: {t}\n", t=[r.choice(["Mrs ", "Ms ", "Mr ", "Miss "]), (r.choice(core.pools.SURNAMES), "FAMILY")])
    b.t("Parent/carer: ")
    b.put([ctx.parent.n("full"), "\n"])
    b.t("Address: ")
    b.put(ctx.addr_lines())
    b.t("\n")
    b.f("Tel: {p}\n", p=(ctx.mob if r.random() < 0.6 else ctx.home_phone, "PHONE"))
    if r.random() < 0.4:
        b.f("%s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    b.f("\nDate screened: {d}   Screener: {s}, %s\n" % r.choice(["Orthoptist", "School Nurse", "Screening Technician", "Vision Screener"] if c != "US" else ["School Nurse, RN", "Vision Screener", "Lions volunteer screener"]),
        d=ctx.visit_(), s=ctx.orth.n(r.choice(["full", "init"])))
    if r.random() < 0.5:
        b.f("Equipment: %s, serial {sn}\n" % r.choice(clin.SCREENERS), sn=(L.device_serial(r), "DEVICE"))
    b.t("\nRESULTS\n")
    b.t("Test: %s at %s\n" % (clin.va_test(r, c), r.choice(["10 ft", "10 feet", "20 ft"]) if c == "US" else r.choice(["3m", "4m", "3 m"])))
    b.t("Right eye: %s   Left eye: %s\n" % (clin.va(r, c, r.random() < 0.5), clin.va(r, c, True)))
    b.t("Pass criterion: %s\n" % ("20/40 or better each eye, <2 line difference" if c == "US" else
                                   r.choice(["0.200 logMAR or better each eye", "0.2 logMAR (Keeler crowded)", "0.200 each eye, < 2 line interocular difference"])
                                   if clin.MODE[0] == "logmar" else r.choice(["6/9 each eye", "6/9 or better, no 2-line difference"])))
    if r.random() < 0.5:
        b.t("Cover test: %s\n" % r.choice(["small L ET noted", "no manifest deviation", "? intermittent XT at distance", "not done - child uncooperative"]))
    if r.random() < 0.4:
        b.t("Photoscreener: %s\n" % r.choice(["Refer - anisometropia > 1.50 D", "Refer - hyperopia RE +3.75", "Pass", "Refer - astigmatism -2.00 LE"]))
    if r.random() < 0.6:
        b.f("Previous screening: %s on {d}.\n" % r.choice(["passed", "not done (absent)", "referred, did not attend", "passed, borderline RE"]), d=ctx.Dr(ctx.earlier(300, 800)))
    if r.random() < 0.5:
        b.f("Consent form signed by {p} on {d}.\n", p=ctx.parent.n("full"), d=ctx.D(ctx.earlier(5, 40)))
    b.t("Screener comments: %s\n" % r.choice(["Child cooperative, good attention.", "Child co-operative, good attenton.", "Shy, needed encouragement - matching card used.", "Wears glasses - not brought to school today.",
                                             "Head turn noted when reading chart.", "Squinting/screwing up eyes at distance chart.", "Already under hospital eye service? Parent to confirm."]))
    b.t("\nOutcome: REFER\n")
    rsn = r.choice(["reduced vision in the left eye", "reduced vision in both eyes", "a possible squint", "reduced vision in the right eye", "unable to complete test"])
    b.f("Dear Parent/Carer,\nWhen {f}'s eyes were checked at school on {d}, the result showed %s. " % rsn,
        f=pt.n("first"), d=ctx.D(ctx.visit, r.choice(L.date_styles(c))))
    if r.random() < 0.5:
        b.f("We have referred {him} to the eye clinic at {h}; you will receive an appointment by post. ",
            him=ctx.him, h=(ctx.hosp, "HOSPITAL"))
    else:
        b.t("Please take this letter to %s for a full eye test. %s\n" % (
            r.choice(["an optometrist (optician)", "your child's eye doctor", "a local optometrist"]),
            r.choice(["Eye tests are free for children under 16.", "This is covered by Medicare for children.", "Most insurance plans cover this exam.", ""])))
        if r.random() < 0.5:
            b.f("Nearest participating practice: {o}, {s}, {t}. ", o=(ctx.optician, "HOSPITAL"), s=(core.street(r, c), "STREET"), t=(ctx.city, "CITY"))
    b.t("\n")
    b.f("Queries: {p}", p=(ctx.dept_phone, "PHONE"))
    if r.random() < 0.5:
        b.f(" or {e}", e=(ctx.dept_email, "EMAIL"))
    b.t("\n")
    if r.random() < 0.3:
        b.f("More information: {u}\n", u=(ctx.url, "URL"))
    b.t("\n--- Optometrist / eye clinic to complete and return ---\n")
    b.t("Findings: ______________  Rx issued: Y / N   Glasses voucher: ______\n")
    b.t("Examiner: ______________  Date: ________\n")
    if r.random() < 0.5:
        b.f("Return to: {o}, %s, {h}" % r.choice(["Screening Coordinator", "Community Orthoptist", "Lead School Nurse"]), o=ctx.orth2.n("full"), h=(ctx.hosp, "HOSPITAL"))
        b.t(" - ")
        b.put(ctx.hosp_addr())
        b.t("\n")
    if r.random() < 0.4:
        b.f("Letter generated {d} by {u}\n", d=ctx.D(ctx.later(1, 5)), u=(L.username_for(r, ctx.orth.first, ctx.orth.last), "USERNAME"))


def refraction_rx(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    parts.letterhead(b, ctx, contacts=r.random() < 0.6, address=r.random() < 0.5)
    b.t(r.choice(["CYCLOPLEGIC REFRACTION", "Refraction Clinic", "SPECTACLE PRESCRIPTION", "GLASSES PRESCRIPTION" if ctx.us else "Optometry - Paediatric Refraction"]) + "\n\n")
    parts.id_block(b, ctx, address=r.random() < 0.4)
    b.f("Date: {d}\n", d=ctx.visit_())
    b.f("Examiner: {e}, %s\n" % r.choice(["Optometrist", "Paediatric Optometrist", "Optometrist (Hospital Eye Service)"] if not ctx.us else ["OD", "OD, FAAO", "Optometrist"]),
        e=ctx.optom.n("full"))
    b.t("\nIndication: %s\n" % r.choice(["Failed school screening", "Accommodative ET - annual cyclo", "Amblyopia monitoring", "Headaches with near work", "Myopia progression", "Post-op refraction"]))
    dil = r.choice(clin.DRUGS_DIL)
    b.t("Cycloplegia: %s instilled %s, refracted %s\n" % (dil, clin.time(r), r.choice(["after 30 min", "40 mins later", "after 45 min", "35 min post"])))
    if r.random() < 0.3:
        b.t("Drops instilled by: ")
        b.put([ctx.nurse.n("full"), ", ", r.choice(["Staff Nurse", "Clinic Nurse", "HCA", "Ophthalmic Technician"]), "\n"])
    if r.random() < 0.6:
        b.f("Previous Rx ({d}): RE %s  LE %s\n" % (clin.rx(r), clin.rx(r)), d=ctx.Dr(ctx.earlier(150, 700)))
    b.t("VA %s (%s): RE %s  LE %s\n" % (r.choice(["with current glasses", "unaided", "cc"]), clin.va_test(r, c), clin.va(r, c), clin.va(r, c)))
    b.t("\nRetinoscopy (working distance 0.67m):\n  RE %s\n  LE %s\n" % (clin.rx(r), clin.rx(r)))
    if r.random() < 0.4:
        b.t("Autorefraction (%s): RE %s  LE %s\n" % (r.choice(["Retinomax", "Topcon KR-800", "Nidek ARK-1", "handheld"]), clin.rx(r), clin.rx(r)))
    b.t("Anterior segment: %s. %s.\n" % (r.choice(["quiet both eyes", "clear media, no lens opacity", "mild blepharitis"]), clin.fundus(r)))
    b.t("Subjective check: %s\n" % r.choice(["not possible (age)", "accepted full cyl, VA improved 1 line", "prefers -0.25 less", "n/a - preverbal"]))
    b.t("\nPRESCRIPTION\n")
    sep = "-" * 38
    b.t(sep + "\n      SPH     CYL    AXIS   ADD\n")
    for eye in ("R", "L"):
        s = clin.sph(r, r.random() < 0.75)
        cyl = r.choice(["DS", "-0.50", "-1.00", "-1.50", "-2.25"])
        ax = "" if cyl == "DS" else str(r.choice([180, 90, 175, 5, 10, 170]))
        b.t("%s   %7s %6s %6s   %s\n" % (eye, s, cyl, ax, r.choice(["-", "-", "+2.50 (exec bifocal)", "+3.00"])))
    b.t(sep + "\n")
    b.t("PD: %d mm   Wear: %s\n" % (r.randrange(44, 62), r.choice(["full time", "constant wear incl. school", "distance only", "reading/close work", "full time - must wear for patching to work"])))
    b.t("Lenses: %s\n" % r.choice(["polycarbonate, MR-8", "Trivex with AR coating", "CR39, sprung hinges, curl sides", "polycarbonate, photochromic", "DIMS myopia control lenses", "MiyoSmart"]))
    if c == "UK":
        b.f("HES(P) voucher no: {v}   Voucher value band: %s\n" % r.choice(["A", "B", "C", "D", "E"]), v=("HES" + L.dig(r, 7), "IDNUM"))
    elif c == "US":
        b.f("Rx #: {v}   Valid through: {d}\n", v=("RX" + L.dig(r, 7), "IDNUM"), d=ctx.D(ctx.later(365, 366)))
        lab, val = L.license_for(r, c, "optom")
        b.f("Prescriber %s: {l}\n" % lab, l=(val, "LICENSE"))
    elif r.random() < 0.6:
        b.f("Prescription ref: {v}\n", v=(L.let(r, 2) + L.dig(r, 6), "IDNUM"))
    b.t("\nComments: %s\n" % r.choice(["Full cyclo correction given for ET control.", "Cyl prescribed in full; reduced sph by +1.00 symmetrically.",
                                         "Myopia progression -0.75 in 12 months; discussed low-dose atropine 0.01%.", "Anisometropia 2.50 D - amblyopia risk, refer orthoptics.",
                                         "First glasses; parents counselled re adaptation 1-2 weeks."]))
    if r.random() < 0.5:
        b.f("Dispense at: {o}", o=(ctx.optician, "HOSPITAL"))
        if r.random() < 0.6:
            b.f(", {s}, {t}", s=(core.street(r, c), "STREET"), t=(ctx.city, "CITY"))
        if r.random() < 0.5:
            b.f(" (tel {p})", p=(L.phone(r, c), "PHONE"))
        b.t("\n")
    b.t(clin.follow_up(r, c) + "\n\n")
    b.put([ctx.optom.n(r.choice(["full", "init"])), ", ", r.choice({"US": ["OD", "OD, FAAO"], "UK": ["Optometrist", "MCOptom"], "AU": ["Optometrist", "B.Optom"],
                                                                  "NZ": ["Optometrist", "BOptom"]}.get(c, ["Optometrist"])), "\n"])
    lab, val = L.license_for(r, c, "optom")
    if r.random() < 0.6 and c != "US":
        b.f("%s {l}\n" % lab, l=(val, "LICENSE"))


def patching_plan(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    f = pt.n("first")
    atro = r.random() < 0.35
    eye = r.choice(["RIGHT", "LEFT"])
    other = "LEFT" if eye == "RIGHT" else "RIGHT"
    b.f("{h}\n", h=(ctx.hosp, "HOSPITAL"))
    b.t(r.choice(["Orthoptic Department", "Paediatric Eye Service", "Pediatric Eye Clinic" if ctx.us else "Children's Eye Clinic"]) + "\n\n")
    b.f("%s PLAN FOR {f}\n" % ("ATROPINE" if atro else "PATCHING"), f=pt.n(r.choice(["full", "first"])))
    b.f("DOB: {d}   %s: {m}\n" % parts.mrn_label(ctx), d=ctx.dob_(), m=(ctx.mrn, "MRN"))
    b.f("Date given: {d}   Orthoptist: {o}\n\n", d=ctx.visit_(), o=ctx.orth.n(r.choice(["full", "first"])))
    if atro:
        b.f("{f} has a lazy eye (amblyopia) in the %s eye. Instead of a patch, we will blur the stronger %s eye with drops.\n\n" % (other.lower(), eye.lower()), f=pt.n("first"))
        b.t("Medicine: Atropine 1% eye drops (or atropine 0.5% - check label)\n")
        b.t("Dose: ONE drop into the %s eye %s\n" % (eye, r.choice(["on two consecutive mornings each week (weekend atropine)", "every morning", "once daily, at bedtime"])))
        b.t("Keep glasses on as usual. The %s pupil will look large; this is expected.\n" % eye.lower())
        b.t("Stop the drops and contact us if: flushed face, fever, racing heart, confusion or unusual behaviour.\n")
        b.t("Press on the inner corner of the eye for 1 minute after the drop (punctal occlusion).\n")
        b.t("Store out of reach of children. Wash hands after use.\n")
    else:
        hrs = r.choice([1, 2, 2, 3, 4, 6])
        b.f("Please patch {f}'s %s eye for %d hour%s every day.\n\n" % (eye, hrs, "" if hrs == 1 else "s"), f=pt.n("first"))
        b.t("Patch: %s, size %s\n" % (r.choice(clin.PATCH), r.choice(["junior", "regular", "mini", "5.7 x 5 cm"])))
        b.t("Glasses must be worn over the patch.\n")
        b.t("Good activities while patching: colouring, jigsaws, tablet games, reading, Lego.\n")
        b.t("Skin irritation: try a barrier film or rotate the patch position; call us if it persists.\n")
        if r.random() < 0.5:
            b.t("Keep a diary of hours worn on the chart overleaf and bring it to your next visit.\n")
    b.t("\nWhy is this important?\nAmblyopia responds best to treatment before 7-8 years of age. The amount of treatment is tailored after each visit.\n\n")
    if r.random() < 0.4:
        b.f("School: {s} has been sent a copy of this plan (with parental consent).\n", s=(ctx.school, "ORGANIZATION"))
    if r.random() < 0.35:
        b.f("Nursery key worker: {k}\n", k=[r.choice(["Ms ", "Mrs ", ""]), (r.choice(core.pools.FEMALE) + " " + r.choice(core.pools.SURNAMES), "FAMILY")])
    b.f("Next appointment: {d} at %s\n" % clin.time(r), d=ctx.Dw(ctx.later(35, 100)))
    b.t("Questions? Orthoptic office ")
    b.put([(ctx.dept_phone + (L.extension(r) if r.random() < 0.3 else ""), "PHONE")])
    b.t(" (Mon-Fri 9-4)")
    if r.random() < 0.6:
        b.f(", e-mail {e}", e=(ctx.dept_email, "EMAIL"))
    b.t("\n")
    if r.random() < 0.5:
        b.f("Video: how to put on a patch - {u}\n", u=(ctx.url, "URL"))
    b.t("\nDIARY\n")
    start = ctx.visit
    for i in range(r.choice([5, 7, 7, 10])):
        d = L.add_days(start, i + 1)
        b.put([ctx.D(d, "dm" if c != "US" else "md"), "  hrs: ____  "])
        if i % 2 == 1:
            b.t("\n")
    b.t("\n\n")
    b.f("Plan explained to {p} ({pw}), who is happy to proceed.%s\n" % r.choice(["", " Interpreter used.", " Written copy given.", " Leaflet also given in Polish." if ctx.c in ("UK", "IE") else ""]),
        p=ctx.parent.n(r.choice(["full", "first"])), pw=ctx.parent_word)
    parts.esign(b, ctx, ctx.orth, parts.role_orth(ctx))
