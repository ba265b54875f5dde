"""Genres: needle exchange transaction log; keyworker session note."""
import datetime as dt

from core import pick, chance, digits, letters, hhmm, ipaddr, short_date, wd_date, shift, asc, age_on
from ctx import nm, title, person, addr_inline, fd, ago, ahead, vehicle
from blocks import (P, D, S, F, pt_ref, dr, staff_ref, svc_header, pt_block, sign, audit, family_line,
                    neg_public, t, benefit, appt, hardneg)

ITEMS = ['1ml orange 25G x10', '1ml orange x20', '2ml barrels + green 21G x10', 'blue 23G x10', 'insulin 0.5ml x10',
         'brown 26G x5', 'filters x10', 'citric x10', 'vit C sachets x5', 'swabs x20', 'spoons x10', 'foil x5',
         'sharps bin 1L', 'sharps bin 5L', 'water amps x10', 'tourniquet', 'pipe (glass) x1', 'mouthpieces x5',
         'condoms x6', 'fentanyl test strips x5', 'wound care pack', 'bicarb x5', 'sterile cups x10']


def client_code(rng, cc, d0):
    p = person(rng, cc)
    f, l = asc(p['first']).upper(), asc(p['last']).upper()
    dob = shift(d0, -rng.randrange(18 * 365, 62 * 365))
    age = age_on(dob, d0)
    k = rng.randrange(3)
    if k == 0:
        code = '%s%s%02d%02d%d%s' % (f[:2], l[:2], dob.day, dob.month, dob.year % 100 // 10, p['sex'])
    elif k == 1:
        code = '%s%s%s%s%02d%02d%d%s' % (f[:1], f[-1:], l[:1], l[-1:], dob.day, dob.month, dob.year, p['sex'])
    else:
        code = '%s%s%02d%02d%02d' % (l[:3], f[:1], dob.day, dob.month, dob.year % 100)
    return code, p['sex'], age


def g_nsp_log(rng, c, n):
    cc = c['country']
    T = c['term']
    van = chance(rng, 0.3)
    if van:
        n.w((c['svc']['name'], 'HOSPITAL'), ' - mobile ', T['nsp'], ' van (reg ', (vehicle(rng, cc), 'VEHICLE'), ')\n')
        n.w('Stop: ', (c['landmark'], 'LOCATION_OTHER'), ', ', (c['addr']['town'], 'CITY'), '\n')
    else:
        n.w((c['pharm']['name'], 'HOSPITAL'), ' - ', pick(rng, ['Needle & Syringe Programme', 'NSP', 'Needle exchange',
                                                            'Harm reduction supplies']), ' transaction log\n')
        n.w(addr_inline(c['pharm']['addr'], rng), '\n')
    d_end = c['d0']
    d_start = shift(d_end, -rng.randrange(2, 8))
    n.w('Period: ', D(fd(c, d_start)), ' to ', D(fd(c, d_end)), '\n')
    staff = [c['pharm']['ph'], c['peer'], c['kw']]
    ini_style = pick(rng, ['INI', 'low', 'fi'])
    short = chance(rng, 0.5)
    n.w('Exported by: ', (staff[0]['user'], 'USERNAME'), '\n\n')
    n.t('Txn | Date | Time | Client code | Sex | Age | Items out | Returns | Staff\n')
    rows = rng.randrange(6, 13)
    clients = [client_code(rng, cc, d_end) for _ in range(rng.randrange(3, 7))]
    ndays = (d_end - d_start).days + 1
    slots = sorted((rng.randrange(ndays), rng.randrange(9, 19), rng.randrange(0, 60, 5)) for _ in range(rows))
    txn = rng.randrange(10000, 99000)
    notes = []
    for day, hh, mm in slots:
        code, sex, age = pick(rng, clients)
        d = shift(d_start, day)
        st = pick(rng, staff)
        items = ', '.join(rng.sample(ITEMS, rng.randrange(2, 6)))
        ret = pick(rng, ['bin returned (full)', 'none', '1L bin', 'loose x3 - advised', 'bin part full', 'N'])
        txn += rng.randrange(1, 4)
        n.w(('T' + str(txn), 'ACCOUNT'), ' | ', D(short_date(d, cc) if short else fd(c, d)),
            ' | %02d:%02d | ' % (hh, mm), (code, 'IDNUM'), ' | ', sex, ' | ', (str(age), 'AGE'), ' | ', items, ' | ', ret, ' | ',
            S(nm(st, ini_style)), '\n')
        if chance(rng, 0.22):
            notes.append((code, d))
    n.t('\nInterventions / notes:\n')
    if not notes:
        code, _, _ = clients[0]
        notes.append((code, d_end))
    for code, d in notes:
        k = rng.randrange(6)
        n.w('- ', (code, 'IDNUM'), ' (', D(short_date(d, cc)), '): ')
        if k == 0:
            n.w('groin injecting, red/hot site - advised ED at ', (c['hosp'], 'HOSPITAL'), ', declined. Wound pack given.\n')
        elif k == 1:
            n.w('naloxone supplied, kit ', ('THN-' + digits(rng, 6), 'DEVICE'), '.\n')
        elif k == 2:
            n.w('asked about Hep C test - booked with ', S(nm(c['nurse'], 'fl')), ' for ', D(wd_date(shift(d, rng.randrange(2, 8)), c['ds'])), '.\n')
        elif k == 3:
            n.t('reports "gear is really strong" - fentanyl strip +ve. Drug alert shared.\n')
        elif k == 4:
            n.w('secondary distribution for ', str(rng.randrange(2, 6)), ' others incl. partner ', F(nm(person(rng, cc), 'f')), '.\n')
        else:
            n.w('wants to start ', T['ost'], ' - referred to ', (c['svc']['name'], 'HOSPITAL'), ', tel ', (c['svc']['tel'], 'PHONE'), '.\n')
    n.t('\nTotals: %d transactions, %d needles out, %d returned (%d%%).\n' % (
        rows, rows * rng.randrange(10, 30), rows * rng.randrange(4, 20), rng.randrange(30, 95)))
    if chance(rng, 0.5):
        n.w('Stock reorder emailed to ', ('nsp.supplies@' + c['svc']['dom'], 'EMAIL'), ' on ', D(fd(c, d_end)), '.\n')
    if chance(rng, 0.3):
        n.w('Upload: ', ('https://nsp-data.example.net/upload', 'URL'), ' from ', (ipaddr(rng), 'IPADDR'), '\n')


# ---------------------------------------------------------------- keyworker session note

def g_keyworker(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    kw = c['kw']
    n.t(pick(rng, ['KEYWORKER SESSION NOTE', 'Keyworking session', '1:1 Recovery Session', 'Case management contact note',
                   'Psychosocial intervention - session record']) + '\n')
    n.w('Client: ', P(nm(p, pick(rng, ['fl', 'LF', 'lf']))), ' (', (c['mrn'], 'MRN'), ')\n')
    n.w('Date: ', D(fd(c, c['d0'])), '   Start ', hhmm(rng), '   Duration ', str(pick(rng, [20, 30, 45, 50, 60])), ' min\n')
    mode = rng.randrange(4)
    if mode == 0:
        n.w('Type: face to face at ', (c['svc']['name'], 'HOSPITAL'), ', room ', (str(rng.randrange(1, 12)), 'LOCATION_OTHER'), '\n')
    elif mode == 1:
        n.w('Type: telephone - ', (c['mob'], 'PHONE'), '\n')
    elif mode == 2:
        n.w('Type: home visit - ', (c['addr']['street'], 'STREET'), ', ', (c['addr']['town'], 'CITY'), ' (lone-working protocol, checked in with office)\n')
    else:
        n.w('Type: outreach at ', (c['hostel'], 'LOCATION_OTHER'), '\n')
    n.w('Worker: ', S(nm(kw, 'fl')), ', ', kw['role'], '\n\n')
    dap = chance(rng, 0.35)
    if dap:
        n.t('D: ')
    first = [P(p['first'])] if chance(rng, 0.7) else [title(p, rng) + ' ', P(p['last'])]
    n.w(*first)
    if mode == 1:
        pres = ['answered on second attempt, sounded flat.', 'rang in as agreed, chatty.', 'was on a bus, short call.']
    elif mode == 2:
        pres = ['answered the door after a few minutes, flat was tidy.', 'was in, curtains closed, lots of empties.',
                'was waiting outside, did not want me inside.']
    else:
        pres = ['attended on time, bright in mood and chatty.', 'arrived 20 min late, looked tired and unkempt.',
                'presented well, clean clothes, good eye contact.', 'was tearful for much of the session.',
                'was initially guarded but engaged after 10 min.']
    n.t(' ' + t(rng, pick(rng, pres)) + ' ')
    n.w('Since last session (', D(fd(c, ago(rng, c, 6, 21))), ') reports ', pick(rng, [
        'using on top twice ("just at the weekend")', 'no heroin use at all', 'daily crack use, spending most of %s' % benefit(rng, c).split(' (')[0],
        'two lapses after arguments at home', 'drinking more - 6 cans most nights', 'using street benzos to sleep']), '. ')
    n.t(pick(rng, ['UDS today matches self-report. ', 'UDS pending. ', 'Declined UDS today. ', '']) + '\n\n')
    # topics
    topics = rng.sample(range(7), rng.randrange(3, 6))
    for k in topics:
        if k == 0:
            n.w('Housing: ', pick(rng, ['still at ', 'moved to ', 'bidding for a flat, currently at ']), (c['hostel'], 'LOCATION_OTHER'),
                '. Support worker ', F(nm(c['hsw'], 'fl')), ' from ', (c['charity'], 'ORGANIZATION'), ' helping with the form. ')
            n.t(pick(rng, ['Rent arrears being paid off.', 'Worried about eviction.', 'Neighbour complaints.', '']) + '\n')
        elif k == 1:
            n.w(*family_line(rng, c))
            if c['kids'] and chance(rng, 0.6):
                kid = c['kids'][0]
                n.w('Contact with ', F(nm(kid, 'f')), ' booked ', D(fd(c, ahead(rng, c, 3, 20))), '; social worker ',
                    S(nm(c['sw'], 'fl')), ' wants clean screens first.')
            n.t('\n')
        elif k == 2:
            n.w('Probation: next appt with ', F(nm(c['probation'], pick(rng, ['fl', 'f']))), ' on ',
                D(wd_date(appt(rng, c, 2, 14), c['ds'])), '. ', pick(rng, ['Compliant with order.', 'Breach warning issued.',
                                                                          'Unpaid work hours nearly done.']), '\n')
        elif k == 3:
            n.w('Work: ', pick(rng, ['has an interview at ', 'started a trial shift at ', 'lost job at ', 'volunteering with ']),
                (c['employer'], 'ORGANIZATION'), ' as a ', (c['job'], 'PROFESSION'), '. ',
                pick(rng, ['Worried about pick-up times clashing with shifts.', 'Asked about moving to a pharmacy near work.',
                           'Feels proud.', 'Needs a reference - discussed disclosure.']), '\n')
        elif k == 4:
            n.t('Physical health: ' + pick(rng, ['abscess on L arm healing, seen by nurse.', 'teeth painful, has no dentist.',
                                                 'lost weight, not eating.', 'chest infection, GP gave amoxicillin.',
                                                 'Hep C treatment going well.']) + ' ' + hardneg(rng, c, 1) + '\n')
        elif k == 5:
            n.w('Mutual aid: went to ', pick(rng, ['SMART Recovery', 'NA', 'a peer-led group']), ' at ',
                (pick(rng, ['St Brigid\'s Church Hall', 'Millbrook Community Centre', 'Ravensbrook Library', 'The Beacon Hall',
                            'Tannery Lane Family Centre']), 'LOCATION_OTHER'), ' on ', D(wd_date(ago(rng, c, 1, 7), c['ds'])), '. ',
                pick(rng, ['Found it "not for me".', 'Plans to go weekly.', 'Met peer mentor ']))
            if n.parts[-1].endswith(' '):
                n.w(S(nm(c['peer'], 'f')), '.')
            n.t('\n')
        else:
            n.w('Quote: "', pick(rng, ['i just want my kids back', 'i\'m sick of the same four walls',
                                       'the script holds me till about 4 then i\'m rattling', 'me mam says she can see a difference']),
                '" - ', pt_ref(rng, c, False), '.\n')
    n.t('\nTOP: heroin %d/28 days, crack %d/28, alcohol %d/28, injected %s; psych %d/20, phys %d/20, QoL %d/20.\n' % (
        rng.randrange(0, 29), rng.randrange(0, 29), rng.randrange(0, 29), pick(rng, ['Y', 'N']), rng.randrange(3, 19),
        rng.randrange(3, 19), rng.randrange(3, 19)))
    n.t('Interventions: ' + ', '.join(rng.sample(['MI', 'relapse prevention', 'mapping (ITEP node-link)', 'harm reduction',
                                                   'safety planning', 'benefits advice', 'OD awareness', 'CBT-based craving work'], 3)) + '.\n')
    if dap:
        n.t('A: ' + pick(rng, ['Ambivalent about change; contemplative stage.', 'Progressing; more stable than last month.',
                               'Risk of OD raised by lapse + benzo use.', 'Engaged, motivated by family contact.']) + '\n')
    n.w('P: ' if dap else 'Plan: ', pick(rng, ['review goals next session', 'complete housing form', 'attend prescriber review',
                             'try SMART meeting']), '. Next appt ', D(wd_date(appt(rng, c, 5, 15), c['ds'])), ' ', hhmm(rng), '.\n')
    sign(n, rng, c, 'kw', lic=False)
    if chance(rng, 0.4):
        audit(n, rng, c, 'kw')
