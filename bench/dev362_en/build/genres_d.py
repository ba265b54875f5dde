"""Own genres: primary-care referral to vascular, implant traceability record, pre-operative assessment."""
import datetime as dt

import pools as P
import blocks as B

DAY = dt.timedelta(days=1)


def _ref(c):
    return c.workday(c.date_between(dt.date(2019, 1, 7), dt.date(2025, 6, 27)))


def _ids_block(c, p):
    """Country-specific insurance / national identifiers."""
    n = c.n
    if c.cc == 'US':
        n.add('Insurance: ', (c.pick(P.INSURERS['US']), 'ORGANIZATION'), ', Member ID ', c.healthplan())
        if c.chance(0.5):
            n.add(', Group ', ('G' + c.digits(6), 'HEALTHPLAN'))
        n.add('\n')
        if c.chance(0.7):
            n.add('SSN: ', c.ssn(), '\n')
    elif c.cc == 'CA':
        n.add(c.pick(['OHIP', 'Health card #', 'PHN']), ': ', c.healthplan(), '\n')
        if c.chance(0.4):
            n.add('SIN (for WSIB file): ', c.ssn(), '\n')
    elif c.cc == 'AU':
        n.add('Medicare: ', c.healthplan())
        if c.chance(0.4):
            n.add('   DVA file no: ', (c.pick(['NX', 'VX', 'QX', 'W']) + c.digits(6), 'HEALTHPLAN'))
        n.add('\n')
    elif c.cc == 'IE':
        n.add(c.pick(['Medical card no: ', 'GMS no: ']), c.healthplan(), '   PPSN: ', c.ssn(), '\n')
    elif c.cc == 'NZ':
        if c.chance(0.5):
            n.add('Private insurer: ', (c.pick(P.INSURERS['NZ']), 'ORGANIZATION'), ' member ', c.healthplan(), '\n')
    else:
        if c.chance(0.3):
            n.add('Private: ', (c.pick(P.INSURERS['UK']), 'ORGANIZATION'), ' membership ', c.healthplan(), '\n')
        if c.chance(0.25):
            n.add('NI number: ', c.ssn(), ' (', c.pick(['DWP benefits form', 'PIP application', 'blue badge form']), ')\n')


