"""Genres: rapid response record, discharge summary, medication reconciliation,
sign-out / handoff list."""
import pools as P
import clinical as C
from core import (Note, ch, chance, ri, D, days, past, hhmm, phone, pager,
                  accession, order_no, ip, url, device_sn, event_no, npi, dea,
                  bioid, office_email, digits)
from cases import (pname, dname, clinician, hospital_name, clinic_name,
                   loc_parts, mini_patient, make_address, addr_items, relative,
                   slug)
from common import (setup_styles, fd, sd, pt, room_items, age_phrase, header,
                    signature, attestation, fam_ref, fam_contact, pcp_line,
                    code_line, sexw)
from genres_a import SHORT, OTHER_PLAN

TRIGGERS = ['SBP <90', 'HR >130', 'RR >28', 'SpO2 <90% despite O2', 'acute AMS',
            'staff worried', 'new CP', 'UOP <50 mL/4h', 'seizure', 'BG <50']
OUTCOMES = ['Transferred to MICU, bed {b}', 'Remained on unit w/ increased monitoring (q1h VS x4)',
            'Transferred to step-down, {w} room {b}', 'Code blue called at {tm}, ROSC after 6 min, to MICU',
            'Remained on floor; goals of care clarified -> comfort focused']


def rrt(c):
    setup_styles(c)
    d = days(c['adm'], ri(0, 5))
    n = Note()
    n.l(ch(['RAPID RESPONSE TEAM RECORD', 'Rapid Response Event Note', 'RRT CALL DOCUMENTATION',
            'MET / Rapid Response Record']))
    if chance(0.6):
        n.l('{h}', h=(c['hosp'], 'HOSPITAL'))
    t0 = ri(0, 23)
    m0 = ri(0, 49)
    n.l('Event #: {e}   Date: {d}   Called: {a}   Team arrival: {b}', e=(event_no('RRT'), 'IDNUM'),
        d=fd(c, d), a='%02d%02d' % (t0, m0), b='%02d%02d' % (t0, m0 + ri(1, 6)))
    if chance(0.4):
        n.l('Location: {bl}, {w} Rm {r}, bed {b}', bl=(c['building'], 'LOCATION_OTHER'),
            w=(c['ward'], 'HOSPITAL'), r=(c['room'], 'LOCATION_OTHER'), b=(c['bed'], 'LOCATION_OTHER'))
    else:
        n.l('Location: {r}', r=room_items(c, ch(['bed', 'ward_rm_bed', 'ward_rm'])))
    n.l('Patient: {p}  MRN {m}  {ag}', p=pt(c, ch(['LFM', 'LF', 'full'])), m=(c['mrn'], 'MRN'),
        ag=[(str(c['age']), 'AGE'), ch(['yo ', ' yo ', ' ']), sexw(c)])
    n.l('Admitting dx: ' + c['dx']['name'] + '; code status: ' + c['code'])
    n.l('Called by: {r}, RN (unit primary RN)', r=(c['rn']['first'] + ' ' + c['rn']['last'], 'DOCTOR'))
    n.t('Trigger(s): ' + ', '.join(C.sample(TRIGGERS, ri(1, 3))) + '\n')
    n.t('Team present:\n')
    n.f('  RRT RN: {a}\n', a=[(clinician('RN')['first'] + ' ' + ch(P.LAST), 'DOCTOR')])
    n.f('  RT: {a}, RRT\n', a=(ch(P.FIRST_F + P.FIRST_M) + ' ' + ch(P.LAST), 'DOCTOR'))
    n.f('  MD: {a} (ICU fellow), {b} (hospitalist)\n', a=dname(clinician(), ch(['dr', 'full'])),
        b=dname(c['att'], ch(['dr', 'full'])))
    if chance(0.4):
        n.f('  Pharmacy: {a}, PharmD\n', a=(c['pharm']['first'] + ' ' + c['pharm']['last'], 'DOCTOR'))
    n.t('\nSituation: ' + ch(['pt found more lethargic, SBP 70s', 'acute desat to 82% on 3L',
                                'new onset AF 160s w/ hypotension', 'unresponsive to voice, BG 38',
                                'rigors, T 39.6, SBP 84', 'witnessed GTC seizure ~2 min']) + '.\n\n')
    n.t('Time   HR   BP       RR  SpO2   Intervention\n')
    t, m = t0, m0
    for i in range(ri(3, 6)):
        m += ri(3, 12)
        if m >= 60:
            t, m = (t + 1) % 24, m - 60
        n.t('%02d%02d   %-4d %-8s %-3d %-6s %s\n' % (
            t, m, ri(70, 160), '%d/%d' % (ri(68, 150), ri(36, 90)), ri(14, 34),
            '%d%%' % ri(80, 99), ch(['NRB applied', 'LR 1 L bolus', 'ABG drawn', 'BiPAP started',
                                      'D50 1 amp', 'lorazepam 2 mg IV', 'EKG done', 'norepi via PIV',
                                      'POC glucose 142', 'CXR portable', 'lactate sent', 'reassess'])))
    n.t('\nLabs: VBG %.2f/%d, lactate %.1f, POC glu %d, K %.1f\n' % (
        7.1 + ri(0, 35) / 100.0, ri(30, 80), 1 + ri(0, 60) / 10.0, ri(40, 380), 3 + ri(0, 30) / 10.0))
    n.t('\nAssessment: ' + ch(['likely septic shock', 'acute hypoxic resp failure, ?flash pulm edema vs PNA',
                                'hypoglycemia 2/2 insulin + poor PO', 'AF RVR w/ hypotension',
                                'seizure, ?withdrawal vs structural', 'opioid-induced hypoventilation']) + '.\n')
    n.t('Plan: ' + ch(['ICU eval, abx broadened to vanc/zosyn', 'BiPAP, lasix 80 IV, repeat ABG 1h',
                         'D10 gtt, FS q1h', 'cardioversion discussed, amio bolus', 'Keppra load, CT head',
                         'naloxone 0.4 mg IV x1 w/ response, hold opioids']) + '.\n')
    n.t('Outcome: ')
    n.f(ch(OUTCOMES) + '\n', b=(str(ri(1, 24)), 'LOCATION_OTHER'), w=(ch(P.WARDS), 'HOSPITAL'),
        tm='%02d%02d' % ((t + (1 if m > 50 else 0)) % 24, (m + 5) % 60))
    if chance(0.75):
        f = c['fam'][0]
        n.f('Family notified: {rel} {nm} at {ph} ({tm})\n', rel=f['rel'], nm=fam_ref(f),
            ph=(f['phone'], 'PHONE'), tm=hhmm())
    n.f('Primary attending notified: {a}\n', a=dname(c['att'], ch(['dr', 'last_first'])))
    if chance(0.5):
        n.t('Debrief: ' + ch(['went well, delay in getting BiPAP from RT', 'PIV access difficult, US used',
                               'family at bedside, chaplain called', 'no issues']) + '\n')
    n.t('\n')
    n.f('Recorder: {r}, RN  {d}\n', r=(clinician('RN')['first'] + ' ' + ch(P.LAST), 'DOCTOR'),
        d=sd(c, d))
    if chance(0.5):
        signature(n, c, clinician(), d, ch([1, 3]))
    return n


