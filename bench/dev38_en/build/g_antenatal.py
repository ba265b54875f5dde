"""Genre: antenatal clinic."""
import pools
from core import P, add_days, make_person, title, num_words
from ctx import make_clin, make_family, facility_name, age_phrase
from blocks import fac_header, setup_patient, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, er, transcription


def _setup(r, ctx, ga_days):
    loc = ctx.loc
    setup_patient(ctx, sex="F", age_years=r.randint(18, 43))
    ctx.ga_days = ga_days
    ctx.lmp = add_days(ctx.visit, -ga_days)
    ctx.edd = add_days(ctx.lmp, 280)
    psex = "M" if r.random() < 0.92 else "F"
    ctx.partner = make_family(r, loc, ctx.pt, r.choice(["husband", "partner", "partner", "boyfriend"]) if psex == "M" else r.choice(["wife", "partner"]),
                              sex=psex, same_surname=r.random() < 0.5)
    prof = pools.US_PROFESSIONS if ctx.code in ("US", "CA") else pools.PROFESSIONS
    ctx.job = r.choice(prof)
    ctx.pjob = r.choice(prof)
    ctx.employer = pools.employer_for(r, ctx.job if hasattr(ctx, 'job') else ctx.mother_job, ctx.city)
    ctx.mw = make_clin(r, loc, "midwife", sex="F" if r.random() < 0.9 else "M")
    ctx.obs = make_clin(r, loc, "obs")
    ctx.gp = make_clin(r, loc, "doc")
    ctx.mat = facility_name(r, loc, "maternity", ctx.city) if r.random() < 0.5 else ctx.hospital
    # obstetric history
    nprev = r.choice([0, 0, 1, 1, 1, 2, 3])
    ctx.prev = []
    y = ctx.visit.year
    for i in range(nprev):
        y -= r.randint(1, 4)
        kid = make_family(r, loc, ctx.pt, r.choice(["son", "daughter"]))
        ctx.prev.append((y, r.choice(["SVD", "SVD", "LSCS (failure to progress)", "ventouse", "emergency LSCS (fetal distress)", "forceps"]),
                         r.choice(["term", "38/40", "41/40", "36/40"]), round(r.uniform(2.6, 4.2), 2), kid))
    ctx.misc = r.choice([0, 0, 0, 1, 2])
    ctx.gravida = nprev + ctx.misc + 1
    ctx.para = nprev


def ga(days):
    return f"{days // 7}+{days % 7}"


def obs_hx(r, ctx, bullet="  "):
    loc = ctx.loc
    lines = []
    for y, mode, term, bw, kid in ctx.prev:
        age_now = ctx.visit.year - y
        lines.append(f"{bullet}{P(str(y), 'DATE')}: {mode} at {term}, {'boy' if kid.relation == 'son' else 'girl'} {bw} kg"
                     + r.choice([f", at {P(r.choice([ctx.mat, ctx.hospital]), 'HOSPITAL')}", "", f" ({P(kid.given, 'FAMILY')}, now {P(str(max(1, age_now)), 'AGE')})"]))
    for i in range(ctx.misc):
        lines.append(f"{bullet}{loc.D(add_days(ctx.visit, -r.randint(200, 2500)), 'year')}: miscarriage at {r.randint(6, 11)} weeks"
                     + r.choice(["", ", ERPC", ", managed conservatively"]))
    return lines or [f"{bullet}Primigravida"]


