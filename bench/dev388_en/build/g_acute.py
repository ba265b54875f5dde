"""Genres: neutropenic sepsis admission note, haematology advice-line log."""
import clinical as CL
import ids
import pools as PO
from common import L, audit, banner, mrn_label, pager, time

SOURCES = ['no obvious source', 'PICC exit site erythema - ?line infection', 'productive cough, crackles R base',
           'dysuria and frequency', 'perianal pain (no DRE in neutropenia)', 'mucositis grade 2', 'diarrhoea x5/day - ?C. diff',
           'cellulitis L shin']
ABX = ['piperacillin-tazobactam 4.5 g IV QDS', 'meropenem 1 g IV TDS (penicillin allergy)', 'Tazocin 4.5 g IV 6-hourly',
       'cefepime 2 g IV 8-hourly', 'pip-tazo 4.5 g IV q6h + vancomycin (line source)', 'meropenem 1 g IV q8h',
       'ceftazidime + gentamicin (penicillin allergy)']


def _hm(m):
    m %= 1440
    return '%02d:%02d' % (m // 60, m % 60)


def sepsis(n, c):
    r = c.r
    na = c.na
    fy, reg, cons, nurse = c.staff('fy'), c.staff('reg'), c.staff('cons'), c.staff('rn0')
    arr = c.date
    t_call = r.randint(0, 1439)
    t_arr = t_call + r.randint(35, 130)
    dtn = r.randint(22, 75)
    t_abx = t_arr + dtn
    t_disc = t_arr + r.randint(50, 200)
    dcyc = r.randint(7, 14)
    last = c.day(-dcyc)
    temp = r.uniform(38.0, 39.8)
    hr, sbp = r.randint(98, 138), r.randint(78, 118)
    if na:
        title = r.choice(['H&P - FEBRILE NEUTROPENIA ADMISSION', 'Heme/Onc Admission H&P', 'Admission H&P: febrile neutropenia'])
    else:
        title = r.choice(['ADMISSION CLERKING - ACUTE HAEMATOLOGY', 'Acute Oncology / Haematology admission',
                          'NEUTROPENIC SEPSIS ADMISSION NOTE', 'Medical admission - suspected neutropenic sepsis',
                          'ED -> haem admission'])
    n.t(title + '\n')
    if r.random() < 0.6:
        n.f('{h}, {w} ', h=('HOSPITAL', c.hosp), w=('HOSPITAL', c.ward))
        n.f('{bd} {b}\n', bd=L(c, 'bed', 'Rm'), b=('LOCATION_OTHER', str(r.randint(1, 32)) + (r.choice(['', 'A', 'B']) if na else '')))
    else:
        n.f('{w}, side room {b}\n', w=('HOSPITAL', c.ward), b=('LOCATION_OTHER', str(r.randint(1, 12))))
    n.f('Pt: {nm}  {a}{s}  {ml} {mrn}  ', nm=c.pt.LF() if r.random() < 0.5 else c.pt.full(), a=c.A(), s=c.sexl(), ml=mrn_label(c),
        mrn=('MRN', c.mrn))
    n.f('DOB {d}\n', d=c.D(c.dob))
    if c.us or r.random() < 0.3:
        n.f('{l}: {e}\n', l=L(c, 'Episode', 'Encounter'), e=('ACCOUNT', ids.account(r, c.country)))
    if c.country in ('US', 'CA') and r.random() < 0.6:
        n.f('{l}: {s}\n', l='SSN' if c.us else 'SIN', s=('SSN', c.ssn))
    n.f('Arrival: {d} {t} via {how}\n\n', d=c.D(arr), t=_hm(t_arr), how=r.choice(['ED', 'direct to ward (advice line)', 'ambulance',
                                                                                  'self-presented', L(c, 'GP referral', 'PCP referral')]))
    pc = L(c, 'PC', 'CC')
    n.f('{pc}: fever {tp} at home, {sx}. Day {dd} post C{k} {reg} (given {ld}).\n', pc=pc, tp='%.1f' % temp,
        sx=r.choice(['rigors', 'rigors during PICC flush', 'feels awful', 'lethargic, off food', 'SOB and cough', 'vomiting x3']),
        dd=str(dcyc), k=str(c.cycle), reg=c.regname, ld=c.Ds(last))
    n.f('Called {l} {t}, spoke to {nm} - told to attend. ', l=L(c, 'haem advice line', 'the heme/onc triage line'), t=_hm(t_call),
        nm=nurse.full() if r.random() < 0.6 else nurse.firstn())
    n.t('Took %s at home ~%d h ago.\n' % (L(c, 'paracetamol', 'acetaminophen'), r.randint(1, 6)))
    n.t('%s: %s. %s\n' % (L(c, 'HPC', 'HPI'), r.choice(SOURCES), r.choice(['No headache/neck stiffness.', 'Mild diarrhoea, no blood.',
                                                                             'No urinary symptoms.', 'Some mouth ulcers.', 'Denies chest pain.'])))
    n.f('Background: {dx} ({st}), dx {y}. ', dx=c.dxshort, st=r.choice(CL.RISK[c.dxkey]), y=c.MY(c.dx_date, short=True))
    n.t('PMH: ' + '; '.join(CL.pmh(r, c.age, 2, c.sex)) + '.\n')
    n.t('%s: ' % L(c, 'DH', 'Meds') + '; '.join(r.sample(CL.PROPHYLAXIS, 3)) + '. Allergies: ' + r.choice(CL.ALLERGY) + '.\n')
    pre, p = c.prof
    n.f('SH: lives with {h} {rel} ({nk}) in {ct}; ', h=c.his, rel=c.nok_rel, nk=c.nok.firstn(), ct=('CITY', c.city))
    if pre:
        n.f('retired {p}. ', p=('PROFESSION', p))
    else:
        n.f('{p} at {e}. ', p=('PROFESSION', p), e=('ORGANIZATION', c.employer))
    if c.birth not in ('England', 'Scotland', 'Wales', 'Ireland', 'Australia', 'New Zealand', 'Canada', 'USA') and r.random() < 0.5:
        n.f('Originally from {co}. ', co=c.country_v(c.birth))
    n.t(r.choice(['Ex-smoker. ', 'Never smoked. ', 'Smokes 5/day. ']) + r.choice(['Alcohol minimal.', 'Drinks 10 u/wk.', 'No alcohol.']))
    if r.random() < 0.35:
        n.f(' Recent travel: {co} ({d}).', co=c.country_v(r.choice(PO.TRAVEL)), d=c.MY(c.day(-r.randint(20, 60)), short=True))
    n.t('\n\n')
    score = L(c, 'NEWS2 %d' % r.randint(5, 11), 'SIRS %d/4' % r.randint(2, 4))
    n.t('%s: T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  CRT %ds  %s\n' % (
        L(c, 'O/E', 'Exam'), temp, hr, sbp, r.randint(44, 70), r.randint(18, 30), r.randint(90, 98), r.randint(2, 4), score))
    n.t(r.choice(['Flushed, rigoring. ', 'Looks unwell, clammy. ', 'Alert, talking in full sentences. ']) +
        r.choice(['HS I+II+0. Chest: coarse creps R base. ', 'Chest clear. ', 'Reduced AE L base. ']) +
        r.choice(['Abdo soft, non-tender. ', 'Abdo mild epigastric tenderness. ']) +
        r.choice(['PICC site clean, no tracking. ', 'PICC: 1 cm erythema at exit site, no pus. ', 'Cannula sites clean. ',
                  'Mouth: grade 2 mucositis. ']) + 'GCS 15.\n')
    l = CL.labs(r, 'nadir', c.us)
    n.t('\n%s: ' % L(c, 'Bloods', 'Labs') + CL.lab_line(l) + '\n')
    n.t('Lactate %.1f  VBG pH 7.%d  Glucose %.1f\n' % (r.uniform(1.2, 4.8), r.randint(29, 42), r.uniform(5, 14)))
    n.f('Cultures: peripheral + both PICC lumens ({a}), urine, throat swab, resp viral PCR. CXR: {cx}.\n',
        a=('IDNUM', '%s%s' % (r.choice(['MB', 'BC', 'M']), ids.digits(r, 8))),
        cx=r.choice(['no consolidation', 'R basal consolidation', 'clear', 'PICC tip in SVC, lungs clear']))
    mascc = r.randint(12, 23)
    n.t('\n%s: %s (ANC %s), source %s. MASCC %d (%s risk). qSOFA %d.\n' % (
        L(c, 'Imp', 'A/P'), L(c, 'neutropenic sepsis', 'febrile neutropenia with sepsis'), l[2][1],
        r.choice(['unclear', 'likely line', 'chest', 'urinary', 'gut']), mascc, 'low' if mascc >= 21 else 'high',
        r.randint(0, 3)))
    n.t('%s\n1. %s - abx within 1 h: ' % (L(c, 'Plan:', 'Plan:'), L(c, 'Sepsis 6', 'Sepsis bundle')) + r.choice(ABX) +
        '; first dose %s (door-to-needle %d min)\n' % (_hm(t_abx), dtn))
    n.t('2. IV fluids: 500 mL %s bolus, reassess; strict I/O; catheter if oliguric\n' % L(c, "Hartmann's", 'LR'))
    n.t('3. Hold ' + r.choice(['allopurinol', 'venetoclax', 'co-trimoxazole', 'metformin', 'ramipril']) +
        '; continue aciclovir/posaconazole\n')
    n.t('4. G-CSF: ' + r.choice(['not routinely - discuss with reg', 'already on pegfilgrastim', 'start filgrastim per haem reg']) + '\n')
    n.t('5. Obs 1-hourly; ' + L(c, 'escalate NEWS2 >=5 to outreach; ', 'RRT if SBP <90 despite fluids; ') +
        r.choice([L(c, 'for full escalation', 'Full code'), L(c, 'ReSPECT form: for ward-level care only', 'DNR/DNI confirmed with patient'),
                  L(c, 'DNACPR not discussed yet', 'code status to be readdressed')]) + '\n')
    pw, pv = pager(c)
    n.f('6. Discussed with {who} {dr}{a} ({pw} {b}) at {t}; ', who=L(c, 'haem reg', 'heme/onc fellow'), dr=c.dr, a=reg.full(),
        pw=pw, b=pv, t=_hm(t_disc))
    n.f('{cw} {dr}{c2} aware.\n', cw=L(c, 'cons', 'attending'), dr=c.dr, c2=cons.lastn())
    if r.random() < 0.5:
        n.f('NOK {nk} updated by phone ({ph}).\n', nk=c.nok.full(), ph=('PHONE', c.nok_ph))
    n.t('\n')
    if na:
        n.f('{nm}, MD, {g}', nm=fy.full(), g=r.choice(['PGY-1', 'PGY-2', 'Resident', 'PGY-3']))
    else:
        n.f('{nm}, {g}', nm=fy.full(), g=r.choice(['FY2', 'FY1', 'CT1', 'IMT2', 'SHO', 'ST3', 'Reg']))
    pw, pv = pager(c)
    n.f(' {pw} {b}', pw=pw, b=pv)
    if r.random() < 0.6:
        lab, val = ids.licence(r, c.country)
        n.f('  {l} {v}', l=lab, v=('LICENSE', val))
    n.t('\n')


# ------------------------------------------------------------------ advice line

CALLS = [
    ('temperature {tp}C at home, shivery', 'RED', 'Advised to attend {u} now for assessment - bed held, ward informed'),
    ('feels hot, no thermometer at home', 'AMBER', 'Asked to borrow/buy thermometer, recheck in 30 min and ring back'),
    ('vomited x4 since last night, unable to keep fluids down', 'RED', 'Attend for assessment, IV antiemetics'),
    ('loose stools x3 today, no blood', 'AMBER', 'Loperamide as per leaflet, push fluids; call back if >6/day or fever'),
    ('nosebleed 20 min, stopped with pressure', 'AMBER', 'FBC tomorrow on day unit; attend if recurs'),
    ('sore mouth, white patches', 'GREEN', 'Nystatin/Difflam mouthwash via GP; review at next pre-assessment'),
    ('pain and redness around PICC, arm swollen', 'RED', 'Attend today - ?DVT/line infection, US Doppler'),
    ('constipated 4 days post vincristine', 'AMBER', 'Laxido 2 sachets, senna 15 mg nocte; ring back if abdo pain'),
    ('rash on chest after starting allopurinol', 'AMBER', 'Stop allopurinol, photograph rash, attend clinic tomorrow'),
    ('tingling fingers, dropping things', 'GREEN', 'Document neuropathy grade 2, flag to consultant before next vincristine'),
    ('breathless walking upstairs, pale', 'AMBER', 'FBC today - ?transfusion'),
    ('chest pain and cough', 'RED', 'Call 999 / attend ED, ED informed'),
]


def advice(n, c):
    r = c.r
    nurses = [c.staff('rn%d' % i) for i in range(3)]
    n.f('{h} ', h=('HOSPITAL', c.hosp))
    n.t(r.choice(['HAEMATOLOGY 24-HOUR ADVICE LINE - CALL LOG', 'Haem/Onc triage line - telephone assessment record',
                  'ADVICE LINE TRIAGE LOG (haematology)', 'Acute Haematology Helpline record']) + '\n')
    n.f('Line: {ph}\n\n', ph=('PHONE', c.hnum()))
    banner(n, c, r.choice([0, 3]), with_addr=r.random() < 0.5)
    n.f('Contact nos: home {h}, mobile {m}\n', h=('PHONE', c.home_ph), m=('PHONE', c.mob))
    if c.reg[4]:
        n.f('Dx/regimen: {dx} - {reg} (continuous, started {d}); consultant {dr}{co}\n', dx=c.dxshort, reg=c.regname,
            d=c.MY(c.day(-r.randint(40, 400))), dr=c.dr, co=c.staff('cons').lastn())
    else:
        n.f('Dx/regimen: {dx} - {reg} C{k} (last {d}); consultant {dr}{co}\n', dx=c.dxshort, reg=c.regname, k=str(c.cycle),
            d=c.D(c.day(-r.randint(3, 14))), dr=c.dr, co=c.staff('cons').lastn())
    ncalls = r.randint(2, 4)
    d = c.day(-r.randint(0, 3))
    for i in range(ncalls):
        sym, rag, act = r.choice([x for x in CALLS if ('vincristine' not in x[0] + x[2] or c.has('vincristine'))
                                  and ('PICC' not in x[0] or not c.reg[4])])
        who = r.random()
        nurse = r.choice(nurses)
        n.t('\n')
        tc = r.randint(0, 1439)
        n.f('CALL {i} - {d} {t}  Ref {rf}\n', i=str(i + 1), d=c.D(d), t=_hm(tc),
            rf=('IDNUM', 'AL%s-%03d' % (ids.fmt_date(d, 'iso').replace('-', '')[2:], r.randint(1, 60))))
        if who < 0.55:
            n.t('Caller: patient.\n')
        else:
            n.f('Caller: {rel} {nk} ({ph}).\n', rel=c.nok_rel, nk=c.nok.firstn() if r.random() < 0.5 else c.nok.full(), ph=('PHONE', c.nok_ph))
        n.t('Reason: ' + sym.replace('{tp}', '%.1f' % r.uniform(37.5, 39.4)) + '.\n')
        n.t('Assessment: ' + r.choice(['no rigors', 'rigors earlier', 'eating and drinking OK', 'passing urine normally',
                                       'no bleeding', 'mobile', 'drowsy per caller']) + '; ' +
            r.choice(['last temp 37.2 two hours ago', 'taking ondansetron', 'no recent paracetamol', 'no diarrhoea']) + '.\n')
        n.t('RAG: %s. ' % rag)
        n.t('Action: ' + act.replace('{u}', 'the unit' if r.random() < 0.5 else 'ED') + '.\n')
        if rag == 'RED' and r.random() < 0.6:
            n.f('Bed manager / {w} informed at {t}.\n', w=('HOSPITAL', c.ward), t=_hm(tc + r.randint(5, 25)))
        role = r.choice(['RN', 'CNS', 'Band 6', 'Sister', 'ANP'] if not c.na else ['RN', 'NP', 'triage RN'])
        if r.random() < 0.7:
            n.f('Taken by {nm} {rl}', nm=nurse.full(), rl=role)
        else:
            n.f('Taken by {nm} ({rl})', nm=nurse.firstn(), rl=role)
        if r.random() < 0.45:
            n.f(' (user {u}', u=('USERNAME', nurse.user))
            if r.random() < 0.6:
                n.f(', terminal {ip}', ip=('IPADDR', ids.ip(r)))
            n.t(')')
        n.t('\n')
        if r.random() < 0.4:
            n.f('Follow-up call {d} {t}: ', d=c.Ds(ids.add_days(d, 1)), t=time(r, 8, 12))
            n.t(r.choice(['settled, afebrile overnight', 'no answer - voicemail left', 'now attending as still febrile',
                          'symptoms improving']) + '.\n')
        d = ids.add_days(d, r.randint(1, 6))
    if r.random() < 0.3:
        n.f('\nPatient portal message sent via {u}\n', u=('URL', 'https://portal.%s/messages/%s' % (c.hdomain, ids.digits(r, 6))))
    if r.random() < 0.3:
        n.f('Patient portal login {u} - password reset advised.\n', u=('USERNAME', ids.username(r, c.pt.first, c.pt.last)))
    if r.random() < 0.25:
        n.f('Blue badge/parking: reg {v} noted for drop-off bay.\n', v=('VEHICLE', ids.plate(r, c.country)))
