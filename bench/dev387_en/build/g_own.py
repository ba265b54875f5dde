"""Own genres: teledermatology e-consult triage; plastic surgery discharge summary."""
import fake
import clinical
from core import Note, P
from case import staff
from common import pt_block

CAPTURE = ['iPhone 13 + DermLite HUD 2', 'Samsung Galaxy S22 + DermLite DL200', 'MoleScope II', 'Handyscope (FotoFinder)',
           'practice dermatoscope Heine NC2 + camera adapter', 'Canon EOS M50 + DermLite Foto II Pro']
# (outcome, comment, GP working diagnosis, feature pool)
OUTCOMES = [('Discharge with advice - benign', 'seborrhoeic keratosis; reassure, no follow-up', 'SK', 'sk'),
            ('Discharge with advice - benign', 'benign naevus with regular reticular network; photo review by GP in 3/12 if concerned',
             'dysplastic naevus', 'benign'),
            ('Routine dermatology clinic', 'atypical naevus - low suspicion; routine clinic for full skin check', 'dysplastic naevus',
             'mixed'),
            ('Urgent suspected cancer pathway', 'features suspicious for melanoma - convert to urgent referral', 'melanoma', 'susp'),
            ('Direct to surgery (excision list)', 'likely BCC - book for excision, no clinic appointment needed', 'BCC', 'bcc'),
            ('Urgent suspected cancer pathway', 'likely SCC - urgent excision', 'SCC', 'scc'),
            ('Images inadequate - resubmit', 'images out of focus / no dermoscopic image; please resubmit', 'melanoma', 'none'),
            ('Routine - SDDI', 'equivocal; short-term digital monitoring 3 months', 'melanoma', 'mixed')]


