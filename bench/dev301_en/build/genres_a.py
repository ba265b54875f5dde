"""Genres: cardiac rehab assessment, exercise class register, ETT report."""
from core import P, add_days, WDAYS, digits
import clin
import blocks


def _two_days(ctx):
    r = ctx.r
    pair = r.choice([(0, 2), (1, 3), (0, 3), (1, 4), (2, 4)])
    short = r.random() < 0.4
    return [P("DATE", WDAYS[pair[0]][:3] if short else WDAYS[pair[0]]), " and ",
            P("DATE", WDAYS[pair[1]][:3] if short else WDAYS[pair[1]])]


def cardiac_rehab_assessment(w, ctx):
    r = ctx.r
    ev, proc = clin.event(ctx)
    d_event = add_days(ctx.today, -r.randint(12, 50))
    d_dc = add_days(d_event, r.randint(2, 9))
    d_ref = add_days(d_dc, r.randint(0, 4))
    d_start = add_days(ctx.today, r.randint(5, 21))
    role = r.choice(["crn", "crn", "physio", "ep"])
    us = ctx.c in clin.US_LIKE
    if r.random() < 0.55:
        w.ln(r.choice(["PHASE II CARDIAC REHABILITATION - INITIAL ASSESSMENT",
                       "Cardiac Rehabilitation Assessment", "CARDIAC REHAB ENTRY ASSESSMENT",
                       "Phase 2 Cardiac Rehab - Baseline Assessment"]))
        w.ln("{h} | {d}", h=P("HOSPITAL", ctx.hosp), d=r.choice(["Cardiac Rehabilitation", "Cardiology Outpatients", "Heart Health Centre"]))
        w.ln()
        blocks.pt_header(w, ctx, ["name", "dob", "mrn"] + (["nhs"] if ctx.c == "UK" else []) + ["addr", "phone", "gp"]
                         + (["hplan"] if r.random() < 0.6 else []), layout="lines")
        w.ln()
        w.ln("Assessment date: {d} {t}   Venue: clinic room {rm}, {b}", d=ctx.D(ctx.today), t="%02d:%02d" % (r.randint(8, 15), r.choice([0, 15, 30, 45])),
             rm=P("LOCATION_OTHER", r.choice(["3", "4B", "12", "G07", "2"])), b=P("LOCATION_OTHER", ctx.building))
        w.ln("Assessed by: {n} ({role})", n=ctx.s(role, "full_cred"), role=ctx.staff(role)["role"])
        w.ln("Referral received {d} from {n}, {ward}, {h}", d=ctx.D(d_ref), n=ctx.s("hfsn" if "HF" in ev else "registrar"),
             ward=P("HOSPITAL", ctx.ward), h=P("HOSPITAL", ctx.hosp))
        w.ln()
        w.ln("INDEX EVENT: {ev} on {d} -> {proc}. Discharged {dc}.", ev=ev, d=ctx.D(d_event), proc=proc, dc=ctx.D(d_dc, r.choice(["short", "num", "med"])))
        w.ln("Echo: {e} ({d}). ECG today: {ecg}.", e=clin.lvef(ctx), d=ctx.D(ctx.next_weekday(d_event, 1), r.choice(["num", "short", "med"])), ecg=clin.ecg(ctx))
        w.ln("PMH: {p}", p=", ".join(clin.pmh(ctx)))
        w.ln()
        blocks.med_block(w, ctx, title=r.choice(["Medications:", "Current medication:", "DRUG HISTORY"]))
        w.add("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "nil known", "codeine - nausea"]), "\n\n")
        w.add("Social history: ")
        blocks.social(w, ctx)
        blocks.fam_hx(w, ctx)
        w.ln()
        w.ln("Observations: {o}", o=clin.obs(ctx))
        kg = clin.weight_kg(ctx)
        hcm = r.randint(152, 191)
        w.ln("Weight {wt}, height {h} cm, BMI {b}, waist {wc} cm", wt=clin.wt(ctx, kg), h=hcm,
             b="%.1f" % (kg / (hcm / 100.0) ** 2), wc=int(kg * 0.6 + r.randint(40, 55)))
        w.ln("Functional capacity: {t}", t=clin.walk_test(ctx))
        w.ln("Questionnaires: HADS-A {a}, HADS-D {d}; {s}", a=r.randint(1, 16), d=r.randint(0, 14), s="; ".join(clin.scores(ctx, 2)))
        w.ln("Risk stratification ({g}): {k}", g=r.choice(["AACVPR", "BACPR", "ACPICR"]), k=r.choice(["low", "moderate", "high - supervised only"]))
        w.ln()
        w.ln("Goals:")
        sp = ctx.fam(ctx.spouse_rel())
        goals = [["walk to the shops in ", P("CITY", ctx.town), " without stopping"],
                 ["return to work as a ", ctx.prof(), " at ", P("ORGANIZATION", ctx.employer)] if not ctx.retired else ["get back to gardening and the allotment"],
                 ["dance at ", r.choice(["granddaughter's", "son's", "niece's"]), " wedding in ", ctx.D(ctx.next_weekday(ctx.today, r.randint(60, 240)), "monyr")],
                 ["play golf again with ", ctx.nm(sp, "first")],
                 ["manage stairs at home (", P("STREET", ctx.street), ") without GTN"],
                 ["fly to ", ctx.country_ref(), " for ", ctx.holiday()]]
        for g in r.sample(goals, r.randint(2, 4)):
            w.add("  - ", g, "\n")
        w.ln()
        w.ln("Plan: Enrolled in {days} {t} class at {v}, commencing {d}. {n}-week programme; home walking plan given.",
             days=_two_days(ctx), t=r.choice(["09:30", "10:00", "13:30", "14:00"]), v=P("LOCATION_OTHER", ctx.venue),
             d=ctx.D(ctx.next_weekday(d_start, 0), r.choice(["wk", "long", "num"])), n=r.choice(["6", "8", "12"]))
        for s in clin.ex_neg(ctx, 2):
            w.ln(s)
        if r.random() < 0.5:
            w.ln("Parking permit: vehicle {v}.", v=P("VEHICLE", ctx.vehicle()))
        w.ln()
        ctx.sig(w, role)
    else:
        hdr = "CARDIAC REHAB INTAKE NOTE" if us else "Cardiac rehabilitation assessment (clinic letter format)"
        w.ln(hdr)
        blocks.pt_header(w, ctx, ["name", "mrn", "dob", "acct"] + (["ssn"] if ctx.c == "US" and r.random() < 0.6 else []) + (["hplan"] if us else []),
                         layout=r.choice(["pipe", "inline"]))
        w.ln("Date of service: {d}", d=ctx.D(ctx.today))
        w.ln()
        w.add(r.choice(["HPI: ", "History: ", "S: "]), ctx.pt("tlast"), " is a ", ctx.age_ph(), " ",
              r.choice(["man", "gentleman"]) if ctx.sex == "M" else r.choice(["woman", "lady"]),
              " referred to phase II cardiac rehab by ", ctx.s("cardiologist", "tlast"),
              " following ", ev, " on ", ctx.D(d_event), " treated with ", proc, " at ", P("HOSPITAL", ctx.hosp2), ". ")
        w.add("Discharged home ", ctx.D(d_dc, r.choice(["short", "dm", "num"])), ". ")
        w.add(r.choice(["Denies chest pain since discharge. ", "Two episodes of exertional tightness relieved by GTN. ",
                        "Reports fatigue and poor sleep. ", "Mild breathlessness on hills only. "]))
        w.add("Echo ", clin.lvef(ctx), ". ", "PMH includes ", ", ".join(clin.pmh(ctx)), ".\n\n")
        w.add("Social: ")
        blocks.social(w, ctx, k=r.randint(2, 4))
        w.ln()
        w.ln("Vitals: {o}. Wt {wt}.", o=clin.obs(ctx), wt=clin.wt(ctx, clin.weight_kg(ctx)))
        w.ln("Baseline: {t}. {s}.", t=clin.walk_test(ctx), s=clin.score(ctx))
        if us:
            w.ln("Billing: {c} x 36 sessions authorized through {d}.", c=r.choice(["CPT 93798", "HCPCS G0422"]), d=ctx.D(ctx.next_weekday(ctx.today, 120), "num"))
        w.ln("Exercise Rx: {a} {b}", a=clin.ex_neg(ctx, 1)[0], b=clin.ex_neg(ctx, 1)[0])
        w.ln("Plan: start {d}; {days} sessions. Education: meds, diet, stress. Will update {g}.",
             d=ctx.D(d_start, "wk"), days=_two_days(ctx), g=ctx.s("gp", "tlast"))
        w.ln()
        w.add("Electronically signed: ", ctx.s(role, "full_cred"), " ", ctx.D(ctx.today, "num"), " ",
              "%02d:%02d" % (r.randint(9, 17), r.randint(0, 59)), "\n")


def exercise_class_register(w, ctx):
    r = ctx.r
    phase = r.choice(["II", "III", "2", "3"])
    loc_h = r.random() < 0.4
    w.ln(r.choice(["EXERCISE CLASS REGISTER", "Cardiac Rehab Class Register & Obs Sheet",
                   "Phase {p} Exercise Session - Attendance".replace("{p}", phase), "CR CLASS LOG"]))
    if loc_h:
        w.ln("Venue: {h}, {b}, gym {g}", h=P("HOSPITAL", ctx.hosp), b=P("LOCATION_OTHER", ctx.building),
             g=P("LOCATION_OTHER", r.choice(["1", "2", "B", "3A"])))
    else:
        w.ln("Venue: {v}, {a}", v=P("LOCATION_OTHER", ctx.venue), a=ctx.site_addr())
    nwk = r.choice([6, 8, 8, 12])
    t1 = r.choice([(9, 30), (10, 0), (13, 15), (14, 0), (17, 30)])
    w.ln("Session: {d}  {t1}-{t2}   Cohort {c}, week {k} of {n}", d=ctx.D(ctx.today, r.choice(["wk", "wk", "wkshort", "num"])),
         t1="%02d:%02d" % t1, t2="%02d:%02d" % (t1[0] + 1, t1[1] + r.choice([0, 15, 30])),
         c=r.choice(["A", "B", "C", "4", "7"]), k=r.randint(1, nwk), n=nwk)
    staff_roles = r.sample(["crn", "physio", "ep", "hca", "hfsn"], r.randint(2, 4))
    w.add("Staff on duty: ")
    for i, ro in enumerate(staff_roles):
        w.add(", " if i else "", ctx.s(ro, r.choice(["full", "ilast", "first"])), " (", ctx.staff(ro)["role"].split(",")[0], ")")
    w.add("\n")
    w.ln("Emergency: AED {m} SN {sn} checked by {i}; O2 cylinder full; GTN in date. Nearest phone {ph}.",
         m=r.choice(["Zoll AED Plus", "Philips HeartStart FRx", "Cardiac Science G5", "Lifepak CR2"]),
         sn=P("DEVICE", ctx.device_sn("other")), i=blocks.initials(ctx, staff_roles[0]), ph=P("PHONE", ctx.phone("land", ext=r.random() < 0.4)))
    w.ln()
    pts = [ctx.pat] + [ctx.other_patient() for _ in range(r.randint(5, 10))]
    ctx.pat["age"] = ctx.age
    ctx.pat["mrn"] = ctx.mrn
    r.shuffle(pts)
    cols_age = r.random() < 0.5
    cols_id = r.random() < 0.7
    sep = r.choice([" | ", "\t", "  "])
    head = ["#", "Name"] + (["Hosp No" if ctx.c in ("UK", "IE") else "MRN"] if cols_id else []) + (["Age"] if cols_age else []) + \
        ["Rest HR", "Rest BP", "Peak HR", "RPE", "Post BP", "Comments"]
    w.ln(sep.join(head))
    comments = ["-", "GTN x1 pre-class", "BM 6.8 pre-exercise", "left early (hospital transport)",
                "knee pain - seated circuit", "SpO2 dipped to 91%, recovered", "HR irregular - AF known",
                "BP 168/94 pre - rested 10 min, recheck 148/86", "good effort", "new ankle swelling - HFSN informed",
                "ICD in situ, HR cap 110", "insulin - snack given", "c/o dizziness cool-down, lay supine 5 min",
                "talk test", "ok", "progress to level 3"]
    dna = []
    for i, p in enumerate(pts):
        if p is not ctx.pat and r.random() < 0.12:
            dna.append(p)
            continue
        row = ["%d" % (i + 1), ctx.nm(p, r.choice(["lastfirst", "full", "ilast"]) if p is not ctx.pat else r.choice(["lastfirst", "full"]))]
        if cols_id:
            row.append(P("MRN", p["mrn"]))
        if cols_age:
            row.append(P("AGE", str(p["age"])))
        row += ["%d" % r.randint(54, 92), "%d/%d" % (r.randint(100, 160), r.randint(56, 92)), "%d" % r.randint(88, 135),
                "%d" % r.randint(10, 15), "%d/%d" % (r.randint(100, 160), r.randint(56, 92)), r.choice(comments)]
        for j, c in enumerate(row):
            w.add(sep if j else "", c)
        w.add("\n")
    w.ln()
    if dna:
        w.add("DNA: ")
        for i, p in enumerate(dna):
            w.add("; " if i else "", ctx.nm(p, "tlast" if r.random() < 0.5 else "full"), " - ",
                  r.choice(["phoned ", "left voicemail on ", "texted "]), P("PHONE", ctx.phone("mob")))
        w.add("\n")
    if r.random() < 0.7:
        w.add("Incident/notes: ", ctx.pt(r.choice(["tlast", "first", "init"])), " ",
              r.choice(["reported chest tightness at station 4 (step-ups), RPE 15. Stopped, GTN 400 micrograms x1 with relief in 3 min. 12-lead ECG: no acute change. ",
                        "felt lightheaded after cool-down; BP 92/58. Lay down, fluids, BP 108/66 after 10 min. Advised to discuss timing of ramipril with GP. ",
                        "weight up 2.4 kg since last week and ankles puffy - not exercised today, referred to HFSN for review. ",
                        "progressed to level 4 circuit without symptoms. "]),
              "Discussed with ", ctx.s(r.choice(["hfsn", "crn"])), ". ")
        if r.random() < 0.5:
            rel = r.choice([ctx.spouse_rel(), "daughter", "son"])
            w.add(rel.capitalize(), " ", ctx.nm(ctx.fam(rel), "first"), " collected at ",
                  "%02d:%02d" % (r.randint(10, 15), r.randint(0, 59)), ".")
        w.add("\n")
    w.ln("Next session: {d}. Signed {i}", d=ctx.D(ctx.next_weekday(ctx.today, r.choice([2, 3, 7])), r.choice(["wkshort", "wk", "short"])),
         i=blocks.initials(ctx, staff_roles[-1]))


def exercise_tolerance_test_report(w, ctx):
    if ctx.r.random() < 0.25:
        return _ett_brief(w, ctx)
    return _ett_full(w, ctx)


def _ett_brief(w, ctx):
    r = ctx.r
    mins = r.randint(4, 12)
    mets = round(2.5 + mins * 0.9, 1)
    w.ln("ETT - {d} - {h}, {u}", d=ctx.D(ctx.today, r.choice(["num", "med", "iso"])), h=P("HOSPITAL", ctx.hosp),
         u=r.choice(["Stress Lab", "Cardiac Investigations", "Cardiac Physiology Dept"]))
    w.ln("{n}, {a}, {ml}{m}, study {s}", n=ctx.nm(ctx.pat, r.choice(["lastfirst", "caps", "tfull"])), a=ctx.age_ph(r.choice(["sex", "yo", "year"])),
         ml=ctx.mrn_label(), m=P("MRN", ctx.mrn), s=P("IDNUM", ctx.idnum("ett")))
    w.ln("Indication: baseline functional capacity before phase II cardiac rehab ({e}, {d}).", e=clin.event(ctx)[0], d=ctx.D(add_days(ctx.today, -r.randint(14, 40)), r.choice(["short", "dm", "num"])))
    w.ln("{p} protocol, {m} min {s} s, {x} METs. Peak HR {h} bpm ({pc}% APMHR), peak BP {b}. Stopped: {st}.",
         p=r.choice(["Bruce", "Modified Bruce", "Naughton"]), m=mins, s=r.randint(0, 59), x="%.1f" % mets, h=r.randint(104, 160), pc=r.randint(65, 95),
         b="%d/%d" % (r.randint(140, 200), r.randint(70, 95)), st=r.choice(["fatigue", "breathlessness", "target HR", "hip pain"]))
    w.ln("No chest pain. {e}. HRR 1 min {k} bpm.", e=r.choice(["No ischaemic ST change", "0.5 mm upsloping ST depression only", "Isolated VEs in recovery"]), k=r.randint(10, 30))
    w.ln("Impression: negative ETT; moderate intensity training appropriate, HR {a}-{b} bpm / RPE 12-14.", a=r.randint(90, 100), b=r.randint(112, 126))
    w.ln("{n} ({r}) / reviewed {c}", n=ctx.s("physiologist", r.choice(["full", "ilast"])), r=ctx.staff("physiologist")["role"], c=ctx.s("cardiologist", "tlast"))


def _ett_full(w, ctx):
    r = ctx.r
    us = ctx.c in clin.US_LIKE
    proto = r.choice(["Bruce", "Bruce", "Modified Bruce", "Naughton", "Ramp (cycle, 15 W/min)"])
    w.ln(r.choice(["EXERCISE TOLERANCE TEST REPORT", "Exercise Stress Test Report", "TREADMILL EXERCISE TEST",
                   "Exercise ECG - Report"]))
    w.ln("{h} - {d}", h=P("HOSPITAL", ctx.hosp), d=r.choice(["Cardiac Investigations Unit", "Cardiac Physiology", "Stress Lab", "Non-invasive Cardiology"]))
    w.ln()
    w.ln("Name: {n}    Sex: {s}    Age: {a}", n=ctx.nm(ctx.pat, r.choice(["lastfirst", "caps", "full"])), s=ctx.sex, a=P("AGE", str(ctx.age)))
    w.ln("DOB: {d}    {ml}{m}", d=ctx.D(ctx.dob, r.choice(["num", "dash3", "iso"])), ml=ctx.mrn_label(), m=P("MRN", ctx.mrn))
    w.ln("Study no: {s}    Order: {o}", s=P("IDNUM", ctx.idnum("ett")), o=P("IDNUM", ctx.idnum("order")))
    if us and r.random() < 0.5:
        w.ln("Account: {a}", a=P("ACCOUNT", ctx.acct))
    w.ln("Test date: {d}  Start {t}", d=ctx.D(ctx.today), t="%02d:%02d" % (r.randint(8, 16), r.randint(0, 59)))
    w.ln("Referrer: {n} ({p})", n=ctx.s(r.choice(["cardiologist", "crn", "gp"])), p=r.choice(["pre-rehab risk stratification", "post-MI functional assessment",
                                                                                              "exercise prescription for cardiac rehab", "symptom assessment"]))
    w.ln("Performed by: {a}; supervised by {b}", a=ctx.s("physiologist", r.choice(["full", "full_cred", "ilast"])), b=ctx.s("registrar", "tlast"))
    w.ln("Equipment: {e}", e=r.choice(["GE CASE v6.73 / T2100 treadmill", "Mortara X-Scribe II", "Schiller CS-200 Excellence",
                                       "Monark 828E cycle ergometer + Nihon Kohden ECG"]))
    w.ln("Medication on test day: {m} ({h})", m=clin.drug_line(ctx, clin.HF_DRUGS[0]),
         h=r.choice(["taken", "withheld 48 h", "taken 07:00"]))
    w.ln()
    w.ln("Protocol: {p}", p=proto)
    w.ln("Resting: HR {h} bpm, BP {b} mmHg. ECG: {e}", h=r.randint(54, 88), b="%d/%d" % (r.randint(110, 150), r.randint(62, 90)), e=clin.ecg(ctx))
    w.ln()
    sep = r.choice([" | ", "  ", "\t"])
    w.ln(sep.join(["Stage", "Time", "Speed (mph)", "Grade (%)", "HR", "BP", "METs", "Sx"]))
    stages = r.randint(2, 5)
    hr = r.randint(70, 90)
    sp = [1.7, 2.5, 3.4, 4.2, 5.0]
    gr = [10, 12, 14, 16, 18]
    for k in range(stages):
        hr += r.randint(12, 22)
        w.ln(sep.join([str(k + 1), "%d:00" % (3 * (k + 1)), "%.1f" % sp[k], str(gr[k]), str(hr),
                       "%d/%d" % (r.randint(130, 190), r.randint(60, 92)), "%.1f" % (4.6 + 2.4 * k), r.choice(["-", "-", "SOB", "leg fatigue", "chest tightness 2/10"])]))
    w.ln("Recovery 3 min: HR {h}, BP {b}", h=hr - r.randint(25, 45), b="%d/%d" % (r.randint(110, 150), r.randint(60, 88)))
    w.ln()
    pk = round(4.6 + 2.4 * (stages - 1) + r.uniform(0, 1.8), 1)
    w.ln("Exercise time {m}:{s} min; peak workload {p} METs; peak HR {h} bpm ({pc}% APMHR); peak BP {b}.",
         m=str(3 * stages - r.randint(0, 2)), s="%02d" % r.randint(0, 59), p="%.1f" % pk, h=str(hr),
         pc=str(r.randint(62, 98)), b="%d/%d" % (r.randint(150, 210), r.randint(70, 96)))
    stop = r.choice(["target HR achieved", "fatigue", "dyspnoea", "1.5 mm ST depression", "patient request"])
    w.ln("Reason for stopping: {x}. Duke treadmill score {d}. Borg RPE {b} at peak.",
         x=stop,
         d=r.choice(["+6", "+3", "-2", "+8", "0"]), b=r.randint(13, 18))
    st = "1.5 mm horizontal ST depression V4-V6 at peak, resolved by 3 min recovery" if "ST" in stop else r.choice(
        ["no significant ST deviation", "upsloping ST depression only", "uninterpretable due to LBBB"])
    w.ln("ST analysis: {s}. Arrhythmia: {a}.", s=st,
         a=r.choice(["none", "occasional VEs", "couplet at stage 3", "NSVT 4 beats in recovery"]))
    w.ln()
    if "ST" in stop:
        concl = "Positive for ischaemia at moderate workload - discussed with consultant before rehab enrolment."
    elif "LBBB" in st:
        concl = "Non-diagnostic ECG (LBBB). Functional capacity reduced. Recommend rehab at low-moderate intensity, HR ceiling 115 bpm."
    else:
        concl = r.choice(["Negative for inducible ischaemia at good workload. Suitable for phase II rehab, moderate intensity.",
                          "Chronotropic incompetence on beta-blocker; use RPE 11-13 rather than HR targets."])
    w.ln("CONCLUSION: {c}", c=concl)
    hrr_lo = r.randint(88, 100)
    hrr_hi = hrr_lo + r.randint(12, 24)
    w.ln("Training HR range {a}-{b} bpm (Karvonen 40-70% HRR).", a=hrr_lo, b=hrr_hi)
    w.ln()
    w.add("Reported by: ")
    ctx.sig(w, "cardiologist")
    w.add("Verified ", ctx.D(ctx.next_weekday(ctx.today, r.randint(0, 3)), "num"), "\n")
    if r.random() < 0.5:
        w.add("cc: ", ctx.s("crn"), ", ", P("HOSPITAL", ctx.hosp), " Cardiac Rehab; ", ctx.s("gp", "tlast"), "\n")
