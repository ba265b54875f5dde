"""Ward genres: post-op ward round note, discharge summary."""
import datetime as dt

import pools as P
import blocks as B

DAY = dt.timedelta(days=1)


def _ref(c):
    return c.workday(c.date_between(dt.date(2019, 1, 7), dt.date(2025, 6, 27)))


def _bloods(c, pod):
    r = c.r
    hb = r.randrange(86, 132)
    return ('Hb %d (%d), WCC %.1f, Plt %d, CRP %d, Na %d, K %.1f, Ur %.1f, Cr %d (eGFR %d), lactate %.1f' % (
        hb, hb + r.randrange(2, 20), 6 + r.random() * 9, r.randrange(120, 330), r.randrange(20, 260),
        r.randrange(131, 145), 3.4 + r.random() * 1.6, 4 + r.random() * 8, r.randrange(68, 190), r.randrange(30, 90),
        0.7 + r.random() * 1.8))


def ward_round(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 60, 88)
    proc = c.pick(['EVAR', 'EVAR', 'open AAA repair', 'open AAA repair (tube graft)', 'EVAR for rAAA', 'FEVAR'])
    open_ = 'open' in proc
    cons = c.clin(surgeon=True)
    ward = c.ward()[0]
    opd = d0 - DAY * r.randrange(1, 5)
    days = r.randrange(1, 4)
    n.add(c.pick(['VASCULAR WARD ROUND', 'Ward round - Vascular', 'WR', 'Post-op review']), '\n')
    n.add((ward, 'HOSPITAL'))
    if c.chance(0.3):
        n.add(c.pick([', bay ', ' Bay ']), (str(r.randrange(1, 7)), 'LOCATION_OTHER'), ' bed ')
    else:
        n.add(c.pick([' bed ', ' - Bed ', ' B', ' rm ']))
    n.add((str(r.randrange(1, 28)) + c.pick(['', '', '', 'A', 'B']), 'LOCATION_OTHER'))
    if c.chance(0.3):
        n.add(' (side room ', (str(r.randrange(1, 9)), 'LOCATION_OTHER'), ')')
    n.add('\n')
    st = r.randrange(3)
    if st == 0:
        n.add((p.LF(), 'PATIENT'), '  ', c.age(p.age), p.sex, '  ', c.mrn(), '\n')
    elif st == 1:
        n.add((p.full(), 'PATIENT'), ', ', c.age(p.age), c.pick([' yo M', 'M', ' y/o male']), ', DOB ', c.D(p.dob), '\n')
    else:
        n.add('Pt: ', (p.il2(), 'PATIENT'), ' (', (p.inits(), 'PATIENT'), ') ', c.age(p.age), 'M  ', c.natid_label(p), ' ',
              c.natid(p), '\n')
    n.add('Cons: ', c.TN(cons), '   Op: ', proc, ' ', c.D(opd), '\n')
    for k in range(days):
        d = opd + DAY * (k + r.randrange(1, 2)) if k == 0 else d + DAY
        pod = (d - opd).days
        lead = c.clin()
        n.add('\n', c.D(d), ' ', c.time(), ' - WR led by ', c.TN(lead, style='last'), ' - POD ', str(pod), '\n')
        n.add('S: ', c.pick(['comfortable, pain controlled', 'sore wound, PCA ++', 'feels well, keen to go home',
                             'nauseated o/n, vomited x1', 'bit confused o/n per nursing staff']), '; ',
              c.pick(['tolerating diet', 'sips only', 'eating and drinking', 'NBM']), '; ',
              c.pick(['flatus +, BO -', 'BO today', 'no flatus', 'passing flatus']), '\n')
        n.add('O: T %.1f, HR %d %s, BP %d/%d, RR %d, SpO2 %d%% %s. NEWS2 %d\n' % (
            36.4 + r.random() * 1.8, r.randrange(62, 118), c.pick(['SR', 'SR', 'AF']), r.randrange(96, 168),
            r.randrange(52, 92), r.randrange(12, 24), r.randrange(91, 99), c.pick(['RA', '2L NC', 'RA']), r.randrange(0, 6)))
        if open_:
            n.add('   Abdo ', c.pick(['soft, appropriately tender', 'distended, tympanic', 'soft, wound clean and dry']),
                  '. Epidural ', c.pick(['in situ, block T6-T11', 'removed', 'sited, inadequate L side']), '. NG ',
                  str(r.randrange(0, 900)), ' mL/24h.\n')
        else:
            n.add('   Groins: ', c.pick(['no haematoma, soft', 'small R groin bruise, no pseudoaneurysm', 'clean']),
                  '. Feet warm, ', c.pick(['DP/PT palpable bilat', 'PT dopplerable bilat', 'cap refill <2s']), '.\n')
        n.add('   UO ', str(r.randrange(20, 110)), ' mL/hr via Foley; fluid bal +', str(r.randrange(100, 2500)), ' mL')
        n.add(c.pick(['. GCS 15', '. Glasgow Coma Scale 14 (E4 V4 M6)', '. Bristol stool type 6 x2', '. Waterlow 14',
                      '', '']), '\n')
        n.add('   Bloods: ', _bloods(c, pod), '\n')
        n.add('Imp: POD', str(pod), ' ', proc, ', ', c.pick(['progressing well', 'ileus', 'AKI stage 1',
                                                           'post-implant syndrome (pyrexia, CRP rise)',
                                                           'hospital-acquired pneumonia ?', 'delirium - 4AT 5']), '\n')
        n.add('Plan:\n')
        plans = ['- mobilise with physio', '- stop IV fluids, encourage oral', '- continue NG on free drainage',
                 '- VTE: enoxaparin 40 mg SC OD', '- CXR, sputum culture', '- repeat U&E in AM',
                 '- remove urinary catheter', '- step down to ward',
                 '- oral analgesia, wean PCA', '- restart apixaban day 3 if Hb stable',
                 '- TTO and discharge letter if well', "- IV Hartmann's 1 L over 8 h", '- Barthel on discharge',
                 '- Doppler feet if pulses lost']
        for pl in r.sample(plans, r.randrange(3, 6)):
            n.add(pl, '\n')
        if c.chance(0.35):
            k, fam = B.relative(c, p)
            n.add('- d/w ', k, ' ', (fam.first, 'FAMILY'), ' (',
                  c.phone('mobile'), ') re: plan\n')
        if c.chance(0.25):
            n.add('- OT: lives at ', (p.addr['street'], 'STREET'), ', ', c.pick(['bungalow', '2-storey house, stairlift',
                                                                              'flat, 3rd floor, lift']), '\n')
        w = c.clin()
        ro = B.role(c, 'trainee')
        n.add(c.pick(['Signed ', 'Entered by ', '']), (c.pick([w.full(), w.il2()]), 'DOCTOR') if ro in ('NP', 'PA-C')
              else c.TN(w, style=c.pick(['full', 'il2'])), ' ', ro, c.bleep_label(), c.bleep(), '\n')


