"""Genres: hepatology clinic letter, SVR12 outcome note, re-engagement letter."""

import datetime

import clin
import ident
from ctx import rd, workday
from doc import Phi

HEP_DEPTS = ['Department of Hepatology', 'Liver Unit - Viral Hepatitis Service',
             'Hepatology & Gastroenterology', 'Infectious Diseases / Viral Hepatitis Clinic',
             'Viral Hepatitis Outpatients', 'Gastroenterology and Hepatology']


def letterhead(rng, d):
    k = rng.randrange(4)
    if k == 0:
        d.f('{hosp}\n' + rng.choice(HEP_DEPTS) + '\n{hosp.addr}\nTel: {clin.tel}   Fax: {clin.fax}\n')
        if rng.random() < 0.6:
            d.f('Email: {clin.email}\n')
    elif k == 1:
        d.f('{liverunit}  |  {hosp}\n{hosp.addr}\nSecretary: {clin.ext}   Fax {clin.fax}\n')
    elif k == 2:
        d.f('{hosp} - Hepatology Outpatients\nPhone {clin.tel} | Fax {clin.fax} | {clin.email}\n{clin.url}\n')
    else:
        d.f(rng.choice(HEP_DEPTS).upper() + '\n{hosp}, {hosp.addr}\nT {clin.tel}  F {clin.fax}\n')
    d.t('\n')


def recipient(rng, d):
    us = d.v['cc'] in ('US', 'CA')
    dr = 'Dr. ' if us else 'Dr '
    if rng.random() < 0.2:
        d.f('PRIVATE AND CONFIDENTIAL\n')
    d.f(dr + '{gp}\n{gpprac}\n{gpprac.addr_ml}\n')
    if rng.random() < 0.3:
        d.f('Fax: {gpprac.fax}\n')
    d.t('\n')


def re_line(rng, d):
    v = d.v
    k = rng.randrange(3)
    if k == 0:
        d.f('Re: {pt}, DOB {dob}, {natl} {natid}\n     {addr}\n')
    elif k == 1:
        d.f('RE: {pt.LF}   D.O.B. {dob:full}   ')
        d.put([[lab, ' ', val, '   '] for lab, val in v['ids']])
        d.f('\n')
    else:
        d.f('Patient: {pt} ({age} y)  DOB: {dob}\n')
        d.put([[lab, ': ', val, '\n'] for lab, val in v['ids']])
        d.f('Address: {addr}\n')
    d.t('\n')


def signoff(rng, d):
    v = d.v
    d.t(rng.choice(['Yours sincerely,\n\n\n', 'Kind regards,\n\n', 'With best wishes,\n\n\n', 'Sincerely,\n\n']))
    d.f('{cons.title} {cons}\n')
    d.t(rng.choice(['Consultant Hepatologist', 'Consultant Gastroenterologist and Hepatologist',
                    'Consultant in Infectious Diseases', 'Attending Hepatologist' if v['cc'] == 'US' else 'Staff Hepatologist']))
    d.f('\n{cons.licl} {cons.lic}\n')
    if rng.random() < 0.4:
        d.f('Dictated by {reg}, Specialty Registrar, and checked by {cons.title} {cons.last}\n')
    if rng.random() < 0.5:
        d.f('Dictated {visit}; typed {typed} ({cons.ini}/{typist})\n', typed=rd(d, rng.randrange(1, 9)))
    d.t('\n')


def cc_block(rng, d):
    d.f('cc: {pt.title} {pt}, {addr}\n')
    if rng.random() < 0.6:
        d.f('    {dsvc}, {dsvc.addr}\n')
    if rng.random() < 0.4:
        d.f('    {cns}, Hepatitis Nurse Specialist ({cns.email})\n')


