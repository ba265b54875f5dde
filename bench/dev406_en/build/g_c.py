"""Genres: equipment prescription, repair job sheet, equipment handover agreement (dev406_en)."""
from core import P, pick, chance, digits, letters
import pools_clin as PC
import pools_places as PP
from blocks import T, letterhead, banner, gp_line, signoff, cc_block, hard_neg_line, measures

CODES = {
    'US': [('K0861', 'Group 3 power wheelchair, single power option'), ('K0005', 'Ultralightweight manual wheelchair'),
           ('E1161', 'Manual adult size wheelchair, tilt in space'), ('E2603', 'Skin protection seat cushion, width < 22 in'),
           ('E2611', 'General use wheelchair back cushion'), ('E1002', 'Power seating system, tilt only'),
           ('E2310', 'Power wheelchair accessory, electronic connection'), ('E0955', 'Headrest, cushioned'),
           ('E0978', 'Positioning belt/safety belt/pelvic strap'), ('K0108', 'Wheelchair component, not otherwise classified')],
    'AU': [('05_122203111_0105_1_2', 'Manual wheelchair - rigid'), ('05_122303115_0105_1_2', 'Power wheelchair'),
           ('05_123603111_0105_1_2', 'Pressure care cushion'), ('05_122221111_0105_1_2', 'Wheelchair accessory')],
}


def _items(rng, c):
    rows = [(c.chair_new, '1', pick(rng, ['frame ' + T(c, 'colour') + ': black', T(c, 'colour') + ' racing red',
                                          'anthracite', 'matt blue']))]
    rows.append((pick(rng, PC.CUSHION), '1', 'size %d x %d' % (rng.choice([16, 17, 18, 19, 20]), rng.choice([16, 17, 18]))))
    rows.append((pick(rng, PC.BACK), '1', 'height %d in' % rng.choice([14, 16, 18, 21])))
    for a in rng.sample(PC.ACCESS, rng.randint(2, 5)):
        rows.append((a, pick(rng, ['1', '2', '1 pr']), pick(rng, ['', 'swing-away', 'quick release', 'L side only'])))
    if c.kind == 'power':
        rows.append((pick(rng, PC.CONTROL), '1', 'mount R'))
    elif chance(rng, 0.3):
        rows.append((pick(rng, PC.POWER_ASSIST), '1', 'trial first'))
    return rows


