"""Drug, lab and vaccine data (non-PHI) for dev222_en."""

# (uk name, us name, doses, unit, uk freqs, us freqs, indication, uk brand, us brand)
DRUGS = [
    ('Amlodipine', 'amlodipine', ['5', '10', '2.5'], 'mg', ['OD', 'once daily', 'mane'], ['daily', 'QD', 'qAM'], 'HTN', 'Istin', 'Norvasc'),
    ('Ramipril', 'lisinopril', ['2.5', '5', '10'], 'mg', ['OD', 'once daily', 'ON'], ['daily', 'QD'], 'HTN', 'Tritace', 'Zestril'),
    ('Bisoprolol', 'metoprolol succinate', ['1.25', '2.5', '5'], 'mg', ['OD', 'mane'], ['daily', 'QD'], 'AF rate control', 'Cardicor', 'Toprol XL'),
    ('Atorvastatin', 'atorvastatin', ['20', '40', '80'], 'mg', ['ON', 'at night', 'OD'], ['QHS', 'daily'], 'secondary prevention', 'Lipitor', 'Lipitor'),
    ('Simvastatin', 'simvastatin', ['20', '40'], 'mg', ['ON', 'nocte'], ['QHS', 'at bedtime'], 'hypercholesterolaemia', 'Zocor', 'Zocor'),
    ('Furosemide', 'furosemide', ['20', '40', '80'], 'mg', ['OM', 'BD (8am + 2pm)', 'mane'], ['daily', 'BID'], 'HF', 'Frusol', 'Lasix'),
    ('Bumetanide', 'bumetanide', ['1', '2'], 'mg', ['OM', 'BD'], ['daily', 'BID'], 'HF', 'Burinex', 'Bumex'),
    ('Spironolactone', 'spironolactone', ['25', '50'], 'mg', ['OD'], ['daily'], 'HFrEF', 'Aldactone', 'Aldactone'),
    ('Indapamide', 'chlorthalidone', ['2.5', '1.5', '25'], 'mg', ['OM'], ['daily'], 'HTN', 'Natrilix', 'Thalitone'),
    ('Candesartan', 'losartan', ['8', '16', '50'], 'mg', ['OD'], ['daily'], 'HTN', 'Amias', 'Cozaar'),
    ('Doxazosin', 'doxazosin', ['1', '2', '4'], 'mg', ['OD', 'ON'], ['QHS'], 'HTN/BPH', 'Cardura', 'Cardura'),
    ('Digoxin', 'digoxin', ['62.5', '125', '250'], 'micrograms', ['OD'], ['daily'], 'AF', 'Lanoxin', 'Lanoxin'),
    ('Apixaban', 'apixaban', ['5', '2.5'], 'mg', ['BD', 'twice daily'], ['BID', 'q12h'], 'AF', 'Eliquis', 'Eliquis'),
    ('Rivaroxaban', 'rivaroxaban', ['20', '15'], 'mg', ['OD with food', 'OD'], ['daily with evening meal'], 'AF', 'Xarelto', 'Xarelto'),
    ('Edoxaban', 'dabigatran', ['60', '30', '150'], 'mg', ['OD'], ['BID'], 'AF', 'Lixiana', 'Pradaxa'),
    ('Warfarin', 'warfarin', ['as per INR'], '', ['as directed (yellow book)', 'ON as per INR'], ['as directed per INR', 'daily per anticoag clinic'], 'AF', 'Marevan', 'Jantoven'),
    ('Clopidogrel', 'clopidogrel', ['75'], 'mg', ['OD'], ['daily'], 'post-stent', 'Plavix', 'Plavix'),
    ('Aspirin', 'aspirin', ['75', '81'], 'mg', ['OD dispersible', 'OD'], ['daily', 'EC daily'], 'IHD', 'Nu-Seals', 'Ecotrin'),
    ('Metformin', 'metformin', ['500', '1000', '850'], 'mg', ['BD', 'TDS', 'BD with meals'], ['BID with meals', 'daily with supper'], 'T2DM', 'Glucophage', 'Glucophage'),
    ('Gliclazide', 'glipizide', ['40', '80', '5'], 'mg', ['BD', 'OM'], ['daily before breakfast', 'BID'], 'T2DM', 'Diamicron', 'Glucotrol'),
    ('Sitagliptin', 'sitagliptin', ['100', '50', '25'], 'mg', ['OD'], ['daily'], 'T2DM', 'Januvia', 'Januvia'),
    ('Empagliflozin', 'empagliflozin', ['10', '25'], 'mg', ['OD'], ['daily'], 'T2DM/HF', 'Jardiance', 'Jardiance'),
    ('Dapagliflozin', 'dapagliflozin', ['10'], 'mg', ['OD'], ['daily'], 'CKD/HF', 'Forxiga', 'Farxiga'),
    ('Insulin glargine', 'insulin glargine', ['18', '24', '36', '10'], 'units', ['ON', 'OD at 22:00'], ['QHS', 'daily at 2100'], 'DM', 'Lantus', 'Basaglar'),
    ('Insulin aspart', 'insulin lispro', ['4', '6', '8'], 'units', ['TDS with meals'], ['TID AC', 'with meals per sliding scale'], 'DM', 'NovoRapid', 'Humalog'),
    ('Semaglutide', 'semaglutide', ['0.5', '1', '0.25'], 'mg', ['once weekly (Sun)', 'weekly'], ['SC weekly', 'once weekly'], 'T2DM', 'Ozempic', 'Ozempic'),
    ('Levothyroxine', 'levothyroxine', ['50', '75', '100', '125'], 'micrograms', ['OM', 'OD before breakfast'], ['daily', 'qAM on empty stomach'], 'hypothyroidism', 'Eltroxin', 'Synthroid'),
    ('Omeprazole', 'omeprazole', ['20', '40'], 'mg', ['OD', 'OM'], ['daily', 'daily before breakfast'], 'GORD', 'Losec', 'Prilosec'),
    ('Lansoprazole', 'pantoprazole', ['15', '30', '40'], 'mg', ['OD'], ['daily'], 'GI protection', 'Zoton', 'Protonix'),
    ('Paracetamol', 'acetaminophen', ['1g', '500mg', '650 mg'], '', ['QDS', 'QDS PRN', '4-6 hourly PRN (max 4g/24h)'], ['q6h PRN', 'q6h PRN pain, max 3 g/day'], 'pain', 'Panadol', 'Tylenol'),
    ('Co-codamol 30/500', 'hydrocodone-acetaminophen 5/325', ['1-2 tabs', '2 tabs', '1 tab'], '', ['QDS PRN', 'up to QDS'], ['q6h PRN', 'q4-6h PRN'], 'pain', 'Zapain', 'Norco'),
    ('Morphine sulfate MR', 'morphine ER', ['10', '20', '15', '30'], 'mg', ['BD', '12-hourly'], ['q12h', 'BID'], 'pain', 'Zomorph', 'MS Contin'),
    ('Oramorph (morphine oral soln 10mg/5ml)', 'morphine oral solution 10 mg/5 mL', ['2.5mg-5mg', '5mg', '2.5 mg'], '', ['2-hourly PRN', '4-hourly PRN'], ['q4h PRN', 'q2h PRN breakthrough'], 'breakthrough pain', 'Oramorph', 'Roxanol'),
    ('Oxycodone', 'oxycodone', ['5', '10'], 'mg', ['4-6 hourly PRN', 'BD (MR)'], ['q4h PRN', 'q12h ER'], 'pain', 'Shortec', 'Oxycontin'),
    ('Tramadol', 'tramadol', ['50', '100'], 'mg', ['QDS PRN', 'BD MR'], ['q6h PRN'], 'pain', 'Zydol', 'Ultram'),
    ('Gabapentin', 'gabapentin', ['300', '600', '100'], 'mg', ['TDS', 'BD', 'ON'], ['TID', 'QHS'], 'neuropathic pain', 'Neurontin', 'Neurontin'),
    ('Pregabalin', 'pregabalin', ['75', '150', '25'], 'mg', ['BD'], ['BID'], 'neuropathic pain', 'Lyrica', 'Lyrica'),
    ('Sertraline', 'sertraline', ['50', '100'], 'mg', ['OD', 'OM'], ['daily'], 'depression', 'Lustral', 'Zoloft'),
    ('Citalopram', 'escitalopram', ['10', '20'], 'mg', ['OD'], ['daily'], 'anxiety', 'Cipramil', 'Lexapro'),
    ('Mirtazapine', 'mirtazapine', ['15', '30'], 'mg', ['ON', 'nocte'], ['QHS'], 'depression', 'Zispin', 'Remeron'),
    ('Amitriptyline', 'amitriptyline', ['10', '25'], 'mg', ['ON'], ['QHS'], 'neuropathic pain', 'Elavil', 'Elavil'),
    ('Quetiapine', 'quetiapine', ['25', '50', '100'], 'mg', ['BD', 'ON'], ['QHS', 'BID'], 'BPAD', 'Seroquel', 'Seroquel'),
    ('Lithium carbonate (Priadel)', 'lithium carbonate ER', ['400', '200', '300', '450'], 'mg', ['ON'], ['BID', 'QHS'], 'bipolar', 'Priadel', 'Lithobid'),
    ('Sodium valproate MR', 'divalproex ER', ['500', '200', '250'], 'mg', ['BD'], ['BID', 'QHS'], 'epilepsy', 'Epilim Chrono', 'Depakote ER'),
    ('Levetiracetam', 'levetiracetam', ['500', '750', '250'], 'mg', ['BD'], ['BID', 'q12h'], 'epilepsy', 'Keppra', 'Keppra'),
    ('Phenytoin', 'phenytoin ER', ['100', '300'], 'mg', ['BD', 'ON'], ['daily', 'QHS'], 'epilepsy', 'Epanutin', 'Dilantin'),
    ('Carbamazepine MR', 'carbamazepine ER', ['200', '400'], 'mg', ['BD'], ['BID'], 'epilepsy', 'Tegretol Retard', 'Tegretol XR'),
    ('Donepezil', 'donepezil', ['5', '10'], 'mg', ['ON'], ['QHS'], "Alzheimer's disease", 'Aricept', 'Aricept'),
    ('Co-careldopa 25/100', 'carbidopa-levodopa 25/100', ['1 tab', '1.5 tabs'], '', ['TDS (07:00/12:00/17:00)', 'QDS - time critical'], ['TID', 'q4h while awake - time critical'], "Parkinson's disease", 'Sinemet', 'Sinemet'),
    ('Allopurinol', 'allopurinol', ['100', '300'], 'mg', ['OD'], ['daily'], 'gout', 'Zyloric', 'Zyloprim'),
    ('Colchicine', 'colchicine', ['500 micrograms', '0.6 mg'], '', ['BD', 'BD-QDS during flare'], ['daily', 'BID'], 'gout flare', 'Colchicine', 'Colcrys'),
    ('Prednisolone', 'prednisone', ['5', '30', '40', '10'], 'mg', ['OM', 'OD with food'], ['daily', 'qAM'], 'COPD exacerbation', 'Prednisolone EC', 'Deltasone'),
    ('Salbutamol 100mcg inhaler', 'albuterol HFA 90 mcg', ['2 puffs', '1-2 puffs'], '', ['PRN', 'QDS PRN'], ['q4-6h PRN', 'q4h PRN SOB'], 'asthma', 'Ventolin', 'ProAir'),
    ('Fostair 100/6', 'fluticasone-salmeterol 250/50', ['2 puffs', '1 inh'], '', ['BD'], ['BID'], 'COPD', 'Fostair', 'Advair Diskus'),
    ('Tiotropium 2.5mcg Respimat', 'tiotropium 18 mcg', ['2 puffs', '1 cap inh'], '', ['OD'], ['daily'], 'COPD', 'Spiriva Respimat', 'Spiriva HandiHaler'),
    ('Montelukast', 'montelukast', ['10'], 'mg', ['ON'], ['QHS'], 'asthma', 'Singulair', 'Singulair'),
    ('Alendronic acid', 'alendronate', ['70'], 'mg', ['once weekly (Mon)', 'weekly'], ['weekly on Sundays'], 'osteoporosis', 'Fosamax', 'Fosamax'),
    ('Adcal-D3', 'calcium carbonate + vitamin D3', ['1 tab', '600 mg/400 IU'], '', ['BD'], ['BID'], 'osteoporosis', 'Adcal-D3', 'Caltrate'),
    ('Ferrous fumarate', 'ferrous sulfate', ['210', '325'], 'mg', ['BD', 'OD'], ['daily', 'every other day'], 'IDA', 'Galfer', 'Feosol'),
    ('Folic acid', 'folic acid', ['5', '1'], 'mg', ['OD', 'once weekly'], ['daily'], 'supplement', 'Folic acid', 'Folic acid'),
    ('Senna', 'sennosides', ['7.5mg', '15mg', '8.6 mg'], '', ['ON', 'ON PRN'], ['QHS PRN', 'BID'], 'constipation', 'Senokot', 'Senokot'),
    ('Laxido sachets', 'polyethylene glycol 3350', ['1 sachet', '17 g'], '', ['OD-BD', 'OD PRN'], ['daily PRN'], 'constipation', 'Laxido', 'MiraLAX'),
    ('Lactulose', 'lactulose', ['10ml', '15ml', '20 mL'], '', ['BD'], ['BID', 'TID titrate to 2-3 BM/day'], 'constipation', 'Lactulose', 'Enulose'),
    ('Tamsulosin MR', 'tamsulosin', ['400 micrograms', '0.4 mg'], '', ['OD'], ['daily 30 min after same meal'], 'BPH', 'Flomaxtra', 'Flomax'),
    ('Finasteride', 'finasteride', ['5'], 'mg', ['OD'], ['daily'], 'BPH', 'Proscar', 'Proscar'),
    ('Methotrexate', 'methotrexate', ['10', '15', '7.5'], 'mg', ['once WEEKLY (Fri)', 'weekly on Thursdays'], ['once WEEKLY on Mondays'], 'RA', 'Maxtrex', 'Trexall'),
    ('Hydroxychloroquine', 'hydroxychloroquine', ['200'], 'mg', ['OD', 'BD'], ['daily', 'BID'], 'RA', 'Quinoric', 'Plaquenil'),
    ('Amoxicillin', 'amoxicillin', ['500'], 'mg', ['TDS'], ['TID', 'q8h'], 'CAP', 'Amoxil', 'Amoxil'),
    ('Doxycycline', 'doxycycline', ['100'], 'mg', ['OD', 'BD'], ['BID'], 'CAP', 'Vibramycin', 'Vibramycin'),
    ('Nitrofurantoin MR', 'nitrofurantoin monohydrate/macrocrystals', ['100'], 'mg', ['BD'], ['BID'], 'UTI', 'Macrobid', 'Macrobid'),
    ('Trimethoprim', 'trimethoprim-sulfamethoxazole DS', ['200', '800/160'], 'mg', ['BD'], ['BID'], 'UTI', 'Trimethoprim', 'Bactrim DS'),
    ('Co-amoxiclav', 'amoxicillin-clavulanate', ['625', '875/125'], 'mg', ['TDS'], ['BID'], 'cellulitis', 'Augmentin', 'Augmentin'),
    ('Clarithromycin', 'clarithromycin', ['500', '250'], 'mg', ['BD'], ['BID'], 'CAP', 'Klaricid', 'Biaxin'),
    ('Enoxaparin', 'enoxaparin', ['40', '1.5mg/kg', '1 mg/kg'], 'mg', ['OD SC'], ['daily SC', 'q12h SC'], 'VTE prophylaxis', 'Inhixa', 'Lovenox'),
    ('Tinzaparin', 'heparin', ['4500', '5000'], 'units', ['OD SC'], ['q8h SC'], 'VTE prophylaxis', 'Innohep', 'Heparin'),
    ('Methadone 1mg/ml oral solution', 'methadone 10 mg/mL concentrate', ['60mg', '45 mg', '80mg'], '', ['OD supervised'], ['daily observed'], 'OUD', 'Methadose', 'Methadose'),
    ('Buprenorphine', 'buprenorphine-naloxone 8/2', ['8mg', '16 mg', '12mg'], '', ['OD supervised'], ['daily SL'], 'OUD', 'Espranor', 'Suboxone'),
    ('Zopiclone', 'zolpidem', ['3.75', '7.5', '5'], 'mg', ['ON PRN'], ['QHS PRN'], 'insomnia', 'Zimovane', 'Ambien'),
    ('Diazepam', 'lorazepam', ['2', '5', '0.5'], 'mg', ['TDS PRN', 'ON'], ['q8h PRN anxiety'], 'anxiety', 'Diazemuls', 'Ativan'),
    ('Buscopan', 'dicyclomine', ['10mg', '20 mg'], '', ['QDS PRN'], ['QID PRN'], 'IBS', 'Buscopan', 'Bentyl'),
    ('Cetirizine', 'loratadine', ['10'], 'mg', ['OD'], ['daily'], 'hayfever', 'Zirtek', 'Claritin'),
    ('Fentanyl patch', 'fentanyl patch', ['12', '25'], 'micrograms/hr', ['every 72 hours'], ['q72h'], 'chronic pain', 'Matrifen', 'Duragesic'),
]

