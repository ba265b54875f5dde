"""Genre templates. Each returns a marked note string (PHI wrapped with core.P)."""
import datetime as dt

import pools
from core import (P, Person, Staff, Relative, fmt_date, fmt_short, fmt_partial, add_days, clock, phone, phone_ext,
                  pager, email, url, ip, mrn, healthplan, ssn, license_, driver_licence, account, idnum, device,
                  vehicle, vehicle_l, bioid, postcode, street, fill, words, digits, MONTHS, pad, country_m)
from blocks import (neg_line, results_table, vitals, lab_inline, meds, scores, score, eponym_sent, icd_list, ordinary, signature,
                    cc_block, letterhead, pt_header, social, LABS)

COMPLAINTS = ["productive cough", "dysuria", "chest tightness", "lower back pain", "skin sores on both legs", "headache",
              "R ear discharge", "fatigue", "painful swollen L knee", "rash", "palpitations", "poor sleep", "dizziness",
              "abdominal pain", "SOB on exertion", "swollen ankles", "polyuria and thirst", "low mood"]


def rel_phrase(ctx, i=0, kinds=None):
    r = ctx.rng
    rel = ctx.rels[i]
    return f"{rel.rel} {rel.form(r, 'FAMILY', kinds or ['given', 'full', 'title', 'full'])}"


def pt_ref(ctx):
    """Short in-narrative reference to the patient."""
    r = ctx.rng
    return ctx.name(["title", "titledot", "given", "initials", "title", "ginit"])


def hx_event(ctx):
    r = ctx.rng
    d = add_days(ctx.visit, -r.randint(20, 2500))
    opts = [f"Admitted to {P('HOSPITAL', ctx.hospital)} {P('DATE', fmt_date(r, d, ctx.country))} with {r.choice(COMPLAINTS)}.",
            f"Dx {r.choice(['T2DM', 'HTN', 'RHD', 'CKD', 'AF', 'COPD', 'OSA'])} {P('DATE', str(d.year))}.",
            f"Last seen {P('DATE', fmt_date(r, d, ctx.country))} by {ctx.spec.ref(r)} ({r.choice(['cardiology', 'renal', 'endocrine', 'respiratory'])} outreach).",
            f"Fall at home {P('DATE', fmt_partial(r, d))}, no fracture.",
            f"Discharged from {P('HOSPITAL', r.choice(pools.WARD_NAMES))}, {P('HOSPITAL', ctx.hospital)} on {P('DATE', fmt_date(r, d, ctx.country))}.",
            f"Moved from {country_m(r)} in {P('DATE', str(d.year))}.",
            f"Travelled to {P('CITY', r.choice(pools.TOWNS[ctx.country]))} for sorry business over {P('DATE', r.choice(['Christmas', 'Easter', 'New Year', 'Boxing Day', 'Anzac Day']))}."
            if ctx.country == "AU" else
            f"Away in {P('CITY', r.choice(pools.TOWNS[ctx.country]))} over {P('DATE', r.choice(['Christmas', 'New Year', 'Boxing Day', 'Thanksgiving' if ctx.country == 'CA' else 'Matariki']))}."]
    return r.choice(opts)


def lab_req(ctx):
    r = ctx.rng
    return r.choice([f"Bloods sent (lab no. {P('IDNUM', idnum(r))}).", f"Path req {P('IDNUM', idnum(r))}: FBC, UEC, LFT, HbA1c, lipids, ACR.",
                     f"Specimen ID {P('IDNUM', idnum(r))} - MCS swab.", f"Order #{P('IDNUM', idnum(r))} for CXR."])


# ------------------------------------------------------------------ 1. GP consultation
def gp_consult(ctx):
    r = ctx.rng
    c = r.choice(COMPLAINTS)
    style = r.randint(0, 2)
    parts = []
    if style == 0:
        parts += [letterhead(ctx), "", f"CONSULTATION NOTE  {ctx.vdate()} {clock(r)}", pt_header(ctx), "",
                  f"Seen by: {ctx.gp.ref(r)}",
                  f"S: {ctx.age_phrase()} presents with {c} x {r.randint(2, 14)}/7. Attends with {rel_phrase(ctx)}. {ordinary(r, 1)}",
                  f"PMHx: {hx_event(ctx)} {hx_event(ctx)}",
                  f"SHx: {social(ctx)}",
                  f"O: {vitals(r, 'tele')}. {eponym_sent(r)}",
                  f"Recent: {lab_inline(r, 4)}", neg_line(ctx),
                  "A:", icd_list(r, 2),
                  "P:", meds(r, 3, 'dash'), lab_req(ctx), f"{ordinary(r, 1)} Next appt {ctx.d(add_days(ctx.visit, r.randint(7, 30)))}.",
                  "", signature(ctx)]
    elif style == 1:
        parts += [f"{P('HOSPITAL', ctx.clinic)} - {ctx.vdate()}", "",
                  f"{ctx.name(['title_full', 'full'])} is a {P('AGE', str(ctx.age))}-year-old {P('PROFESSION', ctx.prof)} from "
                  f"{P('CITY', ctx.town)} who attended today with {r.choice(['his', 'her'])} {rel_phrase(ctx, 0, ['full', 'given'])} "
                  f"complaining of {c}. {r.choice(['He', 'She'])} was last reviewed on {ctx.d(add_days(ctx.visit, -r.randint(30, 200)))} "
                  f"by {ctx.np.ref(r)}. {hx_event(ctx)} {ordinary(r, 2)}",
                  "",
                  f"On examination: {vitals(r, 'full')} {eponym_sent(r)} {scores(r, 1)}.",
                  f"Results reviewed: {lab_inline(r, 5)}. {neg_line(ctx)}",
                  "",
                  f"Plan: {meds(r, 3, 'inline')}. {lab_req(ctx)} I have asked {pt_ref(ctx)} to return on "
                  f"{ctx.d(add_days(ctx.visit, r.randint(5, 20)))} or sooner. {r.choice(['Partner', 'Daughter', 'Carer', 'Son'])} "
                  f"{ctx.rels[1].form(r, 'FAMILY', ['given', 'full'])} can be reached on {P('PHONE', phone(r, ctx.country, 'mobile'))}.",
                  "", signature(ctx), "", cc_block(ctx)]
    else:
        ml, mv = ctx.mrn
        parts += [f"{ctx.vdate()} {clock(r)} {ctx.gp.ref(r, ['title'])} @ {P('HOSPITAL', ctx.clinic)}",
                  f"pt {ctx.name(['initials', 'SURFIRST', 'ginit'])} {ctx.age_phrase()} {ml} {P('MRN', mv)}",
                  f"c/o {c} {r.randint(1, 6)}/52, {r.choice(['nil fevers', 'no CP', 'no wt loss', 'eating ok'])}",
                  f"{vitals(r, 'tele')}",
                  f"bg: {hx_event(ctx)}",
                  f"{lab_inline(r, 3)}", neg_line(ctx),
                  f"imp: {r.choice(['viral URTI', 'UTI', 'mech LBP', 'poorly controlled T2DM', 'HTN not at target', 'OA knee'])}",
                  f"plan: {meds(r, 2, 'semi')}; {ordinary(r, 1)}",
                  f"works {P('PROFESSION', ctx.prof)} @ {P('ORGANIZATION', ctx.org)} - med cert {ctx.vdate()} to {ctx.d(add_days(ctx.visit, r.randint(2, 6)))}",
                  f"DL {P('LICENSE', driver_licence(r, ctx.country))} - fit to drive, reviewed." if r.random() < 0.4 else eponym_sent(r),
                  f"{P('DOCTOR', ctx.gp.initials())}/{P('DOCTOR', ctx.rn.initials().lower())}"]
    return "\n".join(parts)


