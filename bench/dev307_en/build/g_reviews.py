"""Reviews: annual review summary, dietetic review, physiotherapy review."""
import phi as H
import clin as CL
from doc import pad
from ctx import unit_header, ROLE_TITLE
from common import (days, he, his, him, ds, dsn, dob, pname, pt_head_name, age_short, id_lines,
                    sig, audit, aprof)
from phi import UK, US, CA, AU, IE, pick, chance


def _seen_by(C, d):
    rng = C.rng
    rows = [("Consultant", H.titled_full(rng, C.cons, C.country)),
            ("CF nurse specialist" if C.country != US else "Nurse coordinator", C.cns.full()),
            ("Physiotherapist" if C.country != US else "Respiratory therapist", C.physio.full()),
            ("Dietitian", C.diet.full()),
            ("Psychologist", C.psych.full()),
            ("Pharmacist", C.pharm.full())]
    if chance(rng, 0.5):
        rows.append(("Social worker", C.sw.full()))
    for a, b in rows:
        if chance(rng, 0.9):
            d.line("  {a}{b}", a=pad(a, 24), b=b)


def annual_review(C, d):
    rng = C.rng
    cl = C.cl
    us = C.country in (US, CA)
    if chance(rng, 0.5):
        unit_header(C, d, with_contacts=chance(rng, 0.5))
    else:
        d.line("{h} - {u}", h=(C.centre, "HOSPITAL"), u=C.unit())
    d.t("\n")
    d.line(pick(rng, ["CYSTIC FIBROSIS ANNUAL REVIEW SUMMARY", "Annual Review - Cystic Fibrosis",
                      "CF ANNUAL ASSESSMENT {y}"]), y=(str(C.d0.year), "DATE"))
    d.line("=" * rng.randint(30, 44))
    id_lines(C, d)
    d1 = C.d0
    d.line("Annual review date: {a}" + pick(rng, ["", " (clinic); results reviewed {b}"]), a=ds(C, d1),
           b=ds(C, d1 + days(rng.randint(7, 28))))
    d.line("Review period: {a} to {b}", a=ds(C, d1 - days(365), ["my", "num", "my3"]), b=ds(C, d1, ["my", "num", "my3"]))
    d.t("\n")
    d.line("Seen by:")
    _seen_by(C, d)
    d.t("\n")
    d.line("BACKGROUND")
    d.f("{n}, {a}, %s. Diagnosed %s. Genotype %s. %s.\n" % (
        "lives with parents" if C.paed else pick(rng, ["lives independently", "lives with partner", "lives with parents"]),
        pick(rng, ["on newborn screening (immunoreactive trypsinogen on Guthrie card) in {dy}",
                   "aged {da} days with meconium ileus", "in {dy} after failure to thrive",
                   "aged {db} after recurrent chest infections"]),
        cl.genotype, "Pancreatic insufficient" if cl.pi else "Pancreatic sufficient"),
        n=pname(C, ["full", "first"]), a=age_short(C), dy=(str(C.dob.year + (1 if C.dob.month == 12 and chance(rng, 0.3) else 0)), "DATE"),
        da=(str(rng.randint(2, 4)), "AGE"), db=(str(rng.randint(2, 9)), "AGE"))
    if C.paed:
        d.f("Parents: {m} ({mp}) and {f} ({fp}). School: {s}.\n", m=C.mum.full(), mp=(C.mum_prof, "PROFESSION"),
            f=C.dad.full() if chance(rng, 0.5) else C.dad.fn(), fp=(C.dad_prof, "PROFESSION"), s=(C.school, "ORGANIZATION"))
    else:
        d.f("Occupation: {p}" + pick(rng, [" ({e})", ""]) + ". Next of kin: {k}.\n", p=(C.prof, "PROFESSION"),
            e=(C.employer, "ORGANIZATION"), k=C.partner.full() if chance(rng, 0.5) else C.mum.full())
    d.t("\n")
    d.line("THE YEAR")
    n_iv = rng.randint(0, 4)
    d.line("Pulmonary exacerbations: %d (oral antibiotic courses %d; IV courses %d)" % (n_iv + rng.randint(0, 3), rng.randint(0, 5), n_iv))
    starts = sorted(d1 - days(rng.randint(20, 350)) for _ in range(n_iv))
    starts = [x for i, x in enumerate(starts) if i == 0 or (x - starts[i - 1]).days > 24]
    for s in starts:
        e = s + days(pick(rng, [14, 14, 10, 21]))
        d.line("  IVs {s} - {e}: %s, %s" % (pick(rng, ["ceftazidime + tobramycin", "meropenem + tobramycin", "aztreonam + colistimethate",
                                                     "pip/taz + tobramycin"]), pick(rng, ["home", "inpatient", "started inpatient, completed at home"])),
               s=ds(C, s, ["num", "dm", "short", "medsp"]), e=ds(C, e, ["num", "dm", "short", "medsp"]))
    if chance(rng, 0.4):
        d.f("Admitted to {w} over {h} with an exacerbation.\n", w=(C.ward, "HOSPITAL"),
            h=(pick(rng, ["Christmas", "Easter", "New Year"] if C.country != US else ["Thanksgiving", "Christmas", "Easter"]), "DATE"))
    d.t("\n")
    d.line("Microbiology this year:")
    for o in cl.orgs:
        k = rng.randint(1, 4)
        dts = sorted(d1 - days(rng.randint(5, 360)) for _ in range(k))
        d.line("  %s: {x}" % o[0], x=[[", " if i else "", ds(C, x, ["num", "short", "dm"])] for i, x in enumerate(dts)])
    d.line("  NTM culture: negative x%d. Aspergillus IgE %s." % (rng.randint(1, 4), pick(rng, ["negative", "0.4 kUA/L", "2.1 kUA/L (sensitised)"])))
    d.t("\n")
    d.line("MEASUREMENTS            This year    Last year")
    last_fev = (cl.fev1p or 80) + rng.randint(-10, 8)
    if cl.spiro:
        d.line("  FEV1 %% predicted      %-12d %d" % (cl.fev1p, last_fev))
        d.line("  FEV1 (L)              %-12.2f %.2f" % (cl.fev1, cl.fev1 * last_fev / max(1, cl.fev1p)))
        d.line("  FVC %% predicted       %-12d %d" % (cl.fvcp, cl.fvcp + rng.randint(-8, 8)))
    d.line("  Weight (kg)           %-12.1f %.1f" % (cl.wt, cl.wt - rng.uniform(-2, 3)))
    d.line("  Height (cm)           %-12.1f %.1f" % (cl.ht, cl.ht - (rng.uniform(2, 7) if C.paed else 0)))
    d.line("  BMI                   %-12.1f %.1f" % (cl.bmi, cl.bmi - rng.uniform(-1, 1.2)))
    d.t("\n")
    d.line("BLOODS ({x})", x=ds(C, d1, ["num", "short", "iso"]))
    for t, v, u, r in CL.bloods(rng, cl):
        d.line("  %-20s %-7s %-10s (%s)" % (t, v, u, r))
    d.t("\n")
    d.line("INVESTIGATIONS")
    if C.age >= 10:
        d.line("  OGTT: fasting %.1f, 1 h %.1f, 2 h %.1f mmol/L - %s" % (rng.uniform(4.2, 6.9), rng.uniform(7, 14), rng.uniform(5, 13),
                                                                      "CFRD" if cl.cfrd else pick(rng, ["normal", "impaired glucose tolerance"])))
    if C.age >= 8:
        d.line("  DEXA {x}: L1-L4 Z-score %.1f, total hip Z-score %.1f" % (rng.uniform(-2.6, 0.8), rng.uniform(-2.2, 0.9)),
               x=ds(C, d1 - days(rng.randint(5, 60))))
    d.line("  Liver ultrasound {x}: %s" % pick(rng, ["normal echotexture, spleen 9.8 cm", "coarse echotexture, no splenomegaly",
                                                     "mild hepatomegaly, no portal hypertension"]), x=ds(C, d1 - days(rng.randint(5, 60))))
    d.line("  CXR: %s" % pick(rng, ["stable bronchiectatic change in upper zones", "no new changes", "right upper lobe cystic change, unchanged"]))
    if chance(rng, 0.5):
        d.line("  Audiology {x} (aminoglycoside exposure): %s" % pick(rng, ["normal", "mild high-frequency loss bilaterally"]),
               x=ds(C, d1 - days(rng.randint(10, 80))))
    if C.age >= 12:
        d.line("  CFQ-R: respiratory %d, treatment burden %d; PHQ-9 %d, GAD-7 %d" % (rng.randint(40, 95), rng.randint(30, 90),
                                                                                   rng.randint(0, 14), rng.randint(0, 12)))
    d.t("\n")
    d.line("TEAM SUMMARIES")
    d.f("Physio ({p}): %s; uses %s.\n" % (pick(rng, CL.PHYSIO_TECH), pick(rng, CL.ACD_MODELS)), p=C.physio.fn())
    d.f("Dietetics ({p}): %s.\n" % pick(rng, ["weight stable, PERT dose appropriate", "weight gain on modulator, healthy-eating advice",
                                              "BMI below target - start oral supplements", "vitamin D low - dose increased"]), p=C.diet.fn())
    d.f("Psychology ({p}): %s.\n" % pick(rng, ["no concerns", "needle anxiety - plan graded exposure", "low mood, referred for CBT",
                                               "treatment fatigue discussed"]), p=C.psych.ln() if chance(rng, 0.5) else C.psych.full())
    d.t("\n")
    d.line("AGREED GOALS")
    goals = ["Airway clearance twice daily including on school days" if C.paed else "Airway clearance twice daily",
             "Maintain weight above %.0f kg" % (cl.wt - 1), "Attend clinic three-monthly", "Flu vaccine in autumn",
             "Repeat OGTT next year", "Start exercise programme three times weekly", "Transition clinic to adult service at 16"]
    for g in rng.sample(goals, 3):
        d.line(" * " + g)
    d.t("\n")
    d.line("Next annual review: {x}", x=ds(C, d1 + days(rng.randint(330, 390)), ["my", "my3", "mynum"]))
    d.t("\n")
    sig(C, d, C.cons, "Consultant, " + C.unit(), contact=False)
    if chance(rng, 0.4):
        audit(C, d)


