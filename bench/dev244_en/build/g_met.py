"""Genres: metabolic clinic note with diet prescription; newborn screening positive follow-up."""
import datetime as dt

import blocks
import clin
from markers import M
from util import NB


def family(ctx, pat, sex, keep=0.7):
    same = ctx.rng.random() < keep
    origin = pat.origin if (same or ctx.rng.random() < 0.7) else None
    for _ in range(8):
        p = ctx.person("FAMILY", sex=sex, origin=origin, surname=pat.surname if same else None)
        if p.given != pat.given:
            return p
    return p


LANG = {"hispanic": ["Spanish"], "south_asian": ["Urdu", "Punjabi", "Bengali", "Gujarati"], "polish_baltic": ["Polish", "Lithuanian"],
        "romanian_balkan": ["Romanian", "Serbian"], "somali_ethiopian": ["Somali", "Amharic", "Tigrinya"],
        "arabic_turkish_persian": ["Arabic", "Turkish", "Farsi", "Kurdish"], "east_asian": ["Mandarin", "Cantonese", "Korean"],
        "southeast_asian": ["Vietnamese", "Tagalog"], "southern_european": ["Portuguese", "Italian", "Greek"],
        "caribbean_brazilian": ["Portuguese"], "nigerian_ghanaian": ["Yoruba", "Twi", "Igbo"]}


def rel_word(ctx, sex):
    if sex == "F":
        return ctx.rng.choice([ctx.mum, "mother", "Mother", ctx.mum.capitalize()])
    return ctx.rng.choice(["dad", "father", "Dad", "Father"])


def who_attended(ctx, pat, age):
    rng = ctx.rng
    if age >= 18:
        r = rng.random()
        if r < 0.4:
            return "Attended alone.", []
        partner = ctx.person("FAMILY", sex=rng.choice("MF"))
        relw = rng.choice(["wife", "partner", "sister", "mother"] if partner.sex == "F" else
                          ["husband", "partner", "brother", "father"])
        return rng.choice([f"Attended with partner {partner.full()}.", f"Seen with {'his' if pat.sex == 'M' else 'her'} partner {partner.first()}.",
                           f"Accompanied by {relw} {partner.first()}."]), [partner]
    m, f = family(ctx, pat, "F"), family(ctx, pat, "M")
    r = rng.random()
    if r < 0.35:
        return f"Seen with {rel_word(ctx, 'F')} {m.full()} and {rel_word(ctx, 'M')} {f.first()}.", [m, f]
    if r < 0.6:
        return f"Attended with {ctx.mum} ({m.first()}).", [m]
    if r < 0.8:
        return f"Brought by father, {f.title()}, and younger sibling {family(ctx, pat, rng.choice('MF')).first()}.", [f]
    g = ctx.person("FAMILY", sex="F")
    return f"Accompanied by grandmother {g.full()} (main carer on weekdays).", [g]