def dc_summary(c):
    setup_styles(c)
    los = ri(2, 9)
    dd = days(c['adm'], los)
    n = Note()
    dxx = c['dx']
    v = ri(0, 1)
    n.l(ch(['DISCHARGE SUMMARY', 'Hospital Discharge Summary', 'Discharge Summary - Hospital Medicine']))
    n.l('{h}', h=(c['hosp'], 'HOSPITAL'))
    n.l('Name: {p}   MRN: {m}   DOB: {dob}', p=pt(c, ch(['LFM', 'fml', 'LF'])), m=(c['mrn'], 'MRN'),
        dob=fd(c, c['dob']))
    if chance(0.6):
        n.l('Acct: {a}', a=(c['acct'], 'ACCOUNT'))
    n.l('Admission: {a}    Discharge: {b}    LOS: {l} days', a=fd(c, c['adm']), b=fd(c, dd), l=str(los))
    n.l('Attending: {a}', a=dname(c['att'], ch(['full_cred', 'last_first'])))
    pcp_line(n, c)
    n.t('\nDISCHARGE DIAGNOSES\nPrincipal: ' + dxx['name'] + '\nSecondary: ' +
        ', '.join(SHORT[k] for k in c['pmh']) + '\n\n')
    n.t('PROCEDURES: ')
    if chance(0.6):
        n.f(ch(['PICC placement R basilic {d}', 'EGD {d}', 'TTE {d}', 'paracentesis (3.2 L) {d}',
                'L IJ CVC {d}, removed {e}']), d=sd(c, days(c['adm'], 1)), e=sd(c, days(c['adm'], 3)))
    else:
        n.t('none')
    n.t('\nCONSULTS: ' + dxx['cons'])
    n.f(' ({d})\n', d=dname(c['cons'], ch(['dr', 'full'])))
    n.t('\nHPI (brief): ')
    n.add(pt(c, ch(['title', 'full', 'init'])))
    n.f(' is a {ap} w/ ' + ', '.join(SHORT[k] for k in c['pmh'][:3]) + ' who presented w/ ' +
        dxx['cc'] + '.\n\n', ap=age_phrase(c))
    n.t('HOSPITAL COURSE\n')
    n.t('# ' + dxx['name'][0].upper() + dxx['name'][1:] + ': ')
    n.f('Treated w/ ' + ', '.join(dxx['inpt']) + '. ' + '; '.join(C.sample(dxx['course'], 2)) +
        '. Improved by HD #%d. ' % ri(2, los), cv=str(ri(2, 6)))
    if chance(0.4):
        n.f('IV therapy {a}-{b}, then PO. ', a=sd(c, c['adm']), b=sd(c, days(c['adm'], ri(1, los))))
    if chance(0.5):
        n.f('Seen by {s} ({d}) who recommended outpt f/u. ', s=dxx['cons'],
            d=dname(c['cons'], ch(['dr', 'last'])))
    n.t('\n')
    for k in c['pmh'][:3]:
        n.t('# ' + SHORT[k] + ': ' + OTHER_PLAN[k] + '.\n')
    if chance(0.4):
        n.t('# Micro: ')
        C.micro_line(n, c, days(c['adm'], 0))
        n.t('\n')
    n.t('\nCondition at discharge: ' + ch(['stable', 'improved', 'fair', 'good']) + '. ' +
        ch(['A&Ox3', 'at baseline mental status', 'ambulating w/ walker']) + '.\n')
    n.t('D/C vitals: ' + C.vitals(0) + '\n')
    n.t('D/C labs: ' + C.bmp_inline(c, 0.8) + '\n\n')
    n.t('DISPOSITION: ')
    k = ri(0, 3)
    snf = None
    if k == 0:
        f = c['fam'][0]
        n.f('Home w/ {rel} ({nm})', rel=f['rel'], nm=fam_ref(f, 'first'))
    elif k == 1:
        snf = ch(P.SNFS)
        a = make_address(c['hcity'])
        n.f('SNF - {s}, {ad}; report called to {rn} RN at {ph}', s=(snf, 'HOSPITAL'), ad=addr_items(a),
            rn=(ch(P.FIRST_F) + ' ' + ch(P.LAST), 'DOCTOR'), ph=(phone(c['area']), 'PHONE'))
    elif k == 2:
        n.f('Home w/ home health ({hh}) for RN/PT', hh=(ch(P.HOME_HEALTH), 'HOSPITAL'))
    else:
        n.f('Home (self-care). Address on file: {ad}', ad=addr_items(c['addr']))
    n.t('\n\nDISCHARGE MEDICATIONS\n')
    meds = C.home_meds(c)
    n.t('NEW: ' + ch(['prednisone 40 mg daily x2 more days', 'apixaban 5 mg BID',
                      'cefpodoxime 200 mg BID x5d', 'pantoprazole 40 mg BID x8 wks',
                      'furosemide 40 mg BID', 'vancomycin 125 mg PO QID to complete 10 days',
                      'lactulose 20 g TID', 'thiamine 100 mg daily']) + '\n')
    if meds:
        n.t('CHANGED: ' + meds[0] + ' -> ' + ch(['dose reduced', 'increased', 'now BID', 'held until PCP f/u']) + '\n')
    n.t('CONTINUE: ' + ('; '.join(meds[1:]) if len(meds) > 1 else 'none') + '\n')
    n.t('STOP: ' + ch(['naproxen', 'HCTZ', 'glipizide', 'none', 'metformin until Cr rechecked']) + '\n')
    if chance(0.5):
        n.f('Rx sent to {p} ({ph})\n', p=(c['pharmacy'], 'HOSPITAL'), ph=(phone(c['area']), 'PHONE'))
    n.t('\nPENDING AT DISCHARGE: ')
    if chance(0.7):
        n.f('{t} (acc {a}) - PCP to f/u', t=ch(['final BCx', 'surgical path', 'cytology (pleural fluid)',
                                                'AFB cx', 'quantiferon', 'SPEP/free light chains']),
            a=(accession(), 'IDNUM'))
    else:
        n.t('none')
    n.t('\n\nFOLLOW-UP\n')
    fu = days(dd, ri(3, 14))
    n.f('- PCP {d}, {cl}, {ad} - {dt} at {tm}; ph {ph}\n', d=dname(c['pcp'], ch(['dr', 'full_cred'])),
        cl=(c['pcp_clinic'], 'HOSPITAL'), ad=addr_items(make_address(c['hcity'])), dt=D(fu, ch(['wlong', c['ds'], 'wmd'])),
        tm='%d:%02d %s' % (ri(8, 11), ch([0, 15, 20, 30, 40, 45]), 'AM'), ph=(phone(c['area']), 'PHONE'))
    n.f('- {s} ({d}) in 1-2 wks - clinic will call\n', s=dxx['cons'],
        d=dname(c['cons'], ch(['dr', 'last'])))
    if chance(0.4):
        n.f('- labs (BMP) {dt} at {lab}\n', dt=sd(c, days(dd, ri(2, 6))),
            lab=(ch([c['pcp_clinic'], clinic_name()]), 'HOSPITAL'))
    n.t('\nInstructions: ' + ch(['daily weights, call if up >3 lb in a day or 5 lb in a week',
                                 'return for fever >101, worsening SOB, black stools',
                                 'no driving while on oxycodone', '2 g Na diet, 1.5 L fluid limit',
                                 'finish abx, hand hygiene']) + '.\n')
    if chance(0.55):
        n.f('Results and after-visit summary on patient portal: {u}\n', u=(url(ch(['mychart', 'portal', slug(c['hosp'])])), 'URL'))
    if chance(0.3):
        n.f('Questions: {e}\n', e=(office_email(slug(c['pcp_clinic'])), 'EMAIL'))
    n.t('\n')
    signature(n, c, ch([c['att'], c['res'], c['app']]), dd, ch([0, 1, 3]))
    if chance(0.5):
        n.f('cc: {d} via fax {f}\n', d=dname(c['pcp'], ch(['dr', 'full'])),
            f=(phone(c['area'], ext=False, style=ch(['paren', 'dash'])), 'FAX'))
    if chance(0.3):
        n.f('DD: {d1} {t1}  DT: {d2}  {ini}/{tr}\n', d1=sd(c, dd), t1=hhmm(), d2=sd(c, days(dd, 1)),
            ini=((c['att']['first'][0] + c['att']['last'][0]).upper(), 'DOCTOR'),
            tr=(ch('abcdefghjklmnprst') + ch('abcdefghjklmnprstw'), 'DOCTOR'))
    return n


