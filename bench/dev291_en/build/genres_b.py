"""Genres: DKA admission summary, device fault report, education register."""
import datetime as dt

import clin
import hdr
import pools as PL
from core import M, pad
from ctx import Person

PRECIP = [
    ('pump failure', 'occluded infusion set not changed for 5 days; no pen back-up at home'),
    ('intercurrent illness', 'viral gastroenteritis with vomiting; basal suspended by patient'),
    ('missed insulin', 'ran out of insulin while away from home'),
    ('SGLT2 inhibitor', 'euglycaemic DKA while on dapagliflozin, fasting for surgery'),
    ('infection', 'left lower lobe pneumonia'),
    ('new diagnosis', 'first presentation of type 1 diabetes, 3 weeks of polyuria and weight loss'),
    ('cartridge leak', 'cracked cartridge connector, insulin pooling under the tape'),
]


def dka_summary(c, n):
    r = c.r
    cons, reg, dsn = c.team['cons'], c.team['reg'], c.team['dsn']
    adm = c.today - dt.timedelta(days=r.randint(2, 6))
    dis = c.today
    los = (dis - adm).days
    L = clin.dka_labs(c, r)
    pre = r.choice(PRECIP)
    if pre[0] == 'SGLT2 inhibitor':
        L['glu'] = r.uniform(8.5, 13.5)
    wt = round(r.uniform(45, 110))
    fam = c.fam[0]
    us = c.us
    n.ln('%s' % M('HOSP', c.hosp))
    n.ln(r.choice(['DISCHARGE SUMMARY', 'Inpatient Discharge Summary', 'DISCHARGE SUMMARY - ACUTE MEDICINE']))
    n.ln('')
    if us:
        n.ln('Patient: %s   MRN: %s   DOB: %s   Age/Sex: %s' % (c.P('LFU'), M('MRN', c.mrn), c.dob_s(), c.sexage()))
        n.ln('Encounter #: %s   Payer: %s   Member ID: %s' % (
            M('ACCT', str(r.randint(10 ** 8, 10 ** 9 - 1))), M('ORG', c.insurer), M('HP', c.hp)))
        if r.random() < 0.85:
            n.ln('SSN: %s   Palm-vein ID: %s' % (M('SSN', c.ssn()), M('BIO', 'PV-%08d' % r.randint(0, 10 ** 8 - 1)))
                 if r.random() < 0.5 else 'SSN: %s' % M('SSN', c.ssn()))
        n.ln('Address: %s   Home phone: %s' % (c.addr1(), M('PH', c.phone_h)))
        n.ln('Attending: %s, MD    PCP: %s, MD (%s)' % (c.D(cons), c.D(c.gp), M('HOSP', c.gp_site)))
        n.ln('Unit: %s, room %s' % (M('HOSP', c.ward), M('LOC', '%d%s' % (r.randint(401, 799), r.choice('AB')))))
    else:
        hdr.label_block(c, n, r.choice([0, 1, 2]))
        n.ln('GP: %s, %s' % (c.Dt(c.gp, 'full'), M('HOSP', c.gp_site)))
        n.ln('Ward: %s, bay %s bed %s    Consultant: %s' % (
            M('HOSP', c.ward), M('LOC', str(r.randint(1, 6))), M('LOC', str(r.randint(1, 6))), c.Dt(cons)))
        n.ln('Episode: %s' % M('ACCT', 'E' + str(r.randint(10 ** 6, 10 ** 7 - 1))))
    n.ln('Admitted: %s %s via %s    Discharged: %s    LOS %d days' % (
        c.d(adm), r.choice(['01:52', '03:15', '22:40', '18:05', '06:30']),
        r.choice(['ED', 'ambulance', 'GP referral', 'EMS']), c.d(dis), los))
    n.ln('')
    n.ln('PRIMARY DIAGNOSIS: %s diabetic ketoacidosis (%s)' % (
        'Severe' if L['ph'] < 7.1 else 'Moderate', 'E10.10' if us else 'ICD-10 E10.1'))
    n.ln('Precipitant: %s - %s.' % (pre[0], pre[1]))
    n.ln('')
    n.ln('HISTORY')
    sp = 'she' if c.pat.sex == 'F' else 'he'
    if r.random() < 0.25:
        found = 'collapsed at %s, seen by %s %s' % (M('LOC', r.choice(PL.LANDMARKS)), fam.rel, c.F(fam))
    else:
        found = '%s by %s %s' % (r.choice(['drowsy at home', 'confused at home', 'vomiting in bed']),
                                 fam.rel, c.F(fam))
    n.ln('%s %s with type 1 diabetes (since %s) on %s insulin pump and %s. %s Found %s, '
         'brought in by %s.' % (
             c.age_s(), 'female' if c.pat.sex == 'F' else 'male', c.d(c.today.replace(year=c.dx_year), 'y'),
             c.pump, c.cgm, r.choice(['Vomiting for 36 hours, abdominal pain and breathlessness.',
                                      'Two days of polyuria, thirst and drowsiness.',
                                      'Progressive nausea overnight, unable to keep fluids down.']),
             found, r.choice(['ambulance', 'EMS', 'a neighbour', 'taxi'])))
    if r.random() < 0.5:
        n.ln('Works as a %s; lives with %s %s (%s) in %s.' % (
            M('PROF', c.prof), c.fam[1].rel, c.F(c.fam[1], 'first'),
            M('AGE', max(1, c.age + r.randint(-6, 6) if c.fam[1].rel not in ('mother', 'father', 'son', 'daughter')
                          else (c.age + r.randint(22, 34) if c.fam[1].rel in ('mother', 'father')
                                else max(1, c.age - r.randint(22, 34))))), M('CITY', c.town)))
    n.ln('')
    n.ln('ADMISSION BLOODS (%s)' % r.choice(['venous gas 02:10', 'VBG on arrival', 'initial labs']))
    rows = [('pH', '%.2f' % L['ph']), ('Bicarbonate', '%.1f mmol/L' % L['bic']),
            ('Ketones (capillary)', '%.1f mmol/L' % L['ket']), ('Glucose', c.g(L['glu'])),
            ('K+', '%.1f mmol/L' % L['k']), ('Na+', '%d mmol/L' % L['na']),
            ('Anion gap', '%.0f' % L['ag']), ('Lactate', '%.1f mmol/L' % L['lact']),
            ('Creatinine', ('%s mg/dL' % L['cr']) if us else ('%s umol/L' % L['cr'])),
            ('WCC', '%.1f x10^9/L' % L['wcc']), ('CRP', '%s mg/L' % L['crp'])]
    for a, b in rows:
        n.ln('  ' + pad(a, 22) + b)
    n.ln('')
    n.ln('MANAGEMENT')
    n.ln('FRIII at 0.1 units/kg/h (%d kg = %.1f units/h) per %s DKA protocol; %s continued. '
         '0.9%% sodium chloride 1 L over 1 h, then 1 L over 2 h x2, with KCl 40 mmol/L from bag 2. '
         '10%% glucose added when glucose < %s. Pump removed on arrival.' % (
             wt, wt * 0.1, r.choice({'UK': ['JBDS', 'trust'], 'US': ['ADA-based', 'hospital']}.get(
                 c.cc, ['hospital', 'local'])), c.basal, c.g(14, True)))
    hrs = r.randint(9, 26)
    n.ln('DKA resolved after %d h (pH %.2f, ketones %.1f mmol/L). %s' % (
        hrs, r.uniform(7.31, 7.39), r.uniform(0.2, 0.5),
        r.choice(['Hypokalaemia (K 3.2) corrected.', 'No hypoglycaemia during FRIII.',
                  'One hypo %s at 04:00, treated.' % c.g(3.4), 'Reviewed by ICU outreach, not admitted.',
                  'Required HDU for 24 h.'])))
    n.ln('')
    n.ln('DIABETES TEAM REVIEW (%s, %s, %s)' % (c.D(dsn), c.dsn_t(), c.d(dis - dt.timedelta(days=1))))
    n.ln(r.choice([
        'Pump restarted with new set and cartridge; basal unchanged. Sick-day rules reviewed with %s and %s.' % (
            c.P('first'), fam.rel + ' ' + c.F(fam, 'first')),
        'Pump held; discharged on MDI (%s 20 units and %s with meals) until pump clinic review.' % (
            c.basal, c.rapid),
        'Reinforced ketone testing when glucose > %s and pen back-up. Set change demonstrated.' % c.g(14),
    ]))
    if 'pump' in pre[0] or 'cartridge' in pre[0]:
        n.ln('Device retained for manufacturer investigation: %s SN %s, set lot %s.' % (
            c.pump, M('DEV', c.pump_sn), M('DEV', c.lot())))
    n.ln('')
    n.ln('DISCHARGE MEDICATIONS')
    for m in r.sample([c.rapid + ' via pump', c.basal + ' back-up pen',
                       'glucagon 1 mg IM kit', 'blood ketone strips'], 2) + r.sample(PL.OTHER_DRUGS, 2):
        n.ln('- ' + m)
    n.ln('')
    n.ln('FOLLOW-UP')
    n.ln('Phone call from %s team %s; diabetes clinic %s at %s.' % (
        c.dsn_t(), c.d(c.day(r.randint(1, 4))), c.d(c.day(r.randint(14, 42))), M('HOSP', c.clinic)))
    if us:
        n.ln('Prescriptions sent to %s, %s.' % (M('HOSP', c.pharm), M('PH', c.phone('land'))))
    n.ln('')
    writer = reg if r.random() < .6 else hdr.new_person(c, 'FY2', True)
    n.ln('Completed by: %s (%s)   %s %s   %s' % (
        c.sig(writer, '' if not us else ', MD'), writer.role, 'bleep' if c.cc == 'UK' else 'pager',
        M('PH', ('555-01%02d' % r.randint(0, 99)) if c.cc != 'UK' else ('555%d' % r.randint(0, 9))), c.ds(dis)))
    if r.random() < 0.5:
        n.ln('Copy to %s and %s.' % (M('HOSP', c.gp_site), c.Pt()))


