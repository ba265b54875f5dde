"""Genres: movement disorders clinic letter, driving fitness letter, benefits support letter."""
import clin
import pools
from nb import NB, P
from people import Ctx, Clin, Person, letterhead, signoff, typist, typist_line
from geo2 import OTHER_COUNTRIES


def listing(b, items, r, numbered=None):
    numbered = r.random() < 0.5 if numbered is None else numbered
    mark = r.choice(["- ", "* ", "• "])
    for i, it in enumerate(items, 1):
        b.ln(("%d. " % i) if numbered else mark, it)


def a_an(word):
    return "an" if word[:1].lower() in "aeio" or word.startswith("HGV") else "a"


def onset(ctx):
    r = ctx.r
    dur = r.randint(2, 18)
    yr = ctx.d0.year - dur
    return dur, yr


def social(ctx, b, fam=None):
    r, pt = ctx.r, ctx.pt
    prof = r.choice(pools.PROFESSIONS)
    retired = pt.age >= 66 or r.random() < 0.3
    b.w(pt.He, " ", "is a retired " if retired else "works as %s " % a_an(prof), P("PROFESSION", prof))
    if not retired and r.random() < 0.6:
        b.w(" with ", P("ORGANIZATION", r.choice(pools.COMPANIES)))
    b.w(" and lives ")
    if fam:
        b.w("with ", pt.his, " ", fam.rel, " ", fam.n("first"))
        if r.random() < 0.4:
            b.w(" (a ", "retired " if r.random() < 0.5 else "", P("PROFESSION", r.choice(pools.PROFESSIONS)), ")")
    else:
        b.w("alone")
    b.w(" in ", P("CITY", ctx.addr["city"]), ". ")
    k = r.random()
    if k < 0.3:
        b.w(pt.He, " still plays at ", P("ORGANIZATION", r.choice(pools.CLUBS)), ". ")
    elif k < 0.55:
        b.w(pt.He, " attends the ", P("ORGANIZATION", r.choice(pools.SUPPORT)), " on Thursdays. ")
    elif k < 0.7:
        b.w(pt.He, " moved here from ", P("COUNTRY", r.choice(OTHER_COUNTRIES)), " in ", P("DATE", str(r.randint(1965, 2005))),
            ". ")
    if r.random() < 0.5:
        b.w("Non-smoker, alcohol ", str(r.randint(0, 14)), " units/week. ")
    b.w("\n")


