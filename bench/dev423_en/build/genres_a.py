"""Genres: minor injury triage record, clinician assessment note, X-ray request
and report."""
import ids
import pools_misc as PM
from case import Clin
from common import (make_case, hx_line, fill, demo_block, unit_head, sig_block,
                    meds_block, pmh_block, social, tetanus, natid, footer, visitor)
from note import Note

ALL = ['msk', 'msk', 'wound', 'bite', 'burn', 'eye', 'fb', 'head']
MODE = ['Walked in', 'Private car', 'Brought by {R}', 'Taxi', 'Self-presented',
        'Ambulance (non-emergency)', 'Walk-in']
REFERRER = {'GB': 'Referred by NHS 111', 'IE': 'Referred by GP out-of-hours', 'AU': 'Referred by healthdirect',
            'NZ': 'Referred by Healthline', 'CA': 'Referred by 811', 'US': 'Referred by nurse line'}
WORDS = {'msk': ['"hurt my {p}"', '"think I\'ve broken it"', '"really sore, can\'t use it"', '"need it checking"'],
         'wound': ['"cut myself"', '"won\'t stop bleeding"', '"might need stitches"'],
         'bite': ['"dog bit me"', '"bitten"', '"it\'s gone red"'], 'burn': ['"burnt it"', '"scalded"'],
         'eye': ['"something in my eye"', '"eye is killing me"'], 'fb': ['"it\'s stuck"', '"can\'t get it out"'],
         'head': ['"banged my head"', '"fell and hit head"']}


def _device_line(n, c):
    rng = c.rng
    r = rng.random()
    if c.age >= 70 and r < 0.35:
        n.ln('Pacemaker in situ (dual chamber, Medtronic) - device card seen, SN {S}.',
             S=(ids.device_serial(rng, 'pacemaker'), 'DEVICE'))
    elif c.age >= 70 and r < 0.6:
        n.ln('Wears personal alarm pendant (telecare) ID {S}.',
             S=(ids.device_serial(rng, 'pendant'), 'DEVICE'))
    elif 'Type 1' in ' '.join(c.pmh) or (r < 0.08 and not c.child):
        n.ln('Insulin pump (t:slim/Omnipod type) in situ, serial {S}; CGM sensor {G} on {Side} arm.',
             S=(ids.device_serial(rng, 'pump'), 'DEVICE'), G=(ids.device_serial(rng, 'cgm'), 'DEVICE'),
             Side=c.Side.lower())
    elif c.age >= 60 and r < 0.75:
        n.ln('Bilateral hearing aids (serial {S}) - speak clearly, face pt.',
             S=(ids.device_serial(rng, 'hearing'), 'DEVICE'))


def pc_text(c):
    return c.scen['pc'].replace('{side}', c.side).replace('{Side}', c.Side)


