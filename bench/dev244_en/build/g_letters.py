"""Genres: emergency care letter / carry card; transition-to-adult-services letter."""
import datetime as dt

import blocks
import clin
from g_met import family
from markers import M
from util import NB


def letterhead(nb, ctx, dept):
    rng = ctx.rng
    nb.line(f"{ctx.H()}")
    nb.line(dept)
    if rng.random() < 0.7:
        for ln in ctx.addr_lines():
            nb.line(ln)
    blocks.contact_footer(nb, ctx, dom="met" if "etabol" in dept or "Biochem" in dept else "haem")
    nb.line("")


MET_DEPTS = ["Department of Inherited Metabolic Disease", "Metabolic Medicine", "Biochemical Genetics Program",
             "Paediatric Metabolic Service", "Adult Inherited Metabolic Disorders Service"]
HAEM_DEPTS = ["Haemophilia Comprehensive Care Centre", "Haemophilia & Thrombosis Centre", "Hemophilia Treatment Center",
              "Coagulation Service", "Paediatric Haemophilia Centre"]


def met_emergency(ctx, nb, d, age, wt):
    rng = ctx.rng
    conc, vol = clin.glucose_er(age)
    nb.line(f"{d['name']} ({d['abbr']}) - risk of {clin.RISK[d['k']]} "
            "during illness, fasting or surgery.")
    nb.line("")
    nb.line("AT HOME: emergency regimen " + f"{conc} glucose polymer, {vol}, given 2-hourly day and night.")
    nb.line("If vomiting, drowsy, or unable to take regimen: ATTEND THE EMERGENCY DEPARTMENT IMMEDIATELY.")
    nb.line("")
    nb.line("IN THE EMERGENCY DEPARTMENT - do not delay treatment:")
    steps = ["Assess ABC; check capillary glucose, blood gas, lactate, ammonia (free-flowing sample, on ice, within 30 min)",
             f"Start IV {rng.choice(clin.FLUIDS)} without waiting for results",
             "Do NOT stop glucose if blood glucose is high - start insulin rather than reduce dextrose",
             f"Weight for calculations: {wt:.1f} kg (as of last clinic)"]
    if d["k"] in ("OTC", "ASS"):
        steps.insert(2, f"If ammonia >100 µmol/L: sodium benzoate 250 mg/kg IV over 90 min then 250 mg/kg/24 h; "
                        f"arginine 250 mg/kg IV loading")
    if d["k"] in ("MMA", "PA"):
        steps.insert(2, "Carnitine 100 mg/kg IV; carglumic acid 100 mg/kg PO/NG if ammonia raised; check for acidosis")
    if d["k"] == "MCADD":
        steps.insert(2, "Avoid IV lipid. Hypoglycaemia may occur late with ketones LOW")
    if d["k"] == "MSUD":
        steps.insert(2, "Stop natural protein for max 24-48 h; continue BCAA-free mix; monitor leucine daily")
    if d["k"] == "GSD1A":
        steps.insert(2, "Lactate will be high at baseline (2-4 mmol/L); treat glucose <4 mmol/L promptly")
    for i, s in enumerate(steps, 1):
        nb.line(f"{i}. {s}")
    nb.line("")


