"""Genres: patient letter with results; nurse specialist contact record."""
import fake
import clinical
from core import Note, P
from common import letterhead, signature, job_clause

RESULTS = ['benign', 'dysplastic', 'mis', 'invasive', 'bcc', 'scc', 'ct_clear', 'sln_neg']


def _addressee(n, c, rng):
    n.ln(rng.choice(['Private and Confidential', 'PRIVATE & CONFIDENTIAL', 'Strictly private - addressee only']))
    n.ln('{} {}', c.pt.title, c.pt.n(rng.choice(['fl', 'fml', 'il'])))
    n.ln('{}', c.addr_lines('\n', country=rng.random() < 0.15))
    n.blank()


def patient_results_letter(rng, c):
    n = Note('patient_results_letter', c.C, c)
    les = c.les
    res = rng.choice(RESULTS)
    bx = c.days(-rng.randrange(10, 30))
    letterhead(n, c, rng.choice(['Dermatology Department', 'Skin Cancer Service', 'Plastic Surgery', 'Melanoma Unit']),
               email_box=rng.choice(['skin.cns', 'dermatology.appointments', 'melanoma.team']))
    n.blank()
    n.ln('{}', c.D(c.date, rng.choice(['long', 'long', None])))
    n.blank()
    _addressee(n, c, rng)
    n.f('Our ref: {}/{}', P(c.derm.s('ini').upper(), 'DOCTOR'), P(c.sec.s('ini_lower'), 'DOCTOR'))
    n.ln('    {}: {}', c.mrn[0], c.mr())
    if c.nat and rng.random() < 0.6:
        n.ln('{}: {}', c.nat[0], c.natp())
    n.blank()
    if rng.random() < 0.7:
        n.ln('Dear {} {}', c.pt.title, c.pt.n('l'))
    else:
        n.ln('Dear {},', c.pt.n('nick' if c.pt.nick and rng.random() < 0.5 else 'f'))
    n.blank()
    place = rng.choice([c.practice, c.clinic, c.hosp])
    subj = {'ct_clear': 'Your recent scan results', 'sln_neg': 'Results of your sentinel lymph node biopsy'}.get(
        res, 'Your skin biopsy results')
    n.ln(subj.upper() if rng.random() < 0.5 else subj)
    n.blank()
    if res in ('ct_clear', 'sln_neg'):
        n.f('I am writing with the results of your {} on {}. ', 'CT scan' if res == 'ct_clear' else 'operation',
            c.D(bx, 'long'))
        n.f('I am pleased to say that {}. ', 'the scan showed no sign that the melanoma has spread'
            if res == 'ct_clear' else 'the lymph nodes removed were clear of melanoma, and the wider excision also showed no remaining melanoma')
        n.f('This is very good news. We will continue to see you in clinic for regular checks as planned.')
    else:
        n.f('I am writing to let you know the result of the skin sample (biopsy) taken from your {} on {} at {}. ',
            les['site'], c.D(bx, 'long'), P(place, 'HOSPITAL'))
        if res == 'benign':
            n.f('The laboratory has confirmed this was a harmless (benign) mole. No further treatment is needed.')
        elif res == 'dysplastic':
            n.f('This showed a "dysplastic" (atypical) mole with mild changes. It has been completely removed and no '
                'further treatment is needed, but please keep checking your skin.')
        elif res == 'mis':
            n.f('This showed a very early melanoma called melanoma in situ. This means the abnormal cells are only in the top '
                'layer of the skin. It is treated with a slightly wider excision, which we have booked for you.')
        elif res == 'invasive':
            n.f('The result shows a melanoma, a type of skin cancer. The thickness (Breslow) is {}. I know this will be '
                'worrying news. We would like to see you in clinic to explain what this means and plan the next step, '
                'usually a wider excision{}.', clinical.breslow_txt(les),
                ' and a test called a sentinel lymph node biopsy' if les['slnb_offered'] else '')
        elif res == 'bcc':
            n.f('This showed a basal cell carcinoma (BCC), a very common, slow-growing skin cancer that does not usually spread. '
                'It has been completely removed.')
        else:
            n.f('This showed a squamous cell carcinoma (SCC). The margins were clear. We will see you for skin checks every '
                '{} months for the next two years.', str(rng.choice([3, 4, 6])))
    n.blank()
    n.blank()
    if res in ('mis', 'invasive') or rng.random() < 0.3:
        appt = c.days(rng.randrange(5, 21))
        n.ln('Your appointment:')
        n.ln('  {} at {}', c.D(appt, 'wd'), '%d:%02d' % (rng.randrange(8, 16), rng.choice([0, 15, 30, 45])))
        n.ln('  {} {}, {}, {}', rng.choice(['Room', 'Consulting Room', 'Treatment Room']), P(str(rng.randrange(1, 30)), 'LOCATION_OTHER'),
             rng.choice(['Level 2', 'Ground floor', 'First floor', 'Outpatients B']), P(c.building, 'LOCATION_OTHER'))
        n.ln('  {}', P(c.hosp, 'HOSPITAL'))
        n.blank()
    n.f('If you have any questions, please contact {} specialist nurse, {}, on {}', rng.choice(['your', 'our']),
        c.cns.n('fl'), P(fake.phone(rng, c.C, c.harea), 'PHONE'))
    if rng.random() < 0.6:
        n.f(' or by email at {}', P(c.cns.email or fake.email_team(rng, c.hosp, 'skin.cns'), 'EMAIL'))
    n.f(' ({}).', rng.choice(['Monday to Friday, 9am to 4pm', 'weekdays 8.30-4.30', 'answerphone out of hours']))
    n.blank()
    if rng.random() < 0.6:
        n.ln('You can read more about skin cancer and sun protection at {}.', P(rng.choice([
            'www.example.org/melanoma-info', 'https://www.example.net/skin-cancer/after-diagnosis',
            fake.url_site(rng, c.hosp, '/patients/skin-cancer'), 'www.example.com/sunsafe']), 'URL'))
    if rng.random() < 0.4:
        n.ln('The {} also offers peer support ({}).', P(c.org if 'Melanoma' in c.org or 'Support' in c.org else
                                                         rng.choice(['Sunwise Melanoma Support Network', 'Melanoma Friends Circle']),
                                                         'ORGANIZATION'),
             P(rng.choice(['www.example.org/support', 'https://support.example.net', 'www.example.com/peer-support']), 'URL'))
    if rng.random() < 0.2:
        n.ln('Patients attending for treatment can park free of charge; your concession is registered to vehicle {}.',
             P(fake.plate(rng, c.C), 'VEHICLE'))
    if rng.random() < 0.35:
        n.ln('You can also see your results in the patient portal: {}', P(rng.choice([
            'https://myhealth.example.net', 'https://portal.example.org/login', 'www.patientportal.example.com']), 'URL'))
    signature(n, c, rng.choice([c.derm, c.plast]), lic=False, dictated=False)
    n.blank()
    n.ln('cc: {} {}, {}', c.gp.title, c.gp.n('il'), P(c.practice, 'HOSPITAL'))
    return n


