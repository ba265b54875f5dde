"""Genres C: incident reports, medication charts / administration records, hospital-in-the-home notes."""
from phi import (R, pick, chance, Person, Patient, name, dr, staff, phone, ext_phone, pager, email, role_email, url,
                 ipaddr, address, hospital, clinic, pharmacy, racf, ward, employer, agency, D, fd, days, rand_date,
                 dob_str, age_p, age_sex, account, idnum, device_id, vehicle, bioid, username, license_, digits,
                 letters, holiday, landmark, building, ext_only, healthplan, ssn)
from blocks import (fac_header, table, signature, demo_block, label_line, nok_sentence, social_sentence,
                    NURSE_ROLES, AH_ROLES)
import neg
import pools as P

INC_TYPES = ['Fall - unwitnessed', 'Fall - witnessed', 'Medication error - wrong time', 'Medication error - omitted dose',
             'Clinical aggression', 'Pressure injury - hospital acquired', 'Equipment failure', 'Absconding / missing patient',
             'Near miss - look-alike drug', 'Car park incident', 'Patient ID error - wrong label', 'Needlestick injury']


def incident_report(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    rep, rmo, num = Person(ctx.country), Person(ctx.country), Person(ctx.country)
    wit = Person(ctx.country)
    typ = pick(INC_TYPES)
    d.t(pick(['INCIDENT REPORT - CONFIDENTIAL', 'Clinical Incident Notification', 'INCIDENT MANAGEMENT SYSTEM - Event Report']) + '\n')
    d.f('{h}\n', h=(ctx.hosp, 'HOSPITAL'))
    d.f('Incident ID: {i}    Reported: {dt} {tm}\n', i=(idnum('inc'), 'IDNUM'), dt=D(today, pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'd/m/yy'])), tm=neg.clock())
    d.f('Reporter: {r} ({ro})   user {u}   workstation {ip}\n', r=name(rep, 'DOCTOR', pick(['full', 'LAST, First'])), ro=pick(NURSE_ROLES),
        u=(username(rep), 'USERNAME'), ip=(ipaddr(), 'IPADDR'))
    loc = pick([[(ward(), 'HOSPITAL'), ', Room ', (str(R.randrange(1, 40)), 'LOCATION_OTHER'), ' Bed ', (str(R.randrange(1, 5)), 'LOCATION_OTHER')],
                [(ward(), 'HOSPITAL'), ' bathroom'], ['Staff car park, ', building()], landmark(), ['Bed ', (str(R.randrange(1, 30)), 'LOCATION_OTHER'), ', ', (ward(), 'HOSPITAL')]])
    d.f('Date/time of incident: {dt} approx {tm}\nLocation: {l}\n', dt=D(today - days(R.randrange(0, 2)), pick(['Weekday d Month yyyy', 'Wd d/m', 'dd/mm/yyyy'])), tm=neg.clock(), l=loc)
    d.f('Incident type: {t}   SAC {s}\n\n', t=typ, s=str(R.randrange(1, 5)))
    d.f('PERSON AFFECTED\nName: {n}   {ml} {m}   DOB {dob}   Age {a}\n', n=pt.nm(pick(['LAST, First', 'full', 'LAST, FIRST M'])),
        ml='NHI' if ctx.country == 'NZ' else 'UR', m=(pt.mrn, 'MRN'), dob=(dob_str(pt.dob), 'DATE'), a=(str(pt.age), 'AGE'))
    if chance(0.4):
        d.f('Visit/episode: {a}\n', a=(account(), 'ACCOUNT'))
    d.t('\nDESCRIPTION\n')
    k = R.randrange(5)
    if typ.startswith('Fall'):
        d.f('Pt found on floor beside bed by {r} at {tm}. {e}. Obs: {v}. ', r=['EN ', name(wit, 'DOCTOR', pick(['full', 'first']))], tm=neg.clock(), e=neg.eponym(), v=neg.vitals())
        d.f('Reviewed by {d2} ({ro}); CT brain ordered (order {o}). ', d2=dr(rmo), ro=pick(['RMO', 'Med Reg', 'Intern']), o=(idnum('order'), 'IDNUM'))
    elif typ.startswith('Medication') or typ.startswith('Near'):
        d.f('{dg} due {tm} not given. Med room accessed by {r} using fingerprint ID {b}; ADC {dv} log reviewed. ', dg=neg.meds(1)[0], tm=neg.clock(),
            r=name(wit, 'DOCTOR', 'full'), b=(bioid(), 'BIOID'), dv=(device_id(), 'DEVICE'))
        d.f('Pharmacist {ph} notified. ', ph=name(Person(ctx.country), 'DOCTOR', pick(['full', 'first'])))
    elif typ.startswith('Equipment'):
        md = pick(P.DEVICE_MODELS)
        d.f('{md} (asset {a}, SN {sn}) alarmed occlusion repeatedly; removed from service and tagged for Biomed. ', md=md, a=(device_id(), 'DEVICE'), sn=(device_id(), 'DEVICE'))
    elif typ.startswith('Car'):
        d.f('Visitor {f} ({rel} of pt) reversed vehicle rego {v} into staff car {v2} near {lm}. Security officer {s} attended. ',
            f=name(pt.nok, 'FAMILY', 'full'), rel=pt.nok_rel, v=(vehicle(ctx), 'VEHICLE'), v2=(vehicle(ctx), 'VEHICLE'), lm=building(),
            s=name(Person(ctx.country), 'DOCTOR', 'full'))
    elif typ.startswith('Absconding'):
        d.f('Pt not in bed at {tm} check. Last seen by {r}. Police notified (ref {ref}); located at {lm} by {rel} {f}. Pt\'s car {v} still in car park. ',
            tm=neg.clock(), r=name(wit, 'DOCTOR', 'first'), ref=(idnum('inc'), 'IDNUM'), lm=landmark(), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'),
            v=(vehicle(ctx), 'VEHICLE'))
    elif typ.startswith('Patient ID'):
        d.f('Specimen {s} labelled with details of pt in Bed {b}. Recollected. Biometric wristband scan ({bio}) now mandatory. ', s=(idnum('spec'), 'IDNUM'),
            b=(str(R.randrange(1, 30)), 'LOCATION_OTHER'), bio=(bioid(), 'BIOID'))
    elif typ.startswith('Needlestick'):
        d.f('{r} sustained NSI from used subcut needle. Source pt bloods taken (lab {l}). Staff ID badge / biometric {b}. ', r=name(wit, 'DOCTOR', 'full'),
            l=(idnum('lab'), 'IDNUM'), b=(bioid(), 'BIOID'))
    else:
        d.f('{n} verbally aggressive to staff when {rel} {f} left at {tm}. Code Grey called. {o} ', n=pt.nm('title_last'), rel=pt.nok_rel,
            f=name(pt.nok, 'FAMILY', 'first'), tm=neg.clock(), o=neg.ordinary())
    d.t(neg.ordinary() + '\n\n')
    d.t('NOTIFICATIONS\n')
    d.f('NOK: {rel} {f} phoned {ph} at {tm}. ', rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', pick(['full', 'first', 'title_full'])), ph=(pt.nok_phone, 'PHONE'), tm=neg.clock())
    d.f('Medical officer: {d2}. ', d2=dr(rmo, 'dr_last'))
    d.f('NUM {n} {dt}.\n', n=name(num, 'DOCTOR', pick(['full', 'first'])), dt=D(today + days(1), pick(['d/m', 'Wd d/m'])))
    if chance(0.5):
        d.f('Witness: {w} (visitor, {pr}) contact {ph}\n', w=name(Person(ctx.country), 'FAMILY', 'full'), pr=(pick(P.PROFESSIONS), 'PROFESSION'), ph=(phone(ctx.country, 'mob'), 'PHONE'))
    d.f('Open disclosure: {x}\n', x=pick([['with ', pt.nok_rel, ' on ', D(today + days(R.randrange(1, 5)), pick(['d/m', 'Weekday d Month']))], ['pending'], ['n/a']]))
    d.f('\nMANAGER REVIEW\nReviewed by {n}, NUM {w}, on {dt}. Actions: {a}\n', n=name(num, 'DOCTOR', 'full'), w=(ward(), 'HOSPITAL'),
        dt=D(today + days(R.randrange(1, 7)), pick(['dd/mm/yyyy', 'd Month yyyy'])),
        a=pick(['falls huddle, sensor mat', 'education re 5 rights', 'Biomed review', 'security escort policy reminder', 'wristband audit']))


def med_chart(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    pres, pharm = Person(ctx.country), Person(ctx.country)
    nurses = [Person(ctx.country) for _ in range(4)]
    d.t(pick(['INPATIENT MEDICATION CHART', 'Medication Administration Record (MAR)', 'Medication Chart - Regular & PRN', 'eMAR PRINTOUT']) + '\n')
    d.f('{h}   {w}\n', h=(ctx.hosp, 'HOSPITAL'), w=(ward(), 'HOSPITAL'))
    d.put(label_line(pt))
    d.f('Weight {kg} kg   Height {cm} cm   Allergies: {a}\n', kg=str(R.randrange(38, 130)), cm=str(R.randrange(145, 195)),
        a=pick(['NKDA', 'Penicillin - rash', 'Morphine - hallucinations', 'Sulfonamides - SJS', 'Nil known']))
    d.f('Chart {c} of {n}   Commenced {dt}\n', c=str(R.randrange(1, 3)), n=str(R.randrange(2, 4)), dt=D(today - days(R.randrange(1, 10)), pick(['dd/mm/yy', 'd/m', 'dd/mm/yyyy'])))
    d.t('\nREGULAR MEDICATIONS\n')
    rows = []
    start = today - days(R.randrange(1, 8))
    for m in neg.meds(R.randrange(4, 9)):
        rows.append([D(start - days(R.randrange(0, 3)), pick(['d/m', 'd/m/yy'])), m,
                     pick(['0800', '0800 2000', '0600 1200 1800 2400', '2000', '0800 1400 2000']),
                     name(pres, 'DOCTOR', pick(['last', 'init_last'])) if chance(0.7) else ['Dr ', (pres.last, 'DOCTOR')],
                     (pharm.initials(), 'DOCTOR') if chance(0.6) else ['']])
    table(d, ['Date', 'Medication / dose / route / freq', 'Times', 'Prescriber', 'Pharm'], rows, sep=pick([' | ', '  ']))
    d.t('\nADMINISTRATION RECORD\n')
    rows = []
    for i in range(R.randrange(5, 11)):
        n1, n2 = pick(nurses), pick(nurses)
        rows.append([D(today - days(R.randrange(0, 3)), pick(['d/m', 'Wd d/m'])), neg.clock(), neg.meds(1)[0].split(' ')[0],
                     pick(['Given', 'Given', 'Withheld - NBM', 'Refused', 'Given - see notes', 'Absent - at XR']),
                     (n1.initials(), 'DOCTOR'), (n2.initials(), 'DOCTOR') if chance(0.5) else ['-']])
    table(d, ['Date', 'Time', 'Drug', 'Status', 'By', 'Chk'], rows, sep=pick([' | ', '  ']))
    d.t('\nPRN\n')
    for i in range(R.randrange(1, 4)):
        d.f('  {m} - {dt} {tm} given by {n} ({r}); effect {e}\n', m=neg.meds(1)[0], dt=D(today - days(R.randrange(0, 2)), 'd/m'), tm=neg.clock(),
            n=name(pick(nurses), 'DOCTOR', pick(['first', 'init_last', 'full'])), r=pick(['RN', 'EN', 'RN']), e=pick(['good', 'partial', 'nil', 'settled']))
    if chance(0.5):
        d.t('\nWARFARIN / INR\n')
        for i in range(R.randrange(2, 5)):
            d.f('  {dt}  INR {v}  dose {mg} mg  ordered {p}\n', dt=D(today - days(i), pick(['d/m', 'dd/mm/yy'])), v='%.1f' % (R.randrange(11, 45) / 10.0),
                mg=str(R.randrange(1, 8)), p=name(pres, 'DOCTOR', 'init_last'))
    d.t('\nADC LOG\n')
    for i in range(R.randrange(1, 4)):
        n1 = pick(nurses)
        d.f('  {ts} cabinet {c} user {u} bio {b} drawer {dr} - {m}\n', ts=D(today, 'yyyy-mm-dd'), c=(device_id(), 'DEVICE'), u=(username(n1), 'USERNAME'),
            b=(bioid(), 'BIOID'), dr=str(R.randrange(1, 12)), m=neg.meds(1)[0].split(' ')[0])
    d.t('\n')
    d.f('Prescriber: {p}  {l}  {ph}\n', p=dr(pres, pick(['dr_full', 'dr_init'])), l=['Prescriber no. ', (license_('prescriber'), 'LICENSE')] if ctx.country == 'AU' else ['MCNZ ', (license_('mcnz'), 'LICENSE')],
        ph=['pager ', (pager(), 'PHONE')])
    d.f('Pharmacist review: {p} {l} {dt}. {note}\n', p=name(pharm, 'DOCTOR', 'full'), l=['AHPRA ', (license_('ahpra_pha'), 'LICENSE')] if ctx.country == 'AU' else '',
        dt=D(today, pick(['d/m', 'dd/mm/yyyy'])), note=pick(['Renal dosing checked (eGFR %d).' % R.randrange(15, 60), 'Duplicate PPI ceased.', 'Dose band OK.', neg.ordinary()]))
    if chance(0.5):
        d.f('Community pharmacy: {c}  Ph {ph}  Fax {fx}\n', c=(pharmacy(ctx), 'HOSPITAL'), ph=(phone(ctx.country, 'land'), 'PHONE'), fx=(phone(ctx.country, 'land'), 'FAX'))
    if chance(0.3):
        lab, v = pt.hp
        d.f('PBS/{l}: {v}   Script ID {s}\n', l=lab, v=(v, 'HEALTHPLAN'), s=(idnum('script'), 'IDNUM'))


def hith_note(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    nurse, reg = Person(ctx.country), Person(ctx.country)
    d.f('{h} - {s}\n', h=(ctx.hosp, 'HOSPITAL'), s=pick(['Hospital in the Home', 'HITH', 'Hospital in the Home - Virtual Care', 'Home Based Acute Care']))
    d.t(pick(['Nursing Visit Record', 'HITH Progress Note', 'Medical Review - HITH', 'Daily HITH note']) + '\n\n')
    d.put(demo_block(pt, pick([['name', 'mrn', 'dob', 'addr', 'phone', 'nok'], ['name', 'mrn', 'age', 'addr', 'phone', 'hp', 'cob'],
                               ['name', 'mrn', 'dob', 'addr', 'email', 'gp'], ['name', 'mrn', 'dob', 'addr', 'phone', 'ssn', 'cob']])))
    adm = today - days(R.randrange(1, 8))
    d.f('Visit: {dt} {tm}   Day {n} of HITH episode ({a})\n', dt=D(today, pick(['Weekday d Month', 'dd/mm/yyyy', 'Wd d/m'])), tm=neg.clock(),
        n=str((today - adm).days + 1), a=(account(), 'ACCOUNT'))
    d.f('Admitted to HITH {dt} from {w}, {h}\n', dt=D(adm, pick(['d/m', 'd Month'])), w=(ward(), 'HOSPITAL'), h=(hospital(ctx), 'HOSPITAL'))
    d.t('Indication: ' + pick(['IV cephazolin for cellulitis', 'IV flucloxacillin - osteomyelitis', 'IV ceftriaxone - pyelonephritis',
                               'enoxaparin bridging', 'IV iron', 'CCF - IV frusemide', 'wound VAC', 'DVT - LMWH teaching']) + ', ' + neg.dur() + '\n\n')
    d.f('S: {s}\n', s=pick([[pt.nm('first'), ' reports ', pick(['less pain', 'slept well', 'nausea overnight', 'some diarrhoea'])],
                           [pt.nok_rel.capitalize(), ' ', name(pt.nok, 'FAMILY', 'first'), ' says pt more ', pick(['confused', 'alert', 'mobile'])]]))
    d.f('O: {v}\n', v=neg.vitals())
    d.f('   {e}. Cannula/PICC site clean. ', e=neg.eponym())
    k = R.randrange(4)
    if k == 0:
        d.f('Elastomeric pump ({md}) SN {sn} - volume as expected.\n', md=pick(P.DEVICE_MODELS), sn=(device_id(), 'DEVICE'))
    elif k == 1:
        d.f('PICC inserted {dt} at {h} (lot {sn}).\n', dt=D(adm - days(1), 'd/m'), h=(hospital(ctx), 'HOSPITAL'), sn=(device_id(), 'DEVICE'))
    elif k == 2:
        d.f('Remote monitoring tablet {sn} online via {u} (IP {ip}).\n', sn=(device_id(), 'DEVICE'), u=(url('/hith/rpm/' + digits(5)), 'URL'), ip=(ipaddr(), 'IPADDR'))
    else:
        d.f('Bloods collected ({l}): {x}.\n', l=(idnum('lab'), 'IDNUM'), x=neg.labs())
    d.t('A: ' + pick(['Improving', 'Stable, on track', 'Slow response - d/w reg', 'Erythema receding within marked borders']) + '. ' + neg.ordinary() + '\n')
    d.t('P: ' + '; '.join(neg.plan(R.randrange(2, 4))) + '.\n')
    d.f('   Next visit {dt} {tm}. {x}\n', dt=D(today + days(1), pick(['Wd d/m', 'weekday', 'd/m'])), tm=neg.clock(),
        x=pick([['D/w ', dr(reg), ' (HITH reg) - ', (ext_phone(ctx.country), 'PHONE')], ['Pt to call HITH on ', (phone(ctx.country, 'land'), 'PHONE'), ' if concerns'],
                ['Info sheet: ', (url(), 'URL')], [neg.dur()]]))
    if chance(0.5):
        d.f('   Access: key safe; {rel} {f} present. ', rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'))
        d.f('Works as {pr} - {x}\n', pr=(pick(P.PROFESSIONS), 'PROFESSION'), x=pick(['home after 3pm', 'shift worker', 'WFH']))
    d.t('\n')
    d.f('{n}, {r}  {ph}  Vehicle {v}\n', n=name(nurse, 'DOCTOR', pick(['full', 'init_last'])), r=pick(['HITH RN', 'CNS', 'RN']),
        ph=(phone(ctx.country, 'mob'), 'PHONE'), v=(vehicle(ctx), 'VEHICLE'))
    if chance(0.4):
        d.f('Entered {dt} {tm} by {u}\n', dt=D(today, 'yyyy-mm-dd'), tm=neg.clock(), u=(username(nurse), 'USERNAME'))
