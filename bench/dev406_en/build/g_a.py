"""Genres: service referral, seating assessment, therapist telephone note (dev406_en)."""
from core import P, pick, chance, digits
import pools_clin as PC
import pools_places as PP
from blocks import T, letterhead, banner, gp_line, signoff, cc_block, hard_neg_line, measures, score_line


LIVE_WITH = ('wife', 'husband', 'partner', 'mother', 'father', 'daughter', 'son', 'sister', 'brother',
             'grandmother', 'foster carer', 'aunt', 'flatmate')


def _social(n, c, rng):
    f = c.fam
    if c.child:
        n.w('Lives with {rel} {fn}', rel=f.rel, fn=f.fl())
        if f.prof:
            n.w(' (works as a {p})', p=f.prof)
        n.w('. Attends {sch}', sch=c.school)
        n.t(pick(rng, [' full time', ' (mornings only)', ', has a 1:1 aide']) + '.\n')
        return
    home = pick(rng, [' in a bungalow', ' in a ground-floor flat', ' in a two-storey house',
                      ' in a rented townhouse', ' on a farm property', ' in a first-floor flat'])
    if f.rel in LIVE_WITH:
        n.t(pick(rng, ['Lives with ', 'Lives in own home with ', 'Resides with ']))
        n.w('{rel} {fn}', rel=f.rel, fn=pick(rng, [f.f(), f.fl()]))
        if 18 <= f.age <= 100 and chance(rng, 0.35):
            n.w(' ({a})', a=P(str(f.age), 'AGE'))
        n.t(home)
    else:
        n.t('Lives alone' + home + '; ')
        n.w('{rel} {fn} {does}', rel=f.rel, fn=pick(rng, [f.f(), f.fl()]),
            does=pick(rng, ['visits daily', 'does the shopping', 'helps most mornings', 'is main support']))
    if 'flat' in home and chance(rng, 0.4):
        n.w(' at {b}', b=P(pick(rng, PP.BUILDING), 'LOCATION_OTHER'))
    n.t('. ')
    if c.arrived and chance(rng, 0.4):
        n.w(pick(rng, ['Born in {b}, moved here in {y}. ', 'Originally from {b} (came over {y}). ',
                       'Grew up in {b}; settled here in {y}. ']), b=c.birth, y=c.arrived)
    if c.prof:
        if c.retired:
            n.w('Retired {p}', p=c.prof)
            if chance(rng, 0.4):
                n.w(' (formerly with {e})', e=c.employer)
            n.t('. ')
        else:
            n.w('Works as a {p}', p=c.prof)
            if chance(rng, 0.6):
                n.w(' for {e}', e=c.employer)
            n.t(pick(rng, [' - keen to return to work.', ', currently on sick leave.', ' part time.']) + ' ')
    if f.prof and chance(rng, 0.5):
        n.w('{His} {rel} is a {p}. ', His=c.his.capitalize(), rel=f.rel, p=f.prof)
    n.t('\n')


REASONS = [
    'Current chair no longer meets postural needs; increasing lateral lean to the {side} and sliding forward.',
    'Deteriorating upper limb function - can no longer self-propel more than 10 m. Requesting assessment for powered mobility.',
    'Recurrent category 2 pressure ulcer over {site}; needs pressure-redistributing cushion review.',
    'New referral following discharge from hospital; no wheelchair of own. Borrowed chair from a charity loan store.',
    'Outgrown current chair (growth spurt); seat depth now 4 cm too short and footplates too high.',
    'Chair is 9 years old and repeatedly breaking down; repairs no longer economical.',
    'Increasing fatigue (MS) - needs tilt-in-space for rest periods through the day.',
    'Palliative: rapid decline, requests fast-track chair with head support for transfers between rooms.',
]


