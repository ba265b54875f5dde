"""Genres: biologic infusion record; joint injection procedure note."""
from common import Ph, pick, chance, sample
import fmt
import clin
import blocks
import pools_places as PL

DRUGS = [
    ('infliximab (biosimilar)', '5 mg/kg', 'in 250 mL NS over 2 h', 'q8 weeks', 'RA'),
    ('infliximab', '5 mg/kg', 'in 250 mL NS over 2 h', 'q6 weeks', 'AXSPA'),
    ('rituximab', '1000 mg', 'in 500 mL NS, titrated per protocol', 'day 1 and day 15, repeat q6 months', 'RA'),
    ('tocilizumab', '8 mg/kg', 'in 100 mL NS over 60 min', 'q4 weeks', 'RA'),
    ('abatacept', '750 mg', 'in 100 mL NS over 30 min', 'q4 weeks', 'RA'),
    ('belimumab', '10 mg/kg', 'in 250 mL NS over 60 min', 'q4 weeks', 'SLE'),
    ('IVIG (Privigen)', '2 g/kg divided over 2 days', 'at max rate 4.8 mL/kg/h', 'q4 weeks', 'MYO'),
    ('cyclophosphamide (Euro-Lupus)', '500 mg', 'in 250 mL NS over 60 min with mesna', 'q2 weeks x 6', 'SLE'),
    ('zoledronic acid', '5 mg', 'in 100 mL over 15 min', 'yearly', 'PMR'),
    ('golimumab IV', '2 mg/kg', 'in 100 mL NS over 30 min', 'q8 weeks', 'PSA'),
]
PUMPS = ['Alaris 8015', 'Sigma Spectrum', 'Baxter Colleague', 'BD Alaris PC', 'Plum 360']