def prescription(n, c, rng):
    ot = c.staff['ot']
    letterhead(n, c, rng)
    if c.cc == 'US':
        n.t(pick(rng, ['STANDARD WRITTEN ORDER / SEATING PRESCRIPTION\n', 'Letter of Medical Necessity & Equipment Order\n']))
    else:
        n.t(pick(rng, ['EQUIPMENT PRESCRIPTION\n', 'Wheelchair Prescription and Order Form\n',
                       'Prescription - Posture & Mobility Equipment\n', 'AT Prescription (Complex)\n']))
    n.w('Prescription no: {o}   Quote: {q}\n', o=c.idnum('order'), q=c.idnum('quote'))
    n.w('Date: {d}\n', d=c.D(0))
    banner(n, c, rng)
    n.t('Diagnosis: %s\n' % c.dx)
    n.t('Weight: %d kg. ' % rng.randint(30, 150))
    n.t(pick(rng, ['Full-time user.', 'Part-time user (outdoors only).', 'Dependent for propulsion.']) + '\n')
    n.w('Deliver to: {a}', a=pick(rng, [c.addr_inline(), [c.school] if c.child else [c.employer], [c.ward, ', ', c.hosp]]))
    n.t('\n')
    n.w('Contact for delivery: {fn} ({rel}) {t}\n\n', fn=c.fam.fl(), rel=c.fam.rel, t=c.fam.tel)
    n.w('Supplier: {s}   Attn: {r}\n', s=c.supplier, r=c.staff['engineer'].fl())
    if chance(rng, 0.5):
        n.w('Supplier email: {e}\n', e=P('orders@' + pick(rng, ['example.com', 'example.net']), 'EMAIL'))
    n.t('\n%-4s %-40s %-4s %s\n' % ('#', 'Item', 'Qty', 'Notes'))
    codes = CODES.get(c.cc)
    for i, (item, q, note) in enumerate(_items(rng, c), 1):
        if codes and chance(rng, 0.7):
            code, desc = pick(rng, codes)
            note = (note + ' ' if note else '') + '[' + code + ']'
        n.t('%-4d %-40s %-4s %s\n' % (i, item[:40], q, note))
    n.t('\n')
    measures(n, rng, c.kind)
    n.t('\nCLINICAL JUSTIFICATION\n')
    n.t(pick(rng, ['Tilt-in-space required for pressure redistribution and management of fatigue; client unable to weight shift independently. ',
                   'Lightweight rigid frame required to preserve shoulder function (long-term SCI). ',
                   'Contoured back needed to accommodate fixed kyphosis and maintain midline. ',
                   'Power mobility is the only means of independent mobility within the home. ']))
    n.t(pick(rng, ['Meets criteria under ', 'Consistent with ']) + pick(rng, PC.STANDARDS_CC[c.cc] + PC.GENERIC_STD) + '.\n')
    if c.cc == 'US':
        n.w('Face-to-face examination completed {d} by {dr} (NPI {npi}). ', d=c.D(-rng.randint(5, 40)),
            dr=c.staff['consultant'].drf(), npi=P(pick(rng, '12') + digits(rng, 9), 'LICENSE'))
        n.t('Length of need: 99 months (lifetime).\n')
    n.t('\nFUNDING\n')
    if c.plan:
        n.w('{l}: {v}\n', l=c.plan_l, v=c.plan)
    if c.cc == 'US' and chance(rng, 0.6):
        g = c.C.group(rng)
        n.w('{l}: {v}\n', l=g[0], v=P(g[1], 'HEALTHPLAN'))
    n.w('Funding ref / voucher: {v}   Purchase order: {po}\n', v=c.idnum('voucher'), po=c.idnum('po'))
    n.t('Estimated cost: %s%s\n' % (T(c, 'cur'), '{:,}'.format(rng.randint(900, 38000))))
    n.w('Billing account: {a}\n', a=c.account())
    n.t('\nPRESCRIBER\n')
    n.w('{nm}, {r}\n', nm=ot.full(), r=ot.role)
    if ot.lic:
        n.w('{l}: {v}\n', l=ot.lic[0], v=ot.lic[1])
    n.w('Signature: ______________   Date: {d}\n', d=c.D(0))
    if c.cc == 'US' or chance(rng, 0.3):
        dr = c.staff['consultant']
        n.w('Physician: {d}', d=dr.drf())
        if dr.lic:
            n.w('  {l} {v}', l=dr.lic[0], v=dr.lic[1])
        n.t('\n')
    n.t(hard_neg_line(rng, c) + '\n')


