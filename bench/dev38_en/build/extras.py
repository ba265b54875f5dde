"""Additional record entries appended to clinical records (addenda, calls, results,
referrals, prescriptions, portal messages, audit lines, billing), as found in real
EHR extracts.  Every PHI value is marked."""
import pools
from core import P, add_days, make_person, title
from ctx import make_clin, make_family, facility_name
from blocks import drn, dr, he, his, him


def _stamp(r, ctx, d):
    loc = ctx.loc
    return f"{loc.D(d, r.choice(['num', 'num', 'dash', 'abbr'] if loc.code != 'US' else ['num', 'num_nopad', 'abbr']))} {r.randint(7, 19):02d}:{r.randint(0, 59):02d}"


def _pt(r, ctx):
    p = ctx.pt
    s = r.choice(["given", "full", "title", "init"])
    if s == "title" and getattr(ctx, "age", 30) >= 16:
        return f"{title(r, p, ctx.code)} {P(p.family, 'PATIENT')}"
    if s == "init":
        return f"Pt {P(p.fmt(r.choice(['init_dot', 'init'])), 'PATIENT')}"
    if s == "full":
        return P(p.full, "PATIENT")
    return P(p.given, "PATIENT")


def _clin(r, ctx):
    for k in ("doc", "gp", "paed", "nurse", "mw", "advisor"):
        c = getattr(ctx, k, None)
        if c is not None and r.random() < 0.6:
            return c
    return make_clin(r, ctx.loc, r.choice(["doc", "nurse"]))


def _child(ctx):
    return (ctx.visit - ctx.dob).days < 16 * 365


def addendum(r, ctx):
    loc = ctx.loc
    c = _clin(r, ctx)
    gap = r.randint(1, 8)
    d = add_days(ctx.visit, gap)
    acc = loc.accession()
    opts = [(["FBC", "U&E", "LFT"], ["all within normal limits", "mild normocytic anaemia (Hb 112) - repeat in 3 months"]),
            (["HbA1c", "lipids"], ["HbA1c 44 - non-diabetic hyperglycaemia", "cholesterol 6.4 - discuss at next visit", "all within normal limits"]),
            (["TSH", "ferritin"], ["normal apart from low ferritin (12) - start iron", "TSH 6.8, repeat in 6 weeks", "all within normal limits"]),
            (["urine culture"], ["no significant growth", "E. coli, sensitive to nitrofurantoin"]),
            (["CRP", "FBC"], ["CRP 4, FBC normal", "CRP 38 - review"]),
            (["vitamin D", "B12"], ["vitamin D low (28 nmol/L) - supplement started", "all within normal limits"])]
    if _child(ctx):
        opts = [(["FBC", "ferritin"], ["normal", "low ferritin (9) - iron supplement advised"]), (["urine culture"], ["no significant growth"]),
                (["coeliac screen", "TFT"], ["both normal"]), (["CRP", "FBC"], ["CRP <5, FBC normal"]), (["vitamin D"], ["insufficient - drops advised"])]
    tests, res_opts = r.choice(opts)
    res = r.choice(res_opts)
    if ctx.code in ("US", "CA"):
        tests = [t.replace("FBC", "CBC").replace("U&E", "BMP").replace("LFT", "LFTs") for t in tests]
        res = res.replace("anaemia", "anemia").replace("hyperglycaemia", "hyperglycemia")
    how = r.choice([f"by phone on {P(ctx.pt_mobile if hasattr(ctx, 'pt_mobile') else loc.phone(), 'PHONE')}", "by letter", "via the patient portal", "by text message"])
    who = _pt(r, ctx)
    if _child(ctx) and hasattr(ctx, "mum"):
        who = f"{r.choice(['Mother', 'Parent'])} ({P(ctx.mum.full, 'FAMILY')})"
        how = f"by phone on {P(ctx.mum_phone, 'PHONE')}"
    return (f"ADDENDUM {_stamp(r, ctx, d)} - {drn(loc, c)}\n"
            f"Results ({', '.join(tests)}; accession {P(acc, 'IDNUM')}, collected {loc.D(add_days(ctx.visit, r.randint(0, min(3, gap - 1))), 'num')}): {res}. "
            f"{who} informed {how}.")