def interval_history(ctx, nb, pat, d, age, visit, team):
    rng = ctx.rng
    he = "he" if pat.sex == "M" else "she"
    his = "his" if pat.sex == "M" else "her"
    s = []
    if age < 5:
        s.append(f"{pat.first()} has been {rng.choice(['well', 'mostly well', 'generally well', 'unsettled with teething'])} "
                 f"since last review on {ctx.D(visit - dt.timedelta(days=rng.randint(60, 130)))}.")
        s.append(rng.choice([f"Attends {ctx.org('preschool')} three days a week.",
                             "Not yet in childcare.", f"Started at {ctx.org('preschool')} in {ctx.D(visit - dt.timedelta(days=rng.randint(20, 200)), 'month')}."]))
    elif age < 18:
        s.append(f"{pat.first()} is in {rng.choice(['year', 'grade', 'class'])} {rng.randint(1, 12)} at {ctx.org('school')}"
                 f" and {rng.choice(['enjoys football', 'is doing well academically', 'finds lunchtimes difficult with the diet', 'has a new tutor'])}.")
        if rng.random() < 0.4:
            s.append(f"Plays for {ctx.org('club')}.")
    else:
        s.append(f"{pat.title()} works as {ctx.prof_a()}" +
                 (f" at {ctx.org('employer')}." if rng.random() < 0.5 else "."))
    r = rng.random()
    if r < 0.3:
        ill = visit - dt.timedelta(days=rng.randint(10, 80))
        s.append(f"One intercurrent illness ({rng.choice(['gastroenteritis', 'viral URTI', 'otitis media', 'COVID-19', 'influenza A', 'hand, foot and mouth'])}) "
                 f"around {ctx.D(ill, rng.choice(['short', 'num', 'abbr']))}; emergency regimen used for {rng.choice(['1 day', '2 days', '3 days', '36 h'])}, no admission.")
    elif r < 0.45:
        adm = visit - dt.timedelta(days=rng.randint(15, 90))
        s.append(f"Admitted to {ctx.hosp()} {ctx.D(adm)} to {ctx.D(adm + dt.timedelta(days=rng.randint(1, 5)))} "
                 f"with vomiting; IV {rng.choice(clin.FLUIDS)}.")
    elif r < 0.6:
        s.append(f"Family travelled to {ctx.country()} over the summer; took {rng.randint(2, 6)} weeks of protein substitute with them "
                 f"and a translated letter.")
    if ctx.c == "IE" and rng.random() < 0.3:
        prov = rng.choice([x for x in ("Munster", "Leinster", "Connacht", "Ulster") if x != ctx.place.get("province")])
        s.append(f"Transferred care from a centre in {M('STATE', prov)} after the family moved.")
    if d["k"] == "PKU" and age >= 16 and pat.sex == "F" and rng.random() < 0.4:
        s.append(f"Discussed maternal PKU and pre-conception planning; target Phe 120-360 µmol/L before conception.")
    if rng.random() < 0.25:
        art, hol = clin.holiday(rng, ctx.c)
        s.append(rng.choice([f"Levels were higher over {art}{M('DATE', hol)} (relaxed diet).",
                             f"Family asked about fasting for {art}{M('DATE', hol)}; advised against for {pat.first()}.",
                             f"Planning travel over {art}{M('DATE', hol)} - letters provided."]))
    s.append(rng.choice(["Compliance with protein substitute reported as good.",
                         f"Admits missing the evening dose of protein substitute {rng.randint(2, 4)}x/week.",
                         "Diet diary returned, reviewed with dietitian.", "No concerns from school.",
                         "Some food refusal; offering textures as advised by SLT.",
                         f"Bloodspots sent {rng.choice(['weekly', 'fortnightly', 'monthly', 'irregularly'])}."]))
    nb.line("INTERVAL HISTORY")
    nb.line(" ".join(s))
    nb.line("")


def results_table(ctx, nb, d, visit):
    rng = ctx.rng
    n = rng.randint(3, 8)
    nb.line(rng.choice(["Recent results:", "Blood spot results", "LABS (home bloodspots)", "Monitoring"]))
    if rng.random() < 0.5:
        nb.line(f"  Date        | {d['marker']} ({d['unit']})" + (" | Tyr" if d["k"] == "PKU" else ""))
    day = visit - dt.timedelta(days=rng.randint(2, 9))
    for _ in range(n):
        v = clin.rnd_val(rng, d["lo"], d["hi"])
        extra = f" | {rng.randint(28, 110)}" if d["k"] == "PKU" else ""
        flag = rng.choice(["", "", "", " H", " (haemolysed, repeated)", " *"])
        nb.line(f"  {ctx.D(day)} | {v}{extra}{flag}")
        day -= dt.timedelta(days=rng.choice([7, 7, 14, 10, 21, 28]))
    nb.line(f"Target {d['target']}. Other bloods: {clin.bloods_line(rng, ctx.us)}.")
    nb.line("")


