"""Genres: DAA treatment start record, pharmacy dispensing record, MDT treatment approval."""

import datetime

import clin
import ident
from ctx import new_person, rd
from doc import Phi


def box(rng, d, title):
    k = rng.randrange(3)
    if k == 0:
        d.t(title.upper() + '\n' + '=' * len(title) + '\n')
    elif k == 1:
        d.t('*** ' + title + ' ***\n')
    else:
        d.t('[' + title + ']\n')


def daa_start(rng, d):
    v = d.v
    cc = v['cc']
    c = clin.hcv(rng, cc, v['age_n'])
    start = v['visit']
    end = start + datetime.timedelta(days=7 * c['weeks'] - 1)
    box(rng, d, rng.choice(['DAA Treatment Start Record', 'Hepatitis C Treatment Initiation', 'HCV DAA commencement checklist']))
    d.f(rng.choice(['{liverunit} - {hosp}', '{hosp}, Viral Hepatitis Service', 'Outreach: {dsvc}', '{prison} Healthcare - BBV clinic']) + '\n\n')
    d.t('PATIENT DETAILS\n')
    d.f('Name: {pt}    DOB: {dob}    Age: {age}    Sex: {sex}' + rng.choice(['', '    Occupation: {prof}']) + '\n')
    d.put([[lab, ': ', val, '    '] for lab, val in v['ids']])
    d.t('\n')
    if 'ssn' in v and rng.random() < 0.5:
        d.f('{ssnl}: {ssn}\n')
    d.f('Address: {addr}\n')
    d.f('Mobile: {mob}' + rng.choice(['   Home: {tel}', '', '   (consent to SMS: yes)']) + '\n')
    if rng.random() < 0.5:
        d.f('Email: {email}\n')
    d.f('NOK: {fam} ({fam.rel}) {fam.mob}\n')
    d.f('{gpw}: {dr} {gp}, {gpprac}\n')
    if 'not on' not in c['ost']:
        d.f('OST: %s - prescriber {dsvc}, keyworker {peer} ({dsvc.tel})\n' % c['ost'])
    if cc == 'US':
        d.f('Payer: {insurer}  {hpl} {hp}  Group {grp}\n')
        d.f('Prior authorization {approval} approved {pa:full} (valid 12 wk)\n', pa=rd(d, -rng.randrange(2, 20)))
    elif cc == 'AU':
        d.f('PBS authority approval {approval}; prescriber no {cons.presc}; IHI {ihi}\n')
    elif cc == 'CA':
        d.f('Coverage: {hpl} {hp}; provincial special authority {approval}\n')
    elif cc == 'NZ':
        d.f('Funded via PHARMAC (no special authority required); {hpl} {hp}\n')
    elif cc == 'IE':
        d.f('{hpl} {hp}; National treatment programme approval {approval}\n')
    else:
        d.f('ODN approval {approval} (MDT {mdt})\n', mdt=rd(d, -rng.randrange(3, 30)))
    d.t('\nCLINICAL\n')
    d.t('HCV genotype %s, RNA %s IU/mL, %s, LSM %s kPa (%s)%s\n' % (
        c['gt'], c['rna'], c['prior'], c['lsm'], c['stage'], ', Child-Pugh ' + c['cp'] if c['cirr'] else ''))
    d.t('Bloods: ALT %d, bili %d, alb %d, plt %d, eGFR %s, INR %s\n' % (c['alt'], c['bili'], c['alb'], c['plt'], c['egfr'], c['inr']))
    d.t('HBV: HBsAg negative, anti-HBc ' + rng.choice(['negative', 'negative', 'POSITIVE - check HBV DNA at week 4 and 12 (reactivation risk)']) + '\n')
    if v['sex'] == 'F' and v['age_n'] < 50:
        d.t('Pregnancy test: negative. Contraception: ' + rng.choice(['implant in situ', 'POP', 'condoms - advised', 'IUS']) + '\n')
    if rng.random() < 0.3:
        d.t(rng.choice(clin.HARD_NEG_LINES) + '\n')
    if rng.random() < 0.2:
        d.f('Timing: patient asked to start after {hol} - ' + rng.choice(['agreed', 'start date adjusted', 'evening dosing discussed']) + '\n',
            hol=Phi(rng.choice(['Christmas', 'Easter', 'Ramadan', 'Eid', 'Diwali', 'New Year',
                                {'US': 'Thanksgiving', 'CA': 'Thanksgiving', 'SCO': 'Hogmanay', 'IE': "St Patrick's Day",
                                 'AU': 'Anzac Day', 'NZ': 'Waitangi Day'}.get(cc, 'Boxing Day')]), 'DATE'))
    d.t('\nREGIMEN\n')
    d.t('%s x %d weeks\n' % (c['reg'], c['weeks']))
    d.f('Start date: {start:wd}\nPlanned last dose: {end}\n', start=start, end=end)
    d.t('Supply: %d x 28-day pack(s), ' % c['packs'])
    d.f(rng.choice(['dispensed weekly with OST at {pharmacy}', 'collect monthly from {pharmacy} ({pharmacy.tel})',
                    'in-possession, prison pharmacy', 'directly observed at {dsvc}', 'couriered to {street}']) + '\n')
    dd = clin.ddis(rng, c['brand'])
    d.t('\nDRUG INTERACTIONS (checked: Liverpool HEP iChart)\n')
    if not dd:
        d.t('- none identified\n')
    for a, b in dd:
        d.t('- %s: %s\n' % (a, b))
    d.t('\nEDUCATION\n')
    for item in rng.sample(['[x] how and when to take tablets', '[x] what to do if a dose is missed',
                            '[x] side effects (headache, fatigue, nausea)', '[x] reinfection and safer injecting',
                            '[x] no sharing razors/toothbrushes', '[x] written information leaflet given',
                            '[x] alcohol reduction', '[ ] partner testing - declined today',
                            '[x] patient app / portal explained'], rng.randrange(3, 7)):
        d.t(item + '\n')
    if rng.random() < 0.5:
        d.f('Patient leaflet: {clin.url}\n')
    d.t('\nMONITORING\n')
    d.f('Week 4 adherence call: {w4}\nEnd-of-treatment bloods: {eot}\nSVR12 bloods due: {svr:my}\n',
        w4=start + datetime.timedelta(days=28), eot=end + datetime.timedelta(days=rng.randrange(0, 7)),
        svr=end + datetime.timedelta(days=84))
    if rng.random() < 0.3:
        d.f('Adherence monitoring: MEMS cap ID {mems}\n')
    d.t('\n')
    d.f('Prescriber: {cons.title} {cons}, {cons.licl} {cons.lic}')
    if cc == 'US':
        d.f(', DEA {cons.dea}')
    d.f('\nCompleted by: {cns} ({cns.licl} {cns.lic}) on {visit}\n')
    if rng.random() < 0.6:
        d.f('Audit: created by {cns.user}, last modified by {pharm.user} {mod:full}\n', mod=rd(d, rng.randrange(0, 3)))