INTERACTIONS = [
    ('clarithromycin', 'simvastatin', 'CYP3A4 inhibition - myopathy/rhabdo risk; hold statin for duration of course'),
    ('trimethoprim', 'methotrexate', 'additive antifolate effect - risk of marrow suppression; avoid'),
    ('spironolactone', 'ramipril', 'hyperkalaemia risk - K+ 5.6 today; suggest hold spironolactone'),
    ('citalopram', 'apixaban', 'SSRI + DOAC - increased bleeding risk, monitor; consider PPI cover'),
    ('amiodarone', 'warfarin', 'potentiates warfarin - expect INR rise over 2-4 wks; reduce dose by ~30%'),
    ('lithium', 'ramipril', 'ACEi reduces lithium clearance - recheck Li level in 5-7 days'),
    ('gentamicin', 'furosemide', 'additive oto/nephrotoxicity - monitor levels and renal fxn'),
    ('carbamazepine', 'apixaban', 'strong CYP3A4/P-gp induction - DOAC levels reduced; avoid combination'),
    ('allopurinol', 'azathioprine', 'xanthine oxidase inhibition - severe myelotoxicity; contraindicated at full dose'),
    ('fluconazole', 'warfarin', 'CYP2C9 inhibition - INR may rise markedly; check INR in 3-5 days'),
    ('tramadol', 'sertraline', 'serotonin syndrome risk and lowered seizure threshold'),
    ('levothyroxine', 'ferrous fumarate', 'chelation - separate administration by at least 4 hours'),
    ('clopidogrel', 'omeprazole', 'CYP2C19 inhibition - switch to lansoprazole/pantoprazole'),
    ('quetiapine', 'clarithromycin', 'QTc prolongation (QTc 486 ms on ECG) - consider doxycycline instead'),
    ('metformin', 'iodinated contrast', 'hold metformin 48h post contrast if eGFR <30 or AKI'),
    ('phenytoin', 'valproate', 'displacement from albumin - interpret phenytoin level with caution'),
]

