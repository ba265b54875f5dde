"""Clinical content pools (all non-PHI hard negatives)."""

# name, gram description, short name, class tag
ORGS = [
    ('Staphylococcus aureus (MSSA)', 'Gram-positive cocci in clusters', 'MSSA', 'sa'),
    ('MRSA', 'Gram-positive cocci in clusters', 'MRSA', 'mrsa'),
    ('Staphylococcus epidermidis', 'Gram-positive cocci in clusters', 'CoNS', 'cons'),
    ('coagulase-negative staphylococci', 'Gram-positive cocci in clusters', 'CoNS', 'cons'),
    ('Streptococcus pneumoniae', 'Gram-positive cocci in pairs', 'S. pneumoniae', 'strep'),
    ('Streptococcus pyogenes (Lancefield group A)', 'Gram-positive cocci in chains', 'GAS',
     'strep'),
    ('Streptococcus dysgalactiae (group G)', 'Gram-positive cocci in chains', 'GGS', 'strep'),
    ('Enterococcus faecalis', 'Gram-positive cocci in pairs/short chains', 'E. faecalis', 'ent'),
    ('Enterococcus faecium (VRE)', 'Gram-positive cocci in pairs/short chains', 'VRE', 'vre'),
    ('Escherichia coli', 'Gram-negative bacilli', 'E. coli', 'gnb'),
    ('Escherichia coli (ESBL)', 'Gram-negative bacilli', 'ESBL E. coli', 'esbl'),
    ('Klebsiella pneumoniae', 'Gram-negative bacilli', 'K. pneumoniae', 'gnb'),
    ('Klebsiella pneumoniae (OXA-48 CPE)', 'Gram-negative bacilli', 'CPE K. pneumoniae', 'cpe'),
    ('Klebsiella pneumoniae (KPC)', 'Gram-negative bacilli', 'KPC K. pneumoniae', 'cpe'),
    ('Enterobacter cloacae complex (NDM)', 'Gram-negative bacilli', 'NDM E. cloacae', 'cpe'),
    ('Pseudomonas aeruginosa', 'Gram-negative bacilli', 'P. aeruginosa', 'pseud'),
    ('Proteus mirabilis', 'Gram-negative bacilli', 'P. mirabilis', 'gnb'),
    ('Serratia marcescens', 'Gram-negative bacilli', 'S. marcescens', 'gnb'),
    ('Bacteroides fragilis', 'Gram-negative bacilli (anaerobic bottle only)', 'B. fragilis',
     'anaer'),
    ('Candida albicans', 'yeasts seen', 'C. albicans', 'yeast'),
    ('Candida auris', 'yeasts seen', 'C. auris', 'yeast'),
    ('Listeria monocytogenes', 'Gram-positive bacilli', 'Listeria', 'list'),
    ('Neisseria meningitidis', 'Gram-negative diplococci', 'N. meningitidis', 'nm'),
    ('Haemophilus influenzae', 'Gram-negative coccobacilli', 'H. influenzae', 'gnb'),
    ('Acinetobacter baumannii (carbapenem-resistant)', 'Gram-negative coccobacilli', 'CRAB',
     'cpe'),
]

SOURCES = ['urinary tract', 'biliary', 'line-related', 'community-acquired pneumonia',
           'hospital-acquired pneumonia', 'cellulitis', 'diabetic foot', 'intra-abdominal',
           'septic arthritis', 'vertebral osteomyelitis', 'infective endocarditis',
           'pyelonephritis', 'prosthetic joint', 'unknown source', 'aspiration pneumonia',
           'liver abscess', 'empyema', 'CAUTI', 'surgical site']

