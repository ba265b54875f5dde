"""Genres: comprehensive substance use assessment; prescribing clinic review."""
from core import pick, chance, digits, letters, hhmm, ipaddr, short_date, wd_date, shift, MONTHS
from ctx import nm, title, addr_inline, fd, ago, ahead, vehicle, driving_licence, COUNTRY_NAME
from blocks import (P, D, S, F, pt_ref, dr, staff_ref, svc_header, pt_block, gp_line, sign, audit,
                    family_line, kids_piece, obs, cows, OST_DRUGS, OTHER_MEDS, PHYS, MH, SUBST,
                    neg_public, t, benefit, drug, appt, he, hardneg, GUIDE)

BIRTH = ['Poland', 'Lithuania', 'Romania', 'Latvia', 'Jamaica', 'Nigeria', 'Somalia', 'Vietnam', 'Iran',
         'Portugal', 'Samoa', 'Tonga', 'Fiji', 'Philippines', 'Mexico', 'El Salvador', 'Kenya', 'Pakistan',
         'India', 'Afghanistan', 'Syria', 'Eritrea', 'South Africa', 'Zimbabwe', 'Brazil', 'Italy', 'Greece',
         'Lebanon', 'Ukraine', 'Scotland', 'Northern Ireland', 'Trinidad and Tobago', 'Guatemala', 'Malta']
CURR = {'UK': '£', 'IE': '€', 'AU': '$', 'NZ': '$', 'CA': '$', 'US': '$'}
TAKE = {'UK': 'takeaway', 'IE': 'takeaway', 'AU': 'takeaway', 'NZ': 'takeaway', 'CA': 'carry', 'US': 'take-home'}
CARS = ['Vauxhall Corsa', 'Ford Focus', 'Toyota Hilux', 'Holden Commodore', 'Honda Civic', 'Dodge Ram',
        'Ford Transit van', 'Nissan Navara ute', 'Mazda 3', 'Chevy Silverado', 'VW Golf', 'Kia Picanto']


def year_of(d):
    return str(d.year)


def month_year(d):
    return '%s %d' % (MONTHS[d.month - 1], d.year)


def referral(rng, c):
    k = rng.randrange(6)
    if k == 0:
        return ['Self-referral; attended open-access drop-in on ', D(fd(c, ago(rng, c, 7, 30))), '. ']
    if k == 1:
        return ['Referred by ', c['term']['gp'], ' ', dr(c['gp']), ' (', (c['gp']['practice'], 'HOSPITAL'),
                ') for ', c['term']['ost'], ' assessment. ']
    if k == 2:
        return ['Referred from ED at ', (c['hosp'], 'HOSPITAL'), ' after a non-fatal overdose on ',
                D(fd(c, ago(rng, c, 3, 25))), ' (naloxone x2 by ambulance crew). ']
    if k == 3:
        return ['Referred by probation officer ', F(nm(c['probation'], 'fl')), ' (tel ', (c['pphone'], 'PHONE'),
                ') as condition of ', pick(rng, ['a DRR', 'a community order', 'bail', 'parole']), '. ']
    if k == 4:
        return ['Released from ', (c['prison'], 'ORGANIZATION'), ' on ', D(fd(c, ago(rng, c, 1, 6))),
                ' on ', pick(rng, ['methadone 40mg', 'buprenorphine 12mg', 'Buvidal 96mg monthly']),
                '; bridging script arranged by prison healthcare. ']
    return ['Referred by ', (c['charity'], 'ORGANIZATION'), ' outreach worker ', F(nm(c['friend'], 'fl')), '. ']


