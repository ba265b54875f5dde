"""Genre 3: outpatient clinic letters (AU)."""
from helpers import *  # noqa

LOC = 'AU'
GENRE = 'outpatient_letter_au'
CLINICS = ['Koonawarra Base Hospital', 'Banksia Vale Private Hospital', "St Columba's Hospital", 'Yarrabee Specialist Suites',
           'Northside Rheumatology', 'Port Kellerman Heart Clinic', 'Mirrilong Respiratory & Sleep', 'Bellmont Endocrine Centre',
           'Gundabrook Neurology Rooms', 'Lake Torrington Health Service', 'Tallowood Creek Renal Unit', 'Coorabin Skin Clinic']
PRACTICES = ['Wattle Flat Family Medical', 'Bilyara Medical Centre', 'Nardoo Ridge General Practice', 'Moorabinda Doctors',
             'Kurrajong East Medical Clinic', 'Warrigal Springs Health Hub', 'Bellmont Heights GP Super Clinic']
FUNDS = ['Wattle Health Fund', 'Coral Coast Health', 'Bluegum Members Health', 'Tasman Mutual', 'Southern Reef Health']

SPEC = {
    'Rheumatology': dict(
        dx=['Seropositive rheumatoid arthritis (CCP >340)', 'Polymyalgia rheumatica', 'Gout - tophaceous', 'Psoriatic arthritis'],
        hx='reports morning stiffness lasting about {m} minutes and swelling of the MCPs and wrists. DAS28-CRP today {das}.',
        ex='Synovitis R 2nd/3rd MCP, L wrist. 6 tender, 4 swollen joints. No nodules. Skin clear.',
        plan='Increase methotrexate to 20 mg weekly with folic acid 5 mg weekly (not on MTX day). Hep B/C, QuantiFERON done prior. If inadequate response at 3 months, will apply for PBS-subsidised bDMARD.',
        meds=['Methotrexate 20 mg weekly', 'Folic acid 5 mg weekly', 'Prednisolone 5 mg mane (taper)', 'Celecoxib 100 mg bd prn']),
    'Cardiology': dict(
        dx=['Heart failure with reduced ejection fraction (LVEF 30%)', 'Paroxysmal AF', 'Severe aortic stenosis', 'Ischaemic cardiomyopathy'],
        hx='describes NYHA class II-III dyspnoea, two-pillow orthopnoea and ankle swelling. Weight up {m} kg. Holter showed {das}% AF burden.',
        ex='JVP +3 cm. Bibasal crackles. Pansystolic murmur apex. Pitting oedema to mid-shin.',
        plan='Commence sacubitril/valsartan 24/26 mg bd once ramipril washed out for 36 hours. Up-titrate bisoprolol. Spironolactone 25 mg. Repeat echo 3 months; consider ICD if LVEF remains under 35%.',
        meds=['Sacubitril/valsartan 24/26 mg bd', 'Bisoprolol 5 mg daily', 'Spironolactone 25 mg daily', 'Dapagliflozin 10 mg daily', 'Frusemide 40 mg mane']),
    'Endocrinology': dict(
        dx=['Type 2 diabetes - suboptimal control', 'Graves disease', 'Primary hyperparathyroidism', 'Hypothyroidism post-thyroidectomy'],
        hx='has had HbA1c of {m}% (up from {das}%). Reports fatigue, polyuria. Checking BGLs twice daily with fasting readings 9-12 mmol/L.',
        ex='BMI 34. BP 138/84. Acanthosis nigricans. Feet: reduced vibration sense to ankles bilaterally.',
        plan='Add semaglutide 0.25 mg weekly, titrate monthly. CGM (Libre) trial. Retinal photography and podiatry referral. HbA1c, UACR, lipids in 3 months.',
        meds=['Metformin XR 2 g nocte', 'Empagliflozin 25 mg daily', 'Semaglutide 0.25 mg weekly', 'Rosuvastatin 10 mg daily']),
    'Respiratory': dict(
        dx=['Obstructive sleep apnoea (AHI 38)', 'Severe eosinophilic asthma', 'Interstitial lung disease - probable UIP', 'Bronchiectasis'],
        hx='reports loud snoring, witnessed apnoeas and Epworth score {m}/24. Drives for work {das} hours a day.',
        ex='Neck circumference 44 cm. Mallampati 4. Chest clear. SpO2 95% RA.',
        plan='Auto-PAP trial arranged through CPAP provider. Advised not to drive if drowsy - discussed Austroads fitness to drive guidelines. Review after 6 weeks of therapy with download.',
        meds=['Auto-PAP 6-16 cmH2O', 'Symbicort 200/6 two puffs bd']),
    'Neurology': dict(
        dx=['Focal epilepsy', "Parkinson's disease (H&Y stage 2)", 'Chronic migraine without aura', 'Relapsing-remitting multiple sclerosis'],
        hx='had {m} events since last review, typically an aura of deja vu then unresponsiveness for about {das} minutes.',
        ex='Cranial nerves intact. Tone, power, reflexes normal. Gait normal. No cerebellar signs.',
        plan='Increase levetiracetam to 1000 mg bd. MRI brain epilepsy protocol and sleep-deprived EEG requested. Counselled regarding driving restrictions and safety (no bathing alone, no swimming unsupervised).',
        meds=['Levetiracetam 1000 mg bd', 'Lamotrigine 50 mg bd (titrating)']),
    'Gastroenterology': dict(
        dx=["Crohn's disease - ileocolonic", 'Ulcerative colitis (E2)', 'MASLD with F3 fibrosis', 'Coeliac disease'],
        hx='reports {m} loose stools per day, nocturnal urgency and weight loss of {das} kg. Faecal calprotectin 890.',
        ex='Abdomen soft, mildly tender RIF. No masses. No perianal disease.',
        plan='Induction with budesonide then azathioprine once TPMT known. Colonoscopy booked. Vaccinations reviewed.',
        meds=['Budesonide 9 mg daily', 'Azathioprine 100 mg daily (pending TPMT)', 'Vitamin D3 1000 IU daily']),
    'Renal': dict(
        dx=['CKD stage 4 (diabetic nephropathy)', 'IgA nephropathy', 'Polycystic kidney disease', 'Hypertensive nephrosclerosis'],
        hx='has eGFR {m} mL/min/1.73m2 (was {das} one year ago). uACR 120 mg/mmol. No uraemic symptoms.',
        ex='BP 152/88. Mild oedema. No bruits. AV fistula not yet formed.',
        plan='Renal supportive education session. Vascular access referral. Commence sodium bicarbonate. Avoid NSAIDs. Bloods monthly.',
        meds=['Irbesartan 300 mg daily', 'Sodium bicarbonate 840 mg bd', 'Calcitriol 0.25 mcg daily', 'Darbepoetin 40 mcg fortnightly']),
    'Geriatric medicine': dict(
        dx=['Mild dementia - probable Alzheimer type', 'Recurrent falls', 'Frailty (CFS 6)', 'Orthostatic hypotension'],
        hx='family report progressive forgetfulness over {m} years, getting lost while driving. RUDAS {das}/30. MoCA 19/30.',
        ex='Postural drop 28 mmHg. Gait slow, wide-based. Timed up and go 19 s.',
        plan='Commence donepezil 5 mg nocte. Driving assessment with OT. ACAT referral and My Aged Care registration. Discussed enduring power of attorney and advance care directive.',
        meds=['Donepezil 5 mg nocte', 'Vitamin D 1000 IU daily', 'Paracetamol SR 1330 mg tds']),
    'Dermatology': dict(
        dx=['Basal cell carcinoma L nasal ala', 'Chronic plaque psoriasis (PASI 14)', 'Melanoma in situ R back - excised', 'Hidradenitis suppurativa'],
        hx='has a lesion present {m} months, occasionally bleeding. Significant sun exposure as outdoor worker. Previous SCC excised {das} years ago.',
        ex='6 mm pearly nodule with telangiectasia L nasal ala. Several AKs on scalp and forearms. No palpable nodes.',
        plan='Mohs referral. Field treatment of AKs with fluorouracil 5% cream. Annual full skin check.',
        meds=['Fluorouracil 5% cream bd 3 weeks', 'SPF 50+ sunscreen daily']),
}


