"""Genre: smoking cessation."""
import pools
from core import P, add_days, make_person, title, num_words
from ctx import make_clin, make_family, facility_name, age_phrase
from blocks import fac_header, setup_patient, id_lines, signature, clin_ref, pt_name, he, his, him, dr, drn, er, transcription

MEDS = {
    "UK": ["combination NRT: 21 mg/24h patch + 2 mg lozenge PRN", "varenicline 0.5 mg OD titrating to 1 mg BD", "cytisine 1.5 mg per titration schedule",
           "NRT patch 25 mg/16h + inhalator", "e-cigarette (tank, 12 mg/ml) - swap to stop offer"],
    "IE": ["combination NRT: 21 mg patch + 2 mg gum", "varenicline 0.5 mg OD titrating to 1 mg BD", "NRT patch 15 mg/16h + mouth spray"],
    "AU": ["combination NRT: 21 mg/24h patch + 4 mg lozenge", "varenicline 0.5 mg titrating to 1 mg BD (PBS authority)", "cytisine (Cytisinicline) per pharmacist",
           "NRT patch + mouth spray"],
    "NZ": ["combination NRT (subsidised): 21 mg patch + 2 mg gum", "varenicline 1 mg BD after titration", "cytisine 1.5 mg titration",
           "NRT patch + lozenges"],
    "CA": ["combination NRT: 21 mg patch + 2 mg gum", "varenicline (Champix/Apo-varenicline) titration", "bupropion SR 150 mg OD x3d then BD"],
    "US": ["nicotine patch 21 mg/24h + 4 mg lozenge PRN", "varenicline 0.5 mg daily x3d, BID x4d, then 1 mg BID", "bupropion SR 150 mg daily x3d then BID"],
}


def _setup(r, ctx, lo=18, hi=78, sex=None):
    loc = ctx.loc
    setup_patient(ctx, sex=sex or r.choice("FM"), age_years=r.randint(lo, hi))
    prof = pools.US_PROFESSIONS if ctx.code in ("US", "CA") else pools.PROFESSIONS
    ctx.job = r.choice(prof)
    ctx.employer = pools.employer_for(r, ctx.job, ctx.city)
    ctx.partner = make_family(r, loc, ctx.pt, r.choice(["wife", "husband", "partner"]) if ctx.pt.sex == "M" else r.choice(["husband", "partner"]),
                              sex=None) if r.random() < 0.6 else None
    if ctx.partner and ctx.partner.relation == "wife":
        pass
    ctx.start_age = r.randint(11, 22)
    ctx.cpd = r.choice([8, 10, 12, 15, 20, 20, 25, 30, 40])
    ctx.ttfc = r.choice(["within 5 minutes", "6-30 minutes", "31-60 minutes", "after 60 minutes"])
    ctx.co = r.randint(8, 38)
    ctx.co_sn = loc.device_serial()
    ctx.advisor = make_clin(r, loc, "advisor")
    ctx.quit = add_days(ctx.visit, r.randint(5, 14))
    ctx.med = r.choice(MEDS[loc.code])


def pack_years(ctx):
    return round(ctx.cpd / 20 * max(1, ctx.age - ctx.start_age), 1)


def _past_attempts(r, ctx):
    loc = ctx.loc
    n = r.randint(0, 3)
    if n == 0:
        return "No previous quit attempts."
    bits = []
    for i in range(n):
        d = add_days(ctx.visit, -r.randint(200, 4000))
        bits.append(f"{loc.D(d, r.choice(['year', 'month_year', 'mon_year']))} ({r.choice(['cold turkey, 2 weeks', 'patches, 3 months', 'Champix, 6 months', 'vape, relapsed at a wedding', 'lasted 4 days'])})")
    return "Previous attempts: " + "; ".join(bits) + "."


