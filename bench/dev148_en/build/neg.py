"""Clinical filler that is NOT PHI: hard negatives for dev148_en.

Eponyms, scales, lab and vital values, drugs and sigs (incl. 4/24, 100/25),
durations written as 3/7, 2/52, codes, clock times, and ordinary words that are
also names in the pools (will, mark, frank, hope, walker, ward, day, rose ...).
Nothing returned here may contain a date, age or other PHI.
"""
from phi import R, pick, chance

DX = [('Community-acquired pneumonia', 'J18.9'), ('Congestive cardiac failure', 'I50.0'),
      ('AF with rapid ventricular response', 'I48.9'), ('NSTEMI', 'I21.4'),
      ('Cellulitis L lower leg', 'L03.11'), ('UTI', 'N39.0'),
      ("Delirium superimposed on Alzheimer's dementia", 'F05.1'), ('#NOF (R)', 'S72.00'),
      ("Parkinson's disease", 'G20'), ('Infective exacerbation of COPD', 'J44.1'),
      ('T2DM, suboptimal control', 'E11.65'), ("Crohn's disease flare", 'K50.9'),
      ("Bell's palsy", 'G51.0'), ("Graves' disease", 'E05.0'), ('Hodgkin lymphoma', 'C81.9'),
      ("Cushing's syndrome", 'E24.9'), ('Colles fracture L wrist', 'S52.51'),
      ("Baker's cyst R knee", 'M71.2'), ("Barrett's oesophagus", 'K22.7'),
      ('Guillain-Barre syndrome', 'G61.0'), ("Meniere's disease", 'H81.0'),
      ("Raynaud's phenomenon", 'I73.0'), ("Paget's disease of bone", 'M88.9'),
      ("Addison's disease", 'E27.1'), ("Wilson's disease", 'E83.0'),
      ('Ramsay Hunt syndrome', 'B02.2'), ("Dupuytren's contracture", 'M72.0'),
      ('Mallory-Weiss tear', 'K22.6'), ('Wernicke encephalopathy', 'E51.2'),
      ('Pressure injury stage 2 sacrum', 'L89.12'), ('Venous leg ulcer', 'I83.0'),
      ('DVT L leg', 'I80.2'), ('Pulmonary embolism', 'I26.9'), ('Hyponatraemia', 'E87.1'),
      ('AKI on CKD', 'N17.9'), ('CKD stage 3b', 'N18.3'), ('Mechanical fall', 'W19'),
      ('Osteomyelitis R 1st MTPJ', 'M86.17'), ('Diabetic foot ulcer', 'E11.73'),
      ("Smith's fracture R wrist", 'S52.52'), ("Pott's fracture L ankle", 'S82.81'),
      ('Hypoactive delirium', 'F05.0'), ('Sepsis, source unclear', 'A41.9'),
      ('Acute cholecystitis', 'K81.0'), ('Small bowel obstruction', 'K56.6'),
      ('Lumbar radiculopathy', 'M54.16'), ('Major depressive episode', 'F32.2'),
      ('Schizoaffective disorder', 'F25.9'), ('Alcohol withdrawal', 'F10.3'),
      ('Frailty, deconditioning', 'R54'), ('Anaemia, iron deficiency', 'D50.9'),
      ("Hartmann's procedure, stoma care", 'Z93.3'), ('Lymphoedema L arm', 'I89.0')]