def clinic_letter(r):
    ctx = Ctx(r, age_range=(44, 90))
    c, pt = ctx.c, ctx.pt
    b = NB()
    if c.code == "US" or (c.code == "CA" and r.random() < 0.4):
        return clinic_note_us(ctx, b)
    b.w(letterhead(ctx))
    b.blank()
    d_letter = ctx.days(r.randint(2, 20))
    if r.random() < 0.6:
        b.ln("Our ref: ", P("DOCTOR", ctx.neuro.initials(False).upper()), "/", P("DOCTOR", typist(ctx).low_init),
             "   Clinic date: ", ctx.D(ctx.d0))
    else:
        b.ln("Clinic date: ", ctx.D(ctx.d0), "     Date typed: ", ctx.D(d_letter))
    b.ln("Date: ", ctx.D(d_letter, "long"))
    b.blank()
    to_patient = r.random() < 0.25
    if to_patient:
        b.ln(pt.n("formalfull"))
        b.ln(c.addr_lines(ctx.addr, r))
        b.blank()
        b.ln("Dear ", pt.n("formal"), ",")
    else:
        b.ln("Dr ", ctx.gp.n("fullmid"))
        b.ln(P("HOSPITAL", ctx.practice))
        b.ln(c.addr_lines(ctx.prac_addr, r))
        b.blank()
        b.ln("Dear Dr ", ctx.gp.n("last"), ",")
    b.blank()
    ids = ctx.id_pairs(2)
    b.w("Re: ", pt.n(r.choice(["full", "lastfirst", "fullmid", "caps"])), "   DOB ", ctx.D(pt.dob, "num"))
    if pt.nick and r.random() < 0.6:
        b.w(' (known as "', pt.n("nick"), '")')
    for x in ids:
        b.w("   ", x)
    b.ln()
    b.ln(c.addr_lines(ctx.addr, r, inline=True))
    b.blank()
    dur, yr = onset(ctx)
    b.ln("Diagnosis:")
    dx = [[r.choice(clin.DIAG), " (diagnosed ", P("DATE", str(yr)), ")"]]
    dx += [[x] for x in clin.comorbid(r)]
    listing(b, dx, r, numbered=True)
    b.blank()
    b.ln("Current medication:")
    listing(b, clin.med_list(r, False), r, numbered=False)
    b.blank()
    fam = ctx.family(r.choice(["wife", "husband", "daughter", "son", "partner"])) if r.random() < 0.75 else None
    if to_patient:
        b.w("It was good to see you in clinic on ", ctx.D(ctx.d0, "long"))
        if fam:
            b.w(" with your ", fam.rel, " ", fam.n("first"))
        b.w(". I am writing to you directly, with a copy to Dr ", ctx.gp.n("last"),
            ", so that you have a record of what we discussed. ")
    else:
        b.w("I reviewed ", pt.n("formal"), " in the movement disorders clinic today")
        if fam:
            b.w(", accompanied by ", pt.his, " ", fam.rel, " ", fam.n(r.choice(["first", "full"])))
        b.w(". ", pt.He, " is a ")
        b.w(ctx.age(r.choice(["year", "year", "words"])))
        b.w(" ", "man" if pt.sex == "M" else "woman", " first diagnosed in ", ctx.D(ctx.d0.replace(year=yr, day=1), "my"),
            " after presenting with ", r.choice(["a right-hand rest tremor", "slowness of the left hand", "a shuffling gait",
                                                  "loss of arm swing", "stiffness of the left shoulder"]),
            " at the age of ", P("AGE", str(pt.age - dur)), ". ")
    if to_patient:
        b.blank()
        b.ln("Summary of today's consultation:")
    b.ln(" ".join(clin.symptoms(r, pt)))
    b.blank()
    if not to_patient:
        social(ctx, b, fam)
        b.blank()
    lying, standing, drop = clin.bp(r)
    b.ln("On examination: BP lying ", lying, ", standing ", standing, " at 3 minutes. ", " ".join(clin.exam(r)))
    b.ln("Scores: ", "; ".join(clin.scores(r)), ".")
    b.blank()
    b.ln("Plan:")
    listing(b, clin.plan(r), r, numbered=True)
    b.blank()
    nurse = ctx.nurse
    b.w("I have asked ", nurse.n("full"), ", our ", nurse.job, ", to telephone ", "you" if to_patient else pt.him,
        " in ", r.choice(["two", "four", "six"]), " weeks. The nurse helpline is ", ctx.phone("ext" if r.random() < 0.3 else "land"))
    if r.random() < 0.5:
        b.w(" or email ", ctx.email(nurse if r.random() < 0.5 else None))
    b.ln(".")
    if r.random() < 0.5:
        b.ln("Next appointment: ", ctx.D(ctx.days(r.choice([91, 120, 182, 183])), r.choice(["long", "wk", "num"])),
             " at ", r.choice(["09:30", "10:15", "11:00", "14:20", "15:40"]), ".")
    else:
        b.ln("I will see ", "you" if to_patient else pt.him, " again in ", r.choice(["4", "6", "9", "12"]), " months.")
    b.blank()
    b.w(signoff(ctx, ctx.neuro))
    b.w(typist_line(ctx, ctx.neuro, ctx.d0, d_letter))
    b.blank()
    b.w("cc: ")
    if to_patient:
        b.ln("Dr ", ctx.gp.n("full"), ", ", P("HOSPITAL", ctx.practice))
    else:
        b.ln(pt.n("formalfull"), ", ", c.addr_lines(ctx.addr, r, inline=True))
    if r.random() < 0.5:
        b.ln("    ", nurse.n("full"), ", ", nurse.job)
    return b, c.code