# ------------------------------------------------------------------ 2. remote-area nursing post
def remote_nursing(ctx):
    r = ctx.rng
    comm = ctx.clinic_town
    post = f"{comm} {r.choice(['Health Centre', 'Nursing Post', 'Nursing Station', 'Clinic'])}"
    c = r.choice(COMPLAINTS + ["laceration to R forearm", "fever and vomiting", "child with cough", "dog bite L calf"])
    parts = [f"{P('HOSPITAL', post)} - {r.choice(['RAN progress note', 'NURSING STATION NOTE', 'Clinic encounter'])}",
             f"Date/time: {ctx.vdate()} {clock(r)}   Enc {P('ACCOUNT', account(r))}",
             pt_header(ctx, r.choice([0, 3, 4])), ""]
    walk = r.choice([f"Walked in with {rel_phrase(ctx)}", f"Brought in by {rel_phrase(ctx)} in {r.choice(['his', 'her'])} ute (rego {P('VEHICLE', vehicle(r, ctx.country, plate=True))})",
                     f"Called out to house at {P('STREET', ctx.street)} by {rel_phrase(ctx)}", f"Found at {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))} by ranger {Person(r).form(r, 'FAMILY', ['full'])}"])
    parts.append(f"{walk}. PC: {c}. Onset {r.choice(['last night', 'this am', '3/7 ago', 'since ' + P('DATE', r.choice(['Sunday', 'Saturday', 'Friday']))])}.")
    parts.append(f"Obs: {vitals(r, r.choice(['tele', 'tele2']))}")
    parts.append(f"{eponym_sent(r)} {ordinary(r, 1)}")
    parts.append(f"POC: {lab_inline(r, 3)}")
    parts.append(neg_line(ctx))
    d1 = ctx.rels[1]
    parts.append(f"Phone consult with DMO {ctx.gp.ref(r, ['title', 'title_full'])} on {P('PHONE', phone(r, ctx.country))} at {clock(r)}: "
                 f"{r.choice(['treat locally', 'commence IV abx and review in 4 h', 'request evacuation', 'review at next doctor clinic'])}.")
    parts.append(f"Tx: {meds(r, 2, 'semi')}.")
    parts.append(f"{hx_event(ctx)} Lives at {P('STREET', ctx.street)}, {P('CITY', comm)} with {d1.rel} {d1.form(r, 'FAMILY', ['given', 'full'])}. "
                 f"{r.choice(['No phone - contact via', 'Contact via', 'Message through'])} {P('ORGANIZATION', ctx.org)} {P('PHONE', phone(r, ctx.country))}.")
    if r.random() < 0.5:
        parts.append(f"Dressings daily at clinic {ctx.d(add_days(ctx.visit, 1), 6)} - {ctx.d(add_days(ctx.visit, 5), 6)}.")
    parts.append(f"Review {r.choice(['next doctor visit', 'with AHP tomorrow', P('DATE', r.choice(['Monday', 'Tuesday', 'Thursday']))])}; {r.choice(['Dr', 'NP'])} clinic {ctx.d(add_days(ctx.visit, r.randint(3, 14)))}.")
    parts.append("")
    parts.append(r.choice([f"{ctx.rn.ref(r, ['full_cred', 'full_comma_cred'])} / pager {P('PHONE', pager(r))}",
                           f"{ctx.rn.ref(r, ['full'])}, {ctx.rn.cred} (login {P('USERNAME', ctx.rn.user)})",
                           f"RAN {P('DOCTOR', ctx.rn.full())} with AHP {P('DOCTOR', ctx.ahp.full())}"]))
    return "\n".join(parts)


# ------------------------------------------------------------------ 3. community-controlled health service
def acchs(ctx):
    r = ctx.rng
    svc = fill(r.choice(pools.ACCHS_PATTERNS[ctx.country]), r, ctx.country)
    ml, mv = ctx.mrn
    hl, hv = ctx.hp
    parts = [P("HOSPITAL", svc), ctx.addr("clinic", oneline=True),
             f"{r.choice(['Adult Health Check (MBS item 715)', 'Chronic disease review', 'Walk-in consult', 'Outreach visit', 'Youth health check'])} - {ctx.vdate()}",
             "", f"Client: {ctx.name(['full', 'SURFIRST', 'mi'])}  DOB {ctx.dob_m()}  {ml} {P('MRN', mv)}  {hl} {P('HEALTHPLAN', hv)}",
             f"Community: {P('CITY', ctx.town)} ({r.choice(['outstation', 'homeland', 'town camp', 'marae', 'reserve'])} {P('CITY', r.choice(pools.TOWNS[ctx.country]))})",
             f"Seen with: {rel_phrase(ctx, 0, ['given', 'full'])} and {rel_phrase(ctx, 1, ['given', 'full'])}",
             f"Staff: {ctx.ahp.ref(r, ['full_cred', 'full'])}, {ctx.gp.ref(r, ['title', 'title_full'])}",
             ""]
    body = [f"{pt_ref(ctx)} came in with {rel_phrase(ctx, 2, ['given'])} for {r.choice(['check-up', 'script renewal', 'sores', 'BGL review', 'needle (BPG)'])}.",
            f"{social(ctx)}", f"{hx_event(ctx)}", f"{vitals(r, r.choice(['tele', 'tele2', 'list']))}",
            f"{lab_inline(r, 4)}", f"Screening: {scores(r, 2)}. {eponym_sent(r)}",
            f"{ordinary(r, 2)}", f"Meds: {meds(r, 4, 'inline')}",
            f"Transport booked with {P('ORGANIZATION', r.choice(pools.ORGS))} for {ctx.d(add_days(ctx.visit, r.randint(3, 40)))} (driver {Person(r).form(r, 'FAMILY', ['given', 'full'])}).",
            f"Problems:\n{icd_list(r, 2)}", neg_line(ctx)]
    r.shuffle(body)
    parts += body
    parts += ["", r.choice([f"{P('DOCTOR', ctx.ahp.full())} {ctx.ahp.cred} | {P('HOSPITAL', svc)} | {P('PHONE', ctx.clinic_phone)}",
                            signature(ctx, ctx.ahp, svc), signature(ctx, None, svc)])]
    return "\n".join(parts)


