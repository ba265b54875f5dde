"""Genres: haematology clinic letter, end-of-treatment summary, MDT outcome."""
import clinical as CL
import ids
import pools as PO
from common import L, audit, banner, cycle_str, letterhead, mrn_label, reg_desc, sign_doc, time

HOLIDAYS = {'UK': ['Christmas', 'Easter', 'Boxing Day', 'New Year', 'Diwali', 'Eid'],
            'IE': ['Christmas', "St Patrick's Day", 'Easter', 'New Year'],
            'AU': ['Christmas', 'Anzac Day', 'Easter', 'Australia Day', 'Chinese New Year'],
            'NZ': ['Christmas', 'Waitangi Day', 'Easter', 'Matariki'],
            'CA': ['Thanksgiving', 'Christmas', 'Canada Day', 'Easter', 'Diwali'],
            'US': ['Thanksgiving', 'Christmas', 'the Fourth of July', 'Memorial Day', 'Labor Day', 'Hanukkah']}


def role(c):
    if c.us:
        return c.r.choice(['Attending Physician, Hematology/Oncology', 'Hematology/Oncology'])
    if c.country == 'CA':
        return c.r.choice(['Hematologist', 'Staff Hematologist, Division of Hematology'])
    return c.r.choice(['Consultant Haematologist', 'Consultant Haematologist', 'Consultant in Haemato-oncology'])


def holiday(c):
    h = c.r.choice(HOLIDAYS[c.country])
    if h.startswith('the '):
        return ['the ', ('DATE', h[4:])]
    return ('DATE', h)


def specimen(c, pre=None):
    r = c.r
    y = c.dx_date.year % 100
    pre = pre or r.choice(['H', 'S', 'HS', 'LN'])
    return ('IDNUM', r.choice(['%s%02d-%05d' % (pre, y, r.randint(1, 99999)),
                               '%s/%02d/%d' % (pre, y, r.randint(100, 30000)),
                               '%s%02d.%d' % (pre, y, r.randint(1000, 9999))]))


def stage(c):
    if c.kind == 'lym':
        return c.r.choice(CL.STAGE_LYM)
    return c.r.choice(['no extramedullary disease', 'marrow-based disease', 'bone marrow 70% blasts at diagnosis',
                       'presented with WCC 86 x10^9/L'])


def gp_block(n, c):
    n.f('{dr}{g}\n{pr}\n', dr=c.dr, g=c.gp.full(), pr=('HOSPITAL', c.practice))
    n.v(c.lines(c.gp_addr_lines()))
    n.t('\n')


SYMPT_GOOD = ['tolerated the last cycle well', 'has had a reasonable few weeks',
              'reports good energy levels apart from the first week after each cycle',
              'is eating well and has regained some weight', 'feels the night sweats have settled completely']
SYMPT_BAD_ALL = [('had grade 2 peripheral neuropathy in the fingertips (vincristine)', ('vincristine',)),
                 ('had grade 1 mucositis around D7-10', None),
                 ('was constipated for 4 days after the vincristine despite laxido', ('vincristine',)),
                 ('describes marked fatigue (CTCAE G2)', None),
                 ('had one episode of febrile neutropenia treated on the ward, see discharge letter', None),
                 ('developed a steroid-induced hyperglycaemia during the prednisolone days', ('prednisolone', 'dexamethasone')),
                 ('reports altered taste and some nausea, managed with metoclopramide', None),
                 ('had an infusion-related reaction to rituximab with C1 (rigors, resolved with hydrocortisone)', ('rituximab',)),
                 ('had an infusion reaction to obinutuzumab on C1D1 (hypotension, resolved)', ('obinutuzumab',)),
                 ('had grade 3 neutropenia on D15 requiring a 1-week delay', None),
                 ('developed a widespread rash after bendamustine (G2), settled with antihistamines', ('bendamustine',)),
                 ('has had a dry cough - bleomycin held pending lung function tests', ('bleomycin',)),
                 ('reported loose stools in the first weeks of venetoclax', ('venetoclax',)),
                 ('has had bruising and mild atrial ectopy on ibrutinib', ('ibrutinib',)),
                 ('notes mild fluid retention around the ankles on imatinib', ('imatinib',)),
                 ('had injection-site reactions from the azacitidine (G1)', ('azacitidine',))]


def sympt_bad(c, k=1):
    ok = [t for t, req in SYMPT_BAD_ALL if req is None or c.has(*req)]
    return c.r.sample(ok, k)
