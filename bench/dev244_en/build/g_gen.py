"""Genres: genetic counselling note; multidisciplinary clinic summary."""
import datetime as dt

import blocks
import clin
from g_met import LANG, family
from markers import M
from util import NB

XL = {"OTC", "sHA", "mHA", "milHA", "sHB", "mHB", "Fabry", "MPS II"}

ACMG = ["PVS1, PM2_Supporting, PP4", "PS3, PM2, PM3, PP4", "PM1, PM2, PM5, PP3", "PS1, PM2_Supporting, PM3_Strong",
        "PVS1_Strong, PM2, PP1"]


def cond_pick(rng):
    r = rng.random()
    if r < 0.45:
        d = rng.choice(clin.MET)
        return d["name"], d["gene"], rng.choice(d["var"]), d["k"]
    if r < 0.8:
        h = rng.choice(clin.HAEM)
        return h["name"], h["gene"], rng.choice(h["var"]), h["k"]
    lsd = rng.choice([x for x in clin.LSD if x["k"] in ("Fabry", "MPS II", "Pompe", "Gaucher", "MPS I")])
    gene = {"Fabry": "GLA", "MPS II": "IDS", "Pompe": "GAA", "Gaucher": "GBA1", "MPS I": "IDUA"}[lsd["k"]]
    var = {"GLA": "c.644A>G (p.Asn215Ser)", "IDS": "c.1403G>A (p.Arg468Gln)", "GAA": "c.-32-13T>G",
           "GBA1": "c.1226A>G (p.Asn409Ser)", "IDUA": "c.208C>T (p.Gln70Ter)"}[gene]
    return lsd["name"], gene, var, lsd["k"]


def relative(ctx, pat, rel, sex, same=0.6):
    p = family(ctx, pat, sex, keep=same)
    return p


