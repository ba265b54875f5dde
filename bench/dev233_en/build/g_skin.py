"""Genres: pressure injury & seating clinic, prosthetic clinic prescription/fitting, PT gait training."""
import phi
import pools as P
from case import dt, addr, other_addr, addr_of
from clin import header, sign, vitals, time_str, med_list

WOUND_SITES = ['R ischial tuberosity', 'L ischial tuberosity', 'sacrum', 'coccyx', 'L greater trochanter',
               'R heel', 'L lateral malleolus', 'R greater trochanter', 'sacrococcygeal region']
CHAIRS = [('TiLite Aero Z manual wheelchair', 'TL'), ('Quickie Nitro manual wheelchair', 'QN'),
          ('Permobil M3 Corpus power wheelchair', 'PM'), ('Quantum Q6 Edge power chair', 'QE'),
          ('Ki Mobility Catalyst 5', 'KM'), ('Invacare TDX SP2 power chair', 'IV'),
          ('Zippie TS tilt-in-space', 'ZT'), ('Motion Composites Helio C2', 'MC')]
CUSHIONS = [('ROHO High Profile Quadtro Select cushion', 'RH'), ('Jay J2 Deep Contour cushion', 'JY'),
            ('Varilite Evolution cushion', 'VL'), ('ROHO Hybrid Elite cushion', 'RE'),
            ('Stimulite Classic cushion', 'SC')]
FEET = ['Ossur Pro-Flex XC', 'Ottobock Taleo', 'Fillauer AllPro', 'College Park Soleus', 'Ottobock Triton',
        'Ossur Vari-Flex', 'Freedom Innovations Kinterra', 'SACH foot']
KNEES = ['Ottobock C-Leg 4', 'Ossur Rheo Knee XC', 'Ottobock Genium', 'Ottobock 3R80', 'Endolite Orion3',
         'Ossur Total Knee 2100']
LINERS = ['Ossur Iceross Seal-In X5', 'Alps Easyliner', 'Ottobock Skeo', 'WillowWood Alpha Classic']
LCODES = {
    'transtibial': ['L5301 BK, molded socket, shin, SACH foot, endoskeletal', 'L5637 Addition, BK, total contact',
                    'L5671 Addition, BK/AK, locking mechanism for suspension', 'L5679 Addition, custom liner',
                    'L5981 All lower extremity prostheses, flex-walk system or equal', 'L5910 Addition, endoskeletal, BK, alignable system',
                    'L5620 Addition, test socket, BK', 'L5685 Addition, BK, suspension/sealing sleeve'],
    'transfemoral': ['L5321 AK, open end, SACH foot, endoskeletal, single axis knee', 'L5856 Microprocessor knee, swing and stance',
                     'L5624 Addition, test socket, AK', 'L5649 Addition, ischial containment/narrow M-L socket',
                     'L5781 Addition, vacuum pump, residual limb volume management', 'L5987 Shank foot system with vertical loading pylon'],
}


