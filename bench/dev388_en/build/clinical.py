"""Clinical content pools: diagnoses, regimens, labs, hard-negative phrases.

Nothing in this module is PHI: drug names, eponyms, scores, codes, units,
public bodies and generic departments are the hard negatives of the set.
"""

# key, full name, short, age range, regimens, ICD-10, kind
DX = [
    ('DLBCL', 'diffuse large B-cell lymphoma', 'DLBCL', (42, 88),
     ['R-CHOP-21', 'Pola-R-CHP', 'R-mini-CHOP', 'R-GDP'], 'C83.3', 'lym'),
    ('cHL', 'classical Hodgkin lymphoma, nodular sclerosis', 'cHL', (18, 72),
     ['ABVD', 'A-AVD', 'eBEACOPDac'], 'C81.1', 'lym'),
    ('FL', 'follicular lymphoma, grade 1-2', 'FL', (45, 82),
     ['R-Benda', 'O-Benda', 'R-CVP', 'R-maint'], 'C82.1', 'lym'),
    ('MCL', 'mantle cell lymphoma', 'MCL', (55, 86), ['R-Benda', 'ibrutinib'], 'C83.1', 'lym'),
    ('CLL', 'chronic lymphocytic leukaemia', 'CLL', (52, 90),
     ['Ven-Obin', 'FCR', 'ibrutinib', 'acalabrutinib'], 'C91.1', 'leuk'),
    ('AML', 'acute myeloid leukaemia', 'AML', (40, 86), ['Aza-Ven', 'DA 3+10', 'HiDAC'], 'C92.0', 'leuk'),
    ('B-ALL', 'B-lymphoblastic leukaemia', 'B-ALL', (18, 62),
     ['blinatumomab', 'ALL maintenance'], 'C91.0', 'leuk'),
    ('CML', 'chronic myeloid leukaemia, chronic phase', 'CML', (24, 78),
     ['imatinib', 'dasatinib'], 'C92.1', 'leuk'),
    ('MZL', 'splenic marginal zone lymphoma', 'SMZL', (55, 85), ['R-mono', 'R-Benda'], 'C83.0', 'lym'),
    ('HCL', 'hairy cell leukaemia', 'HCL', (40, 74), ['cladribine'], 'C91.4', 'leuk'),
    ('PTCL', 'peripheral T-cell lymphoma, NOS', 'PTCL-NOS', (48, 80), ['CHOEP', 'CHOP'], 'C84.4', 'lym'),
    ('BL', 'Burkitt lymphoma', 'BL', (19, 60), ['R-CODOX-M/R-IVAC', 'DA-EPOCH-R'], 'C83.7', 'lym'),
]