def clinic_note_us(ctx, b):
    r, c, pt = ctx.r, ctx.c, ctx.pt
    b.ln(P("HOSPITAL", ctx.hosp), " - ", r.choice(["Movement Disorders Center", "Neurology Clinic", "Parkinson's Center of Excellence"]))
    b.ln("OUTPATIENT FOLLOW-UP NOTE")
    b.blank()
    b.ln("Patient: ", pt.n("lastfirst"), "    DOB: ", ctx.D(pt.dob, "num"), "    ", ctx.id_pairs(1)[0])
    a = c.account(r)
    b.ln("Date of service: ", ctx.D(ctx.d0, "num"), "    ", a[0], ": ", P("ACCOUNT", a[1]))
    pl = c.plan(r)
    if isinstance(pl[0], str):
        b.ln("Insurance: ", P("ORGANIZATION", c.insurer(r)), "  ", pl[0], " ", P("HEALTHPLAN", pl[1]))
    else:
        b.ln("Insurance: ", pl[0], " ", P("HEALTHPLAN", pl[1]))
    b.ln("Referring provider: ", ctx.gp.n("full"), ", ", ctx.gp.cred, " (", P("HOSPITAL", ctx.practice), ")")
    b.ln("Provider: ", ctx.neuro.n("full"), ", ", ctx.neuro.cred)
    b.blank()
    dur, yr = onset(ctx)
    fam = ctx.family() if r.random() < 0.6 else None
    b.w("HPI: ", ctx.age(r.choice(["yo", "year"])), " ", "M" if pt.sex == "M" else "F", " with PD dx ",
        P("DATE", str(yr)), " (sx onset age ", P("AGE", str(pt.age - dur - r.randint(0, 2))), "), here for routine f/u")
    if fam:
        b.w(" with ", fam.rel, " ", fam.n("first"))
    if r.random() < 0.2:
        b.w(". Recently back from visiting family in ", P("COUNTRY", r.choice(OTHER_COUNTRIES)))
    b.ln(". " + " ".join(clin.symptoms(r, pt)))
    b.ln("Last visit ", ctx.D(ctx.days(-r.choice([90, 120, 180, 200])), "num"), ": ", r.choice([
        "no med changes.", "started opicapone.", "increased C/L to 5x daily.", "referred to PT/OT.", "DBS evaluation discussed."]))
    b.blank()
    b.ln("MEDICATIONS:")
    for m in clin.med_list(r, True):
        b.ln("  ", m)
    b.ln("ALLERGIES: ", r.choice(["NKDA", "Sulfa (rash)", "Penicillin", "Haloperidol (severe rigidity)", "Metoclopramide"]))
    b.blank()
    prof = r.choice(pools.PROFESSIONS)
    b.ln("SOCIAL: ", "Retired " if pt.age > 65 else "Works as %s " % a_an(prof), P("PROFESSION", prof),
         ". Lives in ", P("CITY", ctx.addr["city"]), ", ", P("STATE", ctx.addr.get("state") or "OH"), ". ",
         r.choice(["Drives short distances.", "No longer drives.", "Uses a walker outdoors.", "Attends boxing class 2x/wk."]))
    b.blank()
    lying, standing, drop = clin.bp(r)
    b.ln("EXAM: BP supine ", lying, ", standing ", standing, "; HR ", str(r.randint(58, 96)), ". ", " ".join(clin.exam(r)))
    b.ln("Scales: ", "; ".join(clin.scores(r)))
    b.blank()
    b.ln("ASSESSMENT/PLAN:")
    b.ln(r.choice(clin.DIAG), " with ", r.choice(["motor fluctuations", "mild dyskinesia", "early wearing-off",
                                                   "gait freezing", "orthostatic hypotension"]), ".")
    for i, p in enumerate(clin.plan(r), 1):
        b.ln("%d) " % i, p)
    b.ln("RTC ", r.choice(["3", "4", "6"]), " months. Questions: clinic line ", ctx.phone("ext"), ".")
    b.blank()
    when = ctx.days(r.randint(0, 3))
    b.ln("Electronically signed by ", ctx.neuro.n("full"), ", ", ctx.neuro.cred, " on ", ctx.D(when, "num"), " ",
         r.choice(["16:42", "17:05", "08:11", "12:30"]))
    if r.random() < 0.6:
        b.ln(ctx.neuro.lic[0], ": ", P("LICENSE", ctx.neuro.lic[1]))
    if r.random() < 0.4:
        b.ln("Scribe: ", Clin(r, c, "admin").n("full"), " (scribe present for documentation)")
    return b, c.code


