"""Genres: colonoscopy report, CT colonography report, adverse event report."""
import gutil as U
import ids
import pools_clin as PC


def colonoscopy(n, c):
    rng = n.rng
    us = c['cc'] in ('USA', 'CAN')
    n.f('{hosp} - ' + rng.choice(['Endoscopy Unit', 'Endoscopy', 'Digestive Health']) + '\n')
    n.t(rng.choice(['COLONOSCOPY REPORT', 'Screening Colonoscopy Report', 'PROCEDURE REPORT: COLONOSCOPY']) + '\n\n')
    U.pt_header(n, c, rng.choice(['table', 'label', 'stack']))
    n.f('Procedure date: {d_colon}   Room: {room}   Episode: {episode}\n')
    n.f('Endoscopist: Dr {endo:full}')
    if rng.random() < 0.6:
        n.f(' ({l} {v})', l=c['endo_lic_label'], v=c['endo_lic'])
    n.f('\nNurses: {nurse:full}, {nurse2:full}\n')
    if us and rng.random() < 0.7:
        n.f('Anesthesia: MAC (propofol) - Dr {anaes:full}\n')
    n.f('Referring: {ssp:full} ({ssp_abbr})   {gp_word}: Dr {gp:full}, {practice}\n')
    n.f('\nIndication: {prog} - positive {test} ({fit})\n', fit=U.fit_text(c))
    if c['anticoag']:
        n.t('Antithrombotics: ' + c['anticoag'] + ' - withheld per protocol\n')
    if rng.random() < 0.35:
        n.f('Identity check: wristband x2 + palm-vein scan (biometric ID {bio}). WHO checklist completed.\n')
    else:
        n.t('Consent: written. WHO safety checklist completed.\n')
    sed = rng.choice(['midazolam 2 mg IV, fentanyl 50 micrograms IV', 'midazolam 1 mg, fentanyl 25 mcg',
                      'Entonox only', 'no sedation', 'midazolam 3 mg, pethidine 25 mg',
                      'propofol (MAC)' if us else 'midazolam 2 mg'])
    n.t('Sedation: ' + sed + '\nComfort: Gloucester comfort score ' + str(rng.randint(1, 4)) + '\n')
    n.f('Instrument: ' + c['scope_model'] + ', serial no. {scope_sn}' + rng.choice(['; CO2 insufflation', '; CO2; Endocuff Vision',
                                                                                      '; water pump; CO2']) + '\n')
    a, b, cc_ = PC.bbps(rng)
    if rng.random() < 0.3:
        n.t('Bowel prep: %s. Boston Bowel Preparation Scale %d-%d-%d (total %d)\n' % (c['prep'], a, b, cc_, a + b + cc_))
    elif c['cc'] == 'CAN' and rng.random() < 0.5:
        n.t('Bowel prep: %s. Ottawa Bowel Preparation Scale %d/14\n' % (c['prep'], rng.randint(1, 6)))
    else:
        n.t('Bowel prep: %s. BBPS %d-%d-%d (%d/9)\n' % (c['prep'], a, b, cc_, a + b + cc_))
    incomplete = rng.random() < 0.1
    if incomplete:
        n.t('Extent: splenic flexure - unable to pass fixed angulated sigmoid despite position change and abdominal '
            'pressure. Incomplete.\n')
    else:
        n.t('Extent: caecum (appendiceal orifice and ICV photographed)' + rng.choice(['; TI intubated', '', '; TI 5 cm']) +
            '\nWithdrawal time: %d min   Retroflexion: %s\n' % (rng.randint(6, 22), rng.choice(['yes', 'yes', 'not possible'])))
    n.t('\nFindings:\n')
    U.polyp_rows(n, c, rng.choice(['table', 'list']))
    if c['polyps'] and rng.random() < 0.4:
        n.t('Lesion 1: Kudo pit pattern %s; JNET %s; no demarcated area.\n' % (rng.choice(['IIIL', 'IV', 'II', 'IIIs']),
                                                                          rng.choice(['1', '2A', '2A', '2B'])))
    n.t(rng.choice(['Scattered sigmoid diverticula.\n', 'Grade 1 internal haemorrhoids on retroflexion.\n', '',
                    'Melanosis coli.\n', 'Scattered sigmoid diverticula.\n' if incomplete else 'Normal terminal ileum.\n']))
    if c['outcome'] == 'cancer':
        n.t('Tattoo (Spot) placed 3 cm distal to lesion x3 quadrants.\n')
    if c['outcome'] == 'lnpcp':
        n.t('SMSA level %d. Defect inspected - no residual; 2 x clips (Resolution 360) to defect.\n' % rng.randint(2, 4))
    n.t('\nDiagnosis: ' + PC.outcome_text(c['outcome']) + ('; incomplete colonoscopy' if incomplete else '') + '\n')
    n.t('Complications: ' + rng.choice(['none', 'none', 'none', 'minor intraprocedural bleeding - clip applied',
                                        'transient desaturation to 88%, resolved with O2 2 L/min']) + '\n')
    n.t('Plan: ')
    if incomplete:
        n.f('CT colonography requested ({rad_acc}). ')
    if c['polyps']:
        n.f('Await histology; {ssp_abbr} ({ssp:first}) to discuss results by phone. ')
    if c['outcome'] == 'cancer':
        n.f('CT TAP + CEA requested; refer to colorectal MDT, {other_hosp}. ')
    n.f(rng.choice(['Resume ' + (c['anticoag'].split()[0] if c['anticoag'] else 'usual medication') + ' tomorrow. ',
                    'Normal diet. ', '']))
    n.t('\n')
    if rng.random() < 0.5:
        n.f('Discharged from recovery bay {bay} at {t} with {fam1_rel} {fam1:first}.\n', t=U.tm(rng, 10, 17))
    if rng.random() < 0.2:
        n.f('Escort collecting in car reg {plate}; patient advised not to drive for 24 h.\n')
    n.f('\nReport signed: Dr {endo:full}  {d_colon} {t}\n', t=U.tm(rng, 9, 17))
    if rng.random() < 0.5:
        n.f('Authenticated by {u}\n', u=(c['endo'].uname, 'USERNAME'))
    U.cc_line(n, c, rng.choice([('gp',), ('gp', 'ssp'), ('gp', 'pt')]))


