"""Genres: respiratory MDT note, GP letter, telehealth monitoring review, equipment loan record."""
from doc import P
import fmt
import clin
import common
from common import hhmm
from ctx import Ctx


def mdt(d, cx, r):
    V = cx.V()
    d.line(r.choice(['Respiratory MDT', 'COPD / Community Respiratory MDT', 'Integrated Respiratory MDT - minutes',
                     'Resp MDT meeting']) + ' - {today}', V)
    d.line('Venue: ' + r.choice(['{chosp} seminar room', 'MS Teams', 'Resp office, {hosp}', 'hybrid ({chosp} + Teams)']), V)
    roles = [('cons', 'Consultant, chair'), ('cns', 'CNS'), ('physio', 'physio'), ('pharm', 'pharmacist'), ('ot', 'OT'),
             ('rns', 'resp nurse'), ('physiol', 'physiologist'), ('admin', 'minutes')]
    pres = [roles[0]] + r.sample(roles[1:], r.randint(3, 6))
    d.add('Present: ')
    for i, (ro, lab) in enumerate(pres):
        if i:
            d.add(', ')
        s = cx.team[ro]
        d.put([s.title(), s.full(), ' (' + lab + ')'])
    d.add('\n')
    if r.random() < 0.4:
        d.line('GP liaison: {gpfull} ({practice})', V)
    if r.random() < 0.4:
        d.put(['Apologies: ', cx.team['reg'].title(), cx.team['reg'].full()])
        d.add('\n')
    d.add('\n')
    d.line('1. {ptcaps} - {agesex} - DOB {dob}', V)
    d.line('   {idline}', V)
    d.line('   Presented by: {rns}', V)
    sp = clin.spiro(r)
    V['adm'] = lambda: cx.rel(-r.randint(10, 120))
    d.line('   Background: COPD, FEV1 %s L (%s%%), ' % (sp['fev1'], sp['fev1p']) + ', '.join(clin.comorbid(r, 3)) + '. ' +
           r.choice(['%d admissions in 12 months, last {adm} ({hosp}).' % r.randint(1, 5), 'Frequent rescue pack use (%d this year).' % r.randint(2, 7),
                     'On LTOT 2 L/min.', 'Lives alone, carers from {agency}.']), V)
    d.line('   ' + clin.scores(r) + '. ' + clin.obs(r))
    d.line('   Discussion: ' + r.choice([
        'ABG on {adm} showed chronic hypercapnia - ? home NIV. {cons} to review at {hosp} NIV clinic.',
        '{sp_rel} {sp} finding it hard to cope; social work referral agreed.',
        'Ongoing smoking; discussed O2 risks. Decision NOT to prescribe LTOT at present.',
        'Eos persistently >0.3 - consider ICS step-up. Pharmacist to review inhaler burden (4 devices).',
        'Poor prognosis; {pt} wishes to stay at home. For palliative care referral ({hospice}).',
        'Anxiety driving admissions - CBT/breathlessness clinic referral.',
    ]), dict(V, hospice=lambda: P(r.choice(['St Gwen\'s Hospice', 'Lantern Hill Hospice', 'Tui House Hospice', 'Cedarview Hospice']),
                                      'HOSPITAL')))
    d.line('   Outcome / actions:')
    acts = [('Refer home NIV assessment', 'cons'), ('Home visit within 1/52', 'rns'), ('Inhaler rationalisation', 'pharm'),
            ('Refer PR at {venue}', 'physio'), ('OT home assessment (stairs, bathing)', 'ot'), ('Update rescue pack plan', 'cns'),
            ('Letter to GP', 'admin'), ('Repeat spirometry', 'physiol')]
    for a, ro in r.sample(acts, r.randint(2, 4)):
        V['by'] = lambda: cx.short(fmt.add_days(cx.today, r.randint(3, 21)))
        d.w('   - ' + a + ' - ', V)
        d.put(cx.team[ro].ref())
        d.w(' - by {by}\n', V)
    if r.random() < 0.45:
        o = Ctx(r, cx.c)
        W = o.V()
        d.add('\n')
        d.line('2. {ptcaps} - {agesex} - {idline}', W)
        d.line('   ' + r.choice(['Brief update: stable since ESD discharge {dc}. No action.', 'Deceased {dc} at home - condolence letter sent to {sp_rel} {sp}.',
                                 'Declined PR again. Discharge from caseload; {gp} informed.', 'Awaiting CT thorax ({rad}).']),
               dict(W, dc=lambda: o.rel(-r.randint(3, 40)), rad=lambda: common.idnum(r, 'rad')))
    d.add('\n')
    V['nxt'] = lambda: cx.rel(7 * r.randint(1, 4))
    d.line('Next MDT: {nxt} ' + hhmm(r) + '. Minutes: {admin}.', V)