EXAM = ['No palpable lymphadenopathy in the cervical, axillary or inguinal regions. No hepatosplenomegaly.',
        'Residual 1 cm left supraclavicular node, soft. Abdomen soft, spleen tip just palpable.',
        'Chest clear. No peripheral oedema. PICC site clean and dry.',
        'Small shotty nodes bilateral neck (<1 cm). No splenomegaly. Skin: no rash, no petechiae.',
        'Looks well. ECOG 1. Mouth: no ulceration, no candida. Heart sounds normal.',
        'Spleen palpable 4 cm below the costal margin. No lymphadenopathy. No bruising.']
PLAN = [('Proceed with cycle {nx} on {d} provided neuts >1.0 and plt >100.', None),
        ('Interim PET-CT after cycle 2 (request sent).', 'lym'),
        ('Continue aciclovir and co-trimoxazole prophylaxis.', None),
        ('Irradiated blood components from now on - alert card given and blood bank informed.', 'irr'),
        ('Restage with CT neck/chest/abdomen/pelvis after cycle {nx}.', 'lym'),
        ('Recheck hepatitis B DNA monthly while on anti-CD20 therapy.', ('rituximab', 'obinutuzumab')),
        ('Echocardiogram before further anthracycline (cumulative dose documented on the prescription).', ('doxorubicin', 'daunorubicin')),
        ('Flu and COVID-19 vaccination advised for household contacts; no live vaccines.', None),
        ('Review in clinic in 3 weeks with FBC, U&E, LFT, LDH and urate.', None),
        ('Repeat FBC in 3 months via {gp}.', None),
        ('TLS bloods at 6 and 24 h after each venetoclax dose increase.', ('venetoclax',)),
        ('BCR::ABL1 quantitative PCR every 3 months.', ('imatinib', 'dasatinib')),
        ('Repeat bone marrow with MRD after cycle 2.', 'leuk')]


def plan_items(c, k):
    ok = []
    for t, req in PLAN:
        if req is None or req == c.kind or (req == 'irr' and (c.reg[3] or c.dxkey == 'cHL')) or \
                (isinstance(req, tuple) and c.has(*req)):
            if c.reg[4] and '{nx}' in t:
                continue
            ok.append(t)
    return c.r.sample(ok, k)




def letter_to_patient(n, c):
    """Clinic letter written directly to the patient (copy to GP)."""
    r = c.r
    cons, cns = c.staff('cons'), c.staff('cns')
    letterhead(n, c, r.choice(['Haematology Outpatients', 'Lymphoma & Leukaemia Service']))
    n.f('\nDate: {d}\n{ml}: {mrn}\n\n', d=c.D(c.wk(r.randint(1, 5))), ml=mrn_label(c), mrn=('MRN', c.mrn))
    n.f('{t} {nm}\n', t=c.pt.title, nm=c.pt.full())
    n.v(c.lines(c.addr_lines()))
    n.f('\n\nDear {t} {l},\n\n', t=c.pt.title, l=c.pt.lastn()) if r.random() < 0.5 else n.f('\n\nDear {f},\n\n', f=c.pt.firstn())
    n.f('Thank you for coming to see me in clinic on {d}', d=c.Dw(c.date, 1))
    if r.random() < 0.6:
        n.f(' with your {rel}, {nk}', rel=c.nok_rel, nk=c.nok.firstn())
    n.t('. I am writing to summarise what we discussed, and I have sent a copy to your %s.\n\n' % L(c, 'GP', 'family doctor'))
    n.t('Your diagnosis: %s (%s). ' % (c.dxname, c.dxshort))
    n.f('This was confirmed on the biopsy taken on {d}.\n\n', d=c.Dl(c.dx_date))
    if c.reg[4]:
        n.t('Your treatment: %s tablets, taken every day. Please do not take grapefruit or St John\'s wort with them.\n\n' % c.regname)
    else:
        n.t('Your treatment: %s. You have now had %d cycle%s. ' % (c.regname, c.cycle, '' if c.cycle == 1 else 's'))
        n.f('Your next treatment is booked on the {u} for {d}.\n\n', u=('HOSPITAL', c.unit), d=c.Dw(c.wk(r.randint(5, 14)), 1))
    n.t('Your blood results today were satisfactory: ' + CL.lab_line(CL.labs(r, 'normal', c.us)[:4]) + '. ')
    n.t(r.choice(['Your neutrophil count is the important number for infection risk. ',
                  'Your haemoglobin is a little low, which explains some of the tiredness. ',
                  'Your platelet count is normal, so bruising should not be a problem. ']) + '\n\n')
    n.t('What happens next:\n')
    n.t('- ' + r.choice(['A PET-CT scan after your second cycle.', 'Blood tests every 3 weeks.', 'A bone marrow test in 3 months.',
                         'A heart scan (echocardiogram) before the next cycle.']) + '\n')
    n.t('- Keep taking the anti-infection tablets (aciclovir and co-trimoxazole) until we tell you to stop.\n')
    pre, p = c.prof
    if not pre and r.random() < 0.6:
        n.f('- We discussed your work as a {p}; ', p=('PROFESSION', p))
        n.t('a fit note has been provided and you may return when you feel ready.\n')
    n.t('\nIf your temperature is 37.5C or above, or you feel unwell, phone the 24-hour haematology advice line straight away on ')
    n.f('{ph}. Do not wait until the morning.\n\n', ph=('PHONE', c.hnum()))
    n.f('Your clinical nurse specialist is {cn} ({e}, {ph}).\n\n', cn=cns.full(), e=('EMAIL', cns.mail),
        ph=('PHONE', c.hnum(True)))
    n.t('With best wishes,\n\n')
    sign_doc(n, c, cons, role(c))
    n.f('\ncc: {dr}{g}, {p}\n', dr=c.dr, g=c.gp.full(), p=('HOSPITAL', c.practice))


