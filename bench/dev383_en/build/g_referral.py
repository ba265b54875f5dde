"""Genres: social worker referral (request for health assessment), foster carer health record."""
from core import Ph, join, plus, clock, fmt_partial
from case import rdate_before, rdate_after, uname, person
import blocks
import clinical
import ids
import orgs
import places

ETHNICITY = {
    'british': 'White British', 'scottish': 'White Scottish', 'welsh': 'White Welsh', 'irish': 'White Irish',
    'traveller': 'White - Irish Traveller', 'polish': 'White - Other (Polish)', 'romanian': 'White - Other (Romanian)',
    'lithuanian': 'White - Other (Lithuanian)', 'pakistani': 'Asian or Asian British - Pakistani',
    'indian': 'Asian or Asian British - Indian', 'bangladeshi': 'Asian or Asian British - Bangladeshi',
    'somali': 'Black African (Somali)', 'nigerian': 'Black African', 'ghanaian': 'Black African',
    'caribbean': 'Mixed - White and Black Caribbean', 'eritrean': 'Black African (Eritrean)', 'afghan': 'Asian - Other (Afghan)',
    'syrian': 'Arab', 'kurdish': 'Other ethnic group (Kurdish)', 'vietnamese': 'Other - Vietnamese', 'chinese': 'Chinese',
    'filipino': 'Filipino', 'maori': 'Māori', 'samoan': 'Samoan', 'tongan': 'Tongan', 'aboriginal': 'Aboriginal',
    'firstnations': 'First Nations (Status)', 'quebecois': 'French Canadian', 'ukrainian': 'White - Ukrainian',
    'hispanic': 'Hispanic/Latino', 'american': 'not recorded', 'albanian': 'White - Albanian', 'sudanese': 'Black African (Sudanese)',
    'turkish': 'White - Turkish', 'greek': 'Greek', 'italian': 'Italian',
}
LANG = {'polish': 'Polish', 'romanian': 'Romanian', 'lithuanian': 'Lithuanian', 'somali': 'Somali', 'eritrean': 'Tigrinya',
        'afghan': 'Pashto', 'syrian': 'Arabic', 'kurdish': 'Kurdish Sorani', 'vietnamese': 'Vietnamese', 'chinese': 'Cantonese',
        'hispanic': 'Spanish', 'ukrainian': 'Ukrainian', 'albanian': 'Albanian', 'sudanese': 'Arabic', 'turkish': 'Turkish',
        'maori': 'English / te reo Māori', 'samoan': 'English / Samoan', 'tongan': 'Tongan', 'quebecois': 'French',
        'welsh': 'Welsh / English', 'bangladeshi': 'Sylheti', 'pakistani': 'Urdu / English'}


