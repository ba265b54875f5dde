"""Clinical vocabulary and hard negatives (never PHI) for the ME/CFS domain."""

MEDS = [
    'amitriptyline 10 mg nocte', 'nortriptyline 10 mg at night',
    'melatonin 2 mg MR', 'sertraline 50 mg OD', 'citalopram 20mg od', 'propranolol 10 mg PRN',
    'ivabradine 2.5 mg BD', 'midodrine 2.5 mg TDS', 'fludrocortisone 100 micrograms OD',
    'low-dose naltrexone 1.5 mg', 'pregabalin 75 mg BD', 'gabapentin 300mg TDS',
    'cetirizine 10 mg OD', 'fexofenadine 180mg', 'famotidine 20 mg BD', 'co-codamol 8/500 PRN',
    'paracetamol 1 g QDS PRN', 'colecalciferol 1000 IU', 'magnesium glycinate 200 mg',
    'omeprazole 20 mg OD', 'levothyroxine 50 micrograms', 'ferrous fumarate 210 mg',
    'sumatriptan 50 mg PRN', 'Microgynon 30', 'Mirena IUS', 'mirtazapine 7.5 mg ON',
    'trazodone 50 mg', 'Dioralyte sachets', 'oral rehydration salts', 'CoQ10 100 mg',
    'vitamin B12 injections 3-monthly', 'naproxen 250mg PRN', 'montelukast 10 mg',
    'Movicol 1 sachet OD', 'buscopan 10 mg PRN', 'ondansetron 4 mg PRN', 'salbutamol inhaler PRN',
]
BLOODS = [
    ('FBC', 'normal'), ('U&E', 'normal'), ('LFT', 'normal'), ('TFT (TSH)', '1.9 mU/L'),
    ('Ferritin', '46 ug/L'), ('CRP', '<5 mg/L'), ('ESR', '8 mm/hr'), ('HbA1c', '35 mmol/mol'),
    ('Vitamin D', '52 nmol/L'), ('B12', '380 ng/L'), ('Folate', '7.1 ug/L'),
    ('tTG IgA', 'negative'), ('CK', '96 U/L'), ('Calcium', '2.34 mmol/L'),
    ('Glucose (random)', '5.2 mmol/L'), ('09:00 cortisol', '412 nmol/L'),
    ('EBV serology', 'past infection'), ('Lyme serology', 'negative'),
    ('HIV / Hep B / Hep C', 'negative'), ('ANA', 'negative'), ('Urinalysis', 'NAD'),
    ('Magnesium', '0.84 mmol/L'), ('Phosphate', '1.1 mmol/L'), ('eGFR', '>90'),
]
TRIGGERS = [
    'glandular fever (EBV)', 'a flu-like illness', 'COVID-19', 'a chest infection',
    'Coxsackie B infection', 'Ross River virus', 'Barmah Forest virus', 'gastroenteritis',
    'a period of sustained stress and a viral illness', 'Q fever', 'a sinus infection',
    'Lyme disease (treated)', 'no clear trigger', 'mycoplasma pneumonia',
]
COMORBID = [
    'postural orthostatic tachycardia syndrome (POTS)', 'hypermobile Ehlers-Danlos syndrome',
    "Raynaud's phenomenon", "Hashimoto's thyroiditis", 'irritable bowel syndrome',
    'fibromyalgia', 'migraine without aura', 'mast cell activation (suspected)',
    'iron deficiency (treated)', 'asthma', 'endometriosis', 'obstructive sleep apnoea (excluded)',
    "Sjogren's (excluded)", 'depression (historic)', 'anxiety', 'coeliac disease (excluded)',
    'GORD', 'hypothyroidism',
]
SYMPTOMS = [
    'post-exertional malaise (PEM)', 'unrefreshing sleep', 'cognitive difficulties ("brain fog")',
    'orthostatic intolerance', 'widespread myalgia', 'headaches of a new pattern',
    'sore throat and tender lymph nodes', 'noise and light sensitivity', 'temperature dysregulation',
    'word-finding difficulty', 'palpitations on standing', 'nausea', 'muscle twitching',
    'alcohol intolerance', 'sensitivity to smells',
]
SCORES = [
    'Chalder Fatigue Scale {a}/33', 'SF-36 physical function {c}',
    'HADS anxiety {d}, depression {e}', 'PHQ-9 {f}', 'GAD-7 {g}', 'Epworth Sleepiness Scale {h}',
    'COMPASS-31 {i}', 'DSQ-PEM positive', 'Fatigue Severity Scale {j}', 'WSAS {k}',
    'EQ-5D-5L index {l}',
]
CRITERIA = [
    'NICE NG206 (2021)', 'IOM (2015) criteria', 'Canadian Consensus Criteria (2003)',
    'International Consensus Criteria (2011)', 'Fukuda (1994) criteria',
    'the Oxford criteria (1991)', 'the 2015 National Academy of Medicine criteria',
    'the Australian ME/CFS guidelines (2002)', 'NICE CG53 (2007, now withdrawn)',
]
DEVICE_MODELS = ['Polar H10 chest strap', 'Garmin Venu 2', 'Fitbit Charge 6', 'Apple Watch SE',
                 'Oura Ring', 'Withings ScanWatch', 'Garmin Vivosmart 5', 'Omron M3 cuff',
                 'ActiGraph wGT3X-BT', 'Wellue O2Ring']
