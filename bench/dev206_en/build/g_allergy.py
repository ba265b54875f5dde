"""Genres: allergy skin-prick test report (table); drug allergy challenge record."""
from common import Ph, pick, chance, sample
import fmt
import clin
import blocks
import pools_places as PL

AERO_CA = ['D. pteronyssinus', 'D. farinae', 'Cat pelt', 'Dog epithelium', 'Timothy grass', 'Kentucky bluegrass',
           'Short ragweed', 'Birch', 'Mixed trees (maple/oak/elm)', 'Alternaria alternata', 'Cladosporium',
           'German cockroach', 'Horse']
AERO_NZ = ['D. pteronyssinus', 'D. farinae', 'Cat pelt', 'Dog epithelium', 'Ryegrass', 'Bermuda grass',
           'Plantain', 'Silver birch', 'Privet', 'Alternaria alternata', 'Cladosporium', 'Horse', 'Wattle']
FOODS = ['Peanut', 'Cashew', 'Pistachio', 'Hazelnut', 'Almond', 'Walnut', 'Pecan', 'Sesame', 'Egg white',
         "Cow's milk", 'Wheat', 'Soy', 'Shrimp', 'Cod', 'Salmon', 'Kiwifruit', 'Fresh apple (prick-to-prick)',
         'Buckwheat', 'Lupin', 'Mustard']
INDIC = ['Seasonal rhinoconjunctivitis', 'Perennial rhinitis and asthma', 'Suspected peanut allergy after '
         'lip swelling', 'Atopic dermatitis with food concerns', 'Hives after cashew', 'Oral allergy symptoms with '
         'raw apple and kiwifruit', 'Reaction to egg-containing baked goods', 'Asthma - aeroallergen work-up']


def kid_parent(c):
    """Parent of a child patient (FAMILY)."""
    r = c.rng
    sex = pick(r, 'FFM')
    p = c.person('FAMILY', sex, last=c.pt.last if chance(r, 0.7) else None)
    return p, ('mother' if sex == 'F' else 'father')


def spt(nb, c):
    r = c.rng
    c.allergy_site()
    blocks.letterhead(nb, c, dept=pick(r, ['Allergy and Clinical Immunology', 'Allergy Clinic'] +
                                       (['Paediatric Allergy Service'] * 2 if c.age < 17 else [])))
    nb.add(pick(r, ['SKIN PRICK TEST REPORT', 'Allergy Skin Prick Testing - Results', 'SPT RESULTS']), '\n\n')
    blocks.banner(nb, c, hc=chance(r, 0.6))
    nb.add('Referred by: ', c.dr(c.gp, style=pick(r, [0, 1, 3])), ', ', Ph(c.gp_prac, 'HOSPITAL'), '\n')
    if c.age < 17:
        par, rel = kid_parent(c)
        nb.add('Accompanied by: ', rel, ' ', par.full(), ', contact ', c.mobile(), '\n')
        if chance(r, 0.5):
            nb.add(pick(r, ['School: ', 'Daycare/school: ']), Ph(c.school, 'ORGANIZATION'), '\n')
    ind = pick(r, INDIC)
    nb.add('Indication: ', ind, '\n')
    last_ah = c.ago(6, 14)
    nb.add('Antihistamines: last ', pick(r, ['cetirizine', 'loratadine', 'desloratadine', 'fexofenadine']),
           ' dose ', c.d(last_ah), ' (held %d days) - ' % (c.date - last_ah).days, 'OK to test\n')
    nb.add('Site: ', pick(r, ['volar forearms', 'upper back', 'L volar forearm']), '   Device: single-head lancets\n')
    nb.add('Applied at %02d:%02d by ' % (r.randint(8, 15), r.randrange(60)), c.nurse(c.rn),
           '; read at 15 min by ', c.dr(c.md, style=pick(r, [0, 3, 5])), '\n\n')
    aero = AERO_CA if c.country == 'CA' else AERO_NZ
    foodish = any(w in ind for w in ('peanut', 'cashew', 'food', 'egg', 'apple'))
    if foodish or chance(r, 0.3):
        panel = sample(r, aero, r.randint(4, 8)) + sample(r, FOODS, r.randint(3, 8))
    else:
        panel = sample(r, aero, r.randint(7, 12))
    nb.add('%-30s %-10s %-10s %s\n' % ('Allergen', 'Wheal mm', 'Flare mm', 'Interpretation'))
    nb.add('-' * 66 + '\n')
    hw = r.randint(4, 9)
    nb.add('%-30s %-10s %-10s %s\n' % ('Histamine 10 mg/mL (+ ctrl)', hw, r.randint(18, 40), 'valid'))
    nb.add('%-30s %-10s %-10s %s\n' % ('Saline (- ctrl)', 0, 0, 'valid'))
    pos = []
    for a in panel:
        w = pick(r, [0, 0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12])
        fl = 0 if w == 0 else w * 2 + r.randint(0, 15)
        interp = 'positive' if w >= 3 else ('equivocal' if w == 2 else 'negative')
        if w >= 3:
            pos.append(a)
        nb.add('%-30s %-10s %-10s %s\n' % (a, w, fl, interp))
    nb.add('\nINTERPRETATION\n')
    if pos:
        nb.add('Sensitisation demonstrated to ', ', '.join(pos[:5]).lower() if chance(r, 0.3) else ', '.join(pos[:5]),
               '. Sensitisation does not equal clinical allergy; results must be interpreted with the history.\n')
    else:
        nb.add('No sensitisation detected to the allergens tested. Valid controls.\n')
    if chance(r, 0.5):
        nb.add('\nSerum specific IgE (', c.d(c.ago(10, 120)), ', accession ', Ph(fmt.accession(r, 'IG'), 'IDNUM'), '):\n')
        for comp in sample(r, ['Ara h 2', 'Ara h 8', 'Cor a 14', 'Ana o 3', 'Gal d 1', 'Bos d 8', 'Total IgE'], r.randint(2, 4)):
            unit = 'kU/L' if comp == 'Total IgE' else 'kUA/L'
            nb.add('  %-10s %s %s\n' % (comp, '%.2f' % r.uniform(0.05, 35) if comp != 'Total IgE' else r.randint(40, 2400), unit))
    nb.add('\nRECOMMENDATIONS\n')
    recs = ['Allergen avoidance advice given (written handout).', 'Intranasal corticosteroid daily in season.',
            'Consider sublingual immunotherapy if symptoms persist despite pharmacotherapy.',
            'Oral food challenge to be booked.', 'Adrenaline autoinjector prescribed and technique taught.',
            'Continue regular introduction of tolerated foods.', 'Review asthma control; spirometry at next visit.']
    for rec in sample(r, recs, r.randint(2, 4)):
        nb.add('- ', rec, '\n')
    if chance(r, 0.5):
        nb.add('- Oral food challenge booked for ', c.d(c.ahead(20, 120)), ', ',
               pick(r, ['Room ', 'Challenge Bay ', 'Bed ']), Ph(str(r.randint(1, 9)), 'LOCATION_OTHER'), '.\n')
    if chance(r, 0.35):
        nb.add('- Resources: ', Ph(fmt.org_url(r, c.site, '/' + pick(r, ['allergy-avoidance', 'spt-info', 'food-ladder'])), 'URL'),
               '\n')
    nb.add('\n')
    blocks.signature(nb, c, role=pick(r, ['Clinical Immunologist & Allergist', 'Allergist', 'Paediatric Allergist']))
    if chance(r, 0.5):
        blocks.cc(nb, c)
    return 'allergy skin-prick test report'


