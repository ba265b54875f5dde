"""Genres B: discharge summaries, GP letters, referral acceptance letters, outpatient triage notes."""
from phi import (R, pick, chance, Person, Patient, name, dr, phone, ext_phone, pager, email, role_email, url,
                 ipaddr, address, hospital, clinic, pharmacy, imaging, racf, ward, employer, school, church, club,
                 agency, D, fd, days, rand_date, dob_str, age_p, age_sex, account, idnum, device_id, license_,
                 digits, holiday, healthplan, ssn, landmark, building, ext_only, username, words)
from blocks import (fac_header, table, signature, demo_block, label_line, nok_sentence, social_sentence,
                    cc_block, transcription, MED_ROLES, DEPTS)
import neg
import pools as P

SPECS = ['General Medicine', 'Geriatric Medicine', 'Cardiology', 'Respiratory', 'Orthopaedics',
         'Endocrinology', 'Neurology', 'Gastroenterology', 'Rheumatology', 'Renal', 'General Surgery',
         'Vascular Surgery', 'Urology', 'Dermatology', 'Memory Clinic', 'Pain Medicine']


def _pmhx(d, pt, today):
    """Past history lines with years and partial dates."""
    items = neg.dxs(R.randrange(3, 6))
    for txt, code in items:
        k = R.randrange(5)
        if k == 0:
            d.f('- {t} ({c}), dx {y}\n', t=txt, c=code, y=D(today - days(R.randrange(400, 7000)), 'yyyy'))
        elif k == 1:
            d.f('- {t} - {m}\n', t=txt, m=D(today - days(R.randrange(60, 3000)), pick(['Month yyyy', 'Mon yyyy'])))
        else:
            d.f('- {t} [{c}]\n', t=txt, c=code)


