"""Genre 2: hospital discharge letters to GPs (IE)."""
from helpers import *  # noqa

LOC = 'IE'
GENRE = 'discharge_letter_ie'
HOSPS = ["St Finbarr's General Hospital", 'Kilbrannagh University Hospital', 'Carrigmore Regional Hospital',
         "St Brigid's Hospital", 'Dromcollin General Hospital', 'Bon Secours Lisnagree', 'Mercy Hospital Inchavore',
         'Castlefergus Community Hospital']
WARDS = ["St Anne's Ward", 'Cuan Ward', 'St Joseph\'s Ward', 'Aisling Ward', 'Lee Ward', 'St Camillus Ward',
         'Brigid Ward', 'St Oliver\'s Ward', 'Slaney Ward', 'Corrib Ward']
PRACTICES = ['Rathmoyle Medical Centre', 'Main Street Surgery', 'Lisnagree Family Practice', 'Clonderry Health Centre',
             'The Square Medical Practice', 'Tullyvarra GP Clinic', 'Ardkilleen Medical']
NURSING = ['Castlefergus Community Nursing Unit', 'Knocknabrack Nursing Home', 'Sonas Nursing Home Ballykeeran']

SCEN = [
    dict(dx='Community-acquired pneumonia (right lower lobe), CURB-65 2', sp='Medicine',
         hx='presented via the ED with a {n}-day history of productive cough, pleuritic chest pain and rigors',
         course='CXR confirmed RLL consolidation. Commenced on IV co-amoxiclav and clarithromycin, stepped down to oral on day {sd}. Blood cultures no growth (lab no. {lab}). Legionella and pneumococcal urinary antigens negative. Reviewed by physiotherapy.',
         inv=[('WCC', 18.2, '4.0-11.0'), ('CRP', 212, '<5'), ('Urea', 9.8, '2.5-7.8'), ('Na', 134, '135-145'), ('Creat', 104, '45-90')],
         meds=['Co-amoxiclav 625 mg TDS to complete 7 days (NEW)', 'Clarithromycin 500 mg BD for 2 more days (NEW)'],
         fu='Repeat CXR in 6 weeks to ensure resolution.'),
    dict(dx='NSTEMI; single-vessel CAD - PCI to mid LAD with 1 x drug-eluting stent', sp='Cardiology',
         hx='was admitted with central chest pain radiating to the left arm while at work',
         course='Troponin rise 48 -> 1,240 ng/L. Loaded with aspirin and ticagrelor. Angiography via right radial on day 2 showed 90% mid LAD stenosis, stented (Xience drug-eluting stent). Echo: LVEF 50%, mild anterior hypokinesia. Uneventful recovery; attended cardiac rehab education.',
         inv=[('hs-TnT peak', 1240, '<14'), ('LDL', 3.9, '<1.4'), ('HbA1c', 44, '20-42'), ('Hb', 142, '130-170')],
         meds=['Aspirin 75 mg OD (NEW)', 'Ticagrelor 90 mg BD for 12 months (NEW)', 'Atorvastatin 80 mg nocte (NEW)', 'Bisoprolol 2.5 mg OD (NEW)', 'Ramipril 2.5 mg OD (NEW)'],
         fu='Cardiac rehabilitation phase III; cardiology OPD 3 months. Not to drive for 1 week.'),
    dict(dx='Infective exacerbation of COPD (GOLD 3), type 2 respiratory failure', sp='Respiratory',
         hx='presented with worsening dyspnoea, increased sputum purulence and wheeze over {n} days',
         course='ABG on arrival pH 7.31, pCO2 7.9 kPa. Required NIV for 36 hours on the respiratory unit. Treated with nebulisers, prednisolone and doxycycline. Weaned to 1 L O2 then room air, SpO2 target 88-92%. Sputum culture H. influenzae (specimen {lab}).',
         inv=[('pH', 7.31, '7.35-7.45'), ('pCO2 kPa', 7.9, '4.7-6.0'), ('Eos', 0.1, '0.0-0.5'), ('CRP', 68, '<5')],
         meds=['Prednisolone 30 mg OD to complete 5 days (NEW)', 'Doxycycline 100 mg OD x 4 days (NEW)', 'Trimbow 2 puffs BD (CHANGED from Seretide)'],
         fu='Pulmonary rehab referral sent. Respiratory OPD 8 weeks. Home oxygen assessment.'),
    dict(dx='Left lower limb cellulitis', sp='Medicine',
         hx='was referred by the out-of-hours GP service with a hot, swollen left shin for {n} days',
         course='Marked the erythema on admission; IV flucloxacillin 2 g QDS for 72 hours with good response. Doppler excluded DVT. Tinea pedis noted and treated. Seen by the tissue viability nurse.',
         inv=[('WCC', 13.1, '4.0-11.0'), ('CRP', 97, '<5'), ('Glucose', 6.4, '3.5-7.8'), ('Creat', 78, '45-90')],
         meds=['Flucloxacillin 1 g QDS for 7 days (NEW)', 'Clotrimazole 1% cream BD (NEW)'],
         fu='PHN to review leg; GP review if spreading redness.'),
    dict(dx='Right intracapsular neck of femur fracture - hemiarthroplasty', sp='Orthopaedics',
         hx='sustained a mechanical fall at home onto the right side and was unable to weight bear',
         course='Underwent right hemiarthroplasty on day 1 under spinal anaesthesia. Post-op Hb 94, transfused 1 unit (unit no. {lab}). Reviewed by orthogeriatrics: delirium screen, bone health, falls review. Mobilising with a rollator and physio.',
         inv=[('Hb post-op', 94, '115-155'), ('Vit D', 28, '>50'), ('Ca adj', 2.28, '2.2-2.6'), ('Na', 136, '135-145')],
         meds=['Enoxaparin 40 mg SC OD for 28 days (NEW)', 'Alendronic acid 70 mg weekly (NEW)', 'Calcichew D3 Forte 1 BD (NEW)', 'Paracetamol 1 g QDS PRN'],
         fu='Clips out day 12-14 by PHN. Fracture clinic 6 weeks. DEXA scan.'),
    dict(dx='Diabetic ketoacidosis - new presentation of type 1 diabetes', sp='Endocrinology',
         hx='presented with polyuria, polydipsia, weight loss of {n} kg and vomiting',
         course='Venous pH 7.08, ketones 5.8. Managed on the DKA protocol with fixed-rate insulin. Resolved at 18 hours. Commenced basal-bolus insulin; education by the diabetes nurse specialist. Freestyle Libre sensor applied (serial {dev}).',
         inv=[('pH', 7.08, '7.35-7.45'), ('Ketones', 5.8, '<0.6'), ('Glucose', 31.2, '3.5-7.8'), ('HbA1c', 112, '20-42'), ('GAD Ab', 'positive', '')],
         meds=['Insulin glargine (Abasaglar) 14 units nocte (NEW)', 'Insulin aspart (NovoRapid) per carb ratio 1:10 (NEW)', 'Glucagon 1 mg IM PRN (NEW)'],
         fu='Diabetes day centre in 1 week. Informed re NDLS driving rules.'),
    dict(dx='Upper GI bleed - duodenal ulcer (Forrest IIb), H. pylori positive', sp='Gastroenterology',
         hx='presented with melaena for {n} days and a presyncopal episode',
         course='Glasgow-Blatchford score 11. OGD on day 1: 1.5 cm DU with adherent clot, injected and clipped. IV PPI infusion 72 hours. Transfused 2 units. CLO test positive.',
         inv=[('Hb', 71, '130-170'), ('Urea', 16.4, '2.5-7.8'), ('INR', 1.1, '0.8-1.2'), ('Ferritin', 14, '30-400')],
         meds=['Esomeprazole 40 mg BD for 8 weeks (NEW)', 'H. pylori eradication: amoxicillin/clarithromycin/PPI 14 days (NEW)', 'STOPPED naproxen'],
         fu='Repeat OGD in 8 weeks. Urea breath test 4 weeks after eradication.'),
    dict(dx='New atrial fibrillation with rapid ventricular response', sp='Cardiology',
         hx='was admitted with palpitations and breathlessness, HR {n}0 in AF on arrival',
         course='Rate controlled with bisoprolol and digoxin. TSH normal. Echo: structurally normal valves, LA mildly dilated. CHA2DS2-VASc 3, ORBIT 1 - anticoagulated with apixaban. 24-hour Holter arranged (device no. {dev}).',
         inv=[('TSH', 1.9, '0.3-4.2'), ('Mg', 0.74, '0.7-1.0'), ('K', 3.6, '3.5-5.3'), ('BNP', 640, '<100')],
         meds=['Apixaban 5 mg BD (NEW)', 'Bisoprolol 5 mg OD (NEW)', 'Digoxin 62.5 mcg OD (NEW)'],
         fu='Cardiology OPD 8 weeks; consider DCCV.'),
    dict(dx='Acute pyelonephritis with AKI stage 2', sp='Medicine',
         hx='presented with fever, right loin pain and vomiting for {n} days',
         course='Urine culture E. coli (ESBL negative, lab no. {lab}). IV gentamicin single dose then IV ceftriaxone. AKI resolved with fluids (creat 245 -> 96). US KUB: no hydronephrosis.',
         inv=[('Creat', 245, '45-90'), ('CRP', 287, '<5'), ('WCC', 21.4, '4.0-11.0'), ('Lactate', 2.6, '<2')],
         meds=['Co-amoxiclav 625 mg TDS to complete 10 days (NEW)', 'HOLD metformin and ramipril until renal function reviewed'],
         fu='U&E with GP in 1 week please.'),
    dict(dx='Left MCA territory ischaemic stroke - thrombolysed', sp='Stroke',
         hx='was brought in by ambulance with sudden right-sided weakness and expressive dysphasia, NIHSS {n}',
         course='CT/CTA: no haemorrhage, no LVO. Thrombolysed with tenecteplase at 72 minutes door-to-needle. NIHSS improved to 2. MRI: small left corona radiata infarct. Swallow assessed by SLT. Carotid doppler: <50% stenosis.',
         inv=[('LDL', 4.1, '<1.8'), ('HbA1c', 51, '20-42'), ('Glucose', 8.2, '3.5-7.8'), ('Chol', 6.2, '<5')],
         meds=['Clopidogrel 75 mg OD (NEW)', 'Atorvastatin 80 mg OD (NEW)', 'Amlodipine 5 mg OD (NEW)'],
         fu='Stroke OPD 6 weeks. Early supported discharge team. No driving for 1 month.'),
]