def referral(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 62, 84)
    g = B.gp(c)
    size = r.randrange(45, 76) / 10.0
    urgent = size >= 5.5
    n.add(c.pick(['REFERRAL TO VASCULAR SURGERY', 'Urgent referral - Vascular', 'e-Referral: Vascular Surgery',
                  'Specialist referral request']), '\n')
    if c.cc == 'UK':
        n.add('UBRN: ', ('%s %s %s' % (c.digits(4, '0'), c.digits(4), c.digits(4)), 'IDNUM'), '   Priority: ',
              'URGENT' if urgent else 'Routine', '\n')
    else:
        n.add(c.pick(['Referral ID: ', 'Order #: ', 'Ref no: ']), c.idnum(c.pick(['R', 'REF', ''])), '   Priority: ',
              'Urgent' if urgent else 'Routine', '\n')
    n.add('Date: ', c.D(d0), '\n\n')
    n.add('FROM: ', 'Dr ', (g['doc'].full(), 'DOCTOR'), ' (', c.license_label(), ' ', c.license(), ')\n')
    n.add((g['prac'], 'HOSPITAL'), '\n', c.ADDR(g['addr'], sep=', '), '\n')
    n.add('Tel ', c.phone(), '   Fax ', c.fax(), '\n')
    if c.chance(0.5):
        n.add('Secure email: ', c.email(g['doc'], g['prac']), '\n')
    n.add('\nTO: Vascular Surgery, ', c.H())
    if c.chance(0.5):
        s = c.clin(surgeon=True)
        n.add(' (attn: ', s.title, ' ', (s.last, 'DOCTOR'), ')')
    n.add('\n\nPATIENT\n')
    n.add(B.demog(c, p, fields=('name', 'dob', 'nat', 'addr', 'phone')))
    if c.chance(0.4):
        n.add('Email: ', c.email(p), '\n')
    _ids_block(c, p)
    k, nok = B.relative(c, p, ('wife', 'partner', 'daughter', 'son', 'niece', 'brother'))
    n.add('NOK: ', k, ' ', (nok.full(), 'FAMILY'), ' ', c.phone('mobile'), '\n\n')
    n.add('REASON FOR REFERRAL\n')
    ud = d0 - DAY * r.randrange(2, 21)
    src = r.randrange(3)
    if src == 0:
        n.add('Incidental %.1f cm infrarenal AAA on ultrasound abdomen performed on ' % size, c.D(ud),
              ' at ', c.H(c.hosp2), ' (accession ', c.accession('US'), ') for ', c.pick(['deranged LFTs', 'RUQ pain',
                                                                                      'haematuria', 'weight loss']), '.')
    elif src == 1:
        n.add('Known AAA under surveillance with ', (c.pick(P.PROGRAMMES[c.cc]), 'HOSPITAL'), '; latest scan ', c.D(ud),
              ' %.1f cm, growth of 1.1 cm in a year.' % size)
    else:
        n.add('Pulsatile epigastric mass noted at a ', c.pick(['medication review', 'BP check', 'diabetic review']),
              '. Urgent scan ', c.D(ud), ' confirmed %.1f cm AAA.' % size)
    n.add(' ', c.pick(['Asymptomatic.', 'Reports vague back ache for a month.', 'No abdominal pain.']),
          ' Patient is aware and has been given safety-net advice.\n\n')
    n.add('PMH\n')
    for it in B.pmh_items(c, d0):
        n.add('- ', it, '\n')
    n.add('\nMEDICATION\n')
    for m in B.meds(c):
        n.add('- ', m, '\n')
    n.add('Allergies: ', c.pick(B.ALLERGIES), '\n\n')
    n.add('SOCIAL\n', B.social(c, p, d0), '\n')
    if c.chance(0.6):
        n.add(B.family_hx(c, p), '\n')
    n.add('\nEXAMINATION / RESULTS\n')
    n.add('BP %d/%d, BMI %.1f. eGFR %d, Hb %d, HbA1c %d mmol/mol. ECG: %s.\n' % (
        r.randrange(120, 175), r.randrange(66, 98), 21 + r.random() * 14, r.randrange(35, 95), r.randrange(105, 165),
        r.randrange(36, 70), c.pick(['sinus rhythm', 'AF, rate 84', 'sinus rhythm, old inferior Q waves'])))
    if c.cc == 'US' and c.chance(0.6):
        n.add('Dx codes: I71.4, Z87.891. CPT for consult: 99204.\n')
    n.add('\nPatient prefers appointments at ', c.H(c.pick([c.hosp, c.hosp2])))
    k = r.randrange(4)
    if k < 3:
        n.add(['; needs hospital transport.', '; son drives him.', '.'][k])
    else:
        n.add('; hearing impaired - please phone his daughter ', (c.person('F', young=True, surname=p.last).first, 'FAMILY'), ' on ', c.phone('mobile'), '.')
    n.add('\n\nReferrer: Dr ', (g['doc'].il(), 'DOCTOR'), ', ', {'US': 'Primary Care Physician', 'CA': 'Family Physician'}.get(
        c.cc, 'General Practitioner'), ', ', c.D(d0), '\n')
    if c.chance(0.4):
        n.add('Sent via ', c.pick(['e-RS', 'HealthLink', 'eReferral portal', 'fax']), ' by ', (g['doc'].user(r), 'USERNAME'), '\n')


