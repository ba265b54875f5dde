"""Genre 1: pharmacy intervention and clinical pharmacist notes (hospital, UK/IE)."""
from common import *
from extras import extras

PROBLEMS = [
    ('gentamicin', 'Dose too high for renal function', 'CrCl (Cockcroft-Gault) {crcl} mL/min using actual body weight {wt} kg. Prescribed 7 mg/kg; level at 6-14 h after dose would sit above the Hartford nomogram line.',
     'Reduce to 5 mg/kg (max 400 mg) and move to 36-hourly; take level 6-14 h post dose.'),
    ('enoxaparin', 'Dose not adjusted to weight/renal function', 'Weight {wt} kg, eGFR {egfr}. Treatment dose prescribed at 1.5 mg/kg OD without adjustment.',
     'Switch to 1 mg/kg once daily while eGFR < 30; anti-Xa level after 3rd dose.'),
    ('clarithromycin', 'Drug interaction', 'Clarithromycin co-prescribed with simvastatin 40 mg ON -> risk of myopathy/rhabdomyolysis (CYP3A4).',
     'Withhold simvastatin for duration of macrolide course; restart on completion.'),
    ('amiodarone', 'Drug interaction', 'Digoxin 125 mcg OD plus new amiodarone load. Digoxin level {dig} microgram/L.',
     'Halve digoxin to 62.5 mcg OD, repeat level in 1 week; monitor HR.'),
    ('co-amoxiclav', 'Allergy conflict', 'Documented penicillin allergy (anaphylaxis, per GP record). Co-amoxiclav 1.2 g IV prescribed on admission.',
     'Stop co-amoxiclav; discuss alternative with micro - doxycycline 200 mg stat then 100 mg OD suggested.'),
    ('vancomycin', 'TDM / level out of range', 'Trough {vanc} mg/L before 4th dose (target 15-20 mg/L).',
     'Increase to 1.25 g BD, repeat trough before 4th revised dose.'),
    ('methotrexate', 'Prescribing error (frequency)', 'Methotrexate 15 mg transcribed as OD on drug chart instead of once WEEKLY.',
     'Corrected to once weekly (Friday); folic acid 5 mg weekly on a different day. Datix submitted.'),
    ('insulin', 'Omitted critical medicine', 'Insulin glargine not given x2 doses; CBG 19.4 mmol/L this morning.',
     'Ward sister informed; dose given; diabetes team referral made.'),
    ('levodopa', 'Time-critical medicine', 'Co-careldopa prescribed TDS at standard round times; home regime is 07:00/11:00/15:00/19:00.',
     'Rewritten to patient-specific times, self-administration assessment started.'),
    ('lithium', 'Monitoring required', 'Lithium level {li} mmol/L, Na 131, eGFR {egfr}. On ramipril and furosemide.',
     'Hold lithium tonight, repeat level 12 h post dose, liaise with psychiatry liaison.'),
    ('clozapine', 'Missed doses >48 h', 'Clozapine not given since admission ({miss} doses); needs retitration.',
     'Do not restart at 200 mg BD; retitrate from 12.5 mg per clozapine protocol; inform CPMS.'),
    ('apixaban', 'Dose too low', 'Apixaban 2.5 mg BD for AF but meets only one dose-reduction criterion (age {ag}).',
     'Increase to 5 mg BD; counselling completed.'),
]


