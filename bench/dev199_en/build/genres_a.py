"""Genres: admission H&P, daily progress note, cross-cover event, consult request."""
import pools as P
import clinical as C
from core import (Note, ch, chance, ri, D, days, past, hhmm, phone, pager,
                  accession, order_no, ip, url, device_sn, tele_box, digits)
from cases import pname, dname, clinician, hospital_name, clinic_name, loc_parts
from common import (setup_styles, fd, sd, pt, room_items, age_phrase, header,
                    signature, attestation, fam_ref, fam_contact, social_history,
                    family_history, pcp_line, code_line, sexw)

SHORT = {'htn': 'HTN', 'hld': 'HLD', 'dm': 'T2DM', 'hf': 'HFrEF', 'cad': 'CAD',
         'cabg': 'CAD s/p CABG', 'af': 'pAF', 'copd': 'COPD', 'ckd': 'CKD3b',
         'esrd': 'ESRD on HD', 'hypothy': 'hypothyroidism', 'gerd': 'GERD',
         'bph': 'BPH', 'dep': 'depression', 'osa': 'OSA', 'gout': 'gout',
         'cva': 'prior CVA', 'dvt': 'h/o DVT', 'cirr': 'EtOH cirrhosis',
         'aud': 'AUD', 'obes': 'obesity', 'neur': 'DM neuropathy',
         'dem': 'dementia', 'ca': 'hx of cancer', 'pvd': 'PAD', 'ins': 'insomnia',
         'pain': 'chronic LBP'}
OTHER_PLAN = {
    'htn': 'cont amlodipine, hold parameters SBP <100',
    'hld': 'cont statin', 'dm': 'hold metformin, glargine at 50% home dose + SSI, A1c',
    'hf': 'euvolemic? cont GDMT as BP allows, daily wts',
    'cad': 'cont ASA/statin, no anginal sx', 'cabg': 'cont ASA/statin',
    'af': 'rate controlled, cont AC unless bleeding', 'copd': 'cont home inhalers, duonebs PRN',
    'ckd': 'Cr at baseline, renally dose meds', 'esrd': 'nephro aware, HD per schedule',
    'hypothy': 'cont levothyroxine', 'gerd': 'cont PPI', 'bph': 'cont tamsulosin, bladder scan PRN',
    'dep': 'cont SSRI', 'osa': 'CPAP qHS, pt to bring home machine', 'gout': 'cont allopurinol',
    'cva': 'cont ASA/statin, fall precautions', 'dvt': 'cont AC', 'cirr': 'cont lactulose/rifaximin, trend INR',
    'aud': 'CIWA, thiamine/folate', 'obes': 'nutrition consult', 'neur': 'cont gabapentin (renally dosed)',
    'dem': 'delirium precautions, reorient, avoid benzos', 'ca': 'onc aware, outpt f/u',
    'pvd': 'cont cilostazol', 'ins': 'melatonin PRN', 'pain': 'cont home regimen, bowel reg'}
PSH = ['appy as child', 'lap chole {y}', 'R TKA {y}', 'L THA {y}', 'TURP {y}',
       'hysterectomy {y}', 'hernia repair {y}', 'CABG {y}', 'none', 'C-section x2',
       'cataract surgery OU {y}', 'ORIF R wrist {y}']
CONSULT_SERVICES = ['Cardiology', 'GI', 'Nephrology', 'ID', 'Pulmonology', 'Palliative Care',
                    'Psychiatry', 'Endocrinology', 'Neurology', 'Hematology', 'General Surgery',
                    'Wound care', 'Urology', 'Hepatology', 'Geriatrics']


FEM_ONLY = ['hysterectomy {y}', 'C-section x2']
MALE_ONLY = ['TURP {y}']


def psh(n, c):
    n.t('PSH: ')
    bad = MALE_ONLY if c['pt']['sex'] == 'F' else FEM_ONLY
    pool = [x for x in PSH if x not in bad]
    items = [ch(pool) for _ in range(ri(1, 2))]
    for i, it in enumerate(items):
        if i:
            n.t(', ')
        n.f(it, y=D(past(c['adm'], 300, 9000), 'y'))
    n.t('\n')


