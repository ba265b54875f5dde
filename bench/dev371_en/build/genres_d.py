"""Own genres: access clinic follow-up letter, pre-operative assessment for access
surgery, catheter / access infection record."""
from core import R, P, pick, chance, digits, sample
import fmt
import clin as C
import pools_names as PN
import pools_places as PP
from ctx import d, dob, age, ptn, drn, nm, doc_sig, gp_line, pt_block, famn, title, uname, cred, Person


def _tm():
    return '%02d:%02d' % (R.randint(6, 21), R.randint(0, 59))


def clinic_letter(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    surg, gp = ctx['surg_p'], ctx['gp_p']
    acc = pick(C.ACCESS)
    created = fmt.shift(d0, -R.randint(35, 100))
    n.x('{h}\n{cl}\n', h=ctx['hosp'], cl=pick(['Vascular Access Clinic', 'Renal Access Clinic', 'Vascular Surgery Outpatients',
                                               'Dialysis Access Service']))
    n.add(ctx['hosp_addr'])
    n.x('\nTel {hosp_phone} | Fax {hosp_fax}' + pick([' | {hosp_email}', '']) + '\n\n')
    n.x('Clinic date: {a}' + pick(['   Typed: {b}', '']) + '\n', a=d(n, d0), b=d(n, fmt.shift(d0, R.randint(1, 10))))
    n.x('{mrn_l}: {mrn}' + ('   {nat_l}: {nat}' if ctx['nat'] else '') + '\n\n')
    n.x('{g}\n{pr}\n{ga}\n\n', g=drn(gp, c, 'dr', pick(['t_full', 't_il'])), pr=ctx['practice'], ga=ctx['gp_addr'])
    n.x('Dear {t} {l},\n\n', t=title(gp, c, 'dr'), l=nm(gp, 'DOCTOR', 'last'))
    n.x('Re: {p}   DOB {b}\n{pt_addr}\n\n', p=ptn(n, pick(['full', 'LF', 'fml'])), b=dob(n))
    n.t('Diagnosis:\n')
    st = pick(['pre', 'line', 'line', 'fist'])
    if st == 'line':
        n.x('1. CKD 5 - {cs}; on HD via {l} since {m}\n', cs=pick(C.CAUSES), l=pick(C.LINES)[1],
            m=d(n, fmt.shift(d0, -R.randint(60, 700)), pick(['month', None])))
    else:
        n.t('1. CKD 5 - %s; %s\n' % (pick(C.CAUSES), 'pre-dialysis' if st == 'pre' else 'on HD via previous fistula'))
    n.x('2. {a} created {b} by {s}\n', a=acc[0], b=d(n, created), s=drn(surg, c, 'surg', pick(['t_last', 't_il'])))
    outcome = pick(['mature', 'immature', 'failed', 'stenosis'])
    flowv = C.flow()
    n.t('\nI reviewed ')
    n.add(ptn(n, pick(['t_last', 't_full'])))
    n.t(' in the access clinic today, %d weeks after creation of %s %s. ' % ((d0 - created).days // 7, ctx['his'], acc[1]))
    if outcome == 'mature':
        n.t('The wound has healed and there is a strong continuous thrill along the vein. Duplex today shows flow %d mL/min, '
            'diameter %s mm and depth %d mm, meeting the "rule of 6s". ' % (max(flowv, 620), C.mm(), R.randint(3, 6)))
        n.x('I have let the team at {sat} ({sat_phone}) know that cannulation can start from {b}, '
            'initially with 17G needles. ', b=d(n, fmt.shift(d0, R.randint(3, 14)), pick([None, 'wd'])))
    elif outcome == 'immature':
        n.t('The vein is palpable but small (%s mm) with flow %d mL/min. There is a probable juxta-anastomotic stenosis. ' % (C.mm(), min(flowv, 450)))
        n.x('I have requested a fistulogram with a view to balloon-assisted maturation, provisionally {b}. ',
            b=d(n, fmt.shift(d0, R.randint(7, 30))))
    elif outcome == 'failed':
        n.t('Unfortunately the fistula has thrombosed - there is no thrill or bruit. We discussed options and %s would like to '
            'proceed with a %s. ' % (ctx['he'], pick(['brachiocephalic AVF on the same arm', 'forearm loop graft', 'contralateral RCF'])))
        n.t('I will list %s; the waiting time is currently about %d weeks. ' % (ctx['him'], R.randint(4, 14)))
    else:
        n.t('Flows have fallen to %d mL/min on surveillance and there is a tight outflow stenosis on duplex. ' % min(flowv, 520))
        n.x('Fistuloplasty has been booked for {b} at {h2}. ', b=d(n, fmt.shift(d0, R.randint(5, 21))), h2=pick([ctx['hosp'], ctx['hosp2']]))
    n.t('\n\n')
    if chance(0.5):
        n.x('{He} has returned to work as a {prof}' + pick([' at {emp}', '']) + ' and is managing well. ', emp=ctx['employer'])
    if chance(0.35):
        n.x('{His} {rel} {f} attended with {him}. ', f=famn(n))
    if chance(0.2):
        n.x('{He} has found the {o} helpful and has been given their contact details. ', o=P('ORGANIZATION', pick(PP.OTHER_ORGS)))
    if chance(0.25):
        n.x('{He} asked about travelling to {co} in {m}; I have advised {him} to contact the holiday dialysis coordinator. ',
            co=P('COUNTRY', pick(PP.COUNTRIES_ABROAD)), m=d(n, fmt.shift(d0, R.randint(40, 200)), 'month'))
    if n.parts[-1] != '\n\n':
        n.t('\n\n')
    n.t('Plan:\n')
    plan = ['Continue aspirin 75 mg', 'Arm exercises with soft ball', 'Repeat duplex in 6/52', 'Review in access clinic in 3/12',
            'No BP or bloods from the access arm', 'Qa surveillance monthly on unit', 'Remove TCVC once 6 successful 2-needle runs']
    for i, s in enumerate(sample(plan, R.randint(2, 4))):
        n.t('%d. %s\n' % (i + 1, s))
    if chance(0.25):
        n.x('\nPatient information: {u}\n', u=P('URL', pick(['https://', 'www.']) + ctx['dom'] + pick(['/access/fistula-care', '/renal/after-surgery', '/patients/avf'])))
    n.t('\nYours sincerely\n\n\n')
    n.add(doc_sig(n, 'surg', 'surg', 'surg'))
    n.t('\n\ncc: ')
    n.add(ptn(n, pick(['t_full', 'full'])))
    n.t(', ')
    n.add(ctx['pt_addr'])
    n.x('\n    {sat}\n    {a}\n', a=drn(ctx['neph_p'], c, 'dr', pick(['t_full', 't_il'])))
    if chance(0.4):
        n.x('\n{a}/{b}\n', a=nm(surg, 'DOCTOR', 'ini'), b=nm(ctx['clerk_p'], 'DOCTOR', 'inil'))


def preop(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    surg_d = fmt.shift(d0, R.randint(5, 30))
    acc = pick(C.ACCESS)
    nurse = ctx['nurse2_p']
    n.t(pick(['PRE-OPERATIVE ASSESSMENT - DAY CASE ACCESS SURGERY', 'Pre-admission Assessment (Vascular Access)',
              'PRE-OP CHECKLIST - AV FISTULA/GRAFT', 'Pre-assessment clinic record']) + '\n')
    n.x('{h} ' + pick(['Pre-assessment Clinic', 'Surgical Admissions Unit', 'Day Surgery Unit']) + '\n', h=pick([ctx['hosp'], ctx['hosp_ab']]))
    n.add(pt_block(n))
    n.x('Assessment date: {a}\nPlanned surgery: {b}   Surgeon: {s}\nProcedure: {p}\n', a=d(n, d0),
        b=P('DATE', fmt.fdate_wd(surg_d, c)) if chance(0.5) else d(n, surg_d),
        s=drn(ctx['surg_p'], c, 'surg', pick(['t_last', 't_full', 't_il'])), p=acc[0])
    if chance(0.4):
        n.x('Admit to: {w}' + pick([', bed {b}', '']) + '\n', w=ctx['ward'], b=P('LOCATION_OTHER', str(R.randint(1, 24))))
    if ctx['ssn'] and c in ('US', 'CA', 'AU') and chance(0.35):
        n.x('{ssn_l}: {ssn}   {hp_l}: {hp}\n')
    n.t('\nSOCIAL\n')
    n.x('Lives {l}. NOK: {f} ({rel}) {fam_phone}\n', l=pick(['with family', 'alone', 'with spouse', 'in sheltered housing', 'with son']), f=famn(n, pick(['full', 'fml'])))
    n.x('Occupation: {prof}\n' if chance(0.7) else 'Occupation: retired {prof}\n')
    if chance(0.4):
        n.x('Transport home: {rel} driving, car reg {v}\n', v=P('VEHICLE', fmt.plate(c)))
    else:
        n.t('Transport home: %s\n' % pick(['taxi booked', 'hospital transport', 'friend collecting']))
    if chance(0.3):
        co = pick(PP.COUNTRIES_ABROAD)
        n.x('Born in {co}; interpreter {i}.\n', co=P('COUNTRY', co), i=pick(['not required', 'booked for day of surgery', 'requested (telephone)']))
    wt, ht = R.randint(450, 1300) / 10, R.randint(150, 192)
    n.t('\nOBSERVATIONS\nBP %d/%d (%s arm ONLY)  HR %d  SpO2 %d%% RA  Temp %.1f\nWt %.1f kg  Ht %d cm  BMI %d\n' % (
        R.randint(105, 185), R.randint(55, 100), pick(['R', 'L']), R.randint(55, 105), R.randint(92, 100), R.randint(358, 374) / 10,
        wt, ht, round(wt / (ht / 100.0) ** 2)))
    n.t('\nINVESTIGATIONS\nHb %s  WCC %.1f  Plt %d  K %.1f  Na %d  INR %.1f  Glucose %.1f\n' % (
        C.hb(c), R.randint(30, 140) / 10, R.randint(90, 400), R.randint(35, 65) / 10, R.randint(128, 145), R.randint(9, 15) / 10, R.randint(40, 180) / 10))
    n.t('ECG: %s\n' % pick(['SR 72, LVH by voltage criteria', 'AF rate 84', 'SR, 1st degree AV block', 'SR, RBBB (old)']))
    n.x('MRSA screen: nose/groin swab {s} sent {b}\n', s=P('IDNUM', fmt.idnum('spec')), b=d(n, d0, pick([None, 'short'])))
    n.x('G&S: {g}\n', g=pick(['not required', ['sample ', P('IDNUM', fmt.idnum('order'))], 'valid 72 h']))
    n.t('\nDIALYSIS\n')
    n.x('{st} at {sat}, {sc} {sh}. Dialyse day before surgery, no/low heparin.\n', st=pick(['HD', 'In-centre HD', 'Pre-dialysis - not yet on RRT']),
        sc=pick(C.SCHEDULES), sh=pick(C.SHIFTS))
    ml = C.meds()
    n.t('\nMEDICATION\n' + ''.join('- %s\n' % m for m in ml))
    mj = ' '.join(ml)
    ac = ('apixaban - stop 48 h pre-op' if 'apixaban' in mj else 'warfarin - bridge plan per haematology' if 'warfarin' in mj
          else 'clopidogrel - continue (vascular surgeon aware)' if 'clopidogrel' in mj else 'none')
    n.t('Anticoagulation: %s\nAllergies: %s\nPMH: %s\n' % (ac,
                                                            pick(C.ALLERGY), '; '.join(C.comorbs())))
    n.t('ASA grade %d. Airway: Mallampati %d. Anaesthetic plan: %s.\n' % (R.randint(2, 4), R.randint(1, 3), pick(['regional block', 'LA', 'GA/LMA'])))
    n.t('\nCONSENT\nRisks discussed: failure to mature (20-40%), thrombosis, infection, bleeding, steal syndrome, nerve injury, '
        'need for further procedures. Leaflet given.\n')
    n.t('\nCHECKLIST\n')
    for s in ['Vein mapping reviewed', 'Fasting instructions given', 'Arm marked "no BP/cannula"', 'Diabetes plan', 'Discharge plan discussed']:
        n.t('[%s] %s\n' % (pick(['x', 'x', ' ']), s))
    n.x('\nAssessed by: {a}, {cr}' + pick(['   ({u})', '']) + '\n', a=nm(nurse, 'DOCTOR', pick(['full', 'fml', 'il'])), cr=cred(c, 'nurse'),
        u=P('USERNAME', uname(nurse)))
    if chance(0.4):
        n.x('Pre-assessment tel: {ph}\n', ph=P('PHONE', fmt.phone(c, ctx['harea']) + (fmt.ext() if chance(0.5) else '')))


def infection(n):
    ctx, c = n.ctx, n.ctx['c']
    d0 = ctx['d0']
    line = chance(0.8)
    ln = pick(C.LINES) if line else pick([a for a in C.ACCESS if 'AVG' in a[1]] + [C.ACCESS[0]])
    n.t(pick(['ACCESS-RELATED INFECTION RECORD', 'Catheter Exit Site / Tunnel Infection Record' if line else 'Graft / Fistula Infection Record',
              'Dialysis Access Bacteraemia Surveillance Form', 'ACCESS INFECTION - NURSING & MICRO RECORD']) + '\n')
    n.x('Unit: {u}\n', u=pick([ctx['sat'], ctx['hosp'], [ctx['ward'], ', ', ctx['hosp_ab']]]))
    n.add(pt_block(n))
    ins = fmt.shift(d0, -R.randint(20, 400))
    n.x('Access: {a}, {vb} {b} at {h}', a=ln[0], vb='inserted' if line else 'created', b=d(n, ins), h=pick([ctx['hosp'], ctx['hosp2']]))
    if line and chance(0.4):
        n.x(' (Lot {lot})', lot=P('DEVICE', fmt.device_id('lot')))
    n.x('\nDate of presentation: {b} {t}\n\n', b=d(n, d0), t=_tm())
    if line:
        local = ['erythema %d cm around exit site' % R.randint(1, 5), 'purulent discharge from exit site', 'tunnel tenderness',
                 'crusting at exit site', 'cuff visible']
    else:
        local = ['erythema over graft %d cm' % R.randint(2, 8), 'pus at needle site', 'exposed graft segment', 'fluctuant swelling over loop']
    systemic = pick([[], ['fever %.1f C' % (R.randint(378, 401) / 10)], ['rigors on connection'],
                     ['fever %.1f C' % (R.randint(378, 401) / 10), 'hypotension on HD']])
    n.t('SIGNS: ' + ', '.join(sample(local, R.randint(1, 3)) + systemic) + ('' if systemic else '; no systemic features') + '\n')
    if line:
        n.t('Exit site score: %d/6\n' % R.randint(1, 6))
    n.t('\nCULTURES\n')
    labs = ['Peripheral blood culture', 'Blood culture from HD circuit'] + (
        ['Line blood culture (arterial lumen)', 'Exit site swab'] if line else ['Wound swab', 'Pus aspirate'])
    for lab in sample(labs, R.randint(2, 3)):
        n.x('- {l}: {s}  sent {b} {t}\n', l=lab, s=P('IDNUM', fmt.idnum('spec')), b=d(n, d0, pick([None, 'short'])), t=_tm())
    rd = fmt.shift(d0, R.randint(1, 3))
    org = pick(C.ORGANISMS)
    if 'Candida' in org:
        sens = 'fluconazole sensitive'
    elif 'no growth' in org:
        sens = 'final report at 5 days'
    else:
        sens = pick(['sensitive to flucloxacillin/doxycycline' if 'aureus' in org else 'sensitive to vancomycin',
                     'vancomycin MIC 1', 'resistant to ciprofloxacin', 'sensitivities to follow'])
    n.x('Result {b}: {o}; {sens}\n', b=d(n, rd), o=org, sens=sens)
    ab = pick(C.ANTIBIOTICS if line else [a for a in C.ANTIBIOTICS if 'lock' not in a and 'mupirocin' not in a])
    n.t('\nTREATMENT: %s for %d days' % (ab, pick([5, 7, 10]) if ('mupirocin' in ab or 'lock' in ab) else pick([7, 10, 14, 21, 42])))
    n.t('; %s\n' % pick(['levels pre-HD', 'echo requested (?endocarditis)', 'no lock change'] + (['line lock changed to taurolidine'] if line else [])))
    if line:
        n.x('Line: {o}\n', o=pick(['salvaged', ['removed ', d(n, fmt.shift(d0, R.randint(1, 5))), ', tip sent ', P('IDNUM', fmt.idnum('spec'))],
                                   ['exchanged over wire ', d(n, fmt.shift(d0, R.randint(2, 6)))], 'line holiday 48 h then re-insertion']))
    else:
        n.x('Surgical plan: {o}\n', o=pick([['partial graft excision ', d(n, fmt.shift(d0, R.randint(1, 5)))], 'antibiotics alone, review in 48 h',
                                            ['total graft excision booked for ', d(n, fmt.shift(d0, R.randint(1, 4)), 'wd')]]))
    if chance(0.4):
        co = pick(PP.COUNTRIES_ABROAD)
        back = fmt.shift(d0, -R.randint(3, 30))
        n.x('Travel: returned from holiday dialysis in {co} on {b}; CPE/MRSA screen sent.\n', co=P('COUNTRY', co), b=d(n, back))
    n.x('Notified: infection prevention nurse {a}' + pick([' (ext {ph})', ' on {ph}']) + '\n',
        a=nm(ctx['acc_p'], 'DOCTOR', pick(['full', 'il'])), ph=P('PHONE', fmt.bleep(c)))
    if chance(0.5):
        n.x('Consultant informed: {a} {b}\n', a=drn(ctx['neph_p'], c, 'dr', pick(['t_last', 't_full'])), b=_tm())
    if chance(0.3):
        n.x('Reported to surveillance database {ip} - case no {k}\n', ip=P('IPADDR', fmt.ip_private()), k=P('IDNUM', fmt.idnum('case')))
    n.x('\nRecorded by: {a}, {cr}  {u}\n', a=nm(ctx['nurse_p'], 'DOCTOR', pick(['full', 'il', 'fml'])), cr=cred(c, 'nurse'),
        u=P('USERNAME', uname(ctx['nurse_p'])))
