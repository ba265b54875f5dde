"""Genres: initial health assessment report, review health assessment."""
from core import Ph, join, plus, clock, an
from case import rdate_before, rdate_after, uname, reg_no
import blocks
import clinical

IHA_HEAD = {
    'UK': ['INITIAL HEALTH ASSESSMENT - CHILD LOOKED AFTER', 'IHA Report (CoramBAAF IHA-C Part C: summary and health plan)',
           'Initial Health Assessment for Looked After Child - Summary Report and Health Plan'],
    'SCO': ['LOOKED AFTER CHILDREN HEALTH ASSESSMENT - INITIAL', 'Initial Health Assessment (LAC) - Paediatric Report'],
    'IRL': ['INITIAL MEDICAL ASSESSMENT - CHILD IN CARE', 'Child in Care - Initial Medical (referral from Tusla)'],
    'AUS': ['COMPREHENSIVE HEALTH AND DEVELOPMENTAL ASSESSMENT - OOHC HEALTH PATHWAY',
            'Out-of-Home Care Comprehensive Health Assessment'],
    'NZL': ['GATEWAY ASSESSMENT - HEALTH COMPONENT', 'Gateway Assessment Report (health) - tamaiti in care'],
    'CAN': ['INITIAL HEALTH ASSESSMENT - CHILD IN CARE', 'Child in Care Medical - Initial Assessment'],
    'USA': ['COMPREHENSIVE HEALTH ASSESSMENT - FOSTER CARE ENTRY (EPSDT)', 'Initial Foster Care Health Screening and CHA'],
}
RHA_HEAD = {
    'UK': ['REVIEW HEALTH ASSESSMENT (RHA) - LOOKED AFTER CHILD', 'Looked After Child Review Health Assessment',
           'RHA - {freq} review'],
    'SCO': ['LAC HEALTH REVIEW', 'Review Health Assessment - Looked After Child'],
    'IRL': ['ANNUAL HEALTH REVIEW - CHILD IN CARE'],
    'AUS': ['OOHC HEALTH REVIEW ({freq})', 'Out-of-Home Care Health Pathway - Review Assessment'],
    'NZL': ['HEALTH REVIEW - TAMAITI IN CARE', 'Gateway follow-up health review'],
    'CAN': ['ANNUAL HEALTH REVIEW - CHILD IN CARE'],
    'USA': ['PERIODIC HEALTH REVIEW - FOSTER CARE (EPSDT WELL-CHILD)'],
}


def sdq_band(sc):
    return 'close to average' if sc < 14 else 'slightly raised' if sc < 17 else 'high' if sc < 20 else 'very high'


def hkey(cc):
    if cc in ('ENG', 'WAL', 'NIR'):
        return 'UK'
    return cc


def letterhead(n, c):
    rng = c['_rng']
    if rng.random() < 0.5:
        n.f("{trust}\n{t} - ", c, t=rng.choice(["Looked After Children's Health Team", 'Children in Care Health Service',
                                                 'Community Paediatrics', 'Child Health Department']))
        n.f('{clinic}\n', c)
    else:
        n.f('{clinic} | ', c)
    n.add(c['clin_addr'])
    n.f('\nTel {clin_tel}   Fax {clin_fax}   {team_email}\n\n', c)


def pmh_section(n, c, k_lo=1, k_hi=3):
    rng = c['_rng']
    n.put('Past medical history:\n')
    for item in rng.sample(clinical.fit(clinical.PMH, c['age_y']), rng.randint(k_lo, k_hi)):
        n.f('- {i}\n', c, i=item)
    if rng.random() < 0.45:
        ad = rdate_before(c, 60, 365 * max(1, c['age_y']) + 30)
        if ad < c['dob_dt']:
            ad = plus(c['dob_dt'], 40)
        n.f('- admitted to {w}, {h} on {d} with {why}; discharged after {k} days\n', c, w=c['ward'], h=c['hosp'],
            d=c.d(ad), why=rng.choice(['bronchiolitis', 'gastroenteritis and dehydration', 'a febrile convulsion',
                                       'head injury (fall from sofa) - CT normal', 'DKA', 'cellulitis of left foot',
                                       'an overdose of paracetamol (24 tablets)', 'pneumonia']), k=str(rng.randint(1, 6)))
    meds = rng.sample(clinical.fit(clinical.MEDS, c['age_y']), rng.randint(0, 2))
    n.f('Medication: {m}\n', c, m='; '.join(meds) if meds else 'none regular')
    n.put('Allergies: %s\n' % rng.choice(['NKDA', 'none known', 'penicillin (rash)', 'peanut - anaphylaxis', 'elastoplast']))
    if rng.random() < 0.3:
        blocks.device_line(n, c)


