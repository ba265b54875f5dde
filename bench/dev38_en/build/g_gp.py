"""Genre: family medicine and general practice consultations."""
import pools
from core import P, add_days, title, make_person, num_words
from ctx import make_clin, make_family, facility_name, age_phrase
from blocks import (fac_header, setup_patient, id_lines, signature, clin_ref, pt_name, pt_ref, he, his,
                    him, transcription, dr, drn, er)
import scen_adult

PMH = ["Asthma", "Hypertension", "Hypercholesterolaemia", "Type 2 diabetes", "Hypothyroidism", "GORD",
       "Depression", "Migraine", "Osteoarthritis knees", "IBS", "Eczema", "Obesity", "Anxiety",
       "Previous appendicectomy", "Gallstones (cholecystectomy)", "Gestational diabetes (previous pregnancy)",
       "Psoriasis", "Sleep apnoea on CPAP", "Left ACL reconstruction", "Iron deficiency anaemia"]
MEDS = ["atorvastatin 20 mg nocte", "levothyroxine 75 mcg OD", "salbutamol 100 mcg inhaler PRN",
        "beclometasone 100 mcg 2 puffs BD", "omeprazole 20 mg OD", "sertraline 50 mg OD", "ramipril 5 mg OD",
        "amlodipine 5 mg OD", "metformin 500 mg BD", "cetirizine 10 mg OD", "vitamin D 1000 IU OD",
        "ferrous sulfate 200 mg OD", "co-codamol 8/500 PRN", "lansoprazole 15 mg OD", "bisoprolol 2.5 mg OD"]
ALLERGIES = ["NKDA", "NKDA", "Penicillin (rash)", "Codeine (vomiting)", "Sulfa (hives)", "Latex", "Trimethoprim (rash)",
             "Elastoplast", "No known allergies"]


def pmh_for(ctx):
    return [x for x in PMH if ctx.pt.sex == "F" or "Gestational" not in x]


DEPT = {"sc_urti": "Respiratory Medicine", "sc_htn": "Cardiology", "sc_back": "Spinal Orthopaedics", "sc_diabetes": "Endocrinology",
        "sc_mood": "Community Mental Health", "sc_knee": "Orthopaedics", "sc_uti": "Urology", "sc_eczema_skin": "Dermatology",
        "sc_headache": "Neurology", "sc_fatigue": "General Medicine", "sc_gout": "Rheumatology", "sc_contraception": "Sexual Health",
        "sc_chest_pain": "Cardiology", "sc_insomnia": "Sleep Clinic"}


def us_spell(ctx, s):
    if ctx.code in ("US", "CA"):
        for a, b in [("anaemia", "anemia"), ("aemia", "emia"), ("GORD", "GERD"), ("oesoph", "esoph"),
                     ("appendicectomy", "appendectomy"), ("Hypercholesterolaemia", "Hyperlipidemia"),
                     ("paracetamol", "acetaminophen"), ("haem", "hem"), ("anaesth", "anesth"),
                     ("apnoea", "apnea"), ("colour", "color"), ("behaviour", "behavior"), ("centre", "center")]:
            s = s.replace(a, b)
    return s


ROS_ITEMS = ["Constitutional: no fever, chills or weight loss", "Eyes: no visual change", "ENT: no ear pain",
             "CV: no chest pain, palpitations or edema", "Resp: no SOB or wheeze", "GI: no nausea, vomiting, change in bowel habit",
             "GU: no dysuria or hematuria", "MSK: no joint swelling", "Skin: no rash", "Neuro: no headache, numbness or weakness",
             "Psych: mood OK, sleep OK", "Endo: no polyuria or polydipsia", "Heme: no easy bruising"]


def ros(r, ctx):
    items = r.sample(ROS_ITEMS, r.randint(5, 9))
    return "ROS: " + "; ".join(items) + ". All other systems reviewed and negative."


def vitals(r, ctx):
    us = ctx.code == "US"
    t = f"{round(r.uniform(97.2, 99.4), 1)} F" if us else f"{round(r.uniform(36.2, 37.4), 1)} C"
    wt = r.randint(52, 120)
    w = f"{round(wt * 2.2046)} lb" if us else f"{wt} kg"
    return (f"Vitals: BP {r.randint(108, 148)}/{r.randint(62, 94)}, HR {r.randint(58, 96)}, RR {r.randint(12, 18)}, T {t}, "
            f"SpO2 {r.randint(95, 100)}%, Wt {w}.")