def dietetic(C, d):
    rng = C.rng
    cl = C.cl
    us = C.country in (US, CA)
    d.line("{h}", h=(C.centre, "HOSPITAL"))
    d.line(pick(rng, ["DIETETIC REVIEW - CYSTIC FIBROSIS", "CF Nutrition Review", "Dietetics Outpatient Note (CF)"]))
    d.t("\n")
    setting = rng.randrange(3)
    if setting == 0:
        d.line("Date: {x}   Clinic room {r}", x=ds(C, C.d0), r=H.room(rng))
    elif setting == 1:
        d.line("Date: {x}   Telephone review ({p})", x=ds(C, C.d0), p=(C.pt_phone, "PHONE"))
    else:
        d.line("Date: {x}   Inpatient, {w}, bed {b}", x=ds(C, C.d0), w=(C.ward, "HOSPITAL"), b=(str(rng.randint(1, 28)), "LOCATION_OTHER"))
    id_lines(C, d, compact=chance(rng, 0.5))
    if C.paed:
        d.line("Seen with: {rel} {m}", rel="mother" if C.carer is C.mum else "father", m=C.carer.full() if chance(rng, 0.5) else C.carer.fn())
    d.t("\n")
    d.line("Anthropometry")
    d.line("  Date          Weight   Height   BMI" + ("   Wt centile" if C.paed else ""))
    pts = sorted(C.d0 - days(rng.randint(30, 400)) for _ in range(rng.randint(2, 4))) + [C.d0]
    for i, x in enumerate(pts):
        w = cl.wt - (len(pts) - 1 - i) * rng.uniform(-0.6, 0.9)
        h = cl.ht - ((len(pts) - 1 - i) * rng.uniform(0.5, 1.5) if C.paed else 0)
        row = "  {x}%s%.1f kg  %.1f   %.1f" % (" " * max(1, 14 - len(H.dfmt(x, C.country, "num"))), w, h, w / (h / 100.0) ** 2)
        if C.paed:
            row += "   %d%s" % (rng.choice([9, 25, 50, 75, 2, 25, 50]), "th" if chance(rng, 0.7) else "")
        d.line(row, x=H.D(x, C.country, "num"))
    d.t("\n")
    d.line("Pancreatic enzymes")
    if cl.pi:
        d.line("  %s; approx. %d units lipase/kg/meal (within 500-2,500 range). Taken %s." % (
            pick(rng, ["Creon 25,000: 4 with meals, 2 with snacks", "Creon 10,000: 3 with meals, 1 with snacks", "Creon Micro 1/2 scoop per feed"]),
            rng.randint(900, 2400), pick(rng, ["at the start of meals", "half at start, half midway", "inconsistently at school"])))
    else:
        d.line("  Pancreatic sufficient - faecal elastase %d micrograms/g (last {x})." % rng.randint(210, 500),
               x=ds(C, C.d0 - days(rng.randint(100, 700)), ["my", "y"]))
    d.line("  Stools: Bristol type %d, %d/day, %s." % (rng.randint(3, 6), rng.randint(1, 3), pick(rng, ["no oil or urgency", "occasional floating stools", "some abdominal bloating"])))
    d.t("\n")
    d.line("Diet history")
    if C.paed and C.age >= 4:
        d.f("  Breakfast cereal with whole milk; school lunch at {s}; after-school snack; family evening meal. ", s=(C.school, "ORGANIZATION"))
        d.f("Mum ({m}) works as {p} and reports fussy eating.\n", m=C.mum.fn(), p=aprof(C.mum_prof))
    elif C.paed:
        d.line("  %s; weaning foods %s; %d feeds/day." % (pick(rng, ["Breastfed with top-up formula", "Formula fed (standard)", "Toddler diet"]),
                                                          pick(rng, ["established", "started 6 months"]), rng.randint(3, 7)))
    else:
        d.f("  %s. Works as {p}" % pick(rng, ["Three meals daily with snacks", "Skips breakfast, large evening meal", "Grazing pattern"]) +
            pick(rng, [" on shifts", "", " at {e}"]) + "; %s.\n" % pick(rng, ["eats lunch at desk", "relies on takeaways", "cooks at home most nights"]),
            p=aprof(C.prof), e=(C.employer, "ORGANIZATION"))
    d.line("  Supplements: %s." % pick(rng, ["none", "Scandishake Mix 1 sachet daily", "Fortisip Compact 1 bottle BD", "Calogen 30 mL TDS",
                                            "overnight gastrostomy feeds (Nutrison Energy 1,000 mL)"]))
    d.line("  Salt: %s." % pick(rng, ["Sodium chloride 1 mmol/kg/day (infant)", "adds salt to meals; salt tablets on hot days",
                                      "Sodium urine:creatinine ratio 26 - no change"]))
    d.t("\n")
    d.line("Biochemistry ({x}): vitamin A %.1f umol/L, vitamin E %.1f umol/L, 25-OH vitamin D %d nmol/L, albumin %d g/L." % (
        rng.uniform(0.8, 2.4), rng.uniform(11, 38), rng.randint(28, 110), rng.randint(33, 46)), x=ds(C, C.d0 - days(rng.randint(0, 40))))
    if cl.cfrd:
        d.line("CFRD: HbA1c %d mmol/mol; %s (sensor {sn}), time in range %d%%." % (rng.randint(40, 68), pick(rng, CL.CGM_MODELS),
                                                                                 rng.randint(48, 88)), sn=H.device_sn(rng, "cgm"))
    if cl.mod:
        d.f("On %s since {x}; weight %s since starting.\n" % (CL.mod_name(cl, us), pick(rng, ["up 4.2 kg", "up 7 kg", "stable", "up 2.5 kg"])),
            x=ds(C, C.mod_start, ["my", "num", "my3"]))
    d.t("\n")
    d.line("Assessment / plan")
    plans = ["Continue PERT at current dose.", "Increase Creon by 1 capsule with main meals.", "Trial of oral supplement; review in 6 weeks.",
             "Healthy-eating advice given: weight now above target on modulator.", "Recheck fat-soluble vitamins at annual review.",
             "Written carbohydrate-counting resources given.", "Referral to gastroenterology re: abdominal pain.",
             "Liaise with school catering re: salt and snacks."]
    for x in rng.sample(plans, rng.randint(2, 4)):
        d.line(" - " + x)
    d.line("Next dietetic review: {x}", x=ds(C, C.d0 + days(rng.randint(40, 120)), ["num", "my", "medsp"]))
    d.t("\n")
    sig(C, d, C.diet, ROLE_TITLE["diet"][C.country])
    if chance(rng, 0.3):
        audit(C, d, C.diet)


