"""Genres: discharge-to-assess referral, delayed discharge tracker, family meeting minutes."""
import lc
import pools
import txt as T
from world import cap

D2A_TITLE = {
    'GB': ['DISCHARGE TO ASSESS (D2A) REFERRAL', 'Discharge to Assess Referral Form', 'D2A / HOME FIRST REFERRAL'],
    'IE': ['HOME FIRST / DISCHARGE TO ASSESS REFERRAL', 'Integrated Discharge Referral - Home Support'],
    'AU': ['TRANSITION CARE PROGRAM (TCP) REFERRAL', 'Discharge to Assess Referral - Hospital to Home'],
    'NZ': ['SUPPORTED DISCHARGE / DISCHARGE TO ASSESS REFERRAL', 'NASC Referral - Discharge to Assess'],
    'CA': ['HOME FIRST - DISCHARGE TO ASSESS REFERRAL', 'ALC / Home First Referral Form'],
    'US': ['POST-ACUTE REFERRAL - DISCHARGE TO ASSESS', 'Transitional Care / Home Health Referral'],
}
HOUSING = ['two-storey terraced house, bathroom upstairs', 'ground-floor flat, 3 steps to entrance',
           'bungalow, level access', 'first-floor flat, no lift', 'semi-detached house, stairlift fitted',
           'farmhouse, 2 steps, rural', 'mobile home / park home', 'split-level unit, 6 steps to front door']


