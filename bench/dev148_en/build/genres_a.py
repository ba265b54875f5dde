"""Genres A: patient lists, caseloads, run sheets, clinic schedules."""
from phi import (R, pick, chance, Person, Patient, name, dr, phone, ext_phone, pager, email, url, ipaddr,
                 address, street, hospital, clinic, pharmacy, racf, ward, employer, agency, D, fd, days,
                 rand_date, dob_str, age_p, age_sex, account, idnum, device_id, vehicle, bioid, username,
                 license_, digits, letters, holiday, rand_age, landmark, building, ext_only)
from blocks import fac_header, table, signature, demo_block, label_line, nok_sentence, social_sentence
import neg
import pools as P

COMPLAINTS = ['chest pain', 'SOB', 'fall ?#NOF', 'abdo pain', 'confusion', 'syncope', 'fever/rigors',
              'cellulitis L leg', 'PV bleed', 'headache', 'back pain', 'paracetamol OD', 'SI',
              'lac R hand', 'CAP', 'hyperglycaemia', 'AF RVR', 'DKA', 'renal colic', 'COPD exac',
              'palpitations', 'epistaxis', 'vomiting', 'weakness L arm ?CVA', 'sepsis ?urosepsis',
              'blocked IDC', 'anaphylaxis - resolved', 'seizure', 'alcohol intox', 'head strike on warfarin']
ED_PLANS = ['CCU bed req', 'for CT brain', 'await surg r/v', 'd/c home', 'admit gen med', 'SSU', 'obs 4/24',
            'await MH r/v', 'bloods pending', 'for ortho', 'RACF transfer back', 'await bed', 'IV abx, admit',
            'repeat trop 1000', 'for XR', 'review by reg']


