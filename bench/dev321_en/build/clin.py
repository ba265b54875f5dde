"""Clinical content for endoscopy and bowel screening notes: medications,
histories, findings, polyps, histology, preparation regimens.  These are
the hard negatives of the set (drugs, doses, scores, eponyms, device
models, lab values, durations)."""
from core import R, pick, chance, rint, some, wpick, add_days, frag, join

PREP = {
    'UK': ['Plenvu', 'Moviprep', 'Klean-Prep', 'Picolax', 'Citrafleet'],
    'IE': ['Plenvu', 'Moviprep', 'Klean-Prep', 'Citrafleet'],
    'AU': ['Moviprep', 'Picoprep', 'ColonLYTELY', 'Plenvu', 'Prep Kit-C'],
    'NZ': ['Glycoprep-C', 'Moviprep', 'Picoprep', 'Glycoprep-Orange'],
    'CA': ['PegLyte', 'Pico-Salax', 'Bi-Peglyte', 'Plenvu', 'Colyte'],
    'US': ['GoLYTELY', 'SUPREP', 'Sutab', 'Plenvu', 'MiraLAX-Gatorade prep',
           'Clenpiq'],
    'SG': ['Fleet Phospho-soda', 'Klean-Prep', 'Moviprep'],
    'ZA': ['Moviprep', 'Picoprep', 'Klean-Prep'],
}

MEDS = ['apixaban 5 mg BD', 'apixaban 2.5 mg BD', 'rivaroxaban 20 mg OD',
        'edoxaban 60 mg OD', 'dabigatran 150 mg BD', 'warfarin (target INR 2.5)',
        'clopidogrel 75 mg OD', 'aspirin 75 mg OD', 'ticagrelor 90 mg BD',
        'metformin 1 g BD', 'metformin 500 mg TDS', 'gliclazide 80 mg BD',
        'insulin glargine 22 units nocte', 'NovoRapid sliding scale',
        'empagliflozin 10 mg OD', 'dapagliflozin 10 mg OD',
        'semaglutide 1 mg weekly', 'ferrous sulfate 200 mg TDS',
        'ferrous fumarate 210 mg BD', 'loperamide 2 mg PRN', 'ramipril 5 mg OD',
        'amlodipine 10 mg OD', 'atorvastatin 40 mg ON', 'simvastatin 20 mg ON',
        'levothyroxine 100 mcg OD', 'omeprazole 20 mg OD', 'lansoprazole 30 mg OD',
        'bisoprolol 2.5 mg OD', 'furosemide 40 mg OM', 'codeine phosphate 30 mg QDS',
        'sertraline 50 mg OD', 'co-codamol 30/500 PRN', 'senna 15 mg ON',
        'prednisolone 5 mg OD', 'mesalazine 2.4 g OD', 'tamsulosin 400 mcg OD',
        'allopurinol 100 mg OD', 'salbutamol inhaler PRN', 'Symbicort 200/6 2 puffs BD',
        'methotrexate 15 mg weekly', 'folic acid 5 mg weekly', 'lisinopril 10 mg OD',
        'losartan 50 mg OD', 'doxazosin 4 mg OD', 'amitriptyline 10 mg ON',
        'gabapentin 300 mg TDS', 'fybogel 1 sachet BD']

ANTICOAG = ['apixaban', 'rivaroxaban', 'edoxaban', 'dabigatran', 'warfarin',
            'clopidogrel', 'ticagrelor', 'prasugrel']

