"""Clinical (non-PHI) content pools for rheumatology notes."""
from common import Ph, pick, chance, sample


def f1(rng, lo, hi):
    return '%.1f' % rng.uniform(lo, hi)


def f2(rng, lo, hi):
    return '%.2f' % rng.uniform(lo, hi)


def i(rng, lo, hi):
    return str(rng.randint(lo, hi))


# ------------------------------------------------------------ disease profiles
DZ = {
    'RA': dict(
        name='seropositive rheumatoid arthritis', ref='inflammatory polyarthritis',
        sx=['bilateral MCP and PIP swelling', 'morning stiffness lasting {n} minutes',
            'difficulty making a fist', 'wrist pain worse in the mornings',
            'MTP squeeze tenderness', 'fatigue and low-grade malaise',
            'trouble opening jars and doing up buttons'],
        exam=['synovitis of MCP 2-3 bilaterally', 'boggy swelling of the R wrist',
              'positive MTP squeeze bilaterally', 'tender PIP 2-4 on the L',
              'no rheumatoid nodules', 'full shoulder ROM', 'no ulnar deviation'],
        score=lambda r: 'DAS28-CRP %s, CDAI %s' % (f1(r, 3.2, 6.4), i(r, 11, 42)),
        plan=['Start methotrexate 15 mg PO weekly, increase to 20 mg after 4 weeks if tolerated',
              'Folic acid 5 mg PO weekly (not on the methotrexate day)',
              'Prednisone 15 mg daily x 2 weeks, then taper by 2.5 mg every 2 weeks',
              'Hydroxychloroquine 200 mg BID; baseline retinal exam within 12 months',
              'Bloodwork (CBC, Cr, ALT) at 4 weeks then every 8-12 weeks',
              'Hep B sAg, anti-HBc, hep C Ab and IGRA prior to any biologic',
              'Refer to OT for joint protection and splinting'],
        meds=['methotrexate 20 mg SC weekly', 'folic acid 5 mg weekly', 'hydroxychloroquine 200 mg BID',
              'adalimumab 40 mg SC q2 weeks', 'tofacitinib 5 mg BID', 'prednisone 5 mg daily'],
    ),
    'PSA': dict(
        name='psoriatic arthritis', ref='swollen digits and heel pain in a patient with psoriasis',
        sx=['dactylitis of the L 3rd toe', 'Achilles enthesitis', 'plaque psoriasis over the elbows and scalp',
            'nail pitting and onycholysis', 'asymmetric knee and ankle swelling',
            'low back stiffness after rest'],
        exam=['dactylitis R 2nd toe', 'tender L Achilles insertion', 'BSA psoriasis ~4%',
              'nail pitting on 6 fingernails', 'effusion L knee', 'DIP swelling R 3rd finger'],
        score=lambda r: 'DAPSA %s, PASI %s' % (f1(r, 12, 38), f1(r, 1, 9)),
        plan=['Start methotrexate 15 mg weekly with folic acid', 'Trial of naproxen 500 mg BID with food',
              'Apply for secukinumab if inadequate response at 3 months',
              'Dermatology co-management for skin disease', 'XR hands and feet, US L Achilles'],
        meds=['secukinumab 150 mg SC monthly', 'methotrexate 15 mg PO weekly', 'naproxen 500 mg BID',
              'ustekinumab 45 mg SC q12 weeks', 'apremilast 30 mg BID'],
    ),
    'AXSPA': dict(
        name='axial spondyloarthritis (HLA-B27 positive)', ref='chronic inflammatory back pain',
        sx=['low back pain since age {a2}, better with exercise', 'alternating buttock pain',
            'waking in the second half of the night with back pain', 'morning stiffness over {n} minutes',
            'one episode of anterior uveitis'],
        exam=['reduced modified Schober (3.0 cm)', 'occiput-to-wall 0 cm', 'tender SI joints bilaterally',
              'chest expansion 4 cm', 'lateral lumbar flexion reduced'],
        score=lambda r: 'BASDAI %s, ASDAS-CRP %s, BASFI %s' % (f1(r, 3.8, 8.2), f1(r, 2.1, 4.3), f1(r, 2.0, 7.5)),
        plan=['Full-dose NSAID (celecoxib 200 mg BID) for 4 weeks', 'Physio referral for spinal mobility program',
              'MRI SI joints (STIR) ordered', 'If BASDAI remains >4 after 2 NSAIDs, apply for TNF inhibitor'],
        meds=['etanercept 50 mg SC weekly', 'celecoxib 200 mg BID', 'adalimumab 40 mg SC q2 weeks',
              'ixekizumab 80 mg SC q4 weeks'],
    ),
    'GOUT': dict(
        name='tophaceous gout', ref='recurrent acute monoarthritis',
        sx=['recurrent attacks of podagra', '{n2} flares in the last 12 months', 'a swollen, red L ankle',
            'tophus over the R olecranon', 'flares after seafood and beer'],
        exam=['tophi over both olecranon bursae', 'warm swollen R 1st MTP', 'small tophus L 4th DIP',
              'no effusion knees'],
        score=lambda r: '%s flares in the past year, tophi at %s sites' % (i(r, 3, 8), i(r, 1, 4)),
        plan=['Start allopurinol 100 mg daily, titrate by 100 mg every 4 weeks to urate <360 umol/L',
              'Colchicine 0.5 mg BID prophylaxis for 6 months', 'Check HLA-B*58:01 prior to allopurinol',
              'Urate and creatinine every 4 weeks during titration', 'Reduce sugary drinks and alcohol'],
        meds=['allopurinol 300 mg daily', 'colchicine 0.5 mg daily', 'febuxostat 80 mg daily'],
    ),
    'SLE': dict(
        name='systemic lupus erythematosus', ref='positive ANA with rash and arthralgia',
        sx=['photosensitive malar rash', 'painless oral ulcers', 'inflammatory arthralgia of the hands',
            'pleuritic chest pain', 'patchy hair loss', 'Raynaud phenomenon'],
        exam=['malar erythema sparing nasolabial folds', 'two palatal ulcers', 'synovitis R wrist',
              'non-scarring alopecia', 'no pericardial rub'],
        score=lambda r: 'SLEDAI-2K %s' % i(r, 4, 14),
        plan=['Hydroxychloroquine 200 mg BID (5 mg/kg/day)', 'Strict sun protection SPF 50',
              'Prednisone 10 mg daily, taper over 8 weeks', 'Urinalysis and UPCR every 3 months',
              'Baseline OCT and visual fields within the first year'],
        meds=['hydroxychloroquine 200 mg BID', 'mycophenolate mofetil 1 g BID', 'prednisone 5 mg daily',
              'belimumab 200 mg SC weekly', 'azathioprine 100 mg daily'],
    ),
    'SJOG': dict(
        name="primary Sjögren's disease", ref='dry eyes, dry mouth and parotid swelling',
        sx=['gritty dry eyes', 'needing water to swallow dry food', 'recurrent parotid swelling',
            'fatigue', 'arthralgia without swelling', 'dental caries'],
        exam=["Schirmer's test 3 mm at 5 minutes", 'dry oral mucosa', 'R parotid enlargement',
              'no lymphadenopathy'],
        score=lambda r: 'ESSDAI %s, ESSPRI %s' % (i(r, 1, 9), f1(r, 3, 8)),
        plan=['Artificial tears four times daily', 'Pilocarpine 5 mg TID trial', 'Dental review every 6 months',
              'SPEP and cryoglobulins', 'Hydroxychloroquine for arthralgia'],
        meds=['hydroxychloroquine 200 mg daily', 'pilocarpine 5 mg TID', 'cyclosporine eye drops'],
    ),
    'PMR': dict(
        name='polymyalgia rheumatica', ref='proximal girdle pain and stiffness',
        sx=['bilateral shoulder and hip girdle pain', 'morning stiffness of about {n} minutes',
            'inability to lift the arms to brush hair', 'weight loss of {kg} kg', 'low-grade sweats'],
        exam=['painful shoulder abduction bilaterally', 'normal temporal artery pulses', 'no synovitis',
              'power 5/5 when pain allows'],
        score=lambda r: 'PMR-AS %s' % f1(r, 12, 38),
        plan=['Prednisone 15 mg daily, reduce to 12.5 mg after 4 weeks', 'Calcium and vitamin D; DXA ordered',
              'Urgent review for any headache, visual symptoms or jaw claudication',
              'Consider methotrexate as steroid-sparing agent if relapse'],
        meds=['prednisone 7.5 mg daily', 'methotrexate 15 mg weekly', 'alendronate 70 mg weekly'],
    ),
    'SSC': dict(
        name='limited cutaneous systemic sclerosis', ref="Raynaud's with skin thickening",
        sx=["severe Raynaud's with digital ulcers", 'puffy fingers', 'heartburn and dysphagia',
            'skin tightening of the fingers', 'exertional dyspnoea'],
        exam=['mRSS 8', 'sclerodactyly', 'healed digital pits', 'telangiectasia on the face',
              'fine bibasal crackles'],
        score=lambda r: 'mRSS %s, FVC %s%% predicted, DLCO %s%%' % (i(r, 4, 22), i(r, 62, 98), i(r, 48, 85)),
        plan=['Nifedipine XL 30 mg daily', 'PFTs and HRCT chest', 'Echocardiogram for PAH screening',
              'PPI for reflux', 'Gloves and hand warmers'],
        meds=['nifedipine XL 30 mg daily', 'mycophenolate 1.5 g BID', 'pantoprazole 40 mg daily',
              'sildenafil 20 mg TID'],
    ),
    'MYO': dict(
        name='dermatomyositis', ref='proximal weakness and rash',
        sx=['difficulty rising from a chair', 'heliotrope rash', 'Gottron papules', 'dysphagia to solids',
            'myalgia of the thighs'],
        exam=['hip flexors 4-/5', 'deltoids 4/5', 'Gottron papules over MCPs', 'V-sign rash',
              'periungual erythema'],
        score=lambda r: 'MMT-8 %s/150, HAQ-DI %s' % (i(r, 96, 138), f1(r, 0.8, 2.4)),
        plan=['Prednisone 1 mg/kg', 'IVIG referral', 'Age-appropriate malignancy screen including CT CAP',
              'Swallow assessment', 'PFTs and HRCT'],
        meds=['prednisone 40 mg daily', 'methotrexate 20 mg SC weekly', 'IVIG 2 g/kg monthly'],
    ),
    'CPPD': dict(
        name='calcium pyrophosphate deposition disease', ref='acute knee swelling',
        sx=['acute swelling of the R knee', 'previous wrist attacks', 'pain on weight-bearing', 'stiffness after rest'],
        exam=['moderate effusion R knee', 'warm, no erythema', 'crepitus both knees'],
        score=lambda r: 'synovial WBC %s x10^6/L' % i(r, 4000, 38000),
        plan=['Knee aspiration and steroid injection', 'Colchicine 0.5 mg BID for flares',
              'Check Ca, Mg, ferritin, TSH'],
        meds=['colchicine 0.5 mg daily PRN', 'acetaminophen 1 g TID'],
    ),
}
DZ_KEYS = list(DZ.keys())


