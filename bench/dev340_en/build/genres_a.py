"""Genres: screening invitation letter, photography session record,
grading report."""
import ids
import pools
from blocks import (letterhead, patient_addressee, staff_sig, role_name,
                    make_grade, outcome_text, va, hba1c, meds, nm, LOGMAR,
                    va_pair, history, questionnaire)
from ctx import render_addr, Person
from note import Note, S, add_days, hhmm, words, fdate, later_time, a_an


def invitation(ctx, rng):
    n = Note()
    p = ctx.pt
    if rng.random() < 0.15:
        ctx.make_young(rng)
    child = ctx.age < 16
    letterhead(n, ctx, rng)
    ldate = add_days(ctx.ev, -rng.randint(14, 42))
    n(rng.choice(["Date: ", "Date of letter: ", ""]), ctx.d(ldate), "\n")
    n(rng.choice(["Our ref: ", "Ref: ", "Letter ref: "]),
      S(ids.ref_id(rng, "INV", ldate.year), "IDNUM"), "\n")
    n(ctx.pid[0], ": ", S(ctx.pid[1], ctx.pid[2]), "\n\n")
    if child:
        fam = ctx.fam
        n("To the parent or guardian of\n", nm(p), "\n")
        render_addr(n, ctx.addr, rng)
        n("\n\nDear ", fam.title, " ", fam.last_(), ",\n\n")
        n("Now that ", p.first_(), " is ", S(str(ctx.age), "AGE"),
          ", we would like to invite ", "her" if p.sex == "F" else "him",
          " for diabetic eye screening. ")
    else:
        patient_addressee(n, ctx, rng)
        n("Dear ", p.title, " ", p.last_(), ",\n\n")
    if child:
        n("Diabetic eye screening is offered to everyone with diabetes from the "
          "age of 12. Please come with ", p.first_(), " to the appointment below; "
          "a parent or guardian must stay for the whole visit. ")
    else:
        n(rng.choice([
            "Diabetic eye screening is a test to check for diabetic retinopathy, "
            "which can affect the back of the eye (the retina). ",
            "Everyone with diabetes aged 12 or over is offered screening because "
            "retinopathy often has no symptoms in the early stages. ",
            "You are due your regular diabetic eye check. ",
            "Our records show it is time for your annual eye screening. "]))
    appt = ctx.ev
    t = hhmm(rng, 8, 17)
    n("We have booked an appointment for you:\n\n")
    n("  Date:   ", ctx.dwd(appt), "\n  Time:   ", t, "\n")
    if ctx.mobile_unit:
        n("  Where:  Mobile screening unit (vehicle reg ",
          S(ctx.unit_plate, "VEHICLE"), "), parked at ",
          S(ctx.venue, "HOSPITAL"), ", ")
        render_addr(n, ctx.venue_addr, rng, inline=True, county=False)
        n("\n")
    else:
        n("  Where:  ", S(ctx.venue, "HOSPITAL"), "\n          ")
        render_addr(n, ctx.venue_addr, rng, inline=True, county=False)
        if rng.random() < 0.6:
            n("\n          ", rng.choice(["Room ", "Clinic room ", "Consulting room "]),
              S(ctx.room, "LOCATION_OTHER"))
        n("\n")
    n("\n")
    tips = [
        "The appointment will take about %s. " % rng.choice(
            ["30 minutes", "45 minutes", "an hour", "30 to 45 minutes"]),
        "We will put drops in your eyes (usually tropicamide 1%) to make your "
        "pupils bigger. ",
        "Your vision may be blurred for %s after the drops, so please do not "
        "drive to or from your appointment. " % rng.choice(
            ["4 to 6 hours", "up to 6 hours", "several hours"]),
        "Please bring your glasses or contact lenses, a list of your "
        "medicines and sunglasses for the journey home. ",
        "If you are pregnant, please tell us: you may need extra screening "
        "during pregnancy. ",
        "Screening does not replace your regular sight test at an optician. ",
    ]
    if ctx.r == "US":
        tips.append("This exam uses a camera that usually does not need "
                    "dilating drops. It is billed to your health plan as a "
                    "preventive service (CPT 92229). ")
    if ctx.r == "AU":
        tips.append("Please bring your Medicare card. ")
    if ctx.r == "IE":
        tips.append("The service is free of charge. Please bring photo ID. ")
    if child:
        tips = [t for t in tips if "pregnan" not in t and "drive" not in t]
    for tip in rng.sample(tips, rng.randint(3, len(tips))):
        n(tip)
    n("\n\n")
    if rng.random() < 0.6:
        n(rng.choice(["What happens at the appointment:\n",
                      "At your appointment:\n"]))
        steps = ["we check your identity and ask about your diabetes",
                 "we test your eyesight with a letter chart",
                 "drops are put in to widen your pupils",
                 "photographs of the back of each eye are taken (no contact "
                 "with the eye, the camera flash is bright)",
                 "the photographs are checked by trained graders and you get a "
                 "letter within about 3 weeks"]
        for st in steps[:rng.randint(3, 5)]:
            n("  * ", st, "\n")
        n("\n")
    if rng.random() < 0.5:
        if ctx.r == "US":
            n("Your health information is protected under HIPAA; see our Notice "
              "of Privacy Practices. ", "\n\n")
        else:
            n(rng.choice([
                "We hold your details to run the screening programme. Your " +
                ctx.gpw_lc + " shares them with us for this purpose. ",
                "Your information is handled in line with data protection law; "
                "see our privacy notice. "]), "\n\n")
    n(rng.choice(["To change or cancel your appointment, please call ",
                  "If this time is not convenient, phone the booking team on ",
                  "Please let us know if you cannot attend by calling "]),
      S(ctx.prog_phone, "PHONE"), " (", rng.choice(["Monday to Friday, 9am to 4.30pm",
                                                     "Mon-Fri 08:30-17:00",
                                                     "weekdays 9:00-16:00"]), ")")
    if rng.random() < 0.7:
        n(" or email ", S(ctx.prog_email, "EMAIL"))
    n(". ")
    if rng.random() < 0.6:
        n("You can also rebook online at ", S(ctx.prog_url, "URL"), ". ")
    n(rng.choice([
        "If you need an interpreter or this letter in another format, please "
        "tell us. ",
        "If you are already under the care of an eye clinic for diabetic eye "
        "disease, please let us know so we can update our records. ",
        "If you no longer have diabetes or wish to opt out, please contact us. "]))
    if rng.random() < 0.35:
        n("Parking is available ", rng.choice([
            "behind ", "next to ", "opposite "]), "the ", S(rng.choice([
                "Jubilee Clock Tower", "Old Mill Chambers", "Carnegie Library",
                "Brunswick Pavilion", "Market Cross", "Victoria Hall",
                "Riverside Bandstand"]), "LOCATION_OTHER"),
          "; ", "blue badge" if ctx.r == "UK" else "accessible",
          " parking bays are at the main entrance. ")
    n("\n\nYours sincerely,\n\n\n")
    who = ctx.clerk if rng.random() < 0.6 else ctx.manager
    staff_sig(n, ctx, rng, who, rng.choice(["Booking Coordinator",
                                            "Administrator",
                                            role_name(ctx, "manager")]),
              org=rng.random() < 0.5)
    if rng.random() < 0.7:
        n("\ncc: ", ctx.gp.title, " ", ctx.gp.full() if rng.random() < 0.5
          else ctx.gp.last_(), ", ", S(ctx.gp_practice, "HOSPITAL"), "\n")
    if rng.random() < 0.4:
        n("\nInvitation ", rng.choice(["1 of 2", "2 of 2 (reminder)",
                                       "(first reminder)", "(re-offer after DNA)"]),
          ". Printed ", ctx.d(ldate), " ", hhmm(rng, 6, 8),
          rng.choice([" by overnight batch", " (2nd class post)",
                      " - large print"]), ".\n")
    return n


