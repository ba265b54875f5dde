"""Genres: social work assessment, equipment request."""
import lc
import pools
import txt as T
from world import cap

SW_TITLE = {'GB': ['Care Act 2014 Needs Assessment', 'ADULT SOCIAL CARE - ASSESSMENT OF NEEDS', 'Hospital Social Work Assessment'],
            'IE': ['Medical Social Work Assessment', 'Home Support Needs Assessment (Social Work)'],
            'AU': ['Social Work Psychosocial Assessment', 'Comprehensive Aged Care Assessment - Social Work'],
            'NZ': ['Social Work Assessment', 'NASC Support Needs Assessment (Social Work)'],
            'CA': ['Social Work Psychosocial Assessment', 'Discharge Planning - Social Work Assessment'],
            'US': ['Psychosocial Assessment - Case Management', 'Social Work Discharge Assessment']}
ELIG = {'GB': 'Eligibility: needs meet the national eligibility criteria (Care Act 2014, s.13; Care and Support '
              '(Eligibility Criteria) Regulations 2015).',
        'IE': 'Eligibility: meets criteria for HSE Home Support Service; CSAR completed.',
        'AU': 'Eligibility: approved by ACAS for permanent residential care and HCP level 4.',
        'NZ': 'Eligibility: interRAI-HC completed; eligible for long-term support (LTS-CHC not applicable).',
        'CA': 'Eligibility: meets LTC eligibility under the Fixing Long-Term Care Act, 2021.',
        'US': 'Eligibility: meets nursing facility level of care; Medicaid application submitted.'}


