"""Genres: care package brokerage log, home care agency handover, care home pre-admission assessment (own)."""
import datetime

import lc
import pools
import txt as T


def tm(c, lo=7, hi=19):
    return '%02d:%02d' % (c.r.randint(lo, hi), c.r.randint(0, 59))


def brokerage_log(c, d):
    r = c.r
    brk = c.staff('broker', 'sw')
    brk2 = c.staff('broker2', 'sw')
    dc = c.staff('dc', 'nurse')
    ag = [c.agency_name() for _ in range(3)] + [c.agency]
    area = c.home['loc'][0]
    d.f('{t}\nPackage ID: {pkg}   Client: {n} ({ml} {mrn})\nReferral from: {h} / {w}\nRequirement: {care}; area {a} {z}; '
        'start from {sd}\nFunding stream: {fs}\n',
        t=c.ch(['CARE PACKAGE BROKERAGE LOG', 'Brokerage Activity Log - Home Care Sourcing', 'PACKAGE SOURCING RECORD',
                'Care Coordination Log (brokerage)']),
        pkg=('IDNUM', c.get('pkg')), n=c.N(c.pt, c.ch(['LF', 'LFM', 'full'])), ml=c.ch(lc.MRN_LAB[c.cc]),
        mrn=('MRN', c.get('mrn')), h=('HOSPITAL', c.hosp), w=('HOSPITAL', c.ward), care=c.ch(T.CARE), a=('CITY', area),
        z=('ZIP', c.home['zip']), sd=c.D(c.mffd, 'short'),
        fs=c.ch([['CHC - ', ('ORGANIZATION', c.funder)], ['funded by ', ('ORGANIZATION', c.funder)], 'self-funder',
                 'D2A (first 4 weeks health-funded)', 'Medicaid waiver', 'HCP level 3 (provider to be chosen)']))
    style = c.ch(['pipe', 'dash', 'iso'])
    if style == 'pipe':
        d.add('\n| Date/time | User | Entry |\n|---|---|---|\n')
    else:
        d.add('\n' + '=' * r.randint(40, 70) + '\n')
    day = c.days(c.mffd, -2, 0)
    ents = []
    ents.append(['Referral received from ', c.N(dc, c.ch(['full', 'fi'])), ' (bleep ', ('PHONE', dc['bleep']), '). ',
                 c.ch(['Pt waiting on ward.', 'MFFD today.', 'Family want same agency as before.'])])
    ents.append(['Sent to framework providers (', str(r.randint(6, 21)), ') via ', c.ch(['portal', 'e-brokerage', 'CarePlace',
                                                                                      'secure email']), '.'])
    ents.append([('ORGANIZATION', ag[0]), ' declined - no capacity in ', ('CITY', area), '.'])
    ents.append(['Called ', ('ORGANIZATION', ag[1]), ' (', ('PHONE', lc.phone(r, c.cc, 'land')), ') spoke to ',
                 c.N(c.person('DOCTOR'), c.ch(['full', 'first'])), ' - can offer ', c.ch(['lunch and tea only', 'AM call only',
                                                                                        'all calls but not 2:1', 'from next week']), '.'])
    ents.append([c.nok['rel'].capitalize(), ' ', c.N(c.nok, c.ch(['full', 'first'])), ' updated on ', ('PHONE', c.nok['phone']),
                 c.ch(['; happy with plan.', '; asked about cost.', ' - no answer, voicemail left.', '; prefers female carers.'])])
    ents.append([('ORGANIZATION', ag[3]), ' accepted ', c.ch(['full package', 'package minus teatime call', 'package (2:1 AM/PM)']),
                 '. Rate ', c.money(19, 38), '/hr, ', c.ch(['mileage included', '15-min min', 'enhanced rate weekends']), '.'])
    ents.append(['PO ', ('IDNUM', c.get('po')), ' raised; ', c.ch(['approved by team manager ', 'authorised by ']),
                 c.N(c.staff('tm', 'sw'), c.ch(['full', 'fi'])), '.'])
    sd = c.days(day, 1, 6)
    ents.append(['Start confirmed ', c.D(sd, 'short'), '; first call ', c.ch(['07:30', '08:00', '12:00']), ' by carers ',
                 c.N(c.staff('cw1', 'nurse'), c.ch(['first', 'full'])), ' & ', c.N(c.staff('cw2', 'nurse'), c.ch(['first', 'full'])),
                 '. Ward (', ('PHONE', c.get('ward_phone')), ') informed.'])
    if c.p(.5):
        ents.insert(3, [('ORGANIZATION', ag[2]), ' no response after 24h; chased by email ', ('EMAIL', 'referrals@' + c.slug(ag[2])), '.'])
    if c.p(.5):
        ents.append(['Transport booked for ', c.D(sd, 'short'), ' - ', c.ch(['PTS ref ', 'booking ']), ('IDNUM', 'T' + lc.dg(r, 6)), '.'])
    t = datetime.datetime(day.year, day.month, day.day, 8, r.randint(0, 59))
    for i, e in enumerate(ents):
        t += datetime.timedelta(minutes=r.randint(15, 300))
        if t.hour >= 18 or t.hour < 8:
            t = datetime.datetime(t.year, t.month, t.day, 8, r.randint(0, 59)) + datetime.timedelta(days=1 if t.hour >= 18 else 0)
        u = c.ch([brk, brk, brk2])
        uname = ('USERNAME', u['user']) if c.p(.75) else c.N(u, c.ch(['init', 'fi']))
        dt = t.date()
        if style == 'pipe':
            d.f('| {dt} {tm} | {u} | {e} |\n', dt=c.D(dt, c.ch(['dmy', 'iso', 'mdy'][0:1] if c.dk == 'dmy' else ['iso', 'mdy'])),
                tm='%02d:%02d' % (t.hour, t.minute), u=uname, e=e)
        elif style == 'dash':
            d.f('{dt} {tm} - {u} - {e}\n', dt=c.D(dt), tm='%02d:%02d' % (t.hour, t.minute), u=uname, e=e)
        else:
            d.f('[{dt}T{tm}] {u}: {e}\n', dt=c.D(dt, 'iso'), tm='%02d:%02d:%02d' % (t.hour, t.minute, r.randint(0, 59)),
                u=('USERNAME', u['user']), e=e)
    d.f('\nAudit: last login {u} from {ip} on {dt}. Record locked {lk}.\n', u=('USERNAME', brk['user']),
        ip=('IPADDR', c.get('ip')), dt=c.D(t.date(), c.ch(['iso', None])), lk=c.ch(['no', 'yes (closed)', 'no']))
    if c.p(.4):
        d.f('Portal link: {u}\n', u=('URL', c.url(c.slug(c.funder), 'brokerage/pkg/' + c.get('pkg').replace('/', '-').lower())))