def gp_letter(d, cx, r):
    V = cx.V()
    auth = r.choice(['cons', 'cns', 'rns', 'physio', 'reg'])
    s = cx.team[auth]
    d.line('{trust}', V)
    d.line(r.choice(['Community Respiratory Team', 'Respiratory Service', 'Home Oxygen & COPD Service', 'Integrated Respiratory Team']))
    V['svc'] = lambda: [P(cx._street(unit=False), 'STREET'), ', ', P(cx.town, 'CITY'), ' ', P(cx._postcode(cx.pc_prefix), 'ZIP')]
    d.line(r.choice(['{chosp}, ', '']) + '{svc}', V)
    d.line('Tel {team_tel}   Fax {team_fax}   ' + r.choice(['{team_email}', 'www: {url}']), dict(V, url=lambda: P(fmt.url(r, 'portal'), 'URL')))
    d.add('\n')
    V['dict'] = lambda: cx.rel(-r.randint(0, 3))
    d.line('Date dictated: {dict}   Date typed: {today}' if r.random() < 0.5 else '{today}', V)
    if r.random() < 0.35:
        d.put(['Our ref: ', s.initials(), '/', P(r.choice(['jk', 'mb', 'sd', 'lt', 'rw', 'hp']), 'DOCTOR'), '   ', common.idnum(r, 'ref')])
        d.add('\n')
    d.add('\n')
    d.line('{gpfull}', V)
    d.line('{practice}', V)
    d.line('{prac_addr}', V)
    d.add('\n')
    d.put(['Dear ', 'Dr ', P(cx.gp.last, 'DOCTOR') if r.random() < 0.8 else P(cx.gp.first, 'DOCTOR'), ',\n\n'])
    d.line('Re: {ptfull}, DOB {dob}', V)
    d.line('    {idline}', V)
    d.line('    {addr}', V)
    d.add('\n')
    sp = clin.spiro(r)
    V['vd'] = lambda: cx.rel(-r.randint(1, 14))
    opening = r.choice([
        'Thank you for referring {ptlast}, whom I saw at home on {vd} with {his} {sp_rel}.',
        'I reviewed {ptlast} in the community respiratory clinic at {chosp} on {vd}.',
        'Further to our telephone conversation, I visited {ptfull} on {vd} following {his} recent admission to {hosp}.',
        'I am writing to update you following {ptlast}\'s pulmonary rehabilitation assessment on {vd}.',
    ])
    d.line(opening, V)
    d.add('\n')
    d.line('Diagnosis:')
    d.line('1. COPD - FEV1 %s L (%s%% predicted), FEV1/FVC %s, GOLD %s, %s' % (sp['fev1'], sp['fev1p'], sp['ratio'], sp['gold'],
                                                                              r.choice(['group E', 'group B', 'MRC 4', 'CAT 27'])))
    for i, c in enumerate(clin.comorbid(r, r.randint(1, 3))):
        d.line('%d. %s' % (i + 2, c))
    d.add('\n')
    body = [
        '{pt} describes ' + r.choice(['worsening breathlessness', 'two flare-ups since the winter', 'reduced exercise tolerance',
                                      'early morning cough with sputum']) + '. ' + clin.scores(r) + '. ' + clin.obs(r) + '.',
        '{He} previously worked as {a_occ}' + r.choice([' at {employer}', '']) + ' and we have noted possible occupational dust exposure.',
        'Inhaler technique was ' + r.choice(['good', 'suboptimal', 'poor with the DPI']) + '; I have suggested switching to ' + clin.maint(r, cx.c) + '.',
        '{He} lives with {his} {sp_rel} {sp}, who is supportive' + r.choice(['.', ' but works full time as {a_fam_occ}.']),
        'Spirometry on {sd} confirmed obstruction (see attached report, test ID {tid}).',
        'Resting SpO2 was %d%%; we will arrange a formal home oxygen assessment.' % r.randint(87, 92),
        '{His} {ch_rel} {ch} asked that correspondence is also sent to {ptemail}.',
        'Management is in line with ' + clin.public(r) + ' and ' + r.choice(['GOLD 2024', 'the local COPD pathway', 'NICE NG115']) + '.',
        'Blood eosinophils %.2f x10^9/L; %s.' % (r.uniform(0.05, 0.7), r.choice(['ICS not indicated', 'supports ICS-containing triple therapy',
                                                                                 'recheck when stable'])),
    ]
    V['sd'] = lambda: cx.rel(-r.randint(20, 200))
    V['tid'] = lambda: common.idnum(r, 'test')
    for para in r.sample(body, r.randint(3, 5)):
        d.line(para, V)
        d.add('\n') if r.random() < 0.5 else None
    d.add('\n')
    d.line(r.choice(['Actions for GP:', 'I would be grateful if you could:', 'Requests:']))
    reqs = ['prescribe a rescue pack (' + clin.rescue_meds(r) + ')', 'check U&E and FBC', 'review bone health (DEXA) given steroid courses',
            'consider a CXR if not done in the last 12 months', 'refer to stop smoking service',
            'add to COPD register / ' + {'UK': 'QOF recall', 'IE': 'Chronic Disease Management Programme'}.get(cx.c, 'annual recall'),
            'stop ' + r.choice(['Seretide', 'Symbicort', 'the theophylline', 'montelukast']) + ' once new inhaler started']
    for q in r.sample(reqs, r.randint(2, 4)):
        d.line('- ' + q)
    d.add('\n')
    d.line('We will see {ptlast} again on {fu}.', dict(V, fu=lambda: cx.rel(r.randint(14, 90))))
    d.add('\n')
    d.line(r.choice(['Yours sincerely,', 'Kind regards,', 'Yours faithfully,']))
    d.add('\n')
    d.put(s.sig())
    d.add('\n')
    if r.random() < 0.35:
        d.put(['Dictated but not read. Typed by ', P(r.choice(['jk', 'mb', 'sd', 'lt', 'rw', 'hp', 'ao']), 'DOCTOR'), '\n'])
    d.add('\n')
    common.cc(d, cx, V)