def teledermatology_triage(rng, c):
    n = Note('teledermatology_triage', c.C, c)
    les = c.les
    rid = rng.choice(['TD-%d-%s' % (c.date.year, fake.dg(rng, 6)), 'TELE%s' % fake.dg(rng, 7), 'eC-%s-%s' % (fake.dg(rng, 3), fake.dg(rng, 4))])
    sub = c.days(-rng.randrange(1, 6))
    gp = c.gp
    uname = rng.choice(['gp_%s%s' % (fake._ascii(gp.last)[:6], rng.randrange(1, 9)),
                        '%s.%s' % (fake._ascii(gp.first)[0], fake._ascii(gp.last)[:8]),
                        fake._ascii(c.practice.split()[0])[:6] + 'pn' + str(rng.randrange(1, 20))])
    n.ln(rng.choice(['TELEDERMATOLOGY E-CONSULT - TRIAGE OUTCOME', 'Teledermoscopy Referral & Triage',
                     'Store-and-forward Teledermatology Report', 'Advice & Guidance (Teledermatology) - Skin Lesion']))
    n.ln('Service: {} {}', P(c.hosp, 'HOSPITAL'), rng.choice(['Dermatology', 'Teledermatology Hub', 'Skin Cancer Service']))
    n.blank()
    n.ln('Request ID: {}', P(rid, 'IDNUM'))
    n.ln('Submitted: {} {} by user {} from {}', c.D(sub), '%02d:%02d' % (rng.randrange(8, 19), rng.randrange(60)),
         P(uname, 'USERNAME'), P(fake.ip_private(rng), 'IPADDR'))
    n.ln('Referrer: {} ({} {}), {}', gp.t('il'), gp.lic[0], P(gp.lic[1], 'LICENSE'), P(c.practice, 'HOSPITAL'))
    if rng.random() < 0.5:
        n.ln('Practice tel {}  fax {}', P(c.gp_phone, 'PHONE'), P(c.gp_fax, 'FAX'))
    n.blank()
    n.ln('Patient: {}   {} {}   DOB {}', c.pt.n(rng.choice(['fl', 'LF'])), P(str(c.age), 'AGE'), c.sex, c.D(c.dob))
    if c.nat:
        n.ln('{}: {}', c.nat[0], c.natp())
    else:
        n.ln('{}: {}', c.mrn[0], c.mr())
    if rng.random() < 0.4:
        n.ln('Mobile: {}  (SMS appointment reminders consented)', P(c.mobile, 'PHONE'))
    n.blank()
    n.ln('Images: {} ({} macro, {} dermoscopic)', str(rng.randrange(2, 6)), str(rng.randrange(1, 3)), str(rng.randrange(1, 4)))
    cap = rng.choice(CAPTURE)
    n.f('Capture device: {}', cap)
    if rng.random() < 0.55:
        n.f(' - dermatoscope SN {}', P(fake.serial(rng, 'scope'), 'DEVICE'))
    n.blank()
    if rng.random() < 0.3:
        n.ln('Image metadata: patient face-match {} (consent for clinical photography on file)', P(fake.bioid(rng), 'BIOID'))
    n.blank()
    n.ln('Clinical question (GP):')
    n.f('{} {} on {}, present {}. ', rng.choice(['Pigmented lesion', 'Changing mole', 'Pink scaly papule', 'Non-healing lesion',
                                                  'New dark spot']), les['size'], les['site'],
        rng.choice(['6 months', '1 year+', 'since childhood but changing', '3 months']))
    oc = rng.choice(OUTCOMES)
    n.f('{}. ', rng.choice(['Pt anxious - mother had melanoma', 'Noticed by partner', 'Bleeds when towel drying',
                            'No personal hx skin cancer', ['Previous BCC ', c.D(c.days(-rng.randrange(400, 3000)), 'y')]]))
    if rng.random() < 0.45:
        n.f('Occupation: {}. ', P(c.prof, 'PROFESSION'))
    n.f('?{}', oc[2])
    n.blank()
    n.blank()
    rv = c.days(rng.randrange(0, 3))
    n.ln('Reviewed by: {} on {} {}', c.derm.t('fl'), c.D(rv), '%02d:%02d' % (rng.randrange(8, 19), rng.randrange(60)))
    n.ln('Image quality: {}', rng.choice(['good', 'adequate', 'adequate (some glare)', 'poor - polarised image blurred']))
    pool = {'sk': ['milia-like cysts and comedo-like openings', 'fissures and ridges, moth-eaten border', 'sharp demarcation'],
            'benign': clinical.DERM_BENIGN, 'susp': clinical.DERM_SUSP, 'bcc': clinical.DERM_BCC, 'scc': clinical.DERM_SCC,
            'mixed': clinical.DERM_BENIGN[:4] + clinical.DERM_SUSP[:3]}.get(oc[3])
    if pool:
        feats = rng.sample(pool, 2)
        n.ln('Dermoscopy: {}; {}', feats[0], feats[1])
    else:
        n.ln('Dermoscopy: unable to assess')
    n.ln('Triage outcome: {}', oc[0].upper())
    n.ln('Comment: {}', oc[1])
    if 'Urgent' in oc[0] or 'surgery' in oc[0] or 'Routine' in oc[0]:
        appt = c.days(rng.randrange(4, 40))
        n.ln('Appointment: {} {}, {}', c.D(appt, rng.choice(['wd', None])), '%d:%02d' % (rng.randrange(8, 17), rng.choice([0, 15, 30, 45])),
             P(rng.choice([c.hosp, c.hosp2, c.clinic]), 'HOSPITAL'))
    n.ln('Advice to GP: {}', rng.choice(['please inform patient of outcome', 'patient will receive letter + SMS',
                                         'sun protection advice', 'no action needed', 'please send patient our leaflet']))
    if rng.random() < 0.7:
        n.ln('Case link: {}', P(fake.url_site(rng, c.hosp, '/tele/case/' + rid.replace(' ', '')), 'URL'))
    if rng.random() < 0.4:
        au = fake._ascii(c.derm.first[0] + c.derm.last)[:8]
        n.ln('Audit: opened by {} {} ({}); outcome sent to practice {}', P(au, 'USERNAME'), c.D(rv, 'num'),
             P(fake.ip_private(rng), 'IPADDR'), c.D(rv, 'num'))
    return n


DISCH_MEDS = ['paracetamol 1 g QDS PRN', 'ibuprofen 400 mg TDS PRN with food', 'codeine 30 mg QDS PRN (max 3 days)',
              'oxycodone 5 mg PRN (5 tabs only)', 'flucloxacillin 500 mg QDS 5 days', 'laxido 1 sachet BD PRN',
              'enoxaparin 40 mg SC OD x 7 days', 'ondansetron 4 mg PRN']


