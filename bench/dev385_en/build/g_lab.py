"""Genres: urine drug screen result record; hepatitis C test and treat note."""
from core import pick, chance, digits, letters, hhmm, ipaddr, short_date, wd_date, shift
from ctx import nm, title, addr_inline, fd, ago, ahead
from blocks import (P, D, S, F, pt_ref, dr, staff_ref, svc_header, pt_block, gp_line, sign, audit,
                    dob_age, neg_public, t, OTHER_MEDS, hardneg)

ANALYTES = [
    # name, cut-off, key
    ('Opiates (morphine)', '300 ng/mL', 'opi'), ('6-MAM (heroin metabolite)', '10 ng/mL', 'mam'),
    ('Methadone', '300 ng/mL', 'mtd'), ('EDDP (methadone metabolite)', '100 ng/mL', 'eddp'),
    ('Buprenorphine', '5 ng/mL', 'bup'), ('Norbuprenorphine', '5 ng/mL', 'nbup'),
    ('Benzodiazepines', '200 ng/mL', 'bzd'), ('Cocaine metabolite (BZE)', '150 ng/mL', 'coc'),
    ('Amphetamines', '500 ng/mL', 'amp'), ('Cannabinoids (THC-COOH)', '50 ng/mL', 'thc'),
    ('Fentanyl / norfentanyl', '1 ng/mL', 'fen'), ('Pregabalin', '500 ng/mL', 'pgb'),
    ('Gabapentin', '2000 ng/mL', 'gbp'), ('Oxycodone', '100 ng/mL', 'oxy'), ('Tramadol', '200 ng/mL', 'trm'),
    ('Ketamine', '50 ng/mL', 'ket'), ('Xylazine', '10 ng/mL', 'xyl'), ('Ethyl glucuronide (EtG)', '500 ng/mL', 'etg'),
]


def uds_profile(rng):
    mtd = chance(rng, 0.6)
    pos = []
    if mtd:
        pos += ['mtd', 'eddp'] if chance(rng, 0.9) else ['mtd']
    else:
        pos += ['bup', 'nbup'] if chance(rng, 0.9) else ['bup']
    for k, p in [('opi', 0.35), ('bzd', 0.3), ('coc', 0.3), ('thc', 0.3), ('fen', 0.12), ('pgb', 0.12),
                 ('amp', 0.12), ('etg', 0.15), ('gbp', 0.08), ('xyl', 0.04)]:
        if chance(rng, p):
            pos.append(k)
    if 'opi' in pos and chance(rng, 0.6):
        pos.append('mam')
    return mtd, pos


