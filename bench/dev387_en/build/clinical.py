"""Clinical content for melanoma / skin cancer notes (no PHI in here)."""

from core import wpick

# (site, region, draining basin)
SITES = [
    ('left upper back', 'trunk', 'left axilla'), ('right upper back', 'trunk', 'right axilla'),
    ('interscapular back', 'trunk', 'bilateral axillae'), ('left lower back', 'trunk', 'left groin'),
    ('right flank', 'trunk', 'right axilla'), ('upper chest', 'trunk', 'bilateral axillae'),
    ('left posterior shoulder', 'trunk', 'left axilla'), ('right scapula', 'trunk', 'right axilla'),
    ('central lower back', 'trunk', 'bilateral groins'), ('left breast (upper outer)', 'trunk', 'left axilla'),
    ('left calf', 'lower limb', 'left groin'), ('right anterior thigh', 'lower limb', 'right groin'),
    ('right shin', 'lower limb', 'right groin'), ('left posterior thigh', 'lower limb', 'left groin'),
    ('right lateral ankle', 'lower limb', 'right groin'), ('left knee (medial)', 'lower limb', 'left groin'),
    ('right forearm (dorsal)', 'upper limb', 'right axilla'), ('left upper arm', 'upper limb', 'left axilla'),
    ('right deltoid', 'upper limb', 'right axilla'), ('left dorsal hand', 'upper limb', 'left axilla'),
    ('scalp (vertex)', 'head and neck', 'bilateral neck'), ('left cheek', 'head and neck', 'left parotid/neck'),
    ('right temple', 'head and neck', 'right parotid/neck'), ('left ear (helix)', 'head and neck', 'left neck'),
    ('nasal tip', 'head and neck', 'bilateral neck'), ('right posterior neck', 'head and neck', 'right neck'),
    ('forehead', 'head and neck', 'bilateral neck'),
    ('left plantar heel', 'acral', 'left groin'), ('right great toe nail unit', 'acral', 'right groin'),
    ('right palm', 'acral', 'right axilla'), ('left thumb nail unit', 'acral', 'left axilla'),
]

SUBTYPES = {
    'trunk': [('superficial spreading melanoma', 70), ('nodular melanoma', 22), ('melanoma, NOS', 8)],
    'lower limb': [('superficial spreading melanoma', 72), ('nodular melanoma', 20), ('melanoma, NOS', 8)],
    'upper limb': [('superficial spreading melanoma', 70), ('nodular melanoma', 20), ('desmoplastic melanoma', 10)],
    'head and neck': [('lentigo maligna melanoma', 50), ('superficial spreading melanoma', 25),
                      ('nodular melanoma', 15), ('desmoplastic melanoma', 10)],
    'acral': [('acral lentiginous melanoma', 85), ('nodular melanoma', 15)],
}

ABBR = {'superficial spreading melanoma': 'SSM', 'nodular melanoma': 'NM', 'lentigo maligna melanoma': 'LMM',
        'acral lentiginous melanoma': 'ALM', 'desmoplastic melanoma': 'DM', 'melanoma, NOS': 'MM'}


def t_stage(b, ulc):
    if b is None:
        return 'pTis'
    if b < 0.8:
        return 'pT1b' if ulc else 'pT1a'
    if b <= 1.0:
        return 'pT1b'
    if b <= 2.0:
        return 'pT2b' if ulc else 'pT2a'
    if b <= 4.0:
        return 'pT3b' if ulc else 'pT3a'
    return 'pT4b' if ulc else 'pT4a'


def stage_group(t, npos):
    t = t[1:]  # strip p
    if t == 'Tis':
        return '0'
    if not npos:
        return {'T1a': 'IA', 'T1b': 'IA', 'T2a': 'IB', 'T2b': 'IIA', 'T3a': 'IIA', 'T3b': 'IIB',
                'T4a': 'IIB', 'T4b': 'IIC'}[t]
    if t in ('T1a', 'T1b', 'T2a'):
        return 'IIIA'
    if t in ('T2b', 'T3a'):
        return 'IIIB'
    return 'IIIC'


