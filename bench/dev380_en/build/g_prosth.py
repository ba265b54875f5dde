"""Genres: prosthetist casting and fitting record, prosthesis repair job sheet, telehealth socket review."""
import ents as E
import ids as I
import sites as S
import common as K
import clin as CL
from core import pick, chance

FAULTS = ['knee clicking and giving way on slopes', 'foot shell split at toe', 'pin snapped in lock',
          'liner torn at distal cup', 'socket cracked at posterior brim', 'squeak from ankle on every step',
          'suspension sleeve leaking, losing vacuum', 'knee battery not holding charge', 'cosmetic cover torn',
          'pylon rotated, foot turned out', 'lock release button stiff', 'valve whistling',
          'hand not opening fully (myo)', 'harness strap frayed', 'knee stance phase too stiff']
WORK = ['replaced pyramid adaptor and re-torqued to 15 Nm', 'new foot shell fitted, spectra sock replaced',
        'lock mechanism replaced (Icelock 200 series)', 'new liner ordered, loan liner issued',
        'socket crack repaired with carbon overlay; new socket recommended', 'foot keel lubricated, shim added',
        'sleeve replaced, expulsion valve cleaned', 'battery pack replaced under warranty', 'cover re-glued',
        'realigned: 3 deg toe-in corrected', 'release button cleaned and re-lubricated', 'valve replaced',
        'sent to manufacturer for service', 'harness replaced, cable housing shortened', 'hydraulic resistance adjusted']
PARTS = [('4R41', 'tube clamp adaptor'), ('4R21', 'pyramid adaptor'), ('2R49', 'pylon 30 mm'), ('506G3', 'spectra sock'),
         ('6Y75', 'liner sleeve'), ('21A18', 'valve'), ('4R57', 'rotation adaptor'), ('757B35', 'battery'),
         ('3S107', 'foam cover'), ('PL-200', 'lock body'), ('SK-06', 'shim kit'), ('ICX-5', 'seal ring')]


