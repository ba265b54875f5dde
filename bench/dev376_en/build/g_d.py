"""Genres: retention review letter, orthognathic MDT summary (own), oral surgery
operation note (own), insurance / funding pre-authorisation (own)."""
import pools as PL
from core import (addr_items, add_days, dig, let, fdate, username, ip, phone, email, serial, ssn, SSN_LABEL,
                  license_no, pager, clinician, person, plate)
from blocks import (letterhead, pt_header, sign, ref_line, dict_line, e_footer, cc_block, clinical, find_lines, hyg,
                    fam_line, prof_line, role, dept, sys_log, DRUGS)
from extras import (holiday_line, travel_line, portal_line, room, bio_line, device_item, vehicle_line, building,
                    sibling_line, school_line)
from g_b import tm


def retention(d, c):
    r = c.r
    clinical(c)
    letterhead(d, c, c.hosp if r.random() < 0.6 else c.prac)
    d.t('\n')
    if r.random() < 0.6:
        ref_line(d, c)
    d.w('{dt}\n\n', dt=c.D(add_days(c.visit, r.randint(0, 10))))
    to_pt = r.random() < 0.35
    if to_pt:
        d.w('{n}\n{a}\n\nDear {f},\n\n', n=c.PN('full'), a=addr_items(c.addr, 'block'), f=c.PN('f'))
    else:
        d.w('{n}\n{p}\n{a}\n\nDear {n2},\n\n', n=c.DR(c.gdp, 'full'), p=('HOSPITAL', c.prac.name),
            a=addr_items(c.prac.addr, 'block'), n2=c.DR(c.gdp, r.choice(['l', 'f'])))
    pt_header(d, c, 'B')
    deb = add_days(c.visit, -r.choice([90, 180, 270, 365, 540, 730]))
    months = (c.visit - deb).days // 30
    you = 'you' if to_pt else c.pt.first
    d.w('\nI reviewed {p} in the retention clinic on {dt}, {m} months after {his} appliances were removed on {db}. ',
        p='you' if to_pt else c.PN('f'), dt=c.D(c.visit), m=str(months), his='your' if to_pt else c.his, db=c.D(deb))
    d.put(fam_line(c) if not to_pt else [''])
    d.t('\n\nFindings:\n')
    lst = ['Upper and lower bonded retainers intact, no debonded pads' if 'bonded' in c.ret else 'Retainers (%s) fit well' % c.ret,
           'Retainer wear reported: %s' % r.choice(['every night', 'most nights', '3-4 nights a week', 'rarely since exams']),
           "Little's Irregularity Index (lower labial segment) %.1f mm" % (r.randint(0, 30) / 10.0),
           'PAR: start %d, debond %d, today %d' % (r.randint(24, 48), r.randint(0, 6), r.randint(0, 9)),
           hyg(c), r.choice(['Minor relapse UR2 rotation', 'Stable occlusion, Class I buccal segments', 'Slight reopening of UL1/UR1 space',
                             'Gingival recession LR1 unchanged since debond'])]
    for x in lst:
        d.t('  - ' + x + '\n')
    d.t('\nPlan: %s\n' % r.choice([
        'Continue retainers at night indefinitely. Discharged from orthodontic care today.',
        'Reduce VFR wear to alternate nights; one further review in 12 months.',
        'Bonded retainer LL2 pad rebonded today; review 6/12.',
        'New upper VFR made today (old one cracked).']))
    if r.random() < 0.6:
        fee = {'UK': 'GBP 120', 'IE': 'EUR 150', 'US': '$350', 'CA': '$325', 'AU': '$290', 'NZ': '$310'}[c.country]
        d.w('Replacement retainers are not covered after discharge; they can be made privately (approx. {f} per arch). '
            'If a retainer is lost or broken please contact the department on {p}', f=fee, p=('PHONE', c.hosp.phone))
        if r.random() < 0.5:
            d.w(' or email {e}', e=('EMAIL', c.hosp.email))
        d.t('.\n')
    if r.random() < 0.3:
        d.put(travel_line(c))
        d.t('\n')
    if c.adult and r.random() < 0.5:
        d.put(prof_line(c))
        d.t('\n')
    d.t('\n')
    sign(d, c, c.cons if r.random() < 0.6 else c.reg, 'cons' if r.random() < 0.6 else 'reg')
    if r.random() < 0.5:
        cc_block(d, c)
    if r.random() < 0.3:
        dict_line(d, c)


