"""Genres: sick-day telephone advice log, insurer prior authorisation,
transition clinic note."""
import datetime as dt

import clin
import hdr
import pools as PL
from core import M, pad
from ctx import Person

# ================================================================ sick-day log
SYMPTOMS = ['vomiting since lunchtime', 'diarrhoea and vomiting x 2 days', 'fever 38.6 and sore throat',
            'tummy ache and nausea', 'flu-like illness, off food', 'UTI symptoms, on trimethoprim',
            'COVID positive (LFT) today', 'post-op day 2 after wisdom teeth, not eating']


def _times(r, k, h=None):
    h = r.randint(17, 22) if h is None else h
    m = r.choice([0, 10, 20, 30, 40, 50])
    out = []
    for _ in range(k):
        out.append('%02d:%02d' % (h % 24, m))
        h += r.choice([1, 1, 2])
        m = r.choice([0, 5, 15, 30, 45])
    return out


def sickday_log(c, n):
    r = c.r
    v = r.randint(0, 2)
    if v == 2:
        return sickday_multi(c, n)
    dsn = c.team['dsn'] if r.random() < .5 else c.dsn2
    caller = c.fam[0] if c.child or r.random() < 0.5 else None
    tdd = r.randint(18, 70)
    g0 = r.uniform(14, 26)
    k0 = round(r.uniform(0.8, 3.4), 1)
    h0 = r.randint(8, 19)
    tl = _times(r, 7, h0)
    if v == 0:
        n.ln('%s - DIABETES ADVICE LINE' % M('HOSP', c.clinic))
        n.ln('TELEPHONE CONTACT RECORD: SICK DAY')
        n.ln('')
        n.ln('Date: %s   Time of call: %s   Taken by: %s (%s)' % (
            c.d(c.today), tl[0], c.D(dsn), c.dsn_t()))
        if caller:
            n.ln('Caller: %s %s   Call-back: %s' % (caller.rel, c.F(caller), M('PH', c.phone_m)))
        else:
            n.ln('Caller: patient   Call-back: %s' % M('PH', c.phone_m))
        hdr.label_block(c, n, r.choice([0, 2]))
        n.ln('Regimen: %s pump (%s), TDD ~%d U; %s. Back-up pens at home: %s.' % (
            c.pump, c.rapid, tdd, c.cgm, r.choice(['yes', 'yes', 'no - advised to collect from ' + M('HOSP', c.pharm)])))
        n.ln('')
        n.ln('S: %s. Glucose %s, blood ketones %.1f mmol/L. %s' % (
            r.choice(SYMPTOMS).capitalize(), c.g(g0), k0,
            r.choice(['Last set change 4 days ago.', 'Set changed this morning.', 'Tubing looks fine.'])))
        n.ln('A: %s. %s' % (r.choice(['Alert, talking in full sentences', 'Tired but alert',
                                       'Drowsy per caller']),
                             r.choice(['No abdominal pain, passing urine.', 'No Kussmaul breathing reported.',
                                       'Keeping sips down.'])))
        n.ln('P: advised as per sick-day rules:')
        corr = tdd * (0.1 if k0 < 1.5 else 0.2)
        for rule in [
                'correction %.1f U by PEN now (%d%% TDD)' % (corr, 10 if k0 < 1.5 else 20),
                'change set and cartridge, new site', 'sugar-free fluids 100 mL every hour',
                'recheck glucose + ketones in 2 h and ring back',
                'ED at %s if vomiting persists, ketones > 3.0 or drowsy' % M('HOSP', c.hosp)]:
            n.ln('   - ' + rule)
        n.ln('')
        n.ln('Time    Glucose   Ketones   Action')
        g, k = g0, k0
        worse = r.random() < 0.25
        nrow = r.randint(3, 5)
        for i, t in enumerate(tl[:nrow]):
            n.ln('%s   %-8s  %-8s  %s' % (t, c.g(g, False), '%.1f' % k, 'pen correction given' if i == 0 else r.choice([
                'drinking well', 'set changed', 'no vomiting' if not worse else 'vomited x1', 'basal +20% temp',
                'asleep, woken for check'])))
            if worse:
                g = g + r.uniform(-1, 2.5)
                k = round(k + r.uniform(0.2, 0.8), 1)
            else:
                g = max(6.5, g - r.uniform(1.0, 4)) + r.uniform(0, 0.6)
                k = max(0.1, round(k - r.uniform(0.2, 0.9), 1))
        n.ln('')
        if worse:
            n.ln('Outcome: ketones rising - advised ED; attended %s, admitted to %s.' % (
                M('HOSP', c.hosp), M('HOSP', c.ward)))
        else:
            n.ln('Outcome: %s' % r.choice([
                'ketones clearing, stays at home; %s call %s.' % (c.dsn_t(), c.d(c.day(1), 'wds')),
                'improving, GP review tomorrow at %s.' % M('HOSP', c.gp_site)]))
        n.ln('Documented: %s  %s %s' % (c.D(dsn, 'i_last'), c.ds(c.today), tl[nrow]))
    else:
        n.ln('tel call - sick day advice')
        n.ln('%s, %s %s, %s %s' % (c.P('first_i'), 'dob', c.dob_s(), clin.mrn_label(c).lower(), M('MRN', c.mrn)))
        who = '%s %s' % (caller.rel, c.F(caller, 'first')) if caller else 'pt'
        n.ln('%s rang %s at %s from %s. %s' % (
            who, c.wdd(c.today), tl[0], M('PH', c.phone_m), r.choice(SYMPTOMS)))
        n.ln('bg %s, ket %.1f. on %s, tdd approx %du. last set change %s.' % (
            c.g(g0), k0, c.pump, tdd, r.choice(['yesterday', 'this am', '3 days ago'])))
        n.ln('advised: corr %.1fu by pen, new set, fluids, ketones 2-hrly, do not stop basal.' % (tdd * 0.1))
        n.ln('if ket >3 / vomiting >2x / drowsy -> %s ED or 999.' % M('HOSP', c.hosp) if c.cc == 'UK' else
             'if ket >3 / vomiting >2x / drowsy -> %s ED.' % M('HOSP', c.hosp))
        n.ln('rang back %s: bg %s, ket %.1f. improving. plan to call am.' % (
            tl[2], c.g(g0 * .7), max(0.2, k0 - 0.8)))
        n.ln('%s, %s, %s' % (c.D(dsn), c.dsn_t(), c.dsn_t() and ('bleep ' + M('PH', '555%d' % r.randint(0, 9)))
                                                    if not c.us else 'pager ' + M('PH', '555-01%02d' % r.randint(0, 99))))