def discharge(c):
    n, r = c.n, c.r
    adm = _ref(c)
    p = c.patient(adm, 60, 88)
    proc = c.pick(['Elective EVAR', 'Elective open AAA repair', 'Emergency EVAR (ruptured AAA)', 'Fenestrated EVAR',
                   'Elective EVAR', 'Open repair (aorto-bi-iliac graft)'])
    open_ = 'pen' in proc
    los = r.randrange(7, 16) if open_ else r.randrange(1, 6)
    dis = adm + DAY * los
    opd = adm + DAY * r.randrange(0, 2)
    cons = c.clin(surgeon=True)
    g = B.gp(c)
    ward = c.ward()[0]
    n.add(c.pick(['DISCHARGE SUMMARY', 'Discharge Summary - Vascular Surgery', 'INPATIENT DISCHARGE LETTER',
                  'Electronic Discharge Summary']), '\n')
    n.add(c.H(), '\n\n')
    n.add(B.demog(c, p, fields=('name', 'dob', 'mrn', 'nat', 'addr', 'phone') if c.cc in ('UK', 'NZ')
                  else ('name', 'dob', 'mrn', 'addr', 'phone')))
    if c.chance(0.8 if c.cc in ('US', 'CA') else 0.3):
        n.add(c.ssn_label(), ': ', c.ssn(), '\n')
    if c.cc == 'US':
        ins = c.pick(P.INSURERS['US'])
        n.add('Insurance: ', (ins, 'ORGANIZATION'), '  Member ID ', c.healthplan())
        if c.chance(0.5):
            n.add('  Group ', ('GRP' + c.digits(5), 'HEALTHPLAN'))
        n.add('\nAccount #: ', c.account(), '\n')
    elif c.cc in ('CA', 'AU') or c.chance(0.2):
        n.add({'CA': 'Health card: ', 'AU': 'Medicare: '}.get(c.cc, 'Private insurer policy: '), c.healthplan(), '\n')
    if c.chance(0.5):
        n.add('Episode/encounter no: ', c.account(), '\n')
    n.add('\nPCP: Dr. ' if c.cc == 'US' else '\nGP: Dr ', (g['doc'].full(), 'DOCTOR'), ', ', (g['prac'], 'HOSPITAL'), ', ', c.ADDR(g['addr'], sep=', '))
    if c.chance(0.6):
        n.add('  Fax ', c.fax())
    n.add('\n\nAdmitted: ', c.D(adm), '   Discharged: ', c.D(dis), '   LOS: ', str(los), ' days\n')
    n.add('Consultant: ', c.TN(cons), '   Ward: ', (ward, 'HOSPITAL'), '\n')
    n.add('Admission type: ', 'Emergency' if 'Emergency' in proc else 'Elective', '\n\n')
    n.add('Diagnosis: Infrarenal AAA ', str(r.randrange(52, 80)), ' mm', ' - ruptured' if 'rupt' in proc else '', '\n')
    n.add('Procedure: ', proc, ' on ', c.D(opd), '\n')
    comp = c.pick(['None', 'None', 'AKI stage 1 (peak creatinine 168), resolved',
                   'Ileus, managed conservatively', 'Lower respiratory tract infection, treated with co-amoxiclav',
                   'Groin haematoma, no intervention', 'New AF, rate controlled'])
    n.add('Complications: ', comp, '\n\n')
    n.add('Clinical summary:\n')
    n.add(p.title, ' ', (p.last, 'PATIENT'), ' is a ', c.age(p.age), '-year-old ', c.pick(['man', 'gentleman']), ' with ',
          c.pick(['a screen-detected', 'a known', 'a symptomatic', 'an incidentally found']), ' AAA who underwent ',
          proc[0].lower() + proc[1:], ' under ', c.TN(cons, style='last'), '. ')
    if open_:
        n.add('He spent ', str(r.randrange(1, 4)), ' nights on ICU. Epidural removed day 3. Diet reintroduced after '
              'return of bowel function. ')
    else:
        n.add('Post-operative course was uneventful; mobilised day 1. Groins satisfactory. ')
    n.add(c.pick(['Pain controlled on oral analgesia. ', 'Renal function back to baseline at discharge. ',
                  'Seen by physiotherapy and OT - safe for home. ']))
    if c.chance(0.5):
        k, fam = B.relative(c, p)
        n.add('Discharged home with ', k, ' ', (fam.first, 'FAMILY'), '. ')
    n.add('\n\nDischarge medications:\n')
    for m in B.meds(c):
        n.add('- ', m, '\n')
    n.add('- ', c.pick(['Acetaminophen 1 g q6h PRN (new)', 'Oxycodone 5 mg q4h PRN, 3 days (new)',
                        'Docusate 100 mg BID (new)'] if c.cc in ('US', 'CA') else
                       ['Paracetamol 1 g QDS PRN (new)', 'Codeine 30 mg QDS PRN, 5 days (new)',
                        'Oxycodone 5 mg q4h PRN, 3 days (new)', 'Laxido 1 sachet BD (new)']), '\n')
    n.add('\nFollow-up:\n')
    n.add('- ', c.pick(['CT angiogram', 'Duplex ultrasound', 'CTA']), ' at ', c.pick(['30 days', '6 weeks', '3 months']),
          ' - requested (order ', c.idnum(c.pick(['ORD', 'RQ', ''])), ')\n')
    n.add('- Vascular clinic with ', c.TN(cons), ' on ', c.D(dis + DAY * r.randrange(28, 60)), '\n')
    n.add('- PCP: ' if c.cc == 'US' else '- GP: ', c.pick(['check U&E in 1 week', 'remove clips day 10-14 (practice nurse)', 'review BP at 2 weeks',
                            'no actions']), '\n')
    n.add('\nAdvice: no driving for ', '4 weeks' if open_ else '1-2 weeks', '; no heavy lifting for 6 weeks. ')
    if c.chance(0.45):
        n.add('Planned trip to ', c.country(c.pick(P.TRAVEL)), ' on ', c.D(dis + DAY * r.randrange(20, 90)),
              ' - advised to check travel insurance; flying acceptable after 2 weeks. ')
    if c.cc == 'UK' and c.chance(0.5):
        n.add('For non-urgent advice call NHS 111. ')
    n.add(c.pick(['Barthel 18/20 at discharge. ', 'Waterlow 12. ', '']))
    n.add('Return to ED or call ', {'UK': '999', 'IE': '112', 'AU': '000', 'NZ': '111'}.get(c.cc, '911'), ' if sudden abdominal or back pain, or a cold, painful leg.\n')
    if c.chance(0.4):
        n.add('Transport home: ', (c.pick(P.TRANSPORT), 'ORGANIZATION'), ' vehicle ', c.vehicle(), '\n')
    n.add('Vascular nurse specialists: ', c.phone(), c.pick([' (Mon-Fri)', '', ' or via switchboard']))
    if c.chance(0.4):
        n.add(', ', c.email(None, None, 'cns'))
    n.add('\n\nCompleted by: ')
    w = c.clin()
    n.add(c.TN(w, style='full'), ', ', B.role(c, 'trainee'), ',', c.bleep_label(), c.bleep(), '  ', c.D(dis), '\n')
    if c.chance(0.4):
        n.add('Sent electronically to ', (g['prac'], 'HOSPITAL'), ' at ', c.D(dis), ' ', c.time(), ' (', (w.user(r), 'USERNAME'), ')\n')
