"""Genres: homecare nurse visit record, homecare delivery and cold-chain record."""
import clin
import ids
from blocks import lic_label
from case import D, addr_items, country_item, make_person
from ids import add_days
from note import P


def homecare_visit(rng, c, n):
    pt, hcn = c.pt, c.staff['hcn']
    day = c.base
    n.w(P('ORGANIZATION', c.homecare), rng.choice((' - Nursing Visit Record', ' | HOME PN NURSING VISIT', ' - Clinical Visit Note')), '\n')
    t_in = rng.randrange(16 * 60, 21 * 60)
    t_out = t_in + rng.randrange(30, 95)
    n.w('Visit ID: ', P('ACCOUNT', ids.account(rng, c.cc)), '   Date: ', D(c, day, rng.choice((c.dstyle, 'wklong'))),
        '   Time in %02d:%02d  out %02d:%02d\n' % (t_in // 60, t_in % 60, t_out // 60, t_out % 60))
    n.w('Nurse: ', hcn.n('full'), ', RN   ', lic_label(c, 'nurse'), ' ', P('LICENSE', hcn.lic), '   Mobile ', P('PHONE', hcn.tel), '\n')
    n.w('Patient: ', pt.n(rng.choice(('full', 'LF'))), '   DOB ', D(c, c.dob), '   ')
    if c.nat:
        n.w(c.nat[0], ' ', P(c.nat[2], c.nat[1]))
    else:
        n.w('Ref ', P('MRN', c.mrn))
    n.w('\nAddress: ', addr_items(c.cc, c.addr), '\n')
    if rng.random() < 0.4:
        n.w('Access notes: park on drive; side door. ', rng.choice(('Dog in garden.', 'Ring twice.', 'Lift to 3rd floor often out of order.')), '\n')
    n.w('Referring centre: ', P('HOSPITAL', c.hosp), ' (', c.staff['cns'].n('full'), ', ', c.staff['cns'].role, ')\n\n')
    kind = rng.choice(('connect', 'connect', 'dressing', 'disconnect', 'review'))
    n.w('Visit type: ', {'connect': 'PN connection', 'dressing': 'weekly dressing + needle-free connector change',
                          'disconnect': 'disconnection and lock', 'review': 'competency review / supported connection'}[kind], '\n')
    if rng.random() < 0.6:
        f = c.kin
        n.w('Present: patient and ', pt.his(), ' ', f.rel, ' ', f.n(rng.choice(('first', 'full'))), '\n')
    n.w('\nOBSERVATIONS\n')
    n.w('T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%%  Wt %.1f kg\n' % (rng.uniform(36.0, 37.9), rng.randrange(58, 112), rng.randrange(95, 150),
                                                                  rng.randrange(55, 92), rng.randrange(12, 22), rng.randrange(93, 100), c.wt))
    n.w('Stoma output last 24 h: ~%d mL   Urine: %s\n' % (rng.randrange(700, 3800, 100), rng.choice(('good', 'dark, reduced', 'normal'))))
    n.w('\nLINE\n')
    n.w(c.line[0].upper() + c.line[1:], '. Exit site: ', rng.choice(('clean, dry, intact', 'slight redness 0.5 cm, no exudate - photo taken',
                                                          'crusting at suture, swab taken', 'healthy; cuff not visible')), '. ')
    n.w('VIP score %d. ' % rng.choice((0, 0, 0, 1, 2)), 'External length %d cm (unchanged). ' % rng.randrange(8, 22))
    if kind in ('dressing', 'review') or rng.random() < 0.4:
        n.w('Dressing changed: 2% chlorhexidine/70% alcohol, air-dried 30 s, ', rng.choice(('Tegaderm CHG', 'IV3000', 'Biopatch + film')), '. ')
        n.w('Needle-free connector changed (', rng.choice(('MicroClave', 'Bionector', 'Q-Syte')), '). ')
    n.w('\n\nPN CHECK\n')
    n.w('Bag batch ', P('IDNUM', ids.idnum(rng, 'B')), ' exp ', D(c, add_days(day, rng.randrange(3, 20))),
        ' checked against prescription version %d: ' % rng.randrange(2, 12), rng.choice(('correct', 'correct', 'correct; additions added by patient')), '.\n')
    n.w('Pump: ', c.pump, ' SN ', P('DEVICE', ids.serial(rng)), ', rate %d mL/h, %d h, ramp up/down programmed.\n' % (c.reg['rate'], c.reg['hours']))
    n.w(rng.choice(('Fridge temp', 'Reading on fridge thermometer', 'Fridge')) + ' %.1f C (range 2-8), min/max log reviewed. Stock: %d PN bags, %d lock syringes.\n'
        % (rng.uniform(2.4, 7.6), rng.randrange(1, 9), rng.randrange(2, 20)))
    n.w('\nCOMMENTS\n')
    com = rng.choice(('c', 'w', 'h', 't', 'k'))
    if com == 'c':
        n.w(pt.n('first'), ' connected independently under observation; ANTT maintained throughout. ')
    elif com == 'w':
        n.w('Reports returning to work as a ', P('PROFESSION', c.prof), ' next month; wants to discuss daytime disconnect. ')
    elif com == 'h':
        n.w('Going on holiday to ', country_item(c.abroad), ' from ', D(c, add_days(day, rng.randrange(20, 90))),
            ' - travel supplies to be arranged via customer services. ')
    elif com == 't':
        n.w('Thirsty, drinking >2 L water. Advised to limit hypotonic fluids and use ', "St Mark's solution", '. ')
    else:
        n.w('Carer ', c.family[1].n('full'), ' (', c.family[1].rel, ') observed; confident with pump alarms. ')
    if rng.random() < 0.4:
        n.w('Low mood noted - ', c.staff['cns'].n('first'), ' at IF unit informed by phone ', P('PHONE', c.dept_tel), '. ')
    n.w('\nNext visit: ', D(c, add_days(day, rng.choice((1, 2, 7, 14)))), '\n\n')
    n.w('Signed: ', hcn.n(rng.choice(('full', 'flast'))), ' RN\n')
    if rng.random() < 0.6:
        n.w('Record synced from tablet ', P('IPADDR', ids.ipaddr(rng)), ' at ', '%02d:%02d' % (rng.randrange(19, 24), rng.randrange(60)), '\n')
    if rng.random() < 0.3:
        n.w('Patient portal for deliveries: ', P('URL', ids.url(rng)), '\n')


def delivery_record(rng, c, n):
    pt = c.pt
    drv = c.staff['driver']
    day = c.base
    n.w(P('ORGANIZATION', c.homecare), rng.choice((' - DELIVERY & COLD-CHAIN RECORD', ' Proof of Delivery', ' - Home Delivery Note')), '\n')
    n.w('Dispatched from: ', P('HOSPITAL', c.aseptic), ', ', addr_items(c.cc, c.haddr, ', ', region=False), '\n')
    n.w('Customer services: ', P('PHONE', c.hc_tel), '   Fax orders: ', P('FAX', ids.phone(rng, c.cc, c.htown[3])), '\n\n')
    n.w('Order no: ', P('IDNUM', ids.idnum(rng, 'ORD')), '   Customer account: ', P('ACCOUNT', ids.account(rng, c.cc)), '\n')
    n.w('Delivery date: ', D(c, day, rng.choice((c.dstyle, 'wklong'))), '   Slot: ', rng.choice(('07:00-11:00', '12:00-16:00', '16:00-20:00')), '\n')
    n.w('Route %s%d   Driver: ' % (rng.choice('ABCDEFG'), rng.randrange(1, 40)), drv.n(rng.choice(('full', 'flast', 'first'))))
    n.w('   Vehicle reg: ', P('VEHICLE', ids.plate(rng, c.cc)), '\n\n')
    n.w('Deliver to: ', pt.n(rng.choice(('tfull', 'full', 'LF'))), '\n', addr_items(c.cc, c.addr, '\n'), '\n')
    n.w('Contact: ', P('PHONE', c.mob if rng.random() < 0.7 else c.tel))
    if rng.random() < 0.5:
        alt = c.family[rng.randrange(3)]
        n.w('  Alternative: ', alt.n('full'), ' (', alt.rel, ') ', P('PHONE', alt.tel))
    n.w('\nPrescribing hospital: ', P('HOSPITAL', c.hosp), '   Patient ref: ', P('MRN', c.mrn), '\n\n')
    n.w('ITEMS\n')
    items = [('PN bag %d mL (compounded) batch ' % c.reg['vol'], 'B'),
             ('Lipid ' + c.reg['lipid'] + ' %d mL' % c.reg['lipid_ml'], None),
             ('0.9% sodium chloride 1000 mL', None), ('TauroLock 5 mL syringes', None), ('Sterile dressing packs', None),
             ('Needle-free connectors', None), ('Chlorhexidine 2% applicators', None), ('Sharps bin 5 L', None),
             ('Pump giving sets (' + c.pump + ')', None), ('Gloves, nitrile (M)', None), ('Vitamin additive ' + c.reg['vit'], None)]
    for name, b in rng.sample(items[:1], 1) + rng.sample(items[1:], rng.randrange(4, 8)):
        q = rng.randrange(1, 15)
        if b:
            n.w(' x%-3d ' % q, name, P('IDNUM', ids.idnum(rng, b)), '\n')
        else:
            n.w(' x%-3d %s\n' % (q, name))
    n.w('\nCOLD CHAIN\n')
    n.w('Data logger ', P('DEVICE', ids.serial(rng)), ': min %.1f C, max %.1f C, excursion: %s\n' % (
        rng.uniform(2.1, 4.0), rng.uniform(4.5, 8.9), rng.choice(('none', 'none', '>8 C for 14 min - pharmacist notified'))))
    n.w('Patient fridge %.1f C on arrival. Stock rotated (FEFO). Expired items removed: %d.\n' % (rng.uniform(2.5, 7.8), rng.randrange(0, 3)))
    n.w('\nRECEIPT\n')
    r = rng.random()
    if r < 0.5:
        n.w('Received by: patient (', pt.n('init'), ')')
    else:
        f = c.family[rng.randrange(2)]
        n.w('Received by: ', f.n('full'), ' (', f.rel, ')')
    n.w('  ', D(c, day), ' ', '%02d:%02d' % (rng.randrange(7, 20), rng.randrange(60)), '\n')
    n.w('Driver confirmation: fingerprint ', P('BIOID', ids.bioid(rng, 'fp')), ' on handset ', P('DEVICE', ids.serial(rng)), '\n')
    if rng.random() < 0.5:
        n.w('GPS/app sync ', P('IPADDR', ids.ipaddr(rng)), '\n')
    if rng.random() < 0.35:
        n.w('ID seen: driving licence ', P('LICENSE', ids.lt(rng, 5) + ids.dg(rng, 6) + ids.lt(rng, 2)), ' (first delivery to new address)\n')
    n.w('\nISSUES\n')
    iss = rng.choice(('none', 'late', 'abroad', 'short', 'damaged', 'holiday'))
    if iss == 'none':
        n.w('None.\n')
    elif iss == 'late':
        n.w('Delivered %d min outside slot due to road closure on ' % rng.randrange(20, 90), P('STREET', c.addr['sname']),
            '; patient informed by phone.\n')
    elif iss == 'abroad':
        d2 = add_days(day, rng.randrange(10, 60))
        n.w('Next delivery to holiday address in ', country_item(c.abroad), ' on ', D(c, d2),
            ' - courier booked, travel letter from ', c.staff['cons'].n('dr'), ' enclosed.\n')
    elif iss == 'holiday':
        hol = rng.choice(('Christmas', 'Easter', 'Boxing Day', "New Year's Day", 'Good Friday'))
        n.w('Bank holiday schedule: no deliveries on ', P('DATE', hol), ' - double delivery today, next on ',
            D(c, add_days(day, rng.randrange(8, 12))), '.\n')
    elif iss == 'short':
        n.w('Short-dated by 1 bag (batch pending release) - top-up delivery ', D(c, add_days(day, 1)), '.\n')
    else:
        n.w('1 lipid bag outer wrap damaged - returned, replacement ', D(c, add_days(day, 2)), '. Datix ', P('IDNUM', ids.idnum(rng, 'DX')), '.\n')
    n.w('\nTrack deliveries: ', P('URL', ids.url(rng)) if rng.random() < 0.5 else 'customer app', '\n')
