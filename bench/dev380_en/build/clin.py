"""Clinical content for amputee rehabilitation (all non-PHI; full of hard negatives)."""
from core import pick, chance, sample

LEVELS = [('TT', 40), ('TF', 22), ('KD', 6), ('SYME', 3), ('PF', 5), ('BTT', 7), ('HD', 2), ('TR', 8), ('TH', 4),
          ('TTTF', 3)]

LEVEL_TEXT = {
    'TT': (['transtibial amputation', 'below-knee amputation'], {'UK': 'TTA', 'IE': 'TTA', 'AU': 'TTA', 'NZ': 'TTA', 'US': 'BKA', 'CA': 'TTA'}),
    'TF': (['transfemoral amputation', 'above-knee amputation'], {'UK': 'TFA', 'IE': 'TFA', 'AU': 'TFA', 'NZ': 'TFA', 'US': 'AKA', 'CA': 'TFA'}),
    'KD': (['knee disarticulation', 'through-knee amputation'], {'UK': 'KD', 'IE': 'KD', 'AU': 'KD', 'NZ': 'KD', 'US': 'KD', 'CA': 'KD'}),
    'SYME': (["Syme's amputation", "Syme's ankle disarticulation"], {k: "Syme's" for k in ('UK', 'IE', 'AU', 'NZ', 'US', 'CA')}),
    'PF': (['transmetatarsal amputation', 'Chopart amputation', 'Lisfranc amputation'], {k: 'TMA' for k in ('UK', 'IE', 'AU', 'NZ', 'US', 'CA')}),
    'BTT': (['bilateral transtibial amputations', 'bilateral below-knee amputations'], {k: 'bilat TTA' for k in ('UK', 'IE', 'AU', 'NZ', 'CA')}),
    'HD': (['hip disarticulation'], {k: 'HD' for k in ('UK', 'IE', 'AU', 'NZ', 'US', 'CA')}),
    'TR': (['transradial amputation', 'below-elbow amputation'], {k: 'TRA' for k in ('UK', 'IE', 'AU', 'NZ', 'US', 'CA')}),
    'TH': (['transhumeral amputation', 'above-elbow amputation'], {k: 'THA' for k in ('UK', 'IE', 'AU', 'NZ', 'US', 'CA')}),
    'TTTF': (['transtibial amputation with contralateral transfemoral amputation'], {k: 'TTA/TFA' for k in ('UK', 'IE', 'AU', 'NZ', 'US', 'CA')}),
}
LEVEL_TEXT['BTT'][1]['US'] = 'bilat BKA'

CAUSES_LOWER = [
    ('peripheral arterial disease', 25), ('critical limb ischaemia', 12), ('diabetic foot sepsis', 18),
    ('non-healing diabetic foot ulcer with osteomyelitis', 10), ('road traffic collision', 7),
    ('motorcycle accident', 5), ('crush injury at work', 4), ('farm machinery accident', 3),
    ('osteosarcoma of the distal femur', 2), ('necrotising fasciitis', 2), ('meningococcal septicaemia', 1),
    ('complex regional pain syndrome', 2), ('failed ankle arthrodesis', 2), ('congenital limb deficiency', 2),
    ('trash foot after aortic surgery', 1), ('frostbite', 1), ('Charcot foot with recurrent ulceration', 3),
]
CAUSES_UPPER = [('industrial crush injury', 4), ('road traffic collision', 3), ('electrical burn', 2),
                ('congenital limb deficiency', 2), ('sarcoma', 1), ('farm auger injury', 2), ('blast injury', 1)]

COMORB = ['T2DM on insulin', 'T2DM (diet controlled)', 'IHD', 'HTN', 'CKD stage 3b', 'CKD 4', 'AF on apixaban',
          'COPD', 'previous CVA with mild L hemiparesis', 'diabetic retinopathy', 'peripheral neuropathy',
          'hypothyroidism', 'OA both knees', 'BMI 34', 'depression', 'current smoker (20 pack-years)',
          'ex-smoker', 'heart failure (EF 35%)', 'previous CABG', 'gout', 'obstructive sleep apnoea on CPAP',
          'alcohol excess (reduced)', 'Parkinson\'s disease', 'rheumatoid arthritis', 'Raynaud\'s phenomenon',
          'Buerger\'s disease', 'osteoporosis', 'hepatitis C (treated)', 'PTSD', 'dialysis-dependent ESRF']
