"""Genre 8: maternity booking and antenatal visit records (NZ)."""
from helpers import *  # noqa

LOC = 'NZ'
GENRE = 'maternity_nz'
BIRTH = ['Kahurangi Bay Birthing Centre', 'Te Awanui Hospital Maternity Unit', 'Mangarewa Primary Birthing Unit',
         'Port Haddon Maternity', 'Glenmorris Birthing Unit', 'Tōtara Heights Birthing Suite']
RAD = ['Kahurangi Bay Radiology', 'Pukehinau Ultrasound', 'Te Kōpua Imaging', 'Riverlea Scans']
GPS = ['Pukehinau Health Centre', 'Tōtara Heights Medical', 'Kōwhai Grove Family Doctors', 'Ōhinetaha Hauora', 'Port Haddon Medical']


def gen(rng):
    c = new_ctx(rng, LOC, 17, 44, sex='F')
    d = Doc()
    p = c['p']
    ds = c['ds']
    mw = person(rng, LOC, 'F')
    mw2 = person(rng, LOC, 'F')
    gp = person(rng, LOC)
    partner_rel = rng.choice(['partner', 'husband', 'partner', 'wife'])
    pt = person(rng, LOC, 'F' if partner_rel == 'wife' else 'M')
    prof = rng.choice(PROFESSIONS)
    pprof = rng.choice(PROFESSIONS)
    nhi_ = nhi(rng)
    ga_book = rng.randint(7, 16)
    lmp = days(c['vd'], -7 * ga_book - rng.randint(0, 6))
    edd = days(lmp, 280)
    G = rng.randint(1, 6)
    P = rng.randint(0, G - 1)
    bu = rng.choice(BIRTH)
    lay = rng.choice(['booking', 'booking', 'visits', 'visits'])
    hpi = ''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(6))
    mob = phone(rng, LOC, 'mob')
    d.ln('MATERNITY CLINICAL RECORD - ' + ('BOOKING VISIT' if lay == 'booking' else 'ANTENATAL VISITS'))
    d.ln('LMC: {m}, RM   HPI-CPN {hp}   Ph {mp}   Pager {pg}', m=nm(mw, 'full', 'DOCTOR'), hp=(hpi, 'LICENSE'), mp=(phone(rng, LOC, 'mob'), 'PHONE'),
         pg=(digits(rng, 3) + ' ' + digits(rng, 4), 'PHONE'))
    d.ln('Practice: {pr}   Email {em}', pr=(rng.choice(['Kōwhai Midwives', 'Moana Midwifery Collective', 'Te Kōpua Birth Partners', 'Riverlea Midwives']), 'HOSPITAL'),
         em=(email(rng, mw, 'midwives.example'), 'EMAIL'))
    d.ln('=' * 68)
    d.ln('Woman: {n}   NHI {nhi}', n=nm(p, rng.choice(['full', 'LFU', 'fml']), 'PATIENT'), nhi=(nhi_, 'MRN'))
    d.ln('DOB {dob}  Age {age}  Ethnicity: %s  Iwi: %s' % (rng.choice(['NZ Māori', 'NZ European', 'Samoan', 'Tongan', 'Indian', 'Chinese', 'Filipino', 'Fijian', 'British']),
                                                             rng.choice(['n/a', 'declined', 'see whakapapa form'])),
         dob=D(c['dob'], ds), age=A(c['age']))
    d.ln('Address: {a}', a=addr_segs(c['addr'], LOC))
    d.ln('Mobile {m}   Email {e}', m=(mob, 'PHONE'), e=(email(rng, p), 'EMAIL'))
    d.ln('Partner/support: {pn} ({rel}), {pp}, mob {pm}', pn=nm(pt, 'full', 'FAMILY'), rel=partner_rel, pp=(pprof, 'PROFESSION'), pm=(phone(rng, LOC, 'mob'), 'PHONE'))
    d.ln('GP: Dr {g}, {gp}   Planned place of birth: {bu}', g=nm(gp, 'flast', 'DOCTOR'), gp=(rng.choice(GPS), 'HOSPITAL'), bu=(bu, 'HOSPITAL'))
    d.ln('=' * 68)
    if lay == 'booking':
        d.ln('Booking date: {bd}   Gestation at booking: %d+%d weeks' % (ga_book, rng.randint(0, 6)), bd=D(c['vd'], rng.choice([ds, 'wdM'])))
        d.ln('LMP: {lmp} (%s)   EDD by dates: {edd}   EDD by dating scan: {edd2}' % rng.choice(['certain', 'uncertain', 'regular cycle 28 d']),
             lmp=D(lmp, ds), edd=D(edd, ds), edd2=D(days(edd, rng.randint(-5, 5)), ds))
        d.ln('G%dP%d' % (G, P))
        d.ln('')
        d.ln('OBSTETRIC HISTORY')
        if P == 0:
            d.ln('  Nil previous births.%s' % (' %d x miscarriage (first trimester).' % (G - 1) if G > 1 else ''))
        for i in range(P):
            yr = days(c['vd'], -rng.randint(400, 365 * 12))
            d.ln('  {y}  %s at %d/40, %s, %s g, %s. Born at {h}.' % (rng.choice(['SVD', 'Em LSCS (failure to progress)', 'Vent delivery', 'El LSCS (breech)', 'SVD water birth']),
                                                                    rng.randint(36, 42), rng.choice(['boy', 'girl']), rng.randint(2600, 4300), rng.choice(['no complications', 'PPH 800 mL', '3rd degree tear', 'GDM diet-controlled', 'pre-eclampsia'])),
                 y=D(yr, rng.choice(['y', 'My3'])), h=(rng.choice(BIRTH), 'HOSPITAL'))
        d.ln('')
        d.ln('MEDICAL / SOCIAL')
        d.ln('  PMH: %s. Meds: %s. Allergies: %s.' % (rng.choice(['nil', 'asthma', 'hypothyroid', 'anxiety', 'PCOS', 'previous DVT', 'epilepsy']),
                                                   rng.choice(['folic acid 0.8 mg, iodine 150 mcg', 'Elevit', 'levothyroxine 100 mcg, folic acid 5 mg', 'nil']),
                                                   rng.choice(['NKDA', 'penicillin', 'nil known'])))
        d.ln('  Smoking: %s  Vaping: %s  Alcohol since conception: %s  Drugs: %s' % (rng.choice(['no', 'yes 5/day', 'quit at positive test']), rng.choice(['no', 'yes']),
                                                                                      rng.choice(['nil', 'some before knew pregnant']), rng.choice(['nil', 'cannabis occasionally'])))
        d.ln('  Occupation: {pf} at {org}. Partner works as a {pp}. Family violence screen: done, %s.' % rng.choice(['negative', 'declined to answer', 'negative - asked alone']),
             pf=(prof, 'PROFESSION'), org=(rng.choice(ORGS['NZ']), 'ORGANIZATION'), pp=(pprof, 'PROFESSION'))
        d.ln('  Support: lives with {pn} and %s. Mum {mn} lives nearby in {tn}. Arrived from {ctry} in {yr}.' % rng.choice(['no other children', 'their %d tamariki' % max(P, 1), 'flatmates', 'her parents']),
             pn=nm(pt, 'first', 'FAMILY'), mn=nm(person(rng, LOC, 'F'), 'first', 'FAMILY'), tn=(rng.choice(TOWNS['NZ']), 'CITY'),
             ctry=(rng.choice(COUNTRIES), 'COUNTRY'), yr=D(days(c['vd'], -rng.randint(365, 365 * 15)), 'y'))
        d.ln('  Family hx: ' + rng.choice(['mother T2DM', 'sister pre-eclampsia', 'nil', 'father DVT aged {fa}', 'twins on maternal side']) + '.', fa=A(rng.randint(38, 70)))
        d.ln('')
        v = vitals(rng)
        d.ln('EXAMINATION: BP %d/%d, HR %d, BMI %.1f, urine NAD. Booking bloods taken.' % (rng.randint(96, 132), rng.randint(56, 86), v['hr'], rng.uniform(19, 42)))
        d.ln('')
        d.ln('BOOKING BLOODS ({dt}, lab no. {lab})', dt=D(days(c['vd'], rng.randint(1, 7)), ds), lab=(digits(rng, 2) + '-' + digits(rng, 7) + '-' + letters(rng, 1), 'IDNUM'))
        d.ln('  Blood group %s, antibodies neg | Hb %d g/L | Ferritin %d | HbA1c %d | Rubella immune | Syphilis neg | HBsAg neg | HIV neg' % (
            rng.choice(['O Pos', 'A Pos', 'B Neg', 'O Neg', 'AB Pos', 'A Neg']), rng.randint(98, 140), rng.randint(8, 120), rng.randint(28, 46)))
        d.ln('')
        d.ln('PLAN')
        d.ln('  - Dating scan at {r} on {sd} (referral {ref})', r=(rng.choice(RAD), 'HOSPITAL'), sd=D(days(c['vd'], rng.randint(3, 14)), rng.choice(['dMM', 'wdshort', ds])),
             ref=('US' + digits(rng, 7), 'IDNUM'))
        d.ln('  - Combined first trimester screening offered - %s' % rng.choice(['accepted', 'declined', 'wants to think about it']))
        d.ln('  - %s' % rng.choice(['Aspirin 100 mg nocte from 12/40 (pre-eclampsia risk)', 'Early GTT at 16-20/40 (BMI)', 'Obstetric consult re previous LSCS - VBAC discussion', 'Iron supplement - Ferrograd C daily']))
        d.ln('  - Next visit {nv} at %s' % rng.choice(['home', 'the clinic rooms', 'the marae clinic']), nv=D(days(c['vd'], 28), rng.choice(['wdM', ds])))
        d.ln('  - Backup midwife: {b} ({bp})', b=nm(mw2, 'full', 'DOCTOR'), bp=(phone(rng, LOC, 'mob'), 'PHONE'))
        d.ln('  - Registered with Well Child provider; information on {u}', u=('www.' + rng.choice(['hapu-hauora', 'newparents', 'kahurangi-birth']) + '.example/hapu', 'URL'))
        d.ln('')
        d.ln('Signed {m} RM  {dt}', m=nm(mw, 'flast', 'DOCTOR'), dt=D(c['vd'], 'dmy'))
    else:
        d.ln('G%dP%d   LMP {lmp}   EDD {edd}   Blood group %s' % (G, P, rng.choice(['O Pos', 'A Pos', 'B Neg', 'O Neg'])), lmp=D(lmp, ds), edd=D(edd, ds))
        d.ln('Risk factors: %s' % rng.choice(['nil', 'BMI 38', 'prev LSCS', 'GDM on metformin', 'Rh neg - anti-D at 28/40', 'age', 'smoker']))
        d.ln('')
        d.ln('| Date | Gest | BP | Urine | FH (cm) | FHR | Pres | Midwife | Notes |')
        d.ln('|---|---|---|---|---|---|---|---|---|')
        dd = days(lmp, 7 * rng.randint(14, 20))
        ga = (dd - lmp).days // 7
        for i in range(rng.randint(7, 11)):
            if dd > days(edd, 10):
                break
            ga = (dd - lmp).days // 7
            mwx = mw if rng.random() < 0.8 else mw2
            note = rng.choice(['well', 'FM+', 'mild oedema ankles', 'GTT booked', 'anti-D given', 'discussed birth plan', 'tired, Hb 104 - iron',
                               'heartburn - Gaviscon', 'partner {pn} attended', 'Tdap + flu vax given', 'scan {sd} normal growth'])
            d.ln('| {dt} | %d+%d | %d/%d | %s | %s | %d | %s | {m} | {nt} |' % (
                ga, rng.randint(0, 6), rng.randint(96, 138), rng.randint(56, 88), rng.choice(['NAD', 'NAD', 'prot tr', 'NAD']),
                str(ga + rng.randint(-2, 2)) if ga >= 20 else '-', rng.randint(125, 160), 'ceph' if ga > 32 else ('-' if ga < 28 else rng.choice(['ceph', 'breech', 'variable']))),
                 dt=D(dd, rng.choice(['dmy', 'dmyy', ds])), m=nm(mwx, rng.choice(['ini', 'flastnd']), 'DOCTOR'),
                 nt=S(note, pn=nm(pt, 'first', 'FAMILY'), sd=D(days(dd, -rng.randint(1, 6)), 'dM')))
            dd = days(dd, 7 * (4 if ga < 28 else (2 if ga < 36 else 1)))
        d.ln('')
        d.ln('Narrative {dt}:', dt=D(days(dd, -7), ds))
        d.ln('{n} seen at home with {pn}. %s Baby moving well. Discussed signs of labour, when to call, and plan to birth at {bu}. '
             'Car seat fitted. {He} has finished work at {org} as of {fw}.' % rng.choice(['Feeling well.', 'Reports pelvic girdle pain - physio referral.', 'Some Braxton Hicks.', 'Headaches x2 this week, BP normal, PET bloods sent.']),
             n=nm(p, 'first', 'PATIENT'), pn=nm(pt, 'first', 'FAMILY'), bu=(bu, 'HOSPITAL'), He='She', org=(rng.choice(ORGS['NZ']), 'ORGANIZATION'),
             fw=D(days(dd, -rng.randint(7, 20)), rng.choice(['dMM', 'Md', ds])))
        d.ln('GTT result (lab no. {lab}): fasting %.1f, 2 h %.1f mmol/L.' % (rng.uniform(4.0, 5.6), rng.uniform(5.0, 9.4)), lab=(digits(rng, 2) + '-' + digits(rng, 7), 'IDNUM'))
        if rng.random() < 0.5:
            d.ln('Growth scan at {r}: EFW %d g (%dth centile), liquor normal, placenta posterior upper.' % (rng.randint(1800, 3600), rng.randint(8, 90)), r=(rng.choice(RAD), 'HOSPITAL'))
        d.ln('Obstetric consult ({h}, Dr {ob}) {dt}: %s' % rng.choice(['agree midwifery-led care continue', 'plan IOL at 40+0 if undelivered', 'serial growth scans 2-weekly', 'ECV offered at 37/40']),
             h=(rng.choice(BIRTH), 'HOSPITAL'), ob=nm(person(rng, LOC), 'last', 'DOCTOR'), dt=D(days(dd, -rng.randint(10, 30)), ds))
        d.ln('Maternity Care Summary uploaded to {u}', u=('https://maternity.example.org/mcs/' + nhi_.lower(), 'URL'))
        d.ln('')
        d.ln('Signed {m} RM (LMC)', m=nm(mw, 'full', 'DOCTOR'))
    d.ln('')
    d.ln('Education/discussion checklist:')
    for topic in rng.sample(['Safe sleep / SUDI prevention', 'Smokefree pregnancy', 'Breastfeeding', 'Family violence screening', 'Vitamin K',
                             'Newborn metabolic screening', 'Immunisations (pertussis, influenza)', 'Car seat', 'Signs of labour', 'Reduced fetal movements',
                             'Postnatal contraception', 'Mental health / antenatal depression (EPDS)'], 6):
        d.ln('  [x] %s - {dt} {m}' % topic, dt=D(days(c['vd'], rng.randint(0, 90)) if lay == 'booking' else days(dd, -rng.randint(7, 120)), rng.choice(['dmy', 'dm'])), m=nm(rng.choice([mw, mw, mw2]), 'ini', 'DOCTOR'))
    d.ln('Contacts: Birthing unit {bp} | After-hours midwife {ap} | Healthline (24 h)', bp=(phone(rng, LOC), 'PHONE'), ap=(phone(rng, LOC, 'mob'), 'PHONE'))
    footer_print(rng, d, LOC, mw, c['vd'] if lay == 'booking' else days(dd, -7), ds)
    return d
