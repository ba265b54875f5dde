"""Shared note blocks: letterheads, patient headers, signatures, copies, audit trails."""
import datetime

import pools as P

MRN_LBL = {'GB': ['Hosp No', 'MRN', 'Unit No', 'Hospital number', 'Hosp. no.'], 'IE': ['MRN', 'Chart No', 'Hosp. No.'],
           'US': ['MRN', 'MRN #', 'Med Rec #'], 'CA': ['MRN', 'Chart #', 'MRN'], 'AU': ['UR', 'URN', 'MRN', 'UR No'],
           'NZ': ['Hosp No', 'Hospital No', 'HN']}
HP_LBL = {'GB': ['NHS No', 'NHS number', 'NHS'], 'IE': ['GMS No', 'Medical card no.', 'GMS'],
          'US': ['Member ID', 'Policy #', 'Subscriber ID'], 'AU': ['Medicare No', 'Medicare', 'Medicare #'],
          'NZ': ['NHI', 'NHI No', 'NHI']}
ACCT_LBL = {'GB': ['Episode', 'Spell No', 'Episode no.'], 'IE': ['Episode No', 'Episode'], 'US': ['FIN', 'Acct #', 'Encounter #'],
            'CA': ['Visit #', 'Encounter', 'Acct'], 'AU': ['Episode No', 'Adm No'], 'NZ': ['Event No', 'Event']}
SSN_LBL = {'US': ['SSN', 'SS#', 'Social Security #'], 'IE': ['PPSN', 'PPS No'], 'CA': ['SIN', 'SIN #']}


def lbl(c, table):
    if table is HP_LBL and c.C == 'CA':
        return c.rng.choice(['OHIP #', 'HCN', 'Health card #']) if c.state_abbr == 'ON' else c.rng.choice(['PHN', 'Health card #'])
    return c.rng.choice(table[c.C])


def site(c, key='hosp'):
    if not hasattr(c, '_sites'):
        c._sites = {}
    if key not in c._sites:
        r = c.rng
        t = r.choice(P.TOWNS[c.C])
        st = r.choice(P.STREET_STEMS[c.C]) + ' ' + r.choice(P.STREET_TYPES[c.C])
        if r.random() < 0.75:
            st = str(r.randrange(1, 400)) + ' ' + st
        pre = t[3] if c.C in ('US', 'CA', 'AU') else t[2]
        c._sites[key] = (st, t, c.postcode(pre))
    return c._sites[key]


def site_addr(c, key='hosp', sep=', '):
    st, t, z = site(c, key)
    out = [(st, 'STREET'), sep, (t[0], 'CITY')]
    if c.C in ('US', 'CA'):
        out += [', ', (t[1], 'STATE'), ' ', (z, 'ZIP')]
    elif c.C == 'AU':
        out += [' ', (t[1], 'STATE'), ' ', (z, 'ZIP')]
    elif c.C == 'IE':
        out += [sep, (t[1], 'CITY'), sep, (z, 'ZIP')]
    else:
        out += [' ', (z, 'ZIP')]
    return out


def dept(c):
    return c.rng.choice(['Department of Trauma & %ss' % c.loc['ortho'], '%s Department' % c.loc['ortho'],
                         'Elective %s Service' % c.loc['ortho'], 'Hip & Knee Arthroplasty Unit',
                         'Joint Replacement Service'])


def letterhead(n, c, key='hosp', upper=None):
    r = c.rng
    h = c.hosp if key == 'hosp' else c.hosp2
    up = r.random() < 0.5 if upper is None else upper
    n.add((h.upper() if up else h, 'HOSPITAL'), '\n', dept(c), '\n')
    if r.random() < 0.4:
        n.add((c.building, 'LOCATION_OTHER'), ', ')
    n.add(site_addr(c, key), '\n')
    n.add(r.choice(['Tel: ', 'Tel ', 'Phone: ', 'Switchboard: ']), (c.switch, 'PHONE'))
    if r.random() < 0.8:
        n.add(r.choice(['   Fax: ', ' | Fax ', '  Fax: ']), (c.fax, 'FAX'))
    n.add('\n')
    if r.random() < 0.6:
        n.add(r.choice(['Secretary: ', 'Orthopaedic secretaries: ', 'Appointments: ']), (c.sec_phone, 'PHONE'), '\n')
    if r.random() < 0.6:
        n.add('Email: ', ('%s@%s' % (r.choice(['ortho.secretaries', 'arthroplasty', 'hipknee', 'joint.school',
                                                'orthoadmin']), c.hosp_dom), 'EMAIL'), '\n')
    n.add('\n')


def pt_line(n, c, up=True, age=True):
    """Single-line patient identifier strip."""
    r = c.rng
    n.add('Patient: ', c.pt.render('last_first' if up else r.choice(['full', 'Last_first', 'full_mid'])),
          r.choice(['   ', ' | ', '  ']), 'DOB: ', c.d(c.dob))
    if age:
        n.add(' (', (str(c.age), 'AGE'), r.choice(['y)', ' yrs)', ')']))
    n.add(r.choice(['   ', ' | ', '  ']), lbl(c, MRN_LBL), ': ', (c.mrn, 'MRN'))
    if c.C != 'US' or r.random() < 0.5:
        n.add(r.choice(['   ', ' | ']), lbl(c, HP_LBL), ': ', (c.hp, 'HEALTHPLAN'))
    n.add('\n')


