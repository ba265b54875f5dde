"""Clinical content pools (no PHI).  Rich in hard negatives: eponyms, drugs, devices,
scores, units, codes, public bodies, statutory terms."""

REASONS = [
    'neglect (home conditions, missed health appointments, poor school attendance)',
    'domestic abuse in the household and parental alcohol misuse',
    'parental substance misuse (heroin, crack cocaine) and neglect',
    'physical abuse - unexplained bruising noted at school, Child Protection Medical completed',
    'emotional abuse and exposure to domestic abuse',
    'parental mental health crisis (mother admitted under Section 2 of the Mental Health Act)',
    'relinquished at birth; mother requested adoption',
    'neglect and concerns about sexual exploitation (CSE)',
    'family breakdown; young person refusing to return home',
    'cumulative neglect with faltering growth; child was on a Child Protection Plan (category: neglect)',
    'parental learning disability with inadequate supervision and home conditions',
    'non-accidental injury in a sibling (skull fracture); all children removed',
    'mother in custody; no suitable family member identified',
    'remanded to local authority accommodation',
    'criminal exploitation (county lines) - NRM referral made',
]

LEGAL = {
    'ENG': ['Section 20 (Children Act 1989)', 'Interim Care Order (s38)', 'Care Order (s31)', 'Placement Order',
            'Police Protection (s46) then ICO', 'Emergency Protection Order'],
    'WAL': ['Section 76 (SSWBA 2014)', 'Interim Care Order', 'Care Order (s31)', 'Placement Order'],
    'SCO': ['Section 25 (voluntary)', 'Compulsory Supervision Order', 'Interim CSO', 'Child Protection Order',
            'Permanence Order'],
    'NIR': ['Article 21 (voluntary accommodation)', 'Interim Care Order', 'Care Order (Article 50)',
            'Freeing Order'],
    'IRL': ['Voluntary care (Section 4, Child Care Act 1991)', 'Interim Care Order (Section 17)',
            'Care Order (Section 18)', 'Emergency Care Order (Section 13)'],
    'AUS': ['Temporary Care and Protection Order', 'Parental Responsibility to the Minister until 18',
            'Interim Order', 'Child Protection Order (Long-term Guardianship)'],
    'NZL': ['s78 interim custody order (Oranga Tamariki Act 1989)', 's101 custody order', 's110 guardianship order',
            'Section 139 agreement'],
    'CAN': ['Temporary Care Agreement', 'Interim Society Care', 'Extended Society Care', 'Permanent Order of Guardianship'],
    'USA': ['Temporary custody (dependency petition)', 'Shelter care order', 'Permanent custody', 'Voluntary placement agreement'],
}