def seating(n, c):
    r = c.r
    pt = c.pt
    header(n, c, r.choice(['Seating & Pressure Injury Clinic', 'Wheelchair Seating and Mobility Clinic Note',
                           'Wound/Pressure Injury Consult', 'Seating Clinic - Pressure Mapping']))
    ref = c.staff['pcp']
    n.ln('Referred by: {d} ({cl})', d=ref.doc(r, 'dr'), cl=('HOSPITAL', c.clinic))
    n.f('Present: patient, {f} ({rel}), {atp} from {v}', f=c.fam.name(r, r.choice(['first', 'full'])), rel=c.rel,
        atp=c.staff['atp'].doc(r, r.choice(['fullcred', 'full'])), v=('ORGANIZATION', c.vendor))
    n.f(', {ot}\n\n', ot=c.staff['ot'].doc(r, 'fullcred'))
    site = r.choice(WOUND_SITES)
    first = phi.add_days(c.date, -r.randint(10, 160))
    if c.kind == 'sci':
        n.f('HPI: {a} with {lv} AIS {ais} SCI since {y} ', a=phi.age_piece(r, c.age, c.sex), lv=c.level, ais=c.ais,
            y=dt(c, c.inj_date, r.choice(['year', 'month_year', 'full'])))
    else:
        n.f('HPI: {a} with {s} {lv} amputation ({y}), uses wheelchair for community distances ', a=phi.age_piece(r, c.age, c.sex),
            s=c.side, lv=c.amp[0], y=dt(c, c.inj_date, r.choice(['year', 'mon_year'])))
    n.f('presenting with {site} wound first noticed by {who} on {d}. ', site=site,
        who=r.choice(['the home care nurse', 'patient using mirror', [c.rel + ' ', c.fam.name(r, 'first')]]),
        d=dt(c, first, r.choice(['full', 'short'])))
    n.plain(r.choice(['Sits 12-14 h/day; does pressure relief "when I remember". ',
                      'New job requires longer sitting. ', 'Recent 6-h car trip. ',
                      'Cushion valve found open - bottomed out. ', 'Weight gain 9 kg this year. ']))
    n.plain('\n\nWOUND ASSESSMENT\n')
    stage = r.choice(['2', '3', '3', '4', 'unstageable', 'DTI'])
    n.ln('Location: {s}   Stage: {st} (NPIAP)', s=site, st=stage)
    n.ln('Size: {l} x {w} x {d} cm; undermining {u} cm from {a} to {b} o\'clock', l='%.1f' % (r.randint(8, 60) / 10),
         w='%.1f' % (r.randint(5, 40) / 10), d='%.1f' % (r.randint(0, 25) / 10), u='%.1f' % (r.randint(0, 30) / 10),
         a=str(r.randint(1, 6)), b=str(r.randint(7, 12)))
    n.ln('Bed: {g}% granulation, {s}% slough; exudate {e}; periwound {p}', g=str(r.choice([40, 60, 75, 90])),
         s=str(r.choice([10, 25, 40, 0])), e=r.choice(['scant serous', 'moderate serosanguinous', 'heavy purulent']),
         p=r.choice(['intact', 'macerated', 'erythema 1 cm', 'indurated']))
    n.ln('PUSH {p}; Braden {b}. Photo {ph} uploaded.', p=str(r.randint(5, 15)), b=str(r.randint(11, 18)),
         ph=('IDNUM', phi.idnum(r, 'photo')))
    n.ln()
    n.ln('CURRENT EQUIPMENT')
    ch = r.choice(CHAIRS)
    cu = r.choice(CUSHIONS)
    n.ln('- {ch}, {w}" x {d}", SN {sn}, delivered {dd}', ch=ch[0], w=str(r.randint(15, 20)), d=str(r.randint(16, 20)),
         sn=('DEVICE', phi.serial(r, ch[1])), dd=dt(c, phi.add_days(c.date, -r.randint(200, 2400)), r.choice(['year', 'mon_year', 'full'])))
    n.ln('- {cu}, S/N {sn}', cu=cu[0], sn=('DEVICE', phi.serial(r, cu[1])))
    n.ln('- Backrest: {b}; mattress: {m}', b=r.choice(['Jay J3 mid-thoracic', 'sling upholstery (stretched)', 'Invacare Matrx Elite']),
         m=r.choice(['alternating pressure overlay', 'standard foam', 'low-air-loss']))
    n.ln()
    n.ln('PRESSURE MAPPING ({sys})', sys=r.choice(['Xsensor X3', 'BodiTrak', 'FSA 4.0']))
    pk = r.randint(120, 220)
    n.ln('Current set-up: peak {p} mmHg under {s}, mean {m} mmHg, contact area {a} cm2.', p=str(pk), s=site.split(' ')[0] + ' IT' if 'ischial' in site else 'sacrum/coccyx',
         m=str(r.randint(35, 60)), a=str(r.randint(600, 1200)))
    n.ln('Trial {cu} + 20 deg tilt: peak {p} mmHg, improved dispersion.', cu=r.choice(CUSHIONS)[0], p=str(r.randint(55, 95)))
    n.ln('Posture: {x}', x=r.choice(['posterior pelvic tilt, R pelvic obliquity (low) 1.5 cm', 'windswept to L, kyphotic',
                                       'neutral pelvis, sliding forward', 'L lateral trunk lean']))
    n.ln()
    n.ln('PLAN')
    n.ln('1. Offload: sitting limited to {h} h x {t}/day; weight shifts q15 min x 2 min (tilt >= 30 deg).', h=str(r.randint(1, 3)),
         t=str(r.randint(2, 4)))
    n.ln('2. Dressings: {x}; {ag} to visit {k}x/wk.', x=r.choice(['NPWT 125 mmHg continuous', 'calcium alginate + foam border',
                                                                  'hydrofiber silver, change q3d', 'medical honey + foam']),
         ag=('ORGANIZATION', r.choice(P.HOME_HEALTH)), k=str(r.randint(2, 5)))
    n.ln('3. Nutrition: protein 1.5 g/kg/d; albumin {a}, prealbumin {p}; dietitian {d}.', a='%.1f' % (r.randint(25, 40) / 10),
         p=str(r.randint(8, 25)), d=c.staff['dietitian'].doc(r, r.choice(['fullcred', 'first'])))
    n.ln('4. New cushion requested; prior auth {pa} submitted to {ins} (member {m}).', pa=('IDNUM', phi.idnum(r, 'auth')),
         ins=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member))
    if r.random() < 0.5:
        n.ln('5. Plastics referral ({d}) for flap if not 50% smaller by {dd}.', d=c.staff['surgeon'].doc(r, 'dr'),
             dd=dt(c, phi.add_days(c.date, r.randint(28, 42)), r.choice(['short', 'full'])))
    n.ln('Vendor contact: {p}, {ph}, {em}', p=c.staff['atp'].doc(r, 'first'), ph=('PHONE', phi.phone_str(r, c.area, ext=r.random() < 0.5)),
         em=('EMAIL', phi.email_for(r, c.staff['atp'].first, c.staff['atp'].last)))
    n.ln('RTC {d}.', d=dt(c, phi.add_days(c.date, r.randint(14, 42)), r.choice(['short', 'full', 'wd_md'])))
    sign(n, c, r.choice(['ot', 'wound', 'physiatrist']))