def referral(rng, c, n):
    cc = c['cc']
    n.f('{h}\n', c, h=rng.choice(['REQUEST FOR INITIAL HEALTH ASSESSMENT', 'Referral for Health Assessment - Child {lac}'.replace('{lac}', c['lac'].title()),
                                  'NOTIFICATION OF CHILD BECOMING {L} AND REQUEST FOR IHA'.replace('{L}', c['lac'].upper()),
                                  'Health Assessment Referral Form (social care to health)']))
    if cc in ('ENG', 'WAL'):
        n.put('(to be received by health within 5 working days of the child becoming looked after)\n')
    n.f('To: {t}, {trust} ({team_email})\n', c, t=rng.choice(["LAC Health Team", 'Children in Care Health Admin', 'Health Assessment Coordinator']))
    team = rng.choice(['Children in Care Team %d' % rng.randint(1, 4), 'Court Team', 'Assessment and Intervention Team',
                       'Safeguarding and Family Support', 'Permanence Team', 'Disabled Children\'s Team'])
    n.f('From: {s}, {sw_title}, {team}, {la}\nTel {sw_tel}   Mobile {sw_mob}   Email {sw_email}\n', c, s=c['SW'].full, team=team)
    rd = plus(c['doc_dt'], rng.randint(1, 5))
    n.f('Date of referral: {d}   Referral ref: {ref}\n', c, d=c.d(rd))
    n.put('\n1. CHILD\n')
    n.f('Full name: {pm}', c, pm=c['P'].fullm)
    if c['nick']:
        n.f('   Preferred name: {nick}', c)
    n.f('\nDOB: {dob}   Gender: {sexw}   Ethnicity: {e}\n', c, e=ETHNICITY.get(c['origin'], 'not recorded'))
    n.f('First language: {l}   Religion: {r}\n', c, l=LANG.get(c['origin'], 'English'),
        r=rng.choice(['none', 'Muslim', 'Roman Catholic', 'Church of England', 'not known', 'Sikh', 'Pentecostal', 'Orthodox']))
    lab1, id1 = c['id1']
    n.f('{l1}: {i1}   {sl}: {soc_id}\n', c, l1=lab1, i1=id1, sl=c['soc_lab'])
    n.f('Legal status: {lg}   {entered}: {d}\n', c, lg=blocks.legal(c, early=True), d=c.d(c['doc_dt']))
    ptype = rng.choice(['Local authority foster care', 'IFA foster placement', 'Kinship / connected person', 'Emergency foster placement',
                        "Residential children's home", 'Short-term foster placement'])
    n.f('Placement type: {t}   Placement start: {d}\n', c, t=ptype, d=c.d(c['doc_dt']))
    if 'Residential' in ptype:
        n.f('Placement: {chome}, ', c)
        n.add(c['pl_addr'])
        n.f('. Manager {m}. Tel {t}\n', c, m=c['SSW'].full, t=c['fc_tel'])
    else:
        if c['single_carer']:
            n.f('Carer: {a}', c, a=c['FC1'].tf)
        else:
            n.f('Carers: {a} and {b}', c, a=c['FC1'].tf, b=c['FC2'].full)
        n.put(', ')
        n.add(c['pl_addr'])
        n.f('\nTel {fc_tel} / {fc_mob}   Email {fc_email}\n', c)
        if 'IFA' in ptype:
            n.f('Agency: {ifa} - {ssw} {s}, {t}\n', c, s=c['SSW'].full, t=c.ph('land'))
        if 'Kinship' in ptype:
            n.f('Relationship to child: maternal {r}\n', c, r=rng.choice(['aunt', 'grandmother', 'great-aunt', 'cousin']))
    n.put('Previous address: ')
    n.add(c['bm_addr'])
    n.put('\n\n2. FAMILY\n')
    blocks.family(n, c)
    n.f('Mother tel: {m}\n', c, m=c.ph('mobile', c['town2']))
    n.f('Parental responsibility: {p}\n', c, p=rng.choice(['mother; shared with LA under care order', 'mother only',
                                                          'mother and father', 'LA shares PR (ICO)']))
    n.f('Consent to health assessment: signed by {w} on {d} (attached)\n', c, w=rng.choice([c['BM'].full, c['BF'].full]),
        d=c.d(c['cons_dt']))
    n.put('\n3. KNOWN HEALTH INFORMATION\n')
    n.f('GP: {gp_prac}, ', c)
    n.add(c['gp_addr'])
    n.f(' (Dr {g})\n', c, g=c['GP'].l)
    if rng.random() < 0.5:
        n.f('Previous GP: {p}, {city2}\n', c, p=Ph(orgs.gp_practice(rng, cc), 'HOSPITAL'))
    items = rng.sample(clinical.fit(clinical.PMH, c['age_y']), rng.randint(0, 2))
    n.f('Known conditions: {x}\n', c, x='; '.join(items) if items else 'none known')
    n.f('Medication: {m}\n', c, m=rng.choice(clinical.fit(clinical.MEDS, c['age_y']) + ['none', 'none known', 'not known']))
    n.put('Concerns: ')
    k = rng.randint(0, 3)
    if k == 0 and not c['yr']:
        k = 1
    if k == 0:
        n.f('On {d} {p} disclosed to {t} at {school} that {x}. ', c, d=c.d(plus(c['doc_dt'], -rng.randint(1, 6))), p=c['ptf'],
            t=c['TEACH'].t, x=rng.choice(['there was no food at home', "mum's boyfriend hit him with a belt", 'she had been left alone overnight']))
    elif k == 1:
        n.f('Seen at {h} ED on {d} with {x}; Child Protection Medical by Dr {p}. ', c, h=c['hosp'], d=c.d(plus(c['doc_dt'], -rng.randint(1, 4))),
            x=rng.choice(['bruising to the ear and cheek', 'a spiral fracture of the humerus', 'burns to the hands', 'a bite mark']), p=c['PAED'].l)
    elif k == 2:
        n.f('Missed appointments at {camhs} and {dental}; not brought to {n} health reviews. ', c, n=str(rng.randint(2, 5)))
    else:
        n.put('Poor home conditions - mattress on floor, no working heating. ')
    n.f('{x}\n', c, x=rng.choice(['Possible developmental delay.', 'Head lice and severe nappy rash on arrival.', 'Very small for age.',
                                  'Unknown immunisation status.', 'Young person smokes and is sexually active.' if c['age_y'] >= 13 else 'Dental pain reported.']))
    n.put('\n4. EDUCATION\n')
    if c['yr']:
        n.f('{school} ({yr}). {dt}: {t}, {school_tel}. PEP due {d}.\n', c, t=c['DSL'].t, dt=c['dt'].capitalize(), d=c.d(rdate_after(c, 5, 30)))
    elif c['age_y'] >= 2:
        n.f('Nursery: {nursery} (15 hours funded). HV: {h}\n', c, h=c['HV'].full)
    else:
        n.f('Not in early years provision. HV: {h}\n', c, h=c['HV'].full)
    n.put('\n5. OTHER\n')
    lang = LANG.get(c['origin'])
    if lang and 'English' not in lang:
        n.f('Interpreter required for parent: {l}\n', c, l=lang)
    else:
        n.put('Interpreter: not required\n')
    n.f('Best contact for appointments: {fc} on {fc_mob}\n', c, fc=c['FC1'].f)
    n.f('Authorised by team manager: {m}, {d}\n', c, m=c['TM'].full, d=c.d(rd))
    k = rng.randint(0, 2)
    if k == 0:
        n.f('\n[Submitted via e-form {u} at {t} from {ip}; submitted by user {us}]\n', c,
            u=Ph('https://portal.' + c['la_dom'] + '/iha-request', 'URL'), t=clock(rng), us=uname(c, c['SW']))
    elif k == 1:
        n.f('\nSent securely from {sw_email} on {d} {t}. Form version 4.2.\n', c, d=c.d(rd), t=clock(rng))
    else:
        blocks.audit(n, c, c['SW'])


