"""Genres: laboratory work ticket, consent form, emergency dental triage call log."""
import pools as PL
from core import addr_items, add_days, dig, let, fdate, username, ip, phone, email, serial, ssn, SSN_LABEL, license_no, pager
from blocks import (pt_header, clinical, fam_line, role, dept, sys_log, e_footer, letterhead, contact_line, DRUGS)
from extras import (holiday_line, school_line, travel_line, portal_line, room, bio_line, device_item, vehicle_line,
                    landmark, year_group)
from g_b import tm

DESIGNS = [
    ('Upper Hawley retainer', 'Adams clasps 16 26 (0.7 HS), labial bow 13-23 (0.7), acrylic %s'),
    ('Upper & lower vacuum-formed retainers', '1 mm Essix-type PETG, trimmed 2 mm onto gingivae, full arch incl. 7s'),
    ('Twin Block', 'Construction bite enclosed (edge-to-edge, 5 mm opening). 70 degree blocks, midline expansion screw, '
                   'ball-ended clasps U4s, Adams 6s, delta clasps L4s, acrylic %s'),
    ('URA - Z-springs', 'Z-springs 12 22 (0.5 HS), Adams clasps 16 26, flat anterior bite plane, acrylic %s'),
    ('Quad helix', 'Bands 16 26 supplied (size 36/37), 0.038 SS, arms to the canines'),
    ('Hyrax RME', 'Bands 16 26 + 14 24, 10 mm screw, soldered; no acrylic'),
    ('Nance button with TPA', 'Bands 16 26, 0.9 SS palatal arch, acrylic button on rugae'),
    ('Sports mouthguard', 'Laminated 4 mm EVA, colours %s, for club use'),
    ('Bonded retainer jig', 'Multistrand 0.0175 33-43 with transfer tray'),
    ('Stabilisation splint', 'Upper full coverage hard acrylic, canine guidance, 2 mm posterior thickness'),
    ('Aligner refinement', 'Refinement stage 1-14 from digital scan, attachments as per set-up v3'),
]
COLOURS = ['clear', 'pink', 'blue glitter', 'purple', 'green and gold', 'black/red', 'rainbow swirl', 'clear with sticker']