EPONYM = ["Murphy's sign negative", "Homans' sign negative", "Kernig's sign negative",
          "Romberg's positive", 'Babinski downgoing bilat', "Tinel's and Phalen's positive R",
          'Trendelenburg gait', 'Lachman negative', "McMurray's negative", 'Allen test normal',
          'Foley IDC in situ', 'Hickman line site clean', 'Ottawa ankle rules negative',
          'Canadian C-spine rule: no imaging', 'Glasgow-Blatchford score 6', 'Wells score 4.5',
          'CURB-65 = 2', 'CHA2DS2-VASc 4, HAS-BLED 2', 'Barthel 45/100', 'Braden score 14',
          'Waterlow 18 (high risk)', 'Norton scale 12', 'Morse Falls Scale 65',
          'Abbey Pain Scale 8', 'Berg Balance 38/56', 'TUG 24 sec with 4WW', 'MoCA 19/30',
          'MMSE 21/30', 'Kessler K10 = 32', 'Edinburgh Postnatal Depression Scale 14',
          'Hamilton Depression Rating Scale 18', 'Epworth 15', 'Child-Pugh B', 'Bishop score 6',
          'Cheyne-Stokes breathing noted overnight', "Kussmaul's breathing absent",
          'Chvostek sign negative', 'Rovsing sign positive', 'Dix-Hallpike positive L',
          'Weber lateralises R', "Rinne's positive bilat", 'Beck Depression Inventory 24',
          'Rockwood Clinical Frailty Scale 6', 'Hendrich II falls score 7', 'Gleason 3+4',
          'Breslow 1.2 mm', 'Mallampati 2', 'Killip class II', 'NYHA III', 'Apgar 9 and 10']

ORDINARY = ['Frank haematuria overnight, CBI running.', 'Will review after ward round.',
            'Mark site prior to theatre.', 'Family hope for discharge home with supports.',
            'Temp rose to 38.6 at 0200.', 'Dawn phenomenon suspected - BGLs high pre-breakfast.',
            'Green sputum ++, sample sent.', 'White cell count trending down.',
            'Denies black tarry stools.', 'Young onset dementia screen sent.',
            'Renal stone 4 mm on CT KUB.', 'Swan neck deformity bilat hands.',
            'Sharp pain L flank on deep inspiration.', 'Long-term IDC, changed 4/52 ago.',
            'Paged RMO re hypotension.', 'Finds little joy in usual activities.',
            'Faith important to her - chaplain visit offered.', 'Says grace before meals.',
            'Walks with 4WW walker, supervision only.', 'Walker at bedside at all times.',
            'Chase LFTs and lipase.', 'Rusty sputum noted.', 'Drew up 10 units as charted.',
            'Used to walk 2 miles daily.', 'Gentian violet applied to tracheostomy site.',
            'Amber zone on ADDS chart - MET criteria not met.', 'Amber-coloured urine.',
            'Visual field defect L on confrontation.', 'Worse in summer heat.',
            'Returned to ward via wheelchair.', 'Day 3 of IV antibiotics.', 'In her best interests.',
            'Bill for ambulance transfer queried by family.', 'Breathless walking up hill.',
            'May require review by surgical team.', 'Brown urine noted in catheter bag.',
            "Wood's lamp examination unremarkable.", 'Bell rung for assistance twice overnight.',
            'Stone in CBD on MRCP.', 'Down the hall to shower with assistance.',
            'Nurse-led clinic follow up.', 'Small bowel loops dilated on AXR.',
            'Long discussion re goals of care.', 'Little hope of meaningful recovery explained.',
            'Cook-chill meals only at home.', 'Banks of monitors in resus - none alarming.',
            'Frost bite excluded.', 'Snow-white scale on scalp.', 'Field of view limited.',
            'Crane lift not required.', 'Strong preference to stay at home.',
            'Grant of enduring power of attorney sighted.', 'Glen of buttocks excoriated.',
            'Sandy stool noted.', 'Hunter-gatherer diet fad, advised dietitian.',
            'Miles from nearest town - consider telehealth.', 'Mark time on fluid chart.']

DUR = ['for 3/7', 'x 2/52', 'over last 6/12', 'review in 6/52', 'for 5/7', 'since 2/7',
       'D3 of abx', 'POD 2', 'for 10/7', '1/12 hx', 'x 3/52', 'for 1/7 only']

PLAN = ['Cont IV abx, review cultures', 'Physio r/v mobility', 'OT home visit before d/c',
        'SW input re placement', 'Falls precautions, low bed, sensor mat',
        'Pressure area care 2/24', 'FBC/UEC/CMP mane', 'Strict fluid balance chart',
        'Daily weights', 'BSL QID', 'Neuro obs 1/24 for 4/24', 'Wound r/v by CNC',
        'Dietitian referral', 'Speech path swallow assessment', 'Chase echo report',
        'Geri r/v re delirium', 'Restart anticoagulation when Hb stable', 'VTE prophylaxis',
        'Encourage oral fluids', 'Hold metformin, sliding scale', 'Bowel chart, aperients',
        'Bladder scan post void', 'Pain team r/v', 'ACP discussion with family',
        'Cease IV fluids', 'Wean O2 to target SpO2 92-96%', 'Repeat CXR 6/52',
        'NBM from midnight', 'Stepdown to oral abx if afebrile 24h', 'ACAT referral']

