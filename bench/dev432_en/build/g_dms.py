"""Genres: discharge medicines service referral; pharmacist referral to GP."""
import ids
import util
from doc import ph, lit
import common as C
import pools_clin as PC
import pools_drugs as PD

ADMISSIONS = [
    ("NSTEMI", "Cardiology", ["Ticagrelor 90mg tablets|1 BD for 12 months", "Atorvastatin 80mg tablets|1 ON",
                              "Bisoprolol 2.5mg tablets|1 OM", "Ramipril 2.5mg capsules|1 OD",
                              "Lansoprazole 15mg capsules|1 OD"], "Aspirin 75mg|continued"),
    ("new AF with fast ventricular response", "Acute Medical Unit", ["Apixaban 5mg tablets|1 BD",
                                                                    "Bisoprolol 5mg tablets|1 OD"], "Aspirin 75mg|STOPPED - now anticoagulated"),
    ("infective exacerbation of COPD", "Respiratory", ["Prednisolone 5mg tablets|6 OM for 3 more days then stop",
                                                     "Doxycycline 100mg capsules|1 OD 3 more days",
                                                     "Trelegy Ellipta 92/55/22|1 puff OD"], "Seretide 500 Accuhaler|STOPPED - switched to Trelegy"),
    ("fall with AKI", "Care of the Elderly", ["Paracetamol 500mg tablets|2 QDS", "Laxido sachets|1 OD"],
     "Ramipril 5mg|WITHHELD - restart when eGFR > 45, GP to review"),
    ("decompensated heart failure", "Cardiology", ["Furosemide 40mg tablets|2 OM (increased from 1)",
                                                   "Dapagliflozin 10mg tablets|1 OD",
                                                   "Spironolactone 25mg tablets|1 OD"], "Amlodipine 5mg|STOPPED - ankle oedema"),
    ("hypoglycaemia (gliclazide)", "Diabetes Centre", ["Sitagliptin 100mg tablets|1 OD",
                                                       "Metformin 500mg tablets|1 BD"], "Gliclazide 80mg|STOPPED"),
    ("left MCA ischaemic stroke", "Stroke Unit", ["Clopidogrel 75mg tablets|1 OD",
                                                "Atorvastatin 80mg tablets|1 ON", "Thickener (Nutilis Clear)|Level 2 mildly thick"],
     "Simvastatin 40mg|STOPPED - switched to atorvastatin"),
    ("community-acquired pneumonia", "Respiratory", ["Amoxicillin 500mg capsules|1 TDS 2 more days"],
     "Zopiclone 7.5mg|STOPPED - drowsy, falls risk"),
    ("upper GI bleed", "Gastroenterology", ["Omeprazole 40mg capsules|1 BD for 8 weeks",
                                           "Ferrous fumarate 210mg tablets|1 BD"], "Naproxen 500mg|STOPPED - do not restart"),
    ("lithium toxicity", "Acute Medical Unit", ["Lithium carbonate 400mg MR tablets (Priadel)|1 ON - dose REDUCED from 2"],
     "Bendroflumethiazide 2.5mg|STOPPED - interaction"),
    ("DKA", "Diabetes Centre", ["Insulin glargine (Lantus)|22 units ON", "NovoRapid FlexPen|per carb counting"],
     "Empagliflozin 10mg|STOPPED"),
    ("hip fracture (ORIF)", "Orthopaedics", ["Enoxaparin 40mg injection|1 OD SC for 28 days total",
                                             "Alendronic acid 70mg tablets|1 weekly", "Adcal-D3 chewable tablets|1 BD",
                                             "Oxycodone 5mg capsules (Shortec)|1 4-6 hrly prn"], "Diazepam 2mg|STOPPED"),
]
ACTIONS = [
    "Please update PMR and check next prescription reflects the changes above.",
    "Patient uses MDS tray - please amend from next cycle; old tray to be returned for destruction.",
    "Please reinforce steroid course end date and inhaler technique (Ellipta).",
    "Please check patient has glucose meter and understands sick day rules.",
    "Please carry out DMS stage 3 consultation - patient anxious about number of changes.",
    "Ensure no further supplies of stopped medicine (on repeat at GP).",
    "Enoxaparin - patient self-administering; check sharps bin supplied and disposal route.",
]