CNS_TITLE = {
    'UK': ['Skin Cancer CNS - Contact Record', 'Clinical Nurse Specialist (Skin) Contact Note', 'Key Worker Contact Record'],
    'IE': ['Skin Cancer CNS Contact Record', 'Clinical Nurse Specialist Note'],
    'AU': ['Melanoma Care Coordinator - Progress Note', 'Skin Cancer Nurse Consultant Contact'],
    'NZ': ['Cancer Nurse Coordinator - Contact Note', 'Melanoma CNS Contact Record'],
    'US': ['Oncology Nurse Navigator Note', 'Melanoma Nurse Navigator - Contact Note'],
    'CA': ['Nurse Navigator Contact Note', 'Oncology Nurse Contact Record'],
}
CONCERNS = ['worry, fear or anxiety', 'sleep', 'fatigue', 'money or housing', 'work / returning to work', 'pain at wound site',
            'body image (scar)', 'driving', 'caring responsibilities', 'appetite', 'lymphoedema', 'memory/concentration']
REFERRALS = ['psychology (via GP IAPT self-referral)', 'benefits adviser', 'lymphoedema service', 'community dietitian',
             'social work', 'occupational health', 'smoking cessation', 'wellbeing course (HOPE)', 'physiotherapy']


def cns_contact_record(rng, c):
    n = Note('cns_contact_record', c.C, c)
    les = c.les
    cns = c.cns
    s = rng.randrange(3)
    kind = ['Face to face', 'Telephone', 'HNA'][s]
    if s == 1 and rng.random() < 0.2:
        kind = 'Email / secure message'
    n.ln(rng.choice(CNS_TITLE[c.C]))
    n.ln('{}', P(c.hosp, 'HOSPITAL'))
    n.blank()
    n.ln('Date: {}   Time: {}   Duration: {} min', c.D(c.date), '%02d:%02d' % (rng.randrange(8, 17), rng.randrange(60)),
         str(rng.choice([10, 15, 20, 30, 45, 60])))
    n.f('Contact type: {}', kind)
    if kind in ('Face to face', 'HNA'):
        n.f(' - Room {}, {}', P(str(rng.randrange(1, 20)) + rng.choice(['', '', 'A']), 'LOCATION_OTHER'),
            P(c.building, 'LOCATION_OTHER') if rng.random() < 0.6 else 'outpatients')
    n.blank()
    n.ln('Patient: {}   DOB {}   {} {}', c.pt.n(rng.choice(['LF', 'fl'])), c.D(c.dob), c.mrn[0], c.mr())
    if s == 0:
        n.ln('Contact with: patient and {} {}', c.nok.rel, c.nok.n('fl'))
    elif s == 1:
        n.ln('Contact with: {}', rng.choice([['patient'], [c.nok.rel, ' ', c.nok.n('f'), ' (patient consent on file)']]))
    else:
        n.ln('Contact with: {}', rng.choice([['patient alone'], ['patient and ', c.nok.rel, ' ', c.nok.n('fl')]]))
    if s == 1 or rng.random() < 0.3:
        n.ln('Tel used: {}', P(c.mobile if rng.random() < 0.6 else c.home, 'PHONE'))
    n.ln('Key worker: {} ({} {})', cns.n('fl'), cns.lic[0], P(cns.lic[1], 'LICENSE'))
    n.ln('Diagnosis: {}, stage {}', les['abbr'] if not les['insitu'] else 'MIS', les['stage'])
    n.blank()
    reason = rng.choice([['Results of SLNB given by consultant - CNS support after', 'New diagnosis - key worker introduction',
                          'Pre-immunotherapy education'],
                         ['Post-op check and wound concerns', 'Patient called - worried about new lump',
                          'Follow-up call after new diagnosis'],
                         ['HNA at end of treatment', 'Return to work discussion', 'HNA at diagnosis']][s])
    n.ln('Reason for contact: {}', reason)
    n.blank()
    n.ln('Summary:')
    if s == 0:
        n.f('{} seen with {} {} {} after consultation with {}. Understands diagnosis of stage {} melanoma and plan for {}. ',
            c.pt.n('f'), c.his, c.nok.rel, c.nok.n('f'), c.plast.t('il'), les['stage'],
            rng.choice(['WLE + SLNB', 'WLE only', 'adjuvant nivolumab', 'surveillance', 'staging CT']))
        n.f('Lots of questions re prognosis - answered within limits, encouraged to write questions down. ')
    elif s == 1:
        n.f('Pt rang the CNS line re {}. Advised {}. ', rng.choice(['wound oozing', 'swelling in armpit', 'itchy rash',
                                                                     'blue urine after surgery', 'pain in groin wound']),
            rng.choice(['photo via secure email and review in dressing clinic tomorrow', 'normal - reassured',
                        'see practice nurse for wound swab', 'to attend assessment unit if febrile']))
    else:
        n.f('HNA completed (distress thermometer {}/10). ', str(rng.randrange(2, 10)))
    n.f('{}', job_clause(c))
    v = 3 if c.retired else rng.randrange(3)
    selfemp = v == 0
    if v == 0:
        n.f(' (self-employed) and worried about income')
    elif v == 1:
        n.f(' and wants to return to work in 2 weeks')
    elif v == 2:
        n.f(' - employer {} supportive', P(c.employer, 'ORGANIZATION'))
    else:
        n.f(rng.choice(['; lives independently', '; still very active', '; drives locally']))
    n.f('. ')
    if rng.random() < 0.4:
        n.f('Lives with {} {} ({}). ', c.his, c.nok.rel, c.nok.n('f'))
    n.blank()
    n.blank()
    conc = rng.sample(CONCERNS, rng.randrange(2, 5))
    n.ln('Concerns identified: {}', '; '.join(conc))
    n.ln('Actions:')
    acts = rng.sample(REFERRALS, rng.randrange(1, 3))
    for a in acts:
        n.ln('- referred to {}', a)
    n.ln('- written info given: {}', rng.choice(['"Understanding melanoma"', 'SLNB leaflet', 'immunotherapy side-effects card',
                                                 'sun protection leaflet', 'wound care sheet']))
    if rng.random() < 0.45:
        n.ln('- parking permit issued, vehicle reg {}', P(fake.plate(rng, c.C), 'VEHICLE'))
    if rng.random() < 0.25 and c.ssn and c.C == 'IE':
        n.ln('- medical card application supported (PPSN {})', P(c.ssn, 'SSN'))
    if rng.random() < 0.35:
        n.ln('- signposted to {}', P(c.org, 'ORGANIZATION'))
    if rng.random() < 0.4 and not c.retired and not selfemp:
        n.ln('- letter to employer {} re phased return', P(c.employer, 'ORGANIZATION'))
    n.ln('Next contact: {} ({})', c.D(c.days(rng.randrange(3, 30))), rng.choice(['telephone', 'clinic', 'with consultant', 'post-op']))
    n.blank()
    uname = fake._ascii(cns.first[0] + cns.last)[:8] + str(rng.randrange(1, 99))
    n.ln('{} {}  {}', cns.n('fl'), rng.choice(['CNS', 'Skin Cancer CNS', 'RN', 'Nurse Navigator', 'Care Coordinator']),
         c.D(c.date, 'num'))
    n.ln('Entered by: {}', P(uname, 'USERNAME'))
    return n