def agency_handover(c, d):
    r = c.r
    mgr = c.staff('agmgr', 'nurse')
    cws = [c.staff('cw%d' % i, 'nurse') for i in range(r.randint(2, 4))]
    d.f('{ag}\n{t}\n\n', ag=('ORGANIZATION', c.agency), t=c.ch(['CLIENT HANDOVER - HOSPITAL DISCHARGE', 'Home Care Handover Sheet',
                                                                  'RESTART OF CARE - HANDOVER TO FIELD TEAM',
                                                                  'Transfer of Care: Agency to Agency Handover']))
    d.f('Client: {n}  (prefers "{nk}")\nDOB: {dob}   Client ID: {id}\nAddress: {a}\n',
        n=c.N(c.pt, c.ch(['full', 'tfull', 'LF'])), nk=c.N(c.pt, 'nick'), dob=c.D(c.dob), id=('IDNUM', c.get('sys')),
        a=c.ADDR(c.home, 'inline'))
    d.f('Access: {k}{lm}\n', k=c.ch(['key safe by front door (code from office only)', 'client answers door', 'side gate, back door',
                                     'door entry - buzz flat']),
        lm=c.ch(['', ['; house opposite ', ('LOCATION_OTHER', c.org('landmark'))], ['; block is ', ('LOCATION_OTHER', c.org('building'))]]))
    d.f('Restart date: {dt} (discharged from {h} {w})\n\nCALLS\n', dt=c.D(c.base, c.ch([None, 'short'])),
        h=('HOSPITAL', c.hosp), w=('HOSPITAL', c.ward))
    for lab, t, n in [('AM', '07:30', '45'), ('Lunch', '12:30', '30'), ('Tea', '16:45', '30'), ('Bed', '20:30', '30')]:
        if c.p(.85):
            d.f('- {l} {t} ({n} min) {x}\n', l=lab, t=t, n=n, x=c.ch(['x1', 'x2 (hoist)', 'x1 + prompt meds', 'x2']))
    d.add('\nCARE TEAM\n')
    for w in cws:
        d.f('- {n}{x}\n', n=c.N(w, c.ch(['full', 'first', 'full'])),
            x=c.ch(['', ' (lead carer)', [' - drives; car reg ', ('VEHICLE', lc.plate(r, c.cc))], ' (bank staff)']))
    if c.p(.6):
        d.f('Carer parking permit issued for vehicle {pl}.\n', pl=('VEHICLE', c.get('plate')))
    if c.p(.6):
        d.f('EVV: carers clock in/out by {m} on the client tablet; enrolment ID {b}.\n',
            m=c.ch(['fingerprint', 'face recognition', 'palm-vein scan']), b=('BIOID', c.get('bio')))
    d.f('Coordinator: {n}, office {t}, out of hours {oo}, {e}\n\n', n=c.N(mgr, 'full'), t=('PHONE', c.get('agency_phone')),
        oo=('PHONE', lc.phone(r, c.cc, 'mob')), e=('EMAIL', mgr['email']))
    d.f('MEDICATION\n{m} in {b} from {ph}. MAR chart in folder. {x}\n\n', m=', '.join(T.drugs(c, r.randint(2, 4))),
        b=c.ch(['blister pack', 'dosette box', 'original packs', 'Webster-pak']), ph=('HOSPITAL', c.org('pharmacy')),
        x=c.ch(['Time-critical Parkinson\'s meds - do not be late.', 'Carers apply Epaderm only.', 'DN gives insulin.', '']))
    if c.p(.5):
        d.add('NB ' + T.hn(c) + '\n\n')
    d.f('EQUIPMENT\n{e}{sn}\n\n', e=', '.join(T.equip(c, r.randint(2, 4))),
        sn=c.ch(['', [' (hoist S/N ', ('DEVICE', c.get('dev')), ', LOLER due ', c.D(c.days(c.base, 30, 180), c.ch(['MMy', 'short'])), ')'],
                 ['; pendant alarm unit ', ('DEVICE', c.get('dev#2'))]]))
    d.f('FAMILY\n{rel} {n}: {t}{x}\n', rel=c.nok['rel'].capitalize(), n=c.N(c.nok, 'full'), t=('PHONE', c.nok['phone']),
        x=c.ch(['', [' (visits daily after work as ', c.AJ(c.nok['job']), ')'], ' - lives away']))
    if c.p(.4):
        d.f('Neighbour {n} ({age}) has a spare key.\n', n=c.N(c.person('FAMILY'), 'full'),
            age=('AGE', str(r.randint(55, 88))))
    d.add('\nLAST VISIT NOTES (prior to admission)\n')
    last = c.days(c.admit, -1, 0)
    for _ in range(r.randint(2, 3)):
        w = c.ch(cws)
        d.f('{dt} {tm} {w}: {x}\n', dt=c.D(last, 'short'), tm=tm(c), w=c.N(w, c.ch(['first', 'init', 'fi'])),
            x=c.ch(['Found on floor, 999 called, paramedics attended.', 'Client confused, not eaten.', 'Declined wash.',
                    'Skin red on sacrum - reported to DN.', 'Refused tablets.', 'Left settled, pendant on.']))
    d.f('\nHandover completed by {n} on {dt}.{app}\n', n=c.N(mgr, c.ch(['full', 'fi'])), dt=c.D(c.base),
        app=c.ch(['', [' Family app: ', ('URL', c.url(c.slug(c.agency), 'family/login'))]]))