def phone_call(r, ctx):
    loc = ctx.loc
    c = _clin(r, ctx)
    d = add_days(ctx.visit, r.randint(1, 12))
    if _child(ctx) and hasattr(ctx, "mum"):
        caller = f"{r.choice(['Mother', 'Mum' if loc.code != 'US' else 'Mom'])} {P(ctx.mum.fmt(r.choice(['full', 'given'])), 'FAMILY')}"
        num = ctx.mum_phone
    elif getattr(ctx, "partner", None) is not None and r.random() < 0.4:
        caller = f"{ctx.partner.relation.capitalize()} {P(ctx.partner.full, 'FAMILY')}"
        num = loc.phone(kind="mobile")
    else:
        caller = _pt(r, ctx)
        num = getattr(ctx, "pt_mobile", loc.phone())
    topic = r.choice(["asking for results", "reporting symptoms improving", "requesting repeat prescription",
                      "to rearrange appointment", "asking about side effects", "querying a letter received"])
    act = r.choice(["Advised and reassured.", "Message passed to clinician.", "Appointment rebooked.", "Prescription issued.", "Call back arranged."])
    return (f"TELEPHONE {_stamp(r, ctx, d)} - {P(c.p.full, 'DOCTOR')}\n"
            f"{caller} rang {topic}. Call-back number {P(num, 'PHONE')}. {act}")


def referral(r, ctx):
    loc = ctx.loc
    d = add_days(ctx.visit, r.randint(0, 3))
    dept = r.choice({
        "family_medicine_gp": ["Physiotherapy", "Dietetics", "General Surgery", "Dermatology", "ENT", "Community Mental Health", "Orthopaedics",
                               "Cardiology", "Rheumatology"],
        "mens_health_check": ["Cardiology", "Urology", "Dietetics", "Dermatology", "Sleep Clinic", "Diabetes Prevention Programme"],
        "smoking_cessation": ["Respiratory Medicine", "Pulmonary Rehabilitation", "Lung Health Check", "Community Mental Health"],
        "well_child_paediatric": ["Audiology", "Speech and Language Therapy", "Paediatric Dietetics", "Orthoptics", "Paediatric Allergy"],
        "school_nursing": ["CAMHS", "Audiology", "Orthoptics", "Paediatric Continence Service", "Paediatric Dietetics"],
        "antenatal_clinic": ["Perinatal Mental Health", "Obstetric Physiotherapy", "Dietetics", "Fetal Medicine"],
        "midwife_health_visitor_home_visit": ["Infant Feeding Team", "Perinatal Mental Health", "Audiology", "Speech and Language Therapy"],
        "immunisation_clinic": ["Specialist Immunisation Clinic", "Paediatric Allergy", "Travel Medicine"],
    }[ctx.genre])
    if ctx.code in ("US", "CA"):
        dept = dept.replace("Paediatric", "Pediatric").replace("Orthopaedics", "Orthopedics").replace("Programme", "Program").replace("CAMHS", "Child Psychiatry").replace("Immunisation", "Immunization")
    sysname, ref = {
        "UK": ("e-RS, UBRN", f"{loc.digits(4)} {loc.digits(4)} {loc.digits(4)}"),
        "IE": ("Healthlink, ref", f"HL{loc.digits(8)}"),
        "AU": ("HealthLink SmartForm, ref", f"{loc.letters(2)}{loc.digits(7)}"),
        "NZ": ("ERMS, ref", f"ERMS-{loc.digits(7)}"),
        "CA": ("Ocean eReferral, ref", f"{loc.letters(4)}-{loc.letters(4)}"),
        "US": ("referral #", f"R{loc.digits(8)}"),
    }[loc.code]
    to = r.choice([ctx.hospital, facility_name(r, loc, "hospital", ctx.city)])
    urg = r.choice(["routine", "routine", "urgent", "soon"])
    return f"REFERRAL {loc.D(d, 'num')}: {dept} ({urg}) at {P(to, 'HOSPITAL')} via {sysname} {P(ref, 'IDNUM')}."