PMH = [
    'recurrent otitis media; referred for audiology - tympanometry type B bilaterally',
    'atopic eczema, flexural - emollient (Epimax / Diprobase) and 1% hydrocortisone PRN',
    'asthma - Clenil Modulite 100 mcg 2 puffs BD via AeroChamber and salbutamol 100 mcg PRN',
    'chronic constipation - Movicol Paediatric Plain 2 sachets OD, Bristol stool chart in use',
    'head lice, treated with dimeticone 4% (Hedrin)',
    'iron deficiency anaemia (Hb 98 g/L, ferritin 6 ug/L) - Sytron 5 ml BD',
    'primary nocturnal enuresis - desmopressin (DDAVP Melt 120 mcg) considered',
    'ADHD (combined type) - methylphenidate MR (Concerta XL 18 mg mane)',
    'suspected FASD (maternal alcohol use confirmed); sentinel facial features absent',
    'speech and language delay - awaiting SALT',
    'global developmental delay - Griffiths III general quotient 68',
    'sickle cell trait (HbAS) on newborn blood spot',
    'type 1 diabetes - HbA1c 71 mmol/mol, carb counting, under diabetes team',
    'focal epilepsy - levetiracetam 250 mg BD, buccal midazolam rescue plan',
    'vitamin D deficiency (25-OH vit D 21 nmol/L) - colecalciferol 3,000 units daily x 8 weeks',
    'dental caries - multiple extractions under GA planned',
    'right convergent squint - patching 2 h/day, orthoptics',
    'glue ear - grommets inserted, now extruded',
    'positional plagiocephaly, no helmet required',
    'neonatal abstinence syndrome (methadone exposure) - Finnegan scores peaked at 11, morphine wean completed',
    'hepatitis C exposed - HCV PCR negative on two samples, discharged',
    'HIV exposed - HIV DNA PCR negative x3, antibody negative on follow-up',
    'cows milk protein allergy - Nutramigen, now tolerating milk ladder step 4',
    'anaphylaxis to peanut - EpiPen Jr 150 mcg x2 to be carried at all times',
    'Osgood-Schlatter disease (left knee)',
    "Perthes' disease (right hip) - under orthopaedics, no weight-bearing restriction",
    'Kawasaki disease in early childhood - echo normal, discharged from cardiology',
    'Henoch-Schonlein purpura - urinalysis monitoring completed',
    'tic disorder; Tourette syndrome not diagnosed',
    'autism spectrum disorder (ADOS-2 completed), Makaton used at school',
    'self-harm (superficial cuts to forearm) - CAMHS crisis team involved',
    'obesity - BMI above 99.6th centile, acanthosis nigricans noted',
    'faltering growth - weight dropped from 50th to 9th centile before entering care',
    'mild left hydronephrosis on antenatal scan - resolved on follow-up USS',
    'Mongolian blue spots over sacrum (documented on body map)',
    'Down syndrome (trisomy 21) - annual TFTs, audiology and ophthalmology under Down Syndrome clinic',
    'post-traumatic stress symptoms; trauma-focused CBT recommended',
    'sleep onset insomnia - melatonin 2 mg MR at 19:30',
    'headaches - likely tension-type, no red flags; fundi normal',
    'recurrent UTIs, DMSA scan normal',
]

BIRTH = [
    'born at {ga} weeks by SVD, birth weight {bw} kg, Apgars 9 and 10; no SCBU admission',
    'born at {ga} weeks by emergency LSCS for fetal distress, BW {bw} kg; 4 days on NNU for NAS monitoring',
    'born at {ga} weeks, BW {bw} kg; maternal smoking 20/day and cannabis use throughout pregnancy',
    'born at {ga} weeks, BW {bw} kg; mother booked late (28 weeks), limited antenatal care',
    'born at {ga} weeks, BW {bw} kg (below 2nd centile); antenatal exposure to alcohol reported in Form M/B',
    'no birth information available; Personal Child Health Record (red book) not received',
    'born at {ga} weeks, BW {bw} kg, ventouse delivery; newborn hearing screen passed, NIPE normal',
]

DEV = {
    'baby': ['Smiling, fixing and following, good head control; rolling both ways.',
             'Sitting unsupported, transfers objects, babbling "mama/dada", stranger aware.',
             'Pulling to stand, cruising; pincer grip; waves bye-bye. ASQ-3 all domains above cut-off.'],
    'toddler': ['Walking independently; 10-15 single words; points to request. ASQ-3 communication in grey zone.',
                'Runs, climbs, kicks a ball; 2-word phrases; some tantrums and head-banging when frustrated.',
                'Limited speech (5 words), no joint attention observed - consider social communication assessment.'],
    'preschool': ['Speech mostly intelligible to strangers; knows colours; toilet trained by day, wet at night.',
                  'Hops, pedals a trike; draws a cross; plays alongside peers. Attends nursery 15 hours.',
                  'Speech delayed (Schedule of Growing Skills), poor attention; referral to SALT made.'],
    'school': ['Working below age-related expectations in reading and maths; has 1:1 support in class.',
               'Achieving expected standard; enjoys football and art; PEP targets reviewed.',
               'On SEN support; EHCP needs assessment requested by the Virtual School Head.',
               'Attendance 86% this term; 2 fixed-term exclusions for dysregulated behaviour.'],
    'teen': ['Year 10, predicted grades 4-5 in GCSEs; wants to train as a mechanic.',
             'Attending alternative provision 3 days/week; poor sleep and late mornings.',
             'Not in education (NEET) since moving placement; Personal Adviser exploring college courses.',
             'Good attendance at college, studying Level 2 Health and Social Care.'],
}