# IV drug, IV dose, oral switch (or None), oral dose
DRUGS = [
    ('flucloxacillin', '2 g IV q6h', 'flucloxacillin', '1 g PO QDS'),
    ('cefazolin', '2 g IV q8h', 'cefalexin', '1 g PO q6h'),
    ('co-amoxiclav', '1.2 g IV TDS', 'co-amoxiclav', '625 mg PO TDS'),
    ('amoxicillin-clavulanate', '1.2 g IV q8h', 'amoxicillin-clavulanate', '875/125 mg PO BID'),
    ('piperacillin-tazobactam', '4.5 g IV q8h', 'co-amoxiclav', '625 mg PO TDS'),
    ('piperacillin-tazobactam', '4.5 g IV q6h (extended infusion)', 'ciprofloxacin',
     '750 mg PO BD'),
    ('ceftriaxone', '2 g IV daily', 'amoxicillin', '1 g PO TDS'),
    ('ceftriaxone', '1 g IV OD', 'cefalexin', '500 mg PO QID'),
    ('ciprofloxacin', '400 mg IV BD', 'ciprofloxacin', '500 mg PO BD'),
    ('clindamycin', '600 mg IV QDS', 'clindamycin', '450 mg PO QDS'),
    ('metronidazole', '500 mg IV TDS', 'metronidazole', '400 mg PO TDS'),
    ('benzylpenicillin', '1.2 g IV 4-hourly', 'amoxicillin', '1 g PO TDS'),
    ('cefuroxime', '1.5 g IV TDS', 'cefalexin', '1 g PO TDS'),
    ('gentamicin', '5 mg/kg IV OD', 'nitrofurantoin', '100 mg MR PO BD'),
    ('ampicillin', '2 g IV q6h', 'amoxicillin', '1 g PO TID'),
    ('temocillin', '2 g IV BD', 'pivmecillinam', '400 mg PO TDS'),
    ('ertapenem', '1 g IV OD', 'co-trimoxazole', '960 mg PO BD'),
    ('vancomycin', 'IV per levels', 'doxycycline', '100 mg PO BD'),
    ('levofloxacin', '500 mg IV daily', 'levofloxacin', '500 mg PO daily'),
    ('azithromycin', '500 mg IV daily', 'azithromycin', '500 mg PO daily'),
]
# restricted agent, dose, organism tags, indications
RESTRICTED = [
    ('meropenem', '1 g IV q8h', ['esbl', 'pseud'], ['ESBL bacteraemia, pip-taz resistant',
                                                  'Pseudomonas HAP, multi-resistant',
                                                  'febrile neutropenia, persistent fever day 5']),
    ('meropenem', '2 g IV q8h (CNS dosing)', ['gnb', 'esbl'], ['post-neurosurgical meningitis']),
    ('linezolid', '600 mg IV/PO BD', ['mrsa', 'vre'], ['MRSA osteomyelitis, vancomycin intolerance (AKI)',
                                                      'VRE bacteraemia (line)']),
    ('daptomycin', '8 mg/kg IV OD', ['mrsa', 'vre', 'sa'], ['MRSA bacteraemia, vancomycin MIC 2',
                                                            'VRE bacteraemia (line)',
                                                            'prosthetic joint infection, MRSA']),
    ('ceftazidime-avibactam', '2.5 g IV q8h over 2 h', ['cpe'], ['CPE (OXA-48) bacteraemia',
                                                                'KPC pyelonephritis with sepsis']),
    ('fosfomycin (IV)', '4 g IV q8h', ['cpe', 'esbl'], ['CPE UTI with sepsis, combination therapy']),
    ('tigecycline', '100 mg loading then 50 mg IV BD', ['cpe'], ['CRAB VAP', 'CPE intra-abdominal sepsis']),
    ('colistimethate sodium', '9 MU loading then 4.5 MU IV BD', ['cpe'], ['CRAB VAP',
                                                                          'NDM bacteraemia']),
    ('micafungin', '100 mg IV OD', ['yeast'], ['candidaemia', 'Candida auris colonisation + sepsis']),
    ('liposomal amphotericin B', '3 mg/kg IV OD', ['yeast'], ['invasive candidiasis, azole resistant',
                                                             'febrile neutropenia, persistent fever day 5']),
    ('cefiderocol', '2 g IV q8h over 3 h', ['cpe'], ['NDM bacteraemia', 'CRAB VAP']),
    ('ceftolozane-tazobactam', '3 g IV q8h', ['pseud'], ['Pseudomonas HAP, multi-resistant']),
    ('ertapenem', '1 g IV OD', ['esbl'], ['ESBL pyelonephritis (OPAT-free step-down not possible)',
                                         'ESBL intra-abdominal infection']),
    ('teicoplanin', '12 mg/kg q12h x3 then OD', ['mrsa', 'cons'], ['MRSA line infection',
                                                                  'CoNS prosthetic valve infection']),
    ('caspofungin', '70 mg load then 50 mg OD', ['yeast'], ['candidaemia']),
    ('dalbavancin', '1500 mg IV single dose', ['sa', 'mrsa'], ['MRSA osteomyelitis, PWID, declined PICC']),
    ('fidaxomicin', '200 mg PO BD', [], ['C. difficile 2nd recurrence', 'C. difficile, high recurrence risk']),
    ('imipenem-relebactam', '1.25 g IV q6h', ['pseud', 'cpe'], ['KPC HAP']),
    ('aztreonam', '2 g IV q8h', ['gnb', 'pseud'], ['Gram-negative sepsis with penicillin anaphylaxis']),
]
ALLERGIES = ['penicillin (rash)', 'penicillin (unknown reaction)', 'NKDA', 'NKDA',
             'cephalosporins (hives)', 'sulfonamides', 'vancomycin (infusion reaction)',
             'penicillin (anaphylaxis - 1990s)', 'clarithromycin (GI upset)', 'codeine',
             'trimethoprim (rash)', 'nil known', 'latex', 'doxycycline (photosensitivity)']