CHALL = [
    ('amoxicillin', [('50 mg', 50), ('450 mg', 500)], 'PEN-FAST %d (low risk)'),
    ('amoxicillin', [('500 mg', 500)], 'PEN-FAST %d (low risk) - single-step direct oral challenge'),
    ('cephalexin', [('50 mg', 50), ('450 mg', 500)], 'remote benign rash, risk low (%d)'),
    ('cefuroxime axetil', [('25 mg', 25), ('225 mg', 250), ('250 mg', 500)], 'risk score %d'),
    ('trimethoprim-sulfamethoxazole', [('8/40 mg', 8), ('80/400 mg', 88), ('160/800 mg', 248)], 'risk score %d'),
    ('clarithromycin', [('50 mg', 50), ('450 mg', 500)], 'risk score %d'),
    ('acetylsalicylic acid (ASA)', [('40.5 mg', 40.5), ('81 mg', 121.5), ('162.5 mg', 284), ('325 mg', 609)],
     'suspected NSAID-exacerbated respiratory disease, baseline FEV1 %d%% predicted'),
    ('ibuprofen', [('40 mg', 40), ('160 mg', 200), ('200 mg', 400)], 'single-NSAID reactor, risk %d'),
    ('lidocaine 1% (no adrenaline)', [('0.1 mL SC', 0.1), ('0.5 mL SC', 0.6), ('1 mL SC', 1.6)],
     'vasovagal features at index event, risk %d'),
]
INDEX = ['widespread hives', 'maculopapular rash on day 7', 'itchy rash', 'facial swelling', 'vomiting',
         'reported "allergy" in chart, details unknown', 'rash while treated for strep throat', 'wheeze and rhinorrhoea']


