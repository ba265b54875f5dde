"""Genre 1: GP consultation notes and repeat-prescription requests (UK)."""
from helpers import *  # noqa

LOC = 'GB'
GENRE = 'gp_consultation_uk'
PRACTICES = ['Fellside Medical Practice', 'Kingsmere Surgery', 'The Old Mill Health Centre', 'Netherfold Family Practice',
             'Ashcombe Road Surgery', 'Brackenby Health Centre', 'Wexley Green Medical Group', 'Dunmoor Village Surgery',
             'Cressington Park Practice', 'Haverleigh & District Medical Centre', 'Stowbridge Riverside Surgery',
             'Grayholm Lane Practice']
PHARMS = ['Haverleigh Pharmacy', 'Greenway Chemists', 'Pelham Cross Pharmacy', 'Mardale Late Night Pharmacy',
          'Kingsmere Community Pharmacy', 'Ashcombe Dispensary', 'Netherfold Chemist']
HOSPS = ['Ashcombe General Hospital', 'Wendleshire Royal Infirmary', "St Aldhelm's Hospital",
         'Pelham Cross Community Hospital', 'Harrowdale University Hospital', 'Ternside District General']


def scen(rng, c):
    """Return (title, hx, ex, imp, plan, meds) as segment lists."""
    k = rng.randint(0, 11)
    if k == 8 and (c['sex'] == 'M' or c['age'] < 40):
        k = 0
    v = vitals(rng)
    he, his = c['he'], c['his']
    p = c['p']
    rel, q = relative(rng, LOC, c)
    prof = (rng.choice(PROFESSIONS), 'PROFESSION')
    org = (rng.choice(ORGS['GB']), 'ORGANIZATION')
    hosp = (rng.choice(HOSPS), 'HOSPITAL')
    prev = days(c['vd'], -rng.randint(20, 400))
    ds = c['ds']
    if k == 0:
        t = 'Hypertension review'
        hx = S('Attends for BP review. Home readings avg %d/%d over 7 days (sheet scanned). No headaches, chest pain or SOB. '
               'Ankle swelling since amlodipine increased on {pd}. Works as a {prof} at {org}, finds it hard to get to appts. '
               'Non-smoker, alcohol approx %d units/wk.' % (v['sbp'] - 5, v['dbp'], rng.randint(0, 24)), pd=D(prev, ds), prof=prof, org=org)
        ex = 'BP %s (sitting, L arm), repeat %d/%d. HR %d reg. BMI %.1f. Mild pitting oedema both ankles.' % (v['bp'], v['sbp'] - 6, v['dbp'] - 2, v['hr'], rng.uniform(22, 36))
        imp = 'Essential hypertension - suboptimal control. ?CCB-related oedema.'
        plan = S('Switch amlodipine to lercanidipine 10 mg od. U&E, HbA1c, lipids, urine ACR. QRISK3 %.1f%%. Review with HCA BP check in 4/52.' % rng.uniform(8, 28))
        meds = ['Lercanidipine 10 mg tablets, 1 od, 28', 'Ramipril 5 mg capsules, 1 od, 28']
    elif k == 1:
        t = 'Diabetes annual review'
        hx = S('T2DM dx {dy}. Diet variable, {rel} {qn} does most of the cooking. Reports nocturia x2, no hypos. '
               'Feet checked by podiatry at {hosp} on {pd}. Retinal screening up to date.', dy=D(days(c['vd'], -rng.randint(900, 5000)), 'y'),
               rel=rel, qn=nm(q, 'first', 'FAMILY'), hosp=hosp, pd=D(prev, ds))
        ex = 'Wt %.1f kg, BP %s. Foot pulses palpable, monofilament 10/10 bilat. HbA1c %d mmol/mol (prev %d). eGFR %d. ACR %.1f.' % (
            rng.uniform(64, 118), v['bp'], rng.randint(49, 88), rng.randint(48, 80), rng.randint(38, 90), rng.uniform(0.4, 9))
        imp = 'T2DM, HbA1c above target. CKD G3a stable.'
        plan = S('Add empagliflozin 10 mg od, sick day rules explained and leaflet given. Structured education (DESMOND) referral. Repeat HbA1c 3/12.')
        meds = ['Metformin 500 mg MR tablets, 2 bd, 112', 'Empagliflozin 10 mg tablets, 1 od, 28', 'Atorvastatin 20 mg tablets, 1 nocte, 28']
    elif k == 2:
        t = 'Low back pain / fit note'
        hx = S('Acute LBP since lifting at work on {pd} (works as a {prof} for {org}). Pain L lumbar, radiates to buttock, not below knee. '
               'No saddle anaesthesia, no bladder/bowel change. Requesting fit note.', pd=D(days(c['vd'], -rng.randint(3, 20)), ds), prof=prof, org=org)
        ex = 'Walks in stiffly. Paraspinal tenderness L4-5. SLR 70 deg bilat, power 5/5, reflexes present and symmetrical. Sensation intact.'
        imp = 'Mechanical low back pain, no red flags.'
        plan = S('Fit note issued - may be fit for work with amended duties, %d weeks. Naproxen 500 mg bd with PPI cover. Self-referral physio leaflet. Safety-net re cauda equina given verbally and in writing.' % rng.randint(1, 4))
        meds = ['Naproxen 500 mg tablets, 1 bd with food, 28', 'Omeprazole 20 mg capsules, 1 od, 28']
    elif k == 3:
        t = 'Low mood follow-up'
        hx = S('Review of mood, started sertraline on {pd}. PHQ-9 today %d (was %d). GAD-7 %d. Sleeping better. Still off work from {org}. '
               'Supportive {rel} ({qn}). No thoughts of self-harm, future-oriented, looking forward to daughter\'s wedding at {hol}.' % (
                   rng.randint(6, 14), rng.randint(15, 22), rng.randint(5, 15)),
               pd=D(prev, ds), org=org, rel=rel, qn=nm(q, 'full', 'FAMILY'), hol=(rng.choice(['Christmas', 'Easter', 'New Year']), 'DATE'))
        ex = 'Appropriately dressed, good eye contact, reactive affect. No psychomotor change.'
        imp = 'Moderate depressive episode - improving.'
        plan = S('Continue sertraline 100 mg. Talking Therapies self-referral ({tt}).', tt=('talkingtherapies.example.org', 'URL'))
        plan += S(' Review 4/52 or sooner if worse.')
        meds = ['Sertraline 100 mg tablets, 1 od, 28']
    elif k == 4:
        t = 'Cough'
        hx = S('%d/7 productive cough, green sputum, fevers. Returned from {ctry} on {pd}. Smoker %d pack-yrs. Asthma, uses salbutamol more.' % (
            rng.randint(4, 12), rng.randint(5, 40)), ctry=(rng.choice(COUNTRIES), 'COUNTRY'), pd=D(days(c['vd'], -rng.randint(4, 15)), ds))
        ex = 'T %s, HR %d, RR %d, SpO2 %d%% RA. Coarse creps R base. No wheeze. CRB-65 %d.' % (v['t'], v['hr'], v['rr'], v['sat'], rng.randint(0, 1))
        imp = 'LRTI, likely community-acquired pneumonia, low severity.'
        plan = S('Amoxicillin 500 mg tds 5/7. CXR 6/52 if smoker >50. Smoking cessation advice. If worse/breathless, call 111 or attend {hosp} ED.', hosp=hosp)
        meds = ['Amoxicillin 500 mg capsules, 1 tds, 15']
    elif k == 5:
        t = 'Knee pain'
        hx = S('R knee pain %d months, worse on stairs, after walking the dog. Previously a keen runner with {org}. ' % rng.randint(2, 18), org=org)
        ex = 'Small effusion R knee, crepitus, medial joint line tender, ROM 0-110. Ligaments stable.'
        imp = 'Probable OA R knee.'
        plan = S('Topical NSAID, weight management, MSK physio. X-ray standing AP/lat requested at {hosp}.', hosp=hosp)
        meds = ['Ibuprofen 5% gel, apply tds, 100 g']
    elif k == 6:
        t = 'Medication review'
        hx = S('Structured medication review with clinical pharmacist. Lives with {rel} {qn} in a bungalow. Uses {ph} for blister packs. '
               'Falls x%d since {pd}. Some dizziness on standing.' % rng.randint(1, 3), rel=rel, qn=nm(q, 'first', 'FAMILY'),
               ph=(rng.choice(PHARMS), 'HOSPITAL'), pd=D(prev, 'My'))
        ex = 'Lying BP %s, standing %d/%d after 3 min. ACB score %d. eGFR %d.' % (v['bp'], v['sbp'] - 24, v['dbp'] - 8, rng.randint(2, 6), rng.randint(30, 70))
        imp = 'Postural hypotension; polypharmacy.'
        plan = S('Stop doxazosin. Reduce amitriptyline to 10 mg nocte, plan to stop. Falls clinic referral.')
        meds = ['Amitriptyline 10 mg tablets, 1 nocte, 28', 'Paracetamol 500 mg tablets, 2 qds prn, 100']
    elif k == 7:
        t = 'UTI symptoms'
        hx = S('Dysuria, frequency %d/7. No loin pain, no fever. No vaginal discharge. Last UTI {pd}. Urine dip: nitrites +, leucs ++.' % rng.randint(1, 4), pd=D(prev, 'My3'))
        ex = 'Afebrile. Abdo soft, mild suprapubic tenderness. No renal angle tenderness.'
        imp = 'Uncomplicated lower UTI.'
        plan = S('Nitrofurantoin MR 100 mg bd 3/7. MSU sent (lab no {lab}). Advise fluids.', lab=('%s%s' % (rng.choice(['U', 'MB', 'H']), digits(rng, 8)), 'IDNUM'))
        meds = ['Nitrofurantoin 100 mg MR capsules, 1 bd, 6']
    elif k == 8:
        t = 'Menopause'
        hx = S('Hot flushes, night sweats, poor sleep since {pd}. LMP {lmp}. Works as a {prof}, struggling at work. No hx VTE, breast Ca, or migraine with aura. Mother {qn} had breast cancer at ',
               pd=D(prev, 'My'), lmp=D(days(c['vd'], -rng.randint(200, 500)), 'My'), prof=prof,
               qn=nm(person(rng, LOC, 'F'), 'first', 'FAMILY'))
        hx += [A(rng.randint(58, 79)), '.']
        ex = 'BP %s, BMI %.1f.' % (v['bp'], rng.uniform(21, 33))
        imp = 'Perimenopausal/menopausal vasomotor symptoms.'
        plan = S('Start transdermal estradiol 50 mcg patch + Utrogestan 100 mg nocte. Review 3/12. NICE menopause leaflet.')
        meds = ['Estradiol 50 micrograms/24 hours patches, 2 per week, 8', 'Utrogestan 100 mg capsules, 1 nocte, 30']
    elif k == 9:
        t = 'Asthma review'
        hx = S('ACT score %d. Using salbutamol %d x/week. Night waking. Works in a bakery ({org}) - flour dust? Uses spacer.' % (rng.randint(12, 22), rng.randint(2, 7)), org=org)
        ex = 'PEFR %d (best %d). Chest clear. Inhaler technique checked - poor with MDI.' % (rng.randint(280, 430), rng.randint(420, 560))
        imp = 'Asthma, partially controlled; possible occupational component.'
        plan = S('Step up to MART. Personalised asthma action plan given. Occupational health referral discussed.')
        meds = ['Symbicort 200/6 Turbohaler, 1 puff bd + prn, 1', 'Salbutamol 100 micrograms inhaler, prn, 1']
    elif k == 10:
        t = 'Rash'
        hx = S('Itchy rash on flexures x %d weeks. New washing powder. Works as a {prof}. Used emollient from {ph}, partial help.' % rng.randint(1, 6), prof=prof, ph=(rng.choice(PHARMS), 'HOSPITAL'))
        ex = 'Erythematous, dry lichenified patches antecubital fossae bilat. No secondary infection.'
        imp = 'Atopic eczema flare.'
        plan = S('Emollient liberally, clobetasone 0.05% bd 7 days then stop. Photo uploaded to record.')
        meds = ['Clobetasone butyrate 0.05% cream, bd, 30 g', 'Zerobase cream, apply freely, 500 g']
    else:
        t = 'Chest pain'
        hx = S('Intermittent central chest tightness on exertion x 3 weeks, eases with rest. Brother {qn} had MI aged ', qn=nm(person(rng, LOC, 'M'), 'first', 'FAMILY'))
        hx += [A(rng.randint(44, 60)), '. Smoker. Works as a ', prof, '.']
        ex = 'BP %s, HR %d reg. HS normal. Chest clear. No oedema. ECG: SR, no acute changes.' % (v['bp'], v['hr'])
        imp = 'Suspected stable angina.'
        plan = S('Rapid access chest pain clinic referral to {hosp} (e-RS UBRN {ubrn}). GTN spray. Aspirin 75 mg. If pain >15 min call 999.',
                 hosp=hosp, ubrn=('%s %s %s' % (digits(rng, 4), digits(rng, 4), digits(rng, 4)), 'IDNUM'))
        meds = ['GTN 400 micrograms/dose spray, prn, 1', 'Aspirin 75 mg dispersible, 1 od, 28']
    return t, hx, ex, imp, plan, meds