EXAM_NORMAL = [
    'Well, interactive child. No dysmorphic features. HS I+II+0, chest clear, abdomen soft, no organomegaly.',
    'Alert and engaging. ENT: TMs normal. Heart sounds normal, femorals palpable. Hips: Ortolani and Barlow negative.',
    'Skin: no bruising or marks; body map completed (nil). Spine straight. Gait normal. Neuro grossly intact.',
    'Testes descended bilaterally. Genitalia normal external appearance (not examined in detail, consent declined).',
    'Puberty: self-reported Tanner stage 3. Thyroid not enlarged. No acanthosis. BP normal for height centile.',
    'Mouth: several carious lower molars, gums inflamed. Tonsils grade 2. Cervical lymph nodes <1 cm, mobile.',
    'Healed linear scars on left forearm (self-harm, historical), no fresh injuries. Beighton score 3/9.',
    'Two cafe-au-lait macules (<5 mm). No axillary freckling. Red reflex present bilaterally. Hips stable.',
]

VISION_HEARING = [
    'Vision: Snellen 6/6 R, 6/9 L (with glasses). Ishihara 15/15.',
    'Vision: Kay pictures 0.1 logMAR each eye. Hearing: passed school entry screen.',
    'Vision not formally tested (declined). Hearing: OAEs present bilaterally.',
    'Vision: date of last sight test unknown; refer to community optometrist. Hearing: no concerns.',
    'Vision: wears glasses (+3.50 R/L), not always worn. Hearing: audiology discharged, normal PTA.',
]

MEDS = [
    'melatonin 2 mg MR nocte', 'Movicol Paediatric Plain 1 sachet OD', 'salbutamol 100 mcg inhaler 2 puffs PRN',
    'Clenil Modulite 50 mcg 2 puffs BD', 'cetirizine 5 mg OD', 'methylphenidate MR 18 mg mane',
    'atomoxetine 40 mg OD', 'sertraline 50 mg OD', 'fluoxetine 10 mg OD', 'levetiracetam 250 mg BD',
    'sodium valproate (Epilim) 200 mg BD', 'EpiPen 300 mcg x2', 'colecalciferol 400 units OD',
    'ferrous fumarate 140 mg/5 ml 2.5 ml BD', 'Fultium-D3 800 units OD', 'Dermol 500 lotion',
    'Cerazette (desogestrel 75 mcg) OD', 'Nexplanon implant (fitted)', 'lansoprazole 15 mg OD', 'risperidone 0.5 mg nocte',
    'guanfacine (Intuniv) 2 mg OD', 'insulin aspart via pump, basal glargine 12 units', 'paracetamol 120 mg/5 ml PRN',
]