def hcv_body(rng, d):
    v = d.v
    c = clin.hcv(rng, v['cc'], v['age_n'])
    v['c'] = c
    dx = rd(d, -rng.randrange(40, 2900))
    start = workday(rd(d, rng.randrange(12, 45)))
    fu = workday(start + datetime.timedelta(days=28))
    d.t('Diagnosis:\n')
    d.f('1. Chronic hepatitis C, genotype %s, %s\n' % (c['gt'], c['prior']))
    d.f('2. Transient elastography %s kPa (%s)%s\n' % (c['lsm'], c['stage'], ' - compensated cirrhosis, Child-Pugh ' + c['cp'] if c['cirr'] else ''))
    if 'not on' not in c['ost']:
        d.f('3. Opioid substitution therapy - %s via {dsvc}\n' % c['ost'])
    d.t('\nPlan:\n')
    d.t('- %s for %d weeks\n' % (c['reg'][0].upper() + c['reg'][1:], c['weeks']))
    d.f('- For approval at the treatment MDT on {mdt:wds}\n', mdt=rd(d, rng.randrange(3, 15)))
    if c['cirr']:
        d.t('- Six-monthly ultrasound surveillance for HCC; OGD only if Baveno VII criteria not met\n')
    d.t('- Hepatitis A and B vaccination course\n\n')
    d.f('Dear Dr {gp.last},\n\n' if v['cc'] not in ('US', 'CA') else 'Dear Dr. {gp.last}:\n\n')
    with_fam = rng.random() < 0.35
    d.f('I reviewed {pt.tl} in the viral hepatitis clinic ' + rng.choice(['today', 'on {visit:long}']))
    if with_fam:
        d.f(', accompanied by {his} {fam.rel} {fam.first}')
    d.f('. {He} is a {age}-year-old ')
    if rng.random() < 0.7:
        d.f('{prof} ')
    else:
        d.t('unemployed ' + v['man'] + ' ')
    where = rng.choice(['on a dried blood spot test at {dsvc}', 'at reception screening in {prison}',
                        'by {his} {gpw}', 'at an outreach testing session at {hostel}',
                        'during a routine blood test at {gpprac}'])
    d.f('who was found to be HCV antibody positive ' + where + ' in {dx:my}. ', dx=dx)
    d.t('The likely route of acquisition is %s.' % c['route'])
    if v['abroad']:
        d.f(' {He} was born in {cob} and moved to {homec} in {arr:y}.', homec=Phi(v['home'], 'COUNTRY'),
            arr=rd(d, -rng.randrange(700, 9000)))
    d.t('\n\n')
    d.t(rng.choice(['Investigations:', 'Results:', 'Bloods and imaging:']) + ' ')
    d.t('HCV RNA %s IU/mL (log10 %s), genotype %s. ALT %d U/L, AST %d U/L, platelets %d x10^9/L, '
        'bilirubin %d umol/L, albumin %d g/L, INR %s, eGFR %s. APRI %s, FIB-4 %s. '
        % (c['rna'], c['rna_log'], c['gt'], c['alt'], c['ast'], c['plt'], c['bili'], c['alb'],
           c['inr'], c['egfr'], c['apri'], c['fib4']))
    d.f('FibroScan on {fs:short}: median %s kPa, IQR/med %d%%, CAP %d dB/m. ' % (c['lsm'], c['iqr'], c['cap']),
        fs=rd(d, -rng.randrange(0, 30)))
    d.t('HBsAg negative, anti-HBc negative, HIV negative. ')
    if rng.random() < 0.5:
        d.t(rng.choice(clin.HARD_NEG_LINES) + ' ')
    d.t('\n\n')
    dd = clin.ddis(rng, c['brand'])
    d.t('Medications: ')
    if dd:
        d.t('; '.join(a for a, _ in dd) + '. Interaction check (Liverpool HEP iChart): ' +
            '; '.join('%s - %s' % (a, b) for a, b in dd) + '.')
    else:
        d.t('nil regular' + (' apart from OST' if 'not on' not in c['ost'] else '') +
            '. No significant drug-drug interactions on the Liverpool HEP iChart.')
    d.t('\n\n')
    k = rng.randrange(3)
    if k == 0:
        d.f('Socially {he} lives at {hostel} and is in touch with {oth}, {his} {oth.role}. ')
    elif k == 1:
        d.f('{He} lives with {his} {fam.rel} in {city} and works for {employer}. ')
    else:
        d.f('{He} is currently of no fixed abode and sleeps in {his} car (registration {plate}) near {lm}. ',
            lm=Phi(rng.choice(['Central Library', 'Market Hall', 'Corn Exchange', 'Riverside Retail Park']), 'LOCATION_OTHER'))
    d.f('{He} drinks ' + rng.choice(['no alcohol', 'about 10 units per week', 'heavily at weekends (AUDIT-C 9)',
                                      'occasionally']) + ' and smokes ' + rng.choice(['10 cigarettes a day', 'cannabis', 'nothing']) + '.\n\n')
    adv = 'safer injecting advice' if 'inject' in c['route'] else rng.choice(['how to avoid reinfection', 'alcohol reduction', 'testing of close contacts'])
    d.f('We discussed treatment with ' + c['brand'] + ', the importance of adherence, reinfection risk and ' + adv + '. {He} is keen to start and would like the tablets dispensed ' +
        rng.choice(['weekly with {his} OST at {pharmacy}', 'monthly from {pharmacy}',
                    'via the outreach nurse at {dsvc}', 'from the hospital outpatient pharmacy']) +
        '. Provisional start date {start:long}; I will review {him} with end-of-treatment bloods after {fu:long}.\n\n',
        start=start, fu=fu)