def ed_list(d, ctx):
    today = rand_date()
    clerk, lead, nic = Person(ctx.country), Person(ctx.country), Person(ctx.country)
    d.put([(ctx.hosp.upper() if chance(0.6) else ctx.hosp, 'HOSPITAL'), pick([' - EMERGENCY DEPARTMENT', ' ED', ' Emergency'])])
    d.t('\n')
    d.f('{t} {dt} {tm}  printed by {u}  WS {ip}\n', t=pick(['ED Patient List', 'EDIS Tracking Board', 'ED Census']),
        dt=D(today, pick(['dd/mm/yyyy', 'Wd d/m', 'd-Mon-yyyy', 'dd/mm/yy'])), tm=neg.clock(),
        u=(username(clerk), 'USERNAME'), ip=(ipaddr(), 'IPADDR'))
    d.f('Shift lead: {sl} (pager {pg})   NIC: {nic} RN   Flow: {fl}\n', sl=dr(lead), pg=(pager(), 'PHONE'),
        nic=name(nic, 'DOCTOR', pick(['full', 'first', 'init_last'])), fl=(ext_phone(ctx.country), 'PHONE'))
    docs = [Person(ctx.country) for _ in range(4)]
    rns = [Person(ctx.country) for _ in range(4)]
    rows = []
    extra = []
    for i in range(R.randrange(7, 14)):
        pt = Patient(ctx, today=today)
        loc = [pick(['Resus ', 'Cub ', 'Chair ', 'Corr ', 'SSU ', 'FT ', 'Bed ', 'Rm ']), (str(R.randrange(1, 24)) + pick(['', '', '', 'A', 'B']), 'LOCATION_OTHER')]
        prob = [pick(COMPLAINTS)]
        k = R.randrange(8)
        if k == 0:
            prob += [' from ', (racf(ctx), 'HOSPITAL')]
        elif k == 1:
            prob += [' ', pt.nok_rel, ' ', (pt.nok.first, 'FAMILY'), ' here']
        elif k == 2:
            prob += [' - injury at ', (employer(ctx), 'ORGANIZATION')]
        elif k == 3:
            prob += [' tx from ', (hospital(ctx), 'HOSPITAL')]
        elif k == 4:
            prob += [' ' + neg.eponym()]
        rows.append([loc, pt.nm(pick(['LAST, First', 'LAST, FIRST M', 'First LAST', 'Last, First'])),
                     age_sex(pt.age, pt.sex), (pt.mrn, 'MRN'), str(R.randrange(1, 6)), prob,
                     name(pick(docs), 'DOCTOR', pick(['last', 'init_last', 'first'])),
                     name(pick(rns), 'DOCTOR', pick(['first', 'init_last'])), pick(ED_PLANS) + ' ' + neg.clock()])
        if chance(0.35):
            extra.append(pt)
    table(d, ['Loc', 'Patient', 'Age/Sex', 'URN', 'ATS', 'Problem', 'Dr', 'RN', 'Plan'], rows,
          sep=pick([' | ', '  ', ' ']))
    if extra:
        d.t('\nNotes:\n')
        for pt in extra:
            k = R.randrange(5)
            if k == 0:
                d.f('- {n}: interpreter ({l}) booked {tm}; {rel} {f} mob {ph}\n', n=pt.nm('title_last'), l=pick(P.LANGS),
                    tm=neg.clock(), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'), ph=(pt.nok_phone, 'PHONE'))
            elif k == 1:
                d.f('- {n} ({m}): police present, car rego {v} towed from {loc}\n', n=pt.nm('LAST, First'), m=(pt.mrn, 'MRN'),
                    v=(vehicle(ctx), 'VEHICLE'), loc=landmark())
            elif k == 2:
                d.f('- {n}: usual GP {g}, {c}. Last admission {dd}.\n', n=pt.nm('init_last'), g=dr(pt.gp),
                    c=(pt.gp_clinic, 'HOSPITAL'), dd=D(today - days(R.randrange(20, 400)), pick(['Month yyyy', 'd/m/yy', 'Mon yyyy'])))
            elif k == 3:
                d.f('- {n} {a}: {o}. {e}\n', n=pt.nm('initials'), a=age_p(pt.age), o=neg.ordinary(), e=neg.eponym())
            else:
                d.f('- {n}: lives {addr}; {s}\n', n=pt.nm('title_last'), addr=pt.addr, s=neg.dur())
    d.f('\nAccess block: {k} pts > 8h. {o}\n', k=str(R.randrange(0, 9)), o=neg.ordinary())


def ward_list(d, ctx):
    today = rand_date()
    wd = ward()
    num = Person(ctx.country)
    d.f('{w} - {t}\n', w=(wd, 'HOSPITAL'), t=pick(['Patient List', 'Handover Sheet', 'Medical Team Patient List', 'ISBAR handover list']))
    d.f('{h}   {dt}   {sh} shift\n', h=(ctx.hosp, 'HOSPITAL'), dt=D(today, pick(['Wd d/m', 'Weekday d Month', 'dd/mm/yyyy', 'd/m/yy'])),
        sh=pick(['AM', 'PM', 'ND']))
    d.f('NUM: {n}  ext {x}   Team: {tm}, Cons {c}\n', n=name(num, 'DOCTOR', pick(['full', 'first', 'init_last'])),
        x=(ext_only(), 'PHONE'), tm=pick(['Gen Med 2', 'Geri A', 'Ortho', 'Resp', 'Surg B', 'Renal']), c=dr(Person(ctx.country), 'dr_last'))
    d.t('CONFIDENTIAL - do not remove from ward\n\n')
    for i in range(R.randrange(5, 10)):
        pt = Patient(ctx, today=today)
        adm = today - days(R.randrange(1, 30))
        d.f('Bed {b} - {n} ({a}) {ml} {m}  Adm {ad}\n', b=(str(R.randrange(1, 32)) + pick(['', '', 'A', 'B']), 'LOCATION_OTHER'),
            n=pt.nm(pick(['LAST, First', 'First LAST', 'full'])), a=age_sex(pt.age, pt.sex),
            ml='NHI' if ctx.country == 'NZ' else 'UR', m=(pt.mrn, 'MRN'), ad=D(adm, pick(['d/m', 'd/m/yy', 'd-Mon-yyyy'])))
        dx = neg.dxs(R.randrange(1, 3))
        d.t('  Dx: ' + '; '.join('%s (%s)' % x for x in dx) + '\n')
        k = R.randrange(6)
        if k == 0:
            d.f('  SHx: {s}\n', s=social_sentence(pt))
        elif k == 1:
            d.f('  {s}\n', s=nok_sentence(pt))
        elif k == 2:
            d.f('  From {r}; RACF RN {n} ph {p}\n', r=(racf(ctx), 'HOSPITAL'), n=name(Person(ctx.country), 'DOCTOR', 'first'), p=(phone(ctx.country, 'land'), 'PHONE'))
        elif k == 3:
            d.f('  Obs: {v}\n', v=neg.vitals())
        else:
            d.f('  Bloods: {l}\n', l=neg.labs())
        d.t('  Plan: ' + '; '.join(neg.plan(R.randrange(2, 4))) + '\n')
        k = R.randrange(5)
        edd = today + days(R.randrange(1, 10))
        if k == 0:
            d.f('  EDD {e}, home with {rel} {f}\n', e=D(edd, pick(['Wd d/m', 'd/m', 'weekday'])), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'))
        elif k == 1:
            d.f('  EDD {e} - awaiting bed at {r}\n', e=D(edd, 'd/m'), r=(racf(ctx), 'HOSPITAL'))
        elif k == 2:
            d.f('  EDD ?{e}. Family meeting {fm} {tm} with {rel} {f}\n', e=D(edd, 'weekday'), fm=D(today + days(R.randrange(1, 4)), pick(['Wd d/m', 'weekday'])),
                tm=neg.clock(), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'full'))
        elif k == 3:
            d.f('  EDD tbc. {o}\n', o=neg.ordinary())
        else:
            d.f('  EDD {e}; tx to {h} for rehab\n', e=D(edd, pick(['d/m', 'd Month'])), h=(hospital(ctx), 'HOSPITAL'))
        d.t('\n')
    d.f('Printed {dt} {tm} by {u}\n', dt=D(today, 'dd/mm/yyyy'), tm=neg.clock(), u=(username(Person(ctx.country)), 'USERNAME'))


AH_REASONS = ['mobility assessment', 'falls risk', 'discharge planning', 'swallow assessment', 'home safety',
              'pressure care', 'nutrition screen MST 3', 'carer stress', 'cognitive screen', 'upper limb rehab',
              'chest physio', 'ADL retraining', 'equipment prescription', 'NDIS plan review', 'wound offloading']


def ah_caseload(d, ctx):
    today = rand_date()
    disc = pick(['Physiotherapy', 'Occupational Therapy', 'Social Work', 'Nutrition & Dietetics', 'Speech Pathology', 'Podiatry'])
    th = Person(ctx.country)
    d.f('{h} - {dp} Caseload\n', h=(ctx.hosp, 'HOSPITAL'), dp=disc)
    d.f('Week commencing {dt}    Clinician: {n}  {ph}\n', dt=D(today, pick(['dd/mm/yyyy', 'd Month yyyy', 'Wd d/m'])),
        n=name(th, 'DOCTOR', pick(['full', 'init_last'])), ph=(pick([ext_phone(ctx.country), pager(), phone(ctx.country, 'mob')]), 'PHONE'))
    rows = []
    for i in range(R.randrange(6, 12)):
        pt = Patient(ctx, today=today)
        loc = pick([[(ward(), 'HOSPITAL'), ' ', (str(R.randrange(1, 30)), 'LOCATION_OTHER')],
                    ['Bed ', (str(R.randrange(1, 30)), 'LOCATION_OTHER')],
                    ['OPD'], ['Community'], [(hospital(ctx), 'HOSPITAL')]])
        rows.append([pick(['P1', 'P2', 'P3', 'Urgent', 'Routine']), loc, pt.nm(pick(['LAST, First', 'full', 'Last, First'])),
                     (pt.mrn, 'MRN'), [(str(pt.age), 'AGE')], D(today - days(R.randrange(0, 12)), pick(['d/m', 'dd/mm/yy'])),
                     pick(AH_REASONS), pick(['seen', 'new', 'd/c planned', 'on hold - medically unwell', 'ongoing', 'NFA'])])
    table(d, ['Pri', 'Location', 'Patient', 'MRN', 'Age', 'Ref', 'Reason', 'Status'], rows, sep=pick([' | ', '  ']))
    d.t('\nComments\n')
    for i in range(R.randrange(2, 5)):
        pt = Patient(ctx, today=today)
        k = R.randrange(6)
        if k == 0:
            d.f('- {n}: HV {dt} with {rel} {f}; {o}\n', n=pt.nm('title_last'), dt=D(today + days(R.randrange(1, 6)), pick(['Wd d/m', 'weekday'])),
                rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'), o=neg.ordinary())
        elif k == 1:
            d.f('- {n} ({a}) - works as {pr}; RTW letter for {e}\n', n=pt.nm('full'), a=age_p(pt.age, pick(['yo', 'y'])), pr=(pt.prof, 'PROFESSION'),
                e=(employer(ctx), 'ORGANIZATION'))
        elif k == 2:
            d.f('- {n}: {e}. {b}\n', n=pt.nm('init_last'), e=neg.eponym(), b=neg.eponym())
        elif k == 3:
            d.f('- {n}: equipment from {ag} - shower chair SN {sn}\n', n=pt.nm('LAST, First'), ag=(agency(ctx), 'ORGANIZATION'), sn=(device_id(), 'DEVICE'))
        elif k == 4:
            lab, v = pt.hp
            d.f('- {n}: {l} {v} confirmed; package via {ag}\n', n=pt.nm('title_full'), l=lab, v=(v, 'HEALTHPLAN'), ag=(agency(ctx), 'ORGANIZATION'))
        else:
            d.f('- {n}: lives at {a}; {s}\n', n=pt.nm('title_last'), a=pt.addr, s=neg.dur())
    d.f('\nLeave: {n} on leave {a}-{b}; cover {c}\n', n=name(Person(ctx.country), 'DOCTOR', 'first'),
        a=D(today + days(7), 'd/m'), b=D(today + days(11), 'd/m'), c=name(Person(ctx.country), 'DOCTOR', 'full'))


TASKS = ['wound dressing L shin', 'IM B12', 'insulin supervision', 'IDC change', 'PICC flush + dressing',
         'medication prompt (Webster pack)', 'VAC dressing change', 'compression bandaging', 'palliative review',
         'post-op wound check', 'obs + weight (CCF)', 'stoma care', 'syringe driver check', 'eye drops',
         'INR + warfarin dose', 'catheter care', 'pressure area check']


def run_sheet(d, ctx):
    today = rand_date()
    nurse = Person(ctx.country)
    svc = pick([(agency(ctx), 'ORGANIZATION'), (ctx.hosp, 'HOSPITAL')])
    d.f('{t} - {s}\n', t=pick(['District Nursing Run Sheet', 'Community Nursing - Daily Run', 'Home Nursing Visit List']), s=svc)
    d.f('Date: {dt}   Nurse: {n} {r}   Mob {ph}\n', dt=D(today, pick(['Weekday d Month yyyy', 'Wd d/m', 'dd/mm/yyyy'])),
        n=name(nurse, 'DOCTOR', pick(['full', 'first', 'init_last'])), r=pick(['RN', 'EN', 'CNS']), ph=(phone(ctx.country, 'mob'), 'PHONE'))
    d.f('Fleet car: {c} rego {v}   Km start {k}\n', c=pick(['white Corolla', 'silver i30', 'blue Yaris', 'fleet hybrid']),
        v=(vehicle(ctx), 'VEHICLE'), k=str(R.randrange(10000, 190000)))
    if chance(0.4):
        d.f('Tablet login: {u}  (device {dv})\n', u=(username(nurse), 'USERNAME'), dv=(device_id(), 'DEVICE'))
    d.t('\n')
    t0 = R.randrange(7, 10) * 60
    for i in range(R.randrange(5, 10)):
        pt = Patient(ctx, today=today)
        t0 += R.randrange(25, 70)
        d.f('{i}. {tm}  {n}  ({a})  {m}\n', i=str(i + 1), tm='%02d%02d' % divmod(t0, 60),
            n=pt.nm(pick(['LAST, First', 'full', 'First LAST'])), a=age_sex(pt.age, pt.sex), m=(pt.mrn, 'MRN'))
        d.f('   {a}   Ph {p}\n', a=pt.addr, p=(pt.phone, 'PHONE'))
        d.t('   Task: ' + pick(TASKS) + '. ' + neg.dur() + '\n')
        k = R.randrange(9)
        if k == 0:
            d.f('   Access: {rel} {f} has key; dog on property\n', rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'))
        elif k == 1:
            d.f('   Personal alarm pendant ID {dv}; GP {g} ({c})\n', dv=(device_id(), 'DEVICE'), g=dr(pt.gp, 'dr_last'), c=(pt.gp_clinic, 'HOSPITAL'))
        elif k == 2:
            d.f('   Scripts from {ph}, fax {fx}\n', ph=(pharmacy(ctx), 'HOSPITAL'), fx=(phone(ctx.country, 'land'), 'FAX'))
        elif k == 3:
            d.f('   {o}\n', o=neg.ordinary())
        elif k == 4:
            d.f('   Drive past {lm}, unit at rear. Park behind {rel}\'s car ({v})\n', lm=landmark(),
                rel=pt.nok_rel, v=(vehicle(ctx), 'VEHICLE'))
        elif k == 5:
            d.f('   Obs last visit: {v}\n', v=neg.vitals())
        elif k == 6:
            d.f('   Pump {md} SN {dv} - check volume\n', md=pick(P.DEVICE_MODELS), dv=(device_id(), 'DEVICE'))
        elif k == 7:
            d.f('   Next of kin {f} ({rel}) {p}; {e}\n', f=name(pt.nok, 'FAMILY', 'full'), rel=pt.nok_rel, p=(pt.nok_phone, 'PHONE'), e=neg.eponym())
        else:
            d.f('   Ex-{pr}; {s}\n', pr=(pt.prof, 'PROFESSION'), s=neg.dur())
    d.f('\nEnd km ____  Handed back {tm}. Roster queries {c} {p}\n', tm=neg.clock(), c=name(Person(ctx.country), 'DOCTOR', 'full'),
        p=(phone(ctx.country, 'land'), 'PHONE'))


CLINICS = ['Falls & Balance', 'Heart Failure', 'Diabetes', 'Fracture', 'Memory', 'Respiratory', 'Wound',
           'Renal', 'Pre-admission', 'Rheumatology', 'Continence', 'Geriatric']


def clinic_schedule(d, ctx):
    today = rand_date()
    cons = Person(ctx.country)
    d.f('{h}\n{c} Clinic - {t}\n', h=(ctx.hosp, 'HOSPITAL'), c=pick(CLINICS), t=pick(['Appointment List', 'Clinic Schedule', 'Day List']))
    d.f('{dt}   {rm}   Consultant: {cn}   Reg: {rg}\n', dt=D(today, pick(['Weekday d Month yyyy', 'Weekday d Month', 'dd/mm/yyyy', 'Wd d/m'])),
        rm=['Room ', (str(R.randrange(1, 20)) + pick(['', '', 'A', 'B']), 'LOCATION_OTHER')] if chance(0.7) else ['Clinic ', pick(['Level 2 ', 'L1 ', '']), building()],
        cn=dr(cons), rg=dr(Person(ctx.country), 'dr_last'))
    rows = []
    t0 = R.randrange(8, 10) * 60
    for i in range(R.randrange(7, 14)):
        pt = Patient(ctx, today=today)
        t0 += pick([15, 20, 30, 30, 45])
        ref = pick([dr(pt.gp, 'dr_last'), [(pt.gp_clinic, 'HOSPITAL')], [(hospital(ctx), 'HOSPITAL')], ['ED'], ['Self']])
        note = pick([[''], ['Interp ' + pick(P.LANGS)], ['Telehealth ', (url('/telehealth/' + digits(5)), 'URL')],
                     ['NOK ', (pt.nok.first, 'FAMILY'), ' to attend'], [neg.dur()], ['Bloods prior'], ['TCI ', (pt.phone, 'PHONE')],
                     ['Transport ', (phone(ctx.country, 'free'), 'PHONE')], ['DNA x1 ', D(today - days(R.randrange(20, 120)), 'd/m/yy')]])
        rows.append(['%02d:%02d' % divmod(t0, 60), pt.nm(pick(['LAST, First', 'LAST, FIRST M', 'Last, First'])), (pt.mrn, 'MRN'),
                     (dob_str(pt.dob), 'DATE'), pick(['New', 'R/v', 'R/v', 'Post-op', 'Tele']), ref, note])
    table(d, ['Time', 'Patient', 'UR', 'DOB', 'Type', 'Referrer', 'Notes'], rows, sep=pick([' | ', '  ']))
    d.f('\nCancelled: {n} ({m}) - {why}\n', n=pt.nm('title_full'), m=(pt.mrn, 'MRN'),
        why=pick([['unwell'], ['admitted to ', (ctx.hosp, 'HOSPITAL')], ['family bereavement'], ['no transport']]))
    if chance(0.5):
        d.f('Clinic clerk {c} ext {x}; bookings {e}\n', c=name(Person(ctx.country), 'DOCTOR', pick(['first', 'full'])),
            x=(ext_only(), 'PHONE'), e=('outpatients.' + pick(['bookings', 'clinic']) + '@example.org', 'EMAIL'))
    else:
        d.f('Next clinic {dt} ({h} closed {hol})\n', dt=D(today + days(7), pick(['Wd d/m', 'd Month'])),
            h=pick(['note', 'FYI']), hol=(holiday(ctx), 'DATE'))