def melanoma(rng, age):
    site, region, basin = SITES[rng.randrange(len(SITES))]
    if region == 'head and neck' and age < 55:
        sub = wpick(rng, [('superficial spreading melanoma', 60), ('nodular melanoma', 40)])
    else:
        sub = wpick(rng, SUBTYPES[region])
    insitu = rng.random() < 0.13
    if insitu:
        b, ulc = None, False
        sub = 'melanoma in situ' + (' (lentigo maligna type)' if region == 'head and neck' else '')
    else:
        band = wpick(rng, [((0.2, 0.79), 35), ((0.8, 1.0), 10), ((1.01, 2.0), 25), ((2.01, 4.0), 18),
                           ((4.01, 9.0), 12)])
        b = round(band[0] + rng.random() * (band[1] - band[0]), 2 if band[1] <= 1.0 else 1)
        b = max(b, band[0])
        pu = 0.08 if b < 1 else (0.3 if b <= 2 else (0.45 if b <= 4 else 0.65))
        ulc = rng.random() < pu
        if sub == 'nodular melanoma' and b < 1.0:
            b = round(1.2 + rng.random() * 2, 1)
    t = t_stage(b, ulc)
    mit = 0 if b is None else (rng.choice([0, 0, 1, 1, 2]) if b < 1 else rng.randrange(1, 14))
    d = {
        'site': site, 'region': region, 'basin': basin, 'subtype': sub,
        'abbr': ABBR.get(sub, 'MIS'), 'breslow': b, 'ulc': ulc, 'mitoses': mit, 'insitu': insitu,
        'tils': rng.choice(['non-brisk', 'non-brisk', 'brisk', 'absent']),
        'regression': rng.choice(['absent', 'absent', 'present (<75%)', 'partial']),
        'lvi': 'not identified' if rng.random() < 0.92 else 'present',
        'pni': 'present' if sub == 'desmoplastic melanoma' else 'not identified',
        'microsat': 'not identified' if rng.random() < 0.94 else 'present',
        'naevus': rng.choice(['present', 'not identified', 'not identified']),
        'pm': round(rng.choice([0.4, 0.8, 1.0, 1.5, 2.0, 3.0, 4.5]), 1),
        'dm': round(rng.choice([0.3, 0.6, 1.2, 2.0, 2.8, 4.0]), 1),
        'T': t,
        'braf': wpick(rng, [('BRAF V600E mutation detected', 38), ('BRAF V600K mutation detected', 8),
                            ('BRAF wild-type', 46), ('NRAS Q61R mutation detected; BRAF wild-type', 8)]),
        'size': '%d x %d mm' % (rng.randrange(4, 22), rng.randrange(3, 15)),
        'clark': rng.choice(['II', 'III', 'IV']) if not insitu else 'I',
    }
    # management
    if b is None:
        d['wle'] = '5 mm'
    elif b <= 1.0:
        d['wle'] = '1 cm'
    elif b <= 2.0:
        d['wle'] = rng.choice(['1-2 cm', '2 cm'])
    else:
        d['wle'] = '2 cm'
    d['slnb_offered'] = b is not None and b >= 0.8
    npos = 0
    nodes = 0
    if d['slnb_offered']:
        nodes = rng.choice([1, 1, 2, 2, 2, 3, 4])
        pp = 0.08 if b <= 1 else (0.15 if b <= 2 else (0.28 if b <= 4 else 0.38))
        if rng.random() < pp:
            npos = min(nodes, rng.choice([1, 1, 1, 2]))
    d['nodes'] = nodes
    d['npos'] = npos
    d['deposit'] = round(0.1 + rng.random() * 3.2, 1) if npos else None
    d['N'] = '' if not d['slnb_offered'] else ('pN0 (sn)' if not npos else ('pN1a (sn)' if npos == 1 else 'pN2a (sn)'))
    d['stage'] = stage_group(t, npos)
    return d