def investigations(r, ctx):
    loc = ctx.loc
    d = add_days(ctx.visit, -r.randint(3, 40))
    acc = loc.accession()
    acc2 = loc.accession()
    opts = [f"Bloods on {loc.D(d, r.choice(loc.body_dates))} (lab ref {P(acc, 'IDNUM')}): Hb {r.randint(118, 156)} g/L, WCC {round(r.uniform(4.2, 10.8), 1)}, "
            f"CRP {r.randint(1, 28)}, eGFR >{r.choice([60, 90])}, TSH {round(r.uniform(0.6, 3.9), 2)}.",
            f"X-ray at {P(ctx.hospital, 'HOSPITAL')} on {loc.D(d, r.choice(loc.body_dates))} (accession {P(acc2, 'IDNUM')}) reported as "
            + r.choice(["normal", "mild degenerative change", "no acute bony injury"]) + ".",
            f"ECG {loc.D(d, r.choice(loc.body_dates))}: sinus rhythm, rate {r.randint(58, 92)}, normal axis, no ischaemic change.",
            f"Urine culture {loc.D(d, r.choice(loc.body_dates))} (specimen {P(acc, 'IDNUM')}): " + r.choice(["no significant growth", "mixed growth", "E. coli sensitive to nitrofurantoin"]) + "."]
    return "Investigations: " + " ".join(r.sample(opts, r.randint(1, 2)))


def education(r, ctx):
    return r.choice([
        "Discussed diagnosis, expected course and warning signs; patient verbalized understanding and agrees with plan.",
        "Written information provided. Questions answered. Shared decision-making regarding treatment options.",
        "Lifestyle counseling provided re diet, exercise, sleep and alcohol. Motivational interviewing used.",
        "Patient given after-visit summary. Advised to return or seek urgent care if symptoms worsen."])


def social(r, ctx):
    loc, p = ctx.loc, ctx.pt
    parts = []
    job = ctx.job
    emp = ctx.employer
    if ctx.age >= 66 and r.random() < 0.7:
        parts.append(f"Retired {P(job, 'PROFESSION')}.")
    else:
        parts.append(r.choice([f"Works as a {P(job, 'PROFESSION')} at {P(emp, 'ORGANIZATION')}.",
                               f"Occupation: {P(job, 'PROFESSION')} ({P(emp, 'ORGANIZATION')}).",
                               f"{P(job, 'PROFESSION').capitalize() if False else P(job, 'PROFESSION')}, {r.choice(['full time', 'part time', 'shift work'])}."]))
    if ctx.partner:
        parts.append(r.choice([f"Lives with {his(ctx)} {ctx.partner.relation} {P(ctx.partner.given, 'FAMILY')}",
                               f"Married to {P(ctx.partner.full, 'FAMILY')}",
                               f"Lives with partner {P(ctx.partner.given, 'FAMILY')}"])
                     + r.choice([" and two children.", ".", " and their son.", " in a flat."]))
    else:
        parts.append(r.choice(["Lives alone.", "Lives with parents.", "Lives with flatmates.", "Single, lives alone."]))
    parts.append(r.choice(["Never smoked.", "Ex-smoker, quit " + loc.D(add_days(ctx.visit, -r.randint(400, 4000)), "year") + ".",
                           f"Smokes {r.randint(5, 20)}/day.", "Non-smoker.", "Vapes daily."]))
    parts.append(r.choice([f"Alcohol {r.randint(0, 24)} units/wk." if ctx.code != "US" else f"EtOH {r.randint(0, 10)} drinks/wk.",
                           "Alcohol: social.", "Teetotal."]))
    return " ".join(parts)


def _setup(r, ctx):
    sex = r.choice("FM")
    setup_patient(ctx, sex=sex, age_years=r.randint(18, 84))
    prof = pools.US_PROFESSIONS if ctx.code in ("US", "CA") else pools.PROFESSIONS
    ctx.job = r.choice(prof)
    ctx.employer = pools.employer_for(r, ctx.job if hasattr(ctx, 'job') else ctx.mother_job, ctx.city)
    ctx.partner = make_family(r, ctx.loc, ctx.pt, "wife" if sex == "M" else r.choice(["husband", "partner"])) \
        if r.random() < 0.6 else None
    ctx.doc = make_clin(r, ctx.loc, "doc")
    ctx.nurse = make_clin(r, ctx.loc, "nurse")
    pool = [s for s in scen_adult.ADULT if (sex == "F" or s not in scen_adult.FEMALE_ONLY)
            and not (s is scen_adult.sc_contraception and not 16 <= ctx.age <= 48)]
    f = r.choice(pool)
    ctx.sc = f(r, ctx)
    ctx.sc_fn = f
    ctx.dept = DEPT[f.__name__]


