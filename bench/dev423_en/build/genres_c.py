"""Genres: safeguarding referral, work/school note, telephone follow-up."""
import ids
import pools_names as PN
from case import Clin
from common import make_case, hx_line, fill, sig_block, natid, visitor, ssn_line
from note import Note

CHILD_CONCERN = [
    'Delayed presentation - injury reportedly sustained {N} days ago; {R} states "didn\'t think it was broken".',
    'History given by {R} changed between triage and assessment.',
    'Mechanism described not consistent with developmental stage of child.',
    'Clear tide-mark / glove-like distribution of scald - possible immersion.',
    'Fourth attendance to urgent care in 6 months (previous: bite, scald, head injury).',
    '{R} appeared intoxicated (smelt of alcohol, slurred speech) while caring for child.',
    'Child said spontaneously to nurse: "{F} pushed me into the table."',
    'Bruising of differing ages noted to shins and upper arms (body map completed).',
]
ADULT_CONCERN = {
    'da': ['Pt disclosed that partner {F} caused the injury during an argument last night.',
           'Injuries inconsistent with account given (fall) - pt tearful, partner {F} answered questions for them.',
           'Previous attendances with injuries (bruised wrist, burn) - pattern of concern.'],
    'neglect': ['Pt lives alone, house reported cold with little food; evidence of self-neglect (soiled clothing).',
                'Carer {F} reports pt increasingly confused and falling; no care package in place.',
                'Pressure damage noted to heels (category 2) - not previously known to DN team.'],
    'finance': ['Concern re financial abuse by relative {F} - pt unable to access own bank card.',
                'Pt reports {F} "looks after my money" and pt has no money for food or heating.'],
    'cse': ['Young person presented intoxicated with older adult male not related; CSE screening tool '
            'completed - concerns.', 'Multiple phones, vague about where staying; missing from home per {F}.'],
}
QUOTE = {'da': ['It was my fault, I wound them up.', 'I don\'t want the police involved.',
                'They\'re not normally like this.', 'I just want to go home.'],
         'neglect': ['I manage fine on my own.', 'I don\'t want to be a burden.', 'I\'m not going in a home.'],
         'finance': ['My nephew sorts all that out.', 'I don\'t know where my money goes.'],
         'cse': ['He\'s just a mate.', 'I just want to go home.', 'You can\'t tell my mum.']}
CONSENT = {'child': ['obtained from parent', 'not sought - would place child at increased risk'],
           'da': ['pt consented to referral', 'not sought - referral made in vital interest (high risk)'],
           'neglect': ['pt consented to referral', 'pt lacks capacity for this decision (MCA assessed)'],
           'finance': ['pt consented to referral', 'pt lacks capacity for this decision (MCA assessed)'],
           'cse': ['young person consented', 'not sought - risk of significant harm']}
AGENCY = {'GB': ["Children's Social Care (MASH)", 'Adult Social Care - Safeguarding Adults Team'],
          'IE': ['Tusla Child and Family Agency', 'HSE Safeguarding and Protection Team'],
          'AU': ['Child Protection Helpline (mandatory report)', 'Aged Care / Adult Safeguarding Unit'],
          'NZ': ['Oranga Tamariki', 'Family Violence Intervention Programme'],
          'CA': ["Children's Aid Society (duty to report)", 'Adult Protective Services'],
          'US': ['Child Protective Services (mandated report)', 'Adult Protective Services']}