def clinic_letter(n, c):
    r = c.r
    if r.random() < 0.3:
        return letter_to_patient(n, c)
    cons, sec, cns = c.staff('cons'), c.staff('sec', 'F'), c.staff('cns')
    typed = c.day(r.randint(1, 6))
    letterhead(n, c, r.choice(['Department of Clinical Haematology', 'Haematology Outpatients',
                               'Lymphoma Service', 'Haematology & Haemato-oncology']))
    n.t('\n')
    if not c.us and r.random() < 0.7:
        n.f('Our ref: {a}/{b}    ', a=cons.ini(), b=sec.ini_lower())
    n.f('{ml}: {mrn}   {hl}: {hn}\n', ml=mrn_label(c), mrn=('MRN', c.mrn), hl=c.hn_label, hn=('HEALTHPLAN', c.hn))
    n.f('Clinic date: {d}    Dictated: {d}    Typed: {t}\n\n', d=c.D(c.date), t=c.D(typed))
    if r.random() < 0.3:
        n.t('PRIVATE AND CONFIDENTIAL\n')
    gp_block(n, c)
    n.t('\n')
    n.f('Dear {dr}{g}{p}\n\n', dr=c.dr, g=c.gp.lastn(), p=':' if c.us else ',')
    n.f('Re: {t} {nm}, DOB {dob}\n', t=c.pt.title, nm=c.pt.fml(), dob=c.D(c.dob))
    n.v(c.addr())
    n.t('\n\n')
    n.t('Diagnosis:\n')
    n.f('1. {dx} ({s}), {st}, {rk} - diagnosed {md} on ', dx=c.dxname[0].upper() + c.dxname[1:], s=c.dxshort,
        st=stage(c), rk=r.choice(CL.RISK[c.dxkey]), md=c.MY(c.dx_date))
    n.f('{b} ({sp})\n', b=r.choice(['excision biopsy of a left cervical node', 'core biopsy (US-guided)',
                                     'bone marrow biopsy', 'peripheral blood flow cytometry',
                                     'CT-guided biopsy of a para-aortic mass']), sp=specimen(c))
    for i, pm in enumerate(CL.pmh(r, c.age, r.randint(1, 3), c.sex)):
        n.t('%d. %s\n' % (i + 2, pm[0].upper() + pm[1:]))
    n.t('\nTreatment: %s\n' % reg_desc(c))
    given = c.wk(-r.randint(min(14, c.reg[0] - 3), c.reg[0] - 2))
    nx = ids.add_days(given, c.reg[0])
    while nx <= c.date:
        nx = ids.add_days(nx, 7)
    if c.reg[4]:
        n.f('Started {d}; supply issued for 28 days\n\n', d=c.D(c.day(-r.randint(30, 300))))
    else:
        n.f('Cycle {k} given {d}; next cycle due {nx}\n\n', k=str(c.cycle), d=c.D(given), nx=c.D(nx))
    n.f('I reviewed {p} today ', p=c.pt.tl())
    if r.random() < 0.6:
        n.f('together with {h} {rel}, {nk}. ', h=c.his, rel=c.nok_rel, nk=c.nok.firstn())
    else:
        n.t('on {h} own. '.format(h=c.his))
    n.f('{He} {s}', He=c.He, s=r.choice(SYMPT_GOOD))
    n.f(', although {he} {s}. ', he=c.he, s=sympt_bad(c)[0])
    if r.random() < 0.5:
        n.f('{He} denies fevers, drenching sweats or weight loss. ', He=c.He)
    n.t('\n\n')
    soc = n.pos
    if r.random() < 0.7:
        pre, p = c.prof
        if pre:
            n.f('{He} is a retired {p} and lives with {h} {rel} in {ct}. ', He=c.He, p=('PROFESSION', p), h=c.his,
                rel=c.nok_rel, ct=('CITY', c.city))
        else:
            n.f('{He} works as a {p} for {e} and ', He=c.He, p=('PROFESSION', p), e=('ORGANIZATION', c.employer))
            n.t(r.choice(['has been signed off work during treatment. ', 'is managing some shifts from home. ',
                          'wants to discuss a phased return. ']))
    if r.random() < 0.5:
        if c.birth not in ('England', 'Scotland', 'Wales', 'Ireland', 'Australia', 'New Zealand', 'Canada', 'USA') \
                and r.random() < 0.6:
            n.f('{He} would like to visit family in {co} over {h}; ', He=c.He, co=c.country_v(c.birth), h=holiday(c))
        else:
            n.f('{He} is hoping to travel to {co} over {h}; ', He=c.He, co=c.country_v(r.choice(PO.TRAVEL)), h=holiday(c))
        n.t('I have advised waiting until treatment is complete and discussed travel insurance. ')
    if n.pos > soc:
        n.t('\n\n')
    n.t('Examination: %s' % r.choice(EXAM))
    if r.random() < 0.5:
        n.t(' ' + r.choice(CL.EPONYM_LINES))
    n.t('\n\n')
    state = r.choice(['normal', 'normal', 'nadir', 'cll' if c.dxkey == 'CLL' else 'normal'])
    n.f('Bloods ({d}): {l}\n', d=c.Ds(c.date), l=CL.lab_line(CL.labs(r, state, c.us)))
    if c.kind == 'lym' and r.random() < 0.6:
        pet = c.day(-r.randint(5, 30))
        ds, txt = r.choice([(1, 'complete metabolic response'), (2, 'complete metabolic response'),
                            (3, 'residual mediastinal uptake below liver, treat as CMR'),
                            (4, 'partial metabolic response, SUVmax 6.1 (from 18.4)'), (2, 'no new FDG-avid disease')])
        n.f('PET-CT {d}: Deauville score {ds}, {txt}.\n', d=c.D(pet), ds=str(ds), txt=txt)
    n.t('\nPlan:\n')
    for pl in plan_items(c, 3):
        if '{' in pl:
            n.f('- ' + pl + '\n', nx=str(c.cycle + 1), d=c.Dw(nx), gp=L(c, 'the GP', 'primary care'))
        else:
            n.t('- ' + pl + '\n')
    n.f('- Contact {cn} ({cl}) on {ph} or the 24-hour advice line with any fever >=38.0.\n',
        cn=cns.full(), cl='Lymphoma CNS' if c.kind == 'lym' else 'Haematology CNS', ph=('PHONE', c.hnum()))
    n.t('\nYours sincerely,\n\n\n')
    sign_doc(n, c, cons, role(c))
    n.t('\ncc: ')
    n.f('{t} {nm}, {a}\n', t=c.pt.title, nm=c.pt.full(), a=c.addr())
    n.f('    {cn}, Clinical Nurse Specialist ({em})\n', cn=cns.full(), em=('EMAIL', cns.mail))
    if r.random() < 0.4:
        oc = c.staff('oncol')
        n.f('    {dr}{o}, Clinical Oncology\n', dr=c.dr, o=oc.full())
    if r.random() < 0.4:
        n.t('\n')
        audit(n, c, cons, typed)


