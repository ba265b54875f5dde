"""Enzyme replacement therapy infusion record; home infusion training record."""
from nb import pick, chance, digits, letters, add_days, hhmm, phone, ext, bleep, private_ip, short_date, wday_date
import common as C
import ctx as X

PUMPS = ['Alaris GP volumetric pump', 'CADD-Solis ambulatory pump', 'BodyGuard 323 pump', 'Sapphire infusion pump',
         'Volumat Agilia', 'Graseby 3000']


def dose_lines(n, c, e):
    rng = c.rng
    dose = round(e[2] * c.weight, 1) if 'mg' in e[3] else int(round(e[2] * c.weight, -1))
    vial = e[4]
    nv = max(1, int((dose + vial - 1) // vial))
    n.t('Drug: %s (%s)  Prescribed: %s %s  Weight: %.1f kg\n' % (e[0], e[1], e[2], e[3], c.weight))
    n.t('Dose: %s %s  Vials: %d x %s %s\n' % (dose, e[3].split('/')[0], nv, vial, 'mg' if 'mg' in e[3] else 'units'))
    n.t('Batch/lot: %s%s  Exp: %02d/%d\n' % (letters(rng, 2), digits(rng, 5), rng.randint(1, 12), c.date.year + 1))
    n.t('Diluent: 0.9%% sodium chloride %d mL; 0.2 micron in-line filter\n' % pick(rng, [100, 250, 500]))


def ert_record(n, c):
    rng = c.rng
    e = pick(rng, c.dis['ert'])
    home = chance(rng, 0.35)
    n.t(pick(rng, ['ENZYME REPLACEMENT THERAPY - INFUSION RECORD\n', 'ERT Infusion Record\n', 'Infusion chart: enzyme replacement therapy\n']))
    if home:
        n.w('Setting: home infusion - ', C.addr(c, c.addr, inline=True), '\n')
        n.f('Provider: {ORGANIZATION} (nurse line {PHONE})\n', c.homecare, phone(rng, c.country))
    else:
        if chance(rng, 0.4):
            n.f('Unit: ' + pick(rng, ['Medical Day Unit', 'Infusion Suite', 'Metabolic Day Unit', "Children's Day Care Unit",
                                      'Ambulatory Infusion Centre']) + ', {HOSPITAL}  ', c.centre)
        else:
            n.f('Unit: {HOSPITAL}, {HOSPITAL}  ', c.ward, c.centre)
        n.f(pick(rng, ['Chair {LOCATION_OTHER}', 'Bay {LOCATION_OTHER}', 'Bed {LOCATION_OTHER}', 'Room {LOCATION_OTHER}']),
            str(rng.randint(1, 16)) + pick(rng, ['', '', 'A', 'B']))
        n.t('\n')
    n.f('Date: {DATE}   Infusion no. ' + str(rng.randint(4, 420)) + '\n', pick(rng, [c.d(c.date), wday_date(c.date, c.country, rng)]))
    n.f('Patient: {PATIENT}   DOB {DATE}   ' + c.mrn_label + ' {MRN}\n', C.ptname(c), c.d(c.dob), c.mrn)
    if chance(rng, 0.5):
        n.f(pick(rng, ['Encounter', 'Visit', 'CSN', 'Episode']) + ' no: {ACCOUNT}\n', digits(rng, rng.choice([8, 9, 10])))
    k = rng.randrange(3)
    if k == 0:
        n.f('ID check: wristband + verbal (name/DOB); biometric {BIOID} verified\n', C.bio_id(c))
    elif k == 1:
        n.t('ID check: two identifiers confirmed with patient\n')
    else:
        n.f('ID confirmed with ' + pick(rng, ['mother', 'father', 'carer']) + ' {FAMILY}\n', pick(rng, [c.mother.full(), c.father.first]))
    n.t('\n')
    dose_lines(n, c, e)
    if not home and chance(rng, 0.6):
        n.f('Prepared by: {HOSPITAL} aseptic unit, worksheet {IDNUM}\n', c.centre, 'AS' + digits(rng, 6))
    elif home:
        n.f('Delivery ref {IDNUM} received {DATE}; fridge 2-8 C log checked\n', letters(rng, 3) + digits(rng, 7), c.d(add_days(c.date, -rng.randint(2, 9))))
    n.t('\n')
    pre = pick(rng, ['cetirizine 10 mg PO', 'chlorphenamine 4 mg PO', 'paracetamol 1 g PO', 'hydrocortisone 100 mg IV', 'none required'])
    t0 = rng.randint(8, 13)
    if pre == 'none required':
        n.t('Pre-medication: none required\n')
    else:
        n.t('Pre-medication: %s at %02d:%02d\n' % (pre, t0, rng.randint(0, 50)))
    n.t('Access: ' + pick(rng, ['Port accessed with 20G Huber needle, flushes well, blood return +',
                                '22G cannula left dorsum of hand, 1st attempt', '24G cannula right antecubital fossa, 2nd attempt',
                                'PICC (Groshong) - 10 mL NaCl flush']) + '\n')
    n.f('Pump: ' + pick(rng, PUMPS) + ', ' + pick(rng, ['SN', 'serial', 'asset no.', 'S/N']) + ' {DEVICE}\n', C.device_sn(c))
    n.t('\nTime   Rate(mL/h)  BP       HR   Temp  SpO2  Comment\n')
    rate = pick(rng, [10, 15, 20, 25])
    m = rng.randint(0, 40)
    reaction = chance(rng, 0.2)
    for i in range(rng.randint(5, 8)):
        tm = '%02d:%02d' % (t0 + (m + 15 * i) // 60 + 1, (m + 15 * i) % 60)
        com = ''
        if i == 0:
            com = 'start'
        elif reaction and i == 3:
            com = 'flushing + itch - paused 15 min, chlorphenamine given'
        elif i >= 2 and not (reaction and i > 3) and rate < 200:
            rate = min(rate * 2, 200)
            com = 'rate increased'
        n.t('%s  %-10d  %d/%d   %-3d  %.1f  %d%%   %s\n' % (tm, rate, rng.randint(95, 140), rng.randint(55, 90), rng.randint(60, 110),
                                                        36 + rng.randint(2, 9) / 10, rng.randint(95, 100), com))
    n.t('Infusion complete; line flushed. Total time %d min. ' % rng.randint(90, 300))
    n.t('Post-infusion obs stable.\n' if not reaction else 'Reaction reported on yellow card; rate protocol reduced for next infusion.\n')
    n.t('\n')
    n.w('Administered by: ', (c.cns.full(), 'DOCTOR'))
    if chance(rng, 0.6):
        n.f(', ' + c.cns.lic_label + ' {LICENSE}', c.cns.lic)
    n.t('\n')
    n.f('Second check: {DOCTOR}\n', pick(rng, [X.P(rng).full(), c.pharm.full()]))
    if chance(rng, 0.4):
        n.f('Medical review: Dr {DOCTOR} (bleep {PHONE})\n', c.reg.last, bleep(rng))
    nxt = add_days(c.date, 7 if 'week' == e[5] or e[5] == 'weekly' else 14)
    n.f('Next infusion: {DATE}', wday_date(nxt, c.country, rng) if chance(rng, 0.5) else c.d(nxt))
    if home:
        n.t(' (home)\n')
    else:
        n.t('\n')
        if chance(rng, 0.4):
            n.f('Free parking permit issued for vehicle {VEHICLE}\n', C.plate(c))
    if chance(rng, 0.3):
        n.f('Charted in EPR by {USERNAME} from {IPADDR}\n', c.cns.user, private_ip(rng))


TOPICS = ['Hand hygiene and aseptic non-touch technique', 'Checking delivery and cold chain (2-8 C)', 'Reconstitution of vials',
          'Calculating dose and drawing up', 'Priming the giving set and filter', 'Cannulation / port access (Huber needle)',
          'Programming the pump and rate escalation', 'Recognising infusion reactions', 'Use of adrenaline auto-injector (EpiPen)',
          'Flushing and heparin lock', 'Sharps and clinical waste disposal', 'Documentation in the home infusion diary',
          'Who to call and when']


def training_record(n, c):
    rng = c.rng
    e = pick(rng, c.dis['ert'])
    n.t(pick(rng, ['HOME INFUSION TRAINING RECORD\n', 'Home Therapy Training and Competency Record\n',
                   'HOME ERT - COMPETENCY ASSESSMENT\n']))
    n.f('Centre: {HOSPITAL}', c.centre)
    n.f('   Homecare provider: {ORGANIZATION}\n', c.homecare)
    n.f('Patient: {PATIENT}   DOB {DATE}   ' + c.mrn_label + ' {MRN}\n', C.ptname(c), c.d(c.dob), c.mrn)
    n.f('Homecare patient ref: {IDNUM}\n', letters(rng, 2) + digits(rng, 7))
    if c.country in ('US', 'CA') and chance(rng, 0.5):
        n.f('Intake: ' + c.ss_label + ' {SSN}; ' + c.hp_label + ' {HEALTHPLAN}\n', c.ss, c.hp)
    if c.child:
        tr = pick(rng, [c.mother, c.father])
        n.f('Trainee: {FAMILY} (' + ('mother' if tr is c.mother else 'father') + ')', tr.full())
        if chance(rng, 0.6):
            n.f(' - works as a {PROFESSION}; training sessions booked after school pick-up', c.mother_job if tr is c.mother else c.father_job)
        n.t('\n')
    else:
        n.f('Trainee: {PATIENT} (self-infusion)', c.pt.first)
        if chance(rng, 0.6):
            n.f(' - {PROFESSION}, infusions to be done on evenings', c.pt_job)
        n.t('\n')
    n.t('Therapy: %s (%s) %s %s %s\n' % (e[1], e[0], e[2], e[3], e[5]))
    n.w('Delivery address: ', C.addr(c, c.addr, inline=True), '\n')
    n.f('24-hour homecare helpline: {PHONE}\n\n', phone(rng, c.country))
    n.t('EQUIPMENT ISSUED\n')
    n.f('- ' + pick(rng, PUMPS) + ', serial {DEVICE}\n', C.device_sn(c))
    if chance(rng, 0.6):
        n.f('- Fridge thermometer (data logger) ID {DEVICE}\n', C.device_sn(c))
    n.t('- Sharps bin 5 L, spill kit, adrenaline 0.%d mg auto-injector x2\n' % pick(rng, [15, 3, 5]))
    if chance(rng, 0.35):
        n.f('- Medicines fridge with fingerprint lock, enrolled template {BIOID}\n', C.bio_id(c))
    n.t('\nTRAINING SESSIONS\nNo  Date         Trainer                 Topics covered\n')
    trainers = [c.cns, X.Clin(rng, c.country, 'cns')]
    d = add_days(c.date, -rng.randint(30, 70))
    tops = list(range(len(TOPICS)))
    for i in range(rng.randint(3, 5)):
        tr = pick(rng, trainers)
        n.f('%d   {DATE}   {DOCTOR}   ' % (i + 1), c.d(d, pick(rng, [c.ds, c.alt()])), tr.full())
        n.t(', '.join(str(x + 1) for x in sorted(rng.sample(tops, 3))) + '\n')
        d = add_days(d, rng.randint(5, 14))
    n.t('\nCOMPETENCIES\n')
    for i, t in enumerate(TOPICS):
        ok = chance(rng, 0.85)
        n.t('%2d. %-50s %s' % (i + 1, t, 'Competent' if ok else 'Needs further practice'))
        if ok and chance(rng, 0.5):
            n.f('  {DOCTOR}', pick(rng, trainers).initials())
        n.t('\n')
    n.t('\n')
    if chance(rng, 0.5):
        n.f('Infusion diary app registered: login {USERNAME}, device IP {IPADDR}\n', X.user_name(rng, c.pt if not c.child else c.mother),
            private_ip(rng))
    n.f('Assessed as competent for home administration on {DATE}\n', c.d(c.date))
    n.f('Assessor: {DOCTOR}, ' + c.cns.job, c.cns.full())
    if chance(rng, 0.6):
        n.f(' (' + c.cns.lic_label + ' {LICENSE})', c.cns.lic)
    n.t('\n')
    n.f('Homecare nurse: {DOCTOR}\n', X.P(rng).full())
    n.f('First supervised home infusion: {DATE}\n', c.d(add_days(c.date, rng.randint(5, 20))))
    n.f('Contact for problems: {PHONE} (metabolic nurses) or {EMAIL}\n', c.dept_tel, c.team_email)
