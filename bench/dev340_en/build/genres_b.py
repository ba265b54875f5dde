"""Genres: arbitration/second grading note, referral to hospital eye
service, result letter to patient, result letter to GP."""
import ids
import pools
from blocks import (letterhead, patient_addressee, staff_sig, role_name,
                    make_grade, fmt_eye, outcome_text, va, hba1c, bp, egfr,
                    meds, nm, re_line, history, advice_list, va_pair)
from ctx import render_addr
from note import Note, S, add_days, hhmm, a_an, words, weekday_after


def _alt_grade(g, ctx, rng):
    """A plausible disagreeing grade for one eye."""
    alt = {"R0": "R1", "R1": rng.choice(["R0", "R1M1", "R2"]),
           "R1M1": rng.choice(["R1", "R2"]), "R2": rng.choice(["R1", "R3A"]),
           "R3A": "R2", "R3S": "R3A", "U": rng.choice(["R0", "R1"])}
    return [alt[e] for e in g.raw]


def arbitration(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    us = ctx.r in ("US", "CA", "AU", "ZA")
    g1, g2, lead = ctx.grader1, ctx.grader2, ctx.lead
    n(rng.choice(["ARBITRATION GRADING RECORD", "Second grading / arbitration note",
                  "Adjudication (third read)" if us else "Arbitration outcome",
                  "REFERRAL OUTCOME GRADING - ARBITRATION"]), "\n")
    n(S(ctx.prog, "ORGANIZATION"), "\n")
    n("-" * 40, "\n")
    n("Patient: ", rng.choice([p.formal(True), nm(p)]), "  DOB ", ctx.d(ctx.dob),
      "  ", ctx.pid[0], " ", S(ctx.pid[1], ctx.pid[2]), "\n")
    n("Event: ", S(ids.event_id(rng), "ACCOUNT"), "   Screened ", ctx.d(ctx.ev),
      " at ", S(ctx.venue, "HOSPITAL"), "\n\n")
    n("Age at screen: ", S(str(ctx.age), "AGE"), "   Diabetes: ", ctx.dm_type,
      ", ", hba1c(rng, ctx), "\n")
    if rng.random() < 0.7:
        n("Screening history:\n")
        history(n, ctx, rng, rng.randint(1, 3))
    n("\n")
    alt = _alt_grade(g, ctx, rng)
    d1 = add_days(ctx.ev, rng.randint(1, 5))
    d2 = add_days(d1, rng.randint(1, 6))
    d3 = add_days(d2, rng.randint(1, 10))
    a1, a2 = (g.raw, alt) if rng.random() < 0.5 else (alt, g.raw)
    for label, who, d, gr in (("1st", g1, d1, a1), ("2nd", g2, d2, a2)):
        n(label, " ", "reader" if us else "grader", ": ", who.full(), " [",
          who.uname(), "]  ", ctx.d(d), "\n   R ", fmt_eye(gr[0], g.uk, ctx, rng),
          "   L ", fmt_eye(gr[1], g.uk, ctx, rng), "\n")
    referable = ("R1M1", "R2", "R3A")
    if "U" in a1 + a2:
        why = "image quality disputed (gradable vs ungradable)"
    elif any(x in referable for x in a1) != any(x in referable for x in a2):
        why = rng.choice(["referable / non-referable disagreement",
                          "1st/2nd grade disagree on outcome"])
    elif any(x.endswith("M1") for x in a1) != any(x.endswith("M1") for x in a2):
        why = "disagreement on maculopathy grade"
    elif "R3A" in a1 + a2:
        why = "2nd grader flagged possible new vessels"
    else:
        why = "R grade disagreement"
    n("\nReason for arbitration: ", why, "\n")
    n("Arbitrator: ", lead.title, " ", lead.full(), ", ", rng.choice([
        "Consultant Ophthalmologist", role_name(ctx, "lead"),
        "Medical Retina Consultant"]))
    if rng.random() < 0.6:
        n(" (", ctx.lic_label(), " ", S(lead.lic, "LICENSE"), ")")
    n("\nDate: ", ctx.d(d3), " ", hhmm(rng, 8, 19), "\n")
    n("Images reviewed: ", S(ids.image_id(rng), "IDNUM"), ", ",
      S(ids.image_id(rng), "IDNUM"), rng.choice(["", " + OCT macular cube",
                                                 " + previous set from last year"]),
      "\n\n")
    n("FINAL GRADE\n  Right: ", g.re, "\n  Left:  ", g.le, "\n")
    n("Outcome: ", outcome_text(g, ctx, rng), "\n")
    if g.outcome == "refer":
        lt = "referral letter generated, %s copy queued" % ctx.gpw
    else:
        lt = rng.choice(["%s and patient letters released" % ctx.gpw,
                         "results letters queued for next print run"])
    n("Letters: ", lt, "\n\n")
    n("Comments: ")
    pool = {
        "urgent": ["Fine NVE superotemporal L, confirmed on red-free. Urgent "
                   "referral generated. ",
                   "NVD on the right disc image; pre-retinal haemorrhage "
                   "inferiorly. Urgent referral generated. "],
        "refer": ["Exudate within 1 DD of the foveal centre on the macula-centred "
                  "field, so M1 confirmed. ",
                  "Venous beading in two quadrants on the R; meets pre-proliferative "
                  "criteria. ",
                  "Group of exudates at the macula, larger than 1/2 DD; M1. "],
        "none": ["Exudate lies at approx 1.2 DD from foveal centre on the "
                 "macula-centred field, therefore outside the 1 DD zone. ",
                 "Blot haemorrhages in 3 quadrants but no venous beading or IRMA "
                 "seen at full magnification. ",
                 "Apparent haemorrhage is a pigment clump adjacent to a choroidal "
                 "naevus; not DR. ",
                 "Dot haemorrhage within 1 DD but VA 6/6 both eyes - does not meet "
                 "M1. "],
        "slitlamp": ["Lens opacity obscures both macular fields; ungradable, "
                     "slit-lamp examination required. ",
                     "Images ungradable despite enhancement; small pupils. "],
        "surveillance": ["Stable laser scars, no active new vessels compared with "
                         "previous set. "],
    }
    key = "urgent" if g.urgency == "urgent" else (
        g.outcome if g.outcome in ("refer", "slitlamp", "surveillance") else "none")
    n(rng.choice(pool[key]))
    n(rng.choice([
        "Both graders' lesion markings reviewed on the grading software. ",
        "Reviewed at 100% zoom with contrast enhancement. ",
        "Compared with images from the previous two years. ", ""]))
    if rng.random() < 0.7:
        n("Feedback given to ", rng.choice([g1, g2]).first_(), rng.choice([
            " at monthly TAT review", " by email", " in person", " via the grading "
            "system message board"]), ". ")
    if rng.random() < 0.5:
        n("Logged as QA discrepancy ", S(ids.ref_id(rng, "QA", d3.year), "IDNUM"),
          ". ")
    n("\n")
    if rng.random() < 0.5:
        n("\nSigned ", lead.initials(), " ", ctx.d(d3), "\n")
    return n


def referral_hes(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    while g.outcome != "refer":
        g = make_grade(rng, ctx)
    urgent = g.urgency == "urgent"
    rd = add_days(ctx.ev, rng.randint(2, 12))
    lead = ctx.lead
    n(rng.choice(["REFERRAL TO HOSPITAL EYE SERVICE", "Referral to Ophthalmology",
                  "Diabetic Eye Screening - Referral Form"]), "  [",
      "URGENT" if urgent else "ROUTINE", "]\n\n")
    n("To: ", rng.choice(["Medical Retina Service", "Ophthalmology Department",
                          "Eye Clinic Booking Office", "Diabetic Eye Clinic"]),
      ", ", S(ctx.hes, "HOSPITAL"), "\n    ")
    render_addr(n, ctx.hes_addr, rng, inline=True)
    n("\nFrom: ", S(ctx.prog, "ORGANIZATION"), "\n")
    n("Referral date: ", ctx.d(rd), "   Ref: ", S(ids.ref_id(rng, "REF", rd.year),
                                                    "IDNUM"), "\n")
    if ctx.r == "UK" and rng.random() < 0.6:
        n("e-RS UBRN: ", S(ids.ubrn(rng), "IDNUM"), "\n")
    tgt = weekday_after(rd, 14 if urgent else 91)
    n("Target: first OPA by ", ctx.d(tgt), " (", "2 weeks" if urgent else
      "13 weeks", ")\n\n")
    n("PATIENT DETAILS\n")
    n("Name: ", p.title, " ", p.fullmid(), "\nDOB: ", ctx.d(ctx.dob), "  Age: ",
      S(str(ctx.age), "AGE"), "  Sex: ", "Female" if p.sex == "F" else "Male", "\n")
    n("Address: ")
    render_addr(n, ctx.addr, rng, inline=True)
    n("\nTel: ", S(ctx.phone, "PHONE"), "  Mobile: ", S(ctx.mobile, "PHONE"), "\n")
    if rng.random() < 0.35:
        n("Email: ", S(p.email, "EMAIL"), "\n")
    ctx.id_block(n)
    n("\n", ctx.gpw, ": ", ctx.gp.title, " ", ctx.gp.full(), ", ",
      S(ctx.gp_practice, "HOSPITAL"),
      ", ")
    render_addr(n, ctx.gp_addr, rng, inline=True, county=False)
    n("  T: ", S(ctx.gp_phone, "PHONE"))
    if rng.random() < 0.5:
        n("  F: ", S(ctx.gp_fax, "FAX"))
    n("\n")
    if rng.random() < 0.6:
        n("NOK: ", ctx.fam.full(), " (", ctx.fam.rel, ") ", S(ctx.fam_phone, "PHONE"),
          "\n")
    if rng.random() < 0.25:
        n("Interpreter required: ", rng.choice(pools.LANGS), "\n")
    if rng.random() < 0.35:
        n("Country of birth: ", pools.country_phrase(rng, pools.BIRTH_COUNTRIES,
                                                        article=False), "\n")
    n("\nSCREENING FINDINGS\n")
    n("Screen date: ", ctx.d(ctx.ev), " at ", S(ctx.venue, "HOSPITAL"), "\n")
    n("Right eye: ", g.re, "   VA ", va(rng, ctx), "\n")
    n("Left eye:  ", g.le, "   VA ", va(rng, ctx), "\n")
    if g.features:
        n("Features: ", "; ".join(g.features), "\n")
    if rng.random() < 0.4:
        n("OCT (", rng.choice(pools.OCTS), "): CST R ", str(rng.randint(240, 420)),
          " um, L ", str(rng.randint(240, 420)), " um; ",
          rng.choice(["intraretinal fluid L", "no fluid", "DMO R", "ERM R"]), "\n")
    n("Images: ", S(ids.image_id(rng), "IDNUM"), " (available on ",
      rng.choice(["shared PACS", "OptoVue viewer", "the image exchange portal"]),
      ")\n")
    n("Graded by ", ctx.grader1.full(), "; confirmed by ", ctx.grader2.full(), "\n\n")
    n("CLINICAL\n")
    n(ctx.dm_type, " diabetes since ", S(str(ctx.dx_year), "DATE"), ". ",
      hba1c(rng, ctx), ", ", bp(rng), ", ", egfr(rng), ".\n")
    n("Medication: ", ", ".join(meds(rng)), "\n")
    pmh = rng.sample(pools.EPONYM_HX + ["hypertension", "CKD stage 3a", "IHD",
                                        "obesity (BMI 36)", "hypothyroidism"], 2)
    n("PMH: ", "; ".join(pmh), "\n")
    if rng.random() < 0.5:
        n("Ocular history: ", rng.choice(pools.OCULAR_HX), "\n")
    if ctx.occupation and rng.random() < 0.75:
        n("Social: occupation: ", ctx.job_label())
        if ctx.driver() and rng.random() < 0.7:
            n("; holds ", "Group 2 (vocational) licence" if ctx.r == "UK" else
              "commercial licence", ", licence no ", S(ctx.licence_no, "LICENSE"))
        elif ctx.employer and rng.random() < 0.5:
            n(" at ", S(ctx.employer, "ORGANIZATION"))
        n(".\n")
    n("\nReferred by: ", lead.title, " ", lead.full(), ", ", role_name(ctx, "lead"))
    n("  ", ctx.lic_label(), " ", S(lead.lic, "LICENSE"), "\n")
    n("Contact: ", S(ctx.prog_phone, "PHONE"), " / ", S(ctx.prog_email, "EMAIL"),
      "\n")
    if rng.random() < 0.4:
        n("Please confirm receipt and first appointment date to the failsafe "
          "officer, ", ctx.failsafe.full(), ".\n")
    return n


def result_patient(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    letterhead(n, ctx, rng)
    ld = add_days(ctx.ev, rng.randint(5, 21))
    n(ctx.d(ld), "\n\n")
    patient_addressee(n, ctx, rng)
    n(ctx.pid[0], ": ", S(ctx.pid[1], ctx.pid[2]), "\n")
    if rng.random() < 0.4:
        n("Date of birth: ", ctx.d(ctx.dob), "\n")
    n("\nDear ", rng.choice([[p.title, " ", p.last_()], [p.first_()],
                             [p.title, " ", p.full()]]), ",\n\n")
    n("Your diabetic eye screening results\n\n")
    n("Thank you for attending your appointment at ", S(ctx.venue, "HOSPITAL"),
      " on ", ctx.d(ctx.ev), ". ")
    months = "12" if g.outcome in ("recall12",) else "24"
    if g.outcome in ("recall12", "recall24"):
        if g.worst == "R0":
            n("We found no signs of diabetic retinopathy. ")
        else:
            n("We found some small changes called background diabetic retinopathy. "
              "This is common and does not affect your sight, but it shows that "
              "diabetes is starting to affect your eyes. ")
        n("We will invite you again in about ", months, " months. "
          "Good control of your blood sugar, blood pressure and cholesterol "
          "reduces the risk of changes getting worse.")
    elif g.outcome == "refer":
        n("The photographs show changes that need a closer look by an eye "
          "specialist. We have referred you to the eye clinic at ",
          S(ctx.hes, "HOSPITAL"), ". ")
        if g.urgency == "urgent":
            n("This is an urgent referral and the clinic should contact you within "
              "2 weeks. ")
        else:
            n("The clinic will contact you with an appointment, usually within 3 "
              "months. ")
        n("If you have not heard by ", ctx.d(add_days(ld, 28 if g.urgency == "urgent"
                                                     else 84)),
          ", please call us on ", S(ctx.prog_phone, "PHONE"), ". ")
    elif g.outcome == "slitlamp":
        n("Unfortunately the photographs were not clear enough to grade, often "
          "because of cataract or small pupils. We will send you an appointment "
          "for an examination with a slit lamp microscope instead. ")
    else:
        n("Your eyes need to be checked more often, so we will see you in our "
          "surveillance clinic in about 6 months rather than 12. ")
    n("\n\nWhat you can do to look after your eyes:\n")
    advice_list(n, rng)
    n("\nIf you notice any sudden change in your vision before your next "
      "appointment, contact your optometrist, GP or local eye casualty "
      "straight away - do not wait for your next screening.\n\n")
    if rng.random() < 0.5:
        n("More information: ", S(ctx.prog_url, "URL"), "\n\n")
    if rng.random() < 0.5:
        n(rng.choice([
            "This letter is available in large print, Braille, audio and other "
            "languages on request. ",
            "If you need help understanding this letter, an interpreter can be "
            "arranged free of charge. "]), "\n\n")
    n("A copy of this letter has been sent to your ", ctx.gpw_lc, ", ", ctx.gp.title, " ",
      ctx.gp.last_(), " at ", S(ctx.gp_practice, "HOSPITAL"), ".\n\n")
    n("Yours sincerely\n\n\n")
    staff_sig(n, ctx, rng, ctx.lead if rng.random() < 0.5 else ctx.manager,
              rng.choice([role_name(ctx, "lead"), role_name(ctx, "manager")]),
              org=False)
    if rng.random() < 0.3:
        n("\nLetter ref ", S(ids.ref_id(rng, "LTR", ld.year), "IDNUM"), "\n")
    return n


def result_gp(ctx, rng):
    n = Note()
    p = ctx.pt
    g = make_grade(rng, ctx)
    compact = rng.random() < 0.5
    if compact:
        n(S(ctx.prog, "ORGANIZATION"), " | ", S(ctx.prog_phone, "PHONE"), " | ",
          S(ctx.prog_email, "EMAIL"), "\n\n")
    else:
        letterhead(n, ctx, rng, fax=True)
    ld = add_days(ctx.ev, rng.randint(3, 18))
    n(rng.choice(["Date: ", "Date typed: ", ""]), ctx.d(ld), "\n\n")
    n(ctx.gp.title, " ", ctx.gp.full(), "\n", S(ctx.gp_practice, "HOSPITAL"), "\n")
    render_addr(n, ctx.gp_addr, rng)
    if rng.random() < 0.5:
        n("\nFax: ", S(ctx.gp_fax, "FAX"))
    n("\n\nDear ", rng.choice(["Dr ", "Dr. "]), ctx.gp.last_(), ",\n\n")
    re_line(n, ctx, rng)
    n("Address: ")
    render_addr(n, ctx.addr, rng, inline=True)
    n("\n\n")
    n("This patient attended diabetic eye screening on ", ctx.d(ctx.ev), " at ",
      S(ctx.venue, "HOSPITAL"), ".\n\n")
    n("  Right eye: ", g.re, "\n  Left eye:  ", g.le, "\n")
    if rng.random() < 0.5:
        n("  VA: R ", va_pair(rng, ctx)[0], " L ", va_pair(rng, ctx)[0], "\n")
    n("  Outcome:   ", outcome_text(g, ctx, rng), "\n\n")
    if rng.random() < 0.6:
        n("Previous screening results:\n")
        history(n, ctx, rng, rng.randint(1, 2))
        n("\n")
    if rng.random() < 0.4:
        n("Graded by ", ctx.grader1.full(), rng.choice([
            " and ", "; second grade by "]), ctx.grader2.full(), ".\n\n")
    if g.outcome == "refer":
        n("A referral has been made to ", S(ctx.hes, "HOSPITAL"), ". ")
    if g.worst != "R0":
        n(rng.choice([
            "Please review glycaemic and blood pressure control; NICE suggests an "
            "individualised HbA1c target (often 48-53 mmol/mol). " if ctx.r == "UK"
            else "Please review glycaemic and blood pressure control against the "
            "patient's individual target. ",
            "Background changes noted - please optimise HbA1c, BP and lipids at the "
            "next diabetes review. ",
            "The presence of retinopathy is a marker of microvascular risk; consider "
            "checking urine ACR and eGFR if not done in the last 12 months. "]))
    if ctx.occupation and rng.random() < 0.4:
        n("We note from the capture record that ", p.title, " ", p.last_(),
          " ", ctx.job_works(),
          ("; any %s notification" % ctx.licensing) if ctx.licensing else
          "; fitness to drive", " is based on visual fields and acuity, not the "
          "screening grade. ")
    n("\n\nYours sincerely,\n\n")
    who = ctx.lead
    n(who.title, " ", who.full(), "\n", role_name(ctx, "lead"), "\n")
    if rng.random() < 0.5:
        n(ctx.lic_label(), ": ", S(who.lic, "LICENSE"), "\n")
    n("\ncc: ", p.title, " ", p.full(), " (patient)\n")
    if rng.random() < 0.4:
        n("cc: ", rng.choice(["Diabetes Specialist Nurse", "Diabetes Centre"]), ", ",
          S(ctx.hes, "HOSPITAL"), "\n")
    n("\n", rng.choice([
        "This letter was generated electronically and is valid without a "
        "signature.",
        "Please update the patient's record with the codes below.",
        "Do not reply to the sender address; contact the programme office."]), "\n")
    if rng.random() < 0.5:
        n("Read codes: 2BBm/2BBn  | SNOMED CT: 374901000000104\n")
    if rng.random() < 0.4:
        n(rng.choice(["DD/", "Typed by: "]), S((ctx.clerk.first[0] + ctx.clerk.last[0]).lower()
                                              if rng.random() < 0.5 else
                                              ctx.clerk.first[0] + ctx.clerk.last[0],
                                              "DOCTOR"), "\n")
    return n
