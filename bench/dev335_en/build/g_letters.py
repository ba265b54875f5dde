"""Genres: resistant organism alert letter, GP discharge antibiotic plan, allergy de-labelling."""
import datetime as dt
from core import Note, clock
import clin as CL
import gbase as G

MDRO = [('CPE', 'carbapenemase-producing Enterobacterales (CPE)', 'OXA-48'),
        ('CPE', 'carbapenemase-producing Enterobacterales (CPE)', 'KPC'),
        ('CPE', 'carbapenemase-producing Enterobacterales (CPE)', 'NDM'),
        ('MRSA', 'meticillin-resistant Staphylococcus aureus (MRSA)', ''),
        ('MRSA', 'MRSA', ''),
        ('VRE', 'vancomycin-resistant enterococci (VRE)', 'vanA'),
        ('ESBL', 'an extended-spectrum beta-lactamase (ESBL) producing organism', 'CTX-M'),
        ('C. auris', 'Candida auris', '')]


def letterhead(n, c, dept):
    r = c.r
    n.add(c.H())
    n.f('\n{}\n', dept)
    n.add(c.addr(multiline=r.random() < 0.5))
    n.t('\n')
    n.f('Tel: {}', c.ph())
    if r.random() < 0.7:
        n.f('   Fax: {}', c.fax())
    n.t('\n')
    if r.random() < 0.75:
        n.f('Email: {}\n', c.email())
    if r.random() < 0.5:
        n.f('{}\n', c.url())
    n.t('\n')


# ------------------------------------------------------------------ MDRO alert letter
def mdro_letter(c):
    r = c.r
    if c.cc == 'US' and r.random() < 0.6:
        return _us_report(c)
    n = Note()
    short, longn, mech = r.choice(MDRO)
    letterhead(n, c, r.choice(['Infection Prevention and Control Team',
                               'Department of Infection Prevention & Control',
                               'IPC Service', 'Infection Control Department']))
    n.f('{}\n', c.D(c.day(r.randint(2, 10)), r.choice(['dmy_long', 'dmy_ord', c.ds])))
    n.f('Our ref: {}\n\n', c.idnum('ref'))
    to_gp = r.random() < 0.35
    gp = c.S('senior', key='gp')
    if to_gp:
        n.t('Dr ')
        n.add((gp.full(), 'DOCTOR'))
        n.f('\n{}\n', c.practice())
    else:
        n.t('PRIVATE AND CONFIDENTIAL\n')
        n.add(c.P('tfull'))
        n.t('\n')
    n.add(c.addr(multiline=True))
    n.t('\n\n')
    if to_gp:
        n.t('Dear Dr ')
        n.add((gp.last, 'DOCTOR'))
        n.f(',\n\nRe: {}  DOB {}  {} {}\n', c.P(r.choice(['full', 'tfull', 'LF'])), c.D(c.dob),
            c.mrn_label, c.M())
        n.t('    ')
        n.add(c.addr())
        n.f('\n\nI am writing to let you know that your patient, who was an inpatient on {} at {} '
            'from {} to {}, was found to carry {}', c.W(), c.H(), c.D(c.day(-12)), c.D(c.day(-1)), longn)
    else:
        n.f('Dear {},\n\nRe: {} (date of birth {})\n', c.P('title'), longn, c.D(c.dob))
        n.f('{}: {}\n\n', c.mrn_label, c.M())
        n.f('During your recent stay on {} at {}, a routine screening swab taken on {} showed '
            'that you carry {}', c.W(), c.H(), c.D(c.day(-8)), longn)
    if mech:
        n.t(' (' + mech + ')')
    n.t('. ')
    n.t(r.choice([
        'This is known as colonisation: the organism lives harmlessly on the skin or in the gut '
        'and does not usually need treatment. ',
        'No treatment is needed unless an infection develops. ',
        'A course of decolonisation (chlorhexidine wash and mupirocin nasal ointment for 5 days) '
        'was started before discharge. ']))
    n.f('An alert has been added to the {} record so that future care is planned appropriately. ',
        r.choice(['hospital', 'electronic patient', 'clinical']))
    if short == 'CPE':
        n.t('If admitted to any hospital, including abroad, please tell staff that you carry CPE '
            'and show the enclosed card. Antibiotic choice may be limited; meropenem, ertapenem and '
            'other carbapenems may not work.\n')
    else:
        n.t('Please inform staff at any future hospital or clinic attendance.\n')
    if r.random() < 0.6:
        n.f('\nRisk factors noted: {}{}.\n', r.choice(['hospital admission in ', 'dialysis in ',
                                                       'surgery in ', 'travel to ']),
            c.country())
    if r.random() < 0.5:
        n.f('The patient transport vehicle used on {} (reg. {}) has been cleaned in line with '
            'our policy; the crew were informed.\n', c.D(c.day(-1)), c.plate())
    if r.random() < 0.4:
        n.f('Contacts in {} (Bay {}) between {} and {} are being screened.\n', c.W(),
            (str(r.randint(1, 6)), 'LOCATION_OTHER'), c.D(c.day(-14)), c.D(c.day(-2)))
    n.f('\nIf you have any questions please contact the IPC team on {} (Mon-Fri 08:00-16:00)',
        c.ph_ext() if r.random() < 0.5 else c.ph())
    if r.random() < 0.6:
        n.f(' or see {}', c.url('ipc/' + short.lower().replace('. ', '') + '-leaflet'))
    n.t('.\n\nYours sincerely,\n\n\n')
    ipc = c.S('ipc')
    n.add(c.N(ipc, 'full'))
    n.f('\n{}\n', ipc.job)
    if r.random() < 0.5:
        mic = c.S('micro')
        n.t('on behalf of ')
        n.add(c.N(mic, 'drfull'))
        n.f(', {} / DIPC\n', mic.job)
    n.t('\nEnc: alert card, patient leaflet\n')
    if not to_gp:
        n.t('cc: ')
        n.add(c.N(gp, 'drfull'))
        n.f(', {}', c.practice())
        n.t('\n')
    if r.random() < 0.25:
        n.f('cc: {} (home care provider)\n', c.ext_org())
    if r.random() < 0.35:
        n.f('cc: Manager, {}\n', (r.choice(['Willowbank', 'Harbourlight', 'Foxglove', 'Meadowbank',
                                           'Ardmore', 'Rata']) + r.choice([' Nursing Home', ' Care Home',
                                                                           ' Lodge']), 'HOSPITAL'))
    return n