def sickday_multi(c, n):
    r = c.r
    dsn = c.team['dsn']
    n.ln('OUT-OF-HOURS DIABETES PHONE LOG')
    n.ln('%s   Week beginning %s   On call: %s, %s' % (
        M('HOSP', c.hosp), c.d(c.today), c.D(dsn), dsn.role))
    n.ln('')
    for i in range(r.randint(4, 6)):
        p = c.pat if i == 0 else Person(r)
        age = r.randint(3, 78)
        day = c.today + dt.timedelta(days=i)
        n.ln('%s %s | %s (%s) | %s %s' % (
            c.d(day, 'wds_md' if c.us else 'wds_dm'), _times(r, 1)[0], M('PAT', p.form(r.choice(['full', 'LF']))),
            M('AGE', age) + r.choice(['y', 'yo', ' yrs']), clin.mrn_label(c), M('MRN', c.make_mrn())))
        role = r.choice(['mum', 'dad', 'carer', 'mum'])
        caller = Person(r, {'mum': 'F', 'dad': 'M'}.get(role), p.last)
        if age >= 18 and r.random() < .8:
            who = 'self' if r.random() < .7 else '%s %s' % (r.choice(['wife', 'husband', 'partner']),
                                                             M('FAM', caller.form('first')))
        else:
            who = '%s %s' % (role, M('FAM', caller.form(r.choice(['first', 'full']))))
        g = r.uniform(13, 28)
        k = r.uniform(0.3, 4)
        n.ln('   caller: %s, tel %s' % (who, M('PH', c.phone('mob'))))
        n.ln('   %s; glucose %s, ketones %.1f. %s' % (r.choice(SYMPTOMS), c.g(g), k, r.choice([
            'Pump alarm "no delivery". Advised pen correction and set change.',
            'On MDI. Advised extra 10% TDD rapid-acting every 2 h while ketones > 1.5.',
            'Advised to attend ED - ketones above 3.',
            'Hypo overnight %s; reduce basal 20%% for 24 h.' % c.g(3.1),
            'Gastro; advised sugary fluids if glucose < %s and keep basal going.' % c.g(8)])))
    n.ln('')
    n.ln('All calls logged on EPR; follow-up calls allocated to %s.' % c.D(c.dsn2))


