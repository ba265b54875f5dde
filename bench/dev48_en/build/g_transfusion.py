"""Genre 2: blood bank and transfusion records (AU/NZ)."""
from common import *
from extras import extras

GROUPS = ['O POS', 'O NEG', 'A POS', 'A NEG', 'B POS', 'B NEG', 'AB POS', 'AB NEG', 'O RhD pos', 'A RhD neg', 'O Rh(D) positive']
PRODUCTS = ['RBC', 'Red cells (leucodepleted)', 'FFP', 'Platelets (pooled)', 'Platelets (apheresis)', 'Cryoprecipitate', 'RCLD', 'Red Cells Irradiated']


def din(rng):
    return rng.choice([f'{letters(rng, 1)}{digits(rng, 4)} {rng.randint(22, 26)} {digits(rng, 6)}',
                       f'{letters(rng, 1)}{digits(rng, 4)}{rng.randint(22, 26)}{digits(rng, 6)}',
                       f'{digits(rng, 4)} {rng.randint(22, 26)} {digits(rng, 6)} {letters(rng, 1)}'])


def gen(rng, W):
    code = rng.choice(['AU', 'NZ'])
    L = W[code]
    c = Ctx(rng, L)
    p = c.person()
    a = rng.randint(0, 99) if rng.random() < 0.1 else rng.randint(18, 96)
    when = rdate(rng)
    dob = dob_for(rng, when, a)
    hname = L.hospital(rng)
    ward = L.ward(rng)
    bed = rng.randint(1, 36)
    m = L.mrn(rng)
    mlab = 'NHI' if code == 'NZ' else rng.choice(['UR', 'UR No', 'MRN', 'URN'])
    medicare = L.medicare(rng) if code == 'AU' else None
    sci = staff(rng)
    haem = staff(rng)
    rn1, rn2 = staff(rng), staff(rng)
    mo = staff(rng)
    grp = rng.choice(GROUPS)
    sample = rng.choice([f'{rng.randint(22, 26)}-{digits(rng, 3)}-{digits(rng, 4)}', f'BB{digits(rng, 7)}', f'{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 6)}'])
    layout = rng.choice(['xmatch', 'admin', 'reaction', 'mtp', 'antid', 'xmatch', 'admin'])
    lower = rng.random() < 0.12
    out = []
    ident = (f"{pat(p.fmt(rng.choice(['LAST_FIRST', 'LAST_first', 'LAST_First_dot'])))}   {mlab}: {mrn(m)}   DOB {c.d(dob)}   {rng.choice(['Sex', 'Gender'])}: {p.sex}\n")
    if medicare:
        ident += f"Medicare {hplan(medicare)}" + (f"   DVA {hplan(L.health_plan(rng))}" if rng.random() < 0.2 else '') + '\n'

    if layout == 'xmatch':
        out.append(f"{hosp(hname)} - {rng.choice(['Transfusion Laboratory', 'Blood Bank', 'Haematology / Blood Bank', 'Pathology - Transfusion Medicine'])}\n")
        out.append(f"{rng.choice(['COMPATIBILITY REPORT', 'CROSSMATCH REPORT', 'Blood Product Issue Report'])}\n\n")
        out.append(ident)
        out.append(f"Location: {hosp(ward)} Bed {loco(bed)}    Requesting MO: Dr {doc(mo.fmt('init_last'))} (pager {tel(str(rng.randint(100, 999)))})\n")
        out.append(f"Sample: {idn(sample)}  collected {c.d(when)} {c.tm()} by {doc(staff(rng).fmt(rng.choice(['full', 'init_last'])))}\n")
        out.append(f"Received {c.d(when)} {c.tm()}\n\n")
        out.append(f"ABO/RhD: {grp}   (historical group {rng.choice(['concordant', 'concordant', 'none on file - 2nd sample required'])})\n")
        ab = rng.choice(['Negative', 'Negative', 'Negative', 'POSITIVE - anti-K identified', 'POSITIVE - anti-E + anti-c', 'POSITIVE - anti-Fya', 'Positive - weak non-specific reactivity'])
        out.append(f"Antibody screen: {ab}\nDAT: {rng.choice(['Neg', 'Neg', 'Pos (IgG 1+)', 'not done'])}\n")
        out.append(f"Indication: {rng.choice(['Hb 68 g/L, symptomatic', 'pre-op THR, G&H + 2 units', 'upper GI bleed', 'chemo-related anaemia', 'post-partum haemorrhage', 'Hb 74, cardiac history', 'thrombocytopenia pre-procedure (plt 18)'])}\n\n")
        n = rng.randint(2, 6)
        if rng.random() < 0.5:
            out.append("| Unit number | Product | Group | Expiry | Xm method | Status | Issued |\n|---|---|---|---|---|---|---|\n")
            for _ in range(n):
                out.append(f"| {idn(din(rng))} | {rng.choice(PRODUCTS)} | {rng.choice(GROUPS[:4])} | {c.d(plus(when, rng.randint(3, 35)))} | {rng.choice(['IAT', 'electronic', 'immediate spin'])} | {rng.choice(['Compatible', 'Compatible', 'Issued', 'Reserved', 'Returned'])} | {c.tm()} {doc(rng.choice([sci, staff(rng)]).fmt('initials'))} |\n")
        else:
            out.append("Unit No.                Product            Grp     Expires       Status\n")
            for _ in range(n):
                out.append(f"{pad(idn(din(rng)), 24)}{pad(rng.choice(PRODUCTS), 19)}{pad(rng.choice(['O+', 'O-', 'A+', 'A-', 'B+']), 8)}{pad(c.d(plus(when, rng.randint(3, 35))), 14)}{rng.choice(['XM compatible', 'issued', 'on hold', 'transfused'])}\n")
        out.append(f"\nReservation held until {c.d(plus(when, 3))} {c.tm()}.\n")
        out.append(f"Scientist: {doc(sci.fmt('full'))}   Authorised: {doc(staff(rng).fmt('full'))} ({rng.choice(['Senior Scientist', 'Charge Scientist', 'Lab Manager'])})\n")
        out.append(f"Lab phone {tel(L.phone(rng))} | after hours {tel(L.phone(rng, 'mobile'))}\n")
        if rng.random() < 0.5:
            out.append(f"Comment: Patient previously transfused at {hosp(L.hospital(rng))} in {c.d(plus(when, -rng.randint(200, 2000)), 'y')}; records requested.\n")

    elif layout == 'admin':
        unit = din(rng)
        out.append(f"{rng.choice(['BLOOD COMPONENT ADMINISTRATION RECORD', 'Transfusion Record - Bedside', 'TRANSFUSION OBSERVATION CHART'])}\n{hosp(hname)}  {hosp(ward)}\n\n")
        out.append(ident)
        out.append(f"Bed {loco(bed)}    Consent obtained {c.d(plus(when, -rng.randint(0, 2)))} by Dr {doc(mo.fmt('last'))}\n\n")
        out.append(f"Component: {rng.choice(PRODUCTS)}   Unit no {idn(unit)}   Vol {rng.randint(180, 320)} mL   Group {rng.choice(GROUPS)}\n")
        out.append(f"Bedside check (two-person, independent): {doc(rn1.fmt('full'))} RN / {doc(rn2.fmt('full'))} {rng.choice(['RN', 'EN', 'RM', 'Dr'])}\n")
        if rng.random() < 0.5:
            out.append(f"Positive patient ID: wristband scanned + palm-vein verification ID {bio('PV-' + digits(rng, 7))}\n")
        else:
            out.append(f"Positive patient ID: wristband + verbal (patient stated name and DOB) - {rng.choice(['matched', 'matched'])}\n")
        out.append(f"Pump: {rng.choice(['volumetric pump', 'infusion pump', 'Alaris-type pump'])} asset {dev(rng.choice(['BME', 'ASSET', 'MED']) + '-' + digits(rng, 5))}   Blood warmer: {rng.choice(['not used', 'used, S/N ' + ''])}")
        if out[-1].endswith('S/N '):
            out.append(f"{dev(letters(rng, 2) + digits(rng, 6))}")
        out.append("\n\n")
        t0h = rng.randint(8, 20)
        out.append("Obs        Time   Temp   HR   BP        RR   SpO2   Sign\n")
        for lab, off in [('Pre', 0), ('15 min', 15), ('1 hr', 60), ('End', rng.randint(90, 180)), ('1 hr post', 240)]:
            hh = t0h + off // 60
            mm = off % 60
            who = rng.choice([rn1, rn2])
            out.append(f"{pad(lab, 11)}{hh:02d}:{mm:02d}  {pad(round(rng.uniform(36.1, 38.3), 1), 6)} {pad(rng.randint(58, 118), 4)} {rng.randint(92, 165)}/{pad(rng.randint(48, 95), 6)} {pad(rng.randint(12, 24), 4)} {rng.randint(91, 100)}%   {doc(who.fmt('initials'))}\n")
        out.append(f"\nStart {c.d(when)} {t0h:02d}:00, completed {c.tm()}. {rng.choice(['No reaction observed.', 'Nil adverse effects.', 'Temp rise 1.1 C at 1 hr - transfusion stopped, MO notified, see reaction form.', 'Mild urticaria at 40 min; promethazine given, MO reviewed, continued slowly.'])}\n")
        out.append(f"Post Hb due {c.d(plus(when, 1))}. Tag returned to {rng.choice(['blood bank', 'lab', 'transfusion lab'])}.\n")
        if rng.random() < 0.4:
            out.append(f"Patient's {kin(c, ['husband', 'wife', 'son', 'daughter', 'mother', 'whānau member' if code == 'NZ' else 'partner'], 'full')} present and informed.\n")

    elif layout == 'reaction':
        unit = din(rng)
        inc = rng.choice([f'IR{digits(rng, 6)}', f'RISKMAN-{digits(rng, 6)}', f'SAC {rng.randint(2, 4)} / {digits(rng, 5)}', f'HV-{rng.randint(22, 26)}-{digits(rng, 4)}'])
        out.append(f"{rng.choice(['Suspected Transfusion Reaction - Investigation', 'ADVERSE TRANSFUSION EVENT REPORT', 'Transfusion reaction: haematology review'])}\n")
        out.append(f"{hosp(hname)}    Incident {idn(inc)}\n\n")
        out.append(ident)
        out.append(f"Ward {hosp(ward)} bed {loco(bed)}   Age {age(a)}\n\n")
        tm = c.tm()
        desc = rng.choice(['rigors, temp 39.2 (baseline 37.0), HR 124', 'acute dyspnoea, SpO2 fell to 86% RA, bilateral crackles', 'urticarial rash over trunk and itch',
                           'hypotension 78/40 with flushing', 'back pain and dark urine, feeling of impending doom'])
        out.append(f"On {c.d(when, rng.choice(['weekday, d month y', 'd month y', 'dmy']))} at {tm} during transfusion of unit {idn(unit)} ({rng.choice(PRODUCTS)}), "
                   f"approx {rng.randint(40, 250)} mL given, {p.title(rng)} {pat(p.last)} developed {desc}. Transfusion stopped immediately by "
                   f"{doc(rn1.fmt('full'))} RN; line kept open with N/saline. Reviewed by Dr {doc(mo.fmt('full'))} at {c.tm()}.\n\n")
        out.append("Investigations\n")
        out.append(f"  Clerical check: {rng.choice(['no discrepancy', 'no discrepancy', 'wristband missing 2nd identifier - recollected'])}\n")
        out.append(f"  Repeat ABO/D (post sample {idn(sample)}): {grp}\n  DAT post: {rng.choice(['negative', 'positive IgG', 'negative'])}\n")
        out.append(f"  Bag cultures sent ({idn('MC' + digits(rng, 7))}); patient blood cultures x2 ({idn('MC' + digits(rng, 7))})\n")
        out.append(f"  Hb {rng.randint(62, 110)} g/L  bili {rng.randint(6, 70)} umol/L  LDH {rng.randint(180, 900)}  haptoglobin {rng.choice(['<0.1', '0.4', '1.2'])} g/L  CXR {rng.choice(['clear', 'new bilateral infiltrates', 'pulmonary oedema'])}\n\n")
        cls = rng.choice(['febrile non-haemolytic transfusion reaction', 'allergic reaction (moderate)', 'TACO', 'possible TRALI - referred', 'delayed haemolytic reaction (anti-Jka)', 'anaphylactoid reaction'])
        out.append(f"Impression: {cls}.\n")
        out.append(f"Reported to the {'national' if code == 'NZ' else 'state'} haemovigilance programme and the blood supplier on {c.d(plus(when, rng.randint(0, 3)))}; supplier ref {idn(letters(rng, 3) + digits(rng, 7))}.\n")
        out.append(f"Recommendations: {rng.choice(['premedicate with paracetamol for future transfusions', 'transfuse slowly with diuretic cover', 'washed products if recurs', 'antigen-negative red cells for life; antibody card issued'])}.\n\n")
        out.append(f"Dr {doc(haem.fmt('full'))}, {rng.choice(['Haematologist', 'Haematology Registrar', 'Transfusion Medicine Specialist'])}\n")
        out.append(f"{rng.choice(['MCNZ', 'MCNZ reg']) if code == 'NZ' else 'AHPRA'} {lic(digits(rng, 5) if code == 'NZ' else 'MED000' + digits(rng, 7))}   {email(L.email(rng, haem))}\n")
        out.append(f"TNS/CNC: {doc(staff(rng).fmt('full'))}, ph {tel(L.phone(rng))}\n")

    elif layout == 'mtp':
        out.append(f"MASSIVE TRANSFUSION PROTOCOL - LOG\n{hosp(hname)}  {rng.choice(['ED Resus', 'Theatre', 'Birthing Suite', 'ICU'])} bay {loco(rng.randint(1, 8))}\n\n")
        out.append(ident)
        out.append(f"Activated {c.d(when)} {c.tm()} by Dr {doc(mo.fmt('full'))}  | Lab notified: {doc(sci.fmt('first_init'))}, ext {tel(str(rng.randint(2000, 8999)))}\n")
        out.append(f"MTP coordinator: {doc(rn1.fmt('full'))} | runner: {doc(rn2.fmt('full'))}\n\n")
        out.append("Time   Pack  Components issued                       Unit numbers\n")
        h = rng.randint(0, 20)
        for k in range(rng.randint(2, 4)):
            units = ', '.join(idn(din(rng)) for _ in range(rng.randint(2, 4)))
            out.append(f"{h:02d}:{rng.randint(0, 59):02d}  {pad(k + 1, 5)} {pad(rng.choice(['4 RBC + 4 FFP + 1 plt', '4 RBC + 4 FFP', '2 O NEG emergency', '4 RBC + 4 FFP + 10 cryo']), 40)}{units}\n")
            h = (h + 1) % 24
        out.append(f"\nTXA 1 g given {c.tm()}. ROTEM at {c.tm()}: EXTEM CT {rng.randint(50, 110)} s, FIBTEM A5 {rng.randint(4, 16)} mm. iCa {round(rng.uniform(0.8, 1.2), 2)}.\n")
        out.append(f"Deactivated {c.tm()}. Unused units returned: {idn(din(rng))}.\nLab sign-off: {doc(sci.fmt('full'))} {c.d(when)}\n")

    else:  # anti-D / obstetric
        partner = c.person('M' if rng.random() < 0.9 else 'F')
        p = c.person('F')
        a = rng.randint(17, 45)
        dob = dob_for(rng, when, a)
        gest = rng.randint(12, 40)
        batch = letters(rng, 1) + digits(rng, 6) if rng.random() < 0.5 else digits(rng, 4) + letters(rng, 2) + digits(rng, 2)
        out.append(f"{rng.choice(['RhD Immunoglobulin (Anti-D) Administration', 'ANTI-D PROPHYLAXIS RECORD', 'Antenatal transfusion lab note'])} - {hosp(hname)}\n\n")
        out.append(f"{pat(p.fmt('full'))}  {age_expr(rng, a, 'F', rng.choice(['yo', 'year-old', 'aged', 'Age:']))}  G{rng.randint(1, 5)}P{rng.randint(0, 4)}  {gest}+{rng.randint(0, 6)} weeks\n")
        out.append(f"{mlab} {mrn(m)}   DOB {c.d(dob)}   EDD {c.d(plus(when, (40 - gest) * 7))}\n")
        if medicare:
            out.append(f"Medicare {hplan(medicare)}\n")
        out.append(f"Blood group {rng.choice(['O NEG', 'A NEG', 'B NEG', 'AB NEG', 'O RhD negative'])}, antibody screen {rng.choice(['negative', 'negative', 'anti-D detected (passive?)'])} (sample {idn(sample)}, {c.d(plus(when, -rng.randint(1, 10)))})\n")
        out.append(f"Partner {fam(partner.fmt('full'))}: group {rng.choice(['unknown', 'O POS', 'A POS', 'not tested'])}\n")
        out.append(f"Indication: {rng.choice(['routine antenatal prophylaxis 28/40', 'routine antenatal prophylaxis 34/40', 'PV bleed', 'fall onto abdomen', 'post-delivery, baby RhD pos', 'ECV'])}\n")
        out.append(f"Kleihauer: {rng.choice(['< 2 mL FMH', 'not required', '6 mL FMH - additional dose given', 'pending'])}\n")
        out.append(f"Given: RhD immunoglobulin 625 IU IM {rng.choice(['L', 'R'])} deltoid, batch {idn(batch)}, exp {c.d(plus(when, rng.randint(60, 700)), rng.choice(['mm/yy', 'mon y', 'month y']))}\n")
        out.append(f"Administered by {doc(rn1.fmt('full'))} {rng.choice(['RM', 'RN', 'midwife'])}; checked {doc(rn2.fmt('full'))}  on {c.d(when)} {c.tm()}\n")
        out.append(f"LMC / obstetrician: {doc(staff(rng).fmt('full'))}\n" if code == 'NZ' else f"Obstetrician: Dr {doc(staff(rng).fmt('last'))}\n")
        out.append(f"Next dose due {c.d(plus(when, 42))}. Contact {tel(L.phone(rng, 'mobile'))} (patient) for reminder.\n")

    if rng.random() < 0.35:
        out.append(f"\n-- printed {c.d(plus(when, rng.randint(0, 2)))} {c.tm()} {usr(sci.username(rng))} {ip(L.ip(rng))}\n")
    c.dob = locals().get('dob')
    if layout == 'letter':
        out.append(extras(c, p, a, when, hname, m, ['distribution', 'audit', 'addendum', 'billing'], 1, 3))
    else:
        out.append(extras(c, p, a, when, hname, m, ['demographics', 'pmhx', 'labs', 'audit', 'addendum', 'billing', 'meds', 'social'], 2, 5))
    raw = ''.join(out)
    if lower:
        raw = raw.lower()
    if rng.random() < 0.2:
        raw = add_typos(raw, rng, 0.03)
    return raw, code