ALLERGIES = [
    'NKDA', 'NKDA', 'No known drug allergies', 'Penicillin - rash (childhood)', 'Penicillin - anaphylaxis',
    'Codeine - vomiting (intolerance)', 'Sulfa - hives', 'Trimethoprim - rash', 'Latex',
    'Clarithromycin - GI upset', 'Morphine - itch', 'NSAIDs - bronchospasm', 'Lisinopril - angioedema',
    'Ciprofloxacin - tendon pain', 'Elastoplast - skin reaction', 'Amoxicillin - ? rash, unclear',
]

PMH = ['T2DM', 'HTN', 'AF', 'CKD stage 3b', 'COPD', 'asthma', 'IHD (NSTEMI)', 'HFrEF (EF 35%)',
       'hypothyroidism', 'osteoporosis', "Parkinson's disease", 'dementia (mixed)', 'epilepsy',
       'bipolar affective disorder', 'depression', 'gout', 'RA', 'BPH', 'OA knees', 'PVD',
       'previous CVA', 'TIA', 'GORD', 'hypercholesterolaemia', 'DVT', 'PE', 'OSA on CPAP',
       'alcohol excess', 'CKD stage 4', 'diverticular disease', "Crohn's disease", 'psoriasis',
       'hiatus hernia', 'glaucoma', 'macular degeneration', "Raynaud's", 'polymyalgia rheumatica',
       'fibromyalgia', 'peripheral neuropathy', 'hepatic cirrhosis (Child-Pugh B)',
       "Graves' disease (treated)", "Addison's disease", "Bell's palsy (resolved)",
       'Barrett\'s oesophagus', 'Meniere\'s disease', 'Hashimoto\'s thyroiditis']

