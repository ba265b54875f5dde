"""Genres: discharge letter to GP, patient education session, psychological screening."""
from core import P, add_days
import clin
import blocks


def _t(r, lo=8, hi=17):
    return "%02d:%02d" % (r.randint(lo, hi), r.randint(0, 59))


def discharge_letter_to_gp(w, ctx):
    r = ctx.r
    us = ctx.c in clin.US_LIKE
    ev, proc = clin.event(ctx)
    d_adm = add_days(ctx.today, -r.randint(3, 14))
    d_dc = add_days(d_adm, r.randint(2, 9))
    blocks.letterhead(w, ctx, dept=r.choice(["Department of Cardiology", "Heart Failure Unit", "Cardiology Ward Team", "Coronary Care"]))
    w.ln()
    w.ln("Date: {d}", d=ctx.D(ctx.today, r.choice(["long", "num", "med"])))
    w.ln("Our ref: {a}/{b}", a=P("MRN", ctx.mrn), b=blocks.initials(ctx, "registrar"))
    w.ln()
    gp = ctx.staff("gp")
    w.add(gp["title"] + ctx.dot() + " ", P("DOCTOR", "%s %s" % (gp["first"], gp["last"])), "\n", P("HOSPITAL", ctx.gp_practice), "\n", ctx.site_addr(sep="\n"), "\n\n")
    w.ln("Dear {t}{dot} {l}{c}", t=gp["title"], dot=ctx.dot(), l=P("DOCTOR", gp["last"]), c=":" if us else ",")
    w.ln()
    w.add("Re: ", ctx.nm(ctx.pat, r.choice(["tfull", "caps", "lastfirst"])), ", DOB ", ctx.D(ctx.dob, r.choice(["num", "med"])), "\n")
    w.add("    ", ctx.addr(), "\n")
    if ctx.c == "UK":
        w.add("    NHS No. ", P("MRN", ctx.nhs), "\n")
    elif ctx.hplan() and r.random() < 0.6:
        hp = ctx.hplan()
        w.add("    ", hp[0], P("HEALTHPLAN", hp[1]), "\n")
    w.ln()
    w.ln("Admitted: {a}   Discharged: {b}   Ward: {wd}", a=ctx.D(d_adm), b=ctx.D(d_dc), wd=P("HOSPITAL", ctx.ward))
    w.ln("Consultant: {c}", c=ctx.s("cardiologist", r.choice(["tlast", "tfull"])))
    w.ln()
    w.ln("Diagnoses:")
    dx = [ev + (" - " + proc if "HF" not in ev else ""), clin.lvef(ctx)] + clin.pmh(ctx, r.randint(1, 3))
    for i, x in enumerate(dx):
        w.ln("{i}. {x}", i=str(i + 1), x=x)
    w.ln()
    w.add("Thank you for seeing ", ctx.pt("tlast"), ", a ", ctx.age_ph(r.choice(["year", "words", "year"])), " ",
          r.choice(["retired ", ""]) if ctx.retired else "", ctx.prof(), ", who was admitted ")
    w.add(r.choice(["via ED with ", "as a direct transfer from " + "the CCU" + " with ", "following a 999 call with " if ctx.c == "UK" else "by ambulance with "]),
          r.choice(["central chest pain", "increasing breathlessness and leg swelling", "orthopnoea and 6 kg weight gain", "palpitations and presyncope"]), ". ")
    w.add(r.choice(["Troponin peaked at %d ng/L. " % r.randint(80, 9000), "NT-proBNP on admission %d ng/L. " % r.randint(1200, 14000),
                    "CXR showed bilateral effusions and Kerley B lines. ", "Echo: " + clin.lvef(ctx) + ", moderate functional MR. "]))
    w.add(ctx.pt("tlast"), " was treated with ", proc if "HF" not in ev else "IV furosemide infusion with net negative balance of 7 L",
          " and made good progress. Discharge weight ", clin.wt(ctx, clin.weight_kg(ctx)), ". ", clin.ecg(ctx), ".\n\n")
    w.ln("Medication changes:")
    w.ln("  STARTED: {a}; {b}", a=clin.drug_line(ctx, r.choice(clin.HF_DRUGS[7:12]), cap=True), b=clin.drug_line(ctx, r.choice(clin.CAD_DRUGS), cap=True))
    w.ln("  STOPPED: {a} ({why})", a=r.choice(["ramipril", "amlodipine", "naproxen", "diltiazem", "gliclazide"]),
         why=r.choice(["switched to ARNI", "negatively inotropic", "NSAID - fluid retention", "hypotension"]))
    w.ln("  CHANGED: {a}", a=clin.loop_line(ctx))
    w.ln()
    w.ln("Follow-up arranged:")
    w.ln("- HF specialist nurse {n} will visit on {d} (team tel {ph}).", n=ctx.s("hfsn", r.choice(["full", "ilast"])),
         d=ctx.D(ctx.next_weekday(d_dc, r.randint(2, 7)), r.choice(["wk", "dm", "short"])), ph=P("PHONE", ctx.phone("land")))
    w.ln("- Referred to cardiac rehabilitation at {v} (ref {i}).", v=P("LOCATION_OTHER", ctx.venue) if r.random() < 0.5 else P("HOSPITAL", ctx.hosp),
         i=P("IDNUM", ctx.idnum("ref")))
    w.ln("- Cardiology clinic in {n} weeks with {d}.", n=r.choice(["4", "6", "8", "12"]), d=ctx.s("cardiologist", "tlast"))
    w.ln()
    w.ln("Actions for {gp}: please check {ue} and BP in 1 week ({d}) and uptitrate {x} as tolerated.",
         gp={"US": "PCP", "CA": "family physician"}.get(ctx.c, "GP"), ue=ctx.ue, d=ctx.D(ctx.next_weekday(d_dc, 7), r.choice(["short", "dm"])),
         x=r.choice(["bisoprolol", "sacubitril/valsartan", "spironolactone", "carvedilol"]))
    if r.random() < 0.5:
        w.ln("Driving: advised not to drive for {n} ({b} guidance); holds licence {l}.", n=r.choice(["1 week", "4 weeks", "6 months (ICD)"]),
             b={"UK": "DVLA", "IE": "RSA", "US": "state DMV", "AU": "Austroads", "CA": "CCS"}[ctx.c], l=P("LICENSE", ctx.driving_licence()))
    if r.random() < 0.4:
        w.ln("{p} is keen to fly to {c} to see family at {h}; advised to wait until after rehab review.", p=ctx.pt("tlast"),
             c=ctx.country_ref(), h=ctx.holiday())
    w.ln()
    w.ln("Yours sincerely,")
    w.ln()
    ctx.sig(w, r.choice(["registrar", "cardiologist"]))
    w.ln()
    blocks.cc_line(w, ctx, roles=("pt", "hfsn"))
    w.ln("Dictated by {a}; typed by {b} {d}. DD/{i}", a=ctx.s("registrar", "tlast"), b=ctx.s("admin", r.choice(["full", "first", "ilast"])),
         d=ctx.D(ctx.next_weekday(ctx.today, r.randint(0, 2)), "num"), i=blocks.initials(ctx, "admin"))


