"""Genres: immunology laboratory report; patient-reported outcome questionnaire summary."""
from common import Ph, pick, chance, sample
import fmt
import clin
import blocks


def f(r, lo, hi, nd=1):
    return ('%.' + str(nd) + 'f') % r.uniform(lo, hi)


def panel_rows(r, kind):
    """(test, result, flag, units, reference) rows for one panel."""
    if kind == 'ctd':
        pos = chance(r, 0.7)
        rows = [('ANA (HEp-2 IIF)', pick(r, ['1:160', '1:320', '1:640', '1:1280']) if pos else 'Negative at 1:80',
                 'H' if pos else '', 'titre', '<1:80')]
        if pos:
            rows.append(('  Pattern', pick(r, ['AC-1 homogeneous', 'AC-4 fine speckled', 'AC-5 coarse speckled',
                                               'AC-3 centromere', 'AC-2 dense fine speckled']), '', '', ''))
        for ena in ['Ro60', 'Ro52', 'La/SSB', 'Sm', 'U1-RNP', 'Scl-70', 'Jo-1', 'CENP-B']:
            v = pick(r, ['Negative'] * 5 + ['Positive', 'Weak positive'])
            rows.append(('Anti-' + ena, v, 'A' if v != 'Negative' else '', '', 'Negative'))
        v = r.randint(1, 300)
        rows.append(('Anti-dsDNA (CLIA)', str(v), 'H' if v > 27 else '', 'IU/mL', '<27'))
        rows.append(('C3', f(r, 0.35, 1.6, 2), '', 'g/L', '0.90-1.80'))
        rows.append(('C4', f(r, 0.03, 0.45, 2), '', 'g/L', '0.10-0.40'))
        return rows
    if kind == 'vasc':
        rows = [('ANCA (IIF, ethanol)', pick(r, ['c-ANCA 1:320', 'p-ANCA 1:160', 'Negative', 'atypical p-ANCA']), '', '', 'Negative'),
                ('PR3-ANCA (CLIA)', f(r, 0.2, 180), '', 'IU/mL', '<2.0'),
                ('MPO-ANCA (CLIA)', f(r, 0.2, 120), '', 'IU/mL', '<3.5'),
                ('Anti-GBM', f(r, 0.1, 3.0), '', 'U/mL', '<7'),
                ('Cryoglobulins', pick(r, ['Not detected', 'Not detected', 'Type II detected, cryocrit 2%']), '', '', 'Not detected'),
                ('C3', f(r, 0.6, 1.6, 2), '', 'g/L', '0.90-1.80'),
                ('C4', f(r, 0.08, 0.4, 2), '', 'g/L', '0.10-0.40')]
        return rows
    if kind == 'pid':
        return [('IgG', f(r, 2.1, 18), '', 'g/L', '7.0-16.0'), ('IgA', f(r, 0.05, 4), '', 'g/L', '0.7-4.0'),
                ('IgM', f(r, 0.1, 2.5), '', 'g/L', '0.4-2.3'), ('IgE', str(r.randint(2, 900)), '', 'kU/L', '<100'),
                ('CD3+ T cells', str(r.randint(500, 2400)), '', 'cells/uL', '700-2100'),
                ('CD4+ T cells', str(r.randint(200, 1400)), '', 'cells/uL', '300-1400'),
                ('CD8+ T cells', str(r.randint(150, 900)), '', 'cells/uL', '200-900'),
                ('CD19+ B cells', str(r.randint(0, 500)), '', 'cells/uL', '100-500'),
                ('CD16/56+ NK cells', str(r.randint(60, 600)), '', 'cells/uL', '90-600'),
                ('Tetanus IgG', f(r, 0.05, 4, 2), '', 'IU/mL', '>0.1 protective'),
                ('Pneumococcal IgG (23 serotypes)', '%d/23 protective' % r.randint(3, 23), '', '', '>=16/23')]
    if kind == 'myo':
        rows = [('CK', str(r.randint(60, 12000)), '', 'U/L', '<200')]
        for ab in ['Mi-2', 'TIF1-gamma', 'MDA5', 'NXP2', 'SAE1', 'Jo-1', 'PL-7', 'PL-12', 'SRP', 'HMGCR']:
            v = pick(r, ['Negative'] * 7 + ['Positive (++)', 'Weak (+)'])
            rows.append(('Anti-' + ab, v, 'A' if v != 'Negative' else '', '', 'Negative'))
        return rows
    if kind == 'mast':
        return [('Tryptase (baseline)', f(r, 2, 22), '', 'ug/L', '<11.4'),
                ('Tryptase (1-2 h post event)', f(r, 4, 60), '', 'ug/L', '<11.4'),
                ('Total IgE', str(r.randint(10, 2400)), '', 'kU/L', '<100'),
                ('sIgE venom - honey bee (i1)', f(r, 0.01, 40, 2), '', 'kUA/L', '<0.35'),
                ('sIgE venom - wasp (i3)', f(r, 0.01, 20, 2), '', 'kUA/L', '<0.35'),
                ('sIgE alpha-gal', f(r, 0.01, 12, 2), '', 'kUA/L', '<0.35')]
    return [('Rheumatoid factor', str(r.randint(5, 400)), '', 'IU/mL', '<14'),
            ('Anti-CCP', str(r.randint(1, 340)), '', 'U/mL', '<17'),
            ('CRP', f(r, 0.5, 90), '', 'mg/L', '<5'), ('ESR', str(r.randint(2, 110)), '', 'mm/h', '<20'),
            ('HLA-B27 (flow)', pick(r, ['Positive', 'Negative']), '', '', ''),
            ('Serum protein electrophoresis', pick(r, ['No paraprotein detected', 'Polyclonal increase in gamma',
                                                      'IgG kappa band 3 g/L']), '', '', '')]


