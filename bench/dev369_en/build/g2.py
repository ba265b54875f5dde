"""Emergency regimen letter, hospital admission alert, telephone advice log."""
from nb import pick, chance, digits, letters, add_days, hhmm, phone, ext, bleep, private_ip, short_date, wday_date
import common as C
import disorders as D
import places


def sos_volume(c):
    w = c.weight
    if c.age < 1:
        return 'SOS 10', max(60, int(w * 15) // 5 * 5)
    if c.age < 2:
        return 'SOS 15', 75
    if c.age < 10:
        return 'SOS 20', min(200, 10 * (w // 2 + 5))
    return 'SOS 25', 200


def emergency_letter(n, c):
    rng = c.rng
    g = c.dis['group']
    if chance(rng, 0.75):
        C.letterhead(n, c)
    n.t(pick(rng, ['EMERGENCY REGIMEN AND OPEN ACCESS LETTER\n', 'EMERGENCY MANAGEMENT PROTOCOL\n',
                   'TO WHOM IT MAY CONCERN - EMERGENCY CARE PLAN\n', 'Emergency letter: please keep with the patient at all times\n']))
    n.f('Date issued: {DATE}', c.d(c.date))
    n.f(pick(rng, ['   Valid until: {DATE}\n', '   Review by: {DATE}\n', '\nThis letter expires on {DATE}\n']),
        c.d(add_days(c.date, 365)))
    n.t('\n')
    n.f(pick(rng, ['Name: {PATIENT}\n', 'Patient name: {PATIENT}\n', 'NAME: {PATIENT}\n']), C.ptname(c, pick(rng, [0, 3, 6])))
    n.f('Date of birth: {DATE}\n', c.d(c.dob))
    n.f(c.mrn_label + ': {MRN}   ' + c.hp_label + ': {HEALTHPLAN}\n', c.mrn, c.hp)
    n.w('Address: ', C.addr(c, c.addr, inline=True), '\n')
    n.f('Parents/carers: {FAMILY} ({PHONE}) and {FAMILY} ({PHONE})\n' if c.child else 'Next of kin: {FAMILY} ({PHONE}){}{}\n',
        *([c.mother.full(), c.mob, c.father.full(), c.mob2] if c.child else [c.partner.full(), c.mob, '', '']))
    n.f('Weight: {} kg on {DATE}\n', str(c.weight), c.d(add_days(c.date, -rng.randint(0, 20))))
    n.f('Diagnosis: ' + pick(rng, c.dis['variants']) + ' ({} {})\n\n', c.dis['gene'], pick(rng, c.dis['geno']))
    nm = c.pt.first
    if g == 'MCADD':
        n.f('{PATIENT} has MCADD, a disorder of fatty acid oxidation. ' + C.he(c).capitalize() + ' is at risk of '
            'hypoglycaemia and encephalopathy during fasting or intercurrent illness. Blood glucose may be NORMAL early on; '
            'do not be falsely reassured.\n\n', nm)
        sos, vol = sos_volume(c)
        n.t('1. HOME EMERGENCY REGIMEN\nStart when unwell, off food, vomiting once or febrile.\n')
        n.t('Give %s (%s%% glucose polymer): %d mL every 2 hours day and night.\n' % (sos, sos.split()[1], vol))
        n.t('Reference (not patient specific): 0-1 y 10%; 1-2 y 15%; 2-10 y 20%; over 10 y 25%.\n')
        n.t('If the drink is vomited twice or not tolerated, or the child is drowsy, go to hospital immediately.\n\n')
        n.t('2. IN HOSPITAL\n- Check glucose, blood gas, U&E, LFT, CK, ammonia, free carnitine and acylcarnitine (dried blood spot)\n'
            '- Start IV 10% glucose with 0.45% saline (+ KCl 20 mmol/L) at 150% maintenance without waiting for results\n'
            '- If glucose < 2.6 mmol/L: 2 mL/kg 10% glucose bolus then infusion as above\n'
            '- Do NOT give IV lipid. Avoid sodium valproate\n- Continue IV fluids until eating normally\n\n')
    else:
        n.f('{PATIENT} has a urea cycle disorder and is at risk of HYPERAMMONAEMIA. Ammonia must be measured '
            'urgently in any unwell episode (free-flowing sample, on ice, to the lab within 30 minutes).\n\n', nm)
        n.t('1. HOME\n- Stop natural protein for a maximum of 24 hours\n- Give %s %d mL 2-hourly\n'
            '- Continue sodium benzoate and %s at usual doses\n\n' % (pick(rng, D.SOS), rng.choice([100, 150, 200]),
                                                                      pick(rng, ['arginine', 'sodium phenylbutyrate', 'Ravicti'])))
        n.t('2. HOSPITAL\n- Ammonia, glucose, gas, U&E, amino acids\n- IV 10% dextrose at 1.2x maintenance\n'
            '- Ammonia 100-250 umol/L: sodium benzoate 250 mg/kg IV over 90 min, then 250 mg/kg/24 h; arginine 250 mg/kg\n'
            '- Ammonia > 250 umol/L: discuss haemofiltration with PICU immediately\n- Do NOT give steroids or valproate\n\n')
    n.t(pick(rng, ['3. CONTACTS\n', 'Contacts:\n', 'WHO TO CALL\n']))
    n.f('Metabolic team ({HOSPITAL}): {PHONE}\n', c.centre, c.dept_tel)
    n.f('Out of hours: switchboard {PHONE} - ask for the metabolic consultant on call', c.switch)
    if chance(rng, 0.5):
        n.f(' (bleep {PHONE})', bleep(rng))
    n.t('\n')
    n.f('Open access ward: {HOSPITAL}, {HOSPITAL} ({PHONE})\n', c.ward, c.centre, phone(rng, c.country))
    n.f('Local hospital: {HOSPITAL}\n', c.local)
    if chance(rng, 0.4):
        n.f('E-mail (non-urgent): {EMAIL}\n', c.team_email)
    if chance(rng, 0.4):
        n.f('Electronic copy: {URL}\n', pick(rng, ['https://', '']) + 'careplans.' + pick(rng, ['example.org', 'example.net']) +
            '/imd/' + digits(rng, 6))
    if chance(rng, 0.35):
        dest = pick(rng, places.ABROAD)
        d1 = C.next_date(c, 10, 120)
        n.f('\nTRAVEL: The family will be in {COUNTRY} from {DATE} to {DATE}. Please allow them to carry %s powder '
            'and prepared drinks in hand luggage.\n' % pick(rng, D.SOS), dest, c.d(d1), c.d(add_days(d1, rng.randint(7, 28))))
    n.t('\n')
    C.signoff(n, c, c.cons, closing=pick(rng, ['Signed:\n', 'Yours faithfully,\n\n', '']))
    if chance(rng, 0.6):
        n.t('Copies: parents; ')
        n.w('GP (Dr ', (c.gp.last, 'DOCTOR'), '); ED, ', (c.local, 'HOSPITAL'))
        if c.child and c.age >= 3 and chance(rng, 0.5):
            n.f('; school nurse, {ORGANIZATION}', c.school)
        n.t('\n')


def admission_alert(n, c):
    rng = c.rng
    g = c.dis['group']
    n.t(pick(rng, ['*** CLINICAL ALERT ***\n', '!! METABOLIC ALERT !!\n', '[ALERT] Inherited metabolic disease - emergency plan\n',
                   'PATIENT ALERT - HIGH RISK\n']))
    n.f('Patient: {PATIENT}', C.ptname(c, pick(rng, [3, 4, 6])))
    n.f('   ' + c.mrn_label + ' {MRN}', c.mrn)
    n.f('   DOB {DATE}', c.d(c.dob))
    n.w(' (', C.age_pieces(c, pick(rng, [3, 1, 7])), ')\n')
    if chance(rng, 0.6):
        n.f(c.hp_label + ': {HEALTHPLAN}\n', c.hp)
    if c.country == 'US' and chance(rng, 0.7):
        n.f('Encounter: {ACCOUNT}   FIN: {ACCOUNT}\n', 'E' + digits(rng, 9), digits(rng, 10))
    elif chance(rng, 0.5):
        n.f(pick(rng, ['Episode no: {ACCOUNT}\n', 'Visit ID: {ACCOUNT}\n', 'Attendance no. {ACCOUNT}\n']), digits(rng, 8))
    n.f('Alert category: Metabolic / Alert ID {IDNUM}\n', 'ALT-' + digits(rng, 6))
    n.f('Raised: {DATE} ' + hhmm(rng) + ' by {USERNAME} ({DOCTOR}, ' + c.cns.job + ')\n', c.d(c.date), c.cns.user, c.cns.full())
    if chance(rng, 0.5):
        n.f('Last modified: {DATE} ' + hhmm(rng) + ' from {IPADDR} (user {USERNAME})\n', c.d(add_days(c.date, rng.randint(1, 90))),
            private_ip(rng), c.reg.user)
    n.t('\n')
    txt = {
        'MCADD': 'MCADD - DO NOT FAST. If vomiting/unwell start IV 10% dextrose + 0.45% saline at 150% maintenance without delay. '
                 'Check glucose, ammonia, gas, acylcarnitines. No IV lipid.',
        'UCD': 'Urea cycle disorder - risk of hyperammonaemia. Check ammonia within 30 min of arrival. Stop protein, IV 10% '
               'dextrose, phone metabolic team BEFORE giving any steroids.',
        'PKU': 'PKU on low-protein diet and protein substitute. Not at risk of acute decompensation. Order low-protein meals '
               'via dietetics; do not give aspartame-containing medicines (e.g. some sugar-free syrups).',
        'LSD': 'Receives ' + pick(rng, c.dis.get('ert', [('ERT', 'ERT')]))[1] + ' infusions. History of infusion-associated '
               'reactions - pre-medicate. ' + ('Anaesthetic risk: difficult airway (MPS) - consultant anaesthetist must be '
                                               'involved.' if c.dis['key'].startswith('mps') else
                                               'Cardiac involvement - ECG on admission.'),
    }[g]
    n.t('ALERT TEXT:\n' + txt + '\n\n')
    n.f('Emergency protocol: see letter dated {DATE} (scanned doc {IDNUM}).\n', c.d(add_days(c.date, -rng.randint(1, 200))),
        pick(rng, ['DOC' + digits(rng, 7), 'MED-' + digits(rng, 6), digits(rng, 9)]))
    n.f('Open access: {HOSPITAL}', c.ward)
    n.f(pick(rng, [' ({HOSPITAL})', ', {HOSPITAL}']), c.centre)
    n.t('\n')
    n.f('Metabolic on call: via switchboard {PHONE}', c.switch)
    if chance(rng, 0.6):
        n.f('; day team {PHONE}', c.dept_tel + (ext(rng) if chance(rng, 0.4) else ''))
    if chance(rng, 0.3):
        n.f('; fax {FAX}', c.dept_fax)
    n.t('\n')
    n.f('Consultant: {} {DOCTOR}\n', pick(rng, ['Dr', 'Dr.', 'Prof']), c.cons.full())
    if chance(rng, 0.5):
        n.f('Identity check: palm-vein scan enrolled, biometric ID {BIOID}\n', C.bio_id(c))
    n.t('\n')
    n.t(pick(rng, ['Previous admissions:\n', 'Admission history:\n']))
    evs = {'MCADD': ['gastroenteritis, IV dextrose', 'URTI, poor intake', 'hypoglycaemia 2.1 mmol/L', 'planned dental GA'],
           'UCD': ['hyperammonaemia (peak %d)' % rng.randint(120, 300), 'vomiting, IV benzoate', 'gastrostomy change', 'influenza A'],
           'PKU': ['appendicectomy', 'fractured wrist (MUA)', 'cellulitis', 'planned dental GA'],
           'LSD': ['infusion reaction', 'port infection', 'chest infection', 'planned dental GA', 'spinal cord decompression']}[g]
    past = sorted((add_days(c.date, -rng.randint(30, 1500)) for _ in range(rng.randint(1, 4))), reverse=True)
    for d in past:
        if d <= c.dob:
            continue
        n.f('  {DATE}  {HOSPITAL}  ' + pick(rng, evs) + '  ' + pick(rng, ['acct', 'enc', 'CSN', 'adm no']) + ' {ACCOUNT}\n',
            c.d(d, c.alt()), pick(rng, [c.local, c.centre]), digits(rng, 8))
    n.t('\n')
    if c.country == 'US' and chance(rng, 0.6):
        n.f('Registration: {} {SSN}', 'SSN', c.ss)
        n.f('; guarantor {FAMILY}', c.mother.full() if c.child else c.partner.full())
        n.f('; ' + pick(rng, ["DL #", "driver's license"]) + ' {LICENSE}\n', C.driving_licence(c))
        C.insurer_block(n, c)
    elif chance(rng, 0.3):
        n.f('NOK: {FAMILY} ' + pick(rng, ['(mother)', '(father)', '(partner)', '(husband)', '(wife)']) + ' {PHONE}\n',
            pick(rng, [c.mother.full(), c.father.full(), c.partner.full()]), c.mob)
    n.f('Address on file: {STREET}, {CITY}\n', c.addr['street'], c.addr['city'])
    if chance(rng, 0.4):
        n.f('GP: {DOCTOR}, {HOSPITAL} tel {PHONE}\n', c.gp.full(), c.practice, phone(rng, c.country))
    n.t(pick(rng, ['-- end of alert --\n', '', 'Alert review due in 12 months.\n']))


def call_entry(n, c, first, t):
    rng = c.rng
    g = c.dis['group']
    if first:
        who = pick(rng, ['mother', 'father', 'patient', 'ED registrar', 'GP', 'ward nurse'])
        if not c.child and who in ('mother', 'father'):
            who = 'patient'
        if c.age < 14 and who == 'patient':
            who = 'mother'
        n.f('Time: ' + t + '\nCaller: ', )
        if who == 'mother':
            n.f('{FAMILY} (mother) on {PHONE}\n', c.mother.full(), c.mob)
        elif who == 'father':
            n.f('{FAMILY} (father) on {PHONE}\n', c.father.full(), c.mob2)
        elif who == 'patient':
            n.f('{PATIENT} (self) on {PHONE}\n', c.pt.first, c.mob)
        elif who == 'ED registrar':
            n.f('Dr {DOCTOR}, ED registrar, {HOSPITAL}, via {PHONE}\n', c.cons2.last, c.local, phone(rng, c.country) + ext(rng))
        elif who == 'GP':
            n.f('Dr {DOCTOR}, GP at {HOSPITAL}, {PHONE}\n', c.gp.full(), c.practice, phone(rng, c.country))
        else:
            n.f('{DOCTOR}, staff nurse, {HOSPITAL}, bleep {PHONE}\n', C.other_person(c).full(), c.ward, bleep(rng))
        pairs = {
            'MCADD': [('vomited x%d since %s, on %s 2-hourly since teatime' % (rng.randint(2, 5), hhmm(rng), pick(rng, D.SOS)),
                       'continue emergency regimen, attend ED now with letter'),
                      ('temp 38.6, off food, drinking emergency feed but tired', 'go to ED for IV dextrose - I will phone ahead'),
                      ('D&V, sibling also unwell, BM 4.1 at home', 'if vomits next feed go straight in; otherwise re-assess in 2 h')],
            'UCD': [('more sleepy than usual, refused breakfast, vomited once', 'stop protein, start emergency drinks, attend for ammonia within the hour'),
                    ('headache and irritable, missed evening benzoate dose', 'give missed dose, emergency regimen, call back if worse'),
                    ('ammonia at local lab 142 umol/L, alert, tolerating fluids', 'IV dextrose, benzoate loading dose per letter, repeat ammonia in 2 h')],
            'PKU': [('Phe 1120 on last spot, asking whether to stop exchanges', 'halve exchanges for 3 days, repeat spot Monday'),
                    ('ran out of protein substitute, delivery delayed', 'urgent prescription faxed to pharmacy'),
                    ('vomiting bug, not taking Anamix for 2 days', 'reassured; resume substitute when tolerated')],
            'LSD': [('urticaria and chest tightness 20 min into home infusion, infusion stopped',
                     'chlorphenamine + paracetamol per plan, do not restart today'),
                    ('port site red and tender, temp 38.1', 'attend ED for cultures, likely line infection'),
                    ('missed two infusions due to supply problem', 'homecare to re-deliver; next infusion rebooked')]}[g]
        iss, adv = pick(rng, pairs)
        n.t('Issue: ' + iss + '\n')
        n.t('Advice: ' + adv + '\n')
    else:
        if c.child:
            n.f('Time: ' + t + '\nCall back to {FAMILY}: ', pick(rng, [c.mother.first, c.father.first]))
        else:
            n.f('Time: ' + t + '\nCall back to {PATIENT}: ', pick(rng, [c.pt.first, c.pt.initials(), c.pt.initials(True)]))
        outs = {'MCADD': ['now in ED, IV dextrose running, glucose 4.8', 'tolerating drinks 2-hourly, staying at home, will ring if worse',
                          'admitted for overnight IV fluids', 'eating toast, regimen stopped'],
                'UCD': ['ammonia 48 on repeat, discharged', 'admitted, benzoate infusion started', 'tolerating emergency drinks',
                        'ammonia 96 - IV dextrose and arginine, PICU aware'],
                'PKU': ['prescription collected', 'spot posted today', 'feeling better, back on full substitute'],
                'LSD': ['symptoms settled, obs normal', 'cultures taken in ED, IV antibiotics', 'delivery confirmed for tomorrow']}[g]
        left = [o for o in outs + ['no answer, voicemail left'] if o not in c.said]
        o = pick(rng, left)
        c.said.append(o)
        n.t(o + '\n')
        if g != 'PKU' and not c.ed_told and chance(rng, 0.6):
            c.ed_told = True
            n.f('Spoke to Dr {DOCTOR} ({HOSPITAL}) and e-mailed plan to {EMAIL}\n', C.other_person(c).last, c.local,
                'ed.' + pick(rng, ['registrars', 'consultants', 'team']) + '@' + pick(rng, ['local.example.org', 'ed.example.net', c.host]))


def phone_log(n, c):
    rng = c.rng
    n.t(pick(rng, ['METABOLIC ON-CALL TELEPHONE LOG\n', 'Out-of-hours metabolic advice record\n', 'Telephone encounter - metabolic advice line\n']))
    n.f('Date: {DATE}\n', pick(rng, [c.d(c.date), wday_date(c.date, c.country, rng)]))
    n.f('Patient: {PATIENT}  DOB {DATE}  ' + c.mrn_label + ' {MRN}\n', C.ptname(c), c.d(c.dob), c.mrn)
    n.t('Diagnosis: ' + pick(rng, c.dis['variants']) + '   Weight: %.1f kg\n' % c.weight)
    if chance(rng, 0.6) and c.dis['group'] in ('MCADD', 'UCD'):
        n.f('Emergency letter on file dated {DATE}\n', c.d(add_days(c.date, -rng.randint(20, 300))))
    n.t('\n')
    k = rng.randint(1, 3)
    start = rng.randint(0, 23 * 60 - 60 * (k + 1))
    c.ed_told = False
    c.said = []
    times = [start] + sorted(start + rng.randint(20, 60 * (k + 1)) for _ in range(k))
    for i, m in enumerate(times):
        if i:
            n.t('\n')
        call_entry(n, c, i == 0, '%02d:%02d' % (m // 60, m % 60))
    n.t('\n')
    if chance(rng, 0.5) and c.dis['group'] != 'PKU':
        n.f('ED informed: {HOSPITAL} ({PHONE}); emergency letter faxed to {FAX}\n', c.local, phone(rng, c.country), phone(rng, c.country))
    n.f('Documented by: {DOCTOR}, ' + c.reg.job + ' (on call)\n', c.reg.full())
    n.f('Consultant on call: Dr {DOCTOR} - discussed at ' + hhmm(rng) + '\n', c.cons.last)
    n.f('Entered: {USERNAME} ' + hhmm(rng) + '\n', c.reg.user)
    if chance(rng, 0.3):
        n.f('Session: {IPADDR}\n', private_ip(rng))
    if chance(rng, 0.4):
        n.f('Follow-up: metabolic CNS {DOCTOR} to phone family on {DATE}.\n', c.cns.first, c.d(add_days(c.date, 1)))