CARER_ENTRIES = [
    ('Took {pt} to {gp_prac} re {x}; seen by Dr {gpl}. {rx}', 0),
    ('{pt} complained of {y}. Temp {temp}. Gave Calpol {ml} ml.', 3),
    ('Unsettled and hot, temp {temp}. Gave Calpol {ml} ml, feeding OK.', 0),
    ('Dentist at {dental} - {dtx}. Next appt {d2}.', 3),
    ('Returned from family time with {mum} {bm} at {tc}. {ret}', 0),
    ('Wet bed again last night (3rd time this week). Told SW {sw}.', 5),
    ('Phone call from {teach} at school: {school_issue}', 5),
    ('Health visitor {hv} visited - weighed {pt}, {wt} kg.', 0),
    ('Accident: {pt} fell off scooter on {street_generic}, graze to left knee and bruise to forehead 2 cm. Body map done, SSW {ssw} informed.', 4),
    ('Optician at {opt}: {optx}.', 4),
    ('Collected {med} from {pharm} (28 days).', 0),
    ('Nightmare at {tn}, took 40 min to settle. Said "{bm} is coming to get me".', 4),
    ('LAC medical at {clinic} with Dr {paedl}. Weight and height done, bloods requested.', 0),
    ('{pt} refused melatonin, asleep by {tb} anyway.', 5),
    ('Took to walk-in centre - {y}. Advised fluids and rest.', 3),
    ('Woke 3 times overnight, settled with a bottle.', 0),
]


