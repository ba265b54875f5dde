"""Genres: vasculitis clinic letter; biologic special authority / exceptional access request."""
from common import Ph, pick, chance, sample
import fmt
import clin
import blocks
import pools_places as PL

RTX = ['rituximab 375 mg/m2 weekly x4', 'rituximab 1 g x2', 'cyclophosphamide (CYCLOPS) x6']
AAV_M = ['rituximab 500 mg IV every 6 months', 'azathioprine 150 mg daily', 'methotrexate 20 mg SC weekly',
         'avacopan 30 mg BID with rituximab 500 mg IV every 6 months']
VASC = [
    ('granulomatosis with polyangiitis (GPA)', 'PR3-ANCA', ['ENT (crusting, septal perforation)', 'pulmonary nodules',
                                                           'pauci-immune crescentic GN on biopsy', 'scleritis'], RTX, AAV_M),
    ('microscopic polyangiitis (MPA)', 'MPO-ANCA', ['rapidly progressive GN', 'mononeuritis multiplex (R peroneal)',
                                                   'alveolar haemorrhage'], RTX, AAV_M),
    ('eosinophilic granulomatosis with polyangiitis (EGPA)', 'MPO-ANCA', ['late-onset asthma', 'nasal polyps',
                                                                         'peripheral eosinophilia 4.2 x10^9/L', 'sensory neuropathy'],
     ['high-dose prednisone and cyclophosphamide', 'high-dose prednisone alone', 'rituximab 1 g x2'],
     ['mepolizumab 300 mg SC every 4 weeks', 'azathioprine 150 mg daily', 'methotrexate 20 mg SC weekly']),
    ('giant cell arteritis', 'ANCA-negative', ['new temporal headache', 'jaw claudication', 'large-vessel involvement on PET-CT',
                                              'positive temporal artery biopsy'],
     ['prednisone 60 mg and tocilizumab', 'IV methylprednisolone then prednisone 60 mg'],
     ['tocilizumab 162 mg SC weekly', 'methotrexate 20 mg SC weekly']),
    ('Takayasu arteritis', 'ANCA-negative', ['L subclavian stenosis', 'arm claudication', 'BP discrepancy 30 mmHg between arms'],
     ['prednisone 50 mg and methotrexate', 'prednisone and tocilizumab'],
     ['tocilizumab 162 mg SC weekly', 'methotrexate 20 mg SC weekly', 'infliximab 5 mg/kg IV every 8 weeks']),
    ('polyarteritis nodosa', 'ANCA-negative', ['livedo and skin nodules', 'renal artery microaneurysms', 'orchitis'],
     ['cyclophosphamide (CYCLOPS) x6 with prednisone'], ['azathioprine 150 mg daily', 'methotrexate 20 mg SC weekly']),
    ("Behçet's disease", 'HLA-B51 positive', ['recurrent oral and genital ulcers', 'posterior uveitis', 'erythema nodosum'],
     ['prednisone and azathioprine', 'infliximab 5 mg/kg at weeks 0, 2 and 6'],
     ['colchicine 0.6 mg BID and apremilast 30 mg BID', 'azathioprine 150 mg daily', 'infliximab 5 mg/kg IV every 8 weeks']),
]