def mdt(d, c):
    r = c.r
    clinical(c)
    d.t(r.choice(['JOINT ORTHOGNATHIC CLINIC - MDT SUMMARY', 'Orthognathic Multidisciplinary Team Meeting',
                  'Combined Orthodontic / Maxillofacial Clinic Outcome']) + '\n')
    d.w('{h}, {b}, {rm}\n', h=('HOSPITAL', c.hosp.name), b=building(c), rm=room(c, 'Room'))
    d.w('Date: {dt}\n\n', dt=c.D(c.visit, r.choice([c.ds, 'wdmy' if not c.us else 'wMdy'])))
    psych = clinician(r, c.country, 'reg')
    rest = clinician(r, c.country, 'cons')
    d.t('Present:\n')
    d.w('  {n} - {x}\n', n=c.DR(c.cons, 'full'), x=role(c, 'cons'))
    d.w('  {n} - {x}\n', n=c.DR(c.omfs, 'full'), x=role(c, 'omfs'))
    d.w('  {n} - Clinical Psychologist\n', n=c.DR(psych, 'full'))
    if r.random() < 0.6:
        d.w('  {n} - Consultant in Restorative Dentistry\n', n=c.DR(rest, 'full'))
    d.w('  {n} - {x}\n  {m} - Clinical Nurse Specialist\n', n=c.DR(c.reg, 'full'), x=role(c, 'reg'),
        m=('DOCTOR', c.nurse.fmt('full')))
    d.t('\n')
    pt_header(d, c, r.choice(['A', 'D']))
    d.w('{a}. ', a=c.age_item())
    d.put(prof_line(c))
    d.put(fam_line(c))
    d.t('\n\nPresenting concerns: ' + r.choice(['prominent chin and difficulty incising food', 'long face and lip strain',
                                                 'retruded chin, snoring', 'facial asymmetry noticed in photographs',
                                                 'cannot bite through sandwiches (AOB)']) + '.\n')
    d.t('Diagnosis: ' + r.choice(['Class III skeletal pattern with maxillary retrusion and mandibular prognathism',
                                  'Class II skeletal pattern, mandibular retrognathia, increased LAFH',
                                  'Skeletal anterior open bite with increased MMPA',
                                  'Mandibular asymmetry, chin point 5 mm to the left']) + '.\n')
    d.t('Ceph: ANB %d, Wits %d mm, MMPA %d, LAFH %d%%.\n' % (r.randint(-6, 9), r.randint(-12, 10), r.randint(20, 40), r.randint(52, 60)))
    d.t('Psychology: %s.\n' % r.choice(['realistic expectations, motivation internal', 'BDD screen negative; supportive family',
                                         'anxiety about surgery - further session arranged']))
    d.t('\nPlan:\n  1. Pre-surgical orthodontics (decompensation) ~%d months, %s\n' % (r.choice([12, 15, 18]), c.appl))
    d.t('  2. %s\n' % r.choice(['Le Fort I maxillary advancement 5 mm with 2 mm posterior impaction + BSSO setback 3 mm',
                                'BSSO mandibular advancement 7 mm, advancement genioplasty',
                                'Bimaxillary surgery with virtual surgical planning (VSP) and printed wafers',
                                'Le Fort I with segmentalisation; consider SARME first']))
    d.t('  3. Post-surgical orthodontics 6 months, then retention.\n')
    d.t('Risks discussed: IAN paraesthesia (lower lip numbness), relapse, infection, plate removal, '
        'bleeding, need for further surgery. Written information given.\n')
    if r.random() < 0.5:
        d.w('Advised not to drive for 2 weeks post-op. ', )
        if r.random() < 0.5:
            d.put(vehicle_line(c, (0, 1, 2, 4)))
        d.t('\n')
    if c.country in ('US', 'AU', 'NZ', 'CA') or r.random() < 0.3:
        d.w('Funding: prior approval to {i}, member {m}.\n', i=('ORGANIZATION', c.insurer), m=('HEALTHPLAN', c.member))
    elif c.country == 'UK':
        d.t('Funding: meets IOFTN 4.2 - routinely commissioned.\n')
    if r.random() < 0.4:
        d.put(portal_line(c))
        d.t('\n')
    d.w('Next MDT: {dt}. ', dt=c.D(add_days(c.visit, r.choice([84, 168, 365]))))
    d.w('Patient contact: {p}', p=('PHONE', c.pt_phone))
    if r.random() < 0.5:
        d.w(', {e}', e=('EMAIL', email(r, c.pt)))
    d.t('\n\n')
    d.w('Summary by {n}\n', n=c.DR(c.reg, 'full'))
    if r.random() < 0.5:
        e_footer(d, c, c.reg)