def safeguarding(rng, cc):
    child = rng.random() < 0.6
    if child:
        c = make_case(rng, cc, ['msk', 'burn', 'wound', 'head', 'bite'], age=(1, 14))
    else:
        kind = rng.choice(['da', 'da', 'da', 'finance', 'neglect', 'neglect', 'cse'])
        age = {'da': (18, 70), 'finance': (60, 95), 'neglect': (65, 97), 'cse': (16, 17)}[kind]
        keys = {'da': ['wrist', 'ribs', 'scalp', 'scald', 'elbow', 'clavicle'],
                'finance': ['pretibial', 'head_anticoag', 'wrist', 'ribs'],
                'neglect': ['pretibial', 'head_anticoag', 'wrist', 'ribs', 'scald'],
                'cse': ['wrist', 'scalp', 'ankle', 'hand_glass']}[kind]
        c = make_case(rng, cc, ['msk', 'wound', 'head', 'burn'], age=age, keys=keys)
    n = Note()
    is_child = c.child
    agency = AGENCY[cc][0 if is_child else 1]
    n.ln(rng.choice(['SAFEGUARDING REFERRAL', 'Safeguarding Concern - Multi-agency Referral Form (MARF)',
                     'CHILD/ADULT PROTECTION REFERRAL', 'Safeguarding Referral Form']) + ' - CONFIDENTIAL')
    n.ln('Referral to: ' + agency)
    n.ln('Referring agency: {U}', U=(c.unit, 'HOSPITAL'))
    n.ln('Referrer: {S}   Tel {P}   Email {E}', S=c.clin.sig(rng), P=(c.unit_phone + ids.ext(rng), 'PHONE'),
         E=(c.clin.email, 'EMAIL'))
    c.tick(60, 180)
    n.ln('Date/time of referral: {D} {T}', D=c.D(c.visit), T=c.tick(0, 1))
    n.ln()
    n.ln('SUBJECT')
    n.ln('Name: {N}   DOB: {D}   Age: {A}   Gender: {G}', N=c.name(rng.choice(['full', 'LAST, First'])),
         D=c.D(c.dob), A=c.age_piece('years'), G='male' if c.sex == 'M' else 'female')
    n.ln('Address: {AD}', AD=c.address())
    n.ln('{L}: {V}   {ML}: {M}', L=c.natid[0], V=natid(c), ML=c.mrn_label, M=(c.mrn, 'MRN'))
    ssn_line(n, c, 0.4)
    n.ln(c.gp_label() + ': {G}, {P}', G=c.gp.sig(rng), P=(c.practice, 'HOSPITAL'))
    visitor(n, c, 0.25)
    sib = None
    if is_child:
        n.ln('School/nursery: {S}', S=(c.school, 'ORGANIZATION'))
        n.ln()
        n.ln('HOUSEHOLD')
        n.ln('  {R}: {F}  tel {P}', R=c.famr.capitalize(), F=c.fam(), P=(c.fam_phone, 'PHONE'))
        if rng.random() < 0.7:
            sib = (rng.choice(PN.FEMALE + PN.MALE), rng.randrange(1, 15))
            n.ln('  Sibling: {S}, age {A}', S=(sib[0] + ' ' + c.last, 'FAMILY'), A=(str(sib[1]), 'AGE'))
        if rng.random() < 0.5:
            n.ln('  Mother\'s partner: {F} (not biological parent), works as {P}',
                 F=(rng.choice(PN.MALE) + ' ' + rng.choice(PN.SURNAMES), 'FAMILY'),
                 P=(rng.choice(['scaffolder', 'delivery driver', 'bar manager', 'mechanic']), 'PROFESSION'))
    else:
        n.ln('Occupation: {P}', P=c.prof_piece())
        n.ln('Next of kin: {F} ({R})', F=c.fam(), R=c.famr)
    n.ln()
    n.ln('PRESENTING INJURY')
    fill(n, c, hx_line(c))
    n.add('\n')
    fill(n, c, c.outc['exam'])
    n.add('\nBody map completed and scanned to record.\n\n')
    n.ln('NATURE OF CONCERN')
    if is_child:
        pool, kind = CHILD_CONCERN, 'child'
    else:
        pool = ADULT_CONCERN[kind]
    if kind == 'da':
        who = (rng.choice(PN.MALE + PN.FEMALE) + ' ' + rng.choice(PN.SURNAMES), 'FAMILY')
    else:
        who = c.fam('first')
    for tmpl in rng.sample(pool, 2):
        n.ln('- ' + tmpl.replace('{N}', str(rng.randrange(2, 6))).replace('{R}', c.famr), F=who)
    n.ln()
    n.ln('ACCOUNT')
    if is_child:
        he, him = ('He', 'him') if c.sex == 'M' else ('She', 'her')
        n.ln('{R} ({F}) states: "' + rng.choice(['%s just fell, %s\'s always falling over.' % (he, he.lower()),
                                                   '%s pulled it down %s, I was in the other room.' % (he, 'himself' if c.sex == 'M' else 'herself'),
                                                   'I don\'t know how it happened, I found %s like that.' % him,
                                                   '%s was fine when %s went to bed.' % (he, he.lower())]) + '"',
             R=c.famr.capitalize(), F=c.fam('first'))
    else:
        n.ln('Pt states: "' + rng.choice(QUOTE[kind]) + '"')
    n.ln()
    n.ln('ACTIONS TAKEN')
    sn = Clin(rng, cc, 'Named Nurse Safeguarding', 'nurse')
    n.ln('- Discussed with {S} (Named Nurse Safeguarding) via {P}', S=sn.full(), P=(ids.phone(rng, cc, 'land'), 'PHONE'))
    if rng.random() < 0.6:
        pol = rng.choice(PN.FEMALE + PN.MALE) + ' ' + rng.choice(PN.SURNAMES)
        n.ln('- Police informed: incident log {L} of {D}; attending officer {O}',
             L=(ids.dg(rng, 4), 'IDNUM'), D=c.D(c.visit), O=(pol, 'FAMILY'))
    if kind == 'da':
        n.ln('- DASH risk checklist: {S}/24 - {R}', S=str(rng.randrange(6, 20)),
             R=rng.choice(['referred to MARAC', 'IDVA contact details given', 'standard risk']))
        n.ln('- Alleged perpetrator drives {C}, reg {V}', C=rng.choice(['a silver Ford Focus', 'a black VW Golf',
                                                                      'a white Transit van', 'a red Toyota Hilux']),
             V=(ids.plate(rng, cc), 'VEHICLE'))
    if is_child:
        n.ln('- Checked child protection information system: {R}', R=rng.choice(['no plan', 'sibling previously on CP plan',
                                                                                 'not known']))
        n.ln('- ' + ('Health visitor / school nurse' if cc in ('GB', 'IE') else 'School nurse') + ' informed: {H}',
             H=Clin(rng, cc, 'HV', 'nurse').full())
    n.ln('- Consent: ' + rng.choice(CONSENT[kind]))
    n.ln('- Disposal: ' + rng.choice(['discharged home with safety plan', 'remained in unit pending social worker call-back',
                                      'transferred to ED {H} for paediatric review']).replace('{H}', 'at acute site'))
    n.ln()
    n.ln('Social worker allocated: {S}   Case ref: {R}', S=(rng.choice(PN.FEMALE + PN.MALE) + ' ' + rng.choice(PN.SURNAMES), 'FAMILY'),
         R=(ids.case_ref(rng, c.visit), 'IDNUM'))
    sig_block(n, c, c.clin, lic=rng.random() < 0.5)
    return n, c