MEDS = ['Metoprolol 25 mg PO BD', 'Apixaban 5 mg PO BD', 'Frusemide 40 mg PO mane',
        'Paracetamol 1 g PO QID PRN', 'Oxycodone IR 5 mg PO 4/24 PRN', 'Pantoprazole 40 mg PO daily',
        'Atorvastatin 40 mg PO nocte', 'Metformin XR 1 g PO BD', 'Insulin glargine 18 units subcut nocte',
        'Cephazolin 2 g IV TDS', 'Enoxaparin 40 mg subcut daily', 'Macrogol 1 sachet PO BD',
        'Docusate/senna 2 tabs PO nocte', 'Salbutamol 100 mcg MDI 2-4 puffs QID PRN',
        'Tiotropium 18 mcg inh mane', 'Prednisolone 25 mg PO mane', 'Levodopa/carbidopa 100/25 mg PO QID',
        'Warfarin as per INR', 'Amoxicillin/clavulanic acid 875/125 mg PO BD',
        'Ondansetron 4 mg IV 8/24 PRN', 'Morphine 2.5 mg subcut 2/24 PRN',
        'Midazolam 2.5 mg subcut 1/24 PRN', 'Cholecalciferol 1000 IU PO daily',
        'Thiamine 100 mg PO TDS', 'Perindopril 5 mg PO mane', 'Spironolactone 25 mg PO daily',
        'Allopurinol 100 mg PO daily', 'Quetiapine 12.5 mg PO nocte PRN', 'Donepezil 10 mg PO nocte',
        'Sertraline 50 mg PO mane', 'Piperacillin/tazobactam 4.5 g IV 6/24',
        'Ceftriaxone 1 g IV daily', 'Vancomycin 1.25 g IV 12/24 (trough before 4th dose)',
        'Dexamethasone 4 mg PO mane', 'Gliclazide MR 60 mg PO mane', 'Amlodipine 5 mg PO daily',
        'Digoxin 62.5 mcg PO mane', 'Tramadol SR 100 mg PO BD', 'Lactulose 20 mL PO BD',
        'Clopidogrel 75 mg PO daily', 'Aspirin 100 mg PO daily', 'Levetiracetam 500 mg PO BD',
        'Olanzapine 5 mg PO nocte', 'Haloperidol 0.5 mg PO/subcut 4/24 PRN', 'Iron polymaltose 1 g IV once',
        'Flucloxacillin 2 g IV 6/24', 'Gentamicin 5 mg/kg IV daily', 'Magnesium sulfate 10 mmol IV over 4 h']


def vitals():
    bp = '%d/%d' % (R.randrange(92, 178), R.randrange(48, 98))
    parts = ['BP ' + bp, 'HR %d' % R.randrange(54, 128), 'RR %d' % R.randrange(12, 30),
             'SpO2 %d%% %s' % (R.randrange(88, 100), pick(['RA', 'on 2L NP', 'on 4L HFNP', 'RA', 'on 28% VM'])),
             'T %.1f' % (R.randrange(358, 393) / 10.0)]
    if chance(0.5):
        parts.append('BGL %.1f mmol/L' % (R.randrange(38, 220) / 10.0))
    if chance(0.4):
        parts.append('Pain %d/10' % R.randrange(0, 10))
    if chance(0.4):
        parts.append('GCS %d' % R.randrange(13, 16))
    sep = pick([', ', '  ', ' | ', '; '])
    return sep.join(parts)


