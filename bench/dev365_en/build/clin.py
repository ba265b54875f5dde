"""Clinical content for retrieval notes.  Nothing here is PHI: diagnoses,
eponyms, drugs, device models, scores, units and lab values serve as the hard
negatives of the set."""

SCEN = [
    dict(k='bronch', cats='neo inf', dx='RSV bronchiolitis with apnoeas', dxs='bronchiolitis',
         icd='J21.0', hx=['coryzal 3/7, poor feeding 1/7, 4 apnoeas requiring stimulation',
                          'RSV positive on PCR, escalating work of breathing despite HFNC 2 L/kg/min',
                          'ex-34/40 prem, day 4 of illness, 50% of usual feeds'],
         tx=['HFNC 2 L/kg/min FiO2 0.5', 'nCPAP +7 via RAM cannula', 'NG feeds stopped, IV fluids 2/3 maintenance',
             'caffeine citrate 20 mg/kg load'], inf=[], vent='niv'),
    dict(k='status', cats='inf tod chi ado', dx='convulsive status epilepticus', dxs='status epilepticus',
         icd='G41.0', hx=['GTC seizure 45 min, buccal midazolam x1 by paramedics, IV lorazepam x1 in ED',
                          'levetiracetam 40 mg/kg given, phenytoin 20 mg/kg loading, still twitching R arm',
                          'known Dravet syndrome, usual seizures < 5 min, febrile 38.9'],
         tx=['RSI with ketamine 2 mg/kg and rocuronium 1 mg/kg', 'midazolam infusion 2 mcg/kg/min',
             'CT head: no acute intracranial abnormality'], inf=['midazolam 2 mcg/kg/min', 'morphine 20 mcg/kg/h'],
         vent='conv'),
    dict(k='dka', cats='tod chi ado', dx='severe diabetic ketoacidosis', dxs='DKA', icd='E10.1',
         hx=['new presentation T1DM, 2/52 polyuria and polydipsia, Kussmaul breathing',
             'pH 6.98, HCO3 4, glucose 38 mmol/L, GCS 13 (E3V4M6)', 'headache and bradycardia at hour 3, concern re cerebral oedema'],
         tx=['0.05 units/kg/h insulin started 1 h after fluids', 'mannitol 0.5 g/kg given for falling GCS',
             '10 ml/kg 0.9% saline bolus only'], inf=['insulin 0.05 units/kg/h', '0.9% NaCl + KCl 40 mmol/L'],
         vent='none'),
    dict(k='sepsis', cats='neo inf tod chi ado', dx='meningococcal septic shock', dxs='septic shock',
         icd='A39.4', hx=['purpuric rash spreading, CRT 5 s, lactate 6.2', '60 ml/kg fluid, ceftriaxone 80 mg/kg given within the hour',
                          'peripheral adrenaline started 0.1 mcg/kg/min via IO'],
         tx=['intubated for shock, ketamine induction', 'R femoral CVC 5Fr triple lumen (Seldinger)',
             'hydrocortisone 1 mg/kg for refractory shock'], inf=['adrenaline 0.2 mcg/kg/min', 'noradrenaline 0.1 mcg/kg/min'],
         vent='conv'),
    dict(k='duct', cats='neo', dx='suspected duct-dependent systemic circulation (coarctation ? HLHS)', dxs='duct-dependent lesion',
         icd='Q25.1', hx=['grey and mottled at day 4, absent femoral pulses, pre/post ductal sats 95/78',
                          'alprostadil (PGE1) started at 15 ng/kg/min, one apnoea after starting',
                          'echo by local team: poor LV function, ? hypoplastic arch'],
         tx=['PGE1 reduced to 10 ng/kg/min', 'elective intubation for transfer, Miller 0 blade',
             'UVC confirmed at T9 on XR'], inf=['alprostadil 10 ng/kg/min', 'dopamine 5 mcg/kg/min'], vent='conv'),
    dict(k='tbi', cats='tod chi ado', dx='severe traumatic brain injury', dxs='TBI',
         icd='S06.5', hx=['fall from trampoline/quad bike, GCS 7 at scene, L pupil 5 mm sluggish',
                          'CT: L extradural haematoma with 4 mm midline shift', 'C-spine not cleared, collar on'],
         tx=['3% hypertonic saline 3 ml/kg', 'head up 30 degrees, ETCO2 target 4.5-5 kPa',
             'neurosurgical opinion by phone, Cushing response noted once'], inf=['fentanyl 2 mcg/kg/h', 'midazolam 2 mcg/kg/min'],
         vent='conv'),
    dict(k='croup', cats='inf tod', dx='severe croup / upper airway obstruction', dxs='croup',
         icd='J05.0', hx=['Westley croup score 9, biphasic stridor, sats 89% in air',
                          'nebulised adrenaline 1:1000 0.5 ml/kg x3, dexamethasone 0.6 mg/kg', 'drooling, ? bacterial tracheitis'],
         tx=['gas induction in theatre with ENT standing by', 'ETT 0.5 size smaller than predicted, uncuffed 3.5',
             'Heliox considered, not available'], inf=['morphine 20 mcg/kg/h'], vent='conv'),
    dict(k='pards', cats='inf tod chi ado', dx='pneumonia with PARDS', dxs='PARDS',
         icd='J18.9', hx=['R lower lobe pneumonia, 48 h of fever, now FiO2 1.0 on CPAP', 'OI 18, CXR bilateral infiltrates',
                          'influenza A positive, small L effusion'],
         tx=['intubated, PEEP titrated to 10', 'recruitment manoeuvre once', 'cefotaxime and clarithromycin'],
         inf=['fentanyl 2 mcg/kg/h', 'midazolam 1 mcg/kg/min', 'vecuronium 1 mcg/kg/min'], vent='conv'),
    dict(k='myo', cats='inf tod chi ado', dx='acute myocarditis with cardiogenic shock', dxs='myocarditis',
         icd='I40.0', hx=['viral prodrome 5/7, now gallop rhythm and hepatomegaly 4 cm', 'lactate 5.8, troponin 2400 ng/L, EF 20% on echo',
                          'ECG: low-voltage QRS, runs of VT'], tx=['cautious 5 ml/kg fluid', 'milrinone avoided due to hypotension',
                                                                  'ketamine-only induction with push-dose adrenaline ready'],
         inf=['adrenaline 0.05 mcg/kg/min'], vent='conv'),
    dict(k='volv', cats='neo inf', dx='bilious vomiting ? malrotation with volvulus', dxs='malrotation',
         icd='Q43.3', hx=['bilious vomiting x6, distended abdomen, blood PR', 'Replogle tube on free drainage, 40 ml bile',
                          'upper GI contrast not available locally'], tx=['20 ml/kg 0.9% saline x2', 'IV cefotaxime, metronidazole',
                                                                          'surgeons at receiving centre aware'],
         inf=['10% dextrose 60 ml/kg/day'], vent='none'),
    dict(k='drown', cats='tod chi', dx='drowning with hypoxic ischaemic injury', dxs='drowning',
         icd='T75.1', hx=['submersion est. 5 min in backyard pool, bystander CPR', 'ROSC after 8 min ALS, 2 doses adrenaline',
                          'temperature 34.1 on arrival, GCS 3'], tx=['targeted temperature management, avoid hyperthermia',
                                                                     'OG tube, lots of water aspirated'], inf=['fentanyl 1 mcg/kg/h'],
         vent='conv'),
    dict(k='asthma', cats='tod chi ado', dx='life-threatening acute asthma', dxs='acute asthma',
         icd='J46', hx=['silent chest, sats 86%, back-to-back salbutamol', 'magnesium sulphate 40 mg/kg IV, ipratropium x3',
                        'IV salbutamol bolus 15 mcg/kg then infusion'], tx=['IV salbutamol 1 mcg/kg/min', 'aminophylline load 5 mg/kg',
                                                                              'NIV trial, ketamine for sedation'],
         inf=['salbutamol 1 mcg/kg/min', 'aminophylline 1 mg/kg/h'], vent='niv'),
    dict(k='tca', cats='tod ado', dx='tricyclic antidepressant ingestion', dxs='TCA overdose',
         icd='T43.0', hx=['amitriptyline ingestion, grandparent\'s tablets, unknown quantity', 'QRS 140 ms, one brief seizure',
                          'poisons centre advice obtained'], tx=['sodium bicarbonate 8.4% 1 ml/kg x2', 'target pH 7.45-7.55',
                                                                 'activated charcoal not given (airway)'], inf=['sodium bicarbonate 4.2%'],
         vent='conv'),
    dict(k='cdh', cats='neo', dx='left congenital diaphragmatic hernia', dxs='CDH', icd='Q79.0',
         hx=['postnatal diagnosis, scaphoid abdomen, bowel sounds L chest', 'pre-ductal sats 85% on FiO2 1.0',
             'Replogle on continuous low suction'], tx=['no bag-mask ventilation, intubated immediately', 'gentle ventilation, PIP < 25',
                                                         'iNO not available locally'], inf=['morphine 10 mcg/kg/h', 'dopamine 10 mcg/kg/min'],
         vent='conv'),
    dict(k='burns', cats='tod chi', dx='scald burns 22% TBSA', dxs='burns', icd='T31.2',
         hx=['kettle scald, Lund and Browder chart completed: 22% TBSA partial thickness', 'cling film applied, first aid 20 min cool running water',
             'facial involvement, no stridor'], tx=['Parkland formula fluids plus maintenance', 'IN fentanyl 1.5 mcg/kg then morphine',
                                                    'urinary catheter (Foley) sited, target 1 ml/kg/h'], inf=['Hartmann\'s per Parkland', 'morphine 20 mcg/kg/h'],
         vent='none'),
    dict(k='gbs', cats='chi ado', dx='suspected Guillain-Barre syndrome with bulbar weakness', dxs='GBS',
         icd='G61.0', hx=['ascending weakness 5/7, areflexia, now weak cough', 'single breath count 12, FVC falling',
                          'autonomic instability, HR 60-150'], tx=['IVIG 2 g/kg started', 'elective intubation discussed with family',
                                                                    'avoid suxamethonium'], inf=['IVIG 0.4 g/kg/day'], vent='niv'),
    dict(k='svt', cats='neo inf', dx='SVT with heart failure (? WPW)', dxs='SVT', icd='I47.1',
         hx=['HR 280, narrow complex, poor perfusion', 'adenosine 100 then 200 then 300 mcg/kg, transient reversion only',
             'delta waves on sinus ECG suggest Wolff-Parkinson-White'], tx=['synchronised DC cardioversion 1 J/kg',
                                                                           'amiodarone load discussed with cardiology'],
         inf=['amiodarone 15 mcg/kg/min'], vent='none'),
]

