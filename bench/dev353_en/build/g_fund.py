"""Genres: continuing healthcare checklist, funding panel decision letter, financial assessment (own)."""
import lc
import pools
import txt as T

CHK_TITLE = {
    'GB': ['NHS Continuing Healthcare Checklist', 'NHS CONTINUING HEALTHCARE - CHECKLIST TOOL'],
    'IE': ['Nursing Home Support Scheme - Care Needs Screening Checklist', 'Common Summary Assessment (CSAR) Screen'],
    'AU': ['Aged Care Assessment - Eligibility Checklist', 'ACAS Screening Checklist (Residential / HCP)'],
    'NZ': ['NASC Long-Term Support Eligibility Checklist', 'interRAI-informed Funding Screen'],
    'CA': ['Long-Term Care Eligibility Screening Checklist', 'ALC / LTC Placement Screen'],
    'US': ['Nursing Facility Level of Care (NFLOC) Screening Checklist', 'Long-Term Services & Supports Screen'],
}
FRAME = {'GB': 'National Framework for NHS Continuing Healthcare and NHS-funded Nursing Care (July 2022 revised)',
         'IE': 'Nursing Homes Support Scheme Act 2009', 'AU': 'Aged Care Act 1997',
         'NZ': 'Support Needs Framework 2019', 'CA': 'Fixing Long-Term Care Act, 2021',
         'US': 'CMS Conditions of Participation (42 CFR 483)'}
DOMAINS = [
    ('Breathing', ['SOB on exertion, inhalers only', 'home O2 2 L/min via concentrator', 'CPAP overnight for OSA',
                   'no issues', 'episodes of breathlessness at rest needing Oramorph']),
    ('Nutrition', ['MUST 2, Fortisip BD', 'PEG fed - Nutrison 1000 ml/24h', 'needs full assistance, IDDSI level 4 diet',
                   'eats independently once set up', 'weight loss 6 kg in 3 months']),
    ('Continence', ['continent with prompting', 'doubly incontinent, pads', 'long-term catheter (Foley)',
                    'urinary incontinence - Conveen at night', 'stoma self-managed']),
    ('Skin integrity', ['Waterlow 22, cat 3 PU sacrum', 'intact skin, Braden 17', 'leg ulcers - DN dressings x3/wk',
                        'moisture lesions, Cavilon', 'cat 2 heel - offloading boots']),
    ('Mobility', ['hoist x2 all transfers', 'Zimmer frame + 1', 'bed-bound, 2-hourly turns', 'Sara Stedy x2',
                  'independent with stick']),
    ('Communication', ['expressive dysphasia post-CVA', 'hearing aids both ears', 'communicates needs clearly',
                       'uses Makaton signs', 'non-verbal, communicates by facial expression']),
    ('Psychological & emotional', ['low mood, PHQ-9 14', 'anxious at night, calls out', 'settled and engaged',
                                   'withdrawn since bereavement', 'tearful, on sertraline']),
    ('Cognition', ['MoCA 12/30', 'Alzheimer\'s dementia, lacks capacity for care decisions', 'no impairment',
                   'Lewy body dementia with hallucinations', '4AT 6 - delirium superimposed']),
    ('Behaviour', ['exit-seeking, needs 1:1 at times', 'resists personal care, hits out', 'no challenging behaviour',
                   'shouting at night, predictable triggers', 'sexual disinhibition - risk assessed']),
    ('Drug therapies', ['blister pack, prompts only', 'covert meds under BI decision', 'insulin BD by DN',
                        'syringe driver for EOL symptoms', 'Parkinson\'s meds time-critical (Madopar 4-hourly)']),
    ('Altered states of consciousness', ['none', 'absence seizures weekly', 'hypoglycaemic episodes',
                                         'TIA-like episodes x3 this year', 'post-ictal periods after tonic-clonic seizures']),
]