def vasc_letter(nb, c):
    r = c.rng
    dz, sero, organs, inds, maints = pick(r, VASC)
    aav = sero.endswith('-ANCA')
    blocks.letterhead(nb, c, dept=pick(r, ['Vasculitis Clinic', 'Rheumatology - Vasculitis Service',
                                           'Renal-Rheumatology Vasculitis Clinic']))
    nb.add(c.dlong(c.date), '\n\n')
    nb.add(c.dr(c.gp, style=1), '\n', Ph(c.gp_prac, 'HOSPITAL'), '\n')
    gpa = c.site_addr()
    nb.add(gpa[:1], '\n', gpa[2:], '\n\n')
    nb.add('Dear ', c.drt(), ' ', c.gp.ln(), ',\n\n')
    nb.add('Re: ', c.pt.full(), ', DOB ', c.d(c.dob), ', ', c.mrn_line(), '\n')
    if chance(r, 0.6):
        nb.add('    ', c.addr_inline(), '\n')
    nb.add('\nDIAGNOSES\n')
    dx = c.ago(300, 3600)
    nb.add('1. ', dz[0].upper() + dz[1:], ', ', sero, ', diagnosed ', c.my(dx), '.\n')
    for o in sample(r, organs, min(len(organs), r.randint(2, 3))):
        nb.add('   - ', o, '\n')
    ind0 = fmt.add_days(dx, r.randint(3, 20))
    ind1 = fmt.add_days(ind0, 21)
    nb.add('   - Induction: ', pick(r, inds),
           ' ', c.d(ind0, c.dstyle), ' to ', c.d(ind1, c.dstyle), ', with ', pick(r, ['reduced-dose glucocorticoid taper', 'IV methylprednisolone 500 mg x3 then oral taper']
                                                                  + (['plasma exchange x7'] if aav else [])), '.\n')
    if chance(r, 0.5):
        nb.add('   - Relapse ', c.my(fmt.add_days(dx, r.randint(200, 700))), ' (', pick(r, ['minor', 'major', 'minor, steroid-responsive']),
               '), re-induced.\n')
    nb.add('2. ', pick(r, clin.PMH), '\n3. ', pick(r, ['Glucocorticoid-induced osteoporosis', 'Steroid-induced diabetes',
                                                      'CKD stage 3b', 'Hypogammaglobulinaemia (IgG 4.8 g/L)',
                                                      'Hearing loss, bilateral hearing aids']), '\n\n')
    nb.add('CURRENT MEDICATIONS\n')
    maint = pick(r, maints)
    for m in [maint] + sample(r, ['prednisone 5 mg daily', 'co-trimoxazole 800/160 mg three times weekly',
                                           'alendronate 70 mg weekly', 'calcium/vitamin D', 'pantoprazole 40 mg daily',
                                           'ramipril 5 mg daily', 'atorvastatin 40 mg daily'], r.randint(2, 4)):
        nb.add('- ', m, '\n')
    nb.add('\nI reviewed ', pick(r, [[c.ttl() + ' ', c.pt.ln()], c.pt.fn(), [c.ttl() + ' ', c.pt.ln()]]),
           ' in the Vasculitis Clinic today')
    if chance(r, 0.5):
        fel = c.person('DOCTOR')
        nb.add(' with our fellow ', c.drt(), ' ', fel.full())
    nb.add('. ')
    nb.add(c.sexw('She', 'He'), pick(r, [' remains well with no new symptoms.', ' reports increased nasal crusting and epistaxis.',
                                        ' has had a chest infection treated in the community.',
                                        ' has some fatigue but no constitutional symptoms.',
                                        ' reports intermittent headaches but no visual symptoms or jaw claudication.']), ' ')
    if chance(r, 0.4):
        nb.add(c.sexw('She', 'He'), ' was admitted to ', Ph(c.hosp, 'HOSPITAL'), ' ')
        if chance(r, 0.5):
            nb.add('(', Ph(c.ward, 'HOSPITAL'), ')')
        else:
            nb.add(pick(r, ['ICU', 'general medicine', 'the renal ward']))
        nb.add(' from ', c.d(c.ago(40, 120)), ' to ', c.d(c.ago(20, 39)), ' with ', pick(r, ['pneumonia', 'cellulitis',
                                                                                             'COVID-19', 'a fall']), '. ')
    if chance(r, 0.3):
        nb.add(c.sexw('She', 'He'), ' continues to work as a ', Ph(c.prof, 'PROFESSION'), '. ')
    nb.add('\n\nExamination: ', clin.vitals(r, short=True), '. ', pick(r, ['No active nasal disease.', 'Saddle nose deformity, stable.',
                                                                            'No purpura. Chest clear.', 'Temporal arteries non-tender.',
                                                                            'Bruit over L subclavian.']), '\n')
    nb.add('Urinalysis: blood %s, protein %s.\n' % (pick(r, ['negative', 'trace', '1+', '2+']), pick(r, ['negative', 'trace', '1+'])))
    nb.add('\nResults (', c.d(c.ago(2, 14)), '): creatinine %d umol/L, eGFR %d, UPCR %d mg/mmol, CRP %.1f mg/L, %s %s, '
           'IgG %.1f g/L, CD19 %d cells/uL.\n' % (r.randint(60, 260), r.randint(18, 95), r.randint(5, 180), r.uniform(0.5, 40),
                                                  sero if 'ANCA-' not in sero and 'ANCA' in sero else 'ESR',
                                                  pick(r, ['12 IU/mL', '48 IU/mL', '<2 IU/mL', '8.4 IU/mL']) if 'ANCA-' not in sero and 'ANCA' in sero
                                                  else pick(r, ['26 mm/h', '9 mm/h', '41 mm/h']),
                                                  r.uniform(3.5, 14), r.randint(0, 120)))
    nb.add('\nBVAS v3: %d   VDI: %d\n' % (r.randint(0, 12), r.randint(0, 6)))
    nb.add('\nPLAN\n')
    plan = ['Continue current maintenance therapy.', 'Reduce prednisone by 1 mg per month to 0.',
            'Check IgG before each rituximab dose; if <3 g/L refer for IVIG.', 'Repeat urine microscopy in 4 weeks.',
            'Recombinant zoster vaccine (2 doses) and annual influenza vaccination.', 'ENT review for subglottic assessment.',
            'DXA in 12 months.', 'PET-CT if symptoms recur.']
    for p in sample(r, plan, r.randint(3, 5)):
        nb.add('- ', p, '\n')
    if 'IV' in maint:
        nb.add('- Next ', maint.split()[0] if 'rituximab' not in maint else 'rituximab', ' infusion ', c.d(c.ahead(20, 180)), ' at ', Ph(pick(r, [c.hosp, c.clinic]), 'HOSPITAL'), '.\n')
    else:
        nb.add('- Bloods (CBC, Cr, LFT, CRP) every ', pick(r, ['4', '6', '8', '12']), ' weeks at ',
               pick(r, ['the community lab', 'any collection centre']), '.\n')
    nb.add('- Review in clinic ', c.d(c.ahead(60, 180)), '.\n\n')
    vn = c.rn
    nb.add('For questions, please contact our vasculitis nurse specialist ', vn.full(), ' on ', c.phone(ext=chance(r, 0.5)))
    if chance(r, 0.6):
        nb.add(' or ', Ph(vn.email, 'EMAIL'))
    nb.add('.\n\n')
    blocks.signature(nb, c, role=pick(r, ['Consultant Rheumatologist', 'Rheumatologist, Vasculitis Clinic', 'Rheumatologist']),
                     esign=False)
    nb.add('cc: ', c.dr(c.person('DOCTOR'), style=0), ', Nephrology, ', Ph(c.hosp, 'HOSPITAL'), '\n')
    if chance(r, 0.5):
        nb.add('    ', c.ttl(), ' ', c.pt.full(), ', ', c.addr_inline(), '\n')
    return 'vasculitis clinic letter'