def _plan_lines(r, ctx, plan, bullet):
    return "\n".join(f"{bullet}{us_spell(ctx, x)}" for x in plan)


def _follow(r, ctx):
    loc = ctx.loc
    fu = add_days(ctx.visit, r.choice([7, 14, 21, 28, 42, 90]))
    return r.choice([f"Follow-up booked {loc.D(fu, r.choice(loc.body_dates))}.",
                     f"RTC {r.choice(['2 wks', '4 wks', '3 mo'])} or sooner PRN." if ctx.code == "US" else
                     f"Review in {r.choice(['2 weeks', '4 weeks', '3 months'])}, sooner if worse.",
                     f"Next appt: {loc.D(fu, 'wk_long')} {r.randint(8, 16):02d}:{r.choice(['00', '15', '30', '45'])}"])


def layout_soap(r, ctx):
    loc, sc = ctx.loc, ctx.sc
    p = ctx.pt
    sexw = "female" if p.sex == "F" else "male"
    room = r.randint(1, 14)
    out = [fac_header(r, ctx), ""]
    out.append(r.choice(["PROGRESS NOTE", "OFFICE VISIT", "Clinic Note - Primary Care", "SOAP NOTE"]))
    out.append(f"Patient: {pt_name(r, ctx, r.choice(['LAST_FIRST_MI', 'last_first', 'LAST_first']))}    "
               f"DOB: {loc.D(ctx.dob, 'num')}    Age: {P(str(ctx.age), 'AGE')}    Sex: {p.sex}")
    out.append(f"{id_lines(r, ctx, ('mrn',))[0]}    "
               + (f"Acct #: {P(ctx.acct, 'ACCOUNT')}    " if r.random() < 0.7 else "")
               + f"DOS: {loc.D(ctx.visit, r.choice(loc.header_dates))} {ctx.time}")
    out += id_lines(r, ctx, ("nat", "plan") if ctx.code != "NZ" else ("plan",))
    out.append(f"Provider: {clin_ref(r, loc, ctx.doc, 'full_cred')}    Room: {P(str(room), 'LOCATION_OTHER')}")
    if r.random() < 0.3:
        out.append(f"Rooming: {P(ctx.nurse.p.full, 'DOCTOR')}, {ctx.nurse.cred}")
    out.append("")
    out.append(f"CC: {us_spell(ctx, sc['reason'])}")
    out.append("")
    nick = f' "{P(p.nick, "PATIENT")}"' if p.nick and r.random() < 0.6 else ""
    intro = r.choice([f"{P(p.given, 'PATIENT')}{nick} is a {age_phrase(r, ctx.age, 'year-old')} {sexw} who presents with {sc['reason']}.",
                      f"{age_phrase(r, ctx.age, 'yo')} {p.sex} here for {sc['reason']}.",
                      f"{title(r, p, loc.code)} {P(p.family, 'PATIENT')} is a pleasant {age_phrase(r, ctx.age, 'word')} {'woman' if p.sex == 'F' else 'man'} seen today for {sc['reason']}."])
    out.append("HPI: " + intro + " " + us_spell(ctx, sc["hx"]))
    out.append("")
    out.append("PMH: " + ", ".join(us_spell(ctx, x) for x in r.sample(pmh_for(ctx), r.randint(1, 4))))
    out.append("Meds: " + "; ".join(us_spell(ctx, x) for x in r.sample(MEDS, r.randint(1, 3))) if r.random() < 0.8 else "Meds: none")
    out.append("Allergies: " + r.choice(ALLERGIES))
    out.append("Social: " + us_spell(ctx, social(r, ctx)))
    if r.random() < 0.5:
        fa = make_family(r, loc, p, r.choice(["mother", "father"]))
        out.append(f"Family: {fa.relation.capitalize()} {r.choice(['T2DM', 'HTN', 'breast ca', 'CAD', 'colon ca'])} dx at {P(str(r.randint(45, 70)), 'AGE')}"
                   + r.choice(["", f", deceased at {P(str(r.randint(60, 88)), 'AGE')}"]) + ".")
    out.append(us_spell(ctx, ros(r, ctx)))
    out.append("")
    out.append(us_spell(ctx, vitals(r, ctx)))
    out.append("Exam: " + us_spell(ctx, sc["exam"]))
    if r.random() < 0.5:
        out.append(us_spell(ctx, investigations(r, ctx)))
    out.append("")
    out.append("Assessment/Plan:")
    out.append(f"1. {us_spell(ctx, sc['imp'])}")
    out.append(_plan_lines(r, ctx, sc["plan"], "   - "))
    if r.random() < 0.4:
        out.append(f"2. Health maintenance - {r.choice(['flu shot given today', 'Tdap up to date', 'colon cancer screening discussed', 'lipids due'])}.")
    out.append("")
    out.append(education(r, ctx))
    out.append(_follow(r, ctx))
    if r.random() < 0.35:
        out.append(f"Pt instructed to use portal ({P(ctx.url, 'URL')}) for results; phone on file {P(ctx.pt_phone, 'PHONE')}.")
    out.append("")
    out.append(signature(r, ctx, ctx.doc))
    return "\n".join(out)