def social_work_assessment(c, d):
    r = c.r
    sw = c.staff('sw', 'sw')
    pt, n1, n2 = c.pt, c.nok, c.rel2
    she = 'She' if pt['sex'] == 'F' else 'He'
    her = 'Her' if pt['sex'] == 'F' else 'His'
    d.f('{org}\n{t}\n\n', org=c.ch([('ORGANIZATION', c.funder), ('HOSPITAL', c.hosp)]), t=c.ch(SW_TITLE[c.cc]))
    d.f('Person: {n}   DOB: {dob}   Age: {age}\n{ml}: {mrn}   Case no: {cs}\n', n=c.N(pt, c.ch(['full', 'LF', 'fml'])),
        dob=c.D(c.dob), age=('AGE', str(c.age)), ml=c.ch(lc.MRN_LAB[c.cc]), mrn=('MRN', c.get('mrn')), cs=('IDNUM', c.get('sys')))
    if lc.SSN_LAB[c.cc] and c.p(.6):
        d.f('{l}: {s}\n', l=c.ch(lc.SSN_LAB[c.cc]), s=('SSN', c.get('ssn')))
    d.f('Address: {a}\nDate of assessment: {dt}   Location: {w}, {h}\nAssessor: {sw}\n\n', a=c.ADDR(c.home, 'inline'),
        dt=c.D(c.base), w=('HOSPITAL', c.ward), h=('HOSPITAL', c.hosp), sw=c.N(sw, 'full'))
    d.add('People consulted:\n')
    d.f('- {n} ({rel}), tel {t}\n', n=c.N(n1, 'full'), rel=n1['rel'], t=('PHONE', n1['phone']))
    if c.p(.7):
        d.f('- {n} ({rel})\n', n=c.N(n2, 'full'), rel=n2['rel'])
    d.f('- Ward staff ({n}, {role})\n- {gpl}: Dr {gp}\n\n', n=c.N(c.staff('nurse', 'nurse'), c.ch(['full', 'first'])),
        role=c.ch(['Ward Manager', 'Charge Nurse', 'Nurse Unit Manager', 'staff nurse']), gpl=lc.GP[c.cc], gp=c.N(c.gp, 'last'))
    born = c.ch(pools.COUNTRIES_BORN)
    mar = 'married' if c.married else c.ch(['widowed', 'widowed', 'divorced', 'single'])
    kids = c.children()
    arr = c.dob.year + r.randint(15, 40)
    d.f('BACKGROUND\n{pt} is {age} {mar} {g} who was born in {ctry} and moved to {city} in {yr}. {she} worked as {job}{emp} '
        'until retiring in {ry}. ',
        pt=c.N(pt, c.ch(['title', 'tfull'])), age=[('an ' if str(c.age).startswith('8') else 'a '), ('AGE', str(c.age)),
                                                   c.ch(['-year-old', ' year old'])],
        mar=mar, g='woman' if pt['sex'] == 'F' else 'man',
        ctry=('COUNTRY', born), city=('CITY', c.town), yr=('DATE', str(arr)), she=she, job=c.AJ(c.ch(pools.PROFESSIONS)),
        emp=c.ch(['', [' at ', ('ORGANIZATION', c.org('employer'))], [' for ', ('ORGANIZATION', c.org('employer'))]]),
        ry=('DATE', str(c.dob.year + r.randint(58, 67))))
    if mar == 'widowed':
        d.f('{her} late {sp} {n} died in {yr}. ', her=her, sp='husband' if pt['sex'] == 'F' else 'wife',
            n=c.N(c.person('FAMILY', sex='M' if pt['sex'] == 'F' else 'F', old=True), c.ch(['first', 'full'])),
            yr=c.D(c.days(c.base, -4000, -300), c.ch(['y', 'MMy'])))
    d.f('{she} has {k} children: {a}, {aj}, who lives in {ac}, and {b}, who lives {bc}.\n\n', she=she, k=c.ch(['two', 'three']),
        a=c.N(kids[0], 'first'), aj=c.AJ(kids[0]['job']), ac=('CITY', c.new_town()), b=c.N(kids[1], 'first'),
        bc=c.ch([['in ', ('COUNTRY', c.ch(['Australia', 'Canada', 'Spain', 'the UAE', 'New Zealand', 'Ireland', 'Scotland']))],
                 'locally', ['in ', ('CITY', c.town)]]))
    d.f('CURRENT SITUATION\nAdmitted {adm} with {rsn}. Prior to admission {pre}. {m}; {s}. {cg}.\n\n',
        adm=c.D(c.admit), rsn=c.ch(T.REASONS),
        pre=c.ch(['independent with a pendant alarm', ['receiving ', c.ch(T.CARE), ' from ', ('ORGANIZATION', c.agency)],
                  'supported by family daily', ['attending ', ('ORGANIZATION', c.org('charity')), ' day centre twice weekly']]),
        m=cap(c.ch(T.MOBILITY)), s=T.score(c), cg=cap(T.fmtv(c, c.ch(T.COGNITION))))
    if c.p(.5):
        d.add(T.hn(c) + '\n\n')
    d.f('WHAT MATTERS TO ME\n"{q}"\n\n', q=c.ch(['I want to go home to my own bed.', 'I don\'t want to be a burden on my kids.',
                                                 'I want to be near my church and friends.', 'Just let me see my garden again.',
                                                 'I know I can\'t manage the stairs any more.']))
    d.f('CARER\n{n} provides {h} hours/week of unpaid care. Offered carer\'s assessment; referred to {org}.\n\n',
        n=c.N(n1, c.ch(['first', 'full'])), h=str(r.randint(5, 70)), org=('ORGANIZATION', c.org('charity')))
    d.add('FINANCES / OTHER\n')
    x = r.random()
    if x < .35:
        d.f('Has a Motability car (reg {pl}) used by {n} for appointments.{v}\n', pl=('VEHICLE', c.get('plate')), n=c.N(n1, 'first'),
            v=c.ch(['', [' VIN ', ('VEHICLE', c.get('vin')), ' on lease agreement.']]))
    elif x < .6:
        d.f('Driving licence ({dl}) surrendered following medical advice; family to inform the licensing authority.\n',
            dl=('LICENSE', c.get('dl')))
    else:
        d.f('Manages own money with help from {n}; {b}.\n', n=c.N(n1, 'first'),
            b=c.ch(['benefits check done with ' + c.ch(T.NOT_PHI_ORGS[c.cc]), 'pension paid into joint account',
                    'no concerns re: financial abuse']))
    d.f('{elig}\n\nCAPACITY\n{cap}\n\n', elig=ELIG[c.cc], cap=c.ch([
        'MCA assessment re: accommodation completed; lacks capacity. Best-interests meeting held; family and IMCA consulted.',
        'Has capacity to make decisions about care and residence (two-stage test applied).',
        'Capacity fluctuating - decision deferred; delirium screen repeated (4AT 2).']))
    if c.p(.35):
        d.f('SAFEGUARDING\nConcern raised on {dt} (ref {ref}) regarding {x}.\n\n', dt=c.D(c.days(c.admit, 0, 4)),
            ref=('IDNUM', c.ch(['SG-', 'ASP', 'SAF/']) + lc.dg(r, 6)),
            x=c.ch(['unexplained bruising', 'neglect by previous provider', 'financial exploitation by a lodger',
                    ['neighbour ', c.N(c.person('FAMILY'), 'full')]]))
    d.f('PLAN\n{p}\n', p=c.ch(T.PATHWAY[c.cc]) + ' - ' + c.ch(['referral made', 'awaiting family decision', 'see care plan',
                                                               'discussed at MDT']))
    d.f('Review date: {dt}\n', dt=c.D(c.days(c.base, 28, 56)))
    T.signoff(c, d, sw, c.ch({'GB': ['Social Worker', 'Senior Practitioner', 'Hospital Social Worker'],
                              'IE': ['Medical Social Worker', 'Senior Medical Social Worker'],
                              'AU': ['Social Worker', 'Senior Social Worker (Aged Care)'],
                              'NZ': ['Social Worker', 'Registered Social Worker'],
                              'CA': ['Social Worker, MSW, RSW', 'Discharge Planner'],
                              'US': ['Case Manager (LCSW)', 'Social Worker', 'Discharge Planner']}[c.cc]), lic=c.p(.6))


