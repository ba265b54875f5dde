"""Clinical vocabulary for dialysis access notes.  Much of it is deliberate hard
negative material: eponyms, device model names, drugs, scores, units, codes."""
from core import R, pick, chance, sample

CAUSES = [
    'diabetic nephropathy', 'hypertensive nephrosclerosis', 'IgA nephropathy (Berger disease)',
    'ADPKD', 'Alport syndrome', 'FSGS', 'ANCA vasculitis (GPA, previously Wegener granulomatosis)',
    'reflux nephropathy', 'lupus nephritis class IV', 'obstructive uropathy',
    'chronic interstitial nephritis', 'Fabry disease', 'membranous nephropathy (anti-PLA2R +ve)',
    'unknown aetiology - small kidneys on US', 'anti-GBM (Goodpasture) disease',
    'myeloma cast nephropathy', 'failing renal transplant', 'Kimmelstiel-Wilson diabetic glomerulosclerosis',
    'cardiorenal syndrome', 'lithium nephropathy', 'Henoch-Schonlein purpura nephritis',
]

COMORB = [
    'T2DM (HbA1c 68 mmol/mol)', 'T1DM since childhood', 'IHD - CABG x3', 'PVD, L fem-pop bypass',
    'AF on apixaban', 'HFrEF, EF 35%', 'COPD (GOLD 2)', 'obesity, BMI 38', 'previous CVA, mild R hemiparesis',
    'hypothyroidism', 'gout', "Parkinson's disease", "Raynaud's phenomenon", "Crohn's disease",
    'hepatitis B surface Ag positive', 'Charcot foot (R)', 'Hodgkin lymphoma in remission',
    'OSA on CPAP', 'aortic stenosis (moderate)', 'previous MRSA bacteraemia', "Cushing's syndrome (iatrogenic)",
    'hyperparathyroidism (PTH 68 pmol/L)', 'NYHA class II dyspnoea', 'Barrett oesophagus',
    'diabetic retinopathy (laser)', 'left BKA', 'Addison disease', 'sickle cell trait',
]

MEDS = [
    'amlodipine 10 mg OD', 'ramipril 5 mg OD', 'furosemide 80 mg BD', 'sevelamer 800 mg TDS',
    'alfacalcidol 0.25 mcg OD', 'calcium acetate 1 g TDS', 'darbepoetin 40 mcg weekly',
    'iron sucrose 200 mg IV monthly', 'atorvastatin 40 mg nocte', 'insulin glargine 24 units nocte',
    'linagliptin 5 mg OD', 'aspirin 75 mg OD', 'clopidogrel 75 mg OD', 'apixaban 2.5 mg BD',
    'warfarin (target INR 2-3)', 'sodium bicarbonate 1 g TDS', 'cinacalcet 30 mg OD',
    'bisoprolol 2.5 mg OD', 'doxazosin 4 mg BD', 'omeprazole 20 mg OD', 'Mircera 75 mcg monthly',
    'Renvela 2.4 g sachet TDS', 'lanthanum 750 mg TDS', 'paracetamol 1 g QDS PRN',
    'metoprolol 25 mg BD', 'epoetin alfa 4000 units TIW', 'calcitriol 0.25 mcg',
]

ALLERGY = ['NKDA', 'penicillin (rash)', 'chlorhexidine (contact dermatitis)', 'iodinated contrast (urticaria)',
           'elastoplast', 'codeine (vomiting)', 'nil known', 'NKA', 'latex', 'vancomycin (red man syndrome)']

ACCESS = [
    ('left radiocephalic AVF', 'L RCF'), ('right radiocephalic AVF', 'R RCF'),
    ('left brachiocephalic AVF', 'L BCF'), ('right brachiocephalic AVF', 'R BCF'),
    ('left brachiobasilic AVF (transposed)', 'L BBF'), ('right brachiobasilic AVF (2-stage)', 'R BBF'),
    ('left forearm loop AVG (PTFE)', 'L FA loop AVG'), ('right upper arm AVG', 'R UA AVG'),
    ('left snuffbox AVF', 'L snuffbox AVF'), ('left thigh loop AVG', 'L thigh AVG'),
    ('left proximal radial artery AVF (Gracz)', 'L Gracz AVF'),
]

LINES = [
    ('right IJ tunnelled dialysis catheter', 'R IJ TCVC'), ('left IJ tunnelled dialysis catheter', 'L IJ TCVC'),
    ('right femoral tunnelled line', 'R fem TCVC'), ('right IJ Tesio catheter', 'R IJ Tesio'),
    ('left subclavian Permcath', 'L SC Permcath'), ('right IJ non-tunnelled Vascath', 'R IJ vascath'),
]

CATHETERS = ['Palindrome Precision 14.5Fr', 'Mahurkar Elite 15.5Fr', 'Tesio twin 10Fr', 'GlidePath 14.5Fr',
             'Split-Cath III 14Fr', 'HemoStar 14.5Fr', 'Permcath 14.5Fr', 'Equistream XK 15Fr']
GRAFTS = ['Gore Acuseal 6 mm', 'Flixene 6 mm', 'Gore Propaten 6 mm', 'Gore-Tex stretch 4-7 mm tapered',
          'Humacyte HAV', 'Vectra 6 mm']
BALLOONS = ['Mustang', 'Conquest', 'Dorado', 'Atlas Gold', 'Lutonix DCB', 'IN.PACT AV DCB', 'Ultraverse']
STENTS = ['Covera Plus', 'Viabahn', 'Fluency Plus', 'Wallstent']
US_MACHINES = ['Philips EPIQ 7', 'GE Logiq E10', 'Canon Aplio i800', 'Siemens Acuson Sequoia',
               'Mindray Resona 7', 'Samsung RS85']