PROBS = ['Hypertension', 'Type 2 diabetes mellitus', 'Asthma', 'COPD', 'Osteoarthritis of knee', 'Depression',
         'Hypothyroidism', 'Atrial fibrillation', 'CKD stage 3a', 'Gout', 'GORD', 'Migraine', 'Appendicectomy',
         'Cholecystectomy', 'Fractured wrist', 'Hypercholesterolaemia', 'Benign prostatic hypertrophy', 'Anxiety',
         'Obstructive sleep apnoea', 'Psoriasis', 'Iron deficiency anaemia', 'Total hip replacement']
ALLER = ['No known drug allergies', 'Penicillin - rash', 'Codeine - vomiting', 'Trimethoprim - urticaria',
         'Elastoplast - skin reaction', 'Latex', 'NKDA']


PAST = [
    'Telephone encounter. Pt requesting sick note extension. Discussed, issued for 2/52. Advised to contact {org} occupational health.',
    'Letter received from {hosp} ({spec} clinic, Dr {cons}) dated {ld}: reviewed, no action for GP except repeat bloods in 3/12. Filed.',
    'Flu vaccination given by HCA {hca}, R deltoid, batch {batch}. No immediate reaction.',
    'Blood test (phlebotomy). U&E, FBC, LFT, lipids taken. Lab req {req}.',
    'DNA - did not attend. Text reminder sent to {mob}.',
    'Administration note: change of address received, now at {addr}.',
    'Out of hours report ({ooh}) {ld}: seen for {oohp}, advised GP f/u.',
    'e-consult received: asking about travel vaccines for {ctry} in {mon}. Forwarded to practice nurse {hca}.',
    'Home visit request from {rel} {qn} - not clinically indicated, telephone advice given instead.',
    'Cervical screening: sample taken by {hca}, HPV primary screening, lab ref {req}.',
]