TOPICS = [
    ("Medicines for your heart", ["why beta-blockers and ACE inhibitors/ARNI are uptitrated slowly",
                                  "SGLT2 inhibitors (dapagliflozin/empagliflozin) and genital hygiene",
                                  "sick-day rules", "GTN spray: sit down, 1 puff, repeat after 5 min, call 999/911 if pain persists",
                                  "dual antiplatelet therapy for 12 months - do not stop without advice"]),
    ("Salt, fluid and daily weights", ["salt < 6 g/day; hidden salt in bread, soup, takeaways",
                                       "fluid restriction 1.5-2 L/day including soup and jelly",
                                       "weigh daily after voiding, before breakfast",
                                       "action plan: > 2 kg gain in 3 days = call HF team"]),
    ("Physical activity and pacing", ["FITT principle", "RPE 11-14 / talk test", "warm-up and cool-down",
                                      "avoid isometric straining (Valsalva)", "walking plan: 10 min x 3/day building to 30 min"]),
    ("Returning to driving, work and travel", ["licensing rules after MI, PCI and ICD", "phased return to work",
                                               "flying after ACS - usually after 2-3 weeks if uncomplicated",
                                               "travel insurance and carrying a medication list"]),
    ("Sex and relationships after a heart event", ["resume when able to climb two flights of stairs",
                                                   "PDE5 inhibitors contraindicated with nitrates",
                                                   "talking with your partner"]),
    ("Stress, mood and sleep", ["normal emotional reactions after a heart attack", "breathing and relaxation techniques",
                                "HADS explained", "sleep hygiene"]),
    ("Healthy eating and cholesterol", ["Mediterranean-style diet", "LDL target < 1.8 mmol/L", "reading food labels (traffic lights)",
                                        "alcohol within 14 units/week"]),
    ("Understanding heart failure", ["what LVEF means", "NYHA classes", "symptoms to report",
                                     "why the ICD/CRT may be offered"]),
]


