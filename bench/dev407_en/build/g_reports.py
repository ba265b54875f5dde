"""Genres: fibroscan report, virology results log, hepatitis B surveillance review."""

import datetime

import clin
import ident
from ctx import new_person, rd, workday
from doc import Phi

DEVICES = ['FibroScan 530 Compact', 'FibroScan Mini+ 430', 'FibroScan 630 Expert',
           'FibroScan 502 Touch', 'FibroScan 430 Mini']


def fibroscan_report(rng, d):
    v = d.v
    hbv = rng.random() < 0.3
    c = clin.hcv(rng, v['cc'], v['age_n'])
    lsm = c['lsm'] if not hbv else '%.1f' % rng.uniform(3.5, 13.9)
    k = rng.randrange(3)
    title = rng.choice(['TRANSIENT ELASTOGRAPHY (FIBROSCAN) REPORT', 'FibroScan Report',
                        'Liver Stiffness Measurement (VCTE) - Report', 'VIBRATION CONTROLLED TRANSIENT ELASTOGRAPHY'])
    d.t(title + '\n')
    site = rng.randrange(4)
    if site == 0:
        d.f('{liverunit}, {hosp}\n')
    elif site == 1:
        d.f('Community clinic at {dsvc}, {dsvc.addr}\n')
    elif site == 2:
        d.f('{prison} - Healthcare Centre, clinic room {room}\n')
    else:
        d.f('Mobile liver unit (van reg {plate}) parked at {hostel}\n')
    d.t('=' * rng.randrange(30, 60) + '\n')
    if k == 0:
        d.f('Name: {pt.LF}\nDOB: {dob} (Age {age})\nSex: {sex}\n')
        d.put([[lab, ': ', val, '\n'] for lab, val in v['ids']])
    elif k == 1:
        d.f('Patient      {pt}\nD.O.B.       {dob:full}   Age {age}\n{natl}')
        d.f('          {natid}\n')
    else:
        d.f('{pt.lf} | {age}{sex} | DOB {dob} | {natl} {natid}\n')
    d.f('Referrer: {dr} {refr}' + rng.choice(['', ' ({gpprac})', ', Hepatology']) + '\n',
        refr=rng.choice([v['gp'], v['cons'], v['reg']]))
    d.f('Operator: {op}, ' + rng.choice(['CNS', 'Hepatitis Nurse Specialist', 'Clinical Scientist', 'Healthcare Assistant (trained operator)', 'Sonographer']) + '\n')
    d.f('Exam date: {visit} %02d:%02d\n' % (rng.randrange(8, 17), rng.randrange(0, 60)))
    dev = rng.choice(DEVICES)
    d.f('Device: ' + dev + '   SN {fibsn}\n')
    probe = 'XL' if rng.random() < 0.25 else 'M'
    cal = rd(d, rng.randrange(30, 300))
    d.f('Probe: ' + probe + '   (probe SN {psn}; calibration due %s %d)\n' % (cal.strftime('%b'), cal.year),
        psn=Phi(probe + rng.choice(['', '-', '+']) + ident.digits(rng, 5, '123456789'), 'DEVICE'))
    d.t('Indication: ' + (('Chronic hepatitis B - ' + rng.choice(['annual fibrosis assessment', 'treatment decision', 'baseline']))
                          if hbv else ('Chronic hepatitis C genotype %s - pre-treatment staging' % c['gt'])) + '\n')
    d.t('Fasting: ' + rng.choice(['yes (>3 h)', 'yes', 'no - ate 1 h before, interpret with caution', 'not documented']) + '\n')
    bmi = rng.uniform(18.5, 39.0)
    d.t('BMI: %.1f kg/m2   SCD: %d mm\n\n' % (bmi, rng.randrange(12, 32)))
    n = rng.randrange(10, 16)
    valid = rng.randrange(max(6, n - 5), n + 1)
    iqr = c['iqr']
    d.t('RESULTS\n')
    d.t('Valid measurements     %d/%d  (success rate %d%%)\n' % (valid, n, round(100.0 * valid / n)))
    d.t('E median               %s kPa\n' % lsm)
    d.t('IQR                    %.1f kPa\n' % (float(lsm) * iqr / 100.0))
    d.t('IQR/median             %d %%\n' % iqr)
    d.t('CAP median             %d dB/m  (IQR %d)\n\n' % (c['cap'], rng.randrange(12, 45)))
    x = float(lsm)
    if hbv:
        interp = 'no significant fibrosis' if x < 7.0 else 'F2-F3 possible' if x < 12.0 else 'cirrhosis likely'
    else:
        interp = {'F0-F1': 'F0-F1, no significant fibrosis', 'F2': 'F2, moderate fibrosis',
                  'F3': 'F3, advanced fibrosis', 'F4': 'F4, cirrhosis'}[c['stage'] if not hbv else 'F2']
    d.t('Interpretation: ' + interp + ' (EASL-ALEH 2021 cut-offs). ')
    if iqr > 30 or valid < 10:
        d.t('Reliability limited (IQR/med >30% or <10 valid readings). ')
    if c['cap'] > 280:
        d.t('CAP suggests significant steatosis (S2-S3). ')
    if x >= 15 or c['cirr']:
        d.t('LSM >15 kPa: refer for Baveno VII assessment / consider variceal screening. ')
    d.t('\n')
    if rng.random() < 0.6:
        d.f('Comment: ' + rng.choice([
            'Patient anxious, ' + probe + ' probe used after test shots. ',
            'Scan done same day as BBV testing at {dsvc}; results given verbally to {pt.first}. ',
            'Interpreter ({interp}, ' + v['lang'] + ') present. ',
            'Previous LSM {prev} kPa on {pd:med}. ',
            'Large waist circumference - XL probe advised next time. ', rng.choice(clin.HARD_NEG_LINES) + ' ']) + '\n',
            prev='%.1f' % rng.uniform(4, 20), pd=rd(d, -rng.randrange(200, 1500)))
    d.t('\n')
    if rng.random() < 0.5:
        d.f('Reported by: {cons.title} {cons}, {visit}\n')
    else:
        d.f('Reported by: {op}  ({op.licl} {op.lic})\n')
    d.f('Exported to EPR by user {op.user} from workstation {ip}\n')
    if rng.random() < 0.4:
        d.f('Copy to: {dr} {gp}, {gpprac} (fax {gpprac.fax})\n')