FH = ['Family history: mother had {cond} diagnosed at {ma}; father deceased aged {fa} (MI).',
      'Family history: brother {bn} has type 1 diabetes; no family history of autoimmune disease otherwise.',
      'Family history is notable for bowel cancer in a maternal aunt.',
      'No relevant family history.']
ROS = ['Systems review: no weight loss, fevers or night sweats. Appetite normal. Mild reflux. Bowels regular.',
       'Systems review: fatigue, some exertional dyspnoea, nocturia x2. No chest pain. No rashes.',
       'Review of systems otherwise unremarkable apart from poor sleep and low back pain.']
DISC = ['We discussed the diagnosis at length, including the natural history and treatment options, and I have provided written information. {First} was keen to proceed with the above plan.',
        'I have explained the potential side effects of the new medication, including the need for regular blood monitoring, which can be done at your practice or through {lab}.',
        'We also discussed lifestyle measures including weight reduction, exercise and alcohol moderation. {First} is planning to join a walking group run by {org}.',
        '{First} asked about travel to {ctry} in {mon}; I have no objection provided {he} carries a medication list and letter.']


def gen(rng):
    spec = rng.choice(sorted(SPEC))
    lo, hi = {'Geriatric medicine': (72, 95), 'Rheumatology': (35, 85), 'Cardiology': (45, 90), 'Renal': (40, 85),
              'Dermatology': (30, 88)}.get(spec, (20, 80))
    c = new_ctx(rng, LOC, lo, hi)
    d = Doc()
    p = c['p']
    ds = c['ds']
    S_ = SPEC[spec]
    clinic = rng.choice(CLINICS)
    ca = address(rng, LOC)
    ca['town'] = rng.choice(TOWNS['AU'])
    doc = person(rng, LOC)
    gp = person(rng, LOC)
    prac = rng.choice(PRACTICES)
    pa = address(rng, LOC)
    ttl = title(p, rng)
    rel, q = relative(rng, LOC, c)
    urn = digits(rng, rng.choice([6, 7, 8]))
    med = medicare_au(rng)
    ref_d = days(c['vd'], -rng.randint(20, 120))
    prof = rng.choice(PROFESSIONS)
    hx = S_['hx'].replace('{m}', str(rng.randint(2, 45))).replace('{das}', str(rng.randint(2, 12)))
    dx = rng.sample(S_['dx'], 2)
    lay = rng.choice(['letter', 'letter', 'summary'])
    # letterhead
    d.ln('{cl}', cl=(clinic, 'HOSPITAL'))
    d.ln('%s Outpatients' % spec if rng.random() < 0.5 else 'Specialist Consulting Rooms')
    d.ln('{a}', a=addr_segs(ca, LOC))
    d.ln('Ph {t}  |  Fax {f}  |  {e}', t=(phone(rng, LOC), 'PHONE'), f=(phone(rng, LOC), 'FAX'),
         e=(email(rng, None, slug(clinic)[:16] + '.example', 'admin'), 'EMAIL'))
    d.ln('Provider No. {pn}', pn=(digits(rng, 6) + rng.choice('ABCDEFHJKLTWXY') + rng.choice('ABCDEFHJKLTWXY'), 'LICENSE'))
    d.ln('')
    d.ln('{dt}', dt=D(c['vd'], rng.choice([ds, 'dMMy', 'wdM'])))
    d.ln('')
    d.ln('Dr {g}', g=nm(gp, 'fml', 'DOCTOR'))
    d.ln('{pr}', pr=(prac, 'HOSPITAL'))
    d.ln('{a}', a=addr_segs(pa, LOC, multiline=True))
    d.ln('Fax: {f}', f=(phone(rng, LOC), 'FAX'))
    d.ln('')
    d.ln('Dear {g},', g=rng.choice([['Dr ', nm(gp, 'last', 'DOCTOR')], nm(gp, 'first', 'DOCTOR')]))
    d.ln('')
    d.ln('Re: {ttl} {n}   DOB {dob}   URN {urn}', ttl=ttl, n=nm(p, 'full', 'PATIENT'), dob=D(c['dob'], 'dmy'), urn=(urn, 'MRN'))
    d.ln('    {a}   Ph {m}', a=addr_segs(c['addr'], LOC), m=(phone(rng, LOC, 'mob'), 'PHONE'))
    if rng.random() < 0.7:
        d.ln('    Medicare {md}   {fund}', md=(med, 'HEALTHPLAN'),
             fund=rng.choice([['DVA Gold ', ('%s%s' % (rng.choice(['N', 'V', 'Q', 'W']), rng.choice(['X', 'SM', ''])) + digits(rng, 6), 'HEALTHPLAN')],
                              [(rng.choice(FUNDS), 'ORGANIZATION'), ' member ', (digits(rng, 8), 'HEALTHPLAN')], '']))
    if lay == 'summary':
        d.ln('    IHI {ihi}', ihi=('8003 60%s %s %s' % (digits(rng, 2), digits(rng, 4), digits(rng, 4)), 'MRN'))
    d.ln('')
    if lay == 'letter':
        d.ln('Thank you for referring {ttl} {ln}, a {ag} {pf}, whom I reviewed in the %s clinic today. Your referral dated {rd} is appreciated.' % spec,
             ttl=ttl, ln=nm(p, 'last', 'PATIENT'), ag=[A(c['age']), '-year-old'], pf=(prof, 'PROFESSION') if rng.random() < 0.7 else ('retired ' + prof.replace('retired ', ''), 'PROFESSION'),
             rd=D(ref_d, rng.choice([ds, 'dMMy'])))
        d.ln('')
        d.ln('Reason for referral: "{q}" (your letter of {rd}).', q=rng.choice(['Please assess and advise re management', 'Worsening symptoms despite first-line therapy, ?specialist input',
                                                                           'Abnormal results - would value your opinion', 'Patient requesting second opinion']), rd=D(ref_d, 'dmy'))
        d.ln('')
        d.ln('Diagnoses:')
        for i, x in enumerate(dx, 1):
            d.ln('%d. %s' % (i, x))
        d.ln('%d. ' % (len(dx) + 1) + rng.choice(['Hypertension', 'Hyperlipidaemia', 'Osteoarthritis knees', 'Depression - stable', 'GORD']))
        d.ln('')
        d.ln('Current medications:')
        for m in S_['meds'] + rng.sample(GEN_MEDS, 2):
            d.ln('- ' + m)
        d.ln('')
        d.ln('{First} {hx}', First=nm(p, 'first', 'PATIENT'), hx=hx)
        d.ln('{He} attended with {his} {rel} {qn}, who works as a {qp} at {org}. {He} was born in {ctry} and moved to {st} in {yr}.',
             He=c['He'], his=c['his'], rel=rel, qn=nm(q, 'first', 'FAMILY'), qp=(rng.choice(PROFESSIONS), 'PROFESSION'),
             org=(rng.choice(ORGS['AU']), 'ORGANIZATION'), ctry=(rng.choice(COUNTRIES), 'COUNTRY'), st=(rng.choice(STATES['AU']), 'STATE'),
             yr=D(days(c['dob'], 365 * rng.randint(1, max(2, c['age'] - 2))), 'y'))
        d.ln('')
        d.ln(rng.choice(FH), cond=rng.choice(['rheumatoid arthritis', 'breast cancer', 'type 2 diabetes', 'dementia', 'a stroke']), ma=A(rng.randint(40, 79)),
             fa=A(rng.randint(52, 88)), bn=nm(person(rng, LOC, 'M'), 'first', 'FAMILY'))
        d.ln(rng.choice(ROS))
        d.ln('')
        d.ln('On examination: ' + S_['ex'])
        v = vitals(rng)
        d.ln('BP %s, HR %d, weight %.1f kg.' % (v['bp'], v['hr'], rng.uniform(48, 128)))
        d.ln('')
        d.ln('Investigations ({dt}, {lab} ref {acc}): Hb %d, eGFR %d, CRP %d, ALT %d.' % (rng.randint(100, 160), rng.randint(15, 90), rng.randint(1, 80), rng.randint(12, 90)),
             dt=D(days(c['vd'], -rng.randint(5, 30)), 'dmy'), lab=rng.choice([('Yarrabee Pathology', 'ORGANIZATION'), 'path lab', ('Banksia Labs', 'ORGANIZATION'), 'hospital lab']),
             acc=('%s-%s' % (digits(rng, 2), digits(rng, 7)), 'IDNUM'))
        d.ln('')
        d.ln('Plan: ' + S_['plan'])
        d.ln('')
        for t in rng.sample(DISC, 2):
            d.ln(t, First=nm(p, 'first', 'PATIENT'), lab=(rng.choice(['Yarrabee Pathology', 'Koonawarra Clinical Laboratories', 'Banksia Labs']), 'ORGANIZATION'), org=(rng.choice(['Tallowood Creek Bowls Club', 'Gundabrook Uniting Church', 'Warrigal Springs RSL', 'Koonawarra Shire Council']), 'ORGANIZATION'),
                 ctry=(rng.choice(COUNTRIES), 'COUNTRY'), mon=D(days(c['vd'], rng.randint(30, 200)), 'My'), he=c['he'])
        d.ln('I will review {him} again in %d months (booked {nd}). Please do not hesitate to contact my rooms on {t} if there are concerns in the interim.' % rng.randint(2, 6),
             him=c['him'], nd=D(days(c['vd'], rng.randint(60, 180)), 'dmy'), t=(phone(rng, LOC), 'PHONE'))
        d.ln('')
        d.ln('Kind regards,')
        d.ln('')
        d.ln('')
        d.ln('Dr {dn}', dn=nm(doc, 'full', 'DOCTOR'))
        d.ln('%s  |  %s' % (cred(rng, LOC, 'cons'), 'Consultant ' + ('Physician' if spec not in ('Dermatology',) else 'Dermatologist')))
        d.ln('AHPRA {ah}', ah=('MED000%s' % digits(rng, 7), 'LICENSE'))
        d.ln('')
        d.ln('cc: {n} (patient)', n=nm(p, 'full', 'PATIENT'))
        if rng.random() < 0.6:
            o = person(rng, LOC)
            d.ln('cc: Dr {o}, {h}', o=nm(o, 'full', 'DOCTOR'), h=(rng.choice(CLINICS), 'HOSPITAL'))
        d.ln('Dictated {a}; typed {b} {dt}', a=nm(doc, 'ini', 'DOCTOR'), b=nm(person(rng, LOC, 'F'), 'lcini', 'DOCTOR'), dt=D(days(c['vd'], rng.randint(1, 5)), 'dmyy'))
    else:
        d.ln('OUTPATIENT CLINIC SUMMARY - %s' % spec.upper())
        d.ln('Clinic date: {dt}   Clinician: Dr {dn}   Visit type: %s' % rng.choice(['New', 'Review', 'Telehealth']), dt=D(c['vd'], 'dmy'), dn=nm(doc, 'flast', 'DOCTOR'))
        d.ln('Encounter: {en}   Referral: {rf} (Dr {g}, {rd})', en=(digits(rng, 10), 'ACCOUNT'), rf=('R' + digits(rng, 8), 'IDNUM'), g=nm(gp, 'last', 'DOCTOR'), rd=D(ref_d, 'dmy'))
        if rng.random() < 0.5:
            d.ln('Telehealth link: {u} (client IP {ipx})', u=('https://telehealth.' + slug(clinic)[:12] + '.example/room/' + letters(rng, 6, 'abcdefghjkmnpqrstuvwxyz23456789'), 'URL'), ipx=(ip(rng), 'IPADDR'))
        d.ln('')
        d.ln('PROBLEM LIST')
        for x in dx:
            d.ln('  * {dt}  %s' % x, dt=D(days(c['vd'], -rng.randint(100, 3000)), 'My3'))
        d.ln('')
        d.ln('HISTORY')
        d.ln('  {n} ({age}{sx}) {hx}', n=nm(p, 'first', 'PATIENT'), age=A(c['age']), sx=c['sex'], hx=hx)
        d.ln('  Social: {pf}, lives in {tn} with {rel} ({qn}). Carer: %s.' % rng.choice(['nil', 'family', 'home care package level 2']),
             pf=(prof, 'PROFESSION'), tn=(rng.choice(TOWNS['AU']), 'CITY'), rel=rel, qn=nm(q, 'full', 'FAMILY'))
        d.ln('')
        d.ln('  ' + rng.choice(ROS))
        d.ln('  ' + rng.choice(FH).replace('{cond}', 'diabetes'), ma=A(rng.randint(40, 79)), fa=A(rng.randint(52, 88)), bn=nm(person(rng, LOC, 'M'), 'first', 'FAMILY'))
        d.ln('')
        d.ln('EXAMINATION')
        d.ln('  ' + S_['ex'])
        d.ln('')
        d.ln('RESULTS')
        d.ln('  Date        Test          Value')
        for tst in rng.sample(['Hb 128 g/L', 'eGFR 54', 'CRP 12', 'HbA1c 7.9%', 'TSH 2.1', 'Ferritin 45', 'ESR 38', 'LDL 2.9', 'K 4.8', 'ALT 33'], 4):
            a, b = tst.rsplit(' ', 1) if tst.count(' ') == 1 else (tst.rsplit(' ', 2)[0], ' '.join(tst.rsplit(' ', 2)[1:]))
            d.ln('  {dt}  %-13s %s' % (a, b), dt=D(days(c['vd'], -rng.randint(3, 200)), 'dmy'))
        d.ln('')
        d.ln('MANAGEMENT PLAN')
        d.ln('  ' + S_['plan'])
        d.ln('  Medications: ' + '; '.join(S_['meds']))
        d.ln('  ' + rng.choice(DISC), First=nm(p, 'first', 'PATIENT'), lab='the local collection centre', org=(rng.choice(ORGS['AU']), 'ORGANIZATION'),
             ctry=(rng.choice(COUNTRIES), 'COUNTRY'), mon=D(days(c['vd'], rng.randint(30, 200)), 'My'), he=c['he'])
        d.ln('  Next review: {nd} with Dr {dn}', nd=D(days(c['vd'], rng.randint(42, 200)), 'dMy'), dn=nm(doc, 'last', 'DOCTOR'))
        d.ln('')
        d.ln('Electronically signed: {dn}, %s, Prescriber No. {pn}' % cred(rng, LOC, 'cons'), dn=nm(doc, 'full', 'DOCTOR'), pn=(digits(rng, 7), 'LICENSE'))
        d.ln('Sent via secure messaging to {pr} ({em})', pr=(prac, 'HOSPITAL'), em=(email(rng, None, slug(prac)[:14] + '.example', 'results'), 'EMAIL'))
        footer_print(rng, d, LOC, doc, c['vd'], 'dmy')
    return d