# ================================================================ device fault
FAULTS_PUMP = [
    ('E-14 motor error', 'Pump displayed "E-14 motor error" and stopped all delivery at about 04:30.'),
    ('repeated occlusion alarms', '%d occlusion alarms in 6 h despite two new sets and a new cartridge.'),
    ('cracked case', 'Hairline crack in the cartridge compartment after a minor knock; insulin smell noted.'),
    ('unresponsive buttons', 'Screen froze and buttons unresponsive; reset did not resolve.'),
    ('battery door failure', 'Battery cap thread stripped; pump restarts intermittently.'),
    ('pod alarm', 'Pod screamed (hazard alarm) %d minutes after activation; three pods from same lot.'),
    ('Bluetooth loss', 'Pump lost connection to the controller repeatedly; auto mode unavailable.'),
]
FAULTS_CGM = [
    ('early sensor failure', '"Sensor failed" message on day %d of a 10-day sensor.'),
    ('inaccurate readings', 'CGM read %s while fingerprick was %s; symptomatic hypo not alerted.'),
    ('transmitter failure', 'Transmitter not found after %d days; battery expired early.'),
    ('adhesive reaction', 'Blistering rash under adhesive after %d days; photos attached.'),
    ('applicator fault', 'Applicator did not retract; filament bent, sensor unusable.'),
]