ITEMS_DAA = {
    'Epclusa': ('Epclusa 400mg/100mg tablets', 28), 'Maviret': ('Maviret 100mg/40mg tablets', 84),
    'Mavyret': ('Mavyret 100mg/40mg tablets', 84), 'Vosevi': ('Vosevi 400/100/100mg tablets', 28),
    'Harvoni': ('Harvoni 90mg/400mg tablets', 28), 'Zepatier': ('Zepatier 50mg/100mg tablets', 28),
}


def dispensing(rng, d):
    v = d.v
    cc = v['cc']
    hbv = rng.random() < 0.25
    c = clin.hcv(rng, cc, v['age_n'])
    d.f('{pharmacy}\n{pharmacy.addr}\nTel {pharmacy.tel}   Fax {pharmacy.fax}\n\n')
    d.t(rng.choice(['DISPENSING RECORD', 'Patient Medication Record - dispensing history', 'Controlled/high-cost dispensing log']) + '\n')
    d.f('Patient: {pt.LF}   DOB {dob}   ')
    d.put([[lab, ' ', val, '   '] for lab, val in v['ids'][:2]])
    d.f('\nAddress: {addr}\nPhone: {mob}\n')
    if 'ssn' in v and (v['ssnl'], v['ssn']) not in v['ids'] and rng.random() < 0.5:
        d.f('{ssnl} on file: {ssn}\n')
    k = rng.randrange(3)
    if k == 0:
        d.f('ID verified: driving licence {dl}\n')
    elif k == 1:
        d.f('Supervised consumption - biometric ID {bio} (iris enrolled {en})\n', en=rd(d, -rng.randrange(60, 900)))
    else:
        d.f('Photo on file; collection PIN issued\n')
    if cc == 'US':
        d.f('Plan: {insurer}  {hpl} {hp}  Grp {grp}  Claim acct {acct}\n')
    elif cc in ('AU', 'CA', 'IE', 'NZ'):
        d.f('{hpl} {hp}   Claim ref {acct}\n')
    else:
        d.f('Exemption: ' + rng.choice(['hospital homecare / FP10(HP)', 'prescription prepayment certificate', 'exempt - JSA/UC']) + '   Ref {acct}\n')
    d.f('Prescriber: {cons.title} {cons} ({cons.licl} {cons.lic}), {hosp}\n')
    n = rng.randrange(3, 7)
    d.t('\n')
    if hbv:
        item, qty = rng.choice([('Tenofovir disoproxil 245mg tablets', 30), ('Entecavir 0.5mg tablets', 30),
                                ('Vemlidy 25mg tablets', 30)])
    else:
        item, qty = ITEMS_DAA.get(c['brand'], ('Epclusa 400mg/100mg tablets', 28))
    ost = rng.random() < 0.5
    step = 7 if qty == 84 or ost else 28
    d.f('Rx no {rx}   Written {w}\n\n', w=rd(d, -step * (n - 1) - rng.randrange(1, 10)))
    d.row([('Date', 13), ('Item', 38), ('Qty', 5), ('Batch', 10), ('Exp', 9), ('Disp', 6), ('Chk', 6), ('Collected by', 0)])
    col = [v['pt.first'], v['pt.ini'], v['fam'], 'self', 'self']
    for i in range(n):
        day = rd(d, -step * (n - 1 - i))
        rows = [(item, qty if step == 28 else (21 if qty == 84 else 7))]
        if ost:
            rows.append(rng.choice([('Methadone 1mg/mL oral solution', rng.choice(['420 mL', '560 mL', '350 mL'])),
                                    ('Buprenorphine 8mg SL tablets', rng.choice(['7', '14', '21']))]))
        for it, q in rows:
            batch = ident.letters(rng, 1) + ident.digits(rng, 4) + ident.letters(rng, 1)
            exp = '%02d/%d' % (rng.randrange(1, 13), day.year + rng.randrange(1, 3))
            who = rng.choice(col)
            d.row([(day, 13), (it, 38), (str(q), 5), (batch, 10), (exp, 9), (v['pharm.ini'], 6),
                   (rng.choice([v['pharm.ini'], Phi(ident.letters(rng, 2, ident.UP), 'DOCTOR')]), 6), (who, 0)])
    d.t('\n')
    d.t('Notes:\n')
    notes = []
    notes.append('Clinical check done; ' + rng.choice(['no interactions with current PMR', 'omeprazole on PMR - counselled re timing',
                                                        'statin held by prescriber', 'antacid separation counselled']))
    notes.append(rng.choice(['Counselled on first supply by {pharm}', 'New patient medicine service booked with {pharm.first}',
                             'Patient prefers to collect on %ss - recurring slot set up' % rng.choice(['Monday', 'Tuesday', 'Friday'])]))
    if ost:
        notes.append('Missed OST doses x%d this month - prescriber at {dsvc} informed' % rng.randrange(1, 4))
    notes.append(rng.choice(['Collection by {fam.rel} {fam} authorised by patient (signed form on file)',
                             'Delivered to {hostel} by driver (van {plate}) - signed for by staff',
                             'Patient phoned {ph:short} asking to bring supply forward (travelling to {dest})']))
    dest = rng.choice([('Manchester', 'CITY'), ('Cork', 'CITY'), ('Brisbane', 'CITY'), ('Tauranga', 'CITY'),
                       ('Toronto', 'CITY'), ('Ohio', 'STATE'), ('Queensland', 'STATE'), ('Portugal', 'COUNTRY'),
                       ('Spain', 'COUNTRY'), ('Poland', 'COUNTRY')])
    for nt in notes:
        d.f('- ' + nt + '\n', ph=rd(d, -rng.randrange(1, 9)), dest=Phi(dest[0], dest[1]))
    d.f('\nPharmacist: {pharm} ({pharm.licl} {pharm.lic})   Terminal {ip}, user {pharm.user}\n')