TESTS = [
    ('Anti-HCV (CMIA)', lambda r: '%s (S/CO %.1f)' % (r.choice(['Reactive', 'REACTIVE']), r.uniform(8, 16)), ''),
    ('HCV RNA quant', lambda r: r.choice(['{:,}'.format(r.randrange(2000, 9000000)), 'Not detected', '<15 (detected)']), 'IU/mL'),
    ('HCV genotype', lambda r: r.choice(['1a', '1b', '2', '3a', '4', '3', '6e']), ''),
    ('HCV core Ag', lambda r: r.choice(['%.1f' % r.uniform(3, 8000), 'Not detected']), 'fmol/L'),
    ('HBsAg', lambda r: r.choice(['Negative', 'Negative', 'POSITIVE']), ''),
    ('Anti-HBc total', lambda r: r.choice(['Negative', 'Positive']), ''),
    ('Anti-HBs', lambda r: r.choice(['<10', str(r.randrange(12, 980))]), 'mIU/mL'),
    ('HBeAg', lambda r: r.choice(['Negative', 'Positive']), ''),
    ('HBV DNA', lambda r: r.choice(['{:,}'.format(r.randrange(20, 200000)), 'TND', '<10']), 'IU/mL'),
    ('HIV Ag/Ab combo', lambda r: 'Not detected', ''),
    ('Anti-HAV IgG', lambda r: r.choice(['Detected', 'Not detected']), ''),
    ('Anti-HDV', lambda r: 'Not detected', ''),
    ('Syphilis EIA', lambda r: r.choice(['Not detected', 'Not detected', 'Reactive - see TPPA']), ''),
]


