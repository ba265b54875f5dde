"""Amino acid and blood spot results log; newborn screening positive referral."""
from nb import pick, chance, digits, letters, add_days, hhmm, phone, ext, bleep, private_ip, short_date, age_on
import common as C
import disorders as D
import ctx as X


def results_log(n, c):
    rng = c.rng
    g = c.dis['group']
    ucd = g == 'UCD'
    n.t(pick(rng, ['BLOOD SPOT RESULTS LOG', 'Amino acid results - cumulative', 'PKU home monitoring log',
                   'METABOLIC LAB RESULTS (cumulative view)']) + '\n')
    if chance(rng, 0.6):
        n.f('Report run {DATE} ' + hhmm(rng, 7, 18) + ' by {USERNAME}', c.d(c.date), c.diet.user)
        if chance(rng, 0.6):
            n.f(' @ {IPADDR}', private_ip(rng))
        n.t('\n')
    n.f('Patient: {PATIENT}   DOB: {DATE}   ' + c.mrn_label + ': {MRN}\n', C.ptname(c, pick(rng, [3, 4, 6, 0])), c.d(c.dob), c.mrn)
    if chance(rng, 0.6):
        n.f(c.hp_label + ': {HEALTHPLAN}   ', c.hp)
    n.f('Consultant: {DOCTOR}   Dietitian: {DOCTOR}\n', c.cons.full(), c.diet.full())
    if ucd:
        n.t('Units umol/L. Ammonia ref < 50; glutamine target < 800\n\n')
        n.t('Sample date   Lab no          NH3   Gln   Arg   Cit   Comment                 By\n')
    else:
        n.t('Target Phe 120-360 umol/L' + pick(rng, ['', ' (pregnancy: 120-250)', ' (adult: up to 600)']) + '\n\n')
        n.t('Sample      Received    Lab no          Phe    Tyr   Exch  Action                   By\n')
    d = add_days(c.date, -rng.randint(70, 160))
    inits = [c.diet.initials(), c.cns.initials(), c.reg.initials(), c.diet.initials()]
    rows = rng.randint(6, 11)
    for _ in range(rows):
        if d > c.date:
            break
        lab = C.lab_no(c)
        by = pick(rng, inits)
        if ucd:
            n.f('{DATE}    {IDNUM}   ', c.d(d, pick(rng, [c.ds, 'dmy/2' if c.country != 'US' else 'm/d/y'])), lab)
            n.t('%-5d %-5d %-5d %-5d %-22s  ' % (rng.randint(15, 140), rng.randint(400, 1200), rng.randint(20, 160), rng.randint(8, 60),
                                                pick(rng, ['well', 'post clinic', 'unwell - D&V', 'fasting', 'admitted', 'repeat'])))
            n.f('{DOCTOR}\n', by)
        else:
            rec = add_days(d, rng.randint(1, 5))
            n.f('{DATE}  ', short_date(d, c.country) if chance(rng, 0.5) else c.d(d))
            n.f('{DATE}  ', short_date(rec, c.country))
            if chance(rng, 0.1):
                n.f('{IDNUM}   REJECTED - ' + pick(rng, ['insufficient blood', 'layered spots', 'card >14 days old', 'no date on card']) +
                    '; repeat requested  ', lab)
                n.f('{DOCTOR}\n', by)
            else:
                phe = rng.randint(80, 900)
                act = pick(rng, ['no change', '+1 exch', '-1 exch', '+2 exch', 'letter sent', 'phoned home', 'text sent',
                                 'check timing', 'repeat Mon', 'portal msg'])
                n.f('{IDNUM}   %-6d %-5d %-5s %-24s ' % (phe, rng.randint(25, 110), str(rng.randint(3, 14)), act), lab)
                n.f('{DOCTOR}\n', by)
        d = add_days(d, rng.randint(5, 16))
    n.t('\n')
    if chance(rng, 0.5):
        n.f('Plasma amino acids {DATE} (lab {IDNUM}): ', c.d(add_days(c.date, -rng.randint(10, 60))), C.lab_no(c))
        n.t('Phe %d, Tyr %d, Leu %d, Gln %d, Ala %d umol/L\n\n' % (rng.randint(60, 900), rng.randint(20, 90), rng.randint(60, 200),
                                                               rng.randint(400, 900), rng.randint(150, 500)))
    n.t(pick(rng, ['Communication log:\n', 'Contacts:\n', 'COMMS\n']))
    for _ in range(rng.randint(2, 4)):
        dd = add_days(c.date, -rng.randint(0, 60))
        k = rng.randrange(6)
        n.f('{DATE} ' + hhmm(rng, 8, 18) + '  ', c.d(dd))
        if k == 0:
            n.f('SMS result sent to {PHONE} by {USERNAME}\n', c.mob, c.diet.user)
        elif k == 1:
            n.f('phoned {FAMILY} on {PHONE} - no answer, VM left\n', pick(rng, [c.mother.first, c.father.first, c.partner.first]), c.home_tel)
        elif k == 2:
            n.f('portal upload (spot photo) from {IPADDR}, acknowledged by {USERNAME}\n', private_ip(rng), c.cns.user)
        elif k == 3:
            n.f('results e-mailed to {EMAIL} at family request\n', c.email)
        elif k == 4:
            n.f('new cards posted to {STREET}, {ZIP}\n', c.addr['street'], c.addr['zip'])
        else:
            n.f('{DOCTOR} discussed with consultant - increase substitute\n', c.diet.initials())
    if chance(rng, 0.4):
        n.f('Portal: {URL}\n', pick(rng, ['https://', '']) + pick(rng, ['myresults.', 'portal.', 'pkuspots.']) + pick(rng, ['example.org', 'example.net', 'example.com'])
            + pick(rng, ['/login', '/patient/' + digits(rng, 6), '']))
    n.t(pick(rng, ['-- end --\n', '*** END OF REPORT ***\n', '']))


