"""Genre 6: mental health crisis team and community psychiatric notes (UK)."""
from helpers import *  # noqa

LOC = 'GB'
GENRE = 'mental_health_uk'
TEAMS = ['Harrowdale Crisis Resolution & Home Treatment Team', 'Wendleshire CRHT', 'Ashcombe Community Mental Health Team',
         'Stowbridge Early Intervention in Psychosis Service', 'Netherfold Older Adults CMHT', 'Kingsmere Recovery Team']
UNITS = ['Harrowdale House', 'The Birchwood Unit', 'The Cedars Mental Health Unit', 'Larch Ward', 'Juniper Ward',
         'Willow Ward, Ternside Hospital', 'Fellside Place of Safety Suite']
GPS = ['Fellside Medical Practice', 'Kingsmere Surgery', 'The Old Mill Health Centre', 'Netherfold Family Practice',
       'Brackenby Health Centre', 'Dunmoor Village Surgery']

PRES = [
    ('low mood and suicidal ideation following relationship breakdown', 'Moderate-severe depressive episode with suicidal ideation'),
    ('increasing paranoia, believes neighbours are monitoring {him} through the smart meter', 'Relapse of paranoid schizophrenia'),
    ('elated mood, reduced sleep (2 h/night), overspending ~£4,000 in one week', 'Bipolar affective disorder, current episode manic'),
    ('overdose of 16 x sertraline 50 mg, presented to ED, medically cleared', 'Intentional overdose; emotionally unstable personality disorder traits'),
    ('acute anxiety, panic attacks, not leaving house', 'Panic disorder with agoraphobia'),
    ('confusion, agitation at night and wandering, carer exhausted', 'Behavioural and psychological symptoms of dementia'),
    ('hearing voices commanding self-harm, cannabis use daily', 'First episode psychosis, cannabis-associated'),
]


def risk_table(rng, d):
    d.ln('| Risk | Level | Comment |')
    d.ln('|------|-------|---------|')
    for r in ['Suicide', 'Self-harm', 'Harm to others', 'Self-neglect', 'Exploitation']:
        d.ln('| %s | %s | %s |' % (r, rng.choice(['Low', 'Medium', 'High', 'Low-medium']), rng.choice(['see narrative', 'protective factors present', 'historical only', 'no current concerns', 'increased when intoxicated'])))