MEDS = ['gabapentin 300 mg TDS', 'pregabalin 75 mg BD', 'amitriptyline 10 mg nocte', 'paracetamol 1 g QDS',
        'oxycodone MR 10 mg BD', 'metformin 1 g BD', 'insulin glargine 24 units nocte', 'atorvastatin 80 mg',
        'clopidogrel 75 mg OD', 'aspirin 75 mg OD', 'apixaban 5 mg BD', 'ramipril 5 mg', 'bisoprolol 2.5 mg',
        'duloxetine 60 mg', 'lansoprazole 30 mg', 'senna 15 mg nocte', 'mirtazapine 15 mg', 'co-codamol 30/500',
        'Lyrica 150 mg BD', 'Eliquis 5 mg BD', 'Tylenol 650 mg q6h PRN', 'Neurontin 600 mg TID',
        'levothyroxine 100 mcg', 'furosemide 40 mg', 'sertraline 50 mg', 'tramadol 50 mg PRN', 'Lantus 30 units',
        'calcitonin (trial for phantom pain)', 'baclofen 10 mg TDS', 'Voltaren gel topical']

FEET = ['SACH foot', 'Multiflex foot', 'Esprit foot', 'Echelon foot', 'Elan foot', 'Pro-Flex XC', 'Triton foot',
        'Taleo foot', 'Vari-Flex', 'Rush foot', 'Kinterra foot', 'Meridium', 'Highlander foot', 'Seattle foot',
        'Avalon foot', 'LP Vari-Flex', 'Navigator foot', 'Trias foot', 'Axtion foot', 'Sierra foot']
KNEES = ['C-Leg 4', 'Genium', 'Rheo Knee XC', 'Orion3', 'Mauch knee', '3R80', 'Total Knee 2100', 'Kenevo',
         'Plie 3', 'KX06', 'SAKL (single-axis locking) knee', 'polycentric 3R60', 'Smart IP knee', 'OP4 knee',
         '3R15 knee (manual lock)', 'Quattro knee']
LINERS = ['Iceross Comfort 6 mm', 'Alpha Classic', 'Alpha Hybrid', 'Dermo liner', 'Iceross Seal-In X5',
          'Relax 3C liner', 'Pelite insert 5 mm', 'Skeo liner', 'copolymer gel liner', 'Silcare Breathe liner',
          'Iceross Synergy', 'Alpha SmartTemp']
SUSP = ['pin lock (Icelock 200)', 'shuttle lock', 'seal-in suspension', 'vacuum suspension (Harmony)',
        'elevated vacuum (Unity)', 'suction valve with sleeve', 'lanyard suspension', 'supracondylar cuff',
        'Silesian belt', 'KISS lanyard', 'Limb Logic vacuum', 'TES belt']
SOCKETS = ['PTB socket', 'TSB socket', 'KBM socket', 'laminated carbon TSB socket', 'thermoplastic check socket',
           'flexible inner socket with rigid frame', 'Total Surface Bearing (TSB) socket', 'PTB-SC socket']
SOCKETS_TF = ['ischial containment (IC) socket', 'quadrilateral socket', 'sub-ischial socket', 'MAS socket',
              'flexible IC socket in carbon frame', 'thermoplastic check socket (IC)']
UPPER = ['body-powered prosthesis with 5XA hook', 'myoelectric prosthesis (bebionic hand)', 'i-Limb Quantum',
         'Greifer terminal device', 'figure-of-eight harness', 'passive cosmetic hand', 'Motion Control ETD',
         'dual-site myo with wrist rotator']

SCORES = ['TUG', '10MWT', '6MWT', '2MWT', 'AMPPRO', 'AMPnoPRO', 'Houghton scale', 'PEQ', 'ABC scale', 'LCI-5',
          'Berg Balance Scale', 'FIM', 'Barthel', 'PLUS-M', 'SIGAM', 'K-level', 'L-Test', 'Tinetti', 'SATPEC']