def pt_block(n, c, addr=True, phone=True, gp=False, ssn=False, acct=False):
    """Multi-line labelled demographics block."""
    r = c.rng
    n.add('Name: ', c.pt.render(r.choice(['last_first', 'full', 'Last_first', 'upper'])), '\n')
    n.add('DOB: ', c.d(c.dob), r.choice(['   Age: ', '  Age ']), (str(c.age), 'AGE'),
          r.choice(['   Sex: %s' % c.pt.sex, '   Gender: %s' % ('Female' if c.pt.sex == 'F' else 'Male'), '']), '\n')
    n.add(lbl(c, MRN_LBL), ': ', (c.mrn, 'MRN'))
    if c.C != 'US':
        n.add('   ', lbl(c, HP_LBL), ': ', (c.hp, 'HEALTHPLAN'))
    n.add('\n')
    if c.C == 'US':
        ins = r.choice(P.INSURERS['US'])
        n.add('Insurance: ', (ins, 'ORGANIZATION'), '   Member ID: ', (c.hp, 'HEALTHPLAN'))
        if r.random() < 0.6:
            n.add('   Group #: ', ('%s%04d' % (r.choice(['G', '00', 'GRP']), r.randrange(10000)), 'HEALTHPLAN'))
        n.add('\n')
    if ssn and c.ssn:
        n.add(lbl(c, SSN_LBL), ': ', (c.ssn, 'SSN'), '\n')
    if acct:
        n.add(lbl(c, ACCT_LBL), ': ', (c.acct, 'ACCOUNT'), '\n')
    if addr:
        n.add('Address: ', c.address(), '\n')
    if phone:
        n.add(r.choice(['Tel: ', 'Phone: ', 'Home: ']), (c.home_phone, 'PHONE'))
        if r.random() < 0.6:
            n.add(r.choice(['   Mobile: ', '  Mob: ', ' / cell ' if c.us else ' / mob ']), (c.mobile, 'PHONE'))
        n.add('\n')
    if gp:
        n.add(c.loc['gp'].upper() if c.loc['gp'] != 'family physician' else 'Family physician', ': ',
              c.doc(c.gp, 'title_init' if c.gp.title else 'full'), ', ', (c.practice, 'HOSPITAL'), '\n')


def nok(n, c, phone=True):
    r = c.rng
    n.add(r.choice(['NOK: ', 'Next of kin: ', 'Emergency contact: ']), c.fam.render(r.choice(['full', 'full', 'title_full'])),
          ' (', c.rel, ')')
    if phone:
        n.add(r.choice([' - ', ', tel ', ' ']), (c.phone('mobile'), 'PHONE'))
    n.add('\n')


def addressee_gp(n, c):
    r = c.rng
    n.add(c.doc(c.gp, 'title_init' if c.gp.title else 'full'), '\n', (c.practice, 'HOSPITAL'), '\n')
    n.add(site_addr(c, 'gp', sep='\n'), '\n\n')


def re_line(n, c):
    r = c.rng
    n.add('Re: ', c.pt.render(r.choice(['title_full', 'title_full', 'upper', 'full_mid'])), ', DOB ', c.d(c.dob))
    if r.random() < 0.7:
        n.add(', ', lbl(c, MRN_LBL), ' ', (c.mrn, 'MRN'))
    if c.C != 'US' and r.random() < 0.8:
        n.add(', ', lbl(c, HP_LBL), ' ', (c.hp, 'HEALTHPLAN'))
    n.add('\n')
    if r.random() < 0.6:
        n.add(c.address(), '\n')
    n.add('\n')


def letter_sig(n, c, p, dictated=None):
    r = c.rng
    n.add(r.choice(['Yours sincerely,', 'Kind regards,', 'With best wishes,', 'Yours sincerely']) if not c.us
          else r.choice(['Sincerely,', 'Best regards,', 'Thank you for this referral.\n\nSincerely,']), '\n\n\n')
    n.add(p.title + ' ' if p.title else '', (p.first + ' ' + p.last, 'DOCTOR'), '\n')
    n.add(p.creds + '\n' if p.creds else '')
    n.add(r.choice(['Consultant %s Surgeon' % c.loc['ortho'], 'Consultant Hip and Knee Surgeon',
                    'Attending Surgeon, Adult Reconstruction' if c.us else 'Consultant Arthroplasty Surgeon']), '\n')
    if r.random() < 0.5:
        lab = {'GB': 'GMC', 'IE': 'IMC', 'US': 'NPI', 'CA': 'Licence', 'AU': 'AHPRA', 'NZ': 'MCNZ'}[c.C]
        n.add(lab, ' ', (p.lic, 'LICENSE'), '\n')
    if dictated:
        typist = c.rng.choice(P.ORIGINS['anglo'][0])
        k = r.randrange(3)
        if k == 0:
            n.add('\n', (p.initials(), 'DOCTOR'), '/', (typist[0].lower() + c.rng.choice('abcdehklmnprstw'), 'DOCTOR'), '\n')
        elif k == 1:
            n.add('\nDictated ', c.d(dictated), ', typed ', c.d(dictated + datetime.timedelta(days=r.randrange(1, 6))),
                  ' by ', (typist, 'DOCTOR'), '\n')
        else:
            n.add('\nD: ', c.d(dictated), '  T: ', c.d(dictated + datetime.timedelta(days=r.randrange(1, 4))),
                  '  DD/', (typist[0].lower() + 'k', 'DOCTOR'), '\n')