def ctc(n, c):
    rng = n.rng
    n.f('{hosp}\nDepartment of Radiology\n\n')
    n.f('EXAMINATION: CT COLONOGRAPHY\nAccession: {rad_acc}   Exam date: {d_ctc}\n')
    U.pt_header(n, c, rng.choice(['line', 'table', 'label']))
    n.f('Referrer: ' + rng.choice(['Dr {endo:full}', '{ssp:full}, {ssp_abbr}', 'Dr {gp:full}']) + '\n')
    n.t('Clinical details: ')
    n.t(rng.choice(['Positive FIT. Incomplete colonoscopy - unable to pass sigmoid.',
                    'FIT positive, frail, not suitable for colonoscopy (Rockwood CFS 6).',
                    'Screening participant, positive FIT, declined colonoscopy after SSP discussion.',
                    'Incomplete colonoscopy due to poor bowel prep (BBPS 1-1-2).']) + '\n\n')
    n.t('Preparation: ' + rng.choice(['low-residue diet 48 h', 'low-residue diet 3 days', 'reduced preparation '
                                      '(frail)']) + '; ' + rng.choice(['Picolax x1 sachet', 'no cathartic', 'senna 15 mg']) + '.\n')
    if rng.random() < 0.5:
        n.f('Comparison: colonoscopy report of {d_colon} (Dr {endo:full}, {centre}).\n')
    n.t('Technique: Faecal tagging with ' + rng.choice(['Gastrografin 50 mL x2', 'Omnipaque 350 20 mL x3',
                                                       'oral barium 2.1% 250 mL']) +
        ' over 48 hours. Buscopan 20 mg IV (no contraindication). Automated CO2 insufflation via rectal catheter. '
        'Supine and prone ' + rng.choice(['low-dose', 'low dose', 'standard']) + ' acquisitions, decubitus as needed. '
        'DLP %d mGy.cm.\n' % rng.randint(280, 760))
    if rng.random() < 0.3:
        n.f('Radiographers: {nurse:full}, {nurse2:full}. Insufflator serial {sn}.\n', sn=(ids.scope_serial(rng), 'DEVICE'))
    n.t('\nFindings:\nDistension: ' + rng.choice(['good in all segments', 'adequate; sigmoid collapsed on prone, '
                                                  'distended on supine', 'suboptimal in descending colon']) + '.\n')
    oc = c['outcome']
    if oc == 'normal':
        n.t('No polyp or mass 6 mm or larger. Sigmoid diverticulosis without diverticulitis.\n')
        crads = 'C1'
    elif oc == 'cancer':
        n.t('%d mm irregular annular soft-tissue mass in the %s with shouldering and pericolic stranding. Two '
            'adjacent pericolic nodes up to 7 mm. No liver lesion on this non-contrast study.\n' % (
                rng.choice([25, 30, 38, 45]), rng.choice(['sigmoid colon', 'ascending colon', 'transverse colon'])))
        crads = 'C4'
    else:
        p = c['polyps'][0]
        n.t('%d mm sessile polyp in the %s, persists on both positions and retains no tagged fluid.\n' % (
            max(6, p['size']), p['site']))
        crads = 'C2' if p['size'] < 10 else 'C3'
    n.t('Extracolonic: ' + rng.choice(['Simple renal cyst (Bosniak I). ', 'Small hiatus hernia. ',
                                        'Cholelithiasis. ', 'Infrarenal aorta 2.6 cm. ',
                                        '6 mm pulmonary nodule RLL - Fleischner guidance applies. ',
                                        'No significant extracolonic finding. ']) + '\n')
    ers = rng.choice(['E1', 'E2', 'E2', 'E3'])
    n.t('\nCONCLUSION: C-RADS %s, E-RADS %s.\n' % (crads, ers))
    if crads in ('C3', 'C4'):
        n.f('Result communicated to {ssp:full} ({ssp_abbr}) by phone {unit_phone} on {d} at {t}.\n',
            d=c['d_ctc'], t=U.tm(rng, 12, 17))
    n.f('\nReported by: Dr {rad:full}, Consultant Radiologist')
    if rng.random() < 0.6:
        n.f(' ({l} {v})', l=c['rad_lic_label'], v=c['rad_lic'])
    n.f('\nVerified: {d} {t}\n', d=c['d_ctc'], t=U.tm(rng, 12, 19))
    n.t('\nRecommendation: ' + {'C1': 'routine recall in the screening programme.',
                                'C2': 'discuss at screening MDT; colonoscopy or surveillance CTC per patient preference.',
                                'C3': 'colonoscopy and polypectomy recommended.',
                                'C4': 'urgent surgical referral and staging CT chest/abdomen/pelvis with contrast.'}[crads] + '\n')
    if rng.random() < 0.4:
        n.f('Images on PACS node {ip}; report ID {r}\n', r=(ids.accession(rng, 'order'), 'IDNUM'))
    U.cc_line(n, c, rng.choice([('gp', 'ssp'), ('gp',), ('ssp', 'endo')]))