def casting(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    pros = S.staff(rng, C, 'pros', avoid=(x['pt'].last,))
    tech = S.staff(rng, C, 'tech')
    cons = S.staff(rng, C, 'cons')
    d_cast = x['d0date']
    d_check = E.add_days(d_cast, rng.randint(7, 21))
    d_del = E.add_days(d_check, rng.randint(7, 28))
    n.t(pick(rng, ['PROSTHETIC CASTING & FITTING RECORD', 'Casting / Measurement and Fitting Record',
                   'PROSTHETIST RECORD - CAST, CHECK SOCKET, DELIVERY']) + '\n')
    n.f('{lc}   Tel {t}\n', x, t=x['lc_tel'])
    n.f('Job No: {j}    Cast/Scan ref: {s}\n', j=(I.job_no(rng, x['yy']), 'IDNUM'), s=(I.scan_no(rng), 'IDNUM'))
    n.f('Patient: {p}    {ml}: {mrn}    DOB: {dob} ({age})\n', x, p=pick(rng, [x['pt_LF'], x['pt_full'], x['pt_lf']]), ml=x['mrn_l'])
    if chance(rng, 0.25):
        lab, val = I.bioid(rng)
        n.f('Check-in: {l} {v} verified at kiosk\n', l=lab, v=(val, 'BIOID'))
    n.t('Prosthetist: ')
    n.put(S.sig(pros, 1))
    n.t('    Technician: ')
    n.put(pick(rng, [tech.full(), tech.short(), tech.init(False)]))
    n.t('\nReferring consultant: ')
    n.put(K.title_ref(x, cons))
    n.t('\n\n')
    n.f('Date of casting: {a}\nCheck socket fitting: {b}\nDelivery (definitive): {c}\n\n', a=D(d_cast), b=D(d_check), c=D(d_del))
    n.f('Amputation: {s} ({y}), {c}\n', x, s=cl.short(), y=x['amp_year'], c=cl.cause)
    n.t('Activity: %s   Wt %d kg   Ht %d cm\n\n' % (cl.klevel if C in ('US', 'CA') else 'SIGAM ' + cl.sigam,
                                                  rng.randint(52, 128), rng.randint(150, 193)))
    if cl.upper:
        n.t('MEASUREMENTS (cm)\nElbow crease to distal end: %d.%d\nCircumference at 3 cm intervals: %s\n' % (
            rng.randint(8, 22), rng.randint(0, 9), ' / '.join('%.1f' % (22 - i * 1.3 + rng.random()) for i in range(5))))
        n.t('Myo sites: wrist flexors %d uV, extensors %d uV (gain 3)\n' % (rng.randint(40, 300), rng.randint(40, 300)))
    else:
        base = 28 + rng.random() * 14
        n.t('MEASUREMENTS (cm)\nLevel         Circ\n')
        lvls = ['MPT', '-4', '-8', '-12', '-16'] if cl.level in ('TT', 'BTT', 'TTTF', 'SYME', 'PF') else ['IT', '-5', '-10', '-15', '-20']
        for i, lv in enumerate(lvls):
            n.t('%-12s  %.1f\n' % (lv, base + (8 if lvls[0] == 'IT' else 0) - i * (1.1 + rng.random())))
        n.t('ML %.1f  AP %.1f  Length %s cm\n' % (8 + rng.random() * 4, 9 + rng.random() * 4, cl.rl_len))
    if cl.level == 'PF':
        n.t('\nSocket: %s\n' % cl.socket)
    else:
        n.t('\nSocket: %s\nLiner: %s size %s\nSuspension: %s\n' % (cl.socket, cl.liner, rng.choice(['22', '23.5', '25', '26.5', '28', '30', '32']), cl.susp))
    n.t('Components:\n')
    if cl.upper:
        n.f('  Terminal device: {d}  S/N {s}\n', d=cl.upper_dev, s=(I.serial(rng), 'DEVICE'))
    else:
        n.f('  Foot: {f} size {z} cat {k}  S/N {s}\n', f=cl.foot, z=str(rng.randint(22, 30)), k=str(rng.randint(2, 8)),
            s=(I.serial(rng), 'DEVICE'))
        if cl.knee:
            n.f('  Knee: {k}  S/N {s}\n', k=cl.knee, s=(I.serial(rng), 'DEVICE'))
        n.t('  30 mm pylon, 4-hole adaptor, torque 15 Nm\n')
    n.t('\nAlignment: bench per manufacturer; static OK; dynamic - %s.\n' % pick(rng, [
        'slight lateral thrust corrected with 3 mm medial shift', 'early heel rise, foot moved 5 mm anterior',
        'drop-off at terminal stance, plantarflexed 2 deg', 'good roll-over, no changes', 'knee stability OK, TKA line checked']))
    n.t('Check socket: ' + pick(rng, ['redness at fibular head after 10 min, relieved', 'distal end contact good, no pistoning',
                                      'gapping at proximal brim, adjusted with heat gun', 'tight at adductor longus, trimmed',
                                      'comfortable, patient happy with fit']) + '.\n')
    if chance(rng, 0.45):
        ip = (E.ip_addr(rng), 'IPADDR')
        un = (E.username(rng, pros), 'USERNAME')
        n.f('Scan file uploaded to CAD workstation {ip} by user {u}; rectification by {t}.\n', ip=ip, u=un, t=tech.f())
    if chance(rng, 0.6):
        n.t('\nVISIT LOG\nDate        | Visit              | Notes                                  | By\n')
        dd = E.add_days(d_cast, -rng.randint(20, 60))
        rows = [('Assessment', 'Rx agreed, K-level/SIGAM documented'), ('Cast/scan', 'TSB cast, 2 mm reduction distal'),
                ('Check socket 1', 'relief fibular head, re-check'), ('Check socket 2', 'fit OK, pin engages'),
                ('Delivery', 'wear schedule 2 h on/1 h off'), ('Review', 'socks 3-ply, happy')]
        for i, (v, note) in enumerate(rows[:rng.randint(3, 6)]):
            dd = E.add_days(dd, rng.randint(5, 25))
            n.put(D(dd))
            n.t(' | %-18s | %-38s | ' % (v, note))
            n.put(pick(rng, [pros.init(False), tech.init(False), pros.f()]))
            n.t('\n')
    n.f('\nNext appointment: {d} {tm}, room {r}\n', x, d=D(E.add_days(d_check, rng.randint(-3, 3))),
        tm='%d:%02d' % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])), r=x['room'])
    if chance(rng, 0.4):
        n.f('Transport booked; pick-up from {st}.\n', x, st=x['street'])
    n.t('Signed: ')
    n.put(S.sig(pros, 2))
    n.f('   QA: {ti}\n', ti=tech.init(False))