def lab_ticket(d, c):
    r = c.r
    des, spec = r.choice(DESIGNS)
    spec = spec % r.choice(COLOURS) if '%s' in spec else spec
    d.w('{l}\n', l=('ORGANIZATION', c.lab.name))
    d.put(addr_items(c.lab.addr, 'line'))
    d.w('\nTel {p}   {e}\n', p=('PHONE', c.lab.phone), e=('EMAIL', c.lab.email))
    d.t('=' * 46 + '\n')
    d.w('{t}      No. {n}\n', t=r.choice(['LABORATORY WORK TICKET', 'LAB PRESCRIPTION', 'WORK AUTHORISATION']),
        n=('IDNUM', r.choice(['LW-', 'WT', 'J', '']) + str(c.visit.year) + '-' + dig(r, 5)))
    d.w('Date sent: {a}     Date required: {b}\n', a=c.D(c.visit), b=c.D(add_days(c.visit, r.choice([7, 10, 14, 21]))))
    src = c.prac if r.random() < 0.5 else c.hosp
    d.w('Practice: {p}\n', p=('HOSPITAL', src.name))
    d.w('Address: {a}\n', a=addr_items(src.addr, 'line'))
    d.w('Prescribing clinician: {n}   {l} {v}\n', n=c.DR(c.cons, 'full'), l=c.lic[0], v=('LICENSE', c.lic[1]))
    k = r.random()
    if k < 0.5:
        d.w('Patient: {n}   Age: {a}   Ref: {m}\n', n=c.PN(r.choice(['full', 'lf', 'fi'])), a=('AGE', str(c.age)),
            m=('MRN', c.mrn))
    elif k < 0.8:
        d.w('Patient initials: {n}   M/F: {s}   Age {a}\n', n=c.PN('ini'), s=c.pt.sex, a=('AGE', str(c.age)))
    else:
        d.w('Pt: {n}  DOB {dob}\n', n=c.PN('LF'), dob=c.D(c.dob))
    d.w('\nAPPLIANCE: {x}\nDesign: {s}\n', x=des, s=spec)
    if 'mouthguard' in des:
        d.w('Club: {c}\n', c=('ORGANIZATION', c.club))
    d.t('Checklist: [%s] models  [%s] bite registration  [%s] old appliance enclosed  [X] disinfected (date/time on bag)\n'
        % (r.choice('X '), r.choice('X '), r.choice('X ')))
    d.t('Teeth (FDI): clasps %s; bow %s; %s\n' % (r.choice(['16 26', '16 26 + 14 24', '17 27', '55 65']),
                                               r.choice(['13-23', '12-22', 'none']), r.choice(['no occlusal coverage', 'posterior bite planes 2 mm', 'palatal finger spring 13'])))
    d.t('Models/impressions: %s\n' % r.choice(['alginate U/L, disinfected 10 min', 'digital - STL attached',
                                               'PVS U/L + wax bite', 'existing models on file']))
    if r.random() < 0.55:
        d.w('Scan ID {s} uploaded by {u} from {ip}\n', s=('IDNUM', 'SCN' + dig(r, 7)), u=('USERNAME', username(r, c.nurse)),
            ip=('IPADDR', ip(r)))
    if r.random() < 0.35:
        d.put(portal_line(c))
        d.t('\n')
    if r.random() < 0.3:
        d.put(device_item(c, r.choice(['scanner', 'rme', 'herbst'])))
        d.t('\n')
    d.t('Special instructions: %s\n' % r.choice(['Name sticker inside please', 'Patient has nickel allergy - use TMA/SS-free alternatives',
                                                  'URGENT - appliance lost', 'Please return in labelled retainer case', 'None']))
    if r.random() < 0.4:
        d.w('Return courier: {c} consignment {n}\n', c=r.choice(['overnight tracked', 'lab van', 'post']),
            n=('IDNUM', let(r, 2) + dig(r, 9) + let(r, 2)))
    d.t('-' * 46 + '\nLAB USE\n')
    d.w('Received {a} by {t}.  QC {q}.  Despatched {b}.\n', a=c.D(add_days(c.visit, 1), r.choice([c.ds, 'dm' if not c.us else 'md'])),
        t=('DOCTOR', c.tech.fmt(r.choice(['full', 'fi', 'ini0']))), q=('DOCTOR', c.nurse2.fmt('ini0')),
        b=c.D(add_days(c.visit, r.randint(5, 12))))
    if r.random() < 0.5:
        lab, v = license_no(r, c.country)
        d.w('Dental technician reg: {v}\n', v=('LICENSE', v))
    cur = {'UK': 'GBP ', 'IE': 'EUR ', 'US': '$', 'CA': 'CAD ', 'AU': 'AUD ', 'NZ': 'NZD '}[c.country]
    d.w('Invoice {i}   Fee {f}\n', i=('ACCOUNT', 'INV' + dig(r, 6)), f=cur + '%d.%02d' % (r.randint(45, 320), r.choice([0, 0, 50, 95])))