COMORB = ['T2DM', 'CKD stage 3b', 'COPD', 'AF on apixaban', 'IHD', 'heart failure (EF 35%)',
          'rheumatoid arthritis on methotrexate', "Crohn's disease on infliximab",
          'cirrhosis (Child-Pugh B)', 'previous CVA', 'HIV on ART (VL undetectable)',
          'metastatic breast cancer', 'Parkinson\'s disease', 'dementia', 'obesity (BMI 41)',
          'renal transplant', 'hypertension', 'IVDU (on OST)', 'sickle cell disease',
          "Hodgkin lymphoma (in remission)", 'asthma', 'hypothyroidism', 'bronchiectasis',
          "Addison's disease", 'spina bifida with neurogenic bladder', 'myelodysplasia']
EPONYM_SIGNS = ['no Janeway lesions', 'no Osler nodes', 'no splinter haemorrhages',
                'no Roth spots on fundoscopy', 'Murphy\'s sign negative',
                'Kernig\'s sign negative', 'no Trousseau sign', 'Homan\'s sign not elicited',
                'Brudzinski negative', 'no Cullen or Grey Turner sign']
DEVICES_MODEL = ['BD BACTEC FX', 'BacT/ALERT VIRTUO', 'VITEK 2', 'Bruker MALDI Biotyper',
                 'BioFire FilmArray BCID2', 'GeneXpert Carba-R', 'Omnicell XT',
                 'Pyxis MedStation ES', 'Baxter Infusor LV5', 'Arrow PICC', 'Medtronic Azure',
                 'Accelerate Pheno', 'Sensititre', 'Etest strip']
PUBLIC_BODIES = {'US': ['CDC', 'FDA', 'CMS', 'IDSA', 'NHSN'],
                 'UK': ['UKHSA', 'NICE', 'NHS England', 'MHRA', 'BSAC'],
                 'IE': ['HSE', 'HPSC', 'HIQA', 'NCPE'],
                 'CA': ['PHAC', 'Health Canada', 'AMMI Canada'],
                 'AU': ['ACSQHC', 'TGA', 'NAPS', 'AURA'],
                 'NZ': ['ESR', 'Te Whatu Ora', 'PHARMAC', 'Medsafe'],
                 'ZA': ['NICD', 'SAASP', 'NDoH']}