def gen_gc(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    team = blocks.Team(ctx, "gen")
    visit = ctx.rand_date()
    cname, gene, var, key = cond_pick(rng)
    xl = key in XL
    age = rng.randint(19, 42)
    pat = ctx.person("PATIENT", sex="F" if (xl or rng.random() < 0.6) else "M")
    dob = ctx.dob_for(visit, age)
    ctx.set_home(age)
    nb.line(rng.choice(["GENETIC COUNSELLING NOTE", "Clinical Genetics - Counselling Session", "Genetic Counselling Visit",
                        "Cascade carrier testing appointment", "Preconception genetic counselling"]))
    blocks.patient_header(nb, ctx, pat, dob, visit, age, style=rng.choice([0, 1, 2, 4]))
    nb.line(f"Family ID: {ctx.ID('family')}")
    ref = ctx.person("DOCTOR")
    nb.line(f"Referred by: {ctx.doc(ref, 'consultant')}, {ctx.hosp()} ({ctx.D(visit - dt.timedelta(days=rng.randint(20, 150)))})")
    present = [f"{pat.first()} (consultand)"]
    partner = ctx.person("FAMILY", sex="M" if pat.sex == "F" else "F", origin=pat.origin if rng.random() < 0.7 else None)
    if rng.random() < 0.7:
        present.append(f"{rng.choice(['husband', 'partner', 'fiance']) if partner.sex == 'M' else rng.choice(['wife', 'partner'])} {partner.full()}")
    if rng.random() < 0.25:
        present.append(f"interpreter {ctx.person('DOCTOR').full()} ({rng.choice(LANG.get(pat.origin, ['Arabic', 'Polish', 'Somali']))})")
    present.append(f"{team.ref('counsellor')} (GC)")
    if rng.random() < 0.5:
        present.append(f"{team.ref('consultant')} (clinical geneticist)")
    nb.line("Present: " + "; ".join(present))
    nb.line("")
    nb.line("REASON FOR REFERRAL")
    proband = ctx.person("FAMILY", origin=pat.origin, sex="M" if xl else rng.choice("MF"),
                         surname=pat.surname if rng.random() < 0.5 else None)
    prel = rng.choice(["son", "brother", "nephew", "cousin", "sister's son"]) if xl else \
        rng.choice(["son", "daughter", "brother", "sister", "niece", "nephew"])
    if proband.sex == "F" and prel in ("son", "brother", "nephew", "sister's son"):
        prel = rng.choice(["daughter", "sister", "niece"])
    if proband.sex == "M" and prel in ("daughter", "sister", "niece"):
        prel = "son"
    pb_age = rng.randint(0, 30) if "infantile" not in cname and "late-onset" not in cname else \
        (rng.randint(0, 3) if "infantile" in cname else rng.randint(18, 60))
    nb.line(f"{pat.first()}'s {prel} {proband.full()} ({ctx.A(pb_age, rng.choice(['{a}', '{a} y', 'age {a}']))}) was diagnosed with "
            f"{cname} in {ctx.D(visit - dt.timedelta(days=rng.randint(30, max(60, pb_age * 365))), rng.choice(['y', 'my']))}; "
            f"{gene} {var}, classified {rng.choice(['pathogenic', 'likely pathogenic'])} ({rng.choice(ACMG)}).")
    if prel in ("son", "daughter"):
        why = rng.choice([" and recurrence risk for future pregnancies.", " and options in a future pregnancy.",
                          ", and whether other children should be tested."])
    else:
        why = rng.choice([" before starting a family.", " and options in a future pregnancy.", "."])
    nb.line(f"{pat.first()} would like to know {'her' if pat.sex == 'F' else 'his'} carrier status" + why)
    preg = pat.sex == "F" and rng.random() < 0.35
    if preg:
        lmp = visit - dt.timedelta(days=rng.randint(49, 90))
        ga = (visit - lmp).days
        nb.line(f"Currently pregnant: LMP {ctx.D(lmp)}, {ga // 7}+{ga % 7} weeks today, EDD {ctx.D(lmp + dt.timedelta(days=280))}. "
                f"Booked at {ctx.hosp()}.")
    nb.line("")
    nb.line("FAMILY HISTORY (3-generation pedigree drawn)")
    rels = []
    for lab, sex in rng.sample([("Mother", "F"), ("Father", "M"), ("Maternal grandmother", "F"), ("Maternal grandfather", "M"),
                                ("Sister", "F"), ("Brother", "M"), ("Maternal aunt", "F"), ("Maternal uncle", "M"),
                                ("Paternal aunt", "F"), ("Half-brother", "M")], rng.randint(3, 6)):
        keep = 0.9 if lab in ("Father", "Brother", "Sister", "Paternal aunt") else 0.5 if lab == "Mother" else 0.15
        r = relative(ctx, pat, lab, sex, same=keep)
        st = rng.random()
        if st < 0.2 and "grand" in lab:
            line = f"{lab}: {r.full()}, died aged {M('AGE', str(rng.randint(48, 93)))} ({rng.choice(['MI', 'stroke', 'cancer', 'unknown cause'])})"
        elif st < 0.3 and "uncle" in lab.lower() and xl:
            line = f"{lab}: {r.first()}, died in infancy ({ctx.D(ctx.rand_date(1960, 1995), 'y')}), " \
                   f"{rng.choice(['cause unknown', 'bled after circumcision', 'collapsed with vomiting'])}"
        else:
            if "grand" in lab:
                a = age + rng.randint(42, 60)
            elif lab in ("Mother", "Father"):
                a = age + rng.randint(20, 38)
            elif "aunt" in lab or "uncle" in lab:
                a = age + rng.randint(15, 35)
            else:
                a = max(1, age + rng.randint(-12, 12))
            line = f"{lab}: {r.first() if rng.random() < 0.5 else r.full()} ({ctx.A(a, rng.choice(['{a}', '{a}y', 'aged {a}']))})" + \
                rng.choice([", well", ", untested", ", obligate carrier" if sex == "F" and xl else ", well",
                            f", lives in {ctx.home_country(r)}" if ctx.c != "IE" or rng.random() < 0.5 else
                            f", lives in {M('STATE', rng.choice(['Munster', 'Leinster', 'Connacht', 'Ulster']))}", ", declined testing", f", works as {ctx.prof_a()}"])
        rels.append(line)
    for ln in rels:
        nb.line("- " + ln)
    nb.line(rng.choice(["Parents are first cousins.", "No consanguinity reported.", "Consanguinity: parents second cousins.",
                        f"Ancestry: {ctx.home_country(pat)} (both sides)."]))
    nb.line("")
    nb.line("DISCUSSION")
    if xl:
        nb.line(f"X-linked inheritance explained: a carrier female has a 50% chance of passing the variant to each child; "
                f"sons who inherit it would be affected, daughters would be carriers"
                + (" (who may have low factor levels - baseline levels advised)." if gene in ("F8", "F9") else "."))
    else:
        nb.line("Autosomal recessive inheritance explained using diagrams; 25% recurrence risk when both partners are carriers; "
                "partner testing offered.")
    opts = ["Reproductive options discussed: natural conception, prenatal diagnosis (CVS from 11 weeks, "
            "amniocentesis from 15 weeks), PGT-M, donor gametes, adoption.",
            "Discussed that cascade testing of other relatives is voluntary."]
    if xl:
        opts.append("Discussed NIPD for fetal sexing from 9 weeks, followed by CVS if male.")
    if gene in ("F8", "F9"):
        opts.append("Discussed newborn testing (cord blood) and delivery planning with haemophilia centre.")
    nb.line(rng.choice(opts))
    nb.line(f"{pat.first()} {rng.choice(['asked appropriate questions', 'was tearful but engaged', 'wished to proceed', 'needs time to think'])}.")
    nb.line("")
    nb.line("PLAN")
    nb.line(f"- Blood taken for targeted {gene} testing; lab no {ctx.ID('gen')}, consent form signed (DNA storage: yes)")
    if gene in ("F8", "F9") and pat.sex == "F":
        nb.line(f"- {('FVIII' if gene == 'F8' else 'FIX')} level sent ({ctx.ID('acc')})")
    nb.line(f"- Results expected {('in 2-3 weeks (urgent: pregnancy)' if preg else rng.choice(['in 4-6 weeks', 'within 8 weeks']))}; "
            f"GC will phone {pat.first()} on {ctx.PH(mobile=True)}")
    if rng.random() < 0.6:
        rel2 = relative(ctx, pat, "aunt", rng.choice("MF"))
        nb.line(f"- Family letter given for {rng.choice(['sister', 'cousin', 'aunt', 'brother'])} {rel2.full()} "
                f"(lives in {M('CITY', ctx.pick_place()['city'])})")
    nb.line(f"- Summary letter to {ctx.gp} and referrer")
    nb.line("")
    blocks.signature(nb, ctx, team, "counsellor", visit, style=rng.choice([0, 1, 3, 5]))
    blocks.audit(nb, ctx, team.get("counsellor"), visit)
    return nb


DISC = [("consultant", "Medical"), ("nurse", "Nursing"), ("dietitian", "Dietetics"), ("physio", "Physiotherapy"),
        ("psych", "Psychology"), ("social", "Social work"), ("pharmacist", "Pharmacy")]


def gen_mdt(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    metab = rng.random() < 0.55
    team = blocks.Team(ctx, "met" if metab else "haem")
    visit = ctx.rand_date()
    age = rng.choice([rng.randint(1, 17), rng.randint(3, 17), rng.randint(18, 50)])
    dob = ctx.dob_for(visit, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex=None if metab else "M")
    d = rng.choice(clin.MET) if metab else rng.choice(clin.HAEM[:5])
    nb.line(rng.choice(["MULTIDISCIPLINARY CLINIC SUMMARY", "MDT Clinic Summary", "Comprehensive Care Clinic - MDT summary",
                        "Multidisciplinary team review"]))
    nb.line(f"Clinic: {ctx.H()}" + (f", {ctx.hosp('ward')}" if rng.random() < 0.4 else "") + f"   Date: {ctx.D(visit)}")
    blocks.patient_header(nb, ctx, pat, dob, visit, age, style=rng.choice([0, 3, 4, 1]))
    nb.line(f"Diagnosis: {d['name']}" + (f" ({d['abbr']})" if metab else f", {d['base']}"))
    nb.line("")
    roles = [r for r in DISC if r[0] in ("consultant", "nurse")] + rng.sample(DISC[2:], rng.randint(2, 4))
    if not metab and ("physio", "Physiotherapy") not in roles:
        roles.append(("physio", "Physiotherapy"))
    if metab and ("dietitian", "Dietetics") not in roles:
        roles.insert(2, ("dietitian", "Dietetics"))
    nb.line("Attendees:")
    for r, lab in roles:
        nb.line(f"  {lab:<14} {ctx.doc(team.get(r), r)}")
    nb.line("")
    carer = family(ctx, pat, "F") if age < 18 else None
    for r, lab in roles:
        nb.line(f"{lab.upper()}:")
        if r == "consultant":
            nb.line(rng.choice([f"Clinically well. {clin.growth_line(rng, age, ctx.us)}.",
                                f"{pat.first()} reviewed with {carer.first() if carer else 'partner'}. No acute issues.",
                                f"Reviewed results since {ctx.D(visit - dt.timedelta(days=rng.randint(60, 200)))}; see below."]))
            nb.line((clin.bloods_line(rng, ctx.us) if metab else clin.coag_line(rng, d)) + ".")
        elif r == "nurse":
            nb.line(rng.choice([f"Home bloodspot returns {rng.randint(40, 100)}% in last 6 months." if metab else
                                f"Bleed app compliance {rng.randint(50, 100)}%; {rng.randint(0, 4)} bleeds logged.",
                                f"School care plan updated and sent to {ctx.org('school')}." if age < 18 else
                                f"Letter for employer ({ctx.org('employer')}) provided.",
                                f"Vaccinations up to date. Next home visit {ctx.D(visit + dt.timedelta(days=rng.randint(14, 60)), 'short')}."]))
        elif r == "dietitian" and not metab:
            nb.line(rng.choice([f"BMI {rng.uniform(16, 34):.1f}; weight management advice to protect joints.",
                                "Iron-rich diet advice given (ferritin low-normal).", "Calcium and vitamin D intake adequate.",
                                "Healthy eating; no concerns."]))
        elif r == "dietitian":
            nb.line(f"Protein {rng.uniform(0.6, 2.2):.1f} g/kg/day; substitute {rng.randint(60, 100)}% taken. "
                    + rng.choice(["Diet diary reviewed.", "Low protein food parcel ordered.", "Weight gain excessive - portion advice.",
                                  f"Cooking session booked {ctx.D(visit + dt.timedelta(days=rng.randint(10, 45)), 'wd')}."]))
        elif r == "physio" and not metab:
            nb.line(f"HJHS {rng.randint(0, 26)}. " + rng.choice(["Gait normal.", "Reduced R ankle dorsiflexion.",
                                                                  "Strengthening programme for quads.", "Core stability work."]))
        elif r == "physio":
            nb.line(rng.choice(["Gross motor skills age-appropriate.", "Mild hypotonia; MABC-2 15th centile.",
                                "Exercise tolerance limited; graded programme.", "Fatigue with sport - pacing advice."]))
        elif r == "psych":
            nb.line(rng.choice(["Some anxiety around needles; 3 sessions CBT offered.",
                                f"{pat.first()} reports low mood around exams. Screening PHQ-9 = {rng.randint(3, 14)}.",
                                "Family coping well. No further input needed.",
                                f"Discussed sibling {family(ctx, pat, rng.choice('MF')).first()}'s jealousy of attention."]))
        elif r == "social":
            nb.line(rng.choice([f"DLA/PIP application supported; father {family(ctx, pat, 'M').first()} now {ctx.prof_a()}.",
                                f"Travel costs for clinic reimbursed; family lives {rng.randint(15, 140)} miles away in "
                                f"{M('CITY', ctx.place['city'])}.",
                                f"Referred to {ctx.org('club')} for peer support.", "Housing: damp flat - letter of support written.",
                                f"Disabled parking permit renewed for vehicle {ctx.VEH()}.",
                                f"Benefits form completed ({'SSN' if ctx.us else 'NI no' if ctx.c == 'UK' else 'PPSN'} "
                                f"{ctx.SSN()}); hospital parking pass for car reg {ctx.VEH()}."]))
        elif r == "pharmacist":
            nb.line(rng.choice([f"Prescriptions sent to {ctx.hosp('pharmacy')}; Rx {ctx.ID('rx')}.",
                                f"Homecare via {ctx.org('homecare')}; stock check OK.", "Interaction check: no issues.",
                                f"Sick-day supply of {rng.choice(['sodium benzoate', 'glucose polymer', 'tranexamic acid', 'carnitine'])} dispensed."]))
        if rng.random() < 0.3:
            nb.line(clin.hard_neg(rng, "met" if metab else "haem"))
        nb.line("")
    nb.line("ACTIONS")
    owners = [team.get(r) for r, _ in roles]
    for _ in range(rng.randint(3, 5)):
        o = rng.choice(owners)
        act = rng.choice(["Repeat bloods", "Update emergency letter", "Letter to school", "Refer to OT", "Book DEXA",
                          "Check vaccination record", "Chase genetics result", "Arrange home visit", "Review diet prescription",
                          "Order new sharps bin", "Contact teacher " if age < 18 else "Send fit note"])
        if age >= 18 and act == "Letter to school":
            act = "Letter to college / workplace"
        if act.startswith("Contact teacher"):
            act += f"{rng.choice(['Mr', 'Ms', 'Mrs'])} {ctx.person('FAMILY').last()}"
        nb.line(f"- {act} | {rng.choice([o.init_last(), o.full(), o.first()])} | by {ctx.D(visit + dt.timedelta(days=rng.randint(7, 60)), rng.choice(['short', 'num']))}")
    nb.line("")
    nb.line(f"Next MDT clinic: {ctx.D(visit + dt.timedelta(days=rng.randint(90, 200)), rng.choice(['my', 'num', 'long']))}")
    nb.line(f"Summary compiled by {team.ref('nurse')}")
    blocks.audit(nb, ctx, team.get("nurse"), visit)
    return nb
