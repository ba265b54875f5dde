"""Clinical facts for viral hepatitis notes (no PHI in here: values, drugs,
scores, devices and guideline names are the hard negatives of the set)."""

import math


def comma(n):
    return '{:,}'.format(int(n))


def hcv(rng, cc, age):
    c = {}
    c['gt'] = rng.choice(['1a', '1a', '1b', '2', '3a', '3a', '3', '4', '6', '1', '2b'])
    lg = rng.uniform(3.2, 7.1)
    c['rna_log'] = '%.1f' % lg
    c['rna'] = comma(round(10 ** lg, -2 if lg > 4 else -1))
    r = rng.random()
    if r < 0.55:
        lsm = rng.uniform(3.8, 7.0)
    elif r < 0.75:
        lsm = rng.uniform(7.1, 9.4)
    elif r < 0.87:
        lsm = rng.uniform(9.5, 12.4)
    else:
        lsm = rng.uniform(12.5, 48.0)
    c['lsm'] = '%.1f' % lsm
    c['iqr'] = rng.randrange(5, 29)
    c['cap'] = rng.randrange(176, 352)
    c['stage'] = 'F0-F1' if lsm < 7.1 else 'F2' if lsm < 9.5 else 'F3' if lsm < 12.5 else 'F4'
    c['cirr'] = lsm >= 12.5
    c['alt'] = rng.randrange(14, 210)
    c['ast'] = max(12, int(c['alt'] * rng.uniform(0.5, 1.6)))
    c['plt'] = rng.randrange(72, 150) if c['cirr'] else rng.randrange(140, 390)
    c['bili'] = rng.randrange(4, 38)
    c['alb'] = rng.randrange(28, 47)
    c['inr'] = '%.1f' % rng.uniform(0.9, 1.4)
    c['egfr'] = rng.choice(['>90', '>90', '>60', str(rng.randrange(45, 90))])
    c['hb'] = rng.randrange(102, 168)
    c['apri'] = '%.2f' % ((c['ast'] / 40.0) / c['plt'] * 100)
    c['fib4'] = '%.2f' % (age * c['ast'] / (c['plt'] * math.sqrt(max(c['alt'], 1))))
    c['cp'] = rng.choice(['A5', 'A5', 'A6']) if c['cirr'] else ''
    c['meld'] = rng.randrange(6, 12)
    c['prior'] = rng.choice(['treatment naive'] * 7 + ['previously treated with pegylated interferon and ribavirin',
                                                        'relapsed after sofosbuvir/velpatasvir',
                                                        'reinfection after previous SVR'])
    c['naive'] = c['prior'] == 'treatment naive'
    c['route'] = rng.choice([
        'current injecting drug use (heroin, occasionally amphetamine)',
        'previous injecting drug use, abstinent for several years',
        'injecting drug use, currently on opioid substitution therapy',
        'unregulated tattoo', 'blood transfusion abroad', 'medical procedure abroad',
        'shared snorting equipment', 'unknown - no identified risk',
        'injecting performance and image enhancing drugs', 'sexual exposure (MSM, chemsex)'])
    c['ost'] = rng.choice(['methadone %d mg daily' % rng.randrange(30, 121, 5),
                           'buprenorphine %d mg daily' % rng.choice([8, 12, 16, 24]),
                           'depot buprenorphine (Buvidal) monthly', 'not on OST', 'not on OST',
                           'Suboxone %d mg/%d mg daily' % rng.choice([(8, 2), (16, 4), (12, 3)])])
    us = cc in ('US', 'CA')
    mav = 'Mavyret' if us else 'Maviret'
    regs = []
    if not c['naive'] and 'relapsed' in c['prior']:
        regs = [('sofosbuvir/velpatasvir/voxilaprevir (Vosevi) 400/100/100 mg once daily', 12, 'Vosevi')]
    else:
        regs = [('sofosbuvir/velpatasvir (Epclusa) 400/100 mg once daily', 12, 'Epclusa'),
                ('glecaprevir/pibrentasvir (%s) 100/40 mg, three tablets once daily with food' % mav, 8, mav)]
        if c['gt'].startswith('1') and not c['cirr']:
            regs.append(('ledipasvir/sofosbuvir (Harvoni) 90/400 mg once daily', 8, 'Harvoni'))
        if c['gt'] in ('1b', '4'):
            regs.append(('elbasvir/grazoprevir (Zepatier) 50/100 mg once daily', 12, 'Zepatier'))
    reg = rng.choice(regs)
    c['reg'], c['weeks'], c['brand'] = reg
    if c['cirr'] and c['brand'] == 'Epclusa' and c['gt'].startswith('3') and rng.random() < 0.5:
        c['reg'] += ' plus weight-based ribavirin'
    c['tabs'] = c['weeks'] * 7 * (3 if c['brand'] == mav else 1)
    c['packs'] = c['weeks'] // 4
    return c