def layout_first_session(r, ctx):
    loc, p = ctx.loc, ctx.pt
    adv = ctx.advisor
    svc = facility_name(r, loc, "smoking", ctx.city)
    out = [f"{P(svc, 'HOSPITAL')} - {r.choice(['First Session / Assessment', 'Initial Assessment', 'Pre-quit assessment (Session 1)'])}", ""]
    out.append(f"Client: {pt_name(r, ctx, r.choice(['full', 'LAST_first', 'first_LAST']))}   DOB: {loc.D(ctx.dob, 'num')} (age {P(str(ctx.age), 'AGE')})   Gender: {p.sex}")
    out.append("   ".join(id_lines(r, ctx, ("nat",) if loc.code != "NZ" else ("mrn",)) + [f"Client ref: {P(loc.letters(2) + loc.digits(6), 'IDNUM')}"]))
    out.append(f"Address: {loc.addr_inline(ctx.addr)}")
    out.append(f"Mobile: {P(ctx.pt_mobile, 'PHONE')}   Email: {P(ctx.pt_email, 'EMAIL')}   Consent to text: {r.choice(['Y', 'Y', 'N'])}")
    out.append(f"GP practice: {P(ctx.practice, 'HOSPITAL')}")
    src = r.choice([f"GP referral ({drn(loc, make_clin(r, loc, 'doc'))})", "self-referral via website", f"pharmacy referral ({P(facility_name(r, loc, 'pharmacy', ctx.city), 'HOSPITAL')})",
                    "hospital referral (inpatient tobacco team)", "workplace health week"])
    out.append(f"Referral: {src}")
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))} {ctx.time}   Advisor: {P(adv.p.full, 'DOCTOR')} ({adv.cred})   Setting: {r.choice(['clinic', 'GP surgery', 'telephone', 'video'])}")
    out.append("")
    out.append("SMOKING HISTORY")
    out.append(f"  Started smoking at age {P(str(ctx.start_age), 'AGE')}. Currently {ctx.cpd} {r.choice(['cigarettes', 'roll-ups', 'cigarettes (menthol)'])} per day, ~{pack_years(ctx)} pack-years.")
    out.append(f"  Time to first cigarette: {ctx.ttfc}. HSI {r.randint(2, 6)}/6. " + r.choice(["Also vapes occasionally.", "Smokes more when drinking.", "Smokes in the car.", "Never smokes indoors."]))
    out.append(f"  {_past_attempts(r, ctx)}")
    out.append(f"  Motivation {r.randint(6, 10)}/10, confidence {r.randint(3, 9)}/10. Reasons: " + r.choice(["health (breathless on stairs)", "money", "children asked", "new grandchild", "upcoming surgery", "pregnant partner"]) + ".")
    out.append("")
    out.append("SOCIAL / TRIGGERS")
    bits = [f"Works as a {P(ctx.job, 'PROFESSION')} at {P(ctx.employer, 'ORGANIZATION')}" + r.choice([" - smoking shelter by the loading bay", " - breaks with smoking colleagues", "", " - shift work"]) + "."]
    if ctx.partner:
        bits.append(f"{ctx.partner.relation.capitalize()} {P(ctx.partner.given, 'FAMILY')} " + r.choice(["also smokes - invited to join the programme.", "does not smoke and is supportive.", "quit last year."]))
    bits.append(r.choice(["Triggers: morning coffee, after meals, stress.", "Triggers: driving, alcohol, boredom.", "Triggers: phone calls, arguments, evenings."]))
    out.append("  " + " ".join(bits))
    out.append("")
    out.append("MEDICAL")
    out.append("  " + r.choice(["COPD (FEV1 62%), on tiotropium.", "Asthma.", "Nil significant.", "Depression - on sertraline; advised may need dose review after quitting.",
                                "Type 2 diabetes, hypertension.", "Schizophrenia on clozapine - prescriber informed re levels after quitting."]))
    out.append("")
    out.append(f"CO reading: {ctx.co} ppm (monitor SN {P(ctx.co_sn, 'DEVICE')}). Explained link with carbon monoxide and heart/lungs.")
    out.append("")
    out.append("PLAN")
    out.append(f"  Quit date set: {loc.D(ctx.quit, r.choice(['wk_long', 'num', 'long']))}.")
    out.append(f"  Stop smoking medication: {ctx.med}. " + r.choice(["Voucher issued for pharmacy.", "Prescription requested from GP.", "Supplied today (2 weeks)."]))
    out.append("  Behavioural support: weekly for 4 weeks then fortnightly to 12 weeks; 'not a puff' rule; coping plan for triggers.")
    nx = add_days(ctx.quit, r.choice([0, 1, 2, 7]))
    out.append(f"  Next appointment: {loc.D(nx, r.choice(loc.body_dates))} {r.randint(9, 17):02d}:{r.choice(['00', '15', '30', '45'])}.")
    out.append("")
    out.append(signature(r, ctx, adv, esign=r.random() < 0.4, lic=r.random() < 0.7))
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("programme", "program").replace("GP practice", "Primary care").replace("GP referral", "Physician referral")
    return s