def consent(d, c):
    r = c.r
    clinical(c)
    letterhead(d, c, c.hosp, fax=False, web=False) if r.random() < 0.5 else d.w('{h}\n', h=('HOSPITAL', c.hosp.name))
    uk = c.country in ('UK', 'IE')
    if uk and not c.adult:
        d.t('\nCONSENT FORM 2\nParental agreement to investigation or treatment for a child or young person\n\n')
    elif c.us:
        d.t('\nINFORMED CONSENT FOR ORTHODONTIC TREATMENT\n\n')
    else:
        d.t('\nCONSENT TO ORTHODONTIC TREATMENT\n\n')
    pt_header(d, c, r.choice(['A', 'C']))
    if r.random() < 0.3:
        co = r.choice(sorted(PL.LANG))
        d.w('Special requirements: interpreter ({lg}) - {n}, {x}\n', lg=PL.LANG[co], n=('DOCTOR', c.ther.fmt('full')),
            x=r.choice(['face to face', 'telephone interpreter ID ' + dig(r, 5)]))
    proc = r.choice([c.appl[0].upper() + c.appl[1:],
                     'Orthodontic treatment with upper and lower fixed appliances',
                     'Exposure and bonding of palatally impacted UR3 under GA', 'Extraction of four premolars under LA',
                     'Rapid maxillary expansion', 'Clear aligner therapy', 'Placement of temporary anchorage devices'])
    d.w('\nProposed procedure: {p}\n', p=proc)
    d.t('Intended benefits: improved alignment, function and appearance; better long-term dental health.\n')
    d.t('Serious or frequently occurring risks: decalcification/white spots, root resorption, relapse without retainers, '
        'gingival recession, soft tissue ulceration, allergy (nickel/latex), loss of vitality, TMD symptoms; '
        'with surgery: bleeding, infection, failure of the chain.\n')
    d.t('Alternatives discussed: no treatment; limited treatment; extraction-based vs non-extraction.\n\n')
    d.t('STATEMENT OF HEALTH PROFESSIONAL\n')
    cl = r.choice([c.reg, c.cons])
    d.w('Signed: {sg}   Date: {dt}\nName (PRINT): {n}   Job title: {jt}\n', sg=('DOCTOR', cl.fmt('il')), dt=c.D(c.visit),
        n=('DOCTOR', cl.fmt('FL')), jt=role(c, 'reg' if cl is c.reg else 'cons'))
    if r.random() < 0.5:
        d.w('Contact details (if patient wishes to discuss options later): {p}\n',
            p=('PHONE', phone(r, c.country, c.hosp.addr['phone'], ext=r.random() < 0.6)))
    if not c.adult:
        d.t('\nSTATEMENT OF PERSON WITH PARENTAL RESPONSIBILITY\n' if uk else '\nPARENT / GUARDIAN\n')
        d.t('I agree to the procedure described above and understand the risks.\n')
        d.w('Signature: {s}   Name: {n}   Relationship to child: {rel}   Date: {dt}\n', s=c.FAM(c.fam, 'il'),
            n=c.FAM(c.fam, r.choice(['full', 'FL'])), rel=c.rel, dt=c.D(c.visit))
        if c.age >= 12 and r.random() < 0.6:
            d.w('Child\'s agreement (optional): {s}  ({a} yrs; competent to consent)\n', s=c.PN('full'), a=('AGE', str(c.age)))
    else:
        d.t('\nSTATEMENT OF PATIENT\n')
        d.w('Signature: {s}   Name: {n}   Date: {dt}\n', s=c.PN('il'), n=c.PN('FL'), dt=c.D(c.visit))
    if r.random() < 0.4:
        d.w('Witness: {n}, {x}\n', n=('DOCTOR', c.nurse.fmt('full')), x=r.choice(['dental nurse', 'DN', 'clinic nurse', 'RDN']))
    if c.country != 'UK' and r.random() < 0.6:
        d.t('\nFINANCIAL RESPONSIBILITY\n')
        rp = c.fam if not c.adult else c.pt
        d.w('Responsible party: {n}   {sl}: {s}\n', n=('FAMILY' if not c.adult else 'PATIENT', rp.fmt('full')),
            sl=SSN_LABEL[c.country], s=('SSN', ssn(r, c.country)))
        if r.random() < 0.6:
            d.w('Employer: {e}   Occupation: {o}\n', e=('ORGANIZATION', c.employer), o=('PROFESSION', c.fam_prof if not c.adult else c.prof))
        if c.us and r.random() < 0.5:
            d.w("Driver's license: {l} ({st})\n", l=('LICENSE', let(r, 1) + dig(r, 7)), st=('STATE', c.addr['state']))
        d.w('Account: {a}\n', a=('ACCOUNT', c.acct))
    if uk and r.random() < 0.5:
        d.w('\nCONFIRMATION OF CONSENT (day of procedure): confirmed by {n} on {dt}\n', n=c.DR(c.reg, 'il'),
            dt=c.D(add_days(c.visit, r.randint(14, 90))))
    if r.random() < 0.35:
        d.put(bio_line(c))
        d.t('\n')
    if r.random() < 0.35:
        d.w('Form ref {f}; e-signed via {u} from {ip}\n', f=('IDNUM', 'CF' + dig(r, 7)),
            u=('URL', r.choice(['consent.example.org', 'https://e-consent.example.net/s/' + dig(r, 6), 'sign.example.com'])),
            ip=('IPADDR', ip(r)))