def patient_education_session(w, ctx):
    r = ctx.r
    ti = r.randrange(len(TOPICS))
    topic, pts = TOPICS[ti]
    fac = r.choice([("pharmacist", "hfsn"), ("dietitian", "hfsn"), ("physio", "ep"), ("crn", "ot"), ("crn", "hfsn"),
                    ("psych", "crn"), ("dietitian", "dietitian"), ("hfsn", "hfsn")][ti])
    w.ln(r.choice(["PATIENT EDUCATION SESSION RECORD", "Education Session - Attendance & Notes", "CR Education Programme: Session Record",
                   "Heart Failure Self-Management Education"]))
    w.ln("Topic: {t} (session {n} of {m})", t=topic, n=str(r.randint(1, 6)), m=r.choice(["6", "8"]))
    venue = P("LOCATION_OTHER", ctx.venue) if r.random() < 0.5 else [P("HOSPITAL", ctx.hosp), ", seminar room ", P("LOCATION_OTHER", r.choice(["2", "B", "4.07", "G12"]))]
    tm = r.choice([("10:00", "11:00"), ("13:30", "14:30"), ("14:00", "15:00"), ("11:15", "12:00"), ("18:00", "19:00")])
    w.ln("Date: {d}   Time: {a}-{b}   Venue: {v}", d=ctx.D(ctx.today, r.choice(["wk", "num", "long"])), a=tm[0], b=tm[1], v=venue)
    w.ln("Facilitator: {a} ({ra}); co-facilitator {b}", a=ctx.s(fac, r.choice(["full_cred", "full"])), ra=ctx.staff(fac)["role"],
         b=ctx.s(r.choice(["hca", "ep", "crn"]), r.choice(["full", "first"])))
    w.ln()
    w.ln("Attendees:")
    others = [ctx.other_patient() for _ in range(r.randint(2, 6))]
    group = [ctx.pat] + others
    r.shuffle(group)
    for p in group:
        w.add("- ", ctx.nm(p, r.choice(["full", "tlast", "lastfirst"])))
        if r.random() < 0.4:
            rel = r.choice([("wife" if p["sex"] == "M" else "husband"), "daughter", "son", ("wife" if p["sex"] == "M" else "husband")])
            fp = ctx.new_person("FAMILY", "F" if rel in ("wife", "daughter") else "M")
            w.add(" + ", rel, " ", ctx.nm(fp, r.choice(["first", "full"])))
        w.add("\n")
    w.ln()
    w.ln("Content covered:")
    for x in r.sample(pts, min(len(pts), r.randint(3, 5))):
        w.ln("  * {x}", x=x.replace("999/911", clin.EMERG[ctx.c]))
    w.ln()
    w.add("Individual notes - ", ctx.pt(r.choice(["tlast", "full"])), ": ")
    w.add(r.choice(["asked whether ", "queried if "]), "they", " could ",
          r.choice(["drink alcohol with the new tablets", "go back to the gym at " + "the local pool", "stop the water tablet before the family party",
                    "use a sauna", "eat grapefruit on atorvastatin"]), ". ")
    w.add("Teach-back ", str(r.randint(3, 5)), "/5. ")
    if r.random() < 0.6:
        rel = ctx.spouse_rel()
        w.add(rel.capitalize(), " ", ctx.nm(ctx.fam(rel), "first"), r.choice([" does all the cooking and will attend the diet session on ",
                                                                           " asked for a copy of the action plan; next session ",
                                                                           " will come with the patient on "]),
              ctx.D(ctx.next_weekday(ctx.today, 7), r.choice(["wkshort", "wk", "dm"])), ". ")
    if r.random() < 0.5:
        w.add("Works as a ", ctx.prof(), " (shifts) - discussed timing of diuretic around work. ")
    w.add("Leaflets given: ", r.choice(["'Heart failure: a guide'", "'Your heart attack recovery plan'", "'Cardiac medicines'", "'Eating for a healthy heart'"]), ". ")
    w.add("Online resources sent to ", P("EMAIL", ctx.email), ": ", P("URL", ctx.url()), "\n")
    w.ln("Confidence (self-rated 0-10): pre {a}, post {b}.", a=str(r.randint(2, 6)), b=str(r.randint(6, 10)))
    w.ln()
    w.ln("Next session: {d} - {t}", d=ctx.D(ctx.next_weekday(ctx.today, 7), r.choice(["wk", "num"])), t=r.choice(TOPICS)[0])
    w.ln("Recorded by {n}, {d}", n=ctx.s(fac, r.choice(["full", "ilast"])), d=ctx.D(ctx.today, "num"))


