"""Shared note pieces: patient set-up, headers, signatures, hard-negative text."""
import labs
import pools as P
from core import ch, chance

DEPTS = ['Respiratory Physiology', 'Lung Function Unit', 'Pulmonary Function Laboratory',
         'Department of Respiratory Medicine', 'Cardiorespiratory Diagnostics',
         'Respiratory & Sleep Physiology', 'Lung Function and Sleep Service']


class Case:
    pass


def setup(W, d, lo=18, hi=90, tdate=None, sex=None):
    r = W.r
    S = Case()
    S.pt = W.person(sex)
    S.sex = S.pt.sex
    S.tdate = tdate or W.rdate()
    if lo < 18 and chance(r, 0.5):
        age = r.randint(lo, 17)
    else:
        lo2 = max(lo, 18)
        age = r.randint(lo2, hi) if chance(r, 0.3) else min(hi, max(lo2, int(r.gauss(62, 13))))
        if chance(r, 0.03):
            age = r.randint(90, 99)
    S.dob, S.age = W.dob_for(S.tdate, age)
    W.pt_age = S.age
    S.h, S.wkg = labs.body(r, S.sex, S.age)
    S.bmi = S.wkg / (S.h / 100.0) ** 2
    pt = S.pt
    if S.age < 16:
        S.title = 'Master' if S.sex == 'M' else 'Miss'
    else:
        S.title = 'Mr' if S.sex == 'M' else ch(r, ['Mrs', 'Ms', 'Miss'])
    if chance(r, 0.3):
        S.title += '.'
    hpl, hp = W.natid()
    d.v.update(
        pt_full=W.n(pt, 'full', 'PATIENT'), pt_fml=W.n(pt, 'fml', 'PATIENT'),
        pt_lf=W.n(pt, 'lf', 'PATIENT'), pt_lfm=W.n(pt, 'lfm', 'PATIENT'),
        pt_LF=W.n(pt, 'LF', 'PATIENT'), pt_LFs=W.n(pt, 'LFs', 'PATIENT'),
        pt_last=W.n(pt, 'last', 'PATIENT'), pt_LAST=W.n(pt, 'LAST', 'PATIENT'),
        pt_first=W.n(pt, 'first', 'PATIENT'), pt_fi=W.n(pt, 'fi', 'PATIENT'),
        pt_init=W.n(pt, 'init', 'PATIENT'), pt_initd=W.n(pt, 'initd', 'PATIENT'),
        title=S.title, sex=S.sex, sexw='Male' if S.sex == 'M' else 'Female',
        he='he' if S.sex == 'M' else 'she', his='his' if S.sex == 'M' else 'her',
        He='He' if S.sex == 'M' else 'She', His='His' if S.sex == 'M' else 'Her',
        dob=W.D(S.dob), dob_l=W.DL(S.dob), age=W.age_tok(S.age),
        tdate=W.D(S.tdate), tdate_l=W.DL(S.tdate),
        mrn=W.mrn(), mrnl=W.mrn_label(), hpl=hpl, hp=hp,
        acct=W.account(), acctl=W.acct_label(), hosp=W.hospital(),
        ht=str(S.h), wt='%.1f' % S.wkg, bmi='%.1f' % S.bmi,
    )
    return S


def lab_header(W, d, dept=None, contacts=True):
    r = W.r
    dept = dept or ch(r, DEPTS)
    k = r.randrange(4)
    if k == 0:
        d.w('{hosp}\n' + dept + '\n')
        if contacts:
            d.w('{a}\nTel: {tel}   Fax: {fax}\n', a=W.addr(', '), tel=(W.phone(), 'PHONE'), fax=(W.phone(), 'FAX'))
    elif k == 1:
        d.w(dept.upper() + ' | {hosp}\n')
        if contacts:
            d.w('Direct line {tel} | {em}\n', tel=(W.phone(ext=chance(r, 0.3)), 'PHONE'), em=W.email_dept(ch(r, ['lungfunction', 'pft.lab', 'resp.physiology', 'sleep.lab'])))
    elif k == 2:
        d.w('========================================\n {hosp} -- ' + dept + '\n========================================\n')
        if contacts and chance(r, 0.6):
            d.w('Lab phone: {tel}  |  {url}\n', tel=(W.phone(), 'PHONE'), url=W.url('lab'))
    else:
        d.w('{hosp}, {city}\n' + dept + '\n', city=(W.home[0], 'CITY'))
        if contacts:
            d.w('Ph {tel}  F {fax}\n', tel=(W.phone(), 'PHONE'), fax=(W.phone(), 'FAX'))
    d.t('\n')