# ------------------------------------------------------------------ end of treatment

LATE = [('Cardiac: cumulative anthracycline exposure - consider echo if symptomatic; manage BP and lipids.', ('doxorubicin', 'daunorubicin')),
        ('Second cancers: encourage national screening programmes (breast, bowel, cervical).', None),
        ('Thyroid: TFTs annually if neck radiotherapy given.', None),
        ('Fertility: semen/egg storage was discussed before treatment.', None),
        ('Lung: bleomycin exposure - inform anaesthetists before any GA; avoid high-flow oxygen where possible.', ('bleomycin',)),
        ('Bone health: steroid exposure - consider DEXA.', ('prednisolone', 'dexamethasone')),
        ('Peripheral neuropathy may improve slowly over 6-12 months.', ('vincristine', 'brentuximab vedotin', 'polatuzumab vedotin')),
        ('Hypogammaglobulinaemia: check IgG if recurrent infections.', ('rituximab', 'obinutuzumab')),
        ('Prolonged lymphopenia: PJP prophylaxis until CD4 >0.2.', ('fludarabine', 'bendamustine', 'cladribine')),
        ('Fatigue may persist; graded exercise advised.', None)]
ALERTS = ['new lumps or swellings', 'drenching night sweats', 'unexplained fevers', 'weight loss >10%',
          'persistent itch', 'breathlessness or cough lasting >3 weeks', 'unexplained bruising or bleeding']