SUBS = {"PKU": ["PKU Anamix Junior", "PKU Lophlex LQ 20", "PKU sphere 20", "PKU GMPro", "XP Maxamum", "Phlexy-10",
                "PKU Air 20", "Phenex-2", "PhenylAde Essential"],
        "MSUD": ["MSUD Anamix Junior", "MSUD Maxamum", "Ketonex-2"], "HT1": ["TYR Anamix Junior", "Tyrex-2"],
        "HCU": ["HCU Lophlex LQ", "Hominex-2"], "OTC": ["EAA Supplement", "Cyclinex-2"], "ASS": ["EAA Supplement", "Cyclinex-2"],
        "MMA": ["Propimex-2", "MMA/PA Anamix Junior"], "PA": ["Propimex-2", "MMA/PA Anamix Junior"],
        "GA1": ["GA1 Anamix Infant", "Glutarex-2"]}


def diet_rx(ctx, nb, d, age):
    rng = ctx.rng
    wt = max(4.0, 3.5 + age * 3) if age < 18 else rng.uniform(55, 98)
    sub = rng.choice(SUBS.get(d["k"], ["EAA Supplement"]))
    nb.line(rng.choice(["DIET PRESCRIPTION", "Diet prescription (from today)", "DIETETIC PLAN", "Diet Rx"]))
    if d["k"] in ("PKU", "HT1", "MSUD", "HCU", "GA1"):
        ex = rng.randint(4, 25)
        nb.line(f"- Natural protein: {ex} g/day ({ex} exchanges; 1 exchange = 1 g protein = "
                f"{'50 mg Phe' if d['k'] in ('PKU', 'HT1') else 'approx. 60 mg leucine' if d['k'] == 'MSUD' else '50 mg methionine' if d['k'] == 'HCU' else 'approx. 50 mg lysine'})")
        nb.line(f"- Protein substitute: {sub} {rng.randint(2, 5)} x {rng.choice([10, 15, 20])} g PE per day, spread over "
                f"{rng.randint(3, 4)} doses (total {rng.uniform(1.5, 3.0) * wt:.0f} g PE/day)")
        nb.line(f"- Free foods as per list; {rng.choice(['special low protein bread and pasta on prescription', 'low protein foods via ACBS', 'low protein foods via pharmacy'])}")
    elif d["k"] in ("OTC", "ASS", "MMA", "PA"):
        nb.line(f"- Total protein {rng.uniform(0.8, 1.5):.1f} g/kg/day ({rng.uniform(0.6, 1.2):.1f} g/kg natural + "
                f"{rng.uniform(0.2, 0.5):.1f} g/kg from {sub})")
        nb.line(f"- Energy {rng.randint(70, 110)} kcal/kg/day; {rng.choice(['gastrostomy feeds overnight 10 h at 55 mL/h', 'oral diet plus 2 x 200 mL supplement', 'NG top-up 150 mL at 22:00'])}")
    elif d["k"] == "MCADD":
        nb.line("- No dietary restriction. Avoid prolonged fasting.")
        lim = rng.choice(["8 h (under 1 year)", "10 h", "12 h overnight", "no longer than 12 h when well"])
        nb.line(f"- Maximum fast: {lim}")
    elif d["k"] == "VLCADD":
        nb.line(f"- Long-chain fat restricted to {rng.randint(10, 25)}% of energy; MCT {rng.randint(20, 45)} g/day")
        nb.line("- Pre-exercise MCT 0.25 g/kg 20 min before sport")
    elif d["k"] == "GSD1A":
        nb.line(f"- Uncooked cornstarch {rng.uniform(1.0, 2.0):.1f} g/kg every {rng.choice(['3', '4', '4-5'])} h, "
                f"overnight {rng.choice(['continuous feed 8 mg/kg/min', 'modified starch at 22:00 and 03:00'])}")
        nb.line("- Limit fructose/galactose; sugar-free drinks")
    else:
        nb.line("- Strict lactose-free diet for life; hard cheeses allowed; calcium-containing alternatives")
    nb.line(f"- Medications: {'; '.join(rng.sample(d['meds'], min(len(d['meds']), rng.randint(1, 3))))}")
    if d["er"]:
        conc, vol = clin.glucose_er(age)
        nb.line(f"- Emergency regimen: {conc} glucose polymer, {vol}, 2-hourly day and night; letter updated")
    nb.line("")