EXAMS = ['On admission: T {t}, HR {hr}, BP {bp}, RR {rr}, SpO2 {sat}% on room air. Alert and orientated. {focus}',
         'Examination on arrival: appeared unwell, HR {hr}, BP {bp}, temperature {t}. Heart sounds normal. {focus} Calves soft, non-tender.',
         'On examination he/she was comfortable at rest; obs HR {hr}, BP {bp}, SpO2 {sat}%. {focus} Abdomen soft, non-tender.']
FOCUS = ['Reduced air entry and bronchial breathing right base.', 'No focal neurology.', 'JVP not raised, mild bibasal crackles.',
         'Erythema extending to mid-shin, warm and tender.', 'Right leg shortened and externally rotated.', 'Dry mucous membranes, Kussmaul breathing.']
FUNC = ['Mobility at discharge: independent with stick, managing stairs with one rail. Home care package {pkg} restarted.',
        'Seen by OT - rails and shower chair arranged. Mobilising independently on the ward. Home help 30 min mane.',
        'Independent with all ADLs at discharge. Back to baseline.',
        'Requires supervision for transfers. PHN informed. Meals on wheels arranged via {org}.']
PEND = ['Pending at discharge: blood cultures (final), histology ({acc}) - we will forward results.',
        'No results pending at time of discharge.',
        'Pending: vitamin B12/folate, myeloma screen (lab no. {acc}). I will follow these up.']