def psychological_screening_summary(w, ctx):
    if ctx.r.random() < 0.35:
        return _psych_letter(w, ctx)
    return _psych_form(w, ctx)


def _psych_letter(w, ctx):
    r = ctx.r
    ha, hd, phq = r.randint(6, 17), r.randint(3, 15), r.randint(4, 20)
    blocks.letterhead(w, ctx, dept=r.choice(["Cardiac Psychology Service", "Clinical Health Psychology", "Cardiac Rehabilitation Service"]))
    w.ln()
    w.ln("{d}", d=ctx.D(ctx.today, "long"))
    w.ln()
    w.ln("PRIVATE AND CONFIDENTIAL")
    gp = ctx.staff("gp")
    w.ln("{t}{dot} {n}, {p}", t=gp["title"], dot=ctx.dot(), n=P("DOCTOR", "%s %s" % (gp["first"], gp["last"])), p=P("HOSPITAL", ctx.gp_practice))
    w.ln()
    w.ln("Dear {t}{dot} {n},", t=gp["title"], dot=ctx.dot(), n=P("DOCTOR", gp["last"]))
    w.ln()
    w.ln("Re: {n}  DOB {d}  {ml}{m}", n=ctx.nm(ctx.pat, r.choice(["tfull", "caps"])), d=ctx.D(ctx.dob, "num"), ml=ctx.mrn_label(), m=P("MRN", ctx.mrn))
    w.ln()
    rel = ctx.spouse_rel()
    sp = ctx.fam(rel)
    w.add("I met ", ctx.pt("tlast"), " on ", ctx.D(add_days(ctx.today, -r.randint(2, 10)), r.choice(["dm", "wk", "ord"])), " following a routine mood screen at the start of ",
          r.choice(["cardiac rehabilitation", "the heart failure education programme"]), ". ",
          r.choice(["Scores were HADS anxiety %d, depression %d and PHQ-9 %d." % (ha, hd, phq),
                    "HADS was %d/%d (anxiety/depression) and PHQ-9 %d, item 9 scored 0." % (ha, hd, phq)]), " ")
    w.add(ctx.pt("tlast"), " ", r.choice(["described intrusive memories of the arrest and the ambulance journey",
                                         "has been checking the pulse many times a day and avoiding the stairs",
                                         "spoke of loss of role since stopping work", "worries that any exertion will trigger another shock"]), ". ")
    w.add(rel.capitalize(), " ", ctx.nm(sp, "first"), " ", r.choice(["attended and", "joined by phone and", "was not present but"]),
          " ", r.choice(["feels they have become 'over-protective'", "is also struggling with sleep", "would value a carers' session"]), ". ")
    if not ctx.retired:
        w.add("Employer (", P("ORGANIZATION", ctx.employer), ") has offered a phased return as a ", ctx.prof(), ". ")
    w.add("\n\nPlan: ", r.choice(["six sessions of CBT for cardiac anxiety, first on ", "graded exposure to exercise with the rehab physios from ",
                                   "mood review at week 6 of rehab on "]), ctx.D(ctx.next_weekday(ctx.today, r.randint(7, 21)), r.choice(["dm", "wk"])),
          ". ", r.choice(["There is no indication for medication at present.", "You may wish to consider sertraline if scores remain high.",
                          "No risk concerns were identified."]), "\n\n")
    w.ln("Yours sincerely,")
    w.ln()
    ctx.sig(w, "psych")
    w.ln("cc: {p}; {c}", p=ctx.pt("tfull"), c=ctx.s("crn", r.choice(["full", "full_cred"])))