def response(c, d):
    r = c.r
    if c.kind == 'lym':
        return ['End-of-treatment PET-CT ', c.D(d), ': ', r.choice(['complete metabolic response (Deauville 2)', 'CMR, Deauville 3',
                                                                   'CMR (Deauville 1)', 'partial metabolic response - for MDT'])]
    if c.dxkey == 'CLL':
        return ['Assessed ', c.D(d), ': ', r.choice(['CR, undetectable MRD (<10^-4) in PB', 'PR with detectable MRD',
                                                    'CR, uMRD in PB and BM'])]
    if c.dxkey == 'HCL':
        return ['Marrow ', c.D(d), ': ', r.choice(['CR, no residual HCL on IHC', 'CR with minimal residual disease (CD20/annexin)'])]
    return ['Marrow ', c.D(d), ': ', r.choice(['CR, MRD negative by flow', 'CRi, MRD positive (0.05%)', 'CR, NPM1 MRD negative'])]


def eot_summary(n, c):
    r = c.r
    cons, cns = c.staff('cons'), c.staff('cns')
    start = c.day(-(c.reg[0] * min(c.reg[1], 6) + r.randint(20, 50)))
    end = c.day(-r.randint(25, 60))
    pet = c.day(-r.randint(3, 20))
    hna = c.day(-r.randint(0, 7))
    letterhead(n, c, r.choice(['Haematology Department', 'Haemato-oncology Service']), contact=r.random() < 0.5)
    n.t('\n%s\n' % r.choice(['END OF TREATMENT SUMMARY', 'TREATMENT SUMMARY', 'Treatment Summary (end of first-line therapy)']))
    n.f('Date: {d}\n\n', d=c.D(c.date))
    n.f('To: {dr}{g}, {pr}\n', dr=c.dr, g=c.gp.full(), pr=('HOSPITAL', c.practice))
    n.t('Copy: patient\n\n')
    banner(n, c)
    n.t('\n')
    rows = [('Diagnosis', [c.dxname[0].upper() + c.dxname[1:] + ' (' + c.dxshort + ')']),
            ('Date of diagnosis', [c.D(c.dx_date)]),
            ('Stage / risk', [stage(c) + '; ' + r.choice(CL.RISK[c.dxkey])]),
            ('Treatment intent', ['Curative' if c.dxkey in ('DLBCL', 'cHL', 'BL', 'AML', 'B-ALL', 'PTCL', 'HCL') else 'Disease control']),
            ('Treatment given', [c.regname + ' x%d' % min(c.reg[1], 6) + r.choice(['', ' (dose-reduced C4-6 for neuropathy)',
                                                                                    ' + ISRT 30 Gy/15#', ' (G-CSF support from C2)'])]),
            ('Start / end', [c.D(start), ' to ', c.D(end)]),
            ('Response', response(c, pet))]
    for k, v in rows:
        n.t('%-19s' % (k + ':'))
        n.v(v)
        n.t('\n')
    n.t('\nSignificant toxicities during treatment:\n')
    for x in sympt_bad(c, 2):
        n.t('- ' + x + '\n')
    if r.random() < 0.5:
        adm = c.day(-r.randint(60, 120))
        n.f('- Admitted to {w} {d} with neutropenic sepsis (E. coli bacteraemia), ', w=('HOSPITAL', c.ward), d=c.D(adm))
        n.t('treated with piperacillin-tazobactam then oral co-amoxiclav.\n')
    n.t('\nPossible late effects:\n')
    late = [x for x, req in LATE if req is None or c.has(*req)]
    for x in r.sample(late, 3):
        n.t('- ' + x + '\n')
    if c.reg[3] or c.dxkey == 'cHL':
        n.f('\nIRRADIATED BLOOD COMPONENTS FOR LIFE - alert card issued {d}; {bs} and hospital blood bank notified.\n',
            d=c.D(c.day(-r.randint(30, 200))), bs=CL.BLOOD_SERVICE[c.country])
    n.t('\nPlease refer back urgently if: ' + ', '.join(r.sample(ALERTS, 4)) + '.\n')
    n.t('\nFollow-up: ' + r.choice(['clinic review 3-monthly for 2 years, then 6-monthly',
                                    'nurse-led telephone follow-up every 3 months; no routine imaging',
                                    'open-access follow-up (PIFU) for 5 years']) + '.\n')
    n.f('Next appointment: {d} {tm} with {dr}{cn}\n', d=c.Dw(c.day(r.randint(60, 100))), tm=time(r),
        dr=c.dr, cn=cons.lastn())
    n.t('Vaccination: re-vaccinate from 6 months post rituximab; inactivated influenza annually; no live vaccines.\n')
    n.f('\n{w} completed {d} with {cn} ({rl}). ', w=L(c, 'Holistic needs assessment', 'Survivorship care plan'), d=c.D(hna),
        cn=cns.full(), rl=L(c, 'CNS', 'nurse navigator'))
    pre, p = c.prof
    if not pre and r.random() < 0.7:
        n.f('Plans a phased return to work as a {p} at {e} from {m}. ', p=('PROFESSION', p), e=('ORGANIZATION', c.employer),
            m=c.MY(c.day(r.randint(20, 60))))
    if r.random() < 0.5:
        n.f('Signposted to {o}. ', o=('ORGANIZATION', r.choice(PO.SUPPORT_ORGS)))
    n.t('\n\nKey contacts:\n')
    n.f('  CNS: {cn}  Tel {p}  Email {e}\n', cn=cns.full(), p=('PHONE', c.hnum()), e=('EMAIL', cns.mail))
    n.f('  24h haematology advice line: {p}\n', p=('PHONE', c.hnum()))
    if r.random() < 0.5:
        n.f('  Patient information: {u}\n', u=('URL', 'https://%s/patients/%s' % (c.hdomain, r.choice(['lymphoma', 'leukaemia', 'after-treatment']))))
    n.t('\n')
    sign_doc(n, c, cons, role(c))
    if r.random() < 0.5:
        audit(n, c, cons, c.date)