def layout_followup_table(r, ctx):
    loc, p = ctx.loc, ctx.pt
    adv = ctx.advisor
    svc = facility_name(r, loc, "smoking", ctx.city)
    out = [f"{P(svc, 'HOSPITAL')}", r.choice(["Client progress record", "Weekly contact sheet", "Follow-up record (12-week programme)"]), ""]
    out.append(f"Client: {pt_name(r, ctx)}   DOB {loc.D(ctx.dob, 'num')}   " + "   ".join(id_lines(r, ctx, ("mrn",))))
    out.append(f"Quit date: {loc.D(ctx.quit, 'num')}   Baseline CO: {ctx.co} ppm   Medication: {ctx.med}")
    out.append(f"Advisor: {P(adv.p.full, 'DOCTOR')}   Tel: {P(loc.ext(ctx.ph), 'PHONE')}")
    out.append("")
    out.append(f"{'Wk':<4}{'Date':<13}{'Type':<10}{'CO ppm':<8}{'Smoked?':<10}{'Notes':<58}By")
    out.append("-" * 106)
    weeks = [0, 1, 2, 3, 4] + ([6, 8, 12] if r.random() < 0.5 else [])
    lapsed = r.random() < 0.3
    for w in weeks:
        d = add_days(ctx.quit, w * 7 + r.randint(0, 2))
        if d > add_days(ctx.visit, 90):
            break
        typ = r.choice(["clinic", "clinic", "phone", "video"])
        co = ctx.co if w == 0 else (r.randint(1, 6) if not (lapsed and w == 3) else r.randint(9, 18))
        smk = "n/a" if w == 0 else ("lapse" if lapsed and w == 3 else "no")
        note = {0: "Quit day. Meds started. Removed ashtrays.", 1: r.choice(["Cravings ++ evenings, using lozenges 6/day.", "Sleep disturbed (vivid dreams) - take patch off at night.", "Going well."]),
                2: r.choice(["Irritable, coping.", "Nausea with varenicline - take with food.", "Walking at lunch instead of smoke break."]),
                3: ("Smoked 3 cigs at a party - reset, plan reviewed." if lapsed else r.choice(["Confident.", "Weight up 1 kg - diet tips.", "Partner supportive."])),
                4: "4-week quit CO-validated." if not lapsed or r.random() < 0.5 else "Not validated.",
                6: "Reducing NRT.", 8: "Stopped lozenges.", 12: "12 weeks smoke-free. Discharged."}.get(w, "")
        by = r.choice([adv, adv, make_clin(r, loc, "advisor")])
        ds = loc.fmt_date(d, "num")
        out.append(f"{w:<4}{P(ds, 'DATE')}{' ' * (13 - len(ds))}{typ:<10}{str(co) if typ == 'clinic' else '-':<8}{smk:<10}{note:<57} {P(by.p.fmt('init'), 'DOCTOR')}")
    out.append("")
    out.append(f"CO monitor used: {r.choice(['Smokerlyzer', 'piCO+', 'CO check'])} serial {P(ctx.co_sn, 'DEVICE')} (calibrated {loc.D(add_days(ctx.visit, -r.randint(5, 60)), 'num')}).")
    out.append("Outcome at 4 weeks: " + r.choice(["quit (CO-validated)", "quit (self-reported)", "not quit - re-booked", "lost to follow-up"]) + ".")
    if r.random() < 0.5:
        out.append(f"GP ({drn(loc, make_clin(r, loc, 'doc'))}) informed by letter {loc.D(add_days(ctx.quit, 30), 'num')}.")
    s = "\n".join(out)
    if loc.code in ("US", "CA"):
        s = s.replace("programme", "program")
    return s