def prosthetic(n, c):
    r = c.r
    pt = c.pt
    tt = 'femoral' not in c.amp[0] and 'knee' not in c.amp[0] and 'hip' not in c.amp[0]
    clinic = c.clinic_po
    cty, street, z = other_addr(r, c.country)
    n.ln('{cl}', cl=('HOSPITAL', clinic))
    if r.random() < 0.7:
        n.ln('{a}', a=addr_of(r, cty, street, z))
        n.ln('Tel {ph}  Fax {fx}', ph=('PHONE', phi.phone_str(r, cty[4])), fx=('FAX', phi.phone_str(r, cty[4])))
    fitting = r.random() < 0.5
    n.ln(r.choice(['PROSTHETIC FITTING NOTE', 'Prosthetic Check Socket Fitting', 'Follow-up fitting visit']) if fitting else
         r.choice(['PROSTHETIC EVALUATION AND PRESCRIPTION', 'Detailed Written Order - Lower Limb Prosthesis',
                   'Initial Prosthetic Evaluation']))
    n.ln()
    n.ln('Patient: {nm}    DOB: {d}    Chart #: {m}', nm=pt.name(r, r.choice(['lastfirst', 'full', 'LASTFIRST'])), d=dt(c, c.dob),
         m=('MRN', c.mrn))
    if c.country == 'US':
        n.ln('Insurance: {i}  ID {m}  Group {g}', i=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member), g=('HEALTHPLAN', c.group))
    else:
        n.ln('{hl}: {hc}   ADP eligible: {y}', hl=c.hcard_label, hc=('HEALTHPLAN', c.hcard), y=r.choice(['yes', 'yes', 'pending']))
    phys = c.staff['physiatrist']
    if c.country == 'US':
        n.ln('Prescribing physician: {d}   NPI {npi}', d=phys.doc(r, 'drfull'), npi=('LICENSE', phi.npi(r)))
    else:
        n.ln('Prescribing physician: {d}   College reg. # {lic}', d=phys.doc(r, 'drfull'), lic=('LICENSE', phi.digits(r, 5)))
    n.ln('Visit: {d}', d=dt(c, c.date, r.choice(['full', 'wd_long'])))
    n.ln()
    n.f('HISTORY: {a} s/p {s} {lv} amputation on {d} at {h} due to {cause}. ', a=phi.age_piece(r, c.age, c.sex),
        s=c.side, lv=c.amp[0], d=dt(c, c.inj_date), h=('HOSPITAL', c.acute), cause=c.cause)
    n.f('{He} {x}. ', He=c.he.capitalize(), x=r.choice(['lives alone and walks to the mailbox daily',
                                                       'wants to get back to hunting and yard work', 'plays with grandkids, wants to garden',
                                                       'was a community ambulator without device pre-op', 'is a limited household ambulator']))
    if r.random() < 0.6:
        n.f('Pre-amputation occupation: {p}. ', p=('PROFESSION', c.prof))
    n.plain('\n')
    kl = r.choice(['K1', 'K2', 'K2', 'K3', 'K3', 'K4'])
    n.ln('Functional level: {k} (AMPPRO {a}/47, TUG {t} s). Comorbidities: {cm}.', k=kl, a=str(r.randint(18, 44)),
         t=str(r.randint(9, 30)), cm=r.choice(['DM2, PAD, CKD3', 'none significant', 'HTN, neuropathy contralateral foot',
                                               'COPD, obesity', 'CAD, AF on apixaban']))
    n.ln()
    n.ln('RESIDUAL LIMB')
    n.ln('Length {l} cm from {lm}; shape {s}; circumferences {a}/{b}/{cc} cm at 4/8/12 cm.', l=str(r.randint(10, 30)),
         lm='MTP' if tt else 'ischial tuberosity', s=r.choice(['cylindrical', 'conical', 'bulbous', 'redundant tissue distally']),
         a=str(r.randint(26, 40)), b=str(r.randint(24, 38)), cc=str(r.randint(20, 34)))
    n.ln('Skin: {x}. Sensation {y}. Volume {v}.', x=r.choice(['incision well healed, mobile scar', 'small invaginated scar, no breakdown',
                                                               'folliculitis posterior brim',
                                                               'adherent scar over distal tibia' if tt else 'adductor roll, no breakdown']),
         y=r.choice(['intact', 'decreased distally', 'hypersensitive distal end']), v=r.choice(['stable x 3 wks', 'fluctuating 1-3 ply', 'decreasing - shrinker']))
    n.ln()
    if not fitting:
        n.ln('PRESCRIPTION')
        for code in r.sample(LCODES['transtibial' if tt else 'transfemoral'], r.randint(3, 6)):
            n.ln('  {x}', x=code)
        n.ln('Medical necessity: {x}', x=r.choice(['patient has ability to ambulate with variable cadence',
                                                    'limited household ambulator, needs stability at foot flat',
                                                    'community ambulator, traverses uneven terrain and stairs']))
    n.ln('COMPONENTS')
    foot = r.choice(FEET)
    n.ln('- Foot: {f}, {sz} cm, cat {k}, SN {sn}', f=foot, sz=str(r.randint(23, 29)), k=str(r.randint(2, 6)),
         sn=('DEVICE', phi.serial(r, '')))
    n.ln('- Liner: {l}, size {s}, SN {sn}', l=r.choice(LINERS), s=str(r.choice([20, 22, 23.5, 25, 26.5, 28, 30, 32])),
         sn=('DEVICE', phi.serial(r)))
    if not tt:
        n.ln('- Knee: {k}, serial {sn}', k=r.choice(KNEES), sn=('DEVICE', phi.serial(r, r.choice(['3C', 'RK', 'GN', '']))))
    if fitting:
        n.ln()
        n.ln('FITTING: {x} socket donned with {p}-ply sock. {y}', x=r.choice(['Check', 'Test', 'Definitive', 'Replacement']),
             p=str(r.choice([1, 3, 3, 5])), y=r.choice(['Total contact confirmed with clay.', 'Distal pistoning ~1 cm.',
                                                        'Pressure over fibular head -> relieved.', 'Brim high medially, trimmed 5 mm.']))
        n.ln('Alignment: bench -> static -> dynamic. Gait in parallel bars then with {a}: {g}.',
             a=r.choice(['RW', 'single point cane', 'no device', 'forearm crutches']),
             g=r.choice(['short stance on prosthetic side', 'lateral trunk lean', 'vaulting', 'circumduction', 'WNL after toe-out adjust']))
        n.ln('Skin check after 20 min: {x}.', x=r.choice(['redness resolved < 20 min', 'persistent redness anterior distal tibia',
                                                            'no areas of concern']))
    n.ln()
    n.ln('PLAN: {x}', x=r.choice(['wear 1 h, increase 1 h/day; check skin with mirror', 'fabricate definitive laminated socket',
                                    'return for dynamic alignment with PT present', 'add 1 ply if loose, call if blister']))
    n.ln('Next appt {d} {t}.', d=dt(c, phi.add_days(c.date, r.randint(7, 35)), r.choice(['full', 'short', 'wd_abbr'])), t=time_str(r))
    pr = c.staff['prosthetist']
    n.plain('\n')
    n.ln('{p}', p=pr.doc(r, 'fullcred'))
    n.ln('{lab} #{lic}', lab=r.choice(['ABC certification', 'Certificate', 'Licence']) if c.country == 'US' else 'POC registration',
         lic=('LICENSE', phi.letters(r, 1) + phi.digits(r, 4)))
    if r.random() < 0.5:
        n.ln('{em}', em=('EMAIL', phi.email_for(r, pr.first, pr.last)))