def gen_metabolic(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    team = blocks.Team(ctx, "met")
    d = rng.choice(clin.MET)
    age = rng.choice([rng.randint(0, 5), rng.randint(3, 17), rng.randint(6, 17), rng.randint(18, 58)])
    visit = ctx.rand_date()
    dob = ctx.dob_for(visit, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT")
    nb.line(rng.choice(["METABOLIC CLINIC NOTE", "Inherited Metabolic Disorders Clinic - Outpatient Review",
                        "Biochemical Genetics Clinic Follow-up", "IMD CLINIC", "Metabolic outpatient review"]))
    if rng.random() < 0.6:
        nb.line(f"{ctx.hosp()}" + (f", {ctx.building()}, Clinic Room {ctx.room()}" if rng.random() < 0.4 else ""))
    blocks.patient_header(nb, ctx, pat, dob, visit, age)
    nb.line("")
    att, fam = who_attended(ctx, pat, age)
    nb.line(att)
    nb.line(f"Consultant: {team.ref('consultant')}   Dietitian: {team.ref('dietitian')}")
    nb.line("")
    nb.line("DIAGNOSIS")
    how = rng.random()
    if how < 0.6 and age < 14:
        nb.line(f"{d['name']} ({d['abbr']}), diagnosed on newborn screening "
                f"({ctx.D(dob + dt.timedelta(days=rng.randint(6, 12)), rng.choice(['num', 'long', 'my']))}). {d['gene']} {rng.choice(d['var'])}.")
    else:
        nb.line(f"{d['name']}, clinical diagnosis at {ctx.A(rng.randint(1, max(1, min(age, 12))) if age else 1, rng.choice(['age {a}', 'aged {a}', '{a} years']))} "
                f"after {rng.choice(['developmental delay', 'encephalopathy', 'recurrent vomiting', 'hypoglycaemic seizure', 'lens dislocation'])}. "
                f"Genotype: {rng.choice(d['var'])}.")
    nb.line("")
    interval_history(ctx, nb, pat, d, age, visit, team)
    results_table(ctx, nb, d, visit)
    nb.line("EXAMINATION")
    nb.line(clin.growth_line(rng, age, ctx.us) + ".")
    nb.line(rng.choice(["Well, alert, interactive. No hepatomegaly. Neuro exam grossly normal.",
                        "Looks well. Skin: mild eczema flexures. Normal tone and reflexes.",
                        "Alert, chatty. Liver edge palpable 2 cm. No focal neurology.",
                        "NAD. Fundi not examined. Gait normal."]) + (" " + clin.hard_neg(rng, "met") if rng.random() < 0.6 else ""))
    nb.line("")
    diet_rx(ctx, nb, d, age)
    nb.line("PLAN")
    plan = [f"Bloodspots {rng.choice(['weekly', 'twice weekly', 'fortnightly', 'monthly'])} - post to lab, "
            f"{rng.choice(['first-class post', 'prepaid envelope', 'courier if result urgent'])}",
            f"Plasma amino acids, {rng.choice(['acylcarnitines', 'vitamin B12', 'ferritin', 'bone profile'])} at next visit",
            f"Review in {rng.choice(['3 months', '6 months', '3/12', '6/12', '4 months'])} in clinic",
            "Dietitian to phone with results", f"DEXA scan {rng.choice(['due', 'not yet due', 'booked'])}",
            (f"School letter re: diet updated for {ctx.org('school')}" if age < 18 else
             f"Letter for occupational health ({ctx.org('employer')}) re: sick-day plan")]
    rng.shuffle(plan)
    for i, p in enumerate(plan[:rng.randint(3, 6)], 1):
        nb.line(f"{i}. {p}")
    if rng.random() < 0.5:
        nb.line(f"Next appointment: {ctx.D(visit + dt.timedelta(days=rng.randint(80, 190)), rng.choice(['wd', 'num', 'long']))} "
                f"{rng.randint(8, 16)}:{rng.choice(['00', '15', '30', '45'])}")
    nb.line("")
    blocks.signature(nb, ctx, team, "consultant", visit)
    if rng.random() < 0.5:
        nb.line(f"Dietetic section by {team.ref('dietitian')}")
    if rng.random() < 0.6:
        blocks.cc_block(nb, ctx, pat)
    blocks.audit(nb, ctx, team.get("consultant"), visit)
    return nb


NBS_TITLES = ["NEWBORN SCREENING - POSITIVE RESULT FOLLOW-UP", "Newborn Bloodspot Screening: presumptive positive",
              "NBS out-of-range result - referral and follow-up note", "Newborn screen positive - initial contact"]


def gen_nbs(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    team = blocks.Team(ctx, "met")
    d = rng.choice([m for m in clin.MET if m["k"] not in ("GSD1A",)])
    dob = ctx.rand_date(2016, 2025)
    ctx.set_home(0)
    days_old = rng.randint(5, 12)
    call = dob + dt.timedelta(days=days_old)
    baby = ctx.person("PATIENT")
    mother = ctx.person("FAMILY", sex="F", surname=baby.surname if rng.random() < 0.6 else None)
    father = ctx.person("FAMILY", sex="M", surname=baby.surname)
    nb.line(rng.choice(NBS_TITLES))
    nb.line(f"Laboratory: {ctx.hosp('nbslab')}   Card/kit no: {ctx.ID('nbs')}")
    named = rng.random() < 0.5
    sexw = "Boy" if baby.sex == "M" else "Girl"
    if named:
        nb.line(f"Infant: {baby.last_first()}   DOB: {ctx.D(dob)}   Sex: {baby.sex}")
    else:
        nb.line(f"Infant: Baby {sexw} {baby.last()}   DOB: {ctx.D(dob)} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}")
    nb.line(f"{'MRN' if ctx.us else 'Hospital no'}: {ctx.MRN()}" + (f"   NHS no: {ctx.NHS()}" if ctx.c == "UK" else ""))
    mage = rng.randint(17, 44)
    gg = rng.randint(1, 5)
    nb.line(f"Mother: {mother.full()} ({ctx.A(mage, rng.choice(['{a}', '{a} y', 'age {a}']))}), "
            f"G{gg}P{rng.randint(1, gg)}" + (f", DOB {ctx.D(ctx.dob_for(call, mage))}" if rng.random() < 0.5 else ""))
    nb.line(f"Address: {ctx.addr_inline(ctx.place)}")
    nb.line(f"Contact: {ctx.PH(mobile=True)}" + (f" (father {father.first()}: {ctx.PH(mobile=True)})" if rng.random() < 0.5 else ""))
    nb.line(f"Birth hospital: {ctx.hosp()}   GA {rng.randint(35, 41)}+{rng.randint(0, 6)} wk   BW {rng.uniform(2.1, 4.4):.2f} kg")
    nb.line(f"{ctx.gp}: Dr {ctx.person('DOCTOR').last()}, "
            f"{ctx.hosp('practice')}, tel {ctx.PH()}")
    nb.line("")
    nb.line("SCREENING RESULT")
    v = clin.rnd_val(rng, d["lo"] * 3 if d["hi"] > 10 else d["lo"] * 2, d["hi"] * 1.5)
    coll = dob + dt.timedelta(days=rng.randint(1, 5))
    recd = coll + dt.timedelta(days=rng.randint(1, 3))
    call = recd + dt.timedelta(days=rng.randint(0, 2))
    nb.line(f"Sample collected {ctx.D(coll, rng.choice(['num', 'short']))}"
            + (f" (day {(coll - dob).days} of life)" if rng.random() < 0.4 else "") + ", "
            f"received {ctx.D(recd)}, reported {ctx.D(call)}.")
    nb.line(f"Result: {d['nbs'].format(v=v, r=f'{rng.uniform(2.1, 15):.1f}')} - presumptive positive for {d['abbr']}.")
    if rng.random() < 0.5:
        nb.line(f"Second-tier: {rng.choice(['MS/MS repeat on same card confirms', 'second-tier test positive', 'not applicable'])}. "
                f"Reported by {ctx.person('DOCTOR').full()}, Clinical Scientist, {ctx.PH(ext=True)}.")
    nb.line("")
    nb.line("ACTIONS")
    clock = [rng.randint(8 * 60, 15 * 60)]

    def tick():
        clock[0] += rng.randint(4, 45)
        return f"{clock[0] // 60:02d}:{clock[0] % 60:02d}"
    nb.line(f"{tick()} Call received from lab ({ctx.person('DOCTOR').full()}).")
    nb.line(f"{tick()} Spoke to {ctx.mum} {mother.first()} on {ctx.PH(mobile=True)}. "
            f"Baby {ctx.A_infant((call - dob).days, 'day') + ', ' if rng.random() < 0.5 else ''}{rng.choice(['feeding well, alert', 'a bit sleepy, feeding 2-3 hourly', 'breastfed, some vomiting', 'well per mother'])}. "
            + (f"Interpreter ({rng.choice(LANG.get(baby.origin, ['Arabic', 'Romanian', 'Tigrinya']))}) "
               f"{ctx.person('DOCTOR').full()} used." if rng.random() < 0.3 else ""))
    nb.line(f"{tick()} Discussed with on-call metabolic consultant {team.ref('consultant')}; "
            f"family asked to attend {ctx.hosp('ward') if rng.random() < 0.5 else ctx.hosp()} today.")
    if rng.random() < 0.4:
        nb.line(f"{tick()} Health visitor {ctx.person('DOCTOR').full()} informed ({ctx.PH()}).")
    nb.line("")
    nb.line("ASSESSMENT AT REVIEW")
    nb.line(f"Seen {ctx.D(call, rng.choice(['num', 'wd']))} with parents ({mother.first()} and {father.first()}). "
            f"{rng.choice(['Consanguineous (first cousins).', 'Non-consanguineous.', 'Parents are second cousins.', 'No family history of metabolic disease.'])} "
            f"Parents originally from {ctx.home_country(baby)}." if rng.random() < 0.6 and not ctx.local(baby) else
            f"Seen {ctx.D(call)} with {ctx.mum}. Father is {ctx.prof_a()}, currently working away.")
    nb.line(f"Exam: weight {rng.uniform(2.5, 4.6):.2f} kg, {clin.vitals_line(rng)}. "
            f"{rng.choice(['Alert, good tone.', 'Mildly jaundiced, otherwise well.', 'Slightly hypotonic, fixing and following.', 'Normal examination.'])}")
    labs = [f"plasma amino acids ({ctx.ID('acc')})", f"acylcarnitine profile ({ctx.ID('acc')})",
            f"urine organic acids ({ctx.ID('acc')})", f"ammonia {rng.randint(28, 190)} µmol/L",
            f"blood gas pH {rng.uniform(7.21, 7.44):.2f}, BE {rng.uniform(-12, 1):.1f}", f"glucose {rng.uniform(2.4, 6.5):.1f} mmol/L",
            f"DNA for {d['gene']} sequencing, sample {ctx.ID('gen')}"]
    nb.line("Confirmatory tests sent: " + "; ".join(rng.sample(labs, rng.randint(3, 5))) + ".")
    nb.line("")
    nb.line("PLAN")
    if d["k"] in ("PKU", "HT1", "MSUD"):
        nb.line(f"- Start {rng.choice(SUBS[d['k']])} with measured breast milk/formula; dietitian {team.ref('dietitian')} "
                f"to see family today")
    elif d["k"] == "MCADD":
        nb.line("- Feed at least 3-4 hourly; emergency regimen taught; open access letter issued")
    else:
        nb.line(f"- Admit for observation and confirmatory testing; {rng.choice(clin.FLUIDS)} if unwell")
    nb.line(f"- Parents given information leaflet and {ctx.URL()}")
    nb.line(f"- Review {ctx.D(call + dt.timedelta(days=rng.randint(2, 10)), rng.choice(['wd', 'short', 'num']))} in "
            f"{rng.choice(['metabolic clinic', 'day unit', 'infant clinic'])}")
    nb.line(f"- Outcome form returned to screening lab (fax {ctx.FX()})" if rng.random() < 0.5 else
            f"- Outcome to be reported to NBS programme by {ctx.EM(generic='nbs.followup')}")
    nb.line("")
    blocks.signature(nb, ctx, team, rng.choice(["consultant", "nurse"]), call)
    blocks.audit(nb, ctx, team.get("consultant"), call)
    return nb
