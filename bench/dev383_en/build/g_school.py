"""Genres: school nurse liaison note, dental and immunisation catch-up plan."""
from core import Ph, join, plus, clock, fmt_partial, DAYS
from case import rdate_before, rdate_after, uname, person, reg_no
import blocks
import clinical
import orgs
import places

SN_TITLE = {'ENG': 'School Staff Nurse', 'WAL': 'School Nurse', 'SCO': 'School Nurse', 'NIR': 'School Nurse',
            'IRL': 'Public Health Nurse', 'AUS': 'School Based Youth Health Nurse', 'NZL': 'SBHS Nurse',
            'CAN': 'Public Health Nurse (schools)', 'USA': 'School Nurse (RN)'}
SENCO = {'ENG': 'SENCo', 'WAL': 'ALNCo', 'SCO': 'Support for Learning teacher', 'NIR': 'SENCo', 'IRL': 'SEN co-ordinator',
         'AUS': 'Learning Support Coordinator', 'NZL': 'SENCO', 'CAN': 'resource teacher', 'USA': 'IEP case manager'}
ISSUES = [
    'Attendance {a}% this half-term, {u} unauthorised sessions; late most mornings.',
    'Inhaler and spacer kept in the school office; asthma care plan needs updating.',
    'EpiPens x2 held in the staff room and medical room; staff training on anaphylaxis due.',
    'Methylphenidate given at lunchtime by the office staff; signed MAR seen.',
    'Wetting and soiling accidents in class, spare clothes kept; sensitive changing plan agreed.',
    'Arrives hungry; on free school meals and breakfast club.',
    'Low mood noted by staff; attending ELSA sessions weekly.',
    'Has disclosed self-harm to a friend; safety plan shared with carers.',
    'Head lice repeatedly; carers treating with dimeticone.',
    'Struggling to see the board - optician appointment requested.',
    'Missing PE due to knee pain (likely Osgood-Schlatter).',
    'Peer-on-peer concerns: sharing of images on Snapchat; DSL has referred to the MASH.',
    'Dysregulated after midweek family time; timetable adjusted.',
]