def gait(n, c):
    r = c.r
    pt = c.pt
    if r.random() < 0.5:
        header(n, c, r.choice(['Physical Therapy Daily Note - Gait Training', 'PT Treatment Note', 'Locomotor Training Session']))
    else:
        n.ln('PT {t}  {d}  {a}-{b}', t=r.choice(['Tx note', 'daily note', 'gait session']), d=dt(c, c.date, r.choice(['short', 'full'])),
             a=time_str(r), b=time_str(r))
        n.ln('Pt: {nm}  MRN {m}', nm=pt.name(r, r.choice(['LASTFIRST', 'full', 'finit'])), m=('MRN', c.mrn))
    sess = r.randint(2, 36)
    n.ln('Session {s} of {t}. Dx: {dx}.', s=str(sess), t=str(r.randint(sess, 40)),
         dx='%s AIS %s SCI' % (c.level, c.ais) if c.kind == 'sci' else '%s %s (%s)' % (c.side, c.amp[0], c.amp[2]))
    n.ln()
    q = (['"My legs feel heavy today."', '"Spasms kicked in on the stairs."', '"My knees buckled twice at home."']
         if c.kind == 'sci' else ['"The socket pinches on the inside."', '"The leg feels heavier at the end of the day."'])
    n.f('S: {q}', q=r.choice(q + ['No new c/o.', '"I want to walk at my daughter\'s wedding."', 'Reports fall at home, no injury.']))
    if r.random() < 0.4:
        rel, fam, fage, fprof = c.family[r.randrange(len(c.family))]
        n.f(' {R} {f} present for training.', R=rel.capitalize(), f=fam.name(r, r.choice(['first', 'full'])))
    n.plain('\n')
    n.ln('Pre: {v}', v=vitals(r, c.kind == 'sci' and c.tetra, 3))
    n.ln()
    n.ln('INTERVENTIONS')
    if c.kind == 'sci':
        opts = [['Body-weight-supported treadmill (LiteGait): {b}% BWS, {s} mph x {m} min, manual facilitation at knees.',
                 dict(b=str(r.randint(10, 50)), s='%.1f' % (r.randint(4, 20) / 10), m=str(r.randint(10, 30)))],
                ['Exoskeleton (Ekso GT, unit SN {sn}): {st} steps, {m} min upright, assist {a}.',
                 dict(sn=('DEVICE', phi.serial(r, 'EK')), st=str(r.randint(150, 900)), m=str(r.randint(15, 45)),
                      a=r.choice(['adaptive', 'max', 'fixed 20%']))],
                ['FES cycling (RT300, SN {sn}): {m} min, {w} W avg, quads/hams/glutes.',
                 dict(sn=('DEVICE', phi.serial(r, 'RT')), m=str(r.randint(20, 45)), w=str(r.randint(3, 20)))],
                ['Overground gait with bilat KAFOs and RW, {f} ft x {k}, mod A x1.', dict(f=str(r.randint(20, 150)), k=str(r.randint(2, 4)))],
                ['Lokomat: {b}% BWS, guidance {g}%, {s} km/h, {m} min.', dict(b=str(r.randint(20, 60)), g=str(r.randint(40, 100)),
                                                                            s='%.1f' % (r.randint(10, 25) / 10), m=str(r.randint(20, 40)))],
                ['Stair training: 4 steps with bilat rails, step-to pattern, min A.', {}],
                ['Sit-to-stand from 20" mat x 10, UE push-off, SBA.', {}]]
    else:
        opts = [['Parallel bars: weight shifting onto prosthesis, {k} x 10; single-limb stance {s} s.', dict(k=str(r.randint(2, 4)), s=str(r.randint(2, 15)))],
                ['Gait with {d} {f} ft x {k}; cues for equal step length and knee flexion in swing.',
                 dict(d=r.choice(['RW', 'SPC', 'bilat forearm crutches', 'no AD']), f=str(r.randint(50, 600)), k=str(r.randint(2, 4)))],
                ['Ramp/curb: 1:12 ramp, 6" curb, sidestep pattern, CGA.', {}],
                ['Uneven surfaces outdoors (grass, gravel) with SPC, SBA.', {}],
                ['Floor recovery practice: kneel to stand via half-kneel, min A.', {}],
                ['Don/doff: pin-lock liner, 3-ply sock, independent with verbal cue.', {}],
                ['Treadmill {s} mph x {m} min, rail support.', dict(s='%.1f' % (r.randint(8, 25) / 10), m=str(r.randint(5, 20)))]]
    for tmpl, kw in r.sample(opts, r.randint(3, 5)):
        n.ln('- ' + tmpl, **kw)
    n.ln()
    n.ln('OUTCOMES')
    if c.kind == 'sci':
        n.ln('10MWT {a} m/s (self-selected), 6MWT {b} m, WISCI II {w}, Berg {bb}/56', a='%.2f' % (r.randint(10, 90) / 100),
             b=str(r.randint(20, 300)), w=str(r.randint(2, 20)), bb=str(r.randint(5, 50)))
    else:
        n.ln('AMPPRO {a}/47, TUG {t} s, 2MWT {m} m, 10MWT {s} m/s, ABC {abc}%', a=str(r.randint(20, 45)), t=str(r.randint(8, 30)),
             m=str(r.randint(40, 180)), s='%.2f' % (r.randint(40, 130) / 100), abc=str(r.randint(30, 95)))
    n.ln('Deviations: {x}', x=r.choice(['Trendelenburg on stance side', 'knee hyperextension (back-kneeing)', 'foot drag L, scissoring',
                                          'vaulting on sound side', 'circumduction, abducted gait', 'decreased prosthetic stance time']))
    n.ln()
    n.ln('A: {x}', x=r.choice(['Progressing toward goals; gait speed improved from last week.',
                                 'Limited by fatigue and OH (BP 84/50 after 6 min).', 'Limited by socket discomfort - contacted prosthetist.',
                                 'Plateauing; consider transition to home program.']))
    n.f('P: {x}', x=r.choice(['continue 3x/wk', 'progress to outdoor gait', 'trial AFO next session', 'reassess 6MWT next week']))
    if r.random() < 0.5:
        n.f('; next visit {d}', d=dt(c, phi.add_days(c.date, r.randint(1, 7)), r.choice(['weekday', 'wd_md', 'short'])))
    n.plain('.\n')
    n.ln('CPT: 97116 x {a}, 97530 x {b}{x}', a=str(r.randint(1, 3)), b=str(r.randint(0, 2)), x=r.choice([', 97112 x 1', '', ', 97760 x 1']))
    sign(n, c, 'pt', style=r.choice([0, 3, 5]))
