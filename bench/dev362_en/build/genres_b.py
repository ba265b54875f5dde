"""Hospital genres: vascular clinic letter, operation note, CT angiogram report, MDT outcome."""
import datetime as dt

import pools as P
import blocks as B

DAY = dt.timedelta(days=1)


def _ref(c):
    return c.workday(c.date_between(dt.date(2019, 1, 7), dt.date(2025, 6, 27)))


def _anat(c):
    """Random aneurysm anatomy (mm)."""
    r = c.r
    return {'max': r.randrange(50, 78), 'prev': 0, 'neck_len': r.randrange(8, 35), 'neck_d': r.randrange(19, 31),
            'ang': r.choice([15, 20, 30, 35, 40, 45, 55, 65]), 'rcia': r.randrange(11, 26), 'lcia': r.randrange(11, 26),
            'reia': r.randrange(6, 11), 'leia': r.randrange(6, 11), 'thr': r.randrange(0, 22)}


def _suit(a):
    return a['neck_len'] >= 15 and a['ang'] <= 60 and min(a['reia'], a['leia']) >= 7


def clinic_letter(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 62, 86)
    a = _anat(c)
    follow = c.chance(0.3)
    surg = c.clin(surgeon=True)
    g = B.gp(c)
    n.add(B.letterhead(c, c.pick(['Department of Vascular Surgery', 'Vascular Surgery Outpatients',
                                  'Regional Vascular Service', 'Vascular & Endovascular Surgery'])))
    n.add('\n')
    n.f('Clinic date: {}{}Dictated: {}   Typed: {}\n', c.D(d0), c.pick(['\n', '   ']), c.D(d0),
        c.D(d0 + DAY * r.randrange(1, 9)))
    n.add('Our ref: ', B.typist(c, surg), '   ', c.pick(['Hosp No: ', 'MRN: ', 'RN: ']), c.mrn())
    if c.cc == 'UK':
        n.add('   ', c.natid_label(p), ': ', c.natid(p))
    n.add('\n\n')
    n.add(g['doc'].title + ' ', (g['doc'].full(), 'DOCTOR'), '\n', (g['prac'], 'HOSPITAL'), '\n',
          c.ADDR(g['addr']), '\n\n')
    n.add('Dear ', 'Dr ' if c.cc != 'US' or c.chance(0.5) else 'Dr. ', (g['doc'].last, 'DOCTOR'), ',\n\n')
    n.add('Re: ', p.title + ' ', (c.pick([p.full(), p.LF(), p.fml()]), 'PATIENT'), c.pick([', DOB ', '  D.O.B. ', ' - born ']),
          c.D(p.dob), '\n', c.ADDR(p.addr, sep=', '), '\n\n')
    n.add('Diagnosis:\n')
    if follow:
        ed = d0 - DAY * r.randrange(40, 1500)
        n.add('1. ', c.pick(B.DEVICES), ' EVAR for ', str(a['max']), ' mm infrarenal AAA (', c.D(ed), ')\n')
        n.add('2. ', c.pick(['Type II endoleak (IMA), sac stable', 'No endoleak, sac regression', 'Type II endoleak (lumbar), sac +4 mm']), '\n')
    else:
        n.add('1. Infrarenal abdominal aortic aneurysm, ', '%.1f' % (a['max'] / 10.0), ' cm on CT\n')
    for i, it in enumerate(B.pmh_items(c, d0, r.randrange(2, 4))):
        n.add('%d. ' % (i + 2 + int(follow)), it, '\n')
    n.add('\nMedication: ', '; '.join(B.meds(c)), '\n')
    n.add('Allergies: ', c.pick(B.ALLERGIES), '\n\n')
    age = c.age(p.age, words=c.chance(0.1))
    who = c.pick(['his wife', 'his daughter', 'his son', 'a friend']) if p.sex == 'M' else c.pick(['her husband', 'her daughter'])
    fam = c.person('M' if who in ('her husband', 'his son') else 'F', young=who not in ('his wife', 'her husband'),
                   surname=p.last if who != 'a friend' else None)
    if follow:
        n.add('I reviewed ', p.title, ' ', (p.last, 'PATIENT'), ' in the EVAR surveillance clinic today. He is now ',
              age, ' and remains well. ')
        n.add('His duplex scan showed a sac diameter of ', str(a['max'] - r.randrange(0, 8)), ' mm with ',
              c.pick(['no endoleak', 'a small type II endoleak', 'a persistent type II endoleak from a lumbar artery']), '. ')
        n.add('The limbs are patent with no kink. I am happy for him to continue annual duplex surveillance, '
              'next due ', c.MY(d0 + DAY * 365), '.\n\n')
    else:
        src = c.pick(['screen', 'incidental', 'gp'])
        n.add('I saw ', p.title, ' ', (p.last, 'PATIENT'), ', a ', age, '-year-old ')
        n.add(c.pick(['retired ', 'former ', '']), (c.pick(P.PROFESSIONS), 'PROFESSION'), ', in clinic today',
              c.pick([' with ', ' accompanied by ']), who, ' ', (fam.first, 'FAMILY'), '. ')
        if src == 'screen':
            sd = d0 - DAY * r.randrange(7, 30)
            n.add('He was referred by the ', (c.pick(P.PROGRAMMES[c.cc]), 'HOSPITAL'), ' after his scan on ', c.D(sd),
                  ' measured %.1f cm (inner-to-inner)' % ((a['max'] - 3) / 10.0))
            if c.chance(0.5):
                n.add(', up from %.1f cm in ' % ((a['max'] - 9) / 10.0), c.MY(sd - DAY * r.randrange(80, 370)), '. ')
            else:
                n.add('. ')
        elif src == 'incidental':
            n.add('The aneurysm was found incidentally on a CT KUB for renal colic at ', c.H(c.hosp2), ' on ',
                  c.D(d0 - DAY * r.randrange(20, 90)), '. ')
        else:
            n.add('Dr ', (g['doc'].last, 'DOCTOR'), ' felt a pulsatile mass during a routine review. ')
        n.add(c.pick(['He is asymptomatic, with no abdominal or back pain. ',
                      'He describes intermittent low back pain which sounds mechanical. ',
                      'He has no symptoms referable to the aneurysm and walks two miles daily. ']))
        n.add('\n\n', c.pick(['On examination ', 'Examination: ']), 'BP %d/%d, pulse %d regular. ' % (
            r.randrange(118, 172), r.randrange(64, 96), r.randrange(56, 92)),
            c.pick(['There is an easily palpable, expansile aortic pulsation. ', 'The aorta is not easily palpable (BMI 33). ']),
            'Femoral and popliteal pulses are ', c.pick(['present and normal', 'palpable; no popliteal aneurysm',
                                                         'present on the right, reduced on the left']),
            '. ', c.pick(['No stigmata of ' + c.pick(B.EPONYM_NEG) + '. ', '']), '\n\n')
        cd = d0 - DAY * r.randrange(3, 25)
        n.add('His CT angiogram (', c.D(cd), ') shows a ', str(a['max']), ' mm infrarenal aneurysm (threshold for repair '
              '5.5 cm, per the UK Small Aneurysm Trial) with a neck length of ', str(a['neck_len']), ' mm, ', str(a['ang']), ' degrees of angulation and common iliac diameters of ',
              str(a['rcia']), ' and ', str(a['lcia']), ' mm. ')
        if _suit(a):
            n.add('Anatomy is within IFU for a standard EVAR device. ')
        else:
            n.add('The short, angulated neck puts him outside IFU for standard EVAR; options are open repair or '
                  'fenestrated EVAR. ')
        n.add('We discussed EVAR versus open repair, including the EVAR-1 trial data, the lower early mortality with '
              'EVAR and the need for lifelong surveillance imaging. ')
        if a['max'] >= 60 and c.chance(0.6):
            tail = ') and must notify DVLA. ' if c.cc == 'UK' else ') and should not drive commercially until repaired. '
            n.add('I explained the driving rules: he holds a ', c.pick(['Group 2 (HGV)', 'Group 1', 'bus (PCV)']),
                  ' licence (no. ', c.drivers(p), tail)
        n.add('\n\n')
    n.add(B.social(c, p, d0), '\n', B.family_hx(c, p), '\n\n')
    n.add('Plan:\n')
    if follow:
        plans = ['Annual duplex in 12 months', 'Continue statin and antiplatelet', B.gp_word(c) + ' to optimise BP (target <140/90)',
                 'Re-refer urgently if sac growth >5 mm', 'Smoking cessation support', 'Check renal function before next CT']
    else:
        plans = ['Discuss at vascular MDT on ', 'CPET and anaesthetic pre-assessment', 'Continue statin and antiplatelet',
                 B.gp_word(c) + ' to optimise BP (target <140/90)', 'Smoking cessation referral', 'Echo requested']
    for i, pl in enumerate(plans[:r.randrange(3, 6)]):
        n.add('%d. %s' % (i + 1, pl))
        if pl.endswith(' on '):
            n.add(c.D(d0 + DAY * r.randrange(3, 12)))
        n.add('\n')
    if not follow and c.chance(0.4):
        n.add('\nHe is planning a trip to ', c.country(c.pick(P.TRAVEL)), ' in ', c.MY(d0 + DAY * r.randrange(40, 200)),
              '; I have advised him to delay it until after repair.\n')
    n.add('\n', c.pick(['Yours sincerely,', 'Kind regards,', 'With best wishes,']), '\n\n\n')
    n.add(B.sign(c, surg, 'surgeon'))
    if c.chance(0.5):
        n.add('Direct line: ', c.phone(), '  Secretary: ', c.phone())
        n.add('\n')
    n.add('\ncc: ', p.title, ' ', (p.full(), 'PATIENT'), ', ', (p.addr['street'], 'STREET'), ', ', (p.addr['town'], 'CITY'))
    if c.chance(0.4):
        n.add('\ncc: ', c.pick(['Vascular CNS', 'AAA screening office']), ' - ', c.email(None, None, 'cns'))
    n.add('\n')