STAFF_ROLES = {
    'micro': ['Consultant Microbiologist', 'Microbiology Registrar', 'Clinical Microbiologist',
              'Medical Microbiologist', 'Micro SpR'],
    'id': ['ID Consultant', 'Infectious Diseases Physician', 'ID Registrar', 'ID Fellow',
           'ID Attending'],
    'pharm': ['Antimicrobial Pharmacist', 'AMS Pharmacist', 'Lead Antimicrobial Pharmacist',
              'Clinical Pharmacist', 'Pharmacist'],
    'ipc': ['IPC Nurse', 'Infection Prevention Nurse', 'IPC Nurse Specialist', 'AMS Nurse',
            'CNS Infection Control', 'Infection Control Practitioner', 'Lead IPC Nurse'],
    'nurse': ['Staff Nurse', 'Charge Nurse', 'RN', 'Registered Nurse', 'Clinical Nurse',
              'Ward Manager', 'Nurse in Charge', 'Sister', 'CNM2'],
    'junior': ['FY1', 'FY2', 'SHO', 'Intern', 'PGY-2 resident', 'Medical Registrar', 'RMO',
               'House Officer', 'Resident'],
    'senior': ['Consultant Physician', 'Attending', 'Consultant Geriatrician',
               'Consultant Surgeon', 'Hospitalist', 'Consultant Orthopaedic Surgeon',
               'Renal Consultant'],
    'sci': ['Biomedical Scientist', 'Medical Laboratory Scientist', 'BMS', 'Lab Scientist',
            'MLS'],
    'clerk': ['Ward Clerk', 'Medical Secretary', 'Unit Clerk', 'Admin Assistant'],
}
JOB_OVERRIDE = {
    'US': {'junior': ['Intern', 'PGY-1', 'PGY-2 resident', 'Resident', 'PGY-3'],
           'micro': ['ID Attending', 'ID Fellow', 'Clinical Microbiology Director', 'ID Physician'],
           'sci': ['MLS', 'Medical Technologist', 'Microbiology Tech', 'MLS(ASCP)'],
           'nurse': ['RN', 'Charge RN', 'Registered Nurse', 'Nurse Manager'],
           'senior': ['Attending', 'Hospitalist', 'Attending Surgeon', 'Attending Physician'],
           'clerk': ['Unit Secretary', 'Unit Clerk', 'Medical Transcriptionist']},
    'CA': {'junior': ['PGY-1', 'PGY-2 resident', 'Resident', 'Clinical Clerk'],
           'micro': ['Medical Microbiologist', 'ID Consultant', 'ID Physician'],
           'sci': ['MLT', 'Medical Laboratory Technologist'],
           'nurse': ['RN', 'Charge Nurse', 'Registered Nurse', 'Patient Care Manager'],
           'senior': ['Attending', 'Hospitalist', 'Staff Physician', 'Attending Surgeon']},
    'UK': {'junior': ['FY1', 'FY2', 'SHO', 'CT1', 'Medical Registrar', 'SpR'],
           'sci': ['Biomedical Scientist', 'BMS', 'Senior BMS']},
    'IE': {'junior': ['Intern', 'SHO', 'Registrar', 'NCHD'],
           'sci': ['Medical Scientist', 'Senior Medical Scientist']},
    'AU': {'junior': ['Intern', 'RMO', 'HMO', 'Registrar', 'PGY2'],
           'sci': ['Medical Scientist', 'Lab Scientist']},
    'NZ': {'junior': ['House Officer', 'RMO', 'Registrar', 'PGY1'],
           'sci': ['Medical Laboratory Scientist', 'MLS']},
    'ZA': {'junior': ['Intern', 'Medical Officer', 'Registrar', 'Community Service MO'],
           'sci': ['Medical Technologist', 'Lab Technologist']},
}
SPECIALTIES = ['General Medicine', 'Orthopaedics', 'General Surgery', 'Vascular Surgery',
               'Geriatrics', 'Renal', 'Haematology', 'Oncology', 'Cardiology', 'Respiratory',
               'Gastroenterology', 'Urology', 'ICU', 'Neurosurgery', 'Colorectal Surgery',
               'Hepatology', 'Acute Medicine', 'Stroke', 'Plastics', 'ENT']


