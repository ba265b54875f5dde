"""Genres: skin cancer MDT outcome; dermoscopy and mole-mapping report."""
import fake
import clinical
from core import Note, P
from common import pt_block, age_phrase, prof_phrase, capfirst

MDT_NAME = {
    'UK': ['Specialist Skin Cancer MDT (SSMDT)', 'Local Skin Cancer MDT (LSMDT)', 'Skin Cancer MDT'],
    'IE': ['Skin Cancer MDM', 'Melanoma Multidisciplinary Meeting'],
    'AU': ['Melanoma MDM', 'Skin Cancer Multidisciplinary Meeting', 'Melanoma & Skin Cancer MDT'],
    'NZ': ['Melanoma MDM', 'Skin Cancer Multidisciplinary Meeting'],
    'US': ['Cutaneous Oncology Tumor Board', 'Melanoma Tumor Board'],
    'CA': ['Melanoma Multidisciplinary Cancer Conference (MCC)', 'Cutaneous Site Group Tumour Board'],
}

REASONS = ['New diagnosis invasive melanoma - for staging and definitive management',
           'Histology review following WLE +/- SLNB', 'SLNB result - for discussion of adjuvant therapy',
           'Surveillance imaging - ?new nodal disease', 'Review of excision histology and margins',
           'Suspected in-transit recurrence', 'Request for second opinion on pathology (atypical melanocytic lesion)']


def _attendees(n, c):
    rng = c.rng
    rows = [(c.derm, 'Dermatology'), (c.plast, 'Plastic Surgery'), (c.path, 'Histopathology'),
            (c.onc, 'Medical Oncology'), (c.rad, 'Radiology'), (c.cns, 'CNS'), (c.coord, 'MDT Co-ordinator')]
    if rng.random() < 0.5:
        rows.insert(4, (c.reg, 'Plastics registrar'))
    v = rng.randrange(3)
    if v == 0:
        n.ln('Core members present:')
        for p, role in rows:
            n.ln('  {} ({})', p.t('il' if rng.random() < 0.6 else 'fl'), role)
    elif v == 1:
        n.f('Present: ')
        for i, (p, role) in enumerate(rows):
            n.f('{}{} - {}', ', ' if i else '', p.t('il2'), role)
        n.blank()
    else:
        n.ln('Attendance: quorate ({} core members)', str(len(rows)))
        n.ln('Chair: {}   Pathology: {}   Radiology: {}', c.derm.t('il'), c.path.t('il'), c.rad.t('il'))