def fill(rng, s):
    """Fill numeric slots; {a2} is an age (returned as an AGE span) and {y} a
    year (a DATE span), so the result is a list of pieces."""
    s = (s.replace('{n}', str(pick(rng, [30, 45, 60, 90, 120, 180])))
          .replace('{n2}', str(rng.randint(3, 7)))
          .replace('{kg}', str(rng.randint(3, 8))))
    out = []
    for key, typ, val in (('{a2}', 'AGE', str(rng.randint(19, 34))),
                          ('{y}', 'DATE', str(rng.randint(1998, 2021)))):
        if key in s:
            a, b = s.split(key, 1)
            return [a, Ph(val, typ), b]
    return [s]


# ------------------------------------------------------------ labs
def lab_rows(rng, dz):
    """Rows of (test, value, unit, reference) appropriate to the profile."""
    rows = [('Hb', i(rng, 102, 152), 'g/L', '120-160'),
            ('WBC', f1(rng, 3.6, 11.8), 'x10^9/L', '4.0-11.0'),
            ('Plt', i(rng, 160, 520), 'x10^9/L', '150-400'),
            ('Creatinine', i(rng, 52, 128), 'umol/L', '45-110'),
            ('eGFR', i(rng, 48, 118), 'mL/min/1.73m2', '>60'),
            ('ALT', i(rng, 12, 68), 'U/L', '<40'),
            ('CRP', f1(rng, 0.8, 64), 'mg/L', '<5'),
            ('ESR', i(rng, 4, 92), 'mm/h', '<20')]
    extra = {
        'RA': [('RF', i(rng, 24, 380), 'IU/mL', '<14'), ('Anti-CCP', pick(rng, ['>340', i(rng, 40, 300)]), 'U/mL', '<17'),
               ('ANA', pick(rng, ['negative', '1:80 speckled']), '', '')],
        'PSA': [('RF', '<10', 'IU/mL', '<14'), ('Anti-CCP', '<8', 'U/mL', '<17'), ('HLA-B27', pick(rng, ['negative', 'positive']), '', '')],
        'AXSPA': [('HLA-B27', 'positive', '', ''), ('RF', '<10', 'IU/mL', '<14')],
        'GOUT': [('Urate', i(rng, 430, 640), 'umol/L', '200-420'), ('HbA1c', f1(rng, 5.4, 8.1), '%', '<6.0')],
        'SLE': [('ANA', pick(rng, ['1:640 homogeneous', '1:1280 speckled', '1:320 homogeneous']), '', '<1:80'),
                ('Anti-dsDNA', i(rng, 18, 340), 'IU/mL', '<10'), ('C3', f2(rng, 0.38, 0.92), 'g/L', '0.90-1.80'),
                ('C4', f2(rng, 0.04, 0.18), 'g/L', '0.10-0.40'), ('UPCR', i(rng, 8, 160), 'mg/mmol', '<15')],
        'SJOG': [('ANA', '1:640 speckled', '', '<1:80'), ('Anti-Ro60', 'positive', '', ''),
                 ('Anti-La', pick(rng, ['positive', 'negative']), '', ''), ('IgG', f1(rng, 15, 26), 'g/L', '7.0-16.0')],
        'PMR': [('RF', '<10', 'IU/mL', '<14'), ('Anti-CCP', '<8', 'U/mL', '<17'), ('CK', i(rng, 40, 160), 'U/L', '<200')],
        'SSC': [('ANA', '1:1280 centromere', '', '<1:80'), ('Anti-Scl-70', 'negative', '', ''),
                ('NT-proBNP', i(rng, 60, 480), 'ng/L', '<125')],
        'MYO': [('CK', i(rng, 800, 9200), 'U/L', '<200'), ('Aldolase', f1(rng, 9, 30), 'U/L', '<7.6'),
                ('Anti-Mi-2', pick(rng, ['positive', 'negative']), '', ''), ('AST', i(rng, 60, 240), 'U/L', '<35')],
        'CPPD': [('Calcium (corr)', f2(rng, 2.2, 2.7), 'mmol/L', '2.10-2.60'), ('Ferritin', i(rng, 40, 520), 'ug/L', '30-300'),
                 ('TSH', f2(rng, 0.6, 4.2), 'mU/L', '0.4-4.0')],
    }[dz]
    return rows + extra