def referral(n, c, rng):
    kind = pick(rng, ['gp', 'consultant', 'ot', 'physio', 'nurse'])
    rp = c.gp if kind == 'gp' else c.staff[kind]
    n.t(pick(rng, ['REFERRAL TO WHEELCHAIR SERVICE', 'Wheelchair & Seating Referral Form',
                   'Referral for Seating and Mobility Evaluation', 'POSTURE & MOBILITY REFERRAL',
                   'Specialist Seating - New Referral']) + '\n')
    n.w('To: {s}', s=c.svc)
    if chance(rng, 0.5):
        n.w('  (fax {f})', f=c.svc_fax)
    elif chance(rng, 0.5):
        n.w('  <{e}>', e=c.svc_email)
    n.t('\n')
    n.w('Date of referral: {d}    Referral ref: {r}\n', d=c.D(0), r=c.idnum('ref'))
    n.t('Priority: ' + pick(rng, ['[x] Routine  [ ] Urgent', '[ ] Routine  [x] Urgent (tissue viability)',
                                  'Fast track (palliative)', 'Routine']) + '\n\n')
    n.t(pick(rng, ['PATIENT DETAILS\n', '1. Client details\n', 'Patient\n']))
    banner(n, c, rng, compact=False)
    f = c.fam
    n.w('Next of kin: {fn} ({rel}) tel {t}\n', fn=f.full(), rel=f.rel, t=f.tel)
    gp_line(n, c, rng)
    n.t(pick(rng, ['\nREFERRER\n', '\n2. Referrer\n', '\nReferred by\n']))
    n.w('Name: {nm}, {role}\n', nm=rp.full() if kind != 'gp' else c.gp.drf(), role=getattr(rp, 'role', T(c, 'gp')))
    n.w('Base: {b}', b=c.practice if kind == 'gp' else pick(rng, [c.hosp, [c.ward, ', ', c.hosp],
                                                                   [c.ward, ' (bed ', P(str(rng.randint(1, 28)), 'LOCATION_OTHER'),
                                                                    '), ', c.hosp]]))
    n.w('   Tel: {t}', t=c.gp_tel if kind == 'gp' else c.phone(place=c.svc_pl))
    if chance(rng, 0.4) and kind != 'gp':
        lab, v = c.C.pager(rng)
        n.w('  {l} {v}', l=lab, v=P(v, 'PHONE'))
    n.t('\n')
    if rp.lic and chance(rng, 0.6):
        n.w('{l}: {v}\n', l=rp.lic[0], v=rp.lic[1])
    if chance(rng, 0.5):
        n.w('Email: {e}\n', e=rp.email(rng))
    n.t(pick(rng, ['\nDIAGNOSIS\n', '\n3. Diagnosis / relevant history\n', '\nClinical details\n']))
    n.t('Primary: %s\n' % c.dx)
    n.t('Onset/diagnosed: ')
    n.e(pick(rng, [P(str(c.d0.year - rng.randint(1, 15)), 'DATE'), c.my(-rng.randint(100, 3000))]))
    n.t('\n')
    n.t('PMH: ' + ', '.join(pick(rng, ['T2DM', 'HTN', 'OA both knees', 'epilepsy (controlled)',
                                       'neurogenic bladder - SPC', 'depression', 'osteoporosis',
                                       'scoliosis (Cobb 34 deg)', 'AF on apixaban', 'CKD 3a',
                                       'autonomic dysreflexia', 'obstructive sleep apnoea'])
                             for _ in range(rng.randint(2, 4))) + '\n')
    n.t('Meds: ' + '; '.join(pick(rng, PC.DRUGS) for _ in range(rng.randint(1, 3))) + '\n')
    n.t('Weight: %d kg   Height: %d cm\n' % (rng.randint(28 if c.child else 45, 60 if c.child else 160),
                                               rng.randint(110 if c.child else 150, 160 if c.child else 195)))
    n.t(pick(rng, ['\nSOCIAL\n', '\n4. Social situation\n', '\nHome / social\n']))
    _social(n, c, rng)
    n.t(pick(rng, ['\nCURRENT EQUIPMENT\n', '\n5. Current mobility\n', '\nMobility\n']))
    n.t('%s with %s cushion' % (c.chair_old, c.cushion))
    if chance(rng, 0.6):
        n.w(', serial {s}', s=c.sn_chair)
    n.t(', issued ')
    n.e(pick(rng, [c.my(-rng.randint(400, 3500)), P(str(c.d0.year - rng.randint(2, 9)), 'DATE')]))
    n.t('. ' + pick(rng, ['Transfers: stand-pivot with 1.', 'Transfers: hoist x2.',
                          'Transfers: independent with slide board.', 'Walks < 5 m with rollator.']) + '\n')
    n.t(pick(rng, ['\nREASON FOR REFERRAL\n', '\n6. Reason for referral\n', '\nWhat is needed\n']))
    n.t(pick(rng, REASONS).replace('{side}', pick(rng, ['left', 'right'])).replace(
        '{site}', pick(rng, ['left ischial tuberosity', 'sacrum', 'coccyx', 'right greater trochanter'])))
    if chance(rng, 0.7):
        n.t(' ')
        n.w(pick(rng, ['Recently discharged from {w}, {h} on {d}.',
                       '{His} {rel} {fn} reports {he} is spending up to 10 h/day in the chair.',
                       'Seen in clinic at {h} on {d}; MAS 2 hip adductors.',
                       'Community nurse {nn} visiting twice weekly for dressings.']),
            w=c.ward, h=c.hosp, d=c.D(-rng.randint(3, 60)), His=c.his.capitalize(), rel=f.rel,
            fn=f.fl(), he=c.he, nn=c.staff['nurse'].fl())
    n.t('\n' + hard_neg_line(rng, c) + '\n')
    n.t('\nPatient consents to referral: ' + pick(rng, ['Yes', 'Y', 'Yes - verbal']) + '\n')
    if chance(rng, 0.6):
        n.w('Submitted electronically by user {u} from {ip} on {d} {tm}\n', u=rp.user(rng), ip=c.ip(),
            d=c.D(0), tm='%02d:%02d' % (rng.randint(8, 18), rng.randint(0, 59)))
    else:
        n.w('Signed: {nm}   Date: {d}\n', nm=rp.fl(), d=c.D(0))


