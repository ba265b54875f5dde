"""Genre: on-road driving assessment report (occupational therapy / driver rehabilitation)."""

from core import Doc, P, add_days, cap, words
import entities as E
import clinical as CL
import render as R
import pools as PL

KEYS = ["stroke", "stroke", "dementia", "dementia", "parkinsons", "tbi", "ms", "vision", "stroke", "tia"]
ITEMS = ["Observation / mirrors", "Signalling", "Speed control", "Lane position", "Gap selection",
         "Junctions (T and crossroads)", "Roundabouts / intersections", "Hazard perception", "Following distance",
         "Navigation / route recall", "Vehicle control - steering", "Vehicle control - braking",
         "Parking / reversing", "Multi-lane roads", "Pedestrian crossings", "Merging"]
RATINGS = ["Safe", "Safe", "Safe", "Minor errors", "Minor errors", "Unsafe", "Needs improvement",
           "Satisfactory", "Good", "Poor"]
ADAPT = ["steering wheel spinner knob (right hand)", "left-foot accelerator", "push/pull hand controls",
         "panoramic rear-view mirror", "automatic transmission only", "extended indicator stalk",
         "swivel seat", "pedal extensions", "wide-angle blind-spot mirrors"]


def gen(rng, country):
    key = rng.choice(KEYS)
    ar = (62, 93) if key in ("dementia", "parkinsons", "vision") else (24, 88) if key in ("tbi", "ms") else (45, 91)
    c = E.mk_ctx(rng, country, age_range=ar)
    d = Doc()
    D = c.D
    cond = CL.CONDITIONS[key]
    centre = E.Clinic(rng, country, E.named(rng, PL.ASSESS_FORMS, country), region=c.addr.region_key)
    fixed = rng.random() < 0.5
    # ------------------ header
    d.line(P(centre.name, "HOSPITAL"))
    d.line(E.addr_inline(rng, centre.addr))
    d.line("Tel ", P(centre.phone, "PHONE"), "   Email ", P(centre.email, "EMAIL"))
    d.nl()
    d.line(rng.choice(["DRIVING ASSESSMENT REPORT", "On-Road Driving Assessment - Occupational Therapy Report",
                       "COMPREHENSIVE DRIVING EVALUATION", "Fitness to Drive Assessment: Off-road and On-road"]))
    d.line(rng.choice(["CONFIDENTIAL - medical in confidence", "Confidential", "Private and confidential"]))
    d.nl()
    d.line(rng.choice(["Client details", "CLIENT", "Driver details"]))
    R.demo_block(d, c, style=rng.choice(["colon", "table", "inline"]),
                 fields=rng.choice([("name", "dob", "addr", "lic", "phone"), ("name", "dob", "age", "addr", "lic"),
                                    ("name", "dob", "ids", "lic", "phone")]))
    ref_date = add_days(c.visit, -rng.randint(20, 120))
    refsrc = rng.random()
    if refsrc < 0.4:
        d.fl("Referred by: {r}, {h} ({dt})", r=R.dr(c, c.cons, rng.choice(["dr_full", "dr_last"])), h=P(c.hosp, "HOSPITAL"),
             dt=P(D(ref_date), "DATE"))
    elif refsrc < 0.7:
        d.fl("Referred by: {r}, {h} ({dt})", r=R.dr(c, c.gp, rng.choice(["dr_full", "dr_last"])), h=P(c.practice.name, "HOSPITAL"),
             dt=P(D(ref_date), "DATE"))
    else:
        d.fl("Referral: licensing authority request, ref {rf}, dated {dt}", rf=P(c.ref, "IDNUM"), dt=P(D(ref_date), "DATE"))
    d.fl("Date of assessment: {dt}   Start {t1}  Finish {t2}", dt=P(D(c.visit) if rng.random() < 0.7 else D.wk(c.visit), "DATE"),
         t1="%02d:%02d" % (rng.randint(8, 13), rng.choice([0, 15, 30])), t2="%02d:%02d" % (rng.randint(14, 16), rng.choice([0, 15, 30, 45])))
    assessor_lbl = {"UK": "ADI", "IE": "ADI", "AU": "Driving instructor", "US": "CDRS", "CA": "Driving instructor"}[country]
    d.line("Assessors: ", P(c.ot.full(), "DOCTOR"), rng.choice([", Occupational Therapist", " (OT)", ", OTR/L, CDRS" if country == "US" else ", OT"]),
           "; ", P(c.adi.full(), "DOCTOR"), " (", assessor_lbl, " ", P(c.adi_reg, "LICENSE"), ")")
    transmission = rng.choice(["automatic", "automatic", "manual"])
    d.line("Vehicle: dual-controlled ", rng.choice(["Toyota Corolla", "VW Golf", "Hyundai i30", "Mazda 3", "Kia Ceed",
                                                  "Ford Focus", "Skoda Fabia"]), " ", transmission, ", registration ",
           P(E.plate(rng, country), "VEHICLE"))
    d.nl()
    # ------------------ background
    d.line(rng.choice(["Background", "MEDICAL HISTORY", "Relevant history"]))
    ev = add_days(c.visit, -rng.randint(60, 900))
    aw = str(c.age) if rng.random() < 0.8 else words(c.age)
    art = "an" if aw.startswith("8") or aw.startswith("eight") or aw in ("11", "18") else "a"
    d.fl("{nm} is {art} {pt} with {dx} ({dt}). {t1}. {t2}.", nm=R.pt_name(c, rng.choice(["title_last", "first", "title_full"])),
         art=art, pt=[P(aw, "AGE"), rng.choice(["-year-old ", " year old "]), "man" if c.pt.sex == "M" else "woman"],
         dx=rng.choice(cond["names"]), dt=P(D.my(ev) if rng.random() < 0.6 else D(ev), "DATE"),
         t1=cap(rng.choice(cond["tests"])), t2=cap(rng.choice(cond["tests"])))
    meds = [rng.choice(cond["meds"])] + rng.sample(CL.OTHER_DRUGS, rng.randint(1, 3))
    d.line("Medication: ", ", ".join(meds), ".")
    sed = [m for m in meds if m.split()[0] in CL.SEDATING]
    if sed:
        d.line("Note: ", sed[0].split()[0], " may cause drowsiness; discussed timing of doses.")
    d.nl()
    d.line(rng.choice(["Driving history", "DRIVING HISTORY"]))
    lic_age = rng.randint(17, 25)
    if rng.random() < 0.5:
        d.fl("Licensed since age {a} ({y}); {km} per year; {tx} car, {car}.",
             a=P(str(lic_age), "AGE"), y=P(str(c.dob.year + lic_age), "DATE"),
             km=rng.choice(["approx. 8,000 miles", "about 12,000 km", "5,000 km", "low mileage"]),
             tx=transmission, car=c.car)
    else:
        d.fl("Passed driving test in {y}. Drives a {car} ({pl}) {f}.", y=P(str(c.dob.year + lic_age), "DATE"),
             car=c.car, pl=P(c.plate, "VEHICLE"), f=rng.choice(["locally", "to church and the shops", "to work daily", "on rural roads"]))
    if rng.random() < 0.5:
        d.fl("Last drove on {dt}.", dt=P(D.any(add_days(c.visit, -rng.randint(20, 300))), "DATE"))
    crashes = rng.choice(["No collisions or convictions reported.", "One minor reversing collision reported by family.",
                          "Two near misses in the last 6 months reported by " + c.rel + ".",
                          "Speeding fine 3 years ago; no collisions."])
    d.line(crashes)
    if rng.random() < 0.6:
        d.fl("{rel} {f} attended and {v}.", rel=cap(c.rel) if rng.random() < 0.5 else "Client's " + c.rel,
             f=R.fam(c) + (["", " (a ", P(rng.choice(PL.RELATIVE_JOBS), "PROFESSION"), ")"] if rng.random() < 0.35 else []),
             v=rng.choice(["provided collateral history", "raised concerns about getting lost",
                                       "sat in the rear for the on-road component", "reports no concerns"]))
    if rng.random() < 0.4:
        d.fl("Employment: {job}{emp}.", job=R.job(c.profession),
             emp="" if c.profession.startswith("retired") else rng.choice([[" at ", P(c.employer, "ORGANIZATION")], [""],
                                                                           [" (part-time)"]]))
    d.nl()
    # ------------------ off-road
    d.line(rng.choice(["OFF-ROAD ASSESSMENT", "Clinical (off-road) assessment"]))
    va, _ = CL.va(rng, country, 0, 4)
    d.line("Vision: binocular VA ", va, rng.choice([" with glasses", " uncorrected"]),
           "; fields ", rng.choice(["full to confrontation", "Esterman 120/120", "left inferior quadrant loss",
                                    "full; no neglect on line bisection"]))
    d.line("Physical: ", rng.choice(["full neck rotation", "neck rotation reduced 50% to the right"]), "; grip (Jamar) R ",
           str(rng.randint(12, 46)), " kg L ", str(rng.randint(10, 44)), " kg; ",
           rng.choice(["brake reaction time 0.%d s" % rng.randint(52, 98), "rapid pace walk 9.1 s",
                       "right ankle dorsiflexion 4/5", "transfers independent"]))
    d.line("Cognition: MoCA ", str(rng.randint(17, 30)), "/30; Trails A ", str(rng.randint(28, 90)), " s, Trails B ",
           str(rng.randint(60, 300)), " s; ", rng.choice(["UFOV risk category %d" % rng.randint(1, 5),
                                                          "SDSA pass equation positive", "Clock drawing 3/3",
                                                          "Road Law 12/12", "Maze task 41 s"]))
    d.line("Road knowledge / hazard perception: ", rng.choice(["good", "adequate", "poor - missed 3 of 8 hazards",
                                                               "identified 7 of 8 hazards in video clips"]))
    d.nl()
    # ------------------ on-road
    d.line(rng.choice(["ON-ROAD ASSESSMENT", "On-road component"]))
    route_streets = [E.stem(rng) + " " + rng.choice(PL.STREET_TYPES[country]) for _ in range(rng.randint(2, 4))]
    landmark = E.named(rng, PL.LANDMARKS, country)
    d.fl("Duration {m} minutes, {w}, {tr} traffic. Route from the centre via {s1} and {s2}, through the "
         "{lm} area and back via {s3}.", m=str(rng.choice([35, 40, 45, 50, 60])),
         w=rng.choice(["dry and bright", "light rain", "overcast", "low sun"]),
         tr=rng.choice(["light", "moderate", "heavy school-run"]),
         s1=P(route_streets[0], "STREET"), s2=P(route_streets[1], "STREET"),
         lm=P(landmark, "LOCATION_OTHER"), s3=P(route_streets[-1], "STREET"))
    d.nl()
    rows = rng.sample(ITEMS, rng.randint(6, 11))
    rows.sort(key=ITEMS.index)
    table = rng.random() < 0.6
    safe = rng.random() < 0.55
    if table:
        d.line("Skill".ljust(34), "Rating".ljust(18), "Comment")
        d.line("-" * 72)
    for it in rows:
        r = rng.choice(RATINGS[:5] if safe else RATINGS)
        if r in ("Safe", "Satisfactory", "Good"):
            com = rng.choice(["", "", "good anticipation", "appropriate", "consistent", "well judged"])
        else:
            com = rng.choice(["late mirror checks before lane change", "drifted left on bends", "hesitant at give way",
                              "speed 5-10 km/h under limit", "rolled through stop line", "missed cyclist on the right",
                              "needed verbal prompt x2", "signalled late", "straddled lanes on exit"])
        if table:
            d.line(it.ljust(34), r.ljust(18), com)
        else:
            d.line("- ", it, ": ", r.lower(), "" if not com else " (" + com + ")")
    d.nl()
    iv = rng.randint(0, 2) if safe else rng.randint(2, 7)
    d.fl("Instructor interventions: {v} verbal, {p} physical (dual brake){w}.", v=str(rng.randint(0, 5)), p=str(iv),
         w=rng.choice(["", [" - at the junction of ", P(route_streets[0], "STREET"), " and ", P(route_streets[1], "STREET")],
                       [" near ", P(landmark, "LOCATION_OTHER")]]))
    d.nl()
    # ------------------ outcome
    d.line(rng.choice(["OUTCOME AND RECOMMENDATIONS", "Summary and recommendations", "Recommendation"]))
    if safe:
        d.fl("{pt} demonstrated {q} driving skills and is considered safe to {w}.",
             pt=R.pt_name(c, rng.choice(["title_last", "first", "title_last"])),
             q=rng.choice(["safe", "adequate", "consistent"]), w=rng.choice(["resume driving", "continue driving"]))
        if rng.random() < 0.6:
            d.line("Recommended: ", ", ".join(rng.sample(ADAPT, rng.randint(1, 2))), ".")
        if rng.random() < 0.5:
            d.line("Conditions suggested: ", rng.choice(["daylight driving only", "within 20 km of home", "no motorways",
                                                         "automatic vehicle only", "review in 12 months"]), ".")
    else:
        d.fl("{pt} did not demonstrate safe driving and {r}.", pt=R.pt_name(c, rng.choice(["title_last", "first"])),
             r=rng.choice(["should not drive", "is not safe to drive at present",
                           "should stop driving; retraining is unlikely to help",
                           "may benefit from 6 lessons and a reassessment"]))
        d.line("Outcome discussed with client", rng.choice(["", " and family"]), "; ",
               rng.choice(["accepted the result", "disagreed and wishes to appeal", "was upset but understood",
                           "will surrender licence voluntarily"]), ".")
    d.line("Report copied to: referrer; GP; ", rng.choice(["licensing authority (with consent)", "client", "client and licensing authority"]), ".")
    d.nl()
    d.line(P(c.ot.full(), "DOCTOR"), rng.choice([", Occupational Therapist", ", Senior OT (Driving)", ", OT Reg."]))
    d.line(R.reg_label(c, "ot"), " ", P(c.ot_reg, "LICENSE"))
    if rng.random() < 0.5:
        d.line(P(c.adi.full(), "DOCTOR"), ", ", assessor_lbl, " ", P(c.adi_reg, "LICENSE"))
    else:
        d.line(P(c.adi.full(), "DOCTOR"), ", ", assessor_lbl)
    d.fl("Report date: {dt}", dt=P(D(add_days(c.visit, rng.randint(1, 10))), "DATE"))
    if rng.random() < 0.3:
        d.line("Invoice ", P(c.acct, "ACCOUNT"), " - ", rng.choice(["self-funded", "funded by referrer", "NDIS plan",
                                                                    "workers' compensation claim"]))
    return d, c, {"genre": "on_road_driving_assessment_report", "country": country}