PMH_PLAIN = ['T2DM (diet controlled)', 'T2DM on insulin', 'hypertension', 'AF',
             'COPD', 'CKD stage 3a', 'OSA on CPAP', 'hypothyroidism', 'asthma',
             'osteoarthritis', 'gout', 'depression', 'hypercholesterolaemia',
             'BPH', 'GORD', 'diverticular disease', 'haemorrhoids',
             "Parkinson's disease", "Crohn's disease (ileal)", 'ulcerative colitis',
             "Hashimoto's thyroiditis", "Graves' disease", "Barrett's oesophagus",
             "Addison's disease", "Ménière's disease", 'rheumatoid arthritis',
             'polymyalgia rheumatica', 'heart failure (EF 40%)', 'epilepsy',
             'previous hepatitis C, treated', 'iron deficiency anaemia',
             "Raynaud's phenomenon", "Sjögren's syndrome", 'coeliac disease',
             'morbid obesity (BMI 41)', 'glaucoma', 'MGUS', 'psoriasis',
             "Dupuytren's contracture", 'mild cognitive impairment']

PMH_DATED = ['MI', 'CABG', 'TIA', 'stroke', 'DVT', 'PE', 'right hemicolectomy',
             'appendicectomy', 'hysterectomy', 'cholecystectomy', 'TURP',
             'left TKR', 'right THR', 'PCI with DES to LAD', 'prostate cancer (RT)',
             'breast cancer (WLE + RT)', 'Hartmann\'s procedure, reversed',
             'inguinal hernia repair', 'pacemaker insertion', 'colonoscopy - 2 adenomas']

ALLERGIES = ['NKDA', 'penicillin (rash)', 'codeine (vomiting)', 'latex',
             'elastoplast', 'trimethoprim', 'NSAIDs (bronchospasm)',
             'morphine (itch)', 'shellfish', 'iodine contrast', 'chlorhexidine',
             'No known allergies', 'sulfa drugs']

SYMPTOMS = ['no change in bowel habit', 'intermittent loose stools for 3 months',
            'occasional bright red blood on the paper', 'no rectal bleeding',
            'bowels open 1-2 times daily, Bristol type 4',
            'alternating constipation and diarrhoea',
            'weight stable', 'lost about 4 kg over 6 months, not trying',
            'mild left iliac fossa discomfort', 'no abdominal pain',
            'tenesmus for 2 weeks', 'feels tired, known to be anaemic',
            'nocturnal bowel frequency twice a week', 'mucus PR occasionally',
            'bloating after meals', 'Bristol type 6 stools since starting metformin']

INDICATIONS = {
    'colon': ['Positive FIT (screening programme)', 'FIT positive - BCSP',
              'Surveillance - previous high-risk findings',
              'Surveillance - post polypectomy (3 years)',
              'Iron deficiency anaemia', 'Change in bowel habit, FIT 48',
              'Rectal bleeding', 'Family history (FDR under 50)',
              'Lynch syndrome surveillance', 'Post cancer resection surveillance (1 year)',
              'Positive Cologuard', 'Average-risk screening', 'Abnormal CT colonography',
              'Site check after piecemeal EMR', 'IBD surveillance (pancolitis 10 years)'],
    'ogd': ['Dyspepsia, age-appropriate', 'Iron deficiency anaemia',
            "Barrett's surveillance", 'Dysphagia', 'Weight loss',
            'Reflux refractory to PPI', 'Coeliac serology positive',
            'Follow-up gastric ulcer', 'Haematemesis (Glasgow-Blatchford 6)',
            'Varices screening - cirrhosis'],
    'flexi': ['Rectal bleeding, age under 50', 'Bowel scope screening',
              'Left-sided symptoms', 'Pouch check', 'Assessment of proctitis'],
}

SITES = ['caecum', 'ascending colon', 'hepatic flexure', 'transverse colon',
         'splenic flexure', 'descending colon', 'sigmoid colon', 'rectosigmoid',
         'rectum']
DIST = {'caecum': (80, 110), 'ascending colon': (70, 95), 'hepatic flexure': (60, 80),
        'transverse colon': (45, 70), 'splenic flexure': (40, 55),
        'descending colon': (30, 45), 'sigmoid colon': (15, 35),
        'rectosigmoid': (14, 18), 'rectum': (3, 14)}