def _us_report(c):
    r = c.r
    n = Note()
    n.t(r.choice(['REPORTABLE CONDITION NOTIFICATION - CARBAPENEM-RESISTANT ORGANISM\n',
                  'MDRO Case Report to Local Health Department\n',
                  'Novel Resistance / CP-CRE Notification Form\n']))
    n.f('Reporting facility: {}  ({})\n', c.H(), r.choice(['Infection Prevention', 'IP Dept',
                                                           'Epidemiology']))
    n.t('Facility address: ')
    n.add(c.addr())
    n.f('\nReporter: ', )
    ipc = c.S('ipc')
    n.add(c.NJ(ipc))
    n.f('  Phone {}  Fax {}\nEmail {}\n', c.ph_ext(), c.fax(), c.email(ipc))
    n.f('Date reported: {}\n\n', c.D(c.day(3)))
    n.t('PATIENT\n')
    p = c.pt
    n.f('Last: {}  First: {}  MI: {}\n', (p.last, 'PATIENT'), (p.first, 'PATIENT'),
        (p.mid, 'PATIENT') if p.mid else '-')
    n.f('DOB: {}  Age: {}  Sex: {}\n', c.D(c.dob), c.A('bare'), c.sexw())
    lab, v = c.ssn()
    if v and r.random() < 0.8:
        n.f('{}: {}\n', lab, v)
    n.t('Residence: ')
    n.add(c.addr())
    n.f('\nHome phone: {}\n', c.ph())
    n.f('{}: {}  ', c.mrn_label, c.M())
    lab, v = c.acct()
    n.f('{}: {}\n', lab, v)
    lab, v = c.hp()
    n.f('Insurance {}: {}\n', lab, v)
    n.f('Occupation: {}\n\n', c.prof())
    n.t('LABORATORY\n')
    org = r.choice([o for o in CL.ORGS if o[3] == 'cpe'])
    n.f('Organism: {}\nSpecimen: {}  Collected {}  Accession {}\n', org[0], r.choice(
        ['urine', 'blood', 'rectal swab (screen)', 'sputum', 'wound']), c.D(c.base), c.acc())
    n.f('Carbapenemase test: {} {}\n', r.choice(['mCIM positive;', 'Carba-R PCR:', 'CarbaNP positive;']),
        r.choice(['KPC detected', 'NDM detected', 'OXA-48-like detected', 'VIM detected']))
    n.f('Isolate forwarded to state public health lab on {} (req #{})\n', c.D(c.day(2)),
        c.idnum('other'))
    n.t('\nEXPOSURES (prior 12 months)\n')
    n.f('- Hospitalized outside US: {}\n', r.choice([['Y - '] + c.country(), 'N', 'Unknown']))
    n.f('- Long-term care / LTACH: {}\n', r.choice([['Y - ', c.other_hosp()], 'N']))
    n.f('- Indwelling devices: {}\n', r.choice(['urinary catheter', 'tracheostomy', 'none',
                                                'PEG tube', 'central line']))
    if r.random() < 0.5:
        n.f('- Transferred by ambulance, unit plate {} - terminal clean confirmed\n', c.plate())
    n.t('\nCONTROL MEASURES: contact precautions, private room ')
    n.add([(str(r.randint(200, 999)), 'LOCATION_OTHER')])
    n.t(', flag placed in EHR, roommate screening x' + str(r.randint(0, 3)) + '.\n')
    n.t('Attending: ')
    n.add(c.N(c.S('senior'), 'drfull'))
    n.t('   ID consult: ')
    n.add(c.N(c.S('id'), 'dr'))
    n.t('\n')
    return n