def jobsheet(n, c, rng):
    tech = c.staff['tech']
    n.w('{s}\n', s=c.supplier if chance(rng, 0.6) else c.svc)
    n.t(pick(rng, ['REPAIR JOB SHEET', 'Repair & Maintenance Job Card', 'SERVICE / REPAIR WORKSHEET',
                   'Field Service Report']) + '\n')
    n.w('Job no: {j}   Logged: {d} {tm}   Priority: {p}\n', j=c.idnum('job'), d=c.D(-rng.randint(1, 10)),
        tm='%02d:%02d' % (rng.randint(8, 17), rng.randint(0, 59)),
        p=pick(rng, ['P1 (chair unusable)', 'P2 (within 3 working days)', 'P3 routine', 'PPM']))
    n.w('Visit date: {d}   Arrived {a}  Left {b}\n', d=pick(rng, [c.D(0), c.wd(0)]),
        a='%02d:%02d' % (rng.randint(8, 12), rng.randint(0, 59)), b='%02d:%02d' % (rng.randint(12, 17), rng.randint(0, 59)))
    n.t('\nCUSTOMER\n')
    n.w('Name: {pt}\n', pt=pick(rng, [c.pt.full(), c.pt.up(), c.pt.t()]))
    n.t('Address: ')
    n.e(c.addr_inline())
    n.t('\n')
    n.w('Tel: {t}   Alt contact: {fn} ({rel}) {ft}\n', t=pick(rng, [c.tel, c.mob]), fn=c.fam.f(), rel=c.fam.rel,
        ft=c.fam.tel)
    if chance(rng, 0.4):
        n.t('Access notes: ' + pick(rng, ['ring bell twice, client slow to answer', 'dog on premises',
                                          'park on street, no drive access', 'side gate, key safe (ask office)']) + '\n')
    n.w('Referring service: {s}   Therapist: {o}\n', s=c.svc, o=c.staff['ot'].fl())
    n.t('\nEQUIPMENT\n')
    n.w('Model: {m}\nSerial: {s}   Asset: {a}\n', m=c.chair_old, s=c.sn_chair, a=c.asset)
    if chance(rng, 0.5):
        n.w('Cushion: {m} SN {s}\n', m=c.cushion, s=c.sn_cush)
    n.t('\nFAULT REPORTED\n')
    faults = rng.sample(PC.REPAIR_FAULTS, rng.randint(1, 3))
    n.w('Reported by {who} by phone: ', who=pick(rng, [[c.fam.rel, ' ', c.fam.f()], c.pt.t(), 'carer']))
    n.t('; '.join(f[0] for f in faults) + '.\n')
    n.t('\nWORK CARRIED OUT\n')
    for f in faults:
        n.t('- ' + f[1] + '\n')
    n.t('\nPARTS USED\n')
    n.t('%-14s %-34s %s\n' % ('Part no.', 'Description', 'Qty'))
    for _ in range(rng.randint(1, 4)):
        n.t('%-14s %-34s %d\n' % ('%s%s' % (pick(rng, ['1604', 'P/N 22', 'SP-', '1530']), digits(rng, 4)),
                                  pick(rng, ['Castor 8in solid', 'Motor brush kit', 'Battery 12V 73Ah', 'Joystick gaiter',
                                             'Armrest pad', 'Pelvic belt 2pt', 'Actuator 24V', 'Inner tube 24x1 3/8',
                                             'Footplate hanger L', 'Charger 8A']), rng.randint(1, 2)))
    n.t('\nSAFETY CHECK\n')
    n.t('Brakes: %s  Tyres: %s  Electrics: %s  Anti-tips: %s\n' % (
        pick(rng, ['OK', 'adjusted']), pick(rng, ['OK', 'replaced', 'pressure set']),
        pick(rng, ['OK', 'n/a', 'PAT tested']), pick(rng, ['fitted', 'n/a', 'OK'])))
    n.t('Outcome: ' + pick(rng, ['Completed, chair returned to service.', 'Part completed - parts on order.',
                                 'Not repairable on site; chair taken to workshop, loan chair issued.',
                                 'Refer to therapist - chair no longer fits client.']) + '\n')
    if chance(rng, 0.4):
        n.w('Loan chair issued: {m} SN {s}\n', m=pick(rng, PC.MANUAL), s=P(c.serial(), 'DEVICE'))
    n.w('\nTechnician: {t}   Van reg: {v}\n', t=tech.fl(), v=c.plate())
    n.t('Mileage: %d %s   Labour: %.1f h\n' % (rng.randint(3, 90), 'km' if c.cc != 'US' and c.cc != 'GB' else 'mi',
                                                rng.choice([0.5, 1.0, 1.5, 2.0, 2.5])))
    n.w('Customer signature: {s}   Date: {d}\n', s=pick(rng, [c.pt.fl(), c.fam.fl(), [c.pt.ini()]]), d=c.D(0))
    n.w('Next PPM due: {m}\n', m=c.my(rng.randint(150, 365)))
    if chance(rng, 0.4):
        n.w('Invoice: {a}\n', a=c.account())