def plan_table(n, c, owners):
    rng = c['_rng']
    n.put('\nHEALTH PLAN\nNo | Action | Responsible | By\n')
    if c['age_y'] < 11:
        owners = [o for o in owners if o != 'YP']
    for i, act in enumerate(rng.sample(clinical.fit(clinical.ACTIONS, c['age_y']), rng.randint(3, 5))):
        who = rng.choice(owners)
        n.f('{i} | {a} | {w} | {d}\n', c, i=str(i + 1), a=act, w=who, d=c.d(rdate_after(c, 14, 120)))


def contact_line(n, c):
    rng = c['_rng']
    n.f('Family time: with {mum} {m} {fr} at {cc}', c, m=c['BM'].f, fr=rng.choice(clinical.CONTACT_FREQ), cc=c['ccentre'])
    if rng.random() < 0.5:
        n.f('; with {bf} {when}', c, bf=c['BF'].f, when=rng.choice(['monthly', ['at ', Ph('Christmas', 'DATE'), ' and birthdays'], 'not yet started']))
    n.put('.\n')


def iha(rng, c, n):
    k = hkey(c['cc'])
    n.f('{h}\n', c, h=rng.choice(IHA_HEAD[k]))
    letterhead(n, c)
    blocks.demographics(n, c)
    n.f('Date of assessment: {asmt}   Venue: {v}, room {room}\n', c, v=rng.choice([c['clinic'], c['hosp']]))
    n.f('{entered}: {d}   Legal status: {lg}\n', c, d=c.d(c['doc_dt']), lg=blocks.legal(c, early=True))
    blocks.placement(n, c)
    who = c['FC1'].tf
    n.f('Accompanied by: {w} ({carer})', c, w=who)
    if rng.random() < 0.08 or c['origin'] in ('polish', 'romanian', 'somali', 'afghan', 'kurdish', 'eritrean', 'vietnamese', 'syrian'):
        lang = {'polish': 'Polish', 'romanian': 'Romanian', 'somali': 'Somali', 'afghan': 'Dari', 'kurdish': 'Sorani',
                'eritrean': 'Tigrinya', 'vietnamese': 'Vietnamese', 'syrian': 'Arabic'}.get(c['origin'], 'BSL')
        n.f('; {lang} interpreter {i} ({how})', c, lang=lang, i=c['INTERP'].full, how=rng.choice(['by phone', 'in person', 'via video']))
    n.put('\n')
    if c['age_y'] >= 12 and rng.random() < 0.6:
        n.f('Consent: {pt} consented to assessment and examination (Gillick competent); sharing agreed with SW.\n', c, pt=c['ptk'])
    else:
        n.f('Consent: signed by {s} on {d} ({by}).\n', c, s=rng.choice([c['BM'].full, c['SW'].full]), d=c.d(c['cons_dt']),
            by=rng.choice(['parental consent under s20', 'LA holds PR', 'copy on file']))
    n.put('\nPROFESSIONAL NETWORK\n')
    blocks.professionals(n, c, rng.sample(['sw', 'gp', 'school', 'iro', 'hv', 'dent'], rng.randint(3, 5)))
    n.put('\nBACKGROUND\n')
    n.f('{pt} came into care on {d} because of {r}. ', c, pt=c['ptf'], d=c.dl(c['doc_dt']), r=rng.choice(clinical.fit(clinical.REASONS, c['age_y'])))
    if rng.random() < 0.5:
        n.f('This is {his} {nth} placement. ', c, nth=rng.choice(['first', 'second', 'third', 'fourth']))
    n.put('\n')
    if c['cc'] in ('ENG', 'WAL') and rng.random() < 0.4:
        n.f("Children's Guardian: {g} ({cf}); next hearing {d}.\n", c, g=c.newp('british', rng.choice('FM'), 'DOCTOR').full,
            cf='Cafcass' if c['cc'] == 'ENG' else 'Cafcass Cymru', d=c.d(rdate_after(c, 20, 90)))
    blocks.family(n, c)
    contact_line(n, c)
    n.put('\nBIRTH HISTORY\n')
    b = rng.choice(clinical.BIRTH).format(ga=rng.choice(['40+1', '38+4', '36+2', '34+5', '39', '41+3', '32']),
                                         bw=str(round(rng.uniform(1.6, 4.2), 2)))
    n.f('Born at {bh}, {c2}: {b}. Mother was {a} at delivery.\n', c, bh=c['birth_hosp'], c2=c['city2'], b=b, a=c['bm_age_birth'])
    n.put('\n')
    pmh_section(n, c)
    n.put('\n')
    blocks.imm_table(n, c)
    n.put('\nDEVELOPMENT / EDUCATION\n')
    band = 'baby' if c['age_y'] < 1 else 'toddler' if c['age_y'] < 3 else 'preschool' if c['age_y'] < 5 else 'school' if c['age_y'] < 13 else 'teen'
    n.f('{t}\n', c, t=rng.choice(clinical.DEV[band]))
    n.put('\nEMOTIONAL AND BEHAVIOURAL HEALTH\n')
    n.f('{e} ', c, e=rng.choice(clinical.fit(clinical.EMOTIONAL, c['age_y'])))
    if c['age_y'] >= 2:
        sc = rng.randint(4, 31)
        n.f('Carer SDQ total difficulties score {s}/40 ({band}) completed {d}.\n', c, s=str(sc),
            band=sdq_band(sc), d=c.d(rdate_before(c, 0, 20)))
    else:
        n.put('SDQ not applicable under 2 years.\n')
    n.put('\nEXAMINATION\n')
    blocks.growth(n, c)
    n.f('HR {hr}, RR {rr}, SpO2 {o}% RA, Temp {t} C, BP {bp}\n', c, hr=str(rng.randint(70, 130) - 3 * min(c['age_y'], 12)),
        rr=str(rng.randint(16, 34) - min(c['age_y'], 10)), o=str(rng.randint(96, 100)), t='%.1f' % rng.uniform(36.1, 37.4),
        bp='%d/%d' % (rng.randint(88, 122), rng.randint(50, 78)))
    for e in rng.sample(clinical.fit(clinical.EXAM_NORMAL, c['age_y']), 2):
        n.f('{e}\n', c, e=e)
    n.f('{v}\n', c, v=rng.choice(clinical.fit(clinical.VISION_HEARING, c['age_y'])))
    if rng.random() < 0.7:
        n.f('Dental: registered with {dental}, last seen {d}.\n', c, d=c.d(rdate_before(c, 30, 500)))
    else:
        n.put('Dental: not registered with a dentist; carer to register.\n')
    n.put('\nSUMMARY OF HEALTH NEEDS\n')
    n.f('{pt} is {an} {a}-year-old {boy} with ', c, pt=c['ptk'], a=c['age'], an='an' if c['age_y'] in (8, 11, 18) else 'a')
    n.f('{x}.\n', c, x=rng.choice(['unmet dental and vision needs', 'incomplete immunisations', 'significant emotional needs',
                                    'developmental delay requiring assessment', 'no acute health concerns',
                                    'a history of neglect with faltering growth, now gaining weight']))
    if rng.random() < 0.6:
        codes = rng.sample(['Z62.2 (child in welfare custody)', 'F43.1 (PTSD)', 'L20.9 (atopic dermatitis)', 'F90.0 (ADHD)',
                            'K59.0 (constipation)', 'R62.8 (faltering growth)', 'F80.1 (expressive language disorder)',
                            'N39.44 (nocturnal enuresis)', 'K02.9 (dental caries)', 'D50.9 (iron deficiency anaemia)'], 3)
        n.f('Coded (ICD-10): {x}\n', c, x='; '.join(codes))
    plan_table(n, c, ['carer', 'SW', 'LAC nurse', 'GP', 'paediatrician', 'school nurse', 'CAMHS'])
    blocks.signature(n, c, c['PAED'], 'doctor', rng.choice(['Consultant Community %s' % c['paed'], 'Specialty Doctor, Community Paediatrics',
                                                            'Designated Doctor for %s' % ('Looked After Children' if c['cc'] in ('ENG', 'WAL', 'SCO', 'NIR') else 'Children in Care')]))
    blocks.cc_list(n, c, [c['SW'].full, ['Dr ', c['GP'].l, ', ', c['gp_prac']], [c['FC1'].tf, ' (carer)'],
                          [c['LACN'].full, ', ', c['lacn']], [c['IRO'].full, ' (', c['iro'], ')']])
    blocks.audit(n, c, c['PAED'])