ADMIT_REASONS = ['community-acquired pneumonia', 'fall ? mechanical', 'AKI on CKD', 'infective exacerbation of COPD',
                 'decompensated heart failure', 'UTI with delirium', 'cellulitis L leg', 'NSTEMI',
                 'upper GI bleed', 'hyperkalaemia', 'DKA', 'syncope', 'PE', 'new AF with fast ventricular response',
                 'hip fracture (#NOF)', 'hypoglycaemia', 'seizure', 'pyelonephritis', 'lithium toxicity',
                 'overdose (paracetamol)', 'sepsis - unknown source', 'stroke', 'constipation/faecal impaction']

SYSTEMS_UK = ['EMIS Web', 'SystmOne', 'ePMA (JAC)', 'Cerner Millennium', 'PharmOutcomes', 'the Summary Care Record (SCR)',
              'ProScript Connect', 'Pharmacy Manager', 'Vision']
SYSTEMS_US = ['Epic', 'Cerner PowerChart', 'Pyxis MedStation', 'Omnicell', 'Surescripts med history',
              'the state PDMP', 'QS/1', 'PioneerRx', 'Meditech']

VACCINES_UK = [
    ('Influenza (QIVe)', 'Quadrivalent Influenza Vaccine (split virion)', 'IM', '0.5ml'),
    ('Influenza (aTIV)', 'Fluad Tetra', 'IM', '0.5ml'),
    ('COVID-19', 'Comirnaty JN.1', 'IM', '0.3ml'),
    ('COVID-19', 'Spikevax XBB.1.5', 'IM', '0.5ml'),
    ('Pneumococcal (PPV23)', 'Pneumovax 23', 'IM', '0.5ml'),
    ('Shingles', 'Shingrix', 'IM', '0.5ml'),
    ('RSV', 'Abrysvo', 'IM', '0.5ml'),
    ('Pertussis (dTaP/IPV)', 'Boostrix-IPV', 'IM', '0.5ml'),
    ('Hepatitis B', 'Engerix B', 'IM', '1ml'),
    ('HPV', 'Gardasil 9', 'IM', '0.5ml'),
    ('MMR', 'Priorix', 'SC', '0.5ml'),
]
VACCINES_US = [
    ('Influenza, high-dose', 'Fluzone High-Dose Quadrivalent', 'IM', '0.7 mL'),
    ('Influenza, recombinant', 'Flublok', 'IM', '0.5 mL'),
    ('COVID-19 (2024-2025 formula)', 'Comirnaty', 'IM', '0.3 mL'),
    ('COVID-19 (2024-2025 formula)', 'Moderna Spikevax', 'IM', '0.5 mL'),
    ('Pneumococcal conjugate (PCV20)', 'Prevnar 20', 'IM', '0.5 mL'),
    ('Zoster recombinant (RZV)', 'Shingrix', 'IM', '0.5 mL'),
    ('RSV', 'Arexvy', 'IM', '0.5 mL'),
    ('Tdap', 'Adacel', 'IM', '0.5 mL'),
    ('Hepatitis B', 'Heplisav-B', 'IM', '0.5 mL'),
    ('HPV9', 'Gardasil 9', 'IM', '0.5 mL'),
]
TRAVEL_VACCINES = [
    ('Hepatitis A', 'Havrix Monodose'), ('Typhoid', 'Typhim Vi'), ('Yellow fever', 'Stamaril'),
    ('Rabies (pre-exposure)', 'Rabipur'), ('Japanese encephalitis', 'Ixiaro'),
    ('Meningococcal ACWY', 'Nimenrix'), ('Cholera (oral)', 'Dukoral'), ('Hepatitis A/B', 'Twinrix'),
    ('dT/IPV booster', 'Revaxis'), ('Tick-borne encephalitis', 'TicoVac'),
]
SITES = ['L deltoid', 'R deltoid', 'left deltoid', 'right deltoid', 'L upper arm', 'R anterolateral thigh',
         'LD', 'RD']