COMORB = ['nil of note', 'ex-28/40 prem, CLD', 'trisomy 21 (Down syndrome), AVSD repaired',
          'Noonan syndrome', 'repaired tetralogy of Fallot', 'Duchenne muscular dystrophy', 'Dravet syndrome',
          'Pierre Robin sequence, previous NPA', 'DiGeorge (22q11) deletion', 'sickle cell disease (HbSS)',
          'asthma, on Seretide', 'post-Fontan circulation', 'Hirschsprung disease, stoma', 'cerebral palsy, GMFCS V, PEG fed',
          'VP shunt for hydrocephalus', 'bilateral Wilms tumour, in remission', 'nil, fully immunised']

NEO_COMORB = ['nil of note', 'born at 36+2 weeks by EMCS', 'ex-29/40 prem, twin 2', 'antenatal scans normal',
              'trisomy 21 (Down syndrome), antenatally known', 'term baby, uneventful pregnancy', 'IUGR, birth weight 2.1 kg']


def comorb(rng, cat):
    if cat == 'neo':
        return rng.choice(NEO_COMORB)
    pool = COMORB if cat != 'inf' else [x for x in COMORB if 'Seretide' not in x and 'Fontan' not in x and 'GMFCS' not in x]
    return rng.choice(pool)


ALLERGY = ['NKDA', 'penicillin (rash)', 'nil known', 'latex', 'NKDA', 'egg and peanut (anaphylaxis, carries EpiPen)',
           'co-trimoxazole', 'no known allergies']