LIMB_SHAPES = ['conical', 'cylindrical', 'bulbous', 'slightly bulbous distally', 'well shaped']
SKIN = ['skin intact', 'dry skin over distal end', 'small area of verrucous hyperplasia distally',
        'folliculitis at posterior trim line', 'epidermoid cyst at proximal brim', 'redness over fibular head',
        'blister at anterior distal tibia', 'scar well healed, mobile', 'scar adherent at distal end',
        'pressure mark over patellar tendon', 'choke oedema distally', 'abrasion at adductor roll']


YOUNG_COMORB = ['asthma', 'depression', 'PTSD', 'ex-smoker', 'previous fracture R wrist', 'anxiety', 'migraine',
                'nil significant', 'alcohol excess (reduced)', 'cannabis use', 'BMI 31', 'hypothyroidism',
                'previous splenectomy (trauma)', 'chronic back pain']


class Clin:
    """Per-note clinical profile."""

    def __init__(self, rng, c, lower_only=False):
        from core import wchoice
        self.c = c
        self.level = wchoice(rng, LEVELS)
        while lower_only and self.level in ('TR', 'TH'):
            self.level = wchoice(rng, LEVELS)
        self.side = 'bilateral' if self.level in ('BTT', 'TTTF') else pick(rng, ['left', 'right'])
        upper = self.level in ('TR', 'TH')
        self.upper = upper
        self.cause = wchoice(rng, CAUSES_UPPER if upper else CAUSES_LOWER)
        self.level_text = pick(rng, LEVEL_TEXT[self.level][0])
        self.abbr = LEVEL_TEXT[self.level][1][c]
        self.comorb = sample(rng, COMORB, rng.randint(2, 5))
        self.meds = sample(rng, MEDS, rng.randint(2, 6))
        self.foot = pick(rng, FEET)
        self.knee = pick(rng, KNEES) if self.level in ('TF', 'KD', 'HD', 'TTTF') else ''
        self.liner = pick(rng, LINERS)
        self.susp = pick(rng, SUSP)
        if self.level in ('TF', 'KD', 'TTTF'):
            self.socket = pick(rng, SOCKETS_TF)
        elif self.level == 'HD':
            self.socket = 'Canadian-type hip socket with 7E7 hip joint'
        elif self.level == 'PF':
            self.socket = pick(rng, ['silicone partial-foot slipper', 'carbon footplate with toe filler',
                                     'partial-foot AFO-style socket'])
        elif self.level == 'SYME':
            self.socket = pick(rng, ["Syme's socket with posterior window", "expandable-wall Syme's socket"])
        else:
            self.socket = pick(rng, SOCKETS)
        self.upper_dev = pick(rng, UPPER)
        self.klevel = pick(rng, ['K1', 'K2', 'K2', 'K3', 'K3', 'K4'])
        self.sigam = pick(rng, ['A', 'B', 'C', 'D', 'E', 'F'])
        self.tug = '%.1f' % (7 + rng.random() * 25)
        self.mwt6 = str(rng.randint(60, 480))
        self.ampp = str(rng.randint(18, 45))
        self.houghton = str(rng.randint(3, 12))
        self.ply = str(rng.choice([1, 2, 3, 3, 5, 6]))
        self.rl_len = str(rng.randint(9, 32))
        self.shape = pick(rng, LIMB_SHAPES)
        self.skin = pick(rng, SKIN)
        self.pain = rng.randint(0, 8)

    def young(self, rng):
        """Lighter comorbidity list for younger patients."""
        self.comorb = sample(rng, YOUNG_COMORB, rng.randint(1, 3))

    def side_s(self):
        return {'left': 'L', 'right': 'R', 'bilateral': 'bilat'}[self.side]

    def desc(self):
        if self.side == 'bilateral':
            return self.level_text
        return '%s %s' % (self.side, self.level_text)

    def short(self):
        if self.side == 'bilateral':
            return self.abbr
        return '%s %s' % (self.side_s(), self.abbr)

    def components(self):
        if self.upper:
            return self.upper_dev
        if self.level == 'PF':
            return self.socket
        if self.level == 'HD':
            return '%s, %s, %s' % (self.socket, self.knee, self.foot)
        parts = [self.socket, self.liner, self.susp]
        if self.knee:
            parts.append(self.knee)
        parts.append(self.foot)
        return ', '.join(parts)
