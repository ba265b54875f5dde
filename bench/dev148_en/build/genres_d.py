"""Genres D (own choice): ISBAR clinical handovers and residential aged care -> hospital transfer forms."""
from phi import (R, pick, chance, Person, Patient, name, dr, phone, ext_phone, pager, email, role_email, url,
                 ipaddr, address, hospital, clinic, pharmacy, racf, ward, employer, agency, church, club, D, fd, days,
                 rand_date, dob_str, age_p, age_sex, account, idnum, device_id, vehicle, bioid, username, license_,
                 digits, letters, holiday, landmark, building, ext_only, healthplan, ssn, words)
from blocks import demo_block, label_line, nok_sentence, social_sentence, signature, NURSE_ROLES, MED_ROLES
import neg
import pools as P


def isbar_handover(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    caller, recv = Person(ctx.country), Person(ctx.country)
    kind = pick(['inter-hospital transfer', 'phone referral', 'shift handover', 'MET call handover', 'RFDS/retrieval request'])
    d.f('ISBAR HANDOVER - {k}\n', k=kind)
    d.f('{dt} {tm}\n\n', dt=D(today, pick(['dd/mm/yyyy', 'Weekday d Month yyyy', 'd-Mon-yyyy', 'Wd d/m'])), tm=neg.clock())
    sending = hospital(ctx)
    crole = pick(MED_ROLES + NURSE_ROLES)
    d.f('I - Identify\n  Caller: {c}, {r}, {h}{w}  ph {ph}\n', c=name(caller, 'DOCTOR', pick(['full', 'init_last'])) if chance(0.5) else dr(caller),
        r=crole, h=(sending, 'HOSPITAL'), w=pick([[''], [' - ', (ward(), 'HOSPITAL')]]),
        ph=(pick([ext_phone(ctx.country), phone(ctx.country, 'mob'), pager()]), 'PHONE'))
    d.f('  Patient: {n}, {a}, {ml} {m}, DOB {dob}{loc}\n', n=pt.nm(pick(['full', 'LAST, First', 'title_full', 'First LAST'])),
        a=age_sex(pt.age, pt.sex), ml='NHI' if ctx.country == 'NZ' else 'UR', m=(pt.mrn, 'MRN'), dob=(dob_str(pt.dob), 'DATE'),
        loc=pick([[''], [', Bed ', (str(R.randrange(1, 30)), 'LOCATION_OTHER')], [', Room ', (str(R.randrange(1, 30)) + pick(['', 'A']), 'LOCATION_OTHER')]]))
    d.t('\nS - Situation\n  ')
    d.f('{x}. {v}.\n', x=pick(['Deteriorating, NEWS 7', 'New onset AF, rate 150', 'Increasing O2 requirement', 'GCS dropped 15 -> 12',
                                'Post-op hypotension', 'Hyperkalaemia K 6.8', 'Melaena x2']), v=neg.vitals())
    d.t('\nB - Background\n  ')
    dx = neg.dxs(R.randrange(2, 4))
    d.f('Admitted {dt} with {x}. PMHx {p}. ', dt=D(today - days(R.randrange(1, 10)), pick(['d/m', 'Weekday d Month', 'dd/mm/yy'])), x=dx[0][0],
        p=', '.join(x[0] for x in dx[1:]))
    k = R.randrange(5)
    if k == 0:
        d.f('Lives with {rel} {f} at {a}. ', rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'), a=pt.addr)
    elif k == 1:
        d.f('Resident of {r}; EPOA {rel} {f} ({ph}). ', r=(racf(ctx), 'HOSPITAL'), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'full'), ph=(pt.nok_phone, 'PHONE'))
    elif k == 2:
        d.f('Visiting from {c}, travel insurance only; {pr} by trade. ', c=pick([[(pick(P.COUNTRIES), 'COUNTRY')], [(pick(P.US_STATES)[0], 'STATE'), ', ', ('the USA', 'COUNTRY')]]),
            pr=(pick(P.PROFESSIONS), 'PROFESSION'))
    elif k == 3:
        d.f('Known to {g} at {c}. ', g=dr(pt.gp), c=(pt.gp_clinic, 'HOSPITAL'))
    else:
        d.f('{o} ', o=neg.ordinary())
    d.t('Meds: ' + ', '.join(neg.meds(R.randrange(2, 5))) + '.\n')
    d.t('\nA - Assessment\n  ' + neg.eponym() + '. Bloods: ' + neg.labs() + '.\n')
    if chance(0.4):
        d.f('  ECG/images uploaded to PACS, accession {a}; link {u}\n', a=(idnum('rad'), 'IDNUM'), u=(url('/pacs/view/' + digits(7)), 'URL'))
    d.t('\nR - Recommendation\n  ')
    d.f('{r}. ', r=pick(['Request transfer to CCU', 'Please review within 30 min', 'Accept for ICU', 'Retrieval team to attend', 'Continue current plan, r/v mane']))
    d.f('Receiving: {rc} ({rr}){h}. Read-back confirmed {tm}.\n', rc=dr(recv) if chance(0.6) else name(recv, 'DOCTOR', 'full'), rr=pick(MED_ROLES + NURSE_ROLES),
        h=pick([[''], [', ', (ctx.hosp, 'HOSPITAL')]]), tm=neg.clock())
    if kind in ('inter-hospital transfer', 'RFDS/retrieval request'):
        d.f('Transport: {t} case no {c}, ETA {tm}. ', t=pick(['road ambulance', 'fixed wing', 'rotary wing', 'patient transport vehicle']),
            c=(idnum('case'), 'IDNUM'), tm=neg.clock())
        if chance(0.5):
            d.f('Vehicle {v}. ', v=(vehicle(ctx), 'VEHICLE'))
        d.f('Family ({rel} {f}) informed, will drive from {tw}.\n', rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'), tw=(ctx.other_town(), 'CITY'))
    d.f('\nDocumented by {n}  {dt}\n', n=name(caller, 'DOCTOR', pick(['init_last', 'full'])) + [' (' + crole + ')'],
        dt=D(today, pick(['d/m/yy', 'dd/mm/yyyy'])))


def racf_transfer(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today, age=R.randrange(68, 104))
    fac = racf(ctx)
    rn = Person(ctx.country)
    d.t(pick(['RESIDENTIAL AGED CARE - HOSPITAL TRANSFER FORM', 'Aged Care Transfer Summary', 'RACF to ED transfer checklist']) + '\n')
    d.f('Facility: {f}\n', f=(fac, 'HOSPITAL'))
    d.put(address(ctx) + ['\n'])
    d.f('Ph {p}   Fax {fx}   {e}\n', p=(phone(ctx.country, 'land'), 'PHONE'), fx=(phone(ctx.country, 'land'), 'FAX'), e=(role_email(pick(['rn.incharge', 'clinical', 'care.manager'])), 'EMAIL'))
    d.f('Date of transfer: {dt}  Time: {tm}  To: {h} ED\n\n', dt=D(today, pick(['dd/mm/yyyy', 'Wd d/m', 'd-Mon-yyyy'])), tm=neg.clock(), h=(ctx.hosp, 'HOSPITAL'))
    d.t('RESIDENT\n')
    d.f('Name: {n}   Preferred name: {pn}\n', n=pt.nm(pick(['LAST, First', 'full_mid', 'LAST, FIRST M'])),
        pn=(pick([pt.p.first, pt.p.mid or pt.p.first, pt.p.first[:4] if len(pt.p.first) > 6 else pt.p.first]), 'PATIENT'))
    d.f('DOB: {dob}   Age: {a}   Room {r}\n', dob=(dob_str(pt.dob), 'DATE'), a=(str(pt.age) if chance(0.85) else words(pt.age), 'AGE'),
        r=(str(R.randrange(1, 90)) + pick(['', '', 'A', 'B']), 'LOCATION_OTHER'))
    lab, v = pt.hp
    d.f('Hospital UR (if known): {m}   {l}: {v}\n', m=(pt.mrn, 'MRN'), l=lab, v=(v, 'HEALTHPLAN'))
    if chance(0.5):
        l2, v2 = ssn(ctx)
        d.f('{l}: {v}\n', l=('Pension ' + l2) if l2 == 'CRN' else l2, v=(v2, 'SSN'))
    if chance(0.5):
        d.f('Country of birth: {c}   Language: {l}\n', c=(pick(P.COUNTRIES), 'COUNTRY'), l=pick(P.LANGS + ['English', 'English']))
    d.f('Admitted to facility: {dt}\n', dt=D(today - days(R.randrange(100, 2500)), pick(['Month yyyy', 'dd/mm/yyyy', 'yyyy'])))
    d.t('\nCONTACTS\n')
    d.f('EPOA/NOK: {f} ({rel})  {ph}', f=name(pt.nok, 'FAMILY', pick(['full', 'title_full', 'First LAST'])), rel=pt.nok_rel, ph=(pt.nok_phone, 'PHONE'))
    d.f('{x}\n', x=pick([[''], ['  alt ', (phone(ctx.country, 'land'), 'PHONE')], ['  ', (email(pt.nok), 'EMAIL')]]))
    if chance(0.5):
        o = Person(ctx.country)
        d.f('2nd contact: {f} ({rel}) {ph} - {x}\n', f=name(o, 'FAMILY', 'full'), rel=pick(P.RELATIONS), ph=(phone(ctx.country, 'mob'), 'PHONE'),
            x=pick([['lives interstate'], ['overseas - ', (pick(P.COUNTRIES), 'COUNTRY')], ['works at ', (employer(ctx), 'ORGANIZATION')]]))
    d.f('GP: {g}, {c}  ph {ph}\n', g=dr(pt.gp), c=(pt.gp_clinic, 'HOSPITAL'), ph=(phone(ctx.country, 'land'), 'PHONE'))
    d.t('\nREASON FOR TRANSFER\n')
    d.f('{x} - found {tm} by {s}. {v}.\n', x=pick(['Unwitnessed fall, ?#NOF', 'Increased confusion, febrile', 'SOB, sats 86% RA', 'Vomiting coffee grounds',
                                                     'Unresponsive episode', 'Blocked SPC, distended']), tm=neg.clock(),
        s=['PCA ', name(Person(ctx.country), 'DOCTOR', 'first')], v=neg.vitals())
    d.t('\nBASELINE\n')
    d.t('Mobility: ' + pick(['4WW with supervision', 'hoist transfers, 2 assist', 'independent with stick', 'wheelchair, 1 assist']) + '\n')
    d.t('Cognition: ' + pick(['MMSE 14/30', 'moderate dementia, oriented to person', 'PAS 12', 'no cognitive impairment']) + '. ' + neg.eponym() + '\n')
    d.t('Diet: ' + pick(['IDDSI 5 minced & moist, mildly thick fluids', 'normal', 'IDDSI 4 pureed', 'diabetic, thin fluids']) + '\n')
    d.t('Continence: ' + pick(['incontinent, pads', 'IDC', 'continent', 'SPC']) + '\n')
    d.f('Advance care directive: {x}\n', x=pick([['Yes - dated ', D(today - days(R.randrange(100, 2000)), pick(['dd/mm/yyyy', 'Month yyyy']))], ['NFR, ward-based care only'], ['Goals of care form attached'], ['No']]))
    d.t('\nSENT WITH RESIDENT\n')
    d.t('[x] Medication chart  [x] ' + pick(['Webster pack', 'Last 24h MAR', 'Progress notes']) + '  [ ] Dentures\n')
    if chance(0.6):
        d.f('[x] Hearing aids L SN {a} R SN {b}\n', a=(device_id(), 'DEVICE'), b=(device_id(), 'DEVICE'))
    if chance(0.3):
        d.f('[x] Pacemaker card - {md}, SN {s}, implanted {y}\n', md=pick(['Corvia DR pacemaker', 'Corvia SR']), s=(device_id(), 'DEVICE'),
            y=D(today - days(R.randrange(400, 4000)), pick(['yyyy', 'Month yyyy'])))
    d.t('Current meds: ' + '; '.join(neg.meds(R.randrange(3, 7))) + '\n')
    d.f('\nAmbulance case no: {c}\n', c=(idnum('case'), 'IDNUM'))
    d.f('Completed by: {n} {r}  {l}\n', n=name(rn, 'DOCTOR', pick(['full', 'init_last'])), r=pick(['RN', 'EN', 'RN in charge', 'Care Manager']),
        l=pick([[''], ['AHPRA ', (license_('ahpra_nur'), 'LICENSE')] if ctx.country == 'AU' else ['NCNZ ', (license_('ncnz'), 'LICENSE')]]))
    d.f('Handover phoned to ED triage {tm}; spoke with {n}. {o}\n', tm=neg.clock(), n=name(Person(ctx.country), 'DOCTOR', pick(['first', 'full'])), o=neg.ordinary())