def breslow_txt(d):
    return 'in situ' if d['breslow'] is None else '%s mm' % d['breslow']


def short_path(d):
    if d['insitu']:
        return '%s, %s' % (d['subtype'], d['site'])
    return '%s %s, Breslow %s mm, %s, mitoses %d/mm2, %s' % (
        d['abbr'], d['site'], d['breslow'], 'ulcerated' if d['ulc'] else 'no ulceration', d['mitoses'], d['T'])


NMSC = [
    ('nodular basal cell carcinoma', 'BCC'), ('superficial basal cell carcinoma', 'sBCC'),
    ('infiltrative basal cell carcinoma', 'BCC'), ('well-differentiated squamous cell carcinoma', 'SCC'),
    ('moderately differentiated squamous cell carcinoma', 'SCC'), ('keratoacanthoma-type SCC', 'SCC'),
    ("squamous cell carcinoma in situ (Bowen's disease)", 'SCCIS'), ('Merkel cell carcinoma', 'MCC'),
]

DERM_BENIGN = ['regular reticular network', 'globular pattern, symmetrical', 'homogeneous brown pigmentation',
               'symmetrical starburst pattern', 'parallel furrow pattern', 'milia-like cysts and comedo-like openings',
               'fissures and ridges, moth-eaten border', 'peripheral globules, symmetric', 'fine regular network, fading edge']
DERM_SUSP = ['atypical pigment network', 'irregular streaks at the periphery', 'blue-white veil', 'regression structures (peppering)',
             'irregular dots and globules', 'negative network', 'shiny white lines', 'atypical dotted and linear irregular vessels',
             'off-centre blotch', 'angulated lines', 'asymmetric pigmented follicular openings', 'rhomboidal structures',
             'parallel ridge pattern', 'milky-red areas', 'multicomponent pattern, asymmetric in two axes']
DERM_BCC = ['arborising vessels', 'blue-grey ovoid nests', 'leaf-like areas', 'spoke-wheel structures',
            'shiny white blotches and strands', 'ulceration']
DERM_SCC = ['white circles', 'central keratin mass', 'glomerular vessels', 'rosettes', 'hairpin vessels with white halo']

IMMUNO = [
    ('nivolumab 480 mg IV q4w', 'adjuvant'), ('pembrolizumab 200 mg IV q3w', 'adjuvant'),
    ('pembrolizumab 400 mg IV q6w', 'adjuvant'),
    ('ipilimumab 3 mg/kg + nivolumab 1 mg/kg IV q3w (induction)', 'metastatic'),
    ('nivolumab 480 mg IV q4w (maintenance after ipi/nivo)', 'metastatic'),
    ('dabrafenib 150 mg BD + trametinib 2 mg OD', 'adjuvant'),
    ('nivolumab + relatlimab (Opdualag) q4w', 'metastatic'),
    ('pembrolizumab 200 mg IV q3w', 'metastatic'),
]