def layout_booking(r, ctx):
    loc, p = ctx.loc, ctx.pt
    mw = ctx.mw
    out = [f"{P(ctx.mat, 'HOSPITAL')} - {r.choice(['Antenatal Booking', 'Maternity Booking Assessment', 'Booking Visit'])}", ""]
    out.append(f"Name: {pt_name(r, ctx, r.choice(['full', 'first_LAST', 'LAST_first']))}   DOB: {loc.D(ctx.dob, 'num')}   Age: {P(str(ctx.age), 'AGE')}")
    out.append("   ".join(id_lines(r, ctx, ("mrn", "nat"))))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}")
    out.append(f"Tel: {P(ctx.pt_mobile, 'PHONE')}   Email: {P(ctx.pt_email, 'EMAIL')}")
    out.append(f"GP: {drn(loc, ctx.gp)}, {P(ctx.practice, 'HOSPITAL')}")
    out.append(f"Booking date: {loc.D(ctx.visit, r.choice(loc.header_dates))}   Midwife: {P(mw.p.full, 'DOCTOR')} ({mw.cred})")
    out.append("")
    out.append(f"LMP: {loc.D(ctx.lmp, 'num')} ({r.choice(['certain', 'sure of dates', 'uncertain'])}), cycle {r.randint(26, 32)} days. "
               f"EDD by LMP {loc.D(ctx.edd, 'num')}.")
    scan = add_days(ctx.visit, r.randint(-7, 14))
    edd2 = add_days(ctx.edd, r.randint(-4, 4))
    out.append(f"Dating scan: {loc.D(scan, 'num')} - " + r.choice([f"CRL {r.randint(45, 80)} mm, EDD revised to {loc.D(edd2, 'num')}",
                                                                   "booked", f"singleton, FH seen, agrees with dates"]) + ".")
    out.append(f"G{ctx.gravida} P{ctx.para}" + (f"+{ctx.misc}" if ctx.misc else "") + ". Gestation today " + ga(ctx.ga_days) + " weeks.")
    out.append("")
    out.append("Obstetric history:")
    out += obs_hx(r, ctx)
    out.append("")
    out.append("Medical history: " + r.choice(["nil", "asthma (salbutamol PRN)", "hypothyroidism on levothyroxine 75 mcg", "anxiety, previously on sertraline",
                                               "BMI 36 - GDM risk", "epilepsy on lamotrigine", "previous DVT"]) + ".")
    out.append("Medication: folic acid " + r.choice(["400 mcg", "5 mg"]) + r.choice(["", ", vitamin D 10 mcg", ", pregnancy multivitamin"]) + ".")
    out.append("Allergies: " + r.choice(["NKDA", "penicillin", "latex", "none known"]) + ".")
    out.append("")
    out.append("Social:")
    out.append(f"  Occupation: {P(ctx.job, 'PROFESSION')} at {P(ctx.employer, 'ORGANIZATION')}"
               + r.choice(["", ", plans maternity leave from 36 weeks", ", shift work"]) + ".")
    pr = ctx.partner
    out.append(f"  {pr.relation.capitalize()}: {P(pr.full, 'FAMILY')}, {P(str(r.randint(19, 50)), 'AGE')}, {P(ctx.pjob, 'PROFESSION')}. "
               + r.choice(["Supportive.", "Lives together.", "Not living together, supportive.", "Attends appointments when able."]))
    out.append(f"  Smoking: {r.choice(['never', 'stopped when pregnancy confirmed', f'{r.randint(3, 10)}/day - referred to stop smoking service', 'ex-smoker'])}. "
               f"CO reading {r.randint(1, 12)} ppm. Alcohol: none since positive test. Drugs: denies.")
    out.append(f"  Domestic abuse enquiry: asked alone, {r.choice(['no concerns', 'declined to answer', 'no concerns disclosed'])}.")
    if r.random() < 0.4:
        interp = make_person(r, loc.code)
        out.append(f"  First language {r.choice(['Polish', 'Arabic', 'Romanian', 'Bengali', 'Portuguese', 'Tigrinya'])}; interpreter {P(interp.full, 'DOCTOR')} present.")
    out.append("")
    ht, wt = r.randint(150, 178), r.randint(50, 110)
    out.append("Observations: " + f"BP {r.randint(100, 132)}/{r.randint(58, 84)}, pulse {r.randint(64, 96)}, height {ht} cm, "
               f"weight {wt} kg, BMI {round(wt / (ht / 100) ** 2, 1)}. Urinalysis NAD.")
    out.append("")
    out.append("Screening consented / bloods taken:")
    for t in r.sample(["FBC", "Group & antibody screen", "Haemoglobinopathy (SCT)", "HIV, hepatitis B, syphilis", "Rubella", "Combined test (first trimester)", "Urine MSU"], 4):
        out.append(f"  {t:<34} specimen {P(loc.accession(), 'IDNUM')}")
    out.append("")
    out.append("Risk assessment: " + r.choice(["low risk - midwife-led care", "aspirin 150 mg from 12 weeks (pre-eclampsia risk)", "OGTT at 24-28 weeks", "consultant-led care (previous CS)"]) + ".")
    out.append(f"Planned place of birth: {P(r.choice([ctx.mat, ctx.hospital]), 'HOSPITAL')}" + r.choice(["", f" ({r.choice(['Birth Centre', 'Delivery Suite', 'Labour Ward'])})"]) + ".")
    nx = add_days(ctx.visit, r.choice([14, 21, 28]))
    out.append(f"Next appointment: {loc.D(nx, r.choice(loc.body_dates))} with {P(mw.p.given, 'DOCTOR')}" + r.choice(["", " at the GP surgery", " (home visit)"]) + ".")
    out.append(f"Maternity triage 24h: {P(loc.phone(), 'PHONE')}")
    out.append("")
    out.append(signature(r, ctx, mw, esign=r.random() < 0.5))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("Haemoglobinopathy", "Hemoglobinopathy").replace("Labour", "Labor").replace("maternity leave", "parental leave")
    return s