def challenge(nb, c):
    r = c.rng
    c.allergy_site()
    drug, steps, risk = pick(r, CHALL)
    blocks.letterhead(nb, c, dept=pick(r, ['Drug Allergy Clinic', 'Allergy Day Unit', 'Clinical Immunology & Allergy']),
                      email=chance(r, 0.4))
    nb.add(pick(r, ['DRUG ALLERGY CHALLENGE RECORD', 'Graded Drug Challenge - Nursing & Medical Record',
                    'DIRECT ORAL CHALLENGE RECORD']), '\n\n')
    blocks.banner(nb, c, hc=chance(r, 0.5))
    nb.add('Location: ', pick(r, ['Allergy Day Unit, ', 'Day Procedure Unit, ', '']),
           pick(r, ['Bed ', 'Room ', 'Bay ']), Ph(str(r.randint(1, 12)) + pick(r, ['', '', 'A', 'B']), 'LOCATION_OTHER'), '\n')
    nb.add('Supervising physician: ', c.dr(c.md, style=pick(r, [0, 1, 4])), '\n')
    nb.add('Challenge nurse: ', c.nurse(c.rn), '\n\n')
    ia = r.randint(2, max(3, c.age - 1))
    when = c.ago(365 * max(1, c.age - ia), 365 * max(1, c.age - ia) + 300)
    nb.add('INDEX REACTION\n', pick(r, INDEX).capitalize(), ' with ', drug.split(' (')[0], ' at age ', Ph(str(ia), 'AGE'))
    if chance(r, 0.6):
        nb.add(' (', c.yr(when), ')')
    if chance(r, 0.3):
        nb.add(', while ', pick(r, ['on holiday in ', 'living in ', 'visiting family in ']), c.country_ph(pick(r, PL.TRAVEL)))
    k = r.randrange(3)
    if k == 0:
        nb.add('; no mucosal involvement, no blistering, no organ involvement.')
    elif k == 1:
        nb.add('; resolved within 48 h with antihistamine.')
    else:
        nb.add('; treated at ', Ph(c.hosp, 'HOSPITAL'), ' ED.')
    nb.add('\nRisk assessment: ', risk % r.randint(0, 2) if '%d%%' not in risk else risk % r.randint(70, 95), '\n')
    nb.add('Contraindications excluded (no SJS/TEN/DRESS history, not pregnant, no active asthma exacerbation, '
           'no beta-blocker). Baseline skin clear.\n')
    nb.add('Consent: ', pick(r, ['written', 'written', 'verbal, witnessed']), ' - risks of reaction including anaphylaxis '
           'explained.\n')
    if chance(r, 0.4):
        nb.add('Identity: wristband + ', pick(r, ['fingerprint', 'palm-vein']), ' ID ', Ph(fmt.bioid(r), 'BIOID'), ' verified.\n')
    nb.add('Emergency kit at bedside: adrenaline 1 mg/mL (0.01 mg/kg IM, max 0.5 mg), salbutamol, cetirizine, O2.\n\n')
    t = r.randint(8 * 60, 10 * 60)
    nb.add('Time   Dose            Cum.     BP        HR   SpO2  Skin/obs\n')
    for k, (lab, cum) in enumerate(steps):
        bp, hr, _, _, sat = clin.vit_tuple(r)
        nb.add('%02d:%02d  %-15s %-8s %-9s %-4s %-5s %s\n' % (t // 60, t % 60, lab, cum, bp, hr, sat + '%',
                                                              pick(r, ['clear', 'clear', 'clear', 'no change', 'mild itch, no wheal'])))
        t += pick(r, [30, 30, 45, 60])
    outcome = r.randrange(6)
    nb.add('\nObserved %d min after final dose.\n' % pick(r, [60, 60, 90, 120]))
    if outcome == 0:
        nb.add('OUTCOME: POSITIVE - urticarial wheals on trunk %d min after step %d, no respiratory or cardiovascular '
               'involvement. Cetirizine 20 mg PO given; resolved within 1 h.\n' % (r.randint(15, 50), len(steps)))
        nb.add('Allergy label CONFIRMED: ', drug, ' (', pick(r, ['immediate urticaria', 'mild cutaneous reaction']), ').\n')
    else:
        nb.add('OUTCOME: NEGATIVE - no immediate reaction.\n')
        nb.add('Allergy label REMOVED: ', drug, '. ')
        if chance(r, 0.5):
            nb.add('Extended home course %d days; delayed reaction warning given.' % pick(r, [3, 5]))
        nb.add('\n')
    nb.add('\nRecord updated in ', pick(r, ['EMR allergy module', 'provincial drug profile' if c.country == 'CA' else
                                             'Medical Warning System', 'patient wallet card']), '. ')
    nb.add('Letter faxed to ', Ph(c.pharm, 'HOSPITAL'), ' (', c.fax(), ') and to ', c.dr(c.gp, style=0), '.\n')
    nb.add('Delayed reaction? Call ', c.phone(ext=chance(r, 0.5)), ' (weekdays) or ', c.tollfree(), ' after hours.\n')
    if c.age < 16:
        par, rel = kid_parent(c)
        nb.add('Discharged with ', rel, ' ', pick(r, [par.full, par.fn])(), ' at %02d:%02d.\n' % (t // 60 + 1, t % 60))
    nb.add('\n')
    blocks.signature(nb, c, role='Allergist', esign=chance(r, 0.6))
    nb.add('Nursing documentation: ', c.nurse(c.rn), '  user ', c.rn.uname(), '\n')
    return 'drug allergy challenge record'