# regimen -> (cycle length days, planned cycles, drugs, irradiated, oral)
# drug = (name, dose, basis, route, days, diluent)
REG = {
    'R-CHOP-21': (21, 6, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                          ('cyclophosphamide', 750, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                          ('doxorubicin', 50, 'm2', 'IV bolus via fast-running drip', 'D1', 'syringe'),
                          ('vincristine', 1.4, 'm2cap2', 'IV infusion', 'D1', '0.9% sodium chloride 50 mL'),
                          ('prednisolone', 100, 'flat', 'PO', 'D1-5', None)], False, False),
    'Pola-R-CHP': (21, 6, [('polatuzumab vedotin', 1.8, 'kg', 'IV infusion', 'D1', '0.9% sodium chloride 100 mL'),
                           ('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                           ('cyclophosphamide', 750, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                           ('doxorubicin', 50, 'm2', 'IV bolus', 'D1', 'syringe'),
                           ('prednisolone', 100, 'flat', 'PO', 'D1-5', None)], False, False),
    'R-mini-CHOP': (21, 6, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                            ('cyclophosphamide', 400, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                            ('doxorubicin', 25, 'm2', 'IV bolus', 'D1', 'syringe'),
                            ('vincristine', 1, 'flat', 'IV infusion', 'D1', '0.9% sodium chloride 50 mL'),
                            ('prednisolone', 40, 'm2', 'PO', 'D1-5', None)], False, False),
    'R-GDP': (21, 3, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                      ('gemcitabine', 1000, 'm2', 'IV', 'D1 and D8', '0.9% sodium chloride 250 mL'),
                      ('cisplatin', 75, 'm2', 'IV with pre/post-hydration', 'D1', '0.9% sodium chloride 1000 mL'),
                      ('dexamethasone', 40, 'flat', 'PO', 'D1-4', None)], False, False),
    'ABVD': (28, 6, [('doxorubicin', 25, 'm2', 'IV bolus', 'D1 and D15', 'syringe'),
                     ('bleomycin', 10000, 'units_m2', 'IV', 'D1 and D15', '0.9% sodium chloride 100 mL'),
                     ('vinblastine', 6, 'm2', 'IV bolus', 'D1 and D15', 'syringe'),
                     ('dacarbazine', 375, 'm2', 'IV infusion (light-protected)', 'D1 and D15', '0.9% sodium chloride 500 mL')],
             True, False),
    'A-AVD': (28, 6, [('brentuximab vedotin', 1.2, 'kg', 'IV infusion', 'D1 and D15', '0.9% sodium chloride 150 mL'),
                      ('doxorubicin', 25, 'm2', 'IV bolus', 'D1 and D15', 'syringe'),
                      ('vinblastine', 6, 'm2', 'IV bolus', 'D1 and D15', 'syringe'),
                      ('dacarbazine', 375, 'm2', 'IV infusion', 'D1 and D15', '0.9% sodium chloride 500 mL')],
              True, False),
    'eBEACOPDac': (21, 4, [('etoposide', 200, 'm2', 'IV', 'D1-3', '0.9% sodium chloride 1000 mL'),
                           ('doxorubicin', 35, 'm2', 'IV bolus', 'D1', 'syringe'),
                           ('cyclophosphamide', 1250, 'm2', 'IV', 'D1', '0.9% sodium chloride 500 mL'),
                           ('vincristine', 1.4, 'm2cap2', 'IV infusion', 'D8', '0.9% sodium chloride 50 mL'),
                           ('bleomycin', 10000, 'units_m2', 'IV', 'D8', '0.9% sodium chloride 100 mL'),
                           ('dacarbazine', 250, 'm2', 'IV', 'D2-3', '0.9% sodium chloride 500 mL'),
                           ('prednisolone', 40, 'm2', 'PO', 'D1-14', None)], True, False),
    'R-Benda': (28, 6, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                        ('bendamustine', 90, 'm2', 'IV infusion', 'D1-2', '0.9% sodium chloride 500 mL')], True, False),
    'O-Benda': (28, 6, [('obinutuzumab', 1000, 'flat', 'IV infusion', 'D1 (C1: D1, D8, D15)', '0.9% sodium chloride 250 mL'),
                        ('bendamustine', 90, 'm2', 'IV infusion', 'D1-2', '0.9% sodium chloride 500 mL')], True, False),
    'R-CVP': (21, 8, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                      ('cyclophosphamide', 750, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                      ('vincristine', 1.4, 'm2cap2', 'IV infusion', 'D1', '0.9% sodium chloride 50 mL'),
                      ('prednisolone', 40, 'm2', 'PO', 'D1-5', None)], False, False),
    'R-maint': (56, 12, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL')], False, False),
    'R-mono': (7, 4, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL')], False, False),
    'ibrutinib': (28, 99, [('ibrutinib', 420, 'flat', 'PO', 'OD continuous', None)], False, True),
    'acalabrutinib': (28, 99, [('acalabrutinib', 100, 'flat', 'PO', 'BD continuous', None)], False, True),
    'FCR': (28, 6, [('fludarabine', 25, 'm2', 'IV', 'D1-3', '0.9% sodium chloride 100 mL'),
                    ('cyclophosphamide', 250, 'm2', 'IV', 'D1-3', '0.9% sodium chloride 250 mL'),
                    ('rituximab', 500, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL')], True, False),
    'Ven-Obin': (28, 12, [('obinutuzumab', 1000, 'flat', 'IV infusion', 'D1 (C1 split 100 mg D1 / 900 mg D2, D8, D15)', '0.9% sodium chloride 250 mL'),
                          ('venetoclax', 400, 'flat', 'PO', 'OD after 5-week ramp-up from C1D22', None)], False, False),
    'Aza-Ven': (28, 99, [('azacitidine', 75, 'm2', 'SC (split into 2 syringes)', 'D1-7', None),
                         ('venetoclax', 400, 'flat', 'PO', 'OD D1-28 (reduced with posaconazole)', None)], False, False),
    'DA 3+10': (28, 2, [('daunorubicin', 60, 'm2', 'IV', 'D1, 3, 5', '0.9% sodium chloride 100 mL'),
                        ('cytarabine', 100, 'm2', 'IV', 'BD D1-10', '0.9% sodium chloride 100 mL')], False, False),
    'HiDAC': (28, 3, [('cytarabine', 3000, 'm2', 'IV over 3 h', 'BD D1, 3, 5', '0.9% sodium chloride 500 mL')], False, False),
    'blinatumomab': (42, 4, [('blinatumomab', 28, 'mcg_day', 'continuous IV infusion via ambulatory pump', 'D1-28', 'IVSS bag')], False, False),
    'ALL maintenance': (84, 8, [('vincristine', 1.4, 'm2cap2', 'IV', 'D1 q12w', '0.9% sodium chloride 50 mL'),
                                ('dexamethasone', 6, 'm2', 'PO', 'D1-5 q12w', None),
                                ('mercaptopurine', 75, 'm2', 'PO', 'OD', None),
                                ('methotrexate', 20, 'm2', 'PO', 'once weekly', None)], False, False),
    'imatinib': (28, 99, [('imatinib', 400, 'flat', 'PO', 'OD', None)], False, True),
    'dasatinib': (28, 99, [('dasatinib', 100, 'flat', 'PO', 'OD', None)], False, True),
    'cladribine': (28, 1, [('cladribine', 0.14, 'kg', 'SC', 'D1-5', None)], True, False),
    'CHOEP': (21, 6, [('cyclophosphamide', 750, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                      ('doxorubicin', 50, 'm2', 'IV bolus', 'D1', 'syringe'),
                      ('vincristine', 1.4, 'm2cap2', 'IV infusion', 'D1', '0.9% sodium chloride 50 mL'),
                      ('etoposide', 100, 'm2', 'IV', 'D1-3', '0.9% sodium chloride 500 mL'),
                      ('prednisolone', 100, 'flat', 'PO', 'D1-5', None)], False, False),
    'CHOP': (21, 6, [('cyclophosphamide', 750, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                     ('doxorubicin', 50, 'm2', 'IV bolus', 'D1', 'syringe'),
                     ('vincristine', 1.4, 'm2cap2', 'IV infusion', 'D1', '0.9% sodium chloride 50 mL'),
                     ('prednisolone', 100, 'flat', 'PO', 'D1-5', None)], False, False),
    'R-CODOX-M/R-IVAC': (21, 4, [('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL'),
                                 ('cyclophosphamide', 800, 'm2', 'IV', 'D1', '0.9% sodium chloride 250 mL'),
                                 ('vincristine', 1.5, 'm2cap2', 'IV', 'D1 and D8', '0.9% sodium chloride 50 mL'),
                                 ('doxorubicin', 40, 'm2', 'IV bolus', 'D1', 'syringe'),
                                 ('methotrexate', 3000, 'm2', 'IV', 'D10', '5% glucose 1000 mL')], False, False),
    'DA-EPOCH-R': (21, 6, [('etoposide', 50, 'm2_day', 'continuous IV infusion', 'D1-4', '0.9% sodium chloride'),
                           ('doxorubicin', 10, 'm2_day', 'continuous IV infusion', 'D1-4', '0.9% sodium chloride'),
                           ('vincristine', 0.4, 'm2_day', 'continuous IV infusion', 'D1-4', '0.9% sodium chloride'),
                           ('rituximab', 375, 'm2', 'IV infusion', 'D1', '0.9% sodium chloride 500 mL')], False, False),
}

STAGE_LYM = ['Ann Arbor stage IA', 'Ann Arbor stage IIA', 'Ann Arbor stage IIB bulky',
             'Ann Arbor stage IIIA', 'Ann Arbor stage IIIB', 'Ann Arbor stage IVA',
             'Ann Arbor stage IVB', 'stage IIA (Lugano)', 'stage IV (Lugano), marrow involved',
             'stage IIIA, Cotswolds modification']

RISK = {
    'DLBCL': ['IPI 2', 'IPI 3', 'IPI 4', 'R-IPI 2', 'CNS-IPI 4 (high)', 'IPI 1', 'NCCN-IPI 5'],
    'cHL': ['IPS 2', 'IPS 3', 'GHSG early unfavourable', 'IPS 1'],
    'FL': ['FLIPI 2', 'FLIPI 3', 'FLIPI-2 intermediate', 'GELF high tumour burden'],
    'MCL': ['MIPI high', 'MIPI intermediate', 'Ki-67 35%, TP53 wild type'],
    'CLL': ['Binet stage B', 'Binet stage C', 'Rai stage III', 'CLL-IPI 6 (high)', 'Binet A, CLL-IPI 3'],
    'AML': ['ELN 2022 adverse risk', 'ELN 2022 intermediate risk', 'ELN 2022 favourable (NPM1 mut, FLT3-ITD neg)'],
    'B-ALL': ['Ph-negative, MRD-positive after induction', 'Ph-like, CRLF2 rearranged', 'high-risk cytogenetics (KMT2A-r)'],
    'CML': ['Sokal low', 'ELTS intermediate', 'Hasford low', 'ELTS high'],
    'MZL': ['HPLL/ABC score intermediate', 'splenomegaly 19 cm, no B symptoms'],
    'HCL': ['BRAF V600E positive', 'classic HCL, annexin A1 positive'],
    'PTCL': ['PIT 2', 'IPI 3', 'PIT 3'],
    'BL': ['high risk (bulk >10 cm, LDH raised)', 'CNS negative, marrow positive'],
}

PMH = ['type 2 diabetes (metformin)', 'hypertension', 'AF on apixaban', 'COPD (GOLD 2)',
       'hypothyroidism', 'previous MI - stented (LAD)', 'CKD stage 3a', 'asthma',
       'gout', 'osteoarthritis knees', 'depression', 'BPH', 'GORD', "Gilbert's syndrome",
       'previous DVT', 'psoriasis', 'obesity (BMI 36)', 'T1DM on basal-bolus insulin',
       'hepatitis B core antibody positive (on entecavir prophylaxis)', 'migraine',
       "Raynaud's phenomenon", 'previous TIA', 'heart failure (EF 45%)', 'sleep apnoea on CPAP',
       "Hashimoto's thyroiditis", 'coeliac disease', "Crohn's disease in remission",
       'epilepsy', 'glaucoma']
ALLERGY = ['NKDA', 'penicillin (rash)', 'co-trimoxazole (rash)', 'nil known', 'codeine (vomiting)',
           'chlorhexidine (skin reaction)', 'elastoplast', 'NKDA', 'allopurinol (rash - used febuxostat)',
           'nil', 'latex', 'penicillin (anaphylaxis)']
PROPHYLAXIS = ['aciclovir 400 mg BD', 'co-trimoxazole 960 mg Mon/Wed/Fri', 'allopurinol 300 mg OD',
               'posaconazole 300 mg OD', 'lansoprazole 30 mg OD', 'ondansetron 8 mg BD PRN',
               'metoclopramide 10 mg TDS PRN', 'entecavir 0.5 mg OD', 'co-trimoxazole 480 mg BD Mon/Wed/Fri',
               'valaciclovir 500 mg BD', 'fluconazole 50 mg OD', 'levofloxacin 500 mg OD (during nadir)']
ANTIEMETIC = ['ondansetron 8 mg PO', 'ondansetron 8 mg IV', 'granisetron 1 mg IV', 'aprepitant 125 mg PO',
              'dexamethasone 8 mg IV', 'palonosetron 250 mcg IV']
PREMED_MAB = ['paracetamol 1 g PO', 'chlorphenamine 10 mg IV', 'hydrocortisone 100 mg IV',
              'cetirizine 10 mg PO', 'methylprednisolone 100 mg IV']

EPONYM_LINES = [
    'No Reed-Sternberg cells identified.', 'Auer rods not seen.', 'Howell-Jolly bodies present (post-splenectomy).',
    'Philadelphia chromosome negative.', 'No Richter transformation on PET (SUVmax < 10).',
    'Waldeyer\'s ring not involved.', 'No palpable Virchow\'s node.', 'Coombs test (DAT) negative.',
    'No features of Evans syndrome.', 'Pel-Ebstein pattern of fever not described.',
    'No Döhle bodies; occasional smear cells.', 'EBV (Epstein-Barr) PCR negative.',
    'Pneumocystis jirovecii prophylaxis continues.', 'No Sézary cells.', 'Pappenheimer bodies absent.',
    'Cushingoid from steroids.', 'Bence Jones protein not detected.', 'Castleman disease excluded.',
    'Cockcroft-Gault CrCl estimated.', 'May-Grünwald-Giemsa and Perls stains performed.',
    'Reticulin (Gomori) grade MF-1.', 'Berlin-Frankfurt-Münster-based induction.',
    "Murphy's sign negative.", 'Hickman line not required at present.',
]

PUBLIC = ['NICE', 'BSH', 'MHRA', 'NHSBT', 'SHOT', 'WHO', 'EBMT', 'ESMO', 'HSE', 'TGA', 'PBS',
          'PHARMAC', 'FDA', 'CDC', 'CMS', 'Health Canada', 'NCCN', 'ELN']
BLOOD_SERVICE = {'UK': 'NHSBT', 'IE': 'IBTS', 'AU': 'Lifeblood', 'NZ': 'NZBS',
                 'CA': 'Canadian Blood Services', 'US': 'the blood supplier'}

GRADES = ['G0', 'G1', 'G2', 'G3']
SITES_BM = ['right posterior iliac crest', 'left posterior iliac crest', 'R PSIS', 'L PSIS']


def bsa(ht, wt):
    return round(((ht * wt) / 3600.0) ** 0.5, 2)


def drug_dose(drug, bsa_v, wt):
    name, dose, basis, route, days, dil = drug
    if basis == 'm2':
        d = dose * bsa_v
        return '%s mg' % _round(d), '%s mg/m2' % _g(dose)
    if basis == 'm2cap2':
        d = min(dose * bsa_v, 2.0)
        return '%s mg' % _round(d), '%s mg/m2 (max 2 mg)' % _g(dose)
    if basis == 'units_m2':
        return '%d units' % int(round(dose * bsa_v, -2)), '10,000 units/m2'
    if basis == 'kg':
        return '%s mg' % _round(dose * wt), '%s mg/kg' % _g(dose)
    if basis == 'mcg_day':
        return '28 micrograms/24 h', '28 mcg/day'
    if basis == 'm2_day':
        return '%s mg/24 h' % _round(dose * bsa_v), '%s mg/m2/day' % _g(dose)
    return '%s mg' % _g(dose), 'flat'


def _g(x):
    return ('%g' % x)


def _round(x):
    if x >= 100:
        return '%d' % int(round(x))
    if x >= 10:
        return '%d' % int(round(x))
    return '%.1f' % x


def labs(r, state, us=False):
    """Return an ordered list of (name, value) lab results."""
    if state == 'nadir':
        hb, wcc, neut, plt = r.randint(78, 105), r.uniform(0.2, 1.4), r.uniform(0.0, 0.4), r.randint(12, 90)
    elif state == 'anaemic':
        hb, wcc, neut, plt = r.randint(58, 76), r.uniform(1.5, 6.0), r.uniform(0.6, 3.5), r.randint(9, 140)
    elif state == 'cll':
        hb, wcc, neut, plt = r.randint(92, 128), r.uniform(28, 160), r.uniform(2.0, 6.0), r.randint(70, 180)
    elif state == 'aml':
        hb, wcc, neut, plt = r.randint(68, 95), r.uniform(1.0, 48.0), r.uniform(0.1, 1.2), r.randint(8, 60)
    else:
        hb, wcc, neut, plt = r.randint(102, 148), r.uniform(3.8, 9.5), r.uniform(1.6, 6.2), r.randint(145, 380)
    neut = min(neut, wcc * r.uniform(0.45, 0.8))
    out = []
    if us:
        out.append(('Hgb', '%.1f' % (hb / 10.0)))
    else:
        out.append(('Hb', '%d' % hb))
    out += [('WBC' if us else 'WCC', '%.1f' % wcc), ('ANC' if us else 'Neut', '%.2f' % neut),
            ('Plt', '%d' % plt)]
    if state in ('cll',):
        out.append(('Lymph', '%.1f' % (wcc - neut - 0.5)))
    out += [('Cr', '%d' % r.randint(58, 132)), ('eGFR', '%s' % r.choice(['>90', '78', '64', '52', '>90', '81'])),
            ('Bili', '%d' % r.randint(4, 24)), ('ALT', '%d' % r.randint(11, 64)),
            ('LDH', '%d' % r.randint(160, 620)), ('CRP', '%d' % r.choice([2, 4, 7, 12, 31, 88, 146, 212] if state == 'nadir' else [1, 3, 5, 9, 14]))]
    if r.random() < 0.4:
        out.append(('urate', '%.2f' % r.uniform(0.22, 0.52)))
    if r.random() < 0.3:
        out.append(('K+', '%.1f' % r.uniform(3.4, 5.3)))
    return out


def lab_line(items, sep=', ', us=False):
    return sep.join('%s %s' % (a, b) for a, b in items)

OLD_ONLY = ('previous MI - stented (LAD)', 'BPH', 'heart failure (EF 45%)', 'CKD stage 3a', 'osteoarthritis knees',
            'previous TIA', 'glaucoma', 'COPD (GOLD 2)', 'AF on apixaban', 'gout', 'type 2 diabetes (metformin)')


def pmh(r, age, k, sex=None):
    """Comorbidities that fit the patient's age and sex."""
    pool = [x for x in PMH if age >= 50 or x not in OLD_ONLY]
    if sex == 'F':
        pool = [x for x in pool if x != 'BPH']
    return r.sample(pool, k)
