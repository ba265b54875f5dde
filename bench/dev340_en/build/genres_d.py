"""Own genres: telephone contact record, cohort management (exclusion /
suspension / opt-out) record, hospital eye service outcome letter."""
import ids
import pools
from blocks import role_name, make_grade, va, hba1c, bp, nm, re_line, history
from ctx import make_addr, render_addr, town_list
from note import Note, S, add_days, hhmm, a_an, weekday_after, words


TRANSPORT_COS = ["Ambucare Transport Ltd", "Vale Community Transport",
                 "Lifeline Patient Travel", "Silver Wheels Transport Co."]


def _call_body(n, ctx, rng, cd, h, reason, caller_is_pt):
    p = ctx.pt
    who = "pt" if caller_is_pt else ctx.fam.rel
    if reason == "rebook":
        new = weekday_after(cd, rng.randint(7, 40))
        n(who, " unable to attend ", ctx.d(ctx.ev), rng.choice([
            " - hospital appt same day.", " due to work shifts.", " - away.",
            " (childcare)."]), " Rebooked to ", ctx.dwd(new), " ", hhmm(rng, 8, 17),
          " at ", S(ctx.venue, "HOSPITAL"), ". Reminded re drops / no driving.")
    elif reason == "results":
        n(who, " asking for results of screen on ", ctx.d(ctx.ev),
          ". Explained results letter posted ", ctx.d(add_days(ctx.ev, 9)),
          "; outcome ", rng.choice(["no DR, annual recall", "background DR, annual "
                                    "recall", "referred to eye clinic (routine)"]),
          ". ")
        k = rng.randrange(3)
        if k == 0:
            n("Happy with explanation.")
        elif k == 1:
            n("Asked for letter to be re-sent.")
        else:
            n("Wants copy emailed to ", S(p.email, "EMAIL"), " - consent recorded.")
    elif reason == "moved":
        na = make_addr(rng, ctx.c)
        n(who, " reports change of address from ",
          ctx.d(add_days(cd, -rng.randint(5, 60))), ". New address: ")
        render_addr(n, na, rng, inline=True)
        n(". New tel ", S(ids.phone(rng, ctx.c, area=ids.area_code(
            rng, ctx.c, na.state, town_list(ctx.c).index(na.town))), "PHONE"),
          ". Demographics updated; GP asked to update registration.")
    elif reason == "abroad":
        if caller_is_pt:
            n("pt is in ")
        else:
            n(who, " says ", p.first_(), " is in ")
        n(pools.country_phrase(rng, pools.TRAVEL_COUNTRIES),
          rng.choice([" visiting family", " for a family wedding",
                      " for work", " caring for a parent"]),
          " until ", ctx.d(add_days(cd, rng.randint(30, 120))),
          ". Appointment cancelled; re-invite on return.")
    elif reason == "transport":
        n(who, " asks about transport - ", p.first_(), " is ",
          rng.choice(["housebound", "a wheelchair user", "partially sighted",
                      "recovering from hip surgery"]),
          ". Patient transport booked with ", S(rng.choice(TRANSPORT_COS),
                                                 "ORGANIZATION"),
          ", pickup vehicle ", S(ids.plate(rng, ctx.c), "VEHICLE"), ". ")
        if rng.random() < 0.5:
            n("Parking permit issued for ", ctx.fam.first_(), "'s car ",
              S(ctx.plate, "VEHICLE"), ".")
    elif reason == "cancel":
        n(who, " wishes to cancel - ", rng.choice([
            "already seen at eye clinic at ", "under the care of "]),
          S(ctx.hes, "HOSPITAL"), " (", ctx.consultant.title, " ",
          ctx.consultant.last_(), "). Advised suspension needs confirmation from "
          "HES; letter requested.")
    elif reason == "deceased":
        n(ctx.fam.rel, " ", ctx.fam.first_(), " rang to say ", p.first_(),
          " passed away on ", ctx.d(add_days(cd, -rng.randint(2, 30))),
          ". Condolences offered. Record flagged; GP to confirm.")
    elif reason == "reminder":
        n("Reminder call for appt ", ctx.dwd(ctx.ev), ". ", rng.choice([
            "No answer, voicemail left.", "Confirmed attending.",
            "Number not recognised - checked with GP practice.",
            "Spoke to " + ctx.fam.rel + ", will pass message on."]))
    else:
        n(who, " explains ", "she" if p.sex == "F" else "he",
          " works as ", a_an(ctx.occupation), S(ctx.occupation, "PROFESSION"),
          " at ", S(ctx.employer, "ORGANIZATION"),
          " and cannot attend weekday clinics. Offered Saturday session on ",
          ctx.dwd(add_days(ctx.ev, (5 - ctx.ev.weekday()) % 7 or 7)),
          ". Accepted.")
    n("\n")


