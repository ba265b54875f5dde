"""Genres: peer mentor / psychology note, discharge summary with equipment list and serial numbers."""
import phi
import pools as P
from case import dt, addr, ctry, Person
from clin import header, sign, time_str, med_list, vitals

QUOTES_SCI = ['I keep thinking I should have checked the water first.', "I don't want my kids to see me like this.",
              'Everybody keeps telling me to stay positive.', "I'm not going to be a burden on her.",
              'Some days I am fine and then bowel care wrecks the whole morning.', "Who's going to hire a guy in a chair?",
              'The nights are the worst.', 'I just want to go home and sleep in my own bed.']
QUOTES_AMP = ['I still feel my foot itching - is that crazy?', "I waited too long to see the doctor about that toe.",
              "I don't know if I can trust the leg on the stairs.", 'My wife has to do everything now.',
              "I'm scared of losing the other one.", 'Walking into church with this leg - people stare.',
              'I just want to get back on the tractor.']


def peer_psych(n, c):
    r = c.r
    pt = c.pt
    quotes = QUOTES_SCI if c.kind == 'sci' else QUOTES_AMP
    if r.random() < 0.6:
        header(n, c, r.choice(['Rehabilitation Psychology - Follow-up', 'Rehabilitation Psychology Initial Consultation',
                               'Psychology Progress Note', 'Health Psychology Consult']))
        if r.random() < 0.3:
            n.ln('Session: {m} min, conjoint with {rel} {w}.', m=str(r.choice([45, 50, 60])), rel=c.rel,
                 w=c.fam.name(r, r.choice(['first', 'full'])))
        else:
            n.ln('Session: {m} min, {t}.', m=str(r.choice([30, 45, 50, 60])),
                 t=r.choice(['individual, bedside', 'individual, office', 'video', 'phone']))
        n.ln('Referral question: {q}', q=r.choice(['adjustment to injury, low mood', 'anxiety about discharge',
                                                   'pain coping and sleep', 'alcohol use', 'anger outbursts with staff',
                                                   'body image and sexuality concerns']))
        n.ln()
        ap = phi.age_piece(r, c.age, c.sex, r.choice(['year-old', 'yo', 'words']))
        n.f('BACKGROUND: {nm} is {art} {a} ', nm=pt.name(r, r.choice(['title', 'first', 'full'])), art=phi.a_an(ap), a=ap)
        n.f('{st} {p}', st=r.choice(['married', 'single', 'divorced', 'separated', 'partnered', 'widowed']), p=('PROFESSION', c.prof))
        if c.origin:
            n.f(' originally from {o}', o=ctry(c.origin))
        n.plain(', ')
        n.plain(('%s AIS %s SCI since ' % (c.level, c.ais)) if c.kind == 'sci' else '%s %s since ' % (c.side, c.amp[0]))
        n.add(dt(c, c.inj_date, r.choice(['full', 'short', 'month_year'])))
        n.plain('. ')
        for i, (rel, fp, fa, fpr) in enumerate(c.family[:2]):
            n.f('{R} {f}', R=rel.capitalize(), f=fp.name(r, r.choice(['first', 'full', 'nick'])))
            if fa and r.random() < 0.6:
                n.f(' ({a})', a=('AGE', str(fa)))
            if fpr:
                n.f(', {art} {p},', art=phi.a_an(fpr), p=('PROFESSION', fpr))
            n.plain(r.choice([' is very involved. ', ' visits daily. ', ' is struggling too. ', ' lives out of town. ']))
        n.plain('\n\n')
        n.ln('S: "{q}" {x}', q=r.choice(quotes), x=r.choice(['Sleep 4-5 h, wakes with spasms/pain.', 'Appetite down.',
                                                            'Denies alcohol since admission.', 'Tearful at times.']))
        n.ln('MSE: {x}', x=r.choice(['casually groomed, cooperative; mood "tired"; affect constricted; TP linear; no SI/HI; insight fair.',
                                       'good eye contact, mood "okay", affect euthymic, thought content future-oriented.',
                                       'irritable, guarded; mood "whatever"; denies SI; judgement intact.']))
        n.ln('Measures: PHQ-9 {a}, GAD-7 {b}, {x}', a=str(r.randint(2, 22)), b=str(r.randint(1, 19)),
             x=r.choice(['PCL-5 %d' % r.randint(5, 50), 'ISI %d' % r.randint(4, 24), 'PCS %d' % r.randint(8, 40), 'AUDIT-C %d' % r.randint(0, 9)]))
        n.f('Risk: C-SSRS screen {x}. Protective factors: ', x=r.choice(['negative', 'negative', 'passive SI, no plan or intent']))
        prot = [['faith community (', ('ORGANIZATION', r.choice(P.CHURCHES)), ')'], 'dog', 'future goals (return to work)',
                ['team at ', ('ORGANIZATION', r.choice(P.PEER_ORGS))], 'children']
        for i, x in enumerate(r.sample(prot, 3)):
            n.add(', ' if i else '', x)
        n.plain('.\n')
        n.ln('Interventions: {x}', x=r.choice(['CBT for adjustment; behavioural activation plan', 'sleep hygiene, relaxation (diaphragmatic breathing)',
                                                 'MI re: alcohol; reviewed AD risk with binge drinking' if c.kind == 'sci' else 'MI re: smoking cessation', 'values clarification; graded exposure for community outings']))
        n.f('Plan: {x}; ', x=r.choice(['weekly sessions', 'twice weekly until discharge', 'outpatient f/u after DC', 'refer to psychiatry re: sertraline']))
        n.f('peer mentor referral via {o}; next {d}.\n', o=('ORGANIZATION', r.choice(P.PEER_ORGS)),
            d=dt(c, phi.add_days(c.date, r.randint(2, 14)), r.choice(['short', 'weekday', 'full'])))
        sign(n, c, 'psych')
    else:
        mentor = c.staff['peer']
        n.ln(r.choice(['PEER MENTOR VISIT NOTE', 'Peer Support Contact Note', 'Peer Visit - Documentation']))
        n.ln('Program: {o}', o=('ORGANIZATION', r.choice(P.PEER_ORGS)))
        n.ln('Mentee: {nm}   Location: {where}', nm=pt.name(r, r.choice(['full', 'first', 'flinit'])),
             where=[('HOSPITAL', c.unit), ', rm ', ('LOCATION_OTHER', c.room)] if r.random() < 0.6 else r.choice(['phone', 'hospital cafeteria', 'gym']))
        n.ln('Date: {d}   Time: {t}   Length: {m} min', d=dt(c, c.date), t=time_str(r), m=str(r.randint(20, 90)))
        mage = r.randint(28, 66)
        n.f('Mentor: {m} ({a}, ', m=mentor.doc(r, r.choice(['full', 'first'])), a=phi.age_piece(r, mage, mentor.sex, r.choice(['yo', 'yoM', 'sexage'])))
        n.f('{x} since {y})\n\n', x=r.choice(['T6 complete SCI', 'C7 AIS B', 'T12 paraplegia', 'C5 tetraplegia'] if c.kind == 'sci'
                                              else ['bilateral BKA', 'L TFA', 'R transtibial', 'R hip disartic']),
            y=dt(c, phi.add_days(c.date, -r.randint(1500, 9000)), 'year'))
        topics = ['driving with hand controls', 'travel by plane', 'returning to school', 'dealing with stares', 'getting back to hunting']
        topics += (['dating and sex after injury', 'bowel routine at work', 'wheelchair basketball', 'pressure relief habits']
                   if c.kind == 'sci' else ['phantom pain', 'socket sweat', 'amputee golf', 'falls and getting up off the floor'])
        n.ln('Topics: {x}', x=', '.join(r.sample(topics, r.randint(2, 4))))
        n.f('{nm} said "{q}" ', nm=pt.name(r, 'first'), q=r.choice(quotes).lower())
        n.plain(r.choice(['Mentor shared own experience with first year at home. ', 'Talked a long time about kids and sports. ',
                          'Pt more animated than at first visit. ', 'Quiet at first, opened up when talking about fishing. ']))
        if r.random() < 0.6:
            rel, fp, fa, fpr = c.family[0]
            n.f('{R} {f} joined for last 15 min', R=rel.capitalize(), f=fp.name(r, r.choice(['first', 'full'])))
            if fpr:
                n.f(' (works as {art} {p})', art=phi.a_an(fpr), p=('PROFESSION', fpr))
            n.plain('. ')
        n.plain('\n\n')
        n.f('Follow-up: invited to group on {d} at {o}', d=dt(c, phi.add_days(c.date, r.randint(2, 10)), r.choice(['weekday', 'wd_md', 'mon_d'])),
            o=('ORGANIZATION', r.choice(P.PEER_ORGS)) if r.random() < 0.5 else ('LOCATION_OTHER', r.choice(['the Foundry Community Hall', 'Riverside Rec Centre gym', 'the Legion Hall on Main'])))
        n.f('. Mentee OK with texts to {ph}.\n', ph=('PHONE', c.cell))
        n.ln('No safety concerns. Reported to {sw} (SW).', sw=c.staff['sw'].doc(r, r.choice(['full', 'first'])))
        n.ln('-- {m}', m=mentor.doc(r, r.choice(['full', 'first', 'firstcred'])))