def telehealth(d, cx, r):
    V = cx.V()
    rn = cx.team[r.choice(['rns', 'cns', 'hca'])]
    d.line(r.choice(['Telehealth Monitoring Review', 'Remote Monitoring - Alert Review', 'TELEHEALTH ALERT LOG', 'COPD telemonitoring review']))
    d.line('{ptcaps}   DOB {dob}   {idline}', V)
    if r.random() < 0.6:
        d.line('{addr}   Tel {tel}', V)
    d.line('{gpword}: {gp}, {practice}', V)
    d.add('\n')
    V['hub'] = lambda: P(fmt.serial(r, 'hub'), 'DEVICE')
    V['ox'] = lambda: P(fmt.serial(r, 'ox'), 'DEVICE')
    V['tab'] = lambda: P(fmt.serial(r, 'tab'), 'DEVICE')
    V['ip'] = lambda: P(fmt.ip_private(r), 'IPADDR')
    V['uname'] = lambda: P(r.choice([fmt.asciify(cx.first).replace('-', '') + '.' + fmt.asciify(cx.last).replace('-', '').replace(' ', ''),
                                     fmt.asciify(cx.last).replace('-', '').replace(' ', '')[:6] + fmt.digits(r, 3),
                                     'pt' + fmt.digits(r, 6)]), 'USERNAME')
    V['url'] = lambda: P(fmt.url(r, 'portal'), 'URL')
    V['bio'] = lambda: P(r.choice(['FP-%s' % fmt.digits(r, 5), 'BIO%s' % fmt.digits(r, 7), 'FPR-%s-%s' % (fmt.digits(r, 3), fmt.digits(r, 3))]), 'BIOID')
    V['enr'] = lambda: cx.rel(-r.randint(30, 400))
    d.line('Kit: home hub {hub} (LAN IP {ip})' + r.choice([', pulse oximeter {ox}', ', oximeter {ox}, tablet {tab}', ', tablet {tab}']) + '.', V)
    d.line('Enrolled {enr}. App login: {uname}' + r.choice(['; fingerprint login enrolled (biometric template ID {bio}).', '.', '; face unlock only.']), V)
    if r.random() < 0.6:
        d.line('Dashboard: {url}', V)
    d.add('\n')
    d.line('%-18s %-10s %-9s %-10s %s' % ('Date/time', 'Param', 'Value', 'Threshold', 'Status'))
    n = r.randint(3, 7)
    day = fmt.add_days(cx.today, -n)
    for i in range(n):
        day = fmt.add_days(day, 1)
        txt = fmt.fmt_date(day, cx.style)
        d.phi(txt, 'DATE')
        t = ' ' + hhmm(r)
        d.add(t + ' ' * max(1, 18 - len(txt) - len(t)))
        par = r.choice(['SpO2', 'HR', 'Temp', 'CAT', 'SpO2', 'RR'])
        val = {'SpO2': '%d%%' % r.randint(84, 96), 'HR': str(r.randint(60, 125)), 'Temp': '%.1f' % r.uniform(36, 38.6),
               'CAT': str(r.randint(10, 34)), 'RR': str(r.randint(14, 30))}[par]
        thr = {'SpO2': '<88%', 'HR': '>110', 'Temp': '>37.8', 'CAT': '+4', 'RR': '>24'}[par]
        d.add(' %-10s %-9s %-10s %s\n' % (par, val, thr, r.choice(['RED', 'AMBER', 'GREEN', 'GREEN', 'no reading'])))
    d.add('\n')
    V['rv'] = lambda: P(rn.user, 'USERNAME')
    V['rn'] = rn.ref
    d.line('Reviewed by {rn} (user {rv}) ' + hhmm(r) + '.', V)
    d.line(r.choice([
        'Phoned {pt} on {mob}: ' + r.choice(['feels ok, probe was on cold finger. Repeat 93%.', 'more breathless, started rescue pack.',
                                             'no answer - left message; {sp_rel} {sp} rang back.']),
        'Text sent via app. No contact needed.',
        'Two RED SpO2 readings - home visit booked with {rns}.',
        'Data gap 48 h - hub offline. Engineer from {supplier} to check router (IP {ip}).',
    ]), V)
    if r.random() < 0.4:
        d.line('Escalated to {gp} by task; audit ID {aid}.', dict(V, aid=lambda: common.idnum(r, 'call')))
    d.add('\n')
    common.signoff(d, cx, V, rn.role, when=True)