def phone_log(ctx, rng):
    n = Note()
    p = ctx.pt
    n(rng.choice(["TELEPHONE CONTACT RECORD", "Call log - booking line",
                  "Telephone encounters", "Patient contact notes (phone)"]), "\n")
    n(S(ctx.prog, "ORGANIZATION"), "\n\n")
    n("Patient: ", rng.choice([p.formal(), nm(p), p.full()]), "   DOB ",
      ctx.d(ctx.dob), "\n", ctx.pid[0], ": ", S(ctx.pid[1], ctx.pid[2]), "\n")
    n("Contact: home ", S(ctx.phone, "PHONE"), ", mobile ", S(ctx.mobile, "PHONE"),
      "\n")
    if rng.random() < 0.45:
        n("Flags: ", rng.choice(["Age ", "aged "]), S(str(ctx.age), "AGE"), "; ",
          rng.choice(["hard of hearing - speak slowly", "prefers morning appts",
                      "needs ground-floor room", "needs longer appt (45 min)",
                      "visually impaired - large print"]), "\n")
    if rng.random() < 0.3:
        n("Interpreter needed: ", rng.choice(pools.LANGS), "\n")
    reasons = ["rebook", "results", "moved", "transport", "cancel", "abroad",
               "reminder"] + (["work", "work"] if ctx.employer else [])
    k = rng.choice([1, 2, 2, 3])
    cd = add_days(ctx.ev, -rng.randint(30, 90))
    for i in range(k):
        cd = add_days(cd, rng.randint(3, 25))
        last = i == k - 1
        reason = "deceased" if last and rng.random() < 0.12 else rng.choice(reasons)
        h = ctx.clerk if rng.random() < 0.6 else ctx.failsafe
        inbound = reason not in ("reminder",) and rng.random() < 0.8
        n("\n--- Call ", str(i + 1), " ---\n")
        n("Ref: ", S(ids.ref_id(rng, "TEL", cd.year), "IDNUM"), "   ",
          ctx.d(cd), " ", hhmm(rng, 8, 17), "   ",
          "inbound" if inbound else "outbound", "\n")
        n("Handler: ", h.full(), " [", h.uname(), "]\n")
        caller_is_pt = reason != "deceased" and rng.random() < 0.5
        lab = "Caller: " if inbound else "Spoke to: "
        if caller_is_pt:
            n(lab, "patient, on ", S(rng.choice([ctx.phone, ctx.mobile]),
                                     "PHONE"), "\n")
        else:
            n(lab, ctx.fam.full(), " (", ctx.fam.rel, ") on ",
              S(ctx.fam_phone, "PHONE"), "\n")
        n("ID check: DOB ", ctx.d(ctx.dob), ", ", ctx.zipw, " ",
          S(ctx.addr.postcode, "ZIP"))
        if rng.random() < 0.4:
            n(", 1st line of address ", S(ctx.addr.street, "STREET"))
        n(" - confirmed")
        if rng.random() < 0.3:
            n("; voice biometric match ", S("VB-" + ids.digits(rng, 7), "BIOID"),
              " (", "%d" % rng.randint(82, 99), "% confidence)")
        n("\nNotes: ")
        _call_body(n, ctx, rng, cd, h, reason, caller_is_pt)
        n("Outcome: ", rng.choice(["resolved", "resolved - letter sent",
                                   "pending callback", "passed to failsafe team"]),
          ". Duration ", str(rng.randint(2, 14)), " min.\n")
        if reason == "deceased":
            break
    if rng.random() < 0.4:
        n("\nSMS reminders: ", rng.choice(["consent recorded", "declined",
                                           "consent recorded - mobile verified"]),
          ".\n")
    return n