SA_DRUGS = [('adalimumab (biosimilar)', 'RA', '40 mg SC every 2 weeks'), ('etanercept (biosimilar)', 'AXSPA', '50 mg SC weekly'),
            ('secukinumab', 'PSA', '150 mg SC weekly x5 then monthly'), ('tocilizumab', 'RA', '162 mg SC weekly'),
            ('rituximab', 'RA', '1000 mg IV day 1 and 15'), ('upadacitinib', 'RA', '15 mg PO daily'),
            ('belimumab', 'SLE', '200 mg SC weekly'), ('ixekizumab', 'AXSPA', '160 mg then 80 mg every 4 weeks'),
            ('golimumab', 'PSA', '50 mg SC monthly'), ('tofacitinib', 'RA', '5 mg PO BID')]
PRIOR = ['methotrexate 25 mg SC weekly', 'leflunomide 20 mg daily', 'sulfasalazine 1 g BID', 'hydroxychloroquine 400 mg daily',
         'naproxen 500 mg BID', 'celecoxib 200 mg BID', 'adalimumab 40 mg q2w', 'etanercept 50 mg weekly', 'mycophenolate 1 g BID']


def sa_request(nb, c):
    r = c.rng
    drug, dzk, dose = pick(r, SA_DRUGS)
    dz = clin.DZ[dzk]
    if c.country == 'NZ':
        nb.add('SPECIAL AUTHORITY APPLICATION - ', drug.upper(), '\n', pick(r, ['Initial application', 'Renewal application']),
               ' - ', dz['name'], '\n\n')
    else:
        if c.prov_ab == 'ON':
            title = pick(r, ['EXCEPTIONAL ACCESS PROGRAM REQUEST', 'PRIOR AUTHORIZATION FORM - BIOLOGIC'])
        elif c.prov_ab == 'BC':
            title = pick(r, ['SPECIAL AUTHORITY REQUEST', 'PRIOR AUTHORIZATION FORM - BIOLOGIC'])
        else:
            title = pick(r, ['EXCEPTION DRUG STATUS REQUEST', 'PRIOR AUTHORIZATION FORM - BIOLOGIC'])
        nb.add(title, ' - ', drug, '\n', dz['name'], '\n\n')
    nb.add('SECTION 1 - PRESCRIBER\n')
    nb.add('Name: ', c.dr(c.md, style=pick(r, [1, 2])), '\n')
    nb.add(blocks.college(c), ' registration no.: ', Ph(c.md_lic, 'LICENSE'), '\n')
    nb.add('Practice: ', Ph(c.site, 'HOSPITAL'), ', ', c.site_addr(), '\n')
    nb.add('Phone: ', c.clinic_phone, '   Fax: ', c.clinic_fax, '\n')
    if chance(r, 0.6):
        nb.add('Email: ', Ph(c.md.email, 'EMAIL'), '\n')
    nb.add('\nSECTION 2 - PATIENT\n')
    nb.add('Name: ', pick(r, [c.pt.full, c.pt.LF, c.pt.fml])(), '\n')
    nb.add('Date of birth: ', c.d(c.dob), '   Sex: ', c.sex, '\n')
    if c.country == 'NZ':
        nb.add('NHI: ', Ph(c.mrn, 'MRN'), '\n')
    else:
        nb.add(c.hc_label, ' health number: ', Ph(c.hc, 'HEALTHPLAN'), '\n')
    nb.add('Address: ', c.addr_inline(), '\n')
    nb.add('Phone: ', c.mobile(), '\n')
    if c.country == 'CA' and chance(r, 0.7):
        nb.add('\nSECTION 3 - COVERAGE\n')
        nb.add('Insurer: ', Ph(c.insurer, 'ORGANIZATION'), '\n')
        nb.add('Policy/contract no.: ', Ph(fmt.group_no(r), 'HEALTHPLAN'), '   Certificate/ID: ', Ph(fmt.member_id(r), 'HEALTHPLAN'), '\n')
        if chance(r, 0.5):
            nb.add('Plan member: ', c.fam.full(), ' (', c.fam_rel if c.fam_rel in ('wife', 'husband', 'partner') else 'spouse', ')\n')
            nb.add('Plan sponsor (employer): ', Ph(pick(r, PL.CA_EMPLOYERS), 'ORGANIZATION'), '\n')
        else:
            nb.add('Plan member: self, employer ', Ph(c.employer, 'ORGANIZATION'), '\n')
    if c.country == 'CA' and chance(r, 0.45):
        nb.add('Income-based public drug plan: consent to income verification given; SIN ', Ph(fmt.sin(r), 'SSN'), '\n')
    nb.add('\nSECTION %d - CLINICAL INFORMATION\n' % (4 if c.country == 'CA' else 3))
    nb.add('Diagnosis: ', dz['name'], ', diagnosed ', c.my(c.ago(400, 5000)), ' by ', c.dr(c.md, style=0), '\n')
    nb.add('Requested: ', drug, ' ', dose, '\n')
    if c.country == 'CA':
        nb.add('DIN: ', fmt.digits(r, 8), '   Quantity: %d-day supply\n' % pick(r, [28, 56, 84]))
    nb.add('\nPrevious therapy (drug, dose, dates, outcome):\n')
    d0 = c.ago(500, 1500)
    for p in sample(r, PRIOR, r.randint(2, 4)):
        d1 = fmt.add_days(d0, r.randint(90, 300))
        if d1 >= c.date:
            d1 = c.ago(10, 30)
        nb.add('  - ', p, ': ', c.d(d0), ' to ', c.d(d1), ' - ', pick(r, ['inadequate response', 'intolerance (nausea, ALT 3x ULN)',
                                                                        'secondary failure', 'rash', 'partial response']), '\n')
        d0 = fmt.add_days(d1, r.randint(3, 30))
    nb.add('\nCurrent disease activity (', c.d(c.ago(0, 20)), '): ', dz['score'](r), '; ')
    if dzk in ('RA', 'PSA'):
        nb.add('swollen joints %d, tender joints %d; CRP %.1f mg/L\n' % (r.randint(6, 22), r.randint(8, 28), r.uniform(6, 60)))
    else:
        nb.add('CRP %.1f mg/L\n' % r.uniform(3, 50))
    nb.add('TB screening: IGRA ', pick(r, ['negative', 'negative', 'indeterminate; CXR clear']), ' (', c.d(c.ago(30, 300)), ')   '
           'Hep B: immune\n')
    if c.country == 'NZ':
        nb.add('\nCriteria met: ', pick(r, ['The patient has experienced intolerable side effects from, or has had an inadequate '
                                            'response to, at least two csDMARDs.',
                                            'Patient has had at least a 50% reduction in active joint count (renewal).',
                                            'BASDAI >= 6 after 3 months of NSAIDs and exercise program.']), '\n')
        if chance(r, 0.5):
            nb.add('Previous SA number: ', Ph(fmt.sa_number(r, 'NZ'), 'IDNUM'), '\n')
    if chance(r, 0.5):
        nb.add('Patient support program enrolment: ', Ph(pick(r, PL.SUPPORT_PROG), 'ORGANIZATION'), ', reference ',
               Ph(fmt.case_no(r), 'IDNUM'), '\n')
    nb.add('\nI confirm the above information is accurate.\n')
    nb.add('Signature: ', c.dr(c.md, style=0), '    Date: ', c.d(c.date), '\n')
    nb.add('\n--- For office use ---\n')
    res = r.randrange(3)
    nb.add('Received ', c.d(c.ahead(0, 2)), '. ')
    if res == 0:
        nb.add('APPROVED. Approval no. ', Ph(fmt.sa_number(r, c.country), 'IDNUM'), ', valid ', c.d(c.ahead(2, 5)), ' to ',
               c.d(c.ahead(360, 370)), '.\n')
    elif res == 1:
        nb.add('Request no. ', Ph(fmt.sa_number(r, c.country), 'IDNUM'), ' pending - additional information requested '
               '(joint counts on two occasions).\n')
    else:
        nb.add('Submitted electronically; reference ', Ph(fmt.sa_number(r, c.country), 'IDNUM'), '.\n')
    if chance(r, 0.5):
        nb.add('Processed by: ', Ph(fmt.username(r, c.rn2.first, c.rn2.last), 'USERNAME'), '\n')
    return 'biologic special authority request'