def seating(n, c, rng):
    ot, eng = c.staff['ot'], c.staff['engineer']
    letterhead(n, c, rng)
    n.t(pick(rng, ['SEATING ASSESSMENT\n', 'Specialist Seating Assessment Report\n',
                   'POSTURAL ASSESSMENT AND SEATING PLAN\n', 'Seating & Mobility Evaluation\n']))
    banner(n, c, rng)
    n.w('Date of assessment: {d}   Venue: ', d=c.wd(0))
    if chance(rng, 0.6):
        n.w('Clinic room {r}, {s}\n', r=P(str(rng.randint(1, 12)) + pick(rng, ['', 'A', 'B']), 'LOCATION_OTHER'),
            s=c.svc)
    else:
        n.t('home visit\n')
    n.w('Present: {pt} (client), {rel} {fn}, {ot} ({t1}), {eng} ({t2})\n', pt=c.pt.fl(), rel=c.fam.rel,
        fn=c.fam.fl(), ot=ot.fl(), t1=T(c, 'ot'), eng=eng.fl(), t2=pick(rng, ['RE', 'rehab engineer', 'ATP']))
    if chance(rng, 0.3):
        n.w('Interpreter: {i} ({lang})\n', i=P(pick(rng, ['Ana', 'Rashid', 'Mei', 'Olek', 'Dara']) + ' ' +
                                              pick(rng, ['Costa', 'Ahmed', 'Zhou', 'Baran', 'Quinn']), 'DOCTOR'),
            lang=pick(rng, ['Polish', 'Punjabi', 'Cantonese', 'Arabic', 'Spanish', 'Samoan']))
    n.t('\nBACKGROUND\n')
    n.e(c.age_phrase())
    n.t(' %s with %s. ' % ('male' if c.sex == 'M' else 'female', c.dx))
    if c.pt.nick and c.pt.nick != c.pt.first and chance(rng, 0.6):
        n.w('Prefers to be called "{k}". ', k=c.pt.nk())
    n.t('Referred by ')
    n.e(pick(rng, [c.gp.drf(), c.staff['physio'].fl(), c.staff['consultant'].dr_()]))
    n.t(' on ')
    n.e(c.D(-rng.randint(20, 120)))
    n.t('.\n')
    _social(n, c, rng)
    n.t('\nSUBJECTIVE\n')
    n.t(pick(rng, ['Reports pain 6/10 in low back after 2 h sitting. ',
                   'Sits 12-14 h/day; no pressure relief routine. ',
                   'Goals (COPM): get to the shops independently; ' + (
                       'sit through a full school day. ' if c.child else 'sit for a full family meal. '),
                   'Complains of sliding forward and needing to be repositioned hourly. ']))
    if chance(rng, 0.5):
        n.w(pick(rng, ['{fn} ({rel}) reports {he} was more upright in {x}.\n',
                       '{fn} ({rel}) has assisted with all transfers since {x}.\n']),
            fn=c.fam.f(), rel=c.fam.rel, he=c.he, x=c.my(-rng.randint(60, 400)))
    else:
        n.w(pick(rng, ['{fn} ({rel}) reports {he} sat much better before {x}.\n',
                       'Family trip planned for {x}; would like a lighter chair for the car.\n']),
            fn=c.fam.f(), rel=c.fam.rel, he=c.he, x=P(pick(rng, PC.HOLIDAY_CC[c.cc]), 'DATE'))
    n.t('\nMAT ASSESSMENT (supine/sitting)\n')
    for lab, opts in [('Pelvis', ['posterior tilt, partially correctable', 'obliquity - R low, fixed ~10 deg',
                                  'neutral, flexible', 'rotation L forward']),
                      ('Hips (flexion)', ['L %d / R %d deg' % (rng.randint(60, 100), rng.randint(60, 100))]),
                      ('Knees (popliteal angle)', ['L %d / R %d deg' % (rng.randint(20, 80), rng.randint(20, 80))]),
                      ('Trunk', ['C-curve convex L', 'kyphosis, flexible', 'scoliosis convex R (Cobb 28)',
                                 'good midline control']),
                      ('Head', ['good control', 'fatigues - needs occipital support', 'forward flexion, correctable']),
                      ('Tone', ['MAS 1+ hip adductors', 'MAS 2 hamstrings', 'low tone', 'extensor spasms']),
                      ('Skin', ['intact', 'blanching erythema sacrum', 'cat 2 PU L IT, 1.5 x 1 cm',
                                'scar R greater trochanter'])]:
        n.t('  %-24s %s\n' % (lab + ':', pick(rng, opts)))
    n.t(pick(rng, ['Thomas test +ve R. ', 'Thomas test -ve. ', '']) + score_line(rng) + '\n\n')
    measures(n, rng, c.kind)
    n.t('\nCURRENT EQUIPMENT\n')
    n.w('Chair: {m}  SN {s}  Asset {a}\n', m=c.chair_old, s=c.sn_chair, a=c.asset)
    n.w('Cushion: {m}  SN {s}\nBack: {b}\n', m=c.cushion, s=c.sn_cush, b=c.back)
    n.t('\nPLAN\n')
    n.t('1. Prescribe %s with %s cushion and %s back.\n' % (c.chair_new, pick(rng, PC.CUSHION), pick(rng, PC.BACK)))
    n.t('2. Add %s and %s.\n' % (pick(rng, PC.ACCESS), pick(rng, PC.ACCESS)))
    n.t('3. ' + pick(rng, ['Pressure mapping at handover.', 'Review in 6 weeks.',
                           'Liaise with community OT re home access.', 'Tilt in space 20-30 deg for rest.']) + '\n')
    if chance(rng, 0.5):
        n.w('4. Next appointment {d} at {tm}.\n', d=c.wd(rng.randint(14, 60)), tm='%d:%02d' % (rng.randint(9, 15), pick(rng, [0, 15, 30, 45])))
    n.t(hard_neg_line(rng, c) + '\n')
    signoff(n, c, rng, ot)
    if chance(rng, 0.4):
        signoff(n, c, rng, eng, svc=False)
    if chance(rng, 0.3):
        cc_block(n, c, rng)


