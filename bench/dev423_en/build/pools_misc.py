"""Occupations, medicines, history, vital signs, point-of-care and lab panels,
triage scales and clinician roles per country."""

PROFESSIONS = ['joiner', 'carpenter', 'roofer', 'scaffolder', 'chef', 'kitchen porter',
               'welder', 'fabricator', 'mechanic', 'electrician', 'plumber', 'bricklayer',
               'labourer', 'farmer', 'dairy farmer', 'forklift driver', 'warehouse operative',
               'delivery driver', 'HGV driver', 'care assistant', 'primary school teacher',
               'teaching assistant', 'postman', 'refuse collector', 'hairdresser', 'butcher',
               'baker', 'tree surgeon', 'landscape gardener', 'plasterer', 'painter and decorator',
               'retail assistant', 'barista', 'accountant', 'software developer', 'solicitor',
               'shepherd', 'fisherman', 'jockey', 'stable hand', 'nurse', 'paramedic',
               'police officer', 'firefighter', 'vet', 'dentist', 'civil engineer', 'cleaner',
               'hotel housekeeper', 'bar manager', 'door supervisor', 'lifeguard',
               'ski instructor', 'dog groomer', 'sheep shearer', 'ranch hand', 'lineman',
               'logger', 'miner', 'taxi driver', 'bus driver', 'nursery nurse', 'barber',
               'cook', 'porter', 'mason', 'hunting guide', 'university lecturer', 'pharmacist']
PROF_FOR = {'saw': ['joiner', 'carpenter', 'cabinet maker', 'shopfitter'],
            'metal_fb': ['welder', 'fabricator', 'mechanic', 'metal worker', 'blacksmith'],
            'arc_eye': ['welder', 'boilermaker', 'pipe fitter'],
            'oil_burn': ['chef', 'line cook', 'kitchen porter', 'sous chef'],
            'back': ['warehouse operative', 'delivery driver', 'care assistant', 'removals driver',
                     'stock controller', 'nurse'],
            'chemical': ['labourer', 'bricklayer', 'groundworker', 'plasterer']}
RETIRED = ['teacher', 'miner', 'nurse', 'postman', 'farmer', 'bank clerk', 'engineer',
           'bus driver', 'headteacher', 'publican', 'GP receptionist', 'midwife', 'docker']

RELATIONS_YOUNG = ['partner', 'friend', 'mother', 'father', 'flatmate', 'sister', 'brother',
                   'girlfriend', 'boyfriend', 'mum']
RELATIONS_ADULT = ['wife', 'husband', 'partner', 'daughter', 'son', 'sister', 'brother',
                   'friend', 'neighbour', 'flatmate']
RELATIONS_CHILD = ['mother', 'father', 'mum', 'dad', 'grandmother', 'step-father', 'aunt',
                   'foster carer', 'nan']
RELATIONS_OLD = ['daughter', 'son', 'wife', 'husband', 'carer', 'granddaughter', 'neighbour']

MEDS_UK = ['Amlodipine 5mg OD', 'Ramipril 2.5mg od', 'Metformin 500mg BD', 'Apixaban 5mg BD',
           'Atorvastatin 20mg ON', 'Levothyroxine 75mcg OD', 'Sertraline 50mg OD',
           'Salbutamol 100mcg 2 puffs PRN', 'Omeprazole 20mg OD', 'Warfarin as per INR',
           'Rivaroxaban 20mg OD with food', 'Clopidogrel 75mg od', 'Bisoprolol 2.5mg od',
           'Lansoprazole 30mg OD', 'Co-codamol 30/500 2 tabs QDS PRN', 'Sumatriptan 50mg PRN',
           'Microgynon 30 (COCP)', 'Fostair 100/6 2 puffs BD', 'Insulin glargine 18 units nocte',
           'Adcal-D3 1 tab BD', 'Alendronic acid 70mg once weekly', 'Prednisolone 5mg OD',
           'Methotrexate 15mg once weekly + folic acid', 'Citalopram 20mg OD',
           'Mirtazapine 15mg ON', 'Gabapentin 300mg TDS', 'Furosemide 40mg OM',
           'Donepezil 10mg ON', 'Sodium valproate 500mg BD', 'Cetirizine 10mg PRN',
           'Edoxaban 60mg OD', 'Tamsulosin 400mcg OD', 'Lisinopril 10mg OD',
           'Sitagliptin 100mg OD', 'Fluoxetine 20mg OD', 'Propranolol 10mg TDS PRN']