EQUIP_MODELS = ['Invacare Action 3 wheelchair', 'Karma Ergo Lite wheelchair', 'ROHO cushion',
                'Invacare Medley Ergo profiling bed', 'Drive Tri-Walker', 'Etac perching stool',
                'Mangar Elk lifting cushion', 'Sunrise Medical Quickie wheelchair',
                'Days Escape powerchair', 'Etac Swift shower chair']
DEPARTMENTS = ['Occupational Therapy', 'Clinical Psychology', 'Physiotherapy', 'Rheumatology',
               'Neurology', 'Cardiology', 'Gastroenterology', 'Dietetics', 'Infectious Diseases',
               'Rehabilitation Medicine', 'Paediatrics', 'Sleep Medicine', 'Endocrinology',
               'Immunology', 'Community Nursing', 'Adolescent Medicine']
CONCEPTS = ['Energy Envelope', 'Boom and Bust', 'Activity Pacing', 'Spoon Theory',
            'Traffic Light system', 'Stop, Rest, Pace', 'Heart Rate Zone', 'Baseline',
            'Graded Exercise Therapy (GET)', 'Lightning Process', 'Set-back Plan', 'Red Flags']

SCHEMES = {
    'UK': {'agency': 'DWP', 'benefits': ['Personal Independence Payment (PIP)',
           'Employment and Support Allowance (ESA)', 'Universal Credit (LCWRA)', 'Blue Badge',
           'Access to Work', 'Carer\'s Allowance'], 'edu': 'EHCP', 'hr': 'Equality Act 2010',
           'fit': 'fit note', 'exams': 'JCQ access arrangements'},
    'IE': {'agency': 'Department of Social Protection', 'benefits': ['Disability Allowance',
           'Illness Benefit', 'Invalidity Pension', 'Carer\'s Allowance', 'Disabled Parking Permit',
           'Domiciliary Care Allowance'], 'edu': 'DARE application', 'hr': 'Employment Equality Acts',
           'fit': 'medical certificate', 'exams': 'RACE accommodations'},
    'US': {'agency': 'Social Security Administration', 'benefits': ['SSDI', 'SSI',
           'short-term disability', 'long-term disability', 'disability parking placard',
           'FMLA intermittent leave'], 'edu': '504 Plan', 'hr': 'ADA',
           'fit': 'work status note', 'exams': 'College Board accommodations'},
    'CA': {'agency': 'Service Canada', 'benefits': ['CPP Disability', 'ODSP',
           'EI sickness benefits', 'Disability Tax Credit', 'accessible parking permit',
           'long-term disability'], 'edu': 'IEP', 'hr': 'Accessibility for Ontarians with Disabilities Act',
           'fit': 'medical note', 'exams': 'exam accommodations'},
    'AU': {'agency': 'Services Australia', 'benefits': ['Disability Support Pension (DSP)',
           'JobSeeker (medical exemption)', 'NDIS access request', 'Carer Payment',
           'disability parking permit', 'income protection'], 'edu': 'NCCD adjustments',
           'hr': 'Disability Discrimination Act 1992', 'fit': 'certificate of capacity',
           'exams': 'special examination arrangements'},
    'NZ': {'agency': 'Work and Income', 'benefits': ['Supported Living Payment', 'Jobseeker Support (health condition)',
           'Disability Allowance', 'Mobility Parking permit', 'ACC weekly compensation',
           'Total Mobility'], 'edu': 'NCEA special assessment conditions', 'hr': 'Human Rights Act 1993',
           'fit': 'medical certificate', 'exams': 'NCEA SAC'},
}