def prescription(r, ctx):
    loc = ctx.loc
    ph = facility_name(r, loc, "pharmacy", ctx.city)
    a = loc.address()
    if ctx.genre == "smoking_cessation":
        med = r.choice(["nicotine patch 21 mg x28", "nicotine lozenge 2 mg x72", "varenicline starter pack", "nicotine inhalator 15 mg x20",
                        "nicotine mouth spray 1 mg x1"])
    else:
        med = r.choice(["amoxicillin 500 mg caps x15", "salbutamol 100 mcg inhaler x1", "emollient 500 g x1", "paracetamol 500 mg tabs x32",
                        "ibuprofen 200 mg tabs x24", "ferrous fumarate 210 mg x56", "cetirizine 10 mg x30", "omeprazole 20 mg x28"])
        if ctx.genre in ("well_child_paediatric", "school_nursing"):
            med = r.choice(["amoxicillin 250 mg/5 mL susp 100 mL", "salbutamol 100 mcg inhaler + spacer", "emollient 500 g x1",
                            "paracetamol 120 mg/5 mL susp 100 mL", "hydrocortisone 1% cream 30 g"])
    label, val = {"UK": ("EPS token", f"{loc.letters(2)}{loc.digits(4)}-{loc.letters(1)}{loc.digits(5)}"), "US": ("eRx #", loc.digits(9)),
                  "CA": ("Rx #", loc.digits(7)), "AU": ("eScript token", f"{loc.letters(3)}{loc.digits(4)}{loc.letters(3)}"),
                  "IE": ("Healthmail Rx", loc.digits(8)), "NZ": ("NZePS ID", f"{loc.digits(4)}-{loc.digits(4)}")}[loc.code]
    return (f"PRESCRIPTION {loc.D(ctx.visit, 'num')}: {med}; sent to {P(ph, 'HOSPITAL')}, {P(a['street'], 'STREET')}, "
            f"{P(ctx.city, 'CITY')} (tel {P(loc.phone(), 'PHONE')}); {label} {P(val, 'IDNUM')}.")


def portal(r, ctx):
    loc = ctx.loc
    p = ctx.pt
    c = _clin(r, ctx)
    d = add_days(ctx.visit, r.randint(1, 10))
    sender = p if not _child(ctx) or not hasattr(ctx, "mum") else ctx.mum
    typ = "PATIENT" if sender is p else "FAMILY"
    uname = loc.username(sender)
    msg, reply = r.choice([("Thanks for seeing me, the new tablets are helping.", "Glad to hear it - keep going and see you at review."),
                           ("Can I get a copy of my results please?", "Results attached - all normal."),
                           ("Still getting the symptoms at night, should I come back?", "Please book a review this week."),
                           ("Is it OK to take ibuprofen with this?", "Yes, that's fine with food, for a few days only."),
                           ("Can we move the next appointment to a later time?", "I have moved it for you.")])
    ip = f" (sent from {P(loc.ip(), 'IPADDR')})" if r.random() < 0.35 else ""
    return (f"PORTAL MESSAGE {_stamp(r, ctx, d)} from {P(sender.full, typ)} (user {P(uname, 'USERNAME')}){ip}:\n"
            f"\"{msg}\"\nReply by {P(c.p.full, 'DOCTOR')}: {reply}")


def audit(r, ctx):
    loc = ctx.loc
    lines = ["RECORD ACCESS LOG"]
    for _ in range(r.randint(2, 4)):
        c = make_clin(r, loc, r.choice(["doc", "nurse"]))
        d = add_days(ctx.visit, r.randint(0, 5))
        act = r.choice(["viewed", "edited", "printed", "signed", "viewed"])
        ws = r.choice([f"from {P(loc.ip(), 'IPADDR')}", f"workstation in Room {P(str(r.randint(1, 30)), 'LOCATION_OTHER')}"])
        lines.append(f"  {_stamp(r, ctx, d)}  {P(c.username, 'USERNAME')} ({P(c.p.fmt('init_last'), 'DOCTOR')})  {act}  {ws}")
    return "\n".join(lines)


