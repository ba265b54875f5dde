"""Genres: discharge prescription + counselling; anticoagulation clinic; medication review letter."""
import datetime
import core as C
import meds as M
import blocks as B
import people as PE
import pools as P

STATUS_UK = ['NEW', 'CHANGED', 'UNCHANGED', 'UNCHANGED', 'UNCHANGED', 'NEW', 'DOSE CHANGED']
COUNSEL_UK = ['purpose and dose of each new medicine', 'DOAC - bleeding signs, alert card given, do not double doses',
              'steroid - take in morning with food, do not stop suddenly, steroid card issued',
              'antibiotic course length and completion date', 'inhaler technique (checked - good)',
              'sick day rules (metformin, ACEi, diuretic, SGLT2i)', 'opioid - constipation, drowsiness, driving law',
              'insulin pen technique and hypo treatment', 'stopped medicines - remove from dosette/home supply',
              'methotrexate - WEEKLY only, folic acid on different day', 'GTN spray use and when to call 999']
COUNSEL_US = ['new med purpose/dose/side effects', 'anticoagulant - bleeding precautions, avoid NSAIDs',
              'prednisone taper calendar reviewed', 'antibiotic end date', 'inhaler technique - teach-back OK',
              'hold rules for metformin/diuretic on sick days', 'opioid safety - naloxone Rx provided, safe storage',
              'insulin pen technique, hypoglycemia s/sx', 'STOP list - discard old bottles',
              'methotrexate - ONCE WEEKLY only, folic acid on a different day', 'nitroglycerin SL use - call 911 if no relief after 1st dose']