def cohort_record(ctx, rng):
    n = Note()
    p = ctx.pt
    reason = rng.choice(["hes", "optout", "deceased", "npl", "moved", "terminal",
                         "hes", "emigrated"])
    lead = ctx.lead
    ad = add_days(ctx.ev, rng.randint(0, 20))
    n(rng.choice(["COHORT MANAGEMENT RECORD", "Exclusion / suspension form",
                  "Patient pathway change - cohort management"]), "\n")
    n(S(ctx.prog, "ORGANIZATION"), "\n\n")
    n("Patient: ", p.title, " ", p.fullmid(), "\nDOB: ", ctx.d(ctx.dob), " (",
      S(str(ctx.age), "AGE"), ")\n")
    ctx.id_block(n, extra=rng.random() < 0.6)
    n("\nAddress: ")
    render_addr(n, ctx.addr, rng, inline=True)
    n("\nRegistered ", ctx.gpw, ": ", ctx.gp.title, " ", ctx.gp.full(), ", ",
      S(ctx.gp_practice, "HOSPITAL"), "\n\n")
    if rng.random() < 0.7:
        n("Screening history:\n")
        history(n, ctx, rng, rng.randint(1, 3))
        n("\n")
    act = {"hes": "SUSPEND", "optout": "EXCLUDE", "deceased": "EXCLUDE",
           "npl": "EXCLUDE", "moved": "TRANSFER OUT", "terminal": "EXCLUDE",
           "emigrated": "REMOVE (left country)"}[reason]
    n("Action: ", act, "\n")
    if reason == "hes":
        n("Reason: under the care of hospital eye service for diabetic eye disease "
          "(", rng.choice(["M1 / DMO on anti-VEGF", "R3A post-PRP",
                          "R2 under MR surveillance"]), ")\n")
        n("Evidence: clinic letter from ", ctx.consultant.title, " ",
          ctx.consultant.full(), ", ", S(ctx.hes, "HOSPITAL"), ", dated ",
          ctx.d(add_days(ad, -rng.randint(7, 60))), "; next HES appt ",
          ctx.d(weekday_after(ad, rng.randint(20, 120))), "\n")
        n("Suspended until: ", ctx.d(weekday_after(ad, 365)), " (review annually)\n")
    elif reason == "optout":
        n("Reason: informed choice to opt out (", rng.choice([
            "has private annual eye examinations", "does not wish to attend",
            "anxiety about drops", "prefers own optometrist"]), ")\n")
        n("Opt-out form signed ", ctx.d(ad))
        if rng.random() < 0.6:
            n(", witnessed by ", ctx.fam.rel, " ", ctx.fam.full())
        n(". Patient informed opt-out is valid for ", rng.choice(["3 years",
                                                                  "1 year"]),
          " and can be reversed at any time.\n")
    elif reason == "deceased":
        n("Reason: deceased. Date of death ", ctx.d(add_days(ad, -rng.randint(3, 40))),
          " confirmed by ", rng.choice([ctx.gpw + " practice", "registry check",
                                        "death notification feed",
                                        "next of kin"]), ".\n")
    elif reason == "npl":
        n("Reason: no perception of light in both eyes (confirmed by ",
          ctx.consultant.title, " ", ctx.consultant.last_(), ", ", S(ctx.hes, "HOSPITAL"),
          ").\n")
    elif reason == "moved":
        na = make_addr(rng, ctx.c)
        n("Reason: moved out of programme area to ")
        render_addr(n, na, rng, inline=True)
        n(". Record transferred to receiving programme on ", ctx.d(ad), ".\n")
        if rng.random() < 0.4:
            n("Previous programme contact: ", S(ids.email_for(rng, ctx.manager.first,
                                                              ctx.manager.last),
                                               "EMAIL"), "\n")
    elif reason == "emigrated":
        n("Reason: emigrated to ", pools.country_phrase(rng, pools.TRAVEL_COUNTRIES), " on ", ctx.d(add_days(ad, -rng.randint(10, 90))),
          " per ", rng.choice(["GP deduction notice", "letter from patient",
                               "call from " + ctx.fam.rel]), ".\n")
    else:
        n("Reason: terminal illness; exclusion at patient and ", ctx.fam.rel,
          "'s request (", ctx.fam.full(), ", LPA for health).\n")
    needs_clin = reason in ("npl", "terminal", "hes")
    n("\nClinical sign-off required: ", "Yes" if needs_clin else "No", "\n")
    if needs_clin:
        n("Authorised: ", lead.title, " ", lead.full(), ", ", role_name(ctx, "lead"),
          " ", ctx.d(add_days(ad, rng.randint(0, 5))), "\n")
    n("Entered by: ", ctx.failsafe.full(), " (", ctx.failsafe.uname(), ") from ",
      S(ids.ipaddr(rng), "IPADDR"), " on ", ctx.d(ad), " ", hhmm(rng, 8, 18), "\n")
    n(ctx.gpw, " notified: ", rng.choice(["letter", "email", "electronic notification"]),
      " ", ctx.d(add_days(ad, rng.randint(0, 7))))
    if rng.random() < 0.5:
        n(" to ", S(ctx.gp.email, "EMAIL"))
    n("\n")
    if reason not in ("deceased", "emigrated") and rng.random() < 0.75:
        n("\nLetter ref ", S(ids.ref_id(rng, "EXC", ad.year), "IDNUM"),
          " sent to patient:\n")
        n("  Dear ", p.title, " ", p.last_(), ", ")
        if reason == "hes":
            n("as you are now being looked after by the eye clinic at ",
              S(ctx.hes, "HOSPITAL"), ", we will not send you routine screening "
              "invitations while you remain under their care. ")
        elif reason == "moved":
            n("we have passed your screening record to the programme covering your "
              "new address. ")
        else:
            n("we have removed you from the list of people invited for diabetic eye "
              "screening, as agreed. ")
        n("If your circumstances change, or you would like to be screened again, "
          "please call ", S(ctx.prog_phone, "PHONE"), ". We have informed your " + ctx.gpw_lc + ". "
          "Yours sincerely, ", ctx.manager.full(), ", ", role_name(ctx, "manager"),
          ".\n")
    return n


