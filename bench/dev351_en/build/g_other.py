"""Genres: referral vetting note, sleep study report (own genre), occupational
spirometry surveillance record (own genre)."""
import labs
import pools as P
from common import setup, lab_header, pt_header, measures, sig, doc_ref, smoking, footer, DEPTS
from core import ch, chance, digits

REQS = ['Full PFTs', 'Spirometry + BDR', 'FeNO', 'Methacholine challenge', 'Mannitol challenge', 'CPET',
        'Hypoxic challenge', 'Overnight oximetry', 'Home sleep study', 'MIP/MEP/SNIP', 'Spirometry only', 'Full PFT + FeNO']
DECIDE = ['Accepted', 'Accepted', 'Accepted - amended', 'Redirected', 'Returned to referrer', 'Accepted - urgent']
OH_PROVIDERS = ['Ironbridge Occupational Health', 'Clearwater OH Services', 'Worksafe Health Partners Clinic',
                'Keel Occupational Medicine', 'Sentinel Workplace Health', 'Birchmount OH Centre']


def _vet_single(W, d):
    r, cc = W.r, W.cc
    S = setup(W, d, lo=5, hi=95)
    d.t(ch(r, ['REFERRAL VETTING - ', 'Referral triage: ', 'VETTING NOTE | ']) + ch(r, DEPTS) + '\n')
    d.w('{hosp}\n\n')
    rec = W.shift(S.tdate, -60, -10)
    via = ch(r, ['e-RS', 'e-referral', 'fax', 'internal order', 'secure email', 'GP letter']) if cc == 'UK' else ch(r, ['e-referral', 'fax', 'internal order', 'secure email', 'letter'])
    d.w('Received: {rd} via ' + via + '   Referral ID: {ri}\n', rd=W.D(rec), ri=W.idnum('ref'))
    if via == 'e-RS':
        d.w('UBRN {u}\n', u=W.idnum('ubrn'))
    gp = W.staff(ch(r, ['gp', 'gp', 'phys']))
    if gp.role == 'gp':
        d.w('From: Dr {g}, {pr}\n', g=W.n(gp, ch(r, ['full', 'fi']), 'DOCTOR'), pr=W.practice())
        if chance(r, 0.5):
            d.w('      {a}\n', a=W.addr(', ', c=W.city(home=chance(r, 0.7))))
        if chance(r, 0.6):
            d.w('      Tel {t}' + ('  Fax {f}' if via == 'fax' or chance(r, 0.4) else '') + '\n', t=(W.phone(), 'PHONE'), f=(W.phone(), 'FAX'))
    else:
        d.w('From: {g}, ' + ch(r, ['Respiratory', 'Cardiology', 'Rheumatology', 'Haematology', 'Thoracic Surgery', 'Neurology']) + ' ({h})\n',
            g=doc_ref(W, gp), h=W.hospital(other=True))
    d.t('\n')
    pt_header(W, d, S)
    if chance(r, 0.4):
        d.w('Address: {a}   Tel: {t}\n', a=W.addr(', '), t=(W.phone(kind=ch(r, ['land', 'mobile'])), 'PHONE'))
    req = ch(r, REQS)
    d.t('\nRequested: ' + req + '\n')
    d.t('Clinical info (referral): "' + ch(r, ['SOB on exertion for 6 months, ex-smoker, ?COPD',
                                              'persistent cough post viral illness, normal CXR', 'on amiodarone - baseline TLCO please',
                                              'known asthma, poor control despite ICS/LABA', 'witnessed apnoeas, ESS 15, BMI 38',
                                              'planned lobectomy - please assess fitness', 'flying to see family, COPD, SpO2 92% at rest',
                                              'symptoms worse at work (bakery)', 'wheeze and chest tightness with exercise',
                                              'progressive breathlessness, crackles, ?ILD']) + '"\n')
    if chance(r, 0.4):
        prof, exp = W.profession()
        d.w('Occupation: {p}\n', p=(prof, 'PROFESSION'))
    dec = ch(r, DECIDE)
    d.t('\nDECISION: ' + dec + '\n')
    if dec.startswith('Accepted'):
        d.t('Tests approved: ' + (req if 'amended' not in dec else ch(r, REQS)) + (' + FeNO' if chance(r, 0.3) and 'FeNO' not in req else '') + '\n')
        d.t('Priority: ' + ch(r, ['Routine (within 18 weeks)', 'Soon (6 weeks)', 'Urgent (2 weeks)', 'Urgent - suspected cancer pathway',
                                  'P2 - 30 days', 'P3 - 90 days']) + '\n')
    elif dec == 'Redirected':
        d.w('Redirected to: {h} ' + ch(r, ['sleep service', 'community spirometry hub', 'paediatric lung function']) + '\n', h=W.hospital(other=True))
    else:
        d.t('Reason: ' + ch(r, ['insufficient clinical information', 'spirometry already done within 3 months',
                                'test not indicated - please refer to respiratory clinic first', 'duplicate referral']) + '\n')
    notes = []
    if chance(r, 0.4):
        notes.append(('MI on {x} - defer exercise/challenge tests until >3/12 post event.', W.D(W.shift(S.tdate, -70, -20))))
    if chance(r, 0.3):
        notes.append(('Needs interpreter (' + ch(r, ['Polish', 'Arabic', 'Punjabi', 'Cantonese', 'Tongan', 'Portuguese']) + ').', None))
    if chance(r, 0.3):
        notes.append(('Wheelchair user - book hoist room {x}.', W.room()))
    if chance(r, 0.3):
        rel, fam = W.relative()
        notes.append(('Contact ' + rel + ' {x} to arrange (patient hard of hearing).', W.n(fam, 'full', 'FAMILY')))
    if chance(r, 0.25):
        notes.append(('Patient unavailable until after {x} - book accordingly.', (ch(r, ['Christmas', 'Easter', 'Diwali', 'Eid', 'New Year', 'Hanukkah'] + (['Thanksgiving'] if cc in ('US', 'CA') else ['Boxing Day'])), 'DATE')))
    if chance(r, 0.25):
        notes.append(('On home O2 - bring cylinder; transport via ambulance booking {x}.', W.idnum('courier')))
    if notes:
        d.t('Notes:\n')
        for txt, x in notes:
            d.w('  - ' + txt + '\n', x=x)
    v = W.staff(ch(r, ['phys', 'tech']))
    k = r.randrange(3)
    if k == 0:
        d.w('\nVetted by: {v} on {vd}\n', v=W.n(v, 'full', 'DOCTOR'), vd=W.D(W.shift(rec, 1, 10)))
    elif k == 1:
        d.w('\nVetted {vd} - {v} (' + (v.cred or 'Consultant') + ')\n', v=W.n(v, 'fi', 'DOCTOR'), vd=W.D(W.shift(rec, 1, 10)))
    else:
        d.w('\n{v} / {vd} / user {u}\n', v=W.n(v, 'init', 'DOCTOR'), vd=W.D(W.shift(rec, 1, 10)), u=W.username(v))
    if chance(r, 0.5):
        clerk = W.staff('sec')
        d.w('Admin: please book - {c} ' + ch(r, ['to phone patient', 'to send letter + questionnaire', 'to offer cancellation slot']) + '.\n',
            c=W.n(clerk, ch(r, ['first', 'full']), 'DOCTOR'))