def _hpi(d, pt, ctx, today, adm):
    sx = pick(['man', 'gentleman', 'male']) if pt.sex == 'M' else pick(['woman', 'lady', 'female'])
    k = R.randrange(4)
    if k == 0:
        d.f('{n} is a {a} {s} who presented on {dt} after a fall at home, found by {rel} {f}. ',
            n=pt.nm(pick(['title_last', 'first', 'full'])), a=age_p(pt.age, pick(['-year-old', 'words', 'yo'])), s=sx,
            dt=D(adm, pick(['Weekday d Month', 'd/m/yy', 'dd/mm/yyyy'])), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', pick(['first', 'full'])))
    elif k == 1:
        d.f('{a} {s} BIBA from {r} with {c} {du}. ', a=age_p(pt.age, pick(['yo', ' yo', 'y'])), s=sx,
            r=(racf(ctx), 'HOSPITAL'), c=pick(['increasing SOB', 'fever and confusion', 'reduced oral intake', 'melaena']), du=neg.dur())
    elif k == 2:
        d.f('{n}, {a}, a {pr} from {tw}, was referred by {g} ({c}) on {dt} with {x}. ',
            n=pt.nm('title_full'), a=age_p(pt.age, pick(['aged', 'age'])), pr=(pt.prof, 'PROFESSION'), tw=(ctx.town, 'CITY'),
            g=dr(pt.gp), c=(pt.gp_clinic, 'HOSPITAL'), dt=D(adm, pick(['d Month', 'Wd d/m'])), x=pick(['pleuritic chest pain', 'a hot swollen leg', 'worsening oedema', 'new AF']))
    else:
        d.f('Pt {n} ({a}) presented to ED {dt} - symptoms since {h}. ', n=pt.nm('initials'), a=age_sex(pt.age, pt.sex),
            dt=D(adm, 'd/m'), h=(holiday(ctx), 'DATE'))
    d.t(neg.eponym() + '. ' + neg.ordinary() + '\n')


def discharge_summary(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    adm = today - days(R.randrange(2, 21))
    cons, rmo = Person(ctx.country), Person(ctx.country)
    d.put(fac_header(ctx))
    d.t(pick(['DISCHARGE SUMMARY', 'Discharge Summary', 'INPATIENT DISCHARGE SUMMARY', 'Discharge Referral']) + '\n\n')
    d.put(demo_block(pt, pick([['name', 'mrn', 'dob', 'sex', 'addr', 'phone', 'hp', 'cob'],
                               ['name', 'mrn', 'dob', 'addr', 'hp', 'nok', 'gp'],
                               ['name', 'mrn', 'dob', 'sex', 'cob', 'phone', 'hp', 'ssn', 'gp'],
                               ['name', 'mrn', 'dob', 'sex', 'addr', 'occ', 'ssn', 'nok']])))
    d.f('Admitted: {a} {t}   Discharged: {b}   LOS {n} days\n', a=D(adm, pick(['dd/mm/yyyy', 'd-Mon-yyyy', 'DD-MON-YYYY'])),
        t=neg.clock(), b=D(today, pick(['dd/mm/yyyy', 'd-Mon-yyyy', 'DD-MON-YYYY'])), n=str((today - adm).days))
    d.f('Ward: {w}   Bed {b}   Unit: {u}   Consultant: {c}\n', w=(ward(), 'HOSPITAL'), b=(str(R.randrange(1, 30)), 'LOCATION_OTHER'),
        u=pick(['Gen Med 1', 'Geri B', 'Cardiology', 'Ortho', 'Resp']), c=dr(cons))
    d.f('Episode No: {e}\n', e=(account(), 'ACCOUNT'))
    if chance(0.5):
        d.f('Discharge destination: {x}\n', x=pick([['Home'], [(racf(ctx), 'HOSPITAL')], ['Rehab - ', (hospital(ctx), 'HOSPITAL')], ['Home with HITH']]))
    d.t('\nPRINCIPAL DIAGNOSIS\n')
    dx, code = neg.dxs(1)[0]
    d.t('%s (%s)\n\nPAST HISTORY\n' % (dx, code))
    _pmhx(d, pt, today)
    d.t('\nPRESENTATION\n')
    _hpi(d, pt, ctx, today, adm)
    d.t('\nCLINICAL PROGRESS\n')
    d.f('Obs on arrival: {v}. Bloods: {l}. ', v=neg.vitals(), l=neg.labs())
    d.f('CXR {dt} (acc {acc}): {r}. ', dt=D(adm, 'd/m'), acc=(idnum('rad'), 'IDNUM'), r=pick(['RLL consolidation', 'clear', 'small bilateral effusions', 'cardiomegaly']))
    d.t(neg.ordinary() + ' ')
    k = R.randrange(4)
    if k == 0:
        d.f('Family meeting {dt} with {rel} {f} and {f2}; {o}\n', dt=D(adm + days(2), pick(['Wd d/m', 'weekday'])), rel=pt.nok_rel,
            f=name(pt.nok, 'FAMILY', 'first'), f2=name(Person(ctx.country), 'FAMILY', 'full'), o=neg.ordinary())
    elif k == 1:
        d.f('Reviewed by geriatrics ({g}) {dt}; {e}.\n', g=dr(Person(ctx.country), 'dr_last'), dt=D(adm + days(1), 'd/m'), e=neg.eponym())
    elif k == 2:
        d.f('PICC inserted {dt} (lot/SN {sn}) for ongoing IV abx.\n', dt=D(adm + days(1), pick(['d/m', 'd Month'])), sn=(device_id(), 'DEVICE'))
    else:
        d.f('{s}\n', s=social_sentence(pt))
    d.t('\nDISCHARGE MEDICATIONS\n')
    for m in neg.meds(R.randrange(4, 9)):
        d.t('  %s%s\n' % (m, pick(['', '', '  (NEW)', '  (dose changed)', '  (unchanged)'])))
    d.t('Ceased: ' + neg.meds(1)[0].split(' ')[0] + ' - ' + pick(['hyperkalaemia', 'falls risk', 'AKI', 'bradycardia']) + '\n')
    d.t('\nFOLLOW UP\n')
    d.f('- {s} OPD {dt} {tm} with {c}, {b}\n', s=pick(SPECS), dt=D(today + days(R.randrange(7, 60)), pick(['Weekday d Month', 'Wd d/m', 'd Month yyyy'])),
        tm=neg.clock(), c=dr(cons, 'dr_last'), b=building())
    d.f('- GP ({g}) review within {w}; FBC/UEC {r}\n', g=dr(pt.gp, 'dr_last'), w=pick(['1/52', '2/52', '1 week', '3-5 days']),
        r=pick(['at ' + 'local collection centre', 'in 1/52']))
    if chance(0.5):
        d.f('- Community nursing referral sent to {a} (ref {r})\n', a=(agency(ctx), 'ORGANIZATION'), r=(idnum('ref'), 'IDNUM'))
    d.f('\nCompleted by: {n}, {r}  {pg}   {dt}\n', n=dr(rmo, pick(['dr_full', 'dr_init'])), r=pick(['RMO', 'Intern', 'Registrar']),
        pg=['pager ', (pager(), 'PHONE')], dt=D(today, 'dd/mm/yyyy'))
    d.t('\n')
    d.put(cc_block(ctx, pt))


def gp_letter(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    spec_dr = Person(ctx.country)
    if chance(0.5):
        # GP -> specialist referral
        d.f('{c}\n', c=(pt.gp_clinic, 'HOSPITAL'))
        d.put(address(ctx, town=ctx.other_town()) + ['\n'])
        d.f('Ph {p}   Fax {f}\n', p=(phone(ctx.country, 'land'), 'PHONE'), f=(phone(ctx.country, 'land'), 'FAX'))
        if chance(0.5):
            d.f('{e}\n', e=(role_email('reception'), 'EMAIL'))
        d.f('\n{dt}\n\n', dt=D(today, pick(['d Month yyyy', 'dd/mm/yyyy', 'Weekday d Month yyyy'])))
        d.f('{s}\n{sp} Outpatients\n{h}\n', s=dr(spec_dr, 'dr_full'), sp=pick(SPECS), h=(ctx.hosp, 'HOSPITAL'))
        d.f('\nDear {s},\n\n', s=dr(spec_dr, 'dr_last') if chance(0.7) else ['Doctor'])
        d.f('Re: {n}   DOB {dob}   {ml} {hp}\n     {a}   Ph {p}\n\n', n=pt.nm(pick(['title_full', 'First LAST', 'LAST, First'])), dob=(dob_str(pt.dob), 'DATE'),
            ml=pt.hp[0], hp=(pt.hp[1], 'HEALTHPLAN'), a=pt.addr, p=(pt.phone, 'PHONE'))
        d.f('Thank you for seeing this {a} {pr} ', a=age_p(pt.age, pick(['-year-old', 'words'])), pr=(pt.prof, 'PROFESSION'))
        d.f('with {x} {du}. ', x=pick(['exertional chest tightness', 'progressive memory decline', 'recurrent falls', 'a persistent cough', 'painful swollen joints']), du=neg.dur())
        d.f('{h} {e}.\n\n', h=pick(['Background of', 'Hx of']), e=', '.join(x[0] for x in neg.dxs(3)))
        k = R.randrange(4)
        if k == 0:
            d.f('{n} lives with {rel} {f} in {tw}. {o} ', n=pt.nm('first'), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'), tw=(ctx.town, 'CITY'), o=neg.ordinary())
        elif k == 1:
            d.f('{n} moved from {c} in {y} and works at {e}. ', n=pt.nm('title_last'), c=(pick(P.COUNTRIES), 'COUNTRY'),
                y=D(today - days(R.randrange(700, 9000)), 'yyyy'), e=(employer(ctx), 'ORGANIZATION'))
        elif k == 2:
            d.f('{n} was previously under {d2} at {h} until {dt}. ', n=pt.nm('title_last'), d2=dr(Person(ctx.country)), h=(hospital(ctx), 'HOSPITAL'),
                dt=D(today - days(R.randrange(200, 2000)), pick(['Month yyyy', 'yyyy'])))
        else:
            d.f('Recent bloods ({dt}): {l}. ', dt=D(today - days(R.randrange(2, 20)), 'd/m/yy'), l=neg.labs())
        d.t('\n\nCurrent medications:\n')
        for m in neg.meds(R.randrange(3, 7)):
            d.t('  ' + m + '\n')
        d.t('\nAllergies: ' + pick(['NKDA', 'Penicillin (rash)', 'Sulfur - anaphylaxis', 'Codeine - nausea']) + '\n\n')
        d.t(pick(['I would appreciate your assessment and management.', 'Kind regards and thank you.', 'Many thanks for your opinion.']) + '\n\n')
        d.t(pick(['Yours sincerely,', 'Kind regards,', 'Regards,']) + '\n\n')
        d.put(dr(pt.gp, 'dr_full'))
        d.t('\n' + pick(['General Practitioner', 'GP', 'FRACGP']) + '\n')
        if ctx.country == 'AU':
            d.f('Provider No. {p}\n', p=(license_('provider'), 'LICENSE'))
        else:
            d.f('MCNZ {p}\n', p=(license_('mcnz'), 'LICENSE'))
        if chance(0.3):
            d.f('Sent via secure messaging from {ip}\n', ip=(ipaddr(), 'IPADDR'))
    else:
        # specialist letter back to GP
        d.put(fac_header(ctx, dept=pick(SPECS) + ' Clinic'))
        d.f('\n{dt}\n\n', dt=D(today, pick(['d Month yyyy', 'dd/mm/yyyy'])))
        d.f('{g}\n{c}\n', g=dr(pt.gp, 'dr_full'), c=(pt.gp_clinic, 'HOSPITAL'))
        d.put(address(ctx, town=ctx.other_town()) + ['\n'])
        d.f('Fax: {f}\n\n', f=(phone(ctx.country, 'land'), 'FAX'))
        d.f('Dear {g},\n\nRE: {n} ({dob})  {ml}: {m}\n\n', g=dr(pt.gp, 'dr_last'),
            n=pt.nm(pick(['title_full', 'LAST, First', 'full'])), dob=(dob_str(pt.dob), 'DATE'), ml='NHI' if ctx.country == 'NZ' else 'UR', m=(pt.mrn, 'MRN'))
        d.f('I reviewed {n} in clinic on {dt}{w}. ', n=pt.nm(pick(['title_last', 'first'])), dt=D(today - days(R.randrange(1, 9)), pick(['Weekday d Month', 'd/m', 'd Month'])),
            w=pick([[''], [', accompanied by ', pt.nok_rel, ' ', name(pt.nok, 'FAMILY', 'first')], [', with ' + pick(P.LANGS) + ' interpreter']]))
        d.f('As you know, {p} is a {a} {pr} with {x}.\n\n', p='he' if pt.sex == 'M' else 'she', a=age_p(pt.age, pick(['-year-old', 'words'])),
            pr=pick([[(pt.prof, 'PROFESSION')], ['retired ', (pick(['shearer', 'teacher', 'bank manager', 'tradesman']), 'PROFESSION')]]),
            x=', '.join(x[0] for x in neg.dxs(2)))
        d.f('Examination: {v}. {e}.\n', v=neg.vitals(), e=neg.eponym())
        d.f('Investigations: {l}.\n', l=neg.labs())
        if chance(0.5):
            d.f('Echo {dt} at {im}: LVEF {ef}%.\n', dt=D(today - days(R.randrange(10, 90)), pick(['d/m/yy', 'Month yyyy'])), im=(imaging(ctx), 'HOSPITAL'), ef=str(R.randrange(20, 65)))
        d.t('\nImpression / plan:\n')
        for x in neg.plan(R.randrange(2, 5)):
            d.t('  - ' + x + '\n')
        d.f('  - Review in clinic {dt}\n', dt=pick([[pick(['in 6/52', 'in 3/12', 'in 4-6 weeks'])], ['in ', D(today + days(R.randrange(30, 120)), pick(['Month yyyy', 'Mon yyyy']))]]))
        d.t('\nYours sincerely,\n\n')
        d.put(signature(ctx, spec_dr, 'med'))
        d.put(transcription(ctx, spec_dr, today))
        d.put(cc_block(ctx, None, 1))


TRIAGE_CAT = ['Category 1 (within 30 days)', 'Category 2 (within 90 days)', 'Category 3 (within 365 days)',
              'Urgent - see within 2/52', 'Semi-urgent', 'Routine']


def referral_acceptance(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    ref_dr = pt.gp
    spec = pick(SPECS)
    d.put(fac_header(ctx, dept=spec + ' - Outpatient Services'))
    d.f('\n{dt}\n\n', dt=D(today, pick(['d Month yyyy', 'dd/mm/yyyy', 'Weekday d Month yyyy'])))
    d.f('{g}\n{c}\n', g=dr(ref_dr, 'dr_full'), c=(pt.gp_clinic, 'HOSPITAL'))
    d.put(address(ctx, town=ctx.other_town()) + ['\n\n'])
    d.f('Dear {g},\n\n', g=dr(ref_dr, 'dr_last'))
    d.f('RE: {n}   DOB: {dob}   {ml}: {m}\nReferral ID: {r}   Received: {rd}\n\n', n=pt.nm(pick(['LAST, First', 'title_full', 'First LAST'])),
        dob=(dob_str(pt.dob), 'DATE'), ml='NHI' if ctx.country == 'NZ' else 'UR', m=(pt.mrn, 'MRN'), r=(idnum('ref'), 'IDNUM'),
        rd=D(today - days(R.randrange(3, 40)), pick(['dd/mm/yyyy', 'd/m/yy', 'd Month'])))
    k = R.randrange(3)
    appt = today + days(R.randrange(10, 120))
    if k < 2:
        d.f('Thank you for your referral. It has been accepted and triaged as {c} by {t}.\n\n', c=pick(TRIAGE_CAT), t=dr(Person(ctx.country)))
        d.f('An appointment has been made for {dt} at {tm} with {s}{loc}.\n', dt=D(appt, pick(['Weekday d Month yyyy', 'Weekday d Month', 'dd/mm/yyyy'])),
            tm=neg.clock(), s=dr(Person(ctx.country)), loc=pick([[', ', building()], [', Clinic Room ', (str(R.randrange(1, 20)), 'LOCATION_OTHER')], [' via telehealth: ', (url('/telehealth/' + digits(6)), 'URL')]]))
    else:
        d.f('Your referral has been accepted and {n} has been placed on the waitlist ({c}). ', n=pt.nm(pick(['title_last', 'full'])), c=pick(TRIAGE_CAT))
        d.f('Expected wait {w}. Please re-refer if clinical condition changes before {dt}.\n', w=pick(['6-9 months', '3/12', '12/12']),
            dt=D(appt + days(100), pick(['Month yyyy', 'Mon yyyy'])))
    d.t('\n' + pick(['Please ensure the following is available prior to appointment: ', 'Required before appointment: ']))
    d.t(pick(['recent FBC/UEC/LFT', 'CXR', 'HbA1c and lipids', 'spirometry', 'XR of affected joint']) + '.\n')
    d.f('The patient has been notified by letter to {a}', a=pt.addr)
    d.f(' and by SMS to {p}.\n', p=(pt.phone, 'PHONE'))
    if chance(0.4):
        d.f('Interpreter ({l}) booked. Contact person: {rel} {f} {p}.\n', l=pick(P.LANGS), rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'full'), p=(pt.nok_phone, 'PHONE'))
    d.f('\nFor changes please call {p} or email {e}.\n\n', p=(phone(ctx.country, 'free') if chance(0.5) else ext_phone(ctx.country), 'PHONE'),
        e=(role_email(pick(['outpatients', 'opd.bookings', 'referrals', 'clinic.admin'])), 'EMAIL'))
    clerk = Person(ctx.country)
    d.t('Yours sincerely,\n\n')
    d.put(name(clerk, 'DOCTOR', pick(['full', 'full', 'init_last'])))
    d.t('\n' + pick(['Outpatient Booking Officer', 'Referral Coordinator', 'Administration Officer', 'Clinic Clerk']) + '\n')
    if chance(0.5):
        d.f('on behalf of {s}\n', s=dr(Person(ctx.country), 'dr_full'))
    d.f('Letter ID {i}   printed {dt} by {u}\n', i=(idnum('order'), 'IDNUM'), dt=D(today, 'dd/mm/yyyy'), u=(username(clerk), 'USERNAME'))


def triage_note(d, ctx):
    today = rand_date()
    pt = Patient(ctx, today=today)
    tr = Person(ctx.country)
    spec = pick(SPECS)
    d.f('{t} - {s}\n', t=pick(['OUTPATIENT REFERRAL TRIAGE', 'Outpatient triage', 'eReferral triage record']), s=spec)
    d.f('{h}\n', h=(ctx.hosp, 'HOSPITAL'))
    d.f('Referral no: {r}   Received: {rd}   Source: {src}\n', r=(idnum('ref'), 'IDNUM'), rd=D(today - days(R.randrange(1, 20)), pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'd-Mon-yyyy'])),
        src=pick(['eReferral', 'fax', 'HealthLink', 'post', 'ED']))
    d.f('Referrer: {g}, {c}  ', g=dr(pt.gp, pick(['dr_full', 'dr_init'])), c=(pt.gp_clinic, 'HOSPITAL'))
    if ctx.country == 'AU':
        d.f('Prov no {p}\n', p=(license_('provider'), 'LICENSE'))
    else:
        d.f('MCNZ {p}\n', p=(license_('mcnz'), 'LICENSE'))
    d.f('Patient: {n}  {a}  {m}  {tw}\n', n=pt.nm(pick(['LAST, First', 'full', 'First LAST'])), a=age_sex(pt.age, pt.sex), m=(pt.mrn, 'MRN'), tw=(ctx.town, 'CITY'))
    if chance(0.5):
        lab, v = pt.hp
        d.f('{l}: {v}\n', l=lab, v=(v, 'HEALTHPLAN'))
    d.t('\nReason for referral: ' + neg.dxs(1)[0][0] + '; ' + neg.dur() + '.\n')
    d.t('Referral info: ' + neg.labs() + '. ' + neg.eponym() + '.\n')
    k = R.randrange(5)
    if k == 0:
        d.f('Social: {s}\n', s=social_sentence(pt))
    elif k == 1:
        d.f('Prev seen {h} {y}.\n', h=(hospital(ctx), 'HOSPITAL'), y=D(today - days(R.randrange(365, 4000)), pick(['yyyy', 'Month yyyy'])))
    elif k == 2:
        d.f('Imaging: {im} report {acc} dated {dt}.\n', im=(imaging(ctx), 'HOSPITAL'), acc=(idnum('rad'), 'IDNUM'), dt=D(today - days(R.randrange(5, 60)), 'd/m/yy'))
    elif k == 3:
        d.f('Carer {rel} {f} requests appts after {tm} (works as {pr}).\n', rel=pt.nok_rel, f=name(pt.nok, 'FAMILY', 'first'), tm=neg.clock(),
            pr=(pick(P.PROFESSIONS), 'PROFESSION'))
    else:
        d.f('{o}\n', o=neg.ordinary())
    d.f('\nTriage outcome: {c}\n', c=pick(TRIAGE_CAT + ['Declined - redirect to GP', 'Accepted - direct to test', 'More info requested']))
    d.f('Clinic: {c}   Preferred clinician: {p}\n', c=pick(['New general', 'Rapid access', 'Nurse-led', 'Telehealth']), p=dr(Person(ctx.country), 'dr_last') if chance(0.6) else ['any'])
    d.f('Triaged by: {t}, {r}   {dt} {tm}\n', t=dr(tr, pick(['dr_full', 'dr_init'])), r=pick(MED_ROLES), dt=D(today, pick(['dd/mm/yyyy', 'd/m/yy'])), tm=neg.clock())
    if chance(0.5):
        d.f('Audit: user {u} from {ip}\n', u=(username(tr), 'USERNAME'), ip=(ipaddr(), 'IPADDR'))
    if chance(0.4):
        d.f('Letter to referrer faxed {f} on {dt}.\n', f=(phone(ctx.country, 'land'), 'FAX'), dt=D(today, pick(['d/m', 'dd/mm/yyyy'])))