def triage(rng, cc):
    c = make_case(rng, cc, ALL)
    n = Note()
    us = cc in ('US', 'CA')
    unit_head(n, c, tel=rng.random() < 0.5)
    n.ln(rng.choice(['MINOR INJURY TRIAGE RECORD', 'URGENT CARE - NURSING TRIAGE',
                     'Triage / Streaming Assessment', 'MIU TRIAGE']) + '\n')
    mode = rng.choice(MODE + [REFERRER[cc]]).replace('{R}', c.famr)
    n.ln('Arrival: {D} {T}    Mode: {M}    Cubicle: {B}', D=c.D(c.visit, rng.choice(
        ['wd_dmy' if not us else 'wd_mdy', c.ds])), T=c.tick(0, 1), M=mode,
         B=(str(rng.randrange(1, 14)), 'LOCATION_OTHER'))
    n.ln('Registered by: {R} at {T}   Source: {S}', R=c.clerk.full(), T=c.tick(1, 6),
         S=rng.choice(['self-referral', 'GP', 'NHS 111' if cc == 'GB' else 'phone line', 'school', 'employer']))
    if cc == 'US' and rng.random() < 0.5:
        n.ln('Patient identity verified by palm-vein scan (PatientSecure) ID {B}',
             B=(ids.bioid(rng, 'palm'), 'BIOID'))
    demo_block(n, c)
    if cc == 'US' and rng.random() < 0.3:
        n.ln('SSN: {S}', S=(c.ssn, 'SSN'))
    if rng.random() < 0.3:
        n.ln('Car park: reg {V} logged for free parking', V=(c.plate, 'VEHICLE'))
    visitor(n, c)
    n.ln()
    n.ln('Reason for attendance (pt\'s words): ' + rng.choice(WORDS[c.scen['cat']]).replace(
        '{p}', c.scen['region'].replace('{Side} ', '').lower()))
    n.ln('Presenting complaint: ' + pc_text(c))
    n.add('History: ')
    fill(n, c, hx_line(c))
    n.add(rng.choice([' Time of injury approx %02d:%02d.' % (rng.randrange(6, 20), rng.randrange(60)),
                      ' Pt states pain worse on movement.', ' No other injuries.', ' Nil else.', '']) + '\n')
    n.ln('Mechanism: Fall from height %s | RTC N | Assault %s | Work-related %s | Sport %s' % (
        ('<1m' if any(w in hx_line(c) for w in ('Fell', 'fell', 'Slipped', 'FOOSH', 'Tripped', 'Fall')) else 'N'),
        'Y' if 'Punched' in hx_line(c) else 'N',
        'Y' if '{ORG}' in hx_line(c) else 'N', 'Y' if '{CLUB}' in hx_line(c) else 'N'))
    n.ln('Triage system: ' + {'GB': 'Manchester Triage System (MTS) v3', 'IE': 'Manchester Triage System',
                              'AU': 'Australasian Triage Scale', 'NZ': 'Australasian Triage Scale',
                              'CA': 'Canadian Triage and Acuity Scale (CTAS)',
                              'US': 'Emergency Severity Index (ESI) v4'}[cc])
    n.ln('Triage category: ' + PM.triage_str(rng, cc, c.scen['cat']))
    if rng.random() < 0.4:
        n.ln(rng.choice(PM.HARD_NEG['any'] + PM.HARD_NEG[c.scen['cat']]))
    n.ln('Obs at %s:' % c.tick(3, 10))
    n.ln(PM.vitals(rng, c.age, 'us' if us else rng.choice(['uk', 'line']), cc))
    if c.age >= 65 or any('AF' in p or 'diabetes' in p or 'T2DM' in p for p in c.pmh):
        n.ln('POCT (ref range):')
        for row in PM.lab_rows(rng, ['Glucose', 'INR'], abnormal=('INR',) if any(
                'AF' in p for p in c.pmh) else ()):
            n.ln('  ' + row)
    if c.sex == 'F' and 12 <= c.age <= 50 and rng.random() < 0.6:
        n.ln('LMP: {D}   Pregnancy possible: {P}', D=c.D(c.days(-rng.randrange(3, 34))),
             P=rng.choice(['no', 'No', 'unsure - urine hCG negative']))
    n.ln('Allergies: ' + c.allergy)
    meds_block(n, c, 'Medications:')
    _device_line(n, c)
    if c.scen['cat'] in ('wound', 'bite', 'burn'):
        tetanus(n, c)
    if rng.random() < 0.5:
        n.ln('Previous attendances: {K} in last 12 months (last {D})', K=str(rng.randrange(1, 4)),
             D=c.D(c.days(-rng.randrange(20, 350))))
    if c.child:
        n.ln('Safeguarding screen: Hx consistent with injury Y  Delay in presentation N  '
             'Known to social care N  Accompanied by {R} {F}', R=c.famr, F=c.fam())
        if rng.random() < 0.5:
            n.ln('School: {S}  (absent today)', S=(c.school, 'ORGANIZATION'))
    else:
        n.ln(rng.choice(['Safeguarding: no concerns identified.',
                         'DA routine enquiry - not asked, partner present. Flag for ENP.',
                         'Safeguarding screen completed - nil.',
                         'Frailty score (CFS): %d' % rng.randrange(3, 7) if c.age >= 65 else 'Lives independently.']))
    if rng.random() < 0.6:
        n.ln(rng.choice(['Analgesia at triage: Paracetamol 1g PO + Ibuprofen 400mg PO.',
                         'Analgesia: Calpol 15mg/kg PO given.' if c.child else (
                             'Analgesia: acetaminophen 650 mg PO.' if us else 'Analgesia: co-codamol 30/500 x2 PO.'),
                         'Entonox offered - declined.', 'Ice pack + elevation sling applied.',
                         'Analgesia declined - "took some at home"']) + ' (%s)' % c.tick(1, 5))
    n.ln('Streamed to: ' + rng.choice(['Provider queue', 'Fast track', 'Minors'] if us else [
        'ENP minors', 'GP stream', 'Minors', 'See & treat', 'Fast-track X-ray (PGD)']))
    if rng.random() < 0.5 and c.scen['views'] != 'none':
        n.ln('XR requested under PGD: {R}', R=c.scen['region'].replace('{Side}', c.Side) + ' ' + c.scen['views'])
    n.ln('Pt informed of approx wait %d mins. Advised to inform staff if condition changes.' % rng.choice([30, 60, 90, 120]))
    n.ln()
    if rng.random() < 0.5:
        sig_block(n, c, c.nurse, lic=rng.random() < 0.5)
    else:
        sig_block(n, c, c.nurse, esig=True)
    if rng.random() < 0.5:
        footer(n, c)
    return n, c