def g_uds(rng, c, n):
    cc = c['country']
    lab_no = pick(rng, ['U', 'TX', 'L']) + str(c['d0'].year % 100) + '-' + digits(rng, 6)
    spec = digits(rng, 2) + letters(rng, 1) + digits(rng, 6)
    poc = chance(rng, 0.25)
    if poc:
        n.w((c['svc']['name'], 'HOSPITAL'), ' - point-of-care urine drug screen record\n')
        n.w('Cup: ', pick(rng, ['12-panel cup', 'multi-drug test cup (14 panel)', 'dip card, 10 panel']), '  lot ',
            (letters(rng, 3) + digits(rng, 6), 'IDNUM'), '  expiry ', '%02d/%d' % (rng.randrange(1, 13), c['d0'].year + 1), '\n')
    else:
        n.w((c['lab'], 'HOSPITAL'), '\n', pick(rng, ['Department of Clinical Biochemistry, ', 'Toxicology section, ', '']),
            (c['hosp'], 'HOSPITAL'), '\n')
        if chance(rng, 0.5):
            n.w('Lab enquiries ', (labphone(rng, c), 'PHONE'), '\n')
        n.t('URINE DRUG SCREEN - ' + pick(rng, ['FINAL REPORT', 'RESULT REPORT', 'CONFIRMED RESULT']) + '\n')
        n.w('Lab no: ', (lab_no, 'IDNUM'), '    Specimen ID: ', (spec, 'IDNUM'), '\n')
        if chance(rng, 0.5):
            n.w('Order no: ', ('ORD' + digits(rng, 7), 'IDNUM'), '    Encounter: ', ('E' + digits(rng, 8), 'ACCOUNT'), '\n')
    n.t('\n')
    n.w('Patient: ', P(nm(c['pt'], pick(rng, ['LF', 'lf', 'fl']))), '\n')
    n.w(*dob_age(rng, c))
    n.w('   Sex: ', c['pt']['sex'], '\n', c['term']['mrn'], ': ', (c['mrn'], 'MRN'))
    if chance(rng, 0.6):
        n.w('   ', c['hn'][0], ': ', (c['hn'][1], 'HEALTHPLAN'))
    n.t('\n')
    n.w('Requested by: ', dr(c['presc'], pick(rng, ['fl', 'fi'])), '   Location: ', (c['svc']['name'], 'HOSPITAL'), '\n')
    col = ago(rng, c, 1, 4) if not poc else c['d0']
    n.w('Collected: ', D(fd(c, col)), ' ', hhmm(rng, 8, 13), ' (', pick(rng, ['observed', 'unobserved', 'supervised by HCA']), ')')
    if not poc:
        n.w('   Received: ', D(fd(c, shift(col, pick(rng, [0, 1])))), ' ', hhmm(rng, 12, 18),
            '   Reported: ', D(fd(c, c['d0'])))
    n.t('\n')
    temp = rng.randrange(320, 370) / 10.0
    n.t('Specimen validity: temp %.1f C, creatinine %.1f mmol/L, pH %.1f, SG 1.0%02d%s\n\n' % (
        temp, rng.randrange(15, 220) / 10.0, rng.randrange(45, 80) / 10.0, rng.randrange(3, 30),
        ' - DILUTE, interpret with caution' if chance(rng, 0.1) else ''))
    mtd, pos = uds_profile(rng)
    n.t('Analyte | Result | Cut-off | Method\n')
    panel = [a for a in ANALYTES if a[2] in pos or chance(rng, 0.55)]
    for name, cut, key in panel:
        res = 'POSITIVE' if key in pos else 'Negative'
        if key in pos and not poc and chance(rng, 0.5):
            res += ' (%d ng/mL)' % rng.randrange(20, 9000)
        n.t('%s | %s | %s | %s\n' % (name, res, cut, 'POC immunoassay' if poc else pick(rng, ['EIA', 'EIA', 'LC-MS/MS'])))
    n.t('\nComment: ')
    if mtd and 'eddp' in pos:
        n.t('EDDP present - consistent with methadone ingestion. ')
    elif mtd:
        n.t('Methadone detected WITHOUT EDDP - possible adulteration (spiking); suggest observed repeat. ')
    elif 'nbup' in pos:
        n.t('Buprenorphine with norbuprenorphine - consistent with SL use. ')
    else:
        n.t('Buprenorphine without metabolite - possible spiking; recommend repeat. ')
    if 'mam' in pos:
        n.t('6-MAM confirms recent heroin use (within ~24h). ')
    if 'fen' in pos:
        n.t('Fentanyl detected - advise naloxone and OD risk discussion. ')
    if 'xyl' in pos:
        n.t('Xylazine detected - wound check advised. ')
    n.t('\n')
    if poc:
        n.w('Tested by ', S(nm(c['kw'], 'fl')), ' at ', hhmm(rng), ' in ', pick(rng, ['clinic room ', 'toilet ', 'room ']),
            (str(rng.randrange(1, 9)), 'LOCATION_OTHER'), '. Discussed with ', pt_ref(rng, c, False), ': ',
            pick(rng, ['agrees with result', 'disputes benzo result - "only diazepam from GP"', 'admits using on top at the weekend',
                       'says "must be the poppy seed bagel"']), '.\n')
        if chance(rng, 0.5):
            n.w('Sample sent for confirmation, lab no ', (lab_no, 'IDNUM'), '.\n')
    else:
        a = staff_person(rng, c)
        n.w('Authorised: ', S(nm(a, pick(rng, ['fl', 'fi']))), ', ', pick(rng, ['Clinical Scientist', 'Principal Biochemist',
                                                                                  'Biomedical Scientist', 'Consultant Chemical Pathologist']),
            ' ', D(fd(c, c['d0'])), ' ', hhmm(rng, 9, 19), '\n')
        if chance(rng, 0.6):
            n.w('Analyser: ', pick(rng, ['Cobas c 503', 'Architect c8000', 'Indiko Plus', 'Xevo TQ-S']), ' SN ',
                (letters(rng, 1) + digits(rng, 7), 'DEVICE'), '\n')
        n.w('Copy to: ', dr(c['gp'], 'fi'), ', ', (c['gp']['practice'], 'HOSPITAL'), '\n')
    if chance(rng, 0.35):
        n.w('Result viewed by ', (c['presc']['user'], 'USERNAME'), ' ', D(fd(c, c['d0'])), ' from ', (ipaddr(rng), 'IPADDR'), '\n')