def driving_letter(r):
    ctx = Ctx(r, age_range=(42, 86))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.w(letterhead(ctx))
    b.blank()
    b.ln(ctx.D(ctx.days(r.randint(1, 14)), "long"))
    b.blank()
    body = c.drive_body
    b.ln("To: ", body[0].upper() + body[1:])
    ref = r.choice(["Your ref: ", "Case ref: ", "Reference: "])
    b.ln(ref, P("IDNUM", r.choice(["D%s/%s" % (r.randint(100000, 999999), r.randint(10, 99)),
                                    "MR-%d-%05d" % (ctx.d0.year, r.randint(1, 99999)), str(r.randint(10 ** 8, 10 ** 9 - 1))])))
    b.blank()
    b.ln("RE: FITNESS TO DRIVE - ", pt.n("caps"))
    b.ln("Date of birth: ", ctx.D(pt.dob, r.choice(["num", "long"])))
    lab, val = c.driver_lic(r, pt)
    b.ln(lab, ": ", P("LICENSE", val))
    b.ln("Address: ", c.addr_lines(ctx.addr, r, inline=True))
    for x in ctx.id_pairs(1):
        b.ln(x)
    b.blank()
    dur, yr = onset(ctx)
    group2 = r.random() < 0.3
    b.w("I am writing at the request of ", pt.n("formal"), " regarding ", pt.his, " fitness to drive. ", pt.He,
        " has had Parkinson's disease since ", P("DATE", str(yr)), " and is under my care at ", P("HOSPITAL", ctx.hosp), ". ")
    if group2:
        job = r.choice(["HGV driver", "bus driver", "taxi driver", "delivery driver", "long-haul trucker", "courier"])
        b.w(pt.He, " works as a ", P("PROFESSION", job), " for ", P("ORGANIZATION", r.choice(pools.COMPANIES)),
            " and holds a ", r.choice(["Group 2 (C/D)", "commercial", "passenger-carrying"]), " entitlement. ")
    else:
        b.w(pt.He, " holds an ordinary car %s and drives mainly locally, for example to " % ("license" if c.us_spell else "licence"),
            r.choice(["the shops", "church", "visit family", "the golf club", "hospital appointments"]), ". ")
    b.ln()
    b.blank()
    b.ln("Clinical summary")
    b.ln("- Motor: ", r.choice(["mild bradykinesia, no significant fluctuations",
                                "predictable wearing off at 3 h, no sudden OFFs",
                                "moderate fluctuations with occasional unpredictable OFF periods",
                                "tremor-dominant, good response to levodopa"]), ".")
    ess = r.randint(3, 18)
    b.ln("- Epworth Sleepiness Scale ", str(ess), "/24. ", "No" if ess < 11 else "Two", " episodes of sudden onset of sleep reported.")
    b.ln("- Dopamine agonist: ", r.choice(["none", "ropinirole XL 8 mg", "pramipexole PR 0.52 mg", "rotigotine 4 mg/24 h"]), ".")
    b.ln("- Cognition: MoCA ", str(r.randint(20, 30)), "/30; Trail Making B ", str(r.randint(70, 260)), " s.")
    b.ln("- Vision: corrected acuity 6/", r.choice(["6", "9", "12"]), " both eyes; fields full to confrontation.")
    b.ln("- Medication: ", "; ".join(clin.med_list(r, c.us_spell, 4)), ".")
    b.blank()
    if r.random() < 0.75:
        veh = c.plate(r)
        b.w(pt.He, " drives a ", r.choice(["silver Toyota Corolla", "Ford Focus automatic", "Honda Jazz",
                                           "Subaru Forester", "Skoda Octavia estate", "Kia Sportage", "VW Golf"]),
            " (registration ", P("VEHICLE", veh), ")")
        if c.code == "US" and r.random() < 0.5:
            b.w(", VIN ", P("VEHICLE", c.vin(r)))
        b.w(". ")
    centre = ctx.c.town(r) + " " + r.choice(["Driving Assessment Centre", "Mobility Centre", "Driver Rehabilitation Service"])
    ad = ctx.days(-r.randint(10, 60))
    b.w("An on-road assessment was completed at the ", P("HOSPITAL", centre), " on ", ctx.D(ad), " by ",
        Clin(r, c, "ahp", "Occupational Therapist (driving)").n("full"), ", driving OT. ")
    outcome = r.random()
    if outcome < 0.5:
        b.ln("The assessor found safe driving with good observation and hazard perception. ")
        b.ln("In my opinion ", pt.he, " remains fit to drive ", "Group 1 vehicles only" if group2 else "with a 3-year review licence", ".")
    elif outcome < 0.8:
        b.ln("Minor errors with lane discipline were noted; automatic transmission and local driving were recommended.")
        b.ln("I would support a restricted licence (daylight, 20 mile radius) with review in 12 months.")
    else:
        b.ln("There were unsafe manoeuvres at junctions and the assessor stopped the drive.")
        b.ln("I have advised ", pt.him, " not to drive and to surrender ", pt.his, " licence; ", pt.he, " accepted this with ",
             pt.his, " ", ctx.family(r.choice(["wife", "husband", "daughter", "son"])).rel, " present.")
    b.blank()
    b.ln("Please do not hesitate to contact me on ", ctx.phone("ext"), " if you need further information.")
    b.blank()
    b.w(signoff(ctx, ctx.neuro, lic=True))
    b.blank()
    b.ln("cc: ", ctx.gp.sig(), ", ", P("HOSPITAL", ctx.practice))
    b.ln("cc: ", pt.n("formalfull"))
    return b, c.code