PANELS = [('ctd', 'Connective tissue disease screen'), ('vasc', 'Vasculitis serology'),
          ('pid', 'Immunodeficiency work-up'), ('myo', 'Myositis antibody panel (line blot)'),
          ('mast', 'Anaphylaxis / mast cell investigation'), ('ra', 'Inflammatory arthritis serology')]


def lab_report(nb, c):
    r = c.rng
    kind, title = pick(r, PANELS)
    lab = c.hosp
    nb.add(Ph(lab, 'HOSPITAL'), pick(r, [' - Laboratory Medicine', ' LABORATORY SERVICES', ' Clinical Laboratory']), '\n')
    nb.add(pick(r, ['Clinical Immunology Laboratory', 'Immunology Section', 'Immunology & Serology']), '\n')
    nb.add(c.site_addr(), '   ', pick(r, ['Enquiries ', 'Lab enquiries: ', 'Tel ']), c.phone(ext=chance(r, 0.5)), '\n')
    nb.add('=' * 70, '\n')
    nb.add('%-10s' % 'Patient:', c.pt.LF(), '    Sex: ', c.sex, '\n')
    nb.add('%-10s' % 'DOB:', c.d(c.dob), '  (Age ', c.age_ph(), ')\n')
    nb.add('%-10s' % ('NHI:' if c.country == 'NZ' else 'MRN:'), Ph(c.mrn, 'MRN'))
    if c.country == 'CA' and chance(r, 0.7):
        nb.add('   ', c.hc_label, ': ', Ph(c.hc, 'HEALTHPLAN'))
    nb.add('\n')
    loc = r.randrange(3)
    nb.add('%-10s' % 'Location:')
    if loc == 0:
        nb.add(Ph(c.ward, 'HOSPITAL'), ', bed ', Ph(str(r.randint(1, 32)), 'LOCATION_OTHER'))
    elif loc == 1:
        nb.add(Ph(c.clinic, 'HOSPITAL'))
    else:
        nb.add(Ph(c.gp_prac, 'HOSPITAL'))
    nb.add('\n%-10s' % 'Ordered:', c.dr(c.md if loc < 2 else c.gp, style=pick(r, [0, 3, 1])), '\n')
    if chance(r, 0.5):
        nb.add('%-10s' % 'Copy to:', c.dr(c.gp if loc < 2 else c.md, style=pick(r, [0, 3])), '\n')
    nb.add('Accession: ', Ph(fmt.accession(r, 'IM'), 'IDNUM'), '   Specimen: ', pick(r, ['serum (SST)', 'EDTA whole blood', 'serum x2']))
    if chance(r, 0.5):
        nb.add(', tube ID ', Ph(fmt.letters(r, 1) + fmt.digits(r, 9), 'IDNUM'))
    nb.add('\n')
    if chance(r, 0.4):
        nb.add('Requisition: ', Ph(fmt.order_no(r), 'IDNUM'), '\n')
    col = c.ago(1, 10)
    rec = col if chance(r, 0.6) else fmt.add_days(col, 1)
    rep = fmt.add_days(rec, r.randint(0, 9))
    st = pick(r, ['iso', 'upper_dmy', 'slash_dmy' if c.country == 'NZ' else 'ymd_slash'])
    t1 = r.randint(7 * 60, 15 * 60)
    t2 = t1 + r.randint(20, 240) if rec == col else r.randint(7 * 60, 12 * 60)
    t3 = r.randint(9 * 60, 18 * 60) if rep > rec else min(23 * 60 + 50, t2 + r.randint(60, 300))
    nb.add('Collected: ', c.d(col, st), ' %02d:%02d   ' % divmod(t1, 60),
           'Received: ', c.d(rec, st), ' %02d:%02d   ' % divmod(t2, 60),
           'Reported: ', c.d(rep, st), ' %02d:%02d\n' % divmod(t3, 60))
    nb.add('Status: ', pick(r, ['FINAL', 'FINAL', 'PRELIMINARY', 'AMENDED']), '\n')
    notes = {'ctd': ['?SLE', 'polyarthralgia, rash', 'Raynauds', 'sicca symptoms'],
             'vasc': ['haemoptysis, AKI ?vasculitis', 'purpura, neuropathy', 'sinusitis, nodules on CT'],
             'pid': ['recurrent chest infections', 'low IgG on rituximab', 'bronchiectasis'],
             'myo': ['proximal weakness', 'rash and CK 3000', 'ILD ?antisynthetase'],
             'mast': ['anaphylaxis after bee sting', 'recurrent idiopathic anaphylaxis', 'reaction during surgery'],
             'ra': ['inflammatory back pain', 'symmetrical polyarthritis', 'not provided']}[kind]
    nb.add('Clinical notes: ', pick(r, notes), '\n')
    nb.add('=' * 70, '\n')
    nb.add(title.upper(), '\n')
    nb.add('%-30s %-24s %-4s %-9s %s\n' % ('Test', 'Result', 'Flag', 'Units', 'Reference'))
    for t, v, fl, u, ref in panel_rows(r, kind):
        nb.add(('%-30s %-24s %-4s %-9s %s' % (t, v, fl, u, ref)).rstrip() + '\n')
    nb.add('\nCOMMENT\n')
    com = r.randrange(4)
    if com == 0:
        nb.add('Critical/significant result phoned to ', pick(r, [c.nurse(c.rn), c.dr(c.md, style=0)]),
               ' at %02d:%02d on ' % (r.randint(9, 17), r.randrange(60)), c.d(rep, st), ' by ', c.person('DOCTOR').full(), '.\n')
    elif com == 1:
        nb.add('Anti-dsDNA by CLIA; confirm borderline results by Crithidia IIF on request. ANA patterns reported per ICAP.\n')
    elif com == 2:
        nb.add('Previous specimen ', Ph(fmt.accession(r, 'IM'), 'IDNUM'), ' (', c.d(c.ago(90, 700), st),
               ') reported for comparison.\n')
    else:
        nb.add('Interpret in clinical context. Tested by accredited method.\n')
    nb.add('\nVerified by: ', c.person('DOCTOR').full(), pick(r, [', MLT', ' MLT', ', MLS(ASCP)', ', Medical Scientist']),
           '   Authorised: ', c.dr(c.person('DOCTOR'), style=2 if c.country == 'CA' else 0), '\n')
    nb.add('Printed ', c.d(rep, st), ' by ', Ph(fmt.username(r, c.rn.first, c.rn.last), 'USERNAME'))
    if chance(r, 0.7):
        nb.add(' @ ', Ph(fmt.ip_private(r), 'IPADDR'))
    nb.add('   Page 1 of 1\n')
    return 'immunology lab report'