IMM_SCHED = {
    'UK': [('8 weeks', '6-in-1 (Infanrix hexa), MenB (Bexsero), rotavirus'), ('12 weeks', '6-in-1, PCV, rotavirus'),
           ('16 weeks', '6-in-1, MenB'), ('1 year', 'Hib/MenC, MMR (Priorix), PCV booster, MenB booster'),
           ('3 years 4 months', '4-in-1 pre-school booster (Boostrix-IPV), MMR 2'),
           ('12-13 years', 'HPV (Gardasil 9)'), ('14 years', 'Td/IPV (Revaxis), MenACWY (Nimenrix)')],
    'IE': [('2 months', '6-in-1, MenB, PCV, rotavirus'), ('4 months', '6-in-1, MenB, rotavirus'),
           ('6 months', '6-in-1, PCV, MenC'), ('12 months', 'MMR, MenB'), ('13 months', 'Hib/MenC, PCV'),
           ('4-5 years', '4-in-1, MMR 2'), ('12-13 years', 'HPV, Tdap, MenACWY')],
    'AU': [('2 months', 'DTPa-hepB-IPV-Hib, 13vPCV, rotavirus'), ('4 months', 'DTPa-hepB-IPV-Hib, 13vPCV, rotavirus'),
           ('6 months', 'DTPa-hepB-IPV-Hib'), ('12 months', 'MMR, MenACWY, 13vPCV'), ('18 months', 'MMRV, DTPa, Hib'),
           ('4 years', 'DTPa-IPV'), ('Year 7', 'dTpa, HPV'), ('Year 10', 'MenACWY')],
    'NZ': [('6 weeks', 'Infanrix-hexa, Prevenar 13, Rotarix'), ('3 months', 'Infanrix-hexa, Rotarix'),
           ('5 months', 'Infanrix-hexa, Prevenar 13'), ('12 months', 'MMR, Prevenar 13'),
           ('15 months', 'MMR, Hib, varicella'), ('4 years', 'Infanrix-IPV'), ('Year 7/8', 'Boostrix, Gardasil 9')],
    'NA': [('2 months', 'DTaP-IPV-Hib, PCV13, RV, HepB'), ('4 months', 'DTaP-IPV-Hib, PCV13, RV'),
           ('6 months', 'DTaP-IPV-Hib, HepB, influenza'), ('12-15 months', 'MMR, varicella, PCV13, MenC'),
           ('18 months', 'DTaP-IPV-Hib'), ('4-6 years', 'Tdap-IPV, MMRV'), ('11-12 years', 'Tdap, HPV, MenACWY')],
}

IMM_REGISTRY = {'ENG': 'CHIS', 'WAL': 'CYPrIS', 'SCO': 'SIRS', 'NIR': 'CHS', 'IRL': 'NIS',
                'AUS': 'AIR (Australian Immunisation Register)', 'NZL': 'NIR', 'CAN': 'Panorama',
                'USA': 'state IIS'}

EMOTIONAL = [
    'Carers describe hypervigilance, food hoarding and difficulty settling at night.',
    'Presents as superficially charming with indiscriminate affection towards strangers.',
    'Low mood and withdrawal since contact was reduced; denies suicidal ideation.',
    'Frequent dysregulation after contact; calms with a consistent bedtime routine and a weighted blanket.',
    'Anxious about court outcome; asks repeatedly whether she will be "going home".',
    'Angry outbursts at school, damage to property; PACE approach being used by carers.',
    'Settled well, attached to carers, sleeping through the night.',
    'Reports nightmares and flashbacks; scores 14 on the RCADS anxiety subscale.',
    'Smokes 5-10 cigarettes/day and uses cannabis at weekends (CRAFFT 4); open to Youth Offending Team.',
    'Missing from placement on 3 occasions this quarter; return home interviews completed.',
]

ACTIONS = [
    'Refer to community dental service for treatment of caries',
    'Carer to book routine optician appointment (free NHS sight test)',
    'Complete catch-up immunisations as per plan below',
    'Refer to audiology for hearing assessment',
    'Social worker to obtain birth records and Personal Child Health Record (red book)',
    'CAMHS LAC team consultation re trauma-informed strategies',
    'SALT referral via school',
    'Weight and height to be rechecked by school nurse in 3 months',
    'Sexual health discussion; C-card offered; Fraser guidelines met',
    'Smoking cessation advice and referral to young people\'s substance misuse service',
    'Carer to keep sleep and behaviour diary for 2 weeks and share with paediatrician',
    'Request bloods: FBC, ferritin, vitamin D, TFTs, coeliac screen',
    'Refer to paediatric neurodevelopmental pathway (query ADHD / ASD)',
    'Continue enuresis alarm; review in enuresis clinic',
    'Health passport to be shared with young person',
]

