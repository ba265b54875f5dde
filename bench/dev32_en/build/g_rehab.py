"""Genre: cardiac rehabilitation."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi

EVENTS = ["NSTEMI", "STEMI", "CABG x3", "CABG x4", "PCI (elective)", "aortic valve replacement",
          "mitral valve repair", "new diagnosis HFrEF", "TAVI", "ICD implant", "unstable angina"]


def event_line(c, hosp2, days_ago=None):
    r = c.r
    ev = r.choice(EVENTS)
    when = c.ago(days_ago if days_ago is not None else r.randint(12, 70))
    out = [ev, " ", c.D(when)]
    if "CABG" in ev or "valve" in ev or "TAVI" in ev:
        out += [" at ", hosp2.N()]
    elif c.chance(0.6):
        out += [", ", r.choice(["PCI to LAD", "PCI to RCA", "medically managed", "2 x DES to Cx"]), " (", hosp2.N(), ")"]
    return ev, when, out


def venue(c):
    r = c.r
    if c.chance(0.5):
        return Phi(r.choice(P.LEISURE), "ORGANIZATION")
    return c.hosp.N()


def rehab_service_name(c):
    r = c.r
    base = c.paddr.city if c.chance(0.5) else c.hosp.addr.city
    return Phi("%s %s" % (base, r.choice(["Community Cardiac Rehabilitation", "Cardiac Rehabilitation Service",
                                         "Heart Health Centre", "Cardiac Rehab Unit"])), "HOSPITAL")


def thr(c):
    mx = 220 - c.age
    return int(mx * 0.6), int(mx * 0.75)


def assessment(c):
    r = c.r
    d = Doc()
    e = c.env()
    svc = rehab_service_name(c)
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    physio = c.staff(r.choice(["Senior Physiotherapist", "Clinical Exercise Physiologist", "Exercise Physiologist"]))
    nurse = c.staff("Cardiac Rehabilitation Nurse")
    d.add(svc, "\n")
    if c.chance(0.6):
        d.add(c.addr_inline(c.hosp.addr), "\n")
    d.add(r.choice(["Tel ", "Ph: "]), Phi(c.phone("land"), "PHONE"), "\n\n")
    d.add(r.choice(["CARDIAC REHABILITATION - INITIAL ASSESSMENT", "Phase II Cardiac Rehab Assessment",
                    "Cardiac Rehabilitation Entry Assessment", "CR Intake Assessment"]), "\n\n")
    d.add("Name: ", CH.pt_name_header(c), "     DOB: ", c.Dh(c.dob), " (", c.A(), r.choice([" yrs", "y", " years"]), ")\n")
    for lab, val in CH.id_list(c, plans=c.L in ("US", "AU", "CA")):
        d.add(lab, ": ", val, "   ")
    d.add("\n")
    d.add("Address: ", c.addr_inline(c.paddr), "\n")
    d.add("Home: ", Phi(c.ptel, "PHONE"), "   Mobile: ", Phi(c.pmob, "PHONE"), "\n")
    if c.chance(0.5):
        d.add("Email (for programme information): ", c.patient_email(), "\n")
    d.add("Date of assessment: ", c.Dh(c.visit), "\n")
    d.add("Referred by: Dr", c.dot, " ", c.doctor("Cardiology").full(), ", ", r.choice(["Cardiology", "CCU", "Cardiothoracic Surgery"]), ", ", hosp2.N(),
          " (referral received ", c.Dh(c.ago(r.randint(5, 30))), ")\n\n")
    ev, when, line = event_line(c, hosp2)
    d.add("Index event: ", line, "\n")
    d.add("Other history: ", r.choice(["hypertension, type 2 diabetes", c.sp("hypercholesterolaemia"), "COPD, previous TIA", "obesity (BMI 34), OSA", "nil significant"]), "\n")
    d.add("Medications: ", "; ".join(clin.card_meds(c, r.randint(4, 7))), "\n\n")
    d.add("Social / occupational\n")
    f = c.relative()
    d.add(CH.social(c, fam=f), "\n")
    if not c.retired:
        d.add("Hopes to return to work at ", Phi(c.employer, "ORGANIZATION"), " by ", c.D(c.later(r.randint(20, 80))),
              r.choice([" on a phased return.", "; employer supportive.", " - heavy lifting involved, discussed."]), "\n")
    if c.chance(0.5):
        d.add("Drives to sessions; parking permit issued for vehicle reg ", Phi(LF.plate(r, c.L), "VEHICLE"), ".\n")
    d.add("\nBaseline measures\n")
    if c.chance(0.5):
        d.add("ISWT: %d m (level %d), peak HR %d, RPE %d/20\n" % (r.randint(150, 700), r.randint(3, 9), r.randint(90, 130), r.randint(11, 15)))
    else:
        d.add("6MWT: %d m, SpO2 nadir %d%%, dyspnoea score %d/10\n" % (r.randint(220, 560), r.randint(90, 97), r.randint(1, 5)))
    d.add("Resting: ", clin.vitals(c, 1), "\n")
    d.add("Waist %d cm; HADS anxiety %d, depression %d; Dartmouth COOP total %d\n" % (r.randint(84, 122), r.randint(2, 14), r.randint(1, 12), r.randint(14, 32)))
    lo, hi = thr(c)
    d.add("\nExercise prescription\n")
    d.add("Age-predicted HRmax ", str(220 - c.age), " (220 - ", c.A(), "); training HR %d-%d bpm" % (lo, hi),
          r.choice([" (beta-blocked - use RPE 11-14)", "", " - adjust if on rate control"]), ".\n")
    wk = r.choice(["twice weekly,", "two sessions a week,", "twice a week,"])
    start = c.next_weekday(5, 21)
    d.add("Programme: 8 weeks, ", wk, " ", r.choice(["10:00", "13:30", "09:15", "11:00"]), " at ", venue(c),
          ", starting ", c.D(start), ".\n")
    if c.chance(0.4):
        d.add("Gym entry uses fingerprint scan - enrolled today (biometric ID ", Phi("FP-" + LF.digits(r, 5), "BIOID"), ").\n")
    d.add("\nGoals\n")
    goals = [["Walk to ", r.choice(["the shops", "the beach", "church", "the club"]), " without stopping"],
             ["Return to ", r.choice(["bowls", "golf", "swimming", "tramping" if c.L == "NZ" else "cycling", "dancing"]),
              " at ", Phi(r.choice(P.LEISURE + ["Fairhaven Golf Club", "Kingsway Bowls Club"]), "ORGANIZATION")],
             (["Attend granddaughter ", c.relative("granddaughter").first(), "'s wedding in ", c.My(c.later(r.randint(60, 200)))] if c.age >= 62 else
              ["Take ", c.relative(r.choice(["daughter", "son"])).first() if c.age >= 45 else "the children", " to the beach in ", c.My(c.later(r.randint(40, 150)))]),
             ["Lose ", str(r.randint(3, 10)), " kg"], ["Sleep through the night"], ["Feel confident to be left alone at home"]]
    for g in r.sample(goals, r.randint(2, 4)):
        d.add("- ", g, "\n")
    d.add("\nEmergency contact: ", f.full(), " (", f.rel, ") ", Phi(f.phone, "PHONE"), "\n\n")
    d.add("Assessed by: ", physio.full(), ", ", physio.role)
    if c.chance(0.6):
        d.add(" and ", nurse.full(), ", ", nurse.role)
    d.add("\n")
    if c.chance(0.5):
        lab, val = c.licence_for(physio)
        d.add(lab, ": ", Phi(val, "LICENSE"), "\n")
    return d


def sessions(c):
    r = c.r
    d = Doc()
    e = c.env()
    staff = [c.staff(x) for x in ("Physiotherapist", "CR Nurse", "Exercise Physiologist", "Technical Instructor")]
    svc = rehab_service_name(c)
    d.add(svc, " - ", r.choice(["Exercise Session Record", "Session Log", "Class Attendance & Monitoring"]), "\n")
    d.add("Patient: ", c.pt.caps(r.choice([0, 1, 3])), "   ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "   Age ", c.A(), "\n")
    lo, hi = thr(c)
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    ev, when, line = event_line(c, hosp2)
    d.add("Index event: ", line, "\n")
    d.add("Risk category: ", r.choice(["low", "moderate", "high"]), "   Precautions: ", r.choice(["sternal precautions until 12 weeks", "no upper limb weights > 2 kg",
          "ICD - VT zone 180 bpm, keep HR < 150", "diabetic - check BG pre-exercise", "none"]), "\n")
    d.add("Target HR %d-%d  |  RPE 11-14  |  Beta-blocker: %s\n\n" % (lo, hi, r.choice(["yes", "no"])))
    start = c.ago(r.randint(20, 50))
    while start.weekday() not in (0, 1):
        start += dt.timedelta(days=1)
    tbl = r.random() < 0.5
    if tbl:
        d.add("Date       | Rest HR | Rest BP | Peak HR | RPE | Circuit | Staff\n")
        d.add("-----------+---------+---------+---------+-----+---------+------\n")
    day = start
    n = r.randint(6, 12)
    missed_done = False
    for i in range(n):
        st = r.choice(staff)
        ini = st.initials(dots=False)
        if not missed_done and i > 1 and r.random() < 0.25:
            missed_done = True
            reason = r.choice([["DNA - rang later, ", r.choice(["car broke down", "felt unwell", "forgot"])],
                               ["cancelled - away in ", Phi(r.choice(P.COUNTRIES), "COUNTRY"), " for family event"],
                               ["cancelled - hospital appointment at ", c.hospital().N()],
                               ["cancelled - ", c.relative(r.choice(["daughter", "son", "wife" if c.sex == "M" else "husband"])).first(), " unwell"]])
            if tbl:
                d.add(c.Dt(day), " | ", reason, "\n")
            else:
                d.add(c.Dt(day), ": ", reason, "\n")
        else:
            hr = r.randint(56, 84)
            bp = "%d/%d" % (r.randint(104, 156), r.randint(60, 92))
            pk = r.randint(lo - 5, hi + 5)
            rpe = r.randint(10, 15)
            lvl = r.randint(1, 5)
            if tbl:
                d.add(c.Dt(day), " | ", str(hr), "      | ", bp, " | ", str(pk), "     | ", str(rpe), "  | L", str(lvl), "      | ", ini, "\n")
            else:
                d.add(c.Dt(day), ": rest HR ", str(hr), ", BP ", bp, "; peak HR ", str(pk), ", RPE ", str(rpe),
                      ", circuit level ", str(lvl), r.choice(["", ", no symptoms", ", mild SOB on stepper", ", good form"]), ". ", ini, "\n")
        day += dt.timedelta(days=r.choice([2, 3, 4, 5]))
    d.add("\nEducation sessions attended: ")
    topics = r.sample(["What is heart disease?", "Medications", "Healthy eating", "Stress and relaxation", "Returning to activity",
                       "Risk factors", "Emotions after a heart attack", "CPR for family members"], r.randint(2, 4))
    for i, t in enumerate(topics):
        d.add("; " if i else "", t, " (", c.Dt(c.ago(r.randint(3, 40))), ")")
    d.add("\n")
    d.add("\nNotes:\n")
    ndates = sorted(c.ago(r.randint(0, 15)) for _ in range(r.randint(2, 4)))
    for dd in ndates:
        st = r.choice(staff)
        d.add(c.Dt(dd), " ", r.choice([
            ["Pt reports chest tightness on the bike at level 4, settled with rest in 2 min. GTN not required. Informed Dr", c.dot, " ", c.doctor("Cardiology").sur(), "."],
            ["Discussed return to ", r.choice(["driving", "work", "sexual activity", "gardening"]), " - leaflet given."],
            [e["His"], " ", c.relative().rel, " ", c.fam[-1].first(), " attended the education session on medications."],
            ["BP post-exercise 92/54, light-headed; lay down, fluids. Recheck before next class."],
            ["Progressed to level 5 circuit; walking 30 min daily at home."],
        ]), " - ", st.initials(dots=False), "\n")
    return d


def discharge(c):
    r = c.r
    d = Doc()
    e = c.env()
    svc = rehab_service_name(c)
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    author = c.staff(r.choice(["Cardiac Rehabilitation Nurse Specialist", "Lead Physiotherapist, Cardiac Rehab",
                               "Cardiac Rehabilitation Coordinator"]))
    d.add(svc, "\n", c.addr_inline(c.hosp.addr), "\n", "Tel ", Phi(c.hosp.phone, "PHONE"))
    if c.chance(0.6):
        d.add("  Email ", c.inst_email(c.hosp, r.choice(["cardiac.rehab", "cardiacrehab", "heart.health"])))
    d.add("\n\n", c.D(c.visit), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    d.add(r.choice(["Cardiac rehabilitation discharge summary", "RE: Completion of cardiac rehabilitation", "Discharge from Phase III cardiac rehabilitation"]), "\n")
    CH.re_line(d, c, inline=True, label="Patient: ")
    d.nl()
    ev, when, line = event_line(c, hosp2, r.randint(100, 170))
    n_att = r.randint(8, 16)
    d.add(c.pt.t(), " was referred following ", line, ". ", e["He"], " attended ", str(n_att), " of ", str(max(n_att, 16)),
          " sessions between ", c.D(c.ago(r.randint(60, 90))), " and ", c.D(c.ago(r.randint(1, 10))), ".\n\n")
    d.add("Outcomes (entry -> exit):\n")
    a, b = r.randint(200, 450), 0
    b = a + r.randint(30, 200)
    d.add("- ", r.choice(["ISWT", "6MWT"]), " %d m -> %d m\n" % (a, b))
    d.add("- Resting BP %d/%d -> %d/%d\n" % (r.randint(130, 160), r.randint(80, 95), r.randint(112, 138), r.randint(65, 84)))
    w0 = r.uniform(62, 118)
    d.add("- Weight %.1f kg -> %.1f kg\n" % (w0, w0 - r.uniform(-1.0, 4.5)))
    d.add("- HADS A/D %d/%d -> %d/%d\n" % (r.randint(6, 14), r.randint(4, 12), r.randint(2, 8), r.randint(1, 7)))
    d.add("- Smoking: ", r.choice(["never", "quit on admission, remains abstinent", "reduced to 5/day", "ex-smoker"]), "\n\n")
    d.add(e["He"], r.choice([" has returned to work as ", " plans to return to work as "]) if not c.retired else " is retired (formerly ",
          CH.art(c.prof) + " " if not c.retired else "", Phi(c.prof, "PROFESSION"),
          (" with " if not c.retired else ")"), Phi(c.employer, "ORGANIZATION") if not c.retired else "", ". ")
    d.add("We have suggested continuing with the ", r.choice(["Phase IV maintenance class", "community exercise programme", "walking group"]),
          " at ", Phi(r.choice(P.LEISURE), "ORGANIZATION"), " and ", e["he"], " has been given details of the ",
          Phi(r.choice(P.SUPPORT_GROUPS), "ORGANIZATION"), ".\n\n")
    d.add(PR.para(c, e, "general_history", 2, 3), PR.para(c, e, "discussion", 1, 3), "\n\n")
    d.add("Recommendations for primary care: ", r.choice(["please continue to titrate bisoprolol towards 5 mg", "lipid profile in 3 months",
          "BP remains above target - consider increasing ramipril", "consider referral to smoking cessation"]), ".\n\n")
    d.add("Yours sincerely,\n\n", author.full(), "\n", author.role, "\n")
    if c.chance(0.6):
        d.add("Direct line ", Phi(LF.sibling(r, c.hosp.phone), "PHONE"), r.choice(["", "  Mobile " ]))
        if d.parts[-1].endswith("Mobile "):
            d.add(Phi(c.phone("mob"), "PHONE"))
        d.add("\n")
    d.add("\ncc: Dr", c.dot, " ", c.doctor("Cardiology").full(), ", Cardiology, ", hosp2.N(), "\n")
    return d


def us_itp(c):
    """US phase II cardiac rehab individualized treatment plan (ITP) review."""
    r = c.r
    d = Doc()
    e = c.env()
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    md = c.doctor("Medical Director, Cardiac Rehabilitation")
    ep = c.staff("Clinical Exercise Physiologist")
    rn = c.staff("RN, Cardiac Rehab")
    d.add(c.hosp.N(), " - Cardiac Rehabilitation\n")
    d.add(r.choice(["30-DAY ITP REVIEW", "Individualized Treatment Plan - Re-evaluation", "ITP / Progress Report"]), "\n\n")
    d.add("Patient: ", c.pt.caps(1), "   DOB: ", c.Dh(c.dob), "   ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "\n")
    if c.L == "US":
        d.add("Payer: ", Phi(c.insurer, "ORGANIZATION"), "   ID: ", Phi(c.plans[0][1], "HEALTHPLAN"))
        if len(c.plans) > 2:
            d.add("   MBI: ", Phi(c.plans[2][1], "HEALTHPLAN"))
        d.add("\nPrior auth #: ", Phi("PA" + LF.digits(r, 8), "IDNUM"), "   Visits authorized: 36\n")
    else:
        d.add(c.plans[0][0], ": ", Phi(c.plans[0][1], "HEALTHPLAN"), "\n")
    ev, when, line = event_line(c, hosp2, r.randint(45, 80))
    d.add("Qualifying diagnosis: ", line, "\n")
    d.add("Program start: ", c.Dh(c.ago(r.randint(28, 40))), "   Review date: ", c.Dh(c.visit), "   Sessions completed: ", str(r.randint(8, 14)), "\n\n")
    d.add("EXERCISE\n")
    d.add("Modalities: treadmill %.1f mph / %d%% grade, NuStep L%d, arm ergometer %d W. METs peak %.1f (entry %.1f).\n" % (
        r.uniform(1.8, 3.4), r.randint(0, 6), r.randint(4, 9), r.randint(15, 40), r.uniform(3.5, 6.5), r.uniform(2.0, 3.5)))
    d.add("Telemetry: ", r.choice(["NSR without ectopy", "occasional PVCs", "rate-controlled AF", "SR with 1st degree AVB"]), ". ",
          "No exercise-limiting symptoms.\n\n")
    d.add("NUTRITION: ", r.choice(["Rate Your Plate score improved", "met with dietitian " , "following Mediterranean-style plan"]))
    if d.parts[-1].endswith("dietitian "):
        d.add(c.staff("Dietitian").full(), ", RD on ", c.D(c.ago(r.randint(3, 20))))
    d.add(". Weight %d lb (%.1f kg).\n" % (lambda k: (int(k * 2.2046), k))(r.uniform(62, 125)))
    d.add("PSYCHOSOCIAL: PHQ-9 ", str(r.randint(1, 14)), ". ", CH.social(c, brief=True), "\n")
    d.add("TOBACCO: ", r.choice(["never", "former", "quit 5 weeks ago - congratulated", "current, counseled"]), "\n")
    d.add("EDUCATION: medications, heart-healthy eating, stress management.\n\n")
    d.add("Progress summary: ", PR.para(c, e, "general_history", 2, 3), "\n")
    d.add("Goals for next 30 days: ", r.choice(["increase to 45 min continuous aerobic exercise", "home walking 5 days/week",
          "LDL goal per cardiology", "return to work"]), ".\n\n")
    d.add("Prepared by: ", ep.full(), ", ", r.choice(["MS, ACSM-CEP", "CEP", "BS"]), " / ", rn.full(), ", RN\n")
    d.add("I have reviewed and approve this plan.\n", md.full(), ", MD   NPI ", Phi(LF.npi(r), "LICENSE"), "   ", c.Dh(c.later(r.randint(0, 3))), "\n")
    if c.chance(0.5):
        CH.ehr_footer(d, c, rn, ip=CH.rand_ip(c) if c.chance(0.4) else None, user=True)
    return d


def phone_review(c):
    """Running log of telephone / home-based programme contacts."""
    r = c.r
    d = Doc()
    e = c.env()
    nurses = [c.staff("CR Nurse"), c.staff("CR Physiotherapist")]
    hosp2 = c.hospital() if c.chance(0.5) else c.hosp
    fam = c.relative()
    prog = r.choice(["Heart Manual", "home-based CR", "virtual CR", "telephone-supported CR"])
    d.add(rehab_service_name(c), " - ", prog, " contact record\n")
    d.add("Pt: ", c.pt.caps(0), "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "  DOB ", c.Dh(c.dob), "  Mob ", Phi(c.pmob, "PHONE"), "\n")
    ev, when, line = event_line(c, hosp2)
    d.add("Event: ", line, "\n")
    d.add("Facilitator: ", nurses[0].full(), "; programme started ", c.Dh(c.ago(r.randint(20, 42))), "\n\n")
    d.add("Baseline: ", r.choice(["ISWT", "6MWT"]), " %d m; HADS A/D %d/%d; goals: " % (r.randint(200, 500), r.randint(3, 14), r.randint(2, 12)),
          r.choice(["walk to the shops", "return to golf", "lose weight", "get back to work"]), "\n")
    d.add("Meds: ", "; ".join(clin.card_meds(c, r.randint(4, 6))), "\n\n")
    n = r.randint(3, 5)
    whens = sorted(c.ago(r.randint(1, 35)) for _ in range(n - 1)) + [c.visit]
    smoke = r.choice(["Smoking: still abstinent.", "Smoking 3/day - NRT offered.", "Smoking: cut down to 5/day."])
    for wk, w in enumerate(whens, 1):
        nurse = r.choice(nurses)
        d.add(c.Dh(w), " ", c.time(), "  ", r.choice(["Tel review", "TC", "Phone contact", "Video call"]), " - ", prog, " wk ", str(min(6, wk + 1)), "\n")
        if c.chance(0.3):
            d.add("Answered by ", fam.rel, " ", fam.first().lower() if c.chance(0.3) else fam.first(), " initially then pt.\n")
        items = [
            ["S: walking ", str(r.randint(10, 40)), " min/day, ", r.choice(["no CP", "1 episode CP on stairs, settled 2 min", "SOB on hills", "feels well"]), "."],
            ["Meds: taking all, ", r.choice(["some dizziness on standing since bisoprolol incr", "no SEs", "ran out of ticagrelor 2/7 ago - advised urgent GP script"]), "."],
            ["Mood: ", r.choice(["low at times", "good", "anxious re return to work", "sleeping poorly"]), "; HADS to be repeated."],
            ["Weight ", f1k(r), " kg (", r.choice(["down", "up", "stable"]), ")."],
            [smoke],
            ["Had ", r.choice(["a fall", "a night in ED", "a GP visit"]), " on ", c.Dw(w - dt.timedelta(days=r.randint(2, 6))), " - ",
             r.choice(["no injury", "discharged same day", "BP meds reviewed"]), "."],
        ]
        for it in r.sample(items, r.randint(3, 5)):
            d.add(it, "\n")
        d.add("P: next call ", c.Dw(c.wd_after(w, 6, 8)), ". ",
              r.choice(["Posted relaxation CD.", "Emailed activity diary to ", "Referred to psychology.", "Letter to GP re BP.", "Continue."]))
        if d.parts[-1].endswith("to "):
            d.add(c.patient_email(), ".")
        d.add(" - ", nurse.init_sur() if c.chance(0.5) else nurse.initials(dots=False), "\n\n")
    if c.chance(0.4):
        d.add("Team line ", Phi(c.phone("land") + " " + LF.extension(r, c.L), "PHONE"), "\n")
    return d


def f1k(r):
    return "%.1f" % r.uniform(58, 120)


def build(c):
    r = c.r
    if c.L == "US":
        f = r.choice([us_itp, us_itp, sessions, assessment])
    else:
        f = r.choice([assessment, sessions, discharge, phone_review, assessment])
    return f(c), f.__name__