def pt_header(W, d, S, style=None):
    r = W.r
    style = style if style is not None else r.randrange(5)
    if style == 0:
        d.w('Name: {pt_LF}        {mrnl}: {mrn}\nDOB: {dob}  Age: {age}  Sex: {sex}     {hpl}: {hp}\n')
        if W.cc == 'US' and chance(r, 0.5):
            d.w('SSN: {s}\n', s=W.ssn())
    elif style == 1:
        d.w('Patient: {title} {pt_full}\nDate of birth: {dob_l} ({age} yrs)   Gender: {sexw}\n{mrnl}: {mrn}\n')
    elif style == 2:
        d.w('SURNAME: {pt_LAST}    FORENAME: {f}\nDOB: {dob}   AGE: {age}   SEX: {sex}\n{mrnl}: {mrn}   {hpl}: {hp}\n',
            f=W.n(S.pt, 'first', 'PATIENT'))
    elif style == 3:
        d.w('Pt: {pt_lfm}  |  {mrnl} {mrn}  |  DOB {dob}  |  {age}{sex}  |  {acctl} {acct}\n')
    else:
        d.w('{pt_LFs} ({sex}, {age}y)  DOB {dob}  {hpl} {hp}\n')


def measures(W, d, S, us=False):
    r = W.r
    if us and chance(r, 0.5):
        inch = S.h / 2.54
        d.t('Ht: %d in (%s cm)  Wt: %.0f lb  BMI: %.1f\n' % (round(inch), d.v['ht'], S.wkg * 2.2046, S.bmi))
    else:
        d.t(ch(r, ['Height: %s cm   Weight: %s kg   BMI: %s kg/m2\n', 'Ht %s cm  Wt %s kg  BMI %s\n',
                   'Height %s cm | Weight %s kg | BMI %s\n']) % (d.v['ht'], d.v['wt'], d.v['bmi']))


def sig(W, d, p, lic=False, role=None, style=None):
    r = W.r
    style = style if style is not None else r.randrange(4)
    cred = p.cred
    if style == 0:
        d.w('\n{n}\n', n=W.n(p, 'full', 'DOCTOR'))
        d.t((cred + '\n') if cred else '')
        if role:
            d.t(role + '\n')
    elif style == 1:
        d.w('\nElectronically signed: ' + (p.title + ' ' if p.title else '') + '{n}' + (', ' + cred if cred else '') + '\n',
            n=W.n(p, 'fml', 'DOCTOR'))
    elif style == 2:
        d.w('\n-- {n}' + (' ' + cred if cred else '') + (' (' + role + ')' if role else '') + '\n', n=W.n(p, 'fi', 'DOCTOR'))
    else:
        d.w('\nReported by: ' + (p.title + ' ' if p.title else '') + '{n}\n', n=W.n(p, 'lf', 'DOCTOR'))
        if cred:
            d.t(cred + '\n')
    if lic:
        lab, val = W.license('doc' if p.title else 'tech')
        d.w(lab + ' {v}\n', v=val)


def doc_ref(W, p, style=None):
    """'Dr' + name pieces as list."""
    r = W.r
    style = style or ch(r, ['full', 'fi', 'last', 'fml'])
    t = p.title or 'Dr'
    return [t + ' ', W.n(p, style, 'DOCTOR')]


QUALITY = [
    'Spirometry performed to ATS/ERS 2019 standards. Grade {g} (FEV1) / {g2} (FVC).',
    'Acceptable and repeatable manoeuvres x3; ATS/ERS 2019 grade {g}.',
    'Good effort and technique. FEV1 and FVC repeatable within 150 mL. QC grade {g}.',
    'Variable effort; early termination on 2 of 5 blows. Grade {g}/{g2}. Interpret with caution.',
    'Cough in first second on trial 2, excluded. Best 3 of 6 efforts reported, grade {g}.',
    'Patient found manoeuvre difficult; maximal effort encouraged. Only 2 acceptable blows (grade {g2}).',
]
REFS = ['Reference equations: GLI-2012 (spirometry), GLI-2017 (TLCO), GLI-2021 (static volumes).',
        'Predicted values: GLI-2012 race-neutral; ECSC 1993 for lung volumes.',
        'Ref: GLI-2012 / GLI-2017 TLCO. LLN = 5th centile (z -1.645).',
        'Predicteds NHANES III (spirometry), ATS 2017 DLCO standard; interpretation per ERS/ATS 2022.',
        'Interpretive strategy: ERS/ATS 2022 technical standard; z-score based, LLN at -1.645.']