# ================================================================ prior authorisation
HCPCS = [('E0784', 'External ambulatory infusion pump, insulin', '1'),
         ('A4224', 'Supplies for maintenance of insulin infusion catheter, per week', '13'),
         ('A4225', 'Supplies for external insulin infusion pump, cartridge, each', '30'),
         ('E2103', 'Non-adjunctive CGM or receiver', '1'),
         ('A4239', 'Supply allowance for non-adjunctive CGM, 1 month', '3'),
         ('A9274', 'External ambulatory insulin delivery system, disposable, each', '30')]


def prior_auth(c, n):
    r = c.r
    if c.cc == 'US':
        return pa_us(c, n)
    return pa_other(c, n)


def pa_us(c, n):
    r = c.r
    cons, dsn = c.team['cons'], c.team['dsn']
    dme = r.choice(PL.DME)
    n.ln('%s' % M('ORG', c.insurer))
    n.ln('PRIOR AUTHORIZATION REQUEST - DURABLE MEDICAL EQUIPMENT')
    n.ln('Fax completed form to %s  |  Provider line %s' % (M('FAX', c.phone('land')), M('PH', c.phone('land'))))
    n.ln('Date of request: %s     Request type: %s' % (c.d(c.today), r.choice(['Initial', 'Initial', 'Replacement (out of warranty)', 'Renewal'])))
    n.ln('')
    n.ln('SECTION A - MEMBER')
    n.ln('Name: %s     DOB: %s     Sex: %s' % (c.P(r.choice(['LFU', 'full_mid'])), c.dob_s(), c.pat.sex))
    n.ln('Member ID: %s     Group #: %s' % (M('HP', c.hp), M('HP', '%s-%05d' % (r.choice(['GRP', 'G', '']) or 'G', r.randint(0, 99999)))))
    if r.random() < 0.65:
        n.ln('SSN: %s' % M('SSN', c.ssn()))
    n.ln('Address: %s' % c.addr1())
    n.ln('Phone: %s     Email: %s' % (M('PH', c.phone_m), M('EM', c.email)))
    if c.child:
        par = c.fam[0]
        n.ln('Subscriber: %s (%s), employer %s' % (c.F(par), par.rel, M('ORG', c.employer)))
    n.ln('')
    n.ln('SECTION B - PRESCRIBER')
    n.ln('%s, MD - %s' % (c.D(cons, r.choice(['full', 'full_mid'])), cons.role))
    n.ln('NPI: %s     DEA: %s     State license: %s' % (M('LIC', c.lic()[1]), M('LIC', c.dea()),
                                                        M('LIC', '%s.%06d' % (r.choice(['MD', 'DO', 'L']), r.randint(0, 999999)))))
    n.ln('Practice: %s, %s' % (M('HOSP', c.clinic), c.hosp_addr()))
    n.ln('Phone %s   Fax %s   Office contact: %s, RN (ext. %d)' % (
        M('PH', c.phone('land')), M('FAX', c.phone('land')), c.D(dsn), r.randint(200, 499)))
    n.ln('')
    n.ln('SECTION C - SUPPLIER')
    n.ln('%s   NPI %s   Phone %s' % (M('ORG', dme), M('LIC', c.lic()[1]), M('PH', c.phone('land'))))
    n.ln('')
    n.ln('SECTION D - ITEMS REQUESTED')
    n.ln(pad('HCPCS', 8) + pad('Description', 66) + 'Qty')
    for code, desc, q in r.sample(HCPCS, r.randint(3, 5)):
        n.ln(pad(code, 8) + pad(desc, 66) + q)
    n.ln('Device: %s (%s) with %s; %s' % (c.pump, M('ORG', c.maker['co']), c.cgm,
                                          'current pump SN ' + M('DEV', c.pump_sn) if r.random() < 0.5 else 'new start'))
    n.ln('')
    n.ln('SECTION E - DIAGNOSES: E10.65 Type 1 DM with hyperglycemia; E10.649 Type 1 DM with hypoglycemia '
         'without coma%s' % (r.choice(['', '; Z96.41 presence of insulin pump', '; E10.42 diabetic polyneuropathy'])))
    n.ln('')
    n.ln('SECTION F - CLINICAL CRITERIA')
    cp = r.uniform(0.05, 0.4)
    n.ln('[x] Fasting C-peptide %.2f ng/mL (ref 0.80-3.85) on %s' % (cp, c.dago(r.randint(30, 200))))
    n.ln('[x] A1c: %s (%s), %s (%s), %s (%s)' % (
        c.a1c(r.randint(60, 95)), c.dago(r.randint(10, 40), 'mdy'), c.a1c(r.randint(60, 95)),
        c.dago(r.randint(100, 150), 'mdy'), c.a1c(r.randint(60, 95)), c.dago(r.randint(190, 260), 'mdy')))
    n.ln('[x] On MDI with >= 3 injections/day for > 6 months; SMBG/CGM checks >= 4x/day')
    n.ln('[x] Completed comprehensive DSMES on %s at %s' % (c.dago(r.randint(60, 500)), M('HOSP', c.clinic)))
    n.ln('[%s] Recurrent hypoglycemia < 54 mg/dL: %d episodes in 30 days; one requiring EMS on %s' % (
        r.choice(['x', ' ']), r.randint(2, 12), c.dago(r.randint(5, 60))))
    n.ln('')
    n.ln('LETTER OF MEDICAL NECESSITY')
    n.ln('%s is a %s with type 1 diabetes diagnosed at age %s. Despite adherence to MDI with carbohydrate counting, '
         'glycemic control remains suboptimal with marked nocturnal hypoglycemia and dawn phenomenon. %s %s '
         'and has had %s. An automated insulin delivery system (%s) is medically necessary to reduce severe '
         'hypoglycemia and improve time in range; CGM alone has not been sufficient.' % (
             c.Pt(), c.age_s(style='year') + ' ' + ('woman' if c.pat.sex == 'F' else 'man') if not c.child else
             c.age_s(style='year') + ' child', M('AGE', c.dx_age), 'She' if c.pat.sex == 'F' else 'He',
             ('works as a ' + M('PROF', c.prof)) if not c.child else 'attends ' + M('ORG', c.school), r.choice([
                 'two hypoglycemic episodes at work', 'a hypoglycemic seizure at home',
                 'repeated overnight lows requiring assistance from ' + c.fam[0].rel + ' ' + c.F(c.fam[0], 'first')]),
             c.maker['algo']))
    n.ln('')
    n.ln('I attest that the information above is accurate and supported by the medical record.')
    n.ln('Signature: %s, MD     Date: %s' % (c.D(cons), c.d(c.today, 'mdy')))
    n.ln('')
    n.ln('FOR PLAN USE: PA # %s   Received %s   Reviewer %s, RN' % (
        M('IDN', 'PA%09d' % r.randint(0, 999999999)), c.d(c.day(1), 'mdy'), c.D(Person(r))))