def _vet_batch(W, d):
    r = W.r
    vd = W.rdate()
    d.w('{h} - ' + ch(r, DEPTS) + '\n', h=W.hospital())
    d.w('WEEKLY REFERRAL VETTING LIST   w/c {wd}\n', wd=W.D(vd))
    v = W.staff('phys')
    d.w('Vetting clinician: {v}\n\n', v=doc_ref(W, v, 'full'))
    d.t('Ref ID       | Patient                  | DOB        | ' + W.mrn_label() + '      | Referrer          | Request          | Decision / priority\n')
    for i in range(r.randint(4, 7)):
        p = W.person()
        age = r.randint(8, 92)
        dob, _ = W.dob_for(vd, age)
        ref = W.staff(ch(r, ['gp', 'phys']))
        dec = ch(r, DECIDE)
        d.w('{ri} | {pn} | {db} | {m} | Dr {rf} | ' + ch(r, REQS) + ' | ' + dec + ('' if 'urgent' in dec or 'Returned' in dec else ', ' + ch(r, ['routine', 'soon', 'urgent', 'P2', 'P3'])),
            ri=W.idnum('ref'), pn=W.n(p, ch(r, ['LF', 'lf']), 'PATIENT'), db=W.D(dob), m=W.mrn(), rf=W.n(ref, 'fi', 'DOCTOR'))
        if chance(r, 0.3):
            d.w(' - ' + ch(r, ['needs O2', 'interpreter', 'prefers am', 'see note re pacemaker', 'pt is ex-{pr}']), pr=(W.profession()[0], 'PROFESSION'))
        d.t('\n')
    d.w('\nSigned off {sd} by {v}; list sent to bookings ({e}).\n', sd=W.D(W.shift(vd, 0, 4)), v=W.n(v, 'init', 'DOCTOR'), e=W.email_dept('pft.bookings'))