def equipment(d, cx, r):
    V = cx.V()
    d.line(r.choice(['EQUIPMENT LOAN RECORD', 'Equipment Loan Agreement - Respiratory', 'Community Equipment Issue / Return Log']))
    if r.random() < 0.5:
        d.line('{trust}', V)
    d.line('Name: {ptfull}     DOB: {dob}     {idline}', V)
    d.line('Address: {addr}', V)
    d.line('Phone: {tel}' + r.choice(['', '   Alt contact: {ch_rel} {ch} {ch_tel}']), V)
    d.line('Loan agreement no: {acct}', dict(V, acct=lambda: P('LA-%s' % fmt.digits(r, 6), 'ACCOUNT')))
    d.add('\n')
    items = [('Nebuliser (compressor)', 'neb', ['Omron NE-C28', 'PARI Boy SX', 'Philips InnoSpire Elegance']),
             ('Pulse oximeter', 'ox', ['Nonin 9590', 'ChoiceMMed MD300', 'Contec CMS50D']),
             ('Home spirometer', 'spiro', ['Vitalograph asma-1', 'MIR Smart One']),
             ('NIV machine', 'niv', ['ResMed Lumis 150', 'Philips DreamStation BiPAP', 'Breas Vivo 45']),
             ('Oxygen concentrator', 'conc', ['Invacare Perfecto2', 'Philips EverFlo', 'Inogen One G5']),
             ('Telehealth tablet', 'tab', ['Samsung Galaxy Tab A', 'iPad 9th gen'])]
    d.line('%-24s %-26s %-14s %-12s %-12s %s' % ('Item', 'Model', 'Serial/asset', 'Issued', 'Due back', 'By'))
    for name, kind, models in r.sample(items, r.randint(1, 3)):
        iss = fmt.add_days(cx.today, -r.randint(0, 60))
        d.add('%-24s %-26s ' % (name, r.choice(models)))
        sn = fmt.serial(r, kind)
        d.phi(sn, 'DEVICE')
        d.add(' ' * max(1, 15 - len(sn)))
        a = fmt.fmt_date(iss, cx.style)
        d.phi(a, 'DATE')
        d.add(' ' * max(1, 13 - len(a)))
        if r.random() < 0.7:
            b = fmt.fmt_date(fmt.add_days(iss, r.choice([28, 90, 180, 365])), cx.style)
            d.phi(b, 'DATE')
            d.add(' ' * max(1, 13 - len(b)))
        else:
            d.add('%-13s' % 'open-ended')
        d.put(cx.team[r.choice(['hca', 'rns', 'physio'])].initials())
        d.add('\n')
    d.add('\n')
    notes = [
        'Delivered by {supplier} van (reg {plate}); electrical safety (PAT) check passed.',
        'Patient shown how to clean nebuliser chamber; spare masks x2 given.',
        'Signed for by {sp_rel} {sp} as {pt} was in bed.',
        'Patient consent captured on signature pad; fingerprint verification ID {bio}.',
        'Decontamination record no. {dc} on return.',
        'Oximeter paired to home hub (IP {ip}).',
        'Equipment returned {ret} - collected from {carehome} after move to residential care.',
        'Insurance: covered under ' + r.choice(['{hp}', 'policy {hp}']) + '.',
    ]
    V['bio'] = lambda: P(r.choice(['FPV-%s' % fmt.digits(r, 6), 'BX-%s' % fmt.digits(r, 6)]), 'BIOID')
    V['dc'] = lambda: common.idnum(r, 'inc')
    V['ip'] = lambda: P(fmt.ip_private(r), 'IPADDR')
    V['ret'] = lambda: cx.rel(r.randint(1, 90))
    if cx.c == 'UK' or cx.c == 'NZ':
        notes = notes[:-1]
    if cx.c == 'NZ' or cx.c == 'IE':
        V['plate'] = lambda: P(fmt.plate(r, cx.c), 'VEHICLE')
    for s in r.sample(notes, r.randint(2, 4)):
        d.line('* ' + s, V)
    d.add('\n')
    d.put(['Issued by: ', cx.team['hca'].full(), ' (', cx.team['hca'].cred or 'HCA', ')  user ', P(cx.team['hca'].user, 'USERNAME')])
    d.add('\n')
    if r.random() < 0.5:
        d.line('Queries: equipment store {st} / {team_email}', dict(V, st=lambda: P(fmt.with_ext(r, fmt.phone(r, cx.c)), 'PHONE')))