def hbv_body(rng, d):
    v = d.v
    c = clin.hbv(rng, v['age_n'])
    dx = rd(d, -rng.randrange(300, 7000))
    d.t('Diagnosis:\n1. Chronic hepatitis B - %s\n2. Liver stiffness %s kPa\n' % (c['phase'], c['lsm']))
    d.t('3. Treatment: %s\n\n' % c['tx'])
    d.f('Dear Dr {gp.last},\n\n' if v['cc'] not in ('US', 'CA') else 'Dear Dr. {gp.last}:\n\n')
    d.f('Thank you for referring this {age}-year-old {man}, originally from {cob}, who was found to be HBsAg positive ')
    d.f(rng.choice(['at antenatal screening', 'on new-entrant screening', 'when donating blood',
                    'at a community testing day at {church}', 'on a routine insurance medical']) + ' in {dx:y}. ', dx=dx)
    if v['abroad'] and rng.random() < 0.6:
        d.f('A {lang} interpreter ({interp}) was present throughout. ')
    d.f('{He} works as a {prof}' + rng.choice([' at {employer}', '', ' for {employer}']) + '. ')
    d.t('There is a family history of liver disease: ' + rng.choice([
        'mother died of liver cancer', 'an uncle had cirrhosis', 'no known family history',
        'two siblings are HBsAg positive']) + '.\n\n')
    d.t('Results: HBsAg positive, HBeAg %s, anti-HBe %s, HBV DNA %s, qHBsAg %s, ALT %d U/L (ULN %d), '
        'AFP %s kU/L, platelets %d. %s, %s, %s, %s. PAGE-B score %d.\n'
        % (c['eag'], c['antie'], c['dna'], c['qhbsag'], c['alt'], c['uln'], c['afp'], c['plt'],
           c['delta'], c['hiv'], c['hcv'], c['hav'], c['pageb']))
    d.f('Ultrasound ({us:med}): ' + c['us'] + '.\n\n', us=rd(d, -rng.randrange(3, 60)))
    if c['treated']:
        d.t('I have continued %s. Renal function and phosphate are satisfactory. ' % c['tx'])
    else:
        d.t('Treatment is not indicated at present by EASL 2017 criteria; we will monitor HBV DNA and ALT. ')
    d.f('{He} should continue six-monthly ultrasound and AFP surveillance. I have asked that {his} {fam.rel} '
        '{fam} and any children are offered testing and vaccination at {gpprac}.\n\n')


