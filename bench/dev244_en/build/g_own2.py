"""Own genre: peri-procedure plan (haemostatic cover for surgery/dental work in bleeding disorders,
or perioperative metabolic plan for fasting-sensitive inborn errors)."""
import datetime as dt

import blocks
import clin
from markers import M
from util import NB

PROCS_H = ["dental extraction x3 (LL6, LR6, UR7)", "tonsillectomy", "circumcision", "R total knee replacement",
           "L ankle arthroscopic synovectomy", "colonoscopy + polypectomy", "port removal", "inguinal hernia repair",
           "cataract surgery", "skin biopsy", "wisdom teeth removal", "R elbow radial head excision"]
PROCS_M = ["dental rehabilitation under GA", "MRI brain under GA", "gastrostomy change", "tonsillectomy",
           "grommet insertion", "scoliosis correction (T4-L2)", "orchidopexy", "lens extraction", "strabismus surgery",
           "liver biopsy", "elective caesarean section"]


def gen_periop(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    haem = rng.random() < 0.6
    team = blocks.Team(ctx, "haem" if haem else "met")
    made = ctx.rand_date()
    op = made + dt.timedelta(days=rng.randint(5, 50))
    age = rng.choice([rng.randint(2, 17), rng.randint(18, 80) if haem else rng.randint(18, 45)])
    dob = ctx.dob_for(op, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex="M" if haem and rng.random() < 0.85 else None)
    wt = ((2 * age + 8 if age <= 10 else 3 * age + 7) if age < 16 else rng.uniform(48, 110))
    proc = rng.choice(PROCS_H if haem else PROCS_M)
    nb.line(rng.choice(["PERI-PROCEDURE HAEMOSTATIC PLAN" if haem else "PERIOPERATIVE METABOLIC MANAGEMENT PLAN",
                        "Surgical management plan - " + ("bleeding disorder" if haem else "inherited metabolic disorder"),
                        "Plan for procedure"]))
    nb.line(f"Patient: {pat.last_first()}   DOB {ctx.D(dob)}   {ctx.NATID()}   Weight {wt:.1f} kg")
    nb.line(f"Procedure: {proc}")
    surgeon = ctx.person("DOCTOR")
    where = ctx.hosp()
    nb.line(f"Date: {ctx.D(op, rng.choice(['num', 'long', 'wd']))}   Site: {where}, theatre {ctx.room()}"
            + (f", {ctx.building()}" if rng.random() < 0.3 else ""))
    nb.line(f"Surgeon: {ctx.doc(surgeon, 'consultant')}   Anaesthetist: {ctx.doc(ctx.person('DOCTOR'), 'consultant')}")
    nb.line(f"Plan written {ctx.D(made)} by {team.ref('consultant')}")
    nb.line("")
    if haem:
        h = rng.choice(clin.HAEM)
        nb.line(f"Diagnosis: {h['name']}, baseline {h['base']}. Inhibitor screen {ctx.D(made - dt.timedelta(days=rng.randint(1, 20)), 'short')}: "
                f"{rng.choice(['negative', '<0.6 BU', 'negative (Nijmegen)'])}.")
        if h["f"] in ("FVIII", "FIX"):
            prod = rng.choice(clin.FVIII if h["f"] == "FVIII" else clin.FIX)
            k = 50 if h["f"] == "FVIII" else 80
            dose = int(wt * k // 250 * 250) or 250
            nb.line("")
            nb.line("FACTOR REPLACEMENT")
            nb.line(f"- Pre-op: {prod} {dose} IU IV ({k} IU/kg) 30 min before knife-to-skin; post-dose level at 15 min, "
                    f"target peak {rng.choice(['80-100', '>80', '100'])} IU/dL BEFORE proceeding")
            nb.line(f"- Day 0-3: trough >{rng.choice([50, 60, 70])} IU/dL; {dose // 2} IU {rng.choice(['12-hourly', 'bd', '8-hourly'])}")
            nb.line(f"- Day 4-7: trough >{rng.choice([30, 40])} IU/dL; {dose // 2} IU daily")
            if "knee" in proc or "scoliosis" in proc:
                nb.line("- Day 8-14: trough >30 IU/dL during physiotherapy")
            nb.line(f"- Daily {h['f']} trough levels to {ctx.hosp('lab')} (call scientist on {ctx.PH(ext=True)})")
        else:
            nb.line("")
            nb.line("HAEMOSTATIC COVER")
            nb.line(f"- {rng.choice(clin.VWFP)} 1 h pre-procedure; repeat at 24 h if ongoing oozing")
        nb.line(f"- Tranexamic acid {rng.choice(['15 mg/kg', '1 g', '25 mg/kg'])} {ctx.tds} for {rng.choice([5, 7, 10])} days"
                + ("; mouthwash 5% for 2 min qds" if "dental" in proc or "teeth" in proc else ""))
        nb.line("- No NSAIDs, no IM injections; regional block only after discussion")
        nb.line(f"- VTE prophylaxis: {rng.choice(['mechanical only', 'not required', 'LMWH once levels >50 IU/dL - discuss'])}")
    else:
        d = rng.choice([m for m in clin.MET if m["er"]])
        nb.line(f"Diagnosis: {d['name']} ({d['abbr']}). Fasting tolerance: {rng.choice(['poor', '6 h', '4 h', '8 h overnight'])}.")
        nb.line("")
        nb.line("PLAN")
        nb.line("- First on list (morning). Admit night before if list time uncertain")
        nb.line(f"- From start of fast: IV {rng.choice(clin.FLUIDS)}; check glucose hourly, ammonia pre-op and post-op")
        nb.line(f"- Continue {rng.choice(d['meds'])} up to 2 h pre-op (clear fluids), then IV equivalent")
        nb.line(rng.choice(["- Avoid propofol infusion >1 h; volatile anaesthesia acceptable",
                            "- Avoid prolonged tourniquet; avoid lactate-containing fluids (no Hartmann's)",
                            "- Avoid suxamethonium (CK rise); monitor urine colour post-op",
                            "- Dexamethasone only after discussion (catabolic)"]))
        nb.line(f"- Restart full diet/emergency regimen as soon as tolerated; {ctx.hosp('ward')} to admit overnight")
    nb.line("")
    nb.line("CONTACTS")
    nb.line(f"{'Haemophilia centre' if haem else 'Metabolic team'}: {ctx.PH()} | bleep {ctx.bleep()} | {ctx.EM()}")
    nb.line(f"On-call consultant out of hours via switchboard {ctx.PH()}")
    if rng.random() < 0.5:
        nb.line(f"Pre-assessment nurse: {ctx.person('DOCTOR').full()}, {ctx.PH(ext=True)}; fax {ctx.FX()}")
    nb.line("")
    nb.line(f"Distribution: surgeon ({surgeon.last()}), anaesthetist, ward, {ctx.gp}, patient"
            + (f", {ctx.mum} ({ctx.person('FAMILY', sex='F', surname=pat.surname, origin=pat.origin).first()})" if age < 18 else ""))
    blocks.signature(nb, ctx, team, "consultant", made, style=rng.choice([0, 1, 3]))
    if rng.random() < 0.4:
        nb.line(f"Booking ref {ctx.ID('case')}; encounter {ctx.ACCT()}")
    blocks.audit(nb, ctx, team.get("nurse"), made)
    return nb