def gen(rng, W):
    code = rng.choice(['GB', 'GB', 'IE'])
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(19, 97)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    hname = L.hospital(rng)
    ward = L.ward(rng)
    bed = rng.randint(1, 32)
    m = L.mrn(rng)
    nat = L.nhs_number(rng) if code == 'GB' else L.health_plan(rng)
    natlab = 'NHS No' if code == 'GB' else rng.choice(['Medical Card No', 'GMS No', 'Med card'])
    natfn = mrn if code == 'GB' else hplan
    ph = staff(rng)
    cons = staff(rng)
    jr = staff(rng)
    reg = digits(rng, 7) if code == 'GB' else digits(rng, 5)
    reglab = 'GPhC' if code == 'GB' else 'PSI reg'
    bleep = str(rng.randint(1000, 8999))
    gp = staff(rng)
    practice = L.practice(rng)
    rel = rng.choice(['daughter', 'son', 'wife', 'husband', 'partner', 'niece', 'neighbour', 'carer', 'sister', 'brother'])
    kin = relp(c, rel)
    layout = rng.choice(['form', 'medrec', 'letter', 'terse', 'tdm', 'form', 'medrec'])
    lower = layout == 'terse' or rng.random() < 0.1
    prob = rng.choice(PROBLEMS)
    vals = dict(crcl=rng.randint(18, 45), wt=rng.randint(44, 128), egfr=rng.randint(12, 29), dig=round(rng.uniform(1.6, 3.1), 1),
                vanc=round(rng.uniform(6, 29), 1), li=round(rng.uniform(1.1, 2.3), 2), miss=rng.randint(4, 9), ag=age(a))
    detail = prob[2].format(**vals)
    out = []
    if rng.random() < 0.45:
        out.append(banner(rng, L, p, m, fd(dob, c.ds), fd(when, c.ds), ph.username(rng), L.ip(rng), hname))
        out.append('\n')

    if layout == 'form':
        adm = plus(when, -rng.randint(1, 12))
        out.append(f"{rng.choice(['CLINICAL PHARMACY INTERVENTION RECORD', 'Pharmacy Intervention Form', 'PHARMACIST INTERVENTION - ' + rng.choice(['MEDICATION SAFETY', 'CLINICAL CHECK'])])}\n")
        out.append(f"{hosp(hname)} - Pharmacy Department\n\n")
        out.append(f"Patient name : {pat(p.fmt(rng.choice(['LAST_first', 'full', 'LAST_FIRST'])))}\n")
        out.append(f"DOB          : {c.d(dob)}   Age: {age(a)}   Sex: {p.sex}\n")
        out.append(f"Hospital no. : {mrn(m)}      {natlab}: {natfn(nat)}\n")
        out.append(f"Ward / bed   : {hosp(ward)} / {loco(bed)}\n")
        out.append(f"Consultant   : {rng.choice(['Dr', 'Dr.', 'Prof'])} {doc(cons.fmt(rng.choice(['last', 'full', 'init_last'])))}\n")
        out.append(f"Admitted     : {c.d(adm)}   Weight {vals['wt']} kg   SCr {rng.randint(88, 410)} umol/L\n\n")
        out.append(f"Date/time of intervention: {c.d(when)} {c.tm()}\n")
        out.append(f"Drug(s): {prob[0]}\n")
        out.append(f"Category: {prob[1]}\n")
        out.append(f"Details:\n  {detail}\n")
        out.append(f"Recommendation:\n  {prob[3]}\n")
        acc = rng.choice(['Accepted', 'Accepted', 'Accepted with modification', 'Not accepted - rationale documented', 'Pending review'])
        out.append(f"Discussed with: Dr {doc(jr.fmt(rng.choice(['full', 'init_last'])))} ({rng.choice(['FY1', 'FY2', 'SHO', 'SpR', 'reg', 'CT2', 'IMT1'])}, bleep {tel(bleep)}) at {c.tm()}\n")
        out.append(f"Outcome: {acc}\n")
        out.append(f"Potential severity: {rng.choice(['1 - minor', '2 - moderate', '3 - significant', '4 - serious', '5 - potentially lethal'])}\n\n")
        out.append(f"Pharmacist: {doc(ph.fmt('full'))}   {reglab} {lic(reg)}   ext {tel(str(rng.randint(2000, 7999)))}\n")
        if rng.random() < 0.6:
            out.append(f"Checked by: {doc(staff(rng).fmt(rng.choice(['full', 'init_last'])))} (Lead Pharmacist, {rng.choice(['Medicine', 'Surgery', 'Care of the Elderly', 'Critical Care'])})\n")
        if rng.random() < 0.6:
            out.append(f"Datix ref {idn('W' + digits(rng, 6))} raised {c.d(when)}\n")
        out.append(f"Entered by user {usr(ph.username(rng))} on {c.d(plus(when, rng.randint(0, 1)))}\n")

    elif layout == 'medrec':
        ml = meds(rng, rng.randint(5, 11))
        src = L.practice(rng)
        comm = rng.choice([f'{rng.choice(SURNAMES)}\'s Pharmacy', f'{L.town(rng)} Pharmacy', f'{rng.choice(ORG_HEADS)} Chemist', f'{L.town(rng)} Late Night Pharmacy'])
        out.append(f"{rng.choice(['Pharmacy Medicines Reconciliation', 'MEDICINES RECONCILIATION - PHARMACY', 'Med Rec (Pharmacist)', 'Pharmacy: admission medicines reconciliation'])}\n")
        out.append(f"{c.d(when)} {c.tm()}  {hosp(ward)}, bed {loco(bed)}\n")
        out.append(f"{pat(p.fmt(rng.choice(['full', 'LAST_first', 'First_LAST'])))}  {age_expr(rng, a, p.sex)}  {mrn(m)}\n\n")
        out.append(f"PC: {rng.choice(['fall at home', 'CAP', 'UTI with delirium', 'decompensated HF', 'AKI', 'COPD exacerbation', 'cellulitis L leg', 'GI bleed', 'DKA', 'hip fracture'])}\n")
        out.append("Sources used:\n")
        out.append(f"  1. GP summary care record - {hosp(src)} ({rng.choice(['Dr', 'Dr.'])} {doc(gp.fmt('last'))}), tel {tel(L.phone(rng))}, fax {fax(L.phone(rng))}\n")
        out.append(f"  2. Patient's own drugs (POD) - dispensed by {hosp(comm)} on {c.d(plus(when, -rng.randint(3, 40)))}\n")
        out.append(f"  3. Discussion with {rel} {fam(kin.fmt(rng.choice(['full', 'first'])))} ({tel(L.phone(rng, 'mobile'))})\n")
        if rng.random() < 0.5:
            out.append(f"  4. Previous discharge letter {c.d(plus(when, -rng.randint(60, 700)))}\n")
        out.append("\n")
        if rng.random() < 0.5:
            out.append("| Drug | Dose | Freq | Source | Action |\n|---|---|---|---|---|\n")
            for d_, ds, fq in ml:
                out.append(f"| {d_} | {ds} | {fq} | {rng.choice(['GP', 'POD', 'GP+POD', 'pt'])} | {rng.choice(['continue', 'continue', 'withheld', 'charted', 'dose changed', 'not charted - query'])} |\n")
        else:
            for d_, ds, fq in ml:
                out.append(f"- {pad(d_, 22)}{pad(ds, 16)}{pad(fq, 10)}{rng.choice(['on chart', 'on chart', 'OMITTED', 'withheld (AKI)', 'query dose'])}\n")
        out.append(f"\nAllergies: {rng.choice(['NKDA', 'penicillin (rash)', 'codeine - vomiting', 'trimethoprim (rash), latex', 'NKDA confirmed with patient'])}\n")
        out.append(f"Social: lives {rng.choice(['alone', 'with ' + rel, 'in ' + ''])}")
        if out[-1].endswith('in '):
            out[-1] = out[-1][:-3] + f"in {hosp(rng.choice([f'{rng.choice(WARD_NAMES)} Lodge Care Home', f'{rng.choice(SAINTS)} House Nursing Home', f'The {rng.choice(WARD_NAMES)}s Residential Home']))}"
        out.append(f"; {rng.choice(['retired', 'works as a', 'former', 'semi-retired'])} {prof(rng.choice(PROFESSIONS))}. {rng.choice(['Compliance aid (blister pack) weekly.', 'Manages own meds.', 'Carers prompt meds x4 daily.', 'Nomad tray filled by community pharmacy.'])}\n")
        out.append(f"Issues: {detail}\nPlan: {prob[3]}\n\n")
        out.append(f"{doc(ph.fmt(rng.choice(['full', 'init_last', 'full_mid'])))}, {rng.choice(['Clinical Pharmacist', 'Specialist Pharmacist', 'Rotational Pharmacist', 'Pharmacist (Band 7)', 'Senior Pharmacist'])}  bleep {tel(bleep)}\n")
        if rng.random() < 0.5:
            tech = staff(rng)
            out.append(f"POD check by {doc(tech.fmt('full'))} (Pharmacy Technician)\n")

    elif layout == 'letter':
        dis = when
        comm = rng.choice([f'{rng.choice(SURNAMES)}\'s Pharmacy', f'{L.town(rng)} Pharmacy', f'{L.town(rng)} Chemists'])
        out.append(f"{hosp(hname)}\nPharmacy Department\n{L.address(rng, lines=True)}\nTel: {tel(L.phone(rng))}   Fax: {fax(L.phone(rng))}\n")
        out.append(f"Email: {email(L.email(rng))}\n\n")
        out.append(f"{c.d(dis, rng.choice(['d month y', 'dth month y', 'd mon y']))}\n\n")
        out.append(f"To: {rng.choice(['The Pharmacist', 'Pharmacist in charge'])}\n{hosp(comm)}\n{L.address(rng, lines=True)}\n")
        out.append(f"Fax {fax(L.phone(rng))}\n\n")
        out.append(f"Re: {pat(p.fmt('full'))}, DOB {c.d(dob)}, {natlab} {natfn(nat)}\n    {L.address(rng)}\n\n")
        out.append(f"{rng.choice(['Discharge Medicines Service referral', 'Transfer of care around medicines (TCAM)', 'Medicines information on discharge'])}\n\n")
        out.append(f"Dear colleague,\n\nYour patient {p.title(rng)} {pat(p.last)} was discharged from {hosp(ward)} on {c.d(dis)} following admission with "
                   f"{rng.choice(['an exacerbation of COPD', 'heart failure', 'a fractured neck of femur', 'pneumonia', 'a GI bleed', 'acute kidney injury'])}. "
                   f"The following changes were made during the admission:\n\n")
        for d_, ds, fq in meds(rng, rng.randint(3, 6)):
            out.append(f"  * {d_} {ds} {fq} - {rng.choice(['NEW', 'STOPPED', 'dose increased', 'dose reduced', 'unchanged', 'withheld until GP review'])}\n")
        out.append(f"\n{detail} {prob[3]}\n\n")
        out.append(f"{p.title(rng)} {pat(p.last)} {rng.choice(['has', 'does not have'])} a compliance aid. Main contact is {rel} {fam(kin.fmt('full'))} on {tel(L.phone(rng, 'mobile'))}. "
                   f"GP: Dr {doc(gp.fmt('init_last'))}, {hosp(L.practice(rng))}.\n\n")
        out.append(f"Please contact me on {tel(L.phone(rng))} ext {tel(str(rng.randint(2000, 7999)))} with any queries.\n\nYours sincerely,\n\n\n{doc(ph.fmt('full'))}\n"
                   f"{rng.choice(['Clinical Pharmacist', 'Transfer of Care Pharmacist', 'Lead Pharmacist, Medicine'])}\n{reglab} {lic(reg)}\n{email(L.email(rng, ph))}\n")
        out.append(f"cc: Dr {doc(gp.fmt('full'))}, {hosp(L.practice(rng))}; {p.title(rng)} {pat(p.fmt('init_last'))} (patient)\n")

    elif layout == 'terse':
        d0 = plus(when, -rng.randint(1, 4))
        out.append(f"pharmacy - {hosp(ward)} bed {loco(bed)} - {pat(p.fmt(rng.choice(['full', 'initials', 'last'])))} {mrn(m)}\n")
        for k in range(rng.randint(3, 6)):
            dd = plus(d0, k)
            who = rng.choice([ph, staff(rng)])
            line = cyc(rng, k, [
                f"{c.sd(dd)} {c.tm()} pharm: chart reviewed. {detail.lower()} spoke to dr {doc(jr.fmt('last'))} - {prob[3].lower()} ({doc(who.fmt('initials'))})",
                f"{c.sd(dd)} pt seen on ward rnd w/ dr {doc(cons.fmt('last'))}. abx day {rng.randint(2, 9)}, crp {rng.randint(8, 280)}, wcc {round(rng.uniform(4, 22), 1)}. iv->po switch criteria met? {rng.choice(['yes', 'no', 'not yet'])} - {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} {c.tm()} med rec done from gp record ({hosp(practice)}) + pods. {rng.randint(0, 4)} discrepancies. {rel} {fam(kin.fmt('first'))} brought in dosette - {doc(who.fmt('first'))} pharm",
                f"{c.sd(dd)} inr {round(rng.uniform(1.1, 5.8), 1)} - warfarin dose {rng.choice(['held', '3mg', '2mg', '5mg'])} tonight as per protocol. dosing diary given. bleep {tel(str(rng.randint(1000, 8999)))} if q's. {doc(who.fmt('initials'))}",
                f"{c.sd(dd)} tto screened + clinically checked. counselled pt on new meds, pt {pat(p.fmt('first'))} understands. {doc(who.fmt('initials'))}/{doc(staff(rng).fmt('initials'))}",
            ])
            out.append(line + '\n')
        out.append(f"-- {doc(ph.fmt('init_last'))} {reglab} {lic(reg)}\n")

    else:  # tdm
        drug = rng.choice(['vancomycin', 'gentamicin', 'amikacin', 'phenytoin', 'digoxin', 'lithium', 'teicoplanin'])
        out.append(f"THERAPEUTIC DRUG MONITORING - {drug.upper()}\n")
        out.append(f"{pat(p.fmt('LAST_First_dot'))}  {rng.choice(['DOB', 'D.O.B.', 'Born'])} {c.d(dob)} ({age(a)}{p.sex})  MRN {mrn(m)}  {natlab} {natfn(nat)}\n")
        out.append(f"Location: {hosp(ward)}, {hosp(hname)}   Cons: {doc(cons.fmt('LAST_first'))}\n")
        out.append(f"Wt {vals['wt']} kg  Ht {rng.randint(148, 196)} cm  SCr {rng.randint(60, 380)} umol/L  CrCl {vals['crcl']} mL/min\n\n")
        out.append("Date        Time   Sample no.     Dose before     Level\n")
        d0 = plus(when, -rng.randint(2, 5))
        for k in range(rng.randint(3, 6)):
            dd = plus(d0, k)
            out.append(f"{pad(c.d(dd), 12)}{pad(c.tm(), 7)}{pad(idn(rng.choice(['L', 'B', 'C']) + digits(rng, 8)), 15)}{pad(rng.choice(['1 g', '1.25 g', '750 mg', '360 mg', '500 mg']), 16)}{round(rng.uniform(0.8, 28), 1)} {rng.choice(['mg/L', 'mg/L', 'mmol/L'])}\n")
        out.append(f"\nInterpretation: {detail}\n{prob[3]}\n")
        out.append(f"Next level due {c.d(plus(when, rng.randint(1, 3)))} before {rng.choice(['08:00', '10:00', '22:00', 'the 4th dose'])}.\n")
        out.append(f"Discussed with {rng.choice(['Dr', 'Dr.'])} {doc(jr.fmt('full'))}, bleep {tel(bleep)}.\n\n{doc(ph.fmt('full'))} | {reglab} {lic(reg)} | {c.d(when)}\n")

    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, hname, m, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, hname, m, ['demographics', 'pmhx', 'labs', 'meds', 'audit', 'addendum', 'appointments', 'distribution', 'social', 'billing'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.3:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
