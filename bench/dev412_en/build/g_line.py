"""Genres: central line insertion note, catheter-related bloodstream infection (CRBSI) review."""
import clin
import ids
from blocks import demo, gp_term, id_line, sign
from case import D, age_item, extra_person
from ids import add_days
from note import P


def line_insertion(rng, c, n):
    pt, rad, reg = c.pt, c.staff['rad'], c.staff['reg']
    day = c.base
    n.w(rng.choice(('INTERVENTIONAL RADIOLOGY - PROCEDURE NOTE', 'Central Venous Access Procedure Record',
                    'Tunnelled Line Insertion Note', 'VASCULAR ACCESS - INSERTION RECORD')), '\n')
    n.w(P('HOSPITAL', c.hosp), rng.choice((' - IR suite', ' - Vascular Access Service', ' - Day Case Unit')), '\n\n')
    demo(n, c, rng, addr=False, contact=False)
    n.w('Location: ', P('HOSPITAL', c.ward), ', bed ', P('LOCATION_OTHER', c.bed), '   Encounter: ', P('ACCOUNT', c.acct), '\n')
    t0 = rng.randrange(8 * 60, 16 * 60)
    n.w('Date of procedure: ', D(c, day), '   Start %02d:%02d\n\n' % (t0 // 60, t0 % 60))
    n.w('Operator: ', rad.n('dr'), ' (', rad.role, ')\n')
    if rng.random() < 0.6:
        n.w('Assistant: ', reg.n('dr'), ' (', reg.role, ')\n')
    nurse = extra_person(rng, c)
    rgr = extra_person(rng, c)
    n.w('Scrub nurse: ', nurse.n('full'), '   Radiographer: ', rgr.n(rng.choice(('full', 'flast'))), '\n\n')
    n.w('Indication: long-term HPN for ', c.aet, '. ')
    prev = rng.choice(('first line', 'crbsi', 'occluded', 'fractured'))
    if prev == 'first line':
        n.w('First tunnelled line (previously PICC).')
    elif prev == 'crbsi':
        n.w('Previous line removed ', D(c, add_days(day, -rng.randrange(3, 21))), ' for CRBSI (', c.organism,
            '); cultures negative x2 since ', D(c, add_days(day, -rng.randrange(2, 4))), '.')
    elif prev == 'occluded':
        n.w('Previous line occluded ', D(c, add_days(day, -rng.randrange(1, 9))), ' - not cleared with alteplase.')
    else:
        n.w('External segment fractured at home ', D(c, add_days(day, -1)), ' - clamped by ', pt.his(), ' ',
            c.kin.rel, ' ', c.kin.n('first'), ' as trained.')
    n.w('\nAge: ', P('AGE', c.age), '   Weight: %.1f kg   Allergies: %s\n' % (c.wt, rng.choice(('NKDA', 'NKDA', 'chlorhexidine', 'iodine contrast'))))
    n.w('Pre-procedure: Hb %d, plt %d, INR %.1f. ' % (rng.randrange(90, 150), rng.randrange(120, 420), rng.uniform(0.9, 1.4)),
        rng.choice(('Apixaban held 48 h. ', 'Not anticoagulated. ', 'Warfarin held, INR checked on the day. ')), '\n')
    n.w('Consent: written, obtained by operator ', D(c, rng.choice((day, add_days(day, -1)))),
        '. Risks discussed: pneumothorax, bleeding, arterial puncture, infection, malposition, occlusion, thrombosis.\n')
    n.w('WHO surgical safety checklist completed. Time-out performed.\n\n')
    n.w('PROCEDURE\n')
    fr = rng.choice(('6.6', '7', '9.6'))
    n.w('Patient supine, ', rng.choice(('15 degrees head-down (Trendelenburg). ', 'Valsalva on insertion of sheath. ', 'head turned left. ')),
        'Full aseptic technique (2% chlorhexidine in 70% IPA, maximal barrier precautions). ',
        'Ultrasound: ', c.vein, ' patent and compressible; punctured under real-time US with 21G micropuncture needle, '
        'Seldinger technique. Lidocaine 1%% %d mL. ' % rng.randrange(5, 20),
        'Tunnel created to %s chest wall. ' % rng.choice(('right', 'left')),
        '%s Fr %s, cut to %d cm. ' % (fr, c.line.replace('tunnelled ', ''), rng.randrange(17, 30)),
        'Tip at cavo-atrial junction on fluoroscopy (T%d level). Cuff %d cm from exit site. ' % (rng.randrange(5, 8), rng.randrange(2, 4)),
        'Flushes and aspirates freely. Locked with ', c.lock, '.\n')
    n.w('Device: ', c.line_short, ' REF ', rng.choice(('0600540', '0606820', 'CV-12703', 'H965')), '  Lot ', P('DEVICE', ids.lot(rng)),
        '  Exp ', P('DATE', '%d-%02d' % (day.year + rng.randrange(1, 4), rng.randrange(1, 13))), '\n')
    if c.line_short == 'port':
        n.w('Port accessed with 20G Huber needle; needle change weekly while on PN.\n')
    n.w('Fluoroscopy time %.1f min, DAP %.1f Gy.cm2. EBL <%d mL. Complications: %s.\n' % (
        rng.uniform(0.2, 3.5), rng.uniform(0.1, 4.0), rng.choice((5, 10, 20)),
        rng.choice(('none', 'none', 'none', 'one arterial puncture, compressed 5 min', 'minor ooze at tunnel - pressure'))))
    n.w('\nPOST-PROCEDURE\n')
    n.w('- Line may be used immediately for PN\n- Suture at exit site: remove at ', rng.choice(('10', '14', '21')),
        ' days (', D(c, add_days(day, rng.choice((10, 14, 21)))), ') by homecare nurse / practice nurse\n')
    n.w('- Dressing: ', rng.choice(('Tegaderm CHG', 'IV3000 + Biopatch disc', 'Sorbact + transparent film')),
        ', change weekly\n- Line passport updated and given to patient\n')
    if rng.random() < 0.5:
        n.w('- CXR not required (fluoroscopic tip confirmation)\n')
    n.w('- Copy to ', P('ORGANIZATION', c.homecare), ' (nurse visits) and ', gp_term(c), ' ', c.gp.n('drl'), '\n\n')
    sign(n, c, rng, rad, 'doc', lic=rng.random() < 0.5, contact=rng.random() < 0.5)
    t1 = t0 + rng.randrange(40, 150)
    n.w('Signed ', D(c, day), ' %02d:%02d\n' % (t1 // 60, t1 % 60))
    if rng.random() < 0.4:
        n.w('Entered by ', P('USERNAME', rad.user), ' via PACS/RIS\n')


def crbsi_review(rng, c, n):
    pt, st = c.pt, c.staff
    org = c.organism
    adm = add_days(c.base, -rng.randrange(3, 20))
    n.w(rng.choice(('CATHETER-RELATED BLOODSTREAM INFECTION (CRBSI) REVIEW', 'Line Infection Review - HPN Patient',
                    'CRBSI Root Cause Analysis / Post-Infection Review')), '\n')
    n.w(P('HOSPITAL', c.hosp), ' | Nutrition Support Team & Infection Prevention and Control\n')
    n.w('Incident ref: ', P('IDNUM', ids.idnum(rng, rng.choice(('INC', 'DX', 'IR')))), '   Review date: ', D(c, c.base), '\n\n')
    demo(n, c, rng, addr=rng.random() < 0.4, contact=False)
    n.w('Homecare provider: ', P('ORGANIZATION', c.homecare), '   Connection by: ',
        rng.choice(('self', 'homecare nurse', 'carer (trained)', 'self + ')))
    if n.parts[-1].endswith('+ '):
        n.w(c.kin.rel, ' ', c.kin.n('full'))
    n.w('\n\n1. LINE HISTORY\n')
    n.w('Current line: ', c.line, ', ', c.vein, ', inserted ', D(c, c.line_date), ' at ', P('HOSPITAL', rng.choice((c.hosp, c.hosp2))),
        ' (', str((adm - c.line_date).days), ' line-days at presentation).\n')
    n.w('Previous CRBSI: ')
    if c.crbsi_n:
        for i in range(c.crbsi_n):
            if i:
                n.w('; ')
            n.w(D(c, add_days(c.line_date, -rng.randrange(60, 900)), rng.choice(('my', 'num'))), ' (', rng.choice(clin.ORGANISMS), ')')
        n.w('\n')
    else:
        n.w('none\n')
    n.w('HPN since ', D(c, c.hpn_start, 'y'), '; infection rate this year %.1f per 1000 catheter-days (unit target <1.0)\n'
        % rng.uniform(0.3, 3.5))
    n.w('\n2. PRESENTATION\n')
    n.w('Presented to ', rng.choice(('ED', 'the IF unit directly', 'local ED at ')))
    if n.parts[-1].endswith('at '):
        n.w(P('HOSPITAL', c.hosp2))
    tp = rng.randrange(0, 22 * 60)
    n.w(' on ', D(c, adm), ' at %02d:%02d with ' % (tp // 60, tp % 60),
        rng.choice(('rigors within 30 min of starting PN', 'fever 39.2 and hypotension (BP 84/50)', 'malaise and frank pus at the exit site',
                    'confusion and lactate 4.1')), '. NEWS2 %d, qSOFA %d.\n' % (rng.randrange(2, 10), rng.randrange(0, 3)))
    if rng.random() < 0.5:
        n.w('Admitted to ', P('HOSPITAL', c.ward), ', side room ', P('LOCATION_OTHER', str(rng.randrange(1, 12))), '.\n')
    n.w('\n3. MICROBIOLOGY\n')
    n.w('Specimen         | Site       | Collected        | Result\n')
    t1 = rng.randrange(7, 16)
    rows = [('line (central)', t1), ('peripheral', t1 + rng.choice((1, 2, 3, 4, 6)))]
    for site, h in rows:
        tc = tp + rng.randrange(10, 50)
        n.w(P('IDNUM', ids.idnum(rng, 'BC')), ' | ', site, ' | ', D(c, adm, 'num'), ' %02d:%02d' % (tc // 60, tc % 60),
            ' | ', org.split(' (')[0], ' at %d h\n' % h)
    n.w('DTP %d h - ' % (rows[1][1] - rows[0][1]), 'meets CRBSI definition (DTP >= 2 h)' if rows[1][1] - rows[0][1] >= 2 else
        'DTP <2 h - probable CRBSI on clinical grounds', '\n')
    n.w('Sensitivities: ', clin.SENS[org], '\n')
    if rng.random() < 0.5:
        n.w('Exit-site swab ', P('IDNUM', ids.idnum(rng, 'SW')), ': ', rng.choice(('no growth', 'scanty skin flora', 'same organism')), '\n')
    n.w('\n4. MANAGEMENT\n', clin.ABX[org], '. ')
    if 'removed' in clin.ABX[org]:
        n.w('Line removed ', D(c, add_days(adm, rng.randrange(1, 4))), ' by ', st['rad'].n('dr'), '; new line ',
            D(c, add_days(adm, rng.randrange(5, 12))), '.')
    else:
        n.w('Salvage attempted per IDSA 2009 / unit policy (stable, CoNS/Gram-negative, no tunnel infection). Clearance cultures ',
            D(c, add_days(adm, 3)), ' negative.')
    n.w(' Microbiology advice: ', st['micro'].n('drl'), ' ', D(c, add_days(adm, 1)), '.\n')
    n.w('\n5. ROOT CAUSE / CONTRIBUTING FACTORS\n')
    facts = ['ANTT observed on home visit ' + '%s' % '', 'bathing with line uncovered', 'dressing changed late (>10 days)',
             'pet cat sleeps on bed during infusion', 'bag spiked >1 h before connection', 'needle-free connector not changed weekly',
             'carer training >2 years ago - no refresher', 'high stoma output soaking dressing']
    chosen = rng.sample(facts, rng.randrange(2, 4))
    for f in chosen:
        if f.startswith('ANTT'):
            n.w('- ANTT observed on home visit ', D(c, add_days(adm, rng.randrange(5, 14))), ' by ', st['hcn'].n('full'),
                ': ', rng.choice(('key-part touched once', 'satisfactory', 'no hand hygiene before opening pack')), '\n')
        else:
            n.w('- ', f, '\n')
    n.w('Standards used: ', rng.choice(clin.GUIDES), '; ', rng.choice(clin.GUIDES[4:]), '.\n')
    n.w('\n6. ACTIONS\n')
    n.w('- Retraining session booked ', D(c, add_days(c.base, rng.randrange(3, 20))), ' with ', st['cns'].n('full'), '\n')
    n.w('- ', rng.choice(('Switch lock to taurolidine (TauroLock)', 'Continue TauroLock', 'Consider ethanol lock - discuss at MDT')), '\n')
    n.w('- Incident shared with ', P('ORGANIZATION', c.homecare), ' clinical governance lead ', extra_person(rng, c).n('full'),
        '\n')
    n.w('- ', gp_term(c), ' informed: ', c.gp.n('dr'), '\n')
    n.w('\nReview completed by: ', st['ipc'].n('full'), ', ', st['ipc'].role, ' and ', st['cns'].n('full'), ', ', st['cns'].role, '\n')
    if rng.random() < 0.5:
        n.w('Contact IPC: ', P('PHONE', st['ipc'].tel), '  ', P('EMAIL', st['ipc'].email), '\n')
    n.w('Signed off: ', st['cons'].n('dr'), ' ', D(c, add_days(c.base, rng.randrange(1, 10))), '\n')
