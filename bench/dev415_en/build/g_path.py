"""Genres: histology report, polyp surveillance plan, screening centre MDT note."""
import datetime

import gutil as U
import ids
import pools_clin as PC


def _micro(p, rng):
    h = p['histo']
    if 'adenocarcinoma' in h:
        return ('Sections show %s invading into the submucosa. Haggitt level %d; Kikuchi level sm%d. Lymphovascular '
                'invasion: %s. Tumour budding: Bd%d. Deep margin %.1f mm, lateral margin clear. Mismatch repair '
                'immunohistochemistry: MLH1 %s, PMS2 %s, MSH2 retained, MSH6 retained.%s' % (
                    h, rng.randint(1, 4), rng.randint(1, 3), rng.choice(['not identified', 'present']), rng.randint(1, 3),
                    rng.uniform(0.2, 3.0), *rng.choice([('retained', 'retained', ''),
                                                         ('lost', 'lost', ' BRAF V600E: wild type - recommend germline '
                                                          'testing (Lynch syndrome).')])))
    if 'serrated' in h:
        return ('Serrated architecture with basal dilatation and boot-shaped crypts, in keeping with %s. Completely '
                'excised in the planes examined.' % h)
    if 'hyperplastic' in h:
        return 'Hyperplastic polyp, microvesicular type. No dysplasia.'
    if 'normal' in h:
        return 'Normal colonic mucosa; no polyp tissue identified (possible cauterised or unretrieved polyp).'
    return ('Sections show %s. %s' % (h, rng.choice(['Excision appears complete.', 'Diathermied margin clear.',
                                                     'Margins cannot be assessed in piecemeal specimens.',
                                                     'No invasive malignancy identified.'])))