def carer_record(rng, c, n):
    cc = c['cc']
    fc = c['FC1']
    fi = Ph(fc.first[:1] + fc.last[:1], 'FAMILY')
    f2 = Ph(c['FC2'].first[:1] + c['FC2'].last[:1], 'FAMILY')
    org = c['ifa'] if rng.random() < 0.5 else c['la']
    n.f('{org} - {h}\n', c, org=org, h=rng.choice(["CHILD'S HEALTH RECORD (kept by {carer})".replace('{carer}', c['carer']),
                                                   'Foster carer daily log - health and medication',
                                                   'Health diary and medication record']))
    n.f('Child: {pt}   DOB: {dob}   {l}: {i}\n', c, l=c['id1'][0], i=c['id1'][1])
    if c['single_carer']:
        n.f('Carer: {a} ({fi})', c, a=fc.full, fi=fi)
    else:
        n.f('Carers: {a} ({fi}) and {b} ({f2})', c, a=fc.full, fi=fi, b=c['FC2'].full, f2=f2)
    n.f('   Tel {fc_mob}   {fc_email}\n', c)
    if rng.random() < 0.5:
        n.put('Address: ')
        n.add(c['pl_addr'])
        n.put('\n')
    n.f('GP: {gp_prac}, {gp_tel}   SW: {s} {sw_mob}   {ssw}: {ss}\n', c, s=c['SW'].full, ss=c['SSW'].full)
    start = rdate_before(c, 10, 90)
    n.f('Month: {m}\n\n', c, m=Ph(fmt_partial(start, 'my', c['ds']), 'DATE'))
    n.put('Date | Time | Entry | Initials\n')
    d = start
    bm = c['BM']
    pool = [e for e, lo in CARER_ENTRIES if c['age_y'] >= lo and not (c['age_y'] >= 3 and 'bottle' in e or c['age_y'] >= 3 and 'feeding OK' in e)]
    if c['age_y'] >= 5:
        pool = [e for e in pool if 'Health visitor' not in e]
    if not c['yr']:
        pool = [e for e in pool if 'school' not in e]
    for tpl in rng.sample(pool, min(len(pool), rng.randint(7, 11))):
        d = plus(d, rng.randint(1, 5))
        n.f('{d} | {t} | ', c, d=c.dp(d, 'dm') if rng.random() < 0.6 else c.d(d), t=clock(rng, 7, 22))
        parts = tpl.split('{')
        n.put(parts[0])
        for p in parts[1:]:
            key, rest = p.split('}', 1)
            v = {
                'pt': c['ptk'], 'gp_prac': c['gp_prac'], 'gpl': c['GP'].l, 'dental': c['dental'], 'mum': c['mum'],
                'bm': bm.f, 'sw': c['SW'].f, 'teach': c['TEACH'].t, 'hv': c['HV'].f, 'ssw': c['SSW'].f, 'opt': c['optician'],
                'pharm': c['pharm'], 'clinic': c['clinic'], 'paedl': c['PAED'].l, 'tc': clock(rng, 15, 19),
                'tn': rng.choice(['23:%02d', '00:%02d', '01:%02d', '02:%02d', '03:%02d']) % rng.choice([5, 10, 20, 30, 45]),
                'tb': clock(rng, 20, 23),
                'x': rng.choice(['ear pain', 'cough for a week', 'rash on tummy', 'sore throat', 'itchy scalp', 'tummy ache']),
                'rx': rng.choice(['Amoxicillin 250 mg TDS x 5 days.', 'Advised Calpol and fluids.', 'Referred to ENT.', 'Prescribed Dermol 500.', '']),
                'y': rng.choice(['headache', 'sore ear', 'tummy ache', 'feeling sick', 'sore throat']),
                'temp': '%.1f' % rng.uniform(36.6, 39.2), 'ml': str(rng.choice([5, 7.5, 10])),
                'dtx': rng.choice(clinical.DENTAL_TX), 'd2': c.d(plus(d, rng.randint(20, 120))),
                'ret': rng.choice(['Very unsettled, hitting out.', 'Had sweets and crisps for tea.', 'Happy, talked about the park.',
                                   'Smelt of smoke.', 'Mum did not attend - very upset.']),
                'school_issue': rng.choice(['not eating lunch', 'PE kit missing', 'hit another child', 'seemed tired', 'nosebleed at break']),
                'wt': '%.1f' % (min(c['age_y'] + c['age_m'] / 12.0, 11) * 2.3 + 5.5 * rng.uniform(0.8, 1.2)), 'street_generic': 'the pavement',
                'optx': rng.choice(['new glasses ordered', 'no change', 'referred to orthoptist']),
                'med': rng.choice(clinical.fit(clinical.MEDS, c['age_y'])),
            }[key]
            n.add(v)
            n.put(rest)
        n.f(' | {i}\n', c, i=fi if (c['single_carer'] or rng.random() < 0.7) else f2)
    if rng.random() < 0.5:
        hol = {12: 'Christmas', 1: "New Year's Day", 3: 'Easter', 4: 'Easter weekend', 10: 'Halloween',
               11: rng.choice(['Diwali', 'Bonfire Night'] if cc in ('ENG', 'WAL', 'SCO', 'NIR') else ['Diwali', 'Thanksgiving'] if cc == 'USA' else ['Diwali'])}.get(d.month)
        if hol is None:
            hol = rng.choice(['Saturday', 'Sunday', 'the weekend of the %s' % fmt_partial(d, 'dm', c['ds'])])
            if hol.startswith('the weekend'):
                hol = fmt_partial(plus(d, 2), 'wd', c['ds'])
        n.f('\nNote: {pt} spent {h} with {r} ({rr}); meds sent with {him} in blister pack.\n', c, h=Ph(hol, 'DATE'),
            r=rng.choice([c['gm'].tf, c.newp(c['origin'], 'F', 'FAMILY', 'Mrs').tf]),
            rr=rng.choice(['respite carer', 'maternal grandmother', 'aunt']))
    if rng.random() < 0.5:
        n.f('Transport: carer\'s car {m}, reg {plate}; booster seat in use.\n', c,
            m=rng.choice(['Ford Galaxy', 'Vauxhall Zafira', 'Toyota Corolla', 'VW Touran', 'Kia Sportage', 'Honda CR-V']))
    n.put('\nMEDICATION ADMINISTRATION RECORD\n')
    med = rng.choice(clinical.fit(clinical.MEDS, c['age_y']))
    n.f('Medicine: {m}   Prescriber: Dr {p}   Dispensed: {pharm}\n', c, m=med, p=rng.choice([c['GP'].l, c['PAED'].l]))
    dd = plus(d, 1)
    for k in range(rng.randint(3, 6)):
        n.f('{d}  {t}  given  {i}\n', c, d=c.d(plus(dd, k)), t=clock(rng, 7, 21),
            i=fi if (c['single_carer'] or rng.random() < 0.7) else f2)
    if rng.random() < 0.3:
        n.f('{d}  refused - {ptk} said it tastes "yucky"  {i}\n', c, d=c.d(plus(dd, k + 1)), i=fi)
    n.put('\n')
    k = rng.randint(0, 2)
    if k == 0:
        n.f('Uploaded to the carer portal ({u}) by {us} on {d}.\n', c, u=Ph('https://carers.' + orgs.domain(rng, c['ifa'].text) + '/log', 'URL'),
            us=Ph(ids.username(rng, fc.first, fc.last), 'USERNAME'), d=c.d(plus(d, 2)))
    elif k == 1:
        n.f('Checked by {ssw} {s} on supervisory visit {d}.\n', c, s=c['SSW'].full, d=c.d(plus(d, rng.randint(2, 9))))
    else:
        n.f('Signed: {a}   Date: {d}\n', c, a=fc.full, d=c.d(plus(d, 1)))