def layout_emis(r, ctx):
    """GP journal extract, newest entry first (EMIS/SystmOne/Medtech style)."""
    loc, sc, p = ctx.loc, ctx.sc, ctx.pt
    out = []
    out.append(f"{P(ctx.practice, 'HOSPITAL')} -- {r.choice(['Consultation record', 'Journal', 'Clinical record extract'])}")
    out.append(f"{title(r, p, loc.code)} {pt_name(r, ctx, 'first_LAST')} ({'F' if p.sex == 'F' else 'M'})  "
               f"DOB {loc.D(ctx.dob, 'num')} ({P(str(ctx.age), 'AGE')}y)  " + "  ".join(id_lines(r, ctx, ("nat",))))
    out.append(f"{loc.addr_inline(ctx.addr)}   Tel: {P(ctx.pt_phone, 'PHONE')}")
    if r.random() < 0.4:
        out.append(f"Usual GP: {dr(loc)} {P(make_person(r, loc.code).full, 'DOCTOR')}")
    out.append("-" * r.choice([40, 48, 56]))
    entries = []  # (date, sequence, lines)
    kind = r.choice(["Surgery consultation", "Face to face", "GP Surgery", "Telephone encounter"])
    cur = [f"{loc.D(ctx.visit, r.choice(['num', 'dash', 'dash_up']))} {ctx.time}  {kind}  {clin_ref(r, loc, ctx.doc, r.choice(['dr_full', 'full']))}"
           + (f"  ({P(ctx.doc.username, 'USERNAME')})" if r.random() < 0.3 else "")]
    opener = r.choice(["", "", f"{P(p.given, 'PATIENT')} attends {r.choice(['alone', 'with ' + his(ctx) + ' ' + ctx.partner.relation + ' ' + P(ctx.partner.given, 'FAMILY') if ctx.partner else 'alone'])}. ",
                       f"{title(r, p, loc.code)} {P(p.family, 'PATIENT')} seen. ", f"Pt {P(p.fmt('init'), 'PATIENT')} c/o {sc['reason']}. "])
    cur.append(f"History: {opener}{sc['hx']}")
    if kind != "Telephone encounter":
        cur.append(f"Examination: {sc['exam']}")
    cur.append(f"Problem: {sc['imp']} ({r.choice(['New', 'First', 'Ongoing'])})")
    cur.append("Plan: " + ". ".join(sc["plan"]) + ".")
    if r.random() < 0.6:
        cur.append(f"Medication: {r.choice(MEDS)} - {r.choice(['issued', 'acute', 'repeat'])}")
    cur.append(f"Safety netting: {r.choice(['advised re red flags, ' + er(ctx) + ' if worse', 'call back if not improving in 48h', 'standard worsening advice given'])}")
    cur.append(_follow(r, ctx))
    entries.append((ctx.visit, 0, cur))
    d0 = ctx.visit
    used = [ctx.sc_fn]
    for i in range(r.choice([0, 1, 1, 2, 3]) if r.random() < 0.8 else 0):
        pool = [f for f in scen_adult.ADULT if (p.sex == "F" or f not in scen_adult.FEMALE_ONLY)
                and not (f is scen_adult.sc_contraception and not 16 <= ctx.age <= 48) and f not in used]
        f2 = r.choice(pool)
        used.append(f2)
        sc2 = f2(r, ctx)
        d0 = add_days(d0, -r.randint(30, 300))
        c2 = make_clin(r, loc, r.choice(["doc", "nurse"]))
        k2 = r.choice(["Surgery consultation", "Telephone encounter", "Face to face"])
        e = [f"{loc.D(d0, r.choice(['num', 'dash', 'dash_up']))} {r.randint(8, 17):02d}:{r.randint(0, 59):02d}  "
             f"{k2}  {clin_ref(r, loc, c2, r.choice(['dr_full', 'full']))}",
             f"History: {sc2['hx']}"]
        if k2 != "Telephone encounter":
            e.append(f"Examination: {sc2['exam']}")
        e.append(f"Problem: {sc2['imp']}")
        e.append("Plan: " + ". ".join(sc2["plan"]) + ".")
        entries.append((d0, 1 + i, e))
    if r.random() < 0.6:
        d2 = add_days(ctx.visit, r.randint(1, 6))
        admin = make_person(r, loc.code, middle_p=0)
        entries.append((d2, 10, [
            f"{loc.D(d2, 'num')} {r.randint(8, 17):02d}:{r.randint(0, 59):02d}  Administration  {P(admin.full, 'DOCTOR')} (Receptionist)",
            r.choice([
                f"Pt rang re results. Advised normal, no action per {drn(loc, ctx.doc, 'last')}. Mobile confirmed {P(ctx.pt_mobile, 'PHONE')}.",
                f"Letter received from {P(ctx.hospital, 'HOSPITAL')} - scanned to record, tasked to GP.",
                f"Fit note collected by {his(ctx)} {ctx.partner.relation if ctx.partner else 'friend'} {P((ctx.partner or make_person(r, loc.code)).given, 'FAMILY')}.",
                f"Email address updated to {P(ctx.pt_email, 'EMAIL')} at patient's request."])]))
    if r.random() < 0.4:
        d3 = add_days(ctx.visit, r.randint(7, 20))
        entries.append((d3, 11, [
            f"{loc.D(d3, 'num')}  Nurse appointment  {P(ctx.nurse.p.full, 'DOCTOR')} ({ctx.nurse.cred})",
            f"BP {r.randint(118, 150)}/{r.randint(70, 94)}. Wt {r.randint(55, 110)} kg. Bloods taken - sample {P(loc.accession(), 'IDNUM')}."]))
    entries.sort(key=lambda e: (e[0], -e[1]), reverse=True)
    for i, (_, _, lines) in enumerate(entries):
        if i:
            out.append("")
        out += lines
    return "\n".join(out)