def results_log(rng, d):
    v = d.v
    lab = rng.random() < 0.35
    d.t(rng.choice(['VIROLOGY - CUMULATIVE RESULTS', 'Virology Results Log', 'BBV SEROLOGY / MOLECULAR LOG',
                    'Hepatitis virology - cumulative view']) + '\n')
    if lab:
        d.f('Performing laboratory: {lab}\n')
    else:
        d.f('Department of Virology, {hosp}\n')
    d.f('Patient: {pt.LF}   DOB: {dob:full}   Sex: {sex}\n')
    d.put([[lab_, ': ', val, '   '] for lab_, val in v['ids']])
    d.t('\n')
    d.f('Location: ' + rng.choice(['{ward}', '{liverunit}', '{dsvc}', '{prison} Healthcare', '{gpprac}']) +
        '    Requesting clinician: {dr} {req}\n', req=rng.choice([v['cons'], v['reg'], v['gp.last']]))
    d.f('Report generated {visit} %02d:%02d by {admin.user} (host {ip})\n' % (rng.randrange(7, 19), rng.randrange(60)))
    d.t('-' * 96 + '\n')
    d.row([('Date', 12), ('Specimen', 15), ('Test', 22), ('Result', 26), ('Units', 8), ('Auth', 0)])
    d.t('-' * 96 + '\n')
    n = rng.randrange(4, 8)
    days = sorted(rng.sample(range(1, 900), n), reverse=True)
    users = [v['cns.user'], Phi(ident.username(rng, rng.choice(['Aileen', 'Bo', 'Chris', 'Dev', 'Ewa']), rng.choice(['Marsh', 'Quinn', 'Sato', 'Obi', 'Nolan'])), 'USERNAME'),
             Phi(ident.username(rng, rng.choice(['Farah', 'Gus', 'Hana', 'Ivo']), rng.choice(['Reid', 'Lowe', 'Demir', 'Kerr'])), 'USERNAME')]
    for back in days:
        day = rd(d, -back)
        spec = Phi(ident.specimen(rng, day.year), 'IDNUM')
        auth = rng.choice(users)
        for name, fn, units in rng.sample(TESTS, rng.choice([1, 1, 2, 3])):
            d.row([(day, 12), (spec, 15), (name, 22), (fn(rng), 26), (units or '-', 8), (auth, 0)])
    d.t('-' * 96 + '\n')
    d.t('Comments:\n')
    c = rng.randrange(4)
    if c == 0:
        d.f('* New HCV RNA positive result telephoned to {cns} on {ph:med} by {sci}, Biomedical Scientist.\n',
            ph=rd(d, -days[-1] + 1), sci=new_person(rng, d, 'DOCTOR')[1])
    elif c == 1:
        d.f('* Sample from {dsvc} received haemolysed; repeat requested (ref {spec2}).\n')
    elif c == 2:
        d.f('* HBsAg confirmed by neutralisation at reference lab. Notified to UKHSA/public health as per protocol.\n'
            if v['cc'] in ('UK', 'SCO') else '* HBsAg confirmed by neutralisation. Notifiable condition - reported to public health.\n')
    else:
        d.f('* Dried blood spot from {prison} (prisoner no {prisonno}); HCV RNA reflex testing performed.\n')
    if rng.random() < 0.5:
        d.f('* Results also copied to {gp}, {gpprac} via interface (acct {acct}).\n')
    d.t('* HCV RNA assay LLOQ 15 IU/mL; "TND" = target not detected. Method: real-time PCR.\n')
    if rng.random() < 0.4:
        d.f('Queries: virology registrar bleep {bleep} / {clin.email}\n')