def labs(r):
    """Return list of (name, value, unit, ref) strings - non-PHI."""
    out = [
        ('CRP', str(r.choice([r.randint(3, 40), r.randint(40, 180), r.randint(180, 420)])),
         'mg/L', '<5'),
        ('WCC', '%.1f' % r.uniform(3.2, 27.0), 'x10^9/L', '4.0-11.0'),
        ('Neut', '%.1f' % r.uniform(1.0, 22.0), 'x10^9/L', '2.0-7.5'),
        ('Creat', str(r.randint(48, 410)), 'umol/L', '45-90'),
        ('eGFR', str(r.randint(9, 90)), 'mL/min/1.73m2', '>60'),
        ('Lactate', '%.1f' % r.uniform(0.6, 6.4), 'mmol/L', '0.5-2.2'),
        ('ALT', str(r.randint(8, 240)), 'U/L', '<40'),
        ('Hb', str(r.randint(72, 158)), 'g/L', '120-160'),
        ('Plt', str(r.randint(42, 610)), 'x10^9/L', '150-400'),
        ('PCT', '%.2f' % r.uniform(0.04, 18.0), 'ng/mL', '<0.5'),
        ('Bili', str(r.randint(4, 88)), 'umol/L', '<21'),
    ]
    r.shuffle(out)
    return out[: r.randint(4, 7)]


def labs_us(r):
    return [('WBC', '%.1f' % r.uniform(3.2, 27.0), 'K/uL', '4.5-11.0'),
            ('Cr', '%.2f' % r.uniform(0.5, 4.8), 'mg/dL', '0.6-1.2'),
            ('CRP', '%.1f' % r.uniform(0.3, 32.0), 'mg/dL', '<1.0'),
            ('Procalcitonin', '%.2f' % r.uniform(0.05, 15.0), 'ng/mL', '<0.25'),
            ('Lactate', '%.1f' % r.uniform(0.6, 6.4), 'mmol/L', '0.5-2.0'),
            ('BUN', str(r.randint(6, 88)), 'mg/dL', '7-20')][: r.randint(3, 6)]


def vitals(r, us=False):
    t = '%.1f' % (r.uniform(97.0, 103.2) if us else r.uniform(36.1, 39.6))
    return 'T %s%s, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s' % (
        t, 'F' if us else '', r.randint(62, 128), r.randint(84, 168), r.randint(44, 96),
        r.randint(12, 30), r.randint(88, 99), r.choice(['RA', '2L NP', '28% venturi', 'room air',
                                                        '4L NC']))


def mic_table(r, org_tag):
    base = {
        'sa': [('Penicillin', 'R'), ('Flucloxacillin', 'S'), ('Clindamycin', 'S'),
               ('Doxycycline', 'S'), ('Co-trimoxazole', 'S'), ('Vancomycin', 'S')],
        'mrsa': [('Cefoxitin screen', 'POS'), ('Flucloxacillin', 'R'), ('Vancomycin', 'S'),
                 ('Daptomycin', 'S'), ('Linezolid', 'S'), ('Doxycycline', r.choice('SR'))],
        'gnb': [('Amoxicillin', r.choice('SR')), ('Co-amoxiclav', r.choice('SSR')),
                ('Ceftriaxone', 'S'), ('Gentamicin', 'S'), ('Ciprofloxacin', r.choice('SR')),
                ('Trimethoprim', r.choice('SR')), ('Piperacillin-tazobactam', 'S')],
        'esbl': [('Ceftriaxone', 'R'), ('Ceftazidime', 'R'), ('Piperacillin-tazobactam',
                                                             r.choice('SIR')),
                 ('Meropenem', 'S'), ('Ertapenem', 'S'), ('Gentamicin', r.choice('SR')),
                 ('Temocillin', 'S'), ('Nitrofurantoin', 'S')],
        'cpe': [('Meropenem', 'R'), ('Ertapenem', 'R'), ('Ceftazidime-avibactam',
                                                          r.choice(['S', 'S', 'R'])),
                ('Colistin', r.choice('SR')), ('Amikacin', r.choice('SR')),
                ('Tigecycline', 'S'), ('Cefiderocol', 'S')],
        'pseud': [('Piperacillin-tazobactam', r.choice('SR')), ('Ceftazidime', 'S'),
                  ('Meropenem', 'S'), ('Ciprofloxacin', r.choice('SR')), ('Tobramycin', 'S')],
        'ent': [('Amoxicillin', 'S'), ('Vancomycin', 'S'), ('Teicoplanin', 'S'),
                ('Gentamicin (high-level)', r.choice(['S', 'R']))],
        'vre': [('Amoxicillin', 'R'), ('Vancomycin', 'R'), ('Linezolid', 'S'),
                ('Daptomycin', 'S'), ('Tigecycline', 'S')],
        'strep': [('Penicillin', 'S'), ('Erythromycin', r.choice('SR')), ('Clindamycin', 'S'),
                  ('Ceftriaxone', 'S')],
    }
    rows = base.get(org_tag)
    if not rows:
        return []
    out = []
    for ab, sir in rows:
        mic = r.choice(['<=0.25', '0.5', '1', '2', '4', '8', '>=16', '>32', '0.064', '<=1'])
        out.append((ab, mic, sir))
    return out


