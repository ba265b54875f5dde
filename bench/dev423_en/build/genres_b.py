"""Genres: wound care and closure record, fracture clinic referral, discharge
advice sheet, eye injury referral."""
import ids
import pools_advice as PA
import pools_misc as PM
from case import Clin
from common import (make_case, hx_line, fill, demo_block, unit_head, sig_block,
                    meds_block, pmh_block, tetanus, natid, footer, visitor)

CONTAM = {'bite': 'saliva (bite) - high risk', 'hand_glass': 'glass ?retained', 'nail_foot': 'soil/rust - through shoe',
          'saw': 'sawdust, moderate'}
UPPER = ('wrist', 'hand_punch', 'finger', 'thumb', 'clavicle', 'elbow')
from note import Note


def wound(rng, cc):
    c = make_case(rng, cc, ['wound', 'wound', 'bite'])
    n = Note()
    o = c.outc
    us = cc in ('US', 'CA')
    n.ln(rng.choice(['WOUND ASSESSMENT AND CLOSURE RECORD', 'Laceration Repair - Procedure Note',
                     'Wound Care Record', 'WOUND MANAGEMENT / CLOSURE']))
    c.tick(30, 120)
    n.ln('{U}    Date: {D}   Time: {T}   Bay: {B}', U=(c.unit, 'HOSPITAL'), D=c.D(c.visit), T=c.tick(0, 1),
         B=(str(rng.randrange(1, 8)), 'LOCATION_OTHER'))
    if rng.random() < 0.5:
        demo_block(n, c)
    else:
        n.ln('Patient: {N}   DOB: {D}   {L}: {V}', N=c.name(rng.choice(['full', 'LAST, First'])),
             D=c.D(c.dob), L=c.natid[0], V=natid(c))
        n.ln('{ML}: {M}   Attendance: {A}', ML=c.mrn_label, M=(c.mrn, 'MRN'), A=(c.att, 'ACCOUNT'))
    n.ln()
    n.add('Mechanism: ')
    fill(n, c, hx_line(c))
    n.add('\n')
    n.ln('Time since injury: ' + rng.choice(['<1 hr', '2 hrs', '3.5 hrs', 'approx 6 hrs', 'overnight (~14 hrs)']))
    visitor(n, c, 0.1)
    n.ln('PMH relevant to healing: ' + ('nil' if c.child else rng.choice(
        ['nil', 'diabetes', 'smoker', 'long-term steroids', 'PVD', 'nil known'])))
    rows = [('Site', c.scen['site']), ('Length', o['len']), ('Depth', o['depth']),
            ('Contamination', CONTAM.get(c.scen['cat'], CONTAM.get(c.scen['key'], rng.choice(['clean', 'minimal'])))),
            ('Wound bed', rng.choice(['clean, bleeding controlled', 'healthy, oozing', 'sl. ragged edges']))]
    for k, v in rows:
        n.add('%-15s ' % (k + ':'))
        fill(n, c, v)
        n.add('\n')
    n.add('Neurovascular:  ')
    fill(n, c, o['exam'])
    n.add('\n')
    if o.get('xr'):
        n.ln('XR (FB screen): ' + o['xr'])
    n.ln('Allergies: ' + c.allergy + '   Anticoagulants: ' + ('none' if c.age < 40 else rng.choice(
        ['none', 'none', 'apixaban', 'aspirin only'])))
    tetanus(n, c)
    n.ln(rng.choice(PM.HARD_NEG[c.scen['cat']]))
    n.ln()
    n.ln('PROCEDURE')
    n.ln('Consent: verbal' + (', {R} present'.replace('{R}', c.famr) if c.child else ''))
    n.ln('Anaesthesia: ' + (o['la'] or 'none required'))
    n.ln('Irrigation: ' + rng.choice(['200ml 0.9% NaCl under pressure (20ml syringe + 19G)',
                                      'tap water irrigation 2 mins', '500ml saline, Prontosan soak',
                                      'copious irrigation 0.9% saline']))
    n.add('Closure: ')
    fill(n, c, o['closure'])
    n.add('\n')
    if o.get('sutures'):
        n.ln('Sutures/staples: %d   Material: %s   Lot recorded on EPR' % (
            o['sutures'], rng.choice(['Ethilon 5-0 (Ethicon)', 'Prolene 4-0', 'Vicryl Rapide 5-0',
                                      'Appose ULC stapler (Covidien)'])))
        rod = c.days(o['rod'])
        n.ln('Removal due: day {K} - {D} at {P}', K=str(o['rod']), D=c.D(rod), P=(c.practice, 'HOSPITAL'))
    n.ln('Dressing: ' + rng.choice(['Mepore', 'Steri-Strips + Opsite', 'Melolin + Tubifast',
                                    'Jelonet + gauze + crepe', 'Mepilex Border Lite', 'Kaltostat + Mefix']))
    if c.scen['cat'] == 'bite':
        if c.child:
            n.ln('Antibiotics: co-amoxiclav 250/62 suspension TDS 5/7, dose by weight (BNFc); '
                 'clarithromycin if pen-allergic')
        else:
            n.ln('Antibiotics: co-amoxiclav 625mg TDS 5/7 (or doxycycline 100mg BD + metronidazole if pen-allergic)')
        if '{ABROAD}' in hx_line(c):
            n.ln('Rabies risk: bite abroad ({C}) - discussed with public health on call; PEP via '
                 'rabies vaccine programme arranged.', C=(c.abroad, 'COUNTRY'))
    if rng.random() < 0.4:
        n.ln('Clinical photograph taken with consent (Medical Illustration ref {R}).',
             R=(ids.specimen(rng, c.visit), 'IDNUM'))
    if rng.random() < 0.35:
        n.ln('Wound swab sent: {S} (MC&S).', S=(ids.specimen(rng, c.visit), 'IDNUM'))
    n.ln()
    n.ln('Performed by: {S}', S=c.clin.sig(rng))
    n.ln('Assisted by: {S}', S=[c.nurse.full(), ' (' + c.nurse.role + ')'])
    if rng.random() < 0.5:
        n.ln('{L} {V}', L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
    n.ln('Advice sheet given: ' + PA.TITLE[c.scen['advice']] + ('. Contact {P} with concerns.' if rng.random() < 0.5 else ''),
         P=(c.unit_phone, 'PHONE'))
    n.ln('Completed {T}.', T=c.tick(20, 50))
    if rng.random() < 0.5:
        footer(n, c)
    return n, c


def fracture_referral(rng, cc):
    c = make_case(rng, cc, ['msk'], pred=lambda o: o.get('refer') == 'fracture' or o.get('fx'))
    n = Note()
    o = c.outc
    vfc = rng.random() < 0.5
    n.ln(('VIRTUAL ' if vfc else '') + rng.choice(['FRACTURE CLINIC REFERRAL', 'Fracture Clinic Referral Form',
                                                   'ORTHOPAEDIC / FRACTURE CLINIC REFERRAL']))
    n.ln('To: Fracture Clinic, {H}', H=(c.acute, 'HOSPITAL'))
    n.ln('From: {U}   Tel {P}   Fax {F}', U=(c.unit, 'HOSPITAL'), P=(c.unit_phone, 'PHONE'),
         F=(c.unit_fax, 'FAX'))
    if rng.random() < 0.4:
        n.ln('Sent electronically to {E}', E=(ids.org_email(rng, c.acute.split()[0], 'fractureclinic'), 'EMAIL'))
    n.ln('Referral date: {D}    Urgency: {U}', D=c.D(c.visit), U=rng.choice(
        ['routine (7-10 days)', 'within 72 hrs', 'next VFC', 'urgent - next clinic']))
    n.ln()
    demo_block(n, c)
    if rng.random() < 0.6:
        n.ln('Email (for VFC contact): {E}', E=(c.email, 'EMAIL'))
    if not c.child and c.prof:
        n.ln('Occupation: {P}   Dominant hand: {H}', P=c.prof_piece(), H=rng.choice(['R', 'L']))
    elif c.child:
        n.ln('School: {S}    Parent/guardian: {F} ({R}) {P}', S=(c.school, 'ORGANIZATION'), F=c.fam(),
             R=c.famr, P=(c.fam_phone, 'PHONE'))
    n.ln()
    n.ln('Date of injury: {D}', D=c.D(c.days(-rng.choice([0, 0, 0, 1, 2]))))
    n.add('Mechanism: ')
    fill(n, c, hx_line(c))
    n.add('\n')
    n.add('Examination: ')
    fill(n, c, o['exam'])
    n.add('\n')
    n.add('Imaging: XR ' + c.scen['region'].replace('{Side}', c.Side) + ' (')
    n.add((ids.accession(rng, c.visit), 'IDNUM'))
    n.add(') - ')
    fill(n, c, o.get('xr') or 'not performed')
    n.add('\n')
    n.add('Diagnosis: ')
    fill(n, c, o['dx'])
    n.add('\n')
    n.add('Treatment: ')
    fill(n, c, o.get('tx') or '')
    n.add('\n')
    if c.scen['key'] in ('ankle', 'knee', 'toe'):
        n.ln('VTE: lower limb immobilisation - TRiP(cast) score %d, %s' % (
            rng.randrange(0, 8), rng.choice(['no LMWH indicated', 'dalteparin 5000 units SC OD issued with sharps bin',
                                             'enoxaparin 40mg SC OD x 14 days'])))
    if c.scen['key'] in UPPER:
        if rng.random() < 0.5:
            n.ln('Equipment issued: {K} (SN {S})', K={'wrist': 'off-the-shelf wrist splint', 'thumb': 'thumb spica splint',
                                                      'finger': 'mallet splint', 'hand_punch': 'ulnar gutter splint',
                                                      'clavicle': 'clavicle brace', 'elbow': 'hinged elbow brace'}[c.scen['key']],
                 S=(ids.device_serial(rng, 'boot'), 'DEVICE'))
    elif rng.random() < 0.7:
        n.ln('Equipment issued: {K} (SN {S}); crutches asset {A}', K=rng.choice(['Aircast walker boot', 'hinged knee brace',
                                                                                   'post-op shoe']),
             S=(ids.device_serial(rng, 'boot'), 'DEVICE'), A=(ids.device_serial(rng, 'crutch'), 'DEVICE'))
    pmh_block(n, c)
    meds_block(n, c, 'Medication:')
    n.ln('Allergies: ' + c.allergy)
    n.ln()
    n.ln('Patient aware {A} will be contacted by the fracture clinic team on {P}.',
         A=c.he, P=(rng.choice([c.mobile, c.home_phone]), 'PHONE'))
    n.ln('Referrer: {S}   bleep {B}', S=c.clin.sig(rng), B=(c.clin.bleep, 'PHONE'))
    n.ln('{L}: {V}', L=c.clin.lic[0], V=(c.clin.lic[1], 'LICENSE'))
    if rng.random() < 0.5:
        n.ln('Referral ID {R} | logged by {U}', R=(ids.order_no(rng), 'IDNUM'), U=(c.clerk.user, 'USERNAME'))
    if rng.random() < 0.5:
        footer(n, c)
    return n, c


def discharge_advice(rng, cc):
    c = make_case(rng, cc, ['msk', 'wound', 'bite', 'burn', 'eye', 'fb', 'head'])
    n = Note()
    o = c.outc
    key = c.scen['advice']
    unit_head(n, c)
    if rng.random() < 0.5:
        n.ln('Open 8am-8pm, 7 days a week')
    n.ln()
    n.ln('DISCHARGE ADVICE: ' + PA.TITLE[key].upper())
    n.ln('Name: {N}    Date of birth: {B}    Date seen: {D}', N=c.name('full'), B=c.D(c.dob), D=c.D(c.visit))
    n.ln('Seen by: {S}', S=c.clin.sig(rng))
    n.ln()
    n.add('Your diagnosis: ')
    fill(n, c, o['dx'])
    n.add('\n\n')
    n.ln('What you should do:')
    for line in PA.DO[key]:
        n.ln('  * ' + line)
    n.ln()
    n.ln('Pain relief:')
    meds = PA.MEDS['na'] if cc in ('US', 'CA') else (PA.MEDS['child'] if c.child else PA.MEDS['adult'])
    for m in rng.sample(meds, 2):
        n.ln('  * ' + m)
    n.ln()
    n.ln('Come back or seek help urgently if:')
    for line in PA.BACK_IF.get(key, PA.BACK_IF['default']):
        n.ln('  - ' + line)
    n.ln()
    ref = o.get('refer')
    n.add('Follow-up: ')
    if ref == 'fracture':
        n.f('The fracture clinic at {H} will contact you within 3 working days. If you have not heard by '
            '{D}, phone {P}.', H=(c.acute, 'HOSPITAL'), D=c.D(c.days(4), ids.SHORT[cc] if rng.random() < 0.5 else None),
            P=(c.acute_phone, 'PHONE'))
    elif o.get('sutures'):
        n.f('Stitches out in {K} days ({D}) with the practice nurse at {P} - please book.',
            K=str(o['rod']), D=c.D(c.days(o['rod'])), P=(c.practice, 'HOSPITAL'))
    elif c.scen['cat'] == 'burn':
        n.f('Dressing clinic here on {D} at {T}.', D=c.D(c.days(2), 'wd_long' if cc != 'US' else 'wd_long_us'),
            T='%02d:%02d' % (rng.randrange(9, 17), rng.choice([0, 20, 40])))
    elif ref:
        n.f('You have been referred to {H}; they will contact you.', H=(c.acute, 'HOSPITAL'))
    else:
        n.add('No routine follow-up needed. See your ' + c.gp_label() + ' if not improving.')
    n.add('\n')
    n.ln('Out of hours advice: ' + PM.HELPLINE[cc] + '. In an emergency dial ' +
         {'GB': '999', 'IE': '112 or 999', 'AU': '000', 'NZ': '111', 'CA': '911', 'US': '911'}[cc] + '.')
    n.ln('More information and exercise videos: {W}', W=(ids.url(rng, 'miu/advice/' + key.replace('_', '-')), 'URL'))
    if rng.random() < 0.4:
        n.ln('Tell us about your visit: {W}', W=(ids.url(rng, 'feedback?site=' + ids.clean(c.unit_stem)), 'URL'))
    n.ln('A copy of this visit has been sent to your ' + c.gp_label() + ' at {P}.', P=(c.practice, 'HOSPITAL'))
    n.ln('Ref: {A}', A=(c.att, 'ACCOUNT'))
    return n, c


def eye_referral(rng, cc):
    c = make_case(rng, cc, ['eye'])
    n = Note()
    o = c.outc
    urgent = o.get('refer') == 'eye'
    n.ln(rng.choice(['REFERRAL TO EYE CASUALTY', 'Urgent Ophthalmology Referral', 'EYE INJURY REFERRAL',
                     'Referral - Eye Clinic']) + (' - SAME DAY' if urgent else ''))
    n.ln('To: Eye Casualty / Ophthalmology, {H}   Fax {F}', H=(c.acute, 'HOSPITAL'),
         F=(ids.phone(rng, cc, 'land'), 'FAX'))
    n.ln('From: {S}, {U}', S=c.clin.sig(rng), U=(c.unit, 'HOSPITAL'))
    c.tick(40, 120)
    n.ln('Date: {D}  {T}', D=c.D(c.visit), T=c.tick(0, 1))
    n.ln()
    n.ln('Patient: {N}   DOB {D} ({A})', N=c.name(rng.choice(['full', 'LAST, First', 'mid'])), D=c.D(c.dob),
         A=c.age_piece('y'))
    n.ln('{L} {V}   {ML} {M}   Tel {P}', L=c.natid[0], V=natid(c), ML=c.mrn_label, M=(c.mrn, 'MRN'),
         P=(c.mobile, 'PHONE'))
    n.ln()
    n.add('History: ')
    fill(n, c, hx_line(c))
    n.add(' ' + rng.choice(['No contact lenses.', 'Wears CLs - removed at triage.', 'No previous eye problems.',
                            'Wears glasses for reading only.']) + '\n')
    pmh_block(n, c)
    n.ln('Allergies: ' + c.allergy + '   Tetanus: ' + rng.choice(['UTD', 'not required', 'unknown']))
    n.ln('Visual acuity (Snellen 6m): R %s  L %s  (pinhole %s)' % (
        rng.choice(['6/5', '6/6', '6/9', '6/12']), rng.choice(['6/6', '6/9', '6/12', '6/18']),
        rng.choice(['6/6', '6/9', 'no improvement'])))
    n.add('Examination: ')
    fill(n, c, o['exam'])
    n.add('\n')
    n.ln('Pupils: PERL, no RAPD. Eye movements full, no diplopia. ' + rng.choice(PM.HARD_NEG['eye']))
    n.add('Treatment given: ')
    fill(n, c, o['tx'])
    n.add('\n')
    n.add('Impression: ')
    fill(n, c, o['dx'])
    n.add('\n')
    oc = Clin(rng, cc, 'Dr', 'md')
    if urgent:
        n.ln('Discussed with on-call ophthalmology {D} (bleep {B}) - to attend Eye Casualty {W}.',
             D=['Dr ', oc.full()], B=(oc.bleep, 'PHONE'), W=rng.choice(['today 16:00', 'tomorrow 08:30', 'now']))
    else:
        n.ln('Routine Eye Clinic review requested if not improving in 48-72 hrs.')
    if c.prof and not c.retired and rng.random() < 0.6:
        n.ln('Occupation: {P} at {E}. Work-related: yes - advised to report via employer (%s).' % {
            'GB': 'RIDDOR if applicable', 'IE': 'HSA notification if applicable', 'AU': 'WorkSafe incident report',
            'NZ': 'WorkSafe/ACC', 'CA': 'WSIB Form 7', 'US': 'OSHA 300 log'}[cc],
             P=(c.prof, 'PROFESSION'), E=(c.employer, 'ORGANIZATION'))
    n.ln('Driving: advised not to drive until vision and comfort allow (%s).' % {
        'GB': 'DVLA standards', 'IE': 'RSA medical fitness guidelines', 'AU': 'Assessing Fitness to Drive',
        'NZ': 'NZTA medical aspects of fitness to drive', 'CA': 'CCMTA standards', 'US': 'state DMV rules'}[cc])
    n.ln('Referral no: {R}', R=(ids.order_no(rng), 'IDNUM'))
    n.ln()
    sig_block(n, c, c.clin, lic=True, when=False)
    if rng.random() < 0.5:
        n.ln('Contact: {E}', E=(c.clin.email, 'EMAIL'))
    if rng.random() < 0.5:
        footer(n, c)
    return n, c