def cc_block(n, c, extra=True):
    r = c.rng
    n.add('\ncc: ', c.doc(c.gp, 'title_init' if c.gp.title else 'full'), ', ', (c.practice, 'HOSPITAL'))
    if r.random() < 0.6:
        n.add(', ', site_addr(c, 'gp'))
    n.add('\n')
    if extra:
        n.add('    ', c.pt.render(r.choice(['title_last', 'title_full'])), ' (patient)')
        if r.random() < 0.5:
            n.add(', ', c.address())
        n.add('\n')
    if r.random() < 0.3:
        n.add('    Physiotherapy, ', (r.choice(P.PHYSIO_CLINICS), 'HOSPITAL'), '\n')


def audit(n, c, p=None, when=None, ip=None):
    r = c.rng
    p = p or c.surgeon
    when = when or c.op
    k = r.randrange(4)
    hh = '%02d:%02d' % (r.randrange(7, 20), r.randrange(60))
    if k == 0:
        n.add('\nElectronically signed by ', (p.username(r), 'USERNAME'), ' on ', c.d(when), ' at ', hh)
    elif k == 1:
        n.add('\n[Signed: ', (p.first + ' ' + p.last, 'DOCTOR'), ' (user ', (p.username(r), 'USERNAME'), ') ',
              c.d(when), ' ', hh, ']')
    elif k == 2:
        n.add('\nLast edited by ', (p.username(r), 'USERNAME'), ' ', c.d(when), ' ', hh)
    else:
        n.add('\nAuthenticated: ', (p.first[0] + ' ' + p.last, 'DOCTOR'), ' / login ', (p.username(r), 'USERNAME'),
              ' / ', c.d(when), ' ', hh)
    if ip or r.random() < 0.35:
        pre = r.choice([' from ', ' | workstation ', ' (terminal '])
        n.add(pre, (c.ip(), 'IPADDR'), ')' if '(' in pre else '')
    n.add('\n')


def social(c, short=False):
    """A social-history sentence list (pieces)."""
    r = c.rng
    he = 'He' if c.pt.sex == 'M' else 'She'
    his = 'his' if c.pt.sex == 'M' else 'her'
    out = []
    k = r.randrange(4)
    if k == 0:
        out += [he, ' lives with ', his, ' ', c.rel, ' ', c.fam.render('first'), ' in a ',
                r.choice(['bungalow', 'two-storey house', 'first-floor flat', 'house with 14 stairs']), ' in ',
                (c.town, 'CITY'), '. ']
    elif k == 1:
        out += [he, ' lives alone in ', (c.town, 'CITY'), '; ', his, ' ', c.rel, ', ', c.fam.render('full'),
                ', lives nearby and will help after surgery. ']
    elif k == 2:
        out += ['Lives with ', c.rel, ' (', c.fam.render('full'), ') in a ',
                r.choice(['bungalow', 'townhouse', 'two-storey home', 'ground-floor unit']), '. ']
    else:
        out += [he, ' lives in ', (c.town, 'CITY'), ' with ', his, ' ', c.rel, ' ', c.fam.render('full'), '. ']
    if r.random() < 0.2:
        out += [r.choice(['Originally from ', 'Moved here from ', 'Born in ']),
                (r.choice(P.COUNTRIES_ABROAD), 'COUNTRY'), '. ']
    if c.retired:
        pr = c.prof.replace('retired ', '')
        out += [r.choice(['Retired ', 'Retired ', 'Formerly worked as a%s ' % ('n' if pr[0] in 'aeiou' else '')]),
                (pr, 'PROFESSION'), '. ']
    else:
        pr = c.prof.replace('retired ', '')
        out += [r.choice(['Works as a', 'Employed as a']) + ('n ' if pr[0] in 'aeiou' else ' '), (pr, 'PROFESSION')]
        if r.random() < 0.6:
            out += [' at ', (c.employer, 'ORGANIZATION')]
        out += ['. ']
    if not short:
        out += [r.choice(['Non-smoker', 'Ex-smoker (quit 20 yrs ago)', 'Smokes 10/day', 'Never smoked']), ', ',
                r.choice(['alcohol 6 units/wk', 'drinks socially', 'no alcohol', '14 units/week']), '. ']
        if r.random() < 0.4:
            out += [r.choice(['Active member of ', 'Volunteers at ', 'Keen to get back to ']),
                    (r.choice(P.CLUBS), 'ORGANIZATION'), '. ']
    return out
