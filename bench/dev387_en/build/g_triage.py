"""Genres: immunotherapy toxicity telephone triage; 2-week-wait (urgent suspected cancer) referral."""
import fake
import clinical
from core import Note, P
from case import staff
from common import job_clause

UNITS = {'UK': 'Acute Oncology Assessment Unit', 'IE': 'Oncology Day Ward', 'AU': 'Cancer Day Unit',
         'NZ': 'Oncology Assessment Unit', 'US': 'Infusion Center', 'CA': 'Oncology Urgent Care Clinic'}


def immunotherapy_triage(rng, c):
    n = Note('immunotherapy_triage', c.C, c)
    les = c.les
    reg = rng.choice(clinical.IMMUNO)
    tox = rng.choice(clinical.TOX)
    nurse = staff(rng, c.C, 'Triage Nurse', nurse=True)
    call = c.date
    last = c.days(-rng.randrange(3, 20))
    cyc = rng.randrange(2, 14)
    step = 21 if 'q3w' in reg[0] else (42 if 'q6w' in reg[0] else 28)
    if 'induction' in reg[0]:
        cyc = rng.randrange(1, 5)
    start = fake.add_days(last, -step * (cyc - 1))
    caller_is_pt = rng.random() < 0.55
    tmin = rng.randrange(24 * 60)
    tm = '%02d:%02d' % divmod(tmin, 60)
    eta = '%02d:%02d' % divmod((tmin + rng.randrange(30, 150)) % (24 * 60), 60)
    if reg[1] == 'metastatic':
        stage = rng.choice(['IV (M1a)', 'IV (M1b)', 'IV (M1c)', 'unresectable IIIC', 'IV (M1d)'])
    else:
        stage = les['stage'] if les['stage'] in ('IIB', 'IIC', 'IIIA', 'IIIB', 'IIIC') else \
            rng.choice(['IIIA', 'IIIB', 'IIIC', 'IIB', 'IIC'])
    us = c.C in ('US', 'CA')
    if us and rng.random() < 0.6:
        n.ln('TELEPHONE ENCOUNTER')
        n.ln('{}  {}  {}', P(c.hosp, 'HOSPITAL'), c.D(call), tm)
        n.ln('Patient: {}  DOB {}  MRN {}', c.pt.n('LF'), c.D(c.dob), c.mr())
        n.ln('Call from: {} ({})  Phone: {}', ['patient'] if caller_is_pt else [c.nok.rel, ' ', c.nok.n('fl')],
             'self' if caller_is_pt else ('HIPAA release on file' if c.C == 'US' else 'consent on file'),
             P(c.mobile if caller_is_pt else c.nok_phone, 'PHONE'))
        n.ln('Reason for call: {}', tox[0] + ' symptoms on immunotherapy')
        n.blank()
        n.f('S: {} y/o {} w/ stage {} melanoma on {} ({} therapy), C{} last given {}. ', P(str(c.age), 'AGE'),
            'male' if c.sex == 'M' else 'female', stage, reg[0], reg[1], str(cyc), c.D(last))
        n.f('Reports {}.', tox[1].replace('{n}', str(rng.randrange(2, 9))))
        n.blank()
        n.ln('B: PMH {}. Meds {}.', rng.choice(clinical.PMH), rng.choice(clinical.DRUGS_MISC))
        n.ln('A: CTCAE grade {} {} (per ASCO irAE guideline). Triage level: {}', str(tox[2]), tox[0], tox[3])
        n.ln('R: {}.', tox[4])
        n.ln('Discussed w/ {} (on call), pager {} - agrees with plan.', c.onc.t('il'), P(fake.pager(rng), 'PHONE'))
        if tox[3] == 'RED':
            n.ln('Pt to present to {} / ED; {} driving.', P(c.ward, 'HOSPITAL') if rng.random() < 0.5 else UNITS[c.C],
                 [c.nok.rel, ' ', c.nok.n('f')])
        n.ln('Pt verbalized understanding; knows to call 911 if worse.')
        n.blank()
        n.ln('{}, {}  {} {}', nurse.n('fl'), rng.choice(['RN', 'RN, OCN', 'BSN, RN']), c.D(call, 'num'), tm)
        return n
    ukons = c.C in ('UK', 'IE')
    n.ln(rng.choice(['IMMUNOTHERAPY / ACUTE ONCOLOGY 24H TRIAGE - TELEPHONE ASSESSMENT (UKONS tool)' if ukons else
                     'IMMUNOTHERAPY 24H TRIAGE - TELEPHONE ASSESSMENT',
                     'Oncology Advice Line - Telephone Triage Record', 'Immunotherapy toxicity phone triage',
                     '24-hour oncology triage line log']))
    n.ln('{}', P(c.hosp, 'HOSPITAL'))
    n.blank()
    n.ln('Date of call: {}   Time: {}   Call taken by: {} ({})', c.D(call), tm, nurse.n('fl'),
         rng.choice(['triage RN', 'CNS', 'staff nurse', 'AOS nurse']))
    if caller_is_pt:
        n.ln('Caller: patient   Callback no: {}', P(c.mobile, 'PHONE'))
    else:
        n.ln('Caller: {} ({})   Callback no: {}', c.nok.n('fl'), c.nok.rel, P(c.nok_phone, 'PHONE'))
    n.ln('Patient: {}   DOB {}   {} {}', c.pt.n(rng.choice(['fl', 'LF'])), c.D(c.dob), c.mrn[0], c.mr())
    n.ln('Consultant: {}   Diagnosis: stage {} melanoma ({})', c.onc.t('il'), stage, les['site'])
    n.ln('Regimen: {} - {}, C{}; started {}; last dose {}', reg[0], reg[1], str(cyc), c.D(start), c.D(last))
    n.ln('Alert card: {}   Steroids currently: {}', rng.choice(['yes', 'yes', 'not with pt']),
         rng.choice(['nil', 'nil', 'prednisolone 10 mg (weaning)']))
    n.blank()
    n.ln('Presenting problem: {}', tox[1].replace('{n}', str(rng.randrange(2, 9))))
    n.ln('Temp (home): {}   Other: {}', '%.1f' % (36.4 + rng.random() * 2.2),
         rng.choice(['no vomiting', 'eating/drinking ok', 'passing urine normally', 'no rash', 'feels generally washed out']))
    n.ln('Toxicity grade (CTCAE v5): {}    {}: {}', str(tox[2]), 'UKONS triage' if ukons else 'Triage level', tox[3])
    n.blank()
    n.ln('Advice / action: {}', tox[4])
    if tox[3] == 'RED':
        unit = P(c.ward, 'HOSPITAL') if rng.random() < 0.6 else UNITS[c.C]
        rel = c.nok.rel.capitalize()
        n.ln('Attend {} - expected {}. {}', unit, eta,
             rng.choice([[rel, ' (', c.nok.n('f'), ') to drive'], ['Taxi - not to drive self'],
                         ['Ambulance requested'], [rel, ' bringing in, car reg ', P(fake.plate(rng, c.C), 'VEHICLE'),
                                                   ' for car park barrier']]))
    n.ln('Discussed with: {} (oncology {} on call), bleep {}', rng.choice([c.onc, c.reg]).t('il'),
         rng.choice(['SpR', 'registrar', 'consultant']), P(fake.pager(rng), 'PHONE'))
    if rng.random() < 0.35:
        n.ln('NB pt due to fly to {} on {} - advised to discuss with team, travel insurance letter to follow.',
             P(c.world, 'COUNTRY'), c.D(c.days(rng.randrange(3, 30))))
    if rng.random() < 0.3 and not c.retired:
        n.ln('Works as {} {}; off work since {}.', 'an' if c.prof[0] in 'aeiou' else 'a', P(c.prof, 'PROFESSION'),
             c.D(c.days(-rng.randrange(2, 10)), rng.choice(['wd', 'dm'])))
    n.ln('Follow-up call: {}', rng.choice([[c.D(c.days(1))], ['24 h'], ['tomorrow am'], ['not required - attending']]))
    n.blank()
    n.ln('Signed: {} {}', nurse.n('fl'), rng.choice(['RN', 'CNS', 'Staff Nurse', 'Band 6']))
    return n