def photo_session(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    n(rng.choice(["RETINAL PHOTOGRAPHY SESSION RECORD",
                  "Retinal Imaging - Screening Encounter",
                  "DIGITAL SURVEILLANCE / SCREENING CAPTURE SHEET",
                  "Photography episode"]), "\n")
    n(rng.choice(["=" * 44, "-" * 44]), "\n")
    n("Programme: ", S(ctx.prog, "ORGANIZATION"), "\n")
    if ctx.mobile_unit:
        n("Site: Mobile unit ", S(ctx.unit_plate, "VEHICLE"), " @ ",
          S(ctx.venue, "HOSPITAL"), "\n")
    else:
        n("Site: ", S(ctx.venue, "HOSPITAL"), "   Room: ",
          S(ctx.room, "LOCATION_OTHER"), "\n")
    n("Session date: ", ctx.d(ctx.ev), "  ", rng.choice(["AM", "PM", "Eve"]),
      " list\n")
    n("Camera: ", ctx.camera, "   S/N: ", S(ctx.camera_sn, "DEVICE"), "\n")
    n("Workstation: ", rng.choice(["CAP-", "WS", "IMG-PC"]),
      str(rng.randint(1, 12)), "  IP ", S(ctx.ws_ip, "IPADDR"), "\n")
    sc = ctx.screener
    n(role_name(ctx, "screener"), ": ", sc.full(), " (login ", sc.uname(), ")")
    if rng.random() < 0.45:
        n("  auth: fingerprint ", S("FP-" + ids.digits(rng, 5), "BIOID"))
    n("\n\n")
    n("PATIENT\n")
    n("Name: ", p.formal(upper=True), "   Sex: ", p.sex, "\n")
    n("DOB: ", ctx.d(ctx.dob), "   Age: ", S(str(ctx.age), "AGE"), "\n")
    ctx.id_block(n, extra=rng.random() < 0.5)
    n("\nEvent ID: ", S(ids.event_id(rng), "ACCOUNT"), "\n")
    if ctx.r == "US" and rng.random() < 0.7:
        n("Identity check: palm-vein scan matched, template ",
          S("PV-" + ids.digits(rng, 6), "BIOID"), "\n")
    n(ctx.gpw, ": ", ctx.gp.title, " ", ctx.gp.full(), ", ",
      S(ctx.gp_practice, "HOSPITAL"), "\n")
    n("Diabetes: ", ctx.dm_type, ", diagnosed ", S(str(ctx.dx_year), "DATE"),
      "; ", "; ".join(meds(rng, rng.randint(1, 2))), "\n")
    if rng.random() < 0.6:
        n("Last screen: ", ctx.d(add_days(ctx.ev, -rng.randint(330, 760))),
          " (", rng.choice(["R0M0", "R1M0", "no DR", "background DR"]), ")\n")
    n("\nPRE-SCREEN QUESTIONS\n")
    questionnaire(n, ctx, rng)
    n("\nCHECKS\n")
    n("Consent: ", rng.choice(["verbal consent given", "consent obtained, leaflet given",
                               "Y"]), "\n")
    if p.sex == "F" and 18 <= ctx.age <= 45:
        if rng.random() < 0.4:
            ctx.pregnant = True
            n("Pregnancy: yes, ", str(rng.randint(10, 30)), "+",
              str(rng.randint(0, 6)), " weeks gestation (G", str(rng.randint(1, 4)),
              "P", str(rng.randint(0, 2)), ") - pregnancy pathway\n")
        else:
            n("Pregnancy: not pregnant\n")
    acu = "logMAR" if rng.random() < 0.25 else "Snellen"
    n("VA (", acu, "):\n")
    for side in ("R", "L"):
        if acu == "logMAR":
            i = rng.randint(2, len(LOGMAR) - 1)
            n("  ", side, "  ", LOGMAR[i], "   PH ", LOGMAR[max(0, i - rng.randint(0, 2))],
              "\n")
        else:
            a, b = va_pair(rng, ctx)
            n("  ", side, "  ", a, rng.choice(["   PH ", "  pinhole "]), b, "\n")
    t1 = hhmm(rng, 8, 16)
    n("Drops: tropicamide 1% ", rng.choice(["OU", "both eyes", "R+L"]),
      " at ", t1)
    if rng.random() < 0.3:
        n(" + phenylephrine 2.5%")
    n("\n")
    n("Images: R mac/disc ", rng.choice(["x2", "x2 + extra", "x3"]),
      ", L mac/disc ", rng.choice(["x2", "x2", "x3"]),
      "  Quality: ", rng.choice(["adequate", "good", "R adequate / L inadequate",
                                 "poor - small pupils", "adequate, some lens opacity"]),
      "\n")
    n("Image set: ", S(ids.image_id(rng), "IDNUM"), "\n")
    n("\nCOMMENTS\n")
    bits = []
    if rng.random() < 0.5:
        bits.append(["Pt drove to clinic despite letter; advised not to drive. ",
                     ctx.fam.rel.capitalize(), " ", ctx.fam.full(),
                     " collecting. Car reg ", S(ctx.plate, "VEHICLE"),
                     " in bay ", S(str(rng.randint(1, 40)), "LOCATION_OTHER"),
                     ". "])
    if rng.random() < 0.35:
        bits.append(["Accompanied by ", ctx.fam.rel, " ", ctx.fam.first_(),
                     " (", S(ctx.fam_phone, "PHONE"), "). "])
    if ctx.occupation and rng.random() < 0.35:
        bits.append([ctx.job_works(cap=True), "; asked about ",
                     (ctx.licensing + " rules") if ctx.licensing else
                     "driving rules", ". Told screening result does not itself "
                     "affect licence. "])
    if rng.random() < 0.3:
        bits.append([rng.choice(pools.LANGS), " interpreter booked via phone line, "
                     "interpreter ID ", S(ids.digits(rng, 5), "IDNUM"), ". "])
    bits.append([rng.choice([
        "Photophobic ++ after drops. ", "Small pupils, poorly dilating. ",
        "Lens opacity L>R, images hazy. ", "Nystagmus, multiple attempts. ",
        "Tolerated well. ", "Wheelchair user, transferred for imaging. ",
        "Blink artefact on L disc, repeated. ",
        "BM %.1f mmol/L pre-screen, felt fine. " % (rng.randint(40, 180) / 10),
        "Pt reports floaters for 2/52. Flagged for grader. "])])
    if rng.random() < 0.3:
        bits.append(["Moving to ", pools.country_phrase(rng, pools.TRAVEL_COUNTRIES), " in ", S(fdate(add_days(ctx.ev, 60), "dMMy")
                                                .split(" ", 1)[1], "DATE"),
                     " - advised to register with local service. "])
    rng.shuffle(bits)
    for b in bits:
        n(b)
    n("\n\nCaptured ", later_time(t1, rng.randint(12, 35)), " by ", sc.initials())
    if rng.random() < 0.5:
        n(". Sent to ", rng.choice(["1st", "primary"]), " grading queue")
    n("\n")
    return n


def grading_report(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    gr = ctx.grader1
    us = ctx.r in ("US", "CA")
    n(rng.choice(["PRIMARY GRADING REPORT", "Grading Report - 1st grade",
                  "Teleretinal Reading Report" if us else "Grading Summary",
                  "DIABETIC EYE SCREENING - GRADING OUTCOME"]), "\n")
    n(S(ctx.prog, "ORGANIZATION"), "\n\n")
    n("Patient:     ", rng.choice([p.formal(True), nm(p), p.full()]), "\n")
    n("DOB:         ", ctx.d(ctx.dob), " (", S(str(ctx.age), "AGE"), rng.choice(
        [" yrs)", "y)", " years)"]), "\n")
    n(ctx.pid[0].ljust(13), S(ctx.pid[1], ctx.pid[2]), "\n")
    n("Episode:     ", S(ids.event_id(rng), "ACCOUNT"), "\n")
    n("Screened:    ", ctx.d(ctx.ev), " at ", S(ctx.venue, "HOSPITAL"), "\n")
    n("Camera:      ", ctx.camera, "\n")
    gd = add_days(ctx.ev, rng.randint(0, 9))
    n("Graded by:   ", gr.full(), " (", gr.uname(), ")")
    if us:
        n("\nReader:      Dr ", ctx.lead.full(), ", MD  NPI " if ctx.r == "US"
          else ", MD  Lic ", S(ctx.lead.lic, "LICENSE"))
    elif rng.random() < 0.4:
        n("  cert ", S(gr.cert, "LICENSE"))
    n("\nGrade date:  ", ctx.d(gd), " ", hhmm(rng, 8, 18), "\n")
    n("Diabetes:    ", ctx.dm_type, ", duration ", str(max(1, ctx.ev.year - ctx.dx_year)),
      " years; last ", hba1c(rng, ctx), "\n\n")
    n("Images:\n")
    for fld in rng.sample(["R macula-centred", "R disc-centred", "L macula-centred",
                           "L disc-centred"], rng.randint(2, 4)):
        n("  ", fld.ljust(18), S(ids.image_id(rng), "IDNUM"), "  ",
          rng.choice(["gradable", "gradable", "borderline", "ungradable - blur"]), "\n")
    if rng.random() < 0.7:
        n("Previous results:\n")
        history(n, ctx, rng, rng.randint(1, 3))
    n("\n")
    n("RIGHT EYE  ", g.re, "\n  quality: ", rng.choice(["adequate", "good",
                                                       "borderline", "inadequate"]),
      "\nLEFT EYE   ", g.le, "\n  quality: ", rng.choice(["adequate", "good",
                                                         "borderline"]), "\n")
    if g.features:
        n("Features: ", "; ".join(g.features), "\n")
    other = rng.sample(["drusen at macula", "choroidal naevus (<2DD, flat)",
                        "asteroid hyalosis", "myelinated nerve fibres",
                        "C/D 0.7 suspicious - advise optometrist review",
                        "epiretinal membrane", "tessellated fundus",
                        "none"], rng.randint(0, 2))
    if other:
        n("Non-DR findings: ", ", ".join(other), "\n")
    if rng.random() < 0.6:
        n("Grader comment: ", rng.choice([
            "Lesions unchanged from previous set.",
            "New dot haemorrhages inferotemporal R compared with last year.",
            "Artefact on L macula image (eyelash), not a lesion.",
            "Exudate close to but outside 1DD; please check at 2nd grade.",
            "Lens opacity limits view of periphery; central fields adequate.",
            "PRP scars noted, no new vessels seen."]), "\n")
    n("\nOUTCOME: ", outcome_text(g, ctx, rng), "\n")
    if g.outcome != "recall24" and rng.random() < 0.6:
        n("Sent for 2nd grading to ", ctx.grader2.full(), " (", ctx.grader2.uname(),
          ")\n")
    n("\nAudit trail\n")
    ip = ids.ipaddr(rng)
    t = hhmm(rng, 8, 15)
    rows = [(gd, t, gr, "opened episode", ip),
            (gd, later_time(t, rng.randint(2, 9)), gr, "grade saved", ip)]
    if rng.random() < 0.6:
        rows.append((gd, later_time(t, rng.randint(11, 25)), gr,
                     "submitted for QA" if rng.random() < 0.5 else "locked", ip))
    if rng.random() < 0.6:
        rows.append((add_days(gd, rng.randint(1, 3)), hhmm(rng, 8, 17), ctx.grader2,
                     "viewed", ids.ipaddr(rng)))
    st = rng.choice(["iso", ctx.ds])
    for d, tm, who, act, addr in rows:
        n("  ", ctx.d(d, st), " ", tm, "  ", who.uname(), "  ", act, "  from ",
          S(addr, "IPADDR"), "\n")
    if ctx.employer and rng.random() < 0.35:
        n("\nNote: Pt ", ctx.job_works(),
          rng.choice([" - letter copied to occupational health at ",
                      "; employer "]), S(ctx.employer, "ORGANIZATION"),
          " on request.\n")
    return n