def dms(ctx, d):
    rng, c = ctx.rng, ctx.c
    p, h = ctx.p, ctx.hosp
    adm, spec, started, stopped = rng.choice(ADMISSIONS)
    ward = rng.choice(h.wards)
    refp = C.staff_member_like(rng, c)
    d.t("DISCHARGE MEDICINES SERVICE (DMS) - REFERRAL\n")
    d.f("Referring trust: {h:HOSPITAL} Pharmacy Department\n", h=h.name)
    d.f("Ward: {w:HOSPITAL} ({s})   Bed {b:LOCATION_OTHER}\n", w=ward, s=spec, b=str(rng.randrange(1, 32)))
    sent = util.add_days(ctx.date, 0)
    d.f("Referral ID: {r:IDNUM}   Sent: {d} {t} via {v}\n", r=ids.referral_id(rng), d=C.dt(ctx, sent),
        t="%02d:%02d" % (rng.randrange(9, 20), rng.randrange(60)), v=rng.choice(["PharmOutcomes", "NHSmail", "Refer-to-Pharmacy"]))
    d.f("Referrer: {n} ({cr}), bleep {b:PHONE}, ward tel {t:PHONE}\n",
        n=C.nm(rng, refp, "DOCTOR", "full"), cr=rng.choice(["Band 7 pharmacist", "clinical pharmacist", "pharmacy technician"]),
        b=ids.pager(rng), t="%s ext %s" % (h.phone, ids.extension(rng)))
    d.f("Contact e-mail: {e:EMAIL}\n", e=h.email)
    d.f("To: {n:HOSPITAL}, {a}\n\n", n=ctx.ph.name, a=C.addr(ctx.ph.addr, "line"))
    d.t("PATIENT DETAILS\n")
    d.f("Name: {n}   Sex: {s}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["LAST, First", "full", "title_full"])),
        s="F" if p.female else "M")
    d.f("DOB: {b} ({a:AGE} yrs)   NHS no: {n:MRN}   Hospital no: {h:MRN}\n", b=C.dob(ctx, p), a=p.age, n=p.nhs, h=p.hosp_no)
    d.f("Address: {a}\n", a=C.addr(p.addr, "full"))
    d.f("Tel: {t:PHONE}\n", t=p.home if rng.random() < 0.5 else p.mobile)
    d.f("GP: {g}\n", g=C.gp_line(ctx))
    f = C.fam(p)
    d.f("NOK: {n} ({r}) {t:PHONE}\n", n=C.fam_name(rng, f, "full"), r=f.rel, t=f.phone)
    if rng.random() < 0.35:
        d.f("Resides: {ch:HOSPITAL} (nursing)\n", ch=rng.choice(C.PO.CARE_HOMES))
    adm_d = util.add_days(ctx.date, -rng.randrange(3, 20))
    d.t("\nADMISSION\n")
    d.f("Admitted: {a}   Discharged: {b}\n", a=C.dt(ctx, adm_d), b=C.dt(ctx, ctx.date))
    cons = C.Obj(first=rng.choice(C.PN.FEMALE + C.PN.MALE), last=rng.choice(C.PN.SURNAMES))
    d.f("Consultant: {cn} ({s})\n", cn=C.dr(rng, cons, rng.choice(["Dr last", "Dr full"])), s=spec)
    d.t("Presenting complaint / diagnosis: %s\n" % adm)
    d.t("PMH: %s; %s; %s\n" % tuple(util.sample(rng, PC.CONDITIONS, 3)))
    if rng.random() < 0.35:
        dev = rng.choice([("pacemaker (Medtronic Azure XT DR)", "PJN"), ("ICD (Boston Scientific)", "BSC"),
                          ("insulin pump (MiniMed 780G)", "NG"), ("Dexcom G7 CGM", "ZC"), ("implantable loop recorder (Reveal LINQ)", "RLA")])
        d.f("Devices: {dd}, serial {sn:DEVICE}\n", dd=dev[0], sn=ids.serial(rng, dev[1]))
    d.t("Allergies: %s\n\n" % C.allergy(rng))
    d.t("MEDICATION CHANGES\n")
    for s_ in started:
        n_, sig = s_.split("|")
        d.t("  STARTED  %-44s %s\n" % (n_, sig))
    n_, why = stopped.split("|")
    if why.startswith("STOPPED - "):
        d.t("  STOPPED  %-44s %s\n" % (n_, why[10:]))
    elif why == "STOPPED":
        d.t("  STOPPED  %s\n" % n_)
    else:
        d.t("  CHANGED  %-44s %s\n" % (n_, why))
    d.t("\nUNCHANGED MEDICINES\n")
    for m in C.meds(rng, rng.randrange(2, 6)):
        d.t("  %s  %s\n" % (m[0], m[1]))
    d.t("\nRESULTS (day of discharge)\n")
    for name in util.sample(rng, ["Na", "K", "Creat", "eGFR", "Hb", "CRP", "INR", "Mg", "Li", "ALT"], 5):
        d.t("  %s\n" % C.lab_line(rng, name))
    d.t("Weight %.1f kg   %s\n" % (45 + rng.random() * 60, C.vitals(rng)))
    d.t("\nREQUESTED ACTIONS FOR COMMUNITY PHARMACY\n- %s\n" % rng.choice(ACTIONS))
    if rng.random() < 0.4:
        d.t("- Compliance aid: %s\n" % rng.choice(["MDS 7-day tray", "reminder chart", "none", "Dosette filled by family"]))
    d.t("\n--- COMMUNITY PHARMACY RECORD ---\n")
    s1 = ctx.staff("pharmacist", "independent prescriber", "pharmacy technician")
    d.f("Stage 1 ({d}): referral received and reviewed by {n}; PMR updated, note added.\n",
        d=C.dt(ctx, util.add_days(ctx.date, 1)), n=C.nm(rng, s1, "DOCTOR", "full"))
    d2 = util.add_days(ctx.date, rng.randrange(4, 14))
    rec = C.Obj(first=rng.choice(C.PN.FEMALE), last=rng.choice(C.PN.SURNAMES))
    d.f("Stage 2 ({d}): first post-discharge Rx received via EPS ({e:IDNUM}). {x}\n", d=C.dt(ctx, d2),
        e=ids.eps_id(rng), x=rng.choice(["Matches discharge list.",
                                         "DISCREPANCY: stopped item still on Rx - practice contacted",
                                         "Dose of new item differs from TTO - query raised"]))
    if rng.random() < 0.6:
        d.f("  Spoke to {r} (prescription clerk) at {pr:HOSPITAL}, {t:PHONE}; GP to amend repeat.\n",
            r=C.nm(rng, rec, "DOCTOR", "first"), pr=ctx.pr.name, t=ctx.pr.phone)
    d3 = util.add_days(d2, rng.randrange(0, 5))
    who = rng.choice(["patient", "patient and " + f.rel, f.rel])
    d.f("Stage 3 ({d}): consultation with {w} ", d=C.dt(ctx, d3), w=who)
    if f.rel in who:
        d.f("({n}) ", n=C.fam_name(rng, f, "first"))
    d.t(ctx.ty(rng.choice([
        "- understands changes, old supplies of stopped med removed from home.",
        "- had been taking both old and new statin; advised, GP informed.",
        "- confused about which tablets replaced which; written schedule provided.",
        "- happy, no concerns; reminder chart issued.",
    ])) + "\n")
    d.f("Claim submitted {d}. Ref {r:ACCOUNT}\n", d=C.dt(ctx, d3), r=ids.claim_ref(rng))
    C.signoff(ctx, d, None, "Completed by:")


