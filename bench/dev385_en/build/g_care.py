"""Genres: recovery care plan; GP shared-care letter."""
from core import pick, chance, digits, letters, hhmm, ipaddr, short_date, wd_date, shift, asc
from ctx import nm, title, addr_inline, addr_lines, fd, ago, ahead
from blocks import (P, D, S, F, pt_ref, dr, staff_ref, svc_header, pt_block, gp_line, sign, audit, dob_age,
                    neg_public, t, he, appt, benefit, GUIDE)
from blocks import drug as drug_of

PLAN_ROWS = [
    ('Drug use', ['stop using on top', 'get my dose right', 'come off gear completely', 'reduce my script slowly',
                  'stop the crack'], ['weekly UDS', 'relapse prevention work', 'review dose with prescriber',
                                      'detox planning', 'identify triggers/high-risk times']),
    ('Physical health', ['get my hep C sorted', 'sort my teeth', 'stop getting abscesses', 'get fitter'],
     ['book FibroScan', 'register with dentist', 'wound clinic weekly', 'BBV screen', 'gym referral']),
    ('Mental health', ['sleep better', 'stop the panic attacks', 'talk to someone about the past'],
     ['GP review of meds', 'self-referral to talking therapies', 'trauma-informed counselling']),
    ('Housing', ['get my own flat', 'keep my tenancy', 'move out of the hostel'],
     ['housing register form', 'tenancy sustainment support', 'pay arrears plan']),
    ('Family & relationships', ['see my kids more', 'rebuild things with mum', 'leave an abusive relationship'],
     ['supervised contact', 'family session', 'DV support referral']),
    ('Employment / education', ['get back to work', 'do a course', 'volunteer'],
     ['CV with employment adviser', 'enrol on course', 'peer mentor training']),
    ('Criminal justice', ['finish my order', 'stay out of trouble'], ['attend probation', 'unpaid work hours']),
    ('Harm reduction / overdose', ['stay alive', 'never use alone', 'use clean kit every time'],
     ['naloxone carried', 'NSP use', 'OD plan with partner', 'fentanyl test strips']),
]