# ------------------------------------------------------------------ 4. telehealth
def telehealth(ctx):
    r = ctx.rng
    spec = ctx.spec
    parts = [f"TELEHEALTH CONSULT - {r.choice(['video', 'Video', 'phone (video failed)'])}",
             f"Date: {ctx.vdate()}   Start {clock(r)}   Session {P('IDNUM', idnum(r))}",
             f"Link: {P('URL', url(r, ctx.clinic + ' telehealth'))}",
             f"Patient end: {P('HOSPITAL', ctx.clinic)}, {P('CITY', ctx.clinic_town)} {ctx.st()} (connected from {P('IPADDR', ip(r))})",
             f"Specialist end: {spec.ref(r, ['title_full', 'title'])}, {P('HOSPITAL', ctx.hospital)} (user {P('USERNAME', spec.user)})",
             f"Patient-end clinician: {ctx.rn.ref(r, ['full_cred', 'full_comma_cred'])}",
             "", pt_header(ctx, r.choice([0, 1, 2])), ""]
    parts.append(f"{r.choice(['Present', 'Also present'])}: {rel_phrase(ctx, 0)}, interpreter {Person(r).form(r, 'DOCTOR', ['full', 'given'])} (staff).")
    parts.append(f"Consent for video consult obtained verbally at {clock(r)}." + (
        f" Identity verified by face-match ID {P('BIOID', bioid(r))}." if r.random() < 0.3 else ""))
    parts.append(f"History: {ctx.age_phrase()} with {r.choice(COMPLAINTS)} x {r.randint(1, 11)}/{r.choice(['7', '52', '12'])}. {hx_event(ctx)} {hx_event(ctx)}")
    parts.append(f"Obs (taken by RN): {vitals(r, 'tele')}")
    parts.append(neg_line(ctx))
    parts.append(results_table(ctx, ncols=r.randint(2, 3), nrows=r.randint(4, 6)))
    parts.append(f"{eponym_sent(r)} {ordinary(r, 1)}")
    parts.append(f"Plan: {meds(r, 3, 'semi')}. Repeat bloods {ctx.d(add_days(ctx.visit, r.randint(20, 90)), 5 if ctx.country != 'CA' else 0)}; "
                 f"next telehealth {ctx.d(add_days(ctx.visit, r.randint(30, 120)))}.")
    if r.random() < 0.5:
        parts.append(f"Billing: item {r.choice(['91824', '92024', '110', '116'])}, invoice {P('ACCOUNT', account(r))}.")
    parts.append(f"IT: session dropped x1, reconnected from {P('IPADDR', ip(r))}; helpdesk ref {P('IDNUM', idnum(r))}." if r.random() < 0.5 else
                 f"Patient portal: {P('URL', url(r, 'patient ' + ctx.pt.family))}; e-mail {P('EMAIL', email(r, ctx.pt))}.")
    parts += ["", signature(ctx, spec, ctx.hospital), cc_block(ctx, 2)]
    return "\n".join(parts)