def mdt_outcome(rng, c):
    n = Note('mdt_outcome', c.C, c)
    les = c.les
    mname = rng.choice(MDT_NAME[c.C])
    lab = fake.accession(rng, c.date.year, rng.choice(['H', 'S', 'D']))
    mdtref = rng.choice(['SMDT-%02d-%s' % (c.date.year % 100, fake.dg(rng, 4)), 'MDM%s' % fake.dg(rng, 6),
                         'TB-%d-%s' % (c.date.year, fake.dg(rng, 3))])
    exc = c.days(-rng.randrange(14, 40))
    rep = fake.add_days(exc, rng.randrange(5, 12))
    if rng.random() < 0.5:
        n.ln('{} OUTCOME FORM', mname.upper())
        n.ln('{}', P(c.hosp, 'HOSPITAL'))
    else:
        n.ln('{} - {}', P(c.hosp, 'HOSPITAL'), mname)
        n.ln('MDT OUTCOME')
    n.ln('Meeting date: {}    MDT ref: {}    Case {} of {}', c.D(c.date, rng.choice(['num', 'wd', 'med'])),
         P(mdtref, 'IDNUM'), str(rng.randrange(1, 20)), str(rng.randrange(20, 34)))
    n.blank()
    pt_block(n, c)
    if rng.random() < 0.5:
        n.ln('Address: {}', c.addr_lines(', '))
    n.ln('Referring clinician: {}, {}', c.gp.t('il'), P(c.practice, 'HOSPITAL'))
    if rng.random() < 0.5:
        n.ln('Responsible consultant: {} ({})', c.plast.t('fl'), rng.choice(['Plastics', 'Plastic Surgery']))
    else:
        n.ln('Responsible consultant: {} ({})', c.derm.t('fl'), rng.choice(['Dermatology', 'Derm']))
    if rng.random() < 0.4 and c.C == 'UK':
        n.ln('Cancer pathway: 62-day   Referral received: {}   Breach date: {}', c.D(c.days(-45)),
             c.D(c.days(17)))
    n.blank()
    _attendees(n, c)
    n.blank()
    n.ln('Reason for discussion: {}', rng.choice(REASONS))
    n.blank()
    n.ln(rng.choice(['Clinical summary:', 'History:', 'CLINICAL DETAILS']))
    n.f('{}. ', age_phrase(c, cap=True))
    n.f('{}. ', rng.choice(clinical.RISK))
    if rng.random() < 0.7:
        n.f('{}; ', capfirst(prof_phrase(c)))
        n.f('{}. ', rng.choice(['long history of outdoor work', 'mostly indoor work', 'keen golfer and sailor',
                                ['grew up in ', rng.choice([P('Queensland', 'STATE'), P('Durban', 'CITY'),
                                                            P('Perth', 'CITY'), P('Florida', 'STATE')])],
                                'grew up on a farm', 'plays lawn bowls 3x/week']))
    if rng.random() < 0.35:
        n.f('Lived in {} until age {}. ', P(c.world, 'COUNTRY'), P(str(rng.randrange(8, 30)), 'AGE'))
    n.f('Presented to GP with {} pigmented lesion on the {} ({}), noticed by {} {} {}. ',
        rng.choice(['a changing', 'a new', 'a bleeding', 'an itchy, enlarging', 'a darkening']), les['site'],
        les['size'], c.his, c.nok.rel, c.nok.n('f'))
    n.f('{} biopsy on {}', rng.choice(['Excision', 'Narrow excision', 'Punch', 'Shave']), c.D(exc))
    n.f(' at {}.', P(rng.choice([c.practice, c.clinic, c.hosp2]), 'HOSPITAL'))
    n.blank()
    pmh = rng.sample(clinical.PMH, rng.randrange(1, 4))
    n.ln('PMH: {}.  Allergies: {}.  ECOG {}.', '; '.join(pmh), rng.choice(clinical.ALLERGIES), str(rng.choice([0, 0, 1, 1, 2])))
    n.blank()
    n.ln('Histology ({}, reported {}):', P(lab, 'IDNUM'), c.D(rep))
    n.ln('  {}', clinical.short_path(les))
    if not les['insitu']:
        n.ln('  Peripheral margin {} mm, deep margin {} mm. LVI {}. Microsatellites {}. TILs {}.',
             str(les['pm']), str(les['dm']), les['lvi'], les['microsat'], les['tils'])
    if les['npos'] or rng.random() < 0.3:
        n.ln('  {}', les['braf'])
    n.blank()
    shown = les['slnb_offered'] and (les['npos'] > 0 or rng.random() < 0.5)
    if shown:
        slnd = c.days(-rng.randrange(7, 20))
        n.ln('SLNB {} ({}): {}/{} nodes positive{}', c.D(slnd), les['basin'], str(les['npos']), str(les['nodes']),
             (', max deposit %s mm, subcapsular' % les['deposit']) if les['npos'] else '')
    if not les['insitu'] and (les['npos'] or les['breslow'] >= 1.0) and rng.random() < 0.7:
        acc = 'RAD%s' % fake.dg(rng, 8)
        n.ln('Imaging: {} {} (acc {}): {}', rng.choice(['CT CAP', 'PET-CT', 'CT neck/chest/abdo/pelvis', 'MRI brain']),
             c.D(c.days(-rng.randrange(3, 15))), P(acc, 'IDNUM'),
             rng.choice(['no evidence of metastatic disease', 'indeterminate 4 mm RLL nodule - for interval CT',
                         'no nodal or distant disease; incidental hepatic cyst', 'FDG-avid left axillary node 11 mm',
                         'no intracranial metastases']))
    n.blank()
    if shown:
        n.ln('Stage (AJCC 8th ed): {} {} M0 - stage {}', les['T'], les['N'], les['stage'])
    else:
        n.ln('Stage (AJCC 8th ed): {} cN0 M0 - clinical stage {}{}', les['T'], les['stage'],
             ' (SLNB pending)' if les['slnb_offered'] else '')
    n.blank()
    n.ln(rng.choice(['MDT OUTCOME / RECOMMENDATIONS:', 'Outcome:', 'Agreed plan:', 'RECOMMENDATION']))
    recs = []
    if les['insitu']:
        recs.append('WLE with %s margins (%s)' % (les['wle'], rng.choice(['Derm surgery list', 'Plastics', 'GP with special interest'])))
        recs.append('Discharge to GP/self-skin-check after WLE if margins clear; annual skin check')
    elif les['stage'].startswith('III'):
        recs.append('Refer Medical Oncology for adjuvant systemic therapy discussion (anti-PD-1 or BRAF/MEK)')
        recs.append('Baseline CT CAP + MRI brain, LDH')
        recs.append('Nodal surveillance with USS (completion lymphadenectomy not recommended per MSLT-II)')
    elif shown:
        recs.append('WLE margins clear, SLNB negative - no further surgery')
        if les['stage'] in ('IIB', 'IIC'):
            recs.append('Discuss adjuvant pembrolizumab with Oncology (stage IIB/C)')
        recs.append('Follow-up per guideline, stage %s schedule' % les['stage'])
    else:
        recs.append('WLE %s margins' % les['wle'] + (' + SLNB (%s)' % les['basin'] if les['slnb_offered'] else ''))
        if les['stage'] in ('IIB', 'IIC'):
            recs.append('Discuss adjuvant pembrolizumab with Oncology (stage IIB/C)')
        recs.append('Follow-up per guideline, stage %s schedule' % les['stage'])
    if rng.random() < 0.4:
        recs.append('Check for clinical trial eligibility (research nurse)')
    if rng.random() < 0.4:
        recs.append('Genetic referral not indicated' if rng.random() < 0.6 else 'Refer Clinical Genetics (3 primaries / FHx)')
    for i, r in enumerate(recs):
        n.ln('{}. {}', str(i + 1), r)
    n.blank()
    clin_date = c.days(rng.randrange(3, 12))
    n.ln('Patient to be informed by {} in clinic on {}.', c.plast.t('il') if rng.random() < 0.5 else c.derm.t('il'),
         c.D(clin_date, rng.choice([None, 'wd'])))
    n.ln('Key worker: {}, {} ({})', c.cns.n('fl'), rng.choice(['Skin CNS', 'CNS', 'Melanoma Nurse', 'Nurse Navigator']),
         P(fake.phone(rng, c.C, c.harea), 'PHONE'))
    if rng.random() < 0.5:
        n.ln('GP informed via letter; copy to {}.', c.gp.t('il'))
    n.blank()
    n.ln('Outcome recorded by: {} ({}) {} {}', c.coord.n('fl'), rng.choice(['MDT Coordinator', 'MDM coordinator', 'Tumor Board coordinator']),
         c.D(c.date, 'num'), '%02d:%02d' % (rng.randrange(12, 18), rng.randrange(60)))
    if rng.random() < 0.5:
        n.ln('Next MDT: {}', c.D(c.days(7), 'num'))
    return n