def g_care_plan(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    n.w((c['svc']['name'], 'HOSPITAL'), '\n')
    n.t(pick(rng, ['RECOVERY CARE PLAN', 'Recovery Plan', 'INDIVIDUAL RECOVERY & TREATMENT PLAN', 'Care Plan - Recovery Star review']) + '\n\n')
    n.w('Name: ', P(nm(p, pick(rng, ['fl', 'fml']))), '   ', *dob_age(rng, c))
    n.w('\n', T['mrn'], ': ', (c['mrn'], 'MRN'), '   ', c['hn'][0], ': ', (c['hn'][1], 'HEALTHPLAN'), '\n')
    plan_d = c['d0']
    n.w('Plan date: ', D(fd(c, plan_d)), '   Review by: ', D(fd(c, ahead(rng, c, 60, 100))), '\n')
    n.w('Keyworker: ', S(nm(c['kw'], 'fl')), '   Prescriber: ', dr(c['presc'], 'fi'), '\n')
    n.w('Treatment: ', T['ost'], ' - ', pick(rng, ['methadone %dmg' % (rng.randrange(6, 24) * 5), 'buprenorphine %dmg' % (rng.randrange(2, 13) * 2),
                                             'Buvidal %dmg monthly' % pick(rng, [64, 96, 128]), 'Sublocade 100mg monthly']),
        ' via ', (c['pharm']['name'], 'HOSPITAL'), '\n\n')
    n.t('Domain | My goal (own words) | Actions | Who | By when\n')
    rows = rng.sample(PLAN_ROWS, rng.randrange(4, 7))
    who_pool = [('pt', None), ('kw', None), ('presc', None), ('nurse', None), ('sw', None), ('gp', None)]
    for dom, goals, acts in rows:
        n.w(dom, ' | "', pick(rng, goals), '" | ', '; '.join(rng.sample(acts, min(2, len(acts)))), ' | ')
        who = pick(rng, who_pool)[0]
        if who == 'pt':
            n.w(P(p['first']))
        elif who == 'kw':
            n.w(S(nm(c['kw'], pick(rng, ['f', 'fl', 'INI']))))
        elif who == 'presc':
            n.w(dr(c['presc'], 'l'))
        elif who == 'nurse':
            n.w(S(nm(c['nurse'], 'fl')), ' (BBV)')
        elif who == 'sw':
            n.w(S(nm(c['sw'], 'fl')), ' (SW)')
        else:
            n.t('GP')
        if dom.startswith('Employment') and chance(rng, 0.6):
            n.w(' + ', (c['school'], 'ORGANIZATION'))
        if dom.startswith('Housing') and chance(rng, 0.6):
            n.w(' + ', (c['charity'], 'ORGANIZATION'))
        n.w(' | ', D(fd(c, ahead(rng, c, 7, 90))) if chance(rng, 0.8) else 'ongoing', '\n')
    n.t('\nStrengths: ' + ', '.join(rng.sample(['sense of humour', 'supportive mum', 'motivated by kids', 'previous 2 yrs abstinent',
                                                'good cook', 'keeps appointments', 'practical skills', 'faith'], 3)) + '.\n')
    if chance(rng, 0.5):
        n.w('Who helps me: ', F(nm(c['mother'], 'f')), ' (mum), ', F(nm(c['friend'], 'fl')), ' (friend, tel ',
            (phone_of(rng, c), 'PHONE'), ').\n')
    n.t('\nRisk management: ' + pick(rng, ['high OD risk - naloxone carried, never use alone, use fentanyl test strips',
                                           'benzos + OST: sedation risk discussed', 'self-harm: safety plan updated',
                                           'DV - safety plan, refuge number given']) + '.\n')
    n.w('Crisis / out of hours: ', (c['svc']['tel'], 'PHONE'), ' (office hours); otherwise ', pick(rng, [T['emerg'], 'NHS 111' if cc == 'UK' else T['emerg'],
                                                                                             'Lifeline' if cc == 'AU' else T['emerg']]), '.\n')
    if chance(rng, 0.3):
        n.w('Preferred contact: text to ', (c['mob'], 'PHONE'), '; do not leave messages with ', F(nm(c['partner'], 'f')), '.\n')
    n.t('\nSigned (client): ')
    n.w(P(nm(p, pick(rng, ['fl', 'ini']))), '  Date: ', D(fd(c, plan_d)), '\n')
    n.w('Signed (worker): ', S(nm(c['kw'], 'fl')), '  Date: ', D(fd(c, plan_d)), '\n')
    n.t(pick(rng, ['Copy given to client. ', 'Client declined copy. ', 'Copy emailed to client. ']))
    if chance(rng, 0.5):
        n.w('Shared with ', T['gp'], ' ', dr(c['gp'], 'fi'), ' with consent.')
    n.t('\n')
    if chance(rng, 0.4):
        audit(n, rng, c, 'kw')


def phone_of(rng, c):
    from core import phone
    return phone(rng, c['country'], c['dial'], 'mob')


# ---------------------------------------------------------------- GP shared-care letter

def g_shared_care(rng, c, n):
    cc, T, p = c['country'], c['term'], c['pt']
    g = c['gp']
    from_gp = chance(rng, 0.25)
    bup = chance(rng, 0.5) or cc == 'US'
    dose = '%dmg' % (rng.randrange(2, 13) * 2) if bup else '%dmg' % (rng.randrange(6, 22) * 5)
    drug = drug_of(rng, c, 'bup') if bup else drug_of(rng, c, 'mtd')
    if from_gp:
        n.w((g['practice'], 'HOSPITAL'), '\n', addr_lines(g['addr'], rng), '\nTel ', (g['tel'], 'PHONE'), '  Fax ', (g['fax'], 'FAX'), '\n\n')
        n.w(D(fd(c, c['d0'])), '\n\n', dr(c['presc'], 'fl'), '\n', (c['svc']['name'], 'HOSPITAL'), '\n', addr_lines(c['svc']['addr'], rng), '\n\n')
        n.w('Dear ', dr(c['presc'], 'l'), ',\n\n')
    else:
        svc_header(n, rng, c)
        n.w('\n', D(fd(c, c['d0'])), '\n\n', dr(g, pick(rng, ['fl', 'fi'])), '\n', (g['practice'], 'HOSPITAL'), '\n', addr_lines(g['addr'], rng), '\n\n')
        n.w('Dear ', dr(g, 'l'), ',\n\n')
    n.w('Re: ', P(nm(p, pick(rng, ['fl', 'fml', 'LF']))), ', DOB ', D(fd(c, c['dob'])), ', ', c['hn'][0], ' ', (c['hn'][1], 'HEALTHPLAN'), '\n')
    n.w(addr_inline(c['addr'], rng), '\n\n')
    if from_gp:
        n.w(t(rng, 'Thank you for seeing this '), (str(c['age']), 'AGE'), '-year-old ', 'man' if p['sex'] == 'M' else 'woman',
            ' who has been on ', drug, ' ', dose, ' under shared care with us since ', D(fd(c, ago(rng, c, 200, 1500))), '. ')
        n.t(pick(rng, ['Unfortunately recent urine screens show ongoing heroin and benzodiazepine use, and I no longer feel primary care is the right setting. ',
                       '%s has asked about a supervised reduction and I would value your advice. ' % he(c, True),
                       '%s QTc on a recent ECG was prolonged and I would be grateful for a review of the dose. ' % ('His' if p['sex'] == 'M' else 'Her'),
                       'I am retiring and the practice cannot continue the shared-care arrangement; please could you resume prescribing? ']))
        n.w('UDS ', D(fd(c, ago(rng, c, 5, 40))), ': ', pick(rng, ['morphine +, benzo +', 'EDDP +, cocaine +', 'as expected']), '.\n\n')
        n.w('Current medication: ', drug, ' ', dose, ' daily, ', ', '.join(rng.sample(['mirtazapine 15mg', 'omeprazole 20mg', 'salbutamol PRN', 'sertraline 50mg',
                                                                                   'naproxen 500mg BD', 'levothyroxine 75mcg'], 2)), '.\n')
        n.w('Dispensing pharmacy: ', (c['pharm']['name'], 'HOSPITAL'), ', tel ', (c['pharm']['tel'], 'PHONE'), '.\n\n')
        n.t('Many thanks for your help.\n\nYours sincerely\n\n')
        n.w(dr(g, pick(rng, ['fl', 'fml'])), '\n', g['role'], '\n',
            g['lic'][0], ' ', (g['lic'][1], 'LICENSE'), '\n')
        return
    kind = rng.randrange(3)
    if kind == 0:
        n.w(t(rng, 'I am writing to ask whether you would be willing to take over prescribing for '), pt_ref(rng, c, False),
            ' under our shared care agreement. Since starting ', drug, ' on ',
            D(fd(c, ago(rng, c, 200, 900))), ' progress has been excellent: ', pick(rng, ['urine screens have been negative for illicit opiates since ',
                                                                                        'no on-top use reported or detected since ',
                                                                                        'attendance has been 100% since ']),
            D(month_of(c, ago(rng, c, 100, 400))), '.\n\n')
    elif kind == 1:
        n.w('Update following review on ', D(fd(c, ago(rng, c, 1, 10))), ' at our ', pick(rng, ['clinic', 'hub', 'satellite clinic']),
            '. ', pt_ref(rng, c, False), ' remains on ', drug, ' and we have ', pick(rng, ['increased the dose to ', 'reduced the dose to ', 'kept the dose at ']),
            dose, '. ', pick(rng, ['Pick-ups are now weekly.', 'Supervision continues Mon-Sat.', 'Take-home doses have been suspended after a lost dose.']), '\n\n')
    else:
        n.w('Thank you for agreeing to shared care. ', pt_ref(rng, c, False), ' has been stable on ', drug, ' ', dose, ' daily since ',
            D(fd(c, ago(rng, c, 120, 700))), ' and will transfer to your prescribing from ', D(fd(c, ahead(rng, c, 7, 30))), '.\n\n')
    n.w('Current prescription: ', drug, ' ', dose, ' once daily, dispensed by ', (c['pharm']['name'], 'HOSPITAL'), ' (',
        addr_inline(c['pharm']['addr'], rng, region=False, zipc=False), '), ',
        pick(rng, ['weekly instalments', 'supervised Mon-Sat with Sunday takeaway', 'twice-weekly pick-ups', 'daily supervised']), '.\n\n')
    if chance(rng, 0.4):
        n.t('This arrangement follows the ' + GUIDE[cc] + '.\n\n')
    n.t('Responsibilities under shared care:\n')
    n.t('- Specialist service: keyworking, 3-monthly review, UDS, re-titration after missed doses, advice line.\n')
    n.t('- GP: monthly prescription (' + T['rx'] + '), physical health, BBV/HBV vaccination, avoid QT-prolonging and sedating drugs.\n')
    n.t('- Pharmacy: dispensing as instructed; notify both of 3 missed doses or intoxication.\n\n')
    if chance(rng, 0.6):
        n.w('Last ECG ', D(fd(c, ago(rng, c, 20, 300))), ': QTc ', str(rng.randrange(400, 470)), 'ms. LFTs ', pick(rng, ['normal', 'ALT 64', 'mildly raised GGT']),
            '. HCV ', pick(rng, ['RNA neg (SVR ', 'Ab neg (', 'RNA+ - on treatment (']), D(month_of(c, ago(rng, c, 60, 600))), ').\n')
    n.w('Keyworker: ', S(nm(c['kw'], 'fl')), ' (', (c['svc']['tel'] + (ext_of(rng) if chance(rng, 0.4) else ''), 'PHONE'), ').\n')
    n.w('Next specialist review: ', D(fd(c, appt(rng, c, 30, 100))), '.\n\n')
    if chance(rng, 0.4):
        n.w('Queries by secure email to ', (asc(c['presc']['first'])[:1] + '.' + asc(c['presc']['last']) + '@' + c['svc']['dom'], 'EMAIL'), '.\n\n')
    n.t('Yours sincerely\n\n')
    n.w(dr(c['presc'], pick(rng, ['fl', 'fml'])), '\n', c['presc']['role'], '\n', c['presc']['lic'][0], ' ', (c['presc']['lic'][1], 'LICENSE'), '\n')
    n.w('\ncc: ', P(nm(p, 'fl')), ' (patient); ', (c['pharm']['name'], 'HOSPITAL'))
    if chance(rng, 0.4):
        n.w(', fax ', (c['pharm']['fax'], 'FAX'))
    n.t('\n')
    if chance(rng, 0.3):
        n.w('Dictated by ', (nm(c['presc'], 'INI'), 'DOCTOR'), ', typed by ', (nm(c['admin'], 'low'), 'DOCTOR'), ' ', D(short_date(c['d0'], cc)), '\n')


def month_of(c, d):
    from core import MONTHS
    return '%s %d' % (MONTHS[d.month - 1], d.year)


def ext_of(rng):
    from core import ext
    return ext(rng)
