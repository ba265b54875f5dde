"""Genres: limb centre clinic letter, pre-amputation counselling note."""
import ents as E
import ids as I
import sites as S
import common as K
from core import pick, chance


def _initials(p):
    return ((p.first[0] + p.last[0]).upper(), 'DOCTOR')


def clinic_letter(rng, n, x):
    C, cl = x['C'], x['cl']
    cons = S.staff(rng, C, 'cons', avoid=(x['pt'].last,))
    pros = S.staff(rng, C, 'pros')
    sec = S.staff(rng, C, 'sec')
    D = x['D']
    n.f('{lc}\n', x)
    if chance(rng, 0.6):
        n.t(pick(rng, ['Amputee Rehabilitation Service', 'Department of Rehabilitation Medicine',
                       'Prosthetic & Amputee Rehabilitation', 'Limb Fitting Service', 'Physical Medicine & Rehabilitation']) + '\n')
    n.f('{a}\nTel: {t}   Fax: {f}\n', x, a=x['lc_addrm'], t=pick(rng, [x['lc_tel'], x['lc_telx']]), f=x['lc_fax'])
    if chance(rng, 0.6):
        n.f('Email: {e}   Web: {u}\n', x, e=x['lc_email'], u=x['lc_url'])
    d_dict = E.add_days(x['d0date'], rng.randint(0, 3))
    d_typed = E.add_days(d_dict, rng.randint(1, 9))
    n.f('\nOur ref: {ci}/{si}/{mrn}\nClinic date: {d0}   Dictated: {dd}   Typed: {dt}\n', x,
        ci=_initials(cons), si=sec.initials_lower(), dd=D(d_dict), dt=D(d_typed))
    if chance(rng, 0.35):
        lab, val = I.account(rng, x['yy'])
        n.f('{l}: {v}\n', l=lab, v=(val, 'ACCOUNT'))
    to_pt = chance(rng, 0.3) and x['pt_t']
    if to_pt:
        n.f('\n{t} {p}\n{a}\n\n', x, t=x['pt_t'], p=x['pt_full'], a=x['addrm'])
        n.f('Dear {t} {l},\n\n', x, t=x['pt_t'], l=x['pt_last'])
        n.t(pick(rng, ['I am writing to you directly, with a copy to your GP, following your appointment.\n\n',
                       'Thank you for coming to clinic. As we discussed, this letter summarises the appointment.\n\n']))
    else:
        n.f('\n{dr}{g}\n{gs}\n{ga}\n\n', x, dr=K.dr(x), g=x['gp_full'], gs=x['gp_site'], ga=x['gp_addrm'])
        n.f('Dear {dr}{g},\n\n', x, dr=K.dr(x), g=x['gp_l'])
    r = rng.random()
    if r < 0.5:
        n.f('Re: {p}, DOB {dob}\n{ml}: {mrn}   {hl}: {hp}\n{a}\n\n', x, p=x['pt_full'], ml=x['mrn_l'], hl=x['hp_l'], a=x['addr1'])
    else:
        n.f('RE: {p} (DOB {dob})   {ml} {mrn}\n     {a}\n\n', x, p=x['pt_LF'], ml=x['mrn_l'], a=x['addr1'])
    if x['C'] == 'US' and chance(rng, 0.3):
        n.f('{l} {v}\n\n', l=x['ssn_l'], v=x['ssn'])
    n.t('Diagnosis:\n')
    n.f('1. {d} ({y}) secondary to {c}\n', x, d=cl.desc().capitalize(), y=pick(rng, [x['amp_my'], x['amp_year'], x['d_amp']]), c=cl.cause)
    for i, cm in enumerate(cl.comorb[:3]):
        n.t('%d. %s\n' % (i + 2, cm))
    n.t('\nCurrent prosthesis: %s\n' % cl.components())
    if not cl.upper:
        n.t(pick(rng, ['Mobility: SIGAM grade %s\n' % cl.sigam, 'Functional level: %s\n' % cl.klevel,
                       'AMPPRO %s/47, %s\n' % (cl.ampp, cl.klevel)]))
    n.t('\n')
    # opening
    r = rng.random()
    with_kin = chance(rng, 0.55)
    if r < 0.35:
        n.t('I reviewed ')
        n.put(K.pt_ref(rng, x))
        n.t(' in the amputee clinic today')
        if with_kin:
            n.f(', accompanied by {his} {rel} {kf}', x, rel=x['kin_rel'], kf=x['kin_first'])
        n.t('. ')
    elif r < 0.7:
        n.f('Thank you for your continued care of this {age}-year-old ', x)
        if chance(rng, 0.5):
            n.f('retired {prof}' if x['retired'] else '{prof}', x)
        else:
            n.t(x['man'])
        n.f(' who attended the prosthetic review clinic on {d0}', x)
        if with_kin:
            n.f(' with {his} {rel} {kf}', x, rel=x['kin_rel'], kf=x['kin_full'])
        n.t('. ')
    else:
        n.f('{t}{l} is a {a} year old {g} with a {d} performed at {ac} on {da} for {c}. ', x,
            t=(x['pt_t'] + ' ') if x['pt_t'] else '', l=x['pt_last'], g=x['gent'], d=cl.desc(), ac=x['acute'],
            da=x['d_amp'], c=cl.cause, a=pick(rng, [x['age'], (E.age_words(x['agen']), 'AGE')]))
    if chance(rng, 0.35) and x['amp_age'][0] != x['age'][0]:
        n.f('{He} was {aa} at the time of amputation. ', x,
            aa=pick(rng, [x['amp_age'], (E.age_words(int(x['amp_age'][0])), 'AGE')]))
    hrs = rng.randint(2, 15)
    if cl.upper:
        n.f('{He} wears the {dev} for about {h} hours a day and uses it mainly for {u}. ', x, dev=cl.upper_dev,
            h=str(hrs), u=pick(rng, ['bimanual tasks at work', 'driving and cooking', 'cycling', 'gardening']))
    else:
        n.f('{He} is wearing the prosthesis around {h} hours per day and mobilises {w}. ', x, h=str(hrs),
            w=pick(rng, ['indoors with one stick', 'outdoors unaided', 'with a Zimmer frame indoors only',
                         'with a rollator outside', 'with two elbow crutches', 'independently, community distances']))
    issue = pick(rng, ['The socket has become loose and %s is now wearing %s-ply socks. ' % (x['he'], cl.ply),
                       'There is discomfort over the fibular head after about an hour of walking. ',
                       'The pin is not engaging reliably and the liner is torn at the distal cup. ',
                       'There have been two falls since the last review, neither with injury. ',
                       'Sweating within the liner is troublesome in warm weather. ',
                       'Pistoning is visible on walking. ', 'The foot shell has split. '])
    n.t(issue + '\n\n')
    n.t('On examination: ')
    K.residual_exam(rng, n, x)
    K.phantom(rng, n, x)
    if not cl.upper and chance(rng, 0.6):
        n.t('TUG %s s. ' % cl.tug)
        if chance(rng, 0.5):
            n.t('6MWT %s m. ' % cl.mwt6)
    n.t('\n\n')
    if chance(rng, 0.7):
        K.social(rng, n, x, k=rng.randint(1, 3))
        n.t('\n\n')
    n.t('Plan:\n')
    K.plan_items(rng, n, x, k=rng.randint(3, 5))
    if chance(rng, 0.5):
        n.f('\n{pr}, prosthetist, will see {him} on {d} for casting.\n', x, pr=pros.full(),
            d=D(E.add_days(x['d0date'], rng.randint(5, 25))))
    n.t('\n' + pick(rng, ['Yours sincerely,', 'Kind regards,', 'Yours faithfully,', 'With best wishes,']) + '\n\n')
    n.put(S.sig(cons, 0))
    n.t('\n%s\n' % cons.role)
    if chance(rng, 0.5):
        n.put(S.reg(rng, C, cons))
        n.t('\n')
    n.t('\ncc: ')
    if to_pt:
        n.f('{dr}{g}, {gs}, {ga}\n', x, dr=K.dr(x), g=x['gp_full'], gs=x['gp_site'], ga=x['gp_addr'])
    else:
        n.f('{t}{p}, {a}\n', x, t=(x['pt_t'] + ' ') if x['pt_t'] else '', p=x['pt_full'], a=x['addr1'])
    n.f('cc: {pr}, {role}, {lc}\n', x, pr=pros.full(), role=pros.role)
    if chance(rng, 0.4):
        vasc = S.staff(rng, C, 'vasc')
        n.f('cc: {t}{v}, Vascular Surgery, {ac}\n', x, t=(vasc.title + ' ') if vasc.title else '', v=vasc.l(), ac=x['acute'])
    n.f('\nDD/{si}\n', si=sec.initials_lower())
    if chance(rng, 0.5):
        n.f('Page 2 of 2   {p}   {ml} {mrn}\n', x, p=x['pt_LF'], ml=x['mrn_l'])