SYSTEMS = ['FotoFinder ATBM master (Bodystudio)', 'Vectra WB360 (3D TBP)', 'MoleMax HD', 'DermEngine + DermLite DL5',
           'FotoFinder Medicam 1000', 'Canfield IntelliStudio 2D']


def _lesion_rows(n, c, k, prev):
    rng = c.rng
    excise = []
    sites = ['L upper back', 'R scapula', 'L flank', 'R thigh ant', 'L shin', 'R calf', 'upper chest', 'L shoulder',
             'R forearm', 'abdomen periumbilical', 'lower back midline', 'L breast', 'R buttock', 'scalp crown',
             'L cheek', 'R upper arm', 'L knee', 'R ankle', 'interscapular']
    v = rng.randrange(2)
    if v == 0:
        n.ln('ID    Site                  Size(mm)  Dermoscopy                                Change            Action')
    else:
        n.ln('Lesion | Site | Size | Features | Comparison | Plan')
    for i in range(k):
        lid = rng.choice(['L', '#', 'M', 'N']) + '%02d' % rng.randrange(1, 60)
        site = rng.choice(sites)
        sz = '%.1f' % (2 + rng.random() * 8)
        if rng.random() < 0.25:
            feat = rng.choice(clinical.DERM_SUSP)
            chg = rng.choice(['new since last', 'enlarged 1.8 mm', 'new blue-grey area', 'asymmetric growth', 'colour change'])
            act = rng.choice(['EXCISE', 'excision biopsy', 'refer for excision', 'short-term SDDI 3/12'])
            excise.append((lid, site))
        else:
            feat = rng.choice(clinical.DERM_BENIGN)
            chg = rng.choice(['stable', 'stable', 'no change', 'minor symmetric growth', 'n/a (baseline)'])
            act = rng.choice(['monitor', 'routine', 'no action', 'photo only'])
        if v == 0:
            n.ln('{}  {}  {}  {}  {}  {}', lid.ljust(4), site.ljust(20), sz.ljust(8), feat[:40].ljust(40), chg.ljust(16), act)
        else:
            n.ln('{} | {} | {} mm | {} | {} | {}', lid, site, sz, feat, chg, act)
    return excise


