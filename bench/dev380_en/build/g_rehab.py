"""Genres: inpatient rehabilitation physiotherapy note, gait assessment report, wheelchair and seating assessment."""
import ents as E
import ids as I
import sites as S
import common as K
import pools_places as PP
from core import pick, chance

CHAIRS = ['Invacare Action 3', 'Quickie Argon 2', 'Kuschall K-Series', 'Sunrise Breezy 690', 'Ki Mobility Catalyst 5',
          'Quickie Life R', 'TiLite Aero Z', 'Karma Ergo Lite', 'Invacare Rea Azalea (tilt-in-space)', 'Days Escape Lite',
          'Permobil M3 Corpus (powered)']
CUSHIONS = ['Jay Easy', 'Roho Quadtro Select', 'Varilite Evolution', 'Jay J2', 'Invacare Flo-tech', 'Roho Low Profile']


def physio_note(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    phys = S.staff(rng, C, 'physio', avoid=(x['pt'].last,))
    pod = (x['d0date'] - x['dampdate']).days
    n.t(pick(rng, ['PHYSIOTHERAPY - INPATIENT AMPUTEE REHAB', 'Physio progress note (SOAP)', 'INPATIENT REHAB PT NOTE',
                   'Amputee Rehab Physiotherapy']) + '\n')
    n.f('{site} / {w}, bed {b}\n{d0} {tm}\n', x, site=pick(rng, [x['rehab'], x['acute']]), w=x['ward'], b=x['bed'],
        tm='%02d:%02d' % (rng.randint(8, 16), rng.choice([0, 5, 15, 30, 40, 50])))
    n.f('Pt: {p}   {ml} {mrn}   {age}{mf}\n', x, p=pick(rng, [x['pt_full'], x['pt_LF'], x['pt_lf']]), ml=x['mrn_l'])
    n.f('Day {k} post {s} ({d}), {c}\n\n', x, k=str(pod), s=cl.short(), d=pick(rng, [x['d_amp'], (E.fmt_short(x['dampdate'], C), 'DATE')]),
        c=cl.cause)
    n.t('S: ')
    n.f('{P} ', x, P=pick(rng, ['Pt', x['pt_first'], 'Pt']))
    n.t(pick(rng, ['reports residual limb feels "tight" this am', 'slept poorly, phantom pains overnight',
                   'keen to walk today', 'feeling tired after dialysis yesterday', 'c/o nausea, took antiemetic at 0800',
                   'motivated, asking when the leg will be made']) + '. ')
    n.t('Pain %d/10 at rest, %d/10 on activity.' % (max(0, cl.pain - 2), cl.pain))
    if chance(rng, 0.5):
        n.f(' {Rel} {kf} visited yesterday and brought trainers.', x, Rel=x['kin_rel'].capitalize(), kf=x['kin_first'])
    n.t('\nO: Obs BP %d/%d HR %d SpO2 %d%% RA. ' % (rng.randint(105, 160), rng.randint(60, 95), rng.randint(62, 104), rng.randint(92, 99)))
    n.t(pick(rng, ['Wound: clips in situ, dry dressing, no ooze. ', 'Wound healing, small area of slough at medial end. ',
                   'Stump shrinker (Juzo) on, fitting well. ', 'Rigid removable dressing in place. ',
                   'Compressogrip size D applied. ']))
    if cl.knee:
        n.t('ROM: ' + pick(rng, ['hip ext to neutral, Thomas test -ve', 'hip FFD 15 deg, prone lying advised',
                                 'hip abd/add full', 'hip FFD 10 deg on Thomas test']) + '. ')
    else:
        n.t('ROM: ' + pick(rng, ['full knee extension', 'knee FFD 10 deg, stretches given', 'hip ext to neutral, Thomas test -ve',
                                 'knee ext lag 5 deg']) + '. ')
    n.t('Strength: hip ext %s/5, knee ext %s/5 (Oxford). ' % (pick(rng, ['3', '3+', '4-', '4', '4+']), pick(rng, ['3', '4', '4+', '5'])))
    n.t('\nTransfers: ' + pick(rng, ['slide board bed<>chair with assist x1', 'stand-pivot with frame, SBA',
                                     'independent with slide board', 'Sara Stedy with 2', 'hoist (Oxford) - not yet safe to stand']) + '. ')
    if not cl.upper:
        n.t('PPAM aid: ' + pick(rng, ['%d lengths of parallel bars, 2 rests' % rng.randint(2, 10),
                                      'not started - wound not ready', 'walked 10 m with frame, good weight shift',
                                      'Femurett trial %d min' % rng.randint(5, 20)]) + '. ')
    n.t('Balance: sitting %s, standing %s.' % (pick(rng, ['good', 'fair']), pick(rng, ['fair with frame', 'poor', 'good in bars'])))
    if chance(rng, 0.4):
        n.t(' Berg %d/56.' % rng.randint(12, 48))
    n.t('\nWheelchair: self-propelling with stump board, anti-tippers on, amputee axle position.\n')
    if chance(rng, 0.5):
        n.t('Barthel %d/100. ' % (rng.randint(6, 18) * 5))
    n.t('A: ' + pick(rng, ['progressing well towards PPAM aid mobility goals', 'limited by pain and fatigue',
                           'slow progress; consider prosthetic candidacy at MDT', 'ready for limb centre referral',
                           'safe for ward transfers with slide board']) + '.\n')
    n.t('P: ')
    plans = ['cont PPAM aid daily', 'prone lying 20 min TDS', 'refer to %s' % x['lc_name'], 'OT re home visit',
             'discuss at MDT', 'HEP issued', 'chase wheelchair', 'desensitisation, mirror therapy']
    rng.shuffle(plans)
    for i, pl in enumerate(plans[:rng.randint(2, 4)]):
        if i:
            n.t('; ')
        if pl.startswith('refer to'):
            n.f('refer to {lc}', x)
        elif pl == 'discuss at MDT':
            n.f('discuss at MDT {d}', x, d=(pick(rng, E.WEEKDAYS[:5]), 'DATE'))
        else:
            n.t(pl)
    n.t('.\n')
    if chance(rng, 0.4):
        n.f('D/c planning: EDD {d}; {rel} {kf} aware.\n', x, d=D(E.add_days(x['d0date'], rng.randint(5, 30))),
            rel=x['kin_rel'], kf=x['kin_first'])
    if chance(rng, 0.55):
        n.t('Goals (set with pt): ')
        gl = ['indep w/c transfers', 'walk 10 m in bars', 'indep stump care', 'don/doff shrinker', 'kitchen task at w/c level',
              'stairs x4 with rail']
        rng.shuffle(gl)
        for i, g in enumerate(gl[:rng.randint(1, 3)]):
            n.f('{sep}{g} by {d}', sep='; ' if i else '', g=g, d=(E.fmt_short(E.add_days(x['d0date'], rng.randint(5, 28)), C), 'DATE'))
        n.t('.\n')
    n.t('\n')
    n.put(S.sig(phys, pick(rng, [1, 2, 3])))
    n.t(' ' + pick(rng, [phys.role, 'Physio', 'PT']))
    if chance(rng, 0.6):
        n.f(' bleep {b}', b=(E.bleep(rng), 'PHONE'))
    if chance(rng, 0.3):
        st = E.make_person(rng, C, 'DOCTOR')
        n.f('\nSeen with student physio {s} (supervised).', s=st.full())
    n.t('\n')


def gait_report(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    eng = S.staff(rng, C, 'eng', avoid=(x['pt'].last,))
    phys = S.staff(rng, C, 'physio')
    cons = S.staff(rng, C, 'cons')
    lab = (S.stem(rng, C) + pick(rng, [' Gait Laboratory', ' Motion Analysis Lab', ' Gait & Movement Centre']), 'HOSPITAL')
    n.t(pick(rng, ['GAIT ASSESSMENT REPORT', 'Clinical Gait Analysis Report', 'PROSTHETIC GAIT EVALUATION']) + '\n')
    n.f('{lab}, {lc}\n', x, lab=lab)
    dr = E.add_days(x['d0date'], rng.randint(1, 14))
    n.f('Assessment date: {d0}    Report date: {r}\n', x, r=D(dr))
    n.f('Video/data file: {v}\n\n', v=(pick(rng, ['GA-', 'MOT', 'VID-']) + E.digits(rng, 6), 'IDNUM'))
    K.pt_header(rng, n, x)
    n.t('Height %d cm  Mass %d kg\n' % (rng.randint(150, 195), rng.randint(50, 130)))
    n.t('Referred by: ')
    n.put(K.title_ref(x, cons))
    n.t('\n\nAmputation: %s (' % cl.desc())
    n.put(x['amp_my'])
    n.t('), %s\nProsthesis: %s\n' % (cl.cause, cl.components()))
    n.t('Reason for referral: ' + pick(rng, ['justification for microprocessor knee', 'persistent lateral trunk lean',
                                             'falls x3 in 6 months', 'comparison of two feet (%s vs %s)' % (cl.foot, pick(rng, ['SACH foot', 'Triton foot', 'Rush foot'])),
                                             'pre/post new socket', 'low back pain related to gait']) + '\n\n')
    n.t('OUTCOME MEASURES\n  Measure       Result\n')
    n.t('  TUG           %s s\n  10MWT         %.2f m/s\n  6MWT          %s m\n' % (cl.tug, 0.4 + rng.random(), cl.mwt6))
    n.t('  AMPPRO        %s/47 (%s)\n' % (cl.ampp, cl.klevel))
    if chance(rng, 0.6):
        n.t('  ABC scale     %d%%\n  PLUS-M        T-score %d\n' % (rng.randint(30, 95), rng.randint(35, 65)))
    n.t('\nOBSERVATIONAL GAIT ANALYSIS\n')
    devs = ['lateral trunk lean over prosthesis in stance', 'vaulting on sound limb', 'circumduction of prosthetic limb',
            'positive Trendelenburg on prosthetic side', 'Duchenne-type lurch', 
            'abducted gait', 'medial whip', 'terminal impact', 'early knee flexion (drop-off)', 'uneven step length',
            'reduced arm swing', 'foot slap', 'excessive lumbar lordosis', 'long prosthetic step']
    rng.shuffle(devs)
    for d in devs[:rng.randint(2, 4)]:
        n.t('- %s\n' % d)
    n.t('\nINSTRUMENTED (%s)\n' % pick(rng, ['Vicon, 10 cameras, force plates x4', 'GAITRite walkway', 'Zeno mat', 'IMU sensors (Xsens)']))
    n.t('Cadence %d steps/min; velocity %.2f m/s; step length P %d cm / S %d cm; stance %% P %d / S %d; GDI %d\n' % (
        rng.randint(70, 115), 0.5 + rng.random(), rng.randint(45, 75), rng.randint(45, 75), rng.randint(55, 62),
        rng.randint(60, 68), rng.randint(60, 95)))
    n.t('\nINTERPRETATION\n')
    n.f('{P} demonstrates ', x, P=pick(rng, [[x['pt_t'] + ' ', x['pt_last']] if x['pt_t'] else x['pt_first'], x['pt_first']]))
    n.t(pick(rng, ['a functional but asymmetric gait consistent with ', 'good community-level gait, ',
                   'a cautious gait with high fall risk, ']) + cl.klevel + ' potential. ')
    n.t(pick(rng, ['Trunk lean likely compensatory for weak hip abductors and a short socket lateral wall.',
                   'Vaulting suggests the prosthesis is too long or knee flexion in swing is inadequate.',
                   'Findings support a microprocessor knee to improve stance stability on slopes and stairs.',
                   'Energy-storing foot improved symmetry by 12% over the SACH foot.']))
    n.t('\n\nRECOMMENDATIONS\n')
    K.plan_items(rng, n, x, k=rng.randint(2, 3))
    if x['retired']:
        n.t('Patient goal: ' + pick(rng, ['walk to the local shops unaided', 'get back to bowls', 'manage the garden',
                                          'walk the dog again']) + '.\n')
    elif chance(rng, 0.7):
        n.f('Patient goal: return to work as {prof}', x)
        if chance(rng, 0.5):
            n.f(' at {employer}', x)
        n.t('; ' + pick(rng, ['needs ladders and uneven ground', 'prolonged standing', 'driving long distances']) + '.\n')
    n.t('\nReported by: ')
    n.put(S.sig(eng, 1))
    n.t(' (%s) and ' % eng.role)
    n.put(S.sig(phys, 1))
    n.t('\nReviewed: ')
    n.put(S.sig(cons, 0))
    n.f('\ncc {dr}{g}, {gs}\n', x, dr=K.dr(x), g=x['gp_full'], gs=x['gp_site'])


def wheelchair(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    ot = S.staff(rng, C, pick(rng, ['ot', 'physio']), avoid=(x['pt'].last,))
    eng = S.staff(rng, C, 'eng')
    svc = S.site(rng, C, 'wheelchair')
    n.t(pick(rng, ['WHEELCHAIR AND SEATING ASSESSMENT', 'Wheelchair & Seating Assessment Form', 'SEATING CLINIC ASSESSMENT']) + '\n')
    n.f('{s}\n', s=(svc, 'HOSPITAL'))
    n.f('Referral ref: {r}   Assessment date: {d0}   Venue: {v}\n', x, r=(I.ref_no(rng, x['yy']), 'IDNUM'),
        v=pick(rng, ['clinic', 'home', 'ward']))
    n.t('Assessor: ')
    n.put(S.sig(ot, 1))
    n.t('   Rehab engineer: ')
    n.put(eng.full())
    n.t('\n\n')
    K.pt_header(rng, n, x)
    n.f('GP: {dr}{g}, {gs}\n', x, dr=K.dr(x), g=x['gp_full'], gs=x['gp_site'])
    n.t('\nDiagnosis: %s (' % cl.desc())
    n.put(x['d_amp'])
    n.t('); %s\n' % '; '.join(cl.comorb[:3]))
    n.t('Weight %d kg. Prosthetic user: %s.\n' % (rng.randint(45, 140), pick(rng, ['yes - limited, indoors only', 'not yet (awaiting casting)',
                                                                               'no - non-limb-wearer', 'yes, part time'])))
    n.t('\nCURRENT EQUIPMENT\n')
    n.f('{c}, S/N {s}, issued {d}\n', c=pick(rng, CHAIRS), s=(I.serial(rng), 'DEVICE'),
        d=D(E.add_days(x['d0date'], -rng.randint(20, 1500))))
    n.t('Cushion: %s. Condition: %s.\n' % (pick(rng, CUSHIONS), pick(rng, ['worn', 'good', 'bottoming out', 'cover split'])))
    if chance(rng, 0.5):
        n.t('Previous chairs: ')
        for i in range(rng.randint(1, 2)):
            n.f('{sep}{c} ({y})', sep='; ' if i else '', c=pick(rng, CHAIRS),
                y=(str(x['d0date'].year - rng.randint(2, 12)), 'DATE'))
        n.t('\n')
    if chance(rng, 0.5):
        n.f('Main carer: {rel} {kf}; ', x, rel=x['kin_rel'], kf=x['kin_full'])
        n.t(pick(rng, ['able to push outdoors', 'unable to push (own back problems)', 'works part time', 'lives with client']) + '.\n')
    n.t('\nMEASUREMENTS (cm)\nHip width %d | Seat depth L %d R %d | Back height %d | Lower leg %s\n' % (
        rng.randint(34, 52), rng.randint(38, 50), rng.randint(20, 50), rng.randint(38, 55), pick(rng, ['n/a', '44', '41'])))
    n.t('Posture: ' + pick(rng, ['pelvic obliquity, L side low', 'posterior pelvic tilt', 'leans to amputated side',
                                 'symmetrical, good sitting balance']) + '. ')
    n.t('Waterlow %d; skin: %s.\n' % (rng.randint(8, 22), pick(rng, ['intact', 'grade 1 redness sacrum', 'healed PU ischium'])))
    n.t('\nENVIRONMENT\n')
    n.f('Lives in a {h} at {a}. ', x, h=pick(rng, K.HOUSING), a=x['addr1'])
    n.t('Door widths %d cm; %s. ' % (rng.randint(68, 86), pick(rng, ['ramp at rear', 'one step at front, ramp requested',
                                                                   'level access', 'lift to flat'])))
    if chance(rng, 0.6):
        n.f('Car transfers into {car} with slide board; {rel} {kf} lifts chair into boot. ', x,
            car=pick(rng, PP.CARS), rel=x['kin_rel'], kf=x['kin_first'])
    if chance(rng, 0.4):
        n.f('Regular user of {lm}. ', lm=(S.landmark(rng, C), 'LOCATION_OTHER'))
    n.t('\n\nPRESCRIPTION\n')
    n.t('%s, amputee axle (rear wheels set back %d cm), anti-tippers, %s stump support board, %s cushion.\n' % (
        pick(rng, CHAIRS), rng.choice([5, 6, 7]), cl.side, pick(rng, CUSHIONS)))
    n.f('Order no: {o}\n', o=(I.order_no(rng), 'IDNUM'))
    n.f('Deliver to: {a}\nContact for delivery: {rel} {kf} {kt}\n', x, a=x['addr1'], rel=x['kin_rel'], kf=x['kin_full'], kt=x['kin_tel'])
    n.f('Review: {d}\n\n', d=D(E.add_days(x['d0date'], rng.randint(30, 180))))
    n.put(S.sig(ot, 0))
    n.t('\n' + ot.role + '\n')
    if chance(rng, 0.5):
        n.f('{s} | {t}\n', s=(svc, 'HOSPITAL'), t=(E.phone(rng, C), 'PHONE'))