# ------------------------------------------------------------------ GP discharge plan
def gp_plan(c):
    r = c.r
    n = Note()
    gp = c.S('senior', key='gp')
    adm = c.day(-r.randint(3, 16))
    dis = c.base
    n.t(r.choice(['DISCHARGE ANTIMICROBIAL PLAN - FOR ' + ('PCP' if c.cc == 'US' else 'GP') + '\n', 'Antibiotic Plan on Discharge\n',
                  'Communication to General Practitioner: Antimicrobial Therapy\n',
                  'DISCHARGE MEDICATION - ANTIBIOTIC SUPPLEMENT\n']))
    n.t('To: ')
    n.add(c.N(gp, 'drfull'))
    n.f(', {}\n    ', c.practice())
    n.add(c.addr())
    n.t('\n')
    if r.random() < 0.6:
        n.f('Fax: {}   Secure email: {}\n', c.fax(), c.email(dept='gp.referrals'))
    n.f('From: {} team, {}\n\n', r.choice(['Infectious Diseases', 'Microbiology / AMS',
                                           r.choice(CL.SPECIALTIES)]), c.H())
    n.f('Patient: {}   DOB: {} ({})\n', c.P(r.choice(['full', 'LF', 'mid'])), c.D(c.dob),
        c.A('yrs'))
    n.f('{}: {}', c.mrn_label, c.M())
    if c.cc in ('AU', 'IE', 'CA', 'US', 'ZA') and r.random() < 0.7:
        lab, v = c.hp()
        n.f('   {}: {}', lab, v)
    if c.cc in ('IE', 'ZA') and r.random() < 0.4:
        lab, v = c.ssn()
        if v:
            n.f('   {}: {}', lab, v)
    n.t('\nAddress: ')
    n.add(c.addr())
    n.t('\n')
    if r.random() < 0.5:
        n.f('Phone: {}\n', c.ph('mob'))
    if r.random() < 0.4:
        rel, fp = c.fam()
        n.f('NOK: {} ({}) {}\n', c.P('full', p=fp, typ='FAMILY'), rel, c.ph('mob'))
    n.f('Admitted: {}   Discharged: {}\n', c.D(adm), c.D(dis))
    cs = G.case(c)
    n.f('Diagnosis: {}\n', cs['dx'])
    n.f('Micro: {}\n\n', G.micro_summary(r, cs['org'], cs['dx']))
    los = (dis - adm).days
    iv_days = r.randint(min(2, los), max(min(2, los), min(14, los, cs['days'] - 3)))
    po_days = max(1, cs['days'] - iv_days)
    stop = dis + dt.timedelta(days=po_days - 1)
    n.t('ANTIBIOTIC PLAN\n')
    if r.random() < 0.5:
        n.t('Drug            | Dose / route / freq        | Start      | Stop\n')
        n.f(cs['po'].ljust(15) + ' | ' + cs['pod'].ljust(26) + ' | {} | {}\n', c.D(dis), c.D(stop))
    else:
        n.f('- {} {} - start {}, LAST DOSE {}\n', cs['po'], cs['pod'], c.D(dis), c.D(stop))
    n.f('Total course: {} days ({} days IV {} + {} days oral).\n', iv_days + po_days, iv_days,
        cs['iv'], po_days)
    n.f('Supplied: {} days from {} pharmacy. ', min(po_days, r.choice([7, 10, 14])), c.H(abbr=True))
    if po_days > 14:
        n.f('Further supply via {} please.', c.pharmacy())
    n.t('\n\nMONITORING REQUESTED FROM ' + ('PCP' if c.cc == 'US' else 'GP') + '\n')
    extra = r.sample(['LFTs at 2 weeks (cholestatic jaundice risk with flucloxacillin/co-amoxiclav).',
                       'FBC weekly while on linezolid (thrombocytopenia).',
                       'INR within 3-5 days - interaction with warfarin.',
                       'U&E at 1 week (co-trimoxazole - hyperkalaemia).',
                       'ECG/QTc if clarithromycin continued.',
                       'Review for C. difficile symptoms (diarrhoea >3 episodes/24 h).',
                       'CRP at end of course.'], r.randint(0, 2))
    if not (extra and cs['mon'].startswith('Nil')):
        n.f('- {}\n', cs['mon'])
    for m in extra:
        n.f('- {}\n', m)
    n.f('\nFOLLOW-UP\n- {} clinic on {} at {}', cs['clinic'] if cs['clinic'] != 'GP review' else 'ID',
        c.D(c.day(r.randint(10, 45))), clock(r, 9, 16))
    if r.random() < 0.5:
        n.f(', {}', c.building())
    n.t('\n')
    if r.random() < 0.5:
        n.f('- Repeat {} on {}\n', r.choice(['CRP/FBC', 'blood cultures', 'imaging', 'U&E']),
            c.D(c.day(r.randint(7, 30))))
    if r.random() < 0.45:
        n.f('\nALERT: {} carrier - flag added {}.\n', r.choice(['MRSA', 'ESBL', 'CPE', 'VRE']), c.D(adm))
    if r.random() < 0.55:
        n.f('Social: {}, lives {}.', c.prof(), r.choice(['alone', 'with wife', 'with husband',
                                                       'with family', 'in residential care']))
        if r.random() < 0.4:
            n.f(' Employer: {}.', c.org())
        if r.random() < 0.4:
            n.f(' Carers: {} ({} calls/day).', c.ext_org(), r.randint(1, 4))
        n.t('\n')
    n.t('\nQueries: ')
    ph = c.S('pharm')
    n.add(c.NJ(ph))
    n.f(', {}\n', c.ph_ext())
    n.t('Consultant: ')
    n.add(c.N(c.S(r.choice(['id', 'senior']), key='cons'), 'drfull'))
    n.t('\n')
    if r.random() < 0.4:
        n.f('Dictated {} / typed {} ', c.Ds(dis), c.Ds(c.day(1)))
        sec = c.S('clerk')
        n.f('{}/{}\n', (ph.initials().lower(), 'DOCTOR'), (sec.initials().lower(), 'DOCTOR'))
    return n