def layout_letter(r, ctx):
    loc, sc, p = ctx.loc, ctx.sc, ctx.pt
    spec = make_clin(r, loc, "doc")
    dept = ctx.dept
    out = [fac_header(r, ctx, compact=False), ""]
    out.append(loc.D(ctx.visit, r.choice(["long", "long", "num", "long_ord"])))
    out.append("")
    out.append(f"{drn(loc, spec)}")
    out.append(f"{us_spell(ctx, dept)}, {P(ctx.hospital, 'HOSPITAL')}")
    ha = loc.address()
    out.append(loc.addr_block(ha))
    out.append("")
    out.append(f"Dear {drn(loc, spec, 'last')},")
    out.append("")
    out.append(f"Re: {pt_name(r, ctx, r.choice(['first_LAST', 'full', 'LAST_first']))}, DOB {loc.D(ctx.dob, 'num')}")
    out.append(f"    {loc.addr_inline(ctx.addr)}")
    ids = id_lines(r, ctx, ("nat", "mrn") if loc.code != "US" else ("mrn", "plan"))
    out.append("    " + "  ".join(ids[:2]))
    if r.random() < 0.5:
        out.append(f"    Tel: {P(ctx.pt_mobile, 'PHONE')}")
    out.append("")
    sexw = "lady" if p.sex == "F" else "gentleman"
    if loc.code == "US":
        sexw = "woman" if p.sex == "F" else "man"
    out.append(f"Thank you for seeing this {age_phrase(r, ctx.age, r.choice(['year-old', 'word']))} {sexw} whom I saw on "
               f"{loc.D(ctx.visit, r.choice(loc.body_dates))} with {sc['reason']}. {sc['hx']}")
    out.append("")
    out.append(f"On examination: {sc['exam']}")
    out.append("")
    if r.random() < 0.7:
        out.append(investigations(r, ctx))
        out.append("")
    out.append(f"My impression is {sc['imp'][0].lower() + sc['imp'][1:]}. So far I have: " + "; ".join(x[0].lower() + x[1:] for x in sc["plan"][:2]) + ". "
               + r.choice(["I would be grateful for your opinion and further management.",
                           "I would appreciate your assessment regarding further investigation.",
                           "Many thanks for your help with this patient."]))
    out.append("")
    out.append("Past history: " + ", ".join(r.sample(pmh_for(ctx), r.randint(1, 3))) + ".")
    out.append("Medication: " + (", ".join(r.sample(MEDS, r.randint(1, 3))) if r.random() < 0.8 else "nil regular") + ".")
    out.append("Allergies: " + r.choice(ALLERGIES) + ".")
    out.append("Social: " + social(r, ctx))
    out.append("")
    out.append(r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]))
    out.append("")
    out.append(drn(loc, ctx.doc) if ctx.doc.is_dr else P(ctx.doc.p.full, 'DOCTOR'))
    out.append(f"{ctx.doc.cred}" + (f"  {ctx.doc.lic[0]} {P(ctx.doc.lic[1], 'LICENSE')}" if r.random() < 0.6 else ""))
    out.append(f"cc: {title(r, p, loc.code)} {P(p.fmt(r.choice(['full', 'init_last'])), 'PATIENT')} (patient)")
    return us_spell(ctx, "\n".join(out))