def discharge_summary(rng, c):
    n = Note('discharge_summary', c.C, c)
    les = c.les
    los = rng.choice([0, 0, 1, 1, 2, 3])
    adm = c.days(-los)
    op = adm
    slnb = les['slnb_offered'] and rng.random() < 0.8
    n.ln(rng.choice(['DISCHARGE SUMMARY - PLASTIC SURGERY', 'Inpatient Discharge Letter', 'Day Surgery Discharge Summary',
                     'Discharge Summary / TTO', 'Hospital Discharge Summary (Plastics)']))
    n.ln('{}', P(c.hosp, 'HOSPITAL'))
    n.blank()
    pt_block(n, c, address=rng.random() < 0.4)
    n.ln('{}: {}', c.acct[0], P(c.acct[1], 'ACCOUNT'))
    if c.C == 'US' and c.ssn and rng.random() < 0.5:
        n.ln('SSN: {}   Payer: {}  Member {}', P(c.ssn, 'SSN'), P(c.insurer, 'ORGANIZATION'), P(c.member, 'HEALTHPLAN'))
    n.ln('Admitted: {}   Discharged: {}   LOS: {} day(s)', c.D(adm), c.D(c.date), str(los))
    n.f('Ward: {}', P(c.ward, 'HOSPITAL'))
    if rng.random() < 0.5:
        n.f('  Bay {} Bed {}', P(str(rng.randrange(1, 7)), 'LOCATION_OTHER'), P(str(rng.randrange(1, 7)), 'LOCATION_OTHER'))
    else:
        n.f('  Room {}', P(str(rng.randrange(1, 40)) + rng.choice(['', 'A', 'B']), 'LOCATION_OTHER'))
    n.blank()
    n.ln('Consultant: {}   Admission: {}', c.plast.t('fl'), rng.choice(['elective', 'elective day case', 'elective inpatient']))
    n.ln('GP: {}, {}', c.gp.t('il'), P(c.practice, 'HOSPITAL'))
    n.blank()
    n.ln('Diagnosis: {} {} (Breslow {}, {})', les['subtype'], les['site'], clinical.breslow_txt(les), les['T'])
    n.ln('Procedure ({}): WLE {} margins{}; closure {}', c.D(op), les['wle'], ' + SLNB ' + les['basin'] if slnb else '',
         rng.choice(['primary', 'rotation flap', 'FTSG', 'SSG + VAC']))
    n.ln('Co-morbidities: {}', '; '.join(rng.sample(clinical.PMH, rng.randrange(1, 4))))
    n.ln('Allergies: {}', rng.choice(clinical.ALLERGIES))
    n.blank()
    n.ln('Clinical summary / progress:')
    n.f('{} {}yo {} admitted for {}. ', c.pt.t('l'), P(str(c.age), 'AGE'), 'M' if c.sex == 'M' else 'F',
        'day-case surgery' if los == 0 else 'elective surgery')
    n.f('{} ', rng.choice(['Uneventful post-op course.', 'PONV overnight, settled with ondansetron.',
                           'Drain output 60 mL/24 h, removed before discharge.', 'Graft inspected day 2 - good take.',
                           'Mild hypotension in recovery, responded to fluids.', 'Blue urine noted - expected (Patent Blue).']))
    n.f('Mobilising independently, eating and drinking, pain controlled on oral analgesia.')
    n.blank()
    n.blank()
    n.ln('Medications on discharge (TTO):')
    for m in rng.sample(DISCH_MEDS, rng.randrange(2, 5)):
        n.ln('- {}', m)
    n.ln('Regular meds unchanged: {}', '; '.join(rng.sample(clinical.DRUGS_MISC, rng.randrange(1, 3))))
    n.blank()
    n.ln('Wound care: {}', rng.choice(['keep dry 48 h then may shower', 'bolster dressing to stay intact until review',
                                       'absorbable sutures - no removal needed', 'sutures out day 10-14']))
    if rng.random() < 0.5:
        n.ln('District/community nursing referral: {} community team - first visit {}', P(c.town or c.city, 'CITY'),
             c.D(c.days(rng.randrange(1, 4))))
    n.ln('Follow-up: {} clinic {} for histology; dressing clinic {}', rng.choice(['plastics', 'melanoma', 'consultant']),
         c.D(c.days(rng.randrange(10, 21))), c.D(c.days(rng.randrange(5, 10))))
    n.ln('Driving: {}', rng.choice(['not for 48 h after GA', 'when able to perform emergency stop', 'not until seen in clinic (groin)']))
    dest = rng.choice(['usual residence', 'home', 'home', 'daughter\'s home', 'residential care'])
    n.f('Discharged to: {}', dest)
    if dest in ('usual residence', 'home') and rng.random() < 0.8:
        n.f(' with {} {}', c.nok.rel, c.nok.n(rng.choice(['f', 'fl'])))
    n.blank()
    if rng.random() < 0.3:
        n.ln('Car park exit validated for vehicle {}.', P(fake.plate(rng, c.C), 'VEHICLE'))
    n.ln('GP actions: {}', rng.choice(['nil', 'please arrange ROS at practice day 10-14', 'review BP - elevated during admission',
                                       'please check wound if concerns', 'continue enoxaparin to complete 7 days']))
    n.blank()
    doc = staff(rng, c.C, rng.choice(['FY2', 'Resident', 'SHO', 'RMO', 'Intern', 'CT1']))
    n.ln('Completed by: {} ({}), bleep {}   {}', doc.t('fl'), doc.job, P(fake.pager(rng), 'PHONE'), c.D(c.date, 'num'))
    if rng.random() < 0.4:
        n.ln('{} {}', doc.lic[0], P(doc.lic[1], 'LICENSE'))
    return n