CALLERS = ['family', 'family', 'patient', 'care home', 'supplier', 'gp']


def telephone(n, c, rng):
    ot = c.staff[pick(rng, ['ot', 'physio', 'engineer'])]
    hdr = pick(rng, ['TELEPHONE CONTACT', 'Telephone note', 'Phone call - therapy', 'TC', 'Clinical contact - telephone'])
    n.w('{h}  {d} {tm}\n', h=hdr, d=pick(rng, [c.D(0), c.wd(0)]), tm='%02d:%02d' % (rng.randint(8, 17), rng.randint(0, 59)))
    if chance(rng, 0.6):
        n.w('Logged by: {u}\n', u=ot.user(rng))
    n.w('Client: {pt}  ({ml} {m})', pt=pick(rng, [c.pt.up(), c.pt.full(), c.pt.inv()]), ml=c.mrn_l, m=c.mrn)
    if chance(rng, 0.5):
        n.w('  DOB {d}', d=c.date(c.dob))
    n.t('\n')
    f = c.fam
    caller = pick(rng, CALLERS)
    who = [c.pt.f(), ' ']
    if caller == 'family':
        n.w('Incoming call from {fn} ({rel}) on {t}.\n', fn=f.fl(), rel=f.rel, t=f.tel)
        who = [f.f(), ' ']
    elif caller == 'patient':
        n.w('Outgoing call to {pt} on {t} (returning voicemail).\n', pt=c.pt.t(), t=pick(rng, [c.tel, c.mob]))
    elif caller == 'care home':
        home = P(PP.org(rng, PP.CARE_HOME), 'HOSPITAL')
        n.w('Call from {nn}, senior carer at {h}, tel {t}.\n', nn=P(pick(rng, ['Marisol', 'Grace', 'Tendai', 'Beth', 'Olu'])
                                                               + ' ' + pick(rng, ['Ocampo', 'Ruddock', 'Moyo', 'Ferris']), 'DOCTOR'),
            h=home, t=c.phone())
        n.w('{pt} is resident in room {r}.\n', pt=c.pt.t(), r=P(str(rng.randint(1, 60)), 'LOCATION_OTHER'))
        who = ['Staff ']
    elif caller == 'supplier':
        n.w('Call from {r} at {s} ({t}) re order {o}.\n', r=c.staff['engineer'].fl(), s=c.supplier, t=c.phone(),
            o=c.idnum('order'))
        who = ['Supplier ']
    else:
        n.w('Call from {p} ({d}) on {t}.\n', p=c.practice, d=c.gp.dr_(), t=c.gp_tel)
        who = [c.gp.dr_(), ' ']
    if caller in ('family', 'patient'):
        n.t(pick(rng, ['ID checked: DOB ', 'Identity confirmed (DOB ', 'Verified DOB ']))
        n.e(c.date(c.dob))
        n.t(pick(rng, [' and address.', ' + first line of address).', ' and postcode.']) + '\n')
        if chance(rng, 0.6):
            n.w('Voice biometric match: {b} ({pc}% confidence)\n', b=c.bioid(), pc=str(rng.randint(86, 99)))
    n.t('\n')
    for issue in rng.sample(range(6), rng.choice([1, 1, 2])):
        n.t(pick(rng, ['S: ', '', '- ']))
        n.e(who)
        if issue == 0:
            n.t('reports the %s is %s. ' % (pick(rng, ['joystick', 'tilt', 'cushion', 'footplate', 'charger', 'back support']),
                                           pick(rng, ['not working since the weekend', 'making a grinding noise',
                                                      'going flat overnight', 'loose again', 'cracked'])))
            n.w('Advised to contact {s} repair line {t} and quote asset {a}.\n', s=c.supplier, t=c.phone(place=c.svc_pl),
                a=c.asset)
        elif issue == 1:
            n.w('asking about progress of new chair. Checked - order {o} placed {d}, delivery estimated {m}.\n',
                o=c.idnum('order'), d=c.D(-rng.randint(10, 60)), m=c.my(rng.randint(20, 90)))
        elif issue == 2:
            n.w('reports red mark over {site} after long day at {e}. Advised off-loading, check skin 2x daily, '
                'contact {gpw} if not blanching. TVN {tvn} informed.\n', site=pick(rng, ['sacrum', 'L buttock', 'R IT']),
                e=pick(rng, [c.school if c.child else c.employer, P(PP.landmark(rng)[1], 'LOCATION_OTHER')]), gpw=T(c, 'gp'),
                tvn=c.staff['nurse'].fl())
        elif issue == 3:
            n.w('asked to rebook appointment cancelled due to {h}. New date {d} at {tm}.\n',
                h=pick(rng, ['staff sickness', 'transport not arriving', 'hospital admission', 'bad weather']),
                d=c.wd(rng.randint(7, 40)), tm='%d:%02d' % (rng.randint(9, 15), pick(rng, [0, 30])))
        elif issue == 4:
            n.w('advises {pt} moving to {a} on {d}; new tel {t}. Records updated.\n', pt=c.pt.f(),
                a=c.addr_inline(c.C.address(rng, c.C.place(rng))), d=c.D(rng.randint(5, 30)), t=c.phone(mobile=True))
        else:
            n.w('asked whether the chair can go on the plane to {ctry} in {m}. Advised battery is dry-cell (gel), '
                'airline needs 48 h notice; letter provided.\n', ctry=c.birth if chance(rng, 0.5) else P(pick(
                    rng, ['Spain', 'Portugal', 'Greece', 'Fiji', 'Canada', 'Jamaica', 'India', 'Italy']), 'COUNTRY'),
                m=pick(rng, [c.my(rng.randint(20, 80)), P(pick(rng, PC.HOLIDAY_CC[c.cc]), 'DATE')]))
    if chance(rng, 0.5):
        n.t('A: ' + pick(rng, ['Not urgent; no safety concern.', 'Possible posture change - needs clinic review.',
                               'Equipment issue only.', 'Skin risk - prioritise.']) + '\n')
    n.t(pick(rng, ['Plan: ', 'Action: ', 'P: ']) + pick(rng, ['await callback.', 'no further action.',
                                                            'book review', 'email sent to team.',
                                                            'discussed at MDT.', 'task sent to admin']) + '\n')
    if chance(rng, 0.5):
        n.w('Callback arranged for {d} {x}.\n', d=c.wd(rng.randint(1, 7)), x=pick(rng, ['am', 'pm', 'after 2pm']))
    n.t('Call duration %d min.\n' % rng.randint(3, 25))
    n.e(ot.fl() if chance(rng, 0.6) else ot.il())
    n.t(', ' + pick(rng, [ot.role, T(c, 'ot')]) + '\n')