def past_entries(rng, d, c, ds, n):
    whens = sorted((days(c['vd'], -rng.randint(15, 700)) for _ in range(n)), reverse=True)
    for when in whens:
        rel, q = relative(rng, LOC, c)
        hca = person(rng, LOC, 'F')
        e = rng.choice(PAST)
        if 'Cervical' in e and (c['sex'] == 'M' or c['age'] > 64):
            e = PAST[3]
        d.ln('{dt} %02d:%02d  {who}' % (rng.randint(8, 18), rng.randint(0, 59)), dt=D(when, ds),
             who=[nm(person(rng, LOC), rng.choice(['full', 'fml', 'flast']), 'DOCTOR'), ' (', rng.choice(['GP', 'Practice Nurse', 'Admin', 'HCA', 'Pharmacist']), ')'])
        d.ln('  {e}', e=S(e, org=(rng.choice(ORGS['GB']), 'ORGANIZATION'), hosp=(rng.choice(HOSPS), 'HOSPITAL'),
                          spec=rng.choice(['cardiology', 'rheumatology', 'urology', 'dermatology', 'respiratory']),
                          cons=nm(person(rng, LOC), 'last', 'DOCTOR'), ld=D(days(when, -rng.randint(3, 20)), ds),
                          hca=nm(hca, 'full', 'DOCTOR'), batch='%s%s' % (letters(rng, 2), digits(rng, 5)),
                          req=('%s%s' % (rng.choice(['WR', 'HU']), digits(rng, 8)), 'IDNUM'), mob=(phone(rng, LOC, 'mob'), 'PHONE'),
                          addr=addr_segs(address(rng, LOC), LOC), ooh=rng.choice(['NHS 111', ('Wendleshire Urgent Care Centre', 'HOSPITAL'), 'OOH service']),
                          oohp=rng.choice(['vomiting', 'chest pain', 'earache', 'back pain', 'UTI symptoms']),
                          ctry=(rng.choice(COUNTRIES), 'COUNTRY'), mon=D(days(when, rng.randint(20, 90)), 'My'),
                          rel=rel, qn=nm(q, 'full', 'FAMILY')))