def infusion(nb, c):
    r = c.rng
    drug, dose, how, sched, dzk = pick(r, DRUGS)
    wt = r.uniform(48, 112)
    nb.add(Ph(c.hosp if chance(r, 0.5) else c.clinic, 'HOSPITAL'))
    if chance(r, 0.5):
        nb.add(' - ', Ph(c.ward, 'HOSPITAL'))
    else:
        nb.add(' - ', pick(r, ['Medical Day Unit', 'Ambulatory Infusion Clinic', 'Rheumatology Infusion Suite']))
    nb.add('\n', pick(r, ['BIOLOGIC INFUSION RECORD', 'Infusion Administration Record', 'IV BIOLOGIC THERAPY - NURSING RECORD']),
           '\n\n')
    blocks.banner(nb, c, hc=chance(r, 0.7), style=pick(r, [0, 1, 3]))
    nb.add(pick(r, ['Chair ', 'Bay ', 'Chair/Bay: ', 'Room ']), Ph(pick(r, [str(r.randint(1, 18)), '%s%d' % (pick(r, 'ABCD'), r.randint(1, 9))]),
                                                                'LOCATION_OTHER'), '\n')
    nb.add('Diagnosis: ', clin.DZ[dzk]['name'], '\n')
    nb.add('Prescriber: ', c.dr(c.md, style=pick(r, [0, 1, 3])), '\n')
    nb.add('Order: ', drug, ' ', dose, ' ', how, ' (', sched, ')\n')
    if 'mg/kg' in dose:
        fac = float(dose.split()[0])
        nb.add('Weight today %.1f kg; calculated dose %d mg (rounded to nearest vial)\n' % (wt, int(wt * fac / 10 + 0.5) * 10))
    elif 'g/kg' in dose:
        nb.add('Weight today %.1f kg; total course %d g\n' % (wt, int(wt * 2 + 0.5)))
    else:
        nb.add('Weight today %.1f kg (fixed dose)\n' % wt)
    nb.add('Dose number: %d   ' % r.randint(1, 24))
    nb.add('Previous infusion: ', c.d(c.ago(14, 60)), '\n')
    nb.add('Lot #: ', Ph(fmt.lot_no(r), 'IDNUM'))
    if chance(r, 0.5):
        nb.add('   Order #: ', Ph(fmt.order_no(r), 'IDNUM'))
    nb.add('\n')
    if chance(r, 0.6):
        if c.country == 'CA':
            nb.add('Funding: ', Ph(c.insurer, 'ORGANIZATION'), ' member ', Ph(fmt.member_id(r), 'HEALTHPLAN'),
                   ', group ', Ph(fmt.group_no(r), 'HEALTHPLAN'), '\n')
        else:
            nb.add('Funding: Special Authority ', Ph(fmt.sa_number(r, 'NZ'), 'IDNUM'), ' (approved ',
                   c.d(c.ago(30, 300)), ')\n')
    if chance(r, 0.4):
        nb.add('Patient support program: ', Ph(pick(r, PL.SUPPORT_PROG), 'ORGANIZATION'), ', case ',
               Ph(fmt.case_no(r), 'IDNUM'), ', coordinator ', c.person('DOCTOR').full(), ' ', c.phone(ext=True), '\n')
    nb.add('Pump: ', pick(r, PUMPS), ' SN ', Ph(fmt.device_sn(r), 'DEVICE'), '\n\n')
    nb.add('IDENTITY CHECK\n')
    if chance(r, 0.4):
        nb.add('Pt ', c.pt.inits(dots=chance(r, 0.5)), ': ')
    nb.add('Two identifiers (name, DOB) confirmed verbally and against wristband')
    if chance(r, 0.6):
        nb.add('; palm-vein scan ID ', Ph(fmt.bioid(r).replace('FP-', 'PV-').replace('VP-', 'PV-'), 'BIOID'),
               ' matched')
    nb.add('.\n\nPRE-INFUSION SCREEN\n')
    qs = ['Fever or active infection', 'Antibiotics in last 2 weeks', 'Recent or planned surgery',
          'Live vaccine in last 4 weeks', 'New cough, SOB', 'Pregnant or breastfeeding',
          'Reaction with last infusion']
    for q in sample(r, qs, r.randint(4, 6)):
        nb.add('  %-34s %s\n' % (q + ':', pick(r, ['No', 'No', 'No', 'Denies'])))
    nb.add('  IGRA: negative (', c.d(c.ago(200, 900)), ')   HBsAg: negative\n')
    t0h, t0m = r.randint(8, 11), pick(r, [0, 10, 15, 20, 30, 40, 45])
    nb.add('\nPremedication at %02d:%02d: ' % (t0h, t0m),
           ', '.join(sample(r, ['acetaminophen 650 mg PO', 'cetirizine 10 mg PO', 'diphenhydramine 25 mg IV',
                                'methylprednisolone 100 mg IV', 'hydrocortisone 100 mg IV', 'loratadine 10 mg PO'],
                            r.randint(1, 3))), '\n')
    nb.add('IV access: %s %s, %d attempt(s), by ' % (pick(r, ['22G', '20G', '24G']),
                                                      pick(r, ['L forearm', 'R forearm', 'L hand', 'R antecubital']),
                                                      r.randint(1, 2)),
           c.nurse(c.rn), '\n\n')
    nb.add('VITAL SIGNS\n', 'Time   BP        HR   T     RR  SpO2  Rate mL/h\n')
    mins = 0
    rates = [50, 100, 200, 250, 250, 0]
    for k, lab in enumerate(['pre', '15m', '30m', '60m', 'end', 'post']):
        bp, hr, t, rr, sat = clin.vit_tuple(r)
        hh, mm = divmod(t0h * 60 + t0m + 15 + mins, 60)
        nb.add('%02d:%02d  %-9s %-4s %-5s %-3s %-5s %s\n' % (hh, mm, bp, hr, t, rr, sat + '%', rates[k] or '-'))
        mins += pick(r, [15, 15, 30, 30, 45])
    reac = r.randrange(5)
    if reac == 0:
        nb.add('\nReaction: flushing and chest tightness at %d min; infusion paused, hydrocortisone 100 mg IV '
               'given, resumed at half rate after 30 min without recurrence. ' % r.randint(20, 70),
               c.dr(c.md, style=0), ' notified.\n')
    else:
        nb.add('\nReaction: none. Tolerated well.\n')
    nb.add('Post-infusion observation %d min. Discharged ambulatory at %02d:%02d' % (
        pick(r, [30, 30, 60]), hh, mm))
    if chance(r, 0.4):
        nb.add(' with ', blocks.fam_mention(c))
    nb.add('.\n')
    nb.add('Next infusion: ', c.d(c.ahead(14, 60)), pick(r, [' at %02d:%02d' % (r.randint(8, 13), pick(r, [0, 30])), '']), '\n')
    if chance(r, 0.55):
        nb.add('Parking validated - plate ', Ph(fmt.plate(r, c.country, c.prov_ab), 'VEHICLE'), '\n')
    if chance(r, 0.3):
        nb.add('Patient reminded about bloodwork before next dose; requisition given. Pt phone confirmed: ',
               c.mobile(), '\n')
    nb.add('\nAdministered by: ', c.nurse(c.rn), '\n')
    nb.add('Independent double check: ', c.nurse(c.rn2), '\n')
    if chance(r, 0.6):
        blocks.audit(nb, c, user=c.rn)
    return 'biologic infusion record'