def gen_vetting(W, d):
    if W.r.random() < 0.3:
        _vet_batch(W, d)
    else:
        _vet_single(W, d)


def gen_sleep(W, d):
    r, cc = W.r, W.cc
    S = setup(W, d, lo=18, hi=85)
    kind = ch(r, ['HOME RESPIRATORY POLYGRAPHY (Type III) REPORT', 'DIAGNOSTIC POLYSOMNOGRAPHY (Type I) REPORT',
                  'CPAP TITRATION STUDY REPORT', 'SPLIT-NIGHT PSG REPORT'])
    inlab = 'POLYGRAPHY' not in kind
    lab_header(W, d, dept=ch(r, ['Sleep Disorders Centre', 'Sleep Service', 'Sleep & Respiratory Physiology', 'Sleep Laboratory']))
    d.t(kind + '\n\n')
    pt_header(W, d, S)
    d.w('Study night: {tdate}   Study ID: {si}', si=W.idnum('study'))
    if inlab:
        d.w('   Bed {b}, {w}', b=(str(r.randint(1, 8)), 'LOCATION_OTHER'), w=(ch(r, ['Larch Unit', 'Cedar Unit', 'Nightjar Ward', 'Somnus Suite']) if chance(r, 0.5) else ch(r, P.WARDS), 'HOSPITAL'))
    d.t('\n')
    measures(W, d, S, us=cc == 'US')
    ref = W.staff(ch(r, ['gp', 'phys']))
    d.w('Referrer: {rf}' + (', {pr}' if ref.role == 'gp' else '') + '\n', rf=doc_ref(W, ref), pr=W.practice())
    d.t('Epworth %d/24  STOP-BANG %d/8  Mallampati %s  Friedman tongue position %s  Neck %d cm\n' % (
        r.randint(3, 22), r.randint(2, 8), ch(r, ['I', 'II', 'III', 'IV']), ch(r, ['I', 'II', 'III', 'IV']), r.randint(34, 50)))
    if chance(r, 0.6):
        rel, fam = ch(r, [('wife', W.person('F')), ('husband', W.person('M')), ('partner', W.person())])
        d.w('Bed partner ({f}, ' + rel + ') reports ' + ch(r, ['loud snoring and witnessed apnoeas', 'gasping arousals', 'restless legs', 'snoring only']) + '.\n',
            f=W.n(fam, ch(r, ['first', 'full']), 'FAMILY'))
    if chance(r, 0.55):
        prof, exp = ch(r, [('HGV driver', ''), ('bus driver', ''), ('airline pilot', ''), ('crane operator', ''), ('taxi driver', ''), W.profession()])
        d.w('Occupation: {p}', p=(prof, 'PROFESSION'))
        if chance(r, 0.5):
            d.w(', employed by {o}', o=W.org())
        if chance(r, 0.4):
            lab, val = W.license('drv')
            d.w('; ' + lab + ' {v}', v=val)
        if chance(r, 0.35):
            d.w('; company vehicle {pl}', pl=W.plate())
        d.t('.\n')
    dev = ch(r, P.POLY)
    d.w('\nEquipment: ' + dev + ' (S/N {sn}); channels: nasal pressure, thermistor, thoracic/abdominal RIP, SpO2, position' + (', EEG/EOG/EMG, ECG, limb leads' if inlab else '') + '.\n', sn=W.sn())
    sc = W.staff('scorer')
    d.w('Scored by {s} (' + sc.cred + ') using AASM Manual v2.6 (hypopnoea rule 1A, 3%/arousal).\n', s=W.n(sc, ch(r, ['full', 'fi']), 'DOCTOR'))
    ahi = ch(r, [r.uniform(1, 4.9), r.uniform(5, 14.9), r.uniform(15, 29.9), r.uniform(30, 95)])
    if 'CPAP' in kind or 'SPLIT' in kind:
        ahi = r.uniform(18, 85)
    d.t('\nRESULTS\n')
    if inlab:
        tst = r.uniform(280, 440)
        d.t('TRT %d min  TST %d min  Sleep efficiency %d%%  Sleep latency %d min  REM latency %d min\n' % (tst / 0.82, tst, r.randint(62, 94), r.randint(4, 45), r.randint(60, 180)))
        d.t('N1 %d%%  N2 %d%%  N3 %d%%  REM %d%%   Arousal index %.1f/h   PLMS index %.1f/h\n' % (r.randint(5, 20), r.randint(40, 60), r.randint(5, 22), r.randint(10, 24), r.uniform(5, 60), r.uniform(0, 40)))
    else:
        d.t('Monitoring time %d min (valid signal %d%%), sleep estimated from flow/position\n' % (r.randint(300, 540), r.randint(78, 99)))
    d.t('AHI %.1f /h (supine %.1f, non-supine %.1f, REM %.1f)   Central apnoea index %.1f /h\n' % (ahi, ahi * r.uniform(1.2, 2.3), ahi * r.uniform(0.3, 0.9), ahi * r.uniform(1.0, 2.0), r.uniform(0, 6)))
    o = labs.oxi(r, 0 if ahi < 5 else 1 if ahi < 15 else 2 if ahi < 30 else 3)
    d.t('ODI 3%% %.1f /h  Mean SpO2 %.1f%%  Nadir %d%%  T90 %.1f%%  Mean HR %d bpm\n' % (o['odi3'], o['mean'], o['nadir'], o['t90'], o['pr']))
    if 'CPAP' in kind or 'SPLIT' in kind:
        d.t('Titration: optimal pressure %d cmH2O (residual AHI %.1f/h), mask: %s, leak acceptable.\n' % (r.randint(7, 14), r.uniform(0.5, 6), ch(r, ['nasal', 'full face', 'nasal pillows'])))
    sev = 'no significant' if ahi < 5 else 'mild' if ahi < 15 else 'moderate' if ahi < 30 else 'severe'
    if ahi < 5:
        d.t('\nIMPRESSION: No significant obstructive sleep apnoea (AHI within normal range); ' + ch(r, ['no Cheyne-Stokes respiration.', 'consider PLMD / insomnia work-up.', 'snoring only.']) + '\n')
    else:
        d.t('\nIMPRESSION: ' + sev.capitalize() + ' obstructive sleep apnoea, ' +
            ch(r, ['predominantly supine.', 'REM-related.', 'with no Cheyne-Stokes respiration.', 'no hypoventilation on oximetry.']) + '\n')
    if ahi >= 15 and chance(r, 0.7):
        cp = ch(r, P.CPAP)
        d.w('Plan: APAP 5-15 cmH2O; ' + cp + ' serial {sn} issued {idt}; modem data to {u}.\n', sn=W.sn(ch(r, ['CP', 'AS', 'DF'])),
            idt=W.D(W.shift(S.tdate, 7, 40)), u=W.url('upload') if chance(r, 0.5) else W.url('portal'))
        d.t('Compliance download at 4 weeks (target >= 4 h/night on 70% of nights).\n')
    if chance(r, 0.35):
        d.t('Driving: ' + {'UK': 'advised to notify DVLA if excessive sleepiness affecting driving',
                           'IE': 'NDLS guidance discussed', 'AU': 'Austroads criteria reviewed', 'NZ': 'NZTA guidance discussed',
                           'US': 'FMCSA guidance reviewed', 'CA': 'CCMTA standards discussed'}[cc] + '.\n')
    phys = W.staff('sleepdoc')
    sig(W, d, phys, lic=chance(r, 0.35), role=ch(r, ['Sleep Physician', 'Consultant Respiratory & Sleep Physician', None]))
    d.w('Date reported: {rd}\n', rd=W.D(W.shift(S.tdate, 2, 21)))
    footer(W, d, S)