# ------------------------------------------------------------------ 5. maternal and child health
def mch(ctx):
    r = ctx.rng
    baby = Person(r)
    baby.family = ctx.pt.family
    mum = Person(r, "F")
    mum.family = baby.family if r.random() < 0.7 else mum.family
    unit = r.choice(["weeks", "wk", "months", "mo"])
    a = r.randint(1, 16) if unit in ("weeks", "wk") else r.randint(2, 30)
    dob = add_days(ctx.visit, -a * (7 if unit in ("weeks", "wk") else 30) - r.randint(0, 5))
    ga = f"{r.randint(34, 41)}+{r.randint(0, 6)}"
    wt = int(3300 + (a * 7 if unit in ("weeks", "wk") else a * 30) * r.uniform(18, 26)) if a < 13 or unit in ("weeks", "wk") else r.randint(9000, 14500)
    ml, mv = ctx.mrn
    kind = r.choice(['Child health check', 'MCH KEY AGES AND STAGES VISIT', 'Well-child visit', 'Postnatal home visit'])
    svc = fill(r.choice({'AU': ['{w} Child and Family Health', '{w} Maternal and Child Health Centre'],
                         'NZ': ['{w} Whanau Tamariki Service', '{w} Well Child Clinic'],
                         'CA': ['{w} Well Baby Clinic', '{w} Prenatal and Postnatal Program']}[ctx.country]), r, ctx.country)
    parts = [f"{P('HOSPITAL', svc)}",
             f"{kind} - {ctx.vdate()}",
             f"Child: {baby.form(r, 'PATIENT', ['full', 'SURFIRST', 'mi'])}   DOB {P('DATE', fmt_date(r, dob, ctx.country))}   Age {P('AGE', str(a))} {unit}   {ml} {P('MRN', mv)}",
             f"Mother: {mum.form(r, 'FAMILY', ['full', 'title_full', 'surfirst'])} ({P('AGE', str(r.randint(16, 44)))} yo, {P('PROFESSION', r.choice(pools.PROFESSIONS))})  Ph {P('PHONE', phone(r, ctx.country, 'mobile'))}",
             f"Address: {ctx.addr('pt')}", ""]
    body = [f"Born at {P('HOSPITAL', ctx.hospital)} at {ga}/40, BW {r.randint(2100, 4400)} g, Apgar {r.randint(5, 9)} and {r.randint(7, 10)}. Guthrie card done.",
            f"Weight {wt} g ({r.choice(['25th', '50th', '10th', '75th', '3rd'])} centile), length {r.randint(48, 90)} cm, HC {r.uniform(33, 48):.1f} cm.",
            f"Feeding: {r.choice(['EBF 8-10 feeds/24h', 'formula 120 mL 4-hourly', 'breast + solids started', 'mixed feeding'])}. {r.choice(['Wet nappies 6+/day.', 'Sleeps 3-4 h blocks.', 'Settling concerns discussed.'])}",
            f"Mother EPDS {r.randint(0, 21)}; {r.choice(['supported by her mother', 'partner works away', 'lives with aunty'])} {ctx.rels[0].form(r, 'FAMILY', ['given', 'full'])}.",
            f"{baby.form(r, 'PATIENT', ['given'])} {r.choice(['smiling and fixing/following', 'rolling both ways', 'sitting unsupported', 'walking with support'])}. {ordinary(r, 1)}",
            f"Hips: Ortolani and Barlow negative. Red reflex present bilat. {eponym_sent(r)}",
            f"Immunisations {r.choice(['up to date', 'due'])} - next due {ctx.d(add_days(ctx.visit, r.randint(14, 60)))}.",
            f"Siblings: {Person(r).form(r, 'FAMILY', ['given'])} ({P('AGE', str(r.randint(2, 12)))}) and {Person(r).form(r, 'FAMILY', ['given'])} ({P('AGE', str(r.randint(2, 12)))}y)."]
    r.shuffle(body)
    parts += body
    if r.random() < 0.5:
        parts.append(f"Baby {P('DEVICE', device(r))} home apnoea monitor returned to {P('HOSPITAL', ctx.hospital)}." if r.random() < 0.3 else
                     f"Car seat check done; family car rego {P('VEHICLE', vehicle(r, ctx.country, plate=True))}.")
    parts += [f"Next visit {ctx.d(add_days(ctx.visit, r.randint(14, 90)))} at {clock(r)}.", "",
              r.choice([f"{ctx.mw.ref(r, ['full_comma_cred', 'full_cred'])}, Child and Family Health Nurse, {P('PHONE', phone_ext(r, ctx.country))}",
                        signature(ctx, ctx.mw, svc)])]
    return "\n".join(parts)


# ------------------------------------------------------------------ 6. aged-care assessment
def aged_care(ctx):
    r = ctx.rng
    ctx.age = r.randint(68, 101)
    ctx.dob = ctx.dob.replace(year=ctx.visit.year - ctx.age)
    if (ctx.dob.month, ctx.dob.day) > (ctx.visit.month, ctx.visit.day):
        ctx.dob = ctx.dob.replace(year=ctx.dob.year - 1)
    fac = fill(r.choice(pools.AGED_PATTERNS), r, ctx.country)
    wing = r.choice(pools.WARD_NAMES).replace("Ward", "Wing").replace("Unit", "Wing")
    room = r.choice([str(r.randint(1, 60)), f"{r.randint(1, 30)}{r.choice('AB')}", f"{r.randint(1, 3)}0{r.randint(1, 9)}"])
    nok = ctx.rels[0]
    sl, sv = ssn(r, ctx.country)
    parts = [f"{r.choice(['AGED CARE ASSESSMENT', 'Comprehensive aged-care assessment', 'Needs assessment (NASC)', 'Home care level review'])}",
             f"Assessor: {ctx.np.ref(r, ['full_comma_cred', 'full_cred'])}   Date: {ctx.vdate()}",
             pt_header(ctx, r.choice([0, 1, 3])),
             f"{sl}: {P('SSN', sv)}",
             f"Residence: {P('HOSPITAL', fac)}, Room {P('LOCATION_OTHER', room)}, {P('HOSPITAL', wing)}" if r.random() < 0.6 else
             f"Lives at home: {ctx.addr('pt')} ({r.choice(['alone', 'with spouse', 'with son'])})",
             f"NOK: {nok.form(r, 'FAMILY', ['surfirst', 'full'])} ({nok.rel}) {P('PHONE', phone(r, ctx.country))}, {P('EMAIL', email(r, nok))}",
             "", "Background:"]
    parts.append(f"{ctx.name(['title', 'titledot', 'title_full'])} is a {ctx.age_adj()} retired {P('PROFESSION', ctx.prof)} "
                 f"{r.choice(['born in', 'originally from'])} {country_m(r)}. {hx_event(ctx)} {hx_event(ctx)}")
    parts.append(icd_list(r, 3))
    parts.append(f"Function: {scores(r, 2)}. {r.choice(['Mobilises with 4WW.', 'Wheelchair for distances.', 'Independent with stick.'])}")
    parts.append(neg_line(ctx))
    parts.append(f"Cognition: {score(r)}. {eponym_sent(r)} {ordinary(r, 1)}")
    parts.append(f"Devices: {r.choice(['pacemaker', 'hearing aids', 'CPAP', 'insulin pump'])} SN {P('DEVICE', device(r))}; "
                 f"{r.choice(['walker', 'pressure mattress', 'personal alarm'])} serial {P('DEVICE', device(r))}.")
    parts.append(f"Meds (per {P('HOSPITAL', fill(r.choice(pools.PHARM_PATTERNS), r, ctx.country))} DAA list {ctx.d(add_days(ctx.visit, -r.randint(1, 20)))}):\n{meds(r, 5, 'num')}")
    if r.random() < 0.25:
        parts.append(f"Wander-alert enrolment: palm-vein template {P('BIOID', bioid(r))} registered {ctx.d(add_days(ctx.visit, -r.randint(5, 200)))}.")
    parts.append(f"Carers: {rel_phrase(ctx, 1, ['full', 'given'])} visits {r.choice(['daily', 'twice a week', 'most days'])}; "
                 f"community nurse {ctx.rn.ref(r, ['full', 'full_cred'])} {P('PHONE', phone(r, ctx.country))}.")
    parts.append(f"Respite {ctx.d(add_days(ctx.visit, r.randint(10, 40)), 3)} to {ctx.d(add_days(ctx.visit, r.randint(45, 60)), 3)} at {P('HOSPITAL', fill(r.choice(pools.AGED_PATTERNS), r, ctx.country))}.")
    parts.append(f"Recommendation: {r.choice(['permanent residential care', 'Level 3 home care package', 'increase home support', 'transition care'])}. Review {ctx.d(add_days(ctx.visit, 180))}.")
    parts += ["", signature(ctx, ctx.np)]
    return "\n".join(parts)