def haem_emergency(ctx, nb, h, wt, emi):
    rng = ctx.rng
    nb.line(f"{h['name'][0].upper() + h['name'][1:]}, baseline level {h['base']}. "
            f"{'Inhibitor: none currently.' if rng.random() < 0.7 else 'History of inhibitor - see below.'}")
    nb.line("")
    if emi:
        nb.line("Patient is on EMICIZUMAB (Hemlibra) prophylaxis. APTT and one-stage FVIII assays are NOT valid.")
        nb.line(f"For serious bleeding: {rng.choice(clin.FVIII)} 50 IU/kg = {int(wt * 50 // 250 * 250)} IU IV. "
                "If inhibitor present, use rFVIIa 90 mcg/kg; AVOID aPCC (FEIBA) - risk of TMA.")
    elif h["f"] in ("FVIII", "FIX"):
        prod = rng.choice(clin.FVIII if h["f"] == "FVIII" else clin.FIX)
        dose = int(wt * (50 if h["f"] == "FVIII" else 100) // 250 * 250) or 250
        nb.line(f"GIVE FACTOR FIRST, then investigate. {prod} {dose} IU IV ({50 if h['f'] == 'FVIII' else 100} IU/kg) "
                "for head injury, neck/throat swelling, GI bleed, iliopsoas bleed or major trauma.")
        nb.line("Patient/family usually carry factor - use their supply if available.")
    else:
        nb.line(f"For bleeding: tranexamic acid 15-25 mg/kg (max 1 g) {ctx.tds}; "
                f"{rng.choice(clin.VWFP)} after discussion with on-call haematologist.")
    nb.line("NO intramuscular injections. No NSAIDs/aspirin. Apply pressure to venepuncture sites for 5 min.")
    nb.line("")


def gen_emergency(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    metab = rng.random() < 0.55
    team = blocks.Team(ctx, "met" if metab else "haem")
    age = rng.choice([rng.randint(0, 17), rng.randint(1, 12), rng.randint(18, 60)])
    issued = ctx.rand_date()
    dob = ctx.dob_for(issued, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex=None if metab else ("M" if rng.random() < 0.85 else "F"))
    wt = ((2 * age + 8 if age <= 10 else 3 * age + 7) if age < 16 else rng.uniform(50, 100)) if age else rng.uniform(3.5, 9)
    card = rng.random() < 0.35
    if card:
        nb.line(rng.choice(["EMERGENCY CARD - PLEASE CARRY AT ALL TIMES", "*** MEDICAL ALERT CARD ***", "CARRY CARD"]))
        nb.line(f"Name: {pat.full_mid()}")
        nb.line(f"DOB: {ctx.D(dob)}   {ctx.NATID()}")
        nb.line(f"Card no: {ctx.ID('card')}   Issued: {ctx.D(issued)}   Review by: {ctx.D(issued + dt.timedelta(days=365), rng.choice(['num', 'my']))}")
    else:
        letterhead(nb, ctx, rng.choice(MET_DEPTS if metab else HAEM_DEPTS))
        nb.line(rng.choice(["EMERGENCY CARE LETTER", "OPEN ACCESS / EMERGENCY MANAGEMENT LETTER",
                            "To the Emergency Department doctor", "EMERGENCY PROTOCOL - PLEASE READ"]))
        nb.line(f"Date: {ctx.D(issued, 'any')}")
        nb.line("")
        nb.line(f"Patient: {pat.full_mid()}   DOB: {ctx.D(dob)} ({ctx.A(age) if age else 'infant'})")
        nb.line(ctx.NATID() + (f"   Hospital no: {ctx.MRN()}" if not ctx.us else ""))
        nb.line("Address: " + ctx.addr_inline(ctx.place))
        if age < 18:
            p1 = family(ctx, pat, "F")
            nb.line(f"Parents: {p1.full()}" + (f" and {family(ctx, pat, 'M').full()}" if rng.random() < 0.5 else "") +
                    f", tel {ctx.PH(mobile=True)}")
        if rng.random() < 0.4:
            nb.line(f"MedicAlert no: {ctx.ID('registry')}")
        nb.line("")
    if metab:
        d = rng.choice([m for m in clin.MET if m["er"]])
        met_emergency(ctx, nb, d, age, wt)
    else:
        h = rng.choice(clin.HAEM if pat.sex == "M" else clin.HAEM[5:])
        haem_emergency(ctx, nb, h, wt, h["f"] == "FVIII" and rng.random() < 0.4)
    nb.line("CONTACTS")
    if metab:
        nb.line(f"Metabolic team (Mon-Fri 09:00-17:00): {ctx.PH()}; email {ctx.EM()}")
        nb.line(f"Out of hours: on-call metabolic consultant via switchboard {ctx.PH()}")
    else:
        nb.line(f"Haemophilia centre: {ctx.PH()} (office hours), bleep {ctx.bleep()}")
        nb.line(f"Out of hours: haematology registrar on call via {ctx.hosp()} switchboard {ctx.PH()}")
    nb.line(f"Consultants: {team.ref('consultant')}, {ctx.doc(ctx.person('DOCTOR'), 'consultant')}")
    if rng.random() < 0.5:
        nb.line(f"Nurse specialist: {team.ref('nurse')}, mobile {ctx.PH(mobile=True)}")
    if rng.random() < 0.4:
        nb.line(f"Open access to {ctx.hosp('ward')} - please phone ahead. Protocol online: {ctx.URL()}")
    nb.line("")
    if not card:
        blocks.signature(nb, ctx, team, "consultant", issued, style=rng.choice([1, 3, 5]))
        if rng.random() < 0.5:
            nb.line(f"Copy: {ctx.gp} ({ctx.hosp('practice')}); local ED {ctx.hosp()}; "
                    + (f"school nurse at {ctx.org('school')}" if 4 < age < 18 else "patient"))
    else:
        nb.line(f"Issued by {team.ref('nurse')} on behalf of {team.ref('consultant')}")
    return nb


def gen_transition(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    metab = rng.random() < 0.6
    team = blocks.Team(ctx, "met" if metab else "haem")
    age = rng.randint(15, 19)
    when = ctx.rand_date(2017, 2025)
    dob = ctx.dob_for(when, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex=None if metab else "M")
    adult = ctx.person("DOCTOR")
    adult_h = ctx.hosp()
    letterhead(nb, ctx, rng.choice(MET_DEPTS[:4] if metab else HAEM_DEPTS))
    nb.line(f"Date: {ctx.D(when, rng.choice(['long', 'num']))}")
    nb.line("")
    nb.line(f"{rng.choice(['Dr ', 'Dr. ', 'Prof '])}{adult.full()}")
    nb.line(rng.choice(["Adult Inherited Metabolic Disorders Service" if metab else "Adult Haemophilia Centre",
                        "Adult Metabolic Clinic" if metab else "Adult Bleeding Disorders Service"]))
    nb.line(adult_h)
    nb.line("")
    nb.line(f"Dear {rng.choice(['Dr', 'Dr.'])} {adult.last()},")
    nb.line("")
    nb.line(f"Re: {pat.full_mid()}, DOB {ctx.D(dob)}, {ctx.NATID()}")
    nb.line("    " + ctx.addr_inline(ctx.place))
    nb.line("")
    he = "he" if pat.sex == "M" else "she"
    his = "his" if pat.sex == "M" else "her"
    if metab:
        d = rng.choice(clin.MET)
        nb.line(f"Thank you for accepting {pat.first()} into your service. {pat.first()} is {ctx.A(age, rng.choice(['a {a}-year-old', 'now {a}', 'aged {a}']))} "
                f"with {d['name']} ({d['abbr']}), diagnosed {ctx.D(dob + dt.timedelta(days=rng.randint(5, 900)), rng.choice(['long', 'my', 'num']))}"
                f" ({d['gene']} {rng.choice(d['var'])}).")
    else:
        d = rng.choice(clin.HAEM[:5])
        nb.line(f"I am writing to transfer the care of {pat.full()}, {ctx.A(age, rng.choice(['a {a}-year-old', 'aged {a}', '{a} years old']))}, "
                f"who has {d['name']} (baseline {d['base']}, {d['gene']} {rng.choice(d['var'])}).")
    nb.line("")
    nb.line("Background")
    if metab:
        evs = [f"admission to {ctx.hosp()} with {rng.choice(['hyperammonaemia', 'metabolic acidosis', 'hypoglycaemia', 'vomiting illness'])}",
                             "gastrostomy inserted", "started on " + rng.choice(d["meds"]), "DEXA: Z-score -1.4",
                             f"moved to secondary school ({ctx.org('school')})", "EEG normal",
                             "educational psychology assessment - mild learning difficulty", "ophthalmology review normal"]
    else:
        evs = [f"first joint bleed (R ankle), aged {M('AGE', str(rng.randint(1, 4)))}",
               "Port-a-Cath removed", f"switched to {rng.choice(clin.FVIII if d['f'] == 'FVIII' else clin.FIX)}",
               "inhibitor screen positive (2.1 BU), transient", "learnt self-infusion",
               f"R elbow synovitis, radiosynovectomy at {ctx.hosp()}", "dental extractions under factor cover"]
        if d["f"] == "FVIII":
            evs.append("started emicizumab")
    events = [(dob + dt.timedelta(days=rng.randint(200, max(400, (when - dob).days - 60))), ev)
              for ev in rng.sample(evs, rng.randint(3, min(6, len(evs))))]
    if not metab:
        first = [e for e in events if e[1].startswith("first joint")]
        if first:
            events.remove(first[0])
            events.append((dob + dt.timedelta(days=rng.randint(365, 4 * 365)), first[0][1]))
    for ed, ev in sorted(events, key=lambda x: x[0]):
        nb.line(f"- {ctx.D(ed, rng.choice(['y', 'my', 'num', 'y']))}: {ev}")
    nb.line("")
    nb.line("Current management")
    if metab:
        nb.line("; ".join(rng.sample(d["meds"], min(len(d["meds"]), 2))) + f". Last {d['marker']} "
                f"{clin.rnd_val(rng, d['lo'], d['hi'])} {d['unit']} ({ctx.D(when - dt.timedelta(days=rng.randint(3, 40)))}).")
    else:
        nb.line(f"{rng.choice(clin.FVIII if d['f'] == 'FVIII' else clin.FIX)} prophylaxis, self-infusing. "
                f"Supplies via {ctx.org('homecare')}. ABR last 12 months {rng.randint(0, 5)}.")
    nb.line(clin.growth_line(rng, age, ctx.us) + ".")
    nb.line("")
    nb.line("Education, work and independence")
    r = rng.random()
    if r < 0.4:
        nb.line(f"{pat.first()} is at {ctx.org('uni')} studying {rng.choice(['engineering', 'nursing', 'business', 'music technology', 'sport science', 'computing'])}.")
    elif r < 0.7:
        nb.line(f"{pat.first()} has left school and is working as {ctx.prof_a()}" +
                (f" at {ctx.org('employer')}." if rng.random() < 0.6 else "."))
    else:
        nb.line(f"{pat.first()} is in final year at {ctx.org('school')} and hopes to train as {ctx.prof_a()}.")
    nb.line(f"Ready Steady Go questionnaire completed {ctx.D(when - dt.timedelta(days=rng.randint(30, 300)), 'my')}: "
            f"{rng.choice(['manages own appointments', 'orders own prescriptions', 'still relies on ' + ctx.mum + ' for ordering supplies', 'understands sick-day rules'])}. "
            + rng.choice([f"Lives with parents ({family(ctx, pat, 'F').first()} and {family(ctx, pat, 'M').first()}).",
                          f"Lives with {ctx.mum} ({family(ctx, pat, 'F').first()}).",
                          f"Lives with father {family(ctx, pat, 'M').first()} and stepmother.",
                          "Lives with grandparents.", f"Lives with partner {ctx.person('FAMILY').first()}."]))
    if rng.random() < 0.3:
        nb.line(f"For adult registration: {'SSN' if ctx.us else 'NI number' if ctx.c == 'UK' else 'PPSN'} {ctx.SSN()}"
                + (f"; insurance {ctx.org('insurer')} member {ctx.HP()}." if ctx.us else "."))
    nb.line(f"{pat.first()}'s own contact: mobile {ctx.PH(mobile=True)}, email {ctx.EM(pat)}. "
            f"{his.capitalize()} {ctx.gp} is Dr {ctx.person('DOCTOR').last()} at {ctx.hosp('practice')}.")
    nb.line("")
    joint = when + dt.timedelta(days=rng.randint(20, 120))
    nb.line(f"A joint transition clinic is booked for {ctx.D(joint, rng.choice(['long', 'wd', 'num']))} in {ctx.building()}. "
            f"{he.capitalize()} consents to sharing records. Referral ref: {ctx.ID('ubrn') if ctx.c == 'UK' else ctx.ID('case')}.")
    nb.line("")
    nb.line(rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours sincerely"]))
    nb.line("")
    blocks.signature(nb, ctx, team, "consultant", when, style=1)
    if rng.random() < 0.6:
        nb.line(f"{team.ref('nurse')}, {team.title('nurse')}")
    nb.line("")
    nb.line(f"cc: {pat.full()} (patient); {ctx.gp}; {ctx.hosp('pharmacy')}")
    return nb