INFO = ['The diagnosis and medication changes were explained to {n} and {rel} {qn}, who had the opportunity to ask questions. Written information provided.',
        '{n} was given a copy of this letter and an information leaflet. {He} was advised to return to the ED if symptoms recur.',
        'Discussed with {n} and, with consent, {rel} {qn} by telephone ({qp}).']


def extras(rng, d, c, rel, q):
    v = vitals(rng)
    d.ln(rng.choice(EXAMS).replace('{t}', v['t']).replace('{hr}', str(v['hr'])).replace('{bp}', v['bp']).replace('{rr}', str(v['rr']))
         .replace('{sat}', str(v['sat'])).replace('{focus}', rng.choice(FOCUS)).replace('he/she', c['he']))
    d.ln('')
    d.ln(rng.choice(FUNC), pkg=('HCP-' + digits(rng, 6), 'IDNUM'), org=(rng.choice(ORGS['IE']), 'ORGANIZATION'))
    d.ln(rng.choice(PEND), acc=('%s%s/%s' % (rng.choice(['H', 'C', 'BIO']), digits(rng, 2), digits(rng, 5)), 'IDNUM'))
    d.ln('')
    d.ln(rng.choice(INFO), n=nm(c['p'], rng.choice(['first', 'full']), 'PATIENT'), rel=rel, qn=nm(q, 'first', 'FAMILY'), He=c['He'],
         qp=(phone(rng, LOC, 'mob'), 'PHONE'))