HAQ = ['Dressing & grooming', 'Arising', 'Eating', 'Walking', 'Hygiene', 'Reach', 'Grip', 'Activities']
BASDAI = ['Fatigue', 'Spinal pain', 'Peripheral joint pain/swelling', 'Enthesis tenderness',
          'Morning stiffness severity', 'Morning stiffness duration']
COMMENTS = ["Can't pick up my grandchild {fam} without pain.", 'Struggling at work at {org} - using a split keyboard now.',
            'Feeling much better since the new injection.', 'Tired all the time, worse in the afternoons.',
            'My {rel} {fam} does the shopping for me now.', 'Knees worse with the cold weather.',
            'Stopped netball at {org} because of my ankles.', 'Sleeping better, less stiff in the mornings.']


def prom(nb, c):
    r = c.rng
    dzk = pick(r, ['RA', 'RA', 'PSA', 'AXSPA', 'SLE'])
    nb.add(pick(r, ['PATIENT-REPORTED OUTCOMES SUMMARY', 'PROM Summary Report', 'Questionnaire Results - Patient Portal']), '\n')
    nb.add(Ph(c.clinic, 'HOSPITAL'), ' | ', clin.DZ[dzk]['name'], '\n\n')
    blocks.banner(nb, c, acct=chance(r, 0.5), hc=chance(r, 0.4), style=pick(r, [0, 1, 2]))
    sub = c.ago(0, 6)
    via = r.randrange(3)
    if via == 0:
        nb.add('Submitted via ', Ph(fmt.org_url(r, c.clinic, '/prom'), 'URL'), ' on ', c.d(sub),
               ' %02d:%02d from ' % (r.randint(6, 23), r.randrange(60)), Ph(fmt.ip_private(r), 'IPADDR'), '\n')
        nb.add('Portal account: ', Ph(fmt.username(r, c.pt.first, c.pt.last), 'USERNAME'), '\n')
    elif via == 1:
        nb.add('Completed in waiting room on clinic tablet (asset ', Ph(fmt.device_sn(r), 'DEVICE'), ') on ',
               c.d(c.date), '\n')
    else:
        nb.add('Completed on paper, entered by ', c.nurse(c.rn), ' on ', c.d(c.date), '\n')
    if chance(r, 0.3):
        nb.add('Completed with help from ', blocks.fam_mention(c), '\n')
    nb.add('\n')
    if dzk == 'AXSPA':
        nb.add('BASDAI items (0-10)\n')
        vals = [r.randint(1, 9) for _ in BASDAI]
        for q, v in zip(BASDAI, vals):
            nb.add('  %-34s %d\n' % (q, v))
        bas = (sum(vals[:4]) + (vals[4] + vals[5]) / 2.0) / 5.0
        nb.add('  BASDAI total: %.1f %s\n' % (bas, '(active, >=4)' if bas >= 4 else ''))
        nb.add('  BASFI: %.1f   ASQoL: %d/18\n' % (r.uniform(1, 8), r.randint(2, 16)))
    else:
        nb.add('HAQ-DI categories (0-3)\n')
        vals = [r.randint(0, 3) for _ in HAQ]
        for q, v in zip(HAQ, vals):
            nb.add('  %-22s %d\n' % (q, v))
        nb.add('  Aids/devices: %s\n' % pick(r, ['none', 'jar opener, raised toilet seat', 'cane', 'built-up utensils']))
        nb.add('  HAQ-DI: %.3f\n' % (sum(vals) / 8.0))
        nb.add('RAPID3: function %.1f + pain %.1f + PtGA %.1f = %.1f/30\n' % tuple(
            [x for a in [[r.uniform(0.5, 8), r.uniform(1, 9), r.uniform(1, 9)]] for x in a + [sum(a)]]))
    nb.add('FACIT-Fatigue: %d/52   PHQ-2: %d   Sleep (0-10): %d\n' % (r.randint(12, 48), r.randint(0, 6), r.randint(1, 9)))
    if chance(r, 0.3):
        nb.add('Activity tracker (SN ', Ph(fmt.device_sn(r), 'DEVICE'), ') 14-day mean: %s steps/day\n' % '{:,}'.format(r.randint(1800, 11000)))
    nb.add('\nTREND\n%-14s %-8s %-8s %-6s %s\n' % ('Date', 'HAQ-DI', 'RAPID3', 'Pain', 'PtGA'))
    d = c.ago(300, 500)
    for _ in range(r.randint(3, 5)):
        nb.add(c.d(d, 'iso' if c.country == 'CA' else 'slash_dmy'), ' ' * 4,
               '%-8s %-8s %-6d %d\n' % ('%.3f' % (r.randint(0, 20) / 8.0), '%.1f' % r.uniform(3, 22), r.randint(1, 9), r.randint(1, 9)))
        d = fmt.add_days(d, r.randint(60, 120))
        if d > c.date:
            break
    nb.add('\nPatient comment: "')
    com = pick(r, COMMENTS)
    fam = c.fam if '{rel}' in com else c.person('FAMILY', last=c.pt.last if chance(r, 0.5) else None)
    bits = com.replace('{fam}', '\x00F').replace('{org}', '\x00O').replace('{rel}', c.fam_rel).split('\x00')
    nb.add(bits[0])
    for b in bits[1:]:
        if b[0] == 'F':
            nb.add(fam.fn(), b[1:])
        else:
            nb.add(Ph(c.employer if 'work' in com else pick(r, ['Harbourside Netball Club', 'Eastgate Netball Club']),
                      'ORGANIZATION'), b[1:])
    nb.add('"\n\n')
    nb.add('FLAGS\n')
    flags = ['HAQ-DI change >= 0.22 since last visit (MCID)', 'PHQ-2 >= 3: depression screen positive - GP informed',
             'No flags', 'Pain score increased by 3 points']
    nb.add('- ', pick(r, flags), '\n')
    nb.add('\nReviewed by ', pick(r, [c.nurse(c.rn), c.dr(c.md, style=0)]), ' on ', c.d(c.date), '.')
    if chance(r, 0.4):
        nb.add(' Next questionnaire due ', c.d(c.ahead(80, 120)), '; link will be e-mailed to ', Ph(c.pt.email, 'EMAIL'), '.')
    nb.add('\n')
    return 'patient-reported outcome questionnaire summary'