REFERRAL_TOPICS = [
    ("high BP", "Clinic BP today %s and %s mmHg (seated, 5 min rest) on %s. No headache, visual disturbance or chest pain reported.",
     "I would be grateful if you could review the antihypertensive regimen."),
    ("suspected ADR", "Reports %s since starting %s.",
     "Could you consider an alternative? A Yellow Card report has been submitted."),
    ("interaction", "New private prescription for clarithromycin from a dentist while on %s; %s.",
     "Patient advised to withhold the statin for the course; please confirm you are happy with this plan."),
    ("adherence", "Collection history shows only %s of the last %s months collected for %s.",
     "Patient may benefit from a review and simplification of the regimen."),
    ("red flags", "Presented requesting OTC treatment for %s; %s.",
     "Red flag symptoms - advised to see GP urgently; patient consented to this letter."),
    ("monitoring overdue", "Patient collecting %s; last blood test on record {dd}.",
     "Please arrange monitoring bloods; we will supply one further month in the meantime."),
    ("shortage", "%s is currently out of stock at wholesaler level (%s).",
     "Please could you issue an alternative? Suggestion below."),
    ("falls", "Patient reports %s falls in the past month; currently on %s.",
     "Please consider a falls-related medication review (STOPP/START)."),
]


def gp_referral(ctx, d):
    rng, c = ctx.rng, ctx.c
    p = ctx.p
    topic, body, ask = rng.choice(REFERRAL_TOPICS)
    m = C.meds(rng, 3)
    if topic == "high BP":
        body = body % (C.bp(rng, True), C.bp(rng, True), m[0][0])
    elif topic == "suspected ADR":
        body = body % (rng.choice(["persistent dry cough", "ankle swelling", "muscle pains", "dizziness",
                                   "hair thinning", "low mood"]), m[0][0])
    elif topic == "interaction":
        body = body % (rng.choice(["simvastatin 40mg", "atorvastatin 80mg"]), "risk of myopathy (MHRA)")
    elif topic == "adherence":
        body = body % (rng.choice(["2", "3", "4"]), rng.choice(["6", "9", "12"]), m[0][0])
    elif topic == "red flags":
        body = body % (rng.choice(["indigestion", "constipation", "a persistent cough", "mouth ulcer"]),
                       rng.choice(["unintentional weight loss of ~6kg", "dysphagia to solids", "haemoptysis x1",
                                   "ulcer present > 3 weeks", "rectal bleeding"]))
    elif topic == "monitoring overdue":
        body = body % rng.choice(["methotrexate 2.5mg weekly", "lithium (Priadel)", "apixaban", "azathioprine"])
    elif topic == "shortage":
        body = body % (rng.choice(["Estradot 50 patches", "Creon 25000", "Elvanse 30mg", "Fostair NEXThaler",
                                   "Ozempic 0.5mg"]), "MSO notice")
    else:
        body = body % (rng.choice(["two", "three"]), rng.choice(["doxazosin", "amitriptyline", "zopiclone"]))
    if c in ("UK", "IE", "AU", "CA"):
        C.pharmacy_header(ctx, d, fax=c != "UK")
    else:
        C.pharmacy_header(ctx, d, fax=True)
    d.t("\n")
    d.add(C.dt(ctx, ctx.date, util.styles_for(c)[rng.randrange(3, 5)] if rng.random() < 0.5 else None)).t("\n\n")
    if rng.random() < 0.5:
        C.practice_block(ctx, d)
    else:
        d.f("To: {g}\n{pr:HOSPITAL}\nSent by: {m}\n", g=C.dr(rng, ctx.gp, "Dr full"), pr=ctx.pr.name,
            m=rng.choice(["secure e-mail", "NHSmail", "fax", "hand delivered by patient"]) if c == "UK"
            else rng.choice(["fax", "secure messaging", "e-mail"]))
    d.t("\n")
    d.f("Dear {g},\n\n", g=C.dr(rng, ctx.gp, "Dr last"))
    d.f("RE: {n}  DOB {b}  {i}\n", n=C.nm(rng, p, "PATIENT", rng.choice(["full", "title_full", "LAST, First"])),
        b=C.dob(ctx, p), i=C.nat_id(p))
    d.f("{a}\n\n", a=C.addr(p.addr, "line"))
    opener = rng.choice(["I saw %s in the pharmacy today", "Your patient attended the pharmacy today",
                         "I am writing following a consultation today with %s"])
    if "%s" in opener:
        d.t(opener.split("%s")[0])
        d.add(C.nm(rng, p, "PATIENT", rng.choice(["title_last", "first"])))
        d.t(opener.split("%s")[1])
    else:
        d.t(opener)
    d.t(" regarding %s. " % topic)
    if "{dd}" in body:
        d.f(body + "\n\n", dd=C.dt(ctx, util.add_days(ctx.date, -rng.randrange(200, 400)),
                                   rng.choice(["month y", "mon y", None])))
    else:
        d.t(ctx.ty(body) + "\n\n")
    if rng.random() < 0.5:
        f = C.fam(p)
        d.f("{he} attended with {his} {r}, {n}, who ", he="She" if p.female else "He",
            his="her" if p.female else "his", r=f.rel, n=C.fam_name(rng, f, "full"))
        d.t(rng.choice(["manages the medication at home.", "was concerned about recent confusion.",
                        "can be contacted on "]))
        if d.buf[-1].endswith("on "):
            d.f("{t:PHONE}.", t=f.phone)
        d.t("\n\n")
    if p.age < 66 and rng.random() < 0.5:
        d.f("{he} works as a {o:PROFESSION}", he="She" if p.female else "He", o=p.profession)
        if rng.random() < 0.5:
            d.f(" at {e:ORGANIZATION}", e=p.employer)
        d.t(rng.choice([" and finds it difficult to attend daytime appointments.\n\n",
                        ", which involves driving.\n\n", ".\n\n"]))
    d.t("Current relevant medication:\n")
    for mm in m:
        d.t("  - %s %s\n" % (mm[0], mm[1]))
    d.t("\n" + ask + " " + C.hardneg(rng) + "\n\n")
    d.t("The patient has consented to this referral. Please do not hesitate to contact me.\n\n")
    d.t(rng.choice(["Yours sincerely,", "Kind regards,", "Many thanks,"]) + "\n\n")
    s = ctx.pharmacist()
    d.add(C.staff_sig(rng, s, c)).t("\n")
    d.f("{r}, {h:HOSPITAL}\n", r=rng.choice(["Pharmacist", "Pharmacist Independent Prescriber", "Pharmacy Manager"]),
        h=ctx.ph.name)
    d.f("Direct line: {t:PHONE}", t="%s ext %s" % (ctx.ph.phone, ids.extension(rng)) if rng.random() < 0.4 else ctx.ph.phone)
    if rng.random() < 0.5:
        d.f("  |  {e:EMAIL}", e=ctx.ph.email)
    d.t("\n")
    if rng.random() < 0.5:
        d.f("cc: {n} (patient)\n", n=C.nm(rng, p, "PATIENT", "title_last"))