TOX = [
    # (system, symptom text, grade, triage colour, action)
    ('colitis', 'diarrhoea {n} episodes/day above baseline, watery, some cramping, no blood', 2, 'RED',
     'attend for assessment today; stool MC&S and C. diff, bloods incl. CRP; likely oral prednisolone 1 mg/kg'),
    ('colitis', 'loose stools x{n} over 24 h, 2-3 above baseline, eating and drinking OK', 1, 'AMBER',
     'loperamide NOT to be started without discussion; push oral fluids, diary, call back in 24 h'),
    ('hepatitis', 'routine LFTs: ALT {n}0 U/L (ULN 40), asymptomatic, no jaundice', 2, 'AMBER',
     'withhold next dose, repeat LFTs in 48-72 h, oncology SpR to review'),
    ('hypophysitis', 'new frontal headache for {n} days, fatigue, dizzy on standing, nausea', 2, 'RED',
     'attend now - urgent 9am cortisol/ACTH not to be waited for; consider MRI pituitary; steroid cover'),
    ('thyroiditis', 'palpitations, heat intolerance, weight loss ~{n} kg, TSH <0.01, fT4 raised on last bloods', 1, 'AMBER',
     'propranolol 10 mg TDS PRN prescribed by onc team; repeat TFTs in 2-3 weeks'),
    ('pneumonitis', 'new dry cough and SOB on exertion for {n} days, SpO2 (home oximeter) 93%', 2, 'RED',
     'attend ED/assessment unit now, CXR +/- CT chest, do not drive self'),
    ('dermatitis', 'itchy maculopapular rash trunk and arms, approx {n}0% BSA, no mucosal involvement', 1, 'GREEN',
     'emollient + moderate potency topical steroid (betamethasone valerate 0.025%), antihistamine; photos via portal'),
    ('arthritis', 'bilateral wrist and knee pain/stiffness, morning stiffness {n}0 min', 1, 'AMBER',
     'paracetamol/NSAID if no contraindication; rheum referral if persists'),
    ('diabetes', 'polyuria, polydipsia, BM at home {n}4 mmol/L, ketones 1.2', 3, 'RED',
     'attend ED now - ?checkpoint-inhibitor T1DM/DKA; endocrinology aware'),
    ('myocarditis', 'chest tightness and breathlessness, resting HR ~1{n}0, new ankle swelling', 3, 'RED',
     'call 999/000/911 (ambulance) now; troponin, ECG, echo'),
    ('pyrexia', 'temp 38.{n}, rigors, on dabrafenib/trametinib', 2, 'RED',
     'STOP dabrafenib and trametinib; paracetamol; attend if not settling within 24 h or if hypotensive'),
]

DRUGS_MISC = ['ramipril 5 mg OD', 'atorvastatin 40 mg nocte', 'metformin 500 mg BD', 'levothyroxine 75 mcg OD',
              'amlodipine 5 mg OD', 'apixaban 5 mg BD', 'warfarin (INR target 2-3)', 'clopidogrel 75 mg OD',
              'aspirin 75 mg OD', 'omeprazole 20 mg OD', 'sertraline 50 mg OD', 'bisoprolol 2.5 mg OD',
              'tamsulosin 400 mcg OD', 'salbutamol inh PRN', 'methotrexate 15 mg weekly', 'adalimumab 40 mg fortnightly',
              'allopurinol 100 mg OD', 'nicorandil 10 mg BD', 'prednisolone 5 mg OD', 'azathioprine 50 mg OD',
              'tacrolimus (renal transplant)', 'nicotinamide 500 mg BD']
PMH = ['hypertension', 'T2DM (HbA1c 58)', 'AF on anticoagulation', 'IHD - PCI', 'COPD', 'asthma', 'hypothyroidism',
       'renal transplant (immunosuppressed)', 'CLL - watch and wait', 'rheumatoid arthritis on methotrexate',
       'previous BCC x3', 'previous SCC R hand', 'Crohn\'s disease', 'psoriasis', 'OSA on CPAP', 'gout',
       'Parkinson\'s disease', 'BPH', 'depression', 'osteoarthritis knees', 'previous DVT', 'CKD stage 3a',
       'Hodgkin lymphoma (treated, in remission)', 'Gorlin syndrome', 'PPM for CHB', 'Sjogren\'s syndrome']
ALLERGIES = ['NKDA', 'NKDA', 'penicillin (rash)', 'elastoplast/adhesive', 'codeine (vomiting)', 'latex',
             'chlorhexidine', 'sulfa drugs', 'nil known']
RISK = ['Fitzpatrick type I, red hair, freckles', 'Fitzpatrick II, fair hair, blue eyes', 'Fitzpatrick II, >100 naevi',
        'Fitzpatrick III, several atypical naevi', 'Fitzpatrick I-II, multiple blistering sunburns in childhood',
        'Fitzpatrick IV', 'Fitzpatrick II, sunbed use in 20s', 'Fitzpatrick II, extensive actinic damage']