def hp(c):
    setup_styles(c)
    n = Note()
    header(n, c, ch(['ADMISSION H&P', 'Hospitalist Admission History & Physical',
                     'H&P - Medicine Admit', 'General Medicine Admission Note',
                     'Internal Medicine H&P']))
    dxx = c['dx']
    if chance(0.3):
        n.l('Source: transfer from {h} ED; records reviewed', h=(hospital_name(), 'HOSPITAL'))
    else:
        n.l('Source: ' + ch(['pt', 'pt and {rel} at bedside', 'chart + EMS report',
                             'pt (limited), {rel} by phone']).replace('{rel}', c['fam'][0]['rel']))
    pcp_line(n, c)
    n.l('CC: "' + ch([dxx['cc'], dxx['cc'], dxx['cc'], 'feel terrible', "just don't feel right"]) + '"')
    n.t('\n' + ch(['HPI: ', 'HPI:\n', 'History of present illness: ']))
    n.add(pt(c, ch(['full', 'title', 'fml', 'title'])))
    n.f(' is a {ap} w/ PMH ', ap=age_phrase(c))
    n.t(', '.join(SHORT[k] for k in c['pmh']))
    n.t(' who presents w/ ' + dxx['cc'] + '. ')
    kw = C.hpi_bits(c, n)
    for s in dxx['hpi']:
        n.f(s[0].upper() + s[1:] + '. ', **kw)
    if c['dx']['key'] in ('fall', 'sync', 'etoh', 'hypona') and chance(0.6):
        n.f('EMS called by bystander; pt found near {lm}. ', lm=(ch(P.LANDMARKS), 'LOCATION_OTHER'))
    if c['pt']['nick'] and chance(0.45):
        n.f('Prefers to be called "{k}". ', k=(c['pt']['nick'], 'PATIENT'))
    if chance(0.35):
        n.f('Seen at {uc} on {d} and sent home on {abx}. ', uc=(ch([clinic_name(), 'Express Urgent Care',
                                                                    'QuickCare Walk-In Clinic']), 'HOSPITAL'),
            d=D(past(c['adm'], 2, 9), ch(['md', 'mond', 'wmd'])),
            abx=ch(['doxycycline', 'Augmentin', 'a Zpak', 'prednisone burst']))
    if chance(0.3):
        f = c['fam'][0]
        n.f('Per {rel} {nm}, pt {x}. ', rel=f['rel'], nm=fam_ref(f), x=ch([
            'has been more tired and sleeping a lot', 'has not been eating',
            'fell twice this week', 'was "not making sense" this AM']))
    n.t('\nED course: ' + C.vitals(ri(0, 2)) + '. ')
    n.f('; '.join(dxx['ed']) + '. ', **kw)
    n.t('Admitted to medicine.\n\n')
    n.t('ROS: ' + ch(['10-pt ROS neg except per HPI', 'as per HPI, o/w neg',
                      'unable to obtain 2/2 AMS', '+fatigue, o/w neg x12 systems']) + '\n\n')
    n.t(ch(['PMH:\n', 'Past Medical History:\n', 'PMHx:\n']))
    for i, k in enumerate(c['pmh']):
        n.t(ch(['- ', '%d. ' % (i + 1), '* ']) if i == 0 or chance(0.9) else '- ')
        C.pmh_line(n, c, k)
        n.t('\n')
    psh(n, c)
    n.t('\nHome meds' + ch(['', ' (per pt + pharmacy fill hx)', ' (unverified)']) + ':\n')
    for m in C.home_meds(c):
        n.t('- ' + m + '\n')
    if chance(0.5):
        n.f('Pharmacy: {ph}, {ci} ({tel})\n', ph=(c['pharmacy'], 'HOSPITAL'),
            ci=(c['addr']['city'][0], 'CITY'), tel=(phone(c['area']), 'PHONE'))
    n.t('Allergies: ' + ch(C.ALLERGIES) + '\n\n')
    social_history(n, c)
    family_history(n, c)
    n.t('\nEXAM\nVS: ' + C.vitals(ri(0, 1)) + '\n' + C.exam_lines() + '\n\n')
    n.t('DATA\n')
    if chance(0.4):
        n.t(C.fishbone(c))
    else:
        n.t('BMP: ' + C.bmp_inline(c) + '\nCBC: ' + C.cbc_inline(c) + '\n')
    n.t('Other: ' + C.extra_labs(c) + '\n')
    n.t('EKG: ' + ch(C.EKG))
    if chance(0.4):
        n.f(' (unchanged from {d})', d=D(past(c['adm'], 30, 900), c['ds']))
    n.t('\n')
    C.imaging_line(n, c, c['adm'])
    n.t('\n\nASSESSMENT & PLAN\n')
    n.add(pt(c, ch(['title', 'init', 'last', 'first_li'])))
    n.f(' is a {ap} w/ ' + ', '.join(SHORT[k] for k in c['pmh'][:3]) +
        ' admitted w/ ' + dxx['name'] + '.\n\n', ap=age_phrase(c))
    n.t('#' + dxx['short'] + '\n')
    for b in dxx['plan']:
        n.f('- ' + b + '\n', cv=str(ri(2, 6)))
    if chance(0.5):
        n.f('- consult {s} (d/w Dr. {d})\n', s=dxx['cons'], d=(c['cons']['last'], 'DOCTOR'))
    for k in c['pmh'][:4]:
        n.t('\n#' + SHORT[k] + ': ' + OTHER_PLAN[k])
    n.t('\n\nFEN: ' + ch(['cardiac diet', 'NPO after MN', 'regular diet', 'clears, adv as tol',
                          'carb-consistent diet']) + ', replete lytes PRN\n')
    n.t('PPx: ' + ch(['heparin SQ', 'enoxaparin 40 mg SQ daily', 'SCDs (bleeding)',
                      'on therapeutic AC']) + '; ' + ch(['PPI', 'no GI ppx needed', 'bowel reg']) + '\n')
    code_line(n, c)
    n.t('Dispo: ' + ch(['admit to medicine, tele', 'inpatient, med-surg', 'obs -> inpatient',
                        'step-down']) + '; anticipate ' + ch(['2-3', '3-4', '1-2', '4-5']) +
        ' night stay\n')
    if chance(0.6):
        n.t('Contact: ')
        fam_contact(n, c, c['fam'][-1])
        n.t('\n')
    n.t('\n')
    signer = c['res'] if chance(0.6) else c['att']
    signature(n, c, signer, c['adm'])
    if chance(0.2):
        n.f('Scribed by {s} in the presence of Dr. {d}.\n', s=(ch(P.FIRST_F + P.FIRST_M) + ' ' + ch(P.LAST), 'DOCTOR'),
            d=(signer['last'], 'DOCTOR'))
    if chance(0.5):
        attestation(n, c, c['adm'])
    return n