def hbv_review(rng, d):
    v = d.v
    c = clin.hbv(rng, v['age_n'])
    dx = rd(d, -rng.randrange(400, 9000))
    k = rng.randrange(2)
    d.t(rng.choice(['HEPATITIS B SURVEILLANCE REVIEW', 'HBV clinic - 6/12 surveillance review',
                    'Chronic Hepatitis B - annual review', 'HBV Monitoring Clinic']) + '\n')
    d.f('{hosp} - ' + rng.choice(['Hepatology', 'ID Clinic', 'Viral Hepatitis Service', 'Liver Outpatients']) + '\n')
    if k == 0:
        d.f('Name: {pt}    DOB: {dob}    Age: {age}\n')
        d.put([[lab, ': ', val, '    '] for lab, val in v['ids']])
        d.f('\nDate of review: {visit:long}    Clinician: {rev}\n', rev=rng.choice([v['cons'], v['reg'], v['cns']]))
    else:
        d.f('{visit}  {pt.lf} ({age}{sex})  {natl} {natid}  Acct {acct}\n')
        d.f('Seen by {rev} with ' + rng.choice(['{interp} (' + v['lang'] + ' interpreter)', 'no interpreter required', 'telephone interpreter ID {iid}']) + '\n',
            rev=rng.choice([v['cons'], v['reg']]), iid=Phi(ident.digits(rng, 6, '123456789'), 'IDNUM'))
    d.t('\nBACKGROUND\n')
    d.f('- Born in {cob}; HBsAg positive since {dx:y} (' + rng.choice(['antenatal screen', 'blood donation', 'GP screening', 'new patient check']) + ')\n', dx=dx)
    d.t('- Phase: %s\n' % c['phase'])
    d.t('- Treatment: %s\n' % c['tx'])
    fh = rng.randrange(4)
    if fh == 0:
        d.f('- Brother died of HCC aged {a}\n', a=Phi(rng.choice(['fifty', '47', 'forty-two', '58']), 'AGE'))
    else:
        d.t('- ' + ['', 'Mother HBsAg positive', 'No FH of HCC', 'Father had liver cancer'][fh] + '\n')
    d.f('- Occupation: {prof}\n')
    if v['sex'] == 'F' and v['age_n'] < 45 and rng.random() < 0.6:
        d.t('- Pregnancy planning discussed: tenofovir from 28 weeks if HBV DNA >200,000 IU/mL; baby needs HBIG + birth-dose vaccine\n')
    d.t('\nRESULTS\n')
    d.row([('Date', 14), ('HBV DNA', 26), ('ALT', 8), ('AFP', 8), ('US', 0)])
    for back in sorted(rng.sample(range(150, 1500), rng.randrange(2, 5)), reverse=True) + [rng.randrange(5, 30)]:
        dd = rd(d, -back)
        dna = c['dna'] if c['treated'] else '{:,} IU/mL'.format(rng.randrange(30, 40000))
        d.row([(dd, 14), (dna, 26), (str(rng.randrange(14, 80)), 8), ('%.1f' % rng.uniform(1, 9), 8),
               (rng.choice(['no FLL', 'NAD', 'steatosis, no FLL', 'coarse, no FLL', 'not done']), 0)])
    d.t('qHBsAg %s; HBeAg %s / anti-HBe %s; %s; LSM %s kPa; PAGE-B %d.\n' %
        (c['qhbsag'], c['eag'], c['antie'], c['delta'], c['lsm'], c['pageb']))
    d.f('Latest US ({us:med}, {usrep}): ' + c['us'] + '\n', us=rd(d, -rng.randrange(5, 40)),
        usrep=rng.choice([v['hosp'], Phi(rng.choice(['Lakeside Radiology', 'Precision Imaging Group', 'Northgate Imaging',
                                                     'Southern Ultrasound Partners']), 'HOSPITAL'), v['liverunit']]))
    d.t('\nASSESSMENT\n')
    if c['treated']:
        d.t('Stable on antiviral therapy, HBV DNA suppressed, adherent (pharmacy records checked). eGFR %d, phosphate normal.\n' % rng.randrange(62, 110))
    elif c['phase'].startswith('HBeAg-positive chronic infection'):
        d.t('HBeAg-positive chronic infection: high DNA, normal ALT. Treatment considered if age >30 or FH of HCC (EASL 2017).\n')
    else:
        d.t('No treatment indication at present (EASL 2017 / AASLD 2018). ALT ' +
            rng.choice(['within normal limits', 'fluctuating - repeat in 3 months', 'mildly raised - steatosis likely']) + '.\n')
    if rng.random() < 0.4:
        d.t(rng.choice(clin.HARD_NEG_LINES) + '\n')
    if '9 mm' in c['us']:
        d.t('Indeterminate lesion - LI-RADS to be assigned on MRI; discuss at HCC MDT.\n')
    d.t('\nFAMILY / CONTACTS\n')
    for i in range(rng.randrange(1, 4)):
        rel = rng.choice(['son', 'daughter', 'wife', 'husband', 'brother', 'sister', 'niece'])
        p, ph = new_person(rng, d, 'FAMILY', 'M' if rel in ('son', 'husband', 'brother') else 'F', v['_pt'].origin)
        if rng.random() < 0.7:
            ph = Phi('%s %s' % (p.first, v['_pt'].last), 'FAMILY')
        d.f('- ' + rel + ' {ph}, {a} y: ', ph=ph, a=Phi(rng.randrange(2, 60), 'AGE'))
        res = rng.choice(['HBsAg negative, anti-HBs 120 - immune', 'HBsAg negative, not immune - vaccination booked',
                          'HBsAg POSITIVE - referred to clinic', 'not yet tested - lives in ', 'declined testing'])
        d.t(res)
        if res.startswith('not yet'):
            d.f('{ctry}', ctry=Phi(rng.choice(['Vietnam', 'China', 'Nigeria', 'Somalia', 'Pakistan', 'Romania', 'Ghana']), 'COUNTRY'))
        d.t('\n')
    d.t('\nPLAN\n')
    d.f('1. Continue ' + ('current antiviral; 3-monthly repeat prescription via {pharmacy}' if c['treated'] else 'monitoring without treatment') + '\n')
    d.f('2. US liver + AFP in 6 months ({nx:my}); bloods 2 weeks prior at {gpprac}\n', nx=rd(d, 182))
    d.t('3. ' + rng.choice(['Hep A vaccine course', 'Annual LSM', 'Check HDV antibody next visit', 'Alcohol advice given']) + '\n')
    d.f('4. Next review {nx:wd}' + rng.choice(['', ' (telephone)', ' in clinic room {room}']) + '\n', nx=workday(rd(d, rng.randrange(170, 200))))
    d.f('\n{rv}  ' + rng.choice(['', '{cons.licl} {cons.lic}']) + '\n', rv=rng.choice([v['cons'], v['cons.fl']]))
