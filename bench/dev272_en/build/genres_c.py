"""Genres: follow-up review with outcome scores; GP notification letter."""
from core import P
import fmt
import context as X
import clinblocks as CB
import clinical as C
import gcommon as G

EFFECTS = [
    "Reports meaningful improvement in sleep (now {h} h/night) and pain interference.",
    "Modest benefit only; pain reduced from 8 to 6/10 on average.",
    "Marked reduction in night-time spasms; walking distance improved to ~{m} m.",
    "No clear benefit at current dose; keen to continue titration.",
    "Able to return to part-time work; uses evening dose only on workdays.",
    "Has reduced oxycodone MR from 20 mg BD to 10 mg BD without withdrawal.",
    "Carer reports fewer drop attacks and better alertness during the day.",
    "Nausea much improved; eating 2 meals/day, weight up {kg} kg.",
    "Improvement in tic frequency; fewer phonic tics at work.",
    "Sleep onset latency improved; no morning hangover.",
    "Seizure diary shows fewer focal impaired-awareness events; no convulsive seizure for {sd} days.",
]


def followup_review(b, ctx, rng):
    months = rng.choice([1, 3, 3, 6, 6, 9, 12, 18])
    start = fmt.add_days(ctx.visit, -30 * months - rng.randint(0, 20))
    last = fmt.add_days(ctx.visit, -rng.choice([28, 42, 56, 84]))
    b.line(X.org(ctx.clinic), rng.choice(["", " - Follow-up Clinic", " | CBPM Review"]))
    b.line(rng.choice(["FOLLOW-UP REVIEW", "Follow up - %d month review" % months, "CBPM TITRATION REVIEW",
                       "Review consultation (outcome measures)", "%d/12 REVIEW - medicinal cannabis" % months]))
    b.fline("Date of review: {d}    Seen by: {s}", d=X.dt(ctx, rng, ctx.visit),
            s=rng.choice([X.dr(ctx.doc, rng), [X.staff_name(ctx.nurse, rng, ["full", "il"]), " ", ctx.nurse.creds]]))
    G.pt_header(b, ctx, rng, style=rng.choice([0, 3, 4]), fields=["name", "dob", "mrn"])
    b.fline("Started treatment: {d} ({m} month{s})   Last review: {l}", d=X.dt(ctx, rng, start), m=str(months),
            s="" if months == 1 else "s",
            l=X.dts(ctx, rng, last))
    p = ctx.prod
    b.fline("Current: {n} - {dose}", n=p["name"], dose=C.current_dose(rng, p))
    b.blank()
    b.line(rng.choice(["Progress:", "S:", "Since last review:", "INTERVAL HISTORY"]))
    if ctx.paed:
        b.fline("History from {r} {f}. Seizure diary reviewed (paper + app).", r=ctx.fam_rel,
                f=P("FAMILY", fmt.nm(ctx.fam, rng.choice(["first", "full"]))))
        wk = fmt.add_days(ctx.visit, -28)
        b.line("  Week commencing   | Tonic | Atonic | Myoclonic | Rescue")
        for k in range(4):
            d = fmt.add_days(wk, 7 * k)
            ds = fmt.dstr(d, rng.choice({"UK": ["dm", "d_month"], "AU": ["dm", "wd_dm"], "CA": ["month_d", "iso"], "US": ["md", "mdy"]}[ctx.country]))
            b.line("  ", P("DATE", ds), " " * max(1, 18 - len(ds)), "| ", str(rng.randint(0, 14)).rjust(5), " | ", str(rng.randint(0, 9)).rjust(6), " | ",
                   str(rng.randint(0, 20)).rjust(9), " | ", rng.choice(["0", "0", "1", "0"]))
        if rng.random() < 0.5:
            b.fline("One cluster on {d} requiring buccal midazolam and attendance at {h} ED; discharged same day.",
                    d=X.dts(ctx, rng, fmt.add_days(ctx.visit, -rng.randint(5, 25))), h=P("HOSPITAL", ctx.hospital))
        b.fline("School ({s}) report better engagement.", s=P("ORGANIZATION", ctx.school))
    else:
        k = ctx.ind["key"]
        grp = {"ms": [2, 3, 0], "epi_adult": [3, 10], "cinv": [7, 3], "tourette": [8, 3], "insomnia": [9, 0, 3],
               "ptsd": [9, 0, 3]}.get(k, [0, 1, 3, 4, 5, 9])
        e = EFFECTS[rng.choice(grp)].format(h=rng.randint(4, 7), m=rng.choice([200, 400, 800]), kg=rng.choice([1.5, 2, 3]),
                                       sd=rng.randint(10, 60))
        b.line(e)
        if rng.random() < 0.5:
            b.fline("Had a flare after {ev} around {d}; used extra evening dose x3 (within max).",
                    ev=rng.choice(["a long drive", "a house move", "a viral illness", "gardening", "a family wedding"]),
                    d=P("DATE", rng.choice(["Easter", "Christmas", "New Year", fmt.dstr(fmt.add_days(ctx.visit, -rng.randint(10, 40)), rng.choice(["d_month", "month_d", "dth_month"]))])))
        if not ctx.retired and rng.random() < 0.5:
            b.fline("Work: {r} ({j}) - {o}.", r=rng.choice(["back on full duties", "phased return", "still off sick", "reduced to 3 days"]),
                    j=P("PROFESSION", ctx.job), o=P("ORGANIZATION", ctx.employer))
    b.line("Side effects: ", ", ".join(rng.sample(CB.SIDE_EFFECTS, rng.randint(1, 3))), ".")
    if rng.random() < 0.4:
        b.line(rng.choice(CB.NEG_SNIPPETS).replace("{icd}", ctx.ind["icd"]))
    if rng.random() < 0.3:
        b.fline("--- copied from review {d} ---", d=X.dt(ctx, rng, last))
        b.line("Plan: continue current dose.  Review 3/12.  Bloods (LFT) at next visit.")
        b.line("--- end copied text ---")
    b.blank()
    b.line(rng.choice(["OUTCOME MEASURES", "Scores:", "PROMs"]))
    G.scores_table(b, ctx, rng, start, ctx.visit)
    b.blank()
    b.line("Safety:")
    b.line("  ", CB.vitals(rng, ctx.paed))
    if rng.random() < 0.5:
        b.fline("  UDS collected (lab no. {a}) - {r}", a=P("IDNUM", fmt.idnum(rng, "lab")),
                r=rng.choice(["THC-COOH positive, consistent", "awaiting result", "no unexpected substances"]))
    else:
        b.line("  ", "; ".join(CB.labs(rng, 2, ctx.ind["key"])))
    b.fline("  Supply history checked with {p}: {s}.", p=X.org(ctx.pharmacy),
            s=rng.choice(["consistent with prescribed use", "one early request (declined)", "regular 28-day collections"]))
    if rng.random() < 0.5 and not ctx.paed:
        b.line("  Driving: ", rng.choice(["not driving", "drives - aware of legal position; no driving within 8 h of THC",
                                         "CBD-only - no restriction if not impaired"]), ".")
    b.blank()
    b.line(rng.choice(["PLAN", "Plan:", "P:"]))
    if ctx.paed:
        b.line("1. ", rng.choice(["Continue current dose.", "Increase by 1 mg/kg/day (weight-based).",
                                 "Reduce clobazam to 5 mg nocte given sedation.", "Repeat LFTs in 4/52.",
                                 "Discontinue - no reduction in seizures; wean over 2/52."]))
    else:
        b.line("1. ", rng.choice(["Continue current dose.", "Increase evening dose by 0.1 mL.", "Reduce THC - switch to 1:20 ratio.",
                                 "Trial of tapering opioid by 10% every 2/52.", "Add daytime CBD-dominant oil.",
                                 "Discontinue - no benefit (PGIC 3); taper over 2/52."]))
    nxt = fmt.add_days(ctx.visit, rng.choice([28, 56, 84, 90, 180]))
    b.fline("2. Next review {d} ({m}).", d=X.dt(ctx, rng, nxt), m=rng.choice(["video", "telephone", "face to face", "nurse-led"]))
    k = 3
    if rng.random() < 0.6:
        b.fline("3. Outcome data uploaded to clinic registry, ref {r}.", r=P("IDNUM", fmt.idnum(rng, "case")))
        k = 4
    b.fline(str(k) + ". Repeat Rx issued to {p} ({e}).", p=X.org(ctx.pharmacy), e=P("EMAIL", ctx.pharmacy.email))
    b.blank()
    G.signoff(b, ctx, rng, style=rng.choice([1, 2, 4]))