# ------------------------------------------------------------------ MDT outcome

MDT_REASON = ['New diagnosis - for treatment planning', 'Suspected relapse', 'Histology review (external referral)',
              'End-of-treatment PET review', 'Interim PET review (after C2)', 'Consider for transplant / CAR-T referral',
              'Bone marrow MRD result', 'Consider for allograft in CR1']
MDT_OUT_L = ['Proceed to {reg} as planned; no consolidation radiotherapy.',
             'Complete metabolic response: no further treatment, routine follow-up.',
             'Deauville 4 - repeat biopsy of residual mass before deciding on salvage.',
             'Refer to transplant centre for consideration of autologous SCT after salvage R-GDP.',
             'Eligible for trial - research nurse to approach patient.',
             'Consolidation ISRT 30 Gy to bulky mediastinal site; clinical oncology referral.',
             'Refer for CAR-T screening (2nd relapse, fit, ECOG 1).']
MDT_OUT_H = ['Proceed to {reg}; TLS prophylaxis and risk assessment per protocol.',
             'MRD negative - continue as per protocol, no transplant in CR1.',
             'Watch and wait; no treatment indication (iwCLL criteria not met).',
             'Refer to allograft centre - HLA typing of patient and siblings.',
             'Eligible for trial - research nurse to approach patient.',
             'Repeat marrow after cycle 2 to assess response.']