JOINTS = [
    ('R knee', 'superolateral', '21G 1.5"', True, 'j'), ('L knee', 'superolateral', '21G 1.5"', True, 'j'),
    ('R knee', 'medial midpatellar', '18G 1.5"', True, 'j'), ('L glenohumeral joint', 'posterior, US-guided', '22G 3.5" spinal', False, 'j'),
    ('R subacromial bursa', 'lateral, US-guided', '25G 1.5"', False, 'b'), ('L 1st CMC joint', 'US-guided dorsal', '25G 5/8"', False, 'j'),
    ('R wrist (radiocarpal)', 'dorsal', '25G 1"', True, 'j'), ('L tibiotalar joint', 'anteromedial', '22G 1.5"', True, 'j'),
    ('R greater trochanteric bursa', 'lateral', '22G 3.5" spinal', False, 'b'), ('L carpal tunnel', 'US-guided in-plane', '25G 1.5"', False, 't'),
    ('R 1st extensor compartment', 'US-guided', '27G', False, 't'), ('R 3rd flexor tendon sheath (A1 pulley)', 'palmar', '27G', False, 't'),
]
INDIC = {
    'j': ['Persistent synovitis despite DMARD', 'Acute effusion, rule out septic/crystal arthritis',
          'Painful OA flare', 'Mono-articular flare in known {dz}'],
    'b': ['Bursitis not responding to physiotherapy', 'Night pain and painful arc despite 6 weeks of physio'],
    't': ['Tenosynovitis limiting function', 'Triggering/locking with nodule', 'Nocturnal paraesthesia, NCS-confirmed mild CTS'],
}
POSN = {'j': ['supine with knee extended', 'supine with knee flexed 20 degrees', 'seated'],
        'b': ['lateral decubitus', 'seated', 'supine'], 't': ['seated with hand on pillow', 'supine', 'seated']}


STEROIDS = ['triamcinolone acetonide 40 mg (1 mL)', 'triamcinolone acetonide 80 mg (2 mL)',
            'methylprednisolone acetate 40 mg (1 mL)', 'methylprednisolone acetate 80 mg (2 mL)',
            'triamcinolone acetonide 20 mg (0.5 mL)', 'triamcinolone hexacetonide 20 mg']