def lab_table(rng, dz, n=None):
    rows = lab_rows(rng, dz)
    if n:
        rows = rows[:3] + sample(rng, rows[3:], n)
    out = []
    for t, v, u, ref in rows:
        line = '  %-16s %-18s %-14s' % (t, v, u)
        if ref:
            line += '(ref %s)' % ref
        out.append(line.rstrip())
    return '\n'.join(out) + '\n'


def vitals(rng, short=False):
    bp = '%d/%d' % (rng.randint(104, 158), rng.randint(62, 94))
    hr = rng.randint(58, 102)
    t = '%.1f' % rng.uniform(36.1, 37.4)
    rr = rng.randint(12, 20)
    sat = rng.randint(94, 100)
    wt = '%.1f' % rng.uniform(48, 118)
    if short:
        return 'BP %s, HR %d, T %s, SpO2 %d%% RA' % (bp, hr, t, sat)
    return 'BP %s mmHg, HR %d bpm, RR %d, T %s C, SpO2 %d%% on room air, weight %s kg' % (bp, hr, rr, t, sat, wt)


def vit_tuple(rng):
    return ('%d/%d' % (rng.randint(100, 156), rng.randint(58, 92)), str(rng.randint(56, 104)),
            '%.1f' % rng.uniform(36.0, 37.5), str(rng.randint(12, 20)), str(rng.randint(94, 100)))