ICE = ['ICE: worried it could be something serious; wants reassurance and a plan.',
       'ICE: thinks it is work-related; concerned about losing shifts; expects a fit note.',
       'ICE: read about it online, concerned re cancer. Hoping for bloods.',
       'ICE: no particular concerns, wants tablets reviewed.',
       'ICE: {rel} worried; pt less so. Would like referral if needed.']


def summary(rng, d, c, ds, hosp_pool):
    d.ln('Active problems:')
    for pb in rng.sample(PROBS, rng.randint(2, 5)):
        when = days(c['vd'], -rng.randint(200, 9000))
        if when < c['dob']:
            when = days(c['dob'], 365 * 10)
        st = rng.choice(['dmy', 'My3', 'y', ds])
        extra = [' (', (rng.choice(hosp_pool), 'HOSPITAL'), ')'] if rng.random() < 0.25 else ''
        d.ln('  {w}  %s{x}' % pb, w=D(when, st), x=extra)
    d.ln('Allergies: ' + rng.choice(ALLER))
    d.ln('Smoking: %s   Alcohol: %d u/wk' % (rng.choice(['never', 'ex-smoker', 'current 10/day', 'current 20/day', 'vapes']), rng.randint(0, 30)))
    if rng.random() < 0.7:
        d.ln('Recent results ({rd}):', rd=D(days(c['vd'], -rng.randint(3, 60)), ds))
        d.ln('  Hb %d g/L | WCC %.1f | Plt %d | Na %d | K %.1f | Creat %d | eGFR %d | HbA1c %d | TSH %.2f' % (
            rng.randint(98, 160), rng.uniform(4, 12), rng.randint(150, 420), rng.randint(132, 145), rng.uniform(3.5, 5.4),
            rng.randint(55, 140), rng.randint(35, 90), rng.randint(36, 80), rng.uniform(0.4, 5)))
        d.ln('  Lab ref {lr}', lr=('%s%s' % (rng.choice(['WR', 'AG', 'HU']), digits(rng, 8)), 'IDNUM'))