def handover(n, c, rng):
    ot = c.staff['ot']
    letterhead(n, c, rng)
    n.t(pick(rng, ['EQUIPMENT HANDOVER AND LOAN AGREEMENT\n', 'Wheelchair Handover Record & Conditions of Loan\n',
                   'Equipment Issue Form\n', 'HANDOVER CHECKLIST - WHEELCHAIR AND SEATING\n']))
    banner(n, c, rng)
    n.w('Handover date: {d}   Location: {l}\n', d=c.wd(0), l=pick(rng, ['client home', [c.svc], [c.ward, ', ', c.hosp],
                                                                     [c.school] if c.child else 'day centre']))
    n.w('Issued by: {o} ({r}) and {t} ({tr})\n', o=ot.fl(), r=T(c, 'ot'), t=c.staff['tech'].fl(), tr='technician')
    n.t('\nITEMS ISSUED\n')
    n.t('%-30s %-18s %s\n' % ('Item', 'Serial no.', 'Asset no.'))
    n.t('%-30s ' % c.chair_new[:30])
    n.e(c.sn_new)
    n.t(' ' * max(1, 19 - len(c.sn_new[0])))
    n.e(c.asset)
    n.t('\n%-30s ' % c.cushion[:30])
    n.e(c.sn_cush)
    n.t(' ' * max(1, 19 - len(c.sn_cush[0])))
    n.e(P(c.asset_no(), 'DEVICE'))
    n.t('\n')
    if c.kind == 'power':
        n.t('%-30s ' % 'Battery charger 8A')
        n.e(P(c.serial(short=True), 'DEVICE'))
        n.t('\n')
    for a in rng.sample(PC.ACCESS, rng.randint(1, 3)):
        n.t('%-30s %-18s %s\n' % (a[:30], '-', '-'))
    n.t('\nTRAINING COMPLETED\n')
    for item in rng.sample(['Brakes / wheel locks', 'Folding and transport', 'Cushion orientation and hand check',
                            'Tilt and recline', 'Charging routine', 'Freewheel levers', 'Tyre pressures',
                            'Lap belt fit', 'Anti-tippers', 'Safe kerb technique', 'Emergency stop'], rng.randint(4, 7)):
        n.t('[x] %s\n' % item)
    n.t('\nCONDITIONS OF LOAN\n')
    n.t('The equipment remains the property of the service. Do not alter, sell or lend the equipment. '
        'Report faults promptly. Return the equipment when no longer required.\n')
    n.w('Repairs (24 h): {t}   Email: {e}\n', t=c.phone(place=c.svc_pl), e=c.svc_email)
    if chance(rng, 0.4):
        n.w('Approved repairer: {s}\n', s=c.supplier)
    if chance(rng, 0.5):
        n.w('Power chair fingerprint key enrolled for {who} (template {b}).\n', who=pick(rng, [c.pt.f(), c.fam.f()]), b=c.bioid())
    if chance(rng, 0.3):
        n.t('Advised to add to home contents insurance.\n')
    n.t('\nSIGNATURES\n')
    n.w('Client: {p}   Date: {d}\n', p=pick(rng, [c.pt.fl(), c.pt.up()]), d=c.D(0))
    if chance(rng, 0.7):
        n.w('Carer/representative: {f} ({rel})   Date: {d}\n', f=c.fam.fl(), rel=c.fam.rel, d=c.D(0))
    n.w('Clinician: {o}', o=ot.fl())
    if ot.lic:
        n.w('  {l} {v}', l=ot.lic[0], v=ot.lic[1])
    n.t('\n')
    if chance(rng, 0.6):
        n.w('E-signature captured on tablet by user {u} ({ip}) {d} {tm}\n', u=ot.user(rng), ip=c.ip(), d=c.D(0),
            tm='%02d:%02d' % (rng.randint(8, 18), rng.randint(0, 59)))
    if chance(rng, 0.4):
        n.w('Short-term loan period: {a} to {b}\n', a=c.D(0), b=c.D(rng.randint(28, 120)))
    n.w('Review due: {m}\n', m=c.my(rng.randint(90, 400)))
    n.t(hard_neg_line(rng, c) + '\n')