MEDS_YOUNG_UK = ['Salbutamol 100mcg 2 puffs PRN', 'Sertraline 50mg OD', 'Microgynon 30 (COCP)',
                 'Cetirizine 10mg PRN', 'Fluoxetine 20mg OD', 'Propranolol 10mg TDS PRN',
                 'Sumatriptan 50mg PRN', 'Elvanse 30mg OM', 'Clenil Modulite 100mcg 2 puffs BD']
MEDS_YOUNG_NA = ['albuterol HFA 2 puffs q4-6h PRN', 'sertraline 100 mg daily', 'Adderall XR 20 mg qAM',
                 'Zyrtec 10 mg daily PRN', 'escitalopram 10 mg daily', 'montelukast 10 mg qhs',
                 'Sprintec (OCP) 1 tab daily']
EMP_CAT = {'build': ['{S} Joinery', '{S} Roofing & Building', '{S} Scaffolding', '{S} Plant Hire',
                     '{Sur} & Sons Builders', '{S} Timber Supplies', '{S} Construction LLC', '{S} Lumber Co'],
           'food': ['{S} Hotel', '{S} Bakery', '{S} Brewing Co', '{S} Diner', '{S} Foods', '{S} Arms'],
           'move': ['{S} Freight', '{S} Logistics Ltd', '{S} Couriers', '{S} Distribution Inc'],
           'eng': ['{S} Engineering', '{S} Fabrications', '{S} Motors', '{S} Auto Body'],
           'land': ['{S} Dairy', '{S} Ranch', '{S} Garden Centre', '{Sur} Landscaping', '{S} Packing Co'],
           'care': ['{S} Home Care Services', '{S} Cleaning Co', '{Sur} Hair Studio', '{S} Leisure Trust'],
           'office': ['{S} Solicitors LLP', '{S} Software Ltd', '{S} Accountancy', '{S} Retail Group']}
EMP_KEY = [('build', ['joiner', 'carpenter', 'roofer', 'scaffold', 'bricklayer', 'labourer', 'plasterer',
                      'groundworker', 'shopfitter', 'cabinet', 'electrician', 'plumber', 'painter', 'mason',
                      'logger', 'pipe fitter', 'boilermaker']),
           ('food', ['chef', 'cook', 'kitchen', 'barista', 'bar manager', 'baker', 'butcher', 'hotel',
                     'door supervisor', 'porter']),
           ('move', ['driver', 'warehouse', 'postman', 'refuse', 'stock controller', 'removals', 'forklift']),
           ('eng', ['welder', 'fabricator', 'mechanic', 'metal', 'blacksmith', 'engineer', 'lineman', 'miner']),
           ('land', ['farmer', 'shepherd', 'tree surgeon', 'landscape', 'ranch', 'shearer', 'stable', 'jockey',
                     'fisherman', 'hunting', 'dog groomer']),
           ('care', ['care assistant', 'cleaner', 'hairdresser', 'barber', 'nursery', 'lifeguard', 'ski']),
           ('office', ['accountant', 'software', 'solicitor', 'retail', 'lecturer', 'teacher', 'teaching'])]


NA_ONLY = ('LLC', 'Inc', 'Ranch', 'Diner', 'Lumber Co', 'Auto Body', 'Packing Co')


def employer_cat(prof):
    for cat, keys in EMP_KEY:
        if any(k in prof for k in keys):
            return cat
    return None