PATH = {
    'DLBCL': 'CD20+, CD10+, BCL6+, MUM1-, Ki-67 80%, MYC not rearranged (FISH). GCB phenotype (Hans).',
    'cHL': 'CD30+, CD15+, PAX5 weak, CD45-; classical HRS cells in a mixed inflammatory background. EBER negative.',
    'FL': 'CD20+, CD10+, BCL2+, BCL6+; follicular pattern, grade 1-2 of 3A. Ki-67 15%.',
    'MCL': 'CD20+, CD5+, cyclin D1+, SOX11+; Ki-67 25%, TP53 IHC wild-type pattern.',
    'CLL': 'PB flow: CD5+, CD23+, CD200+, Matutes 5/5. FISH: del(13q); TP53 not deleted; IGHV unmutated.',
    'AML': 'Blasts CD34+, CD117+, MPO+; NPM1 mutated, FLT3-ITD negative; karyotype 46,XY[20].',
    'B-ALL': 'TdT+, CD19+, CD10+, CD22+; BCR::ABL1 negative; KMT2A FISH negative.',
    'CML': 'Karyotype t(9;22)(q34;q11.2) in 20/20 metaphases; BCR::ABL1 e14a2 transcript.',
    'MZL': 'CD20+, CD5-, CD10-, cyclin D1-; MYD88 L265P not detected.',
    'HCL': 'CD20+, CD25+, CD103+, CD11c+, annexin A1+; BRAF V600E detected.',
    'PTCL': 'CD3+, CD4+, CD7 lost, CD30 partial (20%); TFH markers negative; TCR clonal.',
    'BL': 'CD20+, CD10+, BCL2-, Ki-67 ~100%; MYC::IGH t(8;14) by FISH.',
}