def tm(c):
    return '%02d:%02d' % (c.r.randint(7, 19), c.ch([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def living(c):
    """Who the patient lives with: returns list of segments."""
    v = c.r.random()
    n = c.nok
    if v < .3:
        return ['Lives alone in ' + c.ch(HOUSING) + '.']
    if v < .55 and n['rel'] in ('wife', 'husband', 'partner'):
        return ['Lives with ' + n['rel'] + ' ', c.N(n, c.ch(['first', 'full'])), ' (', ('AGE', str(n['age'])),
                c.ch([', frail, own care needs)', ') who is main carer', ')']), ' in ' + c.ch(HOUSING) + '.']
    if v < .75:
        return ['Lives in sheltered housing at ', ('LOCATION_OTHER', c.org('building')), ' (warden on site Mon-Fri), ',
                c.ch(HOUSING.__getitem__(slice(0, 4))) + '.']
    return ['Lives with ' + n['rel'] + ' ', c.N(n, 'first'), ' who works as ', c.AJ(n['job']),
            ' and is out ' + c.ch(['08:00-18:00', 'most days', 'on shifts']) + '.']


def d2a_referral(c, d):
    dc = c.staff('dc', 'nurse')
    cons = c.staff('cons', doctor=True)
    pw = c.ch(T.PATHWAY[c.cc])
    edd = c.days(c.base, 1, 9)
    if c.p(.62):
        d.f('{t}\n{h} | {team} | Tel {tp} | Fax {fx}\nReferral no: {ref}      Date: {dt} {tm}\n{bar}\n',
            t=c.ch(D2A_TITLE[c.cc]), h=('HOSPITAL', c.hosp),
            team=c.ch(['Integrated Discharge Team', 'Discharge Hub', 'Transfer of Care Hub', 'Patient Flow']),
            tp=('PHONE', c.get('team_phone')), fx=('FAX', c.get('fax')), ref=('IDNUM', c.get('case')),
            dt=c.D(c.base), tm=tm(c), bar='-' * c.r.randint(30, 60))
        T.hdr_patient(c, d)
        d.f('Ward: {w}, bay {bay} bed {bed}   Ward tel: {wt}\nAdmitted: {adm}   {mf}: {mffd}   EDD: {edd}\n'
            'Consultant: Dr {cons} ({spec})\n',
            w=('HOSPITAL', c.ward), bay=('LOCATION_OTHER', c.bay), bed=('LOCATION_OTHER', c.bed),
            wt=('PHONE', c.get('ward_phone')), adm=c.D(c.admit), mf=c.ch(['MFFD', 'MOFD', 'Medically optimised',
                                                                           'Clinically ready']),
            mffd=c.D(c.mffd), edd=c.D(edd), cons=c.N(cons, c.ch(['last', 'fi'])),
            spec=c.ch(['Care of the Elderly', 'Geriatric Medicine', 'General Medicine', 'Orthogeriatrics', 'Stroke']))
        T.nok_line(c, d)
        if c.p(.5):
            d.f('LPA (health & welfare): {y}\n', y=c.ch([['registered - ', c.N(c.rel2, 'full'), ' (', c.rel2['rel'], ')'],
                                                        'none in place', 'not known - family to confirm']))
        T.gp_line(c, d)
        d.add('\nSOCIAL SITUATION\n')
        d.add(living(c))
        d.add([' ', c.ch(['No package of care prior to admission.', ['Existing POC with ', ('ORGANIZATION', c.agency),
                                                                      ' BD (med prompts).'], 'Family visit daily.'])])
        d.f('\n\nREASON FOR ADMISSION\n{r}\nCoded: {code}\nPMH: {p}\n\nFUNCTION\nMobility: {m}\n{s1}; {s2}\nCognition: {cg}\n'
            'Continence: {co}\n\nPLAN\nPathway requested: {pw}\nCare requested: {care}\nEquipment: {eq}\n'
            'Access: {acc}\n',
            r=c.ch(T.REASONS), code=c.ch(pools.CODES), p='; '.join(T.pmh(c, c.r.randint(2, 5))), m=c.ch(T.MOBILITY), s1=T.score(c),
            s2=T.score(c), cg=T.fmtv(c, c.ch(T.COGNITION)),
            co=c.ch(['continent', 'urinary incontinence - pads', 'catheter (Foley 14Ch, changed on ward)',
                     'doubly incontinent', 'stoma - self-manages']),
            pw=pw, care=c.ch(T.CARE), eq=', '.join(T.equip(c, c.r.randint(1, 3))) + c.ch([' (ordered)', ' - in situ', '']),
            acc=c.ch(['key safe in place', 'key safe to be fitted by family', 'daughter holds key',
                      'door entry system - code with NOK', 'warden has spare key']))
        if c.p(.4):
            d.f('Risks: {x}. Emergency: call {em}.\n', x=c.ch(['falls (Morse 65)', 'self-neglect', 'wandering at night',
                                                              'refuses personal care', 'oxygen + smoker']),
                em=T.EMERG[c.cc])
        if c.p(.6):
            d.add('Other: ' + T.hn(c) + '\n')
        T.signoff(c, d, dc, c.ch(['Discharge Coordinator', 'Discharge Liaison Nurse', 'Complex Discharge Nurse']))
    else:
        team = 'd2a.referrals@' + c.slug(c.funder)
        d.f('From: {fe}\nTo: {te}\nSent: {dt} {tm}\nSubject: {subj} - {ini} - {w}\n\n{hi}\n\n',
            fe=('EMAIL', dc['email']), te=('EMAIL', team), dt=c.D(c.base), tm=tm(c),
            subj=c.ch(['D2A referral', 'New referral (Home First)', 'Referral: discharge to assess', 'TCP referral']),
            ini=c.N(c.pt, 'init'), w=('HOSPITAL', c.ward), hi=c.ch(['Hi team,', 'Good morning,', 'Dear colleagues,', 'Hi all']))
        d.f('Please see referral for {pt} ({age}), {ml} {mrn}, currently on {w} at {h}. Admitted {adm} with {rsn}; '
            'medically optimised since {mffd}.\n\n',
            pt=c.N(c.pt, c.ch(['title', 'tfull', 'full'])), age=c.A(f=c.ch(['yo', 'yo_', 'sex'])),
            ml=c.ch(lc.MRN_LAB[c.cc]), mrn=('MRN', c.get('mrn')), w=('HOSPITAL', c.ward), h=('HOSPITAL', c.hosp),
            adm=c.D(c.admit, 'short'), rsn=c.ch(T.REASONS), mffd=c.D(c.mffd, 'short'))
        d.add(living(c))
        d.f(' Home address {a}. {rel} {n} is main contact on {tel}{ex}.\n\n',
            a=c.ADDR(c.home, 'inline'), rel=c.nok['rel'].capitalize(), n=c.N(c.nok, 'first'),
            tel=('PHONE', c.nok['phone']),
            ex=c.ch(['', [' and is happy to be emailed at ', ('EMAIL', c.nok['email'])], ' (works days, best after 5pm)']))
        d.f('Currently {m}. {s}. {cg}. Requesting {pw}, {care}. {extra}\n\n',
            m=c.ch(T.MOBILITY), s=T.score(c), cg=cap(T.fmtv(c, c.ch(T.COGNITION))), pw=pw, care=c.ch(T.CARE),
            extra=c.ch(['TTOs ready.', 'Needs OT access visit first.', 'Family aware and agree.',
                        ['GP (', ('HOSPITAL', c.gp_practice), ') informed.'], 'DNACPR / ReSPECT form in notes.']))
        if c.p(.5):
            d.add(T.hn(c) + '\n\n')
        d.f('Thanks,\n{fn}\n', fn=c.N(dc, 'first'))
        d.add(c.sig(dc, c.ch(['Discharge Coordinator', 'Discharge Liaison', 'Flow Coordinator']), c.p(.3)))
        d.f('\n{h} | Bleep {b} | Ext {ex}\n', h=('HOSPITAL', c.hosp), b=('PHONE', dc['bleep']),
            ex=('PHONE', '555' + lc.dg(c.r, 2)))


def delayed_discharge_tracker(c, d):
    r = c.r
    wk = c.base
    user = c.staff('flow', 'nurse')
    delim = c.ch(['|', ',', 'tab'])
    sep = {'|': ' | ', ',': ',', 'tab': '\t'}[delim]
    d.f(c.ch(['{h} - {w} - DELAYED DISCHARGE TRACKER - w/c {wk}\n', 'Delayed transfers of care: {w} ({h})  Week commencing {wk}\n',
              'ALC / DELAYED DISCHARGE LIST | {h} | {w} | {wk}\n']),
        h=('HOSPITAL', c.hosp), w=('HOSPITAL', c.ward), wk=c.D(wk))
    cols = ['Bed', 'Patient', 'Age', c.ch(lc.MRN_LAB[c.cc]), 'Admitted', c.ch(['MFFD', 'MOFD', 'CRD', 'ALC date']),
            'Pathway', 'Reason for delay', 'Owner', 'Days']
    d.add(sep.join(cols) + '\n')
    if delim == '|':
        d.add(sep.join('---' for _ in cols) + '\n')
    n = r.randint(6, 13)
    owners = [c.staff('sw', 'sw'), c.staff('dc', 'nurse'), c.staff('ot', 'ahp'), c.staff('chc', 'nurse')]
    rows = [c.pt] + [c.person('PATIENT', old=True) for _ in range(n - 1)]
    for i, p in enumerate(rows):
        age = c.age if i == 0 else r.randint(64, 101)
        adm = c.days(wk, -60, -5)
        mf = c.days(adm, 1, max(2, (wk - adm).days - 1))
        bed = ('LOCATION_OTHER', c.ch(['%d' % r.randint(1, 30), '%s%d' % (c.ch('ABCD'), r.randint(1, 6)),
                                       'SR%d' % r.randint(1, 6)]))
        ml = ('MRN', c.get('mrn') if i == 0 else lc.mrn(r, c.cc))
        own = c.ch(owners)
        cells = [bed, c.N(p, c.ch(['LF', 'init', 'fi', 'full', 'LFM'])), ('AGE', str(age)), ml,
                 c.D(adm, None if c.p(.15) else 'short'),
                 c.D(mf, 'short'), c.ch(T.PATHWAY[c.cc]).split(' (')[0],
                 c.ch(T.DELAYS), c.N(own, c.ch(['fi', 'init', 'first'])), str((wk - mf).days)]
        for j, cell in enumerate(cells):
            if j:
                d.add(sep)
            if delim == ',' and isinstance(cell, list) and any(isinstance(x, tuple) and ',' in x[1] for x in cell):
                d.add('"')
                d.add(cell)
                d.add('"')
            elif delim == ',' and isinstance(cell, str) and ',' in cell:
                d.add('"' + cell + '"')
            else:
                d.add(cell)
        d.add('\n')
    if c.p(.4):
        d.add('\nNote: ' + T.hn(c) + '\n')
    d.add('\nESCALATIONS\n')
    for _ in range(r.randint(1, 3)):
        p = c.ch(rows)
        x = c.ch([['No provider able to pick up 2:1 package in ', ('CITY', c.town), '.'],
                  ['Care home assessment booked at ', ('HOSPITAL', c.care_home()), '.'],
                  'DST booked; family requested advocate.', ['Awaiting panel - ', ('ORGANIZATION', c.funder), '.'],
                  ['Family viewing homes near ', ('CITY', c.new_town()), '.']])
        d.f('- {p}: {x} Escalated to {who} on {dt}.\n', p=c.N(p, c.ch(['LF', 'fi', 'init', 'title'])), x=x,
            who=c.ch([c.N(c.staff('gm', 'nurse'), 'full'), 'site manager', 'Head of Flow', 'system control room']),
            dt=c.D(c.days(wk, -3, 0), 'short'))
    if c.p(.7):
        d.f('\nLast updated {dt} {tm} by {u} (workstation {ip})\n', dt=c.D(c.days(wk, 0, 2), 'iso'), tm=tm(c),
            u=('USERNAME', user['user']), ip=('IPADDR', c.get('ip')))
    else:
        d.f('\nData from {sys} export {dt}; maintained by {u}. Queries: {e} / ext {x}\n',
            sys=c.ch(['PAS', 'EPR', 'bed management system', 'TeleTracking', 'Patientrack']), dt=c.D(wk),
            u=c.N(user, 'full'), e=('EMAIL', user['email']), x=('PHONE', '555' + lc.dg(r, 2)))
    d.add(c.ch(['CONFIDENTIAL - contains patient identifiable data\n', 'Do not forward outside the organisation.\n', '']))


def family_meeting_minutes(c, d):
    r = c.r
    sw, dc, ot = c.staff('sw', 'sw'), c.staff('dc', 'nurse'), c.staff('ot', 'ahp')
    cons = c.staff('cons', doctor=True)
    mdt = c.days(c.base, -2, 0)
    n1, n2 = c.nok, c.rel2
    d.f('{t}\n\nPatient: {pt}   DOB: {dob}   {ml}: {mrn}\nDate: {dt}   Time: {t1}-{t2}\nVenue: {v}\n',
        t=c.ch(['FAMILY MEETING - MINUTES', 'Multidisciplinary Family Meeting: Notes', 'BEST INTERESTS / FAMILY MEETING RECORD',
                'Discharge Planning Meeting Minutes']),
        pt=c.N(c.pt, c.ch(['full', 'LFM', 'tfull'])), dob=c.D(c.dob), ml=c.ch(lc.MRN_LAB[c.cc]), mrn=('MRN', c.get('mrn')),
        dt=c.D(mdt, c.ch(['WdMMy', None]) if c.dk == 'dmy' else None), t1='14:00', t2=c.ch(['14:45', '15:10', '15:30']),
        v=c.ch([['Relatives\' room, ', ('HOSPITAL', c.ward)], ['Seminar Room ', ('LOCATION_OTHER', str(r.randint(1, 6))), ', ', ('HOSPITAL', c.hosp)],
                'MS Teams (hybrid)', ['Day room, ', ('HOSPITAL', c.ward)]]))
    d.add('\nPresent:\n')
    d.f('  {a} - Consultant\n  {b} - Social Worker\n  {e} - Occupational Therapist\n',
        a=c.N(cons, 'tfull'), b=c.N(sw, 'full'), e=c.N(ot, 'full'))
    d.f('  {a} - {ar}{ph}\n', a=c.N(n1, 'full'), ar=n1['rel'].capitalize(),
        ph=c.ch(['', ' (by phone)', [' (dialled in from ', ('CITY', c.new_town()), ')']]))
    if c.p(.6):
        d.f('  {a} - {ar}\n', a=c.N(n2, 'full'), ar=n2['rel'].capitalize())
    if c.p(.5):
        d.f('  {p} - patient (joined for item 4)\n', p=c.N(c.pt, c.ch(['full', 'first'])))
    d.f('Apologies: {a}\nChair: {ch}   Minutes: {m}\n\n',
        a=c.ch([['District nurse ', c.N(c.staff('dn', 'nurse'), 'full')], 'none', ['GP, Dr ', c.N(c.gp, 'last')]]),
        ch=c.N(sw, c.ch(['full', 'fi'])), m=c.N(dc, c.ch(['init', 'full', 'fi'])))
    d.f('1. Medical update\nDr {cn} explained {pt} was admitted on {adm} with {rsn}. {pmh} noted. Now medically '
        'optimised (since {mf}). {sc}.\n\n',
        cn=c.N(cons, 'last'), pt=c.N(c.pt, c.ch(['title', 'first', 'nick'])), adm=c.D(c.admit, c.ch(['short', None])),
        rsn=c.ch(T.REASONS), pmh=', '.join(T.pmh(c, 2)), mf=c.D(c.mffd, 'short'), sc=T.score(c))
    if c.p(.5):
        d.add(T.hn(c) + '\n\n')
    d.f('2. Therapy\n{ot} reported {m}. {cg}. Recommends {eq}.\n\n', ot=c.N(ot, c.ch(['first', 'fi'])),
        m=c.ch(T.MOBILITY), cg=cap(T.fmtv(c, c.ch(T.COGNITION))), eq=' + '.join(T.equip(c, 2)))
    she = 'she' if c.pt['sex'] == 'F' else 'he'
    d.f('3. Family views\n{n1} said {pr} {v}. ', n1=c.N(n1, c.ch(['first', 'title'])),
        pr=c.N(c.pt, c.ch(['title', 'first', 'nick'])),
        v=c.ch(['would not manage at home', 'has always said ' + she + ' wants to stay at home',
                'was struggling before admission', 'is adamant about going home']))
    d.f('{n1f} lives {dist} and works as {job}{ex}. ', n1f='She' if n1['sex'] == 'F' else 'He',
        dist=c.ch([['in ', ('CITY', c.new_town())], ['in ', ('COUNTRY', c.ch(['Canada', 'Australia', 'Spain', 'the UAE', 'Scotland',
                                                                               'New Zealand', 'Ireland', 'the USA']))],
                   'nearby', '20 minutes away']), job=c.AJ(n1['job']),
        ex=c.ch(['', ', so can only visit at weekends', ' (shift work)']))
    d.f('{n2} ({r2}) {v2}\n\n', n2=c.N(n2, 'first'), r2=n2['rel'],
        v2=c.ch(['agreed.', 'felt a trial at home should be given.', 'raised concerns about cost of care.',
                 'asked about NHS funding / CHC.', 'is LPA for property and finance.']))
    d.f('4. Capacity / best interests\n{x}\n\n', x=c.ch([
        'MCA assessment completed by the SW: lacks capacity to decide on discharge destination. BI decision to follow.',
        'Patient has capacity and wishes to return home; risks explained and accepted.',
        'Fluctuating capacity; reassess in 48 hours once delirium (4AT 4) has settled.',
        'IMCA not required - family are appropriate to consult.']))
    homes = [c.care_home() for _ in range(r.randint(1, 3))]
    d.add('5. Options discussed\n- Home with ' + c.ch(T.CARE) + ' via ')
    d.add(('ORGANIZATION', c.agency))
    d.add(c.ch([' (start date TBC)', '', ' - brokerage searching']) + '\n')
    for h in homes:
        d.f('- {h}{x}\n', h=('HOSPITAL', h), x=c.ch([' - bed available', ' - assessment booked', ' (family viewed)',
                                                    ' - waiting list']))
    d.add('\n6. Actions\n| Action | Owner | By |\n|---|---|---|\n')
    acts = ['Complete CHC checklist', 'Refer to brokerage', 'Family to view homes', 'Order equipment',
            'Financial assessment forms', 'Arrange home visit', 'Book transport', 'Update GP']
    for _ in range(r.randint(3, 5)):
        who = c.ch([sw, dc, ot, n1])
        d.f('| {a} | {o} | {b} |\n', a=c.ch(acts), o=c.N(who, c.ch(['fi', 'first', 'full', 'init'])),
            b=c.D(c.days(mdt, 1, 10), 'short'))
    d.f('\nNext meeting: {nx}\nMinutes typed by {ty} {tdt}. Circulated to family by email ({em}).\n',
        nx=c.ch([c.D(c.days(mdt, 5, 14)), 'TBC']), ty=c.N(c.staff('clerk', 'nurse'), c.ch(['full', 'init'])),
        tdt=c.D(c.days(mdt, 0, 2), 'short'), em=('EMAIL', n1['email']))