def injection(nb, c):
    r = c.rng
    joint, appr, needle, aspirate, kind = pick(r, JOINTS)
    dzk = pick(r, ['RA', 'PSA', 'GOUT', 'CPPD', 'RA'])
    blocks.letterhead(nb, c, dept=pick(r, ['Rheumatology Procedures Clinic', 'Division of Rheumatology',
                                           'Musculoskeletal Ultrasound Clinic']), email=chance(r, 0.4))
    nb.add('PROCEDURE NOTE: ', joint, pick(r, [' aspiration and injection', ' corticosteroid injection',
                                               ' arthrocentesis/injection']), '\n\n')
    blocks.banner(nb, c, hc=chance(r, 0.5))
    nb.add('Location: ', pick(r, ['Procedure Room ', 'Room ', 'Clinic room ']), Ph(str(r.randint(1, 14)) + pick(r, ['', 'A', 'B']),
                                                                               'LOCATION_OTHER'), '\n')
    nb.add('Operator: ', c.dr(c.md, style=pick(r, [0, 1, 2])), '\n')
    if chance(r, 0.5):
        fel = c.person('DOCTOR')
        nb.add('Fellow/resident: ', c.drt(), ' ', pick(r, [fel.full, fel.il])(), ' (PGY-%d)\n' % r.randint(4, 5))
    nb.add('Assistant: ', c.nurse(c.rn), '\n\n')
    nb.add('INDICATION\n', pick(r, INDIC[kind if 'knee' not in joint else 'j']).replace('{dz}', clin.DZ[dzk]['name']), '.\n')
    if chance(r, 0.5):
        nb.add('Last injection to this site: ', 'none' if chance(r, 0.4) else c.d(c.ago(100, 500)), '\n')
    nb.add('\nCONSENT\nRisks discussed including infection (approx. 1 in 10,000), post-injection flare, skin '
           'depigmentation and fat atrophy, transient rise in blood glucose, bleeding and tendon injury. ')
    nb.add(pick(r, ['Written consent signed.', 'Verbal consent obtained and documented.',
                    'Consent form signed and witnessed by ']))
    if nb.parts[-1].endswith('by '):
        nb.add(c.nurse(c.rn2), '.')
    nb.add('\nAnticoagulation: ', pick(r, ['none', 'apixaban - not held per protocol', 'ASA 81 mg', 'warfarin, INR 2.3 today']), '\n')
    nb.add('\nTIME-OUT at %02d:%02d: patient ' % (r.randint(8, 16), r.randrange(60)))
    nb.add(pick(r, [c.pt.full, c.pt.lf, c.pt.fml])(), ', DOB ', c.d(c.dob), ', ', c.mrn_line(),
           '; site marked; allergies (', pick(r, clin.DRUG_ALLERGY), ') reviewed.\n\n')
    nb.add('TECHNIQUE\nPositioned ', pick(r, POSN['j'][:2] if 'knee' in joint else (['seated', 'supine'] if kind == 'j' else POSN[kind])),
           '. Skin prepped with 2%% chlorhexidine in 70%% alcohol; sterile gel and probe cover used where US-guided. '
           '%s approach with %s needle after 1%% lidocaine skin wheal. ' % (appr[0].upper() + appr[1:], needle))
    acc = None
    if aspirate and chance(r, 0.8):
        ml = r.randint(8, 90) if 'knee' in joint else r.randint(1, 6)
        nb.add('Aspirated %d mL of %s fluid. ' % (ml, pick(r, ['clear yellow', 'straw-coloured', 'turbid', 'slightly blood-stained', 'cloudy yellow'])))
        acc = fmt.accession(r, pick(r, ['SF', 'MB']))
    nb.add('Injected ', pick(r, STEROIDS), ' with %d mL 1%% lidocaine. ' % r.randint(1, 4))
    nb.add('Needle withdrawn, pressure applied, bandage placed.\n')
    if chance(r, 0.2):
        y = c.ago(800, 5000)
        nb.add('Note: prior ', 'contralateral ' if 'knee' in joint else '', 'total knee arthroplasty (', c.yr(y), '), implant record SN ',
               Ph(fmt.device_sn(r), 'DEVICE'), ' - not injected.\n')
    nb.add('\nEBL: minimal. Complications: none. Tolerated well, VAS pain %d/10 -> %d/10 at 10 min.\n' % (
        r.randint(5, 9), r.randint(0, 4)))
    if acc:
        nb.add('\nSPECIMENS\nSynovial fluid for cell count/differential, crystals (polarised microscopy), Gram stain '
               'and culture. Accession ', Ph(acc, 'IDNUM'), '.\n')
        if chance(r, 0.6):
            res_d = c.ahead(1, 3)
            nb.add('Addendum ', c.d(res_d), ': WBC %s x10^6/L, %d%% PMN; %s; Gram stain no organisms; culture pending.\n' % (
                '{:,}'.format(r.randint(800, 46000)), r.randint(30, 95),
                pick(r, ['negatively birefringent needle-shaped crystals (MSU)', 'weakly positively birefringent rhomboid crystals (CPP)',
                         'no crystals seen'])))
    nb.add('\nAFTERCARE\nRelative rest 24-48 h, ice as needed. Diabetic patients to monitor glucose for 3 days. '
           'Return to ED or call ')
    nb.add(pick(r, ['the nurse line ', 'the clinic on ', '']), c.phone(ext=chance(r, 0.3)),
           ' for fever, increasing redness or swelling.\n')
    if chance(r, 0.4):
        nb.add('Driving: ', pick(r, ['accompanied by ', 'driven home by ']), blocks.fam_mention(c), '.\n')
    nb.add('Review: ', pick(r, ['routine clinic ', 'phone check in ']), c.d(c.ahead(14, 90)), '.\n\n')
    blocks.signature(nb, c, esign=chance(r, 0.7))
    if chance(r, 0.4):
        blocks.audit(nb, c)
    return 'joint injection procedure note'