GP_INTRO = [
    "I reviewed {p} in the {c} on {d}.",
    "Thank you for referring {p}, whom I saw on {d} at the {c}.",
    "I am writing to let you know that {p} has started treatment with a cannabis-based medicine under my care at the {c}.",
    "Further to my previous letter, I saw {p} again on {d}.",
]


def gp_letter(b, ctx, rng):
    c = ctx.country
    b.add(X.letterhead(ctx, rng))
    b.blank()
    b.line(X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.randint(0, 6))))
    b.blank()
    if rng.random() < 0.5:
        b.line(rng.choice(["PRIVATE & CONFIDENTIAL", "Confidential - medical", "Sent via secure messaging"]))
    b.line(X.dr(ctx.gp, rng, ["full", "il"]))
    b.line(X.org(ctx.gp_prac))
    b.add(X.addr_block(ctx.gp_prac.place, rng))
    if rng.random() < 0.5:
        b.fline("By fax: {f}", f=P("FAX", ctx.gp_prac.fax))
    b.blank()
    b.fline("Dear {d},", d=rng.choice([X.dr(ctx.gp, rng, ["last", "full"]), [P("DOCTOR", ctx.gp.p.first)], ["Colleague"]]))
    b.blank()
    G.pt_header(b, ctx, rng, style=rng.choice([1, 0]), fields=["name", "dob", "hp", "addr"])
    b.blank()
    b.line("Diagnosis: ", ctx.detail)
    b.line("Medication commenced: ", ctx.prod["name"], " (", ctx.prod["comp"], ")")
    b.line("Current dose: ", ctx.prod["start"], "; titrating (", ctx.prod["titr"], ")")
    b.blank()
    intro = rng.choice(GP_INTRO)
    b.fmt(intro + " ", p=X.pt_ref(ctx, rng), c=X.org(ctx.clinic), d=X.dt(ctx, rng, ctx.visit))
    form = rng.choice([0, 6])
    art = "an" if (str(ctx.age).startswith("8") or ctx.age in (11, 18)) else "a"
    b.fmt("{p} is " + art + " {a} ", p=rng.choice([[fmt.title_for(ctx.pt, rng), " ", P("PATIENT", ctx.pt.last)], P("PATIENT", ctx.pt.first)]), a=X.age_item(ctx, rng, form=form))
    if ctx.paed:
        b.fmt("with {d}, who attended with {r} {f}. ", d=ctx.detail, r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, "full")))
    elif ctx.retired:
        b.fmt("retired {j} with {d}. ", j=P("PROFESSION", ctx.job), d=ctx.detail)
    else:
        b.fmt("{j} with {d}. ", j=P("PROFESSION", ctx.job), d=ctx.detail)
    b.line("Conventional treatments (", ", ".join(ctx.tried), ") have been ineffective or poorly tolerated.")
    b.blank()
    body = [
        "I have prescribed the above as an unlicensed specialist medicine. Please do NOT issue this on " +
        {"UK": "FP10", "AU": "PBS or private script", "CA": "a prescription pad", "US": "an e-prescription"}[c] +
        "; prescriptions will continue from this clinic only.",
        {"UK": "Please record it on the practice system as a 'hospital/specialist-issued' item so it appears in the Summary Care Record.",
         "AU": "Please add to the medication list and My Health Record as 'specialist-prescribed (S8 - SAS-B)'.",
         "CA": "Please note in your EMR medication list as authorized by this clinic (not a prescription).",
         "US": "Please add to the medication list as certified medical cannabis (not a pharmacy prescription)."}[c],
        "Relevant interactions: additive sedation with opioids/gabapentinoids/benzodiazepines; CBD inhibits CYP2C19/3A4 (raises clobazam, may affect warfarin INR).",
        "I have advised against driving while impaired and explained the legal position regarding THC.",
        "If you have concerns about mental state (especially psychotic symptoms) please contact us urgently and advise cessation.",
        "Bloods: " + "; ".join(CB.labs(rng, 2, ctx.ind["key"])) + ".",
    ]
    body.append(rng.choice(CB.NEG_SNIPPETS).replace("{icd}", ctx.ind["icd"]))
    for para in rng.sample(body, rng.randint(3, len(body))):
        b.line(para)
        b.blank()
    nxt = fmt.add_days(ctx.visit, rng.choice([42, 56, 84]))
    b.fline("I will review {p} again on {d}. If you have any questions please contact the clinic on {t} or {e}.",
            p={"M": "him", "F": "her", "X": "them"}[ctx.pt.sex] if rng.random() < 0.3 else X.pt_ref(ctx, rng),
            d=X.dt(ctx, rng, nxt), t=P("PHONE", ctx.clinic.phone), e=P("EMAIL", ctx.clinic.email))
    b.blank()
    G.signoff(b, ctx, rng, style=rng.choice([0, 0, 3, 4]))
    b.blank()
    r = rng.random()
    if r < 0.5:
        b.fline("cc: {p}, {a}", p=X.pt(ctx, rng, ["full", "il"]), a=X.addr_inline(ctx.addr, rng))
    elif r < 0.75:
        b.fline("cc: {ph} (dispensing pharmacy) - {f}", ph=X.org(ctx.pharmacy), f=P("FAX", ctx.pharmacy.fax))
    if rng.random() < 0.4:
        b.fline("Enc: treatment agreement signed {d}", d=X.dts(ctx, rng, ctx.visit))