def device_fault(c, n):
    r = c.r
    cgm = r.random() < 0.4
    maker = c.cgmmaker if cgm else c.maker
    model = c.cgm if cgm else c.pump
    dsn = c.team['dsn']
    rep = hdr.new_person(c, 'Complaints Specialist')
    ev = c.today - dt.timedelta(days=r.randint(1, 9))
    n.ln(r.choice(['DEVICE COMPLAINT / ADVERSE EVENT REPORT', 'Medical Device Incident Report',
                   'PRODUCT COMPLAINT FORM - CLINICIAN REPORTED']))
    n.ln('')
    mst = maker['state']
    ctry = maker['country']
    if mst:
        mzip = '%05d' % r.randint(10000, 99000)
    elif ctry == 'Netherlands':
        mzip = '%04d %s' % (r.randint(1000, 9999), 'ABCDEGHJKLMNPRST'[r.randint(0, 15)] + 'ABDEGHJKLNPRSTVWXZ'[r.randint(0, 17)])
    elif ctry == 'Ireland':
        mzip = 'Y%02d %s%d%s%d' % (r.randint(10, 99), 'ACDEFHKNPRTVWXY'[r.randint(0, 14)], r.randint(0, 9),
                                    'ACDEFHKNPRTVWXY'[r.randint(0, 14)], r.randint(0, 9))
    elif ctry == 'Scotland':
        mzip = 'EH%d %d%s' % (r.randint(50, 55), r.randint(1, 9), 'ABDEFGHJLNPQRSTUWXYZ'[r.randint(0, 19)] +
                             'ABDEFGHJLNPQRSTUWXYZ'[r.randint(0, 19)])
    else:
        mzip = '%04d' % r.randint(1000, 9999)
    addr = '%s, %s' % (M('ST', '%d %s %s' % (r.randint(10, 9000), r.choice(PL.STREET_NAMES),
                                               r.choice(['Parkway', 'Drive', 'Road', 'Way']))),
                       M('CITY', maker['city']))
    if mst:
        addr += ', %s %s' % (M('STATE', mst[1]), M('ZIP', mzip))
    else:
        addr += ' %s' % M('ZIP', mzip.strip())
    addr += ', %s' % M('CTRY', maker['country'])
    n.ln('To:       %s - Quality & Vigilance' % M('ORG', maker['co']))
    n.ln('          %s' % addr)
    n.ln('          Fax %s   Email %s' % (M('FAX', c.phone('land')),
                                         M('EM', r.choice(['complaints', 'vigilance', 'quality.reports']) +
                                           '@' + r.choice(['example.com', 'example.net']))))
    n.ln('Attn:     %s, %s' % (c.D(rep), rep.role))
    n.ln('From:     %s, %s, %s' % (c.D(dsn), dsn.role, M('HOSP', c.hosp)))
    n.ln('          Tel %s   Email %s' % (M('PH', c.phone('land')),
                                         M('EM', c.make_email(dsn, 'example.org'))))
    n.ln('Date:     %s' % c.d(c.today))
    n.ln('Refs:     your case %s | local incident %s' % (
        M('IDN', '%s-%d-%06d' % (r.choice(['CMP', 'PC', 'CS']), c.today.year, r.randint(0, 999999))),
        M('IDN', r.choice(['DATIX ', 'IR-', 'RL']) + str(r.randint(10000, 999999)))))
    n.ln('')
    n.ln('1. PATIENT')
    n.ln('   Initials %s   Age %s   Sex %s   Weight %d kg   %s %s' % (
        M('PAT', c.pat.form(r.choice(['init', 'init2']))), M('AGE', c.age), c.pat.sex,
        r.randint(40, 115), clin.mrn_label(c), M('MRN', c.mrn)))
    if r.random() < 0.5:
        n.ln('   Contact (with consent): %s, %s' % (c.P('full'), M('PH', c.phone_m)))
    n.ln('')
    n.ln('2. DEVICE')
    if cgm:
        n.ln('   Product: %s sensor (REF %s-%d)' % (model, model.split()[0][:3].upper(), r.randint(100, 999)))
        n.ln('   Sensor serial: %s   Lot: %s   Exp: %s' % (M('DEV', c.sensor_sn()), M('DEV', c.lot()),
                                                      c.d(c.day(r.randint(90, 300)), 'mm_yyyy')))
        n.ln('   Transmitter / reader: %s   App version %d.%d.%d on %s' % (
            M('DEV', c.tx_id), r.randint(1, 5), r.randint(0, 9), r.randint(0, 30),
            r.choice(['Android 14', 'iOS 17.4', 'iOS 16.6', 'receiver'])))
    else:
        n.ln('   Product: %s insulin pump (model %s)' % (model, r.choice(['SP-300', 'AP-2', 'TQ-2X', 'HX7'])))
        n.ln('   Serial: %s   In service since %s   Warranty to %s' % (
            M('DEV', c.pump_sn), c.d(c.day(-r.randint(200, 1300)), r.choice(['month_y', 'mm_yyyy', None])),
            c.d(c.day(r.randint(100, 900)), 'month_y')))
        n.ln('   Consumables: cartridge lot %s; infusion set lot %s' % (M('DEV', c.lot()), M('DEV', c.lot())))
    n.ln('')
    n.ln('3. EVENT')
    f = r.choice(FAULTS_CGM if cgm else FAULTS_PUMP)
    desc = f[1]
    if desc.count('%s') == 2:
        desc = desc % (c.g(r.uniform(6, 9)), c.g(r.uniform(2.3, 3.3)))
    elif '%d' in desc:
        desc = desc % r.randint(2, 6)
    n.ln('   Date of event: %s at about %s' % (c.d(ev), r.choice(['04:30', '13:10', '21:45', '07:20'])))
    n.ln('   Problem: %s' % f[0])
    n.ln('   ' + desc)
    if f[0] in ('adhesive reaction', 'applicator fault', 'cracked case', 'battery door failure'):
        out = r.choice(['No harm; patient switched to back-up pens/fingerprick testing.',
                        'Skin reviewed by %s at %s; topical steroid advised, barrier film suggested.' % (
                            c.Dt(c.gp), M('HOSP', c.gp_site)),
                        'No clinical harm; inconvenience and %d wasted sensors/consumables.' % r.randint(1, 4)])
    elif f[0] == 'inaccurate readings':
        out = 'Severe hypoglycaemia requiring glucagon from %s %s; no injury.' % (c.fam[0].rel, c.F(c.fam[0]))
    else:
        out = r.choice([
            'Glucose rose to %s with blood ketones %.1f mmol/L; treated at home with pen injections per sick-day '
            'rules. No admission.' % (c.g(r.uniform(17, 27)), r.uniform(0.8, 2.4)),
            'Admitted to %s with DKA on %s (pH %.2f); discharged after %d days.' % (
                M('HOSP', c.hosp), c.d(ev + dt.timedelta(days=1)), r.uniform(7.05, 7.25), r.randint(1, 4)),
            'No harm; patient switched to back-up pens/fingerprick testing.'])
    n.ln('   Outcome: ' + out)
    n.ln('')
    n.ln('4. ACTIONS')
    if cgm:
        n.ln('   Replacement sensors requested (voucher %s). Sensor retained in sharps-safe box for return.' %
             M('IDN', 'RV' + str(r.randint(100000, 999999))))
    else:
        n.ln('   Replacement pump dispatched %s, new SN %s. Faulty unit to be returned under RMA %s.' % (
            c.d(c.day(r.randint(0, 2))), M('DEV', c.make_pump_sn()), M('IDN', str(r.randint(400000, 999999)))))
        if r.random() < 0.5:
            n.ln('   Pump history uploaded from clinic workstation %s at %s.' % (M('IP', c.ip()),
                                                                               r.choice(['10:04', '15:31', '11:48'])))
    reg = {'UK': 'MHRA Yellow Card', 'US': 'FDA MedWatch (MDR)', 'AU': 'TGA IRIS', 'CA': 'Health Canada MDPR',
           'NZ': 'Medsafe'}[c.cc]
    n.ln('   Also reported to %s, reference %s.' % (reg, M('IDN', '%s%d' % (r.choice(['YC', 'MW', 'RPT-', '']),
                                                                          r.randint(10 ** 6, 10 ** 7)))))
    n.ln('   Please send the investigation report to the reporter above and to %s (%s).' % (
        c.Dt(c.team['cons']), M('EM', c.make_email(c.team['cons'], 'example.org'))))
    n.ln('')
    n.ln('Signed: %s    %s' % (c.D(dsn), c.ds(c.today)))


