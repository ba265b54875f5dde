"""Own genres: inpatient discharge summary (metabolic decompensation / bleed admission);
enzyme replacement therapy (ERT) infusion record."""
import datetime as dt

import blocks
import clin
from g_met import family
from markers import M
from util import NB


def gen_discharge(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    metab = rng.random() < 0.6
    team = blocks.Team(ctx, "met" if metab else "haem")
    adm = ctx.rand_date()
    los = rng.randint(2, 12)
    dis = adm + dt.timedelta(days=los)
    age = rng.choice([rng.randint(0, 17), rng.randint(1, 8), rng.randint(18, 70)])
    dob = ctx.dob_for(adm, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex=None if metab else "M")
    nb.line(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "DISCHARGE LETTER", "Discharge summary - "
                        + ("Metabolic" if metab else "Haematology")]))
    nb.line(f"{ctx.H()} | Ward: {ctx.hosp('ward')} | Bed {ctx.room()}" + (f" | Room {ctx.room()}" if rng.random() < 0.3 else ""))
    nb.line(f"Patient: {pat.last_first()}   DOB: {ctx.D(dob)}   Age: {ctx.A(age, '{a}') if age else M('AGE', str(rng.randint(2, 11))) + ' months'}")
    nb.line(f"{ctx.NATID()}" + (f"   Hospital no: {ctx.MRN()}" if ctx.c != "US" else f"   FIN: {ctx.ACCT()}"))
    if ctx.c == "IE" and rng.random() < 0.3:
        nb.line(f"PPSN: {ctx.SSN()}   Medical card: {ctx.HP()}")
    elif ctx.us and rng.random() < 0.4:
        nb.line(f"Insurance: {ctx.org('insurer')} ID {ctx.HP()}")
    nb.line(f"Admitted: {ctx.D(adm)}   Discharged: {ctx.D(dis)}   LOS {los} days")
    nb.line(f"Consultant: {team.ref('consultant')}   Discharging clinician: {ctx.doc(ctx.person('DOCTOR'), 'consultant')}")
    nb.line("")
    if metab:
        d = rng.choice([m for m in clin.MET if m["er"]])
        nb.line(f"DIAGNOSIS: {rng.choice(['Acute metabolic decompensation', 'Hyperammonaemia', 'Hypoglycaemia', 'Metabolic acidosis', 'Rhabdomyolysis'])} "
                f"secondary to {rng.choice(['viral gastroenteritis', 'influenza B', 'RSV bronchiolitis', 'UTI', 'COVID-19', 'missed medication', 'prolonged fast pre-dental'])}, "
                f"on background of {d['name']} ({d['abbr']}).")
        nb.line("")
        nb.line("PRESENTATION")
        nb.line(f"{rng.randint(1, 4)}-day history of vomiting, {rng.choice(['lethargy', 'irritability', 'ataxia', 'reduced intake', 'muscle pain, dark urine'])}. "
                f"Emergency regimen started at home by {ctx.mum if age < 18 else 'patient'}. "
                f"{rng.choice(['Presented to', 'Brought by ambulance to', 'Self-presented to'])} ED at "
                + (f"{ctx.hosp()}, transferred by retrieval team {ctx.D(adm, 'short')}." if rng.random() < 0.4 else "this hospital."))
        nb.line(f"On arrival: {clin.vitals_line(rng, age < 16)}; GCS {rng.randint(9, 15)}; glucose {rng.uniform(1.8, 6.8):.1f} mmol/L; "
                f"ammonia {rng.randint(45, 390)} µmol/L; pH {rng.uniform(7.05, 7.42):.2f}; lactate {rng.uniform(1.1, 8.4):.1f}; "
                f"CK {rng.randint(80, 45000)} U/L.")
        nb.line("")
        nb.line("HOSPITAL COURSE")
        days = sorted(rng.sample([adm + dt.timedelta(days=k) for k in range(los + 1)], min(los + 1, rng.randint(2, 5))))
        texts = rng.sample([f"IV {rng.choice(clin.FLUIDS)}; protein stopped",
                              f"ammonia {rng.randint(30, 200)} -> {rng.randint(20, 90)} µmol/L after sodium benzoate/phenylbutyrate IV",
                              "protein reintroduced at 50% prescription", "full diet restarted, tolerated",
                              f"carnitine {rng.choice([50, 100])} mg/kg IV", "insulin infusion for hyperglycaemia on high GIR",
                              f"CK peak {rng.randint(2000, 90000)} U/L, hyperhydration 3 L/m2/day",
                              "NG feeds via pump, emergency regimen concentration", "weaned off IV fluids"], len(days))
        for day, txt in zip(days, texts):
            nb.line(f"- {ctx.D(day, rng.choice(['num', 'short', 'wd']))}: {txt}")
        nb.line(clin.hard_neg(rng, "met"))
    else:
        h = rng.choice(clin.HAEM[:5])
        site = rng.choice(["L iliopsoas", "R knee haemarthrosis", "intracranial (small subdural)", "R forearm compartment",
                           "GI (duodenal ulcer)", "tongue/floor of mouth", "L calf muscle"])
        nb.line(f"DIAGNOSIS: {site} bleed in {h['name']}.")
        nb.line("")
        nb.line("PRESENTATION")
        nb.line(f"{rng.choice(['Fell from bicycle', 'Spontaneous onset', 'Tackle at rugby', 'Fall down stairs at work', 'Unknown trigger'])} "
                f"on {ctx.D(adm - dt.timedelta(days=rng.randint(0, 2)), rng.choice(['wd', 'short', 'num']))}. "
                f"{'Home dose given by parents' if age < 18 else 'Self-infused'} before attending. "
                f"Imaging: {'CT head: 4 mm subdural, no shift' if 'cranial' in site else 'OGD: DU, clip applied' if 'GI' in site else rng.choice(['US confirmed 6 x 4 cm haematoma', 'MRI pending', 'US: effusion, no fracture on XR'])}.")
        nb.line(f"Bloods: {clin.coag_line(rng, h)}; Hb {rng.randint(78, 140)} g/L.")
        nb.line("")
        nb.line("HOSPITAL COURSE")
        prod = rng.choice(clin.FVIII if h["f"] == "FVIII" else clin.FIX)
        days = sorted(rng.sample([adm + dt.timedelta(days=k) for k in range(los + 1)], min(los + 1, rng.randint(2, 5))))
        texts = rng.sample([f"{prod} {rng.choice([1000, 2000, 3000, 4000])} IU {rng.choice(['bd', '12-hourly', 'daily'])}; "
                              f"trough {rng.randint(40, 120)} IU/dL",
                              f"TXA 1 g {ctx.tds} PO", "physio: partial weight bearing with crutches",
                              f"repeat imaging stable ({ctx.ID('acc')})", "switched to prophylactic dosing",
                              f"Hb nadir {rng.randint(70, 110)} g/L, no transfusion", "pain controlled with paracetamol + oxycodone"],
                           len(days))
        for day, txt in zip(days, texts):
            nb.line(f"- {ctx.D(day, rng.choice(['num', 'short']))}: {txt}")
        nb.line(clin.hard_neg(rng, "haem"))
    nb.line("")
    nb.line("DISCHARGE MEDICATIONS")
    meds = (rng.sample(d["meds"], min(len(d["meds"]), 2)) if metab else
            [f"{prod} as per prophylaxis schedule", f"tranexamic acid 1 g {ctx.tds} x 5 days"]) + \
        rng.sample(["paracetamol 15 mg/kg qds PRN", "omeprazole 10 mg od", "ondansetron 0.15 mg/kg PRN",
                    "lactulose 5 mL bd", "cholecalciferol 1000 IU od"], rng.randint(0, 2))
    for m_ in meds:
        nb.line(f"- {m_}")
    nb.line("")
    nb.line("FOLLOW-UP")
    nb.line(f"- Clinic review {ctx.D(dis + dt.timedelta(days=rng.randint(7, 42)), rng.choice(['num', 'long', 'wd']))} with "
            f"{team.ref('consultant')}")
    nb.line(f"- {ctx.gp} to: {rng.choice(['repeat U&E in 1 week', 'no action required', 'check BP', 'repeat FBC in 2 weeks'])}")
    if age < 18:
        nb.line(f"- Community nurse {ctx.person('DOCTOR').full()} informed; school {ctx.org('school') if age > 4 else ctx.org('preschool')} letter given")
    nb.line("")
    jr = ctx.person("DOCTOR")
    nb.line(f"Completed by: {rng.choice(['Dr ', 'Dr. '])}{jr.full()} ({rng.choice(['FY2', 'ST3', 'resident', 'SHO', 'PGY-2', 'Registrar'])}), "
            f"bleep {ctx.bleep()}   {ctx.D(dis)}")
    if rng.random() < 0.5:
        nb.line(f"Sent electronically to {ctx.hosp('practice')} ({ctx.EM(generic='referrals')}); copy to parents/patient.")
    blocks.audit(nb, ctx, jr, dis)
    return nb