SDQ_SCALES = ['Emotional symptoms', 'Conduct problems', 'Hyperactivity/inattention', 'Peer relationship problems',
              'Prosocial behaviour']

UASC_LABS = [
    'IGRA (QuantiFERON-TB Gold Plus) negative', 'IGRA positive - CXR clear, latent TB; referred to TB nurse for 3RH',
    'HBsAg negative, anti-HBc negative - vaccinate', 'HBsAg positive - refer to hepatology', 'HIV Ag/Ab negative',
    'HCV antibody negative', 'Schistosoma serology positive - praziquantel given', 'Strongyloides serology negative',
    'Syphilis (TPPA) negative', 'FBC: Hb 121 g/L, eosinophils 1.1 x10^9/L', 'Ferritin 9 ug/L', 'Vitamin D 18 nmol/L',
    'Scabies treated with permethrin 5% (Lyclear) x2', 'Malaria RDT negative', 'Stool OCP: Giardia seen - metronidazole',
]

CONTACT_FREQ = ['weekly', 'fortnightly', 'monthly', 'twice weekly (supervised)', 'three times a year (letterbox)',
                'monthly video call', 'suspended pending assessment']

DENTAL_TX = ['fluoride varnish (Duraphat 22,600 ppm) applied', 'fissure sealants to 6s', 'scale and polish',
             'two fillings (LR6, LL6)', 'extraction of URA and ULA under LA', 'GA list for 4 extractions',
             'OHI given, toothbrush and 1,450 ppm toothpaste supplied', 'bitewing radiographs taken',
             'orthodontic assessment (IOTN 4) - referred', 'temporary dressing UR6']

TEEN = ('self-harm', 'Cerazette', 'Nexplanon', 'Fraser', 'C-card', 'moking', 'CRAFFT', 'overdose', 'intoxication',
        'Tanner', 'exual', 'GCSE', 'cannabis', 'Year 10', 'NEET', 'college', 'sertraline', 'fluoxetine', 'risperidone',
        'desogestrel', 'Youth Offending', 'Missing from placement', 'Osgood', 'Health passport', 'fight at school',
        'exploitation', 'remanded', 'refusing to return', 'CSE', 'county lines', 'Section 2 of')
INFANT = ('Ortolani', 'plagiocephaly', 'OAEs', 'Finnegan', 'Nutramigen', 'NIPE', 'rolling both ways', 'Sitting unsupported',
          'relinquished')
SCHOOL = ('ADHD', 'methylphenidate', 'atomoxetine', 'guanfacine', 'Snellen', 'Ishihara', '1:1 support', 'exclusions',
          'enuresis', 'desmopressin', 'Beighton', 'RCADS', 'melatonin', 'tic disorder', 'headaches', 'trauma-focused CBT',
          'Anxious about court', 'Low mood', 'PACE', 'Angry outbursts', 'SALT referral via school', 'trampoline',
          'by school nurse')


MED_HINT = (' mg', 'mcg', 'units', 'lotion', 'implant', 'pump', 'sachet')
BABY_OK = ('paracetamol', 'colecalciferol', 'Dermol', 'ferrous', 'lansoprazole', 'Movicol')


def fit(items, age):
    """Items plausible for a child of this age."""
    out = []
    for it in items:
        if age < 2 and any(k in it for k in MED_HINT) and not any(k in it for k in BABY_OK):
            continue
        if age < 11 and any(k in it for k in TEEN):
            continue
        if age >= 2 and any(k in it for k in INFANT):
            continue
        if age < 5 and any(k in it for k in SCHOOL):
            continue
        out.append(it)
    return out