def nbs_referral(n, c):
    rng = c.rng
    g = c.dis['group']
    lab = X.inst_name(rng, c.country, 'lab')
    us = c.country == 'US'
    n.t(pick(rng, ['NEWBORN BLOOD SPOT SCREENING - SCREEN POSITIVE REFERRAL\n', 'Newborn screening: presumptive positive notification\n',
                   'NBS SCREEN POSITIVE - CLINICAL REFERRAL FORM\n']))
    n.f('From: {HOSPITAL}', lab)
    if chance(rng, 0.6):
        n.w(', ', C.addr(c, X.address(rng, c.country), inline=True))
    n.f('\nTel {PHONE}', c.dept_tel if chance(rng, 0.3) else phone(rng, c.country))
    if chance(rng, 0.6):
        n.f('  Fax {FAX}', phone(rng, c.country))
    n.t('\n')
    n.w('To: ', C.clin_name(c, c.cons), ', ', (c.centre, 'HOSPITAL'), '\n')
    taken = add_days(c.dob, rng.randint(1, 5) if us else 5)
    recd = add_days(taken, rng.randint(1, 3))
    ref = add_days(recd, rng.randint(0, 2))
    n.f('Referral date/time: {DATE} ' + hhmm(rng, 8, 17) + '\n\n', c.d(ref))
    sx = 'girl' if c.pt.sex == 'F' else 'boy'
    k = rng.randrange(3)
    if k == 0:
        n.f('Baby: Baby ' + sx.capitalize() + ' {PATIENT}\n', c.pt.last.upper())
    elif k == 1:
        n.f('Baby: {PATIENT} (given name {PATIENT})\n', c.pt.last.upper(), c.pt.first)
    else:
        n.f('Baby: Baby of {FAMILY}\n', c.mother.full())
    n.f('DOB: {DATE}   Time of birth: ' + hhmm(rng) + '   Sex: ' + c.pt.sex + '\n', c.d(c.dob))
    n.t('Gestation: %d+%d weeks   Birth weight: %d g   Multiple birth: no\n' % (rng.randint(35, 41), rng.randint(0, 6), rng.randint(2400, 4300)))
    n.f(pick(rng, ['Lab no: {IDNUM}', 'Specimen ID: {IDNUM}', 'Card serial: {IDNUM}']), C.lab_no(c))
    if us:
        n.f('   Kit #: {IDNUM}', digits(rng, 8))
    else:
        n.f('   ' + c.hp_label + ': {HEALTHPLAN}', c.hp)
    n.t('\n')
    n.f('Sample taken: {DATE} (day ' + str((taken - c.dob).days) + ')   Received: {DATE}\n', c.d(taken), c.d(recd))
    n.t('Feeding: ' + pick(rng, ['breast', 'formula', 'mixed', 'EBM via NGT']) + '   Transfused: no   TPN: no\n\n')
    n.f('Mother: {FAMILY}   DOB {DATE}', c.mother.full(), c.d(add_days(c.dob, -rng.randint(6900, 14000))))
    if chance(rng, 0.5):
        n.f('   ' + c.hp_label + ' {HEALTHPLAN}', X.national_ids(rng, c.country, c.dob)[0][1])
    n.t('\n')
    n.w('Address: ', C.addr(c, c.addr, inline=True), '\n')
    n.f('Phone: {PHONE}   Alt: {PHONE}\n', c.mob, c.home_tel)
    if chance(rng, 0.4):
        n.t('Interpreter: ' + pick(rng, ['Urdu', 'Polish', 'Arabic', 'Somali', 'Romanian', 'Spanish', 'Vietnamese', 'Tongan']) + '\n')
    n.f('Birth hospital: {HOSPITAL}   Ward: ', c.local)
    if chance(rng, 0.5):
        n.f('{HOSPITAL}', pick(rng, ['Maternity Ward 2', 'Ward 7B', 'Willow Birth Centre', 'Rowan Ward', 'Ward 14', 'Bramble Ward']))
    else:
        n.t(pick(rng, ['Delivery Suite', 'postnatal ward', 'SCBU', 'Neonatal Unit', 'Birth Centre']))
    if chance(rng, 0.5):
        n.f(' ' + pick(rng, ['cot', 'bed', 'bay']) + ' {LOCATION_OTHER}', str(rng.randint(1, 28)))
    n.t('\n')
    mw = X.P(rng, 'F')
    n.f(pick(rng, ['Midwife', 'Community midwife', 'Submitter']) + ': {DOCTOR}  {PHONE}\n', mw.full(), phone(rng, c.country, 'mobile'))
    n.f(('PCP' if us else 'GP') + ': {DOCTOR}, {HOSPITAL}\n\n', c.gp.full(), c.practice)
    n.t('RESULT\n')
    if g == 'PKU':
        phe = rng.randint(300, 2600)
        n.t('Phenylalanine %d umol/L (cut-off 240)   Tyrosine %d umol/L   Phe:Tyr %.1f\n' % (phe, rng.randint(40, 120), phe / rng.randint(50, 90)))
        n.t('Screening result: PKU suspected' + (' (HPA possible)' if phe < 600 else '') + '\n\n')
    else:
        n.t('C8 %.2f umol/L (cut-off 0.50)   C8/C10 %.1f (cut-off 1.0)   C6 %.2f   C10:1 %.2f\n' % (
            rng.randint(60, 900) / 100, rng.randint(20, 150) / 10, rng.randint(10, 80) / 100, rng.randint(5, 40) / 100))
        n.t('Screening result: MCADD suspected\n\n')
    n.t('ACTIONS\n')
    t0 = rng.randint(9, 12)
    n.f('%02d:%02d phoned {DOCTOR} (metabolic consultant) via {PHONE}\n' % (t0, rng.randint(0, 59)), c.cons.full(), c.switch)
    n.f('%02d:%02d consultant spoke to {FAMILY} on {PHONE}; ' % (t0 + 1, rng.randint(0, 59)), pick(rng, [c.mother.first, c.father.full()]), c.mob)
    n.f('baby to attend {HOSPITAL} on {DATE} for confirmatory ' + ('plasma amino acids' if g == 'PKU' else 'acylcarnitines and urine organic acids')
        + '\n', c.ward, c.d(add_days(ref, rng.randint(0, 1))))
    if chance(rng, 0.5):
        n.f('Midwife {DOCTOR} informed; health visitor to be told by {DOCTOR}\n', mw.first, c.cns.full())
    n.t('\n')
    sc = X.P(rng)
    n.f('Reported by: {DOCTOR}, Clinical Scientist\n', sc.full())
    n.f('Authorised: {DOCTOR}' + pick(rng, [', Consultant Clinical Scientist', ', Laboratory Director', ', FRCPath']) + '\n', X.P(rng).full())
    if chance(rng, 0.5):
        n.f('LIMS user {USERNAME}; workstation {IPADDR}\n', X.user_name(rng, sc), private_ip(rng))