def nok(r, ctx):
    loc = ctx.loc
    if _child(ctx) and hasattr(ctx, "mum"):
        k, rel = ctx.mum, "mother"
    elif getattr(ctx, "partner", None) is not None:
        k, rel = ctx.partner, ctx.partner.relation
    else:
        rel = r.choice(["daughter", "son", "sister", "brother", "friend"])
        k = make_family(r, loc, ctx.pt, rel, same_surname=rel != "friend")
    a = ctx.addr if (rel in ("mother", "wife", "husband", "partner") or r.random() < 0.5) else loc.address()
    return f"Next of kin: {P(k.full, 'FAMILY')} ({rel}), {loc.addr_inline(a)}, tel {P(loc.phone(kind='mobile'), 'PHONE')}."


def dna(r, ctx):
    loc = ctx.loc
    d = add_days(ctx.visit, -r.randint(10, 60))
    return (f"DNA {loc.D(d, 'num')}: did not attend {r.choice(['booked appointment', 'review', 'clinic'])}; "
            f"reminder text had been sent to {P(getattr(ctx, 'pt_mobile', loc.phone(kind='mobile')), 'PHONE')}. Rebooked for today.")


def billing(r, ctx):
    loc = ctx.loc
    c = _clin(r, ctx)
    lines = ["BILLING"]
    if loc.code == "US":
        lines.append(f"  Encounter #: {P(loc.account(), 'ACCOUNT')}   Billing provider NPI: {P(loc.npi(), 'LICENSE')}")
        cpt, icd = {"family_medicine_gp": (["99213", "99214"], ["J06.9", "I10", "E11.9", "M54.50", "F32.1", "R51.9"]),
                    "mens_health_check": (["99395", "99396", "99397"], ["Z00.00", "Z00.01", "Z12.5"]),
                    "smoking_cessation": (["99406", "99407", "99213, 99406"], ["F17.210"]),
                    "well_child_paediatric": (["99391", "99392", "99381"], ["Z00.129", "Z00.121", "Z23"]),
                    "school_nursing": (["99213"], ["J45.909", "E10.9"]),
                    "immunisation_clinic": (["90471", "90471, 90472"], ["Z23"]),
                    "antenatal_clinic": (["59425", "59426", "99213"], ["Z34.82", "Z34.83", "O99.810"]),
                    "midwife_health_visitor_home_visit": (["99501", "99502"], ["Z39.2", "Z00.111"])}[ctx.genre]
        lines.append(f"  CPT: {r.choice(cpt)}   ICD-10: {r.choice(icd)}")
        if hasattr(ctx, "member"):
            lines.append(f"  Payer: {P(ctx.insurer, 'ORGANIZATION')}  ID {P(ctx.member, 'HEALTHPLAN')}  Copay collected: ${r.choice([0, 20, 25, 40])}")
    elif loc.code == "AU":
        lines.append(f"  MBS item {r.choice(['23', '36', '701', '703', '10997', '715'])}, bulk billed. Medicare {P(getattr(ctx, 'medicare', loc.medicare()), 'HEALTHPLAN')}. "
                     f"Invoice {P(loc.digits(6), 'ACCOUNT')}")
    elif loc.code == "CA":
        plan = {"ON": "OHIP fee code", "BC": "MSP fee item", "AB": "AHCIP HSC", "QC": "RAMQ code"}.get(ctx.state, "Provincial fee code")
        lines.append(f"  {plan} {r.choice(['A007A', 'A001A', 'K013A', '00100', '03.03A'])}; claim {P(loc.digits(9), 'ACCOUNT')}; billing # {P(loc.digits(6), 'LICENSE')}")
    elif loc.code == "IE":
        lines.append(f"  GMS claim {P(loc.digits(8), 'ACCOUNT')}" + (f"; medical card {P(ctx.gms, 'HEALTHPLAN')}" if hasattr(ctx, "gms") else ""))
    elif loc.code == "NZ":
        lines.append(f"  Co-payment ${r.choice([0, 19, 25, 45])}; invoice {P(loc.digits(7), 'ACCOUNT')}")
    else:
        lines.append(f"  Private invoice {P(loc.digits(6), 'ACCOUNT')}")
    return "\n".join(lines)