def dmeds(rng, sc):
    first = set(m.split()[0].lower() for m in sc['meds'])
    extra = [m for m in GEN_MEDS if m.split()[0].lower() not in first]
    return sc['meds'] + rng.sample(extra, rng.randint(1, 4))


def gen(rng):
    c = new_ctx(rng, LOC, 34, 94)
    d = Doc()
    p = c['p']
    ds = c['ds']
    sc = rng.choice(SCEN)
    hosp = rng.choice(HOSPS)
    ha = address(rng, LOC)
    ha['town'] = rng.choice(TOWNS['IE'])
    gp = person(rng, LOC)
    prac = rng.choice(PRACTICES)
    pa = address(rng, LOC)
    cons = person(rng, LOC)
    reg = person(rng, LOC)
    typist = person(rng, LOC, 'F')
    adm = days(c['vd'], -rng.randint(3, 16))
    dis = c['vd']
    mrn = digits(rng, rng.choice([6, 7, 8]))
    ttl = title(p, rng)
    rel, q = relative(rng, LOC, c)
    prof = rng.choice(PROFESSIONS)
    lay = rng.choice(['letter', 'letter', 'eds'])
    lab = '%s%s' % (rng.choice(['M', 'B', 'H', 'U']), digits(rng, 8))
    dev = '%s%s' % (rng.choice(['0M', '3K', 'HLT-', 'SN']), letters(rng, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'))
    lot = '%s%s' % (rng.choice(['L', 'LOT']), digits(rng, 7))
    body = S(sc['hx'].replace('{n}', str(rng.randint(2, 9))))
    course = S(sc['course'].replace('{sd}', str(rng.randint(2, 4))).replace('{n}', str(rng.randint(4, 9))), lab=(lab, 'IDNUM'), dev=(dev, 'DEVICE'), lot=(lot, 'IDNUM'))
    ward = rng.choice(WARDS)
    bed = str(rng.randint(1, 32))
    if lay == 'letter':
        d.ln('{h}', h=(hosp, 'HOSPITAL'))
        d.ln('{a}', a=addr_segs(ha, LOC, multiline=True))
        d.ln('Tel: {t}    Fax: {f}', t=(phone(rng, LOC), 'PHONE'), f=(phone(rng, LOC), 'FAX'))
        d.ln('Department of %s' % sc['sp'])
        d.ln('')
        d.ln('Date: {dt}', dt=D(days(dis, rng.randint(0, 5)), ds))
        d.ln('')
        d.ln('Dr {g}', g=nm(gp, 'full', 'DOCTOR'))
        d.ln('{pr}', pr=(prac, 'HOSPITAL'))
        d.ln('{a}', a=addr_segs(pa, LOC, multiline=True, county=rng.random() < 0.5))
        d.ln('')
        d.ln('RE: {n}, DOB {dob}, MRN {mrn}', n=nm(p, 'FULLU', 'PATIENT'), dob=D(c['dob'], ds), mrn=(mrn, 'MRN'))
        d.ln('    {a}', a=addr_segs(c['addr'], LOC))
        d.ln('Date of admission: {a}    Date of discharge: {b}', a=D(adm, ds), b=D(dis, ds))
        d.ln('Consultant: Dr {cn}    Ward: {w}', cn=nm(cons, 'full', 'DOCTOR'), w=(ward, 'HOSPITAL'))
        d.ln('')
        d.ln('Dear Dr {g},', g=nm(gp, 'last', 'DOCTOR'))
        d.ln('')
        d.ln('I am writing to update you regarding your patient {ttl} {n}, a {ag}, who was discharged home from our care today. '
             '{He} {body}.', ttl=ttl, n=nm(p, 'full', 'PATIENT'), ag=age_phrase(rng, c['age'], c['sex']), He=c['He'], body=body)
        d.ln('')
        d.ln('Background: ' + ', '.join(rng.sample(['hypertension', 'T2DM (diet-controlled)', 'hypercholesterolaemia', 'osteoarthritis',
                                                    'previous TIA', 'asthma', 'BPH', 'hypothyroidism', 'GORD', 'depression', 'CKD 3a'], 4)) + '.')
        d.ln('Social: lives {w} in {tn}. {He} is a {pf}%s. Independent with ADLs prior to admission. Ex-smoker, alcohol %d units/week.' % (
            rng.choice(['', ' (retired)', ', currently working part-time']), rng.randint(0, 28)),
             w=rng.choice([['with ', c['his'], ' ', rel, ' ', nm(q, 'first', 'FAMILY')], 'alone', ['with ', c['his'], ' ', rel, ', ', nm(q, 'full', 'FAMILY')]]),
             tn=(rng.choice(TOWNS['IE']), 'CITY'), He=c['He'], pf=(prof, 'PROFESSION'))
        d.ln('')
        extras(rng, d, c, rel, q)
        d.ln('')
        d.ln('Hospital course: {cs}', cs=course)
        d.ln('')
        d.ln('Diagnosis: ' + sc['dx'])
        d.ln('')
        d.ln('Investigations:')
        for nmx, val, ref in sc['inv']:
            d.ln('  %-14s %-10s (%s)' % (nmx, val, ref or '-'))
        d.ln('')
        d.ln('Medications on discharge:')
        for m in dmeds(rng, sc):
            d.ln('  - ' + m)
        d.ln('')
        d.ln('Summary for GP:')
        d.ln('  * Diagnosis: ' + sc['dx'])
        d.ln('  * Medication changes: see above (NEW/CHANGED/STOPPED marked)')
        d.ln('  * Bloods: ' + rng.choice(['FBC, U&E in 1 week', 'LFTs in 4 weeks', 'INR per anticoagulation clinic', 'none required']))
        d.ln('')
        d.ln('Follow-up: ' + sc['fu'])
        d.ln('OPD appointment: {dt} at {tm}, %s clinic, {h}.' % sc['sp'], dt=D(days(dis, rng.randint(28, 90)), rng.choice([ds, 'wdM'])),
             tm='%02d:%02d' % (rng.randint(8, 15), rng.choice([0, 15, 30, 45])), h=(hosp, 'HOSPITAL'))
        d.ln('GP actions: please check U&E/FBC in 1-2 weeks and review medication changes above.')
        d.ln('')
        d.ln('Yours sincerely,')
        d.ln('')
        d.ln('______________________')
        d.ln('Dr {r}, %s' % rng.choice(['SHO', 'Registrar', 'SpR', 'Medical Registrar', 'Intern']), r=nm(reg, 'full', 'DOCTOR'))
        d.ln('on behalf of Dr {cn}, Consultant in %s' % sc['sp'], cn=nm(cons, rng.choice(['fml', 'full']), 'DOCTOR'))
        d.ln('IMC Reg. No. {imc}    Bleep {b}', imc=(digits(rng, 6), 'LICENSE'), b=(str(rng.randint(100, 899)), 'PHONE'))
        d.ln('')
        d.ln('cc: {n}, {a}', n=nm(p, 'full', 'PATIENT'), a=addr_segs(c['addr'], LOC, county=False))
        d.ln('cc: Public Health Nurse {phn}, {tn}', phn=nm(person(rng, LOC, 'F'), 'full', 'DOCTOR'), tn=(rng.choice(TOWNS['IE']) + ' Health Centre', 'HOSPITAL'))
        d.ln('')
        d.ln('Dict: {a}/{b}   Typed: {td}', a=nm(reg, 'ini', 'DOCTOR'), b=nm(typist, 'lcini', 'DOCTOR'), td=D(days(dis, rng.randint(1, 6)), 'dmy'))
    else:
        d.ln('ELECTRONIC DISCHARGE SUMMARY - {h}', h=(hosp.upper(), 'HOSPITAL'))
        d.ln('=' * 72)
        d.ln('PATIENT: {n}    HOSPITAL NO: {mrn}', n=nm(p, 'LFU', 'PATIENT'), mrn=(mrn, 'MRN'))
        d.ln('DOB: {dob}    AGE: {age}    SEX: {sx}', dob=D(c['dob'], 'dmy'), age=A(c['age']), sx=c['sex'])
        d.ln('ADDRESS: {a}', a=addr_segs(c['addr'], LOC, upper=True))
        d.ln('PPSN: {pps}    GMS/MEDICAL CARD NO: {gms}', pps=('%s%s' % (digits(rng, 7), rng.choice(['A', 'B', 'W', 'T', 'H', 'FA', 'WA'])), 'SSN'),
             gms=(digits(rng, rng.choice([6, 7])) + rng.choice(['', 'A', 'B']), 'HEALTHPLAN') if rng.random() < 0.7 else 'N/A (private)')
        if rng.random() < 0.5:
            d.ln('PRIVATE INSURER: {ins}    POLICY NO: {pol}', ins=(rng.choice(['Shamrock Health Insurance', 'Corrib Assure', 'Éire Health Cover', 'Brú Health']), 'ORGANIZATION'), pol=(digits(rng, 8), 'HEALTHPLAN'))
        d.ln('NOK: {q} ({rel})  Ph {ph}', q=nm(q, 'FULLU', 'FAMILY'), rel=rel, ph=(phone(rng, LOC, 'mob'), 'PHONE'))
        d.ln('GP: Dr {g}, {pr}, {tn}', g=nm(gp, 'flast', 'DOCTOR'), pr=(prac, 'HOSPITAL'), tn=(rng.choice(TOWNS['IE']), 'CITY'))
        d.ln('EPISODE NO: {ep}    WARD: {w}  BED {b}', ep=(digits(rng, 9), 'ACCOUNT'), w=(ward.upper(), 'HOSPITAL'), b=(bed, 'LOCATION_OTHER'))
        d.ln('ADMITTED: {a}    DISCHARGED: {b}    LOS: %d days' % (dis - adm).days, a=D(adm, 'dmy'), b=D(dis, 'dmy'))
        d.ln('CONSULTANT: {cn} (%s)' % sc['sp'].upper(), cn=nm(cons, 'FULLU', 'DOCTOR'))
        d.ln('DISCHARGE DESTINATION: {dd}', dd=rng.choice(['Home', 'Home with PHN support', ['Step-down to ', (rng.choice(NURSING), 'HOSPITAL')]]))
        d.ln('=' * 72)
        d.ln('PRINCIPAL DIAGNOSIS')
        d.ln('  ' + sc['dx'])
        d.ln('PRESENTING COMPLAINT')
        d.ln('  {ag} {body}.', ag=age_phrase(rng, c['age'], c['sex']), body=body)
        d.ln('CLINICAL COURSE')
        d.ln('  {cs}', cs=course)
        d.ln('  Family: {q} ({rel}) updated by phone on {dt}.', q=nm(q, 'first', 'FAMILY'), rel=rel, dt=D(days(adm, rng.randint(1, 3)), 'dMM'))
        d.ln('EXAMINATION / FUNCTION')
        extras(rng, d, c, rel, q)
        d.ln('KEY RESULTS')
        d.ln('  TEST         | RESULT  | REF RANGE')
        for nmx, val, ref in sc['inv']:
            d.ln('  %-12s | %-7s | %s' % (nmx, val, ref or '-'))
        d.ln('  Accession: {a}', a=('%s-%s' % (rng.choice(['CH', 'HA', 'BIO']), digits(rng, 7)), 'IDNUM'))
        d.ln('DISCHARGE MEDICATIONS')
        for i, m in enumerate(dmeds(rng, sc), 1):
            d.ln('  %d. %s' % (i, m))
        d.ln('ALLERGIES: ' + rng.choice(['NKDA', 'Penicillin (anaphylaxis)', 'Sulfonamides (rash)', 'Nil known']))
        d.ln('FOLLOW-UP')
        d.ln('  ' + sc['fu'])
        d.ln('  Clinic: {dt} {h} OPD', dt=D(days(dis, rng.randint(28, 90)), 'dmy'), h=(hosp, 'HOSPITAL'))
        d.ln('COMPLETED BY: Dr {r} (NCHD)  MCRN {imc}  {dt}', r=nm(reg, 'full', 'DOCTOR'), imc=(digits(rng, 6), 'LICENSE'), dt=D(dis, 'dmy'))
        d.ln('Queries: {e} | {t}', e=(email(rng, None, slug(hosp)[:14] + '.hse.example', sc['sp'].lower() + '.secretary'), 'EMAIL'),
             t=(phone(rng, LOC) + ext(rng), 'PHONE'))
        footer_print(rng, d, LOC, reg, dis, 'dmy')
    return d