# ================================================================ education register
COURSES = {
    'UK': [('DAFNE 5-day course', 5), ('DESMOND (type 2) half-day x2', 2), ('BERTIE 4-week course', 4),
           ('Pump school (CSII) group', 3)],
    'US': [('DSMES group class - pump & CGM', 4), ('Carb Counting 101', 3)],
    'AU': [('OzDAFNE 5-day program', 5), ('CarbSmart group', 2)],
    'CA': [('Intensive carb counting group', 4), ('Pump readiness class', 2)],
    'NZ': [('DAFNE-style group course', 5), ('Pump start group', 2)],
}


def education_register(c, n):
    r = c.r
    course, days = r.choice(COURSES[c.cc])
    ed1, ed2 = c.team['dsn'], c.team['diet']
    start = c.today
    while start.weekday() != 0:
        start -= dt.timedelta(days=1)
    if days == 5:
        dates = [start + dt.timedelta(days=i) for i in range(5)]
    else:
        dates = [start + dt.timedelta(days=7 * i) for i in range(days)]
    n.ln('STRUCTURED EDUCATION - COURSE REGISTER')
    n.ln('Course: %s' % course)
    n.ln('Venue: %s, %s' % (M('HOSP', c.clinic), M('LOC', r.choice(PL.BUILDINGS)))
         if r.random() < 0.6 else 'Venue: %s, %s' % (M('HOSP', c.hosp), c.hosp_addr()))
    if days == 5:
        n.ln('Dates: %s to %s, 09:30-16:30 daily' % (c.wdd(dates[0]), c.wdd(dates[-1])))
    else:
        n.ln('Sessions: ' + ', '.join(c.d(x, r.choice(['wds_md' if c.us else 'wds_dm', 'd_mon' if not c.us
                                                        else 'mon_d'])) for x in dates) +
             ' (%s)' % r.choice(['18:00-20:00', '10:00-12:30', '13:30-16:00']))
    n.ln('Educators: %s (%s); %s (dietitian)' % (c.D(ed1), c.dsn_t(), c.D(ed2)))
    fu = dates[-1] + dt.timedelta(days=r.choice([42, 56, 84]))
    n.ln('Follow-up session: %s' % c.d(fu))
    n.ln('')
    head = '#  ' + pad('Name', 28) + pad('DOB', 13) + pad(clin.mrn_label(c), 12)
    head += ' '.join('D%d' % (i + 1) for i in range(days)) + '   ' + ('A1c' if c.cc in ('US', 'CA', 'AU') else 'HbA1c')
    n.ln(head)
    n.ln('-' * 92)
    notes = []
    k = r.randint(6, 10)
    for i in range(k):
        p = c.pat if i == 0 else Person(r)
        age = r.randint(19, 72)
        dob = c.today - dt.timedelta(days=int(age * 365.25) + r.randint(0, 364))
        att = []
        for j in range(days):
            att.append(r.choice(['Y ', 'Y ', 'Y ', 'Y ', 'N ', 'L ']))
        nm = M('PAT', p.form(r.choice(['LF', 'full', 'LFU'])))
        dstyle = 'mdy' if c.us else ('iso' if c.cc == 'CA' else 'dmy')
        from core import fmt_date
        row = '%-3d' % (i + 1) + pad(nm, 28) + pad(M('DATE', fmt_date(dob, dstyle)), 13) + \
            pad(M('MRN', c.make_mrn()), 12) + ' '.join(att) + '  ' + c.a1c(r.randint(50, 98)).split(' (')[0]
        n.ln(row)
        if r.random() < 0.45:
            notes.append((i + 1, p))
    n.ln('')
    n.ln('Key: Y attended, N did not attend, L late / left early')
    n.ln('')
    n.ln('NOTES')
    fams = ['husband', 'wife', 'partner', 'mother', 'daughter']
    for idx, p in notes:
        kind = r.randint(0, 5)
        if kind == 0:
            txt = 'brought %s %s on day 1 (observer).' % (r.choice(fams), M('FAM', Person(r).form('full')))
        elif kind == 1:
            txt = 'works nights as a %s - ask about shift pattern in follow-up.' % M('PROF', r.choice(PL.PROFESSIONS))
        elif kind == 2:
            txt = 'coeliac; gluten-free lunch ordered. Contact %s.' % M('PH', c.phone('mob'))
        elif kind == 3:
            txt = 'hypo %s at 11:20 (%s), treated, continued.' % (c.g(r.uniform(2.8, 3.8)), c.d(r.choice(dates), 'wds'))
        elif kind == 4:
            txt = 'left early day %d for childcare; catch-up booked %s.' % (r.randint(1, days), c.d(c.day(r.randint(7, 30))))
        else:
            txt = 'interpreter needed (%s) - booked via %s.' % (r.choice(['Polish', 'Urdu', 'Tongan', 'Arabic',
                                                                      'Portuguese', 'Somali']),
                                                              M('ORG', r.choice(['LinguaCare Interpreting',
                                                                                 'Bridgeword Language Services'])))
        n.ln('- #%d %s: %s' % (idx, M('PAT', p.form('first')), txt))
    n.ln('- Evaluation forms collected: %d/%d. Mean confidence score pre 4.1, post 7.8.' % (k - 1, k))
    if r.random() < 0.5:
        n.ln('- Online module access: %s (course code %s).' % (
            M('URL', 'https://learn.example.net/' + r.choice(['dafne', 'carbs', 'pump-school'])),
            M('IDN', 'EDU-%05d' % r.randint(0, 99999))))
    n.ln('')
    n.ln('Register completed by %s   %s' % (c.D(ed1, r.choice(['full', 'i_last'])), c.ds(dates[-1])))
