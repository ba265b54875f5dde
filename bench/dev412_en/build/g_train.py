"""Genres: patient/carer HPN training record, telephone advice log."""
import ids
from blocks import gp_term, id_line
from case import D, addr_items, country_item, extra_person
from ids import add_days
from note import P

COMPETENCIES = (
    'Hand hygiene (WHO 6-step) and preparing a clean surface',
    'ANTT principles: key parts and key sites',
    'Checking PN bag against prescription label (name, DOB, expiry)',
    'Adding vitamins to bag (Cernevit / Solivito) aseptically',
    'Priming giving set and loading pump cassette',
    'Programming pump: rate, ramp up / ramp down',
    'Connecting PN to line (scrub the hub 15 s)',
    'Disconnecting, flushing (pulsatile) and locking',
    'Changing needle-free connector',
    'Exit-site dressing change',
    'Recognising signs of infection - when to call',
    'Line occlusion: what to do / never force',
    'Damaged or split line: clamp above damage, call unit',
    'Air in line / pump alarms (upstream, downstream, air-in-line)',
    'Fridge storage and temperature log (2-8 C)',
    'Blood glucose monitoring (hypo after ramp down)',
    'Fluid balance chart and daily weights',
    'Sharps and waste disposal',
)


def training_record(rng, c, n):
    pt, cns = c.pt, c.staff['cns']
    carer = c.kin if rng.random() < 0.55 else None
    start = add_days(c.base, -rng.randrange(10, 30))
    n.w(rng.choice(('HOME PARENTERAL NUTRITION - PATIENT / CARER TRAINING RECORD', 'HPN Training & Competency Record',
                    'Self-Administration of PN: Training Log')), '\n')
    n.w(P('HOSPITAL', c.hosp), ' - ', rng.choice(('Nutrition Support Team', 'Intestinal Failure Unit')), '\n\n')
    n.w('Trainee: ', pt.n(rng.choice(('full', 'fml'))), ' (patient)')
    if carer:
        n.w(' and ', carer.n('full'), ' (', carer.rel, ', carer)')
    n.w('\nDOB: ', D(c, c.dob), '   ')
    id_line(n, c, rng)
    n.w('Ward: ', P('HOSPITAL', c.ward), '   Bed ', P('LOCATION_OTHER', c.bed), '\n')
    n.w('Trainer: ', cns.n('full'), ', ', cns.role, '\n')
    n.w('Training commenced: ', D(c, start), '   Planned discharge: ', D(c, add_days(c.base, rng.randrange(1, 6))), '\n')
    n.w('\nLearning assessment: ')
    la = rng.choice(('ok', 'sight', 'lang', 'dex', 'work'))
    if la == 'ok':
        n.w('no barriers identified; prefers demonstration then practice.')
    elif la == 'sight':
        n.w('reduced vision - large-print pump guide provided.')
    elif la == 'lang':
        interp = extra_person(rng, c)
        n.w('first language not English; interpreter ', interp.n('full'), ' attended sessions 1-3.')
    elif la == 'dex':
        n.w('reduced dexterity (', rng.choice(("Dupuytren's contracture", 'rheumatoid arthritis', 'peripheral neuropathy')),
            ') - carer to do connection.')
    else:
        n.w('works as a ', P('PROFESSION', c.prof), ' - training scheduled around shifts.')
    n.w('\nFramework: ', rng.choice(('ANTT (Aseptic Non Touch Technique) framework', 'BAPEN 2019 line-care standards',
                                    'ESPEN 2023 HPN guideline', 'NICE CG32 (2006, updated 2017)')), '; unit HPN training pack v%d.\n' % rng.randrange(2, 9))
    n.w('\nCOMPETENCY CHECKLIST\n')
    comps = rng.sample(COMPETENCIES, rng.randrange(8, 14))
    wd = max(len(x) for x in comps) + 4
    n.w('#  Competency'.ljust(wd), '| Date       | Trainer | Trainee\n')
    who_init = carer if carer and rng.random() < 0.5 else pt
    for i, comp in enumerate(comps):
        d = add_days(start, min(i // 2 + rng.randrange(0, 3), 28))
        n.w(('%-2d %s' % (i + 1, comp)).ljust(wd), '| ', D(c, d, 'num'), ' | ', P('DOCTOR', cns.initials(False)), '      | ')
        if rng.random() < 0.15:
            n.w('not yet - repeat\n')
        else:
            n.w(who_init.n('inits'), '\n')
    n.w('\nEQUIPMENT ISSUED\n')
    n.w('- Pump: ', c.pump, ', serial ', P('DEVICE', ids.serial(rng)), '\n')
    n.w('- Drug fridge: serial ', P('DEVICE', ids.serial(rng)), '; thermometer min/max\n')
    n.w('- Backpack for daytime infusion, drip stand, line passport\n')
    if rng.random() < 0.7:
        n.w('\nREMOTE SUPPORT\n')
        n.w('Patient app account: username ', P('USERNAME', (pt.first[0] + pt.last.replace(' ', '').replace("'", '')).lower() +
                                                 ids.dg(rng, 2)), ' at ', P('URL', ids.url(rng)), '\n')
        if rng.random() < 0.6:
            n.w('Home hub registered, local IP ', P('IPADDR', ids.ipaddr(rng)), ' (pump log upload nightly)\n')
    n.w('\nEMERGENCY CONTACTS GIVEN\n')
    n.w('IF unit (24 h): ', P('PHONE', c.dept_tel), '\nHomecare (', P('ORGANIZATION', c.homecare), '): ', P('PHONE', c.hc_tel), '\n')
    n.w(gp_term(c), ': ', c.gp.n('dr'), ', ', P('HOSPITAL', c.practice), ' ', P('PHONE', c.p_tel), '\n')
    if rng.random() < 0.4:
        n.w('Support group: ', P('ORGANIZATION', rng.choice(('Gutline Support Trust', 'Short Bowel Friends Network', 'HPN Peer Circle'))),
            ' - leaflet given\n')
    n.w('\nSIGN-OFF\n')
    n.w('Trainee: ', pt.n('full'), '  signed ', D(c, c.base), '\n')
    if carer:
        n.w('Carer: ', carer.n('full'), '  signed ', D(c, c.base), '\n')
    n.w('Trainer: ', cns.n('full'), '  signed ', D(c, c.base), '\n')
    if rng.random() < 0.5:
        n.w('Countersigned: ', c.staff['cons'].n('dr'), '\n')
    n.w('Copy to ', P('ORGANIZATION', c.homecare), ' with referral; first home nurse visit ', D(c, add_days(c.base, rng.randrange(1, 4))), '\n')


PROBLEMS = ('fever', 'block', 'alarm', 'leak', 'delivery', 'output', 'crack', 'abroad', 'dressing', 'hypo')


def phone_log(rng, c, n):
    pt, st = c.pt, c.staff
    n.w(rng.choice(('INTESTINAL FAILURE ADVICE LINE - TELEPHONE LOG', 'HPN Helpline: Call Record', 'IF Unit Telephone Advice Log')), '\n')
    n.w(P('HOSPITAL', c.hosp), '   24-h line ', P('PHONE', c.dept_tel), '\n\n')
    n.w('Patient: ', pt.n(rng.choice(('LF', 'full'))), '   DOB ', D(c, c.dob), '   ')
    id_line(n, c, rng, '   ')
    n.w('Line: ', c.line, '   Homecare: ', P('ORGANIZATION', c.homecare), '\n')
    day = add_days(c.base, -rng.randrange(0, 10))
    probs = rng.sample(PROBLEMS, rng.randrange(2, 4))
    for i, pr in enumerate(probs):
        day = add_days(day, rng.randrange(0, 9))
        staff = st[rng.choice(('cns', 'cns', 'reg', 'diet', 'pharm'))] if pr != 'fever' else st[rng.choice(('cns', 'reg'))]
        n.w('\n--- Call %d ---\n' % (i + 1))
        n.w('Date/time: ', D(c, day, rng.choice((c.dstyle, 'num', 'wk'))), ' ', '%02d:%02d' % (rng.randrange(24), rng.randrange(60)),
            '   Taken by: ', staff.n(rng.choice(('full', 'flast'))))
        if rng.random() < 0.5:
            n.w(' (user ', P('USERNAME', staff.user), ')')
        n.w('\nCaller: ')
        if rng.random() < 0.5:
            n.w('patient')
            tel = c.mob
        else:
            f = c.family[rng.randrange(3)]
            n.w(f.rel, ' ', f.n(rng.choice(('full', 'first'))))
            tel = f.tel
        n.w(' on ', P('PHONE', tel), '\n')
        n.w('ID check: name + DOB')
        if rng.random() < 0.5:
            n.w(' + postcode ', P('ZIP', c.addr['zip']))
        if rng.random() < 0.3:
            n.w('; voiceprint match ', P('BIOID', ids.bioid(rng, 'voice')))
        n.w('\nReason: ')
        if pr == 'fever':
            n.w('Shivering and T 38.%d 20 min after starting PN.\nAdvice: STOP PN, do not flush line, attend ED now with line passport. '
                'Paired blood cultures before antibiotics. ED at ' % rng.randrange(1, 10), P('HOSPITAL', c.hosp2),
                ' informed (', P('PHONE', ids.phone(rng, c.cc, c.area)), ').\n')
        elif pr == 'block':
            n.w('Unable to flush line before connection.\nAdvice: check clamps and kinks, change position, do not force. Not resolved - '
                'for alteplase in day unit ', D(c, add_days(day, 1)), ' 09:00.\n')
        elif pr == 'alarm':
            n.w('Pump (', c.pump, ') alarming "downstream occlusion" repeatedly.\nAdvice: check clamp, line not kinked, re-prime. '
                'Resolved. Pump serial ', P('DEVICE', ids.serial(rng)), ' reported to ', P('ORGANIZATION', c.homecare), ' for swap.\n')
        elif pr == 'leak':
            n.w('Bag leaking at port after spiking.\nAdvice: do not use; use spare bag; homecare to collect. Batch ',
                P('IDNUM', ids.idnum(rng, 'B')), '.\n')
        elif pr == 'delivery':
            n.w('Delivery not arrived; 1 bag left.\nAdvice: ', P('ORGANIZATION', c.homecare), ' called (', P('PHONE', c.hc_tel),
                ') - driver delayed, ETA 18:00.\n')
        elif pr == 'output':
            n.w('Stoma output ~%d mL/day for 2 days, dizzy on standing.\nAdvice: extra 1 L saline bag tonight, ORS, loperamide '
                'increase; bloods tomorrow at ' % rng.randrange(3000, 5000, 100), P('HOSPITAL', c.practice), '.\n')
        elif pr == 'crack':
            n.w('Small split in external part of line near hub.\nAdvice: clamp between split and chest, cover with sterile gauze, '
                'come to IF unit (', P('HOSPITAL', c.ward), ') for repair kit.\n')
        elif pr == 'abroad':
            n.w('Calling from ', country_item(c.abroad), '; supplies for trip delayed at customs.\nAdvice: ',
                st['cons'].n('drl'), ' to email travel letter (', P('EMAIL', st['cns'].email), '); local hospital details taken.\n')
        elif pr == 'dressing':
            n.w('Dressing came off in shower.\nAdvice: replace using spare dressing pack per training; photo of exit site via app'
                ' (', P('URL', ids.url(rng)), ').\n')
        else:
            n.w('Sweaty and shaky 30 min after PN finished, BM 3.%d.\nAdvice: glucose gel, then snack; ramp down extended to 1 h.\n'
                % rng.randrange(0, 9))
        if rng.random() < 0.3:
            n.w('Video call used; client IP ', P('IPADDR', ids.ipaddr(rng)), ' logged.\n')
        n.w('Outcome: ', rng.choice(('resolved', 'escalated to ' + 'on-call consultant', 'follow-up call planned', 'advised ED')), '\n')
    n.w('\nEntries reviewed at NST huddle ', D(c, add_days(day, 1)), ' by ', st['cons'].n('drf'), '\n')