def implant(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 60, 88)
    surg = c.clin(surgeon=True)
    scrub = c.person(young=True)
    circ = c.person(young=True)
    n.add(c.pick(['IMPLANT / DEVICE TRACEABILITY RECORD', 'Implant Record - Endovascular', 'THEATRE IMPLANT LOG',
                  'Implantable Device Register']), '\n')
    n.add(c.H(), '   Theatre ', (str(r.randrange(1, 12)), 'LOCATION_OTHER'), '   Date: ', c.D(d0), '\n\n')
    n.add('Patient label:\n', B.demog(c, p, style=c.r.randrange(3), fields=('name', 'mrn', 'dob')))
    if c.chance(0.4):
        n.add('Encounter: ', c.account(), '\n')
    n.add('Procedure: ', c.pick(['Elective EVAR', 'EVAR + left iliac branch device', 'FEVAR (2 fenestrations)',
                                 'Relining of EVAR for type III endoleak', 'Open AAA repair']), '\n')
    n.add('Surgeon: ', c.TN(surg), '\n')
    n.add('Scrub: ', (scrub.full(), 'DOCTOR'), ' (', (scrub.user(r), 'USERNAME'), ')   Circulating: ', (circ.il2(), 'DOCTOR'), '\n\n')
    n.add(c.pick(['Item | Manufacturer | Description | REF | LOT | SN | Expiry | Qty',
                  'No. | Mfr | Device | Cat no. | Lot | Serial | Use by | Qty']), '\n')
    items = [('Medtronic', 'Endurant II bifurcated main body', 'ETBF%dC%dEE' % (r.choice([2516, 2816, 3220, 3620]), r.choice([124, 145, 166]))),
             ('Medtronic', 'Endurant II contralateral limb', 'ETLW%dC%dEE' % (r.choice([1613, 1616, 1620, 1624]), r.choice([82, 93, 124]))),
             ('W. L. Gore', 'Excluder iliac extender', 'PLC%d' % r.choice([161007, 141000, 201207])),
             ('Cook Medical', 'Zenith Alpha main body', 'ZIMB-%d-%d' % (r.choice([26, 28, 30, 32]), r.choice([77, 94, 111]))),
             ('Terumo Aortic', 'Anaconda ONE-LOK body', 'ANB%d' % r.choice([2513, 2815, 3017])),
             ('Medtronic', 'Endurant II aortic extension', 'ETCF%dC49EE' % r.choice([2828, 3232])),
             ('Bentley', 'BeGraft bridging stent', 'BGP%d' % r.choice([722, 837, 1037]))]
    for i, (mfr, desc, ref) in enumerate(r.sample(items, r.randrange(2, 5))):
        exp = d0 + DAY * r.randrange(200, 1100)
        n.add('%d | %s | %s | %s | ' % (i + 1, mfr, desc, ref), c.lot(), ' | ', c.serial(), ' | ',
              '%d-%02d' % (exp.year, exp.month), ' | 1\n')
    n.add('\nAncillaries: Perclose ProGlide x', str(r.choice([2, 4])), ' (LOT ', c.lot(), '); Coda balloon (LOT ', c.lot(),
          '); Lunderquist wire; Amplatz SuperStiff\n')
    n.add('Consignment stock cabinet opened ', c.time(), ' by fingerprint ID ', c.bioid(c.pick(['FP', 'FPT', 'BIO'])), ' (terminal ', c.ip(), ')\n')
    n.add('Barcodes scanned by ', (circ.user(r), 'USERNAME'), ' at ', c.time(), '. GS1 check: passed.\n')
    n.add('Registry case ID: ', c.idnum(c.pick(['VR-', 'NVR', 'AVR'])), '   Submitted: ', c.D(d0 + DAY * r.randrange(0, 10)), '\n')
    n.add('Patient implant card: ')
    k = r.randrange(3)
    if k == 0:
        n.add('given to patient')
    elif k == 1:
        n.add('given to wife ', (c.person('F', surname=p.last).first, 'FAMILY'))
    else:
        n.add('posted to home address (', (p.addr['street'], 'STREET'), ', ', (p.addr['town'], 'CITY'), ')')
    n.add('\n')
    if c.chance(0.3):
        n.add('Explanted device: none. Previous implant: ', c.pick(B.DEVICES), ' (', c.Y(d0 - DAY * r.randrange(800, 4000)),
              '), SN ', c.serial(), '\n')
    n.add('Checked by: ', (scrub.il(), 'DOCTOR'), ' / ', (circ.il(), 'DOCTOR'), '   ', c.D(d0), '\n')