MEDS_NA = ['lisinopril 10 mg PO daily', 'metformin 1000 mg PO BID', 'Eliquis (apixaban) 5 mg BID',
           'atorvastatin 40 mg PO qhs', 'levothyroxine 88 mcg PO daily', 'sertraline 100 mg daily',
           'albuterol HFA 2 puffs q4-6h PRN', 'omeprazole 20 mg daily', 'Xarelto 20 mg daily',
           'amlodipine 5 mg daily', 'hydrochlorothiazide 25 mg daily', 'gabapentin 300 mg TID',
           'Adderall XR 20 mg qAM', 'Zyrtec 10 mg daily PRN', 'insulin glargine 22 units qhs',
           'meloxicam 15 mg daily', 'Synthroid 100 mcg daily', 'losartan 50 mg daily',
           'escitalopram 10 mg daily', 'montelukast 10 mg qhs', 'tramadol 50 mg q6h PRN']
PMH = ['T2DM (diet controlled)', 'HTN', 'Asthma', 'AF on anticoagulation', 'Hypothyroidism',
       'Osteoporosis', 'Epilepsy - last seizure {YEAR}', 'Depression', 'Eczema', 'COPD',
       'Previous # {side} wrist ({YEAR})', 'Appendicectomy ({YEAR})', 'ADHD', 'Migraine',
       'Rheumatoid arthritis', 'Anxiety', 'CKD stage 3a', 'Previous DVT ({YEAR})',
       'Hypercholesterolaemia', 'Gout', "Crohn's disease", 'Type 1 diabetes since {YEAR}',
       'Dementia (mild)', 'Psoriasis', 'Hypermobility (Beighton 6/9)']
ALLERGIES = ['NKDA', 'NKDA', 'NKDA', 'Penicillin - rash', 'Elastoplast - skin reaction',
             'Latex', 'Codeine - vomiting', 'Trimethoprim', 'NKDA', 'Chlorhexidine - itch',
             'Flucloxacillin - urticaria', 'Nil known']

TRIAGE_PRES = {'msk': 'Limb problems', 'wound': 'Wounds', 'burn': 'Burns and scalds',
               'eye': 'Eye problems', 'head': 'Head injury', 'bite': 'Bites and stings',
               'fb': 'Foreign body'}
MTS = [('4 (green)', 'moderate pain'), ('4 (green)', 'recent problem'), ('3 (yellow)', 'severe pain'),
       ('5 (blue)', 'recent mild pain'), ('4 (green)', 'swelling'), ('3 (yellow)', 'deformity')]
TRIAGE = {'AU': ['ATS 4', 'ATS 3', 'ATS 5'], 'NZ': ['ATS 4', 'ATS 3', 'ATS 5'],
          'CA': ['CTAS 4 (less urgent)', 'CTAS 3 (urgent)', 'CTAS 5 (non-urgent)'],
          'US': ['ESI 4', 'ESI 5', 'ESI 3']}
EWS = {'GB': 'NEWS2', 'IE': 'INEWS', 'AU': 'EWS', 'NZ': 'EWS', 'CA': 'PEWS/EWS', 'US': 'MEWS'}


def triage_str(rng, cc, cat):
    if cc in ('GB', 'IE'):
        lvl, disc = rng.choice(MTS)
        return 'MTS %s - %s, %s' % (lvl, TRIAGE_PRES[cat], disc)
    return rng.choice(TRIAGE[cc])


PMH_OLD = {'AF on anticoagulation', 'Osteoporosis', 'COPD', 'CKD stage 3a', 'Hypercholesterolaemia',
           'Gout', 'Dementia (mild)', 'Previous DVT ({YEAR})', 'Rheumatoid arthritis'}
FEMALE_ONLY = ('COCP', 'OCP', 'Microgynon', 'Sprintec')