def carers(r, ctx):
    loc = ctx.loc
    out = ["CARE TEAM"]
    roles = r.sample([("doc", "GP" if loc.code != "US" else "PCP"), ("nurse", "Practice nurse"), ("pharm", "Pharmacist"),
                      ("hv", "Community nurse"), ("midwife", "Midwife")], r.randint(2, 3))
    for role, lab in roles:
        c = make_clin(r, loc, role)
        contact = r.choice([P(loc.phone(), "PHONE"), P(loc.email(c.p, kind=getattr(ctx, "domain", "health.example.org")), "EMAIL"),
                            f"pager {P(loc.digits(4), 'PHONE')}" if loc.code in ("US", "CA") else P(loc.ext(loc.phone()), "PHONE")])
        out.append(f"  {lab:<16} {P(c.p.full, 'DOCTOR')} ({c.cred}) - {contact}")
    return "\n".join(out)


def biometric(r, ctx):
    loc = ctx.loc
    return r.choice([f"Identity check: kiosk fingerprint match, biometric ID {P(loc.bioid(), 'BIOID')}.",
                     f"Check-in verified by palm-vein scan ({P(loc.bioid(), 'BIOID')}).",
                     f"Identity confirmed (photo ID + biometric token {P(loc.bioid(), 'BIOID')})."])


def safeguarding(r, ctx):
    loc = ctx.loc
    c = make_clin(r, loc, r.choice(["nurse", "doc", "hv"]))
    d = add_days(ctx.visit, r.randint(1, 14))
    share = "information shared with school nurse." if ((ctx.visit - ctx.dob).days > 4 * 365 and ctx.genre in ("school_nursing", "well_child_paediatric")) \
        else "information shared with health visitor and GP."
    return (f"SAFEGUARDING: discussed with named lead {P(c.p.full, 'DOCTOR')} on {loc.D(d, r.choice(['num', 'weekday', 'day_month']))}; "
            + r.choice(["no further action.", f"case ref {P(loc.letters(2) + '/' + loc.digits(5), 'IDNUM')} opened.", share]))


REGISTRY = {
    "addendum": addendum, "phone": phone_call, "referral": referral, "rx": prescription, "portal": portal, "audit": audit,
    "nok": nok, "dna": dna, "billing": billing, "team": carers, "bio": biometric, "safe": safeguarding,
}

BY_GENRE = {
    "family_medicine_gp": ["addendum", "phone", "referral", "rx", "portal", "audit", "nok", "dna", "billing", "team", "bio"],
    "well_child_paediatric": ["addendum", "phone", "referral", "portal", "nok", "dna", "billing", "team", "safe", "bio"],
    "school_nursing": ["phone", "referral", "safe", "nok", "audit"],
    "immunisation_clinic": ["phone", "nok", "dna", "billing", "audit", "portal", "bio"],
    "antenatal_clinic": ["addendum", "phone", "referral", "nok", "dna", "billing", "team", "portal", "safe", "bio"],
    "midwife_health_visitor_home_visit": ["phone", "referral", "nok", "safe", "team", "audit"],
    "mens_health_check": ["addendum", "phone", "referral", "rx", "portal", "nok", "dna", "billing", "audit", "bio"],
    "smoking_cessation": ["phone", "rx", "portal", "nok", "dna", "referral", "audit"],
}


def append(r, ctx, text, n=None):
    keys = BY_GENRE[ctx.genre]
    if ctx.code != "US":
        keys = [k for k in keys if k != "bio" or r.random() < 0.3]
    n = r.choice([1, 2, 2, 3, 3, 4, 5]) if n is None else n
    weights = {"audit": 0.2, "portal": 0.5, "bio": 0.6, "team": 0.6, "billing": 0.7}
    picks = []
    pool = list(keys)
    for _ in range(min(n, len(pool))):
        k = r.choices(pool, weights=[weights.get(x, 1.0) for x in pool])[0]
        picks.append(k)
        pool.remove(k)
    blocks = [REGISTRY[k](r, ctx) for k in picks]
    return text.rstrip("\n") + "\n\n" + "\n\n".join(blocks)