def pa_other(c, n):
    r = c.r
    cons = c.team['cons'] if not c.child else c.team['paed']
    ins = c.insurer
    if c.cc == 'AU':
        title = 'REQUEST FOR PRIOR APPROVAL - INSULIN PUMP (HOSPITAL COVER)'
    elif c.cc == 'CA':
        title = 'SPECIAL AUTHORIZATION REQUEST - INSULIN PUMP / CGM'
    else:
        title = 'PRE-APPROVAL REQUEST - DIABETES TECHNOLOGY'
    n.ln('To: %s, Benefits Assessment' % M('ORG', ins))
    n.ln('Email %s   Fax %s' % (M('EM', r.choice(['priorapproval', 'claims.assess', 'benefits']) + '@example.com'),
                               M('FAX', c.phone('land'))))
    n.ln('')
    n.ln(title)
    n.ln('')
    n.ln('Member: %s   DOB %s' % (c.P('full_mid'), c.dob_s()))
    n.ln('Membership / policy no: %s   %s' % (M('HP', c.hp), 'Cover: ' + r.choice(
        {'AU': ['Gold hospital', 'Gold hospital + top extras', 'Silver Plus hospital'],
         'CA': ['Group extended health', 'Family plan'], 'NZ': ['Surgical and specialist', 'Ultimate health'],
         'UK': ['Comprehensive', 'Corporate scheme']}[c.cc])))
    if c.cc in ('AU', 'CA'):
        n.ln('%s: %s' % (clin.nat_label(c), M('HP', c.nat)))
    if c.cc == 'AU':
        n.ln('NDSS registration: %s' % M('HP', '%07d' % r.randint(0, 9999999)))
    if c.cc == 'CA' and r.random() < 0.75:
        n.ln('SIN (plan member): %s' % M('SSN', c.ssn()))
    n.ln('Address: %s' % c.addr1())
    if c.child:
        n.ln('Policy holder: %s (%s)   Tel %s' % (c.F(c.fam[0]), c.fam[0].rel, M('PH', c.phone_m)))
    else:
        n.ln('Tel %s   Occupation: %s' % (M('PH', c.phone_m), M('PROF', c.prof)))
    n.ln('')
    kind, num = c.lic('doc')
    n.ln('Treating specialist: %s, %s  (%s %s)' % (c.Dt(cons, 'full'), cons.role, kind, M('LIC', num)))
    if c.cc == 'AU':
        n.ln('Provider number: %s' % M('LIC', '%06d%s' % (r.randint(0, 999999), r.choice('ABJKLTWX'))))
    n.ln('Clinic: %s, %s   Ph %s' % (M('HOSP', c.clinic), c.hosp_addr(), M('PH', c.phone('land'))))
    n.ln('')
    n.ln('Item requested: %s %s with %s CGM integration (%s); warranty 4 years.' % (
        c.pump, c.maker['kind'], c.cgm, M('ORG', c.maker['co'])))
    n.ln('Supplier quote %s dated %s.' % (M('IDN', 'Q-%06d' % r.randint(0, 999999)), c.dago(r.randint(3, 20))))
    if r.random() < 0.5:
        n.ln('Current pump %s SN %s out of warranty since %s.' % (
            c.pump, M('DEV', c.pump_sn), c.dago(r.randint(30, 400), 'month_y')))
    n.ln('')
    n.ln('Clinical justification:')
    for item in r.sample([
            'HbA1c %s on %s despite optimised MDI.' % (c.a1c(r.randint(62, 90)), c.dago(r.randint(10, 60))),
            'Impaired hypoglycaemia awareness (Gold score %d, Clarke score %d).' % (r.randint(4, 7), r.randint(4, 7)),
            'Severe hypoglycaemia x%d in past 12 months, one with ambulance call-out on %s.' % (
                r.randint(1, 3), c.dago(r.randint(30, 300))),
            'Completed %s structured education on %s.' % (r.choice(['OzDAFNE', 'DAFNE', 'carb counting']),
                                                          c.dago(r.randint(60, 600), 'month_y')),
            'Pregnancy planning - target HbA1c below 48 mmol/mol (6.5%).',
            'Variable work pattern as %s affects insulin needs.' % M('PROF', c.prof) if not c.child else
            'Attends %s; school staff trained in pump use.' % M('ORG', c.school),
            'Waiting-period of 12 months served (joined %s).' % c.dago(r.randint(400, 2000), 'y')], 4):
        n.ln(' - ' + item)
    n.ln('')
    n.ln('Signed: %s   Date: %s' % (c.sig(cons), c.d(c.today)))
    n.ln('Fund use only - reference %s' % M('IDN', '%s%07d' % (r.choice(['PA', 'SA', 'REF']), r.randint(0, 9999999))))