ACTIONS = ['Continue', 'Continue', 'Continue', 'Hold', 'Change', 'Discontinue', 'Sub (formulary)']
REASONS = {'Hold': ['AKI', 'SBP 90s', 'NPO', 'bleeding'], 'Change': ['renal dosing', 'dose adj'],
           'Discontinue': ['duplicate', 'no longer indicated', 'pt not taking x months'],
           'Sub (formulary)': ['formulary sub'], 'Continue': ['']}


def medrec(c):
    setup_styles(c)
    kind = ch(['ADMISSION', 'DISCHARGE', 'ADMISSION', 'TRANSFER'])
    d = c['adm'] if kind != 'DISCHARGE' else days(c['adm'], ri(2, 7))
    n = Note()
    n.l('MEDICATION RECONCILIATION - ' + kind if chance(0.6) else 'Med Rec (' + kind.lower() + ')')
    n.l('Pt: {p}   MRN: {m}   DOB: {dob} ({a} y)', p=pt(c, ch(['LFM', 'LF', 'full'])), m=(c['mrn'], 'MRN'),
        dob=fd(c, c['dob']), a=(str(c['age']), 'AGE'))
    n.l('Loc: {r}   Wt: {w} kg   CrCl ~{cc} mL/min', r=room_items(c), w=str(ri(45, 140)), cc=str(ri(18, 110)))
    n.l('Allergies: ' + ch(C.ALLERGIES))
    n.t('Sources: ')
    f = c['fam'][0]
    n.add(ch(['pt interview', 'pt (poor historian)', 'pt + pill bottles']))
    if chance(0.7):
        n.f('; {rel} {nm} ({ph})', rel=f['rel'], nm=fam_ref(f), ph=(f['phone'], 'PHONE'))
    n.f('; {ph} fill hx ({tel}', ph=(c['pharmacy'], 'HOSPITAL'), tel=(phone(c['area']), 'PHONE'))
    if chance(0.5):
        n.f(', fax {fx}', fx=(phone(c['area'], ext=False), 'FAX'))
    n.t(')')
    if chance(0.4):
        n.f('; outside records from {h}', h=(hospital_name(), 'HOSPITAL'))
    n.t('; PDMP reviewed\n')
    if chance(0.6):
        n.f('Coverage: {i} member ID {m} (formulary checked)\n', i=(c['ins'], 'ORGANIZATION'),
            m=(c['member'], 'HEALTHPLAN'))
    if chance(0.35):
        n.f('Identity verified at bedside w/ palm-vein biometric ID {b}\n', b=(bioid(), 'BIOID'))
    n.t('\n%-42s %-14s %-16s %s\n' % ('Home medication', 'Last dose', 'Action', 'Comment'))
    n.t('-' * 86 + '\n')
    for m in C.home_meds(c):
        act = ch(ACTIONS)
        n.t('%-42s ' % m)
        ld = ch(['today AM', 'unknown', 'date', 'yesterday', 'date'])
        if ld == 'date':
            s = D(days(c['adm'], -ri(0, 3)), ch(['md', 'mond']))
            n.add(s)
            n.t(' ' * max(1, 15 - len(s[0])))
        else:
            n.t('%-14s ' % ld)
        n.t(('%-16s %s' % (act, ch(REASONS.get(act, [''])))).rstrip() + '\n')
    n.t('\n')
    if chance(0.6):
        n.f('Immunizations (per state registry): influenza {a}; pneumococcal (PCV20) {b}; '
            'COVID booster {e}\n', a=D(past(c['adm'], 20, 300), ch(['mys', 'my', 'md'])),
            b=D(past(c['adm'], 300, 3000), 'y'), e=D(past(c['adm'], 60, 700), ch(['my', 'mys'])))
    if chance(0.5):
        n.t('Adherence: ' + ch(['uses weekly pill box, filled by daughter', 'reports missing doses 2-3x/wk',
                                 'blister packs from pharmacy', 'independent, good adherence',
                                 'cost barrier for inhalers']) + '\n')
    if chance(0.3):
        n.f('Insulin pump (Tandem t:slim X2) SN {s} - pt to self-manage per policy, endo aware\n',
            s=(device_sn(), 'DEVICE'))
    elif chance(0.3):
        n.f('Home CPAP brought in, SN {s}, biomed checked\n', s=(device_sn(), 'DEVICE'))
    if chance(0.4):
        n.t('Discrepancies: ' + ch(['pt taking metoprolol tartrate not succinate',
                                      'lisinopril on list but stopped by PCP',
                                      'takes OTC ibuprofen daily - counseled',
                                      'duplicate PPI (omeprazole + pantoprazole)']) + '; ')
        n.f('d/w {d}.\n', d=dname(ch([c['res'], c['att'], c['app']]), ch(['dr', 'full'])))
    if kind == 'DISCHARGE':
        pr = ch([c['att'], c['res']])
        n.f('New Rx e-prescribed to {ph}. Prescriber: {d}, NPI {np}', ph=(c['pharmacy'], 'HOSPITAL'),
            d=dname(pr, 'full_cred'), np=(npi(), 'LICENSE'))
        if chance(0.6):
            n.f(', DEA {de}', de=(dea(pr['last']), 'LICENSE'))
        n.t('\n')
    elif chance(0.4):
        n.f('Verified orders w/ {d}, NPI {np}\n', d=dname(ch([c['att'], c['res']]), 'full_cred'),
            np=(npi(), 'LICENSE'))
    n.t('\n')
    ph = c['pharm']
    k = ri(0, 2)
    if k == 0:
        n.f('Reconciled by: {p}, PharmD ({u}) {d} {tm}\n', p=(ph['first'] + ' ' + ph['last'], 'DOCTOR'),
            u=(ph['user'], 'USERNAME'), d=fd(c, d), tm=hhmm())
    elif k == 1:
        n.f('Completed by {p}, CPhT (pharmacy tech); verified {v}, PharmD\n',
            p=(ch(P.FIRST_F + P.FIRST_M) + ' ' + ch(P.LAST), 'DOCTOR'), v=(ph['last'], 'DOCTOR'))
        n.f('Login: {u}  {d}\n', u=(ph['user'], 'USERNAME'), d=fd(c, d))
    else:
        signature(n, c, ph, d, ch([1, 3, 4]))
    return n