def chc_checklist(c, d):
    r = c.r
    asr = c.staff('chc', c.ch(['nurse', 'sw']))
    nl, nat = c.natno()
    loc = c.ch([[('HOSPITAL', c.ward), ', ', ('HOSPITAL', c.hosp)], [('HOSPITAL', c.hosp), ' (', ('HOSPITAL', c.ward), ', bed ',
                                                                       ('LOCATION_OTHER', c.bed), ')']])
    d.f('{t}\n{fr}\n\n', t=c.ch(CHK_TITLE[c.cc]),
        fr=c.ch(['Completed in line with the ' + FRAME[c.cc] + '.', 'Ref: ' + FRAME[c.cc], 'Version 4.2 - for screening only']))
    d.f('Individual\'s name: {n}\nDate of birth: {dob}   {nl}: {nat}\nCurrent location: {loc}\nPermanent address: {a}\n',
        n=c.N(c.pt, c.ch(['full', 'fml', 'LF'])), dob=c.D(c.dob), nl=nl, nat=nat, loc=loc, a=c.ADDR(c.home, 'inline'))
    T.gp_line(c, d)
    d.f('Date of checklist: {dt}\nCompleted by: {a}, {role}, {org} (tel {tel})\nPresent: {pt}{fam}\n',
        dt=c.D(c.base), a=c.N(asr, 'full'), role=c.ch({'GB': ['CHC Nurse Assessor', 'Discharge Coordinator', 'Social Worker'],
                                                'IE': ['Needs Assessor', 'Medical Social Worker', 'Clinical Nurse Manager'],
                                                'AU': ['ACAS Assessor', 'Social Worker', 'Clinical Nurse Consultant'],
                                                'NZ': ['NASC Coordinator', 'Needs Assessor', 'Social Worker'],
                                                'CA': ['Care Coordinator', 'Placement Coordinator', 'Social Worker'],
                                                'US': ['Case Manager', 'RN Assessor', 'Social Worker']}[c.cc]),
        org=('ORGANIZATION', c.funder), tel=('PHONE', asr['phone']),
        pt=c.ch(['the individual', c.N(c.pt, 'first'), 'patient (in bed)']),
        fam=c.ch([['; ', c.nok['rel'], ' ', c.N(c.nok, 'full'), ' by phone (', ('PHONE', c.nok['phone']), ')'],
                  ['; ', c.N(c.nok, 'full'), ' (', c.nok['rel'], ', LPA H&W)'], '']))
    d.f('Consent: {x}\n\n', x=c.ch(['verbal consent given by the individual', 'lacks capacity - BI decision to proceed, MCA on file',
                                     ['LPA ', c.N(c.nok, 'title'), ' consented'], 'consent obtained, copy of leaflet given']))
    tab = c.p(.5)
    if tab:
        d.add('| Domain | Level | Evidence |\n|---|---|---|\n')
    levels = {'A': 0, 'B': 0, 'C': 0}
    for name, opts in DOMAINS:
        lv = c.ch('AABBBCC')
        levels[lv] += 1
        ev = [c.ch(opts)]
        x = r.random()
        if x < .12:
            ev += ['; concentrator S/N ', ('DEVICE', c.get('dev'))] if name == 'Breathing' else \
                ['; reviewed by ', c.N(c.staff('tvn', 'nurse'), c.ch(['full', 'fi'])), ' ', c.D(c.days(c.base, -9, -1), 'short')]
        elif x < .22:
            ev += [' (', c.nok['rel'], ' ', c.N(c.nok, 'first'), ' reports this since ', c.D(c.days(c.admit, -300, -30),
                                                                                             c.ch(['MMy', 'y', 'MMy'])), ')']
        elif x < .3:
            ev += ['; incident on ', c.D(c.days(c.admit, 1, 5), 'short'), ' (Datix ', ('IDNUM', 'W' + lc.dg(r, 6)), ')']
        if tab:
            d.f('| {n} | {l} | {e} |\n', n=name, l=lv, e=ev)
        else:
            d.f('{n}: {l} - {e}\n', n=name.upper() if c.p(.5) else name, l=lv, e=ev)
    if c.p(.5):
        d.add(c.ch(['Additional info: ', 'Comment: ', 'Note: ']) + T.hn(c) + '\n')
    pos = levels['A'] >= 2 or levels['A'] + levels['B'] >= 5
    d.f('\nTotals: A={a} B={b} C={cc}\nOutcome: {o}\n', a=str(levels['A']), b=str(levels['B']), cc=str(levels['C']),
        o='POSITIVE - referral for full assessment of eligibility (DST / MDT) required' if pos
        else 'NEGATIVE - does not require full assessment; reasons explained to individual')
    if pos:
        d.f('Referral sent to {org} on {dt} ({em}). Case ref {ref}.\n', org=('ORGANIZATION', c.funder),
            dt=c.D(c.days(c.base, 0, 1), 'short'), em=('EMAIL', 'chc.referrals@' + c.slug(c.funder)), ref=('IDNUM', c.get('chc')))
    else:
        d.f('Copy of checklist given to {n} on {dt}. Re-screen if needs change (e.g. after {ev}).\n',
            n=c.N(c.nok, c.ch(['full', 'title'])), dt=c.D(c.base, 'short'),
            ev=c.ch(['discharge', 'further fall', 'deterioration', '3 months']))
    T.signoff(c, d, asr, c.ch(['Assessor', 'CHC Nurse Assessor', 'Discharge Coordinator']))