def school_nurse(rng, c, n):
    cc = c['cc']
    sn = c['SN']
    title = SN_TITLE[cc]
    lac_child = {'AUS': 'CHILD IN OUT-OF-HOME CARE', 'USA': 'CHILD IN FOSTER CARE'}.get(
        cc, 'LOOKED AFTER CHILD' if cc in ('ENG', 'WAL', 'SCO', 'NIR') else 'CHILD IN CARE')
    n.f('{h}\n{trust} - {svc}\n\n', c, h=rng.choice(['SCHOOL NURSING LIAISON RECORD - ' + lac_child,
                                                     'School Health: liaison note (child {lac})'.replace('{lac}', c['lac']),
                                                     'Record of contact - school nurse and school']),
        svc=rng.choice(['0-19 Public Health Nursing', 'School Health Service', 'Children and Young People\'s Health',
                        'Youth Health Service']))
    n.f('Pupil: {pt}   DOB: {dob}   {yr}, {school}\n', c)
    n.f('{l}: {i}   {sl}: {soc_id}\n', c, l=c['id1'][0], i=c['id1'][1], sl=c['soc_lab'])
    cd = c['asmt_dt']
    n.f('Date/time: {d} {t}   Contact type: {ty}\n', c, d=c.d(cd), t=clock(rng),
        ty=rng.choice(['face to face meeting in school', 'telephone', 'email', 'TAC meeting in school', 'drop-in']))
    senco = c.newp(rng.choice(['british', 'irish', 'pakistani', 'caribbean', 'polish']), rng.choice('FM'), 'DOCTOR', None)
    senco.title = 'Mrs' if senco.sex == 'F' else 'Mr'
    n.f('With: {d} (DSL), {s} ({sen})', c, d=c['DSL'].tf, s=senco.t, sen=SENCO[cc])
    if rng.random() < 0.5:
        n.f(', class/form tutor {t}', c, t=c['TEACH'].t)
    n.put('\n\nDISCUSSION\n')
    for it in rng.sample(clinical.fit(ISSUES, c['age_y']), rng.randint(3, 5)):
        n.f('- {x}\n', c, x=it.replace('{a}', '%.1f' % rng.uniform(71, 97)).replace('{u}', str(rng.randint(0, 14))))
    if rng.random() < 0.6 and cc not in ('ENG', 'WAL', 'SCO', 'NIR'):
        n.f('- {m} held {d} with {p}; health goals: {x}.\n', c, m=rng.choice(['IEP meeting', 'Education planning meeting', 'Student support meeting']),
            d=c.d(rdate_before(c, 5, 60)), p=c.newp(places.ORIGIN_WEIGHTS[cc][0][0], 'F', 'DOCTOR').full,
            x=rng.choice(['dental check', 'sleep routine', 'emotional regulation', 'health review to be completed']))
    elif rng.random() < 0.6:
        n.f('- PEP meeting held {d} with Virtual School {v} {p}; health targets: {x}.\n', c, d=c.d(rdate_before(c, 5, 60)),
            v='Head' if cc in ('ENG', 'WAL') else 'officer', p=c['IRO'].full if rng.random() < 0.2 else c.newp('british', 'F', 'DOCTOR').full,
            x=rng.choice(['dental registration', 'sleep routine', 'emotional regulation', 'RHA to be completed']))
    if rng.random() < 0.5:
        n.f('- Carer {fc} phoned school {d} to say {pt} had {x}.\n', c, fc=c['FC1'].t, d=c.d(rdate_before(c, 1, 12)), pt=c['ptk'],
            x=rng.choice(['a temperature', 'a dental appointment', 'been up in the night']))
    if rng.random() < 0.55:
        snd = plus(cd, -rng.randint(1, 10))
        n.put('\nEmail received from DSL:\n')
        n.f('  From: {e}\n  Sent: {d} {t}\n  To: {sne}\n  Subject: {pt} - {subj}\n', c,
            e=Ph('%s.%s@%s' % (places.slug(c['DSL'].first), places.slug(c['DSL'].last), c['sch_dom']), 'EMAIL'),
            d=Ph(fmt_partial(snd, 'wd', c['ds']), 'DATE'), t=clock(rng),
            sne=Ph('%s.%s@%s' % (places.slug(sn.first), places.slug(sn.last), c['nhs_dom']), 'EMAIL'),
            pt=c['ptf'], subj=rng.choice(['health concerns', 'update', 'PEP', 'medication in school', 'CONFIDENTIAL']))
        n.f('  "Hi {s}, just to let you know {pt} {x}. Many thanks, {d}"\n', c, s=sn.f, pt=c['ptf'],
            x=rng.choice(['has been complaining of headaches most afternoons', 'was upset after the weekend and said he misses his sister',
                          'told a TA she is not eating at home', 'has been falling asleep in lessons']), d=c['DSL'].f)
    n.put('\nPLAN\n')
    n.f('1. SN to liaise with {lacn} {l} re RHA due {d}.\n', c, l=c['LACN'].full, d=c.d(rdate_after(c, 10, 90)))
    n.f('2. Individual healthcare plan to be reviewed with carers by {d}.\n', c, d=c.d(rdate_after(c, 7, 40)))
    n.f('3. {x}\n', c, x=rng.choice(['Offer weekly drop-in with SN.', 'Refer to school counsellor.', 'Check immunisation status (Td/IPV, MenACWY).',
                                     'Height/weight check next visit.', 'Share concerns with SW.']))
    if rng.random() < 0.5:
        n.f('Copy to SW {s} ({sw_email}) and carer {fc}.\n', c, s=c['SW'].full, fc=c['FC1'].t)
    n.f('\n{p}, {title}\n', c, p=sn.full, title=title)
    lab, val = reg_no(c, 'sn')
    if rng.random() < 0.5:
        n.f('{l} {v}   ', c, l=lab, v=val)
    n.f('Mob {m}   Base: {clinic}\n', c, m=c.ph('mobile'))
    if rng.random() < 0.4:
        blocks.audit(n, c, sn)