def mdt(n, c):
    r = c.r
    chair, path, rad, coord, cns, onc = (c.staff('chair'), c.staff('path'), c.staff('rad'),
                                         c.staff('coord', 'F'), c.staff('cns'), c.staff('onc'))
    net = '%s %s' % (r.choice(['Northwold and Eastmere', 'Greywater Valley', 'Kilbrannan Regional', 'Tri-Counties',
                               'Harcastle & District', 'Southern Coastal']),
                     r.choice(['Cancer Network', 'Regional Cancer Program'] if c.na else
                              ['Haemato-oncology Network', 'Cancer Alliance', 'Lymphoma Network']))
    n.f('{o} - ', o=('ORGANIZATION', net))
    n.t(r.choice(['HEME MALIGNANCIES TUMOR BOARD - SUMMARY', 'Lymphoma/Leukemia Tumor Board Note'] if c.na else
                 ['LYMPHOMA MDT OUTCOME', 'HAEMATOLOGY MDT - OUTCOME FORM', 'Haem-Onc MDM Outcome',
                  'Specialist Haemato-oncology MDT: Outcome']) + '\n')
    n.f('Meeting date: {d}   Time: {t}\n', d=c.Dw(c.date), t=time(r, 8, 13))
    if r.random() < 0.5:
        n.f('Venue: {b} seminar room / video link {u}\n', b=('LOCATION_OTHER', c.building),
            u=('URL', 'https://meet.%s/mdt/%s' % (r.choice(['example.net', 'example.org']), ids.digits(r, 9))))
    else:
        n.f('Video bridge {ip} (dial-in {ph}, PIN not recorded)\n', ip=('IPADDR', ids.ip(r)), ph=('PHONE', c.hnum()))
    n.f('Chair: {dr}{a}    Coordinator: {b} (ext. {x})\n', dr=c.dr, a=chair.full(), b=coord.full(),
        x=('PHONE', '555' + ids.digits(r, 1)))
    n.f('MDT case ref: {id}\n\n', id=('IDNUM', 'MDT-%02d-%04d' % (c.date.year % 100, r.randint(1, 2500))))
    n.t('Present: ')
    pres = [[c.dr, chair.full(), ' (Haematology, chair)'], [c.dr, path.full(), ' (Haematopathology)'],
            [c.dr, rad.full(), ' (Radiology)'], [cns.full(), ' (CNS)'], [c.dr, onc.full(), ' (Clinical Oncology)']]
    if r.random() < 0.5:
        ph = c.staff('pharm')
        pres.append([ph.full(), ' (Pharmacy)'])
    for i, x in enumerate(pres):
        if i:
            n.t('; ')
        n.v(x)
    n.t('\n\n')
    banner(n, c, r.choice([0, 3]), with_addr=False)
    ref = c.staff('ref')
    rh = '%s %s' % (r.choice(['Glenarrow', 'Netherby', 'Fairlea', 'Dunraven', 'Pennyridge', 'Oakhurst']),
                    r.choice(['Hospital', 'General Hospital', 'District Hospital']))
    n.f('Referring clinician: {dr}{a}, {h}\n', dr=c.dr, a=ref.full(), h=('HOSPITAL', rh))
    n.t('Reason for discussion: %s\n\n' % r.choice(MDT_REASON[:3] + (MDT_REASON[3:6] if c.kind == 'lym' else MDT_REASON[6:])))
    n.f('Clinical summary: {age}-year-old {mw} ', age=c.A(), mw='man' if c.sex == 'M' else 'woman')
    n.t('with %s, %s. ' % (c.dxname, stage(c)))
    if c.kind == 'lym':
        n.t(r.choice(['B symptoms at presentation. ', 'No B symptoms. ', 'Presented with a 3-month history of neck swelling. ',
                      'Presented with abdominal fullness and night sweats. ']))
    else:
        n.t(r.choice(['Incidental lymphocytosis on routine bloods. ', 'Presented via ED with pancytopenia. ',
                      'Presented with fatigue and recurrent infections. ', 'Found on bloods for bruising. ']))
    n.f('ECOG {e}. Comorbidities: {pm}. ', e=str(r.choice([0, 1, 1, 2])), pm=', '.join(CL.pmh(r, c.age, 2, c.sex)))
    if c.cycle > 1:
        n.f('Has received {k} cycles of {reg}, last on {d}. ', k=str(c.cycle), reg=c.regname, d=c.D(c.day(-r.randint(10, 30))))
    n.t('\n\nPathology: ')
    n.f('{sp} ({d}) reviewed by {dr}{p}: ', sp=specimen(c), d=c.D(c.dx_date), dr=c.dr, p=path.lastn())
    n.t(PATH.get(c.dxkey, PATH['DLBCL']) + '\n')
    if c.kind == 'lym':
        n.f('Radiology: {d} {m} reviewed by {dr}{p}: ', d=c.D(c.wk(-r.randint(3, 20))), m=r.choice(['PET-CT', 'PET-CT', 'CT CAP']),
            dr=c.dr, p=rad.lastn())
        n.t(r.choice(['Deauville 2, CMR.', 'Deauville 4, residual mediastinal uptake SUVmax 5.2 (liver 2.8).',
                      'new FDG-avid para-aortic nodes, SUVmax 14.', 'stage IIIA disease, bulk 8.2 cm (mediastinum).',
                      'stable appearances, no new disease.', 'Deauville 3 - treat as CMR per Lugano.']) + '\n\n')
    else:
        n.f('Radiology: {d} CT reviewed by {dr}{p}: ', d=c.D(c.wk(-r.randint(3, 20))), dr=c.dr, p=rad.lastn())
        n.t(r.choice(['splenomegaly 17 cm, no bulky nodes.', 'no lymphadenopathy; spleen 13 cm.',
                      'small volume nodes <2 cm; no Richter features.', 'no extramedullary disease.']) + '\n\n')
    n.t('MDT OUTCOME:\n')
    out = r.choice(MDT_OUT_L if c.kind == 'lym' else MDT_OUT_H)
    n.t('1. ' + out.replace('{reg}', c.regname) + '\n')
    sec = ['Baseline echo and hepatitis/HIV serology before C1.', 'Fertility preservation discussion.',
           'No change to current plan.', 'Hepatitis B core antibody status to be confirmed.']
    if c.has('mercaptopurine'):
        sec.append('Check TPMT/NUDT15 before mercaptopurine.')
    if c.reg[3] or c.dxkey == 'cHL':
        sec.append('Irradiated blood products - notify blood bank.')
    n.t('2. ' + r.choice(sec) + '\n')
    n.t('\nActions:\n')
    n.f('- Inform patient: {a} by {d}\n', a=[c.dr, chair.lastn()] if r.random() < 0.5 else cns.full(), d=c.D(c.day(r.randint(1, 7))))
    n.f('- Letter to {w} ({g}, {pr}): coordinator\n', w=L(c, 'GP', 'PCP'), g=c.gp.i_last(), pr=('HOSPITAL', c.practice))
    if r.random() < 0.5:
        n.f('- Research: {rn} to screen for trial (email {e})\n', rn=c.staff('rn').full(), e=('EMAIL', c.staff('rn').mail))
    n.t('\nPatient aware of discussion: %s\n' % r.choice(['Yes', 'Yes - seen in clinic', 'No - to be informed at next visit']))
    n.f('Outcome recorded by {a} on {d}\n', a=coord.full(), d=c.D(c.date))