ONE_LINERS = {
    'chf': 'ADHF on IV lasix, net -1.8L', 'copd': 'AECOPD on pred/azithro, 2L',
    'cap': 'RLL CAP on CTX/azithro', 'uro': 'urosepsis, E coli, on cefepime',
    'cell': 'LLE cellulitis on cefazolin', 'dka': 'DKA, gap closed, on SQ insulin',
    'ugib': 'UGIB 2/2 DU, s/p EGD', 'aki': 'AKI/hyperK, improving', 'etoh': 'EtOH w/d on CIWA',
    'sync': 'syncope, orthostatic', 'afib': 'AF RVR, on PO dilt', 'hypona': 'hypoNa 119 -> 124',
    'pe': 'segmental PE on hep gtt', 'panc': 'EtOH pancreatitis', 'cdiff': 'C diff on PO vanc',
    'he': 'HE in EtOH cirrhosis', 'fall': 'fall/rhabdo, CK trending down', 'anemia': 'IDA, s/p 2u'}
TODO = ['f/u 2200 BMP', 'f/u AM CBC', 'recheck K 2100, replete per protocol', 'f/u BCx',
        'check lactate 2300', 'give 2nd unit pRBC after 1st done', 'f/u CT read',
        'type & screen expires tonight - redraw', 'nothing to do', 'f/u trop x2',
        'Na check 2000 - if >8 change from AM call me', 'ensure NPO after MN for EGD']
