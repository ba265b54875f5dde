"""Genres: powered chair driving assessment, pressure mapping, remote diagnostics (dev406_en)."""
from core import P, pick, chance, digits, letters
import pools_clin as PC
import pools_places as PP
from blocks import T, letterhead, banner, gp_line, signoff, cc_block, hard_neg_line


def driving(n, c, rng):
    ot = c.staff['ot']
    eng = c.staff['engineer']
    if chance(rng, 0.5):
        letterhead(n, c, rng)
    n.t(pick(rng, ['POWERED WHEELCHAIR DRIVING ASSESSMENT\n', 'Powered Mobility Trial & Driving Assessment\n',
                   'EPIOC / Powered Chair Assessment\n', 'Power Mobility Skills Evaluation\n']))
    banner(n, c, rng)
    n.w('Assessment date: {d}   Assessor: {a}, {r}\n', d=c.wd(0), a=ot.fl(), r=T(c, 'ot'))
    n.w('Also present: {e} ({er}); {fn} ({rel})\n', e=eng.fl(), er=pick(rng, ['RE', 'tech', 'supplier rep']),
        fn=c.fam.fl(), rel=c.fam.rel)
    n.t('\nTRIAL EQUIPMENT\n')
    model = pick(rng, PC.POWER)
    n.w('Chair: {m} (demo stock, SN {s}, asset {a})\n', m=model, s=P(c.serial(), 'DEVICE'), a=P(c.asset_no(), 'DEVICE'))
    n.t('Controls: %s; speed profile %d (max %d km/h); %s\n' % (
        pick(rng, PC.CONTROL), rng.randint(1, 5), pick(rng, [4, 6, 8, 10]),
        pick(rng, ['R-net programmed acceleration 30%', 'LiNX tremor dampening on', 'latched drive off'])))
    n.t('\nPRE-DRIVING SCREEN\n')
    n.t('Vision: %s. Hearing: %s. Cognition: MoCA %d/30. Reaction time: %s.\n' % (
        pick(rng, ['corrected, glasses worn', 'L homonymous hemianopia', 'NAD', 'reduced acuity R eye']),
        pick(rng, ['NAD', 'hearing aids both ears']), rng.randint(16, 30), pick(rng, ['adequate', 'slow', 'good'])))
    if not c.child and chance(rng, 0.5):
        n.w('Holds a full car driving licence (no. {dl}); ', dl=c.dl())
        n.t(pick(rng, ['not driving since diagnosis.', 'licensing authority informed.' if c.cc != 'GB' else 'DVLA informed.', 'still drives adapted car.']) + '\n')
    n.t('\nDRIVING TASKS\n')
    n.t('%-42s %s\n' % ('Task', 'Result'))
    for task in rng.sample(PC.TRIAL_TASKS, rng.randint(6, 10)):
        n.t('%-42s %s\n' % (task, pick(rng, ['Independent', 'Independent', 'Verbal prompt x1',
                                              'Verbal prompts', 'Unable', 'Hand-over-hand', 'Not tested'])))
    n.t('\nOUTDOOR\n')
    n.t(pick(rng, ['Drove from the clinic to ', 'Route tested around ', 'Drove along the footpath to ']))
    the, lm = PP.landmark(rng)
    n.w('{the}{lm}', the=the, lm=P(lm, 'LOCATION_OTHER'))
    n.t(pick(rng, [' and back (~600 m). ', ', crossing two dropped kerbs. ', '; coped with camber and gradient. ']))
    n.t(pick(rng, ['Stopped appropriately at road crossing.', 'Clipped door frame twice.',
                   'Good awareness of pedestrians.', 'Distracted by traffic noise.']) + '\n')
    n.t('\nOUTCOME\n')
    out = rng.randrange(4)
    if out == 0:
        n.t('Safe for indoor and outdoor use. Class 2 chair recommended (max 6.4 km/h).\n')
    elif out == 1:
        n.t('Safe indoors only at present; outdoor use with supervision pending further training.\n')
    elif out == 2:
        n.t('Not safe to drive independently today; attendant-controlled power chair recommended.\n')
    else:
        n.t('Passed. Approved for %s with %s.\n' % (pick(rng, PC.POWER), pick(rng, PC.CONTROL)))
    n.w('Training given to {fn} on freewheel levers, charging and emergency stop. ', fn=c.fam.f())
    if chance(rng, 0.5):
        k = rng.randint(7, 35)
        n.w('Home trial of demo chair {a}-{b}; review {d}.\n', a=c.D(k),
            b=c.D(k + rng.randint(5, 14)), d=c.wd(k + 15))
    else:
        n.w('Follow-up trial {d}.\n', d=c.wd(rng.randint(7, 35)))
    n.t(hard_neg_line(rng, c) + '\n')
    signoff(n, c, rng, ot)
    if chance(rng, 0.3):
        cc_block(n, c, rng)


