"""Genres: haemophilia treatment centre review with factor levels; infusion / home treatment log."""
import datetime as dt

import blocks
import clin
from g_met import family
from markers import M
from util import NB

SITES = ["R knee", "L knee", "R ankle", "L ankle", "R elbow", "L elbow", "L hip", "R shoulder", "L iliopsoas",
         "R calf muscle", "L forearm", "mouth (tooth loss)", "epistaxis", "R thigh haematoma", "L wrist"]
CAUSES = ["spontaneous", "traumatic - fall", "after football", "after PE at school", "sports (hurling)",
          "post dental", "unclear", "trampoline", "work injury"]


def regimen(ctx, h, wt):
    rng = ctx.rng
    if h["f"] == "FVIII":
        if rng.random() < 0.45:
            load = rng.random() < 0.3
            return (f"emicizumab (Hemlibra) {rng.choice(['1.5 mg/kg weekly', '3 mg/kg every 2 weeks', '6 mg/kg every 4 weeks'])}"
                    f" SC = {rng.randint(30, 210)} mg" + (" (loading 3 mg/kg weekly x4 completed)" if load else "") +
                    f"; breakthrough: {rng.choice(clin.FVIII)} {rng.choice([1000, 1500, 2000, 3000])} IU"), "emi"
        prod = rng.choice(clin.FVIII)
        iu = int(round(wt * rng.choice([25, 30, 40, 50]) / 250.0) * 250) or 250
        return f"{prod} {iu} IU ({iu / wt:.0f} IU/kg) {rng.choice(['3x weekly', 'alternate days', 'twice weekly', 'every 3 days', 'once weekly'])}", prod
    if h["f"] == "FIX":
        prod = rng.choice(clin.FIX)
        iu = int(round(wt * rng.choice([40, 50, 75, 100]) / 250.0) * 250) or 250
        return f"{prod} {iu} IU {rng.choice(['once weekly', 'every 10 days', 'every 14 days', 'twice weekly'])}", prod
    if h["f"] == "VWF":
        return f"on demand {rng.choice(clin.VWFP)}; tranexamic acid 1 g {ctx.tds} for menorrhagia/dental", "vwf"
    return f"on demand tranexamic acid 15 mg/kg {ctx.tds}; FXI concentrate for surgery only", "fxi"