def layout_dictated(r, ctx):
    loc, sc, p = ctx.loc, ctx.sc, ctx.pt
    out = []
    out.append(f"{P(ctx.practice.upper(), 'HOSPITAL')}")
    out.append(f"CLINIC NOTE")
    out.append(f"NAME: {P(p.fmt('LAST_FIRST_MI'), 'PATIENT')}")
    out.append(f"DATE OF BIRTH: {loc.D(ctx.dob, 'num')}")
    out.append(f"{id_lines(r, ctx, ('mrn',))[0].upper().replace('MRN#', 'MRN')}")
    out.append(f"DATE OF SERVICE: {loc.D(ctx.visit, 'num')}")
    out.append(f"ATTENDING: {P(ctx.doc.p.fmt('LAST_first').upper(), 'DOCTOR')}, {ctx.doc.cred}")
    out.append("")
    pronoun = "She" if p.sex == "F" else "He"
    out.append(f"HISTORY OF PRESENT ILLNESS: The patient is a {age_phrase(r, ctx.age, 'year-old')} "
               f"{'female' if p.sex == 'F' else 'male'} who comes in today for {sc['reason']}. {us_spell(ctx, sc['hx'])} "
               f"{pronoun} was last seen here by {dr(loc)} {P(make_person(r, loc.code).family, 'DOCTOR')} on "
               f"{loc.D(add_days(ctx.visit, -r.randint(90, 500)), r.choice(['long', 'num']))}.")
    out.append("")
    out.append("PAST MEDICAL HISTORY: " + ", ".join(us_spell(ctx, x) for x in r.sample(pmh_for(ctx), r.randint(1, 3))) + ".")
    out.append("MEDICATIONS: " + ("; ".join(us_spell(ctx, x) for x in r.sample(MEDS, r.randint(1, 4)))) + ".")
    out.append("ALLERGIES: " + r.choice(ALLERGIES) + ".")
    out.append("SOCIAL HISTORY: " + us_spell(ctx, social(r, ctx)))
    fa = make_family(r, loc, p, r.choice(["mother", "father", "brother", "sister"]))
    out.append(f"FAMILY HISTORY: {fa.relation.capitalize()} with {r.choice(['coronary disease', 'type 2 diabetes', 'breast cancer', 'hypertension', 'colon cancer'])} "
               f"diagnosed at age {P(str(r.randint(40, 72)), 'AGE')}. " + r.choice(["Otherwise noncontributory.", "No other premature heart disease."]))
    out.append("REVIEW OF SYSTEMS: " + us_spell(ctx, ros(r, ctx))[5:])
    out.append("PHYSICAL EXAMINATION: " + ("" if sc["exam"].startswith("BP") else us_spell(ctx, vitals(r, ctx)) + " ") + us_spell(ctx, sc["exam"]))
    if r.random() < 0.5:
        out.append("DATA: " + us_spell(ctx, investigations(r, ctx))[16:])
    out.append("")
    out.append(f"ASSESSMENT AND PLAN: {us_spell(ctx, sc['imp'])}. " + ". ".join(us_spell(ctx, x) for x in sc["plan"]) + ". "
               + _follow(r, ctx))
    out.append("")
    out.append(f"{P(ctx.doc.p.full, 'DOCTOR')}, {ctx.doc.cred}")
    out.append("")
    out.append(transcription(r, ctx, ctx.doc))
    return "\n".join(out)