def quality(r):
    return ch(r, QUALITY).replace('{g}', labs.grade(r)).replace('{g2}', labs.grade(r)) + '\n'


def interp(r, pattern, s, bd=True):
    z = s['rows'][0][6]
    sev = 'mild' if z > -2.5 else ('moderate' if z > -4 else 'severe')
    if pattern == 'obstructive':
        t = ch(r, ['Obstructive ventilatory defect of %s severity (FEV1 z %.1f).' % (sev, z),
                   'Airflow obstruction: FEV1/FVC below LLN, FEV1 z-score %.1f (%s).' % (z, sev)])
    elif pattern == 'restrictive':
        t = ch(r, ['Reduced FVC with preserved ratio - possible restriction; suggest static lung volumes.',
                   'Spirometry suggests a restrictive pattern (FVC z %.1f, FEV1/FVC normal).' % s['rows'][1][6]])
    elif pattern == 'reversible':
        t = 'Obstructive spirometry with significant bronchodilator response (FEV1 +%d%%), consistent with asthma.' % round(100 * s['gain'])
    else:
        t = ch(r, ['Spirometry within normal limits.', 'Normal spirometry; no evidence of airflow obstruction.',
                   'FEV1, FVC and ratio all above LLN.'])
    if bd and pattern not in ('reversible',):
        if s['gain'] >= 0.12:
            t += ' Significant bronchodilator reversibility.'
        else:
            t += ch(r, [' No significant bronchodilator response.', ' BDR not significant (<10% predicted).', ''])
    return t + '\n'


def bd_line(r, us=False):
    drug = 'albuterol' if us else 'salbutamol'
    return ch(r, ['Post-BD: %s 400 mcg via pMDI + spacer, repeat at 15 min.\n' % drug,
                  'Bronchodilator: %s 4 x 100 mcg via spacer; post test at 20 min.\n' % drug,
                  'BD given: %s 2.5 mg nebulised (patient unable to use spacer).\n' % drug])


def footer(W, d, S, user=None):
    r = W.r
    k = r.randrange(5)
    tm = '%02d:%02d' % (r.randint(8, 18), r.randint(0, 59))
    pd = W.D(W.shift(S.tdate, 0, 12))
    if k == 0:
        d.w('\n---\nPrinted {pd} ' + tm + ' by {u} | {pt_LF} | {mrnl} {mrn} | Page 1 of 1\n', pd=pd, u=user or W.username(W.staff('tech')))
    elif k == 1:
        d.w('\n{pt_lf}    DOB {dob}    {mrn}    CONFIDENTIAL\n')
    elif k == 2:
        d.w('\n[{hs}] {pt_LAST} / {mrn} / printed {pd} ' + tm + '\n', pd=pd, hs=(W.hosp_short(), 'HOSPITAL'))
    elif k == 3:
        d.w('\nPatient: {pt_fml} | {hpl} {hp} | Report generated {pd}\n', pd=pd)


def pattern(r):
    return ch(r, ['normal', 'normal', 'obstructive', 'obstructive', 'restrictive', 'reversible'])


def codes(r, cc):
    if cc == 'US':
        return ch(r, ['CPT 94010', 'CPT 94060', 'CPT 94726, 94729', 'CPT 94060, 94726, 94729', 'CPT 95012 (FeNO)'])
    if cc == 'AU':
        return ch(r, ['MBS item 11503', 'MBS 11506', 'MBS item 11512', 'MBS 11503 + 11512'])
    return ch(r, ['ICD-10 J44.9', 'ICD-10 J45.909', 'ICD-10 R06.0', 'ICD-10 J84.1', 'ICD-10 R05'])


def smoking(r, age=50):
    if age < 16:
        return ch(r, ['never smoker', 'non-smoker; parental smoking in home', 'nil (child)'])
    k = r.randrange(4)
    if k == 0:
        return 'never smoker'
    if k == 1:
        return 'ex-smoker, %d pack-years, quit %d yrs ago' % (r.randint(5, 60), r.randint(1, 30))
    if k == 2:
        return 'current smoker %d/day (%d pack-years)' % (r.randint(3, 30), r.randint(5, 70))
    return ch(r, ['vapes daily, never smoked cigarettes', 'ex-smoker (~%d py)' % r.randint(5, 40)])


def meds(r, n=None, us=False):
    n = n or r.randint(1, 4)
    out = []
    pool = P.DRUGS_CONTROL + P.DRUGS_OTHER + ['albuterol' if us else 'salbutamol']
    for _ in range(n):
        m = ch(r, pool)
        if m not in out:
            out.append(m)
    return ', '.join(out)