def funding_panel_decision(c, d):
    r = c.r
    chair = c.staff('chair', 'nurse')
    off = c.staff('chcoff', c.ch(['nurse', 'sw']))
    to_nok = c.p(.45)
    org_addr = {'street': c.street(), 'loc': [c.new_town()], 'state': c.home['state'],
                'zip': lc.postcode(r, c.cc)}
    team = c.ch(['Continuing Healthcare Team', 'Funding Panel Office', 'Complex Care Team', 'Long-Term Care Funding Unit',
                 'Eligibility and Review Team'])
    d.f('{org}\n{team}\n{a}\nTel: {tel}   Fax: {fx}\nEmail: {em}\n{url}\n\n',
        org=('ORGANIZATION', c.funder), team=team, a=c.ADDR(org_addr, 'lines'), tel=('PHONE', c.get('team_phone')),
        fx=('FAX', c.get('fax')), em=('EMAIL', c.ch(['chc.enquiries', 'funding.panel', 'ltc.team', 'complexcare']) + '@' + c.slug(c.funder)),
        url=('URL', c.url(c.slug(c.funder), c.ch(['chc', 'funding/appeals', 'complex-care', 'ltc-decisions']))))
    d.f('Our ref: {ref}    Your ref: {yr}\nDate: {dt}\n\nPRIVATE AND CONFIDENTIAL\n', ref=('IDNUM', c.get('chc')),
        yr=('IDNUM', c.get('case')), dt=c.D(c.base, c.ch(['dMMy', 'MMdy', 'dthM', None])))
    rcpt = c.nok if to_nok else c.pt
    addr = c.home if (not to_nok or c.p(.4)) else c.address()
    d.add(c.N(rcpt, c.ch(['tfull', 'tfull', 'full'])))
    d.add('\n')
    d.add(c.ADDR(addr, 'lines'))
    d.f('\n\nDear {n},\n\nRe: {pt}, DOB {dob}, {nl} {nat}\n\n', n=c.N(rcpt, 'title'), pt=c.N(c.pt, c.ch(['full', 'tfull'])),
        dob=c.D(c.dob), nl=c.natno()[0], nat=c.natno()[1])
    dst = c.days(c.base, -21, -5)
    panel = c.days(dst, 3, 14)
    place = c.ch([('HOSPITAL', c.hosp), ('HOSPITAL', c.care_home()), 'home'])
    d.f('I am writing to let you know the outcome of the {pn} held on {pd}. The panel considered the recommendation '
        'of the multidisciplinary team following the assessment completed on {dd} at {pl}.\n\n',
        pn=c.ch(['Continuing Healthcare panel', 'funding panel', 'Complex Care Panel', 'placement panel',
                 'Level of Care review panel']), pd=c.D(panel, None), dd=c.D(dst, c.ch(['short', None])),
        pl=place if isinstance(place, str) else [place])
    d.f('Panel members: {a} (Chair), {b} ({br}), {e} ({er}).\n\n',
        a=c.N(chair, 'full'), b=c.N(c.staff('pn2', 'nurse'), 'full'), br=c.ch(['Clinical Lead', 'Nurse Assessor']),
        e=c.N(c.staff('pn3', 'sw'), 'full'), er=c.ch(['Local Authority representative' if c.cc == 'GB' else 'Community Services representative',
                                                      'Social Work Team Manager', 'Finance representative']))
    out = r.random()
    start = c.days(panel, 0, 7)
    if out < .4:
        d.f('Decision: {pt} IS eligible for {what} from {s}. {who}\n\n',
            pt=c.N(c.pt, 'title'), what=c.ch(['NHS Continuing Healthcare', 'fully funded long-term care',
                                              'a Home Care Package (Level 4)', 'Medicaid HCBS waiver services',
                                              'Long-Term Residential Care subsidy']), s=c.D(start),
            who=c.ch(['The primary health need test is met.', 'Needs were assessed as severe in Behaviour and Cognition.',
                      'The nature, intensity and complexity of needs indicate a primary health need.', '']))
    elif out < .75:
        d.f('Decision: {pt} is NOT eligible for {what}. {fnc}\n\n', pt=c.N(c.pt, 'title'),
            what=c.ch(['NHS Continuing Healthcare', 'fully funded care', 'the higher subsidy rate']),
            fnc=c.ch(['NHS-funded Nursing Care (FNC) will be paid to the home at the standard weekly rate of ' + c.money(200, 260) + '.',
                      'A financial assessment will be arranged by the local authority.',
                      'You may be entitled to a means-tested contribution.', '']))
    else:
        d.f('Decision: the panel DEFERRED a decision pending {x}. A further panel is booked for {nd}.\n\n',
            x=c.ch(['an updated behaviour chart', 'further evidence from the GP', 'the SALT report', 'a capacity assessment']),
            nd=c.D(c.days(panel, 14, 28)))
    d.f('Review: eligibility will be reviewed at 3 months (around {rv}) and then annually.\n\n',
        rv=c.D(c.days(start, 85, 95), c.ch(['MMy', None])))
    d.f('If you disagree with this decision you can ask for {rev} within {per} of the date of this letter. '
        'Please contact {off} on {tel} or {em}, or apply online at {url}.\n\n',
        rev=c.ch(['a local review', 'a reconsideration', 'an internal review', 'a fair hearing']),
        per=c.ch(['6 months', '28 days', '90 days', '60 days']), off=c.N(off, c.ch(['full', 'tfull'])),
        tel=('PHONE', off['phone']), em=('EMAIL', off['email']),
        url=('URL', c.url(c.slug(c.funder), c.ch(['appeals', 'review-request', 'chc/appeal-form', 'fair-hearing']))))
    if c.p(.4):
        d.f('An independent advocate is available via {adv} ({tel}).\n\n', adv=('ORGANIZATION', c.org('charity')),
            tel=('PHONE', lc.phone(r, c.cc, 'land')))
    d.add(c.ch(['Yours sincerely,\n\n', 'Kind regards,\n\n', 'Sincerely,\n\n']))
    d.add(c.sig(chair, c.ch(['Panel Chair', 'Head of Continuing Care', 'Deputy Director of Nursing']), c.p(.3)))
    if c.p(.5):
        ty = c.staff('typist', 'nurse')
        d.f('\n\n{a}/{b}', a=('DOCTOR', chair['first'][0] + chair['last'][0]), b=('DOCTOR', (ty['first'][0] + ty['last'][0]).lower()))
    d.f('\n\ncc: {gpl} {gp}, {prac}; {sw} (social worker){ch}\n', gpl=lc.GP[c.cc], gp=c.N(c.gp, 'tfull') if c.p(.5)
        else ['Dr ', c.N(c.gp, 'last')], prac=('HOSPITAL', c.gp_practice), sw=c.N(c.staff('sw', 'sw'), 'full'),
        ch=c.ch(['', ['; ', ('HOSPITAL', c.care_home())], ['; ', ('ORGANIZATION', c.agency)]]))
    d.add(c.ch(['Enc: Decision Support Tool summary; leaflet "Your rights"\n', '', 'Enclosures: DST (copy)\n']))