BEN = {
    "UK": ("Personal Independence Payment (PIP) - Department for Work and Pensions", "PIP"),
    "US": ("Social Security Disability Insurance - Disability Determination Services", "SSDI"),
    "IE": ("Department of Social Protection - Carer's Allowance / Disability Allowance", "Carer's Allowance"),
    "CA": ("Canada Pension Plan Disability Benefit - medical report", "CPP-D"),
    "AU": ("Centrelink Disability Support Pension / NDIS access request", "DSP"),
    "NZ": ("Work and Income - Supported Living Payment medical certificate", "SLP"),
    "ZA": ("SASSA Disability Grant - medical assessment", "disability grant"),
    "IN": ("Disability certificate and pension - District Social Welfare Office", "pension"),
}


def benefits_letter(r):
    ctx = Ctx(r, age_range=(39, 79))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.w(letterhead(ctx, dept=r.choice(["Parkinson's Service", "Neurology Outpatients", "Movement Disorders Service"])))
    b.blank()
    b.ln(ctx.D(ctx.days(r.randint(0, 10)), "long"))
    b.blank()
    title, short = BEN[c.code]
    b.ln("To whom it may concern - ", title)
    b.blank()
    b.ln("Claimant: ", pt.n("fullname"), "    Date of birth: ", ctx.D(pt.dob, "num"))
    nid = c.natid(r)
    if nid:
        b.ln(nid[0], ": ", P("SSN", nid[1]))
    for x in ctx.id_pairs(2):
        b.ln(x)
    b.ln("Address: ", c.addr_lines(ctx.addr, r, inline=True))
    b.ln("Telephone: ", ctx.phone("mobile"))
    if r.random() < 0.4:
        b.ln("Claim reference: ", P("IDNUM", "%s%s" % (r.choice(["CL", "REF", "C-"]), r.randint(1000000, 9999999))))
    if r.random() < 0.35:
        b.ln("Country of birth: ", P("COUNTRY", r.choice(OTHER_COUNTRIES)))
    b.blank()
    dur, yr = onset(ctx)
    prof = r.choice(pools.PROFESSIONS)
    emp = r.choice(pools.COMPANIES)
    left = ctx.days(-r.randint(60, 900))
    b.w("I have looked after ", pt.n("formal"), " in the ", r.choice(["movement disorders", "neurology", "Parkinson's"]),
        " clinic since ", ctx.D(ctx.d0.replace(year=yr, day=1), "my"), ". ", pt.He, " worked as %s " % a_an(prof), P("PROFESSION", prof),
        " at ", P("ORGANIZATION", emp), " for ", str(r.randint(6, 30)), " years but had to stop on ", ctx.D(left),
        " because of ", r.choice(["fatigue and unpredictable OFF periods", "tremor affecting fine work",
                                 "falls and freezing", "slowness and anxiety"]), ". ")
    b.ln(" ".join(clin.symptoms(r, pt, 3)))
    b.blank()
    b.ln("Functional impact (typical day):")
    for s in r.sample([
            "Needs help with buttons, shoelaces and cutting food when OFF.",
            "Takes 45 minutes to wash and dress in the morning; cannot use the bath safely.",
            "Walks about 50 metres before freezing; uses a rollator outdoors.",
            "Cannot reliably manage medication timings without prompting from an alarm or carer.",
            "Has had %d falls in the last 6 months." % r.randint(2, 9),
            "Speech is quiet and strangers often cannot understand the telephone calls.",
            "Needs supervision for cooking after leaving the %s on twice." % ("stove" if c.us_spell else "hob"),
            "Night-time help to turn in bed and get to the toilet 3-4 times."], r.randint(3, 5)):
        b.ln("  - ", s)
    b.blank()
    carer = ctx.family(r.choice(["wife", "husband", "daughter", "son", "partner"]))
    b.w(pt.His, " ", carer.rel, ", ", carer.n("full"), ", provides about ", str(r.randint(20, 60)),
        " hours of care a week")
    if c.code in ("IE", "UK") and r.random() < 0.6:
        cid = c.natid(r)
        b.w(" (carer's ", cid[0], " ", P("SSN", cid[1]), ")")
    if r.random() < 0.5:
        b.w(" and has reduced ", carer.his, " hours as a ", P("PROFESSION", r.choice(pools.PROFESSIONS)))
    b.ln(".")
    b.ln("In my opinion the condition is progressive and the needs described are likely to persist or increase. ",
         "I support the application for ", short, ".")
    b.blank()
    b.w(signoff(ctx, ctx.neuro, lic=True))
    b.ln("Direct line: ", ctx.phone("ext"), "   Email: ", ctx.email(ctx.neuro))
    return b, c.code
