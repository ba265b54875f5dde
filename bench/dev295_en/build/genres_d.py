"""Genres: pain management programme group register, psychology pain
assessment, medicolegal pain report."""
import clinical as K
import common as C
import phi as H
import pools as P

GOALS = ["walk the dog to the park", "return to part-time work", "sit through a film", "cook a family meal",
         "swim twice a week", "reduce codeine", "sleep 6 h", "drive to the coast", "garden for 30 min",
         "play with grandchildren", "attend church again", "go back to choir"]


def register(r, ctx):
    n = H.Note()
    c = ctx.c
    prog = ctx.prog
    cohort = r.randint(3, 48)
    n.t(f"PAIN MANAGEMENT {prog.upper()} - GROUP REGISTER\nCohort {cohort} ({r.choice(['8-week', '10-session', '3-week intensive', '6-week'])})\n")
    n.p(ctx.clinic, "HOSPITAL").t(" at ").p(ctx.hosp, "HOSPITAL").t("\nVenue: ")
    n.p(r.choice(P.BUILDINGS), "LOCATION_OTHER").t(r.choice([", Seminar Room ", ", Gym ", ", Group Room "])).p(str(r.randint(1, 6)), "LOCATION_OTHER").t("\n")
    n.t("Register ID: ").p(H.idnum(r, "case"), "IDNUM").t("\n\nFACILITATORS\n")
    roles = ["Clinical Psychologist", "Physiotherapist", "Occupational Therapist", "Clinical Nurse Specialist", "Pharmacist"]
    fac = []
    for role in r.sample(roles, r.randint(3, 5)):
        p = H.Person(r, c)
        fac.append(p)
        n.t("- ")
        if role == "Clinical Psychologist" and r.random() < 0.6:
            H.dr(n, r, p, "titlefull")
        else:
            H.name(n, r, p, "DOCTOR", r.choice(["full", "full", "finit"]))
        n.t(", " + role)
        if r.random() < 0.3:
            n.t(" (").p(H.email(r, p.first, p.last, "example.org"), "EMAIL").t(")")
        n.t("\n")
    n.t("\nSESSION DATES\n")
    d0 = ctx.visit
    nsess = r.randint(5, 8)
    dates = [H.d_add(d0, 7 * i) for i in range(nsess)]
    n.t("Runs ").p(ctx.d(r, dates[0], r.choice(["dm", "num"])), "DATE").t(r.choice(["-", " - ", " to "])).p(ctx.d(r, dates[-1], r.choice(["dm", "num"])), "DATE")
    n.t(", weekly\n")
    for i, d in enumerate(dates, 1):
        n.t(f"S{i} ").p(ctx.d(r, d, r.choice(["wk", "dm", "num"])), "DATE")
        n.t(" 09:30-12:30" if i % 3 else " 13:00-16:00")
        n.t(" - " + ["Understanding persistent pain", "Pacing and activity", "Medication and tapering", "Sleep", "Thoughts and pain",
                     "Flare-up planning", "Values and goals", "Communication", "Relapse prevention"][i % 9] + "\n")
    if r.random() < 0.5:
        n.t("No session on ").p(r.choice(["Easter Monday", "Christmas Eve", "Boxing Day", "Labour Day", "Anzac Day", "Thanksgiving", "Waitangi Day", "the bank holiday Monday"]).replace("the bank holiday Monday", "Whit Monday"), "DATE")
        n.t(" - catch-up session arranged.\n")
    n.t("\nPARTICIPANTS\n| # | Name | Age | " + H.MRN_LABEL[c] + " | Contact | Attendance | Goal |\n|---|---|---|---|---|---|---|\n")
    pts = [ctx.pt] + [H.Person(r, c) for _ in range(r.randint(5, 9))]
    ages = [ctx.age] + [r.randint(24, 79) for _ in pts[1:]]
    withdrew = []
    for i, (p, a) in enumerate(zip(pts, ages), 1):
        a = a if i > 1 else ctx.age
        n.t(f"| {i} | ")
        H.name(n, r, p, "PATIENT", r.choice(["full", "lastfirst", "full", "UPPER"]))
        n.t(" | ").p(str(a), "AGE").t(" | ").p(ctx.mrn if i == 1 else H.mrn(r, c), "MRN").t(" | ")
        n.p(H.phone(r, c, r.choice(["mob", "land"])), "PHONE").t(" | ")
        att = "".join(r.choice("YYYYYN") for _ in range(nsess))
        if i > 1 and r.random() < 0.15:
            k = r.randint(1, nsess - 1)
            att = att[:k] + "-" * (nsess - k)
            withdrew.append(p)
        n.t(att + f" | {r.choice(GOALS)} |\n")
    n.t("\nKey: Y attended, N apologies, - withdrawn.\n\nOUTCOMES (pre -> post, group mean)\n")
    n.t(f"PSEQ {r.randint(14, 24)} -> {r.randint(25, 38)}; PCS {r.randint(28, 36)} -> {r.randint(15, 27)}; "
        f"PHQ-9 {r.randint(12, 18)} -> {r.randint(7, 13)}; 6MWT {r.randint(210, 320)} m -> {r.randint(300, 420)} m; "
        f"sit-to-stand {r.randint(5, 9)} -> {r.randint(9, 14)} reps/min; opioid users {r.randint(4, 7)} -> {r.randint(1, 4)}.\n")
    n.t("\nNOTES\n")
    for p in withdrew[:2]:
        n.t("- ")
        H.name(n, r, p, "PATIENT", r.choice(["first", "title"]))
        n.t(" withdrew: " + r.choice(["returned to full-time work at ", "carer duties for mother; ", "transport difficulties from "]))
        if n.buf[-1].endswith("at "):
            n.p(r.choice(P.EMPLOYERS), "ORGANIZATION").t(".\n")
        elif n.buf[-1].endswith("from "):
            n.p(r.choice(P.TOWNS[c]), "CITY").t(".\n")
        else:
            n.t("offered next cohort.\n")
    n.t("- ")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["first", "title"]))
    n.t(" brought " + ctx.his + " ")
    C.fam_mention(n, r, ctx, 0, "first")
    n.t(" to the family session on ").p(ctx.d(r, dates[-2], "dm"), "DATE").t(".\n")
    n.t("- Booster session: ").p(ctx.d(r, H.d_add(dates[-1], r.choice([56, 84, 90])), r.choice(["my", "long", "num"])), "DATE").t(".\n")
    n.t("- Handouts and audio: ").p(H.url(r, f"pmp/cohort{cohort}"), "URL").t("\n")
    n.t("\nRegister kept by ")
    H.name(n, r, fac[0], "DOCTOR", r.choice(["finit", "full"]))
    n.t(". Admin queries ").p(H.phone_ext(r, c), "PHONE").t(".\n")
    return n


