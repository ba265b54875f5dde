"""Clinical vocabulary (hard negatives) and a polyp findings generator. Nothing here is PHI."""


def _s(text):
    return [w.strip() for w in text.split('|') if w.strip()]


ANTICOAG = _s('apixaban 5 mg BD|rivaroxaban 20 mg OD|edoxaban 60 mg OD|dabigatran 150 mg BD|warfarin (INR target 2-3)|'
              'clopidogrel 75 mg OD|ticagrelor 90 mg BD|prasugrel 10 mg OD')
OTHER_MEDS = _s('aspirin 75 mg OD|metformin 500 mg BD|gliclazide 80 mg BD|insulin glargine 18 units nocte|'
                'empagliflozin 10 mg OD|dapagliflozin 10 mg OD|ferrous sulfate 200 mg OD|loperamide 2 mg PRN|'
                'senna 15 mg nocte|lactulose 10 ml BD|omeprazole 20 mg OD|lansoprazole 30 mg OD|ramipril 5 mg OD|'
                'amlodipine 5 mg OD|atorvastatin 40 mg ON|simvastatin 20 mg ON|levothyroxine 100 mcg OD|'
                'co-codamol 30/500 PRN|bisoprolol 2.5 mg OD|furosemide 40 mg OM|tamsulosin 400 mcg OD|'
                'salbutamol inhaler PRN|Fostair 100/6 2 puffs BD|sertraline 50 mg OD|mirtazapine 15 mg ON|'
                'allopurinol 100 mg OD|alendronic acid 70 mg weekly|Adcal-D3 BD|mesalazine 2.4 g OD|'
                'prednisolone 5 mg OD|methotrexate 15 mg weekly|folic acid 5 mg weekly|semaglutide 1 mg weekly|'
                'lisinopril 10 mg daily|metoprolol 25 mg BID|Eliquis 5 mg BID|Xarelto 20 mg daily|'
                'Jardiance 10 mg daily|Ventolin PRN|Nexium 40 mg daily|Lipitor 20 mg daily|Ozempic 0.5 mg weekly')
PREPS = _s('Plenvu|Moviprep|Picolax|Citrafleet|Klean-Prep|Moviprep split dose|Plenvu 1-day split|'
           'PEG-3350 (GoLYTELY) split dose|Pico-Prep|Glycoprep-C|ColonLYTELY|Prepkit-C|Sutab')
ALLERGIES = _s('NKDA|No known drug allergies|penicillin (rash)|codeine (vomiting)|latex|trimethoprim (rash)|'
               'iodinated contrast (urticaria)|elastoplast|NSAIDs (bronchospasm)|sulfa drugs|NKA')
COMORBID = _s('type 2 diabetes (diet controlled)|type 2 diabetes on metformin|insulin-treated type 2 diabetes|'
              'hypertension|atrial fibrillation|ischaemic heart disease, previous PCI|CABG x3|COPD (GOLD 2)|asthma|'
              'hypothyroidism|CKD stage 3a (eGFR 52)|osteoarthritis|previous DVT|obstructive sleep apnoea on CPAP|'
              'ulcerative colitis (left-sided, Montreal E2)|diverticular disease|previous appendicectomy|'
              'hysterectomy|cholecystectomy|gout|depression|BPH|heart failure (EF 40%)|Parkinson\'s disease|'
              'rheumatoid arthritis on methotrexate|psoriasis|glaucoma|previous TIA|mitral valve replacement '
              '(mechanical)|permanent pacemaker|ICD in situ|Crohn\'s disease (ileal, quiescent)|hiatus hernia|'
              'Barrett\'s oesophagus|haemorrhoids|iron deficiency anaemia')
DEVICE_MODELS_SCOPE = _s('Olympus CF-HQ190L|Olympus PCF-H190DL|Olympus CF-EZ1500DL|Pentax EC-3890Li|'
                         'Pentax EC34-i10L|Fujifilm EC-760R-V/L|Fujifilm EC-760ZP-V/L|Olympus CF-H185L')
CARDIAC_DEVICES = _s('Medtronic Azure XT DR|Boston Scientific Accolade MRI|Abbott Assurity MRI|'
                     'Biotronik Enitra 8 DR-T|Medtronic Cobalt XT ICD')
FIT_ANALYSERS = _s('OC-Sensor io|OC-Sensor PLEDIA|HM-JACKarc|FOB Gold|OC-Sensor DIANA')
SITES = _s('caecum|ascending colon|hepatic flexure|transverse colon|splenic flexure|descending colon|'
           'sigmoid colon|rectosigmoid junction|rectum|ileocaecal valve')
SITE_CM = {'caecum': 80, 'ascending colon': 70, 'hepatic flexure': 60, 'transverse colon': 50,
           'splenic flexure': 40, 'descending colon': 35, 'sigmoid colon': 25, 'rectosigmoid junction': 15,
           'rectum': 8, 'ileocaecal valve': 80}
PARIS = _s('0-Is|0-Ip|0-IIa|0-IIa+Is|0-Isp|0-IIb|LST-G homogeneous|LST-G nodular mixed|LST-NG flat elevated')
REMOVAL = _s('cold snare|cold snare|cold snare|hot snare|EMR (lifted with Gelofusine/methylene blue)|'
             'cold forceps|underwater EMR|piecemeal EMR')