PMH = ['hypertension', 'type 2 diabetes (HbA1c 7.1%)', 'hypothyroidism on levothyroxine',
       'osteoarthritis of both knees', 'GERD', 'asthma, well controlled', 'depression',
       'osteopenia on DXA', 'dyslipidaemia', 'previous DVT (provoked)', 'CKD stage 3a',
       'obesity (BMI 34)', 'migraine', 'atrial fibrillation on apixaban', 'latent TB, treated',
       'hepatic steatosis', 'iron deficiency anaemia', 'fibromyalgia', 'carpal tunnel release R',
       'cholecystectomy', 'hysterectomy', 'L total knee replacement', 'COPD (ex-smoker)']
HOME_MEDS = ['ramipril 5 mg daily', 'metformin 1000 mg BID', 'levothyroxine 100 mcg daily',
             'atorvastatin 20 mg daily', 'pantoprazole 40 mg daily', 'amlodipine 5 mg daily',
             'escitalopram 10 mg daily', 'salbutamol inhaler PRN', 'vitamin D 1000 IU daily',
             'acetaminophen 1 g TID PRN', 'apixaban 5 mg BID', 'calcium carbonate 500 mg BID',
             'budesonide/formoterol 200/6 two puffs BID', 'sertraline 50 mg daily',
             'empagliflozin 10 mg daily', 'rosuvastatin 10 mg daily', 'gabapentin 300 mg HS']