# ================================================================ transition clinic
def transition_note(c, n):
    r = c.r
    paed, cons, dsn, psy = c.team['paed'], c.team['cons'], c.team['dsn'], c.team['psy']
    yw = hdr.new_person(c, 'Youth Worker')
    mum = c.fam[0]
    n.ln(r.choice(['TRANSITION CLINIC NOTE', "YOUNG PEOPLE'S DIABETES CLINIC", 'Young Adult Transition Clinic']))
    n.ln('%s   %s' % (M('HOSP', c.clinic), c.wdd(c.today)))
    n.ln('')
    hdr.label_block(c, n)
    n.ln('Present: %s (paediatrics), %s (adult), %s (%s), %s (youth worker)' % (
        c.Dt(paed), c.Dt(cons), c.D(dsn), c.dsn_t(), c.D(yw, 'first')))
    if r.random() < 0.5:
        n.ln('Seen alone for the first part; %s %s joined for the second half.' % (mum.rel, c.F(mum, 'full')))
    else:
        n.ln('Attended with %s %s (%s).' % (mum.rel, c.F(mum, 'full'), M('AGE', c.age + r.randint(21, 36))))
    n.ln('')
    n.ln('%s, %s, type 1 diabetes since age %s. %s + %s (%s).' % (
        c.P('first'), c.age_s(style=r.choice(['yo', 'yosp', 'aged', 'year'])), M('AGE', c.dx_age), c.pump,
        c.cgm, c.maker['algo']))
    s = clin.cgm_stats(r)
    n.ln('HbA1c %s (was %s). TIR %d%%, TBR %d%%, sensor use %d%%. %d boluses/day average.' % (
        c.a1c(r.randint(52, 100)), c.a1c(r.randint(52, 100)), s['tir'], s['tbr1'] + s['tbr2'], s['active'],
        r.randint(2, 7)))
    n.ln('')
    n.ln('HEEADSSS')
    school = c.school
    if not any(k in school for k in ('High', 'Academy', 'College', 'Secondary', 'Collegiate', 'Grammar')):
        school = r.choice(PL.COLLEGES[c.cc])
    n.ln('Home: lives with %s and %s %s in %s; %s' % (
        mum.rel, c.fam[1].rel, c.F(c.fam[1], 'first'), M('CITY', c.town), r.choice([
            'gets on well at home.', 'some arguments about diabetes tasks.', 'moving out to student halls soon.'])))
    n.ln('Education/employment: %s at %s%s.' % (
        r.choice(['final year', 'Year 12', 'first year', 'Year 13', 'Grade 12']), M('ORG', school),
        r.choice(['', '; part-time job as a %s at %s' % (M('PROF', r.choice(['barista', 'retail assistant',
                                                                            'lifeguard', 'kitchen porter'])),
                                                         M('ORG', r.choice(PL.EMPLOYERS)))])))
    if r.random() < 0.6:
        n.ln('Plans: offered a place at %s in %s from %s.' % (
            M('ORG', r.choice(PL.COLLEGES[c.cc])), M('CITY', r.choice(c.C['towns'])),
            c.d(c.day(r.randint(60, 300)), 'month_y')))
    n.ln('Eating: %s' % r.choice(['skips breakfast; snacks after school without bolus.',
                                  'vegetarian; carb counting confident.', 'no concerns; SCOFF 0/5.']))
    n.ln('Activities: %s' % r.choice(['plays for %s twice a week.' % M('ORG', r.choice(PL.CLUBS)),
                                      'gym 4x/week, uses exercise target.', 'gaming late at night.']))
    n.ln('Drugs/alcohol: %s' % r.choice(['occasional alcohol at parties; alcohol and delayed hypos discussed.',
                                         'none. No vaping.', 'vapes; cannabis once - advice given.']))
    n.ln('Sexuality/relationships: %s' % r.choice(['not discussed today.', 'in a relationship; contraception via GP.',
                                                  'declined to discuss.']))
    n.ln('Suicide/mood: PHQ-9 %d, GAD-7 %d. %s' % (r.randint(1, 16), r.randint(1, 14), r.choice([
        'Referred to %s (psychology).' % c.Dt(psy), 'No risk identified.', 'Safety plan shared.'])))
    n.ln('Safety/driving: %s' % r.choice([
        'provisional licence applied; "above 5 to drive" rule reviewed.',
        'passed driving test on %s; informed licensing agency.' % c.dago(r.randint(10, 200)),
        'not driving yet.']))
    n.ln('')
    n.ln('READINESS CHECKLIST: %s' % ', '.join(r.sample([
        'orders own prescriptions', 'knows pump settings', 'books own appointments',
        'can change set independently', 'understands sick-day rules', 'knows where to get help out of hours'], 4)))
    n.ln('')
    n.ln('PLAN')
    n.ln('1. Transfer to adult service at %s; first adult clinic %s.' % (
        M('HOSP', r.choice(c.C['hosp'])), c.d(c.day(r.randint(40, 150)))))
    n.ln('2. Contact details updated: mobile %s, email %s. %s' % (
        M('PH', c.phone_m), M('EM', c.email), r.choice([
            'Happy for mum to be copied into letters.', 'Does not want letters copied to parents.',
            'Consents to texts from DSN team.'])))
    n.ln('3. %s' % r.choice(['Set reminder alarms for bolus at lunch.', 'Reduce basal 14:00-18:00 by 10%.',
                             'Refresher with dietitian on takeaway carbs.', 'Trial of extended bolus for pizza.']))
    n.ln('')
    n.ln('%s / %s' % (c.sig(paed), c.sig(cons)))
