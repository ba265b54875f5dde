"""Clinical content pools for wheelchair and seating services (dev406_en).

Everything here is non-PHI: diagnoses (with eponyms), device model names,
scores, standards, units.  These are the hard negatives.
"""

# (diagnosis text, short form, age range, typical chair kind)
DIAGNOSES = [
    ('multiple sclerosis, secondary progressive', 'MS', (30, 75), 'power'),
    ('cerebral palsy, spastic quadriplegia (GMFCS level V)', 'CP', (4, 45), 'tilt'),
    ('cerebral palsy, spastic diplegia (GMFCS level III)', 'CP', (5, 40), 'manual'),
    ("Duchenne muscular dystrophy", 'DMD', (8, 30), 'power'),
    ('Becker muscular dystrophy', 'BMD', (15, 55), 'power'),
    ('motor neurone disease (ALS variant)', 'MND', (40, 80), 'power'),
    ('T6 complete spinal cord injury (AIS A)', 'SCI', (18, 70), 'manual'),
    ('C5 incomplete tetraplegia (AIS C)', 'SCI', (18, 75), 'power'),
    ('L1 paraplegia (AIS B) following fall from height', 'SCI', (20, 70), 'manual'),
    ('spina bifida (myelomeningocele) with VP shunt', 'SB', (6, 50), 'manual'),
    ("Friedreich's ataxia", 'FA', (14, 50), 'power'),
    ("Huntington's disease", 'HD', (35, 75), 'tilt'),
    ("Parkinson's disease, Hoehn and Yahr stage 4", 'PD', (60, 90), 'manual'),
    ('left MCA stroke with right hemiparesis', 'CVA', (45, 92), 'manual'),
    ('right hemiplegia following haemorrhagic stroke', 'CVA', (40, 90), 'manual'),
    ('bilateral transfemoral amputation (PVD, type 2 diabetes)', 'amputee', (50, 88), 'manual'),
    ('right transtibial amputation, diabetic', 'amputee', (45, 85), 'manual'),
    ('Charcot-Marie-Tooth disease type 1A', 'CMT', (20, 75), 'manual'),
    ('Guillain-Barr\u00e9 syndrome, recovering', 'GBS', (25, 80), 'manual'),
    ('hypermobile Ehlers-Danlos syndrome with POTS', 'EDS', (16, 55), 'power'),
    ('rheumatoid arthritis with bilateral hip and knee involvement', 'RA', (45, 88), 'power'),
    ('osteogenesis imperfecta type III', 'OI', (6, 50), 'manual'),
    ('Rett syndrome', 'Rett', (5, 35), 'tilt'),
    ('transverse myelitis (T10 level)', 'TM', (15, 70), 'manual'),
    ('acquired brain injury following RTC', 'ABI', (18, 70), 'tilt'),
    ('post-polio syndrome', 'PPS', (60, 90), 'power'),
    ('Down syndrome with hypotonia and atlantoaxial instability', 'DS', (6, 45), 'manual'),
    ('spinal muscular atrophy type 2', 'SMA', (5, 40), 'power'),
    ('advanced COPD (GOLD 4) with reduced exercise tolerance', 'COPD', (55, 90), 'power'),
    ('morbid obesity (BMI 52) with lymphoedema', 'bariatric', (35, 75), 'power'),
    ('dementia (Alzheimer type) with frequent falls', 'dementia', (70, 98), 'tilt'),
    ('hereditary spastic paraplegia', 'HSP', (20, 70), 'manual'),
]

MANUAL = ['Quickie Argon 2', 'K\u00fcschall K-Series', 'TiLite Aero Z', 'Invacare Action 3NG',
          'Sunrise Breezy 300', 'RGK Hi Lite', 'Etac Prio', 'Ottobock Avantgarde',
          'Panthera S3', 'Quickie Neon 2', 'Invacare K\u00fcschall Compact', 'Melrose Apex']
TILT = ['Invacare Rea Azalea', 'Etac Prio', 'Quickie IRIS', 'Ottobock Motus CV',
        'Invacare Rea Clematis Pro', 'Ki Mobility Focus CR']
POWER = ['Permobil F5 Corpus', 'Permobil M3 Corpus', 'Quickie Q500 M', 'Invacare TDX SP2',
         'Quantum Q6 Edge 3', 'Quantum 4Front 2', 'Invacare AVIVA FX', 'Quickie Salsa M2',
         'Ottobock Juvo B5', 'Permobil M1', 'Quickie Q700 F', 'Magic Mobility Extreme X8']