MSK_EXAM = ['LOOK: swelling as described, skin intact. FEEL: see below. MOVE: active ROM limited by pain.',
            'Joint above and below examined - NAD.', 'Compartments soft. No calf tenderness.']


def assessment(rng, cc):
    c = make_case(rng, cc, ALL)
    n = Note()
    us = cc in ('US', 'CA')
    o = c.outc
    n.ln('{U} - {T}', U=(c.unit, 'HOSPITAL'), T=rng.choice(['Clinician Assessment',
                                                           'ENP/ANP Consultation', 'Provider Note',
                                                           'Minor Injuries - Clinical Record']))
    c.tick(20, 90)
    n.ln('Seen {D} at {T} in room {R} by {S}', D=c.D(c.visit), T=c.tick(0, 1),
         R=(str(rng.randrange(1, 9)), 'LOCATION_OTHER'), S=c.clin.sig(rng))
    if rng.random() < 0.4:
        n.ln('Chaperone: {H} (HCA)', H=Clin(rng, cc, 'HCA', 'nurse').full())
    if rng.random() < 0.5:
        n.ln('Pt: {N}, {A} {S}, {ML} {M}', N=c.name('full'), A=c.age_piece(), S=c.sexword(),
             ML=c.mrn_label, M=(c.mrn, 'MRN'))
    else:
        demo_block(n, c)
    n.ln()
    n.ln(('CC: ' if us else 'PC: ') + pc_text(c))
    n.add('HPC: ')
    intro = rng.choice(['{A} {G} ', '{N} is a {A} {G} who ', 'Pt ({N}) '])
    gender = ('man' if c.sex == 'M' else 'woman') if c.age >= 18 else ('boy' if c.sex == 'M' else 'girl')
    if intro == '{A} {G} ':
        n.f(intro, A=c.age_piece('yo'), G=c.sexword())
        n.add('- ')
    elif intro.startswith('{N} is'):
        n.f(intro, N=c.title_last() if not c.child else c.name('first'), A=c.age_piece('year-old'), G=gender)
        n.add('presents with ' + pc_text(c).lower() + '. ')
    else:
        n.f(intro, N=c.name('first'))
    fill(n, c, hx_line(c))
    n.add(' ' + rng.choice(['No LOC. No other injuries.', 'Nil else of note.',
                            'Denies numbness/tingling.', 'Has taken paracetamol at home with little effect.',
                            'First time this has happened.', 'Pt states it is "really sore".']) + '\n')
    if c.child:
        n.ln('Accompanied by {R} ({F}), who gives consistent history.', R=c.famr, F=c.fam())
    visitor(n, c, 0.12)
    n.ln('Systems: no head injury, no neck pain, no chest/abdo pain, no other injuries. ' +
         rng.choice(['Not diabetic.', 'No previous injury to this area.', 'No anticoagulants.', '']))
    pmh_block(n, c)
    meds_block(n, c)
    n.ln('Allergies: ' + c.allergy)
    social(n, c)
    n.ln('ICE: ' + rng.choice(['worried it is broken; wants to get back to work', 'concerned re scarring',
                               'wants to know when can drive', 'parent worried re infection',
                               'expects X-ray']))
    n.ln()
    n.ln('O/E: ' + rng.choice(['Alert, comfortable at rest.', 'Appears in pain.',
                               'Well, chatting, GCS 15.', 'Distressed ++ initially, settled with analgesia.']))
    n.ln(PM.vitals(rng, c.age, 'line' if not us else 'us', cc))
    fill(n, c, o['exam'])
    n.add('\n')
    if c.scen['cat'] == 'msk':
        n.ln(rng.choice(MSK_EXAM))
    for line in rng.sample(PM.HARD_NEG[c.scen['cat']], 2 if len(PM.HARD_NEG[c.scen['cat']]) > 3 else 1):
        n.ln(line)
    if o.get('xr'):
        n.add('XR ' + c.scen['region'].replace('{Side}', c.Side) + ': ')
        fill(n, c, o['xr'])
        n.add(' ' + rng.choice(['(my interpretation, awaiting formal report)', '- d/w radiographer',
                                '(formal report)', '']) + '\n')
    elif c.scen['cat'] == 'msk':
        n.ln('No XR indicated - ' + rng.choice(['Ottawa negative.', 'clinical dx.', 'low suspicion of #.']))
    if c.scen['cat'] in ('bite', 'burn') and rng.random() < 0.4:
        n.ln('Bloods (sent as spreading erythema):')
        for row in PM.lab_rows(rng, ['WCC', 'Neut', 'CRP'], abnormal=('CRP', 'WCC')):
            n.ln('  ' + row)
    n.ln()
    n.add('Imp: ')
    fill(n, c, o['dx'])
    n.add('\n')
    n.ln('Plan:')
    for key in ('tx', 'closure', 'plan'):
        if o.get(key):
            n.add('- Wound: ' if key == 'closure' else '- ')
            fill(n, c, o[key])
            n.add('\n')
    if c.scen['cat'] in ('wound', 'bite', 'burn'):
        n.add('- ')
        tetanus(n, c)
    ref = o.get('refer')
    if ref == 'fracture':
        n.ln('- Fracture clinic, {H}: {D} {T}', H=(c.acute, 'HOSPITAL'), D=c.D(c.days(rng.randrange(1, 6))),
             T='%02d:%02d' % (rng.randrange(8, 16), rng.choice([0, 15, 30, 45])))
    elif ref in ('plastics', 'eye', 'ent', 'hand'):
        n.ln('- Referred to {S} at {H}, d/w {D} on call, to attend {W}.',
             S={'plastics': 'Plastics (hand trauma)', 'eye': 'Eye Casualty', 'ent': 'ENT',
                'hand': 'Hand Clinic'}[ref], H=(c.acute, 'HOSPITAL'), D=['Dr ', (Clin(rng, cc, 'Dr', 'md').last, 'DOCTOR')],
             W=rng.choice(['today', 'tomorrow am', 'at 0900']))
    elif ref == 'ed':
        n.ln('- Transfer to ED {H}; handover given to nurse in charge {D}.',
             H=(c.acute, 'HOSPITAL'), D=c.nurse.full())
    else:
        n.ln('- Discharge with verbal + written advice. Return if worse. ' + c.gp_label() + ' f/u PRN.')
    if o.get('fx') and c.scen['region'].split()[-1] in ('ankle', 'foot', 'knee') and rng.random() < 0.6:
        n.ln('- Crutches loaned, asset no. {A}; boot SN {B}.',
             A=(ids.device_serial(rng, 'crutch'), 'DEVICE'), B=(ids.device_serial(rng, 'boot'), 'DEVICE'))
    n.ln('- Safety-netted: ' + rng.choice(['red flags explained, written advice given.',
                                           'understands when to return.', 'advice sheet + verbal, pt happy with plan.']))
    n.ln()
    sig_block(n, c, c.clin, lic=rng.random() < 0.6, esig=rng.random() < 0.3)
    if rng.random() < 0.4:
        footer(n, c)
    return n, c