SUBJ = ['feels "a little better"', 'still SOB w/ ambulation', 'slept poorly, noisy roommate',
        'no CP, tolerating diet', 'c/o constipation, no BM x3d', 'asking when she can go home',
        'asking when he can go home', 'pain 4/10, controlled', 'wants to go home today',
        'some nausea after breakfast', 'ambulated in hallway w/ PT']
OVN = ['NAEON', 'no acute events overnight', 'brief episode of SVT overnight, self-terminated',
       'Tmax 38.3 overnight, BCx sent', 'got 1x haldol for agitation ~0200',
       'hypoglycemic to 61 at 0400, treated w/ juice', 'pulled PIV, replaced',
       'K 3.2 overnight, repleted']


def progress(c):
    setup_styles(c)
    hd = ri(2, 8)
    d = days(c['adm'], hd - 1)
    n = Note()
    header(n, c, ch(['Progress Note', 'Hospitalist Progress Note', 'DAILY PROGRESS NOTE',
                     'Medicine Daily Note (SOAP)', 'IM Progress Note']), d)
    n.t(ch(['HD #%d', 'Hospital day %d', 'HD%d', 'Day %d of admission']) % hd)
    if c['dx']['key'] in ('cap', 'uro', 'cell', 'cdiff') and chance(0.6):
        n.t(' | abx day ' + str(ri(max(1, hd - 2), hd)))
    elif c['dx']['key'] == 'copd' and chance(0.6):
        n.t(' | pred day ' + str(min(hd, 5)) + '/5')
    n.t('\n\nS: ' + ch(OVN) + '. Pt ' + ch(SUBJ) + '.')
    if chance(0.4):
        f = c['fam'][ri(0, len(c['fam']) - 1)]
        n.f(' Spoke w/ {rel} {nm} by phone {ph}, updated.', rel=f['rel'], nm=fam_ref(f),
            ph=(f['phone'], 'PHONE'))
    n.t('\n\nO:\nVS: ' + C.vitals(ri(0, 1)) + '\n')
    n.t('I/O: %.1f L / %.1f L' % (0.8 + ri(0, 20) / 10.0, 0.6 + ri(0, 30) / 10.0))
    if chance(0.5):
        n.t('   Wt %.1f kg (adm %.1f)' % (60 + ri(0, 500) / 10.0, 62 + ri(0, 500) / 10.0))
    n.t('\n')
    if chance(0.45):
        n.f('Tele ({b}): ' + ch(['NSR 70-80s, no events', 'AF 90-110s', 'sinus, 4 beat NSVT x1',
                                 'SB 50s while asleep']) + '\n', b=(tele_box(), 'DEVICE'))
    n.t('Exam: ' + C.exam_lines(compact=True) + '\n\n')
    if chance(0.6):
        dates = [days(d, -k) for k in range(min(hd - 1, ri(2, 3)), -1, -1)]
        if len(dates) < 2:
            dates = [days(d, -1), d]
        C.lab_table(n, c, dates, c['dss'] if c['dss'] != 'wmd' else 'md')
    else:
        n.t('Labs today: ' + C.bmp_inline(c, 0.5) + '; ' + C.cbc_inline(c, 0.5) + '\n')
        n.f('Other: {x}\n', x=C.extra_labs(c))
    if chance(0.6):
        n.t('Micro: ')
        C.micro_line(n, c, c['adm'])
        n.t('\n')
    if chance(0.5):
        n.t('Imaging: ')
        C.imaging_line(n, c, days(c['adm'], ri(0, hd - 1)))
        n.t('\n')
    n.t('\nA/P: ')
    n.add(age_phrase(c))
    n.t(' w/ ' + c['dx']['name'] + ', ' + ch(['improving', 'slowly improving', 'stable',
                                               'not yet at baseline', 'clinically better']) + '.\n')
    n.t('1. ' + c['dx']['short'] + ':\n')
    for b in C.sample(c['dx']['plan'], ri(2, len(c['dx']['plan']))):
        n.f('  - ' + b + '\n', cv=str(ri(2, 6)))
    if chance(0.4):
        n.f('  - {s} following (Dr. {dr}), recs appreciated\n', s=c['dx']['cons'],
            dr=(c['cons']['last'], 'DOCTOR'))
    elif chance(0.3):
        n.f("  - per Dr. {dr}'s note, {x}\n", dr=(c['cons']['last'], 'DOCTOR'),
            x=ch(['no further w/u inpatient', 'ok to d/c from their standpoint', 'will re-eval in AM']))
    if hd >= 3 and chance(0.4):
        n.f('  - abx course: {a}-{b}, then reassess\n', a=D(c['adm'], c['dss'] if c['dss'] != 'wmd' else 'md'),
            b=D(days(c['adm'], hd + ri(1, 4)), c['dss'] if c['dss'] != 'wmd' else 'md'))
    for i, k in enumerate(c['pmh'][:3]):
        n.t('%d. %s: %s\n' % (i + 2, SHORT[k], OTHER_PLAN[k]))
    n.t(ch(['PPx: hep SQ. ', 'DVT ppx: lovenox. ', 'VTE: SCDs. ']) + 'Code: ' + c['code'] + '.\n')
    n.t('Dispo: ')
    k = ri(0, 3)
    if k == 0:
        n.f('likely home {d} if stable', d=D(days(d, ri(1, 3)), ch(['wd', 'wmd', 'md'])))
    elif k == 1:
        n.f('PT recs SNF; referral sent to {s}, awaiting bed', s=(ch(P.SNFS), 'HOSPITAL'))
    elif k == 2:
        n.t('not yet medically ready; CM following')
    else:
        n.f('home w/ {hh} once O2 arranged', hh=(ch(P.HOME_HEALTH), 'HOSPITAL'))
    n.t('\n\n')
    who = ch([c['intern'], c['res'], c['att'], c['app']])
    signature(n, c, who, d, ch([1, 1, 3, 0, 2, 4]))
    if who is not c['att'] and chance(0.4):
        attestation(n, c, d)
    return n