CUSHION = ['ROHO High Profile', 'ROHO Quadtro Select', 'Jay J2', 'Jay Balance', 'Varilite Evolution',
           'Vicair Vector', 'Spex Contour', 'Matrx Libra', 'Stimulite Classic', 'Jay Fusion']
BACK = ['Jay J3', 'Matrx Elite', 'Spex Vector', 'Jay Easy', 'Varilite Icon', 'Spex Classic',
        'Matrx PB']
CONTROL = ['R-net joystick (CJSM2)', 'LiNX REM400', 'VR2 joystick', 'head array (Stealth i-Drive)',
           'chin control', 'sip-and-puff', 'mini proportional joystick', 'attendant control',
           'R-net Omni2 with switch input']
POWER_ASSIST = ['SmartDrive MX2+', 'Alber e-motion M25', 'Batec Mini 2', 'Alber Twion',
                'FreeWheel']
MAP_SYSTEM = ['Xsensor X3 PX100', 'BodiTrak2 Pro', 'FSA 4 (Vista Medical)', 'Xsensor Foresite SS']
ACCESS = ['Dycem mat', 'Velcro strap', 'Lycra harness', 'pelvic belt (4-point)',
          'lateral thoracic supports', 'H-harness', 'ankle huggers', 'swing-away laterals',
          'abductor pommel', 'headrest (Whitmyer)', 'elevating legrests', 'anti-tippers',
          'push handles', 'tray (clear Lexan)', 'calf strap', 'power-elevating seat']

SCORES = ['Waterlow', 'Braden', 'MAS (modified Ashworth)', 'FIM', 'Barthel', 'GMFCS',
          'MACS', 'Oxford scale', 'GCS', 'MoCA', 'WST-Q', 'QUEST 2.0', 'PIDA', 'WhOM',
          'Berg Balance Scale', 'NYHA class', 'EDSS', 'ALSFRS-R', 'PUSH tool',
          'Melbourne Assessment', 'COPM', 'FEW', 'PWC']
STANDARDS = ['NICE CG179 (2014)', 'NPIAP/EPUAP/PPPIA 2019 guideline', 'ISO 7176-19:2008',
             'ISO 16840-2', 'RESNA 2015 position paper on tilt, recline and elevating legrests',
             'WHO Wheelchair Service Training Package (2012)', 'PMG Clinical Guidelines (2023)',
             'AS/NZS 3696.19', 'CMS LCD L33789', 'ADP Mobility Devices Manual (2021)',
             'AS 1428.1-2009', 'Building Regulations Part M', 'ADA Standards (2010)',
             'NZS 4121:2001', 'ISO 7176-21']
STANDARDS_CC = {
    'GB': ['NICE CG179 (2014)', 'PMG Clinical Guidelines (2023)', 'Building Regulations Part M',
           'MHRA DB2006(01)', 'BS 8300-2:2018', 'NHS England PWB guidance (2017)'],
    'US': ['CMS LCD L33789', 'ADA Standards (2010)', 'RESNA 2015 position paper on tilt, recline and elevating legrests',
           'RESNA WC-19', 'CMS NCD 280.3'],
    'CA': ['ADP Mobility Devices Manual (2021)', 'CSA B651-18', 'CSA Z604'],
    'AU': ['AS 1428.1-2009', 'AS/NZS 3696.19', 'NDIS AT complexity framework', 'ARATA guidelines'],
    'NZ': ['NZS 4121:2001', 'AS/NZS 3696.19', 'ACC wheeled mobility guidelines'],
    'IE': ['HSE Aids and Appliances guidance', 'NDA Universal Design guidelines', 'TGD Part M (2022)'],
}
GENERIC_STD = ['ISO 7176-19:2008', 'ISO 16840-2', 'NPIAP/EPUAP/PPPIA 2019 guideline',
               'WHO Wheelchair Service Training Package (2012)', 'ISO 7176-21', 'ISO 7176-14']