ROLES = {
    'GB': [('ENP', 'nurse'), ('ENP', 'nurse'), ('ANP', 'np'), ('Staff Nurse', 'nurse'),
           ('Dr', 'md'), ('Paramedic Practitioner', 'para'), ('ACP', 'np'),
           ('Specialty Doctor', 'md')],
    'IE': [('ANP', 'np'), ('ANP', 'np'), ('Staff Nurse', 'nurse'), ('Dr', 'md'), ('Registrar', 'md')],
    'AU': [('NP', 'np'), ('RN', 'nurse'), ('Dr', 'md'), ('CMO', 'md')],
    'NZ': [('RN', 'nurse'), ('NP', 'np'), ('Dr', 'md'), ('MO', 'md')],
    'CA': [('NP', 'np'), ('RN', 'nurse'), ('Dr', 'md')],
    'US': [('PA-C', 'pa'), ('NP', 'np'), ('MD', 'md'), ('DO', 'md'), ('RN', 'nurse')],
}
NURSE_ROLE = {'GB': 'Staff Nurse', 'IE': 'Staff Nurse', 'AU': 'RN', 'NZ': 'RN', 'CA': 'RN', 'US': 'RN'}
RAD_ROLE = {'GB': ['Consultant Radiologist', 'Reporting Radiographer'],
            'IE': ['Consultant Radiologist'], 'AU': ['Radiologist', 'FRANZCR'],
            'NZ': ['Radiologist'], 'CA': ['Radiologist, FRCPC'], 'US': ['Radiologist']}

HELPLINE = {'GB': 'NHS 111', 'IE': 'your GP or the GP out-of-hours service',
            'AU': 'healthdirect or your GP', 'NZ': 'Healthline or your GP',
            'CA': 'Health Link 811', 'US': 'your PCP or 911 in an emergency'}


def vitals(rng, age, style='uk', cc='GB'):
    child = age < 12
    hr = rng.randrange(90, 130) if child else rng.randrange(58, 104)
    rr = rng.randrange(18, 28) if child else rng.randrange(12, 20)
    sys = rng.randrange(98, 112) if child else rng.randrange(104, 162)
    dia = rng.randrange(58, 72) if child else rng.randrange(62, 94)
    sat = rng.randrange(96, 101)
    t = rng.choice(['36.4', '36.6', '36.8', '36.9', '37.1', '37.3', '36.2'])
    pain = rng.randrange(1, 9)
    if style == 'us':
        return ('T %sC  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  Pain %d/10'
                % (t, hr, sys, dia, rr, sat, pain))
    if style == 'line':
        return ('HR %d, BP %d/%d, RR %d, SpO2 %d%% on air, T %s, GCS 15/15, pain %d/10, %s 0'
                % (hr, sys, dia, rr, sat, t, pain, EWS[cc]))
    rows = ['HR        %d bpm' % hr, 'BP        %d/%d mmHg' % (sys, dia), 'RR        %d /min' % rr,
            'SpO2      %d%% (RA)' % sat, 'Temp      %s C' % t, 'GCS       15/15', 'Pain      %d/10 (%s)'
            % (pain, 'Wong-Baker FACES' if child else 'NRS')]
    if not child:
        rows.append('%-9s %d' % (EWS[cc], rng.choice([0, 0, 0, 1])))
    else:
        rows.append('CRT       <2 s')
    return '\n'.join(rows)


LAB_DEF = {
    'Hb': ('g/L', 120, 165, 1), 'WCC': ('x10^9/L', 4.0, 11.0, 0.1), 'Plt': ('x10^9/L', 150, 400, 1),
    'Neut': ('x10^9/L', 2.0, 7.5, 0.1), 'CRP': ('mg/L', 0, 5, 1), 'Na': ('mmol/L', 135, 145, 1),
    'K': ('mmol/L', 3.5, 5.3, 0.1), 'Urea': ('mmol/L', 2.5, 7.8, 0.1),
    'Creat': ('umol/L', 45, 110, 1), 'eGFR': ('mL/min/1.73m2', 60, 120, 1),
    'INR': ('', 0.8, 1.2, 0.1), 'Glucose': ('mmol/L', 4.0, 7.8, 0.1), 'CK': ('U/L', 25, 200, 1),
}
PANELS = {'fbc': ['Hb', 'WCC', 'Neut', 'Plt'], 'crp': ['CRP'], 'ue': ['Na', 'K', 'Urea', 'Creat', 'eGFR'],
          'coag': ['INR'], 'poct': ['Glucose', 'INR']}