def dermoscopy_report(rng, c):
    n = Note('dermoscopy_report', c.C, c)
    site = rng.choice([c.clinic, c.clinic, c.hosp])
    prev = c.days(-rng.choice([90, 120, 180, 182, 365, 370]))
    first = fake.add_days(prev, -rng.choice([180, 365, 400, 730]))
    system = rng.choice(SYSTEMS)
    op = c.nurse
    uname = (op.first[0] + op.last.replace(' ', '').replace("'", '')).lower()[:10] + rng.choice(['', '1', '2', '01'])
    uname = fake._ascii(uname) or 'melano1'
    title = rng.choice(['TOTAL BODY PHOTOGRAPHY & SEQUENTIAL DIGITAL DERMOSCOPY REPORT', 'Mole Mapping Report',
                        'Dermoscopy / Mole-Mapping Surveillance Report', 'Skin Surveillance Imaging - Report'])
    n.ln('{}', P(site, 'HOSPITAL'))
    if rng.random() < 0.7:
        n.ln('{}', c.hosp_addr(', '))
        n.ln('Ph {}  Fax {}', P(c.hphone, 'PHONE'), P(c.hfax, 'FAX'))
    n.ln(title)
    n.blank()
    pt_block(n, c)
    n.ln('Referrer: {}, {}', c.gp.t('il'), P(c.practice, 'HOSPITAL'))
    n.blank()
    n.ln('Session date: {}    Visit: {}    Previous imaging: {}    Baseline: {}', c.D(c.date),
         rng.choice(['2nd', '3rd', '4th', '5th', '6th']), c.D(prev), c.D(first, rng.choice(['my', None])))
    n.ln('System: {}   Unit SN: {}', system, P(fake.serial(rng, 'camera'), 'DEVICE'))
    if rng.random() < 0.6:
        n.ln('Handheld dermatoscope: {} (SN {})', rng.choice(['DermLite DL4', 'Heine Delta 30', 'DermLite DL5', 'Heine IC1']),
             P(fake.serial(rng, 'scope'), 'DEVICE'))
    n.ln('Operator: {} ({}), login {}   Workstation {}', op.n('fl'),
         rng.choice(['melanographer', 'clinical photographer', 'skin cancer nurse', 'RN']), P(uname, 'USERNAME'),
         P(fake.ip_private(rng), 'IPADDR'))
    if rng.random() < 0.75:
        n.ln('ID check: photo ID + biometric face-match template {}', P(fake.bioid(rng), 'BIOID'))
    n.blank()
    n.ln('RISK PROFILE')
    n.ln('- {}', rng.choice(clinical.RISK))
    n.ln('- Naevus count approx {} (>2 mm), {} clinically atypical', str(rng.randrange(25, 260)), str(rng.randrange(0, 12)))
    if rng.random() < 0.6:
        n.ln('- Personal hx: {} {} ({})', rng.choice(['melanoma in situ', 'invasive melanoma 0.6 mm', 'SSM 1.1 mm', 'BCC x2']),
             rng.choice(['L calf', 'R shoulder', 'back', 'scalp']), c.D(fake.add_days(first, -rng.randrange(100, 2000)), 'y'))
    if rng.random() < 0.7:
        n.ln('- Family hx: {} melanoma aged {}{}', rng.choice(['mother', 'father', 'sister', 'brother', 'maternal aunt']),
             P(str(rng.randrange(28, 80)), 'AGE'), rng.choice(['', '; CDKN2A testing negative', '; 2 first-degree relatives']))
    if rng.random() < 0.5:
        n.ln('- Occupation: {}; sun exposure: {}', P(c.prof, 'PROFESSION'), rng.choice(['high', 'moderate', 'low, mostly recreational']))
    if rng.random() < 0.3:
        n.ln('- Immunosuppressed: {}', rng.choice([['renal transplant ', c.D(c.days(-rng.randrange(800, 6000)), 'y'),
                                                     ', tacrolimus'], 'methotrexate for RA', 'no']))
    n.blank()
    n.ln('LESIONS OF INTEREST')
    excise = _lesion_rows(n, c, rng.randrange(3, 8), prev)
    n.blank()
    n.ln('New lesions on TBP comparison: {}', str(rng.randrange(0, 6)))
    n.ln('Scores: {}', rng.choice(['7-point checklist (highest lesion) 3', 'TDS 5.1 (L04)', 'Menzies negative for all monitored lesions',
                                   'CASH 7 (highest)', 'revised 7-point 2/10']))
    if rng.random() < 0.45:
        n.ln('Other: {}', rng.choice([
            "Hutchinson's sign negative (R great toe nail band 2 mm, regular)", "Wood's lamp accentuates L cheek macule margins",
            'Spitz/Reed naevus L thigh - stable starburst, monitor', 'Koebner phenomenon noted at previous scar (psoriasis)',
            'Halo naevus upper back (Sutton naevus) - benign', 'Seborrhoeic keratoses (Leser-Trelat not suspected)',
            "Becker's naevus R shoulder - stable", 'Campbell de Morgan spots trunk', 'Bowen\'s disease L shin - refer for PDT']))
    n.blank()
    n.ln('IMPRESSION')
    if excise:
        n.ln('{} lesion(s) with dermoscopic change warranting excision: {}.', str(len(excise)),
             ', '.join('%s %s' % e for e in excise))
        n.ln('Booked for excision with {} on {}.', c.derm.t('il') if rng.random() < 0.5 else c.plast.t('il'),
             c.D(c.days(rng.randrange(7, 30))))
    else:
        n.ln('Stable naevus pattern. No lesion meets criteria for excision today.')
    n.ln('Continue monthly self-examination; sun protection reinforced (SPF 50+, hat, shade 10am-3pm).')
    n.ln('Next mapping: {}', c.D(c.days(rng.choice([90, 180, 182, 365])), rng.choice([None, 'my'])))
    if rng.random() < 0.5:
        n.ln('Images archived to {} (study {})', P(fake.url_site(rng, site, '/tbp/viewer'), 'URL'),
             P('TBP%s' % fake.dg(rng, 7), 'IDNUM'))
    n.blank()
    n.ln('Reported by {}, {}', c.derm.t('fl'), rng.choice(['Dermatologist', 'Consultant Dermatologist', 'Skin Cancer Physician']))
    if c.derm.lic:
        n.ln('{} {}', c.derm.lic[0], P(c.derm.lic[1], 'LICENSE'))
    n.ln('{}', c.D(c.days(rng.randrange(0, 3)), 'num'))
    return n