CATCHUP_GUIDE = {'UK': 'UKHSA algorithm for individuals with uncertain or incomplete immunisation status',
                 'IE': 'NIAC Immunisation Guidelines (late entrants)', 'AU': 'Australian Immunisation Handbook catch-up calculator',
                 'NZ': 'Immunisation Handbook catch-up tables', 'NA': 'CDC/NACI catch-up schedule'}
CATCHUP_VISITS = {
    'UK': ['DTaP/IPV/Hib/HepB, MenC, MMR 1', 'DTaP/IPV/Hib/HepB, MMR 2', 'DTaP/IPV/Hib/HepB', 'Td/IPV, MenACWY, HPV 1'],
    'IE': ['6-in-1, MMR 1, MenC', '6-in-1, MMR 2', '6-in-1', 'Tdap, MenACWY, HPV'],
    'AU': ['DTPa-hepB-IPV-Hib, MMR, MenACWY', 'DTPa-hepB-IPV-Hib, MMRV', 'DTPa-hepB-IPV-Hib', 'dTpa, HPV'],
    'NZ': ['Infanrix-hexa, MMR', 'Infanrix-hexa, MMR 2', 'Infanrix-hexa', 'Boostrix, HPV'],
    'NA': ['Tdap-IPV, MMR, varicella, HepB', 'Tdap-IPV, HepB, MMR 2', 'Td-IPV, HepB', 'HPV, MenACWY'],
}


CATCHUP_OLDER = {
    'UK': ['Td/IPV, MMR 1, MenACWY', 'Td/IPV, MMR 2', 'Td/IPV', 'HPV (Gardasil 9)'],
    'IE': ['Tdap, MMR 1, MenACWY', 'Td, MMR 2', 'Td, IPV', 'HPV'],
    'AU': ['dTpa, MMR 1, MenACWY', 'ADT, IPOL, MMR 2', 'ADT, IPOL, hepB', 'HPV'],
    'NZ': ['Boostrix, MMR 1, IPOL', 'ADT Booster, MMR 2, IPOL', 'ADT Booster, IPOL', 'Gardasil 9'],
    'NA': ['Tdap, MMR, varicella, HepB', 'Td, IPV, MMR 2, HepB', 'Td, IPV, HepB', 'HPV, MenACWY'],
}