EQUIP = {
    'sci': [('Manual wheelchair', ['TiLite Aero Z 16x17', 'Quickie Nitro 17x18', 'Ki Mobility Rogue 16x16'], 'MW'),
            ('Power wheelchair', ['Permobil M3 Corpus w/ tilt', 'Quantum Q6 Edge 3 iLevel'], 'PW'),
            ('Cushion', ['ROHO High Profile 18x16', 'Jay J2 16x18', 'Varilite Evolution'], 'CU'),
            ('Hospital bed', ['Invacare semi-electric', 'Drive Medical full-electric'], 'HB'),
            ('Pressure mattress', ['alternating pressure, 8"', 'low-air-loss'], 'MA'),
            ('Mechanical lift', ['Hoyer HPL402', 'Invacare Reliant 450'], 'LF'),
            ('Rolling shower/commode chair', ['Raz-AT', 'ActiveAid 480'], 'SC'),
            ('BP monitor (AD)', ['Omron 7 Series wrist', 'Omron upper-arm'], 'BP'),
            ('Transfer board', ['Beasy Trans system', 'SafetySure 30"'], 'TB')],
    'amp': [('Prosthesis - knee', ['Ottobock C-Leg 4', 'Ossur Rheo XC', 'Ottobock 3R60'], 'KN'),
            ('Prosthesis - foot', ['Ossur Pro-Flex XC 27', 'Ottobock Taleo 26', 'Fillauer AllPro 25'], 'FT'),
            ('Wheelchair', ['Drive Silver Sport 18x16 w/ amputee axle', 'Invacare Tracer'], 'WC'),
            ('Walker', ['front-wheeled walker', 'rollator'], ''),
            ('Shower chair', ['tub transfer bench', 'shower chair with back'], ''),
            ('Glucometer', ['Accu-Chek Guide', 'Contour Next'], 'GM'),
            ('Shrinker', ['Juzo size 3 x2', 'Ossur Iceross shrinker M'], '')],
}