DRUGS = ['baclofen 10 mg TDS', 'intrathecal baclofen pump', 'gabapentin 300 mg', 'tizanidine 4 mg',
         'oxybutynin 5 mg BD', 'botulinum toxin A (last injected to hamstrings)',
         'pregabalin 75 mg BD', 'dantrolene 25 mg', 'senna and Movicol', 'paracetamol PRN',
         'fampridine 10 mg', 'riluzole 50 mg BD', 'levodopa/carbidopa', 'apixaban 5 mg BD',
         'metformin 1 g BD', 'amitriptyline 10 mg nocte', 'solifenacin 5 mg',
         'vitamin D 1000 IU', 'Fortisip 2/day']
DEPTS = ['Occupational Therapy', 'Physiotherapy', 'Rehabilitation Engineering',
         'Tissue Viability', 'Orthotics', 'Clinical Engineering', 'Spinal Outpatients',
         'Neurology', 'Rehab Medicine', 'Community Nursing', 'Speech and Language Therapy',
         'Social Work', 'Patient Transport', 'Estates', 'Medical Physics']
HOLIDAYS = ['Christmas', 'Easter', 'New Year', 'Thanksgiving', 'Boxing Day',
            'Anzac Day', 'Canada Day', "St Patrick's Day", 'Labor Day', 'Waitangi Day']
HOLIDAY_CC = {'GB': ['Christmas', 'Easter', 'New Year', 'Boxing Day'],
              'US': ['Thanksgiving', 'Christmas', 'Labor Day', 'New Year'],
              'CA': ['Canada Day', 'Christmas', 'Thanksgiving', 'Easter'],
              'AU': ['Anzac Day', 'Christmas', 'Easter', 'New Year'],
              'NZ': ['Waitangi Day', 'Christmas', 'Easter', 'New Year'],
              'IE': ["St Patrick's Day", 'Christmas', 'Easter', 'New Year']}

REPAIR_FAULTS = [
    ('left drive motor intermittent, error code 2E on joystick', 'Replaced left motor brushes; cleaned commutator; road tested'),
    ('batteries not holding charge, range < 2 km', 'Fitted 2 x 73Ah AGM batteries; load test passed'),
    ('rear castor fork play, wobble at speed', 'Replaced castor stem bearings x 2; torqued to spec'),
    ('flat tyre rear right (pneumatic)', 'Fitted puncture-proof insert; tyre pressure n/a'),
    ('tilt actuator not responding, clicking noise', 'Replaced tilt actuator; recalibrated limits'),
    ('joystick gaiter split, water ingress', 'Replaced joystick module and gaiter'),
    ('seat belt buckle broken', 'Fitted new 2-point padded pelvic belt, push-button buckle'),
    ('armrest pad torn', 'Replaced armrest pads x 2'),
    ('brakes (wheel locks) not holding on slope', 'Adjusted wheel locks both sides; checked tyre pressure 110 PSI'),
    ('footplate hanger cracked', 'Replaced footplate hanger L; checked other side'),
    ('cushion cover torn, foam exposed', 'Issued replacement cover; foam base intact'),
    ('charger fault light red', 'Replaced charger (8A); old unit to stores for disposal'),
    ('headrest mount loose', 'Replaced headrest hardware; re-positioned to clinical marks'),
    ('power-assist not pairing with wristband', 'Re-paired PushTracker; firmware updated'),
    ('backrest upholstery sagging', 'Tension-adjusted back upholstery straps; advised review'),
    ('anti-tipper missing', 'Fitted anti-tippers x 2; set 5 cm ground clearance'),
    ('leg rest elevating mechanism seized', 'Lubricated and replaced ratchet; tested full range'),
]

TRIAL_TASKS = ['forward driving along corridor (20 m)', 'reversing into lift', 'turning 180 degrees in 1.5 m',
               'negotiating doorway 80 cm', 'kerb climb 5 cm', 'ramp ascent 1:12', 'ramp descent 1:12',
               'stopping on command', 'navigating cluttered area', 'driving among pedestrians',
               'use of tilt while stationary', 'crossing uneven paving', 'docking at table']

ENV_ITEMS = ['front step (14 cm)', 'back door threshold (3 cm)', 'hallway width 86 cm',
             'internal doors 72 cm clear', 'bathroom door 68 cm', 'carpet in lounge (deep pile)',
             'kitchen worktop 91 cm', 'ramp 1:10 to side door', 'stairlift in situ',
             'through-floor lift', 'level-access shower', 'bath with bath lift',
             'narrow turn from hall to bedroom', 'gravel drive', 'garage with power point']