COLONOSCOPES = ['Olympus CF-HQ190L', 'Olympus PCF-H190DL', 'Olympus CF-EZ1500DL',
                'Pentax EC-3890Fi', 'Pentax EC38-i10L', 'Fujifilm EC-760ZP-V/L',
                'Fujifilm EC-760R-V/L', 'Olympus CF-H185L']
GASTROSCOPES = ['Olympus GIF-H290Z', 'Olympus GIF-HQ190', 'Olympus GIF-1100',
                'Pentax EG-2990i', 'Pentax EG29-i10', 'Fujifilm EG-760Z',
                'Fujifilm EG-740N (transnasal)']
PROCESSORS = ['Olympus EVIS X1 CV-1500', 'Olympus CV-190', 'Pentax EPK-i7010',
              'Fujifilm ELUXEO 7000']
AERS = ['Wassenburg WD440', 'Medivators Advantage Plus', 'Olympus ETD Double',
        'Cantel ISA', 'Getinge ED-FLOW', 'Steelco EW 2']
CABINETS = ['Wassenburg DRY320', 'Cantel EndoDry', 'Medivators DSC 8000',
            'Steelco EDC 200']

SEDATION = [('midazolam', ['1 mg', '1.5 mg', '2 mg', '2.5 mg', '3 mg']),
            ('fentanyl', ['25 mcg', '50 mcg', '75 mcg', '100 mcg']),
            ('pethidine', ['25 mg', '50 mg']),
            ('alfentanil', ['250 mcg', '500 mcg'])]

POLYP_HIST = [
    ('tubular adenoma with low-grade dysplasia', 'adenoma', 55),
    ('tubulovillous adenoma with low-grade dysplasia', 'adenoma', 10),
    ('tubular adenoma with high-grade dysplasia', 'adenoma-hgd', 4),
    ('sessile serrated lesion without dysplasia', 'ssl', 10),
    ('sessile serrated lesion with dysplasia', 'ssl-d', 2),
    ('hyperplastic polyp', 'hp', 14),
    ('traditional serrated adenoma', 'tsa', 2),
    ('adenocarcinoma arising in a tubulovillous adenoma (pT1)', 'ca', 3),
    ('inflammatory polyp', 'inflam', 2),
    ('normal colonic mucosa (no polyp seen in sections)', 'normal', 2),
]


def prep(c):
    return pick(PREP[c])


def meds(k=None, sex=None):
    k = rint(0, 6) if k is None else k
    return some([m for m in MEDS if _fits(m, sex)], k)


MALE_ONLY = ('BPH', 'TURP', 'prostate cancer (RT)', 'tamsulosin 400 mcg OD')
FEMALE_ONLY = ('hysterectomy', 'breast cancer (WLE + RT)')


def _fits(x, sex):
    if sex == 'F' and x in MALE_ONLY:
        return False
    if sex == 'M' and x in FEMALE_ONLY:
        return False
    return True


def pmh(ctx, k=None, sex=None):
    """PMH items as fragments; some with a year tied to the patient."""
    k = rint(1, 5) if k is None else k
    out = [x for x in some([y for y in PMH_PLAIN if _fits(y, sex)], k)]
    if chance(0.6):
        ev = pick([y for y in PMH_DATED if _fits(y, sex)])
        yr = add_days(ctx.ref, -rint(400, 9000))
        out.append(frag(ev + pick([' ({})', ' {}', ' - {}']), ctx.YR(yr)))
    return out


def bbps():
    r, t, l = (wpick([(3, 5), (2, 4), (1, 1)]) for _ in range(3))
    return '%d-%d-%d (total %d)' % (r, t, l, r + t + l) if chance(0.5) else \
        'R%d T%d L%d = %d/9' % (r, t, l, r + t + l)