DDI = [
    ('omeprazole 20 mg', 'PPI - take {brand} with food at least 4 hours before omeprazole; do not exceed 20 mg'),
    ('lansoprazole 30 mg', 'switch to omeprazole 20 mg or stop during treatment'),
    ('atorvastatin 40 mg', 'hold statin for the treatment course'),
    ('simvastatin 20 mg', 'stop for duration of DAA (contraindicated with glecaprevir/pibrentasvir)'),
    ('amiodarone 200 mg', 'CONTRAINDICATED with sofosbuvir - bradycardia risk; discussed with Cardiology'),
    ('carbamazepine 400 mg BD', 'strong inducer - do not coadminister; neurology asked to switch to levetiracetam'),
    ('combined oral contraceptive (ethinylestradiol)', 'ALT rise with glecaprevir - switch to progestogen-only pill'),
    ('St John\'s wort', 'stop - inducer, reduces DAA levels'),
    ('methadone', 'no clinically significant interaction'),
    ('buprenorphine', 'no dose adjustment needed'),
    ('quetiapine 100 mg nocte', 'monitor; no dose change'),
    ('Gaviscon / antacids', 'separate by 4 hours'),
    ('dabigatran 150 mg BD', 'potential increase in dabigatran levels - monitor for bleeding'),
    ('rifampicin (completed TB course last month)', 'strong inducer - wait 2 weeks after last dose before starting'),
    ('ranitidine 150 mg', 'H2 blocker - take simultaneously with DAA or 12 h apart'),
    ('salbutamol inhaler', 'no interaction expected'),
    ('sertraline 50 mg', 'no interaction expected'),
    ('pregabalin 150 mg BD', 'no interaction expected'),
    ('digoxin 125 mcg', 'monitor levels (P-gp)'),
    ('rosuvastatin 10 mg', 'limit to 5 mg during treatment'),
    ('ticagrelor 90 mg BD', 'avoid with glecaprevir/pibrentasvir'),
    ('diazepam 5 mg', 'no significant interaction'),
]


def ddis(rng, brand, n=None):
    n = n if n is not None else rng.choice([0, 1, 1, 2, 2, 3])
    picks = rng.sample(DDI, n)
    return [(a, b.replace('{brand}', brand)) for a, b in picks]