BENEFITS = {
    'GB': ['State Pension', 'Pension Credit', 'Attendance Allowance (higher rate)', 'Carer\'s Allowance (spouse)'],
    'IE': ['State Pension (Contributory)', 'Living Alone Increase', 'Household Benefits Package', 'Fuel Allowance'],
    'AU': ['Age Pension (Centrelink)', 'DVA Service Pension', 'Rent Assistance', 'Pension Supplement'],
    'NZ': ['NZ Super (single, living alone)', 'Disability Allowance', 'Accommodation Supplement'],
    'CA': ['CPP', 'OAS', 'GIS', 'CPP survivor benefit'],
    'US': ['Social Security retirement', 'SSI', 'SNAP', 'VA Aid & Attendance'],
}
FIN_TITLE = {'GB': ['FINANCIAL ASSESSMENT - CHARGING FOR RESIDENTIAL CARE', 'Care Act Financial Assessment (Fairer Charging)'],
             'IE': ['NURSING HOMES SUPPORT SCHEME - FINANCIAL ASSESSMENT', 'Home Support Means Assessment'],
             'AU': ['Aged Care Means Assessment - Worksheet', 'Residential Aged Care: Means Test Record'],
             'NZ': ['Residential Care Subsidy - Financial Means Assessment', 'Long-term Residential Care Means Test'],
             'CA': ['LTC Rate Reduction Application - Financial Worksheet', 'Home Care Co-payment Assessment'],
             'US': ['Medicaid Long-Term Care Financial Eligibility Worksheet', 'Spend-down Calculation - LTC']}