def gen(rng):
    c = new_ctx(rng, LOC, 17, 88)
    d = Doc()
    p = c['p']
    ds = c['ds']
    team = rng.choice(TEAMS)
    pres, imp = rng.choice(PRES)
    pres = pres.replace('{him}', c['him'])
    cco = person(rng, LOC)
    psych = person(rng, LOC)
    amhp = person(rng, LOC)
    rel, q = relative(rng, LOC, c)
    prof = rng.choice(PROFESSIONS)
    org = rng.choice(ORGS['GB'])
    nhs = nhs_no(rng)
    rio = rng.choice(['RiO ', 'SystmOne ', 'Trust ID ', 'CareNotes ']) 
    trustid = rng.choice(['RT', 'HD', '']) + digits(rng, 7)
    gp = person(rng, LOC)
    lay = rng.choice(['crisis', 'crisis', 'cpn', 'progress'])
    mob = phone(rng, LOC, 'mob')
    if lay == 'crisis':
        d.ln('{t}', t=(team, 'HOSPITAL'))
        d.ln('CRISIS ASSESSMENT')
        d.ln('')
        d.ln('Name: {n}    %s{tid}    NHS: {nhs}' % rio, n=nm(p, 'fml', 'PATIENT'), tid=(trustid, 'MRN'), nhs=(nhs, 'MRN'))
        d.ln('DOB: {dob}    Age: {age}    Gender: %s' % ('Female' if c['sex'] == 'F' else 'Male'), dob=D(c['dob'], ds), age=A(c['age']))
        if rng.random() < 0.35:
            d.ln('NI number (for benefits letter): {ni}', ni=(ni_no(rng), 'SSN'))
        d.ln('Address: {a}', a=addr_segs(c['addr'], LOC))
        d.ln('Mobile: {m}    GP: Dr {g}, {gp}', m=(mob, 'PHONE'), g=nm(gp, 'last', 'DOCTOR'), gp=(rng.choice(GPS), 'HOSPITAL'))
        d.ln('Date/time of assessment: {dt} %02d:%02d    Location: {loc}' % (rng.randint(0, 23), rng.randint(0, 59)), dt=D(c['vd'], ds),
             loc=rng.choice([(rng.choice(UNITS), 'HOSPITAL'), 'home visit', ['ED, ', (rng.choice(['Ashcombe General Hospital', 'Wendleshire Royal Infirmary']), 'HOSPITAL'), ', cubicle ', (str(rng.randint(1, 18)), 'LOCATION_OTHER')]]))
        d.ln('Assessors: {a} (%s) and {b} (%s)' % (rng.choice(['CPN', 'RMN', 'Crisis Practitioner']), rng.choice(['SHO Psychiatry', 'AMHP', 'Social Worker', 'ST4 Psychiatry'])),
             a=nm(cco, 'full', 'DOCTOR'), b=nm(psych, 'full', 'DOCTOR'))
        d.ln('Source of referral: {src}', src=rng.choice([['GP (Dr ', nm(gp, 'last', 'DOCTOR'), ') via urgent line'], 'self-referral via NHS 111 option 2',
                                                        ['police s136 - PC ', nm(person(rng, LOC), 'last', 'FAMILY'), ' collar no. ', (digits(rng, 4), 'IDNUM'), ', incident log ', (digits(rng, 4) + '/' + fdate(c['vd'], 'dmy')[:5].replace('/', ''), 'IDNUM')],
                                                        'liaison psychiatry (ED)', ['family - ', rel, ' ', nm(q, 'full', 'FAMILY')]]))
        d.ln('')
        d.ln('PRESENTING PROBLEM')
        d.ln('{n} is a {ag} referred with %s. Onset approx. %d weeks ago. {He} describes poor sleep, reduced appetite and withdrawal from friends. '
             'Last contact with services was {lc}.' % (pres, rng.randint(1, 10)), n=nm(p, 'first', 'PATIENT'), ag=age_phrase(rng, c['age'], c['sex']), He=c['He'],
             lc=rng.choice([D(days(c['vd'], -rng.randint(60, 900)), 'My'), 'never - no previous contact']))
        d.ln('')
        d.ln('SOCIAL CIRCUMSTANCES')
        d.ln('Lives %s. {Emp}. Finances: %s. Supportive {rel} {qn} (tel {qp}).' % (
            rng.choice(['alone in a housing association flat', 'with parents', 'with partner and two children', 'in supported accommodation', 'in a rented room, HMO']),
            rng.choice(['universal credit, rent arrears', 'managing', 'significant debt', 'PIP and ESA'])),
             Emp=rng.choice([['Works as a ', (prof, 'PROFESSION'), ' at ', (org, 'ORGANIZATION'), ', currently signed off'],
                             ['Unemployed since being dismissed from ', (org, 'ORGANIZATION'), ' in ', D(days(c['vd'], -rng.randint(60, 500)), 'My')],
                             ['Former ', (prof, 'PROFESSION'), ', not working']]),
             rel=rel, qn=nm(q, 'full', 'FAMILY'), qp=(phone(rng, LOC, 'mob'), 'PHONE'))
        d.ln('Children: ' + rng.choice(['none', 'two, aged {a1} and {a2}, live with ex-partner', 'one adult son', 'N/A']) + '. Safeguarding: %s.' % (
                                                  rng.choice(['no concerns', 'discussed with MASH, ref to follow', 'not indicated'])),
             a1=A(rng.randint(2, 7)), a2=A(rng.randint(8, 15)))
        d.ln('Substances: ' + rng.choice(['alcohol ~40 u/wk, AUDIT-C 9', 'cannabis daily', 'denies', 'cocaine at weekends', 'alcohol 10 u/wk']))
        d.ln('Forensic: ' + rng.choice(['nil', 'caution {cy} (criminal damage)', 'nil known', 'current bail conditions']), cy=D(days(c['vd'], -rng.randint(700, 3000)), 'y'))
        d.ln('')
        d.ln('MENTAL STATE EXAMINATION')
        d.ln('Appearance/behaviour: %s' % rng.choice(['unkempt, poor eye contact, tearful at times', 'well kempt, restless, pacing', 'dishevelled, guarded', 'appropriately dressed, engaged well']))
        d.ln('Speech: %s. Mood: subjectively "%s", objectively %s.' % (rng.choice(['slow, quiet', 'pressured', 'normal rate and tone', 'monosyllabic']),
                                                                       rng.choice(['rubbish', 'fine', 'on top of the world', 'scared', 'empty']), rng.choice(['low', 'elated', 'anxious', 'euthymic'])))
        d.ln('Thought: %s. Perception: %s.' % (rng.choice(['hopeless, guilt-laden', 'flight of ideas', 'persecutory delusions re neighbours', 'no formal thought disorder']),
                                               rng.choice(['no abnormalities', '2nd person command hallucinations', '3rd person running commentary', 'denies AH/VH'])))
        d.ln('Cognition: orientated x3. Insight: %s.' % rng.choice(['partial', 'good', 'poor', 'limited']))
        d.ln('')
        d.ln('RISK ASSESSMENT')
        risk_table(rng, d)
        d.ln('Protective factors: {pf}', pf=rng.choice([['relationship with ', c['his'], ' ', rel, ' ', nm(q, 'first', 'FAMILY')], 'children, faith, engagement with team', ['pet dog, job at ', (org, 'ORGANIZATION')]]))
        d.ln('')
        d.ln('FORMULATION/IMPRESSION: ' + imp + '.')
        d.ln('')
        d.ln('PLAN')
        d.ln('1. Home treatment - daily visits for 1 week, first visit {nd}.', nd=D(days(c['vd'], 1), rng.choice(['wdM', 'dMM', ds])))
        d.ln('2. Safety plan completed with {n}; copy given. Crisis line {cl} (24/7), Samaritans details given.', n=nm(p, 'first', 'PATIENT'), cl=(phone(rng, LOC), 'PHONE'))
        d.ln('3. Medication: ' + rng.choice(['start mirtazapine 15 mg nocte, 7 days supply only (weekly dispensing)', 'restart olanzapine 10 mg nocte', 'promethazine 25 mg prn for sleep, max 3 days', 'no changes - review with consultant']))
        d.ln('4. Discuss at MDT {md} with Dr {cons} (Consultant Psychiatrist).', md=D(days(c['vd'], rng.randint(1, 5)), 'wdshort'), cons=nm(person(rng, LOC), 'last', 'DOCTOR'))
        d.ln('5. Letter to GP and copy to {n} at {em}.', n=nm(p, 'first', 'PATIENT'), em=(email(rng, p), 'EMAIL'))
        d.ln('')
        d.ln('Mental Health Act: %s' % rng.choice(['informal, capacity to consent', 'not detained', 'MHA assessment considered, not indicated at present', 'assessment under s136 - not detained']))
        d.ln('')
        d.ln('Signed: {a}, %s  {dt}' % cred(rng, LOC, 'nurse'), a=nm(cco, 'full', 'DOCTOR'), dt=D(c['vd'], 'dmy'))
        d.ln('Countersigned: Dr {b}, GMC {g}', b=nm(psych, 'flast', 'DOCTOR'), g=(digits(rng, 7), 'LICENSE'))
        footer_print(rng, d, LOC, cco, c['vd'], 'dmy')
    elif lay == 'cpn':
        d.ln('{t} - CPN home visit', t=(team, 'HOSPITAL'))
        d.ln('Service user: {n} | {rio}{tid} | DOB {dob} | Care co-ordinator: {cc}', n=nm(p, 'LF', 'PATIENT'), rio=rio, tid=(trustid, 'MRN'), dob=D(c['dob'], 'dMyd'), cc=nm(cco, 'full', 'DOCTOR'))
        d.ln('CPA level: %s | MHA status: %s' % (rng.choice(['CPA', 'non-CPA']), rng.choice(['CTO (s17A) since {cto}', 'informal', 's117 aftercare'])), cto=D(days(c['vd'], -rng.randint(60, 600)), 'dMyd'))
        d.ln('')
        d.ln('Date of contact: {dt}   Type: home visit   Duration: %d min' % rng.randint(30, 90), dt=D(c['vd'], rng.choice(['wdM', ds])))
        d.ln('Present: {n}, {rel} {qn}, student nurse {sn}', n=nm(p, 'first', 'PATIENT'), rel=rel, qn=nm(q, 'first', 'FAMILY'), sn=nm(person(rng, LOC), 'full', 'DOCTOR'))
        d.ln('')
        d.ln('Seen at home in {tn} for depot and review. %s' % rng.choice(['Flat tidy, fridge stocked.', 'Flat cluttered, several empty cans.', 'Sitting in garden on arrival.']), tn=(c['addr']['town'], 'CITY'))
        d.ln('Depot: %s IM given %s gluteal, batch %s. Next due {nd}.' % (
            rng.choice(['paliperidone palmitate 100 mg', 'aripiprazole 400 mg', 'zuclopenthixol 200 mg', 'flupentixol decanoate 40 mg']), rng.choice(['L', 'R']),
            letters(rng, 2) + digits(rng, 5)), ex=D(days(c['vd'], rng.randint(100, 700)), 'mmyy'), nd=D(days(c['vd'], rng.choice([14, 28, 21])), ds))
        d.ln('MSE: %s' % rng.choice(['Calm, good rapport. Mood "alright". No evidence of psychotic phenomena. Denies thoughts of self-harm.',
                                     'Guarded, some suspiciousness re neighbour at number 12. No command hallucinations. Sleep ok.',
                                     'Bright, reactive. Talking about return to work. Good insight.']))
        d.ln('Physical health: weight %.1f kg, BP %s. Smoking %d/day. Last bloods (lipids, HbA1c, prolactin) {lb}.' % (rng.uniform(60, 120), vitals(rng)['bp'], rng.randint(0, 30)),
             lb=D(days(c['vd'], -rng.randint(30, 300)), 'My'))
        d.ln('Social: {soc}', soc=rng.choice([['Volunteering at ', (org, 'ORGANIZATION'), ' two mornings a week.'], ['Hoping to start as a ', (prof, 'PROFESSION'), ' through IPS employment scheme.'],
                                              ['PIP tribunal on ', D(days(c['vd'], rng.randint(10, 50)), 'dMM'), ', ', rel, ' helping.']]))
        d.ln('{rel} {qn} reports %s.' % rng.choice(['no concerns', 'some late nights', 'he has been isolating', 'improved mood']), rel=rel.capitalize(), qn=nm(q, 'first', 'FAMILY'))
        d.ln('Plan: continue current plan, CPA review {cp} with Dr {cs}. Contact team on {t} if concerns.', cp=D(days(c['vd'], rng.randint(20, 90)), ds),
             cs=nm(psych, 'last', 'DOCTOR'), t=(phone(rng, LOC), 'PHONE'))
        d.ln('')
        d.ln('{a} CPN   {dt} %02d:%02d' % (rng.randint(9, 17), rng.randint(0, 59)), a=nm(cco, 'full', 'DOCTOR'), dt=D(c['vd'], 'dmy'))
        d.ln('')
        d.ln('Current medication: ' + ', '.join(rng.sample(['olanzapine 10 mg nocte', 'sertraline 100 mg od', 'lithium carbonate 800 mg nocte (level 0.7 on {ld})',
                                                           'procyclidine 5 mg prn', 'mirtazapine 30 mg nocte', 'clozapine 350 mg (ANC monitoring)', 'metformin 500 mg bd'], 3)),
             ld=D(days(c['vd'], -rng.randint(7, 60)), 'dmy'))
        d.ln('Risk summary: {rs}', rs=rng.choice(['no change since last CPA - low/medium. Historic overdose {yr}.', 'static risk factors noted; no current SI.',
                                                 'increased risk when using alcohol; {qn} aware of crisis plan.']), yr=D(days(c['vd'], -rng.randint(700, 3000)), 'y'), qn=nm(q, 'first', 'FAMILY'))
        d.ln('Care plan goals: (1) maintain stable mental state; (2) support with {g}; (3) physical health monitoring with GP (Dr {gp}, {gpp}).',
             g=rng.choice([['employment - IPS worker ', nm(person(rng, LOC), 'full', 'DOCTOR')], 'housing - bidding on new flat', 'benefits', ['reconnecting with ', c['his'], ' children']]),
             gp=nm(gp, 'last', 'DOCTOR'), gpp=(rng.choice(GPS), 'HOSPITAL'))
        d.ln('Relapse signature: poor sleep, stopping meds, isolating, increased cannabis. Early warning signs shared with {rel} {qn}.', rel=rel, qn=nm(q, 'first', 'FAMILY'))
        d.ln('')
        d.ln('Previous entry - {dt} (telephone, {u}):', dt=D(days(c['vd'], -rng.randint(5, 14)), 'dmy'), u=(username(rng, cco), 'USERNAME'))
        d.ln('Phoned {m}, no answer. Left voicemail. Text sent.', m=(mob, 'PHONE'))
        footer_print(rng, d, LOC, cco, c['vd'], ds)
    else:
        # ward / home treatment progress notes, terse and lowercase in places
        unit = rng.choice(UNITS)
        d.ln('{u} - progress notes', u=(unit, 'HOSPITAL'))
        d.ln('{n}  ({rio}{tid})  dob {dob}  bed {b}', n=nm(p, 'LFU', 'PATIENT'), rio=rio, tid=(trustid, 'MRN'), dob=D(c['dob'], 'dmy'), b=(str(rng.randint(1, 20)), 'LOCATION_OTHER'))
        d.ln('Legal status: %s   Named nurse: {nn}   RC: Dr {rc}' % rng.choice(['s2 MHA', 's3 MHA', 'informal', 's5(2) - lapsed']), nn=nm(cco, 'full', 'DOCTOR'), rc=nm(psych, 'full', 'DOCTOR'))
        d.ln('Admitted {ad}. Reason: %s.' % pres, ad=D(days(c['vd'], -rng.randint(7, 40)), ds))
        d.ln('NOK: {qn} ({rel}) {qp}   Care co-ordinator: {cc}, {team}', qn=nm(q, 'full', 'FAMILY'), rel=rel, qp=(phone(rng, LOC, 'mob'), 'PHONE'),
             cc=nm(amhp, 'full', 'DOCTOR'), team=(rng.choice(TEAMS), 'HOSPITAL'))
        d.ln('Obs level: %s   Leave: %s   Allergies: %s' % (rng.choice(['1 (general)', '2 (intermittent)', '3 (within eyesight)']), rng.choice(['nil', 's17 escorted ground leave', 'unescorted 1 h x2 daily']),
                                                           rng.choice(['NKDA', 'haloperidol (dystonia)', 'penicillin'])))
        d.ln('')
        mins = 8 * 60
        d0 = days(c['vd'], -5)
        staff = [cco, person(rng, LOC), person(rng, LOC), psych]
        for i in range(rng.randint(11, 17)):
            mins += rng.randint(90, 600)
            dd = days(d0, mins // 1440)
            s_ = rng.choice(staff)
            night = (mins % 1440) // 60 >= 22 or (mins % 1440) // 60 < 7
            entry = 'night: checked every 15 min per obs. appeared asleep from 0130. no concerns.' if night and rng.random() < 0.6 else rng.choice([
                'obs level 2 (intermittent). settled on the ward, ate lunch. spent time in lounge. no incidents. bp {bp}.',
                'pt ({fn}) asked for leave to see {rel} {qn}. discussed with nic, s17 leave 1 hr escorted granted.',
                'agitated after phone call from {qn}. pacing, shouting at staff. prn lorazepam 1 mg po given at {tm} with good effect.',
                'ward round: dr {rcl} + mdt. plan: increase {drug}, obs to general. ot assessment. {fn} agreeable.',
                'slept 6 h. declined breakfast. mood low. said "no point". obs increased to level 3 pending review.',
                'visit from {rel} {qn} and {qn2}. positive. {fn} showed them room {rm}.',
                'phone call to {qn} ({qp}) to update - consent given by pt.',
                'mse: calm, euthymic on the surface, denies si/sh. eating and drinking. lithium level taken ({lab}).',
                'called {qn} re belongings - bringing clothes tomorrow. pt aware.',
                'physical health check: bp {bp}, bmi 31, ecg done (qtc 438). bloods sent.',
                'pharmacy review ({phm}): clozapine titration on track, constipation screen neg.',
                'occupational therapy: cooking group, made scrambled eggs. engaged well. talked about job as a {pf}.',
            ])
            entry = maybe_typo(rng, entry, 0.15)
            d.ln('{dt} %02d:%02d  [{who}]  {e}' % ((mins % 1440) // 60, mins % 60), dt=D(dd, rng.choice(['dmyy', 'dmy'])), who=nm(s_, rng.choice(['lcini', 'flast', 'full']), 'DOCTOR'),
                 e=S(entry, fn=nm(p, rng.choice(['lc', 'first']), 'PATIENT'), rel=rel, qn=nm(q, rng.choice(['lc', 'first']), 'FAMILY'), qn2=nm(person(rng, LOC), 'first', 'FAMILY'),
                     bp=vitals(rng)['bp'], tm='%02d%02d' % (rng.randint(0, 23), rng.randint(0, 59)), rcl=(psych['last'].lower(), 'DOCTOR'),
                     drug=rng.choice(['quetiapine to 200 mg', 'sertraline to 100 mg', 'lithium to 800 mg (level 0.6)', 'olanzapine to 15 mg']),
                     lab=('%s%s' % (rng.choice(['WR', 'HU']), digits(rng, 8)), 'IDNUM'), phm=nm(person(rng, LOC), 'flast', 'DOCTOR'), rm=(str(rng.randint(1, 20)) + rng.choice(['', 'a', 'B']), 'LOCATION_OTHER'), qp=(phone(rng, LOC, 'mob'), 'PHONE'), pf=(prof, 'PROFESSION')))
        d.ln('')
        d.ln('Incident ref (Datix): {dx} - %s' % rng.choice(['verbal aggression', 'AWOL attempt', 'self-harm (superficial)', 'none this admission - ref for prev']), dx=('W' + digits(rng, 6), 'IDNUM'))
        d.ln('Home treatment follow-up on discharge: {t}, contact {ph}', t=(rng.choice(TEAMS), 'HOSPITAL'), ph=(phone(rng, LOC) + (ext(rng) if rng.random() < 0.4 else ''), 'PHONE'))
        footer_print(rng, d, LOC, staff[1], c['vd'], 'dmy')
    return d