def gen(rng):
    c = new_ctx(rng, LOC, 19, 93)
    d = Doc()
    p = c['p']
    ds = c['ds']
    pr = rng.choice(PRACTICES)
    pa = address(rng, LOC)
    pa['town'] = rng.choice(TOWNS['GB'])
    gp = person(rng, LOC)
    gp2 = person(rng, LOC)
    tel = phone(rng, LOC)
    fax = phone(rng, LOC)
    mob = phone(rng, LOC, 'mob')
    nhs = nhs_no(rng)
    layout = rng.choice(['journal', 'journal', 'soap', 'repeat', 'repeat', 'phone'])
    title_, hx, ex, imp, plan, meds = scen(rng, c)
    ttl = title(p, rng)
    vt = '%02d:%02d' % (rng.randint(8, 18), rng.choice([0, 10, 15, 20, 30, 40, 45, 50]))
    if layout == 'journal':
        d.ln('{pr}', pr=(pr, 'HOSPITAL'))
        d.ln('{a}   Tel: {t}   Fax: {f}', a=addr_segs(pa, LOC, county=False), t=(tel, 'PHONE'), f=(fax, 'FAX'))
        d.ln('=' * 78)
        d.ln('Patient: {n} ({ttl})   DOB: {dob} ({age}y)   Sex: {sx}', n=nm(p, rng.choice(['LF', 'LFmid']), 'PATIENT'), ttl=ttl,
             dob=D(c['dob'], 'dMyd'), age=A(c['age']), sx=c['sex'])
        d.ln('NHS No: {nhs}   Usual GP: Dr {gp}   Registered: {rd}', nhs=(nhs, 'MRN'), gp=nm(gp, 'flastnd', 'DOCTOR'),
             rd=D(days(c['dob'], rng.randint(365 * 18, 365 * 40)) if c['age'] > 40 else days(c['vd'], -rng.randint(300, 3000)), 'dMyd'))
        d.ln('Address: {a}', a=addr_segs(c['addr'], LOC))
        d.ln('Mobile: {m}   Home: {h}', m=(mob, 'PHONE'), h=(phone(rng, LOC), 'PHONE'))
        summary(rng, d, c, 'dMyd', HOSPS)
        d.ln('-' * 78)
        d.ln('Journal (most recent first)')
        d.ln('{dt} {vt}  {kind}  {gp} ({role})', dt=D(c['vd'], 'dMyd'), vt=vt,
             kind=rng.choice(['Surgery consultation', 'Face to face', 'GP Surgery Consultation']),
             gp=nm(gp2, 'full', 'DOCTOR'), role=rng.choice(['GP Partner', 'Salaried GP', 'GP Registrar', 'Locum GP']))
        d.ln('Problem: ' + title_)
        d.ln('History: {h}', h=hx)
        d.ln(rng.choice(ICE), rel=relative(rng, LOC, c)[0].capitalize())
        d.ln('Examination: {e}', e=ex)
        d.ln('Comment: {i}', i=imp)
        d.ln('Plan: {pl}', pl=plan)
        for m in meds:
            d.ln('Medication: ' + m + ' - Acute')
        if rng.random() < 0.6:
            d.ln('Follow up: review in %d weeks, book with {gp}' % rng.randint(2, 8), gp=['Dr ', nm(gp, 'last', 'DOCTOR')])
        d.ln('-' * 78)
        prevd = days(c['vd'], -rng.randint(14, 200))
        nn = person(rng, LOC, 'F')
        d.ln('{dt} {vt}  Telephone encounter  {n} (Practice Nurse)', dt=D(prevd, 'dMyd'), vt='%02d:%02d' % (rng.randint(8, 17), rng.randint(0, 59)),
             n=nm(nn, 'full', 'DOCTOR'))
        d.ln(rng.choice(['History: Pt called re blood results. Informed normal, no action.',
                         'History: Spoke to pt, ID confirmed with DOB. Smear result normal, recall 3 yrs.' if c['sex'] == 'F' and c['age'] < 65 else 'History: Spoke to pt, ID confirmed with DOB. Blood results normal, no action.',
                         'History: Flu vaccine given L deltoid, batch AB%s. No reaction.' % digits(rng, 4),
                         'History: Bloods taken for annual review. Pt asked about travel vaccines for trip to {ctry}.']),
             ctry=(rng.choice(COUNTRIES), 'COUNTRY'))
        if rng.random() < 0.5:
            rel, q = relative(rng, LOC, c)
            d.ln('NOK: {q} ({rel}) tel {t}', q=nm(q, 'full', 'FAMILY'), rel=rel, t=(phone(rng, LOC, 'mob'), 'PHONE'))
        past_entries(rng, d, c, 'dMyd', rng.randint(3, 6))
        d.ln('-' * 78)
        footer_print(rng, d, LOC, gp2, c['vd'], 'dMyd')
    elif layout == 'soap':
        d.ln('{pr} - Consultation record', pr=(pr, 'HOSPITAL'))
        d.ln('{a}', a=addr_segs(pa, LOC, multiline=False))
        d.ln('')
        d.ln('Name: {n}     D.O.B. {dob}     Age: {age}', n=nm(p, 'full', 'PATIENT'), dob=D(c['dob'], ds), age=A(c['age']))
        d.ln('NHS number: {nhs}     NI no: {ni}', nhs=(nhs, 'MRN'), ni=(ni_no(rng), 'SSN'))
        d.ln('Seen: {dt} at {vt} by Dr {gp}, {cr}', dt=D(c['vd'], rng.choice(['wdM', ds])), vt=vt, gp=nm(gp2, 'fml', 'DOCTOR'), cr=cred(rng, LOC, 'gp'))
        d.ln('Accompanied by: {x}', x=(['{rel} '.replace('{rel}', rng.choice(['daughter', 'son', 'husband', 'wife', 'carer'])), nm(person(rng, LOC), 'full', 'FAMILY')]
                                       if rng.random() < 0.5 else 'alone'))
        summary(rng, d, c, ds, HOSPS)
        d.ln('')
        d.ln('S: {h}', h=hx)
        d.ln(rng.choice(ICE), rel=relative(rng, LOC, c)[0].capitalize())
        d.ln('')
        d.ln('O: {e}', e=ex)
        d.ln('')
        d.ln('A: {i}', i=imp)
        d.ln('')
        d.ln('P: {pl}', pl=plan)
        d.ln('Rx:')
        for m in meds:
            d.ln('  - ' + m)
        d.ln('Safety-netting advice given. {Ttl} {ln} understands and agrees with plan.', Ttl=title(p, rng), ln=nm(p, 'last', 'PATIENT'))
        if rng.random() < 0.5:
            d.ln('Results to be sent via NHS App / practice portal {u}', u=('https://www.' + slug(pr)[:18] + '.example/portal', 'URL'))
        d.ln('')
        d.ln('Dr {gp}   GMC {gmc}', gp=nm(gp2, 'full', 'DOCTOR'), gmc=(digits(rng, 7), 'LICENSE'))
        d.ln('')
        d.ln('Previous relevant entries:')
        past_entries(rng, d, c, ds, rng.randint(3, 5))
        d.ln('')
        d.ln('Contact: {t} | {e}', t=(tel, 'PHONE'), e=(email(rng, None, slug(pr)[:16] + '.nhs.example', rng.choice(['reception', 'admin', 'prescriptions'])), 'EMAIL'))
        footer_print(rng, d, LOC, gp2, c['vd'], ds)
    elif layout == 'repeat':
        ph = rng.choice(PHARMS)
        pha = address(rng, LOC)
        d.ln('REPEAT PRESCRIPTION REQUEST')
        d.ln('Practice: {pr}', pr=(pr, 'HOSPITAL'))
        d.ln('Received: {dt} {vt} via {how}', dt=D(c['vd'], ds), vt=vt,
             how=rng.choice([['online services (', ('https://services.' + slug(pr)[:14] + '.example/repeats', 'URL'), ')'],
                             'pharmacy request', 'telephone (housebound)', ['email from ', (email(rng, p), 'EMAIL')], 'paper slip in box']))
        d.ln('')
        d.ln('Patient details')
        d.ln('  Name        : {ttl} {n}', ttl=ttl, n=nm(p, 'fml', 'PATIENT'))
        d.ln('  Date of birth: {dob}   Age {age}', dob=D(c['dob'], ds), age=A(c['age']))
        d.ln('  NHS No      : {nhs}', nhs=(nhs, 'MRN'))
        d.ln('  Address     : {a}', a=addr_segs(c['addr'], LOC))
        d.ln('  Tel         : {m}', m=(mob, 'PHONE'))
        d.ln('  Nominated pharmacy: {ph}, {pa}', ph=(ph, 'HOSPITAL'), pa=[(pha['street'], 'STREET'), ', ', (rng.choice(TOWNS['GB']), 'CITY')])
        d.ln('')
        summary(rng, d, c, ds, HOSPS)
        d.ln('')
        d.ln('| Item | Dose | Qty | Last issued | Review due |')
        d.ln('|---|---|---|---|---|')
        pool = rng.sample(GEN_MEDS, rng.randint(3, 7))
        for m in pool:
            parts = m.split(' ')
            i = 1
            while i < len(parts) and not parts[i][0].isdigit():
                i += 1
            drug = ' '.join(parts[:i + 2]) if i < len(parts) else m
            dose = ' '.join(parts[i + 2:]) or 'as directed'
            li = days(c['vd'], -rng.randint(20, 60))
            rv = days(c['vd'], rng.randint(-30, 300))
            d.ln('| %s | %s | %d | {li} | {rv} |' % (drug, dose, rng.choice([28, 56, 84, 30, 100])), li=D(li, 'dmy'), rv=D(rv, 'My3'))
        d.ln('')
        d.ln('Patient comment: "' + rng.choice([
            'Please can I have my usual tablets, going to {ctry} on {dd} for three weeks',
            'Ran out of inhaler, my son {qn} will collect',
            'Can the pharmacy deliver as I can\'t drive at the moment',
            'please send to {ph} not the old one thanks']) + '"',
             ctry=(rng.choice(COUNTRIES), 'COUNTRY'), dd=D(days(c['vd'], rng.randint(5, 30)), rng.choice(['dM', 'dMM', 'dm'])),
             qn=nm(person(rng, LOC, 'M'), 'first', 'FAMILY'), ph=(ph, 'HOSPITAL'))
        d.ln('')
        rev = person(rng, LOC)
        d.ln('Clinical check: {r} (Clinical Pharmacist) {dt}', r=nm(rev, 'full', 'DOCTOR'), dt=D(days(c['vd'], rng.randint(0, 2)), ds))
        d.ln(rng.choice(['All items authorised. Annual med review overdue - task sent to reception to book.',
                         'Authorised except one item - needs BP check first, pt informed by text to {m}.',
                         'Issued 28 days only, bloods due (U&E, LFT). Message left on voicemail {m}.']), m=(mob, 'PHONE'))
        d.ln('Signed electronically: Dr {gp} ({role})', gp=nm(gp, 'fml', 'DOCTOR'), role=rng.choice(['GP', 'GP Partner']))
        d.ln('EPS token {tok} sent to {ph}', tok=('%s-%s-%s' % (letters(rng, 6, 'ABCDEF0123456789'), letters(rng, 6, 'ABCDEF0123456789'), letters(rng, 6, 'ABCDEF0123456789')), 'IDNUM'), ph=(ph, 'HOSPITAL'))
        d.ln('')
        # follow-on short consult
        d.ln('--- Linked consultation {dt} ---', dt=D(days(c['vd'], rng.randint(1, 10)), ds))
        d.ln('{h}', h=hx)
        d.ln('{e}', e=ex)
        d.ln('Imp: {i} Plan: {pl}', i=imp, pl=plan)
        d.ln('{gp}', gp=nm(gp2, 'flast', 'DOCTOR'))
        d.ln('')
        past_entries(rng, d, c, ds, rng.randint(2, 4))
        footer_print(rng, d, LOC, rev, c['vd'], ds)
    else:  # telephone triage lower-case terse
        d.ln('{pr} :: tel triage', pr=(pr, 'HOSPITAL'))
        d.ln('pt: {n}  dob {dob}  nhs {nhs}', n=nm(p, 'LFU', 'PATIENT'), dob=D(c['dob'], 'dmy'), nhs=(nhs, 'MRN'))
        d.ln('call back no. {m} (mob)', m=(mob, 'PHONE'))
        d.ln('')
        d.ln('{dt} {vt} - tc from pt, id checked (name/dob/postcode {pc}).', dt=D(c['vd'], 'dmyy'), vt=vt, pc=(c['addr']['zip'], 'ZIP'))
        rel, q = relative(rng, LOC, c)
        d.ln('{fn} says {he} has had %s. {rel} {qn} also on the line.' % title_.lower().replace('review', 'problems'),
             fn=nm(p, 'lc', 'PATIENT'), he=c['he'], rel=rel, qn=nm(q, 'lc', 'FAMILY'))
        d.ln('hx: {h}', h=hx)
        d.ln('pmh: ' + ', '.join(x.lower() for x in rng.sample(PROBS, 3)) + '. ' + rng.choice(ALLER).lower())
        d.ln('obs: none available by phone. {e}', e=('home bp ' + vitals(rng)['bp'] + '.') if rng.random() < 0.5 else 'no home monitoring.')
        d.ln('imp: ' + imp.lower())
        d.ln('plan: {pl}', pl=plan)
        d.ln('f2f appt booked w/ dr {g} {nd} {tm}', g=nm(gp, 'last', 'DOCTOR'), nd=D(days(c['vd'], rng.randint(1, 6)), 'wdshort'), tm='%02d:%02d' % (rng.randint(8, 17), rng.choice([0, 10, 20, 30, 40, 50])))
        d.ln('worsening advice given, understands. 111 / 999 if severe.')
        d.ln('-- {ini} ({cr})', ini=nm(gp2, 'lcini', 'DOCTOR'), cr=rng.choice(['anp', 'gp', 'pn', 'paramedic practitioner']))
        d.ln('')
        d.ln('{dt} addendum: pharmacy ({ph}) rang {t} to query dose - clarified, nhs.net email sent to {em}', dt=D(days(c['vd'], 1), 'dmyy'),
             ph=(rng.choice(PHARMS), 'HOSPITAL'), t=(phone(rng, LOC), 'PHONE'), em=(email(rng, None, 'nhs.example.net', 'pharmacy.' + slug(rng.choice(TOWNS['GB']))[:10]), 'EMAIL'))
        d.ln('-- {u}', u=(username(rng, gp2), 'USERNAME'))
        d.ln('')
        d.ln('recent activity:')
        past_entries(rng, d, c, 'dmyy', rng.randint(3, 6))
        footer_print(rng, d, LOC, gp, c['vd'], 'dmy')
    return d