def clinic_letter(rng, d):
    letterhead(rng, d)
    k = rng.randrange(3)
    if k == 0:
        d.f('Date: {visit:long}\n')
    elif k == 1:
        d.f('Clinic date: {visit}   Typed: {typed}\n', typed=rd(d, rng.randrange(1, 6)))
    else:
        d.f('{visit:wd}\n')
    d.f('Our ref: {cons.ini}/{typist}/{mrn}\n\n')
    recipient(rng, d)
    re_line(rng, d)
    if rng.random() < 0.7:
        hcv_body(rng, d)
    else:
        hbv_body(rng, d)
    if rng.random() < 0.5:
        d.f('If there are any questions please contact {cns}, our nurse specialist, on {clin.ext} or bleep {bleep}.\n\n')
    signoff(rng, d)
    cc_block(rng, d)


def svr12_note(rng, d):
    v = d.v
    c = clin.hcv(rng, v['cc'], v['age_n'])
    svr = v['visit']
    eot = svr - datetime.timedelta(days=rng.randrange(84, 110))
    start = eot - datetime.timedelta(days=7 * c['weeks'])
    outcome = rng.random()
    k = rng.randrange(2)
    if k == 0:
        d.t(rng.choice(['SVR12 OUTCOME', 'Hepatitis C - SVR12 review', 'POST-TREATMENT (SVR12) REVIEW']) + '\n')
        d.f('{liverunit}, {hosp}\n')
        d.f('Patient: {pt.LF}   DOB {dob}   {natl}: {natid}\n')
        d.f('Seen by: {cns}, CNS    Date: {visit}    Mode: ' + rng.choice(['clinic', 'telephone', 'outreach at {dsvc}']) + '\n\n')
    else:
        d.f('{visit:wdn} - Hep C nurse note ({cns.fl})\n')
        d.f('{pt} {age}{sex}  {natl} {natid}\n\n')
    d.t('Treatment: %s, %d weeks\n' % (c['reg'], c['weeks']))
    d.f('Start {start}  ->  EOT {eot}\n', start=start, eot=eot)
    d.t('Genotype %s, baseline VL %s IU/mL, fibrosis %s (LSM %s kPa)\n' % (c['gt'], c['rna'], c['stage'], c['lsm']))
    if rng.random() < 0.35:
        d.t(rng.choice(clin.HARD_NEG_LINES) + '\n')
    d.t('Adherence: ' + rng.choice(['no missed doses reported', 'missed 2 doses in week 5 (lost tablets)',
                                     'DOT with OST - 100% of doses observed', 'missed approx 4 doses overall']) + '\n\n')
    if outcome < 0.8:
        d.f('HCV RNA {svr:med} (specimen {spec1}): NOT DETECTED (<15 IU/mL). SVR12 ACHIEVED.\n', svr=svr)
        d.f('ALT %d U/L (normalised).\n\n' % rng.randrange(12, 38))
        d.f('Discussed result with {pt.first}' + rng.choice(['', ' and {his} {fam.rel} {fam.first}']) + '. ')
        d.t(rng.choice(['Very pleased. ', 'Pt emotional, says this is the first thing that has gone right in years. ', '']))
        d.t('Explained that antibody will stay positive lifelong and a future test needs HCV RNA. ')
        d.t('Reinfection prevention: clean equipment, no sharing of spoons/filters/water, NSP details given.\n')
        if c['cirr']:
            d.f('F4 - remains under hepatology for 6-monthly HCC surveillance; next US due {nus:my}.\n', nus=rd(d, 180))
        else:
            d.f('F0-F3 - discharge to {gpw} ({gpprac}) with advice for annual HCV RNA if ongoing risk.\n')
    elif outcome < 0.92:
        d.f('HCV RNA {svr:med} (specimen {spec1}): DETECTED, 84,000 IU/mL. Genotype ' + c['gt'] + '.\n', svr=svr)
        d.t('Possible relapse vs reinfection - sequencing requested to compare with baseline.\n')
        d.f('Will discuss at MDT and consider retreatment with Vosevi. Contacted {pt.first} on {mob}.\n\n')
    else:
        d.f('SVR12 bloods not done - did not attend {a:short} and {b:short}. ', a=rd(d, -21), b=rd(d, -7))
        d.f('Left message on {mob}; letter sent to {addr}. Outreach worker {peer} to try at {dsvc}.\n\n')
    d.f('Registry updated (ID {approval}). Letter to {gpw} {gp} ({gpprac.fax} fax).\n')
    d.f('{cns}, ' + rng.choice(['Hepatitis C Nurse Specialist', 'CNS Viral Hepatitis', 'Clinical Nurse Specialist']) + '  {cns.licl} {cns.lic}\n')
    if rng.random() < 0.5:
        d.f('Electronically signed {visit} by user {cns.user}\n')