def catchup(rng, c, n):
    key = blocks.SCHED_KEY[c['cc']]
    n.f('{h}\n', c, h=rng.choice(['IMMUNISATION AND DENTAL CATCH-UP PLAN', 'Catch-up plan: vaccinations and oral health',
                                  'Health catch-up plan (immunisations / dental) - child {lac}'.replace('{lac}', c['lac'])]))
    n.f('Child: {pt}   DOB: {dob}   Age: ', c)
    n.add(blocks.age_str(c))
    n.f('   {l}: {i}\n', c, l=c['id1'][0], i=c['id1'][1])
    n.f('Prepared by: {p} ({lacn}) with Dr {g}, {gp_prac}   Date: {asmt}\n', c, p=c['LACN'].full, g=c['GP'].l)
    blocks.placement(n, c, with_phone=True)
    src = ['%s record' % blocks.clinical.IMM_REGISTRY[c['cc']], 'GP record']
    origin_country = None
    if rng.random() < 0.35:
        origin_country = rng.choice(['Poland', 'Romania', 'Syria', 'Afghanistan', 'Eritrea', 'Nigeria', 'Ukraine', 'Vietnam', 'Pakistan', 'Somalia'])
        src.append(None)
    n.put('Sources checked: ')
    n.put(', '.join(s for s in src if s))
    if origin_country:
        n.f(', vaccination card from {co} (translated by {i})', c, co=Ph(origin_country, 'COUNTRY'), i=c['INTERP'].full)
    n.f(', {redbook} %s\n' % rng.choice(['not available', 'seen', 'lost in previous placement']), c)
    n.put('\nIMMUNISATION HISTORY\n')
    blocks.imm_table(n, c, miss_p=0.45, header=False)
    n.f('\nCATCH-UP SCHEDULE (per {g})\n', c, g=CATCHUP_GUIDE[key])
    n.put('Visit | Date | Vaccines | Where | Given by\n')
    d = rdate_after(c, 5, 20)
    pn = c.newp(places.ORIGIN_WEIGHTS[c['cc']][0][0], 'F', 'DOCTOR')
    vis = CATCHUP_VISITS[key] if c['age_y'] < 10 else CATCHUP_OLDER[key]
    if c['age_y'] < 10:
        vis = vis[:3]
    for i, v in enumerate(vis):
        where = rng.choice([c['gp_prac'], c['clinic'], c['school']]) if i == len(vis) - 1 else c['gp_prac']
        n.f('{i} | {d} | {v} | {w} | {p}\n', c, i=str(i + 1), d=c.d(d), v=v, w=where,
            p=['practice nurse ', pn.full] if where is c['gp_prac'] else rng.choice(['school immunisation team', c['lacn'], 'immunisation nurse']))
        d = plus(d, rng.choice([28, 28, 35, 56]))
    if rng.random() < 0.5:
        n.f('Serology: {x} requested {d}.\n', c, x=rng.choice(['MMR IgG', 'hepatitis B surface antibody', 'varicella IgG', 'tetanus antitoxin']),
            d=c.d(rdate_after(c, 1, 10)))
    n.f('Consent: {x}\n', c, x=rng.choice([['given by ', c['SW'].full, ' (delegated authority, LA holds PR) on ', c.d(c['cons_dt'])],
                                           ['verbal consent from mother ', c['BM'].full, ' by phone on ', c.d(rdate_before(c, 1, 10))],
                                           [c['ptf'], ' consented (Gillick competent) on ', c['asmt']] if c['age_y'] >= 12 else
                                           ['signed by ', c['BM'].full, ' on ', c.d(c['cons_dt'])]]))
    n.put('\nDENTAL\n')
    if rng.random() < 0.3:
        n.f('Not registered. Carer to contact {dental} (accepting new patients) - appointment booked {d}.\n', c, d=c.d(rdate_after(c, 5, 40)))
    else:
        n.f('Registered with {dental}, dentist {dt}. Last seen {d}.\n', c, dt=c['DENT'].t, d=c.d(rdate_before(c, 20, 400)))
    dm = rng.randint(0, 9)
    n.f('Findings: dmft/DMFT {dm}; {x}\n', c, dm=str(dm), x=rng.choice(['plaque++, gingivitis', 'caries in all four second primary molars',
                                                                      'early enamel lesions', 'good oral hygiene', 'dental abscess LR E']))
    n.put('Plan:\n')
    for t in rng.sample(clinical.DENTAL_TX, rng.randint(2, 4)):
        n.f('- {t} ({d})\n', c, t=t, d=c.d(rdate_after(c, 5, 120)))
    if dm >= 5 or rng.random() < 0.2:
        n.f('- Referred to paediatric dentistry GA list at {h}; pre-assessment {d}, {w}\n', c, h=c['hosp'],
            d=Ph(fmt_partial(rdate_after(c, 20, 90), 'wd', c['ds']), 'DATE'), w=rng.choice(['Day Case Unit', c['ward']]))
    n.f('\nQueries: {lacn_tel} / {team_email}\n', c)
    n.f('Copies: carer, SW {s}, GP, {d}\n', c, s=c['SW'].full, d=rng.choice(['dentist', 'school nurse' if c['age_y'] >= 5 else 'health visitor']))
    if rng.random() < 0.5:
        blocks.audit(n, c, c['LACN'])