PROC = [
    ('Exposure and bonding of palatally impacted UR3 (closed technique), extraction URC',
     'Palatal flap raised, bone removed over crown of UR3, eyelet with gold chain bonded (etch/primer/LC composite), '
     'chain brought through crest at UR3 site, flap repositioned with 4/0 Vicryl Rapide.'),
    ('Surgical removal of UL3 (unrestorable position) and exposure of UR3 (open technique)',
     'Buccal flap, UL3 sectioned and removed; UR3 crown exposed and surgical pack (Coe-Pak type) placed.'),
    ('Extraction of UR4, UL4, LR4, LL4 for orthodontic purposes', 'Forceps extractions, haemostasis achieved, sutures not required.'),
    ('Bimaxillary osteotomy: Le Fort I advancement, BSSO setback', 'Le Fort I downfracture, 5 mm advancement, 2.0 mm L-plates x4; '
     'BSSO with 3 mm setback, bicortical screws; IMF with wafer, released, occlusion checked.'),
    ('Frenectomy (upper labial) and removal of supernumerary (mesiodens)', 'Mesiodens removed via palatal approach, frenum excised, 5/0 sutures.'),
    ('Placement of 2 x TADs and exposure of LR5', 'TADs placed buccally; LR5 exposed, bracket bonded.'),
]


def opnote(d, c):
    r = c.r
    proc, desc = r.choice(PROC)
    d.t(r.choice(['OPERATION NOTE', 'Operation Record', 'OPERATIVE NOTE - ORAL & MAXILLOFACIAL SURGERY']) + '\n')
    d.w('{h}   {th}   Date: {dt}\n', h=('HOSPITAL', c.hosp.name), th=room(c, 'Theatre'), dt=c.D(c.visit))
    pt_header(d, c, r.choice(['A', 'C', 'D']))
    d.w('Ward: {w}   Bed {b}\n', w=('HOSPITAL', c.ward), b=('LOCATION_OTHER', str(r.randint(1, 28))))
    anaes = clinician(r, c.country, 'reg')
    d.w('Surgeon: {s}   Assistant: {a}\nAnaesthetist: {an}   Scrub: {sc}\n', s=c.DR(c.omfs, 'full'), a=c.DR(c.reg, 'full'),
        an=c.DR(anaes, 'full', post=False), sc=('DOCTOR', c.nurse.fmt('full')))
    d.t('Anaesthetic: %s\n' % r.choice(['GA, nasal intubation, throat pack', 'GA, LMA', 'LA (articaine 4% 1:100,000) + IV sedation '
                                        '(midazolam 4 mg titrated)', 'GA, oral RAE tube']))
    d.t('Procedure: %s\n' % proc)
    d.t('Indication: orthodontic treatment plan as per joint clinic; consent form 2 / 4 checked, site marked.\n')
    d.t('WHO checklist completed. Antibiotics: %s.\n\n' % r.choice(['co-amoxiclav 1.2 g IV at induction', 'none required',
                                                                     'cefuroxime 1.5 g IV', 'clindamycin 600 mg IV (penicillin allergy)']))
    d.t('Findings/Procedure:\n' + desc + '\n')
    if r.random() < 0.5:
        d.w('Implants: {x}\n', x=device_item(c, r.choice(['tad', 'distractor'])))
    elif 'osteotomy' in proc:
        d.w('Implant record: fixation plate set SN {s}\n', s=('DEVICE', serial(r)))
    if r.random() < 0.5:
        d.w('Specimen: {x} to histopathology, specimen no. {s}\n', x='mesiodens' if 'mesiodens' in proc else r.choice(['dental follicle', 'soft tissue']),
            s=('IDNUM', r.choice(['S', 'H', 'HS']) + str(c.visit.year)[2:] + '-' + dig(r, 5)))
    d.t('EBL %d ml. LA block %s. Throat pack removed and counted.\n\n' % (r.randint(120, 450) if 'osteotomy' in proc else r.randint(3, 25),
                                                                             r.choice(['given', 'not given'])))
    d.t('Post-op: %s; soft diet; %s; no smoking.\n' % (r.choice(DRUGS[:3]), r.choice(DRUGS[2:5])))
    if r.random() < 0.55:
        d.put(vehicle_line(c, (0, 1, 2, 4)))
        d.t('\n')
    if r.random() < 0.4:
        d.put(bio_line(c))
        d.t('\n')
    d.w('Follow-up: ortho review {w} ({dt}) to attach chain/activate; OMFS review 1/52.\n',
        w=r.choice(['2/52', '10 days', '3/52']), dt=c.D(add_days(c.visit, r.randint(10, 21))))
    d.w('Discharge: {x}. Contact ward on {p}.\n', x=r.choice(['same day', 'next morning', 'day 2']),
        p=('PHONE', phone(r, c.country, c.hosp.addr['phone'], ext=r.random() < 0.5)))
    d.w('\n{n}', n=c.DR(c.omfs, r.choice(['full', 'il']), post=True))
    if r.random() < 0.6:
        d.w('  {l} {v}', l=c.lic[0], v=('LICENSE', license_no(r, c.country)[1]))
    d.w('\nbleep {b}\n', b=('PHONE', pager(r, c.country)))