def pick(rng, cat):
    ok = [s for s in SCEN if cat in s['cats'].split()]
    return rng.choice(ok)


def obs(rng, cat, cc):
    hr = {'neo': (150, 210), 'inf': (140, 200), 'tod': (120, 180), 'chi': (100, 160), 'ado': (80, 140)}[cat]
    rr = {'neo': (40, 80), 'inf': (40, 75), 'tod': (28, 55), 'chi': (20, 45), 'ado': (14, 35)}[cat]
    sbp = {'neo': (45, 70), 'inf': (60, 90), 'tod': (70, 100), 'chi': (80, 110), 'ado': (90, 125)}[cat]
    s = rng.randrange(*sbp)
    t = rng.choice(['36.%d' % rng.randrange(10), '37.%d' % rng.randrange(10), '38.%d' % rng.randrange(10),
                    '39.%d' % rng.randrange(5), '35.%d' % rng.randrange(10)])
    return dict(hr=rng.randrange(*hr), rr=rng.randrange(*rr), sbp=s, dbp=int(s * rng.uniform(0.45, 0.65)),
                spo2=rng.randrange(84, 100), t=t, crt=rng.choice(['2', '3', '4', '<2', '5']),
                gcs=rng.choice(['15', '14', '13 (E3V4M6)', '10', 'E2V2M4', '3 (sedated)', '8 (E2V2M4)']),
                etco2=('%.1f kPa' % rng.uniform(4.0, 7.5)) if cc not in ('US', 'CA') else '%d mmHg' % rng.randrange(30, 56),
                bm=('%.1f mmol/L' % rng.uniform(2.2, 18)) if cc != 'US' else '%d mg/dL' % rng.randrange(40, 320))


