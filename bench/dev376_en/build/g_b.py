"""Genres: appliance fitting record, radiograph (OPG/ceph) report, treatment progress log."""
from core import addr_items, add_days, dig, let, fdate, username, ip, phone, serial, pager
from blocks import (pt_header, clinical, find_lines, hyg, fam_line, role, dept, ojs, sys_log, e_footer, WIRES, DRUGS)
from extras import (holiday_line, school_line, sibling_line, travel_line, portal_line, room, bio_line, device_item,
                    vehicle_line)


def tm(r):
    return '%02d:%02d' % (r.randint(8, 17), r.choice([0, 10, 15, 20, 30, 40, 45, 50]))


FIT_KIND = ['fixed', 'fixed', 'fixed', 'removable', 'functional', 'aligner', 'rme', 'tad', 'retainer']


def fitting(d, c):
    r = c.r
    clinical(c)
    kind = r.choice(FIT_KIND)
    title = {'fixed': 'BOND-UP: UPPER AND LOWER FIXED APPLIANCES', 'removable': 'URA FIT',
             'functional': 'Twin Block fit', 'aligner': 'Aligner issue / attachments',
             'rme': 'RME (Hyrax) cementation', 'tad': 'TAD placement', 'retainer': 'Debond and retainer fit'}[kind]
    d.t(r.choice(['Appliance fitting record - ', 'APPLIANCE FIT: ', 'Clinical note - ']) + title + '\n')
    d.w('Date: {dt} {t}   ', dt=c.D(c.visit), t=tm(r))
    d.put(room(c))
    d.w('\nSite: {h}\n', h=('HOSPITAL', c.hosp.name if r.random() < 0.6 else c.prac.name))
    d.w('Clinician: {a}   Nurse: {b}\n', a=c.DR(c.reg if r.random() < 0.5 else c.cons, r.choice(['full', 'il'])),
        b=('DOCTOR', c.nurse.fmt(r.choice(['full', 'fi', 'f']))))
    if r.random() < 0.7:
        pt_header(d, c, r.choice(['C', 'D', 'A']))
    else:
        d.w('Pt: {n}  {hn} {m}\n', n=c.PN(r.choice(['ini', 'full', 'lf'])), hn=r.choice(['MRN', 'Hosp no', 'ID']), m=('MRN', c.mrn))
    d.put(fam_line(c))
    d.w('MH checked - {m}. ', m=r.choice(['no change', 'NKDA', c.mh.split(' - ')[0] + ', no change']))
    d.w('Consent: {x}\n\n', x=r.choice(['verbal consent confirmed; written consent on file',
                                         'FP17DC signed' if c.country == 'UK' else 'treatment agreement signed',
                                         'consent form signed today', 'valid consent obtained']))
    if kind == 'fixed':
        d.t('Prophy with oil-free pumice. 37% phosphoric acid etch 30 s, primer, LC adhesive.\n')
        d.t('Brackets U7-7 and L7-7 (%s). Bands UR6 UL6 cemented with GIC.\n' % r.choice(['MBT 0.022', 'Roth 0.018', 'self-ligating 0.022']))
        d.t('Archwires: %s upper and lower, elastomeric modules. Bite turbos on UL1 UR1 palatal.\n' % r.choice(WIRES[:4]))
    elif kind == 'removable':
        d.t('URA fitted: Adams clasps UR6 UL6 (0.7 mm HS wire), Southend clasp UR1 UL1, Z-springs UL2 UR2 (0.5 mm), '
            'flat anterior bite plane. Good retention. Springs activated 1 mm.\n')
        d.t('Wear full time including meals; remove to brush and for contact sports.\n')
    elif kind == 'functional':
        d.t('Twin Block fitted - 70 degree blocks, labial bow, ball-ended clasps U4s, Adams clasps 6s, midline screw.\n'
            'Postured bite: edge to edge incisors, 4 mm vertical opening at the incisors.\n'
            'Full-time wear including meals. Turn the screw a quarter turn once a week.\n')
    elif kind == 'aligner':
        d.t('Attachments placed UR3, UR4, UL3, UL4, LR3, LL3 (template 1). IPR 0.2 mm UR2/UR3 and LL1/LL2.\n'
            'Aligners 1-3 issued; change every 7 days; wear 22 h/day. Chewies given.\n')
        d.put(device_item(c, 'aligner'))
        d.t('\n')
    elif kind == 'rme':
        d.t('Separators removed. Bands UR6 UL6 fitted and cemented (GIC). Hyrax screw centred.\n')
        d.put(device_item(c, 'rme'))
        d.t('. Activation: 1/4 turn twice daily for 14 days, key on lanyard. Midline diastema expected.\n')
    elif kind == 'tad':
        d.t('Topical benzocaine 20% + infiltration articaine 4% 1:100,000 adrenaline 0.6 ml. Site: buccal, between UR5 and UR6.\n')
        d.put(device_item(c, 'tad'))
        d.t(', self-drilling, inserted to head; primary stability good. Chlorhexidine gel given.\n')
    else:
        d.t('Debond: brackets removed with debonding pliers, composite removed with tungsten carbide bur. '
            'No decalcification. PAR post-tx %d.\n' % r.randint(1, 9))
        d.w('Retention: {x}. Records taken (photos, scans).\n', x=c.ret)
    if r.random() < 0.45:
        d.w('Lab ticket no. {t} ({l}).\n', t=('IDNUM', r.choice(['LT', 'LW-', 'W']) + dig(r, 6)), l=('ORGANIZATION', c.lab.name))
    if r.random() < 0.25:
        d.put(device_item(c, r.choice(['scanner', 'herbst'])))
        d.t(' recorded.\n')
    d.t('\nChecks: ' + r.choice(['fit and retention good; no occlusal interference', 'no soft-tissue trauma; ligatures tucked',
                                'bite checked with articulating paper', 'patient able to insert/remove independently']) + '.\n')
    d.t('Instructions given (verbal + written):\n')
    for x in r.sample(['brush 3x daily with interdental brushes; fluoride toothpaste 1450 ppm',
                       'avoid hard/sticky food and fizzy drinks; no chewing gum',
                       'discomfort 3-5 days - soft diet, usual analgesia',
                       'wear as instructed; bring appliance/case to every visit',
                       'use wax for rubbing areas; salt-water rinses for ulcers',
                       'contact sports: mouthguard over brace', 'do not adjust the appliance yourself'], r.randint(3, 5)):
        d.t('  - ' + x + '\n')
    d.w('\nInstructions: OHI (TIPS), diet sheet given, {dr}. Emergency advice sheet given; '
        'out-of-hours number {ph}.\n', dr=r.choice(DRUGS[:4]), ph=('PHONE', phone(r, c.country, c.hosp.addr['phone'])))
    if r.random() < 0.3:
        d.put(holiday_line(c))
        d.t('\n')
    if r.random() < 0.2:
        d.put(bio_line(c))
        d.t('\n')
    nx = add_days(c.visit, r.choice([28, 42, 42, 56, 70]))
    d.w('Next: {w} - {dt} {t} with {n}\n', w=r.choice(['6/52', '8/52', '4/52', '10/52', '2/12']), dt=c.D(nx), t=tm(r),
        n=c.DR(r.choice([c.reg, c.ther, c.cons]), r.choice(['full', 'il', 'l'])))
    d.w('{s}\n', s=('DOCTOR', r.choice([c.reg, c.cons]).fmt(r.choice(['ini0', 'full', 'il']))))