# ------------------------------------------------------------------ 7. chronic-disease care plan with results
def care_plan(ctx):
    r = ctx.rng
    ml, mv = ctx.mrn
    parts = [letterhead(ctx), "", f"{r.choice(['GP MANAGEMENT PLAN / TEAM CARE ARRANGEMENT', 'Chronic Disease Care Plan', 'Long-term conditions plan', 'Diabetes annual cycle of care'])}",
             f"Prepared {ctx.vdate()} by {ctx.gp.ref(r, ['title_full', 'title'])}", pt_header(ctx, r.choice([0, 1, 3])), "",
             "Conditions:", icd_list(r, 3), "", "Results:", results_table(ctx), ""]
    parts.append(f"Vitals today: {vitals(r, r.choice(['tele', 'tele2']))}. {scores(r, 2)}.")
    if r.random() < 0.6:
        parts.append(f"{r.choice(['CGM', 'Insulin pump', 'Pacemaker', 'Home INR meter', 'CPAP'])} serial no. {P('DEVICE', device(r))} - data reviewed {ctx.d(add_days(ctx.visit, -r.randint(1, 9)))}.")
    goals = [("HbA1c < 7%", "diet, metformin titration"), ("BP < 130/80", "home BP diary"), ("Stop smoking", "NRT + Quitline"),
             ("Walk 30 min/day", "exercise physiology"), ("Wt loss 5 kg", "dietitian"), ("LDL < 1.8", "statin adherence"),
             ("No foot ulcers", "podiatry 3-monthly")]
    sel = r.sample(goals, 3)
    gfmt = r.choice(["pipe", "csv", "list"])
    parts.append("Goals:")
    if gfmt == "pipe":
        parts += ["| Goal | Action | Who | Review |", "|---|---|---|---|"]
        for g, a in sel:
            who = r.choice([ctx.rn, ctx.ahp, ctx.pharm])
            parts.append(f"| {g} | {a} | {who.ref(r, ['full', 'full_cred'])} | {ctx.d(add_days(ctx.visit, r.randint(60, 180)), 0 if ctx.country != 'CA' else 0)} |")
    elif gfmt == "csv":
        parts.append("goal,action,responsible,review")
        for g, a in sel:
            parts.append(f"{g},{a},{P('DOCTOR', r.choice([ctx.rn, ctx.ahp, ctx.pharm]).full())},{P('DATE', fmt_short(add_days(ctx.visit, r.randint(60, 180)), ctx.country))}")
    else:
        for g, a in sel:
            parts.append(f"* {g} - {a} (review {ctx.d(add_days(ctx.visit, r.randint(60, 180)))})")
    parts.append("")
    parts.append("Care team:")
    team = [(ctx.pharm, "Pharmacist"), (ctx.rn, "Practice nurse"), (ctx.ahp, "Health worker"), (ctx.spec, "Specialist")]
    for st, role in r.sample(team, 3):
        parts.append(f"- {role}: {st.ref(r)} {r.choice(['Ph', 'T:', 'ph'])} {P('PHONE', phone(r, ctx.country))}")
    parts.append(f"Patient agrees with plan. {social(ctx)} {ordinary(r, 1)}")
    parts.append(f"Meds:\n{meds(r, 5, 'dash')}")
    parts += ["", signature(ctx), f"Copy given to {pt_ref(ctx)} and {rel_phrase(ctx, 0, ['given', 'full'])}."]
    return "\n".join(parts)


# ------------------------------------------------------------------ 8. retrieval / evacuation request
def retrieval(ctx):
    r = ctx.rng
    svc = r.choice(pools.RETRIEVAL_SERVICES[ctx.country])
    comm = ctx.clinic_town
    esc = ctx.rels[0]
    parts = [f"{P('ORGANIZATION', svc)} - {r.choice(['REQUEST FOR RETRIEVAL', 'Medevac request', 'Aeromedical transfer request', 'Inter-facility transfer'])}",
             f"Case no: {P('IDNUM', idnum(r))}   Received {ctx.vdate()} {clock(r)}   Priority {r.randint(1, 4)}",
             f"Referring site: {P('HOSPITAL', f'{comm} Health Centre')}, {P('CITY', comm)} {ctx.st()}",
             f"Referrer: {ctx.rn.ref(r, ['full_cred', 'full_comma_cred'])} {P('PHONE', phone(r, ctx.country))}; sat phone {P('PHONE', phone(r, ctx.country))}",
             f"Receiving: {P('HOSPITAL', ctx.hospital)}, {P('HOSPITAL', r.choice(pools.WARD_NAMES))} - accepted by {ctx.spec.ref(r, ['title', 'title_full'])} at {clock(r)}",
             "", f"Patient: {ctx.name(['SURFIRST', 'full', 'surfirst'])}, {ctx.age_phrase()}, wt {r.randint(8, 140)} kg, DOB {ctx.dob_m()}",
             f"{ctx.mrn[0]}: {P('MRN', ctx.mrn[1])}   {ctx.hp[0]}: {P('HEALTHPLAN', ctx.hp[1])}", ""]
    mechs = ["single vehicle rollover", "fall from horse", "chest pain", "sepsis", "DKA", "status asthmaticus", "snake bite", "GI bleed"]
    if ctx.pt.sex == "F" and ctx.age < 45:
        mechs += [f"PV bleeding at {r.randint(20, 36)}+{r.randint(0, 6)}/40", f"pre-eclampsia at {r.randint(28, 38)}+{r.randint(0, 6)}/40"]
    mech = r.choice(mechs)
    parts.append(f"Dx/mechanism: {mech}. {hx_event(ctx)}")
    if "vehicle" in mech or r.random() < 0.4:
        vl, vv = vehicle_l(r, ctx.country)
        parts.append(f"Vehicle: {r.choice(['ute', 'sedan', 'quad bike', 'snowmobile', 'truck'])} {vl} {P('VEHICLE', vv)}, "
                     f"left at {P('LOCATION_OTHER', r.choice(pools.LANDMARKS))}; police notified.")
    parts.append("Obs trend:")
    tf = r.choice(["fixed", "pipe", "tab"])
    hdr = ["Time", "HR", "BP", "RR", "SpO2", "GCS"]
    rows = [[clock(r).split()[0] if tf != "x" else "", str(r.randint(60, 140)), f"{r.randint(80, 170)}/{r.randint(40, 100)}", str(r.randint(12, 36)),
             f"{r.randint(84, 100)}%", str(r.randint(9, 15))] for _ in range(r.randint(3, 5))]
    if tf == "fixed":
        parts.append("".join(h.ljust(9) for h in hdr))
        parts += ["".join(c.ljust(9) for c in row) for row in rows]
    elif tf == "pipe":
        parts.append("| " + " | ".join(hdr) + " |")
        parts += ["| " + " | ".join(row) + " |" for row in rows]
    else:
        parts.append("\t".join(hdr))
        parts += ["\t".join(row) for row in rows]
    parts.append(f"Bloods (i-STAT): {lab_inline(r, 4)}. {scores(r, 1)}.")
    parts.append(f"Tx given: {meds(r, 3, 'semi')}. {eponym_sent(r)}")
    parts.append(f"Airstrip: {P('CITY', comm)} - {r.choice(['lights required', 'daylight only', 'wet, check with council'])}; ground transfer by {P('ORGANIZATION', r.choice(pools.ORGS))}.")
    parts.append(f"Escort: {esc.rel} {esc.form(r, 'FAMILY', ['full', 'given', 'surfirst'])} ({P('AGE', str(r.randint(18, 70)))}), ph {P('PHONE', phone(r, ctx.country, 'mobile'))}.")
    parts.append(f"Tasked: {r.choice(['aircraft', 'rotary wing', 'road'])} ETA {clock(r)}; flight nurse {Staff(r, 'rn', ctx.country).ref(r, ['full', 'full_cred'])}, "
                 f"MO {Staff(r, 'gp', ctx.country).ref(r, ['title', 'title_full'])}.")
    co = Staff(r, 'rn', ctx.country)
    parts.append(f"Coordinator: {P('DOCTOR', co.full())} (login {P('USERNAME', co.user)}) {ctx.vdate()} {clock(r)}")
    return "\n".join(parts)