EQ_ITEMS = [('BED-PROF-01', 'Profiling bed with rails'), ('MAT-AIR-03', 'Alternating air mattress (high risk)'),
            ('HST-MOB-02', 'Mobile hoist (155 kg SWL)'), ('SLG-M-04', 'Full body sling, medium'),
            ('COM-WHL-01', 'Wheeled commode'), ('FRM-ZIM-01', 'Zimmer frame (adjustable)'), ('WLK-4W-02', 'Four-wheeled walker'),
            ('STL-PCH-01', 'Perching stool'), ('TSR-RAI-02', 'Raised toilet seat 4"'), ('BLV-01', 'Bed lever'),
            ('STD-AID-01', 'Sara Stedy standing aid'), ('CSH-PRS-02', 'Pressure cushion (Repose)'),
            ('CHR-TIS-01', 'Tilt-in-space chair'), ('SHW-CHR-01', 'Shower chair'), ('GLD-SHT-01', 'Glide sheets (pair)'),
            ('SEN-BED-01', 'Bed sensor mat + pager'), ('KEY-SAFE', 'Key safe (police approved)')]


def equipment_request(c, d):
    r = c.r
    ot = c.staff('ot', 'ahp')
    store = c.ch(['Community Equipment Service', 'Integrated Community Equipment Store', 'Equipment Loan Service',
                  'DME vendor'])
    prov = c.fill(c.ch(['{w}{e} Medequip', '{r} Independent Living Services', '{w} Mobility Supplies', '{t} Home Medical Ltd']))
    d.f('{st} - {prov}\n{t}\nOrder no: {po}   Date: {dt}   Priority: {pr}\n\n', st=store, prov=('ORGANIZATION', prov),
        t=c.ch(['EQUIPMENT REQUEST / PRESCRIPTION', 'Equipment Order Form', 'DME ORDER - DISCHARGE']), po=('IDNUM', c.get('po')),
        dt=c.D(c.base), pr=c.ch(['Same day', 'Next day (discharge)', '2 working days', 'Routine (7 days)']))
    d.f('Prescriber: {n}, {role}{lic}\nTeam: {team}   Tel {t}   Email {e}\n\n', n=c.N(ot, 'full'),
        role=c.ch(['Occupational Therapist', 'Physiotherapist', 'Community OT', 'Senior OT']),
        lic=c.ch(['', [', ', ot['reglab'], ' ', ('LICENSE', ot['lic'])]]), team=c.ch([('HOSPITAL', c.hosp), ('ORGANIZATION', c.funder)]),
        t=('PHONE', ot['phone']), e=('EMAIL', ot['email']))
    nl, nat = c.natno()
    d.f('CLIENT\nName: {n}   DOB: {dob}   {nl}: {nat}\nDelivery address: {a}\nPhone: {t}   Alt contact: {an} ({rel}) {at}\n',
        n=c.N(c.pt, c.ch(['full', 'LF', 'tfull'])), dob=c.D(c.dob), nl=nl, nat=nat, a=c.ADDR(c.home, 'inline'),
        t=('PHONE', c.get('ptphone')), an=c.N(c.nok, 'full'), rel=c.nok['rel'], at=('PHONE', c.nok['phone']))
    d.f('Delivery: {dt} {slot}. Access: {acc}\n\n', dt=c.D(c.days(c.base, 0, 3), c.ch([None, 'short'])),
        slot=c.ch(['AM', 'PM', 'all day', 'before 12:00']),
        acc=c.ch(['3 steps, narrow hall (bed to go in front room)', ['park at ', ('LOCATION_OTHER', c.org('landmark')), ', no access for van'],
                  ['flat in ', ('LOCATION_OTHER', c.org('building')), ', lift to 4th floor'], 'ring NOK 30 min before']))
    d.add('| Code | Item | Qty | Notes |\n|---|---|---|---|\n')
    for code, item in r.sample(EQ_ITEMS, r.randint(2, 5)):
        d.f('| {c} | {i} | {q} | {n} |\n', c=code, i=item, q=str(r.choice([1, 1, 1, 2])),
            n=c.ch(['', 'urgent for discharge', 'pt weight 92 kg', 'fit by technician', 'single-handed use']))
    if c.p(.6):
        d.f('\nCollect / replace: {it} asset {a}{x}\n', it=c.ch(['old hoist', 'static mattress', 'commode', 'riser-recliner']),
            a=('DEVICE', c.get('dev')), x=c.ch(['', [', serial ', ('DEVICE', c.get('dev#2'))]]))
    d.f('\nClinical justification: {j}. {s}.\n', j=c.ch(['discharge to assess - Pathway 1', 'new hoist transfers',
                                                             'pressure ulcer cat 3', 'falls x3 in 2 months']), s=T.score(c))
    if c.p(.5):
        d.add(T.hn(c) + '\n')
    d.f('Authorised by: {a} (budget holder)   Est. cost {m}\n', a=c.N(c.staff('bh', 'ahp'), c.ch(['full', 'fi'])),
        m=c.money(40, 2400))
    if c.p(.6):
        d.f('Submitted via {u} by user {un} at {tm}.\n', u=('URL', c.url(c.slug(prov), 'orders/new')), un=('USERNAME', ot['user']),
            tm='%02d:%02d' % (r.randint(8, 17), r.randint(0, 59)))
    else:
        d.f('Technician: {t}. Delivered {dt}; signed for by {n}.\n', t=c.N(c.staff('tech', 'ahp'), c.ch(['full', 'first'])),
            dt=c.D(c.days(c.base, 0, 3), 'short'), n=c.N(c.nok, c.ch(['full', 'title'])))
