"""Genres: home oxygen assessment, pulmonary rehabilitation assessment."""
import blocks as K
import clin as X
import core as C
import pools as P


def his(pt, cap=False):
    s = "his" if pt.sex == "M" else "her"
    return s.capitalize() if cap else s


def he(pt, cap=False):
    s = "he" if pt.sex == "M" else "she"
    return s.capitalize() if cap else s


def home_oxygen(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 52, 93)
    s = C.site(ctx, r.choice(["hosp", "clinic"]))
    ax = C.clinician(ctx)
    cons = C.clinician(ctx)
    gp = C.GP(ctx, near=pt.addr)
    if uk:
        b(r.choice(["HOME OXYGEN ASSESSMENT AND REVIEW (HOS-AR)", "Home Oxygen Service - Assessment Record",
                    "Integrated Home Oxygen Team: Initial Assessment"]), "\n")
    else:
        b(r.choice(["HOME OXYGEN QUALIFICATION ASSESSMENT", "Oxygen Evaluation - Pulmonary Clinic",
                    "Home O2 Qualification Testing"]), "\n")
    b((s["name"], "HOSPITAL"), "\n")
    b("Assessment date: ", ctx.D(ctx.date), "   Venue: ", r.choice(["patient's home", "clinic", "ward"]), "\n\n")
    K.banner(b, ctx, pt, style=r.choice([1, 1, 4]) if uk else r.choice([1, 4]))
    if uk:
        b("GP: ", C.dr(ctx), (C.nm(gp.p, r.choice(["il0", "fl"])), "DOCTOR"), ", ", (gp.practice, "HOSPITAL"),
          ", tel ", (gp.phone, "PHONE"), "\n")
    b(K.kin_line(ctx, pt), "\n\n")
    b("Diagnosis: ", r.choice(["COPD", "IPF", "COPD with cor pulmonale", "Bronchiectasis", "Pulmonary hypertension (group 3)",
                               "Chronic heart failure"]), "\n")
    b("Smoking status: ", r.choice(["ex-smoker", "never", "current - cessation advice given"]))
    if r.random() < 0.5:
        b(" (stopped ", ctx.D(ctx.ago(200, 3000), r.choice(["My", "Y"])), ")")
    b("; exhaled CO %d ppm.\n" % r.randint(1, 24))
    b("Home risk assessment: ", r.choice(["no open fires; smoke alarms fitted", "gas fire in lounge - advised not to use",
                                          "e-cigarette use by household member - safety discussed",
                                          "lives in upper-floor flat, no lift"]), ". ")
    if r.random() < 0.5:
        b(pt.kin_rel.capitalize(), " ", pt.kn("f"), r.choice([" smokes outdoors only", " does not smoke", " smokes - declined"]), ". ")
    b("Referral made to local fire and rescue service for home safety check.\n\n" if uk else
      "No-smoking and open-flame education given; 'Oxygen in Use' signage supplied.\n\n")
    b("RESULTS\n")
    d2 = ctx.ago(0, 0)
    d1 = ctx.ago(21, 35)
    b("ABG 1 (room air, ", ctx.D(d1), "): ", X.abg(r, uk, r.random() < 0.4, False), "\n")
    b("ABG 2 (room air, ", ctx.D(d2), "): ", X.abg(r, uk, r.random() < 0.4, False), "\n")
    b("ABG on %d L/min via nasal cannula (30 min): " % r.randint(1, 3), X.abg(r, uk, r.random() < 0.3, False), "\n")
    b("Resting SpO2 on air %d%%; Hb %d g/L.\n" % (r.randint(84, 92), r.randint(110, 170)) if uk else
      "Resting SpO2 on RA %d%%; Hgb %.1f g/dL.\n" % (r.randint(84, 92), r.uniform(11, 17)))
    b(r.choice(["6MWT", "ISWT", "Ambulatory oximetry"]), ": on air %d m, nadir SpO2 %d%%; with %d L/min %d m, nadir %d%%.\n\n" % (
        r.randint(60, 380), r.randint(78, 88), r.randint(2, 4), r.randint(80, 420), r.randint(86, 93)))
    b("OUTCOME\n")
    flow = r.choice([1, 1.5, 2, 2, 3])
    b("LTOT at %s L/min for at least 15 h/day via concentrator; ambulatory oxygen %s L/min.\n" % (flow, flow + 1)
      if uk else "Qualifies for home O2 (Group I). Continuous %s L/min via concentrator; portable system for exertion.\n" % flow)
    conc = r.choice(X.CONC_MODELS)
    b("Equipment: ", conc, ", serial no. ", (r.choice(["%s%s" % (C.letters(r, 2), C.digits(r, 7)), C.digits(r, 9),
                                                       "%s-%s" % (C.letters(r, 3), C.digits(r, 6))]), "DEVICE"), "\n")
    if uk:
        b("HOOF order ref: ", ("HOOF-%s" % C.digits(r, 7), "IDNUM"), "   Supplier: ",
          (r.choice(P.O2_SUPPLIERS_UK), "ORGANIZATION"), " (", (C.phone(ctx), "PHONE"), ")\n")
        b("Consent to share details with supplier (IHORM) signed by patient on ", ctx.D(ctx.date), ".\n")
    else:
        b("DME: ", (r.choice(P.DME_US), "ORGANIZATION"), "  Phone ", (C.phone(ctx), "PHONE"), "  Fax ",
          (C.phone(ctx, ext=False), "FAX"), "\n")
        b("CMN/order # ", ("%s%s" % (C.letters(r, 2), C.digits(r, 8)), "IDNUM"), "; ICD-10 J44.1, J96.11.\n")
        b("Payer: ", (pt.ins["name"], "ORGANIZATION"), "  Member ", (pt.ins["member"], "HEALTHPLAN"), "\n")
    if r.random() < 0.45:
        b("Travel: ", he(pt), " drives; car registration ", (C.uk_plate(r) if uk else C.us_plate(r), "VEHICLE"),
          " - advised to inform motor insurer and display oxygen warning sticker.\n")
    if r.random() < 0.3:
        b("Holiday planned to ", (r.choice(P.COUNTRIES), "COUNTRY"), " in ", ctx.D(ctx.ahead(30, 200), "My"),
          " - fit-to-fly advice and hypoxic challenge test to be arranged.\n")
    b("\nReview: ", r.choice(["3 months", "6 weeks", "12 months"]), " (", ctx.D(ctx.ahead(40, 110)), ").\n\n")
    b("Assessed by: ", (C.nm(ax, r.choice(["fl", "fil"])), "DOCTOR"), ", ",
      r.choice(["Home Oxygen Nurse", "Respiratory Physiotherapist", "Clinical Physiologist"] if uk else
               ["RRT", "RN", "NP"]), "\n")
    if uk:
        b("Consultant: ", C.dr(ctx), (C.nm(cons, r.choice(["il0", "fl"])), "DOCTOR"), "   GMC ", (C.gmc(r), "LICENSE"), "\n")
    else:
        b("Ordering physician: ", (C.nm(cons, "fl"), "DOCTOR"), ", MD   NPI ", (C.npi(r), "LICENSE"), "\n")