def discharge(n, c):
    r = c.r
    pt = c.pt
    header(n, c, r.choice(['Discharge Summary', 'Inpatient Rehabilitation Discharge Summary', 'DISCHARGE SUMMARY - SCI PROGRAM'
                           if c.kind == 'sci' else 'DISCHARGE SUMMARY - AMPUTEE PROGRAM']))
    dc = c.date
    adm = phi.add_days(dc, -r.randint(14, 75))
    n.ln('Admitted: {a}   Discharged: {d}   LOS: {l} days', a=dt(c, adm), d=dt(c, dc), l=str((dc - adm).days))
    n.ln('Attending: {a}   PCP: {p} ({cl})', a=c.staff['physiatrist'].doc(r, r.choice(['drfull', 'fullcred'])), p=c.staff['pcp'].doc(r, 'dr'),
         cl=('HOSPITAL', c.clinic))
    if r.random() < 0.25:
        n.ln('SSN: {s}   Insurance: {i} {m}', s=('SSN', c.ssn), i=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member))
    n.ln()
    n.ln('DIAGNOSES')
    if c.kind == 'sci':
        dx = ['%s AIS %s %s SCI (%s)' % (c.level, c.ais, 'traumatic' if c.traumatic else 'non-traumatic', c.mech),
              'Neurogenic bladder', 'Neurogenic bowel', r.choice(['Spasticity', 'Orthostatic hypotension', 'Autonomic dysreflexia']),
              r.choice(['Stage 2 sacral PI - healed', 'Neuropathic pain', 'Adjustment disorder'])]
    else:
        dx = ['%s %s amputation (%s)' % (c.side.capitalize(), c.amp[0], c.cause), r.choice(['Phantom limb pain', 'Residual limb pain']),
              r.choice(['T2DM', 'PAD', 'CKD 3a', 'CAD']), r.choice(['Deconditioning', 'Contralateral foot ulcer - healing'])]
    for i, d in enumerate(dx):
        n.ln('{i}. {d}', i=str(i + 1), d=d)
    n.ln()
    n.ln('HOSPITAL COURSE')
    n.f('{nm} was admitted from {h} on {d}', nm=pt.name(r, r.choice(['title', 'full', 'first'])), h=('HOSPITAL', c.acute),
        d=dt(c, adm, r.choice(['full', 'short'])))
    n.f(' following {x} on {d}. ', x='SCI from ' + c.mech if c.kind == 'sci' else 'amputation', d=dt(c, phi.add_days(adm, -r.randint(3, 20)), r.choice(['full', 'short'])))
    n.plain(r.choice(['Progressed well with PT/OT. ', 'Course was slowed by a UTI and OH in week 2. ',
                      'Therapy interrupted for 3 days by C. diff colitis. ', 'Made steady gains; motivated throughout. ']))
    if c.kind == 'sci':
        n.plain(r.choice(['Transitioned from Foley to CIC; independent with catheterization using mirror. ',
                          'Bowel program established (AM, bisacodyl + DRS) with 1 accident in final 2 weeks. ',
                          'Baclofen titrated to 20 mg TID with good spasm control. ']))
    else:
        n.plain(r.choice(['Preparatory prosthesis fitted ' + 'on day 10; ambulating 300 ft with RW. ',
                          'Residual limb healed; shrinker 23 h/day; casting completed. ',
                          'Wheelchair level at DC; prosthetic fitting as outpatient. ']))
    if r.random() < 0.5:
        n.f('UDS on {d}' if c.kind == 'sci' else 'Vascular f/u with {d2} on {d}', d=dt(c, phi.add_days(adm, r.randint(5, 12)), 'short'),
            d2=c.staff['surgeon'].doc(r, 'dr'))
        n.plain('. ')
    n.plain('\n\n')
    n.ln('FUNCTION (admit -> DC): {x}', x=r.choice(['Section GG self-care %d -> %d, mobility %d -> %d' % (r.randint(8, 20), r.randint(21, 40), r.randint(15, 35), r.randint(36, 80)),
                                                    'FIM motor %d -> %d, cognitive %d -> %d' % (r.randint(18, 40), r.randint(41, 80), r.randint(25, 33), r.randint(30, 35)),
                                                    'SCIM III %d -> %d' % (r.randint(10, 40), r.randint(41, 80))]))
    n.ln()
    n.ln('DISCHARGE MEDICATIONS')
    for m in med_list(r, c):
        n.ln('- {m}', m=m)
    n.ln()
    n.ln('EQUIPMENT (issued / ordered)')
    n.ln('Item                         | Model                        | Serial #        | Vendor')
    for item, models, pre in r.sample(EQUIP[c.kind], r.randint(4, 7)):
        n.f('{i} | {m} | ', i=item.ljust(28), m=r.choice(models).ljust(28))
        if pre and r.random() < 0.9:
            sn = phi.serial(r, pre)
            n.add(('DEVICE', sn), ' ' * max(1, 16 - len(sn)))
        else:
            n.plain(r.choice(['n/a', 'pending', '--']).ljust(16))
        n.f('| {v}\n', v=('ORGANIZATION', c.vendor) if r.random() < 0.8 else ('ORGANIZATION', r.choice(P.VENDORS)))
    n.ln()
    n.ln('FOLLOW-UP')
    fu = [('Physiatry', c.staff['physiatrist'], c.hosp_short), ('PCP', c.staff['pcp'], c.clinic)]
    if c.kind == 'sci':
        fu += [('Urology', c.staff['urol'], c.clinic), ('Seating clinic', c.staff['ot'], c.hosp_short)]
    else:
        fu += [('Prosthetics', c.staff['prosthetist'], c.clinic_po), ('Vascular surgery', c.staff['surgeon'], c.acute)]
    for svc, who, where in r.sample(fu, r.randint(2, 4)):
        n.ln('- {s}: {w}, {h}, {d} {t}, tel {ph}', s=svc, w=who.doc(r),
             h=('HOSPITAL', where), d=dt(c, phi.add_days(dc, r.randint(7, 90)), r.choice(['full', 'short', 'wd_md'])), t=time_str(r),
             ph=('PHONE', phi.phone_str(r, c.area)))
    n.ln()
    n.f('Discharged to: home, {a}', a=addr(c, 'line', 0.1))
    n.f(', with {rel} {f}', rel=c.rel, f=c.fam.name(r, r.choice(['first', 'full'])))
    if r.random() < 0.6:
        n.f('; home care via {o}', o=('ORGANIZATION', r.choice(P.HOME_HEALTH)))
    n.plain('.\n')
    n.ln('Home phone {ph}; cell {cl}.', ph=('PHONE', c.phone), cl=('PHONE', c.cell))
    if r.random() < 0.3:
        n.ln('Biometric (palm-vein) ID on file: {b}', b=('BIOID', c.bio))
    if r.random() < 0.4:
        n.ln('Patient portal: {u} (username {un}).', u=('URL', r.choice(['https://mychart.', 'https://portal.', 'www.']) +
                                                         phi.slug(c.hosp)[:12] + r.choice(['.example.org', '.example.net', '.test'])),
             un=('USERNAME', c.user))
    n.ln('Return precautions: {x}', x=r.choice(['pounding headache, BP > 150 systolic, flushing above injury (AD)', 'fever > 38.5, foul urine, new spasms',
                                                 'redness not fading in 30 min, wound drainage', 'residual limb wound opening, calf pain/swelling']))
    sign(n, c, 'physiatrist')
    if r.random() < 0.5:
        n.ln('cc: {d}, fax {fx}', d=c.staff['pcp'].doc(r, 'drfull'), fx=('FAX', phi.phone_str(r, c.area)))