def op_note(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 60, 88)
    a = _anat(c)
    kind = c.pick(['evar', 'evar', 'evar', 'open', 'open', 'revar'])
    surg, ass, anae = c.clin(surgeon=True), c.clin(), c.clin()
    scrub = c.person(young=True)
    n.add(c.pick(['OPERATION NOTE', 'Operative Report', 'OPERATION RECORD', 'Op note']), '\n')
    n.add(c.H(), c.pick(['  Theatre ', ' - Theatre ', '  OR ']), (str(r.randrange(1, 14)), 'LOCATION_OTHER'), '\n')
    n.add(B.demog(c, p, fields=('name', 'mrn', 'dob')))
    if c.cc == 'US':
        n.add('Acct: ', c.account(), '\n')
    fh, fm = r.randrange(13, 18), r.randrange(60)
    n.f('Date of operation: {}   Start {}  Finish {}\n', c.D(d0), '%02d:%02d' % (r.randrange(8, 13), r.randrange(60)),
        '%02d:%02d' % (fh, fm))
    n.add('Surgeon: ', c.TN(surg), '   Assistant: ', c.TN(ass, style='full'), '\n')
    n.add('Anaesthetist: ' if c.cc != 'US' else 'Anesthesia: ', c.TN(anae), '   Scrub: ', (scrub.full(), 'DOCTOR'), '\n')
    proc = {'evar': 'Elective bifurcated EVAR', 'open': 'Open infrarenal AAA repair, ' + c.pick(['tube', 'bifurcated']) +
            ' Dacron graft', 'revar': 'Emergency EVAR for ruptured AAA'}[kind]
    n.add('Procedure: ', proc, '\n')
    n.add('Indication: ', str(a['max']), ' mm infrarenal AAA', ' - contained rupture, SBP 84 on arrival' if kind == 'revar'
          else '', '\n')
    n.add('Anaesthesia: ', c.pick(['GA', 'GA + epidural', 'LA with sedation', 'GA, arterial line, CVC']), '\n')
    n.add('ASA: ', c.pick(['III', 'III', 'IV', 'II']), '   WHO checklist completed\n\n')
    if kind in ('evar', 'revar'):
        dev = c.pick(B.DEVICES)
        n.add('Findings: anatomy as per CTA. Neck ', str(a['neck_d']), ' mm, ', str(a['neck_len']), ' mm long.\n\n')
        n.add('Devices implanted:\n')
        if dev.startswith('Endurant'):
            ref = 'ETBF%d%dC%dEE' % (a['neck_d'] + 4, r.choice([13, 16, 20]), r.choice([124, 145, 166]))
        elif dev.startswith('Gore'):
            ref = 'RLT%d%d%d' % (a['neck_d'] + 5, r.choice([12, 14]), r.choice([12, 14, 16]))
        elif dev.startswith('Zenith'):
            ref = 'ZIMB-%d-%d' % (a['neck_d'] + 4, r.choice([77, 94, 111]))
        else:
            ref = '%s-%d-%d' % (dev[:3].upper(), a['neck_d'] + 4, r.choice([100, 120, 140]))
        n.add('- Main body: ', dev, ' REF ', ref, ', SN ', c.serial(), '\n')
        n.add('- Contralateral limb: ', c.pick(['REF %s-L%d-%d' % (ref[:4], r.choice([13, 16, 20]), r.choice([82, 93, 124])),
                                               'size %d x %d mm' % (r.choice([13, 16, 20]), r.choice([82, 93, 124]))]),
              ', LOT ', c.lot(), '\n')
        if c.chance(0.6):
            n.add('- Ipsilateral extension: SN ', c.serial(), '\n')
        n.add('\nProcedure:\n', c.pick(['Bilateral US-guided CFA access; preclose with 2 x Perclose ProGlide each side.',
                                      'Right CFA cutdown, left percutaneous (Seldinger), MANTA closure left.']), '\n')
        n.add('Heparin ', c.pick(['5000 IU', '70 IU/kg', '7500 units']), ', ACT ', str(r.randrange(220, 310)), ' s. '
              'Main body deployed just below lowest renal artery; contralateral gate cannulated; limbs landed above '
              'iliac bifurcations. Moulding balloon to seal zones.\n')
        n.add('Completion angiogram: ', c.pick(['no endoleak, all vessels patent', 'small type II endoleak, accepted',
                                              'type Ia endoleak - Palmaz stent placed, resolved']), '.\n')
        n.add('Contrast ', str(r.randrange(60, 180)), ' mL ', c.pick(B.CONTRAST), '; fluoro ', '%.1f' % (r.random() * 30 + 6),
              ' min; DAP ', '%.1f' % (r.random() * 60 + 10), ' Gy.cm2\n')
        n.add('EBL: ', str(r.randrange(50, 400)), ' mL\n')
    else:
        n.add('Findings: ', str(a['max']), ' mm fusiform infrarenal AAA, ', c.pick(['heavy mural thrombus', 'inflammatory rind',
                                                                                 'iliacs not aneurysmal']), '.\n\n')
        n.add('Procedure: midline laparotomy, transperitoneal approach. Duodenum mobilised. Infrarenal clamp, '
              'clamp time ', str(r.randrange(28, 70)), ' min. Sac opened, lumbars oversewn, IMA ',
              c.pick(['ligated (good back-bleeding)', 'reimplanted']), '. ', c.pick(['18', '20', '16x8']),
              ' mm Dacron graft sewn with 3/0 Prolene. Sac closed over graft. Mass closure loop PDS.\n')
        n.add('Graft LOT ', c.lot(), '\n')
        n.add('EBL: ', str(r.randrange(600, 3200)), ' mL; cell salvage ', str(r.randrange(200, 900)), ' mL returned\n')
    ward = c.ward()[0]
    n.add('\nPost-op: ', c.pick(['to ICU', 'HDU overnight', 'to recovery, then ward']), ' - ', (ward, 'HOSPITAL'),
          ' bed ', (str(r.randrange(1, 30)), 'LOCATION_OTHER'), '. Check groin sites and distal pulses hourly x4. '
          'Bloods in AM. CT at 30 days.\n')
    if kind == 'revar' and c.chance(0.8):
        fam = c.person('F', surname=p.last)
        n.add('Wife ', (fam.full(), 'FAMILY'), ' updated by phone (', c.phone('mobile'), ').\n')
    sm = fm + r.randrange(5, 50)
    n.add('\nSigned: ', c.TN(surg, style='full'), ' ', c.license_label(), ' ', c.license(), '  ', c.D(d0), ' ',
          '%02d:%02d' % (fh + sm // 60, sm % 60), '\n')
    if c.chance(0.4):
        n.add('Implant record scanned to chart by ', (scrub.user(r), 'USERNAME'), '\n')


def cta_report(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    p = c.patient(d0, 60, 88, sex='M' if c.chance(0.85) else 'F')
    a = _anat(c)
    post = c.chance(0.35)
    rad, ref = c.clin(), c.clin(surgeon=True)
    n.add(c.H(), c.pick([' - Department of Radiology', '\nMedical Imaging', '\nDiagnostic Imaging']), '\n')
    n.add(c.pick(['CT ANGIOGRAM AORTA', 'CTA ABDOMEN/PELVIS - AAA PROTOCOL', 'CT Angiography: Aorta and Iliacs',
                  'CT AORTOGRAM (POST-EVAR)' if post else 'CT AORTOGRAM']), '\n\n')
    n.add(B.demog(c, p, fields=('name', 'dob', 'mrn'), sep=c.pick(['\n', '   '])))
    n.add('\nAccession: ', c.accession('CT'), '   Exam date: ', c.D(d0), ' ', c.time(), '\n')
    n.add('Referrer: ', c.TN(ref), ', Vascular Surgery   Location: ')
    loc = r.randrange(3)
    n.add('Outpatient' if loc == 0 else 'ED' if loc == 1 else ['Inpatient - ', c.ward()])
    n.add('\n')
    if c.chance(0.4):
        n.add('Scanner: ', c.pick(B.CT_SCANNERS), ' (serial ', c.serial(), ')\n')
    n.add('\nCLINICAL DETAILS: ')
    if post:
        ed = d0 - DAY * r.randrange(28, 1200)
        n.add(c.pick(B.DEVICES), ' EVAR on ', c.D(ed), '. Surveillance. ?endoleak.\n')
    else:
        n.add('%.1f cm AAA on ' % (a['max'] / 10.0 - 0.3), c.pick(['screening ultrasound', 'surveillance US', 'CT KUB']),
              '. Planning - ?suitable for EVAR.\n')
    n.add('\nTECHNIQUE: Non-contrast and arterial phase', ' and delayed phase' if post else '', ' acquisitions from '
          'diaphragm to femoral heads, 1 mm. ', str(r.randrange(70, 120)), ' mL ', c.pick(B.CONTRAST),
          ' IV. DLP ', str(r.randrange(450, 1400)), ' mGy.cm. eGFR ', str(r.randrange(38, 90)), '.\n')
    prev = d0 - DAY * r.randrange(90, 800)
    n.add('\nCOMPARISON: ', c.pick([['CT ', c.D(prev)], ['US ', c.D(prev)], 'None available.']), '\n\n')
    n.add('FINDINGS:\n')
    if post:
        sac = a['max'] + r.randrange(-9, 5)
        n.add('Stent graft: bifurcated endograft in satisfactory position, no migration (lowest renal to fabric ',
              str(r.randrange(2, 10)), ' mm). Limbs patent, no kinking.\n')
        n.add('Sac: maximum diameter ', str(sac), ' mm (previously ', str(a['max']), ' mm).\n')
        n.add('Endoleak: ', c.pick(['none', 'type II from IMA, contrast in sac on delayed phase only',
                                   'type II from L3 lumbar arteries', 'type Ib at left distal seal zone']), '.\n')
    else:
        n.add('Aneurysm: fusiform infrarenal AAA, maximum outer-to-outer diameter ', str(a['max']), ' mm (orthogonal). ',
              'Mural thrombus up to ', str(a['thr']), ' mm. ', c.pick(['No periaortic stranding.',
                                                                    'No CT features of rupture.',
                                                                    'Mild periaortic fat stranding - ?inflammatory.']), '\n')
        n.add('Proximal neck: length ', str(a['neck_len']), ' mm, diameter ', str(a['neck_d']), ' mm at lowest renal, '
              'infrarenal angulation ', str(a['ang']), ' deg; ', c.pick(['conical', 'parallel', 'reverse taper']), '.\n')
        n.add('Iliacs: R CIA ', str(a['rcia']), ' mm, L CIA ', str(a['lcia']), ' mm; EIA ', str(a['reia']), '/',
              str(a['leia']), ' mm. ', c.pick(['Moderate tortuosity.', 'Heavy calcification.', 'No occlusive disease.']), '\n')
        n.add('Visceral: coeliac, SMA and single renal arteries patent', c.pick(['', '; accessory right lower pole renal artery arises from the sac']), '.\n')
    n.add('Other: ', c.pick(['Simple left renal cyst (Bosniak I).', '6 mm RLL nodule - follow per Fleischner.',
                             'Diverticulosis.', 'Cholelithiasis.', 'No other significant finding.']), '\n\n')
    n.add('IMPRESSION:\n')
    if post:
        n.add('1. Post-EVAR, sac ', c.pick(['stable', 'regressing', 'enlarging']), '. See endoleak above.\n')
    else:
        n.add('1. ', str(a['max']), ' mm infrarenal AAA', ', anatomy suitable for standard EVAR' if _suit(a)
              else ', short/angulated neck - outside standard EVAR IFU', '.\n')
    if c.chance(0.4):
        n.add('2. Findings discussed with ', c.TN(ref), ' by phone on ', c.D(d0), ' at ', c.time(), '.\n')
    n.add('\nReported by: ', c.TN(rad, style=c.pick(['full', 'il2'])), ', ', B.role(c, 'radiologist'))
    if c.chance(0.5):
        n.add(' (', c.license_label(), ' ', c.license(), ')')
    n.add('\n', c.pick(['Verified: ', 'Signed: ', 'Authorised: ']), c.D(d0 + DAY * r.randrange(0, 3)), ' ', c.time())
    if c.chance(0.5):
        n.add(' - workstation ', c.ip())
    if c.chance(0.4):
        n.add(' user ', (rad.user(r), 'USERNAME'))
    n.add('\n')


def mdt(c):
    n, r = c.n, c.r
    d0 = _ref(c)
    chair = c.clin(surgeon=True)
    others = [c.clin(surgeon=True), c.clin(), c.clin()]
    cns = c.person(young=True)
    coord = c.person(young=True)
    n.add(c.pick(['VASCULAR MDT - OUTCOME', 'Vascular Multidisciplinary Team Meeting: Outcome Record',
                  'AAA MDT OUTCOMES']), '\n')
    n.add(c.H(), ' | Meeting ', c.D(d0), c.pick([' 08:00', ' 13:00', '']), ' | MDT ref ', c.idnum('MDT'), '\n')
    n.add('Chair: ', c.TN(chair), '\nPresent: ')
    for i, o in enumerate(others):
        n.add(c.TN(o, style=c.pick(['last', 'full'])), ', ' if i < len(others) - 1 else '')
    n.add(' (IR, anaesthetics), CNS ', (cns.full(), 'DOCTOR'), ', coordinator ', (coord.first, 'DOCTOR'), '\n')
    if c.chance(0.3):
        n.add('Dial-in: ', c.url(), '\n')
    n.add('\n')
    for k in range(r.randrange(1, 4)):
        p = c.patient(d0, 60, 89)
        a = _anat(c)
        n.add('=' * 40, '\nCase ', str(k + 1), '\n')
        n.add(B.demog(c, p, fields=('name', 'dob', 'mrn', 'nat') if c.cc == 'UK' else ('name', 'dob', 'mrn')))
        rd = d0 - DAY * r.randrange(7, 40)
        src = c.pick(['AAA screening programme', B.gp_word(c), 'ED', 'Urology'])
        n.add('Referred by: ', src, ' - referral received ', c.D(rd), '\n')
        rel = c.pick(['Lives with wife ', 'Carer for wife ', 'Lives with son ', 'Lives with daughter '])
        n.add('Summary: ', str(a['max']), ' mm infrarenal AAA', c.pick(['', ', growth 8 mm/yr', ', tender on palpation']),
              '. ', rel, (c.person('M' if 'son' in rel else 'F', young='wife' not in rel, surname=p.last).first,
                          'FAMILY'), '. ')
        n.add('Retired ', (c.pick(P.PROFESSIONS), 'PROFESSION'), '.\n')
        n.add('Imaging: CTA ', c.D(rd + DAY * r.randrange(1, 14)), ' (', c.accession('CT'), '); neck ', str(a['neck_len']),
              ' mm, angulation ', str(a['ang']), ' deg\n')
        n.add('Fitness: CPET AT %.1f mL/kg/min, VO2 peak %.1f; Rockwood CFS %d; ' % (
            8 + r.random() * 5, 12 + r.random() * 8, r.randrange(3, 7)), 'creatinine ', str(r.randrange(70, 190)),
            ' umol/L\n')
        out = r.randrange(4)
        n.add('Outcome: ')
        if out == 0:
            n.add('Elective EVAR, listed under ', c.TN(chair), '; target within 8 weeks of referral.\n')
        elif out == 1:
            n.add('Open repair advised (neck unsuitable). Patient to meet ', c.TN(others[0]), ' to discuss.\n')
        elif out == 2:
            n.add('Refer for fenestrated EVAR to ', c.H(c.hosp2), '.\n')
        else:
            n.add('Not fit for intervention (CFS ', str(r.randrange(6, 8)), '); conservative management, best medical '
                  'therapy. ' + B.gp_word(c) + ' to be informed. Palliative care input if ruptures - discussed with family.\n')
        n.add('Actions: letter to ', B.gp_word(c), ' (', (coord.user(r), 'USERNAME'), '); CNS ', (cns.il(), 'DOCTOR'),
              ' to phone patient on ', c.phone(c.pick(['land', 'mobile'])), '.\n')
    n.add('\nOutcomes typed by ', (coord.full(), 'DOCTOR'), ' ', c.D(d0), '. Next MDT ', c.D(d0 + DAY * 7), '.\n')