DIAL_MACHINES = ['Fresenius 5008S', 'Fresenius 4008B', 'Baxter AK 98', 'Nipro Surdial X', 'B. Braun Dialog+',
                 'NxStage System One', 'Nikkiso DBB-EXA']

STENOSIS_SITES = ['juxta-anastomotic segment', 'cephalic arch', 'mid-cephalic vein (needling zone)',
                  'venous anastomosis of graft', 'basilic swing point', 'subclavian vein',
                  'brachiocephalic vein', 'outflow vein 3 cm beyond anastomosis']

PROBLEMS = [
    ('poor arterial flow', 'arterial pressure -260 mmHg at Qb 300, unable to achieve prescribed Qb', 'any',
     'needles re-sited x1 / lines reversed, session completed at reduced Qb 250.'),
    ('needle infiltration', 'venous needle infiltrated on return, swelling 4 x 3 cm, ice pack applied', 'avf',
     'needle removed, single-needle for remainder of session; arm elevated.'),
    ('prolonged bleeding', 'bleeding from needle sites for 35 min post removal, haemostasis with pressure', 'avf',
     'pressure applied 2 fingers x 20 min, no further bleeding; dressing applied.'),
    ('clotted access', 'no thrill or bruit on arrival, access presumed thrombosed', 'avf',
     'thrill absent - pt sent to ED for assessment/thrombectomy; not dialysed.'),
    ('high venous pressure', 'VP 240-260 mmHg throughout at Qb 350, alarms x6', 'any',
     'Qb reduced to 300, session completed; Qa check booked.'),
    ('aneurysm change', 'aneurysmal segment 3.2 cm with shiny thin skin, no ulceration', 'avf',
     'needling avoided over aneurysm; photo uploaded; urgent surgical review requested.'),
    ('line not aspirating', 'arterial lumen of TCVC not aspirating, reversed lines, Qb max 220', 'line',
     'alteplase 2 mg per lumen, dwell 1 h, then flows improved to Qb 300.'),
    ('exit site concern', 'erythema 1.5 cm around exit site with serous ooze, swab sent', 'line',
     'exit site swabbed, dressing changed, mupirocin applied; blood cultures taken.'),
    ('difficult cannulation', '3 attempts, 2 successful needles placed by senior nurse', 'avf',
     'cannulated by senior nurse under US guidance; cannulation plan to be reviewed.'),
    ('steal symptoms', 'c/o cold painful fingers in access hand during dialysis, cap refill 4 s', 'avf',
     'session shortened by 30 min; hand warmed; surgical opinion requested.'),
    ('recirculation', 'urea recirculation 18%, Kt/V 0.98 despite full session', 'any',
     'needle position checked (>5 cm apart); Qa measurement requested.'),
    ('cuff exposed', 'Dacron cuff visible at exit site, line slipped approx 2 cm', 'line',
     'line secured with Steri-Strips, not used for bloods; line exchange to be booked.'),
]

ORGANISMS = ['Staphylococcus aureus (MSSA)', 'MRSA', 'coagulase-negative staphylococcus',
             'Pseudomonas aeruginosa', 'Enterococcus faecalis', 'Klebsiella pneumoniae',
             'Serratia marcescens', 'Candida parapsilosis', 'no growth at 48 h', 'Corynebacterium sp.']

ANTIBIOTICS = ['vancomycin 1 g IV post-dialysis', 'cefazolin 2 g IV post-HD', 'flucloxacillin 1 g QDS',
               'gentamicin lock', 'doxycycline 100 mg BD', 'teicoplanin 800 mg IV', 'taurolidine-citrate lock',
               'mupirocin to exit site', 'daptomycin 6 mg/kg post-HD']

SCHEDULES = ['Mon/Wed/Fri', 'Tue/Thu/Sat', 'MWF', 'TTS', 'M-W-F', 'Tu/Th/Sa', 'Mon Wed Fri', 'Tues Thurs Sat']
SHIFTS = ['AM', 'PM', 'twilight', 'early', 'late', '1st shift', '2nd shift']

NEG_CODES = ['N18.6', 'Z99.2', 'T82.4', 'T82.868A', 'N18.5', 'I77.0', 'Z49.01']
NEG_OPCS = ['L74.2', 'L74.3', 'L74.4', 'L91.6', 'L99.1']
NEG_CPT = ['36821', '36818', '36830', '36902', '36905', '36558', '36818-LT']
NEG_MBS = ['34509', '34512', '34530', '34518', '13815']


def spell(c, w):
    us = c in ('US', 'CA')
    table = {
        'haemo': 'hemo' if us else 'haemo', 'haem': 'hem' if us else 'haem', 'anaes': 'anes' if us else 'anaes',
        'oedema': 'edema' if us else 'oedema', 'colour': 'color' if us else 'colour',
        'centre': 'center' if c == 'US' else 'centre', 'programme': 'program' if us else 'programme',
    }
    return table[w]


def comorbs(k=None):
    return sample(COMORB, k or R.randint(2, 5))


def meds(k=None):
    return sample(MEDS, k or R.randint(3, 7))


def egfr():
    return R.randint(6, 17)


def mm():
    return '%.1f' % (R.randint(14, 62) / 10.0)


def flow():
    return R.randint(280, 1650)


def hb(c):
    return ('%d g/L' % R.randint(82, 128)) if c != 'US' else ('%.1f g/dL' % (R.randint(82, 128) / 10.0))


def side():
    return pick(['left', 'right'])