def layout_us_counsel(r, ctx):
    loc, p = ctx.loc, ctx.pt
    doc = make_clin(r, loc, "doc")
    out = [fac_header(r, ctx), ""]
    out.append(r.choice(["TOBACCO CESSATION COUNSELING", "Tobacco Use Treatment Visit", "Office Visit - Tobacco Dependence"]))
    out.append(f"Patient: {pt_name(r, ctx, r.choice(['LAST_FIRST_MI', 'last_first', 'full']))}   DOB {loc.D(ctx.dob, 'num')}   {age_phrase(r, ctx.age, r.choice(['yo', 'y.o.', 'year-old']))} {p.sex}")
    out.append("   ".join(id_lines(r, ctx, ("mrn",)) + [f"Acct: {P(ctx.acct, 'ACCOUNT')}"]))
    out += id_lines(r, ctx, ("plan",))
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}   Provider: {clin_ref(r, loc, doc)}")
    out.append("")
    out.append(f"ASK: Current every-day smoker, {ctx.cpd} cig/day, {pack_years(ctx)} pack-years; began age {P(str(ctx.start_age), 'AGE')}. "
               + r.choice(["Also uses smokeless tobacco.", "Vapes intermittently.", "No other tobacco."]))
    out.append(f"ADVISE: Clear, personalized advice to quit given, linked to {r.choice(['his COPD', 'her asthma', 'recent MI', 'upcoming knee surgery', 'diabetes', 'children at home'])}."
               .replace("his ", his(ctx) + " ").replace("her ", his(ctx) + " "))
    out.append(f"ASSESS: Ready to quit within 30 days. Fagerstrom {r.randint(3, 9)}. {_past_attempts(r, ctx)}")
    out.append(f"ASSIST: Quit date {loc.D(ctx.quit, r.choice(['num', 'long', 'wk_long']))}. Rx: {ctx.med}. Discussed triggers, "
               + r.choice(["removing cigarettes from car", "avoiding alcohol first weeks", "support from family"]) + ".")
    ql = r.random() < 0.6
    if ql:
        qref = loc.digits(8)
        out.append(f"  Fax referral to state quitline sent to {P(loc.phone(), 'FAX')}; referral ID {P(qref, 'IDNUM')}. Patient prefers calls at {P(ctx.pt_mobile, 'PHONE')} after 5 pm.")
    out.append(f"ARRANGE: Follow-up {loc.D(add_days(ctx.quit, r.randint(7, 14)), r.choice(['num', 'abbr']))} (phone) and office visit in 4 weeks.")
    if ctx.partner:
        out.append(f"Household: {ctx.partner.relation} {P(ctx.partner.full, 'FAMILY')} " + r.choice(["smokes outdoors.", "is a non-smoker.", "quit 2 yrs ago."]))
    out.append(f"Work: {P(ctx.job, 'PROFESSION')}; " + r.choice(["workplace is smoke-free.", f"{P(ctx.employer, 'ORGANIZATION')} offers wellness incentive for quitting.", "smokes on breaks."]))
    out.append("")
    out.append(f"Time spent counseling: {r.choice([4, 6, 9, 12, 15, 18])} minutes. CPT {r.choice(['99406', '99407'])}. Dx: F17.210.")
    out.append("")
    out.append(signature(r, ctx, doc))
    return "\n".join(out)


def layout_phone_log(r, ctx):
    loc, p = ctx.loc, ctx.pt
    adv = ctx.advisor
    svc = r.choice([f"{ctx.city} Quit Support Line", facility_name(r, loc, "smoking", ctx.city)])
    out = [f"{P(svc, 'HOSPITAL')} - telephone support log", ""]
    out.append(f"Caller: {pt_name(r, ctx, r.choice(['full', 'given_init']))}   DOB {loc.D(ctx.dob, 'num')}   Preferred no.: {P(ctx.pt_mobile, 'PHONE')}   Alt: {P(ctx.pt_phone, 'PHONE')}")
    out.append(f"Case no.: {P(loc.digits(7), 'IDNUM')}   Quit date: {loc.D(ctx.quit, 'num')}   Medication: {ctx.med}")
    if r.random() < 0.3:
        out.append(f"Portal account: {P(loc.username(p), 'USERNAME')} (registered {loc.D(add_days(ctx.visit, -r.randint(1, 20)), 'num')}), last login from {P(loc.ip(), 'IPADDR')}")
    out.append("")
    d = add_days(ctx.quit, r.randint(1, 3))
    calls = r.randint(4, 7)
    for i in range(calls):
        t = f"{r.randint(9, 19):02d}:{r.randint(0, 59):02d}"
        who = adv if r.random() < 0.7 else make_clin(r, loc, "advisor")
        outcome = r.choice(["Answered.", "No answer - voicemail left.", "Answered.", "Answered.", "SMS sent.", "Rescheduled at client request."])
        note = ""
        if outcome == "Answered.":
            note = " " + r.choice([f"Smoke-free {max(1, (d - ctx.quit).days)} days. Cravings manageable.", "Lapsed after argument; recommitted, plan reviewed.",
                                   f"{ctx.partner.relation.capitalize() + ' ' + P(ctx.partner.given, 'FAMILY') if ctx.partner else 'Friend'} still smoking in the house - discussed smoke-free home.",
                                   "Side effects: nausea - advised to take medication with food.", "Using patch + gum as directed.",
                                   f"Going back to work at {P(ctx.employer, 'ORGANIZATION')} {loc.D(add_days(d, r.randint(1, 6)), 'weekday')}, worried about breaks."])
        elif outcome == "SMS sent.":
            note = " Text: 'Hi, it's " + P(who.p.given, "DOCTOR") + " from the quit team - how's it going? Reply or call back.'"
        out.append(f"{loc.D(d, r.choice(['num', 'wk_short', 'dm']))} {t}  [{P(who.p.fmt('init'), 'DOCTOR')}]  {outcome}{note}")
        last = d
        d = add_days(d, r.randint(2, 9))
    out.append("")
    out.append(f"Status: {r.choice(['active', 'completed 4-week programme', 'closed - no contact x3'])}.")
    out.append("")
    out.append(signature(r, ctx, adv, when=last, esign=True))
    return "\n".join(out)