# ------------------------------------------------------------------ 9. immunisation catch-up
VAX_CHILD = ["DTPa-hepB-IPV-Hib", "13vPCV", "Rotavirus", "MMR", "MMRV", "MenACWY", "MenB", "Hep A", "dTpa-IPV",
             "Varicella", "Influenza (QIV)", "BCG", "Hep B (paed)"]
VAX_ADULT = ["dTpa", "Td", "IPV", "MMR", "Hep B", "Hep A", "HPV9", "Influenza (QIV)", "COVID-19 (XBB.1.5)",
             "Zoster (RZV)", "23vPPV", "13vPCV", "MenACWY", "Varicella"]


def immunisation(ctx):
    r = ctx.rng
    child = r.random() < 0.5
    if child:
        ctx.age = r.randint(1, 15)
        ctx.dob = ctx.dob.replace(year=ctx.visit.year - ctx.age)
        if (ctx.dob.month, ctx.dob.day) > (ctx.visit.month, ctx.visit.day):
            ctx.dob = ctx.dob.replace(year=ctx.dob.year - 1)
    origin = r.choice(pools.OTHER_COUNTRIES)
    ml, mv = ctx.mrn
    parts = [f"{P('HOSPITAL', ctx.clinic)} - {r.choice(['Immunisation catch-up record', 'CATCH-UP SCHEDULE', 'Vaccination record', 'Immunisation history and plan'])}",
             f"Name: {ctx.name(['SURFIRST', 'full', 'mi'])}   DOB: {ctx.dob_m()}   Age: {P('AGE', str(ctx.age))}   {ml}: {P('MRN', mv)}",
             f"Register ID: {P('IDNUM', idnum(r))}   {ctx.hp[0]}: {P('HEALTHPLAN', ctx.hp[1])}",
             f"Arrived from {country_m(r, origin)} {ctx.d(add_days(ctx.visit, -r.randint(30, 900)))}; overseas records {r.choice(['partial', 'nil', 'translated'])}."
             if r.random() < 0.6 else f"Previously vaccinated in {P('CITY', r.choice(pools.TOWNS[ctx.country]))}, {ctx.st()}.",
             f"Parent/guardian: {rel_phrase(ctx, 0, ['full', 'title_full', 'surfirst'])}, {P('PHONE', phone(r, ctx.country, 'mobile'))}" if child else
             f"Occupation: {P('PROFESSION', ctx.prof)} ({P('ORGANIZATION', ctx.org)}) - {r.choice(['needs Hep B', 'needs Q fever screen', 'needs flu', 'needs dTpa'])}.",
             ""]
    fmt = r.choice(["pipe", "csv", "tab", "fixed"])
    VACCINES = VAX_CHILD if child else VAX_ADULT
    given = r.sample(VACCINES, r.randint(4, 7))
    rows = []
    d = add_days(ctx.visit, -r.randint(200, 700))
    for v in given:
        d = add_days(d, r.randint(28, 120))
        st = r.choice([ctx.rn, ctx.np, ctx.mw])
        site = "oral" if v.startswith("Rota") else r.choice(["L deltoid", "R deltoid"] + (["L thigh", "R thigh"] if child else []))
        rows.append((P("DATE", fmt_date(r, min(d, ctx.visit), ctx.country, r.choice([0, 2, 5]))), v, site,
                     P("DOCTOR", st.initials() if r.random() < 0.5 else st.full())))
    hdr = ("Date", "Vaccine", "Site", "Given by")
    if fmt == "pipe":
        parts += ["| " + " | ".join(hdr) + " |", "|---|---|---|---|"] + ["| " + " | ".join(x) + " |" for x in rows]
    elif fmt == "csv":
        parts += [",".join(hdr)] + [",".join(x) for x in rows]
    elif fmt == "tab":
        parts += ["\t".join(hdr)] + ["\t".join(x) for x in rows]
    else:
        parts += ["DATE            VACCINE               SITE        BY"] + [f"{pad(x[0], 16)}{x[1].ljust(22)}{x[2].ljust(12)}{x[3]}" for x in rows]
    parts.append("")
    parts.append(f"Today ({ctx.vdate()}): {', '.join(r.sample(VACCINES, 3))} given. Observed 15 min, no reaction. T {r.uniform(36, 37.8):.1f}.")
    parts.append(f"Catch-up plan: dose 2 due {ctx.d(add_days(ctx.visit, 28))}, dose 3 due {ctx.d(add_days(ctx.visit, 56), r.choice([2, 3]))}.")
    parts.append(f"Serology: {r.choice(['HBsAg neg, anti-HBs <10 IU/L', 'Varicella IgG pos', 'Measles IgG equivocal', 'Rubella IgG 6 IU/mL'])} (lab no. {P('IDNUM', idnum(r))}). {ordinary(r, 1)}")
    if r.random() < 0.6:
        parts.append(neg_line(ctx))
    parts.append(f"{eponym_sent(r)} Allergies: {r.choice(['nil known', 'egg (mild)', 'penicillin - rash'])}.")
    parts += ["", r.choice([f"{ctx.rn.ref(r, ['full_comma_cred', 'full_cred'])} - immuniser, {P('HOSPITAL', ctx.clinic)}",
                            signature(ctx, ctx.rn)])]
    return "\n".join(parts)