def gen_occ(W, d):
    r, cc = W.r, W.cc
    S = setup(W, d, lo=18, hi=66)
    prov = ch(r, OH_PROVIDERS)
    emp = ch(r, P.EMPLOYERS)
    prof, exp = ch(r, [x for x in P.PROFESSIONS if x[1] != 'nil'])
    d.w('{pv}\n', pv=(prov, 'HOSPITAL'))
    d.w('{a}   Tel {t}\n', a=W.addr(', '), t=(W.phone(), 'PHONE'))
    d.t(ch(r, ['RESPIRATORY HEALTH SURVEILLANCE - SPIROMETRY RECORD\n', 'Workplace Lung Function Surveillance\n',
               'HEALTH SURVEILLANCE (Respiratory) - Annual Review\n']))
    reg = {'UK': 'COSHH Regulation 11 / HSE G402', 'IE': 'Safety, Health and Welfare at Work (Chemical Agents) Regulations',
           'US': 'OSHA 29 CFR 1910.134 respirator program / NIOSH spirometry guidance', 'CA': 'provincial OHS regulations',
           'AU': 'WHS Regulations (hazardous chemicals) - Safe Work Australia guidance', 'NZ': 'HSWA 2015 / WorkSafe NZ guidance'}[cc]
    d.t('Programme: ' + reg + '\n\n')
    d.w('Employer: {e}\n', e=(emp, 'ORGANIZATION'))
    c2 = W.city(home=chance(r, 0.6))
    d.w('Site: {s}, {c}\n', s=(W.street(), 'STREET'), c=(c2[0], 'CITY'))
    mgr = W.person()
    d.w('Site contact: {m} (' + ch(r, ['H&S Manager', 'Supervisor', 'HR Advisor', 'Site Manager']) + ')  {mp}\n', m=W.n(mgr, ch(r, ['full', 'fi']), 'FAMILY'), mp=(W.phone(kind='mobile'), 'PHONE'))
    if chance(r, 0.5):
        d.w('Mobile screening unit: reg {pl}, parked at gate ' + str(r.randint(1, 4)) + '\n', pl=W.plate())
    d.t('\n')
    d.w('Employee: {pt_LF}   Employee No: {en}\n', en=W.idnum('emp'))
    if cc in ('US', 'CA', 'IE') and chance(r, 0.5):
        d.w({'US': 'SSN', 'CA': 'SIN', 'IE': 'PPS No'}[cc] + ': {s}\n', s=W.ssn())
    d.w('DOB: {dob}  Age: {age}  Sex: {sex}   Job: {p}\n', p=(prof, 'PROFESSION'))
    d.w('Start date with employer: {sd}   Exposure: ' + exp + '\n', sd=W.D(W.shift(S.tdate, -9000, -200)))
    if chance(r, 0.5):
        d.w('Clock-in biometric ID: {b}\n', b=W.bioid())
    d.t('RPE: ' + ch(r, ['FFP3 disposable, face-fit tested', 'half-mask P3 filters', 'air-fed hood', 'none worn']) + '; LEV in place: ' + ch(r, ['yes', 'yes', 'partial', 'no']) + '\n')
    if chance(r, 0.5):
        d.w('Face fit test passed {fd} ({m})\n', fd=W.D(W.shift(S.tdate, -300, -5)), m=ch(r, ['PortaCount quantitative', 'Bitrex qualitative']))
    d.t('Smoking: ' + smoking(r, S.age) + '\n')
    d.t('\nQuestionnaire: ' + ch(r, ['no respiratory symptoms', 'rhinitis at work, improves on holidays', 'cough and wheeze worse at work',
                                     'chest tightness Monday mornings', 'no change since last review']) + '\n\n')
    d.t('Date          FEV1 (L)  FVC (L)  Ratio  Tested by\n')
    pv = labs.spiro(r, S.sex, S.age, S.h, ch(r, ['normal', 'normal', 'obstructive']))
    fev, fvc = pv['fev1'], pv['fvc']
    n = r.randint(2, 5)
    slope = r.uniform(0.012, 0.09)
    for i in range(n, -1, -1):
        day = W.shift(S.tdate, -365 * i - 10, -365 * i) if i else S.tdate
        f1 = fev + slope * i + r.uniform(-0.03, 0.03)
        f2 = fvc + slope * 0.8 * i + r.uniform(-0.04, 0.04)
        t = W.staff('ohn') if chance(r, 0.7) else W.staff('tech')
        d.w('{dd}    %5.2f     %5.2f    %d     {t}\n' % (f1, f2, round(100 * f1 / f2)), dd=W.D(day), t=W.n(t, 'init', 'DOCTOR'))
    dec = int(1000 * slope)
    d.t('Longitudinal FEV1 decline ~%d mL/yr (%s); today z-score %.2f.\n' % (dec, 'exceeds expected - ACTION' if dec > 60 else 'within expected limits', pv['rows'][0][6]))
    d.t('\nOUTCOME: ' + ch(r, ['Fit - continue annual surveillance', 'Refer to occupational physician', 'Refer to GP / respiratory clinic for ?occupational asthma',
                              'Serial PEF 4x daily for 4 weeks requested', 'Fit - review RPE']) + '\n')
    ohn = W.staff('ohn')
    k = r.randrange(3)
    if k == 0:
        d.w('Tested by: {o}, ' + ohn.cred + '. Spirometry certificate {c}\n', o=W.n(ohn, 'full', 'DOCTOR'), c=(ch(r, ['ARTP-', 'NIOSH-', 'SC']) + digits(r, 5), 'LICENSE'))
    elif k == 1:
        d.w('Nurse: {o}  Reviewed by Dr {dr} (Occupational Physician) {rd}\n', o=W.n(ohn, 'fi', 'DOCTOR'), dr=W.n(W.staff('occdoc'), 'full', 'DOCTOR'), rd=W.D(W.shift(S.tdate, 0, 14)))
    else:
        d.w('OH practitioner: {o} / {e}\n', o=W.n(ohn, 'lf', 'DOCTOR'), e=W.email_staff(ohn, dom=ch(r, ['ohs.example.com', 'occhealth.example.net', 'workhealth.example.org'])))
    d.w('Employee consent to share outcome with employer: ' + ch(r, ['yes', 'yes', 'no - fitness statement only']) + '. Signed {s} {sd}\n',
        s=W.n(S.pt, ch(r, ['full', 'initd']), 'PATIENT'), sd=W.D(S.tdate))
    if chance(r, 0.35):
        d.w('Copy to: {g}, {pr}\n', g=doc_ref(W, W.staff('gp')), pr=W.practice())