EVENTS = [
    ('hypotension', 'BP 82/46 on recheck, MAP 58', 'pt mentating, warm extremities; 500 mL LR bolus -> BP 98/60',
     'likely meds (got dilt + hydralazine) + poor PO; held AM antihypertensives'),
    ('fever', 'Tmax 39.1, HR 118', 'BCx x2, UA/UCx, CXR; lactate 1.4; tylenol',
     'no new abx for now, primary to f/u cx; low threshold to broaden'),
    ('chest pain', 'pressure-like CP 5/10, HR 92, BP 150/88', 'stat ECG no STE, trop 0.02 -> repeat 3h',
     'likely GI vs MSK; gave maalox, repeat trop pending'),
    ('fall', 'found on floor next to bed, unwitnessed', 'no head strike per pt, on apixaban -> CT head neg',
     'bed alarm, sitter not needed, PT in AM'),
    ('agitation', 'pulling at lines, trying to get OOB', 'reoriented, family called; haloperidol 0.5 mg IV x1',
     'likely delirium; sleep hygiene, avoid benzos, delirium precautions'),
    ('hyperkalemia', 'AM lab K 6.1 (nonhemolyzed)', 'ECG no peaked T; Lokelma 10 g, insulin 5u + D50',
     'recheck BMP 0600, hold K supplements'),
    ('hypoglycemia', 'BG 48 at 0300, diaphoretic', 'D50 1 amp -> BG 132',
     'reduced glargine to 14u; FS q2h x2'),
    ('desaturation', 'SpO2 84% on 2L, RR 28', 'up to 5L NC -> 93%; CXR: worsening pulm edema; furosemide 40 IV',
     'RRT not needed; ABG 7.38/44/68'),
    ('low UOP', '<100 mL in 6h', 'bladder scan 620 mL -> straight cath',
     'foley placed, f/u AM BMP'),
    ('AMA request', 'pt wants to leave to "check on my dog"', 'capacity assessed: has capacity; risks explained',
     'pt agreed to stay after neighbor agreed to feed dog'),
]