CREDS = {
    'UK': {'cons': ['MB ChB MRCP', 'MBBS FRCP', 'BM BCh MRCP(UK)', 'MB BS MRCGP'],
           'gp': ['MBChB MRCGP', 'MBBS DRCOG MRCGP', 'BMBS MRCGP'],
           'ot': ['BSc (Hons) OT', 'MSc OT'], 'psy': ['DClinPsy', 'CPsychol'],
           'nurse': ['RGN', 'RN'], 'phys': ['MCSP', 'BSc Physio']},
    'IE': {'cons': ['MB BCh BAO MRCPI', 'MB FRCPI'], 'gp': ['MB BCh BAO MICGP', 'MICGP'],
           'ot': ['BSc OT'], 'psy': ['DPsychSc'], 'nurse': ['RGN'], 'phys': ['MISCP']},
    'US': {'cons': ['MD', 'DO', 'MD, MPH'], 'gp': ['MD', 'DO', 'FNP-C'],
           'ot': ['OTR/L', 'OTD, OTR/L'], 'psy': ['PhD', 'PsyD'], 'nurse': ['RN', 'BSN, RN'],
           'phys': ['PT, DPT']},
    'CA': {'cons': ['MD, FRCPC', 'MD CCFP'], 'gp': ['MD CCFP', 'MD'], 'ot': ['OT Reg. (Ont.)', 'MScOT'],
           'psy': ['PhD, C.Psych.'], 'nurse': ['RN'], 'phys': ['PT']},
    'AU': {'cons': ['MBBS FRACP', 'MBBS FAFRM'], 'gp': ['MBBS FRACGP', 'MBBS'],
           'ot': ['BOccThy'], 'psy': ['MPsych (Clin)'], 'nurse': ['RN'], 'phys': ['BPhty']},
    'NZ': {'cons': ['MBChB FRACP'], 'gp': ['MBChB FRNZCGP'], 'ot': ['NZROT', 'BHSc OT'],
           'psy': ['PGDipClinPsych'], 'nurse': ['RN'], 'phys': ['BPhty']},
}
ROLE_TITLES = {
    'cons': ['Consultant Physician, ME/CFS Service', 'Consultant in Rehabilitation Medicine',
             'Specialist Physician (Chronic Fatigue)', 'Consultant Immunologist',
             'Lead Clinician, ME/CFS Service'],
    'ot': ['Specialist Occupational Therapist', 'Clinical Lead Occupational Therapist',
           'Occupational Therapist'],
    'psy': ['Clinical Psychologist', 'Senior Clinical Psychologist', 'Counselling Psychologist'],
    'nurse': ['Clinical Nurse Specialist', 'ME/CFS Nurse Specialist', 'Community Nurse'],
    'phys': ['Specialist Physiotherapist', 'Physiotherapist'],
}
TYPOS = {'patient': 'pateint', 'received': 'recieved', 'fatigue': 'fatige',
         'separate': 'seperate', 'necessary': 'neccessary', 'occasion': 'occassion',
         'activity': 'actvity', 'symptoms': 'symtoms', 'definitely': 'definately',
         'appointment': 'appointmnet', 'tomorrow': 'tommorow', 'discussed': 'dicussed',
         'recommend': 'reccomend', 'therapy': 'theraphy', 'which': 'whcih', 'because': 'becuase'}
FEMALE_ONLY = ['endometriosis', 'Microgynon 30', 'Mirena IUS']
PARKING = {'UK': 'Blue Badge', 'IE': 'Disabled Parking Permit', 'US': 'disability parking placard',
           'CA': 'accessible parking permit', 'AU': 'disability parking permit', 'NZ': 'Mobility Parking permit'}
HOME_GRANT = {'UK': ('a Disabled Facilities Grant', 'DFG/'), 'IE': ('a Housing Adaptation Grant', 'HAG/'),
              'US': ('a home modification grant', 'HM-'), 'CA': ('a home accessibility grant', 'HAP-'),
              'AU': ('home modifications funding', 'HMF-'), 'NZ': ('housing modification funding', 'HMF-')}
WORK_SUPPORT = {'UK': 'Access to Work', 'IE': 'the Workplace Equipment Adaptation Grant', 'US': 'the EAP',
                'CA': 'the EAP', 'AU': 'the JobAccess service', 'NZ': 'Workbridge'}