def lot(rng):
    a = rng.choice(['FJ', 'EW', 'GH', 'AC', 'HK', 'LT', 'PN', 'X0', 'U7', 'MM'])
    return a + ''.join(rng.choice('0123456789') for _ in range(4)) + rng.choice(['', 'A', 'B', 'AB', 'X'])


def renal_panel(rng, uk=True, aki=False, age=72, female=False):
    na = rng.randrange(128, 146)
    k = round(rng.uniform(3.2, 6.1), 1)
    if uk:
        cr = rng.randrange(140, 320) if aki else rng.randrange(60, 170)
        ur = round(rng.uniform(4.0, 24.0), 1)
        egfr = max(8, int(round(175 * (cr / 88.4) ** -1.154 * age ** -0.203 * (0.742 if female else 1))))
        egfr = min(egfr, 90)
        return {'Na': na, 'K': k, 'Urea': ur, 'Creat': cr, 'eGFR': egfr}
    cr = round(rng.uniform(1.6, 3.8) if aki else rng.uniform(0.7, 1.9), 2)
    bun = rng.randrange(10, 68)
    egfr = max(8, min(90, int(round(175 * cr ** -1.154 * age ** -0.203 * (0.742 if female else 1)))))
    return {'Na': na, 'K': k, 'BUN': bun, 'SCr': cr, 'eGFR': egfr}


def fbc(rng, uk=True):
    hb = rng.randrange(78, 155) if uk else round(rng.uniform(7.8, 15.5), 1)
    return {('Hb' if uk else 'Hgb'): hb, ('WCC' if uk else 'WBC'): round(rng.uniform(3.1, 19.8), 1),
            'Plt': rng.randrange(92, 480)}


def cockcroft_gault(age, wt, scr_umol, female):
    cr = (140 - age) * wt * (1.04 if female else 1.23) / scr_umol
    return int(round(cr))


def cockcroft_gault_us(age, wt, scr_mg, female):
    cr = (140 - age) * wt / (72 * scr_mg) * (0.85 if female else 1.0)
    return int(round(cr))