def physio(C, d):
    rng = C.rng
    cl = C.cl
    d.line(pick(rng, ["PHYSIOTHERAPY - AIRWAY CLEARANCE REVIEW", "CF Physiotherapy Review"] +
                (["Respiratory Therapy Note - Airway Clearance"] * 2 if C.country == US else [])))
    d.line("{h}", h=(C.centre, "HOSPITAL"))
    d.t("\n")
    setting = rng.randrange(4)
    if setting == 0:
        d.line("Date/time: {x} %02d:%02d    Location: clinic room {r}" % (rng.randint(8, 16), rng.randint(0, 59)),
               x=ds(C, C.d0), r=H.room(rng))
    elif setting == 1:
        d.line("Date: {x}    Home visit: {a}", x=ds(C, C.d0), a=H.addr_inline(rng, C.addr))
    elif setting == 2:
        d.line("Date: {x}    {w}, side room {r}", x=ds(C, C.d0), w=(C.ward, "HOSPITAL"), r=H.room(rng))
    else:
        d.line("Date: {x}    Video consultation ({u})", x=ds(C, C.d0), u=H.url(rng, "video"))
    id_lines(C, d, compact=True)
    if C.paed:
        d.line("Present: {n}, {rel} {m}", n=pname(C, ["first"]), rel="mum" if C.carer is C.mum else "dad", m=C.carer.fn())
    d.t("\n")
    d.line("S:")
    d.line("  Cough %s; sputum %s, %s. %s." % (pick(rng, ["unchanged", "worse in the mornings", "minimal", "productive after exercise"]),
                                            pick(rng, ["5-10 mL/day", "1-2 tablespoons", "egg-cup full", "nil"]),
                                            pick(rng, ["mucoid", "green", "yellow", "occasionally blood-streaked"]),
                                            pick(rng, ["No haemoptysis", "Mild tightness after hypertonic saline", "No chest pain"])))
    if C.paed and C.age >= 4:
        d.f("  Enjoys %s; attends {s}; PE twice weekly.\n" % pick(rng, ["swimming", "football", "dance", "trampolining"]), s=(C.school, "ORGANIZATION"))
    elif not C.paed:
        d.f("  Works as {p}; exercises %s" % pick(rng, ["at the gym 3x/week", "by running 5 km twice weekly", "very little at present"]) +
            pick(rng, ["", "; member of {cl}"]) + ".\n", p=aprof(C.prof), cl=(C.club, "ORGANIZATION"))
    d.line("  Adherence: reports %s; nebuliser data download shows %d%% of prescribed sessions." % (
        pick(rng, ["BD airway clearance", "once daily on most days", "missing evening sessions", "BD plus extra when unwell"]), rng.randint(35, 98)))
    d.t("\n")
    d.line("Current regimen:")
    d.line("  1. Salbutamol 200 micrograms via spacer")
    d.line("  2. %s via %s" % (pick(rng, ["7% hypertonic saline 4 mL", "6% hypertonic saline 4 mL", "mannitol (Bronchitol) 400 mg inhaled"]),
                               pick(rng, CL.NEB_MODELS)))
    d.line("  3. %s, %d-%d min" % (pick(rng, CL.PHYSIO_TECH), rng.randint(10, 20), rng.randint(20, 35)))
    d.line("  4. Dornase alfa 2.5 mg (at least 30 min before bed)")
    if cl.chronic_pa:
        d.line("  5. Nebulised antibiotic after airway clearance")
    d.t("\n")
    d.line("O:")
    d.line("  RR %d, %s, HR %d. %s" % (rng.randint(14, 26), CL.sats(rng), rng.randint(64, 120),
                                      pick(rng, ["Coarse crackles R mid-zone, cleared with huffing.", "Clear to auscultation.",
                                                 "Scattered wheeze, improved post salbutamol."])))
    if cl.spiro:
        d.line("  Spirometry: " + CL.spiro(rng, cl) + ".")
    d.line("  %s; %s." % (pick(rng, ["1-min sit-to-stand %d reps" % rng.randint(18, 45), "Modified shuttle test level %d" % rng.randint(6, 14),
                                     "6MWT %d m" % rng.randint(350, 650)]), CL.score(rng, C.age)))
    d.t("\n")
    d.line("A/P:")
    items = ["Technique reviewed - good breathing control, huff too forceful; corrected.",
             "Changed to %s for better sputum clearance." % pick(rng, CL.ACD_MODELS),
             "Nebuliser cleaning/disinfection reviewed (boil or steam steriliser daily).",
             "Continence screen: ICIQ-UI SF score %d - pelvic floor programme given." % rng.randint(0, 12),
             "Posture: thoracic kyphosis - stretches demonstrated.",
             "Exercise: graded plan, target 150 min/week."]
    if C.age < 12:
        items = [x for x in items if not x.startswith(("Continence", "Posture"))]
    for x in rng.sample(items, rng.randint(2, 4)):
        d.line("  - " + x)
    if chance(rng, 0.75):
        d.line("  - Equipment issued: %s handset, serial no. {sn}, on {x}" % pick(rng, CL.NEB_MODELS), sn=H.device_sn(rng, "neb"),
               x=ds(C, C.d0, ["num", "short", "dm"]))
    if chance(rng, 0.25):
        d.line("  - High-frequency chest wall oscillation vest (SmartVest) loan, SN {sn}", sn=H.device_sn(rng, "vest"))
    d.line("  - Review: {x}", x=ds(C, C.d0 + days(rng.randint(14, 100)), ["num", "wd", "dm", "medsp"]))
    d.t("\n")
    sig(C, d, C.physio, ROLE_TITLE["physio"][C.country])
    if chance(rng, 0.35):
        audit(C, d, C.physio)