def obs_line(rng, cat, cc):
    o = obs(rng, cat, cc)
    return rng.choice([
        'HR %(hr)d, RR %(rr)d, BP %(sbp)d/%(dbp)d, SpO2 %(spo2)d%%, T %(t)s, CRT %(crt)s s' % o,
        'HR %(hr)d  BP %(sbp)d/%(dbp)d  SpO2 %(spo2)d%%  RR %(rr)d  Temp %(t)s  GCS %(gcs)s' % o,
        'P %(hr)d R %(rr)d BP %(sbp)d/%(dbp)d Sats %(spo2)d T %(t)s BGL %(bm)s' % o,
        'obs: HR %(hr)d / RR %(rr)d / sats %(spo2)d%% / BP %(sbp)d/%(dbp)d / EtCO2 %(etco2)s' % o,
    ])


def gas(rng, cc):
    ph = '7.%02d' % rng.randrange(0, 45)
    if cc in ('US', 'CA'):
        co2 = '%d mmHg' % rng.randrange(32, 95)
    else:
        co2 = '%.1f kPa' % rng.uniform(4.1, 12.5)
    return rng.choice([
        '%s gas: pH %s, pCO2 %s, BE %d, lactate %.1f' % (rng.choice(['cap', 'venous', 'art']), ph, co2,
                                                       rng.randrange(-18, 4), rng.uniform(0.8, 9.5)),
        'VBG pH %s / CO2 %s / HCO3 %d / Lac %.1f / Glu %.1f' % (ph, co2, rng.randrange(6, 28),
                                                                rng.uniform(0.8, 9.5), rng.uniform(2.5, 20)),
        'ABG %s/%s, BE %d, K %.1f, Na %d, iCa %.2f' % (ph, co2, rng.randrange(-18, 4), rng.uniform(2.9, 6.1),
                                                       rng.randrange(124, 151), rng.uniform(0.9, 1.3)),
    ])


def bloods(rng):
    return 'Hb %d g/L, WCC %.1f, plt %d, CRP %d, Na %d, K %.1f, urea %.1f, creat %d, INR %.1f' % (
        rng.randrange(70, 160), rng.uniform(2, 35), rng.randrange(20, 550), rng.randrange(1, 320),
        rng.randrange(125, 152), rng.uniform(3, 6), rng.uniform(1.5, 18), rng.randrange(15, 140), rng.uniform(0.9, 2.4))


def ett(rng, cat):
    size = {'neo': ['3.0', '3.5'], 'inf': ['3.5', '4.0'], 'tod': ['4.0', '4.5', '5.0'], 'chi': ['5.5', '6.0', '6.5'],
            'ado': ['6.5', '7.0', '7.5']}[cat]
    cm = {'neo': (8, 10), 'inf': (10, 12), 'tod': (12, 15), 'chi': (15, 19), 'ado': (19, 23)}[cat]
    blade = rng.choice(['Miller 1', 'Macintosh 2', 'Macintosh 3', 'Miller 0', 'C-MAC videolaryngoscope',
                        'McGrath MAC size 3'])
    return '%s %s ETT, %d cm at %s, grade %d view (%s), bougie %s' % (
        rng.choice(size), rng.choice(['cuffed', 'uncuffed', 'cuffed microcuff']), rng.randrange(*cm),
        rng.choice(['lips', 'gums', 'nose']), rng.randrange(1, 4), blade, rng.choice(['not needed', 'used', 'available']))