def hes_letter(ctx, rng):
    n = Note()
    p = ctx.pt
    cons = ctx.consultant
    g = make_grade(rng, ctx)
    n(S(ctx.hes, "HOSPITAL"), "\n", rng.choice(["Department of Ophthalmology",
                                                "Eye Unit", "Medical Retina Service",
                                                "Ophthalmology Outpatients"]), "\n")
    render_addr(n, ctx.hes_addr, rng)
    n("\nTel ", S(ids.phone(rng, ctx.c, mobile=False, ext=rng.random() < 0.4,
                          area=ctx.hes_area), "PHONE"),
      "   Fax ", S(ids.phone(rng, ctx.c, mobile=False, area=ctx.hes_area), "FAX"),
      "\n\n")
    cd = add_days(ctx.ev, rng.randint(20, 120))
    n("Attending: " if ctx.r == "US" else "Consultant: ", cons.title, " ",
      cons.full(), "\n")
    n("Clinic date: ", ctx.d(cd), "   Dictated: ", ctx.d(add_days(cd, rng.randint(0, 3))),
      "   Typed: ", ctx.d(add_days(cd, rng.randint(3, 10))), "\n")
    n("Visit no: ", S(ids.event_id(rng), "ACCOUNT"), "\n\n")
    n(ctx.gp.title, " ", ctx.gp.fi_last() if rng.random() < 0.4 else ctx.gp.full(),
      "\n", S(ctx.gp_practice, "HOSPITAL"), "\n")
    render_addr(n, ctx.gp_addr, rng)
    n("\n\nDear ", ctx.gp.title, " ", ctx.gp.last_(), ",\n\n")
    re_line(n, ctx, rng)
    if ctx.pid[0] == "MRN" and ctx.r != "UK":
        if ctx.id_block(n, extra=True, pid=False):
            n("\n")
    elif ctx.r == "UK" or rng.random() < 0.4:
        n("Hospital No: ", S(ctx.hosp_no, "MRN"), "\n")
    elif ctx.id_block(n, extra=True, pid=False):
        n("\n")
    render_addr(n, ctx.addr, rng, inline=True)
    n("\n\n")
    diag = rng.choice([
        ["R centre-involving DMO, moderate NPDR", "L mild NPDR, no DMO"],
        ["PDR both eyes, post PRP R", "L vitreous haemorrhage (resolving)"],
        ["Severe NPDR R>L", "Bilateral nuclear sclerotic cataract"],
        ["Non-centre-involving DMO L - observe", "Mild NPDR R"],
        ["Stable treated PDR (R3S) both eyes", "Pseudophakia OU"]])
    n("Diagnosis:\n")
    for i, d in enumerate(diag, 1):
        n(str(i), ". ", d, "\n")
    if rng.random() < 0.5:
        n("\nBCVA (ETDRS letters): R ", str(rng.randint(35, 85)), ", L ",
          str(rng.randint(35, 85)))
    n("\nVA: R ", va(rng, ctx), "  L ", va(rng, ctx), "   IOP ",
      str(rng.randint(12, 22)), "/", str(rng.randint(12, 22)), " mmHg\n")
    n("OCT (", rng.choice(["Spectralis", "Cirrus", "Triton"]), "): CST R ",
      str(rng.randint(240, 520)), " um, L ", str(rng.randint(230, 380)), " um\n\n")
    him = "her" if p.sex == "F" else "him"
    he = "She" if p.sex == "F" else "He"
    n("Thank you for referring ", p.title, " ", p.last_(), ", a ",
      S(str(ctx.age), "AGE"), rng.choice(["-year-old ", " year old "]),
      rng.choice(["lady", "woman"]) if p.sex == "F" else rng.choice(["gentleman", "man"]),
      ", via the diabetic eye screening programme. ", he, " has had ", ctx.dm_type,
      " diabetes since ", S(str(ctx.dx_year), "DATE"), " and most recent ",
      hba1c(rng, ctx), ". ")
    if ctx.occupation and rng.random() < 0.65:
        n(he, " ", ctx.job_works())
        if ctx.driver():
            n(" and I have advised that ", "she" if p.sex == "F" else "he",
              " currently meets the visual standard for driving (Esterman field "
              "done today); licence ", S(ctx.licence_no, "LICENSE"), " noted")
        n(". ")
    tx = rng.choice([
        "I have started a course of intravitreal aflibercept 2 mg to the right eye, "
        "first of five monthly loading doses given today. ",
        "I performed pan-retinal photocoagulation to the left eye today "
        "(1,450 burns, 532 nm PASCAL, 200 um spot). ",
        "Faricimab 6 mg was given to the right eye today (3rd injection). ",
        "No treatment is needed at present; I will observe with OCT. ",
        "The cataract is the main cause of the blurred images and I have listed "
        + him + " for right phacoemulsification with IOL. "])
    n(tx)
    if rng.random() < 0.35:
        n("Risks including endophthalmitis (approx 1 in 2,000) were discussed and ",
          he.lower(), " was accompanied by ", "her " if p.sex == "F" else "his ",
          ctx.fam.rel, ", ", ctx.fam.first_(), ". ")
    n("\n\nPlan: ", rng.choice([
        "review in 4 weeks with OCT (virtual clinic)",
        "remain under HES; screening programme to suspend routine recall",
        "discharge back to diabetic eye screening with 12-month recall",
        "MR clinic 3 months; please optimise BP - " + bp(rng)]), ".\n")
    n("\nYours sincerely,\n\n\n", cons.full(), "\n", rng.choice([
        "Retina Specialist", "Attending Ophthalmologist"] if ctx.r in ("US", "CA")
        else ["Consultant Ophthalmologist", "Consultant Ophthalmic Surgeon",
              "Medical Retina Consultant"]), "\n")
    if rng.random() < 0.6:
        n(ctx.lic_label(), " ", S(cons.lic, "LICENSE"), "\n")
    n("\ncc: ", p.title, " ", p.full(), "\ncc: ", S(ctx.prog, "ORGANIZATION"), "\n")
    sec = ctx.clerk
    n("\n", S((cons.first[0] + cons.last[0]).upper(), "DOCTOR"), "/",
      S((sec.first[0] + sec.last[0]).lower(), "DOCTOR"), "\n")
    return n