# ------------------------------------------------------------------ 10. pharmacy note
def pharmacy(ctx):
    r = ctx.rng
    ph = fill(r.choice(pools.PHARM_PATTERNS), r, ctx.country)
    ctx_addr = f"{P('STREET', ctx.clinic_street)}, {P('CITY', ctx.clinic_town)}"
    lab, lic = license_(r, ctx.country)
    kind = r.choice(["odt", "odt", "daa", "hmr", "script"])
    parts = [f"{P('HOSPITAL', ph)}, {ctx_addr}  {P('PHONE', phone(r, ctx.country))}",
             f"{ {'odt': 'Opioid treatment dosing record', 'daa': 'DAA / Webster-pak change note', 'hmr': 'Home Medicines Review', 'script': 'Dispensing note'}[kind]} - {ctx.vdate()} {clock(r)}",
             f"Patient: {ctx.name(['SURFIRST', 'full', 'title'])}  DOB {ctx.dob_m()}  {ctx.hp[0]} {P('HEALTHPLAN', ctx.hp[1])}", ""]
    if kind == "odt":
        parts.append(f"Identity confirmed via fingerprint ID {P('BIOID', bioid(r))}" + (f" and photo ID (DL {P('LICENSE', driver_licence(r, ctx.country))})." if r.random() < 0.5 else "."))
        parts.append(f"Dose: {r.choice(['methadone 60 mg', 'methadone 85 mg', 'buprenorphine 16 mg SL', 'buprenorphine LAI 128 mg weekly'])} supervised. "
                     f"Takeaways: {r.choice(['nil', '2 (' + P('DATE', 'Sat') + '/' + P('DATE', 'Sun') + ')', '1'])}. Missed doses {ctx.d(add_days(ctx.visit, -3), 6)} and {ctx.d(add_days(ctx.visit, -2), 6)}.")
        parts.append(f"Prescriber {ctx.gp.ref(r, ['title', 'title_full'])} ({lab} {P('LICENSE', lic)}) notified by phone {P('PHONE', phone_ext(r, ctx.country))}.")
        parts.append(f"Permit no. {P('IDNUM', idnum(r))} valid to {ctx.d(add_days(ctx.visit, r.randint(30, 300)))}.")
    elif kind == "daa":
        parts.append(f"Change per {ctx.gp.ref(r)} fax of {ctx.d(add_days(ctx.visit, -1))}: {meds(r, 3, 'semi')}.")
        parts.append(f"Packed by {ctx.pharm.ref(r, ['full', 'full_cred'])}, checked by {P('DOCTOR', Staff(r, 'pharm', ctx.country).initials())}.")
        parts.append(f"Delivered to {P('HOSPITAL', fill(r.choice(pools.AGED_PATTERNS), r, ctx.country))} room {P('LOCATION_OTHER', str(r.randint(1, 48)))} on {ctx.d(add_days(ctx.visit, 1), 6)}.")
    elif kind == "hmr":
        parts.append(f"Referred by {ctx.gp.ref(r, ['title', 'title_full'])} ({lab} {P('LICENSE', lic)}). Interview at home, {ctx.addr('pt')}, with {rel_phrase(ctx)}.")
        parts.append(f"Current meds:\n{meds(r, 6, 'num')}")
        parts.append(f"Issues: {eponym_sent(r)} {lab_inline(r, 3)}. {score(r)}.")
        parts.append(f"Recommendations faxed to {P('FAX', ctx.clinic_fax)} on {ctx.vdate(r.choice([0, 3]))}.")
    else:
        parts.append(f"Script {P('IDNUM', idnum(r))} from {ctx.gp.ref(r)} ({lab} {P('LICENSE', lic)}): {meds(r, 2, 'semi')}.")
        parts.append(f"Counselled {pt_ref(ctx)} re {r.choice(['inhaler technique', 'sick-day rules', 'INR monitoring', 'sedation'])}. {ordinary(r, 1)}")
        parts.append(f"Collected by {rel_phrase(ctx, 1)} (agent) at {clock(r)}.")
    sl, sv = ssn(r, ctx.country)
    parts.append(f"Concession: {sl} {P('SSN', sv)}; invoice {P('ACCOUNT', account(r))}." if r.random() < 0.7 else f"Account {P('ACCOUNT', account(r))} charged.")
    parts.append(f"{vitals(r, 'tele')}" if r.random() < 0.4 else eponym_sent(r))
    parts.append(neg_line(ctx))
    parts += ["", r.choice([f"{ctx.pharm.ref(r, ['full_comma_cred', 'full_cred'])} (user {P('USERNAME', ctx.pharm.user)})",
                            f"Pharmacist: {P('DOCTOR', ctx.pharm.full())} {ctx.pharm.cred}  {P('EMAIL', email(r, ctx.pharm))}",
                            signature(ctx, ctx.pharm, ph)])]
    return "\n".join(parts)