def vent(rng, kind):
    if kind == 'niv':
        return rng.choice(['CPAP +%d, FiO2 %.2f' % (rng.randrange(5, 9), rng.uniform(0.3, 0.8)),
                           'BiPAP %d/%d, FiO2 %.1f, via full-face mask' % (rng.randrange(12, 18), rng.randrange(5, 8),
                                                                          rng.uniform(0.3, 0.8)),
                           'HFNC %d L/min, FiO2 %.2f' % (rng.randrange(8, 40), rng.uniform(0.3, 0.7))])
    if kind == 'none':
        return rng.choice(['self-ventilating in air', 'nasal cannula 1 L/min', 'face mask O2 15 L/min',
                           'self-ventilating, Hudson mask 4 L/min'])
    return rng.choice([
        'SIMV-PC PIP %d PEEP %d rate %d Ti 0.%d FiO2 %.2f' % (rng.randrange(18, 32), rng.randrange(5, 11), rng.randrange(18, 40),
                                                             rng.randrange(5, 9), rng.uniform(0.3, 1.0)),
        'PRVC Vt %d ml (6 ml/kg), PEEP %d, RR %d, FiO2 %.1f' % (rng.randrange(20, 420), rng.randrange(5, 11),
                                                              rng.randrange(16, 40), rng.uniform(0.3, 1.0)),
        'VC-AC 6 ml/kg, PEEP %d, rate %d, FiO2 %d%%' % (rng.randrange(5, 11), rng.randrange(14, 40), rng.randrange(30, 101)),
    ])


def lines(rng):
    return rng.choice([
        '24G PIVC L hand, 22G R foot, IO R tibia (removed after CVC)',
        'R IJ CVC 4Fr double lumen (US-guided, Seldinger), L radial arterial line 22G',
        'UVC 5Fr at T9, UAC 3.5Fr at T8, 24G PIVC L saphenous',
        '2x PIVC (22G L ACF, 24G R hand), L femoral CVC 5Fr triple lumen',
        'PICC in situ (long-term), plus 22G PIVC',
    ])


VENTS = ['Hamilton T1', 'Oxylog 3000 plus', 'babyPAC 100', 'Servo-air', 'Trilogy Evo', 'Monnal T60']
MONS = ['Corpuls3', 'X Series monitor', 'IntelliVue X3', 'Propaq MD', 'Tempus Pro']
PUMPS = ['Alaris GH', 'Perfusor Space', 'Medfusion 4000', 'BodyGuard 323', 'CME T34']
INCUB = ['Babypod 20', 'Globetrotter IC', 'AirBorne Voyager', 'Transport Isolette TI500']
VEHICLES = ['Mercedes Sprinter 519', 'Ford Transit ambulance', 'Volvo XC90 rapid response car',
            'AW169 helicopter', 'EC135 T3', 'King Air B200', 'Pilatus PC-12', 'Bell 412', 'AW139',
            'Learjet 45', 'Beechcraft King Air 350']

HARDNEG = ['Broselow tape used for weight estimate', 'PEWS 7 on referral', 'PIM3 recorded at first face-to-face contact',
           'APLS algorithm followed', 'no Kernig or Brudzinski sign', 'Glasgow Coma Scale documented hourly',
           'Moro reflex present', 'Babinski upgoing bilaterally', 'Cushing triad absent',
           'Guedel airway size 1 in bag', 'Yankauer suction checked', 'Ayre T-piece (Jackson-Rees) circuit',
           'Seldinger kit in grab bag', 'Magill forceps available', 'Apgars 6 and 9 at birth',
           'team called via 999', 'family told to ring 111 if worried', 'used the NEWS2 equivalent (PEWS)',
           'Paediatric Early Warning Score escalated', 'Sepsis Six completed', 'WHO checklist adapted for transfer']