def gram_of(tag):
    for o in ORGS:
        if o[3] == tag:
            return o[1]
    return 'Gram-negative bacilli'


INTERP = ['EUCAST v14.0 breakpoints', 'CLSI M100 breakpoints', 'EUCAST breakpoints',
          'CLSI M100-Ed34']


# coherent clinical scenarios: dx, organism tags, IV (UK/intl), oral, IV (US), oral (US),
# usual total days, follow-up clinic, monitoring
CASES = [
    ('MSSA bacteraemia, line-related', ['sa'], ('flucloxacillin', '2 g IV q6h'),
     ('flucloxacillin', '1 g PO QDS'), ('cefazolin', '2 g IV q8h'), ('cephalexin', '1 g PO QID'),
     [14, 14, 28], 'ID', 'lft'),
    ('E. coli pyelonephritis', ['gnb'], ('ceftriaxone', '2 g IV daily'),
     ('ciprofloxacin', '500 mg PO BD'), ('ceftriaxone', '1 g IV daily'),
     ('ciprofloxacin', '500 mg PO BID'), [7, 10], 'GP review', 'none'),
    ('cellulitis (lower limb)', ['strep', 'sa'], ('flucloxacillin', '2 g IV q6h'),
     ('flucloxacillin', '1 g PO QDS'), ('cefazolin', '2 g IV q8h'), ('cephalexin', '500 mg PO QID'),
     [5, 7], 'GP review', 'lft'),
    ('community-acquired pneumonia, CURB-65 score 2', ['strep'], ('co-amoxiclav', '1.2 g IV TDS'),
     ('amoxicillin', '1 g PO TDS'), ('ceftriaxone', '1 g IV daily'),
     ('amoxicillin-clavulanate', '875/125 mg PO BID'), [5, 5, 7], 'Respiratory', 'qt'),
    ('diabetic foot osteomyelitis', ['sa', 'strep'], ('co-amoxiclav', '1.2 g IV TDS'),
     ('doxycycline', '100 mg PO BD'), ('ampicillin-sulbactam', '3 g IV q6h'),
     ('amoxicillin-clavulanate', '875/125 mg PO BID'), [42], 'Diabetic foot MDT', 'lft'),
    ('Klebsiella liver abscess (drained)', ['gnb'], ('ceftriaxone', '2 g IV daily + metronidazole 500 mg IV TDS'),
     ('ciprofloxacin', '750 mg PO BD'), ('ceftriaxone', '2 g IV daily'),
     ('ciprofloxacin', '750 mg PO BID'), [28, 42], 'Hepatobiliary', 'none'),
    ('septic arthritis R knee (washout x1)', ['sa', 'strep'], ('flucloxacillin', '2 g IV q6h'),
     ('flucloxacillin', '1 g PO QDS'), ('cefazolin', '2 g IV q8h'), ('cephalexin', '1 g PO QID'),
     [28, 42], 'Orthopaedic', 'lft'),
    ('ESBL E. coli UTI', ['esbl'], ('ertapenem', '1 g IV OD'), ('pivmecillinam', '400 mg PO TDS'),
     ('ertapenem', '1 g IV daily'), ('fosfomycin', '3 g PO every 48 h x3 doses'), [7], 'GP review',
     'none'),
    ('infected hip prosthesis (DAIR)', ['sa'], ('flucloxacillin', '2 g IV q6h'),
     ('rifampicin', '450 mg PO BD + levofloxacin 500 mg PO BD'), ('cefazolin', '2 g IV q8h'),
     ('rifampin', '450 mg PO BID + levofloxacin 750 mg PO daily'), [84], 'Bone infection', 'lft'),
    ('cholangitis post ERCP', ['gnb'], ('piperacillin-tazobactam', '4.5 g IV q8h'),
     ('co-amoxiclav', '625 mg PO TDS'), ('piperacillin-tazobactam', '4.5 g IV q6h'),
     ('amoxicillin-clavulanate', '875/125 mg PO BID'), [5, 7], 'Hepatobiliary', 'lft'),
    ('vertebral osteomyelitis (L2/3 discitis)', ['sa'], ('flucloxacillin', '2 g IV q6h'),
     ('flucloxacillin', '1 g PO QDS + rifampicin 300 mg PO BD'), ('cefazolin', '2 g IV q8h'),
     ('cephalexin', '1 g PO QID'), [42], 'Spinal', 'lft'),
    ('MRSA wound infection', ['mrsa'], ('vancomycin', 'IV per levels'), ('doxycycline', '100 mg PO BD'),
     ('vancomycin', 'IV per AUC dosing'), ('doxycycline', '100 mg PO BID'), [7, 10], 'Wound clinic',
     'none'),
    ('Enterococcus faecalis bacteraemia (urinary source)', ['ent'], ('amoxicillin', '2 g IV q4h'),
     ('amoxicillin', '1 g PO TDS'), ('ampicillin', '2 g IV q4h'), ('amoxicillin', '1 g PO TID'),
     [14], 'ID', 'none'),
    ('aspiration pneumonia', ['strep', 'anaer'], ('co-amoxiclav', '1.2 g IV TDS'),
     ('co-amoxiclav', '625 mg PO TDS'), ('ampicillin-sulbactam', '3 g IV q6h'),
     ('amoxicillin-clavulanate', '875/125 mg PO BID'), [5, 7], 'Respiratory', 'lft'),
    ('Pseudomonas hospital-acquired pneumonia', ['pseud'], ('piperacillin-tazobactam', '4.5 g IV q8h'),
     ('ciprofloxacin', '750 mg PO BD'), ('cefepime', '2 g IV q8h'), ('levofloxacin', '750 mg PO daily'),
     [7], 'Respiratory', 'qt'),
    ('intra-abdominal abscess (drained)', ['gnb', 'anaer'], ('piperacillin-tazobactam', '4.5 g IV q8h'),
     ('co-amoxiclav', '625 mg PO TDS'), ('ceftriaxone', '2 g IV daily + metronidazole 500 mg IV q8h'),
     ('amoxicillin-clavulanate', '875/125 mg PO BID'), [7, 10, 14], 'Surgical', 'lft'),
    ('streptococcal necrotising fasciitis (post debridement)', ['strep'],
     ('benzylpenicillin', '2.4 g IV 4-hourly + clindamycin 1.2 g IV QDS'), ('amoxicillin', '1 g PO TDS'),
     ('penicillin G', '4 MU IV q4h + clindamycin 900 mg IV q8h'), ('amoxicillin', '1 g PO TID'),
     [14, 21], 'Plastics', 'none'),
]
MONITOR = {'lft': 'LFTs at 2 weeks (cholestatic jaundice risk).',
           'qt': 'ECG/QTc if macrolide or quinolone continued.',
           'none': 'Nil specific - review if symptoms recur.'}


def case(r, us=False):
    c = r.choice(CASES)
    dx, tags, iv, po, ivu, pou, days, clinic, mon = c
    cands = [o for o in ORGS if o[3] in tags]
    org = r.choice(cands) if cands else r.choice(ORGS)
    if us:
        iv, po = ivu, pou
    return {'dx': dx, 'org': org, 'iv': iv[0], 'ivd': iv[1], 'po': po[0], 'pod': po[1],
            'days': r.choice(days), 'clinic': clinic, 'mon': MONITOR[mon]}
