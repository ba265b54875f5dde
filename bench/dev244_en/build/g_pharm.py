"""Genres: specialist pharmacy / home delivery note; telephone encounter."""
import datetime as dt

import blocks
import clin
from g_met import family
from markers import M
from util import NB

ANCILL = ["sharps bin 1 L", "5 mL Luer-lock syringes x20", "23G butterfly needles x15", "alcohol swabs x50",
          "sterile gauze 5x5 x20", "plasters x30", "tourniquet", "cool bag with ice packs", "infusion tray",
          "non-sterile gloves (M) x50", "oral syringes 10 mL x30", "scoops (level) x2", "shaker beakers x3"]


def items_for(ctx, kind):
    rng = ctx.rng
    out = []
    if kind == "haem":
        prod = rng.choice(clin.FVIII + clin.FIX)
        iu = rng.choice([500, 1000, 1500, 2000, 2500, 3000])
        out.append(f"{prod} {iu} IU vials x{rng.randint(6, 24)}")
        if rng.random() < 0.4:
            out.append(f"emicizumab {rng.choice([30, 60, 105, 150])} mg/{rng.choice(['0.2', '0.4', '0.7', '1'])} mL vial x{rng.randint(1, 4)}")
        if rng.random() < 0.5:
            out.append(f"tranexamic acid 500 mg tablets x{rng.choice([60, 90, 120])}")
    elif kind == "met":
        out.append(f"{rng.choice(clin.PROTEIN_SUBS)} x{rng.randint(30, 180)} sachets")
        if rng.random() < 0.6:
            out.append(rng.choice(["sodium phenylbutyrate granules 940 mg/g x 3 bottles", "sodium benzoate 500 mg/5 mL 500 mL x4",
                                   "nitisinone 10 mg capsules x60", "betaine anhydrous 1 g scoop, 180 g tub x2",
                                   "L-carnitine 1 g/10 mL oral solution x6", "sapropterin 100 mg soluble tablets x90",
                                   "glucose polymer 400 g tubs x6", "carglumic acid 200 mg dispersible tablets x60",
                                   "uncooked cornstarch 2.5 kg x2", "glycerol phenylbutyrate 1.1 g/mL 25 mL x4"]))
        if rng.random() < 0.4:
            out.append(f"low protein bread 400 g x{rng.randint(4, 12)}; low protein pasta 500 g x{rng.randint(2, 8)}")
    else:
        lsd = rng.choice(clin.LSD)
        out.append(f"{lsd['drug']} {lsd['vial']} x{rng.randint(2, 12)}")
        out.append(f"sodium chloride 0.9% 250 mL x{rng.randint(2, 4)}; 0.2 micron in-line filter sets x{rng.randint(2, 4)}")
        out.append(f"{rng.choice(['chlorphenamine 10 mg/mL amps', 'hydrocortisone 100 mg vials', 'paracetamol 500 mg tabs'])} (pre-med)")
    return out, rng.sample(ANCILL, rng.randint(1, 4))