# ------------------------------------------------------------------ allergy de-labelling
def allergy_delabel(c):
    r = c.r
    n = Note()
    child = c.age < 17
    n.t(r.choice(['PENICILLIN ALLERGY ASSESSMENT & DE-LABELLING RECORD\n',
                  'Antibiotic Allergy De-labelling - Direct Oral Challenge\n',
                  'Beta-lactam Allergy Evaluation (AMS Pharmacist-led)\n',
                  'ALLERGY LABEL REVIEW\n']))
    n.f('{}  |  {}\n', c.H(), r.choice(['AMS Allergy Service', 'Allergy & Immunology',
                                        'Pharmacy', ('Pediatric Allergy Clinic' if c.cc == 'US' else 'Paediatric Allergy Clinic') if child else 'Ward-based']))
    G.demo(n, c, r.randint(0, 4))
    if r.random() < 0.6:
        n.f('Ward: {}\n', c.W())
    if child:
        rel, fp = c.fam('F' if r.random() < 0.6 else 'M')
        n.f('Accompanied by: {} ({}), consent given. Contact {}\n',
            c.P('full', p=fp, typ='FAMILY'), 'mother' if fp.sex == 'F' else 'father', c.ph('mob'))
    n.f('Assessment date: {}\n\n', c.D(c.base))
    n.t('INDEX REACTION\n')
    drug = r.choice(['penicillin V', 'amoxicillin', 'co-amoxiclav', 'flucloxacillin',
                     'benzylpenicillin', '"penicillin" (unknown which)'])
    n.f('Drug: {}\n', drug)
    ra = r.randint(1, max(2, c.age - 1))
    ry = c.dob.year + ra
    n.f('Age at reaction: {} ', [(str(ra), 'AGE')])
    n.f('(approx. {})\n', (str(ry), 'DATE'))
    n.f('Reaction: {}\n', r.choice([
        'maculopapular rash day 5 of course, no blisters, no mucosal involvement',
        'itchy rash, unsure of timing', 'vomiting and diarrhoea', 'family told "allergic"',
        'urticaria within 1 h, no breathing difficulty', 'swelling of lips (angioedema)',
        'headache', 'mild rash treated with antihistamine']))
    n.f('Treatment required: {}.  Hospitalised: {}.\n', r.choice(['none', 'none', 'antihistamine',
                                                                   'adrenaline']), r.choice(['no', 'no', 'yes']))
    tol = r.choice(['cefalexin', 'none known', 'amoxicillin at dentist (per pt)',
                    'ceftriaxone this admission'])
    if tol == 'cefalexin':
        n.f('Tolerated since: cefalexin in {}\n', (str(r.randint(max(ry, c.base.year - 15), c.base.year)), 'DATE'))
    else:
        n.f('Tolerated since: {}\n', tol)
    if r.random() < 0.55:
        rel, fp = c.fam()
        rel = r.choice(['mother', 'sister', 'aunt', 'grandmother'] if fp.sex == 'F' else
                       ['father', 'brother', 'uncle', 'grandfather'])
        n.f('Family history: {} {} reportedly "allergic to penicillin" (not a risk factor).\n',
            rel, c.P(r.choice(['full', 'first']), p=fp, typ='FAMILY'))
    fast = r.choice([0, 0, 1, 1, 2, 3])
    n.f('\nPEN-FAST: {} / 5  ({})\n', fast, 'very low risk' if fast == 0 else 'low risk'
        if fast < 3 else 'moderate risk - refer to Immunology')
    n.t('Exclusions (SJS/TEN, DRESS, AGEP, serum sickness, pregnancy, unstable asthma): none.\n')
    if fast >= 3:
        n.f('\nOUTCOME: not suitable for direct oral challenge. Referred to {} allergy clinic.\n',
            c.other_hosp())
    else:
        n.t('\nDIRECT ORAL CHALLENGE\n')
        t0 = r.randint(9 * 60, 14 * 60)
        dose = '250 mg' if child else '500 mg'
        n.f('{} {}  amoxicillin {} PO. Baseline BP {}/{}, HR {}, SpO2 {}%\n', c.D(c.base), G.hm(t0),
            dose, r.randint(98, 150), r.randint(55, 90), r.randint(60, 100), r.randint(95, 100))
        n.f('{}  obs - no rash, no wheeze\n{}  obs - well. Observation complete (60 min).\n',
            G.hm(t0 + 30), G.hm(t0 + 60))
        n.f('\nOUTCOME: {}\n', r.choice(['Penicillin allergy label REMOVED.',
                                         'Tolerated - allergy DE-LABELLED.',
                                         'Label changed to "penicillin intolerance (GI)".']))
        n.f('EHR allergy record updated by {} at {}.\n', c.user(c.S('pharm')), G.hm(t0 + 70))
        n.t('Patient ' + ('and parent ' if child else '') + 'informed; wallet card given. ')
        n.f('Letter to {} ({}).\n', 'PCP' if c.cc == 'US' else 'family physician' if c.cc == 'CA' else 'GP',
            c.practice())
    n.t('\nAssessed by: ')
    ph = c.S('pharm')
    n.add(c.NJ(ph))
    if r.random() < 0.5:
        lab, v = c.lic(ph)
        n.f(' ({} {})', lab, v)
    n.t('\nSupervising clinician: ')
    n.add(c.N(c.S(r.choice(['id', 'senior'])), 'drfull'))
    n.f('\nContact: {}\n', c.email(dept='allergy.delabel'))
    return n