def layout_telehealth(r, ctx):
    loc, sc, p = ctx.loc, ctx.sc, ctx.pt
    out = []
    mode = r.choice(["Video consultation", "Telehealth video visit", "Virtual visit (video)"])
    out.append(f"{mode} -- {P(ctx.practice, 'HOSPITAL')}")
    out.append(f"Date: {loc.D(ctx.visit, r.choice(loc.header_dates))}   Start: {ctx.time}   Clinician: {clin_ref(r, loc, ctx.doc)}")
    out.append(f"Patient: {pt_name(r, ctx)}   DOB: {loc.D(ctx.dob, 'num')}   " + "   ".join(id_lines(r, ctx, ("mrn",))))
    out.append("")
    out.append(f"Consent for video consultation obtained verbally. Identity confirmed with DOB and address "
               f"({P(ctx.addr['street'], 'STREET')}, {P(ctx.addr['city'], 'CITY')}). Patient at home"
               + r.choice(["", f", {his(ctx)} {ctx.partner.relation} {P(ctx.partner.given, 'FAMILY')} present with consent" if ctx.partner else ""]) + ".")
    uname = loc.username(p)
    out.append(f"Platform: patient portal, login {P(uname, 'USERNAME')}; connection from {P(loc.ip(), 'IPADDR')}. "
               f"Fallback number {P(ctx.pt_mobile, 'PHONE')}.")
    out.append("")
    out.append("S: " + sc["hx"])
    out.append("O: Observed via video - " + r.choice(["alert, comfortable, speaking full sentences.", "looks well, no distress.", "appears tired but comfortable."])
               + " " + r.choice(["Self-reported temp 37.9.", "Home BP " + f"{r.randint(118, 150)}/{r.randint(70, 94)}.", "No exam possible beyond observation."]))
    out.append("A: " + sc["imp"])
    out.append("P: " + "; ".join(sc["plan"]) + ".")
    if r.random() < 0.6:
        pharm = facility_name(r, loc, "pharmacy", ctx.city)
        out.append(f"e-Prescription sent to {P(pharm, 'HOSPITAL')}, {P(loc.street_line(), 'STREET')}.")
    out.append(_follow(r, ctx))
    out.append(f"Call ended {int(ctx.time[:2]):02d}:{min(59, int(ctx.time[3:]) + r.randint(8, 14)):02d}.")
    out.append("")
    out.append(signature(r, ctx, ctx.doc, esign=True))
    return us_spell(ctx, "\n".join(out))


LAYOUTS = {
    "US": [(layout_soap, 4), (layout_dictated, 2), (layout_telehealth, 1), (layout_letter, 1)],
    "CA": [(layout_soap, 2), (layout_dictated, 1), (layout_telehealth, 1), (layout_letter, 2)],
    "UK": [(layout_emis, 4), (layout_letter, 2), (layout_telehealth, 1)],
    "IE": [(layout_emis, 2), (layout_letter, 2), (layout_telehealth, 1)],
    "AU": [(layout_emis, 2), (layout_letter, 2), (layout_telehealth, 1), (layout_soap, 1)],
    "NZ": [(layout_emis, 2), (layout_letter, 2), (layout_telehealth, 1)],
}


def generate(r, ctx):
    _setup(r, ctx)
    lays = LAYOUTS[ctx.code]
    f = r.choices([x for x, _ in lays], weights=[w for _, w in lays])[0]
    return f(r, ctx)