def crosscover(c):
    setup_styles(c)
    d = days(c['adm'], ri(0, 4))
    n = Note()
    ev = ch(EVENTS)
    title = ch(['Cross-cover note', 'CROSS COVER EVENT NOTE', 'Night Float Note',
                'Overnight event note', 'Nocturnist note'])
    note_t = hhmm(False)
    call_t = '%02d%02d' % ((int(note_t[:2]) - 1) % 24, ri(0, 59))
    if chance(0.5):
        header(n, c, title, d, ch([1, 3]))
    else:
        n.l('{t} - {d} {tm}', t=title, d=fd(c, d), tm=note_t)
        n.l('Pt: {p}, {a}, {r}, MRN {m}', p=pt(c, ch(['LF', 'full', 'LFM'])),
            a=[(str(c['age']), 'AGE'), sexw(c)], r=room_items(c), m=(c['mrn'], 'MRN'))
    n.l('Primary team: {t} (Dr. {a})', t=ch(['Med A', 'Gold', 'Blue team', 'hospitalist svc 4',
                                             'Teaching team 2']), a=(c['att']['last'], 'DOCTOR'))
    n.t('\n')
    rn = c['rn']
    n.f('Called by RN {r} ({pl}{ph}) at {tm} re: {e}.\n', r=dname(rn, ch(['full', 'first', 'last'])),
        pl=ch(['vocera ', 'ph ', '', 'cell ']), ph=(phone(c['area'], ch(['plain7', 'dash'])), 'PHONE'),
        tm=call_t, e=ev[0])
    n.t('Brief: ')
    n.add(age_phrase(c))
    n.t(' admitted ')
    n.add(sd(c, c['adm']))
    n.t(' w/ ' + c['dx']['name'] + '.\n\n')
    n.t('S/O: ' + ev[1] + '. Vitals: ' + C.vitals(1, short=chance(0.5)) + '.\n')
    if chance(0.4):
        n.t('Exam: ' + C.exam_lines(compact=True) + '\n')
    n.t('Interventions: ' + ev[2] + '.\n')
    n.t('A/P: ' + ev[3] + '.\n')
    if chance(0.5) and ev[0] not in ('hyperkalemia', 'hypoglycemia'):
        n.t('Data: ' + C.bmp_inline(c, 0.4) + '; ' + C.cbc_inline(c, 0.4) + '\n')
    if chance(0.5):
        n.t('Active meds reviewed: ' + ', '.join(c['dx']['inpt'] + C.home_meds(c)[:2]) + '.\n')
    if chance(0.5):
        ev2 = ch([e for e in EVENTS if e is not ev])
        n.f('\nAddendum {tm}: paged again re: {e}. {a}. {b}.\n', tm=hhmm(), e=ev2[0], a=ev2[2],
            b=ev2[3][0].upper() + ev2[3][1:])
    if chance(0.35):
        n.f('ECG compared w/ prior from {d} - no change.\n', d=D(past(d, 20, 700), c['ds']))
    if chance(0.3):
        n.f('Evaluated by tele-hospitalist video visit; remote session IP {ip}.\n', ip=(ip(), 'IPADDR'))
    if chance(0.55):
        f = c['fam'][0]
        n.f('Called {rel} {nm} at {ph} ', rel=f['rel'], nm=fam_ref(f), ph=(f['phone'], 'PHONE'))
        n.t(ch(['- updated.', '- no answer, LVM.', '- aware and agrees.', '- will come in AM.']) + '\n')
    if chance(0.3):
        n.f('Attending on call ({a}) notified.\n', a=dname(clinician(), ch(['dr', 'full'])))
    n.f('Will sign out to day team{x}.\n\n', x=[' (Dr. ', (c['res']['last'], 'DOCTOR'), ')']
        if chance(0.5) else '')
    signature(n, c, clinician(), d, ch([0, 2, 4]))
    return n