CEPH = [('SNA', 82, 3, '°'), ('SNB', 79, 3, '°'), ('ANB', 3, 2, '°'), ('SN-MxP', 8, 3, '°'), ('MMPA', 27, 4, '°'),
        ('UIMxP', 109, 6, '°'), ('LIMP', 93, 6, '°'), ('Interincisal', 133, 10, '°'), ('LAFH', 55, 2, '%'),
        ('Wits', 0, 2, ' mm'), ('FMPA', 25, 4, '°'), ('SN-GoMe', 32, 4, '°')]
MODALITY = ['Dental panoramic tomograph (OPG)', 'Lateral cephalogram', 'CBCT - limited field of view (maxilla, anterior)',
            'Upper standard occlusal and periapicals (parallax)', 'OPG + lateral cephalogram']
UNITS = ['PanoraMax 9000C', 'OrthoView 3D-R', 'CephStar Pro', 'VistaPan S2', 'Radiant OP-3', 'Axiom CBX-80']


def radiograph(d, c):
    r = c.r
    clinical(c)
    mod = r.choice(MODALITY)
    d.w('{h}\n', h=('HOSPITAL', c.hosp.name))
    d.t(r.choice(['Dental & Maxillofacial Radiology', 'Department of Oral Radiology', 'Medical Imaging - Dental',
                  'Radiology Report']) + '\n')
    d.t('EXAMINATION: ' + mod + '\n')
    pt_header(d, c, r.choice(['A', 'C', 'D']))
    ex = c.visit
    d.w('Exam date: {dt} {t}   Accession no: {a}\n', dt=c.D(ex, r.choice([c.ds, 'iso', 'DMY'])), t=tm(r),
        a=('IDNUM', r.choice(['ACC', 'RAD-', 'DX', 'A']) + str(ex.year)[2:] + '-' + dig(r, 6)))
    d.w('Referrer: {n} ({x})\n', n=c.DR(r.choice([c.cons, c.reg, c.gdp]), r.choice(['full', 'il'])),
        x=r.choice(['Orthodontics', 'GDP', 'OMFS', 'Paediatric Dentistry' if not c.us else 'Pediatric Dentistry']))
    if r.random() < 0.7:
        d.w('Equipment: {u}, SN {s}; {kv} kV, {ma} mA, DAP {dap} mGy cm2\n', u=r.choice(UNITS), s=('DEVICE', serial(r)),
            kv=str(r.choice([60, 64, 66, 70, 73, 80])), ma=str(r.choice([4, 6, 8, 10])), dap=str(r.randint(40, 140)))
    if r.random() < 0.4:
        d.w('Radiographer: {n}\n', n=('DOCTOR', c.nurse2.fmt(r.choice(['full', 'fi']))))
    if c.country == 'UK' or r.random() < 0.4:
        d.w('Justified by: {j} (IR(ME)R practitioner)   Operator: {o}\n', j=c.DR(c.cons, r.choice(['il', 'full'])),
            o=('DOCTOR', c.nurse2.fmt(r.choice(['full', 'il']))))
    d.t('Image quality: %s\n' % r.choice(['Grade 1 - diagnostically acceptable', 'Grade 2 - positioning error (head rotated), diagnostic',
                                          'Diagnostically acceptable', 'A (acceptable)']))
    d.w('Clinical indication: {x}\n\n', x=r.choice(['orthodontic assessment', 'localisation of unerupted UR3',
                                                    'pre-treatment ceph for treatment planning', 'hypodontia - confirm',
                                                    'mid-treatment root check', 'orthognathic planning']))
    d.t('FINDINGS\n')
    fnd = ['All permanent teeth present and developing, including four third molar crypts.',
           'UR3 unerupted, palatally positioned; cusp tip overlying the root of UR2 (sector 2). No resorption of UR2 seen.',
           'UL2 and UR2 absent; no crypts. ULC and URC retained.',
           'Root apices of the upper incisors show mild blunting (<1/4 root length).',
           'LR8 mesioangular, developing. Bone levels within normal limits.',
           'No periapical or bony pathology identified. Maxillary sinuses clear.',
           'Well-defined radiolucency below the inferior alveolar canal, LL7 region, consistent with a Stafne bone cavity.',
           'Pericoronal radiolucency UL3 of 4 mm - follicular enlargement vs early dentigerous cyst.',
           'Sella turcica bridging noted (incidental).', 'Cervical vertebral maturation stage CS3 (pre-peak growth).']
    for x in r.sample(fnd, r.randint(2, 5)):
        d.t('- ' + x + '\n')
    if 'ceph' in mod.lower():
        d.t('\nCephalometric analysis (%s):\n' % r.choice(['Eastman', 'Steiner', 'McNamara', 'Ricketts']))
        for k, m, sd, u in r.sample(CEPH, r.randint(6, 10)):
            v = m + r.randint(-2 * sd, 2 * sd)
            d.t('  %-13s %s%s   (norm %s +/- %s)\n' % (k, ('+' if k == 'Wits' and v > 0 else '') + str(v), u, m, sd))
        d.t('  Lower lip to E-line: %d mm\n' % r.randint(-4, 4))
    d.w('\nIMPRESSION: {x}\n', x=r.choice([c.cls, 'Impacted UR3 - refer for joint ortho/OMFS opinion.',
                                            'Hypodontia confirmed.', 'No contraindication to orthodontic treatment.']))
    rep = c.DR(c.reg if r.random() < 0.3 else c.omfs, 'full')
    d.w('\nReported by: {n}, {ro}\n', n=rep, ro=r.choice(['Consultant Dental & Maxillofacial Radiologist', 'Specialist in DMFR',
                                                            'Oral & Maxillofacial Radiologist']))
    d.w('Report date: {dt} {t}\n', dt=c.D(add_days(ex, r.randint(0, 6))), t=tm(r))
    if r.random() < 0.6:
        d.w('Images: PACS study {s}', s=('IDNUM', '1.2.826.0.1.%s.%s' % (dig(r, 7), dig(r, 4)) if r.random() < 0.3
                                          else 'ST' + dig(r, 8)))
        if r.random() < 0.5:
            d.w(', viewed by {u} from {ip}', u=('USERNAME', username(r, c.reg)), ip=('IPADDR', ip(r)))
        d.t('\n')
    if r.random() < 0.3:
        e_footer(d, c, c.omfs)