COMPLAINTS = [
    ('wire poking into cheek', 'Advised to push wire flat with a pencil eraser / cut with clean nail clippers and cover with wax.'),
    ('bracket come loose on UL5', 'Not urgent. Keep bracket if it comes off, bring to next appt.'),
    ('pain after adjustment 3 days ago', 'Paracetamol/ibuprofen as per packet, soft diet, warm salt-water rinses.'),
    ('Twin Block broken in half', 'Stop wearing, bring pieces; emergency slot offered.'),
    ('retainer lost on holiday', 'Urgent - teeth may move. Replacement retainer appointment booked.'),
    ('swelling around lower back tooth, temp 38.2', 'Swelling not affecting eye or breathing. Same-day urgent slot.'),
    ('fell and knocked upper front tooth out', 'AVULSION: replant immediately if possible or store in milk; attend now.'),
    ('hit in mouth at training, brace cut lip', 'Check for loose teeth; attend within 2 hours if tooth displaced.'),
    ('headgear came off during sleep, scratch near eye', 'Stop headgear use. Seen same day; safety release checked.'),
    ('expander key swallowed?', 'No choking or breathing difficulty. Advise GP/ED if symptoms; new key issued.'),
]


def triage(d, c):
    r = c.r
    clinical(c)
    comp, adv = r.choice(COMPLAINTS)
    hdr = r.choice(['DENTAL EMERGENCY TRIAGE - TELEPHONE LOG', 'Emergency dental line - call record',
                    'Triage call sheet (orthodontic patients)', 'OOH DENTAL TRIAGE'])
    d.t(hdr + '\n')
    t0 = tm(r)
    d.w('Call ref: {c}   Date: {dt}   Time: {t}\n', c=('IDNUM', r.choice(['TR', 'C', 'EDT-']) + dig(r, 7)),
        dt=c.D(c.visit, r.choice([c.ds, 'wdmy' if not c.us else 'wMdy', 'iso'])), t=t0)
    d.w('Call handler: {n} (user {u})\n', n=('DOCTOR', c.clerk.fmt(r.choice(['full', 'fi']))), u=('USERNAME', username(r, c.clerk)))
    selfc = c.adult or r.random() < 0.15
    if selfc:
        d.w('Caller: patient, {n}, on {p}\n', n=c.PN('full'), p=('PHONE', c.pt_phone))
    else:
        d.w('Caller: {n} ({rel}) on {p}\n', n=c.FAM(c.fam, 'full'), rel=c.rel, p=('PHONE', c.fam_phone))
    d.w('Patient: {n}   DOB {dob}   Age {a}\n', n=c.PN(r.choice(['full', 'lf', 'LF'])), dob=c.D(c.dob), a=('AGE', str(c.age)))
    d.w('{hn}: {m}   Address: {ad}\n', hn=r.choice(['MRN', 'Hosp no', 'Record']), m=('MRN', c.mrn), ad=addr_items(c.addr, 'line'))
    d.w('Under: {n}, {h}\n', n=c.DR(c.cons, r.choice(['full', 'l'])), h=('HOSPITAL', c.hosp.name if r.random() < 0.6 else c.prac.name))
    if r.random() < 0.25:
        d.put(bio_line(c))
        d.t('\n')
    d.w('Current appliance: {a}; last adjusted {dt}\n', a=r.choice(['upper & lower fixed', 'Twin Block', 'URA', 'aligners',
                                                                   'bonded retainers + VFRs', 'RME']),
        dt=c.D(add_days(c.visit, -r.randint(3, 60))))
    d.w('Medical history (per caller): {m}\n', m=r.choice([c.mh, 'no changes', 'asthma, inhaler', 'nil']))
    d.w('\nPresenting complaint: {x}\n', x=comp)
    d.t('Analgesia so far: %s\n' % r.choice(['none', 'ibuprofen 200 mg at 07:00', 'paracetamol 500 mg x2 overnight',
                                             'Calpol 5 ml', 'Nurofen for children 10 ml']))
    if 'fell' in comp or 'training' in comp or r.random() < 0.15:
        d.w('Where: {lm}. ', lm=landmark(c) if r.random() < 0.7 else ('ORGANIZATION', c.club))
        if r.random() < 0.3:
            d.put(vehicle_line(c, (3, 3, 4)))
        d.t('\n')
    d.t('Triage: swelling affecting eye/airway N; difficulty swallowing N; uncontrolled bleeding N; pain %d/10.\n' % r.randint(2, 9))
    style = r.random()
    if style < 0.5:
        d.t('\nConversation summary:\n')
        q = 'mum' if c.rel == 'mother' else c.rel
        d.w('  caller: "{p}\'s {x}, {y}"\n', p=c.PN('f'), x=r.choice(['brace is digging in', 'tooth is hurting', 'retainer snapped']),
            y=r.choice(["%s can't eat" % c.he, "%s's in tears" % c.he, 'is that an emergency?', 'we are away till the weekend']))
        d.t('  handler: asked about swelling, temperature, trauma; explained wax and analgesia.\n')
        if r.random() < 0.4:
            d.w('  {q}: "can we come to {h} or is {x} closer?"\n', q=q if not selfc else 'pt', h=('HOSPITAL', c.hosp.name),
                x=('HOSPITAL', c.prac.name))
    d.w('\nAdvice: {a}\n', a=adv)
    em = {'UK': '999 or NHS 111', 'IE': '112/999', 'US': '911', 'CA': '911', 'AU': '000', 'NZ': '111'}[c.country]
    d.t('Worsening advice: if swelling spreads towards the eye or affects breathing/swallowing call %s.\n' % em)
    k = r.random()
    if k < 0.6:
        nx = add_days(c.visit, r.choice([0, 1, 1, 2, 3]))
        d.w('Outcome: booked {dt} {t}, {rm}, {h} (Dental Emergency Clinic)\n', dt=c.D(nx), t=tm(r), rm=room(c),
            h=('HOSPITAL', c.hosp.name))
    elif k < 0.8:
        d.w('Outcome: advice only; to see own dentist {n} at {p} ({ph})\n', n=c.DR(c.gdp, 'full'), p=('HOSPITAL', c.prac.name),
            ph=('PHONE', c.prac.phone))
    else:
        d.w('Outcome: attend ED at {h} now; on-call registrar {n} informed (bleep {b})\n', h=('HOSPITAL', c.hosp.name),
            n=c.DR(c.reg, 'full'), b=('PHONE', pager(r, c.country)))
    if r.random() < 0.4:
        d.w('Call-back {t} by {n}: {x}\n', t=tm(r), n=('DOCTOR', c.nurse.fmt('full')),
            x=r.choice(['symptoms settling', 'no answer - voicemail left', 'confirmed appointment', 'wax helping']))
    if r.random() < 0.3:
        d.w('SMS confirmation sent to {p}; email to {e}\n', p=('PHONE', c.fam_phone if not selfc else c.pt_phone),
            e=('EMAIL', c.pt_email))
    if r.random() < 0.3:
        d.w('Logged from {ip}\n', ip=('IPADDR', ip(r)))