def polyp(i):
    site = pick(SITES)
    lo, hi = DIST[site]
    size = wpick([(rint(2, 5), 50), (rint(6, 9), 25), (rint(10, 19), 17), (rint(20, 45), 8)])
    paris = pick(['0-Is', '0-IIa', '0-Ip', '0-Isp', '0-IIa+Is', '0-IIb'])
    if size >= 20:
        paris = pick(['0-IIa (LST-G, homogeneous)', '0-IIa+Is (LST-G, nodular mixed)',
                      '0-IIa (LST-NG, flat elevated)', '0-Is'])
    cls = pick(['NICE 2', 'NICE 1', 'JNET 2A', 'JNET 1', 'Kudo IIIL', 'Kudo II-O',
                'NICE 2, JNET 2A'])
    if size <= 3:
        tech = pick(['cold forceps', 'cold snare'])
    elif size <= 9:
        tech = pick(['cold snare', 'cold snare', 'hot snare'])
    elif size <= 19:
        tech = pick(['hot snare', 'cold snare', 'EMR (Gelofusine/indigo carmine lift)'])
    else:
        tech = pick(['piecemeal EMR, margins treated with snare tip soft coagulation',
                     'en bloc EMR', 'biopsied and tattooed, for ESD discussion',
                     'underwater EMR'])
    hist = wpick([((h, k), w) for h, k, w in POLYP_HIST])
    return {'i': i, 'site': site, 'cm': rint(lo, hi), 'size': size, 'paris': paris,
            'cls': cls, 'tech': tech, 'retrieved': chance(0.9), 'hist': hist[0],
            'kind': hist[1], 'clips': rint(1, 3) if size >= 15 and chance(0.6) else 0}


def polyp_line(p):
    s = '%d mm %s polyp, %s (%d cm), Paris %s, %s. Removed by %s' % (
        p['size'], pick(['sessile', 'flat', 'pedunculated', 'sub-pedunculated', 'sessile'])
        if 'Ip' not in p['paris'] else 'pedunculated', p['site'], p['cm'], p['paris'],
        p['cls'], p['tech'])
    s += '; retrieved (pot %d)' % p['i'] if p['retrieved'] else '; not retrieved'
    if p['clips']:
        s += '; %d x %s applied' % (p['clips'], pick(['Resolution 360 clip', 'Instinct clip',
                                                      'SureClip', 'clip']))
    return s + '.'


OTHER_COLON = ['Sigmoid diverticulosis, moderate.', 'Grade 1 internal haemorrhoids on retroflexion.',
               'Small anal papilla.', 'Melanosis coli.', 'Normal terminal ileum (biopsied).',
               'Pancolonic diverticulosis, mild.', 'Lipoma ascending colon (pillow sign positive), left in situ.',
               'Angiodysplasia caecum x2, APC applied.', 'Tattoo from previous EMR seen at 30 cm; scar clear on NBI.',
               'Patchy erythema rectum - biopsied.', 'Looping +++, ScopeGuide used, position changes and abdominal pressure.',
               'Redundant sigmoid.', 'Appendiceal orifice and ICV identified and photographed.']

OGD_FINDINGS = ["Barrett's segment Prague C2M4, no visible lesion on NBI; Seattle protocol biopsies taken.",
                'LA grade B oesophagitis.', 'LA grade A oesophagitis.',
                'Small sliding hiatus hernia (3 cm).', 'Gastric antral erythema; CLO test taken (positive at 1 h).',
                'Normal duodenum; D2 biopsies x4 for coeliac.', 'Schatzki ring at 38 cm, not dilated.',
                'Cameron lesions in hiatus hernia.', 'Clean-based gastric ulcer on lesser curve, 8 mm, Forrest III; biopsied x6.',
                'Grade 1 oesophageal varices, no red signs.', 'Mallory-Weiss tear, not bleeding.',
                'Fundic gland polyps, multiple, <5 mm.', 'Normal oesophagus, stomach and duodenum.',
                'Zenker\'s diverticulum suspected at 18 cm - for barium swallow.',
                'Portal hypertensive gastropathy, mild.']