PSY_LIC = {"UK": ("HCPC", lambda r: f"PYL{H.digits(r, 5)}"), "US": ("License #", lambda r: f"PSY{H.digits(r, 5)}"),
           "AU": ("AHPRA", lambda r: f"PSY{H.digits(r, 10)}"), "CA": ("CPO #", lambda r: H.digits(r, 4)),
           "NZ": ("NZPB", lambda r: f"{H.digits(r, 5)}")}


def psychology(r, ctx):
    n = H.Note()
    c = ctx.c
    psy = H.Person(r, c)
    while psy.last == ctx.pt.last:
        psy.last = r.choice(P.SURNAMES)
    n.t(r.choice(["CLINICAL PSYCHOLOGY - PAIN ASSESSMENT", "Psychological Assessment (Persistent Pain)", "PAIN PSYCHOLOGY INITIAL ASSESSMENT REPORT"]) + "\n")
    n.p(ctx.clinic, "HOSPITAL").t("\n")
    C.banner(n, r, ctx, r.choice(["lines", "inline", "table"]), addr=r.random() < 0.6)
    n.t("Referred by: ")
    H.dr(n, r, ctx.consultant, r.choice(["title", "titlefull"]))
    n.t("   Assessment date(s): ").p(ctx.d(r, H.d_add(ctx.visit, -7), "num"), "DATE").t(" and ").p(ctx.d(r, style="num"), "DATE").t("\n")
    n.t("Assessed by: ")
    H.dr(n, r, psy, "titlefull")
    n.t(", Clinical Psychologist\n\n")
    dx = r.choice(K.DX)
    n.t("REASON FOR REFERRAL\nPain-related distress and low mood in the context of " + dx["dx"] + "; " + r.choice(["suitability for the PMP", "pre-SCS psychological screening", "difficulty engaging with opioid taper", "sleep disturbance and avoidance"]) + ".\n\n")
    n.t("BACKGROUND\n")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["first", "title", "titlefull"]))
    n.t(" was born in ")
    born_abroad = r.random() < 0.5
    if born_abroad:
        n.p(r.choice(P.ABROAD), "COUNTRY")
    else:
        n.p(r.choice(P.TOWNS[c]), "CITY")
    n.t(" and " + r.choice(["left school at 16", "completed a trade apprenticeship", "attended ", "completed a degree"]))
    if n.buf[-1].endswith("attended "):
        n.p(r.choice(P.SCHOOLS), "ORGANIZATION")
    n.t(". " + ctx.he.capitalize() + " ")
    if born_abroad:
        cn = r.choice(P.COUNTRY_NAMES[c])
        n.t("moved to " + ("the " if cn in ("United Kingdom", "UK", "United States", "USA") else "")).p(cn, "COUNTRY").t(" in ").p(str(r.randint(1975, 2018)), "DATE").t(" and ")
    n.t("worked for many years as a ").p(ctx.job, "PROFESSION").t(" at ").p(ctx.employer, "ORGANIZATION")
    n.t(r.choice([" until the injury.", ", now on sick leave.", " before being medically retired in "]))
    if n.buf[-1].endswith("in "):
        n.p(str(ctx.visit.year - r.randint(1, 4)), "DATE").t(".")
    n.t("\n" + ctx.he.capitalize() + " lives with " + ctx.his + " ")
    rel, f = ctx.fam[0]
    n.t(rel + " ")
    H.name(n, r, f, "FAMILY", r.choice(["first", "full"]))
    if rel in ("wife", "husband", "partner"):
        n.t(", a ").p(r.choice(P.PROFESSIONS), "PROFESSION")
    kids = r.randint(0, 3)
    if kids:
        n.t(", and " + ("their" if rel in ("wife", "husband", "partner") else ctx.his) + " " + ("children" if kids > 1 else "child") + " ")
        for i in range(kids):
            k = H.Person(r, c)
            n.p(k.first, "FAMILY").t(" (").p(str(r.randint(2, 17)), "AGE").t(")")
            n.t(", " if i < kids - 2 else (" and " if i == kids - 2 else ""))
    n.t(". ")
    if r.random() < 0.5:
        n.t("Attends ").p(r.choice(P.CHURCHES), "ORGANIZATION").t(" weekly, a source of support. ")
    n.t(r.choice(["Describes a difficult childhood; father drank heavily.", "No significant trauma history disclosed.",
                  "Reports a previous assault in " , "Lost " + ctx.his + " mother to cancer in "]))
    if n.buf[-1].endswith("in "):
        n.p(str(r.randint(1990, ctx.visit.year - 1)), "DATE").t(".")
    n.t("\n\nPAIN AND COPING\n" + " ".join(K.history(r, ctx, 3)) + " ")
    n.t(r.choice(["Marked boom-bust activity pattern: overdoes it on good days, then rests for 2-3 days.",
                  "Strong fear-avoidance: avoids bending and lifting, believes 'the disc will slip out'.",
                  "Catastrophic thinking prominent ('it will only get worse').",
                  "Uses medication as the main coping strategy; reluctant to reduce."]) + "\n\n")
    n.t("MEASURES\n| Measure | Score | Range |\n|---|---|---|\n")
    for m, lo, hi, rng in [("PHQ-9", 0, 27, "moderate"), ("GAD-7", 0, 21, "mild"), ("PCS", 0, 52, "clinically relevant"),
                           ("PSEQ", 0, 60, "low"), ("TSK-11", 11, 44, "high"), ("DASS-21 stress", 0, 42, "moderate"), ("CPAQ-8", 0, 48, "low")][:r.randint(4, 7)]:
        n.t(f"| {m} | {r.randint(lo + 2, hi - 2)} | {rng} |\n")
    n.t("\nRISK\n" + r.choice(["Passive thoughts of not wanting to wake up; no plan or intent.", "Denies suicidal ideation.", "Previous overdose in "]))
    if n.buf[-1].endswith("in "):
        n.p(ctx.d(r, H.d_add(ctx.visit, -r.randint(700, 4000)), "my"), "DATE").t("; none since.")
    n.t(" Protective factors: " + r.choice(["family, faith, pets.", "children, work identity.", "partner, future plans."]))
    n.t(" Crisis line and safety plan provided (").p(H.phone(r, c), "PHONE").t(").\n\n")
    n.t("FORMULATION\nA cycle of pain, " + r.choice(["avoidance and deconditioning", "over-activity and flare", "poor sleep and low mood"]) + " maintained by " + r.choice(["unhelpful beliefs about hurt and harm", "loss of valued roles", "medication-focused coping"]) + ".\n\n")
    n.t("RECOMMENDATIONS\n")
    C.bullets(n, r.sample(["Suitable for the group pain management " + ctx.prog + ".", "6-8 individual ACT sessions.", "CBT-I for insomnia.",
                           "No psychological contraindication to SCS trial.", "Trauma-focused work before PMP.", "Liaise with " + ctx.gp_word + " re antidepressant review."], 3), "  - ")
    n.t("\n")
    H.dr(n, r, psy, r.choice(["titlefull", "mid"]))
    n.t(r.choice([", DClinPsy", ", PhD", ", MPsych(Clin)", ", PsyD"]) + "\nClinical Psychologist\n")
    lab, fn = PSY_LIC[c]
    n.t(lab + " ").p(fn(r), "LICENSE").t("\n")
    return n