def discharge(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    adm = ctx.ago(r.randrange(2, 20))
    dis = ctx.today
    prescr = PE.make_staff(r, uk, 'doctor')
    prescr['cred'] = r.choice(['FY1', 'FY2', 'CT1', 'SpR', 'ST3', 'SHO'] if uk else ['MD, PGY-1', 'MD, PGY-2', 'DO', 'NP', 'PA-C'])
    cons, _ = B.doc(ctx, cred='Consultant' if uk else 'MD')
    if uk:
        n.ln('{h}', h=(ctx.hosp, 'HOSPITAL'))
        n.ln(r.choice(['DISCHARGE PRESCRIPTION (TTO)', 'TTA / Discharge Medicines', 'Discharge Summary - Medicines']))
        n.ln('Ward: {w}   Consultant: {c}', w=(ctx.ward, 'HOSPITAL'), c=cons)
    else:
        n.ln(r.choice(['DISCHARGE MEDICATION LIST & COUNSELING NOTE', 'Discharge Medication Reconciliation / Patient Education',
                       'AFTER VISIT SUMMARY - MEDICATIONS']))
        n.ln('{h} - {w}', h=(ctx.hosp, 'HOSPITAL'), w=(ctx.ward, 'HOSPITAL'))
    B.pt_header(n, ctx)
    if r.random() < 0.6:
        n.ln('Address: {a}', a=PE.addr_oneline(p['addr'], r))
    if not uk and r.random() < 0.6:
        n.ln('CSN: {a}   Attending: {c}', a=(p['acct'], 'ACCOUNT'), c=cons)
    n.ln('{la} {a}   {ld} {d}', la=r.choice(['Admitted:', 'Adm:', 'Date of admission:']), a=ctx.d(adm),
         ld=r.choice(['Discharged:', 'D/C:', 'Date of discharge:']), d=ctx.d(dis))
    n.ln('{g}: {gp}, {pr}', g='GP' if uk else 'PCP', gp=B.doc(ctx, staff=ctx.gp)[0], pr=(ctx.gp_practice, 'HOSPITAL'))
    n.ln('Allergies: {a}', a=B.allergies(ctx))
    n.nl()
    ds = B.drugs(ctx, r.randrange(5, 12))
    stopped = ds[-2:] if r.random() < 0.7 else []
    cur = ds[:len(ds) - len(stopped)]
    if uk:
        n.ln('MEDICINES ON DISCHARGE')
        n.raw('Drug / dose / frequency'.ljust(46) + 'Supply   Status\n')
        for d in cur:
            t, _ = B.drug_text(ctx, d, r.choice([0, 1, 2]))
            n.add(t.ljust(46) if len(t) < 44 else t + '  ', r.choice(['14d', '28d', 'POD', 'own', '7d', '0']).ljust(9), r.choice(STATUS_UK), '\n')
        if stopped:
            n.ln('MEDICINES STOPPED')
            for d in stopped:
                n.ln('- {x} - {why}', x=d[0], why=r.choice(['stopped due to AKI', 'no indication', 'falls risk', 'replaced by DOAC', 'hypotension']))
        n.nl()
        n.ln('Prescriber: {nm} ({cr}) bleep {b}  GMC {g}', nm=C.name(prescr, r.choice(['title_sur', 'title_full', 'full']), 'DOCTOR'),
             cr=prescr['cred'], b=(prescr['bleep'], 'PHONE'), g=(prescr['reg'], 'LICENSE'))
        tech = PE.make_staff(r, uk, 'tech')
        n.ln('Clinical screen: {a} {d}   Dispensed: {b}   Final check: {c} (ACPT)', a=(ph['initials'], 'DOCTOR'), d=ctx.ds(dis),
             b=(C.initials_of(PE.make_person(r)), 'DOCTOR'), c=(tech['initials'], 'DOCTOR'))
    else:
        groups = [('START taking:', cur[:2]), ('CHANGE how you take:', cur[2:3]), ('CONTINUE taking:', cur[3:]), ('STOP taking:', stopped)]
        for lab, lst in groups:
            if not lst:
                continue
            n.ln(lab)
            for d in lst:
                n.ln('  - {t}', t=B.drug_text(ctx, d, r.choice([0, 1, 2]))[0])
        n.nl()
        n.ln('Prescriptions sent electronically to: {ph}, {ad} - {tel}', ph=(ctx.pharmacy, 'HOSPITAL'),
             ad=PE.addr_oneline(ctx.fac_addr, r), tel=ctx.phone())
        if r.random() < 0.5:
            n.ln('Meds to Beds: {k} Rx filled by outpatient pharmacy, delivered to {b} at {t}; copay ${c}.', k=str(r.randrange(2, 6)),
                 b=B.bed(ctx), t=ctx.time(), c='%d.%02d' % (r.randrange(0, 60), r.randrange(100)))
        n.ln('Insurance: {ins}   Member ID {m}', ins=(p['insurer'], 'ORGANIZATION'), m=(p['member'], 'HEALTHPLAN'))
    n.nl()
    n.ln(r.choice(['COUNSELLING RECORD', 'Counselling:', 'PATIENT EDUCATION'] if uk else ['COUNSELING', 'Patient education:', 'Pharmacist counseling note']))
    k = p['nok']
    who = r.randrange(3)
    if who == 0:
        n.ln('{d} {t} - ' + ('counselled' if uk else 'counseled') + ' {nm} at bedside{w}.', d=ctx.ds(dis), t=ctx.time(),
             nm=ctx.pname(r.choice(['title_sur', 'given', 'full'] + (['nick'] if p.get('nick') else []))),
             w=r.choice(['', ' with interpreter (tel)', '; hard of hearing, written info given']))
    elif who == 1:
        n.ln(('Counselled' if uk else 'Counseled') + ' patient and {rel} {nm} on {d}.', rel=k['rel'], nm=B.fam(ctx), d=ctx.d(dis))
    else:
        n.ln('Pt too drowsy - ' + ('counselled' if uk else 'counseled') + ' {rel} ({nm}) by phone on {ph}.', rel=k['rel'], nm=B.fam(ctx, 'full'), ph=(k['phone'], 'PHONE'))
    names = ' '.join(d[0] for d in cur).lower()
    keys = [('apixaban rivaroxaban edoxaban', 1), ('prednisolone', 2), ('amoxicillin doxycycline nitrofurantoin trimethoprim co-amoxiclav clarithromycin', 3),
            ('salbutamol fostair tiotropium', 4), ('metformin ramipril furosemide bumetanide empagliflozin dapagliflozin candesartan', 5),
            ('morphine oxycodone tramadol co-codamol fentanyl oramorph', 6), ('insulin', 7), ('methotrexate', 9)]
    pts = [0]
    for words, idx in keys:
        if any(w in names for w in words.split()):
            pts.append(idx)
    if stopped:
        pts.append(8)
    lst = COUNSEL_UK if uk else COUNSEL_US
    for idx in pts[:5]:
        n.ln('  - {c}', c=lst[min(idx, len(lst) - 1)])
    if r.random() < 0.5:
        n.ln('Next {x} due {d}.', x=r.choice(['bloods (U&E)', 'INR', 'B12 injection', 'Prolia injection', 'clinic review']), d=ctx.d(ctx.ahead(r.randrange(3, 60))))
    if uk:
        if r.random() < 0.7:
            n.ln('DMS referral sent to {ph} via PharmOutcomes (ref {ref}) on {d}.', ph=(ctx.pharmacy, 'HOSPITAL'),
                 ref=('DMS-%06d' % r.randrange(10 ** 6), 'IDNUM'), d=ctx.ds(dis))
        if r.random() < 0.4:
            n.ln('MDS to continue - {ph} tel {t}', ph=(ctx.pharmacy, 'HOSPITAL'), t=ctx.phone())
    else:
        n.ln('Follow-up: {pcp} on {d}; labs (BMP) {d2}.', pcp=B.doc(ctx, staff=ctx.gp)[0], d=ctx.d(ctx.ahead(r.randrange(5, 14))),
             d2=ctx.ds(ctx.ahead(r.randrange(3, 8))))
        n.ln('Questions: call {w} at {t}.', w=r.choice(['the pharmacy', 'our discharge pharmacist', 'the unit']), t=ctx.phone())
    B.signature(n, ctx, ph, ph.get('sig'))


# ----------------------------------------------------------- anticoag
def anticoag(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    clinic = r.choice(['{h} Anticoagulation Clinic', 'Warfarin Clinic - {g}', '{h} Anticoagulation Service',
                       'Pharmacist-led Anticoagulation Clinic, {g}'])
    cname = clinic.format(h=ctx.hosp, g=ctx.gp_practice)
    n.ln('{c}', c=(cname, 'HOSPITAL'))
    n.ln(r.choice(['INR CLINIC RECORD', 'Anticoagulation review', 'ANTICOAGULATION MONITORING - pharmacist visit']))
    B.pt_header(n, ctx)
    ind = r.choice([('AF', '2.0-3.0', '2.5'), ('AF (CHA2DS2-VASc 4, HAS-BLED 2)', '2.0-3.0', '2.5'),
                    ('DVT L leg', '2.0-3.0', '2.5'), ('recurrent PE', '2.5-3.5', '3.0'),
                    ('mechanical MVR (St Jude)', '2.5-3.5', '3.0'), ('mechanical AVR', '2.0-3.0', '2.5'),
                    ('LV thrombus', '2.0-3.0', '2.5'), ('antiphospholipid syndrome', '2.0-3.0', '2.5')])
    start = ctx.ago(r.randrange(60, 3000))
    n.ln('Indication: {i}   Target INR {t} (range {rg})', i=ind[0], t=ind[2], rg=ind[1])
    n.ln('Warfarin started {d} by {doc}; duration: {du}', d=ctx.d(start, r.choice(['month_year', ctx.dstyle, 'year'])),
         doc=B.doc(ctx)[0], du=r.choice(['long term', 'lifelong', '6 months', '3 months then review']))
    n.ln('Tablets held: {t}', t=r.choice(['1mg (brown), 3mg (blue), 5mg (pink)', '1 mg + 5 mg', '0.5mg (white), 1mg, 3mg',
                                          '2 mg (lavender) and 5 mg (peach)', '1mg and 3mg only']))
    n.nl()
    n.ln(r.choice(['INR HISTORY', 'Recent results:', 'Date        INR    Dose']) if r.random() < 0.5 else 'INR history')
    rows = r.randrange(4, 10)
    d = ctx.today
    dates = []
    for _ in range(rows):
        d = d - datetime.timedelta(days=r.choice([7, 7, 14, 14, 21, 28, 35, 42]))
        dates.append(d)
    dates.reverse()
    tstyle = r.choice(['uk_slash', 'uk_short', 'uk_dmon', 'uk_dash'] if uk else ['us_slash', 'us_short', 'us_mond', 'us_md'])
    n.raw('Date'.ljust(14) + 'INR'.ljust(7) + ('Dose (mg/day)'.ljust(22) if r.random() < 0.5 else 'Weekly dose'.ljust(22)) + 'Next test\n')
    base = r.choice([2, 3, 3.5, 4, 5, 6, 7.5])
    for i, dt in enumerate(dates):
        inr = round(max(1.0, r.gauss(2.5, 0.6)), 1)
        dose = base if r.random() < 0.7 else base + r.choice([-1, -0.5, 0.5, 1])
        nxt = dates[i + 1] if i + 1 < len(dates) else ctx.today
        ds = C.fmt_date(dt, tstyle)
        n.add((ds, 'DATE'), ' ' * max(2, 14 - len(ds)), str(inr).ljust(7), (('%g' % dose) + (' mg' if r.random() < 0.3 else '')).ljust(22),
              (C.fmt_date(nxt, tstyle), 'DATE'), r.choice(['', '', ' *', ' (missed)', '']) if i else '', '\n')
    today_inr = round(max(1.1, r.gauss(2.8, 1.0)), 1)
    n.nl()
    dev = r.random() < 0.6
    n.add('Today ', ctx.d(ctx.today), ': INR ', str(today_inr))
    if dev:
        sn = r.choice(['UQ%07d', 'UP%08d', 'CK-%06d', 'XS%07d']) % r.randrange(10 ** 6)
        n.add(r.choice([' (POCT CoaguChek XS, meter SN ', ' - fingerstick, CoaguChek serial ', ' (patient self-test meter SN ']),
              (sn, 'DEVICE'), ')')
    n.nl()
    q = [('Bleeding/bruising', ['none', 'nil', 'minor gum bleeding', 'bruise L forearm after knock', 'no']),
         ('Missed doses', ['none', '1 dose last week', 'none reported', 'unsure - daughter checking']),
         ('Diet/alcohol', ['no change', 'more greens recently', 'weekend binge - 10 units Sat', 'eating less (poor appetite)']),
         ('New meds', ['none', 'clarithromycin from GP', 'amiodarone started in clinic', 'OTC aspirin - advised stop', 'fluconazole x1']),
         ('Procedures', ['none planned', 'dental extraction next month', 'colonoscopy booked', 'TKR listed'])]
    for lab, opts in q:
        if r.random() < 0.8:
            n.ln('{l}: {v}', l=lab, v=r.choice(opts))
    n.nl()
    lo, hi = [float(x) for x in ind[1].split('-')]
    if today_inr > 8:
        plan = 'INR >8 - omit warfarin, vitamin K 2mg PO given, recheck in 24h.'
    elif today_inr > hi + 0.5:
        plan = r.choice(['Omit 1 dose then reduce to {x} mg/day.', 'Hold 2 doses, restart at {x} mg.'])
    elif today_inr > hi:
        plan = r.choice(['Slightly high - no dose change, recheck sooner.', 'Reduce by 0.5mg on Mon/Thu; otherwise {x} mg.'])
    elif today_inr >= lo:
        plan = r.choice(['Continue same dose.', 'In range - continue {x} mg daily.', 'Stable - extend interval.',
                         'Discussed switch to DOAC - pt declines, prefers monitoring.'])
    else:
        plan = r.choice(['Increase weekly dose by 10% ({x} mg/day alt days).', 'Extra 1mg today then continue {x} mg.',
                         'Subtherapeutic - ? missed doses; no change, recheck 1 week.'])
    n.ln('Plan: ' + plan, x='%g' % base)
    n.ln('Next INR: {d}{w}', d=ctx.d(ctx.ahead(r.choice([3, 5, 7, 14, 21, 28]))), w=r.choice(['', ' at ' + ctx.time(), ' (home visit)', ' - text reminder sent']))
    if r.random() < 0.6:
        n.ln('Counselling: {x}.', x=', '.join(B.pick(r, ['signs of bleeding and when to seek help', 'consistent vitamin K intake', 'alcohol within limits',
                                                         'check with pharmacist before OTC/herbal products', 'tablet colours re-checked with pt',
                                                         'what to do if a dose is missed', 'carry anticoagulant alert card'], r.randrange(2, 4))))
    if r.random() < 0.4:
        n.ln('TTR (Rosendaal) last 6 months: {t}%. {x}', t=str(r.randrange(38, 92)), x=r.choice(['', 'Poor control - DOAC suitability assessed (CrCl adequate).',
                                                                                           'Good control.', 'Review adherence; consider weekly dosing chart.']))
    extra = r.randrange(4)
    if extra == 0:
        n.ln('Yellow book updated and dosing sheet given.' if uk else 'Written dosing calendar given.')
    elif extra == 1 and r.random() < 0.3:
        n.ln('INR unstable since {h} ({x}).', h=(r.choice(['Christmas', 'New Year', 'Easter', 'Thanksgiving' if not uk else 'Christmas']), 'DATE'),
             x=r.choice(['more alcohol', 'course of antibiotics', 'diet change', 'missed doses while away']))
    elif extra == 1:
        n.ln('Phoned {ph} to confirm dose - spoke with {rel} {nm}.', ph=(p['phone'], 'PHONE'), rel=p['nok']['rel'], nm=B.fam(ctx))
    elif extra == 2:
        n.ln('Letter to {g} re interaction; copy to {c}.', g=B.doc(ctx, staff=ctx.gp)[0], c=(ctx.gp_practice, 'HOSPITAL'))
    else:
        n.ln('Pt drives - advised re bleeding risk; transport by {k} next visit.', k=B.fam(ctx))
    if r.random() < 0.4:
        n.ln('Clinic contact: {t} (answerphone) / {e}', t=ctx.phone(), e=ctx.email('anticoag'))
    B.signature(n, ctx, ph, ph.get('sig'))


# ------------------------------------------------------ review letter
def review_letter(n, ctx):
    r, p, uk, ph = ctx.rng, ctx.pt, ctx.uk, ctx.ph
    org = r.choice([ctx.pharmacy, ctx.hosp + ' Pharmacy Department', ctx.pharmacy])
    n.ln('{o}', o=(org, 'HOSPITAL'))
    for line in PE.addr_lines(ctx.fac_addr, r):
        n.ln('{l}', l=line)
    n.ln('Tel: {t}{f}', t=ctx.phone(), f=[' | Fax: ', ctx.fax()] if r.random() < 0.5 else '')
    if r.random() < 0.6:
        n.ln('Email: {e}', e=ctx.email())
    if r.random() < 0.3:
        n.ln('{u}', u=ctx.url())
    n.nl()
    n.ln('{d}', d=ctx.d(ctx.today, r.choice(['uk_long', 'uk_ord', ctx.dstyle] if uk else ['us_long', ctx.dstyle])))
    n.nl()
    gp = ctx.gp
    n.ln('{t}{nm}', t='Dr ' if uk else 'Dr. ', nm=(gp['given'] + ' ' + gp['family'], 'DOCTOR'))
    n.ln('{pr}', pr=(ctx.gp_practice, 'HOSPITAL'))
    ga = PE.make_address(r, uk, ctx.region)
    for line in PE.addr_lines(ga, r):
        n.ln('{l}', l=line)
    n.nl()
    n.ln('Dear {t}{s},', t='Dr ' if uk else 'Dr. ', s=(gp['family'], 'DOCTOR'))
    n.nl()
    if uk:
        n.ln('Re: {nm}, DOB {dob}, NHS No {nhs}', nm=ctx.pname(r.choice(['title_full', 'full', 'caps_full'])), dob=ctx.d(p['dob']), nhs=(p['nhs'], 'MRN'))
    else:
        n.ln('RE: {nm}   DOB: {dob}   {ins} ID: {m}', nm=ctx.pname(r.choice(['full', 'caps_full', 'full_mid'])), dob=ctx.d(p['dob']),
             ins=(p['insurer'], 'ORGANIZATION'), m=(p['member'], 'HEALTHPLAN'))
    n.ln('    {a}', a=PE.addr_oneline(p['addr'], r))
    n.nl()
    svc = r.choice(['a Structured Medication Review', 'a New Medicine Service consultation', 'a medicines use review following discharge',
                    'a domiciliary medication review']) if uk else r.choice(
        ['a Comprehensive Medication Review (CMR) under the Medicare Part D MTM program',
         'a medication therapy management visit', 'a post-discharge medication review', 'a polypharmacy consult'])
    where = r.choice(['at the pharmacy', 'by telephone', 'at home', 'by video call'])
    n.ln('I saw {nm} ({a}) for {s} {w} on {d}.', nm=ctx.pname(r.choice(['title_sur', 'given', 'title_full'] + (['nick'] if p.get('nick') else []))),
         a=B.age(ctx, r.choice(['yo', 'yearold', 'aged', 'years', 'words', 'wordsold'])), s=svc, w=where, d=ctx.d(ctx.ago(r.randrange(1, 10))))
    if r.random() < 0.5:
        n.ln('{rel} {k}, who manages the dosette, joined the consultation.', rel=p['nok']['rel'].capitalize(), k=B.fam(ctx, r.choice(['given', 'full'])))
    n.nl()
    recs = ['Omeprazole 20mg has been taken since %s with no ongoing indication - suggest step down / stop.',
            'Amitriptyline and zopiclone increase falls risk (fall at home in %s) - consider gradual withdrawal.',
            'Blood pressure remains above target; consider increasing amlodipine to 10mg.',
            'Alendronic acid: taking incorrectly with breakfast - counselled; started %s, review at 5 years.',
            'Co-codamol used regularly - constipation reported; suggest regular laxative.',
            'Metformin dose exceeds recommended maximum for eGFR 41 - suggest reduce to 500mg BD.',
            'NSAID (ibuprofen OTC) with ACEi and diuretic - "triple whammy" risk; advised to stop.',
            'Inhaler technique poor with MDI - suggest switch to breath-actuated device.',
            'Statin stopped by patient in %s due to muscle aches - consider rechallenge at lower dose.',
            'Anticholinergic burden score 5 - consider alternatives to oxybutynin.']
    need = [['Omeprazole'], ['Amitriptyline', 'Zopiclone'], ['Amlodipine'], ['Alendronic acid'], ['Co-codamol 30/500'], ['Metformin'],
            ['Ramipril', 'Furosemide'], ['Salbutamol 100mcg inhaler'], [], []]
    chosen = B.pick(r, list(range(len(recs))), r.randrange(2, 5))
    must = []
    for c in chosen:
        must += need[c]
    if not uk:
        recs = [x.replace('zopiclone', 'zolpidem').replace('Omeprazole 20mg', 'Omeprazole 20 mg').replace('Co-codamol', 'Hydrocodone/APAP')
                .replace('Alendronic acid', 'Alendronate').replace('10mg', '10 mg').replace('500mg BD', '500 mg BID')
                .replace('ACEi', 'ACE inhibitor') for x in recs]
    n.ln(r.choice(['Current medicines:', 'Medication list reviewed:', 'Medicines at time of review']))
    ds = B.drugs(ctx, max(r.randrange(6, 14), len(must) + 2), must=must)
    r.shuffle(ds)
    for d in ds:
        n.ln('  {t}', t=B.drug_text(ctx, d, 0)[0])
    n.nl()
    if r.random() < 0.7:
        res = r.choice([('eGFR 41 (', '), K 5.3, ' + ('HbA1c 58 mmol/mol' if uk else 'A1c 7.9%')), ('BP 148/82 home average, HR 54 on ', ''),
                        ('TSH 6.2 (', '), ' + ('TC 5.8' if uk else 'LDL 132')), ('Hb 101 (' if uk else 'Hgb 10.1 (', '), ferritin 18')])
        n.ln('Recent results: {a}{d}{b}', a=res[0], d=ctx.ds(ctx.ago(r.randrange(5, 60))), b=res[1])
    n.ln(r.choice(['Findings and recommendations:', 'Issues identified:', 'I would be grateful if you would consider the following:']))
    for i, rec in enumerate([recs[c] for c in chosen]):
        if '%s' in rec:
            a_, b_ = rec.split('%s')
            n.ln('{i}. {a}{d}{b}', i=str(i + 1), a=a_, d=ctx.d(ctx.ago(r.randrange(90, 2000)), r.choice(['year', 'month_year', 'mon_year'])), b=b_)
        else:
            n.ln('{i}. {x}', i=str(i + 1), x=rec)
    n.nl()
    n.ln(r.choice(['{nm} is happy with these suggestions and would like to discuss them at the next review.',
                   'I have not made any changes; the patient is aware this letter has been sent.',
                   'Please contact me if you wish to discuss.', 'I will follow up by telephone in 4 weeks.']),
         nm=ctx.pname(r.choice(['title_sur', 'given'])))
    n.nl()
    n.ln(r.choice(['Yours sincerely,', 'Kind regards,', 'With best wishes,'] if uk else ['Sincerely,', 'Best regards,', 'Respectfully,']))
    n.nl()
    n.ln('{nm}', nm=ctx.sname(ph, r.choice(['full', 'full_mid'])))
    n.ln('{c}', c=ph['cred'])
    if ph.get('reg') and r.random() < 0.7:
        n.ln('{l} {r}', l=ph['reg_label'] + (' No.' if uk and r.random() < 0.5 else ''), r=(ph['reg'], 'LICENSE'))
    if r.random() < 0.5:
        n.ln('{e}', e=(ph['email'], 'EMAIL'))
    if r.random() < 0.4:
        n.ln('cc: {x}', x=r.choice(['patient', 'patient; consultant', 'care home']))