def financial_assessment(c, d):
    r = c.r
    off = c.staff('fin', 'sw')
    ssl = lc.SSN_LAB[c.cc]
    d.f('{org}\n{t}\n\n', org=('ORGANIZATION', c.funder), t=c.ch(FIN_TITLE[c.cc]))
    d.f('Client: {n}   DOB: {dob}   Client ref: {ref}\n', n=c.N(c.pt, c.ch(['LF', 'full', 'fml'])), dob=c.D(c.dob),
        ref=('IDNUM', c.get('sys')))
    if ssl:
        d.f('{l}: {s}\n', l=c.ch(ssl), s=('SSN', c.get('ssn')))
    nl, nat = c.natno()
    d.f('{nl}: {nat}\nAddress: {a}\nAssessment date: {dt} ({how})\n', nl=nl, nat=nat, a=c.ADDR(c.home, 'inline'),
        dt=c.D(c.base), how=c.ch(['home visit', 'telephone', 'ward visit', 'paper forms returned by post']))
    rep = c.nok
    d.f('Financial representative: {n} ({rel}) - {st}\nRep contact: {tel} / {em}\n\n', n=c.N(rep, 'full'), rel=rep['rel'],
        st=c.ch([['LPA (property & financial affairs) registered ', c.D(c.days(c.base, -2000, -60))],
                 'appointee for benefits', ['deputy (Court order ', ('IDNUM', '1' + lc.dg(r, 7)), ')'],
                 'informal - no legal authority', 'Enduring Power of Attorney']),
        tel=('PHONE', rep['phone']), em=('EMAIL', rep['email']))
    bank = c.ch(['{w}{e} Building Society', 'Bank of {w}', '{r} Credit Union', '{w} Savings Bank', '{w}{e} Mutual'])
    bank = c.fill(bank)
    d.add('CAPITAL\n')
    tot = 0
    for lab in ['Current account', 'Savings account', c.ch(['ISA', 'Term deposit', 'Premium bonds', 'Shares'])]:
        amt = r.randint(200, 48000)
        tot += amt
        acct = c.ch([['acct ', ('ACCOUNT', lc.dg(r, 8))], ['acct ', ('ACCOUNT', '%s-%s' % (lc.dg(r, 3), lc.dg(r, 6)))],
                     ['acct ending ', ('ACCOUNT', lc.dg(r, 4))], ['a/c no. ', ('ACCOUNT', lc.dg(r, 10))]])
        if lab in ('ISA', 'Premium bonds', 'Shares') and c.p(.5):
            d.f('  {l}: {cur}{a}\n', l=lab, cur=c.cur, a=format(amt, ','))
        else:
            d.f('  {l} - {b}, {ac}: {cur}{amt}\n', l=lab, b=('ORGANIZATION', bank), ac=acct, cur=c.cur,
                amt=format(amt, ','))
    prop = c.ch(['owner-occupier', 'rented', 'jointly owned with spouse', 'council tenancy', 'none'])
    d.f('  Property: {p}', p=prop)
    if prop in ('owner-occupier', 'jointly owned with spouse'):
        d.f(' - {st} valued at approx {v}; {dis}', st=('STREET', c.home['street']), v=c.money(140000, 620000),
            dis=c.ch(['disregarded for first 12 weeks', 'disregarded (spouse in occupation)', 'deferred payment agreement offered',
                      'included']))
    d.f('\n  Total capital (excl. property): {cur}{t}\n\nINCOME (weekly)\n', cur=c.cur, t=format(tot, ','))
    for b in c.r.sample(BENEFITS[c.cc], 2):
        d.f('  {b}: {m}\n', b=b, m=c.money(40, 260))
    if c.p(.75):
        d.f('  Occupational pension - {emp} (former {job}): {m}\n', emp=('ORGANIZATION', c.org('employer')),
            job=('PROFESSION', c.ch(pools.PROFESSIONS)), m=c.money(20, 300))
    d.f('Benefits entitlement confirmed with {pub} on {dt}.\n', pub=c.ch(T.NOT_PHI_ORGS[c.cc]), dt=c.D(c.days(c.base, -7, 0), 'short'))
    d.f('\nThresholds applied: upper {u}, lower {l} (national rates). Personal expenses allowance {pea}/wk.\n',
        u=c.money(23000, 100000), l=c.money(14000, 20000), pea=c.money(25, 35))
    start = c.days(c.base, -14, 14)
    d.f('OUTCOME: assessed weekly contribution {m} from {dt}. {x}\n',
        m=c.money(30, 900), dt=c.D(start), x=c.ch(['Invoices quarterly in arrears.', 'Direct debit mandate enclosed.',
                                                  ['Billing account ', ('ACCOUNT', c.get('acct')), ' set up.'],
                                                  'Full cost payer (self-funder) - above upper limit.']))
    if c.p(.35):
        d.f('Note: {x}\n', x=c.ch([['deprivation of assets query - gift of ', c.money(5000, 40000), ' to grandson ',
                                    c.N(c.person('FAMILY', sex='M'), 'full'), ' in ', c.D(c.days(c.base, -900, -200), 'y')],
                                   ['spouse ', c.N(c.nok, 'first'), ' remains at home - half of joint savings disregarded'],
                                   'awaiting 3 months of bank statements']))
    d.f('\nAssessing officer: {n}\nTel {t} | {e}\n', n=c.N(off, 'full'), t=('PHONE', off['phone']), e=('EMAIL', off['email']))
    if c.p(.5):
        d.f('Record created by {u} {dt}\n', u=('USERNAME', off['user']), dt=c.D(c.base, 'iso'))