AE_KINDS = ['bleed', 'perforation', 'sedation', 'vasovagal', 'wrongprep', 'fall', 'specimen']


def adverse_event(n, c):
    rng = n.rng
    kind = rng.choice(AE_KINDS)
    n.t(rng.choice(['INCIDENT REPORT FORM\n', 'ADVERSE EVENT REPORT - BOWEL SCREENING\n', 'Patient safety incident report\n']))
    n.f('Incident ref: {r}   Status: ' + rng.choice(['Open', 'Under review', 'Closed']) + '\n',
        r=(ids.accession(rng, 'incident'), 'IDNUM'))
    dae = U.dplus(c['d_colon'], 0 if kind in ('sedation', 'vasovagal', 'fall', 'perforation') else rng.randint(1, 9))
    hh = rng.randint(8, 16)
    n.f('Date of incident: {d}  Time: {t}\nDate reported: {d2}\n', d=dae, t='%02d:%02d' % (hh, rng.randint(0, 59)),
        d2=U.dplus(dae, rng.randint(0, 2)))
    n.f('Location: {hosp}, ')
    if kind == 'bleed':
        n.f(rng.choice(['{ward}, bed {bed}', 'Emergency Department, cubicle {bay}']) + '\n')
    elif kind in ('wrongprep', 'specimen'):
        n.f(rng.choice(['{centre}', '{centre}, pre-assessment room {room}', '{lab} reception']) + '\n')
    else:
        n.f(rng.choice(['{centre}, room {room}', 'Recovery, bay {bay}', '{centre}, {building}']) + '\n')
    n.f('Reporter: {nurse:full} (user {u}) - ' + rng.choice(['Staff Nurse', 'Endoscopy Nurse', 'Charge Nurse', 'Sister']) + '\n',
        u=(c['nurse'].uname, 'USERNAME'))
    if rng.random() < 0.4:
        n.f('Submitted from workstation {ip}\n')
    n.t('\nPerson affected:\n')
    n.f('{pt:full}, {age}{MF}, DOB {dob}\n')
    U.ids_block(n, c, join='  ', with_hp=False)
    n.f('\nAddress: {addr:inline}\n{gp_word}: Dr {gp:full}, {practice}\n')
    if rng.random() < 0.5:
        n.f('Witness: {nurse2:full}' + rng.choice([' (Staff Nurse)', ', HCA', ' (Endoscopy Nurse)']) + '\n')
    n.t('\nCategory: ')
    if kind == 'bleed':
        n.t('Post-polypectomy bleeding (delayed)\n\nDescription:\n')
        n.f('Screening colonoscopy {d_colon} (Dr {endo:full}) with removal of a ' + str(max(10, c['polyps'][0]['size'] if c['polyps'] else 15)) +
            ' mm polyp by hot snare. Pt re-presented on day ' + str((dae - c['d_colon']).days) +
            ' with fresh PR blood and clots x4. Hb 131 -> %d g/L. HR 112, BP 98/60. Oakland score %d.\n' % (
                rng.randint(78, 105), rng.randint(14, 27)))
        n.f('Admitted to {ward} under the gastroenterology team. Transfused 2 units. Repeat colonoscopy by '
            'Dr {endo:last}: visible vessel at polypectomy site, 3 x clips applied.\n')
        harm = 'Moderate'
    elif kind == 'perforation':
        n.f('Perforation\n\nDescription:\nDuring EMR of a large ' + rng.choice(['caecal', 'sigmoid', 'ascending colon']) +
            ' lesion a deep mural injury (Sydney classification type III) was recognised. Closed with clips. '
            'CT showed free gas. Reviewed by {surgeon_t} {surgeon:full} (on-call surgeon, bleep {bleep}). Managed '
            'conservatively on {ward} with IV antibiotics.\n', surgeon_t=c['surgeon'].title)
        harm = 'Moderate'
    elif kind == 'sedation':
        n.t('Oversedation\n\nDescription:\nAfter midazolam 4 mg and fentanyl 100 mcg SpO2 fell to 82%, RR 6. '
            'Procedure paused, airway support, naloxone 200 mcg IV and flumazenil 200 mcg given. Recovered within '
            '5 minutes; procedure abandoned.\n')
        n.f('Sedation given by Dr {endo:full}; nurse {nurse2:full} monitoring.\n')
        harm = 'Low'
    elif kind == 'vasovagal':
        n.f('Vasovagal episode\n\nDescription:\nPt became bradycardic (HR 38) and hypotensive during insertion. '
            'Atropine 600 mcg IV. Recovered. Observed in recovery bay {bay} for 2 h. Discharged with {fam1_rel} '
            '{fam1:full}.\n')
        harm = 'Low'
    elif kind == 'wrongprep':
        n.f('Incorrect bowel preparation advice\n\nDescription:\nPt with eGFR 29 was sent Picolax instructions '
            'instead of Klean-Prep. Identified at pre-procedure check by {nurse2:full}. Procedure postponed to {d2}.\n',
            d2=U.dplus(dae, rng.randint(7, 21)))
        harm = 'No harm'
    elif kind == 'fall':
        n.f('Slip/trip/fall\n\nDescription:\nPt fell in the toilet next to {building} while completing bowel prep '
            'on the unit. Laceration to forehead, steristrips. Seen by Dr {anaes:full}. Relatives ({fam2_rel} '
            '{fam2:full}) informed by phone on {fam_phone}.\n')
        harm = 'Low'
    else:
        n.f('Specimen labelling error\n\nDescription:\nPot B labelled with another patient\'s details; identified by '
            '{lab} on receipt (lab no {accession}). Pot relabelled after two-person check with '
            'Dr {endo:last}. No delay to diagnosis.\n')
        harm = 'No harm'
    if rng.random() < 0.25:
        n.f('Pt drove {him}self home against advice; security recorded vehicle reg {plate}. Police not involved.\n')
    clinical = kind in ('bleed', 'perforation', 'sedation', 'vasovagal', 'fall')
    n.t('\nTimeline:\n' if clinical else '')
    t0 = hh
    for k, ev in enumerate(rng.sample(['first symptoms reported to nurse', 'endoscopist informed', 'observations '
                                       'repeated (NEWS2 %d)' % rng.randint(2, 7), 'bloods sent (FBC, U&E, group and save)',
                                       'family informed', 'escalated to medical registrar', 'decision to admit',
                                       'handover to ward team'], rng.randint(3, 5) if clinical else 0)):
        n.t('%02d:%02d  %s\n' % (t0 + k + 1, rng.randint(0, 59), ev))
    factors = {'bleed': ['polyp size >= 20 mm', 'anticoagulant restarted early', 'hot snare used', 'no clip prophylaxis'],
               'perforation': ['polyp size >= 20 mm', 'submucosal fibrosis (previous biopsy)', 'right colon location'],
               'sedation': ['frailty', 'OSA not flagged at pre-assessment', 'cumulative opioid dose', 'busy list'],
               'vasovagal': ['anxiety', 'dehydration after prep', 'no contributing factors identified'],
               'fall': ['prep-related urgency', 'wet floor', 'no call bell in toilet', 'postural hypotension'],
               'wrongprep': ['eGFR not checked at booking', 'template defaulted to Picolax', 'agency staff'],
               'specimen': ['pre-labelled pots', 'two lists running in one room', 'late-running list']}[kind]
    n.t('Contributing factors: ' + ', '.join(rng.sample(factors, 2)) + '\n')
    if rng.random() < 0.2:
        n.f('Pt mentioned {he} was due to fly to {travel} the following week; advised against travel for 14 days.\n')
    n.t('\nImmediate actions: ' + rng.choice(['escalated to nurse in charge and endoscopist', 'datix-type report '
                                              'completed; equipment checked', 'patient informed; family informed',
                                              'case flagged for M&M review']) + '\n')
    n.t('Harm level: ' + harm + '\n')
    if harm == 'Moderate':
        n.f('Duty of candour: verbal apology given to pt and {his} {fam1_rel} {fam1:first} on {d}; letter sent '
            '{d2}.\n', d=U.dplus(dae, 1), d2=U.dplus(dae, rng.randint(5, 10)))
        if c['uk']:
            n.t('Reported to the Screening Quality Assurance Service as a screening adverse event.\n')
        if c['cc'] == 'NZL':
            n.f('ACC treatment injury claim lodged, claim no. {v}\n', v=(ids.healthplan(rng, 'NZL', 'acc'), 'HEALTHPLAN'))
        if c['cc'] == 'USA':
            n.f('Risk management notified; insurer {insurer}, {hp_label} {hp}.\n')
    n.t('Learning: ' + rng.choice(['shared at endoscopy governance meeting', 'to be included in unit safety huddle',
                                    'prep pathway for CKD patients reviewed', 'no further action']) + '.\n')
    n.f('Investigation lead: Dr {director:full}\nManager sign-off: {ssp2:full}, Lead ' + c['ssp_abbr'] + ', {d}\n',
        d=U.dplus(dae, rng.randint(3, 20)))