# ------------------------------------------------------------------ 11. referral letter to hospital
def referral(ctx):
    r = ctx.rng
    dept = r.choice(["Cardiology Outpatients", "Renal Clinic", "Emergency Department", "General Medicine", "Orthopaedics",
                     "Antenatal Clinic", "Respiratory Clinic", "Endocrinology"])
    hosp_addr = f"{P('HOSPITAL', ctx.hospital)}\n{P('STREET', street(r, ctx.country))}\n{P('CITY', ctx.hosp_town)} {ctx.st()} {P('ZIP', postcode(r, ctx.country, ctx.state_abbr or ''))}"
    sp = ctx.spec
    parts = [letterhead(ctx), "", ctx.vdate(r.choice([3, 7, 1])), "", dept, hosp_addr, "",
             f"Dear {sp.ref(r, ['title', 'title_full'])}," if r.random() < 0.7 else "Dear Registrar,", "",
             f"Re: {ctx.name(['title_full', 'SURFIRST', 'full'])}, DOB {ctx.dob_m()}, {ctx.mrn[0]} {P('MRN', ctx.mrn[1])}",
             f"{ctx.addr('pt')}   Ph {P('PHONE', ctx.pt_phone)}", "",
             f"Thank you for seeing this {ctx.age_adj()} {P('PROFESSION', ctx.prof)} with {r.choice(COMPLAINTS)} for {r.randint(2, 11)}/{r.choice(['52', '12'])}. "
             f"{pt_ref(ctx)} was seen in our clinic on {ctx.d(add_days(ctx.visit, -r.randint(3, 30)))} and again today. {hx_event(ctx)} "
             f"{ordinary(r, 1)}", "",
             f"Examination: {vitals(r, 'full')} {eponym_sent(r)}", neg_line(ctx), "",
             f"Investigations ({ctx.d(add_days(ctx.visit, -r.randint(1, 10)))}): {lab_inline(r, 5)}.", "",
             "Problem list:", icd_list(r, 3), "", "Current medications:", meds(r, r.randint(3, 6), r.choice(['dash', 'num'])), "",
             f"Social: {social(ctx)} {r.choice(['Her', 'His'])} {rel_phrase(ctx, 1, ['full', 'given'])} is the main contact "
             f"({P('PHONE', phone(r, ctx.country, 'mobile'))}). {r.choice(['Interpreter required', 'Needs PATS/travel assistance', 'Will need escort', 'Speaks English well'])}.",
             "", f"I would be grateful for your assessment. {r.choice(['Please contact me on', 'I can be reached on', 'My direct line is'])} "
             f"{P('PHONE', phone_ext(r, ctx.country))} or {P('EMAIL', email(r, ctx.gp))}.", "",
             signature(ctx), "", cc_block(ctx)]
    if r.random() < 0.4:
        parts.insert(-3, f"Referral ID {P('IDNUM', idnum(r))}; billing episode {P('ACCOUNT', account(r))}.")
    return "\n".join(parts)


# ------------------------------------------------------------------ 12. community mental health review
def mental_health(ctx):
    r = ctx.rng
    svc = fill(r.choice(["{w} Community Mental Health Team", "{w} Mental Health and Wellbeing Hub", "{w} Youth Wellbeing Service",
                         "{w} Social and Emotional Wellbeing Team"]), r, ctx.country)
    cm = ctx.rn
    sl, sv = ssn(r, ctx.country)
    parts = [f"{P('HOSPITAL', svc)} - {r.choice(['Case review', 'MENTAL HEALTH REVIEW', 'Key worker contact note', 'Psychiatry outreach review'])}",
             f"{ctx.vdate()} {clock(r)} | {r.choice(['home visit', 'clinic', 'phone', 'video'])}",
             pt_header(ctx, r.choice([0, 2, 4])),
             f"Case manager: {cm.ref(r, ['full_comma_cred', 'full_cred'])}   Psychiatrist: {ctx.spec.ref(r, ['title', 'title_full'])}", ""]
    body = [f"{pt_ref(ctx)} reports {r.choice(['low mood', 'poor sleep', 'voices less intrusive', 'increased drinking', 'anxiety at work'])} "
            f"since {ctx.d(add_days(ctx.visit, -r.randint(14, 120)), r.choice([3, 6, 0]))}. {ordinary(r, 2)}",
            f"Work: {P('PROFESSION', ctx.prof)} with {P('ORGANIZATION', ctx.org)}; manager {Person(r).form(r, 'FAMILY', ['full', 'title'])} aware.",
            f"Scores: {scores(r, 3)}.",
            f"MSE: {r.choice(['Casually dressed, good rapport', 'Dishevelled, poor eye contact', 'Calm, cooperative'])}. "
            f"{r.choice(['No SI/HI', 'Passive SI, no plan', 'Denies SI'])}. {eponym_sent(r)}",
            f"Supports: {rel_phrase(ctx, 0)} ({P('PHONE', phone(r, ctx.country, 'mobile'))}), {rel_phrase(ctx, 1, ['given'])}.",
            f"Meds: {meds(r, 3, 'semi')}. Clozapine bloods: {lab_inline(r, 2)}.",
            f"Benefits paperwork: {sl} {P('SSN', sv)} - form completed." if r.random() < 0.6 else f"{hx_event(ctx)}",
            f"Safety plan reviewed; crisis line {P('PHONE', phone(r, ctx.country))}.", neg_line(ctx)]
    r.shuffle(body)
    parts += body
    parts += [f"Next contact {ctx.d(add_days(ctx.visit, r.randint(3, 21)), r.choice([6, 1, 0]))} {clock(r)}.", "", signature(ctx, cm, svc)]
    return "\n".join(parts)


GENRES = [
    ("gp_consultation", gp_consult, {"AU": 45, "NZ": 30, "CA": 25}),
    ("remote_nursing_post", remote_nursing, {"AU": 55, "NZ": 10, "CA": 35}),
    ("community_controlled_health", acchs, {"AU": 60, "NZ": 25, "CA": 15}),
    ("telehealth_consult", telehealth, {"AU": 35, "NZ": 30, "CA": 35}),
    ("maternal_child_health", mch, {"AU": 40, "NZ": 35, "CA": 25}),
    ("aged_care_assessment", aged_care, {"AU": 40, "NZ": 30, "CA": 30}),
    ("chronic_care_plan", care_plan, {"AU": 50, "NZ": 25, "CA": 25}),
    ("retrieval_request", retrieval, {"AU": 50, "NZ": 15, "CA": 35}),
    ("immunisation_catchup", immunisation, {"AU": 35, "NZ": 35, "CA": 30}),
    ("pharmacy_note", pharmacy, {"AU": 40, "NZ": 30, "CA": 30}),
    ("referral_letter", referral, {"AU": 40, "NZ": 30, "CA": 30}),
    ("community_mental_health", mental_health, {"AU": 35, "NZ": 35, "CA": 30}),
]