URG = ['Routine (within 24h)', 'Urgent (same day)', 'STAT', 'routine', 'urgent']
QUESTIONS = {
    'Cardiology': 'new LV dysfunction - ischemic eval? need for cath?',
    'GI': 'EGD for suspected UGIB / anemia w/u',
    'Nephrology': 'AKI not improving w/ IVF, ?need for HD',
    'ID': 'abx duration/choice, ?TEE for GPC bacteremia',
    'Pulmonology': 'persistent hypoxemia, nodule on CT',
    'Palliative Care': 'goals of care, symptom mgmt, family support',
    'Psychiatry': 'capacity eval re: refusing dialysis',
    'Endocrinology': 'insulin regimen after DKA',
    'Neurology': 'new L arm weakness, MRI pending',
    'Hematology': 'thrombocytopenia, ?HIT (4T score 5)',
    'General Surgery': 'SBO vs ileus on CT',
    'Wound care': 'stage 3 sacral PI',
    'Urology': 'retention, failed void trial x2',
    'Hepatology': 'decompensated cirrhosis, transplant candidacy',
    'Geriatrics': 'delirium, polypharmacy, dispo'}


def consult(c):
    setup_styles(c)
    d = days(c['adm'], ri(0, 4))
    svc = ch([s for s in CONSULT_SERVICES if c['age'] >= 65 or s != 'Geriatrics'])
    if c['dx']['cons'] in QUESTIONS and chance(0.6):
        svc = c['dx']['cons']
    ph_, pm_ = ri(7, 21), ri(0, 59)
    n = Note()
    n.l(ch(['INPATIENT CONSULT REQUEST', 'Consult Request', 'CONSULT ORDER', 'Request for Consultation']))
    if chance(0.5):
        n.l('{h}', h=(c['hosp'], 'HOSPITAL'))
    n.l('Order #: {o}   Placed: {d} {tm}', o=(order_no(), 'IDNUM'), d=fd(c, d), tm='%02d:%02d' % (ph_, pm_))
    n.l('Service requested: {s}', s=svc)
    cons = c['cons']
    if chance(0.7):
        n.l('Consultant: {c} (on call) {pl}{pg}', c=dname(cons, ch(['dr', 'full_cred'])),
            pl=ch(['pgr ', 'pager ', '']), pg=(pager(), 'PHONE'))
    req = ch([c['res'], c['att'], c['app'], c['intern']])
    n.l('Requesting provider: {r}, {role}', r=dname(req, ch(['full', 'last_first', 'dr'])),
        role=ch(['Hospital Medicine', 'Medicine team 3', 'IM resident', 'hospitalist']))
    n.l('Callback: {ph}', ph=(phone(c['area'], ch(['plain7', 'dash', 'paren']), ext=chance(0.3)),
                              'PHONE'))
    n.t('\n')
    n.l('Patient: {p}   MRN {m}   {ag}   {r}', p=pt(c, ch(['LFM', 'LF', 'full'])), m=(c['mrn'], 'MRN'),
        ag=[(str(c['age']), 'AGE'), ch([' yo ', 'yo ', ' y/o ']), sexw(c)], r=room_items(c))
    if chance(0.5):
        n.l('Encounter: {a}', a=(c['acct'], 'ACCOUNT'))
    n.l('Urgency: ' + ch(URG))
    n.l('Isolation: ' + ch(['none', 'contact', 'contact+ (C diff)', 'droplet', 'airborne r/o TB']))
    n.t('\nReason for consult / specific question:\n')
    n.t(QUESTIONS[svc] + '\n\n')
    n.t('Brief history: ')
    n.add(age_phrase(c))
    n.t(' w/ ' + ', '.join(SHORT[k] for k in c['pmh'][:3]) + ', admitted ')
    n.add(sd(c, c['adm']))
    n.t(' for ' + c['dx']['name'] + '. ')
    n.t('Pertinent: ' + C.bmp_inline(c) + '; ' + C.cbc_inline(c) + '. ')
    C.imaging_line(n, c, c['adm'], chance(0.5))
    n.t('.\n')
    n.t('Vitals: ' + C.vitals(ri(0, 1)) + '\n')
    n.t('Current meds: ' + ', '.join(c['dx']['inpt'] + C.home_meds(c)[:3]) + '\n')
    n.t('Allergies: ' + ch(C.ALLERGIES) + '   Code: ' + c['code'] + '\n')
    if chance(0.5):
        n.t('Anticoagulation: ' + ch(['none', 'heparin SQ ppx', 'apixaban (held since admit)',
                                        'heparin gtt']) + '\n')
    if chance(0.55):
        oc = clinician()
        n.f('Outpt {s}: {d} at {cl}, {ci}', s=svc if svc in ('GI', 'ID') else svc.lower(),
            d=dname(oc, ch(['dr', 'full_cred'])), cl=(ch(P.CLINIC_PREFIX) + ' ' + svc + ch([
                ' Associates', ' Clinic', ' Group', ' Specialists']), 'HOSPITAL'),
            ci=loc_parts(ch(P.CITIES)))
        if chance(0.6):
            n.f('; records requested, fax {f}', f=(phone(ext=False, style=ch(['paren', 'dash'])), 'FAX'))
        n.t('.\n')
    if chance(0.4):
        n.f('Submitted via e-consult portal {u} from workstation {ip}.\n', u=(url('econsult'), 'URL'),
            ip=(ip(), 'IPADDR'))
    if chance(0.5):
        f = c['fam'][0]
        n.f('Pt/family aware of consult. {rel} {nm} requests a call: {ph}.\n',
            rel=f['rel'].capitalize(), nm=fam_ref(f), ph=(f['phone'], 'PHONE'))
    if chance(0.5):
        n.f('\nConsultant response: called back by {c} at {tm}; will see pt {w}.\n',
            c=dname(cons, ch(['dr', 'full'])), tm='%02d:%02d' % (ph_ + 1, ri(0, 59)), w=ch(['today', 'this PM', 'in AM',
                                                               'after clinic']))
    n.t('\n')
    signature(n, c, req, d, ch([1, 2, 3]))
    return n