DRUG_ALLERGY = ['NKDA', 'penicillin (hives as a child)', 'sulfa (rash)', 'codeine (nausea)',
                'NKDA', 'latex', 'cephalexin (pruritus)', 'ASA (angioedema)', 'NKDA']
ROS_NEG = ['No fevers, night sweats or weight loss.', 'No chest pain or dyspnoea.',
           'No oral or nasal ulcers.', 'No dry eyes or dry mouth.', "No Raynaud's.",
           'No rash or photosensitivity.', 'No bowel symptoms.', 'No visual symptoms.',
           'No dysuria or haematuria.', 'No recent infections.']
SMOKE = ['Never smoker.', 'Ex-smoker, quit {y} (20 pack-years).', 'Current smoker, 10 cigarettes/day.',
         'Vapes daily.', 'Never smoked.']
ETOH = ['Alcohol 2-3 drinks per week.', 'No alcohol.', 'Alcohol socially.', 'Drinks about 10 standard drinks per week.']


ADV_KEYS = ('mab', 'cept', 'tinib', 'IVIG', 'apremilast')


def current_meds(rng, dz):
    """At most one advanced therapy plus conventional agents."""
    adv = [m for m in dz['meds'] if any(k in m for k in ADV_KEYS)]
    conv = [m for m in dz['meds'] if m not in adv]
    out = []
    if adv and (not conv or chance(rng, 0.6)):
        out.append(pick(rng, adv))
    out += sample(rng, conv, min(len(conv), rng.randint(1, 2)))
    return out or [pick(rng, dz['meds'])]


FU_PLAN = ['Continue current doses.', 'Bloodwork (CBC, Cr, ALT, CRP) in 4 weeks.',
           'Prednisone 10 mg daily x 1 week, then 5 mg x 1 week, then stop.',
           'Book in-person joint exam within 2 weeks.', 'Physiotherapy referral renewed.',
           'Annual influenza and updated COVID-19 vaccination recommended.',
           'Reinforced sun protection and eye screening reminders.',
           'Discussed tapering plan if remission maintained for 6 months.',
           'Increase dose as per flare plan discussed.']