HISTO_BENIGN = _s('tubular adenoma with low-grade dysplasia|tubular adenoma with low-grade dysplasia|'
                  'tubulovillous adenoma with low-grade dysplasia|tubulovillous adenoma with high-grade dysplasia|'
                  'sessile serrated lesion without dysplasia|sessile serrated lesion with dysplasia|'
                  'hyperplastic polyp|traditional serrated adenoma|inflammatory polyp|normal colonic mucosa')
HEADER_NEGATIVES = _s('Endoscopy|Cellular Pathology|Colorectal Surgery|Radiology|Clinical Genetics|Anaesthetics|'
                      'Pre-assessment|Day Case Unit|Recovery|Gastroenterology|Histopathology|Diagnostic Imaging')
GUIDELINES = _s('BSG/ACPGBI/PHE post-polypectomy surveillance guidelines (2020)|ESGE 2020 post-polypectomy '
                'guideline|USMSTF 2020 recommendations|NHMRC 2017 clinical practice guidelines|'
                'BSG 2019 colonoscopy quality standards|JAG/BSG KPI standards (2017)|NICE NG12|'
                'Bowel Cancer Screening Programme guidance 2021|ESGE 2019 bowel preparation guideline|'
                'BSG/ESGE 2021 anticoagulation guideline')
SYMPTOMS = _s('intermittent PR bleeding|change in bowel habit to looser stool|no bowel symptoms|'
              'occasional bloating|mild intermittent LIF pain|constipation, BNO 3 days at times|'
              'nil red flag symptoms|fatigue; Hb 118 on recent FBC|weight stable|piles, occasional bright red blood on '
              'paper|asymptomatic|urgency in the mornings')


def polyp_list(rng, outcome):
    """Return a list of polyp dicts for an outcome category."""
    n = {'normal': 0, 'low': rng.choice([1, 1, 2]), 'high': rng.choice([2, 3, 4, 5, 6]),
         'lnpcp': rng.choice([1, 2]), 'cancer': rng.choice([1, 2])}[outcome]
    polyps = []
    for i in range(n):
        site = rng.choice(SITES)
        size = rng.choice([2, 3, 4, 5, 6, 7, 8, 9])
        paris = rng.choice(['0-Is', '0-IIa', '0-Isp', '0-Is', '0-Ip'])
        removal = 'cold snare' if size < 10 else 'hot snare'
        histo = rng.choice(HISTO_BENIGN[:2] + HISTO_BENIGN[4:6] + HISTO_BENIGN[6:7])
        if outcome == 'high' and i == 0:
            size = rng.choice([10, 12, 14, 15, 18])
            histo = rng.choice(['tubulovillous adenoma with low-grade dysplasia', 'tubular adenoma with low-grade dysplasia',
                                'sessile serrated lesion with dysplasia', 'tubulovillous adenoma with high-grade dysplasia'])
            removal = 'hot snare' if size >= 10 else removal
        if outcome == 'lnpcp' and i == 0:
            size = rng.choice([20, 22, 25, 30, 35, 40])
            paris = rng.choice(['LST-G homogeneous', 'LST-G nodular mixed', '0-IIa+Is', 'LST-NG flat elevated'])
            removal = rng.choice(['piecemeal EMR', 'en bloc EMR', 'underwater EMR', 'piecemeal EMR'])
            histo = rng.choice(['tubulovillous adenoma with low-grade dysplasia', 'tubulovillous adenoma with high-grade dysplasia',
                                'sessile serrated lesion with dysplasia'])
        if outcome == 'cancer' and i == 0:
            size = rng.choice([15, 20, 25, 30, 35])
            paris = rng.choice(['0-Is', '0-IIa+IIc', 'ulcerated mass', 'semi-circumferential mass'])
            removal = rng.choice(['biopsied x6, tattooed distally (Spot)', 'hot snare en bloc, tattooed',
                                  'biopsied x8, tattoo x3 quadrants'])
            histo = rng.choice(['adenocarcinoma, moderately differentiated', 'adenocarcinoma arising in tubulovillous adenoma',
                                'adenocarcinoma, well differentiated (pT1)'])
        polyps.append({'site': site, 'size': size, 'paris': paris, 'removal': removal, 'histo': histo,
                       'nice': 3 if outcome == 'cancer' and i == 0 else (1 if 'hyperplastic' in histo else 2),
                       'retrieved': rng.random() > 0.08})
    return polyps


def bbps(rng):
    a, b, c = rng.choice([2, 3, 3]), rng.choice([2, 3, 3]), rng.choice([1, 2, 3, 3])
    return a, b, c


def outcome_text(outcome):
    return {'normal': 'Normal colonoscopy', 'low': 'Low-risk polyp(s) removed',
            'high': 'High-risk findings (BSG 2020 criteria)', 'lnpcp': 'Large non-pedunculated colorectal polyp',
            'cancer': 'Suspected colorectal cancer'}[outcome]


NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
             'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
TENS = {2: 'twenty', 3: 'thirty', 4: 'forty', 5: 'fifty', 6: 'sixty', 7: 'seventy', 8: 'eighty', 9: 'ninety'}


def num_words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ('' if u == 0 else '-' + NUM_WORDS[u])