def mdt(rng, d):
    v = d.v
    cc = v['cc']
    day = v['visit']
    k = rng.randrange(2)
    d.t(rng.choice(['HEPATITIS C TREATMENT MDT - APPROVALS', 'Viral Hepatitis MDT outcome record',
                    'ODN Treatment Panel - minutes', 'HCV Treatment Approval Meeting']) + '\n')
    d.f('Date: {day:wd}   ' + rng.choice(['Venue: {hosp}, seminar room {room}', 'Virtual (video link)', 'Venue: {liverunit} meeting room']) + '\n', day=day)
    d.f('Chair: {cons.title} {cons}\n')
    d.f('Present: {reg} (registrar), {cns} (CNS), {pharm} (pharmacist), {peer} (peer support), {nurse2} (prison in-reach nurse)\n')
    if rng.random() < 0.5:
        d.f('Apologies: {gp} ({gpprac}), {op}\n')
    if rng.random() < 0.4:
        d.f('Dial-in: {ip} (conference bridge) - PIN shared separately\n')
    d.t('\n')
    n = rng.randrange(3, 6)
    who = rng.randrange(n)
    for i in range(n):
        d.t('%d. ' % (i + 1))
        if i == who:
            pname, age, sex, pid = v['pt'], v['age'], v['sex'], v['natid']
            c = clin.hcv(rng, cc, v['age_n'])
            ref = rng.choice(['{dsvc}', '{prison}', '{gpprac}', '{hostel} outreach'])
        else:
            p, pname = new_person(rng, d, 'PATIENT')
            a = rng.randrange(21, 70)
            age, sex = Phi(a, 'AGE'), p.sex
            if cc == 'UK':
                pid = Phi(ident.nhs_number(rng), 'MRN')
            elif cc == 'SCO':
                pid = Phi(ident.chi_number(rng, day - datetime.timedelta(days=365 * a + rng.randrange(365)), sex), 'MRN')
            else:
                pid = Phi(ident.mrn(rng, cc), 'MRN')
            c = clin.hcv(rng, cc, a)
            ref = rng.choice(['{dsvc}', '{prison}', 'outreach van', '{gpprac}', 'ED opt-out testing'])
        d.f('{pn}  {ag}{sx}  {nl} {pid}  - referred from ' + ref + '\n', pn=pname, ag=age, sx=sex, nl=v['natl'], pid=pid)
        d.t('   GT %s, VL %s IU/mL, LSM %s kPa (%s), %s. ' % (c['gt'], c['rna'], c['lsm'], c['stage'], c['prior']))
        if c['cirr']:
            d.t('Cirrhosis: CP %s, MELD %d. ' % (c['cp'], c['meld']))
        dd = clin.ddis(rng, c['brand'], rng.choice([0, 1]))
        if dd:
            d.t('DDI: %s (%s). ' % dd[0])
        d.t('\n')
        out = rng.random()
        if out < 0.8:
            d.f('   APPROVED: %s x %d wk. Ref {ar}. Dispense via ' % (c['brand'], c['weeks']) +
                rng.choice(['{pharmacy}', 'prison pharmacy', 'hospital outpatient pharmacy', 'homecare']) + '. Start by {sb}.\n',
                ar=Phi(ident.approval_ref(rng, cc, day.year), 'IDNUM'), sb=day + datetime.timedelta(days=rng.randrange(7, 29)))
        elif out < 0.9:
            d.f('   DEFERRED: awaiting ' + rng.choice(['HBV DNA', 'repeat FibroScan', 'renal function', 'release date confirmation']) +
                '; re-discuss {rd:short}.\n', rd=day + datetime.timedelta(days=14))
        else:
            d.t('   NOT APPROVED today - already on treatment elsewhere (duplicate referral).\n')
    d.t('\nActions:\n')
    d.f('- {cns.first} to contact patients approved and book start visits\n')
    d.f('- {pharm.first} to order stock (' + rng.choice(['3 x Epclusa', '2 x Maviret 8-wk', '1 x Vosevi']) + ')\n')
    d.f('- Next MDT {nx:long}\n', nx=day + datetime.timedelta(days=14))
    d.f('\nMinutes: {admin}, ' + rng.choice(['MDT coordinator', 'administrator', 'medical secretary']) + ' ({admin.email})\n')