def gen_htc(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    team = blocks.Team(ctx, "haem")
    age = rng.choice([rng.randint(1, 17), rng.randint(8, 17), rng.randint(18, 45), rng.randint(30, 84)])
    visit = ctx.rand_date()
    dob = ctx.dob_for(visit, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex="M" if rng.random() < 0.85 else "F")
    h = rng.choice(clin.HAEM if pat.sex == "M" else [x for x in clin.HAEM if x["f"] in ("VWF", "FXI")] + clin.HAEM[2:3])
    wt = (2 * age + 8 if age <= 10 else 3 * age + 7) if age < 16 else rng.uniform(55, 102)
    nb.line(rng.choice(["HAEMOPHILIA CENTRE REVIEW", "Haemophilia Comprehensive Care Centre - Annual Review",
                        "Haemophilia Treatment Centre - Comprehensive Clinic Visit", "HTC follow-up",
                        "Coagulation clinic review"]))
    nb.line(f"{ctx.hosp()}" + (f" - {ctx.building()}" if rng.random() < 0.3 else ""))
    blocks.patient_header(nb, ctx, pat, dob, visit, age)
    if rng.random() < 0.35:
        nb.line(f"National registry ID: {ctx.ID('registry')}")
    nb.line("")
    seen = [f"{team.ref('consultant')} (consultant)", f"{team.ref('nurse')} (CNS)"]
    if rng.random() < 0.7:
        seen.append(f"{team.ref('physio')} (physio)")
    if rng.random() < 0.3:
        seen.append(f"{team.ref('social')} (SW)")
    nb.line("Seen by: " + ", ".join(seen))
    if age < 18:
        m = family(ctx, pat, "F")
        who = rng.choice([f"{ctx.mum} {m.first()}", f"mother {m.full()}", f"parents {m.first()} and {family(ctx, pat, 'M').first()}"])
        nb.line(f"Accompanied by {who}" +
                (f" and grandfather {ctx.person('FAMILY', sex='M').full()}" if rng.random() < 0.2 else "") + ".")
    nb.line("")
    nb.line("DIAGNOSIS")
    nb.line(f"{h['name'][0].upper() + h['name'][1:]}, baseline {h['base']}; {h['gene']} {rng.choice(h['var'])}.")
    if h["f"] in ("FVIII", "FIX") and rng.random() < 0.35:
        y0 = dob + dt.timedelta(days=rng.randint(300, 900))
        nb.line(f"Inhibitor history: peak titre {rng.randint(3, 120)} BU ({ctx.D(y0, rng.choice(['my', 'y', 'num']))}); "
                f"ITI {rng.choice(['completed', 'partial success', 'failed'])} {ctx.D(y0 + dt.timedelta(days=rng.randint(400, 900)), 'y')}. "
                f"Current Bethesda {rng.choice(['<0.6 BU', '0.8 BU', 'negative', '1.2 BU'])}.")
    if age > 40 and rng.random() < 0.5:
        nb.line(f"Hep C: treated with {rng.choice(['sofosbuvir/velpatasvir', 'glecaprevir/pibrentasvir', 'interferon/ribavirin'])} "
                f"in {ctx.D(ctx.rand_date(2004, 2019), 'y')}, SVR. HIV negative.")
    nb.line("")
    reg, prod = regimen(ctx, h, wt)
    nb.line("CURRENT TREATMENT")
    nb.line(f"Prophylaxis: {reg}" if h["f"] in ("FVIII", "FIX") else f"Treatment: {reg}")
    if h["f"] in ("FVIII", "FIX") and prod != "emi" and ("3x" in reg or "twice" in reg or "alternate" in reg) and rng.random() < 0.8:
        nb.line(f"Infuses {rng.choice(['Mon/Wed/Fri', 'Tue/Thu/Sat', 'Sundays and Wednesdays', 'every Monday morning'])}.")
    access = rng.random()
    if access < 0.25:
        nb.line(f"Access: {rng.choice(['Port-a-Cath', 'implanted port (BardPort)', 'Hickman line'])} inserted "
                f"{ctx.D(visit - dt.timedelta(days=rng.randint(200, 1800)), rng.choice(['my', 'num']))}, device SN {ctx.DEV()}.")
    elif access < 0.7:
        nb.line(f"Access: peripheral; self-infusing since {ctx.A(rng.randint(9, max(10, min(age, 16))), 'age {a}')}." if age > 12
                else f"Access: peripheral, parents infusing ({ctx.mum} trained {ctx.D(visit - dt.timedelta(days=rng.randint(90, 900)), 'my')}).")
    nb.line("")
    nb.line("BLEEDS SINCE LAST REVIEW")
    last = visit - dt.timedelta(days=rng.randint(120, 380))
    nb.line(f"Last review {ctx.D(last)}.")
    nbl = rng.choice([0, 0, 1, 1, 2, 3, 4])
    if nbl == 0:
        nb.line("No bleeds reported. ABR 0. App data reviewed.")
    bkind = rng.choice(['num', 'num', 'short', 'abbr', 'wd'])
    causes = CAUSES if age < 18 else [c for c in CAUSES if "school" not in c and "trampoline" not in c]
    for bd in sorted(last + dt.timedelta(days=rng.randint(5, max(6, (visit - last).days - 3))) for _ in range(nbl)):
        nb.line(f"- {ctx.D(bd, bkind)}: {rng.choice(SITES)}, {rng.choice(causes)}; "
                f"{rng.choice(['1 dose', '2 doses', '3 doses', '4 doses'])}, resolved in {rng.choice(['1 day', '2 days', '3 days', '5 days', '1 week'])}")
    if nbl and rng.random() < 0.3:
        art, hol = clin.holiday(rng, ctx.c)
        nb.line(f"Bleeds clustered around {art}{M('DATE', hol)} ({rng.choice(['away from home', 'missed doses', 'more activity'])}).")
    if nbl:
        nb.line(f"ABR {nbl * rng.uniform(0.8, 1.6):.1f}, AJBR {max(0, nbl - 1)}. Target joints: "
                f"{rng.choice(['none', 'R ankle', 'L knee', 'R elbow, L ankle'])}.")
    nb.line("")
    nb.line(rng.choice(["FACTOR LEVELS / PK", "LABS", "Laboratory", "Factor levels"]))
    if h["f"] in ("FVIII", "FIX") and prod != "emi":
        nb.line(f"Trough {h['f']} {rng.uniform(0.5, 15):.1f} IU/dL at {rng.choice([48, 72, 96, 168])} h; peak "
                f"{rng.randint(55, 140)} IU/dL at 15 min; t1/2 {rng.uniform(9, 35):.1f} h "
                f"(PK sampled {ctx.D(visit - dt.timedelta(days=rng.randint(1, 30)), rng.choice(['num', 'short']))}).")
    elif prod == "emi":
        nb.line(f"Emicizumab level {rng.randint(28, 68)} µg/mL; FVIII chromogenic (bovine) {rng.choice(['<1', '<1', '1'])} IU/dL. "
                "Note: APTT-based assays invalid on emicizumab.")
    nb.line(clin.coag_line(rng, h) + ".")
    nb.line(clin.bloods_line(rng, ctx.us) + f". Lab ref {ctx.ID('acc')}.")
    nb.line("")
    nb.line("MSK / PHYSIO")
    nb.line(f"HJHS {rng.randint(0, 34)}/124; {rng.choice(['full ROM all joints', 'R ankle synovitis, reduced dorsiflexion 10 deg', 'L knee flexion contracture 15 deg', 'mild crepitus both knees'])}. "
            f"{rng.choice(['Continue home exercise programme.', 'Ultrasound (HEAD-US) L knee: no synovial hypertrophy.', 'Refer for insoles.', 'Hydrotherapy block x6 booked.'])}"
            + (" " + clin.hard_neg(rng, "haem") if rng.random() < 0.6 else ""))
    nb.line("")
    nb.line("SOCIAL")
    if age < 18:
        nb.line(f"At {ctx.org('school' if age > 4 else 'preschool')}. School nurse {ctx.person('DOCTOR').full()} has care plan. "
                + rng.choice([f"Plays with {ctx.org('club')}; non-contact position agreed.", "Swimming encouraged.",
                              f"Father is {ctx.prof_a()}, works shifts."]))
    else:
        nb.line(f"Works as {ctx.prof_a()}" + (f" for {ctx.org('employer')}" if rng.random() < 0.5 else "")
                + f". {rng.choice(['Lives with partner', 'Lives alone', 'Lives with parents', 'Married, two children'])}"
                + (f" in {M('CITY', ctx.place['city'])}." if rng.random() < 0.5 else "."))
    if ctx.c == "IE" and rng.random() < 0.35:
        prov = rng.choice([x for x in ("Munster", "Leinster", "Connacht", "Ulster") if x != ctx.place.get("province")])
        prev = ctx.hosp()
        while prev == ctx.H():
            prev = ctx.hosp()
        nb.line(f"Family moved from {M('STATE', prov)} in {ctx.D(visit - dt.timedelta(days=rng.randint(100, 700)), 'y')}; "
                f"previously under {prev}.")
    if rng.random() < 0.35:
        trip = visit + dt.timedelta(days=rng.randint(20, 120))
        nb.line(f"Travelling to {ctx.country()} {ctx.D(trip, rng.choice(['my', 'long', 'num']))}; travel letter and "
                f"customs letter issued; nearest centre details provided.")
    nb.line("")
    nb.line("PLAN")
    plan = [f"Continue current prophylaxis; prescription to {ctx.org('homecare')} for {rng.randint(4, 12)} weeks",
            f"Repeat inhibitor screen in {rng.choice(['3 months', '6 months', '12 months'])}",
            "Dental review 6-monthly; letter to dentist", f"Annual review {ctx.D(visit + dt.timedelta(days=rng.randint(300, 400)), 'my')}",
            "Discussed gene therapy eligibility; leaflet given", "Influenza and hepatitis B vaccination SC (not IM)",
            f"PK-guided dose adjustment by {team.ref('nurse')}", "Physio review 3/12", "Bleed app: log all infusions"]
    rng.shuffle(plan)
    for p in plan[:rng.randint(3, 6)]:
        nb.line(f"- {p}")
    nb.line("")
    blocks.signature(nb, ctx, team, "consultant", visit)
    if rng.random() < 0.5:
        blocks.cc_block(nb, ctx, pat)
    blocks.audit(nb, ctx, team.get("nurse"), visit)
    return nb


def gen_infusion_log(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    team = blocks.Team(ctx, "haem")
    age = rng.choice([rng.randint(2, 17), rng.randint(12, 40), rng.randint(18, 70)])
    end = ctx.rand_date()
    dob = ctx.dob_for(end, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex="M")
    h = rng.choice([x for x in clin.HAEM if x["f"] in ("FVIII", "FIX")])
    prod = rng.choice(clin.FVIII if h["f"] == "FVIII" else clin.FIX)
    wt = (2 * age + 8 if age <= 10 else 3 * age + 7) if age < 16 else rng.uniform(55, 100)
    dose = int(round(wt * rng.choice([25, 30, 40, 50]) / 250.0) * 250) or 250
    carer = family(ctx, pat, rng.choice("MF")) if age < 16 else None
    nb.line(rng.choice(["HOME TREATMENT RECORD", "Infusion log - exported from bleed app", "HOME THERAPY DIARY",
                        "Home infusion record (transcribed from paper diary)", "Factor infusion log"]))
    nb.line(f"Patient: {pat.full() if rng.random() < 0.6 else pat.last_first()}   DOB {ctx.D(dob)}   {ctx.NATID()}")
    nb.line(f"Diagnosis: {h['name']}   Weight {wt:.0f} kg   Prescribed: {prod} {dose} IU")
    if rng.random() < 0.6:
        nb.line(f"App account: {ctx.USER(pat)}  |  Device: {rng.choice(['iPhone', 'Android tablet', 'Samsung phone', 'iPad'])} "
                f"ID {ctx.DEV()}  |  last sync {ctx.D(end, 'iso')} {rng.randint(6, 23):02d}:{rng.randint(0, 59):02d} from {ctx.IP()}")
    if carer is not None:
        nb.line(f"Main infuser: {carer.full()} ({'mother' if carer.sex == 'F' else 'father'}), tel {ctx.PH(mobile=True)}")
    if rng.random() < 0.45:
        nb.line(f"Prophylaxis schedule: {rng.choice(['Mon/Wed/Fri', 'Tue/Thu/Sat', 'Mon/Thu', 'Sundays', 'Wednesdays and Sundays'])}"
                f" {rng.choice(['mornings', 'before school', 'evenings', 'before work'])}")
    nb.line(f"Period: {ctx.D(end - dt.timedelta(days=rng.randint(28, 70)))} to {ctx.D(end)}")
    nb.line("")
    sep = rng.choice([" | ", "  ", " ; ", "\t"])
    cols = ["Date", "Time", "Dose (IU)", "Batch", "Reason", "Notes", "By"]
    nb.line(sep.join(cols))
    day = end - dt.timedelta(days=rng.randint(40, 70))
    batch = rng.choice(["A", "B", "K", "M", "T"]) + f"{rng.randint(10, 99)}" + rng.choice(["A", "C", "K", "X"]) + \
        f"{rng.randint(100, 999)}"
    nrows = rng.randint(8, 18)
    n_pro = n_bleed = 0
    row_kind = rng.choice(["num", "num", "short", "wd", "abbr"])
    for i in range(nrows):
        day += dt.timedelta(days=rng.choice([2, 2, 3, 3, 4, 1, 7]))
        if day > end:
            break
        reason = rng.choice(["prophylaxis"] * 6 + ["bleed", "pre-sport", "pre-physio", "bleed - 2nd dose", "missed dose"])
        if reason.startswith("bleed"):
            n_bleed += 1
        else:
            n_pro += 1
        note = ""
        if reason.startswith("bleed"):
            note = rng.choice(SITES) + ("; RICE" if rng.random() < 0.5 else "")
        elif rng.random() < 0.25:
            note = rng.choice(["2 attempts", "vein tricky", "used L hand", "butterfly 23G", "no issues", "bruise at site",
                               "infused at school by nurse", "late - away at grandparents"])
        if rng.random() < 0.15:
            batch = rng.choice(["A", "B", "K", "M"]) + f"{rng.randint(10, 99)}" + rng.choice(["B", "D", "L"]) + \
                f"{rng.randint(100, 999)}"
        by_r = rng.random()
        if carer is not None and by_r < 0.6:
            by = rng.choice([carer.first(), carer.initials(), f"{ctx.mum if carer.sex == 'F' else 'dad'}"])
        elif by_r < 0.8:
            by = rng.choice(["self", "self", pat.initials()])
        else:
            by = f"{rng.choice(['home nurse', 'CNS', 'school nurse'])} {ctx.person('DOCTOR').init_last()}"
        dstr = ctx.D(day, row_kind if rng.random() < 0.9 else rng.choice(["num", "short", "wd"]))
        nb.line(sep.join([dstr, f"{rng.randint(6, 21):02d}:{rng.choice(['00', '10', '15', '30', '40', '45'])}",
                          f"{dose if not reason.startswith('bleed') else dose * rng.choice([1, 2])}", batch,
                          reason, note or "-", by]))
    nb.line("")
    nb.line(f"Summary: {n_pro} prophylactic infusions, {n_bleed} bleed infusion{'s' if n_bleed != 1 else ''}; adherence "
            f"{rng.randint(72, 100)}% of prescribed doses. Stock at home: {rng.randint(2, 24)} vials x {dose if dose <= 3000 else 3000} IU.")
    if rng.random() < 0.5:
        nb.line(f"Batch numbers recorded for traceability. Sharps bin {rng.choice(['collected', 'due for collection', 'replaced'])} "
                f"{ctx.D(end - dt.timedelta(days=rng.randint(1, 20)), 'short')}.")
    nb.line(f"Reviewed by {team.ref('nurse')} on {ctx.D(end + dt.timedelta(days=rng.randint(1, 9)))}: "
            + rng.choice(["adherence good, no change.", "two missed doses - discussed with family.",
                          "bleed in L ankle treated appropriately; physio informed.",
                          f"query batch {batch} reaction - none found, reassured.", "dose timing moved to mornings before school."]))
    if rng.random() < 0.4:
        nb.line(f"Delivery scheduled {ctx.D(end + dt.timedelta(days=rng.randint(3, 14)), rng.choice(['wd', 'num']))} via "
                f"{ctx.org('homecare')} (acct {ctx.ACCT()}).")
    blocks.audit(nb, ctx, team.get("nurse"), end)
    return nb