def care_home_preadmission(c, d):
    r = c.r
    mgr = c.staff('chm', 'nurse')
    home = c.care_home()
    room = c.ch(['%d' % r.randint(1, 60), '%d%s' % (r.randint(1, 40), c.ch('AB')), 'G%d' % r.randint(1, 20)])
    d.f('{h}\n{t}\n\n', h=('HOSPITAL', home), t=c.ch(['PRE-ADMISSION ASSESSMENT', 'Pre-admission Needs Assessment',
                                                          'Prospective Resident Assessment']))
    d.f('Name: {n}   Preferred name: {pn}\nDOB: {dob} ({age})   Gender: {g}\n', n=c.N(c.pt, c.ch(['full', 'fml', 'LF'])),
        pn=c.N(c.pt, 'nick'), dob=c.D(c.dob), age=c.ch([('AGE', str(c.age)), [('AGE', str(c.age)), ' yrs'], ['age ', ('AGE', str(c.age))]]),
        g=c.ch(['Female', 'F']) if c.pt['sex'] == 'F' else c.ch(['Male', 'M']))
    nl, nat = c.natno()
    d.f('{nl}: {nat}   {ml}: {mrn}\nCurrent address: {a}\n', nl=nl, nat=nat, ml=c.ch(lc.MRN_LAB[c.cc]),
        mrn=('MRN', c.get('mrn')), a=c.ADDR(c.home, 'inline'))
    d.f('Assessed at: {w}, {h} on {dt} by {m} ({role})\n', w=('HOSPITAL', c.ward), h=('HOSPITAL', c.hosp), dt=c.D(c.base),
        m=c.N(mgr, 'full'), role=c.ch(['Registered Manager', 'Clinical Lead', 'Deputy Manager', 'Director of Nursing']))
    d.f('Referred by: {sw} ({org}), tel {t}\n', sw=c.N(c.staff('sw', 'sw'), 'full'), org=('ORGANIZATION', c.funder),
        t=('PHONE', c.staff('sw', 'sw')['phone']))
    d.f('Room offered: {rm} ({fl}, {wing})\n', rm=['Room ', ('LOCATION_OTHER', room)],
        fl=c.ch(['ground floor', 'first floor', 'garden view', 'en-suite']),
        wing=c.ch([('HOSPITAL', c.ch(pools.WARD_WORDS) + ' Unit'), 'residential floor', 'nursing floor', 'dementia unit']))
    fund = r.random()
    if fund < .3 and c.cc in ('US', 'AU', 'CA', 'IE'):
        d.f('Funding: {ins}, policy {pol}{g}\n', ins=('ORGANIZATION', c.org('insurer')), pol=('HEALTHPLAN', c.get('hp')),
            g=c.ch(['', [', group ', ('HEALTHPLAN', c.get('grp'))]]))
    elif fund < .55:
        d.f('Funding: {f}\n', f=c.ch([['CHC - ', ('ORGANIZATION', c.funder)], 'self-funding', 'LA + third-party top-up',
                                       'Fair Deal (NHSS) approved', 'Medicaid pending', 'DVA Gold Card']))
    else:
        nl2, nat2 = c.natno()
        d.f('Funding: {f}; {nl} {nat}\n', f=c.ch(['means-tested', 'respite (2 weeks) then review', 'interim D2A bed']),
            nl=nl2, nat=nat2)
    T.gp_line(c, d)
    d.f('Pharmacy: {p}\nNOK: {n} ({rel}) {t} / {e}\n\n', p=('HOSPITAL', c.org('pharmacy')), n=c.N(c.nok, 'full'),
        rel=c.nok['rel'], t=('PHONE', c.nok['phone']), e=('EMAIL', c.nok['email']))
    d.add('ABOUT ME\n')
    d.f('Born in {ctry}; came to {here} in {yr}. Worked as {job}{emp}. {fam}\n',
        ctry=('COUNTRY', c.ch(pools.COUNTRIES_BORN)), here=c.ch(['this country', 'the area', ('CITY', c.town)]),
        yr=('DATE', str(c.dob.year + r.randint(16, 35))), job=c.AJ(c.ch(pools.PROFESSIONS)),
        emp=c.ch(['', [' at ', ('ORGANIZATION', c.org('employer'))], ' for 30 years']),
        fam=c.ch([['Married to ', c.N(c.nok, 'first'), ' for ', str(c.r.randint(40, 68)), ' years.'], '']) if c.married else
        c.ch([['Widowed (', 'husband' if c.pt['sex'] == 'F' else 'wife', ' ',
               c.N(c.person('FAMILY', sex='M' if c.pt['sex'] == 'F' else 'F', old=True), 'first'), ' died ',
               c.D(c.days(c.base, -3000, -400), 'y'), ').'], 'Never married; close to nieces.', '']))
    d.f('Faith: {f}. Likes: {l}. Dislikes: {dl}.\n\n',
        f=c.ch([['attends ', ('ORGANIZATION', c.org('church'))], 'none', 'Catholic - would like Communion', 'Muslim - halal diet']),
        l=c.ch(['radio, crosswords', 'gardening programmes', 'music from the 50s', 'bingo', 'her cat photos']),
        dl=c.ch(['baths', 'loud TV', 'being rushed', 'male carers for personal care']))
    d.add('NEEDS SUMMARY\n')
    for lab, v in [('Mobility', c.ch(T.MOBILITY)), ('Cognition', T.fmtv(c, c.ch(T.COGNITION))), ('Scores', T.score(c) + '; ' + T.score(c)),
                   ('PMH', ', '.join(T.pmh(c, 3))), ('Meds', ', '.join(T.drugs(c, 3)))]:
        d.f('- {l}: {v}\n', l=lab, v=v)
    if c.p(.5):
        d.add('- Other: ' + T.hn(c) + '\n')
    if c.p(.5):
        d.f('- Devices: {dv} serial {sn}\n', dv=c.ch(['pacemaker', 'ICD', 'insulin pump', 'CPAP machine', 'hearing aid (R)']),
            sn=('DEVICE', c.get('dev')))
    gb = c.cc == 'GB'
    d.f('\n{lab}: {x}\n', lab='DoLS / capacity' if gb else c.ch(['Capacity / guardianship', 'Capacity / substitute decision-maker']),
        x=c.ch([[('standard DoLS authorisation to be applied for on admission (ref ' if gb else
                  'restrictive practice authorisation requested (ref '), ('IDNUM', c.ch(['DOLS-', 'RP-', 'AUTH']) + lc.dg(r, 5)), ')'],
                'has capacity - informal resident', 'guardianship order in place',
                [('MCA: lacks capacity re: residence; BI decision dated ' if gb else
                  'lacks capacity re: residence; substitute decision-maker consulted on '), c.D(c.days(c.base, -5, 0))]]))
    if c.p(.55):
        d.f('eMAR photo ID taken; face-ID enrolment {b}.\n', b=('BIOID', c.get('bio')))
    d.f('Admission agreed for {dt}{x}.\n\n', dt=c.D(c.days(c.base, 1, 10), c.ch([None, 'short'])),
        x=c.ch(['', ' (am)', ' subject to funding confirmation', ' - transport by family']))
    d.f('Assessor: {s}\nFamily signature: {f}  Date: {dt}\n', s=c.sig(mgr, None, c.p(.5)), f=c.N(c.nok, 'full'),
        dt=c.D(c.base, 'short'))
