"""Genres: consultation record; new medicine service interview."""
import ids
import util
from doc import ph, lit
import common as C
import pools_clin as PC
import pools_drugs as PD
import pools_places as PP


def _time(rng):
    return "%02d:%02d" % (rng.randrange(8, 19), rng.randrange(0, 60))


def _medlist(ctx, d, items, numbered=True):
    rng = ctx.rng
    for i, m in enumerate(items):
        sig = m[1] if rng.random() < 0.6 else m[2]
        if numbered:
            d.t("%2d. %s -- %s\n" % (i + 1, m[0], sig))
        else:
            d.t("- %s  %s  (%s)\n" % (m[0], sig, m[3]))


def consultation(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    if c == "UK":
        kind = rng.choice(["hypertension", "smoking", "contraception", "smr", "mur", "hypertension"])
    elif c == "AU":
        kind = rng.choice(["medscheck", "medscheck", "hypertension"])
    elif c == "CA":
        kind = rng.choice(["medscheck", "smoking", "medscheck"])
    else:
        kind = rng.choice(["cmr", "cmr", "hypertension"])
    titles = {
        "hypertension": "HYPERTENSION CASE-FINDING SERVICE - CONSULTATION RECORD",
        "smoking": "STOP SMOKING SERVICE - PHARMACY CONSULTATION",
        "contraception": "PHARMACY CONTRACEPTION SERVICE - CONSULTATION RECORD",
        "smr": "STRUCTURED MEDICATION REVIEW - CONSULTATION NOTE",
        "mur": "MEDICINES USE REVIEW (MUR) - RECORD",
        "medscheck": "MEDSCHECK - MEDICATION REVIEW RECORD",
        "cmr": "COMPREHENSIVE MEDICATION REVIEW (MTM) - PHARMACIST NOTE",
    }
    C.pharmacy_header(ctx, d)
    d.t("\n" + titles[kind] + "\n" + "=" * 44 + "\n")
    d.f("Date: {d} {t}    Consultation ID: {a:ACCOUNT}\n", d=C.dt(ctx, ctx.date), t=_time(rng), a=ids.account(rng))
    d.f("Mode: {m}\n", m=rng.choice(["face to face (consultation room)", "telephone", "video call",
                                     "face-to-face, private consultation room"]))
    s = ctx.pharmacist()
    d.f("Pharmacist: {s}\n\n", s=C.staff_sig(rng, s, c))
    C.patient_block(ctx, d, p)
    d.f("Allergies: {a}\n", a=C.allergy(rng))
    if p.age < 67 and rng.random() < 0.7:
        d.f("Occupation: {o:PROFESSION}", o=p.profession)
        if rng.random() < 0.6:
            d.f(" ({e:ORGANIZATION})", e=p.employer)
        d.t("\n")
    f = C.fam(p)
    if rng.random() < 0.6:
        d.f("Social: lives with {r} {n}; {x}\n", r=f.rel, n=C.fam_name(rng, f),
            x=rng.choice(["independent with ADLs", "manages own meds", "ex-smoker 20 pack yrs",
                          "drinks ~14 units/wk", "mobilises with stick", "non-smoker"]))
    d.t("\n")
    items = C.meds(rng, rng.randrange(3, 8))
    if kind in ("smr", "mur", "medscheck", "cmr"):
        d.t(rng.choice(["Current medication (PMR, reconciled with SCR):\n" if c == "UK" else
                        "Current medication (profile, reconciled with prescriber list):\n",
                        "Medication list (profile + patient report):\n",
                        "MEDS:\n"]))
        _medlist(ctx, d, items, rng.random() < 0.5)
        if rng.random() < 0.3:
            dev = rng.choice([x for x in PC.DEVICES if "BP monitor" in x[0] or x[0].split()[0] in ("Accu-Chek", "FreeStyle",
                                                                                                  "CareSens", "Dexcom")])
            d.f("Devices: {dd} (SN {sn:DEVICE})\n", dd=dev[0], sn=ids.serial(rng, dev[1]))
        d.f("OTC/herbal: {o}\n\n", o=rng.choice(["none", "%s prn" % rng.choice(PD.OTC),
                                                  "cod liver oil, %s" % rng.choice(PD.OTC),
                                                  "St John's wort (advised to stop)", "turmeric caps"]))
        d.t("S: " + ctx.ty(rng.choice([
            "Pt reports taking meds most days but forgets evening doses when out. ",
            "Pt unsure what each tablet is for; brought all boxes in a carrier bag. ",
            "Pt c/o dizziness on standing in the mornings, worse since dose change. ",
            "Reports ankle swelling x 3 weeks and some nocturia. ",
            "Struggling to open blister strips due to arthritic hands. ",
        ]) + rng.choice([
            "Wants to reduce number of tablets.",
            "No other concerns.",
            "Worried about bleeding risk after bruising on arms.",
            "Uses weekly pill organiser filled by %s." % f.rel,
        ])) + "\n")
        if rng.random() < 0.5:
            d.f("Pt states: \"my {r} {n} does the shopping and picks these up for me\"\n", r=f.rel,
                n=C.fam_name(rng, f, "first"))
        d.f("O: {v}\n", v=C.vitals(rng))
        d.t("   Recent bloods (%s): %s; %s; %s\n" % (rng.choice(["via SCR", "per GP letter", "from portal"]),
                                                    C.lab_line(rng, "eGFR"), C.lab_line(rng, "K"),
                                                    C.lab_line(rng)))
        d.t("A: " + ctx.ty(rng.choice([
            "Adherence issues (unintentional). Possible postural hypotension - ? %s contributing." % items[0][0].split(" ")[0],
            "Poor understanding of indications; no major DDIs identified. %s." % rng.choice(PC.SCORES),
            "Duplication risk: PPI prescribed by two prescribers. %s." % rng.choice(PC.SCORES),
            "Dexterity issue with packaging; candidate for easy-open tops / reminder chart.",
        ])) + "\n")
        d.t("P: " + ctx.ty(rng.choice([
            "Medicine reminder chart given. Suggest GP review of %s. " % items[-1][0],
            "Recommend U&E recheck in 2/52 given K. ",
            "Counselled re timing; %s " % C.hardneg(rng),
            "Referred to GP re %s; pt aware. " % rng.choice(["dizziness", "ankle oedema", "BP", "statin myalgia"]),
        ]) + C.hardneg(rng)) + "\n")
    elif kind == "hypertension":
        r1, r2 = C.bp(rng, True), C.bp(rng, rng.random() < 0.6)
        d.t("Reason: %s\n" % rng.choice(["opportunistic - aged 40+ with no HTN diagnosis",
                                          "GP referral for clinic BP check", "self-referral after home reading"]))
        d.t("Clinic BP (seated, L arm, %s): reading 1 %s, reading 2 %s mmHg; pulse regular %d bpm\n" % (
            rng.choice(["Omron M3 Comfort", "Omron M7", "Microlife BP A6"]), r1, r2, rng.randrange(60, 96)))
        dev = rng.choice([x for x in PC.DEVICES if "ABPM" in x[0] or "BP" in x[0]])
        fit = util.add_days(ctx.date, rng.randrange(0, 4))
        d.f("ABPM offered (clinic BP 140/90 - 179/119). Device: {dd} serial {sn:DEVICE}\n",
            dd=dev[0], sn=ids.serial(rng, dev[1]))
        d.f("Fitted {a}, returned {b}. Daytime average {x} mmHg ({n} readings).\n",
            a=C.dt(ctx, fit), b=C.dt(ctx, util.add_days(fit, 1)), x=C.bp(rng, rng.random() < 0.5),
            n=rng.randrange(14, 30))
        d.t("Lifestyle: %s. QRISK3 not calculated (GP to do). %s\n" % (
            rng.choice(["BMI 31.2, sedentary", "BMI 27, walks dog daily", "salt ++ in diet", "alcohol 20 u/wk"]),
            C.hardneg(rng)))
        d.t("Outcome: %s\n" % rng.choice(["Results sent to GP for diagnosis (stage 1 HTN)",
                                            "Normal ABPM - recheck in 5 years per NICE NG136",
                                            "Stage 2 - GP appointment advised within 1 week"]))
    elif kind == "smoking":
        dev = [x for x in PC.DEVICES if "Smokerlyzer" in x[0]][0]
        d.t("Referral: %s\n" % rng.choice(["self", "hospital tobacco dependence team (discharge)", "GP"]))
        if rng.random() < 0.5:
            d.f("Referring team: {h:HOSPITAL}, {w:HOSPITAL}\n", h=ctx.hosp.name, w=ctx.hosp.wards[0])
        d.t("Smoking hx: %d/day, first cig within %d min of waking, %s\n" % (
            rng.randrange(8, 35), rng.choice([5, 15, 30, 60]), rng.choice(PC.SCORES[25:26] + ["Fagerstrom 7"])))
        d.f("CO reading: {co} ppm ({dd}, SN {sn:DEVICE})\n", co=rng.randrange(3, 38), dd=dev[0],
            sn=ids.serial(rng, dev[1]))
        d.f("Quit date set: {q}\n", q=C.dt(ctx, util.add_days(ctx.date, rng.randrange(3, 14))))
        d.t("Treatment: %s\n" % rng.choice(["NRT combination - NiQuitin 21mg/24h patch + Nicorette inhalator 15mg",
                                              "cytisine 1.5mg per titration schedule", "NRT 25mg/16h patch + 2mg gum",
                                              "varenicline not available - NRT 14mg/24h + mouth spray"]))
        if p.age < 67:
            d.f("Works as {o:PROFESSION} - night shifts; advised patch removal before sleep if vivid dreams.\n",
                o=p.profession)
        d.f("Next appt: {n} (week 1 CO check)\n", n=C.dt(ctx, util.add_days(ctx.date, 7)))
    elif kind == "contraception":
        d.t("Request: %s\n" % rng.choice(["initiation of oral contraception", "ongoing supply - Cerelle",
                                            "switch from Rigevidon to POP"]))
        d.t("BP %s, BMI %.1f. UKMEC category 1 for POP. Smoker: %s. Migraine with aura: no.\n" % (
            C.bp(rng), 19 + rng.random() * 14, rng.choice(["no", "yes - 5/day"])))
        d.t("LMP: %s ago. Pregnancy excluded (FSRH criteria). Not on enzyme inducers.\n" % rng.choice(["10 days", "5 days", "3 weeks"]))
        d.t("Supplied: Desogestrel 75microgram tablets x 3 months (%s).\n" % rng.choice(PC.GUIDELINES[18:21]))
        d.f("Partner {n} present for part of consult (pt agreed).\n", n=C.fam_name(rng, f, "first")) if rng.random() < 0.3 else None
    if kind in ("hypertension", "smoking", "contraception") and rng.random() < 0.6:
        d.t("Current meds: " + "; ".join("%s %s" % (m[0], m[1]) for m in items[:3]) + "\n")
    if c == "UK":
        d.t("\nConsent: %s\n" % rng.choice(["verbal consent to share with GP", "consent given for SCR access and GP notification",
                                            "written consent on file"]))
    else:
        d.t("\nConsent: %s\n" % rng.choice(["verbal consent to share with prescriber", "signed consent form on file",
                                            "patient agreed to summary being sent to PCP"]))
    if rng.random() < 0.6:
        d.f("GP notified via NHSmail to {e:EMAIL} on {d}\n", e=ctx.pr.email, d=C.dt(ctx, ctx.date)) if c == "UK" else \
            d.f("Copy faxed to {g} at {fx:FAX}\n", g=C.dr(rng, ctx.gp), fx=ctx.pr.fax)
    if rng.random() < 0.7:
        d.f("Follow-up: {d} {t}\n", d=C.dt(ctx, util.add_days(ctx.date, rng.choice([14, 28, 42, 90]))), t=_time(rng))
    d.t("\n")
    C.signoff(ctx, d, s, rng.choice(["Signed", "e-signed", "Pharmacist"]))


NMS_CONDS = [
    ("asthma", "Fostair 100/6 inhaler", "2 puffs BD"),
    ("COPD", "Trelegy Ellipta 92/55/22", "1 puff OD"),
    ("type 2 diabetes", "Empagliflozin 10mg tablets", "1 OD"),
    ("type 2 diabetes", "Metformin 500mg MR tablets", "1 OD with evening meal, increase to 2"),
    ("hypertension", "Amlodipine 5mg tablets", "1 OD"),
    ("hypertension", "Ramipril 2.5mg capsules", "1 OD"),
    ("hypercholesterolaemia", "Atorvastatin 20mg tablets", "1 ON"),
    ("atrial fibrillation", "Apixaban 5mg tablets", "1 BD"),
    ("atrial fibrillation", "Edoxaban 60mg tablets", "1 OD"),
    ("acute coronary syndrome", "Ticagrelor 90mg tablets", "1 BD"),
    ("depression", "Sertraline 50mg tablets", "1 OD"),
    ("Parkinson's disease", "Co-beneldopa 12.5/50 capsules (Madopar)", "1 TDS"),
    ("overactive bladder", "Mirabegron 50mg MR tablets", "1 OD"),
    ("heart failure", "Dapagliflozin 10mg tablets", "1 OD"),
    ("epilepsy", "Lamotrigine 25mg tablets", "titration pack as directed"),
    ("gout", "Allopurinol 100mg tablets", "1 OD"),
    ("glaucoma", "Latanoprost 50micrograms/ml eye drops", "1 drop ON both eyes"),
    ("osteoporosis", "Alendronic acid 70mg tablets", "1 weekly"),
    ("hypothyroidism", "Levothyroxine 25microgram tablets", "1 OM"),
    ("stroke/TIA", "Clopidogrel 75mg tablets", "1 OD"),
]
NMS_ISSUES = [
    ("hypertension", "ankle swelling since starting, worse in evening", "Discussed common SE; referred to prescriber for review (possible switch)."),
    ("any", "no problems at all, taking every day with breakfast", "No intervention required. Reinforced adherence."),
    ("any", "mild nausea first week now settled", "Advised to take with food. No referral."),
    ("hypertension heart failure", "dry tickly cough at night", "Possible ACEi cough - referred to GP (suggest ARB)."),
    ("diabetes heart failure", "thrush symptoms x 3 days", "Counselled on genital hygiene; OTC clotrimazole; informed GP re SGLT2i SE."),
    ("any", "forgot doses at weekends when at daughter's", "Agreed phone alarm + weekly organiser. Follow-up in 2/52."),
    ("asthma COPD", "not sure how to use inhaler, using it only when breathless", "Inhaler technique re-demonstrated with placebo device; explained preventer vs reliever."),
    ("hypercholesterolaemia", "muscle aches in thighs, stopped it 4 days ago", "Advised not to stop without discussion; CK via GP; referred."),
    ("fibrillation coronary stroke", "bruising easily, gums bled once when brushing", "Bleeding counselling; no red flags; GP informed. Alert card given."),
    ("depression", "feels more anxious first 2 weeks", "Explained SSRI early effects; safety-net given (suicidal thoughts - urgent help)."),
    ("hypertension Parkinson's bladder heart", "dizzy on standing", "Advised rise slowly; BP in pharmacy %s; referred to GP."),
    ("glaucoma", "eyes red and itchy after drops", "Checked technique, advised 1 drop only; referred to optometrist/GP if persists."),
    ("osteoporosis", "heartburn after the weekly tablet", "Re-counselled: full glass water, upright 30 min; GP informed if persists."),
    ("gout", "had a flare in first fortnight", "Explained flare on initiation; colchicine cover via GP; continue allopurinol."),
    ("epilepsy", "slight rash on forearms", "URGENT: lamotrigine rash - advised to contact GP today / NHS 111 if spreading."),
    ("hypothyroidism", "taking it with coffee and calcium in the morning", "Advised separate from calcium/iron by 4h, take on empty stomach."),
]


def _nms_issue(rng, cond):
    ok = [x for x in NMS_ISSUES if x[0] == "any" or any(w.lower() in cond.lower() for w in x[0].split())]
    _, issue, action = rng.choice(ok)
    return issue, action


def nms(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    cond, drug, sig = rng.choice(NMS_CONDS)
    s = ctx.pharmacist()
    stage = rng.choice(["INTERVENTION", "INTERVENTION", "FOLLOW UP", "ENGAGEMENT + INTERVENTION"])
    d.t("NHS New Medicine Service (NMS) - %s\n" % stage)
    d.f("Pharmacy: {n:HOSPITAL} ({o:IDNUM})\n", n=ctx.ph.name, o=ctx.ph.ods)
    d.f("Pharmacist: {s}\n", s=C.staff_sig(rng, s, c))
    d.t("-" * 40 + "\n")
    d.f("Patient name: {n}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "title_full", "LAST, First"])))
    d.f("DOB: {b}   Age: {a:AGE}   {i}\n", b=C.dob(ctx, p), a=p.age, i=C.ids_block(ctx, p))
    d.f("Contact: {t:PHONE}\n", t=p.mobile)
    d.f("Registered GP practice: {g:HOSPITAL}  (prescriber: {dr})\n", g=ctx.pr.name, dr=C.dr(rng, ctx.gp))
    d.t("\nCondition: %s\nNew medicine: %s  Sig: %s\n" % (cond, drug, sig))
    rx_date = util.add_days(ctx.date, -rng.randrange(10, 24))
    d.f("Prescribed: {a}   First dispensed: {b}\n", a=C.dt(ctx, rx_date), b=C.dt(ctx, util.add_days(rx_date, rng.randrange(0, 3))))
    d.f("Engagement/consent: {a} ({m})\n", a=C.dt(ctx, util.add_days(rx_date, 1)),
        m=rng.choice(["verbal, at handout", "verbal, by phone", "written"]))
    iv = util.add_days(rx_date, rng.randrange(7, 15))
    d.f("Intervention: {a} by {m}\n\n", a=C.dt(ctx, iv),
        m=rng.choice(["telephone", "telephone", "face to face", "video"]))
    issue, action = _nms_issue(rng, cond)
    if "%s" in action:
        action = action % C.bp(rng)
    qa = [
        ("Q1 How are you getting on with your new medicine?", "\"%s\"" % rng.choice(
            ["alright I think", "not too bad", "fine mostly", "ok but a few niggles", "I've been a bit worried about it"])),
        ("Q2 Are you using it as prescribed? Missed doses in last 7 days?",
         "missed 2 doses (away at weekend)" if "forgot" in issue else
         rng.choice(["none missed", "none missed", "missed 1 dose", "taking it at night instead of am"])),
        ("Q3 Any problems, concerns or side effects?", "\"%s\"" % ctx.ty(issue)),
        ("Q4 Do you know what it is for / how it works?", rng.choice(["yes - explained by GP", "partly - explained again",
                                                                     "no - thought it was a water tablet"])),
        ("Q5 Anything else you would like to know?", rng.choice(["no", "asks about alcohol", "asks about driving",
                                                                "asks if can take with %s" % rng.choice(PD.OTC)])),
    ]
    for q, a in qa:
        d.t("%s\n   -> %s\n" % (q, a))
    if rng.random() < 0.5:
        f = C.fam(p)
        d.f("   Pt's {r} {n} on speakerphone, helps with meds; contact {t:PHONE}\n", r=f.rel,
            n=C.fam_name(rng, f), t=f.phone)
    if rng.random() < 0.35 and p.age < 66:
        d.f("   Works as {o:PROFESSION}; asks about taking doses on shift.\n", o=p.profession)
    if rng.random() < 0.3 and "inhaler" in drug.lower():
        d.t("   Technique: %s, %s. %s\n" % (rng.choice(PC.INHALER_DEVICES), rng.choice(PC.SPACERS), rng.choice(PC.SCORES[22:25])))
    if ("diabetes" in cond or "hypertension" in cond) and rng.random() < 0.6:
        glu = [x for x in PC.DEVICES if x[0].split()[0] in ("Accu-Chek", "FreeStyle", "Freestyle", "CareSens", "GlucoRx",
                                                             "Contour", "Dexcom")]
        bpm = [x for x in PC.DEVICES if "BP monitor" in x[0]]
        dev = rng.choice(glu if "diabetes" in cond else bpm)
        d.f("   Home device: {dd}, serial {sn:DEVICE} - {x}\n", dd=dev[0], sn=ids.serial(rng, dev[1]),
            x=rng.choice(["technique checked", "readings reviewed in app", "validated model (BIHS list)", "registered to patient"]))
    d.t("\nAdvice/action: %s\n" % ctx.ty(action))
    ref = "referred" in action.lower() or "referred" in issue
    missed_any = not qa[1][1].startswith("none")
    d.t("Outcome: %s\n" % ("Referral to prescriber (NMS feedback form)" if ref else
                           "Non-adherent - resolved with advice" if missed_any else
                           "Adherent - no issues" if "No intervention" in action else "Adherent after advice"))
    if ref:
        d.f("Feedback sent to {g} on {dd} via {w}\n", g=C.dr(rng, ctx.gp), dd=C.dt(ctx, iv),
            w=rng.choice(["NHSmail", "PharmOutcomes", "practice workflow inbox"]))
    if stage != "FOLLOW UP":
        d.f("Follow-up due: {a} - {b}\n", a=C.dt(ctx, util.add_days(iv, 14)), b=C.dt(ctx, util.add_days(iv, 21)))
    else:
        d.t("NMS complete - adherent at follow up. %s\n" % C.hardneg(rng))
    d.f("MYS claim ref: {r:ACCOUNT}\n", r=ids.claim_ref(rng))
    if rng.random() < 0.3:
        d.f("Entered by: {u:USERNAME} ({tm})\n", u=s.user, tm=_time(rng))
    d.t("\n")
    C.signoff(ctx, d, s, "Signed:")