def gen_ert(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    team = blocks.Team(ctx, "lsd")
    lsd = rng.choice(clin.LSD)
    when = ctx.rand_date()
    age = rng.choice([rng.randint(2, 17), rng.randint(18, 72), rng.randint(25, 60)])
    if lsd["k"].startswith("MPS") or lsd["k"] == "AMAN":
        age = rng.randint(2, 30)
    if "infantile" in lsd["name"]:
        age = rng.randint(1, 12)
    dob = ctx.dob_for(when, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex="M" if lsd["k"] in ("MPS II",) else None)
    home = rng.random() < 0.35
    wt = ((2 * age + 8 if age <= 10 else 3 * age + 7) if age < 16 else rng.uniform(45, 95))
    nb.line(rng.choice(["ENZYME REPLACEMENT THERAPY - INFUSION RECORD", "ERT infusion record", "Infusion nursing record - ERT",
                        "HOME INFUSION VISIT - ENZYME REPLACEMENT"]))
    if home:
        nb.line(f"Home infusion by {ctx.org('homecare')}; nurse {ctx.person('DOCTOR').full()}")
        nb.line("Location: " + ctx.addr_inline(ctx.place))
    else:
        nb.line(f"{ctx.H()}, {ctx.hosp('ward')}, chair {ctx.room()}")
    nb.line(f"Patient: {pat.full_mid()}   DOB {ctx.D(dob)}   {ctx.NATID()}   Date: {ctx.D(when)}")
    nb.line(f"Diagnosis: {lsd['name']}   Infusion no. {rng.randint(3, 420)}   Weight today {wt:.1f} kg")
    nb.line("")
    nb.line(f"Prescription: {lsd['drug']} {lsd['dose']} -> {rng.randint(2, 40)} x {lsd['vial']}; "
            f"diluted in 0.9% NaCl to {rng.choice([100, 250, 500])} mL")
    nb.line(f"Prescriber: {team.ref('consultant')}   Reconstituted by: {team.ref('pharmacist')}   "
            f"Lot {rng.choice('ABCDEFGH')}{rng.randint(1000, 9999)}{rng.choice(['', 'A', 'U'])}")
    nb.line(f"Pump: {rng.choice(['Alaris GP', 'Sapphire', 'CADD-Solis', 'BodyGuard 323', 'Volumat Agilia'])}, serial {ctx.DEV()}"
            + (f"; asset tag {ctx.DEV()}" if rng.random() < 0.3 else ""))
    acc = rng.random()
    if acc < 0.3:
        nb.line(f"Access: port (serial {ctx.DEV()}), accessed with 20G 19 mm Gripper needle, good flush and blood return")
    else:
        nb.line(f"Access: {rng.choice(['22G', '24G', '20G'])} cannula {rng.choice(['L hand', 'R antecubital fossa', 'L forearm', 'R foot'])}, "
                f"{rng.randint(1, 3)} attempt(s)")
    t = rng.randint(9 * 60 + 30, 11 * 60)
    nb.line(f"Pre-meds {(t - 30) // 60:02d}:{(t - 30) % 60:02d}: "
            + rng.choice(["chlorphenamine 0.1 mg/kg IV + paracetamol 15 mg/kg PO", "none required",
                          "cetirizine 10 mg PO", "hydrocortisone 2 mg/kg IV + chlorphenamine 4 mg PO"]))
    nb.line("")
    nb.line("Time  | Rate (mL/h) | BP      | HR  | T    | SpO2 | Comment")
    rates = sorted(rng.sample([2, 5, 10, 15, 20, 25, 40, 60, 80, 100, 120], rng.randint(3, 6)))
    for i, r in enumerate(rates + [0]):
        comm = "start" if i == 0 else ("infusion complete, flush 20 mL" if r == 0 else rng.choice(["", "", "rate up", "settled", "watching TV"]))
        if i == 2 and rng.random() < 0.2:
            comm = "flushed, urticaria L arm - rate halved, chlorphenamine given"
        nb.line(f"{t // 60:02d}:{t % 60:02d} | {r:>3}         | {rng.randint(92, 138)}/{rng.randint(50, 88)} | {rng.randint(62, 118)} | "
                f"{rng.uniform(36.2, 37.6):.1f} | {rng.randint(95, 100)}%  | {comm}")
        t += rng.choice([15, 15, 30, 30, 60])
    nb.line("")
    nb.line(rng.choice(["No infusion-associated reactions.", "Mild IAR (grade 1), resolved; documented on EMR.",
                        "Tolerated well. Observed 30 min post infusion.", "Headache after infusion - paracetamol given."]))
    nb.line(f"Biomarker at last check: {lsd['bio'].format(v=rng.randint(2, 900))}; "
            f"{lsd['lab'].format(p=rng.randint(60, 300), h=rng.randint(98, 150), e=rng.randint(38, 125), c=rng.randint(150, 1400))}.")
    nb.line(f"Next infusion: {ctx.D(when + dt.timedelta(days=14 if '2 weeks' in lsd['dose'] else 7), rng.choice(['num', 'wd', 'short']))}"
            + (f" (room {ctx.room()}, {ctx.building()})" if not home and rng.random() < 0.4 else ""))
    nb.line("")
    n1, n2 = ctx.person("DOCTOR"), ctx.person("DOCTOR")
    nb.line(f"Administered by: {ctx.doc(n1, 'nurse')}   Second check: {rng.choice([n2.initials(), n2.full(), n2.init_last()])}")
    if rng.random() < 0.35:
        nb.line(f"Pt checked in via palm-vein kiosk (biometric ID {ctx.BIO('palm')}) at {ctx.D(when, 'iso')} 08:{rng.randint(10, 59)}")
    blocks.audit(nb, ctx, n1, when)
    return nb