def labphone(rng, c):
    from core import phone
    return phone(rng, c['country'], c['dial']) + pick(rng, ['', ' ext. 4%s' % digits(rng, 3)])


def staff_person(rng, c):
    from ctx import person
    return person(rng, c['country'])


# ---------------------------------------------------------------- HCV test and treat

def g_hcv(rng, c, n):
    cc = c['country']
    nurse = c['nurse']
    svc_header(n, rng, c, contacts=chance(rng, 0.5))
    n.t(pick(rng, ['HEPATITIS C TEST & TREAT', 'HCV Test and Treat - clinic note', 'Hep C pathway: test and treat',
                   'BBV CLINIC - HEPATITIS C']) + '\n')
    n.w('Date: ', D(fd(c, c['d0'])), '   Clinician: ', S(nm(nurse, 'fl')), ', ', nurse['role'], '\n\n')
    pt_block(n, rng, c, extra=chance(rng, 0.6))
    n.t('\nRisk: ')
    if chance(rng, 0.3):
        n.w('past IDU (last injected ', D(str(ago(rng, c, 400, 3000).year)), ')')
    else:
        n.t(pick(rng, ['current IV drug use', 'shared straws/notes', 'tattoo in prison', 'partner HCV RNA+']))
    n.t('. ' + c['term']['ost'] + ' with this service.\n')
    stage = rng.randrange(3)
    n.t('\nTESTING\n')
    n.w('- POC HCV Ab (OraQuick): ', pick(rng, ['reactive', 'REACTIVE', 'reactive (faint line)']), '\n')
    n.w('- ', 'Baseline ' if stage else '', 'GeneXpert HCV VL Fingerstick: ', pick(rng, ['DETECTED', 'detected', 'detected (quantified)']), ' - cartridge lot ',
        (digits(rng, 5), 'IDNUM'), ', analyser SN ', (digits(rng, 6), 'DEVICE'), '\n')
    n.w('- DBS sent to ', (c['lab'], 'HOSPITAL'), ', lab no ', ('DBS' + digits(rng, 7), 'IDNUM'), ' (', D(fd(c, ago(rng, c, 10, 40))), ')\n')
    rna = rng.randrange(10, 70) / 10.0 + 3
    gt = pick(rng, ['1a', '1b', '3a', '3a', '2', '4', 'not done (pangenotypic)'])
    n.t('HCV RNA %s IU/mL (log %.2f). Genotype %s.\n' % ('{:,}'.format(int(10 ** rna)), rna, gt))
    n.t('\nFIBROSIS / BLOODS\n')
    kpa = rng.randrange(38, 220) / 10.0
    n.w('FibroScan (SN ', ('F' + digits(rng, 5), 'DEVICE'), '): LSM %.1f kPa, IQR/med %d%%, CAP %d dB/m' % (
        kpa, rng.randrange(5, 30), rng.randrange(180, 330)), '\n')
    n.t('ALT %d, AST %d, Plt %d, Bili %d, Alb %d, INR %.1f, eGFR %s. APRI %.2f, FIB-4 %.2f.\n' % (
        rng.randrange(18, 220), rng.randrange(18, 180), rng.randrange(60, 380), rng.randrange(4, 40),
        rng.randrange(28, 47), rng.randrange(9, 14) / 10.0, pick(rng, ['>90', '78', '64', '>90']),
        rng.randrange(2, 30) / 10.0, rng.randrange(5, 40) / 10.0))
    n.t('HBsAg neg, anti-HBc %s, anti-HBs %s; HIV Ag/Ab neg; syphilis EIA neg.\n' % (
        pick(rng, ['neg', 'pos (past infection)']), pick(rng, ['<10 - start HBV vaccine (Engerix B)', '>100', '45'])))
    if chance(rng, 0.5):
        n.t(hardneg(rng, c, 1) + '\n')
    if kpa >= 12.5:
        n.t('LSM >12.5 kPa - ?cirrhosis: needs Child-Pugh, USS + AFP 6-monthly (HCC surveillance).\n')
    n.t('\nINTERACTIONS\n')
    regimen = pick(rng, ['Maviret (glecaprevir/pibrentasvir) 3 tabs OD with food x 8/52',
                         'Epclusa (sofosbuvir/velpatasvir) 1 tab OD x 12/52',
                         'Epclusa 1 tab OD x 12 weeks', 'Maviret 3 tabs OD x 8 weeks'])
    meds = rng.sample(OTHER_MEDS, 2)
    n.t('Checked vs ' + ', '.join(meds) + ' and OST: ' + pick(rng, [
        'no clinically significant interaction with methadone/buprenorphine.',
        'omeprazole - stop or limit to 20mg with Epclusa.', 'no dose adjustment needed.']) + '\n')
    n.t('\nMDT / PLAN\n')
    n.w('Discussed at ODN MDT ', D(fd(c, ago(rng, c, 1, 20))), ' with ', dr(c['hep'], pick(rng, ['fl', 'fi'])),
        ' (', c['hep']['role'], ', ', (c['hosp'], 'HOSPITAL'), ')')
    if chance(rng, 0.4):
        n.w('; hepatology SpR ', pick(rng, ['bleep ', 'pager ']), (pick(rng, ['555', '555-']) + digits(rng, pick(rng, [1, 2, 4])), 'PHONE'))
    n.t('.\n')
    if stage == 0:
        n.w('Approved: ', regimen, '. Start ', D(fd(c, ahead(rng, c, 2, 14))), '.\n')
    elif stage == 1:
        n.w('Started ', regimen, ' on ', D(fd(c, ago(rng, c, 20, 60))), '; week ', str(rng.randrange(3, 8)),
            ' review today - ', pick(rng, ['no missed doses', 'missed 2 doses (lost bag)', 'mild headache only',
                                          'nausea, settling']), '.\n')
    else:
        n.w('Completed treatment ', D(fd(c, ago(rng, c, 84, 120))), '. SVR12 bloods today - ',
            pick(rng, ['RNA not detected: CURED', 'RNA not detected', 'RNA DETECTED - ?relapse vs reinfection, repeat + genotype']), '.\n')
    n.w('Dispensing: weekly blister with OST via ', (c['pharm']['name'], 'HOSPITAL'), '; pharmacist ',
        S(nm(c['pharm']['ph'], 'fl')), ' aware.\n')
    if cc == 'US':
        n.w('Prior auth approved, ref ', ('PA' + digits(rng, 9), 'IDNUM'), '; ', c['hn'][0], ' ', (c['hn'][1], 'HEALTHPLAN'), '.\n')
    elif cc == 'AU':
        n.w('PBS authority approval no. ', (digits(rng, 8), 'IDNUM'), '.\n')
    else:
        n.w('Treatment registry ID ', (pick(rng, ['HCV-', 'TR', 'ODN/']) + digits(rng, 6), 'IDNUM'), '.\n')
    n.t('Reinfection / harm reduction advice given; ' + c['term']['nsp'] + ' supplies offered. ')
    n.w('SVR12 due ', D(fd(c, ahead(rng, c, 100, 180))), '.\n')
    if chance(rng, 0.5):
        n.w('Results to be texted to ', (c['mob'], 'PHONE'), ' (consent given).\n')
    sign(n, rng, c, 'nurse')
    if chance(rng, 0.35):
        audit(n, rng, c, 'nurse')