def pre_amp(rng, n, x):
    C, cl = x['C'], x['cl']
    D = x['D']
    vasc = S.staff(rng, C, 'vasc', avoid=(x['pt'].last,))
    vascular = any(k in cl.cause for k in ('arterial', 'ischaemia', 'trash'))
    diabetic = any(k in cl.cause for k in ('diabetic', 'Charcot'))
    if not (vascular or diabetic):
        vasc.role = pick(rng, ['Orthopaedic Surgeon', 'Consultant Orthopaedic Surgeon', 'Orthopaedic Oncology Surgeon',
                               'Plastic Surgeon'])
    pros = S.staff(rng, C, 'pros')
    phys = S.staff(rng, C, 'physio')
    nurse = S.staff(rng, C, 'nurse')
    vol = S.staff(rng, C, 'vol')
    n.t(pick(rng, ['PRE-AMPUTATION COUNSELLING NOTE', 'Pre-amputation assessment & counselling',
                   'PRE-AMPUTATION VISIT - AMPUTEE REHAB TEAM', 'Pre-op amputee rehab consult']) + '\n')
    n.f('{ac}  |  {w}, bed {b}\n', x, ac=x['acute'], w=x['ward'], b=x['bed'])
    n.f('Date: {d0}  Time: {tm}\n\n', x, tm='%02d:%02d' % (rng.randint(8, 17), rng.choice([0, 10, 15, 20, 30, 45])))
    K.pt_header(rng, n, x)
    n.t('\nReferred by: ')
    n.put(K.title_ref(x, vasc) if vasc.title else [vasc.full()])
    n.t(', %s\n' % vasc.role)
    n.t('Present: patient, ')
    n.f('{rel} {kf}, ', x, rel=x['kin_rel'], kf=x['kin_full'])
    n.put(S.sig(nurse, 2))
    n.t(' (%s), ' % nurse.role)
    n.put(S.sig(pros, 2))
    n.f(' (Prosthetist, {lc}), ', x)
    n.put(S.sig(phys, 2))
    n.t(' (%s)\n\n' % phys.role)
    n.f('Planned procedure: {d}, provisionally listed for {dd} ({ac} theatre list).\n', x, d=cl.desc(),
        dd=x['d_amp'], ac=x['acute'])
    n.t('Indication: %s. ' % cl.cause)
    if vascular:
        ind = ['Angiography shows no further revascularisation option. ', 'Toe pressures unrecordable, ABPI 0.4. ',
               'Rest pain and dry gangrene of the forefoot despite fem-pop bypass. ']
    elif diabetic:
        ind = ['Wagner grade 4 with calcaneal osteomyelitis on MRI. ', 'Recurrent sepsis despite IV antibiotics. ',
               'Non-healing heel ulcer, probe-to-bone positive, HbA1c 81 mmol/mol. ']
    else:
        ind = ['Chronic pain and non-union after multiple procedures; elective amputation requested by patient. ',
               'Failed limb salvage with infected metalwork. ', 'Recommended by the sarcoma MDT after restaging. ']
    n.t(pick(rng, ind))
    n.t('\nPMH: ' + '; '.join(cl.comorb) + '.\nMeds: ' + ', '.join(cl.meds) + '.\n')
    if chance(rng, 0.4):
        n.f('Born in {cb}; ', x, cb=x['country_born'])
        n.t(pick(rng, ['%s interpreter used for this discussion.' % pick(rng, ['Punjabi', 'Polish', 'Arabic', 'Somali', 'Cantonese',
                                                                             'Vietnamese', 'Tongan', 'Portuguese', 'Urdu']),
                       'good spoken English, reads little.', 'family interpreting at patient request.']))
        n.t('\n')
    n.t('\n')
    n.t('Discussion:\n')
    if cl.level in ('TT', 'BTT', 'KD', 'TF', 'TTTF'):
        n.t('- Level discussed with surgical team: preserving the knee gives a much better chance of walking with a prosthesis '
            '(energy cost approx +25% for TT vs +65% for TF). ')
    else:
        n.t('- Expected prosthetic options explained for this level. ')
    n.f('{P} understands the final level is decided in theatre.\n', x, P=pick(rng, ['Pt', x['pt_t'] or 'Pt']))
    n.f('- Rehab pathway: stump board and wheelchair day 1-2, PPAM aid from about day 7 if wound allows, '
        'referral to {lc} for casting at 6-8 weeks post-op.\n', x)
    n.t('- Phantom sensation/pain explained; most people experience some phantom sensation. Discussed mirror therapy.\n')
    n.f('- Home: lives in a {h}; ', x, h=pick(rng, K.HOUSING))
    n.t(pick(rng, ['OT home visit to be arranged before discharge', 'will need a downstairs bed',
                   'access via 3 steps at front, rail one side', 'ramp may be needed']) + '.\n')
    if not x['retired'] and chance(rng, 0.85):
        n.f('- Work: {P} works as a {prof}', x, P=x['He'])
        if chance(rng, 0.6):
            n.f(' for {employer}', x)
        n.t('; ' + pick(rng, ['worried about income', 'manager aware', 'self-employed, concerned about the business',
                              'would like phased return']) + '.\n')
    else:
        n.f('- Retired {prof}.\n', x)
    drv = {'UK': 'DVLA', 'IE': 'NDLS', 'US': 'DMV', 'CA': 'the licensing authority', 'AU': 'the state licensing authority',
           'NZ': 'NZTA'}[C]
    n.t('- Driving: must not drive until cleared; will need to inform %s.\n' % drv)
    r = rng.random()
    if r < 0.7:
        vtel = (E.phone(rng, C, mobile=C in ('UK', 'AU', 'NZ', 'IE')), 'PHONE')
        n.f('- Peer support: offered a visit from {v}, volunteer with {ch} (above-knee amputee since {y}); '
            '{P} would like this. Vol contact {t}.\n', x, v=vol.full(), ch=(S.charity(rng), 'ORGANIZATION'),
            y=(str(x['d0date'].year - rng.randint(3, 25)), 'DATE'), P=pick(rng, ['pt', x['he']]), t=vtel)
    else:
        n.t('- Peer support: declined at present.\n')
    if chance(rng, 0.6):
        ev = E.add_days(x['d0date'], rng.randint(60, 300))
        who = pick(rng, ['daughter', 'son', 'granddaughter', 'niece'])
        n.f('\n{P} said: "I want to be walking for my {w} {wn}\'s wedding in {m}." ', x, P=x['pt_first'],
            w=who, wn=E.make_person(rng, C, 'FAMILY', sex='F' if who in ('daughter', 'granddaughter', 'niece') else 'M').f(),
            m=(E.month_year(ev), 'DATE'))
        n.t('Realistic goals discussed.\n')
    n.t('\nMood: ' + pick(rng, ['low but engaged, HADS A11 D9', 'appropriately anxious', 'tearful at times, good family support',
                                'settled, pragmatic about surgery', 'PHQ-9 score 12; psychology referral made']) + '.\n')
    if chance(rng, 0.5):
        psy = S.staff(rng, C, 'psych')
        n.t('Referred to ')
        n.put(K.title_ref(x, psy))
        n.t(' (Clinical Psychology).\n')
    n.t('Written information given: "Preparing for amputation" leaflet; limb centre information pack.\n')
    n.t('\nPlan:\n- ')
    n.f('Amputee rehab team to review day 2 post-op on {w}.\n', x, w=x['ward'])
    n.f('- Nurse specialist contact {t} (Mon-Fri).\n', t=(E.with_ext(rng, E.phone(rng, C)) if chance(rng, 0.5) else E.phone(rng, C), 'PHONE'))
    n.f('- {kr} {kn} to bring in trainers and loose shorts.\n', x, kr=x['kin_rel'].capitalize(), kn=x['kin_first'])
    n.t('\nSigned: ')
    n.put(S.sig(nurse, pick(rng, [0, 1, 2])))
    n.t(' (%s)' % nurse.role)
    if chance(rng, 0.5):
        n.t('  bleep ')
        n.put((E.bleep(rng), 'PHONE'))
    n.t('\n')