def reengage_letter(rng, d):
    v = d.v
    letterhead(rng, d)
    d.f('{visit:long}\n\n')
    d.f('{pt.title} {pt}\n{addr_ml}\n\n')
    d.f('{natl}: {natid}\n\n')
    d.f(rng.choice(['Dear {pt.title} {pt.last},\n\n', 'Dear {pt.first},\n\n']))
    last = rd(d, -rng.randrange(30, 400))
    k = rng.randrange(3)
    if k == 0:
        d.f('We are sorry that you were not able to come to your appointment on {a:wd}. ', a=rd(d, -rng.randrange(5, 30)))
    elif k == 1:
        d.f('We have not been able to reach you since we last saw you on {a:long}. ', a=last)
    else:
        d.f('We are writing to everyone who has had a positive hepatitis C test at {dsvc} but has not yet had treatment. ')
    d.t('Hepatitis C can now be cured in most people with ' + rng.choice(['8 to 12 weeks of tablets', 'a short course of tablets (no injections)',
                                                                           'one tablet a day for 12 weeks']) +
        ', with very few side effects. You do not need to stop using or drinking to have treatment.\n\n')
    d.f('Please get in touch with {cns.first}, ' + rng.choice(['our hepatitis nurse', 'the viral hepatitis nurse specialist',
                                                                 'the liver nurse']) +
        ', on {clin.tel} or text {cnsmob}. You can also email {clin.email} or book online at {clin.url}.',
        cnsmob=Phi(ident.phone(rng, v['cc'], v['area'], 'mob'), 'PHONE'))
    if rng.random() < 0.6:
        d.f(' Our outreach van (registration {plate}) is at {dsvc} on Tuesday mornings and at {hostel} on Thursdays.')
    d.t('\n\n')
    if v['abroad']:
        d.f('If you would like an interpreter in %s, please let us know and we will arrange one.\n\n' % v['lang'])
    d.t('If you have moved, or have already been treated elsewhere, please let us know so we can update our records.\n\n')
    d.t(rng.choice(['Yours sincerely,\n\n', 'Best wishes,\n\n', 'Kind regards,\n\n']))
    d.f('{cns}\n' + rng.choice(['Hepatitis C Nurse Specialist', 'Clinical Nurse Specialist, Viral Hepatitis', 'BBV Nurse']) + '\n')
    d.f('on behalf of {cons.title} {cons}\n\n')
    d.f('cc: {gp}, {gpprac}\n')
    d.t('---\nAdmin: ')
    d.f('letter posted {visit:short} by {admin}; SMS reminder to {mob}' + rng.choice(['', ' (no answer on {tel})']) + '. ')
    d.f('Last HCV RNA {last} detected. Attempt ' + str(rng.randrange(2, 5)) + ' of engagement pathway.\n', last=last)


GENRES = {
    'hepatology clinic letter': (clinic_letter, (19, 82)),
    'SVR12 outcome note': (svr12_note, (21, 76)),
    're-engagement letter': (reengage_letter, (20, 70)),
}