ENTRIES = ['Bond up U/L {w}. OHI given. Leaflet.', 'Wires changed to {w} U/L. Power chain UR3-UL3.',
           'Pt c/o ulcer LL buccal sulcus - wax given, ends trimmed.', 'Broken bracket UL5 - rebonded.',
           'Class II elastics 1/4" 4.5 oz full time from today. Compliance to be checked.',
           'Poor OH, plaque score 60% - warned re decalcification. Duraphat applied.',
           'Space closure on {w} with NiTi coil springs 150 g.', 'Detailing bends UR2/UR3. Bite settling.',
           'Open coil spring UL2 space. Bite turbos removed.', 'Torque in {w}. Good progress, 2 mm OJ left.',
           'Debond. VFRs fitted. PAR 4 (from {p}).', 'Lower bonded retainer 3-3 placed, 0.0175 multistrand.',
           'Review: ANB reduced, OJ now 3 mm on Twin Block. Start support phase.', 'Impressions for retainers. Photos.']


def progress(d, c):
    r = c.r
    clinical(c)
    d.t(r.choice(['ORTHODONTIC TREATMENT RECORD', 'Treatment progress notes', 'Ortho progress log', 'Appointment history']) + '\n')
    d.w('{n}   {hn} {m}   DOB {dob}\n', n=c.PN(r.choice(['LF', 'full', 'lf'])), hn=r.choice(['MRN', 'Hosp no', 'Chart #', 'File']),
        m=('MRN', c.mrn), dob=c.D(c.dob))
    d.w('Appliance: {a}\nStart: {dt}   Clinician: {n}   {s}\n', a=c.appl, dt=c.D(c.visit), n=c.DR(c.cons, 'full'),
        s=('HOSPITAL', c.hosp.name if r.random() < 0.6 else c.prac.name))
    sty = r.choice(['pipe', 'tab', 'line'])
    if sty == 'pipe':
        d.t('Date       | By   | Notes                                  | Next\n' + '-' * 64 + '\n')
    day = c.visit
    staff = [c.cons, c.reg, c.ther]
    n_ent = r.randint(8, 14)
    for i in range(n_ent):
        day = add_days(day, r.choice([35, 42, 42, 49, 56, 63]))
        who = r.choice(staff)
        ini = ('DOCTOR', who.fmt(r.choice(['ini0', 'ini0', 'il', 'f'])))
        k = r.random()
        if k < 0.1:
            txt = ['DNA. ', r.choice(['Letter to parent', 'Text reminder failed', 'Second DNA - discharge warning letter']), '.']
        elif k < 0.22:
            txt = [r.choice(['Mum' if c.fam.sex == 'F' else 'Dad', 'Parent', c.rel.capitalize()]), ' (', c.FAM(c.fam, r.choice(['f', 'full'])),
                   ') phoned on ', ('PHONE', c.fam_phone), ' re ', r.choice(['loose band', 'pain', 'rebooking', 'lost retainer']),
                   '. Seen in emergency slot ', ('DATE', fdate(add_days(day, 1), 'wdm' if not c.us else 'wmd')), '.']
        elif k < 0.27:
            txt = r.choice([holiday_line(c), travel_line(c), sibling_line(c)])
        else:
            pool = ENTRIES[:10] if i < n_ent - 1 else ENTRIES[10:]
            txt = [r.choice(pool).format(w=r.choice(WIRES), p=r.randint(25, 48))]
        nx = r.choice(['6/52', '8/52', '4/52', '7/52', '3/12', 'SOS'])
        ds = c.D(day, r.choice([c.ds, 'dmy2' if not c.us else 'mdy1']))
        if sty == 'pipe':
            d.put([ds, ' | ', ini, ' | '] + txt + [' | ', nx, '\n'])
        elif sty == 'tab':
            d.put([ds, '\t', ini, '\t'] + txt + ['\tr/v ', nx, '\n'])
        else:
            d.put([ds, ' ', ini, ': '] + txt + [' Next ', nx, '.\n'])
    if r.random() < 0.4:
        d.w('\nRecall booked {dt} {t}, {rm}.\n', dt=c.D(add_days(day, 42)), t=tm(r), rm=room(c))
    if r.random() < 0.35:
        d.t('\n')
        sys_log(d, c, r.randint(2, 3))