def lab_rows(rng, names, abnormal=()):
    out = []
    for nm in names:
        unit, lo, hi, step = LAB_DEF[nm]
        if nm in abnormal:
            val = hi * rng.choice([1.3, 1.6, 2.2, 3.0]) if hi > 0 else 2.5
            if nm == 'CRP':
                val = rng.randrange(18, 140)
            if nm == 'INR':
                val = rng.choice([2.4, 2.7, 3.1, 3.6])
        else:
            val = lo + (hi - lo) * rng.random()
        if step >= 1:
            vs = '%d' % round(val)
        else:
            vs = '%.1f' % val
        flag = 'H' if val > hi else ('L' if val < lo else '')
        rng_s = '(%s-%s)' % (('%g' % lo), ('%g' % hi))
        out.append('%-8s %6s %-14s %-12s %s' % (nm, vs, unit, rng_s, flag))
    return out


HARD_NEG = {
    'msk': ['Ottawa ankle rules applied.', 'Pittsburgh knee rules negative.', 'Simmonds-Thompson test negative.',
            'Beighton score 2/9.', 'Allen test normal.', 'Froment sign negative.', "Tinel's negative over carpal tunnel.",
            'Finkelstein negative.', 'No Maisonneuve injury - proximal fibula non-tender.',
            'Salter-Harris: not applicable (physes closed).', 'Kocher/FARES not required - no dislocation.'],
    'wound': ['Tetanus: TIG not required (clean wound, fully immunised).', 'Allen test normal.',
              'Froment sign negative, ulnar nerve intact.', 'Wound closed within 6h (golden period).'],
    'bite': ['Tetanus: TIG not required (clean wound, fully immunised).',
             'Bite wound prophylaxis as per NICE NG184.', 'Rabies: UK/local animal, no risk.'],
    'burn': ['Lund and Browder chart completed.', 'Rule of nines not used (small area - palm method).',
             'Parkland formula not indicated (<10% TBSA).', 'Not circumferential; no inhalation concern.'],
    'eye': ['Snellen chart at 6m.', 'Seidel test negative.', 'Ishihara plates not done.',
            'Fluorescein with cobalt blue light.', 'Wood\'s lamp not required.'],
    'fb': ['Allen test normal.', 'Wood\'s lamp not required.', 'ENT on-call not required.'],
    'head': ['Glasgow Coma Scale 15 throughout.', 'NICE CG176 head injury criteria reviewed.',
             'PECARN: low risk.', 'CHALICE criteria negative.', 'Canadian CT head rule: low risk.',
             'NEXUS criteria: C-spine cleared clinically.'],
    'any': ['Seen under the Manchester Triage System.', 'AVPU: A.', 'Glasgow Coma Scale 15 throughout.',
            'Wong-Baker FACES used for pain score.', 'CURB-65 not applicable.'],
}


TETANUS = ['Tetanus: fully immunised (5 doses), no booster required.',
           'Tetanus: last booster >10 yrs - Revaxis (Td/IPV) 0.5ml IM {side} deltoid given.',
           'Tetanus status uncertain - Boostrix-IPV 0.5ml IM given, batch recorded on EPR.',
           'Tetanus: up to date per childhood schedule (Red Book checked by parent).',
           'Tetanus: Tdap given 0.5 mL IM (Adacel).',
           'Tetanus: ADT booster given today (Boostrix), tetanus-prone wound.']