def repair(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    tech = S.staff(rng, C, 'tech', avoid=(x['pt'].last,))
    pros = S.staff(rng, C, 'pros')
    d_in = x['d0date']
    d_out = E.add_days(d_in, rng.randint(0, 12))
    n.t(pick(rng, ['WORKSHOP REPAIR JOB SHEET', 'Prosthetic Repair Job Card', 'REPAIR / SERVICE REQUEST']) + '\n')
    n.f('{lc} - Workshop\n', x)
    n.f('Job no: {j}    Date in: {a} {tm}    Date out: {b}\n', j=(I.job_no(rng, x['yy']), 'IDNUM'), a=D(d_in),
        tm='%02d:%02d' % (rng.randint(8, 16), rng.randint(0, 59)), b=D(d_out))
    n.f('Patient: {p}   ID: {mrn}   Tel: {t}\n', x, p=pick(rng, [x['pt_full'], x['pt_LF'], x['pt_short']]),
        t=pick(rng, [x['mob'], x['tel']]))
    if chance(rng, 0.4):
        n.f('Address for return: {a}\n', x, a=x['addr1'])
    n.t('Received by: ')
    n.put(pick(rng, [tech.init(False), tech.f(), tech.full()]))
    n.t('   Walk-in / ' + pick(rng, ['phoned', 'posted', 'dropped by taxi', 'via clinic']) + '\n')
    n.t('Limb: %s  %s\n' % (cl.short(), cl.components()))
    n.t('\nCOMPONENT SERIALS\n')
    if cl.upper:
        n.f('  TD: {d}  S/N {s}\n', d=cl.upper_dev, s=(I.serial(rng), 'DEVICE'))
    else:
        if cl.knee:
            n.f('  Knee: {k}  S/N {s}\n', k=cl.knee, s=(I.serial(rng), 'DEVICE'))
        n.f('  Foot: {f}  S/N {s}\n', f=cl.foot, s=(I.serial(rng), 'DEVICE'))
        if chance(rng, 0.4):
            n.f('  Lock: {l}  S/N {s}\n', l=pick(rng, ['Icelock 214', 'shuttle lock', 'Harmony pump']), s=(I.serial(rng), 'DEVICE'))
    fault = pick(rng, FAULTS)
    n.t('\nFault reported: "%s"\n' % fault)
    if chance(rng, 0.5):
        n.t('Previous repairs: ')
        dd = d_in
        for i in range(rng.randint(1, 3)):
            dd = E.add_days(dd, -rng.randint(20, 200))
            n.f('{sep}{d} {w}', sep='; ' if i else '', d=pick(rng, [D(dd), (E.month_year(dd, short=True), 'DATE')]),
                w=pick(rng, ['foot shell', 'liner', 'realign', 'lock', 'socket crack', 'battery', 'cover']))
        n.t('\n')
    n.t('Inspection: ' + pick(rng, ['wear on bumper, cracks in foot plate', 'adaptor screws loose', 'lock spring fatigued',
                                    'liner distal umbrella detached', 'no fault found on bench test', 'water ingress suspected']) + '\n')
    n.t('Work done: ' + pick(rng, WORK) + '\n')
    n.t('\nParts used:\n  Part no   Description             Qty\n')
    for pn, desc in rng.sample(PARTS, rng.randint(1, 3)):
        n.t('  %-9s %-23s %d\n' % (pn, desc, rng.randint(1, 2)))
    n.t('Labour: %.1f h\n' % (0.5 + rng.randint(0, 6) * 0.5))
    if chance(rng, 0.4):
        n.f('Warranty claim: yes - manufacturer RMA {r}\n', r=(I.claim_no(rng, C), 'IDNUM'))
    if chance(rng, 0.5):
        lab, val = I.account(rng, x['yy'])
        n.f('{l}: {v}\n', l=lab, v=(val, 'ACCOUNT'))
    if cl.knee and chance(rng, 0.6):
        n.f('MPK config: connected via Bluetooth from workshop laptop {ip}, software login {u}; '
            'stance resistance +2, swing flexion adjusted. Battery cycles {b}.\n',
            ip=(E.ip_addr(rng), 'IPADDR'), u=(E.username(rng, pick(rng, [tech, pros])), 'USERNAME'), b=str(rng.randint(120, 1400)))
    if chance(rng, 0.5):
        n.f('Loan {l} issued {a}-{b}, S/N {s} - to be returned.\n', l=pick(rng, ['foot', 'knee', 'liner', 'socket']),
            a=(E.fmt_short(d_in, C), 'DATE'), b=(E.fmt_short(d_out, C), 'DATE'), s=(I.serial(rng), 'DEVICE'))
    n.t('\n')
    r = rng.random()
    if r < 0.45:
        n.f('Collected by {rel} {kf} on {d}.\n', x, rel=x['kin_rel'], kf=x['kin_full'], d=D(d_out))
    elif r < 0.8:
        n.f('Collected by patient {d}. Pt happy with repair.\n', x, d=D(d_out))
    else:
        n.f('Posted back to {a} on {d}.\n', x, a=x['addr1'], d=D(d_out))
    n.t('Technician: ')
    n.put(pick(rng, [tech.full(), tech.short(), tech.init(False)]))
    n.t('   Checked (prosthetist): ')
    n.put(pick(rng, [pros.full(), pros.short(), pros.init(False)]))
    n.t('\n')
    if chance(rng, 0.4):
        n.t(pick(rng, ['NB repeated fault - 3rd repair this year, flag for review in clinic.\n',
                       'Advise new socket at next clinic.\n', 'Pt advised not to shower with limb.\n']))


def telehealth(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    pros = S.staff(rng, C, pick(rng, ['pros', 'pros', 'physio', 'cons']), avoid=(x['pt'].last,))
    n.t(pick(rng, ['TELEHEALTH PROSTHETIC REVIEW (VIDEO)', 'Virtual socket review - video consultation',
                   'Telehealth Consult: Prosthetic Follow-up']) + '\n')
    st = rng.randint(8 * 60, 16 * 60)
    en = st + rng.randint(12, 45)
    n.f('{lc}\nDate: {d0}  Start {a}  End {b}\n', x, a='%02d:%02d' % divmod(st, 60), b='%02d:%02d' % divmod(en, 60))
    n.f('Link: {u}\n', u=(E.url_tele(rng), 'URL'))
    lab, val = I.account(rng, x['yy'])
    n.f('{l}: {v}   Meeting ID: {m}\n', l=lab, v=(val, 'ACCOUNT'), m=(E.digits(rng, 3) + ' ' + E.digits(rng, 3) + ' ' + E.digits(rng, 4), 'IDNUM'))
    n.f('Patient: {p}  DOB {dob}  {ml} {mrn}\n', x, p=pick(rng, [x['pt_full'], x['pt_lf']]), ml=x['mrn_l'])
    n.f('Patient portal user: {u}   Connected from IP {ip}\n', u=(E.username(rng, x['pt']), 'USERNAME'), ip=(E.ip_addr(rng), 'IPADDR'))
    if chance(rng, 0.45):
        lab, val = I.bioid(rng)
        n.f('Identity: {l} {v} matched; ', l=lab, v=(val, 'BIOID'))
    else:
        n.t('Identity: ')
    n.f('confirmed with DOB and address ({street}, {city}).\n', x)
    n.t('Clinician: ')
    n.put(S.sig(pros, 1))
    n.t(' (%s)\n' % pros.role)
    n.t('Consent for video consultation: verbal, recorded.\n')
    if chance(rng, 0.6):
        n.f('Also present: {rel} {kf}, holding the camera.\n', x, rel=x['kin_rel'], kf=x['kin_first'])
    n.t('\nS: ')
    n.f('{P} reports ', x, P=pick(rng, [x['pt_first'], 'Pt', x['He']]))
    n.t(pick(rng, ['socket feels loose by the afternoon, now up to %s-ply' % cl.ply, 'pain at the distal tibia after 30 min walking',
                   'rash under the liner for 2 weeks', 'knee stumbles on uneven ground', 'doing well, walking to the shops daily',
                   'sweating a lot in the heat, liner slipping', 'phantom pains worse at night']) + '. ')
    if not x['retired'] and chance(rng, 0.6):
        n.f('Back at work as a {prof} ({employer}) {h} days a week. ', x, h=str(rng.randint(2, 5)))
    n.t('\nO (video): ')
    n.t(pick(rng, ['gait observed in hallway approx 6 m: ', 'walked across lounge and back: ', 'camera at floor level, 3 passes: ']))
    n.t(pick(rng, ['mild lateral trunk lean to prosthetic side', 'short prosthetic stance', 'circumduction R', 'vaulting on sound side',
                   'symmetrical, good arm swing', 'wide base of support']) + '. ')
    n.t('Photos of residual limb uploaded to portal: ' + cl.skin + '.\n')
    if cl.knee and chance(rng, 0.6):
        n.f('MPK app sync (knee S/N {s}): avg {st} steps/day, {sm} stumble recoveries in 30 days.\n', s=(I.serial(rng), 'DEVICE'),
            st=str(rng.randint(800, 7000)), sm=str(rng.randint(0, 9)))
    n.t('A: ' + pick(rng, ['volume loss, socket now too big', 'liner-related contact dermatitis', 'alignment issue suspected',
                           'stable, progressing well', 'possible neuroma, needs in-person review']) + '.\n')
    n.t('P: ')
    n.t(pick(rng, ['add 1-ply sock, pad distal end', 'switch to hypoallergenic liner, hydrocortisone 1% short course',
                   'in-person alignment check', 'continue, next video review in 3 months', 'refer to clinic for review']) + '.\n')
    if chance(rng, 0.2):
        n.f('NB patient currently staying with family in {ct}; ', x, ct=(pick(rng, ['Spain', 'Portugal', 'Scotland', 'Fiji',
                                                                                   'India', 'Poland', 'Canada', 'Ireland']), 'COUNTRY'))
        n.t('local repair options discussed.\n')
    n.f('In-person appointment: {d} at {lc}, room {r}.\n', x, d=D(E.add_days(x['d0date'], rng.randint(3, 40))), r=x['room'])
    if chance(rng, 0.5):
        n.f('Connection dropped x{k}; completed by phone on {m}.\n', x, k=str(rng.randint(1, 3)), m=x['mob'])
    if chance(rng, 0.4):
        n.f('Info sent to {e}.\n', x, e=x['email'])
    n.t('\n')
    n.put(S.sig(pros, pick(rng, [0, 2, 3])))
    n.t('\n')