def medicolegal(r, ctx):
    n = H.Note()
    c = ctx.c
    exp = ctx.consultant
    acc = H.d_add(ctx.visit, -r.randint(300, 1500))
    firm = r.choice(P.LAWFIRMS)
    ins = r.choice(P.INSURERS)
    n.t(r.choice(["MEDICO-LEGAL REPORT: CHRONIC PAIN", "EXPERT REPORT IN PAIN MEDICINE", "Independent Medical Examination - Pain Medicine"]) + "\n\n")
    n.t("Prepared at the request of: ").p(firm, "ORGANIZATION").t(", ")
    H.address(n, r, ctx, who=H.make_addr(r, c))
    n.t("\nYour ref: ").p(f"{H.letters(r, 3)}/{H.digits(r, 4)}/{H.letters(r, 2)}", "IDNUM").t("   Claim no: ").p(H.idnum(r, "claim"), "IDNUM").t("\n")
    n.t("Insurer: ").p(ins, "ORGANIZATION").t("   Policy: ").p(f"{H.letters(r, 2)}{H.digits(r, 7)}", "HEALTHPLAN").t("\n")
    if c == "NZ":
        n.t("ACC claim number: ").p(f"{H.digits(r, 8)}", "IDNUM").t("\n")
    n.t("\nClaimant: ")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["full", "mid", "titlefull"]))
    n.t("\nDate of birth: ").p(C.dob_str(r, ctx), "DATE")
    if c in ("US", "CA"):
        n.t("   " + ("SSN" if c == "US" else "SIN") + ": ").p(ctx.ssn, "SSN")
    if r.random() < 0.3:
        n.t("\nCountry of birth: ").p(r.choice(P.ABROAD), "COUNTRY")
    n.t("\nAddress: ")
    H.address(n, r, ctx)
    n.t("\nDate of accident: ").p(ctx.d(r, acc, r.choice(["long", "num"])), "DATE")
    n.t("\nDate of examination: ").p(ctx.d(r, style="long"), "DATE").t("   Place: ").p(ctx.clinic, "HOSPITAL")
    n.t("\nIdentity confirmed by " + r.choice(["driving licence no. ", "photo driver licence ", "passport and driver's licence "])).p(f"{H.letters(r, 2)}{H.digits(r, 7)}", "LICENSE").t("\n\n")
    n.t("1. INSTRUCTIONS\nI am asked to give an opinion on the nature, causation and prognosis of the claimant's pain. I have no prior clinical relationship with the claimant. ")
    n.t("The claimant attended alone." if r.random() < 0.4 else "The claimant attended with " + ctx.his + " ")
    if n.buf[-1].endswith(" "):
        C.fam_mention(n, r, ctx, 0, "full")
        n.t(".")
    n.t("\n\n2. THE ACCIDENT\n")
    if r.random() < 0.7:
        n.t("The claimant was driving " + ctx.his + " " + r.choice(["hatchback", "utility vehicle", "sedan", "van", "pickup truck"]) + " (registration ")
        n.p(H.plate(r, c), "VEHICLE").t(") and was stationary at traffic lights on ")
        n.p(f"{r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX[c])}", "STREET").t(", ").p(r.choice(P.TOWNS[c]), "CITY")
        n.t(", when struck from behind at an estimated 30-40 mph by a vehicle registered ").p(H.plate(r, c), "VEHICLE")
        n.t(". Airbags did not deploy. The assessor's report lists VIN ").p(H.vin(r), "VEHICLE").t(" as a total loss.\n")
    else:
        n.t("The claimant, employed as " + H.art(ctx.job) + " ").p(ctx.job, "PROFESSION").t(" by ").p(ctx.employer, "ORGANIZATION")
        n.t(", slipped on a wet loading ramp at the ").p(r.choice(P.TOWNS[c]), "CITY").t(" depot and fell backwards, striking " + ctx.his + " lower back. ")
        n.t("The company forklift involved (fleet plate ").p(H.plate(r, c), "VEHICLE").t(") was reversing at the time. The incident was reported to ")
        mgr = H.Person(r, c)
        n.t("the supervisor, ").p(f"{mgr.first} {mgr.last}", "FAMILY").t(", the same day.\n")
    n.t("Attended " + ctx.ed + " at ").p(r.choice(P.HOSPITALS[c]), "HOSPITAL").t(" the same day; X-rays showed no fracture. Discharged with " + ctx.para + " and ibuprofen.\n\n")
    n.t("3. RECORDS REVIEWED\n")
    recs = [(ctx.practice, "GP records" if c != "US" else "primary care records"), (r.choice(P.HOSPITALS[c]), "hospital records"),
            (r.choice(P.PAIN_CLINICS[c]), "pain clinic letters"), (r.choice(["Kingfisher Physiotherapy", "Active Motion Physio", "Glebe Street Physio"]), "physiotherapy notes")]
    for site, what in recs[:r.randint(3, 4)]:
        n.t("- " + what + ", ").p(site, "HOSPITAL").t(", ")
        n.p(ctx.d(r, H.d_add(acc, r.randint(0, 60)), r.choice(["my", "num"])), "DATE").t(" to ").p(ctx.d(r, H.d_add(ctx.visit, -r.randint(10, 60)), r.choice(["my", "num"])), "DATE").t("\n")
    n.t("\n4. PRESENT SITUATION\n" + " ".join(K.history(r, ctx, 4, onset=False)) + "\n")
    meds, ome = K.med_list(r, ctx, 1)
    n.t("Medication: " + "; ".join(meds) + ".\nEmployment: ")
    if r.random() < 0.5:
        n.t("Off work since the accident; employer ").p(ctx.employer, "ORGANIZATION").t(" has held the position open.")
    else:
        n.t("Returned on restricted duties as a ").p(r.choice(P.PROFESSIONS), "PROFESSION").t(" on ").p(ctx.d(r, H.d_add(acc, r.randint(90, 300)), "long"), "DATE").t(".")
    n.t("\n\n5. EXAMINATION\n" + K.vitals(r) + ". " + " ".join(r.sample(K.EXAM, 4)) + " " + ", ".join(K.score_line(r, 3)) + ".\n\n")
    n.t("6. OPINION\nOn the balance of probabilities the claimant's " + r.choice(["chronic lumbar pain", "whiplash-associated disorder grade II", "chronic widespread pain", "left shoulder and neck pain"]) +
        " was caused by the index event, with " + r.choice(["an acceleration of 2-3 years of pre-existing degenerative change", "no relevant prior history", "a minor contribution from intermittent pre-accident low back pain"]) + ". ")
    n.t("Prognosis is guarded; further improvement is unlikely beyond 3 years post-accident. Recommended: multidisciplinary PMP (cost estimate provided), psychology, graded return to work.\n\n")
    n.t("7. STATEMENT OF TRUTH\nI confirm that I have made clear which facts and matters referred to in this report are within my own knowledge. I understand my duty to the court.\n\n")
    H.dr(n, r, exp, "titlefull")
    n.t(" " + r.choice(C.CREDS[c]) + "\n" + C.CONS_ROLE[c] + "\n")
    lab, val = ctx.lic
    n.t(lab + ": ").p(val, "LICENSE").t("\nDated: ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(5, 20)), "long"), "DATE").t("\n")
    n.t("Medico-legal secretary: ")
    sec = H.Person(r, c)
    H.name(n, r, sec, "DOCTOR", "full")
    n.t(", ").p(H.email(r, sec.first, sec.last), "EMAIL").t("\n")
    return n