def _psych_form(w, ctx):
    r = ctx.r
    ha, hd = r.randint(2, 17), r.randint(1, 15)
    phq = r.randint(1, 20)
    gad = r.randint(0, 18)
    role = r.choice(["psych", "crn", "hfsn"])
    w.ln(r.choice(["PSYCHOLOGICAL SCREENING SUMMARY", "Psychosocial Assessment - Cardiac Rehab", "Mood & Anxiety Screen (CR week 1)",
                   "PSYCHOLOGICAL WELLBEING SCREEN"]))
    blocks.pt_header(w, ctx, ["name", "dob", "mrn"] + (["age"] if r.random() < 0.5 else []), layout=r.choice(["lines", "pipe"]))
    w.ln("Screened by: {n} ({ro}) on {d}", n=ctx.s(role, r.choice(["full_cred", "tlast", "full"])), ro=ctx.staff(role)["role"], d=ctx.D(ctx.today))
    w.ln()
    sep = r.choice([" | ", ": "])
    w.ln("Instrument{s}Score{s}Band".replace("{s}", sep))
    w.ln("HADS anxiety{s}{a}/21{s}{b}".replace("{s}", sep), a=str(ha), b="normal" if ha < 8 else ("borderline" if ha < 11 else "abnormal"))
    w.ln("HADS depression{s}{a}/21{s}{b}".replace("{s}", sep), a=str(hd), b="normal" if hd < 8 else ("borderline" if hd < 11 else "abnormal"))
    w.ln("PHQ-9{s}{a}/27{s}item 9 = 0".replace("{s}", sep), a=str(phq))
    w.ln("GAD-7{s}{a}/21{s}-".replace("{s}", sep), a=str(gad))
    if r.random() < 0.5:
        w.ln("AUDIT-C{s}{a}/12{s}-".replace("{s}", sep), a=str(r.randint(0, 9)))
    if r.random() < 0.4:
        w.ln("ISI (insomnia){s}{a}/28{s}-".replace("{s}", sep), a=str(r.randint(3, 22)))
    w.ln()
    rel = ctx.spouse_rel()
    sp = ctx.fam(rel)
    w.add("Summary: ", ctx.pt(r.choice(["tlast", "first", "full"])), " ")
    w.add(r.choice(["described feeling 'on edge' since the ", "reports low mood and tearfulness since the ", "is frightened of exercising after the ",
                    "feels 'a burden' since the "]), r.choice(["heart attack", "ICD shock", "bypass", "HF diagnosis"]), " on ",
          ctx.D(add_days(ctx.today, -r.randint(20, 120)), r.choice(["dm", "num", "ord", "long"])), ". ")
    k = r.random()
    if k < 0.35:
        w.add("Additional stress: ", rel, " ", ctx.nm(sp, "first"), " (", P("AGE", str(sp["age"])), ") has dementia and ", "the patient",
              " is main carer. ")
    elif k < 0.65:
        ch = ctx.fam(r.choice(["son", "daughter"]))
        w.add("Worried about ", ctx.nm(ch, "first"), " who was made redundant from ", P("ORGANIZATION", r.choice(["Drennan Logistics", "Coldstream Dairies", "Summit Print Works", ctx.employer])),
              " in ", ctx.D(add_days(ctx.today, -r.randint(30, 200)), "mon"), ". ")
    else:
        w.add("Financial worries - self-employed ", ctx.prof(), ", unable to work since admission. ")
    w.add(r.choice(["Sleep broken (3-4 h). ", "Avoiding going out alone. ", "Not attending social activities. ", "Appetite reduced. "]))
    if r.random() < 0.5:
        w.add("Previously enjoyed ", P("ORGANIZATION", ctx.club), " but has not been back. ")
    w.add("\n")
    w.ln("Risk: no thoughts of self-harm or suicide; protective factors - {x}.", x=r.choice(["grandchildren", "faith community", "close family", "dog"]))
    w.ln()
    w.ln("Plan:")
    plans = [["Referred to ", ctx.s("psych", "tlast"), ", ", P("HOSPITAL", ctx.hosp), " cardiac psychology (ref ", P("IDNUM", ctx.idnum("ref")), ")."],
             ["Self-referral details for local talking therapies given; ", r.choice(["web ", "info at "]), P("URL", ctx.url("/talking-therapies")), "."],
             ["Letter to ", ctx.s("gp", "tlast"), " re PHQ-9 ", str(phq), " - consider sertraline (cardiac-safe SSRI)."],
             ["Stress management session (week 4) - relaxation CD / app."],
             ["Rescreen at week 8 (", ctx.D(ctx.next_weekday(ctx.today, 49), r.choice(["dm", "num", "wkshort"])), ")."],
             ["Crisis numbers given; ", rel, " ", ctx.nm(sp, "first"), " aware, mobile ", P("PHONE", ctx.phone("mob")), "."]]
    for p in r.sample(plans, r.randint(3, 5)):
        w.add("- ", p, "\n")
    w.ln()
    ctx.sig(w, role)