def hbv(rng, age):
    c = {}
    phase = rng.choice(['HBeAg-negative chronic infection', 'HBeAg-negative chronic infection',
                        'HBeAg-negative chronic hepatitis', 'HBeAg-positive chronic infection',
                        'HBeAg-positive chronic hepatitis', 'HBeAg-negative chronic hepatitis on treatment'])
    c['phase'] = phase
    c['eag'] = 'positive' if 'positive' in phase else 'negative'
    c['antie'] = 'negative' if c['eag'] == 'positive' else 'positive'
    treated = 'treatment' in phase or ('hepatitis' in phase and rng.random() < 0.7)
    c['treated'] = treated
    if treated:
        c['dna'] = rng.choice(['target not detected', '<10 IU/mL', '<20 IU/mL (detected, not quantifiable)', '14 IU/mL'])
        c['tx'] = rng.choice(['tenofovir disoproxil 245 mg once daily', 'entecavir 0.5 mg once daily',
                              'tenofovir alafenamide (Vemlidy) 25 mg once daily', 'entecavir 1 mg once daily'])
    else:
        c['dna'] = comma(rng.choice([rng.randrange(20, 2000), rng.randrange(200, 20000),
                                     rng.randrange(20000, 9000000)])) + ' IU/mL'
        c['tx'] = 'none - monitoring only'
    c['qhbsag'] = comma(rng.choice([rng.randrange(40, 1000), rng.randrange(1000, 40000)])) + ' IU/mL'
    c['alt'] = rng.randrange(12, 96)
    c['uln'] = rng.choice([33, 40, 35, 45])
    c['afp'] = '%.1f' % rng.uniform(1.2, 9.8)
    c['lsm'] = '%.1f' % rng.uniform(3.6, 14.5)
    c['plt'] = rng.randrange(120, 360)
    c['us'] = rng.choice([
        'normal liver size and echotexture, no focal lesion, spleen 10.8 cm',
        'mildly coarse echotexture, no focal liver lesion, portal vein patent with hepatopetal flow',
        'diffusely increased echogenicity in keeping with steatosis, no focal lesion',
        '9 mm hypoechoic lesion segment VI, indeterminate - multiphase MRI requested',
        'simple cyst segment II (12 mm), otherwise unremarkable',
        'nodular liver outline, spleen 13.4 cm, no FLL, no ascites',
        'limited views due to body habitus, no obvious focal lesion'])
    c['pageb'] = rng.randrange(6, 20)
    c['delta'] = rng.choice(['anti-HDV negative', 'anti-HDV negative', 'anti-HDV negative', 'anti-HDV not yet sent'])
    c['hiv'] = 'HIV Ag/Ab negative'
    c['hav'] = rng.choice(['HAV IgG positive (immune)', 'HAV IgG negative - vaccinate', 'HAV IgG positive'])
    c['hcv'] = rng.choice(['anti-HCV negative', 'anti-HCV negative', 'HCV antibody not detected'])
    return c


OUTREACH_TESTS = [
    ('OraQuick HCV antibody (oral fluid)', ['non-reactive', 'non-reactive', 'REACTIVE']),
    ('Xpert HCV VL Fingerstick', ['HCV RNA not detected', 'HCV RNA DETECTED', 'HCV RNA not detected', 'error - repeat']),
    ('DBS (HCV Ab, HCV RNA, HBsAg, HIV)', ['sent to lab', 'sent to lab']),
    ('Determine HBsAg 2 (finger prick)', ['negative', 'negative', 'POSITIVE']),
    ('venous bloods (BBV screen)', ['taken', 'declined - poor venous access', 'taken']),
]

SCORES_HARD_NEG = [
    'Child-Pugh', 'MELD', 'APRI', 'FIB-4', 'AUDIT-C', 'PAGE-B', 'West Haven grade 0',
    'Glasgow Coma Scale 15', 'BCLC stage 0', 'Baveno VII', 'Milan criteria', 'Lille score',
    'Maddrey discriminant function', 'Bristol stool chart type 4', 'Cockcroft-Gault',
]

HARD_NEG_LINES = [
    'Gilbert\'s syndrome considered given isolated unconjugated bilirubin rise.',
    'No stigmata of chronic liver disease; no Dupuytren\'s contracture, no palmar erythema.',
    'Murphy\'s sign negative. No caput medusae.',
    'Wilson\'s disease and haemochromatosis screen previously negative.',
    'Budd-Chiari excluded on Doppler ultrasound.',
    'Not for King\'s College criteria assessment - no acute liver failure.',
    'Glasgow Coma Scale 15, no asterixis (West Haven grade 0).',
    'Checked on the Liverpool HEP iChart - no interactions flagged with current meds.',
    'BCLC not applicable - no HCC.',
    'Kaplan-Meier estimates discussed only in general terms.',
    'Baveno VII criteria: LSM <15 kPa with platelets >150 - CSPH ruled out, no endoscopy needed.',
    'Bristol stool chart type 4, no melaena.',
    'Paddington Alcohol Test negative.',
    'Child-Pugh and MELD not calculated (no cirrhosis).',
    'Mallory-Denk bodies were not described on the previous biopsy report.',
    'Hepatitis Delta (HDV) antibody negative.',
    'Milan criteria not relevant at present.',
    'Epstein-Barr virus and CMV serology negative.',
]
