"""Genres: nurse-led urate titration record, renal function monitoring record, dietary advice record,
patient education session record."""
import clin
import phi
from case import addr, audit, d, pt_banner, pt_ids, sig
from phi import add_days


def _nurse_sig(n, role="nurse"):
    rng, c = n.rng, n.c
    lab = {"GB": "NMC PIN", "US": "RN Lic", "CA": "CNO Reg", "AU": "AHPRA", "NZ": "NCNZ", "IE": "NMBI PIN"}[c["cc"]]
    k = rng.randrange(3)
    if k == 0:
        n.f("{DOCTOR:x}, " + rng.choice(["Gout CNS", "RN", "Clinical Nurse Specialist", "NP"]) + "  (" + lab + " {LICENSE:l})\n",
            x=c[role + "_full"], l=c[role + "_lic"])
    elif k == 1:
        n.f(("Sr " if c[role + "_sex"] == "F" else "CN ") + "{DOCTOR:x} / bleep {PHONE:b}\n", x=c[role + "_last"], b=phi.pager(rng, c["cc"]))
    else:
        n.f("Signed {DOCTOR:x}\n", x=c[role + "_init"])


def nurse_titration_record(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    tophi = rng.random() < 0.3
    n.typo = 0.07
    visit_no = rng.randint(2, 8)
    n.t(rng.choice(["NURSE-LED GOUT CLINIC - URATE TITRATION\n", "Treat-to-target ULT titration record\n",
                    "Gout nurse titration visit\n", "NURSE-LED ALLOPURINOL TITRATION - VISIT %d\n" % visit_no]))
    n.f("{HOSPITAL:hosp} - Rheumatology Day Unit")
    if rng.random() < 0.5:
        n.f(", " + rng.choice(["Room ", "Clinic room ", "Treatment room "]) + "{LOCATION_OTHER:rm}", rm=str(rng.randint(1, 14)))
    n.t("\n")
    pt_banner(n)
    mode = rng.random()
    if mode < 0.35:
        n.f("Date: {DATE:v}   Telephone review, called {PHONE:pt_mob}; identity checked (name, DOB, first line of address)\n",
            v=d(n, c["visit_d"]))
    else:
        n.f("Date: {DATE:v}   Face to face" + (", accompanied by {fam_rel} {FAMILY:fam_first}" if rng.random() < 0.4 else "") + "\n",
            v=d(n, c["visit_d"]))
    n.f("Seen by: {DOCTOR:nurse_full}   Supervising consultant: Dr {DOCTOR:cons_last}\n")
    if c["pt_nick"] != c["pt_first"] and rng.random() < 0.6:
        n.f("Prefers to be called {PATIENT:pt_nick}.\n")
    elif rng.random() < 0.3:
        n.f("Pt {PATIENT:pt_init} known to service since {DATE:ks}.\n", ks=str(c["visit_d"].year - rng.randint(1, 6)))
    n.t("Target serum urate: %s\n\n" % clin.ua_target(unit, tophi))
    k = visit_no
    start = add_days(c["visit_d"], -28 * (k - 1) - rng.randint(0, 6))
    uas, egs = clin.ua_series(rng, unit, k), clin.egfr_series(rng, k)
    doses = [100 * (i + 1) for i in range(k)] if rng.random() < 0.8 else [50 * (i + 1) for i in range(k)]
    ult = "allopurinol" if rng.random() < 0.85 else "febuxostat"
    if ult == "febuxostat":
        doses = [80] * max(1, k - 2) + [120] * min(2, k - 1)
        doses = doses[:k]
    n.f("Current: {ult} {dz} mg OD since {DATE:since}\n", ult=ult, dz=doses[-1],
        since=d(n, add_days(c["visit_d"], -rng.randint(24, 35))))
    fl = rng.choice([0, 0, 1, 1, 2])
    if fl:
        n.f("Flares since last visit: {k} ({j}, {DATE:fd}) - treated with {tx}\n", k=fl, j=rng.choice(clin.JOINTS),
            fd=phi.short_date(add_days(c["visit_d"], -rng.randint(5, 25)), cc), tx=clin.flare_tx(rng, cc))
    else:
        n.t("Flares since last visit: nil\n")
    n.t("Adherence: %s\n" % rng.choice(["good, uses dosette", "misses ~1 dose/week", "100% per pill count",
                                         "stopped for 5 days during flare - re-educated", "good; partner prompts"]))
    n.t("Side effects: %s\n" % rng.choice(["nil", "mild loose stools on colchicine", "no rash, no itch", "nausea first week, settled",
                                           "nil; no mouth ulcers/fever"]))
    if rng.random() < 0.5:
        n.f("POC urate {u} {unit} (meter SN {DEVICE:sn}); ", u=uas[-1], unit=unit, sn=phi.device_sn(rng))
    n.f("Lab {DATE:ld}: urate {u}, " + clin.lab_line(rng, cc, egs[-1]) + " (acc {IDNUM:acc})\n\n",
        ld=d(n, add_days(c["visit_d"], -rng.randint(2, 7))), u=uas[-1],
        acc=phi.accession(rng, rng.choice(["B", "CH", "BC"]), c["visit_d"].year))
    n.t("Titration history:\n  visit | date | urate | eGFR | dose\n")
    day = start
    for i in range(k):
        n.f("  {i} | {DATE:dd} | {u} | {e} | {dz} mg\n", i=i + 1, dd=d(n, day), u=uas[i], e=egs[i], dz=doses[i])
        day = add_days(day, 28 + rng.randint(-2, 3))
    n.t("\nPlan:\n")
    at = uas[-1]
    try:
        reached = float(at) < {"mg/dL": 6.0, "mmol/L": 0.36}.get(unit, 360)
    except ValueError:
        reached = False
    if reached:
        n.t("- Target reached. Continue current dose; discharge to %s with annual urate.\n" % c["T"]["gp"])
    else:
        proto = {"GB": "NICE NG219 / BSR", "IE": "EULAR 2016", "US": "2020 ACR guideline", "CA": "2020 ACR guideline",
                 "AU": "Therapeutic Guidelines", "NZ": "Te Whatu Ora gout pathway"}[cc]
        n.f("- Increase {ult} to {nd} mg OD from {DATE:nd2} per protocol (" + proto + ").\n", ult=ult,
            nd=doses[-1] + (100 if ult == "allopurinol" else 0), nd2=d(n, add_days(c["visit_d"], 1)))
    n.t("- Continue %s; review prophylaxis at 6 months.\n" % clin.colch(rng, cc))
    n.f("- Bloods in 4/52 (due {DATE:bd}) at {HOSPITAL:where}; form given.\n", bd=d(n, add_days(c["visit_d"], 28)),
        where=rng.choice([c["practice"], c["hosp"], c["lab"]]))
    nr = add_days(c["visit_d"], rng.randint(28, 35))
    n.f("- Next review {DATE:nr}" + rng.choice([" (telephone)", " in clinic", ""]) + ".\n",
        nr=phi.wd_date(nr, cc, rng.random() < 0.3) if rng.random() < 0.4 else d(n, nr))
    if rng.random() < 0.5:
        n.f("- Prescription emailed to {HOSPITAL:pharmacy}; script no {IDNUM:rx}.\n", rx=phi.digits(rng, 9))
    if rng.random() < 0.3:
        n.f("- Parking concession renewed for vehicle {VEHICLE:pt_plate} (monthly visits).\n")
    if rng.random() < 0.3:
        n.f("- {PATIENT:pt_first} asked for results by email: {EMAIL:pt_email} (consent recorded).\n")
    n.t("\n")
    _nurse_sig(n)
    if rng.random() < 0.45:
        audit(n, "nurse", c["visit_d"])


def renal_monitoring_record(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    n.t(rng.choice(["RENAL FUNCTION MONITORING - URATE-LOWERING THERAPY IN CKD\n", "Renal monitoring record (gout/CKD)\n",
                    "CKD & ULT MONITORING SHEET\n"]))
    n.f("{HOSPITAL:hosp}  |  Rheumatology / Nephrology joint clinic\n")
    pt_banner(n, rng.choice([0, 1, 3]))
    band = rng.choice(["3a", "3b", "3b", "4"])
    base = clin.egfr(rng, band)
    n.f("Nephrologist: Dr {DOCTOR:rad_full} ({HOSPITAL:hosp2})   Renal CNS: {DOCTOR:nurse2_full} {PHONE:ph}\n",
        ph=phi.with_ext(rng, c["hosp_phone"]) if rng.random() < 0.5 else c["hosp_phone"])
    n.t("CKD stage G%s%s (KDIGO); cause: %s\n" % (band, rng.choice(["A1", "A2", "A3"]), rng.choice(
        ["diabetic nephropathy", "hypertensive nephrosclerosis", "chronic urate nephropathy?", "IgA nephropathy",
         "ADPKD", "unknown", "calcineurin inhibitor toxicity (transplant)"])))
    ult = clin.ult_line(rng, cc)
    uname = "febuxostat" if ("febux" in ult or "Adenuric" in ult or "Uloric" in ult) else "allopurinol"
    n.t("ULT: %s   Dosing at this eGFR: %s\n\n" % (ult, rng.choice(["titrate slowly (50-100 mg steps), no fixed cap", "start low, 4-weekly steps"])
                                                   if uname == "allopurinol" else "80 mg, 120 mg only if above target"))
    k = rng.randint(4, 7)
    egs = clin.egfr_series(rng, k, base)
    uas = clin.ua_series(rng, unit, k)
    drop_at = rng.randrange(1, k) if rng.random() < 0.5 else None
    if drop_at is not None:
        egs[drop_at] = max(9, int(egs[drop_at] * 0.68))
    n.t(" Date       | Cr        | eGFR | uACR | K   | urate (%s) | comment\n" % unit)
    cu = rng.choice(["umol/L", "\u00b5mol/L"])
    gaps = [rng.randint(25, 70) for _ in range(k - 1)]
    day = add_days(c["visit_d"], -sum(gaps) - rng.randint(1, 10))
    drop_day = day
    for i in range(k):
        e = egs[i]
        com = rng.choice(["", "", "stable", "dose up", "repeat sent", "post D&V", "SGLT2i started"])
        if i == drop_at:
            com = "AKI stage 1 - diuretics held"
            drop_day = day
        n.f(" {DATE:dd} | {cr} | {e} | {a} | {kk} | {u} | {com}\n", dd=d(n, day), cr=clin.creat(rng, cc, e).replace("\u00b5mol/L", cu).replace("umol/L", cu), e=e,
            a="%.1f" % rng.uniform(1.2, 45.0), kk="%.1f" % rng.uniform(3.8, 5.9), u=uas[i], com=com)
        if i < k - 1:
            day = add_days(day, gaps[i])
    n.t("\nComments:\n")
    if drop_at is not None:
        n.f("- eGFR fell >25% on {DATE:dd} after gastroenteritis; sick day rules (SADMANS) reinforced; "
            "{u} continued at same dose (not stopped), NSAIDs avoided.\n", dd=d(n, drop_day), u=uname)
    n.t("- Urate trend %s.\n" % rng.choice(["falling towards target", "at target", "above target - slow titration continues",
                                           "static - adherence discussed"]))
    n.t("- %s\n" % rng.choice(["Avoid NSAIDs; flares with prednisolone 20-30 mg short course.",
                               "Colchicine reduced to 500 micrograms alternate days given eGFR.",
                               "Dapagliflozin 10 mg started by renal team - expect modest urate fall.",
                               "Losartan preferred antihypertensive (uricosuric).",
                               "Tacrolimus levels stable; allopurinol dose kept low (interaction with azathioprine N/A)."]))
    n.f("- Lab: {HOSPITAL:lab}, last accession {IDNUM:acc}.\n", acc=phi.accession(rng, "R", c["visit_d"].year))
    n.f("- Copy to {gp} Dr {DOCTOR:gp_full}, {HOSPITAL:practice} (fax {FAX:prac_fax}).\n", gp=c["T"]["gp"])
    n.f("Next renal bloods: {DATE:nb}\n\n", nb=d(n, add_days(c["visit_d"], rng.randint(21, 90))))
    _nurse_sig(n, "nurse2")
    if rng.random() < 0.5:
        audit(n, "nurse2", c["visit_d"])


def dietary_advice_record(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    n.t(rng.choice(["DIETETIC CONSULTATION - GOUT\n", "Dietary advice record: hyperuricaemia / gout\n", "NUTRITION & DIETETICS - OUTPATIENT\n"]))
    n.f("Dietitian: {DOCTOR:diet_full}   Date: {DATE:v}   Venue: {HOSPITAL:s}\n", v=d(n, c["visit_d"]),
        s=rng.choice([c["hosp"], c["practice"]]))
    n.f("Referred by: Dr {DOCTOR:cons_init} (Rheumatology) on {DATE:rd}\n", rd=d(n, add_days(c["visit_d"], -rng.randint(14, 80))))
    pt_banner(n)
    n.f("Occupation: {occ_pre}{PROFESSION:pt_prof}" + (" ({emp_verb} {ORGANIZATION:pt_emp})" if rng.random() < 0.6 else "") +
        rng.choice(["; shift work", "; days", "; nights 4 on 4 off", ""]) + "\n")
    h = rng.uniform(1.58, 1.92)
    w = rng.uniform(70, 148)
    n.t("Ht %.2f m  Wt %.1f kg  BMI %.1f  Waist %d cm\n" % (h, w, w / h / h, rng.randint(92, 140)))
    n.f("Latest urate: {u} {unit} ({DATE:ud})\n\n", u=clin.ua(rng, unit, "high"), unit=unit,
        ud=d(n, add_days(c["visit_d"], -rng.randint(5, 40))))
    n.t("Diet history (24 h recall / usual intake):\n")
    items = clin.diet_items(rng, c["origin"])
    for it in items:
        n.t("  * " + it + "\n")
    drinks = any(w in " ".join(items) for w in ("lager", "spirits", "stout", "kava"))
    n.t("  * alcohol approx %d units/week\n" % (rng.choice([10, 18, 26, 40, 60]) if drinks else rng.choice([0, 0, 2, 4, 8])))
    if c["origin"] not in ("anglo", "celtic") and rng.random() < 0.6:
        n.f("Traditional diet from {bc_the}{COUNTRY:bc} at home; " + rng.choice(["rice-based", "lots of seafood", "fried foods at gatherings",
                                                                                  "fruit juice with meals"]) + ".\n")
    if rng.random() < 0.6:
        n.f("Meals mostly cooked by {his} {fam_rel} {FAMILY:fam_full}, who attended today.\n")
    if rng.random() < 0.45:
        n.f("Large shared meals at {ORGANIZATION:pt_org} most weekends; big family celebration planned for {DATE:hol}.\n", hol=c["holiday"])
    n.t("\nAdvice given:\n")
    adv = ["Reduce beer and spirits; wine in moderation; alcohol-free days.", "Swap sugary drinks/juice for water or diet drinks.",
           "Limit offal, shellfish, oily fish portions; red meat to 2-3 times/week.", "Low-fat dairy daily may lower urate.",
           "Gradual weight loss 0.5-1 kg/week - avoid crash diets/fasting (can trigger flares).",
           "Diet alone lowers urate only ~10%: keep taking allopurinol.", "Cherries/vitamin C: weak evidence, fine to include.",
           "Stay well hydrated (2 L/day) unless fluid restricted.", "Mediterranean / DASH-style pattern encouraged."]
    for a in rng.sample(adv, rng.randint(4, 7)):
        n.t("- " + a + "\n")
    n.t("Goals agreed: " + rng.choice(["no fizzy drinks on weekdays", "max 2 pints twice a week", "lose 5 kg by next review",
                                       "walk 30 min 5 days/week", "water bottle at work"]) + ".\n")
    n.f("Resources: gout diet sheet; {URL:url}\n", url=rng.choice([c["hosp_url"], "www.example.org/gout-diet",
                                                                   "https://gouteducation.example.net/eating-well"]))
    n.f("Follow-up: {DATE:fu} ({mode})\n\n", fu=d(n, add_days(c["visit_d"], rng.randint(42, 120))),
        mode=rng.choice(["telephone", "clinic", "video"]))
    lab = {"GB": "HCPC", "US": "CDR", "CA": "CDO", "AU": "APD", "NZ": "DBNZ", "IE": "CORU"}[cc]
    n.f("{DOCTOR:diet_full}, " + rng.choice(["Specialist Dietitian", "Registered Dietitian", "Accredited Practising Dietitian"]) +
        " (" + lab + " {LICENSE:diet_lic})\n")
    if rng.random() < 0.4:
        n.f("Contact: {EMAIL:diet_email} / {PHONE:hosp_phone}\n")
    if rng.random() < 0.35:
        audit(n, "diet", c["visit_d"])


def patient_education_record(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    group = rng.random() < 0.4
    n.typo = 0.04
    n.t(rng.choice(["GOUT EDUCATION SESSION RECORD\n", "Patient education - gout (treat to target)\n",
                    "Structured gout education: session record\n"]))
    n.f("Session: {kind}   Date: {DATE:v}   Educator: {DOCTOR:educ_full}\n", kind="group (%d attendees)" % rng.randint(4, 11)
        if group else "1:1", v=d(n, c["visit_d"]))
    if rng.random() < 0.6:
        n.f("Venue: " + rng.choice(["Seminar Room ", "Education Room ", "Room "]) + "{LOCATION_OTHER:room}, {HOSPITAL:hosp}\n",
            room=str(rng.randint(1, 9)) + rng.choice(["", "", "B"]))
    else:
        n.f("Venue: {LOCATION_OTHER:building}, {HOSPITAL:hosp}\n")
    pt_banner(n, rng.choice([0, 2]))
    n.f("Referred by: Dr {DOCTOR:cons_init}   Gout diagnosed: {DATE:dx}   Flares in past year: {k}\n",
        dx=phi.month_year(add_days(c["visit_d"], -rng.randint(90, 4000)), rng.random() < 0.5), k=rng.randint(1, 10))
    langs = {"pacific": ["Samoan", "Tongan"], "southasian": ["Punjabi", "Urdu", "Bengali"], "eastasian": ["Mandarin", "Cantonese", "Vietnamese"],
             "hispanic": ["Spanish", "Tagalog"], "european": ["Polish", "Greek", "Romanian"], "french": ["French"], "mideast": ["Arabic", "Farsi"],
             "african": ["Somali", "Amharic", "Yoruba"]}
    if c["origin"] in langs and rng.random() < 0.5:
        lang = rng.choice(langs[c["origin"]])
        n.f("Interpreter: {lang}, {DOCTOR:intr} (agency ID {IDNUM:iid})\n", lang=lang, intr=c["sci_full"],
            iid="INT-" + phi.digits(rng, 5))
    if rng.random() < 0.6:
        n.f("Also present: {his} {fam_rel}, {FAMILY:fam_full}\n")
    n.t("\nTopics covered:\n")
    topics = ["What gout is: urate crystals deposit when levels stay high", "Why flares can increase when starting ULT",
              "Treat-to-target: urate %s, monthly bloods while titrating" % clin.ua_target(unit),
              "Flare prophylaxis (colchicine) - how long and side effects", "Personal flare plan and rescue pack",
              "Do not stop allopurinol during a flare", "Diet, alcohol and sugary drinks", "Heart and kidney risk; BP checks",
              "Sick day rules", "When to seek urgent help (hot joint + fever = rule out septic arthritis)",
              "Tophi shrink over months once at target", "Medication interactions (azathioprine, clarithromycin)"]
    for tp in rng.sample(topics, rng.randint(5, 9)):
        n.t("  [x] " + tp + "\n")
    n.t("Teach-back: %s\n" % rng.choice(["correct on all key points", "needed prompting re prophylaxis duration",
                                         "unsure when to take rescue pack - repeated", "excellent"]))
    n.t('Patient goal: "%s"\n' % rng.choice(["back to touch rugby", "no flares before my daughter's wedding", "keep working without time off",
                                             "walk the dog again", "get off the steroids", "no more trips to the ED"]))
    n.t("\nMaterials: printed leaflet, flare diary")
    if rng.random() < 0.5:
        n.f(", portal account created (username {USERNAME:u})", u=phi.username(rng, c["pt_first"], c["pt_last"]))
    n.f("; web: {URL:url}\n", url=rng.choice([c["hosp_url"], "https://portal." + c["hosp_slug"] + ".example.net/education",
                                              "www.example.org/gout/treat-to-target"]))
    if rng.random() < 0.4:
        n.f("Signposted to {ORGANIZATION:org} (meets monthly).\n", org=rng.choice(["Northern Gout Support Group", "Pasifika Men's Health Group",
                                                                                  "Kestrel Valley Men's Shed", c["pt_org"]]))
    n.f("Next session / review: {DATE:nx}\n", nx=d(n, add_days(c["visit_d"], rng.randint(14, 90))))
    n.f("Contact for questions: {PHONE:ph} or {EMAIL:dept_email}\n\n", ph=phi.with_ext(rng, c["hosp_phone"]))
    _nurse_sig(n, "educ")
    if rng.random() < 0.4:
        audit(n, "educ", c["visit_d"])