def pulm_rehab(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 45, 90)
    s = C.site(ctx, r.choice(["hosp", "clinic"]))
    venue = r.choice(["Fenwick Community Hospital", "Hadley Lane Health Centre", "Greystones Intermediate Care Unit"]
                     if uk else ["Lakeside Pulmonary Rehab Center", "Hilltop Community Health Center"])
    physio = C.clinician(ctx)
    b(r.choice(["PULMONARY REHABILITATION - INITIAL ASSESSMENT", "Pulmonary Rehab Baseline Assessment",
                "PR Programme Assessment", "Cardiopulmonary Rehabilitation Intake"]), "\n")
    b((s["name"], "HOSPITAL"), " / venue: ", (venue, "HOSPITAL"), "\n")
    b("Date: ", ctx.D(ctx.date), "\n\n")
    if uk:
        b("Name: ", pt.title, " ", pt.n(r.choice(["fl", "fml"])), "\nDOB: ", ctx.D(pt.dob), "   NHS No: ", (pt.nhs, "MRN"), "\n")
    else:
        b("Name: ", pt.n(r.choice(["fl", "fml", "LF"])), "\nDOB: ", ctx.D(pt.dob), "   MRN: ", (pt.mrn, "MRN"), "\n")
        if r.random() < 0.4:
            b("SSN: ", (pt.ssn, "SSN"), "\n")
        b("Insurance: ", (pt.ins["name"], "ORGANIZATION"), ", ID ", (pt.ins["member"], "HEALTHPLAN"))
        if r.random() < 0.5:
            b(", group ", (pt.ins["group"], "HEALTHPLAN"))
        b("\n")
    b("Address: ", C.addr_items(ctx, pt.addr, style="line"), "\n")
    b("Phone: ", (pt.phone, "PHONE"))
    if r.random() < 0.5:
        b("   Mobile: ", (pt.mobile, "PHONE"))
    b("\n")
    ref = C.clinician(ctx)
    b("Referred by: ", C.dr(ctx), (C.nm(ref, r.choice(["il0", "fl", "l"])), "DOCTOR"), " on ", ctx.D(ctx.ago(14, 90)), "\n\n")
    b("Diagnosis: ", r.choice(["COPD", "COPD/asthma overlap", "ILD (fibrotic HP)", "Bronchiectasis", "Post-COVID",
                               "COPD, post-LVRS"]), "   FEV1 %d%% predicted\n" % r.randint(22, 80))
    b("PMH: ", "; ".join(X.comorbid(r, r.randint(1, 4), uk)), "\n")
    b("Medication: ", "; ".join(X.med_list(r, r.randint(1, 3), r.randint(1, 3), uk)), "\n")
    b("\nSOCIAL\n")
    if r.random() < 0.6:
        b("Lives with ", his(pt), " ", pt.kin_rel, " ", pt.kn(r.choice(["f", "fl"])), " in a ",
          r.choice(["two-storey house", "ground-floor flat", "bungalow", "council flat"] if uk else
                   ["two-story house", "ground-floor apartment", "ranch house", "third-floor apartment"]), ". ")
    else:
        b("Lives alone in a ", r.choice(["terraced house", "sheltered flat", "mobile home"]), "; ",
          pt.kin_rel, " ", pt.kn("fl"), " (", (pt.kin_phone, "PHONE"), ") helps with shopping. ")
    if pt.age >= 64 and r.random() < 0.6:
        b("Retired ", (pt.prof, "PROFESSION"), ". ")
    else:
        b(r.choice(["Previously worked as ", "Works part-time as ", "Works full-time as "]), C.art(pt.prof), " ",
          (pt.prof, "PROFESSION"), ". ")
    tr = r.randint(0, 2)
    if tr == 0:
        b("Will drive to sessions; parking permit issued for vehicle ", (C.uk_plate(r) if uk else C.us_plate(r), "VEHICLE"), ". ")
    elif tr == 1:
        b("Requires ", "patient transport" if uk else "medical transportation", "; pick-up from home address. ")
    else:
        b("Will be brought by ", pt.kn("f"), ". ")
    if r.random() < 0.35:
        b("Goal: to walk to ", r.choice(["the allotment", "church", "the shops", "the bus stop"]), " and to attend ",
          his(pt), " granddaughter ", (C.nm(C.person(ctx, sex="F"), "f"), "FAMILY"), "'s wedding in ",
          ctx.D(ctx.ahead(60, 250), "My"), ".")
    else:
        b("Goal: ", r.choice(["manage stairs without stopping", "walk the dog again", "return to bowls club",
                              "reduce breathlessness when showering"]), ".")
    b("\n\nBASELINE MEASURES\n")
    b("  MRC dyspnoea            %d\n  CAT                     %d/40\n  CRQ-SAS dyspnoea        %.1f\n"
      "  HADS anxiety/depression %d/%d\n  %s           %d m\n  Sit-to-stand (60 s)     %d\n"
      "  SpO2 rest/exercise      %d%% / %d%%\n  Borg (end of test)      %d\n" % (
          r.randint(2, 5), r.randint(10, 36), r.uniform(2, 5.5), r.randint(3, 16), r.randint(2, 15),
          r.choice(["ISWT distance", "6MWT distance"]), r.choice(range(70, 520, 10)), r.randint(5, 24),
          r.randint(90, 98), r.randint(80, 94), r.randint(3, 8)))
    b("\nPROGRAMME\n")
    start = ctx.ahead(7, 28)
    b("Start: ", ctx.D(start, r.choice([ctx.ds, "wuk" if uk else "wus"])), ", twice weekly for ",
      r.choice(["6", "8", "12"]), " weeks, ", r.choice(["Tuesday/Thursday", "Monday/Wednesday", "Wed/Fri"]),
      " %02d:%02d.\n" % (r.choice([9, 10, 13, 14]), r.choice([0, 30])))
    if r.random() < 0.35:
        b("Missed sessions expected over ", (r.choice(["Christmas", "Easter", "Thanksgiving" if not uk else "Easter"]), "DATE"),
          ".\n")
    if r.random() < 0.35:
        b("Home exercise videos: ", (r.choice(["https://www.example.org/pr-at-home", "www.example.net/rehab/week1",
                                                "https://rehab.example.com/videos"]), "URL"), "\n")
    if r.random() < 0.3:
        b("Video sessions via secure link; patient device IP ", (C.private_ip(r), "IPADDR"), " registered.\n")
    b("Exercise prescription: walking at %d%% of ISWT speed (%.1f km/h) for %d min, cycle %d W, "
      "upper-limb circuit with %d kg weights; Borg target 3-4.\n" % (r.choice([75, 80, 85]), r.uniform(1.5, 4.5),
                                                                    r.randint(6, 20), r.choice([10, 15, 20, 25, 30]),
                                                                    r.choice([0, 1, 2])))
    b("Education topics: inhaler technique, breathing control, energy conservation, anxiety, nutrition.\n")
    b("Precautions: ", r.choice(["SpO2 to stay >= 88%", "AF - monitor HR", "knee OA - modify step-ups",
                                 "diabetic: check BG before session"]), ".\n\n")
    b("Assessed by: ", (C.nm(physio, r.choice(["fl", "fil", "il0"])), "DOCTOR"), ", ",
      r.choice(["Specialist Respiratory Physiotherapist", "Exercise Physiologist", "Occupational Therapist"] if uk else
               ["PT, DPT", "RRT", "Exercise Physiologist", "RN"]), "\n")
    if r.random() < 0.5:
        b("Contact: ", (C.phone(ctx, s["row"], ext=r.random() < 0.4), "PHONE"))
        if r.random() < 0.5:
            b(" | ", (C.email_for(ctx, physio, "staff"), "EMAIL"))
        b("\n")
    if not uk and r.random() < 0.5:
        b("Billing encounter: ", ("PR" + C.digits(r, 8), "ACCOUNT"), "\n")