def mapping(n, c, rng):
    ot = c.staff[pick(rng, ['ot', 'engineer', 'nurse'])]
    letterhead(n, c, rng)
    n.w('{t}   Report no. {r}\n', t=pick(rng, ['PRESSURE MAPPING REPORT', 'Interface Pressure Mapping',
                                              'Seated Pressure Mapping - Clinical Report']), r=c.idnum('report'))
    banner(n, c, rng)
    sysname = pick(rng, PC.MAP_SYSTEM)
    n.w('Date: {d}   Time: {tm}   Location: {loc}\n', d=c.D(0), tm='%02d:%02d' % (rng.randint(9, 16), rng.randint(0, 59)),
        loc=pick(rng, [['Seating lab ', P(str(rng.randint(1, 4)), 'LOCATION_OTHER')], [c.svc], 'client home']))
    n.w('System: {s}, mat SN {sn}; {sensors} sensors; calibrated per manufacturer\n', s=sysname,
        sn=P('%s-%s' % (letters(rng, 3), digits(rng, 5)), 'DEVICE'), sensors=pick(rng, ['1,296', '1,024', '256']))
    lead = c.staff['consultant'] if ot is c.staff['ot'] else c.staff['ot']
    n.w('Operator: {o}. Clinical lead: {l}.\n', o=ot.fl(), l=lead.dr_() if lead is c.staff['consultant'] else lead.il())
    n.t('\nINDICATION\n')
    n.t(pick(rng, ['History of recurrent sacral pressure injury; sitting tolerance < 2 h.',
                   'New cushion selection; client at high risk (Waterlow %d, Braden %d).' % (rng.randint(15, 28), rng.randint(9, 15)),
                   'Post flap surgery (L ischial) - graduated sitting programme.',
                   'Reports numbness and discomfort after long periods in chair at work.']))
    n.t('\n')
    if chance(rng, 0.5):
        n.w('Skin check on the day by {w}: ', w=pick(rng, [c.staff['nurse'].fl(), [c.fam.rel, ' ', c.fam.f()]]))
        n.t(pick(rng, ['intact', 'non-blanching erythema 2 x 2 cm sacrum', 'healed scar L IT']) + '.\n')
    n.t('\nRESULTS (10 min settled, upright sitting, feet supported)\n')
    n.t('%-32s %7s %8s %9s %6s\n' % ('Condition', 'Peak', 'Average', 'Contact', 'DI'))
    n.t('%-32s %7s %8s %9s %6s\n' % ('', 'mmHg', 'mmHg', 'cm2', ''))
    for cond in [c.cushion + ' (current)', pick(rng, PC.CUSHION), pick(rng, PC.CUSHION),
                 'tilt 20 deg', 'tilt 35 deg', 'forward lean'][:rng.randint(3, 6)]:
        n.t('%-32s %7d %8d %9s %6.2f\n' % (cond[:32], rng.randint(60, 200), rng.randint(25, 70),
                                          '{:,}'.format(rng.randint(600, 1800)), rng.uniform(0.8, 2.4)))
    n.t('\nINTERPRETATION\n')
    n.t(pick(rng, ['Peak pressure localised under L ischial tuberosity on current cushion; markedly improved with air cell cushion. ',
                   'Good immersion and envelopment with contoured foam; coccyx off-loaded. ',
                   'Asymmetric loading consistent with pelvic obliquity (R low). ',
                   'Tilt of 30 deg or more reduces peak by ~40%. ']))
    n.t('Maps are a guide only and do not replace skin inspection.\n')
    n.t('\nRECOMMENDATIONS\n')
    n.t('1. Issue %s, inflation checked by hand check at each transfer.\n' % pick(rng, PC.CUSHION))
    n.t('2. Pressure relief: %s.\n' % pick(rng, ['tilt 30 deg for 2 min every 30 min', 'forward lean 2 min every hour',
                                               'side lean each side 1 min every 20 min']))
    n.w('3. {who} to check skin morning and evening; report concerns to {gpw} or district nursing on {t}.\n',
        who=[c.fam.rel.capitalize(), ' ', c.fam.f()] if chance(rng, 0.6) else 'Carers', gpw=T(c, 'gp'),
        t=c.phone(place=c.svc_pl))
    n.w('4. Repeat mapping {d}.\n', d=pick(rng, [c.my(rng.randint(60, 200)), c.D(rng.randint(40, 100))]))
    n.t(hard_neg_line(rng, c) + '\n')
    signoff(n, c, rng, ot)


EVENTS = [('E2E', 'Left motor open circuit'), ('E3A', 'Right motor stall'), ('B01', 'Battery low (21.9 V)'),
          ('B07', 'Charger connected - drive inhibit'), ('T11', 'Tilt > 30 deg for > 240 min'),
          ('S04', 'Seat elevate used while driving - speed limited'), ('J12', 'Joystick out of neutral at power-up'),
          ('C00', 'Controller reboot'), ('G05', 'Gateway offline > 24 h'), ('R01', 'Recline actuator current high'),
          ('L22', 'Lights fault (front left)'), ('P09', 'Brake (park) fault - freewheel lever?')]