def g_assessment(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    svc_header(n, rng, c)
    n.t('\n' + pick(rng, ['COMPREHENSIVE SUBSTANCE USE ASSESSMENT', 'Comprehensive Assessment - Drug & Alcohol',
                          'INITIAL COMPREHENSIVE ASSESSMENT', 'Comprehensive AOD Assessment']) + '\n\n')
    n.w('Date of assessment: ', D(fd(c, c['d0'])), '   Time: ', hhmm(rng), '\n')
    n.w('Assessor: ', S(nm(c['kw'], 'fl')), ', ', c['kw']['role'], '\n')
    if chance(rng, 0.5):
        n.w('Seen in: ', pick(rng, ['Interview room ', 'Room ', 'Clinic room ']), (str(rng.randrange(1, 14)), 'LOCATION_OTHER'), '\n')
    n.t('\n')
    pt_block(n, rng, c)
    if c['ssn'] and chance(rng, 0.6):
        n.w(c['ssn'][0], ': ', (c['ssn'][1], 'SSN'), '\n')
    if c['nick']:
        n.w('Prefers to be called "', P(c['nick']), '"\n')
    gp_line(n, rng, c)
    n.t('\nREFERRAL / REASON\n')
    n.w(*referral(rng, c))
    n.t(pick(rng, ['Wants to "get stable and stop grafting every day". ', 'Motivated, 8/10 on readiness ruler. ',
                   'States goal is abstinence within 12 months. ', 'Wants to reduce risk after recent OD. ']) + '\n')

    n.t('\nSUBSTANCE USE HISTORY\n')
    n.t('Substance | Age first used | Route | Current pattern | Last use\n')
    subs = rng.sample(SUBST, rng.randrange(3, 6))
    first_age = rng.randrange(12, max(14, min(25, c['age'] - 2)))
    for i, (s, route) in enumerate(subs):
        a = str(first_age + rng.randrange(0, 8))
        pat = pick(rng, ['daily', '3-4x/wk', 'weekends', 'binges on payday', 'nil since 2/12', 'occasional',
                         '%s%d/day' % (CURR[cc], rng.randrange(2, 12) * 10), '1-2 g/day', '0.5 g x2/day'])
        n.w(s, ' | ', (a, 'AGE'), ' | ', route, ' | ', pat, ' | ')
        r = rng.random()
        if r < 0.45:
            n.w(D(fd(c, ago(rng, c, 0, 40))))
        elif r < 0.6:
            n.w(D(short_date(ago(rng, c, 0, 60), cc)))
        else:
            n.t(pick(rng, ['today am', 'yesterday', 'this morning', '2/7 ago', '>1 yr']))
        n.t('\n')
    n.w('\n', t(rng, 'First used heroin aged '), (str(first_age + rng.randrange(0, 6)), 'AGE'),
        pick(rng, [', smoking on foil; ', ' with an older cousin; ', ' after a back injury at work; ']),
        'started injecting in ', D(year_of(ago(rng, c, 400, 5000))), '. ')
    n.t(pick(rng, ['Injects R femoral (groin) - both arms "gone". ', 'Injects hands and feet, occasional neck. ',
                   'Smokes only, has never injected. ', 'Mostly IV into forearms, rotates sites. ']))
    n.w('Uses ', T['nsp'], ' at ', (c['pharm']['name'], 'HOSPITAL'), '; ',
        pick(rng, ['denies sharing needles but has shared spoons/filters', 'reports sharing with partner in last month',
                   'never shares', 'uses 1ml barrels, reuses x2-3']), '.\n')
    if chance(rng, 0.6):
        n.w('Overdose: last ', D(month_year(ago(rng, c, 30, 900))), ', found by ', F(nm(c['friend'], 'f')),
            ', given ', pick(rng, ['Prenoxad', 'Nyxoid', 'Narcan nasal', 'naloxone IM']), ' and taken to ',
            (c['hosp'], 'HOSPITAL'), '. ', str(rng.randrange(1, 6)), ' ODs in total.\n')
    else:
        n.t('Overdose: denies any previous OD. Witnessed friends OD x2.\n')
    n.w('Previous treatment: ', T['ost'], ' with ', (c['svc2'], 'HOSPITAL'), ' ', D(year_of(ago(rng, c, 900, 3000))),
        pick(rng, [' - discharged for non-attendance', ' - self-detoxed, relapsed within 3/52', ' - transferred out of area',
                   ' - stable on 60mg for 2 years']), '. Residential rehab at ', (c['rehab'], 'HOSPITAL'),
        ' ', D(year_of(ago(rng, c, 400, 2500))), '.\n')
    n.t('Alcohol: AUDIT %d; %s. Tobacco 20/day (Fagerstrom %d).\n' % (
        rng.randrange(0, 30), pick(rng, ['no withdrawal hx', 'hx of withdrawal seizures', 'CIWA-Ar not indicated',
                                         'binge drinker, no DTs']), rng.randrange(2, 9)))

    n.t('\nPHYSICAL HEALTH\n')
    for x in rng.sample(PHYS, rng.randrange(2, 5)):
        n.t('- ' + x + '\n')
    n.t('Meds: ' + ', '.join(rng.sample(OTHER_MEDS, rng.randrange(1, 4))) + '\n')
    n.t('Obs: ' + obs(rng) + '. ' + cows(rng) + '.\n')
    n.t(hardneg(rng, c) + '\n')
    n.w('BBV: last HCV test ', D(fd(c, ago(rng, c, 100, 1500))), ' at ', (c['hosp'], 'HOSPITAL'),
        pick(rng, [' - Ab+ RNA-, cleared', ' - Ab neg', ' - result not known', ' - Ab+, RNA detectable, not treated']),
        '. HBV ', pick(rng, ['vaccinated x3', 'course incomplete', 'never vaccinated']), '. HIV ',
        pick(rng, ['neg', 'never tested', 'neg (4th gen)']), '.\n')

    n.t('\nMENTAL HEALTH\n')
    m = pick(rng, MH)
    if '%d' in m:
        m = m % (rng.randrange(3, 25), rng.randrange(2, 20))
    n.t(m + '. ' + pick(rng, ['Not open to CMHT.', 'Known to CMHT.', 'GP prescribes antidepressant.',
                              'Self-harm by cutting as teenager.']) + '\n')

    n.t('\nSOCIAL\n')
    k = rng.randrange(4)
    if k == 0:
        n.w('Housing: staying at ', (c['hostel'], 'LOCATION_OTHER'), ' (supported housing, ',
            (c['charity'], 'ORGANIZATION'), '), room ', (str(rng.randrange(1, 40)), 'LOCATION_OTHER'), '.\n')
    elif k == 1:
        n.w('Housing: NFA - sleeping rough near ', (c['landmark'], 'LOCATION_OTHER'), ' since ',
            D(month_year(ago(rng, c, 20, 300))), '. Correspondence c/o service.\n')
    elif k == 2:
        n.t('Housing: ' + pick(rng, ['social tenancy, lives alone', 'private rent with partner', 'sofa-surfing',
                                    'lives with parents']) + ' at above address.\n')
    else:
        n.w('Housing: tenancy with ', (c['charity'], 'ORGANIZATION'), '; rent arrears, notice served ',
            D(fd(c, ago(rng, c, 10, 80))), '.\n')
    if chance(rng, 0.75):
        n.w('Employment: ', pick(rng, ['worked as a ', 'previously a ', 'trained as a ']), (c['job'], 'PROFESSION'),
            pick(rng, [' for ', ' with ', ' at ']), (c['employer'], 'ORGANIZATION'), ' until ',
            D(year_of(ago(rng, c, 100, 2500))), '. Currently ', pick(rng, ['unemployed', 'on sick', 'doing cash-in-hand work']),
            ', income from ', benefit(rng, c), '.\n')
    else:
        n.w('Employment: works as a ', (c['job'], 'PROFESSION'), ', ', pick(rng, ['day shifts', 'nights', 'zero-hours']),
            '; employer unaware of treatment.\n')
    if chance(rng, 0.45):
        n.w('Born in ', (pick(rng, BIRTH), 'COUNTRY'), ', came to ', (COUNTRY_NAME[cc] if cc != 'UK' else c['sub'], 'COUNTRY'),
            ' aged ', (str(rng.randrange(2, 30)), 'AGE'), '. ')
    n.w('Left school (', (c['school'], 'ORGANIZATION'), ') at ', (str(rng.randrange(14, 18)), 'AGE'), '. ')
    n.w(*family_line(rng, c))
    n.w('Children: ', kids_piece(rng, c), '.\n')
    if chance(rng, 0.5):
        n.w('Partner ', F(nm(c['partner'], 'fl')), ' works as a ', (c['pjob'], 'PROFESSION'), '.\n')
    if chance(rng, 0.5):
        n.w('Criminal justice: ', pick(rng, ['on licence', 'on a community order', 'awaiting sentence', 'no current orders']),
            '; next court date ', D(fd(c, ahead(rng, c, 5, 60))), '. ', neg_public(rng, c), ' aware.\n')
    if chance(rng, 0.45):
        n.w('Driving: holds licence ', (driving_licence(rng, c), 'LICENSE'), '; drives a ', pick(rng, CARS), ' (reg ',
            (vehicle(rng, cc), 'VEHICLE'), '). Advised not to drive during titration and re ', T['dl'], ' rules.\n')

    n.t('\nRISK\n')
    n.t(pick(rng, ['OD risk HIGH (polysubstance, recent prison release, reduced tolerance). ',
                   'OD risk moderate. ', 'OD risk high - uses alone, benzos on top. ']))
    n.t(pick(rng, ['No safeguarding concerns identified. ', 'Safeguarding: children - referral discussed with team lead. ',
                   'DV history - MARAC referral previously. ', 'Self-neglect concerns. ']) + '\n')

    n.t('\nPLAN\n')
    n.w('1. ', T['ost'], ' titration: prescriber appt with ', dr(c['presc'], 'fi'), ' ', D(fd(c, appt(rng, c, 1, 10))), '.\n')
    n.t('2. UDS today (' + pick(rng, ['POC cup', 'sent to lab', 'oral fluid']) + ').\n')
    if chance(rng, 0.6):
        n.w('3. Naloxone kit issued, serial ', ('NX' + digits(rng, 7), 'DEVICE'), '; OD training given.\n')
    else:
        n.t('3. Naloxone - already has ' + pick(rng, ['Prenoxad', 'Nyxoid', 'Narcan']) + ' in date.\n')
    n.w('4. BBV DBS offered - ', pick(rng, ['accepted', 'declined today', 'to do next visit']), '.\n')
    n.w('5. Keyworker ', S(nm(c['kw'], 'f')), ' weekly; next ', D(wd_date(appt(rng, c, 2, 9), c['ds'])), ' ', hhmm(rng), '.\n')
    if chance(rng, 0.4):
        n.w('6. Biometric enrolment for dispensing completed - fingerprint ID ', ('FP-' + digits(rng, 6), 'BIOID'), '.\n')
    sign(n, rng, c, 'kw')
    if chance(rng, 0.45):
        audit(n, rng, c, 'kw')


# ---------------------------------------------------------------- prescribing review

def g_review(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    take = TAKE[cc]
    buprenorphine = chance(rng, 0.4)
    dose = rng.randrange(2, 13) * 2 if buprenorphine else rng.randrange(6, 24) * 5
    drug_name = drug(rng, c, 'bup') if buprenorphine else drug(rng, c, 'mtd')
    otp = cc == 'US' and not buprenorphine
    last = ago(rng, c, 21, 90)
    if chance(rng, 0.6):
        svc_header(n, rng, c, contacts=chance(rng, 0.5))
    n.t(pick(rng, ['%s PRESCRIBING REVIEW' % T['ost'], 'Prescriber Review - Opioid Treatment',
                   'Medical review (%s)' % T['ost'], 'PRESCRIBER CLINIC NOTE']) + '\n')
    n.w('Date: ', D(fd(c, c['d0'])), '    Clinic: ')
    tele = chance(rng, 0.3)
    if tele:
        n.w('telehealth (video) - session link ', ('https://meet.example.net/r/' + letters(rng, 3).lower() + digits(rng, 5), 'URL'),
            '; connected from ', (ipaddr(rng), 'IPADDR'), '\n')
    else:
        n.w((c['svc']['name'], 'HOSPITAL'), ', room ', (str(rng.randrange(1, 12)), 'LOCATION_OTHER'), '\n')
    n.w('Pt: ', P(nm(p, pick(rng, ['fl', 'LF', 'lf']))), '   ', *dob_short(rng, c))
    n.w('   ', T['mrn'], ' ', (c['mrn'], 'MRN'), '\n')
    n.w('Present: ', dr(c['presc'], 'fl'), ' (', c['presc']['role'], ')')
    if chance(rng, 0.6):
        n.w(', ', S(nm(c['kw'], 'fl')), ' (', c['kw']['role'].lower(), ')')
    n.t('\n\n')
    n.w('Current Rx: ', drug_name, ' ', str(dose), 'mg daily, ', pick(rng, ['supervised Mon-Sat, Sun %s' % take,
                                                                   'fully supervised', 'supervised x5, 2 %ss' % take,
                                                                   '%s weekly (stable)' % take, 'daily pick-up, unsupervised']),
        '. Dispensing: ', ['clinic dosing window'] if otp else [(c['pharm']['name'], 'HOSPITAL')], '.\n')
    n.w('Last review ', D(fd(c, last)), ' - ', pick(rng, ['dose unchanged', 'dose increased', 'dose reduced', 'split dosing started']), '.\n\n')
    lab = pick(rng, [('S: ', 'UDS since last review:\n', 'O: ', 'A: ', 'P:\n'),
                     ('Hx: ', 'Ix - UDS:\n', 'O/E: ', 'Imp: ', 'Plan:\n'),
                     ('', 'Urine results:\n', 'Exam: ', 'Impression: ', 'Plan\n')])
    n.t(lab[0])
    n.w(*pt_ref(rng, c))
    n.t(t(rng, pick(rng, [' reports holding well, no cravings after 2 pm.', ' says dose "runs out" by early morning, waking sweaty.',
                          ' using heroin on top 2-3x/wk, mainly weekends.', ' feels over-sedated mid-morning, nodding on the bus.',
                          ' wants to start a slow reduction, 5mg every 2/52.', ' keen to move to Buvidal - sick of daily pick-ups.'])))
    if chance(rng, 0.2):
        n.w(' Mood lower since ', D(pick(rng, ['Christmas', 'New Year', 'Easter'])), '.\n')
    else:
        n.t(' ' + pick(rng, ['Sleep poor.', 'Appetite ok.', 'Working again.',
                             'Crack use ongoing.', 'Drinking 4-6 cans/day.']) + '\n')
    if chance(rng, 0.5):
        n.w('Missed doses: ', D(short_date(ago(rng, c, 5, 20), cc)), ' and ', D(short_date(ago(rng, c, 1, 5), cc)),
            ' (%s notified).\n' % ('dosing nurse' if otp else 'pharmacy'))
    n.t(lab[1])
    for back in sorted((rng.randrange(1, 60) for _ in range(rng.randrange(2, 5))), reverse=True):
        n.w('  ', D(fd(c, shift(c['d0'], -back))), ': ', pick(rng, ['bup +, norbup +, opiates -ve', 'bup +, norbup +, benzo +',
                                                          'fentanyl +, bup +', 'THC +, otherwise as expected', 'bup + WITHOUT norbup - ?spiked',
                                                          'opiates +ve (6-MAM+), bup +'] if buprenorphine else [
                                                          'methadone/EDDP +ve, opiates -ve', 'opiates +ve (6-MAM+), methadone +',
                                                          'cocaine +, EDDP +', 'all neg incl EDDP - ?diversion', 'EDDP +, benzo +',
                                                          'THC +, otherwise as expected']), '\n')
    n.t(lab[2] + obs(rng) + '. ' + pick(rng, ['Alert, not intoxicated.', 'Pinned pupils, slurred.', 'No signs of withdrawal.',
                                             'Injection sites clean.', 'Abscess L forearm, ~2cm, fluctuant - to nurse.']) + '\n')
    if chance(rng, 0.6):
        n.w('ECG ', D(fd(c, ago(rng, c, 2, 120))), ': QTc ', str(rng.randrange(405, 495)), ' ms (', pick(rng, ['Bazett', 'Fridericia']),
            '). ', pick(rng, ['No action.', 'Repeat in 3/12.', 'Borderline - avoid further QT-prolonging meds.']), '\n')
    if chance(rng, 0.6):
        n.t(hardneg(rng, c, 1) + '\n')
    n.t(lab[3] + pick(rng, ['Stable, engaged.', 'Unstable - ongoing IV use.', 'Under-dosed.', 'Over-sedation risk with benzos.',
                           'Doing well; suitable for more %ss.' % take]) + '\n')
    n.t(lab[4])
    newdose = dose + pick(rng, [0, 5, 10, -5]) if not buprenorphine else dose + pick(rng, [0, 2, 4, -2])
    n.w('- ', drug_name, ' ', str(max(newdose, 2)), 'mg daily from ', D(fd(c, ahead(rng, c, 1, 4))), '\n')
    if chance(rng, 0.3):
        n.t('- Dose within ' + GUIDE[cc] + ' range.\n')
    n.w('- Next review ', D(fd(c, appt(rng, c, 14, 60))), pick(rng, [' (4/52)', ' (6/52)', '', ' with ECG']), '\n')
    if chance(rng, 0.55) and not otp:
        n.w('- ', T['rx'], ' serial ', (digits(rng, 10), 'IDNUM'), ' sent to pharmacy, fax ', (c['pharm']['fax'], 'FAX'), '\n')
    if chance(rng, 0.3):
        n.w('- Dispensed via biometric pump (iris) - ID ', ('IR' + digits(rng, 7), 'BIOID'), ', pump SN ',
            ('MSP-' + digits(rng, 5), 'DEVICE'), '\n')
    n.t('- ' + pick(rng, ['Naloxone in date - checked.', 'Offered Buvidal info leaflet.', 'LFTs/HCV bloods requested.',
                          'Discussed driving & DVLA.' if cc == 'UK' else 'Discussed driving while titrating.',
                          'Keyworker to support housing appt.']) + '\n')
    if cc == 'US':
        n.w('\n', dr(c['presc'], 'fl'), ', MD  NPI ', (nz10(rng), 'LICENSE'), '  DEA ', (c['presc']['lic'][1], 'LICENSE'), '\n')
    else:
        sign(n, rng, c, 'presc', doctor=True)
    if chance(rng, 0.35):
        audit(n, rng, c, 'presc')


def nz10(rng):
    return str(rng.randrange(1, 10)) + digits(rng, 9)


def dob_short(rng, c):
    return ['DOB ', D(fd(c, c['dob'])), ' (', (str(c['age']), 'AGE'), pick(rng, ['', 'y', ' yo']), ')']