def gen_pharmacy(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    kind = rng.choice(["haem", "haem", "met", "lsd"])
    team = blocks.Team(ctx, "met" if kind != "haem" else "haem")
    when = ctx.rand_date()
    age = rng.choice([rng.randint(1, 17), rng.randint(18, 75)])
    dob = ctx.dob_for(when, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex="M" if kind == "haem" and rng.random() < 0.85 else None)
    homecare = rng.random() < 0.55
    nb.line(rng.choice(["HOMECARE DELIVERY NOTE", "Specialty Pharmacy - Dispensing & Delivery Record",
                        "Home Delivery Confirmation", "SPECIALIST PHARMACY CLINICAL CHECK AND DELIVERY",
                        "Delivery / dispensing record"]))
    if homecare:
        nb.line(f"Provider: {ctx.org('homecare')}, {ctx.addr_inline()}")
    else:
        nb.line(f"Dispensing pharmacy: {ctx.hosp('pharmacy')}, {ctx.addr_inline()}")
    nb.line(f"Tel {ctx.PH()}  Fax {ctx.FX()}  {ctx.EM(generic=rng.choice(['homecare.orders', 'pharmacy.rare', 'dispatch']))}")
    nb.line("")
    nb.line(f"Patient: {pat.last_first()}   DOB: {ctx.D(dob)}   {ctx.NATID()}")
    nb.line(f"Customer acct: {ctx.ACCT()}   Order no: {ctx.ID('order')}")
    if ctx.us:
        nb.line(f"Payer: {ctx.org('insurer')}  Member ID {ctx.HP()}  Group {ctx.GROUP()}"
                + (f"  SSN on file {ctx.SSN()}" if rng.random() < 0.35 else ""))
    elif ctx.c == "IE":
        nb.line(f"Scheme: {rng.choice(['Long Term Illness', 'Medical Card (GMS)', 'Drugs Payment Scheme', 'High Tech Arrangement'])}"
                f" no. {ctx.HP()}" + (f"   PPSN {ctx.SSN()}" if rng.random() < 0.3 else ""))
    else:
        if rng.random() < 0.3:
            nb.line(f"Private policy no: {ctx.HP()} (top-up cover)")
    nb.line("Delivery address: " + ctx.addr_inline(ctx.place))
    alt = family(ctx, pat, rng.choice("MF"))
    altrel = rng.choice(["mother", "partner", "neighbour", "sister", "daughter"] if alt.sex == "F" else
                        ["father", "partner", "neighbour", "brother", "son"])
    nb.line(f"Contact: {ctx.PH(mobile=True)}; alternative {alt.full()} ({altrel}) {ctx.PH()}")
    nb.line("")
    pres = team.get("consultant")
    nb.line(f"Prescriber: {ctx.doc(pres, 'consultant')}, {ctx.H()}  " + blocks.reg_line(ctx, "consultant")
            + (f"  DEA {ctx.LIC('DEA')}" if ctx.us and rng.random() < 0.3 else ""))
    nb.line(f"Prescription ref {ctx.ID('rx')} dated {ctx.D(when - dt.timedelta(days=rng.randint(3, 40)))}, valid "
            f"{rng.choice(['3', '6', '12'])} months")
    nb.line("")
    nb.line("ITEMS")
    drugs, anc = items_for(ctx, kind)
    for k, it in enumerate(drugs + anc):
        lot = "" if k >= len(drugs) else rng.choice(["", f"  lot {rng.choice('ABKMT')}{rng.randint(10, 99)}{rng.choice('ACKX')}{rng.randint(100, 999)}"])
        exp = f"  exp {rng.randint(1, 12):02d}/{when.year + rng.randint(1, 3)}" if lot and rng.random() < 0.6 else ""
        nb.line(f"- {it}{lot}{exp}")
    nb.line("")
    if rng.random() < 0.6:
        nb.line(f"Cold chain: 2-8 C; data logger SN {ctx.DEV()} read on arrival, max {rng.uniform(4.1, 7.9):.1f} C, no excursions.")
    slot = f"{rng.choice([8, 9, 10, 12, 13, 14])}:00-{rng.choice([12, 13, 16, 17, 18])}:00"
    drv = ctx.person("DOCTOR")
    nb.line(f"Delivered {ctx.D(when, rng.choice(['num', 'wd', 'long']))} slot {slot} by driver {rng.choice([drv.full(), drv.first(), drv.init_last()])}"
            + (f", vehicle {ctx.VEH()}" if rng.random() < 0.55 else "") + ".")
    rec = rng.random()
    if rec < 0.5:
        nb.line(f"Received by: {pat.full()} (patient); signature captured on handheld {ctx.DEV()}.")
    elif rec < 0.8:
        nb.line(f"Received by: {alt.full()}; photo ID checked"
                + (f" (driving licence {ctx.drive_lic(alt)})." if rng.random() < 0.5 else "."))
    else:
        nb.line(f"No answer - left with neighbour {ctx.person('FAMILY').full()} per patient instruction "
                f"(consent on file).")
    if rng.random() < 0.3:
        nb.line(f"Patient ID verification at door: fingerprint on app matched (biometric ID {ctx.BIO('finger')}).")
    nb.line("")
    ph = team.get("pharmacist")
    nb.line(f"Clinical check: {ctx.doc(ph, 'pharmacist')}, {blocks.reg_line(ctx, 'pharmacist')} - "
            + rng.choice(["dose matches weight-based prescription.", "quantity adjusted to 4 weeks.",
                          "interaction with ibuprofen flagged - advised paracetamol.", "no issues.",
                          f"dose change per {team.ref('nurse')} email of {ctx.D(when - dt.timedelta(days=rng.randint(1, 10)), 'short')}."]))
    nb.line(f"Stock check at home: {rng.randint(2, 20)} units remaining. Next delivery due {ctx.D(when + dt.timedelta(days=rng.choice([14, 28, 28, 56])), rng.choice(['num', 'wd']))}.")
    if rng.random() < 0.4:
        nb.line(f"Tracking: {ctx.URL('/homecare/track')}")
    blocks.audit(nb, ctx, ph, when)
    return nb


def gen_phone(ctx):
    rng = ctx.rng
    nb = NB(ctx.us)
    metab = rng.random() < 0.55
    team = blocks.Team(ctx, "met" if metab else "haem")
    when = ctx.rand_date()
    age = rng.choice([rng.randint(0, 17), rng.randint(1, 10), rng.randint(18, 66)])
    dob = ctx.dob_for(when, age)
    ctx.set_home(age)
    pat = ctx.person("PATIENT", sex=None if metab else "M")
    caller = family(ctx, pat, rng.choice("MF")) if age < 18 else None
    rel = ("mother" if caller.sex == "F" else "father") if caller else "patient"
    hh, mm = (rng.randint(8, 17) if rng.random() < 0.7 else rng.choice([18, 19, 20, 21, 22, 23, 0, 1, 5, 6, 7])), rng.randint(0, 59)
    nb.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone note", "PHONE CALL", "Tel. advice - out of hours",
                        "Telephone consultation"]))
    nb.line(f"Date/time: {ctx.D(when)} {hh:02d}:{mm:02d}   Duration: {rng.randint(4, 25)} min")
    nb.line(f"Patient: {rng.choice([pat.full(), pat.last_first()])}   DOB {ctx.D(dob)}   {ctx.NATID()}")
    if caller:
        nb.line(f"Caller: {rng.choice([caller.full(), caller.title(), caller.first()])} ({rel}) on {ctx.PH(mobile=True)}")
    else:
        nb.line(f"Caller: patient, callback {ctx.PH(mobile=rng.random() < 0.7)}")
    v = rng.random()
    if v < 0.3:
        nb.line(f"ID verified: name, DOB and first line of address ({M('STREET', ctx.street())}).")
    elif v < 0.55:
        nb.line(f"Caller verified by voice biometrics (voiceprint ID {ctx.BIO('voice')}).")
    elif v < 0.65:
        nb.line(f"Security question passed; {'SSN' if ctx.us else 'NI no.' if ctx.c == 'UK' else 'PPSN'} confirmed {ctx.SSN()}.")
    else:
        nb.line("Two identifiers confirmed.")
    nb.line("")
    who = caller.first() if caller else pat.first()
    wt = ((2 * age + 8 if age <= 10 else 3 * age + 7) if age < 16 else rng.uniform(50, 100)) if age else rng.uniform(3.5, 9)
    if rng.random() < 0.7:
        nb.line(f"Background: {ctx.A(age) if age else 'infant'}, last weight {wt:.1f} kg ({ctx.D(when - dt.timedelta(days=rng.randint(20, 150)), rng.choice(['my', 'num', 'short']))}), "
                f"known to {team.ref('consultant')}. {ctx.gp}: {ctx.hosp('practice')}.")

    he = "he" if pat.sex == "M" else "she"
    if metab:
        d = rng.choice([m for m in clin.MET if m["er"]] + [clin.MET[0]])
        if d["k"] == "PKU":
            s = (f"{who} calling re Phe result {rng.randint(420, 1100)} µmol/L from spot taken "
                 f"{ctx.D(when - dt.timedelta(days=rng.randint(2, 6)), rng.choice(['wd', 'short']))}. "
                 f"{pat.first()} had {rng.choice(['a birthday party', 'a cold', 'a growth spurt', 'missed substitute on a school trip'])}.")
            a = (f"Advised reduce natural protein by {rng.randint(2, 4)} exchanges for 3 days and repeat spot "
                 f"{ctx.D(when + dt.timedelta(days=rng.randint(2, 5)), 'wd')}. Dietitian {team.ref('dietitian')} to review.")
        else:
            temp = rng.uniform(37.6, 39.8)
            onset = rng.randint(4, 9)
            subj = f"{pat.first()} vomiting" if caller else "vomiting"
            s = (f"{who} reports {subj} x{rng.randint(2, 6)} since {onset}am, temp {temp:.1f}, "
                 f"{rng.choice(['drowsy', 'still chatty', 'off food', 'not tolerating ER drinks'])}. "
                 f"Started emergency regimen at {onset + rng.randint(0, 3)}:{rng.choice(['15', '30', '45'])}.")
            if rng.random() < 0.6:
                a = (f"Advised attend ED at {ctx.hosp()} now with emergency letter; bed requested on {ctx.hosp('ward')}. "
                     f"ED informed (spoke to {ctx.person('DOCTOR').full()}).")
            else:
                a = (f"Tolerating 2-hourly {clin.glucose_er(age)[0]} polymer; continue, reintroduce protein over 48 h. "
                     f"Call back in 2 hours or sooner if vomiting again.")
    else:
        site = rng.choice(["R knee", "L ankle", "R elbow", "L thigh", "mouth/gum", "nose"])
        s = (f"{who} reports {site} {rng.choice(['swelling', 'pain and warmth', 'bleeding 30 min', 'tingling'])} after "
             f"{rng.choice(['football', 'a fall at home', 'tooth brushing', 'no obvious trauma', 'work'])}. "
             f"Last prophylaxis {rng.choice(['this morning', 'yesterday', '2 days ago', M('DATE', rng.choice(['Monday', 'Sunday', 'Thursday']))])}.")
        prod = rng.choice(clin.FVIII + clin.FIX)
        a = (f"Advised {prod} {rng.choice([1000, 1500, 2000, 3000])} IU now, RICE, repeat in 24 h if needed. "
             + rng.choice([f"Review in HTC {ctx.D(when + dt.timedelta(days=1), 'wd')} 10:00.",
                           "If head injury/vomiting: attend ED immediately.", "Physio to call tomorrow.",
                           f"Log in app; CNS {team.ref('nurse')} to follow up."]))
    style = rng.random()
    if style < 0.5:
        nb.line(f"S: {s}")
        nb.line(f"A/P: {a}")
    elif style < 0.8:
        nb.line("Reason for call / history:")
        nb.line(s)
        nb.line("Advice:")
        nb.line(a)
    else:
        nb.line(f"{rel}: " + s.replace(" reports ", " says ", 1))
        nb.line(f"me: {a}")
    if rng.random() < 0.6:
        fu = (hh * 60 + mm + rng.randint(45, 240)) % 1440
        nb.line(f"Follow-up call {fu // 60:02d}:{fu % 60:02d}: " + rng.choice(
            ["improving, plan unchanged.", "no answer, voicemail left on " + ctx.PH(mobile=True) + ".",
             f"now at {ctx.hosp()} ED.", "settled, tolerating fluids." if metab else "swelling reducing; second dose not needed."]))
    if rng.random() < 0.5:
        nb.line(f"Safety-netting given; {rel} repeated back plan. Call back number confirmed {ctx.PH()}.")
    if rng.random() < 0.35:
        nb.line(f"Discussed with {team.ref('consultant')} who agrees.")
    if rng.random() < 0.15:
        art, hol = clin.holiday(rng, ctx.c)
        nb.line(f"Note: clinic closed over {art}{M('DATE', hol)}; out-of-hours number given.")
    if rng.random() < 0.12:
        nb.line(f"Parking permit requested for tomorrow's visit: car reg {ctx.VEH()}.")
    nb.line("")
    writer = team.get(rng.choice(["nurse", "consultant", "dietitian"]) if metab else rng.choice(["nurse", "consultant"]))
    nb.line(f"{rng.choice(['Documented by', 'Signed', 'Completed by', 'Call taken by'])}: {writer.full()}"
            + rng.choice(["", f" ({ctx.USER(writer)})", f", bleep {ctx.bleep()}"]))
    if rng.random() < 0.3:
        nb.line(f"Call logged on telephony system, ref {ctx.ID('case')}, line {ctx.PH()}")
    return nb