QUESTION = {'ankle': 'Ottawa +ve ?#', 'toe': '?#', 'ribs': '?# ?PTX', 'knee': '?# ?effusion',
            'wrist': '?scaphoid ?distal radius #', 'hand_punch': '?5th MC #', 'finger': '?avulsion #',
            'thumb': '?avulsion', 'clavicle': '?#', 'elbow': '?radial head #'}


def xray(rng, cc):
    c = make_case(rng, cc, ['msk', 'msk', 'wound'], pred=lambda o: o.get('xr'))
    n = Note()
    us = cc in ('US', 'CA')
    o = c.outc
    region = c.scen['region'].replace('{Side}', c.Side)
    n.ln(rng.choice(['RADIOLOGY REQUEST AND REPORT', 'IMAGING REQUEST - PLAIN FILM',
                     'X-RAY REQUEST / REPORT', 'Diagnostic Imaging']))
    n.ln('Requesting location: {U}', U=(c.unit, 'HOSPITAL'))
    n.ln('Requester: {S}   Contact: {P}', S=c.clin.sig(rng),
         P=(c.unit_phone + ids.ext(rng), 'PHONE') if rng.random() < 0.5 else ['bleep ', (c.clin.bleep, 'PHONE')])
    if us or rng.random() < 0.3:
        n.ln('{L}: {V}', L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
    nm = rng.choice(['LAST, First', 'full', 'LAST'])
    n.ln('Patient: {N}   DOB: {D} ({A})   {ML}: {M}', N=c.name(nm), D=c.D(c.dob), A=c.age_piece('y'),
         ML=c.mrn_label, M=(c.mrn, 'MRN'))
    if not us or rng.random() < 0.5:
        n.ln('{L}: {V}   Attendance: {A}', L=c.natid[0], V=natid(c), A=(c.att, 'ACCOUNT'))
    n.ln('Order no: {O}    Accession: {A}', O=(ids.order_no(rng), 'IDNUM'), A=(ids.accession(rng, c.visit), 'IDNUM'))
    n.ln('Requested: {D} {T}   Priority: {P}', D=c.D(c.visit), T=c.tick(30, 90),
         P=rng.choice(['routine - MIU', 'urgent', 'same day']))
    n.ln()
    n.ln('Examination: XR ' + region + ' - ' + c.scen['views'])
    if us:
        n.ln('CPT: ' + rng.choice(['73610 (ankle, 3 views)', '73110 (wrist, 3 views)', '73130 (hand, 3 views)',
                                   '73000 (clavicle)', '73080 (elbow, 3 views)', '73562 (knee, 3 views)',
                                   '73630 (foot, 3 views)', '71101 (ribs unilateral w/ PA chest)']))
    n.add('Clinical details: ')
    fill(n, c, hx_line(c))
    n.add(' ')
    fill(n, c, o['exam'].split('. ')[0].rstrip('.'))
    q = QUESTION.get(c.scen['key'], '?FB ?bony involvement')
    n.add('. ' + q + '\n')
    if c.sex == 'F' and 12 <= c.age <= 55:
        n.ln('Pregnancy status: ' + rng.choice(['not pregnant (pt confirmed)', 'LMP within 10 days',
                                                '28-day rule applied - N/A extremity']))
    if rng.random() < 0.3:
        n.ln('Previous imaging: XR same region {D} at {H}', D=c.D(c.days(-rng.randrange(200, 2000))),
             H=(c.acute, 'HOSPITAL'))
    if cc in ('GB', 'IE'):
        n.ln('IR(ME)R justification: justified and authorised by {R}', R=c.radiographer.full())
    n.ln()
    n.ln('Acquired: {D} {T}   Room: {R}   Radiographer: {G}', D=c.D(c.visit), T=c.tick(10, 45),
         R=(rng.choice(['1', '2', '3', '2A', 'DR2']), 'LOCATION_OTHER'), G=c.radiographer.full())
    n.ln('Equipment: ' + rng.choice(['Carestream DRX-Evolution', 'Philips DigitalDiagnost C90',
                                     'Siemens Ysio Max', 'Fujifilm FDR D-EVO II', 'GE Definium 656',
                                     'Agfa DX-D 600']) + '  kV %d  mAs %.1f  DAP %d mGy.cm2' % (
        rng.randrange(50, 70), rng.choice([1.6, 2.0, 2.5, 3.2, 4.0]), rng.randrange(1, 40)))
    if not us and rng.random() < 0.6:
        n.ln('Radiographer comment (PCE): ' + ('abnormality flagged - see report' if o.get('fx')
                                               else 'no abnormality detected') + ' - {I}',
             I=(c.radiographer.first[:1] + c.radiographer.last[:1], 'DOCTOR'))
    n.ln()
    if us:
        n.ln('TECHNIQUE: ' + c.scen['views'] + ' views of the ' + region.lower() + '.')
        n.ln('COMPARISON: ' + rng.choice(['None.', 'None available.', 'Outside films not available.']))
    n.ln('REPORT:' if not us else 'FINDINGS:')
    fill(n, c, o['xr'])
    n.add('\n')
    if us:
        n.add('IMPRESSION: ')
        fill(n, c, o['dx'])
        n.add('.\n')
    elif rng.random() < 0.5:
        n.ln(rng.choice(['Comparison: none available.', 'No previous imaging for comparison.',
                         'Soft tissues otherwise unremarkable.']))
    if o.get('fx') and rng.random() < 0.6:
        n.ln('Alert: new fracture - result communicated to {U} via {P} at {T}.',
             U=(c.unit, 'HOSPITAL'), P=(c.unit_phone, 'PHONE'), T=c.tick(20, 120))
    n.ln()
    n.ln('Reported by: {S}', S=c.rad.sig(rng))
    n.ln('{L} {V}   Verified {D} {T}', L=c.rad.lic[0], V=(c.rad.lic[1], 'LICENSE'),
         D=c.D(c.days(rng.choice([0, 0, 1, 2]))), T=c.tick(30, 240))
    if rng.random() < 0.5:
        n.ln('PACS node {I} | study UID retained', I=(ids.ipaddr(rng), 'IPADDR'))
    n.ln('Distribution: requester; ' + c.gp_label() + ' {G} ({P})', G=c.gp.sig(rng), P=(c.practice, 'HOSPITAL'))
    if rng.random() < 0.4:
        footer(n, c)
    return n, c