def layout_us_prenatal(r, ctx):
    loc, p = ctx.loc, ctx.pt
    prov = r.choice([ctx.obs, ctx.mw])
    out = [fac_header(r, ctx, name=ctx.mat), ""]
    out.append("PRENATAL VISIT")
    out.append(f"Patient: {pt_name(r, ctx, r.choice(['LAST_first', 'LAST_FIRST_MI']))}   DOB {loc.D(ctx.dob, 'num')}   Age {P(str(ctx.age), 'AGE')}")
    out.append("   ".join(id_lines(r, ctx, ("mrn",)) + [f"Enc #: {P(ctx.acct, 'ACCOUNT')}"]))
    out += id_lines(r, ctx, ("plan",))
    out.append(f"Date: {loc.D(ctx.visit, 'num')}   Provider: {clin_ref(r, loc, prov)}")
    out.append(f"G{ctx.gravida}P{ctx.para}{0}{ctx.misc}{ctx.para}   LMP {loc.D(ctx.lmp, 'num')}   EDD {loc.D(ctx.edd, 'num')}   GA today {ga(ctx.ga_days)} wk")
    out.append("")
    out.append("FLOWSHEET")
    out.append(f"{'Date':<12}{'GA':<7}{'Wt(lb)':<8}{'BP':<9}{'Urine P/G':<11}{'FH(cm)':<8}{'FHR':<6}{'Pres':<7}Init")
    d0 = ctx.ga_days
    visits = []
    g = d0
    while g > 70 and len(visits) < r.randint(3, 7):
        visits.append(g)
        g -= r.choice([14, 28, 28, 21])
    wt = r.randint(130, 230)
    for gd in reversed(visits):
        d = add_days(ctx.lmp, gd)
        ds = loc.fmt_date(d, "num")
        fh = str(gd // 7 + r.randint(-1, 1)) if gd >= 20 * 7 else "-"
        pres = r.choice(["ceph", "vtx", "-"]) if gd >= 32 * 7 else "-"
        who = r.choice([ctx.obs, ctx.mw])
        out.append(f"{P(ds, 'DATE')}{' ' * (12 - len(ds))}{ga(gd):<7}{wt:<8}{str(r.randint(102, 134)) + '/' + str(r.randint(60, 84)):<9}"
                   f"{r.choice(['neg/neg', 'neg/neg', 'tr/neg']):<11}{fh:<8}{r.randint(128, 158):<6}{pres:<7}{P(who.p.fmt('init'), 'DOCTOR')}")
        wt += r.randint(1, 6)
    out.append("")
    s_txt = r.choice(["Good FM. No LOF, VB or contractions. No HA/visual changes.",
                      "Reports some back pain and heartburn. +FM. Denies ctx, LOF, VB.",
                      "Occasional Braxton Hicks. Active fetus. No swelling."])
    out.append(f"S: {s_txt}")
    extra = r.choice([f"1hr GTT {r.randint(95, 160)} mg/dL" + (" - 3hr GTT ordered" if r.random() < 0.3 else ""),
                      "GBS swab collected", "Tdap given today, lot " + P(loc.batch(), "IDNUM"), "Rhogam given, lot " + P(loc.batch(), "IDNUM"),
                      f"Anatomy US on {loc.D(add_days(ctx.visit, -r.randint(5, 40)), 'num')}: normal, anterior placenta"])
    out.append(f"O: See flowsheet. {extra}.")
    out.append("Prenatal labs:")
    for t in r.sample(["Blood type O+ / antibody neg", "Rubella immune", "HBsAg neg", "HIV neg", "RPR NR", "GC/CT neg", "Hgb 11.8", "1hr GTT 118"], 4):
        out.append(f"  {t:<30} {loc.D(add_days(ctx.lmp, r.randint(56, 100)), 'num')}  acc {P(loc.accession(), 'IDNUM')}")
    out.append("A: IUP at " + ga(ctx.ga_days) + " wks, " + r.choice(["uncomplicated", "A1GDM - diet controlled", "hx prior LTCS - desires TOLAC", "anemia on iron"]) + ".")
    out.append("P: " + r.choice(["Kick counts reviewed. Preterm labor precautions.", "Labor precautions, hospital tour booked.",
                                 "Discussed birth plan, epidural, breastfeeding class."]) +
               f" {ctx.partner.relation.capitalize()} {P(ctx.partner.given, 'FAMILY')} present, questions answered. RTC {r.choice(['2 wk', '4 wk', '1 wk'])}.")
    if r.random() < 0.4:
        out.append(f"Work note provided for {P(ctx.employer, 'ORGANIZATION')} (no lifting > 25 lb).")
    out.append(f"Delivering hospital: {P(ctx.hospital, 'HOSPITAL')}, L&D {P(loc.phone(), 'PHONE')}")
    out.append("")
    out.append(signature(r, ctx, prov))
    return "\n".join(out)


def layout_consultant_letter(r, ctx):
    loc, p = ctx.loc, ctx.pt
    obs = ctx.obs
    issue = r.choice(["gdm", "htn", "prevcs", "growth", "twins"] if any("LSCS" in x[1] for x in ctx.prev) else ["gdm", "htn", "growth", "twins"])
    out = [f"{P(ctx.hospital, 'HOSPITAL')}", r.choice(["Antenatal Clinic", "Consultant Antenatal Clinic", "Maternal Medicine Clinic", "Fetal Medicine Unit"]),
           loc.addr_inline(ctx.fac_addr), f"Tel {P(ctx.ph, 'PHONE')}  Fax {P(ctx.fax, 'FAX')}", ""]
    out.append(f"Clinic date: {loc.D(ctx.visit, 'num')}   Dictated: {loc.D(ctx.visit, 'num')}   Typed: {loc.D(add_days(ctx.visit, r.randint(1, 6)), 'num')}")
    out.append("")
    out.append(f"{drn(loc, ctx.gp)}, {P(ctx.practice, 'HOSPITAL')}")
    out.append("")
    out.append(f"Dear {drn(loc, ctx.gp, 'last')},")
    out.append("")
    out.append(f"Re: {pt_name(r, ctx, 'first_LAST')}  DOB {loc.D(ctx.dob, 'num')}  " + "  ".join(id_lines(r, ctx, ("mrn", "nat") if loc.code != "NZ" else ("mrn",))))
    out.append(f"    {loc.addr_inline(ctx.addr)}")
    out.append("")
    out.append(f"G{ctx.gravida} P{ctx.para}, EDD {loc.D(ctx.edd, r.choice(['num', 'long']))}, seen at {ga(ctx.ga_days)} weeks.")
    out.append("")
    out.append("Obstetric history:")
    out += obs_hx(r, ctx, "  - ")
    out.append("Booking BMI " + str(round(r.uniform(19, 38), 1)) + ". " + r.choice(["Non-smoker.", "Smokes 5/day.", "Stopped smoking at booking."])
               + f" Works as a {P(ctx.job, 'PROFESSION')}.")
    out.append("")
    nm = P(p.given, "PATIENT")
    if issue == "gdm":
        out.append(f"{nm} was diagnosed with gestational diabetes after an OGTT on {loc.D(add_days(ctx.visit, -r.randint(10, 30)), 'num')} "
                   f"(fasting {round(r.uniform(5.3, 6.4), 1)}, 2 h {round(r.uniform(7.9, 10.2), 1)} mmol/L). She has seen the diabetes midwife "
                   f"{P(make_clin(r, loc, 'midwife', sex='F').p.full, 'DOCTOR')} and is testing four times daily. Fasting readings are running "
                   f"{round(r.uniform(5.1, 6.2), 1)}-{round(r.uniform(6.3, 7.0), 1)}. I have started metformin 500 mg with the evening meal, increasing weekly. "
                   f"Growth scan booked for 32 and 36 weeks. We will plan delivery by 40+6 weeks.")
    elif issue == "htn":
        out.append(f"{nm} has chronic hypertension, previously on ramipril, switched to labetalol 200 mg BD at {r.choice(['6', '8', '9'])} weeks. "
                   f"BP today {r.randint(128, 148)}/{r.randint(78, 94)}, no proteinuria, PlGF {r.randint(110, 400)} pg/mL. She is taking aspirin 150 mg nocte. "
                   f"Home BP monitor (serial {P(loc.device_serial(), 'DEVICE')}) loaned; readings to be sent to the day unit.")
    elif issue == "prevcs":
        y, mode, term, bw, kid = [x for x in ctx.prev if "LSCS" in x[1]][0]
        out.append(f"{nm} had a caesarean section in {P(str(y), 'DATE')} for {r.choice(['failure to progress at 7 cm', 'suspected fetal compromise', 'breech in labour'])}. "
                   f"We discussed VBAC versus elective repeat caesarean, including uterine rupture risk of about 1 in 200. "
                   f"She would like to try for a vaginal birth with continuous monitoring on delivery suite. "
                   + (f"Her {ctx.partner.relation} {P(ctx.partner.given, 'FAMILY')} was present and supportive." if r.random() < 0.6 else ""))
    elif issue == "growth":
        out.append(f"Referred after SFH measured below the 10th centile. Scan today: EFW {r.randint(1400, 2400)} g (<{r.choice(['10th', '5th'])} centile), "
                   f"umbilical artery Doppler {r.choice(['normal', 'raised PI, positive EDF'])}, liquor normal. {nm} smokes {r.randint(5, 15)} a day and has been referred again to "
                   f"{P(facility_name(r, loc, 'smoking', ctx.city), 'HOSPITAL')}. Fortnightly growth scans; delivery timing to be reviewed.")
    else:
        out.append(f"Dichorionic diamniotic twin pregnancy. Scan today shows concordant growth (EFW {r.randint(1200, 2000)} g and {r.randint(1200, 2000)} g). "
                   f"{nm} is tired and finding work as a {P(ctx.job, 'PROFESSION')} difficult; we have written to {P(ctx.employer, 'ORGANIZATION')} recommending reduced hours. "
                   f"Plan delivery at 37 weeks.")
    out.append("")
    nxt = add_days(ctx.visit, r.choice([7, 14, 21]))
    out.append(f"Next review in antenatal clinic on {loc.D(nxt, r.choice(loc.body_dates))}" + r.choice([".", f" with {dr(loc)} {P(ctx.obs.p.family, 'DOCTOR')}."]))
    out.append("")
    out.append("Yours sincerely,")
    out.append("")
    out.append(f"{dr(loc)} {P(obs.p.full, 'DOCTOR')}")
    out.append(f"{obs.cred}")
    if r.random() < 0.5:
        out.append(f"cc: {P(ctx.mw.p.full, 'DOCTOR')}, Community Midwife")
    if r.random() < 0.5:
        out.append(transcription(r, ctx, obs))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("caesarean", "cesarean").replace("labour", "labor").replace("centile", "percentile").replace("delivery suite", "L&D")
    return s


def layout_handheld(r, ctx):
    loc, p = ctx.loc, ctx.pt
    out = [r.choice(["Antenatal record - continuation sheet", "Maternity notes: antenatal contacts", "Pregnancy record - clinic entries"])]
    out.append(f"{pt_name(r, ctx, r.choice(['full', 'first_LAST']))}   {loc.D(ctx.dob, 'num')}   " + "   ".join(id_lines(r, ctx, ("mrn",))))
    out.append(f"EDD {loc.D(ctx.edd, 'num')}   Lead professional: {P(ctx.mw.p.full, 'DOCTOR')} ({ctx.mw.cred}), mob {P(loc.phone(kind='mobile'), 'PHONE')}")
    out.append("")
    g = ctx.ga_days
    gs = []
    while g > 100 and len(gs) < r.randint(3, 5):
        gs.append(g)
        g -= r.choice([14, 21, 28])
    for gd in reversed(gs):
        d = add_days(ctx.lmp, gd)
        who = r.choice([ctx.mw, ctx.mw, make_clin(r, loc, "midwife", sex="F"), ctx.gp])
        wk = gd // 7
        fh = f"SFH {wk + r.randint(-1, 2)} cm, " if wk >= 24 else ""
        pres = f"{r.choice(['ceph', 'cephalic 4/5', 'breech?', 'cephalic 3/5'])}, " if wk >= 34 else ""
        note = r.choice(["Well. FM+. No concerns.", "Mild ankle oedema, no headache or visual disturbance.", "Tired. Hb result " + str(round(r.uniform(95, 118))) + " - ferrous fumarate started.",
                         "Discussed birth preferences and feeding.", "Anti-D given, batch " + P(loc.batch(), "IDNUM") + ".", "Whooping cough vaccine given today.",
                         f"Attended with {ctx.partner.relation} {P(ctx.partner.given, 'FAMILY')}.", "Reduced FM yesterday - CTG at day unit normal.",
                         f"Booked antenatal class at {P(r.choice([ctx.mat, ctx.practice]), 'HOSPITAL')}, {loc.D(add_days(d, r.randint(7, 30)), 'weekday')} evenings."])
        out.append(f"{loc.D(d, r.choice(['num', 'num_short']))}  {ga(gd)}/40  BP {r.randint(100, 138)}/{r.randint(60, 88)}  Urine {r.choice(['NAD', 'NAD', 'prot tr', 'gluc neg'])}  "
                   f"{fh}{pres}FH {r.randint(128, 156)}  {note}  {P(who.p.fmt(r.choice(['init', 'init_last'])), 'DOCTOR')}")
    out.append("")
    out.append(f"Plan: {r.choice(['routine care', 'growth scan 36/40', 'consultant review re BP', 'birth planning meeting'])}. Next appt {loc.D(add_days(ctx.visit, r.choice([7, 14, 21])), r.choice(loc.body_dates))}.")
    if r.random() < 0.4:
        ward = r.choice(['Rowan', 'Maple', 'Birch', 'Kauri', 'Wattle', 'Hazel']) + ' Ward'
        out.append(f"Out of hours: labour ward {P(loc.phone(), 'PHONE')}; maternity assessment unit at {P(ctx.hospital, 'HOSPITAL')}, {P(ward, 'HOSPITAL')}.")
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("oedema", "edema").replace("labour", "labor")
    return s


def generate(r, ctx):
    c = ctx.code
    if c == "US":
        f = r.choices([layout_us_prenatal, layout_consultant_letter, layout_handheld], [6, 2, 1])[0]
    elif c == "CA":
        f = r.choices([layout_us_prenatal, layout_booking, layout_consultant_letter, layout_handheld], [2, 2, 2, 1])[0]
    else:
        f = r.choices([layout_booking, layout_consultant_letter, layout_handheld], [4, 3, 2])[0]
    if f is layout_booking:
        gd = r.randint(8 * 7, 13 * 7)
    elif f is layout_consultant_letter:
        gd = r.randint(20 * 7, 36 * 7)
    else:
        gd = r.randint(24 * 7, 40 * 7)
    _setup(r, ctx, gd)
    return f(r, ctx)