CODES_US = [('D8080', 'comprehensive orthodontic treatment of the adolescent dentition', 5900),
            ('D8090', 'comprehensive orthodontic treatment of the adult dentition', 6400),
            ('D8660', 'pre-orthodontic treatment examination', 150), ('D8670', 'periodic orthodontic treatment visit', 0),
            ('D8680', 'orthodontic retention', 450), ('D0330', 'panoramic radiographic image', 120),
            ('D0340', '2D cephalometric radiographic image', 95), ('D8210', 'removable appliance therapy', 900)]


def preauth(d, c):
    r = c.r
    clinical(c)
    co = c.country
    title = {'US': 'REQUEST FOR PREDETERMINATION / PREAUTHORIZATION', 'CA': 'STANDARD DENTAL CLAIM FORM - PREDETERMINATION',
             'AU': 'HEALTH FUND PRIOR APPROVAL - ORTHODONTICS', 'NZ': 'ACC / PRIVATE INSURER - TREATMENT PRIOR APPROVAL',
             'UK': 'PRIVATE MEDICAL INSURANCE - PRE-AUTHORISATION REQUEST', 'IE': 'INSURER PRE-APPROVAL & PRSI TREATMENT BENEFIT'}[co]
    d.t(title + '\n')
    d.w('Insurer: {i}\n', i=('ORGANIZATION', c.insurer))
    if r.random() < 0.5:
        d.w('Claims address: {a}\n', a=addr_items(c.lab.addr, 'line'))
    sub = c.pt if c.adult else c.fam
    styp = 'PATIENT' if c.adult else 'FAMILY'
    d.t('\nPOLICYHOLDER / SUBSCRIBER\n')
    d.w('Name: {n}   DOB: {dob}\n', n=(styp, sub.fmt(r.choice(['full', 'lf', 'LF']))),
        dob=c.D(c.dob if c.adult else add_days(c.dob, -r.randint(22, 40) * 365)))
    d.w('Address: {a}\n', a=addr_items(c.addr, 'line'))
    d.w('{ml}: {m}   {gl}: {g}\n', ml=r.choice(['Subscriber ID', 'Member no.', 'Certificate no.', 'Policy no.']), m=('HEALTHPLAN', c.member),
        gl=r.choice(['Group #', 'Plan no.', 'Group']), g=('HEALTHPLAN', c.group))
    if co in SSN_LABEL and r.random() < 0.7:
        d.w('{l}: {s}\n', l=SSN_LABEL[co], s=('SSN', ssn(r, co)))
    d.w('Employer: {e}   Occupation: {o}\n', e=('ORGANIZATION', c.employer), o=('PROFESSION', c.prof if c.adult else c.fam_prof))
    d.t('\nPATIENT\n')
    d.w('Name: {n}   DOB: {dob}   Age: {a}   Relationship: {rel}\n', n=c.PN(r.choice(['full', 'LF'])), dob=c.D(c.dob),
        a=('AGE', str(c.age)), rel='self' if c.adult else ('child' if c.rel in ('mother', 'father') else 'dependant'))
    lab, typ, v = c.nhs
    if typ != 'SSN':
        d.w('{l}: {v}\n', l=lab, v=(typ, v))
    d.w('Patient account: {a}\n', a=('ACCOUNT', c.acct))
    d.t('\nPROVIDER\n')
    d.w('{n}   {p}\n', n=c.DR(c.cons, 'full', post=True), p=('HOSPITAL', c.prac.name))
    d.w('{a}\nPhone {ph}   Fax {fx}\n', a=addr_items(c.prac.addr, 'line'), ph=('PHONE', c.prac.phone), fx=('FAX', c.prac.fax))
    d.w('{l}: {v}', l=c.lic[0], v=('LICENSE', c.lic[1]))
    if co == 'US':
        d.w('   NPI: {v}', v=('LICENSE', r.choice('12') + dig(r, 9)))
    d.t('\n\nPROPOSED TREATMENT\n')
    if co == 'US':
        codes = [x for x in CODES_US if x[0] != ('D8080' if c.adult else 'D8090')]
        for code, txt, fee in r.sample(codes, r.randint(3, 5)):
            d.t('  %s  %-62s %s\n' % (code, txt, ('$%s.00' % '{:,}'.format(fee)) if fee else 'x %d' % c.dur))
        d.t('  Dx: ICD-10-CM K07.2 (anomalies of dental arch relationship); HLD score %d\n' % r.randint(18, 40))
    else:
        items = {'CA': ['80601 comprehensive orthodontic treatment, permanent dentition', '80671 retention appliance',
                        '02601 panoramic film'],
                 'AU': ['item 811 comprehensive orthodontic appliance - upper arch', 'item 812 - lower arch',
                        'item 881 retainer', 'item 037 panoramic radiograph'],
                 'NZ': ['fixed appliance therapy, both arches', 'retainers', 'OPG / ceph'],
                 'UK': ['comprehensive fixed appliance treatment (private)', 'retainers', 'records'],
                 'IE': ['orthodontic treatment (fixed)', 'retention', 'scale & polish (PRSI)']}[co]
        for it in items:
            d.t('  - %s\n' % it)
    d.w('Diagnosis: {x}; IOTN DHC {g}, AC {a}\n', x=c.cls, g=c.dhc[0], a=str(c.ac))
    d.w('Estimated duration {m} months; appliances placed (est.) {dt}\n', m=str(c.dur), dt=c.D(add_days(c.visit, r.randint(30, 120))))
    if co == 'NZ' and r.random() < 0.6:
        d.w('ACC claim no.: {n}  Injury date: {dt}  Scene: {s}\n', n=('ACCOUNT', let(r, 2) + dig(r, 5)),
            dt=c.D(add_days(c.visit, -r.randint(10, 200))), s=r.choice(['home', 'school', 'sport']))
    if co == 'IE':
        d.w('PRSI claim: PPSN {p}\n', p=('SSN', ssn(r, 'IE')))
    d.w('\nReference / claim no.: {n}\n', n=('ACCOUNT', r.choice(['PD', 'CLM', 'PA']) + dig(r, 8)))
    d.w('Submitted {dt} via {u} by {us} ({ip})\n', dt=c.D(c.visit, 'iso'),
        u=('URL', r.choice(['https://claims.example.com/provider', 'eclaims.example.net', 'https://portal.example.org/predet'])),
        us=('USERNAME', username(r, c.clerk)), ip=('IPADDR', ip(r)))
    d.w('Contact for queries: {n}, {ph}, {e}\n', n=('DOCTOR', c.clerk.fmt('full')), ph=('PHONE', phone(r, co, c.prac.addr['phone'], ext=True)),
        e=('EMAIL', email(r, c.clerk, c.prac.dom)))