SEVEN = [('change in size', 2), ('irregular shape/border', 2), ('irregular colour', 2), ('largest diameter >=7 mm', 1),
         ('inflammation', 1), ('oozing/crusting', 1), ('change in sensation (itch)', 1)]


def tww_referral(rng, c):
    n = Note('tww_referral', c.C, c)
    les = c.les
    dec = c.date
    ubrn = '%s %s %s' % (fake.dg(rng, 4), fake.dg(rng, 4), fake.dg(rng, 4))
    n.ln(rng.choice(['URGENT SUSPECTED CANCER REFERRAL - SKIN (2WW)', 'Suspected Skin Cancer Referral (2 week wait) - NICE NG12',
                     'FAST TRACK REFERRAL: SUSPECTED MELANOMA / SKIN CANCER', '2WW Skin Cancer Referral Form']))
    n.ln('To: {} - {}', P(c.hosp, 'HOSPITAL'), rng.choice(['Dermatology 2WW', 'Skin Cancer Service', 'Rapid Access Skin Clinic']))
    n.ln('e-RS UBRN: {}    Date of decision to refer: {}    Sent: {}', P(ubrn, 'IDNUM'), c.D(dec), c.D(c.days(rng.choice([0, 0, 1]))))
    n.blank()
    n.ln('PATIENT DETAILS')
    n.ln('Title: {}   Surname: {}   Forename: {}', c.pt.title, P(c.pt.last.upper(), 'PATIENT'), P(c.pt.first, 'PATIENT'))
    n.ln('DOB: {}   Age: {}   Gender: {}', c.D(c.dob), c.age_p(False), 'Male' if c.sex == 'M' else 'Female')
    if c.nat:
        n.ln('NHS No: {}', P(c.nat[1], 'HEALTHPLAN'))
    if rng.random() < 0.5:
        n.ln('Hospital No (if known): {}', c.mr())
    n.ln('Address: {}', c.addr_lines(', '))
    n.ln('Home tel: {}   Mobile: {}', P(c.home, 'PHONE'), P(c.mobile, 'PHONE'))
    if rng.random() < 0.7:
        n.ln('Email: {}', P(c.email, 'EMAIL'))
    n.ln('Consent to contact by phone/text: Yes   OK to leave message: {}', rng.choice(['Yes', 'No']))
    n.ln('Interpreter required: {}', rng.choice(['No', 'No', 'No', 'Yes - Polish', 'Yes - Punjabi', 'BSL']))
    n.ln('NOK/carer: {} ({}) {}', c.nok.n('fl'), c.nok.rel, P(c.nok_phone, 'PHONE'))
    if rng.random() < 0.3:
        a = c.days(rng.randrange(3, 10))
        n.ln('Patient NOT available: {} to {} ({})', c.D(a), c.D(c.days(rng.randrange(11, 20))),
             rng.choice(['holiday', 'hospital admission', 'caring for relative']))
    else:
        n.ln('Patient available within 14 days: Yes')
    n.ln('Transport: {}', rng.choice(['own', 'own', 'needs hospital transport (wheelchair)', 'relies on ' + c.nok.rel]))
    n.blank()
    n.ln('REFERRER')
    n.ln('Usual GP: {}   GMC: {}', c.gp.t('fl'), P(c.gp.lic[1], 'LICENSE'))
    if rng.random() < 0.4:
        other = staff(rng, c.C, 'GP', title='Dr')
        n.ln('Referring clinician (if different): {}', other.t('fl'))
    n.ln('Practice: {}', P(c.practice, 'HOSPITAL'))
    n.ln('{}', c.gp_addr(', '))
    n.ln('Tel: {}   Bypass: {}   Fax: {}', P(c.gp_phone, 'PHONE'), P(fake.phone(rng, c.C, c.area), 'PHONE'), P(c.gp_fax, 'FAX'))
    n.ln('Practice email: {}', P(fake.email_team(rng, c.practice, rng.choice(['admin', 'referrals', 'reception'])), 'EMAIL'))
    n.blank()
    n.ln('SUSPECTED CANCER TYPE')
    melan = rng.random() < 0.7
    n.ln('[{}] Melanoma   [{}] Squamous cell carcinoma   [ ] BCC (only if site/size criteria)', 'X' if melan else ' ',
         ' ' if melan else 'X')
    n.blank()
    if melan:
        n.ln('Weighted 7-point checklist:')
        tot = 0
        for item, w in SEVEN:
            yes = rng.random() < (0.55 if w == 2 else 0.4)
            tot += w if yes else 0
            n.ln('  {} ({}): {}', item, str(w), 'Y' if yes else 'N')
        tot = max(tot, 3)
        n.ln('  Total score: {} (refer if >=3)', str(tot))
    n.blank()
    n.ln('CLINICAL DETAILS')
    n.f('{}yo {} ', P(str(c.age), 'AGE'), 'man' if c.sex == 'M' else 'woman')
    if melan:
        n.f('with {} pigmented lesion {} ({}), {} over {}. ', rng.choice(['a changing', 'a new', 'an enlarging', 'a bleeding']),
            les['site'], les['size'], rng.choice(['noticed by ' + c.nok.rel, 'itchy', 'darker', 'raised']),
            rng.choice(['3 months', '6 weeks', 'the last year', '2 months']))
    else:
        n.f('with a rapidly growing keratotic nodule {}, {} mm, tender. ', les['site'], str(rng.randrange(6, 25)))
    n.f('{} {}. ', rng.choice(clinical.RISK) + '.', job_clause(c, he=False))
    if rng.random() < 0.4:
        n.f('Lived in {} for {} years. ', P(c.world, 'COUNTRY'), str(rng.randrange(2, 20)))
    n.blank()
    n.ln('Dermoscopy: {}', rng.choice(['not performed', 'performed - ' + rng.choice(clinical.DERM_SUSP),
                                       'performed - ' + ', '.join(rng.sample(clinical.DERM_SUSP, 2))]))
    n.ln('Photographs: {}', rng.choice(['3 images attached to e-RS', 'not available', 'macro + dermoscopic attached',
                                        ['uploaded to teledermatology (ref ', P('TD' + fake.dg(rng, 6), 'IDNUM'), ')']]))
    n.blank()
    n.ln('PMH: {}', '; '.join(rng.sample(clinical.PMH, rng.randrange(1, 4))))
    n.ln('Medication: {}', '; '.join(rng.sample(clinical.DRUGS_MISC, rng.randrange(1, 4))))
    n.ln('Anticoagulant/antiplatelet: {}   Allergies: {}', rng.choice(['No', 'Yes - see meds', 'No']), rng.choice(clinical.ALLERGIES))
    n.ln('WHO performance status: {}', str(rng.choice([0, 0, 1, 1, 2, 3])))
    n.blank()
    n.ln('Patient informed this is an urgent referral for suspected cancer: Yes. Leaflet given.')
    n.ln('Safety-netting: practice will review on {} if no appointment received.', c.D(c.days(14)))
    n.blank()
    n.ln('Signed: {}  {}', c.gp.t('fl'), c.D(dec, 'num'))
    return n