def preassess(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 60, 86)
    nurse = c.person(young=True)
    anae = c.clin()
    surg = c.clin(surgeon=True)
    n.add(c.pick(['PRE-OPERATIVE ASSESSMENT', 'Pre-assessment Clinic Record', 'PREOPERATIVE ANAESTHETIC ASSESSMENT',
                  'Pre-admission Clinic']), '\n')
    n.add(c.H(), ' - ', c.pick(['Pre-assessment Unit', 'Pre-op Clinic', 'Perioperative Medicine']), '\n')
    n.add('Date: ', c.D(d0), '   Nurse: ', (nurse.full(), 'DOCTOR'), ' ', c.license_label('nurse'), ' ', c.license('nurse'),
          '   Anaesthetist: ', c.TN(anae), '\n\n')
    n.add(B.demog(c, p, fields=('name', 'dob', 'mrn', 'addr', 'phone')))
    _ids_block(c, p)
    k, fam = B.relative(c, p, ('wife', 'partner', 'daughter', 'son', 'son-in-law', 'sister'))
    n.add('NOK: ', (fam.full(), 'FAMILY'), ' (', k, ') ', c.phone('mobile'), '\n')
    pd_ = d0 + DAY * r.randrange(7, 40)
    n.add('Planned procedure: ', c.pick(['EVAR', 'open AAA repair', 'FEVAR']), ' under ', c.TN(surg), ', provisional date ',
          c.D(pd_), '\n')
    n.add('Occupation: ', c.pick(['retired ', '', 'semi-retired ']), (c.pick(P.PROFESSIONS), 'PROFESSION'))
    if c.chance(0.4):
        n.add(' (', (c.pick(P.ORGS), 'ORGANIZATION'), ')')
    n.add('\n\n')
    n.add('PMH:\n')
    for it in B.pmh_items(c, d0):
        n.add('  ', it, '\n')
    n.add('Meds: ', ', '.join(B.meds(c)), '\n')
    n.add('Allergies: ', c.pick(B.ALLERGIES), '\n\n')
    n.add('Functional capacity: ', c.pick(['climbs 2 flights without stopping', 'walks 400 m, limited by claudication',
                                           'plays bowls twice weekly', 'housebound, uses frame']),
          '. DASI %d. Rockwood CFS %d.\n' % (r.randrange(12, 50), r.randrange(2, 7)))
    if c.chance(0.7):
        n.add('CPET ', c.D(d0 - DAY * r.randrange(1, 14)), ': AT %.1f mL/kg/min, VO2 peak %.1f, VE/VCO2 %d.\n' % (
            8 + r.random() * 6, 12 + r.random() * 9, r.randrange(26, 44)))
    n.add('STOP-BANG %d. ' % r.randrange(1, 7), c.pick(['Cockcroft-Gault CrCl %d mL/min. ' % r.randrange(30, 90), '']))
    n.add('Airway: Mallampati %d, %s. ' % (r.randrange(1, 4), c.pick(['full neck movement', 'reduced neck extension'])),
          c.pick(['Upper denture.', 'Own teeth, crowns.', 'Edentulous.']), '\n')
    n.add('ECG: ', c.pick(['SR 68, normal axis', 'AF 82', 'SR with RBBB', 'SR, LVH voltage']), '. Echo: EF ',
          str(r.randrange(35, 65)), '%, ', c.pick(['no significant valve disease', 'mild AS (Vmax 2.8 m/s)',
                                                 'moderate MR']), '.\n')
    n.add('Bloods: Hb %d, Plt %d, Cr %d, eGFR %d, HbA1c %d. ' % (r.randrange(104, 166), r.randrange(140, 380),
                                                               r.randrange(64, 170), r.randrange(32, 90), r.randrange(36, 72)),
          'G&S sample no. ', c.idnum(c.pick(['GS', 'BT', 'X'])), '; MRSA screen lab no. ', c.idnum(c.pick(['M', 'MB', 'S'])), '\n')
    n.add('ASA ', c.pick(['II', 'III', 'III', 'IV']), '. Anaesthetic plan: ', c.pick(['GA', 'LA + sedation', 'GA + epidural',
                                                                               'regional (bilateral TAP) + sedation']), '.\n')
    n.add('Anticoagulation: ', c.pick(['stop apixaban 48 h pre-op', 'no anticoagulant', 'warfarin - bridging not required, '
                                       'INR on admission', 'continue aspirin']), '.\n\n')
    k = r.randrange(3)
    n.add('Identity: ', 'photo ID checked' if k == 0 else 'passport seen' if k == 1 else
          [c.pick(['driving licence', "driver's licence"]), ' checked (no. ', c.drivers(p), ')'])
    if c.chance(0.55):
        n.add('; palm-vein patient ID enrolled, template ', c.bioid('PV'))
    n.add('.\n')
    if c.chance(0.6):
        n.add('Parking: concession permit issued for vehicle ', c.vehicle(), ' for admission ', c.D(pd_), '.\n')
    if c.chance(0.3):
        n.add('Patient reports a cruise to ', c.country(c.pick(P.TRAVEL)), ' booked for ', c.MY(pd_ + DAY * r.randrange(20, 80)),
              ' - discussed timing with surgical team.\n')
    n.add('Discharge plan: ', c.pick(['wife to collect', 'son to drive home', 'hospital transport', 'taxi']), '. Lives at ',
          (p.addr['street'], 'STREET'), ' - ', c.pick(['bungalow', 'house with stairs', 'ground-floor flat']), '.\n')
    n.add('\nSigned: ', (nurse.il(), 'DOCTOR'), ' ', c.D(d0), '   Reviewed: ', c.TN(anae, style='il2'), '\n')
    if c.chance(0.35):
        n.add('Queries: pre-assessment team ', c.phone(), ' / ', c.email(None, None, 'preop'), '\n')