def histology(n, c):
    rng = n.rng
    n.f('{lab}\n{hosp}\n')
    n.t(rng.choice(['HISTOPATHOLOGY REPORT', 'CELLULAR PATHOLOGY REPORT', 'SURGICAL PATHOLOGY REPORT']) + '\n\n')
    n.f('Lab No: {accession}   Received: {r}   Reported: {d_histo}\n', r=U.dplus(c['d_colon'], rng.randint(0, 2)))
    n.f('Patient: {pt:upper}   DOB: {dob}   Sex: {MF}\n')
    U.ids_block(n, c, join='   ', with_hp=False)
    n.f('\nRequesting clinician: Dr {endo:full}   Source: {centre}\n')
    n.f('Copies: Dr {gp:full} ({practice}); {ssp:full}\n\n')
    n.f('Clinical details: {prog_abbr} colonoscopy {d_colon:d}, FIT {fit}. ', fit=U.fit_text(c))
    pol = [p for p in c['polyps'] if p['retrieved']] or [{'site': rng.choice(PC.SITES), 'size': 3, 'paris': '0-IIa',
                                                          'removal': 'cold forceps', 'histo': rng.choice(['normal colonic mucosa', 'hyperplastic polyp']),
                                                          'nice': 1, 'retrieved': True}]
    n.t('%d specimen(s).\n\n' % len(pol))
    n.t('Specimen type: ' + rng.choice(['endoscopic polypectomy', 'colonic polyps x%d' % len(pol), 'biopsies and polyps']) +
        '. Fixative: 10% neutral buffered formalin. ' + rng.choice(['Specimens labelled correctly.',
                                                                     'Pots received with matching request form.',
                                                                     'Request form and pots checked by MLA.']) + '\n\n')
    n.t('MACROSCOPY\n')
    for i, p in enumerate(pol):
        L = chr(65 + i)
        n.t('%s. "%s polyp %d mm, %s": %s measuring %d x %d x %d mm. %s\n' % (
            L, p['site'].capitalize(), p['size'], p['removal'], rng.choice(['A polypoid fragment', 'Tissue fragments',
                                                                            'A single piece of tissue']),
            max(2, p['size'] - 1), max(1, p['size'] // 2), max(1, p['size'] // 3),
            'All embedded (%s1).' % L if p['size'] < 10 else 'Inked, serially sliced, AE in %d blocks.' % rng.randint(2, 6)))
    n.t('\nMICROSCOPY\n')
    for i, p in enumerate(pol):
        n.t('%s. %s\n' % (chr(65 + i), _micro(p, rng)))
    if rng.random() < 0.4:
        worst = 5 if any('adenocarcinoma' in p['histo'] for p in pol) else (
            4 if any('high-grade' in p['histo'] for p in pol) else 3)
        n.t('Vienna classification: category %d.\n' % worst)
    n.t('\nCONCLUSION\n')
    for i, p in enumerate(pol):
        n.t('%s. %s, %s.\n' % (chr(65 + i), p['site'].capitalize(), p['histo']))
    if any('adenocarcinoma' in p['histo'] for p in pol):
        n.t('pT1 (TNM 8). Refer to screening centre MDT.\n')
        if rng.random() < 0.5:
            n.f('Discussed with Dr {endo:last} by telephone on {d_histo}.\n')
    if c['outcome'] in ('high', 'lnpcp') and rng.random() < 0.6:
        n.t('Comment: findings meet high-risk criteria for surveillance per current guidance; please correlate with '
            'endoscopic size.\n')
    n.t('SNOMED: T67000 M8%d\n' % rng.choice([2110, 2630, 1400, 2130]))
    n.f('\nReported by: Dr {path:full}, ' + rng.choice(['Consultant Histopathologist', 'Consultant Pathologist',
                                                         'Anatomical Pathologist', 'Staff Pathologist']))
    if rng.random() < 0.6:
        n.f(' ({l} {v})', l=c['path_lic_label'], v=c['path_lic'])
    n.f('\nAuthorised: {d_histo} {t}\n', t=U.tm(rng, 10, 18))
    if rng.random() < 0.25:
        n.f('Second opinion: Dr {genet:full} (GI pathology), agrees.\n')
    if rng.random() < 0.2:
        n.f('Enquiries: {lab} office {hosp_phone}, fax {hosp_fax}\n')


def surveillance(n, c):
    rng = n.rng
    oc = c['outcome']
    n.t(rng.choice(['POST-POLYPECTOMY SURVEILLANCE PLAN\n', 'Polyp surveillance decision\n',
                    'SURVEILLANCE PLAN - BOWEL SCREENING\n']))
    n.f('{centre}\n\n')
    U.pt_header(n, c, rng.choice(['stack', 'table', 'line']))
    n.f('{gp_word}: Dr {gp:full}, {practice}\n\n')
    n.f('Index colonoscopy: {d_colon} (Dr {endo:full}); histology {accession} reported {d_histo}.\n')
    pol = c['polyps']
    n.t('Findings summary: ')
    if not pol:
        n.t('no polyps.\n')
    else:
        adv = [p for p in pol if p['size'] >= 10 or 'high-grade' in p['histo'] or 'villous' in p['histo']
               or ('serrated' in p['histo'] and 'with dysplasia' in p['histo'])]
        n.t('%d premalignant polyp(s); %d advanced; largest %d mm.\n' % (
            len(pol), len(adv), max(p['size'] for p in pol)))
    cc = c['cc']
    guide = {'USA': 'USMSTF 2020', 'CAN': 'USMSTF 2020 / provincial guidance', 'AUS': 'NHMRC 2017 guidelines (2023 update)',
             'NZL': 'NZ surveillance guidance (2019)', 'IRL': 'ESGE 2020'}.get(cc, 'BSG/ACPGBI/PHE 2020')
    n.t('Guideline applied: ' + guide + '\n\nRisk category: ')
    if oc in ('high', 'lnpcp'):
        n.t('HIGH RISK (' + ('>=2 premalignant incl. >=1 advanced' if oc == 'high' else 'LNPCP >=20 mm') + ')\n')
        if oc == 'lnpcp' and any('piecemeal' in p['removal'] for p in pol):
            n.f('Site check colonoscopy: due {d} (2-6 months after piecemeal EMR).\n',
                d=datetime.date(c['d_colon'].year + (1 if c['d_colon'].month > 8 else 0), (c['d_colon'].month + 3) % 12 + 1, 1))
        n.f('Surveillance colonoscopy: {d_surv:m}\n')
    elif oc == 'low':
        n.t('LOW RISK - no colonoscopic surveillance required; return to routine screening.\n')
        n.f('Next screening invitation due: {d_surv:y}\n')
    elif oc == 'cancer':
        n.f('Cancer - surveillance under the colorectal cancer follow-up pathway at {other_hosp} (1-year '
            'colonoscopy after resection, CEA + CT per protocol).\n')
    else:
        n.f('Normal colonoscopy - routine recall. Next FIT invite around {d_surv:y}.\n')
    if c['age_n'] >= 72 and oc in ('high', 'lnpcp'):
        n.f('Note: pt will be {a} at due date - fitness to be reassessed by {ssp_abbr} before booking.\n',
            a=(str(c['age_n'] + (c['d_surv'].year - c['d_result'].year)), 'AGE'))
    if c['fhx'] and rng.random() < 0.6:
        n.f('Family history noted ({rel} with CRC aged {a}) - ' + rng.choice(['does not change interval.',
                                                                               'referral to Clinical Genetics (Dr {genet:full}).']) + '\n',
            rel=rng.choice(['mother', 'father', 'brother', 'sister']), a=(str(rng.randint(44, 69)), 'AGE'))
    n.t('\nActions:\n')
    n.f('- Recall date set on screening system by {admin:full} (user {u}) on {d}\n', u=(c['admin'].uname, 'USERNAME'),
        d=U.dplus(c['d_histo'], rng.randint(1, 6)))
    n.f('- Letter to patient at {addr:inline}\n')
    n.f('- Copy to Dr {gp:last}' + rng.choice([' by secure email', ' by post', ' via practice fax {practice_fax}']) + '\n')
    if rng.random() < 0.3:
        n.f('- Patient preferred contact: {pt_mob} / {pt_email}\n')
    n.t('\n')
    U.sign(n, c, rng.choice(['endo', 'ssp']), rng.choice(['Screening Colonoscopist', 'Lead SSP', 'Clinical Lead']),
           date=c['d_mdt'])
    if rng.random() < 0.6:
        n.t('\n--- Patient letter (text as sent) ---\n')
        n.f('Dear {pt_title} {pt:last},\nThank you for attending for your colonoscopy on {d_colon:l}. ')
        if oc in ('high', 'lnpcp'):
            n.f('The polyps removed were not cancer, but because of their number or size we would like to check your '
                'bowel again. We will write to you when your next colonoscopy is due in {d_surv:m}.')
        elif oc == 'cancer':
            n.f('As discussed with you and your {fam1_rel}, your care will now continue with the team at {other_hosp}.')
        else:
            n.f('You do not need another colonoscopy. You will be invited for screening again around {d_surv:y}.')
        n.f(' If you have questions please call {unit_phone}.\n')


def _extra_patient(rng, c):
    nm = c['_namer']
    p = nm.person('PATIENT')
    age = rng.randint(52, 76)
    if c['cc'] in ('ENG', 'WAL'):
        idv = ids.nhs_number(rng)
    else:
        idv = ids.mrn(rng, c['cc'])
    return p, age, idv


MDT_OUTCOMES = {
    'cancer': ['Refer to colorectal cancer MDT at {oh}; CT TAP and CEA requested.',
               'pT1 cancer, complete excision, no high-risk features - surveillance colonoscopy + CT at 1 year.',
               'pT1 with high-risk features (LVI, budding Bd3) - offer completion surgery; refer to {oh}.',
               'Not fit for surgery (CFS 7) - discuss palliative options with patient and family.',
               'Lynch screening: MLH1/PMS2 loss, BRAF wild type - refer Clinical Genetics.'],
    'lnpcp': ['Complex polyp - for EMR list with Dr {e} in 6 weeks; SMSA %d.',
              'Piecemeal EMR - site check at 6 months, then surveillance at 3 years.',
              'Histology discordant with endoscopic appearance (NICE 3 features) - repeat colonoscopy with biopsies.'],
    'high': ['High-risk findings - one-off surveillance colonoscopy at 3 years.',
             'Incomplete excision of 15 mm polyp - site check at 3-6 months.'],
    'low': ['Low-risk findings - return to routine screening. Discussed for audit only (size discrepancy).',
            'Histology discordant with endoscopic appearance - repeat colonoscopy with biopsies.'],
    'normal': ['CTC polyp 8 mm - offer colonoscopy; pt prefers surveillance CTC.',
               'Normal colonoscopy but Hb 94 and ferritin 6 - refer upper GI endoscopy via GP.'],
}
EXTRA_FINDINGS = [('25 mm LST-G in caecum, piecemeal EMR', 'lnpcp'), ('sigmoid mass, biopsied and tattooed', 'cancer'),
                  ('12 mm Is polyp rectum, en bloc; histology pT1', 'cancer'), ('incomplete colonoscopy, CTC done', 'normal'),
                  ('4 adenomas incl. 14 mm TVA', 'high'), ('30 mm 0-IIa+Is ascending colon, referred for EMR', 'lnpcp')]


def mdt(n, c):
    rng = n.rng
    n.f('{centre} - Screening Centre MDT\n')
    n.f('Meeting date: {d_mdt:w}   Venue: ' + rng.choice(['{building}, seminar room {room}', 'Teams (virtual)',
                                                          'Endoscopy seminar room']) + '\n')
    n.f('Chair: Dr {director:full} (Clinical Director)\n')
    n.t('Present: ')
    staff = [('endo', 'Screening Colonoscopist'), ('path', 'Histopathologist'), ('rad', 'Radiologist'),
             ('ssp', c['ssp_abbr']), ('ssp2', c['ssp_abbr']), ('surgeon', 'Colorectal Surgeon'), ('admin', 'Programme Manager')]
    chosen = rng.sample(staff, rng.randint(4, 7))
    for i, (k, role) in enumerate(chosen):
        if i:
            n.t(', ')
        p = c[k]
        n.f(('{p:full}' if rng.random() < 0.6 else (p.title + ' {p:last}' if p.title else '{p:full}')) + ' (' + role + ')', p=p)
    n.t('\n')
    if rng.random() < 0.5:
        n.f('Apologies: Dr {anaes:full}\n')
    n.t('\n')
    cases = [('main', None)] + [('extra', _extra_patient(rng, c)) for _ in range(rng.randint(1, 3))]
    for i, (kind, ex) in enumerate(cases, 1):
        n.t('CASE %d\n' % i)
        if kind == 'main':
            n.f('{pt:full}, {age}{MF}, {l} {v}\n', l=c['nid_label'], v=c['nid'])
            n.f('FIT {fit}. Colonoscopy {d_colon} (Dr {endo:last}): ' + PC.outcome_text(c['outcome']).lower() + '.\n',
                fit=U.fit_text(c))
            if c['polyps']:
                n.f('Histology {accession}: ' + c['polyps'][0]['histo'] + ', ' + c['polyps'][0]['site'] + ' (%d mm).\n' % c['polyps'][0]['size'])
            if c['comorbid']:
                n.t('Background: ' + ', '.join(c['comorbid'][:3]) + '.\n')
            out = rng.choice(MDT_OUTCOMES[c['outcome']])
        else:
            p, age, idv = ex
            n.f('{p:full}, {a}, {l} {v}\n', p=p, a=(str(age), 'AGE'), l=c['nid_label'] if c['cc'] in ('ENG', 'WAL') else c['mrn_label'],
                v=(idv, 'MRN'))
            fnd, cat = rng.choice(EXTRA_FINDINGS)
            n.f('Colonoscopy {d} - ' + fnd + '.\n', d=U.dplus(c['d_colon'], -rng.randint(3, 30)))
            out = rng.choice(MDT_OUTCOMES[cat])
            if rng.random() < 0.3:
                n.f('{pt2:first} has asked that {pr} ' + rng.choice(['daughter', 'son', 'wife', 'husband', 'partner', 'niece']) +
                    ' {fam} be kept informed.\n', pt2=p, pr='his' if p.sex == 'M' else 'her', fam=c['_namer'].person('FAMILY'))
        n.t('Outcome: ')
        n.f(out.replace('{oh}', '{other_hosp}').replace('{e}', '{endo:last}').replace('%d', str(rng.randint(2, 4))) + '\n')
        n.t('Action owner: ')
        n.f(rng.choice(['{ssp:full}', 'Dr {endo:last}', '{ssp2:full}', '{admin:full}']) + '\n\n')
    n.f('Next meeting: {d}\nMinutes: {admin:full}' + rng.choice(['\n', ' ({u})\n']), d=U.dplus(c['d_mdt'], 7),
        u=(c['admin'].uname, 'USERNAME'))