IFTHEN = ['if SBP <90 -> 500 mL LR, call ICU if persists', 'if CIWA >15 -> lorazepam 2 mg IV',
          'if agitated -> haldol 0.5 mg IV, avoid benzos', 'if febrile -> BCx, no abx change',
          'if desats -> lasix 40 IV', 'if Hgb <7 -> 1u pRBC', 'if HR >130 sustained -> dilt 10 IV',
          'if BG <70 -> hypoglycemia protocol', 'if pain uncontrolled -> dilaudid 0.5 IV q3h PRN']


def signout(c):
    setup_styles(c)
    d = days(c['adm'], ri(0, 3))
    n = Note()
    team = ch(['Gold', 'Blue', 'Med A', 'Med 3', 'Hospitalist Svc 2', 'Teaching Team C', 'Red'])
    fr, to = c['res'], clinician()
    n.l('{t} TEAM SIGN-OUT (I-PASS) - {d}', t=team.upper() if chance(0.5) else team, d=fd(c, d))
    n.l('From: {a} ({pl}{pa})  ->  To: {b} (night float, {pl2}{pb})', a=dname(fr, ch(['dr', 'full', 'fi_cred'])),
        pl=ch(['pgr ', 'p. ', '']), pa=(pager(), 'PHONE'), b=dname(to, ch(['dr', 'full', 'last'])),
        pl2=ch(['pgr ', '']), pb=(pager(), 'PHONE'))
    n.l('Attending: {a}   Census: {k}', a=dname(c['att'], ch(['dr', 'last'])), k=str(ri(8, 16)))
    if chance(0.4):
        n.l('Unit(s): {w}, {v}', w=(c['ward'], 'HOSPITAL'), v=(ch(P.WARDS), 'HOSPITAL'))
    n.t('=' * 60 + '\n')
    pts = [None] + [mini_patient() for _ in range(ri(3, 6))]
    for i, mp in enumerate(pts):
        if mp is None:
            mp = {'pt': c['pt'], 'age': c['age'], 'dx': c['dx'], 'room': c['room'],
                  'mrn': c['mrn'], 'code': c['code'], 'fam': c['fam'][0]}
        p = mp['pt']
        sx = 'M' if p['sex'] == 'M' else 'F'
        n.f('{i}) {nm} | {a}{s} | Rm {r} | {code}', i=str(i + 1),
            nm=pname(p, 'PATIENT', ch(['LFM', 'LF', 'LF', 'last', 'full'])), a=(str(mp['age']), 'AGE'),
            s=sx, r=(mp['room'], 'LOCATION_OTHER'), code=mp['code'])
        if chance(0.3):
            n.f(' | MRN {m}', m=(mp['mrn'], 'MRN'))
        n.t('\n')
        n.t('   I: ' + ch(['stable', 'stable', 'WATCHER', 'watcher', 'unstable']) + '\n')
        n.t('   P: ' + ONE_LINERS[mp['dx']['key']])
        if chance(0.3):
            n.f(', adm {d}', d=D(days(d, -ri(0, 5)), ch(['md', 'mond'])))
        n.t('\n   A: ' + '; '.join(C.sample(TODO, ri(1, 2))) + '\n')
        n.t('   S: ' + ch(IFTHEN) + '\n')
        if chance(0.3):
            f = mp['fam']
            n.f('   Family: {rel} {nm} {ph}', rel=f['rel'], nm=fam_ref(f), ph=(f['phone'], 'PHONE'))
            n.t(ch([' - call w/ any change', ' - HCPOA', '', ' (prefers texts)']) + '\n')
        if chance(0.25):
            n.f('   Note: {x}\n', x=ch([['goes by ', (p['nick'], 'PATIENT')] if p['nick'] else ['DNR form signed'],
                                        ['interpreter needed (', ch(['Spanish', 'Somali', 'Vietnamese',
                                                                      'Arabic', 'Polish']), ')'],
                                        ['1:1 sitter'], ['fall risk, bed alarm on']]))
        n.t('\n')
    n.t('-' * 60 + '\n')
    if chance(0.5):
        n.f('Last edited by {u} at {tm}\n', u=(fr['user'], 'USERNAME'), tm=hhmm(True))
    else:
        n.f('Synthesis by receiver: read back OK - {i}\n', i=((to['first'][0] + to['last'][0]).lower(),
                                                              'DOCTOR'))
    return n