def layout_pregnancy(r, ctx):
    loc, p = ctx.loc, ctx.pt
    adv = ctx.advisor
    mw = make_clin(r, loc, "midwife", sex="F")
    ga_w = r.randint(9, 30)
    edd = add_days(ctx.visit, (40 - ga_w) * 7 + r.randint(0, 6))
    svc = facility_name(r, loc, "smoking", ctx.city)
    out = [f"{P(svc, 'HOSPITAL')} - Smokefree Pregnancy Support", ""]
    out.append(f"Name: {pt_name(r, ctx)}   DOB: {loc.D(ctx.dob, 'num')}   Age: {P(str(ctx.age), 'AGE')}   " + "   ".join(id_lines(r, ctx, ("mrn",))))
    out.append(f"EDD: {loc.D(edd, 'num')} ({ga_w} weeks today)   Midwife: {P(mw.p.full, 'DOCTOR')}, {P(ctx.hospital, 'HOSPITAL')}")
    out.append(f"Address: {loc.addr_inline(ctx.addr)}   Tel: {P(ctx.pt_mobile, 'PHONE')}")
    out.append(f"Seen: {loc.D(ctx.visit, r.choice(loc.header_dates))}, {r.choice(['home visit', 'antenatal clinic', 'telephone'])}, by {P(adv.p.full, 'DOCTOR')} ({adv.cred})")
    out.append("")
    out.append(f"Referred via opt-out pathway after CO {ctx.co} ppm at booking. Smoking {ctx.cpd}/day since age {P(str(ctx.start_age), 'AGE')}; cut down since positive test.")
    if ctx.partner:
        out.append(f"{ctx.partner.relation.capitalize()} {P(ctx.partner.full, 'FAMILY')} " + r.choice(["smokes 20/day - offered support, accepted.", "smokes outside only.", "non-smoker."]))
    out.append(f"Other household smokers: {r.choice(['mother', 'none', 'flatmate'])}. Home: {r.choice(['rented flat', 'lives with parents', 'own house'])}.")
    out.append("")
    out.append(f"CO today {r.randint(2, 14)} ppm (SN {P(ctx.co_sn, 'DEVICE')}). Discussed effects on baby's growth, placental function, SIDS risk.")
    out.append(f"Plan: NRT patch 15 mg/16h + inhalator; quit date {loc.D(ctx.quit, r.choice(loc.body_dates))}; weekly CO checks; financial incentive vouchers explained.")
    out.append(f"Midwife informed. Next contact {loc.D(add_days(ctx.visit, 7), r.choice(['weekday', 'num']))}.")
    out.append("")
    out.append(signature(r, ctx, adv, esign=r.random() < 0.5))
    return "\n".join(out)


def generate(r, ctx):
    c = ctx.code
    if c == "US":
        f = r.choices([layout_us_counsel, layout_phone_log, layout_followup_table], [6, 2, 1])[0]
    else:
        f = r.choices([layout_first_session, layout_followup_table, layout_phone_log, layout_pregnancy, layout_us_counsel if c == "CA" else layout_first_session],
                      [4, 3, 2, 2, 1])[0]
    if f is layout_pregnancy:
        _setup(r, ctx, 17, 41, sex="F")
        if ctx.partner:
            ctx.partner.relation = r.choice(["partner", "husband"])
    else:
        _setup(r, ctx)
    return f(r, ctx)
