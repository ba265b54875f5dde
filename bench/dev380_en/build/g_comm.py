"""Genres: OT home visit report, peer-support volunteer contact log, amputee MDT meeting record."""
import ents as E
import ids as I
import sites as S
import common as K
import clin as CL
import pools_places as PP
from core import pick, chance


def home_visit(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    ot = S.staff(rng, C, 'ot', avoid=(x['pt'].last,))
    other = S.staff(rng, C, pick(rng, ['physio', 'tha']))
    n.t(pick(rng, ['OCCUPATIONAL THERAPY HOME VISIT REPORT', 'OT Home Visit / Environmental Assessment',
                   'Pre-discharge Home Visit Report (OT)']) + '\n')
    n.f('{site} - Occupational Therapy\n', x, site=pick(rng, [x['rehab'], x['acute']]))
    st = rng.randint(18, 27) * 30
    n.f('Date of visit: {d0}  {a}-{b}\n', x, a='%02d:%02d' % divmod(st, 60), b='%02d:%02d' % divmod(st + rng.choice([60, 75, 90, 120]), 60))
    n.f('Patient: {p}  DOB {dob}  {ml} {mrn}\nCurrently on {w}', x, p=x['pt_full'], ml=x['mrn_l'], w=x['ward'])
    if chance(rng, 0.5):
        n.f(' (admitted {a}, amputation {b})', x, a=D(E.add_days(x['dampdate'], -rng.randint(1, 20))), b=x['d_amp'])
    n.t('\n')
    n.f('Address visited:\n{a}\n', x, a=x['addrm'])
    if chance(rng, 0.6):
        n.f('Access note: {h} {wh} {lm}; ', x, h=pick(rng, ['bungalow', 'end terrace', 'ground floor flat', 'house']),
            wh=pick(rng, ['opposite the', 'behind the', 'next to the', 'two doors down from the']),
            lm=(S.landmark(rng, C), 'LOCATION_OTHER'))
        nb = E.make_person(rng, C, 'FAMILY')
        if chance(rng, 0.5):
            n.f('spare key with neighbour {t} {nb}.\n', t=nb.title, nb=nb.l())
        else:
            n.f('spare key with neighbour {nb}.\n', nb=nb.full())
    n.t('Present: patient, ')
    n.f('{rel} {kf}, ', x, rel=x['kin_rel'], kf=x['kin_full'])
    n.put(S.sig(ot, 1))
    n.t(' (OT), ')
    n.put(S.sig(other, 2))
    n.t(' (%s)\n\n' % other.role)
    mob = ['wheelchair level, slide board transfers', 'PPAM aid in therapy only', 'hopping with frame (not advised)',
           'walking short distances with prosthesis and 2 sticks']
    if cl.level in ('PF', 'SYME'):
        mob = ['heel weight-bearing in post-op shoe with frame', 'wheelchair for distance, frame indoors']
    n.t('Background: %s, %s. Mobility at present: %s.\n\n' % (cl.desc(), cl.cause, pick(rng, mob)))
    n.t('HOME ENVIRONMENT\n')
    n.t('Access: %s\n' % pick(rng, ['2 steps at front (17 cm), no rail; rear level via garden path',
                                    'level threshold, narrow porch 71 cm', '6 steps to front door with rail L',
                                    'communal entrance with lift, 3rd floor']))
    n.t(pick(rng, ['Living room: armchair seat height %d cm - raised with blocks to %d cm. Clutter removed (rugs).\n' % (
        rng.randint(36, 44), rng.randint(46, 52)), 'Lounge: riser-recliner in situ, height adequate; loose rugs removed.\n',
        'Living area: sofa too low (%d cm), settee raisers ordered; coffee table moved to clear turning circle.\n' % rng.randint(34, 40),
        'Lounge: open plan, good wheelchair turning space (1.5 m).\n']))
    n.t('Bedroom: %s\n' % pick(rng, ['upstairs; bed brought downstairs to dining room', 'bed height 48 cm, suitable, space for chair',
                                     'double bed against wall, transfer from R side only']))
    n.t('Bathroom: %s\n' % pick(rng, ['bath with over-bath shower; swivel bather not suitable, strip wash for now',
                                      'level-access shower, shower chair provided', 'bath board trialled - unsafe',
                                      'downstairs WC only, commode required upstairs']))
    n.t('Toilet: raised toilet seat + Mowbray toilet frame.\n')
    n.t(pick(rng, ['Kitchen: perching stool, kitchen trolley; able to make hot drink from wheelchair with set-up.\n',
                   'Kitchen: galley, too narrow for wheelchair (%d cm); microwave moved to worktop height.\n' % rng.randint(70, 85),
                   'Kitchen: %s does cooking; pt to prepare snacks only.\n' % pick(rng, ['partner', 'daughter', 'carer']),
                   'Kitchen: step down into kitchen, half-step and rail recommended.\n']))
    if chance(rng, 0.5):
        n.t(pick(rng, ['Garden: steep path, not accessible at present.\n', 'Outside: car parked on drive, slope manageable.\n',
                       'Outside: no dropped kerb near property.\n', 'Pets: large dog - trip hazard discussed.\n',
                       'Heating: coal fire, needs carrying - family to help.\n', 'Smoke alarm tested and working.\n']))
    if chance(rng, 0.6):
        n.t('Stairs: %d stairs, rail on %s; stairlift assessment requested.\n' % (rng.randint(11, 15), pick(rng, ['L', 'R', 'both sides'])))
    n.t('\nFUNCTIONAL OBSERVATION\n')
    n.f('{P} ', x, P=pick(rng, [x['pt_first'], [x['pt_t'] + ' ', x['pt_last']] if x['pt_t'] else x['pt_first']]))
    n.t(pick(rng, ['completed wheelchair-to-bed and toilet transfers with supervision. ',
                   'managed front step backwards in wheelchair with assistance of two. ',
                   'was independent with kitchen task but fatigued. ',
                   'was anxious in the home and needed frequent rests. ']))
    n.t('Wheelchair fitted through all doorways except the bathroom.\n\n')
    n.t('EQUIPMENT ORDERED\n')
    eq = (S.equip_firm(rng, C), 'ORGANIZATION')
    n.f('Via {e}, order {o}: ', e=eq, o=(I.order_no(rng), 'IDNUM'))
    items = ['bed lever', 'perching stool', 'kitchen trolley', 'raised toilet seat', 'Mowbray frame', 'commode',
             'half-step', 'grab rails x2', 'ramp (modular)', 'chair raisers', 'swivel bather', 'shower chair']
    rng.shuffle(items)
    n.t(', '.join(items[:rng.randint(3, 6)]))
    n.f('. Delivery booked {d}.\n', d=D(E.add_days(x['d0date'], rng.randint(1, 10))))
    if chance(rng, 0.5):
        ha = (S.stem(rng, C) + ' Housing Association', 'ORGANIZATION')
        n.f('Landlord ({h}) contacted re ramp and level-access shower; ', h=ha)
        n.t(pick(rng, ['Disabled Facilities Grant application started.', 'rehousing form completed.',
                       'awaiting approval.']) + '\n')
    n.t('\nRECOMMENDATIONS\n')
    n.t('- Discharge home at wheelchair level once equipment in place.\n')
    n.f('- Package of care: {k}.\n', k=pick(rng, ['BD calls for personal care', 'not required', 'TDS, reablement team', 'OD, for showering']))
    n.f('- {rel} {kf} ({kt}) happy to support; ', x, rel=x['kin_rel'].capitalize(), kf=x['kin_first'], kt=x['kin_tel'])
    n.t(pick(rng, ['works days', 'lives 10 minutes away', 'lives with patient', 'can visit evenings']) + '.\n')
    n.t('\n')
    n.put(S.sig(ot, 0))
    n.t('\n%s\n' % ot.role)
    if chance(rng, 0.5):
        n.put(S.reg(rng, C, ot))
        n.t('\n')


def peer_log(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    vol = S.staff(rng, C, 'vol', avoid=(x['pt'].last,))
    coord = S.staff(rng, C, pick(rng, ['nurse', 'sw', 'physio']))
    ch = (S.charity(rng), 'ORGANIZATION')
    n.t(pick(rng, ['Peer Support Contact Log', 'PEER VOLUNTEER CONTACT RECORD', 'Peer mentor log']) + '\n')
    n.f('{ch} (working with {lc})\n', x, ch=ch)
    n.f('Volunteer: {v}   Vol no: {vn}\n', v=pick(rng, [vol.full(), vol.f()]), vn=(pick(rng, ['V-', 'PV', 'VOL']) + E.digits(rng, 4), 'IDNUM'))
    n.f('Member: {p}   Ref: {r}   Tel: {t}\n', x, p=pick(rng, [x['pt_full'], (x['pt'].first + ' ' + x['pt'].last[0], 'PATIENT'), x['pt_first']]),
        r=(I.ref_no(rng, x['yy']), 'IDNUM'), t=pick(rng, [x['mob'], x['tel']]))
    n.f('Referred by: {c} ({role})\n', c=coord.full(), role=coord.role.lower())
    if chance(rng, 0.5):
        n.f('Matched because: both {lv}, similar age (vol amputated at {va}, member {ma}).\n',
            lv=pick(rng, ['below-knee', 'above-knee', 'vascular', 'traumatic', 'diabetic']),
            va=(str(max(17, int(x['amp_age'][0]) + rng.randint(-6, 6))), 'AGE'),
            ma=x['amp_age'])
    n.t('\n')
    d = x['d0date']
    used = set()
    k = rng.randint(3, 6)
    for i in range(k):
        if i:
            d = E.add_days(d, rng.randint(2, 21))
        kind = pick(rng, ['phone', 'phone', 'visit', 'text', 'coffee', 'walk', 'travel'])
        if kind in used and kind in ('travel', 'visit'):
            kind = 'phone'
        used.add(kind)
        n.put(pick(rng, [D(d), (E.fmt_wd(d, C), 'DATE'), (E.fmt_short(d, C), 'DATE')]))
        n.t(' - ')
        if kind == 'phone':
            n.t('phone call %d min. ' % rng.randint(5, 50))
            n.f('{P} ', x, P=pick(rng, [x['pt_first'], x['pt_nick'], x['he']]))
            n.t(pick(rng, ['sounded low, struggling with the stairs at home. ', 'had a good week, walked to the end of the street. ',
                           'asked about driving again, told him to speak to the limb centre. ',
                           'worried about going back to work. ', 'phantom pains bad at night, told about mirror therapy. ',
                           'says the liner is giving a rash - suggested ringing the prosthetist. ']))
        elif kind == 'visit':
            n.f('visit on {w} at {ac}. Met {P} and {his} {rel} {kf}. ', x, w=x['ward'], ac=x['acute'],
                P=x['pt_first'], rel=x['kin_rel'], kf=x['kin_first'])
            n.t(pick(rng, ['Showed my own leg and answered questions about showering. ', 'Talked about what casting feels like. ',
                           'Mostly just listened. ']))
        elif kind == 'text':
            n.f('text from {P}: "{q}". Replied. ', x, P=x['pt_first'], q=pick(rng, ['got my leg today!!', 'cant sleep again',
                                                                                   'thanks for the chat', 'can we meet thurs?']))
        elif kind == 'coffee':
            n.f('met for coffee at {lm}. ', lm=(S.landmark(rng, C), 'LOCATION_OTHER'))
            n.t(pick(rng, ['Walked in with one stick. ', 'Came in the wheelchair, prefers it for distance. ',
                           'Brought the grandkids. ']))
        elif kind == 'travel':
            n.f('call - {P} just back from {w} in {ct}. ', x, P=x['pt_first'], w=pick(rng, ['a week', '2 weeks', '3 weeks', 'a month']),
                ct=(pick(rng, PP.COUNTRIES_ABROAD), 'COUNTRY'))
            n.t(pick(rng, ['Airport security fine with the letter. ', 'Limb swelled on the flight, wore extra socks. ',
                           'Managed the beach with the waterproof leg. ']))
        else:
            n.f('walk round {lm} with {P}, about {m} min. ', x, lm=(S.landmark(rng, C), 'LOCATION_OTHER'),
                P=x['pt_first'], m=str(rng.randint(10, 40)))
        if chance(rng, 0.25):
            rel, sx, lo, hi = pick(rng, [('grandson', 'M', 4, 19), ('granddaughter', 'F', 4, 19), ('son', 'M', 16, 45),
                                         ('daughter', 'F', 16, 45), ('brother', 'M', 30, 80), ('sister', 'F', 30, 80)])
            fp = E.make_person(rng, C, 'FAMILY', sex=sx, origin=x['pt'].origin)
            n.f('{P} mentioned {his} {rel} {pn} ({pa}) {q}. ', x, P=x['He'], rel=rel, pn=fp.f(),
                pa=(str(rng.randint(lo, hi)), 'AGE'), q=pick(rng, ['is struggling with it all', 'has been a great help',
                                                                   'is moving back home', 'has started driving them about']))
        n.t('\n')
    n.t('\nConcerns flagged: ')
    if chance(rng, 0.5):
        n.t('low mood - passed on to ')
        n.put(coord.full())
        n.t(' by phone ')
        n.put((E.phone(rng, C), 'PHONE'))
        n.t('.\n')
    else:
        n.t('none.\n')
    n.t('Next contact: ')
    n.put(D(E.add_days(d, rng.randint(7, 28))))
    n.t('\n')
    if chance(rng, 0.5):
        n.f('Group meeting invite sent to {e}.\n', x, e=x['email'])
    n.f('- {v}\n', v=pick(rng, [vol.f(), vol.full(), vol.init()]))


def mdt(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    names = set([x['pt'].last])
    team = []
    for key in ['cons', 'reg', 'pros', 'physio', 'ot', 'nurse', 'psych', 'sw']:
        if key in ('psych', 'sw', 'reg') and chance(rng, 0.4):
            continue
        p = S.staff(rng, C, key, avoid=tuple(sorted(names)))
        names.add(p.last)
        team.append(p)
    n.t(pick(rng, ['AMPUTEE REHABILITATION MDT - MEETING RECORD', 'Weekly Amputee MDT Minutes', 'LIMB MDT RECORD']) + '\n')
    md = E.add_days(x['d0date'], -x['d0date'].weekday() + rng.choice([1, 2, 3]))
    n.f('Date: {d}   Venue: {v}\n', d=pick(rng, [D(md), (E.fmt_wd(md, C), 'DATE')]),
        v=pick(rng, [[x['lc'], ' seminar room'], 'Teams', [x['rehab'], ' day room'], [x['ward'], ' office']]))
    n.t('Chair: ')
    n.put(K.title_ref(x, team[0]))
    n.t('\nPresent: ')
    for i, p in enumerate(team[1:]):
        if i:
            n.t(', ')
        n.put(pick(rng, [p.full(), p.short()]))
        n.t(' (%s)' % pick(rng, [p.role, p.role.split()[-1]]))
    n.t('\n')
    if chance(rng, 0.5):
        ap = E.make_person(rng, C, 'DOCTOR')
        n.f('Apologies: {a} (Dietetics)\n', a=ap.full())
    n.t('\n')
    pts = [None] + [E.make_person(rng, C, 'PATIENT') for _ in range(rng.randint(1, 3))]
    for j, q in enumerate(pts):
        if q is None:
            cl_j = cl
            n.f('{k}. {p} ({age}{mf})  {ml} {mrn}  {w} bed {b}\n', x, k=str(j + 1), p=x['pt_LF'], ml=x['mrn_l'], w=x['ward'], b=x['bed'])
            pod = (x['d0date'] - x['dampdate']).days
            n.f('   {s} {d} ({c}), day {k}. ', x, s=cl.short(), d=x['d_amp'], c=cl.cause, k=str(pod))
        else:
            cl_j = CL.Clin(rng, C)
            lab, val = I.mrn(rng, C)
            n.f('{k}. {p} ({a}{mf})  {ml} {v}  {w} bed {b}\n', k=str(j + 1), p=pick(rng, [q.lf(True), q.full()]),
                a=(str(rng.randint(25, 92)), 'AGE'), mf=q.sex, ml=lab, v=(val, 'MRN'), w=(S.ward(rng, C), 'HOSPITAL'),
                b=(str(rng.randint(1, 30)), 'LOCATION_OTHER'))
            n.t('   %s, %s. ' % (cl_j.short(), cl_j.cause))
        n.t(pick(rng, ['Wound healing well. ', 'Wound dehiscence, vascular reviewing. ', 'Clips out. ', 'Awaiting VAC change. ']))
        n.t(pick(rng, ['PPAM aid 3x/wk. ', 'Wheelchair independent. ', 'Not yet a prosthetic candidate - revisit in 2/52. ',
                       'Cast for check socket. ', 'Delirium resolving. ']))
        n.t('\n   Actions: ')
        who = pick(rng, team)
        n.put(pick(rng, [who.f(), who.init(False)]))
        n.t(' to ' + pick(rng, ['chase home visit', 'refer to limb centre', 'complete wheelchair referral', 'discuss with family',
                               'review pain meds', 'liaise with social services', 'arrange psychology']) + '. ')
        if q is None and chance(rng, 0.6):
            n.f('{Rel} {kf} to attend family meeting {d}. ', x, Rel=x['kin_rel'].capitalize(), kf=x['kin_full'],
                d=(E.fmt_wd(E.add_days(x['d0date'], rng.randint(1, 9)), C), 'DATE'))
        edd = E.add_days(x['d0date'], rng.randint(3, 40))
        n.f('EDD {e}\n\n', e=pick(rng, [D(edd), (E.fmt_short(edd, C), 'DATE'), 'TBC']))
    n.t('Next MDT: ')
    n.put(D(E.add_days(md, 7)))
    n.t('\nMinutes: ')
    n.put(pick(rng, [team[-1].full(), team[-1].init(False)]))
    n.t('\n')