def remote(n, c, rng):
    tech = c.staff['tech']
    n.t(pick(rng, ['REMOTE DIAGNOSTICS REPORT\n', 'Connected Chair - Remote Service Report\n',
                   'Telemetry / Remote Diagnostics Summary\n']))
    n.w('Ticket: {t}   Generated: {d} {tm} by {u}\n', t=c.idnum('case'), d=c.D(0),
        tm='%02d:%02d' % (rng.randint(7, 19), rng.randint(0, 59)), u=tech.user(rng))
    n.w('Service centre: {s}   Dealer: {sup}\n\n', s=c.svc, sup=c.supplier)
    n.t('CHAIR\n')
    n.w('Model: {m}\nFrame SN: {s}\nController: {ctl}, SN {cs}\n', m=pick(rng, PC.POWER), s=c.sn_chair,
        ctl=pick(rng, ['R-net PM120', 'LiNX DL80', 'VR2 PG90', 'Q-Logic 3']), cs=P(c.serial(), 'DEVICE'))
    n.w('Gateway module IMEI: {i}\n', i=P('%s-%s-%s-%s' % (digits(rng, 2), digits(rng, 6), digits(rng, 6), digits(rng, 1)), 'DEVICE'))
    if chance(rng, 0.5):
        n.w('Gateway MAC: {m}\n', m=P(':'.join('%02X' % rng.randint(0, 255) for _ in range(6)), 'DEVICE'))
    n.w('Last check-in: {d} {tm} from {ip}\n', d=c.D(-rng.randint(0, 3)), tm='%02d:%02d' % (rng.randint(0, 23), rng.randint(0, 59)),
        ip=c.ip())
    n.w('Asset: {a}\n', a=c.asset)
    n.t('\nUSER\n')
    n.w('Name: {pt}   {ml}: {m}\n', pt=pick(rng, [c.pt.full(), c.pt.up()]), ml=c.mrn_l, m=c.mrn)
    n.w('Contact: {t}   Alt: {fn} ({rel}) {ft}\n', t=pick(rng, [c.mob, c.tel]), fn=c.fam.fl(), rel=c.fam.rel, ft=c.fam.tel)
    if chance(rng, 0.6):
        n.w('Fingerprint immobiliser: enrolled, template ref {b}\n', b=c.bioid())
    if chance(rng, 0.4):
        n.w('Portal login: {u} (client)   portal {url}\n', u=c.pt.user(rng), url=c.svc_url)
    n.t('\nEVENT LOG (last 14 days)\n')
    n.t('%-18s %-6s %s\n' % ('Date/time', 'Code', 'Description'))
    evs = rng.sample(EVENTS, rng.randint(4, 8))
    offs = sorted(rng.randint(-14, 0) for _ in evs)
    for (code, desc), off in zip(evs, offs):
        d = c.D(off, style=pick(rng, ['iso', c.style]))
        tm = '%02d:%02d' % (rng.randint(0, 23), rng.randint(0, 59))
        n.e(d)
        n.t(' ' * max(1, 12 - len(d[0])) + tm + '  %-6s %s\n' % (code, desc))
    n.t('\nUSAGE\n')
    n.t('Distance 14 d: %.1f km   Drive time: %d h %d min   Tilt use: %d%% of seated time\n' % (
        rng.uniform(2, 60), rng.randint(1, 30), rng.randint(0, 59), rng.randint(0, 60)))
    n.t('Battery cycles: %d   Avg depth of discharge: %d%%   Firmware: %s\n' % (
        rng.randint(40, 900), rng.randint(20, 80), pick(rng, ['4.2.1', '5.0.3', '3.9.8'])))
    n.t('\nASSESSMENT\n')
    n.t(pick(rng, ['Repeated E2E events suggest loom damage at left motor connector. ',
                   'Battery capacity degraded (~60%) - replacement advised. ',
                   'Tilt use below prescribed pressure relief; flag to therapist. ',
                   'No faults found; events consistent with normal use. ']))
    n.w('Remote session opened by {u} from {ip}; ', u=tech.user(rng), ip=c.ip())
    n.t(pick(rng, ['parameters not changed.', 'speed profile 3 reduced at therapist request.',
                   'fault log cleared after export.']) + '\n')
    n.t('\nACTION\n')
    n.w('Field visit booked {d} ({j}); technician {t}. ', d=c.wd(rng.randint(1, 10)), j=c.idnum('job'), t=tech.fl())
    if chance(rng, 0.5):
        n.w('Therapist {o} notified by email ({e}).', o=c.staff['ot'].fl(), e=c.staff['ot'].email(rng))
    n.t('\n')
    if chance(rng, 0.5):
        n.w('Report also available at {u}\n', u=P(pick(rng, ['https://example.net/telemetry/report/',
                                                            'www.example.com/chairlink/tickets/']) + digits(rng, 6), 'URL'))
    n.t(pick(rng, ['Data processed per service privacy notice.', 'Automatically generated - verify before acting.',
                   'ISO 7176-14 controller compliance not assessed remotely.']) + '\n')