HIST_DX_OGD = ["Barrett's oesophagus (intestinal metaplasia) without dysplasia.",
               'Chronic active gastritis with Helicobacter pylori organisms (Sydney system: moderate activity).',
               'Duodenal biopsies: increased intraepithelial lymphocytes, villous atrophy (Marsh 3a).',
               'Normal duodenal mucosa (Marsh 0).', 'Gastric ulcer edge: active chronic inflammation, no dysplasia or malignancy.',
               'Reflux oesophagitis; no eosinophilic infiltrate (<15/hpf).',
               'Fundic gland polyp.', 'Intestinal metaplasia of gastric antrum (OLGIM stage I).']

COMFORT = ['Comfort score 1/5 (no discomfort)', 'Gloucester comfort score 2/5',
           'Comfort 2 (minimal)', 'Comfort score 3/5 - mild discomfort during looping',
           'Patient comfortable throughout', 'Modified Gloucester comfort score 4 - procedure paused']

RECS = ['Await histology.', 'Await histology; results letter to patient and GP.',
        'Surveillance to be determined by histology per BSG/ACPGBI/UKHSA 2020 guidance.',
        'Restart apixaban tomorrow.', 'Restart anticoagulation in 48 hours (clips applied).',
        'Return to routine screening; no surveillance required.',
        'Repeat colonoscopy in 3 years.', 'Site check at 6 months.',
        'Refer to colorectal MDT.', 'CT CAP requested.', 'Bloods today: FBC, U&E, LFT, CEA.',
        'High fibre diet leaflet given.', 'Eradication therapy and repeat urea breath test in 8 weeks.',
        'PPI for 8 weeks then repeat OGD to confirm healing.', 'Follow up with GP.',
        'Discharge to GP.', 'No driving for 24 hours post sedation.']

LAB_TESTS = [('Hb', 'g/L', (88, 158), '130-170'), ('MCV', 'fL', (68, 99), '80-100'),
             ('Ferritin', 'ug/L', (4, 260), '30-400'), ('Platelets', 'x10^9/L', (150, 460), '150-400'),
             ('WCC', 'x10^9/L', (4, 12), '4.0-11.0'), ('eGFR', 'mL/min/1.73m2', (32, 90), '>60'),
             ('Creatinine', 'umol/L', (58, 160), '60-110'), ('CRP', 'mg/L', (1, 60), '<5'),
             ('INR', '', (1, 3), '0.8-1.2'), ('HbA1c', 'mmol/mol', (38, 88), '<48'),
             ('CEA', 'ug/L', (1, 40), '<5'), ('K', 'mmol/L', (3, 5), '3.5-5.3'),
             ('Albumin', 'g/L', (28, 46), '35-50')]


def lab_value(name=None):
    t = pick(LAB_TESTS) if name is None else [x for x in LAB_TESTS if x[0] == name][0]
    nm, unit, (lo, hi), rng = t
    if nm in ('INR', 'K', 'CEA', 'WCC'):
        v = '%.1f' % (lo + R.random() * (hi - lo))
    else:
        v = str(rint(lo, hi))
    return '%s %s %s (ref %s)' % (nm, v, unit, rng) if unit else '%s %s (ref %s)' % (nm, v, rng)


def fit_value(pos=True, thr=None):
    if pos:
        return rint((thr or 80) + 1, 900)
    return rint(0, (thr or 80) - 1)


FIT_THRESH = {'UK': 120, 'IE': 45, 'AU': 20, 'NZ': 40, 'CA': 70, 'US': 20,
              'SG': 50, 'ZA': 20}
FIT_UNIT = {'UK': 'ug Hb/g faeces', 'IE': 'ug Hb/g faeces', 'AU': 'ug Hb/g faeces',
            'NZ': 'ug Hb/g faeces', 'CA': 'ng/mL', 'US': 'ng/mL', 'SG': 'ng/mL',
            'ZA': 'ng/mL'}
FIT_ANALYSERS = ['OC-Sensor Pledia', 'HM-JACKarc', 'OC-Sensor io', 'FOB Gold NG']