def rha(rng, c, n):
    k = hkey(c['cc'])
    freq = '6-monthly' if c['age_y'] < 5 else 'annual'
    h = rng.choice(RHA_HEAD[k]).replace('{freq}', freq)
    n.f('{h}\n', c, h=h)
    if rng.random() < 0.5:
        letterhead(n, c)
    blocks.demographics(n, c)
    nurse = c['HV'] if c['age_y'] < 5 else c['LACN']
    if c['cc'] in ('ENG', 'WAL', 'SCO', 'NIR'):
        role = 'Health Visitor (LAC)' if c['age_y'] < 5 else rng.choice(['Specialist Nurse for Looked After Children', 'LAC Nurse', 'Named Nurse CLA'])
    else:
        role = c['lacn']
    n.f('Review no. {no}   Date: {asmt}   Completed by: {p}, {r}\n', c, no=str(rng.randint(1, 9)), p=nurse.full, r=role)
    prev = rdate_before(c, 170 if freq == '6-monthly' else 340, 200 if freq == '6-monthly' else 400)
    n.f('Previous assessment: {d}   Date first {lac}: {d0}\n', c, d=c.d(prev), d0=c.d(rdate_before(c, 420, 2400)))
    if rng.random() < 0.5:
        n.put('Seen at: home visit to placement, ')
        n.add(c['pl_addr'])
        n.put('\n')
    else:
        n.f('Seen at: {s}\n', c, s=rng.choice([c['clinic'], c['school'], c['gp_prac']]))
    blocks.placement(n, c, with_phone=rng.random() < 0.5)
    n.f('Present: {pt}, {fc}', c, pt=c['ptk'], fc=c['FC1'].tf)
    if rng.random() < 0.4:
        n.f(', SW {s}', c, s=c['SW'].f)
    n.put('\n\nREVIEW OF PREVIOUS HEALTH PLAN\n')
    for act in rng.sample(clinical.fit(clinical.ACTIONS, c['age_y']), rng.randint(2, 4)):
        out = rng.choice(['achieved on {d}', 'not achieved - re-referred', 'ongoing', 'declined by young person',
                          'achieved ({d}); discharged', 'partially achieved'])
        if '{d}' in out:
            a, b = out.split('{d}')
            n.f('- {act}: {a}{d}{b}\n', c, act=act, a=a, d=c.d(rdate_before(c, 10, 150)), b=b)
        else:
            n.f('- {act}: {o}\n', c, act=act, o=out)
    n.put('\nHEALTH SINCE LAST REVIEW\n')
    if rng.random() < 0.5:
        n.f('Seen by Dr {g} at {gp_prac} on {d} with {why}. ', c, g=c['GP'].l, d=c.d(rdate_before(c, 20, 160)),
            why=rng.choice(['an ear infection (amoxicillin)', 'a chest infection', 'conjunctivitis', 'a viral rash',
                            'abdominal pain - settled', 'tonsillitis', 'a sprained ankle']))
    if rng.random() < 0.4:
        n.f('Attended {ae} at {h} on {d} following {why}. ', c, ae='A&E' if c['cc'] in ('ENG', 'WAL', 'SCO', 'NIR', 'IRL') else 'ED', h=c['hosp'], d=c.d(rdate_before(c, 20, 160)),
            why=rng.choice(clinical.fit(['a fall at the trampoline park', 'a dog bite to the hand', 'a fall from a slide',
                            'alcohol intoxication', 'a fight at school - minor head injury'], c['age_y'])))
    n.f('{e}\n', c, e=rng.choice(clinical.fit(clinical.PMH, c['age_y'])))
    if rng.random() < 0.25:
        blocks.device_line(n, c)
    n.put('\nGrowth: ')
    blocks.growth(n, c)
    if rng.random() < 0.6:
        rows = [r for r in blocks.imm_rows(c, 0.1) if isinstance(r[2], Ph)]
        if rows:
            lab, vac, d = rows[-1]
            n.f('Immunisations: up to date per {reg}; last given {v} on {d}.\n', c, reg=blocks.clinical.IMM_REGISTRY[c['cc']], v=vac.split(',')[0], d=d)
    else:
        n.put('Immunisations: see catch-up plan; MMR 2 still outstanding.\n')
    n.f('Dental: {dental}, seen {d} - {tx}.\n', c, d=c.d(rdate_before(c, 20, 200)), tx=rng.choice(clinical.DENTAL_TX))
    n.f('Optician: {optician}, {d}.\n', c, d=c.d(rdate_before(c, 30, 330)))
    n.put('\nEMOTIONAL WELLBEING\n')
    n.f('{e} SDQ (carer) {s}, previously {p}.\n', c, e=rng.choice(clinical.fit(clinical.EMOTIONAL, c['age_y'])), s=str(rng.randint(5, 30)), p=str(rng.randint(5, 30)))
    if c['age_y'] >= 11 and rng.random() < 0.6:
        n.f('Referred to {camhs} on {d}; seen by {p} ({r}).\n', c, d=c.d(rdate_before(c, 30, 200)), p=c['CAMHS_C'].t,
            r=rng.choice(['clinical psychologist', 'CAMHS practitioner', 'family therapist']))
    n.put("\nCHILD'S VIEW\n")
    if c['age_y'] >= 4:
        q = rng.choice(['"I like living with {a}, {he2} makes good pancakes."', '"I miss my {mum} and {s}."',
                        '"I want to stay here till I\'m {n}."', '"{a} helps me with my reading."',
                        '"I don\'t want to see {bf} any more."'])
        parts = q.replace('{he2}', 'she').split('{')
        n.put(parts[0])
        for p in parts[1:]:
            key, rest = p.split('}', 1)
            if key == 'a':
                n.add(c['FC1'].f)
            elif key == 'mum':
                n.put(c['mum'])
            elif key == 's':
                n.add(c['sibs'][0][0].f if c['sibs'] else Ph(c['BF'].first, 'FAMILY'))
            elif key == 'n':
                n.add(Ph(str(rng.choice([18, 21, 16])), 'AGE'))
            elif key == 'bf':
                n.add(c['BF'].f)
            n.put(rest)
        n.put('\n')
    else:
        n.put('Observed: relaxed with carer, seeks comfort appropriately.\n')
    n.put("\nCARER'S VIEW\n")
    n.f('{fc} reports {x}. ', c, fc=c['FC1'].t, x=rng.choice(['good appetite and improved sleep', 'ongoing bedwetting 3-4 nights/week',
                                                              'worries about online contact with older peers',
                                                              'behaviour escalates after family time', 'she feels well supported']))
    if rng.random() < 0.4:
        n.f('{fc} works part-time as {an} {fc_prof}. ', c, fc=c['FC1'].f, an=an(c['fc_prof'].text))
    n.put('\n')
    contact_line(n, c)
    plan_table(n, c, ['carer', 'SW', 'LAC nurse', 'YP', 'GP', 'dentist'])
    n.f('\nNext review due: {d}\n', c, d=c.d(rdate_after(c, 170 if freq == '6-monthly' else 350, 190 if freq == '6-monthly' else 370)))
    blocks.signature(n, c, nurse, 'hv' if c['age_y'] < 5 else 'nurse', role, org=rng.random() < 0.6)
    if rng.random() < 0.6:
        blocks.cc_list(n, c, [[c['SW'].full, ' (SW)'], [c['IRO'].full, ' (', c['iro'], ')'], [c['GP'].t, ', ', c['gp_prac']]])
    blocks.audit(n, c, nurse)