def labs(k=None):
    items = ['Hb %d g/L' % R.randrange(72, 160), 'WCC %.1f' % (R.randrange(30, 240) / 10.0),
             'Plt %d' % R.randrange(80, 480), 'Na %d' % R.randrange(122, 146), 'K %.1f' % (R.randrange(30, 62) / 10.0),
             'Cr %d umol/L' % R.randrange(48, 380), 'eGFR %d' % R.randrange(9, 90), 'Urea %.1f' % (R.randrange(25, 320) / 10.0),
             'CRP %d' % R.randrange(1, 310), 'Alb %d' % R.randrange(18, 44), 'INR %.1f' % (R.randrange(9, 45) / 10.0),
             'Trop %d ng/L' % R.randrange(3, 900), 'HbA1c %.1f%%' % (R.randrange(52, 120) / 10.0),
             'Mg %.2f' % (R.randrange(50, 110) / 100.0), 'PO4 %.2f' % (R.randrange(50, 160) / 100.0),
             'Lactate %.1f' % (R.randrange(6, 62) / 10.0), 'Ferritin %d' % R.randrange(8, 900),
             'NT-proBNP %d ng/L' % R.randrange(90, 9000), 'TSH %.2f' % (R.randrange(5, 900) / 100.0),
             'Bili %d' % R.randrange(4, 90), 'ALP %d' % R.randrange(40, 600), 'GGT %d' % R.randrange(10, 800),
             'ALT %d' % R.randrange(8, 400), 'Lipase %d' % R.randrange(10, 900), 'BSL %.1f' % (R.randrange(38, 240) / 10.0)]
    k = k or R.randrange(4, 9)
    R.shuffle(items)
    return pick([', ', '  ', ' / ']).join(items[:k])


def lab_table():
    rows = [('Hb', 'g/L', 115, 165), ('WCC', 'x10^9/L', 4, 11), ('Plt', 'x10^9/L', 150, 400),
            ('Na', 'mmol/L', 135, 145), ('K', 'mmol/L', 3.5, 5.2), ('Urea', 'mmol/L', 2.5, 8.0),
            ('Creat', 'umol/L', 45, 90), ('eGFR', 'mL/min/1.73m2', 60, 90), ('CRP', 'mg/L', 0, 5),
            ('Alb', 'g/L', 35, 50), ('Mg', 'mmol/L', 0.7, 1.1), ('INR', '', 0.9, 1.2)]
    R.shuffle(rows)
    out = []
    for nm, unit, lo, hi in rows[:R.randrange(5, 10)]:
        v = lo + (hi - lo) * R.uniform(-0.5, 1.6)
        v = max(v, 0.1)
        val = ('%.1f' % v) if hi < 20 else str(int(v))
        flag = ' H' if v > hi else (' L' if v < lo else '')
        out.append('%-7s %8s%-2s %-14s (%s-%s)' % (nm, val, flag, unit, lo, hi))
    return out


def meds(k):
    m = MEDS[:]
    R.shuffle(m)
    return m[:k]


def dxs(k):
    d = DX[:]
    R.shuffle(d)
    return d[:k]


def eponym():
    return pick(EPONYM)


def ordinary():
    return pick(ORDINARY)


def dur():
    return pick(DUR)


def plan(k):
    p = PLAN[:]
    R.shuffle(p)
    return p[:k]


def clock():
    h, m = R.randrange(0, 24), pick([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
    return pick(['%02d%02d' % (h, m), '%02d:%02d' % (h, m), '%02d%02dh' % (h, m), '%02d%02d hrs' % (h, m)])


def codes():
    return pick(['MBS item 721', 'MBS item 23', 'AR-DRG E62B', 'AR-DRG F62A', 'SNOMED CT 22298006',
                 'ICD-10-AM Z75.1', 'ATS category 3', 'ATS 2', 'triage cat 4', 'NEWS2 5', 'ADDS 4',
                 'PBS authority code required', 'CPT 99213 (overseas invoice)', 'ICD-10-AM I48.9'])


def narrative_neg(k=2):
    out = []
    for _ in range(k):
        out.append(pick([ordinary, eponym, lambda: 'Obs: ' + vitals() + '.',
                         lambda: 'Bloods: ' + labs() + '.', lambda: 'Sx ' + dur() + '.',
                         lambda: codes() + '.'])())
    return out
